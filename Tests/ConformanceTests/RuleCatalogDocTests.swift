import Conformance
import Foundation
import Profiles
import Testing
import WireCore

/// The rule catalogue article, `Sources/Conformance/Conformance.docc/Rules.md`, is generated from
/// ``RuleCatalog/rules``: this test renders the catalogue and fails when the committed article
/// differs, so the documentation cannot drift from the code. After changing a rule, regenerate it:
///
///     RANCONFORM_REGENERATE_DOCS=1 swift test --filter RuleCatalogDocTests
@Suite struct RuleCatalogDocTests {
    static let articlePath = EngineSupport.packageRoot.appendingPathComponent("Sources/Conformance/Conformance.docc/Rules.md")
    static var regenerating: Bool { ProcessInfo.processInfo.environment["RANCONFORM_REGENERATE_DOCS"] == "1" }

    @Test func rulesArticleIsTheRenderedCatalogue() throws {
        let rendered = RuleCatalogDoc.render(RuleCatalog.rules)
        if Self.regenerating {
            try rendered.write(to: Self.articlePath, atomically: true, encoding: .utf8)
            print("wrote \(Self.articlePath.path)")
            return
        }
        let committed = (try? String(contentsOf: Self.articlePath, encoding: .utf8)) ?? ""
        #expect(
            committed == rendered,
            """
            Sources/Conformance/Conformance.docc/Rules.md is not the rendered rule catalogue. \
            Regenerate it with: RANCONFORM_REGENERATE_DOCS=1 swift test --filter RuleCatalogDocTests
            """)
    }

    /// Every hand-written applicability note names at least one catalogue rule, so a renamed or
    /// removed rule cannot leave a stale note behind.
    @Test func everyApplicabilityNoteNamesACatalogueRule() {
        let ids = RuleCatalog.rules.map(\.id.rawValue)
        for (pattern, _) in RuleCatalogDoc.notes {
            #expect(ids.contains { RuleCatalogDoc.matches(pattern, $0) }, "note for \(pattern) matches no rule")
        }
    }

    /// Every catalogue rule appears in exactly one section of the article.
    @Test func everyRuleIsListedOnce() {
        let text = RuleCatalogDoc.render(RuleCatalog.rules)
        for rule in RuleCatalog.rules {
            let rows = text.components(separatedBy: "\n").filter { $0.hasPrefix("| `\(rule.id)` |") }
            #expect(rows.count == 1, "\(rule.id): \(rows.count) rows")
        }
    }
}

/// Renders the built-in rule catalogue as a DocC article (plain Markdown tables).
enum RuleCatalogDoc {
    /// Sections of the article, in order; a rule goes to the first section whose prefix it has.
    static let sections: [(title: String, prefixes: [String], intro: String)] = [
        ("Transport, eCPRI and sequence", ["FH-ETH-", "FH-ECPRI-", "FH-ROE-", "FH-SEQ-", "FH-EAXC-", "FH-OWD-"],
         "Ethernet framing and eCPRI transport of the C/U-plane (O-RAN.WG4.CUS §5.1; eCPRI v2.0), sequence ids and one-way delay measurement."),
        ("C-plane", ["FH-CP-", "FH-CS-"],
         "C-plane common header (`FH-CP-…`) and section fields (`FH-CS-…`), judged per message (O-RAN.WG4.CUS §7.4, §7.5)."),
        ("Section extensions", ["FH-SE"],
         "Section extension headers and bodies (O-RAN.WG4.CUS §7.6, §7.7)."),
        ("U-plane", ["FH-UP-"],
         "U-plane header, sections and IQ payload (O-RAN.WG4.CUS §8.3, Annex A)."),
        ("IQ quality", ["FH-IQ-"],
         "RF quality of the U-plane samples per flow (eAxC, direction, channel): power against full scale, clipping, BFP exponents, energy against the C-plane allocation, EVM (TS 38.104) and PRACH occasion energy. Opt-in: `check --iq` or testbed `iq: {analyze: true}`; `ranconform iq` prints the figures."),
        ("Cross-plane", ["FH-XP-"],
         "Rules over several messages: C/U-plane coupling, UL completeness, ordering, idle sections and ACK/NACK."),
        ("One UE across interfaces", ["XP-UE-"],
         "One UE followed across F1-C, NG-C and E1 in a split gNB (TS 38.401 §8.9): its F1AP, NGAP and E1AP UE contexts joined only on exact evidence (equal NAS-PDU octets in the F1 RRC container and NGAP, equal GTP tunnel endpoints in NGAP, E1AP and F1AP), never on timing; the UE timelines are in the JSON results (`ueTimelines`) and the HTML ladder."),
        ("F1 cell against the fronthaul", ["XP-"],
         "What the O-DU announces on F1 for a served cell (TS 38.473 §9.3.1.10 Served Cell Information; the MIB and SIB1 of gNB-DU System Information, TS 38.331 §6.2.2) against what its O-RU is driven with on the fronthaul: numerology, carrier bandwidth, TDD pattern (TS 38.213 §11.1), PRACH configuration (TS 38.211 §6.3.3), and the cell identity against the testbed's `cells`. A capture without the cell's F1 Setup or gNB-DU Configuration Update is SKIP, never FAIL."),
        ("Timing", ["FH-T-"],
         "Delay windows of the O-DU and O-RU against the air time of every C/U-plane message; the model is the TimingModel article of the Timing documentation (`Sources/Timing/Timing.docc/TimingModel.md`)."),
        ("S-plane", ["SP-"],
         "PTP as the fronthaul's S-plane sees it (IEEE 1588-2019, ITU-T G.8275.1); each result is recorded on every fronthaul node."),
        ("F1AP", ["F1-"],
         "F1-C transport (TS 38.472) and F1AP procedures, UE contexts and abstract syntax (TS 38.473)."),
        ("Declared capabilities", ["TB-"],
         "What a sender uses in the capture against what the sender and the receiver declare in their device profiles."),
    ]

    /// When a rule applies beyond its ``RuleRequirement``: profile keys it reads and the SKIP /
    /// INCONCLUSIVE cases its checker has. Keys are rule ids, or a prefix ending in `*`.
    static let notes: [(String, String)] = [
        ("FH-ETH-TYPE", "judges eCPRI tag stacks, and other EtherTypes only between a declared O-DU and O-RU (S-plane, LLDP and IP excepted)"),
        ("FH-ETH-FCS", "SKIP when no frame of the capture carries an Ethernet FCS"),
        ("FH-OWD-*", "eCPRI type 5 messages"),
        ("FH-OWD-PAIR", "requests still open at the end of the capture are INCONCLUSIVE"),
        ("FH-SEQ-INC", "gaps still open at the end of the capture are INCONCLUSIVE"),
        ("FH-CP-UDCOMP-UL", "device `fronthaul.compression`"),
        ("FH-CS-BEAM", "SKIP unless an O-RU device declares `fronthaul.beamIds`"),
        ("FH-CS-PRACH", "SKIP without a testbed `carrier`; a flow's `prach: {format, scs}` adds the format checks"),
        ("FH-UP-BFP-PARAM", "bounds the exponent only with device `fronthaul.sourceSampleWidth`"),
        ("FH-IQ-*", "only with `check --iq` (or testbed `iq.analyze`); thresholds from device `fronthaul.iq` (defaults in Profiles/README.md)"),
        ("FH-IQ-POWER", "SKIP without device `fronthaul.iq.powerDbfs`"),
        ("FH-IQ-OUTSIDE-ALLOC", "flows whose C-plane is in the capture"),
        ("FH-IQ-EMPTY-ALLOC", "data flows whose C-plane is in the capture"),
        ("FH-IQ-EXP-SATURATED", "BFP flows that do not clip"),
        ("FH-IQ-EVM", "SKIP unless the testbed declares `iq: {referencePoint: conducted}`; modulation from the flow's `modulation`, else estimated"),
        ("FH-IQ-PRACH", "section type 3 occasions"),
        ("FH-UP-SIZE", "MTU from device `fronthaul.mtu`, else testbed `fronthaul.mtu`, else 1500"),
        ("FH-XP-COUPLE", "O-RU `fronthaul.couplingMethods` (default: sectionId or frequency and time); U-plane whose C-plane may predate the capture is INCONCLUSIVE"),
        ("FH-XP-UL-COMPLETE", "judged at the UL response horizon from the declared windows (Profiles/README.md); a horizon after the capture end is INCONCLUSIVE"),
        ("FH-XP-ACK-LAT", "requests still open at the end of the capture are INCONCLUSIVE"),
        ("FH-T-*", "testbed `timing.gpsAligned: true` and `timing.tap` du or ru; the tap side's `fronthaul.window`"),
        ("FH-T-FRAME", "bounded by the largest declared window"),
        ("FH-T-SPREAD", "Ta3 / Ta4 of the tap side, or testbed `timing.ulSpreadLimitNs`"),
        ("FH-T-PROFILE", "windows of an O-DU / O-RU pair; T12 / T34 from testbed `transport` or measured with eCPRI type 5"),
        ("SP-PTP-*", "PTP in the capture (none: SKIP; SP-PTP-PRESENT warns instead when the testbed declares `timing.gpsAligned: true`); too little PTP is INCONCLUSIVE"),
        ("SP-PTP-CLASS", "O-RU `sync.acceptedClockClasses` (default 6, 7, 135)"),
        ("F1-IE-MANDATORY", "judged by the sender's TS 38.473 version: device `f1ap.version`, else `f1ap.release`, else the release signalled in F1 Setup"),
        ("F1-REL-AWARE", "SKIP when F1 Setup carries no latest RRC version and no device declares `f1ap.release`"),
        ("F1-TNL-DU-INIT", "INCONCLUSIVE without the association's SCTP INIT in the capture"),
        ("F1-RESP-TIMELY", "response timeout 5 s"),
        ("F1-UEID-*", "UE contexts set up before the capture are INCONCLUSIVE"),
        ("TB-*", "the sender's and the receiver's device profiles"),
        ("XP-CELL-*", "an F1 served cell (F1 Setup / gNB-DU Configuration Update, with SIB1 for TDD and PRACH) joined to an O-RU's C/U-plane by testbed `cells`, else by the one cell of a declared O-DU; otherwise SKIP with the reason"),
        ("XP-TDD-PATTERN", "an F1 served cell (F1 Setup / gNB-DU Configuration Update, with SIB1 for TDD and PRACH) joined to an O-RU's C/U-plane by testbed `cells`, else by the one cell of a declared O-DU; otherwise SKIP with the reason"),
        ("XP-PRACH-CONFIG", "an F1 served cell (F1 Setup / gNB-DU Configuration Update, with SIB1 for TDD and PRACH) joined to an O-RU's C/U-plane by testbed `cells`, else by the one cell of a declared O-DU; otherwise SKIP with the reason"),
        ("XP-UE-E1-BEARER", "SKIP without testbed `cuSplit: true` or without E1AP traffic in the capture; INCONCLUSIVE for a UE whose F1 Initial UL RRC Message Transfer is not in the capture, whose F1 and NG contexts share no NAS-PDU, or when an E1 Bearer Context Setup since then is not joined by its tunnel endpoints"),
        ("XP-CELL-IDENTITY", "SKIP without testbed `cells`"),
        ("XP-PRACH-CONFIG", "format class, msg1-SubcarrierSpacing and msg1-FrequencyStart / msg1-FDM; the occasions' timing rows of TS 38.211 Tables 6.3.3.2-2/-3 are not built in"),
        ("XP-SSB", "IQ analysis on (`check --iq`, else SKIP); an F1 served cell with MIB and SIB1 joined to an O-RU's DL U-plane as for the other XP rules; SSB subcarrier spacing from the band (n77–n79 30 kHz case C; n1, n3, n7, n8, n20, n28 15 kHz case A; other bands SKIP); PASS when some half-frame phase of the SSB period shows energy on every SSB symbol seen, FAIL only when every phase is captured without it, otherwise INCONCLUSIVE"),
    ]

    static func matches(_ pattern: String, _ id: String) -> Bool {
        pattern.hasSuffix("*") ? id.hasPrefix(String(pattern.dropLast())) : id == pattern
    }

    static func requirementText(_ r: RuleRequirement) -> String {
        switch r {
        case .none: "any capture"
        case .fronthaulCapabilities: "the node's device profile declares `fronthaul`"
        case .flows: "testbed `flows`"
        case .declaredVLAN: "testbed node `match.vlan`"
        case .declaredMTU: "the node's device profile declares `fronthaul` (`fronthaul.mtu`, default 1500)"
        case .declaredAckNackDeadline: "O-RU device `fronthaul.ackNackDeadline`"
        }
    }

    /// The requirement (omitted when it is "any capture" and a note says more), then the notes.
    static func applies(_ rule: RuleSpec) -> String {
        let own = notes.filter { matches($0.0, rule.id.rawValue) }.map(\.1)
        let base = rule.requirement == .none && !own.isEmpty ? [] : [requirementText(rule.requirement)]
        return (base + own).joined(separator: "; ")
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    static func render(_ rules: [RuleSpec]) -> String {
        var out = """
            # Rules

            The built-in rule catalogue: every rule `ranconform check` reports, with its title, the
            specification clause it comes from, its default severity, its O-RAN status and what it needs
            to apply.

            ## Overview

            This article is generated from ``RuleCatalog/rules`` by
            `Tests/ConformanceTests/RuleCatalogDocTests.swift`, which fails when it is out of date; do not
            edit it by hand, regenerate it with
            `RANCONFORM_REGENERATE_DOCS=1 swift test --filter RuleCatalogDocTests`.

            Each rule has a stable id: `FH-…` fronthaul (eCPRI, C-plane, U-plane, cross-plane, timing),
            `SP-…` S-plane, `F1-…` F1AP, `TB-…` declared capabilities, `XP-…` the F1 cell against the
            fronthaul. Each (rule, node) of a run gets
            one verdict:

            - **PASS**: every item the rule judged conforms (the result gives the count).
            - **FAIL** / **WARN**: at least one violation, of severity error / warning (a suite can change
              a rule's severity); the first findings name frames, field path, expected and actual values.
            - **WAIVED**: every violation is covered by a testbed waiver.
            - **SKIP**, with the reason: the rule does not apply to what the node or the testbed declares
              (the "Applies" column: without it the rule is SKIP "not applicable"), or the capture has
              no traffic the rule looks at. Rules a suite leaves out are not reported at all.
            - **INCONCLUSIVE**, with the reason: the rule applies but the capture cannot decide
              (snap-length truncation, state from before or after the capture, too little PTP, an item
              evicted at a state bound).

            Severity is the default (`error` gives FAIL, `warning` WARN); status is the O-RAN test-case
            status (mandatory, conditionally.mandatory, optional). Clauses are O-RAN.WG4.CUS, eCPRI v2.0,
            3GPP TS 38.472 / 38.473 / 38.211, IEEE 1588-2019 and ITU-T G.8275.1; "harness policy" and
            "lab policy" mark rules that judge a choice of this tool or of the lab rather than a
            specification statement. Custom rules of a testbed or suite (`custom:`) are reported like
            these, with the profile location as their clause.

            Field names in findings and custom rules are tshark's (`ecpri.*`, `oran_fh_cus.*`, `f1ap.*`,
            `eth.*`, `sctp.*`, `ptp.*`), so a finding can be looked up and filtered in Wireshark.

            \(rules.count) rules.

            """
        var remaining = rules
        var sections = sections
        sections.append(("Other", [""], "Rules of no other section."))
        for section in sections {
            let members = remaining.filter { rule in section.prefixes.contains { rule.id.rawValue.hasPrefix($0) } }
            remaining.removeAll { rule in members.contains { $0.id == rule.id } }
            guard !members.isEmpty else { continue }
            out += "\n## \(section.title)\n\n\(section.intro)\n\n"
            out += "| Rule | Title | Clause | Severity | Status | Applies |\n|---|---|---|---|---|---|\n"
            for r in members {
                out += "| `\(r.id)` | \(cell(r.title)) | \(cell(r.clause)) | \(r.severity.rawValue) | \(r.status.rawValue) | \(cell(applies(r))) |\n"
            }
        }
        return out
    }
}
