import WireCore

/// FH-UP-SIZE's state at a part boundary (``BoundaryState``): per U-plane symbol and section, the
/// PRB the next message of a split symbol must start at. Entries older than
/// ``UPlaneSizeChecker/staleNanoseconds`` are left out: every later message treats them as absent.
extension UPlaneSizeChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { letGoFreshSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var table = BoundaryTable("open symbols", capacity: maximumEntries)
        for (key, entry) in open.entries where now.subtractingSaturating(entry.time) <= Self.staleNanoseconds {
            var o = JSONObjectBuilder()
            o.add("nextPRB", .int(entry.nextPRB))
            o.add("sequenceId", .int(Int(entry.sequenceId)))
            o.add("frame", .int(entry.frame))
            o.add("time", .int(Int(entry.time)))
            // The key's 13 node bits are the run's own index: the entry names its node instead.
            let name = recorder.node(entry.node).name + " 0x" + String(key & (1 << 51 - 1), radix: 16)
            table.entries[name] = BoundaryEntry(o.value)
        }
        if let letGo = letGoFreshSinceSnapshot { table.reachedCapacity = letGo }
        return BoundaryState([table])
    }
}
