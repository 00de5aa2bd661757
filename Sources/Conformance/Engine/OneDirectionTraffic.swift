import NetLayers
import WireCore

/// Captures that hold one direction of an exchange only: a mirror session set to one direction,
/// one port of a two-port tap, a capture on the receiving end's port. Then every request looks
/// unanswered and every answer unasked, and the rules that judge one end's messages by the
/// other end's (C/U coupling, UL completeness, ACKs, one-way delay pairs; F1AP responses,
/// transaction ids, UE id allocation, procedure order) would FAIL traffic that was fine.
///
/// So the run notes which nodes exchanged traffic in both directions: fronthaul by the (sender,
/// receiver) pairs of eCPRI messages, F1AP by its SCTP associations, where any packet of an end
/// counts (a SACK too: an end whose F1AP stayed silent still shows it was captured). At the end,
/// a node whose fronthaul, or whose every F1AP association, was captured one way only has the
/// violations of the rules that read both ends (``RuleExchange/bothEnds``, a rule's registry row
/// says) made INCONCLUSIVE, with the reason; for ``RuleExchange/bothEndsUnlessDownlinkSender``
/// unless the node sent downlink messages (FH-XP-COUPLE: an O-DU's own DL U-plane outside its own
/// C-plane sections is judged on a DL-only capture). A node with one two-way exchange keeps
/// its verdicts: its missing answers were missing on a link the capture saw both ways.
struct OneDirectionTraffic {
    /// Directed (sender, receiver) node pairs of eCPRI messages.
    private var fronthaulPairs: Set<WordKey> = []
    private var lastFronthaulPair = UInt64.max
    /// Nodes that sent a downlink C- or U-plane message.
    private var downlinkSenders: Set<Int> = []
    private var lastDownlinkSender = -1
    /// The nodes each SCTP association's F1AP PDUs came from and went to (at most 8 each).
    private var associationNodes: [WordKey: [Int]] = [:]
    private var lastAssociation = -1
    private var lastF1APPair = UInt64.max

    private static func pair(_ sender: Int, _ receiver: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: sender)) << 32 | UInt64(UInt32(truncatingIfNeeded: receiver))
    }

    /// An eCPRI message from `sender` to `receiver`; `downlink` when its first O-RAN message is.
    @inline(__always)
    mutating func fronthaul(sender: Int, receiver: Int, downlink: Bool) {
        if downlink && sender != lastDownlinkSender {
            lastDownlinkSender = sender
            downlinkSenders.insert(sender)
        }
        let p = Self.pair(sender, receiver)
        guard p != lastFronthaulPair else { return }
        lastFronthaulPair = p
        fronthaulPairs.insert(WordKey(p))
    }

    /// An F1AP PDU of SCTP association `association` from `sender` to `receiver` (out of line:
    /// inlined, it made the caller copy the decoded PDU).
    @inline(never)
    mutating func f1ap(association: Int?, sender: Int, receiver: Int) {
        guard let association else { return }
        let p = Self.pair(sender, receiver)
        guard association != lastAssociation || p != lastF1APPair else { return }
        lastAssociation = association
        lastF1APPair = p
        let key = WordKey(UInt64(association))
        // read in place first: the nodes are known after an association's first exchange
        if let nodes = associationNodes[key], nodes.contains(sender), nodes.contains(receiver) { return }
        var nodes = associationNodes.removeValue(forKey: key) ?? []
        if !nodes.contains(sender) && nodes.count < 8 { nodes.append(sender) }
        if !nodes.contains(receiver) && nodes.count < 8 { nodes.append(receiver) }
        associationNodes[key] = nodes
    }

    /// Nodes in a fronthaul pair none of whose peers sent to them and received from them both,
    /// and whether they sent downlink messages.
    func fronthaulOneWayNodes() -> [(node: Int, downlinkSender: Bool)] {
        var seen = Set<Int>(), twoWay = Set<Int>()
        for key in fronthaulPairs {
            let s = Int(key.word >> 32), r = Int(key.word & 0xFFFF_FFFF)
            seen.insert(s)
            seen.insert(r)
            if s != r && fronthaulPairs.contains(WordKey(Self.pair(r, s))) {
                twoWay.insert(s)
                twoWay.insert(r)
            }
        }
        return seen.subtracting(twoWay).sorted().map { ($0, downlinkSenders.contains($0)) }
    }

    /// Nodes of F1AP associations captured one way only (by `associations`, the demultiplexer's:
    /// an association it let go is not judged either way), none of whose associations was
    /// captured both ways.
    func f1apOneWayNodes(_ associations: [SCTPAssociationInfo]) -> [Int] {
        var directions: [Int: UInt8] = [:]
        for a in associations { directions[a.id, default: 0] |= a.directionsSeen }
        var oneWay = Set<Int>(), twoWay = Set<Int>()
        for (key, nodes) in associationNodes {
            guard let seen = directions[key.int] else { continue }
            if seen == 3 { twoWay.formUnion(nodes) } else { oneWay.formUnion(nodes) }
        }
        return oneWay.subtracting(twoWay).sorted()
    }
}
