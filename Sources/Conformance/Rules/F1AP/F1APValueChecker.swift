import F1AP
import WireCore

/// F1-IE-VALUE (TS 38.473 clause 9, the ASN.1 constraints of the IEs): values respect their
/// constraints.
///
/// In aligned PER most constraints shape the encoding, so a violating value shows as a bit
/// pattern that decodes outside the constraint (X.691 clauses 11.5.7, 13, 17, 19, 23, 27): a
/// constrained whole number whose range is not a power of two (NRPCI 0..1007 in 10 bits reads
/// 1008..1023), an ENUMERATED or CHOICE index beyond the root without the extension bit, a SIZE
/// count above the upper bound, a character index outside an indexed alphabet. The decoder stops
/// there with ``DecodingError/Code/constraintViolation`` and its located field; this rule reports
/// it with the frame, the dotted ASN.1 path and the bit offset in the PDU.
///
/// The same PDU also fails F1-AS-DECODE: decoding cannot go past the violating field, so the
/// rest of the PDU is unchecked and the receiver cannot decode the message (§10.2). F1-IE-VALUE
/// names the cause; F1-AS-DECODE says the PDU is not decodable.
///
/// Extension values of extensible types (extension bit set, then an unconstrained value or a
/// normally-small index) are accepted: they are not findings. Characters of PrintableString-like
/// types coded as raw 8-bit code points outside the permitted alphabet decode (pycrate 0.8.1
/// accepts them too) and are reported here without stopping the decode. Not seen: limits PER
/// does not encode (UTF8String sizes, constraints on semi-constrained lengths).
/// PDUs that fail to decode for another reason are inconclusive for this rule (the values after
/// the failure are not seen).
final class F1APValueChecker: RuleChecker {

    var specs: [RuleSpec] { [Self.ieValue] }
    var subscriptions: EventKinds { [.f1ap] }
    private var h = RuleRecorder.unselected

    func prepare(_ recorder: inout RuleRecorder) { h = recorder.handle(Self.ieValue.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .f1ap(let result) = event.payload else { return }
        let c = event.context
        guard let e = result.error else {
            recorder.evaluated(h, node: c.sender)
            // Decodable values outside their constraint: characters outside a permitted alphabet.
            for f in result.findings where f.id == Self.ieValue.id {
                recorder.violation(h, node: c.sender, Violation(
                    "PDU bit \(f.bitOffset - result.baseBitOffset): \(f.fieldPath): \(f.message)",
                    frames: c.frames, fieldPath: f.fieldPath, expected: "a value inside the constraint", actual: f.message))
            }
            return
        }
        guard e.code == .constraintViolation else {
            recorder.inconclusive(h, node: c.sender, reason: "the PDU did not decode (\(e.code)): values after the failure are not seen")
            return
        }
        recorder.evaluated(h, node: c.sender)
        recorder.violation(h, node: c.sender, Violation(
            "PDU bit \(e.bitOffset - result.baseBitOffset): \(e.fieldPath): \(e.reason)",
            frames: c.frames, fieldPath: e.fieldPath, expected: "a value inside the constraint", actual: e.reason))
    }

    func finish(_ recorder: inout RuleRecorder) {}
}
