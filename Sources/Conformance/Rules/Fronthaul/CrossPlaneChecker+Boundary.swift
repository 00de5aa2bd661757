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
            o.add("frames", recorder.stateFrames(p.frames))
            o.add("text", .string(p.text))
            pendingTable.entries[Self.flowName(key)] = BoundaryEntry(o.value, counts: [p.nearStart, p.count])
        }
        var heldTable = BoundaryTable("UL violations held")
        for (node, held) in unansweredBeforeAnyUplink {
            let kept = held.kept.map { $0.boundaryValue(recorder) }
            heldTable.entries[recorder.node(node).name] = BoundaryEntry(.object([JSONMember("kept", .array(kept)),
                                                                                 JSONMember("count", .int(held.count))]))
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

    /// Past its window a flow's first C-plane is written "seen", and restored as this time.
    static let longAgo = Int64.min

    static func value(_ c: CSection, _ recorder: inout RuleRecorder) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("sectionId", .int(Int(c.sectionId)))
        o.add("sectionType", .int(Int(c.sectionType)))
        o.add("symbols", .int(Int(c.symbols)))
        o.add("prbs", .string(c.prbs.exactText))
        o.add("udCompHdr", .int(Int(c.udCompHdr)))
        o.add("extensionTypes", .int(Int(c.extensionTypes)))
        o.add("frame", recorder.stateFrame(c.frame))
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

extension CrossPlaneChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        slots = [:]
        order = []
        orderHead = 0
        heldSections = 0
        var made: [(key: UInt64, time: Int64, frame: Int)] = []
        for entry in try state.required("slots").readers() {
            let key = try Self.slotKey(entry)
            var slot = try SlotEntry(time: Int64(entry.int("time")), uplink: entry.bool("uplink"), flow: entry.value["flow"]?.stringValue)
            slot.sectionsDropped = try entry.int("sectionsDropped")
            slot.snapCutFramesBefore = try recorder.snapCutFronthaulFrames - entry.int("snapCutFramesSince")
            for v in try entry.member("sections").arrayValue ?? [] { slot.sections.append(try Self.section(BoundaryEntryReader(table: entry.table, key: entry.key, entry: BoundaryEntry(v)), recorder)) }
            heldSections += slot.sections.count
            slots[WordKey(key)] = slot
            made.append((key, slot.time, slot.sections.first?.frame ?? 0))
        }
        // The order the slots were made in: by time, then by their first section's frame.
        order = made.sorted { ($0.time, $0.frame, $0.key) < ($1.time, $1.frame, $1.key) }.map { ($0.key, $0.time) }
        firstCPlane.removeAll()
        for entry in try state.required("first C-plane").readers().sorted(by: { ($0.value.arrayValue?.first?.intValue ?? Int.min) < ($1.value.arrayValue?.first?.intValue ?? Int.min) }) {
            let key = try Self.flowKey(entry)
            if entry.value == .string("seen") {
                firstCPlane.insert(key, (Self.longAgo, 0))
            } else {
                let pair = try BoundaryEntryReader.ints(entry.value, entry.error("not \"seen\" or [time, slot]"))
                guard pair.count == 2 else { throw entry.error("not \"seen\" or [time, slot]") }
                firstCPlane.insert(key, (Int64(pair[0]), pair[1]))
            }
        }
        letGoAtBound.removeAll()
        for entry in try state.required("slots let go at the bound").readers().sorted(by: { ($0.value.intValue ?? 0) < ($1.value.intValue ?? 0) }) {
            letGoAtBound[try Self.slotKey(entry)] = Int64(try entry.intValue())
        }
        beforeCPlane = [:]
        for entry in try state.required("U-plane before C-plane").readers() {
            var p = try Pending(node: entry.node("node", recorder))
            p.nearStart = try entry.count(0)
            p.count = try entry.count(1)
            p.frames = try entry.frames("frames", recorder)
            p.text = try entry.string("text")
            beforeCPlane[try Self.flowKey(entry)] = p
        }
        unansweredBeforeAnyUplink = [:]
        for entry in try state.required("UL violations held").readers() {
            let node = try recorder.nodeIndex(named: entry.key, table: entry.table, key: entry.key)
            var kept: [Violation] = []
            for v in try entry.member("kept").arrayValue ?? [] { kept.append(try Violation(boundaryValue: v, table: entry.table, key: entry.key, recorder)) }
            unansweredBeforeAnyUplink[node] = (kept, try entry.int("count"))
        }
        let seen = try state.required("seen")
        sawDataCPlane = seen.entries["data C-plane"] != nil
        uplinkSenders = []
        lastUplinkSender = -1
        for key in seen.entries.keys where key.hasPrefix("UL U-plane from ") {
            uplinkSenders.insert(try recorder.nodeIndex(named: String(key.dropFirst("UL U-plane from ".count)), table: seen.name, key: key))
        }
        lastTime = try Int64(state.required("clock").required("last fronthaul message").intValue())
    }

    static func section(_ v: BoundaryEntryReader, _ recorder: RuleRecorder) throws(BoundaryRestoreError) -> CSection {
        guard let prbs = PRBMask(exactText: try v.string("prbs")) else { throw v.error("prbs is not a set of PRBs") }
        var received: [PRBMask] = []
        for item in try v.member("received").arrayValue ?? [] {
            guard let mask = item.stringValue.flatMap(PRBMask.init(exactText:)) else { throw v.error("received is not a list of sets of PRBs") }
            received.append(mask)
        }
        var c = try CSection(sectionId: UInt16(truncatingIfNeeded: v.int("sectionId")), sectionType: UInt8(truncatingIfNeeded: v.int("sectionType")),
                             symbols: UInt16(truncatingIfNeeded: v.int("symbols")), prbs: prbs, udCompHdr: UInt8(truncatingIfNeeded: v.int("udCompHdr")),
                             extensionTypes: UInt32(truncatingIfNeeded: v.int("extensionTypes")), frame: v.frame("frame", recorder), node: v.node("node", recorder),
                             received: received)
        c.deadline = try Int64(v.int("deadline"))
        c.late = try v.int("late")
        c.horizonBasis = try v.string("horizonBasis")
        return c
    }

    /// The key ``slotName(_:)`` names.
    static func slotKey(_ entry: BoundaryEntryReader) throws(BoundaryRestoreError) -> UInt64 {
        let eAxC = try entry.hexInKey(after: "eAxC 0x") & 0xFFFF
        let downlink: UInt64 = entry.key.contains(" DL frame ") ? 1 : 0
        let (frame, subframe, slot) = try (entry.decimalInKey(after: "frame "), entry.decimalInKey(after: "subframe "), entry.decimalInKey(after: "slot "))
        return eAxC << 32 | downlink << 24 | UInt64(frame & 0xFF) << 16 | UInt64(subframe & 0xFF) << 8 | UInt64(slot & 0xFF)
    }

    /// The key ``flowName(_:)`` names.
    static func flowKey(_ entry: BoundaryEntryReader) throws(BoundaryRestoreError) -> UInt32 {
        UInt32(try entry.hexInKey(after: "eAxC 0x") & 0xFFFF) << 1 | (entry.key.hasSuffix(" DL") ? 1 : 0)
    }
}

extension PRBMask {
    /// Every PRB of the set, as the eight words of its bits (for exact comparison).
    var exactText: String { (0..<8).map { String(bits[$0], radix: 16) }.joined(separator: ".") }

    /// The set ``exactText`` wrote.
    init?(exactText: String) {
        let words = exactText.split(separator: ".", omittingEmptySubsequences: false)
        guard words.count == 8 else { return nil }
        for (i, word) in words.enumerated() {
            guard let v = UInt64(word, radix: 16) else { return nil }
            bits[i] = v
        }
    }
}
