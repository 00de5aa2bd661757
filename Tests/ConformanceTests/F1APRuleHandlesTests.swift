@testable import Conformance
import Testing
import WireCore

/// ``F1APRuleHandles``: a rule is found by the representation of its id string when the spec is
/// a copy of the registered one, and by the string's contents when the id was built apart
/// (small and large strings, ids that share a length).
@Suite struct F1APRuleHandlesTests {
    private static func spec(_ id: String) -> RuleSpec {
        RuleSpec(RuleID(id), "test rule", clause: SpecClause(text: "test"), area: .f1ap)
    }

    @Test func findsCopiesAndEqualIDsBuiltApart() {
        // small (≤ 15 UTF-8 bytes, kept in the String value) and large ids; two of equal length
        let ids = ["F1-T-A", "F1-T-B", "F1-TEST-A-LONGER-THAN-FIFTEEN", "F1-TEST-B-LONGER-THAN-FIFTEEN"]
        let specs = ids.map(Self.spec)
        var recorder = RuleRecorder(nodes: NodeDirectory(testbed: nil), environment: RuleEnvironment(hasTestbed: false, hasFlows: false),
                                    testbed: nil, suite: nil, findingCap: 4)
        let registered = specs.map { recorder.register($0) }
        var handles = F1APRuleHandles()
        handles.prepare(specs, &recorder)
        for (i, id) in ids.enumerated() {
            #expect(handles[specs[i]] == registered[i], "copy of \(id)")
            // the same contents in storage of its own: found by the comparison of the strings
            let apart = String(decoding: Array(id.utf8), as: UTF8.self)
            #expect(handles[Self.spec(apart)] == registered[i], "\(id) built apart")
        }
        #expect(handles[Self.spec("F1-T-C")] == RuleRecorder.unselected)
        #expect(handles[Self.spec("F1-TEST-C-LONGER-THAN-FIFTEEN")] == RuleRecorder.unselected)
    }
}
