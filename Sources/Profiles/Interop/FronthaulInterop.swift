import Fronthaul

/// Declared-profile comparison before traffic (`ranconform interop`).
public enum Interop {
    /// Compares an O-DU with an O-RU on the open fronthaul: CUS versions, category, eAxC split,
    /// compression, section types and extensions, MTU and the delay windows of O-RAN.WG4.CUS §4.4
    /// (DU transmit window shifted by the transport delay must fall inside the RU receive window;
    /// RU transmit window plus T34 inside the DU receive window).
    public static func compare(du: DeviceProfile, ru: DeviceProfile, transport: TransportDelays = .direct)
        -> InteropReport
    {
        var items: [InteropItem] = []
        let roleProblems = roleProblems([(du, .oDU, "first"), (ru, .oRU, "second")])
        if !roleProblems.isEmpty {
            items.append(InteropItem(aspect: .roles, status: .mismatch, explanation: roleProblems.joined(separator: "; ")))
        }
        guard let duFH = du.fronthaul, let ruFH = ru.fronthaul else {
            let missing = [du.fronthaul == nil ? du.id : nil, ru.fronthaul == nil ? ru.id : nil].compactMap { $0 }
            items.append(
                InteropItem(
                    aspect: .cusVersion, status: .notDeclared,
                    explanation: "no fronthaul section in \(missing.joined(separator: " and ")): nothing to compare"))
            return InteropReport(pairing: .duRU, first: du.id, second: ru.id, items: items)
        }
        items.append(cusVersion(duFH.cusVersion, ruFH.cusVersion))
        items.append(category(du: duFH.categories, ru: ruFH.categories))
        items.append(eaxc(du: duFH.eaxcSplit, ru: ruFH.eaxcSplit))
        items.append(compression(du: duFH.compression, ru: ruFH.compression))
        items.append(sectionTypes(du: duFH.sectionTypes, ru: ruFH.sectionTypes))
        items.append(sectionExtensions(du: duFH, ru: ruFH))
        items.append(mtu(du: duFH.mtu, ru: ruFH.mtu))
        items += DelayWindowInterop.compare(du: duFH.oduWindows, ru: ruFH.oruWindows, transport: transport)
        return InteropReport(pairing: .duRU, first: du.id, second: ru.id, items: items)
    }

    static func roleProblems(_ sides: [(DeviceProfile, NodeRole, String)]) -> [String] {
        sides.compactMap { profile, expected, position in
            profile.role == expected
                ? nil
                : "\(position) profile \(profile.id) is an \(profile.role.displayName), expected an \(expected.displayName)"
        }
    }

    static func list(_ values: [Int]) -> String { values.map(String.init).joined(separator: ", ") }

    static func cusVersion(_ du: CUSVersion, _ ru: CUSVersion) -> InteropItem {
        if du.major == ru.major {
            return InteropItem(aspect: .cusVersion, status: .compatible, explanation: "both CUS v\(du.major) (\(du) / \(ru))")
        }
        let common = min(du, ru)
        return InteropItem(
            aspect: .cusVersion, status: .warning,
            explanation: "O-DU implements CUS \(du), O-RU \(ru): field layouts and the allowed section types and "
                + "extensions differ between versions; use only features of \(common)")
    }

    static func category(du: [RUCategory], ru: [RUCategory]) -> InteropItem {
        let missing = ru.filter { !du.contains($0) }
        if missing.isEmpty {
            return InteropItem(
                aspect: .category, status: .compatible,
                explanation: "O-RU category \(ru.map(\.rawValue).joined(separator: "/")) is driven by the O-DU "
                    + "(O-DU supports \(du.map(\.rawValue).joined(separator: "/")))")
        }
        return InteropItem(
            aspect: .category, status: .mismatch,
            explanation: "O-RU is category \(missing.map(\.rawValue).joined(separator: "/")) but the O-DU supports only "
                + "category \(du.map(\.rawValue).joined(separator: "/")) (precoding location differs)")
    }

    static func eaxc(du: EAxCSplit, ru: EAxCSplit) -> InteropItem {
        if du == ru {
            return InteropItem(aspect: .eaxcSplit, status: .compatible, explanation: "same eAxC split \(du)")
        }
        return InteropItem(
            aspect: .eaxcSplit, status: .mismatch,
            explanation: "eAxC split differs: O-DU \(du), O-RU \(ru) (DU_port/BandSector/CC/RU_port bits); the two "
                + "ends would read different port numbers from the same ecpriPcid/ecpriRtcid (O-RAN.WG4.CUS §5.1.3.1.6)")
    }

    static func compression(du: [CompressionCapability], ru: [CompressionCapability]) -> InteropItem {
        var common: [String] = []
        var duOnly: [String] = []
        var ruOnly: [String] = []
        func key(_ capability: CompressionCapability, _ width: Int) -> String {
            "\(capability.method.profileName) \(width)-bit \(capability.isStatic ? "static" : "dynamic")"
        }
        func supports(_ list: [CompressionCapability], _ capability: CompressionCapability, _ width: Int) -> Bool {
            list.contains { $0.method == capability.method && $0.isStatic == capability.isStatic && $0.iqWidths.contains(width) }
        }
        for capability in du {
            for width in capability.iqWidths {
                if supports(ru, capability, width) { common.append(key(capability, width)) } else { duOnly.append(key(capability, width)) }
            }
        }
        for capability in ru {
            for width in capability.iqWidths where !supports(du, capability, width) { ruOnly.append(key(capability, width)) }
        }
        if common.isEmpty {
            var explanation = "no common compression (method, IQ width, static/dynamic): O-DU declares "
                + (du.isEmpty ? "none" : du.map(\.description).joined(separator: ", "))
                + "; O-RU declares " + (ru.isEmpty ? "none" : ru.map(\.description).joined(separator: ", "))
            let sameMethodOtherMode = du.contains { left in ru.contains { $0.method == left.method && $0.isStatic != left.isStatic } }
            if sameMethodOtherMode { explanation += " (same method but one side static, the other dynamic udCompHdr)" }
            return InteropItem(aspect: .compression, status: .mismatch, explanation: explanation)
        }
        var explanation = "common: " + common.joined(separator: ", ")
        if !duOnly.isEmpty { explanation += "; O-DU only (do not configure): " + duOnly.joined(separator: ", ") }
        if !ruOnly.isEmpty { explanation += "; O-RU only: " + ruOnly.joined(separator: ", ") }
        return InteropItem(aspect: .compression, status: duOnly.isEmpty ? .compatible : .warning, explanation: explanation)
    }

    static func sectionTypes(du: [Int], ru: [Int]) -> InteropItem {
        let duOnly = du.filter { !ru.contains($0) }
        let common = du.filter { ru.contains($0) }
        if !common.contains(1) {
            return InteropItem(
                aspect: .sectionTypes, status: .mismatch,
                explanation: "section type 1 (most DL/UL channels) is not supported by both: O-DU [\(list(du))], O-RU [\(list(ru))]")
        }
        if duOnly.isEmpty {
            return InteropItem(aspect: .sectionTypes, status: .compatible, explanation: "O-DU section types [\(list(du))] all accepted by the O-RU")
        }
        let prachNote = duOnly.contains(3) ? " (section type 3 carries PRACH: PRACH will not work)" : ""
        return InteropItem(
            aspect: .sectionTypes, status: .warning,
            explanation: "O-DU may send section types [\(list(duOnly))] that the O-RU does not declare\(prachNote); common [\(list(common))]")
    }

    static func sectionExtensions(du: FronthaulCapabilities, ru: FronthaulCapabilities) -> InteropItem {
        let duOnly = du.sectionExtensions.filter { !ru.sectionExtensions.contains($0) }
        if duOnly.isEmpty {
            return InteropItem(
                aspect: .sectionExtensions, status: .compatible,
                explanation: du.sectionExtensions.isEmpty
                    ? "O-DU declares no section extensions"
                    : "O-DU extensions [\(list(du.sectionExtensions))] all accepted by the O-RU")
        }
        return InteropItem(
            aspect: .sectionExtensions, status: .warning,
            explanation: "O-DU may send section extensions [\(list(duOnly))] that the O-RU does not declare "
                + "(O-RU: [\(list(ru.sectionExtensions))]); the O-DU must not use them with this O-RU")
    }

    static func mtu(du: Int, ru: Int) -> InteropItem {
        if du == ru { return InteropItem(aspect: .mtu, status: .compatible, explanation: "both MTU \(du)") }
        let (larger, smaller) = du > ru ? ("O-DU", "O-RU") : ("O-RU", "O-DU")
        return InteropItem(
            aspect: .mtu, status: .warning,
            explanation: "MTU differs (O-DU \(du), O-RU \(ru)): the \(larger) may send frames of up to \(max(du, ru)) "
                + "bytes that the \(smaller) drops; configure both to \(min(du, ru))")
    }
}
