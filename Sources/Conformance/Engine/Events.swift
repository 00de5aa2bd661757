import APProtocols
import F1AP
import Fronthaul
import NetLayers
import Profiles
import Timing
import WireCore

/// Where and when a decoded PDU was seen, and which nodes sent and received it.
public struct EventContext: Sendable {
    /// 1-based frame numbers (several when SCTP or IP reassembly spans frames).
    public var frames: [Int]
    public var timestampNanoseconds: Int64
    public var endpoints: Endpoints
    /// Index of the sending node in ``RunResults/nodes``.
    public var sender: Int
    public var receiver: Int
    /// Original length of the (last) frame, when known (FH-ETH-MTU).
    public var frameLength: Int?
    /// The frame was cut by the capture's snap length.
    public var truncated: Bool
    /// The roles of ``sender`` and ``receiver`` as known once this PDU's own traffic was taken
    /// into account: declared by the testbed, else inferred from the frames up to this one in
    /// capture order (``NodeRoleInference``). Checkers read roles here, never from the run's
    /// node list, which ends with the roles known at the end of the capture.
    public var senderRole: NodeRole? = nil
    public var receiverRole: NodeRole? = nil
}

/// A decoded message event handed to rule checkers.
public enum EventPayload: Sendable {
    /// One eCPRI PDU (possibly several concatenated messages).
    case fronthaul(FronthaulDecodeResult)
    /// One F1AP PDU.
    case f1ap(F1APDecodeResult)
    /// One E1AP, E2AP or NGAP PDU. Boxed (`indirect`), as is `ptp`: the payload is matched by
    /// every checker for every event, and a match copies it, so it stays a word or two for the
    /// eCPRI and F1AP PDUs that make most events instead of taking these cases' hundred bytes.
    indirect case ap(APDecodeResult)
    /// One PTP message (S-plane), decoded at header level, or why it did not decode. The
    /// context's receiver is the sender (PTP is multicast).
    indirect case ptp(Result<PTPMessage, DecodingError>)
    /// A frame between two declared testbed nodes whose EtherType (after its VLAN tags) is neither
    /// eCPRI, IP nor PTP, nor another kind NetLayers decodes (FH-ETH-TYPE); RoE (0xFC3D) included.
    case otherEtherType(UInt16)
    /// The Ethernet FCS of a frame that carries one (declared by the capture file or found by
    /// ``EthernetFCSDetector``), good or bad: one per such frame, after its PDUs (FH-ETH-FCS).
    case frameCheckSequence(FrameCheckSequence)

    /// Whether this is a fronthaul event, tested without binding (copying) its result.
    var isFronthaul: Bool {
        if case .fronthaul = self { true } else { false }
    }
}

public struct Event: Sendable {
    public var context: EventContext
    public var payload: EventPayload
    /// What the per-message fronthaul rules need of the PDU, worked out where it was decoded
    /// (a decode worker, or the checking stage): set on every fronthaul event of a run. Kept
    /// beside the context rather than in it: checkers copy the context, and these facts would
    /// double its size.
    let fronthaulFacts: FronthaulPDUFacts?
    /// The kinds of message the facts count, in one byte, made from them with the event: what a
    /// checker tests before it looks further (testing a field of the optional facts copies the
    /// whole facts first, some 150 bytes, per checker and PDU).
    let fronthaulKinds: FronthaulPDUKinds
    /// What the F1AP checkers need of an F1AP PDU beyond its views, worked out where it was
    /// decoded: set on every F1AP event of a run.
    let f1apFacts: F1APPDUFacts?

    init(context: EventContext, payload: EventPayload, fronthaulFacts: FronthaulPDUFacts? = nil, f1apFacts: F1APPDUFacts? = nil) {
        self.context = context
        self.payload = payload
        self.fronthaulFacts = fronthaulFacts
        fronthaulKinds = FronthaulPDUKinds(fronthaulFacts)
        self.f1apFacts = f1apFacts
    }
}

/// Which kinds of message a fronthaul PDU holds, read off its facts (``FronthaulPDUFacts``) once
/// when its event is made. Empty for an event without facts (``known`` not set): a checker then
/// looks at the messages themselves.
struct FronthaulPDUKinds: OptionSet, Sendable {
    let rawValue: UInt8

    /// The event has facts (the other members say what they count).
    static let known = FronthaulPDUKinds(rawValue: 1)
    static let cPlane = FronthaulPDUKinds(rawValue: 2)
    static let uPlane = FronthaulPDUKinds(rawValue: 4)
    static let oneWayDelay = FronthaulPDUKinds(rawValue: 8)
    /// The PDU holds one message.
    static let single = FronthaulPDUKinds(rawValue: 16)
    /// The first message's flow is downlink.
    static let firstDownlink = FronthaulPDUKinds(rawValue: 32)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ facts: FronthaulPDUFacts?) {
        guard let facts else {
            self = []
            return
        }
        var kinds: FronthaulPDUKinds = .known
        if facts.cPlane != 0 { kinds.insert(.cPlane) }
        if facts.uPlane != 0 { kinds.insert(.uPlane) }
        if facts.oneWayDelay != 0 { kinds.insert(.oneWayDelay) }
        if facts.messageCount == 1 { kinds.insert(.single) }
        if facts.firstFlow?.downlink == true { kinds.insert(.firstDownlink) }
        self = kinds
    }

    /// Whether the PDU may hold messages of `kind`: true without facts (the checker looks at
    /// the messages), else whether the facts count any.
    func mayHold(_ kind: FronthaulPDUKinds) -> Bool { !contains(.known) || contains(kind) }
}
