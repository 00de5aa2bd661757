import CaptureIO
import Conformance
import Foundation
import NetLayers
import Profiles
import Testing
import TestSupport

/// Taps and appliances often keep the 4-octet Ethernet FCS (IEEE 802.3 §3.2.9). Whether the file
/// says so (pcap FCS bits, pcapng `if_fcslen`) or not, every verdict with the FCS equals the
/// verdict without it; one frame with a wrong FCS gives exactly one FH-ETH-FCS finding.
@Suite struct FCSInvarianceTests {
    typealias V = CaptureVariants
    static let fcsRule = "FH-ETH-FCS"

    static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("fcs-\(UUID().uuidString)-\(name)")
    }

    /// The frames written to a real file, with the FCS declared the given way, and read back.
    static func roundTrip(_ frames: [V.Frame], format: String) throws -> [CaptureRecord] {
        let url = temporaryFile("x.\(format)")
        defer { try? FileManager.default.removeItem(at: url) }
        if format == "pcap" {
            var writer = try PcapWriter(path: url.path, linkType: frames.first?.linkType ?? .ethernet, snapLength: 0, fcsLength: 4)
            for f in frames { try writer.write(f.bytes, timestampNanoseconds: f.time, originalLength: f.originalLength) }
            try writer.close()
        } else {
            var writer = try PcapngWriter(path: url.path)
            var ids: [LinkType: Int] = [:]
            for f in frames {
                let id = ids[f.linkType] ?? writer.addInterface(linkType: f.linkType, snapLength: 0, fcsLength: f.linkType == .ethernet ? 4 : nil)
                ids[f.linkType] = id
                try writer.write(f.bytes, timestampNanoseconds: f.time, originalLength: f.originalLength, interfaceID: id)
            }
            try writer.close()
        }
        let reader = try CaptureReader(path: url.path)
        var records: [CaptureRecord] = []
        while let r = reader.next() {
            var copy = r
            copy.bytes = Array(r.bytes)[...]
            records.append(copy)
        }
        return records
    }

    static func check(_ records: [CaptureRecord], configuration: RunConfiguration) -> RunResults {
        let run = ConformanceRun(configuration: configuration)
        for r in records { run.feed(r) }
        return run.finish()
    }

    @Test(arguments: V.subjects)
    func verdictsWithFCSEqualThoseWithout(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let base = V.check(frames, configuration: configuration)
        if base.verdicts(Self.fcsRule) != [.skip] {
            // The capture already carries FCS (Captures/synth/fh-legal-fcs): its verdicts equal
            // those of the same frames with the FCS cut off.
            #expect(base.verdicts(Self.fcsRule) == [.pass])
            let stripped = frames.map { f -> V.Frame in
                var copy = f
                copy.bytes = Array(f.bytes.dropLast(4))
                copy.originalLength -= 4
                return copy
            }
            let without = V.check(stripped, configuration: configuration)
            #expect(without.verdicts(Self.fcsRule) == [Verdict.skip])
            #expect(V.signature(base, excluding: [Self.fcsRule]) == V.signature(without, excluding: [Self.fcsRule]), "\(subject)")
            return
        }
        let expected = V.signature(base, excluding: [Self.fcsRule])
        let withFCS = V.withFCS(frames)
        var runs: [(String, RunResults)] = [
            ("declared in memory", V.check(withFCS, configuration: configuration, fcsLength: 4)),
            ("undeclared (found from the traffic)", V.check(withFCS, configuration: configuration, fcsLength: nil)),
            ("pcapng if_fcslen 4", Self.check(try Self.roundTrip(withFCS, format: "pcapng"), configuration: configuration)),
        ]
        if Set(frames.map(\.linkType)).count == 1 {
            runs.append(("pcap FCS bits", Self.check(try Self.roundTrip(withFCS, format: "pcap"), configuration: configuration)))
        }
        for (how, r) in runs {
            #expect(V.signature(r, excluding: [Self.fcsRule]) == expected, "\(subject.name), FCS \(how)")
            #expect(r.frames == base.frames, "\(subject.name), FCS \(how)")
            #expect(r.verdicts(Self.fcsRule) == [.pass], "\(subject.name), FCS \(how): \(r.results(for: Self.fcsRule).map { "\($0.node) \($0.verdict)" })")
        }
    }

    @Test(arguments: V.subjects.filter { !$0.name.hasPrefix("gowireshark") })
    func oneWrongFCSIsExactlyOneFinding(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        var withFCS = V.withFCS(frames)
        // A frame after the first few on its interface, so that an undeclared FCS is already settled.
        guard let bad = withFCS.indices.dropFirst(4).first(where: { withFCS[$0].linkType == .ethernet && withFCS[$0].bytes.count == withFCS[$0].originalLength }) else { return }
        withFCS[bad].bytes[withFCS[bad].bytes.count - 2] ^= 0x10
        let good = V.check(V.withFCS(frames), configuration: configuration, fcsLength: 4)
        for declared in [4, nil] as [Int?] {
            let r = V.check(withFCS, configuration: configuration, fcsLength: declared)
            let rows = r.results(for: Self.fcsRule)
            #expect(rows.reduce(0) { $0 + $1.violations } == 1, "\(subject.name) declared \(String(describing: declared))")
            #expect(rows.flatMap(\.findings).map(\.frames) == [[bad + 1]])
            #expect(r.verdicts(Self.fcsRule).contains(.fail))
            #expect(V.signature(r, excluding: [Self.fcsRule]) == V.signature(good, excluding: [Self.fcsRule]), "\(subject.name)")
        }
    }

    /// The CRC-32 against known check values (the catalogue value for "123456789" and an
    /// Ethernet frame whose FCS tshark 4.0.17 reports as good).
    @Test func crc32CheckValues() {
        #expect(EthernetFCS.crc32(Array("123456789".utf8)[...]) == 0xCBF4_3926)
        #expect(EthernetFCS.crc32([][...]) == 0)
        // Every length 0–40 and alignment: the eight-octet steps agree with octet-at-a-time.
        let bytes = (0..<48).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for start in 0..<8 {
            for length in 0...40 {
                var crc: UInt32 = 0xFFFF_FFFF
                for b in bytes[start..<start + length] {
                    crc ^= UInt32(b)
                    for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
                }
                #expect(EthernetFCS.crc32(bytes[start..<start + length]) == ~crc)
            }
        }
    }

    static var tshark: URL? { Oracle.tshark.map { URL(fileURLWithPath: $0) } }

    /// tshark 4.0.17 reads the same files with the same FCS verdicts (`eth.fcs.status`: 1 good, 0 bad).
    @Test(.requires(.tshark))
    func tsharkAgreesOnTheFCS() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        var withFCS = V.withFCS(try V.frames(subject.path))
        let bad = 10
        withFCS[bad].bytes[withFCS[bad].bytes.count - 1] ^= 0x01
        let url = Self.temporaryFile("t.pcapng")
        defer { try? FileManager.default.removeItem(at: url) }
        var writer = try PcapngWriter(path: url.path)
        let id = writer.addInterface(linkType: .ethernet, snapLength: 0, fcsLength: 4)
        for f in withFCS { try writer.write(f.bytes, timestampNanoseconds: f.time, originalLength: f.originalLength, interfaceID: id) }
        try writer.close()
        let tshark = try #require(Self.tshark)
        let out = try #require(try SynthCaptureOracle.run(tshark, ["-r", url.path, "-o", "eth.check_fcs:TRUE", "-T", "fields", "-e", "eth.fcs.status"]))
        let statuses = out.split(separator: "\n").map(String.init)
        #expect(statuses.count == withFCS.count)
        #expect(statuses.enumerated().filter { $0.element != "1" }.map(\.offset) == [bad], "\(Set(statuses))")
        let r = Self.check(try Self.roundTrip(withFCS, format: "pcapng"), configuration: try V.configuration(subject))
        #expect(r.results(for: Self.fcsRule).flatMap(\.findings).map(\.frames) == [[bad + 1]])
    }
}
