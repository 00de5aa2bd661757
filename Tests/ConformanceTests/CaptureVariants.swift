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

    /// One line per (rule, node) result with everything a verdict rests on, minus the rules named.
    static func signature(_ r: RunResults, excluding: Set<String> = []) -> [String] {
        r.results.filter { !excluding.contains($0.rule) }.map { row in
            let findings = row.findings.map { "\($0.frames) \($0.fieldPath) \($0.message)" }.joined(separator: " | ")
            return "\(row.rule) \(row.node) \(row.verdict) e\(row.evaluated) v\(row.violations) i\(row.inconclusive) \(row.reason ?? "") [\(findings)]"
        }
    }
}
