import WireCore

/// Why a ``BoundaryState`` cannot be restored into a component: a state another component or
/// another version of the format wrote, or one naming a node the run does not know.
public struct BoundaryRestoreError: Error, Equatable, CustomStringConvertible {
    public var component: String
    public var table: String
    public var key: String?
    public var reason: String

    init(table: String, key: String? = nil, _ reason: String) {
        component = ""
        self.table = table
        self.key = key
        self.reason = reason
    }

    public var description: String {
        (component.isEmpty ? "" : component + ": ") + "table \(table)" + (key.map { " entry \($0)" } ?? "") + ": " + reason
    }
}

/// A component whose state a run can take over from a ``BoundaryState`` (Design "Parts checked
/// apart, joined at their boundaries"): the merge of a split capture restores the state joined
/// after each part into one run, which checks the next part's head and, after the last part,
/// finishes as the single run would.
protocol BoundaryStateRestoring: BoundaryStateExporting {
    /// Replaces the component's state with `state`, one ``boundaryState(_:now:)`` wrote (or a
    /// join of such states): the run then goes on as the run that wrote it. Counts of entries
    /// let go at a bound are the run's own and stay. Entries are made in the order of the time
    /// they name, so a table that reaches its bound afterwards lets go the oldest first.
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError)
}

extension BoundaryState {
    /// The table `name`, which a restored component requires.
    func required(_ name: String) throws(BoundaryRestoreError) -> BoundaryTable {
        guard let table = self[name] else { throw BoundaryRestoreError(table: name, "the state has no such table") }
        return table
    }
}

extension BoundaryTable {
    /// The entries with a reader each, in the order of their `time` member (those without one
    /// first), then of their keys: the order a run made them in, as far as the state tells.
    func readers() -> [BoundaryEntryReader] {
        // each entry's time read once, not at every comparison
        let list = entries.map { (time: $0.value.value["time"].flatMap(\.intValue) ?? Int.min, reader: BoundaryEntryReader(table: name, key: $0.key, entry: $0.value)) }
        return list.sorted { a, b in a.time != b.time ? a.time < b.time : a.reader.key < b.reader.key }.map(\.reader)
    }

    /// The one entry `key`'s value, which a restored component requires.
    func required(_ key: String) throws(BoundaryRestoreError) -> BoundaryEntryReader {
        guard let entry = entries[key] else { throw BoundaryRestoreError(table: name, key: key, "the table has no such entry") }
        return BoundaryEntryReader(table: name, key: key, entry: entry)
    }
}

/// Reads one entry of a ``BoundaryTable`` while restoring: members by name and type, each
/// missing or mistyped one an error naming the table and entry.
struct BoundaryEntryReader {
    let table: String
    let key: String
    let entry: BoundaryEntry

    var value: JSONValue { entry.value }

    func error(_ reason: String) -> BoundaryRestoreError { BoundaryRestoreError(table: table, key: key, reason) }

    /// The run's number of the frame a key "frame `stateFrameKey`" names, nil for another key.
    func frameInKey(_ recorder: RuleRecorder) -> Int? {
        recorder.runFrameNumber(key: Substring(Self.word(in: key, after: "frame ")))
    }

    func member(_ name: String) throws(BoundaryRestoreError) -> JSONValue {
        guard let v = value[name] else { throw error("no member \(name)") }
        return v
    }

    func int(_ name: String) throws(BoundaryRestoreError) -> Int {
        guard let i = try member(name).intValue else { throw error("\(name) is not an integer") }
        return i
    }

    /// A member that may be absent or null.
    func optionalInt(_ name: String) throws(BoundaryRestoreError) -> Int? {
        guard let v = value[name], v != .null else { return nil }
        guard let i = v.intValue else { throw error("\(name) is not an integer") }
        return i
    }

    func bool(_ name: String) throws(BoundaryRestoreError) -> Bool {
        guard case .bool(let b) = try member(name) else { throw error("\(name) is not a boolean") }
        return b
    }

    func string(_ name: String) throws(BoundaryRestoreError) -> String {
        guard let s = try member(name).stringValue else { throw error("\(name) is not a string") }
        return s
    }

    func ints(_ name: String) throws(BoundaryRestoreError) -> [Int] {
        try Self.ints(member(name), error("\(name) is not a list of integers"))
    }

    static func ints(_ v: JSONValue, _ error: BoundaryRestoreError) throws(BoundaryRestoreError) -> [Int] {
        guard let items = v.arrayValue else { throw error }
        var out: [Int] = []
        for item in items {
            guard let i = item.intValue else { throw error }
            out.append(i)
        }
        return out
    }

    /// The value itself as an integer.
    func intValue() throws(BoundaryRestoreError) -> Int {
        guard let i = value.intValue else { throw error("the value is not an integer") }
        return i
    }

    /// The run's number of the frame the member names (null: no frame, 0).
    func frame(_ name: String, _ recorder: RuleRecorder) throws(BoundaryRestoreError) -> Int {
        try Self.frame(member(name), recorder, error("\(name) is not a frame"))
    }

    /// The run's numbers of the frames the member lists.
    func frames(_ name: String, _ recorder: RuleRecorder) throws(BoundaryRestoreError) -> [Int] {
        guard let items = try member(name).arrayValue else { throw error("\(name) is not a list of frames") }
        var out: [Int] = []
        for item in items { out.append(try Self.frame(item, recorder, error("\(name) is not a list of frames"))) }
        return out
    }

    static func frame(_ v: JSONValue, _ recorder: RuleRecorder, _ error: BoundaryRestoreError) throws(BoundaryRestoreError) -> Int {
        if v == .null { return 0 }
        guard let i = v.intValue else { throw error }
        return recorder.runFrameNumber(i)
    }

    /// The run's index of the node the member names.
    func node(_ name: String, _ recorder: RuleRecorder) throws(BoundaryRestoreError) -> Int {
        try recorder.nodeIndex(named: string(name), table: table, key: key)
    }

    /// The entry's count `i`.
    func count(_ i: Int) throws(BoundaryRestoreError) -> Int {
        guard i < entry.counts.count else { throw error("no count \(i)") }
        return entry.counts[i]
    }

    /// The integer written in hexadecimal after the last `marker` of the key ("… eAxC 0x1f").
    func hexInKey(after marker: String) throws(BoundaryRestoreError) -> UInt64 {
        guard let v = UInt64(Self.word(in: key, after: marker), radix: 16) else { throw error("the key's \(marker) is not hexadecimal") }
        return v
    }

    /// The decimal integer after the last `marker` of the key ("… slot 3").
    func decimalInKey(after marker: String) throws(BoundaryRestoreError) -> Int {
        guard let v = Int(Self.word(in: key, after: marker)) else { throw error("the key's \(marker) is not a number") }
        return v
    }

    /// The text before the last `marker` of the key (a node's name before " eAxC 0x…").
    func keyPrefix(before marker: String) throws(BoundaryRestoreError) -> Substring {
        guard let start = Self.lastStart(of: marker, in: key) else { throw error("the key names no \(marker)") }
        return key[..<start]
    }

    /// The characters after the last `marker` of `text` up to the next space.
    static func word(in text: String, after marker: String) -> Substring {
        guard let start = lastStart(of: marker, in: text) else { return "" }
        let utf8 = text.utf8
        let from = utf8.index(start, offsetBy: marker.utf8.count)
        let end = utf8[from...].firstIndex(of: UInt8(ascii: " ")) ?? utf8.endIndex
        return text[from..<end]
    }

    /// Where the last `marker` of `text` starts; a marker that begins with a word begins one
    /// ("frame " is not found in "subframe 3"). Compared as UTF-8 (a marker is ASCII, so a
    /// match starts a character).
    static func lastStart(of marker: String, in text: String) -> String.Index? {
        let m = Array(marker.utf8)
        guard let first = m.first else { return nil }
        let t = Array(text.utf8)
        var i = t.count - m.count
        while i >= 0 {
            if t[i] == first && t[i..<(i + m.count)].elementsEqual(m) && (first == UInt8(ascii: " ") || i == 0 || t[i - 1] == UInt8(ascii: " ")) {
                return text.utf8.index(text.utf8.startIndex, offsetBy: i)
            }
            i -= 1
        }
        return nil
    }
}

/// Frame numbers in a boundary state count from its frame base (``RuleRecorder/boundaryFrameBase``,
/// the snapshot frame): a part numbers its frames from its own first, the run over the whole
/// capture from the capture's, and both write the same number for the same frame. "No frame"
/// (0) is written null.
extension RuleRecorder {
    /// Frame `f` as a state writes it.
    func stateFrame(_ f: Int) -> JSONValue { f <= 0 ? .null : .int(f - boundaryFrameBase) }

    func stateFrames(_ frames: [Int]) -> JSONValue { .array(frames.map(stateFrame)) }

    /// Frame `f` counted from the frame base, where a state keeps it in counts.
    func stateFrameNumber(_ f: Int) -> Int { f - boundaryFrameBase }

    /// The run's number of the frame `n` counts from the frame base.
    func runFrameNumber(_ n: Int) -> Int { n + boundaryFrameBase }

    /// Frame `f` in a key that sorts in frame order.
    func stateFrameKey(_ f: Int) -> String {
        let digits = String(f - boundaryFrameBase + 1_000_000_000_000)
        return String(repeating: "0", count: max(0, 13 - digits.count)) + digits
    }

    /// The run's number of the frame a key of ``stateFrameKey(_:)`` names.
    func runFrameNumber(key: Substring) -> Int? { Int(key).map { $0 - 1_000_000_000_000 + boundaryFrameBase } }

    /// The run's index of the node `name` (a state names nodes, never a run's own indices).
    func nodeIndex(named name: String, table: String, key: String?) throws(BoundaryRestoreError) -> Int {
        guard let index = nodes.index(named: name) else { throw BoundaryRestoreError(table: table, key: key, "the run knows no node \(name)") }
        return index
    }
}

extension BoundaryTable {
    /// The counts per node index of a ``Kind/counters`` table (``countersPerNode(_:_:_:)``),
    /// `width` each, for the run's `nodeCount` nodes.
    func countsPerNode(width: Int, nodeCount: Int, _ recorder: RuleRecorder) throws(BoundaryRestoreError) -> [[Int]] {
        var out = Array(repeating: Array(repeating: 0, count: width), count: nodeCount)
        for (key, entry) in entries {
            let node = try recorder.nodeIndex(named: key, table: name, key: key)
            guard entry.counts.count == width else { throw BoundaryRestoreError(table: name, key: key, "\(entry.counts.count) counts, not \(width)") }
            while out.count <= node { out.append(Array(repeating: 0, count: width)) }
            out[node] = entry.counts
        }
        return out
    }
}

extension Violation {
    /// The violation as a boundary state writes it (one held back for a judgement still to come),
    /// every field it reports.
    func boundaryValue(_ recorder: RuleRecorder) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("message", .string(message))
        o.add("frames", recorder.stateFrames(frames))
        o.add("fieldPath", .string(fieldPath))
        o.add("expected", expected)
        o.add("actual", actual)
        o.add("severity", severity?.rawValue)
        if let measurement { o.add("measurement", measurement.exactJSONValue) }
        o.add("flow", flow)
        return o.value
    }

    /// The violation ``boundaryValue`` wrote.
    init(boundaryValue v: JSONValue, table: String, key: String, _ recorder: RuleRecorder) throws(BoundaryRestoreError) {
        let entry = BoundaryEntryReader(table: table, key: key, entry: BoundaryEntry(v))
        self.init(try entry.string("message"), frames: try entry.frames("frames", recorder), fieldPath: try entry.string("fieldPath"),
                  expected: v["expected"]?.stringValue, actual: v["actual"]?.stringValue, flow: v["flow"]?.stringValue)
        if let s = v["severity"]?.stringValue {
            guard let severity = Finding.Severity(rawValue: s) else { throw entry.error("severity \(s) is unknown") }
            self.severity = severity
        }
        if let m = v["measurement"] {
            guard let measurement = Measurement(exactJSONValue: m) else { throw entry.error("measurement is not [name, value as text, unit]") }
            self.measurement = measurement
        }
    }
}
