import F1AP
import NRRRC
import WireCore

/// libFuzzer entry: the aligned-PER decoder with the committed F1AP schema (TS 38.473 V18.2.0)
/// and the abstract-syntax checks on an arbitrary PDU, then every view a report uses, with the
/// RRC containers it carries; and the input, less its first octet, as the RRC container type
/// that octet selects (UNALIGNED PER with the NR RRC schema, PDCP around DCCH).
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
    for c in result.rrcContainers() {
        c.appendFields(to: &fields)
        size += c.decodeFindings.count + c.valueNotation().count
    }
    if let first = bytes.first {
        let types = NRRRC.MessageType.allCases
        let c = F1APRRCContainers.decodeContainer(Array(bytes.dropFirst()), type: types[Int(first) % types.count], path: "fuzz", bitOffset: 8)
        c.appendFields(to: &fields)
        size += c.decodeFindings.count + c.valueNotation().count
    }
    return size < 0 ? 1 : 0
}
