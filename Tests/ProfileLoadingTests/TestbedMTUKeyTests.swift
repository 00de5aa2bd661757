import Foundation
import ProfileLoading
import Profiles
import Testing

/// The testbed key `fronthaul.mtu` (bytes; the link MTU FH-UP-SIZE uses for a sender whose device
/// profile leaves `fronthaul.mtu` out): loaded, shown in the effective profile, and located when wrong.
struct TestbedMTUKeyTests {
    static let testbed = Fixtures.testbed(extra: "fronthaul: {mtu: 1000}\n")

    @Test func valueLoadsAndDevicesTellWhetherTheyDeclaredTheirs() throws {
        let directory = try ProfileSupport.fixture(["ru.yaml": Fixtures.ru, "du.yaml": Fixtures.du, "tb.yaml": Self.testbed])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tb = try ProfileLoader.loadTestbed(path: directory + "/tb.yaml")
        #expect(tb.fronthaulMTU == 1000)
        // The fixture O-RU writes `mtu: 9000`; the O-DU writes none and gets the 1500 default.
        #expect(tb.node(named: "ru1")?.device.fronthaul.map { [$0.mtu] + [$0.mtuDeclared ? 1 : 0] } == [9000, 1])
        #expect(tb.node(named: "du1")?.device.fronthaul.map { [$0.mtu] + [$0.mtuDeclared ? 1 : 0] } == [1500, 0])
        let effective = try ProfileLoader.effectiveYAML(path: directory + "/tb.yaml")
        #expect(effective.contains("fronthaul:") && effective.contains("mtu: 1000"), "\(effective)")
        let plain = try ProfileSupport.fixture(["ru.yaml": Fixtures.ru, "du.yaml": Fixtures.du, "tb.yaml": Fixtures.testbed()])
        defer { try? FileManager.default.removeItem(atPath: plain) }
        #expect(try ProfileLoader.loadTestbed(path: plain + "/tb.yaml").fronthaulMTU == nil)
        // The O-DU's effective profile does not invent an `mtu` it never declared.
        #expect(!(try ProfileLoader.effectiveYAML(path: plain + "/du.yaml")).contains("mtu"))
    }

    @Test func badValuesAreLocated() throws {
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Self.testbed, "1000", "100")], load: "tb.yaml", at: "100}", occurrence: 2,
            message: "fronthaul.mtu 100 is out of range 576...9600")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Self.testbed, "{mtu:", "{mtuu:")], load: "tb.yaml", at: "mtuu",
            message: "unknown key 'mtuu' in fronthaul (did you mean 'mtu'?)")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Self.testbed, "1000", "big")], load: "tb.yaml", at: "big",
            message: "wrong type for fronthaul.mtu: expected an integer, found 'big'")
    }
}
