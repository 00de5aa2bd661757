import Foundation
import Fronthaul
import Testing
import TestSupport
import WireCore

/// fh_1x1.pcap (448 frames) against fh_1x1.expected.json (facts read off tshark 4.0.17).
@Suite struct CaptureTests {
    @Test(.requires(.shared)) func fh1x1MatchesExpectedFacts() throws {
        let url = Support.fronthaulData.appendingPathComponent("captures/fh_1x1.pcap")
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: Support.fronthaulData.appendingPathComponent("captures/fh_1x1.expected.json"))) as! [String: Any]
        let frames = try ClassicPcap.packets(url)
        #expect(frames.count == expected["frames"] as? Int)
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.prbs", "106")
        var decoder = FronthaulDecoder(context: ctx)
        var types: [String: Int] = [:]
        var uplane = 0, cplane = 0, errors = 0
        var frameIds = Set<Int>()
        var inferred: [String] = []
        for f in frames {
            guard let (pdu, off) = RawEthernet.ecpriPayload(f) else { continue }
            let r = decoder.decode(ecpri: pdu, baseBitOffset: off * 8, transport: .ethernet)
            if r.error != nil { errors += 1; print(r.summary) }
            inferred += r.inferredCompression
            for m in r.messages {
                types[String(format: "0x%02x", m.header.messageType), default: 0] += 1
                switch m.body {
                case .uPlane(_, let u): uplane += 1; frameIds.insert(Int(u.frameId))
                case .cPlane: cplane += 1
                default: break
                }
            }
        }
        print("inferred:", inferred)
        let ecpri = expected["ecpri"] as! [String: Any]
        #expect(types == (ecpri["message_type"] as! [String: Int]))
        #expect(errors == 0)
        let up = expected["uplane"] as! [String: Any]
        #expect(uplane == up["messages"] as? Int)
        #expect(frameIds == Set(up["frameId_values"] as! [Int]))
        #expect(inferred.count == 1 && inferred.first?.contains("bfp:9") == true)
        _ = cplane
    }
}
