import ASN1PER
import F1AP
import NetLayers
import Profiles
import WireCore

/// The F1AP interface-management family (TS 38.473 §8.2): F1 Setup first, once, in the right
/// direction and after TimeToWait; no UE-associated procedure before it; procedure directions;
/// served, activated and reconfigured cells; nothing after F1 Removal; ERROR INDICATION content.
final class F1APInterfaceManagementJudge {
    static let specs: [RuleSpec] = [
        F1APRules.setupFirst, F1APRules.setupDir, F1APRules.setupOne, F1APRules.setupTTW, F1APRules.noUEBeforeSetup, F1APRules.procDir,
        F1APRules.duCells, F1APRules.cuCells, F1APRules.initialULFields, F1APRules.removal, F1APRules.errindScope, F1APRules.errindNoLoop,
    ]

    // `@exclusivity(unchecked)`: read per PDU on the checking thread only, never while changed
    // (it changes in `prepare`); the run-time check would cost a call per PDU.
    @exclusivity(unchecked) private var h = F1APRuleHandles()

    func prepare(_ recorder: inout RuleRecorder) { h.prepare(Self.specs, &recorder) }

    private func handle(_ rule: RuleSpec) -> Int { h[rule] }

    /// A decoded message on its association, after the transport family.
    func observe(_ pdu: F1APPDU, _ a: inout F1APAssociation, _ recorder: inout RuleRecorder) {
        let c = pdu.context, m = pdu.message
        let node = c.sender, frames = c.frames
        let code = m.procedureCode, procedure = pdu.procedure, isUE = pdu.isUE
        // read where a text needs it (the getter retains the name's string)
        var name: String { m.messageName }
        let senderRole = pdu.senderRole
        func violation(_ rule: RuleSpec, _ text: @autoclosure () -> String, node: Int = node, frames: [Int] = frames, path: String = "", expected: @autoclosure () -> String? = nil, actual: @autoclosure () -> String? = nil, severity: Finding.Severity? = nil, measurement: Measurement? = nil) {
            recorder.violation(handle(rule), node: node, severity: severity) {
                Violation(text(), frames: frames, fieldPath: path, expected: expected(), actual: actual(), severity: severity, measurement: measurement)
            }
        }
        func evaluated(_ rule: RuleSpec, node: Int = node) { recorder.evaluated(handle(rule), node: node) }

        // F1-REMOVAL: nothing after F1 Removal Response.
        evaluated(F1APRules.removal)
        if a.removed { violation(F1APRules.removal, "\(name) sent after F1 Removal Response on this association") }

        // Direction rules.
        if m.kind == .initiatingMessage, let procedure, procedure.initiator == .du || procedure.initiator == .cu {
            let rule = code == 1 ? F1APRules.setupDir : F1APRules.procDir
            if let senderRole {
                evaluated(rule)
                let allowed: NodeRole = procedure.initiator == .du ? .oDU : .oCU
                if senderRole != allowed {
                    violation(rule, "\(name) initiated by the \(senderRole.displayName)", path: "f1ap.procedureCode", expected: "from the \(allowed.displayName)", actual: "from the \(senderRole.displayName)")
                }
                if code != 1 { evaluated(F1APRules.procDir) }
            } else {
                recorder.inconclusive(handle(rule), node: node, reason: "the sender's role (gNB-DU or gNB-CU) is neither declared nor shown by an F1 Setup in the capture")
            }
        } else if code == 1, m.kind != .initiatingMessage, let senderRole {
            evaluated(F1APRules.setupDir)
            if senderRole != .oCU {
                violation(F1APRules.setupDir, "\(name) sent by the \(senderRole.displayName)", path: "f1ap.procedureCode", expected: "from the O-CU", actual: "from the \(senderRole.displayName)")
            }
        }

        // F1 Setup first / no UE before setup.
        if code == 1 && m.kind == .unsuccessfulOutcome, let wait = Self.timeToWait(m) {
            a.retryNotBefore = (c.timestampNanoseconds.addingSaturating(wait.nanoseconds), frames, wait.name)
        }
        if code == 1 && m.kind == .initiatingMessage, let retry = a.retryNotBefore {
            evaluated(F1APRules.setupTTW)
            if c.timestampNanoseconds < retry.time {
                violation(F1APRules.setupTTW, "F1 Setup Request retried \(retry.time.subtractingSaturating(c.timestampNanoseconds) / 1_000_000) ms before the TimeToWait \(retry.wait) of the failure ran out",
                          frames: retry.frames + frames, path: "f1ap.TimeToWait", expected: "no retry before \(retry.wait)", actual: "retry")
            }
            a.retryNotBefore = nil
        }
        if code == 1 && m.kind == .initiatingMessage {
            evaluated(F1APRules.setupFirst)
            if a.setupRequested && !a.setupDone, a.outstanding.hasOpen(code: 1) {
                evaluated(F1APRules.setupOne)
                violation(F1APRules.setupOne, "second F1 Setup Request while one is pending")
            } else {
                evaluated(F1APRules.setupOne)
            }
            if !a.setupRequested {
                for early in a.beforeSetup {
                    recorder.violation(handle(F1APRules.setupFirst), node: early.node, Violation("\(early.name) sent before F1 Setup on this association", frames: early.frames, fieldPath: "f1ap.procedureCode", expected: "F1SetupRequest first", actual: early.name))
                    if early.ue {
                        recorder.violation(handle(F1APRules.noUEBeforeSetup), node: early.node, Violation("UE-associated \(early.name) before F1 Setup", frames: early.frames, fieldPath: "f1ap.procedureCode"))
                    }
                }
                // past the PDUs kept with their frames, the sender's findings are at their cap: counts only
                for early in a.beforeSetupCounts {
                    for _ in 0..<early.uncounted { recorder.countViolation(handle(F1APRules.setupFirst), node: early.node) }
                    for _ in 0..<early.uncountedUE { recorder.countViolation(handle(F1APRules.noUEBeforeSetup), node: early.node) }
                }
                a.beforeSetup.removeAll()
                a.beforeSetupCounts.removeAll()
            }
            a.setupRequested = true
            a.servedCells.formUnion(m.servedCells)
        } else if !a.setupRequested && !(code == 3 && m.kind == .initiatingMessage) {
            a.noteBeforeSetup(node: node, frames: frames, name: name, ue: isUE, keep: max(F1APAssociation.keptBeforeSetup, recorder.findingCap))
        } else if !a.setupDone && a.setupRequested && (isUE || (m.kind == .initiatingMessage && procedure?.procedureClass == 1 && code != 1 && code != 0)) {
            evaluated(F1APRules.noUEBeforeSetup)
            violation(F1APRules.noUEBeforeSetup, "\(name) while F1 Setup is not yet successful", path: "f1ap.procedureCode")
        } else if isUE || m.kind == .initiatingMessage {
            evaluated(F1APRules.noUEBeforeSetup)
        }
        if code == 1 && m.kind == .successfulOutcome { a.setupDone = true }

        // Served vs activated cells.
        if (code == 1 && m.kind == .successfulOutcome) || (code == 4 && m.kind == .initiatingMessage), !m.activatedCells.isEmpty {
            if a.servedCells.isEmpty {
                recorder.inconclusive(handle(F1APRules.cuCells), node: node, reason: "the DU's served cells are not in the capture (F1 Setup before it)")
            } else {
                a.activatedCells.formUnion(m.activatedCells)
                let (unserved, unknown) = Self.notHeld(m.activatedCells, by: a.servedCells, key: CellKey.init)
                if unserved.isEmpty && unknown {
                    recorder.inconclusive(handle(F1APRules.cuCells), node: node, reason: "the cell may be one of the served cells let go at the table's bound")
                } else {
                    evaluated(F1APRules.cuCells)
                    for cell in unserved {
                        violation(F1APRules.cuCells, "cell \(cell) to be activated was not reported as served by the DU", path: "f1ap.NRCGI", expected: "a served cell", actual: cell.description)
                    }
                }
            }
        }

        // gNB-DU Configuration Update: cells added must be new, modified / deleted ones served.
        if code == 3 && m.kind == .initiatingMessage {
            duConfigurationCells(m, &a, node: node, frames: frames, &recorder)
        }
        // Initial UL RRC Message Transfer: the cell is served (and activated when activation was seen).
        if code == 11 && m.kind == .initiatingMessage, let ie = m.ies.first(where: { $0.name == "NRCGI" }), let cell = CellKey(ie.value.unwrapped) {
            if a.servedCells.isEmpty {
                // Unknown before the F1 Setup; a DU that served no cells in it is not judged.
                if !a.setupRequested { recorder.inconclusive(handle(F1APRules.initialULFields), node: node, reason: "the DU's served cells are not in the capture (F1 Setup before it)") }
            } else {
                // nil: not kept, but maybe one of the cells let go at the bound
                switch (a.servedCells.holds(cell), a.activatedCells.isEmpty ? true : a.activatedCells.holds(cell)) {
                case (false, _):
                    evaluated(F1APRules.initialULFields)
                    violation(F1APRules.initialULFields, "Initial UL RRC Message Transfer names cell \(cell), not served by the DU", path: "f1ap.NRCGI", expected: "a served cell", actual: cell.description)
                case (true, false):
                    evaluated(F1APRules.initialULFields)
                    violation(F1APRules.initialULFields, "Initial UL RRC Message Transfer names cell \(cell), which was not activated", path: "f1ap.NRCGI", expected: "an activated cell", actual: cell.description)
                case (true, true):
                    evaluated(F1APRules.initialULFields)
                case (nil, _), (true, nil):
                    recorder.inconclusive(handle(F1APRules.initialULFields), node: node, reason: "the cell may be one of the cells let go at the table's bound")
                }
            }
        }

        // Error Indication.
        if code == 2 && m.kind == .initiatingMessage {
            evaluated(F1APRules.errindScope)
            if m.cause == nil && m.criticalityDiagnostics == nil {
                violation(F1APRules.errindScope, "ERROR INDICATION without Cause and CriticalityDiagnostics", path: "f1ap.protocolIEs", expected: "Cause or CriticalityDiagnostics", actual: "neither")
            }
            evaluated(F1APRules.errindNoLoop)
            if m.criticalityDiagnostics?.procedureCode == F1APProcedureCode.errorIndication {
                violation(F1APRules.errindNoLoop, "ERROR INDICATION answers an ERROR INDICATION (CriticalityDiagnostics procedureCode 2)", path: "f1ap.CriticalityDiagnostics")
            }
        }
    }

    private func duConfigurationCells(_ m: F1APMessage, _ a: inout F1APAssociation, node: Int, frames: [Int], _ recorder: inout RuleRecorder) {
        let h = handle(F1APRules.duCells)
        for ie in m.ies {
            let added = ie.name.hasPrefix("Served-Cells-To-Add"), modified = ie.name.hasPrefix("Served-Cells-To-Modify"), deleted = ie.name.hasPrefix("Served-Cells-To-Delete")
            guard added || modified || deleted else { continue }
            let cells = ie.cellIdentities()
            let old = cells.old.map(CellKey.init), new = cells.new.map(CellKey.init)
            if a.servedCells.isEmpty {
                if !a.setupRequested { recorder.inconclusive(h, node: node, reason: "the DU's served cells are not in the capture (F1 Setup before it)") }
                if added { a.servedCells.formUnion(new) }
                continue
            }
            if added {
                recorder.evaluated(h, node: node)
                for cell in new where a.servedCells.holds(cell) == true {
                    recorder.violation(h, node: node, Violation("cell \(cell) added but already served", frames: frames, fieldPath: "f1ap.Served_Cells_To_Add_List", expected: "a new cell", actual: cell.description))
                }
                a.servedCells.formUnion(new)
            } else {
                let (unserved, unknown) = Self.notHeld(old, by: a.servedCells) { $0 }
                if unserved.isEmpty && unknown {
                    recorder.inconclusive(h, node: node, reason: "the cell may be one of the served cells let go at the table's bound")
                } else {
                    recorder.evaluated(h, node: node)
                    for cell in unserved {
                        recorder.violation(h, node: node, Violation("cell \(cell) \(modified ? "modified" : "deleted") but never served", frames: frames, fieldPath: "f1ap.oldNRCGI", expected: "a served cell", actual: cell.description))
                    }
                }
                if deleted { a.servedCells.subtract(old) } else { a.servedCells.formUnion(new) }
            }
        }
    }

    /// The cells the set certainly does not hold, and whether any other is not kept but may have
    /// been let go at its bound (``F1APCellSet/holds(_:)`` nil).
    static func notHeld<Cell>(_ cells: [Cell], by set: F1APCellSet, key: (Cell) -> CellKey) -> (missing: [Cell], unknown: Bool) {
        var missing: [Cell] = [], unknown = false
        for cell in cells {
            switch set.holds(key(cell)) {
            case false?: missing.append(cell)
            case nil: unknown = true
            case true?: break
            }
        }
        return (missing, unknown)
    }

    /// TimeToWait (TS 38.473 §9.3.1.13): v1s … v60s.
    static func timeToWait(_ m: F1APMessage) -> (name: String, nanoseconds: Int64)? {
        guard let ie = m.ies.first(where: { $0.name == "TimeToWait" }), case .enumerated(_, let name) = ie.value.unwrapped,
              name.hasPrefix("v"), name.hasSuffix("s"), let seconds = Int64(name.dropFirst().dropLast()) else { return nil }
        return (name, seconds * 1_000_000_000)
    }

    static let beforeSetupReason = "the association's F1 Setup is not in the capture: what came before it may follow one sent earlier"

    /// End of capture: PDUs before any F1 Setup Request cannot be judged.
    func finish(_ a: F1APAssociation, _ recorder: inout RuleRecorder) {
        for early in a.beforeSetup {
            recorder.inconclusive(handle(F1APRules.setupFirst), node: early.node, reason: Self.beforeSetupReason)
        }
        for early in a.beforeSetupCounts where early.uncounted > 0 {
            recorder.inconclusive(handle(F1APRules.setupFirst), node: early.node, count: early.uncounted, reason: Self.beforeSetupReason)
        }
    }
}
