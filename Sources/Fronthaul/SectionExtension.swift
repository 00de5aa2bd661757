import WireCore

/// A section extension (CUS §7.6, §7.7). The body is held as wire fields that cover every bit up to
/// the end of the decoded layout (reserved bits included), then the zero padding up to extLen × 4
/// bytes. An extension whose layout we do not know is kept whole in `padding` with
/// `decoded == false` (skipped by extLen, reported, never guessed).
public struct SectionExtension: Hashable, Sendable {
    public var ef: Bool
    public var extType: UInt8
    /// extLen in 4-byte words, as on the wire (8 or 16 bits wide, ``isLongLength``).
    public var extLen: UInt16
    public var isLongLength: Bool
    public var fields: [WireField]
    public var padding: [UInt8]
    public var decoded: Bool

    public init(ef: Bool = false, extType: UInt8, extLen: UInt16, isLongLength: Bool, fields: [WireField], padding: [UInt8] = [], decoded: Bool = true) {
        self.ef = ef
        self.extType = extType
        self.extLen = extLen
        self.isLongLength = isLongLength
        self.fields = fields
        self.padding = padding
        self.decoded = decoded
    }

    /// Value of the first body field with this short name (without `oran_fh_cus.`).
    public func value(_ shortName: String) -> UInt64? { fields.value(prefixed(shortName)) }

    func emit<S: BitSink>(_ s: inout S) {
        s.begin("Extension \(extType)")
        s.put("oran_fh_cus.ef", ef)
        s.put("oran_fh_cus.extType", extType, 7)
        s.put("oran_fh_cus.extLen", extLen, isLongLength ? 16 : 8)
        fields.emit(&s)
        if !padding.isEmpty { s.putBytes(decoded ? "" : "oran_fh_cus.extension.data", padding[...]) }
        s.end()
    }

    /// Section types on which each extension may appear (O-RAN.WG4.CUS Table 7.6.1-1, as Wireshark
    /// master encodes it).
    static func allowed(extType: UInt8, sectionType: UInt8) -> Bool {
        let st = sectionType
        if [4, 7, 8, 9].contains(st) { return true }
        switch extType {
        case 1, 2, 3, 11, 19: return st == 1 || st == 3
        case 4, 5, 10, 13, 18, 23: return st == 1 || st == 3 || st == 5
        case 6, 12: return [1, 3, 5, 10, 11].contains(st)
        case 7: return st == 0
        case 8, 14, 16, 17, 24, 25, 26, 27, 28: return st == 5
        case 15, 21: return st == 5 || st == 6
        case 9, 20, 22: return true
        default: return true
        }
    }
}

/// What an extension body decoder needs from its section.
struct ExtensionContext {
    var sectionType: UInt8
    var numPrbc: Int
    var startPrbc: Int
    var context: FronthaulContext
    var hasSE10: Bool
    var se10NumPortc: Int
    var bodyBitOffset: Int
}

enum ExtensionBodies {
    /// Extension types whose body layout we decode. Others are skipped by extLen and reported. SE23
    /// is deliberately absent: its layout (CUS §7.7.23) is known to us only through an open-source
    /// decoder's intricate reading, not verified against the clause text, so we skip it by extLen
    /// instead of guessing.
    static let known: Set<UInt8> = Set((1...22).map { UInt8($0) }).union([24, 25, 26, 27, 28])

    /// bfwCompParam for a bfwCompMeth (CUS §7.7.1).
    static func bfwCompParam(_ sc: inout FieldScanner, method: UInt64, k: Int) throws(DecodingError) {
        switch method {
        case 1:
            try sc.u("oran_fh_cus.reserved4", 4)
            try sc.u("oran_fh_cus.exponent", 4)
        case 2: try sc.u("oran_fh_cus.blockScaler", 8)
        case 3:
            try sc.u("oran_fh_cus.compBitWidth", 4)
            try sc.u("oran_fh_cus.compShift", 4)
        case 4:
            // Beamspace mask bit order unverified against the clause text: kept as bytes, element
            // order not interpreted.
            try sc.octets("oran_fh_cus.activeBeamspaceCoefficientMask", (k + 7) / 8)
        case 5:
            try sc.octets("oran_fh_cus.activeBeamspaceCoefficientMask", (k + 7) / 8)
            try sc.u("oran_fh_cus.reserved4", 4)
            try sc.u("oran_fh_cus.exponent", 4)
        default: break
        }
    }
    static func bfwParamBytes(_ method: UInt64, k: Int) -> Int {
        switch method {
        case 1, 2, 3: 1
        case 4: (k + 7) / 8
        case 5: (k + 7) / 8 + 1
        default: 0
        }
    }
    static func weights(_ sc: inout FieldScanner, k: Int, width: Int) throws(DecodingError) {
        guard k <= Limits.maximumListCount else {
            throw DecodingError(.limitExceeded, "too many weights", bitOffset: sc.reader.absoluteBitOffset, fieldPath: "oran_fh_cus.bfw")
        }
        for _ in 0..<k {
            try sc.u("oran_fh_cus.bfwI", width)
            try sc.u("oran_fh_cus.bfwQ", width)
        }
    }

    /// Decodes the body of extension `type` from `sc` (bounded to extLen × 4 minus the header).
    static func decode(type: UInt8, _ sc: inout FieldScanner, _ x: ExtensionContext, findings: inout [Finding]) throws(DecodingError) {
        let bodyBytes = sc.reader.remainingBytes
        switch type {
        case 1:  // Beamforming weights (CUS §7.7.1)
            let w0 = try sc.u("oran_fh_cus.bfwCompHdr_iqWidth", 4)
            let meth = try sc.u("oran_fh_cus.bfwCompHdr_compMeth", 4)
            let w = w0 == 0 ? 16 : Int(w0)
            var k: Int
            if let declared = x.context.bfwAntennaCount {
                k = declared
            } else {
                // K is an M-plane value; without it infer from extLen as Wireshark does:
                // ⌊(bytes left after bfwCompHdr and bfwCompParam)·8 / 2w⌋. For beamspace methods the
                // mask size depends on K; we solve with the mask assumed absent first, then correct.
                k = max(0, (bodyBytes - 1 - bfwParamBytes(meth, k: 0)) * 8 / (2 * w))
                if meth == 4 || meth == 5 { k = max(0, (bodyBytes - 1 - bfwParamBytes(meth, k: k)) * 8 / (2 * w)) }
            }
            try bfwCompParam(&sc, method: meth, k: k)
            try weights(&sc, k: k, width: w)
        case 2:  // Beamforming attributes (CUS §7.7.2)
            try sc.u("oran_fh_cus.reserved", 2)
            let az = try sc.u("oran_fh_cus.bfAzPtWidth", 3)
            let ze = try sc.u("oran_fh_cus.bfZePtWidth", 3)
            try sc.u("oran_fh_cus.reserved", 2)
            let az3 = try sc.u("oran_fh_cus.bfAz3ddWidth", 3)
            let ze3 = try sc.u("oran_fh_cus.bfZe3ddWidth", 3)
            if az > 0 { try sc.u("oran_fh_cus.bfAzPt", Int(az) + 1) }
            if ze > 0 { try sc.u("oran_fh_cus.bfZePt", Int(ze) + 1) }
            if az3 > 0 { try sc.u("oran_fh_cus.bfAz3dd", Int(az3) + 1) }
            if ze3 > 0 { try sc.u("oran_fh_cus.bfZe3dd", Int(ze3) + 1) }
            // Wireshark pads only if more than 2 bits of the current byte are used; we pad to the
            // byte boundary always (our reading, not verified against the clause text) and keep the
            // pad bits as a reserved field.
            try sc.alignReserved()
            try sc.u("oran_fh_cus.reserved", 2)
            try sc.u("oran_fh_cus.bfAzSl", 3)
            try sc.u("oran_fh_cus.bfZeSl", 3)
        case 3:  // DL precoding configuration (CUS §7.7.3)
            try sc.u("oran_fh_cus.codebookIndex", 8)
            let layer = try sc.u("oran_fh_cus.layerID", 4)
            try sc.u("oran_fh_cus.numLayers", 4)
            if layer == 0 || layer == 0xF {
                try sc.u("oran_fh_cus.txScheme", 4)
                try sc.u("oran_fh_cus.crsReMask", 12)
                try sc.u("oran_fh_cus.crsShift", 1)
                try sc.u("oran_fh_cus.reserved", 3)
                try sc.u("oran_fh_cus.crsSymNum", 4)
                try sc.u("oran_fh_cus.reserved8", 8)
                for n in 1...3 {
                    try sc.u("oran_fh_cus.reserved", 1)
                    try sc.u("oran_fh_cus.beamIdAP\(n)", 15)
                }
            }
        case 4:  // Modulation compression parameters (CUS §7.7.4)
            try sc.u("oran_fh_cus.csf", 1)
            try sc.u("oran_fh_cus.modcompscaler", 15)
        case 5:  // Modulation compression additional scaling (CUS §7.7.5)
            // Sets of 28 bits; extLen 2 → 1 set, 3 → 2, 4 → 3 (or 4: WS takes 3 if the last 28 bits are 0).
            var sets = 0
            while sc.remainingBits >= 28 && sets < 4 {
                try sc.u("oran_fh_cus.mcScaleReMask", 12)
                try sc.u("oran_fh_cus.csf", 1)
                try sc.u("oran_fh_cus.mcScaleOffset", 15)
                sets += 1
            }
            try sc.reservedRest()
        case 6:  // Non-contiguous PRB allocation (CUS §7.7.6)
            try sc.u("oran_fh_cus.repetition", 1)
            let size = try sc.u("oran_fh_cus.rbgSize", 3)
            let mask = try sc.u("oran_fh_cus.rbgMask", 28)
            try sc.u("oran_fh_cus.priority", 2)
            try sc.u("oran_fh_cus.symbolMask", 14)
            checkSE6(size: size, mask: mask, x, findings: &findings)
        case 7:  // Multiple-eAxC designation (CUS §7.7.7)
            try sc.u("oran_fh_cus.eAxCmask", 16)
        case 8:  // Regularization factor (CUS §7.7.8)
            try sc.u("oran_fh_cus.regularizationFactor", 16)
        case 9:  // Dynamic spectrum sharing (CUS §7.7.9)
            try sc.u("oran_fh_cus.technology", 8)
            try sc.u("oran_fh_cus.reserved8", 8)
        case 10:  // Multiple ports grouping (CUS §7.7.10)
            let bgt = try sc.u("oran_fh_cus.beamGroupType", 2)
            let n = Int(try sc.u("oran_fh_cus.numPortc", 6))
            switch bgt {
            case 0, 1:
                try sc.u("oran_fh_cus.reserved8", 8)
                if x.sectionType == 5 {
                    findings.append(Finding(id: FronthaulRuleRegistry.extension10BeamGroup.id, severity: .warning, message: "beamGroupType \(bgt) not allowed in section type 5", fieldPath: "oran_fh_cus.beamGroupType", bitOffset: x.bodyBitOffset, bitLength: 2))
                }
            case 2:
                for _ in 0..<n {
                    try sc.u("oran_fh_cus.reserved", 1)
                    try sc.u("oran_fh_cus.beamId", 15)
                }
            default:
                // The first portListIndex 0 (reserved) is reported at its own bits.
                var zeroAt: Int? = sc.reader.absoluteBitOffset
                if try sc.u("oran_fh_cus.portListIndex", 8) != 0 { zeroAt = nil }
                for _ in 0..<max(0, n - 1) {
                    try sc.u("oran_fh_cus.reserved", 1)
                    try sc.u("oran_fh_cus.beamId", 15)
                    let at = sc.reader.absoluteBitOffset
                    if try sc.u("oran_fh_cus.portListIndex", 8) == 0, zeroAt == nil { zeroAt = at }
                }
                if let zeroAt {
                    findings.append(Finding(id: FronthaulRuleRegistry.extension10BeamGroup.id, severity: .warning, message: "portListIndex 0 is reserved", fieldPath: "oran_fh_cus.portListIndex", bitOffset: zeroAt, bitLength: 8))
                }
            }
        case 11:  // Flexible beamforming weights (CUS §7.7.11)
            let disable = try sc.u("oran_fh_cus.disableBFWs", 1)
            try sc.u("oran_fh_cus.rad", 1)
            // bundleOffset: reserved in v01 (tshark 4.0.17), present in later versions.
            try sc.u(x.context.cusMajor >= 2 ? "oran_fh_cus.bundleOffset" : "oran_fh_cus.reserved", 6)
            let nb = try sc.u("oran_fh_cus.numBundPrbs", 8)
            if nb == 0 {
                findings.append(Finding(id: FronthaulRuleRegistry.extension11Bundles.id, severity: .error, message: "numBundPrb 0 is reserved", fieldPath: "oran_fh_cus.numBundPrbs", bitOffset: x.bodyBitOffset + 8, bitLength: 8))
            }
            let prbs = x.numPrbc == 0 ? x.context.carrierPRBs : x.numPrbc
            // Default bundle count ⌈numPrbc/numBundPrb⌉; SE6/SE12/SE13/SE21 and bundleOffset can
            // change it (WS ext11_work_out_bundles) — not modelled, so a mismatch shows as extLen padding.
            let bundles = nb == 0 ? 0 : (prbs + Int(nb) - 1) / Int(nb)
            if disable == 1 {
                for _ in 0..<bundles where sc.remainingBits >= 16 {
                    try sc.u("oran_fh_cus.contInd", 1)
                    try sc.u("oran_fh_cus.beamId", 15)
                }
            } else {
                let w0 = try sc.u("oran_fh_cus.bfwCompHdr_iqWidth", 4)
                let meth = try sc.u("oran_fh_cus.bfwCompHdr_compMeth", 4)
                if meth > 5 {
                    // bfwCompMeth 6–15 are reserved (CUS §7.7.1): the weights cannot be sized.
                    findings.append(Finding(id: FronthaulRuleRegistry.extension11Bundles.id, severity: .error, message: "bfwCompMeth \(meth) is reserved", fieldPath: "oran_fh_cus.bfwCompHdr_compMeth", bitOffset: x.bodyBitOffset + 20, bitLength: 4))
                }
                let w = w0 == 0 ? 16 : Int(w0)
                var k = x.context.bfwAntennaCount ?? 0
                if x.context.bfwAntennaCount == nil, bundles > 0 {
                    let per = (bodyBytes - 3) / bundles
                    k = max(0, (per - 2 - bfwParamBytes(meth, k: 0)) * 8 / (2 * w))
                    if meth == 4 || meth == 5 { k = max(0, (per - 2 - bfwParamBytes(meth, k: k)) * 8 / (2 * w)) }
                }
                for _ in 0..<bundles {
                    try bfwCompParam(&sc, method: meth, k: k)
                    try sc.u("oran_fh_cus.contInd", 1)
                    try sc.u("oran_fh_cus.beamId", 15)
                    try weights(&sc, k: k, width: w)
                    try sc.alignReserved()
                }
            }
        case 12:  // Non-contiguous PRB allocation with frequency ranges (CUS §7.7.12)
            try sc.u("oran_fh_cus.priority", 2)
            try sc.u("oran_fh_cus.symbolMask", 14)
            // A final (0, 0) pair that fills the last 4-byte word is a filler pair on the wire
            // (CUS §7.7.12); it is decoded as a pair, as tshark shows it.
            while sc.remainingBits >= 16 {
                try sc.u("oran_fh_cus.offStartPrb", 8)
                try sc.u("oran_fh_cus.numPrb", 8)
            }
        case 13:  // PRB allocation with frequency hopping (CUS §7.7.13)
            while !sc.onlyPaddingLeft && sc.remainingBits >= 16 {
                try sc.u("oran_fh_cus.reserved", 2)
                try sc.u("oran_fh_cus.nextSymbolId", 4)
                try sc.u("oran_fh_cus.nextStartPrbc", 10)
            }
        case 14:  // Nulling-layer info (CUS §7.7.14)
            if x.hasSE10 {
                for _ in 0..<(x.se10NumPortc + 1) { try sc.u("oran_fh_cus.nullLayerInd", 8) }
            } else {
                try sc.u("oran_fh_cus.nullLayerInd", 8)
                try sc.u("oran_fh_cus.reserved8", 8)
            }
        case 15:  // Mixed-numerology info (CUS §7.7.15)
            try sc.u("oran_fh_cus.frameStructure.fft", 4)
            try sc.u("oran_fh_cus.frameStructure.spacing", 4)
            try sc.u("oran_fh_cus.freqOffset", 24)
            try sc.u("oran_fh_cus.cpLength", 16)
        case 16:  // Antenna mapping in UL (CUS §7.7.16)
            while sc.remainingBits >= 64 { try sc.u("oran_fh_cus.antMask", 64) }
        case 17:  // User port group (CUS §7.7.17): nibble-packed numUeID per scheduled user
            while !sc.onlyPaddingLeft && sc.remainingBits >= 4 { try sc.u("oran_fh_cus.numUeID", 4) }
        case 18:  // UL transmission management (CUS §7.7.18)
            try sc.u("oran_fh_cus.transmissionWindowOffset", 16)
            try sc.u("oran_fh_cus.reserved", 2)
            try sc.u("oran_fh_cus.transmissionWindowSize", 14)
            try sc.u("oran_fh_cus.reserved", 6)
            try sc.u("oran_fh_cus.toT", 2)
        case 19:  // Compact beamforming information for multiple ports (CUS §7.7.19)
            let disable = try sc.u("oran_fh_cus.disableBFWs", 1)
            let repetition = try sc.u("oran_fh_cus.repetition", 1)
            let n = Int(try sc.u("oran_fh_cus.numPortc", 6))
            try sc.u("oran_fh_cus.priority", 2)
            try sc.u("oran_fh_cus.symbolMask", 14)
            if repetition == 0 {
                var meth: UInt64 = 0
                var w = 16
                if disable == 0 {
                    let w0 = try sc.u("oran_fh_cus.bfwCompHdr_iqWidth", 4)
                    meth = try sc.u("oran_fh_cus.bfwCompHdr_compMeth", 4)
                    w = w0 == 0 ? 16 : Int(w0)
                }
                var k = x.context.bfwAntennaCount ?? 0
                if disable == 0, x.context.bfwAntennaCount == nil, n > 0 {
                    let per = (sc.reader.remainingBytes) / n
                    k = max(0, (per - 6 - bfwParamBytes(meth, k: 0)) * 8 / (2 * w))
                }
                for _ in 0..<n {
                    try sc.u("oran_fh_cus.reserved4", 4)
                    try sc.u("oran_fh_cus.portReMask", 12)
                    try sc.u("oran_fh_cus.reserved", 2)
                    try sc.u("oran_fh_cus.portSymbolMask", 14)
                    try sc.u("oran_fh_cus.reserved", 1)
                    try sc.u("oran_fh_cus.beamId", 15)
                    if disable == 0 {
                        try bfwCompParam(&sc, method: meth, k: k)
                        try weights(&sc, k: k, width: w)
                        try sc.alignReserved()
                    }
                }
            }
        case 20:  // Puncturing (CUS §7.7.20)
            let n = try sc.u("oran_fh_cus.numPuncPatterns", 8)
            for _ in 0..<n {
                try sc.u("oran_fh_cus.symbolMask", 14)
                try sc.u("oran_fh_cus.startPuncPrb", 10)
                try sc.u("oran_fh_cus.numPuncPrb", 8)
                try sc.u("oran_fh_cus.puncReMask", 12)
                try sc.u("oran_fh_cus.rb", 1)
                try sc.u("oran_fh_cus.reserved", 1)
                try sc.u("oran_fh_cus.multiSDScope", 1)
                let incl = try sc.u("oran_fh_cus.rbgIncl", 1)
                if incl == 1 {
                    try sc.u("oran_fh_cus.reserved", 1)
                    try sc.u("oran_fh_cus.rbgSize", 3)
                    try sc.u("oran_fh_cus.rbgMask", 28)
                }
            }
        case 21:  // Variable PRB group size for channel information (CUS §7.7.21)
            let g = try sc.u("oran_fh_cus.ciPrbGroupSize", 8)
            try sc.u("oran_fh_cus.reserved", 6)
            try sc.u("oran_fh_cus.prgSize", 2)
            if g < 2 || g == 255 {
                findings.append(Finding(id: FronthaulRuleRegistry.extension21ChannelInfo.id, severity: .warning, message: "ciPrbGroupSize \(g) is reserved", fieldPath: "oran_fh_cus.ciPrbGroupSize", bitOffset: x.bodyBitOffset, bitLength: 8))
            }
            if x.numPrbc == 0 {
                findings.append(Finding(id: FronthaulRuleRegistry.extension21ChannelInfo.id, severity: .error, message: "SE21 with numPrbc 0", fieldPath: "oran_fh_cus.numPrbc", bitOffset: x.bodyBitOffset))
            }
        case 22:  // ACK/NACK request (CUS §7.7.22)
            try sc.u("oran_fh_cus.ackNackReqId", 16)
        case 24:  // PUSCH DMRS configuration (CUS §7.7.24)
            try sc.u("oran_fh_cus.alpnPerSym", 1)
            try sc.u("oran_fh_cus.antDmrsSnr", 1)
            try sc.u("oran_fh_cus.reserved", 1)
            let size = try sc.u("oran_fh_cus.userGroupSize", 5)
            let gid = try sc.u("oran_fh_cus.userGroupId", 8)
            if size > 12 {
                findings.append(Finding(id: FronthaulRuleRegistry.extension24Entries.id, severity: .warning, message: "userGroupSize \(size) > 12 is reserved", fieldPath: "oran_fh_cus.userGroupSize", bitOffset: x.bodyBitOffset + 3, bitLength: 5))
            }
            if gid == 255 {
                findings.append(Finding(id: FronthaulRuleRegistry.extension24Entries.id, severity: .warning, message: "userGroupId 255 is reserved", fieldPath: "oran_fh_cus.userGroupId", bitOffset: x.bodyBitOffset + 8, bitLength: 8))
            }
            // One entry per ueId in the group; the count comes from outside (userGroupSize is the
            // DMRS group size) so we read entries until fewer than 8 bits remain (our reading, not
            // verified against the clause text).
            var seenFull = false
            while sc.remainingBits >= 8 {
                // trailing zero padding after the last real entry: a zero byte when at most 3 bytes remain
                if sc.onlyPaddingLeft { break }
                let entryAt = sc.reader.absoluteBitOffset
                let et = try sc.u("oran_fh_cus.entryType", 3)
                let port = try sc.u("oran_fh_cus.dmrsPortNumber", 5)
                if port > 11 {
                    findings.append(Finding(id: FronthaulRuleRegistry.extension24Entries.id, severity: .warning, message: "dmrsPortNumber \(port) > 11", fieldPath: "oran_fh_cus.dmrsPortNumber", bitOffset: entryAt + 3, bitLength: 5))
                }
                if et == 2 || et == 3 {
                    seenFull = true
                    try sc.u("oran_fh_cus.ueIdReset", 1)
                    try sc.u("oran_fh_cus.reserved", 1)
                    try sc.u("oran_fh_cus.dmrsSymbolMask", 14)
                    try sc.u("oran_fh_cus.scrambling", 16)
                    try sc.u("oran_fh_cus.nscid", 1)
                    if et == 2 {
                        try sc.u("oran_fh_cus.dType", 1)
                        try sc.u("oran_fh_cus.cdmWithoutData", 2)
                        try sc.u("oran_fh_cus.lambda", 2)
                    } else {
                        try sc.u("oran_fh_cus.reserved", 1)
                        try sc.u("oran_fh_cus.lowPaprType", 2)
                        try sc.u("oran_fh_cus.hoppingMode", 2)
                    }
                    try sc.u("oran_fh_cus.firstPrb", 9)
                    try sc.u("oran_fh_cus.lastPrb", 9)
                    try sc.u("oran_fh_cus.reserved16", 16)
                } else if !seenFull && et <= 1 {
                    findings.append(Finding(id: FronthaulRuleRegistry.extension24Entries.id, severity: .warning, message: "entryType \(et) before any type-2/3 entry: nothing to inherit", fieldPath: "oran_fh_cus.entryType", bitOffset: entryAt, bitLength: 3))
                }
            }
        case 25:  // Symbol reordering for DMRS-BF (CUS §7.7.25): blocks of 14 nibbles
            while !sc.onlyPaddingLeft && sc.remainingBits >= 56 {
                for _ in 0..<14 { try sc.u("oran_fh_cus.txWinForOnAirSymbol", 4) }
            }
        case 26:  // Frequency offset feedback (CUS §7.7.26)
            try sc.u("oran_fh_cus.reserved8", 8)
            try sc.u("oran_fh_cus.reserved", 1)
            let n = try sc.u("oran_fh_cus.numFoFb", 7)
            for _ in 0..<n { try sc.u("oran_fh_cus.freqOffsetFb", 16) }
        case 27:  // O-DU controlled dimensionality reduction (CUS §7.7.27)
            let bt = try sc.u("oran_fh_cus.beamType", 2)
            try sc.u("oran_fh_cus.reserved", 6)
            let ne = try sc.u("oran_fh_cus.numElements", 8)
            let count = bt == 0 ? (ne == 0 ? 256 : Int(ne)) : 1
            for _ in 0..<count {
                try sc.u("oran_fh_cus.reserved", 1)
                try sc.u("oran_fh_cus.beamId", 15)
            }
        // O-DU controlled SINR frequency resolution (CUS §7.7.28; the layout is Wireshark's reading, not
        // verified against the clause text).
        case 28:
            try sc.u("oran_fh_cus.reserved", 3)
            let n = try sc.u("oran_fh_cus.numUeSinrRpt", 5)
            for _ in 0..<n {
                try sc.u("oran_fh_cus.reserved", 1)
                try sc.u("oran_fh_cus.numSinrPerPrb", 3)
            }
        default:
            break
        }
        try sc.alignReserved()
    }

    /// FH-SE6-RBG (CUS §7.7.6).
    static func checkSE6(size: UInt64, mask: UInt64, _ x: ExtensionContext, findings: inout [Finding]) {
        let sizes = [0, 1, 2, 3, 4, 6, 8, 16]
        guard size != 0 else {
            findings.append(Finding(id: FronthaulRuleRegistry.extension6RBG.id, severity: .error, message: "rbgSize 0 is reserved", fieldPath: "oran_fh_cus.rbgSize", bitOffset: x.bodyBitOffset + 1, bitLength: 3))
            return
        }
        let g = sizes[Int(size)]
        let prbs = x.numPrbc == 0 ? x.context.carrierPRBs : x.numPrbc
        let last = (prbs + x.startPrbc % g + g - 1) / g - 1
        if last > 27 {
            findings.append(Finding(id: FronthaulRuleRegistry.extension6RBG.id, severity: .warning, message: "lastRbgid \(last) > 27", fieldPath: "oran_fh_cus.rbgMask", bitOffset: x.bodyBitOffset + 4, bitLength: 28))
        } else if mask >> UInt64(last + 1) != 0 {
            findings.append(Finding(id: FronthaulRuleRegistry.extension6RBG.id, severity: .warning, message: "rbgMask has bits above lastRbgid \(last)", fieldPath: "oran_fh_cus.rbgMask", bitOffset: x.bodyBitOffset + 4, bitLength: 28))
        }
    }
}
