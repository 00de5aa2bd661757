import Conformance
import Foundation
import Profiles
import Testing
import WireCore

/// `ranconform fields`, `ranconform rules` and `profile validate` on a misspelt custom-rule field.
@Suite struct FieldsAndRulesCommandTests {
    static let available = CLIHarness.executable != nil

    static func run(_ arguments: [String]) throws -> CLIHarness.Result {
        try #require(try CLIHarness.ranconform(arguments))
    }

    static func columns(_ stdout: String) -> [[String]] {
        stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    // MARK: fields

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func fieldsWithAPrefixListsThoseFieldsTabSeparated() throws {
        let r = try Self.run(["fields", "oran_fh_cus.section"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let rows = Self.columns(r.stdout)
        #expect(rows.map { $0[0] } == ["oran_fh_cus.sectionId", "oran_fh_cus.sectionType"])
        #expect(rows.allSatisfy { $0.count == 5 })
        #expect(rows[0][1] == "uint" && rows[0][2] == "12")
        #expect(rows[0][4].hasPrefix("O-RAN.WG4.CUS §7.5.3"))
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func fieldsListsTheWholeRegistrySorted() throws {
        let r = try Self.run(["fields"])
        #expect(r.status == 0)
        let rows = Self.columns(r.stdout)
        #expect(rows.count == KnownFields.registry.listing().count)
        #expect(rows.map { $0[0] } == rows.map { $0[0] }.sorted())
        #expect(rows.allSatisfy { $0.count == 5 && !$0[3].isEmpty })
        for family in ["frame", "eth", "vlan", "ip", "ipv6", "udp", "sctp", "ecpri", "oran_fh_cus", "ptp", "f1ap", "ranconform"] {
            #expect(rows.contains { $0[0] == family && $0[1] == "protocol" }, "\(family)")
        }
        #expect(rows.contains { $0[0] == "f1ap.asn1" })
        #expect(rows.contains { $0[0] == "f1ap._ext#" && $0[1] == "bytes" })
        // A field with two kinds of value is listed once per kind.
        #expect(rows.filter { $0[0] == "oran_fh_cus.iSample" }.map { $0[1] } == ["double", "int"])
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func fieldsJSONIsAnArrayOfSpecs() throws {
        let r = try Self.run(["fields", "ptp.v2.flags", "--json"])
        #expect(r.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 14)
        let twoStep = try #require(array.first { $0["name"] as? String == "ptp.v2.flags.twostep" })
        #expect(twoStep["type"] as? String == "bool")
        #expect(twoStep["bits"] as? Int == 1)
        #expect(twoStep["clause"] as? String == "IEEE 1588-2019 §13.3")
        let flags = try #require(array.first { $0["name"] as? String == "ptp.v2.flags" })
        #expect(flags["bits"] as? Int == 16)
        let noClause = try Self.run(["fields", "frame.number", "--json"])
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(noClause.stdout.utf8)) as? [[String: Any]])
        #expect(frame.first?["clause"] is NSNull && frame.first?["bits"] is NSNull)
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func fieldsWithAnUnknownPrefixIsOneErrorLine() throws {
        let r = try Self.run(["fields", "oran_fh_cus.sectoinId"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "ranconform: error: no field starts with 'oran_fh_cus.sectoinId' (did you mean 'oran_fh_cus.sectionId'?)\n")
    }

    // MARK: rules

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func rulesListsTheCatalogueInReportOrder() throws {
        let r = try Self.run(["rules"])
        #expect(r.status == 0)
        let rows = Self.columns(r.stdout)
        let catalogue = RuleCatalog.rules
        #expect(rows.map { $0[0] } == catalogue.map(\.id.rawValue))
        #expect(rows.allSatisfy { $0.count == 6 })
        let vlan = try #require(rows.first { $0[0] == "FH-ETH-VLAN" })
        #expect(vlan[1] == "error" && vlan[2] == "conditionally.mandatory" && vlan[3] == "node-vlan")
        #expect(rows.first { $0[0] == "FH-CP-VER" }?[3] == "-")
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func ruleIdIsExplained() throws {
        let r = try Self.run(["rules", "FH-ETH-VLAN"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "FH-ETH-VLAN: VLAN ID matches the testbed for the sender and receiver")
        #expect(lines.contains("  clause:    O-RAN.WG4.CUS §5.1.2; O-RAN.WG4.MP (M-plane VLAN configuration)"))
        #expect(lines.contains("  severity:  error (a suite may override it)"))
        #expect(lines.contains("  status:    conditionally.mandatory (O-RAN conformance status)"))
        #expect(lines.contains("  needs:     a testbed whose node declares 'vlan:' in its 'match:'"))
        #expect(lines.contains("  SKIP when: no testbed: VLANs not declared"))
        #expect(lines.contains("             node <node> declares no VLAN in its match"))
        let specOnly = try Self.run(["rules", "FH-CP-VER"])
        #expect(specOnly.stdout.contains("needs:     nothing: a spec-only rule"))
        #expect(!specOnly.stdout.contains("SKIP when:"))
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func rulesJSONAndGlobs() throws {
        let all = try Self.run(["rules", "--json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == RuleCatalog.rules.count)
        let one = try Self.run(["rules", "FH-EAXC-KNOWN", "--json"])
        let rule = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(rule["id"] as? String == "FH-EAXC-KNOWN")
        #expect(rule["requires"] as? String == "testbed-flows")
        #expect(rule["skipReasons"] as? [String] == ["no testbed: eAxC flows not declared", "the testbed declares no flows"])
        let glob = try Self.run(["rules", "FH-ETH-*"])
        #expect(glob.status == 0)
        let ids = glob.stdout.split(separator: "\n").filter { $0.hasPrefix("FH-ETH-") }.map { String($0.prefix { $0 != ":" }) }
        #expect(ids == RuleCatalog.rules.map(\.id.rawValue).filter { $0.hasPrefix("FH-ETH-") })
    }

    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func unknownRuleIsOneErrorLine() throws {
        let r = try Self.run(["rules", "FH-ETH-VLN"])
        #expect(r.status == 2 && r.stdout.isEmpty)
        #expect(r.stderr == "ranconform: error: no rule 'FH-ETH-VLN' (did you mean 'FH-ETH-VLAN'?) (see 'ranconform rules')\n")
    }

    // MARK: profile validate

    /// The issue's check: a custom rule with a misspelt field fails `profile validate` with a
    /// suggestion, one line at the field's file:line:column, exit 2.
    @Test(.enabled(if: available, "the ranconform executable was not found next to the test bundle"))
    func misspeltCustomRuleFieldFailsProfileValidate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fields-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: CLIHarness.packageRoot.appendingPathComponent("Profiles"), to: directory)
        let lab = directory.appendingPathComponent("testbeds/lab-a.yaml")
        let original = try String(contentsOf: lab, encoding: .utf8)
        let text = original.replacingOccurrences(of: "oran_fh_cus.udCompHdrWidth in", with: "oran_fh_cus.udCompHdrWidht in")
        #expect(text != original)
        try text.write(to: lab, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("udCompHdrWidht") }) + 1
        let column = try #require(lines[line - 1].range(of: "oran_fh_cus.udCompHdrWidht")).lowerBound.utf16Offset(in: lines[line - 1]) + 1
        let r = try Self.run(["profile", "validate", lab.path])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "\(lab.path):\(line):\(column): custom[0].assert: unknown field 'oran_fh_cus.udCompHdrWidht' (did you mean 'oran_fh_cus.udCompHdrWidth'?)\n")
        let committed = try Self.run(["profile", "validate", CLIHarness.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path])
        #expect(committed.status == 0, "\(committed.stderr)")
    }
}
