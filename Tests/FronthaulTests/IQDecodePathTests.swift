import Fronthaul
import Testing
import WireCore

/// The decoder path for block scaling, µ-law, modulation and selective RE: `--set` names,
/// `fronthaul.showIQ` fields, and the modulation-compression scaling taken from the coupled C-plane
/// section (SE4/SE5). Expected values are worked by hand from the formulas (CUS Annex A.2, A.3, A.5
/// as Fronthaul.docc reads them; see each comment).
@Suite struct IQDecodePathTests {
    static func uPlanePDU(eAxC: UInt16, sectionId: UInt16, block: [UInt8]) -> [UInt8] {
        var u = UPlaneMessage()
        u.dataDirection = 1
        u.sections = [UPlaneSection(sectionId: sectionId, numPrbu: 1, format: IQFormat(method: .none, iqWidth: 16), iqData: block[...])]
        return FronthaulEncoder.encode(ECPRIMessage.oran(uPlane: u, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: 0)))
    }
    static func fields(_ r: FronthaulDecodeResult) -> FieldList {
        var f = FieldList()
        r.appendFields(to: &f)
        return f
    }

    @Test func settingNamesParse() throws {
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.compression", "bs:9")
        #expect(ctx.compression == IQFormat(method: .blockScaling, iqWidth: 9))
        try ctx.apply("fronthaul.compression", "mulaw:8")
        #expect(ctx.compression == IQFormat(method: .muLaw, iqWidth: 8))
        try ctx.apply("fronthaul.compression", "modcomp:4")
        #expect(ctx.compression == IQFormat(method: .modulation, iqWidth: 4))
        try ctx.apply("fronthaul.compression", "bfp-sre:9")
        #expect(ctx.compression == IQFormat(method: .bfpSelectiveRE, iqWidth: 9))
        try ctx.apply("fronthaul.modCompScaler", "0x0c00,1")
        #expect(ctx.modCompScaling == ModulationScaling(csf: true, modCompScaler: 0x0C00))
        #expect(throws: FronthaulContextError.self) { try ctx.apply("fronthaul.modCompScaler", "0x8000") }
    }

    @Test func muLawSamplesInTheFieldRegistry() throws {
        // µ-law w = 8, compShift 0: code 127 → expm1(ln 256)/255 · 2^15 = 32768; code −64 →
        // −round((256^(64/127) − 1)/255 · 32768) = −(16.3531… − 1)/255 · 32768 = −1972.91… → −1973.
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.compression", "mulaw:8")
        try ctx.apply("fronthaul.showIQ", "true")
        var iq = [UInt8](repeating: 0, count: 24)
        iq[0] = 127
        iq[1] = 0xC0
        var d = FronthaulDecoder(context: ctx)
        let r = d.decode(ecpri: Self.uPlanePDU(eAxC: 1, sectionId: 7, block: [0x80] + iq)[...])
        #expect(r.error == nil)
        let f = Self.fields(r)
        #expect(f.first("oran_fh_cus.compBitWidth") == .unsigned(8))
        #expect(f.values("oran_fh_cus.iSample").first == .signed(32768))
        #expect(f.values("oran_fh_cus.qSample").first == .signed(-1973))
        #expect(f.values("oran_fh_cus.iSample").count == 12)
    }

    @Test func modulationScalingComesFromTheCoupledCPlaneSection() throws {
        // C-plane ST1 section 5 on eAxC 3: SE5 set RE1..RE6 (mcScaleReMask 0xFC0), csf 1, scaler
        // e = 1, m = 1024 (0.25); SE4 csf 0, scaler e = 0, m = 1024 (0.5) for the other REs.
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.compression", "modcomp:2")
        try ctx.apply("fronthaul.showIQ", "true")
        var c = CPlaneMessage()
        c.dataDirection = 1
        c.sectionType = 1
        c.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 5
        s.numPrbc = 1
        s.ef = true
        s.extensions = [
            SectionExtension(ef: true, extType: 5, extLen: 2, isLongLength: false, fields: [
                WireField("oran_fh_cus.mcScaleReMask", 0xFC0, bits: 12), WireField("oran_fh_cus.csf", 1, bits: 1),
                WireField("oran_fh_cus.mcScaleOffset", 1 << 11 | 1024, bits: 15), WireField("oran_fh_cus.reserved", 0, bits: 20),
            ]),
            SectionExtension(extType: 4, extLen: 1, isLongLength: false, fields: [
                WireField("oran_fh_cus.csf", 0, bits: 1), WireField("oran_fh_cus.modcompscaler", 1024, bits: 15),
            ]),
        ]
        c.sections = [s]
        var d = FronthaulDecoder(context: ctx)
        let cp = d.decode(ecpri: FronthaulEncoder.encode(ECPRIMessage.oran(cPlane: c, transport: ORANTransportHeader(eAxC: 3, sequenceId: 0), context: ctx))[...])
        #expect(cp.error == nil)
        // U-plane 16QAM: every code 01 (c = 1). RE1–6 (csf 1, S 0.25): (2+1)/4 · 0.25 = 0.1875;
        // RE7–12 (csf 0, S 0.5): 1 · 2^−1 · 0.5 = 0.25.
        let r = d.decode(ecpri: Self.uPlanePDU(eAxC: 3, sectionId: 5, block: [UInt8](repeating: 0x55, count: 6))[...])
        let i = Self.fields(r).values("oran_fh_cus.iSample")
        #expect(i == Array(repeating: .double(0.1875), count: 6) + Array(repeating: .double(0.25), count: 6))
        // another sectionId has no coupled scaling and none declared: no values, no crash
        let other = d.decode(ecpri: Self.uPlanePDU(eAxC: 3, sectionId: 6, block: [UInt8](repeating: 0x55, count: 6))[...])
        #expect(Self.fields(other).values("oran_fh_cus.iSample").isEmpty)
    }
}
