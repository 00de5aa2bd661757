import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// F1-REL-AWARE on F1 Setup messages pycrate 0.8.1 encodes from JER (F1APRuleTests.encode): the
/// release comes from latest-RRC-Version-Enhanced (extension IE 199 of RRC-Version; the byte
/// example `11 04 00` is 17.4.0) or from the device profile's `f1ap.release`.
@Suite(.requires(.pycrate)) struct F1APReleaseRuleTests {
    typealias S = EngineSupport
    typealias J = F1APBearerJER

    /// RRC-Version with or without latest-RRC-Version-Enhanced (three octets, hex).
    static func rrcVersion(_ enhanced: String?) -> String {
        guard let enhanced else { return #"{"latest-RRC-Version":"00"}"# }
        return #"{"latest-RRC-Version":"00","iE-Extensions":[{"id":199,"criticality":"ignore","extensionValue":"\#(enhanced)"}]}"#
    }
    static func setupRequest(_ enhanced: String?) -> String {
        J.message("initiatingMessage", 1, "reject", [J.ie(78, "reject", "1"), J.ie(42, "reject", "7"), J.ie(171, "reject", rrcVersion(enhanced))])
    }
    static func setupResponse(_ enhanced: String?) -> String {
        J.message("successfulOutcome", 1, "reject", [J.ie(78, "reject", "1"), J.ie(170, "reject", rrcVersion(enhanced))])
    }

    /// A testbed binding the DU (10.0.0.2) to beta-du and the CU (10.0.0.1) to gamma-cu, both
    /// declaring `f1ap.release: 16`.
    static func testbed() throws -> RunConfiguration {
        let root = S.packageRoot.appendingPathComponent("Profiles/devices").path
        let dir = TemporaryFiles.scratch.appendingPathComponent("rel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("t.yaml").path
        try """
            ranconform: 1
            kind: testbed
            name: release
            nodes:
              du: {device: \(root)/beta-du.yaml, match: {ip: 10.0.0.2}}
              cu: {device: \(root)/gamma-cu.yaml, match: {ip: 10.0.0.1, sctpPort: 38472}}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path))
    }

    @Test func signalledReleaseWithinTheSchemaPasses() throws {
        guard let r = F1APRuleTests.run([(.du, Self.setupRequest("110400"), 0), (.cu, Self.setupResponse("100600"), 5)]) else { return }
        #expect(r.verdicts("F1-REL-AWARE") == [.pass])
        #expect(S.evaluated(r, "F1-REL-AWARE") == 2)
        let releases = r.results(for: "F1-REL-AWARE").sorted { $0.node < $1.node }
            .map { $0.measurements.first { $0.name == "release" }?.maximum }
        #expect(releases == [16, 17])  // 10.0.0.1 (CU) 16.6.0, 10.0.0.2 (DU) 17.4.0
    }

    @Test func laterReleaseThanTheSchemaIsReported() throws {
        guard let r = F1APRuleTests.run([(.du, Self.setupRequest("130000"), 0)]) else { return }  // 19.0.0
        #expect(r.verdicts("F1-REL-AWARE") == [.warn])
        let finding = try #require(r.results(for: "F1-REL-AWARE").first?.findings.first)
        #expect(finding.frames == [1])
        #expect(finding.message.contains("Release 19 is later than the schema (TS 38.473 V18.2.0, Release 18)"), "\(finding.message)")
        #expect(finding.actual == "19.0.0 (Release 19)")
    }

    @Test func signalledReleaseAgainstTheDeclaredOne() throws {
        let configuration = try Self.testbed()
        // DU signals 17.4.0 but declares 16: reported; CU signals 16.6.0 as declared: passes.
        guard let r = F1APRuleTests.run([(.du, Self.setupRequest("110400"), 0), (.cu, Self.setupResponse("100600"), 5)], configuration: configuration)
        else { return }
        #expect(r.results(for: "F1-REL-AWARE").first { $0.node == "du" }?.verdict == .warn)
        #expect(r.results(for: "F1-REL-AWARE").first { $0.node == "du" }?.findings.first?.message
            .contains("RRC version 17.4.0 says Release 17, the device profile declares f1ap.release 16") == true)
        #expect(r.results(for: "F1-REL-AWARE").first { $0.node == "cu" }?.verdict == .pass)
        // Without IE 199 the declared release is used: 16 ≤ 18 passes.
        guard let d = F1APRuleTests.run([(.du, Self.setupRequest(nil), 0)], configuration: configuration) else { return }
        #expect(d.results(for: "F1-REL-AWARE").first { $0.node == "du" }?.verdict == .pass)
    }

    @Test func neitherSignalledNorDeclaredIsNotApplicable() throws {
        guard let r = F1APRuleTests.run([(.du, Self.setupRequest(nil), 0)]) else { return }
        #expect(r.verdicts("F1-REL-AWARE") == [.skip])
        #expect(r.results(for: "F1-REL-AWARE").first?.reason?.hasPrefix("not applicable: F1SetupRequest carries no latest-RRC-Version-Enhanced") == true,
                "\(r.results(for: "F1-REL-AWARE").first?.reason ?? "")")
    }
}
