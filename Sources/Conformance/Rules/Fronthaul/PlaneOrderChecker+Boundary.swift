import WireCore

/// FH-XP-ORDER's state at a part boundary (``BoundaryState``): the DL symbols announced per eAxC
/// and slot, and the DL U-plane symbols seen before their announcement. Entries older than
/// ``PlaneOrderChecker/staleNanoseconds`` are left out: every later message treats them as absent.
extension PlaneOrderChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { letGoFreshSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        let nodes = recorder.nodes
        func table<Entry>(_ name: String, _ entries: [WordKey: Entry], time: (Entry) -> Int64, _ value: (Entry) -> JSONValue) -> BoundaryTable {
            .fresh(name, capacity: maximumEntries, entries, now: now, stale: Self.staleNanoseconds, letGoFresh: letGoFreshSinceSnapshot,
                   time: time, key: { key, _ in Self.slotName(key) }, value: value)
        }
        let announcedTable = table("announced", announced.entries, time: \.time) { entry in
            .object([JSONMember("symbols", .int(Int(entry.symbols))), JSONMember("time", .int(Int(entry.time))),
                     JSONMember("node", .string(nodes[entry.node].name))])
        }
        let earlyTable = table("early", early.entries, time: \.time) { entry in
            .object([JSONMember("symbols", .int(Int(entry.symbols))), JSONMember("time", .int(Int(entry.time))),
                     JSONMember("frames", .array(entry.frames.map(JSONValue.int))), JSONMember("node", .string(nodes[entry.node].name))])
        }
        return BoundaryState([announcedTable, earlyTable])
    }

    static func slotName(_ key: WordKey) -> String {
        let w = key.word
        return "eAxC 0x\(String(w >> 32 & 0xFFFF, radix: 16)) frame \(w >> 16 & 0xFF) subframe \(w >> 8 & 0xFF) slot \(w & 0xFF)"
    }
}
