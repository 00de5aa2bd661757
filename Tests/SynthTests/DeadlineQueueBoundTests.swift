@testable import Conformance
import NetLayers
import Synth
import Testing
import TestSupport

/// The queues of request deadlines (``DeadlineQueue``) hold at most one entry per association
/// table slot, however requests come and go: a capture whose clock stands still (every frame
/// with one timestamp) never lets an entry fall due, so one entry per request answered would
/// grow without bound.
@Suite struct DeadlineQueueBoundTests {
    static func checker<T>(_ run: ConformanceRun, _ type: T.Type) -> T? { run.checkers.lazy.compactMap { $0 as? T }.first }

    @Test func f1apRequestsAnsweredAtOneInstantKeepOneEntry() throws {
        let templates = try #require(BoundedStateTests.templates)
        let run = ConformanceRun(configuration: RunConfiguration())
        // every frame at one instant
        var feed = BoundedStateTests.F1APFeed(run: run) { _ in 1_000_000_000 }
        func send(_ bytes: [UInt8], fromDU: Bool) { feed.send(bytes, fromDU: fromDU) }
        send(templates.setupRequest, fromDU: true)
        send(templates.setupResponse, fromDU: false)
        let first = F1APUETemplates.firstID
        let checker = try #require(Self.checker(run, F1APChecker.self))
        var most = 0
        for i in 0..<UInt32(3_000) {
            send(templates.request(cu: first + i, du: first + i), fromDU: false)
            send(templates.response(cu: first + i, du: first + i), fromDU: true)
            most = max(most, checker.deadlines.count)
        }
        #expect(most <= 1)
        let results = run.finish()
        #expect(BoundedStateTests.sum(results, "F1-RESP-TIMELY", \.violations) == 0)
        #expect(BoundedStateTests.sum(results, "F1-RESP-TIMELY", \.evaluated) == 3_001)
    }

    @Test func apAssociationsLetGoAtOneInstantDoNotPileUp() throws {
        var configuration = RunConfiguration()
        configuration.maximumOpenEntries = 100
        let run = ConformanceRun(configuration: configuration)
        let checker = try #require(Self.checker(run, APProcedureChecker.self))
        var most = 0
        var n = 0
        LinearCostWorkload.generate(.unansweredNGAPRequests, count: 2_000, templates: nil, pdu: { pdu, length in
            // each request on an association of its own (another gNB), all at one instant
            var p = pdu
            p.endpoints.destinationIP = .v4(0x0B00_0000 + UInt32(n))
            p.endpoints.sctpAssociation = 10 + n
            p.timestampNanoseconds = 1_000_000_000
            n += 1
            run.feed(pdu: p, frameLength: length)
            most = max(most, checker.deadlines.count)
        }, record: { _ in })
        #expect(n == 2_000)
        #expect(most <= 2 * 100 + 64 + 1)
        let results = run.finish()
        let judged = BoundedStateTests.sum(results, "NG-PROC-RESPONSE", \.inconclusive) + BoundedStateTests.sum(results, "NG-PROC-RESPONSE", \.violations)
        #expect(judged == 2_000)
    }
}
