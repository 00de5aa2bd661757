import Foundation
import ProfileLoading
import Profiles
import Testing

/// The device key `fronthaul.ackNackDeadline` (ns; the O-RU's ST8 response deadline for
/// FH-XP-ACK-LAT): loaded, shown in the effective profile, inherited, and located when wrong.
struct AckNackDeadlineKeyTests {
    static let ru = Fixtures.replacing(Fixtures.ru, "  mtu: 9000\n", "  mtu: 9000\n  ackNackDeadline: 250000\n")

    @Test func valueLoadsAndRoundTripsThroughTheEffectiveProfile() throws {
        let directory = try ProfileSupport.fixture(["ru.yaml": Self.ru, "child.yaml": "ranconform: 1\nkind: device\nextends: ru.yaml\nid: c\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try ProfileLoader.loadDevice(path: directory + "/ru.yaml").fronthaul?.ackNackDeadline == 250_000)
        #expect(try ProfileLoader.loadDevice(path: directory + "/child.yaml").fronthaul?.ackNackDeadline == 250_000)
        #expect(try ProfileLoader.effectiveYAML(path: directory + "/ru.yaml").contains("ackNackDeadline: 250000"))
        let plain = try ProfileSupport.fixture(["ru.yaml": Fixtures.ru])
        defer { try? FileManager.default.removeItem(atPath: plain) }
        #expect(try ProfileLoader.loadDevice(path: plain + "/ru.yaml").fronthaul?.ackNackDeadline == nil)
    }

    @Test func badValuesAreLocated() throws {
        try Fixtures.expectError(
            ["ru.yaml": Fixtures.replacing(Self.ru, "250000", "1000000001")], load: "ru.yaml", at: "1000000001",
            message: "fronthaul.ackNackDeadline 1000000001 is out of range 1...1000000000")
        try Fixtures.expectError(
            ["ru.yaml": Fixtures.replacing(Self.ru, "ackNackDeadline", "ackNackDeadlin")], load: "ru.yaml", at: "ackNackDeadlin",
            message: "unknown key 'ackNackDeadlin' in fronthaul (did you mean 'ackNackDeadline'?)")
        try Fixtures.expectError(
            ["du.yaml": Fixtures.replacing(Fixtures.du, "    - {method: bfp, iqWidth: [9, 14], static: true}\n", "    - {method: bfp, iqWidth: [9, 14], static: true}\n  ackNackDeadline: 1000\n")],
            load: "du.yaml", at: "ackNackDeadline",
            message: "fronthaul.ackNackDeadline applies to an o-ru (the node that answers with ST8), not an o-du")
    }
}
