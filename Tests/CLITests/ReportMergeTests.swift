import Foundation
import Testing
import TestSupport

/// `ranconform report merge`: the results of N captures joined equal the single run over the
/// same captures (`check A B`): the same test-case verdicts and per-rule counts; the runs are listed.
@Suite(.serialized) struct ReportMergeTests {
    var root: String { Oracle.packageRoot.path }

    static func cases(_ path: String) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        var out: [String: String] = [:]
        func walk(_ items: [[String: Any]]) {
            for i in items {
                if let g = i["groupItems"] as? [[String: Any]] { walk(g) } else { out[i["number"] as? String ?? ""] = i["result"] as? String }
            }
        }
        walk(object?["testResults"] as? [[String: Any]] ?? [])
        return out
    }

    /// (rule node) → "verdict evaluated violations" from a --report json file.
    static func rows(_ path: String) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        var out: [String: String] = [:]
        for r in object?["results"] as? [[String: Any]] ?? [] {
            out["\(r["rule"] ?? "") \(r["node"] ?? "")"] = "\(r["verdict"] ?? "") \(r["evaluated"] ?? "") \(r["violations"] ?? "")"
        }
        return out
    }

    @Test func mergedRunsEqualTheSingleRunOverTheSameCaptures() throws {
        let dir = NSTemporaryDirectory() + "ranconform-merge-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let testbed = root + "/Profiles/testbeds/lab-a.yaml"
        let a = root + "/Captures/sample-du-ru-cu.pcapng", b = root + "/Captures/synth/f1ap-fault-wrong-transaction-id.pcapng"
        for (name, capture) in [("a", a), ("b", b)] {
            let r = try #require(try CLIHarness.ranconform(["check", capture, "--testbed", testbed, "--report", "json:\(dir)/\(name).json", "-q"]))
            #expect(r.status <= 1, "\(r.stderr)")
        }
        let single = try #require(try CLIHarness.ranconform(["check", a, b, "--testbed", testbed, "--report", "json:\(dir)/ab.json",
                                                            "--report", "oran-json:\(dir)/ab.oran.json", "-q"]))
        #expect(single.status <= 1, "\(single.stderr)")
        let merged = try #require(try CLIHarness.ranconform(["report", "merge", "\(dir)/a.json", "\(dir)/b.json", "--testbed", testbed,
                                                            "--report", "oran-json:\(dir)/m.oran.json", "--report", "html:\(dir)/m.html", "--report", "json:\(dir)/m.json"]))
        #expect(merged.status == single.status, "\(merged.stderr)")
        #expect(try Self.cases("\(dir)/m.oran.json") == (try Self.cases("\(dir)/ab.oran.json")))
        let m = try Self.rows("\(dir)/m.json"), s = try Self.rows("\(dir)/ab.json")
        #expect(Set(m.keys) == Set(s.keys))
        // Same verdict for every rule and node; same counts, except a rule that judges the
        // declared configuration once per run (FH-T-PROFILE's window relations), which a merge of
        // two runs counts twice.
        var perRun: [String] = []
        for key in s.keys.sorted() where m[key] != s[key] {
            let a = (m[key] ?? "").split(separator: " "), b = (s[key] ?? "").split(separator: " ")
            if a.count == 3, b.count == 3, a[0] == b[0], Int(a[1]) == 2 * (Int(b[1]) ?? -1), a[2] == b[2] {
                perRun.append(key)
            } else {
                Issue.record("\(key): merged \(m[key] ?? "-"), single \(s[key] ?? "-")")
            }
        }
        #expect(perRun.count <= 1, "counted once per run: \(perRun)")
        let html = try String(contentsOfFile: "\(dir)/m.html", encoding: .utf8)
        #expect(html.contains("id=\"campaign-runs\"") && html.contains("a.json") && html.contains("b.json"))
        let bad = try #require(try CLIHarness.ranconform(["report", "merge", testbed]))
        #expect(bad.status == 2)
    }

    /// A run whose capture ends mid-record (INCONCLUSIVE, exit 3) keeps its merge from passing:
    /// the merge of it and a complete run exits 3 as the one run over both captures does, and
    /// its JSON says the capture incomplete, naming the run that was.
    @Test func aMergeWithAnIncompleteRunIsNotAPass() throws {
        let dir = NSTemporaryDirectory() + "ranconform-merge-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let complete = root + "/Captures/synth/f1ap-clean.pcapng", cut = dir + "/cut.pcapng"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: complete))
        try bytes.prefix(bytes.count - 10).write(to: URL(fileURLWithPath: cut))
        for (name, capture) in [("whole", complete), ("cut", cut)] {
            let r = try #require(try CLIHarness.ranconform(["check", capture, "--report", "json:\(dir)/\(name).json", "-q"]))
            #expect(r.status == (name == "cut" ? 3 : 0), "\(name): \(r.stderr)")
        }
        let single = try #require(try CLIHarness.ranconform(["check", complete, cut, "-q"]))
        #expect(single.status == 3, "\(single.stderr)")
        let merged = try #require(try CLIHarness.ranconform(["report", "merge", "\(dir)/whole.json", "\(dir)/cut.json", "--report", "json:\(dir)/m.json"]))
        #expect(merged.status == single.status, "\(merged.stdout)\(merged.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/m.json"))) as? [String: Any]
        let capture = object?["capture"] as? [String: Any]
        #expect(capture?["complete"] as? Bool == false && object?["verdict"] as? String == "INCONCLUSIVE", "\(capture ?? [:])")
        let problems = capture?["problems"] as? [String] ?? []
        #expect(problems.count == 1 && problems.allSatisfy { $0.hasPrefix("[cut.json] ") }, "\(problems)")
    }
}
