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
