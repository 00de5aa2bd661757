import WireCore

/// Every field the PTP decoder emits (`ptp.v2.*`, tshark 4.0.17's names): the common header,
/// the flags, and the bodies of Sync, Delay_Req, Follow_Up, Delay_Resp, the peer-delay messages,
/// Announce and Signaling (IEEE 1588-2019 clause 13).
public enum PTPFields {
    public static let ptp = FieldSpec.protocolName(
        "ptp", "Precision Time Protocol (IEEE 1588) over Ethernet or UDP: the S-plane", clause: "IEEE 1588-2019 §13")
    public static let majorSdoId = FieldSpec(
        "ptp.v2.majorsdoid", .unsigned, bits: 4, "majorSdoId (transportSpecific in 1588-2008)", clause: "IEEE 1588-2019 §13.3")
    public static let messageType = FieldSpec(
        "ptp.v2.messagetype", .unsigned, bits: 4, "messageType: 0 Sync, 1 Delay_Req, 2 Pdelay_Req, 3 Pdelay_Resp, 8 Follow_Up, 9 Delay_Resp, 11 Announce, 12 Signaling…",
        clause: "IEEE 1588-2019 §13.3")
    public static let minorVersion = FieldSpec(
        "ptp.v2.minorversionptp", .unsigned, bits: 4, "minorVersionPTP", clause: "IEEE 1588-2019 §13.3")
    public static let version = FieldSpec(
        "ptp.v2.versionptp", .unsigned, bits: 4, "versionPTP (2)", clause: "IEEE 1588-2019 §13.3")
    public static let messageLength = FieldSpec(
        "ptp.v2.messagelength", .unsigned, bits: 16, "messageLength: bytes of the message, header included",
        clause: "IEEE 1588-2019 §13.3")
    public static let domain = FieldSpec(
        "ptp.v2.domainnumber", .unsigned, bits: 8, "domainNumber (G.8275.1: 24–43)", clause: "IEEE 1588-2019 §13.3")
    public static let minorSdoId = FieldSpec(
        "ptp.v2.minorsdoid", .unsigned, bits: 8, "minorSdoId", clause: "IEEE 1588-2019 §13.3")
    public static let flags = FieldSpec(
        "ptp.v2.flags", .unsigned, bits: 16, "flagField, the 16 flag bits", clause: "IEEE 1588-2019 §13.3")
    public static let flagSecurity = FieldSpec(
        "ptp.v2.flags.security", .boolean, bits: 1, "Security flag (flagField octet 0, bit 7)", clause: "IEEE 1588-2019 §13.3")
    public static let flagSpecific2 = FieldSpec(
        "ptp.v2.flags.specific2", .boolean, bits: 1, "PTP profile Specific 2", clause: "IEEE 1588-2019 §13.3")
    public static let flagSpecific1 = FieldSpec(
        "ptp.v2.flags.specific1", .boolean, bits: 1, "PTP profile Specific 1", clause: "IEEE 1588-2019 §13.3")
    public static let flagUnicast = FieldSpec(
        "ptp.v2.flags.unicast", .boolean, bits: 1, "unicastFlag", clause: "IEEE 1588-2019 §13.3")
    public static let flagTwoStep = FieldSpec(
        "ptp.v2.flags.twostep", .boolean, bits: 1, "twoStepFlag: a Follow_Up carries the precise time",
        clause: "IEEE 1588-2019 §13.3")
    public static let flagAlternateMaster = FieldSpec(
        "ptp.v2.flags.alternatemaster", .boolean, bits: 1, "alternateMasterFlag", clause: "IEEE 1588-2019 §13.3")
    public static let flagSynchronizationUncertain = FieldSpec(
        "ptp.v2.flags.synchronizationUncertain", .boolean, bits: 1, "synchronizationUncertain", clause: "IEEE 1588-2019 §13.3")
    public static let flagFrequencyTraceable = FieldSpec(
        "ptp.v2.flags.frequencytraceable", .boolean, bits: 1, "frequencyTraceable", clause: "IEEE 1588-2019 §13.3")
    public static let flagTimeTraceable = FieldSpec(
        "ptp.v2.flags.timetraceable", .boolean, bits: 1, "timeTraceable", clause: "IEEE 1588-2019 §13.3")
    public static let flagTimescale = FieldSpec(
        "ptp.v2.flags.timescale", .boolean, bits: 1, "ptpTimescale", clause: "IEEE 1588-2019 §13.3")
    public static let flagUTCReasonable = FieldSpec(
        "ptp.v2.flags.utcreasonable", .boolean, bits: 1, "currentUtcOffsetValid", clause: "IEEE 1588-2019 §13.3")
    public static let flagLeap59 = FieldSpec(
        "ptp.v2.flags.li59", .boolean, bits: 1, "leap59: the last minute of the day has 59 s", clause: "IEEE 1588-2019 §13.3")
    public static let flagLeap61 = FieldSpec(
        "ptp.v2.flags.li61", .boolean, bits: 1, "leap61: the last minute of the day has 61 s", clause: "IEEE 1588-2019 §13.3")
    public static let correctionNanoseconds = FieldSpec(
        "ptp.v2.correction.ns", .signed, bits: 64, "correctionField, whole nanoseconds (the field is ns × 2^16)",
        clause: "IEEE 1588-2019 §13.3")
    public static let correctionSubnanoseconds = FieldSpec(
        "ptp.v2.correction.subns", .double, bits: 64, "correctionField, the fraction of a nanosecond",
        clause: "IEEE 1588-2019 §13.3")
    public static let messageTypeSpecific = FieldSpec(
        "ptp.v2.messagetypespecific", .unsigned, bits: 32, "messageTypeSpecific", clause: "IEEE 1588-2019 §13.3")
    public static let clockIdentity = FieldSpec(
        "ptp.v2.clockidentity", .unsigned, bits: 64, "sourcePortIdentity.clockIdentity", clause: "IEEE 1588-2019 §13.3")
    public static let sourcePort = FieldSpec(
        "ptp.v2.sourceportid", .unsigned, bits: 16, "sourcePortIdentity.portNumber", clause: "IEEE 1588-2019 §13.3")
    public static let sequenceId = FieldSpec(
        "ptp.v2.sequenceid", .unsigned, bits: 16, "sequenceId, per message type and sender", clause: "IEEE 1588-2019 §13.3")
    public static let controlField = FieldSpec(
        "ptp.v2.controlfield", .unsigned, bits: 8, "controlField (1588-2008 compatibility)", clause: "IEEE 1588-2019 §13.3")
    public static let logMessageInterval = FieldSpec(
        "ptp.v2.logmessageperiod", .signed, bits: 8, "logMessageInterval: log2 of the message interval in seconds",
        clause: "IEEE 1588-2019 §13.3")
    public static let syncOriginSeconds = FieldSpec(
        "ptp.v2.sdr.origintimestamp.seconds", .unsigned, bits: 48, "Sync / Delay_Req originTimestamp, seconds",
        clause: "IEEE 1588-2019 §13.6")
    public static let syncOriginNanoseconds = FieldSpec(
        "ptp.v2.sdr.origintimestamp.nanoseconds", .unsigned, bits: 32, "Sync / Delay_Req originTimestamp, nanoseconds",
        clause: "IEEE 1588-2019 §13.6")
    public static let followUpOriginSeconds = FieldSpec(
        "ptp.v2.fu.preciseorigintimestamp.seconds", .unsigned, bits: 48, "Follow_Up preciseOriginTimestamp, seconds",
        clause: "IEEE 1588-2019 §13.7")
    public static let followUpOriginNanoseconds = FieldSpec(
        "ptp.v2.fu.preciseorigintimestamp.nanoseconds", .unsigned, bits: 32, "Follow_Up preciseOriginTimestamp, nanoseconds",
        clause: "IEEE 1588-2019 §13.7")
    public static let delayRespReceiveSeconds = FieldSpec(
        "ptp.v2.dr.receivetimestamp.seconds", .unsigned, bits: 48, "Delay_Resp receiveTimestamp, seconds",
        clause: "IEEE 1588-2019 §13.8")
    public static let delayRespReceiveNanoseconds = FieldSpec(
        "ptp.v2.dr.receivetimestamp.nanoseconds", .unsigned, bits: 32, "Delay_Resp receiveTimestamp, nanoseconds",
        clause: "IEEE 1588-2019 §13.8")
    public static let delayRespClock = FieldSpec(
        "ptp.v2.dr.requestingsourceportidentity", .unsigned, bits: 64, "Delay_Resp requestingPortIdentity.clockIdentity",
        clause: "IEEE 1588-2019 §13.8")
    public static let delayRespPort = FieldSpec(
        "ptp.v2.dr.requestingsourceportid", .unsigned, bits: 16, "Delay_Resp requestingPortIdentity.portNumber",
        clause: "IEEE 1588-2019 §13.8")
    public static let pdelayReqOriginSeconds = FieldSpec(
        "ptp.v2.pdrq.origintimestamp.seconds", .unsigned, bits: 48, "Pdelay_Req originTimestamp, seconds",
        clause: "IEEE 1588-2019 §13.9")
    public static let pdelayReqOriginNanoseconds = FieldSpec(
        "ptp.v2.pdrq.origintimestamp.nanoseconds", .unsigned, bits: 32, "Pdelay_Req originTimestamp, nanoseconds",
        clause: "IEEE 1588-2019 §13.9")
    public static let pdelayRespReceiptSeconds = FieldSpec(
        "ptp.v2.pdrs.requestreceipttimestamp.seconds", .unsigned, bits: 48, "Pdelay_Resp requestReceiptTimestamp, seconds",
        clause: "IEEE 1588-2019 §13.10")
    public static let pdelayRespReceiptNanoseconds = FieldSpec(
        "ptp.v2.pdrs.requestreceipttimestamp.nanoseconds", .unsigned, bits: 32, "Pdelay_Resp requestReceiptTimestamp, nanoseconds",
        clause: "IEEE 1588-2019 §13.10")
    public static let pdelayRespClock = FieldSpec(
        "ptp.v2.pdrs.requestingportidentity", .unsigned, bits: 64, "Pdelay_Resp requestingPortIdentity.clockIdentity",
        clause: "IEEE 1588-2019 §13.10")
    public static let pdelayRespPort = FieldSpec(
        "ptp.v2.pdrs.requestingsourceportid", .unsigned, bits: 16, "Pdelay_Resp requestingPortIdentity.portNumber",
        clause: "IEEE 1588-2019 §13.10")
    public static let pdelayFollowUpOriginSeconds = FieldSpec(
        "ptp.v2.pdfu.responseorigintimestamp.seconds", .unsigned, bits: 48, "Pdelay_Resp_Follow_Up responseOriginTimestamp, seconds",
        clause: "IEEE 1588-2019 §13.11")
    public static let pdelayFollowUpOriginNanoseconds = FieldSpec(
        "ptp.v2.pdfu.responseorigintimestamp.nanoseconds", .unsigned, bits: 32, "Pdelay_Resp_Follow_Up responseOriginTimestamp, nanoseconds",
        clause: "IEEE 1588-2019 §13.11")
    public static let pdelayFollowUpClock = FieldSpec(
        "ptp.v2.pdfu.requestingportidentity", .unsigned, bits: 64, "Pdelay_Resp_Follow_Up requestingPortIdentity.clockIdentity",
        clause: "IEEE 1588-2019 §13.11")
    public static let pdelayFollowUpPort = FieldSpec(
        "ptp.v2.pdfu.requestingsourceportid", .unsigned, bits: 16, "Pdelay_Resp_Follow_Up requestingPortIdentity.portNumber",
        clause: "IEEE 1588-2019 §13.11")
    public static let announceOriginSeconds = FieldSpec(
        "ptp.v2.an.origintimestamp.seconds", .unsigned, bits: 48, "Announce originTimestamp, seconds",
        clause: "IEEE 1588-2019 §13.5")
    public static let announceOriginNanoseconds = FieldSpec(
        "ptp.v2.an.origintimestamp.nanoseconds", .unsigned, bits: 32, "Announce originTimestamp, nanoseconds",
        clause: "IEEE 1588-2019 §13.5")
    public static let announceUTCOffset = FieldSpec(
        "ptp.v2.an.origincurrentutcoffset", .signed, bits: 16, "Announce currentUtcOffset (TAI − UTC in seconds)",
        clause: "IEEE 1588-2019 §13.5")
    public static let announcePriority1 = FieldSpec(
        "ptp.v2.an.priority1", .unsigned, bits: 8, "Announce grandmasterPriority1", clause: "IEEE 1588-2019 §13.5")
    public static let announceClockClass = FieldSpec(
        "ptp.v2.an.grandmasterclockclass", .unsigned, bits: 8, "Announce grandmasterClockQuality.clockClass (G.8275.1 locked: 6, 7, 135)",
        clause: "IEEE 1588-2019 §13.5")
    public static let announceClockAccuracy = FieldSpec(
        "ptp.v2.an.grandmasterclockaccuracy", .unsigned, bits: 8, "Announce grandmasterClockQuality.clockAccuracy",
        clause: "IEEE 1588-2019 §13.5")
    public static let announceClockVariance = FieldSpec(
        "ptp.v2.an.grandmasterclockvariance", .unsigned, bits: 16, "Announce grandmasterClockQuality.offsetScaledLogVariance",
        clause: "IEEE 1588-2019 §13.5")
    public static let announcePriority2 = FieldSpec(
        "ptp.v2.an.priority2", .unsigned, bits: 8, "Announce grandmasterPriority2", clause: "IEEE 1588-2019 §13.5")
    public static let announceGrandmaster = FieldSpec(
        "ptp.v2.an.grandmasterclockidentity", .unsigned, bits: 64, "Announce grandmasterIdentity", clause: "IEEE 1588-2019 §13.5")
    public static let announceStepsRemoved = FieldSpec(
        "ptp.v2.an.localstepsremoved", .unsigned, bits: 16, "Announce stepsRemoved", clause: "IEEE 1588-2019 §13.5")
    public static let announceTimeSource = FieldSpec(
        "ptp.v2.timesource", .unsigned, bits: 8, "Announce timeSource (0x20 GNSS, 0xA0 internal oscillator…)",
        clause: "IEEE 1588-2019 §13.5")
    public static let signalingClock = FieldSpec(
        "ptp.v2.sig.targetportidentity", .unsigned, bits: 64, "Signaling targetPortIdentity.clockIdentity",
        clause: "IEEE 1588-2019 §13.12")
    public static let signalingPort = FieldSpec(
        "ptp.v2.sig.targetportid", .unsigned, bits: 16, "Signaling targetPortIdentity.portNumber",
        clause: "IEEE 1588-2019 §13.12")

    public static let registry = FieldRegistry([
        ptp, majorSdoId, messageType, minorVersion, version, messageLength, domain, minorSdoId, flags, flagSecurity,
        flagSpecific2, flagSpecific1, flagUnicast, flagTwoStep, flagAlternateMaster, flagSynchronizationUncertain,
        flagFrequencyTraceable, flagTimeTraceable, flagTimescale, flagUTCReasonable, flagLeap59, flagLeap61,
        correctionNanoseconds, correctionSubnanoseconds, messageTypeSpecific, clockIdentity, sourcePort, sequenceId,
        controlField, logMessageInterval, syncOriginSeconds, syncOriginNanoseconds, followUpOriginSeconds,
        followUpOriginNanoseconds, delayRespReceiveSeconds, delayRespReceiveNanoseconds, delayRespClock, delayRespPort,
        pdelayReqOriginSeconds, pdelayReqOriginNanoseconds, pdelayRespReceiptSeconds, pdelayRespReceiptNanoseconds,
        pdelayRespClock, pdelayRespPort, pdelayFollowUpOriginSeconds, pdelayFollowUpOriginNanoseconds, pdelayFollowUpClock,
        pdelayFollowUpPort, announceOriginSeconds, announceOriginNanoseconds, announceUTCOffset, announcePriority1,
        announceClockClass, announceClockAccuracy, announceClockVariance, announcePriority2, announceGrandmaster,
        announceStepsRemoved, announceTimeSource, signalingClock, signalingPort,
    ])
}
