import Conformance
import Foundation
import Testing
import TestSupport

/// A sender that clears the E bit of U-plane messages it sends whole (eCPRI v2.0 §3.2.4.1 and
/// O-RAN.WG4.CUS §5.5.3: E = 1 marks the last piece of a message, so a message sent whole has E = 1
/// and Subsequence ID 0). Such a message reads as the first piece of a message in pieces. Once the
/// sender's eAxC stream shows that nothing continues its first pieces, they are judged as the
/// messages they are, and FH-SEQ-UPFRAG names the E bit on each: every other rule keeps its verdict.
@Suite struct ClearedEBitTests {
    typealias V = CaptureVariants

    /// Each eCPRI IQ-data message (type 0, not concatenated, E = 1, Subsequence ID 0) with octets
    /// after its transport header, with E cleared (and a new FCS where the frame carried one).
    static func clearedEBit(_ frames: [V.Frame]) -> (frames: [V.Frame], messages: Int, shortestSender: Int) {
        var messages = 0
        // messages per sender (source MAC) and eAxC
        var streams: [[UInt8]: Int] = [:]
        let out = frames.map { f -> V.Frame in
            guard f.linkType == .ethernet, f.bytes.count == f.originalLength else { return f }
            var b = f.bytes
            let e = V.etherTypeOffset(b)
            guard e + 2 + 8 <= b.count, b[e] == 0xAE, b[e + 1] == 0xFE else { return f }
            let s = e + 2
            let size = Int(b[s + 2]) << 8 | Int(b[s + 3])
            guard b[s + 1] == 0, b[s] & 1 == 0, b[s + 7] == 0x80, size > 4, s + 4 + size <= b.count else { return f }
            let hasFCS = V.endsWithFCS(b)
            b[s + 7] = 0
            streams[Array(b[6..<12]) + [b[s + 4], b[s + 5]], default: 0] += 1
            if hasFCS { b.replaceSubrange((b.count - 4)..., with: V.fcs(of: b.dropLast(4))) }
            messages += 1
            return V.Frame(time: f.time, bytes: b, originalLength: f.originalLength, linkType: f.linkType)
        }
        var longest: [[UInt8]: Int] = [:]
        for (key, count) in streams { longest[Array(key.prefix(6)), default: 0] = max(longest[Array(key.prefix(6)), default: 0], count) }
        return (out, messages, longest.values.min() ?? 0)
    }

    @Test(arguments: V.subjects)
    func messagesWithTheEBitClearedAreJudged(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let (cleared, messages, shortest) = Self.clearedEBit(frames)
        guard messages > 0 else { return }
        let whole = V.check(frames, configuration: configuration)
        let r = V.check(cleared, configuration: configuration)
        guard shortest >= 3 else {
            // A sender with no eAxC stream of three messages: too few first pieces with nothing
            // after them to tell a cleared E bit from lost pieces. Its messages are reported as
            // incomplete and judged by no rule; nothing is malformed.
            #expect(r.frames.incompleteFragments > 0 && r.frames.malformed == whole.frames.malformed, "\(subject.name): \(r.frames)")
            #expect(V.alarms(r).isSubset(of: V.alarms(whole)), "\(subject.name): \(V.alarms(r).subtracting(V.alarms(whole)))")
            return
        }
        let expected = RadioTransportFragmentationTests.judged(whole), got = RadioTransportFragmentationTests.judged(r)
        #expect(got == expected, "\(subject.name): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
        let flagged = r.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map(\.violations).reduce(0, +)
        let before = whole.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map(\.violations).reduce(0, +)
        #expect(flagged == before + messages, "\(subject.name): \(flagged) FH-SEQ-UPFRAG violations for \(messages) messages with E cleared")
        #expect(r.frames.malformed == whole.frames.malformed && r.frames.incompleteFragments == whole.frames.incompleteFragments,
                "\(subject.name): \(r.frames.malformed) malformed, \(r.frames.incompleteFragments) incomplete")
        #expect(r.frames.pdus == whole.frames.pdus, "\(subject.name): \(r.frames.pdus) PDUs, \(whole.frames.pdus) whole")
        #expect(r.frames.decoded == whole.frames.decoded && r.frames.other == whole.frames.other && r.frames.malformedFrames == whole.frames.malformedFrames,
                "\(subject.name): \(r.frames) against \(whole.frames)")
    }

    /// Over IEEE 1914.3 (RoE subType 128, whose RoEorderInfo holds the E bit, O-RAN.WG4.CUS
    /// §5.1.3.3.5) the same.
    @Test(arguments: V.subjects)
    func overRoE(subject: V.Subject) throws {
        guard let (w, r) = try Self.judgedAlike(subject, carriedBy: { RoEInvarianceTests.overRoE($0).frames }) else { return }
        #expect(r.frames.incompleteFragments == w.frames.incompleteFragments, "\(subject.name): \(r.frames)")
    }

    /// The subject's frames (FCS left off) with E set and with E cleared, each carried by `carry`
    /// and checked: every rule but FH-SEQ-UPFRAG keeps its verdicts and counts, which gains one
    /// violation per message. Nil when no message has E to clear or a sender has no eAxC stream of
    /// three messages (see ``messagesWithTheEBitClearedAreJudged(subject:)``).
    static func judgedAlike(_ subject: V.Subject, carriedBy carry: ([V.Frame]) -> [V.Frame]) throws -> (w: RunResults, r: RunResults)? {
        let configuration = try V.configuration(subject)
        let frames = TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))
        let (cleared, messages, shortest) = clearedEBit(frames)
        guard messages > 0, shortest >= 3 else { return nil }
        let w = V.check(carry(frames), configuration: configuration)
        let r = V.check(carry(cleared), configuration: configuration)
        let expected = RadioTransportFragmentationTests.judged(w), got = RadioTransportFragmentationTests.judged(r)
        #expect(got == expected, "\(subject.name): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
        let flagged = r.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map(\.violations).reduce(0, +)
        let before = w.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map(\.violations).reduce(0, +)
        #expect(flagged == before + messages, "\(subject.name): \(flagged) FH-SEQ-UPFRAG violations for \(messages) messages with E cleared")
        return (w, r)
    }

    /// Each frame carried in VXLAN (RFC 7348) whose outer IPv4 datagram is sent in two fragments
    /// (RFC 791 §2.3: the first with More Fragments set and a multiple of 8 octets, both at the
    /// frame's time). A message then reaches the engine with the list of both fragments' frames.
    static func inFragmentedDatagrams(_ frames: [V.Frame]) -> [V.Frame] {
        var out: [V.Frame] = []
        for (index, f) in TunnelInvarianceTests.carried(frames, in: .vxlan).enumerated() {
            // outer Ethernet (12 + type), IPv4 header of 20 octets: the frames `carried` made
            let ip = 14
            guard f.bytes.count > ip + 20 + 16, f.bytes[12] == 0x08, f.bytes[13] == 0x00, f.bytes[ip + 9] == 17 else {
                out.append(f)
                continue
            }
            let payload = Array(f.bytes[(ip + 20)...])
            let cut = payload.count / 2 / 8 * 8
            for (part, flagsOffset) in [(payload[..<cut], 0x2000), (payload[cut...], cut / 8)] {
                let bytes = Array(f.bytes[..<ip]) + TunnelInvarianceTests.ipv4(protocol: 17, Array(part), id: index + 1, flagsOffset: flagsOffset)
                out.append(V.Frame(time: f.time, bytes: bytes, originalLength: bytes.count, linkType: .ethernet))
            }
        }
        return out
    }

    /// A message with E cleared in an IP datagram sent in fragments: its frame list ends with the
    /// frame that completes the datagram, so the engine tells a held message (judged after its
    /// frame went by) from one judged at once by the list's last frame, not its first. Every
    /// frame is counted once, and every rule keeps the verdicts of the same frames with E set.
    @Test(arguments: V.subjects)
    func inFragmentedIPDatagrams(subject: V.Subject) throws {
        guard let (w, r) = try Self.judgedAlike(subject, carriedBy: Self.inFragmentedDatagrams) else { return }
        #expect(r.frames.frames == w.frames.frames && r.frames.inconclusive == w.frames.inconclusive && r.frames.decoded == w.frames.decoded && r.frames.other == w.frames.other
                && r.frames.malformedFrames == w.frames.malformedFrames && r.frames.incompleteFragments == w.frames.incompleteFragments,
                "\(subject.name): \(r.frames) against \(w.frames)")
    }

    /// A sender whose device declares radio-transport fragmentation does not pass FH-SEQ-UPFRAG for
    /// messages sent whole with E = 0: that is no use of the feature.
    @Test func aDeclaredSenderStillWarns() throws {
        let (subject, configuration) = try RadioTransportFragmentationTests.fhCleanWithDeclaredFragmentation()
        let r = V.check(Self.clearedEBit(try V.frames(subject.path)).frames, configuration: configuration)
        let row = r.results.first { $0.rule == "FH-SEQ-UPFRAG" && $0.node == "du1" }
        #expect(row?.verdict == .warn && (row?.violations ?? 0) > 0, "\(String(describing: row))")
        let text = row?.findings.first?.message ?? ""
        #expect(text.contains("sent whole with E=0"), "\(text)")
    }

    /// The decode workers get the held messages in the serial run's order.
    @Test func decodeWorkersAgree() throws {
        let json = try V.decodeWorkersAgree(["fh-clean", "fh-fault-drop"]) { Self.clearedEBit($0).frames }
        #expect(json["fh-clean"]?.contains("sent whole with E=0") == true)
    }
}
