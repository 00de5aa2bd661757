import WireCore

/// FH-XP-ORDER's state at a part boundary (``BoundaryState``): the DL symbols announced per eAxC
/// and slot, and the DL U-plane symbols seen before their announcement. Entries older than
/// ``PlaneOrderChecker/staleNanoseconds`` are left out: every later message treats them as absent.
extension PlaneOrderChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { letGoFreshSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var announcedTable = BoundaryTable("announced", capacity: maximumEntries)
        for (key, entry) in announced.entries where now.subtractingSaturating(entry.time) <= Self.staleNanoseconds {
            var o = JSONObjectBuilder()
            o.add("symbols", .int(Int(entry.symbols)))
            o.add("time", .int(Int(entry.time)))
            o.add("node", .string(recorder.node(entry.node).name))
            announcedTable.entries[Self.slotName(key)] = BoundaryEntry(o.value)
        }
        var earlyTable = BoundaryTable("early", capacity: maximumEntries)
        for (key, entry) in early.entries where now.subtractingSaturating(entry.time) <= Self.staleNanoseconds {
            var o = JSONObjectBuilder()
            o.add("symbols", .int(Int(entry.symbols)))
            o.add("time", .int(Int(entry.time)))
            o.add("frames", .array(entry.frames.map(JSONValue.int)))
            o.add("node", .string(recorder.node(entry.node).name))
            earlyTable.entries[Self.slotName(key)] = BoundaryEntry(o.value)
        }
        if let letGo = letGoFreshSinceSnapshot {
            announcedTable.reachedCapacity = letGo
            earlyTable.reachedCapacity = letGo
        }
        return BoundaryState([announcedTable, earlyTable])
    }

    static func slotName(_ key: WordKey) -> String {
        let w = key.word
        return "eAxC 0x\(String(w >> 32 & 0xFFFF, radix: 16)) frame \(w >> 16 & 0xFF) subframe \(w >> 8 & 0xFF) slot \(w & 0xFF)"
    }
}
