import Profiles
import WireCore

/// libFuzzer entry: the custom-rule expression compiler (lexer, parser, type checks) on
/// arbitrary text, and the compiled program evaluated against a small field list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuleExpression(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let expression = try? FilterExpression.compile(text) else { return 0 }
    var fields = FieldList()
    fields.append("ecpri.type", .unsigned(2))
    fields.append("oran_fh_cus.sectionId", .unsigned(7))
    fields.append("oran_fh_cus.sectionId", .unsigned(8))
    fields.append("f1ap.procedureCode", .unsigned(1))
    fields.append("eth.src", .bytes([2, 0, 0, 0, 0xbb, 1]))
    fields.append("f1ap.message", .string("F1SetupRequest"))
    _ = expression.evaluate(fields)
    _ = expression.evaluate(FieldList())
    return 0
}
