import WireCore

/// The C/U coupling checker's state at a part boundary (``BoundaryState``).
///
/// - slots: each slot's C-plane sections and what came back of the UL ones; a slot goes when its
///   window ends, so a part's head longer than the window holds every slot the run holds;
/// - first C-plane per flow: once the window after it is over, only that it came matters;
/// - slots let go at the bound, while their window lasts;
/// - U-plane of flows with no C-plane yet, with its counts;
/// - UL completeness violations held for O-RUs that had sent no UL U-plane;
/// - whether any data C-plane came, and which nodes sent UL U-plane: sets that only grow;
/// - the capture time of the last fronthaul message.
extension CrossPlaneChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {
        boundReachedSinceSnapshot = false
        flowsEvictedAtSnapshot = firstCPlane.evicted + letGoAtBound.evicted
    }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var slotTable = BoundaryTable("slots", capacity: maximumSlots)
        for (key, entry) in slots {
            var o = JSONObjectBuilder()
            o.add("time", .int(Int(entry.time)))
            o.add("uplink", .bool(entry.uplink))
            o.add("flow", entry.flow)
            o.add("sectionsDropped", .int(entry.sectionsDropped))
            o.add("snapCutFramesSince", .int(recorder.snapCutFronthaulFrames - entry.snapCutFramesBefore))
            o.add("sections", .array(entry.sections.map { Self.value($0, &recorder) }))
            slotTable.entries[Self.slotName(key.word)] = BoundaryEntry(o.value)
        }
        var flowTable = BoundaryTable("first C-plane", capacity: slotTable.capacity)
        for (key, first) in firstCPlane.entries {
            // Past the window only whether it came is read (``mayPrecedeCapture`` is asked within it).
            let value: JSONValue = now.subtractingSaturating(first.time) > window ? .string("seen")
                : .array([.int(Int(first.time)), .int(first.slot)])
            flowTable.entries[Self.flowName(key)] = BoundaryEntry(value)
        }
        var letGoTable = BoundaryTable("slots let go at the bound", capacity: slotTable.capacity)
        for (key, time) in letGoAtBound.entries where now.subtractingSaturating(time) <= window {
            letGoTable.entries[Self.slotName(key)] = BoundaryEntry(.int(Int(time)))
        }
        var pendingTable = BoundaryTable("U-plane before C-plane", capacity: slotTable.capacity)
        for (key, p) in beforeCPlane {
            var o = JSONObjectBuilder()
            o.add("node", .string(recorder.node(p.node).name))
            o.add("frames", .array(p.frames.map(JSONValue.int)))
            o.add("text", .string(p.text))
            pendingTable.entries[Self.flowName(key)] = BoundaryEntry(o.value, counts: [p.nearStart, p.count])
        }
        var heldTable = BoundaryTable("UL violations held")
        for (node, held) in unansweredBeforeAnyUplink {
            let texts = held.kept.map { JSONValue.string("\($0.frames) \($0.message)") }
            heldTable.entries[recorder.node(node).name] = BoundaryEntry(.object([JSONMember("kept", .array(texts)), JSONMember("count", .int(held.count))]))
        }
        var seen = BoundaryTable("seen", kind: .growing)
        if sawDataCPlane { seen.entries["data C-plane"] = BoundaryEntry(.null) }
        for node in uplinkSenders { seen.entries["UL U-plane from " + recorder.node(node).name] = BoundaryEntry(.null) }
        let clock = BoundaryTable("clock", entries: ["last fronthaul message": BoundaryEntry(.int(Int(lastTime)))])
        if let reached = boundReachedSinceSnapshot {
            let any = reached || firstCPlane.evicted + letGoAtBound.evicted > flowsEvictedAtSnapshot
            slotTable.reachedCapacity = any
            flowTable.reachedCapacity = any
            pendingTable.reachedCapacity = any
        }
        return BoundaryState([slotTable, flowTable, letGoTable, pendingTable, heldTable, seen, clock])
    }

    static func value(_ c: CSection, _ recorder: inout RuleRecorder) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("sectionId", .int(Int(c.sectionId)))
        o.add("sectionType", .int(Int(c.sectionType)))
        o.add("symbols", .int(Int(c.symbols)))
        o.add("prbs", .string(c.prbs.exactText))
        o.add("udCompHdr", .int(Int(c.udCompHdr)))
        o.add("extensionTypes", .int(Int(c.extensionTypes)))
        o.add("frame", .int(c.frame))
        o.add("node", .string(recorder.node(c.node).name))
        o.add("received", .array(c.received.map { .string($0.exactText) }))
        o.add("deadline", .int(Int(c.deadline)))
        o.add("late", .int(c.late))
        o.add("horizonBasis", .string(c.horizonBasis))
        return o.value
    }

    static func slotName(_ key: UInt64) -> String {
        "eAxC 0x\(String(key >> 32 & 0xFFFF, radix: 16)) \(key >> 24 & 1 == 1 ? "DL" : "UL") frame \(key >> 16 & 0xFF) subframe \(key >> 8 & 0xFF) slot \(key & 0xFF)"
    }

    static func flowName(_ key: UInt32) -> String { "eAxC 0x\(String(key >> 1, radix: 16)) \(key & 1 == 1 ? "DL" : "UL")" }
}

extension PRBMask {
    /// Every PRB of the set, as the eight words of its bits (for exact comparison).
    var exactText: String { (0..<8).map { String(bits[$0], radix: 16) }.joined(separator: ".") }
}
