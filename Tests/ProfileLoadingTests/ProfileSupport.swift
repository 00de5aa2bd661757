import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Paths and temporary fixture trees for profile tests.
enum ProfileSupport {
    /// The package root.
    static var packageRoot: String { Oracle.packageRoot.path }

    static var profilesDirectory: String { packageRoot + "/Profiles" }


    /// A fresh temporary directory holding `files` (relative path → text).
    static func fixture(_ files: [String: String]) throws -> String {
        let directory = TemporaryFiles.scratch.appendingPathComponent("profiles-" + UUID().uuidString).path
        for (relative, text) in files {
            let path = directory + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// 1-based line and column of the first occurrence of `needle` in `text` (after skipping
    /// `occurrence - 1` earlier ones), counted by a plain text scan: the independent oracle for
    /// error positions.
    static func position(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
        var remaining = occurrence
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            var searchStart = line.startIndex
            while let range = line.range(of: needle, range: searchStart..<line.endIndex) {
                remaining -= 1
                if remaining == 0 {
                    return (index + 1, line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)
                }
                searchStart = range.upperBound
            }
        }
        Issue.record("'\(needle)' not found in fixture text")
        return (0, 0)
    }

    /// Every .yaml / .yml / .json file under `directory`, sorted.
    /// Profile files under `directory`; `scenarios/` holds `ranconform synth` scenarios, not
    /// profiles (SynthTests load those).
    static func profileFiles(under directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasPrefix("scenarios/") { continue }
            if [".yaml", ".yml", ".json"].contains(where: relative.hasSuffix) { files.append(directory + "/" + relative) }
        }
        return files.sorted()
    }
}
