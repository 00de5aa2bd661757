import Foundation
import IQAnalysis
import TestSupport
import Testing

/// Each synth IQ switch gives exactly its FH-IQ rule's finding, a clean capture none; EVM of QAM
/// with added noise comes out within 0.2 dB of the SNR over at least 10,000 REs.
@Suite struct SynthSwitchRuleTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var iq: String
        var faults = ""
        var testbedExtra = ""
        var flowExtra = ""
        /// PRACH occasions are in the U slot (the 5th, after 2 ms).
        var durationMs = 3
        var expected: Set<String>
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "clean", iq: "modulation: qam64, powerDbfs: -15", testbedExtra: "iq: {referencePoint: conducted}",
             flowExtra: "modulation: 64qam", expected: []),
        Case(name: "clipping", iq: "modulation: qam64, powerDbfs: 3", expected: ["FH-IQ-CLIP"]),
        Case(name: "saturated exponents", iq: "modulation: qam64, powerDbfs: -4", expected: ["FH-IQ-EXP-SATURATED"]),
        Case(name: "energy outside the allocation", iq: "modulation: qam64", faults: "- {name: energy-outside-alloc, at: [1]}",
             expected: ["FH-IQ-OUTSIDE-ALLOC"]),
        Case(name: "PRACH without a preamble", iq: "modulation: qam64, prachPreamble: false", expected: ["FH-IQ-PRACH"]),
        Case(name: "noise beyond the 64QAM EVM limit", iq: "modulation: qam64, powerDbfs: -15, snrDb: 18",
             testbedExtra: "iq: {referencePoint: conducted}", flowExtra: "modulation: 64qam", expected: ["FH-IQ-EVM"]),
    ]

    @Test(arguments: cases)
    func switchGivesExactlyItsRule(_ c: Case) throws {
        let dir = try TemporaryFiles.directory("iq-switch")
        defer { try? FileManager.default.removeItem(at: dir) }
        let testbed = try IQTestSupport.testbed(in: dir, testbedExtra: c.testbedExtra, flowExtra: c.flowExtra)
        let capture = try IQTestSupport.capture(try IQTestSupport.scenario(in: dir, testbed: testbed, durationMs: c.durationMs, iq: c.iq, faults: c.faults), in: dir)
        let (results, _) = try IQTestSupport.analyse(capture: capture, testbed: testbed)
        #expect(IQTestSupport.iqFindings(results) == c.expected, "\(c)")
        #expect(results.results(for: "FH-IQ-PRACH").contains { $0.verdict != .skip }, "\(c): no PRACH occasion judged")
        // Every FH-IQ rule has a row.
        for rule in ["FH-IQ-CLIP", "FH-IQ-POWER", "FH-IQ-OUTSIDE-ALLOC", "FH-IQ-EMPTY-ALLOC", "FH-IQ-EXP-SATURATED", "FH-IQ-EVM", "FH-IQ-PRACH"] {
            #expect(!results.results(for: rule).isEmpty, "\(c): no \(rule) row")
        }
    }

    @Test func gainStepShowsAtItsSymbolAndFailsADeclaredPowerRange() throws {
        let dir = try TemporaryFiles.directory("iq-gain")
        defer { try? FileManager.default.removeItem(at: dir) }
        let testbed = try IQTestSupport.testbed(in: dir)
        let capture = try IQTestSupport.capture(try IQTestSupport.scenario(in: dir, testbed: testbed, iq: "modulation: qam16, powerDbfs: -24, gainStep: {symbol: 7, db: 9}"), in: dir)
        let (results, report) = try IQTestSupport.analyse(capture: capture, testbed: testbed) { $0.thresholds.powerRangeDbfs = -26 ... -22 }
        let dl = try #require(report.flows.first { $0.key.direction == .downlink && $0.key.channel == .data })
        let before = dl.symbolPowerDbfs[6], after = dl.symbolPowerDbfs[7]
        #expect(abs(before - -24) < 0.3, "symbol 6: \(before) dBFS")
        #expect(abs(after - before - 9) < 0.3, "the step at symbol 7: \(after - before) dB")
        for s in 1..<7 { #expect(abs(dl.symbolPowerDbfs[s] - dl.symbolPowerDbfs[s - 1]) < 0.3, "no step at symbol \(s)") }
        #expect(IQTestSupport.iqFindings(results) == ["FH-IQ-POWER"])
    }

    struct Order: CustomStringConvertible, Sendable {
        var order: String
        var snr: Double
        var description: String { "\(order) at \(snr) dB" }
    }

    /// SNRs where decision errors are rare (about 4.3 σ to a decision boundary), 14-bit BFP so
    /// quantisation adds < 0.01 dB.
    @Test(arguments: [Order(order: "qpsk", snr: 14), Order(order: "qam16", snr: 20), Order(order: "qam64", snr: 26),
                      Order(order: "qam256", snr: 32), Order(order: "qam1024", snr: 38)])
    func evmMatchesTheSNR(_ o: Order) throws {
        let dir = try TemporaryFiles.directory("iq-evm")
        defer { try? FileManager.default.removeItem(at: dir) }
        let testbed = try IQTestSupport.testbed(in: dir, width: 14)
        let scenario = try IQTestSupport.scenario(in: dir, testbed: testbed, width: 14, durationMs: 2, iq: "modulation: \(o.order), powerDbfs: -15, snrDb: \(o.snr)")
        let capture = try IQTestSupport.capture(scenario, in: dir)
        let (_, report) = try IQTestSupport.analyse(capture: capture, testbed: testbed) { s in
            for i in s.flows.indices { s.flows[i].modulation = QAMOrder(name: o.order) }
        }
        let dl = try #require(report.flows.first { $0.key.direction == .downlink && $0.key.channel == .data })
        let evm = try #require(dl.evm)
        #expect(evm.reCount >= 10_000, "\(o): \(evm.reCount) REs")
        #expect(abs(evm.db - IQTestSupport.evmDb(snrDb: o.snr)) <= 0.2, "\(o): EVM \(evm.db) dB, expected \(-o.snr) dB")
        #expect(!evm.estimated)
    }

    @Test func undeclaredModulationIsEstimatedAndSaidSo() throws {
        let dir = try TemporaryFiles.directory("iq-estimate")
        defer { try? FileManager.default.removeItem(at: dir) }
        let testbed = try IQTestSupport.testbed(in: dir, width: 14)
        for (name, order) in [("qam16", QAMOrder.qam16), ("qam256", .qam256)] {
            let capture = try IQTestSupport.capture(try IQTestSupport.scenario(in: dir, testbed: testbed, width: 14, iq: "modulation: \(name), snrDb: 40"), in: dir)
            let (_, report) = try IQTestSupport.analyse(capture: capture, testbed: testbed)
            let dl = try #require(report.flows.first { $0.key.direction == .downlink && $0.key.channel == .data })
            #expect(dl.evm?.order == order && dl.evm?.estimated == true, "\(name): \(String(describing: dl.evm))")
        }
    }
}
