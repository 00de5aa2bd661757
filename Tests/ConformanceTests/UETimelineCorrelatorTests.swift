@testable import Conformance
import Testing

/// The UE timeline joins (TS 38.401 §8.9): only on equal evidence tokens, never a token two
/// contexts of one interface share, and bounded with counted evictions.
@Suite struct UETimelineCorrelatorTests {
    typealias Step = UETimelineCorrelator.RawStep

    static func step(_ frame: Int, _ i: UEInterface) -> Step {
        Step(frame: frame, time: Int64(frame) * 1_000_000, interface: i, message: "m\(frame)", sender: 0, receiver: 1, ids: .init(first: .init("id", UInt64(frame))))
    }

    /// A step's ids are written as the checker wrote them before they were kept as numbers.
    @Test func stepIDsText() {
        typealias ID = UETimelineCorrelator.StepID
        #expect(UETimelineCorrelator.StepIDs(first: ID("gNB-DU-UE-F1AP-ID", UInt64(7)), second: ID("gNB-CU-UE-F1AP-ID", UInt64.max)).texts
                == ["gNB-DU-UE-F1AP-ID=7", "gNB-CU-UE-F1AP-ID=18446744073709551615"])
        #expect(UETimelineCorrelator.StepIDs(first: ID("RAN-UE-NGAP-ID", Int64(-3))).texts == ["RAN-UE-NGAP-ID=-3"])
        #expect(UETimelineCorrelator.StepIDs(first: ID("x", Int64.max), second: ID("y", Int64(0))).texts == ["x=9223372036854775807", "y=0"])
    }

    @Test func joinsOnlyOnEqualTokens() {
        let c = UETimelineCorrelator(maximumContexts: 16)
        let f1 = c.observe(UEContextKey(.f1, 0, 1, 1), step: Self.step(1, .f1), tokens: [.nas([1, 2, 3, 4, 5, 6, 7, 8])])
        let ng = c.observe(UEContextKey(.ng, 1, 2, 7), step: Self.step(2, .ng), tokens: [.nas([1, 2, 3, 4, 5, 6, 7, 9])])
        #expect(f1 != ng)
        let joined = c.observe(UEContextKey(.ng, 1, 2, 7), step: Self.step(3, .ng), tokens: [.nas([1, 2, 3, 4, 5, 6, 7, 8])])
        #expect(c.ue(joined)?.interfaces == [.f1, .ng])
        #expect(c.ue(joined)?.steps.map(\.frame) == [1, 2, 3])
        let s = c.summary { "n\($0)" }
        #expect(s.correlated == 1 && s.singleInterface == 0)
        #expect(s.timelines.first?.joinedBy == ["NAS-PDU"])
    }

    @Test func aTokenOfTwoContextsOfOneInterfaceNeverJoins() {
        let c = UETimelineCorrelator(maximumContexts: 16)
        let token = UEToken.gtpTunnel(address: [0x0A, 0x00, 0x01, 0x04], bits: 32, teid: [0x00, 0x00, 0x2A, 0x01])
        c.observe(UEContextKey(.e1, 3, 1, 11), step: Self.step(1, .e1), tokens: [token])
        c.observe(UEContextKey(.e1, 3, 1, 12), step: Self.step(2, .e1), tokens: [token])
        let f1 = c.observe(UEContextKey(.f1, 0, 1, 1), step: Self.step(3, .f1), tokens: [token])
        #expect(c.ue(f1)?.interfaces == [.f1])
        #expect(c.summary { "n\($0)" }.correlated == 0)
    }

    @Test func contextsAreBoundedAndEvictionsCounted() {
        let c = UETimelineCorrelator(maximumContexts: 8)
        for i in 0..<100 { c.observe(UEContextKey(.f1, 0, 1, UInt64(i)), step: Self.step(i + 1, .f1), tokens: [.nas([UInt8(i), 0, 0, 0, 0, 0, 0, 0])]) }
        #expect(c.entries <= 8 + 4 * 8)
        #expect(c.evicted == 92)
        let s = c.summary { "n\($0)" }
        #expect(s.evictedContexts == 92 && s.singleInterface == 100)
    }
}
