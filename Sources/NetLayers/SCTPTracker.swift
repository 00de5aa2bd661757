import WireCore

/// The two ends of an SCTP association in a fixed order (lower endpoint first), so both
/// directions map to the same association.
struct SCTPAssociationKey: WordHashable, Sendable {
    var lowAddress: IPAddress
    var lowPort: UInt16
    var highAddress: IPAddress
    var highPort: UInt16

    /// Each end's address folded into a word, its port in the top bits (looked up per packet).
    var hashWords: (UInt64, UInt64) {
        (lowAddress.foldedWord ^ UInt64(lowPort) << 48, highAddress.foldedWord ^ UInt64(highPort) << 48)
    }

    /// A fixed order of address pairs (ties between equally old pairs never follow a table's
    /// listing order).
    static func precedes(_ a: Self, _ b: Self) -> Bool {
        if a.lowAddress != b.lowAddress { return IPAddress.precedes(a.lowAddress, b.lowAddress) }
        if a.lowPort != b.lowPort { return a.lowPort < b.lowPort }
        if a.highAddress != b.highAddress { return IPAddress.precedes(a.highAddress, b.highAddress) }
        return a.highPort < b.highPort
    }
}

/// When an address pair of ``SCTPTracker/associations`` was last seen, as of its push: the
/// entries of the tracker's eviction queue. The pair seen longest ago goes first (then the lower
/// association id, then the lower key), the order the bound evicts in.
struct SCTPAssociationAge: HeapOrdered, Sendable {
    var lastFrame: Int
    var id: Int
    var key: SCTPAssociationKey

    static func precedes(_ a: Self, _ b: Self) -> Bool {
        (a.lastFrame, a.id) != (b.lastFrame, b.id) ? (a.lastFrame, a.id) < (b.lastFrame, b.id) : SCTPAssociationKey.precedes(a.key, b.key)
    }
}

struct SCTPAssociation: Sendable {
    var id: Int
    var lastFrame: Int
    /// Verification tags seen (RFC 9260 clause 8.5), at most four kept.
    var verificationTags: [UInt32] = []
    /// The addresses the association was first seen on (its first address pair's, for every pair
    /// of a multi-homed association).
    var ends: SCTPPathEnds
    /// Another address pair of a multi-homed association (RFC 9260 clause 6.4) than the first.
    var isOtherPath = false
    /// On another address pair: whether this pair's lower endpoint is the first pair's higher one.
    var flipped = false
    /// The association's directions this pair carried a packet in (bit 0: from the first pair's
    /// lower endpoint, bit 1: towards it).
    var directions: UInt8 = 0
}

extension SCTPAssociation {
    /// Notes a packet of this address pair: its frame, and its tag when new (at most four kept).
    /// Returns the association, the packet's direction in it, the directions this pair has
    /// carried packets in (this one's included), whether the tag was new, and the first pair's
    /// ends when this is another pair.
    mutating func note(frame: Int, pairDirection: UInt8, tag: UInt32)
        -> (id: Int, direction: UInt8, directions: UInt8, newTag: Bool, firstPathEnds: SCTPPathEnds?)
    {
        lastFrame = frame
        let newTag = verificationTags.count < 4 && !verificationTags.contains(tag)
        if newTag { verificationTags.append(tag) }
        let direction = flipped ? 1 - pairDirection : pairDirection
        directions |= 1 << (direction & 1)
        return (id, direction, directions, newTag, isOtherPath ? ends : nil)
    }
}

/// The two endpoints' addresses of an association's first address pair, lower IP address first.
struct SCTPPathEnds: Sendable, Equatable {
    var lowAddress: IPAddress
    var highAddress: IPAddress
    var lowMAC: MACAddress?
    var highMAC: MACAddress?
}

/// The addresses the two endpoints of an association listed in INIT / INIT ACK (IPv4 and IPv6
/// Address parameters, RFC 9260 clause 3.3.2.1) or added by ASCONF (RFC 5061 clause 4.2.1): a
/// multi-homed endpoint's other addresses, which the association's packets may then use
/// (clause 6.4).
struct SCTPAnnouncedAddresses: Sendable {
    static let maximum = 16
    var low: [IPAddress] = []
    var high: [IPAddress] = []

    mutating func add(_ addresses: [IPAddress], end: UInt8) {
        for a in addresses {
            if end == 0 {
                if low.count < Self.maximum && !low.contains(a) { low.append(a) }
            } else if high.count < Self.maximum && !high.contains(a) {
                high.append(a)
            }
        }
    }
}

/// The ports and verification tag of one direction of an association: a packet carries its
/// receiver's tag (RFC 9260 clause 8.5), so the packets of one direction carry the same three
/// values on every address pair of a multi-homed association (clause 6.4).
struct SCTPPathTag: Hashable, Sendable {
    var sourcePort: UInt16
    var destinationPort: UInt16
    var tag: UInt32
}

/// Where a path tag was first seen: the association, the direction on its first address pair,
/// and the address pair that carried it (the entry is stale once that pair's entry is gone or
/// belongs to another association).
struct SCTPPathTagOwner: Sendable {
    var id: Int
    var direction: UInt8
    var key: SCTPAssociationKey
}

/// TSNs recently accepted in one direction of one association (to drop retransmissions).
struct SCTPDirectionHistory: Sendable {
    var seen = SCTPTSNSet()
    var ring: [UInt32] = []
    var next = 0
    /// First TSN seen in this direction since the last INIT / INIT ACK: the base of tshark's
    /// relative TSNs (a SACK with no base yet shows the raw value, as tshark does).
    var base: UInt32?

    /// `tsn` relative to the base (which it becomes when there is none yet), and whether it was
    /// accepted here for the first time (``accept(_:capacity:)``).
    mutating func relativeAndAccept(_ tsn: UInt32, capacity: Int) -> (relative: UInt32, fresh: Bool) {
        let relative: UInt32
        if let base {
            relative = tsn &- base
        } else {
            base = tsn
            relative = 0
        }
        return (relative, accept(tsn, capacity: capacity))
    }

    /// Records `tsn`; false when it was already there (a retransmission).
    mutating func accept(_ tsn: UInt32, capacity: Int) -> Bool {
        guard !seen.contains(tsn) else { return false }
        let capacity = max(capacity, 1)
        if ring.count < capacity {
            ring.append(tsn)
        } else {
            seen.remove(ring[next])
            ring[next] = tsn
            next = (next + 1) % capacity
        }
        seen.insert(tsn)
        return true
    }
}

/// One DATA or I-DATA chunk waiting for the rest of its user message.
struct SCTPPiece: Sendable {
    var beginning: Bool
    var ending: Bool
    var stream: UInt16
    var sequence: UInt32
    var payloadProtocolID: UInt32
    var tsn: UInt32
    var bytes: [UInt8]
    var frames: [Int]
}

/// DATA fragments are keyed by TSN: fragments of one message carry consecutive TSNs
/// (RFC 9260 clause 6.9).
struct SCTPDataKey: Hashable, Sendable {
    var association: Int
    var direction: UInt8
    var tsn: UInt32

    /// Orders keys whose pieces are equally old (their last fragment came in the same frame, as
    /// bundled chunks do): by association, direction and TSN, a fixed order, so which piece goes
    /// first never follows the order a `Dictionary` lists them in (that order differs from run
    /// to run).
    static func precedes(_ a: Self, _ b: Self) -> Bool { (a.association, a.direction, a.tsn) < (b.association, b.direction, b.tsn) }
}

/// I-DATA fragments are keyed by stream, ordering and MID, then FSN (RFC 8260 clause 2.1).
struct SCTPIDataKey: Hashable, Sendable {
    var association: Int
    var direction: UInt8
    var stream: UInt16
    var unordered: Bool
    var messageID: UInt32
    var fragmentSequence: UInt32

    /// A fixed order for pieces equally old (see ``SCTPDataKey/precedes(_:_:)``).
    static func precedes(_ a: Self, _ b: Self) -> Bool {
        (a.association, a.direction, a.stream, a.unordered ? 1 : 0, a.messageID, a.fragmentSequence)
            < (b.association, b.direction, b.stream, b.unordered ? 1 : 0, b.messageID, b.fragmentSequence)
    }
}

/// Fragments and bytes held for reassembly (per association, or in all).
struct SCTPPendingShare: Sendable {
    var fragments = 0
    var bytes = 0
}

/// A reassembled SCTP user message.
struct SCTPMessage {
    var bytes: [UInt8]
    var frames: [Int]
    var tsns: [UInt32]
    var payloadProtocolID: UInt32
}

/// Association table, retransmission history and fragment buffers, all bounded.
struct SCTPTracker: Sendable {
    /// Longest fragment chain followed for one user message (bounds the work per chunk).
    static let maximumFragmentsPerMessage = 8192
    /// One entry per address pair; the pairs of a multi-homed association share its id.
    private(set) var associations: [SCTPAssociationKey: SCTPAssociation] = [:]
    /// Every pair of `associations` with its last frame when pushed (a packet does not touch
    /// the queue: an entry found older than its pair's last frame is pushed again when it comes
    /// first), so the bound finds the pair seen longest ago without scanning the table. Frames
    /// only grow, so no entry is younger than its pair.
    private var ages = MinHeap<SCTPAssociationAge>()
    /// Address pairs per association id: its TSN history goes when its last pair does.
    private(set) var pairsPerAssociation: [Int: Int] = [:]
    /// The path tags seen (``SCTPPathTag``), to find the association of a packet on an address
    /// pair not seen before; emptied when it holds twice the association bound.
    var pathTags: [SCTPPathTag: SCTPPathTagOwner] = [:]
    /// The addresses each association's endpoints listed in their INIT and INIT ACK chunks
    /// (RFC 9260 clause 3.3.2.1) or added by ASCONF (RFC 5061 clause 4.2.1), by association id.
    var announced: [Int: SCTPAnnouncedAddresses] = [:]
    var histories: [WordKey: SCTPDirectionHistory] = [:]  // key: historyKey(association, direction)
    var dataPieces: [SCTPDataKey: SCTPPiece] = [:]
    var idataPieces: [SCTPIDataKey: SCTPPiece] = [:]
    /// Bytes held in `dataPieces` and `idataPieces`.
    private(set) var pendingBytes = 0
    /// Fragments and bytes each association holds in `dataPieces` and `idataPieces`.
    private(set) var pendingByAssociation: [Int: SCTPPendingShare] = [:]
    var nextID = 0
    private var lastSweepFrame = 0
    /// Direction of the last INIT chunk seen per association id (RFC 9260 clause 5.1: the
    /// endpoint that sends INIT starts the association).
    var initiators: [Int: UInt8] = [:]

    /// Forgets every pending fragment (for a throwaway copy of the state: the buffers are not
    /// copied when the copy then adds to them).
    /// Frames of the fragments still waiting for the rest of their message.
    var pendingFragmentFrames: [Int] { dataPieces.values.flatMap(\.frames) + idataPieces.values.flatMap(\.frames) }

    mutating func dropFragments() {
        dataPieces = [:]
        idataPieces = [:]
        pendingBytes = 0
        pendingByAssociation = [:]
    }

    /// Books a piece in or out of the byte and per-association counts.
    private mutating func account(_ piece: SCTPPiece, association: Int, sign: Int) {
        pendingBytes += sign * piece.bytes.count
        var share = pendingByAssociation[association, default: SCTPPendingShare()]
        share.fragments += sign
        share.bytes += sign * piece.bytes.count
        if share.fragments <= 0 { pendingByAssociation.removeValue(forKey: association) } else { pendingByAssociation[association] = share }
    }

    private mutating func removeData(_ key: SCTPDataKey) -> SCTPPiece? {
        guard let piece = dataPieces.removeValue(forKey: key) else { return nil }
        account(piece, association: key.association, sign: -1)
        return piece
    }

    private mutating func removeIData(_ key: SCTPIDataKey) -> SCTPPiece? {
        guard let piece = idataPieces.removeValue(forKey: key) else { return nil }
        account(piece, association: key.association, sign: -1)
        return piece
    }

    /// Books a new address pair of association `id` in the eviction queue and the pair count;
    /// the queue is rebuilt from the table when stale entries (of pairs let go and added again)
    /// make it twice the table's size.
    private mutating func added(_ key: SCTPAssociationKey, id: Int, frame: Int) {
        pairsPerAssociation[id, default: 0] += 1
        ages.push(SCTPAssociationAge(lastFrame: frame, id: id, key: key))
        if ages.count > 2 * associations.count + 64 {
            ages.removeAll()
            for (key, a) in associations { ages.push(SCTPAssociationAge(lastFrame: a.lastFrame, id: a.id, key: key)) }
        }
    }

    /// The address pair seen longest ago (least `lastFrame`, then id, then key), taken off the
    /// queue: entries older than their pair's last frame go back in with it, entries of pairs
    /// no longer held (or held by another association since) are dropped.
    private mutating func popLeastRecentlySeen() -> SCTPAssociationAge? {
        while let top = ages.pop() {
            guard let current = associations[top.key], current.id == top.id else { continue }
            if current.lastFrame != top.lastFrame {
                ages.push(SCTPAssociationAge(lastFrame: current.lastFrame, id: current.id, key: top.key))
                continue
            }
            return top
        }
        return nil
    }

    /// Remembers who sent an INIT (bounded like the associations).
    mutating func noteInit(association: Int, direction: UInt8, limit: Int) {
        if initiators[association] == nil && initiators.count >= max(limit, 1) { initiators.removeAll() }
        initiators[association] = direction
    }

    /// The association of a packet and its direction (0 from the lower endpoint of the address
    /// pair the association was first seen on, 1 from the higher), the directions its address
    /// pair has carried packets in so far (this one's included), and, for a packet on another
    /// address pair of a multi-homed association (RFC 9260 clause 6.4: an endpoint may send to
    /// and from any of its addresses, and retransmits to another one), the first pair's ends in
    /// the packet's direction. A packet on an address pair not seen before joins the association
    /// whose packets of one direction carried the same ports and verification tag (clause 8.5)
    /// when both of its addresses are that direction's endpoints' (the first pair's, listed in
    /// the association's INIT or INIT ACK, or added by ASCONF); a tag of 0 (INIT) never joins one. Copies of one
    /// association replayed between other addresses (as labs make many DUs of one) share its
    /// ports and tags but not its addresses: they stay associations of their own.
    mutating func association(
        source: IPAddress, sourcePort: UInt16, destination: IPAddress, destinationPort: UInt16, verificationTag: UInt32,
        sourceMAC: MACAddress?, destinationMAC: MACAddress?,
        frame: Int, configuration: DemuxConfiguration, statistics: inout DemuxStatistics
    ) -> (id: Int, direction: UInt8, directionsSeen: UInt8, firstPath: (source: Endpoint, destination: Endpoint)?) {
        let sourceIsLow =
            IPAddress.precedes(source, destination) || (source == destination && sourcePort <= destinationPort)
        let key =
            sourceIsLow
            ? SCTPAssociationKey(lowAddress: source, lowPort: sourcePort, highAddress: destination, highPort: destinationPort)
            : SCTPAssociationKey(lowAddress: destination, lowPort: destinationPort, highAddress: source, highPort: sourcePort)
        let pairDirection: UInt8 = sourceIsLow ? 0 : 1
        // one hash of the key per packet: the entry is changed in place through its index
        if let i = associations.index(forKey: key) {
            // in place: reading the entry through the subscript would copy it (and retain its tag list) per packet
            let seen = associations.values[i].note(frame: frame, pairDirection: pairDirection, tag: verificationTag)
            if seen.newTag {
                notePathTag(SCTPPathTag(sourcePort: sourcePort, destinationPort: destinationPort, tag: verificationTag),
                            id: seen.id, direction: seen.direction, key: key, configuration: configuration)
            }
            return (seen.id, seen.direction, seen.directions, seen.firstPathEnds.map { Self.firstPath($0, direction: seen.direction) })
        }
        if associations.count >= configuration.maximumAssociations, let oldest = popLeastRecentlySeen() {
            associations.removeValue(forKey: oldest.key)
            // the TSN history goes with the association's last address pair
            let pairs = pairsPerAssociation[oldest.id, default: 1] - 1
            if pairs <= 0 {
                pairsPerAssociation.removeValue(forKey: oldest.id)
                histories.removeValue(forKey: Self.historyKey(oldest.id, 0))
                histories.removeValue(forKey: Self.historyKey(oldest.id, 1))
                announced.removeValue(forKey: oldest.id)
            } else {
                pairsPerAssociation[oldest.id] = pairs
            }
            statistics.sctpAssociationEvictions += 1
        }
        let tag = SCTPPathTag(sourcePort: sourcePort, destinationPort: destinationPort, tag: verificationTag)
        if verificationTag != 0, let owner = pathTags[tag], let first = associations[owner.key], first.id == owner.id,
           isAddress(source, ofEnd: owner.direction, first.ends, announced[owner.id]),
           isAddress(destination, ofEnd: 1 - owner.direction, first.ends, announced[owner.id]) {
            // another address pair of a known association
            let flipped = owner.direction != pairDirection
            associations[key] = SCTPAssociation(id: owner.id, lastFrame: frame, verificationTags: [verificationTag], ends: first.ends,
                                                isOtherPath: true, flipped: flipped, directions: 1 << (owner.direction & 1))
            added(key, id: owner.id, frame: frame)
            statistics.sctpOtherPaths += 1
            return (owner.id, owner.direction, 1 << (owner.direction & 1), Self.firstPath(first.ends, direction: owner.direction))
        }
        let id = nextID
        nextID += 1
        let ends = SCTPPathEnds(lowAddress: key.lowAddress, highAddress: key.highAddress,
                                lowMAC: sourceIsLow ? sourceMAC : destinationMAC, highMAC: sourceIsLow ? destinationMAC : sourceMAC)
        // the first packet counts for its direction as every later one does
        associations[key] = SCTPAssociation(id: id, lastFrame: frame, verificationTags: [verificationTag], ends: ends, directions: 1 << pairDirection)
        added(key, id: id, frame: frame)
        notePathTag(tag, id: id, direction: pairDirection, key: key, configuration: configuration)
        statistics.sctpAssociations += 1
        return (id, pairDirection, 1 << pairDirection, nil)
    }

    /// Whether `address` is one of the lower (`end` 0) or higher (1) endpoint's addresses: the
    /// first pair's, or one it listed in its INIT or INIT ACK or added by ASCONF.
    private func isAddress(_ address: IPAddress, ofEnd end: UInt8, _ ends: SCTPPathEnds, _ listed: SCTPAnnouncedAddresses?) -> Bool {
        if address == (end == 0 ? ends.lowAddress : ends.highAddress) { return true }
        guard let listed else { return false }
        return (end == 0 ? listed.low : listed.high).contains(address)
    }

    /// Notes the addresses an INIT, INIT ACK or ASCONF lists for its sender (the lower endpoint of the
    /// association's first pair for `direction` 0), at most ``SCTPAnnouncedAddresses/maximum``
    /// per endpoint; the table is emptied when it holds as many associations as the bound.
    mutating func noteAddresses(_ addresses: [IPAddress], association: Int, direction: UInt8, configuration: DemuxConfiguration) {
        guard !addresses.isEmpty else { return }
        if announced[association] == nil && announced.count >= max(configuration.maximumAssociations, 1) { announced.removeAll() }
        announced[association, default: SCTPAnnouncedAddresses()].add(addresses, end: direction)
    }

    /// One end of an address pair: its IP address and MAC address.
    typealias Endpoint = (address: IPAddress, mac: MACAddress?)

    private static func firstPath(_ ends: SCTPPathEnds, direction: UInt8) -> (source: Endpoint, destination: Endpoint) {
        let low: Endpoint = (ends.lowAddress, ends.lowMAC)
        let high: Endpoint = (ends.highAddress, ends.highMAC)
        return direction == 0 ? (low, high) : (high, low)
    }

    private mutating func notePathTag(_ tag: SCTPPathTag, id: Int, direction: UInt8, key: SCTPAssociationKey, configuration: DemuxConfiguration) {
        guard tag.tag != 0 else { return }
        if let owner = pathTags[tag], associations[owner.key]?.id == owner.id { return }
        if pathTags.count >= 2 * max(configuration.maximumAssociations, 1) { pathTags.removeAll() }
        pathTags[tag] = SCTPPathTagOwner(id: id, direction: direction, key: key)
    }

    /// The key of one direction's TSN history in ``histories`` (looked up per DATA chunk).
    static func historyKey(_ association: Int, _ direction: UInt8) -> WordKey {
        WordKey(association &* 2 &+ Int(direction))
    }

    /// Forgets the TSNs of one direction (a new INIT or INIT ACK starts a new TSN space).
    mutating func restart(association: Int, direction: UInt8) {
        histories.removeValue(forKey: Self.historyKey(association, direction))
    }

    /// Sets the initial TSN of one direction (INIT / INIT ACK Initial TSN, RFC 9260 clause 3.3.2).
    mutating func setBase(_ tsn: UInt32, association: Int, direction: UInt8) {
        histories[Self.historyKey(association, direction), default: SCTPDirectionHistory()].base = tsn
    }

    /// `tsn` relative to the direction's initial TSN, as tshark shows `sctp.data_tsn` (a SACK's
    /// cumulative TSN ack); the raw value while the direction has no base yet, as tshark does.
    func relative(_ tsn: UInt32, association: Int, direction: UInt8) -> UInt32 {
        histories[Self.historyKey(association, direction)]?.base.map { tsn &- $0 } ?? tsn
    }

    /// A DATA / I-DATA chunk's `tsn` relative to the direction's base, and whether it is new in
    /// that direction (false: a retransmission), with one look-up of the direction's history
    /// (``SCTPDirectionHistory/relativeAndAccept(_:capacity:)``).
    mutating func relativeAndAccept(_ tsn: UInt32, association: Int, direction: UInt8, capacity: Int) -> (relative: UInt32, fresh: Bool) {
        histories[Self.historyKey(association, direction), default: SCTPDirectionHistory()].relativeAndAccept(tsn, capacity: capacity)
    }

    /// Adds a DATA fragment; returns the user message when this chunk completes one.
    mutating func addData(
        _ piece: SCTPPiece, unordered: Bool, association: Int, direction: UInt8, configuration: DemuxConfiguration,
        statistics: inout DemuxStatistics
    ) -> SCTPMessage? {
        makeRoom(association: association, configuration: configuration, statistics: &statistics)
        let key = SCTPDataKey(association: association, direction: direction, tsn: piece.tsn)
        if let old = dataPieces.updateValue(piece, forKey: key) { account(old, association: association, sign: -1) }
        account(piece, association: association, sign: 1)
        // Walk back to the B fragment and forward to the E fragment (TSNs wrap: RFC 9260 1.6).
        var first = piece.tsn
        var current = piece
        var steps = 0
        while !current.beginning {
            first = first &- 1
            steps += 1
            guard steps < SCTPTracker.maximumFragmentsPerMessage,
                let previous = dataPieces[SCTPDataKey(association: association, direction: direction, tsn: first)],
                previous.stream == piece.stream, !previous.ending
            else { return nil }
            current = previous
        }
        var last = piece.tsn
        current = piece
        while !current.ending {
            last = last &+ 1
            steps += 1
            guard steps < SCTPTracker.maximumFragmentsPerMessage,
                let following = dataPieces[SCTPDataKey(association: association, direction: direction, tsn: last)],
                following.stream == piece.stream, !following.beginning
            else { return nil }
            current = following
        }
        var message = SCTPMessage(bytes: [], frames: [], tsns: [], payloadProtocolID: 0)
        var tsn = first
        var total = 0
        while true {
            let k = SCTPDataKey(association: association, direction: direction, tsn: tsn)
            if let part = removeData(k) {
                if tsn == first { message.payloadProtocolID = part.payloadProtocolID }
                total += part.bytes.count
                if total <= Limits.maximumReassembledBytes { message.bytes.append(contentsOf: part.bytes) }
                message.frames.append(contentsOf: part.frames)
                message.tsns.append(tsn)
            }
            if tsn == last { break }
            tsn = tsn &+ 1
        }
        guard total <= Limits.maximumReassembledBytes else {
            statistics.sctpReassemblyEvictions += 1
            statistics.noteEvicted(frames: message.frames)
            return nil
        }
        message.frames = Array(Set(message.frames)).sorted()
        statistics.sctpMessagesReassembled += 1
        return message
    }

    /// Adds an I-DATA fragment (RFC 8260 clause 2.1: the first fragment has B set and carries
    /// the PPID instead of an FSN, which is then 0); returns the message when complete.
    mutating func addIData(
        _ piece: SCTPPiece, unordered: Bool, association: Int, direction: UInt8, configuration: DemuxConfiguration,
        statistics: inout DemuxStatistics
    ) -> SCTPMessage? {
        makeRoom(association: association, configuration: configuration, statistics: &statistics)
        func key(_ fsn: UInt32) -> SCTPIDataKey {
            SCTPIDataKey(
                association: association, direction: direction, stream: piece.stream, unordered: unordered,
                messageID: piece.sequence, fragmentSequence: fsn)
        }
        let fsn: UInt32 = piece.beginning ? 0 : piece.payloadProtocolID
        if let old = idataPieces.updateValue(piece, forKey: key(fsn)) { account(old, association: association, sign: -1) }
        account(piece, association: association, sign: 1)
        guard idataPieces[key(0)]?.beginning == true else { return nil }
        var last: UInt32 = 0
        while true {
            guard let part = idataPieces[key(last)] else { return nil }
            if part.ending { break }
            last &+= 1
            guard last < UInt32(SCTPTracker.maximumFragmentsPerMessage) else { return nil }
        }
        var message = SCTPMessage(bytes: [], frames: [], tsns: [], payloadProtocolID: 0)
        var total = 0
        for n in 0...last {
            guard let part = removeIData(key(n)) else { continue }
            if n == 0 { message.payloadProtocolID = part.payloadProtocolID }
            total += part.bytes.count
            if total <= Limits.maximumReassembledBytes { message.bytes.append(contentsOf: part.bytes) }
            message.frames.append(contentsOf: part.frames)
            message.tsns.append(part.tsn)
        }
        guard total <= Limits.maximumReassembledBytes else {
            statistics.sctpReassemblyEvictions += 1
            statistics.noteEvicted(frames: message.frames)
            return nil
        }
        message.frames = Array(Set(message.frames)).sorted()
        statistics.sctpMessagesReassembled += 1
        return message
    }

    /// Keeps the fragment buffers under `maximumPendingSCTPFragments` pieces and
    /// `maximumPendingSCTPBytes` bytes over all associations, and `association`'s own under the
    /// per-association bounds: when a bound is reached, the oldest pieces (by last frame) of
    /// the associations it covers are evicted until that bound is at half, so the cost per
    /// fragment stays amortised constant whatever the traffic pattern, and one association
    /// that never completes its messages only ever evicts its own (each dropped piece counts
    /// as an eviction).
    private mutating func makeRoom(association: Int, configuration: DemuxConfiguration, statistics: inout DemuxStatistics) {
        let ownCount = max(2, configuration.maximumPendingSCTPFragmentsPerAssociation)
        let ownBytes = max(1, configuration.maximumPendingSCTPBytesPerAssociation)
        if let share = pendingByAssociation[association], share.fragments >= ownCount || share.bytes >= ownBytes {
            evictOldest(of: association, statistics: &statistics) { share in
                share.fragments > ownCount / 2 || share.bytes > ownBytes / 2
            }
        }
        let maximumCount = max(2, configuration.maximumPendingSCTPFragments)
        let maximumBytes = max(1, configuration.maximumPendingSCTPBytes)
        guard dataPieces.count + idataPieces.count >= maximumCount || pendingBytes >= maximumBytes else { return }
        evictOldest(of: nil, statistics: &statistics) { share in
            share.fragments > maximumCount / 2 || share.bytes > maximumBytes / 2
        }
    }

    /// A pending piece and the frame of its latest fragment: pieces go oldest first, those of one
    /// frame in a fixed order of their keys (DATA before I-DATA).
    private struct PieceAge {
        var frame: Int
        var data: SCTPDataKey?
        var idata: SCTPIDataKey?

        static func precedes(_ a: Self, _ b: Self) -> Bool {
            if a.frame != b.frame { return a.frame < b.frame }
            switch (a.data, b.data, a.idata, b.idata) {
            case (let x?, let y?, _, _): return SCTPDataKey.precedes(x, y)
            case (_?, nil, _, _): return true
            case (nil, _?, _, _): return false
            case (_, _, let x?, let y?): return SCTPIDataKey.precedes(x, y)
            default: return false
            }
        }
    }

    /// Evicts the oldest pieces of one association (or of all when nil) while `over` holds for
    /// what is left of them.
    private mutating func evictOldest(
        of association: Int?, statistics: inout DemuxStatistics, while over: (SCTPPendingShare) -> Bool
    ) {
        var ages: [PieceAge] = []
        for (k, v) in dataPieces where association == nil || k.association == association { ages.append(PieceAge(frame: v.frames.last ?? 0, data: k, idata: nil)) }
        for (k, v) in idataPieces where association == nil || k.association == association { ages.append(PieceAge(frame: v.frames.last ?? 0, data: nil, idata: k)) }
        ages.sort(by: PieceAge.precedes)
        func left() -> SCTPPendingShare {
            if let association { return pendingByAssociation[association] ?? SCTPPendingShare() }
            return SCTPPendingShare(fragments: dataPieces.count + idataPieces.count, bytes: pendingBytes)
        }
        for age in ages {
            guard over(left()) else { break }
            let piece = age.data.flatMap { removeData($0) } ?? age.idata.flatMap { removeIData($0) }
            if let piece { statistics.noteEvicted(frames: piece.frames) }
            statistics.sctpReassemblyEvictions += 1
        }
    }

    private mutating func sweep(olderThan frame: Int, statistics: inout DemuxStatistics) {
        let before = dataPieces.count + idataPieces.count
        // noted oldest first (the statistics keep a sample of the first frames noted)
        var stale: [PieceAge] = []
        for (k, v) in dataPieces where (v.frames.last ?? 0) < frame { stale.append(PieceAge(frame: v.frames.last ?? 0, data: k, idata: nil)) }
        for (k, v) in idataPieces where (v.frames.last ?? 0) < frame { stale.append(PieceAge(frame: v.frames.last ?? 0, data: nil, idata: k)) }
        stale.sort(by: PieceAge.precedes)
        for age in stale {
            if let piece = age.data.flatMap({ dataPieces[$0] }) ?? age.idata.flatMap({ idataPieces[$0] }) { statistics.noteEvicted(frames: piece.frames) }
        }
        dataPieces = dataPieces.filter { ($0.value.frames.last ?? 0) >= frame }
        idataPieces = idataPieces.filter { ($0.value.frames.last ?? 0) >= frame }
        statistics.sctpReassemblyEvictions += before - dataPieces.count - idataPieces.count
        pendingBytes = 0
        pendingByAssociation = [:]
        for (k, v) in dataPieces { account(v, association: k.association, sign: 1) }
        for (k, v) in idataPieces { account(v, association: k.association, sign: 1) }
    }

    /// Drops fragments older than the frame window (checked every 4096 frames).
    mutating func expire(frame: Int, configuration: DemuxConfiguration, statistics: inout DemuxStatistics) {
        guard !(dataPieces.isEmpty && idataPieces.isEmpty), frame - lastSweepFrame >= 4096 || frame < lastSweepFrame else { return }
        lastSweepFrame = frame
        sweep(olderThan: frame - configuration.reassemblyFrameWindow, statistics: &statistics)
    }
}
