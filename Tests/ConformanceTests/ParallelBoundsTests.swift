import CaptureIO
import Conformance
import Foundation
import Testing

/// What the faster checking stage changed must not change results: with the fronthaul tables at a
/// tiny bound (every FH-UP-SIZE symbol, sequence stream and C/U slot evicted over and over) and one
/// finding kept per rule and node (the recorder's count-only path for the rest), 2 to 4 decode workers at
/// batch sizes 1, 7, 64 and 256 give the serial run's bytes; and the exact counts of every rule
/// and node do not depend on how many findings are kept.
@Suite struct ParallelBoundsTests {
    typealias V = CaptureVariants

    static var fronthaulSubjects: [V.Subject] { V.subjects.filter { $0.name.hasPrefix("fh") || $0.name.hasPrefix("sample") } }

    @Test("tight bounds and a finding cap of 1: 2, 3, 4 decode workers give the serial run's JSON and text", arguments: fronthaulSubjects)
    func tightBoundsSameBytes(_ subject: V.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        for var configuration in [RunConfiguration(), try V.configuration(subject)] {
            configuration.maximumOpenEntries = 8
            configuration.findingCap = 1
            let serial = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: nil)
            #expect(serial.json.contains("\"frames\""))
            for (workers, batch) in [(2, 1), (3, 7), (4, 64), (2, 256)] {
                let parallel = try ParallelCheckTests.outputs(bytes, name: subject.name, configuration, workers: workers, batch: batch)
                #expect(parallel.json == serial.json, "\(subject.name) \(workers) workers, batch \(batch): JSON differs")
                #expect(parallel.text == serial.text, "\(subject.name) \(workers) workers, batch \(batch): text differs")
            }
        }
    }

    @Test("counts (evaluated, violations, waived, inconclusive) and verdicts do not depend on the finding cap", arguments: fronthaulSubjects)
    func countsIndependentOfFindingCap(_ subject: V.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        func rows(_ cap: Int) throws -> [String] {
            var configuration = try V.configuration(subject)
            configuration.findingCap = cap
            let reader = try CaptureReader(bytes: bytes, name: subject.name)
            let run = ConformanceRun(configuration: configuration)
            while let record = reader.next() { run.feed(record) }
            let results = run.finish()
            return results.results.map { "\($0.rule) \($0.node) \($0.verdict.rawValue) \($0.evaluated) \($0.violations) \($0.waived) \($0.inconclusive)" }
        }
        let one = try rows(1), many = try rows(1_000)
        #expect(!many.isEmpty)
        #expect(one == many)
    }
}
