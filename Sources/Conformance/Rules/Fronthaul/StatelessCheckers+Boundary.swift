import WireCore

// The fronthaul checkers whose only state across messages is a count or a flag, at a part
// boundary (``BoundaryState``). The others judge each message on its own: their state is empty,
// and the join test compares what they report after a part's snapshot with the single run.

/// Messages per node and scope, flushed as evaluated counts at the end.
extension FronthaulCodecRules: BoundaryStateExporting {
    var boundaryName: String { "fronthaul codec rules" }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var table = BoundaryTable("messages per node", kind: .counters)
        for (node, c) in counters.enumerated() {
            let counts = [c.ecpri, c.roe, c.owd, c.cPlane, c.cPlaneExt, c.dlData, c.uPlane] + (0..<16).map { c.bySectionType[$0] }
            guard counts.contains(where: { $0 != 0 }) else { continue }
            table.entries[recorder.node(node).name] = BoundaryEntry(.null, counts: counts)
        }
        return BoundaryState([table])
    }
}

/// eCPRI frames per node (FH-ETH-TYPE's evaluated count, flushed at the end).
extension EthernetChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var table = BoundaryTable("eCPRI frames per node", kind: .counters)
        for (node, count) in ecpriCounts.enumerated() where count > 0 {
            table.entries[recorder.node(node).name] = BoundaryEntry(.null, counts: [count])
        }
        return BoundaryState([table])
    }
}

/// Whether any frame carried an FCS (else the rule is skipped at the end).
extension FrameCheckSequenceChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var table = BoundaryTable("seen", kind: .growing)
        if seen { table.entries["a frame with an FCS"] = BoundaryEntry(.null) }
        return BoundaryState([table])
    }
}

extension BFPExponentChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState { BoundaryState([]) }
}

extension BeamChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState { BoundaryState([]) }
}

extension PRACHChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState { BoundaryState([]) }
}

/// The per-node compression answers it keeps are a cache of the testbed's declarations.
extension CapabilityChecker: BoundaryStateExporting {
    var boundaryName: String { Self.rulesName(specs) }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState { BoundaryState([]) }
}
