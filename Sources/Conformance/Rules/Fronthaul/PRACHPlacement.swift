import Fronthaul
import Profiles

/// The arithmetic of FH-CS-PRACH: where a section type 3 section sits in frequency and whether its
/// numerology fits a PRACH occasion. Frequencies are integers in units of 625 Hz (half of 1.25
/// kHz), so every frameStructure subcarrier spacing (CUS §7.5.2.13) and every half-subcarrier is
/// exact.
///
/// Readings (O-RAN.WG4.CUS §7.5.2.13, §7.5.3.11; TS 38.211 §5.3.2, §6.3.3):
/// - Carrier: N_PRB·12 subcarriers at Δf = 15·2^µ kHz; subcarrier k of the grid sits at
///   (k − 6·N_PRB)·Δf from the carrier centre (TS 38.211 §5.3.1 with k0 = 0), so the occupied
///   band runs from −(6·N_PRB + ½)·Δf to (6·N_PRB − ½)·Δf.
/// - Section: freqOffset (24-bit two's complement) × ½·Δf_s is the centre of RE 0 of the section's
///   PRB 0 relative to the carrier centre, where Δf_s is the frameStructure SCS (the ½·SCS unit is
///   what the O-RAN SC xran library and later CUS versions use; v01 said ×Δf). Whether startPrbc
///   counts from that point (taken here: yes, so the first RE is at freqOffset·½Δf_s +
///   startPrbc·12·Δf_s) or freqOffset already names startPrbc's RE 0 is not settled by the text
///   available to us (our reading, not verified against the clause text); the two agree when
///   startPrbc is 0, as xran sends PRACH. The section occupies ((numPrbc − 1)·(1 + rb) + 1)·12
///   subcarriers of Δf_s from there, each ±½·Δf_s wide.
/// - Inside the carrier: the section's occupied band lies within the carrier's.
/// - PRACH spacings (TS 38.211 §6.3.3.1): 1.25 and 5 kHz (long formats, L_RA = 839) and 15, 30,
///   60, 120 kHz (short formats, L_RA ≥ 139), i.e. SCS codes 12, 14 and 0–3.
/// - PRACH SCS against the carrier SCS: the combinations of TS 38.211 Table 6.3.3.2-1 (Rel-15 rows,
///   transcribed by hand): 1.25 / 5 / 15 / 30 kHz with a 15, 30 or 60 kHz carrier; 60 / 120 kHz
///   with a 60 or 120 kHz carrier. A 240 kHz carrier is not judged.
/// - Width: the section's numPrbc·12 subcarriers hold the L_RA-long preamble.
/// - FFT: the frameStructure FFT size is at least the section's subcarrier count (code 0, "no
///   FFT", and reserved codes are not judged here; FH-CP-ST3-FS reports reserved codes).
enum PRACHPlacement {
    /// Subcarrier spacing of a frameStructure SCS code in 625 Hz units (nil: reserved).
    static func spacingUnits(code: Int, v01: Bool) -> Int? {
        switch code {
        case 0...4: 24 << code
        case 5: v01 ? 768 : nil
        case 12: 2
        case 13: 6
        case 14: 8
        case 15: 12
        default: nil
        }
    }

    /// FFT size of a frameStructure FFT code (CUS §7.5.2.13); nil for 0 (no FFT) and reserved
    /// codes.
    static func fftSize(code: Int, v01: Bool) -> Int? {
        switch code {
        case 4...12: v01 && code < 8 ? nil : 1 << code
        case 13: 1536
        case 14: v01 ? 128 : 3072
        default: nil
        }
    }

    /// SCS codes of PRACH subcarrier spacings.
    static let prachSpacingCodes: Set<Int> = [0, 1, 2, 3, 12, 14]

    /// Carrier numerologies a PRACH SCS code may be used with (TS 38.211 Table 6.3.3.2-1, Rel-15 rows).
    static func carrierNumerologies(forPRACHCode code: Int) -> ClosedRange<Int>? {
        switch code {
        case 12, 14, 0, 1: 0...2
        case 2, 3: 2...3
        default: nil
        }
    }

    /// Occupied band of a section, in 625 Hz units from the carrier centre (low edge, high edge).
    static func sectionBand(freqOffset: Int, startPrbc: Int, numPrbc: Int, rb: Bool, spacing: Int) -> (low: Int, high: Int) {
        let span = ((numPrbc - 1) * (rb ? 2 : 1) + 1) * 12
        let firstCentre = freqOffset * (spacing / 2) + startPrbc * 12 * spacing
        let low = firstCentre - spacing / 2
        return (low, low + span * spacing)
    }

    /// Occupied band of the carrier, in 625 Hz units from its centre.
    static func carrierBand(numerology: Int, prbs: Int) -> (low: Int, high: Int) {
        let spacing = 24 << numerology
        return (-6 * prbs * spacing - spacing / 2, 6 * prbs * spacing - spacing / 2)
    }

    /// "−9195 kHz" / "1.25 kHz" for 625 Hz units.
    static func kHz(_ units: Int) -> String {
        let hz = units * 625
        let whole = abs(hz) / 1000, fraction = abs(hz) % 1000
        var text = (hz < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text + " kHz"
    }

    /// One problem of a section type 3 message.
    struct Problem: Equatable {
        var message: String
        var fieldPath: String
        var expected: String
        var actual: String
    }

    /// The first problem of a section type 3 message, nil when it conforms.
    /// - Parameters:
    ///   - isPRACH: the message is PRACH (a PRACH filterIndex, or a flow declared for PRACH).
    ///   - prach: the flow's declared PRACH configuration, if any.
    static func problem(_ m: CPlaneMessage, carrier: Carrier, isPRACH: Bool, prach: PRACHConfig?, v01: Bool) -> Problem? {
        let scsCode = Int(m.frameStructure & 15), fftCode = Int(m.frameStructure >> 4)
        guard let spacing = spacingUnits(code: scsCode, v01: v01) else { return nil }
        var sequenceLength = 0
        if isPRACH {
            guard prachSpacingCodes.contains(scsCode) else {
                return Problem(message: "frameStructure SCS code \(scsCode) (\(kHz(spacing))) is not a PRACH subcarrier spacing (1.25, 5, 15, 30, 60 or 120 kHz)",
                               fieldPath: "oran_fh_cus.frameStructure.spacing", expected: "0-3, 12 or 14", actual: String(scsCode))
            }
            if carrier.numerology <= 3, let allowed = carrierNumerologies(forPRACHCode: scsCode), !allowed.contains(carrier.numerology) {
                return Problem(message: "PRACH SCS \(kHz(spacing)) is not used with a \(15 << carrier.numerology) kHz carrier (TS 38.211 Table 6.3.3.2-1)",
                               fieldPath: "oran_fh_cus.frameStructure.spacing", expected: "a PRACH SCS for µ = \(carrier.numerology)", actual: String(scsCode))
            }
            sequenceLength = scsCode >= 12 ? 839 : 139
            if let prach {
                let wanted = prach.spacing.map { [$0.scsCode] } ?? [0, 1, 2, 3]
                if !wanted.contains(scsCode) {
                    let text = prach.spacing.map { "\($0.rawValue) kHz" } ?? "15, 30, 60 or 120 kHz"
                    return Problem(message: "PRACH format \(prach.format.rawValue) uses \(text), but frameStructure SCS is \(kHz(spacing))",
                                   fieldPath: "oran_fh_cus.frameStructure.spacing", expected: wanted.map(String.init).joined(separator: ", "), actual: String(scsCode))
                }
                if m.filterIndex != 0 && Int(m.filterIndex) != prach.format.filterIndex {
                    return Problem(message: "filterIndex \(m.filterIndex) does not match PRACH format \(prach.format.rawValue) (filterIndex \(prach.format.filterIndex), or 0)",
                                   fieldPath: "oran_fh_cus.filterIndex", expected: "0 or \(prach.format.filterIndex)", actual: String(m.filterIndex))
                }
                sequenceLength = prach.format.sequenceLength
            }
        }
        let fft = fftSize(code: fftCode, v01: v01)
        let carrierEdges = carrierBand(numerology: carrier.numerology, prbs: carrier.prbs)
        for s in m.sections where s.numPrbc > 0 {
            let count = Int(s.numPrbc)
            if isPRACH && count * 12 < sequenceLength {
                return Problem(message: "section \(s.sectionId): numPrbc \(count) (\(count * 12) subcarriers) cannot hold the \(sequenceLength)-long PRACH preamble",
                               fieldPath: "oran_fh_cus.numPrbc", expected: "≥ \((sequenceLength + 11) / 12)", actual: String(count))
            }
            let band = sectionBand(freqOffset: Int(s.freqOffsetSigned), startPrbc: Int(s.startPrbc), numPrbc: count, rb: s.rb, spacing: spacing)
            if band.low < carrierEdges.low || band.high > carrierEdges.high {
                return Problem(message: "section \(s.sectionId): freqOffset \(s.freqOffsetSigned) and PRBs \(s.startPrbc)+\(count) at \(kHz(spacing)) occupy \(kHz(band.low)) … \(kHz(band.high)), outside the carrier's \(kHz(carrierEdges.low)) … \(kHz(carrierEdges.high)) (\(carrier.prbs) PRBs at \(15 << carrier.numerology) kHz)",
                               fieldPath: "oran_fh_cus.freqOffset", expected: "inside the carrier", actual: "\(kHz(band.low)) … \(kHz(band.high))")
            }
            let subcarriers = ((count - 1) * (s.rb ? 2 : 1) + 1) * 12
            if let fft, fft < subcarriers {
                return Problem(message: "section \(s.sectionId): FFT size \(fft) is smaller than its \(subcarriers) subcarriers",
                               fieldPath: "oran_fh_cus.frameStructure.fft", expected: "≥ \(subcarriers)", actual: String(fft))
            }
        }
        return nil
    }
}
