import Conformance
import Foundation
import Profiles
import Reports
import Testing
import TestSupport

/// The engine's bounded rate accumulator (``TrafficSummary``), against a Python script written
/// from its definition: fh_1x1.pcap's 448 frames re-timed over 3 s (so 1 ms bins would exceed
/// 512 and must be merged to 8 ms), C/U-plane messages counted per plane by the eCPRI message
/// type byte read straight from the frame bytes, binned with `floor(offset / width)`.
@Suite struct TrafficRateTests {
    static let script = """
        import sys, struct, json
        src, dst, span_us = sys.argv[1], sys.argv[2], int(sys.argv[3])
        data = open(src, 'rb').read()
        assert data[:4] == bytes.fromhex('d4c3b2a1'), 'little-endian microsecond pcap expected'
        out, pos, frames = bytearray(data[:24]), 24, []
        while pos + 16 <= len(data):
            sec, usec, incl, orig = struct.unpack('<IIII', data[pos:pos + 16])
            frames.append(data[pos + 16:pos + 16 + incl]); pos += 16 + incl
        t0 = 1_700_000_000 * 1_000_000
        times = [t0 + i * span_us // len(frames) + (i * 7919) % 911 for i in range(len(frames))]
        counts = {}
        width = 1_000_000
        offsets = [(t - times[0]) * 1000 for t in times]
        while max(offsets) // width >= 512: width *= 2
        for t, f, off in zip(times, frames, offsets):
            out += struct.pack('<IIII', t // 1_000_000, t % 1_000_000, len(f), len(f)) + f
            p = 12
            while f[p:p + 2] in (b'\\x81\\x00', b'\\x88\\xa8'): p += 4
            if f[p:p + 2] != b'\\xae\\xfe': continue
            kind = f[p + 3]
            plane = {0: 'U', 2: 'C'}.get(kind)
            if plane is None: continue
            bins = counts.setdefault(plane, {})
            bins[off // width] = bins.get(off // width, 0) + 1
        open(dst, 'wb').write(out)
        nb = max(offsets) // width + 1
        print(json.dumps({'width': width, 'bins': {k: [v.get(i, 0) for i in range(max(v) + 1)] for k, v in counts.items()}}))
        """

    struct Expected: Decodable {
        var width: Int64
        var bins: [String: [Int]]
    }

    @Test(.requires(.shared, .python3)) func longCaptureMergesBinsExactlyAsTheDefinitionSays() throws {
        let shared = ReportsTestSupport.shared
        let retimed = ReportsTestSupport.temporaryPath(".pcap")
        defer { try? FileManager.default.removeItem(atPath: retimed) }
        let r = try ReportsTestSupport.python(Self.script, arguments: [shared + "/testdata/fronthaul/captures/fh_1x1.pcap", retimed, "3000000"])
        #expect(r.status == 0, "\(r.stderr)")
        let expected = try JSONDecoder().decode(Expected.self, from: Data(r.stdout.utf8))
        #expect(expected.width == 8_000_000, "3 s needs 8 ms bins to stay within 512")
        let input = try ReportsTestSupport.run([retimed], testbed: ReportsTestSupport.testbed("fh-1x1"))
        let traffic = input.results.traffic
        #expect(traffic.binWidthNanoseconds == expected.width)
        for (plane, bins) in expected.bins {
            let series = traffic.series.filter { $0.plane == plane }
            #expect(series.count == 1, "\(plane)-plane series")
            guard let counts = series.first?.counts else { continue }
            // The engine pads every series to the longest one; trailing zeros carry no messages.
            var trimmed = counts
            while trimmed.last == 0 { trimmed.removeLast() }
            #expect(trimmed == bins, "\(plane)-plane bins")
            #expect(counts.count <= TrafficSummary.maximumBins)
        }
        #expect(traffic.series.reduce(0) { $0 + $1.total } == expected.bins.values.reduce(0) { $0 + $1.reduce(0, +) })
    }
}
