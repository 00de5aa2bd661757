import Foundation
import ProfileLoading

/// libFuzzer entry: the YAML profile loader (device, testbed and suite kinds, `extends`,
/// custom rules) on arbitrary text written to a temporary file. A profile error is the expected
/// outcome; only traps, leaks and hangs count. The first byte picks the entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfile(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard let selector = bytes.first else { return 0 }
    let path = FuzzProfileFile.path
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes.dropFirst())) else { return 0 }
    switch selector % 4 {
    case 0: _ = try? ProfileLoader.loadDevice(path: path)
    case 1: _ = try? ProfileLoader.loadTestbed(path: path)
    case 2: _ = try? ProfileLoader.loadSuite(path: path)
    default: _ = try? ProfileLoader.load(path: path)
    }
    return 0
}

/// One scratch file per process (libFuzzer runs inputs one after another in a process).
enum FuzzProfileFile {
    static let path = NSTemporaryDirectory() + "/ranconform-fuzz-profile-\(ProcessInfo.processInfo.processIdentifier).yaml"
}
