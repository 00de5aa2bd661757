import IQAnalysis
import Timing

// A flow's plane and direction are the timing model's ``Plane`` (`c`, `u`: O-RAN.WG4.CUS §4)
// and ``Direction`` (`dl`, `ul`: `dataDirection` 1 = DL, 0 = UL), by the same profile names.

/// What a flow carries.
public enum FlowPurpose: String, Hashable, Sendable, CaseIterable {
    case pdsch, pdcch, ssb, csiRS = "csi-rs", pusch, pucch, prach, srs, mixed
}

/// Per-flow wire settings of a testbed: a set of eAxC IDs and what they carry.
public struct FlowSpec: Hashable, Sendable {
    /// Optional name a waiver can scope to.
    public var name: String?
    public var eaxc: EAxCSet
    /// nil = both planes.
    public var plane: Plane?
    public var direction: Direction
    public var purpose: FlowPurpose?
    /// Wire compression (U-plane; also the udCompHdr expected in C-plane).
    public var compression: FlowCompression?
    /// Optional node names the flow runs between.
    public var du: String?
    public var ru: String?
    /// PRACH configuration of a PRACH flow (FH-CS-PRACH), when declared.
    public var prach: PRACHConfig?
    /// Modulation order of the flow's data REs (FH-IQ-EVM); nil = estimated from the constellation.
    public var modulation: QAMOrder?
    /// Symbols (0…13) carrying DMRS, left out of EVM.
    public var dmrsSymbols: [Int] = []

    public init(
        name: String? = nil, eaxc: EAxCSet, plane: Plane? = nil, direction: Direction, purpose: FlowPurpose? = nil,
        compression: FlowCompression? = nil, du: String? = nil, ru: String? = nil
    ) {
        self.name = name
        self.eaxc = eaxc
        self.plane = plane
        self.direction = direction
        self.purpose = purpose
        self.compression = compression
        self.du = du
        self.ru = ru
    }
}
