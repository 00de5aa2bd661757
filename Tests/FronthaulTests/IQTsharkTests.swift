import Foundation
import Fronthaul
import Testing
import TestSupport

/// Block scaling and µ-law frames made by our encoder, read by tshark 4.0.17.
///
/// 4.0.17 does not implement these methods' math: it reads the udCompParam byte as rsv(4) |
/// exponent(4) and shows iSample/qSample as c · 2^e / 2^(w+14). What it does decode independently
/// is the PRB framing and the w-bit codes, so the comparison is: per PRB, tshark's `exponent`
/// equals the low nibble of our udCompParam, its `iq_user_data` equals our IQ bytes, and the code c
/// recovered from its float (round(f · 2^(w+14−e))) equals the code we packed. The sample values
/// after scaling are checked against the numpy oracle (``IQOracleTests``).
@Suite struct IQTsharkTests {
    @Test(.requires(.tshark)) func blockScalingAndMuLawFramingAndCodesAgreeWithTshark() throws {
        let tshark = try #require(Oracle.tshark)
        let seed = Support.seed("iqtshark")
        var rng = Support.Rng(seed: seed)
        let prbs = 4
        var compared = 0
        for (method, pref) in [(CompressionMethod.blockScaling, "Block Scaling Compression"), (.muLaw, "u-Law Compression")] {
            for w in [8, 9, 12, 14] {
                let format = IQFormat(method: method, iqWidth: w)
                var frames: [[UInt8]] = []
                var blocks: [[UInt8]] = []
                for n in 0..<Support.fuzzCount(25) {
                    let shift = rng.int(0...14)
                    let x: [Int16] = (0..<(24 * prbs)).map { _ in Int16(truncatingIfNeeded: Int64(bitPattern: rng.next()) >> Int64(48 + shift)) }
                    guard let data = IQCodec.compress(x, format: format) else { Issue.record("compress failed"); return }
                    blocks.append(data)
                    var u = UPlaneMessage()
                    u.dataDirection = 1
                    u.sections = [UPlaneSection(sectionId: 1, numPrbu: UInt8(prbs), format: format, iqData: data[...])]
                    frames.append(Support.ethernet(FronthaulEncoder.encode(ECPRIMessage.oran(uPlane: u, transport: ORANTransportHeader(eAxC: 0, sequenceId: UInt8(n & 0xFF))))))
                }
                let dir = FileManager.default.temporaryDirectory.appendingPathComponent("iq-tshark-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: dir) }
                let pcap = dir.appendingPathComponent("iq.pcap")
                try Support.writePcap(frames, to: pcap)
                var args = ["-r", pcap.path, "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a", "-E", "aggregator=,"]
                for p in ["oran_fh_cus.oran.iq_bitwidth_down:\(w)", "oran_fh_cus.oran.ud_comp_down:\(pref)", "oran_fh_cus.oran.show_iq_samples:TRUE"] { args += ["-o", p] }
                for f in ["oran_fh_cus.exponent", "oran_fh_cus.iq_user_data", "oran_fh_cus.iSample", "oran_fh_cus.qSample"] { args += ["-e", f] }
                let lines = try Subprocess.run(tshark, args).stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
                #expect(lines.count == frames.count, "\(format): tshark printed \(lines.count) lines for \(frames.count) frames")
                for (n, line) in lines.enumerated() where n < blocks.count {
                    let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.split(separator: ",").map(String.init) }
                    guard cols.count == 4, cols[0].count == prbs, cols[1].count == prbs, cols[2].count == 12 * prbs, cols[3].count == 12 * prbs else {
                        Issue.record("\(format) frame \(n + 1): unexpected tshark columns \(line.prefix(200))")
                        continue
                    }
                    let stride = 1 + 3 * w
                    for p in 0..<prbs {
                        let block = Array(blocks[n][(p * stride)..<((p + 1) * stride)])
                        let e = Int(block[0] & 0x0F)
                        #expect(Int(cols[0][p]) == e, "\(format) frame \(n + 1) PRB \(p) exponent nibble (seed \(seed))")
                        #expect(cols[1][p] == block.dropFirst().map { String(format: "%02x", $0) }.joined(), "\(format) frame \(n + 1) PRB \(p) iq_user_data")
                        var codes = [Int32](repeating: 0, count: 24)
                        _ = codes.withUnsafeMutableBufferPointer { IQCodec.unpack(block[1...], width: w, count: 24, into: $0) }
                        for re in 0..<12 {
                            for (part, col) in [(0, 2), (1, 3)] {
                                let f = Double(cols[col][p * 12 + re]) ?? .nan
                                let c = (f * Double(sign: .plus, exponent: w + 14 - e, significand: 1)).rounded()
                                if c != Double(codes[2 * re + part]) {
                                    Issue.record("\(format) frame \(n + 1) PRB \(p) RE \(re + 1): tshark code \(c), ours \(codes[2 * re + part]) (seed \(seed))")
                                }
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        print("IQ tshark: \(compared) block-scaling/µ-law codes compared with tshark 4.0.17 (framing, exponent nibble, iq_user_data per PRB)")
    }
}
