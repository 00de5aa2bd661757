import Fronthaul
import Testing
import WireCore

/// Bad input never crashes or hangs: random bytes and bit-flipped valid messages through every
/// entry point, with rendering and re-encoding of whatever decoded.
@Suite struct RobustnessTests {
    static func exercise(_ bytes: [UInt8], _ ctx: FronthaulContext) {
        var d = FronthaulDecoder(context: ctx)
        let results = [
            d.decode(ecpri: bytes[...], baseBitOffset: 112, transport: .ethernet),
            d.decode(oranCPlane: bytes[...]),
            d.decode(oranUPlane: bytes[...], eAxC: 3),
            d.decode(roe: bytes[...]),
        ]
        for r in results {
            var f = FieldList()
            r.appendFields(to: &f)
            let unregistered = FieldRegistryCheck.problems(f)
            #expect(unregistered.isEmpty, "\(unregistered) in \(Hex.encode(bytes))")
            _ = r.summary
            _ = r.verboseTree()
            _ = FronthaulEncoder.encode(r.messages, context: ctx)
            if let e = r.error { #expect(!e.fieldPath.isEmpty) }
        }
        let layout = d.layout(eAxC: 0, direction: .downlink)
        var buf = [Int32](repeating: 0, count: 24 * 300)
        var dbl: [Double] = []
        _ = buf.withUnsafeMutableBufferPointer { b in
            FronthaulFastPath.scan(bytes[...], layout: layout) { s in
                _ = IQCodec.decompress(s, into: b)
                _ = IQCodec.decompressModulation(s, scaler: 1, csf: true, into: &dbl)
                var ints: [Int32] = []
                _ = IQCodec.decompress(s, into: &ints)
                let sets = ModulationScaling(sets: [ModulationScaling.ScaleSet(reMask: 0xF0F, csf: false, scaler: 0x7FFF)])
                _ = IQCodec.decompressModulation(s, scaling: sets, into: &dbl)
            }
        }
    }

    @Test func randomAndMutatedInput() {
        let seed = Support.seed("robust")
        let count = Support.fuzzCount(1500)
        print("RobustnessTests seed=\(seed) count=\(count)")
        var gen = Gen(rng: Support.Rng(seed: seed))
        var dynamic = FronthaulContext()
        dynamic.udCompHdrPresent = true
        dynamic.udCompLenPresent = true
        // every udCompMeth reaches the decompressors through the field registry (showIQ)
        dynamic.showIQ = true
        try? dynamic.apply("fronthaul.modCompScaler", "0x0c00,1")
        var fixed = FronthaulContext()
        fixed.compression = IQFormat(method: .blockFloatingPoint, iqWidth: 9)
        fixed.bfwAntennaCount = 3
        var v01 = FronthaulContext()
        try? v01.apply("fronthaul.cus", "1.00")
        for i in 0..<count {
            var bytes: [UInt8]
            switch i % 4 {
            case 0: bytes = (0..<gen.rng.int(0...200)).map { _ in UInt8(gen.r(8)) }
            case 1: bytes = Gen.ecpri(type: 2, eAxC: 0, seq: 0, body: gen.cPlane(sectionType: [0, 1, 3, 5][gen.rng.int(0...3)]))
            case 2: bytes = Gen.ecpri(type: 0, eAxC: 0, seq: 0, body: gen.uPlane(staticFormat: nil, selective: true, udCompLen: true))
            default: bytes = Gen.ecpri(type: UInt8(gen.rng.int(0...11)), eAxC: 0, seq: 0, body: (0..<gen.rng.int(0...64)).map { _ in UInt8(gen.r(8)) })
            }
            if i % 4 != 0 && !bytes.isEmpty {
                for _ in 0..<gen.rng.int(1...4) {
                    let at = gen.rng.int(0...(bytes.count - 1))
                    bytes[at] ^= UInt8(1 << gen.rng.int(0...7))
                }
                if gen.rng.bool() { bytes = Array(bytes.prefix(gen.rng.int(0...bytes.count))) }
            }
            for ctx in [dynamic, fixed, v01] { Self.exercise(bytes, ctx) }
            // and the bytes as an O-RAN body directly (skip the eCPRI header)
            if bytes.count > 8 { Self.exercise(Array(bytes.dropFirst(8)), fixed) }
        }
    }
}
