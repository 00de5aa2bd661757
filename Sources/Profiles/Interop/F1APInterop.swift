import F1AP

extension Interop {
    /// Compares an O-CU with an O-DU on F1 (TS 38.473): release, procedures (each side must
    /// support what the other initiates; the interop baseline on both), PLMNs of served cells.
    public static func compare(cu: DeviceProfile, du: DeviceProfile) -> InteropReport {
        var items: [InteropItem] = []
        let roleProblems = roleProblems([(cu, .oCU, "first"), (du, .oDU, "second")])
        if !roleProblems.isEmpty {
            items.append(InteropItem(aspect: .roles, status: .mismatch, explanation: roleProblems.joined(separator: "; ")))
        }
        guard let cuF1 = cu.f1ap, let duF1 = du.f1ap else {
            let missing = [cu.f1ap == nil ? cu.id : nil, du.f1ap == nil ? du.id : nil].compactMap { $0 }
            items.append(
                InteropItem(
                    aspect: .f1apRelease, status: .notDeclared,
                    explanation: "no f1ap section in \(missing.joined(separator: " and ")): nothing to compare"))
            return InteropReport(pairing: .cuDU, first: cu.id, second: du.id, items: items)
        }
        items.append(release(cu: cuF1, du: duF1))
        items.append(procedures(cu: cuF1.procedures, du: duF1.procedures))
        items.append(plmns(cu: cuF1, du: duF1))
        return InteropReport(pairing: .cuDU, first: cu.id, second: du.id, items: items)
    }

    static func release(cu: F1APCapabilities, du: F1APCapabilities) -> InteropItem {
        func text(_ side: F1APCapabilities) -> String { side.version.map { "Rel-\(side.release) (\($0))" } ?? "Rel-\(side.release)" }
        if cu.release == du.release {
            return InteropItem(aspect: .f1apRelease, status: .compatible, explanation: "both \(text(cu)) / \(text(du))")
        }
        let older = min(cu.release, du.release)
        return InteropItem(
            aspect: .f1apRelease, status: .warning,
            explanation: "O-CU \(text(cu)), O-DU \(text(du)): IEs and procedures after Rel-\(older) are extensions "
                + "the older side ignores or rejects per their criticality (TS 38.473 §10.3.4); interoperate on Rel-\(older)")
    }

    static func procedures(cu: [String], du: [String]) -> InteropItem {
        var mismatches: [String] = []
        var warnings: [String] = []
        for name in F1APProcedure.interopBaseline {
            let missing = [cu.contains(name) ? nil : "O-CU", du.contains(name) ? nil : "O-DU"].compactMap { $0 }
            if !missing.isEmpty { mismatches.append("\(name) missing on \(missing.joined(separator: " and "))") }
        }
        func unsupported(initiatedBy sender: [String], senderRole: F1APProcedure.Initiator, receiver: [String]) -> [String] {
            sender.filter { name in
                guard !F1APProcedure.interopBaseline.contains(name), !receiver.contains(name),
                    let procedure = F1APProcedure.named(name)
                else { return false }
                return procedure.initiator == senderRole || procedure.initiator == .either
            }
        }
        let duInitiated = unsupported(initiatedBy: du, senderRole: .du, receiver: cu)
        let cuInitiated = unsupported(initiatedBy: cu, senderRole: .cu, receiver: du)
        if !duInitiated.isEmpty {
            warnings.append("O-DU may initiate \(duInitiated.joined(separator: ", ")) which the O-CU does not declare")
        }
        if !cuInitiated.isEmpty {
            warnings.append("O-CU may initiate \(cuInitiated.joined(separator: ", ")) which the O-DU does not declare")
        }
        if !mismatches.isEmpty {
            return InteropItem(
                aspect: .procedures, status: .mismatch,
                explanation: "baseline procedures: " + (mismatches + warnings).joined(separator: "; "))
        }
        if !warnings.isEmpty {
            return InteropItem(
                aspect: .procedures, status: .warning,
                explanation: warnings.joined(separator: "; ") + " (the receiver answers with ErrorIndication or failure)")
        }
        let common = cu.filter { du.contains($0) }.count
        return InteropItem(
            aspect: .procedures, status: .compatible,
            explanation: "\(common) procedures on both; every procedure one side initiates is supported by the other")
    }

    static func plmns(cu: F1APCapabilities, du: F1APCapabilities) -> InteropItem {
        let duPLMNs = Array(Set(du.servedCells.map(\.plmn))).sorted { $0.description < $1.description }
        guard !cu.plmns.isEmpty, !duPLMNs.isEmpty else {
            return InteropItem(
                aspect: .plmns, status: .notDeclared,
                explanation: cu.plmns.isEmpty ? "O-CU declares no PLMNs" : "O-DU declares no served cells")
        }
        let unserved = duPLMNs.filter { !cu.plmns.contains($0) }
        if unserved.isEmpty {
            return InteropItem(
                aspect: .plmns, status: .compatible,
                explanation: "PLMNs of the O-DU's served cells (\(duPLMNs.map(\.description).joined(separator: ", "))) are served by the O-CU")
        }
        return InteropItem(
            aspect: .plmns, status: .mismatch,
            explanation: "O-DU serves cells in PLMN \(unserved.map(\.description).joined(separator: ", ")) which the O-CU "
                + "does not serve (O-CU: \(cu.plmns.map(\.description).joined(separator: ", "))): F1 Setup would activate no cell there")
    }
}
