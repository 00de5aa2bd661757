import APProtocols
import WireCore

/// Custom-rule selections whose pruned field walk is compared with the full build (resolving a
/// selection against the schemas is done once, not per input).
let selections: [APFieldSelection] = [
    ["ngap.procedureCode"], ["e1ap.id", "e2ap.criticality"], ["ngap.AMF_UE_NGAP_ID", "e2ap.ranFunctionID"],
    ["e2ap.ricRequestorID", "e1ap.gNB_CU_CP_UE_E1AP_ID"], ["ngap.pLMNIdentity", "e2ap.pLMN_Identity", "e1ap.pLMN_Identity"],
    ["ngap.transportLayerAddress", "e1ap.transportLayerAddress", "e2ap.procedureCode"],
].map { APFieldSelection(names: Set($0)) }

/// libFuzzer entry: the first octet picks E1AP, E2AP or NGAP; the rest is decoded with that
/// protocol's committed schema and abstract-syntax checks, then rendered (summary, fields, JER,
/// value notation; the fields also as custom-rule selections walk them, against the full build)
/// and, for E2AP, its E2SM payloads decoded with every built-in model.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAP(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let p = APProtocol.allCases[Int(first) % APProtocol.allCases.count]
    let result = p.decode(bytes.dropFirst(), baseBitOffset: 8)
    var fields = FieldList()
    result.appendFields(to: &fields)
    // custom rules' selective walk must give the full build's selected fields, in order
    for selection in selections {
        var selected = FieldList()
        result.appendFields(to: &selected, selecting: selection)
        guard selected.fields == fields.fields.filter({ selection.reads(p) && selection.selects($0.name) }) else {
            fatalError("selective AP field walk differs from the filtered full build")
        }
    }
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
