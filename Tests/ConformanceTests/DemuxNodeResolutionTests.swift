import CaptureIO
@testable import Conformance
import Foundation
import NetLayers
import Testing
import WireCore

/// The demux stage resolves each event's nodes ahead of the checking stage
/// (``ConformanceRun/demuxFrame(_:into:)``): the indices and names the checkers see must be those
/// a node directory gives when asked in the checking stage's order — sender then receiver of each
/// event, the sender alone for PTP — whatever the number of decode workers and the batch size.
@Suite struct DemuxNodeResolutionTests {
    /// Records the nodes and endpoints of every event it sees.
    final class NodeRecorder: RuleChecker {
        struct Seen {
            var endpoints: Endpoints
            var senderOnly: Bool
            var sender: Int
            var receiver: Int
            var senderName: String
            var receiverName: String
        }
        var seen: [Seen] = []
        var specs: [RuleSpec] { [] }
        var subscriptions: EventKinds { [.fronthaul, .f1ap, .ptp, .ap, .frameCheckSequence] }

        func observe(_ event: Event, _ recorder: inout RuleRecorder) {
            let c = event.context
            let senderOnly: Bool
            switch event.payload {
            case .ptp: senderOnly = true
            case .otherEtherType: return
            default: senderOnly = false
            }
            seen.append(Seen(endpoints: c.endpoints, senderOnly: senderOnly, sender: c.sender, receiver: c.receiver,
                             senderName: recorder.node(c.sender).name, receiverName: recorder.node(c.receiver).name))
        }
    }

    @Test("every capture, with and without its testbed, --jobs 1, 2 and 3: the nodes of each event are those of a directory asked in event order",
          arguments: CaptureVariants.subjects)
    func sameNodesAsTheCheckingOrder(_ subject: CaptureVariants.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        for configuration in [RunConfiguration(), try CaptureVariants.configuration(subject)] {
            for (jobs, batch) in [(1, 64), (2, 1), (3, 64)] {
                let recorder = NodeRecorder()
                let reader = try CaptureReader(bytes: bytes, name: subject.name)
                let pipeline = ParallelCheck(run: ConformanceRun(configuration: configuration, extraCheckers: [recorder]), threads: jobs, batchFrames: batch)
                while let record = reader.next() { pipeline.feed(record) }
                let results = pipeline.finish()
                #expect(!recorder.seen.isEmpty || results.frames.pdus == 0, "\(subject.name): no event recorded")
                var directory = NodeDirectory(testbed: configuration.testbed)
                for (i, s) in recorder.seen.enumerated() {
                    let sender = directory.node(s.endpoints, source: true)
                    let receiver = s.senderOnly ? sender : directory.node(s.endpoints, source: false)
                    guard sender == s.sender && receiver == s.receiver else {
                        Issue.record("\(subject.name) --jobs \(jobs) batch \(batch) event \(i): nodes \(s.sender)/\(s.receiver), expected \(sender)/\(receiver)")
                        break
                    }
                    #expect(directory[sender].name == s.senderName && directory[receiver].name == s.receiverName)
                }
                #expect(results.nodes.map(\.name) == directory.nodes.map(\.name), "\(subject.name) --jobs \(jobs): node list")
            }
        }
    }
}
