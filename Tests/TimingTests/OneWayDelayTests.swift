import Testing
import Timing

/// eCPRI type 5 pairing on constructed sequences; delays are hand arithmetic of
/// t2 − t1 − tCV1 − tCV2 (eCPRI 2.0 §3.2.4.6), compensation in ns × 2^16.
@Suite struct OneWayDelayTests {
    typealias M = OneWayDelayMessage

    @Test func oneStepRequestResponse() throws {
        var t = OneWayDelayTracker()
        t.add(
            M(
                measurementId: 7, actionType: 0, seconds: 100, nanoseconds: 999_999_000, compensation: 200 << 16,
                captureNs: 0, frame: 1))
        t.add(
            M(
                measurementId: 7, actionType: 2, seconds: 101, nanoseconds: 30_000, compensation: 300 << 16 | 0x8000,
                captureNs: 10, frame: 2))
        let m = try #require(t.measurements.first)
        // t2 − t1 = 1 s + 30 000 − 999 999 000 ns = 31 000 ns; minus 200 and 300.5 ns
        #expect(m.rawDelayNs == 31_000)
        #expect(m.delayScaled == (31_000 - 500) * 65_536 - 0x8000)
        #expect(m.delayNs == 30_499.5)
        #expect(m.requestFrame == 1 && m.responseFrame == 2 && m.followUpFrame == nil)
        #expect(t.issues.isEmpty && t.openCount == 0)
    }

    @Test func twoStepWithFollowUpAndRemoteRequest() throws {
        var t = OneWayDelayTracker()
        t.add(M(measurementId: 1, actionType: 4, captureNs: 0, frame: 1))  // remote request w/ FU
        t.add(M(measurementId: 1, actionType: 1, captureNs: 1, frame: 2))  // request w/ FU
        t.add(
            M(
                measurementId: 1, actionType: 2, seconds: 5, nanoseconds: 12_000, compensation: -(10 << 16),
                captureNs: 2, frame: 3))
        #expect(t.measurements.isEmpty)  // waits for the Follow_Up's t1
        t.add(
            M(measurementId: 1, actionType: 5, seconds: 5, nanoseconds: 2_000, compensation: 0, captureNs: 3, frame: 4))
        let m = try #require(t.measurements.first)
        #expect(m.delayScaled == (10_000 + 10) * 65_536)
        #expect(m.remoteRequestFrame == 1 && m.requestFrame == 2 && m.followUpFrame == 4 && m.responseFrame == 3)
        #expect(t.issues.isEmpty)
    }

    @Test func unpairedAndMisorderedAreReported() {
        var t = OneWayDelayTracker(timeoutNs: 1_000)
        t.add(M(measurementId: 2, actionType: 0, seconds: 1, nanoseconds: 1, captureNs: 0, frame: 1))
        t.add(M(measurementId: 3, actionType: 2, seconds: 1, nanoseconds: 1, captureNs: 10, frame: 2))  // no request
        t.add(M(measurementId: 4, actionType: 5, seconds: 1, nanoseconds: 1, captureNs: 20, frame: 3))  // stray FU
        t.add(M(measurementId: 5, actionType: 1, seconds: 9, nanoseconds: 0, captureNs: 30, frame: 4))  // ts must be 0
        t.add(M(measurementId: 6, actionType: 9, captureNs: 40, frame: 5))  // reserved
        #expect(t.issues.map(\.kind) == [.pairing, .pairing, .timestamp, .timestamp])
        t.add(M(measurementId: 8, actionType: 3, captureNs: 5_000, frame: 6))  // expires ids 2 and 5
        let expired = t.issues.dropFirst(4)
        #expect(expired.map(\.frames) == [[1], [4]])
        #expect(expired.first?.message.contains("Request has no Response") == true)
        #expect(expired.last?.message.contains("no Follow_Up") == true)
        t.finish()
        #expect(t.issues.last?.message.contains("Remote Request not followed by a Request") == true)
        #expect(t.issues.last?.frames == [6])
        #expect(t.openCount == 0 && t.measurements.isEmpty)
    }

    @Test func idsAreSeparatedByLinkAndReusable() {
        var t = OneWayDelayTracker()
        for round in 0..<3 {
            let base = Int64(round) * 100
            t.add(
                M(
                    measurementId: 0, actionType: 0, seconds: 1, nanoseconds: 0, captureNs: base, frame: round * 4 + 1,
                    link: 1))
            t.add(
                M(
                    measurementId: 0, actionType: 0, seconds: 1, nanoseconds: 0, captureNs: base + 1,
                    frame: round * 4 + 2, link: 2))
            t.add(
                M(
                    measurementId: 0, actionType: 2, seconds: 1, nanoseconds: 500, captureNs: base + 2,
                    frame: round * 4 + 3, link: 2))
            t.add(
                M(
                    measurementId: 0, actionType: 2, seconds: 1, nanoseconds: 700, captureNs: base + 3,
                    frame: round * 4 + 4, link: 1))
        }
        #expect(t.measurements.map(\.rawDelayNs) == [500, 700, 500, 700, 500, 700])
        #expect(t.issues.isEmpty)
    }
}

@Suite struct MeasuredTransportTests {
    /// Two measured DU→RU delays of 80 µs and 100 µs (+0.5 ns rounds up) feed FH-T-PROFILE.
    @Test func measuredDelaysFeedTheProfileCheck() throws {
        var t = OneWayDelayTracker()
        t.add(OneWayDelayMessage(measurementId: 1, actionType: 0, seconds: 10, nanoseconds: 0, captureNs: 0, frame: 1))
        t.add(
            OneWayDelayMessage(
                measurementId: 1, actionType: 2, seconds: 10, nanoseconds: 80_000, captureNs: 1, frame: 2))
        t.add(OneWayDelayMessage(measurementId: 2, actionType: 0, seconds: 10, nanoseconds: 0, captureNs: 2, frame: 3))
        t.add(
            OneWayDelayMessage(
                measurementId: 2, actionType: 2, seconds: 10, nanoseconds: 100_001, compensation: 0x8000, captureNs: 3,
                frame: 4))
        let range = try #require(t.delayRange())
        #expect(range.min == 80_000 && range.max == 100_001)  // 100 000.5 rounds half up
        let w = DelayWindows(t1aMinUp: 200_000, t1aMaxUp: 400_000, t2aMinUp: 125_000, t2aMaxUp: 337_000)
            .withMeasuredTransport(t12: range, t34: nil)
        // 200 000 < 125 000 + 100 001 and 400 000 ≤ 337 000 + 80 000
        #expect(w.validate().map(\.id) == ["T1A-MIN-UP-VS-T2A"])
        #expect(t.delayRange(link: 9) == nil)
    }
}

/// Requests of one frame (concatenated eCPRI messages) left unanswered are reported in a fixed
/// order, and at the bound the same one is let go, whatever order the tracker's table lists
/// them in (it changes from table to table: each is seeded apart).
@Suite struct OneWayDelayTieTests {
    static func reports(maximumPending: Int) -> [[UInt8]] {
        (0..<8).map { _ in
            var t = OneWayDelayTracker(timeoutNs: 1_000_000_000, maximumPending: maximumPending)
            for id: UInt8 in [9, 3, 12, 0, 7, 5] {
                t.add(OneWayDelayMessage(measurementId: id, actionType: 0, seconds: 1, nanoseconds: 1, captureNs: 0, frame: 1))
            }
            t.finish()
            return t.issues.map(\.measurementId)
        }
    }

    @Test func requestsOfOneFrameAreReportedInTheOrderOfTheirIds() {
        #expect(Self.reports(maximumPending: 64).allSatisfy { $0 == [0, 3, 5, 7, 9, 12] })
    }

    @Test func theBoundLetsTheSameRequestGoEveryTime() {
        let runs = Self.reports(maximumPending: 3)
        #expect(runs.allSatisfy { $0 == runs[0] })
        // each new id past the third drops the lowest open one (all share one time)
        #expect(runs[0] == [3, 0, 7, 5, 9, 12])
    }
}
