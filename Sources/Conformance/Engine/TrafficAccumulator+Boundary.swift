import WireCore

/// The report charts' traffic in the engine's boundary state (component "run"; Design "Parts
/// checked apart, joined at their boundaries"): the first and last frame times (extrema), the
/// rate series in the order they were first counted (a directory, bounded by
/// ``TrafficSummary/maximumSeries``), their counts per bin of the capture clock's grid
/// (``BoundaryTable/Kind/bins``: the parts' bins add up on the widest grid; the series "" marks
/// the first frame's bin), the messages not
/// charted and the F1AP messages (counters), the first F1AP messages (a sample by frame) and
/// the messages counted before the first frame.
extension TrafficAccumulator {
    /// 2^k × 1 ms = ``width``.
    var widthExponent: Int { (width / 1_000_000).trailingZeroBitCount }

    func seriesName(_ key: FlowKey, _ recorder: RuleRecorder) -> String {
        "\(recorder.nodes[key.node].name) eAxC 0x\(String(key.eAxC, radix: 16)) \(key.uPlane ? "U" : "C") \(key.downlink ? "DL" : "UL")"
    }

    func boundaryTables(_ recorder: RuleRecorder) -> [BoundaryTable] {
        var times = BoundaryTable("traffic times", kind: .extrema)
        if let first, let last { times.entries["frames"] = BoundaryEntry(.null, counts: [Int(first), Int(last)]) }
        var series = BoundaryTable("traffic series", kind: .directory, capacity: TrafficSummary.maximumSeries)
        var bins = BoundaryTable("traffic bins", kind: .bins, capacity: TrafficSummary.maximumBins)
        if first != nil { bins.entries[BoundaryTable.binKey(series: "", exponent: widthExponent, bin: originBin)] = BoundaryEntry(.null, counts: [1]) }
        for (place, key) in keys.enumerated() {
            let name = seriesName(key, recorder)
            series.entries[name] = BoundaryEntry(.array([.string(recorder.nodes[key.node].name), .int(Int(key.eAxC)), .bool(key.uPlane), .bool(key.downlink)]),
                                                 counts: [place])
            for (j, n) in counts[place].enumerated() where n != 0 {
                bins.entries[BoundaryTable.binKey(series: name, exponent: widthExponent, bin: originBin + Int64(j))] = BoundaryEntry(.null, counts: [n])
            }
        }
        series.reachedCapacity = uncounted > 0
        var tallies = BoundaryTable("traffic counts", kind: .counters)
        for (key, n) in [("messages not charted", uncounted), ("F1AP messages", f1apCount)] where n != 0 { tallies.entries[key] = BoundaryEntry(.null, counts: [n]) }
        var early = BoundaryTable("traffic before the first frame")
        if beforeFirst != 0 { early.entries["messages"] = BoundaryEntry(.int(beforeFirst)) }
        early.carriesPriorEntries = true
        var first200 = BoundaryTable("F1AP ladder", kind: .sample, capacity: TrafficSummary.maximumLadderEntries)
        for entry in ladderEntries(recorder) { first200.entries[entry.key] = BoundaryEntry(entry.value) }
        return [times, series, bins, tallies, early, first200]
    }

    private func ladderEntries(_ recorder: RuleRecorder) -> [(key: String, value: JSONValue)] {
        self.ladder.map { l in
            var o = JSONObjectBuilder()
            o.add("time", .int(Int(l.time)))
            o.add("sender", .string(recorder.nodes[l.sender].name))
            o.add("receiver", .string(recorder.nodes[l.receiver].name))
            o.add("procedure", .string(l.procedure))
            o.add("message", .string(l.message))
            o.add("kind", .string(l.kind))
            o.add("transactionID", l.transactionID.map(JSONValue.int) ?? .null)
            return (recorder.stateFrameKey(l.frame), o.value)
        }
    }

    /// Takes over the traffic of a state ``boundaryTables(_:)`` wrote (or joined states).
    mutating func restore(_ state: BoundaryState, _ recorder: RuleRecorder) throws(BoundaryRestoreError) {
        self = TrafficAccumulator()
        if let frames = try state.required("traffic times").entries["frames"] {
            guard frames.counts.count == 2 else { throw BoundaryRestoreError(table: "traffic times", key: "frames", "not [first, last]") }
            first = Int64(frames.counts[0])
            last = Int64(frames.counts[1])
        }
        let series = try state.required("traffic series")
        guard series.entries.count <= TrafficSummary.maximumSeries else {
            throw BoundaryRestoreError(table: series.name, "more series than a run charts (\(TrafficSummary.maximumSeries))")
        }
        var places: [(place: Int, name: String, key: FlowKey)] = []
        for entry in series.readers() {
            guard let v = entry.value.arrayValue, v.count == 4, let node = v[0].stringValue, let eAxC = v[1].intValue, case .bool(let uPlane) = v[2],
                  case .bool(let downlink) = v[3]
            else { throw entry.error("not [node, eAxC, U-plane, downlink]") }
            let index = try recorder.nodeIndex(named: node, table: entry.table, key: entry.key)
            places.append((try entry.count(0), entry.key, FlowKey(node: index, eAxC: UInt16(truncatingIfNeeded: eAxC), uPlane: uPlane, downlink: downlink)))
        }
        places.sort { $0.place < $1.place }
        var seriesIndex: [String: Int] = [:]
        for (i, p) in places.enumerated() {
            keys.append(p.key)
            index[p.key] = i
            seriesIndex[p.name] = i
        }
        // The counts, on the widest grid they were written on, widened until they fit the chart.
        var parsed: [(series: Int, exponent: Int, bin: Int64, count: Int)] = []
        for (key, entry) in try state.required("traffic bins").entries {
            if let (name, _, _) = BoundaryTable.binKey(key), name.isEmpty { continue }  // the first frame's bin: ``first`` says it
            guard let (name, exponent, bin) = BoundaryTable.binKey(key), let s = seriesIndex[String(name)], let n = entry.counts.first, n > 0 else {
                throw BoundaryRestoreError(table: "traffic bins", key: key, "not a count of a series in a grid bin")
            }
            parsed.append((s, exponent, bin, n))
        }
        var exponent = parsed.map(\.exponent).max() ?? 0
        func relative(_ p: (series: Int, exponent: Int, bin: Int64, count: Int), _ k: Int) -> Int64 {
            Self.gridBin(p.bin, 1 << Int64(k - p.exponent)) - Self.gridBin(first ?? 0, Int64(1_000_000) << Int64(k))
        }
        while exponent < 62, let highest = parsed.map({ relative($0, exponent) }).max(), highest >= TrafficSummary.maximumBins { exponent += 1 }
        width = Int64(1_000_000) << Int64(exponent)
        bins = Int((parsed.map { relative($0, exponent) }.max() ?? -1) + 1)
        counts = keys.map { _ in [Int](repeating: 0, count: bins) }
        for p in parsed {
            let j = relative(p, exponent)
            guard j >= 0 else { throw BoundaryRestoreError(table: "traffic bins", "a count before the first frame's bin") }
            counts[p.series][Int(j)] += p.count
        }
        let tallies = try state.required("traffic counts").entries
        uncounted = tallies["messages not charted"]?.counts.first ?? 0
        f1apCount = tallies["F1AP messages"]?.counts.first ?? 0
        beforeFirst = try state.required("traffic before the first frame").entries["messages"]?.value.intValue ?? 0
        var restored: [PendingLadder] = []
        for entry in try state.required("F1AP ladder").readers() {
            guard let frame = recorder.runFrameNumber(key: Substring(entry.key)) else { throw entry.error("not a frame") }
            let transaction = entry.value["transactionID"].flatMap(\.intValue)
            restored.append(PendingLadder(frame: frame, time: Int64(try entry.int("time")),
                                          sender: try recorder.nodeIndex(named: try entry.string("sender"), table: entry.table, key: entry.key),
                                          receiver: try recorder.nodeIndex(named: try entry.string("receiver"), table: entry.table, key: entry.key),
                                          procedure: try entry.string("procedure"), message: try entry.string("message"), kind: try entry.string("kind"),
                                          transactionID: transaction))
        }
        ladder = restored.sorted { $0.frame < $1.frame }
    }
}
