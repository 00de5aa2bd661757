import CaptureIO
import Conformance
import Foundation
import NetLayers
import ProfileLoading
import Profiles
import Testing

/// The captures the invariance properties run over, each with the testbed it is checked with,
/// and rewrites of them that a real lab's files differ by (FCS kept, cut at either end).
enum CaptureVariants {
    typealias S = EngineSupport

    struct Subject: CustomStringConvertible {
        var name: String
        var path: String
        var testbed: String?
        var description: String { name }
    }

    /// Every committed capture (`Captures/`, `Captures/synth/`) and, when present beside the
    /// package, the real captures of the shared test data, with the testbed each is checked with.
    static var subjects: [Subject] {
        var out: [Subject] = []
        let root = S.packageRoot
        out.append(Subject(name: "sample-du-ru-cu", path: root.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path,
                           testbed: root.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path))
        let synth = root.appendingPathComponent("Captures/synth")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: synth.path)) ?? []).filter { $0.hasSuffix(".pcapng") }.sorted()
        for file in names {
            let testbed = file.hasPrefix("f1ap-") ? "synth-f1.yaml" : "synth-lab.yaml"
            out.append(Subject(name: String(file.dropLast(7)), path: synth.appendingPathComponent(file).path,
                               testbed: root.appendingPathComponent("Profiles/testbeds/\(testbed)").path))
        }
        if let shared = S.shared {
            out.append(Subject(name: "fh_1x1", path: shared.appendingPathComponent("testdata/fronthaul/captures/fh_1x1.pcap").path,
                               testbed: root.appendingPathComponent("Profiles/testbeds/fh-1x1.yaml").path))
            out.append(Subject(name: "gowireshark_f1ap", path: shared.appendingPathComponent("testdata/f1ap/captures/gowireshark_f1ap.pcapng").path,
                               testbed: nil))
        }
        return out
    }

    static func configuration(_ subject: Subject) throws -> RunConfiguration {
        guard let testbed = subject.testbed else { return RunConfiguration() }
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: testbed))
    }

    struct Frame {
        var time: Int64
        var bytes: [UInt8]
        var originalLength: Int
        var linkType: LinkType
    }

    static func frames(_ path: String) throws -> [Frame] {
        let reader = try CaptureReader(path: path)
        var out: [Frame] = []
        while let r = reader.next() {
            out.append(Frame(time: r.timestampNanoseconds, bytes: Array(r.bytes), originalLength: r.originalLength, linkType: r.linkType))
        }
        return out
    }

    /// Runs the engine over in-memory frames, as if read from a file whose interfaces declare
    /// `fcsLength` (nil: the file does not say).
    static func check(_ frames: [Frame], configuration: RunConfiguration, fcsLength: Int? = nil) -> RunResults {
        let run = ConformanceRun(configuration: configuration)
        for (index, f) in frames.enumerated() {
            run.feed(CaptureRecord(frameNumber: index + 1, timestampNanoseconds: f.time, capturedLength: f.bytes.count,
                                   originalLength: f.originalLength, linkType: f.linkType, bytes: f.bytes[...],
                                   fcsLength: f.linkType == .ethernet ? fcsLength : nil))
        }
        return run.finish()
    }

    /// The FCS of an Ethernet frame's octets, as sent (IEEE 802.3 clause 3.2.9: least significant octet first).
    static func fcs(of bytes: ArraySlice<UInt8>) -> [UInt8] {
        let crc = EthernetFCS.crc32(bytes)
        return [UInt8(crc & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8((crc >> 16) & 0xFF), UInt8(crc >> 24)]
    }

    /// Whether a frame's last 4 octets are the FCS of the rest.
    static func endsWithFCS(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes.suffix(4).elementsEqual(fcs(of: bytes.dropLast(4)))
    }

    /// Every Ethernet frame with its FCS appended (the 4 octets a tap that keeps FCS records).
    static func withFCS(_ frames: [Frame]) -> [Frame] {
        frames.map { f in
            guard f.linkType == .ethernet else { return f }
            var g = f
            if f.bytes.count == f.originalLength { g.bytes += fcs(of: f.bytes[...]) }
            g.originalLength += 4
            return g
        }
    }

    /// The SCTP associations over IPv4 made multi-homed (RFC 9260 clause 6.4): each endpoint's INIT
    /// or INIT ACK lists, besides its address, the two it sends from and is sent to on another
    /// address pair (IPv4 Address parameters, clause 3.3.2.1; a third octet changed), and every
    /// second packet of the association goes over that pair (a bit of each MAC address changed
    /// too). A packet stays where it is when it is the first of its direction (ports and
    /// verification tag, clause 8.5), carries tag 0 (an INIT) or is an IP fragment. IPv4 header
    /// checksums are made again, and SCTP ones where they verified. Returns the frames and how
    /// many packets moved.
    static func onOtherAddressPairs(_ frames: [Frame]) -> (frames: [Frame], moved: Int) {
        struct Packet {
            var ip: Int
            var sctp: Int
            var end: Int
        }
        func packet(_ b: [UInt8]) -> Packet? {
            var at = 12
            while at + 2 <= b.count, b[at] == 0x81 && b[at + 1] == 0x00 || b[at] == 0x88 && b[at + 1] == 0xA8 { at += 4 }
            let ip = at + 2
            guard ip + 20 <= b.count, b[at] == 0x08, b[at + 1] == 0x00, b[ip] >> 4 == 4, b[ip + 9] == 132,
                  (Int(b[ip + 6]) << 8 | Int(b[ip + 7])) & 0x3FFF == 0 else { return nil }
            let end = ip + (Int(b[ip + 2]) << 8 | Int(b[ip + 3]))
            let sctp = ip + Int(b[ip] & 0x0F) * 4
            guard sctp + 16 <= end, end <= b.count else { return nil }
            return Packet(ip: ip, sctp: sctp, end: end)
        }
        func ipChecksum(_ b: inout [UInt8], _ p: Packet) {
            b[p.ip + 10] = 0
            b[p.ip + 11] = 0
            let sum = WireChecksums.internet(b[p.ip..<p.sctp])
            b[p.ip + 10] = UInt8(sum >> 8)
            b[p.ip + 11] = UInt8(truncatingIfNeeded: sum)
        }
        var out = frames
        // 1. INIT and INIT ACK (alone in their packet) list the other addresses
        var listed: [[UInt8]: Int] = [:]  // port pair (lower port first) -> INIT and INIT ACK seen
        for i in out.indices where out[i].linkType == .ethernet {
            var b = out[i].bytes
            guard let p = packet(b), b[p.sctp + 12] == 1 || b[p.sctp + 12] == 2 else { continue }
            let length = Int(b[p.sctp + 14]) << 8 | Int(b[p.sctp + 15])
            guard p.sctp + 12 + ((length + 3) & ~3) == p.end, length >= 20 else { continue }
            var stored: UInt32 = 0
            for k in 0..<4 { stored |= UInt32(b[p.sctp + 8 + k]) << UInt32(8 * k) }
            let verified = WireChecksums.sctpCRC32c(b[p.sctp..<p.end]) == stored
            let own = Array(b[p.ip + 12..<p.ip + 16])
            var sending = own, receiving = own
            sending[2] ^= 0x40
            receiving[2] ^= 0x80
            var parameters: [UInt8] = []
            for address in [own, sending, receiving] { parameters += [0, 5, 0, 8] + address }
            b.insert(contentsOf: parameters, at: p.end)
            let chunkLength = ((length + 3) & ~3) + parameters.count
            b[p.sctp + 14] = UInt8(chunkLength >> 8)
            b[p.sctp + 15] = UInt8(chunkLength & 0xFF)
            let total = p.end + parameters.count - p.ip
            b[p.ip + 2] = UInt8(total >> 8)
            b[p.ip + 3] = UInt8(total & 0xFF)
            let q = Packet(ip: p.ip, sctp: p.sctp, end: p.end + parameters.count)
            ipChecksum(&b, q)
            if verified {
                let crc = WireChecksums.sctpCRC32c(b[q.sctp..<q.end])
                for k in 0..<4 { b[q.sctp + 8 + k] = UInt8(truncatingIfNeeded: crc >> UInt32(8 * k)) }
            }
            out[i].bytes = b
            out[i].originalLength += parameters.count
            let ports = [Array(b[p.sctp..<p.sctp + 2]), Array(b[p.sctp + 2..<p.sctp + 4])].sorted { $0.lexicographicallyPrecedes($1) }
            listed[ports.flatMap { $0 }, default: 0] |= b[p.sctp + 12] == 1 ? 1 : 2
        }
        // 2. every second packet of those associations over the other pair
        var seen = Set<[UInt8]>()
        var moved = 0
        for i in out.indices where out[i].linkType == .ethernet {
            var b = out[i].bytes
            guard let p = packet(b), b[p.sctp + 4..<p.sctp + 8].contains(where: { $0 != 0 }) else { continue }
            let ports = [Array(b[p.sctp..<p.sctp + 2]), Array(b[p.sctp + 2..<p.sctp + 4])].sorted { $0.lexicographicallyPrecedes($1) }
            guard listed[ports.flatMap { $0 }] == 3 else { continue }
            guard !seen.insert(Array(b[p.sctp..<p.sctp + 8])).inserted, i % 2 == 1 else { continue }
            b[p.ip + 14] ^= 0x40
            b[p.ip + 18] ^= 0x80
            b[5] ^= 0x80
            b[11] ^= 0x80
            ipChecksum(&b, p)
            out[i].bytes = b
            moved += 1
        }
        return (out, moved)
    }

    /// The test captures `names`, rewritten by `rewrite`, checked serially and by decode workers
    /// (three, batches of 7 frames): the JSON results must be the same bytes. Returns each
    /// capture's serial JSON.
    static func decodeWorkersAgree(_ names: [String], rewrite: ([Frame]) -> [Frame]) throws -> [String: String] {
        var out: [String: String] = [:]
        for name in names {
            guard let subject = subjects.first(where: { $0.name == name }) else { continue }
            let configuration = try configuration(subject)
            let bytes = try RoEInvarianceTests.pcapng(rewrite(try frames(subject.path)))
            let serial = try ParallelCheckTests.outputs(bytes, name: name, configuration, workers: nil)
            let parallel = try ParallelCheckTests.outputs(bytes, name: name, configuration, workers: 3, batch: 7)
            #expect(parallel.json == serial.json, "\(name)")
            out[name] = serial.json
        }
        return out
    }

    /// Where an Ethernet frame's EtherType is, after its VLAN tags (802.1Q, 802.1ad, legacy Q-in-Q).
    static func etherTypeOffset(_ b: [UInt8]) -> Int {
        var p = 12
        while p + 4 <= b.count, [0x8100, 0x88A8, 0x9100].contains(Int(b[p]) << 8 | Int(b[p + 1])) { p += 4 }
        return p
    }

    /// (rule, node) pairs whose verdict is FAIL or WARN.
    static func alarms(_ r: RunResults) -> Set<String> {
        Set(r.results.filter { $0.verdict == .fail || $0.verdict == .warn }.map { "\($0.rule) \($0.node)" })
    }

    /// Violations per (rule, node) pair that has any.
    static func violationCounts(_ r: RunResults) -> [String: Int] {
        var out: [String: Int] = [:]
        for row in r.results where row.violations > 0 { out["\(row.rule) \(row.node)", default: 0] += row.violations }
        return out
    }

    /// One line per (rule, node) result with everything a verdict rests on, minus the rules named.
    static func signature(_ r: RunResults, excluding: Set<String> = []) -> [String] {
        r.results.filter { !excluding.contains($0.rule) }.map { row in
            let findings = row.findings.map { "\($0.frames) \($0.fieldPath) \($0.message)" }.joined(separator: " | ")
            return "\(row.rule) \(row.node) \(row.verdict) e\(row.evaluated) v\(row.violations) i\(row.inconclusive) \(row.reason ?? "") [\(findings)]"
        }
    }
}
