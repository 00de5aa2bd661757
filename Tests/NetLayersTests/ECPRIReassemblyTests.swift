@testable import NetLayers
import Testing

/// ``ECPRIReassembler`` through ``NetworkDemux``: pieces of U-plane messages sent by the radio
/// transport layer (O-RAN.WG4.CUS §5.5.3) in frames built here octet by octet.
@Suite struct ECPRIReassemblyTests {
    /// An Ethernet frame from `source` carrying one eCPRI message of type `type` (C = `concatenated`)
    /// with ecpriPcid `pcid`, SequenceId `sequence`, E and Subsequence ID, and `data`.
    static func frame(source: UInt8 = 1, type: UInt8 = 0, concatenated: Bool = false, pcid: UInt16 = 0x0102, sequence: UInt8, last: Bool,
                      subsequence: UInt8, data: [UInt8]) -> [UInt8] {
        var f: [UInt8] = [0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, source, 0xAE, 0xFE]
        f += [0x10 | (concatenated ? 1 : 0), type, UInt8((data.count + 4) >> 8), UInt8((data.count + 4) & 0xFF)]
        f += [UInt8(pcid >> 8), UInt8(pcid & 0xFF), sequence, (last ? 0x80 : 0) | subsequence]
        return f + data
    }

    /// The PDUs of `frames` (each at `gap` ns after the one before), and the demultiplexer after.
    static func demux(_ frames: [[UInt8]], gap: Int64 = 1_000, truncatedAt: Set<Int> = [], configuration: DemuxConfiguration = .init())
        -> (pdus: [PDU], demux: NetworkDemux)
    {
        var demux = NetworkDemux(configuration: configuration)
        var pdus: [PDU] = []
        for (i, f) in frames.enumerated() {
            let bytes = truncatedAt.contains(i + 1) ? Array(f.prefix(40)) : f
            demux.demux(frame: bytes[...], linkType: 1, frameNumber: i + 1, timestampNanoseconds: Int64(i) * gap,
                        isTruncated: truncatedAt.contains(i + 1)) { pdus.append($0) }
        }
        return (pdus, demux)
    }

    static let data = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }

    /// The message the pieces make: the first piece's header, E = 1, Subsequence ID 0.
    static var whole: [UInt8] { Array(frame(sequence: 9, last: true, subsequence: 0, data: data)[14...]) }

    @Test func piecesInAnyOrderMakeTheMessage() {
        let data = Self.data
        let pieces = [Self.frame(sequence: 9, last: false, subsequence: 0, data: Array(data[0..<100])),
                      Self.frame(sequence: 9, last: false, subsequence: 1, data: Array(data[100..<200])),
                      Self.frame(sequence: 9, last: true, subsequence: 2, data: Array(data[200...]))]
        for order in [[0, 1, 2], [1, 0, 2], [2, 1, 0], [0, 2, 1]] {
            let (pdus, demux) = Self.demux(order.map { pieces[$0] })
            #expect(pdus.count == 1, "\(order)")
            guard let pdu = pdus.first else { continue }
            #expect(Array(pdu.payload) == Self.whole, "\(order)")
            #expect(pdu.frameNumbers == [1, 2, 3] && pdu.offsetInFrame == nil && pdu.radioTransportPieces == 3)
            #expect(pdu.timestampNanoseconds == 2_000, "the time of the piece that completed it")
            #expect(demux.pendingFragmentCount == 0 && demux.statistics.ecpriMessagesReassembled == 1)
        }
        // a piece captured twice, octet for octet, is kept once
        let twice = Self.demux([pieces[0], pieces[1], pieces[1], pieces[2]])
        #expect(twice.pdus.map { Array($0.payload) } == [Self.whole] && twice.pdus.first?.frameNumbers == [1, 2, 3, 4])
    }

    @Test func wholeMessagesAndOtherTypesAreNotPieces() {
        for f in [Self.frame(sequence: 1, last: true, subsequence: 0, data: Self.data),
                  Self.frame(type: 2, sequence: 1, last: false, subsequence: 0, data: Self.data),
                  Self.frame(concatenated: true, sequence: 1, last: false, subsequence: 0, data: Self.data)] {
            let (pdus, demux) = Self.demux([f])
            #expect(pdus.count == 1 && pdus.first?.offsetInFrame == 14 && pdus.first?.radioTransportPieces == 0)
            #expect(demux.pendingFragmentCount == 0)
        }
        // a piece whose payload size passes the end of the frame is a malformed message, judged as one
        var long = Self.frame(sequence: 1, last: false, subsequence: 0, data: Self.data)
        long[17] = 0xFF
        #expect(Self.demux([long]).pdus.count == 1)
    }

    /// A sender that packs messages into concatenated PDUs (eCPRI v2.0 §3.1.3.1) sends the last
    /// one of a frame in pieces, the later piece first in the next frame's PDU: the pieces make the
    /// message (handed on alone, C = 0, before the PDU that completed it), and each PDU is handed
    /// on whole, marked as holding pieces reassembled apart.
    @Test func piecesInConcatenatedPDUs() {
        /// eCPRI messages of one frame: each after the one before at a 4-octet boundary, C = 1 on
        /// all but the last.
        func packed(_ messages: [[UInt8]]) -> [UInt8] {
            var f: [UInt8] = [0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1, 0xAE, 0xFE]
            for (i, m) in messages.enumerated() {
                var m = m
                if i < messages.count - 1 { m[0] |= 1 }
                f += m
                if i < messages.count - 1 { f += [UInt8](repeating: 0, count: (4 - m.count % 4) % 4) }
            }
            return f
        }
        func message(sequence: UInt8, last: Bool, subsequence: UInt8, _ data: ArraySlice<UInt8>) -> [UInt8] {
            Array(Self.frame(sequence: sequence, last: last, subsequence: subsequence, data: Array(data))[14...])
        }
        let m1 = message(sequence: 8, last: true, subsequence: 0, Self.data[0..<50])
        let m3 = message(sequence: 10, last: true, subsequence: 0, Self.data[0..<61])
        let a = packed([m1, message(sequence: 9, last: false, subsequence: 0, Self.data[0..<101])])
        let b = packed([message(sequence: 9, last: true, subsequence: 1, Self.data[101...]), m3])
        let (pdus, demux) = Self.demux([a, b])
        #expect(pdus.map(\.frameNumbers) == [[1], [1, 2], [2]])
        #expect(pdus.map(\.radioTransportPieces) == [PDU.piecesReassembledApart, 2, PDU.piecesReassembledApart])
        #expect(pdus.map(\.offsetInFrame) == [14, nil, 14])
        #expect(pdus.count == 3 && Array(pdus[1].payload) == Self.whole)
        #expect(Array(pdus[0].payload) == Array(a[14...]) && Array(pdus[2].payload) == Array(b[14...]))
        #expect(demux.pendingFragmentCount == 0 && demux.statistics.ecpriMessagesReassembled == 1)
        // without pieces, or with one message only (C = 1 on it: a concatenation fault), as before
        let plain = Self.demux([packed([m1, m3])])
        #expect(plain.pdus.map(\.radioTransportPieces) == [0] && plain.pdus.first?.frameNumbers == [1])
    }

    @Test func incompleteMessagesAreReportedAndBounded() {
        let first = Self.frame(sequence: 9, last: false, subsequence: 0, data: Array(Self.data[0..<100]))
        let last = Self.frame(sequence: 9, last: true, subsequence: 2, data: Array(Self.data[200...]))
        // a piece lost: nothing handed on; the pieces wait, then the window gives them up
        var (pdus, demux) = Self.demux([first, last])
        #expect(pdus.isEmpty && demux.pendingFragmentFrames.sorted() == [1, 2])
        let other = Self.frame(source: 3, sequence: 1, last: true, subsequence: 0, data: Self.data)
        (pdus, demux) = Self.demux([first, last, other], gap: 600_000)
        #expect(pdus.count == 1 && demux.pendingFragmentCount == 0 && demux.statistics.evictedFragmentFrameSample == [1, 2])
        // a piece cut by the snap length: the message cannot complete
        let middle = Self.frame(sequence: 9, last: false, subsequence: 1, data: Array(Self.data[100..<200]))
        (pdus, demux) = Self.demux([first, middle, last], truncatedAt: [2])
        #expect(pdus.isEmpty && demux.statistics.evictedFragmentFrames == 3)
        // the SequenceId come round while a message missing a piece is held: the new one completes
        let again = Self.frame(sequence: 9, last: false, subsequence: 0, data: Array(Self.data[0..<200].reversed()))
        let end = Self.frame(sequence: 9, last: true, subsequence: 1, data: Array(Self.data[200...]))
        (pdus, demux) = Self.demux([first, last, again, end])
        #expect(pdus.count == 1 && pdus.first?.frameNumbers == [3, 4] && demux.statistics.evictedFragmentFrameSample == [1, 2])
        // at most the configured number of messages held: the oldest goes first
        var configuration = DemuxConfiguration()
        configuration.maximumPendingECPRIMessages = 4
        // (a sender that sends messages in pieces: one of another eAxC first, whole)
        let sent = [Self.frame(pcid: 7, sequence: 1, last: false, subsequence: 0, data: Array(Self.data[0..<100])),
                    Self.frame(pcid: 7, sequence: 1, last: true, subsequence: 1, data: Array(Self.data[100...]))]
        let firsts = (0..<6).map { Self.frame(sequence: UInt8($0), last: false, subsequence: 0, data: Array(Self.data[0..<100])) }
        (pdus, demux) = Self.demux(sent + firsts, configuration: configuration)
        #expect(pdus.count == 1 && demux.pendingFragmentCount == 4 && demux.statistics.evictedFragmentFrameSample == [3, 4])
        #expect(demux.statistics.ecpriReassemblyEvictions == 2)
    }

    /// Pieces from two senders with the same eAxC and SequenceId are two messages.
    @Test func piecesOfOtherSendersAreOtherMessages() {
        let a0 = Self.frame(source: 1, sequence: 5, last: false, subsequence: 0, data: Array(Self.data[0..<150]))
        let b0 = Self.frame(source: 2, sequence: 5, last: false, subsequence: 0, data: Array(Self.data[0..<150]))
        let a1 = Self.frame(source: 1, sequence: 5, last: true, subsequence: 1, data: Array(Self.data[150...]))
        let b1 = Self.frame(source: 2, sequence: 5, last: true, subsequence: 1, data: Array(Self.data[150...]))
        let (pdus, _) = Self.demux([a0, b0, a1, b1])
        #expect(pdus.map(\.frameNumbers) == [[1, 3], [2, 4]])
    }

    /// A sender that clears the E bit of the messages it sends whole: once two of its first pieces
    /// had nothing after them, they and every later one are handed on as they came, each as one
    /// piece, in capture order, with its own frame, time and offset.
    @Test func aSenderThatClearsTheEBit() {
        let messages = (0..<5).map { Self.frame(sequence: UInt8($0), last: false, subsequence: 0, data: Array(Self.data[0..<(100 + $0)])) }
        let (pdus, demux) = Self.demux(messages)
        // the first two are held until the third shows them whole; the rest go at once
        #expect(pdus.map(\.frameNumbers) == [[1], [2], [3], [4], [5]])
        #expect(pdus.map(\.radioTransportPieces) == [1, 1, 1, 1, 1] && pdus.map(\.offsetInFrame) == [14, 14, 14, 14, 14])
        #expect(pdus.map(\.timestampNanoseconds) == [0, 1_000, 2_000, 3_000, 4_000])
        #expect(pdus.map { Array($0.payload) } == messages.map { Array($0[14...]) })
        #expect(demux.pendingFragmentCount == 0 && demux.statistics.evictedFragmentFrames == 0)
        #expect(demux.statistics.ecpriWholeMessagesWithEClear == 5)
        // one first piece with nothing after it is not enough: held, then incomplete at the end
        let two = Self.demux(Array(messages.prefix(2)))
        #expect(two.pdus.isEmpty && two.demux.pendingFragmentFrames.sorted() == [1, 2])
        // the window passing counts as nothing after it: a stream of one message a millisecond
        let sparse = Self.demux(Array(messages.prefix(3)), gap: 2_000_000)
        #expect(sparse.pdus.map(\.frameNumbers) == [[1], [2], [3]])
        // the sender's other eAxCs waiting with a first piece go with them, in capture order
        let other = Self.frame(pcid: 0x0203, sequence: 40, last: false, subsequence: 0, data: Array(Self.data[0..<90]))
        let mixed = Self.demux([messages[0], other, messages[1], messages[2], Self.frame(pcid: 0x0203, sequence: 41, last: false, subsequence: 0, data: Self.data)])
        #expect(mixed.pdus.map(\.frameNumbers) == [[1], [2], [3], [4], [5]] && mixed.demux.pendingFragmentCount == 0)
        // another sender is judged on its own: its first pieces still wait
        let b = Self.frame(source: 3, sequence: 7, last: false, subsequence: 0, data: Self.data)
        let apart = Self.demux(Array(messages.prefix(3)) + [b])
        #expect(apart.pdus.map(\.frameNumbers) == [[1], [2], [3]] && apart.demux.pendingFragmentFrames == [4])
    }

    /// A sender that sends messages in pieces never counts as clearing the E bit: a message that
    /// lost its later pieces is incomplete, not a message. Pieces from the sender after it was
    /// taken to clear the E bit end that at once.
    @Test func aSenderThatSendsPiecesDoesNotClearTheEBit() {
        let piece = { (seq: UInt8, sub: UInt8, last: Bool) in
            Self.frame(sequence: seq, last: last, subsequence: sub, data: Array(Self.data[(Int(sub) * 100)..<(Int(sub) * 100 + 100)])) }
        // a whole message in two pieces, then three messages that each lost their second piece
        let (pdus, demux) = Self.demux([piece(1, 0, false), piece(1, 1, true), piece(2, 0, false), piece(3, 0, false), piece(4, 0, false)])
        #expect(pdus.map(\.radioTransportPieces) == [2])
        #expect(demux.statistics.ecpriWholeMessagesWithEClear == 0 && demux.pendingFragmentFrames.sorted() == [3, 4, 5])
        // a first piece held as lone, then a later piece: it was a message missing pieces
        let late = Self.demux([piece(1, 0, false), piece(2, 0, false), piece(3, 1, true)])
        #expect(late.pdus.isEmpty && late.demux.statistics.evictedFragmentFrameSample == [1] && late.demux.pendingFragmentFrames.sorted() == [2, 3])
        // taken to clear the E bit, then a later piece comes: from then on, pieces make messages
        let turned = Self.demux([piece(1, 0, false), piece(2, 0, false), piece(3, 0, false), piece(4, 0, false), piece(4, 1, true),
                                 piece(5, 0, false), piece(5, 1, true)])
        #expect(turned.pdus.map(\.frameNumbers) == [[1], [2], [3], [4], [6, 7]])
        #expect(turned.pdus.map(\.radioTransportPieces) == [1, 1, 1, 1, 2] && turned.demux.pendingFragmentFrames == [5])
    }

    /// First pieces held while their senders may clear the E bit are bounded: 64 per sender and
    /// 1,024 in all; past that they are incomplete, and every frame is accounted for.
    @Test func heldFirstPiecesAreBounded() {
        var configuration = DemuxConfiguration()
        configuration.maximumPendingECPRIMessages = 4_096
        // 20 senders, each with one first piece on each of 70 eAxCs, 10 µs apart: each sender's
        // pieces pass the 1 ms window while the next senders send
        let frames = (0..<20).flatMap { sender in
            (0..<70).map { Self.frame(source: UInt8(sender + 1), pcid: UInt16($0), sequence: 1, last: false, subsequence: 0, data: Array(Self.data[0..<100])) }
        }
        let (pdus, demux) = Self.demux(frames, gap: 10_000, configuration: configuration)
        #expect(pdus.isEmpty)
        #expect(demux.ecpriReassembler.heldCount == ECPRIReassembler.maximumHeldFirstPieces)
        #expect(demux.ecpriReassembler.senders.values.allSatisfy { $0.lone.count <= ECPRIReassembler.maximumLoneFirstPieces })
        #expect(demux.statistics.evictedFragmentFrames + demux.pendingFragmentFrames.count == frames.count)
        #expect(Set(demux.pendingFragmentFrames).count == demux.pendingFragmentFrames.count)
    }
}
