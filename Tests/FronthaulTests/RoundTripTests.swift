import Foundation
import Fronthaul
import Testing
import WireCore

/// Seeded random messages built from the spec layouts (Generators.swift): decoded values equal the
/// values written, encode(decode(b)) == b and decode(encode(m)) == m.
@Suite struct RoundTripTests {
    static func values(_ list: FieldList, _ name: String) -> [UInt64] {
        list.values(name).compactMap { if case .unsigned(let u) = $0 { return u } else { return nil } }
    }

    /// Compares, name by name, the values the generator wrote with the ones we decoded.
    static func compare(_ written: [(String, UInt64)], _ fields: FieldList, skipping: Set<String> = []) -> [String] {
        var problems: [String] = []
        let names = Set(written.map(\.0)).subtracting(skipping).filter { !$0.hasSuffix(".reserved") && !$0.hasSuffix("iq_user_data") }
        for name in names.sorted() {
            let want = written.filter { $0.0 == name }.map(\.1)
            let got = values(fields, name)
            if want != got { problems.append("\(name): wrote \(want) decoded \(got)") }
        }
        return problems
    }

    @Test func randomCPlaneMessages() {
        let seed = Support.seed("cplane")
        let count = Support.fuzzCount(300)
        print("RoundTripTests.randomCPlaneMessages seed=\(seed) count=\(count) (RANCONFORM_SEED / RANCONFORM_FUZZ_COUNT)")
        var gen = Gen(rng: Support.Rng(seed: seed))
        var failures = 0
        var extensionsSeen = Set<String>()
        for i in 0..<count {
            gen.written = []
            gen.k = gen.rng.int(1...6)
            let st = [0, 1, 3, 5][i % 4]
            let bytes = gen.cPlane(sectionType: st)
            var ctx = FronthaulContext()
            ctx.bfwAntennaCount = gen.k
            var d = FronthaulDecoder(context: ctx)
            let r = d.decode(oranCPlane: bytes[...])
            var fields = FieldList()
            r.appendFields(to: &fields)
            #expect(FieldRegistryCheck.problems(fields).isEmpty, "seed \(seed) #\(i): \(FieldRegistryCheck.problems(fields))")
            for v in Self.values(fields, "oran_fh_cus.extType") { extensionsSeen.insert("\(v)") }
            let problems = Self.compare(gen.written, fields)
            let layoutFindings = r.findings.filter { ["FH-SE-LEN", "FH-SE-LEN0", "FH-CP-NSEC", "FH-SE-EF"].contains($0.id) }
            guard case .cPlane(let m)? = r.bare, r.error == nil, problems.isEmpty, layoutFindings.isEmpty else {
                failures += 1
                if failures < 5 { print("seed \(seed) #\(i) ST\(st): \(Hex.encode(bytes)) error=\(String(describing: r.error)) \(problems) \(layoutFindings)") }
                continue
            }
            let again = FronthaulEncoder.encode(cPlane: m, context: ctx)
            #expect(again == bytes, "encode(decode(b)) == b, seed \(seed) #\(i)")
            var d2 = FronthaulDecoder(context: ctx)
            if case .cPlane(let m2)? = d2.decode(oranCPlane: again[...]).bare { #expect(m2 == m) } else { Issue.record("re-decode failed") }
        }
        #expect(failures == 0, "seed \(seed)")
        print("extension types exercised: \(extensionsSeen.sorted { Int($0)! < Int($1)! })")
    }

    @Test func randomUPlaneMessages() {
        let seed = Support.seed("uplane")
        let count = Support.fuzzCount(300)
        print("RoundTripTests.randomUPlaneMessages seed=\(seed) count=\(count)")
        var gen = Gen(rng: Support.Rng(seed: seed))
        var failures = 0
        for i in 0..<count {
            gen.written = []
            let dynamic = i % 2 == 0
            let method: CompressionMethod = [.none, .blockFloatingPoint, .blockScaling, .muLaw][gen.rng.int(0...3)]
            let format = IQFormat(method: method, iqWidth: gen.rng.int(1...16))
            let withLen = dynamic && i % 4 == 0
            let bytes = gen.uPlane(staticFormat: dynamic ? nil : format, selective: dynamic, udCompLen: withLen)
            var ctx = FronthaulContext()
            if dynamic { ctx.udCompHdrPresent = true } else { ctx.compression = format }
            ctx.udCompLenPresent = withLen
            var d = FronthaulDecoder(context: ctx)
            let r = d.decode(oranUPlane: bytes[...])
            var fields = FieldList()
            r.appendFields(to: &fields)
            #expect(FieldRegistryCheck.problems(fields).isEmpty, "seed \(seed) #\(i): \(FieldRegistryCheck.problems(fields))")
            let problems = Self.compare(gen.written, fields)
            let lenFindings = r.findings.filter { $0.id == "FH-UP-UDCOMPLEN" || $0.id == "FH-UP-LEN" }
            guard case .uPlane(let m)? = r.bare, r.error == nil, problems.isEmpty, lenFindings.isEmpty else {
                failures += 1
                if failures < 5 { print("seed \(seed) #\(i): error=\(String(describing: r.error)) \(problems)") }
                continue
            }
            #expect(Self.values(fields, "oran_fh_cus.iq_user_data").count == 0)  // bytes fields are .bytes
            #expect(fields.values("oran_fh_cus.iq_user_data").count == gen.written.filter { $0.0.hasSuffix("iq_user_data") }.count)
            let again = FronthaulEncoder.encode(uPlane: m)
            #expect(again == bytes)
            var d2 = FronthaulDecoder(context: ctx)
            if case .uPlane(let m2)? = d2.decode(oranUPlane: again[...]).bare { #expect(m2 == m) } else { Issue.record("re-decode failed") }
        }
        #expect(failures == 0, "seed \(seed)")
    }

    @Test func randomConcatenatedECPRIPDUs() {
        let seed = Support.seed("ecpri")
        let count = Support.fuzzCount(200)
        print("RoundTripTests.randomConcatenatedECPRIPDUs seed=\(seed) count=\(count)")
        var gen = Gen(rng: Support.Rng(seed: seed))
        var ctx = FronthaulContext()
        ctx.compression = IQFormat(method: .blockFloatingPoint, iqWidth: 9)
        ctx.bfwAntennaCount = 4
        for i in 0..<count {
            let n = gen.rng.int(1...3)
            var pdu: [UInt8] = []
            var types: [UInt8] = []
            for j in 0..<n {
                let last = j == n - 1
                var msg: [UInt8]
                switch gen.rng.int(0...3) {
                case 0:
                    msg = Gen.ecpri(type: 2, eAxC: UInt16(gen.r(16)), seq: UInt8(gen.r(8)), body: gen.cPlane(sectionType: 1), c: !last)
                case 1:
                    msg = Gen.ecpri(type: 0, eAxC: UInt16(gen.r(16)), seq: UInt8(gen.r(8)), body: gen.uPlane(staticFormat: ctx.compression), c: !last)
                case 2:
                    // type 5, eCPRI v2.0 §3.2.4.6: measurement id, action, 10-byte timestamp, 8-byte compensation, dummy
                    var b: [UInt8] = [UInt8(gen.r(8)), UInt8(gen.rng.int(0...5))]
                    for _ in 0..<(18 + gen.rng.int(0...5)) { b.append(UInt8(gen.r(8))) }
                    msg = [0x10 | (last ? 0 : 1), 5, 0, UInt8(b.count)] + b
                default:
                    let t = UInt8([1, 3, 4, 6, 64][gen.rng.int(0...4)])
                    var b: [UInt8] = []
                    for _ in 0..<(12 + gen.rng.int(0...9)) { b.append(UInt8(gen.r(8))) }
                    msg = [0x10 | (last ? 0 : 1), t, 0, UInt8(b.count)] + b
                }
                types.append(msg[1])
                pdu += msg
                if !last { while pdu.count % 4 != 0 { pdu.append(0) } }
            }
            var d = FronthaulDecoder(context: ctx)
            let r = d.decode(ecpri: pdu[...], transport: .udp)
            #expect(r.error == nil, "seed \(seed) #\(i) \(r.summary)")
            #expect(r.messages.map(\.header.messageType) == types)
            var fields = FieldList()
            r.appendFields(to: &fields)
            #expect(FieldRegistryCheck.problems(fields).isEmpty, "seed \(seed) #\(i): \(FieldRegistryCheck.problems(fields))")
            #expect(!r.findings.contains { $0.id.rawValue.hasPrefix("FH-ECPRI") && $0.severity == .error })
            #expect(FronthaulEncoder.encode(r.messages, context: ctx) == pdu, "seed \(seed) #\(i)")
            var d2 = FronthaulDecoder(context: ctx)
            #expect(d2.decode(ecpri: FronthaulEncoder.encode(r.messages, context: ctx)[...], transport: .udp).messages == r.messages)
        }
    }

    /// Models built in code (not from bytes) survive encode → decode.
    @Test func modelFirstRoundTrip() throws {
        var c = CPlaneMessage()
        c.sectionType = 1
        c.frameId = 7
        c.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 291
        s.startPrbc = 12
        s.numPrbc = 50
        s.ef = true
        s.extensions = [SectionExtension(extType: 4, extLen: 1, isLongLength: false, fields: [WireField("oran_fh_cus.csf", 1, bits: 1), WireField("oran_fh_cus.modcompscaler", 0x1234, bits: 15)])]
        c.sections = [s]
        let msg = ECPRIMessage.oran(cPlane: c, transport: ORANTransportHeader(eAxC: 0x0102, sequenceId: 9))
        let bytes = FronthaulEncoder.encode(msg)
        #expect(bytes.count == 4 + 4 + 8 + 8 + 4)
        var d = FronthaulDecoder(context: FronthaulContext())
        let r = d.decode(ecpri: bytes[...], transport: .udp)
        #expect(r.error == nil)
        #expect(r.messages == [msg])
        // hand-checked bytes (eCPRI v2.0 §3.1.3.1; CUS §7.4, §7.7.4 SE4)
        #expect(Array(bytes.prefix(8)) == [0x10, 0x02, 0x00, 0x18, 0x01, 0x02, 0x09, 0x80])
        #expect(Array(bytes.suffix(4)) == [0x04, 0x01, 0x92, 0x34])
    }
}
