import WireCore

/// Which O-DU eAxC_IDs number their C-plane messages for DL and for UL with one sequence generator
/// (O-RAN.WG4.CUS §5.1.3.2.8, Figure 5.1.3.2.8-2 and Table 5.1.3.2.8-2: an option for O-RUs that
/// cannot check the two apart), told from the traffic: each direction's stream then skips the ids
/// the other direction took. Judged per direction, every such skip would read as a lost message
/// (FH-SEQ-INC).
///
/// Per (sender, eAxC_ID), a C-plane message that follows one of the other direction is evidence:
/// for one generator when its SequenceId is the other message's + 1 and not its own direction's
/// last + 1, for two when the opposite holds (equal predictions say nothing). Three pieces of
/// evidence, more than twice those for the other way, decide, once; until then the directions are
/// judged apart, as Table 5.1.3.2.8-1 has it. Streams whose directions advance in step never
/// decide, and need not: neither skips.
struct SharedCPlaneSequences {
    enum Mode { case undecided, independent, shared }

    struct Record {
        var lastAny: UInt8 = 0
        var lastDirection: UInt8 = 0
        var hasLast = false
        var lastDL: UInt8?
        var lastUL: UInt8?
        var sharedEvidence = 0
        var separateEvidence = 0
        var mode = Mode.undecided
    }

    private var records: BoundedTable<WordKey, Record>

    init(maximumFlows: Int) {
        records = BoundedTable(capacity: maximumFlows)
    }

    static func key(node: Int, eAxC: UInt16) -> WordKey { WordKey(UInt64(node) << 16 | UInt64(eAxC)) }

    /// Notes a C-plane message of `direction` (1: DL) with SequenceId `id`; returns whether the
    /// sender's eAxC_ID numbers both directions with one generator, and whether that was decided
    /// by this message.
    mutating func note(node: Int, eAxC: UInt16, direction: UInt8, id: UInt8) -> (shared: Bool, decidedNow: Bool) {
        defer { if peakSinceSnapshot != nil { peakSinceSnapshot = max(peakSinceSnapshot ?? 0, records.count) } }
        let (result, _) = records.update(Self.key(node: node, eAxC: eAxC), default: { Record() }) { r -> (Bool, Bool) in
            if r.mode == .shared { return (true, false) }
            let own = direction == 1 ? r.lastDL : r.lastUL
            if r.hasLast && r.lastDirection != direction && r.mode == .undecided {
                let sharedHit = id == r.lastAny &+ 1
                let ownHit = own.map { id == $0 &+ 1 } ?? false
                if sharedHit && !ownHit { r.sharedEvidence += 1 } else if ownHit && !sharedHit { r.separateEvidence += 1 }
            }
            r.lastAny = id
            r.lastDirection = direction
            r.hasLast = true
            if direction == 1 { r.lastDL = id } else { r.lastUL = id }
            guard r.mode == .undecided else { return (false, false) }
            if r.sharedEvidence >= 3 && r.sharedEvidence > 2 * r.separateEvidence {
                r.mode = .shared
                return (true, true)
            }
            if r.separateEvidence >= 3 && r.separateEvidence > 2 * r.sharedEvidence { r.mode = .independent }
            return (false, false)
        }
        return result
    }

    mutating func removeAll() { records.removeAll() }

    /// Makes the record of (`node`, `eAxC`) (a restored boundary state), after those made before.
    mutating func restore(node: Int, eAxC: UInt16, _ record: Record) { _ = records.insert(Self.key(node: node, eAxC: eAxC), record) }

    /// Records let go at the bound so far, the bound, and the records by (node, eAxC) key
    /// (``SequenceChecker``'s boundary state).
    var evicted: Int { records.evicted }
    var capacity: Int { records.capacity }
    var entries: [WordKey: Record] { records.entries }
    var count: Int { records.count }
    /// After a part's snapshot: the most records held (``BoundaryTable/peakSinceSnapshot``).
    var peakSinceSnapshot: Int?
}
