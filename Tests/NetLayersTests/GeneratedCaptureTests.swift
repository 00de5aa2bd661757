import Foundation
import NetLayers
import Testing
import TestSupport
import WireCore

/// Captures built by scapy (an independent writer): PDUs compared with the bytes put in, fields
/// compared with tshark.
@Suite struct GeneratedCaptureTests {
    static let files = ["l2", "sctp", "sll", "sll2", "raw", "ipv4", "ipv6", "null", "loop", "erf", "tunnels"]

    /// Generates the captures once; nil when python3 with scapy is missing (tests that use them
    /// require scapy) or the generator failed.
    static let directory: URL? = {
        guard Oracle.scapyAvailable else { return nil }
        let dir = Support.temporaryDirectory("gen")
        let script = dir.appendingPathComponent("gen.py")
        guard (try? GeneratorScript.source.write(to: script, atomically: true, encoding: .utf8)) != nil,
            Subprocess.output("python3", [script.path, dir.path]) != nil
        else { return nil }
        return dir
    }()

    static var configuration: DemuxConfiguration {
        var c = DemuxConfiguration()
        c.ecpriUDPPorts = [5555]
        return c
    }

    struct Expected {
        var kind: String
        var payload: String
        var frames: [Int]
        var offset: Int?
        var tsn: [Int]?
        var sid: Int?
        var ppid: Int?
        var assoc: Int?
        var vlans: [[Int]]?
    }

    static func expectations(_ dir: URL) -> [String: [Expected]] {
        guard let data = try? Data(contentsOf: dir.appendingPathComponent("expect.json")),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [:] }
        var result: [String: [Expected]] = [:]
        for e in list {
            let item = Expected(
                kind: e["kind"] as? String ?? "", payload: e["payload"] as? String ?? "", frames: e["frames"] as? [Int] ?? [],
                offset: e["offset"] as? Int, tsn: e["tsn"] as? [Int], sid: e["sid"] as? Int, ppid: e["ppid"] as? Int,
                assoc: e["assoc"] as? Int, vlans: e["vlans"] as? [[Int]])
            result[e["file"] as? String ?? "", default: []].append(item)
        }
        return result
    }

    static func check(_ pdus: [PDU], against expected: [Expected], file: String) -> [String] {
        var problems: [String] = []
        if pdus.count != expected.count { problems.append("\(file): \(pdus.count) PDUs, expected \(expected.count)") }
        for (pdu, want) in zip(pdus, expected) {
            let label = "\(file) PDU from frames \(want.frames)"
            if pdu.kind.rawValue != want.kind { problems.append("\(label): kind \(pdu.kind)") }
            if Hex.encode(pdu.payload) != want.payload { problems.append("\(label): payload \(Hex.encode(pdu.payload))") }
            if pdu.frameNumbers != want.frames { problems.append("\(label): frames \(pdu.frameNumbers)") }
            if let offset = want.offset, pdu.offsetInFrame != offset { problems.append("\(label): offset \(String(describing: pdu.offsetInFrame))") }
            if want.offset == nil && want.frames.count > 1 && pdu.offsetInFrame != nil { problems.append("\(label): reassembled PDU has an offset") }
            if let tsn = want.tsn, pdu.endpoints.sctpTSNs.map(Int.init) != tsn { problems.append("\(label): TSNs \(pdu.endpoints.sctpTSNs)") }
            if let sid = want.sid, pdu.endpoints.sctpStream.map(Int.init) != sid { problems.append("\(label): stream \(String(describing: pdu.endpoints.sctpStream))") }
            if let ppid = want.ppid, pdu.endpoints.payloadProtocolID.map(Int.init) != ppid { problems.append("\(label): ppid") }
            if let assoc = want.assoc, pdu.endpoints.sctpAssociation != assoc { problems.append("\(label): association \(String(describing: pdu.endpoints.sctpAssociation))") }
            if let vlans = want.vlans {
                let ours = pdu.endpoints.vlanTags.map { [Int($0.tpid), Int($0.priority), $0.dropEligible ? 1 : 0, Int($0.id)] }
                if ours != vlans { problems.append("\(label): VLAN tags \(ours)") }
            }
        }
        return problems
    }

    @Test(.requires(.scapy)) func pdusMatchTheBytesPutIn() throws {
        let dir = try #require(Self.directory, "scapy generator failed")
        let expected = Self.expectations(dir)
        #expect(expected.values.map(\.count).reduce(0, +) == 52)
        var total = 0
        for file in Self.files {
            let records = try #require(Support.readPcap(dir.appendingPathComponent("\(file).pcap")))
            // Fast path.
            var demux = NetworkDemux(configuration: Self.configuration)
            var fast: [PDU] = []
            for (i, r) in records.enumerated() {
                demux.demux(frame: r.bytes[...], linkType: r.linkType, frameNumber: i + 1, timestampNanoseconds: r.timestamp, isTruncated: false) {
                    fast.append($0)
                }
            }
            let problems = Self.check(fast, against: expected[file] ?? [], file: file)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            // Full dissection gives the same PDUs.
            let full = Support.dissectAll(records, configuration: Self.configuration).flatMap(\.pdus)
            #expect(Self.check(full, against: expected[file] ?? [], file: file).isEmpty)
            #expect(demux.statistics.malformedFrames == 0)
            total += fast.count
        }
        print("NetLayers: \(total) PDUs from scapy captures match the bytes put in")
    }

    @Test(.requires(.scapy)) func retransmissionsAndStatistics() throws {
        let dir = try #require(Self.directory, "scapy generator failed")
        let records = try #require(Support.readPcap(dir.appendingPathComponent("sctp.pcap")))
        var demux = NetworkDemux(configuration: Self.configuration)
        for (i, r) in records.enumerated() {
            demux.demux(frame: r.bytes[...], linkType: r.linkType, frameNumber: i + 1, timestampNanoseconds: r.timestamp, isTruncated: false) { _ in }
        }
        #expect(demux.statistics.sctpRetransmissions == 1)
        #expect(demux.statistics.sctpMessagesReassembled == 3)
        #expect(demux.statistics.sctpAssociations == 4)
        #expect(demux.statistics.ipDatagramsReassembled == 1)
        #expect(demux.statistics.pdus(of: .f1ap) == 11)
        // Association 0: DU 192.0.2.10:40000 <-> CU 192.0.2.20:38472, tags 0 (INIT), 0x1111, 0x2222.
        let first = try #require(demux.sctpAssociations.first)
        #expect(first.id == 0 && first.lowAddress == .v4(0xC000_020A) && first.lowPort == 40000 && first.highPort == 38472)
        #expect(Set(first.verificationTags) == [0, 0x1111, 0x2222])
    }

    @Test(.requires(.scapy, .tshark)) func fieldsAgreeWithTshark() throws {
        let dir = try #require(Self.directory, "scapy generator failed")
        var compared = 0
        var frames = 0
        for file in Self.files {
            let url = dir.appendingPathComponent("\(file).pcap")
            let records = try #require(Support.readPcap(url))
            let result = try #require(Support.compareWithTshark(
                url, records: records, fields: Support.comparedFields, configuration: Self.configuration,
                extra: ["-d", "udp.port==5555,ecpri"]))
            #expect(result.mismatches.isEmpty, "\(file): \(result.mismatches.prefix(20).joined(separator: "\n"))")
            compared += result.compared
            frames += records.count
        }
        print("NetLayers: \(frames) scapy frames, \(compared) (frame, field) pairs compared with tshark")
    }

    @Test(.requires(.scapy, .tshark)) func protocolChainsAndSummariesAgreeWithTshark() throws {
        let dir = try #require(Self.directory, "scapy generator failed")
        var summaries = 0
        for file in Self.files {
            let url = dir.appendingPathComponent("\(file).pcap")
            let records = try #require(Support.readPcap(url))
            let rows = try #require(Support.tsharkFields(
                url, ["frame.protocols", "_ws.col.Protocol", "_ws.col.Info", "_ws.col.Source", "_ws.col.Destination"],
                extra: ["-d", "udp.port==5555,ecpri"]))
            let ours = Support.dissectAll(records, configuration: Self.configuration)
            #expect(rows.count == ours.count)
            let summary = try #require(Support.summaryMismatches(url, records: records, configuration: Self.configuration, extra: ["-d", "udp.port==5555,ecpri"]))
            #expect(summary.mismatches.isEmpty, "\(file): \(summary.mismatches.prefix(10).joined(separator: "\n"))")
            for (n, (row, d)) in zip(rows, ours).enumerated() where row.count == 5 {
                #expect(Support.chainAgrees(ours: d.protocols, tshark: row[0]), "\(file) frame \(n + 1): \(d.protocolChain) vs \(row[0])")
                let theirs = row[2].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " , ", with: " ")
                if d.protocolColumn == "SCTP" || d.protocolColumn == "UDP" || d.protocolColumn == "IPv4" {
                    #expect(d.protocolColumn == row[1], "\(file) frame \(n + 1) protocol \(d.protocolColumn) vs \(row[1])")
                    #expect(d.info == theirs, "\(file) frame \(n + 1) info '\(d.info)' vs '\(theirs)'")
                    summaries += 1
                } else if ["F1AP", "E1AP", "E2AP", "NGAP"].contains(d.protocolColumn) {
                    // tshark's Info is the SCTP part (chunks not handed on) then the AP's own text.
                    #expect(theirs.hasPrefix(d.info), "\(file) frame \(n + 1) info '\(d.info)' vs '\(theirs)'")
                    summaries += 1
                }
                if row[3].contains(".") || row[3].contains("::") {
                    #expect(d.source == row[3] && d.destination == row[4], "\(file) frame \(n + 1) \(d.source) → \(d.destination)")
                }
            }
        }
        print("NetLayers: \(summaries) SCTP/UDP/IPv4/AP summary lines agree with tshark")
    }
}
