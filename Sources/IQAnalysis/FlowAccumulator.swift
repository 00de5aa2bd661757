import Fronthaul

/// Which channel of an eAxC a U-plane message carries.
public enum IQChannel: String, Hashable, Sendable, Comparable {
    /// PDSCH / PUSCH and other section type 1 traffic.
    case data
    /// Section type 3 PRACH (filterIndex ≠ 0, or an eAxC with type 3 occasions or declared PRACH).
    case prach
    public static func < (a: IQChannel, b: IQChannel) -> Bool { a.rawValue < b.rawValue }
}

/// One flow: eAxC, direction, channel.
public struct IQFlowKey: Hashable, Sendable, Comparable {
    public var eAxC: UInt16
    public var direction: FronthaulDirection
    public var channel: IQChannel
    public static func < (a: IQFlowKey, b: IQFlowKey) -> Bool {
        (a.eAxC, a.direction == .downlink ? 0 : 1, a.channel.rawValue) < (b.eAxC, b.direction == .downlink ? 0 : 1, b.channel.rawValue)
    }
}

/// The first PRB a finding names.
public struct IQLocation: Hashable, Sendable {
    public var frame: Int
    public var prb: Int
    public var symbol: Int
    public var powerDbfs: Double
}

/// Running figures of one flow (bounded memory: a symbol × PRB grid, 16-bin histograms, a
/// decimated power line and the RE reservoir). A reference held once in the analyzer's table; the
/// grids are fixed buffers so the per-PRB loop (``PRBTally``) writes them through pointers, and
/// the scalar sums are copied into the tally for a message and back after it.
final class FlowAccumulator {
    let key: IQFlowKey
    let prbs: Int
    var scale: IQScale
    var formats: Set<IQFormat> = []
    /// The last format inserted into `formats` (sections of a flow rarely change it).
    var lastFormat: IQFormat?
    /// Symbols left out of EVM (the declaration's DMRS symbols), bit s for symbol s.
    var evmExcludedSymbols: UInt16 = 0
    /// Σ energy and RE count per (symbol, PRB), symbol-major (14 · prbs each).
    let cellEnergy: UnsafeMutablePointer<Double>
    let cellREs: UnsafeMutablePointer<UInt32>
    /// Clipped components per PRB (prbs), per symbol (14) and by exponent (16: a wider source
    /// inferred at the end keeps only e = 15's); PRBs per BFP exponent (16).
    let clipPerPRBStorage: UnsafeMutablePointer<Int>
    let clipPerSymbolStorage: UnsafeMutablePointer<Int>
    let clipByExponentStorage: UnsafeMutablePointer<Int>
    let exponentHistogramStorage: UnsafeMutablePointer<Int>
    var energy = 0.0
    var reCount = 0
    var peak = 0.0
    var clipped = 0
    var sourceWidthDeclared = false
    var prbTotal = 0
    var zeroPRBs = 0
    var bfpPRBs = 0
    var atMaxExponent = 0
    var quantisedEnergy = 0.0
    var quantisationNoise = 0.0
    var messages = 0
    var firstFrame = 0
    var lastFrame = 0
    /// Power over time: buckets of `bucketSymbols` consecutive symbols of the flow.
    var lineEnergy: [Double] = []
    var lineREs: [Int] = []
    var bucketSymbols = 1
    var symbolOrdinal = -1
    var lastSymbolTag = -1
    // Allocation
    var judgedPRBs = 0
    var unjudgedMessages = 0
    var outsidePRBs = 0
    var outsideFirst: IQLocation?
    var allocatedPRBs = 0
    var emptyPRBs = 0
    var emptyFirst: IQLocation?
    let reservoir: REReservoir

    static let maxLinePoints = 512

    init(key: IQFlowKey, prbs: Int, scale: IQScale, reservoirPRBs: Int) {
        self.key = key
        self.prbs = max(1, prbs)
        self.scale = scale
        cellEnergy = .allocate(capacity: 14 * self.prbs)
        cellEnergy.initialize(repeating: 0, count: 14 * self.prbs)
        cellREs = .allocate(capacity: 14 * self.prbs)
        cellREs.initialize(repeating: 0, count: 14 * self.prbs)
        clipPerPRBStorage = .allocate(capacity: self.prbs)
        clipPerPRBStorage.initialize(repeating: 0, count: self.prbs)
        clipPerSymbolStorage = .allocate(capacity: 14)
        clipPerSymbolStorage.initialize(repeating: 0, count: 14)
        clipByExponentStorage = .allocate(capacity: 16)
        clipByExponentStorage.initialize(repeating: 0, count: 16)
        exponentHistogramStorage = .allocate(capacity: 16)
        exponentHistogramStorage.initialize(repeating: 0, count: 16)
        reservoir = REReservoir(capacityPRBs: reservoirPRBs)
    }

    deinit {
        cellEnergy.deallocate()
        cellREs.deallocate()
        clipPerPRBStorage.deallocate()
        clipPerSymbolStorage.deallocate()
        clipByExponentStorage.deallocate()
        exponentHistogramStorage.deallocate()
    }

    var clipPerPRB: [Int] { Array(UnsafeBufferPointer(start: clipPerPRBStorage, count: prbs)) }
    var clipPerSymbol: [Int] { Array(UnsafeBufferPointer(start: clipPerSymbolStorage, count: 14)) }
    var clipByExponent: [Int] { Array(UnsafeBufferPointer(start: clipByExponentStorage, count: 16)) }
    var exponentHistogram: [Int] { Array(UnsafeBufferPointer(start: exponentHistogramStorage, count: 16)) }

    /// Notes a section's format (a set insertion only when it differs from the last one).
    @inline(__always)
    func note(_ format: IQFormat) {
        guard format != lastFormat else { return }
        lastFormat = format
        formats.insert(format)
    }

    /// Starts a U-plane message at (frame, subframe, slot, symbol).
    func beginMessage(frame: Int, tag: Int) {
        messages += 1
        if firstFrame == 0 { firstFrame = frame }
        lastFrame = frame
        if tag != lastSymbolTag {
            lastSymbolTag = tag
            symbolOrdinal += 1
            let bucket = symbolOrdinal / bucketSymbols
            if bucket >= Self.maxLinePoints {
                // Halve the resolution: merge pairs.
                var e: [Double] = [], n: [Int] = []
                for i in stride(from: 0, to: lineEnergy.count, by: 2) {
                    e.append(lineEnergy[i] + (i + 1 < lineEnergy.count ? lineEnergy[i + 1] : 0))
                    n.append(lineREs[i] + (i + 1 < lineREs.count ? lineREs[i + 1] : 0))
                }
                lineEnergy = e
                lineREs = n
                bucketSymbols *= 2
            }
            let b = symbolOrdinal / bucketSymbols
            while lineEnergy.count <= b {
                lineEnergy.append(0)
                lineREs.append(0)
            }
        }
    }

    /// The source is wider than 16 bits: exponents above 16 − w were seen and no width was declared.
    var inferredWideSource: Bool {
        guard !sourceWidthDeclared, bfpPRBs > 0, scale.maxExponent < 15 else { return false }
        return exponentHistogram[(scale.maxExponent + 1)...].contains { $0 > 0 }
    }

    /// Full scale, exponent bound and clip count after the source-width inference.
    func effectiveScale() -> (fullScale: Double, maxExponent: Int, clipped: Int) {
        guard inferredWideSource, scale.maxExponent < 15 else { return (scale.fullScale, scale.maxExponent, clipped) }
        return (scale.fullScale * Double.exp2(15 - scale.maxExponent), 15, clipByExponentStorage[15])
    }

    /// Adds a message's energy to the current point of the power line.
    func addToLine(energy: Double, reCount: Int) {
        guard !lineEnergy.isEmpty else { return }
        lineEnergy[lineEnergy.count - 1] += energy
        lineREs[lineREs.count - 1] += reCount
    }

    /// Takes back a message's sums (the tally started from this flow's).
    func absorb(_ t: PRBTally) {
        energy = t.energy
        reCount = t.reCount
        peak = t.peak
        clipped = t.clipped
        prbTotal = t.prbTotal
        zeroPRBs = t.zeroPRBs
        bfpPRBs = t.bfpPRBs
        atMaxExponent = t.atMaxExponent
        quantisedEnergy = t.quantisedEnergy
        quantisationNoise = t.quantisationNoise
        judgedPRBs = t.judgedPRBs
        allocatedPRBs = t.allocatedPRBs
        emptyPRBs = t.emptyPRBs
        emptyFirst = t.emptyFirst
        outsidePRBs = t.outsidePRBs
        outsideFirst = t.outsideFirst
        reservoir.counter = t.reservoirCounter
    }
}
