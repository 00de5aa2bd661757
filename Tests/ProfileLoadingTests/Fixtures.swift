import Foundation
import ProfileLoading
import Profiles
import Testing

/// Small valid profiles that error tests alter one line at a time.
enum Fixtures {
    static let ru = """
        ranconform: 1
        kind: device
        id: ru
        role: o-ru
        vendor: ACME
        model: RU
        software: "1.0"
        fronthaul:
          cus: "13.00"
          eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}
          compression:
            - {method: bfp, iqWidth: [9, 14], static: true}
          mtu: 9000

        """

    static let du = """
        ranconform: 1
        kind: device
        id: du
        role: o-du
        vendor: Beta
        model: DU
        software: "1.0"
        fronthaul:
          cus: "13.00"
          eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}
          compression:
            - {method: bfp, iqWidth: [9, 14], static: true}
        f1ap:
          release: 16

        """

    static let suite = """
        ranconform: 1
        kind: suite
        name: s

        """

    static func testbed(nodes: String = "", flows: String = "", extra: String = "") -> String {
        """
        ranconform: 1
        kind: testbed
        name: t
        nodes:
          du1: {device: du.yaml, match: {mac: "02:00:00:00:bb:01"}}
          ru1:
            device: ru.yaml
            match: {mac: "02:00:00:00:aa:01", vlan: 100}
        \(nodes)flows:
          - {name: dl, eaxc: "0:0:0:0-3", plane: u, direction: dl}
        \(flows)\(extra)
        """
    }

    /// Loads `main` from a fixture tree holding `files` plus the standard ru/du/suite, and
    /// checks the error is exactly `file:line:column: message` with the position of
    /// `needle` in `errorFile` found by a text scan.
    static func expectError(
        _ files: [String: String], load main: String, at needle: String, in errorFile: String? = nil,
        occurrence: Int = 1, message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        var all = ["ru.yaml": ru, "du.yaml": du, "suite.yaml": suite]
        for (name, text) in files { all[name] = text }
        let directory = try ProfileSupport.fixture(all)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let errorFile = errorFile ?? main
        let (line, column) = ProfileSupport.position(of: needle, in: all[errorFile] ?? "", occurrence: occurrence)
        let expected = "\(directory)/\(errorFile):\(line):\(column): \(message)"
        do {
            let profile = try ProfileLoader.load(path: directory + "/" + main)
            Issue.record("expected error \(expected), loaded \(profile.kind)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description == expected, sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
            #expect(error.line == line && error.column == column, sourceLocation: sourceLocation)
        }
    }

    static func replacing(_ text: String, _ old: String, _ new: String) -> String {
        precondition(text.contains(old), "fixture has no '\(old)'")
        return text.replacingOccurrences(of: old, with: new)
    }
}
