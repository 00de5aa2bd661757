import Foundation
import NetLayers
import TestSupport
import WireCore

/// NetLayers test helpers: a test-only pcap reader and comparisons with tshark's fields and
/// summaries (oracle availability, subprocesses and paths come from TestSupport).
enum Support {
    /// A fresh temporary directory (nil only when the file system refuses one).
    static func temporaryDirectory(_ name: String) -> URL {
        (try? TemporaryFiles.directory("netlayers-" + name)) ?? FileManager.default.temporaryDirectory
    }

    /// One pcap record.
    struct Record {
        var linkType: UInt32
        var bytes: [UInt8]
        var originalLength: Int
        var timestamp: Int64
        var isTruncated: Bool { bytes.count < originalLength }
    }

    /// A test-only reader for classic pcap (both byte orders, µs and ns magic).
    static func readPcap(_ url: URL) -> [Record]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        let b = [UInt8](data)
        guard b.count >= 24 else { return nil }
        let magicLE = UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
        let little: Bool
        let nanos: Bool
        switch magicLE {
        case 0xA1B2_C3D4: (little, nanos) = (true, false)
        case 0xA1B2_3C4D: (little, nanos) = (true, true)
        case 0xD4C3_B2A1: (little, nanos) = (false, false)
        case 0x4D3C_B2A1: (little, nanos) = (false, true)
        default: return nil
        }
        func u32(_ i: Int) -> UInt32 {
            little
                ? UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
                : UInt32(b[i + 3]) | UInt32(b[i + 2]) << 8 | UInt32(b[i + 1]) << 16 | UInt32(b[i]) << 24
        }
        let linkType = u32(20) & 0x0FFF_FFFF
        var records: [Record] = []
        var i = 24
        while i + 16 <= b.count {
            let seconds = Int64(u32(i))
            let fraction = Int64(u32(i + 4))
            let included = Int(u32(i + 8))
            let original = Int(u32(i + 12))
            guard i + 16 + included <= b.count else { break }
            records.append(Record(
                linkType: linkType, bytes: Array(b[(i + 16)..<(i + 16 + included)]), originalLength: original,
                timestamp: seconds * 1_000_000_000 + (nanos ? fraction : fraction * 1000)))
            i += 16 + included
        }
        return records
    }

    /// Reads a capture of any kind tshark knows by converting it to pcap first.
    static func readAnyCapture(_ url: URL) -> [Record]? {
        if url.pathExtension == "pcap" { return readPcap(url) }
        let out = temporaryDirectory("conv").appendingPathComponent("c.pcap")
        guard Subprocess.output("tshark", ["-r", url.path, "-F", "pcap", "-w", out.path]) != nil else { return nil }
        return readPcap(out)
    }

    /// tshark `-T fields` output: one row per frame, one column per field (repeats joined by ",").
    static func tsharkFields(_ url: URL, _ fields: [String], extra: [String] = []) -> [[String]]? {
        var arguments = ["-r", url.path] + extra
        arguments += ["-T", "fields", "-E", "occurrence=a", "-E", "aggregator=,", "-E", "separator=/t"]
        for field in fields { arguments += ["-e", field] }
        guard let text = Subprocess.output("tshark", arguments) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Our value of a field in tshark's text form (repeats joined by ",").
    static func ourText(_ dissection: FrameDissection, _ name: String) -> String {
        dissection.fields.fields.filter { $0.name == name }.map { TsharkText.text($0) }.joined(separator: ",")
    }

    /// Dissects every record with one demux, as `decode` would.
    static func dissectAll(_ records: [Record], configuration: DemuxConfiguration = .init()) -> [FrameDissection] {
        var demux = NetworkDemux(configuration: configuration)
        return records.enumerated().map { index, record in
            demux.dissect(
                frame: record.bytes[...], linkType: record.linkType, frameNumber: index + 1,
                timestampNanoseconds: record.timestamp, isTruncated: record.isTruncated)
        }
    }

    /// Compares our fields with tshark's on every frame; returns the disagreements
    /// ("frame N field: ours | tshark") and the number of (frame, field) pairs compared.
    static func compareWithTshark(
        _ url: URL, records: [Record], fields: [String], configuration: DemuxConfiguration = .init(), extra: [String] = []
    ) -> (mismatches: [String], compared: Int)? {
        guard let rows = tsharkFields(url, fields, extra: extra) else { return nil }
        let ours = dissectAll(records, configuration: configuration)
        guard rows.count == ours.count else { return (["frame count: ours \(ours.count) | tshark \(rows.count)"], 0) }
        var mismatches: [String] = []
        var compared = 0
        for (n, row) in rows.enumerated() {
            for (k, name) in fields.enumerated() {
                let theirs = k < row.count ? row[k] : ""
                let mine = ourText(ours[n], name)
                compared += 1
                if theirs != mine { mismatches.append("frame \(n + 1) \(name): ours '\(mine)' | tshark '\(theirs)'") }
            }
        }
        return (mismatches, compared)
    }

    /// Fields compared with tshark on every capture.
    static let comparedFields = [
        "eth.src", "eth.dst", "eth.type", "vlan.id", "vlan.priority", "vlan.dei", "vlan.etype", "ieee8021ad.id",
        "ieee8021ad.priority", "ieee8021ad.dei", "null.family", "erf.types.type", "erf.rlen", "erf.wlen", "erf.lctr", "sll.pkttype", "sll.hatype", "sll.halen", "sll.src.eth", "sll.etype",
        "ip.version", "ip.hdr_len", "ip.src", "ip.dst", "ip.proto", "ip.len", "ip.id", "ip.ttl", "ip.flags", "ip.flags.rb", "ip.flags.mf",
        "ip.flags.df", "ip.frag_offset", "ip.checksum", "ip.dsfield", "ipv6.src", "ipv6.dst", "ipv6.nxt", "ipv6.plen",
        "ipv6.hlim", "ipv6.tclass", "ipv6.flow", "ipv6.fraghdr.offset", "ipv6.fraghdr.ident", "udp.srcport",
        "udp.dstport", "udp.length", "udp.checksum", "sctp.srcport", "sctp.dstport", "sctp.verification_tag",
        "sctp.checksum", "sctp.chunk_type", "sctp.chunk_flags", "sctp.chunk_length", "sctp.data_tsn", "sctp.data_tsn_raw", "sctp.sack_cumulative_tsn_ack_raw", "sctp.data_sid",
        "sctp.data_ssn", "sctp.data_payload_proto_id", "sctp.data_b_bit", "sctp.data_e_bit", "sctp.data_u_bit",
        "sctp.init_initiate_tag", "sctp.init_initial_tsn", "sctp.initack_initiate_tag", "sctp.initack_initial_tsn",
        "sctp.sack_cumulative_tsn_ack", "sctp.sack_a_rwnd", "sctp.data_mid", "sctp.data_fsn", "sctp.data_i_bit",
        "sctp.init_credit", "sctp.init_nr_out_streams", "sctp.init_nr_in_streams", "sctp.sack_number_of_gap_blocks",
        "ipv6.fraghdr.nxt", "ipv6.fraghdr.more", "ipv6.hopopts.nxt", "ipv6.dstopts.nxt", "ipv6.routing.nxt",
        "gre.flags_and_version", "gre.proto", "gre.key", "gre.sequence_number", "erspan.version", "erspan.spanid",
        "erspan.truncated", "vxlan.flags", "vxlan.vni", "geneve.version", "geneve.proto_type", "geneve.vni",
    ]

    /// Our protocol chain agrees with tshark's up to our top layer. Differences allowed by
    /// design: tshark shows IEEE 1914.3 RoE and undecoded UDP payload as `data` (we say `roe`,
    /// `ecpri` for configured ports), and it picks the RAN AP dissector by port before PPID.
    static func chainAgrees(ours: [String], tshark: String) -> Bool {
        let theirs = tshark.split(separator: ":").map(String.init)
        guard ours.count <= theirs.count else { return false }
        let ranAP: Set<String> = ["f1ap", "e1ap", "e2ap", "ngap"]
        for (a, b) in zip(ours, theirs) where a != b {
            if a == "roe" && b == "data" { continue }
            if a == "ecpri" && b == "data" { continue }
            if ranAP.contains(a) && ranAP.contains(b) { continue }
            return false
        }
        return true
    }
}

extension Support {
    /// Compares our summary (protocol column, Info, source, destination) with tshark's for the
    /// frames whose top layer is ours (SCTP, UDP, IPv4 fragments) and the SCTP part of the Info
    /// of frames carrying F1AP/E1AP/E2AP/NGAP. Returns the disagreements and the lines compared.
    static func summaryMismatches(
        _ url: URL, records: [Record], configuration: DemuxConfiguration = .init(), extra: [String] = []
    ) -> (mismatches: [String], compared: Int)? {
        guard let rows = tsharkFields(url, ["_ws.col.Protocol", "_ws.col.Info", "_ws.col.Source", "_ws.col.Destination"], extra: extra)
        else { return nil }
        let ours = dissectAll(records, configuration: configuration)
        guard rows.count == ours.count else { return (["frame count"], 0) }
        var mismatches: [String] = []
        var compared = 0
        for (n, (row, d)) in zip(rows, ours).enumerated() where row.count == 4 {
            let theirs = row[1].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " , ", with: " ")
            if ["SCTP", "UDP", "IPv4"].contains(d.protocolColumn) {
                compared += 1
                if d.protocolColumn != row[0] || d.info != theirs {
                    mismatches.append("frame \(n + 1): \(d.protocolColumn) '\(d.info)' | \(row[0]) '\(theirs)'")
                }
            } else if d.protocolColumn == "PTPv2" {
                compared += 1
                if row[0] != "PTPv2" { mismatches.append("frame \(n + 1): PTPv2 | \(row[0])") }
            } else if ["F1AP", "E1AP", "E2AP", "NGAP"].contains(d.protocolColumn) {
                compared += 1
                if !theirs.hasPrefix(d.info) { mismatches.append("frame \(n + 1): '\(d.info)' | '\(theirs)'") }
            }
            if row[2].contains(".") || row[2].contains("::"), d.source != row[2] || d.destination != row[3] {
                mismatches.append("frame \(n + 1): \(d.source) → \(d.destination) | \(row[2]) → \(row[3])")
            }
        }
        return (mismatches, compared)
    }
}
