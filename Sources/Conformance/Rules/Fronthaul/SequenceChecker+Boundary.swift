import WireCore

/// FH-SEQ-INC's state at a part boundary (``BoundaryState``): one entry per stream, and one per
/// (sender, eAxC) of the C-plane generator detection (``SharedCPlaneSequences``).
///
/// What a stream's entry leaves out, because no later judgement reads it: the jump that skipped
/// the ids still missing, once none is; the capture-start fields, once the stream's next message
/// will end them (``State/startActive``) and once past its second message; the evidence for one
/// generator or two, once decided. Frames cut by the snap length are counted from the stream's last message
/// (the run's own count starts at its first frame). Reorders within a slot are a count.
extension SequenceChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {
        removedSinceSnapshot = []
        missedSinceSnapshot = []
        peakSinceSnapshot = flows.count
        sharedCPlane.peakSinceSnapshot = sharedCPlane.count
        snapCutAtSnapshot = recorder.snapCutFronthaulFrames
        evictedAtSnapshot = flows.evicted + sharedCPlane.evicted
    }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var streams = BoundaryTable("streams", capacity: maximumFlows)
        for (key, state) in flows.entries {
            streams.entries[Self.streamName(key, &recorder)] = BoundaryEntry(Self.value(state, now: now, &recorder), counts: [state.reorderedInSlot])
        }
        var generators = BoundaryTable("C-plane generators", capacity: sharedCPlane.capacity)
        for (key, record) in sharedCPlane.entries {
            let name = recorder.node(Int(key.word >> 16)).name + " eAxC 0x" + String(key.word & 0xFFFF, radix: 16)
            var o = JSONObjectBuilder()
            o.add("mode", .string("\(record.mode)"))
            if record.hasLast {
                o.add("lastAny", .int(Int(record.lastAny)))
                o.add("lastDirection", .int(Int(record.lastDirection)))
            }
            o.add("lastDL", record.lastDL.map { Int($0) })
            o.add("lastUL", record.lastUL.map { Int($0) })
            if record.mode == .undecided {
                o.add("sharedEvidence", .int(record.sharedEvidence))
                o.add("separateEvidence", .int(record.separateEvidence))
            }
            generators.entries[name] = BoundaryEntry(o.value)
        }
        // A stream or generator record acts only when its key comes again or at the end, so one
        // the part never touched carries on as the earlier parts left it; but its frames cut by
        // the snap length are counted since its last message, which frames cut within the part
        // would change.
        let carries = removedSinceSnapshot == nil || recorder.snapCutFronthaulFrames == snapCutAtSnapshot
        streams.carriesPriorEntries = carries
        generators.carriesPriorEntries = carries
        if let removed = removedSinceSnapshot {
            streams.removedSinceSnapshot = Set(removed.map { Self.streamName($0, &recorder) })
            streams.missesSinceSnapshot = Set(missedSinceSnapshot.map { Self.streamName($0, &recorder) })
            streams.peakSinceSnapshot = peakSinceSnapshot
            generators.peakSinceSnapshot = sharedCPlane.peakSinceSnapshot
            streams.reachedCapacity = flows.evicted + sharedCPlane.evicted > evictedAtSnapshot
            generators.reachedCapacity = streams.reachedCapacity
        }
        return BoundaryState([streams, generators])
    }

    /// "C-plane DL <node> eAxC 0x…", "C-plane DL+UL …" (one generator), "U-plane UL …".
    static func streamName(_ key: WordKey, _ recorder: inout RuleRecorder) -> String {
        let w = key.word
        let plane = w >> 60 & 1 == 1 ? "C-plane" : "U-plane"
        let direction = w >> 58 & 1 == 1 ? "DL+UL" : w >> 59 & 1 == 1 ? "DL" : "UL"
        let node = recorder.node(Int(w >> 16 & 0x3_FFFF_FFFF)).name
        return "\(plane) \(direction) \(node) eAxC 0x" + String(w & 0xFFFF, radix: 16)
    }

    static func value(_ s: State, now: Int64, _ recorder: inout RuleRecorder) -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("last", .int(Int(s.last)))
        o.add("frame", recorder.stateFrame(s.frame))
        o.add("missing", .array(s.missing.members.map(JSONValue.int)))
        if s.missingCount > 0 {
            o.add("jumpSlot", .int(Int(s.jumpSlot)))
            o.add("jumpFrames", recorder.stateFrames([s.jumpFrames.0, s.jumpFrames.1]))
        }
        // The next message of the stream comes after `now`: more than the margin after the
        // start, it ends the start's part in the judgements whatever it is.
        if s.startActive && now.subtractingSaturating(s.startTime) <= SequenceChecker.startMargin && s.advancedPastStart <= Int(SequenceChecker.lossWindow) {
            o.add("startSeq", .int(Int(s.startSeq)))
            o.add("startSlot", .int(Int(s.startSlot)))
            o.add("startLate", .array(s.startLate.members.map(JSONValue.int)))
            o.add("startTime", .int(Int(s.startTime)))
            o.add("advancedPastStart", .int(s.advancedPastStart))
        }
        o.add("startGaps", .array(s.startGaps.members.map(JSONValue.int)))
        o.add("pastSecond", .bool(s.pastSecond))
        if !s.pastSecond { o.add("startsAtCaptureStart", .bool(s.startsAtCaptureStart)) }
        o.add("snapCutFramesSince", .int(recorder.snapCutFronthaulFrames - s.snapCutFramesBefore))
        o.add("cutGaps", .array(s.cutGaps.members.map(JSONValue.int)))
        return o.value
    }
}

extension SequenceIdSet {
    /// The ids in the set, in increasing order.
    var members: [Int] { (0..<256).filter { contains(UInt8($0)) } }
}

extension SequenceChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        flows.removeAll()
        sharedCPlane.removeAll()
        for entry in try state.required("streams").readers().sorted(by: { ($0.value["frame"]?.intValue ?? 0) < ($1.value["frame"]?.intValue ?? 0) }) {
            let (key, node) = try Self.streamKey(entry, recorder)
            var s = try State(last: UInt8(truncatingIfNeeded: entry.int("last")), frame: entry.frame("frame", recorder), node: node)
            s.missing = try SequenceIdSet(entry.ints("missing"))
            s.missingCount = s.missing.count
            if s.missingCount > 0 {
                s.jumpSlot = try UInt32(truncatingIfNeeded: entry.int("jumpSlot"))
                let frames = try entry.frames("jumpFrames", recorder)
                guard frames.count == 2 else { throw entry.error("jumpFrames is not a pair") }
                s.jumpFrames = (frames[0], frames[1])
            }
            s.reorderedInSlot = try entry.count(0)
            // The start's fields are written while they can still change a judgement (else the
            // stream's next message ends them, as it would here).
            s.startActive = entry.value["startSeq"] != nil
            if s.startActive {
                s.startSeq = try UInt8(truncatingIfNeeded: entry.int("startSeq"))
                s.startSlot = try UInt32(truncatingIfNeeded: entry.int("startSlot"))
                s.startLate = try SequenceIdSet(entry.ints("startLate"))
                s.startTime = try Int64(entry.int("startTime"))
                s.advancedPastStart = try entry.int("advancedPastStart")
            }
            s.startGaps = try SequenceIdSet(entry.ints("startGaps"))
            s.pastSecond = try entry.bool("pastSecond")
            if !s.pastSecond { s.startsAtCaptureStart = try entry.bool("startsAtCaptureStart") }
            s.snapCutFramesBefore = try recorder.snapCutFronthaulFrames - entry.int("snapCutFramesSince")
            s.cutGaps = try SequenceIdSet(entry.ints("cutGaps"))
            _ = flows.insert(key, s)
        }
        for entry in try state.required("C-plane generators").readers() {
            let node = try recorder.nodeIndex(named: String(entry.keyPrefix(before: " eAxC 0x")), table: entry.table, key: entry.key)
            var r = SharedCPlaneSequences.Record()
            switch try entry.string("mode") {
            case "undecided":
                r.mode = .undecided
                r.sharedEvidence = try entry.int("sharedEvidence")
                r.separateEvidence = try entry.int("separateEvidence")
            case "independent": r.mode = .independent
            case "shared": r.mode = .shared
            default: throw entry.error("mode is none of undecided, independent, shared")
            }
            r.hasLast = entry.value["lastAny"] != nil
            if r.hasLast {
                r.lastAny = try UInt8(truncatingIfNeeded: entry.int("lastAny"))
                r.lastDirection = try UInt8(truncatingIfNeeded: entry.int("lastDirection"))
            }
            r.lastDL = try entry.optionalInt("lastDL").map { UInt8(truncatingIfNeeded: $0) }
            r.lastUL = try entry.optionalInt("lastUL").map { UInt8(truncatingIfNeeded: $0) }
            sharedCPlane.restore(node: node, eAxC: UInt16(truncatingIfNeeded: try entry.hexInKey(after: " eAxC 0x")), r)
        }
    }

    /// The key and sender of the stream ``streamName(_:_:)`` names.
    static func streamKey(_ entry: BoundaryEntryReader, _ recorder: RuleRecorder) throws(BoundaryRestoreError) -> (WordKey, Int) {
        let words = entry.key.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard words.count == 3, let plane: UInt64 = ["U-plane": 0, "C-plane": 1][String(words[0])],
              let direction: UInt64 = ["UL": 0, "DL": 1 << 59, "DL+UL": 1 << 58][String(words[1])] else { throw entry.error("not a stream's name") }
        let rest = String(words[2])
        guard let at = BoundaryEntryReader.lastStart(of: " eAxC 0x", in: rest) else { throw entry.error("the key names no eAxC") }
        let node = try recorder.nodeIndex(named: String(rest[..<at]), table: entry.table, key: entry.key)
        let eAxC = try entry.hexInKey(after: " eAxC 0x") & 0xFFFF
        return (WordKey(plane << 60 | direction | UInt64(node) << 16 | eAxC), node)
    }
}

extension SequenceIdSet {
    /// The set of `ids`.
    init(_ ids: [Int]) {
        self.init()
        for id in ids { _ = update(UInt8(truncatingIfNeeded: id), true) }
    }
}
