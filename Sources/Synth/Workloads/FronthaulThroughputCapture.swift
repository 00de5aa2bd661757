import CaptureIO
import WireCore

/// A fronthaul throughput capture: the downlink of one 100 MHz carrier at 30 kHz subcarrier
/// spacing (273 PRBs, 2 slots per ms) on four eAxCs (RU ports 0–3), compressed with 9-bit block
/// floating point and no udCompHdr (static compression, O-RAN.WG4.CUS §6.3.3.13), written as a
/// classic pcap of Ethernet frames (eCPRI EtherType 0xAEFE). Per slot and eAxC: one section type 1
/// C-plane message for all PRBs and 14 symbols (CUS §7.4), then one U-plane message per symbol
/// carrying all 273 PRBs in two sections (CUS §8.3): 30,000 frames and about 215 MB per 500
/// slots (1 s is 2,000 slots: 120,000 frames, 862 MB). Every message is valid, and every PRB's
/// exponent is minimal (CUS Annex A.1: one mantissa needs all 9 bits), so a zero-configuration
/// check finds nothing.
///
/// A fixed shape for throughput work, beside the scenario `Profiles/scenarios/bench-100mhz-4t4r.yaml`
/// (`ranconform synth`: TDD, both directions, PRACH, SRS, PTP, VLAN, pcapng): one PDU per
/// untagged frame in a classic pcap, which the tests' opt-in read and fast-path benchmarks parse
/// directly, and the downlink-only load the performance figures have been given on. With a
/// `vlan` id every frame carries one IEEE 802.1Q tag (TPID 0x8100, priority 0), as fronthaul
/// traffic on a switched network does: the same frames otherwise, four bytes longer. With
/// `pieces` above 1 the radio transport layer sends each U-plane message in that many pieces
/// (O-RAN.WG4.CUS §5.5.3; eCPRI v2.0 §3.2.4.1): each in a frame of its own with the message's
/// ecpriPcid and SequenceId, Subsequence IDs 0, 1, … and E = 1 on the last, the message's octets
/// after its transport header cut into nearly equal parts. A zero-configuration check then
/// WARNs FH-SEQ-UPFRAG on each U-plane message (no device declares the feature) and finds
/// nothing else.
public enum FronthaulThroughputCapture {
    /// PRBs of the carrier (TS 38.101-1 Table 5.3.2-1: 100 MHz at 30 kHz).
    static let prbs = 273
    /// Bytes of one BFP-9 PRB: the udCompParam exponent byte and 24 nine-bit mantissas.
    static let blockBytes = 1 + 3 * 9
    /// Distinct PRB blocks the U-plane payloads are cut from.
    static let pooledBlocks = 509

    /// Writes `slots` slots, each frame tagged with VLAN id `vlan` when given (1–4094), each
    /// U-plane message in `pieces` pieces (1–128); returns the number of frames written.
    public static func write(slots: Int, to path: String, vlan: UInt16? = nil, pieces: Int = 1) throws -> Int {
        let pieces = min(max(1, pieces), 128)
        var writer = try PcapWriter(path: path, linkType: .ethernet)
        let pool = blockPool()
        var sequence = [UInt8](repeating: 0, count: 8)
        var frames = 0
        var block = 0
        for slot in 0..<max(0, slots) {
            let frameId = UInt8(truncatingIfNeeded: slot / 20)
            let subframe = UInt8((slot / 2) % 10)
            let slotId = UInt8(slot % 2)
            let slotStart: Int64 = 1_700_000_000_000_000_000 + Int64(slot) * 500_000
            for port in 0..<4 {
                // C-plane (CUS §7.4, section type 1): DL, payloadVersion 1, filterIndex 0,
                // startSymbolId 0, one section; udCompHdr 0 in the DL (static compression);
                // section: sectionId 1, all PRBs (numPrbc 0), reMask all REs, 14 symbols, beamId 0.
                var c: [UInt8] = [0x90, frameId, subframe << 4 | slotId >> 2, (slotId & 3) << 6, 1, 1, 0, 0]
                c += [0x00, 0x10, 0x00, 0x00, 0xFF, 0xFE, 0x00, 0x00]
                try writer.write(frame(type: 2, port: port, sequence: &sequence[4 + port], body: c[...], vlan: vlan), timestampNanoseconds: slotStart)
                frames += 1
                for symbol in 0..<14 {
                    // U-plane (CUS §8.3): the same slot and this symbol; the C-plane section's
                    // PRBs in two U-plane sections of the same sectionId (numPrbu is 8 bits):
                    // PRBs 0–136 and 137–272.
                    var u: [UInt8] = [0x90, frameId, subframe << 4 | slotId >> 2, (slotId & 3) << 6 | UInt8(symbol)]
                    u.reserveCapacity(u.count + 8 + prbs * blockBytes)
                    for (start, count) in [(0, 137), (137, prbs - 137)] {
                        u += [0x00, 0x10 | UInt8(start >> 8), UInt8(start & 0xFF), UInt8(count)]
                        for _ in 0..<count {
                            u += pool[block]
                            block = (block + 1) % pool.count
                        }
                    }
                    let time = slotStart + 50_000 + Int64(symbol) * 35_714
                    if pieces == 1 {
                        try writer.write(frame(type: 0, port: port, sequence: &sequence[port], body: u[...], vlan: vlan), timestampNanoseconds: time)
                        frames += 1
                    } else {
                        for (i, piece) in split(u, into: pieces).enumerated() {
                            try writer.write(frame(type: 0, port: port, sequence: &sequence[port], body: piece, vlan: vlan,
                                                   subsequence: UInt8(i), last: i == pieces - 1),
                                             timestampNanoseconds: time + Int64(i))
                            frames += 1
                        }
                    }
                }
            }
        }
        try writer.close()
        return frames
    }

    /// An Ethernet frame with one eCPRI message (eCPRI v2.0 §3.1.3.1: revision 1, no
    /// concatenation) of `type` 0 (IQ data) or 2 (real-time control) for eAxC `port`, its
    /// SequenceId counted per stream, E bit set, subsequence 0 (CUS §5.1.3.1.7); behind an
    /// 802.1Q tag with VLAN id `vlan` (IEEE 802.1Q clause 9.6: TPID, then PCP, DEI and VID) when
    /// given.
    ///
    /// A piece of a message (`subsequence`, `last`: CUS §5.5.3) keeps the message's SequenceId;
    /// the count moves on after its last piece.
    static func frame(type: UInt8, port: Int, sequence: inout UInt8, body: ArraySlice<UInt8>, vlan: UInt16? = nil,
                      subsequence: UInt8 = 0, last: Bool = true) -> [UInt8] {
        let size = body.count + 4
        var out: [UInt8] = [0x02, 0, 0, 0, 0xAA, 0x01, 0x02, 0, 0, 0, 0xBB, 0x01]
        if let vlan { out += [0x81, 0x00, UInt8(vlan >> 8 & 0x0F), UInt8(vlan & 0xFF)] }
        out += [0xAE, 0xFE]
        out += [0x10, type, UInt8(size >> 8), UInt8(size & 0xFF), 0x00, UInt8(port), sequence, (last ? 0x80 : 0) | subsequence & 0x7F]
        out += body
        if last { sequence &+= 1 }
        return out
    }

    /// `body` cut into `count` parts of nearly equal size, in order (the first ones a octet longer).
    static func split(_ body: [UInt8], into count: Int) -> [ArraySlice<UInt8>] {
        let base = body.count / count, extra = body.count % count
        var start = 0
        return (0..<count).map { i in
            let length = base + (i < extra ? 1 : 0)
            defer { start += length }
            return body[start..<(start + length)]
        }
    }

    /// PRB blocks with random mantissas and a minimal exponent: the exponent is 1–4 and one of
    /// the 24 mantissas is ±(2^7 + 1 … 2^8 − 1), so it needs all nine bits (CUS Annex A.1.2).
    static func blockPool() -> [[UInt8]] {
        var random = SplitMix64(seed: 0xF417_0001)
        return (0..<pooledBlocks).map { _ in
            var mantissas = (0..<24).map { _ in Int(random.next() % 511) - 255 }
            let large = Int(random.next() % 24)
            let magnitude = 129 + Int(random.next() % 127)
            mantissas[large] = random.next() & 1 == 0 ? magnitude : -magnitude
            var bytes: [UInt8] = [UInt8(1 + random.next() % 4)]
            var accumulator: UInt32 = 0
            var bits = 0
            for m in mantissas {
                accumulator = accumulator << 9 | UInt32(m & 0x1FF)
                bits += 9
                while bits >= 8 {
                    bits -= 8
                    bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                }
            }
            return bytes
        }
    }
}
