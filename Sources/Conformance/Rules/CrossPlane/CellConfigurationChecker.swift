import F1AP
import Fronthaul
import NRRRC
import Profiles
import WireCore

/// The `XP-…` rules: joins the served cells a gNB-DU announces on F1 (F1 SETUP REQUEST, gNB-DU
/// CONFIGURATION UPDATE: ``F1APCellConfiguration``) with the C/U-plane traffic of the O-RU that
/// carries each cell, and judges that traffic against them as it streams by.
///
/// Which cell a fronthaul message belongs to: with testbed `cells`, the one declared cell of the
/// message's O-RU (and O-DU, when declared), found among the announced cells by NR CGI (else
/// PCI); without, the one served cell the message's O-DU announced itself when that node is a
/// declared testbed node (the same node sends F1 and drives the O-RU). Traffic before the cell's
/// announcement, of an O-DU with several cells and no testbed cells, or a capture without F1
/// Setup is not judged: each rule is SKIP with the reason (never FAIL). Findings go to the O-DU,
/// which announces the cell and drives the O-RU.
final class CellConfigurationChecker: RuleChecker {
    var specs: [RuleSpec] { Self.all }
    var subscriptions: EventKinds { [.fronthaul, .f1ap] }

    /// Bound on the announced cells kept (the oldest is let go first).
    static let maximumCells = 256

    struct AnnouncedCell {
        var config: F1APCellConfiguration
        var du: Int
        var frames: [Int]
        var derived: CellExpectations
        /// XP-SSB state (with IQ analysis and a derivable SSB only).
        var ssb: SSBEnergyJudge?
    }

    private var scsHandle = -1, bandwidthHandle = -1, tddHandle = -1, prachHandle = -1, identityHandle = -1, ssbHandle = -1
    private let declared: [TestbedCell]
    var cells: [AnnouncedCell] = []
    /// (O-DU, O-RU) → the cell index, or why none; cleared when a cell is announced.
    var resolved: [Int64: Result<Int, MappingProblem>] = [:]
    /// Messages of each (O-DU, O-RU) not judged since the last announcement, with the reason:
    /// recorded in one go (not per message) when a cell is announced and at the end.
    var notJudged: [Int64: (du: Int, reason: String, count: Int)] = [:]
    /// Pairs counted in `notJudged` at most: past it they are recorded (not applicable, with
    /// their reasons) and the count starts again.
    static let maximumNotJudgedPairs = 4_096
    /// The (O-DU, O-RU) pair of the last message and its mapping: most traffic repeats one pair,
    /// which then costs no hashing per message. Cleared with `resolved`.
    var lastPair: (key: Int64, result: Result<Int, MappingProblem>)?
    /// Messages of the last pair not judged and not yet added to `notJudged`.
    var pendingNotJudged: (key: Int64, du: Int, reason: String, count: Int)?
    var sawF1Cell = false
    var sawFronthaul = false
    /// After a part's snapshot: whether the pairs not judged reached their bound since.
    var notJudgedBoundReachedSinceSnapshot: Bool?
    /// XP-SSB needs the IQ samples: judged only with IQ analysis on (`check --iq`).
    private let iqAnalysis: Bool
    static let needsIQ = "needs IQ analysis (check --iq)"

    init(configuration: RunConfiguration) {
        declared = configuration.testbed?.cells ?? []
        iqAnalysis = configuration.iq != nil
    }

    func prepare(_ recorder: inout RuleRecorder) {
        scsHandle = recorder.handle(Self.scs.id)
        bandwidthHandle = recorder.handle(Self.bandwidth.id)
        tddHandle = recorder.handle(Self.tdd.id)
        prachHandle = recorder.handle(Self.prach.id)
        identityHandle = recorder.handle(Self.identity.id)
        ssbHandle = recorder.handle(Self.ssb.id)
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: cells.count) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        switch event.payload {
        case .f1ap(let result):
            guard let message = result.message else { return }
            let announced = event.f1apFacts?.cells ?? F1APCellConfiguration.cells(in: message)
            for cell in announced { announce(cell, du: event.context.sender, frames: event.context.frames, &recorder) }
        case .fronthaul(let result):
            let messages = result.messages
            for index in messages.indices { fronthaul(messages[index].body, event.context, &recorder) }
        default:
            break
        }
    }

    // MARK: F1 side

    private func announce(_ config: F1APCellConfiguration, du: Int, frames: [Int], _ recorder: inout RuleRecorder) {
        sawF1Cell = true
        var merged = config
        var previousSSB: SSBEnergyJudge?
        if let i = cells.firstIndex(where: { $0.du == du && Self.sameCell($0.config, config) }) {
            // a modification without gNB-DU System Information keeps the earlier one (TS 38.473 §9.2.1.7)
            let old = cells[i].config
            if merged.sib1 == nil && merged.mib == nil && merged.systemInformationProblem == nil {
                merged.sib1 = old.sib1
                merged.mib = old.mib
                merged.initialUplinkBWP = old.initialUplinkBWP
                merged.ssbPositionsInBurst = old.ssbPositionsInBurst
                merged.ssbPeriodicityMilliseconds = old.ssbPeriodicityMilliseconds
                merged.dmrsTypeAPosition = old.dmrsTypeAPosition
            }
            previousSSB = cells[i].ssb
            cells.remove(at: i)
        }
        if cells.count >= Self.maximumCells { judgeSSB(cells.removeFirst(), &recorder) }
        var cell = AnnouncedCell(config: merged, du: du, frames: frames, derived: CellExpectations(merged))
        if iqAnalysis, case .success(let e) = cell.derived.ssb {
            // a re-announcement with the same SSB keeps what was seen; another SSB starts afresh
            if let previousSSB, previousSSB.expectation == e {
                cell.ssb = previousSSB
            } else {
                if let previousSSB { judgeSSB(AnnouncedCell(config: merged, du: du, frames: frames, derived: cell.derived, ssb: previousSSB), &recorder) }
                cell.ssb = SSBEnergyJudge(e)
            }
        } else if let previousSSB {
            judgeSSB(AnnouncedCell(config: merged, du: du, frames: frames, derived: cell.derived, ssb: previousSSB), &recorder)
        }
        cells.append(cell)
        flushNotJudged(&recorder)
        resolved.removeAll(keepingCapacity: true)
        lastPair = nil
        judgeIdentity(config, du: du, frames: frames, &recorder)
    }

    static func sameCell(_ a: F1APCellConfiguration, _ b: F1APCellConfiguration) -> Bool {
        if let x = a.nrcgi, let y = b.nrcgi { return x == y }
        return a.pci != nil && a.pci == b.pci
    }

    /// XP-CELL-IDENTITY: the announced NR CGI and PCI against the testbed's cells.
    private func judgeIdentity(_ cell: F1APCellConfiguration, du: Int, frames: [Int], _ recorder: inout RuleRecorder) {
        let h = identityHandle
        guard h >= 0, !declared.isEmpty else { return }
        let duName = recorder.node(du).name
        let cgiText = cell.nrcgi.map { "\($0)" } ?? "(none)"
        if let cgi = cell.nrcgi, let d = declared.first(where: { $0.plmn == cgi.plmnString && $0.cellIdentity == cgi.cellIdentity }) {
            recorder.evaluated(h, node: du)
            if let pci = d.pci, let announced = cell.pci, pci != announced {
                recorder.violation(h, node: du, Violation(
                    "served cell \(cgiText) is announced with PCI \(announced); the testbed declares cell \(d.name) with PCI \(pci)",
                    frames: frames, fieldPath: "f1ap.nRPCI", expected: "\(pci)", actual: "\(announced)"))
            }
            return
        }
        if let pci = cell.pci, let d = declared.first(where: { $0.pci == pci && $0.cellIdentity != nil }) {
            recorder.evaluated(h, node: du)
            let expected = d.plmn.map { "\($0)/\(String(d.cellIdentity ?? 0, radix: 16))" } ?? "?"
            recorder.violation(h, node: du, Violation(
                "served cell with PCI \(pci) is announced as NR CGI \(cgiText); the testbed declares cell \(d.name) as \(expected)",
                frames: frames, fieldPath: "f1ap.nRCGI_element", expected: expected, actual: cgiText))
            return
        }
        if declared.contains(where: { $0.du == duName }) {
            recorder.evaluated(h, node: du)
            recorder.violation(h, node: du, Violation(
                "served cell \(cgiText) PCI \(cell.pci.map(String.init) ?? "-") is none of the cells the testbed declares for \(duName)",
                frames: frames, fieldPath: "f1ap.nRCGI_element", expected: declared.filter { $0.du == duName }.map(\.name).joined(separator: ", "),
                actual: cgiText))
        } else {
            recorder.notApplicable(h, node: du, reason: "served cell \(cgiText) matches no testbed cell and no testbed cell names \(duName) as its du")
        }
    }

    // MARK: fronthaul side

    struct MappingProblem: Error { var reason: String }

    private func cell(du: Int, ru: Int, _ recorder: inout RuleRecorder) -> Result<Int, MappingProblem> {
        let key = Int64(du) << 32 | Int64(ru)
        if let last = lastPair, last.key == key { return last.result }
        let r: Result<Int, MappingProblem>
        if let known = resolved[key] {
            r = known
        } else {
            r = resolve(du: du, ru: ru, &recorder)
            if resolved.count < 4096 { resolved[key] = r }
        }
        lastPair = (key, r)
        return r
    }

    private func resolve(du: Int, ru: Int, _ recorder: inout RuleRecorder) -> Result<Int, MappingProblem> {
        let duName = recorder.node(du).name, ruName = recorder.node(ru).name
        if !declared.isEmpty {
            let mine = declared.filter { $0.ru == ruName && ($0.du == nil || $0.du == duName) }
            guard !mine.isEmpty else { return .failure(MappingProblem(reason: "the testbed declares no cell on O-RU \(ruName)")) }
            guard mine.count == 1, let d = mine.first else {
                return .failure(MappingProblem(reason: "the testbed declares \(mine.count) cells on O-RU \(ruName): which one a message carries is not derivable"))
            }
            let index = cells.lastIndex { c in
                if let cgi = c.config.nrcgi, let nci = d.cellIdentity { return cgi.plmnString == d.plmn && cgi.cellIdentity == nci }
                return d.cellIdentity == nil && d.pci != nil && c.config.pci == d.pci
            }
            guard let index else { return .failure(MappingProblem(reason: "cell \(d.name) was not announced on F1 before this traffic (no F1 Setup in the capture?)")) }
            return .success(index)
        }
        guard recorder.node(du).declared else {
            return .failure(MappingProblem(reason: "no testbed cells and O-DU \(duName) is not a declared node: the F1 cell of this traffic is not derivable"))
        }
        let own = cells.indices.filter { cells[$0].du == du }
        guard let first = own.first else {
            return .failure(MappingProblem(reason: "O-DU \(duName) announced no served cell on F1 before this traffic (no F1 Setup in the capture?)"))
        }
        guard own.count == 1 else {
            return .failure(MappingProblem(reason: "O-DU \(duName) announces \(own.count) cells: declare testbed cells (nrCgi, ru) to map them to O-RUs"))
        }
        return .success(first)
    }

    private func fronthaul(_ body: ECPRIBody, _ c: EventContext, _ recorder: inout RuleRecorder) {
        let du: Int, ru: Int
        switch body {
        case .cPlane(_, let m):
            guard m.sectionType == 1 || m.sectionType == 3 else { return }
            (du, ru) = (c.sender, c.receiver)
        case .uPlane(_, let u):
            (du, ru) = u.dataDirection == 1 ? (c.sender, c.receiver) : (c.receiver, c.sender)
        default:
            return
        }
        sawFronthaul = true
        guard scsHandle >= 0 || bandwidthHandle >= 0 || tddHandle >= 0 || prachHandle >= 0 || ssbHandle >= 0 else { return }
        switch cell(du: du, ru: ru, &recorder) {
        case .failure(let p):
            let key = Int64(du) << 32 | Int64(ru)
            if pendingNotJudged?.key == key {
                pendingNotJudged?.count += 1
            } else {
                addPendingNotJudged()
                // one entry per (O-DU, O-RU) pair: at the bound the counts so far are recorded
                if notJudged.count >= Self.maximumNotJudgedPairs {
                    if notJudgedBoundReachedSinceSnapshot != nil { notJudgedBoundReachedSinceSnapshot = true }
                    flushNotJudged(&recorder)
                }
                pendingNotJudged = (key, du, p.reason, 1)
            }
        case .success(let index):
            let cell = cells[index]
            CellTrafficJudge(cell: cell.config, expectations: cell.derived, node: du, frames: c.frames,
                             handles: (scsHandle, bandwidthHandle, tddHandle, prachHandle)).judge(body, &recorder)
            if iqAnalysis && ssbHandle >= 0 { ssb(body, cell, du: du, frame: c.frames.last ?? 0, &recorder) }
        }
    }

    /// XP-SSB: DL U-plane (and DL section type 3, which may carry the SSB at another numerology)
    /// of the cell's O-RU to its ``SSBEnergyJudge``.
    private func ssb(_ body: ECPRIBody, _ cell: AnnouncedCell, du: Int, frame: Int, _ recorder: inout RuleRecorder) {
        switch body {
        case .uPlane(let t, let u) where u.dataDirection == 1:
            if let judge = cell.ssb {
                judge.observe(u, eAxC: t.eAxC, frame: frame)
            } else if case .failure(let p) = cell.derived.ssb {
                recorder.notApplicable(ssbHandle, node: du, reason: p.reason)
            }
        case .cPlane(_, let m) where m.sectionType == 3 && m.dataDirection == 1:
            cell.ssb?.sawMixedNumerologyDL = true
        default:
            break
        }
    }

    /// Records a cell's XP-SSB verdict (at the end, or when its announcement is replaced or evicted).
    private func judgeSSB(_ cell: AnnouncedCell, _ recorder: inout RuleRecorder) {
        guard let judge = cell.ssb, ssbHandle >= 0 else { return }
        switch judge.finish() {
        case .pass(let symbols):
            recorder.evaluated(ssbHandle, node: cell.du, count: symbols)
        case .inconclusive(let reason):
            recorder.inconclusive(ssbHandle, node: cell.du, reason: reason)
        case .fail(let frame, let message, let expected, let actual):
            recorder.evaluated(ssbHandle, node: cell.du)
            recorder.violation(ssbHandle, node: cell.du, Violation(message, frames: [frame], fieldPath: "oran_fh_cus.iq_user_data", expected: expected, actual: actual))
        }
    }

    private func addPendingNotJudged() {
        guard let p = pendingNotJudged else { return }
        notJudged[p.key, default: (p.du, p.reason, 0)].count += p.count
        pendingNotJudged = nil
    }

    private func flushNotJudged(_ recorder: inout RuleRecorder) {
        addPendingNotJudged()
        for (_, v) in notJudged.sorted(by: { $0.key < $1.key }) {
            for h in [scsHandle, bandwidthHandle, tddHandle, prachHandle] + (iqAnalysis ? [ssbHandle] : []) {
                recorder.notApplicable(h, node: v.du, count: v.count, reason: v.reason)
            }
        }
        notJudged.removeAll(keepingCapacity: true)
    }

    func finish(_ recorder: inout RuleRecorder) {
        flushNotJudged(&recorder)
        for cell in cells { judgeSSB(cell, &recorder) }
        let why: String
        switch (sawF1Cell, sawFronthaul) {
        case (false, false): why = "neither an F1 served cell (F1 Setup, gNB-DU Configuration Update) nor C/U-plane traffic in the capture"
        case (false, true): why = "no F1 served cell announced in the capture (no F1 Setup or gNB-DU Configuration Update)"
        case (true, false): why = "no C/U-plane traffic in the capture"
        case (true, true): why = "no C/U-plane traffic of an announced cell's O-RU"
        }
        for h in [scsHandle, bandwidthHandle, tddHandle, prachHandle] { recorder.skip(h, reason: why) }
        recorder.skip(ssbHandle, reason: iqAnalysis ? why : Self.needsIQ)
        recorder.skip(identityHandle, reason: declared.isEmpty ? "the testbed declares no cells (cells: {NAME: {nrCgi, pci, ru}})"
            : sawF1Cell ? "no announced cell to judge" : "no F1 served cell announced in the capture")
    }
}
