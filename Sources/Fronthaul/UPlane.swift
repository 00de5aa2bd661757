import WireCore

/// An O-RAN U-plane message (CUS §8): the 4-byte radio application header after ecpriSeqid, then
/// sections until the payload is used up.
public struct UPlaneMessage: Hashable, Sendable {
    public var dataDirection: UInt8 = 1
    public var payloadVersion: UInt8 = 1
    public var filterIndex: UInt8 = 0
    public var frameId: UInt8 = 0
    public var subframeId: UInt8 = 0
    public var slotId: UInt8 = 0
    public var symbolId: UInt8 = 0
    public var sections: [UPlaneSection] = []
    /// Bytes after the last section (≤ 3 tolerated, FH-UP-LEN).
    public var trailing: [UInt8] = []
    public init() {}
    public var direction: FronthaulDirection { dataDirection == 0 ? .uplink : .downlink }

    func emit<S: BitSink>(_ s: inout S, iq: IQDisplay? = nil) {
        s.begin("U-plane")
        s.put("oran_fh_cus.data_direction", dataDirection, 1)
        s.put("oran_fh_cus.payloadVersion", payloadVersion, 3)
        s.put("oran_fh_cus.filterIndex", filterIndex, 4)
        s.put("oran_fh_cus.frameId", frameId, 8)
        s.put("oran_fh_cus.subframe_id", subframeId, 4)
        s.put("oran_fh_cus.slotId", slotId, 6)
        s.derived("oran_fh_cus.refa", .string("\(frameId)-\(subframeId)-\(slotId)"))
        // tshark 4.0.17 names the U-plane symbolId `oran_fh_cus.startSymbolId`.
        s.put("oran_fh_cus.startSymbolId", symbolId, 6)
        for section in sections { section.emit(&s, iq: iq, direction: direction) }
        if !trailing.isEmpty { s.putBytes("", trailing[...]) }
        s.end()
    }
}

/// One U-plane section (CUS §8.3.3): header, optional udCompHdr / udCompLen / sReSMasks, PRB
/// blocks.
public struct UPlaneSection: Hashable, Sendable {
    public var sectionId: UInt16 = 0
    public var rb: Bool = false
    public var symInc: Bool = false
    public var startPrbu: UInt16 = 0
    /// numPrbu; 0 = all PRBs of the carrier.
    public var numPrbu: UInt8 = 0
    /// Present with dynamic compression (per-section udCompHdr), with its reserved byte.
    public var udCompHdr: UInt8?
    public var reserved: UInt8 = 0
    /// Present for udCompMeth 5–8 when the M-plane enables it: section length from sectionId.
    public var udCompLen: UInt16?
    /// rsv(4)|sReSMask1(12) and rsv(4)|sReSMask2(12), udCompMeth 7 and 8 only.
    public var sReSMask1: UInt16?
    public var sReSMask2: UInt16?
    /// The format the PRB blocks use: udCompHdr when present, else the flow's static setting.
    public var format: IQFormat
    /// Number of PRBs the blocks hold (numPrbu, or the carrier size when numPrbu = 0).
    public var prbCount: Int
    /// The PRB blocks (udCompParam + IQ bits each), not copied.
    public var iqData: ArraySlice<UInt8>

    public init(sectionId: UInt16 = 0, rb: Bool = false, symInc: Bool = false, startPrbu: UInt16 = 0, numPrbu: UInt8, format: IQFormat, prbCount: Int? = nil, iqData: ArraySlice<UInt8>) {
        self.sectionId = sectionId
        self.rb = rb
        self.symInc = symInc
        self.startPrbu = startPrbu
        self.numPrbu = numPrbu
        self.format = format
        self.prbCount = prbCount ?? Int(numPrbu)
        self.iqData = iqData
    }

    /// Size of the section header in bytes.
    public var headerBytes: Int {
        4 + (udCompHdr == nil ? 0 : 2) + (udCompLen == nil ? 0 : 2) + (sReSMask1 == nil ? 0 : 2) + (sReSMask2 == nil ? 0 : 2)
    }

    /// The RE mask that applies to PRB `index` (12 bits, bit 0 = RE1, as udCompParam's mask) for
    /// methods 7/8; 0xFFF otherwise. [D/U] sReSMask1 for even-indexed PRBs, sReSMask2 for odd ones
    /// (only mask1 when rb = 1).
    @usableFromInline func headerMask(prb index: Int) -> UInt16 {
        guard let m1 = sReSMask1 else { return 0xFFF }
        if rb || index & 1 == 0 { return m1 & 0xFFF }
        return (sReSMask2 ?? m1) & 0xFFF
    }

    /// Calls `body(paramBytes, iqBytes)` for each PRB block in order; returns false if the data does not split.
    public func forEachPRB(_ body: (ArraySlice<UInt8>, ArraySlice<UInt8>, Int) -> Void) -> Bool {
        var index = iqData.startIndex
        let w = format.iqWidth
        for prb in 0..<prbCount {
            let reCount: Int
            let paramBytes = format.method.paramBytes
            guard index + paramBytes <= iqData.endIndex else { return false }
            switch format.method {
            case .bfpSelectiveRE, .modulationSelectiveRE:
                let mask = (UInt16(iqData[index] >> 4) << 8) | UInt16(iqData[index + 1])
                reCount = mask.nonzeroBitCount
            case .bfpSelectiveREMaskInHeader, .modulationSelectiveREMaskInHeader:
                reCount = headerMask(prb: prb).nonzeroBitCount
            default:
                reCount = 12
            }
            let iqBytes = (2 * reCount * w + 7) / 8
            guard index + paramBytes + iqBytes <= iqData.endIndex else { return false }
            body(iqData[index..<(index + paramBytes)], iqData[(index + paramBytes)..<(index + paramBytes + iqBytes)], reCount)
            index += paramBytes + iqBytes
        }
        return index == iqData.endIndex
    }

    func emit<S: BitSink>(_ s: inout S, iq display: IQDisplay? = nil, direction: FronthaulDirection = .downlink) {
        s.begin("Section, Id: \(sectionId)")
        s.put("oran_fh_cus.sectionId", sectionId, 12)
        s.put("oran_fh_cus.rb", rb)
        s.put("oran_fh_cus.symInc", symInc)
        s.put("oran_fh_cus.startPrbu", startPrbu, 10)
        s.put("oran_fh_cus.numPrbu", numPrbu, 8)
        if let h = udCompHdr {
            s.put("oran_fh_cus.udCompHdrWidth", h >> 4, 4)
            s.put("oran_fh_cus.udCompHdrMeth", h & 15, 4)
            s.put("oran_fh_cus.reserved8", reserved, 8)
        }
        if let l = udCompLen { s.put("oran_fh_cus.udCompLen", l, 16) }
        if let m = sReSMask1 {
            s.put("oran_fh_cus.reserved4", m >> 12, 4)
            s.put("oran_fh_cus.sReSMask1", m & 0xFFF, 12)
        }
        if let m = sReSMask2 {
            s.put("oran_fh_cus.reserved4", m >> 12, 4)
            s.put("oran_fh_cus.sReSMask2", m & 0xFFF, 12)
        }
        guard s.wantsPRBFields else {
            s.putBytes("", iqData)
            s.end()
            return
        }
        let method = format.method
        let values = display?.values(of: self, direction: direction)
        var prb = 0
        var local = s
        let ok = forEachPRB { param, iq, _ in
            switch method {
            case .blockFloatingPoint, .bfpSelectiveREMaskInHeader:
                local.put("oran_fh_cus.reserved4", UInt64(param[param.startIndex] >> 4), bits: 4)
                local.put("oran_fh_cus.exponent", UInt64(param[param.startIndex] & 15), bits: 4)
            case .blockScaling:
                local.put("oran_fh_cus.blockScaler", UInt64(param[param.startIndex]), bits: 8)
            case .muLaw:
                local.put("oran_fh_cus.compBitWidth", UInt64(param[param.startIndex] >> 4), bits: 4)
                local.put("oran_fh_cus.compShift", UInt64(param[param.startIndex] & 15), bits: 4)
            case .bfpSelectiveRE, .modulationSelectiveRE:
                let b0 = param[param.startIndex], b1 = param[param.startIndex + 1]
                local.put("oran_fh_cus.reMask", UInt64(b0 >> 4) << 8 | UInt64(b1) & 0xFFF, bits: 0)
                local.put("", UInt64(b0 >> 4), bits: 4)
                local.put(method == .bfpSelectiveRE ? "oran_fh_cus.exponent" : "oran_fh_cus.reserved4", UInt64(b0 & 15), bits: 4)
                local.put("", UInt64(b1), bits: 8)
            default: break
            }
            local.putBytes("oran_fh_cus.iq_user_data", iq)
            if let values { IQDisplay.emit(values, prb: prb, mask: selectiveMask(prb: prb, param: param), into: &local) }
            prb += 1
        }
        if ok {
            s = local
        } else {
            s.putBytes("oran_fh_cus.iq_user_data", iqData)
        }
        s.end()
    }
}

/// What the U-plane section walker needs to know about a flow.
public struct UPlaneLayout: Hashable, Sendable {
    public var udCompHdrPresent: Bool
    public var udCompLenPresent: Bool
    /// Static format when udCompHdr is absent.
    public var staticFormat: IQFormat?
    public var carrierPRBs: Int
    public init(udCompHdrPresent: Bool, udCompLenPresent: Bool = false, staticFormat: IQFormat?, carrierPRBs: Int = 273) {
        self.udCompHdrPresent = udCompHdrPresent
        self.udCompLenPresent = udCompLenPresent
        self.staticFormat = staticFormat
        self.carrierPRBs = carrierPRBs
    }
}

/// Walks U-plane sections without allocating (the benchmark's fast path): each `next()` returns
/// one section whose `iqData` is a slice of the input.
public struct UPlaneSectionIterator {
    public var reader: BitReader
    public let layout: UPlaneLayout
    public init(sections reader: BitReader, layout: UPlaneLayout) {
        self.reader = reader
        self.layout = layout
    }
    /// The next section, or nil when at most 3 bytes are left (those are trailing padding).
    public mutating func next() throws(DecodingError) -> UPlaneSection? {
        guard reader.remainingBytes > 3 else { return nil }
        return try UPlaneSection.parse(&reader, layout: layout)
    }
}

extension UPlaneSection {
    /// Parses one section header and its PRB blocks (CUS §8.3.3).
    public static func parse(_ r: inout BitReader, layout: UPlaneLayout) throws(DecodingError) -> UPlaneSection {
        let start = r.absoluteBitOffset
        let startByte = r.byteIndex
        guard r.remainingBits >= 32 else { throw r.truncatedError(field: "oran_fh_cus.sectionId", bits: 32) }
        let w0 = r.readUInt32() ?? 0
        var s = UPlaneSection(
            sectionId: UInt16(w0 >> 20), rb: (w0 >> 19) & 1 == 1, symInc: (w0 >> 18) & 1 == 1,
            startPrbu: UInt16((w0 >> 8) & 0x3FF), numPrbu: UInt8(w0 & 0xFF), format: IQFormat(method: .none, iqWidth: 16), iqData: [])
        if layout.udCompHdrPresent {
            guard r.remainingBits >= 16 else { throw r.truncatedError(field: "oran_fh_cus.udCompHdrWidth", bits: 16) }
            let h = r.readUInt8() ?? 0
            s.udCompHdr = h
            s.reserved = r.readUInt8() ?? 0
            guard let f = IQFormat(udCompHdr: h) else {
                throw DecodingError(.reservedValue, "udCompMeth \(h & 15) is reserved", bitOffset: start + 36, bitLength: 4, fieldPath: "oran_fh_cus.udCompHdrMeth")
            }
            s.format = f
        } else if let f = layout.staticFormat {
            s.format = f
        } else {
            throw DecodingError(.unsupported, "static U-plane compression unknown: declare it (--set fronthaul.compression=bfp:9)", bitOffset: start + 32, fieldPath: "oran_fh_cus.iq_user_data")
        }
        let method = s.format.method
        if layout.udCompLenPresent && method.isSelectiveRE {
            s.udCompLen = UInt16(try r.read(16, field: "oran_fh_cus.udCompLen"))
        }
        if method == .bfpSelectiveREMaskInHeader || method == .modulationSelectiveREMaskInHeader {
            s.sReSMask1 = UInt16(try r.read(16, field: "oran_fh_cus.sReSMask1"))
            s.sReSMask2 = UInt16(try r.read(16, field: "oran_fh_cus.sReSMask2"))
        }
        s.prbCount = s.numPrbu == 0 ? layout.carrierPRBs : Int(s.numPrbu)
        // PRB blocks: size per block from the method; selective-RE methods 5/6 carry the mask in each block.
        let paramBytes = method.paramBytes
        let w = s.format.iqWidth
        var bytes = 0
        if !method.isSelectiveRE {
            bytes = s.prbCount * (paramBytes + 3 * w)
            guard bytes <= r.remainingBytes else {
                throw DecodingError(.truncated, "\(s.prbCount) PRBs of \(s.format) need \(bytes) bytes, \(r.remainingBytes) left", bitOffset: r.absoluteBitOffset, bitLength: bytes * 8, fieldPath: "oran_fh_cus.iq_user_data")
            }
        } else {
            let base = r.byteIndex
            let end = r.bytes.endIndex
            for prb in 0..<s.prbCount {
                let at = base + bytes
                guard at + paramBytes <= end else {
                    throw DecodingError(.truncated, "PRB \(prb) udCompParam runs past the message", bitOffset: r.absoluteBitOffset + bytes * 8, bitLength: paramBytes * 8, fieldPath: "oran_fh_cus.udCompParam")
                }
                let n: Int
                if method == .bfpSelectiveRE || method == .modulationSelectiveRE {
                    n = ((UInt16(r.bytes[at] >> 4) << 8) | UInt16(r.bytes[at + 1])).nonzeroBitCount
                } else {
                    n = s.headerMask(prb: prb).nonzeroBitCount
                }
                bytes += paramBytes + (2 * n * w + 7) / 8
                guard base + bytes <= end else {
                    throw DecodingError(.truncated, "PRB \(prb) IQ data runs past the message", bitOffset: r.absoluteBitOffset + (at - base) * 8, bitLength: (bytes - (at - base)) * 8, fieldPath: "oran_fh_cus.iq_user_data")
                }
            }
        }
        s.iqData = try r.readBytes(bytes, field: "oran_fh_cus.iq_user_data")
        _ = startByte
        return s
    }
}
