import WireCore

// The fronthaul checkers whose only state across messages is a count or a flag, at a part
// boundary (``BoundaryState``). The others judge each message on its own: their state is empty,
// and the join test compares what they report after a part's snapshot with the single run.

/// Messages per node and scope, flushed as evaluated counts at the end.
extension FronthaulCodecRules: BoundaryStateExporting {
    var boundaryName: String { "fronthaul codec rules" }
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        let perNode = counters.map { c in [c.ecpri, c.roe, c.owd, c.cPlane, c.cPlaneExt, c.dlData, c.uPlane] + (0..<16).map { c.bySectionType[$0] } }
        return BoundaryState([.countersPerNode("messages per node", perNode, &recorder)])
    }
}

extension FronthaulCodecRules: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        let perNode = try state.required("messages per node").countsPerNode(width: 23, nodeCount: counters.count, recorder)
        counters = perNode.map { n in
            var c = Counters(ecpri: n[0], roe: n[1], owd: n[2], cPlane: n[3], cPlaneExt: n[4], dlData: n[5], uPlane: n[6])
            for t in 0..<16 { c.bySectionType[t] = n[7 + t] }
            return c
        }
    }
}

/// eCPRI frames per node (FH-ETH-TYPE's evaluated count, flushed at the end).
extension EthernetChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        BoundaryState([.countersPerNode("eCPRI frames per node", ecpriCounts.map { [$0] }, &recorder)])
    }
}

extension EthernetChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        ecpriCounts = try state.required("eCPRI frames per node").countsPerNode(width: 1, nodeCount: ecpriCounts.count, recorder).map { $0[0] }
    }
}

/// Whether any frame carried an FCS (else the rule is skipped at the end).
extension FrameCheckSequenceChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var table = BoundaryTable("seen", kind: .growing)
        if seen { table.entries["a frame with an FCS"] = BoundaryEntry(.null) }
        return BoundaryState([table])
    }
}

extension FrameCheckSequenceChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        seen = try state.required("seen").entries["a frame with an FCS"] != nil
    }
}

/// A checker that judges each message on its own (a message's fields against the testbed and
/// the carrier): its boundary state is empty, and the join test compares what it reports after a
/// part's snapshot with the single run.
protocol JudgesEachMessageAlone: BoundaryStateRestoring {}

extension JudgesEachMessageAlone {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {}
    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState { BoundaryState([]) }
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        if let table = state.tables.first { throw BoundaryRestoreError(table: table.name, "a checker that judges each message alone holds no table") }
    }
}

extension BFPExponentChecker: JudgesEachMessageAlone {}
extension BeamChecker: JudgesEachMessageAlone {}
extension PRACHChecker: JudgesEachMessageAlone {}
/// The per-node compression answers it keeps are a cache of the testbed's declarations.
extension CapabilityChecker: JudgesEachMessageAlone {}

extension BoundaryTable {
    /// A ``Kind/counters`` table of counts per node index (nodes named, nodes that counted nothing
    /// left out).
    static func countersPerNode(_ name: String, _ perNode: [[Int]], _ recorder: inout RuleRecorder) -> BoundaryTable {
        var table = BoundaryTable(name, kind: .counters)
        for (node, counts) in perNode.enumerated() where counts.contains(where: { $0 != 0 }) {
            table.entries[recorder.node(node).name] = BoundaryEntry(.null, counts: counts)
        }
        return table
    }
}

/// Custom rules judge each message on its own (their `where` and `expect` read one PDU's fields).
extension CustomRuleChecker: JudgesEachMessageAlone {}
