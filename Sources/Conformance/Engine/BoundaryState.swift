import WireCore

/// What one stateful component of a run (a checker, a stage before the checkers) holds at a
/// point of the capture, in a form two runs can compare and join: the next part-state format's
/// unit (README "Past one machine"; Design "Parts checked apart, joined at their boundaries").
///
/// A part of a split capture is checked on its own, from nothing. Past the first stretch of its
/// frames (its *head*, some tens of milliseconds of fronthaul), what a component holds no longer
/// depends on what came before the part in most captures: every stream has sent again, every
/// window has turned over. The merge then replays only the head after the state the earlier parts
/// left, compares the result with the part's own state at the same frame, and, when they agree,
/// takes the rest of the part's results as they are. This type is what is compared:
///
/// - tables of entries named by key (nodes by name, flows by eAxC, never by a run's own indices);
/// - each entry's value, compared exactly, written canonically (what can no longer change any
///   judgement is left out, so a stream's state is the same whichever part saw it begin);
/// - each entry's counts, which add up over the capture (messages reordered within a slot): they
///   differ between the runs by what came before the part, and are joined by adding;
/// - sets that only grow (senders seen), joined by union.
public struct BoundaryState: Equatable, Sendable {
    public var tables: [BoundaryTable]

    public init(_ tables: [BoundaryTable]) { self.tables = tables }

    public subscript(_ name: String) -> BoundaryTable? { tables.first { $0.name == name } }

    /// Whether the component holds something it does not write (an ``BoundaryTable/Kind/opaque``
    /// entry): such a state neither joins nor restores.
    public var holdsUnwrittenState: Bool { tables.contains { $0.kind == .opaque && !$0.entries.isEmpty } }
}

/// One table of a ``BoundaryState``.
public struct BoundaryTable: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// Entries a part must hold exactly as the earlier parts left them, once past its head.
        case keyed
        /// Keys only, of a set that only grows (what the value says is not compared): joined by union.
        case growing
        /// Counts only, a missing key counting zero (messages per node, flushed at the end):
        /// joined by adding what the part counted after its snapshot to the earlier parts' counts.
        case counters
        /// Each entry's counts are pairs (smallest, largest): joined by taking the smaller and the
        /// larger of the earlier parts' and what the part reached after its snapshot (measured
        /// delay ranges); an entry's value goes with its first smallest (a first frame's text with
        /// the first frame). What the part's head reached is the earlier parts' to say.
        case extrema
        /// Entries that only grow, in an order that is the run's (the node directory, whose order
        /// is the report's): each entry's first count is its place. Joined by keeping the earlier
        /// parts' entries in their places and appending the part's new ones in the part's order;
        /// an entry both hold must have the same value.
        case directory
        /// The first ``BoundaryTable/capacity`` keys, in key order, of a set that only grows (the
        /// first frames of a kind, keyed in frame order): joined by taking the first of the
        /// earlier parts' and the part's after its snapshot.
        case sample
        /// Counts in time bins on the capture clock's grid (the traffic chart's), keyed
        /// "`series` w`k` b`bin`": grid bin `bin` of width 2^`k` ms; the series "" names the
        /// bin of the capture's first frame (count 1). Joined as counters once every side is
        /// put on the widest grid of the three (a grid bin of a narrower grid lies in exactly
        /// one of a wider one), widened while the bins from the origin's on number more than
        /// the table's capacity: the grid a run over the parts would be on.
        case bins
        /// What a restore needs and no join compares (the octets of the frames held for time
        /// order, which a compressed state stores with the IQ samples no rule reads zeroed, and
        /// its head is read back so): the join takes the part's end's entries. Only beside a
        /// table that names the same things and is compared.
        case carried
        /// State a component holds and does not write (an F1AP procedure, a cell announced on F1):
        /// one entry per thing held, naming it. The join refuses a part when either side holds
        /// one (the part is checked again whole), and a state holding one is not restored.
        case opaque
    }

    public var name: String
    public var kind: Kind
    /// Entries by key.
    public var entries: [String: BoundaryEntry]
    /// The table's bound (entries past it are let go, oldest first), if it has one. A table that
    /// reached its bound after the snapshot let entries go in an order the earlier parts'
    /// entries would change: the join refuses it (``BoundaryJoin``).
    public var capacity: Int?
    /// Whether the table held `capacity` entries at some time after the snapshot.
    public var reachedCapacity = false
    /// Keys held at the snapshot and let go after it. Their counts were read when they went (in a
    /// measurement, a count of INCONCLUSIVE items), so they must not differ from the earlier
    /// parts' for the part's results to stand.
    public var removedSinceSnapshot: Set<String> = []
    /// Whether an entry the earlier parts hold and the part does not may carry on past the part:
    /// for tables whose entries act only when their key comes again (a stream's next message, the
    /// answer to a request) or at the end, so an entry the part never touched is as the earlier
    /// parts left it. The part must then list what it looked for in vain after its snapshot
    /// (``missesSinceSnapshot``) and, for a bounded table, the most entries it held then
    /// (``peakSinceSnapshot``): an entry carried on takes a slot the part did not count.
    public var carriesPriorEntries = false
    /// Keys the part looked up after its snapshot without finding them and without making them.
    public var missesSinceSnapshot: Set<String> = []
    /// The most entries the table held after the snapshot.
    public var peakSinceSnapshot: Int?
    /// Whether an entry the part alone holds at its snapshot may be left out of the join when
    /// nothing read it after the snapshot: for tables whose entries act only when their key
    /// comes again or at the end (an open request). A capture of several interfaces cut between
    /// a request and its answer written earlier in the file (the answer's interface handed over
    /// first) leaves the request open in the part, answered in the single run. The part must
    /// list the keys it read after its snapshot before it made them again
    /// (``hitsSinceSnapshot``): an entry it still holds unchanged at its end goes; one made
    /// again is the single run's from then on. Whatever else lets an entry go must count as a
    /// read, but the bound: one let go there makes the table reach its capacity, which no join takes.
    public var partEntriesMayGo = false
    /// Keys the part read after its snapshot (answered, completed, judged) before it made them
    /// again.
    public var hitsSinceSnapshot: Set<String> = []
    /// Whether an entry both sides hold with other values takes the earlier parts' value when
    /// the part never read it after its snapshot (``hitsSinceSnapshot``, where every use of an
    /// entry, its making included, counts as a read) and holds it unchanged at its end: for
    /// tables whose entries act only when their key comes again and whose part-alone value
    /// counts only what the part's head saw (an interface's FCS detection, made from the
    /// part's first frame of it). Nothing the part reported after its snapshot read the entry;
    /// the earlier side's value is the single run's at that frame, and still at the part's end.
    public var earlierValueWhenUnread = false
    /// For an ``Kind/extrema`` table at a part's end, when its component follows it: the extremes
    /// each entry reached after the snapshot alone (an entry that reached none then is left
    /// out). The join then takes them with the earlier parts' exactly; without it, it infers
    /// them from the part's snapshot and end (``BoundaryJoin``).
    public var extremaSinceSnapshot: [String: [Int]]?

    public init(_ name: String, kind: Kind = .keyed, capacity: Int? = nil, entries: [String: BoundaryEntry] = [:]) {
        self.name = name
        self.kind = kind
        self.capacity = capacity
        self.entries = entries
    }
}

extension BoundaryTable {
    /// A keyed table of a checker's entries that a later message can still read: those at most
    /// `stale` old at `now` (older ones every later message treats as absent). `letGoFresh`:
    /// whether a fresh entry was let go at the bound since the snapshot (nil before it).
    static func fresh<Key, Entry>(_ name: String, capacity: Int, _ entries: some Sequence<(key: Key, value: Entry)>, now: Int64, stale: Int64,
                                  letGoFresh: Bool?, time: (Entry) -> Int64, key: (Key, Entry) -> String, value: (Entry) -> JSONValue) -> BoundaryTable {
        var table = BoundaryTable(name, capacity: capacity)
        for (k, entry) in entries where now.subtractingSaturating(time(entry)) <= stale {
            table.entries[key(k, entry)] = BoundaryEntry(value(entry))
        }
        table.reachedCapacity = letGoFresh ?? false
        return table
    }
}

/// One entry of a ``BoundaryTable``.
public struct BoundaryEntry: Equatable, Sendable {
    /// Compared exactly.
    public var value: JSONValue
    /// Counts that add up over the capture (same number and meaning in every run of the component).
    public var counts: [Int]

    public init(_ value: JSONValue, counts: [Int] = []) {
        self.value = value
        self.counts = counts
    }
}

/// Joins a part to the parts before it (Design "Parts checked apart, joined at their boundaries").
///
/// - `earlier`: the component's state after the earlier parts and the part's head, replayed
///   after them (in tests: the single run's state at that frame).
/// - `snapshot`: the part's own state at the same frame, checked from the part's first frame on.
/// - `end`: the part's state at its end (before `finish`).
///
/// When the part's snapshot agrees with `earlier` (the same entries with the same values; counts
/// may differ; a growing set may hold less), the part's results after the snapshot are the ones
/// the single run has, and the state after the part is `end` with each count raised by what the
/// earlier parts counted beyond the part. Otherwise the part's results after its head cannot be
/// taken as they are: ``Mismatch`` says where they differ first.
public enum BoundaryJoin {
    public struct Mismatch: Error, Equatable, CustomStringConvertible {
        public var table: String
        public var key: String?
        public var reason: String

        public var description: String { "table \(table)" + (key.map { " entry \($0)" } ?? "") + ": " + reason }
    }

    public static func join(earlier: BoundaryState, snapshot: BoundaryState, end: BoundaryState) throws(Mismatch) -> BoundaryState {
        guard earlier.tables.map(\.name) == snapshot.tables.map(\.name), snapshot.tables.map(\.name) == end.tables.map(\.name) else {
            throw Mismatch(table: "-", key: nil, reason: "the states list other tables")
        }
        var joined: [BoundaryTable] = []
        for ((e, s), t) in zip(zip(earlier.tables, snapshot.tables), end.tables) {
            guard e.kind == s.kind, s.kind == t.kind else { throw Mismatch(table: e.name, key: nil, reason: "the states give the table other kinds") }
            switch e.kind {
            case .keyed: joined.append(try joinKeyed(earlier: e, snapshot: s, end: t))
            case .growing: joined.append(try joinGrowing(earlier: e, snapshot: s, end: t))
            case .counters: joined.append(joinCounters(earlier: e, snapshot: s, end: t))
            case .extrema: joined.append(try joinExtrema(earlier: e, snapshot: s, end: t))
            case .directory: joined.append(try joinDirectory(earlier: e, snapshot: s, end: t))
            case .sample: joined.append(try joinSample(earlier: e, snapshot: s, end: t))
            case .bins: joined.append(try joinBins(earlier: e, snapshot: s, end: t))
            case .carried: joined.append(t)
            case .opaque:
                for (side, table) in [("the earlier parts", e), ("the part at its snapshot", s), ("the part at its end", t)] {
                    if let key = table.entries.keys.sorted().first { throw Mismatch(table: e.name, key: key, reason: "state \(side) held and did not write") }
                }
                joined.append(t)
            }
        }
        return BoundaryState(joined)
    }

    private static func joinKeyed(earlier e: BoundaryTable, snapshot s: BoundaryTable, end t: BoundaryTable) throws(Mismatch) -> BoundaryTable {
        if s.reachedCapacity || t.reachedCapacity {
            throw Mismatch(table: e.name, key: nil, reason: "the part's table reached its bound of \(t.capacity ?? 0) entries")
        }
        // The first differing key in key order, so the reason is the same on every run.
        var carried: [String: BoundaryEntry] = [:]
        var orphans: Set<String> = []
        /// Entries the part held with another value and never read after its snapshot: the earlier side's.
        var unread: [String: BoundaryEntry] = [:]
        for key in Set(e.entries.keys).union(s.entries.keys).sorted() {
            switch (e.entries[key], s.entries[key]) {
            case (nil, let b?):
                guard s.partEntriesMayGo && t.partEntriesMayGo, !t.hitsSinceSnapshot.contains(key) else {
                    throw Mismatch(table: e.name, key: key, reason: "held by the part alone (the earlier parts had let it go or never made it)")
                }
                // Never read after the snapshot: it changed nothing the part reported. Held to
                // the end unchanged, the run after the part does not hold it; made again (and
                // perhaps let go since), the part's entry is the single run's.
                if t.entries[key] == b { orphans.insert(key) }
            case (let a?, nil):
                guard s.carriesPriorEntries && t.carriesPriorEntries else { throw Mismatch(table: e.name, key: key, reason: "held from before the part, and not made again in its head") }
                if t.entries[key] != nil || t.removedSinceSnapshot.contains(key) || t.missesSinceSnapshot.contains(key) {
                    throw Mismatch(table: e.name, key: key, reason: "held from before the part, not made again in its head, and made or looked for after it")
                }
                carried[key] = a
            case (let a?, let b?):
                if a.value != b.value {
                    guard s.earlierValueWhenUnread && t.earlierValueWhenUnread, !t.hitsSinceSnapshot.contains(key), t.entries[key] == b,
                          !t.removedSinceSnapshot.contains(key) else {
                        throw Mismatch(table: e.name, key: key, reason: "held with another value")
                    }
                    unread[key] = a
                    continue
                }
                if a.counts.count != b.counts.count { throw Mismatch(table: e.name, key: key, reason: "held with other counts") }
            case (nil, nil): break
            }
        }
        for key in t.removedSinceSnapshot.sorted() where e.entries[key]?.counts != s.entries[key]?.counts {
            throw Mismatch(table: e.name, key: key, reason: "let go within the part with counts that differ from the earlier parts'")
        }
        if !carried.isEmpty, let capacity = t.capacity {
            guard let peak = t.peakSinceSnapshot, peak + carried.count <= capacity else {
                throw Mismatch(table: e.name, key: nil, reason: "entries carried on from before the part with the part's own would pass the bound of \(capacity)")
            }
        }
        var out = BoundaryTable(e.name, kind: .keyed, capacity: t.capacity, entries: carried)
        out.carriesPriorEntries = t.carriesPriorEntries
        out.partEntriesMayGo = t.partEntriesMayGo
        out.earlierValueWhenUnread = t.earlierValueWhenUnread
        for (key, entry) in t.entries where !orphans.contains(key) {
            if let earlier = unread[key] {
                out.entries[key] = earlier
                continue
            }
            var entry = entry
            if let before = e.entries[key]?.counts, let own = s.entries[key]?.counts, own.count == entry.counts.count {
                for i in entry.counts.indices { entry.counts[i] += before[i] - own[i] }
            }
            out.entries[key] = entry
        }
        return out
    }

    private static func joinCounters(earlier e: BoundaryTable, snapshot s: BoundaryTable, end t: BoundaryTable) -> BoundaryTable {
        var out = BoundaryTable(e.name, kind: .counters)
        for key in Set(e.entries.keys).union(t.entries.keys) {
            let before = e.entries[key]?.counts ?? [], own = s.entries[key]?.counts ?? [], now = t.entries[key]?.counts ?? []
            let width = max(before.count, own.count, now.count)
            func at(_ list: [Int], _ i: Int) -> Int { i < list.count ? list[i] : 0 }
            let counts = (0..<width).map { at(before, $0) + at(now, $0) - at(own, $0) }
            if counts.contains(where: { $0 != 0 }) { out.entries[key] = BoundaryEntry(.null, counts: counts) }
        }
        return out
    }

    private static func joinBins(earlier e: BoundaryTable, snapshot s: BoundaryTable, end t: BoundaryTable) throws(Mismatch) -> BoundaryTable {
        // Each key parsed once; series named by their place in `names` (the series "" first:
        // it holds the first frame's bin, the origin), sums kept by number, keys made at the end.
        var names: [Substring] = [""]
        var places: [Substring: Int] = ["": 0]
        var parsed: [(sign: Int, series: Int, exponent: Int, bin: Int64, count: Int)] = []
        parsed.reserveCapacity(e.entries.count + s.entries.count + t.entries.count)
        for (i, table) in [e, s, t].enumerated() {
            for (key, entry) in table.entries {
                guard let (series, exponent, bin) = BoundaryTable.binKey(key) else { throw Mismatch(table: e.name, key: key, reason: "not \"series wK bB\"") }
                let place = places[series] ?? {
                    names.append(series)
                    places[series] = names.count - 1
                    return names.count - 1
                }()
                parsed.append((i == 1 ? -1 : 1, place, exponent, bin, entry.counts.first ?? 0))
            }
        }
        struct Bin: Hashable {
            var series: Int
            var bin: Int64
        }
        // On the widest grid of the three, then as much wider as the bound of bins needs from the
        // origin: the grid one run would be on.
        var exponent = parsed.map(\.exponent).max() ?? 0
        func sums(_ k: Int) -> [Bin: Int] {
            var out: [Bin: Int] = [:]
            out.reserveCapacity(parsed.count)
            for p in parsed { out[Bin(series: p.series, bin: TrafficAccumulator.gridBin(p.bin, 1 << Int64(k - p.exponent))), default: 0] += p.sign * p.count }
            return out.filter { $0.value != 0 }
        }
        /// Bins from the origin's to the last one, inclusive.
        func span(_ sums: [Bin: Int]) -> Int64? {
            var origin: Int64?, last: Int64?
            for key in sums.keys {
                if key.series == 0 { origin = key.bin } else { last = max(last ?? key.bin, key.bin) }
            }
            guard let origin, let last else { return nil }
            return last - origin + 1
        }
        var joined = sums(exponent)
        while let bound = e.capacity, exponent < 62, let span = span(joined), span > bound {
            exponent += 1
            joined = sums(exponent)
        }
        var out = BoundaryTable(e.name, kind: .bins, capacity: e.capacity)
        out.entries.reserveCapacity(joined.count)
        for (key, n) in joined { out.entries[BoundaryTable.binKey(series: names[key.series], exponent: exponent, bin: key.bin)] = BoundaryEntry(.null, counts: [n]) }
        return out
    }

    /// The earlier parts' extremes with those the part reached after its snapshot. The part's
    /// head is the earlier side's too (`earlier` ends with it), and the part alone may have
    /// judged its first frames otherwise (a copy from a second capture point whose original is
    /// in the part before, taken for an original): so what the part reached in its head is not
    /// taken. Where the part's end differs from its snapshot, the end is what it reached after
    /// the snapshot; where it does not, all the part reached after the snapshot is at most that,
    /// and the earlier side's, when at least as extreme, is the joined one. An extreme the part's
    /// head reached beyond the earlier side's (or an entry only the part's head made) leaves
    /// what came after the snapshot unknown: refused.
    private static func joinExtrema(earlier e: BoundaryTable, snapshot s: BoundaryTable, end t: BoundaryTable) throws(Mismatch) -> BoundaryTable {
        var out = e
        out.extremaSinceSnapshot = nil
        if let since = t.extremaSinceSnapshot {
            for key in since.keys.sorted() {
                guard let now = t.entries[key], let reached = since[key], reached.count == now.counts.count else {
                    throw Mismatch(table: e.name, key: key, reason: "extremes after the snapshot that are not the end's")
                }
                guard let before = e.entries[key] else {
                    if now.value != .null && reached.first != now.counts.first { throw Mismatch(table: e.name, key: key, reason: "its value goes with the part's head") }
                    out.entries[key] = BoundaryEntry(now.value, counts: reached)
                    continue
                }
                guard before.counts.count == reached.count else { throw Mismatch(table: e.name, key: key, reason: "extremes of another number") }
                var counts = before.counts
                for i in counts.indices where i % 2 == 0 ? reached[i] < counts[i] : reached[i] > counts[i] { counts[i] = reached[i] }
                let fromPart = !counts.isEmpty && reached[0] < before.counts[0]
                if fromPart && now.value != .null && reached[0] != now.counts[0] { throw Mismatch(table: e.name, key: key, reason: "its value goes with the part's head") }
                out.entries[key] = BoundaryEntry(fromPart ? now.value : before.value, counts: counts)
            }
            return out
        }
        for key in t.entries.keys.sorted() {
            let now = t.entries[key]!
            let own = s.entries[key]?.counts
            guard let before = e.entries[key] else {
                guard own == nil else { throw Mismatch(table: e.name, key: key, reason: "reached in the part's head alone") }
                out.entries[key] = now
                continue
            }
            guard before.counts.count == now.counts.count, own.map({ $0.count == now.counts.count }) ?? true else {
                throw Mismatch(table: e.name, key: key, reason: "extremes of another number")
            }
            var counts = before.counts
            var fromPart = false
            for i in counts.indices {
                // Even places hold smallest values, odd ones largest.
                func beyond(_ a: Int, _ b: Int) -> Bool { i % 2 == 0 ? a < b : a > b }
                if let own, own[i] == now.counts[i] {
                    if beyond(own[i], before.counts[i]) {
                        throw Mismatch(table: e.name, key: key, reason: "the part's head reached beyond the earlier parts: what came after its snapshot is unknown")
                    }
                } else if beyond(now.counts[i], before.counts[i]) {
                    counts[i] = now.counts[i]
                    if i == 0 { fromPart = true }
                }
            }
            // The value goes with the smallest (the first frame's error with the first frame).
            out.entries[key] = BoundaryEntry(fromPart ? now.value : before.value, counts: counts)
        }
        return out
    }

    private static func joinDirectory(earlier e: BoundaryTable, snapshot s: BoundaryTable, end t: BoundaryTable) throws(Mismatch) -> BoundaryTable {
        if s.reachedCapacity || t.reachedCapacity {
            throw Mismatch(table: e.name, key: nil, reason: "the part's table reached its bound of \(t.capacity ?? 0) entries")
        }
        for key in s.entries.keys.sorted() {
            guard let a = e.entries[key] else { throw Mismatch(table: e.name, key: key, reason: "held by the part alone (the earlier parts never made it)") }
            if a.value != s.entries[key]?.value { throw Mismatch(table: e.name, key: key, reason: "held with another value") }
        }
        var out = e
        var made: [(place: Int, key: String, entry: BoundaryEntry)] = []
        for (key, entry) in t.entries {
            if let a = e.entries[key] {
                // made again after the snapshot: as the earlier parts made it, or not the same entry
                if s.entries[key] == nil && a.value != entry.value {
                    throw Mismatch(table: e.name, key: key, reason: "made again within the part with another value")
                }
                out.entries[key] = BoundaryEntry(entry.value, counts: a.counts)
            } else {
                made.append((entry.counts.first ?? 0, key, entry))
            }
        }
        for (rank, m) in made.sorted(by: { ($0.place, $0.key) < ($1.place, $1.key) }).enumerated() {
            out.entries[m.key] = BoundaryEntry(m.entry.value, counts: [e.entries.count + rank])
        }
        out.capacity = t.capacity
        return out
    }

    /// The earlier parts' first entries with the part's after its snapshot. Keys are in frame
    /// order, so the earlier side's come first; the part's head is the earlier side's too, and
    /// what the part alone held from its head is not taken (it may have judged its first frames
    /// otherwise). Refused only when the part's table was full and its head held more than the
    /// earlier side: then the part's entries after the snapshot that the join needs were cut off.
    private static func joinSample(earlier e: BoundaryTable, snapshot s: BoundaryTable, end t: BoundaryTable) throws(Mismatch) -> BoundaryTable {
        var out = e
        if let capacity = t.capacity, t.entries.count >= capacity, s.entries.count > e.entries.count {
            throw Mismatch(table: e.name, key: nil, reason: "the part's head held more first entries than the earlier parts, and its table is full")
        }
        for (key, entry) in t.entries where out.entries[key] == nil && s.entries[key] == nil { out.entries[key] = entry }
        if let capacity = out.capacity, out.entries.count > capacity {
            for key in out.entries.keys.sorted().dropFirst(capacity) { out.entries[key] = nil }
        }
        return out
    }

    private static func joinGrowing(earlier e: BoundaryTable, snapshot s: BoundaryTable, end t: BoundaryTable) throws(Mismatch) -> BoundaryTable {
        if let key = s.entries.keys.sorted().first(where: { e.entries[$0] == nil }) {
            throw Mismatch(table: e.name, key: key, reason: "seen by the part and not by the run up to the same frame")
        }
        var out = e
        for (key, entry) in t.entries where out.entries[key] == nil { out.entries[key] = entry }
        out.reachedCapacity = false
        out.removedSinceSnapshot = []
        return out
    }
}

/// A component whose state can be joined across parts (``BoundaryState``).
protocol BoundaryStateExporting: AnyObject {
    /// The component's name in a part's state (stable across versions of the same format).
    var boundaryName: String { get }
    /// Its state after the frames checked so far, the last of them captured at `now`. The
    /// recorder names nodes and counts frames cut by the snap length.
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState
    /// The snapshot was taken: from now on the component notes which entries it lets go
    /// (``BoundaryTable/removedSinceSnapshot``) and whether a table reaches its bound.
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder)
}

extension BoundaryStateExporting where Self: RuleChecker {
    /// A checker's name in a part's state: its rules' ids.
    var boundaryName: String { specs.map(\.id.rawValue).joined(separator: " ") }
}

extension BoundaryTable {
    /// The key of a ``Kind/bins`` entry.
    static func binKey(series: some StringProtocol, exponent: Int, bin: Int64) -> String { "\(series) w\(exponent) b\(bin)" }

    /// A ``Kind/bins`` key's parts, nil when it is not one (an exponent of 0 to 62).
    static func binKey(_ key: String) -> (series: Substring, exponent: Int, bin: Int64)? {
        guard let w = BoundaryEntryReader.lastStart(of: " w", in: key), let b = BoundaryEntryReader.lastStart(of: " b", in: key), w < b,
              let exponent = Int(key[key.index(w, offsetBy: 2)..<b]), (0...62).contains(exponent), let bin = Int64(key[key.index(b, offsetBy: 2)...])
        else { return nil }
        return (key[..<w], exponent, bin)
    }
}
