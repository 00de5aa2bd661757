import CaptureIO
import Conformance
import Foundation
import NetLayers
import Testing
import TestSupport

/// A native ERF file (what a DAG card's tools write: records back to back, no file header) reads as
/// the same ERF records in a pcapng file do: every test capture written so, each direction on its
/// own capture port, keeps every rule and node's verdict and counts; tshark reads the same frames
/// and timestamps from it.
@Suite struct NativeERFTests {
    typealias V = CaptureVariants

    /// The Ethernet frames of `frames` as a native ERF file: the records of
    /// ``ERFInvarianceTests/asERF(_:)`` with each frame's timestamp (32.32 fixed point) and, as
    /// capture port, the side its source MAC sorts to (``OneDirectionInvarianceTests/oneSide(_:_:)``).
    static func nativeERF(_ frames: [V.Frame]) -> [UInt8] {
        var out: [UInt8] = []
        for (f, record) in zip(frames, ERFInvarianceTests.asERF(frames)) where f.linkType == .ethernet {
            var r = record.bytes
            let seconds = UInt64(f.time / 1_000_000_000), nanoseconds = UInt64(f.time % 1_000_000_000)
            let stamp = seconds << 32 | ((nanoseconds << 32) + 500_000_000) / 1_000_000_000
            for i in 0..<8 { r[i] = UInt8(truncatingIfNeeded: stamp >> (8 * UInt64(i))) }
            let port: UInt8 = f.bytes[6..<12].lexicographicallyPrecedes(f.bytes[0..<6]) ? 0 : 1
            r[9] = r[9] & ~0x03 | port
            out += r
        }
        return out
    }

    static func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = TemporaryFiles.scratch.appendingPathComponent("\(name)-\(UUID().uuidString).erf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func check(path: String, _ configuration: RunConfiguration) throws -> RunResults {
        let reader = try CaptureReader(path: path)
        let run = ConformanceRun(configuration: configuration)
        while let record = reader.next() { run.feed(record) }
        return run.finish()
    }

    @Test(arguments: V.subjects)
    func nativeERFReadsAsERFRecordsDo(subject: V.Subject) throws {
        let frames = V.withFCS(TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))).filter { $0.linkType == .ethernet }
        guard !frames.isEmpty else { return }
        let configuration = try V.configuration(subject)
        let path = try Self.write(Self.nativeERF(frames), subject.name)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try CaptureReader(path: path)
        #expect(reader.format == .erf)
        let records = Array(reader)
        #expect(records.count == frames.count && reader.warnings.isEmpty, "\(subject.name): \(records.count) of \(frames.count), \(reader.warnings)")
        #expect(records.map(\.timestampNanoseconds) == frames.map(\.time), "\(subject.name)")
        #expect(records.map(\.linkType.rawValue).allSatisfy { $0 == ERFRecord.linkType })
        let expected = CapturePointCopyTests.counts(V.check(ERFInvarianceTests.asERF(frames), configuration: configuration))
        let got = CapturePointCopyTests.counts(try Self.check(path: path, configuration))
        #expect(got == expected, "\(subject.name): \(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
    }

    /// tshark reads the file as ERF too: the same number of frames, the same timestamps to the
    /// nanosecond, the same capture ports.
    @Test(.requires(.tshark)) func tsharkReadsTheSameFrames() throws {
        let subject = try #require(V.subjects.first { $0.name == "sample-du-ru-cu" })
        let frames = V.withFCS(TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))).filter { $0.linkType == .ethernet }
        let path = try Self.write(Self.nativeERF(frames), "tshark")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = try #require(RuleCapture.tsharkFields(path, ["frame.time_epoch", "erf.flags.cap"]))
        let records = Array(try CaptureReader(path: path))
        #expect(rows.count == records.count && !records.isEmpty)
        for (row, record) in zip(rows, records) {
            // tshark prints the epoch with nine decimals
            let seconds = record.timestampNanoseconds / 1_000_000_000, fraction = record.timestampNanoseconds % 1_000_000_000
            let epoch = "\(seconds)." + String(String(fraction).reversed()).padding(toLength: 9, withPad: "0", startingAt: 0).reversed()
            #expect(row["frame.time_epoch"] == [epoch], "\(row)")
            #expect(row["erf.flags.cap"] == ["\(record.interfaceID)"], "\(row)")
        }
    }

    /// Bytes that are not ERF records stay "not a capture": text, even with a plausible type
    /// octet at offset 8.
    @Test func textIsNotERF() throws {
        for text in ["<!DOCTYPE html><html></html>\n", "12345678\u{1B}\u{00}\u{00}\u{20}abcdefgh", "abcdefgh0bcdefghijklmnop"] {
            let path = try Self.write(Array(text.utf8), "text")
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(throws: CaptureError.self, "\(text)") { _ = try CaptureReader(path: path) }
        }
    }
}
