import NRRRC

/// The slot format that SIB1's tdd-UL-DL-ConfigurationCommon alone gives (TS 38.213 §11.1):
/// in each pattern's period, the first nrofDownlinkSlots slots and then nrofDownlinkSymbols
/// symbols are downlink, the last nrofUplinkSlots slots and the nrofUplinkSymbols symbols before
/// them are uplink, everything between is flexible; pattern2 follows pattern1, and the sequence
/// of the two repeats from the first symbol of every even frame (P + P2 divides 20 ms). Slots and
/// symbols count in the reference numerology µ_ref; a symbol of numerology µ ≥ µ_ref lies in
/// reference symbol ⌊n / 2^(µ−µ_ref)⌋ (TS 38.213 §11.1: referenceSubcarrierSpacing).
struct TDDPatternGrid {
    enum Direction: Character { case downlink = "D", uplink = "U", flexible = "F" }

    let referenceNumerology: Int
    /// One entry per reference symbol of the combined period.
    let symbols: [Direction]

    /// Periods in eighths of a millisecond (TS 38.331 §6.3.2 dl-UL-TransmissionPeriodicity and
    /// dl-UL-TransmissionPeriodicity-v1530).
    static let periodEighths: [String: Int] = [
        "ms0p5": 4, "ms0p625": 5, "ms1": 8, "ms1p25": 10, "ms2": 16, "ms2p5": 20, "ms3": 24, "ms4": 32, "ms5": 40, "ms10": 80,
    ]

    /// Why the pattern cannot be laid out, or the grid.
    static func make(reference: String?, pattern1: TDDPattern?, pattern2: TDDPattern?) -> Result<TDDPatternGrid, TDDGridProblem> {
        guard let reference, let mu = F1APCellNumerology.numerology(reference) else {
            return .failure(TDDGridProblem("SIB1 has no tdd-UL-DL-ConfigurationCommon referenceSubcarrierSpacing"))
        }
        guard let pattern1 else { return .failure(TDDGridProblem("SIB1 has no tdd-UL-DL-ConfigurationCommon pattern1")) }
        var symbols: [Direction] = []
        var totalEighths = 0
        for p in [pattern1] + (pattern2.map { [$0] } ?? []) {
            guard let eighths = periodEighths[p.periodicity] else { return .failure(TDDGridProblem("unknown periodicity \(p.periodicity)")) }
            guard (eighths << mu) % 8 == 0 else {
                return .failure(TDDGridProblem("periodicity \(p.periodicity) is not a whole number of slots at the reference SCS \(reference)"))
            }
            let slots = (eighths << mu) / 8
            let dl = p.downlinkSlots * 14 + p.downlinkSymbols
            let ul = p.uplinkSlots * 14 + p.uplinkSymbols
            guard dl + ul <= slots * 14 else {
                return .failure(TDDGridProblem("pattern \(p.periodicity) has \(dl) DL and \(ul) UL symbols in \(slots * 14)"))
            }
            symbols += Array(repeating: .downlink, count: dl) + Array(repeating: .flexible, count: slots * 14 - dl - ul)
                + Array(repeating: .uplink, count: ul)
            totalEighths += eighths
        }
        guard 160 % totalEighths == 0 else {
            return .failure(TDDGridProblem("the pattern period (\(totalEighths)/8 ms) does not divide 20 ms (TS 38.213 §11.1)"))
        }
        return .success(TDDPatternGrid(referenceNumerology: mu, symbols: symbols))
    }

    /// The direction of symbol `symbol` of slot `slot`, subframe `subframe`, frame `frame` at
    /// numerology `mu` (nil when µ < µ_ref: not derivable).
    func direction(frame: Int, subframe: Int, slot: Int, symbol: Int, numerology mu: Int) -> Direction? {
        guard mu >= referenceNumerology, !symbols.isEmpty else { return nil }
        let slotIn20ms = ((frame % 2) * 10 + subframe) << mu + slot
        let n = slotIn20ms * 14 + symbol
        return symbols[(n >> (mu - referenceNumerology)) % symbols.count]
    }
}

struct TDDGridProblem: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// SubcarrierSpacing names as numerologies (TS 38.331 §6.3.2).
enum F1APCellNumerology {
    static func numerology(_ name: String) -> Int? {
        ["kHz15": 0, "kHz30": 1, "kHz60": 2, "kHz120": 3, "kHz240": 4, "kHz480": 5, "kHz960": 6][name]
    }
}
