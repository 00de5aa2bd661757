import CaptureIO
import Conformance
import Foundation
import Testing
import TestSupport
@testable import Synth

/// The fronthaul throughput capture (`ranconform-bench fh-capture`), read back by hand from the
/// wire bytes (eCPRI v2.0 §3.1.3, O-RAN.WG4.CUS §7.4, §8.3, Annex A.1), by tshark 4.0.17, and
/// checked with no configuration: it must be the clean traffic the benchmark figures are
/// measured on.
@Suite struct FronthaulThroughputCaptureTests {
    static let slots = 3

    static func write(vlan: UInt16? = nil, pieces: Int = 1) throws -> (path: String, frames: Int) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fh-throughput-\(UUID().uuidString).pcap").path
        let frames = try FronthaulThroughputCapture.write(slots: slots, to: path, vlan: vlan, pieces: pieces)
        return (path, frames)
    }

    static func frames(_ path: String) throws -> [[UInt8]] {
        let reader = try CaptureReader(path: path)
        var frames: [[UInt8]] = []
        while let record = reader.next() { frames.append(Array(record.bytes)) }
        return frames
    }

    /// The 24 nine-bit two's-complement mantissas of a PRB block's 27 octets, read bit by bit.
    static func mantissas(_ bytes: ArraySlice<UInt8>) -> [Int] {
        let bits = bytes.flatMap { byte in (0..<8).map { Int(byte >> (7 - $0)) & 1 } }
        return (0..<24).map { m in
            let raw = bits[(m * 9)..<(m * 9 + 9)].reduce(0) { $0 << 1 | $1 }
            return raw >= 256 ? raw - 512 : raw
        }
    }

    @Test func layoutSequenceIdsAndMinimalExponents() throws {
        let (path, count) = try Self.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(count == Self.slots * 4 * 15)
        let reader = try CaptureReader(path: path)
        var frames = 0
        var nextSequence: [Int: Int] = [:]
        var blocks = 0
        while let record = reader.next() {
            frames += 1
            let b = Array(record.bytes)
            #expect(Array(b[12..<14]) == [0xAE, 0xFE])
            #expect(b[14] == 0x10)  // revision 1, C = 0
            let type = Int(b[15]), size = Int(b[16]) << 8 | Int(b[17]), port = Int(b[18]) << 8 | Int(b[19])
            #expect(size == b.count - 18)
            let stream = type << 8 | port
            #expect(Int(b[20]) == (nextSequence[stream] ?? 0) & 0xFF)
            nextSequence[stream] = (nextSequence[stream] ?? 0) + 1
            #expect(b[21] == 0x80)  // E = 1, subsequence 0
            let slot = (frames - 1) / 60
            #expect(Int(b[23]) == slot / 20 && Int(b[24] >> 4) == (slot / 2) % 10)
            #expect(Int(b[24] & 0x0F) << 2 | Int(b[25] >> 6) == slot % 2)
            if type == 2 {
                // ST1, one section, DL udCompHdr 0; the section: all PRBs, 14 symbols
                #expect(Array(b[26..<30]) == [1, 1, 0, 0])
                #expect(b[33] == 0 && b[34] == 0xFF && b[35] == 0xFE)
                continue
            }
            #expect(type == 0 && b.count == 18 + 4 + 4 + 4 + 4 + 273 * 28)
            var at = 26
            var prb = 0
            for expectedCount in [137, 136] {
                let start = Int(b[at + 1] & 3) << 8 | Int(b[at + 2])
                #expect(start == prb && Int(b[at + 3]) == expectedCount)
                at += 4
                for _ in 0..<expectedCount {
                    let exponent = b[at]
                    let m = Self.mantissas(b[(at + 1)..<(at + 28)])
                    #expect((1...4).contains(exponent))
                    #expect(m.contains { abs($0) >= 129 }, "PRB \(prb) of frame \(frames): exponent \(exponent) not minimal")
                    at += 28
                    prb += 1
                    blocks += 1
                }
            }
            #expect(at == b.count)
        }
        #expect(frames == count)
        #expect(blocks == Self.slots * 4 * 14 * 273)
    }

    /// tshark, told the flows' static compression (9-bit BFP, no udCompHdr), reads every frame
    /// without an error: each U-plane message as sections 1 (PRBs 0–136) and 1 (137–272).
    @Test(.requires(.tshark)) func tsharkDecodesEveryFrame() throws {
        let tshark = try #require(Oracle.tshark)
        let (path, count) = try Self.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        func lines(_ extra: [String]) throws -> [Substring] {
            try SynthSupport.run(tshark, ["-r", path] + TsharkDecodeTests.preferences + extra).split(separator: "\n")
        }
        #expect(try lines(["-Y", "_ws.malformed || _ws.expert.severity == error", "-T", "fields", "-e", "frame.number"]).isEmpty)
        let uPlane = try lines(["-Y", "ecpri.type == 0", "-T", "fields", "-e", "oran_fh_cus.sectionId", "-e", "oran_fh_cus.startPrbu", "-e", "oran_fh_cus.numPrbu"])
        #expect(uPlane.count == count / 15 * 14)
        #expect(uPlane.allSatisfy { $0 == "1,1\t0,137\t137,136" }, "\(uPlane.prefix(2))")
    }

    /// `--vlan ID`: each frame is the untagged one with an 802.1Q tag after the source address
    /// (IEEE 802.1Q clause 9.6: TPID 0x8100, then PCP 0, DEI 0 and the 12-bit VID).
    @Test func taggedFramesAreTheUntaggedOnesBehindOneTag() throws {
        let (plain, count) = try Self.write()
        let (tagged, taggedCount) = try Self.write(vlan: 0xABC)
        defer {
            try? FileManager.default.removeItem(atPath: plain)
            try? FileManager.default.removeItem(atPath: tagged)
        }
        let a = try Self.frames(plain), b = try Self.frames(tagged)
        #expect(count == taggedCount && a.count == count && b.count == count)
        let differing = zip(a, b).filter { plain, tagged in
            Array(tagged[12..<16]) != [0x81, 0x00, 0x0A, 0xBC] || Array(tagged[..<12]) + Array(tagged[16...]) != plain
        }
        #expect(differing.isEmpty)
    }

    /// tshark reads the tagged capture's VLAN id on every frame, and no error.
    @Test(.requires(.tshark)) func tsharkReadsTheTagOfEveryFrame() throws {
        let tshark = try #require(Oracle.tshark)
        let (path, count) = try Self.write(vlan: 5)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ids = try SynthSupport.run(tshark, ["-r", path] + TsharkDecodeTests.preferences + ["-T", "fields", "-e", "vlan.id"]).split(separator: "\n")
        #expect(ids.count == count && ids.allSatisfy { $0 == "5" })
        let bad = try SynthSupport.run(tshark, ["-r", path] + TsharkDecodeTests.preferences + ["-Y", "_ws.malformed || _ws.expert.severity == error", "-T", "fields", "-e", "frame.number"])
        #expect(bad.isEmpty)
    }

    /// `--pieces N`: each U-plane frame of the whole-message capture becomes N frames read back
    /// octet by octet (O-RAN.WG4.CUS §5.5.3, eCPRI v2.0 §3.2.4.1): the same addresses and eCPRI
    /// type, the message's ecpriPcid and SequenceId, Subsequence IDs 0 to N−1 with E only on the
    /// last, payload sizes that count each piece's octets, and those octets, joined in order, the
    /// message's. C-plane frames stay as they were.
    @Test(arguments: [2, 3]) func piecesJoinToTheWholeMessages(pieces: Int) throws {
        let (plain, count) = try Self.write()
        let (split, splitCount) = try Self.write(pieces: pieces)
        defer {
            try? FileManager.default.removeItem(atPath: plain)
            try? FileManager.default.removeItem(atPath: split)
        }
        let whole = try Self.frames(plain), parts = try Self.frames(split)
        #expect(splitCount == count + Self.slots * 4 * 14 * (pieces - 1) && parts.count == splitCount)
        var at = 0
        for w in whole {
            guard w[15] == 0 else {
                #expect(parts[at] == w)
                at += 1
                continue
            }
            let group = parts[at..<min(parts.count, at + pieces)]
            at += pieces
            #expect(group.count == pieces)
            var octets: [UInt8] = []
            for (i, p) in group.enumerated() {
                let size = Int(p[16]) << 8 | Int(p[17])
                #expect(Array(p[0..<16]) == Array(w[0..<16]) && Array(p[18..<21]) == Array(w[18..<21]))
                #expect(p[21] == (i == pieces - 1 ? 0x80 : 0) | UInt8(i), "piece \(i): \(p[21])")
                #expect(size == p.count - 18 && size > 4)
                octets += p[22...]
            }
            #expect(octets == Array(w[22...]))
        }
        #expect(at == parts.count)
    }

    /// A zero-configuration check of the capture in pieces judges each U-plane message once, as
    /// the whole-message capture does (a PDU per message), and WARNs FH-SEQ-UPFRAG on each (no device declares
    /// radio-transport fragmentation); no other rule FAILs or WARNs.
    @Test func zeroConfigurationCheckOfPiecesWarnsOnlyTheFragmentation() throws {
        let (path, count) = try Self.write(pieces: 2)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = ConformanceRun(configuration: RunConfiguration())
        let reader = try CaptureReader(path: path)
        while let record = reader.next() { run.feed(record) }
        let results = run.finish()
        let messages = Self.slots * 4 * 14
        #expect(results.frames.frames == count && results.frames.pdus == count - messages)
        // a message's first piece is the frame of no PDU of its own ("other"), its last the decoded one
        #expect(results.frames.decoded == count - messages && results.frames.other == messages)
        #expect(results.frames.inconclusive == 0 && results.frames.malformed == 0 && results.frames.incompleteFragments == 0)
        let flagged = results.results.filter { $0.verdict != .pass && $0.verdict != .skip }
        #expect(flagged.map { "\($0.rule) \($0.verdict)" } == ["FH-SEQ-UPFRAG warn"], "\(flagged.map { "\($0.rule) \($0.verdict)" })")
        #expect(flagged.first?.violations == messages)
    }

    /// The same U-plane messages packed by a sender that concatenates them (eCPRI v2.0 §3.1.3.1)
    /// and sends the last one of each frame in two pieces, its second piece first in the next
    /// frame: `[M1, M2 piece 0]`, `[M2 piece 1, M3]` (each message at a 4-octet boundary). Every
    /// rule keeps the whole-message capture's verdicts and counts; FH-SEQ-UPFRAG WARNs once per
    /// message sent in pieces; no frame is malformed or incomplete.
    @Test func piecesInConcatenatedPDUsJudgeAsTheWholeMessages() throws {
        let (path, _) = try Self.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try CaptureReader(path: path)
        var records: [(time: Int64, bytes: [UInt8])] = []
        while let r = reader.next() { records.append((r.timestampNanoseconds, Array(r.bytes))) }
        func message(_ m: ArraySlice<UInt8>, concatenated: Bool) -> [UInt8] {
            var m = Array(m)
            if concatenated { m[0] |= 1 }
            return m + (concatenated ? [UInt8](repeating: 0, count: (4 - m.count % 4) % 4) : [])
        }
        func piece(_ m: [UInt8], _ subsequence: UInt8, last: Bool, _ data: ArraySlice<UInt8>) -> [UInt8] {
            let size = data.count + 4
            return [m[0], m[1], UInt8(size >> 8), UInt8(size & 0xFF), m[4], m[5], m[6], (last ? 0x80 : 0) | subsequence] + data
        }
        var packed: [(time: Int64, bytes: [UInt8])] = []
        var split = 0
        var i = 0
        while i < records.count {
            let isU = { (k: Int) in k < records.count && records[k].bytes[15] == 0 }
            guard isU(i), isU(i + 1), isU(i + 2) else {
                packed.append(records[i])
                i += 1
                continue
            }
            let m2 = Array(records[i + 1].bytes[14...]), data = m2[8...]
            var cut = data.count / 2
            cut -= (data.count - cut) % 4
            let head = Array(records[i].bytes[..<14])
            packed.append((records[i].time, head + message(records[i].bytes[14...], concatenated: true)
                           + piece(m2, 0, last: false, data.prefix(cut))))
            packed.append((records[i + 2].time, head + message(piece(m2, 1, last: true, data.dropFirst(cut))[...], concatenated: true)
                           + records[i + 2].bytes[14...]))
            split += 1
            i += 3
        }
        func check(_ frames: [(time: Int64, bytes: [UInt8])]) -> RunResults {
            let run = ConformanceRun(configuration: RunConfiguration())
            for (n, f) in frames.enumerated() {
                run.feed(CaptureRecord(frameNumber: n + 1, timestampNanoseconds: f.time, capturedLength: f.bytes.count,
                                       originalLength: f.bytes.count, linkType: .ethernet, bytes: f.bytes[...]))
            }
            return run.finish()
        }
        let whole = check(records), r = check(packed)
        func rows(_ r: RunResults) -> [String] {
            r.results.filter { $0.rule != "FH-SEQ-UPFRAG" }.map { "\($0.rule) \($0.node) \($0.verdict) v\($0.violations) i\($0.inconclusive)" }
        }
        #expect(split > 0 && rows(r) == rows(whole), "\(rows(r).filter { !rows(whole).contains($0) })")
        #expect(r.results.filter { $0.rule == "FH-SEQ-UPFRAG" }.map(\.violations).reduce(0, +) == split)
        #expect(r.frames.frames == packed.count && r.frames.decoded == packed.count)
        #expect(r.frames.malformed == 0 && r.frames.incompleteFragments == 0 && r.frames.inconclusive == 0)
    }

    @Test(arguments: [nil, 5] as [UInt16?]) func zeroConfigurationCheckFindsNothing(vlan: UInt16?) throws {
        let (path, count) = try Self.write(vlan: vlan)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = ConformanceRun(configuration: RunConfiguration())
        let reader = try CaptureReader(path: path)
        while let record = reader.next() { run.feed(record) }
        let results = run.finish()
        #expect(results.frames.frames == count)
        #expect(results.frames.decoded == count && results.frames.inconclusive == 0 && results.frames.malformed == 0)
        let flagged = results.results.filter { $0.verdict != .pass && $0.verdict != .skip }
        #expect(flagged.isEmpty, "\(flagged.map { "\($0.rule) \($0.verdict)" })")
    }
}
