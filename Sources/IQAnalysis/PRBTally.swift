/// The running figures one U-plane message adds to its flow, in locals for the per-PRB loop: the
/// flow's sums are copied in when the message starts and back when it ends
/// (``FlowAccumulator/absorb(_:)``), so each PRB's additions happen in the same order on the same
/// values as when they were made on the flow itself; the grids are written through pointers.
struct PRBTally {
    // The flow's sums.
    var energy: Double
    var reCount: Int
    var peak: Double
    var clipped: Int
    var prbTotal: Int
    var zeroPRBs: Int
    var bfpPRBs: Int
    var atMaxExponent: Int
    var quantisedEnergy: Double
    var quantisationNoise: Double
    var judgedPRBs: Int
    var allocatedPRBs: Int
    var emptyPRBs: Int
    var emptyFirst: IQLocation?
    var outsidePRBs: Int
    var outsideFirst: IQLocation?
    var reservoirCounter: Int
    var reservoirStride: Int
    // The message's.
    var messageEnergy = 0.0
    var messageREs = 0
    var occasionEnergy = 0.0
    var occasionREs = 0
    var occasionOutside = 0
    // Per section.
    var bfp = false
    // Constant for the message.
    let symbol: Int
    let frame: Int
    let slotMap: AllocationGrid.SlotMap?
    let words: Int
    let inverseFS2: Double
    let emptyLinear: Double
    let outsideLinear: Double
    let quantised: Bool
    let inOccasion: Bool
    let occasionPRBs: Range<Int>
    let maxExponent: Int
    let prbs: Int
    /// symbol · prbs, or nil when the symbol is outside 0…13 (no grid cell).
    let row: Int?
    let cellEnergy: UnsafeMutablePointer<Double>
    let cellREs: UnsafeMutablePointer<UInt32>
    let clipPerPRB: UnsafeMutablePointer<Int>
    let clipPerSymbol: UnsafeMutablePointer<Int>
    let clipByExponent: UnsafeMutablePointer<Int>
    let histogram: UnsafeMutablePointer<Int>

    init(_ f: FlowAccumulator, symbol: Int, frame: Int, slotMap: AllocationGrid.SlotMap?, words: Int, emptyLinear: Double, outsideLinear: Double,
         occasionPRBs: Range<Int>?) {
        energy = f.energy
        reCount = f.reCount
        peak = f.peak
        clipped = f.clipped
        prbTotal = f.prbTotal
        zeroPRBs = f.zeroPRBs
        bfpPRBs = f.bfpPRBs
        atMaxExponent = f.atMaxExponent
        quantisedEnergy = f.quantisedEnergy
        quantisationNoise = f.quantisationNoise
        judgedPRBs = f.judgedPRBs
        allocatedPRBs = f.allocatedPRBs
        emptyPRBs = f.emptyPRBs
        emptyFirst = f.emptyFirst
        outsidePRBs = f.outsidePRBs
        outsideFirst = f.outsideFirst
        reservoirCounter = f.reservoir.counter
        reservoirStride = f.reservoir.stride
        self.symbol = symbol
        self.frame = frame
        self.slotMap = slotMap
        self.words = words
        inverseFS2 = 1 / (f.scale.fullScale * f.scale.fullScale)
        self.emptyLinear = emptyLinear
        self.outsideLinear = outsideLinear
        quantised = f.scale.hasQuantisationStep
        inOccasion = occasionPRBs != nil
        self.occasionPRBs = occasionPRBs ?? 0..<0
        maxExponent = f.scale.maxExponent
        prbs = f.prbs
        row = symbol >= 0 && symbol < 14 ? symbol * f.prbs : nil
        cellEnergy = f.cellEnergy
        cellREs = f.cellREs
        clipPerPRB = f.clipPerPRBStorage
        clipPerSymbol = f.clipPerSymbolStorage
        clipByExponent = f.clipByExponentStorage
        histogram = f.exponentHistogramStorage
    }

    /// True when the next PRB goes into the flow's RE reservoir (``REReservoir/wantsNext()`` on
    /// the local counter).
    @inline(__always)
    mutating func reservoirWantsNext() -> Bool {
        reservoirCounter += 1
        if reservoirCounter >= reservoirStride {
            reservoirCounter = 0
            return true
        }
        return false
    }

    /// After a reservoir append (which may have doubled its stride).
    @inline(__always)
    mutating func reservoirAppended(_ r: REReservoir) { reservoirStride = r.stride }

    /// One PRB measured by ``PRBKernel`` or from decompressed values.
    @inline(__always)
    mutating func add(_ m: PRBMeasure, prb: Int) {
        add(energy: m.energy, peak: m.peak, reCount: m.reCount, exponent: m.exponent, clipped: m.clipped, prb: prb)
    }

    /// One PRB: `energy` and `peak` in decompressed units² (code² · 4^e), its REs, BFP exponent,
    /// clipped components; judged against the slot's allocation and the PRACH occasion. The four
    /// parts are separate so the hot loop can call them directly, each small enough to inline.
    @inline(__always)
    mutating func add(energy en: Double, peak pk: Double, reCount n: Int, exponent e: Int, clipped c: Int, prb: Int) {
        addSums(energy: en, peak: pk, reCount: n, exponent: e, clipped: c, prb: prb)
        addCell(energy: en, reCount: n, prb: prb)
        judge(energy: en, reCount: n, prb: prb)
        addOccasion(energy: en, reCount: n, prb: prb)
    }

    /// The flow's sums, clipping and exponent counts.
    @inline(__always)
    mutating func addSums(energy en: Double, peak pk: Double, reCount n: Int, exponent e: Int, clipped c: Int, prb: Int) {
        energy += en
        reCount += n
        if pk > peak { peak = pk }
        prbTotal += 1
        if en == 0 { zeroPRBs += 1 }
        if c > 0 {
            clipped += c
            Self.spread(clipped: c, exponent: e, prb: prb, symbol: row == nil ? -1 : symbol, prbs: prbs,
                        byExponent: clipByExponent, perPRB: clipPerPRB, perSymbol: clipPerSymbol)
        }
        if bfp {
            bfpPRBs += 1
            histogram[e & 15] += 1
            if e >= maxExponent { atMaxExponent += 1 }
        }
        if quantised {
            quantisedEnergy += en
            quantisationNoise += Double(n) * IQScale.quantisationNoise(exponent: e)
        }
    }

    /// The (symbol, PRB) cell of the heat map and the message's sums.
    @inline(__always)
    mutating func addCell(energy en: Double, reCount n: Int, prb: Int) {
        if let row, prb >= 0 && prb < prbs {
            cellEnergy[row + prb] += en
            cellREs[row + prb] &+= UInt32(truncatingIfNeeded: n)
        }
        messageEnergy += en
        messageREs += n
    }

    /// Against the slot's C-plane allocation (when seen): energy outside it, allocated PRBs without.
    @inline(__always)
    mutating func judge(energy en: Double, reCount n: Int, prb: Int) {
        guard let map = slotMap else { return }
        let mean = en / Double(max(1, n)) * inverseFS2
        let s = map.state(symbol: symbol, prb: prb, words: words)
        judgedPRBs += 1
        if s.allocated && !s.idle {
            allocatedPRBs += 1
            if en == 0 || mean < emptyLinear {
                emptyPRBs += 1
                if emptyFirst == nil { emptyFirst = Self.location(frame: frame, prb: prb, symbol: symbol, mean: mean) }
            }
        } else if mean >= outsideLinear {
            outsidePRBs += 1
            if outsideFirst == nil { outsideFirst = Self.location(frame: frame, prb: prb, symbol: symbol, mean: mean) }
        }
    }

    /// The PRACH occasion's energy, and PRBs with energy outside its range.
    @inline(__always)
    mutating func addOccasion(energy en: Double, reCount n: Int, prb: Int) {
        guard inOccasion else { return }
        occasionEnergy += en * inverseFS2
        occasionREs += n
        if en > 0 && !occasionPRBs.contains(prb) { occasionOutside += 1 }
    }

    // The rare updates are static and out of line, so the tally never has its address taken in
    // the loop and its fields stay in registers.

    /// Clipped components of one PRB into the per-exponent, per-PRB and per-symbol counts.
    @inline(never)
    static func spread(clipped c: Int, exponent e: Int, prb: Int, symbol: Int, prbs: Int, byExponent: UnsafeMutablePointer<Int>,
                       perPRB: UnsafeMutablePointer<Int>, perSymbol: UnsafeMutablePointer<Int>) {
        byExponent[e & 15] += c
        if prb >= 0 && prb < prbs { perPRB[prb] += c }
        if symbol >= 0 { perSymbol[symbol] += c }
    }

    /// The first PRB a finding names.
    @inline(never)
    static func location(frame: Int, prb: Int, symbol: Int, mean: Double) -> IQLocation {
        IQLocation(frame: frame, prb: prb, symbol: symbol, powerDbfs: Decibel.power(mean))
    }
}
