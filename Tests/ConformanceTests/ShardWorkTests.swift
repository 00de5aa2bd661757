import CaptureIO
import Dispatch
import Foundation
import NetLayers
import TestSupport
import Testing

@testable import Conformance

/// The shard of a batch that a decode worker and the checking thread decode together
/// (``ShardWork``): each signalling PDU is decoded by exactly one of them, eCPRI PDUs only by the
/// worker in order, and the outputs land at their PDUs' places whoever decoded them.
@Suite struct ShardWorkTests {
    /// The sample capture's PDUs (eCPRI, F1AP, PTP), demultiplexed as the pipeline does.
    static func sampleBatch() throws -> (FrameBatch, ConformanceRun) {
        let path = EngineSupport.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        let reader = try CaptureReader(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        let run = ConformanceRun(configuration: RunConfiguration())
        var batch = FrameBatch()
        while let record = reader.next() { run.demuxFrame(record, into: &batch) }
        return (batch, run)
    }

    static func isStateless(_ kind: PDUKind) -> Bool {
        switch kind {
        case .f1ap, .e1ap, .e2ap, .ngap, .ptp: true
        case .ecpri, .roe: false
        }
    }

    @Test("two threads claiming at once get every shared position exactly once, and no ordered one")
    func claimsOnce() {
        let work = ShardWork()
        for round in 0..<300 {
            work.clear()
            let count = (round * 37) % 257
            for index in 0..<count { work.append(index, stateless: index % 3 != 0) }
            work.prepareOutputs()
            let claimed = ClaimLog()
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                var mine: [Int] = []
                while let position = work.claim() { mine.append(position) }
                claimed.add(mine, thread: thread)
            }
            #expect(claimed.all.sorted() == work.shared, "round \(round)")
            #expect(work.claim() == nil)
        }
    }

    @Test("outputs land at their PDUs' places whoever decodes them, equal to a one-thread decode; a shorter batch drops the rest")
    func outputsInPlace() throws {
        let (source, run) = try Self.sampleBatch()
        #expect(source.pdus.contains { $0.kind == .ecpri } && source.pdus.contains { $0.kind == .f1ap } && source.pdus.contains { $0.kind == .ptp })

        // One thread decodes everything, in order: the reference.
        var reference = source
        var serial = PDUDispatch(fronthaul: run.fronthaulDecoder.context)
        let whole = ShardWork()
        for index in source.pdus.indices { whole.append(index, stateless: false) }
        whole.prepareOutputs()
        for position in whole.ordered {
            whole.decode(at: position, source.pdus, with: &serial, judgesBFP: true, codecRules: run.codecRuleHandles)
        }
        whole.exchange(with: &reference)

        let work = ShardWork()
        for (drop, helperFirst) in [(0, true), (0, false), (source.pdus.count / 2, true)] {
            work.clear()
            for index in source.pdus.indices.dropLast(drop) { work.append(index, stateless: Self.isStateless(source.pdus[index].kind)) }
            work.prepareOutputs()
            var helper = PDUDispatch(fronthaul: run.fronthaulDecoder.context)
            var worker = PDUDispatch(fronthaul: run.fronthaulDecoder.context)
            var helped = 0
            func help() {
                while let position = work.claim() {
                    work.decode(at: position, source.pdus, with: &helper, judgesBFP: false, codecRules: [:])
                    helped += 1
                }
            }
            // The checking thread claims first (all the shared PDUs are its), or after the worker (none are).
            if helperFirst { help() }
            for position in work.ordered {
                work.decode(at: position, source.pdus, with: &worker, judgesBFP: true, codecRules: run.codecRuleHandles)
            }
            while let position = work.claim() {
                work.decode(at: position, source.pdus, with: &worker, judgesBFP: true, codecRules: run.codecRuleHandles)
            }
            #expect(work.outputsHeld == (drop == 0 ? work.indices.count : source.pdus.count), "before the release")
            work.releaseUnusedOutputs()
            #expect(work.outputsHeld == work.indices.count)
            if !helperFirst { help() }
            #expect(helped == (helperFirst ? work.shared.count : 0))

            var batch = source
            work.exchange(with: &batch)
            for index in work.indices {
                let pdu = source.pdus[index]
                let got = try #require(batch.decoded[index], "PDU \(index) (\(pdu.kind)) has no output")
                let want = try #require(reference.decoded[index])
                switch (got, want) {
                case (.fronthaul, .fronthaul):
                    #expect(batch.facts[index] == reference.facts[index], "PDU \(index)")
                case (.f1ap(let a), .f1ap(let b)):
                    #expect(a.message?.procedureCode == b.message?.procedureCode && a.findings == b.findings, "PDU \(index)")
                    #expect((batch.f1apFacts[index] == nil) == (reference.f1apFacts[index] == nil))
                case (.ptp(let a), .ptp(let b)):
                    #expect(String(describing: a) == String(describing: b), "PDU \(index)")
                default:
                    Issue.record("PDU \(index) (\(pdu.kind)): \(got) against \(want)")
                }
            }
            work.exchange(with: &batch)
            #expect(batch.decoded.allSatisfy { $0 == nil }, "the second exchange takes every output back")
        }
    }
}

/// Positions claimed by each of two threads.
private final class ClaimLog: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed: [[Int]] = [[], []]
    func add(_ positions: [Int], thread: Int) { lock.withLock { claimed[thread] = positions } }
    var all: [Int] { lock.withLock { claimed[0] + claimed[1] } }
}
