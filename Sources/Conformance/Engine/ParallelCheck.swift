import CaptureIO
import Dispatch
import Fronthaul
import Glibc
import NetLayers
import WireCore

/// A ``ConformanceRun`` fed by a pipeline: this (calling) thread demultiplexes frames in batches,
/// `workers` decode workers decode the batch's eCPRI and signalling PDUs in parallel, and the rules then see every
/// frame in capture order on one checking thread, exactly as ``ConformanceRun/feed(_:)`` would
/// show them. Results are therefore the same bytes as a one-job run.
///
/// Routing: an eCPRI PDU goes to the worker of its eAxC (O-RAN.WG4.CUS §5.1.3: pc_id / rtc_id),
/// so C-plane and U-plane of one eAxC share a worker and the codec's per-flow state (inferred
/// static compression, §6.3.3.13 udCompHdr; SE4/SE5 modulation-compression scaling, §7.7.4-5)
/// lives in exactly one worker, fed in capture order. A PDU whose concatenated messages (eCPRI
/// §3.2.4.1 C bit) name eAxCs of different workers joins their state: from it on, the run is
/// serial (the workers' flow state merged into the run's decoder first).
///
/// Three stages on their own threads: the calling thread reads and demultiplexes, the workers
/// decode, one checking thread runs the rules. Hand-offs are per batch of ``batchFrames`` frames
/// (no per-frame locking), up to ``slots`` batches in flight. With one worker the calling thread
/// decodes each batch's signalling PDUs itself, while the worker decodes its eCPRI PDUs
/// (``ReadingShare``).
public final class ParallelCheck {
    public let run: ConformanceRun
    /// Decode workers (0: everything on the calling thread, as ``ConformanceRun/feed(_:)``).
    public let workers: Int
    /// Frames per hand-off to the workers (default ``defaultBatchFrames``).
    public let batchFrames: Int
    public static let defaultBatchFrames = 64
    /// eCPRI PDUs each worker decoded so far (tests: the routing spreads flows).
    public private(set) var decodedPerWorker: [Int]
    /// Signalling PDUs (F1AP, E1AP, E2AP, NGAP, PTP) each worker decoded so far.
    public private(set) var signallingPerWorker: [Int]
    /// Signalling PDUs the reading (calling) thread decoded itself so far (``ReadingShare``).
    public private(set) var signallingOnReadingThread = 0
    /// Which of a batch's signalling PDUs the reading thread decodes itself.
    public let readingShare: ReadingShare
    /// The worker the next signalling PDU goes to (they are dealt in turn).
    private var nextSignallingWorker = 0
    /// Whether a PDU whose flows span workers made the rest of the run serial.
    public var fellBackToSerial: Bool { serial && workers > 0 }
    /// Whether each stage's working and waiting time is taken (``stageTimes``).
    public let measuresStages: Bool
    /// The reading thread's wait for a free batch slot so far (when ``measuresStages``).
    private var readingWaitNanoseconds: Int64 = 0

    private let decoders: [DecodeWorker]
    /// The reading thread's own decoder for the signalling PDUs it keeps (``ReadingShare/all``;
    /// nil otherwise): used on the calling thread only, never for eCPRI (whose flow state lives
    /// in the workers).
    private let readingDecoder: DecodeWorker?
    /// Batches in flight, used in turn: the one being filled, those being decoded, the one being checked.
    private let ring: [BatchSlot]
    /// Signalled when a slot's batch has been checked and the slot may be filled again.
    private let free: [DispatchSemaphore]
    private var next = 0
    /// The checking stage: one serial queue, so batches are checked one after another in order.
    private let checking = DispatchQueue(label: "ranconform.check")
    private let checker: CheckingStage
    /// Which stage makes each decoded PDU's facts (``FactsPlacement``).
    private let balance: FactsBalance
    /// Set after a PDU whose flows span workers: the rest of the run is serial.
    private var serial: Bool

    /// Batches in flight (filled, decoded or checked at once).
    static let slots = 4

    /// - Parameters:
    ///   - workers: decode workers; 0 (or less) runs everything on the calling thread.
    ///   - batchFrames: frames per hand-off (tests use small batches to cross many boundaries).
    ///   - measuresStages: take the time each stage spends working and waiting
    ///     (``stageTimes``; two clock reads per stage and batch).
    ///   - factsPlacement: which stage makes each decoded PDU's facts (the results are the same
    ///     bytes wherever they are made; tests pin each stage).
    ///   - readingShare: which signalling PDUs the reading thread decodes itself (the results are
    ///     the same bytes whoever decodes them; tests pin either extreme).
    public init(run: ConformanceRun, workers: Int, batchFrames: Int = ParallelCheck.defaultBatchFrames, measuresStages: Bool = false,
                factsPlacement: FactsPlacement = .balanced, readingShare: ReadingShare? = nil) {
        self.run = run
        self.readingShare = readingShare ?? .default(workers: workers)
        balance = FactsBalance(factsPlacement, batchesPerWait: Self.slots)
        self.measuresStages = measuresStages
        self.workers = max(0, workers)
        self.batchFrames = max(1, batchFrames)
        decodedPerWorker = Array(repeating: 0, count: max(1, workers))
        signallingPerWorker = Array(repeating: 0, count: max(1, workers))
        serial = self.workers == 0
        let decoder = run.fronthaulDecoder
        let bfp = run.judgesBFPExponents, codecRules = run.codecRuleHandles, balance = balance
        decoders = serial ? [] : (0..<self.workers).map {
            DecodeWorker(index: $0, decoder: decoder, judgesBFP: bfp, codecRules: codecRules, balance: balance, measuresTime: measuresStages)
        }
        readingDecoder = serial || self.readingShare == .none ? nil
            : DecodeWorker(index: self.workers, decoder: decoder, judgesBFP: bfp, codecRules: codecRules, balance: balance, measuresTime: measuresStages)
        // each slot's work: one share per worker, and the reading thread's last
        let shares = self.workers + 1
        ring = serial ? [] : (0..<Self.slots).map { _ in BatchSlot(workers: shares) }
        // Created at 0 and signalled, not created at 1: libdispatch refuses to dispose of a
        // semaphore whose count is below its initial value, and the slot being filled holds one.
        free = serial ? [] : (0..<Self.slots).map { _ in DispatchSemaphore(value: 0) }
        checker = CheckingStage(run: run, balance: balance, measuresTime: measuresStages)
        for semaphore in free.dropFirst() { semaphore.signal() }
    }

    /// `check --jobs N`: `threads` threads in all. One runs everything on the calling thread;
    /// N ≥ 2 keeps the calling thread (reading, demultiplexing) and the checking thread, and
    /// decodes on N − 1 workers: three threads on two cores, which the stages' costs fit (on the
    /// F1AP throughput capture of the README a PDU costs some 47,000 instructions to decode
    /// against 10,000 to read and 26,000 to check, so the worker has one core and the other two
    /// stages share the other; with two workers that capture took 0.72–0.76 s, with one
    /// 0.60–0.65 s, in one sitting).
    public convenience init(run: ConformanceRun, threads: Int, batchFrames: Int = ParallelCheck.defaultBatchFrames, measuresStages: Bool = false,
                            factsPlacement: FactsPlacement = .balanced, readingShare: ReadingShare? = nil) {
        self.init(run: run, workers: Self.decodeWorkers(threads: threads), batchFrames: batchFrames, measuresStages: measuresStages,
                  factsPlacement: factsPlacement, readingShare: readingShare)
    }

    /// The workers' batches whose PDU facts were left to the checking stage so far (see
    /// ``FactsPlacement``), once every frame fed has been checked.
    public var batchesWithFactsMadeInChecking: Int {
        drain()
        return decoders.reduce(readingDecoder?.batchesWithoutFacts ?? 0) { $0 + $1.batchesWithoutFacts }
    }

    /// Wall time each stage spent working and waiting, for a benchmark to tell which stage bounds
    /// the run (`ranconform-bench check`). A stage's working time includes any time its thread
    /// was not on a core (three threads share two cores with `--jobs 2`).
    public struct StageTimes: Sendable {
        /// The reading (calling) thread waiting for a batch slot to be checked and freed.
        public var readingWaitNanoseconds: Int64
        /// Each decode worker decoding its share of the batches.
        public var workerBusyNanoseconds: [Int64]
        /// The checking thread waiting for the workers to finish the batch it checks next.
        public var checkingWaitNanoseconds: Int64
        /// The checking thread showing the batches' frames to the rules.
        public var checkingBusyNanoseconds: Int64
        /// The reading thread decoding the signalling PDUs it kept (``ReadingShare``).
        public var readingDecodeNanoseconds: Int64
    }

    /// The stages' times so far, once every frame fed has been checked (after ``drain()`` or
    /// ``finish()``); nil unless ``measuresStages``, or when the run has no workers.
    public var stageTimes: StageTimes? {
        guard measuresStages, !decoders.isEmpty else { return nil }
        drain()
        return StageTimes(readingWaitNanoseconds: readingWaitNanoseconds, workerBusyNanoseconds: decoders.map(\.busyNanoseconds),
                          checkingWaitNanoseconds: checker.waitNanoseconds, checkingBusyNanoseconds: checker.busyNanoseconds,
                          readingDecodeNanoseconds: readingDecoder?.busyNanoseconds ?? 0)
    }

    /// The decode workers of `threads` threads (see ``init(run:threads:batchFrames:)``).
    public static func decodeWorkers(threads: Int) -> Int { threads <= 1 ? 0 : threads - 1 }

    /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    public static var availableCores: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// Feeds one captured frame (checked once its batch has been decoded).
    public func feed(_ record: CaptureRecord) {
        if serial {
            run.feed(record)
            return
        }
        run.ordered(record) { demux($0) }
    }

    /// The demux stage of one frame, in the order frames are checked.
    private func demux(_ record: CaptureRecord) {
        // a batch may have made the run serial while held frames were being let go
        if serial {
            run.checkInOrder(record)
            return
        }
        let slot = ring[next]
        run.demuxFrame(record, into: &slot.batch)
        if slot.batch.frames.count >= batchFrames { submit() }
    }

    /// Starts the next capture file (see ``ConformanceRun/beginCapture(name:firstFrame:)``):
    /// every frame fed so far is checked first.
    public func beginCapture(name: String, firstFrame: Int) {
        run.letGoOfHeldFrames { demux($0) }
        drain()
        run.beginCapture(name: name, firstFrame: firstFrame)
    }

    /// See ``ConformanceRun/captureFileProblem(_:)``.
    public func captureFileProblem(_ text: String) {
        drain()
        run.captureFileProblem(text)
    }

    /// Checks every frame fed so far, then ends the run.
    public func finish() -> RunResults {
        run.letGoOfHeldFrames { demux($0) }
        drain()
        return run.finish()
    }

    /// Checks every frame fed so far (the workers and the checking stage are idle afterwards,
    /// and the run is the calling thread's again).
    public func drain() {
        guard !serial else { return }
        if !ring[next].batch.frames.isEmpty { submit() }
        checking.sync {}
    }

    /// The run's fronthaul decoder with every worker's flow state taken over (call after
    /// ``drain()``, while the workers are idle): the decoder one serial run would hold now.
    func decoderWithWorkersFlowState() -> FronthaulDecoder {
        var decoder = run.fronthaulDecoder
        for worker in decoders { decoder.absorbFlowState(of: worker.decoder) }
        return decoder
    }

    /// Routes the filled batch to the workers and queues its checking; then waits until the
    /// next slot in turn is free.
    private func submit() {
        let slot = ring[next]
        if !route(slot) {
            // A PDU whose messages belong to several workers: go serial before this batch.
            checking.sync {}
            run.fronthaulDecoder = decoderWithWorkersFlowState()
            serial = true
            checker.check(slot)
            slot.clear()
            return
        }
        // The workers read the batch's PDUs through a copy of the array (shared storage: the
        // batch does not change until it has been checked).
        let pdus = slot.batch.pdus
        for worker in decoders where !slot.work[worker.index].indices.isEmpty {
            let work = slot.work[worker.index]
            worker.queue.async(group: slot.group) { worker.decode(work, pdus) }
        }
        // the reading thread's share joins the batch's group before the checking stage waits on it
        let kept = slot.work[workers]
        let here = kept.indices.isEmpty ? nil : readingDecoder
        if here != nil { slot.group.enter() }
        let checker = self.checker, done = free[next]
        checking.async {
            checker.waitForDecode(slot)
            checker.check(slot)
            done.signal()
        }
        // the reading thread's share, while the workers decode theirs
        if let here {
            here.decode(kept, pdus)
            slot.group.leave()
        }
        next = (next + 1) % ring.count
        if measuresStages {
            let start = DispatchTime.now().uptimeNanoseconds
            free[next].wait()
            readingWaitNanoseconds += Int64(DispatchTime.now().uptimeNanoseconds &- start)
        } else {
            free[next].wait()
        }
        // Checked: its frames, PDUs and decoded messages are let go here, on the feeding thread.
        ring[next].clear()
    }

    /// Hands each eCPRI PDU of `slot` to the worker of its eAxC, and each signalling PDU (F1AP,
    /// E1AP, E2AP, NGAP; PTP) to the workers in turn; false (nothing routed) when an eCPRI PDU's
    /// messages belong to more than one worker.
    ///
    /// Signalling PDUs may go to any worker: their codecs keep no state between PDUs (aligned
    /// PER against a fixed schema; IEEE 1588 messages), so a PDU decodes to the same value
    /// wherever and in whatever order it is decoded. Their rules' state stays on the checking
    /// thread, which sees the decoded PDUs in capture order.
    private func route(_ slot: BatchSlot) -> Bool {
        Self.detachSignalling(&slot.batch.pdus)
        let pdus = slot.batch.pdus
        var signalling = Array(repeating: 0, count: workers)
        let keep = readingShare == .all
        for index in pdus.indices {
            switch pdus[index].kind {
            case .ecpri:
                guard let worker = Self.worker(of: pdus[index].payload, workers: workers) else {
                    for work in slot.work { work.clear() }
                    return false
                }
                slot.work[worker].indices.append(index)
            case .f1ap, .e1ap, .e2ap, .ngap, .ptp:
                if keep {
                    slot.work[workers].indices.append(index)
                } else {
                    slot.work[nextSignallingWorker].indices.append(index)
                    signalling[nextSignallingWorker] += 1
                    nextSignallingWorker = (nextSignallingWorker + 1) % workers
                }
            case .roe:
                // an O-RAN message's decoder state is its eAxC's, as over eCPRI
                slot.work[Self.worker(ofRoE: pdus[index].payload, workers: workers)].indices.append(index)
            }
        }
        for w in 0..<workers {
            decodedPerWorker[w] += slot.work[w].indices.count - signalling[w]
            signallingPerWorker[w] += signalling[w]
        }
        signallingOnReadingThread += slot.work[workers].indices.count
        return true
    }

    /// Gives each small signalling PDU's payload storage of its own.
    ///
    /// A PDU's payload is a slice of the capture reader's buffer, which the frames of a whole
    /// read share. Every copy and release of a slice changes that buffer's reference count, and
    /// the reading thread, the decode workers and the checking thread all do so at once, so the
    /// count's cache line moves between cores. Decoding an F1AP PDU copies its slices a few dozen
    /// times; in a profile of an F1AP run with two workers that took 40 % more CPU than usual,
    /// the extra time was in these reference counts. With storage of its own (one copy of some
    /// hundred bytes), a PDU's count is touched by one thread at a time. eCPRI payloads
    /// (kilobytes of IQ data, a few slices each) are left in place.
    static func detachSignalling(_ pdus: inout [PDU]) {
        for index in pdus.indices {
            switch pdus[index].kind {
            case .f1ap, .e1ap, .e2ap, .ngap:
                guard pdus[index].payload.count <= detachedPayloadBytes else { continue }
                pdus[index].payload = ArraySlice(Array(pdus[index].payload))
            case .ecpri, .ptp, .roe:
                continue
            }
        }
    }

    /// Largest signalling payload given storage of its own (larger ones are rare, and their
    /// decoding outweighs the shared count).
    static let detachedPayloadBytes = 16_384

    /// The worker owning the flows of an eCPRI PDU: that of the eAxC of each IQ data (type 0) and
    /// real-time control (type 2) message (eCPRI §3.2.4; the eAxC is the first two bytes of the
    /// payload, O-RAN.WG4.CUS §5.1.3.1); 0 when it has none; nil when they are on several workers.
    public static func worker(of payload: ArraySlice<UInt8>, workers: Int) -> Int? {
        var owner: Int?
        var at = payload.startIndex
        for _ in 0..<Limits.maximumConcatenatedMessages {
            guard payload.endIndex - at >= 4 else { break }
            let type = payload[at + 1]
            let size = Int(payload[at + 2]) << 8 | Int(payload[at + 3])
            if (type == 0 || type == 2) && payload.endIndex - at >= 6 {
                let eAxC = Int(payload[at + 4]) << 8 | Int(payload[at + 5])
                let w = (eAxC ^ eAxC >> 5 ^ eAxC >> 11) % workers
                if let owner, owner != w { return nil }
                owner = w
            }
            // C bit (eCPRI §3.2.4.1): another message follows.
            guard payload[at] & 1 == 1 else { break }
            at += 4 + size
        }
        return owner ?? 0
    }
}

extension ParallelCheck {
    /// The worker owning the flow of an IEEE 1914.3 RoE PDU: that of the eAxC in RoEorderInfo's
    /// first two octets (O-RAN.WG4.CUS §5.1.3.3.5), hashed as ``worker(of:workers:)`` hashes an
    /// eCPRI message's, so one eAxC's messages meet one decoder whichever transport they came
    /// over; 0 for a PDU too short to hold it.
    public static func worker(ofRoE payload: ArraySlice<UInt8>, workers: Int) -> Int {
        guard payload.count >= 6 else { return 0 }
        let eAxC = Int(payload[payload.startIndex + 4]) << 8 | Int(payload[payload.startIndex + 5])
        return (eAxC ^ eAxC >> 5 ^ eAxC >> 11) % workers
    }
}

/// The checking stage: puts a decoded batch's results in place and shows its frames to the
/// rules in capture order (on the checking queue, or on the calling thread once serial).
private final class CheckingStage: @unchecked Sendable {
    // Safety: used on one thread at a time — the serial checking queue, or the feeding thread
    // after it waited for that queue (``ParallelCheck/drain()``). The demux stage, on the
    // feeding thread meanwhile, touches only the run's demultiplexing state.
    let run: ConformanceRun
    let balance: FactsBalance
    /// Whether the stage's waiting and checking time is taken (``ParallelCheck/stageTimes``).
    let measuresTime: Bool
    private(set) var waitNanoseconds: Int64 = 0
    private(set) var busyNanoseconds: Int64 = 0

    init(run: ConformanceRun, balance: FactsBalance, measuresTime: Bool) {
        self.run = run
        self.balance = balance
        self.measuresTime = measuresTime
    }

    /// Waits until the workers have decoded `slot`'s batch; when it has to wait, the workers
    /// leave the facts of their next batches to this stage (``FactsBalance``).
    func waitForDecode(_ slot: BatchSlot) {
        if slot.group.wait(timeout: .now()) == .success { return }
        balance.checkingStageWaits()
        guard measuresTime else { return slot.group.wait() }
        let start = DispatchTime.now().uptimeNanoseconds
        slot.group.wait()
        waitNanoseconds += Int64(DispatchTime.now().uptimeNanoseconds &- start)
    }

    func check(_ slot: BatchSlot) {
        guard measuresTime else { return checkBatch(slot) }
        let start = DispatchTime.now().uptimeNanoseconds
        checkBatch(slot)
        busyNanoseconds += Int64(DispatchTime.now().uptimeNanoseconds &- start)
    }

    private func checkBatch(_ slot: BatchSlot) {
        // The workers' results are moved into the batch for the rules, then moved back: no
        // reference count changes here, and the worker, which allocated them, frees them when
        // it next decodes into this slot. The feeding thread, which empties the batch, then
        // finds nothing of theirs to release (copies cost a retain here and a release there,
        // each on a count another core touched last: 7.6 % of the CPU samples of a fronthaul
        // run with `--jobs 2` were those releases; the F1AP throughput capture's check took
        // 0.63 s with copies, 0.56 s with moves, median of eight runs each).
        exchange(slot)
        do {
            // One reference to the batch for the whole loop (passing the slot's stored property
            // per frame would retain its arrays once per frame); let go before the results go
            // back, so the batch's arrays are not copied then.
            let batch = slot.batch
            for i in 0..<batch.frames.count { run.checkFrame(i, of: batch) }
        }
        exchange(slot)
    }

    /// Swaps each routed PDU's result and facts between its worker's arrays and the batch.
    private func exchange(_ slot: BatchSlot) {
        for work in slot.work {
            work.withOutputs { results, facts, f1apFacts in
                for (n, index) in work.indices.enumerated() where n < results.count {
                    swap(&slot.batch.decoded[index], &results[n])
                    swap(&slot.batch.facts[index], &facts[n])
                    swap(&slot.batch.f1apFacts[index], &f1apFacts[n])
                }
            }
        }
    }
}

/// One decode worker: a serial queue and the fronthaul codec state of the flows routed to it.
private final class DecodeWorker: @unchecked Sendable {
    // Safety: `dispatch` is touched only on `queue`, and by the owner after waiting for the queue's
    // work (``ParallelCheck`` waits on the batch's group before reading it).
    let index: Int
    let queue: DispatchQueue
    private var dispatch: PDUDispatch
    /// Judge FH-UP-BFP-MIN in each PDU's facts too (a pure function of the decoded message).
    private let judgesBFP: Bool
    /// Whether the worker's decoding time is taken (``ParallelCheck/stageTimes``).
    private let measuresTime: Bool
    /// Time spent decoding so far (on the worker's queue only; read after waiting for it).
    private(set) var busyNanoseconds: Int64 = 0

    /// The selected codec rules' handles, to map each PDU's findings to (never changes).
    private let codecRules: [RuleID: Int]
    private let balance: FactsBalance
    /// Batches whose PDU facts this worker left to the checking stage (on the worker's queue only).
    private(set) var batchesWithoutFacts = 0

    init(index: Int, decoder: FronthaulDecoder, judgesBFP: Bool, codecRules: [RuleID: Int], balance: FactsBalance, measuresTime: Bool) {
        self.index = index
        self.judgesBFP = judgesBFP
        self.balance = balance
        self.measuresTime = measuresTime
        // A copy of its own, so no storage is shared with another thread's dictionary.
        self.codecRules = Dictionary(uniqueKeysWithValues: codecRules.map { ($0.key, $0.value) })
        queue = DispatchQueue(label: "ranconform.decode.\(index)")
        dispatch = PDUDispatch(fronthaul: decoder.context)
        dispatch.fronthaul = decoder
    }

    var decoder: FronthaulDecoder { dispatch.fronthaul }

    /// Decodes the PDUs `work` routes here into `work`'s results, in place of those of the batch
    /// this slot held before.
    ///
    /// Each previous result is let go just before its successor is decoded, not all of them
    /// first: the memory of one PDU's decode then goes back to this thread's malloc cache and is
    /// taken again by the next (glibc keeps 7 blocks per size there; freeing a whole batch's
    /// results at once overflowed it, and on two cores the malloc and free slow paths cost the
    /// F1AP throughput capture some 7 % of its wall time).
    func decode(_ work: ShardWork, _ pdus: [PDU]) {
        let start = measuresTime ? DispatchTime.now().uptimeNanoseconds : 0
        // The codecs are lent to the loop as one access for the batch (an access to the stored
        // property per PDU costs an exclusivity check each; callgrind: 2.8 million instructions
        // on the fronthaul capture's first 334 slots).
        let (judgesBFP, codecRules) = (judgesBFP, codecRules)
        let makesFacts = balance.workerMakesFacts()
        if !makesFacts { batchesWithoutFacts += 1 }
        work.withOutputs { results, facts, f1apFacts in
            Self.decode(work.indices, pdus, with: &dispatch, judgesBFP: judgesBFP, codecRules: codecRules, makesFacts: makesFacts,
                        into: &results, &facts, &f1apFacts)
        }
        if measuresTime { busyNanoseconds += Int64(DispatchTime.now().uptimeNanoseconds &- start) }
    }

    private static func decode(_ indices: [Int], _ pdus: [PDU], with dispatch: inout PDUDispatch, judgesBFP: Bool, codecRules: [RuleID: Int],
                               makesFacts: Bool, into results: inout [DecodedPDU?], _ facts: inout [FronthaulPDUFacts?], _ f1apFacts: inout [F1APPDUFacts?]) {
        let kept = results.count
        for (n, index) in indices.enumerated() {
            if n < kept {
                results[n] = nil
                facts[n] = nil
                f1apFacts[n] = nil
            }
            // The PDU's parts, read in place: a copy of the whole PDU retains its payload's
            // buffer and each of its lists.
            let decoded = dispatch.decode(pdus[index].kind, pdus[index].payload, offsetInFrame: pdus[index].offsetInFrame,
                                          overUDP: pdus[index].endpoints.sourcePort != nil, radioTransportPieces: pdus[index].radioTransportPieces)
            var fronthaul: FronthaulPDUFacts?
            var f1ap: F1APPDUFacts?
            if makesFacts {
                switch decoded {
                case .fronthaul(let result): fronthaul = FronthaulPDUFacts(result, judgesBFP: judgesBFP, codecRules: codecRules)
                case .f1ap(let result): f1ap = F1APPDUFacts(result)
                default: break
                }
            }
            if n < kept {
                results[n] = decoded
                facts[n] = fronthaul
                f1apFacts[n] = f1ap
            } else {
                results.append(decoded)
                facts.append(fronthaul)
                f1apFacts.append(f1ap)
            }
        }
        let count = indices.count
        if kept > count {
            results.removeSubrange(count...)
            facts.removeSubrange(count...)
            f1apFacts.removeSubrange(count...)
        }
    }
}

/// The PDUs of one batch routed to one worker, and what it made of them.
private final class ShardWork: @unchecked Sendable {
    // Safety: filled by the feeding thread before the hand-off, then used by one worker, then
    // read by the checking stage after waiting for it; the feeding thread clears the routing only
    // once the slot has been checked, and only the worker touches `results` after that.
    /// Indices in the batch's PDUs.
    var indices: [Int] = []
    var results: [DecodedPDU?] = []
    var facts: [FronthaulPDUFacts?] = []
    var f1apFacts: [F1APPDUFacts?] = []

    /// Empties the routing for the next batch. `results` and the facts stay until the worker's
    /// next ``DecodeWorker/decode(_:_:)`` into this slot replaces them (on the worker's thread,
    /// which allocated them).
    func clear() {
        indices.removeAll(keepingCapacity: true)
    }

    /// Runs `body` on the results and facts taken out of the object and puts them back after:
    /// each access to a stored property of a class is an exclusivity check, and `body` touches
    /// them once per PDU.
    func withOutputs(_ body: (inout [DecodedPDU?], inout [FronthaulPDUFacts?], inout [F1APPDUFacts?]) -> Void) {
        var r = results, f = facts, a = f1apFacts
        results = []
        facts = []
        f1apFacts = []
        body(&r, &f, &a)
        results = r
        facts = f
        f1apFacts = a
    }
}

/// A batch of frames and its per-worker work.
private final class BatchSlot: @unchecked Sendable {
    // Safety: filled by the feeding thread, then read by the workers and checked by the checking
    // stage; the slot's semaphore hands it back to the feeding thread, which clears it.
    var batch = FrameBatch()
    let work: [ShardWork]
    let group = DispatchGroup()

    init(workers: Int) { work = (0..<workers).map { _ in ShardWork() } }

    func clear() {
        batch.removeAll()
        for w in work { w.clear() }
    }
}
