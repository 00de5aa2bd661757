@testable import Conformance
import F1AP
import NRRRC
import Testing

/// The arithmetic of the XP rules, each figure worked by hand from the clause it cites.
@Suite struct CrossPlaneArithmeticTests {
    /// TS 38.214 §5.1.2.2.2 with N = 275: RIV 1099 is the 273-PRB BWP from 0 (the second form,
    /// L − 1 > 137: 275·(275 − 273 + 1) + (275 − 1 − 0)); 13750 = 275·50 is 51 PRBs from 0.
    @Test func resourceIndicationValues() {
        #expect(F1APCellConfiguration.resourceIndication(1099)! == (0, 273))
        #expect(F1APCellConfiguration.resourceIndication(13750)! == (0, 51))
        #expect(F1APCellConfiguration.resourceIndication(275 * 10 + 24)! == (24, 11))
        #expect(F1APCellConfiguration.resourceIndication(275 * (275 - 200 + 1) + (275 - 1 - 5))! == (5, 200))
        #expect(F1APCellConfiguration.resourceIndication(-1) == nil)
        #expect(F1APCellConfiguration.resourceIndication(1_000_000) == nil)
    }

    /// DDDSU at 30 kHz (ms2p5: 3 DL slots, 10 DL symbols, 2 UL symbols, 1 UL slot), TS 38.213 §11.1.
    @Test func tddGridOfDDDSU() throws {
        let p = TDDPattern(periodicity: "ms2p5", downlinkSlots: 3, downlinkSymbols: 10, uplinkSlots: 1, uplinkSymbols: 2)
        let grid = try TDDPatternGrid.make(reference: "kHz30", pattern1: p, pattern2: nil).get()
        #expect(grid.symbols.count == 70)
        func d(_ frame: Int, _ subframe: Int, _ slot: Int, _ symbol: Int, mu: Int = 1) -> Character? {
            grid.direction(frame: frame, subframe: subframe, slot: slot, symbol: symbol, numerology: mu)?.rawValue
        }
        #expect(d(0, 0, 0, 0) == "D" && d(0, 1, 0, 13) == "D")  // slot 2
        #expect(d(0, 1, 1, 9) == "D" && d(0, 1, 1, 10) == "F" && d(0, 1, 1, 11) == "F" && d(0, 1, 1, 12) == "U")  // slot 3
        #expect(d(0, 2, 0, 0) == "U")  // slot 4
        #expect(d(1, 9, 1, 0) == "U" && d(7, 2, 1, 0) == "D")  // slot 39 of 20 ms; frame 7 slot 5
        // 60 kHz traffic on the 30 kHz reference: two symbols per reference symbol
        #expect(d(0, 1, 3, 6, mu: 2) == "F" && d(0, 1, 3, 4, mu: 2) == "D")
        #expect(d(0, 0, 0, 0, mu: 0) == nil)  // µ below the reference: not derivable
        // not laid out: a period that does not divide 20 ms, too many symbols
        let p3 = TDDPattern(periodicity: "ms3", downlinkSlots: 1, downlinkSymbols: 0, uplinkSlots: 1, uplinkSymbols: 0)
        #expect((try? TDDPatternGrid.make(reference: "kHz30", pattern1: p3, pattern2: nil).get()) == nil)
        let over = TDDPattern(periodicity: "ms1", downlinkSlots: 2, downlinkSymbols: 0, uplinkSlots: 1, uplinkSymbols: 0)
        #expect((try? TDDPatternGrid.make(reference: "kHz30", pattern1: over, pattern2: nil).get()) == nil)
        // ms5 + ms5 pattern2: period 10 ms divides 20 ms
        let p5 = TDDPattern(periodicity: "ms5", downlinkSlots: 7, downlinkSymbols: 6, uplinkSlots: 2, uplinkSymbols: 4)
        #expect((try? TDDPatternGrid.make(reference: "kHz30", pattern1: p5, pattern2: p5).get())?.symbols.count == 280)
    }

    /// TS 38.211 Table 6.3.3.2-1: N_RB^RA in PUSCH PRBs (spacings in 625 Hz units).
    @Test func prachAllocation() {
        #expect(PRACHExpectation.allocationPRBs(prachSpacing: 48, puschSpacing: 48) == 12)  // 30/30
        #expect(PRACHExpectation.allocationPRBs(prachSpacing: 24, puschSpacing: 48) == 6)  // 15/30
        #expect(PRACHExpectation.allocationPRBs(prachSpacing: 48, puschSpacing: 24) == 24)  // 30/15
        #expect(PRACHExpectation.allocationPRBs(prachSpacing: 2, puschSpacing: 24) == 6)  // 1.25/15
        #expect(PRACHExpectation.allocationPRBs(prachSpacing: 8, puschSpacing: 48) == 12)  // 5/30
        #expect(PRACHExpectation.allocationPRBs(prachSpacing: 192, puschSpacing: 24) == nil)  // 120/15
    }
}
