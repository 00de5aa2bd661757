import WireCore

/// Identifies the datagram a fragment belongs to: RFC 791 clause 3.2 (source, destination,
/// protocol, identification) and RFC 8200 clause 4.5 (source, destination, identification;
/// `proto` is 0xFF for IPv6).
public struct IPFragmentKey: Hashable, Sendable {
    public var source: IPAddress
    public var destination: IPAddress
    public var identification: UInt32
    public var proto: UInt8

    public init(source: IPAddress, destination: IPAddress, identification: UInt32, proto: UInt8) {
        self.source = source
        self.destination = destination
        self.identification = identification
        self.proto = proto
    }

    /// A fixed order of keys, for partial datagrams equally old: which one goes first never
    /// follows the order a `Dictionary` lists them in (that order differs from run to run).
    static func precedes(_ a: Self, _ b: Self) -> Bool {
        if a.source != b.source { return a.source.precedes(b.source) }
        if a.destination != b.destination { return a.destination.precedes(b.destination) }
        return (a.identification, a.proto) < (b.identification, b.proto)
    }
}

extension IPAddress {
    /// A fixed order of addresses (IPv4 before IPv6, then by value).
    func precedes(_ other: IPAddress) -> Bool {
        switch (self, other) {
        case (.v4(let a), .v4(let b)): return a < b
        case (.v4, .v6): return true
        case (.v6, .v4): return false
        case (.v6(let ah, let al), .v6(let bh, let bl)): return (ah, al) < (bh, bl)
        }
    }
}

/// The two hosts of a fragmented datagram: the per-pair bound keeps one sender from pushing out
/// the partial datagrams of the others.
struct IPHostPair: Hashable, Sendable {
    var source: IPAddress
    var destination: IPAddress

    init(_ key: IPFragmentKey) {
        source = key.source
        destination = key.destination
    }
}

/// Fragments of one datagram collected so far.
struct PartialDatagram: Sendable {
    struct Piece: Sendable {
        var offset: Int
        var bytes: [UInt8]
    }
    var pieces: [Piece] = []
    var frames: [Int] = []
    /// Known once the last fragment (MF = 0) arrived.
    var totalLength: Int?
    var upper: UInt8 = 0
    var firstFrame: Int
    var firstTime: Int64
    var byteCount = 0
    var overlapped = false
}

/// A partial datagram as a part's boundary state writes it (Conformance), and restores it.
public struct HeldIPDatagram: Sendable, Equatable {
    public struct Piece: Sendable, Equatable {
        public var offset: Int
        public var octets: [UInt8]
        public init(offset: Int, octets: [UInt8]) {
            self.offset = offset
            self.octets = octets
        }
    }
    public var key: IPFragmentKey
    public var pieces: [Piece]
    /// In the order the fragments came.
    public var frames: [Int]
    public var totalLength: Int?
    public var upper: UInt8
    public var firstFrame: Int
    public var firstTime: Int64
    public var overlapped: Bool

    public init(key: IPFragmentKey, pieces: [Piece], frames: [Int], totalLength: Int?, upper: UInt8, firstFrame: Int, firstTime: Int64, overlapped: Bool) {
        self.key = key
        self.pieces = pieces
        self.frames = frames
        self.totalLength = totalLength
        self.upper = upper
        self.firstFrame = firstFrame
        self.firstTime = firstTime
        self.overlapped = overlapped
    }
}

/// What the reassembly did after a part's snapshot (Conformance, Design "Parts checked apart,
/// joined at their boundaries"): the datagrams it began (keys it looked for and did not
/// hold), those held at the snapshot that a fragment came for or that went, the most it
/// held, and whether a bound let one go.
public struct IPReassemblyFollow: Sendable {
    public internal(set) var heldAtSnapshot: Set<IPFragmentKey>
    public internal(set) var begun: Set<IPFragmentKey> = []
    /// Held at the snapshot, and a fragment came for it or it went (completed, let go).
    public internal(set) var read: Set<IPFragmentKey> = []
    /// Held at the snapshot, and gone.
    public internal(set) var gone: Set<IPFragmentKey> = []
    public internal(set) var peak: Int
    public internal(set) var boundReached = false
}

/// IP fragment reassembly with bounded memory: at most `maximumPendingDatagrams` partial
/// datagrams and `maximumPendingIPBytes` of their fragments, evicted when older than the
/// configured frame or time window, no datagram larger than `Limits.maximumReassembledBytes`,
/// and no datagram holding more than ``maximumBytesPerDatagram`` of fragments (repeats included).
struct IPReassembler: Sendable {
    enum Outcome {
        case pending
        case rejected(String)
        /// The datagram's payload, the frames it came from (ascending), the upper protocol, and
        /// whether fragments overlapped.
        case complete([UInt8], [Int], UInt8, Bool)
    }

    private(set) var pending: [IPFragmentKey: PartialDatagram] = [:]
    /// Partial datagrams per (source, destination) pair.
    private(set) var pendingByHostPair: [IPHostPair: Int] = [:]
    /// Fragment bytes held in `pending` (``PartialDatagram/byteCount`` summed).
    private(set) var pendingBytes = 0
    /// The smallest first frame and first time of the partial datagrams held (the windows are
    /// passed when either is), valid unless `oldestStale`: a datagram that held one went.
    private var oldestFrame = Int.max
    private var oldestTime = Int64.max
    private var oldestStale = false
    /// What a part's boundary state needs after its snapshot (nil before it):
    /// ``IPReassemblyFollow``.
    private(set) var follow: IPReassemblyFollow?

    /// Every partial datagram held.
    var held: [HeldIPDatagram] {
        pending.map { key, p in
            HeldIPDatagram(key: key, pieces: p.pieces.map { HeldIPDatagram.Piece(offset: $0.offset, octets: $0.bytes) }, frames: p.frames,
                           totalLength: p.totalLength, upper: p.upper, firstFrame: p.firstFrame, firstTime: p.firstTime, overlapped: p.overlapped)
        }
    }

    /// Replaces what is held with `held` (a run going on from the state of another).
    mutating func restore(_ held: [HeldIPDatagram]) {
        dropPending()
        follow = nil
        for h in held where pending[h.key] == nil {
            var p = PartialDatagram(firstFrame: h.firstFrame, firstTime: h.firstTime)
            p.pieces = h.pieces.map { PartialDatagram.Piece(offset: $0.offset, bytes: $0.octets) }
            p.frames = h.frames
            p.totalLength = h.totalLength
            p.upper = h.upper
            p.byteCount = h.pieces.reduce(0) { $0 + $1.octets.count }
            p.overlapped = h.overlapped
            put(h.key, p)
        }
    }

    /// From here on the reassembly notes what ``IPReassemblyFollow`` holds (a part's snapshot).
    mutating func followBoundary() {
        follow = IPReassemblyFollow(heldAtSnapshot: Set(pending.keys), peak: pending.count)
    }

    /// Most fragment bytes one datagram may collect, repeated fragments included: four times the
    /// largest datagram (RFC 791 / RFC 8200 total length), room for a capture that saw each
    /// fragment twice and more. Past it the datagram is evicted and the fragment rejected.
    static let maximumBytesPerDatagram = 4 * 65_535

    /// Forgets every partial datagram (for a throwaway copy of the state).
    mutating func dropPending() {
        pending = [:]
        pendingByHostPair = [:]
        pendingBytes = 0
        oldestFrame = .max
        oldestTime = .max
        oldestStale = false
    }

    /// Takes `key`'s partial datagram out of the table (to grow it and put it back, or for good).
    private mutating func takeOut(_ key: IPFragmentKey) -> PartialDatagram? {
        guard let partial = pending.removeValue(forKey: key) else { return nil }
        pendingBytes -= partial.byteCount
        let pair = IPHostPair(key)
        if let n = pendingByHostPair[pair], n > 1 { pendingByHostPair[pair] = n - 1 } else { pendingByHostPair.removeValue(forKey: pair) }
        return partial
    }

    /// Puts a partial datagram (back) into the table.
    private mutating func put(_ key: IPFragmentKey, _ partial: PartialDatagram) {
        pending[key] = partial
        pendingBytes += partial.byteCount
        pendingByHostPair[IPHostPair(key), default: 0] += 1
        oldestFrame = min(oldestFrame, partial.firstFrame)
        oldestTime = min(oldestTime, partial.firstTime)
        if follow != nil { follow!.peak = max(follow!.peak, pending.count) }
    }

    /// A partial datagram taken out for good (completed, let go).
    private mutating func gone(_ key: IPFragmentKey, _ partial: PartialDatagram) {
        if partial.firstFrame == oldestFrame || partial.firstTime == oldestTime { oldestStale = true }
        if follow?.heldAtSnapshot.contains(key) == true {
            follow!.gone.insert(key)
            follow!.read.insert(key)
        }
    }

    private mutating func remove(_ key: IPFragmentKey) -> PartialDatagram? {
        guard let partial = takeOut(key) else { return nil }
        gone(key, partial)
        return partial
    }

    mutating func add(
        key: IPFragmentKey, offset: Int, bytes: ArraySlice<UInt8>, more: Bool, upper: UInt8, frame: Int, time: Int64,
        configuration: DemuxConfiguration, statistics: inout DemuxStatistics
    ) -> Outcome {
        let limit = key.proto == 0xFF ? 65_535 : 65_515
        guard offset + bytes.count <= min(limit, Limits.maximumReassembledBytes) else {
            return .rejected("fragment ends at byte \(offset + bytes.count), beyond the largest datagram")
        }
        if more && bytes.count % 8 != 0 {
            return .rejected("non-final fragment length \(bytes.count) is not a multiple of 8")
        }
        var partial: PartialDatagram
        if let held = takeOut(key) {
            partial = held
            if follow?.heldAtSnapshot.contains(key) == true { follow!.read.insert(key) }
        } else {
            let pair = IPHostPair(key)
            if pendingByHostPair[pair, default: 0] >= max(1, configuration.maximumPendingDatagramsPerHostPair) {
                evictOldest(of: pair, statistics: &statistics)
            }
            if pending.count >= configuration.maximumPendingDatagrams { evictOldest(of: nil, statistics: &statistics) }
            partial = PartialDatagram(firstFrame: frame, firstTime: time)
            follow?.begun.insert(key)
        }
        guard partial.pieces.count < 8192 else {
            gone(key, partial)
            statistics.ipReassemblyEvictions += 1
            statistics.noteEvicted(frames: partial.frames + [frame])
            return .rejected("more than 8192 fragments for one datagram")
        }
        guard partial.byteCount + bytes.count <= Self.maximumBytesPerDatagram else {
            gone(key, partial)
            statistics.ipReassemblyEvictions += 1
            statistics.noteEvicted(frames: partial.frames + [frame])
            return .rejected("fragments of one datagram past \(Self.maximumBytesPerDatagram) bytes, repeats included")
        }
        if !more {
            if let total = partial.totalLength, total != offset + bytes.count {
                partial.overlapped = true
            }
            partial.totalLength = offset + bytes.count
        }
        if offset == 0 { partial.upper = upper }
        let end = offset + bytes.count
        for piece in partial.pieces where piece.offset < end && offset < piece.offset + piece.bytes.count {
            partial.overlapped = partial.overlapped || !(piece.offset == offset && piece.bytes.count == bytes.count)
        }
        partial.pieces.append(.init(offset: offset, bytes: Array(bytes)))
        if partial.frames.last != frame { partial.frames.append(frame) }
        partial.byteCount += bytes.count
        if partial.pieces.count == 1 && offset == 0 { partial.upper = upper }

        // Without overlaps the pieces cover the datagram exactly when their bytes add up to it,
        // so the sort of the coverage test runs only once there are enough bytes.
        guard let total = partial.totalLength, partial.byteCount >= total, isCovered(partial.pieces, total: total) else {
            // the oldest others make room (this one is out of the table while it grows)
            while pendingBytes + partial.byteCount > configuration.maximumPendingIPBytes && !pending.isEmpty {
                evictOldest(of: nil, statistics: &statistics)
            }
            put(key, partial)
            return .pending
        }
        gone(key, partial)
        // Copy in arrival order; a later overlapping fragment overwrites an earlier one.
        var datagram = [UInt8](repeating: 0, count: total)
        for piece in partial.pieces {
            let upTo = min(piece.bytes.count, total - piece.offset)
            if upTo > 0 {
                datagram.replaceSubrange(piece.offset..<(piece.offset + upTo), with: piece.bytes[0..<upTo])
            }
        }
        statistics.ipDatagramsReassembled += 1
        let frames = partial.frames.sorted()
        return .complete(datagram, frames, partial.upper, partial.overlapped)
    }

    /// True when the pieces cover 0..<total without a gap.
    private func isCovered(_ pieces: [PartialDatagram.Piece], total: Int) -> Bool {
        let ranges = pieces.map { ($0.offset, $0.offset + $0.bytes.count) }.sorted { $0.0 < $1.0 }
        var reached = 0
        for (start, end) in ranges {
            if start > reached { return false }
            reached = max(reached, end)
            if reached >= total { return true }
        }
        return reached >= total
    }

    /// Evicts the oldest partial datagram of one host pair (or of all when nil).
    private mutating func evictOldest(of pair: IPHostPair?, statistics: inout DemuxStatistics) {
        let candidates = pending.lazy.filter { pair == nil || IPHostPair($0.key) == pair }
        guard let oldest = candidates.min(by: { a, b in
            a.value.firstFrame != b.value.firstFrame ? a.value.firstFrame < b.value.firstFrame : IPFragmentKey.precedes(a.key, b.key)
        })?.key else { return }
        if let partial = remove(oldest) { statistics.noteEvicted(frames: partial.frames) }
        statistics.ipReassemblyEvictions += 1
        follow?.boundReached = true
    }

    /// Drops partial datagrams older than the frame or time window, at the first frame past it
    /// (what a frame finds held depends on the frames before it alone, not on where a run began).
    @inline(__always)
    mutating func expire(frame: Int, time: Int64, configuration: DemuxConfiguration, statistics: inout DemuxStatistics) {
        guard !pending.isEmpty else { return }
        if oldestStale {
            oldestFrame = pending.values.lazy.map(\.firstFrame).min() ?? .max
            oldestTime = pending.values.lazy.map(\.firstTime).min() ?? .max
            oldestStale = false
        }
        guard frame - oldestFrame > configuration.reassemblyFrameWindow
            || time.subtractingSaturating(oldestTime) > configuration.reassemblyTimeWindowNanoseconds else { return }
        sweep(frame: frame, time: time, configuration: configuration, statistics: &statistics)
    }

    @inline(never)
    private mutating func sweep(frame: Int, time: Int64, configuration: DemuxConfiguration, statistics: inout DemuxStatistics) {
        let stale = pending.filter {
            frame - $0.value.firstFrame > configuration.reassemblyFrameWindow
                || time.subtractingSaturating($0.value.firstTime) > configuration.reassemblyTimeWindowNanoseconds
        }
        // oldest first (the statistics keep a sample of the first frames noted)
        let order = stale.sorted { a, b in
            a.value.firstFrame != b.value.firstFrame ? a.value.firstFrame < b.value.firstFrame : IPFragmentKey.precedes(a.key, b.key)
        }
        for (key, _) in order {
            if let partial = remove(key) { statistics.noteEvicted(frames: partial.frames) }
            statistics.ipReassemblyEvictions += 1
        }
    }
}
