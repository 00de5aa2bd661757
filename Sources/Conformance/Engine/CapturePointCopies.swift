import CaptureIO
import WireCore

/// Frames captured at two points of one path: a pcapng file with an interface at each (`dumpcap
/// -i` on a port before and on one after a switch, or two taps of one link), where each frame
/// is in the capture twice, some microseconds apart. Judged twice, it would read as a sender
/// repeating its SequenceIds, its UL sections and its PTP messages.
///
/// A frame whose pcapng section declares more than one interface is a copy when a frame of
/// another interface of the section, captured at most ``window`` before or after it, has the same
/// captured and original lengths, the same first ``prefix`` octets and the same last ``suffix``
/// octets (an eCPRI message's eAxC, SequenceId, timing and section headers, an SCTP DATA chunk's
/// TSN and a PTP message's sequenceId all lie in the first 64): compared through a 128-bit digest
/// of those, the frame is counted (``FrameStatistics/copies``) and not judged again; the frame
/// captured first is the one judged. A frame a switch changed on the way (a VLAN tag pushed or
/// popped) is no copy. A frame twice on one interface is ``FrameRepeats``' matter. At most ``maximumHeld`` frames are remembered (the
/// oldest go first), so copies further apart in the file than that are judged twice.
///
/// A capture on Linux's `any` pseudo-interface (`tcpdump -i any`, Linux cooked capture v2) is one
/// interface whose frames each name the interface they were seen on (`sll.ifindex`). On a host
/// that bridges containers (a software O-RU and O-DU on one machine), a frame crosses a veth, the
/// bridge and another veth, and is captured on each: the same traffic at several points again.
/// So an SLL2 frame's point is its interface index too, and the comparison starts after its
/// 20-octet header (interface index and packet type differ between the copies).
struct CapturePointCopies {
    static let window: Int64 = 10_000_000
    static let prefix = 64
    static let suffix = 16
    static let maximumHeld = 65_536
    /// Linux cooked capture v2's header (protocol, reserved, interface index, link-layer type,
    /// packet type, address length, address).
    static let cookedHeader = 20

    /// Whether frames of `record`'s kind can be copies at all: a section with several
    /// interfaces, or an `any` capture (SLL2) naming an interface per frame.
    @inline(__always)
    static func mayBeCopy(_ record: CaptureRecord) -> Bool { record.sectionInterfaces > 1 || record.linkType == .linuxSLL2 }

    private struct Key: WordHashable {
        var a: UInt64
        var b: UInt64
        var hashWords: (UInt64, UInt64) { (a, b) }
    }

    private struct Seen {
        var time: Int64
        var interface: Int
        var frame: Int
    }

    private var seen: [Key: Seen] = [:]
    /// The remembered frames in the order they came, for letting them go.
    private var order: [(key: Key, frame: Int, time: Int64)] = []
    private var head = 0

    /// The number of the frame `record` copies; nil (and `record` remembered) when it is no copy.
    /// Only for records that ``mayBeCopy(_:)`` (the caller tests that, per frame, before the call).
    /// Whether no frame is held.
    var isEmpty: Bool { seen.isEmpty }

    mutating func original(of record: CaptureRecord) -> Int? {
        let time = record.timestampNanoseconds
        let key = Self.key(record)
        var interface = record.section << 20 | record.interfaceID
        if record.linkType == .linuxSLL2, record.bytes.count >= Self.cookedHeader {
            let b = record.bytes, i = b.startIndex + 4
            interface = interface << 32 | Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
        }
        if let s = seen[key], s.interface != interface, time.subtractingSaturating(s.time).magnitude <= UInt64(Self.window) {
            return s.frame
        }
        seen[key] = Seen(time: time, interface: interface, frame: record.frameNumber)
        order.append((key, record.frameNumber, time))
        letGo(before: time.subtractingSaturating(Self.window))
        return nil
    }

    /// One remembered frame as a part boundary writes it, in the order frames came: its digest,
    /// its time, and its capture point while it is the one its digest finds (nil once a later
    /// frame of the same digest took its place: it then only counts towards ``maximumHeld``).
    struct HeldState: Equatable {
        var frame: Int
        var time: Int64
        var digest: (UInt64, UInt64)
        var point: Int?

        static func == (a: Self, b: Self) -> Bool {
            a.frame == b.frame && a.time == b.time && a.digest == b.digest && a.point == b.point
        }
    }

    /// The frames remembered, in the order they came.
    var heldStates: [HeldState] {
        order[head...].map { entry in
            let s = seen[entry.key]
            return HeldState(frame: entry.frame, time: entry.time, digest: entry.key.hashWords, point: s?.frame == entry.frame ? s?.interface : nil)
        }
    }

    /// Replaces the frames remembered with `states` (in the order they came).
    mutating func restore(_ states: [HeldState]) {
        seen = [:]
        order = []
        head = 0
        for h in states {
            let key = Key(a: h.digest.0, b: h.digest.1)
            order.append((key, h.frame, h.time))
            if let point = h.point { seen[key] = Seen(time: h.time, interface: point, frame: h.frame) }
        }
    }

    /// Forgets the frames captured before `limit`, and the oldest past ``maximumHeld``.
    private mutating func letGo(before limit: Int64) {
        while head < order.count && (order[head].time < limit || order.count - head > Self.maximumHeld) {
            let (key, frame, _) = order[head]
            if seen[key]?.frame == frame { seen.removeValue(forKey: key) }
            head += 1
        }
        if head > 4096 && head * 2 > order.count {
            order.removeFirst(head)
            head = 0
        }
    }

    /// Two independent 64-bit folds of the lengths, the first ``prefix`` and the last
    /// ``suffix`` octets.
    private static func key(_ record: CaptureRecord) -> Key {
        // An SLL2 frame is compared from its payload on (its header names the interface).
        let skip = record.linkType == .linuxSLL2 ? min(cookedHeader, record.bytes.count) : 0
        var a = UInt64(truncatingIfNeeded: record.capturedLength - skip) &* 0x9E37_79B9_7F4A_7C15
        var b = UInt64(truncatingIfNeeded: record.originalLength - skip) &* 0xC2B2_AE3D_27D4_EB4F
        record.bytes.dropFirst(skip).withUnsafeBytes { raw in
            func fold(_ word: UInt64) {
                a = WordHash.finalize(a ^ word)
                b = (b ^ word) &* 0x100_0000_01B3 ^ b >> 29
            }
            let head = min(raw.count, prefix)
            var i = 0
            while i + 8 <= head {
                fold(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                i += 8
            }
            var rest: UInt64 = 0
            while i < head {
                rest = rest << 8 | UInt64(raw[i])
                i += 1
            }
            fold(rest)
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            for j in max(head, raw.count - suffix)..<raw.count {
                tail ^= UInt64(raw[j]) << (shift & 63)
                shift &+= 8
                if shift == 64 {
                    fold(tail)
                    tail = 0
                    shift = 0
                }
            }
            fold(tail ^ shift)
        }
        return Key(a: a, b: b)
    }
}
