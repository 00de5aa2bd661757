import Foundation
import Testing
import TestSupport

/// `ranconform iq` and `check --iq`: the per-flow table and JSON, the SVG pictures, and IQ
/// analysis staying opt-in for `check`.
@Suite struct IQCommandTests {
    static let root = CLIHarness.packageRoot.path
    static let clean = "\(root)/Captures/synth/fh-clean.pcapng"
    static let testbed = "\(root)/Profiles/testbeds/synth-lab.yaml"

    @Test func jsonHasAFlowsArrayWithEAxCIdsAndFigures() throws {
        guard let r = try CLIHarness.ranconform(["iq", Self.clean, "--testbed", Self.testbed, "--json"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let flows = try #require(object["flows"] as? [[String: Any]])
        #expect(flows.count == 6, "\(flows.count) flows")
        for flow in flows {
            let ids = try #require(flow["eAxCIds"] as? [String: Int])
            #expect(Set(ids.keys) == ["duPort", "bandSector", "cc", "ruPort"])
            let power = try #require((flow["meanPowerDbfs"] as? NSNumber)?.doubleValue)
            #expect(abs(power - -15) < 0.1, "mean power \(power) dBFS, the scenario sends -15")
            #expect(flow["clippedSamples"] as? Int == 0)
        }
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(!rules.contains { $0["verdict"] as? String == "FAIL" || $0["verdict"] as? String == "WARN" })
        #expect(Set(rules.compactMap { $0["rule"] as? String }).count == 7)
    }

    @Test func flowFilterAndSVGPictures() throws {
        let dir = try TemporaryFiles.directory("iq-svg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("pictures").path
        guard let r = try CLIHarness.ranconform(["iq", Self.clean, "--testbed", Self.testbed, "--flow", "0:0:0:8", "--svg-dir", svg]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("0:0:0:8 prach"))
        #expect(!r.stdout.contains("0:0:0:0 pdsch"))
        #expect(r.stdout.contains("PRACH occasions: 4, with a preamble 4, without 0"))
        let files = try FileManager.default.contentsOfDirectory(atPath: svg).sorted()
        #expect(files == ["eaxc8-ul-prach-constellation.svg", "eaxc8-ul-prach-exponents.svg", "eaxc8-ul-prach-heatmap.svg", "eaxc8-ul-prach-power.svg"])
        for file in files {
            let text = try String(contentsOfFile: "\(svg)/\(file)", encoding: .utf8)
            #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(file)")
        }
    }

    @Test func checkRunsIQRulesOnlyWhenAsked() throws {
        guard let plain = try CLIHarness.ranconform(["check", Self.clean, "--testbed", Self.testbed]),
            let iq = try CLIHarness.ranconform(["check", Self.clean, "--testbed", Self.testbed, "--iq"])
        else { return }
        #expect(plain.status == 0 && iq.status == 0, "\(plain.stdout)\(iq.stdout)")
        #expect(!plain.stdout.contains("FH-IQ-"))
        for rule in ["FH-IQ-CLIP", "FH-IQ-POWER", "FH-IQ-OUTSIDE-ALLOC", "FH-IQ-EMPTY-ALLOC", "FH-IQ-EXP-SATURATED", "FH-IQ-EVM", "FH-IQ-PRACH"] {
            #expect(iq.stdout.contains(rule), "\(rule) missing with --iq")
        }
        // XP-SSB needs the IQ samples: SKIP with that reason without --iq, judged (here: no F1 cell) with it.
        #expect(plain.stdout.split(separator: "\n").contains { $0.contains("XP-SSB") && $0.contains("needs IQ analysis (check --iq)") })
        #expect(iq.stdout.split(separator: "\n").contains { $0.contains("XP-SSB") && !$0.contains("needs IQ analysis") })
        // Every other row is the same.
        let strip = { (text: String) in
            text.split(separator: "\n").filter { !$0.contains("FH-IQ-") && !$0.contains("XP-SSB") && !($0.hasPrefix("PASS ") && $0.dropFirst(5).first?.isNumber == true) }
                .joined(separator: "\n")
        }
        #expect(strip(plain.stdout) == strip(iq.stdout))
    }

    @Test func reportsCarryTheIQFiguresOnlyWithIQ() throws {
        let dir = try TemporaryFiles.directory("iq-reports")
        defer { try? FileManager.default.removeItem(at: dir) }
        let html = dir.appendingPathComponent("r.html").path, json = dir.appendingPathComponent("r.json").path
        let plainHTML = dir.appendingPathComponent("p.html").path
        guard let r = try CLIHarness.ranconform(["check", Self.clean, "--testbed", Self.testbed, "--iq", "--report", "html:\(html)", "--report", "json:\(json)"]),
            let p = try CLIHarness.ranconform(["check", Self.clean, "--testbed", Self.testbed, "--report", "html:\(plainHTML)"])
        else { return }
        #expect(r.status == 0 && p.status == 0)
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("<h2 id=\"iq\">IQ per flow</h2>"))
        for title in ["Power per symbol and PRB (dBFS)", "Constellation", "BFP exponent histogram", "Power over time"] {
            #expect(page.components(separatedBy: "<title>\(title)</title>").count - 1 == 6, "\(title): one per flow")
        }
        #expect(!(try String(contentsOfFile: plainHTML, encoding: .utf8)).contains("IQ per flow"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let flows = try #require((object["iq"] as? [String: Any])?["flows"] as? [[String: Any]])
        #expect(flows.count == 6 && flows.allSatisfy { $0["meanPowerDbfs"] != nil && $0["exponentHistogram"] != nil })
    }

    @Test func badSettingsAreOneErrorLine() throws {
        guard let r = try CLIHarness.ranconform(["iq", Self.clean, "--set", "iq.modulation=8psk"]) else { return }
        #expect(r.status == 2)
        #expect(r.stderr.contains("iq.modulation=8psk"))
        guard let f = try CLIHarness.ranconform(["iq", Self.clean, "--flow", "x:y"]) else { return }
        #expect(f.status == 2)
    }
}
