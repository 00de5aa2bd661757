import CaptureIO
import Conformance
import Foundation
import NetLayers
import ProfileLoading
import Profiles

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

    /// Every Ethernet frame with its FCS appended (the 4 octets a tap that keeps FCS records).
    static func withFCS(_ frames: [Frame]) -> [Frame] {
        frames.map { f in
            guard f.linkType == .ethernet else { return f }
            var g = f
            if f.bytes.count == f.originalLength {
                let crc = EthernetFCS.crc32(f.bytes[...])
                g.bytes += [UInt8(crc & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8((crc >> 16) & 0xFF), UInt8(crc >> 24)]
            }
            g.originalLength += 4
            return g
        }
    }

    /// Every second SCTP packet over IPv4 moved onto another address pair of its association, as
    /// a multi-homed endpoint sends them (RFC 9260 clause 6.4): a third octet of each IPv4 address
    /// and a bit of each MAC address changed, the IPv4 header checksum made again. A packet stays
    /// where it is when it is the first of its direction (ports and verification tag, clause 8.5),
    /// carries tag 0 (an INIT) or is an IP fragment. Returns the frames and how many moved.
    static func onOtherAddressPairs(_ frames: [Frame]) -> (frames: [Frame], moved: Int) {
        var out = frames
        var seen = Set<[UInt8]>()
        var moved = 0
        for i in out.indices where out[i].linkType == .ethernet {
            var b = out[i].bytes
            var at = 12
            while at + 2 <= b.count, b[at] == 0x81 && b[at + 1] == 0x00 || b[at] == 0x88 && b[at + 1] == 0xA8 { at += 4 }
            let ip = at + 2
            guard ip + 20 <= b.count, b[at] == 0x08, b[at + 1] == 0x00, b[ip] >> 4 == 4, b[ip + 9] == 132,
                  (Int(b[ip + 6]) << 8 | Int(b[ip + 7])) & 0x3FFF == 0 else { continue }
            let sctp = ip + Int(b[ip] & 0x0F) * 4
            guard sctp + 12 <= b.count, b[sctp + 4..<sctp + 8].contains(where: { $0 != 0 }) else { continue }
            guard !seen.insert(Array(b[sctp..<sctp + 8])).inserted, i % 2 == 1 else { continue }
            b[ip + 14] ^= 0x40
            b[ip + 18] ^= 0x80
            b[5] ^= 0x80
            b[11] ^= 0x80
            b[ip + 10] = 0
            b[ip + 11] = 0
            var sum = 0
            for k in stride(from: ip, to: sctp, by: 2) { sum += Int(b[k]) << 8 | Int(b[k + 1]) }
            while sum > 0xFFFF { sum = (sum & 0xFFFF) + (sum >> 16) }
            b[ip + 10] = UInt8(~sum >> 8 & 0xFF)
            b[ip + 11] = UInt8(~sum & 0xFF)
            out[i].bytes = b
            moved += 1
        }
        return (out, moved)
    }

    /// One line per (rule, node) result with everything a verdict rests on, minus the rules named.
    static func signature(_ r: RunResults, excluding: Set<String> = []) -> [String] {
        r.results.filter { !excluding.contains($0.rule) }.map { row in
            let findings = row.findings.map { "\($0.frames) \($0.fieldPath) \($0.message)" }.joined(separator: " | ")
            return "\(row.rule) \(row.node) \(row.verdict) e\(row.evaluated) v\(row.violations) i\(row.inconclusive) \(row.reason ?? "") [\(findings)]"
        }
    }
}
