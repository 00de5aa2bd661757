import Fronthaul
import WireCore

/// FH-SEQ-INC (O-RAN.WG4.CUS §5.1.3.1.7 ecpriSeqid; eCPRI v2.0 §3.2.4.2): per (plane, direction,
/// sender, eAxC) the SequenceId is the previous + 1 mod 256 (§5.1.3.2.8, Table 5.1.3.2.8-1). An
/// O-DU may number an eAxC_ID's C-plane messages for DL and UL with one generator instead (Table
/// 5.1.3.2.8-2): found from the traffic (``SharedCPlaneSequences``), the two directions are then
/// one stream.
///
/// A jump ahead leaves the skipped ids *missing*, not yet lost: a message that arrives later
/// with a missing id fills its gap. Only ids still missing once the stream has moved
/// ``lossWindow`` ids past them are losses (one finding per gap, with its size); ids still
/// missing when the capture ends are INCONCLUSIVE (their late arrival would fall after it).
/// A late message of the same slot as the message that overtook it is a permutation within the
/// slot, which O-DUs do and CUS does not forbid: it is counted per stream (the measurement
/// "reordered within a slot"), not a violation. A late message of another slot is a reorder
/// finding; an id repeated at once is a duplicate. The same holds at the capture start: an id
/// just before the stream's first captured one, arriving later in that message's slot, was
/// overtaken within the slot; and ids the second captured message skips (the first one having
/// come at the capture start) that never arrive may have overtaken the first before the capture
/// started: INCONCLUSIVE
/// "state from before the capture", not a loss. State is a few words of bits per stream.
final class SequenceChecker: RuleChecker {
    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }

    /// How far (in ids) the stream moves past a missing id before it counts as lost.
    static let lossWindow: UInt8 = 32

    /// A stream whose first captured message comes this soon after the capture's first frame
    /// (of any kind) may have had a message of the same slot sent just before the capture: two
    /// slots at 15 kHz, wider than any slot's transmission window.
    static let startMargin: Int64 = 2_000_000

    struct State {
        var last: UInt8
        var frame: Int
        /// Bit n set: id n was skipped and has not arrived.
        var missing = SequenceIdSet()
        var missingCount = 0
        /// The message that jumped ahead: its slot and frames (for the findings).
        var jumpSlot: UInt32 = 0
        var jumpFrames: (Int, Int) = (0, 0)
        var reorderedInSlot = 0
        var node: Int
        /// The stream's first captured id and its slot: an id just before it that arrives later in
        /// that slot was overtaken by it (a permutation the capture cut into), not reordered.
        var startSeq: UInt8 = 0
        var startSlot: UInt32 = 0
        var startLate = SequenceIdSet()
        /// Capture time of the stream's first captured message, and the ids it has moved past it
        /// since (counted up to just past ``SequenceChecker/lossWindow``).
        var startTime: Int64 = 0
        var advancedPastStart = 0
        /// Whether a late id before the start may still have been overtaken in the start slot:
        /// until a message comes more than ``SequenceChecker/startMargin`` after the first (two
        /// slots at 15 kHz, longer than any slot's transmission window) or the stream has moved
        /// more than the loss window on. After that such an id is judged as any other late id
        /// (its counterpart inside the stream would have been lost by then), and the start's
        /// fields no longer matter (a part's boundary state leaves them out).
        var startActive = true
        /// Ids skipped by the stream's second captured message when the first came at the capture
        /// start: they may have overtaken the first captured message (a permutation within its
        /// slot) before the capture started, so if they never arrive that is state from before
        /// the capture, not a loss.
        var startGaps = SequenceIdSet()
        /// Whether the stream's second captured message has come: ids that overtook the first
        /// one before the capture started are those its successor skips.
        var pastSecond = false
        /// Whether the stream's first captured message came within ``SequenceChecker/startMargin``
        /// of the capture start (else a message that overtook it would have been captured).
        var startsAtCaptureStart = false
        /// ``RuleRecorder/snapCutFronthaulFrames`` at the stream's last message: when it grew by
        /// the next one, the ids that message skips may be in frames cut by the snap length
        /// before their SequenceId (``cutGaps``).
        var snapCutFramesBefore = 0
        /// Skipped ids that may be in a frame cut by the snap length: if they never arrive, they
        /// are INCONCLUSIVE, not lost.
        var cutGaps = SequenceIdSet()

        /// Marks `id` as an id before the start that arrived; false when it already had.
        mutating func firstArrivalBeforeStart(_ id: UInt8) -> Bool { !startLate.update(id, true) }
        func isMissing(_ id: UInt8) -> Bool { missing.contains(id) }
        mutating func set(_ id: UInt8, _ on: Bool) { missing.update(id, on) }
        /// Sets or clears `id` in `startGaps`; returns whether it was set.
        @discardableResult
        mutating func startGap(_ id: UInt8, _ on: Bool) -> Bool { startGaps.update(id, on) }

        /// The stream of one sequence generator whose messages were judged as two streams, this
        /// one (the later) and `other`: an id one of them skipped is missing only if the other
        /// skipped it too.
        mutating func absorb(_ other: State) {
            missing.formIntersection(other.missing)
            missingCount = missing.count
            startGaps.formIntersection(other.startGaps)
            cutGaps.formIntersection(other.cutGaps)
            startLate.formUnion(other.startLate)
            reorderedInSlot += other.reorderedInSlot
            startsAtCaptureStart = startsAtCaptureStart || other.startsAtCaptureStart
        }
    }
    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var handle = RuleRecorder.unselected
    @exclusivity(unchecked) var flows: BoundedTable<WordKey, State>
    /// Which senders' eAxC_IDs number their C-plane DL and UL with one generator.
    @exclusivity(unchecked) var sharedCPlane: SharedCPlaneSequences
    let maximumFlows: Int
    private(set) var losses = 0, duplicates = 0, reorders = 0

    private let flowNames: FlowResolver
    /// After a part's snapshot (``boundarySnapshotTaken()``): the streams let go since, and
    /// whether any was let go at the bound (``BoundaryTable``).
    var removedSinceSnapshot: Set<WordKey>?
    var evictedAtSnapshot = 0
    /// After a part's snapshot: streams looked for in vain without being made (two directions
    /// joined into one), the most streams held, and the frames cut by the snap length at the
    /// snapshot (``BoundaryTable/carriesPriorEntries``).
    var missedSinceSnapshot: Set<WordKey> = []
    var peakSinceSnapshot = 0
    var snapCutAtSnapshot = 0
    /// Flows let go at the bound (each restarts from its next message).
    var openState: OpenStateCounters { OpenStateCounters(entries: flows.count, evicted: flows.evicted) }

    init(maximumFlows: Int, flows: FlowResolver) {
        self.maximumFlows = maximumFlows
        self.flows = BoundedTable(capacity: maximumFlows)
        sharedCPlane = SharedCPlaneSequences(maximumFlows: maximumFlows)
        flowNames = flows
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .fronthaul(let result) = event.payload else { return }
        let node = event.context.sender
        guard recorder.isActive(handle, node: node) else { return }
        if let facts = event.fronthaulFacts, facts.messageCount == 1 {
            // One message: its header was read where the PDU was decoded.
            if let header = facts.firstHeader { judge(header, event, node, &recorder) }
            return
        }
        for message in result.messages {
            guard let header = ORANHeaderFacts(message) else { continue }
            judge(header, event, node, &recorder)
        }
    }

    /// One C- or U-plane message of the stream (plane, direction, sender, eAxC).
    private func judge(_ header: ORANHeaderFacts, _ event: Event, _ node: Int, _ recorder: inout RuleRecorder) {
        let plane: UInt64 = header.cPlane ? 1 : 0, direction = header.dataDirection, slot = header.slot
        // Radio-transport fragments of one message share its SequenceId (FH-SEQ-UPFRAG checks them).
        guard header.subsequenceId == 0 else { return }
        var oneGenerator = false
        if plane == 1 {
            let noted = sharedCPlane.note(node: node, eAxC: header.eAxC, direction: direction & 1, id: header.sequenceId)
            oneGenerator = noted.shared
            if noted.decidedNow { joinDirections(node: node, eAxC: header.eAxC, &recorder) }
        }
        // bit 58: an eAxC_ID's C-plane DL and UL judged as one stream
        let key = WordKey(plane << 60 | (oneGenerator ? 1 << 58 : UInt64(direction & 1) << 59) | UInt64(node) << 16 | UInt64(header.eAxC))
        let seq = header.sequenceId
        let frame = event.context.frames.last ?? 0
        // One hash of the key per message: the stream's state is read at its index and written
        // back there (nothing else changes the table meanwhile).
        guard let index = flows.index(forKey: key) else {
            let time = event.context.timestampNanoseconds
            var start = State(last: seq, frame: frame, node: node, startSeq: seq, startSlot: slot, startTime: time)
            start.startsAtCaptureStart = time.subtractingSaturating(recorder.recordingStart ?? time) <= Self.startMargin
            start.snapCutFramesBefore = recorder.snapCutFronthaulFrames
            // At the bound the oldest stream is let go as at the end of the capture: ids it
            // still missed are INCONCLUSIVE.
            if let evicted = flows.insert(key, start) {
                removedSinceSnapshot?.insert(evicted.key)
                release(evicted.value, evicted: true, &recorder)
            }
            if removedSinceSnapshot != nil { peakSinceSnapshot = max(peakSinceSnapshot, flows.count) }
            return
        }
        var state = flows.value(at: index)
        if state.startActive, event.context.timestampNanoseconds.subtractingSaturating(state.startTime) > Self.startMargin
            || state.advancedPastStart > Int(Self.lossWindow) {
            state.startActive = false
            state.startLate = SequenceIdSet()
        }
        recorder.evaluated(handle, node: node)
        let planeName = plane == 1 ? "C-plane" : "U-plane"
        let dir = oneGenerator ? "DL and UL (one sequence generator)" : direction == 1 ? "DL" : "UL"
        var flowText: String { "\(planeName) \(dir) eAxC 0x\(String(header.eAxC, radix: 16))" }
        // A local function, not a closure value: nothing is allocated per message.
        func flowName() -> String? { flowNames.name(eAxC: header.eAxC, cPlane: plane == 1, downlink: direction == 1) }
        let expected = state.last &+ 1
        let gap = seq &- expected
        if seq == state.last {
            duplicates += 1
            var v = Violation("duplicate: SequenceId \(seq) repeated on \(flowText) (previous in frame \(state.frame))",
                              frames: [state.frame, frame], fieldPath: "ecpri.seqid", expected: String(expected), actual: String(seq))
            v.flow = flowName()
            recorder.violation(handle, node: node, v)
        } else if gap < 128 {
            // On time (gap 0) or ahead: the skipped ids are missing until they come or age out.
            let maybeCut = recorder.snapCutFronthaulFrames != state.snapCutFramesBefore
            var id = expected
            for _ in 0..<gap {
                if !state.isMissing(id) { state.missingCount += 1 }
                state.set(id, true)
                state.startGap(id, state.startsAtCaptureStart && !state.pastSecond)
                state.cutGaps.update(id, maybeCut)
                id = id &+ 1
            }
            if gap > 0 {
                state.jumpSlot = slot
                state.jumpFrames = (state.frame, frame)
            }
            if state.startActive { state.advancedPastStart += Int(gap) + 1 }
            state.last = seq
            state.frame = frame
            ageOut(&state, flowText: { flowText }, flow: flowName, &recorder)
        } else if state.isMissing(seq) {
            // A late message filling its gap: nothing lost.
            state.set(seq, false)
            state.startGap(seq, false)
            state.cutGaps.update(seq, false)
            state.missingCount -= 1
            if slot == state.jumpSlot {
                state.reorderedInSlot += 1
            } else {
                reorders += 1
                var v = Violation("reorder: SequenceId \(seq) of another slot arrived after \(state.last) on \(flowText) (late by \(256 - Int(gap)))",
                                  frames: [state.jumpFrames.1, frame], fieldPath: "ecpri.seqid", expected: String(expected), actual: String(seq))
                v.flow = flowName()
                recorder.violation(handle, node: node, v)
            }
        } else if state.startActive, slot == state.startSlot, seq != state.startSeq, state.startSeq &- seq <= Self.lossWindow, state.firstArrivalBeforeStart(seq) {
            // Sent before the stream's first captured message and overtaken by it in its slot.
            state.reorderedInSlot += 1
        } else {
            reorders += 1
            var v = Violation("reorder: SequenceId \(seq) arrived after \(state.last) on \(flowText) (late by \(256 - Int(gap)), not a gap of this stream)",
                              frames: [state.frame, frame], fieldPath: "ecpri.seqid", expected: String(expected), actual: String(seq))
            v.flow = flowName()
            recorder.violation(handle, node: node, v)
        }
        state.pastSecond = true
        state.snapCutFramesBefore = recorder.snapCutFronthaulFrames
        flows.setValue(state, at: index)
    }

    /// The sender's eAxC_ID numbers its C-plane DL and UL with one generator: the two streams
    /// judged so far become one, missing only what both skipped.
    private func joinDirections(node: Int, eAxC: UInt16, _ recorder: inout RuleRecorder) {
        let base = UInt64(1) << 60 | UInt64(node) << 16 | UInt64(eAxC)
        let dl = flows.removeValue(forKey: WordKey(base | 1 << 59)), ul = flows.removeValue(forKey: WordKey(base))
        if removedSinceSnapshot != nil {
            // a direction the part never saw may be one the earlier parts hold: looked for in vain
            if dl != nil { removedSinceSnapshot?.insert(WordKey(base | 1 << 59)) } else { missedSinceSnapshot.insert(WordKey(base | 1 << 59)) }
            if ul != nil { removedSinceSnapshot?.insert(WordKey(base)) } else { missedSinceSnapshot.insert(WordKey(base)) }
        }
        guard var joined = (dl?.frame ?? 0) >= (ul?.frame ?? 0) ? dl ?? ul : ul else { return }
        if let dl, let ul { joined.absorb(joined.frame == dl.frame ? ul : dl) }
        if let evicted = flows.insert(WordKey(base | 1 << 58), joined) {
            removedSinceSnapshot?.insert(evicted.key)
            release(evicted.value, evicted: true, &recorder)
        }
        if removedSinceSnapshot != nil { peakSinceSnapshot = max(peakSinceSnapshot, flows.count) }
    }

    /// Missing ids the stream has moved ``lossWindow`` past are lost: one finding per run of them.
    /// `flowText` is built only when a loss is reported (not once per message).
    private func ageOut(_ state: inout State, flowText: () -> String, flow: () -> String?, _ recorder: inout RuleRecorder) {
        guard state.missingCount > 0 else { return }
        var lost = 0, beforeCapture = 0, cut = 0
        // Ids from last − 255 up to last − lossWindow (oldest first).
        var id = state.last &+ 1
        while id != state.last &- Self.lossWindow &+ 1 {
            if state.isMissing(id) {
                state.set(id, false)
                state.missingCount -= 1
                let inCut = state.cutGaps.update(id, false)
                if state.startGap(id, false) { beforeCapture += 1 } else if inCut { cut += 1 } else { lost += 1 }
            }
            id = id &+ 1
        }
        if beforeCapture > 0 {
            recorder.inconclusive(handle, node: state.node, count: beforeCapture,
                                  reason: "state from before the capture: \(beforeCapture) SequenceId(s) skipped in a stream's first captured slot may have been sent before the first frame")
        }
        if cut > 0 {
            recorder.inconclusive(handle, node: state.node, count: cut,
                                  reason: "\(cut) SequenceId(s) skipped where frames cut by the snap length came: they may be in those frames, their headers unseen")
        }
        guard lost > 0 else { return }
        losses += 1
        var v = Violation("loss: \(lost) message(s) missing on \(flowText()) (never arrived within \(Self.lossWindow) SequenceIds)",
                          frames: [state.jumpFrames.0, state.jumpFrames.1], fieldPath: "ecpri.seqid", expected: "every SequenceId", actual: "\(lost) missing",
                          measurement: Measurement(name: "lost messages", value: Double(lost), unit: "messages"))
        v.flow = flow()
        recorder.violation(handle, node: state.node, v)
    }

    /// Another recording follows: its SequenceIds do not continue these streams.
    func discontinuity(_ recorder: inout RuleRecorder) {
        for (key, _) in flows.entries { removedSinceSnapshot?.insert(key) }
        finish(&recorder)
    }

    func finish(_ recorder: inout RuleRecorder) {
        // Key order, not dictionary order (measurement sums must not depend on the hash seed).
        for (_, state) in flows.entries.sorted(by: { $0.key.word < $1.key.word }) { release(state, evicted: false, &recorder) }
        flows.removeAll()
        sharedCPlane.removeAll()
    }

    /// A stream whose state ends (end of capture, another recording, or evicted at the bound).
    private func release(_ state: State, evicted: Bool, _ recorder: inout RuleRecorder) {
        if state.missingCount > 0 {
            recorder.inconclusive(handle, node: state.node, count: state.missingCount,
                                  reason: evicted ? "\(state.missingCount) SequenceId(s) still missing when the stream was let go at the bound of \(maximumFlows) open streams"
                                      : "state from after the capture: \(state.missingCount) SequenceId(s) skipped near the end may arrive after the last frame")
        }
        if state.reorderedInSlot > 0 {
            recorder.measure(handle, node: state.node, "reordered within a slot", Double(state.reorderedInSlot), unit: "messages")
        }
    }
}

/// A set of SequenceIds (0–255) in four words of bits, without allocation.
struct SequenceIdSet {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    func contains(_ id: UInt8) -> Bool {
        let word: UInt64
        switch id >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (1 << UInt64(id & 63)) != 0
    }

    /// How many ids the set holds.
    var count: Int { words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount + words.3.nonzeroBitCount }

    mutating func formIntersection(_ other: SequenceIdSet) {
        words = (words.0 & other.words.0, words.1 & other.words.1, words.2 & other.words.2, words.3 & other.words.3)
    }

    mutating func formUnion(_ other: SequenceIdSet) {
        words = (words.0 | other.words.0, words.1 | other.words.1, words.2 | other.words.2, words.3 | other.words.3)
    }

    /// Adds (`on`) or removes `id`; returns whether it was in the set before.
    @discardableResult
    mutating func update(_ id: UInt8, _ on: Bool) -> Bool {
        let bit: UInt64 = 1 << UInt64(id & 63)
        func change(_ word: inout UInt64) -> Bool {
            let was = word & bit != 0
            word = on ? word | bit : word & ~bit
            return was
        }
        switch id >> 6 {
        case 0: return change(&words.0)
        case 1: return change(&words.1)
        case 2: return change(&words.2)
        default: return change(&words.3)
        }
    }
}
