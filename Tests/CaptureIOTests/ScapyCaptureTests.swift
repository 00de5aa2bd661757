import CaptureIO
import Foundation
import Testing
import TestSupport

/// Captures written by scapy (an independent writer): pcap in both byte orders, microsecond and
/// nanosecond, several link types, pcapng with comments, snap-length cut frames. scapy's own
/// packet bytes and wire lengths are the oracle for data; tshark for times and lengths.
@Suite struct ScapyCaptureTests {
    static let script = #"""
        import json, sys
        from decimal import Decimal
        from scapy.all import Ether, IP, IPv6, UDP, TCP, Raw, CookedLinux, wrpcap, wrpcapng, PcapWriter, PcapNgWriter
        from scapy.layers.l2 import CookedLinuxV2
        out = sys.argv[1]
        manifest = []
        def frames(base):
            pkts = [
                Ether(src="02:00:00:00:aa:01", dst="02:00:00:00:bb:01") / IP(src="10.0.0.1", dst="10.0.0.2") / UDP(sport=1234, dport=5678) / Raw(b"x" * 30),
                Ether() / IP() / TCP() / Raw(b"hello"),
                Ether(type=0xAEFE) / Raw(bytes(range(64))),
            ]
            for i, p in enumerate(pkts):
                p.time = Decimal(1700000000 + i) + Decimal(i * 123457) / Decimal(1000000000)
            return pkts
        def record(name, linktype, pkts):
            manifest.append({"file": name, "linktype": linktype, "packets": [
                {"hex": bytes(p).hex(), "wirelen": (p.wirelen if getattr(p, "wirelen", None) else len(bytes(p)))} for p in pkts]})
        # 1. pcap, microseconds, native (little-endian) order
        pkts = frames(0); wrpcap(out + "/us-le.pcap", pkts); record("us-le.pcap", 1, pkts)
        # 2. pcap, nanoseconds
        pkts = frames(1); w = PcapWriter(out + "/ns-le.pcap", nano=True); w.write(pkts); w.close(); record("ns-le.pcap", 1, pkts)
        # 3. pcap, big-endian, microseconds and nanoseconds
        pkts = frames(2); w = PcapWriter(out + "/us-be.pcap", endianness=">"); w.write(pkts); w.close(); record("us-be.pcap", 1, pkts)
        pkts = frames(3); w = PcapWriter(out + "/ns-be.pcap", endianness=">", nano=True); w.write(pkts); w.close(); record("ns-be.pcap", 1, pkts)
        # 4. link types: raw IP (101), IPv4 (228), IPv6 (229), Linux SLL (113), SLL2 (276)
        ip = [IP(dst="10.1.1.1") / UDP() / Raw(b"a" * 10), IP(dst="10.1.1.2") / UDP() / Raw(b"b" * 11)]
        for p in ip: p.time = Decimal(1700000100)
        w = PcapWriter(out + "/raw.pcap", linktype=101); w.write(ip); w.close(); record("raw.pcap", 101, ip)
        w = PcapWriter(out + "/ipv4.pcap", linktype=228); w.write(ip); w.close(); record("ipv4.pcap", 228, ip)
        ip6 = [IPv6(dst="fe80::1") / UDP() / Raw(b"c" * 12)]
        for p in ip6: p.time = Decimal(1700000200)
        w = PcapWriter(out + "/ipv6.pcap", linktype=229); w.write(ip6); w.close(); record("ipv6.pcap", 229, ip6)
        sll = [CookedLinux(pkttype=0, lladdrtype=1, lladdrlen=6, src=b"\x02\x00\x00\x00\xaa\x01\x00\x00", proto=0x0800) / IP() / UDP()]
        for p in sll: p.time = Decimal(1700000300)
        w = PcapWriter(out + "/sll.pcap", linktype=113); w.write(sll); w.close(); record("sll.pcap", 113, sll)
        sll2 = [CookedLinuxV2(proto=0x0800, ifindex=2, pkttype=0, lladdrtype=1, lladdrlen=6, src=b"\x02\x00\x00\x00\xaa\x01\x00\x00") / IP() / UDP()]
        for p in sll2: p.time = Decimal(1700000400)
        w = PcapWriter(out + "/sll2.pcap", linktype=276); w.write(sll2); w.close(); record("sll2.pcap", 276, sll2)
        # 5. pcapng with comments (wrpcapng and PcapNgWriter)
        pkts = frames(4)
        pkts[0].comments = [b"scapy comment"]
        pkts[2].comments = [b"one", "zwei \u2713".encode()]
        wrpcapng(out + "/wrpcapng.pcapng", pkts); record("wrpcapng.pcapng", 1, pkts)
        pkts = frames(5); w = PcapNgWriter(out + "/writer.pcapng"); w.write(pkts); w.close(); record("writer.pcapng", 1, pkts)
        # 6. snap-length cut frames: original length larger than the captured bytes
        pkts = frames(6)
        for p in pkts: p.wirelen = len(bytes(p)) + 100
        w = PcapWriter(out + "/cut.pcap"); w.write(pkts); w.close(); record("cut.pcap", 1, pkts)
        pkts = frames(7)
        for p in pkts: p.wirelen = len(bytes(p)) + 7
        wrpcapng(out + "/cut.pcapng", pkts); record("cut.pcapng", 1, pkts)
        json.dump(manifest, open(out + "/manifest.json", "w"))
        """#

    struct ManifestFile: Decodable {
        struct Packet: Decodable {
            var hex: String
            var wirelen: Int
        }
        var file: String
        var linktype: UInt32
        var packets: [Packet]
    }

    @Test(.requires(.scapy, .tshark)) func scapyWrittenCaptures() throws {
        let python = try #require(Oracle.python3)
        let directory = try makeTemporaryDirectory("scapy")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Subprocess.run(python, ["-c", Self.script, directory.path])
        try #require(run.status == 0, "scapy script failed: \(run.stderr)")
        let manifest = try JSONDecoder().decode(
            [ManifestFile].self, from: Data(contentsOf: directory.appendingPathComponent("manifest.json")))
        #expect(manifest.count == 13)
        var framesChecked = 0
        var tsharkAgreeing = 0
        for entry in manifest {
            let path = directory.appendingPathComponent(entry.file).path
            let reader = try CaptureReader(path: path)
            let result = readAll(reader)
            #expect(result.warnings.isEmpty, "\(entry.file): \(result.warnings)")
            #expect(result.frames.count == entry.packets.count, "\(entry.file)")
            for (frame, packet) in zip(result.frames, entry.packets) {
                #expect(frame.bytes == hexBytes(packet.hex), "\(entry.file) frame \(frame.number)")
                #expect(frame.length == packet.wirelen, "\(entry.file) frame \(frame.number)")
                #expect(frame.linkType == LinkType(rawValue: entry.linktype), "\(entry.file)")
                #expect(frame.truncated == (packet.wirelen > frame.capturedLength))
                framesChecked += 1
            }
            switch entry.file {
            case "ns-le.pcap": #expect(reader.format == .pcap(nanosecond: true, bigEndian: false))
            case "us-be.pcap": #expect(reader.format == .pcap(nanosecond: false, bigEndian: true))
            case "ns-be.pcap": #expect(reader.format == .pcap(nanosecond: true, bigEndian: true))
            case "wrpcapng.pcapng":
                #expect(result.frames.map(\.comments) == [["scapy comment"], [], ["one", "zwei ✓"]])
            case "cut.pcap", "cut.pcapng": #expect(result.frames.allSatisfy { $0.truncated })
            default: break
            }
            let reference = try #require(Oracle.tsharkFrames(path))
            tsharkAgreeing += expectAgreement(result.tsharkView, reference, file: entry.file)
        }
        print(
            "scapy captures: \(framesChecked) frames match scapy's bytes and wire lengths in \(manifest.count) files; \(tsharkAgreeing) agree with tshark"
        )
    }
}

func hexBytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex, let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) {
        bytes.append(UInt8(text[index..<next], radix: 16) ?? 0)
        index = next
    }
    return bytes
}
