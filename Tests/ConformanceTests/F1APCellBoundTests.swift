@testable import Conformance
import Foundation
import Testing
import TestSupport

/// The served and activated cells of an F1AP association are kept to ``F1APCellSet/maximumCells``
/// (twice maxCellingNBDU): past it, a cell the association no longer knows may be one let go, so
/// F1-DUCFG-CELLS and F1-INITUL-FIELDS are INCONCLUSIVE for it, never FAIL; what the kept cells
/// prove still fails. PDUs are pycrate-encoded from JER (skipped with a printed reason without
/// pycrate or ../shared); frame numbers are positions in the sequence.
@Suite(.requires(.pycrate)) struct F1APCellBoundTests {
    typealias T = F1APRuleTests

    /// NR CGI of test cell `i`: PLMN 001-01, cell identity i + 1 (36 bits, TS 38.473 §9.3.1.12).
    static func nrcgi(_ i: Int) -> String {
        #"{"pLMN-Identity":"00f110","nRCellIdentity":"\#(cellIdentity(i))"}"#
    }
    static func cellIdentity(_ i: Int) -> String { String(format: "%09x0", i + 1) }

    static func servedCell(_ i: Int) -> String {
        #"{"served-Cell-Information":{"nRCGI":\#(nrcgi(i)),"nRPCI":\#(i % 1008),"fiveGS-TAC":"000001","servedPLMNs":[{"pLMN-Identity":"00f110"}],"nR-Mode-Info":{"tDD":{"nRFreqInfo":{"nRARFCN":632628,"freqBandListNr":[{"freqBandIndicatorNr":78,"supportedSULBandList":[]}]},"transmission-Bandwidth":{"nRSCS":"scs30","nRNRB":"nrb33"}}},"measurementTimingConfiguration":"101134e6850000"}}"#
    }

    /// F1 Setup Request (IE 44 gNB-DU-Served-Cells-List, items 43) serving `cells`.
    static func setupRequest(_ tx: Int, cells: Range<Int>) -> String {
        let items = cells.map { #"{"id":43,"criticality":"reject","value":\#(servedCell($0))}"# }.joined(separator: ",")
        return #"{"initiatingMessage":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)},{"id":42,"criticality":"reject","value":7},{"id":44,"criticality":"reject","value":[\#(items)]},{"id":171,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#
    }

    /// gNB-DU Configuration Update (procedure 3): IE 58 Served-Cells-To-Add-List (items 57) and
    /// IE 60 Served-Cells-To-Delete-List (items 59), TS 38.473 §9.2.1.7.
    static func configurationUpdate(_ tx: Int, adding: [Int] = [], deleting: [Int] = []) -> String {
        var ies = [#"{"id":78,"criticality":"reject","value":\#(tx)}"#]
        if !adding.isEmpty {
            let items = adding.map { #"{"id":57,"criticality":"reject","value":\#(servedCell($0))}"# }.joined(separator: ",")
            ies.append(#"{"id":58,"criticality":"reject","value":[\#(items)]}"#)
        }
        if !deleting.isEmpty {
            let items = deleting.map { #"{"id":59,"criticality":"reject","value":{"oldNRCGI":\#(nrcgi($0))}}"# }.joined(separator: ",")
            ies.append(#"{"id":60,"criticality":"reject","value":[\#(items)]}"#)
        }
        return #"{"initiatingMessage":{"procedureCode":3,"criticality":"reject","value":{"protocolIEs":[\#(ies.joined(separator: ","))]}}}"#
    }
    static func configurationUpdateAck(_ tx: Int) -> String {
        #"{"successfulOutcome":{"procedureCode":3,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":\#(tx)}]}}}"#
    }

    /// Counts of one rule's only row: evaluated, violations, inconclusive, and the findings' frames.
    static func row(_ r: RunResults, _ rule: String) -> (Int, Int, Int, [[Int]])? {
        let rows = r.results(for: rule)
        guard rows.count == 1 else {
            Issue.record("\(rule): \(rows)")
            return nil
        }
        return (rows[0].evaluated, rows[0].violations, rows[0].inconclusive, rows[0].findings.map(\.frames))
    }

    /// 1,100 cells served over three messages (512 + 512 + 76): the last 76 are let go. Deleting
    /// one of them, or a cell never served, is INCONCLUSIVE; deleting a kept cell is judged, and
    /// adding a kept cell again still fails; an Initial UL RRC naming a let-go cell is INCONCLUSIVE.
    @Test func cellsPastTheBoundAreInconclusiveNotFailed() {
        let m = F1APCellSet.maximumCells
        #expect(m == 1_024)
        let steps: [(T.Side, String, Int64)] = [
            (.du, Self.setupRequest(1, cells: 0..<512), 0), (.cu, T.setupResponse(1), 1),
            (.du, Self.configurationUpdate(2, adding: Array(512..<m)), 2), (.cu, Self.configurationUpdateAck(2), 3),
            (.du, Self.configurationUpdate(3, adding: Array(m..<1_100)), 4), (.cu, Self.configurationUpdateAck(3), 5),
            (.du, Self.configurationUpdate(4, deleting: [1_050]), 6), (.cu, Self.configurationUpdateAck(4), 7),
            (.du, Self.configurationUpdate(5, deleting: [5_000]), 8), (.cu, Self.configurationUpdateAck(5), 9),
            (.du, Self.configurationUpdate(6, deleting: [10]), 10), (.cu, Self.configurationUpdateAck(6), 11),
            (.du, Self.configurationUpdate(7, adding: [20]), 12), (.cu, Self.configurationUpdateAck(7), 13),
            (.du, T.initialUL(du: 5, cell: Self.cellIdentity(1_060)), 14),
            (.du, T.initialUL(du: 6, cell: Self.cellIdentity(100)), 15),
        ]
        guard let r = T.run(steps) else { return }
        // evaluated: the three adds before, the kept delete, the add of a kept cell
        if let (evaluated, violations, inconclusive, frames) = Self.row(r, "F1-DUCFG-CELLS") {
            #expect(evaluated == 4 && violations == 1 && inconclusive == 2, "\(r.results(for: "F1-DUCFG-CELLS"))")
            #expect(frames == [[13]], "\(r.results(for: "F1-DUCFG-CELLS").flatMap(\.findings).prefix(3).map(\.message))")
        }
        if let (evaluated, violations, inconclusive, _) = Self.row(r, "F1-INITUL-FIELDS") {
            #expect(evaluated == 1 && violations == 0 && inconclusive == 1, "\(r.results(for: "F1-INITUL-FIELDS"))")
        }
    }

    /// Below the bound the same cells are judged: deleting, or naming, a cell never served fails.
    @Test func cellsNeverServedFailBelowTheBound() {
        let steps: [(T.Side, String, Int64)] = [
            (.du, Self.setupRequest(1, cells: 0..<4), 0), (.cu, T.setupResponse(1), 1),
            (.du, Self.configurationUpdate(2, deleting: [1_050]), 2), (.cu, Self.configurationUpdateAck(2), 3),
            (.du, T.initialUL(du: 5, cell: Self.cellIdentity(1_060)), 4),
        ]
        guard let r = T.run(steps) else { return }
        if let (evaluated, violations, inconclusive, frames) = Self.row(r, "F1-DUCFG-CELLS") {
            #expect(evaluated == 1 && violations == 1 && inconclusive == 0 && frames == [[3]], "\(r.results(for: "F1-DUCFG-CELLS"))")
        }
        if let (evaluated, violations, inconclusive, frames) = Self.row(r, "F1-INITUL-FIELDS") {
            #expect(evaluated == 1 && violations == 1 && inconclusive == 0 && frames == [[5]], "\(r.results(for: "F1-INITUL-FIELDS"))")
        }
    }
}

/// The set itself: exactly ``F1APCellSet/maximumCells`` kept, a cell already kept is no overflow,
/// and once one was let go absence is unknown (nil) for good, deletions included.
@Suite struct F1APCellSetTests {
    static func cell(_ i: Int) -> CellKey { CellKey(plmn: [0x00, 0xF1, 0x10], identity: UInt64(i)) }

    @Test func keepsTheBoundThenAnswersUnknown() {
        var set = F1APCellSet()
        #expect(set.isEmpty && set.holds(Self.cell(0)) == false)
        set.formUnion((0..<F1APCellSet.maximumCells).map(Self.cell))
        set.formUnion([Self.cell(3)])
        #expect(!set.overflowed && set.cells.count == F1APCellSet.maximumCells)
        #expect(set.holds(Self.cell(F1APCellSet.maximumCells)) == false)
        set.formUnion([Self.cell(F1APCellSet.maximumCells)])
        #expect(set.overflowed && set.cells.count == F1APCellSet.maximumCells)
        #expect(set.holds(Self.cell(F1APCellSet.maximumCells)) == nil && set.holds(Self.cell(7)) == true)
        set.subtract((0..<F1APCellSet.maximumCells).map(Self.cell))
        #expect(set.cells.isEmpty && !set.isEmpty && set.holds(Self.cell(7)) == nil)
    }
}
