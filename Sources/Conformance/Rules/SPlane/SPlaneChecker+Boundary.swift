import Timing
import WireCore

/// The S-plane rules' state at a part boundary (``BoundaryState``). Their checks are made at the
/// end over the whole capture, so the state is what they are made of:
///
/// - each PTP stream (source port, message type): its last sequenceId and message interval, its
///   message count (added up), and its first and last capture time and first frame (extrema: a
///   rate spans the whole capture). A stream silent through the part's head carries on;
/// - the first frame each domain, grandmaster and clockClass was seen in, the sequence gaps
///   recorded (each by its frame), the first malformed PTP message: extrema, the earliest kept;
/// - counts (messages, gaps, malformed, cut by the snap length, past the bounds), the capture's
///   first and last time, and the fronthaul nodes and PTP senders seen (sets that only grow);
/// - the bounds a table reached: in a part, one reached after its snapshot refuses it (which
///   entries a bound kept depends on what came before).
extension SPlaneChecker: BoundaryStateRestoring {
    func boundarySnapshotTaken(_ recorder: inout RuleRecorder) { untrackedAtSnapshot = monitor.untrackedMessages }

    func boundaryState(_ recorder: inout RuleRecorder, now: Int64) -> BoundaryState {
        var streams = BoundaryTable("streams", capacity: monitor.maximumStreams)
        var times = BoundaryTable("stream times", kind: .extrema)
        for s in monitor.streamStates {
            let key = Self.streamName(s.source, s.messageType)
            streams.entries[key] = BoundaryEntry(.object([JSONMember("lastSequenceId", .int(Int(s.lastSequenceId))), JSONMember("logInterval", .int(Int(s.logInterval))),
                                                          JSONMember("recordingsAgo", .int(s.recordingsAgo))]), counts: [s.count])
            times.entries[key] = BoundaryEntry(.null, counts: [Int(s.firstNs), Int(s.lastNs), recorder.stateFrameNumber(s.firstFrame), 0])
        }
        streams.carriesPriorEntries = true
        if let untracked = untrackedAtSnapshot {
            streams.peakSinceSnapshot = monitor.streamStates.count
            streams.reachedCapacity = monitor.untrackedMessages > untracked
        }
        var first = BoundaryTable("first seen", kind: .extrema)
        func firstSeen(_ key: String, _ frame: Int?, _ value: JSONValue = .null) { if let frame { first.entries[key] = BoundaryEntry(value, counts: [recorder.stateFrameNumber(frame), 0]) } }
        firstSeen("PTP message", monitor.firstFrame)
        for (domain, frame) in monitor.domains { firstSeen("domain \(domain)", frame) }
        for (gm, frame) in monitor.grandmasters { firstSeen("grandmaster 0x" + String(gm, radix: 16), frame) }
        for (clockClass, frame) in monitor.clockClasses { firstSeen("clockClass \(clockClass)", frame) }
        if let m = firstMalformed { firstSeen("malformed PTP message", m.frame, .string(m.error)) }
        if let firstTime { first.entries["capture"] = BoundaryEntry(.null, counts: [Int(firstTime), Int(lastTime)]) }
        var gaps = BoundaryTable("sequence gaps", kind: .extrema)
        for g in monitor.gaps {
            // Keys in frame order (a gap is recorded at its frame).
            let key = "frame " + recorder.stateFrameKey(g.frame) + " " + Self.streamName(g.source, g.messageType)
            gaps.entries[key] = BoundaryEntry(.object([JSONMember("expected", .int(Int(g.expected))), JSONMember("actual", .int(Int(g.actual))),
                                                               JSONMember("kind", .string(g.kind.rawValue)), JSONMember("missing", .int(g.missing))]),
                                                      counts: [recorder.stateFrameNumber(g.frame), 0])
        }
        var counts = BoundaryTable("counts", kind: .counters)
        for (key, n) in [("PTP messages", monitor.messageCount), ("sequence gaps", monitor.gapCount), ("messages past the stream bound", monitor.untrackedMessages),
                         ("malformed", malformed), ("cut by the snap length", cut)] where n != 0 {
            counts.entries[key] = BoundaryEntry(.null, counts: [n])
        }
        var seen = BoundaryTable("nodes seen", kind: .growing)
        for node in fronthaulNodes { seen.entries["fronthaul " + recorder.node(node).name] = BoundaryEntry(.null) }
        for node in ptpSenders { seen.entries["PTP sender " + recorder.node(node).name] = BoundaryEntry(.null) }
        var bounds = BoundaryTable("bounds reached")
        for (name, reached) in [("domains", monitor.domains.count >= 256), ("grandmasters", monitor.grandmasters.count >= monitor.maximumRecorded),
                                ("sequence gaps", monitor.gaps.count >= monitor.maximumRecorded), ("fronthaul nodes", fronthaulNodes.count >= Self.maximumNodes),
                                ("PTP senders", ptpSenders.count >= Self.maximumNodes), ("streams", monitor.untrackedMessages > 0)] where reached {
            bounds.entries[name] = BoundaryEntry(.null)
        }
        bounds.reachedCapacity = untrackedAtSnapshot != nil && !bounds.entries.isEmpty
        return BoundaryState([streams, times, first, gaps, counts, seen, bounds])
    }

    func restore(_ state: BoundaryState, _ recorder: inout RuleRecorder) throws(BoundaryRestoreError) {
        let times = try state.required("stream times"), first = try state.required("first seen"), counts = try state.required("counts")
        func count(_ key: String) -> Int { counts.entries[key]?.counts.first ?? 0 }
        var streams: [SPlaneMonitor.StreamState] = []
        for entry in try state.required("streams").readers() {
            let (source, type) = try Self.stream(entry.key, entry)
            guard let t = times.entries[entry.key]?.counts, t.count == 4 else { throw entry.error("no times of the stream") }
            streams.append(try SPlaneMonitor.StreamState(
                source: source, messageType: type, count: entry.count(0), firstNs: Int64(t[0]), lastNs: Int64(t[1]),
                lastSequenceId: UInt16(truncatingIfNeeded: entry.int("lastSequenceId")), firstFrame: recorder.runFrameNumber(t[2]), logInterval: Int8(truncatingIfNeeded: entry.int("logInterval")),
                recordingsAgo: entry.int("recordingsAgo")))
        }
        var domains: [UInt8: Int] = [:], grandmasters: [UInt64: Int] = [:], clockClasses: [UInt8: Int] = [:]
        firstMalformed = nil
        for (key, entry) in first.entries {
            guard let stateFrame = entry.counts.first else { throw BoundaryRestoreError(table: first.name, key: key, "no frame") }
            let frame = recorder.runFrameNumber(stateFrame)
            let word = BoundaryEntryReader.word(in: key, after: " ")
            if key.hasPrefix("domain "), let d = UInt8(word) { domains[d] = frame }
            else if key.hasPrefix("grandmaster 0x"), let g = UInt64(word.dropFirst(2), radix: 16) { grandmasters[g] = frame }
            else if key.hasPrefix("clockClass "), let c = UInt8(word) { clockClasses[c] = frame }
            else if key == "malformed PTP message", let error = entry.value.stringValue { firstMalformed = (frame, error) }
            else if key != "PTP message" && key != "capture" { throw BoundaryRestoreError(table: first.name, key: key, "not a first seen of the S-plane rules") }
        }
        var gaps: [PTPSequenceGap] = []
        for entry in try state.required("sequence gaps").readers().sorted(by: { $0.key < $1.key }) {
            let words = entry.key.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard words.count == 3, let frame = recorder.runFrameNumber(key: words[1]), let kind = PTPSequenceGap.Kind(rawValue: try entry.string("kind")) else { throw entry.error("not a sequence gap") }
            let (source, type) = try Self.stream(String(words[2]), entry)
            gaps.append(try PTPSequenceGap(source: source, messageType: type, expected: UInt16(truncatingIfNeeded: entry.int("expected")),
                                           actual: UInt16(truncatingIfNeeded: entry.int("actual")), kind: kind, missing: entry.int("missing"), frame: frame))
        }
        monitor.restore(streams: streams, messageCount: count("PTP messages"), firstFrame: first.entries["PTP message"]?.counts.first.map(recorder.runFrameNumber), domains: domains,
                        grandmasters: grandmasters, clockClasses: clockClasses, gaps: gaps, gapCount: count("sequence gaps"),
                        untrackedMessages: count("messages past the stream bound"))
        malformed = count("malformed")
        cut = count("cut by the snap length")
        if let capture = first.entries["capture"]?.counts, capture.count == 2 {
            firstTime = Int64(capture[0])
            lastTime = Int64(capture[1])
        } else {
            firstTime = nil
            lastTime = 0
        }
        fronthaulNodes = []
        ptpSenders = []
        lastFronthaulPair = (-1, -1)
        let seen = try state.required("nodes seen")
        for key in seen.entries.keys {
            if key.hasPrefix("fronthaul ") {
                fronthaulNodes.insert(try recorder.nodeIndex(named: String(key.dropFirst("fronthaul ".count)), table: seen.name, key: key))
            } else if key.hasPrefix("PTP sender ") {
                ptpSenders.insert(try recorder.nodeIndex(named: String(key.dropFirst("PTP sender ".count)), table: seen.name, key: key))
            } else {
                throw BoundaryRestoreError(table: seen.name, key: key, "neither a fronthaul node nor a PTP sender")
            }
        }
    }

    /// "<clock identity>-<port> type 0x0b".
    static func streamName(_ source: PTPPortIdentity, _ type: UInt8) -> String {
        "\(String(source.clockIdentity, radix: 16))-\(source.portNumber) type 0x\(String(type, radix: 16))"
    }

    static func stream(_ name: String, _ entry: BoundaryEntryReader) throws(BoundaryRestoreError) -> (PTPPortIdentity, UInt8) {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        let port = words.first?.split(separator: "-") ?? []
        guard words.count == 3, words[1] == "type", port.count == 2, let clock = UInt64(port[0], radix: 16), let number = UInt16(port[1]),
              words[2].hasPrefix("0x"), let type = UInt8(words[2].dropFirst(2), radix: 16) else { throw entry.error("not a PTP stream's name") }
        return (PTPPortIdentity(clockIdentity: clock, portNumber: number), type)
    }
}
