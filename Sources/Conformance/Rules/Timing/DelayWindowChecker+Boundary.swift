import Timing
import WireCore

/// The delay-window rules' state at a part boundary (``BoundaryState``):
///
/// - each flow's timing statistics (sender, eAxC, plane, direction): what the report's histogram
///   and hints are made of. Its counts add up over the capture; the histogram's bins are
///   counters; the smallest and largest offset and the worst margins are extrema, written after
///   a part's snapshot also as reached since it (``BoundaryTable/extremaSinceSnapshot``: what a
///   part's head reached is the earlier parts' to say). A flow the
///   part never saw carries on as the earlier parts left it (it acts only when its key comes
///   again, and at the end);
/// - the UL U-plane bursts still open (slot-local: a head longer than a burst's life holds every
///   one the run holds), and for each UL sender the O-DU whose window plan judges its bursts.
extension DelayWindowChecker: BoundaryStateRestoring {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {
        collector.untrackedSinceSnapshot = []
        collector.followExtremesSinceSnapshot()
        burstBoundReachedSinceSnapshot = false
    }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var flows = BoundaryTable("flows", capacity: collector.maximumFlows)
        var bins = BoundaryTable("histogram bins", kind: .counters)
        var extremes = BoundaryTable("offset extremes", kind: .extrema)
        for (i, info) in collector.infos.enumerated() {
            let name = Self.flowName(info, &recorder)
            let a = collector.accumulators[i], h = a.histogram
            var v = JSONObjectBuilder()
            v.add("flow", info.flowName)
            if let r = info.offsetRange { v.add("offsetRange", .array([.int(Int(r.lower)), .int(Int(r.upper))])) }
            v.add("widthNs", info.widthNs.map { Int($0) })
            flows.entries[name] = BoundaryEntry(v.value, counts: [a.early, a.onTime, a.late, a.failed, a.inconclusive, h.underflow, h.overflow, h.count]
                .map { Int(clamping: $0) } + [collector.unjudged[i]])
            for (bin, n) in h.bins.enumerated() where n > 0 { bins.entries[name + " bin \(bin)"] = BoundaryEntry(.null, counts: [Int(clamping: n)]) }
            extremes.entries[name] = BoundaryEntry(.null, counts: [Int(h.minNs), Int(h.maxNs), 0, Int(a.worstEarlyNs), 0, Int(a.worstLateNs)])
            if let since = collector.extremesSinceSnapshot {
                if extremes.extremaSinceSnapshot == nil { extremes.extremaSinceSnapshot = [:] }
                if let e = since[i] { extremes.extremaSinceSnapshot![name] = [Int(e.minNs), Int(e.maxNs), 0, Int(e.worstEarlyNs), 0, Int(e.worstLateNs)] }
            }
        }
        if collector.extremesSinceSnapshot != nil && extremes.extremaSinceSnapshot == nil { extremes.extremaSinceSnapshot = [:] }
        flows.carriesPriorEntries = true
        if let untracked = collector.untrackedSinceSnapshot {
            flows.missesSinceSnapshot = Set(untracked.map { Self.flowName(key: $0, &recorder) })
            flows.peakSinceSnapshot = collector.infos.count
        }
        if collector.untracked > 0 { bins.entries["messages of flows past the bound"] = BoundaryEntry(.null, counts: [collector.untracked]) }
        var open = BoundaryTable("open UL bursts", capacity: maximumBurstTrackers * ULBurstTracker.defaultMaximumOpen)
        var senders = BoundaryTable("UL senders")
        for (node, tracker) in bursts {
            let sender = recorder.node(node).name
            senders.entries[sender] = BoundaryEntry(.string(spreadPlans[node].map { recorder.node($0.du).name } ?? ""))
            for b in tracker.openBursts {
                var v = JSONObjectBuilder()
                v.add("sender", .string(sender))
                v.add("frameId", .int(Int(b.airTime.frameId)))
                for (key, value) in [("airCaptureNs", b.airCaptureNs), ("firstNs", b.firstNs), ("lastNs", b.lastNs)] { v.add(key, .int(Int(value))) }
                v.add("firstFrame", recorder.stateFrame(b.firstFrame))
                v.add("lastFrame", recorder.stateFrame(b.lastFrame))
                v.add("count", .int(b.count))
                open.entries["\(sender) eAxC 0x\(String(b.eAxC, radix: 16)) frame \(b.absoluteFrame) subframe \(b.airTime.subframeId) slot \(b.airTime.slotId) symbol \(b.airTime.symbolId)"] = BoundaryEntry(v.value)
            }
        }
        open.reachedCapacity = burstBoundReachedSinceSnapshot ?? false
        return BoundaryState([flows, bins, extremes, open, senders])
    }

    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        let bins = try state.required("histogram bins"), extremes = try state.required("offset extremes")
        var flows: [(info: FlowTimingCollector.Info, accumulator: FlowTimingAccumulator, unjudged: Int)] = []
        for entry in try state.required("flows").readers() {
            // "<node> eAxC 0x… C-plane DL"
            let words = entry.key.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count >= 5, ["C-plane", "U-plane"].contains(words[words.count - 2]), ["DL", "UL"].contains(words[words.count - 1]) else {
                throw entry.error("not a node, an eAxC, a plane and a direction")
            }
            var info = try FlowTimingCollector.Info(
                node: recorder.nodeIndex(named: String(entry.keyPrefix(before: " eAxC 0x")), table: entry.table, key: entry.key),
                eAxC: UInt16(truncatingIfNeeded: entry.hexInKey(after: " eAxC 0x")), control: words[words.count - 2] == "C-plane",
                downlink: words[words.count - 1] == "DL", flowName: entry.value["flow"]?.stringValue)
            if entry.value["offsetRange"] != nil {
                let r = try entry.ints("offsetRange")
                guard r.count == 2 else { throw entry.error("offsetRange is not a pair") }
                info.offsetRange = (Int64(r[0]), Int64(r[1]))
            }
            info.widthNs = try entry.optionalInt("widthNs").map { Int64($0) }
            guard entry.entry.counts.count == 9, let m = extremes.entries[entry.key]?.counts, m.count == 6 else { throw entry.error("not the counts and extremes of a flow") }
            let c = entry.entry.counts.map { UInt64(clamping: $0) }
            let shape = FlowTimingCollector.histogram
            var counted = Array(repeating: UInt64(0), count: shape.bins.count)
            for bin in counted.indices { counted[bin] = UInt64(clamping: bins.entries[entry.key + " bin \(bin)"]?.counts.first ?? 0) }
            let histogram = OffsetHistogram(lowerNs: shape.lowerNs, binWidthNs: shape.binWidthNs, bins: counted, underflow: c[5], overflow: c[6], count: c[7],
                                            minNs: Int64(m[0]), maxNs: Int64(m[1]))
            let accumulator = FlowTimingAccumulator(early: c[0], onTime: c[1], late: c[2], failed: c[3], inconclusive: c[4], histogram: histogram,
                                                    worstEarlyNs: Int64(m[3]), worstLateNs: Int64(m[5]))
            flows.append((info, accumulator, entry.entry.counts[8]))
        }
        collector.restore(flows.sorted { FlowTimingCollector.key(node: $0.info.node, eAxC: $0.info.eAxC, control: $0.info.control, downlink: $0.info.downlink)
            < FlowTimingCollector.key(node: $1.info.node, eAxC: $1.info.eAxC, control: $1.info.control, downlink: $1.info.downlink) },
                          untracked: bins.entries["messages of flows past the bound"]?.counts.first ?? 0)
        bursts = [:]
        spreadPlans = [:]
        for entry in try state.required("UL senders").readers() {
            let node = try recorder.nodeIndex(named: entry.key, table: entry.table, key: entry.key)
            bursts[node] = ULBurstTracker()
            guard let du = entry.value.stringValue else { throw entry.error("not the name of an O-DU") }
            if !du.isEmpty {
                let duIndex = try recorder.nodeIndex(named: du, table: entry.table, key: entry.key)
                spreadPlans[node] = (duIndex, plan(du: duIndex, ru: node, &recorder))
            }
        }
        var open: [Int: [ULBurst]] = [:]
        for entry in try state.required("open UL bursts").readers() {
            let node = try entry.node("sender", recorder)
            let airTime = try AirTime(frameId: UInt8(truncatingIfNeeded: entry.int("frameId")), subframeId: UInt8(truncatingIfNeeded: entry.decimalInKey(after: "subframe ")),
                                      slotId: UInt8(truncatingIfNeeded: entry.decimalInKey(after: "slot ")), symbolId: UInt8(truncatingIfNeeded: entry.decimalInKey(after: "symbol ")))
            guard let absoluteFrame = Int64(BoundaryEntryReader.word(in: entry.key, after: " frame ")) else { throw entry.error("the key's frame is not a number") }
            try open[node, default: []].append(ULBurst(
                eAxC: UInt16(truncatingIfNeeded: entry.hexInKey(after: " eAxC 0x")), absoluteFrame: absoluteFrame, airTime: airTime,
                airCaptureNs: Int64(entry.int("airCaptureNs")), firstNs: Int64(entry.int("firstNs")), lastNs: Int64(entry.int("lastNs")),
                firstFrame: entry.frame("firstFrame", recorder), lastFrame: entry.frame("lastFrame", recorder), count: entry.int("count")))
        }
        for (node, list) in open {
            guard bursts[node] != nil else { throw BoundaryRestoreError(table: "open UL bursts", key: recorder.node(node).name, "a sender not among the UL senders") }
            bursts[node]?.restore(list)
        }
    }

    /// "<node> eAxC 0x… C-plane DL".
    static func flowName(_ info: FlowTimingCollector.Info, _ recorder: inout RuleRecorder) -> String {
        "\(recorder.node(info.node).name) eAxC 0x\(String(info.eAxC, radix: 16)) \(info.control ? "C-plane" : "U-plane") \(info.downlink ? "DL" : "UL")"
    }

    /// The name of the flow of collector key `key` (``FlowTimingCollector/key(node:eAxC:control:downlink:)``).
    static func flowName(key: UInt64, _ recorder: inout RuleRecorder) -> String {
        flowName(FlowTimingCollector.Info(node: Int(key >> 20), eAxC: UInt16(truncatingIfNeeded: key >> 2), control: key & 2 != 0, downlink: key & 1 != 0), &recorder)
    }
}
