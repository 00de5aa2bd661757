import WireCore

/// eCPRI common header, 4 bytes (eCPRI v2.0 §3.1.3.1).
///
/// ```
/// | revision(4) | reserved(3) | C(1) | messageType(8) | payloadSize(16) |
/// ```
public struct ECPRICommonHeader: Hashable, Sendable {
    public var revision: UInt8 = 1
    public var reserved: UInt8 = 0
    /// C bit: another eCPRI message follows at the next 4-byte boundary (§3.1.3.1.3).
    public var concatenation: Bool = false
    public var messageType: UInt8
    /// Bytes after this 4-byte header.
    public var payloadSize: UInt16
    public init(revision: UInt8 = 1, reserved: UInt8 = 0, concatenation: Bool = false, messageType: UInt8, payloadSize: UInt16) {
        self.revision = revision
        self.reserved = reserved
        self.concatenation = concatenation
        self.messageType = messageType
        self.payloadSize = payloadSize
    }

    func emit<S: BitSink>(_ s: inout S) {
        s.put("ecpri.revision", revision, 4)
        s.put("ecpri.reserved", reserved, 3)
        s.put("ecpri.cbit", concatenation)
        s.put("ecpri.type", messageType, 8)
        s.put("ecpri.size", payloadSize, 16)
    }
}

/// eCPRI message types (eCPRI v2.0 §3.2.4).
public enum ECPRIMessageType {
    public static let iqData: UInt8 = 0
    public static let bitSequence: UInt8 = 1
    public static let realTimeControl: UInt8 = 2
    public static let genericDataTransfer: UInt8 = 3
    public static let remoteMemoryAccess: UInt8 = 4
    public static let oneWayDelay: UInt8 = 5
    public static let remoteReset: UInt8 = 6
    public static let eventIndication: UInt8 = 7
    public static let iwfStartUp: UInt8 = 8
    public static let iwfOperation: UInt8 = 9
    public static let iwfMapping: UInt8 = 10
    public static let iwfDelayControl: UInt8 = 11
    /// Minimum payload per type as Wireshark checks it (`ecpri.payload.size.invalid`).
    public static func minimumPayload(_ type: UInt8) -> Int? {
        switch type {
        case 0, 1, 2: 4
        case 3: 8
        case 4: 12
        case 5: 20
        case 6: 3
        case 7: 4
        case 8: 9
        case 11: 12
        default: nil
        }
    }
    public static func name(_ type: UInt8) -> String {
        switch type {
        case 0: "IQ Data"
        case 1: "Bit Sequence"
        case 2: "Real-Time Control Data"
        case 3: "Generic Data Transfer"
        case 4: "Remote Memory Access"
        case 5: "One-Way Delay Measurement"
        case 6: "Remote Reset"
        case 7: "Event Indication"
        case 8: "IWF Start-Up"
        case 9: "IWF Operation"
        case 10: "IWF Mapping"
        case 11: "IWF Delay Control"
        case 64...255: "Vendor Specific"
        default: "Reserved"
        }
    }
}

/// The O-RAN transport fields after the eCPRI common header of types 0 and 2
/// (O-RAN.WG4.CUS §5.1.3.1.6, §5.1.3.1.7): ecpriPcid / ecpriRtcid (the eAxC ID) and ecpriSeqid.
public struct ORANTransportHeader: Hashable, Sendable {
    public var eAxC: UInt16
    public var sequenceId: UInt8
    /// E bit: last message of a subsequence (1 without radio-transport fragmentation).
    public var eBit: Bool = true
    public var subsequenceId: UInt8 = 0
    public init(eAxC: UInt16, sequenceId: UInt8, eBit: Bool = true, subsequenceId: UInt8 = 0) {
        self.eAxC = eAxC
        self.sequenceId = sequenceId
        self.eBit = eBit
        self.subsequenceId = subsequenceId
    }
    /// `overRoE`: the fields are RoEorderInfo's (CUS Table 5.1.3.3.5-1), so the eAxC ID is
    /// `roe.eaxc` and no eCPRI field is named.
    func emit<S: BitSink>(_ s: inout S, split: EAxCSplit, messageType: UInt8, overRoE: Bool = false) {
        let e = split.split(eAxC)
        // the whole eAxC ID under eCPRI's name (tshark 4.0.17 shows it only when O-RAN does not claim the message)
        s.put(overRoE ? "roe.eaxc" : messageType == 2 ? "ecpri.rtcid" : "ecpri.pcid", eAxC, 16)
        s.derived("oran_fh_cus.du_port_id", .unsigned(UInt64(e.duPort)))
        s.derived("oran_fh_cus.bandsector_id", .unsigned(UInt64(e.bandSector)))
        s.derived("oran_fh_cus.cc_id", .unsigned(UInt64(e.cc)))
        s.derived("oran_fh_cus.ru_port_id", .unsigned(UInt64(e.ruPort)))
        s.derived("oran_fh_cus.c_eaxc_id", .string(e.description))
        s.put("oran_fh_cus.sequence_id", sequenceId, 8)
        s.put("oran_fh_cus.e_bit", eBit)
        s.put("oran_fh_cus.subsequence_id", subsequenceId, 7)
        if !overRoE { s.derived("ecpri.seqid", .unsigned(UInt64(sequenceId) << 8 | (eBit ? 0x80 : 0) | UInt64(subsequenceId))) }
    }
}

/// eCPRI type 5, one-way delay measurement (eCPRI v2.0 §3.2.4.6).
public struct OneWayDelayMeasurement: Hashable, Sendable {
    public var measurementId: UInt8
    /// 0 Request, 1 Request w/ Follow_Up, 2 Response, 3 Remote Request, 4 Remote Request w/ Follow_Up, 5 Follow_Up.
    public var actionType: UInt8
    /// Timestamp seconds (48 bits) and nanoseconds.
    public var seconds: UInt64
    public var nanoseconds: UInt32
    /// Compensation value, PTP correctionField format (signed ns × 2^16), kept raw as on the wire.
    public var compensation: UInt64
    public var dummy: [UInt8] = []
    public init(measurementId: UInt8, actionType: UInt8, seconds: UInt64, nanoseconds: UInt32, compensation: UInt64, dummy: [UInt8] = []) {
        self.measurementId = measurementId
        self.actionType = actionType
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.compensation = compensation
        self.dummy = dummy
    }
    /// The compensation value in nanoseconds (signed, /2^16).
    public var compensationNanoseconds: Double { Double(Int64(bitPattern: compensation)) / 65536 }

    func emit<S: BitSink>(_ s: inout S) {
        s.put("ecpri.measurementid", measurementId, 8)
        s.put("ecpri.actiontype", actionType, 8)
        s.put("ecpri.sec", seconds, 48)
        s.put("ecpri.nanosec", nanoseconds, 32)
        s.put("ecpri.compval", compensation, 64)
        if !dummy.isEmpty { s.putBytes("ecpri.data", dummy[...]) }
    }

    static func decode(_ r: inout BitReader) throws(DecodingError) -> OneWayDelayMeasurement {
        let id = try r.read(8, field: "ecpri.measurementid")
        let action = try r.read(8, field: "ecpri.actiontype")
        let sec = try r.read(48, field: "ecpri.sec")
        let ns = try r.read(32, field: "ecpri.nanosec")
        let comp = try r.read(64, field: "ecpri.compval")
        let dummy = Array(r.remainingSlice)
        r.skipBits(r.remainingBits)
        return OneWayDelayMeasurement(
            measurementId: UInt8(id), actionType: UInt8(action), seconds: sec, nanoseconds: UInt32(ns),
            compensation: comp, dummy: dummy)
    }

    /// FH-OWD-TS / FH-OWD-COMP (eCPRI v2.0 §3.2.4.6).
    func findings(bodyBitOffset base: Int) -> [Finding] {
        var out: [Finding] = []
        if actionType >= 6 {
            out.append(Finding(id: FronthaulRuleRegistry.oneWayDelayTimestamp.id, severity: .warning, message: "action type \(actionType) is reserved", fieldPath: "ecpri.actiontype", bitOffset: base + 8, bitLength: 8))
        }
        // Action types 0, 2 and 5 carry a timestamp (no set built per message).
        let timed = actionType == 0 || actionType == 2 || actionType == 5
        if !timed {
            if seconds != 0 || nanoseconds != 0 {
                out.append(Finding(id: FronthaulRuleRegistry.oneWayDelayTimestamp.id, severity: .warning, message: "timestamp must be zero for action type \(actionType)", fieldPath: "ecpri.timestamp", bitOffset: base + 16, bitLength: 80))
            }
            if compensation != 0 {
                out.append(Finding(id: FronthaulRuleRegistry.oneWayDelayCompensation.id, severity: .warning, message: "compensation value must be zero for action type \(actionType)", fieldPath: "ecpri.compval", bitOffset: base + 96, bitLength: 64))
            }
        }
        return out
    }
}

/// What follows the eCPRI common header.
///
/// The C- and U-plane cases are `indirect`: a message is copied wherever a rule or the per-PDU
/// facts read it, and a copy of a boxed payload is one reference count instead of one per array
/// the message holds (sections, extensions, trailing bytes).
public enum ECPRIBody: Hashable, Sendable {
    /// Type 0 carrying an O-RAN U-plane message.
    indirect case uPlane(ORANTransportHeader, UPlaneMessage)
    /// Type 2 carrying an O-RAN C-plane message.
    indirect case cPlane(ORANTransportHeader, CPlaneMessage)
    /// Type 5.
    case oneWayDelay(OneWayDelayMeasurement)
    /// Any other type, decoded at header level (eCPRI v2.0 §3.2.4) into named fields.
    case headerLevel([WireField])
    /// Not decoded (the decoder stopped with an error inside it, or the revision is unknown).
    case opaque([UInt8])
}

/// One eCPRI message (of possibly several concatenated in one PDU).
public struct ECPRIMessage: Hashable, Sendable {
    public var header: ECPRICommonHeader
    public var body: ECPRIBody
    /// Bytes after the body up to the next 4-byte-aligned message (C=1 only).
    public var alignmentPadding: [UInt8] = []
    public init(header: ECPRICommonHeader, body: ECPRIBody, alignmentPadding: [UInt8] = []) {
        self.header = header
        self.body = body
        self.alignmentPadding = alignmentPadding
    }

    /// The eAxC and transport header for O-RAN messages.
    public var transport: ORANTransportHeader? {
        switch body {
        case .uPlane(let t, _), .cPlane(let t, _): t
        default: nil
        }
    }

    /// The flow of a C-plane or U-plane message: eAxC (O-RAN.WG4.CUS §5.1.3.1), plane and
    /// dataDirection; nil for other eCPRI message types. Read in place (no copy of the sections),
    /// for per-message tallies.
    public var oranFlow: (eAxC: UInt16, uPlane: Bool, downlink: Bool)? {
        switch body {
        case .uPlane(let t, let u): (t.eAxC, true, u.dataDirection != 0)
        case .cPlane(let t, let c): (t.eAxC, false, c.dataDirection != 0)
        default: nil
        }
    }

    /// `roe`: the message came over IEEE 1914.3 (``RoEHeader``), whose header stands where the
    /// eCPRI common header would (the RoE header's first four octets, then RoEorderInfo as the
    /// transport fields).
    func emit<S: BitSink>(_ s: inout S, context: FronthaulContext, roe: RoEHeader? = nil) {
        if let roe {
            s.begin("IEEE 1914.3 RoE, O-RAN \(header.messageType == 2 ? "C-plane" : "U-plane")")
            roe.emitLeadingFields(&s)
            s.derived("roe.orderinginfo", .unsigned(UInt64(roe.orderingInfo)))
        } else {
            s.begin("eCPRI \(ECPRIMessageType.name(header.messageType))")
            header.emit(&s)
        }
        switch body {
        case .uPlane(let t, let u):
            t.emit(&s, split: context.eaxcSplit, messageType: 0, overRoE: roe != nil)
            u.emit(&s, iq: context.showIQ ? IQDisplay(context: context, eAxC: t.eAxC) : nil)
        case .cPlane(let t, let c):
            t.emit(&s, split: context.eaxcSplit, messageType: 2, overRoE: roe != nil)
            c.emit(&s, context: context)
        case .oneWayDelay(let d):
            d.emit(&s)
        case .headerLevel(let fields):
            fields.emit(&s)
        case .opaque(let bytes):
            s.putBytes("ecpri.payload", bytes[...])
        }
        if !alignmentPadding.isEmpty { s.putBytes("", alignmentPadding[...]) }
        s.end()
    }

    /// Header-level decoding of the types O-RAN does not use (eCPRI v2.0 §3.2.4.2–§3.2.4.12).
    static func decodeHeaderLevel(type: UInt8, _ r: inout BitReader) throws(DecodingError) -> [WireField] {
        var sc = FieldScanner(r)
        switch type {
        case 0:
            try sc.u("ecpri.pcid", 16)
            try sc.u("ecpri.seqid", 16)
        case 1:
            try sc.u("ecpri.pcid", 16)
            try sc.u("ecpri.seqid", 16)
        case 2:
            try sc.u("ecpri.rtcid", 16)
            try sc.u("ecpri.seqid", 16)
        case 3:
            try sc.u("ecpri.pcid", 32)
            try sc.u("ecpri.seqid", 32)
        case 4:
            try sc.u("ecpri.rmaid", 8)
            try sc.u("ecpri.rw", 4)
            try sc.u("ecpri.reqresp", 4)
            try sc.u("ecpri.elementid", 16)
            try sc.u("ecpri.address", 48)
            try sc.u("ecpri.length", 16)
        case 6:
            try sc.u("ecpri.resetid", 16)
            try sc.u("ecpri.resetcode", 8)
        case 7:
            try sc.u("ecpri.eventid", 8)
            try sc.u("ecpri.eventtype", 8)
            try sc.u("ecpri.seqnum", 8)
            let n = try sc.u("ecpri.numberfaultnotif", 8)
            for _ in 0..<n where sc.remainingBits >= 64 {
                try sc.u("ecpri.element", 16)
                try sc.u("ecpri.raisecease", 4)
                try sc.u("ecpri.faultnotif", 12)
                try sc.u("ecpri.addinfo", 32)
            }
        case 11:
            // IWF delay control (eCPRI v2.0 §3.2.4.12; layout our reading, not verified against the
            // clause text): PC_ID(32), RowID(8), ActionType(8), DelayA(16), DelayB(16) per our
            // reading of the 12-byte layout; names follow the ecpri.* style.
            try sc.u("ecpri.pcid", 32)
            try sc.u("ecpri.rowid", 8)
            try sc.u("ecpri.actiontype", 8)
            try sc.u("ecpri.delaya", 16)
            try sc.u("ecpri.delayb", 16)
        default:
            break
        }
        try sc.octets("ecpri.data", sc.reader.remainingBytes)
        r = sc.reader
        return sc.fields
    }
}

/// IEEE 1914.3 (RoE) transport header carrying an O-RAN message, the alternative to the eCPRI
/// header that O-RAN.WG4.CUS §5.1.1, §7.1.1 and §8.1.1 allow ("either eCPRI or IEEE 1914.3
/// shall be used"; optional for O-DU and O-RU, §10 Table 10.2-1).
///
/// ```
/// | RoEsubType(8) | RoEflowId(8) | RoElength(16) | RoEorderInfo(32) |
/// ```
/// (CUS §5.1.3.3, Table 5.1.3.3.1-1.) The header is 8 octets like the eCPRI common header with
/// ecpriRtcid/ecpriPcid and ecpriSeqid (§5.1.3.1), so the O-RAN application header starts at
/// the same octet 9 of the transport header. RoEorderInfo holds the same four octets as those
/// two eCPRI fields (§5.1.3.3.5, Table 5.1.3.3.5-1): the eAxC ID (16 bits, split as the M-plane
/// configures), the Sequence ID (8), the E bit and the Subsequence ID (7); §5.3 calls them "the
/// equivalent fields in RoE packet headers". RoElength is the size of the payload after the
/// 8-octet header (§5.1.3.3.4), the FCS excluded. RoEflowId has no O-RAN use (§5.1.3.3.3; 0xFF
/// marks RoE control packets).
public struct RoEHeader: Hashable, Sendable {
    public static let etherType: UInt16 = 0xFC3D
    public var subType: UInt8
    public var flowId: UInt8
    /// Payload length in bytes after this 8-byte header.
    public var length: UInt16
    public var orderingInfo: UInt32
    public init(subType: UInt8, flowId: UInt8, length: UInt16, orderingInfo: UInt32) {
        self.subType = subType
        self.flowId = flowId
        self.length = length
        self.orderingInfo = orderingInfo
    }
    func emit<S: BitSink>(_ s: inout S) {
        emitLeadingFields(&s)
        s.put("roe.orderinginfo", orderingInfo, 32)
    }
    /// subType, flowID and length; RoEorderInfo as a whole is a derived field here (its four
    /// octets are the O-RAN transport fields that follow).
    func emitLeadingFields<S: BitSink>(_ s: inout S) {
        s.put("roe.subtype", subType, 8)
        s.put("roe.flowid", flowId, 8)
        s.put("roe.length", length, 16)
    }
    /// The O-RAN subType mappings (CUS §5.1.3.3.2, Table 5.1.3.3.2-1): 128 U-plane, 129 U-plane
    /// with concatenation, 130 C-plane, 131 C-plane with concatenation.
    public static let oranSubTypes: ClosedRange<UInt8> = 128...131

    /// The eCPRI message type an O-RAN subType stands for: 0 (IQ data, the U-plane) or 2
    /// (real-time control, the C-plane); nil for any other subType (RoE control packets, other
    /// mappers).
    public static func oranMessageType(subType: UInt8) -> UInt8? {
        switch subType {
        case 128, 129: ECPRIMessageType.iqData
        case 130, 131: ECPRIMessageType.realTimeControl
        default: nil
        }
    }

    /// Whether the subType is one of the "with concatenation" mappings (129, 131), whose layout
    /// of a second message the clause does not give.
    public var isConcatenatedMapping: Bool { subType == 129 || subType == 131 }

    public static func decode(_ r: inout BitReader) throws(DecodingError) -> RoEHeader {
        RoEHeader(
            subType: UInt8(try r.read(8, field: "roe.subtype")), flowId: UInt8(try r.read(8, field: "roe.flowid")),
            length: UInt16(try r.read(16, field: "roe.length")), orderingInfo: UInt32(try r.read(32, field: "roe.orderinginfo")))
    }
    public func encode() -> [UInt8] {
        var s = ByteSink()
        emit(&s)
        return s.bytes
    }
}
