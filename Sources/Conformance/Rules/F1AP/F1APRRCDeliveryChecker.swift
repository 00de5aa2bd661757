import F1AP
import WireCore

/// F1-RRCDELIV (TS 38.473 §8.4.4 RRC Delivery Report, and the RRC Delivery Status Request
/// paragraphs of §8.4.2 DL RRC Message Transfer, §8.3.1 UE Context Setup and §8.3.4 UE Context
/// Modification): when the gNB-CU includes RRC Delivery Status Request (IE 184) in a DL RRC MESSAGE
/// TRANSFER, or in a UE CONTEXT SETUP / MODIFICATION REQUEST that carries an RRC Container (IE 50),
/// the gNB-DU reports the delivery of that RRC message with an RRC DELIVERY REPORT (procedure code
/// 25) for the same UE and SRB.
///
/// Matching is per (SCTP association, gNB-CU UE F1AP ID): a report takes the oldest open
/// request whose PDCP SN (the 12-bit SN of the SRB PDCP header, TS 38.323 §6.2.2.1) equals the
/// report's `triggering-message` — a DL RRC transfer on the report's SRB or a UE context message
/// (its RRC container is a PDCP-C PDU of SRB1) —, else the oldest open request of its SRB ID,
/// else the oldest from a UE context message (SRB not named).
///
/// Verdicts, for the gNB-DU:
/// - a report within the response timeout: pass; later than that: warning;
/// - no report within the response timeout of later capture time (or before the UE context is
///   released): warning, decided at the first frame past the timeout (`check --follow` prints
///   it then; a report that still comes pairs with the request and is not judged again); still
///   open when the capture (or the UE context) ends sooner: inconclusive;
/// - a report that no open request asked for: warning when the association was captured from
///   its F1 Setup Request (no request can then predate the capture), inconclusive otherwise.
///   The DU is not asked for such a report, so sending one is a deviation, not a protocol error.
final class F1APRRCDeliveryChecker: RuleChecker {


    private struct UEKey: WordHashable {
        var association: Int
        var cuUEID: UInt64

        var hashWords: (UInt64, UInt64) { (UInt64(truncatingIfNeeded: association), cuUEID) }
    }

    private struct OpenRequest {
        /// Arrival number (finds the request again from ``arrival``).
        var seq = 0
        /// The gNB-DU, which owes the report.
        var node: Int
        var time: Int64
        var frames: [Int]
        var messageName: String
        /// SRB ID of a DL RRC MESSAGE TRANSFER; nil for a UE context message.
        var srb: Int?
        /// PDCP SN of the DL RRC message (SRB1..3), when the container has a PDCP header.
        var pdcpSN: Int?
        /// Judged (a warning) once the capture clock passed its timeout: still open, so a late
        /// report pairs with it, but not judged again.
        var pastTimeout = false
    }

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds {
        var kinds: EventKinds = [.f1ap]
        if handle >= 0 { kinds.insert(.clock) }
        return kinds
    }

    private var handle = RuleRecorder.unselected
    // `@exclusivity(unchecked)`: the checking thread alone runs this checker, and no access to
    // these tables overlaps another; the run-time check would cost a call per PDU for each.
    @exclusivity(unchecked) private var open: [UEKey: [OpenRequest]] = [:]
    private var openCount = 0
    /// Open requests in arrival order (answered ones are skipped when popped and dropped when the
    /// queue is twice the table), so the oldest is found in O(1) at the bound.
    @exclusivity(unchecked) private var arrival: [(key: UEKey, seq: Int)] = []
    private var arrivalHead = 0
    /// Entries of ``arrival`` before it are answered, let go or judged past their timeout.
    private var expiryHead = 0
    /// The time of the request at ``expiryHead`` when the clock last stopped there (earlier
    /// when that one was answered since): the clock looks up nothing before this is timed out.
    @exclusivity(unchecked) private var nextExpiry: Int64 = .max
    private var nextSeq = 0
    /// Requests evicted at the bound so far.
    private var evicted = 0
    /// Associations whose F1 Setup Request is in the capture.
    private var capturedFromSetup: Set<Int> = []
    @exclusivity(unchecked) private var now: Int64 = .min  // read per frame by the clock
    private let timeout: Int64
    private let maximumOpen: Int
    /// Open requests kept per UE (a UE has a handful outstanding; each report looks through them).
    static let maximumOpenPerUE = 64

    init(configuration: RunConfiguration) {
        timeout = configuration.responseTimeoutNanoseconds
        maximumOpen = configuration.maximumOpenEntries
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func advanceClock(to timestampNanoseconds: Int64, _ recorder: inout RuleRecorder) {
        now = max(now, timestampNanoseconds)
        if now.subtractingSaturating(nextExpiry) > timeout { expire(&recorder) }
    }

    /// The open requests (arrival order) whose timeout the clock passed: a warning each, now.
    private func expire(_ recorder: inout RuleRecorder) {
        expiryHead = max(expiryHead, arrivalHead)
        nextExpiry = .max
        while expiryHead < arrival.count {
            let (key, seq) = arrival[expiryHead]
            // One hash of the key; the request is read and marked in place.
            guard let d = open.index(forKey: key), let i = open.values[d].firstIndex(where: { $0.seq == seq }), !open.values[d][i].pastTimeout else {
                expiryHead += 1
                continue
            }
            let time = open.values[d][i].time
            guard now.subtractingSaturating(time) > timeout else {
                nextExpiry = time
                return
            }
            close(open.values[d][i], at: now, ending: "", &recorder)
            open.values[d][i].pastTimeout = true
            expiryHead += 1
        }
    }

    /// Another recording follows: requests still open are judged as at the end of a capture
    /// (INCONCLUSIVE unless already past their timeout) when the gap exceeds the timeout or time
    /// runs backwards; a shorter pause keeps them open.
    func discontinuity(_ recorder: inout RuleRecorder, gapNanoseconds: Int64?) {
        if let gap = gapNanoseconds, gap <= timeout { return }
        finish(&recorder)
        now = .min
    }


    /// The 12-bit PDCP SN of an SRB PDCP Data PDU (TS 38.323 §6.2.2.1: 4 reserved bits, then
    /// the SN over 12 bits); nil on SRB0 (no PDCP) or a container shorter than the header.
    static func pdcpSN(_ container: [UInt8]?, srb: Int?) -> Int? {
        guard let container, container.count >= 2, let srb, srb >= 1 else { return nil }
        return Int(container[0] & 0x0F) << 8 | Int(container[1])
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .f1ap(let result) = event.payload, let m = result.message else { return }
        let c = event.context
        now = max(now, c.timestampNanoseconds)
        let association = c.endpoints.sctpAssociation ?? -1
        switch (m.procedureCode, m.kind) {
        case (F1APProcedureCode.f1Setup, .initiatingMessage):
            if capturedFromSetup.count < maximumOpen { capturedFromSetup.insert(association) }
        case (F1APProcedureCode.dlRRCMessageTransfer, .initiatingMessage), (F1APProcedureCode.ueContextSetup, .initiatingMessage), (F1APProcedureCode.ueContextModification, .initiatingMessage):
            guard m.requestsRRCDeliveryStatus, let cu = m.gnbCUUEF1APID else { return }
            let isTransfer = m.procedureCode == F1APProcedureCode.dlRRCMessageTransfer
            // A UE context message without an RRC container has no RRC message to report on.
            let container = m.rrcContainerOctets
            guard isTransfer || container != nil else { return }
            let srb = isTransfer ? m.srbIDValue : nil
            var request = OpenRequest(node: c.receiver, time: c.timestampNanoseconds, frames: c.frames, messageName: m.messageName,
                                      srb: srb, pdcpSN: Self.pdcpSN(container, srb: isTransfer ? srb : 1))
            // at the bound the oldest open request is judged now (a violation past its timeout,
            // else INCONCLUSIVE), never a new one refused
            if openCount >= maximumOpen, let oldest = removeOldest() {
                evicted += 1
                close(oldest, at: now, ending: "the state bound (open RRC delivery status requests) was reached", &recorder)
            }
            request.seq = nextSeq
            nextSeq += 1
            let key = UEKey(association: association, cuUEID: cu)
            // a UE's requests are looked through one by one (by report, expiry and eviction): at
            // its own bound its oldest is judged now, as at the table's
            if let d = open.index(forKey: key), open.values[d].count >= Self.maximumOpenPerUE {
                let oldest = open.values[d].removeFirst()
                openCount -= 1
                evicted += 1
                close(oldest, at: now, ending: "the state bound (\(Self.maximumOpenPerUE) open RRC delivery status requests of one UE) was reached", &recorder)
            }
            open[key, default: []].append(request)
            openCount += 1
            arrival.append((key, request.seq))
            if nextExpiry == .max { nextExpiry = request.time }
            compactArrival()
        case (F1APProcedureCode.rrcDeliveryReport, .initiatingMessage):
            report(m, association: association, context: c, &recorder)
        case (F1APProcedureCode.ueContextRelease, .successfulOutcome):
            guard let cu = m.gnbCUUEF1APID, let requests = open.removeValue(forKey: UEKey(association: association, cuUEID: cu)) else { return }
            openCount -= requests.count
            for r in requests { close(r, at: c.timestampNanoseconds, ending: "the UE context was released", &recorder) }
        default:
            return
        }
    }

    private func report(_ m: F1APMessage, association: Int, context c: EventContext, _ recorder: inout RuleRecorder) {
        let node = c.sender
        guard let cu = m.gnbCUUEF1APID else { return }
        let key = UEKey(association: association, cuUEID: cu)
        let srb = m.srbIDValue
        let sn = m.rrcDeliveryTriggeringSN
        var requests = open[key] ?? []
        let index = requests.firstIndex { ($0.srb == srb || $0.srb == nil) && $0.pdcpSN != nil && $0.pdcpSN == sn }
            ?? requests.firstIndex { $0.srb == srb }
            ?? requests.firstIndex { $0.srb == nil }
        guard let index else {
            guard capturedFromSetup.contains(association) else {
                recorder.inconclusive(handle, node: node, reason: "an RRC DELIVERY REPORT whose request may predate the capture")
                return
            }
            guard evicted == 0 else {
                recorder.inconclusive(handle, node: node, reason: "an RRC DELIVERY REPORT whose request may have been evicted at the state bound")
                return
            }
            recorder.evaluated(handle, node: node)
            recorder.violation(handle, node: node, Violation(
                "RRC DELIVERY REPORT for gNB-CU UE F1AP ID \(cu) on SRB\(srb.map(String.init) ?? "?") that no RRC Delivery Status Request asked for",
                frames: c.frames, fieldPath: "f1ap.procedureCode", expected: "an earlier RRC Delivery Status Request (IE 184) for this UE and SRB", actual: "none"))
            return
        }
        let request = requests.remove(at: index)
        open[key] = requests.isEmpty ? nil : requests
        openCount -= 1
        // Judged already when the clock passed its timeout.
        if request.pastTimeout { return }
        recorder.evaluated(handle, node: node)
        let latency = c.timestampNanoseconds.subtractingSaturating(request.time)
        if latency > timeout {
            recorder.violation(handle, node: node, Violation(
                "RRC DELIVERY REPORT \(latency / 1_000_000) ms after the RRC Delivery Status Request of \(request.messageName)",
                frames: request.frames + c.frames, fieldPath: "f1ap.procedureCode", expected: "≤ \(timeout / 1_000_000) ms", actual: "\(latency / 1_000_000) ms"))
        }
    }

    /// Judges a request that got no report by `time`: a warning once the timeout has passed,
    /// else inconclusive (`ending` says what cut the wait short).
    private func close(_ r: OpenRequest, at time: Int64, ending: String, _ recorder: inout RuleRecorder) {
        if r.pastTimeout { return }
        if time.subtractingSaturating(r.time) > timeout {
            recorder.evaluated(handle, node: r.node)
            recorder.violation(handle, node: r.node, Violation(
                "\(r.messageName) set RRC Delivery Status Request\(r.srb.map { " on SRB\($0)" } ?? ""), no RRC DELIVERY REPORT within \(timeout / 1_000_000) ms",
                frames: r.frames, fieldPath: "f1ap.RRCDeliveryStatusRequest", expected: "RRC DELIVERY REPORT", actual: "none"))
        } else {
            recorder.inconclusive(handle, node: r.node, reason: "\(ending) less than the response timeout after the RRC Delivery Status Request")
        }
    }

    /// Removes and returns the oldest open request (O(1) amortized).
    private func removeOldest() -> OpenRequest? {
        while arrivalHead < arrival.count {
            let (key, seq) = arrival[arrivalHead]
            arrivalHead += 1
            guard var requests = open[key], let i = requests.firstIndex(where: { $0.seq == seq }) else { continue }
            let r = requests.remove(at: i)
            open[key] = requests.isEmpty ? nil : requests
            openCount -= 1
            return r
        }
        return nil
    }

    /// Drops answered requests from the arrival queue once it is twice the table (each entry
    /// is copied O(1) times on average).
    private func compactArrival() {
        if arrivalHead > 1_024 && arrivalHead * 2 > arrival.count {
            arrival.removeFirst(arrivalHead)
            expiryHead = max(0, expiryHead - arrivalHead)
            arrivalHead = 0
        }
        guard arrival.count - arrivalHead > 2 * openCount + 64 else { return }
        // The expiry cursor keeps its place among the entries left.
        let isOpen = { (e: (key: UEKey, seq: Int)) in self.open[e.key]?.contains { $0.seq == e.seq } ?? false }
        let before = expiryHead > arrivalHead ? arrival[arrivalHead..<min(expiryHead, arrival.count)].reduce(0) { $0 + (isOpen($1) ? 1 : 0) } : 0
        arrival = arrival[arrivalHead...].filter(isOpen)
        arrivalHead = 0
        expiryHead = before
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: openCount, evicted: evicted) }

    private static func captureOrder(_ a: OpenRequest, _ b: OpenRequest) -> Bool {
        // arrival number last: requests bundled in one SCTP packet share time and frame
        (a.time, a.frames.first ?? 0, a.seq) < (b.time, b.frames.first ?? 0, b.seq)
    }

    func finish(_ recorder: inout RuleRecorder) {
        let remaining = open.values.flatMap { $0 }.sorted(by: Self.captureOrder)
        for r in remaining { close(r, at: now, ending: "the capture ends", &recorder) }
        open.removeAll()
        openCount = 0
        arrival.removeAll()
        arrivalHead = 0
        expiryHead = 0
        nextExpiry = .max
    }
}
