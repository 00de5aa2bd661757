/// A stateful checker that evaluates one or more rules over the event stream. Its state is per
/// flow or per open procedure and is evicted (bounded memory on long captures).
public protocol RuleChecker: AnyObject {
    /// The rules it reports, registered with the run (suite selection applies).
    var rules: [RuleDefinition] { get }
    var wantsFronthaul: Bool { get }
    var wantsF1AP: Bool { get }
    /// PTP (S-plane) events; read after ``prepare(_:)``, so a checker can decline when its rules
    /// are not selected.
    var wantsPTP: Bool { get }
    /// Frames of other EtherTypes between two declared nodes (``EventPayload/otherEtherType(_:)``);
    /// read after ``prepare(_:)``.
    var wantsOtherEtherTypes: Bool { get }
    /// The FCS of every frame that carries one (``EventPayload/frameCheckSequence(_:)``); read
    /// after ``prepare(_:)``.
    var wantsFrameCheckSequence: Bool { get }
    /// Resolves rule handles once the rules are registered.
    func prepare(_ recorder: inout RuleRecorder)
    func observe(_ event: Event, _ recorder: inout RuleRecorder)
    /// True when the checker wants ``advanceClock(to:)`` for every frame (read after ``prepare(_:)``).
    var wantsClock: Bool { get }
    /// The capture time of a frame of any kind (frames arrive in capture order).
    func advanceClock(to timestampNanoseconds: Int64)
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
}

extension RuleChecker {
    public var wantsPTP: Bool { false }
    public var wantsOtherEtherTypes: Bool { false }
    public var wantsFrameCheckSequence: Bool { false }
    public var wantsClock: Bool { false }
    public func advanceClock(to timestampNanoseconds: Int64) {}
    public func discontinuity(_ recorder: inout RuleRecorder) {}
    public func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) { discontinuity(&recorder) }
}
