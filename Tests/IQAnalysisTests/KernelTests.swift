import Fronthaul
@testable import IQAnalysis
import Testing

/// The building blocks against their definitions: the 128-bit unpacker against ``IQCodec/unpack``,
/// decibels, full scale and clipping levels, QAM decisions, and EVM of exact constellations.
@Suite struct KernelTests {
    @Test func unpack24MatchesTheCodecForEveryWidth() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 17
        }
        for w in 1...16 {
            for _ in 0..<50 {
                let bytes = (0..<(3 * w)).map { _ in UInt8(truncatingIfNeeded: next()) }
                var expected = [Int32](repeating: 0, count: 24)
                let ok = expected.withUnsafeMutableBufferPointer { IQCodec.unpack(bytes[...], width: w, count: 24, into: $0) }
                #expect(ok)
                var mine = [Int32](repeating: 0, count: 24)
                bytes.withUnsafeBufferPointer { b in mine.withUnsafeMutableBufferPointer { PRBKernel.unpack24(b.baseAddress!, width: w, into: $0.baseAddress!) } }
                #expect(mine == expected, "width \(w)")
            }
        }
    }

    @Test func simdMeasureEqualsTheScalarOneForCodesUpTo12Bits() {
        var state: UInt64 = 12345
        for w in 2...12 {
            for e in [0, 3, 16 - w] {
                for _ in 0..<40 {
                    let codes: [Int32] = (0..<24).map { _ in
                        state = state &* 6364136223846793005 &+ 1442695040888963407
                        return Int32(truncatingIfNeeded: Int64(bitPattern: state) >> Int64(64 - w))
                    }
                    let clip = Int32((1 << (w - 1)) - 1)
                    codes.withUnsafeBufferPointer { c in
                        let a = PRBKernel.measure(c.baseAddress!, exponent: e, clipCode: clip, clipExponent: 16 - w)
                        let b = PRBKernel.measureNarrow(c.baseAddress!, exponent: e, clipCode: clip, clipExponent: 16 - w)
                        #expect(a.energy == b.energy && a.peak == b.peak && a.clipped == b.clipped, "w \(w) e \(e)")
                    }
                }
            }
        }
    }

    /// The SIMD block kernels (8 and 9 bits) against the codes ``IQCodec/unpack`` gives: Σ, peak
    /// and whether a component reaches the clip code, on random blocks and on the extreme codes.
    @Test func simdBlockKernelsEqualTheUnpackedCodes() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for w in [8, 9] {
            var blocks: [[UInt8]] = (0..<300).map { _ in (0..<(3 * w)).map { _ in next() } }
            blocks.append([UInt8](repeating: 0xFF, count: 3 * w))  // every code −1
            blocks.append([UInt8](repeating: 0, count: 3 * w))
            // Every code the most negative value (1 then w − 1 zeros), then the most positive.
            for top in [true, false] {
                var bits: [Bool] = []
                for _ in 0..<24 { bits += [top] + [Bool](repeating: !top, count: w - 1) }
                var packed: [UInt8] = []
                for b in 0..<(3 * w) {
                    var byte: UInt8 = 0
                    for k in 0..<8 { byte = byte << 1 | (bits[8 * b + k] ? 1 : 0) }
                    packed.append(byte)
                }
                blocks.append(packed)
            }
            for bytes in blocks {
                var codes = [Int32](repeating: 0, count: 24)
                let ok = codes.withUnsafeMutableBufferPointer { IQCodec.unpack(bytes[...], width: w, count: 24, into: $0) }
                #expect(ok)
                var sum: Int64 = 0, peak: Int64 = 0, maxAbs: Int32 = 0
                for re in 0..<12 {
                    let i = Int64(codes[2 * re]), q = Int64(codes[2 * re + 1])
                    let power: Int64 = i * i + q * q
                    sum += power
                    peak = max(peak, power)
                    maxAbs = max(maxAbs, abs(codes[2 * re]), abs(codes[2 * re + 1]))
                }
                for clip in [Int16((1 << (w - 1)) - 1), Int16(maxAbs), Int16(maxAbs) + 1] {
                    var scratch = [Int32](repeating: 0, count: 24)
                    let f = bytes.withUnsafeBufferPointer { b in
                        scratch.withUnsafeMutableBufferPointer { c in
                            w == 9 ? Width9Kernel.figures(b.baseAddress!, width: 9, clipCode: clip, codes: c.baseAddress!)
                                : Width8Kernel.figures(b.baseAddress!, width: 8, clipCode: clip, codes: c.baseAddress!)
                        }
                    }
                    let generic = bytes.withUnsafeBufferPointer { b in
                        scratch.withUnsafeMutableBufferPointer { UnpackingKernel.figures(b.baseAddress!, width: w, clipCode: clip, codes: $0.baseAddress!) }
                    }
                    #expect(f.sum == sum && f.peak == peak && f.reachesClip == (maxAbs >= Int32(clip)), "w \(w) clip \(clip) \(bytes)")
                    #expect(generic.sum == sum && generic.peak == peak && generic.reachesClip == f.reachesClip, "w \(w) clip \(clip)")
                }
            }
        }
    }

    @Test func decibelsWithoutLibm() {
        for x in [1e-12, 3.7e-5, 0.5, 1, 2, 10, 1234.5, 1e9] {
            #expect(abs(Decibel.pow10(Decibel.log10(x)) / x - 1) < 1e-12, "\(x)")
        }
        #expect(abs(Decibel.log10(1000) - 3) < 1e-13)
        #expect(abs(Decibel.power(0.5) - -3.010299956639812) < 1e-12)
        #expect(Decibel.power(0) == -.infinity)
    }

    @Test func fullScaleAndClippingLevels() {
        let bfp9 = IQScale(format: IQFormat(method: .blockFloatingPoint, iqWidth: 9))
        #expect(bfp9.fullScale == 32768 && bfp9.maxExponent == 7 && bfp9.clipThreshold == 255 << 7 && bfp9.clipCode == 255)
        let bfp9Wide = IQScale(format: IQFormat(method: .blockFloatingPoint, iqWidth: 9), sourceWidth: 18)
        #expect(bfp9Wide.fullScale == 131072 && bfp9Wide.maxExponent == 9)
        let none16 = IQScale(format: IQFormat(method: .none, iqWidth: 16))
        #expect(none16.fullScale == 32768 && none16.clipCode == 32767 && none16.hasQuantisationStep)
        let mod = IQScale(format: IQFormat(method: .modulation, iqWidth: 4))
        #expect(mod.clipThreshold == nil && !mod.hasQuantisationStep)
        #expect(IQScale.quantisationNoise(exponent: 3) == 64.0 / 6)
    }

    @Test func clippingCountsLargestCodesAtTheLargestExponentOnly() {
        var codes = [Int32](repeating: 3, count: 24)
        codes[0] = 255
        codes[5] = -256
        codes[7] = 254
        codes.withUnsafeBufferPointer { c in
            #expect(PRBKernel.measure(c.baseAddress!, exponent: 7, clipCode: 255, clipExponent: 7).clipped == 2)
            #expect(PRBKernel.measure(c.baseAddress!, exponent: 6, clipCode: 255, clipExponent: 7).clipped == 0)
            let m = PRBKernel.measure(c.baseAddress!, exponent: 1, clipCode: nil)
            let sum = codes.reduce(0.0) { $0 + Double($1) * Double($1) } * 4
            #expect(m.energy == sum && m.clipped == 0)
        }
    }

    @Test func decisionsAndEVMOfExactPoints() {
        for order in QAMOrder.allCases {
            let l = order.levels
            let unit = order.meanPower.squareRoot()
            var points: [Float] = []
            for i in 0..<l { for q in 0..<l { points += [Float(2 * i - (l - 1)) / Float(unit) * 1234, Float(2 * q - (l - 1)) / Float(unit) * 1234] } }
            let r = points.withUnsafeBufferPointer { EVMEstimator.evm($0, order: order) }
            #expect(r != nil && r!.evm < 1e-6 && abs(r!.gain - 1234) < 1e-2, "\(order)")
            let e = points.withUnsafeBufferPointer { EVMEstimator.estimate($0) }
            #expect(e?.order == order, "\(order) estimated as \(String(describing: e?.order))")
            #expect(order.decide(10) == Double(l - 1) / unit && order.decide(-10) == -Double(l - 1) / unit)
        }
        #expect(QAMOrder.qam256.evmLimitPercent == 3.5 && QAMOrder.qam1024.evmLimitPercent == 2.5 && QAMOrder.qpsk.evmLimitPercent == 17.5)
    }

    @Test func emptyAndHostileInputDoesNotCrash() {
        let analyzer = IQAnalyzer(settings: IQSettings())
        var decoder = FronthaulDecoder(context: FronthaulContext())
        var bytes: [UInt8] = [0x10, 0x00, 0x00, 0x20, 0, 0, 0, 0x80, 0x90, 0, 0, 0]
        for n in 0..<64 {
            bytes.append(UInt8(truncatingIfNeeded: n &* 37))
            analyzer.observe(decoder.decode(ecpri: bytes[...], baseBitOffset: 0, transport: .ethernet), frame: n + 1)
        }
        let report = analyzer.finish()
        for f in report.flows { #expect(f.reCount >= 0) }
        _ = report.json(split: .tshark4017Default)
        _ = report.table(split: .tshark4017Default)
    }
}

/// The C-plane allocation grid against a per-PRB model.
@Suite struct AllocationGridTests {
    @Test func wordRangesEqualPerPRBBits() throws {
        var state: UInt64 = 99
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % n
        }
        for _ in 0..<40 {
            var m = CPlaneMessage()
            m.sectionType = next(4) == 0 ? 0 : 1
            m.startSymbolId = UInt8(next(14))
            var s = CPlaneSection()
            s.startPrbc = UInt16(next(273))
            s.numPrbc = UInt8(next(256))
            s.rb = next(3) == 0
            s.numSymbol = UInt8(1 + next(14))
            m.sections = [s]
            var grid = AllocationGrid(prbs: 273)
            grid.record(m, eAxC: 1)
            let map = try #require(grid.map(eAxC: 1, downlink: true, frame: 0, subframe: 0, slot: 0))
            let count = s.numPrbc == 0 ? 273 : Int(s.numPrbc)
            let prbs = Set((0..<count).map { Int(s.startPrbc) + (s.rb ? 2 * $0 : $0) }.filter { $0 < 273 })
            let symbols = Int(m.startSymbolId)..<min(14, Int(m.startSymbolId) + Int(s.numSymbol))
            for sym in 0..<14 {
                for p in 0..<273 {
                    let st = map.state(symbol: sym, prb: p, words: grid.words)
                    let expected = symbols.contains(sym) && prbs.contains(p)
                    #expect((m.sectionType == 0 ? st.idle : st.allocated) == expected)
                }
            }
        }
    }
}
