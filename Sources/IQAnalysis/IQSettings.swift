import Fronthaul

/// What the IQ analysis judges against: thresholds (device profile `fronthaul.iq`, defaults
/// stated here), per-flow declarations (testbed flows: modulation order, DMRS symbols) and the
/// tap (testbed `iq.referencePoint`).
public struct IQThresholds: Hashable, Sendable {
    /// FH-IQ-POWER: allowed mean power per flow in dBFS; nil = not declared (the rule is SKIP).
    public var powerRangeDbfs: ClosedRange<Double>?
    /// FH-IQ-CLIP: largest tolerated fraction of sample components at full scale (default 1e-5).
    public var maxClipFraction: Double = 1e-5
    /// FH-IQ-OUTSIDE-ALLOC: a PRB the C-plane did not allocate (or an ST0 idle section blanks)
    /// carries energy when its mean RE power is at least this (default −60 dBFS).
    public var outsideAllocDbfs: Double = -60
    /// FH-IQ-EMPTY-ALLOC: an allocated PRB is empty when its mean RE power is below this (default
    /// −80 dBFS; an all-zero PRB always is).
    public var emptyAllocDbfs: Double = -80
    /// FH-IQ-EMPTY-ALLOC: largest tolerated fraction of allocated PRBs that are empty (default 0.01).
    public var maxEmptyFraction: Double = 0.01
    /// FH-IQ-EXP-SATURATED: largest tolerated fraction of BFP PRBs at the maximum exponent
    /// (default 0.5).
    public var maxExponentSaturation: Double = 0.5
    /// FH-IQ-PRACH: an occasion carries a preamble when its mean RE power is at least this (default
    /// −50 dBFS).
    public var prachDetectDbfs: Double = -50
    public init() {}
}

/// A flow's declared content, matched by eAxC and direction.
public struct IQFlowDeclaration: Hashable, Sendable {
    /// The flow's eAxC ids; empty = every eAxC of the direction.
    public var eAxCs: Set<UInt16>
    public var direction: FronthaulDirection
    public var name: String?
    /// Modulation order of the data REs (EVM); nil = estimated from the constellation.
    public var modulation: QAMOrder?
    /// Symbols (0…13) carrying DMRS; excluded from EVM when declared.
    public var dmrsSymbols: Set<Int> = []
    /// The flow carries PRACH (section type 3 occasions).
    public var prach = false
    public init(eAxCs: Set<UInt16>, direction: FronthaulDirection, name: String? = nil, modulation: QAMOrder? = nil) {
        self.eAxCs = eAxCs
        self.direction = direction
        self.name = name
        self.modulation = modulation
    }
}

/// Everything the analyzer needs besides traffic.
public struct IQSettings: Hashable, Sendable {
    public var thresholds = IQThresholds()
    public var flows: [IQFlowDeclaration] = []
    /// The tap is a conducted reference point (TS 38.104 §6.5.2): FH-IQ-EVM judges against the
    /// TS 38.104 limits only then.
    public var conductedReferencePoint = false
    /// Source sample width of BFP (full scale 2^(width−1)); nil = not declared: 16 bits, unless a
    /// flow's exponents exceed 16 − w (a wider source, CUS Annex A.1), when full scale is taken at
    /// the largest exponent the 4-bit field allows (15) and the flow says so.
    public var downlinkSourceWidth: Int?
    public var uplinkSourceWidth: Int?
    /// Carrier size (the heat map's PRB axis).
    public var carrierPRBs = 273
    /// PRBs kept per flow for EVM and the constellation (12 REs each).
    public var reservoirPRBs = 4096
    public init() {}

    func declaration(eAxC: UInt16, direction: FronthaulDirection) -> IQFlowDeclaration? {
        flows.first { $0.direction == direction && $0.eAxCs.contains(eAxC) } ?? flows.first { $0.direction == direction && $0.eAxCs.isEmpty }
    }
}
