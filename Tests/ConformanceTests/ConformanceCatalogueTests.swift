import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// The CONF / IOT catalogue and the rule → test-case mapping against an independent summary of
/// the test specifications (`docs/conf-iot.md` of the shared reference material): every id we
/// map or list exists there with the same status, and rows that rest on one copy of the spec
/// text are marked so.
@Suite struct ConformanceCatalogueTests {
    @Test func everyRuleIsMappedOrAPrecondition() {
        let mapped = Set(ConformanceScenario.allCases.flatMap { ConformanceTestCaseRegistry.mapping(scenario: $0).map(\.rule) })
        let preconditions = Set(ConformanceTestCaseRegistry.preconditions().map(\.id))
        #expect(mapped.isDisjoint(with: preconditions))
        #expect(mapped.union(preconditions) == Set(RuleCatalog.rules.map(\.id)))
        // Transport and eCPRI rules have no test case; the delay windows feed delay management.
        #expect(preconditions.contains(FronthaulRuleRegistryProbe.ecpriRevision))
        #expect(ConformanceTestCaseRegistry.mapping(scenario: nil).contains { $0.testCase.id == "3.4.4.4.1" })
    }

    @Test func oruNumbersFollowTheScenario() {
        for s in ConformanceScenario.allCases {
            let ids = ConformanceTestCaseRegistry.catalogue(scenario: s).filter { $0.dut == .oRU && $0.testClass != .sPlane && $0.testClass != .mPlane }.map(\.id)
            #expect(!ids.isEmpty)
            #expect(ids.allSatisfy { $0.hasPrefix("3.2.\(s.number).") }, "\(s)")
            #expect(Set(ids).count == ids.count, "\(s): an id twice")
        }
        let tdd = ConformanceTestCaseRegistry.catalogue(scenario: .fr1TDDConducted)
        #expect(tdd.first { $0.id == "3.2.5.1.3" }?.title.contains("RB parameter") == true, "TDD NRG .3 is the RB test")
        let ota = ConformanceTestCaseRegistry.catalogue(scenario: .tddOverTheAir)
        #expect(ota.first { $0.id == "3.2.6.1.5" }?.title.contains("RB parameter") == true, "TDD OTA NRG .5 is the RB test")
    }

    /// Ids (expanded from the summary's compact forms) with the status column's first word.
    static func documentIds(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var statusColumn: Int?
        for line in text.split(separator: "\n").map(String.init) where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "Id" { statusColumn = cells.firstIndex(of: "Status"); continue }
            guard let first = cells.first else { continue }
            let status = statusColumn.flatMap { $0 < cells.count ? cells[$0] : nil }.map { String($0.split(separator: " ").first ?? "") } ?? ""
            for id in expand(first) { out[id] = status }
        }
        return out
    }

    /// `3.2.3.1.4 / .5`, `3.1.1.1–.8`, `3.2.3.3.12–.15`, `2.2.2.1 / .2 / .3` → each id.
    static func expand(_ cell: String) -> [String] {
        let text = cell.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "(v12)", with: "")
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "/" || $0 == "," }).map(String.init)
        guard let head = tokens.first, head.first?.isNumber == true else { return [] }
        var base = head.split(separator: "–").first.map(String.init) ?? head
        var out = [base]
        func siblings(_ from: String, _ to: String) -> [String] {
            let parts = from.split(separator: ".")
            guard let a = Int(parts.last ?? ""), let b = Int(to), a <= b else { return [] }
            let stem = parts.dropLast().joined(separator: ".")
            return (a...b).map { "\(stem).\($0)" }
        }
        if head.contains("–"), let to = head.split(separator: "–").last?.dropFirst() { out = siblings(base, String(to)) }
        for token in tokens.dropFirst() where token.hasPrefix(".") {
            let parts = token.dropFirst().split(separator: "–")
            let stem = base.split(separator: ".").dropLast().joined(separator: ".")
            if parts.count == 2, let to = parts[1].split(separator: ".").last {
                out += siblings("\(stem).\(parts[0])", String(to))
            } else if let n = Int(parts[0]) {
                out.append("\(stem).\(n)")
            }
            base = out.last ?? base
        }
        return out
    }

    @Test(.requires(.shared)) func mappedAndCataloguedIdsExistInTheReferenceSummary() throws {
        let text = try String(contentsOf: Oracle.shared("docs/conf-iot.md"), encoding: .utf8)
        let known = Self.documentIds(text)
        #expect(known.count > 150, "the summary's tables parsed: \(known.count) ids")
        // §4.3 of the summary: FDD OTA repeats the FDD conducted ids (BFM up to .10); TDD renumbers
        // NRG .1–.12 and BFM runs to .17 (conducted) or .10 (over the air).
        func exists(_ id: String) -> Bool {
            if known[id] != nil { return true }
            let p = id.split(separator: ".").compactMap { Int($0) }
            guard p.count == 5, p[0] == 3, p[1] == 2, [4, 5, 6].contains(p[2]) else { return false }
            switch (p[2], p[3]) {
            case (5, 1), (6, 1): return (1...12).contains(p[4])
            case (5, 2): return (1...17).contains(p[4])
            case (4, 2), (6, 2): return (1...10).contains(p[4])
            default: return known["3.2.3.\(p[3]).\(p[4])"] != nil
            }
        }
        var ids: Set<String> = []
        for s in ConformanceScenario.allCases {
            ids.formUnion(ConformanceTestCaseRegistry.catalogue(scenario: s).map(\.id))
            ids.formUnion(ConformanceTestCaseRegistry.mapping(scenario: s).map(\.testCase.id))
        }
        for id in ids.sorted() { #expect(exists(id), "\(id) is not in the reference summary") }
        // Statuses agree where the summary gives one status (M, CM, O) for the id.
        let words = ["M": RuleStatus.mandatory, "CM": .conditionallyMandatory, "O": .optional]
        for c in ConformanceTestCaseRegistry.catalogue(scenario: .fr1FDDConducted) where c.testClass != .mPlane {
            guard let word = known[c.id], let status = words[word] else { continue }
            #expect(c.status == status, "\(c.id): \(c.status.rawValue), the summary says \(word)")
        }
        // Rows the summary marks as new in v12 (one copy of the text) are marked so here.
        for line in text.split(separator: "\n") where line.hasPrefix("|") && line.contains("(v12)") {
            let cell = String(line.split(separator: "|").first ?? "")
            for id in Self.expand(cell) {
                for c in ConformanceTestCaseRegistry.catalogue() where c.id == id {
                    #expect(c.confidence != .twoCopies, "\(id) rests on the v12 text only")
                }
            }
        }
        // Every IOT id rests on the one IOT copy.
        #expect(ConformanceTestCaseRegistry.catalogue().filter { $0.specification == .iot }.allSatisfy { $0.confidence == .oneCopy })
    }
}

/// Rule ids are spelled only in registries: the tests name them through the registry rows.
enum FronthaulRuleRegistryProbe {
    static let ecpriRevision = RuleCatalog.rules[0].id
}
