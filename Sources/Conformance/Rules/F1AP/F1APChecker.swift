import ASN1PER
import F1AP
import NetLayers
import Profiles
import WireCore

/// Stateful F1AP checks (TS 38.472 clause 7, TS 38.473 clauses 8–10): per SCTP association the F1
/// Setup state, the outstanding class-1 requests (keyed by procedure and TransactionID, or gNB-CU
/// UE F1AP ID for UE-associated ones) and the UE contexts; all bounded. Roles come from the
/// testbed, else from traffic (port 38472 side is the gNB-CU, the F1 Setup Request sender the
/// gNB-DU).
final class F1APChecker: RuleChecker {
    var rules: [RuleDefinition] { F1APRules.all }
    var wantsFronthaul: Bool { false }
    var wantsF1AP: Bool { true }

    struct Request {
        var code: Int
        var sender: Int
        var receiver: Int
        var time: Int64
        var frames: [Int]
        var transactionID: Int?
        var cuUEID: UInt64?
    }

    struct Association {
        var pdus = 0
        var setupRequested = false
        var setupDone = false
        var removed = false
        /// PDUs before any F1 Setup Request (judged when one comes, else inconclusive).
        var beforeSetup: [(node: Int, frames: [Int], name: String, ue: Bool)] = []
        var outstanding: [Request] = []
        var servedCells: Set<CellKey> = []
        var activatedCells: Set<CellKey> = []
        var cuToDU: [UInt64: UInt64] = [:]
        var duToCU: [UInt64: UInt64] = [:]
        /// CU ids whose pairing the capture first saw mid-procedure (the UE context predates it):
        /// the pair then comes from one message, which may itself carry the wrong id.
        var pairedMidStream: Set<UInt64> = []
        /// CU ids released by UE Context Release, and by an acknowledged Reset.
        var released: Set<UInt64> = []
        var resetReleased: Set<UInt64> = []
        /// SCTP stream of the non-UE procedures per sender, and of each UE per (sender, UE id).
        var nonUEStream: [Int: UInt16] = [:]
        /// F1-SETUP-TTW: earliest retry time and the failure's frames.
        var retryNotBefore: (time: Int64, frames: [Int], wait: String)?
        var ueStream: [UInt64: UInt16] = [:]
    }

    private var h: [String: Int] = [:]
    private var associations: [AssociationKey: Association] = [:]
    private let timeout: Int64
    private let maximumEntries: Int
    private var lastTime: Int64 = 0
    private let cuPorts: Set<UInt16>
    /// The release each node signalled in F1 Setup (latest-RRC-Version-Enhanced), by node.
    private var signalledRelease: [Int: Int] = [:]
    static let classByCode: [Int: F1APProcedure] = Dictionary(F1APProcedure.catalog.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })

    struct AssociationKey: Hashable {
        var id: Int?
        var a: String
        var b: String
    }

    init(configuration: RunConfiguration) {
        timeout = configuration.responseTimeoutNanoseconds
        maximumEntries = configuration.maximumOpenEntries
        cuPorts = configuration.demux.f1apSCTPPorts
    }

    func prepare(_ recorder: inout RuleRecorder) {
        for rule in F1APRules.all { h[rule.id] = recorder.handle(rule.id) }
    }

    private func handle(_ rule: RuleDefinition) -> Int { h[rule.id] ?? RuleRecorder.unselected }

    private func key(_ e: Endpoints) -> AssociationKey {
        let x = "\(e.sourceIP?.description ?? "-"):\(e.sourcePort ?? 0)"
        let y = "\(e.destinationIP?.description ?? "-"):\(e.destinationPort ?? 0)"
        return AssociationKey(id: e.sctpAssociation, a: min(x, y), b: max(x, y))
    }

    /// The held TS 38.473 version a node is judged by for presence (``F1APMandatoryIEHistory``),
    /// with what it rests on: the device profile's `f1ap.version`, else its `f1ap.release`, else
    /// the release the node signalled in F1 Setup; nil when none is known.
    private func judgedVersion(_ node: Int, _ recorder: inout RuleRecorder) -> (F1APSpecVersion, String)? {
        let f1ap = recorder.node(node).device?.f1ap
        if let text = f1ap?.version, let version = F1APSpecVersion(parsing: text) {
            return (F1APMandatoryIEHistory.heldVersion(forVersion: version), "the sender declares TS 38.473 \(version)")
        }
        if let release = f1ap?.release {
            return (F1APMandatoryIEHistory.heldVersion(forRelease: release), "the sender declares Release \(release)")
        }
        if let release = signalledRelease[node] {
            return (F1APMandatoryIEHistory.heldVersion(forRelease: release), "the sender signalled Release \(release) in F1 Setup")
        }
        return nil
    }

    /// The sender's role: declared, else inferred (and remembered).
    private func role(_ c: EventContext, _ m: F1APMessage?, _ recorder: inout RuleRecorder) -> NodeRole? {
        let declared = recorder.node(c.sender)
        if declared.declared, let r = declared.role, r == .oDU || r == .oCU { return r }
        // F1 Setup names the roles (Reset, Error Indication and F1 Removal come from either node,
        // so the message type alone does not): its request comes from the gNB-DU.
        if let m, m.procedureCode == F1APProcedureCode.f1Setup {
            let senderIsDU = m.kind == .initiatingMessage
            recorder.inferRole(c.sender, senderIsDU ? .oDU : .oCU, override: true)
            recorder.inferRole(c.receiver, senderIsDU ? .oCU : .oDU, override: true)
        }
        if let r = recorder.node(c.sender).role, r == .oDU || r == .oCU { return r }
        // Else the side listening on the F1-C port is the gNB-CU (only when exactly one side uses it).
        let sourceIsCU = c.endpoints.sourcePort.map(cuPorts.contains) ?? false
        let destinationIsCU = c.endpoints.destinationPort.map(cuPorts.contains) ?? false
        guard sourceIsCU != destinationIsCU else { return nil }
        recorder.inferRole(c.sender, sourceIsCU ? .oCU : .oDU)
        recorder.inferRole(c.receiver, sourceIsCU ? .oDU : .oCU)
        return sourceIsCU ? .oCU : .oDU
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .f1ap(let result) = event.payload else { return }
        let c = event.context
        let node = c.sender
        let frames = c.frames
        lastTime = max(lastTime, c.timestampNanoseconds)
        func violation(_ rule: RuleDefinition, _ text: String, node: Int = node, frames: [Int] = frames, path: String = "", expected: String? = nil, actual: String? = nil, severity: Finding.Severity? = nil, measurement: Measurement? = nil) {
            recorder.violation(handle(rule), node: node, Violation(text, frames: frames, fieldPath: path, expected: expected, actual: actual, severity: severity, measurement: measurement))
        }
        func evaluated(_ rule: RuleDefinition, node: Int = node) { recorder.evaluated(handle(rule), node: node) }

        if let m = result.message, m.procedureCode == F1APProcedureCode.f1Setup, m.kind != .unsuccessfulOutcome,
           let ie = m.firstIE(m.kind == .initiatingMessage ? F1APReleaseChecker.duRRCVersion : F1APReleaseChecker.cuRRCVersion),
           let version = F1APReleaseChecker.enhancedVersion(ie.value) {
            signalledRelease[node] = Int(version[0])
        }
        // Codec findings (abstract syntax, trailing octets).
        for rule in [F1APRules.asDecode, F1APRules.ieMandatory, F1APRules.ieDuplicate, F1APRules.ieOrder, F1APRules.ieCrit, F1APRules.critUnknown, F1APRules.onePDU] {
            evaluated(rule)
        }
        for (index, f) in result.findings.enumerated() {
            var id = f.id
            if id.hasPrefix("ASN1-") { id = F1APRules.asDecode.id }
            guard let rule = F1APRules.all.first(where: { $0.id == id }) else { continue }
            if c.truncated && id == F1APRules.asDecode.id {
                recorder.inconclusive(handle(rule), node: node)
                continue
            }
            // located: the finding carries the frames and the dotted ASN.1 path; the text adds the
            // bit offset within the F1AP PDU.
            var text = "PDU bit \(f.bitOffset - result.baseBitOffset): \(f.message)"
            var severity = f.severity
            if id == F1APRules.ieMandatory.id, let missing = result.missingMandatoryIEs.first(where: { $0.findingIndex == index }),
               let history = F1APMandatoryIEHistory.entry(setName: missing.setName, ieID: missing.ieID) {
                // TS 38.473 §10.3.5 judged against the sender's release: an IE a later version
                // made mandatory is not required from a peer of an earlier one.
                if let (held, basis) = judgedVersion(node, &recorder) {
                    if held < history.since {
                        recorder.measure(handle(rule), node: node, "mandatory IEs of later releases not sent", 1, unit: "")
                        continue
                    }
                    text += " (mandatory since TS 38.473 \(history.since); \(basis))"
                } else {
                    text += " (mandatory since TS 38.473 \(history.since), \(history.absentBefore ? "absent" : "not mandatory") in \(history.lastNotMandatory); the sender's release is not known: declare f1ap.release or f1ap.version in its device profile)"
                    if missing.criticality == "ignore" { severity = .warning }
                }
            }
            violation(rule, text, path: f.fieldPath, severity: severity)
        }
        // Transport.
        evaluated(F1APRules.ppid)
        if let ppid = c.endpoints.payloadProtocolID, ppid != 62 && ppid != 68 {
            violation(F1APRules.ppid, "SCTP PPID \(ppid) on F1-C", path: "sctp.data_payload_proto_id", expected: "62 (68 with DTLS)", actual: String(ppid),
                      severity: ppid == 0 ? .warning : .error)
        }
        let m = result.message
        let senderRole = role(c, m, &recorder)
        if let senderRole, c.endpoints.sctpAssociation != nil || c.endpoints.sourcePort != nil {
            evaluated(F1APRules.port)
            let cuPort = senderRole == .oCU ? c.endpoints.sourcePort : c.endpoints.destinationPort
            if let cuPort, cuPort != 38472 {
                violation(F1APRules.port, "gNB-CU side uses SCTP port \(cuPort)", path: "sctp.port", expected: "38472", actual: String(cuPort))
            }
        }
        guard let m else { return }
        let k = key(c.endpoints)
        if associations[k] == nil && associations.count >= maximumEntries { associations.removeAll() }
        var a = associations[k] ?? Association()
        defer { associations[k] = a }
        a.pdus += 1
        let code = m.procedureCode
        let procedure = Self.classByCode[code]
        let isUE = m.gnbCUUEF1APID != nil || m.gnbDUUEF1APID != nil
        let name = m.messageName

        // SCTP streams (TS 38.472 §7).
        if let stream = c.endpoints.sctpStream {
            if !isUE {
                evaluated(F1APRules.streamNonUE)
                if let first = a.nonUEStream[node], first != stream {
                    violation(F1APRules.streamNonUE, "\(name) on SCTP stream \(stream), earlier non-UE-associated messages of this node used stream \(first)",
                              path: "sctp.data_sid", expected: String(first), actual: String(stream))
                } else {
                    a.nonUEStream[node] = stream
                }
            } else if let ue = m.gnbDUUEF1APID ?? m.gnbCUUEF1APID {
                evaluated(F1APRules.streamUE)
                let ueKey = UInt64(node) << 40 | (ue & 0xFF_FFFF_FFFF)
                if let nonUE = a.nonUEStream[node], nonUE == stream {
                    violation(F1APRules.streamUE, "\(name) for UE \(ue) on the non-UE-associated stream \(stream)", path: "sctp.data_sid", expected: "a stream other than \(nonUE)", actual: String(stream))
                } else if let first = a.ueStream[ueKey], first != stream {
                    violation(F1APRules.streamUE, "\(name) for UE \(ue) on stream \(stream), earlier on \(first)", path: "sctp.data_sid", expected: String(first), actual: String(stream))
                } else if a.ueStream.count < maximumEntries {
                    a.ueStream[ueKey] = stream
                }
            }
        }

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
                recorder.inconclusive(handle(rule), node: node)
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
            if a.setupRequested && !a.setupDone, a.outstanding.contains(where: { $0.code == 1 }) {
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
                a.beforeSetup.removeAll()
            }
            a.setupRequested = true
            a.servedCells.formUnion(m.servedCells.map(CellKey.init))
        } else if !a.setupRequested && !(code == 3 && m.kind == .initiatingMessage) {
            if a.beforeSetup.count < 64 { a.beforeSetup.append((node, frames, name, isUE)) }
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
                recorder.inconclusive(handle(F1APRules.cuCells), node: node)
            } else {
                evaluated(F1APRules.cuCells)
                a.activatedCells.formUnion(m.activatedCells.map(CellKey.init))
                for cell in m.activatedCells where !a.servedCells.contains(CellKey(cell)) {
                    violation(F1APRules.cuCells, "cell \(cell) to be activated was not reported as served by the DU", path: "f1ap.NRCGI", expected: "a served cell", actual: cell.description)
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
                if !a.setupRequested { recorder.inconclusive(handle(F1APRules.initialULFields), node: node) }
            } else {
                evaluated(F1APRules.initialULFields)
                if !a.servedCells.contains(cell) {
                    violation(F1APRules.initialULFields, "Initial UL RRC Message Transfer names cell \(cell), not served by the DU", path: "f1ap.NRCGI", expected: "a served cell", actual: cell.description)
                } else if !a.activatedCells.isEmpty && !a.activatedCells.contains(cell) {
                    violation(F1APRules.initialULFields, "Initial UL RRC Message Transfer names cell \(cell), which was not activated", path: "f1ap.NRCGI", expected: "an activated cell", actual: cell.description)
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

        // Requests and responses.
        if m.kind == .initiatingMessage {
            if procedure?.procedureClass == 1 {
                if let tx = m.transactionID, !isUE {
                    evaluated(F1APRules.txidUnique)
                    if a.outstanding.contains(where: { $0.code == code && $0.transactionID == tx && $0.sender == node }) {
                        violation(F1APRules.txidUnique, "TransactionID \(tx) reused for \(name) while the previous one is outstanding", path: "f1ap.TransactionID", actual: String(tx))
                    }
                }
                if a.outstanding.count >= 1024 { a.outstanding.removeFirst() }
                a.outstanding.append(Request(code: code, sender: node, receiver: c.receiver, time: c.timestampNanoseconds, frames: frames, transactionID: isUE ? nil : m.transactionID, cuUEID: m.gnbCUUEF1APID))
            }
        } else {
            evaluated(F1APRules.class2)
            if procedure?.procedureClass == 2 {
                violation(F1APRules.class2, "\(m.kind.rawValue) for class-2 procedure \(m.procedureName)", path: "f1ap.procedureCode", actual: String(code))
            }
            evaluated(F1APRules.respMatch)
            let candidates = a.outstanding.indices.filter { a.outstanding[$0].code == code && a.outstanding[$0].sender != node }
            var chosen: Int?
            if isUE || m.transactionID == nil {
                chosen = candidates.first { a.outstanding[$0].cuUEID == m.gnbCUUEF1APID } ?? candidates.first
                if code == 5 || code == 7 {
                    evaluated(F1APRules.respIDs)
                    if let i = chosen, a.outstanding[i].cuUEID != m.gnbCUUEF1APID {
                        violation(F1APRules.respIDs, "\(name) carries gNB-CU UE F1AP ID \(m.gnbCUUEF1APID.map(String.init) ?? "none"), the request had \(a.outstanding[i].cuUEID.map(String.init) ?? "none")", path: "f1ap.GNB_CU_UE_F1AP_ID", expected: a.outstanding[i].cuUEID.map(String.init), actual: m.gnbCUUEF1APID.map(String.init))
                    } else if m.gnbDUUEF1APID == nil {
                        violation(F1APRules.respIDs, "\(name) carries no gNB-DU UE F1AP ID", path: "f1ap.GNB_DU_UE_F1AP_ID", expected: "present", actual: "absent")
                    }
                }
            } else {
                chosen = candidates.first { a.outstanding[$0].transactionID == m.transactionID }
                let rule = code == 0 ? F1APRules.resetAck : F1APRules.txidEcho
                evaluated(rule)
                if code == 0 { evaluated(F1APRules.txidEcho) }
                if chosen == nil, let other = candidates.first {
                    violation(rule, "\(name) TransactionID \(m.transactionID ?? -1), the request had \(a.outstanding[other].transactionID ?? -1)", frames: a.outstanding[other].frames + frames, path: "f1ap.TransactionID",
                              expected: a.outstanding[other].transactionID.map(String.init), actual: m.transactionID.map(String.init))
                    chosen = other
                }
            }
            if let i = chosen {
                let request = a.outstanding.remove(at: i)
                let latency = c.timestampNanoseconds.subtractingSaturating(request.time)
                evaluated(F1APRules.respTimely)
                recorder.measure(handle(F1APRules.respTimely), node: node, "response latency", Double(latency) / 1e6, unit: "ms")
                if latency > timeout {
                    violation(F1APRules.respTimely, "\(name) after \(latency / 1_000_000) ms", frames: request.frames + frames, expected: "≤ \(timeout / 1_000_000) ms", actual: "\(latency / 1_000_000) ms",
                              measurement: Measurement(name: "latency", value: Double(latency) / 1e6, unit: "ms"))
                }
                if code == 0 && m.kind == .successfulOutcome {
                    // Reset acknowledged: reset-all releases every UE context of the association.
                    if a.resetReleased.count < maximumEntries { a.resetReleased.formUnion(a.cuToDU.keys) }
                    a.cuToDU.removeAll()
                    a.duToCU.removeAll()
                }
                if code == 26 && m.kind == .successfulOutcome { a.removed = true }
            } else if a.setupRequested {
                // The association was seen from its F1 Setup: nothing can predate the capture.
                violation(F1APRules.respMatch, "\(name) matches no outstanding \(m.procedureName) request", path: "f1ap.procedureCode", expected: "an outstanding request", actual: "none")
            } else {
                recorder.inconclusive(handle(F1APRules.respMatch), node: node)
            }
        }

        // UE F1AP ids.
        if isUE { ueIDs(m, role: senderRole, a: &a, node: node, frames: frames, &recorder) }
    }

    private func ueIDs(_ m: F1APMessage, role: NodeRole?, a: inout Association, node: Int, frames: [Int], _ recorder: inout RuleRecorder) {
        let cu = m.gnbCUUEF1APID, du = m.gnbDUUEF1APID
        let code = m.procedureCode
        let creates = (code == 11 && m.kind == .initiatingMessage) || (code == 5 && m.kind == .initiatingMessage)
        func v(_ rule: RuleDefinition, _ text: String, expected: String? = nil, actual: String? = nil) {
            recorder.violation(handle(rule), node: node, Violation(text, frames: frames, fieldPath: "f1ap.GNB_DU_UE_F1AP_ID", expected: expected, actual: actual))
        }
        func e(_ rule: RuleDefinition) { recorder.evaluated(handle(rule), node: node) }
        if code == 11 && m.kind == .initiatingMessage, let du {
            e(F1APRules.duAlloc)
            if a.duToCU[du] != nil { v(F1APRules.duAlloc, "Initial UL RRC allocates gNB-DU UE F1AP ID \(du), already in use", actual: String(du)) }
            if role == .oCU { v(F1APRules.duAlloc, "Initial UL RRC Message Transfer sent by the gNB-CU") }
            a.duToCU[du] = UInt64.max
            a.released.remove(du | 1 << 63)
            return
        }
        if let cu, let du {
            let knownDU = a.cuToDU[cu]
            let knownCU = a.duToCU[du]
            if knownDU == nil && (knownCU == nil || knownCU == UInt64.max) {
                // First sight of this CU id: a new allocation — when the capture saw the UE start
                // (its DU id allocated by an Initial UL RRC here). A UE whose DU id is new too was
                // set up before the capture: who allocated the CU id is not in it.
                if knownCU == nil && !creates && !a.setupRequested {
                    recorder.inconclusive(handle(F1APRules.cuAlloc), node: node,
                                          reason: "state from before the capture: the UE context (CU id \(cu), DU id \(du)) started before the first captured frame")
                } else {
                    e(F1APRules.cuAlloc)
                    if role == .oDU && !(code == 5 && m.kind != .initiatingMessage) {
                        v(F1APRules.cuAlloc, "gNB-CU UE F1AP ID \(cu) first appears in a DU→CU \(m.messageName)", actual: String(cu))
                    }
                }
                if knownCU == nil && !creates {
                    if a.released.contains(cu) || a.resetReleased.contains(cu) {
                        let rule = a.resetReleased.contains(cu) ? F1APRules.resetSemantics : F1APRules.released
                        e(rule)
                        recorder.violation(handle(rule), node: node, Violation("UE id pair (\(cu), \(du)) used by \(m.messageName) after its release\(rule.id == F1APRules.resetSemantics.id ? " by Reset" : "")",
                                                                         frames: frames, fieldPath: "f1ap.GNB_CU_UE_F1AP_ID"))
                    } else if a.setupRequested {
                        e(F1APRules.known)
                        if !(code == 5 && m.kind == .successfulOutcome) {
                            v(F1APRules.known, "\(m.messageName) references no existing UE context (CU id \(cu), DU id \(du))")
                        }
                    } else {
                        recorder.inconclusive(handle(F1APRules.known), node: node)
                    }
                }
                if a.cuToDU.count < maximumEntries {
                    a.cuToDU[cu] = du
                    a.duToCU[du] = cu
                    if knownCU == nil && !creates && !a.setupRequested { a.pairedMidStream.insert(cu) }
                }
            } else if a.pairedMidStream.contains(cu) && creates {
                // A creating message (UE CONTEXT SETUP REQUEST) names the pair with authority.
                a.cuToDU[cu] = du
                a.duToCU[du] = cu
                a.pairedMidStream.remove(cu)
            } else if a.pairedMidStream.contains(cu), let knownDU, knownDU != du {
                // Learned from a single message of a context that predates the capture: either id
                // may be the wrong one, so neither side is blamed until a creating message says.
                if !(code == 12 || code == 5) {
                    recorder.inconclusive(handle(F1APRules.pair), node: node,
                                          reason: "state from before the capture: CU id \(cu) was seen with DU ids \(knownDU) and \(du), and the context's setup is not in the capture")
                }
            } else {
                e(F1APRules.pair)
                e(F1APRules.known)
                if let knownDU, knownDU != du, !(code == 12 || code == 5) {
                    v(F1APRules.pair, "CU id \(cu) paired with DU id \(knownDU), now \(du) in \(m.messageName)", expected: String(knownDU), actual: String(du))
                } else if let knownCU, knownCU != UInt64.max, knownCU != cu {
                    v(F1APRules.pair, "DU id \(du) paired with CU id \(knownCU), now \(cu) in \(m.messageName)", expected: String(knownCU), actual: String(cu))
                }
                if knownCU == UInt64.max { a.duToCU[du] = cu }
            }
            if code == 6 && m.kind == .successfulOutcome {
                a.cuToDU[cu] = nil
                a.duToCU[du] = nil
                a.pairedMidStream.remove(cu)
                if a.released.count < maximumEntries { a.released.insert(cu) }
            }
        } else if let cu, !creates {
            e(F1APRules.known)
            if a.cuToDU[cu] == nil && a.setupRequested {
                v(F1APRules.known, "\(m.messageName) references unknown gNB-CU UE F1AP ID \(cu)")
            }
        }
    }

    private func duConfigurationCells(_ m: F1APMessage, _ a: inout Association, node: Int, frames: [Int], _ recorder: inout RuleRecorder) {
        let h = handle(F1APRules.duCells)
        for ie in m.ies {
            let added = ie.name.hasPrefix("Served-Cells-To-Add"), modified = ie.name.hasPrefix("Served-Cells-To-Modify"), deleted = ie.name.hasPrefix("Served-Cells-To-Delete")
            guard added || modified || deleted else { continue }
            var old: [CellKey] = [], new: [CellKey] = []
            CellKey.collect(ie.value, old: &old, new: &new, depth: 0)
            if a.servedCells.isEmpty {
                if !a.setupRequested { recorder.inconclusive(h, node: node) }
                if added { a.servedCells.formUnion(new) }
                continue
            }
            recorder.evaluated(h, node: node)
            if added {
                for cell in new where a.servedCells.contains(cell) {
                    recorder.violation(h, node: node, Violation("cell \(cell) added but already served", frames: frames, fieldPath: "f1ap.Served_Cells_To_Add_List", expected: "a new cell", actual: cell.description))
                }
                a.servedCells.formUnion(new)
            } else {
                for cell in old where !a.servedCells.contains(cell) {
                    recorder.violation(h, node: node, Violation("cell \(cell) \(modified ? "modified" : "deleted") but never served", frames: frames, fieldPath: "f1ap.oldNRCGI", expected: "a served cell", actual: cell.description))
                }
                if deleted { a.servedCells.subtract(old) } else { a.servedCells.formUnion(new) }
            }
        }
    }

    /// TimeToWait (TS 38.473 §9.3.1.13): v1s … v60s.
    static func timeToWait(_ m: F1APMessage) -> (name: String, nanoseconds: Int64)? {
        guard let ie = m.ies.first(where: { $0.name == "TimeToWait" }), case .enumerated(_, let name) = ie.value.unwrapped,
              name.hasPrefix("v"), name.hasSuffix("s"), let seconds = Int64(name.dropFirst().dropLast()) else { return nil }
        return (name, seconds * 1_000_000_000)
    }

    /// Capture time of every frame, F1AP or not: a request never answered in a capture that
    /// goes on with other traffic past the timeout is a violation, not inconclusive.
    var wantsClock: Bool { true }
    func advanceClock(to timestampNanoseconds: Int64) { lastTime = max(lastTime, timestampNanoseconds) }

    /// Another recording follows: requests still open are judged as at the end of a capture
    /// (INCONCLUSIVE unless already past their timeout) when the gap exceeds the timeout or time
    /// runs backwards; a shorter pause keeps them open.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        finish(&recorder)
        lastTime = 0
    }


    func finish(_ recorder: inout RuleRecorder) {
        for (_, a) in associations {
            for early in a.beforeSetup {
                recorder.inconclusive(handle(F1APRules.setupFirst), node: early.node)
            }
            for r in a.outstanding {
                if lastTime.subtractingSaturating(r.time) > timeout {
                    recorder.evaluated(handle(F1APRules.respTimely), node: r.receiver)
                    recorder.violation(handle(F1APRules.respTimely), node: r.receiver, Violation("request \(r.code) never answered within \(timeout / 1_000_000) ms", frames: r.frames, fieldPath: "f1ap.procedureCode"))
                } else {
                    recorder.inconclusive(handle(F1APRules.respTimely), node: r.receiver)
                }
            }
        }
        associations.removeAll()
    }
}

/// An NR CGI as a set key: PLMN octets and the 36-bit cell identity (TS 38.473 §9.3.1.12).
struct CellKey: Hashable, CustomStringConvertible {
    var plmn: [UInt8]
    var identity: UInt64

    init(_ cell: F1APNRCGI) {
        plmn = cell.plmn
        identity = cell.cellIdentity
    }

    init?(_ v: ASN1Value) {
        guard case .octetString(let p)? = v["pLMN-Identity"], case .bitString(let bytes, let count)? = v["nRCellIdentity"] else { return nil }
        var id: UInt64 = 0
        for i in 0..<min(count, 64) where i / 8 < bytes.count { id = id << 1 | UInt64((bytes[i / 8] >> UInt8(7 - i % 8)) & 1) }
        plmn = p
        identity = id
    }

    var description: String { plmn.map { String($0, radix: 16) }.joined() + "/" + String(identity, radix: 16) }

    /// `oldNRCGI` components go to `old`, `nRCGI` ones to `new`.
    static func collect(_ v: ASN1Value, old: inout [CellKey], new: inout [CellKey], depth: Int) {
        guard depth < 40 else { return }
        switch v {
        case .openType(_, let inner), .choice(_, let inner):
            collect(inner, old: &old, new: &new, depth: depth + 1)
        case .sequence(let parts):
            for p in parts {
                if p.name == "oldNRCGI", let c = CellKey(p.value) { old.append(c) }
                if p.name == "nRCGI", let c = CellKey(p.value) { new.append(c) }
                collect(p.value, old: &old, new: &new, depth: depth + 1)
            }
        case .sequenceOf(let items):
            for i in items { collect(i, old: &old, new: &new, depth: depth + 1) }
        default:
            break
        }
    }
}
