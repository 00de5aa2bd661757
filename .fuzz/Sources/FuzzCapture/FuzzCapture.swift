import CaptureIO

/// libFuzzer entry: the pcap / pcapng reader (CaptureIO) on arbitrary file bytes, read to the
/// end. Errors are the expected outcome for most inputs; only traps, leaks and hangs count.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let reader = try? CaptureReader(bytes: bytes, name: "fuzz") else { return 0 }
    var total = 0
    while let record = reader.next() {
        total &+= record.bytes.count &+ record.comments.count
    }
    return total == -1 ? 1 : 0
}
