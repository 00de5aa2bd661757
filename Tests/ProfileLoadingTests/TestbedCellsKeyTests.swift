import Foundation
import ProfileLoading
import Profiles
import Testing

/// The testbed key `cells` (name → {nrCgi, pci, ru, du}: the cells the XP rules join with an
/// O-RU's fronthaul): loaded, shown in the effective profile, and located when wrong.
struct TestbedCellsKeyTests {
    static let testbed = Fixtures.testbed(extra: "cells:\n  cellA: {nrCgi: \"001-01/66c000001\", pci: 17, ru: ru1, du: du1}\n")

    @Test func valueLoadsAndIsShown() throws {
        let directory = try ProfileSupport.fixture(["ru.yaml": Fixtures.ru, "du.yaml": Fixtures.du, "tb.yaml": Self.testbed])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tb = try ProfileLoader.loadTestbed(path: directory + "/tb.yaml")
        #expect(tb.cells == [TestbedCell(name: "cellA", plmn: "001-01", cellIdentity: 0x66c000001, pci: 17, ru: "ru1", du: "du1")])
        let effective = try ProfileLoader.effectiveYAML(path: directory + "/tb.yaml")
        #expect(effective.contains("cells:") && effective.contains("001-01/66c000001") && effective.contains("pci: 17"), "\(effective)")
    }

    @Test func badValuesAreLocated() throws {
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Self.testbed, "ru: ru1, du", "ru: ru9, du")], load: "tb.yaml", at: "ru9",
            message: "cells.cellA.ru: no node named 'ru9' in the testbed")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Self.testbed, "pci: 17", "pci: 1008")], load: "tb.yaml", at: "1008",
            message: "cells.cellA.pci 1008 is out of range 0...1007")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Self.testbed, "001-01/66c000001", "00101/66c000001")], load: "tb.yaml", at: "\"00101",
            message: "cells.cellA.nrCgi: expected the PLMN of an NR CGI as MCC-MNC (3 digits, 2 or 3 digits), found '00101'")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Self.testbed, "pci: 17", "pcii: 17")], load: "tb.yaml", at: "pcii",
            message: "unknown key 'pcii' in cells.cellA (did you mean 'pci'?)")
    }
}
