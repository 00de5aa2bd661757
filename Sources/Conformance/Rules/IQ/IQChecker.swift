import Fronthaul
import IQAnalysis
import WireCore

/// Runs the IQ analysis (``IQAnalyzer``) on every fronthaul PDU and, at the end, judges the
/// FH-IQ-… rules per flow for the node that sent the flow's U-plane (PRACH occasions without any
/// U-plane: the node the C-plane went to). Thresholds: the sending node's device profile
/// `fronthaul.iq`, else the run's (``IQSettings``), else the documented defaults.
final class IQChecker: RuleChecker {
    var specs: [RuleSpec] { IQRules.all }
    var subscriptions: EventKinds { [.fronthaul] }
    /// `--iq` asks for its report whatever the suite selects.
    var observesUnselected: Bool { true }

    let analyzer: IQAnalyzer
    private let split: Fronthaul.EAxCSplit
    private var handles: [RuleID: Int] = [:]
    /// (eAxC << 1 | downlink) → the node that sent its U-plane / received its C-plane.
    private var senders: [UInt32: Int] = [:]
    private var cPlaneReceivers: [UInt16: Int] = [:]
    private(set) var report: IQReport?

    init(settings: IQSettings, split: Fronthaul.EAxCSplit) {
        analyzer = IQAnalyzer(settings: settings)
        self.split = split
    }

    func prepare(_ recorder: inout RuleRecorder) {
        for rule in IQRules.all { handles[rule.id] = recorder.handle(rule.id) }
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        let messages = result.messages
        for index in messages.indices {
            switch messages[index].body {
            case .uPlane(let t, let u):
                let tag = UInt32(t.eAxC) << 1 | (u.dataDirection == 1 ? 1 : 0)
                if senders[tag] == nil { senders[tag] = c.sender }
            case .cPlane(let t, let m) where m.sectionType == 3:
                if cPlaneReceivers[t.eAxC] == nil { cPlaneReceivers[t.eAxC] = c.receiver }
            default:
                break
            }
        }
        let pastBound = analyzer.messagesPastFlowBound
        analyzer.observe(result, frame: c.frames.last ?? 0)
        if analyzer.messagesPastFlowBound > pastBound {
            // U-plane of a flow past the analyser's bound: its IQ is not judged, and says so
            for rule in IQRules.all {
                recorder.inconclusive(handles[rule.id] ?? RuleRecorder.unselected, node: c.sender, count: analyzer.messagesPastFlowBound - pastBound,
                                      reason: "U-plane of a flow past the first \(IQAnalyzer.maximumFlows) analysed (README \"Limits\")")
            }
        }
    }

    func finish(_ recorder: inout RuleRecorder) {
        var report = analyzer.finish()
        report.eaxcSplit = split
        self.report = report
        let h = { (rule: RuleSpec) in self.handles[rule.id] ?? RuleRecorder.unselected }
        var judged: Set<RuleID> = []
        for flow in report.flows {
            guard let node = senders[UInt32(flow.key.eAxC) << 1 | (flow.key.direction == .downlink ? 1 : 0)] else { continue }
            let thresholds = recorder.node(node).device?.fronthaul?.iq ?? report.settings.thresholds
            let name = "eAxC \(IQReport.eAxCText(flow.key.eAxC, split: split)) \(flow.key.direction) \(flow.key.channel.rawValue)"
            let frames = [flow.firstFrame]
            // FH-IQ-CLIP
            if IQScale.clipApplies(formats: flow.formats) {
                judged.insert(IQRules.clip.id)
                recorder.evaluated(h(IQRules.clip), node: node)
                if flow.clipFraction > thresholds.maxClipFraction {
                    let worstPRB = flow.clipPerPRB.indices.max { flow.clipPerPRB[$0] < flow.clipPerPRB[$1] } ?? 0
                    let worstSymbol = flow.clipPerSymbol.indices.max { flow.clipPerSymbol[$0] < flow.clipPerSymbol[$1] } ?? 0
                    recorder.violation(h(IQRules.clip), node: node, Violation(
                        "\(name): \(flow.clippedSamples) of \(flow.sampleComponents) sample components at full scale (most in PRB \(worstPRB), symbol \(worstSymbol))",
                        frames: frames, fieldPath: "oran_fh_cus.iq_user_data", expected: "≤ \(IQReport.fixed(100 * thresholds.maxClipFraction, 4)) %",
                        actual: "\(IQReport.fixed(100 * flow.clipFraction, 4)) %", flow: flow.name))
                }
            }
            // FH-IQ-POWER
            if flow.key.channel == .data {
                if let range = thresholds.powerRangeDbfs {
                    judged.insert(IQRules.power.id)
                    recorder.evaluated(h(IQRules.power), node: node)
                    if !range.contains(flow.meanPowerDbfs) {
                        recorder.violation(h(IQRules.power), node: node, Violation(
                            "\(name): mean power \(IQReport.fixed(flow.meanPowerDbfs, 2)) dBFS outside the declared range",
                            frames: frames, fieldPath: "oran_fh_cus.iq_user_data",
                            expected: "\(IQReport.fixed(range.lowerBound, 2))…\(IQReport.fixed(range.upperBound, 2)) dBFS",
                            actual: "\(IQReport.fixed(flow.meanPowerDbfs, 2)) dBFS", flow: flow.name))
                    }
                } else {
                    recorder.notApplicable(h(IQRules.power), node: node, reason: "the device profile declares no power range (fronthaul.iq.powerDbfs)")
                }
            }
            // FH-IQ-OUTSIDE-ALLOC / FH-IQ-EMPTY-ALLOC
            if flow.hasCPlane {
                judged.insert(IQRules.outsideAllocation.id)
                recorder.evaluated(h(IQRules.outsideAllocation), node: node)
                if flow.outsideAllocPRBs > 0, let l = flow.outsideFirst {
                    recorder.violation(h(IQRules.outsideAllocation), node: node, Violation(
                        "\(name): \(flow.outsideAllocPRBs) PRB(s) with energy the C-plane did not allocate (first PRB \(l.prb), symbol \(l.symbol))",
                        frames: [l.frame], fieldPath: "oran_fh_cus.iq_user_data", expected: "< \(IQReport.fixed(thresholds.outsideAllocDbfs, 1)) dBFS",
                        actual: "\(IQReport.fixed(l.powerDbfs, 2)) dBFS", flow: flow.name))
                }
                // A PRACH occasion without a preamble is legitimately quiet (FH-IQ-PRACH judges it).
                if flow.allocatedPRBs > 0 && flow.key.channel == .data {
                    judged.insert(IQRules.emptyAllocation.id)
                    recorder.evaluated(h(IQRules.emptyAllocation), node: node)
                    let fraction = Double(flow.emptyAllocPRBs) / Double(flow.allocatedPRBs)
                    if fraction > thresholds.maxEmptyFraction, let l = flow.emptyFirst {
                        recorder.violation(h(IQRules.emptyAllocation), node: node, Violation(
                            "\(name): \(flow.emptyAllocPRBs) of \(flow.allocatedPRBs) allocated PRBs carry no energy (first PRB \(l.prb), symbol \(l.symbol))",
                            frames: [l.frame], fieldPath: "oran_fh_cus.iq_user_data",
                            expected: "≤ \(IQReport.fixed(100 * thresholds.maxEmptyFraction, 2)) % below \(IQReport.fixed(thresholds.emptyAllocDbfs, 1)) dBFS",
                            actual: "\(IQReport.fixed(100 * fraction, 2)) %", flow: flow.name))
                    }
                }
            }
            // FH-IQ-EXP-SATURATED (a clipping flow is FH-IQ-CLIP's finding)
            if flow.bfpPRBs > 0 {
                if flow.clipFraction > thresholds.maxClipFraction {
                    recorder.notApplicable(h(IQRules.exponentSaturated), node: node, reason: "the flow clips (FH-IQ-CLIP)")
                } else {
                    judged.insert(IQRules.exponentSaturated.id)
                    recorder.evaluated(h(IQRules.exponentSaturated), node: node)
                    if flow.maxExponentFraction > thresholds.maxExponentSaturation {
                        recorder.violation(h(IQRules.exponentSaturated), node: node, Violation(
                            "\(name): \(IQReport.fixed(100 * flow.maxExponentFraction, 1)) % of \(flow.bfpPRBs) BFP PRBs at the maximum exponent \(flow.maxExponent)",
                            frames: frames, fieldPath: "oran_fh_cus.exponent", expected: "≤ \(IQReport.fixed(100 * thresholds.maxExponentSaturation, 1)) %",
                            actual: "\(IQReport.fixed(100 * flow.maxExponentFraction, 1)) %", flow: flow.name))
                    }
                }
            }
            // FH-IQ-EVM
            if let e = flow.evm {
                if report.settings.conductedReferencePoint {
                    judged.insert(IQRules.evm.id)
                    recorder.evaluated(h(IQRules.evm), node: node)
                    if e.percent > e.order.evmLimitPercent {
                        recorder.violation(h(IQRules.evm), node: node, Violation(
                            "\(name): EVM \(IQReport.fixed(e.percent, 2)) % (\(IQReport.fixed(e.db, 2)) dB) over \(e.reCount) REs, \(e.order.rawValue)\(e.estimated ? " (estimated from the constellation)" : "")",
                            frames: frames, fieldPath: "oran_fh_cus.iq_user_data", expected: "≤ \(IQReport.fixed(e.order.evmLimitPercent, 1)) %",
                            actual: "\(IQReport.fixed(e.percent, 2)) %", flow: flow.name))
                    }
                } else {
                    recorder.notApplicable(h(IQRules.evm), node: node,
                                           reason: "the testbed does not declare the tap a conducted reference point (iq.referencePoint: conducted)")
                }
            }
        }
        // FH-IQ-PRACH
        for o in report.prachOccasions where !o.preamblePresent {
            guard let node = senders[UInt32(o.eAxC) << 1] ?? cPlaneReceivers[o.eAxC] else { continue }
            recorder.violation(h(IQRules.prach), node: node, Violation(
                "PRACH occasion eAxC \(IQReport.eAxCText(o.eAxC, split: split)) frame \(o.frameId) subframe \(o.subframeId) slot \(o.slotId): "
                    + (o.uPlaneMessages == 0 ? "no U-plane" : "\(IQReport.fixed(o.powerDbfs, 2)) dBFS, no preamble energy"),
                frames: [o.frame], fieldPath: "oran_fh_cus.iq_user_data", expected: "≥ \(IQReport.fixed(report.settings.thresholds.prachDetectDbfs, 1)) dBFS",
                actual: o.uPlaneMessages == 0 ? "no U-plane" : "\(IQReport.fixed(o.powerDbfs, 2)) dBFS"))
        }
        if report.prachOccasionCount > 0 {
            judged.insert(IQRules.prach.id)
            // Occasions with a preamble count as evaluations of their node.
            for o in report.prachOccasions where o.preamblePresent {
                if let node = senders[UInt32(o.eAxC) << 1] ?? cPlaneReceivers[o.eAxC] { recorder.evaluated(h(IQRules.prach), node: node) }
            }
            let listedPresent = report.prachOccasions.filter(\.preamblePresent).count
            // the rest on the uplink sender of the lowest eAxC (a fixed choice, not the first a
            // `Dictionary` happens to list)
            if report.prachPresentCount > listedPresent, let node = senders.filter({ $0.key & 1 == 0 }).min(by: { $0.key < $1.key })?.value {
                recorder.evaluated(h(IQRules.prach), node: node, count: report.prachPresentCount - listedPresent)
            }
        }
        let hasIQ = !report.flows.isEmpty
        for rule in IQRules.all where !judged.contains(rule.id) {
            let reason: String
            switch rule.id {
            case IQRules.power.id where hasIQ: reason = "the device profile declares no power range (fronthaul.iq.powerDbfs)"
            case IQRules.outsideAllocation.id where hasIQ, IQRules.emptyAllocation.id where hasIQ:
                reason = "no U-plane flow with its C-plane in the capture"
            case IQRules.exponentSaturated.id where hasIQ: reason = "no block floating point U-plane (or only clipping flows)"
            case IQRules.evm.id where hasIQ && !report.settings.conductedReferencePoint:
                reason = "the testbed does not declare the tap a conducted reference point (iq.referencePoint: conducted)"
            case IQRules.evm.id where hasIQ: reason = "no data flow with a constellation (EVM)"
            case IQRules.prach.id: reason = "no section type 3 PRACH occasion in the capture"
            case IQRules.clip.id where hasIQ: reason = "no flow with a full-scale code (modulation compression)"
            default: reason = IQRules.noIQ
            }
            recorder.skip(h(rule), reason: reason)
        }
    }
}

extension IQScale {
    /// Clipping is defined for every method but modulation compression.
    static func clipApplies(formats: [String]) -> Bool { !formats.allSatisfy { $0.hasPrefix("modulation") || $0.hasPrefix("modcomp") } }
}
