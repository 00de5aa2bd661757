import WireCore

/// The kinds of event a checker subscribes to; the run hands it only those.
public struct EventKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Decoded eCPRI PDUs (``EventPayload/fronthaul(_:)``).
    public static let fronthaul = EventKinds(rawValue: 1 << 0)
    /// Decoded F1AP PDUs (``EventPayload/f1ap(_:)``).
    public static let f1ap = EventKinds(rawValue: 1 << 1)
    /// PTP messages (``EventPayload/ptp(_:)``).
    public static let ptp = EventKinds(rawValue: 1 << 2)
    /// Frames of other EtherTypes between two declared nodes (``EventPayload/otherEtherType(_:)``).
    public static let otherEtherType = EventKinds(rawValue: 1 << 3)
    /// The FCS of every frame that carries one (``EventPayload/frameCheckSequence(_:)``).
    public static let frameCheckSequence = EventKinds(rawValue: 1 << 4)
    /// The capture time of every frame of any kind (``RuleChecker/advanceClock(to:_:)``).
    public static let clock = EventKinds(rawValue: 1 << 5)
    /// Decoded E1AP, E2AP and NGAP PDUs (``EventPayload/ap(_:)``).
    public static let ap = EventKinds(rawValue: 1 << 6)
}

/// A stateful checker that evaluates one or more rules over the event stream. Its state is per
/// flow or per open procedure and is evicted (bounded memory on long captures).
///
/// A checker declares the rules it judges (``specs``, registry rows) and the events it
/// subscribes to (``subscriptions``); everything else has a default, so a new rule costs its
/// logic and one spec row.
public protocol RuleChecker: AnyObject {
    /// The rules it judges (suite selection applies), in catalogue order.
    var specs: [RuleSpec] { get }
    /// The events it receives; read after ``prepare(_:)``, so a checker whose rules are not
    /// selected can subscribe to nothing.
    var subscriptions: EventKinds { get }
    /// Whether it must see its events even when the suite selects none of its rules, because
    /// something beyond its own rules depends on what it sees: a report section it fills (the
    /// delay-window histograms, the UE timelines, the IQ analysis) or another checker it feeds
    /// (node roles are not a checker's: ``NodeRoleInference`` names them before any checker
    /// sees the PDU). By default
    /// false: a checker with rules, none of them selected, receives no events
    /// (``ConformanceRun`` leaves it out of the dispatch), so an unselected rule costs nothing.
    var observesUnselected: Bool { get }
    /// Resolves rule handles once the rules are registered.
    func prepare(_ recorder: inout RuleRecorder)
    /// One event of a subscribed kind.
    func observe(_ event: Event, _ recorder: inout RuleRecorder)
    /// The capture time of a frame of any kind (frames arrive in capture order, each after its
    /// own events); called when subscribed to ``EventKinds/clock``. A checker that decides open
    /// items once the clock passes their deadline (a request unanswered within the response
    /// timeout) records them here, so that `check --follow` prints them then rather than at the
    /// end of the capture.
    func advanceClock(to timestampNanoseconds: Int64, _ recorder: inout RuleRecorder)
    /// End of capture: flush open state (completeness checks, outstanding procedures).
    func finish(_ recorder: inout RuleRecorder)
    /// The next frames come from another recording (a capture file that does not continue the
    /// previous one): state that would join them must be let go, what it could not decide being
    /// INCONCLUSIVE ("state from before/after the capture"), as at the ends of one capture.
    func discontinuity(_ recorder: inout RuleRecorder)
    /// The same, with the gap between the two recordings (nil when the next one starts earlier
    /// than the previous one ended), for rules whose state outlives a pause (F1AP procedures).
    /// By default ``discontinuity(_:)``.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?)
    /// The sizes of its open-state tables now and how many entries it let go at their bounds
    /// (each judged or counted INCONCLUSIVE), for tests and benchmarks of bounded state.
    var openState: OpenStateCounters { get }
}

/// Entries a checker holds in its bounded tables, and entries it evicted so far.
public struct OpenStateCounters: Sendable, Equatable {
    public var entries = 0
    public var evicted = 0

    public init(entries: Int = 0, evicted: Int = 0) {
        self.entries = entries
        self.evicted = evicted
    }
}

extension RuleChecker {
    public func prepare(_ recorder: inout RuleRecorder) {}
    public func observe(_ event: Event, _ recorder: inout RuleRecorder) {}
    public func advanceClock(to timestampNanoseconds: Int64, _ recorder: inout RuleRecorder) {}
    public var observesUnselected: Bool { false }
    public func finish(_ recorder: inout RuleRecorder) {}
    public func discontinuity(_ recorder: inout RuleRecorder) {}
    public func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) { discontinuity(&recorder) }
    public var openState: OpenStateCounters { OpenStateCounters() }
}
