import CaptureIO
import Glibc

/// libFuzzer entry: the pcap / pcapng reader (CaptureIO) on arbitrary file bytes, read to the
/// end. Errors are the expected outcome for most inputs; only traps, leaks and hangs count.
/// Inputs that start like a gzip or Zstandard stream are read from a temporary file by path, so
/// the streaming decompression in front of the parser is fuzzed too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    let compressed = count >= 2 && ((bytes[0] == 0x1F && bytes[1] == 0x8B) || (bytes[0] == 0x28 && bytes[1] == 0xB5))
    let reader: CaptureReader
    if compressed {
        var template = Array("/tmp/ranconform-fuzz-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return 0 }
        let path = String(cString: template)
        defer {
            close(descriptor)
            unlink(path)
        }
        _ = write(descriptor, start, count)
        guard let opened = try? CaptureReader(path: path) else { return 0 }
        reader = opened
    } else {
        guard let opened = try? CaptureReader(bytes: bytes, name: "fuzz") else { return 0 }
        reader = opened
    }
    var total = 0
    while let record = reader.next() {
        total &+= record.bytes.count &+ record.comments.count
    }
    return total == -1 ? 1 : 0
}
