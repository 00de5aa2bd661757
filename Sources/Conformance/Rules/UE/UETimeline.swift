import WireCore

/// One UE across F1-C, NG-C and E1 (the split-gNB UE procedures of TS 38.401 §8.1 and §8.9):
/// the messages of each interface's UE context, joined only on exact evidence (equal NAS-PDU
/// bytes, equal GTP tunnel endpoints), in capture order.
public struct UETimeline: Hashable, Sendable {
    /// Interfaces the UE was seen on, in the order F1, NG, E1.
    public var interfaces: [String]
    /// The UE-associated messages, in capture order (at most ``UETimelineCorrelator/maximumSteps``).
    public var steps: [UETimelineStep]
    /// Messages beyond that cap, counted.
    public var droppedSteps: Int
    /// The evidence the interfaces were joined on (`NAS-PDU`, `GTP tunnel`).
    public var joinedBy: [String]

    public init(interfaces: [String], steps: [UETimelineStep], droppedSteps: Int = 0, joinedBy: [String] = []) {
        self.interfaces = interfaces
        self.steps = steps
        self.droppedSteps = droppedSteps
        self.joinedBy = joinedBy
    }
}

/// One UE-associated message of a timeline.
public struct UETimelineStep: Hashable, Sendable {
    public var frame: Int
    public var timestampNanoseconds: Int64
    /// `F1`, `NG` or `E1`.
    public var interface: String
    /// Message name (`InitialULRRCMessageTransfer`, `BearerContextSetupRequest`).
    public var message: String
    public var sender: String
    public var receiver: String
    /// The UE ids it carries, as `name=value` (`gNB-DU-UE-F1AP-ID=1`).
    public var ids: [String]
}

/// The UE timelines of a run: the correlated ones (seen on two interfaces or more) first by
/// first frame, and counts of the rest.
public struct UETimelineSummary: Hashable, Sendable {
    /// Correlated timelines, at most ``UETimelineCorrelator/maximumReported``.
    public var timelines: [UETimeline] = []
    /// UEs seen on two interfaces or more (listed or not).
    public var correlated = 0
    /// UEs seen on one interface only (not joined: they stay per interface).
    public var singleInterface = 0
    /// Per-interface UE contexts let go at the table bound before the end of the capture.
    public var evictedContexts = 0

    public init() {}
    public var isEmpty: Bool { correlated == 0 && singleInterface == 0 }
}

extension UETimelineSummary {
    /// `ueTimelines` in the JSON results.
    public var jsonValue: JSONValue {
        .object([
            JSONMember("correlated", .int(correlated)),
            JSONMember("singleInterface", .int(singleInterface)),
            JSONMember("evictedContexts", .int(evictedContexts)),
            JSONMember("timelines", .array(timelines.map { t in
                .object([
                    JSONMember("interfaces", .array(t.interfaces.map(JSONValue.string))),
                    JSONMember("joinedBy", .array(t.joinedBy.map(JSONValue.string))),
                    JSONMember("droppedSteps", .int(t.droppedSteps)),
                    JSONMember("steps", .array(t.steps.map { s in
                        .object([
                            JSONMember("frame", .int(s.frame)), JSONMember("timeNs", .int(Int(s.timestampNanoseconds))),
                            JSONMember("interface", .string(s.interface)), JSONMember("message", .string(s.message)),
                            JSONMember("sender", .string(s.sender)), JSONMember("receiver", .string(s.receiver)),
                            JSONMember("ids", .array(s.ids.map(JSONValue.string))),
                        ])
                    })),
                ])
            })),
        ])
    }
}
