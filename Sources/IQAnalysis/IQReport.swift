import Fronthaul

/// EVM of one flow: overall, per symbol and per PRB range.
public struct IQEVMReport: Hashable, Sendable {
    public var order: QAMOrder
    /// The order was estimated from the constellation (not declared).
    public var estimated: Bool
    public var percent: Double
    public var db: Double
    /// −EVM dB: the SNR a Gaussian error of that size would have.
    public var snrDb: Double { -db }
    public var reCount: Int
    /// DMRS symbols left out (declared).
    public var excludedSymbols: [Int]
    /// EVM % per symbol 0…13 (nil: no sampled RE).
    public var perSymbolPercent: [Double?]
    /// EVM % per range of `rangePRBs` PRBs.
    public var perRangePercent: [Double?]
    public var rangePRBs: Int
}

/// The figures of one flow.
public struct IQFlowReport: Hashable, Sendable {
    public var key: IQFlowKey
    public var name: String?
    public var formats: [String]
    public var messages: Int
    public var firstFrame: Int
    public var lastFrame: Int
    public var prbs: Int
    public var reCount: Int
    public var meanPowerDbfs: Double
    public var peakPowerDbfs: Double
    public var crestFactorDb: Double
    /// Mean power per PRB (over symbols), dBFS; −infinity where nothing was received.
    public var prbPowerDbfs: [Double]
    /// Mean power per symbol 0…13, dBFS.
    public var symbolPowerDbfs: [Double]
    /// Symbol × PRB mean power, dBFS, symbol-major (14 · prbs).
    public var heatMapDbfs: [Double]
    /// Power over time: mean power per bucket of `lineBucketSymbols` consecutive symbols.
    public var powerLineDbfs: [Double]
    public var lineBucketSymbols: Int
    public var clippedSamples: Int
    public var sampleComponents: Int
    public var clipFraction: Double
    public var clipPerPRB: [Int]
    public var clipPerSymbol: [Int]
    public var exponentHistogram: [Int]
    public var maxExponent: Int
    /// No source width was declared and exponents above 16 − w were seen: full scale is taken at
    /// exponent 15 (the largest the 4-bit field allows).
    public var sourceWiderThan16Inferred: Bool
    public var bfpPRBs: Int
    public var maxExponentFraction: Double
    public var prbTotal: Int
    public var zeroPRBs: Int
    /// Quantisation SNR of the compressed samples (BFP and no compression), dB.
    public var quantisationSNRDb: Double?
    public var judgedPRBs: Int
    public var unjudgedMessages: Int
    public var outsideAllocPRBs: Int
    public var outsideFirst: IQLocation?
    public var allocatedPRBs: Int
    public var emptyAllocPRBs: Int
    public var emptyFirst: IQLocation?
    /// The flow's C-plane was seen (allocation judged).
    public var hasCPlane: Bool { judgedPRBs > 0 }
    public var evm: IQEVMReport?
    /// Decimated constellation (interleaved I, Q, normalised to unit mean power), at most 2000 points.
    public var constellation: [Float]

    init(_ f: FlowAccumulator, settings: IQSettings) {
        key = f.key
        let declaration = settings.declaration(eAxC: f.key.eAxC, direction: f.key.direction)
        name = declaration?.name
        formats = f.formats.map(\.description).sorted()
        messages = f.messages
        firstFrame = f.firstFrame
        lastFrame = f.lastFrame
        prbs = f.prbs
        reCount = f.reCount
        let effective = f.effectiveScale()
        sourceWiderThan16Inferred = effective.maxExponent != f.scale.maxExponent
        let fs2 = effective.fullScale * effective.fullScale
        let mean = f.energy / Double(max(1, f.reCount)) / fs2
        meanPowerDbfs = Decibel.power(mean)
        peakPowerDbfs = Decibel.power(f.peak / fs2)
        crestFactorDb = f.reCount > 0 && mean > 0 ? peakPowerDbfs - meanPowerDbfs : 0
        var prbE = [Double](repeating: 0, count: f.prbs), prbN = [Double](repeating: 0, count: f.prbs)
        var symE = [Double](repeating: 0, count: 14), symN = [Double](repeating: 0, count: 14)
        heatMapDbfs = []
        heatMapDbfs.reserveCapacity(14 * f.prbs)
        for s in 0..<14 {
            for p in 0..<f.prbs {
                let e = f.cellEnergy[s * f.prbs + p], n = Double(f.cellREs[s * f.prbs + p])
                prbE[p] += e
                prbN[p] += n
                symE[s] += e
                symN[s] += n
                heatMapDbfs.append(n > 0 ? Decibel.power(e / n / fs2) : -.infinity)
            }
        }
        prbPowerDbfs = (0..<f.prbs).map { prbN[$0] > 0 ? Decibel.power(prbE[$0] / prbN[$0] / fs2) : -.infinity }
        symbolPowerDbfs = (0..<14).map { symN[$0] > 0 ? Decibel.power(symE[$0] / symN[$0] / fs2) : -.infinity }
        powerLineDbfs = zip(f.lineEnergy, f.lineREs).map { $1 > 0 ? Decibel.power($0 / Double($1) / fs2) : -.infinity }
        lineBucketSymbols = f.bucketSymbols
        clippedSamples = effective.clipped
        sampleComponents = 2 * f.reCount
        clipFraction = f.reCount > 0 ? Double(effective.clipped) / Double(2 * f.reCount) : 0
        // Per PRB and symbol counts are those at the 16-bit bound; with a wider source inferred
        // only the total (at exponent 15) is kept.
        clipPerPRB = sourceWiderThan16Inferred ? [Int](repeating: 0, count: f.prbs) : f.clipPerPRB
        clipPerSymbol = sourceWiderThan16Inferred ? [Int](repeating: 0, count: 14) : f.clipPerSymbol
        exponentHistogram = f.exponentHistogram
        maxExponent = effective.maxExponent
        bfpPRBs = f.bfpPRBs
        let atMax = f.exponentHistogram[min(15, effective.maxExponent)...].reduce(0, +)
        maxExponentFraction = f.bfpPRBs > 0 ? Double(atMax) / Double(f.bfpPRBs) : 0
        prbTotal = f.prbTotal
        zeroPRBs = f.zeroPRBs
        quantisationSNRDb = f.quantisationNoise > 0 && f.quantisedEnergy > 0 ? Decibel.power(f.quantisedEnergy / f.quantisationNoise) : nil
        judgedPRBs = f.judgedPRBs
        unjudgedMessages = f.unjudgedMessages
        outsideAllocPRBs = f.outsidePRBs
        outsideFirst = f.outsideFirst
        allocatedPRBs = f.allocatedPRBs
        emptyAllocPRBs = f.emptyPRBs
        emptyFirst = f.emptyFirst
        (evm, constellation) = Self.evm(f, declaration: declaration)
    }

    static func evm(_ f: FlowAccumulator, declaration: IQFlowDeclaration?) -> (IQEVMReport?, [Float]) {
        let values = f.reservoir.iq, prbs = f.reservoir.prb, symbols = f.reservoir.symbol
        guard f.key.channel == .data, !values.isEmpty else { return (nil, []) }
        // Drop all-zero REs (empty PRBs, selective gaps) from EVM.
        var kept: [Float] = []
        var prbOf: [UInt16] = []
        var symOf: [UInt8] = []
        kept.reserveCapacity(values.count)
        for k in 0..<(values.count / 2) where values[2 * k] != 0 || values[2 * k + 1] != 0 {
            kept.append(values[2 * k])
            kept.append(values[2 * k + 1])
            prbOf.append(prbs[k])
            symOf.append(symbols[k])
        }
        guard !kept.isEmpty else { return (nil, []) }
        let result = kept.withUnsafeBufferPointer { buffer in
            declaration?.modulation.flatMap { EVMEstimator.evm(buffer, order: $0) } ?? EVMEstimator.estimate(buffer)
        }
        guard let r = result else { return (nil, []) }
        // Per symbol and per PRB range, with the overall gain.
        let rangePRBs = 16
        let ranges = (f.prbs + rangePRBs - 1) / rangePRBs
        var symErr = [Double](repeating: 0, count: 14), symRef = [Double](repeating: 0, count: 14)
        var rngErr = [Double](repeating: 0, count: ranges), rngRef = [Double](repeating: 0, count: ranges)
        var plot: [Float] = []
        let every = max(1, kept.count / 2 / 2000)
        for k in 0..<(kept.count / 2) {
            let i = Double(kept[2 * k]), q = Double(kept[2 * k + 1])
            let di = r.order.decide(i / r.gain) * r.gain, dq = r.order.decide(q / r.gain) * r.gain
            let err = (i - di) * (i - di) + (q - dq) * (q - dq)
            let ref = di * di + dq * dq
            let s = Int(symOf[k])
            if s < 14 {
                symErr[s] += err
                symRef[s] += ref
            }
            let g = Int(prbOf[k]) / rangePRBs
            if g < ranges {
                rngErr[g] += err
                rngRef[g] += ref
            }
            if k % every == 0 && plot.count < 4000 {
                plot.append(Float(i / r.gain))
                plot.append(Float(q / r.gain))
            }
        }
        let pct = { (e: Double, ref: Double) -> Double? in ref > 0 ? 100 * (e / ref).squareRoot() : nil }
        let report = IQEVMReport(
            order: r.order, estimated: declaration?.modulation == nil, percent: r.percent, db: r.db, reCount: r.count,
            excludedSymbols: (declaration?.dmrsSymbols ?? []).sorted(),
            perSymbolPercent: (0..<14).map { pct(symErr[$0], symRef[$0]) },
            perRangePercent: (0..<ranges).map { pct(rngErr[$0], rngRef[$0]) }, rangePRBs: rangePRBs)
        return (report, plot)
    }
}

/// The result of an IQ analysis run.
public struct IQReport: Hashable, Sendable {
    public var settings: IQSettings
    public var flows: [IQFlowReport] = []
    /// Closed occasions kept (every one without a preamble, the first ones with).
    public var prachOccasions: [PRACHOccasion] = []
    public var prachOccasionCount = 0
    public var prachPresentCount = 0
    /// U-plane messages of flows past ``IQAnalyzer/maximumFlows``: not analysed.
    public var messagesPastFlowBound = 0
    /// How eAxC ids are split into DU port, band sector, CC and RU port in the renderings.
    public var eaxcSplit: EAxCSplit = .tshark4017Default
    public init(settings: IQSettings) { self.settings = settings }
}
