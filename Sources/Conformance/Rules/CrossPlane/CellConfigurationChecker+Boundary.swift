import WireCore

/// The `XP-…` rules' state at a part boundary (``BoundaryState``): the fronthaul messages not
/// judged per (O-DU, O-RU) pair, with the reason (recorded in one go at the next announcement or
/// at the end: a pair silent through a part's head carries on), and whether fronthaul and F1
/// cells were seen. The cells announced on F1 are not written (``BoundaryTable/Kind/opaque``):
/// a part after an announcement is checked again whole.
extension CellConfigurationChecker: BoundaryStateRestoring {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { notJudgedBoundReachedSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var announced = BoundaryTable("announced cells", kind: .opaque)
        for cell in cells { announced.entries["\(recorder.node(cell.du).name) frames \(cell.frames.map(recorder.stateFrameNumber))"] = BoundaryEntry(.null) }
        var pairs = BoundaryTable("messages not judged", capacity: Self.maximumNotJudgedPairs)
        var all = notJudged
        if let p = pendingNotJudged { all[p.key, default: (p.du, p.reason, 0)].count += p.count }
        for (key, v) in all {
            pairs.entries[Self.pairName(key, &recorder)] = BoundaryEntry(.object([JSONMember("reason", .string(v.reason))]), counts: [v.count])
        }
        pairs.carriesPriorEntries = true
        if let reached = notJudgedBoundReachedSinceSnapshot {
            pairs.reachedCapacity = reached
            pairs.peakSinceSnapshot = all.count
        }
        var seen = BoundaryTable("seen", kind: .growing)
        if sawFronthaul { seen.entries["fronthaul"] = BoundaryEntry(.null) }
        if sawF1Cell { seen.entries["F1 cell"] = BoundaryEntry(.null) }
        return BoundaryState([announced, pairs, seen])
    }

    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        if let key = try state.required("announced cells").entries.keys.sorted().first {
            throw BoundaryRestoreError(table: "announced cells", key: key, "announced cells are not written in a boundary state")
        }
        cells = []
        resolved = [:]
        lastPair = nil
        pendingNotJudged = nil
        notJudged = [:]
        for entry in try state.required("messages not judged").readers() {
            // "<O-DU> → <O-RU>"
            guard let arrow = BoundaryEntryReader.lastStart(of: " → ", in: entry.key) else { throw entry.error("not an O-DU → O-RU pair") }
            let du = try recorder.nodeIndex(named: String(entry.key[..<arrow]), table: entry.table, key: entry.key)
            let ru = try recorder.nodeIndex(named: String(entry.key[entry.key.index(arrow, offsetBy: 3)...]), table: entry.table, key: entry.key)
            notJudged[Int64(du) << 32 | Int64(ru)] = try (du, entry.string("reason"), entry.count(0))
        }
        let seen = try state.required("seen")
        sawFronthaul = seen.entries["fronthaul"] != nil
        sawF1Cell = seen.entries["F1 cell"] != nil
    }

    static func pairName(_ key: Int64, _ recorder: inout RuleRecorder) -> String {
        "\(recorder.node(Int(key >> 32)).name) → \(recorder.node(Int(key & 0xFFFF_FFFF)).name)"
    }
}
