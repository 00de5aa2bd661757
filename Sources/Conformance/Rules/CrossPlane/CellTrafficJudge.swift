import F1AP
import Fronthaul
import WireCore

/// Judges one C/U-plane message against the announced cell it belongs to (``CellConfigurationChecker``):
/// XP-CELL-SCS, XP-CELL-BANDWIDTH, XP-TDD-PATTERN and XP-PRACH-CONFIG. One evaluation per message
/// and rule; one violation per message at its first problem; a message a rule cannot judge is
/// counted not applicable with the reason.
struct CellTrafficJudge {
    let cell: F1APCellConfiguration
    let expectations: CellExpectations
    let node: Int
    let frames: [Int]
    let handles: (scs: Int, bandwidth: Int, tdd: Int, prach: Int)

    func judge(_ body: ECPRIBody, _ recorder: inout RuleRecorder) {
        let slotId: Int
        // Only channels at the carrier numerology (filterIndex 0, section types 1 and U-plane):
        // PRACH and mixed-numerology sections count their slots at another spacing.
        let carrierNumerology: Bool
        switch body {
        case .cPlane(_, let m):
            slotId = Int(m.slotId)
            carrierNumerology = m.sectionType == 1 && m.filterIndex == 0
        case .uPlane(_, let u):
            slotId = Int(u.slotId)
            carrierNumerology = u.filterIndex == 0
        default: return
        }
        // XP-CELL-SCS: slotId counts the slots of a 1 ms subframe, 0 … 2^µ − 1 (CUS §7.5.2,
        // TS 38.211 §4.3.2)
        var numerologyFits = false
        switch expectations.numerology {
        case .failure(let p):
            recorder.notApplicable(handles.scs, node: node, reason: p.reason)
            recorder.notApplicable(handles.tdd, node: node, reason: p.reason)
        case .success where !carrierNumerology:
            numerologyFits = true
        case .success(let mu):
            recorder.evaluated(handles.scs, node: node)
            if slotId >= 1 << mu {
                recorder.violation(handles.scs, node: node, Violation(
                    "slotId \(slotId) needs a numerology above the served cell's \(15 << mu) kHz (µ = \(mu): slotId 0…\((1 << mu) - 1))",
                    frames: frames, fieldPath: "oran_fh_cus.slotId", expected: "0…\((1 << mu) - 1) (\(15 << mu) kHz)", actual: "\(slotId)"))
                recorder.notApplicable(handles.tdd, node: node, reason: "slotId outside the served cell's numerology (XP-CELL-SCS)")
            } else {
                numerologyFits = true
            }
        }
        switch body {
        case .cPlane(_, let m):
            if m.sectionType == 1 { bandwidth(m, &recorder) }
            if m.sectionType == 1, numerologyFits, case .success(let mu) = expectations.numerology { tdd(m, mu: mu, &recorder) }
            if m.sectionType == 3 && m.dataDirection == 0 && (1...3).contains(m.filterIndex) {
                prach(m, &recorder)
            }
        case .uPlane(_, let u):
            if numerologyFits, case .success(let mu) = expectations.numerology, u.filterIndex == 0 {
                direction(downlink: u.dataDirection == 1, frame: Int(u.frameId), subframe: Int(u.subframeId), slot: Int(u.slotId),
                          symbols: Int(u.symbolId)..<Int(u.symbolId) + 1, mu: mu, fieldPath: "oran_fh_cus.symbolId", &recorder)
            }
        default:
            break
        }
    }

    /// XP-CELL-BANDWIDTH: each ST1 section's PRBs (startPrbc, numPrbc, rb: CUS §7.5.3.3–7.5.3.6)
    /// inside the announced carrier; numPrbc 0 ("all PRBs") is inside by definition.
    private func bandwidth(_ m: CPlaneMessage, _ recorder: inout RuleRecorder) {
        let h = handles.bandwidth
        guard let bound = m.dataDirection == 1 ? expectations.downlinkBound : expectations.uplinkBound else {
            recorder.notApplicable(h, node: node, reason: "the served cell's \(m.dataDirection == 1 ? "DL" : "UL") carrier bandwidth is not announced")
            return
        }
        recorder.evaluated(h, node: node)
        for s in m.sections where s.numPrbc > 0 {
            let end = Int(s.startPrbc) + (Int(s.numPrbc) - 1) * (s.rb ? 2 : 1) + 1
            if end > bound.prbs {
                recorder.violation(h, node: node, Violation(
                    "\(m.dataDirection == 1 ? "DL" : "UL") section \(s.sectionId) uses PRBs \(s.startPrbc)…\(end - 1), past the served cell's \(bound.prbs)-PRB carrier (\(bound.source))",
                    frames: frames, fieldPath: "oran_fh_cus.numPrbc", expected: "last PRB ≤ \(bound.prbs - 1)", actual: "\(end - 1)"))
                return
            }
        }
    }

    /// XP-TDD-PATTERN for an ST1 message: every symbol of every section.
    private func tdd(_ m: CPlaneMessage, mu: Int, _ recorder: inout RuleRecorder) {
        guard !m.sections.contains(where: \.symInc) else {
            recorder.notApplicable(handles.tdd, node: node, reason: "sections with symInc (their symbols are not judged)")
            return
        }
        let start = Int(m.startSymbolId)
        let count = m.sections.map { Int($0.numSymbol) }.max() ?? 0
        direction(downlink: m.dataDirection == 1, frame: Int(m.frameId), subframe: Int(m.subframeId), slot: Int(m.slotId),
                  symbols: start..<min(14, start + max(count, 1)), mu: mu, fieldPath: "oran_fh_cus.dataDirection", &recorder)
    }

    /// DL traffic on a symbol the pattern makes uplink, or UL traffic on a downlink symbol, is a
    /// violation; flexible symbols take either direction (TS 38.213 §11.1).
    private func direction(downlink: Bool, frame: Int, subframe: Int, slot: Int, symbols: Range<Int>, mu: Int, fieldPath: String,
                           _ recorder: inout RuleRecorder) {
        let h = handles.tdd
        let grid: TDDPatternGrid
        switch expectations.tdd {
        case .failure(let p):
            recorder.notApplicable(h, node: node, reason: p.reason)
            return
        case .success(let g): grid = g
        }
        guard mu >= grid.referenceNumerology else {
            recorder.notApplicable(h, node: node, reason: "the TDD reference SCS is above the cell's numerology (not derivable, TS 38.213 §11.1)")
            return
        }
        recorder.evaluated(h, node: node)
        let forbidden: TDDPatternGrid.Direction = downlink ? .uplink : .downlink
        for symbol in symbols {
            guard grid.direction(frame: frame, subframe: subframe, slot: slot, symbol: symbol, numerology: mu) == forbidden else { continue }
            let slotInFrame = subframe << mu + slot
            recorder.violation(h, node: node, Violation(
                "\(downlink ? "DL" : "UL") traffic in frame \(frame) slot \(slotInFrame) symbol \(symbol), which SIB1's TDD pattern makes \(downlink ? "uplink" : "downlink")",
                frames: frames, fieldPath: fieldPath, expected: "\(downlink ? "D" : "U") or F symbol", actual: "\(forbidden.rawValue) symbol"))
            return
        }
    }

    /// XP-PRACH-CONFIG for a UL ST3 message with a PRACH filterIndex.
    private func prach(_ m: CPlaneMessage, _ recorder: inout RuleRecorder) {
        let h = handles.prach
        let e: PRACHExpectation
        switch expectations.prach {
        case .failure(let p):
            recorder.notApplicable(h, node: node, reason: p.reason)
            return
        case .success(let x): e = x
        }
        let scsCode = Int(m.frameStructure & 0x0F)
        let filter = Int(m.filterIndex)
        var judged = false
        func fail(_ message: String, _ path: String, _ expected: String, _ actual: String) {
            recorder.evaluated(h, node: node)
            recorder.violation(h, node: node, Violation(message, frames: frames, fieldPath: path, expected: expected, actual: actual))
        }
        // format class (filterIndex, CUS §7.5.2.3: 1 formats 0/1/2, 2 format 3, 3 A1…C2; SCS codes §7.5.2.13)
        if let short = e.shortFormat {
            judged = true
            let shortOnWire = filter == 3
            if short != shortOnWire {
                return fail("prach-ConfigurationIndex \(e.index) is a \(short ? "short (L_RA 139)" : "long (L_RA 839)") format; the section type 3 uses filterIndex \(filter) (\(shortOnWire ? "short" : "long") formats)",
                            "oran_fh_cus.filterIndex", short ? "3 (A1…C2)" : "1 or 2 (formats 0–3)", "\(filter)")
            }
            if short != (0...3).contains(scsCode) {
                return fail("prach-ConfigurationIndex \(e.index) is a \(short ? "short" : "long") format; frameStructure SCS code \(scsCode) is not a \(short ? "15–120 kHz" : "1.25 / 5 kHz") PRACH spacing",
                            "oran_fh_cus.frameStructure.spacing", short ? "0…3" : "12 or 14", "\(scsCode)")
            }
        }
        // msg1-SubcarrierSpacing (short formats)
        if let mu = e.msg1Numerology, e.shortFormat != false, (0...4).contains(scsCode) || e.shortFormat == true {
            judged = true
            if scsCode != mu {
                return fail("msg1-SubcarrierSpacing is \(15 << mu) kHz; the section type 3 frameStructure says SCS code \(scsCode)",
                            "oran_fh_cus.frameStructure.spacing", "\(mu) (\(15 << mu) kHz)", "\(scsCode)")
            }
        }
        // msg1-FrequencyStart and msg1-FDM against freqOffset
        if case .success(let f) = e.frequency, let prachSpacing = PRACHPlacement.spacingUnits(code: scsCode, v01: false) {
            let spacing = 24 << f.numerology
            if let nRA = PRACHExpectation.allocationPRBs(prachSpacing: prachSpacing, puschSpacing: spacing) {
                judged = true
                let starts = (0..<e.fdm).map { f.bwpStart + e.frequencyStart + $0 * nRA }
                for s in m.sections {
                    let band = PRACHPlacement.sectionBand(freqOffset: Int(s.freqOffsetSigned), startPrbc: Int(s.startPrbc), numPrbc: max(1, Int(s.numPrbc)),
                                                          rb: s.rb, spacing: prachSpacing)
                    let firstCentre = band.low + prachSpacing / 2
                    // PRB p's first subcarrier centre: (12p − 6N)·Δf from the carrier centre (TS 38.211 §5.3.1)
                    let matches = starts.contains { p in abs(firstCentre - (12 * p - 6 * f.carrierPRBs) * spacing) < 12 * spacing }
                    if !matches {
                        let actualPRB = Double(firstCentre + 6 * f.carrierPRBs * spacing) / Double(12 * spacing)
                        let text = (actualPRB * 10).rounded() / 10
                        return fail("PRACH occasion starts at PRB \(text) of the \(f.carrierPRBs)-PRB UL carrier; SIB1 places its \(e.fdm) occasion(s) at PRB \(starts.map(String.init).joined(separator: ", ")) (initial UL BWP start \(f.bwpStart) + msg1-FrequencyStart \(e.frequencyStart), \(nRA) PRBs each)",
                                    "oran_fh_cus.freqOffset", "PRB \(starts.map(String.init).joined(separator: ", "))", "PRB \(text)")
                    }
                }
            }
        }
        if judged {
            recorder.evaluated(h, node: node)
        } else {
            let reason = e.formatReason ?? (try? e.frequency.get()).map { _ in "PRACH spacing and carrier spacing not in TS 38.211 Table 6.3.3.2-1" }
                ?? { if case .failure(let p) = e.frequency { return p.reason }; return "not derivable" }()
            recorder.notApplicable(h, node: node, reason: reason)
        }
    }
}
