import Foundation
import Testing
import TestSupport

/// F1 Setup Requests of 4, 300, 400 and 512 served cells, pycrate-encoded (the 400- and 512-cell
/// ones are 16K octets or more: their open types go in fragments, X.691 clause 11.9.3.8), wrapped
/// into SCTP by `shared/oracles/f1ap_to_pcap.py`: `ranconform decode --json` lists the same NR
/// cell identities as tshark 4.0.17 for every frame, and the IE after the cell list (RRC version,
/// id 171) in both. (`decode --json` renders the full decode, which read fragmented values right
/// before the layout reads of `check` did too; those are checked in `F1APFragmentedValueTests`.)
/// Skipped with a printed reason without tshark, scapy, pycrate or ../shared.
@Suite(.requires(.tshark, .scapy, .pycrate, .shared)) struct FragmentedF1APTsharkTests {
    static func servedCell(_ i: Int) -> String {
        #"{"served-Cell-Information":{"nRCGI":{"pLMN-Identity":"00f110","nRCellIdentity":"\#(String(format: "%09x0", i + 1))"},"nRPCI":\#(i % 1008),"fiveGS-TAC":"000001","servedPLMNs":[{"pLMN-Identity":"00f110"}],"nR-Mode-Info":{"tDD":{"nRFreqInfo":{"nRARFCN":632628,"freqBandListNr":[{"freqBandIndicatorNr":78,"supportedSULBandList":[]}]},"transmission-Bandwidth":{"nRSCS":"scs30","nRNRB":"nrb33"}}},"measurementTimingConfiguration":"101134e6850000"}}"#
    }

    @Test func decodeJSONListsTheCellsTsharkLists() throws {
        let counts = [4, 300, 400, 512]
        let jers = counts.map { n in
            let items = (0..<n).map { #"{"id":43,"criticality":"reject","value":\#(Self.servedCell($0))}"# }.joined(separator: ",")
            return #"{"initiatingMessage":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":1},{"id":42,"criticality":"reject","value":7},{"id":44,"criticality":"reject","value":[\#(items)]},{"id":171,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#
        }
        let hexes = try PycrateWorker.shared.encode(jers).map { answer in try #require(answer["hex"] as? String, "pycrate: \(answer)") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("f1ap-fragmented-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("pdus.txt"), pcap = dir.appendingPathComponent("f1ap.pcap")
        try hexes.map { "du>cu " + $0 }.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let w = try Subprocess.run("python3", [Oracle.shared.appendingPathComponent("oracles/f1ap_to_pcap.py").path, "-f", list.path, "-o", pcap.path])
        try #require(w.status == 0, "\(w.stderr)")

        let t = try Subprocess.run("tshark", ["-r", pcap.path, "-T", "fields", "-E", "separator=;", "-e", "f1ap.nRCellIdentity", "-e", "f1ap.id"])
        try #require(t.status == 0, "\(t.stderr)")
        let theirs = t.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(counts.count).map { line in
            let columns = line.split(separator: ";", omittingEmptySubsequences: false)
            return (cells: columns.first.map { $0.split(separator: ",").map(String.init) } ?? [],
                    ids: columns.count > 1 ? columns[1].split(separator: ",").compactMap { Int($0) } : [])
        }

        let ours = try #require(try CLIHarness.ranconform(["decode", "--json", pcap.path]))
        try #require(ours.status == 0, "\(ours.stderr)")
        let frames = ours.stdout.split(separator: "\n").compactMap { line -> [String: Any]? in
            let text = line.trimmingCharacters(in: CharacterSet(charactersIn: "[], "))
            guard text.hasPrefix("{") else { return nil }
            return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        }
        #expect(frames.count == counts.count && theirs.count == counts.count)
        for (i, (n, frame)) in zip(counts, frames).enumerated() where i < theirs.count {
            let cells = frame["f1ap.nRCellIdentity"] as? [String] ?? []
            #expect(cells.count == n && cells == theirs[i].cells, "frame \(i + 1): ours \(cells.count) cells, tshark \(theirs[i].cells.count)")
            let ids = (frame["f1ap.id"] as? [Int]) ?? []
            #expect(ids.contains(171) && theirs[i].ids.contains(171), "frame \(i + 1): IE 171 in ours \(ids.contains(171)), tshark \(theirs[i].ids.contains(171))")
        }
    }
}

/// The user's path end to end: a 512-cell F1 Setup Request (over 16K octets, its open types in
/// fragments) sent in SCTP DATA chunks of 1,400 octets, then a gNB-DU Configuration Update
/// deleting cell 500 and an Initial UL RRC Message Transfer; `check --json` reassembles the SCTP
/// message, reads the cells off the layout and judges F1-DUCFG-CELLS and F1-INITUL-FIELDS. Naming
/// served cell 450 passes both, naming the deleted cell 500 fails F1-INITUL-FIELDS; the same
/// PDUs in one chunk each give the same verdicts. pycrate encodes, `shared/oracles/f1ap_to_pcap.py`
/// wraps (skipped with a printed reason without scapy, pycrate or ../shared).
@Suite(.requires(.scapy, .pycrate, .shared)) struct FragmentedF1APCheckTests {
    static func nrcgi(_ i: Int) -> String { #"{"pLMN-Identity":"00f110","nRCellIdentity":"\#(String(format: "%09x0", i + 1))"}"# }

    static func pdus(initialULCell: Int) throws -> [String] {
        let items = (0..<512).map { #"{"id":43,"criticality":"reject","value":\#(FragmentedF1APTsharkTests.servedCell($0))}"# }.joined(separator: ",")
        let jers = [
            #"{"initiatingMessage":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":1},{"id":42,"criticality":"reject","value":7},{"id":44,"criticality":"reject","value":[\#(items)]},{"id":171,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#,
            #"{"successfulOutcome":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":1},{"id":170,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#,
            #"{"initiatingMessage":{"procedureCode":3,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":2},{"id":60,"criticality":"reject","value":[{"id":59,"criticality":"reject","value":{"oldNRCGI":\#(nrcgi(500))}}]}]}}}"#,
            #"{"successfulOutcome":{"procedureCode":3,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":2}]}}}"#,
            #"{"initiatingMessage":{"procedureCode":11,"criticality":"ignore","value":{"protocolIEs":[{"id":41,"criticality":"reject","value":5},{"id":111,"criticality":"reject","value":\#(nrcgi(initialULCell))},{"id":95,"criticality":"reject","value":4660},{"id":50,"criticality":"reject","value":"1dec89d05766"},{"id":128,"criticality":"reject","value":"5c00"},{"id":78,"criticality":"ignore","value":1}]}}}"#,
        ]
        let directions = ["du>cu", "cu>du", "du>cu", "cu>du", "du>cu"]
        return try zip(directions, PycrateWorker.shared.encode(jers)).map { direction, answer in
            "\(direction) " + (try #require(answer["hex"] as? String, "pycrate: \(answer)"))
        }
    }

    /// (rule → verdict, evaluated) of F1-DUCFG-CELLS and F1-INITUL-FIELDS, and the run's exit status.
    static func check(_ lines: [String], fragment: Int?, in dir: URL) throws -> ([String: String], Int32) {
        let list = dir.appendingPathComponent("pdus-\(fragment ?? 0).txt"), pcap = dir.appendingPathComponent("f1ap-\(fragment ?? 0).pcap")
        try lines.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let w = try Subprocess.run("python3", [Oracle.shared.appendingPathComponent("oracles/f1ap_to_pcap.py").path, "-f", list.path, "-o", pcap.path]
                                   + (fragment.map { ["--fragment", String($0)] } ?? []))
        try #require(w.status == 0, "\(w.stderr)")
        let r = try #require(try CLIHarness.ranconform(["check", pcap.path, "--json"]))
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        var out: [String: String] = [:]
        for row in object?["results"] as? [[String: Any]] ?? [] {
            guard let rule = row["rule"] as? String, rule == "F1-DUCFG-CELLS" || rule == "F1-INITUL-FIELDS" else { continue }
            out[rule] = "\(row["verdict"] ?? "") \(row["count"] ?? "")"
        }
        return (out, r.status)
    }

    @Test func cellsOfAFragmentedSetupAreJudgedThroughSCTPFragments() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("f1ap-fragmented-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let served = try Self.pdus(initialULCell: 450), deleted = try Self.pdus(initialULCell: 500)
        for fragment in [1_400, nil] as [Int?] {
            let (ok, _) = try Self.check(served, fragment: fragment, in: dir)
            #expect(ok == ["F1-DUCFG-CELLS": "PASS 1", "F1-INITUL-FIELDS": "PASS 1"], "chunks of \(fragment.map(String.init) ?? "any") octets: \(ok)")
            let (bad, status) = try Self.check(deleted, fragment: fragment, in: dir)
            #expect(bad == ["F1-DUCFG-CELLS": "PASS 1", "F1-INITUL-FIELDS": "FAIL 1"] && status == 1, "chunks of \(fragment.map(String.init) ?? "any") octets: \(bad)")
        }
    }
}
