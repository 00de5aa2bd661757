import Fronthaul
import Testing

/// Encode → decode properties of the block scaling, µ-law, modulation and selective-RE methods,
/// with bounds derived from the formulas (CUS Annex A and the readings in Fronthaul.docc), not from
/// the codec's output.
@Suite struct IQRoundTripTests {
    static func randomPRB(_ rng: inout Support.Rng) -> [Int16] {
        let shift = rng.int(0...15)
        return (0..<24).map { _ in Int16(truncatingIfNeeded: Int64(bitPattern: rng.next()) >> Int64(48 + shift)) }
    }

    @Test func blockScalingErrorWithinOneStep() {
        let seed = Support.seed("bsrt")
        var rng = Support.Rng(seed: seed)
        var checked = 0
        for w in 2...16 {
            for _ in 0..<Support.fuzzCount(30) {
                let x = Self.randomPRB(&rng)
                guard let bytes = IQCodec.compress(x, format: IQFormat(method: .blockScaling, iqWidth: w)) else { Issue.record("nil"); return }
                // scaler: smallest b with b/128 · 2^15 ≥ max|x| (|−32768| as 32767)
                let peak = x.map { $0 == Int16.min ? 32767 : abs(Int($0)) }.max() ?? 0
                #expect(Int(bytes[0]) == (peak + 255) / 256, "w \(w) seed \(seed)")
                var out: [Int32] = []
                let s = UPlaneSection(numPrbu: 1, format: IQFormat(method: .blockScaling, iqWidth: w), iqData: bytes[...])
                #expect(IQCodec.decompress(s, into: &out) == 24)
                // one code step is b · 2^(9−w) in 16-bit scale; rounding + clamping stay within a step (+1 for x̂'s rounding)
                let step = Double(bytes[0]) * Double(sign: .plus, exponent: 9 - w, significand: 1)
                for i in 0..<24 where abs(Double(x[i]) - Double(out[i])) > step + 1 {
                    Issue.record("w \(w) sample \(i): x \(x[i]) x̂ \(out[i]) step \(step) seed \(seed)")
                }
                checked += 1
            }
        }
        print("block scaling round trip: \(checked) PRBs, widths 2–16")
    }

    @Test func muLawKeepsSignOrderAndPeak() {
        let seed = Support.seed("murt")
        var rng = Support.Rng(seed: seed)
        for w in 4...16 {
            for _ in 0..<Support.fuzzCount(30) {
                let x = Self.randomPRB(&rng)
                guard let bytes = IQCodec.compress(x, format: IQFormat(method: .muLaw, iqWidth: w)) else { Issue.record("nil"); return }
                #expect(Int(bytes[0] >> 4) == w & 15, "compBitWidth")
                var out: [Int32] = []
                let s = UPlaneSection(numPrbu: 1, format: IQFormat(method: .muLaw, iqWidth: w), iqData: bytes[...])
                #expect(IQCodec.decompress(s, into: &out) == 24)
                let order = (0..<24).sorted { x[$0] < x[$1] }
                for (a, b) in zip(order, order.dropFirst()) where out[a] > out[b] {
                    Issue.record("w \(w): not monotonic, x \(x[a]) → \(out[a]), x \(x[b]) → \(out[b]) seed \(seed)")
                }
                for i in 0..<24 where (x[i] > 0 && out[i] < 0) || (x[i] < 0 && out[i] > 0) {
                    Issue.record("w \(w): sign flipped at \(i) seed \(seed)")
                }
                // the companding curve is exact at the end points: the block peak comes back within
                // one top-segment step of the expander, (1 − 256^(−1/(2^(w−1)−1))) · 2^15 / 2^s ≈ 5.5/(2^(w−1)−1) of full scale
                let peak = x.map { $0 == Int16.min ? 32767 : abs(Int($0)) }.max() ?? 0
                let back = out.map { Int($0.magnitude) }.max() ?? 0
                let s0 = Int(bytes[0] & 15)
                let tolerance = 5.6 / Double((1 << (w - 1)) - 1) * Double(1 << (15 - s0)) + 1
                #expect(abs(Double(peak - back)) <= tolerance, "w \(w) peak \(peak) back \(back) seed \(seed)")
            }
        }
    }

    @Test func selectiveREWithMasksInTheSectionHeader() {
        // udCompMeth 7: sReSMask1 for PRB 0, 2; sReSMask2 for PRB 1, 3 (rb = 0); RE1 = LSB (our
        // reading).
        let seed = Support.seed("sre7")
        var rng = Support.Rng(seed: seed)
        for w in 1...16 {
            let m1 = UInt16(rng.bits(12)), m2 = UInt16(rng.bits(12))
            var data: [UInt8] = []
            var expected: [Int32] = []
            for prb in 0..<4 {
                let x = Self.randomPRB(&rng)
                let mask = prb % 2 == 0 ? m1 : m2
                IQCodec.compressBFPSelectiveRE(x[...], width: w, mask: mask, maskInHeader: true, into: &data)
                // reference (Annex A.1 over the REs sent): e = max(0, bitlen(A) + 1 − w), x̂ = (x >> e) << e
                var a = 0
                for re in 0..<12 where mask & (UInt16(1) << UInt16(re)) != 0 {
                    for part in 0..<2 {
                        let v = x[2 * re + part]
                        a = max(a, v == Int16.min ? 32767 : abs(Int(v)))
                    }
                }
                let e = max(0, (a == 0 ? 0 : Int.bitWidth - a.leadingZeroBitCount) + 1 - w)
                for re in 0..<12 {
                    for part in 0..<2 {
                        let present = mask & (UInt16(1) << UInt16(re)) != 0
                        expected.append(present ? Int32((Int(x[2 * re + part]) >> e) << e) : 0)
                    }
                }
            }
            var s = UPlaneSection(numPrbu: 4, format: IQFormat(method: .bfpSelectiveREMaskInHeader, iqWidth: w), iqData: data[...])
            s.sReSMask1 = m1
            s.sReSMask2 = m2
            var out: [Int32] = []
            #expect(IQCodec.decompress(s, into: &out) == 96)
            #expect(out == expected, "w \(w) masks \(m1) \(m2) seed \(seed)")
        }
    }

    @Test func modulationSelectiveREMaskInHeaderRoundTrip() {
        // udCompMeth 8: codes only; decoded values re-encode to the same bytes (S ≠ 0).
        let scaling = ModulationScaling(csf: true, modCompScaler: 1 << 11 | 1500)
        let w = 3
        let m1: UInt16 = 0b1010_0110_0011
        var data: [UInt8] = []
        // constellation points (2c+1)·2^−3·S for codes c = −4…3, RE k gets c = (k mod 8) − 4
        let unit = 1500.0 / 2048 / 2
        var values = [Double](repeating: 0, count: 24)
        for re in 0..<12 {
            let code = re % 8 - 4
            values[2 * re] = Double(2 * code + 1) / 8 * unit
            values[2 * re + 1] = values[2 * re]
        }
        #expect(IQCodec.compressModulation(values[...], width: w, scaling: scaling, mask: m1, into: &data))
        var s = UPlaneSection(numPrbu: 1, format: IQFormat(method: .modulationSelectiveREMaskInHeader, iqWidth: w), iqData: data[...])
        s.sReSMask1 = m1
        s.sReSMask2 = 0
        var out: [Double] = []
        #expect(IQCodec.decompressModulation(s, scaling: scaling, into: &out) == 24)
        for re in 0..<12 {
            let want = m1 & (UInt16(1) << UInt16(re)) != 0 ? values[2 * re] : 0
            #expect(out[2 * re] == want && out[2 * re + 1] == want, "RE \(re + 1)")
        }
        var again: [UInt8] = []
        #expect(IQCodec.compressModulation(out[...], width: w, scaling: scaling, mask: m1, into: &again) && again == data)
    }
}
