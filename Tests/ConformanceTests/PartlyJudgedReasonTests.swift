import Conformance
import Testing

/// A PASS (or FAIL, WARN) beside items that could not be judged says how many and why: without it
/// a PASS on part of the traffic reads as a PASS on all of it.
@Suite struct PartlyJudgedReasonTests {
    typealias V = CaptureVariants

    @Test func aPassBesideInconclusiveItemsGivesTheirReason() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        // no testbed: the O-DU's static U-plane compression is not declared, and its first
        // U-plane message comes before anything it could be inferred from
        let r = V.check(try V.frames(subject.path), configuration: RunConfiguration())
        let partly = r.results.filter { $0.verdict == .pass && $0.inconclusive > 0 }
        #expect(!partly.isEmpty)
        for row in partly {
            #expect(row.reason?.hasPrefix("\(row.inconclusive) item(s) could not be judged") == true, "\(row.rule) \(row.node): \(String(describing: row.reason))")
        }
        // the decoder's own reason, not a guess
        let layout = try #require(partly.first { $0.rule == "FH-UP-LEN" })
        #expect(layout.reason?.contains("compression") == true, "\(String(describing: layout.reason))")
        let text = r.renderText()
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("PASS") && $0.contains("FH-UP-LEN") && $0.contains("could not be judged") })
        #expect(line.contains("evaluated, 0 violation(s); \(layout.inconclusive) item(s) could not be judged"), "\(line)")
        // a row judged in full has no reason
        #expect(r.results.filter { $0.verdict == .pass && $0.inconclusive == 0 }.allSatisfy { $0.reason == nil })
    }
}
