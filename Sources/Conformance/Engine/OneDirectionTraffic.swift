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
///
/// Whether a node has such an exchange never changes back once it has, so the run also knows it
/// as the capture goes (``isDecided(_:_:node:)``): `check --follow` prints a finding of a rule
/// that reads both ends only once that is known (``FollowedFindings``).
struct OneDirectionTraffic {
    /// Directed (sender, receiver) node pairs of eCPRI messages.
    private var fronthaulPairs: Set<WordKey> = []
    private var lastFronthaulPair = UInt64.max
    /// Nodes that sent a downlink C- or U-plane message.
    private var downlinkSenders: Set<Int> = []
    private var lastDownlinkSender = -1
    /// The nodes each SCTP association's F1AP PDUs came from and went to (at most 8 each), and
    /// the directions the demultiplexer had seen it carry packets in by those PDUs
    /// (``Endpoints/sctpDirectionsSeen``, joined over its address pairs).
    private var associationNodes: [WordKey: AssociationEnds] = [:]
    private struct AssociationEnds {
        var nodes: [Int] = []
        var directions: UInt8 = 0
    }
    private var lastAssociation = -1
    private var lastF1APPair = UInt64.max
    private var lastDirections: UInt8 = 0
    /// Nodes with a two-way fronthaul pair so far (both messages to and from one peer).
    private var fronthaulTwoWay: Set<Int> = []
    /// Nodes of an association that carried packets both ways (kept if the demultiplexer later
    /// lets the association go), and nodes of an association that had carried packets one way
    /// only when they sent or received on it.
    private var f1apTwoWay: Set<Int> = []
    private var f1apOneWay: Set<Int> = []
    /// Counts the changes that can turn ``isDecided(_:_:node:)`` from false to true (a new
    /// two-way node, a new downlink sender), so that held findings are looked at again only
    /// after one.
    private(set) var generation = 0

    private static func pair(_ sender: Int, _ receiver: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: sender)) << 32 | UInt64(UInt32(truncatingIfNeeded: receiver))
    }

    /// An eCPRI message from `sender` to `receiver`; `downlink` when its first O-RAN message is.
    @inline(__always)
    mutating func fronthaul(sender: Int, receiver: Int, downlink: Bool) {
        if downlink && sender != lastDownlinkSender {
            lastDownlinkSender = sender
            if downlinkSenders.insert(sender).inserted { generation &+= 1 }
        }
        let p = Self.pair(sender, receiver)
        guard p != lastFronthaulPair else { return }
        lastFronthaulPair = p
        guard fronthaulPairs.insert(WordKey(p)).inserted, sender != receiver,
              fronthaulPairs.contains(WordKey(Self.pair(receiver, sender))) else { return }
        fronthaulTwoWay.insert(sender)
        fronthaulTwoWay.insert(receiver)
        generation &+= 1
    }

    /// An F1AP PDU of SCTP association `association` from `sender` to `receiver`, the demultiplexer
    /// having seen the association carry packets in `directions` (out of line: inlined, it made
    /// the caller copy the decoded PDU).
    @inline(never)
    mutating func f1ap(association: Int?, directions: UInt8, sender: Int, receiver: Int) {
        guard let association else { return }
        let p = Self.pair(sender, receiver)
        guard association != lastAssociation || p != lastF1APPair || directions != lastDirections else { return }
        lastAssociation = association
        lastF1APPair = p
        lastDirections = directions
        let key = WordKey(UInt64(association))
        // read in place first: the nodes are known after an association's first exchange
        if let ends = associationNodes[key], ends.nodes.contains(sender), ends.nodes.contains(receiver), ends.directions | directions == ends.directions {
            return
        }
        var ends = associationNodes.removeValue(forKey: key) ?? AssociationEnds()
        if !ends.nodes.contains(sender) && ends.nodes.count < 8 { ends.nodes.append(sender) }
        if !ends.nodes.contains(receiver) && ends.nodes.count < 8 { ends.nodes.append(receiver) }
        ends.directions |= directions
        noteDirections(ends.directions, of: ends.nodes)
        associationNodes[key] = ends
    }

    /// Notes the nodes of an association seen carrying packets in `directions` (0: one the
    /// demultiplexer does not track, which the end of the run judges neither way).
    private mutating func noteDirections(_ directions: UInt8, of nodes: [Int]) {
        if directions == 3 {
            for n in nodes where f1apTwoWay.insert(n).inserted { generation &+= 1 }
        } else if directions != 0 {
            for n in nodes { f1apOneWay.insert(n) }
        }
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
    /// captured both ways, not even one the demultiplexer let go after it had carried packets
    /// both ways.
    func f1apOneWayNodes(_ associations: [SCTPAssociationInfo]) -> [Int] {
        var directions: [Int: UInt8] = [:]
        for a in associations { directions[a.id, default: 0] |= a.directionsSeen }
        var oneWay = Set<Int>(), twoWay = Set<Int>()
        for (key, ends) in associationNodes {
            guard let seen = directions[key.int] else { continue }
            if seen == 3 { twoWay.formUnion(ends.nodes) } else { oneWay.formUnion(ends.nodes) }
        }
        return oneWay.subtracting(twoWay).subtracting(f1apTwoWay).sorted()
    }

    /// Whether the end of the run can no longer make `node`'s violations of a rule of `area` and
    /// `exchange` INCONCLUSIVE: the rule reads the node's own messages, or the node already has
    /// an exchange captured both ways (for fronthaul, or sent downlink messages where that is
    /// enough), or the end settles no rule of the area.
    func isDecided(_ area: RuleArea, _ exchange: RuleExchange, node: Int) -> Bool {
        switch (exchange, area) {
        case (.oneEnd, _): true
        case (.bothEnds, .fronthaul): fronthaulTwoWay.contains(node)
        case (.bothEndsUnlessDownlinkSender, .fronthaul): fronthaulTwoWay.contains(node) || downlinkSenders.contains(node)
        case (_, .f1ap): f1apTwoWay.contains(node) || !f1apOneWay.contains(node)
        default: true
        }
    }
}

/// What a part of a split capture writes of the one-direction sets, and the sets made again
/// from it (Design "Parts checked apart, joined at their boundaries").
extension OneDirectionTraffic {
    /// The (sender, receiver) pairs of fronthaul seen, and the DL senders.
    var fronthaulState: (pairs: [(sender: Int, receiver: Int)], downlinkSenders: [Int]) {
        (fronthaulPairs.map { (Int($0.word >> 32), Int($0.word & 0xFFFF_FFFF)) }, downlinkSenders.sorted())
    }

    /// Whether it holds anything of F1AP associations (not written in a state).
    var holdsF1AP: Bool { !associationNodes.isEmpty || !f1apTwoWay.isEmpty || !f1apOneWay.isEmpty }

    /// Replaces the fronthaul pairs and DL senders (F1AP's are left as they are).
    mutating func restoreFronthaul(pairs: [(sender: Int, receiver: Int)], downlinkSenders senders: [Int]) {
        fronthaulPairs = Set(pairs.map { WordKey(Self.pair($0.sender, $0.receiver)) })
        fronthaulTwoWay = []
        for p in pairs where p.sender != p.receiver && fronthaulPairs.contains(WordKey(Self.pair(p.receiver, p.sender))) {
            fronthaulTwoWay.insert(p.sender)
            fronthaulTwoWay.insert(p.receiver)
        }
        downlinkSenders = Set(senders)
        lastFronthaulPair = UInt64.max
        lastDownlinkSender = -1
        generation &+= 1
    }
}
