/// The delay-window algebra (derived from the window definitions of O-RAN.WG4.CUS §4.4) applied to
/// declared profiles:
///
/// - T1a_min_up ≥ T2a_min_up + T12_max and T1a_max_up ≤ T2a_max_up + T12_min (DL U-plane;
///   likewise DL C-plane and UL C-plane with their T1a / T2a windows);
/// - Ta4_min ≤ Ta3_min + T34_min and Ta4_max ≥ Ta3_max + T34_max (UL U-plane).
enum DelayWindowInterop {
    static func compare(du: ODUWindows?, ru: ORUWindows?, transport: TransportDelays) -> [InteropItem] {
        let t12 = "T12 [\(transport.t12Min), \(transport.t12Max)] ns"
        let t34 = "T34 [\(transport.t34Min), \(transport.t34Max)] ns"
        return [
            before(
                .windowDLUPlane, "DL U-plane", "T1a_up", du?.dlUPlane, "T2a_up", ru?.dlUPlane, transport, t12),
            before(
                .windowDLCPlane, "DL C-plane", "T1a_cp_dl", du?.dlCPlane, "T2a_cp_dl", ru?.dlCPlane, transport, t12),
            before(
                .windowULCPlane, "UL C-plane", "T1a_cp_ul", du?.ulCPlane, "T2a_cp_ul", ru?.ulCPlane, transport, t12),
            after(du?.ulUPlaneReceive, ru?.ulUPlaneTransmit, transport, t34),
        ]
    }

    /// DU sends Δ ∈ [a, b] before air; it reaches the RU at Δ ∈ [a − T12max, b − T12min];
    /// the RU accepts Δ ∈ [c, d].
    static func before(
        _ aspect: InteropAspect, _ what: String, _ duName: String, _ duWindow: WindowRange?, _ ruName: String,
        _ ruWindow: WindowRange?, _ transport: TransportDelays, _ t12: String
    ) -> InteropItem {
        guard let duWindow, let ruWindow else {
            let missing = [duWindow == nil ? "O-DU \(duName)" : nil, ruWindow == nil ? "O-RU \(ruName)" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            return InteropItem(aspect: aspect, status: .notDeclared, explanation: "\(missing) not declared")
        }
        let arrivalMin = Int64(duWindow.min) - Int64(transport.t12Max)
        let arrivalMax = Int64(duWindow.max) - Int64(transport.t12Min)
        var problems: [String] = []
        if arrivalMin < Int64(ruWindow.min) {
            problems.append(
                "\(duName)_min \(duWindow.min) < \(ruName)_min \(ruWindow.min) + T12_max \(transport.t12Max): "
                    + "data sent late in the O-DU window arrives after the O-RU's latest time (too late to process)")
        }
        if arrivalMax > Int64(ruWindow.max) {
            problems.append(
                "\(duName)_max \(duWindow.max) > \(ruName)_max \(ruWindow.max) + T12_min \(transport.t12Min): "
                    + "data sent early in the O-DU window arrives before the O-RU's earliest time (buffer)")
        }
        let summary = "O-DU sends \(what) \(duWindow) before air; with \(t12) it arrives at [\(arrivalMin), \(arrivalMax)] ns; "
            + "the O-RU accepts \(ruWindow)"
        if problems.isEmpty {
            return InteropItem(aspect: aspect, status: .compatible, explanation: summary)
        }
        return InteropItem(aspect: aspect, status: .mismatch, explanation: summary + ": " + problems.joined(separator: "; "))
    }

    /// RU sends δ ∈ [e, f] after air; it reaches the DU at δ ∈ [e + T34min, f + T34max];
    /// the DU accepts δ ∈ [g, h].
    static func after(_ duWindow: WindowRange?, _ ruWindow: WindowRange?, _ transport: TransportDelays, _ t34: String)
        -> InteropItem
    {
        guard let duWindow, let ruWindow else {
            let missing = [duWindow == nil ? "O-DU Ta4" : nil, ruWindow == nil ? "O-RU Ta3" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            return InteropItem(aspect: .windowULUPlane, status: .notDeclared, explanation: "\(missing) not declared")
        }
        let arrivalMin = ruWindow.min + UInt64(transport.t34Min)
        let arrivalMax = ruWindow.max + UInt64(transport.t34Max)
        var problems: [String] = []
        if duWindow.min > arrivalMin {
            problems.append(
                "Ta4_min \(duWindow.min) > Ta3_min \(ruWindow.min) + T34_min \(transport.t34Min): "
                    + "the first UL packets can arrive before the O-DU's window opens")
        }
        if duWindow.max < arrivalMax {
            problems.append(
                "Ta4_max \(duWindow.max) < Ta3_max \(ruWindow.max) + T34_max \(transport.t34Max): "
                    + "the last UL packets can arrive after the O-DU's window closes")
        }
        let summary = "O-RU sends UL U-plane \(ruWindow) after air; with \(t34) it arrives at [\(arrivalMin), \(arrivalMax)] ns; "
            + "the O-DU accepts \(duWindow)"
        if problems.isEmpty {
            return InteropItem(aspect: .windowULUPlane, status: .compatible, explanation: summary)
        }
        return InteropItem(aspect: .windowULUPlane, status: .mismatch, explanation: summary + ": " + problems.joined(separator: "; "))
    }
}
