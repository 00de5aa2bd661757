import CaptureIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WireCore

/// The same frame twice on one interface, microseconds apart: a switch's mirror session whose
/// sources are both ends of the link (`monitor session … source interface A - B both`, the usual
/// way to watch an O-DU and an O-RU on one switch) copies each frame once as it enters the switch
/// and once as it leaves it, onto the one monitor port. Judged twice, every frame would read as a
/// sender repeating its SequenceIds (FH-SEQ-INC), its UL sections (FH-XP-UL-COMPLETE: PRBs sent
/// again) and its PTP messages (SP-PTP-SEQ).
///
/// A frame is a repeat when one of the ``depth`` frames captured before it on the same interface
/// (pcapng section and interface; an `any` capture's frames are told apart by
/// ``CapturePointCopies``), at most ``window`` earlier, has the same captured and original
/// lengths and the same first ``prefix`` and last ``suffix`` octets (an eCPRI message's eAxC,
/// SequenceId, timing and section headers, an SCTP DATA chunk's TSN and a PTP message's
/// sequenceId lie in the first 64). The repeat is counted (``FrameStatistics/repeats``) and not
/// judged; the first capture is. A sender that sends a frame twice, octet for octet, within a
/// millisecond is counted the same way: the capture cannot tell the two apart, and the count
/// shows either. Repeats further apart than ``depth`` frames are judged twice.
///
/// Per frame: one 64-bit probe of the octets where consecutive frames differ most (the network
/// header after the link header: eCPRI sequence and timing fields, IP identification and
/// checksum), compared with each held frame's along with the lengths; the held octets are
/// compared only on a match. The frame's octets are kept in a flat buffer (no allocation once
/// grown).
struct FrameRepeats {
    static let window: Int64 = 1_000_000
    static let depth = 16
    static let prefix = 64
    static let suffix = 16
    private static let kept = prefix + suffix

    /// A held frame: what is compared before its octets.
    private struct Held {
        var probe: UInt64 = 0
        var time: Int64 = .min
        var interface = -1
        var length = -1
        var originalLength = -1
        var frame = 0
    }

    private var held = [Held](repeating: Held(), count: depth)
    private var octets = [UInt8](repeating: 0, count: depth * kept)
    private var next = 0

    /// The number of the frame `record` repeats; nil (and `record` held) when it repeats none.
    mutating func original(of record: CaptureRecord) -> Int? {
        let bytes = record.bytes
        let count = bytes.count
        let interface = record.section << 20 | record.interfaceID
        let time = record.timestampNanoseconds
        let originalLength = record.originalLength
        let probe = Self.probe(bytes)
        let match = held.withUnsafeBufferPointer { slots -> Int in
            for slot in 0..<Self.depth {
                let h = slots[slot]
                guard h.probe == probe, h.length == count, h.originalLength == originalLength, h.interface == interface,
                      time >= h.time, time &- h.time <= Self.window else { continue }
                if sameOctets(slot, bytes) { return h.frame }
            }
            return 0
        }
        if match > 0 { return match }
        let slot = next
        next = next == Self.depth - 1 ? 0 : next + 1
        held[slot] = Held(probe: probe, time: time, interface: interface, length: count, originalLength: originalLength, frame: record.frameNumber)
        let head = min(count, Self.prefix)
        let tail = min(count - head, Self.suffix)
        octets.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { raw in
                guard let from = raw.baseAddress, let to = out.baseAddress else { return }
                let base = slot * Self.kept
                (to + base).copyMemory(from: from, byteCount: head)
                (to + base + Self.prefix).copyMemory(from: from + (count - tail), byteCount: tail)
            }
        }
        return nil
    }

    /// Whether the held frame in `slot` has `bytes`' first and last octets (lengths already equal).
    private func sameOctets(_ slot: Int, _ bytes: ArraySlice<UInt8>) -> Bool {
        let count = bytes.count
        let head = min(count, Self.prefix)
        let tail = min(count - head, Self.suffix)
        return octets.withUnsafeBytes { held in
            bytes.withUnsafeBytes { raw in
                guard let h = held.baseAddress, let r = raw.baseAddress else { return count == 0 }
                let base = slot * Self.kept
                return memcmp(h + base, r, head) == 0 && memcmp(h + base + Self.prefix, r + (count - tail), tail) == 0
            }
        }
    }

    /// Octets 16–31 folded into one word (fewer octets: those there are).
    @inline(__always)
    private static func probe(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            if raw.count >= 32 {
                let a = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                let b = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                return a ^ (b << 23 | b >> 41)
            }
            var word: UInt64 = UInt64(raw.count)
            for i in 0..<raw.count { word = word &* 0x100_0000_01B3 ^ UInt64(raw[i]) }
            return word
        }
    }
}
