import Fronthaul
import Testing
import WireCore

/// `--set fronthaul.*` keys and the static-compression inference.
@Suite struct ContextTests {
    @Test func settingKeys() throws {
        var c = FronthaulContext()
        try c.apply("fronthaul.compression", "bfp:9")
        #expect(c.compression == IQFormat(method: .blockFloatingPoint, iqWidth: 9))
        try c.apply("fronthaul.eaxc", "4,4,4,4")
        #expect(c.eaxcSplit.split(0x1234).description == "1:2:3:4")
        try c.apply("fronthaul.eaxc", "0xFF80,0x0040,0x0030,0x000F")
        #expect(c.eaxcSplit.split(0xFFFF).duPort == 0x1FF)
        try c.apply("fronthaul.udpPort", "5000,5001")
        #expect(c.udpPorts == [5000, 5001])
        try c.apply("fronthaul.udCompHdr", "true")
        #expect(c.udCompHdrPresent)
        try c.apply("fronthaul.prbs", "273")
        try c.apply("fronthaul.cus", "13.00")
        #expect(c.cusMajor == 13 && c.cusMinor == 0)
        try c.apply("fronthaul.compression.ul", "none:16")
        #expect(c.declaredCompression(eAxC: 1, direction: .uplink) == IQFormat(method: .none, iqWidth: 16))
        #expect(c.declaredCompression(eAxC: 1, direction: .downlink) == IQFormat(method: .blockFloatingPoint, iqWidth: 9))
        #expect(throws: FronthaulContextError.self) { try c.apply("fronthaul.eaxc", "2,6,4,5") }
        #expect(throws: FronthaulContextError.self) { try c.apply("fronthaul.compression", "bfp:17") }
        #expect(throws: FronthaulContextError.self) { try c.apply("fronthaul.nope", "1") }
        #expect(FronthaulContext.settingKeys.contains("fronthaul.compression"))
    }

    /// Sections of 9-bit BFP PRBs (28 bytes each): only bfp:9 makes the sections end with the payload.
    @Test func inferenceFlagsTheFlowAndCachesIt() {
        var gen = Gen(rng: Support.Rng(seed: 7))
        let body = gen.uPlane(staticFormat: IQFormat(method: .blockFloatingPoint, iqWidth: 9), direction: 0)
        var d = FronthaulDecoder(context: FronthaulContext())
        let r1 = d.decode(ecpri: Gen.ecpri(type: 0, eAxC: 0, seq: 0, body: body)[...])
        #expect(r1.error == nil)
        #expect(r1.inferredCompression.count == 1 && r1.inferredCompression[0].hasPrefix("eAxC 0:0:0:0 UL U-plane: bfp:9 inferred from lengths"))
        let r2 = d.decode(ecpri: Gen.ecpri(type: 0, eAxC: 0, seq: 1, body: body)[...])
        #expect(r2.error == nil && r2.inferredCompression.isEmpty)
        // declared compression wins, and a wrong declaration is a located error
        var ctx = FronthaulContext()
        ctx.compression = IQFormat(method: .none, iqWidth: 16)
        var d2 = FronthaulDecoder(context: ctx)
        let r3 = d2.decode(ecpri: Gen.ecpri(type: 0, eAxC: 0, seq: 0, body: body)[...])
        #expect(r3.inferredCompression.isEmpty && r3.error != nil)
    }

    @Test func eAxCFieldsFollowTheSplit() throws {
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.eaxc", "2,6,4,4")
        var d = FronthaulDecoder(context: ctx)
        let cp: [UInt8] = [0x90, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE, 0, 0]
        let r = d.decode(ecpri: Gen.ecpri(type: 2, eAxC: 0b10_000011_0101_1001, seq: 0, body: cp)[...])
        var f = FieldList()
        r.appendFields(to: &f)
        #expect(f.first("oran_fh_cus.du_port_id") == .unsigned(2))
        #expect(f.first("oran_fh_cus.bandsector_id") == .unsigned(3))
        #expect(f.first("oran_fh_cus.cc_id") == .unsigned(5))
        #expect(f.first("oran_fh_cus.ru_port_id") == .unsigned(9))
        #expect(f.first("oran_fh_cus.c_eaxc_id") == .string("2:3:5:9"))
    }
}
