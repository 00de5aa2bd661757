import ASN1PER
import F1AP
import WireCore

/// F1-IE-COND (TS 38.473 clause 9): IEs whose PRESENCE is `conditional` in the message's object set
/// follow their condition.
///
/// The conditions are the ones the F1AP-PDU-Contents module (TS 38.473 V18.2.0, the schema compiled
/// into the `F1AP` target) states in the comment under each conditional IE; the table
/// ``conditions`` quotes each comment and a test compares the table with the module whenever the
/// module's source text is available to the tests, so a release with another conditional IE fails
/// it.
///
/// | message (object set) | conditional IE | condition (module comment) |
/// |---|---|---|
/// | UE CONTEXT SETUP REQUEST | gNB-DU UE AMBR UL (158) | present **only if** DRBs-ToBeSetup-List (35) is present |
/// | UE CONTEXT RELEASE COMMAND | SRB ID (64) | present if RRC Container (50) is present |
/// | RESOURCE STATUS REQUEST | gNB-DU Measurement ID (346) | present if Registration Request (347) is stop or add |
/// | RESOURCE STATUS REQUEST | Report Characteristics (348) | present if Registration Request (347) is start |
/// | POSITIONING MEASUREMENT REQUEST | Measurement Periodicity (409) | present if PosReportCharacteristics (408) is periodic |
/// | POSITIONING MEASUREMENT REQUEST | Measurement Periodicity Extended (438) | present if Measurement Periodicity (409) is extended |
/// | E-CID MEASUREMENT INITIATION REQUEST | E-CID Measurement Periodicity (416) | present if E-CID Report Characteristics (424) is periodic |
/// | E-CID MEASUREMENT INITIATION REQUEST | NR-AoA periodicity (672) | present if (424) is periodic and a quantity (414) is angleOfArrivalNR |
/// | PDC MEASUREMENT INITIATION REQUEST | PDC Measurement Periodicity (541) | present if PDC Report Type (545) is periodic |
///
/// Readings: "shall be present if C" is a violation only when C holds and the IE is absent (the
/// comment does not forbid it otherwise); "shall be present only if C" (gNB-DU UE AMBR UL) only
/// when the IE is present and C does not hold. Clause 9's tables may say more (their C-if…
/// notes); without that text nothing else is judged. A message of one of these object sets is
/// one evaluated item per conditional IE whose condition could be read.
final class F1APConditionalIEChecker: RuleChecker {

    /// What makes a conditional IE required (or, for ``Mode/presentOnlyIf``, allowed).
    enum Condition: Sendable {
        /// The IE with this id is present.
        case present(Int)
        /// The IE with this id is an ENUMERATED value named one of `names`.
        case enumerated(Int, names: Set<String>)
        /// Somewhere inside the IE with this id an ENUMERATED value is named `name`.
        case contains(Int, name: String)
        case all([Condition])
    }

    enum Mode: Sendable {
        /// "The above IE shall be present if …": absent while the condition holds is a violation.
        case presentIf
        /// "… shall be present only if …": present while the condition does not hold is a violation.
        case presentOnlyIf
    }

    struct ConditionalIE: Sendable {
        /// The message's object set in the F1AP-PDU-Contents module.
        var ieSet: String
        var id: Int
        /// The ProtocolIE-ID name in F1AP-Constants.
        var idName: String
        var mode: Mode
        var condition: Condition
        /// The module's comment under the IE, as the module words it (quotes and dashes trimmed).
        var moduleComment: String
    }

    static let conditions: [ConditionalIE] = [
        ConditionalIE(
            ieSet: "UEContextSetupRequestIEs", id: 158, idName: "id-GNB-DU-UE-AMBR-UL", mode: .presentOnlyIf, condition: .present(35),
            moduleComment: "The above IE shall be present only if the DRB to Be Setup List IE is present."),
        ConditionalIE(
            ieSet: "UEContextReleaseCommandIEs", id: 64, idName: "id-SRBID", mode: .presentIf, condition: .present(50),
            moduleComment: "The above IE shall be present if the RRC container IE is present."),
        ConditionalIE(
            ieSet: "ResourceStatusRequestIEs", id: 346, idName: "id-gNBDUMeasurementID", mode: .presentIf,
            condition: .enumerated(347, names: ["stop", "add"]),
            moduleComment: "The above IE shall be present if the Registration Request IE is set to the value \"stop\" or \"add\"."),
        ConditionalIE(
            ieSet: "ResourceStatusRequestIEs", id: 348, idName: "id-ReportCharacteristics", mode: .presentIf,
            condition: .enumerated(347, names: ["start"]),
            moduleComment: "The above IE shall be present if the Registration Request IE is set to the value \"start\"."),
        ConditionalIE(
            ieSet: "PositioningMeasurementRequestIEs", id: 409, idName: "id-PosMeasurementPeriodicity", mode: .presentIf,
            condition: .enumerated(408, names: ["periodic"]),
            moduleComment: "The above IE shall be present if the PosReportCharacteristics IE is set to “periodic”"),
        ConditionalIE(
            ieSet: "PositioningMeasurementRequestIEs", id: 438, idName: "id-PosMeasurementPeriodicityExtended", mode: .presentIf,
            condition: .enumerated(409, names: ["extended"]),
            moduleComment: "The IE shall be present the MeasurementPeriodicity IE is set to the value \"extended\""),
        ConditionalIE(
            ieSet: "E-CIDMeasurementInitiationRequest-IEs", id: 416, idName: "id-E-CID-MeasurementPeriodicity", mode: .presentIf,
            condition: .enumerated(424, names: ["periodic"]),
            moduleComment: "The above IE shall be present if the E-CID-ReportCharacteristics IE is set to “periodic”"),
        ConditionalIE(
            ieSet: "E-CIDMeasurementInitiationRequest-IEs", id: 672, idName: "id-PosMeasurementPeriodicityNR-AoA", mode: .presentIf,
            condition: .all([.enumerated(424, names: ["periodic"]), .contains(414, name: "angleOfArrivalNR")]),
            moduleComment: "The IE shall be present if the E-CID-ReportCharacteristics IE is set to “periodic” and the "
                + "E-CID-MeasurementQuantities-Item IE in the E-CID-MeasurementQuantities IE is set to the value \"angleOfArrivalNR\""),
        ConditionalIE(
            ieSet: "PDCMeasurementInitiationRequest-IEs", id: 541, idName: "id-PDCMeasurementPeriodicity", mode: .presentIf,
            condition: .enumerated(545, names: ["periodic"]),
            moduleComment: "The above IE shall be present if the PDCReportType IE is set to “periodic”"),
    ]

    /// The table rows per object set name.
    private static let bySet: [String: [ConditionalIE]] = Dictionary(grouping: conditions, by: \.ieSet)

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.f1ap] }
    private var handle = RuleRecorder.unselected
    // `@exclusivity(unchecked)`: the checking thread alone runs this checker, and the cache is
    // filled by one call at a time; the run-time check would cost a call per PDU.
    @exclusivity(unchecked) private var rowsBySet = F1APSetTableCache<[ConditionalIE]>()

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .f1ap(let result) = event.payload, let m = result.message,
              let rows = rowsBySet.value(for: m, { Self.bySet[$0] }) else { return }
        let c = event.context
        for row in rows {
            guard let holds = Self.evaluate(row.condition, in: m) else {
                recorder.inconclusive(handle, node: c.sender, reason: "the condition IE of \(row.idName) did not decode")
                continue
            }
            recorder.evaluated(handle, node: c.sender)
            let ie = m.firstIE(row.id)
            let present = ie != nil
            let violated: Bool
            switch row.mode {
            case .presentIf: violated = holds && !present
            case .presentOnlyIf: violated = present && !holds
            }
            guard violated else { continue }
            guard recorder.wantsFinding(handle, node: c.sender) else {
                recorder.violation(handle, node: c.sender, Violation("", frames: c.frames))
                continue
            }
            recorder.violation(handle, node: c.sender, Violation(
                "\(m.messageName): \(row.idName) (\(row.id)) is \(present ? "present" : "absent"), but the module says: \(row.moduleComment)",
                frames: c.frames, fieldPath: "f1ap.id == \(row.id)",
                expected: row.mode == .presentIf ? "IE \(row.id) present" : "IE \(row.id) absent",
                actual: present ? "present at PDU bit \(ie.map { $0.bitOffset - result.baseBitOffset } ?? 0)" : "absent"))
        }
    }

    func finish(_ recorder: inout RuleRecorder) {}

    /// Whether `condition` holds in `m`; nil when an IE it reads is present but its value did not
    /// decode to the expected shape.
    static func evaluate(_ condition: Condition, in m: F1APMessage) -> Bool? {
        switch condition {
        case .present(let id):
            return m.firstIE(id) != nil
        case .enumerated(let id, let names):
            guard let ie = m.firstIE(id) else { return false }
            guard case .enumerated(_, let name) = ie.value.unwrapped else { return nil }
            return names.contains(name)
        case .contains(let id, let name):
            guard let ie = m.firstIE(id) else { return false }
            return containsEnumerated(ie.value, name)
        case .all(let parts):
            var result = true
            for part in parts {
                guard let holds = evaluate(part, in: m) else { return nil }
                result = result && holds
            }
            return result
        }
    }

    private static func containsEnumerated(_ value: ASN1Value, _ wanted: String) -> Bool {
        switch value {
        case .enumerated(_, let name): return name == wanted
        case .sequence(let components): return components.contains { containsEnumerated($0.value, wanted) }
        case .sequenceOf(let items): return items.contains { containsEnumerated($0, wanted) }
        case .choice(_, let inner), .openType(_, let inner): return containsEnumerated(inner, wanted)
        default: return false
        }
    }
}
