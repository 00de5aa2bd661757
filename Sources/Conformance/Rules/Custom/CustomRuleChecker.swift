import APProtocols
import CaptureIO
import F1AP
import Fronthaul
import NetLayers
import Profiles
import WireCore

/// Runs the `custom:` rules of the testbed and the suite: on every decoded PDU whose fields match
/// `where`, `assert` must hold; a false `assert` is a violation of the sending node with the PDU's
/// frame numbers. Only the fields the rules read are built (a rule over header fields does not walk
/// the PRB blocks of U-plane sections).
///
/// A rule whose expression does not compile (possible only for profiles built in code; the
/// profile loader refuses them with file:line:column) is reported SKIP with the error.
final class CustomRuleChecker: RuleChecker {
    private struct Entry {
        var definition: RuleSpec
        var rule: CustomRule?
        var compileError: String?
        var handle = RuleRecorder.unselected
    }

    /// What the per-event loop reads of each entry, in entry order, apart from the entries (a
    /// copy of an entry is a retain of each of its strings and expressions).
    private struct Gate {
        /// The compiled rule (nil when it did not compile).
        var rule: CompiledRule?
        var compiled: Bool { rule != nil }
        var handle = RuleRecorder.unselected
        /// The part of `where` that reads only the eCPRI common header and the frame and link
        /// fields (``FilterExpression/conjuncts(readingOnly:)``); nil when there is none.
        var headerGuard: HeaderGuard?
    }

    private final class HeaderGuard {
        let filter: FilterExpression
        init(_ filter: FilterExpression) { self.filter = filter }
    }

    /// A compiled rule, held by reference: the per-event loop takes it out of its gate with one
    /// retain, where a copy of the rule (or of its entry) is a retain of each of its strings
    /// and expressions.
    private final class CompiledRule {
        let rule: CustomRule
        init(_ rule: CustomRule) { self.rule = rule }
        /// The rule's outcome on `fields`, evaluated in place (a call through the class's
        /// constant: no copy of the rule).
        func evaluate(_ fields: FieldList) -> CustomRuleOutcome { rule.evaluate(fields) }
    }

    private var gates: [Gate] = []

    private var entries: [Entry] = []
    private let selection: FieldSelection
    /// The same names, resolved against the F1AP schema (only the F1AP fields they name are built).
    private let f1apSelection: F1APFieldSelection
    private let readsFronthaul: Bool
    private let readsF1AP: Bool
    /// A rule names an `e1ap.`, `e2ap.` or `ngap.` field.
    private let readsAP: Bool
    /// The same names, resolved against the E1AP, E2AP and NGAP schemas: a PDU of a protocol no
    /// name starts with has no field a rule reads (every field ``APFields`` builds carries its
    /// protocol's prefix), and within the others only the parts that can hold a selected field
    /// are walked. Nil: every field of every such PDU is built, then filtered (tests).
    private let apSelection: APFieldSelection?
    /// Reused per event.
    private var scratch = FieldList()
    /// Every rule's `where` has a header guard: a fronthaul PDU for which no active rule's guard
    /// holds concerns no rule, and its fields beyond the eCPRI common headers are not built.
    private let guardsEveryRule: Bool
    /// Which frame and link fields (``appendLinkFields(_:isF1AP:to:)``) the rules read, decided
    /// once (not by name per event).
    private let linkFields: LinkFieldSelection

    /// Nil when neither profile has custom rules (the checker is then not registered).
    /// - Parameter passesOverUnreadPDUs: decide from the eCPRI common headers and the link
    ///   fields, where a rule's `where` allows, that a fronthaul PDU concerns no rule, and build
    ///   no field of an E1AP, E2AP or NGAP PDU whose protocol no rule names (tests compare with
    ///   off).
    init?(testbed: TestbedProfile?, suite: SuiteProfile?, passesOverUnreadPDUs: Bool = true) {
        let sources = (testbed?.custom ?? []) + (suite?.custom ?? [])
        guard !sources.isEmpty else { return nil }
        var names = Set<String>()
        var seen = Set<String>()
        for source in sources where seen.insert(source.id).inserted {
            // The file name, not its path: reports stay the same wherever the profiles live.
            let clause = "custom rule" + (source.location.map { " (\($0.file.split(separator: "/").last ?? "")):\($0.line):\($0.column))" } ?? "")
            let definition = RuleSpec(RuleID(source.id), source.title, clause: SpecClause(text: clause), status: .optional, severity: source.severity, area: .testbed)
            do {
                let rule = try CustomRule(source)
                names.formUnion(rule.assertion.referencedFields)
                if let filter = rule.filter { names.formUnion(filter.referencedFields) }
                entries.append(Entry(definition: definition, rule: rule))
            } catch {
                entries.append(Entry(definition: definition, compileError: error.description))
            }
        }
        selection = FieldSelection(names: names)
        f1apSelection = F1APFieldSelection(names: names)
        linkFields = LinkFieldSelection(selection)
        let cheap = FronthaulDecodeResult.commonHeaderFieldNames.union(Self.linkFieldNames)
        gates = entries.map { entry in
            Gate(rule: entry.rule.map(CompiledRule.init), headerGuard: entry.rule?.filter?.conjuncts(readingOnly: cheap).map(HeaderGuard.init))
        }
        guardsEveryRule = passesOverUnreadPDUs && gates.allSatisfy { !$0.compiled || $0.headerGuard != nil }
        // A rule reading only frame / link fields sees both kinds of PDU.
        let layerNames = names.map { $0.split(separator: ".", maxSplits: 1).first.map(String.init) ?? $0 }
        let fronthaulOnly = Set(["ecpri", "roe", "oran_fh_cus", "udp"])
        let f1apOnly = Set(["f1ap", "sctp"])
        let touchesFronthaul = layerNames.contains { fronthaulOnly.contains($0) }
        let touchesF1AP = layerNames.contains { f1apOnly.contains($0) }
        readsFronthaul = touchesFronthaul || !touchesF1AP
        readsF1AP = touchesF1AP || !touchesFronthaul
        readsAP = layerNames.contains { ["e1ap", "e2ap", "ngap"].contains($0) }
        apSelection = passesOverUnreadPDUs ? APFieldSelection(names: names) : nil
    }

    var specs: [RuleSpec] { entries.map(\.definition) }
    var subscriptions: EventKinds {
        var kinds: EventKinds = []
        if readsFronthaul { kinds.insert(.fronthaul) }
        if readsF1AP { kinds.insert(.f1ap) }
        if readsAP { kinds.insert(.ap) }
        return kinds
    }

    func prepare(_ recorder: inout RuleRecorder) {
        for index in entries.indices { entries[index].handle = recorder.handle(entries[index].definition.id) }
        for index in gates.indices { gates[index].handle = entries[index].handle }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        let c = event.context
        var anyActive = false
        for gate in gates where gate.compiled && recorder.isActive(gate.handle, node: c.sender) { anyActive = true }
        guard anyActive else { return }
        if guardsEveryRule, case .fronthaul(let result) = event.payload {
            // the frame and link fields and the eCPRI common headers, as the full build gives them
            scratch.removeAll()
            appendLinkFields(c, isF1AP: false, to: &scratch)
            result.appendCommonHeaderFields(to: &scratch, selecting: selection)
            var concerned = false
            for gate in gates {
                guard gate.compiled, let headerGuard = gate.headerGuard, recorder.isActive(gate.handle, node: c.sender) else { continue }
                if headerGuard.filter.evaluate(scratch) == .true {
                    concerned = true
                    break
                }
            }
            // every active rule's `where` is not true: each rule is not applicable to this PDU
            guard concerned else { return }
        }
        scratch.removeAll()
        appendLinkFields(c, isF1AP: { if case .f1ap = event.payload { return true } else { return false } }(), to: &scratch)
        switch event.payload {
        case .fronthaul(let result): result.appendFields(to: &scratch, selecting: selection)
        case .f1ap(let result): result.appendFields(to: &scratch, selecting: f1apSelection)
        case .ap(let result):
            if let apSelection {
                result.appendFields(to: &scratch, selecting: apSelection)
            } else {
                var all = FieldList()
                result.appendFields(to: &all)
                for field in all.fields where selection.selects(field.name) { scratch.append(field) }
            }
        case .ptp, .otherEtherType, .frameCheckSequence: return
        }
        for gate in gates {
            let handle = gate.handle
            guard let compiled = gate.rule, recorder.isActive(handle, node: c.sender) else { continue }
            switch compiled.evaluate(scratch) {
            case .notApplicable: continue
            case .pass: recorder.evaluated(handle, node: c.sender)
            case .fail(let message):
                recorder.evaluated(handle, node: c.sender)
                let rule = compiled.rule
                recorder.violation(handle, node: c.sender, Violation(
                    message, frames: c.frames, fieldPath: rule.assertion.fieldOrder.first ?? "",
                    expected: rule.assertion.text, actual: recorder.wantsFinding(handle, node: c.sender) ? rule.actualValues(scratch) : nil))
            }
        }
    }

    /// The frame, Ethernet, VLAN, IP and UDP / SCTP fields known from the event's endpoints
    /// (tshark names and value forms), only those selected.
    private func appendLinkFields(_ c: EventContext, isF1AP: Bool, to list: inout FieldList) {
        guard linkFields.any else { return }
        let selected = linkFields
        func add(_ name: String, _ value: @autoclosure () -> FieldValue) {
            if selected.selects(name) { list.append(name, value()) }
        }
        if let frame = c.frames.last { add(FrameFields.number.name, .unsigned(UInt64(frame))) }
        if let length = c.frameLength { add(FrameFields.length.name, .unsigned(UInt64(length))) }
        let e = c.endpoints
        if let mac = e.destinationMAC { add(NetworkFields.ethDestination.name, .string(mac.description)) }
        if let mac = e.sourceMAC { add(NetworkFields.ethSource.name, .string(mac.description)) }
        for tag in e.vlanTags {
            add(NetworkFields.vlanPriority.name, .unsigned(UInt64(tag.priority)))
            add(NetworkFields.vlanID.name, .unsigned(UInt64(tag.id)))
        }
        typealias N = NetworkFields
        for (ip, v4, v6) in [(e.sourceIP, N.ipSource, N.ipv6Source), (e.destinationIP, N.ipDestination, N.ipv6Destination)] {
            switch ip {
            case .v4?: add(v4.name, .string(ip?.description ?? ""))
            case .v6?: add(v6.name, .string(ip?.description ?? ""))
            case nil: break
            }
        }
        let (source, destination) = isF1AP ? (N.sctpSourcePort, N.sctpDestinationPort) : (N.udpSourcePort, N.udpDestinationPort)
        if let port = e.sourcePort { add(source.name, .unsigned(UInt64(port))) }
        if let port = e.destinationPort { add(destination.name, .unsigned(UInt64(port))) }
        if isF1AP, let stream = e.sctpStream { add(NetworkFields.sctpDataStream.name, .unsigned(UInt64(stream))) }
    }

    func finish(_ recorder: inout RuleRecorder) {
        // Rules that did not compile: SKIP with the error, on every node (and "-" if none).
        for entry in entries where entry.rule == nil {
            recorder.skip(entry.handle, reason: "expression error: \(entry.compileError ?? "")")
        }
    }
}

extension CustomRuleChecker {
    /// The names ``appendLinkFields(_:isF1AP:to:)`` adds, which a fronthaul PDU's own fields never
    /// carry: with the eCPRI common header, what a header guard may read. (A name missing here
    /// only leaves an operand out of the guards.)
    static let linkFieldNames: Set<String> = {
        typealias N = NetworkFields
        return [
            FrameFields.number.name, FrameFields.length.name, N.ethDestination.name, N.ethSource.name, N.vlanPriority.name, N.vlanID.name,
            N.ipSource.name, N.ipDestination.name, N.ipv6Source.name, N.ipv6Destination.name, N.sctpSourcePort.name,
            N.sctpDestinationPort.name, N.udpSourcePort.name, N.udpDestinationPort.name, N.sctpDataStream.name,
        ]
    }()
}

/// Which frame and link-layer fields (``FrameFields``, ``NetworkFields``: every name
/// ``CustomRuleChecker`` can build from an event's endpoints is registered there) a selection
/// keeps, decided once per registered name rather than per event.
private struct LinkFieldSelection {
    private static let registered = Set((FrameFields.registry.specs + NetworkFields.registry.specs).map(\.name))
    private let selected: Set<String>
    /// Whether the selection keeps any of them.
    let any: Bool

    init(_ selection: FieldSelection) {
        selected = Self.registered.filter(selection.selects)
        any = !selected.isEmpty
    }

    func selects(_ name: String) -> Bool { selected.contains(name) }
}
