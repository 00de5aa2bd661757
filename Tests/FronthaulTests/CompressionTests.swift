import Foundation
import Fronthaul
import Testing
import TestSupport
import WireCore

/// IQ (de)compression against an implementation written here from the spec formulas (CUS §8.3.3,
/// Annex A.1): bits are handled as a string of '0'/'1'.
@Suite struct CompressionTests {
    /// Reference unpack: I/Q of RE 1…12, `w` bits two's complement, MSB first (CUS §8.3.3).
    static func referenceUnpack(_ bytes: [UInt8], width w: Int, count: Int) -> [Int32] {
        let bits = bytes.flatMap { b in (0..<8).map { (b >> (7 - $0)) & 1 } }
        return (0..<count).map { i in
            var v: Int64 = 0
            for j in 0..<w { v = v << 1 | Int64(bits[i * w + j]) }
            if v >= 1 << (w - 1) { v -= 1 << w }
            return Int32(v)
        }
    }
    /// Reference BFP decompression (Annex A.1): x̂ = m · 2^e.
    static func referenceBFP(_ prb: [UInt8], width w: Int) -> [Int32] {
        let e = Int32(prb[0] & 0x0F)
        return referenceUnpack(Array(prb.dropFirst()), width: w, count: 24).map { $0 * (1 << e) }
    }
    /// Reference BFP compression (Annex A.1 steps 1–5, truncating shift, −32768 saturated).
    static func referenceCompress(_ x: [Int16], width w: Int) -> (Int, [Int32]) {
        let maxAbs = x.map { $0 == Int16.min ? 32767 : abs(Int($0)) }.max() ?? 0
        var n = 0
        while (1 << n) <= maxAbs { n += 1 }
        let e = max(0, n + 1 - w)
        return (e, x.map { Int32(Int($0) >> e) })
    }

    @Test func bfpAndNoneDecompressionAllWidths() {
        let seed = Support.seed("bfp")
        print("CompressionTests seed=\(seed)")
        var rng = Support.Rng(seed: seed)
        var checked = 0
        for w in 1...16 {
            for method in [CompressionMethod.none, .blockFloatingPoint] {
                for _ in 0..<Support.fuzzCount(20) {
                    let prbs = rng.int(1...4)
                    var data: [UInt8] = []
                    var expected: [Int32] = []
                    for _ in 0..<prbs {
                        var prb: [UInt8] = []
                        if method == .blockFloatingPoint { prb.append(UInt8(rng.int(0...(16 - w)))) }
                        for _ in 0..<(3 * w) { prb.append(UInt8(rng.bits(8))) }
                        expected += method == .none ? Self.referenceUnpack(prb, width: w, count: 24) : Self.referenceBFP(prb, width: w)
                        data += prb
                    }
                    let s = UPlaneSection(numPrbu: UInt8(prbs), format: IQFormat(method: method, iqWidth: w), iqData: data[...])
                    var out: [Int32] = []
                    let n = IQCodec.decompress(s, into: &out)
                    #expect(n == prbs * 24)
                    #expect(Array(out.prefix(prbs * 24)) == expected, "\(method):\(w) seed \(seed)")
                    var fast = [Int32](repeating: 0, count: prbs * 24)
                    let m = fast.withUnsafeMutableBufferPointer { IQCodec.decompress(s, into: $0) }
                    #expect(m == prbs * 24 && fast == expected, "fast path \(method):\(w) seed \(seed)")
                    checked += 1
                }
            }
        }
        print("decompressed \(checked) sections, widths 1–16, none and BFP")
    }

    @Test func bfpCompressionMatchesReferenceBitExact() {
        let seed = Support.seed("bfpc")
        var rng = Support.Rng(seed: seed)
        for w in 1...16 {
            for trial in 0..<Support.fuzzCount(20) {
                let scale = rng.int(0...15)
                var x: [Int16] = (0..<24).map { _ in Int16(truncatingIfNeeded: Int64(bitPattern: rng.next()) >> Int64(48 + scale)) }
                if trial == 0 { x[3] = Int16.min }
                var bytes: [UInt8] = []
                IQCodec.compressBFP(x[...], width: w, into: &bytes)
                let (e, m) = Self.referenceCompress(x, width: w)
                #expect(Int(bytes[0]) == e, "w \(w) seed \(seed)")
                #expect(Self.referenceUnpack(Array(bytes.dropFirst()), width: w, count: 24) == m, "w \(w) seed \(seed)")
                #expect(bytes.count == 1 + 3 * w)
            }
        }
    }

    @Test func sectionCompressionRoundTrip() {
        let seed = Support.seed("comp")
        var rng = Support.Rng(seed: seed)
        for w in 1...16 {
            let x: [Int16] = (0..<(24 * 3)).map { _ in Int16(truncatingIfNeeded: rng.next()) }
            // BFP: decompress(compress(x)) equals the reference mantissas shifted back
            let bytes = IQCodec.compress(x, format: IQFormat(method: .blockFloatingPoint, iqWidth: w)) ?? []
            #expect(bytes.count == 3 * (1 + 3 * w))
            let s = UPlaneSection(numPrbu: 3, format: IQFormat(method: .blockFloatingPoint, iqWidth: w), iqData: bytes[...])
            var out: [Int32] = []
            #expect(IQCodec.decompress(s, into: &out) == 72)
            var expected: [Int32] = []
            for p in 0..<3 {
                let (e, m) = Self.referenceCompress(Array(x[(p * 24)..<(p * 24 + 24)]), width: w)
                expected += m.map { $0 << Int32(e) }
            }
            #expect(out == expected, "w \(w) seed \(seed)")
            // none: the top w bits
            let plain = IQCodec.compress(x, format: IQFormat(method: .none, iqWidth: w)) ?? []
            #expect(Self.referenceUnpack(plain, width: w, count: 72) == x.map { Int32($0) >> Int32(16 - w) })
        }
    }

    @Test func selectiveREBFPPlacesPresentREs() {
        // udCompMeth 5: udCompParam = [RE12..RE9 | exponent] [RE8..RE1] (Wireshark master's
        // reading, RE1 = LSB, not verified against the clause text); mask 0b0000_0000_0101 → RE1
        // and RE3 present.
        let w = 8
        let mask: UInt16 = 0b0000_0000_0101
        let param: [UInt8] = [UInt8(mask >> 8) << 4 | 2, UInt8(mask & 0xFF)]
        let iq: [UInt8] = [1, 0xFF, 3, 4]  // RE1 (1, −1), RE3 (3, 4), 2·2·8 bits
        let s = UPlaneSection(numPrbu: 1, format: IQFormat(method: .bfpSelectiveRE, iqWidth: w), iqData: (param + iq)[...])
        var out: [Int32] = []
        #expect(IQCodec.decompress(s, into: &out) == 24)
        #expect(out[0] == 4 && out[1] == -4 && out[4] == 12 && out[5] == 16)
        #expect(out[2] == 0 && out[3] == 0)
    }

    @Test func modulationCompressionFormula() {
        // 16QAM (w = 2), csf = 1: codes {0, 1, −2, −1} → {+1, +3, −3, −1}·S/4 (CUS Annex A.5 as the
        // xran tables read it)
        let got = [0, 1, -2, -1].map { IQCodec.modulationValue(code: Int32($0), width: 2, csf: true, scaler: 1) }
        #expect(got == [0.25, 0.75, -0.75, -0.25])
        // SE4 scaler: exponent 1, mantissa 1024 → 1024·2^−11·2^−1 = 0.25
        #expect(IQCodec.modCompScale(1 << 11 | 1024) == 0.25)
    }

    @Test func modulationCompressedSection() {
        // 16QAM (w = 2): RE1 I = 1 (01), Q = −2 (10), others 0 → bytes 0b0110_0000, 0…; scaler 1, csf 1
        let iq: [UInt8] = [0b0110_0000, 0, 0, 0, 0, 0]
        let s = UPlaneSection(numPrbu: 1, format: IQFormat(method: .modulation, iqWidth: 2), iqData: iq[...])
        var out: [Double] = []
        #expect(IQCodec.decompressModulation(s, scaler: 1, csf: true, into: &out) == 24)
        #expect(out[0] == 0.75 && out[1] == -0.75 && out[2] == 0.25)
    }

    @Test func blockScalingAndMuLawHandWorkedPRB() {
        // Block scaling, w = 9, blockScaler 0x40 (0.5 in Q1.7): code 3 → 3·64·2^0 = 192; code −1 → −64.
        // µ-law, w = 8, compShift 3: code 127 (full scale) → (256−1)/255 · 2^12 = 4096; code 0 → 0.
        var bsIQ = [UInt8](repeating: 0, count: 27)
        bsIQ[0] = 0b0000_0001; bsIQ[1] = 0b1111_1111; bsIQ[2] = 0b1100_0000  // I = 3, Q = −1 (9 bits each)
        let bs = UPlaneSection(numPrbu: 1, format: IQFormat(method: .blockScaling, iqWidth: 9), iqData: ([0x40] + bsIQ)[...])
        var out: [Int32] = []
        #expect(IQCodec.decompress(bs, into: &out) == 24)
        #expect(out[0] == 192 && out[1] == -64 && out[2] == 0)
        var muIQ = [UInt8](repeating: 0, count: 24)
        muIQ[0] = 127; muIQ[1] = 0x81  // I = 127, Q = −127
        let mu = UPlaneSection(numPrbu: 1, format: IQFormat(method: .muLaw, iqWidth: 8), iqData: ([0x83] + muIQ)[...])
        #expect(IQCodec.decompress(mu, into: &out) == 24)
        #expect(out[0] == 4096 && out[1] == -4096 && out[2] == 0)
    }

    @Test(.requires(.shared)) func fh1x1EveryPRBDecompresses() throws {
        let frames = try ClassicPcap.packets(Support.fronthaulData.appendingPathComponent("captures/fh_1x1.pcap"))
        var ctx = FronthaulContext()
        ctx.compression = IQFormat(method: .blockFloatingPoint, iqWidth: 9)
        var d = FronthaulDecoder(context: ctx)
        var prbs = 0
        var out: [Int32] = []
        for f in frames {
            guard let (pdu, off) = RawEthernet.ecpriPayload(f) else { continue }
            for m in d.decode(ecpri: pdu, baseBitOffset: off * 8).messages {
                guard case .uPlane(_, let u) = m.body else { continue }
                for s in u.sections {
                    let n = IQCodec.decompress(s, into: &out)
                    #expect(n == s.prbCount * 24)
                    let ref = stride(from: 0, to: s.iqData.count, by: 28).flatMap { Self.referenceBFP(Array(s.iqData[(s.iqData.startIndex + $0)..<(s.iqData.startIndex + $0 + 28)]), width: 9) }
                    #expect(Array(out.prefix(ref.count)) == ref)
                    prbs += s.prbCount
                }
            }
        }
        print("fh_1x1: \(prbs) PRBs decompressed, bit-exact with the reference")
        #expect(prbs == 416 * 106)
    }
}
