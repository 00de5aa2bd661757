import Foundation
import ProfileLoading
import Profiles
import Testing

/// `extends:` deep merge: mappings merge key by key, the child wins, lists are replaced,
/// `null` removes an inherited key, and paths resolve relative to the file that wrote them.
struct ExtendsMergeTests {
    @Test func childOverridesAndInheritsNestedKeys() throws {
        let child = """
            ranconform: 1
            kind: device
            extends: ../base/ru.yaml
            id: ru-child
            software: "2.0"
            fronthaul:
              sectionExtensions: [6]
              mtu: 1500
              window: {ta3Max: 171000, t2aMinCpUl: null}

            """
        let base = Fixtures.replacing(
            Fixtures.ru, "mtu: 9000",
            "mtu: 9000\n  sectionExtensions: [1, 6, 11]\n  window: {ta3Min: 50000, ta3Max: 160000, t2aMinCpUl: 1, t2aMaxCpUl: 2}")
        let directory = try ProfileSupport.fixture(["base/ru.yaml": base, "devices/child.yaml": child])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let device = try ProfileLoader.loadDevice(path: directory + "/devices/child.yaml")
        #expect(device.id == "ru-child")
        #expect(device.software == "2.0")
        #expect(device.vendor == "ACME")  // inherited
        let fronthaul = try #require(device.fronthaul)
        #expect(fronthaul.sectionExtensions == [6])  // list replaced, not appended
        #expect(fronthaul.mtu == 1500)
        #expect(fronthaul.cusVersion == CUSVersion(major: 13, minor: 0))  // inherited from a sibling key
        #expect(fronthaul.compression == [try CompressionCapability(method: .blockFloatingPoint, iqWidths: [9, 14], isStatic: true)])
        #expect(fronthaul.oruWindows == ORUWindows(t2aMaxCpUl: 2, ta3Min: 50_000, ta3Max: 171_000))
    }

    @Test func severalBasesMergeInOrder() throws {
        let a = "ranconform: 1\nkind: suite\nname: a\ninclude: [\"FH-*\"]\nseverity: {FH-ETH-MTU: note}\n"
        let b = "ranconform: 1\nkind: suite\nname: b\nexclude: [\"FH-TIME-*\"]\nseverity: {FH-SEQ-INC: warning}\n"
        let child = "ranconform: 1\nkind: suite\nextends: [a.yaml, b.yaml]\nname: c\n"
        let directory = try ProfileSupport.fixture(["a.yaml": a, "b.yaml": b, "c.yaml": child])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let suite = try ProfileLoader.loadSuite(path: directory + "/c.yaml")
        #expect(suite.name == "c")
        #expect(suite.include.map(\.text) == ["FH-*"])
        #expect(suite.exclude.map(\.text) == ["FH-TIME-*"])
        #expect(suite.severityOverrides.map(\.rule.text) == ["FH-ETH-MTU", "FH-SEQ-INC"])
    }

    @Test func chainsResolvePathsRelativeToEachFile() throws {
        let top = "ranconform: 1\nkind: testbed\nextends: ../common/base.yaml\nname: top\nnodes:\n  ru2: {device: ../devices/ru.yaml}\n"
        let base = """
            ranconform: 1
            kind: testbed
            extends: root.yaml
            name: base
            nodes:
              du1: {device: ../devices/du.yaml, match: {mac: "02:00:00:00:bb:01"}}

            """
        let root = "ranconform: 1\nkind: testbed\nname: root\nnodes:\n  ru1: {device: ../devices/ru.yaml, match: {vlan: 7}}\ntiming: {tap: ru}\n"
        let directory = try ProfileSupport.fixture([
            "labs/top.yaml": top, "common/base.yaml": base, "common/root.yaml": root,
            "devices/ru.yaml": Fixtures.ru, "devices/du.yaml": Fixtures.du,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let testbed = try ProfileLoader.loadTestbed(path: directory + "/labs/top.yaml")
        #expect(testbed.name == "top")
        #expect(testbed.nodes.map(\.name) == ["du1", "ru1", "ru2"])
        #expect(testbed.nodes.map(\.deviceFile) == [
            directory + "/devices/du.yaml", directory + "/devices/ru.yaml", directory + "/devices/ru.yaml",
        ])
        #expect(testbed.node(named: "ru1")?.match.vlan == 7)
        #expect(testbed.timing.tap == .ru)
    }

    @Test func errorsInABaseFileNameTheBaseFile() throws {
        let base = Fixtures.replacing(Fixtures.ru, "mtu: 9000", "mtu: 9000\n  mtuu: 1")
        try Fixtures.expectError(
            ["base.yaml": base, "child.yaml": "ranconform: 1\nkind: device\nextends: base.yaml\nid: c\n"],
            load: "child.yaml", at: "mtuu", in: "base.yaml", message: "unknown key 'mtuu' in fronthaul (did you mean 'mtu'?)")
    }

    @Test func jsonIsAccepted() throws {
        let json = """
            {"ranconform": 1, "kind": "device", "id": "ru", "role": "o-ru", "vendor": "ACME", "model": "RU",
             "software": "1.0",
             "fronthaul": {"cus": "13.00",
                           "eaxc": {"duPortBits": 2, "bandSectorBits": 6, "ccBits": 4, "ruPortBits": 4},
                           "compression": [{"method": "bfp", "iqWidth": [9, 14], "static": true}],
                           "mtu": 9000}}
            """
        let directory = try ProfileSupport.fixture(["ru.json": json, "ru.yaml": Fixtures.ru, "bad.json": "{\"ranconform\": 1,\n \"kind\": \"device\",\n \"idd\": 1}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try ProfileLoader.load(path: directory + "/ru.json") == ProfileLoader.load(path: directory + "/ru.yaml"))
        #expect(throws: ProfileError(file: directory + "/bad.json", line: 3, column: 2, message: "unknown key 'idd' (did you mean 'id'?)")) {
            try ProfileLoader.load(path: directory + "/bad.json")
        }
    }
}
