import Fronthaul
import WireCore

/// FH-UP-BFP-MIN (fronthaul digest §7.4; CUS Annex A.1): a block floating point PRB's exponent is
/// the smallest that fits its samples, so an exponent e > 0 with every mantissa |m| < 2^(w−2)
/// (one bit to spare: e − 1 would have fitted) was not minimal. A quality check of the sender's
/// encoder: one judgement per U-plane message, a violation naming the first such PRB.
final class BFPExponentChecker: RuleChecker {
    static let rule = RuleDefinition(
        "FH-UP-BFP-MIN", "BFP exponent is minimal for the PRB's samples", clause: "O-RAN.WG4.CUS Annex A.1; fronthaul digest §7.4",
        status: .optional, severity: .warning, area: .fronthaul)

    var rules: [RuleDefinition] { [Self.rule] }
    var wantsFronthaul: Bool { true }
    var wantsF1AP: Bool { false }
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
                let limit = 1 << (width - 2)
                var prb = 0
                _ = section.forEachPRB { param, iq, reCount in
                    defer { prb += 1 }
                    guard offender == nil, let first = param.first else { return }
                    let exponent = first & 0x0F
                    guard exponent > 0 else { return }
                    if Self.allBelow(iq, width: width, count: 2 * reCount, limit: limit) {
                        offender = (section.sectionId, Int(section.startPrbu) + prb, exponent)
                    }
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

    /// True when every one of `count` signed `width`-bit values packed MSB first in `bytes` has
    /// magnitude below `limit` (stops at the first that does not).
    static func allBelow(_ bytes: ArraySlice<UInt8>, width: Int, count: Int, limit: Int) -> Bool {
        guard bytes.count * 8 >= count * width else { return false }
        var acc: UInt64 = 0
        var have = 0
        var index = bytes.startIndex
        let shift = UInt64(64 - width)
        for _ in 0..<count {
            while have < width {
                acc |= UInt64(bytes[index]) << UInt64(56 - have)
                index += 1
                have += 8
            }
            let value = Int64(bitPattern: acc) >> Int64(shift)
            if value >= Int64(limit) || value <= -Int64(limit) { return false }
            acc <<= UInt64(width)
            have -= width
        }
        return true
    }

    func finish(_ recorder: inout RuleRecorder) {}
}
