import Timing
import WireCore

/// S-plane rules over the capture's PTP messages (IEEE 1588-2019 §13 header level; ITU-T
/// G.8275.1 telecom profile): SP-PTP-PRESENT, SP-PTP-RATE (Sync / Delay_Req 16/s, Announce 8/s),
/// SP-PTP-DOMAIN (24…43), SP-PTP-GM (a single grandmaster), SP-PTP-SEQ (sequenceId gaps per source
/// port and message type) and SP-PTP-CLASS (a locked clockClass), computed by
/// ``Timing/SPlaneMonitor``.
///
/// The S-plane is shared by the fronthaul: each result is recorded on every fronthaul node (the
/// declared nodes with a fronthaul profile that the capture shows — all of them when it shows
/// none — else the eCPRI endpoints seen, else the PTP senders).
/// No PTP at all is a WARN of SP-PTP-PRESENT when the testbed declares a time-synchronised capture
/// (the tap should then see the S-plane), the other five SKIP "not applicable" (nothing to judge).
/// On a capture the testbed does not declare time-synchronised, a tap without PTP is expected (it
/// may not carry the S-plane): all six are SKIP "not applicable" with that reason. INCONCLUSIVE is
/// kept for PTP traffic too short or incomplete to judge (no Announce, under a second of a stream),
/// and for messages in frames cut by the snap length: they show PTP is present, are never counted
/// malformed, and with any of them a check's violation is INCONCLUSIVE (the cut messages may be
/// the ones it misses).
final class SPlaneChecker: RuleChecker {
    static let all = PTPRuleRegistry.specs

    var specs: [RuleSpec] { Self.all }
    var subscriptions: EventKinds { active ? [.fronthaul, .ptp, .clock] : [] }

    /// Capture time of the first and last frame of any kind: how long the capture is.
    var firstTime: Int64?
    var lastTime: Int64 = 0
    /// A synchronised capture shorter than this may simply fall between PTP messages: two
    /// Announce intervals of ITU-T G.8275.1 (8 per second).
    static let shortestSpanExpectingPTP: Int64 = 250_000_000

    /// Another recording follows: PTP sequences and rates restart there.
    func discontinuity(_ recorder: inout RuleRecorder) { monitor.newRecording() }

    func advanceClock(to timestampNanoseconds: Int64, _ recorder: inout RuleRecorder) {
        if firstTime == nil { firstTime = timestampNanoseconds }
        lastTime = max(lastTime, timestampNanoseconds)
    }

    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var handles: [Int] = []
    private var active: Bool { handles.contains { $0 >= 0 } }
    var monitor = SPlaneMonitor()
    private let synchronisedCapture: Bool
    private let hasTestbed: Bool
    @exclusivity(unchecked) var fronthaulNodes: Set<Int> = []
    var lastFronthaulPair = (-1, -1)
    var ptpSenders: Set<Int> = []
    var malformed = 0
    var firstMalformed: (frame: Int, error: String)?
    /// PTP messages in frames cut by the snap length (the capture keeps their original length):
    /// seen, but not read to the end, so they are neither malformed nor judged.
    var cut = 0
    static let maximumNodes = 1_024
    /// After a part's snapshot: ``SPlaneMonitor/untrackedMessages`` then.
    var untrackedAtSnapshot: Int?

    init(configuration: RunConfiguration) {
        synchronisedCapture = configuration.testbed?.timing.gpsAligned ?? false
        hasTestbed = configuration.testbed != nil
        // The O-RUs' declared accepted-clock-classes (their union), else the G.8275.1 default.
        let declared = (configuration.testbed?.nodes ?? []).filter { $0.device.role == .oRU }.compactMap { $0.device.sync?.acceptedClockClasses }
        if !declared.isEmpty { monitor.profile.lockedClockClasses = Set(declared.joined()) }
    }

    func prepare(_ recorder: inout RuleRecorder) { handles = Self.all.map { recorder.handle($0.id) } }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        let c = event.context
        switch event.payload {
        case .fronthaul:
            // the pair of the previous fronthaul PDU is already in the set (most PDUs repeat it)
            if fronthaulNodes.count < Self.maximumNodes && (c.sender, c.receiver) != lastFronthaulPair {
                fronthaulNodes.insert(c.sender)
                fronthaulNodes.insert(c.receiver)
                lastFronthaulPair = (c.sender, c.receiver)
            }
        case .ptp(.success(let message)):
            if ptpSenders.count < Self.maximumNodes { ptpSenders.insert(c.sender) }
            monitor.add(message, captureNs: c.timestampNanoseconds, frame: c.frames.last ?? 0)
        case .ptp(.failure) where c.truncated:
            if ptpSenders.count < Self.maximumNodes { ptpSenders.insert(c.sender) }
            cut += 1
        case .ptp(.failure(let error)):
            if ptpSenders.count < Self.maximumNodes { ptpSenders.insert(c.sender) }
            malformed += 1
            if firstMalformed == nil { firstMalformed = (c.frames.last ?? 0, error.description) }
        case .f1ap, .ap, .otherEtherType, .frameCheckSequence:
            break
        }
    }

    func finish(_ recorder: inout RuleRecorder) {
        guard active else { return }
        let nodes = recorder.nodes.nodes
        let declared = nodes.indices.filter { nodes[$0].declared && nodes[$0].device?.fronthaul != nil }
        // Declared nodes the capture shows (fronthaul or PTP); a declared node with no traffic
        // gets no S-plane result, as its other fronthaul rules are SKIP. Only when the capture
        // shows none of them are all declared nodes judged (a synchronised tap should see PTP).
        let seen = declared.filter { fronthaulNodes.contains($0) || ptpSenders.contains($0) }
        let targets = !seen.isEmpty ? seen : !declared.isEmpty ? declared
            : (!fronthaulNodes.isEmpty ? fronthaulNodes.sorted() : ptpSenders.sorted())
        let checks = monitor.checks()
        for node in targets {
            for (index, check) in checks.enumerated() where index < handles.count {
                record(check, handle: handles[index], node: node, &recorder)
            }
            if malformed > 0, let first = firstMalformed, handles.first ?? -1 >= 0 {
                recorder.evaluated(handles[0], node: node, count: malformed)
                recorder.violation(
                    handles[0], node: node,
                    Violation(
                        "\(malformed) PTP message(s) did not decode; first: \(first.error)", frames: [first.frame],
                        fieldPath: "ptp", expected: "a well-formed PTPv2 message", actual: "malformed"))
            }
        }
    }

    private func record(_ check: SPlaneCheck, handle: Int, node: Int, _ recorder: inout RuleRecorder) {
        let count = max(1, monitor.messageCount)
        if monitor.messageCount == 0 && cut > 0 {
            // PTP is on the tap (SP-PTP-PRESENT holds), but every message was cut short
            if check.id == Self.present.id {
                recorder.evaluated(handle, node: node, count: cut)
            } else {
                recorder.inconclusive(handle, node: node, count: cut, reason: "every PTP message (\(cut)) was cut by the snap length")
            }
            return
        }
        if monitor.messageCount == 0 {
            if !synchronisedCapture {
                recorder.notApplicable(
                    handle, node: node,
                    reason: "no PTP message in the capture, and "
                        + (hasTestbed ? "the testbed does not declare a time-synchronised capture (timing.gpsAligned is false)"
                            : "no testbed declares a time-synchronised capture")
                        + ", so the tap need not carry the S-plane")
                return
            }
            if check.id != Self.present.id {
                recorder.notApplicable(handle, node: node, reason: "no PTP message in the capture (SP-PTP-PRESENT reports it)")
                return
            }
            let span = lastTime.subtractingSaturating(firstTime ?? lastTime)
            if span < Self.shortestSpanExpectingPTP {
                recorder.inconclusive(
                    handle, node: node,
                    reason: "state from before/after the capture: no PTP message in \(span / 1_000_000) ms of capture, "
                        + "shorter than two G.8275.1 Announce intervals (250 ms)")
                return
            }
        }
        switch check.status {
        case .pass:
            recorder.evaluated(handle, node: node, count: count)
        case .inconclusive:
            recorder.inconclusive(handle, node: node, reason: check.message)
        case .fail, .warn:
            if cut > 0 && check.id != Self.present.id {
                // judged on the messages read whole; the cut ones may be those it misses or would clear
                recorder.inconclusive(handle, node: node, reason: "\(check.message) (\(cut) PTP message(s) cut by the snap length are not judged)")
                return
            }
            recorder.evaluated(handle, node: node, count: count)
            recorder.violation(
                handle, node: node,
                Violation(
                    check.message, frames: check.frames, fieldPath: "ptp", severity: check.status == .warn ? .warning : nil))
        }
    }
}
