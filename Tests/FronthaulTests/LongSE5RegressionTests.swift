import Fronthaul
import Testing
import WireCore

/// SE5 (modulation compression additional scaling, CUS §7.7.5) with an extLen longer than its
/// four 28-bit sets: the 128 bits left after them were read as one field and trapped the bit
/// reader (more than 64 bits). Found by RobustnessTests with RANCONFORM_SEED=3095477895.
@Suite struct LongSE5RegressionTests {
    @Test func se5WithMoreThanSixtyFourSpareBitsDecodes() {
        var c = CPlaneMessage()
        c.sectionType = 1
        c.numberOfSections = 1
        var s = CPlaneSection()
        s.sectionId = 1
        s.numPrbc = 4
        s.ef = true
        var fields: [WireField] = []
        for _ in 0..<4 {
            fields += [WireField("oran_fh_cus.mcScaleReMask", 0xFFF, bits: 12), WireField("oran_fh_cus.csf", 1, bits: 1),
                       WireField("oran_fh_cus.mcScaleOffset", 0x10, bits: 15)]
        }
        // extLen 8 = 32 bytes: 16 header bits + 112 bits of sets + 128 spare bits.
        fields += [WireField("oran_fh_cus.reserved", 0, bits: 64), WireField("oran_fh_cus.reserved", 0, bits: 64)]
        s.extensions = [SectionExtension(extType: 5, extLen: 8, isLongLength: false, fields: fields)]
        c.sections = [s]
        let bytes = FronthaulEncoder.encode(cPlane: c)
        var d = FronthaulDecoder(context: FronthaulContext())
        let r = d.decode(oranCPlane: bytes[...])
        var list = FieldList()
        r.appendFields(to: &list)
        #expect(list.fields.filter { $0.name == "oran_fh_cus.mcScaleOffset" }.count == 4)
        #expect(list.fields.filter { $0.name == "oran_fh_cus.reserved" }.map(\.bitLength).reduce(0, +) >= 128)
    }
}
