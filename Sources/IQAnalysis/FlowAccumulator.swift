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

/// Running figures of one flow (bounded memory: a symbol × PRB grid, a 16-bin histogram, a
/// decimated power line and the RE reservoir). A value: the analyzer takes it out of its table for
/// a message and puts it back, so the per-PRB updates are plain stores.
struct FlowAccumulator {
    let key: IQFlowKey
    let prbs: Int
    var scale: IQScale
    var formats: Set<IQFormat> = []
    /// Σ energy and RE count per (symbol, PRB), symbol-major.
    var cellEnergy: [Double]
    var cellREs: [UInt32]
    var clipPerPRB: [Int]
    var clipPerSymbol = [Int](repeating: 0, count: 14)
    var energy = 0.0
    var reCount = 0
    var peak = 0.0
    var clipped = 0
    /// Clipped components by exponent (a wider source inferred at the end keeps only e = 15's).
    var clipByExponent = [Int](repeating: 0, count: 16)
    var sourceWidthDeclared = false
    var prbTotal = 0
    var zeroPRBs = 0
    var exponentHistogram = [Int](repeating: 0, count: 16)
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
    var reservoir: REReservoir

    static let maxLinePoints = 512

    init(key: IQFlowKey, prbs: Int, scale: IQScale, reservoirPRBs: Int) {
        self.key = key
        self.prbs = max(1, prbs)
        self.scale = scale
        cellEnergy = [Double](repeating: 0, count: 14 * self.prbs)
        cellREs = [UInt32](repeating: 0, count: 14 * self.prbs)
        clipPerPRB = [Int](repeating: 0, count: self.prbs)
        reservoir = REReservoir(capacityPRBs: reservoirPRBs)
    }

    /// Starts a U-plane message at (frame, subframe, slot, symbol).
    mutating func beginMessage(frame: Int, tag: Int) {
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

    /// Adds one PRB's measure at (symbol, prb).
    @inline(__always)
    mutating func add(_ m: PRBMeasure, symbol: Int, prb: Int, bfp: Bool, quantised: Bool) {
        energy += m.energy
        reCount += m.reCount
        if m.peak > peak { peak = m.peak }
        prbTotal += 1
        if m.energy == 0 { zeroPRBs += 1 }
        if m.clipped > 0 {
            clipped += m.clipped
            clipByExponent[m.exponent & 15] += m.clipped
            if prb >= 0 && prb < prbs { clipPerPRB[prb] += m.clipped }
            if symbol >= 0 && symbol < 14 { clipPerSymbol[symbol] += m.clipped }
        }
        if bfp {
            bfpPRBs += 1
            exponentHistogram[m.exponent & 15] += 1
            if m.exponent >= scale.maxExponent { atMaxExponent += 1 }
        }
        if quantised {
            quantisedEnergy += m.energy
            quantisationNoise += Double(m.reCount) * IQScale.quantisationNoise(exponent: m.exponent)
        }
        if symbol >= 0 && symbol < 14 && prb >= 0 && prb < prbs {
            let c = symbol * prbs + prb
            cellEnergy[c] += m.energy
            cellREs[c] &+= UInt32(m.reCount)
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
        return (scale.fullScale * Double.exp2(15 - scale.maxExponent), 15, clipByExponent[15])
    }

    /// Adds a message's energy to the current point of the power line.
    mutating func addToLine(energy: Double, reCount: Int) {
        guard !lineEnergy.isEmpty else { return }
        lineEnergy[lineEnergy.count - 1] += energy
        lineREs[lineREs.count - 1] += reCount
    }

    /// Adds one PRB and judges it against the slot's allocation and the PRACH occasion.
    @inline(__always)
    mutating func record(_ m: PRBMeasure, prb: Int, _ c: inout PRBContext) {
        add(m, symbol: c.symbol, prb: prb, bfp: c.bfp, quantised: c.quantised)
        c.messageEnergy += m.energy
        c.messageREs += m.reCount
        let mean = m.energy / Double(max(1, m.reCount)) * c.inverseFS2
        if let map = c.slotMap {
            let s = map.state(symbol: c.symbol, prb: prb, words: c.words)
            judgedPRBs += 1
            if s.allocated && !s.idle {
                allocatedPRBs += 1
                if m.energy == 0 || mean < c.emptyLinear {
                    emptyPRBs += 1
                    if emptyFirst == nil { emptyFirst = IQLocation(frame: c.frame, prb: prb, symbol: c.symbol, powerDbfs: Decibel.power(mean)) }
                }
            } else if mean >= c.outsideLinear {
                outsidePRBs += 1
                if outsideFirst == nil { outsideFirst = IQLocation(frame: c.frame, prb: prb, symbol: c.symbol, powerDbfs: Decibel.power(mean)) }
            }
        }
        if c.inOccasion {
            c.occasionEnergy += m.energy * c.inverseFS2
            c.occasionREs += m.reCount
            if m.energy > 0 && !c.occasionPRBs.contains(prb) { c.occasionOutside += 1 }
        }
    }
}

/// What the per-PRB update needs about the message, and the PRACH occasion energy it collects.
struct PRBContext {
    var symbol: Int
    var frame: Int
    var slotMap: AllocationGrid.SlotMap?
    var words: Int
    var inverseFS2: Double
    var emptyLinear: Double
    var outsideLinear: Double
    var bfp = false
    var quantised = false
    var inOccasion = false
    var occasionPRBs: Range<Int> = 0..<0
    var occasionEnergy = 0.0
    var occasionREs = 0
    var occasionOutside = 0
    var messageEnergy = 0.0
    var messageREs = 0
}
