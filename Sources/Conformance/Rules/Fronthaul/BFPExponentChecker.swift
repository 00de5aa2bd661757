import Fronthaul
import WireCore

/// FH-UP-BFP-MIN (CUS Annex A.1): a block floating point PRB's exponent is the smallest that fits
/// its samples, so an exponent e > 0 with every mantissa |m| < 2^(w−2) (one bit to spare: e − 1
/// would have fitted) was not minimal. A quality check of the sender's encoder: one judgement per
/// U-plane message, a violation naming the first such PRB.
final class BFPExponentChecker: RuleChecker {

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }
    private var handle = RuleRecorder.unselected

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        guard recorder.isActive(handle, node: c.sender) else { return }
        for message in result.messages {
            guard case .uPlane(_, let u) = message.body else { continue }
            var judged = false
            var offender: (section: UInt16, prb: Int, exponent: UInt8)?
            for section in u.sections where section.format.method == .blockFloatingPoint {
                let width = section.format.iqWidth
                guard width >= 2, width <= 16 else { continue }
                judged = true
                if offender != nil { continue }
                if let prb = Self.firstNonMinimalPRB(section, width: width) {
                    offender = (section.sectionId, Int(section.startPrbu) + prb.index, prb.exponent)
                }
            }
            guard judged else { continue }
            recorder.evaluated(handle, node: c.sender)
            if let o = offender {
                recorder.violation(handle, node: c.sender, Violation(
                    "section \(o.section) PRB \(o.prb): exponent \(o.exponent) but every mantissa is below 2^\(Self.widthText(u, o.section)) (exponent \(o.exponent - 1) would fit)",
                    frames: c.frames, fieldPath: "oran_fh_cus.exponent", expected: "≤ \(o.exponent - 1)", actual: String(o.exponent)))
            }
        }
    }

    private static func widthText(_ u: UPlaneMessage, _ section: UInt16) -> String {
        let w = u.sections.first { $0.sectionId == section }?.format.iqWidth ?? 2
        return "\(w - 2)"
    }

    /// Index and exponent of the first PRB block of a BFP section whose exponent is above 0 while
    /// every mantissa magnitude is below 2^(w−2). A block is 1 udCompParam byte and 24 mantissas
    /// of `width` bits (3·width bytes); only whole blocks inside the section's data are read.
    static func firstNonMinimalPRB(_ section: UPlaneSection, width: Int) -> (index: Int, exponent: UInt8)? {
        let blockBytes = 1 + 3 * width
        let limit = Int64(1) << Int64(width - 2)
        let shift = Int64(64 - width)
        return section.iqData.withUnsafeBufferPointer { data -> (index: Int, exponent: UInt8)? in
            var base = 0
            for index in 0..<section.prbCount {
                guard base + blockBytes <= data.count else { return nil }
                defer { base += blockBytes }
                let exponent = data[base] & 0x0F
                guard exponent > 0 else { continue }
                var acc: UInt64 = 0
                var have = 0
                var next = base + 1
                var small = true
                for _ in 0..<24 {
                    while have < width {
                        acc |= UInt64(data[next]) << UInt64(56 - have)
                        next += 1
                        have += 8
                    }
                    let value = Int64(bitPattern: acc) >> shift
                    if value >= limit || value <= -limit { small = false; break }
                    acc <<= UInt64(width)
                    have -= width
                }
                if small { return (index, exponent) }
            }
            return nil
        }
    }

    func finish(_ recorder: inout RuleRecorder) {}
}
