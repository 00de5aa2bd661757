import Foundation
import Fronthaul
import WireCore

/// Test-side message builders written from the spec layouts (eCPRI v2.0 §3.1.3.1;
/// O-RAN.WG4.CUS §7.4, §7.7, §8.3), independent of the codec: they write bits with `BitWriter` and
/// record what they wrote.
struct Gen {
    var rng: Support.Rng
    /// Number of BFW antenna elements the generated SE1/SE11 use (set in the decode context).
    var k = 4
    /// numPortc of an SE10 earlier in the current section (SE14's layout depends on it).
    var se10Ports: Int?

    /// Expected (name, value) pairs in wire order, for value checks.
    var written: [(String, UInt64)] = []

    mutating func w(_ bw: inout BitWriter, _ name: String, _ value: UInt64, _ bits: Int) {
        let v = bits == 64 ? value : value & ((1 << UInt64(bits)) - 1)
        bw.write(v, bits: bits)
        if !name.isEmpty { written.append((name, v)) }
    }
    mutating func r(_ bits: Int) -> UInt64 { rng.bits(bits) }

    static let oran = "oran_fh_cus."

    // MARK: extensions

    /// Writes one extension (header included) with `ef`; returns nothing, appends to `bw`.
    mutating func ext(_ bw: inout BitWriter, type: Int, ef: Bool, sectionType: Int, numPrbc: Int) {
        var body = BitWriter()
        let long = type == 11 || type == 19 || type == 20
        let o = Self.oran
        switch type {
        case 1:
            let width = [16, 9, 12, 14, 8][rng.int(0...4)]
            let meth = rng.int(0...3)
            w(&body, o + "bfwCompHdr_iqWidth", UInt64(width & 15), 4)
            w(&body, o + "bfwCompHdr_compMeth", UInt64(meth), 4)
            switch meth {
            case 1: w(&body, o + "reserved4", 0, 4); w(&body, o + "exponent", r(4), 4)
            case 2: w(&body, o + "blockScaler", r(8), 8)
            case 3: w(&body, o + "compBitWidth", r(4), 4); w(&body, o + "compShift", r(4), 4)
            default: break
            }
            for _ in 0..<k { w(&body, o + "bfwI", r(width), width); w(&body, o + "bfwQ", r(width), width) }
        case 4:
            w(&body, o + "csf", r(1), 1)
            w(&body, o + "modcompscaler", r(15), 15)
        case 5:
            let sets = rng.int(1...2)
            for _ in 0..<sets { w(&body, o + "mcScaleReMask", r(12), 12); w(&body, o + "csf", r(1), 1); w(&body, o + "mcScaleOffset", r(15), 15) }
            w(&body, "", 0, sets == 1 ? 20 : 24)
        case 6:
            w(&body, o + "repetition", r(1), 1)
            w(&body, o + "rbgSize", UInt64(rng.int(1...7)), 3)
            w(&body, o + "rbgMask", r(28), 28)
            w(&body, o + "priority", r(2), 2)
            w(&body, o + "symbolMask", r(14), 14)
        case 7: w(&body, o + "eAxCmask", r(16), 16)
        case 8: w(&body, o + "regularizationFactor", r(16), 16)
        case 9: w(&body, o + "technology", r(1), 8); w(&body, o + "reserved8", 0, 8)
        case 10:
            let bgt = sectionType == 5 ? rng.int(2...3) : rng.int(0...3)
            let n = rng.int(1...6)
            se10Ports = n
            w(&body, o + "beamGroupType", UInt64(bgt), 2)
            w(&body, o + "numPortc", UInt64(n), 6)
            switch bgt {
            case 0, 1: w(&body, o + "reserved8", 0, 8)
            case 2: for _ in 0..<n { w(&body, o + "reserved", 0, 1); w(&body, o + "beamId", r(15), 15) }
            default:
                w(&body, o + "portListIndex", UInt64(rng.int(1...255)), 8)
                for _ in 0..<(n - 1) { w(&body, o + "reserved", 0, 1); w(&body, o + "beamId", r(15), 15); w(&body, o + "portListIndex", UInt64(rng.int(1...255)), 8) }
            }
        case 11:
            let disable = rng.bool()
            let nb = rng.int(1...16)
            w(&body, o + "disableBFWs", disable ? 1 : 0, 1)
            w(&body, o + "rad", r(1), 1)
            w(&body, o + "bundleOffset", 0, 6)
            w(&body, o + "numBundPrbs", UInt64(nb), 8)
            let bundles = (numPrbc + nb - 1) / nb
            if disable {
                for _ in 0..<bundles { w(&body, o + "contInd", r(1), 1); w(&body, o + "beamId", r(15), 15) }
            } else {
                let width = [16, 9, 12][rng.int(0...2)]
                w(&body, o + "bfwCompHdr_iqWidth", UInt64(width & 15), 4)
                w(&body, o + "bfwCompHdr_compMeth", 1, 4)
                for _ in 0..<bundles {
                    w(&body, o + "reserved4", 0, 4); w(&body, o + "exponent", r(4), 4)
                    w(&body, o + "contInd", r(1), 1); w(&body, o + "beamId", r(15), 15)
                    for _ in 0..<k { w(&body, o + "bfwI", r(width), width); w(&body, o + "bfwQ", r(width), width) }
                    body.alignToByte()
                }
            }
        case 12:
            w(&body, o + "priority", r(2), 2)
            w(&body, o + "symbolMask", r(14), 14)
            let ranges = rng.int(1...3)
            for _ in 0..<ranges { w(&body, o + "offStartPrb", r(8), 8); w(&body, o + "numPrb", UInt64(rng.int(1...255)), 8) }
            // header 2 + body 2 + 2·R bytes: an odd R leaves 2 bytes, filled with a (0, 0) filler pair
            if ranges % 2 == 1 { w(&body, o + "offStartPrb", 0, 8); w(&body, o + "numPrb", 0, 8) }
        case 13:
            for _ in 0..<rng.int(1...3) { w(&body, o + "reserved", 0, 2); w(&body, o + "nextSymbolId", r(4), 4); w(&body, o + "nextStartPrbc", UInt64(rng.int(1...1023)), 10) }
        case 15:
            w(&body, o + "frameStructure.fft", r(4), 4); w(&body, o + "frameStructure.spacing", r(4), 4)
            w(&body, o + "freqOffset", r(24), 24); w(&body, o + "cpLength", r(16), 16)
        case 18:
            w(&body, o + "transmissionWindowOffset", r(16), 16); w(&body, o + "reserved", 0, 2)
            w(&body, o + "transmissionWindowSize", r(14), 14); w(&body, o + "reserved", 0, 6); w(&body, o + "toT", r(2), 2)
        case 20:
            let n = rng.int(1...2)
            w(&body, o + "numPuncPatterns", UInt64(n), 8)
            for _ in 0..<n {
                w(&body, o + "symbolMask", r(14), 14); w(&body, o + "startPuncPrb", r(10), 10); w(&body, o + "numPuncPrb", r(8), 8)
                w(&body, o + "puncReMask", r(12), 12); w(&body, o + "rb", r(1), 1); w(&body, o + "reserved", 0, 1); w(&body, o + "multiSDScope", r(1), 1)
                let incl = rng.bool()
                w(&body, o + "rbgIncl", incl ? 1 : 0, 1)
                if incl { w(&body, o + "reserved", 0, 1); w(&body, o + "rbgSize", r(3), 3); w(&body, o + "rbgMask", r(28), 28) }
            }
        case 21:
            w(&body, o + "ciPrbGroupSize", UInt64(rng.int(2...254)), 8); w(&body, o + "reserved", 0, 6); w(&body, o + "prgSize", r(2), 2)
        case 22: w(&body, o + "ackNackReqId", r(16), 16)
        case 26:
            let n = rng.int(0...4)
            w(&body, o + "reserved8", 0, 8); w(&body, o + "reserved", 0, 1); w(&body, o + "numFoFb", UInt64(n), 7)
            for _ in 0..<n { w(&body, o + "freqOffsetFb", r(16), 16) }
        case 27:
            let n = rng.int(1...4)
            w(&body, o + "beamType", 0, 2); w(&body, o + "reserved", 0, 6); w(&body, o + "numElements", UInt64(n), 8)
            for _ in 0..<n { w(&body, o + "reserved", 0, 1); w(&body, o + "beamId", r(15), 15) }
        case 2:
            let widths = (0..<4).map { _ in rng.int(0...7) }
            w(&body, o + "reserved", 0, 2); w(&body, o + "bfAzPtWidth", UInt64(widths[0]), 3); w(&body, o + "bfZePtWidth", UInt64(widths[1]), 3)
            w(&body, o + "reserved", 0, 2); w(&body, o + "bfAz3ddWidth", UInt64(widths[2]), 3); w(&body, o + "bfZe3ddWidth", UInt64(widths[3]), 3)
            for (name, width) in zip(["bfAzPt", "bfZePt", "bfAz3dd", "bfZe3dd"], widths) where width > 0 { w(&body, o + name, r(width + 1), width + 1) }
            body.alignToByte()
            w(&body, o + "reserved", 0, 2); w(&body, o + "bfAzSl", r(3), 3); w(&body, o + "bfZeSl", r(3), 3)
        case 3:
            let first = rng.bool()
            w(&body, o + "codebookIndex", 0, 8)
            w(&body, o + "layerID", first ? 0 : UInt64(rng.int(1...14)), 4); w(&body, o + "numLayers", r(4), 4)
            if first {
                w(&body, o + "txScheme", r(4), 4); w(&body, o + "crsReMask", r(12), 12); w(&body, o + "crsShift", r(1), 1)
                w(&body, o + "reserved", 0, 3); w(&body, o + "crsSymNum", r(4), 4); w(&body, o + "reserved8", 0, 8)
                for n in 1...3 { w(&body, o + "reserved", 0, 1); w(&body, o + "beamIdAP\(n)", r(15), 15) }
            }
        case 14:
            if let ports = se10Ports {
                for _ in 0...ports { w(&body, o + "nullLayerInd", r(8), 8) }
            } else {
                w(&body, o + "nullLayerInd", r(8), 8); w(&body, o + "reserved8", 0, 8)
            }
        case 16: for _ in 0..<rng.int(1...3) { w(&body, o + "antMask", r(64), 64) }
        case 17: for _ in 0..<(2 * rng.int(1...3)) { w(&body, o + "numUeID", UInt64(rng.int(1...15)), 4) }
        case 19:
            let n = rng.int(1...3)
            let width = [16, 9][rng.int(0...1)]
            w(&body, o + "disableBFWs", 0, 1); w(&body, o + "repetition", 0, 1); w(&body, o + "numPortc", UInt64(n), 6)
            w(&body, o + "priority", r(2), 2); w(&body, o + "symbolMask", r(14), 14)
            w(&body, o + "bfwCompHdr_iqWidth", UInt64(width & 15), 4); w(&body, o + "bfwCompHdr_compMeth", 1, 4)
            for _ in 0..<n {
                w(&body, o + "reserved4", 0, 4); w(&body, o + "portReMask", r(12), 12)
                w(&body, o + "reserved", 0, 2); w(&body, o + "portSymbolMask", r(14), 14)
                w(&body, o + "reserved", 0, 1); w(&body, o + "beamId", r(15), 15)
                w(&body, o + "reserved4", 0, 4); w(&body, o + "exponent", r(4), 4)
                for _ in 0..<k { w(&body, o + "bfwI", r(width), width); w(&body, o + "bfwQ", r(width), width) }
                body.alignToByte()
            }
        case 24:
            let entries = rng.int(1...4)
            w(&body, o + "alpnPerSym", r(1), 1); w(&body, o + "antDmrsSnr", r(1), 1); w(&body, o + "reserved", 0, 1)
            w(&body, o + "userGroupSize", UInt64(rng.int(0...12)), 5); w(&body, o + "userGroupId", UInt64(rng.int(0...254)), 8)
            for e in 0..<entries {
                let et = e == 0 ? rng.int(2...3) : rng.int(0...3)
                w(&body, o + "entryType", UInt64(et), 3); w(&body, o + "dmrsPortNumber", UInt64(rng.int(1...11)), 5)
                if et >= 2 {
                    w(&body, o + "ueIdReset", r(1), 1); w(&body, o + "reserved", 0, 1); w(&body, o + "dmrsSymbolMask", r(14), 14)
                    w(&body, o + "scrambling", r(16), 16); w(&body, o + "nscid", r(1), 1)
                    if et == 2 { w(&body, o + "dType", r(1), 1); w(&body, o + "cdmWithoutData", r(2), 2); w(&body, o + "lambda", r(2), 2) }
                    else { w(&body, o + "reserved", 0, 1); w(&body, o + "lowPaprType", r(2), 2); w(&body, o + "hoppingMode", r(2), 2) }
                    w(&body, o + "firstPrb", r(9), 9); w(&body, o + "lastPrb", r(9), 9); w(&body, o + "reserved16", 0, 16)
                }
            }
        case 25: for _ in 0..<rng.int(1...2) { for _ in 0..<14 { w(&body, o + "txWinForOnAirSymbol", r(4), 4) } }
        case 28:
            let n = rng.int(0...5)
            w(&body, o + "reserved", 0, 3); w(&body, o + "numUeSinrRpt", UInt64(n), 5)
            for _ in 0..<n { w(&body, o + "reserved", 0, 1); w(&body, o + "numSinrPerPrb", r(3), 3) }
        default:
            // unknown layout (SE23 or a reserved type): opaque bytes
            for _ in 0..<(rng.int(0...3) * 4 + 2) { body.write(r(8), bits: 8) }
        }
        body.alignToByte()
        let headerBytes = long ? 3 : 2
        let total = (body.bytes.count + headerBytes + 3) / 4 * 4
        w(&bw, o + "ef", ef ? 1 : 0, 1)
        w(&bw, o + "extType", UInt64(type), 7)
        w(&bw, o + "extLen", UInt64(total / 4), long ? 16 : 8)
        bw.writeBytes(body.bytes)
        for _ in 0..<(total - headerBytes - body.bytes.count) { bw.write(0, bits: 8) }
    }

    static func allowedExtensions(_ st: Int) -> [Int] {
        switch st {
        case 0: return [7, 9, 20, 22]
        case 1, 3: return [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 18, 19, 20, 22, 23, 99]
        case 5: return [4, 5, 6, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 24, 25, 26, 27, 28]
        default: return []
        }
    }

    // MARK: C-plane

    /// A C-plane message (radio application header onward) of section type 0, 1, 3 or 5.
    mutating func cPlane(sectionType st: Int, withExtensions: Bool = true) -> [UInt8] {
        var bw = BitWriter()
        let o = Self.oran
        let n = rng.int(1...4)
        w(&bw, o + "data_direction", r(1), 1)
        w(&bw, o + "payloadVersion", 1, 3)
        w(&bw, o + "filterIndex", UInt64(rng.int(0...1)), 4)
        w(&bw, o + "frameId", r(8), 8)
        w(&bw, o + "subframe_id", UInt64(rng.int(0...9)), 4)
        w(&bw, o + "slotId", UInt64(rng.int(0...1)), 6)
        w(&bw, o + "startSymbolId", UInt64(rng.int(0...13)), 6)
        w(&bw, o + "numberOfSections", UInt64(n), 8)
        w(&bw, o + "sectionType", UInt64(st), 8)
        if st == 0 || st == 3 {
            w(&bw, o + "timeOffset", r(16), 16)
            w(&bw, o + "frameStructure.fft", UInt64(rng.int(8...12)), 4)
            w(&bw, o + "frameStructure.spacing", UInt64(rng.int(0...4)), 4)
            w(&bw, o + "cpLength", r(16), 16)
            if st == 3 { w(&bw, o + "udCompHdrWidth", r(4), 4); w(&bw, o + "udCompHdrMeth", UInt64(rng.int(0...1)), 4) } else { w(&bw, o + "reserved8", 0, 8) }
        } else {
            w(&bw, o + "udCompHdrWidth", r(4), 4); w(&bw, o + "udCompHdrMeth", UInt64(rng.int(0...1)), 4)
            w(&bw, o + "reserved8", 0, 8)
        }
        for _ in 0..<n {
            let numPrbc = rng.int(1...100)
            w(&bw, o + "sectionId", r(12), 12)
            w(&bw, o + "rb", r(1), 1)
            w(&bw, o + "symInc", r(1), 1)
            w(&bw, o + "startPrbc", UInt64(rng.int(0...100)), 10)
            w(&bw, o + "numPrbc", UInt64(numPrbc), 8)
            w(&bw, o + "reMask", UInt64(rng.int(1...0xFFF)), 12)
            w(&bw, o + "numSymbol", UInt64(rng.int(1...14)), 4)
            let exts = withExtensions ? Self.allowedExtensions(st).shuffled(using: &rng).prefix(rng.int(0...3)) : []
            w(&bw, o + "ef", exts.isEmpty ? 0 : 1, 1)
            w(&bw, st == 0 ? o + "reserved" : st == 5 ? o + "ueId" : o + "beamId", st == 0 ? 0 : r(15), 15)
            if st == 3 { w(&bw, o + "freqOffset", r(24), 24); w(&bw, o + "reserved8", 0, 8) }
            se10Ports = nil
            for (i, t) in exts.enumerated() { ext(&bw, type: t, ef: i < exts.count - 1, sectionType: st, numPrbc: numPrbc) }
        }
        return bw.bytes
    }

    // MARK: U-plane

    /// A U-plane message; `format` nil = dynamic (udCompHdr per section, random methods).
    /// `selective` adds the selective-RE BFP methods 5 and 7 (CUS §6.3.3.13, §8.3.3.17);
    /// `udCompLen` writes udCompLen for methods 5–8.
    mutating func uPlane(staticFormat: IQFormat?, direction: Int? = nil, selective: Bool = false, udCompLen: Bool = false) -> [UInt8] {
        var bw = BitWriter()
        let o = Self.oran
        w(&bw, o + "data_direction", UInt64(direction ?? Int(r(1))), 1)
        w(&bw, o + "payloadVersion", 1, 3)
        w(&bw, o + "filterIndex", 0, 4)
        w(&bw, o + "frameId", r(8), 8)
        w(&bw, o + "subframe_id", UInt64(rng.int(0...9)), 4)
        w(&bw, o + "slotId", UInt64(rng.int(0...1)), 6)
        w(&bw, o + "startSymbolId", UInt64(rng.int(0...13)), 6)
        var nextPrb = rng.int(0...20)
        for _ in 0..<rng.int(1...3) {
            let num = rng.int(1...8)
            var methods: [CompressionMethod] = [.none, .blockFloatingPoint, .blockScaling, .muLaw, .modulation]
            if selective { methods += [.bfpSelectiveRE, .bfpSelectiveREMaskInHeader] }
            var f = staticFormat ?? IQFormat(method: methods[rng.int(0...(methods.count - 1))], iqWidth: rng.int(1...16))
            if staticFormat == nil && f.method == .modulation { f.iqWidth = rng.int(1...4) }
            let rb = f.method == .bfpSelectiveREMaskInHeader ? rng.bool() : false
            var sec = BitWriter()
            var secWritten: [(String, UInt64)] = []
            func put(_ name: String, _ v: UInt64, _ bits: Int) {
                let value = v & ((1 << UInt64(bits)) - 1)
                sec.write(value, bits: bits)
                if !name.isEmpty { secWritten.append((name, value)) }
            }
            put(o + "sectionId", r(12), 12)
            put(o + "rb", rb ? 1 : 0, 1)
            put(o + "symInc", 0, 1)
            put(o + "startPrbu", UInt64(nextPrb), 10)
            put(o + "numPrbu", UInt64(num), 8)
            nextPrb += num * (rb ? 2 : 1)
            if staticFormat == nil {
                put(o + "udCompHdrWidth", UInt64(f.iqWidth & 15), 4)
                put(o + "udCompHdrMeth", UInt64(f.method.rawValue), 4)
                put(o + "reserved8", 0, 8)
            }
            let lenAt = sec.bitCount
            if udCompLen && f.method.isSelectiveRE { put(o + "udCompLen", 0, 16) }
            var masks: [UInt64] = [0xFFF, 0xFFF]
            if f.method == .bfpSelectiveREMaskInHeader {
                masks = [UInt64(rng.int(1...0xFFF)), rb ? 0 : UInt64(rng.int(1...0xFFF))]
                put(o + "reserved4", 0, 4); put(o + "sReSMask1", masks[0], 12)
                put(o + "reserved4", 0, 4); put(o + "sReSMask2", masks[1], 12)
            }
            for p in 0..<num {
                var res = 12
                switch f.method {
                case .blockFloatingPoint: put(o + "reserved4", 0, 4); put(o + "exponent", UInt64(rng.int(0...(16 - f.iqWidth))), 4)
                case .blockScaling: put(o + "blockScaler", r(8), 8)
                case .muLaw: put(o + "compBitWidth", r(4), 4); put(o + "compShift", r(4), 4)
                case .bfpSelectiveRE:
                    let mask = UInt64(rng.int(1...0xFFF))
                    res = mask.nonzeroBitCount
                    put("", mask >> 8, 4); put(o + "exponent", UInt64(rng.int(0...15)), 4); put("", mask & 0xFF, 8)
                case .bfpSelectiveREMaskInHeader:
                    res = (rb || p % 2 == 0 ? masks[0] : masks[1]).nonzeroBitCount
                    put(o + "reserved4", 0, 4); put(o + "exponent", UInt64(rng.int(0...15)), 4)
                default: break
                }
                var iq = BitWriter()
                for _ in 0..<(2 * res) { iq.write(r(f.iqWidth), bits: f.iqWidth) }
                sec.writeBytes(iq.bytes)
                secWritten.append((o + "iq_user_data", 0))
            }
            if udCompLen && f.method.isSelectiveRE {
                let length = UInt64(sec.bytes.count)
                sec.patch(length, bits: 16, atBit: lenAt)
                if let i = secWritten.firstIndex(where: { $0.0 == o + "udCompLen" }) { secWritten[i].1 = length }
            }
            bw.writeBytes(sec.bytes)
            written += secWritten
        }
        return bw.bytes
    }

    /// eCPRI header + O-RAN transport ids in front of an O-RAN message.
    static func ecpri(type: UInt8, eAxC: UInt16, seq: UInt8, body: [UInt8], c: Bool = false) -> [UInt8] {
        let size = body.count + 4
        return [0x10 | (c ? 1 : 0), type, UInt8(size >> 8), UInt8(size & 0xFF), UInt8(eAxC >> 8), UInt8(eAxC & 0xFF), seq, 0x80] + body
    }
}
