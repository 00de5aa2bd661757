import Foundation
import NetLayers
import Testing
import WireCore
import TestSupport

/// Bad input never crashes or hangs: every truncation prefix, seeded random byte flips and
/// random bytes under every link type.
@Suite struct RobustnessTests {
    /// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
    typealias SplitMix = SeededRandom

    /// Frames to mutate: the scapy captures when available, else hand-assembled ones.
    static func corpus() -> [Support.Record] {
        var records: [Support.Record] = HandFrames.all.map {
            Support.Record(linkType: 1, bytes: $0, originalLength: $0.count, timestamp: 0)
        }
        if let dir = GeneratedCaptureTests.directory {
            for file in GeneratedCaptureTests.files {
                records += Support.readPcap(dir.appendingPathComponent("\(file).pcap")) ?? []
            }
        }
        return records
    }

    /// Checks the invariants every PDU must keep whatever the input.
    static func checkPDU(_ pdu: PDU, frameLength: Int) {
        if let offset = pdu.offsetInFrame {
            #expect(offset >= 0 && offset + pdu.payload.count <= frameLength)
        }
        #expect(!pdu.frameNumbers.isEmpty)
    }

    @Test func everyTruncationPrefixIsInconclusiveNeverMalformed() {
        // The hand-assembled frames and every third scapy frame (all link types and layers).
        let all = Self.corpus()
        let corpus = all.enumerated().filter { $0.offset < HandFrames.all.count || $0.offset % 3 == 0 }.map(\.element)
        var prefixes = 0
        for record in corpus {
            var demux = NetworkDemux()
            for length in 0..<record.bytes.count {
                let cut = record.bytes[0..<length]
                let d = demux.dissect(frame: cut, linkType: record.linkType, frameNumber: 1, timestampNanoseconds: 0, isTruncated: true)
                #expect(!d.findings.contains { $0.severity == .error && $0.id == "NET-MALFORMED" }, "prefix \(length): \(d.findings)")
                for pdu in d.pdus { Self.checkPDU(pdu, frameLength: length) }
                // The same bytes without the snap-length flag: no crash, PDUs stay in bounds.
                demux.demux(frame: cut, linkType: record.linkType, frameNumber: 2, timestampNanoseconds: 0, isTruncated: false) {
                    Self.checkPDU($0, frameLength: length)
                }
                prefixes += 1
            }
        }
        #expect(prefixes > 0)
        print("NetLayers: \(prefixes) truncation prefixes of \(corpus.count) frames, none malformed")
    }

    @Test func seededRandomFlipsNeverCrash() {
        let corpus = Self.corpus()
        let count = Int(ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"] ?? "") ?? 3000
        let seed = FuzzSeed.value(default: 0x5EED_0002)
        print("NetLayers fuzz: \(count) mutations, seed \(seed)")
        var rng = SplitMix(state: seed)
        var demux = NetworkDemux()
        let linkTypes: [UInt32] = [1, 101, 113, 276, 228, 229, 12, 14, 0]
        for n in 0..<count {
            var bytes = corpus[Int(rng.next() % UInt64(corpus.count))].bytes
            let flips = 1 + Int(rng.next() % 6)
            for _ in 0..<flips where !bytes.isEmpty {
                bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
            }
            if rng.next() % 4 == 0 { bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count + 1)))) }
            let linkType = rng.next() % 8 == 0 ? linkTypes[Int(rng.next() % UInt64(linkTypes.count))] : 1
            let d = demux.dissect(frame: bytes[...], linkType: linkType, frameNumber: n + 1, timestampNanoseconds: Int64(n), isTruncated: false)
            for pdu in d.pdus { Self.checkPDU(pdu, frameLength: bytes.count) }
            demux.demux(frame: bytes[...], linkType: linkType, frameNumber: n + 1, timestampNanoseconds: Int64(n), isTruncated: rng.next() % 2 == 0) {
                Self.checkPDU($0, frameLength: bytes.count)
            }
        }
        #expect(demux.statistics.frames == 2 * count)
    }

    @Test func randomBytesUnderEveryLinkType() {
        var rng = SplitMix(state: 42)
        var demux = NetworkDemux()
        var frames = 0
        for linkType: UInt32 in [1, 101, 113, 276, 228, 229] {
            for _ in 0..<300 {
                let length = Int(rng.next() % 200)
                var bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                // Steer some frames into the deeper layers.
                if linkType == 1 && length > 14 { bytes[12] = 0x08; bytes[13] = 0x00 }
                if length > 20 && rng.next() % 2 == 0, let i = [0, 14, 16, 20].randomElement(using: &rng), i < length {
                    bytes[i] = 0x45
                }
                let d = demux.dissect(frame: bytes[...], linkType: linkType, frameNumber: frames + 1, timestampNanoseconds: 0, isTruncated: false)
                for pdu in d.pdus { Self.checkPDU(pdu, frameLength: length) }
                frames += 1
            }
        }
        #expect(demux.statistics.frames == frames)
    }
}
