import CaptureIO
@testable import Conformance
import Reports
import Testing
import WireCore

/// ``BoundaryState``'s JSON (a part's state file) reads back exactly: every component's state,
/// in a run and in a part after its snapshot (its flags and lists of keys set), written as text
/// and parsed by the report tools' parser, is the state written.
@Suite struct BoundaryStateJSONTests {
    static func expectRoundTrip(_ name: String, _ states: [String: BoundaryState]) throws {
        for (component, state) in states.sorted(by: { $0.key < $1.key }) {
            let text = state.jsonValue.compactText()
            let back = try BoundaryState(jsonValue: JSONParser.parse(text))
            #expect(back == state, "\(name) \(component): the state read back from its JSON differs")
        }
    }

    /// A part's boundary (its states and its reports from the snapshot on, measurement summaries
    /// with their exact sums) read back from its JSON text is the boundary written.
    static func expectPartRoundTrip(_ name: String, _ part: BoundaryPart) throws {
        let back = try BoundaryPart(jsonValue: JSONParser.parse(part.jsonValue.compactText()))
        #expect(back.snapshotFrame == part.snapshotFrame && back.headFrameCount == part.headFrameCount && back.lastFrame == part.lastFrame, "\(name)")
        #expect(back.snapshot == part.snapshot && back.end == part.end, "\(name): the states read back differ")
        #expect(back.segment == part.segment, "\(name): the reports read back differ")
    }

    @Test(arguments: BoundaryJoinTests.fronthaulSubjects)
    func committedCaptures(_ subject: CaptureVariants.Subject) throws {
        let frames = try CaptureVariants.frames(subject.path)
        guard frames.count > 4 else { return }
        let run = ConformanceRun(configuration: try CaptureVariants.configuration(subject))
        BoundaryRestoreTests.feed(run, frames, 0..<frames.count / 3)
        try Self.expectRoundTrip(subject.name, run.takeBoundarySnapshot(frameBase: frames.count / 3 + 1))
        BoundaryRestoreTests.feed(run, frames, frames.count / 3..<frames.count)
        try Self.expectRoundTrip(subject.name, run.boundaryStates(frameBase: frames.count / 3 + 1))
        // The part from a third of the way on, with a head of a tenth of the capture's time.
        let head = (frames.last!.time - frames[0].time) / 10
        let part = ConformanceRun.checkPart(BoundaryMergeTests.records(frames, frames.count / 3..<frames.count), configuration: try CaptureVariants.configuration(subject),
                                            head: head)
        #expect(part.snapshotFrame != nil || head == 0 || frames.count < 10, "\(subject.name): the part has no snapshot")
        try Self.expectPartRoundTrip(subject.name, part)
    }

    /// A state with every kind of entry the long scenarios hold: held UL violations with their
    /// measurements, open bursts, timing histograms, PTP streams.
    @Test(arguments: ["fh-fault-missing-ul-symbol", "fh-fault-st8-late", "fh-fault-reorder"])
    func longScenarios(_ name: String) throws {
        let (frames, configuration) = try ScenarioFrames.long(name, milliseconds: 150)
        let run = ConformanceRun(configuration: configuration)
        BoundaryRestoreTests.feed(run, frames, 0..<frames.count / 2)
        try Self.expectRoundTrip(name, run.takeBoundarySnapshot(frameBase: frames.count / 2 + 1))
        BoundaryRestoreTests.feed(run, frames, frames.count / 2..<frames.count)
        try Self.expectRoundTrip(name, run.boundaryStates(frameBase: frames.count / 2 + 1))
        let part = ConformanceRun.checkPart(BoundaryMergeTests.records(frames, frames.count / 2..<frames.count), configuration: configuration, head: 20_000_000)
        #expect(part.segment.rows.contains { $0.evaluated > 0 }, "\(name): the part's reports judge nothing")
        // Missing UL symbols are findings within the part, late ST8 answers measured ones.
        if name == "fh-fault-missing-ul-symbol" { #expect(part.segment.rows.contains { !$0.findings.isEmpty }, "\(name): the part's reports hold no finding") }
        if name == "fh-fault-st8-late" { #expect(part.segment.rows.contains { !$0.measurements.isEmpty }, "\(name): the part's reports hold no measurement") }
        try Self.expectPartRoundTrip(name, part)
    }
}

extension BoundaryStateJSONTests {
    /// A violation held in a state (a UL answer judged at the end) reads back with every field,
    /// its measurement's value exact whatever its digits.
    @Test func heldViolationReadsBackExactly() throws {
        var recorder = RuleRecorder(nodes: NodeDirectory(testbed: nil), environment: RuleEnvironment(hasTestbed: false, hasFlows: false), testbed: nil,
                                    suite: nil, findingCap: 10)
        recorder.boundaryFrameBase = 5
        for value in [21.0, 2.5, 0.1, -3e-7, 1e20, 123_456_789.000_001] {
            let v = Violation("missing", frames: [7, 9], fieldPath: "oran_fh_cus.sectionId", expected: "24 PRB(s)", actual: "3 missing", severity: .warning,
                              measurement: Measurement(name: "missing symbol-PRBs", value: value, unit: "PRB"), flow: "pusch")
            let state = BoundaryState([BoundaryTable("held", entries: ["ru1": BoundaryEntry(v.boundaryValue(recorder))])])
            let back = try BoundaryState(jsonValue: JSONParser.parse(state.jsonValue.compactText()))
            #expect(back == state, "\(value)")
            let entry = try #require(back["held"]?.entries["ru1"])
            let again = try Violation(boundaryValue: entry.value, table: "held", key: "ru1", recorder)
            #expect(again.measurement == v.measurement && again.frames == v.frames && again.message == v.message && again.fieldPath == v.fieldPath
                    && again.expected == v.expected && again.actual == v.actual && again.severity == v.severity && again.flow == v.flow, "\(value)")
        }
    }
}
