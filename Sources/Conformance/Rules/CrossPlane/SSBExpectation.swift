import F1AP
import NRRRC

/// Where the served cell's SS/PBCH blocks must be on the fronthaul, from what F1 announces: SIB1
/// (ssb-PositionsInBurst, ssb-PeriodicityServingCell, frequencyBandList, offsetToPointA and the DL
/// scs-SpecificCarrier) and the MIB (ssb-SubcarrierOffset), in the carrier's numerology.
///
/// - SSB subcarrier spacing and candidate symbols (TS 38.213 §4.1): the band fixes the SSB SCS
///   and the case (TS 38.104 Table 5.4.3.3-1). Built in are only the bands with one SSB SCS:
///   n77, n78, n79 (30 kHz, case C, unpaired above 1.88 GHz: first symbols {2, 8} + 14·n,
///   n = 0…3, L_max = 8) and n1, n3, n7, n8, n20, n28 (15 kHz, case A, at most 3 GHz:
///   {2, 8} + 14·n, n = 0, 1, L_max = 4). Other bands: not derivable (SKIP with the reason).
///   Candidate symbols count from the first symbol of the half-frame; each SS/PBCH block spans 4
///   symbols (TS 38.211 §7.4.3.1, Table 7.4.3.1-1). The blocks sent are those whose bit of
///   ssb-PositionsInBurst inOneGroup is 1 (with L_max = 4 only its 4 leftmost bits count,
///   TS 38.331 ServingCellConfigCommonSIB).
/// - Half-frames (TS 38.213 §4.1): SSBs recur every ssb-PeriodicityServingCell; which half-frame
///   of the period carries them is the gNB's choice (the PBCH half-frame bit and SFN tell the UE,
///   F1 does not), so every phase of the period is a candidate (``SSBEnergyJudge``).
/// - Frequency (TS 38.211 §7.4.3.1, TS 38.331 FrequencyInfoDL-SIB): subcarrier 0 of the SSB is
///   12·offsetToPointA + k_SSB subcarriers of 15 kHz above point A (FR1), the carrier's subcarrier
///   0 is 12·offsetToCarrier carrier subcarriers above it. The MIB carries the 4 LSBs of the 5-bit
///   FR1 k_SSB (its MSB is a PBCH payload bit, not in the MIB), so k_SSB is v or v + 16: the
///   judged PRBs are the carrier PRBs wholly inside the 240 SSB subcarriers under both readings.
struct SSBExpectation: Equatable {
    /// The SSB (and carrier) numerology µ.
    var numerology: Int
    /// First symbol in the half-frame of each SS/PBCH block sent, with its SSB index.
    var blocks: [(index: Int, firstSymbol: Int)]
    /// Half-frames per SSB period (ssb-PeriodicityServingCell / 5 ms).
    var periodHalfFrames: Int
    /// Carrier PRBs wholly inside the SSB under every k_SSB reading.
    var prbs: Range<Int>
    /// k_SSB readings (15 kHz subcarriers) and the SSB band, for finding texts.
    var kSSB: [Int]
    var band: Int

    static func == (a: SSBExpectation, b: SSBExpectation) -> Bool {
        a.numerology == b.numerology && a.blocks.map(\.index) == b.blocks.map(\.index) && a.blocks.map(\.firstSymbol) == b.blocks.map(\.firstSymbol)
            && a.periodHalfFrames == b.periodHalfFrames && a.prbs == b.prbs && a.kSSB == b.kSSB && a.band == b.band
    }

    /// SSB SCS (µ), and candidate first symbols in the half-frame, of the bands built in
    /// (TS 38.104 Table 5.4.3.3-1; TS 38.213 §4.1 cases A and C).
    static func bandPattern(_ band: Int) -> (numerology: Int, candidates: [Int])? {
        switch band {
        case 77, 78, 79: return (1, [2, 8, 16, 22, 30, 36, 44, 50])  // case C, L_max 8
        case 1, 3, 7, 8, 20, 28: return (0, [2, 8, 16, 22])  // case A, L_max 4
        default: return nil
        }
    }

    /// The half-frame symbols an SSB occupies (4 from its first symbol), as a set, for lookup.
    var symbolToBlock: [Int: Int] {
        var out: [Int: Int] = [:]
        for b in blocks { for s in b.firstSymbol..<(b.firstSymbol + 4) { out[s] = b.index } }
        return out
    }

    static func make(_ c: F1APCellConfiguration, carrierNumerology: Int?) -> Result<SSBExpectation, TDDGridProblem> {
        guard let sib1 = c.sib1 else { return .failure(TDDGridProblem(CellExpectations.noSIB1(c))) }
        guard let mib = c.mib else { return .failure(TDDGridProblem("the served cell's F1 announcement carries no MIB (gNB-DU System Information)")) }
        guard let bitmap = c.ssbPositionsInBurst, !bitmap.isEmpty else { return .failure(TDDGridProblem("SIB1 has no ssb-PositionsInBurst inOneGroup")) }
        guard let periodMs = c.ssbPeriodicityMilliseconds, periodMs >= 5, periodMs % 5 == 0 else {
            return .failure(TDDGridProblem("SIB1 has no ssb-PeriodicityServingCell"))
        }
        guard let band = sib1.frequencyBands.first else { return .failure(TDDGridProblem("SIB1 names no frequency band (SSB subcarrier spacing not derivable)")) }
        guard let pattern = bandPattern(band), sib1.frequencyBands.allSatisfy({ bandPattern($0).map { $0 == pattern } ?? false }) else {
            return .failure(TDDGridProblem("band n\(band): its SSB subcarrier spacing and case (TS 38.104 Table 5.4.3.3-1) are not built in"))
        }
        guard let mu = carrierNumerology else { return .failure(TDDGridProblem("the served cell's subcarrier spacing is not announced")) }
        guard mu == pattern.numerology else {
            return .failure(TDDGridProblem("band n\(band) sends its SSB at \(15 << pattern.numerology) kHz, the carrier is \(15 << mu) kHz: the SSB travels in another numerology (not judged)"))
        }
        guard let pointA = sib1.offsetToPointA else { return .failure(TDDGridProblem("SIB1 has no offsetToPointA")) }
        guard let carrier = sib1.downlinkCarriers.first(where: { F1APCellNumerology.numerology($0.subcarrierSpacing) == mu }) else {
            return .failure(TDDGridProblem("SIB1 frequencyInfoDL has no carrier at the cell's subcarrier spacing"))
        }
        let blocks = pattern.candidates.enumerated().filter { $0.offset < bitmap.count && bitmap[$0.offset] }.map { (index: $0.offset, firstSymbol: $0.element) }
        guard !blocks.isEmpty else { return .failure(TDDGridProblem("ssb-PositionsInBurst sends no SSB of the band's candidates")) }
        let v = mib.ssbSubcarrierOffset
        let readings = v + 16 <= 23 ? [v, v + 16] : [v]
        // Carrier subcarrier index (fractional in carrier units) of SSB subcarrier 0 under each reading.
        var low = Int.min, high = Int.max
        for k in readings {
            let fifteen = 12 * pointA + k  // 15 kHz subcarriers above point A
            let startTimesScale = fifteen - (12 * carrier.offsetToCarrier << mu)  // carrier subcarriers × 2^µ
            let firstPRB = Self.ceilDiv(startTimesScale, 12 << mu)
            let endPRB = Self.floorDiv(startTimesScale + (240 << mu), 12 << mu)
            low = max(low, firstPRB)
            high = min(high, endPRB)
        }
        low = max(low, 0)
        high = min(high, carrier.carrierBandwidth)
        guard low < high else {
            return .failure(TDDGridProblem("the SSB (offsetToPointA \(pointA), k_SSB \(readings.map(String.init).joined(separator: " or "))) lies outside the \(carrier.carrierBandwidth)-PRB carrier"))
        }
        return .success(SSBExpectation(numerology: mu, blocks: blocks, periodHalfFrames: periodMs / 5, prbs: low..<high, kSSB: readings, band: band))
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }
}
