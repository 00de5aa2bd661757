import CaptureIO
import Conformance
import Foundation
import Fronthaul
import NetLayers
import Testing
import TestSupport

/// Radio-transport fragmentation (O-RAN.WG4.CUS §5.5.3): the eCPRI layer sends a U-plane message
/// in pieces, each with its own common header, the message's ecpriPcid and SequenceId, a
/// Subsequence ID counting from 0 and E = 1 on the last piece only. Every test capture sent so
/// keeps every rule's verdict, violations and inconclusive items; only FH-SEQ-UPFRAG (the
/// optional feature in use) says so. Pieces that cannot make their message (one lost, one cut by
/// the snap length) are reported as incomplete, never judged as messages.
@Suite struct RadioTransportFragmentationTests {
    typealias V = CaptureVariants

    /// Each eCPRI IQ-data message (type 0, not concatenated) of more than `minimum` octets after
    /// its transport header, sent in `pieces` pieces (octets shared out evenly), each piece a
    /// frame of its own with the original's timestamp, its link header and, when the original
    /// carried one, a new FCS. `keep` decides, by (message, piece), which pieces stay.
    static func fragmented(_ frames: [V.Frame], pieces: Int, minimum: Int = 64, keep: (Int, Int) -> Bool = { _, _ in true }) -> (frames: [V.Frame], messages: Int) {
        var out: [V.Frame] = []
        var messages = 0
        for f in frames {
            guard f.linkType == .ethernet, f.bytes.count == f.originalLength else { out.append(f); continue }
            let b = f.bytes
            let e = V.etherTypeOffset(b)
            guard e + 2 + 8 <= b.count, b[e] == 0xAE, b[e + 1] == 0xFE else { out.append(f); continue }
            let s = e + 2
            let size = Int(b[s + 2]) << 8 | Int(b[s + 3])
            guard b[s + 1] == 0, b[s] & 1 == 0, b[s + 7] == 0x80, size - 4 > minimum, s + 4 + size <= b.count else { out.append(f); continue }
            let hasFCS = V.endsWithFCS(b)
            let data = Array(b[(s + 8)..<(s + 4 + size)])
            let share = (data.count + pieces - 1) / pieces
            for k in 0..<pieces {
                guard keep(messages, k) else { continue }
                let chunk = data[min(data.count, k * share)..<min(data.count, (k + 1) * share)]
                var g = Array(b[..<s])
                g += [b[s], 0]
                g += [UInt8((chunk.count + 4) >> 8), UInt8((chunk.count + 4) & 0xFF)]
                g += [b[s + 4], b[s + 5], b[s + 6], (k == pieces - 1 ? 0x80 : 0) | UInt8(k)]
                g += chunk
                if g.count < 60 { g += [UInt8](repeating: 0, count: 60 - g.count) }
                if hasFCS { g += V.fcs(of: g[...]) }
                out.append(V.Frame(time: f.time, bytes: g, originalLength: g.count, linkType: .ethernet))
            }
            messages += 1
        }
        return (out, messages)
    }

    /// (rule, node): verdict, violations, inconclusive items; evaluated counts of the rules that
    /// count frames differ with the number of frames.
    static func judged(_ r: RunResults, excluding: String = "FH-SEQ-UPFRAG") -> [String] {
        r.results.filter { $0.rule != excluding }.map { "\($0.rule) \($0.node) \($0.verdict) v\($0.violations) i\($0.inconclusive)" }
    }

    @Test(arguments: V.subjects)
    func piecesJudgeAsTheirMessages(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let whole = V.check(frames, configuration: configuration)
        for pieces in [2, 3] {
            let (split, messages) = Self.fragmented(frames, pieces: pieces)
            let r = V.check(split, configuration: configuration)
            if subject.name == "fh-fault-duplicate" {
                // The fault repeats a message's SequenceId with its last octet changed, at the same
                // time: split, the copy's first piece is its original's octet for octet, which is
                // what a mirror of both ends records (FrameRepeats counts it and judges it once), and
                // so is every piece but the last. The last is then reported incomplete, and
                // FH-SEQ-INC misses the repeat: a verdict lost, none added.
                #expect(r.frames.repeats == pieces - 1 && r.frames.incompleteFragments == 1, "\(r.frames.repeats) repeats, \(r.frames.incompleteFragments) incomplete")
                #expect(V.alarms(r).filter { !$0.hasPrefix("FH-SEQ-UPFRAG") }.isSubset(of: V.alarms(whole)))
                continue
            }
            let expected = Self.judged(whole), got = Self.judged(r)
            #expect(got == expected, "\(subject.name), \(pieces) pieces: \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
            let flagged = r.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map(\.violations).reduce(0, +)
            #expect(flagged == messages, "\(subject.name): \(flagged) FH-SEQ-UPFRAG violations for \(messages) messages sent in pieces")
            #expect(r.frames.malformed == whole.frames.malformed && r.frames.incompleteFragments == whole.frames.incompleteFragments,
                    "\(subject.name): \(r.frames.malformed) malformed, \(r.frames.incompleteFragments) incomplete")
            #expect(r.frames.pdus == whole.frames.pdus, "\(subject.name): \(r.frames.pdus) PDUs, \(whole.frames.pdus) whole")
        }
    }

    /// Over IEEE 1914.3 (RoE subType 128, RoEorderInfo holding the same SequenceId, E bit and
    /// Subsequence ID, O-RAN.WG4.CUS §5.1.3.3.5) the pieces make their messages the same way.
    @Test(arguments: V.subjects)
    func piecesOverRoEJudgeAsTheirMessages(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))
        let (whole, changed) = RoEInvarianceTests.overRoE(frames)
        guard changed > 0 else { return }
        let (split, messages) = Self.fragmented(frames, pieces: 2)
        let r = V.check(RoEInvarianceTests.overRoE(split).frames, configuration: configuration)
        let w = V.check(whole, configuration: configuration)
        if subject.name == "fh-fault-duplicate" { return }  // see piecesJudgeAsTheirMessages
        let expected = Self.judged(w), got = Self.judged(r)
        #expect(got == expected, "\(subject.name): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
        #expect(r.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map(\.violations).reduce(0, +) == messages)
        #expect(r.frames.malformed == w.frames.malformed && r.frames.incompleteFragments == 0)
    }

    /// A message whose piece was lost, or cut by the snap length, is not judged: its pieces'
    /// frames are reported incomplete, and no rule gets a violation it did not have.
    @Test func incompleteMessagesAreReportedNotJudged() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let whole = V.violationCounts(V.check(frames, configuration: configuration))
        // every fifth message loses its middle piece
        let (lost, messages) = Self.fragmented(frames, pieces: 3) { message, piece in !(message % 5 == 0 && piece == 1) }
        let r = V.check(lost, configuration: configuration)
        let lostMessages = (messages + 4) / 5
        #expect(r.frames.incompleteFragments == 2 * lostMessages, "\(r.frames.incompleteFragments) incomplete pieces for \(lostMessages) messages")
        for (key, count) in V.violationCounts(r) where !key.hasPrefix("FH-SEQ-UPFRAG") {
            // a message missing is a sequence gap and a missing U-plane answer, as when lost whole
            #expect(count <= (whole[key] ?? 0) || key.hasPrefix("FH-SEQ-INC") || key.hasPrefix("FH-XP"), "\(key): \(count), whole \(whole[key] ?? 0)")
        }
        #expect(r.frames.malformed == 0)
        // cut by the snap length: each piece of 100 octets at most
        let (split, _) = Self.fragmented(frames, pieces: 2)
        let cut = SnapLengthInvarianceTests.cut(split, to: 100)
        let c = V.check(cut, configuration: configuration)
        #expect(c.frames.malformed == 0)
        #expect(c.frames.incompleteFragments > 0)
        let alarms = V.alarms(c).filter { !$0.hasPrefix("FH-SEQ-UPFRAG") }
        #expect(alarms.isSubset(of: V.alarms(V.check(SnapLengthInvarianceTests.cut(frames, to: 100), configuration: configuration))), "\(alarms.sorted())")
    }

    /// A piece decoded on its own (`decode`, which shows each frame as Wireshark does): a later
    /// piece is no U-plane message, only its transport header is read (Wireshark leaves it
    /// undecoded too), and FH-SEQ-UPFRAG names it; nothing of it is malformed.
    @Test func aLaterPieceAloneIsNotAMessage() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let (split, _) = Self.fragmented(try V.frames(subject.path), pieces: 3)
        var dispatch = PDUDispatch(fronthaul: FronthaulContext())
        var later = 0
        for f in split {
            let e = V.etherTypeOffset(f.bytes)
            guard f.bytes[e] == 0xAE, f.bytes[e + 2 + 1] == 0, f.bytes[e + 2 + 7] & 0x7F != 0 else { continue }
            guard case .fronthaul(let result) = dispatch.decode(.ecpri, f.bytes[(e + 2)...], offsetInFrame: e + 2, overUDP: false) else {
                Issue.record("not fronthaul")
                continue
            }
            later += 1
            #expect(result.error == nil && result.findings.map(\.id.rawValue) == ["FH-SEQ-UPFRAG"], "\(result.findings)")
            guard case .headerLevel = result.messages.first?.body else {
                Issue.record("a later piece decoded as \(String(describing: result.messages.first?.body))")
                continue
            }
        }
        #expect(later > 0)
    }

    /// A sender whose device declares the feature (`fronthaul.transportFragmentation`) passes
    /// FH-SEQ-UPFRAG; the other sender still WARNs.
    @Test func aDeclaredSenderPasses() throws {
        let (subject, configuration) = try Self.fhCleanWithDeclaredFragmentation()
        let r = V.check(Self.fragmented(try V.frames(subject.path), pieces: 2).frames, configuration: configuration)
        let rows = Dictionary(uniqueKeysWithValues: r.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map { ($0.node, $0) })
        #expect(rows["du1"]?.verdict == .pass && (rows["du1"]?.evaluated ?? 0) > 0, "\(String(describing: rows["du1"]))")
        #expect(rows["ru1"]?.verdict == .warn)
    }

    /// `fh-clean` and its testbed with du1's device declaring `fronthaul.transportFragmentation`.
    static func fhCleanWithDeclaredFragmentation() throws -> (V.Subject, RunConfiguration) {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        var testbed = try #require(try V.configuration(subject).testbed)
        let du = try #require(testbed.nodes.firstIndex { $0.name == "du1" })
        testbed.nodes[du].device.fronthaul?.transportFragmentation = true
        return (subject, RunConfiguration(testbed: testbed))
    }

    /// The decode workers reassemble as the serial run does.
    @Test func decodeWorkersAgree() throws {
        let json = try V.decodeWorkersAgree(["fh-clean", "sample-du-ru-cu"]) { Self.fragmented($0, pieces: 3).frames }
        #expect(json["fh-clean"]?.contains("FH-SEQ-UPFRAG") == true)
    }

    /// tshark 4.0.17 reads the pieces as the test makes them: one SequenceId, Subsequence IDs
    /// counting from 0, E on the last only (an independent check of the fragmenting above).
    @Test(.requires(.tshark))
    func tsharkReadsThePiecesAsMeant() throws {
        let tshark = try #require(Oracle.tshark)
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let (split, messages) = Self.fragmented(try V.frames(subject.path), pieces: 3)
        let path = TemporaryFiles.scratch.appendingPathComponent("pieces-\(UUID().uuidString).pcapng")
        try Data(RoEInvarianceTests.pcapng(split)).write(to: path)
        let out = try Subprocess.run(tshark, ["-r", path.path, "-Y", "ecpri.type == 0", "-T", "fields", "-e", "ecpri.pcid", "-e", "oran_fh_cus.sequence_id",
                                     "-e", "oran_fh_cus.e_bit", "-e", "oran_fh_cus.subsequence_id"]).stdout
        let rows = out.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        let pieces = rows.filter { $0.count == 4 && $0[3] != "0" || ($0.count == 4 && $0[2] == "0") }
        #expect(pieces.count == 3 * messages, "\(pieces.count) pieces for \(messages) messages")
        var index = 0
        while index + 2 < pieces.count {
            let group = pieces[index..<(index + 3)]
            #expect(Set(group.map { "\($0[0]) \($0[1])" }).count == 1, "\(Array(group))")
            #expect(group.map { $0[2] } == ["0", "0", "1"] && group.map { $0[3] } == ["0", "1", "2"], "\(Array(group))")
            index += 3
        }
    }
}
