import Foundation
import ProfileLoading
import Profiles
import Testing

/// `fronthaul.beamIds` (device) and `flows[].prach` (testbed): accepted shapes and one
/// `file:line:column: message` per mistake, positions from a text scan of the fixture.
struct BeamAndPRACHKeyTests {
    static func ru(beams: String) -> String { Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 9000\n  beamIds: \(beams)") }

    static func prachTestbed(_ flow: String) -> String {
        Fixtures.testbed(flows: "  - {name: prach, eaxc: \"0:0:0:8\", direction: ul, purpose: prach, prach: \(flow)}\n")
    }

    @Test func beamIdsLoadAsMergedRanges() throws {
        let dir = try ProfileSupport.fixture(["ru.yaml": Self.ru(beams: "[100, 1-64, \"60-70\", 0x7fff]")])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let profile = try ProfileLoader.loadDevice(path: dir + "/ru.yaml")
        let beams = try #require(profile.fronthaul?.beamIds)
        #expect(beams.ranges == [1...70, 100...100, 32767...32767])
        #expect(beams.description == "1-70, 100, 32767")
        #expect(beams.contains(0) && beams.contains(1) && beams.contains(70) && beams.contains(100) && beams.contains(32767))
        #expect(!beams.contains(71) && !beams.contains(99) && !beams.contains(101) && !beams.contains(32766))
    }

    @Test func beamIdErrors() throws {
        try Fixtures.expectError(["x.yaml": Self.ru(beams: "[1-64, 40000]")], load: "x.yaml", at: "40000",
                                 message: "fronthaul.beamIds[1] 40000 is out of range 0...32767")
        try Fixtures.expectError(["x.yaml": Self.ru(beams: "[1-64, 9-3]")], load: "x.yaml", at: "9-3",
                                 message: "fronthaul.beamIds[1]: beam id range 9-3 is empty")
        try Fixtures.expectError(["x.yaml": Self.ru(beams: "[1-64, 5-40000]")], load: "x.yaml", at: "5-40000",
                                 message: "fronthaul.beamIds[1]: beam id '5-40000' is out of range 0...32767 (15-bit beamId)")
        try Fixtures.expectError(["x.yaml": Self.ru(beams: "[1-64, wide]")], load: "x.yaml", at: "wide",
                                 message: "fronthaul.beamIds[1]: bad beam id 'wide': expected a number or a range a-b such as 1-64")
        try Fixtures.expectError(["x.yaml": Self.ru(beams: "64")], load: "x.yaml", at: "64",
                                 message: "wrong type for fronthaul.beamIds: expected a sequence, found '64'")
        let du = Fixtures.replacing(Fixtures.du, "f1ap:", "  beamIds: [1-4]\nf1ap:")
        try Fixtures.expectError(["y.yaml": du], load: "y.yaml", at: "beamIds",
                                 message: "fronthaul.beamIds is the O-RU's beam table: it does not apply to an o-du")
    }

    @Test func prachFlowLoads() throws {
        let dir = try ProfileSupport.fixture(["ru.yaml": Fixtures.ru, "du.yaml": Fixtures.du,
                                            "tb.yaml": Self.prachTestbed("{format: B4, scs: 30}")])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let testbed = try ProfileLoader.loadTestbed(path: dir + "/tb.yaml")
        let prach = try #require(testbed.flows.first { $0.name == "prach" }?.prach)
        #expect(prach.format == .b4 && prach.spacing == .khz30)
        let long = try PRACHConfig(format: .f0)
        #expect(long.spacing == .khz1_25 && long.format.filterIndex == 1 && long.format.sequenceLength == 839)
        #expect(try PRACHConfig(format: .f3, spacing: .khz5).spacing?.scsCode == 14)
    }

    @Test func prachErrors() throws {
        try Fixtures.expectError(["tb.yaml": Self.prachTestbed("{format: B9}")], load: "tb.yaml", at: "B9",
                                 message: "bad value 'B9' for flows[1].prach.format: expected one of 0, 1, 2, 3, A1, A2, A3, B1, B2, B3, B4, A1/B1, A2/B2, A3/B3, C0, C2 (did you mean 'B1'?)")
        try Fixtures.expectError(["tb.yaml": Self.prachTestbed("{format: \"0\", scs: 30}")], load: "tb.yaml", at: "30}",
                                 message: "flows[1].prach: format 0 uses a 1.25 kHz PRACH subcarrier spacing, not 30 kHz")
        try Fixtures.expectError(["tb.yaml": Self.prachTestbed("{format: C2, scs: 5}")], load: "tb.yaml", at: "5}",
                                 message: "flows[1].prach: short format C2 uses 15, 30, 60 or 120 kHz, not 5 kHz")
        try Fixtures.expectError(["tb.yaml": Self.prachTestbed("{format: A1, scs: 45}")], load: "tb.yaml", at: "45",
                                 message: "bad value '45' for flows[1].prach.scs: expected one of 1.25, 5, 15, 30, 60, 120 (did you mean '5'?)")
        try Fixtures.expectError(["tb.yaml": Self.prachTestbed("{scs: 30}")], load: "tb.yaml", at: "{scs",
                                 message: "missing required key 'format' in flows[1].prach")
        try Fixtures.expectError(["tb.yaml": Self.prachTestbed("{format: A1, sequence: 139}")], load: "tb.yaml", at: "sequence",
                                 message: "unknown key 'sequence' in flows[1].prach")
        let dl = Fixtures.testbed(flows: "  - {name: p, eaxc: \"0:0:0:8\", direction: dl, prach: {format: A1}}\n")
        try Fixtures.expectError(["tb.yaml": dl], load: "tb.yaml", at: "prach:",
                                 message: "flows[1].prach: PRACH is uplink, but the flow's direction is dl")
        let pusch = Fixtures.testbed(flows: "  - {name: p, eaxc: \"0:0:0:8\", direction: ul, purpose: pusch, prach: {format: A1}}\n")
        try Fixtures.expectError(["tb.yaml": pusch], load: "tb.yaml", at: "prach:",
                                 message: "flows[1].prach: the flow's purpose is pusch, not prach")
    }
}
