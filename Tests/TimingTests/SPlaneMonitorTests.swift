import Testing
import Timing

/// S-plane checks on constructed message streams (G.8275.1 rates: Sync and Delay_Req 16/s,
/// Announce 8/s; domains 24–43).
@Suite struct SPlaneMonitorTests {
    static func message(
        _ type: PTPMessageType, seq: UInt16, domain: UInt8 = 24, clock: UInt64 = 0xAA, gm: UInt64 = 0x1111,
        logInterval: Int8 = -4
    ) -> PTPMessage {
        let body: PTPBody
        switch type {
        case .announce:
            body = .announce(
                PTPAnnounce(
                    originTimestamp: PTPTimestamp(seconds: 0, nanoseconds: 0), currentUtcOffset: 37,
                    grandmasterPriority1: 128, clockClass: 6, clockAccuracy: 0x21, offsetScaledLogVariance: 0x4E5D,
                    grandmasterPriority2: 128, grandmasterIdentity: gm, stepsRemoved: 0, timeSource: 0x20))
        default: body = .timestamp(PTPTimestamp(seconds: 0, nanoseconds: 0))
        }
        return PTPMessage(
            majorSdoId: 0, messageTypeRaw: type.rawValue, minorVersionPTP: 1, versionPTP: 2,
            messageLength: UInt16(type.minimumLength), domainNumber: domain, minorSdoId: 0, flags: 0,
            correctionField: 0, messageTypeSpecific: 0,
            sourcePortIdentity: PTPPortIdentity(clockIdentity: clock, portNumber: 1), sequenceId: seq, controlField: 0,
            logMessageInterval: logInterval, body: body, baseBitOffset: 0)
    }

    /// Two seconds of a clean G.8275.1 master: 16 Sync/s, 8 Announce/s; a slave's 16 Delay_Req/s.
    static func cleanStream(into monitor: inout SPlaneMonitor, syncPerSecond: Int = 16) {
        var frame = 0
        for i in 0..<(2 * syncPerSecond + 1) {
            frame += 1
            monitor.add(
                message(.sync, seq: UInt16(i)), captureNs: Int64(i) * 1_000_000_000 / Int64(syncPerSecond), frame: frame
            )
        }
        for i in 0..<17 {
            frame += 1
            monitor.add(
                message(.announce, seq: UInt16(i), logInterval: -3), captureNs: Int64(i) * 125_000_000, frame: frame)
        }
        for i in 0..<33 {
            frame += 1
            monitor.add(message(.delayReq, seq: UInt16(i), clock: 0xBB), captureNs: Int64(i) * 62_500_000, frame: frame)
        }
    }

    @Test func cleanStreamPassesEveryCheck() {
        var m = SPlaneMonitor()
        Self.cleanStream(into: &m)
        let checks = m.checks()
        #expect(
            checks.map(\.id) == [
                "SP-PTP-PRESENT", "SP-PTP-RATE", "SP-PTP-DOMAIN", "SP-PTP-GM", "SP-PTP-SEQ", "SP-PTP-CLASS",
            ])
        #expect(checks.allSatisfy { $0.status == .pass }, "\(checks)")
        #expect(m.rate(source: PTPPortIdentity(clockIdentity: 0xAA, portNumber: 1), messageType: .sync) == 16)
    }

    @Test func emptyCaptureFailsPresence() {
        let checks = SPlaneMonitor().checks()
        #expect(checks[0].status == .fail)
        #expect(checks.dropFirst().allSatisfy { $0.status == .inconclusive })
    }

    @Test func wrongRateIsReportedWithTheMeasuredValue() {
        var m = SPlaneMonitor()
        Self.cleanStream(into: &m, syncPerSecond: 8)  // 8 Sync/s instead of 16
        let rate = m.rates()
        #expect(rate.status == .fail && rate.message.contains("Sync Message") && rate.message.contains("8.0/s"))
    }

    @Test func announceIntervalMismatchAndFreeRunningClass() {
        var m = SPlaneMonitor()
        for i in 0..<17 {
            // 8 Announce/s on the wire but logMessageInterval 0 declared (1/s), as in srsRAN #1160
            m.add(
                Self.message(.announce, seq: UInt16(i), logInterval: 0), captureNs: Int64(i) * 125_000_000, frame: i + 1
            )
        }
        let rate = m.rates()
        #expect(rate.status == .fail && rate.message.contains("logMessageInterval 0, profile -3"))
        #expect(m.clockClass().status == .pass)
        var free = SPlaneMonitor()
        var announce = Self.message(.announce, seq: 0)
        if case .announce(var a) = announce.body {
            a.clockClass = 248
            announce.body = .announce(a)
        }
        free.add(announce, captureNs: 0, frame: 3)
        #expect(free.clockClass().status == .warn && free.clockClass().frames == [3])
    }

    /// G.8275.1 clockClass: 6 locked to a PRTC, 7 (T-GM) and 135 (T-BC) in holdover within
    /// specification are accepted by default; 140/150/160 (holdover out of spec), 165, 248
    /// (free-running) and 255 warn. An O-RU's accepted-clock-classes replace the default.
    @Test(arguments: [(UInt8(6), true), (7, true), (135, true), (140, false), (150, false), (165, false), (248, false), (255, false)])
    func defaultAcceptedClockClasses(clockClass: UInt8, accepted: Bool) {
        var announce = Self.message(.announce, seq: 0)
        if case .announce(var a) = announce.body {
            a.clockClass = clockClass
            announce.body = .announce(a)
        }
        var m = SPlaneMonitor()
        m.add(announce, captureNs: 0, frame: 1)
        #expect(m.clockClass().status == (accepted ? .pass : .warn))
        var declared = SPlaneMonitor()
        declared.profile.lockedClockClasses = [6]
        declared.add(announce, captureNs: 0, frame: 1)
        #expect(declared.clockClass().status == (clockClass == 6 ? .pass : .warn))
    }

    @Test func domainGrandmasterAndSequenceProblems() {
        var m = SPlaneMonitor()
        m.add(Self.message(.sync, seq: 10, domain: 0), captureNs: 0, frame: 1)
        m.add(Self.message(.sync, seq: 11, domain: 0), captureNs: 1, frame: 2)
        m.add(Self.message(.sync, seq: 15, domain: 0), captureNs: 2, frame: 3)  // 3 lost
        m.add(Self.message(.sync, seq: 15, domain: 0), captureNs: 3, frame: 4)  // duplicate
        m.add(Self.message(.sync, seq: 14, domain: 0), captureNs: 4, frame: 5)  // reorder
        m.add(Self.message(.announce, seq: 0, gm: 0x1111), captureNs: 5, frame: 6)
        m.add(Self.message(.announce, seq: 1, clock: 0xCC, gm: 0x2222), captureNs: 6, frame: 7)
        #expect(m.domain().status == .fail && m.domain().frames == [1])
        #expect(m.grandmaster().status == .fail && m.grandmaster().frames == [6, 7])
        #expect(m.gaps.map(\.kind) == [.loss, .duplicate, .reorder])
        #expect(m.gaps.first?.missing == 3 && m.gaps.first?.frame == 3)
        #expect(m.sequence().status == .warn && m.sequence().message.contains("3 messages missing"))
        // Sequence ids wrap 65535 → 0 without a gap.
        var w = SPlaneMonitor()
        w.add(Self.message(.sync, seq: 65_535), captureNs: 0, frame: 1)
        w.add(Self.message(.sync, seq: 0), captureNs: 1, frame: 2)
        #expect(w.gapCount == 0)
    }
}
