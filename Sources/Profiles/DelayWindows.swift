/// O-RU delay windows in ns (M-plane `o-ran-delay-management` `ru-delay-profile`;
/// O-RAN.WG4.CUS §4.4). Each value is optional: undeclared windows are not checked.
///
/// "Before" windows (T2a) bound Δ = t_air − t_arrival at the O-RU port; "after" windows (Ta3)
/// bound δ = t_send − t_air for the first / last UL U-plane packet of a symbol.
public struct ORUWindows: Hashable, Sendable {
    public var t2aMinUp: UInt32?
    public var t2aMaxUp: UInt32?
    public var t2aMinCpDl: UInt32?
    public var t2aMaxCpDl: UInt32?
    /// Tcp_adv_dl: the DL C-plane window when t2aMinCpDl / t2aMaxCpDl are not declared is the
    /// U-plane window advanced by it.
    public var tcpAdvDl: UInt32?
    public var t2aMinCpUl: UInt32?
    public var t2aMaxCpUl: UInt32?
    public var ta3Min: UInt32?
    public var ta3Max: UInt32?

    public init(
        t2aMinUp: UInt32? = nil, t2aMaxUp: UInt32? = nil, t2aMinCpDl: UInt32? = nil, t2aMaxCpDl: UInt32? = nil,
        tcpAdvDl: UInt32? = nil, t2aMinCpUl: UInt32? = nil, t2aMaxCpUl: UInt32? = nil, ta3Min: UInt32? = nil,
        ta3Max: UInt32? = nil
    ) {
        self.t2aMinUp = t2aMinUp
        self.t2aMaxUp = t2aMaxUp
        self.t2aMinCpDl = t2aMinCpDl
        self.t2aMaxCpDl = t2aMaxCpDl
        self.tcpAdvDl = tcpAdvDl
        self.t2aMinCpUl = t2aMinCpUl
        self.t2aMaxCpUl = t2aMaxCpUl
        self.ta3Min = ta3Min
        self.ta3Max = ta3Max
    }

    /// DL U-plane receive window, when both ends are declared.
    public var dlUPlane: WindowRange? { WindowRange(t2aMinUp, t2aMaxUp) }
    /// DL C-plane receive window: declared directly, or the U-plane window advanced by Tcp_adv_dl.
    public var dlCPlane: WindowRange? {
        if let window = WindowRange(t2aMinCpDl, t2aMaxCpDl) { return window }
        guard let up = dlUPlane, let advance = tcpAdvDl else { return nil }
        return WindowRange(up.min + UInt64(advance), up.max + UInt64(advance))
    }
    public var ulCPlane: WindowRange? { WindowRange(t2aMinCpUl, t2aMaxCpUl) }
    public var ulUPlaneTransmit: WindowRange? { WindowRange(ta3Min, ta3Max) }

    /// Each declared min ≤ max pair. The declared DL C-plane window need not equal the U-plane
    /// window advanced by Tcp_adv_dl: O-RAN.WG4.CUS delay management does not require it, and real
    /// O-RUs declare windows that differ (T2a_up 300–1200 µs with T2a_cp_dl 285–1200 µs).
    public func validate() throws(ProfileValueError) {
        try WindowRange.check("t2aMinUp", t2aMinUp, "t2aMaxUp", t2aMaxUp)
        try WindowRange.check("t2aMinCpDl", t2aMinCpDl, "t2aMaxCpDl", t2aMaxCpDl)
        try WindowRange.check("t2aMinCpUl", t2aMinCpUl, "t2aMaxCpUl", t2aMaxCpUl)
        try WindowRange.check("ta3Min", ta3Min, "ta3Max", ta3Max)
    }
}

/// O-DU transmit windows (T1a) and UL receive window (Ta4) in ns (M-plane `du-delay-profile`;
/// O-RAN.WG4.CUS §4.4).
public struct ODUWindows: Hashable, Sendable {
    public var t1aMinUp: UInt32?
    public var t1aMaxUp: UInt32?
    public var t1aMinCpDl: UInt32?
    public var t1aMaxCpDl: UInt32?
    public var t1aMinCpUl: UInt32?
    public var t1aMaxCpUl: UInt32?
    public var ta4Min: UInt32?
    public var ta4Max: UInt32?

    public init(
        t1aMinUp: UInt32? = nil, t1aMaxUp: UInt32? = nil, t1aMinCpDl: UInt32? = nil, t1aMaxCpDl: UInt32? = nil,
        t1aMinCpUl: UInt32? = nil, t1aMaxCpUl: UInt32? = nil, ta4Min: UInt32? = nil, ta4Max: UInt32? = nil
    ) {
        self.t1aMinUp = t1aMinUp
        self.t1aMaxUp = t1aMaxUp
        self.t1aMinCpDl = t1aMinCpDl
        self.t1aMaxCpDl = t1aMaxCpDl
        self.t1aMinCpUl = t1aMinCpUl
        self.t1aMaxCpUl = t1aMaxCpUl
        self.ta4Min = ta4Min
        self.ta4Max = ta4Max
    }

    public var dlUPlane: WindowRange? { WindowRange(t1aMinUp, t1aMaxUp) }
    public var dlCPlane: WindowRange? { WindowRange(t1aMinCpDl, t1aMaxCpDl) }
    public var ulCPlane: WindowRange? { WindowRange(t1aMinCpUl, t1aMaxCpUl) }
    public var ulUPlaneReceive: WindowRange? { WindowRange(ta4Min, ta4Max) }

    public func validate() throws(ProfileValueError) {
        try WindowRange.check("t1aMinUp", t1aMinUp, "t1aMaxUp", t1aMaxUp)
        try WindowRange.check("t1aMinCpDl", t1aMinCpDl, "t1aMaxCpDl", t1aMaxCpDl)
        try WindowRange.check("t1aMinCpUl", t1aMinCpUl, "t1aMaxCpUl", t1aMaxCpUl)
        try WindowRange.check("ta4Min", ta4Min, "ta4Max", ta4Max)
    }
}

/// A closed window [min, max] in ns.
public struct WindowRange: Hashable, Sendable, CustomStringConvertible {
    public var min: UInt64
    public var max: UInt64

    public init(min: UInt64, max: UInt64) {
        self.min = min
        self.max = max
    }

    init?(_ low: UInt32?, _ high: UInt32?) {
        guard let low, let high else { return nil }
        self.init(min: UInt64(low), max: UInt64(high))
    }

    init(_ low: UInt64, _ high: UInt64) {
        self.init(min: low, max: high)
    }

    public func contains(_ other: WindowRange) -> Bool { other.min >= min && other.max <= max }

    public var description: String { "[\(min), \(max)] ns" }

    static func check(_ minName: String, _ low: UInt32?, _ maxName: String, _ high: UInt32?) throws(ProfileValueError) {
        if let low, let high, low > high {
            throw ProfileValueError("\(minName) \(low) is greater than \(maxName) \(high)")
        }
    }
}

/// One-way transport delay between O-DU and O-RU ports in ns (T12 DL, T34 UL), measured or
/// pre-configured (O-RAN.WG4.CUS §4.4; measured with eCPRI type 5). Zero when the two are directly
/// connected.
public struct TransportDelays: Hashable, Sendable {
    public var t12Min: UInt32
    public var t12Max: UInt32
    public var t34Min: UInt32
    public var t34Max: UInt32

    public init(t12Min: UInt32 = 0, t12Max: UInt32 = 0, t34Min: UInt32 = 0, t34Max: UInt32 = 0)
        throws(ProfileValueError)
    {
        try WindowRange.check("t12Min", t12Min, "t12Max", t12Max)
        try WindowRange.check("t34Min", t34Min, "t34Max", t34Max)
        self.t12Min = t12Min
        self.t12Max = t12Max
        self.t34Min = t34Min
        self.t34Max = t34Max
    }

    public static let direct = try! TransportDelays()
}
