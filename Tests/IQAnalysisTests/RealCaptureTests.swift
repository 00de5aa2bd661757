import Foundation
import IQAnalysis
import TestSupport
import Testing

/// The public fronthaul capture: per-PRB power equals numpy's from tshark 4.0.17's decompressed
/// samples (`oran_fh_cus.oran.show_iq_samples`, BFP 9-bit, 106 PRBs).
@Suite struct RealCaptureTests {
    @Test(.requires(.tshark, .numpy, .shared))
    func perPRBPowerAgreesWithTsharkSamples() throws {
        let capture = Oracle.shared("testdata/fronthaul/captures/fh_1x1.pcap").path
        let tshark = try #require(Oracle.tshark)
        var args = ["-r", capture, "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a", "-E", "aggregator=,", "-Y", "oran_fh_cus.numPrbu"]
        for p in ["oran_fh_cus.oran.iq_bitwidth_down:9", "oran_fh_cus.oran.ud_comp_down:Block Floating Point Compression",
                  "oran_fh_cus.oran.show_iq_samples:TRUE", "oran_fh_cus.oran.rbs_in_uplane_section:106"] { args += ["-o", p] }
        for f in ["oran_fh_cus.startPrbu", "oran_fh_cus.numPrbu", "oran_fh_cus.iSample", "oran_fh_cus.qSample"] { args += ["-e", f] }
        let fields = try Subprocess.run(tshark, args).stdout
        let dir = try TemporaryFiles.directory("iq-tshark")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tsv = dir.appendingPathComponent("fields.tsv")
        try fields.write(to: tsv, atomically: true, encoding: .utf8)
        let python = try #require(Oracle.python3)
        let out = try Subprocess.run(python, [IQTestSupport.oracle, "tshark", tsv.path, "9", "106"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let reference = try #require(object["prbDbfs"] as? [Any])

        var settings = IQSettings()
        settings.carrierPRBs = 106
        let report = try RealCaptureTests.analyse(capture, settings: settings)
        let flow = try #require(report.flows.first)
        #expect(report.flows.count == 1)
        #expect(flow.prbPowerDbfs.count == 106 && reference.count == 106)
        var compared = 0
        for (mine, theirs) in zip(flow.prbPowerDbfs, reference) {
            guard let t = IQTestSupport.double(theirs) else {
                #expect(!mine.isFinite)
                continue
            }
            #expect(abs(mine - t) <= 0.01, "PRB \(compared): \(mine) vs tshark+numpy \(t)")
            compared += 1
        }
        #expect(compared > 90)
    }

    /// The analyzer alone over the capture (decode with static BFP 9-bit, 106 PRBs).
    static func analyse(_ path: String, settings: IQSettings) throws -> IQReport {
        try IQDriver.analyse(path, prbs: 106, settings: settings)
    }
}
