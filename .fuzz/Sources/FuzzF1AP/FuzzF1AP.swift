import F1AP
import WireCore

/// libFuzzer entry: the aligned-PER decoder with the committed F1AP schema (TS 38.473 V18.2.0)
/// and the abstract-syntax checks on an arbitrary PDU, then every view a report uses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzF1AP(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    let result = F1AP.decode(bytes[...])
    var fields = FieldList()
    result.appendFields(to: &fields)
    var size = result.summary.count + result.findings.reduce(0) { $0 + $1.message.count + $1.fieldPath.count }
    if let m = result.message {
        size += m.ies.count + (m.gnbCUUEF1APID.map { _ in 1 } ?? 0)
        size += result.jer().count
    }
    return size < 0 ? 1 : 0
}
