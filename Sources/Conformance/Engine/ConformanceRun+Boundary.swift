import CaptureIO
import Fronthaul
import NetLayers
import Profiles
import WireCore

/// The engine's own state at a part boundary (``BoundaryState``), the component "run": what the
/// stages before the checkers hold and the counts the results are made of.
///
/// - nodes, in the run's order (``BoundaryTable/Kind/directory``: a join keeps the earlier
///   parts' nodes and appends the part's new ones in the part's order), with their roles;
/// - the frame counts (counters) and the first frames of each kind the results list (samples),
///   fragments let go before their datagram or message completed among them;
/// - the recording's start, while a margin after it still runs (else "long ago"), the last
///   frame's time, and the kinds of events shown to the checkers;
/// - whether each capture interface keeps the FCS (carried: it acts when the interface sends
///   again), the frames a later frame may repeat (a millisecond's), the compression inferred
///   per flow, the fronthaul pairs and DL senders seen (for the one-direction settlement);
/// - the section of several interfaces being put in time order, with the frames it holds, and
///   the frames a frame of another capture point may copy;
/// - what is not written yet (``BoundaryTable/Kind/opaque``): fragments and pieces waiting, SCTP
///   associations, F1AP associations' directions.
///
/// - the report charts' traffic: message rates per flow on the capture clock's grid, the first
///   F1AP messages (``TrafficAccumulator``'s boundary tables).
extension ConformanceRun {
    static let runComponent = "run"

    /// How long after a recording's start a judgement still reads it: the longest margin any
    /// checker gives a message against state from before the recording (an ST8's answer
    /// horizon: the stale time, or an O-RU's declared deadline, if longer).
    var recordingStartHorizon: Int64 {
        max(AckNackChecker.answerHorizon(recorder.nodes), SequenceChecker.startMargin, 10_000_000)
    }

    /// Marks the snapshot: from here on the state notes whether the bound of nodes was reached.
    func runSnapshotTaken() {
        unattributedAtSnapshot = frames.unattributed
        fcsDetector.followReads()
        demux.followIPBoundary()
    }

    static let ipDatagramsTableName = "IP datagrams waiting for fragments"

    /// The IP datagrams waiting for more fragments (RFC 791 clause 3.2, RFC 8200 clause 4.5),
    /// keyed by source, destination, identification and protocol. Each acts only when a
    /// fragment of it comes, when the frame or time window passes (those frames are then let go
    /// incomplete), or at a bound. So one the part never saw carries on from the earlier parts
    /// when the part began no datagram of the same key after its snapshot and held so few that
    /// the two together stay within every bound; and one the part alone holds (the later
    /// fragments of a datagram whose first came before the cut) goes when nothing came for it
    /// after the snapshot and no window let it go.
    private func ipDatagramsTable() -> BoundaryTable {
        var table = BoundaryTable(Self.ipDatagramsTableName, capacity: demux.ipDatagramsHeldWithinEveryBound)
        for d in demux.ipDatagramsHeld {
            var v = JSONObjectBuilder()
            v.add("time", .int(Int(d.firstTime)))
            v.add("first", recorder.stateFrame(d.firstFrame))
            v.add("frames", recorder.stateFrames(d.frames))
            v.add("pieces", .array(d.pieces.map { .array([.int($0.offset), .string(Base64.encode($0.octets))]) }))
            v.add("total", d.totalLength.map(JSONValue.int) ?? .null)
            v.add("upper", .int(Int(d.upper)))
            v.add("overlapped", .bool(d.overlapped))
            table.entries[Self.ipDatagramKey(d.key)] = BoundaryEntry(v.value)
        }
        table.carriesPriorEntries = true
        table.partEntriesMayGo = true
        if let follow = demux.ipReassemblyFollow {
            table.missesSinceSnapshot = Set(follow.begun.map(Self.ipDatagramKey))
            table.hitsSinceSnapshot = Set(follow.read.map(Self.ipDatagramKey))
            table.removedSinceSnapshot = Set(follow.gone.map(Self.ipDatagramKey))
            table.peakSinceSnapshot = follow.peak
            table.reachedCapacity = follow.boundReached
        }
        return table
    }

    /// "`source` → `destination` id `identification` protocol `protocol`" (255 for IPv6).
    static func ipDatagramKey(_ k: IPFragmentKey) -> String {
        "\(k.source) → \(k.destination) id \(k.identification) protocol \(k.proto)"
    }

    private func restoreIPDatagrams(_ state: BoundaryState) throws(BoundaryRestoreError) {
        var held: [HeldIPDatagram] = []
        for entry in try state.required(Self.ipDatagramsTableName).readers() {
            guard let arrow = BoundaryEntryReader.lastStart(of: " → ", in: entry.key), let id = BoundaryEntryReader.lastStart(of: " id ", in: entry.key),
                  arrow < id, let source = IPAddress(parsing: String(entry.key[..<arrow])),
                  let destination = IPAddress(parsing: String(entry.key[entry.key.index(arrow, offsetBy: 3)..<id])),
                  let identification = UInt32(BoundaryEntryReader.word(in: entry.key, after: " id ")),
                  let proto = UInt8(BoundaryEntryReader.word(in: entry.key, after: " protocol ")) else {
                throw entry.error("not \"source → destination id N protocol P\"")
            }
            var pieces: [HeldIPDatagram.Piece] = []
            guard let list = try entry.member("pieces").arrayValue else { throw entry.error("pieces is not a list") }
            for item in list {
                // within the largest datagram (RFC 791, RFC 8200: a 16-bit length), as every fragment taken
                guard let pair = item.arrayValue, pair.count == 2, let offset = pair[0].intValue, (0...65_535).contains(offset),
                      let text = pair[1].stringValue, let octets = Base64.decode(text), offset + octets.count <= 65_535 else {
                    throw entry.error("a piece is not [offset, octets] within 65,535 octets")
                }
                pieces.append(.init(offset: offset, octets: octets))
            }
            let upper = try entry.int("upper"), total = try entry.optionalInt("total")
            guard (0...255).contains(upper), total.map({ (0...65_535).contains($0) }) ?? true, case .bool(let overlapped) = try entry.member("overlapped") else {
                throw entry.error("not a datagram waiting")
            }
            held.append(HeldIPDatagram(key: IPFragmentKey(source: source, destination: destination, identification: identification, proto: proto),
                                       pieces: pieces, frames: try entry.frames("frames", recorder), totalLength: total,
                                       upper: UInt8(upper), firstFrame: try entry.frame("first", recorder), firstTime: Int64(try entry.int("time")),
                                       overlapped: overlapped))
        }
        demux.restoreIPDatagrams(held)
    }

    func runBoundaryState(now: Int64) -> BoundaryState {
        var nodes = BoundaryTable("nodes", kind: .directory, capacity: recorder.nodes.declaredNodeCount + recorder.nodes.maximumTrafficNodes)
        for (i, n) in recorder.nodes.nodes.enumerated() {
            nodes.entries[n.name] = BoundaryEntry(.object([JSONMember("role", .optional(n.role?.rawValue)), JSONMember("declared", .bool(n.declared))]),
                                                  counts: [i])
        }
        nodes.reachedCapacity = unattributedAtSnapshot.map { frames.unattributed > $0 } ?? false
        var counts = BoundaryTable("frame counts", kind: .counters)
        for (key, n) in Self.frameCounts(frames, completeness, recorder) where n != 0 { counts.entries[key] = BoundaryEntry(.null, counts: [n]) }
        for (key, n) in [("reordered", timeOrder.reordered), ("back in time", timeOrder.backInTime)] where n != 0 {
            counts.entries[key] = BoundaryEntry(.null, counts: [n])
        }
        // fragments let go before their datagram or message completed (finish counts them inconclusive)
        let letGo = demux.statistics
        for (key, n) in [(Self.fragmentFramesLetGo, letGo.evictedFragmentFrames), ("IP datagrams let go", letGo.ipReassemblyEvictions),
                         ("SCTP messages let go", letGo.sctpReassemblyEvictions)] where n != 0 {
            counts.entries[key] = BoundaryEntry(.null, counts: [n])
        }
        func sample(_ name: String, _ list: [Int], _ capacity: Int) -> BoundaryTable {
            var t = BoundaryTable(name, kind: .sample, capacity: capacity)
            for f in list { t.entries[recorder.stateFrameKey(f)] = BoundaryEntry(.null) }
            return t
        }
        let cap = DemuxStatistics.fragmentFrameSampleSize
        var recording = BoundaryTable("recording")
        let start: JSONValue = recorder.recordingStart.map { now.subtractingSaturating($0) <= recordingStartHorizon ? .int(Int($0)) : .string("long ago") } ?? .null
        recording.entries["start"] = BoundaryEntry(start)
        recording.entries["last frame time"] = BoundaryEntry(lastRecordTime.map { .int(Int($0)) } ?? .null)
        recording.entries["last frame handed on"] = BoundaryEntry(timeOrder.lastHandedOn.map { .array([.int(Int($0.time)), recorder.stateFrame($0.highestFrame)]) } ?? .null)
        var shown = BoundaryTable("event kinds shown", kind: .growing)
        for bit in 0..<8 where shownKinds.rawValue & 1 << bit != 0 { shown.entries["kind \(bit)"] = BoundaryEntry(.null) }
        var fcs = BoundaryTable("FCS per interface", capacity: 4_096)
        func interfaceName(_ key: Int) -> String { "section \(key >> 20) interface \(key & 0xF_FFFF)" }
        // An interface that has shown no valid FCS hands its frames on alike whether undecided
        // or settled: one value, its frames without FCS counted (a part counts them from its
        // first frame of the interface; the join adds the earlier parts'). Its first valid FCS
        // after the snapshot reads that count (settled or not, the frame is handed on
        // otherwise): the entry is let go then, and a part whose count differs is refused.
        for i in fcsDetector.interfaceStates {
            if i.matches == 0 && i.hasFCS != true {
                fcs.entries[interfaceName(i.key)] = BoundaryEntry(.string(Self.noFCSSeen), counts: [i.misses])
                continue
            }
            let value: JSONValue = i.hasFCS.map(JSONValue.bool) ?? .array([.int(i.matches), .int(i.misses)])
            fcs.entries[interfaceName(i.key)] = BoundaryEntry(value)
        }
        fcs.removedSinceSnapshot = Set((fcsDetector.firstMatchSinceFollowing ?? []).map(interfaceName))
        fcs.carriesPriorEntries = true
        // A part of a capture from two points may judge the copies it begins with (their
        // originals in the part before) as frames of the second point's interface, which the
        // single run never does: the detection the part made for it goes when no frame read it
        // after the snapshot (every later frame there a copy).
        fcs.partEntriesMayGo = true
        // An interface with few frames, undecided, counts from the part's first frame of it: its
        // counts differ from the single run's. When no frame read it after the snapshot, the
        // earlier parts' counts stand.
        fcs.earlierValueWhenUnread = true
        if let read = fcsDetector.readSinceFollowing {
            fcs.hitsSinceSnapshot = Set(read.map(interfaceName))
            // interfaces are never let go: the most held after the snapshot is the number now
            fcs.peakSinceSnapshot = fcs.entries.count
            // past 4,096 a new interface goes undetected: with entries carried on it may be another
            fcs.reachedCapacity = fcs.entries.count >= fcs.capacity ?? .max
        }
        var held = BoundaryTable("frames a later frame may repeat")
        for h in repeats.heldStates(now: now) {
            var v = JSONObjectBuilder()
            v.add("probe", .string(String(h.probe, radix: 16)))
            for (k, x) in [("time", Int(h.time)), ("interface", h.interface), ("length", h.length), ("originalLength", h.originalLength), ("tagOctets", h.tagOctets)] {
                v.add(k, .int(x))
            }
            v.add("tags", .string(String(h.tags, radix: 16)))
            v.add("octets", .string(h.octets.map { String($0, radix: 16) }.joined(separator: ".")))
            held.entries["frame " + recorder.stateFrameKey(h.frame)] = BoundaryEntry(v.value)
        }
        let datagrams = ipDatagramsTable()
        var inferred = BoundaryTable("compression inferred")
        for (key, format) in fronthaulDecoder.inferred {
            inferred.entries["eAxC 0x\(String(key >> 1, radix: 16)) direction \(key & 1)"] = BoundaryEntry(.array([.int(Int(format.method.rawValue)), .int(format.iqWidth)]))
        }
        inferred.carriesPriorEntries = true
        var pairs = BoundaryTable("fronthaul pairs and DL senders", kind: .growing)
        let oneWay = oneDirection.fronthaulState
        for p in oneWay.pairs { pairs.entries["\(recorder.nodes[p.sender].name) → \(recorder.nodes[p.receiver].name)"] = BoundaryEntry(.null) }
        for s in oneWay.downlinkSenders { pairs.entries["DL from \(recorder.nodes[s].name)"] = BoundaryEntry(.null) }
        var problems = BoundaryTable("capture problems", kind: .directory)
        for (i, p) in completeness.problems.enumerated() { problems.entries[p] = BoundaryEntry(.null, counts: [i]) }
        let order = timeOrder.sectionState
        var unwritten = BoundaryTable("state not written", kind: .opaque)
        for kind in demux.heldStateKinds { unwritten.entries[kind] = BoundaryEntry(.null) }
        if oneDirection.holdsF1AP { unwritten.entries["F1AP associations' directions"] = BoundaryEntry(.null) }
        return BoundaryState([nodes, counts, sample("malformed frames", frames.malformedFrames, configuration.findingCap),
                              sample("unattributed frames", frames.unattributedFrames, cap), sample("copy frames", frames.copyFrames, cap),
                              sample("repeat frames", frames.repeatFrames, cap), sample("reordered frames", timeOrder.reorderedFrames, cap),
                              sample(Self.fragmentFramesLetGo, letGo.evictedFragmentFrameSample, cap),
                              sample("back in time frames", timeOrder.backInTimeFrames, cap), recording, shown, fcs, held, inferred, pairs, problems,
                              timeOrderTable(order), timeOrderOctets(order), copiesTable(), datagrams, unwritten]
                             + trafficAccumulator.boundaryTables(recorder))
    }

    /// The most interfaces a restored section may declare (the time order keeps a queue per
    /// interface up to the highest one a frame names): a damaged state is refused, not obeyed.
    /// A capture with more (2^20 Interface Description Blocks, 20 MiB of them) is not made.
    static let maximumRestoredInterfaces = 1 << 20

    /// Frames whose fragments were let go before their datagram or message completed: a count
    /// and the lowest-numbered of them.
    static let fragmentFramesLetGo = "fragment frames let go"
    /// An interface's FCS detection before its first valid FCS (its count: frames without one).
    static let noFCSSeen = "no valid FCS seen"
    static let timeOrderTableName = "frames in time order of several interfaces"
    static let timeOrderOctetsTableName = "octets of the frames in time order"
    static let copiesTableName = "frames captured at several points"

    /// The section of several interfaces being put in time order (``InterfaceTimeOrder``): its
    /// number, interfaces and latest time, and every frame held, whole (at most some 2 MiB: the
    /// order's bound). A part's end is taken before its held frames are let go at the end of its
    /// file, so the merge checks them where the single run does: among the next part's frames.
    private func timeOrderTable(_ order: InterfaceTimeOrder.SectionState?) -> BoundaryTable {
        var table = BoundaryTable(Self.timeOrderTableName)
        guard let order else { return table }
        table.entries["section"] = BoundaryEntry(.object([JSONMember("section", .int(order.section)), JSONMember("interfaces", .int(order.interfaces)),
                                                          JSONMember("latest", .int(Int(order.latest)))]))
        for r in order.held {
            var v = JSONObjectBuilder()
            v.add("interface", .int(r.interfaceID))
            v.add("interfaces", .int(r.sectionInterfaces))
            v.add("linkType", .int(Int(r.linkType.rawValue)))
            v.add("time", .int(Int(r.timestampNanoseconds)))
            v.add("originalLength", .int(r.originalLength))
            v.add("fcsLength", r.fcsLength.map { .int($0) } ?? .null)
            v.add("capturedLength", .int(r.bytes.count))
            table.entries["frame " + recorder.stateFrameKey(r.frameNumber)] = BoundaryEntry(v.value)
        }
        return table
    }

    /// The octets of the frames ``timeOrderTable()`` holds, base64, not compared: the same frame
    /// is the same octets but for the IQ samples no rule reads, which a compressed state stores
    /// zeroed (so a merge replaying a head from it holds them so).
    private func timeOrderOctets(_ order: InterfaceTimeOrder.SectionState?) -> BoundaryTable {
        var table = BoundaryTable(Self.timeOrderOctetsTableName, kind: .carried)
        for r in order?.held ?? [] {
            table.entries["frame " + recorder.stateFrameKey(r.frameNumber)] = BoundaryEntry(.string(Base64.encode(r.bytes)))
        }
        return table
    }

    /// The frames a frame of another capture point may copy (``CapturePointCopies``), each with
    /// its place in the order they came; and, once a copy was found since the run began or took
    /// over a state, how many and which (a digest of their numbers): a part whose head found
    /// other copies than the replay of that head (copies of frames before the part, judged in
    /// the part as originals) does not join.
    private func copiesTable() -> BoundaryTable {
        var table = BoundaryTable(Self.copiesTableName)
        for (place, h) in copies.heldStates.enumerated() {
            let digest = String(h.digest.0, radix: 16) + "." + String(h.digest.1, radix: 16)
            table.entries["frame " + recorder.stateFrameKey(h.frame)] = BoundaryEntry(.array([.int(place), .int(Int(h.time)), .string(digest),
                                                                                           h.point.map { .int($0) } ?? .null]))
        }
        return table
    }

    private func restoreTimeOrder(_ state: BoundaryState) throws(BoundaryRestoreError) {
        let table = try state.required(Self.timeOrderTableName)
        guard let section = table.entries["section"] else {
            if let key = table.entries.keys.min() { throw BoundaryRestoreError(table: table.name, key: key, "a frame held without its section") }
            return
        }
        let s = BoundaryEntryReader(table: table.name, key: "section", entry: section)
        var held: [CaptureRecord] = []
        let number = try s.int("section")
        let octetsTable = try state.required(Self.timeOrderOctetsTableName)
        guard octetsTable.entries.count == table.entries.count - 1 else {
            throw BoundaryRestoreError(table: octetsTable.name, "not the octets of each frame held, and nothing else")
        }
        for entry in table.readers() where entry.key != "section" {
            guard let frame = entry.frameInKey(recorder) else {
                throw entry.error("not a frame held")
            }
            guard let text = octetsTable.entries[entry.key]?.value.stringValue, let octets = Base64.decode(text) else {
                throw BoundaryRestoreError(table: octetsTable.name, key: entry.key, "no base64 octets of the frame held")
            }
            guard octets.count == (try entry.int("capturedLength")) else { throw entry.error("capturedLength is not the count of its octets") }
            let fcs: Int?
            switch try entry.member("fcsLength") {
            case .null: fcs = nil
            case .int(let n): fcs = n
            default: throw entry.error("fcsLength is neither a length nor null")
            }
            guard let link = UInt32(exactly: try entry.int("linkType")) else { throw entry.error("not a link type") }
            // what a capture reader can give: an interface of its section, a length on the wire
            // not below the octets kept, an FCS length of pcapng's if_fcslen (one octet)
            let interfaces = try entry.int("interfaces"), interface = try entry.int("interface"), original = try entry.int("originalLength")
            guard (2...Self.maximumRestoredInterfaces).contains(interfaces), (0..<interfaces).contains(interface) else {
                throw entry.error("not an interface of a section of several interfaces")
            }
            guard original >= octets.count && original <= Int(UInt32.max) else { throw entry.error("originalLength is below the octets held or above 2^32 − 1") }
            guard fcs.map({ (0...255).contains($0) }) ?? true else { throw entry.error("fcsLength is not an octet count of 0 to 255") }
            held.append(CaptureRecord(frameNumber: frame, timestampNanoseconds: Int64(try entry.int("time")), capturedLength: octets.count,
                                      originalLength: original, linkType: LinkType(rawValue: link), interfaceID: interface, section: number,
                                      sectionInterfaces: interfaces, bytes: octets[...], fcsLength: fcs))
        }
        held.sort { $0.frameNumber < $1.frameNumber }
        let interfaces = try s.int("interfaces")
        guard (2...Self.maximumRestoredInterfaces).contains(interfaces) else { throw s.error("not the interface count of a section of several interfaces") }
        timeOrder.restoreSection(number, interfaces: interfaces, latest: Int64(try s.int("latest")), held: held)
    }

    private func restoreCopies(_ state: BoundaryState) throws(BoundaryRestoreError) {
        var held: [(place: Int, state: CapturePointCopies.HeldState)] = []
        for entry in try state.required(Self.copiesTableName).readers() {
            guard let frame = entry.frameInKey(recorder),
                  let v = entry.value.arrayValue, v.count == 4, let place = v[0].intValue, let time = v[1].intValue,
                  case .string(let digest) = v[2] else { throw entry.error("not [place, time, digest, point]") }
            let halves = digest.split(separator: ".")
            guard halves.count == 2, let a = UInt64(halves[0], radix: 16), let b = UInt64(halves[1], radix: 16) else { throw entry.error("not a digest") }
            let point: Int?
            switch v[3] {
            case .null: point = nil
            case .int(let p): point = p
            default: throw entry.error("the point is neither an interface nor null")
            }
            held.append((place, .init(frame: frame, time: Int64(time), digest: (a, b), point: point)))
        }
        held.sort { $0.place < $1.place }
        guard held.enumerated().allSatisfy({ $0.offset == $0.element.place }) else {
            throw BoundaryRestoreError(table: Self.copiesTableName, "the frames' places are not 0, 1, 2, …")
        }
        copies.restore(held.map(\.state))
    }

    static func frameCounts(_ f: FrameStatistics, _ c: CaptureCompleteness, _ r: RuleRecorder) -> [(String, Int)] {
        [("frames", f.frames), ("decoded", f.decoded), ("malformed", f.malformed), ("inconclusive", f.inconclusive), ("other", f.other), ("PDUs", f.pdus),
         ("unattributed", f.unattributed), ("copies", f.copies), ("repeats", f.repeats), ("cut by the snap length", c.snapLengthCutFrames),
         ("fronthaul frames cut by the snap length", r.snapCutFronthaulFrames)]
    }

    func restoreRunState(_ state: BoundaryState) throws(BoundaryRestoreError) {
        if let key = try state.required("state not written").entries.keys.sorted().first {
            throw BoundaryRestoreError(table: "state not written", key: key, "the run does not write this state: it cannot be restored")
        }
        // Nodes: the declared ones stay; those named from traffic in their places.
        let table = try state.required("nodes")
        var placed: [(place: Int, name: String, role: NodeRole?)] = []
        for entry in table.readers() {
            let role: NodeRole?
            switch try entry.member("role") {
            case .null: role = nil
            case .string(let r):
                guard let known = NodeRole(rawValue: r) else { throw entry.error("role \(r) is unknown") }
                role = known
            default: throw entry.error("role is not a role")
            }
            placed.append((try entry.count(0), entry.key, role))
        }
        placed.sort { $0.place < $1.place }
        let declared = recorder.nodes.declaredNodeCount
        guard placed.count >= declared, placed.prefix(declared).map(\.name) == recorder.nodes.nodes.prefix(declared).map(\.name),
              placed.enumerated().allSatisfy({ $0.offset == $0.element.place }) else {
            throw BoundaryRestoreError(table: "nodes", "not this testbed's nodes followed by nodes named from traffic, each in its place")
        }
        let named = placed.dropFirst(declared).map { NodeInfo(name: $0.name) }
        recorder.nodes.restore(named: Array(named), roles: placed.map(\.role))
        demuxNodes.restore(named: Array(named), roles: placed.map(\.role))
        // Counts and samples.
        let counts = try state.required("frame counts").entries
        func count(_ key: String) -> Int { counts[key]?.counts.first ?? 0 }
        frames.frames = count("frames")
        frames.decoded = count("decoded")
        frames.malformed = count("malformed")
        frames.inconclusive = count("inconclusive")
        frames.other = count("other")
        frames.pdus = count("PDUs")
        frames.unattributed = count("unattributed")
        frames.copies = count("copies")
        frames.repeats = count("repeats")
        completeness.snapLengthCutFrames = count("cut by the snap length")
        recorder.snapCutFronthaulFrames = count("fronthaul frames cut by the snap length")
        func sample(_ name: String) throws(BoundaryRestoreError) -> [Int] {
            var out: [Int] = []
            for key in try state.required(name).entries.keys.sorted() {
                guard let f = recorder.runFrameNumber(key: Substring(key)) else { throw BoundaryRestoreError(table: name, key: key, "not a frame") }
                out.append(f)
            }
            return out
        }
        frames.malformedFrames = try sample("malformed frames")
        frames.unattributedFrames = try sample("unattributed frames")
        frames.copyFrames = try sample("copy frames")
        frames.repeatFrames = try sample("repeat frames")
        demux.restoreLetGo(fragmentFrames: count(Self.fragmentFramesLetGo), sample: try sample(Self.fragmentFramesLetGo),
                           ipDatagrams: count("IP datagrams let go"), sctpMessages: count("SCTP messages let go"))
        var lastHandedOn: (time: Int64, highestFrame: Int)?
        switch try state.required("recording").required("last frame handed on").value {
        case .null: break
        case .array(let v) where v.count == 2 && v[0].intValue != nil && v[1].intValue != nil:
            lastHandedOn = (Int64(v[0].intValue!), recorder.runFrameNumber(v[1].intValue!))
        default: throw BoundaryRestoreError(table: "recording", key: "last frame handed on", "not [time, frame] or null")
        }
        timeOrder.restore(reordered: count("reordered"), reorderedFrames: try sample("reordered frames"), backInTime: count("back in time"),
                          backInTimeFrames: try sample("back in time frames"), last: lastHandedOn)
        // The recording, the clock, the events shown.
        let recording = try state.required("recording")
        let last = try recording.required("last frame time").value
        lastRecordTime = last.intValue.map { Int64($0) }
        switch try recording.required("start").value {
        case .null: recorder.recordingStart = nil
        case .int(let t): recorder.recordingStart = Int64(t)
        // long enough ago that no margin after it runs at any later frame
        case .string("long ago"): recorder.recordingStart = (lastRecordTime ?? 0).subtractingSaturating(recordingStartHorizon + 1)
        default: throw BoundaryRestoreError(table: "recording", key: "start", "not a time, null or \"long ago\"")
        }
        var kinds: UInt8 = 0
        for key in try state.required("event kinds shown").entries.keys {
            guard let bit = UInt8(BoundaryEntryReader.word(in: key, after: "kind ")), bit < 8 else { throw BoundaryRestoreError(table: "event kinds shown", key: key, "not a kind") }
            kinds |= 1 << bit
        }
        shownKinds = EventKinds(rawValue: kinds)
        // FCS detection, frames held, compression inferred, fronthaul pairs, capture problems.
        var interfaces: [EthernetFCSDetector.InterfaceState] = []
        for entry in try state.required("FCS per interface").readers().sorted(by: { $0.key < $1.key }) {
            let key = try entry.decimalInKey(after: "section ") << 20 | entry.decimalInKey(after: "interface ")
            switch entry.value {
            case .bool(let b): interfaces.append(.init(key: key, hasFCS: b, matches: 0, misses: 0))
            case .string(Self.noFCSSeen): interfaces.append(.init(key: key, hasFCS: nil, matches: 0, misses: try entry.count(0)))
            case .array(let v) where v.count == 2 && v[0].intValue != nil && v[1].intValue != nil:
                interfaces.append(.init(key: key, hasFCS: nil, matches: v[0].intValue!, misses: v[1].intValue!))
            default: throw entry.error("not a decision, [matches, misses] or \"\(Self.noFCSSeen)\"")
            }
        }
        fcsDetector.restore(interfaces)
        var held: [FrameRepeats.HeldState] = []
        for entry in try state.required("frames a later frame may repeat").readers() {
            guard let frame = entry.frameInKey(recorder),
                  let probe = UInt64(try entry.string("probe"), radix: 16), let tags = UInt64(try entry.string("tags"), radix: 16) else { throw entry.error("not a frame held") }
            var octets: [UInt8] = []
            for part in try entry.string("octets").split(separator: ".") {
                guard let b = UInt8(part, radix: 16) else { throw entry.error("octets are not hexadecimal") }
                octets.append(b)
            }
            held.append(try .init(probe: probe, time: Int64(entry.int("time")), interface: entry.int("interface"), length: entry.int("length"),
                                  originalLength: entry.int("originalLength"), tags: tags, tagOctets: entry.int("tagOctets"), frame: frame, octets: octets))
        }
        repeats.restore(held)
        var formats: [UInt32: IQFormat] = [:]
        for entry in try state.required("compression inferred").readers() {
            guard let v = entry.value.arrayValue, v.count == 2, let m = v[0].intValue, let method = CompressionMethod(rawValue: UInt8(truncatingIfNeeded: m)),
                  let width = v[1].intValue else { throw entry.error("not [method, width]") }
            let key = try UInt32(entry.hexInKey(after: "eAxC 0x") & 0xFFFF) << 1 | UInt32(entry.decimalInKey(after: "direction ") & 1)
            formats[key] = IQFormat(method: method, iqWidth: width)
        }
        fronthaulDecoder.restoreInferred(formats)
        var pairs: [(sender: Int, receiver: Int)] = [], downlink: [Int] = []
        let seen = try state.required("fronthaul pairs and DL senders")
        for key in seen.entries.keys {
            if key.hasPrefix("DL from ") {
                downlink.append(try recorder.nodeIndex(named: String(key.dropFirst("DL from ".count)), table: seen.name, key: key))
            } else if let arrow = BoundaryEntryReader.lastStart(of: " → ", in: key) {
                pairs.append((try recorder.nodeIndex(named: String(key[..<arrow]), table: seen.name, key: key),
                              try recorder.nodeIndex(named: String(key[key.index(arrow, offsetBy: 3)...]), table: seen.name, key: key)))
            } else {
                throw BoundaryRestoreError(table: seen.name, key: key, "neither a pair nor a DL sender")
            }
        }
        oneDirection.restoreFronthaul(pairs: pairs, downlinkSenders: downlink)
        try restoreTimeOrder(state)
        try restoreCopies(state)
        try restoreIPDatagrams(state)
        completeness.problems = try state.required("capture problems").entries.sorted { ($0.value.counts.first ?? 0) < ($1.value.counts.first ?? 0) }.map(\.key)
        try trafficAccumulator.restore(state, recorder)
    }
}
