import CaptureIO
import Conformance

/// libFuzzer entry: a whole zero-configuration `check` of a capture in memory — the capture
/// reader, the network demux with IP and SCTP reassembly, eCPRI / O-RAN CUS, F1AP and PTP
/// decoding and every stateful rule — then the text and JSON renderings of the results.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNetwork(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let reader = try? CaptureReader(bytes: bytes, name: "fuzz") else { return 0 }
    let run = ConformanceRun(configuration: RunConfiguration())
    run.beginCapture(name: "fuzz", firstFrame: 1)
    while let record = reader.next() { run.feed(record) }
    let results = run.finish()
    return results.renderText().isEmpty && results.renderJSON().isEmpty ? 1 : 0
}
