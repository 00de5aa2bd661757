import CaptureIO
import Conformance
import Foundation
import Profiles
import Synth
import Testing
import TestSupport

/// F1-TNL-DU-INIT on generated F1-C captures: tshark 4.0.17 says which address sends the SCTP
/// INIT (chunk type 1) and which frame carries the F1 SETUP REQUEST (procedureCode 1,
/// initiatingMessage); the engine passes when the INIT comes from the request's sender and warns
/// on that frame when it comes from the other side (fault `cu-starts-association`).
@Suite struct F1APTransportInitTests {
    /// (INIT source address, F1 Setup Request frame) as tshark reads them.
    static func tsharkView(_ url: URL) throws -> (initSource: String, setupFrame: Int)? {
        let inits = try F1APSynth.run(["tshark", "-r", url.path, "-Y", "sctp.chunk_type == 1", "-T", "fields", "-e", "ip.src"])
        let setups = try F1APSynth.run(["tshark", "-r", url.path, "-Y", "f1ap.procedureCode == 1 && f1ap.initiatingMessage_element", "-T", "fields", "-e", "frame.number"])
        guard inits.status == 0, setups.status == 0, let source = inits.out.split(separator: "\n").first, let frame = setups.out.split(separator: "\n").first.flatMap({ Int($0) }) else {
            return nil
        }
        return (String(source), frame)
    }

    @Test(.requires(.tshark)) func initFromTheDUPassesAndFromTheCUWarns() throws {
        for (fault, duStarts) in [(nil, true), ("cu-starts-association", false)] as [(String?, Bool)] {
            let g = F1APSynth.generate(F1APScenarioConfig(ues: 1, faults: fault.map { [F1APFaultConfig(name: $0)] } ?? []))
            #expect(g.unappliedFaults.isEmpty, "\(g.unappliedFaults)")
            let url = try F1APSynth.write(g.frames)
            defer { try? FileManager.default.removeItem(at: url) }
            let run = ConformanceRun(configuration: RunConfiguration())
            let reader = try CaptureReader(path: url.path)
            while let record = reader.next() { run.feed(record) }
            let r = run.finish()
            let view = try #require(try Self.tsharkView(url))
            #expect(view.initSource == (duStarts ? "10.0.1.2" : "10.0.1.1"), "\(view)")
            #expect(r.verdicts("F1-TNL-DU-INIT") == (duStarts ? [.pass] : [.warn]), "\(r.results(for: "F1-TNL-DU-INIT"))")
            if !duStarts {
                #expect(r.results(for: "F1-TNL-DU-INIT").flatMap(\.findings).map(\.frames) == [[view.setupFrame]])
            }
        }
    }
}
