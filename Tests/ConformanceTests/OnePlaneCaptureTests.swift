import Conformance
import Foundation
import Testing

/// A lab that carries the C-plane and the U-plane on VLANs of their own captures one of them (a
/// VLAN-filtered mirror port), or filters the U-plane out to keep a capture small. U-plane whose
/// C-plane the capture left out, and UL C-plane whose answers it left out, are no violation the
/// capture can show (and O-RAN.WG4.CUS §8.2.2 lets the M-plane configure U-plane without C-plane:
/// UL PRACH and SRS, DL in UPLANE-ONLY-DL-MODE): every test capture with either plane's eCPRI
/// frames taken out gains no FAIL or WARN.
@Suite struct OnePlaneCaptureTests {
    typealias V = CaptureVariants

    /// `frames` without the Ethernet frames whose first eCPRI message is of `type` (2: real-time
    /// control, the C-plane; 0: IQ data, the U-plane); how many were taken out.
    static func without(eCPRIType type: UInt8, _ frames: [V.Frame]) -> (frames: [V.Frame], removed: Int) {
        var removed = 0
        let kept = frames.filter { f in
            guard f.linkType == .ethernet else { return true }
            let p = V.etherTypeOffset(f.bytes)
            guard p + 4 <= f.bytes.count, f.bytes[p] == 0xAE, f.bytes[p + 1] == 0xFE, f.bytes[p + 3] == type else { return true }
            removed += 1
            return false
        }
        return (kept, removed)
    }

    /// Either plane taken out (type 2, the C-plane; type 0, the U-plane).
    @Test(arguments: V.subjects)
    func takingEitherPlaneOutAddsNoAlarm(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        let frames = try V.frames(subject.path)
        let before = V.alarms(V.check(frames, configuration: configuration))
        for (type, plane) in [(UInt8(2), "C-plane"), (0, "U-plane")] {
            let (onePlane, removed) = Self.without(eCPRIType: type, frames)
            guard removed > 0 else { continue }
            let after = V.alarms(V.check(onePlane, configuration: configuration))
            #expect(after.subtracting(before).isEmpty, "\(subject.name) (\(removed) \(plane) frames out): \(after.subtracting(before).sorted())")
        }
    }
}
