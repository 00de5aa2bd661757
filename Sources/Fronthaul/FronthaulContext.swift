import WireCore

/// Data direction of a C-plane or U-plane message (CUS §7.5.2.1): 0 = UL, 1 = DL.
public enum FronthaulDirection: UInt8, Hashable, Sendable, CustomStringConvertible {
    case uplink = 0
    case downlink = 1
    public var description: String { self == .uplink ? "UL" : "DL" }
}

/// How the 16-bit eAxC ID splits into DU_port / BandSector / CC / RU_port
/// (O-RAN.WG4.CUS §5.1.3.1.6; the widths are the M-plane `e-axcid` bitmasks). Held as four masks
/// (M-plane `e-axcid` bitmasks may be non-contiguous); widths make masks MSB-first.
public struct EAxCSplit: Hashable, Sendable {
    public var duPortMask: UInt16
    public var bandSectorMask: UInt16
    public var ccMask: UInt16
    public var ruPortMask: UInt16

    /// Widths a+b+c+d = 16, MSB first. Returns nil when they do not sum to 16 or one is 0
    /// (Wireshark refuses such splits too: `invalid_eaxc_bit_width`).
    public init?(duPortBits a: Int, bandSectorBits b: Int, ccBits c: Int, ruPortBits d: Int) {
        guard a > 0, b > 0, c > 0, d > 0, a + b + c + d == 16 else { return nil }
        func mask(_ width: Int, _ shift: Int) -> UInt16 { UInt16(((1 << width) - 1) << shift) }
        duPortMask = mask(a, b + c + d)
        bandSectorMask = mask(b, c + d)
        ccMask = mask(c, d)
        ruPortMask = mask(d, 0)
    }
    public init(duPortMask: UInt16, bandSectorMask: UInt16, ccMask: UInt16, ruPortMask: UInt16) {
        self.duPortMask = duPortMask
        self.bandSectorMask = bandSectorMask
        self.ccMask = ccMask
        self.ruPortMask = ruPortMask
    }
    /// The tshark 4.0.17 default split 2/6/4/4 (`oran.du_port_id_bits:2` …).
    public static let tshark4017Default = EAxCSplit(duPortMask: 0xC000, bandSectorMask: 0x3F00, ccMask: 0x00F0, ruPortMask: 0x000F)

    static func extract(_ id: UInt16, _ mask: UInt16) -> UInt16 {
        // mask-and-compress (pext) so that non-contiguous masks work
        var result: UInt16 = 0
        var outBit: UInt16 = 1
        var m = mask
        while m != 0 {
            let low = m & (0 &- m)
            if id & low != 0 { result |= outBit }
            outBit <<= 1
            m &= m - 1
        }
        return result
    }
    public func split(_ id: UInt16) -> EAxC {
        EAxC(
            raw: id, duPort: Self.extract(id, duPortMask), bandSector: Self.extract(id, bandSectorMask),
            cc: Self.extract(id, ccMask), ruPort: Self.extract(id, ruPortMask))
    }
}

/// A split eAxC ID.
public struct EAxC: Hashable, Sendable, CustomStringConvertible {
    public var raw: UInt16
    public var duPort: UInt16
    public var bandSector: UInt16
    public var cc: UInt16
    public var ruPort: UInt16
    /// "a:b:c:d" in hex digits, as tshark's `oran_fh_cus.c_eaxc_id`.
    public var description: String {
        "\(String(duPort, radix: 16)):\(String(bandSector, radix: 16)):\(String(cc, radix: 16)):\(String(ruPort, radix: 16))"
    }
}

/// udCompMeth codes (CUS §6.3.3.13).
public enum CompressionMethod: UInt8, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case none = 0, blockFloatingPoint = 1, blockScaling = 2, muLaw = 3, modulation = 4
    case bfpSelectiveRE = 5, modulationSelectiveRE = 6, bfpSelectiveREMaskInHeader = 7
    case modulationSelectiveREMaskInHeader = 8

    public var description: String {
        switch self {
        case .none: "none"
        case .blockFloatingPoint: "bfp"
        case .blockScaling: "blockscaling"
        case .muLaw: "mulaw"
        case .modulation: "modcomp"
        case .bfpSelectiveRE: "bfp-sre"
        case .modulationSelectiveRE: "modcomp-sre"
        case .bfpSelectiveREMaskInHeader: "bfp-sre-hdr"
        case .modulationSelectiveREMaskInHeader: "modcomp-sre-hdr"
        }
    }
    /// Bytes of udCompParam in front of each PRB (CUS §6.3.3.13, Annex A).
    public var paramBytes: Int {
        switch self {
        case .none, .modulation, .modulationSelectiveREMaskInHeader: 0
        case .blockFloatingPoint, .blockScaling, .muLaw, .bfpSelectiveREMaskInHeader: 1
        case .bfpSelectiveRE, .modulationSelectiveRE: 2
        }
    }
    public var isSelectiveRE: Bool { rawValue >= 5 }

    /// Ordered by `udCompMeth`.
    public static func < (lhs: CompressionMethod, rhs: CompressionMethod) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A sample format: method + I/Q width (1…16).
public struct IQFormat: Hashable, Sendable, CustomStringConvertible {
    public var method: CompressionMethod
    public var iqWidth: Int
    public init(method: CompressionMethod, iqWidth: Int) {
        self.method = method
        self.iqWidth = iqWidth
    }
    /// From a udCompHdr byte: udIqWidth(4, 0 means 16) | udCompMeth(4); nil for a reserved method.
    public init?(udCompHdr: UInt8) {
        guard let m = CompressionMethod(rawValue: udCompHdr & 0x0F) else { return nil }
        method = m
        iqWidth = udCompHdr >> 4 == 0 ? 16 : Int(udCompHdr >> 4)
    }
    public var udCompHdr: UInt8 { UInt8((iqWidth & 15) << 4) | method.rawValue }
    public var description: String { "\(method):\(iqWidth)" }
    /// Bytes of a full PRB (12 REs) including udCompParam.
    public var fullPRBBytes: Int { method.paramBytes + (24 * iqWidth + 7) / 8 }

    /// Parses "bfp:9", "none:16", "mulaw:8", "blockscaling:9" (or "bs:9"), "modcomp:4", "bfp-sre:9",
    /// "modcomp-sre:2", … (``CompressionMethod`` descriptions), or "<udCompMeth>:<width>".
    public init?(parsing text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let w = Int(parts[1]), (1...16).contains(w) else { return nil }
        let name = parts[0].lowercased()
        if let m = CompressionMethod.allCases.first(where: { $0.description == name }) {
            method = m
        } else if let raw = UInt8(name), let m = CompressionMethod(rawValue: raw) {
            method = m
        } else {
            switch name {
            case "block-floating-point", "blockfloatingpoint": method = .blockFloatingPoint
            case "block-scaling", "bs": method = .blockScaling
            case "u-law", "ulaw", "mu-law", "mu", "µ-law": method = .muLaw
            case "modulation", "mod": method = .modulation
            default: return nil
            }
        }
        iqWidth = w
    }
}

/// Why a `--set fronthaul.*` setting was refused.
public struct FronthaulContextError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var value: String
    public var reason: String
    public var description: String { "--set \(key)=\(value): \(reason)" }
}

/// The decode context: everything the wire does not say about itself. A testbed profile fills it
/// per flow; `--set KEY=VALUE` overrides one setting (``settingKeys``).
public struct FronthaulContext: Sendable, Hashable {
    /// One per-flow override; nil members match every flow.
    public struct FlowRule: Hashable, Sendable {
        public var eAxC: UInt16?
        public var direction: FronthaulDirection?
        public var compression: IQFormat?
        public var udCompHdrPresent: Bool?
        public init(eAxC: UInt16? = nil, direction: FronthaulDirection? = nil, compression: IQFormat? = nil, udCompHdrPresent: Bool? = nil) {
            self.eAxC = eAxC
            self.direction = direction
            self.compression = compression
            self.udCompHdrPresent = udCompHdrPresent
        }
    }

    /// eAxC split; default 2/6/4/4 (tshark 4.0.17's default, so differential runs need no prefs).
    public var eaxcSplit: EAxCSplit = .tshark4017Default
    /// Static U-plane compression for every flow unless a ``flowRules`` entry says otherwise.
    /// nil = not declared: inferred from message lengths (``FronthaulDecoder``).
    public var compression: IQFormat?
    /// Whether U-plane sections carry udCompHdr (dynamic compression). Default false (static).
    public var udCompHdrPresent: Bool = false
    /// Whether U-plane sections with udCompMeth 5–8 carry udCompLen (M-plane option).
    public var udCompLenPresent: Bool = false
    /// Per-flow overrides, later entries win.
    public var flowRules: [FlowRule] = []
    /// Carrier PRBs (numPrb = 0 means all of them). Default 273 (100 MHz at 30 kHz, tshark default).
    public var carrierPRBs: Int = 273
    /// Numerology µ (slotId < 2^µ). Default 1.
    public var numerology: Int = 1
    /// CUS spec version (major, minor), e.g. 13.00. Default 13.00. Gates version-dependent layouts.
    public var cusVersion: (major: Int, minor: Int) {
        get { (cusMajor, cusMinor) }
        set { cusMajor = newValue.major; cusMinor = newValue.minor }
    }
    public var cusMajor: Int = 13
    public var cusMinor: Int = 0
    /// UDP ports that carry eCPRI (no IANA port exists; deployments configure one).
    public var udpPorts: [UInt16] = []
    /// Number of beamforming-weight antenna elements K (SE1/SE11/SE19); nil = infer from extLen.
    public var bfwAntennaCount: Int?
    /// Number of TRX for ST6 channel information; default 32 (tshark's `num_bf_antennas`).
    public var ciAntennaCount: Int = 32
    /// ST9 SINR value width in bits: M-plane configured; default 16 (our choice).
    public var sinrBitWidth: Int = 16
    /// Width of the samples the sender of each direction block-floating-point compresses from
    /// (device profiles' `fronthaul.sourceSampleWidth`): BFP exponents above `width − iqWidth` are
    /// then FH-UP-BFP-PARAM findings. nil = not declared: only the reserved bits are judged, since
    /// exponents above 16 − iqWidth are legal for sources wider than 16 bits (CUS Annex A.1).
    public var downlinkBFPSourceWidth: Int?
    public var uplinkBFPSourceWidth: Int?
    /// Check that BFP exponents are minimal (FH-UP-BFP-MIN); unpacks every PRB, so off by default.
    public var checkBFPExponent: Bool = false
    /// Show decompressed IQ values as `oran_fh_cus.iSample` / `.qSample` (tshark's
    /// `show_iq_samples`); off by default because it multiplies the output size.
    public var showIQ: Bool = false
    /// Modulation-compression scaling to use when no coupled C-plane section (SE4/SE5) was seen:
    /// `--set fronthaul.modCompScaler=RAW[,csf]` (RAW = the 15-bit exponent|mantissa code).
    public var modCompScaling: ModulationScaling?
    /// Scaling of C-plane sections that carried SE4/SE5, by ``coupledKey(eAxC:direction:sectionId:)``;
    /// the decoder fills it so later U-plane sections with the same eAxC, direction and sectionId
    /// decode (CUS §7.7.4/§7.7.5: the U-plane section inherits its C-plane section's scaling).
    public var coupledModComp: [UInt32: ModulationScaling] = [:]
    public static func coupledKey(eAxC: UInt16, direction: FronthaulDirection, sectionId: UInt16) -> UInt32 {
        UInt32(eAxC) << 16 | UInt32(direction.rawValue) << 12 | UInt32(sectionId & 0xFFF)
    }
    /// The modulation-compression scaling for a U-plane section: the coupled C-plane one, else the
    /// declared one.
    public func modulationScaling(eAxC: UInt16, direction: FronthaulDirection, sectionId: UInt16) -> ModulationScaling? {
        coupledModComp[Self.coupledKey(eAxC: eAxC, direction: direction, sectionId: sectionId)] ?? modCompScaling
    }

    public init() {}

    /// Every key `apply` accepts (document for `--set`):
    public static let settingKeys: [String] = [
        "fronthaul.compression",  // METHOD:WIDTH for all U-plane flows, e.g. bfp:9, none:16, mulaw:8
        "fronthaul.compression.ul",  // same, UL only
        "fronthaul.compression.dl",  // same, DL only
        "fronthaul.udCompHdr",  // true|false: U-plane sections carry udCompHdr
        "fronthaul.udCompHdr.ul", "fronthaul.udCompHdr.dl",
        "fronthaul.udCompLen",  // true|false: udCompLen present for udCompMeth 5-8
        "fronthaul.eaxc",  // duPortBits,bandSectorBits,ccBits,ruPortBits e.g. 2,6,4,4 (or 4 hex masks 0xC000,...)
        "fronthaul.udpPort",  // one port or a comma list
        "fronthaul.prbs",  // carrier PRB count (numPrb=0 means all)
        "fronthaul.numerology",  // 0...4
        "fronthaul.cus",  // CUS spec version, e.g. 13.00 or 1.00
        "fronthaul.bfwAntennas",  // K for beamforming weights (0 = infer from extLen)
        "fronthaul.ciAntennas",  // TRX count for ST6 channel information
        "fronthaul.sinrWidth",  // ST9 SINR bit width
        "fronthaul.checkBfpExponent",  // true|false: FH-UP-BFP-MIN (unpacks every PRB)
        "fronthaul.showIQ",  // true|false: decompressed IQ values as oran_fh_cus.iSample/qSample
        "fronthaul.modCompScaler",  // RAW[,csf]: modulation-compression scaler when no C-plane SE4/SE5 was seen
    ]

    public mutating func apply(_ key: String, _ value: String) throws(FronthaulContextError) {
        func fail(_ reason: String) -> FronthaulContextError {
            FronthaulContextError(key: key, value: value, reason: reason)
        }
        func bool() throws(FronthaulContextError) -> Bool {
            switch value.lowercased() {
            case "true", "1", "yes", "on": return true
            case "false", "0", "no", "off": return false
            default: throw fail("expected true or false")
            }
        }
        func int(_ range: ClosedRange<Int>) throws(FronthaulContextError) -> Int {
            guard let v = Int(value), range.contains(v) else { throw fail("expected an integer in \(range)") }
            return v
        }
        func format() throws(FronthaulContextError) -> IQFormat {
            guard let f = IQFormat(parsing: value) else {
                throw fail("expected METHOD:WIDTH (none|bfp|blockscaling|mulaw|modcomp|bfp-sre|modcomp-sre|0-8 : 1-16)")
            }
            return f
        }
        switch key {
        case "fronthaul.compression": compression = try format()
        case "fronthaul.compression.ul": flowRules.append(FlowRule(direction: .uplink, compression: try format()))
        case "fronthaul.compression.dl": flowRules.append(FlowRule(direction: .downlink, compression: try format()))
        case "fronthaul.udCompHdr": udCompHdrPresent = try bool()
        case "fronthaul.udCompHdr.ul": flowRules.append(FlowRule(direction: .uplink, udCompHdrPresent: try bool()))
        case "fronthaul.udCompHdr.dl": flowRules.append(FlowRule(direction: .downlink, udCompHdrPresent: try bool()))
        case "fronthaul.udCompLen": udCompLenPresent = try bool()
        case "fronthaul.eaxc":
            let parts = value.split(separator: ",").map { $0.trimmingPrefix("0x") }
            guard parts.count == 4 else { throw fail("expected four comma-separated widths or hex masks") }
            if value.contains("0x") {
                let masks = parts.compactMap { UInt16($0, radix: 16) }
                guard masks.count == 4, masks.reduce(0, |) == 0xFFFF,
                    masks[0] & masks[1] == 0, masks[0] & masks[2] == 0, masks[0] & masks[3] == 0,
                    masks[1] & masks[2] == 0, masks[1] & masks[3] == 0, masks[2] & masks[3] == 0
                else { throw fail("masks must be disjoint and cover 16 bits") }
                eaxcSplit = EAxCSplit(duPortMask: masks[0], bandSectorMask: masks[1], ccMask: masks[2], ruPortMask: masks[3])
            } else {
                let w = parts.compactMap { Int($0) }
                guard w.count == 4, let split = EAxCSplit(duPortBits: w[0], bandSectorBits: w[1], ccBits: w[2], ruPortBits: w[3])
                else { throw fail("widths must be positive and sum to 16") }
                eaxcSplit = split
            }
        case "fronthaul.udpPort":
            let ports = value.split(separator: ",").compactMap { UInt16($0) }
            guard !ports.isEmpty, ports.count == value.split(separator: ",").count else { throw fail("expected UDP port numbers") }
            udpPorts = ports
        case "fronthaul.prbs": carrierPRBs = try int(1...1024)
        case "fronthaul.numerology": numerology = try int(0...6)
        case "fronthaul.cus":
            let parts = value.split(separator: ".")
            guard (1...2).contains(parts.count), let major = Int(parts[0]), (1...99).contains(major) else {
                throw fail("expected a CUS version such as 13.00")
            }
            cusMajor = major
            cusMinor = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        case "fronthaul.bfwAntennas":
            let k = try int(0...4096)
            bfwAntennaCount = k == 0 ? nil : k
        case "fronthaul.ciAntennas": ciAntennaCount = try int(1...4096)
        case "fronthaul.sinrWidth": sinrBitWidth = try int(1...16)
        case "fronthaul.checkBfpExponent": checkBFPExponent = try bool()
        case "fronthaul.showIQ": showIQ = try bool()
        case "fronthaul.modCompScaler":
            let parts = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            func number(_ t: String) -> Int? { t.hasPrefix("0x") ? Int(t.dropFirst(2), radix: 16) : Int(t) }
            guard (1...2).contains(parts.count), let raw = number(parts[0]), (0...0x7FFF).contains(raw),
                parts.count == 1 || ["0", "1"].contains(parts[1])
            else { throw fail("expected RAW[,csf]: RAW the 15-bit scaler (exponent(4)|mantissa(11), 0…0x7FFF), csf 0 or 1") }
            modCompScaling = ModulationScaling(csf: parts.count == 2 && parts[1] == "1", modCompScaler: UInt16(raw))
        default: throw fail("unknown key; known: \(Self.settingKeys.joined(separator: ", "))")
        }
    }

    /// Declared static compression for a flow (nil when nothing declared).
    public func declaredCompression(eAxC: UInt16, direction: FronthaulDirection) -> IQFormat? {
        var result = compression
        for rule in flowRules where (rule.eAxC ?? eAxC) == eAxC && (rule.direction ?? direction) == direction {
            if let c = rule.compression { result = c }
        }
        return result
    }
    /// Whether U-plane sections of a flow carry udCompHdr.
    public func hasUdCompHdr(eAxC: UInt16, direction: FronthaulDirection) -> Bool {
        var result = udCompHdrPresent
        for rule in flowRules where (rule.eAxC ?? eAxC) == eAxC && (rule.direction ?? direction) == direction {
            if let c = rule.udCompHdrPresent { result = c }
        }
        return result
    }
    /// v01 (tshark 4.0.17's base) had 8-bit extLen for SE19/SE20 — and no SE19/SE20 at all.
    func extLenIs16Bit(_ extType: UInt8) -> Bool {
        extType == 11 || ((extType == 19 || extType == 20) && cusMajor >= 2)
    }

    public static func == (a: FronthaulContext, b: FronthaulContext) -> Bool {
        a.eaxcSplit == b.eaxcSplit && a.compression == b.compression && a.udCompHdrPresent == b.udCompHdrPresent
            && a.udCompLenPresent == b.udCompLenPresent && a.flowRules == b.flowRules && a.carrierPRBs == b.carrierPRBs
            && a.numerology == b.numerology && a.cusMajor == b.cusMajor && a.cusMinor == b.cusMinor
            && a.udpPorts == b.udpPorts && a.bfwAntennaCount == b.bfwAntennaCount
            && a.ciAntennaCount == b.ciAntennaCount && a.sinrBitWidth == b.sinrBitWidth
            && a.checkBFPExponent == b.checkBFPExponent && a.showIQ == b.showIQ && a.modCompScaling == b.modCompScaling
            && a.coupledModComp == b.coupledModComp
    }
}
