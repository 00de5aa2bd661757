import Conformance
import Fronthaul
import Profiles
import Testing

/// eAxC split and set parsing against the masks and forms of O-RAN.WG4.CUS §5.1.3.1.6 and M-plane
/// `e-axcid` masks.
struct EAxCTests {
    @Test func bitsBuildTheConfiguredMasks() throws {
        // 2/6/4/4 is 0xC000 / 0x3F00 / 0x00F0 / 0x000F; 4/4/4/4 is 0xF000 / 0x0F00 / 0x00F0 /
        // 0x000F.
        let tshark = try EAxCSplit.declared(duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4)
        #expect(tshark.masks == [0xC000, 0x3F00, 0x00F0, 0x000F])
        let even = try EAxCSplit.declared(duPortBits: 4, bandSectorBits: 4, ccBits: 4, ruPortBits: 4)
        #expect(even.masks == [0xF000, 0x0F00, 0x00F0, 0x000F])
        #expect(tshark.contiguousBits == [2, 6, 4, 4])
    }

    @Test func splitExtractsComponents() throws {
        // 0x4123 = 01|00 0001|0010|0011 with 2/6/4/4 -> DU 1, BS 1, CC 2, RU 3.
        let split = try EAxCSplit.declared(duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4)
        #expect(split.components(of: 0x4123) == EAxCID(duPort: 1, bandSector: 1, cc: 2, ruPort: 3))
    }

    @Test func nonContiguousMasksAreAccepted() throws {
        // 0xFF80 / 0x0040 / 0x0030 / 0x000F is seen in public O-RU configurations.
        let split = try EAxCSplit.declared(duPortMask: 0xFF80, bandSectorMask: 0x0040, ccMask: 0x0030, ruPortMask: 0x000F)
        #expect(split.components(of: 0x0185) == EAxCID(duPort: 3, bandSector: 0, cc: 0, ruPort: 5))
        #expect(split.contiguousBits == [9, 1, 2, 4])
    }

    @Test func badSplitsAreRejected() {
        #expect(throws: ProfileValueError("eAxC bit widths 4+4+4+5 sum to 17, not 16")) {
            try EAxCSplit.declared(duPortBits: 4, bandSectorBits: 4, ccBits: 4, ruPortBits: 5)
        }
        #expect(throws: ProfileValueError.self) {
            try EAxCSplit.declared(duPortMask: 0xF000, bandSectorMask: 0x1F00, ccMask: 0x00F0, ruPortMask: 0x000F)
        }
        #expect(throws: ProfileValueError.self) {
            try EAxCSplit.declared(duPortMask: 0xF000, bandSectorMask: 0x0F00, ccMask: 0x00F0, ruPortMask: 0x0007)
        }
    }

    @Test func setsParseRangesAndWildcards() throws {
        let set = try EAxCSet(parsing: "0:0:0:0-3")
        #expect(set.contains(EAxCID(duPort: 0, bandSector: 0, cc: 0, ruPort: 3)))
        #expect(!set.contains(EAxCID(duPort: 0, bandSector: 0, cc: 0, ruPort: 4)))
        #expect(set.description == "0:0:0:0-3")
        let any = try EAxCSet(parsing: "*:1:0-1:*")
        #expect(any.contains(EAxCID(duPort: 3, bandSector: 1, cc: 1, ruPort: 9)))
        #expect(!any.contains(EAxCID(duPort: 3, bandSector: 2, cc: 1, ruPort: 9)))
    }

    @Test(arguments: ["0:0:0", "0:0:0:x", "0:0:0:3-1", "0:0:0:-", "0:0:0:0-3-4", "0:0:0:70000", ""])
    func badSetsAreRejected(text: String) {
        #expect(throws: ProfileValueError.self) { try EAxCSet(parsing: text) }
    }

    @Test func setMustFitTheSplit() throws {
        let split = try EAxCSplit.declared(duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4)
        try EAxCSet(parsing: "3:63:15:15").validate(against: split)
        #expect(throws: ProfileValueError.self) { try EAxCSet(parsing: "0:0:0:16").validate(against: split) }
        #expect(throws: ProfileValueError.self) { try EAxCSet(parsing: "4:0:0:0").validate(against: split) }
    }
}
