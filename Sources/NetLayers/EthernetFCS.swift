/// The Ethernet frame check sequence: CRC-32 of IEEE 802.3 §3.2.9 (generator 0x04C11DB7, here
/// in its reflected form 0xEDB88320, initial value and final complement all ones), carried as
/// the last four octets of the frame, least significant octet first.
///
/// Computed eight octets per step with eight derived tables (the "slicing" form of the table
/// method), so checking every frame of a fronthaul capture stays cheap.
public enum EthernetFCS {
    /// 8 × 256 entries: table k gives the CRC contribution of an octet k positions earlier.
    @usableFromInline static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = t[(k - 1) * 256 + n]
                t[k * 256 + n] = (previous >> 8) ^ t[Int(previous & 0xFF)]
            }
        }
        return t
    }()

    /// The CRC-32 of `bytes` (the value an FCS field carries for them).
    public static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        tables.withUnsafeBufferPointer { t in
            bytes.withUnsafeBytes { raw in
                var i = 0
                let n = raw.count
                while i + 8 <= n {
                    let low = crc ^ (UInt32(raw[i]) | UInt32(raw[i + 1]) << 8 | UInt32(raw[i + 2]) << 16 | UInt32(raw[i + 3]) << 24)
                    crc = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                        ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                        ^ t[3 * 256 + Int(raw[i + 4])] ^ t[2 * 256 + Int(raw[i + 5])]
                        ^ t[1 * 256 + Int(raw[i + 6])] ^ t[Int(raw[i + 7])]
                    i += 8
                }
                while i < n {
                    crc = t[Int((crc ^ UInt32(raw[i])) & 0xFF)] ^ (crc >> 8)
                    i += 1
                }
            }
        }
        return ~crc
    }

    /// The FCS stored in the last four octets of `frame` (least significant octet first).
    public static func stored(in frame: ArraySlice<UInt8>) -> UInt32 {
        let e = frame.endIndex
        return UInt32(frame[e - 4]) | UInt32(frame[e - 3]) << 8 | UInt32(frame[e - 2]) << 16 | UInt32(frame[e - 1]) << 24
    }
}

extension EthernetFCS {
    /// `frame` without the `octets` a capture device appended (``DemuxConfiguration/captureTrailerOctets``),
    /// after its FCS was taken off; a frame cut by the snap length lost them already.
    public static func withoutCaptureTrailer(_ frame: ArraySlice<UInt8>, octets: Int, truncated: Bool) -> ArraySlice<UInt8> {
        guard octets > 0, !truncated else { return frame }
        return frame.dropLast(min(octets, max(0, frame.count - 14)))
    }
}

/// What a frame's trailing FCS turned out to be.
public struct FrameCheckSequence: Sendable, Hashable {
    /// The value in the frame's last four octets.
    public var stored: UInt32
    /// The CRC-32 of the frame without them.
    public var computed: UInt32
    public var isGood: Bool { stored == computed }
}

/// Decides, frame by frame, whether Ethernet frames end in an FCS, and checks it.
///
/// The file may say (pcap FCS bits, pcapng `if_fcslen`: see `CaptureInterface.fcsLength`); when
/// it does not, a frame whose last four octets equal the CRC-32 of the octets before them has an
/// FCS (a chance match is about 1 in 2^32), and two such frames on an interface settle that the
/// interface keeps FCS, so a later frame whose FCS is wrong is reported rather than read as
/// payload (Wireshark's "assume packets have FCS", decided from the traffic). An interface whose
/// first eight frames carry no valid FCS is settled the other way and costs nothing after that.
/// A frame cut by the snap length has lost its FCS: nothing is stripped or judged.
public struct EthernetFCSDetector: Sendable {
    /// What to do with one frame: how many trailing captured octets are FCS, how many octets of
    /// the original length are (the same, or the FCS a snap length cut off), and its check when
    /// one was made.
    public struct Outcome: Sendable {
        public var fcsBytes: Int
        public var check: FrameCheckSequence?
        public var fcsInOriginalLength: Int
        public init(fcsBytes: Int, check: FrameCheckSequence?, fcsInOriginalLength: Int? = nil) {
            self.fcsBytes = fcsBytes
            self.check = check
            self.fcsInOriginalLength = fcsInOriginalLength ?? fcsBytes
        }
        public static let none = Outcome(fcsBytes: 0, check: nil)
    }

    private struct Interface: Sendable {
        var key: Int
        /// nil while undecided.
        var hasFCS: Bool?
        var matches = 0
        var misses = 0
        /// Read or counted since ``followReads()`` (a part's snapshot).
        var read = false
        /// A valid FCS came since ``followReads()`` while the interface had shown none.
        var firstMatchSinceFollowing = false
    }

    /// Undecided interfaces with no valid FCS in this many frames are settled as FCS-free.
    static let framesToSettleAbsent = 8
    /// Valid FCS seen this many times settles an interface as keeping FCS.
    static let matchesToSettlePresent = 2
    /// An undecided interface stops looking after this many frames without enough matches.
    static let framesToGiveUp = 64

    /// At most 4,096; found through `indexByKey`, the last one used first (captures mostly
    /// come from one interface), so a frame costs no scan whatever the interface count.
    private var interfaces: [Interface] = []
    private var indexByKey: [Int: Int] = [:]
    private var lastIndex = -1
    /// Whether each interface notes that a frame read it (``followReads()``).
    private var followingReads = false

    public init() {}

    /// - Parameters:
    ///   - frame: the captured Ethernet frame.
    ///   - declaredLength: the FCS length the capture file declares, nil when it does not say.
    ///   - interface: a key for the capture interface (section and interface id).
    ///   - truncated: the snap length cut the frame.
    public mutating func inspect(_ frame: ArraySlice<UInt8>, declaredLength: Int?, interface key: Int, truncated: Bool) -> Outcome {
        if truncated {
            // The FCS was cut off with the rest: nothing to strip or check, but the original
            // length still counts it when the file or the interface's earlier frames say so.
            if followingReads, declaredLength == nil, let i = indexByKey[key] { interfaces[i].read = true }
            let known = declaredLength ?? (indexByKey[key].map { interfaces[$0].hasFCS == true } == true ? 4 : 0)
            return Outcome(fcsBytes: 0, check: nil, fcsInOriginalLength: max(0, known))
        }
        guard frame.count >= 18 else { return .none }
        if let declaredLength {
            guard declaredLength > 0, frame.count >= 14 + declaredLength else { return .none }
            guard declaredLength == 4 else { return Outcome(fcsBytes: declaredLength, check: nil) }
            return Outcome(fcsBytes: 4, check: Self.check(frame))
        }
        let index: Int
        if lastIndex >= 0 && interfaces[lastIndex].key == key {
            index = lastIndex
        } else if let found = indexByKey[key] {
            index = found
        } else {
            guard interfaces.count < 4096 else { return .none }
            interfaces.append(Interface(key: key))
            index = interfaces.count - 1
            indexByKey[key] = index
        }
        lastIndex = index
        if followingReads { interfaces[index].read = true }
        if interfaces[index].hasFCS == false { return .none }
        let check = Self.check(frame)
        if check.isGood {
            if followingReads && interfaces[index].matches == 0 { interfaces[index].firstMatchSinceFollowing = true }
            interfaces[index].matches += 1
            if interfaces[index].matches >= Self.matchesToSettlePresent { interfaces[index].hasFCS = true }
            return Outcome(fcsBytes: 4, check: check)
        }
        if interfaces[index].hasFCS == true { return Outcome(fcsBytes: 4, check: check) }
        interfaces[index].misses += 1
        let seen = interfaces[index].misses + interfaces[index].matches
        if (interfaces[index].matches == 0 && interfaces[index].misses >= Self.framesToSettleAbsent) || seen >= Self.framesToGiveUp {
            interfaces[index].hasFCS = false
        }
        return .none
    }

    static func check(_ frame: ArraySlice<UInt8>) -> FrameCheckSequence {
        FrameCheckSequence(stored: EthernetFCS.stored(in: frame), computed: EthernetFCS.crc32(frame.dropLast(4)))
    }
}

extension EthernetFCSDetector {
    /// A record's octets as the network layers walk them, when it carries an Ethernet frame: the
    /// whole record (LINKTYPE_ETHERNET) or the packet of an ERF record (LINKTYPE_ERF, its header
    /// and padding around it: ``ERFRecord``). The FCS, when the capture kept it, and a capture
    /// device's trailer of `trailerOctets` are taken off the frame's end. Returns the octets from
    /// the record's start (so offsets stay the record's, as Wireshark counts them), the FCS
    /// outcome, the frame's length on the wire without FCS and trailer, and whether the capture
    /// cut the frame. Nil for a record that carries no Ethernet frame.
    public mutating func ethernetFrame(
        of bytes: ArraySlice<UInt8>, linkType: UInt32, originalLength: Int, declaredFCSLength: Int?, interface: Int, truncated: Bool,
        trailerOctets: Int
    ) -> (bytes: ArraySlice<UInt8>, fcs: Outcome, length: Int, truncated: Bool)? {
        let frame: ArraySlice<UInt8>, length: Int, cut: Bool, declared: Int?
        if linkType == 1 {
            (frame, length, cut, declared) = (bytes, originalLength, truncated, declaredFCSLength)
        } else if linkType == ERFRecord.linkType, let erf = ERFRecord(bytes), erf.payload == .ethernet {
            // an ERF Ethernet record counts the FCS in wlen when the card kept it; its file's
            // fcslen (if any) speaks of the record, not of the frame inside
            (frame, length, cut, declared) = (erf.packet(in: bytes), erf.wireLength, truncated || erf.packetCutShort(in: bytes), nil)
        } else {
            return nil
        }
        let outcome = inspect(frame, declaredLength: declared, interface: interface, truncated: cut)
        let withoutFCS = frame.dropLast(outcome.fcsBytes)
        let kept = EthernetFCS.withoutCaptureTrailer(withoutFCS, octets: trailerOctets, truncated: cut)
        return (bytes[bytes.startIndex..<kept.endIndex], outcome, length - outcome.fcsInOriginalLength - (withoutFCS.count - kept.count), cut)
    }
}

extension EthernetFCS {
    /// Chooses the four octets at `position` of `bytes` so that the CRC-32 of `bytes[..<end]`
    /// equals that of `original[..<end]` (the same octets before some were changed, none before
    /// `changedFrom`), whatever the changes (`changedFrom <= position`, `position + 4 <= end`,
    /// both at most `bytes.count` and `original.count`).
    ///
    /// The register of the reflected table method moves by `r' = T[(r ^ b) & 0xFF] ^ (r >> 8)`,
    /// linear in `r` and `b` together, so two messages of one length end with registers that
    /// differ by the register their octet-wise difference leaves from 0; the four octets must
    /// make that 0. The difference's register is run forward up to `position` (eight octets a
    /// step); the register the four octets must leave is found by undoing the steps of the
    /// octets after them from 0 (the top octets of the 256 entries of T are all different, so
    /// a step can be undone given its octet); four steps reach any value, their table indices
    /// read off the top octets one by one. Used where a part state zeroes IQ samples no rule
    /// reads: the frame's CRC, and with it every FCS judgement, stays the one the capture had.
    public static func setOctets(_ bytes: inout [UInt8], at position: Int, soThatCRCUpTo end: Int, equalsThatOf original: ArraySlice<UInt8>,
                                 changedFrom: Int) {
        precondition(changedFrom >= 0 && changedFrom <= position && position + 4 <= end && end <= bytes.count && end <= original.count,
                     "octets outside the CRC's range")
        let table = tables
        let indexOfTop = Self.indexOfTopOctet
        // The difference's register just before `position`.
        var before: UInt32 = 0
        bytes.withUnsafeBytes { new in
            original.withUnsafeBytes { old in
                table.withUnsafeBufferPointer { t in
                    var i = changedFrom
                    while i + 8 <= position {
                        let a = new.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ old.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        let d = UInt64(littleEndian: a)
                        let low = before ^ UInt32(truncatingIfNeeded: d)
                        let high = UInt32(truncatingIfNeeded: d >> 32)
                        before = t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int((low >> 8) & 0xFF)]
                            ^ t[5 * 256 + Int((low >> 16) & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
                            ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int((high >> 8) & 0xFF)]
                            ^ t[1 * 256 + Int((high >> 16) & 0xFF)] ^ t[Int(high >> 24)]
                        i += 8
                    }
                    while i < position {
                        before = t[Int((before ^ UInt32(new[i] ^ old[i])) & 0xFF)] ^ (before >> 8)
                        i += 1
                    }
                }
            }
        }
        // The register the four octets must leave: 0 at the end, with the later octets undone.
        var after: UInt32 = 0
        var k = end - 1
        while k >= position + 4 {
            let index = Int(indexOfTop[Int(after >> 24)])
            after = ((after ^ table[index]) << 8) | UInt32(UInt8(truncatingIfNeeded: index) ^ bytes[k] ^ original[original.startIndex + k])
            k -= 1
        }
        // after = T[i3] ^ T[i2] >> 8 ^ T[i1] >> 16 ^ T[i0] >> 24: the indices from the top down.
        var rest = after
        var indices: (Int, Int, Int, Int) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &indices) { raw in
            let slots = raw.bindMemory(to: Int.self)
            for step in 0..<4 {
                let index = Int(indexOfTop[Int((rest >> UInt32(24 - 8 * step)) & 0xFF)])
                slots[3 - step] = index
                rest ^= table[index] >> UInt32(8 * step)
            }
            var register = before
            for step in 0..<4 {
                let difference = UInt8(truncatingIfNeeded: register) ^ UInt8(slots[step])
                bytes[position + step] = original[original.startIndex + position + step] ^ difference
                register = table[slots[step]] ^ (register >> 8)
            }
        }
    }

    /// For each top octet of the 256 single-octet table entries, the entry's index.
    static let indexOfTopOctet: [UInt8] = {
        var out = [UInt8](repeating: 0, count: 256)
        for n in 0..<256 { out[Int(tables[n] >> 24)] = UInt8(n) }
        return out
    }()
}

/// What a part of a split capture writes of the detector, and the detector made again from it
/// (Conformance: Design "Parts checked apart, joined at their boundaries").
extension EthernetFCSDetector {
    /// One capture interface's detection: whether it keeps the FCS (nil while undecided) and the
    /// frames with a valid FCS and without one so far.
    public struct InterfaceState: Sendable, Hashable {
        public var key: Int
        public var hasFCS: Bool?
        public var matches: Int
        public var misses: Int

        public init(key: Int, hasFCS: Bool?, matches: Int, misses: Int) {
            self.key = key
            self.hasFCS = hasFCS
            self.matches = matches
            self.misses = misses
        }
    }

    /// Every interface seen, in the order first seen.
    public var interfaceStates: [InterfaceState] {
        interfaces.map { InterfaceState(key: $0.key, hasFCS: $0.hasFCS, matches: $0.matches, misses: $0.misses) }
    }

    /// From here on each interface notes whether a frame read its detection (a part's snapshot:
    /// one the part alone made and never read again goes at the join).
    public mutating func followReads() {
        followingReads = true
        for i in interfaces.indices {
            interfaces[i].read = false
            interfaces[i].firstMatchSinceFollowing = false
        }
    }

    /// The interfaces a frame read since ``followReads()``, nil before it.
    public var readSinceFollowing: [Int]? { followingReads ? interfaces.filter(\.read).map(\.key) : nil }

    /// The interfaces whose first valid FCS came since ``followReads()``, nil before it. Until
    /// then an interface's frames are handed on alike whether it is undecided or settled as
    /// FCS-free: only its count of frames without one differs.
    public var firstMatchSinceFollowing: [Int]? { followingReads ? interfaces.filter(\.firstMatchSinceFollowing).map(\.key) : nil }

    /// Replaces every interface's detection with `states`. An interface that showed no valid
    /// FCS in ``framesToSettleAbsent`` frames or more is settled as FCS-free.
    public mutating func restore(_ states: [InterfaceState]) {
        interfaces = []
        indexByKey = [:]
        lastIndex = -1
        followingReads = false
        for s in states.prefix(4096) where indexByKey[s.key] == nil {
            indexByKey[s.key] = interfaces.count
            let settled = s.hasFCS ?? (s.matches == 0 && s.misses >= Self.framesToSettleAbsent ? false : nil)
            interfaces.append(Interface(key: s.key, hasFCS: settled, matches: s.matches, misses: s.misses))
        }
    }
}
