import CaptureIO
import Foundation
import Testing

/// Locations, external oracles (tshark, python3 with scapy) and small helpers shared by the
/// CaptureIO tests. Every oracle is optional: tests print why they skip when one is missing.
enum Oracle {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `<package root>/../shared`, when present.
    static var sharedDirectory: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? url : nil
    }

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static let tshark: String? = executable("tshark")

    static let python: String? = executable("python3")

    /// python3 that can `import scapy.all`.
    static let scapyPython: String? = {
        guard let python else { return nil }
        let result = run(python, ["-c", "import scapy.all"])
        return result.status == 0 ? python : nil
    }()

    struct ProcessResult {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    static func run(_ executable: String, _ arguments: [String]) -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let outputPipe = Pipe()
        // stderr goes to a file so neither stream can fill up and block the process.
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "captureio-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        guard let errorHandle = try? FileHandle(forWritingTo: errorURL) else {
            return ProcessResult(status: -1, output: "", errorOutput: "cannot create \(errorURL.path)")
        }
        process.standardOutput = outputPipe
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            return ProcessResult(status: -1, output: "", errorOutput: "\(error)")
        }
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        let errorData = (try? Data(contentsOf: errorURL)) ?? Data()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData, as: UTF8.self))
    }

    /// One frame as tshark reports it.
    struct TsharkFrame: Equatable, CustomStringConvertible {
        var number: Int
        var timeNanoseconds: Int64
        var length: Int
        var capturedLength: Int
        var comments: [String]

        var description: String { "#\(number) t=\(timeNanoseconds) len=\(length) cap=\(capturedLength) \(comments)" }
    }

    /// `tshark -r FILE -T fields -e frame.number -e frame.time_epoch -e frame.len -e frame.cap_len
    /// -e frame.comment`, parsed; nil (with the reason printed) when tshark is absent or fails.
    static func tsharkFrames(_ path: String) -> [TsharkFrame]? {
        guard let tshark else {
            print("SKIP tshark cross-check of \(path): tshark not installed")
            return nil
        }
        let result = run(
            tshark,
            [
                "-n", "-r", path, "-T", "fields", "-E", "occurrence=a", "-E", "aggregator=|",
                "-e", "frame.number", "-e", "frame.time_epoch", "-e", "frame.len", "-e", "frame.cap_len",
                "-e", "frame.comment",
            ])
        if result.status != 0 {
            print("tshark failed on \(path) (status \(result.status)): \(result.errorOutput)")
            return nil
        }
        var frames: [TsharkFrame] = []
        for line in result.output.split(separator: "\n", omittingEmptySubsequences: true) {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4, let number = Int(columns[0]), let length = Int(columns[2]),
                let captured = Int(columns[3])
            else {
                Issue.record("unparsable tshark line: \(line)")
                return nil
            }
            let comments =
                columns.count > 4 && !columns[4].isEmpty
                ? columns[4].split(separator: "|", omittingEmptySubsequences: false).map(String.init) : []
            // tshark prints no time for a frame without one (Simple Packet Block); we report 0.
            let time = columns[1].isEmpty ? 0 : epochNanoseconds(columns[1])
            guard let time else {
                Issue.record("unparsable tshark time: \(line)")
                return nil
            }
            frames.append(
                TsharkFrame(
                    number: number, timeNanoseconds: time, length: length, capturedLength: captured, comments: comments)
            )
        }
        return frames
    }

    /// "1607961671.974348259" (tshark prints 9 decimals) as nanoseconds, exactly.
    static func epochNanoseconds(_ text: String) -> Int64? {
        let negative = text.hasPrefix("-")
        let body = negative ? String(text.dropFirst()) : text
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let seconds = Int64(parts[0]) else { return nil }
        var fraction: Int64 = 0
        if parts.count == 2 {
            let digits = String(parts[1].prefix(9))
            guard let value = Int64(digits.isEmpty ? "0" : digits) else { return nil }
            fraction = value
            for _ in digits.count..<9 { fraction *= 10 }
        }
        let total = seconds * 1_000_000_000 + fraction
        return negative ? -total : total
    }
}

/// A fresh temporary directory for one test.
func makeTemporaryDirectory(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("captureio-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Everything a reader returns, copied out of the records.
struct ReadResult {
    struct Frame: Equatable {
        var number: Int
        var timeNanoseconds: Int64
        var length: Int
        var capturedLength: Int
        var linkType: LinkType
        var interfaceID: Int
        var bytes: [UInt8]
        var comments: [String]
        var truncated: Bool
    }

    var frames: [Frame] = []
    var warnings: [CaptureWarning] = []

    var tsharkView: [Oracle.TsharkFrame] {
        frames.map {
            .init(
                number: $0.number, timeNanoseconds: $0.timeNanoseconds, length: $0.length,
                capturedLength: $0.capturedLength, comments: $0.comments)
        }
    }
}

/// Reads a whole capture with a bounded loop (a reader that never ends fails the test).
func readAll(_ reader: CaptureReader, maximumFrames: Int = 10_000_000) -> ReadResult {
    var result = ReadResult()
    while let record = reader.next() {
        result.frames.append(
            .init(
                number: record.frameNumber, timeNanoseconds: record.timestampNanoseconds,
                length: record.originalLength, capturedLength: record.capturedLength,
                linkType: record.linkType, interfaceID: record.interfaceID, bytes: Array(record.bytes),
                comments: record.comments, truncated: record.isTruncated))
        if result.frames.count > maximumFrames {
            Issue.record("reader did not stop after \(maximumFrames) frames")
            break
        }
    }
    result.warnings = reader.warnings
    return result
}

/// Compares our frames with tshark's, matched by frame number, and returns how many agree.
/// `skippedByUs` lists tshark frame numbers we deliberately do not return (pcapng custom blocks).
@discardableResult
func expectAgreement(
    _ ours: [Oracle.TsharkFrame], _ theirs: [Oracle.TsharkFrame], file: String, skippedByUs: Set<Int> = []
) -> Int {
    let theirNumbers = Set(theirs.map(\.number))
    let ourNumbers = Set(ours.map(\.number))
    #expect(theirNumbers.subtracting(ourNumbers) == skippedByUs, "frames tshark has and we do not, on \(file)")
    #expect(ourNumbers.subtracting(theirNumbers).isEmpty, "frames we have and tshark does not, on \(file)")
    var byNumber: [Int: Oracle.TsharkFrame] = [:]
    for frame in theirs { byNumber[frame.number] = frame }
    var agreeing = 0
    for mine in ours {
        guard let reference = byNumber[mine.number] else { continue }
        if mine == reference {
            agreeing += 1
        } else {
            Issue.record("\(file): ours \(mine) vs tshark \(reference)")
        }
    }
    return agreeing
}
