import Fronthaul
import IQAnalysis

/// XP-SSB for one announced cell: the DL U-plane of its O-RU carries energy on the SS/PBCH block
/// symbols and PRBs that ``SSBExpectation`` derives (TS 38.213 §4.1, TS 38.211 §7.4.3).
///
/// - Per SSB symbol (frameId, subframeId, slotId, symbolId) every DL U-plane section of the cell's
///   O-RU with filterIndex 0 counts, on any eAxC (the SSB may have its own eAxC or beam): the
///   symbol has SSB energy when some eAxC's mean RE power over the SSB PRBs it carries is at
///   least ``energyFloor`` (−30 dB) of the reference power. The reference is the mean RE power of
///   every DL section decoded on SSB candidate symbols (the cell's own data power): an SS/PBCH
///   block is sent within a few dB of the PDSCH EPRE (ss-PBCH-BlockPower against the PDSCH
///   power), while a BFP all-zero or absent PRB is exactly 0, so −30 dB separates them with a wide
///   margin either way. A symbol whose U-plane carries none of the SSB PRBs has no SSB energy
///   (the O-DU sends U-plane for the carrier there, without the SSB). Sections whose samples do
///   not decode here (modulation compression) leave the symbol undecided, and so does a symbol
///   without energy that lacks the U-plane of an eAxC that carried SSB energy elsewhere in the
///   capture (a frame the tap dropped is not a missing SSB).
/// - Which half-frame of the period carries the burst is the gNB's choice (``SSBExpectation``):
///   each phase of the period (half-frame index modulo periodHalfFrames; the 8-bit frameId keeps
///   it, periods dividing 2.56 s) is tallied apart. PASS when some phase shows energy on every SSB
///   symbol seen; FAIL only when every phase was captured and each has an SSB symbol without
///   energy; otherwise INCONCLUSIVE (the SSB half-frame may be outside the capture). Cutting a
///   capture can only remove observations, so a PASS never becomes a FAIL.
final class SSBEnergyJudge {
    /// A symbol has SSB energy at ≥ 10^−3 of the reference power (−30 dB).
    static let energyFloor = 1e-3
    /// Open symbols kept before the oldest are decided (bounded memory).
    static let maximumOpenSymbols = 512

    let expectation: SSBExpectation
    private let symbolToBlock: [Int: Int]

    struct SymbolState {
        var phase: Int
        var block: Int
        var frame: Int
        var label: String
        /// Largest mean RE power over the SSB PRBs among the eAxCs that carry some of them.
        var bestEnergy = -1.0
        var undecodable = false
        /// eAxCs with U-plane on this symbol (the first few).
        var eAxCs: [UInt16] = []
    }

    struct PhaseTally {
        var good = 0
        var bad = 0
        var firstBad: (frame: Int, label: String, block: Int, energy: Double)?
    }

    private var open: [Int: SymbolState] = [:]
    private var order: [Int] = []
    private(set) var phases: [PhaseTally]
    private var referenceEnergy = 0.0
    private var referenceREs = 0
    private var wide: [Int32] = []
    /// eAxCs that carried SSB energy on some SSB symbol (bounded).
    private var ssbCarriers: Set<UInt16> = []
    /// DL section type 3 seen (mixed numerology on DL: the SSB may be carried there).
    var sawMixedNumerologyDL = false

    init(_ e: SSBExpectation) {
        expectation = e
        symbolToBlock = e.symbolToBlock
        phases = Array(repeating: PhaseTally(), count: e.periodHalfFrames)
    }

    /// The half-frame symbol index of (subframe, slot, symbol) at numerology µ, and the half-frame.
    static func halfFrameSymbol(subframe: Int, slot: Int, symbol: Int, mu: Int) -> (halfFrame: Int, symbol: Int) {
        (subframe / 5, (((subframe % 5) << mu) + slot) * 14 + symbol)
    }

    func observe(_ u: UPlaneMessage, eAxC: UInt16, frame: Int) {
        guard u.dataDirection == 1, u.filterIndex == 0 else { return }
        let mu = expectation.numerology
        guard Int(u.slotId) < 1 << mu, u.subframeId < 10, u.symbolId < 14 else { return }
        let (half, symbol) = Self.halfFrameSymbol(subframe: Int(u.subframeId), slot: Int(u.slotId), symbol: Int(u.symbolId), mu: mu)
        guard let block = symbolToBlock[symbol] else { return }
        let key = Int(u.frameId) << 16 | Int(u.subframeId) << 12 | Int(u.slotId) << 5 | Int(u.symbolId)
        if open[key] == nil {
            if order.count >= Self.maximumOpenSymbols { decide(count: Self.maximumOpenSymbols / 2) }
            let phase = (Int(u.frameId) * 2 + half) % expectation.periodHalfFrames
            open[key] = SymbolState(phase: phase, block: block, frame: frame,
                                    label: "frameId \(u.frameId) subframeId \(u.subframeId) slotId \(u.slotId) symbolId \(u.symbolId)")
            order.append(key)
        }
        var ssbEnergy = 0.0, ssbREs = 0
        var undecodable = false
        for section in u.sections {
            guard let n = IQCodec.decompress(section, into: &wide) else {
                undecodable = true
                continue
            }
            let step = section.rb ? 2 : 1
            let start = Int(section.startPrbu)
            for p in 0..<(n / 24) {
                var e = 0.0
                for i in 0..<24 {
                    let x = Double(wide[24 * p + i])
                    e += x * x
                }
                referenceEnergy += e
                referenceREs += 12
                if expectation.prbs.contains(start + p * step) {
                    ssbEnergy += e
                    ssbREs += 12
                }
            }
        }
        guard var state = open[key] else { return }
        if state.eAxCs.count < 64 && !state.eAxCs.contains(eAxC) { state.eAxCs.append(eAxC) }
        if ssbREs > 0 {
            let mean = ssbEnergy / Double(ssbREs)
            state.bestEnergy = max(state.bestEnergy, mean)
            if mean > 0 && ssbCarriers.count < 64 { ssbCarriers.insert(eAxC) }
        } else if undecodable {
            state.undecodable = true
        }
        open[key] = state
    }

    /// Decides the oldest `count` open symbols (all when nil) against the reference so far.
    func decide(count: Int? = nil) {
        let n = min(count ?? order.count, order.count)
        let reference = referenceREs > 0 ? referenceEnergy / Double(referenceREs) : 0
        for key in order.prefix(n) {
            guard let s = open.removeValue(forKey: key) else { continue }
            if s.bestEnergy > 0 && s.bestEnergy >= Self.energyFloor * reference {
                phases[s.phase].good += 1
            } else if s.undecodable || !ssbCarriers.isSubset(of: Set(s.eAxCs)) {
                continue
            } else {
                phases[s.phase].bad += 1
                if phases[s.phase].firstBad == nil { phases[s.phase].firstBad = (s.frame, s.label, s.block, max(0, s.bestEnergy) / max(reference, 1e-300)) }
            }
        }
        order.removeFirst(n)
    }

    enum Verdict: Equatable {
        case pass(symbols: Int)
        case fail(frame: Int, message: String, expected: String, actual: String)
        case inconclusive(String)
    }

    /// The verdict once the capture ended (decides every open symbol).
    func finish() -> Verdict {
        decide()
        let e = expectation
        let prbText = "PRBs \(e.prbs.lowerBound)…\(e.prbs.upperBound - 1)"
        let ssbText = "SSB \(e.blocks.map { String($0.index) }.joined(separator: ", ")) (first symbols \(e.blocks.map { String($0.firstSymbol) }.joined(separator: ", ")) of the half-frame), \(prbText)"
        if let clean = phases.firstIndex(where: { $0.good > 0 && $0.bad == 0 }) {
            return .pass(symbols: phases[clean].good)
        }
        let observed = phases.indices.filter { phases[$0].good + phases[$0].bad > 0 }
        guard !observed.isEmpty else {
            return .inconclusive("no DL U-plane of the cell's O-RU on the SSB symbols (\(ssbText)) in the capture")
        }
        if sawMixedNumerologyDL {
            return .inconclusive("the O-DU sends DL section type 3 (mixed numerology): the SSB may travel there, not in the carrier's sections")
        }
        guard observed.count == e.periodHalfFrames, let worst = phases.first(where: { $0.firstBad != nil })?.firstBad else {
            let missing = phases.indices.filter { phases[$0].good + phases[$0].bad == 0 }
            return .inconclusive("the captured half-frames show no energy on some SSB symbol (\(ssbText)); half-frame phase(s) \(missing.map(String.init).joined(separator: ", ")) of the \(e.periodHalfFrames)-half-frame SSB period, which may carry the burst, are not in the capture")
        }
        let db = worst.energy > 0 ? "\(Int(Decibel.power(worst.energy).rounded())) dB" : "no energy"
        return .fail(frame: worst.frame,
                     message: "no SS/PBCH block energy in any half-frame of the \(5 * e.periodHalfFrames) ms SSB period: SSB \(worst.block) at \(worst.label) has \(db) relative to the cell's DL power on \(prbText) (band n\(e.band), k_SSB \(e.kSSB.map(String.init).joined(separator: " or ")))",
                     expected: "energy ≥ −30 dB of the DL data power on \(prbText)", actual: db)
    }
}
