import Profiles
import Timing

/// When the UL U-plane answering a UL C-plane request is due at the tap (FH-XP-UL-COMPLETE).
///
/// Reading (delay windows of O-RAN.WG4.CUS §4.4; the relationships are derived from the window
/// definitions, not quoted):
/// - The UL C-plane for a symbol reaches the tap at most `lead` before the air time of its first
///   symbol (startSymbolId): T1a_max_cp_ul at the O-DU port, T2a_max_cp_ul at the O-RU port.
/// - The last UL U-plane packet of symbol s leaves / reaches the tap at most `tail` after t_air(s):
///   Ta4_max at the O-DU port, Ta3_max at the O-RU port.
/// - So the answer to a request for symbols start…last is due by t_C-plane + lead + (t_air(last) −
///   t_air(start)) + tail, the span taken from the TS 38.211 §5.3.1 symbol starts of that slot. A
///   tap `between` or `unknown` uses the O-DU windows (they bound every point of the path); without
///   them the O-RU windows plus T12_max / T34_max of the testbed.
/// - Undeclared windows fall back to ``defaultSlots`` slots of the carrier numerology each way, at
///   least ``minimumDefaultNs`` (an assumption, documented in Profiles/README.md: real
///   T1a_max_cp_ul / Ta4_max are below a millisecond; declare the windows for an exact horizon).
/// - Section type 3 at another subcarrier spacing than the carrier (long PRACH, mixed numerology)
///   is bounded by timeOffset plus (last + 1) symbols of twice 1/SCS each (a symbol and its CP are
///   shorter than 2/SCS for every PRACH format of TS 38.211 Table 6.3.3.1-1; our reading, not
///   verified against every format's clause text). A request whose C-plane arrived outside its own
///   window (FH-T-ULC) gets a horizon that is off by as much.
struct ULResponseHorizon: Equatable {
    /// Longest time from the C-plane at the tap to the air time of its first symbol (ns).
    var leadNs: Int64
    /// Longest time from a symbol's air time to its last U-plane packet at the tap (ns).
    var tailNs: Int64
    /// How lead and tail were chosen, for findings ("T1a_max_cp_ul 425 µs + Ta4_max 200 µs").
    var basis: String

    static let defaultSlots: Int64 = 2
    static let minimumDefaultNs: Int64 = 500_000

    /// The default bound at numerology `mu` (µ outside 0…4 is treated as 0: the longest slot).
    static func defaultNs(mu: Int) -> Int64 {
        let slot = Numerology(mu: mu)?.slotDurationNs ?? 1_000_000
        return max(defaultSlots * slot, minimumDefaultNs)
    }

    /// The horizon for one O-DU / O-RU pair as seen from `tap`.
    static func resolve(tap: CaptureTiming.TapPoint, du: ODUWindows?, ru: ORUWindows?, transport: TransportDelays?, mu: Int) -> ULResponseHorizon {
        let fallback = defaultNs(mu: mu)
        let fallbackText = "\(micro(fallback)) (default: \(defaultSlots) slots at µ=\(mu), at least \(micro(minimumDefaultNs)))"
        let t12 = Int64(transport?.t12Max ?? 0), t34 = Int64(transport?.t34Max ?? 0)
        var lead: (Int64, String)?
        var tail: (Int64, String)?
        if tap == .ru {
            lead = ru?.t2aMaxCpUl.map { (Int64($0), "T2a_max_cp_ul \(micro(Int64($0)))") }
            tail = ru?.ta3Max.map { (Int64($0), "Ta3_max \(micro(Int64($0)))") }
        } else {
            lead = du?.t1aMaxCpUl.map { (Int64($0), "T1a_max_cp_ul \(micro(Int64($0)))") }
                ?? ru?.t2aMaxCpUl.map { (Int64($0) + t12, "T2a_max_cp_ul + T12_max \(micro(Int64($0) + t12))") }
            tail = du?.ta4Max.map { (Int64($0), "Ta4_max \(micro(Int64($0)))") }
                ?? ru?.ta3Max.map { (Int64($0) + t34, "Ta3_max + T34_max \(micro(Int64($0) + t34))") }
        }
        let l = lead ?? (fallback, "lead \(fallbackText)")
        let t = tail ?? (fallback, "tail \(fallbackText)")
        return ULResponseHorizon(leadNs: l.0, tailNs: t.0, basis: "\(l.1) + symbol span + \(t.1)")
    }

    /// Capture time by which the U-plane of symbols `first…last` of slot `slotId` is due, for a
    /// C-plane seen at `cPlaneNs` whose first symbol is `startSymbol`.
    func deadline(cPlaneNs: Int64, startSymbol: Int, lastSymbol: Int, slotId: Int, carrierMu: Int,
                  sectionType: UInt8, frameStructure: UInt8, timeOffset: UInt16) -> Int64 {
        let span: Int64
        let scsCode = Int(frameStructure & 15)
        if sectionType == 3 && scsCode != carrierMu {
            // 625 Hz units per SCS code (CUS §7.5.2.13): 1.25, 3.75, 5, 7.5 kHz or 15·2^code kHz.
            let units: Int64 = switch scsCode {
            case 0...4: Int64(24 << scsCode)
            case 12: 2
            case 13: 6
            case 14: 8
            case 15: 12
            default: 2
            }
            // 2/SCS per symbol: 2 / (units · 625 Hz) s = 3_200_000 / units ns; timeOffset in κ·Tc units.
            span = Int64(timeOffset) * 3125 / 96 + Int64(lastSymbol + 1) * 3_200_000 / units
        } else if let n = Numerology(mu: carrierMu) {
            let perSubframe = n.slotsPerSubframe
            let base = (slotId % perSubframe) * Numerology.symbolsPerSlot
            let last = min(max(lastSymbol, startSymbol), 13)
            span = n.symbolStartNs(indexInSubframe: base + last) - n.symbolStartNs(indexInSubframe: base + min(startSymbol, 13))
        } else {
            span = Int64(max(0, lastSymbol - startSymbol) + 1) * 1_000_000 / 14
        }
        return cPlaneNs.addingSaturating(leadNs).addingSaturating(span).addingSaturating(tailNs)
    }

    /// "425 µs" / "0.5 µs" for ns.
    static func micro(_ ns: Int64) -> String {
        ns % 1000 == 0 ? "\(ns / 1000) µs" : "\(Double(ns) / 1000) µs"
    }
}
