import Foundation
import Testing
import TestSupport

/// tshark 4.0.17 (the independent oracle) decodes every committed synthesized capture: no malformed
/// frame and no error expert info, except on frames a fault switch broke on purpose (those carry a
/// `fault:` pcapng comment). tshark 4.0.17 preferences: the U-plane width is a per-direction
/// preference (9-bit BFP here), no udCompHdr (static).
@Suite struct TsharkDecodeTests {
    static let preferences = ["-o", "oran_fh_cus.oran.iq_bitwidth_down:9", "-o", "oran_fh_cus.oran.iq_bitwidth_up:9",
                              "-o", "oran_fh_cus.oran.ud_comp_down:Block Floating Point Compression",
                              "-o", "oran_fh_cus.oran.ud_comp_up:Block Floating Point Compression"]

    @Test(.requires(.tshark)) func committedCapturesDecodeWithoutUnexplainedErrors() throws {
        let tshark = try #require(Oracle.tshark)
        let files = try FileManager.default.contentsOfDirectory(atPath: SynthSupport.synthCaptures.path).filter { $0.hasSuffix(".pcapng") }.sorted()
        #expect(files.count >= 23)
        for file in files {
            let path = SynthSupport.synthCaptures.appendingPathComponent(file).path
            func count(_ filter: String) throws -> Int {
                try SynthSupport.run(tshark, ["-r", path] + Self.preferences + ["-Y", filter, "-T", "fields", "-e", "frame.number"])
                    .split(separator: "\n").count
            }
            let bad = "(_ws.malformed || _ws.expert.severity == error)"
            let total = try count("frame")
            #expect(total > 20, "\(file): \(total) frames")
            #expect(try count("\(bad) && !(frame.comment contains \"fault\")") == 0, "\(file)")
            if !file.contains("fault") {
                #expect(try count(bad) == 0, "\(file)")
                // only legal variations explain themselves in a clean capture
                #expect(try count("frame.comment && !(frame.comment contains \"variation\")") == 0, "\(file)")
            }
            // The faulty frames carry the switch's name as a pcapng comment.
            if let range = file.range(of: "-fault-") {
                let name = String(file[range.upperBound...].dropLast(".pcapng".count))
                #expect(try count("frame.comment contains \"fault\" && frame.comment contains \"\(name)\"") >= 1, "\(file)")
            }
            // Every frame is decoded as what it is: eCPRI / O-RAN, PTP or SCTP (F1AP), nothing left as
            // data but the frame the foreign-ethertype switch adds on purpose.
            #expect(try count("!(ecpri || ptp || sctp) && !(frame.comment contains \"foreign-ethertype\")") == 0, "\(file)")
        }
    }
}
