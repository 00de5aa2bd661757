import CaptureIO
import Foundation
import TestSupport
import Testing

/// The CaptureIO tests' tshark reading of a capture (frame number, time, lengths, comments),
/// on top of the shared ``Oracle`` of TestSupport. Tests that call it require tshark.
extension Oracle {
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
    /// -e frame.comment`, parsed; nil (with an issue recorded) when tshark fails. Callers require tshark.
    static func tsharkFrames(_ path: String) -> [TsharkFrame]? {
        guard let tshark else {
            Issue.record("tshark not on PATH: the test should require it")
            return nil
        }
        guard let result = try? Subprocess.run(
            tshark,
            [
                "-n", "-r", path, "-T", "fields", "-E", "occurrence=a", "-E", "aggregator=|",
                "-e", "frame.number", "-e", "frame.time_epoch", "-e", "frame.len", "-e", "frame.cap_len",
                "-e", "frame.comment",
            ]), result.status == 0
        else {
            Issue.record("tshark failed on \(path)")
            return nil
        }
        var frames: [TsharkFrame] = []
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: true) {
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
func makeTemporaryDirectory(_ label: String) throws -> URL { try TemporaryFiles.directory("captureio-" + label) }

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
