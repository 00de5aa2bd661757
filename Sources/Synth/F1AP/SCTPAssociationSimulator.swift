/// Turns user messages into the packets of one SCTP association (RFC 9260) between the gNB-DU
/// (client) and the gNB-CU: the four-way handshake (clause 5.1), DATA chunks with per-direction
/// TSNs and per-stream SSNs (clause 6), fragmentation with B/E bits (clause 6.9), bundling
/// (clause 6.10) and SACKs (clause 6.2: at latest every second DATA packet or after the
/// delayed-ack time, bundled ahead of DATA when the receiver has DATA to send).
struct SCTPAssociationSimulator {
    struct UserMessage {
        var time: Int64
        var fromDU: Bool
        var stream: UInt16
        var bytes: [UInt8]
        var comment: String?
        /// Position in the plan.
        var index: Int
    }

    /// Where one user message went: its TSNs and the frames carrying its chunks.
    struct Placement: Equatable {
        var tsns: [UInt32] = []
        var sequence: UInt16 = 0
        var frames: [Int] = []
    }

    static let receiverWindow: UInt32 = 106_496
    static let delayedAck: Int64 = 40_000_000
    /// Messages of one sender handed to SCTP within this time of the first are bundled.
    static let bundlingWindow: Int64 = 200_000
    /// Spacing of consecutive packets of one burst (serialization on the link).
    static let packetGap: Int64 = 1_000
    /// Time a receiver takes to send an immediate SACK.
    static let sackTurnaround: Int64 = 30_000

    var writer: SCTPFrameWriter
    let bundling: Bool
    let fragmentSize: Int?
    var frames: [SynthFrame] = []
    var placements: [Int: Placement] = [:]

    // Association state, index 0 = DU, 1 = CU.
    let tags: [UInt32]
    var nextTSN: [UInt32]
    var nextSSN: [[UInt16: UInt16]] = [[:], [:]]
    /// Highest TSN received in order from the peer, per receiver.
    var received: [UInt32?] = [nil, nil]
    var unackedPackets = [0, 0]
    var ackDue: [Int64?] = [nil, nil]
    /// Time of the last DATA-carrying packet (either side).
    var lastDataTime: Int64 = .min / 2

    init(writer: SCTPFrameWriter, bundling: Bool, fragmentSize: Int?, random: inout F1APSynthRandom) {
        self.writer = writer
        self.bundling = bundling
        self.fragmentSize = fragmentSize.map { max($0, 1) }
        tags = [random.nonZero32(), random.nonZero32()]
        nextTSN = [UInt32(truncatingIfNeeded: random.next()), UInt32(truncatingIfNeeded: random.next())]
    }

    mutating func emit(_ time: Int64, fromDU: Bool, chunks: [[UInt8]], comment: String? = nil, initTag: Bool = false) -> Int {
        // INIT travels with verification tag 0 (clause 8.5.1); all else with the peer's tag.
        let tag = initTag ? 0 : tags[fromDU ? 1 : 0]
        let bytes = writer.frame(fromDU: fromDU, verificationTag: tag, chunks: chunks)
        frames.append(SynthFrame(timestampNanoseconds: time, bytes: bytes, comment: comment))
        return frames.count - 1
    }

    /// INIT, INIT ACK (with State Cookie), COOKIE ECHO, COOKIE ACK at the four instants; from
    /// the gNB-DU unless `cuStarts` (the fault `cu-starts-association`).
    mutating func handshake(_ times: [Int64], cuStarts: Bool = false, random: inout F1APSynthRandom) {
        guard times.count == 4 else { return }
        let streams = F1APScenarioPlanner.streams
        let (a, b) = cuStarts ? (1, 0) : (0, 1)
        let comment = cuStarts ? "fault cu-starts-association: the gNB-CU sends the SCTP INIT" : nil
        _ = emit(times[0], fromDU: a == 0, chunks: [SCTPChunks.initiation(
            ack: false, initiateTag: tags[a], receiverWindow: Self.receiverWindow, outboundStreams: streams, inboundStreams: streams,
            initialTSN: nextTSN[a], parameters: SCTPChunks.supportedIPv4 + SCTPChunks.forwardTSNSupported)], comment: comment, initTag: true)
        let cookie = random.bytes(64)
        _ = emit(times[1], fromDU: b == 0, chunks: [SCTPChunks.initiation(
            ack: true, initiateTag: tags[b], receiverWindow: Self.receiverWindow, outboundStreams: streams, inboundStreams: streams,
            initialTSN: nextTSN[b], parameters: SCTPChunks.stateCookie(cookie))])
        _ = emit(times[2], fromDU: a == 0, chunks: [SCTPChunks.cookieEchoChunk(cookie)])
        _ = emit(times[3], fromDU: b == 0, chunks: [SCTPChunks.cookieAckChunk])
    }

    func sackChunk(receiver side: Int) -> [UInt8]? {
        guard let cumulative = received[side] else { return nil }
        return SCTPChunks.sackChunk(cumulativeTSN: cumulative, receiverWindow: Self.receiverWindow)
    }

    /// Sends the delayed SACKs due by `time`.
    mutating func flushAcks(before time: Int64) {
        for side in 0..<2 {
            guard let due = ackDue[side], due <= time, let sack = sackChunk(receiver: side) else { continue }
            _ = emit(due, fromDU: side == 0, chunks: [sack])
            ackDue[side] = nil
            unackedPackets[side] = 0
        }
    }

    /// Sends all messages (sorted by time).
    mutating func send(_ messages: [UserMessage]) {
        var i = 0
        while i < messages.count {
            let first = messages[i]
            flushAcks(before: first.time)
            var group = [first]
            var j = i + 1
            if bundling {
                while j < messages.count, messages[j].fromDU == first.fromDU, messages[j].time - first.time <= Self.bundlingWindow {
                    group.append(messages[j])
                    j += 1
                }
            }
            i = j
            sendGroup(group)
        }
        flushAcks(before: Int64.max)
    }

    /// Packs the DATA chunks of `group` into packets and sends them at the group's last time
    /// (never before the previous DATA packet, so the capture keeps the sending order).
    mutating func sendGroup(_ group: [UserMessage]) {
        guard let last = group.last else { return }
        let side = last.fromDU ? 0 : 1
        let peer = 1 - side
        var time = max(last.time, lastDataTime + Self.packetGap)
        struct Chunk {
            var bytes: [UInt8]
            var message: Int
            var tsn: UInt32
        }
        var chunks: [Chunk] = []
        var comments: [Int: String] = [:]
        let budget = SCTPFrameWriter.chunkBudget - 16 - 16  // room for a SACK and the DATA header
        let piece = min(fragmentSize ?? budget, budget)
        for m in group {
            let ssn = nextSSN[side][m.stream, default: 0]
            nextSSN[side][m.stream] = ssn &+ 1
            var placement = Placement(sequence: ssn)
            var offset = 0
            repeat {
                let end = min(offset + piece, m.bytes.count)
                let tsn = nextTSN[side]
                nextTSN[side] = tsn &+ 1
                placement.tsns.append(tsn)
                chunks.append(Chunk(bytes: SCTPChunks.dataChunk(
                    tsn: tsn, stream: m.stream, sequence: ssn, ppid: SCTPChunks.f1apPPID, beginning: offset == 0, ending: end == m.bytes.count,
                    payload: m.bytes[offset..<end]), message: m.index, tsn: tsn))
                offset = end
            } while offset < m.bytes.count
            placements[m.index] = placement
            if let c = m.comment { comments[m.index] = c }
        }
        // A pending SACK goes first: bundled ahead of the DATA, or in its own packet.
        var packets: [(chunks: [[UInt8]], messages: [Int], lastTSN: UInt32?)] = []
        var current: (chunks: [[UInt8]], messages: [Int], lastTSN: UInt32?) = ([], [], nil)
        var size = 0
        if unackedPackets[side] > 0 || ackDue[side] != nil, let sack = sackChunk(receiver: side) {
            if bundling {
                current.chunks = [sack]
                size = sack.count
            } else {
                _ = emit(time, fromDU: side == 0, chunks: [sack])
                time += Self.packetGap
            }
            ackDue[side] = nil
            unackedPackets[side] = 0
        }
        for c in chunks {
            if !current.chunks.isEmpty && (!bundling || size + c.bytes.count > SCTPFrameWriter.chunkBudget) {
                packets.append(current)
                current = ([], [], nil)
                size = 0
            }
            current.chunks.append(c.bytes)
            if !current.messages.contains(c.message) { current.messages.append(c.message) }
            current.lastTSN = c.tsn
            size += c.bytes.count
        }
        if !current.chunks.isEmpty { packets.append(current) }
        for packet in packets {
            let texts = packet.messages.compactMap { comments[$0] }
            let frame = emit(time, fromDU: side == 0, chunks: packet.chunks, comment: texts.isEmpty ? nil : texts.joined(separator: "; "))
            lastDataTime = time
            for o in packet.messages { placements[o]?.frames.append(frame) }
            // The peer receives it: SACK every second packet at once, else after the delayed-ack time.
            if let tsn = packet.lastTSN { received[peer] = tsn }
            unackedPackets[peer] += 1
            if unackedPackets[peer] >= 2, let sack = sackChunk(receiver: peer) {
                _ = emit(time + Self.sackTurnaround, fromDU: peer == 0, chunks: [sack])
                unackedPackets[peer] = 0
                ackDue[peer] = nil
            } else if ackDue[peer] == nil {
                ackDue[peer] = time + Self.delayedAck
            }
            time += Self.packetGap
        }
    }
}
