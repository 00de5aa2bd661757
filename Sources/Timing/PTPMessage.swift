import WireCore

/// PTP message types (IEEE 1588-2019 §13.3.2.2, Table 36).
public enum PTPMessageType: UInt8, Sendable, Hashable, CaseIterable {
    case sync = 0x0, delayReq = 0x1, pdelayReq = 0x2, pdelayResp = 0x3
    case followUp = 0x8, delayResp = 0x9, pdelayRespFollowUp = 0xA, announce = 0xB
    case signaling = 0xC, management = 0xD

    /// The name tshark shows in its info column ("Sync Message", …).
    public var infoName: String {
        switch self {
        case .sync: return "Sync Message"
        case .delayReq: return "Delay_Req Message"
        case .pdelayReq: return "Peer_Delay_Req Message"
        case .pdelayResp: return "Peer_Delay_Resp Message"
        case .followUp: return "Follow_Up Message"
        case .delayResp: return "Delay_Resp Message"
        case .pdelayRespFollowUp: return "Peer_Delay_Resp_Follow_Up Message"
        case .announce: return "Announce Message"
        case .signaling: return "Signalling Message"  // tshark spells it so
        case .management: return "Management Message"
        }
    }

    /// Minimum messageLength: header (34) + fixed body (IEEE 1588-2019 §13.5–13.12).
    public var minimumLength: Int {
        switch self {
        case .sync, .delayReq, .followUp, .signaling: return 44
        case .pdelayReq, .pdelayResp, .delayResp, .pdelayRespFollowUp: return 54
        case .announce: return 64
        case .management: return 48
        }
    }
}

/// A PTP Timestamp: 48-bit seconds + 32-bit nanoseconds (IEEE 1588-2019 §5.3.3).
public struct PTPTimestamp: Sendable, Hashable {
    public var seconds: UInt64
    public var nanoseconds: UInt32
    public init(seconds: UInt64, nanoseconds: UInt32) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }
}

/// PortIdentity: clockIdentity (8 octets) + portNumber (IEEE 1588-2019 §5.3.5).
public struct PTPPortIdentity: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var clockIdentity: UInt64
    public var portNumber: UInt16
    public init(clockIdentity: UInt64, portNumber: UInt16) {
        self.clockIdentity = clockIdentity
        self.portNumber = portNumber
    }
    public var description: String {
        let hex = String(clockIdentity, radix: 16)
        return String(repeating: "0", count: max(0, 16 - hex.count)) + hex + ":\(portNumber)"
    }
    public static func < (a: PTPPortIdentity, b: PTPPortIdentity) -> Bool {
        (a.clockIdentity, a.portNumber) < (b.clockIdentity, b.portNumber)
    }
}

/// Announce body (IEEE 1588-2019 §13.5.1, Table 43).
public struct PTPAnnounce: Sendable, Hashable {
    public var originTimestamp: PTPTimestamp
    public var currentUtcOffset: Int16
    public var grandmasterPriority1: UInt8
    public var clockClass: UInt8
    public var clockAccuracy: UInt8
    public var offsetScaledLogVariance: UInt16
    public var grandmasterPriority2: UInt8
    public var grandmasterIdentity: UInt64
    public var stepsRemoved: UInt16
    public var timeSource: UInt8

    public init(
        originTimestamp: PTPTimestamp, currentUtcOffset: Int16, grandmasterPriority1: UInt8, clockClass: UInt8,
        clockAccuracy: UInt8, offsetScaledLogVariance: UInt16, grandmasterPriority2: UInt8, grandmasterIdentity: UInt64,
        stepsRemoved: UInt16, timeSource: UInt8
    ) {
        self.originTimestamp = originTimestamp
        self.currentUtcOffset = currentUtcOffset
        self.grandmasterPriority1 = grandmasterPriority1
        self.clockClass = clockClass
        self.clockAccuracy = clockAccuracy
        self.offsetScaledLogVariance = offsetScaledLogVariance
        self.grandmasterPriority2 = grandmasterPriority2
        self.grandmasterIdentity = grandmasterIdentity
        self.stepsRemoved = stepsRemoved
        self.timeSource = timeSource
    }
}

/// Message-type specific body, decoded to header level plus timestamps.
public enum PTPBody: Sendable, Hashable {
    /// Sync, Delay_Req (originTimestamp), Follow_Up (preciseOriginTimestamp), Pdelay_Req.
    case timestamp(PTPTimestamp)
    /// Delay_Resp (receiveTimestamp), Pdelay_Resp (requestReceiptTimestamp), Pdelay_Resp_Follow_Up
    /// (responseOriginTimestamp), with the requesting port.
    case timestampAndPort(PTPTimestamp, PTPPortIdentity)
    case announce(PTPAnnounce)
    /// Signaling: targetPortIdentity (TLVs not decoded).
    case signaling(target: PTPPortIdentity)
    /// Management: not decoded beyond the header.
    case other
}

/// A PTPv2 message (IEEE 1588-2019 §13.3 common header, 34 octets), as carried in an Ethernet
/// frame with EtherType 0x88F7 or in UDP ports 319 / 320. ITU-T G.8275.1 uses the Ethernet
/// mapping.
///
/// ```
///  0: majorSdoId(4) messageType(4)   1: minorVersionPTP(4) versionPTP(4)
///  2: messageLength(16)              4: domainNumber   5: minorSdoId
///  6: flagField(16)                  8: correctionField(64, ns × 2^16)
/// 16: messageTypeSpecific(32)       20: sourcePortIdentity(80)
/// 30: sequenceId(16)                32: controlField   33: logMessageInterval (int8)
/// ```
public struct PTPMessage: Sendable, Hashable {
    public var majorSdoId: UInt8
    public var messageTypeRaw: UInt8
    public var messageType: PTPMessageType? { PTPMessageType(rawValue: messageTypeRaw) }
    public var minorVersionPTP: UInt8
    public var versionPTP: UInt8
    public var messageLength: UInt16
    public var domainNumber: UInt8
    public var minorSdoId: UInt8
    public var flags: UInt16
    /// correctionField, signed ns × 2^16.
    public var correctionField: Int64
    public var messageTypeSpecific: UInt32
    public var sourcePortIdentity: PTPPortIdentity
    public var sequenceId: UInt16
    public var controlField: UInt8
    public var logMessageInterval: Int8
    public var body: PTPBody
    /// Bit offset of the message in the outermost buffer (for field locations).
    public var baseBitOffset: Int

    public static let headerLength = 34

    /// Builds a message value (for tests and synthetic S-plane streams; no encoder yet).
    public init(
        majorSdoId: UInt8, messageTypeRaw: UInt8, minorVersionPTP: UInt8, versionPTP: UInt8, messageLength: UInt16,
        domainNumber: UInt8, minorSdoId: UInt8, flags: UInt16, correctionField: Int64, messageTypeSpecific: UInt32,
        sourcePortIdentity: PTPPortIdentity, sequenceId: UInt16, controlField: UInt8, logMessageInterval: Int8,
        body: PTPBody, baseBitOffset: Int
    ) {
        self.majorSdoId = majorSdoId
        self.messageTypeRaw = messageTypeRaw
        self.minorVersionPTP = minorVersionPTP
        self.versionPTP = versionPTP
        self.messageLength = messageLength
        self.domainNumber = domainNumber
        self.minorSdoId = minorSdoId
        self.flags = flags
        self.correctionField = correctionField
        self.messageTypeSpecific = messageTypeSpecific
        self.sourcePortIdentity = sourcePortIdentity
        self.sequenceId = sequenceId
        self.controlField = controlField
        self.logMessageInterval = logMessageInterval
        self.body = body
        self.baseBitOffset = baseBitOffset
    }
    public static let etherType: UInt16 = 0x88F7
    public static let eventPort: UInt16 = 319
    public static let generalPort: UInt16 = 320

    /// flagField bits as one 16-bit value (octet 0 high) (IEEE 1588-2019 §13.3.2.8, Table 37).
    public static let flagTwoStep: UInt16 = 0x0200
    public static let flagUnicast: UInt16 = 0x0400
    public var isTwoStep: Bool { flags & Self.flagTwoStep != 0 }

    /// Decodes one PTP message. `bytes` is the EtherType 0x88F7 payload or the UDP payload (it may
    /// carry Ethernet padding after messageLength). Errors are located from `baseBitOffset`.
    public static func decode(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int = 0) throws(DecodingError) -> PTPMessage {
        var r = BitReader(bytes, baseBitOffset: baseBitOffset)
        let major = UInt8(try r.read(4, field: "ptp.v2.majorsdoid"))
        let type = UInt8(try r.read(4, field: "ptp.v2.messagetype"))
        let minorVersion = UInt8(try r.read(4, field: "ptp.v2.minorversionptp"))
        let versionAt = r.absoluteBitOffset
        let version = UInt8(try r.read(4, field: "ptp.v2.versionptp"))
        guard version == 2 else {
            throw DecodingError(
                .unsupported, "versionPTP \(version) (only PTPv2 is decoded)", bitOffset: versionAt, bitLength: 4,
                fieldPath: "ptp.v2.versionptp")
        }
        let lengthAt = r.absoluteBitOffset
        let length = UInt16(try r.read(16, field: "ptp.v2.messagelength"))
        let domain = UInt8(try r.read(8, field: "ptp.v2.domainnumber"))
        let minorSdo = UInt8(try r.read(8, field: "ptp.v2.minorsdoid"))
        let flags = UInt16(try r.read(16, field: "ptp.v2.flags"))
        let correction = Int64(bitPattern: try r.read(64, field: "ptp.v2.correction.ns"))
        let specific = UInt32(try r.read(32, field: "ptp.v2.messagetypespecific"))
        let clock = try r.read(64, field: "ptp.v2.clockidentity")
        let port = UInt16(try r.read(16, field: "ptp.v2.sourceportid"))
        let sequence = UInt16(try r.read(16, field: "ptp.v2.sequenceid"))
        let control = UInt8(try r.read(8, field: "ptp.v2.controlfield"))
        let logInterval = Int8(bitPattern: UInt8(try r.read(8, field: "ptp.v2.logmessageperiod")))

        guard let messageType = PTPMessageType(rawValue: type) else {
            throw DecodingError(
                .reservedValue, "messageType \(type) is reserved", bitOffset: baseBitOffset + 4, bitLength: 4,
                fieldPath: "ptp.v2.messagetype")
        }
        guard Int(length) >= messageType.minimumLength else {
            throw DecodingError(
                .invalidValue,
                "messageLength \(length) is below the \(messageType.minimumLength) octets of a "
                    + messageType.infoName, bitOffset: lengthAt, bitLength: 16, fieldPath: "ptp.v2.messagelength")
        }
        guard Int(length) <= bytes.count else {
            throw DecodingError(
                .lengthExceedsEnclosing, "messageLength \(length) exceeds the \(bytes.count) octets available",
                bitOffset: lengthAt, bitLength: 16, fieldPath: "ptp.v2.messagelength")
        }
        // The body is read inside messageLength; length ≥ minimumLength makes the reads below safe,
        // but they stay checked.
        let body: PTPBody
        switch messageType {
        case .sync, .delayReq:
            body = .timestamp(try readTimestamp(&r, "ptp.v2.sdr.origintimestamp"))
        case .followUp:
            body = .timestamp(try readTimestamp(&r, "ptp.v2.fu.preciseorigintimestamp"))
        case .pdelayReq:
            body = .timestamp(try readTimestamp(&r, "ptp.v2.pdrq.origintimestamp"))
        case .delayResp:
            let ts = try readTimestamp(&r, "ptp.v2.dr.receivetimestamp")
            body = .timestampAndPort(
                ts, try readPort(&r, "ptp.v2.dr.requestingsourceportidentity", "ptp.v2.dr.requestingsourceportid"))
        case .pdelayResp:
            let ts = try readTimestamp(&r, "ptp.v2.pdrs.requestreceipttimestamp")
            body = .timestampAndPort(
                ts, try readPort(&r, "ptp.v2.pdrs.requestingportidentity", "ptp.v2.pdrs.requestingsourceportid"))
        case .pdelayRespFollowUp:
            let ts = try readTimestamp(&r, "ptp.v2.pdfu.responseorigintimestamp")
            body = .timestampAndPort(
                ts, try readPort(&r, "ptp.v2.pdfu.requestingportidentity", "ptp.v2.pdfu.requestingsourceportid"))
        case .announce:
            let origin = try readTimestamp(&r, "ptp.v2.an.origintimestamp")
            let utc = Int16(bitPattern: UInt16(try r.read(16, field: "ptp.v2.an.origincurrentutcoffset")))
            try r.skip(8, field: "ptp.v2.an.reserved")
            let p1 = UInt8(try r.read(8, field: "ptp.v2.an.priority1"))
            let cls = UInt8(try r.read(8, field: "ptp.v2.an.grandmasterclockclass"))
            let acc = UInt8(try r.read(8, field: "ptp.v2.an.grandmasterclockaccuracy"))
            let variance = UInt16(try r.read(16, field: "ptp.v2.an.grandmasterclockvariance"))
            let p2 = UInt8(try r.read(8, field: "ptp.v2.an.priority2"))
            let gm = try r.read(64, field: "ptp.v2.an.grandmasterclockidentity")
            let steps = UInt16(try r.read(16, field: "ptp.v2.an.localstepsremoved"))
            let source = UInt8(try r.read(8, field: "ptp.v2.timesource"))
            body = .announce(
                PTPAnnounce(
                    originTimestamp: origin, currentUtcOffset: utc, grandmasterPriority1: p1, clockClass: cls,
                    clockAccuracy: acc, offsetScaledLogVariance: variance, grandmasterPriority2: p2,
                    grandmasterIdentity: gm, stepsRemoved: steps, timeSource: source))
        case .signaling:
            body = .signaling(target: try readPort(&r, "ptp.v2.sig.targetportidentity", "ptp.v2.sig.targetportid"))
        case .management:
            body = .other
        }
        return PTPMessage(
            majorSdoId: major, messageTypeRaw: type, minorVersionPTP: minorVersion, versionPTP: version,
            messageLength: length, domainNumber: domain, minorSdoId: minorSdo, flags: flags,
            correctionField: correction, messageTypeSpecific: specific,
            sourcePortIdentity: PTPPortIdentity(clockIdentity: clock, portNumber: port), sequenceId: sequence,
            controlField: control, logMessageInterval: logInterval, body: body, baseBitOffset: baseBitOffset)
    }

    static func readTimestamp(_ r: inout BitReader, _ name: String) throws(DecodingError) -> PTPTimestamp {
        let s = try r.read(48, field: name + ".seconds")
        let ns = UInt32(try r.read(32, field: name + ".nanoseconds"))
        return PTPTimestamp(seconds: s, nanoseconds: ns)
    }

    static func readPort(_ r: inout BitReader, _ clockName: String, _ portName: String) throws(DecodingError)
        -> PTPPortIdentity
    {
        let c = try r.read(64, field: clockName)
        let p = UInt16(try r.read(16, field: portName))
        return PTPPortIdentity(clockIdentity: c, portNumber: p)
    }

    /// One-line summary, as tshark's info column ("Sync Message", "Announce Message", …).
    public var summary: String { messageType?.infoName ?? "Reserved(\(messageTypeRaw)) Message" }

    /// The announce body, when this is an Announce.
    public var announce: PTPAnnounce? {
        if case .announce(let a) = body { return a }
        return nil
    }

    /// The message's main timestamp (origin / precise origin / receive / request receipt / response
    /// origin), when it has one.
    public var timestamp: PTPTimestamp? {
        switch body {
        case .timestamp(let t): return t
        case .timestampAndPort(let t, _): return t
        case .announce(let a): return a.originTimestamp
        case .signaling, .other: return nil
        }
    }
}
