import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport
@testable import Synth

/// The fronthaul generator, read back by hand from the wire bytes (CUS §5.1.3, §8.3; eCPRI v2.0
/// §3.1.3) and, for the IQ content, by a numpy script written from CUS Annex A.1.
@Suite struct FronthaulGeneratorTests {
    static func clean() throws -> Scenario { try ScenarioLoader.load(path: SynthSupport.path("Profiles/scenarios/fh-clean.yaml")) }

    static func scenario(_ body: String) throws -> Scenario {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-\(UUID().uuidString).yaml")
        try ("ranconform: 1\nkind: scenario\nname: t\ntestbed: \(SynthSupport.path("Profiles/testbeds/synth-lab.yaml"))\n" + body).write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try ScenarioLoader.load(path: url.path)
    }

    @Test func sameSeedSameFramesOtherSeedOtherContent() throws {
        let s = try Self.clean()
        let a = SynthSupport.frames(s, seed: 7), b = SynthSupport.frames(s, seed: 7), c = SynthSupport.frames(s, seed: 8)
        #expect(a == b)
        #expect(a.count == c.count)
        #expect(a != c)
    }

    @Test func framesAreInTimeOrderInsideTheCapture() throws {
        let s = try Self.clean()
        let frames = SynthSupport.frames(s, seed: 1)
        #expect(frames.count > 1000)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.timestampNanoseconds <= $1.timestampNanoseconds })
        let first = try #require(frames.first).timestampNanoseconds, last = try #require(frames.last).timestampNanoseconds
        #expect(first >= s.startNanoseconds)
        #expect(last <= s.startNanoseconds + s.durationNanoseconds + 1_000_000)
    }

    /// U-plane split at PRB boundaries into frames within the 1000-byte MTU: BFP 9-bit PRB blocks
    /// are 1 + 24·9/8 = 28 bytes, so 35 PRBs fit (16 header bytes + 35·28 = 996) and 51 PRBs go
    /// as 35 + 16; SequenceIds count up by one per stream.
    @Test func uPlaneSplitsAtPRBBoundariesWithinTheMTU() throws {
        let frames = SynthSupport.frames(try Self.clean(), seed: 1)
        var chunks: [Int: Int] = [:]
        var sequence: [Int: Int] = [:]
        var uPlane = 0
        for f in frames {
            guard let w = SynthSupport.WireView(f.bytes) else { continue }
            #expect(w.vlan == 100)
            #expect(w.frameLength - 18 <= 1000, "Ethernet payload \(w.frameLength - 18)")
            if w.ecpriType == 0 || w.ecpriType == 2 {
                let stream = w.ecpriType << 17 | w.dataDirection << 16 | w.eAxC
                if let last = sequence[stream] { #expect(w.sequenceId == (last + 1) % 256) }
                sequence[stream] = w.sequenceId
            }
            guard w.ecpriType == 0, w.eAxC <= 1 else { continue }
            uPlane += 1
            #expect(w.payloadSize == 4 + 4 + 4 + 28 * w.numPrbu)
            chunks[w.startPrbu * 1000 + w.numPrbu, default: 0] += 1
        }
        #expect(uPlane > 500)
        // Only the two chunks 0+35 and 35+16 occur, equally often.
        #expect(Set(chunks.keys) == [35, 35_016])
        #expect(chunks[35] == chunks[35_016])
    }

    @Test func dropRateBreaksAboutThatShareOfFrames() throws {
        let s = try Self.scenario("""
            durationMs: 20
            fronthaul:
              flows:
                - {eaxc: "0:0:0:0", purpose: pdsch, prbs: {start: 0, count: 4}}
              faults:
                - {name: drop, rate: 0.1}
            """)
        var last: Int?
        var lost = 0, seen = 0
        for f in SynthSupport.frames(s, seed: 3) {
            guard let w = SynthSupport.WireView(f.bytes), w.ecpriType == 0 else { continue }
            seen += 1
            if let l = last { lost += (w.sequenceId - l - 1 + 256) % 256 }
            last = w.sequenceId
        }
        let total = seen + lost
        // Slots 1…39 of the 20 ms (slot 0 would need its C-plane 430 µs before the capture starts);
        // the GPS slot count at the start is a multiple of 5, so slot n is pattern letter n mod 5 of
        // DDDSU: 23 D × 14 + 8 S × 10 = 402 DL U-plane messages (drops after the last sent one are
        // not seen). binomial(402, 0.1) lies in 15...65 with probability > 0.9999.
        #expect(total >= 395 && total <= 402, "\(total)")
        #expect((15...65).contains(lost), "\(lost) of \(total) dropped")
    }

    /// PTP per ITU-T G.8275.1: Sync 16/s (+ Follow_Up, two-step), Announce 8/s, Delay_Req 16/s
    /// per client and one Delay_Resp each; messageType is the low nibble of the first PTP byte.
    @Test func ptpRunsAtTheTelecomProfileRates() throws {
        let s = try Self.scenario("""
            durationMs: 1000
            fronthaul:
              flows:
                - {eaxc: "0:0:0:0", purpose: pdsch, prbs: {start: 0, count: 1}}
              ptp: {}
            """)
        var counts: [UInt8: Int] = [:]
        var domains: Set<UInt8> = []
        for f in SynthSupport.frames(s, seed: 1) where f.bytes.count > 20 && f.bytes[12] == 0x88 && f.bytes[13] == 0xF7 {
            counts[f.bytes[14] & 0x0F, default: 0] += 1
            domains.insert(f.bytes[18])
            #expect(f.bytes[15] & 0x0F == 2)  // versionPTP 2
        }
        #expect(counts[0] == 16 && counts[8] == 16 && counts[0xB] == 8 && counts[1] == 32 && counts[9] == 32, "\(counts)")
        #expect(domains == [24])
    }

    /// IQ content: random 64-QAM at −15 dBFS, BFP 9-bit. tshark extracts the exponent and IQ bytes
    /// of every DL PRB; numpy unpacks the 9-bit two's complement mantissas and scales by 2^e
    /// (CUS Annex A.1) and measures the mean RE power against int16 full scale.
    @Test(.requires(.tshark, .numpy)) func iqPowerMatchesTheTargetPerNumpy() throws {
        let tshark = try #require(Oracle.tshark), python = try #require(Oracle.python3)
        let capture = SynthSupport.synthCaptures.appendingPathComponent("fh-clean.pcapng").path
        let fields = try SynthSupport.run(tshark, ["-r", capture, "-o", "oran_fh_cus.oran.iq_bitwidth_down:9", "-o", "oran_fh_cus.oran.iq_bitwidth_up:9",
                                                   "-Y", "oran_fh_cus.iq_user_data", "-T", "fields", "-e", "oran_fh_cus.exponent", "-e", "oran_fh_cus.iq_user_data"])
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("synth-iq-\(UUID().uuidString).txt")
        try fields.write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let script = """
            import sys, numpy as np
            prbs = []
            for line in open(sys.argv[1]):
                e, iq = line.rstrip('\\n').split('\\t')
                for ex, hx in zip(e.split(','), iq.split(',')):
                    bits = np.unpackbits(np.frombuffer(bytes.fromhex(hx.replace(':', '')), dtype=np.uint8))[:24 * 9].reshape(24, 9)
                    m = bits.dot(1 << np.arange(8, -1, -1)).astype(np.int64)
                    m[m >= 256] -= 512
                    prbs.append(m * (1 << int(ex)))
            x = np.array(prbs, dtype=np.float64).reshape(-1, 2)
            p = np.mean(x[:, 0] ** 2 + x[:, 1] ** 2) / 32767.0 ** 2
            print(len(prbs), 10 * np.log10(p), np.mean(x[:, 0]) / 32767.0, np.mean(x[:, 1]) / 32767.0)
            """
        let out = try SynthSupport.run(python, ["-c", script, input.path]).split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(out.count == 4, "numpy said \(out)")
        print("numpy: \(Int(out[0])) PRBs, \(out[1]) dBFS, mean I \(out[2]), Q \(out[3])")
        #expect(out[0] > 10_000, "\(out[0]) PRBs")
        #expect(abs(out[1] - (-15)) < 0.3, "power \(out[1]) dBFS")
        #expect(abs(out[2]) < 0.01 && abs(out[3]) < 0.01, "mean I \(out[2]) Q \(out[3])")
    }
}
