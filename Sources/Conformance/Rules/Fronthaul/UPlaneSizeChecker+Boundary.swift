import WireCore

/// FH-UP-SIZE's state at a part boundary (``BoundaryState``): per U-plane symbol and section, the
/// PRB the next message of a split symbol must start at. Entries older than
/// ``UPlaneSizeChecker/staleNanoseconds`` are left out: every later message treats them as absent.
extension UPlaneSizeChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { letGoFreshSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        let nodes = recorder.nodes
        // The key's 13 node bits are the run's own index: the entry names its node instead.
        let table = BoundaryTable.fresh(
            "open symbols", capacity: maximumEntries, open.entries, now: now, stale: Self.staleNanoseconds, letGoFresh: letGoFreshSinceSnapshot,
            time: \.time, key: { key, entry in nodes[entry.node].name + " 0x" + String(key & (1 << 51 - 1), radix: 16) },
            value: { entry in
                .object([JSONMember("nextPRB", .int(entry.nextPRB)), JSONMember("sequenceId", .int(Int(entry.sequenceId))),
                         JSONMember("frame", recorder.stateFrame(entry.frame)), JSONMember("time", .int(Int(entry.time)))])
            })
        return BoundaryState([table])
    }
}

extension UPlaneSizeChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        open.removeAll()
        for entry in try state.required("open symbols").readers() {
            let node = try recorder.nodeIndex(named: String(entry.keyPrefix(before: " 0x")), table: entry.table, key: entry.key)
            let key = try UInt64(UInt(truncatingIfNeeded: node) & 0x1FFF) << 51 | entry.hexInKey(after: " 0x")
            let o = try Open(nextPRB: entry.int("nextPRB"), sequenceId: UInt8(truncatingIfNeeded: entry.int("sequenceId")), frame: entry.frame("frame", recorder),
                             time: Int64(entry.int("time")), node: node)
            _ = open.insert(key, o)
        }
    }
}
