import Fronthaul
import NetLayers
import Synchronization
import WireCore

/// What one PDU of a batch decoded to: the codec's result and the facts derived from it off the
/// checking thread (``FronthaulPDUFacts``, ``F1APPDUFacts``).
struct DecodeOutput {
    var decoded: DecodedPDU?
    var facts: FronthaulPDUFacts?
    var f1apFacts: F1APPDUFacts?
}

/// The PDUs of one batch routed to one decode worker, and what they decoded to.
///
/// Two kinds of PDU are routed here:
/// - eCPRI PDUs, whose codec keeps per-flow state (inferred static compression,
///   O-RAN.WG4.CUS §6.3.3.13 udCompHdr; SE4/SE5 modulation-compression scaling, §7.7.4-5): the
///   worker alone decodes them, in capture order (``ordered``);
/// - signalling PDUs (F1AP, E1AP, E2AP, NGAP; PTP), whose codecs keep no state between PDUs:
///   any thread may decode them, in any order (``shared``). Each is claimed once through an
///   atomic counter, by the worker and by the checking thread, which decodes instead of waiting
///   for the batch it checks next (``ParallelCheck``).
///
/// Whichever thread decodes a PDU, its output is the same value at the same position, so the
/// results do not depend on who decoded what.
final class ShardWork: @unchecked Sendable {
    // Safety: the routing (`indices`, `ordered`, `shared`) and the outputs' storage are set by the
    // feeding thread before the hand-off (``prepareOutputs()``), while no other thread touches
    // the slot. Then the worker and the checking thread write outputs at distinct positions only
    // (an ordered position is the worker's; a shared one is written by whichever thread claimed
    // it), and only the worker lets go of the outputs past the batch's end. The checking thread
    // reads the outputs after waiting for the worker (the slot's dispatch group), and the slot
    // comes back to the feeding thread through its semaphore after that.

    /// Indices in the batch's PDUs, in capture order.
    var indices: [Int] = []
    /// Positions in ``indices`` that only the worker decodes, in order.
    var ordered: [Int] = []
    /// Positions in ``indices`` that any thread may decode.
    var shared: [Int] = []
    /// The next entry of ``shared`` to be claimed.
    private let claims = Atomic<Int>(0)
    /// Outputs by position in ``indices``; positions below ``initialized`` hold a value (an
    /// earlier batch's, until the position is decoded again).
    private var outputs: UnsafeMutablePointer<DecodeOutput>
    private var capacity: Int
    private var initialized = 0

    /// Outputs held now: this batch's, and an earlier, longer batch's beyond them until
    /// ``releaseUnusedOutputs()``.
    var outputsHeld: Int { initialized }

    init() {
        capacity = 16
        outputs = .allocate(capacity: capacity)
    }

    deinit {
        outputs.deinitialize(count: initialized)
        outputs.deallocate()
    }

    /// Empties the routing for the next batch. The outputs stay until they are decoded over or
    /// let go by the worker (on its thread, which allocated most of them).
    func clear() {
        indices.removeAll(keepingCapacity: true)
        ordered.removeAll(keepingCapacity: true)
        shared.removeAll(keepingCapacity: true)
    }

    /// Routes the batch's PDU `index` here; `stateless` when its codec keeps no state between PDUs.
    func append(_ index: Int, stateless: Bool) {
        if stateless { shared.append(indices.count) } else { ordered.append(indices.count) }
        indices.append(index)
    }

    /// Makes room for an output per routed PDU and resets the claims (on the feeding thread,
    /// before the hand-off). Outputs are moved, not copied, when the storage grows.
    func prepareOutputs() {
        let count = indices.count
        if count > capacity {
            let grown = UnsafeMutablePointer<DecodeOutput>.allocate(capacity: max(count, 2 * capacity))
            grown.moveInitialize(from: outputs, count: initialized)
            outputs.deallocate()
            outputs = grown
            capacity = max(count, 2 * capacity)
        }
        if initialized < count {
            (outputs + initialized).initialize(repeating: DecodeOutput(), count: count - initialized)
            initialized = count
        }
        claims.store(0, ordering: .relaxed)
    }

    /// The position of the next shared PDU no thread has claimed yet, claiming it; nil when all are.
    @inline(__always)
    func claim() -> Int? {
        let next = claims.wrappingAdd(1, ordering: .relaxed).oldValue
        return next < shared.count ? shared[next] : nil
    }

    /// Decodes the PDU at `position` into its output, letting the previous batch's output there
    /// go first: its memory then goes back to this thread's malloc cache and serves this decode
    /// (glibc keeps 7 blocks per size there; freeing a whole batch's outputs at once overflowed
    /// it, and on two cores the malloc and free slow paths cost the F1AP throughput capture some
    /// 7 % of its wall time).
    func decode(at position: Int, _ pdus: [PDU], with dispatch: inout PDUDispatch, judgesBFP: Bool, codecRules: [RuleID: Int]) {
        let output = outputs + position
        output.pointee = DecodeOutput()
        let decoded = dispatch.decode(pdus[indices[position]])
        var fronthaul: FronthaulPDUFacts?
        var f1ap: F1APPDUFacts?
        switch decoded {
        case .fronthaul(let result): fronthaul = FronthaulPDUFacts(result, judgesBFP: judgesBFP, codecRules: codecRules)
        case .f1ap(let result): f1ap = F1APPDUFacts(result)
        default: break
        }
        output.pointee = DecodeOutput(decoded: decoded, facts: fronthaul, f1apFacts: f1ap)
    }

    /// Lets go of the outputs past this batch's PDUs (the worker, once it has decoded its share):
    /// what they refer to, such as slices of the capture reader's buffers, is not held longer.
    func releaseUnusedOutputs() {
        let count = indices.count
        guard initialized > count else { return }
        (outputs + count).deinitialize(count: initialized - count)
        initialized = count
    }

    /// Swaps each routed PDU's output with its place in `batch`: the rules see the outputs in the
    /// batch, and a second exchange takes them back out, so no reference count changes and the
    /// decoding thread frees them when it next decodes into this slot.
    func exchange(with batch: inout FrameBatch) {
        for (position, index) in indices.enumerated() {
            let output = outputs + position
            swap(&batch.decoded[index], &output.pointee.decoded)
            swap(&batch.facts[index], &output.pointee.facts)
            swap(&batch.f1apFacts[index], &output.pointee.f1apFacts)
        }
    }
}
