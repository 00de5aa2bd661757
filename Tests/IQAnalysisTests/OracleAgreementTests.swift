import Foundation
import IQAnalysis
import TestSupport
import Testing

/// Every flow of synthesized captures against the independent numpy oracle
/// (`Tests/IQFlowOracle/iq_flow_oracle.py`): mean, peak, per-PRB and per-symbol power within
/// 0.01 dB, clipped components and the exponent histogram exactly, quantisation SNR within 0.01 dB,
/// EVM within 0.01 percentage points.
@Suite struct OracleAgreementTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var iq: String
        var order: String
        var width = 9
        var faults = ""
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "clean 64QAM", iq: "modulation: qam64, powerDbfs: -15", order: "qam64"),
        Case(name: "16QAM at 20 dB SNR", iq: "modulation: qam16, powerDbfs: -12, snrDb: 20", order: "qam16"),
        Case(name: "256QAM at 30 dB SNR, 14-bit BFP", iq: "modulation: qam256, powerDbfs: -20, snrDb: 30", order: "qam256", width: 14),
        Case(name: "clipping", iq: "modulation: qam64, powerDbfs: 3", order: "qam64"),
        Case(name: "gain step", iq: "modulation: qpsk, powerDbfs: -24, gainStep: {symbol: 7, db: 9}", order: "qpsk"),
        Case(name: "PRACH without preamble, energy outside allocation", iq: "modulation: qam64, prachPreamble: false", order: "qam64",
             faults: "- {name: energy-outside-alloc, at: [1]}"),
    ]

    @Test(.requires(.numpy), arguments: cases)
    func everyFlowAgreesWithNumpy(_ c: Case) throws {
        let dir = try TemporaryFiles.directory("iq-oracle")
        defer { try? FileManager.default.removeItem(at: dir) }
        let testbed = try IQTestSupport.testbed(in: dir, width: c.width)
        let scenario = try IQTestSupport.scenario(in: dir, testbed: testbed, width: c.width, durationMs: 3, iq: c.iq, faults: c.faults)
        let capture = try IQTestSupport.capture(scenario, in: dir)
        let (_, report) = try IQTestSupport.analyse(capture: capture, testbed: testbed) { s in
            for i in s.flows.indices { s.flows[i].modulation = QAMOrder(name: c.order) }
        }
        let oracle = try IQTestSupport.oracleFlows(capture: capture, width: c.width, order: c.order)
        #expect(Set(report.flows.map(IQTestSupport.key)) == Set(oracle.keys), "\(c): flows")
        for flow in report.flows {
            let k = IQTestSupport.key(flow)
            guard let o = oracle[k] else { continue }
            func near(_ a: Double, _ b: Double?, _ tol: Double, _ what: String) {
                guard let b else {
                    #expect(!a.isFinite, "\(c) \(k) \(what): oracle has none, we have \(a)")
                    return
                }
                #expect(abs(a - b) <= tol, "\(c) \(k) \(what): \(a) vs numpy \(b)")
            }
            #expect(flow.reCount == (o["reCount"] as? Int), "\(c) \(k) RE count")
            near(flow.meanPowerDbfs, IQTestSupport.double(o["meanDbfs"]), 0.01, "mean dBFS")
            near(flow.peakPowerDbfs, IQTestSupport.double(o["peakDbfs"]), 0.01, "peak dBFS")
            #expect(flow.clippedSamples == (o["clipped"] as? Int), "\(c) \(k) clipped components")
            #expect(flow.exponentHistogram == (o["exponentHistogram"] as? [Int]), "\(c) \(k) exponent histogram")
            near(flow.quantisationSNRDb ?? .nan, IQTestSupport.double(o["qsnrDb"]), 0.01, "quantisation SNR")
            let prbs = (o["prbDbfs"] as? [Any]) ?? []
            #expect(prbs.count == flow.prbPowerDbfs.count)
            for (p, v) in zip(flow.prbPowerDbfs, prbs) { near(p, IQTestSupport.double(v), 0.01, "PRB power") }
            let symbols = (o["symbolDbfs"] as? [Any]) ?? []
            for (s, v) in zip(flow.symbolPowerDbfs, symbols) { near(s, IQTestSupport.double(v), 0.01, "symbol power") }
            if let evm = IQTestSupport.double(o["evm"]) {
                let mine = try #require(flow.evm, "\(c) \(k): no EVM")
                #expect(mine.reCount == (o["evmCount"] as? Int), "\(c) \(k) EVM RE count")
                #expect(abs(mine.percent - 100 * evm) <= 0.01, "\(c) \(k) EVM \(mine.percent) % vs numpy \(100 * evm) %")
            }
        }
    }
}
