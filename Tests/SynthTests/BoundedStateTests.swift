import Conformance
import NetLayers
import Foundation
import Synth
import Testing
import TestSupport

/// Captures whose open state would grow without bound (unanswered F1AP requests, UE contexts,
/// never-completed SCTP fragments, eAxC flows) finish with the engine's tables within their
/// bounds, every evicted item judged or counted, nothing lost. Generated here, never committed:
/// 5,000 items with a bound of 500 entries by default; `RANCONFORM_LINEAR_ITEMS=1000000`
/// runs the full size with the default bounds (the benchmark measures time and memory).
@Suite struct BoundedStateTests {
    static let fullSize = ProcessInfo.processInfo.environment["RANCONFORM_LINEAR_ITEMS"].flatMap(Int.init)
    static let items = fullSize ?? 5_000

    static func configuration() -> RunConfiguration {
        var c = RunConfiguration()
        if fullSize == nil {
            c.maximumOpenEntries = 500
            c.maximumTrafficNodes = 500
        }
        return c
    }

    static let templates = F1APUETemplates(capture: Oracle.captures.appendingPathComponent("synth/f1ap-clean.pcapng").path)

    static func feed(_ workload: LinearCostWorkload, into run: ConformanceRun, templates: F1APUETemplates?) {
        LinearCostWorkload.generate(workload, count: items, templates: templates,
                                    pdu: { run.feed(pdu: $0, frameLength: $1) }, record: { run.feed($0) })
    }

    static func counters(_ run: ConformanceRun, _ name: String) -> OpenStateCounters? {
        run.openState.first { $0.checker == name }?.counters
    }

    static func sum(_ results: RunResults, _ rule: String, _ field: KeyPath<RuleResult, Int>) -> Int {
        results.results.filter { $0.rule == rule }.reduce(0) { $0 + $1[keyPath: field] }
    }

    @Test func unansweredRequestsAreEvictedAndJudged() throws {
        let templates = try #require(Self.templates)
        let configuration = Self.configuration()
        let run = ConformanceRun(configuration: configuration)
        Self.feed(.unansweredRequests, into: run, templates: templates)
        let state = try #require(Self.counters(run, "F1APChecker"))
        // One association, at most 1,024 open requests, at most the bound of UE ids each way.
        #expect(state.entries <= 1 + 1_024 + 2 * configuration.maximumOpenEntries)
        #expect(state.evicted >= Self.items - 1_024)
        let results = run.finish()
        // Every request is accounted for: judged at eviction or at the end, never dropped.
        let judged = Self.sum(results, "F1-RESP-TIMELY", \.inconclusive) + Self.sum(results, "F1-RESP-TIMELY", \.violations)
        #expect(judged == Self.items)
        #expect(Self.sum(results, "F1-UEID-KNOWN", \.violations) == 0)
    }

    /// Responses that come after their requests were let go at the association's bound (1,024
    /// outstanding) may answer one of them: F1-RESP-MATCH and F1-RESP-IDS are INCONCLUSIVE for
    /// them, never a FAIL, and no other outstanding request is taken for theirs.
    /// F1AP PDUs of the templates' association fed one per frame, at the time `time` gives each
    /// frame number.
    struct F1APFeed {
        let run: ConformanceRun
        let time: (Int) -> Int64
        var frame = 0

        mutating func send(_ bytes: [UInt8], fromDU: Bool) {
            frame += 1
            run.feed(pdu: PDU(kind: .f1ap, payload: bytes[...], endpoints: F1APUETemplates.endpoints(fromDU: fromDU), frameNumbers: [frame],
                              timestampNanoseconds: time(frame), offsetInFrame: nil), frameLength: nil)
        }
    }

    @Test func responsesAfterRequestsWereLetGoAreNotMismatches() throws {
        let templates = try #require(Self.templates)
        let run = ConformanceRun(configuration: RunConfiguration())
        var feed = F1APFeed(run: run) { 1_000_000_000 + Int64($0) * 1_000 }
        func send(_ bytes: [UInt8], fromDU: Bool) { feed.send(bytes, fromDU: fromDU) }
        send(templates.setupRequest, fromDU: true)
        send(templates.setupResponse, fromDU: false)
        let first = F1APUETemplates.firstID
        for i in 0..<UInt32(1_030) { send(templates.request(cu: first + i, du: first + i), fromDU: false) }
        // the DU answers the first requests late: they were let go when the 1,025th came
        for i in 0..<UInt32(3) { send(templates.response(cu: first + i, du: first + i), fromDU: true) }
        let results = run.finish()
        #expect(Self.sum(results, "F1-RESP-MATCH", \.violations) == 0)
        #expect(Self.sum(results, "F1-RESP-MATCH", \.inconclusive) == 3)
        // not paired with another request (that one would be judged answered with the wrong ids)
        #expect(Self.sum(results, "F1-UECTX-RESP-IDS", \.violations) == 0)
        #expect(Self.sum(results, "F1-UECTX-RESP-IDS", \.inconclusive) == 3)
    }

    /// NGAP (likewise E1AP, E2AP) requests never answered: an association keeps 4,096 open, the
    /// oldest judged as it goes, every one counted (1 ms apart, none is past its 5 s timeout
    /// when let go or at the end: INCONCLUSIVE).
    @Test func unansweredNGAPRequestsAreEvictedAndJudged() throws {
        let run = ConformanceRun(configuration: Self.configuration())
        Self.feed(.unansweredNGAPRequests, into: run, templates: nil)
        let state = try #require(Self.counters(run, "APProcedureChecker"))
        #expect(state.entries == min(Self.items, 4_096))
        let results = run.finish()
        let judged = Self.sum(results, "NG-PROC-RESPONSE", \.inconclusive) + Self.sum(results, "NG-PROC-RESPONSE", \.violations)
        #expect(judged == Self.items)
        #expect(Self.sum(results, "NG-PROC-RESPONSE", \.violations) == 0)
    }

    @Test func unansweredUEContextRequestsOfTheBearerCheckersAreEvictedAndCounted() throws {
        let templates = try #require(Self.templates)
        let configuration = Self.configuration()
        let run = ConformanceRun(configuration: configuration)
        Self.feed(.unansweredRequests, into: run, templates: templates)
        // F1-UECTX-DRB and F1-RRC-SRB keep each open UE CONTEXT SETUP REQUEST until answered:
        // at the bound the oldest goes, counted INCONCLUSIVE (new UEs are never refused).
        let drb = try #require(Self.counters(run, "F1APDRBListChecker"))
        #expect(drb.entries <= configuration.maximumOpenEntries)
        #expect(drb.entries + drb.evicted == Self.items)
        let srb = try #require(Self.counters(run, "F1APSRBChecker"))
        #expect(srb.entries <= configuration.maximumOpenEntries)
        #expect(srb.entries + srb.evicted == Self.items)
        let results = run.finish()
        #expect(Self.sum(results, "F1-UECTX-DRB", \.inconclusive) == drb.evicted)
        #expect(Self.sum(results, "F1-RRC-SRB", \.inconclusive) == srb.evicted)
        #expect(Self.sum(results, "F1-UECTX-DRB", \.violations) == 0)
        #expect(Self.sum(results, "F1-RRC-SRB", \.violations) == 0)
    }

    @Test func ueContextsOfTheSRBCheckerAreEvictedAndCounted() throws {
        let templates = try #require(Self.templates)
        let configuration = Self.configuration()
        let run = ConformanceRun(configuration: configuration)
        Self.feed(.ueContexts, into: run, templates: templates)
        // every answered setup leaves a UE context with its SRBs: the oldest go at the bound
        let srb = try #require(Self.counters(run, "F1APSRBChecker"))
        #expect(srb.entries <= configuration.maximumOpenEntries)
        #expect(srb.entries + srb.evicted == Self.items)
        let results = run.finish()
        #expect(Self.sum(results, "F1-RRC-SRB", \.inconclusive) == srb.evicted)
        #expect(Self.sum(results, "F1-RRC-SRB", \.violations) == 0)
        #expect(Self.sum(results, "F1-UECTX-DRB", \.violations) == 0)
    }

    @Test func ueContextsStayBoundedWithoutFalseFindings() throws {
        let templates = try #require(Self.templates)
        let configuration = Self.configuration()
        let run = ConformanceRun(configuration: configuration)
        Self.feed(.ueContexts, into: run, templates: templates)
        let state = try #require(Self.counters(run, "F1APChecker"))
        #expect(state.entries <= 1 + 1_024 + 2 * configuration.maximumOpenEntries)
        #expect(state.evicted >= Self.items - configuration.maximumOpenEntries)
        let results = run.finish()
        // Every request was answered in time; the evicted contexts cause no violation.
        #expect(Self.sum(results, "F1-RESP-TIMELY", \.evaluated) == Self.items + 1)
        #expect(Self.sum(results, "F1-RESP-TIMELY", \.violations) == 0)
        #expect(Self.sum(results, "F1-RESP-MATCH", \.violations) == 0)
        #expect(Self.sum(results, "F1-UEID-KNOWN", \.violations) == 0)
        #expect(Self.sum(results, "F1-UEID-PAIR", \.violations) == 0)
    }

    @Test func neverCompletedSCTPFragmentsAreBoundedAndCounted() throws {
        let run = ConformanceRun(configuration: Self.configuration())
        Self.feed(.sctpFragments, into: run, templates: nil)
        let state = try #require(Self.counters(run, "NetworkDemux"))
        // The per-association bound of pending fragments (DemuxConfiguration).
        #expect(state.entries <= 4_096)
        #expect(state.evicted >= Self.items - 4_096)
        let results = run.finish()
        #expect(results.frames.incompleteFragments == Self.items)
        #expect(results.frames.inconclusive == Self.items)
    }

    @Test func eAxCFlowsStayBounded() throws {
        let configuration = Self.configuration()
        let run = ConformanceRun(configuration: configuration)
        Self.feed(.eAxCFlows, into: run, templates: nil)
        let sequence = try #require(Self.counters(run, "SequenceChecker"))
        #expect(sequence.entries <= configuration.maximumOpenEntries)
        #expect(sequence.entries + sequence.evicted == 2 * Self.items)
        let crossPlane = try #require(Self.counters(run, "CrossPlaneChecker"))
        #expect(crossPlane.entries <= 4 * configuration.maximumOpenEntries)
        let results = run.finish()
        #expect(results.frames.pdus == 2 * Self.items)
    }

    /// Every item from an O-DU MAC of its own: the nodes named from traffic stop at the bound
    /// (the O-RU and the first O-DUs); the frames of the rest are counted, INCONCLUSIVE, never
    /// judged under another node, and the run cannot PASS.
    @Test func distinctSendersStopAtTheNodeBound() throws {
        let configuration = Self.configuration()
        let run = ConformanceRun(configuration: configuration)
        Self.feed(.distinctSenders, into: run, templates: nil)
        let results = run.finish()
        let bound = configuration.maximumTrafficNodes
        #expect(results.nodes.count == min(bound, Self.items + 1))
        // the O-RU is named at the first frame, then one O-DU per item until the bound
        let checkedSenders = min(bound - 1, Self.items)
        #expect(results.frames.unattributed == 2 * (Self.items - checkedSenders))
        #expect(results.frames.pdus == 2 * Self.items)
        let names = Set(results.nodes.map(\.name))
        #expect(results.results.allSatisfy { names.contains($0.node) || $0.node == "-" })
        // FH-ECPRI-REV judges every eCPRI message of a checked sender once, no other
        #expect(Self.sum(results, "FH-ECPRI-REV", \.evaluated) == 2 * checkedSenders)
        if checkedSenders < Self.items {
            #expect(!results.completeness.isComplete)
            #expect(results.completeness.summary?.contains("\(2 * (Self.items - checkedSenders)) frame(s) not checked") == true)
            #expect(results.overallVerdict != .pass && results.exitCode != 0)
            #expect(results.frames.unattributedFrames.first == 2 * checkedSenders + 1)
        }
    }
}
