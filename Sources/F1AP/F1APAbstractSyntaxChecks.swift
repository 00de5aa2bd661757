import ASN1PER
import WireCore

/// Abstract-syntax checks of one PDU against the object sets (TS 38.473 clause 10.3), with the
/// rule ids of the F1AP digest §3.4: F1-IE-MANDATORY, F1-IE-DUPLICATE, F1-IE-ORDER,
/// F1-IE-CRIT-MATCH, F1-CRIT-UNKNOWN.
enum F1APAbstractSyntaxChecks {
    static func findings(_ m: F1APMessage, catalog: F1APCatalog, layout: F1APLayout, baseBitOffset: Int) -> [Finding] {
        var out: [Finding] = []
        if let expected = m.expectedCriticality, expected != m.criticality {
            out.append(Finding(id: "F1-IE-CRIT-MATCH", severity: .error,
                message: "procedure criticality \(m.criticality), F1AP-ELEMENTARY-PROCEDURES says \(expected)",
                fieldPath: "f1ap.criticality", bitOffset: layout.criticalityBitOffset, bitLength: 2))
        }
        if m.procedureName.hasPrefix("unknown-") {
            out.append(Finding(id: "F1-CRIT-UNKNOWN", severity: .warning,
                message: "unknown procedure code \(m.procedureCode) with criticality \(m.criticality)",
                fieldPath: "f1ap.procedureCode", bitOffset: layout.procedureCodeBitOffset, bitLength: 8))
            return out
        }
        guard let spec = catalog.procedures[m.procedureCode]?.messages[m.kind], let setName = spec.ieSetName else { return out }
        var seen: [Int: Int] = [:]
        seen.reserveCapacity(m.ies.count)
        var lastOrder = -1
        var orderReported = false
        for (i, ie) in m.ies.enumerated() {
            var path: String { "f1ap.protocolIEs.\(i)" }
            if let first = seen[ie.id] {
                out.append(Finding(id: "F1-IE-DUPLICATE", severity: .error,
                    message: "IE \(ie.id) (\(ie.name)) repeated (first at position \(first))",
                    fieldPath: path, bitOffset: ie.bitOffset, bitLength: ie.bitLength))
            } else {
                seen[ie.id] = i
            }
            guard let known = spec.ies[ie.id] else {
                out.append(Finding(id: "F1-CRIT-UNKNOWN", severity: ie.criticality == "reject" ? .error : .warning,
                    message: "IE \(ie.id) not in \(setName), criticality \(ie.criticality)",
                    fieldPath: path, bitOffset: ie.bitOffset, bitLength: ie.bitLength))
                continue
            }
            if known.position < lastOrder && !orderReported {
                orderReported = true
                out.append(Finding(id: "F1-IE-ORDER", severity: .warning,
                    message: "IE \(ie.id) (\(ie.name)) out of the order of \(setName)",
                    fieldPath: path, bitOffset: ie.bitOffset, bitLength: ie.bitLength))
            }
            lastOrder = max(lastOrder, known.position)
            if let expected = known.criticality, expected != ie.criticality {
                let offset = i < layout.ies.count ? layout.ies[i].criticalityBitOffset : ie.bitOffset
                out.append(Finding(id: "F1-IE-CRIT-MATCH", severity: .error,
                    message: "IE \(ie.id) (\(ie.name)) criticality \(ie.criticality), \(setName) says \(expected)",
                    fieldPath: path + ".criticality", bitOffset: offset, bitLength: 2))
            }
        }
        for (id, name) in spec.mandatory where seen[id] == nil {
            out.append(Finding(id: "F1-IE-MANDATORY", severity: .error,
                message: "mandatory IE \(id) (\(name)) of \(setName) missing",
                fieldPath: "f1ap.protocolIEs", bitOffset: layout.messageBitOffset >= 0 ? layout.messageBitOffset : baseBitOffset, bitLength: 0))
        }
        return out
    }
}
