import WireCore

/// The headers of one eCPRI/O-RAN message, as the non-allocating fast path reads them.
public struct FronthaulHeaderSummary: Sendable, Hashable {
    public var messageType: UInt8 = 0
    public var payloadSize: UInt16 = 0
    public var eAxC: UInt16 = 0
    public var sequenceId: UInt8 = 0
    public var dataDirection: UInt8 = 0
    public var frameId: UInt8 = 0
    public var subframeId: UInt8 = 0
    public var slotId: UInt8 = 0
    public var symbolId: UInt8 = 0
    /// C-plane only (0 for U-plane).
    public var sectionType: UInt8 = 0
    public var sectionCount: Int = 0
    public var prbCount: Int = 0
    public init() {}
}

/// Header + section decoding without per-message heap allocation, for throughput work (the
/// allocation-free throughput path; see the Design article of the Conformance documentation).
/// Malformed input returns nil; use ``FronthaulDecoder`` to learn why.
public enum FronthaulFastPath {
    /// Reads the eCPRI common header, the O-RAN transport and application headers, and walks the
    /// sections of the first message of `pdu`: U-plane sections with `layout` (each handed to
    /// `visit`), C-plane sections of types 0, 1, 3, 5 with their extensions skipped by extLen.
    @inlinable
    public static func scan(_ pdu: ArraySlice<UInt8>, layout: UPlaneLayout, visit: (UPlaneSection) -> Void = { _ in }) -> FronthaulHeaderSummary? {
        var r = BitReader(pdu)
        guard let w0 = r.readUInt32(), w0 >> 28 == 1 else { return nil }
        var h = FronthaulHeaderSummary()
        h.messageType = UInt8((w0 >> 16) & 0xFF)
        h.payloadSize = UInt16(w0 & 0xFFFF)
        guard h.messageType == 0 || h.messageType == 2, var body = r.subReader(byteCount: Int(h.payloadSize)),
            let ids = body.readUInt32(), let app = body.readUInt32()
        else { return nil }
        h.eAxC = UInt16(ids >> 16)
        h.sequenceId = UInt8((ids >> 8) & 0xFF)
        h.dataDirection = UInt8(app >> 31)
        h.frameId = UInt8((app >> 16) & 0xFF)
        h.subframeId = UInt8((app >> 12) & 15)
        h.slotId = UInt8((app >> 6) & 0x3F)
        h.symbolId = UInt8(app & 0x3F)
        if h.messageType == 0 {
            var it = UPlaneSectionIterator(sections: body, layout: layout)
            while true {
                guard let s = try? it.next() else { return it.reader.remainingBytes <= 3 ? h : nil }
                h.sectionCount += 1
                h.prbCount += s.prbCount
                visit(s)
            }
        }
        guard let b45 = body.readUInt16() else { return nil }
        let count = Int(b45 >> 8)
        h.sectionType = UInt8(b45 & 0xFF)
        let st = h.sectionType
        guard st == 0 || st == 1 || st == 3 || st == 5 else { return h }
        guard body.skipBits(st == 1 || st == 5 ? 16 : 48) else { return nil }
        for _ in 0..<count {
            guard let a = body.readUInt32(), let b = body.readUInt32() else { return nil }
            if st == 3 { guard body.skipBits(32) else { return nil } }
            h.sectionCount += 1
            let num = Int(a & 0xFF)
            h.prbCount += num == 0 ? layout.carrierPRBs : num
            var ef = b & 0x8000 != 0
            while ef {
                guard let t = body.readUInt8() else { return nil }
                ef = t & 0x80 != 0
                let type = t & 0x7F
                let long = type == 11 || type == 19 || type == 20
                guard let len = long ? body.readUInt16().map(Int.init) : body.readUInt8().map(Int.init), len > 0,
                    body.skipBits((len * 4 - (long ? 3 : 2)) * 8)
                else { return nil }
            }
        }
        return h
    }
}

extension IQCodec {
    /// Unpacks 8 signed `w`-bit samples (w bytes) at `p`, shifted left by `e`. Reads 16 bytes:
    /// the caller guarantees they are inside the buffer (see ``unpackGroupSafe``).
    @inlinable @inline(__always)
    static func unpackGroup(_ p: UnsafeRawPointer, _ w: Int, _ e: Int32, _ out: UnsafeMutablePointer<Int32>) {
        let hi = p.loadUnaligned(as: UInt64.self).bigEndian
        let lo = p.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian
        @inline(__always) func sample(_ j: Int) -> Int32 {
            let off = j * w
            let bits: UInt64
            if off + w <= 64 {
                bits = hi &<< UInt64(off)
            } else if off >= 64 {
                bits = lo &<< UInt64(off - 64)
            } else {
                bits = (hi &<< UInt64(off)) | (lo &>> UInt64(64 - off))
            }
            return Int32(truncatingIfNeeded: Int64(bitPattern: bits) &>> Int64(64 - w)) &<< e
        }
        out[0] = sample(0)
        out[1] = sample(1)
        out[2] = sample(2)
        out[3] = sample(3)
        out[4] = sample(4)
        out[5] = sample(5)
        out[6] = sample(6)
        out[7] = sample(7)
    }
    /// The same for a group near the end of the buffer: copies its w bytes first.
    @inlinable @inline(__always)
    static func unpackGroupSafe(_ p: UnsafePointer<UInt8>, _ w: Int, _ e: Int32, _ out: UnsafeMutablePointer<Int32>) {
        var tmp: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &tmp) { t in
            for i in 0..<w { t[i] = p[i] }
            guard let base = t.baseAddress else { return }
            unpackGroup(UnsafeRawPointer(base), w, e, out)
        }
    }
    @inlinable @inline(__always)
    static func decompressPRBs<W: SampleWidth>(_ p: UnsafePointer<UInt8>, count: Int, prbs n: Int, width: W.Type, param: Int, into base: UnsafeMutablePointer<Int32>) {
        let w = W.bits
        let stride = param + 3 * w
        let end = p + count
        for prb in 0..<n {
            let block = p + prb * stride
            let e = param == 1 ? Int32(block[0] & 0x0F) : 0
            let dst = base + prb * 24
            for g in 0..<3 {
                let iq = block + param + g * w
                if iq + 16 <= end {
                    unpackGroup(UnsafeRawPointer(iq), w, e, dst + 8 * g)
                } else {
                    unpackGroupSafe(iq, w, e, dst + 8 * g)
                }
            }
        }
    }

    /// Decompresses every PRB of a none/BFP/block-scaling/µ-law section (udCompMeth 0–3) into `out`
    /// (24 values per PRB) without allocating. Returns the number of values written, or nil (other
    /// methods, short buffer, inconsistent data).
    @inlinable
    public static func decompress(_ section: UPlaneSection, into out: UnsafeMutableBufferPointer<Int32>) -> Int? {
        let method = section.format.method
        if method == .blockScaling || method == .muLaw { return decompressScaled(section, into: out) }
        guard method == .none || method == .blockFloatingPoint else { return nil }
        let w = section.format.iqWidth
        let param = method == .blockFloatingPoint ? 1 : 0
        let stride = param + 3 * w
        let n = section.prbCount
        guard section.iqData.count == n * stride, out.count >= n * 24, let base = out.baseAddress else { return nil }
        let ok: Bool = section.iqData.withUnsafeBufferPointer { src in
            guard let p = src.baseAddress else { return n == 0 }
            let c = src.count
            // constant widths let the compiler fold the per-sample branches (8 samples = w bytes)
            switch w {
            case 1: decompressPRBs(p, count: c, prbs: n, width: Width1.self, param: param, into: base)
            case 2: decompressPRBs(p, count: c, prbs: n, width: Width2.self, param: param, into: base)
            case 3: decompressPRBs(p, count: c, prbs: n, width: Width3.self, param: param, into: base)
            case 4: decompressPRBs(p, count: c, prbs: n, width: Width4.self, param: param, into: base)
            case 5: decompressPRBs(p, count: c, prbs: n, width: Width5.self, param: param, into: base)
            case 6: decompressPRBs(p, count: c, prbs: n, width: Width6.self, param: param, into: base)
            case 7: decompressPRBs(p, count: c, prbs: n, width: Width7.self, param: param, into: base)
            case 8: decompressPRBs(p, count: c, prbs: n, width: Width8.self, param: param, into: base)
            case 9: decompressPRBs(p, count: c, prbs: n, width: Width9.self, param: param, into: base)
            case 10: decompressPRBs(p, count: c, prbs: n, width: Width10.self, param: param, into: base)
            case 11: decompressPRBs(p, count: c, prbs: n, width: Width11.self, param: param, into: base)
            case 12: decompressPRBs(p, count: c, prbs: n, width: Width12.self, param: param, into: base)
            case 13: decompressPRBs(p, count: c, prbs: n, width: Width13.self, param: param, into: base)
            case 14: decompressPRBs(p, count: c, prbs: n, width: Width14.self, param: param, into: base)
            case 15: decompressPRBs(p, count: c, prbs: n, width: Width15.self, param: param, into: base)
            default: decompressPRBs(p, count: c, prbs: n, width: Width16.self, param: param, into: base)
            }
            return true
        }
        guard ok else { return nil }
        return n * 24
    }
}

extension IQCodec {
    /// Block scaling / µ-law sections (udCompMeth 2, 3): one 1-byte udCompParam + 3w IQ bytes per
    /// PRB, decompressed PRB by PRB straight into `out` (no allocation).
    @inlinable
    static func decompressScaled(_ section: UPlaneSection, into out: UnsafeMutableBufferPointer<Int32>) -> Int? {
        let w = section.format.iqWidth
        let stride = 1 + 3 * w
        let n = section.prbCount
        guard section.iqData.count == n * stride, out.count >= n * 24, let base = out.baseAddress else { return nil }
        var at = section.iqData.startIndex
        for prb in 0..<n {
            let param = section.iqData[at]
            let iq = section.iqData[(at + 1)..<(at + stride)]
            let dst = UnsafeMutableBufferPointer(start: base + prb * 24, count: 24)
            let ok = section.format.method == .blockScaling
                ? decompressBlockScaling(blockScaler: param, iq: iq, width: w, into: dst)
                : decompressMuLaw(param: param, iq: iq, width: w, into: dst)
            guard ok else { return nil }
            at += stride
        }
        return n * 24
    }
}

/// A sample width known at compile time, so the unpack loops specialise per width.
public protocol SampleWidth { static var bits: Int { get } }
public enum Width1: SampleWidth { @inlinable public static var bits: Int { 1 } }
public enum Width2: SampleWidth { @inlinable public static var bits: Int { 2 } }
public enum Width3: SampleWidth { @inlinable public static var bits: Int { 3 } }
public enum Width4: SampleWidth { @inlinable public static var bits: Int { 4 } }
public enum Width5: SampleWidth { @inlinable public static var bits: Int { 5 } }
public enum Width6: SampleWidth { @inlinable public static var bits: Int { 6 } }
public enum Width7: SampleWidth { @inlinable public static var bits: Int { 7 } }
public enum Width8: SampleWidth { @inlinable public static var bits: Int { 8 } }
public enum Width9: SampleWidth { @inlinable public static var bits: Int { 9 } }
public enum Width10: SampleWidth { @inlinable public static var bits: Int { 10 } }
public enum Width11: SampleWidth { @inlinable public static var bits: Int { 11 } }
public enum Width12: SampleWidth { @inlinable public static var bits: Int { 12 } }
public enum Width13: SampleWidth { @inlinable public static var bits: Int { 13 } }
public enum Width14: SampleWidth { @inlinable public static var bits: Int { 14 } }
public enum Width15: SampleWidth { @inlinable public static var bits: Int { 15 } }
public enum Width16: SampleWidth { @inlinable public static var bits: Int { 16 } }
