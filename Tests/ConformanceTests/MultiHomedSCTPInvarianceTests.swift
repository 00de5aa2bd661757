import Conformance
import Foundation
import Testing

/// A multi-homed SCTP endpoint (RFC 9260 clause 6.4) sends the packets of one association over
/// several address pairs; a capture taken where both pairs pass shows them interleaved. Every
/// capture with SCTP, with every second packet moved onto another address pair, must give the
/// results of the capture as recorded: a response on the other pair is no unanswered request and
/// no unsolicited response, a retransmission there no second message.
@Suite struct MultiHomedSCTPInvarianceTests {
    @Test(arguments: CaptureVariants.subjects)
    func otherAddressPairsChangeNoResult(_ subject: CaptureVariants.Subject) throws {
        let frames = try CaptureVariants.frames(subject.path)
        let (moved, count) = CaptureVariants.onOtherAddressPairs(frames)
        guard count > 0 else { return }
        for configuration in [RunConfiguration(), try CaptureVariants.configuration(subject)] {
            let recorded = CaptureVariants.check(frames, configuration: configuration)
            let multiHomed = CaptureVariants.check(moved, configuration: configuration)
            #expect(CaptureVariants.signature(multiHomed) == CaptureVariants.signature(recorded), "\(subject.name): \(count) packets moved")
            #expect(multiHomed.renderJSON() == recorded.renderJSON(), "\(subject.name)")
        }
    }

    /// The rewrite moves packets of the F1AP captures (the property above is not vacuous).
    @Test func theF1APCapturesHavePacketsMoved() throws {
        let f1ap = CaptureVariants.subjects.filter { $0.name.hasPrefix("f1ap-") || $0.name == "sample-du-ru-cu" || $0.name == "gowireshark_f1ap" }
        #expect(f1ap.count >= 12)
        for subject in f1ap {
            let (_, count) = CaptureVariants.onOtherAddressPairs(try CaptureVariants.frames(subject.path))
            #expect(count >= 2, "\(subject.name): \(count) packets moved")
        }
    }
}
