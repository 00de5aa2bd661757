import CaptureIO
import F1AP
import Fronthaul
import NetLayers
import Timing
import WireCore

/// One streaming conformance pass: feed capture records (or already demultiplexed PDUs), then
/// ``finish()``. Memory is bounded: checker state is per flow / open procedure and evicted.
///
/// The state touched for every frame opts out of the runtime exclusivity check
/// (`@exclusivity(unchecked)`): each property belongs to one stage (the demux stage's to the
/// thread that demultiplexes, the rest to the checking stage, see ``ParallelCheck``), no method
/// hands one out while it is being modified, and the check cost about 2 % of `check`.
public final class ConformanceRun {
    public let configuration: RunConfiguration
    @exclusivity(unchecked) var demux: NetworkDemux
    @exclusivity(unchecked) private var dispatch: PDUDispatch
    @exclusivity(unchecked) var recorder: RuleRecorder
    /// The demux stage's node directory: it resolves each PDU's endpoints to nodes in capture
    /// order, ahead of the checking stage, whose directory (the recorder's) adopts the nodes it
    /// names from traffic (``adoptNodes(upTo:of:)``). Touched only by the thread that demultiplexes.
    @exclusivity(unchecked) var demuxNodes: NodeDirectory
    let checkers: [any RuleChecker]
    /// Names the roles of nodes from their traffic, before the checkers see each PDU.
    private let roles: NodeRoleInference
    /// The subscribers of each event kind, in catalogue order (built once, after ``RuleChecker/prepare(_:)``).
    @exclusivity(unchecked) private var subscribers = EventSubscribers([])
    /// Whether each capture interface keeps the Ethernet FCS, and its check.
    @exclusivity(unchecked) var fcsDetector = EthernetFCSDetector()
    @exclusivity(unchecked) var frames = FrameStatistics()
    @exclusivity(unchecked) var completeness = CaptureCompleteness()
    private var finished = false
    /// Per-frame scratch (reused, no per-frame allocation).
    @exclusivity(unchecked) private var frameHadPDU = false
    @exclusivity(unchecked) private var frameMalformed = false
    @exclusivity(unchecked) private var frameInconclusive = false
    /// The frame has an event whose sender or receiver is past the bound of nodes named from
    /// traffic (``RunConfiguration/maximumTrafficNodes``): not judged.
    @exclusivity(unchecked) private var frameUnattributed = false
    /// Rates per flow and the first F1AP messages, for report charts (bounded).
    @exclusivity(unchecked) var trafficAccumulator = TrafficAccumulator()

    /// - Parameter extraCheckers: custom checkers run after the built-in catalog.
    public convenience init(configuration: RunConfiguration, extraCheckers: [any RuleChecker] = []) {
        self.init(configuration: configuration, extraCheckers: extraCheckers, dispatchesUnselected: false)
    }

    /// - Parameters:
    ///   - dispatchesUnselected: show every event to every subscribed checker, including those
    ///     whose rules the suite leaves out (tests: the results must not change).
    ///   - customRuleShortcuts: let custom rules pass over fronthaul PDUs their `where`
    ///     excludes by the eCPRI common headers alone, and over the fields of E1AP, E2AP and
    ///     NGAP PDUs whose protocol no rule names (tests compare with off).
    init(configuration: RunConfiguration, extraCheckers: [any RuleChecker] = [], dispatchesUnselected: Bool, customRuleShortcuts: Bool = true) {
        self.configuration = configuration
        demux = NetworkDemux(configuration: configuration.demux)
        dispatch = PDUDispatch(fronthaul: configuration.fronthaul)
        roles = NodeRoleInference(cuPorts: configuration.demux.f1apSCTPPorts)
        let environment = RuleEnvironment(hasTestbed: configuration.testbed != nil, hasFlows: !(configuration.testbed?.flows.isEmpty ?? true))
        demuxNodes = NodeDirectory(testbed: configuration.testbed, maximumTrafficNodes: configuration.maximumTrafficNodes)
        recorder = RuleRecorder(nodes: NodeDirectory(testbed: configuration.testbed, maximumTrafficNodes: configuration.maximumTrafficNodes), environment: environment,
                                testbed: configuration.testbed, suite: configuration.suite, findingCap: configuration.findingCap)
        recorder.waiverDate = configuration.waiverDate
        checkers = RuleCatalog.checkers(configuration, customRuleShortcuts: customRuleShortcuts) + extraCheckers
        addsCheckers = !extraCheckers.isEmpty
        // Rules are registered in catalogue order, which is the report order.
        for checker in checkers {
            for spec in checker.specs { _ = recorder.register(spec) }
        }
        for checker in checkers { checker.prepare(&recorder) }
        let registered = recorder
        subscribers = EventSubscribers(dispatchesUnselected ? checkers : checkers.filter { Self.isDispatched($0, registered) })
        judgesBFPExponents = recorder.handle(BFPExponentChecker.rule.id) != RuleRecorder.unselected
        codecRuleHandles = checkers.lazy.compactMap { ($0 as? FronthaulCodecRules)?.ruleHandles }.first ?? [:]
    }

    /// Whether `checker` is shown events: it declares no rule (a custom observer), the suite
    /// selects one of its rules, or something beyond its rules needs what it sees
    /// (``RuleChecker/observesUnselected``). A checker left out still finishes with the run; with
    /// none of its rules selected, it has nothing to record.
    static func isDispatched(_ checker: any RuleChecker, _ recorder: RuleRecorder) -> Bool {
        checker.observesUnselected || judgesSelectedRule(checker, recorder)
    }

    /// Whether `checker` declares no rule (a custom observer) or one of its rules is selected.
    static func judgesSelectedRule(_ checker: any RuleChecker, _ recorder: RuleRecorder) -> Bool {
        let specs = checker.specs
        return specs.isEmpty || specs.contains { recorder.handle($0.id) != RuleRecorder.unselected }
    }

    /// Called with each finding as soon as it is decided, in that order (`check --follow`):
    /// mostly when a rule records it; a finding the end of the run could still make INCONCLUSIVE
    /// (a rule that judges one end by the other, for a node with no exchange captured both ways
    /// yet) once the node has one, or during ``finish()`` (``FollowedFindings``). Findings decided
    /// at the end of the capture (completeness, open procedures) arrive during ``finish()`` too.
    /// Every finding passed here is one of the results', and each of those is passed once.
    public var onFinding: ((RuleFinding) -> Void)? {
        get { followed?.sink }
        set {
            followed = newValue.map(FollowedFindings.init(sink:))
            guard newValue != nil else {
                recorder.findingObserver = nil
                return
            }
            recorder.findingObserver = { [unowned self] finding, rule, node, area, exchange in
                self.followed?.recorded(finding, rule: rule, node: node, area: area, exchange: exchange, self.oneDirection)
            }
        }
    }
    /// Called by the checking stage with each frame, in the order frames are checked, and the
    /// whole BFP blocks its U-plane messages hold within its own octets (offsets into the
    /// captured frame; none for a frame cut by the snap length, not on an Ethernet link, or
    /// whose messages were reassembled from other frames): what a part state may reduce to what
    /// the rules read (``UnreadSamples``). Set before the first frame; nil costs nothing.
    public var onCheckedFrame: ((_ frameNumber: Int, _ blocks: [SampleBlocks]) -> Void)?
    /// The frame being checked: where its octets are, and the blocks found in them so far.
    @exclusivity(unchecked) private var checkedFrameBase: UInt = 0
    @exclusivity(unchecked) private var checkedFrameBytes = 0
    @exclusivity(unchecked) private var checkedFrameBlocks: [SampleBlocks] = []

    /// The caller added checkers of its own (``init(configuration:extraCheckers:)``).
    private let addsCheckers: Bool

    /// Whether some rule of this run may read IQ samples beyond what ``UnreadSamples`` keeps:
    /// IQ analysis, custom rules, decompressed samples as fields (`fronthaul.showIQ`) or
    /// checkers added by the caller.
    public var readsEveryIQSample: Bool {
        configuration.iq != nil || configuration.fronthaul.showIQ || !(configuration.testbed?.custom.isEmpty ?? true)
            || !(configuration.suite?.custom.isEmpty ?? true) || addsCheckers
    }

    /// What `check --follow` has been told and holds back (nil without ``onFinding``).
    @exclusivity(unchecked) private var followed: FollowedFindings?

    /// Message rates per flow and the first F1AP messages seen so far (report charts);
    /// ``finish()`` copies it into ``RunResults/traffic``.
    public var traffic: TrafficSummary { trafficAccumulator.summary(nodes: recorder.nodes.nodes) }

    /// Open state per checker (type name, in catalogue order; only checkers holding or having
    /// evicted something) and the reassembly buffers: what bounded memory means, observable.
    public var openState: [(checker: String, counters: OpenStateCounters)] {
        var out: [(checker: String, counters: OpenStateCounters)] = []
        for checker in checkers {
            let counters = checker.openState
            if counters != OpenStateCounters() { out.append((String(describing: type(of: checker)), counters)) }
        }
        let fragments = OpenStateCounters(entries: demux.pendingFragmentCount,
                                          evicted: demux.statistics.sctpReassemblyEvictions + demux.statistics.ipReassemblyEvictions)
        if fragments != OpenStateCounters() { out.append(("NetworkDemux", fragments)) }
        return out
    }

    /// Feeds one captured frame through NetLayers, the codecs and every rule: at once, or, for a
    /// section with several interfaces, once its place in time order is known (``InterfaceTimeOrder``).
    public func feed(_ record: CaptureRecord) {
        ordered(record) { checkInOrder($0) }
    }

    /// Which nodes' exchanges the capture holds both ways (``OneDirectionTraffic``).
    @exclusivity(unchecked) var oneDirection = OneDirectionTraffic()

    /// The frames of sections with several interfaces, held until their place in time order is known.
    @exclusivity(unchecked) var timeOrder = InterfaceTimeOrder()

    /// Hands `record`, and each held frame it lets go, to `body`, in the order they are checked.
    @inline(__always)
    func ordered(_ record: CaptureRecord, _ body: (CaptureRecord) -> Void) {
        if !timeOrder.passesStraight(record) {
            if timeOrder.mustLetGo(before: record) { letGoOfHeldFrames(body) }
            if record.sectionInterfaces > 1 {
                timeOrder.add(record)
                while let next = timeOrder.next() { body(next) }
                return
            }
        }
        timeOrder.handOn(record)
        body(record)
    }

    /// Hands every held frame to `body` in time order (the end of a capture file or of the run).
    func letGoOfHeldFrames(_ body: (CaptureRecord) -> Void) {
        while let next = timeOrder.next(flushing: true) { body(next) }
    }

    /// One frame, in the order frames are checked.
    func checkInOrder(_ record: CaptureRecord) {
        // The batch is moved out of the property and back (a swap of its array references): the
        // stages then read a local value, which the compiler need not copy (retaining each of
        // its arrays) to guard against the property changing during the call.
        var batch = FrameBatch()
        swap(&batch, &serialBatch)
        batch.removeAll()
        demuxFrame(record, into: &batch)
        checkFrame(0, of: batch)
        swap(&batch, &serialBatch)
    }

    /// The kinds of events shown to checkers so far: a checker that writes no boundary state
    /// has none to write while it has been shown none (``boundaryStates(now:)``).
    @exclusivity(unchecked) var shownKinds: EventKinds = []
    /// After a part's snapshot: ``FrameStatistics/unattributed`` then (``runSnapshotTaken()``).
    var unattributedAtSnapshot: Int?

    /// Frames captured again at another point of the path (the demux stage's).
    @exclusivity(unchecked) var copies = CapturePointCopies()
    /// Frames captured again on the same interface just after (the demux stage's).
    @exclusivity(unchecked) var repeats = FrameRepeats()

    /// Reused by ``feed(_:)`` (one frame at a time: no per-frame allocation once grown), and by
    /// ``feed(pdu:frameLength:truncated:)`` for the nodes it names.
    @exclusivity(unchecked) private var serialBatch = FrameBatch()
    @exclusivity(unchecked) private var pduBatch = FrameBatch()

    /// The demux stage of one frame (``ParallelCheck`` runs it ahead of the checking stage):
    /// the Ethernet FCS, NetLayers' demultiplexing and reassembly, and the nodes of each event
    /// the checking stage will make (in the order it makes them). Its PDUs are appended to
    /// `batch` undecoded; nothing here touches a rule checker.
    func demuxFrame(_ record: CaptureRecord, into batch: inout FrameBatch) {
        if batch.frames.isEmpty && batch.newNodes.isEmpty { batch.nodeBase = demuxNodes.count }
        let truncated = record.isTruncated
        var frame = DemuxedFrame(frameNumber: record.frameNumber, timestampNanoseconds: record.timestampNanoseconds,
                                 length: record.originalLength, truncated: truncated, firstPDU: batch.pdus.count)
        // the same frame again on one interface (a mirror of both ends of a link): counted, judged once
        if let original = repeats.original(of: record) {
            frame.repeatOf = original
            batch.frames.append(frame)
            return
        }
        // the same frame captured at another point: counted, judged once (at its first capture)
        if CapturePointCopies.mayBeCopy(record), let original = copies.original(of: record) {
            frame.copyOf = original
            batch.frames.append(frame)
            return
        }
        let malformedBefore = demux.statistics.malformedFrames
        var bytes = record.bytes
        // A trailing Ethernet FCS is not payload: verdicts with it equal those without it.
        if record.linkType == .ethernet {
            let outcome = fcsDetector.inspect(bytes, declaredLength: record.fcsLength, interface: record.section << 20 | record.interfaceID,
                                              truncated: truncated)
            bytes = bytes.dropLast(outcome.fcsBytes)
            frame.length -= outcome.fcsInOriginalLength
            // A capture device's trailer (--set net.trailer=N) is not the sender's either.
            let kept = EthernetFCS.withoutCaptureTrailer(bytes, octets: demux.configuration.captureTrailerOctets, truncated: truncated)
            frame.length -= bytes.count - kept.count
            bytes = kept
            frame.fcs = outcome.check
        } else if record.linkType.rawValue == ERFRecord.linkType,
           // the same for the Ethernet frame of an ERF record (here apart: the helper's slices
           // cost the plain Ethernet path a retain and a release per frame)
           let ethernet = fcsDetector.ethernetFrame(
               of: bytes, linkType: record.linkType.rawValue, originalLength: frame.length, declaredFCSLength: record.fcsLength,
               interface: record.section << 20 | record.interfaceID, truncated: truncated, trailerOctets: demux.configuration.captureTrailerOctets) {
            bytes = ethernet.bytes
            frame.length = ethernet.length
            frame.truncated = ethernet.truncated
            frame.fcs = ethernet.fcs.check
        }
        if onCheckedFrame != nil && record.linkType == .ethernet && !truncated {
            frame.sampleBase = record.bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            frame.capturedBytes = record.bytes.count
        }
        demux.demux(frame: bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                    timestampNanoseconds: record.timestampNanoseconds, isTruncated: frame.truncated) { pdu in
            batch.nodes.append(resolveNodes(pdu, &batch))
            batch.decoded.append(nil)
            batch.facts.append(nil)
            batch.f1apFacts.append(nil)
            batch.pdus.append(pdu)
        }
        frame.pduCount = batch.pdus.count - frame.firstPDU
        // A frame carried in a tunnel (ERSPAN, VXLAN, Geneve, GRE): the rules judge the inner one.
        if let inner = demux.lastFrameInnerEthernetLength { frame.length = inner }
        if demux.lastFrameCutByMirror { frame.truncated = true }
        frame.unhandledEtherType = demux.unhandledEtherType
        if frame.unhandledEtherType != nil || frame.fcs != nil { frame.endpoints = demux.lastFrameEndpoints }
        frame.demuxMalformed = demux.statistics.malformedFrames > malformedBefore
        if frame.fcs != nil && !subscribers.frameCheckSequence.isEmpty { frame.fcsNodes = resolveNodes(frame.endpoints, receiver: true, &batch) }
        batch.frames.append(frame)
    }

    /// The nodes of the event the checking stage makes of `pdu` (``process(_:of:nodes:decoded:facts:f1apFacts:frameLength:truncated:)``):
    /// sender and receiver for eCPRI, F1AP and (when a checker subscribes) E1AP / E2AP / NGAP;
    /// the sender alone for PTP (multicast) when a checker subscribes. RoE (IEEE 1914.3) as
    /// eCPRI when its subType carries an O-RAN message; none for other RoE (control packets),
    /// whose FH-ETH-TYPE event names only declared nodes.
    private func resolveNodes(_ pdu: PDU, _ batch: inout FrameBatch) -> PDUNodes {
        switch pdu.kind {
        case .ecpri, .f1ap: return resolveNodes(pdu.endpoints, receiver: true, &batch)
        case .roe:
            guard let subType = pdu.payload.first, RoEHeader.oranSubTypes.contains(subType) else { return PDUNodes(known: demuxNodes.count) }
            return resolveNodes(pdu.endpoints, receiver: true, &batch)
        case .e1ap, .e2ap, .ngap: return subscribers.ap.isEmpty ? PDUNodes(known: demuxNodes.count) : resolveNodes(pdu.endpoints, receiver: true, &batch)
        case .ptp: return subscribers.ptp.isEmpty ? PDUNodes(known: demuxNodes.count) : resolveNodes(pdu.endpoints, receiver: false, &batch)
        }
    }

    /// Resolves the source (and, with `receiver`, the destination: else the source stands for
    /// it) of `endpoints`; the nodes this names from traffic go to `batch` for the checking stage.
    private func resolveNodes(_ endpoints: Endpoints, receiver: Bool, _ batch: inout FrameBatch) -> PDUNodes {
        var nodes = PDUNodes()
        nodes.sender = demuxNodes.node(endpoints, source: true)
        nodes.receiver = receiver ? demuxNodes.node(endpoints, source: false) : nodes.sender
        nodes.known = demuxNodes.count
        while batch.nodeBase + batch.newNodes.count < nodes.known { batch.newNodes.append(demuxNodes[batch.nodeBase + batch.newNodes.count]) }
        return nodes
    }

    /// Adopts the nodes the demux stage named from traffic, up to `count` (``PDUNodes/known``).
    private func adoptNodes(upTo count: Int, of batch: FrameBatch) {
        while recorder.nodes.count < count { recorder.nodes.adopt(batch.newNodes[recorder.nodes.count - batch.nodeBase]) }
    }

    /// The checking stage of frame `index` of `batch`, in capture order: its PDUs (decoded by a
    /// worker when ``FrameBatch/decoded`` holds them, else here), then the frame-level events.
    func checkFrame(_ index: Int, of batch: FrameBatch) {
        // The frame's fields are read in place: a copy of the frame out of its array costs a
        // reference count per array it holds (its endpoints').
        let time = batch.frames[index].timestampNanoseconds
        let frameNumber = batch.frames[index].frameNumber, frameLength = batch.frames[index].length
        beginFrame(at: time)
        if !spans.isEmpty { spans[spans.count - 1].lastFrame = max(spans[spans.count - 1].lastFrame, frameNumber) }
        frames.frames += 1
        trafficAccumulator.frame(at: time)
        frameHadPDU = false
        frameMalformed = false
        frameInconclusive = false
        frameUnattributed = false
        let truncated = batch.frames[index].truncated
        if truncated { completeness.snapLengthCutFrames += 1 }
        if batch.frames[index].copyOf > 0 {
            frames.copies += 1
            if frames.copyFrames.count < DemuxStatistics.fragmentFrameSampleSize { frames.copyFrames.append(frameNumber) }
        }
        if batch.frames[index].repeatOf > 0 {
            frames.repeats += 1
            if frames.repeatFrames.count < DemuxStatistics.fragmentFrameSampleSize { frames.repeatFrames.append(frameNumber) }
        }
        if onCheckedFrame != nil {
            checkedFrameBase = batch.frames[index].sampleBase
            checkedFrameBytes = batch.frames[index].capturedBytes
            checkedFrameBlocks.removeAll(keepingCapacity: true)
        }
        let firstPDU = batch.frames[index].firstPDU
        for i in firstPDU..<firstPDU + batch.frames[index].pduCount {
            adoptNodes(upTo: batch.nodes[i].known, of: batch)
            // (a message carried in an IP datagram reassembled here ends with this frame too)
            if batch.pdus[i].radioTransportPieces == 1, let own = batch.pdus[i].frameNumbers.last, own != frameNumber {
                checkHeldMessage(i, of: batch, frame: own)
                continue
            }
            process(i, of: batch.pdus, nodes: batch.nodes[i], decoded: batch.decoded[i], facts: batch.facts[i], f1apFacts: batch.f1apFacts[i],
                    frameLength: frameLength, truncated: truncated)
        }
        if truncated && Self.mayCarryFronthaul(batch.pdus[firstPDU..<firstPDU + batch.frames[index].pduCount]) {
            recorder.snapCutFronthaulFrames += 1
        }
        if let type = batch.frames[index].unhandledEtherType, !subscribers.otherEtherType.isEmpty {
            otherEtherType(type, endpoints: batch.frames[index].endpoints, frames: [frameNumber], time: time,
                           frameLength: frameLength, truncated: truncated)
        }
        if let fcs = batch.frames[index].fcs, let nodes = batch.frames[index].fcsNodes {
            adoptNodes(upTo: nodes.known, of: batch)
            if nodes.isUnattributed {
                frameUnattributed = true
            } else {
                var context = EventContext(frames: [frameNumber], timestampNanoseconds: time, endpoints: batch.frames[index].endpoints,
                                           sender: nodes.sender, receiver: nodes.receiver, frameLength: frameLength, truncated: false)
                stampRoles(&context)
                let event = Event(context: context, payload: .frameCheckSequence(fcs))
                shownKinds.formUnion(.frameCheckSequence)
                Self.show(event, to: subscribers.frameCheckSequence, &recorder)
            }
        }
        for entry in subscribers.clock { entry._withUnsafeGuaranteedRef { $0.checker.advanceClock(to: time, &recorder) } }
        if batch.frames[index].demuxMalformed && !truncated { frameMalformed = true }
        if frameUnattributed {
            // not judged: inconclusive (unless the network layers found it malformed), and the
            // run with it
            frameInconclusive = true
            countUnattributed(frameNumber)
        }
        if frameMalformed {
            frames.malformed += 1
            if frames.malformedFrames.count < configuration.findingCap { frames.malformedFrames.append(frameNumber) }
        } else if frameInconclusive || (truncated && batch.frames[index].demuxMalformed) {
            frames.inconclusive += 1
        } else if frameHadPDU {
            frames.decoded += 1
        } else {
            frames.other += 1
        }
        if let onCheckedFrame {
            onCheckedFrame(frameNumber, checkedFrameBlocks)
            checkedFrameBase = 0
        }
    }

    /// The whole BFP blocks of `result`'s U-plane messages that lie within the frame being
    /// checked (``onCheckedFrame``).
    @inline(never)
    private func noteSampleBlocks(_ result: FronthaulDecodeResult) {
        let base = checkedFrameBase, bytes = checkedFrameBytes
        for message in result.messages {
            guard case .uPlane(_, let u) = message.body else { continue }
            for section in u.sections where section.format.method == .blockFloatingPoint {
                let width = section.format.iqWidth
                guard (2...16).contains(width) else { continue }
                let whole = min(section.prbCount, section.iqData.count / (1 + 3 * width))
                guard whole > 0 else { continue }
                let address = section.iqData.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
                // Only octets of this frame (a message reassembled from pieces lies elsewhere).
                guard address >= base, address - base <= UInt(bytes) else { continue }
                let offset = Int(address - base)
                guard offset + whole * (1 + 3 * width) <= bytes else { continue }
                checkedFrameBlocks.append(SampleBlocks(offset: offset, width: width, count: whole))
            }
        }
    }

    /// A U-plane message sent whole with E = 0 that the network layers held until its sender showed
    /// it sends no pieces (``PDU/radioTransportPieces`` 1, handed on with a later frame): judged
    /// now, and tallied for its own frame, which went by as holding no PDU. Its frame's length is
    /// not at hand, so the rules on frame length do not judge it.
    @inline(never)
    private func checkHeldMessage(_ i: Int, of batch: FrameBatch, frame: Int) {
        let saved = (frameHadPDU, frameMalformed, frameInconclusive, frameUnattributed)
        (frameHadPDU, frameMalformed, frameInconclusive, frameUnattributed) = (false, false, false, false)
        process(i, of: batch.pdus, nodes: batch.nodes[i], decoded: batch.decoded[i], facts: batch.facts[i], f1apFacts: batch.f1apFacts[i],
                frameLength: nil, truncated: false)
        if frames.other > 0 { frames.other -= 1 }
        if frameUnattributed { countUnattributed(frame) }
        if frameMalformed {
            frames.malformed += 1
            if frames.malformedFrames.count < configuration.findingCap {
                frames.malformedFrames.insert(frame, at: frames.malformedFrames.firstIndex { $0 > frame } ?? frames.malformedFrames.endIndex)
            }
        } else if frameInconclusive || frameUnattributed {
            frames.inconclusive += 1
        } else if frameHadPDU {
            frames.decoded += 1
        } else {
            frames.other += 1
        }
        (frameHadPDU, frameMalformed, frameInconclusive, frameUnattributed) = saved
    }

    /// Whether a frame cut by the snap length may have carried fronthaul messages
    /// (``RuleRecorder/snapCutFronthaulFrames``): unless every PDU made of it is signalling or PTP.
    private static func mayCarryFronthaul(_ pdus: ArraySlice<PDU>) -> Bool {
        pdus.isEmpty || pdus.contains { $0.kind == .ecpri || $0.kind == .roe }
    }

    /// The fronthaul decoder's settings and per-flow state, for the decode workers of
    /// ``ParallelCheck`` (each starts from this copy and owns the flows routed to it).
    var fronthaulDecoder: FronthaulDecoder {
        get { dispatch.fronthaul }
        set { dispatch.fronthaul = newValue }
    }

    /// Whether FH-UP-BFP-MIN is selected, so its judgement is part of each PDU's facts
    /// (``FronthaulPDUFacts/bfp``).
    /// Set once by `init`, before any thread but the creator's can read it.
    private(set) var judgesBFPExponents = false

    /// The selected codec rules' handles (``FronthaulCodecRules/ruleHandles``), to which each
    /// PDU's findings are mapped where it is decoded (``FronthaulPDUFacts/codecViolations``).
    /// Set once by `init`, before any thread but the creator's can read it.
    private(set) var codecRuleHandles: [RuleID: Int] = [:]

    /// Capture files of the run (several: frame numbers are run-wide, see ``CaptureSpan``).
    private var spans: [CaptureSpan] = []
    var lastRecordTime: Int64?

    /// Starts the next capture file of the run, whose frames are numbered from `firstFrame`.
    /// When its first frame does not continue the previous file in time (earlier than its last
    /// frame, or more than ``discontinuityGapNanoseconds`` after it) the files are separate
    /// recordings: stream state is let go at the boundary (``RuleChecker/discontinuity(_:)``).
    public func beginCapture(name: String, firstFrame: Int) {
        letGoOfHeldFrames { checkInOrder($0) }
        if var last = spans.popLast() {
            last.lastFrame = firstFrame - 1
            spans.append(last)
        }
        spans.append(CaptureSpan(name: name, firstFrame: firstFrame, lastFrame: firstFrame))
        pendingBoundary = spans.count > 1
    }

    /// A gap between two files longer than this is a new recording (10 ms is hundreds of slots
    /// of fronthaul, which never pauses that long). F1AP signalling pauses longer: its rules let
    /// their state go only when the gap exceeds their response timeout or time runs backwards.
    public static let discontinuityGapNanoseconds: Int64 = 10_000_000
    private var pendingBoundary = false

    /// Before a frame's events: a new recording begins at a file boundary that does not continue
    /// the previous file (``beginCapture(name:firstFrame:)``), and the first frame of a recording
    /// sets ``RuleRecorder/recordingStart``.
    private func beginFrame(at time: Int64) {
        checkBoundary(time)
        lastRecordTime = time
        if recorder.recordingStart == nil { recorder.recordingStart = time }
    }

    private func checkBoundary(_ time: Int64) {
        guard pendingBoundary else { return }
        pendingBoundary = false
        guard let previous = lastRecordTime else { return }
        if time < previous || time.subtractingSaturating(previous) > Self.discontinuityGapNanoseconds {
            let gap: Int64? = time < previous ? nil : time.subtractingSaturating(previous)
            // the checkers end the recording first (their `finish` may read its start)
            for checker in checkers { checker.discontinuity(&recorder, gapNanoseconds: gap) }
            recorder.recordingStart = nil
        }
    }

    /// Notes why a capture file could not be read to its end (cut short mid-record, a corrupt
    /// block): the run's verdict is then never a plain PASS (``RunResults/completeness``).
    public func captureFileProblem(_ text: String) {
        if completeness.problems.count < 64 { completeness.problems.append(text) }
    }

    /// Counts a frame with an event of a sender or receiver past the bound of nodes named from
    /// traffic (``RunConfiguration/maximumTrafficNodes``).
    private func countUnattributed(_ frameNumber: Int) {
        frames.unattributed += 1
        if frames.unattributedFrames.count < DemuxStatistics.fragmentFrameSampleSize { frames.unattributedFrames.append(frameNumber) }
    }

    /// Feeds one PDU (for callers that demultiplex themselves).
    public func feed(pdu: PDU, frameLength: Int? = nil, truncated: Bool = false) {
        beginFrame(at: pdu.timestampNanoseconds)
        // Resolved and adopted at once: this path has no demux stage running ahead.
        pduBatch.removeAll()
        pduBatch.nodeBase = demuxNodes.count
        let nodes = resolveNodes(pdu, &pduBatch)
        adoptNodes(upTo: nodes.known, of: pduBatch)
        pduBatch.pdus.append(pdu)
        frameUnattributed = false
        process(0, of: pduBatch.pdus, nodes: nodes, decoded: nil, facts: nil, f1apFacts: nil, frameLength: frameLength, truncated: truncated)
        if frameUnattributed { countUnattributed(pdu.frameNumbers.first ?? 0) }
        for entry in subscribers.clock { entry._withUnsafeGuaranteedRef { $0.checker.advanceClock(to: pdu.timestampNanoseconds, &recorder) } }
    }

    /// - Parameter facts: the PDU's ``FronthaulPDUFacts`` when a decode worker made them (else
    ///   they are made here, with the same code).
    ///
    /// The PDU is `pdus[index]`, read field by field in place: a copy of the whole PDU retains its
    /// payload's buffer (a count the reading and decoding threads change too) and each of its lists.
    private func process(_ index: Int, of pdus: [PDU], nodes: PDUNodes, decoded: DecodedPDU?, facts: FronthaulPDUFacts?, f1apFacts: F1APPDUFacts?,
                         frameLength: Int?, truncated: Bool) {
        if nodes.isUnattributed {
            // An endpoint past the bound of nodes named from traffic: nothing of it is judged. It
            // is decoded all the same: the fronthaul codec keeps per-flow state, which a decode
            // worker would have updated too.
            frameUnattributed = true
            switch decoded ?? decode(index, of: pdus) {
            case .fronthaul, .f1ap, .ap:
                frameHadPDU = true
                frames.pdus += 1
            case .ptp, .roe, .undecoded:
                break
            }
            return
        }
        // switched on in place: bound to a constant first, the decoded value was copied (a
        // retain and a release per PDU)
        switch decoded ?? decode(index, of: pdus) {
        case .fronthaul(let result):
            frameHadPDU = true
            frames.pdus += 1
            let facts = facts ?? FronthaulPDUFacts(result, judgesBFP: judgesBFPExponents, codecRules: codecRuleHandles)
            if facts.decodingStopped {
                if truncated || facts.stoppedOnUnsupported { frameInconclusive = true } else { frameMalformed = true }
            }
            roles.fronthaul(result, sender: nodes.sender, &recorder.nodes)
            oneDirection.fronthaul(sender: nodes.sender, receiver: nodes.receiver, downlink: facts.firstFlow?.downlink == true)
            if followed?.isHolding == true { followed?.passDecided(oneDirection) }
            let event = Event(context: context(index, of: pdus, nodes, frameLength: frameLength, truncated: truncated), payload: .fronthaul(result),
                              fronthaulFacts: facts)
            trafficAccumulator.fronthaul(result, facts: facts, sender: event.context.sender, time: pdus[index].timestampNanoseconds)
            shownKinds.formUnion(.fronthaul)
            Self.show(event, to: subscribers.fronthaul, &recorder)
            if checkedFrameBase != 0 { noteSampleBlocks(result) }
        case .f1ap(let result):
            frameHadPDU = true
            frames.pdus += 1
            if result.error != nil {
                if truncated { frameInconclusive = true } else { frameMalformed = true }
            }
            roles.f1ap(sender: nodes.sender, receiver: nodes.receiver, pdus[index].endpoints, result.message, &recorder.nodes)
            oneDirection.f1ap(association: pdus[index].endpoints.sctpAssociation, directions: pdus[index].endpoints.sctpDirectionsSeen, sender: nodes.sender, receiver: nodes.receiver)
            if followed?.isHolding == true { followed?.passDecided(oneDirection) }
            // decoded here (not by a worker): the same facts, made now
            let event = Event(context: context(index, of: pdus, nodes, frameLength: frameLength, truncated: truncated), payload: .f1ap(result),
                              f1apFacts: f1apFacts ?? F1APPDUFacts(result))
            if let message = result.message {
                trafficAccumulator.f1ap(message, frame: pdus[index].frameNumbers.last ?? 0, sender: event.context.sender, receiver: event.context.receiver,
                                      time: pdus[index].timestampNanoseconds)
            }
            shownKinds.formUnion(.f1ap)
            Self.show(event, to: subscribers.f1ap, &recorder)
        case .ptp(let decoded):
            // A well-formed PTP frame stays counted as "other" (no RAN PDU); a malformed one is
            // malformed (inconclusive when the snap length cut it). S-plane rules see them here.
            if case .failure = decoded {
                if truncated { frameInconclusive = true } else { frameMalformed = true }
            }
            guard !subscribers.ptp.isEmpty else { return }
            // PTP is multicast: the sender stands for the receiver.
            let sender = PDUNodes(sender: nodes.sender, receiver: nodes.sender, known: nodes.known)
            let event = Event(context: context(index, of: pdus, sender, frameLength: frameLength, truncated: truncated), payload: .ptp(decoded))
            shownKinds.formUnion(.ptp)
            Self.show(event, to: subscribers.ptp, &recorder)
        case .roe:
            // IEEE 1914.3 without an O-RAN message (a RoE control packet): FH-ETH-TYPE alone.
            guard !subscribers.otherEtherType.isEmpty else { return }
            otherEtherType(0xFC3D, endpoints: pdus[index].endpoints, frames: pdus[index].frameNumbers, time: pdus[index].timestampNanoseconds,
                           frameLength: frameLength, truncated: truncated)
        case .ap(let result):
            frameHadPDU = true
            frames.pdus += 1
            if result.error != nil {
                if truncated { frameInconclusive = true } else { frameMalformed = true }
            }
            guard !subscribers.ap.isEmpty else { return }
            let event = Event(context: context(index, of: pdus, nodes, frameLength: frameLength, truncated: truncated), payload: .ap(result))
            shownKinds.formUnion(.ap)
            Self.show(event, to: subscribers.ap, &recorder)
        case .undecoded:
            break
        }
    }

    /// `pdus[index]` decoded here (no decode worker did).
    @inline(__always) private func decode(_ index: Int, of pdus: [PDU]) -> DecodedPDU {
        dispatch.decode(pdus[index].kind, pdus[index].payload, offsetInFrame: pdus[index].offsetInFrame, overUDP: pdus[index].endpoints.sourcePort != nil,
                        radioTransportPieces: pdus[index].radioTransportPieces)
    }

    /// Shows `event` to `checkers` in order under one access to the run's recorder (a loop over
    /// the stored property would begin and end an exclusive access once per checker).
    ///
    /// Not inlined: here the event (some 560 bytes) arrives in memory once and its address is
    /// passed to every checker; inlined into its caller, the event was stored anew for each
    /// checker call (a copy per checker and PDU, about 8 % of a fronthaul check's CPU).
    @inline(never)
    private static func show(_ event: Event, to checkers: [EventSubscribers.Entry], _ recorder: inout RuleRecorder) {
        for entry in checkers { entry._withUnsafeGuaranteedRef { $0.checker.observe(event, &recorder) } }
    }

    /// A frame NetLayers does not decode further: handed to the FH-ETH-TYPE checkers only when its
    /// source and destination (MAC and, when declared, VLAN) are both declared testbed nodes, so
    /// multicast control traffic and unknown stations are not judged.
    private func otherEtherType(_ type: UInt16, endpoints: Endpoints, frames: [Int], time: Int64, frameLength: Int?, truncated: Bool) {
        guard let sender = recorder.nodes.declaredNode(endpoints, source: true),
            let receiver = recorder.nodes.declaredNode(endpoints, source: false)
        else { return }
        var context = EventContext(frames: frames, timestampNanoseconds: time, endpoints: endpoints, sender: sender, receiver: receiver,
                                   frameLength: frameLength, truncated: truncated)
        stampRoles(&context)
        let event = Event(context: context, payload: .otherEtherType(type))
        shownKinds.formUnion(.otherEtherType)
        Self.show(event, to: subscribers.otherEtherType, &recorder)
    }

    /// The context of the event of `pdus[index]`, with the roles its nodes have now (``EventContext/senderRole``).
    private func context(_ index: Int, of pdus: [PDU], _ nodes: PDUNodes, frameLength: Int?, truncated: Bool) -> EventContext {
        var context = EventContext(frames: pdus[index].frameNumbers, timestampNanoseconds: pdus[index].timestampNanoseconds, endpoints: pdus[index].endpoints,
                                   sender: nodes.sender, receiver: nodes.receiver, frameLength: frameLength, truncated: truncated)
        stampRoles(&context)
        return context
    }

    /// Sets the roles of `context`'s nodes as known now.
    private func stampRoles(_ context: inout EventContext) {
        context.senderRole = recorder.nodes.role(context.sender)
        context.receiverRole = recorder.nodes.role(context.receiver)
    }

    /// Ends the run: flushes open state and computes every verdict.
    public func finish() -> RunResults {
        if !finished {
            letGoOfHeldFrames { checkInOrder($0) }
            frames.reordered = timeOrder.reordered
            frames.reorderedFrames = timeOrder.reorderedFrames
            frames.backInTime = timeOrder.backInTime
            frames.backInTimeFrames = timeOrder.backInTimeFrames
            finished = true
            for checker in checkers { checker.finish(&recorder) }
            settleOneDirectionCaptures()
            followed?.finish { rule, node in recorder.isSettledOneDirection(rule, node: node) }
            accountIncompleteFragments()
            if frames.unattributed > 0 {
                let first = frames.unattributedFrames.map(String.init).joined(separator: ", ")
                completeness.problems.append(
                    "\(frames.unattributed) frame(s) not checked: their sender or receiver would be one more than the \(configuration.maximumTrafficNodes) nodes named from traffic (first frames: \(first))")
            }
        }
        var results = RunResults(results: Self.results(recorder), nodes: recorder.nodes.nodes, frames: frames,
                                 testbedName: configuration.testbed?.name, suiteName: configuration.suite?.name)
        results.flowTiming = recorder.flowTiming
        results.timingHints = recorder.timingHints
        results.traffic = traffic
        results.completeness = completeness
        results.deviceUnderTest = configuration.testbed?.report.dut ?? []
        results.captureSpans = spans
        results.waivers = recorder.waiverOutcomes()
        results.iq = checkers.lazy.compactMap { ($0 as? IQChecker)?.report }.first
        results.ueTimelines = checkers.lazy.compactMap { ($0 as? UEBearerChecker)?.timelines }.first ?? UETimelineSummary()
        return results
    }

    /// The state of every component that can be joined across the parts of a split capture,
    /// by name (``BoundaryState``; Design "Parts checked apart, joined at their boundaries").
    /// `now`: the capture time the states are read at (by default the last frame's);
    /// `frameBase`: the number of the frame the states count frames from (a part's snapshot
    /// frame, ``RuleRecorder/boundaryFrameBase``).
    func boundaryStates(now: Int64? = nil, frameBase: Int = 0) -> [String: BoundaryState] {
        var out: [String: BoundaryState] = [:]
        let now = now ?? lastRecordTime ?? 0
        recorder.boundaryFrameBase = frameBase
        out[Self.runComponent] = runBoundaryState(now: now)
        for checker in checkers {
            if let component = checker as? any BoundaryStateExporting {
                out[component.boundaryName] = component.boundaryState(&recorder, now: now)
            } else {
                out[Self.boundaryName(checker)] = unwrittenState(checker)
            }
        }
        return out
    }

    /// The name of a checker that writes no boundary state: its rules' ids, else its type.
    static func boundaryName(_ checker: any RuleChecker) -> String {
        checker.specs.isEmpty ? String(describing: type(of: checker)) : checker.specs.map(\.id.rawValue).joined(separator: " ")
    }

    /// The state of a checker that writes none (F1AP, E1AP, E2AP and NGAP procedures, UE
    /// contexts, IQ analysis, custom rules): nothing while it has been shown no event (the clock
    /// alone makes no state), else an ``BoundaryTable/Kind/opaque`` entry, which refuses a join.
    private func unwrittenState(_ checker: any RuleChecker) -> BoundaryState {
        var table = BoundaryTable("state not written", kind: .opaque)
        let shown = checker.subscriptions.intersection(shownKinds).subtracting(.clock)
        if !shown.isEmpty { table.entries["events of kinds 0x" + String(shown.rawValue, radix: 16)] = BoundaryEntry(.null) }
        return BoundaryState([table])
    }

    /// ``boundaryStates()`` at a part's snapshot: from here on each component notes what it lets go.
    func takeBoundarySnapshot(frameBase: Int = 0) -> [String: BoundaryState] {
        let states = boundaryStates(frameBase: frameBase)
        runSnapshotTaken()
        for case let component as any BoundaryStateExporting in checkers { component.boundarySnapshotTaken(&recorder) }
        return states
    }

    /// Takes over `states` (``boundaryStates()`` of a run, or states joined across parts) into
    /// each component that can restore its own (``BoundaryStateRestoring``): the run goes on as
    /// the run whose state it was. Every such component must find its state in `states`.
    func restoreBoundaryStates(_ states: [String: BoundaryState], frameBase: Int = 0) throws(BoundaryRestoreError) {
        recorder.boundaryFrameBase = frameBase
        // The engine's first: the checkers' states name its nodes.
        guard let run = states[Self.runComponent] else {
            var error = BoundaryRestoreError(table: "-", "no state for this component")
            error.component = Self.runComponent
            throw error
        }
        do throws(BoundaryRestoreError) {
            try restoreRunState(run)
        } catch {
            var error = error
            error.component = Self.runComponent
            throw error
        }
        for checker in checkers where !(checker is any BoundaryStateRestoring) {
            let name = Self.boundaryName(checker)
            var error = BoundaryRestoreError(table: "state not written", "")
            error.component = name
            guard let state = states[name] else {
                error.reason = "no state for this component"
                throw error
            }
            if let key = state["state not written"]?.entries.keys.sorted().first {
                error.key = key
                error.reason = "the component does not write its state: it cannot be restored"
                throw error
            }
            // the run's own checker must hold nothing either: the state replaces it
            if unwrittenState(checker) != state {
                error.reason = "the run's component holds state it does not write"
                throw error
            }
        }
        for case let component as any BoundaryStateRestoring in checkers {
            guard let state = states[component.boundaryName] else {
                var error = BoundaryRestoreError(table: "-", "no state for this component")
                error.component = component.boundaryName
                throw error
            }
            do throws(BoundaryRestoreError) {
                try component.restore(state, &recorder)
            } catch {
                var error = error
                error.component = component.boundaryName
                throw error
            }
        }
    }

    /// The violations of rules that judge one end by the other, for nodes whose exchanges the
    /// capture holds one way only, become INCONCLUSIVE (``OneDirectionTraffic``).
    private func settleOneDirectionCaptures() {
        let rules = recorder.definitions.indices.filter { recorder.definitions[$0].exchange != .oneEnd }
        guard !rules.isEmpty else { return }
        for (node, downlinkSender) in oneDirection.fronthaulOneWayNodes() {
            let reason = "the capture holds \(recorder.nodes[node].name)'s fronthaul one way only (no peer's eCPRI messages both to and from it): what looks unanswered may not have been captured"
            for rule in rules where recorder.definitions[rule].area == .fronthaul {
                guard recorder.definitions[rule].exchange == .bothEnds || !downlinkSender else { continue }
                recorder.capturedOneDirectionOnly(rule, node: node, reason: reason)
            }
        }
        for node in oneDirection.f1apOneWayNodes(demux.sctpAssociations) {
            let reason = "the capture holds \(recorder.nodes[node].name)'s SCTP association(s) one way only (no packet, not even a SACK, from the other end): what looks unanswered or unasked may not have been captured"
            for rule in rules where recorder.definitions[rule].area == .f1ap {
                recorder.capturedOneDirectionOnly(rule, node: node, reason: reason)
            }
        }
    }

    /// Nothing is lost: frames whose fragments never became a datagram or message (evicted at
    /// the reassembly bounds, or pending when the capture ended) were counted as holding no PDU;
    /// they are inconclusive, with their number and the first of them in the results.
    private func accountIncompleteFragments() {
        let pending = demux.pendingFragmentFrames
        let count = demux.statistics.evictedFragmentFrames + pending.count
        guard count > 0 else { return }
        let moved = min(count, frames.other)
        frames.other -= moved
        frames.inconclusive += moved
        frames.incompleteFragments = count
        let cap = DemuxStatistics.fragmentFrameSampleSize
        frames.incompleteFragmentFrames = Array((demux.statistics.evictedFragmentFrameSample + pending.sorted().prefix(cap)).sorted().prefix(cap))
    }

    /// "K item(s) could not be judged: why" (the first reason a checker gave, else the usual causes).
    private static func notJudgedText(_ tally: RuleRecorder.Tally) -> String {
        tally.inconclusiveReason.map { "\(tally.inconclusive) item(s) could not be judged: \($0)" }
            ?? "\(tally.inconclusive) item(s) could not be judged (snap-length truncation or state from before the capture)"
    }

    static func results(_ recorder: RuleRecorder) -> [RuleResult] {
        var out: [RuleResult] = []
        for (index, rule) in recorder.definitions.enumerated() {
            var rows: [RuleResult] = []
            for (node, tally) in recorder.tallies(of: index).enumerated() {
                var row = RuleResult(rule: rule.id.rawValue, title: rule.title, clause: rule.clause, status: rule.status, severity: rule.severity,
                                     node: recorder.nodes[node].name, verdict: .pass, evaluated: tally.evaluated, violations: tally.violations,
                                     waived: tally.waived, inconclusive: tally.inconclusive, reason: nil, findings: tally.findings,
                                     measurements: tally.measurements.values.sorted { $0.name < $1.name })
                switch tally.state {
                case .unknown: continue
                case .skipped(let reason):
                    row.verdict = .skip
                    row.reason = reason
                case .active:
                    if let why = tally.oneDirectionReason {
                        row.verdict = .inconclusive
                        row.reason = "\(tally.inconclusive) item(s) could not be judged: \(why)"
                    } else if tally.violations > 0 {
                        row.verdict = tally.worst == .error ? .fail : .warn
                    } else if tally.waived > 0 {
                        row.verdict = .waived
                        row.reason = tally.waiverReasons.joined(separator: "; ")
                    } else if tally.evaluated > 0 {
                        row.verdict = .pass
                    } else if tally.inconclusive > 0 {
                        row.verdict = .inconclusive
                        row.reason = Self.notJudgedText(tally)
                    } else if let why = tally.notApplicableReason {
                        row.verdict = .skip
                        row.reason = "not applicable: \(why) (\(tally.notApplicable) item(s) not judged)"
                    } else {
                        row.verdict = .skip
                        row.reason = "no applicable traffic in the capture"
                    }
                    // a verdict on what was judged, beside items that could not be: the reason
                    // of those goes with it (a WAIVED row's reason is its waivers')
                    if row.reason == nil, tally.inconclusive > 0 { row.reason = Self.notJudgedText(tally) }
                }
                rows.append(row)
            }
            if rows.isEmpty {
                let reason: String
                if let given = recorder.ruleSkipReasons[index] {
                    reason = given
                } else {
                    switch rule.area {
                    case .fronthaul, .testbed: reason = "no applicable fronthaul traffic in the capture"
                    case .f1ap: reason = "no applicable F1AP traffic in the capture"
                    case .e1ap: reason = "no applicable E1AP traffic in the capture"
                    case .e2ap: reason = "no applicable E2AP traffic in the capture"
                    case .ngap: reason = "no applicable NGAP traffic in the capture"
                    }
                }
                rows.append(RuleResult(rule: rule.id.rawValue, title: rule.title, clause: rule.clause, status: rule.status, severity: rule.severity,
                                       node: "-", verdict: .skip, evaluated: 0, violations: 0, waived: 0, inconclusive: 0, reason: reason,
                                       findings: [], measurements: []))
            }
            out.append(contentsOf: rows)
        }
        return out
    }
}
