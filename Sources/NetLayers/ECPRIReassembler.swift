import WireCore

/// The message a radio-transport fragment belongs to: its sender and receiver as the transport
/// names them (MAC addresses and outermost VLAN, or IP addresses and UDP ports), its eAxC
/// (ecpriPcid) and its SequenceId (O-RAN.WG4.CUS §5.5.3: every fragment of a message keeps the
/// message's SequenceId).
///
/// Hashed by its two words (``WordHashable``): looked up twice or more per piece, a SipHash of its
/// fields cost some 500 instructions each time.
struct ECPRIFragmentKey: WordHashable, Sendable {
    var sourceMAC: UInt64
    var destinationMAC: UInt64
    var vlan: UInt32
    var sourceIP: IPAddress?
    var destinationIP: IPAddress?
    var ports: UInt32
    /// The transport's first two octets (eCPRI: revision and type; IEEE 1914.3: subType and flowID).
    var head: UInt16
    var pcid: UInt16
    var sequenceId: UInt8

    init(_ endpoints: Endpoints, head: UInt16, pcid: UInt16, sequenceId: UInt8) {
        sourceMAC = endpoints.sourceMAC?.value ?? .max
        destinationMAC = endpoints.destinationMAC?.value ?? .max
        vlan = endpoints.vlanTags.first.map { UInt32($0.tpid) << 16 | UInt32($0.id) } ?? .max
        sourceIP = endpoints.sourceIP
        destinationIP = endpoints.destinationIP
        ports = UInt32(endpoints.sourcePort ?? 0) << 16 | UInt32(endpoints.destinationPort ?? 0)
        self.head = head
        self.pcid = pcid
        self.sequenceId = sequenceId
    }

    /// The fields folded into two words: each MAC address (48 bits) with the eAxC or the
    /// SequenceId and the transport's first octets above it, then VLAN, ports and IP addresses
    /// rotated in. Equal keys give equal words; keys whose words collide stay apart by `==`.
    var hashWords: (UInt64, UInt64) {
        func word(_ address: IPAddress?) -> UInt64 {
            switch address {
            case .none: return 0
            case .v4(let a): return UInt64(a)
            case .v6(let high, let low): return high ^ (low << 32 | low >> 32)
            }
        }
        let first = (sourceMAC ^ UInt64(pcid) << 48) ^ (UInt64(ports) << 32 | UInt64(vlan)).rotated(by: 13) ^ word(sourceIP).rotated(by: 29)
        let second = (destinationMAC ^ UInt64(sequenceId) << 48 ^ UInt64(head) << 40) ^ word(destinationIP).rotated(by: 7)
        return (first, second)
    }
}

extension UInt64 {
    /// The word rotated left by `count` bits (0 < count < 64).
    @inline(__always) fileprivate func rotated(by count: UInt64) -> UInt64 { self << count | self >> (64 - count) }
}

/// Reassembly of O-RAN U-plane messages that the radio transport layer split (O-RAN.WG4.CUS
/// §5.5.3; eCPRI v2.0 §3.2.4.1, SEQ_ID): the application makes one U-plane message, the transport
/// sends it in pieces that each carry an eCPRI common header, the message's ecpriPcid and its
/// SequenceId, with a Subsequence ID counting the pieces from 0 and the E bit set on the last one
/// only. The pieces, put back in Subsequence ID order, are the application's message: an eCPRI
/// message of type 0 whose transport header says E = 1, Subsequence ID 0, as if it had not been
/// split. A piece is only ever its message's part, never a U-plane message of its own (only the
/// first even starts with the U-plane header).
///
/// Only eCPRI IQ data messages (type 0) not concatenated (C = 0), and IEEE 1914.3 O-RAN U-plane
/// packets (subType 128, whose RoEorderInfo holds the same fields, §5.1.3.3.5), are pieces: the
/// C-plane must not be fragmented (§5.5.3; FH-SEQ-CPFRAG judges it). A piece cut by the snap length leaves its
/// message incomplete, as does a piece lost or captured twice with other octets. An incomplete
/// message's frames are reported as such (``NetworkDemux/pendingFragmentFrames``,
/// ``DemuxStatistics/evictedFragmentFrames``), never decoded as messages. Bounded: at most
/// ``DemuxConfiguration/maximumPendingECPRIMessages`` messages, each of at most 128 pieces (the
/// Subsequence ID's 7 bits) and 65,535 octets, held at most
/// ``DemuxConfiguration/ecpriReassemblyWindowNanoseconds`` of capture time. A first piece (Subsequence
/// ID 0) with the SequenceId of a message still held starts a new message: the SequenceId came
/// round (256 messages of the eAxC later) and the one held had lost a piece.
///
/// A sender may clear the E bit of messages it sends whole (E = 1 marks a message's last piece, so
/// a message sent whole has E = 1 and Subsequence ID 0; FH-SEQ-UPFRAG judges it). Its messages then
/// read as first pieces. Once one of them is known to have had nothing after it (the next first
/// piece of the same stream, its sender and eAxC, came, or the window passed) and the sender never
/// sent a piece with a Subsequence ID above 0, the sender is taken to clear the E bit: its first
/// pieces held so far (in capture order), and every one after, are handed on as the messages they
/// are (``Outcome/whole(_:)``), each as one piece (``PDU/radioTransportPieces`` 1). A later piece
/// from the sender ends that at once. A message dropped at the bound is no such evidence.
struct ECPRIReassembler: Sendable {
    /// The radio transport the pieces came by: eCPRI (its payload size counts the 4 octets of
    /// ecpriPcid and ecpriSeqid) or IEEE 1914.3 (RoElength counts the octets after RoEorderInfo).
    enum Transport: Sendable {
        case ecpri, roe

        /// Octets from the start of a piece to the end of its data, by its length field.
        func end(_ length: Int) -> Int { self == .ecpri ? 4 + length : 8 + length }
        /// The length field of a message of `data` octets after its transport header.
        func length(data: Int) -> Int { self == .ecpri ? 4 + data : data }
    }

    /// A piece of a message held in ``Partial/data``: its Subsequence ID and where its octets
    /// (those after its transport header, bounded by its eCPRI payload size) lie there.
    struct Piece: Sendable {
        var subsequence: UInt8
        var start: Int
        var count: Int
    }

    struct Partial: Sendable {
        /// Eight octets for the message's transport header (the first piece's eCPRI common header
        /// and ecpriPcid once it came, then the SequenceId and E/Subsequence octet, set when it is
        /// handed on), and after them each piece's octets in the order the pieces came. Pieces
        /// that came in Subsequence ID order are then the message itself: one buffer, no copy.
        var data: [UInt8] = []
        /// The first piece (Subsequence ID 0) came: `data` starts with its header.
        var hasHeader = false
        var pieces: [Piece] = []
        /// The Subsequence ID of the piece with E = 1, once it came.
        var last: Int?
        var frames: [Int] = []
        var firstFrame: Int
        var firstTime: Int64
        var byteCount = 0
        /// A piece was cut by the snap length, or came twice with other octets.
        var spoilt = false
        /// The first piece's frame endpoints and the offset of its eCPRI header in that frame,
        /// once it came: what the message is handed on with if it proves to be sent whole.
        var endpoints: Endpoints?
        var offset: Int?

        /// Only a first piece with E = 0, whole: a message sent whole with E cleared, or the
        /// first piece of one whose other pieces did not come.
        var isLoneFirstPiece: Bool {
            pieces.count == 1 && pieces[0].subsequence == 0 && last == nil && !spoilt && frames.count == 1 && endpoints != nil
        }

        /// The octets of a piece held.
        func bytes(of piece: Piece) -> ArraySlice<UInt8> { data[piece.start..<(piece.start + piece.count)] }
    }

    /// A first piece that nothing continued, held until its stream shows whether it clears the E
    /// bit of whole messages: the message as it came (its padding left off), and where.
    struct LoneFirstPiece: Sendable {
        var message: [UInt8]
        var endpoints: Endpoints
        var frame: Int
        var time: Int64
        var offset: Int?
    }

    /// What a sender's pieces showed (its key with only the sender's fields).
    struct Sender: Sendable {
        /// A piece with a Subsequence ID above 0 came: the sender sends messages in pieces.
        var continued = false
        /// Its first pieces are messages sent whole with E cleared.
        var clearsEBit = false
        /// First pieces that nothing continued, held (at most ``maximumLoneFirstPieces``).
        var lone: [LoneFirstPiece] = []
    }
    static let maximumLoneFirstPieces = 64
    /// First pieces held so, over all senders (each holds its message's octets).
    static let maximumHeldFirstPieces = 1_024
    /// First pieces that nothing continued, with no later piece from the sender, that make it a
    /// sender that clears the E bit (two: one lost piece at a capture's start is not enough).
    static let evidenceForClearedEBit = 2

    enum Outcome {
        case pending
        /// The message, with E = 1 and Subsequence ID 0, the frames it came from (ascending), and
        /// how many pieces it was sent in.
        case complete([UInt8], [Int], Int)
        /// The piece is a message sent whole with E cleared; so are the first pieces given, held
        /// before it (in capture order), to be handed on first.
        case whole([LoneFirstPiece])
    }

    private(set) var pending: [ECPRIFragmentKey: Partial] = [:]
    /// Keys in the order their first piece came, with that frame: the oldest go first when the
    /// bound or the window is passed (entries of completed messages are skipped).
    private var order: [(key: ECPRIFragmentKey, frame: Int)] = []
    private var orderHead = 0
    /// The senders that sent a first piece with E = 0 or a later piece, and the SequenceId of
    /// each stream's message held with only its first piece (both bounded by ``maximumSenders``:
    /// past it they are forgotten, their held first pieces reported incomplete, and learnt again).
    private(set) var senders: [ECPRIFragmentKey: Sender] = [:]
    private var openMessages: [ECPRIFragmentKey: UInt8] = [:]
    static let maximumSenders = 4_096
    /// Streams whose held first piece is remembered (past it they are forgotten: only evidence is lost).
    static let maximumOpenMessages = 65_536

    /// The frames of the first pieces held until their sender shows what they are.
    var heldFrames: [Int] { senders.values.flatMap { $0.lone.map(\.frame) } }
    var heldCount: Int { heldTotal }
    private var heldTotal = 0
    /// The sender found clearing the E bit last, and the one found sending pieces last: their
    /// next pieces need no table lookup.
    private var lastSenderClearingEBit: ECPRIFragmentKey?
    private var lastContinuedSender: ECPRIFragmentKey?

    /// The key of a piece's sender: its source and transport (no receiver, VLAN, eAxC or SequenceId).
    static func senderKey(_ key: ECPRIFragmentKey) -> ECPRIFragmentKey {
        var k = key
        k.destinationMAC = 0
        k.destinationIP = nil
        k.vlan = 0
        k.ports &= 0xFFFF_0000
        k.pcid = 0
        k.sequenceId = 0
        return k
    }

    /// The largest reassembled message: its eCPRI payload size is a 16-bit field.
    static let maximumMessageBytes = 65_535

    /// The transport header of an eCPRI message that is a radio-transport piece: its ecpriPcid,
    /// SequenceId, E bit and Subsequence ID; nil for anything else (a whole message: E = 1 and
    /// Subsequence ID 0, another message type, a concatenated PDU, no octets after the transport
    /// header, fewer than 8 octets).
    /// `concatenated`: `payload` is one message of a concatenated PDU (its C bit may be set).
    @inline(__always)
    static func piece(_ payload: ArraySlice<UInt8>, _ transport: Transport = .ecpri, concatenated: Bool = false)
        -> (pcid: UInt16, sequenceId: UInt8, last: Bool, subsequence: UInt8)?
    {
        guard payload.count >= 8 else { return nil }
        let s = payload.startIndex
        let seq = payload[s + 7]
        // E = 1 and Subsequence ID 0: not split (every message but a piece)
        guard seq != 0x80 else { return nil }
        // a piece carries octets of its message after its transport header
        let length = Int(payload[s + 2]) << 8 | Int(payload[s + 3])
        switch transport {
        case .ecpri: guard payload[s + 1] == 0, concatenated || payload[s] & 0x01 == 0, length > 4 else { return nil }
        case .roe: guard payload[s] == 128, length > 0 else { return nil }
        }
        return (UInt16(payload[s + 4]) << 8 | UInt16(payload[s + 5]), payload[s + 6], seq & 0x80 != 0, seq & 0x7F)
    }

    /// A message of a concatenated eCPRI PDU as a PDU of its own: its octets with the C bit
    /// cleared (eCPRI v2.0 §3.1.3.1: C = 0 on a PDU's last message).
    static func alone(_ message: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var copy = Array(message)
        copy[0] &= 0xFE
        return copy[...]
    }

    /// Whether the eCPRI payload size of `payload` (8 octets or more) is at least the transport
    /// header's 4 and lies within it.
    static func fits(_ payload: ArraySlice<UInt8>, _ transport: Transport = .ecpri) -> Bool {
        let s = payload.startIndex
        let size = Int(payload[s + 2]) << 8 | Int(payload[s + 3])
        return (transport == .roe || size >= 4) && payload.count >= transport.end(size)
    }

    /// Takes one piece (`payload`, the eCPRI message from its common header on) of frame `frame`;
    /// `cut`: the frame was cut by the snap length.
    mutating func add(
        _ payload: ArraySlice<UInt8>, piece: (pcid: UInt16, sequenceId: UInt8, last: Bool, subsequence: UInt8), transport: Transport = .ecpri,
        endpoints: Endpoints, frame: Int, offset: Int? = nil, time: Int64, cut: Bool, configuration: DemuxConfiguration, statistics: inout DemuxStatistics
    ) -> Outcome {
        let s = payload.startIndex
        // the C bit left out: a message's pieces may come last in one concatenated PDU and first in the next
        let leading = transport == .ecpri ? payload[s] & 0xFE : payload[s]
        let key = ECPRIFragmentKey(endpoints, head: UInt16(leading) << 8 | UInt16(payload[s + 1]), pcid: piece.pcid, sequenceId: piece.sequenceId)
        // A sender known to send pieces never has a first piece handed on whole: its endpoints are
        // not kept (were it forgotten at ``maximumSenders`` and learnt again, a first piece of it
        // held from before is then incomplete, not held as lone).
        var sendsPieces = false
        if piece.subsequence == 0 && !piece.last {
            if let outcome = firstPiece(key, sendsPieces: &sendsPieces, statistics: &statistics) { return outcome }
        } else if piece.subsequence > 0 {
            let sender = Self.senderKey(key)
            if sender != lastContinuedSender {
                if senders[sender]?.continued != true { continues(sender, statistics: &statistics) }
                lastContinuedSender = sender
            }
        }
        let size = Int(payload[s + 2]) << 8 | Int(payload[s + 3])
        // the piece's octets after its transport header, as far as its length says and the frame holds
        let end = min(payload.endIndex, s + transport.end(size))
        let short = (transport == .ecpri && size < 4) || payload.endIndex < s + transport.end(size)
        if pending.isEmpty && orderHead > 0 {
            order.removeAll(keepingCapacity: true)
            orderHead = 0
        }
        // taken out while it is worked on (one hash of the key when it is new, one more to put it back)
        var partial: Partial
        if let held = pending.removeValue(forKey: key) {
            partial = held
        } else {
            if pending.count >= max(1, configuration.maximumPendingECPRIMessages) { evictOldest(&statistics) }
            partial = Partial(firstFrame: frame, firstTime: time)
            order.append((key, frame))
        }
        if piece.subsequence == 0, let first = partial.pieces.first(where: { $0.subsequence == 0 }),
           !partial.bytes(of: first).elementsEqual(payload[(s + 8)..<end]) || cut || short {
            // another first piece with the message's SequenceId: a later message (the SequenceId
            // came round) whose predecessor lost a piece; that one cannot complete
            retire(key, partial, evidence: true, &statistics)
            partial = Partial(firstFrame: frame, firstTime: time)
            order.append((key, frame))
        }
        if partial.frames.isEmpty {
            // one allocation for a message of up to four pieces (an append to an empty array
            // allocates for one or two, and the next grows it)
            partial.frames.reserveCapacity(4)
            partial.pieces.reserveCapacity(4)
        }
        if partial.frames.last != frame { partial.frames.append(frame) }
        if cut || short {
            partial.spoilt = true
        } else if let same = partial.pieces.first(where: { $0.subsequence == piece.subsequence }) {
            // the same piece twice (a retransmitting switch, a second capture point): one is kept
            if !partial.bytes(of: same).elementsEqual(payload[(s + 8)..<end]) { partial.spoilt = true }
        } else if partial.byteCount + (end - s - 8) + 8 > Self.maximumMessageBytes {
            partial.spoilt = true
        } else {
            let count = end - s - 8
            // Room for the header and, at first, two pieces of this one's size, then twice as
            // much each time it is full, never past the largest message: the pending messages'
            // octets stay within the bound of 1,024 messages of 65,535 octets.
            let largest = 8 + Self.maximumMessageBytes
            if partial.data.isEmpty {
                partial.data.reserveCapacity(min(8 + 2 * count, largest))
                partial.data.append(contentsOf: repeatElement(0, count: 8))
            } else if partial.data.capacity < partial.data.count + count {
                partial.data.reserveCapacity(min(max(2 * partial.data.capacity, partial.data.count + count), largest))
            }
            partial.pieces.append(Piece(subsequence: piece.subsequence, start: partial.data.count, count: count))
            partial.data.append(contentsOf: payload[(s + 8)..<end])
            partial.byteCount += count
            if piece.subsequence == 0 {
                for i in 0..<6 { partial.data[i] = payload[s + i] }
                partial.hasHeader = true
                if !piece.last && !sendsPieces {
                    partial.endpoints = endpoints
                    partial.offset = offset
                }
            }
        }
        if piece.last {
            if partial.last != nil && partial.last != Int(piece.subsequence) { partial.spoilt = true }
            partial.last = Int(piece.subsequence)
        }
        guard let last = partial.last, partial.pieces.count == last + 1 || partial.spoilt else {
            pending[key] = partial
            return .pending
        }
        guard !partial.spoilt, partial.hasHeader, partial.pieces.allSatisfy({ Int($0.subsequence) <= last }) else {
            // it cannot complete: its frames are incomplete fragments
            statistics.ecpriReassemblyEvictions += 1
            statistics.noteEvicted(frames: partial.frames)
            return .pending
        }
        var message: [UInt8] = []
        if partial.pieces.indices.dropFirst().allSatisfy({ partial.pieces[$0 - 1].subsequence < partial.pieces[$0].subsequence }) {
            // the pieces came in order: their octets follow the header already
            swap(&message, &partial.data)
        } else {
            message.reserveCapacity(8 + partial.byteCount)
            message.append(contentsOf: partial.data[0..<8])
            for p in partial.pieces.sorted(by: { $0.subsequence < $1.subsequence }) { message.append(contentsOf: partial.bytes(of: p)) }
        }
        let payloadSize = transport.length(data: partial.byteCount)
        // one message, alone in its PDU: no C bit (its first piece may have come concatenated)
        if transport == .ecpri { message[0] &= 0xFE }
        message[2] = UInt8(payloadSize >> 8)
        message[3] = UInt8(payloadSize & 0xFF)
        message[6] = piece.sequenceId
        message[7] = 0x80
        statistics.ecpriMessagesReassembled += 1
        return .complete(message, partial.frames, partial.pieces.count)
    }

    /// Drops the oldest message still held; its frames are incomplete fragments.
    private mutating func evictOldest(_ statistics: inout DemuxStatistics) {
        while orderHead < order.count {
            let (key, frame) = order[orderHead]
            orderHead += 1
            if let partial = pending[key], partial.firstFrame == frame {
                pending.removeValue(forKey: key)
                retire(key, partial, evidence: false, &statistics)
                break
            }
        }
        compactOrder()
    }

    private mutating func compactOrder() {
        if orderHead > 1024 && orderHead * 2 > order.count {
            order.removeFirst(orderHead)
            orderHead = 0
        }
    }

    /// Drops the messages whose first piece is older than the window (capture time) or the
    /// frame window, oldest first. Called only when ``pending`` is not empty (that per-frame test
    /// stays with the caller, inlined).
    @inline(never)
    mutating func expire(frame: Int, time: Int64, configuration: DemuxConfiguration, statistics: inout DemuxStatistics) {
        while orderHead < order.count {
            let (key, first) = order[orderHead]
            guard let partial = pending[key], partial.firstFrame == first else {
                orderHead += 1
                continue
            }
            guard frame - partial.firstFrame > configuration.reassemblyFrameWindow
                || time.subtractingSaturating(partial.firstTime) > configuration.ecpriReassemblyWindowNanoseconds else { break }
            pending.removeValue(forKey: key)
            orderHead += 1
            retire(key, partial, evidence: true, &statistics)
        }
        compactOrder()
    }

    /// A first piece with E = 0: nil when it is to be held as a message's part; `.whole` when its
    /// sender clears the E bit of whole messages. A message of the same stream held with only its
    /// first piece, of another SequenceId, had nothing after it.
    /// `sendsPieces`: set when the sender is known to send messages in pieces.
    private mutating func firstPiece(_ key: ECPRIFragmentKey, sendsPieces: inout Bool, statistics: inout DemuxStatistics) -> Outcome? {
        let senderKey = Self.senderKey(key)
        // the senders of the last such pieces, compared before the table is hashed
        if senderKey == lastContinuedSender {
            sendsPieces = true
            return nil
        }
        if senderKey == lastSenderClearingEBit {
            statistics.ecpriWholeMessagesWithEClear += 1
            return .whole([])
        }
        if let known = senders[senderKey] {
            if known.continued {
                sendsPieces = true
                return nil
            }
            if known.clearsEBit {
                lastSenderClearingEBit = senderKey
                statistics.ecpriWholeMessagesWithEClear += 1
                return .whole([])
            }
        } else if senders.count >= Self.maximumSenders {
            forgetSenders(&statistics)
        }
        var sender = senders.removeValue(forKey: senderKey) ?? Sender()
        defer { senders[senderKey] = sender }
        var streamKey = key
        streamKey.sequenceId = 0
        if let open = openMessages[streamKey], open != key.sequenceId {
            var openKey = streamKey
            openKey.sequenceId = open
            if heldTotal < Self.maximumHeldFirstPieces, sender.lone.count < Self.maximumLoneFirstPieces,
               let partial = pending[openKey], partial.isLoneFirstPiece, let lone = Self.lone(openKey, partial) {
                pending.removeValue(forKey: openKey)
                sender.lone.append(lone)
                heldTotal += 1
            }
        }
        if openMessages.count >= Self.maximumOpenMessages && openMessages[streamKey] == nil { openMessages.removeAll(keepingCapacity: true) }
        openMessages[streamKey] = key.sequenceId
        guard sender.lone.count >= Self.evidenceForClearedEBit else { return nil }
        // decided: what the sender holds, and its other streams' first pieces still waiting
        sender.clearsEBit = true
        var held = sender.lone
        heldTotal -= sender.lone.count
        sender.lone = []
        let waiting = pending.filter { $0.value.isLoneFirstPiece && Self.senderKey($0.key) == senderKey }
        for (k, partial) in waiting {
            guard let lone = Self.lone(k, partial) else { continue }
            held.append(lone)
            pending.removeValue(forKey: k)
        }
        held.sort { $0.frame < $1.frame }
        lastSenderClearingEBit = senderKey
        statistics.ecpriWholeMessagesWithEClear += held.count + 1
        return .whole(held)
    }

    /// A piece with a Subsequence ID above 0: the sender sends messages in pieces, and its first
    /// pieces held as lone were messages that lost their other pieces.
    private mutating func continues(_ senderKey: ECPRIFragmentKey, statistics: inout DemuxStatistics) {
        if senders[senderKey] == nil && senders.count >= Self.maximumSenders { forgetSenders(&statistics) }
        for held in senders[senderKey]?.lone ?? [] {
            statistics.ecpriReassemblyEvictions += 1
            statistics.noteEvicted(frames: [held.frame])
            heldTotal -= 1
        }
        senders[senderKey] = Sender(continued: true)
        if lastSenderClearingEBit == senderKey { lastSenderClearingEBit = nil }
    }

    /// A message that cannot complete: its frames are incomplete fragments, unless it is only a
    /// first piece of a sender that never continued one and `evidence` (the window passed, or its
    /// stream went on): it is then held until the sender shows what it is.
    private mutating func retire(_ key: ECPRIFragmentKey, _ partial: Partial, evidence: Bool, _ statistics: inout DemuxStatistics) {
        let senderKey = Self.senderKey(key)
        if evidence, partial.isLoneFirstPiece, let sender = senders[senderKey], !sender.continued, !sender.clearsEBit,
           sender.lone.count < Self.maximumLoneFirstPieces, heldTotal < Self.maximumHeldFirstPieces, let lone = Self.lone(key, partial) {
            senders[senderKey]?.lone.append(lone)
            heldTotal += 1
            return
        }
        statistics.ecpriReassemblyEvictions += 1
        statistics.noteEvicted(frames: partial.frames)
    }

    /// The message a lone first piece is if it was sent whole: its header, SequenceId, E = 0
    /// and Subsequence ID 0, and its octets.
    private static func lone(_ key: ECPRIFragmentKey, _ partial: Partial) -> LoneFirstPiece? {
        guard let endpoints = partial.endpoints, partial.hasHeader else { return nil }
        // its header, then its one piece's octets
        var message = partial.data
        // alone, no C bit (eCPRI; an IEEE 1914.3 piece's subType, 128, has that bit clear)
        message[0] &= 0xFE
        message[6] = key.sequenceId
        message[7] = 0
        return LoneFirstPiece(message: message, endpoints: endpoints, frame: partial.firstFrame, time: partial.firstTime, offset: partial.offset)
    }

    /// Past ``maximumSenders``: every sender and stream is forgotten, the held first pieces
    /// reported incomplete.
    private mutating func forgetSenders(_ statistics: inout DemuxStatistics) {
        for sender in senders.values {
            for held in sender.lone {
                statistics.ecpriReassemblyEvictions += 1
                statistics.noteEvicted(frames: [held.frame])
            }
        }
        senders.removeAll(keepingCapacity: true)
        openMessages.removeAll(keepingCapacity: true)
        heldTotal = 0
        lastSenderClearingEBit = nil
        lastContinuedSender = nil
    }

    /// Forgets every held piece (for a throwaway copy of the state).
    mutating func dropPending() {
        pending = [:]
        senders = [:]
        openMessages = [:]
        heldTotal = 0
        lastSenderClearingEBit = nil
        lastContinuedSender = nil
        order = []
        orderHead = 0
    }
}
