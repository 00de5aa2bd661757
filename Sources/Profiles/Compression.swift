import Fronthaul

/// A profile's compression method is the fronthaul codec's ``CompressionMethod`` (`udCompMeth`,
/// O-RAN.WG4.CUS §6.3.3.13 / Annex A); profiles write it by these names.
extension CompressionMethod {
    /// The name profiles use (`bfp`, `block-scaling`, `mu-law`, …).
    public var profileName: String {
        switch self {
        case .none: "none"
        case .blockFloatingPoint: "bfp"
        case .blockScaling: "block-scaling"
        case .muLaw: "mu-law"
        case .modulation: "modulation"
        case .bfpSelectiveRE: "bfp-selective-re"
        case .modulationSelectiveRE: "modulation-selective-re"
        /// udCompMeth 7 (v17): BFP + selective RE sending, masks in the section header.
        case .bfpSelectiveREMaskInHeader: "bfp-selective-re-section"
        /// udCompMeth 8 (v17): modulation compression + selective RE sending, masks in the section header.
        case .modulationSelectiveREMaskInHeader: "modulation-selective-re-section"
        }
    }

    /// The method a profile names; nil for any other text.
    public init?(profileName: String) {
        guard let method = Self.allCases.first(where: { $0.profileName == profileName }) else { return nil }
        self = method
    }

    /// The `udCompMeth` code point.
    public var udCompMeth: Int { Int(rawValue) }

    public init?(udCompMeth: Int) {
        guard let code = UInt8(exactly: udCompMeth) else { return nil }
        self.init(rawValue: code)
    }

    /// Valid `udIqWidth` values: 1…16 (16 is coded 0); modulation compression uses 1…4.
    public var iqWidthRange: ClosedRange<Int> {
        switch self {
        case .modulation, .modulationSelectiveRE, .modulationSelectiveREMaskInHeader: 1...4
        default: 1...16
        }
    }
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
                "iqWidth \(width) is out of range for \(method.profileName) "
                    + "(\(method.iqWidthRange.lowerBound)...\(method.iqWidthRange.upperBound))")
        }
        self.method = method
        self.iqWidths = Array(Set(iqWidths)).sorted()
        self.isStatic = isStatic
    }

    public var description: String {
        "\(method.profileName) \(iqWidths.map(String.init).joined(separator: "/"))-bit \(isStatic ? "static" : "dynamic")"
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
                "iqWidth \(iqWidth) is out of range for \(method.profileName) "
                    + "(\(method.iqWidthRange.lowerBound)...\(method.iqWidthRange.upperBound))")
        }
        self.method = method
        self.iqWidth = iqWidth
        self.isStatic = isStatic
    }

    public var description: String { "\(method.profileName) \(iqWidth)-bit \(isStatic ? "static" : "dynamic")" }
}
