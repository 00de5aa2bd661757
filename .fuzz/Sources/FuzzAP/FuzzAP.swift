import APProtocols
import WireCore

/// libFuzzer entry: the first octet picks E1AP, E2AP or NGAP; the rest is decoded with that
/// protocol's committed schema and abstract-syntax checks, then rendered (summary, fields, JER,
/// value notation) and, for E2AP, its E2SM payloads decoded with every built-in model.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAP(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let p = APProtocol.allCases[Int(first) % APProtocol.allCases.count]
    let result = p.decode(bytes.dropFirst(), baseBitOffset: 8)
    var fields = FieldList()
    result.appendFields(to: &fields)
    var size = result.summary.count + result.findings.reduce(0) { $0 + $1.message.count + $1.fieldPath.count }
    if let m = result.message {
        size += result.jer().count + result.valueNotation().count
        var table = E2SMFunctionTable()
        table.learn(m)
        for payload in table.payloads(m) {
            payload.appendFields(to: &fields)
            size += payload.valueNotation().count
        }
    }
    for payload in E2SM.Payload.allCases {
        for model in E2SM.allCases { size += model.decode(bytes.dropFirst(), payload)?.findings.count ?? 0 }
    }
    return size < 0 ? 1 : 0
}
