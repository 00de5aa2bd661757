import Conformance
import Foundation
import Profiles
import Testing
import TestSupport

@testable import Synth

/// The bearer fault captures (Captures/synth/f1ap-fault-{drb-list-mismatch,
/// rrc-delivery-report-missing, rrc-delivery-report-unsolicited, srb-not-set-up}.pcapng) as
/// tshark 4.0.17 reads them: the frames the engine's finding names carry the procedure codes
/// and IE values that make the fault (`tshark -Y f1ap -T fields -e frame.number -e
/// f1ap.procedureCode -e f1ap.dRBID -e f1ap.SRBID -e f1ap.id …`), and nothing else in the
/// capture contradicts it. Skipped, with the reason, when tshark is absent.
@Suite struct F1APSynthBearerFaultTests {
    /// tshark's F1AP rows of a capture: frame number → (time, procedure codes, DRB ids, SRB ids, IE ids).
    struct Row {
        var time: Double
        var codes: [Int]
        var drbs: [Int]
        var srbs: [Int]
        var ies: [Int]
    }

    static func tshark(_ capture: String) throws -> [Int: Row] {
        let r = try F1APSynth.run(["tshark", "-r", capture, "-Y", "f1ap", "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a", "-E", "aggregator=,",
                                   "-e", "frame.number", "-e", "frame.time_epoch", "-e", "f1ap.procedureCode", "-e", "f1ap.dRBID", "-e", "f1ap.SRBID", "-e", "f1ap.id"])
        #expect(r.status == 0, "\(r.err)")
        var rows: [Int: Row] = [:]
        for line in r.out.split(separator: "\n") {
            let p = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard p.count >= 6, let n = Int(p[0]) else { continue }
            func ints(_ s: String) -> [Int] { s.split(separator: ",").compactMap { Int($0) } }
            rows[n] = Row(time: Double(p[1]) ?? 0, codes: ints(p[2]), drbs: ints(p[3]), srbs: ints(p[4]), ies: ints(p[5]))
        }
        return rows
    }

    /// The engine's findings for `rule` on the committed capture of `fault`, and tshark's rows.
    static func check(_ fault: String, _ rule: String) throws -> (findings: [RuleFinding], verdicts: [Verdict], rows: [Int: Row])? {
        let capture = SynthSupport.synthCaptures.appendingPathComponent("f1ap-fault-\(fault).pcapng").path
        let (_, results) = try SynthSupport.failOrWarn(capture: capture, testbed: SynthSupport.path("Profiles/testbeds/synth-f1.yaml"))
        let rows = results.results(for: rule)
        return (rows.flatMap(\.findings), rows.map(\.verdict), try tshark(capture))
    }

    @Test(.requires(.tshark)) func drbListMismatchNamesTheRequestAndTheResponse() throws {
        let c = try #require(try Self.check("drb-list-mismatch", "F1-UECTX-DRB"))
        #expect(c.verdicts.contains(.fail))
        let frames = try #require(c.findings.first?.frames)
        #expect(frames.count == 2, "\(frames)")
        let request = try #require(c.rows[frames.first ?? -1]), response = try #require(c.rows[frames.last ?? -1])
        // tshark: both are UE Context Setup (procedure code 5); DRBs 1, 2 asked for, 1, 3 answered
        #expect(request.codes == [5] && response.codes == [5])
        #expect(request.drbs == [1, 2] && response.drbs == [1, 3], "\(request.drbs) \(response.drbs)")
        #expect(c.findings.count == 1)
    }

    @Test(.requires(.tshark)) func srbNotSetUpNamesTheTransferOnSRB2() throws {
        let c = try #require(try Self.check("srb-not-set-up", "F1-RRC-SRB"))
        #expect(c.verdicts.contains(.warn))
        let frame = try #require(c.findings.first?.frames.first)
        let row = try #require(c.rows[frame])
        #expect(row.codes == [13] && row.srbs == [2], "\(row)")
        // no UE Context Setup (code 5) comes before it in the capture
        #expect(!c.rows.contains { $0.key < frame && $0.value.codes.contains(5) })
        #expect(c.findings.count == 1)
    }

    @Test(.requires(.tshark)) func missingDeliveryReportNamesTheRequest() throws {
        let c = try #require(try Self.check("rrc-delivery-report-missing", "F1-RRCDELIV"))
        #expect(c.verdicts.contains(.warn))
        let frame = try #require(c.findings.first?.frames.first)
        let row = try #require(c.rows[frame])
        // a DL RRC Message Transfer (12) on SRB1 with RRC Delivery Status Request (IE 184)
        #expect(row.codes == [12] && row.srbs == [1] && row.ies.contains(184), "\(row)")
        #expect(!c.rows.values.contains { $0.codes.contains(25) }, "an RRC DELIVERY REPORT is in the capture")
        let last = c.rows.values.map(\.time).max() ?? 0
        #expect(last - row.time > 5, "the capture goes on \(last - row.time) s after the request")
    }

    @Test(.requires(.tshark)) func unsolicitedDeliveryReportNamesTheReport() throws {
        let c = try #require(try Self.check("rrc-delivery-report-unsolicited", "F1-RRCDELIV"))
        #expect(c.verdicts.contains(.warn))
        let frame = try #require(c.findings.first?.frames.first)
        let row = try #require(c.rows[frame])
        #expect(row.codes == [25] && row.srbs == [1], "\(row)")
        #expect(!c.rows.values.contains { $0.ies.contains(184) }, "some message requests a delivery status")
        #expect(c.rows.values.contains { $0.codes.contains(1) }, "the capture starts with F1 Setup")
    }

    /// Each fault applies to the plan and names its frames in the pcapng comments; the same
    /// fault in a scenario without the target message is reported, not guessed.
    @Test func bearerFaultsApplyAndReportWhenInapplicable() {
        for name in F1APFaultInjector.bearerFaultNames {
            let g = F1APSynth.generate(F1APScenarioConfig(ues: 1, faults: [F1APFaultConfig(name: name)]))
            #expect(g.unappliedFaults.isEmpty && g.encodingProblems.isEmpty, "\(name): \(g.unappliedFaults) \(g.encodingProblems)")
            #expect(g.plan.contains { $0.faults == [name] }, "\(name)")
            let none = F1APSynth.generate(F1APScenarioConfig(ues: 0, faults: [F1APFaultConfig(name: name)]))
            #expect(none.unappliedFaults.count == 1, "\(name): \(none.unappliedFaults)")
        }
    }
}
