import WireCore

extension PTPMessage {
    /// Appends the decoded fields with tshark 4.0.17 names (`ptp.v2.*`; `tshark -G fields`), as
    /// ``PTPFields`` registers them.
    public func appendFields(to list: inout FieldList) {
        typealias F = PTPFields
        let b = baseBitOffset
        func u(_ spec: FieldSpec, _ v: some BinaryInteger, _ byte: Int, _ bits: Int, bitShift: Int = 0) {
            list.append(spec.name, unsigned: v, bitOffset: b + byte * 8 + bitShift, bitLength: bits)
        }
        func s(_ spec: FieldSpec, _ v: Int64, _ byte: Int, _ bits: Int) {
            list.append(spec.name, .signed(v), bitOffset: b + byte * 8, bitLength: bits)
        }
        u(F.majorSdoId, majorSdoId, 0, 4)
        u(F.messageType, messageTypeRaw, 0, 4, bitShift: 4)
        u(F.minorVersion, minorVersionPTP, 1, 4)
        u(F.version, versionPTP, 1, 4, bitShift: 4)
        u(F.messageLength, messageLength, 2, 16)
        u(F.domain, domainNumber, 4, 8)
        u(F.minorSdoId, minorSdoId, 5, 8)
        u(F.flags, flags, 6, 16)
        let flagFields: [(FieldSpec, UInt16)] = [
            (F.flagSecurity, 0x8000), (F.flagSpecific2, 0x4000), (F.flagSpecific1, 0x2000), (F.flagUnicast, 0x0400),
            (F.flagTwoStep, 0x0200), (F.flagAlternateMaster, 0x0100), (F.flagSynchronizationUncertain, 0x0040),
            (F.flagFrequencyTraceable, 0x0020), (F.flagTimeTraceable, 0x0010), (F.flagTimescale, 0x0008),
            (F.flagUTCReasonable, 0x0004), (F.flagLeap59, 0x0002), (F.flagLeap61, 0x0001),
        ]
        for (spec, mask) in flagFields {
            let bit = 15 - mask.trailingZeroBitCount
            list.append(spec.name, .bool(flags & mask != 0), bitOffset: b + 48 + bit, bitLength: 1)
        }
        s(F.correctionNanoseconds, correctionField >> 16, 8, 64)
        list.append(
            F.correctionSubnanoseconds.name, .double(Double(correctionField & 0xFFFF) / 65_536), bitOffset: b + 64,
            bitLength: 64)
        u(F.messageTypeSpecific, messageTypeSpecific, 16, 32)
        u(F.clockIdentity, sourcePortIdentity.clockIdentity, 20, 64)
        u(F.sourcePort, sourcePortIdentity.portNumber, 28, 16)
        u(F.sequenceId, sequenceId, 30, 16)
        u(F.controlField, controlField, 32, 8)
        s(F.logMessageInterval, Int64(logMessageInterval), 33, 8)
        func ts(_ seconds: FieldSpec, _ nanoseconds: FieldSpec, _ t: PTPTimestamp, _ byte: Int) {
            u(seconds, t.seconds, byte, 48)
            u(nanoseconds, t.nanoseconds, byte + 6, 32)
        }
        func port(_ clock: FieldSpec, _ portNumber: FieldSpec, _ p: PTPPortIdentity, _ byte: Int) {
            u(clock, p.clockIdentity, byte, 64)
            u(portNumber, p.portNumber, byte + 8, 16)
        }
        switch (messageType, body) {
        case (.sync, .timestamp(let t)), (.delayReq, .timestamp(let t)): ts(F.syncOriginSeconds, F.syncOriginNanoseconds, t, 34)
        case (.followUp, .timestamp(let t)): ts(F.followUpOriginSeconds, F.followUpOriginNanoseconds, t, 34)
        case (.pdelayReq, .timestamp(let t)): ts(F.pdelayReqOriginSeconds, F.pdelayReqOriginNanoseconds, t, 34)
        case (.delayResp, .timestampAndPort(let t, let p)):
            ts(F.delayRespReceiveSeconds, F.delayRespReceiveNanoseconds, t, 34)
            port(F.delayRespClock, F.delayRespPort, p, 44)
        case (.pdelayResp, .timestampAndPort(let t, let p)):
            ts(F.pdelayRespReceiptSeconds, F.pdelayRespReceiptNanoseconds, t, 34)
            port(F.pdelayRespClock, F.pdelayRespPort, p, 44)
        case (.pdelayRespFollowUp, .timestampAndPort(let t, let p)):
            ts(F.pdelayFollowUpOriginSeconds, F.pdelayFollowUpOriginNanoseconds, t, 34)
            port(F.pdelayFollowUpClock, F.pdelayFollowUpPort, p, 44)
        case (.announce, .announce(let a)):
            ts(F.announceOriginSeconds, F.announceOriginNanoseconds, a.originTimestamp, 34)
            s(F.announceUTCOffset, Int64(a.currentUtcOffset), 44, 16)
            u(F.announcePriority1, a.grandmasterPriority1, 47, 8)
            u(F.announceClockClass, a.clockClass, 48, 8)
            u(F.announceClockAccuracy, a.clockAccuracy, 49, 8)
            u(F.announceClockVariance, a.offsetScaledLogVariance, 50, 16)
            u(F.announcePriority2, a.grandmasterPriority2, 52, 8)
            u(F.announceGrandmaster, a.grandmasterIdentity, 53, 64)
            u(F.announceStepsRemoved, a.stepsRemoved, 61, 16)
            u(F.announceTimeSource, a.timeSource, 63, 8)
        case (.signaling, .signaling(let target)):
            port(F.signalingClock, F.signalingPort, target, 34)
        default: break
        }
    }
}
