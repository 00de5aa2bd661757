import Fronthaul
import WireCore

/// What the per-message fronthaul rules need to know about one decoded eCPRI PDU, worked out
/// where the PDU was decoded: by the decode worker of its eAxC under `check --jobs N`
/// (``ParallelCheck``), inline by the checking stage otherwise, with the same code
/// (``init(_:judgesBFP:)``), so the two give the same facts by construction.
///
/// A plain value (no reference-counted field): the checking stage replays it into the recorder
/// (counters, verdicts) without walking the PDU's messages again, which costs a reference count
/// per message and per section copied out of the decoded model.
struct FronthaulPDUFacts: Sendable, Equatable {
    /// Messages of each kind the codec rules are evaluated on (``FronthaulCodecRules/Scope``),
    /// a bare (eCPRI-less) C-plane or U-plane message included in `cPlane` / `uPlane`.
    var cPlane: UInt16 = 0
    /// C-plane messages with at least one section extension.
    var cPlaneWithExtensions: UInt16 = 0
    /// Downlink C-plane messages of section type 1, 3 or 5 (udCompHdr rules, O-RAN.WG4.CUS §7.5.2.10).
    var dlCPlaneData: UInt16 = 0
    var uPlane: UInt16 = 0
    /// eCPRI one-way delay measurement messages (eCPRI v2.0 §3.2.4.6).
    var oneWayDelay: UInt16 = 0
    /// eCPRI messages' C-plane messages per section type (the 4-bit low part of sectionType).
    var sectionTypes = SIMD16<UInt16>()
    /// Section type of the first C-plane message that only the O-RU sends (ST8, ST9, ST10), and
    /// of the first that only the O-DU sends (ST0/1/3/4/5/6/11), in PDU order (FH-CP-DIR,
    /// O-RAN.WG4.CUS §7.4); ``none`` when there is none.
    var firstORUSectionType = Self.none
    var firstODUSectionType = Self.none
    /// The codec found nothing and decoding did not stop: no finding to map to a rule.
    var clean = true
    /// Decoding stopped (``FronthaulDecodeResult/error``), and whether on something unsupported
    /// (the frame is then INCONCLUSIVE rather than malformed).
    var decodingStopped = false
    var stoppedOnUnsupported = false
    /// The eCPRI messages in the PDU, and the O-RAN flow of the first (``ECPRIMessage/oranFlow``,
    /// for the traffic rates).
    var messageCount = 0
    var firstFlow: ORANFlow?
    /// The transport header and slot of the first message when it is C- or U-plane (FH-SEQ-INC).
    var firstHeader: ORANHeaderFacts?
    /// The codec rules the PDU's findings violate, one per rule (``FronthaulCodecRules``); nil
    /// when more rules than ``CodecViolations/capacity`` are (the checking stage then maps the
    /// findings itself).
    var codecViolations: CodecViolations?
    /// FH-UP-BFP-MIN's judgement of the PDU's first message when it is U-plane (nil otherwise,
    /// or when the rule is not selected).
    var bfp: BFPJudgement?

    static let none: UInt8 = 0xFF

    /// Empty facts (a PDU without messages).
    init() {}

    /// The facts of one decoded PDU; with `judgesBFP`, FH-UP-BFP-MIN's judgement of its first
    /// message too (``BFPExponentChecker/judge(_:)``); `codecRules` maps its findings to the
    /// handles of the selected codec rules (``FronthaulCodecRules/ruleHandles``).
    init(_ result: FronthaulDecodeResult, judgesBFP: Bool, codecRules: [RuleID: Int]) {
        let messages = result.messages
        messageCount = messages.count
        // One pass, each message's body bound once: the first message's flow and header come
        // from the same binding as its counts (each binding copies the message out of its box).
        for index in messages.indices {
            switch messages[index].body {
            case .cPlane(let t, let c):
                if index == 0 {
                    firstFlow = ORANFlow(eAxC: t.eAxC, uPlane: false, downlink: c.dataDirection != 0)
                    firstHeader = ORANHeaderFacts(t, cPlane: true, dataDirection: c.dataDirection, frame: c.frameId, subframe: c.subframeId, slot: c.slotId)
                }
                cPlane &+= 1
                sectionTypes[Int(c.sectionType & 15)] &+= 1
                if c.sections.contains(where: { !$0.extensions.isEmpty }) { cPlaneWithExtensions &+= 1 }
                if c.dataDirection == 1 && (c.sectionType == 1 || c.sectionType == 3 || c.sectionType == 5) { dlCPlaneData &+= 1 }
                switch c.sectionType {
                case 8, 9, 10: if firstORUSectionType == Self.none { firstORUSectionType = c.sectionType }
                case 0, 1, 3, 4, 5, 6, 11: if firstODUSectionType == Self.none { firstODUSectionType = c.sectionType }
                default: break
                }
            case .uPlane(let t, let u):
                if index == 0 {
                    firstFlow = ORANFlow(eAxC: t.eAxC, uPlane: true, downlink: u.dataDirection != 0)
                    firstHeader = ORANHeaderFacts(t, cPlane: false, dataDirection: u.dataDirection, frame: u.frameId, subframe: u.subframeId, slot: u.slotId)
                    if judgesBFP { bfp = BFPExponentChecker.judge(u) }
                }
                uPlane &+= 1
            case .oneWayDelay: oneWayDelay &+= 1
            default: break
            }
        }
        switch result.bare {
        case .cPlane?: cPlane &+= 1
        case .uPlane?: uPlane &+= 1
        case nil: break
        }
        if let error = result.error {
            decodingStopped = true
            stoppedOnUnsupported = error.code == .unsupported
        }
        let findings = result.findings
        clean = findings.isEmpty && !decodingStopped
        if !findings.isEmpty { codecViolations = CodecViolations(findings, handles: codecRules) }
    }
}

/// The flow an O-RAN message belongs to: eAxC, plane and direction.
struct ORANFlow: Sendable, Equatable {
    var eAxC: UInt16
    var uPlane: Bool
    var downlink: Bool
}

/// What FH-SEQ-INC reads of a C- or U-plane message: plane, direction, the transport header's
/// eAxC, SequenceId and subsequence id (O-RAN.WG4.CUS §5.1.3.1), and the slot.
struct ORANHeaderFacts: Sendable, Equatable {
    var cPlane: Bool
    var dataDirection: UInt8
    var eAxC: UInt16
    var sequenceId: UInt8
    var subsequenceId: UInt8
    /// frameId << 16 | subframeId << 8 | slotId.
    var slot: UInt32

    /// Nil for a message that is neither C- nor U-plane.
    init?(_ message: ECPRIMessage) {
        switch message.body {
        case .cPlane(let t, let c):
            self.init(t, cPlane: true, dataDirection: c.dataDirection, frame: c.frameId, subframe: c.subframeId, slot: c.slotId)
        case .uPlane(let t, let u):
            self.init(t, cPlane: false, dataDirection: u.dataDirection, frame: u.frameId, subframe: u.subframeId, slot: u.slotId)
        default: return nil
        }
    }

    /// From a message's transport header and its application header's direction and slot.
    init(_ t: ORANTransportHeader, cPlane: Bool, dataDirection: UInt8, frame: UInt8, subframe: UInt8, slot: UInt8) {
        self.cPlane = cPlane
        self.dataDirection = dataDirection
        self.slot = UInt32(frame) << 16 | UInt32(subframe) << 8 | UInt32(slot)
        eAxC = t.eAxC
        sequenceId = t.sequenceId
        subsequenceId = t.subsequenceId
    }
}

/// The codec rules one PDU's findings violate (a finding names its rule, ``Finding/id``): one
/// per rule, with the severity and index of the rule's first finding in the PDU, in finding
/// order, as ``FronthaulCodecRules`` records them. Up to ``capacity`` rules, kept inline.
struct CodecViolations: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var handle: Int32 = -1
        /// Index in the PDU's findings of the rule's first finding.
        var finding: UInt16 = 0
        var severity: Finding.Severity = .note
    }

    static let capacity = 4
    private var entries: (Entry, Entry, Entry, Entry) = (Entry(), Entry(), Entry(), Entry())
    private(set) var count = 0
    /// Some mapped finding is an error: it covers the decoding error, if any (the error's own
    /// rule is then not recorded as well).
    private(set) var errorCovered = false

    /// Nil when the findings violate more than ``capacity`` rules, or there are more findings
    /// than a `UInt16` counts.
    init?(_ findings: [Finding], handles: [RuleID: Int]) {
        guard findings.count <= Int(UInt16.max) else { return nil }
        for i in findings.indices {
            guard let h = handles[findings[i].id] else { continue }
            let severity = findings[i].severity
            if severity == .error { errorCovered = true }
            if (0..<count).contains(where: { self[$0].handle == Int32(h) }) { continue }
            guard count < Self.capacity else { return nil }
            append(Entry(handle: Int32(h), finding: UInt16(i), severity: severity))
        }
    }

    subscript(index: Int) -> Entry {
        switch index {
        case 0: entries.0
        case 1: entries.1
        case 2: entries.2
        default: entries.3
        }
    }

    private mutating func append(_ entry: Entry) {
        switch count {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        default: entries.3 = entry
        }
        count += 1
    }

    static func == (a: CodecViolations, b: CodecViolations) -> Bool {
        a.count == b.count && a.errorCovered == b.errorCovered && (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }
}
