import Foundation
import Fronthaul
import Testing
import TestSupport
import WireCore

/// The non-allocating fast path agrees with the full decoder; an opt-in throughput measurement
/// (RANCONFORM_FH_BENCH=/tmp/fh.pcap from `ranconform-bench fh-capture 2000 /tmp/fh.pcap`; meaningful in a release build only).
@Suite struct FastPathTests {
    @Test(.requires(.shared)) func fastPathAgreesWithDecoder() throws {
        let frames = try ClassicPcap.packets(Support.fronthaulData.appendingPathComponent("captures/fh_1x1.pcap"))
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.compression", "bfp:9")
        try ctx.apply("fronthaul.prbs", "106")
        var d = FronthaulDecoder(context: ctx)
        let layout = d.layout(eAxC: 0, direction: .downlink)
        var compared = 0
        var values = [Int32](repeating: 0, count: 24 * 273)
        for f in frames {
            guard let (pdu, _) = RawEthernet.ecpriPayload(f) else { continue }
            let full = d.decode(ecpri: pdu)
            var decompressed = 0
            var sameValues = true
            var reference: [Int32] = []
            let h = values.withUnsafeMutableBufferPointer { buf in
                FronthaulFastPath.scan(pdu, layout: layout) { s in
                    let n = IQCodec.decompress(s, into: buf) ?? -1
                    decompressed += n
                    // the array version is checked bit-exact against the reference in CompressionTests
                    if n > 0, IQCodec.decompress(s, into: &reference) == n, Array(buf.prefix(n)) != Array(reference.prefix(n)) { sameValues = false }
                }
            }
            #expect(sameValues)
            guard let h, let m = full.messages.first else { Issue.record("fast path failed"); continue }
            #expect(h.messageType == m.header.messageType && h.eAxC == m.transport?.eAxC && h.sequenceId == m.transport?.sequenceId)
            switch m.body {
            case .uPlane(_, let u):
                #expect(h.frameId == u.frameId && h.symbolId == u.symbolId && h.sectionCount == u.sections.count)
                #expect(h.prbCount == u.sections.reduce(0) { $0 + $1.prbCount })
                #expect(decompressed == h.prbCount * 24)
            case .cPlane(_, let c):
                #expect(h.sectionType == c.sectionType && h.sectionCount == c.sections.count && h.slotId == c.slotId)
            default: Issue.record("unexpected body")
            }
            compared += 1
        }
        #expect(compared == 448)
    }

    @Test(.environmentVariable("RANCONFORM_FH_BENCH", "set RANCONFORM_FH_BENCH=/tmp/fh.pcap (ranconform-bench fh-capture 2000 /tmp/fh.pcap) to measure")) func throughput() throws {
        let path = try #require(ProcessInfo.processInfo.environment["RANCONFORM_FH_BENCH"])
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // frame slices in place (no copies)
        var records: [Range<Int>] = []
        var i = 24
        while i + 16 <= data.count {
            let incl = Int(data[i + 8]) | Int(data[i + 9]) << 8 | Int(data[i + 10]) << 16 | Int(data[i + 11]) << 24
            i += 16
            guard i + incl <= data.count else { break }
            records.append(i..<(i + incl))
            i += incl
        }
        let bytes = records.reduce(0) { $0 + $1.count }
        let layout = UPlaneLayout(udCompHdrPresent: false, staticFormat: IQFormat(method: .blockFloatingPoint, iqWidth: 9), carrierPRBs: 273)
        func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
        var prbs = 0
        let t0 = now()
        data.withUnsafeBufferPointer { _ in
            for r in records {
                if let h = FronthaulFastPath.scan(data[(r.lowerBound + 14)..<r.upperBound], layout: layout) { prbs += h.prbCount }
            }
        }
        let t1 = now()
        var values = [Int32](repeating: 0, count: 24 * 273)
        var samples = 0
        var uPRBs = 0
        values.withUnsafeMutableBufferPointer { buf in
            for r in records {
                _ = FronthaulFastPath.scan(data[(r.lowerBound + 14)..<r.upperBound], layout: layout) { s in
                    samples += IQCodec.decompress(s, into: buf) ?? 0
                    uPRBs += s.prbCount
                }
            }
        }
        let t2 = now()
        var full = FronthaulDecoder(context: { var c = FronthaulContext(); c.compression = layout.staticFormat; return c }())
        var errors = 0
        for r in records where full.decode(ecpri: data[(r.lowerBound + 14)..<r.upperBound]).error != nil { errors += 1 }
        let t3 = now()
        let gb = Double(bytes) / 1e9
        print(String(format: "bench: %d frames, %.3f GB, %d PRBs", records.count, gb, prbs))
        print(String(format: "bench headers+sections (fast path): %.3f s, %.0f frames/s, %.2f GB/s", t1 - t0, Double(records.count) / (t1 - t0), gb / (t1 - t0)))
        print(String(format: "bench + BFP decompression of every PRB: %.3f s, %.0f frames/s, %.2f GB/s, %.3g samples/s (real I/Q values)", t2 - t1, Double(records.count) / (t2 - t1), gb / (t2 - t1), Double(samples) / (t2 - t1)))
        print(String(format: "bench full model decoder (FronthaulDecoder.decode): %.3f s, %.0f frames/s, %.2f GB/s, %d errors", t3 - t2, Double(records.count) / (t3 - t2), gb / (t3 - t2), errors))
        #expect(errors == 0)
        #expect(samples == uPRBs * 24)
    }
}
