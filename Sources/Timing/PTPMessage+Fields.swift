import WireCore

extension PTPMessage {
    /// Appends the decoded fields with tshark 4.0.17 names (`ptp.v2.*`; `tshark -G fields`).
    public func appendFields(to list: inout FieldList) {
        let b = baseBitOffset
        func u(_ name: String, _ v: some BinaryInteger, _ byte: Int, _ bits: Int, bitShift: Int = 0) {
            list.append(name, unsigned: v, bitOffset: b + byte * 8 + bitShift, bitLength: bits)
        }
        func s(_ name: String, _ v: Int64, _ byte: Int, _ bits: Int) {
            list.append(name, .signed(v), bitOffset: b + byte * 8, bitLength: bits)
        }
        u("ptp.v2.majorsdoid", majorSdoId, 0, 4)
        u("ptp.v2.messagetype", messageTypeRaw, 0, 4, bitShift: 4)
        u("ptp.v2.minorversionptp", minorVersionPTP, 1, 4)
        u("ptp.v2.versionptp", versionPTP, 1, 4, bitShift: 4)
        u("ptp.v2.messagelength", messageLength, 2, 16)
        u("ptp.v2.domainnumber", domainNumber, 4, 8)
        u("ptp.v2.minorsdoid", minorSdoId, 5, 8)
        u("ptp.v2.flags", flags, 6, 16)
        let flagNames: [(String, UInt16)] = [
            ("ptp.v2.flags.security", 0x8000), ("ptp.v2.flags.specific2", 0x4000),
            ("ptp.v2.flags.specific1", 0x2000), ("ptp.v2.flags.unicast", 0x0400),
            ("ptp.v2.flags.twostep", 0x0200), ("ptp.v2.flags.alternatemaster", 0x0100),
            ("ptp.v2.flags.synchronizationUncertain", 0x0040), ("ptp.v2.flags.frequencytraceable", 0x0020),
            ("ptp.v2.flags.timetraceable", 0x0010), ("ptp.v2.flags.timescale", 0x0008),
            ("ptp.v2.flags.utcreasonable", 0x0004), ("ptp.v2.flags.li59", 0x0002), ("ptp.v2.flags.li61", 0x0001),
        ]
        for (name, mask) in flagNames {
            let bit = 15 - mask.trailingZeroBitCount
            list.append(name, .bool(flags & mask != 0), bitOffset: b + 48 + bit, bitLength: 1)
        }
        s("ptp.v2.correction.ns", correctionField >> 16, 8, 64)
        list.append(
            "ptp.v2.correction.subns", .double(Double(correctionField & 0xFFFF) / 65_536), bitOffset: b + 64,
            bitLength: 64)
        u("ptp.v2.messagetypespecific", messageTypeSpecific, 16, 32)
        u("ptp.v2.clockidentity", sourcePortIdentity.clockIdentity, 20, 64)
        u("ptp.v2.sourceportid", sourcePortIdentity.portNumber, 28, 16)
        u("ptp.v2.sequenceid", sequenceId, 30, 16)
        u("ptp.v2.controlfield", controlField, 32, 8)
        s("ptp.v2.logmessageperiod", Int64(logMessageInterval), 33, 8)
        func ts(_ name: String, _ t: PTPTimestamp, _ byte: Int) {
            u(name + ".seconds", t.seconds, byte, 48)
            u(name + ".nanoseconds", t.nanoseconds, byte + 6, 32)
        }
        func port(_ clockName: String, _ portName: String, _ p: PTPPortIdentity, _ byte: Int) {
            u(clockName, p.clockIdentity, byte, 64)
            u(portName, p.portNumber, byte + 8, 16)
        }
        switch (messageType, body) {
        case (.sync, .timestamp(let t)), (.delayReq, .timestamp(let t)): ts("ptp.v2.sdr.origintimestamp", t, 34)
        case (.followUp, .timestamp(let t)): ts("ptp.v2.fu.preciseorigintimestamp", t, 34)
        case (.pdelayReq, .timestamp(let t)): ts("ptp.v2.pdrq.origintimestamp", t, 34)
        case (.delayResp, .timestampAndPort(let t, let p)):
            ts("ptp.v2.dr.receivetimestamp", t, 34)
            port("ptp.v2.dr.requestingsourceportidentity", "ptp.v2.dr.requestingsourceportid", p, 44)
        case (.pdelayResp, .timestampAndPort(let t, let p)):
            ts("ptp.v2.pdrs.requestreceipttimestamp", t, 34)
            port("ptp.v2.pdrs.requestingportidentity", "ptp.v2.pdrs.requestingsourceportid", p, 44)
        case (.pdelayRespFollowUp, .timestampAndPort(let t, let p)):
            ts("ptp.v2.pdfu.responseorigintimestamp", t, 34)
            port("ptp.v2.pdfu.requestingportidentity", "ptp.v2.pdfu.requestingsourceportid", p, 44)
        case (.announce, .announce(let a)):
            ts("ptp.v2.an.origintimestamp", a.originTimestamp, 34)
            s("ptp.v2.an.origincurrentutcoffset", Int64(a.currentUtcOffset), 44, 16)
            u("ptp.v2.an.priority1", a.grandmasterPriority1, 47, 8)
            u("ptp.v2.an.grandmasterclockclass", a.clockClass, 48, 8)
            u("ptp.v2.an.grandmasterclockaccuracy", a.clockAccuracy, 49, 8)
            u("ptp.v2.an.grandmasterclockvariance", a.offsetScaledLogVariance, 50, 16)
            u("ptp.v2.an.priority2", a.grandmasterPriority2, 52, 8)
            u("ptp.v2.an.grandmasterclockidentity", a.grandmasterIdentity, 53, 64)
            u("ptp.v2.an.localstepsremoved", a.stepsRemoved, 61, 16)
            u("ptp.v2.timesource", a.timeSource, 63, 8)
        case (.signaling, .signaling(let target)):
            port("ptp.v2.sig.targetportidentity", "ptp.v2.sig.targetportid", target, 34)
        default: break
        }
    }
}
