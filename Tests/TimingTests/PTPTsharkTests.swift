import Foundation
import Testing
import TestSupport
import Timing
import WireCore

/// PTP frames whose bytes Python assembles from the IEEE 1588-2019 §13 layout (struct.pack),
/// wrapped by scapy in Ethernet (0x88F7) or IPv4/UDP 319/320 and written to a pcap; decoded by us
/// and by tshark 4.0.17; every field we emit must equal tshark's.
@Suite struct PTPTsharkTests {
    static let generator = #"""
        import random, struct, sys
        from scapy.all import Ether, IP, UDP, Raw, wrpcap
        seed = int(sys.argv[1]); n = int(sys.argv[2]); out = sys.argv[3]
        rnd = random.Random(seed)
        def ts():  # Timestamp: UInteger48 secondsField, UInteger32 nanosecondsField
            s = rnd.randrange(0, 2**48); ns = rnd.randrange(0, 10**9)
            return struct.pack(">HII", s >> 32, s & 0xFFFFFFFF, ns)
        def port():  # PortIdentity: ClockIdentity (8 octets), UInteger16 portNumber
            return struct.pack(">QH", rnd.getrandbits(64), rnd.randrange(65536))
        frames = []
        types = [0x0, 0x1, 0x2, 0x3, 0x8, 0x9, 0xA, 0xB, 0xC, 0xD]
        for i in range(n):
            t = types[i % len(types)] if i < 2 * len(types) else rnd.choice(types)
            if t in (0x0, 0x1, 0x8): body = ts()
            elif t == 0x2: body = ts() + bytes(10)
            elif t in (0x3, 0x9, 0xA): body = ts() + port()
            elif t == 0xB:  # Announce, Table 43
                body = ts() + struct.pack(">hBBBBHBQHB", rnd.randrange(-100, 100), 0, rnd.randrange(256),
                                          rnd.choice([6, 7, 135, 165, 248]), rnd.randrange(0x20, 0x32), rnd.randrange(65536),
                                          rnd.randrange(256), rnd.getrandbits(64), rnd.randrange(0, 10),
                                          rnd.choice([0x10, 0x20, 0x40, 0xA0]))
            elif t == 0xC: body = port()
            elif t == 0xD:  # Management: targetPortIdentity, starting/boundaryHops, actionField, reserved
                body = port() + struct.pack(">BBBBHHH", 1, 1, 0, 0, 0x0001, 2, 0x0000)  # + MANAGEMENT TLV (NULL_MANAGEMENT)
            length = 34 + len(body)
            corr = rnd.choice([0, rnd.randrange(0, 2**40)])
            # majorSdoId 1 is 802.1AS (gPTP): tshark then treats Sync/Announce/Pdelay_Req timestamps and the
            # Follow_Up TLV the 802.1AS way, which this 1588 / G.8275.1 decoder does not model.
            major = rnd.randrange(2) if t in (1, 3, 9) else 0
            hdr = struct.pack(">BBHBBHqI", (major << 4) | t, (rnd.randrange(2) << 4) | 2, length,
                              rnd.randrange(256), 0, rnd.getrandbits(16) & 0xE77F, corr, 0)
            hdr += port() + struct.pack(">HBb", rnd.randrange(65536), rnd.randrange(6), rnd.randrange(-7, 4))
            pdu = hdr + body
            if rnd.randrange(3) == 0:
                f = Ether(src="02:00:00:00:00:01", dst="01:1b:19:00:00:00", type=0x88F7) / Raw(pdu); off = 14
            else:
                p = 319 if t in (0, 1, 2, 3) else 320
                f = (Ether(src="02:00:00:00:00:01", dst="01:00:5e:00:01:81") / IP(src="10.0.0.1", dst="224.0.1.129")
                     / UDP(sport=p, dport=p) / Raw(pdu)); off = 42
            frames.append(f)
            print(off)
        wrpcap(out, frames)
        """#

    static func number(_ text: Substring) -> Double? {
        if text.hasPrefix("0x"), let v = UInt64(text.dropFirst(2), radix: 16) { return Double(v) }
        return Double(text)
    }

    static func exact(_ text: Substring) -> Int128? {
        if text.hasPrefix("0x"), let v = UInt64(text.dropFirst(2), radix: 16) { return Int128(v) }
        return Int128(text)
    }

    @Test(.requires(.tshark, .scapy)) func fieldsAgreeWithTshark() throws {
        let tshark = try #require(Oracle.tshark)
        let dir = try Support.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pcap = dir.appendingPathComponent("ptp.pcap")
        let count = 120
        let out = try Support.python(Self.generator, ["11", String(count), pcap.path])
        let offsets = out.split(separator: "\n").compactMap { Int($0) }
        let frames = try ClassicPcap.packets(pcap)
        try #require(frames.count == count && offsets.count == count)
        var decoded: [FieldList] = []
        var summaries: [String] = []
        var names: [String] = []
        for (frame, offset) in zip(frames, offsets) {
            let m = try PTPMessage.decode(frame[offset...], baseBitOffset: offset * 8)
            var list = FieldList()
            m.appendFields(to: &list)
            decoded.append(list)
            summaries.append(m.summary)
            for f in list.fields where !names.contains(f.name) { names.append(f.name) }
        }
        let args =
            ["-r", pcap.path, "-T", "fields", "-E", "separator=\t", "-e", "_ws.col.Info"]
            + names.flatMap { ["-e", $0] }
        let text = try Subprocess.run(tshark, args).stdout
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        try #require(rows.count == count)
        var compared = 0
        var mismatches = 0
        for (i, row) in rows.enumerated() {
            let cols = row.split(separator: "\t", omittingEmptySubsequences: false)
            try #require(cols.count == names.count + 1)
            if summaries[i] == "Management Message" {
                // tshark names the management action and id, which we do not decode (header only)
                #expect(cols[0].hasPrefix("Management"), "frame \(i + 1) info")
            } else {
                #expect(cols[0] == summaries[i], "frame \(i + 1) info")
            }
            for (j, name) in names.enumerated() {
                guard let ours = decoded[i].first(name) else { continue }
                let theirs = cols[j + 1]
                let ok: Bool
                switch ours {
                case .unsigned(let v): ok = Self.exact(theirs) == Int128(v)
                case .signed(let v): ok = Self.exact(theirs) == Int128(v)
                case .bool(let b): ok = theirs == (b ? "1" : "0") || theirs == (b ? "True" : "False")
                case .double(let d): ok = Self.number(theirs).map { abs($0 - d) < 1e-9 } ?? false
                default: ok = false
                }
                if !ok {
                    mismatches += 1
                    Issue.record("frame \(i + 1) \(name): ours \(ours), tshark '\(theirs)'")
                }
                compared += 1
            }
        }
        #expect(mismatches == 0)
        #expect(compared > count * 20)
        print(
            "PTP: \(count) frames, \(compared) field values and \(count) summaries agree with tshark (\(names.count) field names)"
        )
    }
}
