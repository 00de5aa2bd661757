@testable import Conformance
import CaptureIO
import Foundation
import Profiles
import TestSupport
import Testing

/// A custom rule whose `where` has operands over the eCPRI common header and link fields only
/// lets the checker pass over a fronthaul PDU from those fields alone when no active rule's
/// operands hold (``FilterExpression/conjuncts(readingOnly:)``). Results must be those of the
/// checker that builds every selected field of every PDU.
@Suite struct CustomRuleHeaderGuardTests {
    typealias V = CaptureVariants

    /// `where` operands over header and link fields, and over other fields.
    static let headerOperands = [
        "ecpri.type == 2", "ecpri.type == 0", "ecpri.type in {0, 2}", "ecpri.cbit == 0", "ecpri.size > 100", "ecpri.size < 64",
        "count(ecpri.type) == 1", "frame.number > 5", "ecpri.revision == 1", "!(ecpri.type == 5)", "ecpri.type != 2",
        "frame.len >= 1000", "vlan.id == 21 || ecpri.type == 2", "len(ecpri.size) == 2",
    ]
    static let otherOperands = [
        "oran_fh_cus.data_direction == 1", "oran_fh_cus.sectionId < 100", "oran_fh_cus.numPrbu > 0", "oran_fh_cus.startPrbc == 0",
        "oran_fh_cus", "ecpri", "oran_fh_cus.sequence_id < 128",
    ]
    static let assertions = [
        "oran_fh_cus.udCompHdrMeth in {0, 1}", "ecpri.size > 0", "oran_fh_cus.startPrbu < 273", "oran_fh_cus.sequence_id < 200",
        "ecpri.type == 2", "oran_fh_cus.numberOfSections < 3", "frame.len < 1500",
    ]

    /// Seeded random rules: one to three header operands and zero to two others, in any order.
    static func rules(_ seed: UInt64, count: Int) -> [CustomRuleSource] {
        var random = SeededRandom(seed: seed)
        func pick(_ list: [String]) -> String { list[Int(random.next() % UInt64(list.count))] }
        var out: [CustomRuleSource] = []
        for n in 0..<count {
            var operands = (0..<(1 + Int(random.next() % 3))).map { _ in "(" + pick(headerOperands) + ")" }
            operands += (0..<Int(random.next() % 3)).map { _ in "(" + pick(otherOperands) + ")" }
            for i in operands.indices.reversed() where i > 0 { operands.swapAt(i, Int(random.next() % UInt64(i + 1))) }
            out.append(CustomRuleSource(id: "GUARD-\(n)", title: "rule \(n)", whereClause: SourceText(operands.joined(separator: " && ")),
                                        assertion: SourceText(pick(assertions))))
        }
        return out
    }

    static func results(_ bytes: [UInt8], _ name: String, _ configuration: RunConfiguration, guards: Bool) throws -> (text: String, evaluated: Int) {
        let reader = try CaptureReader(bytes: bytes, name: name)
        let run = ConformanceRun(configuration: configuration, dispatchesUnselected: false, customRuleShortcuts: guards)
        while let record = reader.next() { run.feed(record) }
        let results = run.finish()
        let evaluated = results.results.filter { $0.rule.hasPrefix("GUARD-") }.reduce(0) { $0 + $1.evaluated }
        return (results.renderJSON() + results.renderText(), evaluated)
    }

    @Test("random custom rules give the same results with and without the header guard, on every capture", arguments: V.subjects)
    func sameResults(_ subject: V.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        let seed = FuzzSeed.value(default: 0xC057_0AD5)
        var configuration = try V.configuration(subject)
        var suite = configuration.suite ?? SuiteProfile(name: "guard rules")
        suite.custom += Self.rules(seed, count: 12)
        configuration.suite = suite
        let guarded = try Self.results(bytes, subject.name, configuration, guards: true)
        let reference = try Self.results(bytes, subject.name, configuration, guards: false)
        #expect(guarded.text == reference.text, "\(subject.name): results differ (seed 0x\(String(seed, radix: 16)))")
        #expect(guarded.evaluated == reference.evaluated)
    }

    @Test("the fronthaul captures exercise the guard both ways: some rules are evaluated, and some PDUs are passed over")
    func guardIsExercised() throws {
        let path = EngineSupport.packageRoot.appendingPathComponent("Captures/synth/fh-clean.pcapng").path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var suite = SuiteProfile(name: "guard rules")
        suite.custom = [CustomRuleSource(id: "GUARD-C", title: "C-plane compression", whereClause: SourceText("ecpri.type == 2 && oran_fh_cus.data_direction == 1"),
                                         assertion: SourceText("oran_fh_cus.udCompHdrMeth in {0, 1}"))]
        let r = try Self.results(bytes, "fh-clean", RunConfiguration(suite: suite), guards: true)
        // applicable to the downlink C-plane messages only: evaluated, but fewer times than there are frames
        let frames = try CaptureReader(bytes: bytes, name: "fh-clean").count
        #expect(r.evaluated > 0 && r.evaluated < frames, "evaluated \(r.evaluated) of \(frames) frames")
    }
}

extension CaptureReader {
    /// Frames in the capture.
    fileprivate var count: Int {
        var n = 0
        while next() != nil { n += 1 }
        return n
    }
}
