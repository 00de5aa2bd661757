import WireCore

/// A ``BoundaryState`` as JSON, the form a part's state file carries it in (Design "Parts
/// checked apart, joined at their boundaries"): tables in order, each with its kind, bound and
/// flags, and its entries in key order as `[key, value, counts]`. Made back exactly: a state's
/// values hold integers, strings, booleans, null, arrays and objects, never a number with a
/// fraction (a measurement's value is written as text), so nothing changes on the way.
extension BoundaryState {
    public var jsonValue: JSONValue {
        .array(tables.map { t in
            var o = JSONObjectBuilder()
            o.add("name", .string(t.name))
            o.add("kind", .string(t.kind.rawValue))
            o.add("capacity", t.capacity)
            if t.reachedCapacity { o.add("reachedCapacity", .bool(true)) }
            if !t.removedSinceSnapshot.isEmpty { o.add("removedSinceSnapshot", .array(t.removedSinceSnapshot.sorted().map(JSONValue.string))) }
            if t.carriesPriorEntries { o.add("carriesPriorEntries", .bool(true)) }
            if !t.missesSinceSnapshot.isEmpty { o.add("missesSinceSnapshot", .array(t.missesSinceSnapshot.sorted().map(JSONValue.string))) }
            o.add("peakSinceSnapshot", t.peakSinceSnapshot)
            if t.partEntriesMayGo { o.add("partEntriesMayGo", .bool(true)) }
            if t.earlierValueWhenUnread { o.add("earlierValueWhenUnread", .bool(true)) }
            if !t.hitsSinceSnapshot.isEmpty { o.add("hitsSinceSnapshot", .array(t.hitsSinceSnapshot.sorted().map(JSONValue.string))) }
            if let since = t.extremaSinceSnapshot {
                o.add("extremaSinceSnapshot", .array(since.sorted { $0.key < $1.key }.map { .array([.string($0.key), .array($0.value.map(JSONValue.int))]) }))
            }
            o.add("entries", .array(t.entries.sorted { $0.key < $1.key }.map { key, entry in
                .array([.string(key), entry.value, .array(entry.counts.map(JSONValue.int))])
            }))
            return o.value
        })
    }

    /// The state ``jsonValue`` wrote.
    public init(jsonValue: JSONValue) throws(BoundaryRestoreError) {
        guard let list = jsonValue.arrayValue else { throw BoundaryRestoreError(table: "-", "a state is a list of tables") }
        var tables: [BoundaryTable] = []
        for item in list {
            guard let name = item["name"]?.stringValue else { throw BoundaryRestoreError(table: "-", "a table has no name") }
            func error(_ reason: String) -> BoundaryRestoreError { BoundaryRestoreError(table: name, reason) }
            guard let kindText = item["kind"]?.stringValue, let kind = BoundaryTable.Kind(rawValue: kindText) else { throw error("no kind, or an unknown one") }
            var t = BoundaryTable(name, kind: kind, capacity: item["capacity"]?.intValue)
            t.reachedCapacity = item["reachedCapacity"] == .bool(true)
            t.carriesPriorEntries = item["carriesPriorEntries"] == .bool(true)
            t.peakSinceSnapshot = item["peakSinceSnapshot"]?.intValue
            t.partEntriesMayGo = item["partEntriesMayGo"] == .bool(true)
            t.earlierValueWhenUnread = item["earlierValueWhenUnread"] == .bool(true)
            for (member, keyPath) in [("removedSinceSnapshot", \BoundaryTable.removedSinceSnapshot), ("missesSinceSnapshot", \BoundaryTable.missesSinceSnapshot),
                                      ("hitsSinceSnapshot", \BoundaryTable.hitsSinceSnapshot)] {
                guard let keys = item[member] else { continue }
                guard let strings = keys.arrayValue?.compactMap(\.stringValue), strings.count == keys.arrayValue?.count else { throw error("\(member) is not a list of keys") }
                t[keyPath: keyPath] = Set(strings)
            }
            if let since = item["extremaSinceSnapshot"] {
                guard let list = since.arrayValue else { throw error("extremaSinceSnapshot is not a list of [key, counts]") }
                var reached: [String: [Int]] = [:]
                for pair in list {
                    guard let parts = pair.arrayValue, parts.count == 2, let key = parts[0].stringValue, let counts = parts[1].arrayValue,
                          case let numbers = counts.compactMap(\.intValue), numbers.count == counts.count
                    else { throw error("extremaSinceSnapshot is not a list of [key, counts]") }
                    reached[key] = numbers
                }
                t.extremaSinceSnapshot = reached
            }
            for entry in item["entries"]?.arrayValue ?? [] {
                guard let parts = entry.arrayValue, parts.count == 3, let key = parts[0].stringValue, let counts = parts[2].arrayValue else {
                    throw error("an entry is not [key, value, counts]")
                }
                let numbers = counts.compactMap(\.intValue)
                guard numbers.count == counts.count else { throw error("entry \(key)'s counts are not integers") }
                t.entries[key] = BoundaryEntry(parts[1], counts: numbers)
            }
            tables.append(t)
        }
        self.init(tables)
    }
}
