import Fronthaul
import WireCore

/// libFuzzer entry: the eCPRI / O-RAN CUS decoder (C-plane, U-plane with IQ decompression,
/// section extensions) on an arbitrary eCPRI payload. The first byte picks the static context:
/// compression method and width, udCompHdr presence, CUS version and whether IQ is shown.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFronthaul(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let selector = bytes.first else { return 0 }
    var context = FronthaulContext()
    let methods: [CompressionMethod] = [.none, .blockFloatingPoint, .blockScaling, .muLaw, .modulation, .bfpSelectiveRE]
    let widths = [8, 9, 12, 14, 16, 1, 4, 15]
    context.compression = IQFormat(method: methods[Int(selector & 0x7) % methods.count], iqWidth: widths[Int(selector >> 3) & 0x7])
    context.udCompHdrPresent = selector & 0x40 != 0
    context.showIQ = selector & 0x80 != 0
    if selector & 0x20 != 0 { context.cusMajor = 7 }
    var decoder = FronthaulDecoder(context: context)
    let result = decoder.decode(ecpri: bytes.dropFirst())
    var fields = FieldList()
    result.appendFields(to: &fields)
    return result.summaries.count + fields.count < 0 ? 1 : 0
}
