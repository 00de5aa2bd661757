import CaptureIO
import Conformance
import Foundation
import Profiles
import Reports
import Synth
import Testing

/// The cross-interface UE ladder in the HTML report and `ueTimelines` in the JSON results, on the
/// synthesized split-CU initial access (TS 38.401 §8.9.2).
@Suite struct UELadderReportTests {
    static func input(omitE1: Bool) throws -> ReportInput {
        var w = PcapngWriter()
        let interface = w.addInterface(linkType: .ethernet)
        for f in UEAcrossInterfacesScenario.frames(.init(omitE1BearerSetup: omitE1)) {
            try w.write(f.bytes, timestampNanoseconds: f.timestampNanoseconds, interfaceID: interface, comments: [])
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ue-ladder-\(UUID().uuidString).pcapng")
        try Data(w.bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var testbed = TestbedProfile(name: "split-cu", nodes: [])
        testbed.cuSplit = true
        let run = ConformanceRun(configuration: RunConfiguration(testbed: testbed))
        let reader = try CaptureReader(path: url.path)
        while let record = reader.next() { run.feed(record) }
        return ReportInput(results: run.finish(), testbed: testbed, captures: [], generated: ReportsTestSupport.fixedDate, toolVersion: "test")
    }

    @Test func htmlDrawsOneLadderWithTheFourLifelines() throws {
        let html = Reports.render(.html, try Self.input(omitE1: false)).text
        #expect(html.contains("<h2 id=\"ue-timelines\">UE across interfaces</h2>"))
        #expect(html.contains("id=\"chart-ue-1\""))
        #expect(!html.contains("id=\"chart-ue-2\""))
        for role in ["O-DU", "O-CU-CP", "O-CU-UP", "AMF"] { #expect(html.contains(">\(role)</text>"), "\(role)") }
        for step in ["F1: InitialULRRCMessageTransfer", "NG: InitialUEMessage", "E1: BearerContextSetupRequest", "F1: UEContextSetupRequest"] {
            #expect(html.contains(step), "\(step)")
        }
        let order = ["F1: InitialULRRCMessageTransfer", "NG: InitialUEMessage", "E1: BearerContextSetupRequest", "F1: UEContextSetupRequest"]
            .compactMap { html.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
    }

    @Test func htmlMarksTheFailingFrameOfTheFault() throws {
        let html = Reports.render(.html, try Self.input(omitE1: true)).text
        #expect(html.contains("✗ XP-UE-E1-BEARER"))
    }

    @Test func jsonListsTheTimeline() throws {
        let json = try Self.input(omitE1: false).results.renderJSON()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let ue = try #require(root["ueTimelines"] as? [String: Any])
        #expect(ue["correlated"] as? Int == 1)
        let timeline = try #require((ue["timelines"] as? [[String: Any]])?.first)
        #expect(timeline["interfaces"] as? [String] == ["F1", "NG", "E1"])
        let steps = try #require(timeline["steps"] as? [[String: Any]])
        #expect(steps.count == 10)
        #expect(steps.first?["message"] as? String == "InitialULRRCMessageTransfer")
    }
}
