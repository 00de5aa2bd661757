/// The delay-management windows of one O-DU / O-RU pair, all in ns, each optional (a missing
/// window makes the checks that need it INCONCLUSIVE).
///
/// Names follow the O-RAN delay-management YANG groupings `o-du-window` (t1a-*, ta4-*) and
/// `o-ru-window` (t2a-*, tcp-adv-dl, ta3-*) (O-RAN.WG4.MP delay management; O-RAN.WG4.CUS §4.4);
/// T12/T34 are the transport one-way delays (configured or measured with eCPRI type 5).
///
/// "Before" windows (T1a, T2a) bound Δ = t_air − t_pkt; "after" windows (Ta3, Ta4) bound
/// δ = t_pkt − t_air.
public struct DelayWindows: Sendable, Hashable {
    // O-DU (o-du-window)
    public var t1aMinUp: Int64?
    public var t1aMaxUp: Int64?
    public var t1aMinCpDl: Int64?
    public var t1aMaxCpDl: Int64?
    public var t1aMinCpUl: Int64?
    public var t1aMaxCpUl: Int64?
    public var ta4Min: Int64?
    public var ta4Max: Int64?
    // O-RU (o-ru-window)
    public var t2aMinUp: Int64?
    public var t2aMaxUp: Int64?
    public var t2aMinCpDl: Int64?
    public var t2aMaxCpDl: Int64?
    public var tcpAdvDl: Int64?
    public var t2aMinCpUl: Int64?
    public var t2aMaxCpUl: Int64?
    public var ta3Min: Int64?
    public var ta3Max: Int64?
    // Transport
    public var t12Min: Int64?
    public var t12Max: Int64?
    public var t34Min: Int64?
    public var t34Max: Int64?

    public init(
        t1aMinUp: Int64? = nil, t1aMaxUp: Int64? = nil, t1aMinCpDl: Int64? = nil, t1aMaxCpDl: Int64? = nil,
        t1aMinCpUl: Int64? = nil, t1aMaxCpUl: Int64? = nil, ta4Min: Int64? = nil, ta4Max: Int64? = nil,
        t2aMinUp: Int64? = nil, t2aMaxUp: Int64? = nil, t2aMinCpDl: Int64? = nil, t2aMaxCpDl: Int64? = nil,
        tcpAdvDl: Int64? = nil, t2aMinCpUl: Int64? = nil, t2aMaxCpUl: Int64? = nil, ta3Min: Int64? = nil,
        ta3Max: Int64? = nil, t12Min: Int64? = nil, t12Max: Int64? = nil, t34Min: Int64? = nil, t34Max: Int64? = nil
    ) {
        self.t1aMinUp = t1aMinUp
        self.t1aMaxUp = t1aMaxUp
        self.t1aMinCpDl = t1aMinCpDl
        self.t1aMaxCpDl = t1aMaxCpDl
        self.t1aMinCpUl = t1aMinCpUl
        self.t1aMaxCpUl = t1aMaxCpUl
        self.ta4Min = ta4Min
        self.ta4Max = ta4Max
        self.t2aMinUp = t2aMinUp
        self.t2aMaxUp = t2aMaxUp
        self.t2aMinCpDl = t2aMinCpDl
        self.t2aMaxCpDl = t2aMaxCpDl
        self.tcpAdvDl = tcpAdvDl
        self.t2aMinCpUl = t2aMinCpUl
        self.t2aMaxCpUl = t2aMaxCpUl
        self.ta3Min = ta3Min
        self.ta3Max = ta3Max
        self.t12Min = t12Min
        self.t12Max = t12Max
        self.t34Min = t34Min
        self.t34Max = t34Max
    }

    /// The O-RU DL C-plane window [min, max]: the declared T2a_cp_dl pair when both are declared,
    /// else the U-plane pair advanced by Tcp_adv_dl (T2a_x_cp_dl = T2a_x_up + Tcp_adv_dl,
    /// O-RAN.WG4.CUS §4.4). Never mixes a declared edge with a derived one.
    public var effectiveT2aCpDl: (min: Int64, max: Int64)? {
        if let lo = t2aMinCpDl, let hi = t2aMaxCpDl { return (lo, hi) }
        if let lo = t2aMinUp, let hi = t2aMaxUp, let adv = tcpAdvDl { return (satAdd(lo, adv), satAdd(hi, adv)) }
        return nil
    }

    /// Every declared value, by YANG-style name (for reports and "largest window").
    public var declared: [(name: String, value: Int64)] {
        let all: [(String, Int64?)] = [
            ("t1a-min-up", t1aMinUp), ("t1a-max-up", t1aMaxUp), ("t1a-min-cp-dl", t1aMinCpDl),
            ("t1a-max-cp-dl", t1aMaxCpDl), ("t1a-min-cp-ul", t1aMinCpUl), ("t1a-max-cp-ul", t1aMaxCpUl),
            ("ta4-min", ta4Min), ("ta4-max", ta4Max), ("t2a-min-up", t2aMinUp), ("t2a-max-up", t2aMaxUp),
            ("t2a-min-cp-dl", t2aMinCpDl), ("t2a-max-cp-dl", t2aMaxCpDl), ("tcp-adv-dl", tcpAdvDl),
            ("t2a-min-cp-ul", t2aMinCpUl), ("t2a-max-cp-ul", t2aMaxCpUl), ("ta3-min", ta3Min), ("ta3-max", ta3Max),
            ("t12-min", t12Min), ("t12-max", t12Max), ("t34-min", t34Min), ("t34-max", t34Max),
        ]
        return all.compactMap { name, value in value.map { (name, $0) } }
    }

    /// The largest declared window edge (bound for FH-T-FRAME), nil when none is declared.
    public var largestWindowNs: Int64? {
        declared.filter { !$0.name.hasPrefix("t12") && !$0.name.hasPrefix("t34") && $0.name != "tcp-adv-dl" }
            .map(\.value).max()
    }
}

/// One consistency relation of the delay windows (O-RAN.WG4.CUS §4.4) and its outcome.
public struct WindowRelationCheck: Sendable, Hashable, CustomStringConvertible {
    public enum Status: String, Sendable, Hashable { case satisfied, violated, notCheckable }
    /// Short stable id, e.g. "T1A-MIN-UP-VS-T2A" (rule FH-T-PROFILE).
    public var id: String
    /// The relation as text, e.g. "T1a_min_up ≥ T2a_min_up + T12_max".
    public var relation: String
    public var status: Status
    /// Left and right side values (ns) when checkable.
    public var left: Int64?
    public var right: Int64?
    /// Human explanation with the numbers, or the names of the missing parameters.
    public var explanation: String

    public var description: String { "\(id) \(status.rawValue): \(explanation)" }
}

/// A violated relation (FH-T-PROFILE finding).
public typealias WindowRelationViolation = WindowRelationCheck

extension DelayWindows {
    /// Checks the window set against the consistency relations of the delay windows (FH-T-PROFILE;
    /// derived from the window definitions of O-RAN.WG4.CUS §4.4, see <doc:TimingModel>) and the
    /// ordering min ≤ max of every pair. A relation whose parameters are not all declared is
    /// `notCheckable` (with the missing names).
    public func checkRelations() -> [WindowRelationCheck] {
        var out: [WindowRelationCheck] = []
        enum Op { case ge, le, eq }
        func rel(
            _ id: String, _ text: String, _ lhs: (String, Int64?), _ op: Op, _ r1: (String, Int64?),
            _ r2: (String, Int64?)? = nil, why: String
        ) {
            var missing = [lhs, r1].filter { $0.1 == nil }.map(\.0)
            if let r2, r2.1 == nil { missing.append(r2.0) }
            guard missing.isEmpty, let l = lhs.1, let a = r1.1 else {
                out.append(
                    WindowRelationCheck(
                        id: id, relation: text, status: .notCheckable, left: nil, right: nil,
                        explanation: "missing " + missing.joined(separator: ", ")))
                return
            }
            let r = satAdd(a, r2?.1 ?? 0)
            let ok: Bool
            let symbol: String
            switch op {
            case .ge:
                ok = l >= r
                symbol = "≥"
            case .le:
                ok = l <= r
                symbol = "≤"
            case .eq:
                ok = l == r
                symbol = "="
            }
            let rightText = r2.map { "\(r1.0) + \($0.0) = \(a) + \($0.1 ?? 0) = \(r) ns" } ?? "\(r1.0) = \(r) ns"
            let explanation =
                ok
                ? "\(lhs.0) = \(l) ns \(symbol) \(rightText)"
                : "\(lhs.0) = \(l) ns is not \(symbol) \(rightText) (off by \(satSub(l, r).magnitude) ns): \(why)"
            out.append(
                WindowRelationCheck(
                    id: id, relation: text, status: ok ? .satisfied : .violated, left: l, right: r,
                    explanation: explanation))
        }
        // Ordering of each pair.
        let pairs: [(String, (String, Int64?), (String, Int64?))] = [
            ("T1A-UP-ORDER", ("T1a_min_up", t1aMinUp), ("T1a_max_up", t1aMaxUp)),
            ("T1A-CPDL-ORDER", ("T1a_min_cp_dl", t1aMinCpDl), ("T1a_max_cp_dl", t1aMaxCpDl)),
            ("T1A-CPUL-ORDER", ("T1a_min_cp_ul", t1aMinCpUl), ("T1a_max_cp_ul", t1aMaxCpUl)),
            ("TA4-ORDER", ("Ta4_min", ta4Min), ("Ta4_max", ta4Max)),
            ("T2A-UP-ORDER", ("T2a_min_up", t2aMinUp), ("T2a_max_up", t2aMaxUp)),
            ("T2A-CPDL-ORDER", ("T2a_min_cp_dl", t2aMinCpDl), ("T2a_max_cp_dl", t2aMaxCpDl)),
            ("T2A-CPUL-ORDER", ("T2a_min_cp_ul", t2aMinCpUl), ("T2a_max_cp_ul", t2aMaxCpUl)),
            ("TA3-ORDER", ("Ta3_min", ta3Min), ("Ta3_max", ta3Max)),
            ("T12-ORDER", ("T12_min", t12Min), ("T12_max", t12Max)),
            ("T34-ORDER", ("T34_min", t34Min), ("T34_max", t34Max)),
        ]
        for (id, lo, hi) in pairs where lo.1 != nil || hi.1 != nil {
            rel(id, "\(lo.0) ≤ \(hi.0)", lo, .le, hi, why: "the window is empty")
        }
        rel(
            "T1A-MIN-UP-VS-T2A", "T1a_min_up ≥ T2a_min_up + T12_max", ("T1a_min_up", t1aMinUp), .ge,
            ("T2a_min_up", t2aMinUp), ("T12_max", t12Max),
            why: "the latest DL U-plane the DU may send can reach the RU after its T2a_min_up (late at the RU)")
        rel(
            "T1A-MAX-UP-VS-T2A", "T1a_max_up ≤ T2a_max_up + T12_min", ("T1a_max_up", t1aMaxUp), .le,
            ("T2a_max_up", t2aMaxUp), ("T12_min", t12Min),
            why: "the earliest DL U-plane the DU may send can reach the RU before its T2a_max_up (early at the RU)")
        // The DL C-plane transmit window, shifted by the transport delay, inside the O-RU's DL
        // C-plane receive window (declared, else its U-plane window advanced by Tcp_adv_dl). Delay
        // management (O-RAN.WG4.CUS §4.4) asks only this containment: it does not require
        // T1a_x_cp_dl = T1a_x_up + Tcp_adv_dl, nor T2a_x_cp_dl = T2a_x_up + Tcp_adv_dl, and real
        // devices declare windows that differ (an O-RU with T2a_up 300–1200 µs and T2a_cp_dl
        // 285–1200 µs; an O-DU with T1a_cp_dl 250–500 µs and T1a_up 80–250 µs).
        let cpDl = effectiveT2aCpDl
        rel(
            "T1A-MIN-CPDL-VS-T2A", "T1a_min_cp_dl ≥ T2a_min_cp_dl + T12_max", ("T1a_min_cp_dl", t1aMinCpDl), .ge,
            ("T2a_min_cp_dl", cpDl?.min), ("T12_max", t12Max),
            why: "the latest DL C-plane the DU may send can reach the RU after its T2a_min_cp_dl (late at the RU)")
        rel(
            "T1A-MAX-CPDL-VS-T2A", "T1a_max_cp_dl ≤ T2a_max_cp_dl + T12_min", ("T1a_max_cp_dl", t1aMaxCpDl), .le,
            ("T2a_max_cp_dl", cpDl?.max), ("T12_min", t12Min),
            why: "the earliest DL C-plane the DU may send can reach the RU before its T2a_max_cp_dl (early at the RU)")
        rel(
            "T1A-MIN-CPUL-VS-T2A", "T1a_min_cp_ul ≥ T2a_min_cp_ul + T12_max", ("T1a_min_cp_ul", t1aMinCpUl), .ge,
            ("T2a_min_cp_ul", t2aMinCpUl), ("T12_max", t12Max),
            why: "the latest UL C-plane the DU may send can reach the RU after its T2a_min_cp_ul (late at the RU)")
        rel(
            "T1A-MAX-CPUL-VS-T2A", "T1a_max_cp_ul ≤ T2a_max_cp_ul + T12_min", ("T1a_max_cp_ul", t1aMaxCpUl), .le,
            ("T2a_max_cp_ul", t2aMaxCpUl), ("T12_min", t12Min),
            why: "the earliest UL C-plane the DU may send can reach the RU before its T2a_max_cp_ul (early at the RU)")
        rel(
            "TA4-MIN-VS-TA3", "Ta4_min ≤ Ta3_min + T34_min", ("Ta4_min", ta4Min), .le, ("Ta3_min", ta3Min),
            ("T34_min", t34Min),
            why: "UL U-plane the RU sends at its earliest can reach the DU before Ta4_min (early at the DU)")
        rel(
            "TA4-MAX-VS-TA3", "Ta4_max ≥ Ta3_max + T34_max", ("Ta4_max", ta4Max), .ge, ("Ta3_max", ta3Max),
            ("T34_max", t34Max),
            why: "UL U-plane the RU sends at its latest can reach the DU after Ta4_max (late at the DU)")
        return out
    }

    /// The violated relations only (FH-T-PROFILE fails when this is not empty).
    public func validate() -> [WindowRelationViolation] { checkRelations().filter { $0.status == .violated } }
}
