@testable import Conformance
import Foundation
import Profiles
import ProfileLoading
import Testing
import TestSupport
import WireCore

/// Testbed waivers with a ticket, an expiry date and a DUT software range: an expired waiver
/// waives nothing and is reported, an unused one is reported, and a software range matches only
/// the versions inside it.
@Suite struct WaiverExpiryTests {
    typealias S = EngineSupport
    static var capture: String { S.packageRoot.appendingPathComponent("Captures/synth/fh-fault-drop.pcapng").path }
    static var testbed: String { S.packageRoot.appendingPathComponent("Profiles/testbeds/synth-lab.yaml").path }
    static var sequence: String { SequenceChecker.rule.id.rawValue }

    static func run(_ waivers: [Waiver], on day: CalendarDate?) throws -> RunResults {
        var profile = try ProfileLoader.loadTestbed(path: testbed)
        profile.waivers = waivers
        var configuration = RunConfiguration(testbed: profile)
        configuration.waiverDate = day
        return try S.check(capture, configuration: configuration)
    }

    static let june = CalendarDate(year: 2026, month: 6, day: 1)

    @Test func withoutWaiverTheDroppedMessageFails() throws {
        let r = try Self.run([], on: Self.june)
        #expect(r.verdicts(Self.sequence).contains(.warn) || r.verdicts(Self.sequence).contains(.fail))
        #expect(r.waiverNotes.isEmpty)
    }

    @Test func aWaiverBeforeItsExpiryWaives() throws {
        let w = Waiver(rule: try RulePattern(parsing: Self.sequence), reason: "known issue", ticket: "BETA-1", expires: CalendarDate(year: 2026, month: 12, day: 31))
        let r = try Self.run([w], on: Self.june)
        #expect(r.verdicts(Self.sequence).contains(.waived))
        #expect(r.waivers.first?.applied ?? 0 > 0)
        #expect(r.waiverNotes.isEmpty, "\(r.waiverNotes)")
        // The expiry day itself still counts.
        let last = try Self.run([w], on: CalendarDate(year: 2026, month: 12, day: 31))
        #expect(last.verdicts(Self.sequence).contains(.waived))
    }

    @Test func anExpiredWaiverDoesNotWaiveAndIsReported() throws {
        let w = Waiver(rule: try RulePattern(parsing: Self.sequence), reason: "known issue", ticket: "BETA-1", expires: CalendarDate(year: 2026, month: 1, day: 31))
        let r = try Self.run([w], on: Self.june)
        #expect(!r.verdicts(Self.sequence).contains(.waived))
        #expect(r.verdicts(Self.sequence).contains(.warn) || r.verdicts(Self.sequence).contains(.fail))
        let outcome = try #require(r.waivers.first)
        #expect(outcome.expired && outcome.applied == 0 && outcome.expiredMatches > 0)
        #expect(r.waiverNotes.count == 1)
        #expect(r.waiverNotes.first?.hasPrefix("WARN: waiver") == true && r.waiverNotes.first?.contains("expired") == true)
        #expect(r.waiverNotes.first?.contains("BETA-1") == true, "the note names the ticket")
        #expect(r.renderText().contains("has expired"), "the text report carries the note")
    }

    @Test func anUnusedWaiverIsReported() throws {
        let unused = Waiver(rule: try RulePattern(parsing: FronthaulCheckerProbe.cPlaneVersion), reason: "never needed")
        let r = try Self.run([unused], on: Self.june)
        #expect(r.waiverNotes.count == 1)
        #expect(r.waiverNotes.first?.contains("unused") == true)
    }

    @Test func aSoftwareRangeMatchesOnlyVersionsInsideIt() throws {
        // synth-lab's du1 runs Beta software 4.1.0.
        let inside = Waiver(rule: try RulePattern(parsing: Self.sequence), reason: "r", software: try VersionRange(parsing: ">=4.1, <4.2"))
        let outside = Waiver(rule: try RulePattern(parsing: Self.sequence), reason: "r", software: try VersionRange(parsing: ">=4.2"))
        #expect(try Self.run([inside], on: nil).verdicts(Self.sequence).contains(.waived))
        let r = try Self.run([outside], on: nil)
        #expect(!r.verdicts(Self.sequence).contains(.waived))
        #expect(r.waiverNotes.first?.contains("unused") == true)
        let range = try VersionRange(parsing: ">=4.1, <4.3")
        #expect(range.contains("4.1") && range.contains("4.1.0") && range.contains("4.2.9") && range.contains("4.2-rc1"))
        #expect(!range.contains("4.0.9") && !range.contains("4.3") && !range.contains("4.10"))
        #expect(try VersionRange(parsing: "=2.3.1").contains("2.3.1"))
        #expect(throws: ProfileValueError.self) { try VersionRange(parsing: "4.1") }
        #expect(throws: ProfileValueError.self) { try CalendarDate(parsing: "2026-02-30") }
        #expect(try CalendarDate(parsing: "2028-02-29").description == "2028-02-29")
        #expect(CalendarDate(secondsSinceEpoch: 1_767_323_045).description == "2026-01-02")
    }

    @Test func waiverKeysLoadAndBadValuesAreLocated() throws {
        let directory = NSTemporaryDirectory() + "ranconform-waiver-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = try String(contentsOfFile: Self.testbed, encoding: .utf8)
            .replacingOccurrences(of: "../devices/", with: S.packageRoot.appendingPathComponent("Profiles/devices").path + "/")
            .replacingOccurrences(of: "../suites/", with: S.packageRoot.appendingPathComponent("Profiles/suites").path + "/")
        let good = source + "\nwaivers:\n  - {rule: \(Self.sequence), reason: r, ticket: BETA-9, expires: 2027-03-01, software: \">=4.1, <4.2\"}\n"
        try good.write(toFile: directory + "/good.yaml", atomically: true, encoding: .utf8)
        let tb = try ProfileLoader.loadTestbed(path: directory + "/good.yaml")
        let w = try #require(tb.waivers.first)
        #expect(w.ticket == "BETA-9" && w.expires?.description == "2027-03-01" && w.software?.text == ">=4.1, <4.2")
        let bad = source + "\nwaivers:\n  - {rule: \(Self.sequence), reason: r, expires: 2027-13-01}\n"
        try bad.write(toFile: directory + "/bad.yaml", atomically: true, encoding: .utf8)
        do {
            _ = try ProfileLoader.loadTestbed(path: directory + "/bad.yaml")
            Issue.record("a bad expiry date loaded")
        } catch {
            let line = bad.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(error.description.hasPrefix("\(directory)/bad.yaml:\(line):"), "\(error.description)")
            #expect(error.description.contains("waivers[0].expires") && error.description.contains("YYYY-MM-DD"))
        }
    }
}

/// The testbed key `conformance:` (signal scenario, test configuration, IOT profile): loaded,
/// shown in the effective profile, and one located error when wrong.
@Suite struct ConformanceKeyTests {
    static func write(_ extra: String) throws -> (String, String) {
        let directory = NSTemporaryDirectory() + "ranconform-conformance-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let source = try String(contentsOfFile: WaiverExpiryTests.testbed, encoding: .utf8)
            .replacingOccurrences(of: "../devices/", with: EngineSupport.packageRoot.appendingPathComponent("Profiles/devices").path + "/")
            .replacingOccurrences(of: "../suites/", with: EngineSupport.packageRoot.appendingPathComponent("Profiles/suites").path + "/")
        let text = source + "\n" + extra
        try text.write(toFile: directory + "/tb.yaml", atomically: true, encoding: .utf8)
        return (directory, text)
    }

    @Test func keysLoadAndShowInTheEffectiveProfile() throws {
        let (directory, _) = try Self.write("""
            conformance:
              scenario: fr1-fdd-ota
              testConfiguration: lab config 7
              iotProfile: {version: "12.00", mPlane: Hierarchical-sudo, cusPlane: NR-FDD-FR1-CAT-A-NoBF}
            """)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tb = try ProfileLoader.loadTestbed(path: directory + "/tb.yaml")
        #expect(tb.conformance.scenario == .fr1FDDOverTheAir)
        #expect(tb.conformance.testConfiguration == "lab config 7")
        #expect(tb.conformance.iotProfile?.specificationVersion == "12.00")
        #expect(tb.conformance.iotProfile?.mPlaneProfile == "Hierarchical-sudo")
        let effective = try ProfileLoader.effectiveYAML(path: directory + "/tb.yaml")
        #expect(effective.contains("scenario: \"fr1-fdd-ota\"") && effective.contains("Hierarchical-sudo"), "\(effective)")
    }

    @Test(arguments: [
        ("scenario: fr1-tdd", "fr1-tdd", "conformance.scenario"),
        ("iotProfile: {version: \"12.0\", mPlane: Hierarchical-sudo}", "\"12.0\"", "NN.NN"),
        ("iotProfile: {version: \"12.00\"}", "{version", "name the M-plane"),
        ("iotProfile: {version: \"12.00\", cusPlane: short}", "short", "10 to 128"),
        ("scenarioo: tdd-ota", "scenarioo", "unknown key 'scenarioo'"),
    ])
    func badValuesAreOneLocatedError(_ line: String, _ at: String, _ message: String) throws {
        let (directory, text) = try Self.write("conformance:\n  " + line + "\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            _ = try ProfileLoader.loadTestbed(path: directory + "/tb.yaml")
            Issue.record("loaded \(line)")
        } catch {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let row = try #require(lines.lastIndex { $0.contains(at) })
            let column = try #require(lines[row].range(of: at)).lowerBound.utf16Offset(in: lines[row]) + 1
            #expect(error.description.hasPrefix("\(directory)/tb.yaml:\(row + 1):\(column): "), "\(error.description)")
            #expect(error.description.contains(message), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }
}

/// A rule the synth fault capture never breaks, named through its registry row.
enum FronthaulCheckerProbe {
    static var cPlaneVersion: String { RuleCatalog.rules.first { $0.clause.contains("7.5.2.2") }?.id.rawValue ?? "" }
}
