import CaptureIO
import Conformance
import Dispatch
import NetLayers
import WireCore

/// `decode --jobs N`: the network layers of every frame on the calling thread, in capture order
/// (they keep IP and SCTP reassembly state); the application PDUs of each frame decoded and the
/// frame printed by one of `jobs` workers, each with a ``FrameDecoder`` of its own; the printed
/// frames written in capture order, a batch at a time, while the workers print the next ones
/// (up to three batches in flight). The output is the same bytes as with one thread.
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
    /// Batches handed to the workers and not yet written. With one, the workers sat idle while
    /// the feeding thread wrote a batch out and dissected the next, and each batch waited for
    /// its slowest worker: `decode --json --jobs 2` kept 1.3 of two cores busy.
    static let batchesInFlight = 3

    private var dissector: FrameDecoder
    private let style: FrameDecoder.OutputStyle
    private let workers: [Worker]
    /// The batch being filled, and those handed to the workers, oldest first.
    private var filling: Batch
    private var inFlight: [Batch] = []
    /// Written batches kept for reuse (their frame lists and printed bytes keep their capacity).
    private var spare: [Batch] = []
    private var nextAnyWorker = 0
    /// Set after a frame whose PDUs need two workers: worker 0's decoder prints the rest here.
    private var serial = false

    init(decoder: FrameDecoder, jobs: Int, style: FrameDecoder.OutputStyle) {
        self.jobs = max(1, jobs)
        dissector = decoder
        self.style = style
        workers = (0..<max(1, jobs)).map { Worker(index: $0, decoder: decoder, style: style) }
        serial = self.jobs == 1
        filling = Batch(workers: self.jobs)
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
        while !inFlight.isEmpty { collectOldest(&output) }
    }

    /// Hands the filled batch to the workers, after writing the oldest batch in flight when
    /// as many as ``batchesInFlight`` are. Each worker's serial queue takes its frames of every
    /// batch in the order the batches came, so its codec state follows capture order.
    private func submit(_ output: inout BufferedOutput) {
        if inFlight.count >= Self.batchesInFlight { collectOldest(&output) }
        let batch = filling
        filling = spare.popLast() ?? Batch(workers: jobs)
        for worker in workers {
            let mine = batch.worker.indices.filter { batch.worker[$0] == worker.index }
            guard !mine.isEmpty else { continue }
            let printed = batch.printed[worker.index]
            worker.queue.async(group: batch.group) {
                for i in mine { worker.render(batch.frames[i], into: printed) }
            }
        }
        inFlight.append(batch)
    }

    /// Waits for the oldest batch in flight and writes its frames in capture order: each worker
    /// printed its frames of the batch in that order into the batch's buffer for it.
    private func collectOldest(_ output: inout BufferedOutput) {
        let batch = inFlight.removeFirst()
        batch.group.wait()
        var cursor = Array(repeating: 0, count: workers.count)
        for w in batch.worker {
            let printed = batch.printed[w]
            let start = cursor[w] == 0 ? 0 : printed.ends[cursor[w] - 1]
            let end = printed.ends[cursor[w]]
            cursor[w] += 1
            output.append { $0.append(contentsOf: printed.bytes[start..<end]) }
        }
        batch.reset()
        spare.append(batch)
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
            case .roe: needed = ParallelCheck.worker(ofRoE: pdu.payload, workers: jobs)
            case .e2ap: needed = 0
            case .f1ap, .e1ap, .ngap, .ptp: needed = nil
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

    /// Frames handed to the workers together, and what each worker printed of them.
    private final class Batch: @unchecked Sendable {
        // Safety: the feeding thread fills `frames` and `worker` before the batch is handed
        // over and reads `printed` only after waiting for `group`; meanwhile each worker writes
        // only its own `printed` entry.
        var frames: [FrameDecoder.DissectedFrame] = []
        var worker: [Int] = []
        let printed: [Printed]
        let group = DispatchGroup()

        init(workers: Int) { printed = (0..<workers).map { _ in Printed() } }

        func reset() {
            frames.removeAll(keepingCapacity: true)
            worker.removeAll(keepingCapacity: true)
            for p in printed { p.reset() }
        }
    }

    /// One worker's frames of a batch as printed, one after another, and where each ends.
    private final class Printed: @unchecked Sendable {
        // Safety: written by one worker's queue, read by the feeding thread after the batch's
        // group is done (see ``Batch``).
        var bytes: [UInt8] = []
        var ends: [Int] = []

        func reset() {
            bytes.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        }
    }

    /// One worker: a serial queue and a decoder whose codec state is that of the frames routed to it.
    private final class Worker: @unchecked Sendable {
        // Safety: `decoder` is used on `queue` only, or by the feeding thread once every batch
        // handed over has been waited for (``ParallelDecode/drain(_:)``) and the run is serial.
        let index: Int
        let queue: DispatchQueue
        private var decoder: FrameDecoder
        private let style: FrameDecoder.OutputStyle

        init(index: Int, decoder: FrameDecoder, style: FrameDecoder.OutputStyle) {
            self.index = index
            self.decoder = decoder
            self.style = style
            queue = DispatchQueue(label: "ranconform.decode.print.\(index)")
        }

        /// Prints the frame after those before it in `printed`: a JSON line, or the summary /
        /// verbose text with control characters escaped.
        func render(_ frame: FrameDecoder.DissectedFrame, into printed: Printed) {
            write(frame, into: &printed.bytes)
            printed.ends.append(printed.bytes.count)
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
