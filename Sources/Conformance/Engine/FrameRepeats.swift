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
/// sequenceId lie in the first 64), all read past the Ethernet frame's VLAN tags. Where the
/// switch's two ports tag differently (an access port on one end, a trunk on the other, or the
/// VID translation IEEE 802.1Q allows a bridge port between them), the two copies differ in their
/// tags alone, and in their FCS when the capture keeps it: a copy whose tags differ is a repeat
/// when everything but the tags and its last 4 octets is the same. The repeat is counted
/// (``FrameStatistics/repeats``) and not judged; the first capture is. A sender that sends a
/// frame twice, octet for octet, within a millisecond is counted the same way: the capture cannot
/// tell the two apart, and the count shows either. Repeats further apart than ``depth`` frames are
/// judged twice.
///
/// Copies whose tags differ in length and that the snap length cut differ in how much of the
/// frame past the tags each kept (`-s 128` keeps 124 octets past one tag, 128 of an untagged
/// copy). Such a pair is a repeat when its original lengths past the tags are equal, its captured
/// lengths are the ones one snap length gives both (the cut copy shows it), and the octets both
/// kept are the same up to the last 4 of the frame (its FCS, if kept).
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
    /// Tags read past at most (a 802.1ad S-tag and C-tag, and some to spare).
    private static let maximumTags = 4

    /// A held frame: what is compared before its octets. Lengths are the frame's without its
    /// VLAN tags.
    private struct Held {
        var probe: UInt64 = 0
        var time: Int64 = .min
        var interface = -1
        var length = -1
        var originalLength = -1
        /// The tags' octets folded into one word (0: none).
        var tags: UInt64 = 0
        var tagOctets = 0
        var frame = 0
    }

    private var held = [Held](repeating: Held(), count: depth)
    private var octets = [UInt8](repeating: 0, count: depth * kept)
    private var next = 0

    /// The number of the frame `record` repeats; nil (and `record` held) when it repeats none.
    mutating func original(of record: CaptureRecord) -> Int? {
        let bytes = record.bytes
        let tagOctets = record.linkType == .ethernet ? Self.tagOctets(bytes) : 0
        let tags = tagOctets == 0 ? 0 : Self.fold(bytes, from: 12, count: tagOctets)
        let count = bytes.count - tagOctets
        let interface = record.section << 20 | record.interfaceID
        let time = record.timestampNanoseconds
        let originalLength = record.originalLength - tagOctets
        let probe = Self.probe(bytes, tagOctets: tagOctets)
        let match = held.withUnsafeBufferPointer { slots -> Int in
            for slot in 0..<Self.depth {
                let h = slots[slot]
                guard h.probe == probe, h.originalLength == originalLength, h.interface == interface,
                      time >= h.time, time &- h.time <= Self.window else { continue }
                if h.length == count {
                    // other tags: the FCS (if the capture keeps it) differs too
                    let unsure = h.tags != tags && count == originalLength ? 4 : 0
                    if sameOctets(slot, bytes, tagOctets: tagOctets, unsureTail: unsure) { return h.frame }
                } else if h.tagOctets != tagOctets,
                          Self.cutBySameSnapLength(count, tagOctets: tagOctets, h.length, tagOctets: h.tagOctets, originalLength: originalLength),
                          sameKeptOctets(slot, heldLength: h.length, bytes, tagOctets: tagOctets, upTo: min(count, h.length, originalLength - 4)) {
                    return h.frame
                }
            }
            return 0
        }
        if match > 0 { return match }
        let slot = next
        next = next == Self.depth - 1 ? 0 : next + 1
        held[slot] = Held(probe: probe, time: time, interface: interface, length: count, originalLength: originalLength, tags: tags,
                          tagOctets: tagOctets, frame: record.frameNumber)
        let head = min(count, Self.prefix)
        let tail = min(count - head, Self.suffix)
        octets.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { raw in
                guard let from = raw.baseAddress, let to = out.baseAddress else { return }
                let base = slot * Self.kept
                Self.copyHead(from, tagOctets: tagOctets, head, to + base)
                (to + base + Self.prefix).copyMemory(from: from + (raw.count - tail), byteCount: tail)
            }
        }
        return nil
    }

    /// The first `head` octets of the frame without its tags (the MAC addresses, then what
    /// follows the tags).
    @inline(__always)
    private static func copyHead(_ from: UnsafeRawPointer, tagOctets: Int, _ head: Int, _ to: UnsafeMutableRawPointer) {
        guard tagOctets > 0 else {
            to.copyMemory(from: from, byteCount: head)
            return
        }
        let addresses = min(head, 12)
        to.copyMemory(from: from, byteCount: addresses)
        (to + addresses).copyMemory(from: from + addresses + tagOctets, byteCount: head - addresses)
    }

    /// Whether the held frame in `slot` has `bytes`' first and last octets past its tags
    /// (lengths already equal), all but the last `unsureTail` of them.
    private func sameOctets(_ slot: Int, _ bytes: ArraySlice<UInt8>, tagOctets: Int, unsureTail: Int) -> Bool {
        let count = bytes.count - tagOctets
        let head = min(count, Self.prefix)
        let tail = min(count - head, Self.suffix)
        return octets.withUnsafeBytes { held in
            bytes.withUnsafeBytes { raw in
                guard let h = held.baseAddress, let r = raw.baseAddress else { return count == 0 }
                let base = slot * Self.kept
                // the octets compared end `unsureTail` before the frame's end, in the head or the tail
                let end = count - unsureTail
                let headCompared = max(0, min(head, end))
                let tailCompared = max(0, end - (count - tail))
                let sameHead: Bool
                if tagOctets == 0 {
                    sameHead = memcmp(h + base, r, headCompared) == 0
                } else {
                    let addresses = min(headCompared, 12)
                    sameHead = memcmp(h + base, r, addresses) == 0
                        && memcmp(h + base + addresses, r + addresses + tagOctets, headCompared - addresses) == 0
                }
                return sameHead && memcmp(h + base + Self.prefix, r + (raw.count - tail), tailCompared) == 0
            }
        }
    }

    /// Whether one snap length gives a frame of `originalLength` octets past its tags `a` octets
    /// past `aTags` octets of tags and `b` past `bTags`: the cut one of the two shows the snap
    /// length (tags included); neither cut, the lengths would be equal.
    static func cutBySameSnapLength(_ a: Int, tagOctets aTags: Int, _ b: Int, tagOctets bTags: Int, originalLength: Int) -> Bool {
        let snap: Int
        if a < originalLength {
            snap = a + aTags
        } else if b < originalLength {
            snap = b + bTags
        } else {
            return false
        }
        return min(snap, originalLength + aTags) - aTags == a && min(snap, originalLength + bTags) - bTags == b
    }

    /// Whether the held frame in `slot` (`heldLength` octets past its tags) and `bytes` have the
    /// same octets past their tags at every position below `limit` the held frame kept (its first
    /// ``prefix`` and last ``suffix`` octets).
    private func sameKeptOctets(_ slot: Int, heldLength: Int, _ bytes: ArraySlice<UInt8>, tagOctets: Int, upTo limit: Int) -> Bool {
        let head = min(heldLength, Self.prefix)
        let tail = min(heldLength - head, Self.suffix)
        let headCompared = max(0, min(head, limit))
        // the held tail's positions [heldLength - tail, heldLength) below `limit`
        let tailStart = heldLength - tail
        let tailCompared = max(0, min(heldLength, limit) - tailStart)
        return octets.withUnsafeBytes { held in
            bytes.withUnsafeBytes { raw in
                guard let h = held.baseAddress, let r = raw.baseAddress else { return false }
                let base = slot * Self.kept
                let addresses = min(headCompared, 12)
                // past the MAC addresses, position p of the frame without tags is octet p + tagOctets
                return memcmp(h + base, r, addresses) == 0
                    && memcmp(h + base + addresses, r + addresses + tagOctets, headCompared - addresses) == 0
                    && memcmp(h + base + Self.prefix, r + tailStart + tagOctets, tailCompared) == 0
            }
        }
    }

    /// The octets of the VLAN tags (802.1Q, 802.1ad, legacy Q-in-Q) after the MAC addresses, at
    /// most ``maximumTags``.
    @inline(__always)
    private static func tagOctets(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { raw in
            var p = 12
            while p + 4 <= raw.count, p < 12 + 4 * maximumTags {
                let type = UInt16(raw[p]) << 8 | UInt16(raw[p + 1])
                guard type == 0x8100 || type == 0x88A8 || type == 0x9100 else { break }
                p += 4
            }
            return p - 12
        }
    }

    /// `count` octets from `start` folded into one nonzero word.
    private static func fold(_ bytes: ArraySlice<UInt8>, from start: Int, count: Int) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var word: UInt64 = 0xCBF2_9CE4_8422_2325
            for i in start..<(start + count) { word = (word ^ UInt64(raw[i])) &* 0x100_0000_01B3 }
            return word | 1
        }
    }

    /// Octets 16–31 of the frame without its tags folded into one word (fewer octets: those there
    /// are).
    @inline(__always)
    private static func probe(_ bytes: ArraySlice<UInt8>, tagOctets: Int) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            if raw.count >= 32 + tagOctets {
                let a = raw.loadUnaligned(fromByteOffset: 16 + tagOctets, as: UInt64.self)
                let b = raw.loadUnaligned(fromByteOffset: 24 + tagOctets, as: UInt64.self)
                return a ^ (b << 23 | b >> 41)
            }
            var word: UInt64 = UInt64(raw.count - tagOctets)
            for i in 0..<raw.count where i < 12 || i >= 12 + tagOctets { word = word &* 0x100_0000_01B3 ^ UInt64(raw[i]) }
            return word
        }
    }
}

/// What a part of a split capture writes of the frames held, and the frames made again from it
/// (Design "Parts checked apart, joined at their boundaries").
extension FrameRepeats {
    /// One frame held: what it is compared by, and its kept octets.
    struct HeldState: Equatable {
        var probe: UInt64, time: Int64, interface: Int, length: Int, originalLength: Int, tags: UInt64, tagOctets: Int, frame: Int
        var octets: [UInt8]
    }

    /// The frames held that a later frame can still repeat (at most ``window`` before `now`),
    /// oldest first, each with the octets it was held with: its first ``prefix`` octets and its
    /// last ``suffix`` after them, as far as it has any (a slot's octets past a short frame's
    /// are an earlier frame's, which no comparison reads and a state leaves out).
    func heldStates(now: Int64) -> [HeldState] {
        (0..<Self.depth).map { (next + $0) % Self.depth }.compactMap { slot in
            let h = held[slot]
            guard h.frame > 0, now.subtractingSaturating(h.time) <= Self.window else { return nil }
            let (head, tail) = Self.keptCounts(h.length)
            let base = slot * Self.kept
            return HeldState(probe: h.probe, time: h.time, interface: h.interface, length: h.length, originalLength: h.originalLength, tags: h.tags,
                             tagOctets: h.tagOctets, frame: h.frame,
                             octets: Array(octets[base..<(base + head)]) + octets[(base + Self.prefix)..<(base + Self.prefix + tail)])
        }
    }

    /// How many of a frame's octets (`count`, without its tags) are held from its start and
    /// from its end.
    private static func keptCounts(_ count: Int) -> (head: Int, tail: Int) {
        let head = max(0, min(count, prefix))
        return (head, max(0, min(count - head, suffix)))
    }

    /// Replaces the frames held with `states` (oldest first, at most ``depth``).
    mutating func restore(_ states: [HeldState]) {
        held = [Held](repeating: Held(), count: Self.depth)
        octets = [UInt8](repeating: 0, count: Self.depth * Self.kept)
        next = 0
        for s in states.suffix(Self.depth) {
            held[next] = Held(probe: s.probe, time: s.time, interface: s.interface, length: s.length, originalLength: s.originalLength, tags: s.tags,
                              tagOctets: s.tagOctets, frame: s.frame)
            let (head, tail) = Self.keptCounts(s.length)
            for (i, b) in s.octets.prefix(head + tail).enumerated() { octets[next * Self.kept + (i < head ? i : Self.prefix + i - head)] = b }
            next = (next + 1) % Self.depth
        }
    }
}
