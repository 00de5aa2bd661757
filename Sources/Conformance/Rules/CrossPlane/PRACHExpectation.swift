import F1AP
import NRRRC

/// What SIB1's rach-ConfigCommon (TS 38.331 §6.3.2 RACH-ConfigCommon, RACH-ConfigGeneric) says
/// a section type 3 PRACH occasion must look like on the fronthaul.
///
/// - Format class from prach-ConfigurationIndex: in TS 38.211 Table 6.3.3.2-2 (FR1, paired
///   spectrum) indices 0–86 are the long formats 0–3 (L_RA = 839) and 87–255 the short formats
///   A1…C2 (L_RA = 139); in Table 6.3.3.2-3 (FR1, unpaired) the long formats are 0–66 and the short
///   67–255. (The rows' timing — x, y, subframes, starting symbol, slots and occasions — is not
///   built in: this reading of the index is only its format class.)
/// - msg1-SubcarrierSpacing gives Δf_RA of a short format (TS 38.211 §6.3.3.2); a long format's is
///   1.25 or 5 kHz.
/// - Frequency (TS 38.211 §5.3.2, §6.3.3.2): occasion n_RA (0 ≤ n_RA < msg1-FDM) starts at PRB
///   msg1-FrequencyStart + n_RA·N_RB^RA of the initial UL BWP, which starts at RB_start of
///   locationAndBandwidth from the carrier's first PRB (TS 38.331 §6.3.2 BWP); N_RB^RA is the
///   PRACH allocation in PUSCH PRBs of TS 38.211 Table 6.3.3.2-1 (12·Δf_RA/Δf for L_RA = 139;
///   for L_RA = 839: 6 / 3 / 2 PRBs at 1.25 kHz and 24 / 12 / 6 at 5 kHz, for Δf = 15 / 30 / 60 kHz).
struct PRACHExpectation {
    var index: Int
    /// true: a short format (filterIndex 3, SCS code 0–3); false: long (filterIndex 1 or 2, SCS
    /// code 12 or 14); nil: not derivable (FR2, or duplex unknown).
    var shortFormat: Bool?
    var formatReason: String?
    var msg1Numerology: Int?
    var fdm: Int
    var frequencyStart: Int
    /// nil with the reason when the frequency part is not derivable.
    var frequency: Result<(bwpStart: Int, numerology: Int, carrierPRBs: Int), TDDGridProblem>

    static let fdmValues = ["one": 1, "two": 2, "four": 4, "eight": 8]

    static func make(_ c: F1APCellConfiguration, sib1: SIB1Summary) -> Result<PRACHExpectation, TDDGridProblem> {
        guard let rach = sib1.rach else { return .failure(TDDGridProblem("SIB1 has no rach-ConfigCommon")) }
        var e = PRACHExpectation(index: rach.prachConfigurationIndex, fdm: fdmValues[rach.msg1FDM] ?? 1, frequencyStart: rach.msg1FrequencyStart,
                                 frequency: .failure(TDDGridProblem("")))
        e.msg1Numerology = rach.msg1SubcarrierSpacing.flatMap(F1APCellNumerology.numerology)
        let fr1 = !sib1.frequencyBands.isEmpty && sib1.frequencyBands.allSatisfy { (1...256).contains($0) }
        let unpaired: Bool? = c.duplex.map { $0 == .tdd } ?? (sib1.tddPattern1 != nil ? true : nil)
        if !fr1 {
            e.formatReason = sib1.frequencyBands.isEmpty ? "SIB1 names no frequency band (FR1 or FR2 table not derivable)"
                : "FR2 band: TS 38.211 Table 6.3.3.2-4 is not built in"
        } else if let unpaired {
            e.shortFormat = rach.prachConfigurationIndex >= (unpaired ? 67 : 87)
        } else {
            e.formatReason = "paired or unpaired spectrum not derivable (no F1 NR-Mode-Info, no TDD pattern)"
        }
        if let bwp = c.initialUplinkBWP {
            if let n = sib1.uplinkCarriers.first(where: { F1APCellNumerology.numerology($0.subcarrierSpacing) == bwp.numerology })?.carrierBandwidth {
                e.frequency = .success((bwp.start, bwp.numerology, n))
            } else {
                e.frequency = .failure(TDDGridProblem("SIB1 frequencyInfoUL has no carrier at the initial UL BWP's subcarrier spacing"))
            }
        } else {
            e.frequency = .failure(TDDGridProblem("SIB1 has no initial UL BWP locationAndBandwidth"))
        }
        return .success(e)
    }

    /// N_RB^RA (TS 38.211 Table 6.3.3.2-1) for a PRACH spacing and a PUSCH spacing, both in 625 Hz
    /// units; nil when the combination is not in the table.
    static func allocationPRBs(prachSpacing: Int, puschSpacing: Int) -> Int? {
        switch prachSpacing {
        case 2: return [24: 6, 48: 3, 96: 2][puschSpacing]  // 1.25 kHz
        case 8: return [24: 24, 48: 12, 96: 6][puschSpacing]  // 5 kHz
        default:
            guard prachSpacing >= 24, (12 * prachSpacing) % puschSpacing == 0 else { return nil }
            let n = 12 * prachSpacing / puschSpacing
            return [3, 6, 12, 24].contains(n) ? n : nil
        }
    }
}
