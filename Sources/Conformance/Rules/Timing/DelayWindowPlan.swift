import Profiles
import Timing

/// Measured one-way transport delays (eCPRI type 5, eCPRI v2.0 §3.2.4.6) shared by the one-way
/// delay checker, which fills it at the end of the capture, and FH-T-PROFILE, which reads it (T12 /
/// T34 are pre-configured or measured with eCPRI type 5).
final class MeasuredTransportDelays {
    /// Per (requester node, responder node): the smallest and largest delay in whole ns.
    var ranges: [UInt64: (min: Int64, max: Int64)] = [:]
    /// After a part's snapshot: the ranges measured since it (what the part's head measured is
    /// the earlier parts' to say: ``BoundaryTable/extremaSinceSnapshot``); nil otherwise.
    var sinceSnapshot: [UInt64: (min: Int64, max: Int64)]?
    /// Pairs kept at most; a further pair's measurements are not kept (FH-T-PROFILE then reads
    /// no measured delay for it, as for a pair that never measured one).
    static let maximumPairs = 4_096

    static func key(requester: Int, responder: Int) -> UInt64 { UInt64(UInt32(truncatingIfNeeded: requester)) << 32 | UInt64(UInt32(truncatingIfNeeded: responder)) }

    func range(from requester: Int, to responder: Int) -> (min: Int64, max: Int64)? {
        ranges[Self.key(requester: requester, responder: responder)]
    }
}

/// How capture timestamps become air-time offsets for one testbed (see the Timing documentation's
/// TimingModel article), and the reason window verdicts are INCONCLUSIVE when they cannot be given
/// at all.
struct TimingSetup {
    var configuration: TimingConfiguration
    var numerology: Numerology?
    /// Set when no window verdict can be given for any message.
    var blockedReason: String?

    init(testbed: TestbedProfile?, numerology mu: Int) {
        let timing = testbed?.timing ?? CaptureTiming()
        configuration = TimingConfiguration(
            leapSeconds: Int64(timing.leapSeconds), alpha: Int64(timing.alpha), beta: Int64(timing.beta),
            captureOffsetNs: timing.captureOffsetNs, tap: timing.tap == .ru ? .ru : .du, transportDelayNs: nil,
            timeSynchronised: timing.gpsAligned, timestampsAreTAI: timing.clock == .tai)
        numerology = Numerology(mu: mu)
        if testbed == nil {
            blockedReason = "no testbed: capture timing and delay windows not declared"
        } else if !timing.gpsAligned {
            blockedReason = "the testbed does not declare the capture time-synchronised (timing.gpsAligned is false)"
        } else if timing.tap == .between || timing.tap == .unknown {
            blockedReason = "the testbed's timing.tap is \(timing.tap.rawValue): declare du or ru to choose the O-DU or O-RU windows"
        } else if numerology == nil {
            blockedReason = "numerology µ=\(mu) has no air-time model (µ 0…4)"
        }
    }
}

/// The resolved windows of one O-DU / O-RU pair as seen from the tap, computed once per pair.
struct DelayWindowPlan {
    /// Indexed by ``DelayWindowPlan/kind(control:downlink:)``: DL U, DL C, UL C, UL U.
    var windows: [Result<ResolvedWindow, WindowUnavailable>]
    /// FH-T-FRAME bound: the largest declared window edge plus the largest transport delay.
    var frameBoundNs: Int64?
    /// FH-T-SPREAD limit and its name ("lab limit", "Ta3_max − Ta3_min", …), or why there is none.
    var spreadLimitNs: Int64?
    var spreadName: String
    var spreadReason: String
    var all: DelayWindows

    static func kind(control: Bool, downlink: Bool) -> Int {
        switch (control, downlink) {
        case (false, true): 0
        case (true, true): 1
        case (true, false): 2
        case (false, false): 3
        }
    }

    static let planes: [(Timing.Plane, Timing.Direction)] = [
        (.user, .downlink), (.control, .downlink), (.control, .uplink), (.user, .uplink),
    ]

    init(du: NodeInfo?, ru: NodeInfo?, testbed: TestbedProfile?, setup: TimingSetup) {
        all = Self.windows(du: du?.device?.fronthaul?.oduWindows, ru: ru?.device?.fronthaul?.oruWindows, transport: testbed?.transport)
        let classifier = WindowClassifier(configuration: setup.configuration, windows: all)
        windows = Self.planes.map { classifier.resolve(plane: $0.0, direction: $0.1) }
        if let largest = all.largestWindowNs {
            let transport = [all.t12Max, all.t34Max].compactMap { $0 }.max() ?? 0
            frameBoundNs = largest.addingSaturating(transport)
        }
        let lab = testbed?.timing.ulSpreadLimitNs
        let ruTap = setup.configuration.tap == .ru
        let (lo, hi, name) = ruTap ? (all.ta3Min, all.ta3Max, "Ta3_max − Ta3_min") : (all.ta4Min, all.ta4Max, "Ta4_max − Ta4_min")
        if let lab {
            spreadLimitNs = lab
            spreadName = "lab limit timing.ulSpreadLimitNs"
            spreadReason = ""
        } else if let lo, let hi {
            spreadLimitNs = hi.subtractingSaturating(lo)
            spreadName = name
            spreadReason = ""
        } else {
            spreadLimitNs = nil
            spreadName = name
            spreadReason = "no \(ruTap ? "Ta3" : "Ta4") window declared and no timing.ulSpreadLimitNs"
        }
    }

    /// Device windows (UInt32 ns) and testbed transport delays as one ``Timing/DelayWindows``.
    static func windows(du d: ODUWindows?, ru r: ORUWindows?, transport: TransportDelays?) -> DelayWindows {
        func v(_ x: UInt32?) -> Int64? { x.map(Int64.init) }
        return DelayWindows(
            t1aMinUp: v(d?.t1aMinUp), t1aMaxUp: v(d?.t1aMaxUp), t1aMinCpDl: v(d?.t1aMinCpDl), t1aMaxCpDl: v(d?.t1aMaxCpDl),
            t1aMinCpUl: v(d?.t1aMinCpUl), t1aMaxCpUl: v(d?.t1aMaxCpUl), ta4Min: v(d?.ta4Min), ta4Max: v(d?.ta4Max),
            t2aMinUp: v(r?.t2aMinUp), t2aMaxUp: v(r?.t2aMaxUp), t2aMinCpDl: v(r?.t2aMinCpDl), t2aMaxCpDl: v(r?.t2aMaxCpDl),
            tcpAdvDl: v(r?.tcpAdvDl), t2aMinCpUl: v(r?.t2aMinCpUl), t2aMaxCpUl: v(r?.t2aMaxCpUl), ta3Min: v(r?.ta3Min),
            ta3Max: v(r?.ta3Max), t12Min: v(transport?.t12Min), t12Max: v(transport?.t12Max),
            t34Min: v(transport?.t34Min), t34Max: v(transport?.t34Max))
    }
}
