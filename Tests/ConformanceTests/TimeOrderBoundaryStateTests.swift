import CaptureIO
@testable import Conformance
import Testing
import WireCore

/// The time order of several interfaces and the capture-point copies in a part boundary
/// (``ConformanceRun``'s component "run"): written, read back from the state file's JSON and
/// restored, a run holds the frames it held and reports as the run that never stopped; a state
/// whose held frames no capture reader could give is one error, never obeyed.
@Suite struct TimeOrderBoundaryStateTests {
    /// Three frames of a two-interface section, the second interface silent: all held.
    static func records() -> [CaptureRecord] {
        (0..<3).map { i in
            let bytes: [UInt8] = [0x02, 0, 0, 0, 0, 1, 0x02, 0, 0, 0, 0, UInt8(2 + i), 0x88, 0xB5] + [UInt8](repeating: UInt8(i), count: 50)
            return CaptureRecord(frameNumber: i + 1, timestampNanoseconds: 1_000_000 * Int64(i + 1), capturedLength: bytes.count, originalLength: bytes.count + 4,
                                 linkType: .ethernet, interfaceID: 0, section: 0, sectionInterfaces: 2, bytes: bytes[...])
        }
    }

    static func runState(_ run: ConformanceRun) throws -> BoundaryState {
        try #require(run.boundaryStates()[ConformanceRun.runComponent])
    }

    @Test func heldFramesRestoreAndGoOn() throws {
        let straight = ConformanceRun(configuration: RunConfiguration())
        for r in Self.records() { straight.feed(r) }
        let states = straight.boundaryStates()
        let table = try #require(states[ConformanceRun.runComponent]?[ConformanceRun.timeOrderTableName])
        #expect(table.entries.count == 4, "the section and three frames held: \(table.entries.keys.sorted())")
        #expect(states[ConformanceRun.runComponent]?[ConformanceRun.timeOrderOctetsTableName]?.entries.count == 3)
        #expect(Self.runStateHoldsNothingUnwritten(states))
        // through the state file's JSON
        var read: [String: BoundaryState] = [:]
        for (name, state) in states { read[name] = try BoundaryState(jsonValue: state.jsonValue) }
        let restored = ConformanceRun(configuration: RunConfiguration())
        try restored.restoreBoundaryStates(read)
        #expect(try Self.runState(restored) == Self.runState(straight))
        #expect(restored.finish().renderJSON() == straight.finish().renderJSON())
    }

    static func runStateHoldsNothingUnwritten(_ states: [String: BoundaryState]) -> Bool {
        !(states[ConformanceRun.runComponent]?.holdsUnwrittenState ?? true)
    }

    @Test(arguments: [("interface", JSONValue.int(2)), ("interface", .int(-1)), ("interfaces", .int(1 << 21)), ("originalLength", .int(3)),
                      ("fcsLength", .int(256)), ("capturedLength", .int(1)), ("linkType", .int(-1))])
    func heldFramesNoReaderGivesAreRefused(_ member: String, _ value: JSONValue) throws {
        let run = ConformanceRun(configuration: RunConfiguration())
        for r in Self.records() { run.feed(r) }
        var states = run.boundaryStates()
        var state = try Self.runState(run)
        let t = try #require(state.tables.firstIndex { $0.name == ConformanceRun.timeOrderTableName })
        let key = try #require(state.tables[t].entries.keys.filter { $0 != "section" }.min())
        state.tables[t] = try state.tables[t].replacing(member: member, of: key, with: value)
        states[ConformanceRun.runComponent] = state
        #expect(throws: BoundaryRestoreError.self, "\(member) = \(value.compactText())") {
            try ConformanceRun(configuration: RunConfiguration()).restoreBoundaryStates(states)
        }
    }

    /// The held frames' octets (not compared by a join) must be there, one text per frame, base64.
    @Test(arguments: [JSONValue.string("QR=="), .int(1), nil])
    func heldFramesWithoutTheirOctetsAreRefused(_ value: JSONValue?) throws {
        let run = ConformanceRun(configuration: RunConfiguration())
        for r in Self.records() { run.feed(r) }
        var states = run.boundaryStates()
        var state = try Self.runState(run)
        let t = try #require(state.tables.firstIndex { $0.name == ConformanceRun.timeOrderOctetsTableName })
        #expect(state.tables[t].kind == .carried)
        let key = try #require(state.tables[t].entries.keys.min())
        state.tables[t].entries[key] = value.map { BoundaryEntry($0) }
        states[ConformanceRun.runComponent] = state
        #expect(throws: BoundaryRestoreError.self, "\(value?.compactText() ?? "none")") {
            try ConformanceRun(configuration: RunConfiguration()).restoreBoundaryStates(states)
        }
    }
}
