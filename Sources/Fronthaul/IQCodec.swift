import WireCore

/// IQ sample packing and (de)compression (CUS §8.3.3, Annex A).
///
/// Samples are I then Q per RE, RE 1…12, each `width` bits two's complement, MSB first, continuous
/// across bytes (CUS §8.3.3).
public enum IQCodec {
    /// Unpacks `count` signed `width`-bit values from `bytes` into `out[0..<count]`.
    /// Returns false if `bytes` is too short or `out` too small.
    @inlinable
    public static func unpack(_ bytes: ArraySlice<UInt8>, width: Int, count: Int, into out: UnsafeMutableBufferPointer<Int32>) -> Bool {
        guard width >= 1, width <= 16, count <= out.count, bytes.count * 8 >= count * width else { return false }
        var acc: UInt64 = 0
        var have = 0
        var index = bytes.startIndex
        let shift = 64 - width
        for i in 0..<count {
            while have < width {
                acc |= UInt64(bytes[index]) << UInt64(56 - have)
                index += 1
                have += 8
            }
            out[i] = Int32(truncatingIfNeeded: Int64(bitPattern: acc) >> Int64(shift))
            acc <<= UInt64(width)
            have -= width
        }
        return true
    }

    /// Packs `values` as signed `width`-bit fields (low bits kept), appending to `bytes`.
    public static func pack<C: Collection>(_ values: C, width: Int, into bytes: inout [UInt8]) where C.Element == Int32 {
        var acc: UInt64 = 0
        var have = 0
        let mask: UInt64 = (1 << UInt64(width)) - 1
        for v in values {
            acc = (acc << UInt64(width)) | (UInt64(bitPattern: Int64(v)) & mask)
            have += width
            while have >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: acc >> UInt64(have - 8)))
                have -= 8
            }
        }
        if have > 0 { bytes.append(UInt8(truncatingIfNeeded: acc << UInt64(8 - have))) }
    }

    /// Block floating point decompression of one PRB (Annex A.1): x̂ = signExtend_w(m) << e, with e
    /// the low nibble of udCompParam. Writes 24 values.
    @inlinable
    public static func decompressBFP(param: UInt8, iq: ArraySlice<UInt8>, width: Int, reCount: Int = 12, into out: UnsafeMutableBufferPointer<Int32>) -> Bool {
        guard unpack(iq, width: width, count: 2 * reCount, into: out) else { return false }
        let e = Int32(param & 0x0F)
        if e != 0 { for i in 0..<(2 * reCount) { out[i] = out[i] << e } }
        return true
    }

    /// Block floating point compression of one PRB (Annex A.1): the smallest exponent for which
    /// every sample shifted right fits in `width` bits, truncating shifts. Appends udCompParam
    /// (exponent) and the packed mantissas.
    public static func compressBFP(_ samples: ArraySlice<Int16>, width: Int, into bytes: inout [UInt8]) {
        var maxMagnitude: Int32 = 0
        for s in samples {
            // |−32768| saturates to 32767 as in the O-RAN SC xran library
            let v = Int32(s)
            maxMagnitude = max(maxMagnitude, v < 0 ? min(-v - 1 + 1, 32767) : v)
        }
        let bitLength = maxMagnitude == 0 ? 0 : 32 - maxMagnitude.leadingZeroBitCount
        let e = max(0, bitLength + 1 - width)
        bytes.append(UInt8(e))
        pack(samples.lazy.map { Int32($0) >> Int32(e) }, width: width, into: &bytes)
    }

    /// Compresses 24·n int16 samples (I, Q per RE, RE 1…12 per PRB) into PRB blocks of `format`:
    /// no compression (w-bit truncation of the top bits: x >> (16 − w)), BFP (Annex A.1), block scaling
    /// (Annex A.2) or µ-law (Annex A.3). Returns nil for other methods (modulation compression needs
    /// constellation values and a scaling: ``compressModulation(_:width:scaling:mask:selectiveParam:into:)``;
    /// selective RE needs a mask: ``compressBFPSelectiveRE(_:width:mask:into:)``) or a sample count
    /// that is not a whole number of PRBs.
    public static func compress(_ samples: [Int16], format: IQFormat) -> [UInt8]? {
        guard samples.count % 24 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(samples.count / 24 * format.fullPRBBytes)
        switch format.method {
        case .none:
            pack(samples.lazy.map { Int32($0) >> Int32(16 - format.iqWidth) }, width: format.iqWidth, into: &out)
        case .blockFloatingPoint, .blockScaling, .muLaw:
            for start in stride(from: 0, to: samples.count, by: 24) {
                let prb = samples[start..<(start + 24)]
                switch format.method {
                case .blockScaling: compressBlockScaling(prb, width: format.iqWidth, into: &out)
                case .muLaw: compressMuLaw(prb, width: format.iqWidth, into: &out)
                default: compressBFP(prb, width: format.iqWidth, into: &out)
                }
            }
        default:
            return nil
        }
        return out
    }

    /// Decompresses every PRB of a section into `out` (24 values per PRB, absent REs of selective
    /// methods left as 0) for methods none, BFP, block scaling, µ-law and BFP + selective RE
    /// (0, 1, 2, 3, 5, 7), in 16-bit sample scale. Returns nil for modulation compression (4, 6, 8),
    /// which needs the C-plane scaling (``decompressModulation(_:scaling:into:)``), or bad data.
    public static func decompress(_ section: UPlaneSection, into out: inout [Int32]) -> Int? {
        let method = section.format.method
        guard [.none, .blockFloatingPoint, .blockScaling, .muLaw, .bfpSelectiveRE, .bfpSelectiveREMaskInHeader].contains(method) else { return nil }
        let w = section.format.iqWidth
        let needed = section.prbCount * 24
        if out.count < needed { out = Array(repeating: 0, count: needed) }
        var prb = 0
        var ok = true
        out.withUnsafeMutableBufferPointer { buffer in
            var tmp = (Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0),
                       Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0))
            let walked = section.forEachPRB { param, iq, reCount in
                guard let base = buffer.baseAddress else { ok = false; return }
                let dst = UnsafeMutableBufferPointer(start: base + prb * 24, count: 24)
                let p: UInt8 = param.isEmpty ? 0 : param[param.startIndex]
                let e = p & 0x0F
                if method == .blockScaling {
                    if !decompressBlockScaling(blockScaler: p, iq: iq, width: w, into: dst) { ok = false }
                } else if method == .muLaw {
                    if !decompressMuLaw(param: p, iq: iq, width: w, into: dst) { ok = false }
                } else if reCount == 12 {
                    if !decompressBFP(param: e, iq: iq, width: w, into: dst) { ok = false }
                } else {
                    // Selective RE: present REs only, placed at their RE positions. Bit order of
                    // the RE mask in udCompParam / sReSMask: we follow Wireshark master's reading
                    // (RE12 = MSB … RE1 = LSB), the only reading available, which is the opposite
                    // of reMask's order (our reading, not verified against the clause text).
                    let mask = section.selectiveMask(prb: prb, param: param)
                    withUnsafeMutableBytes(of: &tmp) { raw in
                        let t = raw.bindMemory(to: Int32.self)
                        if !decompressBFP(param: e, iq: iq, width: w, reCount: reCount, into: t) { ok = false; return }
                        var k = 0
                        for re in 0..<12 {
                            if mask & (1 << UInt16(re)) != 0 {
                                dst[2 * re] = t[2 * k]
                                dst[2 * re + 1] = t[2 * k + 1]
                                k += 1
                            } else {
                                dst[2 * re] = 0
                                dst[2 * re + 1] = 0
                            }
                        }
                    }
                }
                prb += 1
            }
            if !walked { ok = false }
        }
        return ok ? needed : nil
    }
}

extension Double {
    @usableFromInline static func pow2(_ x: Double) -> Double {
        var r = 1.0
        if x >= 0 { for _ in 0..<Int(x) { r *= 2 } } else { for _ in 0..<Int(-x) { r /= 2 } }
        return r
    }
}
