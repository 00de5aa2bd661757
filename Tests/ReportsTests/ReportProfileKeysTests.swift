import Conformance
import Foundation
import ProfileLoading
import Profiles
import Reports
import Testing
import TestSupport

/// The optional profile keys reports read (`report:` in a testbed; `hardware`, `firmware`,
/// `serial` in a device; contact `organization`, `phone`): loaded, and rejected with file:line:column.
@Suite struct ReportProfileKeysTests {
    static let device = """
        ranconform: 1
        kind: device
        id: x-du
        role: o-du
        vendor: X
        model: DU
        software: "1.0"
        hardware: rev B
        firmware: "7"
        serial: SN-1

        """

    static func fixture(report: String) throws -> String {
        let dir = TemporaryFiles.scratch.appendingPathComponent("reportkeys-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try device.write(toFile: dir + "/du.yaml", atomically: true, encoding: .utf8)
        let testbed = """
            ranconform: 1
            kind: testbed
            name: t
            nodes:
              du1: {device: du.yaml, match: {mac: "02:00:00:00:00:01"}}
            lab:
              name: L
              contacts:
                - {name: Ada Lovelace, email: ada@example.org, organization: Lab L, phone: "+1 555"}
            \(report)

            """
        try testbed.write(toFile: dir + "/tb.yaml", atomically: true, encoding: .utf8)
        return dir + "/tb.yaml"
    }

    @Test func keysAreLoaded() throws {
        let testbed = try ProfileLoader.loadTestbed(path: try Self.fixture(report: "report: {dut: du1, testType: conformance, testId: LABL260042}"))
        #expect(testbed.report.dut == ["du1"])
        #expect(testbed.report.testType == .conformance)
        #expect(testbed.report.testId == "LABL260042")
        let d = testbed.nodes[0].device
        #expect(d.hardware == "rev B" && d.firmware == "7" && d.serial == "SN-1")
        #expect(testbed.lab?.contacts.first?.organization == "Lab L")
        #expect(testbed.lab?.contacts.first?.phone == "+1 555")
    }

    @Test(arguments: [
        ("report: {dut: [du2]}", "du2", "no node named 'du2'"),
        ("report: {testType: soak}", "soak", "testType"),
        ("report: {testId: LAB-26-1}", "LAB-26-1", "report.testId"),
        ("report: {colour: red}", "colour", "colour"),
    ])
    func badValuesAreLocated(text: String, needle: String, message: String) throws {
        let path = try Self.fixture(report: text)
        let source = try String(contentsOfFile: path, encoding: .utf8)
        var line = 0, column = 0
        for (i, l) in source.components(separatedBy: "\n").enumerated() {
            if let r = l.range(of: needle) {
                line = i + 1
                column = l.distance(from: l.startIndex, to: r.lowerBound) + 1
                break
            }
        }
        do {
            _ = try ProfileLoader.loadTestbed(path: path)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description.contains("tb.yaml:\(line):\(column)"), "\(error.description)")
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test func declaredFactsReachTheORANReport() throws {
        let testbed = try ProfileLoader.loadTestbed(path: try Self.fixture(report: "report: {dut: [du1], testType: conformance, testId: LABL260042}"))
        let input = ReportInput(results: ConformanceRun(configuration: RunConfiguration(testbed: testbed)).finish(), testbed: testbed,
                                captures: [], generated: ReportsTestSupport.fixedDate, toolVersion: "test")
        let report = Reports.render(.oranJSON, input)
        let object = try JSONSerialization.jsonObject(with: Data(report.text.utf8)) as? [String: Any]
        let meta = object?["testMetadata"] as? [String: Any]
        #expect(meta?["testId"] as? String == "LABL260042")
        #expect(meta?["dutName"] as? String == "du1 (X DU)")
        let component = (object?["testbedComponents"] as? [[String: Any]])?.first
        #expect(component?["hardwareVersion"] as? String == "rev B")
        #expect(component?["firmwareVersion"] as? String == "7")
        #expect(component?["serialNumber"] as? String == "SN-1")
        let contact = ((object?["testLab"] as? [String: Any])?["contacts"] as? [[String: Any]])?.first
        #expect(contact?["firstName"] as? String == "Ada")
        #expect(contact?["lastName"] as? String == "Lovelace")
        #expect(!report.warnings.contains { $0.contains("testId") || $0.contains("dutName") })
    }
}
