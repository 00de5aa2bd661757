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
                     JSONMember("frames", recorder.stateFrames(entry.frames)), JSONMember("node", .string(nodes[entry.node].name))])
        }
        return BoundaryState([announcedTable, earlyTable])
    }

    static func slotName(_ key: WordKey) -> String {
        let w = key.word
        return "eAxC 0x\(String(w >> 32 & 0xFFFF, radix: 16)) frame \(w >> 16 & 0xFF) subframe \(w >> 8 & 0xFF) slot \(w & 0xFF)"
    }
}

extension PlaneOrderChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        announced.removeAll()
        early.removeAll()
        for entry in try state.required("announced").readers() {
            _ = try announced.insert(Self.slotKey(entry), Announced(symbols: UInt16(truncatingIfNeeded: entry.int("symbols")), time: Int64(entry.int("time")),
                                                                    node: entry.node("node", recorder)))
        }
        for entry in try state.required("early").readers() {
            _ = try early.insert(Self.slotKey(entry), Early(symbols: UInt16(truncatingIfNeeded: entry.int("symbols")), time: Int64(entry.int("time")),
                                                            frames: entry.frames("frames", recorder), node: entry.node("node", recorder)))
        }
    }

    /// The key ``slotName(_:)`` names.
    static func slotKey(_ entry: BoundaryEntryReader) throws(BoundaryRestoreError) -> WordKey {
        let eAxC = try entry.hexInKey(after: "eAxC 0x")
        let (frame, subframe, slot) = try (entry.decimalInKey(after: "frame "), entry.decimalInKey(after: "subframe "), entry.decimalInKey(after: "slot "))
        return WordKey((eAxC & 0xFFFF) << 32 | UInt64(frame & 0xFF) << 16 | UInt64(subframe & 0xFF) << 8 | UInt64(slot & 0xFF))
    }
}
