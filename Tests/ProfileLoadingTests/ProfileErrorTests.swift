import Foundation
import ProfileLoading
import Profiles
import Testing

/// One test per kind of profile mistake, each asserting the exact one-line
/// `file:line:column: message`; positions come from a plain text scan of the fixture.
struct ProfileErrorTests {
    @Test func unknownKeyWithSuggestion() throws {
        let testbed = Fixtures.replacing(Fixtures.testbed(), "vlan: 100", "vlann: 100")
        try Fixtures.expectError(
            ["tb.yaml": testbed], load: "tb.yaml", at: "vlann",
            message: "unknown key 'vlann' in nodes.ru1.match (did you mean 'vlan'?)")
        let device = Fixtures.replacing(Fixtures.ru, "vendor:", "vendr:")
        try Fixtures.expectError(
            ["x.yaml": device], load: "x.yaml", at: "vendr", message: "unknown key 'vendr' (did you mean 'vendor'?)")
        let noHint = Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 9000\n  colour: red")
        try Fixtures.expectError(
            ["x.yaml": noHint], load: "x.yaml", at: "colour", message: "unknown key 'colour' in fronthaul")
    }

    @Test func wrongType() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: big")], load: "x.yaml", at: "big",
            message: "wrong type for fronthaul.mtu: expected an integer, found 'big'")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: \"9000\"")], load: "x.yaml", at: "\"9000\"",
            message: "wrong type for fronthaul.mtu: expected an integer, found the string \"9000\"")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "sectionTypes: one")], load: "x.yaml", at: "one",
            message: "wrong type for fronthaul.sectionTypes: expected a sequence, found 'one'")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "static: true", "static: yes please")], load: "x.yaml",
            at: "yes please", message: "wrong type for fronthaul.compression[0].static: expected true or false, found 'yes please'")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "vendor: ACME", "vendor: [ACME]")], load: "x.yaml", at: "[ACME]",
            message: "wrong type for vendor: expected text, found a sequence")
    }

    @Test func outOfRangeValue() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 70000")], load: "x.yaml", at: "70000",
            message: "fronthaul.mtu 70000 is out of range 576...9600")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "[9, 14]", "[9, 17]")], load: "x.yaml", at: "17",
            message: "fronthaul.compression[0].iqWidth[1] 17 is out of range 1...16")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "vlan: 100", "vlan: 5000")], load: "tb.yaml", at: "5000",
            message: "nodes.ru1.match.vlan 5000 is out of range 0...4095")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.testbed(extra: "carrier: {numerology: 1, prbs: 300, duplex: tdd}\n")], load: "tb.yaml",
            at: "300", message: "carrier.prbs 300 is out of range 1...275")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 9000\n  window: {ta3Min: 200, ta3Max: 100}")],
            load: "x.yaml", at: "{ta3Min", message: "fronthaul.window: ta3Min 200 is greater than ta3Max 100")
    }

    @Test func badSplitAndMethod() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "ruPortBits: 4}", "ruPortBits: 5}")], load: "x.yaml",
            at: "{duPortBits", message: "fronthaul.eaxc: eAxC bit widths 2+6+4+5 sum to 17, not 16")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "ccBits: 4,", "ccBits: 4, ccMask: 0x00f0,")], load: "x.yaml",
            at: "{duPortBits", message: "fronthaul.eaxc: give either the four *Bits keys or the four *Mask keys, not both")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "method: bfp", "method: bpf")], load: "x.yaml", at: "bpf",
            message: "bad value 'bpf' for fronthaul.compression[0].method: expected one of none, bfp, block-scaling, mu-law, "
                + "modulation, bfp-selective-re, modulation-selective-re, bfp-selective-re-section, "
                + "modulation-selective-re-section (did you mean 'bfp'?)")
    }

    @Test func badEAxCRangeText() throws {
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "\"0:0:0:0-3\"", "\"0:0:0\"")], load: "tb.yaml",
            at: "\"0:0:0\"",
            message: "flows[0].eaxc: bad eAxC set '0:0:0': expected four components du:bs:cc:ru (e.g. '0:0:0:0-3'), found 3")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "\"0:0:0:0-3\"", "\"0:0:0:3-1\"")], load: "tb.yaml",
            at: "\"0:0:0:3-1\"", message: "flows[0].eaxc: bad eAxC set '0:0:0:3-1': RU_port_ID range 3-1 is empty")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "\"0:0:0:0-3\"", "\"0:0:x:0\"")], load: "tb.yaml",
            at: "\"0:0:x:0\"",
            message: "flows[0].eaxc: bad eAxC set '0:0:x:0': CC_ID 'x' is not a number, a range a-b or *")
        // RU_port_ID has 4 bits in the 2/6/4/4 split of both nodes.
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "\"0:0:0:0-3\"", "\"0:0:0:0-16\"")], load: "tb.yaml",
            at: "\"0:0:0:0-16\"",
            message: "flows[0].eaxc: eAxC set '0:0:0:0-16': RU_port_ID 16 does not fit the 4-bit field of split 2/6/4/4 (max 15) (node du1)")
    }

    @Test func missingRequiredKey() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "vendor: ACME\n", "")], load: "x.yaml", at: "ranconform",
            message: "missing required key 'vendor' in the profile")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "{method: bfp, ", "{")], load: "x.yaml", at: "{iqWidth",
            message: "missing required key 'method' in fronthaul.compression[0]")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "  cus: \"13.00\"\n", "")], load: "x.yaml", at: "eaxc",
            message: "missing required key 'cus' in fronthaul")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "ranconform: 1\n", "")], load: "x.yaml", at: "kind",
            message: "missing required key 'ranconform' (the profile format version; write 'ranconform: 1')")
    }

    @Test func extendsCycle() throws {
        let a = "ranconform: 1\nkind: suite\nextends: b.yaml\nname: a\n"
        let b = "ranconform: 1\nkind: suite\nextends: a.yaml\nname: b\n"
        let directory = try ProfileSupport.fixture(["a.yaml": a, "b.yaml": b])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: ProfileError(
            file: directory + "/b.yaml", line: 3, column: 10,
            message: "extends cycle: \(directory)/a.yaml -> \(directory)/b.yaml -> \(directory)/a.yaml")) {
            try ProfileLoader.load(path: directory + "/a.yaml")
        }
        let selfDirectory = try ProfileSupport.fixture(["self.yaml": "ranconform: 1\nkind: suite\nextends: ./self.yaml\nname: s\n"])
        defer { try? FileManager.default.removeItem(atPath: selfDirectory) }
        #expect(throws: ProfileError(
            file: selfDirectory + "/self.yaml", line: 3, column: 10,
            message: "extends cycle: \(selfDirectory)/self.yaml -> \(selfDirectory)/self.yaml")) {
            try ProfileLoader.load(path: selfDirectory + "/self.yaml")
        }
    }

    @Test func missingExtendsFile() throws {
        let child = "ranconform: 1\nkind: suite\nextends: ../base/nope.yaml\nname: s\n"
        let directory = try ProfileSupport.fixture(["sub/child.yaml": child])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: ProfileError(
            file: directory + "/sub/child.yaml", line: 3, column: 10,
            message: "extends file '../base/nope.yaml' not found (looked for \(directory)/base/nope.yaml)")) {
            try ProfileLoader.load(path: directory + "/sub/child.yaml")
        }
    }

    @Test func newerFormatVersion() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "ranconform: 1", "ranconform: 2")], load: "x.yaml", at: "2",
            message: "profile format version 2 is newer than this ranconform supports (1); upgrade ranconform to read this profile")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "ranconform: 1", "ranconform: 0")], load: "x.yaml", at: "0",
            message: "ranconform 0 is out of range 1...\(Int.max)")
    }

    @Test func wrongKind() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "kind: device", "kind: devices")], load: "x.yaml", at: "devices",
            message: "unknown kind 'devices': expected device, testbed or suite (did you mean 'device'?)")
        let testbed = Fixtures.replacing(Fixtures.testbed(), "device: du.yaml", "device: suite.yaml")
        let directory = try ProfileSupport.fixture(["tb.yaml": testbed, "ru.yaml": Fixtures.ru, "suite.yaml": Fixtures.suite])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (line, column) = ProfileSupport.position(of: "suite.yaml", in: testbed)
        #expect(throws: ProfileError(
            file: directory + "/tb.yaml", line: line, column: column,
            message: "nodes.du1.device: '\(directory)/suite.yaml' is a suite profile, expected a device profile")) {
            try ProfileLoader.load(path: directory + "/tb.yaml")
        }
        let child = "ranconform: 1\nkind: device\nextends: suite.yaml\nid: x\n"
        try Fixtures.expectError(
            ["child.yaml": child], load: "child.yaml", at: "suite.yaml",
            message: "extends 'suite.yaml' is a suite profile, but this is a device profile")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "role: o-ru", "role: o-rru")], load: "x.yaml", at: "o-rru",
            message: "bad value 'o-rru' for role: expected one of o-ru, o-du, o-cu (did you mean 'o-ru'?)")
        #expect(throws: ProfileError.self) { try ProfileLoader.loadTestbed(path: ProfileSupport.profilesDirectory + "/suites/fronthaul-basic.yaml") }
    }

    @Test func badMACAndIPText() throws {
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "\"02:00:00:00:aa:01\"", "\"02:00:00:00:aa\"")],
            load: "tb.yaml", at: "\"02:00:00:00:aa\"",
            message: "nodes.ru1.match.mac: bad MAC address '02:00:00:00:aa': expected six hex pairs such as \"02:00:00:00:aa:01\"")
        let withCU = Fixtures.testbed(nodes: "  cu1: {device: du.yaml, match: {ip: 10.0.0.256}}\n")
        try Fixtures.expectError(
            ["tb.yaml": withCU], load: "tb.yaml", at: "10.0.0.256",
            message: "nodes.cu1.match.ip: bad IP address '10.0.0.256': expected IPv4 (10.0.0.1) or IPv6 (fd00::1)")
    }

    @Test func unknownRuleIdIsAcceptedButBadPatternIsNot() throws {
        let waiver = "waivers:\n  - {rule: XYZ-NOT-YET-A-RULE, reason: \"future rule\"}\n  - {rule: \"FH-*\", reason: all, node: ru1, flow: dl}\n"
        let directory = try ProfileSupport.fixture(
            ["tb.yaml": Fixtures.testbed(extra: waiver), "ru.yaml": Fixtures.ru, "du.yaml": Fixtures.du])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let testbed = try ProfileLoader.loadTestbed(path: directory + "/tb.yaml")
        #expect(testbed.waivers.map(\.rule.text) == ["XYZ-NOT-YET-A-RULE", "FH-*"])
        #expect(testbed.waivers(for: "FH-SEQ-INC", node: "ru1", flow: "dl").count == 1)
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.testbed(extra: "waivers:\n  - {rule: FH SEQ, reason: x}\n")], load: "tb.yaml",
            at: "FH SEQ",
            message: "waivers[0].rule: bad rule id pattern 'FH SEQ': use letters, digits, '-', '_', '.', and the globs '*' and '?'")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.testbed(extra: "waivers:\n  - {rule: FH-SEQ-INC, reason: x, flow: dll}\n")],
            load: "tb.yaml", at: "dll", message: "waivers[0].flow: no flow named 'dll' (did you mean 'dl'?)")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.testbed(extra: "waivers:\n  - {rule: FH-SEQ-INC}\n")], load: "tb.yaml",
            at: "{rule", message: "missing required key 'reason' in waivers[0]")
    }

    @Test func yamlSyntaxAndDuplicateKeys() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 9000\n  mtu: 1500")], load: "x.yaml",
            at: "mtu", occurrence: 2, message: "duplicate key 'mtu' (first defined at line 13, column 3)")
        let directory = try ProfileSupport.fixture(["x.yaml": "ranconform: 1\nkind: [device\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try ProfileLoader.load(path: directory + "/x.yaml")
            Issue.record("syntax error not reported")
        } catch {
            #expect(error.file == directory + "/x.yaml")
            #expect(error.message.hasPrefix("YAML syntax error: "))
            #expect(error.line == 3 || error.line == 2)
        }
    }

    @Test func roleSpecificMistakes() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 9000\n  window: {t1aMinUp: 1}")], load: "x.yaml",
            at: "t1aMinUp",
            message: "'t1aMinUp' in fronthaul.window is a window of the other side; an o-ru declares t2aMinUp, t2aMaxUp, t2aMinCpDl, t2aMaxCpDl, tcpAdvDl, t2aMinCpUl, t2aMaxCpUl, ta3Min, ta3Max")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.replacing(Fixtures.du, "release: 16", "release: 16\n  procedures: [F1Setp]")],
            load: "x.yaml", at: "F1Setp",
            message: "unknown F1AP procedure 'F1Setp' in f1ap.procedures (TS 38.473 names such as F1Setup, UEContextSetup) (did you mean 'F1Setup'?)")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.ru + "f1ap: {release: 16}\n"], load: "x.yaml", at: "f1ap",
            message: "f1ap does not apply to an o-ru (role o-ru)")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "direction: dl}", "direction: dl, ru: ru2}")],
            load: "tb.yaml", at: "ru2", message: "flows[0].ru: no node named 'ru2' (did you mean 'ru1'?)")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.replacing(Fixtures.testbed(), "direction: dl}", "direction: dl, ru: du1}")],
            load: "tb.yaml", at: "du1}", message: "flows[0].ru: node 'du1' is an o-du, expected an o-ru")
    }

    @Test func missingDeviceFileIsReportedAtTheReference() throws {
        let testbed = Fixtures.replacing(Fixtures.testbed(), "device: ru.yaml", "device: gone.yaml")
        let directory = try ProfileSupport.fixture(["tb.yaml": testbed, "du.yaml": Fixtures.du])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try ProfileLoader.load(path: directory + "/tb.yaml")
            Issue.record("missing device file not reported")
        } catch {
            let (line, column) = ProfileSupport.position(of: "gone.yaml", in: testbed)
            #expect(error.file == directory + "/tb.yaml" && error.line == line && error.column == column)
            #expect(error.message.hasPrefix("cannot read '\(directory)/gone.yaml'"))
        }
    }

    @Test func errorInsideADeviceFileNamesThatFile() throws {
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.testbed(), "ru.yaml": Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 10")],
            load: "tb.yaml", at: "10", in: "ru.yaml", occurrence: 1, message: "fronthaul.mtu 10 is out of range 576...9600")
    }
}

/// A profile's references name regular files, and errors quote at most a short excerpt.
@Suite struct ProfileReferenceSafetyTests {
    static func write(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ref-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func extendsOfASystemFileDoesNotEchoIt() throws {
        let path = try Self.write("ranconform: 1\nkind: device\nextends: /etc/passwd\nid: x\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ProfileError.self) { try ProfileLoader.load(path: path) }
        do {
            _ = try ProfileLoader.load(path: path)
        } catch {
            #expect(error.description.count < 240, "\(error.description)")
            #expect(!error.description.contains("/bin/bash\n") && !error.description.contains("daemon:x:1:1"))
        }
    }

    @Test(arguments: ["/dev/zero", "/proc/self/status", "/tmp"])
    func extendsOfANonRegularFileIsOneLocatedError(target: String) throws {
        let path = try Self.write("ranconform: 1\nkind: device\nextends: \(target)\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ProfileLoader.load(path: path)
            Issue.record("\(target) loaded")
        } catch {
            #expect(error.description.contains("not a regular file") || error.description.contains("not found"), "\(error.description)")
            #expect(error.description.hasPrefix(path + ":3:"), "\(error.description)")
        }
    }
}

/// Hostile profile texts: nesting that would overflow the YAML parser's stack and alias chains
/// that expand exponentially are located errors (exit 2), not a crash or a hang.
@Suite struct ProfileResourceLimitTests {
    static func write(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static func error(_ text: String) throws -> String? {
        let path = try write(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ProfileLoader.load(path: path)
            return nil
        } catch {
            return String(error.description.dropFirst(path.count))
        }
    }

    @Test(arguments: [100, 5_000, 100_000])
    func deepFlowNestingIsALocatedError(depth: Int) throws {
        let text = "ranconform: 1\nkind: device\nx: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let message = try #require(try Self.error(text))
        #expect(message.hasPrefix(":3:") && message.contains("nesting deeper than 64 levels"), "\(message)")
    }

    @Test func deepBlockNestingIsALocatedError() throws {
        var text = "ranconform: 1\nkind: device\n"
        for i in 0..<200 { text += String(repeating: " ", count: i) + "a:\n" }
        let message = try #require(try Self.error(text))
        #expect(message.contains("nesting deeper than 64 levels"), "\(message)")
    }

    @Test func aliasBombIsALocatedErrorQuickly() throws {
        var text = "ranconform: 1\nkind: device\na0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<10 {
            text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        let clock = ContinuousClock()
        let start = clock.now
        let message = try #require(try Self.error(text))
        #expect(message.contains("expands to more than"), "\(message)")
        #expect(clock.now - start < .seconds(5))
    }
}
