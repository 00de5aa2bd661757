import WireCore
import Fronthaul

/// FH-UP-SIZE (O-RAN.WG4.CUS §5.4.2 application-layer fragmentation): a U-plane message fits the
/// MTU its sender must split to, and a symbol's PRBs are split over messages only at PRB
/// boundaries.
///
/// Two judgements per U-plane message:
/// - **Size**: the eCPRI message (4 + payloadSize bytes) against the sending node's MTU: its
///   device profile's `fronthaul.mtu` when written there, else the testbed's `fronthaul.mtu`, else
///   the device's 1500-byte default. Without a device for the sender and without a testbed MTU,
///   only the split is judged. The finding names how many PRBs the message packs and how many of its
///   format fit, because the fix is the sender's fragmentation.
/// - **Split continuity**: per (sender, eAxC, direction, frame, subframe, slot, symbol,
///   sectionId) the next section must start at or after the PRB where the previous one ended
///   (startPrbu + numPrbu·(1+rb)). A section that starts inside PRBs already sent means the
///   sender cut a PRB and sent it twice (or restarted): a split off a PRB boundary. A gap is not
///   judged (SE6/SE12 allocations legitimately skip PRBs; FH-XP-COUPLE and FH-XP-UL-COMPLETE judge
///   coverage). A repeated or late message (same or older SequenceId) is FH-SEQ-INC's duplicate
///   or reorder, not a split, and is passed over.
///
/// What the neighbouring rules already say, so findings are not duplicated in substance:
/// - FH-ETH-MTU judges every frame (any plane) at the link, against the smaller MTU of sender and
///   receiver. An oversize U-plane frame fails both: FH-ETH-MTU as a frame the link cannot carry,
///   FH-UP-SIZE as the sender's fragmentation fault (with the PRB count to split to). FH-UP-SIZE
///   adds the sender-only limit and the continuity across messages.
/// - FH-UP-LEN (decoder) judges one message alone: a section whose PRB blocks run past the payload
///   (a partial PRB) or bytes left after the last section. Such a section is dropped by the decoder
///   and FH-UP-SIZE does not re-report it; it judges what the neighbouring messages do.
///
/// State: one small entry per open (…, symbol, sectionId), dropped after ``staleNanoseconds`` and
/// bounded by `maximumEntries` (a ``FIFOTable``: the oldest goes first, as in ``BoundedTable``);
/// per message the work is a few probes of its index (no allocation).
final class UPlaneSizeChecker: RuleChecker {
    /// Older entries are ignored (far longer than a symbol; shorter than a frameId wrap).
    static let staleNanoseconds: Int64 = 100_000_000

    struct Open {
        var nextPRB: Int
        var sequenceId: UInt8
        var frame: Int
        var time: Int64
        var node: Int
    }

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }

    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var handle = RuleRecorder.unselected
    @exclusivity(unchecked) var open: FIFOTable<Open>
    /// After a part's snapshot: whether a symbol's state still fresh was let go at the bound (``BoundaryTable/reachedCapacity``).
    var letGoFreshSinceSnapshot: Bool?
    let maximumEntries: Int
    private let carrierPRBs: Int
    private let testbedMTU: Int?
    /// ``mtu(of:)`` per node index, worked out at the node's first U-plane message: it depends
    /// on the node's name and device only, which never change during a run.
    @exclusivity(unchecked) private var mtuByNode: [NodeMTU] = []

    private enum NodeMTU {
        case unknown
        case undeclared
        case declared(bytes: Int, source: String)
    }

    init(maximumEntries: Int, carrierPRBs: Int, testbedMTU: Int? = nil) {
        self.maximumEntries = maximumEntries
        open = FIFOTable(capacity: maximumEntries)
        self.carrierPRBs = carrierPRBs
        self.testbedMTU = testbedMTU
    }

    /// The MTU the sender must split to and where it is declared.
    func mtu(of node: NodeInfo) -> (bytes: Int, source: String)? {
        let fronthaul = node.device?.fronthaul
        if let fronthaul, fronthaul.mtuDeclared { return (fronthaul.mtu, "its sender \(node.name) declares") }
        if let testbedMTU { return (testbedMTU, "of the testbed's fronthaul.mtu (\(node.name) declares none)") }
        if let fronthaul { return (fronthaul.mtu, "its sender \(node.name) has by default") }
        return nil
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    static func key(node: Int, eAxC: UInt16, message u: UPlaneMessage, sectionId: UInt16) -> UInt64 {
        UInt64(UInt(truncatingIfNeeded: node) & 0x1FFF) << 51 | UInt64(eAxC) << 35 | UInt64(u.dataDirection & 1) << 34
            | UInt64(u.frameId) << 26 | UInt64(u.subframeId & 15) << 22 | UInt64(u.slotId & 63) << 16
            | UInt64(u.symbolId & 15) << 12 | UInt64(sectionId & 0xFFF)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        let node = c.sender
        guard recorder.isActive(handle, node: node) else { return }
        let messages = result.messages
        for index in messages.indices {
            // A switch reads the U-plane message in place; `guard case let` copied it (the
            // transport header and the message, its sections array retained) per message.
            switch messages[index].body {
            case .uPlane(let t, let u): observe(t, u, size: 4 + Int(messages[index].header.payloadSize), node: node, c, &recorder)
            default: continue
            }
        }
    }

    /// One U-plane message of `node` (eCPRI message of `size` octets, header included).
    private func observe(_ t: ORANTransportHeader, _ u: UPlaneMessage, size: Int, node: Int, _ c: EventContext, _ recorder: inout RuleRecorder) {
        recorder.evaluated(handle, node: node)
        if case .declared(let bytes, let source) = senderMTU(node, &recorder), size > bytes {
            report(size: size, mtu: bytes, source: source, u, eAxC: t.eAxC, c, &recorder)
        }
        // Field by field through the array (no copy of each section and its IQ data).
        let sections = u.sections
        for j in sections.indices {
            let sectionId = sections[j].sectionId, startPrbu = sections[j].startPrbu, numPrbu = sections[j].numPrbu
            let k = Self.key(node: node, eAxC: t.eAxC, message: u, sectionId: sectionId)
            let count = numPrbu == 0 ? carrierPRBs : Int(numPrbu)
            let end = numPrbu == 0 ? carrierPRBs : Int(startPrbu) + count * (sections[j].rb ? 2 : 1)
            let now = c.timestampNanoseconds
            let frame = c.frames.last ?? 0
            if let previous = open[k], now.subtractingSaturating(previous.time) <= Self.staleNanoseconds {
                let behind = t.sequenceId &- previous.sequenceId
                // Same SequenceId in another message, or an older one: a duplicate or a late
                // message (FH-SEQ-INC); sections of one message share the SequenceId.
                let sameMessage = previous.frame == frame
                if !sameMessage && (behind == 0 || behind >= 128) { continue }
                if Int(startPrbu) < previous.nextPRB && numPrbu != 0 {
                    if recorder.wantsFinding(handle, node: node) {
                        let dir = u.dataDirection == 1 ? "DL" : "UL"
                        recorder.violation(handle, node: node, Violation(
                            "\(dir) U-plane section \(sectionId) of eAxC 0x\(String(t.eAxC, radix: 16)) frame \(u.frameId) subframe \(u.subframeId) slot \(u.slotId) symbol \(u.symbolId) starts at PRB \(startPrbu), inside PRBs the previous message (frame \(previous.frame)) already carried up to PRB \(previous.nextPRB - 1): the symbol was not split at a PRB boundary",
                            frames: [previous.frame, frame], fieldPath: "oran_fh_cus.startPrbu",
                            expected: "startPrbu ≥ \(previous.nextPRB)", actual: String(startPrbu)))
                    } else {
                        recorder.countViolation(handle, node: node)
                    }
                }
                open[k] = Open(nextPRB: max(previous.nextPRB, end), sequenceId: t.sequenceId, frame: frame, time: now, node: node)
            } else {
                // At the bound the oldest symbol is let go; one still fresh could have been
                // continued by a later message, which is then not judged: INCONCLUSIVE.
                if let evicted = open.insert(k, Open(nextPRB: end, sequenceId: t.sequenceId, frame: frame, time: now, node: node)),
                   now.subtractingSaturating(evicted.value.time) <= Self.staleNanoseconds {
                    if letGoFreshSinceSnapshot != nil { letGoFreshSinceSnapshot = true }
                    recorder.inconclusive(handle, node: evicted.value.node,
                                          reason: "a split symbol's state was let go at the bound of \(maximumEntries) open symbols")
                }
            }
        }
    }

    /// The sender's MTU (``mtu(of:)``), from the per-node cache.
    /// Reads the recorder only; `inout` passes it by address (see ``RuleRecorder``).
    private func senderMTU(_ node: Int, _ recorder: inout RuleRecorder) -> NodeMTU {
        if node < mtuByNode.count {
            if case .unknown = mtuByNode[node] {} else { return mtuByNode[node] }
        } else {
            mtuByNode.append(contentsOf: repeatElement(.unknown, count: node + 1 - mtuByNode.count))
        }
        let found: NodeMTU = mtu(of: recorder.node(node)).map { .declared(bytes: $0.bytes, source: $0.source) } ?? .undeclared
        mtuByNode[node] = found
        return found
    }

    private func report(size: Int, mtu: Int, source: String, _ u: UPlaneMessage, eAxC: UInt16, _ c: EventContext, _ recorder: inout RuleRecorder) {
        let node = c.sender
        guard recorder.wantsFinding(handle, node: node) else {
            recorder.countViolation(handle, node: node)
            return
        }
        let prbs = u.sections.reduce(0) { $0 + $1.prbCount }
        var fitText = ""
        if let first = u.sections.first, first.format.fullPRBBytes > 0 {
            // eCPRI 4 + ecpriPcid/Seqid 4 + U-plane header 4 + one section header.
            let room = mtu - 12 - first.headerBytes
            fitText = "; at most \(max(0, room / first.format.fullPRBBytes)) PRBs of \(first.format) fit one message"
        }
        recorder.violation(handle, node: node, Violation(
            "U-plane message of eAxC 0x\(String(eAxC, radix: 16)) symbol \(u.symbolId) is \(size) bytes with \(prbs) PRBs, over the MTU \(mtu) \(source)\(fitText): split the symbol at PRB boundaries",
            frames: c.frames, fieldPath: "ecpri.size", expected: "≤ \(mtu) bytes", actual: String(size)))
    }

    func finish(_ recorder: inout RuleRecorder) { open.removeAll() }

    var openState: OpenStateCounters { OpenStateCounters(entries: open.count, evicted: open.evicted) }
}
