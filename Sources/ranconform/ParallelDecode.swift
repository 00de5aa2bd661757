import CaptureIO
import Conformance
import Dispatch
import NetLayers
import WireCore

/// `decode --jobs N`: the network layers of every frame on the calling thread, in capture order
/// (they keep IP and SCTP reassembly state); the application PDUs of each frame decoded and the
/// frame printed by one of `jobs` workers, each with a ``FrameDecoder`` of its own; the printed
/// frames written in capture order. The output is the same bytes as with one thread.
///
/// Routing keeps each codec's state in one worker, fed in capture order: a frame with eCPRI goes
/// to the worker of its eAxC (O-RAN.WG4.CUS §5.1.3.1, as ``ParallelCheck`` routes it: the
/// fronthaul codec infers static compression and remembers SE4/SE5 scalings per flow), a frame
/// with E2AP to worker 0 (the E2SM that decodes a RAN function's payloads is the one its E2 Setup
/// named, O-RAN.WG3.E2AP §8.3.1), any other frame (F1AP, E1AP, NGAP, PTP, none: codecs without
/// state between PDUs) to the workers in turn. A frame whose PDUs need two workers makes the rest
/// of the run serial, on worker 0's decoder after it took over the other workers' flow state.
final class ParallelDecode {
    let jobs: Int
    /// Frames per hand-off.
    static let batchFrames = 256

    private var dissector: FrameDecoder
    private let style: FrameDecoder.OutputStyle
    private let workers: [Worker]
    /// The batch being filled and the one being decoded.
    private var filling = Batch()
    private var inFlight: Batch?
    private let group = DispatchGroup()
    private var nextAnyWorker = 0
    /// Set after a frame whose PDUs need two workers: worker 0's decoder prints the rest here.
    private var serial = false

    init(decoder: FrameDecoder, jobs: Int, style: FrameDecoder.OutputStyle) {
        self.jobs = max(1, jobs)
        dissector = decoder
        self.style = style
        workers = (0..<max(1, jobs)).map { Worker(index: $0, decoder: decoder, style: style) }
        serial = self.jobs == 1
    }

    /// Dissects `record` and queues it; printed frames go to `output` in capture order.
    func feed(_ record: CaptureRecord, _ output: inout BufferedOutput) {
        let frame = dissector.dissect(record)
        if serial {
            workers[0].print(frame, into: &output)
            return
        }
        guard let worker = route(frame) else {
            // A frame for two workers: print what is queued, then go on serially.
            drain(&output)
            for worker in workers.dropFirst() { workers[0].absorbFlowState(of: worker) }
            serial = true
            workers[0].print(frame, into: &output)
            return
        }
        filling.frames.append(frame)
        filling.worker.append(worker)
        if filling.frames.count >= Self.batchFrames { submit(&output) }
    }

    /// Prints every frame fed so far.
    func drain(_ output: inout BufferedOutput) {
        guard !serial else { return }
        if !filling.frames.isEmpty { submit(&output) }
        collect(&output)
    }

    /// Hands the filled batch to the workers, after printing the one before it.
    private func submit(_ output: inout BufferedOutput) {
        collect(&output)
        let batch = filling
        filling = Batch()
        for worker in workers {
            let mine = batch.worker.indices.filter { batch.worker[$0] == worker.index }
            guard !mine.isEmpty else { continue }
            worker.queue.async(group: group) {
                for i in mine { worker.render(batch.frames[i]) }
            }
        }
        inFlight = batch
    }

    /// Waits for the batch in flight and writes its frames in capture order: each worker printed
    /// its frames in that order into its own buffer.
    private func collect(_ output: inout BufferedOutput) {
        guard let batch = inFlight else { return }
        group.wait()
        var cursor = Array(repeating: 0, count: workers.count)
        for w in batch.worker {
            let worker = workers[w]
            let start = cursor[w] == 0 ? 0 : worker.ends[cursor[w] - 1]
            let end = worker.ends[cursor[w]]
            cursor[w] += 1
            output.append { $0.append(contentsOf: worker.rendered[start..<end]) }
        }
        for worker in workers { worker.clearRendered() }
        inFlight = nil
    }

    /// The worker for `frame`'s PDUs; nil when they need two.
    private func route(_ frame: FrameDecoder.DissectedFrame) -> Int? {
        var owner: Int?
        for pdu in frame.dissection.pdus {
            let needed: Int?
            switch pdu.kind {
            case .ecpri:
                // nil: its concatenated messages belong to two workers
                guard let worker = ParallelCheck.worker(of: pdu.payload, workers: jobs) else { return nil }
                needed = worker
            case .e2ap: needed = 0
            case .f1ap, .e1ap, .ngap, .ptp, .roe: needed = nil
            }
            if let needed {
                if let owner, owner != needed { return nil }
                owner = needed
            }
        }
        if let owner { return owner }
        defer { nextAnyWorker = (nextAnyWorker + 1) % jobs }
        return nextAnyWorker
    }

    private struct Batch {
        var frames: [FrameDecoder.DissectedFrame] = []
        var worker: [Int] = []
    }

    /// One worker: a serial queue and a decoder whose codec state is that of the frames routed to it.
    private final class Worker: @unchecked Sendable {
        // Safety: `decoder` and the printed frames are used on `queue` only, or by the feeding
        // thread after waiting for the queue's work (``ParallelDecode/collect(_:)``), or once the
        // run is serial.
        let index: Int
        let queue: DispatchQueue
        private var decoder: FrameDecoder
        private let style: FrameDecoder.OutputStyle
        /// The frames printed since the last collection, one after another, and where each ends.
        private(set) var rendered: [UInt8] = []
        private(set) var ends: [Int] = []

        init(index: Int, decoder: FrameDecoder, style: FrameDecoder.OutputStyle) {
            self.index = index
            self.decoder = decoder
            self.style = style
            queue = DispatchQueue(label: "ranconform.decode.print.\(index)")
        }

        /// Prints the frame after those before it: a JSON line, or the summary / verbose text
        /// with control characters escaped.
        func render(_ frame: FrameDecoder.DissectedFrame) {
            write(frame, into: &rendered)
            ends.append(rendered.count)
        }

        func clearRendered() {
            rendered.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        }

        /// Prints the frame straight into `output` (the serial run).
        func print(_ frame: FrameDecoder.DissectedFrame, into output: inout BufferedOutput) {
            output.append { write(frame, into: &$0) }
        }

        /// The frame as printed, appended to `bytes`.
        private func write(_ frame: FrameDecoder.DissectedFrame, into bytes: inout [UInt8]) {
            if style == .json {
                decoder.json(frame, into: &bytes)
            } else {
                bytes.append(contentsOf: DisplayText.escaped(decoder.text(frame, style: style), allowNewline: true).utf8)
            }
        }

        func absorbFlowState(of other: Worker) {
            decoder.dispatch.fronthaul.absorbFlowState(of: other.decoder.dispatch.fronthaul)
        }
    }
}
