import ASN1PER
import F1AP
import NetLayers
import Profiles
import WireCore

/// What the F1AP family judges share about one SCTP association (TS 38.472 clause 7, TS 38.473
/// clauses 8–10): the F1 Setup state, the outstanding class-1 requests (keyed by procedure and
/// TransactionID, or gNB-CU UE F1AP ID for UE-associated ones), the served and activated cells
/// and the UE contexts; all bounded. ``F1APChecker`` keeps one per association and hands it to
/// each family in turn.
struct F1APAssociation {
    struct Request {
        var code: Int
        var sender: Int
        var receiver: Int
        var time: Int64
        var frames: [Int]
        var transactionID: Int?
        var cuUEID: UInt64?
        /// Judged unanswered once the capture clock passed its timeout (F1-RESP-TIMELY): a
        /// response that still comes pairs with it but is not judged late a second time.
        var pastTimeout = false
    }

    /// Open class-1 requests kept per association.
    static let maximumOpenRequests = 1_024

    var pdus = 0
    var setupRequested = false
    var setupDone = false
    var removed = false
    /// PDUs before any F1 Setup Request (judged when one comes, else inconclusive): per sender,
    /// the first ones with their frames (at least as many as the findings a rule keeps), the
    /// rest counted in ``beforeSetupCounts``.
    var beforeSetup: [(node: Int, frames: [Int], name: String, ue: Bool)] = []
    var beforeSetupCounts: [(node: Int, kept: Int, uncounted: Int, uncountedUE: Int)] = []
    /// PDUs before F1 Setup kept with their frames per sender (or the findings cap, if larger).
    static let keptBeforeSetup = 64

    /// Notes a PDU sent before any F1 Setup Request, keeping its frames while its sender has
    /// fewer than `keep` kept.
    mutating func noteBeforeSetup(node: Int, frames: [Int], name: String, ue: Bool, keep: Int) {
        let i: Int
        if let found = beforeSetupCounts.firstIndex(where: { $0.node == node }) {
            i = found
        } else {
            beforeSetupCounts.append((node, 0, 0, 0))
            i = beforeSetupCounts.count - 1
        }
        if beforeSetupCounts[i].kept < keep {
            beforeSetupCounts[i].kept += 1
            beforeSetup.append((node, frames, name, ue))
        } else {
            beforeSetupCounts[i].uncounted += 1
            if ue { beforeSetupCounts[i].uncountedUE += 1 }
        }
    }

    /// At most ``maximumOpenRequests``; the oldest is judged and evicted past that.
    var outstanding = F1APOpenRequests(capacity: F1APAssociation.maximumOpenRequests)
    /// Requests let go at that bound; once any was, a response that matches no outstanding
    /// request may answer one of them, so it is inconclusive rather than a violation.
    var requestsLetGo = 0
    /// Cells the DU reported as served (F1 Setup, gNB-DU Configuration Update) and cells the CU
    /// asked to activate; each kept to ``F1APCellSet/maximumCells``.
    var servedCells = F1APCellSet()
    var activatedCells = F1APCellSet()
    /// UE id pairs, each way (a DU id allocated by Initial UL RRC maps to `UInt64.max` until its
    /// CU id is seen); set through ``pair(cu:du:maximum:)`` / ``allocate(du:maximum:)`` so they stay bounded.
    /// The oldest pairing goes first at the bound: a UE id released and paired again takes a new place.
    /// Keyed by ``WordKey`` (UE ids are looked up several times per PDU); read through
    /// ``du(pairedWith:)`` / ``cu(pairedWith:)``.
    private(set) var cuToDU = InsertionOrderedMap<WordKey, UInt64>()
    private(set) var duToCU = InsertionOrderedMap<WordKey, UInt64>()
    /// UE contexts let go at the bound; once any was, an id the tables do not know may be one of
    /// them, so its use is inconclusive rather than a violation.
    private(set) var evictedUEs = 0
    /// CU ids whose pairing the capture first saw mid-procedure (the UE context predates it):
    /// the pair then comes from one message, which may itself carry the wrong id.
    var pairedMidStream: Set<WordKey> = []
    /// CU ids released by UE Context Release, and by an acknowledged Reset.
    var released: Set<WordKey> = []
    var resetReleased: Set<WordKey> = []
    /// SCTP stream of the non-UE procedures per sender (node index), and of each UE per (sender, UE id).
    var nonUEStream: [WordKey: UInt16] = [:]
    /// F1-SETUP-TTW: earliest retry time and the failure's frames.
    var retryNotBefore: (time: Int64, frames: [Int], wait: String)?
    /// Per (sender, UE id): the UE's first stream; the oldest is evicted at the bound.
    var ueStream = BoundedTable<WordKey, UInt16>(capacity: 16_384)
}

extension F1APAssociation {
    /// Records the pair (both ways); past `maximum` contexts the oldest is let go and counted.
    /// The gNB-DU UE F1AP ID paired with `cu`.
    func du(pairedWith cu: UInt64) -> UInt64? { cuToDU[WordKey(cu)] }

    /// The gNB-CU UE F1AP ID paired with `du` (`UInt64.max` while only allocated).
    func cu(pairedWith du: UInt64) -> UInt64? { duToCU[WordKey(du)] }

    mutating func pair(cu: UInt64, du: UInt64, maximum: Int) {
        if cuToDU.updateValue(du, forKey: WordKey(cu)) == nil {
            while cuToDU.count > maximum, let (old, oldDU) = cuToDU.removeOldest() {
                if duToCU[WordKey(oldDU)] == old.word { duToCU.removeValue(forKey: WordKey(oldDU)) }
                pairedMidStream.remove(old)
                evictedUEs += 1
            }
        }
        setDU(du, cu, maximum: maximum)
    }

    /// A gNB-DU UE F1AP ID allocated by Initial UL RRC Message Transfer, its CU id not yet known.
    mutating func allocate(du: UInt64, maximum: Int) { setDU(du, UInt64.max, maximum: maximum) }

    private mutating func setDU(_ du: UInt64, _ cu: UInt64, maximum: Int) {
        guard duToCU.updateValue(cu, forKey: WordKey(du)) == nil else { return }
        while duToCU.count > maximum, let (old, oldCU) = duToCU.removeOldest() {
            if oldCU != UInt64.max, cuToDU[WordKey(oldCU)] == old.word { cuToDU.removeValue(forKey: WordKey(oldCU)) }
            evictedUEs += 1
        }
    }

    /// The pair of `cu` is released (UE Context Release, TS 38.473 §8.3.3).
    mutating func unpair(cu: UInt64, du: UInt64) {
        cuToDU.removeValue(forKey: WordKey(cu))
        duToCU.removeValue(forKey: WordKey(du))
    }

    /// Every UE context is released (an acknowledged reset-all, §8.2.1).
    mutating func unpairAll() {
        cuToDU.removeAll()
        duToCU.removeAll()
    }

    /// UE contexts held (both tables).
    var ueEntries: Int { cuToDU.count + duToCU.count }
}

/// One F1AP PDU as the family judges see it: where it was seen, the decoded message and what
/// the checker derived once for all of them.
struct F1APPDU {
    var context: EventContext
    var message: F1APMessage
    /// The procedure's class and initiator (TS 38.473 clause 8), when the code is known.
    var procedure: F1APProcedure?
    /// The sender's role: declared, else inferred by the transport family.
    var senderRole: NodeRole?

    var node: Int { context.sender }
    var frames: [Int] { context.frames }
    var code: Int { message.procedureCode }
    var name: String { message.messageName }
    /// UE-associated: the message carries a gNB-CU or gNB-DU UE F1AP ID.
    var isUE: Bool { message.gnbCUUEF1APID != nil || message.gnbDUUEF1APID != nil }
}

/// The handles of one family's rules, resolved once the rules are registered.
struct F1APRuleHandles {
    /// A family has a handful of rules, looked up by the `RuleSpec` constants of its code (some
    /// ten lookups per PDU). An id carries the digest of its text (``RuleID``): the digest's low
    /// bits pick one of ``slotCount`` slots naming the entry to try first, confirmed by the
    /// digest and one equality (the constants' ids are copies of one string each, so the
    /// strings compare by their bits); two rules in one slot fall back to the scan.
    private var ids: [RuleID] = []
    private var digests: [UInt64] = []
    private var handles: [Int] = []
    private var slots = [Int32](repeating: -1, count: slotCount)
    private static let slotCount = 64

    mutating func prepare(_ specs: [RuleSpec], _ recorder: inout RuleRecorder) {
        for spec in specs {
            if let i = ids.firstIndex(of: spec.id) {
                handles[i] = recorder.handle(spec.id)
            } else {
                let digest = spec.id.hashWords.0
                if slots[Self.slot(digest)] < 0 { slots[Self.slot(digest)] = Int32(ids.count) }
                ids.append(spec.id)
                digests.append(digest)
                handles.append(recorder.handle(spec.id))
            }
        }
    }

    subscript(_ rule: RuleSpec) -> Int {
        let digest = rule.id.hashWords.0
        let first = Int(slots[Self.slot(digest)])
        if first >= 0 && digests[first] == digest && ids[first] == rule.id { return handles[first] }
        for i in digests.indices where digests[i] == digest && ids[i] == rule.id { return handles[i] }
        return RuleRecorder.unselected
    }

    private static func slot(_ digest: UInt64) -> Int { Int(truncatingIfNeeded: digest) & (slotCount - 1) }
}


/// An NR CGI as a set key: PLMN octets and the 36-bit cell identity (TS 38.473 §9.3.1.12).
struct CellKey: WordHashable, CustomStringConvertible {
    var plmn: [UInt8]
    var identity: UInt64

    /// The PLMN's octets (three, TS 38.473 §9.3.1.14; any more fold in) and the cell identity.
    var hashWords: (UInt64, UInt64) {
        var folded = UInt64(plmn.count)
        for octet in plmn { folded = folded << 8 &+ UInt64(octet) &+ (folded >> 56) }
        return (folded, identity)
    }

    init(plmn: [UInt8], identity: UInt64) {
        self.plmn = plmn
        self.identity = identity
    }

    init(_ cell: F1APNRCGI) {
        plmn = cell.plmn
        identity = cell.cellIdentity
    }

    init?(_ v: ASN1Value) {
        guard case .octetString(let p)? = v["pLMN-Identity"], case .bitString(let bytes, let count)? = v["nRCellIdentity"] else { return nil }
        var id: UInt64 = 0
        for i in 0..<min(count, 64) where i / 8 < bytes.count { id = id << 1 | UInt64((bytes[i / 8] >> UInt8(7 - i % 8)) & 1) }
        plmn = p
        identity = id
    }

    var description: String { plmn.map { String($0, radix: 16) }.joined() + "/" + String(identity, radix: 16) }
}
