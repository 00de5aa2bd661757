import CaptureIO
@testable import Conformance
@testable import Profiles
import F1AP
import Foundation
import Fronthaul
import NetLayers
import Testing
import TestSupport
import WireCore

/// Rules are registered data: each defined once in the registry beside the code that judges it,
/// judged by exactly one checker (or F1AP family), catalogued in the order of their judges, and
/// every id a decoder or checker emits on the committed captures names a catalogued rule.
@Suite struct RuleRegistryTests {
    typealias S = EngineSupport

    @Test func everyCatalogueRuleIsDefinedInExactlyOneRegistry() {
        let defined = RuleCatalog.registries.flatMap { registry in registry.specs.map { ($0.id, registry.name) } }
        var owners: [RuleID: [String]] = [:]
        for (id, registry) in defined { owners[id, default: []].append(registry) }
        let twice = owners.filter { $0.value.count > 1 }
        #expect(twice.isEmpty, "defined in several registries: \(twice)")
        #expect(Set(owners.keys) == Set(RuleCatalog.rules.map(\.id)), "the catalogue is the union of the registries")
        #expect(RuleCatalog.rules.count == Set(RuleCatalog.rules.map(\.id)).count, "no id twice in the catalogue")
        // Every registry row is catalogued as registered (none is left without a judge); the
        // codec registries come first.
        #expect(RuleCatalog.registries.prefix(5).map(\.name)
            == ["FronthaulRuleRegistry", "F1APRuleRegistry", "TimingRuleRegistry", "PTPRuleRegistry", "EthernetRuleRegistry"])
        for registry in RuleCatalog.registries {
            for spec in registry.specs { #expect(RuleCatalog.spec(spec.id) == spec, "\(registry.name): \(spec.id)") }
        }
    }

    @Test func everyRuleHasExactlyOneJudge() {
        var judges: [RuleID: [String]] = [:]
        for judge in RuleCatalog.judges {
            for spec in judge.specs { judges[spec.id, default: []].append(judge.name) }
        }
        for spec in RuleCatalog.rules {
            #expect(judges[spec.id]?.count == 1, "\(spec.id) judged by \(judges[spec.id] ?? [])")
        }
        // The F1AP families judge exactly the F1AP checker's rows, each once.
        let families = F1APChecker.families.flatMap(\.specs).map(\.id)
        #expect(families.count == Set(families).count)
        #expect(Set(families) == Set(F1APRules.all.map(\.id)))
        #expect(F1APChecker.families.count == 5)
    }

    /// The report lists rules in catalogue order, which is the judges' order by construction. The
    /// IQ rules are in the catalogue but opt-in per run (`check --iq`): a default run has the rest.
    @Test func reportOrderIsCatalogueOrder() throws {
        let catalogue = RuleCatalog.rules.filter { !$0.id.belongs(to: .fronthaulIQ) }
        #expect(catalogue.map(\.id) == RuleCatalog.checkers(RunConfiguration()).flatMap(\.specs).map(\.id))
        var withIQ = RunConfiguration()
        withIQ.iq = withIQ.iqSettings()
        #expect(RuleCatalog.rules.map(\.id) == RuleCatalog.checkers(withIQ).flatMap(\.specs).map(\.id))
        let sample = S.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        let results = try S.check(sample, configuration: RunConfiguration())
        var order: [String] = []
        for row in results.results where order.last != row.rule { order.append(row.rule) }
        #expect(order == catalogue.map(\.id.rawValue))
        // The catalogue starts with the fronthaul codec rows and keeps its F1AP rows together.
        #expect(RuleCatalog.rules.first?.id == FronthaulRuleRegistry.ecpriRevision.id)
        let ids = RuleCatalog.rules.map(\.id)
        let f1 = try #require(ids.firstIndex(of: F1APRules.all[0].id))
        #expect(Array(ids[f1..<(f1 + F1APRules.all.count)]) == F1APRules.all.map(\.id))
    }

    /// Every rule id a codec finding, a codec error or a rule result names, on every committed
    /// capture (and the synthesized fault captures), with and without its testbed, is catalogued.
    @Test(arguments: CaptureVariants.subjects)
    func everyEmittedIdIsCatalogued(_ subject: CaptureVariants.Subject) throws {
        let configured = try CaptureVariants.configuration(subject)
        let custom = Set((configured.testbed?.custom ?? []).map(\.id) + (configured.suite?.custom ?? []).map(\.id))
        for configuration in [configured, RunConfiguration()] {
            let results = try S.check(subject.path, configuration: configuration)
            for row in results.results where row.violations + row.waived + row.inconclusive > 0 || !row.findings.isEmpty {
                #expect(RuleCatalog.spec(RuleID(row.rule)) != nil || custom.contains(row.rule), "\(subject): \(row.rule)")
            }
            var emitted = Set<RuleID>()
            var demux = NetworkDemux(configuration: configuration.demux)
            var decoder = FronthaulDecoder(context: configuration.fronthaul)
            let reader = try CaptureReader(path: subject.path)
            while let record = reader.next() {
                demux.demux(frame: record.bytes[...], linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                            timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                    switch pdu.kind {
                    case .ecpri:
                        let r = decoder.decode(ecpri: pdu.payload, transport: pdu.endpoints.sourcePort == nil ? .ethernet : .udp)
                        emitted.formUnion(r.findings.map(\.id))
                        if let rule = r.error?.rule { emitted.insert(rule) }
                        if r.error != nil { #expect(r.error?.rule != nil, "\(subject): fronthaul error without a rule: \(r.error!)") }
                    case .f1ap:
                        emitted.formUnion(F1AP.decode(pdu.payload).findings.map(\.id))
                    default:
                        break
                    }
                }
            }
            for id in emitted { #expect(RuleCatalog.spec(id) != nil, "\(subject): codec id \(id) is not catalogued") }
        }
    }

    /// The fronthaul decoder names the structure rule a failure breaks (no id is guessed from the
    /// field path): the eCPRI size, the C-plane section count, the U-plane layout.
    @Test func decodingErrorsNameTheirRule() {
        var decoder = FronthaulDecoder(context: FronthaulContext())
        // Two bytes: no complete eCPRI common header.
        #expect(decoder.decode(ecpri: [0x10, 0x02][...]).error?.rule == FronthaulRuleRegistry.ecpriPayloadFits.id)
        // Type 2 with a 2-byte payload: the real-time control id cannot be read.
        #expect(decoder.decode(ecpri: [0x10, 0x02, 0x00, 0x02, 0x00, 0x00][...]).error?.rule == FronthaulRuleRegistry.ecpriPayloadFits.id)
        // Type 2 whose payload ends inside the C-plane common header.
        let cPlane: [UInt8] = [0x10, 0x02, 0x00, 0x06, 0x00, 0x00, 0x80, 0x00, 0x90, 0x00]
        #expect(decoder.decode(ecpri: cPlane[...]).error?.rule == FronthaulRuleRegistry.cPlaneSectionCount.id)
        // Type 0 whose payload ends inside the U-plane header.
        let uPlane: [UInt8] = [0x10, 0x00, 0x00, 0x06, 0x00, 0x00, 0x80, 0x00, 0x90, 0x00]
        #expect(decoder.decode(ecpri: uPlane[...]).error?.rule == FronthaulRuleRegistry.uPlaneLayout.id)
        // An inner decoder's naming wins over an outer one.
        let named = DecodingError(.truncated, "x", bitOffset: 0, fieldPath: "f").naming("A").naming("B")
        #expect(named.rule == "A")
    }

    /// A checker whose rules the suite leaves out subscribes to nothing; the run dispatches each
    /// event kind only to its subscribers.
    @Test func subscriptionsFollowSelection() throws {
        let suite = SuiteProfile(name: "no-fcs", exclude: [try RulePattern(parsing: "FH-ETH-FCS"), try RulePattern(parsing: "SP-*")])
        for (selectedSuite, expectFCS) in [(nil, true), (suite, false)] as [(SuiteProfile?, Bool)] {
            var configuration = RunConfiguration()
            configuration.suite = selectedSuite
            let checkers = RuleCatalog.checkers(configuration)
            var recorder = RuleRecorder(nodes: NodeDirectory(testbed: nil), environment: RuleEnvironment(hasTestbed: false, hasFlows: false),
                                        testbed: nil, suite: selectedSuite, findingCap: 8)
            for checker in checkers { for spec in checker.specs { _ = recorder.register(spec) } }
            for checker in checkers { checker.prepare(&recorder) }
            let subscribers = EventSubscribers(checkers)
            #expect((subscribers.count(.frameCheckSequence) == 1) == expectFCS)
            #expect((subscribers.count(.ptp) == 1) == expectFCS, "the S-plane checker subscribes only when its rules run")
            #expect(subscribers.count(.f1ap) == checkers.filter { $0.subscriptions.contains(.f1ap) }.count)
            #expect(subscribers.count(.fronthaul) > 10)
            #expect(checkers.contains { $0.subscriptions.isEmpty }, "NotImplementedRules subscribes to nothing")
        }
    }

    /// Clauses are structured (document and locators) and render as the catalogue prints them.
    @Test func specClausesRenderAsText() {
        #expect(SpecClause(.cus, .section("7.5.2.2")).description == "O-RAN.WG4.CUS §7.5.2.2")
        #expect(SpecClause(.ecpri, .section("3.1.3.1.4")).and(.cus, .section("5.1.3")).description == "eCPRI v2.0 §3.1.3.1.4; O-RAN.WG4.CUS §5.1.3")
        #expect(SpecClause(.cus, .table("7.6.1-1")).description == "O-RAN.WG4.CUS Table 7.6.1-1")
        #expect(SpecClause(.f1ap, .section("10.3.6"), .clause("9")).description == "TS 38.473 §10.3.6, clause 9")
        #expect(SpecClause(.labPolicy).and(.f1ap, .section("8.1")).description == "lab policy; TS 38.473 §8.1")
        #expect(SpecClause(text: "custom rule").description == "custom rule")
        for spec in RuleCatalog.rules {
            #expect(!spec.reference.references.isEmpty && spec.reference.references.allSatisfy { !$0.document.name.isEmpty }, "\(spec.id)")
        }
        let ids: [RuleID] = ["FH-B", "FH-A"]
        #expect(ids.sorted() == ["FH-A", "FH-B"])
        #expect(RuleID("FH-SEQ-INC").belongs(to: .fronthaulSequence) && !RuleID("FH-XP-ORDER").belongs(to: .fronthaulSequence))
    }

    /// Rule ids are spelled only in registry and spec files: a literal id anywhere else in the
    /// sources would be a second place a rule lives.
    @Test func ruleIdsAreSpelledOnlyInRegistries() throws {
        let sources = S.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 100)
        var offenders: [String] = []
        for file in files {
            let name = (file as NSString).lastPathComponent
            if name.contains("Registry") || name.contains("Specs") { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for prefix in ["\"FH-", "\"F1-", "\"SP-", "\"TB-"] where text.contains(prefix) { offenders.append("\(file): \(prefix)") }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}

/// The procedure codes the F1AP checkers key on all come from the F1AP procedure table.
@Suite struct F1APProcedureCodeTests {
    @Test func everyNamedCodeIsInTheTable() {
        #expect(!F1APProcedureCode.all.contains(-1))
        #expect(F1APProcedureCode.f1Setup == 1 && F1APProcedureCode.rrcDeliveryReport == 25 && F1APProcedureCode.reset == 0)
    }
}

/// ``RuleRecorder/isActive(_:node:)`` answers nodes below 64 from a per-rule word once their
/// tally is active: the same answers, call after call, as the tallies' settled states, for a
/// rule that applies everywhere and one that needs testbed flows (SKIP without them), on nodes
/// on both sides of the word.
@Suite struct RuleRecorderActiveTests {
    /// A recorder without a testbed over `count` nodes (one per source MAC address), with a rule
    /// that applies to every node and one that needs testbed flows (SKIP without them).
    static func recorder(nodes count: Int) -> (recorder: RuleRecorder, nodes: [Int], everywhere: Int, needsFlows: Int) {
        var nodes = NodeDirectory(testbed: nil)
        var indices: [Int] = []
        for n in 0..<count {
            var e = Endpoints()
            e.sourceMAC = MACAddress(0x0200_0000_0000 + UInt64(n))
            indices.append(nodes.node(e, source: true))
        }
        var recorder = RuleRecorder(nodes: nodes, environment: RuleEnvironment(hasTestbed: false, hasFlows: false), testbed: nil, suite: nil, findingCap: 4)
        let everywhere = recorder.register(RuleSpec("T-EVERYWHERE", "applies to any node", clause: SpecClause(text: "test"), area: .fronthaul))
        let needsFlows = recorder.register(RuleSpec("T-FLOWS", "needs testbed flows", clause: SpecClause(text: "test"), area: .fronthaul, requires: .flows))
        return (recorder, indices, everywhere, needsFlows)
    }

    @Test func activeAnswersMatchTheTallies() {
        var (recorder, indices, everywhere, needsFlows) = Self.recorder(nodes: 100)
        #expect(Set(indices).count == 100 && indices.max() ?? 0 >= 64)
        for pass in 0..<3 {
            for node in indices {
                let active = recorder.isActive(everywhere, node: node), flowsActive = recorder.isActive(needsFlows, node: node)
                #expect(active, "pass \(pass), node \(node)")
                #expect(!flowsActive, "pass \(pass), node \(node)")
                recorder.evaluated(everywhere, node: node)
                recorder.evaluated(needsFlows, node: node)
            }
        }
        for node in indices {
            guard case .active = recorder.tallies[everywhere][node].state else { Issue.record("node \(node) not active"); continue }
            #expect(recorder.tallies[everywhere][node].evaluated == 3)
            if case .skipped = recorder.tallies[needsFlows][node].state {} else { Issue.record("node \(node): T-FLOWS not skipped") }
            #expect(recorder.tallies[needsFlows][node].evaluated == 0)
        }
        let unselected = recorder.isActive(RuleRecorder.unselected, node: 0)
        #expect(!unselected)
    }

    /// ``RuleRecorder/evaluated(_:node:count:)`` counts a node below 64 apart once its tally is
    /// settled; the tallies give every count whichever way it was made: the first (which
    /// settles the tally) and the later ones, counts above one, nodes on both sides of 64, and
    /// a rule skipped everywhere counting none.
    @Test func evaluationsCountWhereverTheyWereCounted() {
        var (recorder, indices, everywhere, needsFlows) = Self.recorder(nodes: 80)
        #expect(indices.max() ?? 0 >= 64)
        var expected: [Int: Int] = [:]
        for (k, node) in indices.enumerated() {
            // node k is counted k % 5 + 1 times, with counts of 1, 2, 3, …
            for c in 0...(k % 5) {
                recorder.evaluated(everywhere, node: node, count: c + 1)
                recorder.evaluated(needsFlows, node: node, count: c + 1)
                expected[node, default: 0] += c + 1
            }
        }
        let counted = recorder.tallies(of: everywhere), skipped = recorder.tallies(of: needsFlows)
        for node in indices {
            #expect(counted[node].evaluated == expected[node], "node \(node)")
            #expect(skipped[node].evaluated == 0, "node \(node)")
        }
        #expect(recorder.tallies[everywhere].map(\.evaluated) == counted.map(\.evaluated))
    }
}
