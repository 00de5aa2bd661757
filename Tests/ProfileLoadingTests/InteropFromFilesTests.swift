import Foundation
import ProfileLoading
import Profiles
import Testing

/// `interop A.yaml B.yaml` and `interop TESTBED.yaml` through the loader.
struct InteropFromFilesTests {
    let devices = ProfileSupport.profilesDirectory + "/devices/"

    @Test func twoCompatibleDevicesInEitherOrder() throws {
        let matrix = try ProfileLoader.interop(paths: [devices + "acme-ru-n78.yaml", devices + "beta-du.yaml"])
        #expect(matrix.reports.count == 1)
        let report = try #require(matrix.report("beta-du", "acme-ru-n78"))
        #expect(report.pairing == .duRU)
        #expect(report.overall == .compatible, "\(report.renderText())")
        let f1 = try ProfileLoader.interop(paths: [devices + "beta-du.yaml", devices + "gamma-cu.yaml"])
        #expect(f1.report("gamma-cu", "beta-du")?.overall == .compatible)
    }

    @Test func threeDevicesGiveEveryInterface() throws {
        let matrix = try ProfileLoader.interop(
            paths: [devices + "gamma-cu.yaml", devices + "acme-ru-n78.yaml", devices + "beta-du.yaml"])
        #expect(matrix.reports.map(\.pairing) == [.duRU, .cuDU])
    }

    @Test func craftedMismatchFromFiles() throws {
        let ru = Fixtures.replacing(
            Fixtures.ru, "eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}",
            "eaxc: {duPortBits: 4, bandSectorBits: 4, ccBits: 4, ruPortBits: 4}")
        let directory = try ProfileSupport.fixture(["ru.yaml": ru, "du.yaml": Fixtures.du])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let matrix = try ProfileLoader.interop(paths: [directory + "/du.yaml", directory + "/ru.yaml"])
        #expect(matrix.overall == .mismatch)
        #expect(matrix.report("du", "ru")?.item(.eaxcSplit)?.status == .mismatch)
        #expect(matrix.renderText().contains("MISMATCH eaxc-split"))
    }

    @Test func testbedGivesItsMatrix() throws {
        let matrix = try ProfileLoader.interop(paths: [ProfileSupport.profilesDirectory + "/testbeds/lab-a.yaml"])
        #expect(matrix.reports.map { "\($0.first)x\($0.second)" } == ["du1xru1", "cu1xdu1"])
    }

    @Test func pairsWithoutAnInterfaceAreRefused() throws {
        #expect(throws: ProfileError.self) {
            try ProfileLoader.interop(paths: [devices + "acme-ru-n78.yaml", devices + "gamma-cu.yaml"])
        }
        #expect(throws: ProfileError.self) {
            try ProfileLoader.interop(paths: [ProfileSupport.profilesDirectory + "/suites/fronthaul-basic.yaml"])
        }
        #expect(throws: ProfileError.self) { try ProfileLoader.interop(paths: []) }
    }

    @Test func identicalMatchesAreRejected() throws {
        let testbed = Fixtures.replacing(
            Fixtures.testbed(), "{mac: \"02:00:00:00:bb:01\"}", "{mac: \"02:00:00:00:aa:01\", vlan: 100}")
        try Fixtures.expectError(
            ["tb.yaml": testbed], load: "tb.yaml", at: "{mac: \"02:00:00:00:aa:01\", vlan: 100}", occurrence: 2,
            message: "nodes.ru1.match is the same as nodes.du1.match: a capture could not tell the two nodes apart")
    }
}
