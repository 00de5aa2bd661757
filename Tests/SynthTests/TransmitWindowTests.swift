import Foundation
import Testing
import TestSupport

/// Transmit timing against the O-DU windows of beta-du.yaml, measured by a Python script written
/// from the spec formulas (TS 38.211 §5.3.1 symbol start l·T_sym + ⌈l/(7·2^µ)⌉·16κT_c, GPS
/// alignment t_gps = t_unix − 315 964 800 + 18 s, frameId = ⌊t_gps / 10 ms⌋ mod 256,
/// O-RAN.WG4.CUS §4.4 windows) on the fields tshark 4.0.17 decodes: in the clean capture every
/// C/U-plane frame is inside its window; the early / late fault captures have exactly one DL
/// U-plane frame 100 µs outside.
@Suite struct TransmitWindowTests {
    static let script = """
        import sys
        from fractions import Fraction as F
        mu = 1
        kTc = F(10**9, 15000 * 2048)            # ns
        tsym = 2192 * kTc / 2**mu
        def start(l): return l * tsym + (-(-l // (7 * 2**mu))) * 16 * kTc
        windows = {('0x02', '1'): (275000, 425000, 'before'), ('0x02', '0'): (275000, 425000, 'before'),
                   ('0x00', '1'): (150000, 300000, 'before'), ('0x00', '0'): (40000, 200000, 'after')}
        inside = outside = 0
        worst = []
        for line in open(sys.argv[1]):
            t, typ, d, fid, sf, slot, sym = line.strip().split(',')[:7]
            sec, frac = t.split('.')
            t_ns = int(sec) * 10**9 + int(frac.ljust(9, '0'))
            gps = t_ns - (315964800 - 18) * 10**9
            frame = gps // 10**7
            frame += (int(fid) - frame) % 256
            if frame * 10**7 - gps > 128 * 10**7: frame -= 256
            l = int(slot) * 14 + int(sym)
            air = frame * 10**7 + int(sf) * 10**6 + start(l)
            lo, hi, kind = windows[(typ, d)]
            delta = (air - gps) if kind == 'before' else (gps - air)
            if lo <= delta <= hi: inside += 1
            else:
                outside += 1
                worst.append(round(float(delta) / 1000, 1))
        print(inside, outside, ' '.join(map(str, worst)))
        """

    static func measure(_ capture: String) throws -> (inside: Int, outside: Int, deltas: [Double])? {
        let tshark = try #require(Oracle.tshark), python = try #require(Oracle.python3)
        let fields = try SynthSupport.run(tshark, ["-r", SynthSupport.synthCaptures.appendingPathComponent(capture).path,
                                                   "-o", "oran_fh_cus.oran.iq_bitwidth_down:9", "-o", "oran_fh_cus.oran.iq_bitwidth_up:9",
                                                   "-Y", "oran_fh_cus", "-T", "fields", "-E", "separator=,", "-e", "frame.time_epoch", "-e", "ecpri.type",
                                                   "-e", "oran_fh_cus.data_direction", "-e", "oran_fh_cus.frameId", "-e", "oran_fh_cus.subframe_id",
                                                   "-e", "oran_fh_cus.slotId", "-e", "oran_fh_cus.startSymbolId"])
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("synth-timing-\(UUID().uuidString).txt")
        try fields.write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let words = try SynthSupport.run(python, ["-c", script, input.path]).split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard words.count >= 2, let inside = Int(words[0]), let outside = Int(words[1]) else { return (0, -1, []) }
        return (inside, outside, words.dropFirst(2).compactMap { Double($0) })
    }

    @Test(.requires(.tshark, .python3)) func cleanCaptureIsInsideEveryWindow() throws {
        let m = try #require(try Self.measure("fh-clean.pcapng"))
        #expect(m.inside > 1000 && m.outside == 0, "\(m)")
    }

    @Test(.requires(.tshark, .python3), arguments: [("fh-fault-early.pcapng", 400.0), ("fh-fault-late.pcapng", 50.0)])
    func timingFaultIsOneFrameOutByHundredMicroseconds(_ capture: String, _ delta: Double) throws {
        let m = try #require(try Self.measure(capture))
        // early: Δ = T1a_max_up + 100 µs = 400 µs before air time; late: T1a_min_up − 100 µs = 50 µs.
        #expect(m.outside == 1 && m.deltas.count == 1 && abs(m.deltas[0] - delta) < 0.6, "\(m)")
    }
}
