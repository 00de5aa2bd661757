import WireCore
import Fronthaul
import Profiles
import Timing

/// FH-T-DLU, FH-T-DLC, FH-T-ULC, FH-T-ULU, FH-T-FRAME, FH-T-SPREAD and FH-T-PROFILE (O-RAN.WG4.CUS
/// delay management; the model is the Timing documentation's TimingModel article): every C/U-plane
/// message's air time from its header and the capture timestamp, judged against the windows of the
/// O-DU / O-RU device profiles at the tap the testbed declares; per-flow measurements and hints for
/// the reports.
///
/// A message is attributed to its sender. The O-DU of a message is its sender for C-plane and
/// DL U-plane and its receiver for UL U-plane (the O-RU the other end). A rule is SKIP "not
/// applicable", with the reason, when what the testbed declares rules the judgment out: no testbed,
/// a capture not declared time-synchronised (`timing.gpsAligned`), a tap that is not at the DU or
/// RU, or a window (or the transport delay to translate the other side's) that is not declared.
/// INCONCLUSIVE is kept for items the capture itself cannot decide (a header time outside the
/// numerology's range, too many UL senders to track).
final class DelayWindowChecker: RuleChecker {
    var specs: [RuleSpec] { TimingRuleRegistry.specs }
    var subscriptions: EventKinds { [.fronthaul] }
    /// It fills the report's delay-window histograms and timing hints whatever the suite selects.
    var observesUnselected: Bool { true }

    private let testbed: TestbedProfile?
    private let setup: TimingSetup
    private let calculator: AirTimeCalculator
    private let flowNames: FlowResolver
    private let split: EAxCSplit
    private let measured: MeasuredTransportDelays?
    private var handles: [Int] = Array(repeating: RuleRecorder.unselected, count: 7)
    private var plans: [UInt64: DelayWindowPlan] = [:]
    var collector: FlowTimingCollector
    var bursts: [Int: ULBurstTracker] = [:]
    /// The window plan of each UL sender's first UL U-plane message (for FH-T-SPREAD).
    var spreadPlans: [Int: (du: Int, plan: DelayWindowPlan)] = [:]
    /// After a part's snapshot: whether a UL sender was not tracked for the bound, or a sender's
    /// open bursts reached theirs, since (``BoundaryTable/reachedCapacity``).
    var burstBoundReachedSinceSnapshot: Bool?
    let maximumBurstTrackers = 64

    init(configuration: RunConfiguration, flows: FlowResolver, measured: MeasuredTransportDelays?) {
        testbed = configuration.testbed
        setup = TimingSetup(testbed: configuration.testbed, numerology: configuration.fronthaul.numerology)
        calculator = AirTimeCalculator(configuration: setup.configuration)
        flowNames = flows
        split = flows.split
        self.measured = measured
        collector = FlowTimingCollector(maximumFlows: min(1_024, configuration.maximumOpenEntries))
    }

    private var hFrame: Int { handles[4] }
    private var hSpread: Int { handles[5] }
    private var hProfile: Int { handles[6] }

    func prepare(_ recorder: inout RuleRecorder) {
        handles = TimingRuleRegistry.specs.map { recorder.handle($0.id) }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let messages = result.messages
        for index in messages.indices {
            switch messages[index].body {
            // ST8 (ACK/NACK, O-RU → O-DU) answers a request; it is not scheduled against an air time.
            case .cPlane(let t, let c) where c.sectionType != 8:
                judge(
                    control: true, downlink: c.dataDirection == 1, eAxC: t.eAxC,
                    airTime: AirTime(frameId: c.frameId, subframeId: c.subframeId, slotId: c.slotId, symbolId: c.startSymbolId),
                    event.context, &recorder)
            case .uPlane(let t, let u):
                judge(
                    control: false, downlink: u.dataDirection == 1, eAxC: t.eAxC,
                    airTime: AirTime(frameId: u.frameId, subframeId: u.subframeId, slotId: u.slotId, symbolId: u.symbolId),
                    event.context, &recorder)
            default:
                continue
            }
        }
    }

    /// Reads the recorder only; `inout` passes it by address (see ``RuleRecorder``).
    func plan(du: Int, ru: Int, _ recorder: inout RuleRecorder) -> DelayWindowPlan {
        let key = UInt64(UInt32(truncatingIfNeeded: du)) << 32 | UInt64(UInt32(truncatingIfNeeded: ru))
        if let p = plans[key] { return p }
        let nodes = recorder.nodes.nodes
        let p = DelayWindowPlan(
            du: du < nodes.count ? nodes[du] : nil, ru: ru < nodes.count ? nodes[ru] : nil, testbed: testbed, setup: setup)
        if plans.count >= 4_096 { plans.removeAll(keepingCapacity: true) }
        plans[key] = p
        return p
    }

    private func judge(
        control: Bool, downlink: Bool, eAxC: UInt16, airTime: AirTime, _ c: EventContext, _ recorder: inout RuleRecorder
    ) {
        let kind = DelayWindowPlan.kind(control: control, downlink: downlink)
        let handle = handles[kind]
        let node = c.sender
        guard recorder.isActive(handle, node: node) || recorder.isActive(hFrame, node: node) else { return }
        let (du, ru) = control || downlink ? (c.sender, c.receiver) : (c.receiver, c.sender)
        let plan = self.plan(du: du, ru: ru, &recorder)
        let slot = collector.slot(node: node, eAxC: eAxC, control: control, downlink: downlink) {
            var info = FlowTimingCollector.Info(
                node: node, eAxC: eAxC, control: control, downlink: downlink,
                flowName: flowNames.name(eAxC: eAxC, cPlane: control, downlink: downlink))
            if case .success(let w) = plan.windows[kind] {
                info.offsetRange = w.offsetRange
                info.widthNs = w.widthNs
            }
            return info
        }
        if let blocked = setup.blockedReason {
            recorder.notApplicable(handle, node: node, reason: blocked)
            recorder.notApplicable(hFrame, node: node, reason: blocked)
            if !control && !downlink { recorder.notApplicable(hSpread, node: node, reason: blocked) }
            if let slot { collector.recordUnjudged(slot) }
            return
        }
        guard let mu = setup.numerology,
            let match = calculator.nearestAirTime(captureNs: c.timestampNanoseconds, airTime: airTime, numerology: mu)
        else {
            let reason = "header time out of range for the carrier numerology (FH-CP-TIME / FH-UP-TIME report it)"
            recorder.inconclusive(handle, node: node, reason: reason)
            recorder.inconclusive(hFrame, node: node, reason: reason)
            if let slot { collector.recordUnjudged(slot) }
            return
        }
        // The flow name (for flow-scoped waivers) is looked up only when there is a violation.
        func flowName() -> String? { flowNames.name(eAxC: eAxC, cPlane: control, downlink: downlink) }
        switch plan.windows[kind] {
        case .success(let window):
            let j = window.judge(offsetNs: match.offsetNs)
            recorder.evaluated(handle, node: node)
            if let slot { collector.record(slot, offsetNs: match.offsetNs, outcome: j.outcome, marginNs: j.marginNs) }
            if j.outcome != .onTime {
                recorder.violation(
                    handle, node: node,
                    recorder.wantsFinding(handle, node: node)
                        ? windowViolation(window, j, match, control: control, downlink: downlink, eAxC: eAxC, c, flow: flowName())
                        : Violation("", frames: c.frames, flow: flowName()))
            }
        case .failure(let why):
            recorder.notApplicable(handle, node: node, reason: why.reason)
            if let slot { collector.record(slot, offsetNs: match.offsetNs, outcome: .inconclusive, marginNs: 0) }
        }
        judgeFrame(plan, match, c, flow: flowName, &recorder)
        if !control && !downlink {
            guard bursts[node] != nil || bursts.count < maximumBurstTrackers else {
                if burstBoundReachedSinceSnapshot != nil { burstBoundReachedSinceSnapshot = true }
                recorder.inconclusive(hSpread, node: node, reason: "too many UL senders tracked")
                return
            }
            if spreadPlans[node] == nil { spreadPlans[node] = (du, plan) }
            let closed = bursts[node, default: ULBurstTracker()].add(
                eAxC: eAxC, match: match, captureNs: c.timestampNanoseconds, frame: c.frames.last ?? 0)
            for burst in closed { judgeSpread(burst, node: node, &recorder) }
            if burstBoundReachedSinceSnapshot == false, let tracker = bursts[node], tracker.openCount >= tracker.maximumOpen {
                burstBoundReachedSinceSnapshot = true
            }
        }
    }

    /// FH-T-FRAME: |capture − air| within the largest declared window (+ transport delay).
    private func judgeFrame(
        _ plan: DelayWindowPlan, _ match: AirTimeMatch, _ c: EventContext, flow: () -> String?, _ recorder: inout RuleRecorder
    ) {
        guard let bound = plan.frameBoundNs else {
            recorder.notApplicable(hFrame, node: c.sender, reason: "no delay window declared to bound the frame check")
            return
        }
        recorder.evaluated(hFrame, node: c.sender)
        let magnitude = Int64(clamping: match.offsetNs.magnitude)
        guard magnitude > bound else { return }
        guard recorder.wantsFinding(hFrame, node: c.sender), let mu = setup.numerology else {
            recorder.violation(hFrame, node: c.sender, Violation("", frames: c.frames, flow: flow()))
            return
        }
        let now = calculator.radioTime(atCaptureNs: c.timestampNanoseconds, numerology: mu)
        let hint = TimingHints.frameMismatch(medianOffsetNs: match.offsetNs).map { ": " + $0.message } ?? ""
        recorder.violation(
            hFrame, node: c.sender,
            Violation(
                "header frame/subframe/slot/symbol \(match.airTime) is \(match.offsetNs) ns from the capture time "
                    + "(bound ±\(bound) ns)\(hint)",
                frames: c.frames, fieldPath: "oran_fh_cus.frameId", expected: "\(now.airTime) (on air at capture)",
                actual: "\(match.airTime)", measurement: Measurement(name: "offset", value: Double(match.offsetNs), unit: "ns"),
                flow: flow()))
    }

    private func judgeSpread(_ burst: ULBurst, node: Int, _ recorder: inout RuleRecorder) {
        guard setup.blockedReason == nil else { return }
        let plan = spreadPlans[node]?.plan
        let limit = plan?.spreadLimitNs
        let name = plan?.spreadName ?? ""
        let reason = plan?.spreadReason ?? "no window plan for this sender"
        guard let limit else {
            recorder.notApplicable(hSpread, node: node, reason: reason)
            return
        }
        recorder.evaluated(hSpread, node: node)
        guard burst.spreadNs > limit else { return }
        let text =
            recorder.wantsFinding(hSpread, node: node)
            ? "UL U-plane burst of eAxC \(split.components(of: burst.eAxC)) symbol \(burst.airTime) spans \(burst.spreadNs) ns "
                + "over \(burst.count) messages (frames \(burst.firstFrame)–\(burst.lastFrame)), more than \(name) \(limit) ns"
            : ""
        recorder.violation(
            hSpread, node: node,
            Violation(
                text, frames: [burst.firstFrame, burst.lastFrame], fieldPath: "frame.time_epoch", expected: "≤ \(limit) ns",
                actual: "\(burst.spreadNs) ns", measurement: Measurement(name: "burst spread", value: Double(burst.spreadNs), unit: "ns"),
                flow: flowNames.name(eAxC: burst.eAxC, cPlane: false, downlink: false)))
    }

    private func windowViolation(
        _ w: ResolvedWindow, _ j: (outcome: TimingOutcome, measuredNs: Int64, marginNs: Int64), _ match: AirTimeMatch,
        control: Bool, downlink: Bool, eAxC: UInt16, _ c: EventContext, flow: String?
    ) -> Violation {
        let what = "\(downlink ? "DL" : "UL") \(control ? "C" : "U")-plane"
        let side = w.isAfter ? "after" : "before"
        // The measure counts towards `side`; a negative one is on the other side of the air time.
        let seen = j.measuredNs >= 0
            ? "\(j.measuredNs) ns \(side)" : "\(j.measuredNs.magnitude) ns \(w.isAfter ? "before" : "after")"
        return Violation(
            "\(what) eAxC \(split.components(of: eAxC)) \(j.outcome.rawValue) by \(j.marginNs) ns: seen \(seen) the air "
                + "time of \(match.airTime) (SFN \(match.systemFrameNumber)), \(w.name) window [\(w.minNs), \(w.maxNs)] ns \(side) air",
            frames: c.frames, fieldPath: "frame.time_epoch", expected: "[\(w.minNs), \(w.maxNs)] ns \(side) air",
            actual: "\(seen) air",
            measurement: Measurement(name: "outside window", value: Double(j.marginNs), unit: "ns"), flow: flow)
    }

    func finish(_ recorder: inout RuleRecorder) {
        for node in bursts.keys.sorted() {
            for burst in bursts[node]?.finish() ?? [] { judgeSpread(burst, node: node, &recorder) }
        }
        bursts.removeAll()
        judgeProfiles(&recorder)
        let (reports, hints) = collector.reports(nodes: recorder.nodes.nodes) { [split] in split.components(of: $0).description }
        recorder.flowTiming += reports
        recorder.timingHints += hints
    }

    /// FH-T-PROFILE for every declared O-DU / O-RU pair (the pairs of the testbed flows, else
    /// every O-DU with every O-RU), on the O-DU node; T12 / T34 measured with eCPRI type 5 win
    /// over the testbed's `transport`.
    private func judgeProfiles(_ recorder: inout RuleRecorder) {
        guard let testbed, hProfile >= 0 else { return }
        let nodes = recorder.nodes.nodes
        func index(_ name: String) -> Int? { nodes.firstIndex { $0.name == name && $0.declared } }
        var pairs: [(Int, Int)] = []
        for flow in testbed.flows {
            if let d = flow.du.flatMap(index), let r = flow.ru.flatMap(index), !pairs.contains(where: { $0 == (d, r) }) {
                pairs.append((d, r))
            }
        }
        if pairs.isEmpty {
            for d in nodes.indices where nodes[d].declared && nodes[d].role == .oDU {
                for r in nodes.indices where nodes[r].declared && nodes[r].role == .oRU { pairs.append((d, r)) }
            }
        }
        for (d, r) in pairs {
            guard recorder.isActive(hProfile, node: d) else { continue }
            var windows = DelayWindowPlan.windows(
                du: nodes[d].device?.fronthaul?.oduWindows, ru: nodes[r].device?.fronthaul?.oruWindows,
                transport: testbed.transport)
            var source = testbed.transport == nil ? "T12/T34 not declared" : "T12/T34 from the testbed"
            if let measured {
                let t12 = measured.range(from: d, to: r)
                let t34 = measured.range(from: r, to: d)
                if t12 != nil || t34 != nil {
                    windows = windows.withMeasuredTransport(t12: t12, t34: t34)
                    source = "T12/T34 measured with eCPRI type 5 where available"
                }
            }
            let checks = windows.checkRelations()
            let checked = checks.filter { $0.status != .notCheckable }
            guard !checked.isEmpty else {
                recorder.notApplicable(
                    hProfile, node: d,
                    reason: "no delay-window relation checkable between \(nodes[d].name) and \(nodes[r].name): windows not declared")
                continue
            }
            recorder.evaluated(hProfile, node: d, count: checked.count)
            for violated in checked where violated.status == .violated {
                recorder.violation(
                    hProfile, node: d,
                    Violation(
                        "\(nodes[d].name) ↔ \(nodes[r].name): \(violated.relation) does not hold: \(violated.explanation) (\(source))",
                        frames: [], fieldPath: "fronthaul.window", expected: violated.relation,
                        actual: "\(violated.left.map(String.init) ?? "?") vs \(violated.right.map(String.init) ?? "?") ns"))
            }
        }
    }
}
