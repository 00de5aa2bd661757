import CaptureIO
import Foundation
import Testing
import TestSupport

/// Every capture under ../shared/testdata/*/captures/ agrees with tshark frame by frame on
/// frame.number, frame.time_epoch, frame.len and frame.cap_len (and frame.comment).
@Suite struct SharedCaptureTests {
    static func captureFiles() -> [URL] {
        guard let shared = Oracle.sharedDirectory else { return [] }
        let testdata = shared.appendingPathComponent("testdata")
        guard let enumerator = FileManager.default.enumerator(at: testdata, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in enumerator
        where url.deletingLastPathComponent().lastPathComponent == "captures"
            && ["pcap", "pcapng", "cap"].contains(url.pathExtension.lowercased())
        {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test(.requires(.shared, .tshark)) func everySharedCaptureAgreesWithTshark() throws {
        let files = Self.captureFiles()
        #expect(!files.isEmpty, "no captures under ../shared/testdata/*/captures")
        var totalAgreeing = 0
        var totalFrames = 0
        for url in files {
            let reader = try CaptureReader(path: url.path)
            let result = readAll(reader)
            #expect(result.warnings.isEmpty, "\(url.lastPathComponent): \(result.warnings)")
            #expect(reader.bytesConsumed == reader.fileSize)
            guard let reference = Oracle.tsharkFrames(url.path) else {
                Issue.record("tshark could not read \(url.path)")
                continue
            }
            let agreeing = expectAgreement(result.tsharkView, reference, file: url.lastPathComponent)
            print("\(url.lastPathComponent): \(agreeing)/\(reference.count) frames agree with tshark")
            totalAgreeing += agreeing
            totalFrames += reference.count
        }
        print("shared captures: \(totalAgreeing)/\(totalFrames) frames agree with tshark in \(files.count) files")
        #expect(totalAgreeing == totalFrames)
    }
}
