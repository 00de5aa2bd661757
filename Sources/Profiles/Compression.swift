/// IQ compression methods, by `udCompMeth` (O-RAN.WG4.CUS clause 6.3.3.13 / Annex A).
public enum CompressionMethod: String, Hashable, Sendable, CaseIterable, Comparable {
    case none = "none"
    case bfp = "bfp"
    case blockScaling = "block-scaling"
    case muLaw = "mu-law"
    case modulation = "modulation"
    case bfpSelectiveRE = "bfp-selective-re"
    case modulationSelectiveRE = "modulation-selective-re"
    /// udCompMeth 7 (v17): BFP + selective RE sending, masks in the section header.
    case bfpSelectiveREInSection = "bfp-selective-re-section"
    /// udCompMeth 8 (v17): modulation compression + selective RE sending, masks in the section header.
    case modulationSelectiveREInSection = "modulation-selective-re-section"

    /// The `udCompMeth` code point.
    public var udCompMeth: Int {
        switch self {
        case .none: 0
        case .bfp: 1
        case .blockScaling: 2
        case .muLaw: 3
        case .modulation: 4
        case .bfpSelectiveRE: 5
        case .modulationSelectiveRE: 6
        case .bfpSelectiveREInSection: 7
        case .modulationSelectiveREInSection: 8
        }
    }

    public init?(udCompMeth: Int) {
        guard let method = Self.allCases.first(where: { $0.udCompMeth == udCompMeth }) else { return nil }
        self = method
    }

    /// Valid `udIqWidth` values: 1…16 (16 is coded 0); modulation compression uses 1…4.
    public var iqWidthRange: ClosedRange<Int> {
        switch self {
        case .modulation, .modulationSelectiveRE, .modulationSelectiveREInSection: 1...4
        default: 1...16
        }
    }

    public static func < (lhs: CompressionMethod, rhs: CompressionMethod) -> Bool { lhs.udCompMeth < rhs.udCompMeth }
}

/// One compression a device declares it can send and receive: a method, the IQ widths, and
/// whether it is configured statically (M-plane, no `udCompHdr` in U-plane sections) or
/// signalled dynamically (`udCompHdr` present).
public struct CompressionCapability: Hashable, Sendable, CustomStringConvertible {
    public var method: CompressionMethod
    /// Sorted, no duplicates.
    public var iqWidths: [Int]
    public var isStatic: Bool

    public init(method: CompressionMethod, iqWidths: [Int], isStatic: Bool) throws(ProfileValueError) {
        guard !iqWidths.isEmpty else { throw ProfileValueError("iqWidth list is empty") }
        for width in iqWidths where !method.iqWidthRange.contains(width) {
            throw ProfileValueError(
                "iqWidth \(width) is out of range for \(method.rawValue) "
                    + "(\(method.iqWidthRange.lowerBound)...\(method.iqWidthRange.upperBound))")
        }
        self.method = method
        self.iqWidths = Array(Set(iqWidths)).sorted()
        self.isStatic = isStatic
    }

    public var description: String {
        "\(method.rawValue) \(iqWidths.map(String.init).joined(separator: "/"))-bit \(isStatic ? "static" : "dynamic")"
    }
}

/// The compression one flow uses on the wire (one method, one width).
public struct FlowCompression: Hashable, Sendable, CustomStringConvertible {
    public var method: CompressionMethod
    public var iqWidth: Int
    /// true: no `udCompHdr` in U-plane sections (static configuration).
    public var isStatic: Bool

    public init(method: CompressionMethod, iqWidth: Int, isStatic: Bool) throws(ProfileValueError) {
        guard method.iqWidthRange.contains(iqWidth) else {
            throw ProfileValueError(
                "iqWidth \(iqWidth) is out of range for \(method.rawValue) "
                    + "(\(method.iqWidthRange.lowerBound)...\(method.iqWidthRange.upperBound))")
        }
        self.method = method
        self.iqWidth = iqWidth
        self.isStatic = isStatic
    }

    public var description: String { "\(method.rawValue) \(iqWidth)-bit \(isStatic ? "static" : "dynamic")" }
}
