import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Randomly damaged profiles load or fail with a located one-line `ProfileError`, never crash.
/// Count from `RANCONFORM_FUZZ_COUNT` (default 300); the seed is printed.
struct MutatedProfileTests {
    /// The shared seeded generator (SplitMix64), so failures reproduce from the seed.
    typealias Generator = SeededRandom

    @Test func mutatedExamplesNeverCrash() throws {
        let count = ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"].flatMap(Int.init) ?? 300
        let seed = FuzzSeed.value(default: 0x5EED_2026)
        print("mutatedExamplesNeverCrash: seed \(seed), count \(count)")
        var generator = Generator(state: seed)
        let devices = ProfileSupport.profilesDirectory + "/devices/"
        let sources = try ["beta-du.yaml", "acme-ru-base.yaml", "gamma-cu.yaml"].map {
            try String(contentsOfFile: devices + $0, encoding: .utf8)
        }
        let testbed = try String(contentsOfFile: ProfileSupport.profilesDirectory + "/testbeds/lab-a.yaml", encoding: .utf8)
        let directory = try ProfileSupport.fixture(
            ["beta-du.yaml": sources[0], "acme-ru-n78.yaml": sources[1], "gamma-cu.yaml": sources[2],
             "fronthaul-basic.yaml": Fixtures.suite])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let patched = testbed.replacingOccurrences(of: "../devices/", with: "").replacingOccurrences(of: "../suites/", with: "")
        let pieces = [":", "-", " ", "\n", "{", "}", "[", "]", "\"", "0", "99999999999", "x", "*", "&a", "|", "\t", "null", "~"]
        var loaded = 0
        for iteration in 0..<count {
            var scalars = Array((iteration % 2 == 0 ? patched : sources[iteration % 3]).unicodeScalars)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<scalars.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: scalars.remove(at: position)
                case 1: scalars.insert(contentsOf: pieces.randomElement(using: &generator)!.unicodeScalars, at: position)
                default: scalars[position] = pieces.randomElement(using: &generator)!.unicodeScalars.first!
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let path = directory + "/mutant.yaml"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            do {
                _ = try ProfileLoader.load(path: path)
                loaded += 1
            } catch {
                #expect(!error.description.contains("\n"), "iteration \(iteration): \(error)")
                #expect(!error.file.isEmpty)
            }
        }
        print("mutatedExamplesNeverCrash: \(loaded) of \(count) mutants still loaded")
    }
}
