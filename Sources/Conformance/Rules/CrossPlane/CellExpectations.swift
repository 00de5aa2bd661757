import F1AP
import NRRRC

/// What an announced cell lets the cross-plane rules derive, computed once per announcement:
/// each value, or why it is not derivable (the rule's SKIP reason).
struct CellExpectations {
    /// The cell's numerology: F1 NR-SCS, else SIB1's only DL scs-SpecificCarrier.
    var numerology: Result<Int, TDDGridProblem>
    /// Largest PRB end (exclusive) a DL / UL section may reach, and what announced it.
    var downlinkBound: (prbs: Int, source: String)?
    var uplinkBound: (prbs: Int, source: String)?
    var tdd: Result<TDDPatternGrid, TDDGridProblem>
    var prach: Result<PRACHExpectation, TDDGridProblem>
    /// Where the SS/PBCH blocks must be (XP-SSB).
    var ssb: Result<SSBExpectation, TDDGridProblem>

    init(_ c: F1APCellConfiguration) {
        let sib1 = c.sib1
        if let mu = c.numerology {
            numerology = .success(mu)
        } else if let carriers = sib1?.downlinkCarriers, carriers.count == 1, let mu = F1APCellNumerology.numerology(carriers[0].subcarrierSpacing) {
            numerology = .success(mu)
        } else {
            numerology = .failure(TDDGridProblem("the served cell's subcarrier spacing is not announced (F1 Transmission Bandwidth NR-SCS, SIB1 scs-SpecificCarrierList)"))
        }
        let mu = try? numerology.get()
        func carrier(_ list: [SCSSpecificCarrier]?) -> Int? {
            guard let mu else { return nil }
            return list?.first { F1APCellNumerology.numerology($0.subcarrierSpacing) == mu }?.carrierBandwidth
        }
        func bound(_ f1: Int?, _ sib: Int?, sibName: String) -> (Int, String)? {
            switch (f1, sib) {
            case let (f?, s?): return s < f ? (s, "SIB1 \(sibName) carrierBandwidth \(s)") : (f, "F1 NRNRB \(f)")
            case let (f?, nil): return (f, "F1 NRNRB \(f)")
            case let (nil, s?): return (s, "SIB1 \(sibName) carrierBandwidth \(s)")
            default: return nil
            }
        }
        downlinkBound = bound(c.prbs, carrier(sib1?.downlinkCarriers), sibName: "frequencyInfoDL")
        // FDD: the F1 NRNRB read is the DL one; the UL bound is SIB1's alone
        uplinkBound = bound(c.duplex == .fdd ? nil : c.prbs, carrier(sib1?.uplinkCarriers), sibName: "frequencyInfoUL")
        if c.duplex == .fdd {
            tdd = .failure(TDDGridProblem("the served cell is FDD (F1 NR-Mode-Info fDD)"))
        } else if let sib1 {
            if sib1.tddPattern1 == nil && sib1.tddReferenceSubcarrierSpacing == nil {
                tdd = .failure(TDDGridProblem(c.duplex == .tdd ? "SIB1 has no tdd-UL-DL-ConfigurationCommon" : "the cell announces no TDD pattern"))
            } else {
                tdd = TDDPatternGrid.make(reference: sib1.tddReferenceSubcarrierSpacing, pattern1: sib1.tddPattern1, pattern2: sib1.tddPattern2)
            }
        } else {
            tdd = .failure(TDDGridProblem(Self.noSIB1(c)))
        }
        if let sib1 {
            prach = PRACHExpectation.make(c, sib1: sib1)
        } else {
            prach = .failure(TDDGridProblem(Self.noSIB1(c)))
        }
        ssb = SSBExpectation.make(c, carrierNumerology: mu)
    }

    static func noSIB1(_ c: F1APCellConfiguration) -> String {
        c.systemInformationProblem.map { "the served cell's system information does not decode: \($0)" }
            ?? "the served cell's F1 announcement carries no SIB1 (gNB-DU System Information)"
    }
}
