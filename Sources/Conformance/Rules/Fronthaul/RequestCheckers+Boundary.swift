import WireCore

/// FH-SE22-ACK's and FH-XP-ACK-LAT's state at a part boundary (``BoundaryState``): the open ackNackReqIds (kept
/// until stale, so a part's head longer than the stale time holds every one the run holds), the
/// millisecond of the last sweep, and the capture time of the last fronthaul message.
extension AckNackChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }

    func boundarySnapshotTaken() { boundReachedSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var requests = BoundaryTable("open requests", capacity: maximumEntries)
        for (_, r) in open {
            let name = "\(recorder.node(r.responder).name) eAxC 0x\(String(r.eAxC, radix: 16)) id \(r.id)"
            requests.entries[name] = BoundaryEntry(.array([.int(Int(r.time)), .int(r.frame)]))
        }
        if let reached = boundReachedSinceSnapshot { requests.reachedCapacity = reached }
        let clock = BoundaryTable("clock", entries: [
            "last fronthaul message": BoundaryEntry(.int(Int(lastTime))),
            "sweep millisecond": BoundaryEntry(.int(Int(lastSweep / 1_000_000))),
        ])
        return BoundaryState([requests, clock])
    }
}

/// FH-XP-ST0's state at a part boundary (``BoundaryState``): the DL idle sections declared per
/// slot. Entries older than ``IdleSectionChecker/staleNanoseconds`` are left out: every later
/// message treats them as absent.
extension IdleSectionChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }

    func boundarySnapshotTaken() { letGoFreshSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var table = BoundaryTable("idle sections", capacity: maximumEntries)
        for (key, entry) in slots.entries where now.subtractingSaturating(entry.time) <= Self.staleNanoseconds {
            var o = JSONObjectBuilder()
            o.add("time", .int(Int(entry.time)))
            o.add("node", .string(recorder.node(entry.node).name))
            o.add("idle", .array(entry.idle.map { idle in
                .array([.int(Int(idle.eAxC)), .int(Int(idle.mask)), .int(Int(idle.symbols)), .string(idle.prbs.exactText), .int(idle.frame)])
            }))
            table.entries["frame \(key >> 16) subframe \(key >> 8 & 0xFF) slot \(key & 0xFF)"] = BoundaryEntry(o.value)
        }
        if let letGo = letGoFreshSinceSnapshot { table.reachedCapacity = letGo }
        return BoundaryState([table])
    }
}
