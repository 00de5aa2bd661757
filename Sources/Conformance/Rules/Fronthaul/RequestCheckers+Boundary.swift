import WireCore

/// FH-SE22-ACK's and FH-XP-ACK-LAT's state at a part boundary (``BoundaryState``): the open
/// ackNackReqIds (kept until stale, so a part's head longer than the stale time holds every one
/// the run holds), the millisecond of the last sweep, the capture time of the last fronthaul
/// message, and whether an ST8 answering no open request would still be taken for an answer to
/// a request from before the recording.
extension AckNackChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { boundReachedSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var requests = BoundaryTable("open requests", capacity: maximumEntries)
        for (_, r) in open {
            let name = "\(recorder.node(r.responder).name) eAxC 0x\(String(r.eAxC, radix: 16)) id \(r.id)"
            requests.entries[name] = BoundaryEntry(.array([.int(Int(r.time)), recorder.stateFrame(r.frame)]))
        }
        if let reached = boundReachedSinceSnapshot { requests.reachedCapacity = reached }
        // An ST8 answering no open request is INCONCLUSIVE within its responder's answer horizon
        // of the recording's start (a part's start, in a part): the state must say whether that
        // can still happen, so a head shorter than a declared deadline refuses the part.
        let horizon = Self.answerHorizon(recorder.nodes)
        let nearStart = recorder.recordingStart.map { now.subtractingSaturating($0) <= horizon } ?? true
        let clock = BoundaryTable("clock", entries: [
            "last fronthaul message": BoundaryEntry(.int(Int(lastTime))),
            "sweep millisecond": BoundaryEntry(.int(Int(lastSweepMillisecond))),
            "within the answer horizon of the recording's start": BoundaryEntry(.bool(nearStart)),
        ])
        return BoundaryState([requests, clock])
    }
}

extension AckNackChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        open.removeAll()
        due.removeAll()
        for entry in try state.required("open requests").readers() {
            let responder = try recorder.nodeIndex(named: String(entry.keyPrefix(before: " eAxC 0x")), table: entry.table, key: entry.key)
            let eAxC = try UInt16(truncatingIfNeeded: entry.hexInKey(after: " eAxC 0x")), id = try UInt16(truncatingIfNeeded: entry.decimalInKey(after: " id "))
            guard let pair = entry.value.arrayValue, pair.count == 2, let time = pair[0].intValue else { throw entry.error("not [time, frame]") }
            let r = Request(time: Int64(time), frame: try BoundaryEntryReader.frame(pair[1], recorder, entry.error("not [time, frame]")), responder: responder,
                            eAxC: eAxC, id: id)
            let key = Self.key(responder: responder, eAxC: eAxC, id: id)
            open[key] = r
            due.push(Due(stale: stale(r, &recorder), time: r.time, frame: r.frame, key: key))
        }
        let clock = try state.required("clock")
        lastTime = try Int64(clock.required("last fronthaul message").intValue())
        lastSweepMillisecond = try Int64(clock.required("sweep millisecond").intValue())
    }
}

/// FH-XP-ST0's state at a part boundary (``BoundaryState``): the DL idle sections declared per
/// slot. Entries older than ``IdleSectionChecker/staleNanoseconds`` are left out: every later
/// message treats them as absent.
extension IdleSectionChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { letGoFreshSinceSnapshot = false }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        let nodes = recorder.nodes
        let table = BoundaryTable.fresh(
            "idle sections", capacity: maximumEntries, slots.entries, now: now, stale: Self.staleNanoseconds, letGoFresh: letGoFreshSinceSnapshot,
            time: \.time, key: { key, _ in "frame \(key >> 16) subframe \(key >> 8 & 0xFF) slot \(key & 0xFF)" },
            value: { entry in
                .object([JSONMember("time", .int(Int(entry.time))), JSONMember("node", .string(nodes[entry.node].name)),
                         JSONMember("idle", .array(entry.idle.map { idle in
                             .array([.int(Int(idle.eAxC)), .int(Int(idle.mask)), .int(Int(idle.symbols)), .string(idle.prbs.exactText), recorder.stateFrame(idle.frame)])
                         }))])
            })
        return BoundaryState([table])
    }
}

extension IdleSectionChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        slots.removeAll()
        for entry in try state.required("idle sections").readers() {
            let key = try UInt32(entry.decimalInKey(after: "frame ") & 0xFF) << 16 | UInt32(entry.decimalInKey(after: "subframe ") & 0xFF) << 8
                | UInt32(entry.decimalInKey(after: "slot ") & 0xFF)
            var idle: [Idle] = []
            for item in try entry.member("idle").arrayValue ?? [] {
                guard case .array(let f) = item, f.count == 5, let eAxC = f[0].intValue, let mask = f[1].intValue, let symbols = f[2].intValue,
                      let prbs = f[3].stringValue.flatMap(PRBMask.init(exactText:)), f[4] == .null || f[4].intValue != nil else { throw entry.error("an idle section is not [eAxC, mask, symbols, PRBs, frame]") }
                idle.append(Idle(eAxC: UInt16(truncatingIfNeeded: eAxC), mask: UInt16(truncatingIfNeeded: mask), symbols: UInt16(truncatingIfNeeded: symbols),
                                 prbs: prbs, frame: f[4].intValue.map(recorder.runFrameNumber) ?? 0))
            }
            _ = try slots.insert(key, SlotEntry(time: Int64(entry.int("time")), idle: idle, node: entry.node("node", recorder)))
        }
    }
}

/// FH-OWD-PAIR's and FH-OWD-DELAY's state at a part boundary (``BoundaryState``): the open
/// one-way delay exchanges (they wait for their answer whatever its delay, judged at the end:
/// one the part never touched carries on; one the part alone holds, its answer written before
/// the cut in a capture of several interfaces, goes if the part never read it again), the
/// capture time of the last fronthaul message, and the smallest and largest delay measured per
/// (requester, responder), for the timing profile (after a part's snapshot, also as measured
/// since it: ``BoundaryTable/extremaSinceSnapshot``).
extension OneWayDelayChecker: BoundaryStateExporting {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) {
        missedSinceSnapshot = []
        hitsSinceSnapshot = []
        remadeSinceSnapshot = []
        peakSinceSnapshot = open.count
        evictedAtSnapshot = open.evicted
        measured?.sinceSnapshot = [:]
    }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        func exchange(_ key: UInt64) -> String {
            let kinds = ["response", "follow-up", "request"]
            return "\(recorder.node(Int(key >> 16)).name) \(kinds[Int(key >> 8 & 0xFF) % 3]) \(key & 0xFF)"
        }
        var exchanges = BoundaryTable("open exchanges", capacity: maximum)
        for (key, o) in open.entries {
            var v = JSONObjectBuilder()
            v.add("expected", .array(o.expectedAction.sorted().map { .int(Int($0)) }))
            v.add("from", .string(recorder.node(o.from).name))
            v.add("owner", .string(recorder.node(o.owner).name))
            v.add("time", .int(Int(o.time)))
            v.add("frames", recorder.stateFrames(o.frames))
            v.add("what", .string(o.what))
            if let t1 = o.t1 { v.add("t1", .array([.int(Int(bitPattern: UInt(t1.seconds))), .int(Int(t1.nanoseconds)), .int(Int(t1.compensation))])) }
            exchanges.entries[exchange(key)] = BoundaryEntry(v.value)
        }
        exchanges.carriesPriorEntries = true
        exchanges.partEntriesMayGo = true
        if let missed = missedSinceSnapshot {
            exchanges.missesSinceSnapshot = Set(missed.map(exchange))
            exchanges.hitsSinceSnapshot = Set((hitsSinceSnapshot ?? []).map(exchange))
            exchanges.peakSinceSnapshot = peakSinceSnapshot
            exchanges.reachedCapacity = open.evicted > evictedAtSnapshot
        }
        let clock = BoundaryTable("clock", entries: ["last fronthaul message": BoundaryEntry(.int(Int(lastTime)))])
        var delays = BoundaryTable("measured delays", kind: .extrema)
        func pairName(_ key: UInt64) -> String { recorder.node(Int(key >> 32)).name + " to " + recorder.node(Int(key & 0xFFFF_FFFF)).name }
        for (key, range) in measured?.ranges ?? [:] { delays.entries[pairName(key)] = BoundaryEntry(.null, counts: [Int(range.min), Int(range.max)]) }
        // What the part's head measured may be otherwise in the single run (a copy from a second
        // capture point judged as an original): the ranges since the snapshot apart.
        if let since = measured?.sinceSnapshot {
            delays.extremaSinceSnapshot = Dictionary(uniqueKeysWithValues: since.map { (pairName($0.key), [Int($0.value.min), Int($0.value.max)]) })
        }
        return BoundaryState([exchanges, clock, delays])
    }
}

extension OneWayDelayChecker: BoundaryStateRestoring {
    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        open.removeAll()
        for entry in try state.required("open exchanges").readers() {
            // "<node> <kind> <id>" (``boundaryState(_:now:)``)
            let words = entry.key.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count >= 3, let kind = ["response", "follow-up", "request"].firstIndex(of: String(words[words.count - 2])),
                  let id = UInt8(words[words.count - 1]) else { throw entry.error("not a node, a kind of message and an id") }
            let sender = try recorder.nodeIndex(named: words.dropLast(2).joined(separator: " "), table: entry.table, key: entry.key)
            var o = try Open(expectedAction: Set(entry.ints("expected").map { UInt8(truncatingIfNeeded: $0) }), from: entry.node("from", recorder),
                             owner: entry.node("owner", recorder), time: Int64(entry.int("time")), frames: entry.frames("frames", recorder), what: entry.string("what"))
            if entry.value["t1"] != nil {
                let t1 = try entry.ints("t1")
                guard t1.count == 3 else { throw entry.error("t1 is not [seconds, nanoseconds, compensation]") }
                o.t1 = (UInt64(UInt(bitPattern: t1[0])), UInt32(truncatingIfNeeded: t1[1]), Int64(t1[2]))
            }
            _ = open.insert(Self.key(sender: sender, kind: UInt8(kind), id: id), o)
        }
        lastTime = try Int64(state.required("clock").required("last fronthaul message").intValue())
        guard let measured else { return }
        measured.ranges = [:]
        measured.sinceSnapshot = nil
        for (key, entry) in try state.required("measured delays").entries {
            guard let split = BoundaryEntryReader.lastStart(of: " to ", in: key), entry.counts.count == 2 else {
                throw BoundaryRestoreError(table: "measured delays", key: key, "not a pair of nodes with the smallest and largest delay")
            }
            let requester = try recorder.nodeIndex(named: String(key[..<split]), table: "measured delays", key: key)
            let responder = try recorder.nodeIndex(named: String(key[key.index(split, offsetBy: 4)...]), table: "measured delays", key: key)
            measured.ranges[MeasuredTransportDelays.key(requester: requester, responder: responder)] = (Int64(entry.counts[0]), Int64(entry.counts[1]))
        }
    }
}
