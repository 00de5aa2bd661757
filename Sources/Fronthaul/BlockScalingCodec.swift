/// Block scaling, udCompMeth 2 (CUS Annex A.2; udCompHdr CUS §8.3.3.13).
///
/// udCompParam is `blockScaler` b, unsigned Q1.7 (scale b/128), the layout Wireshark decodes. The
/// Annex A.2 formulas were not available to us, so the math is our reading, not verified against
/// the clause text; the reading chosen here:
/// - a w-bit code c stands for c/2^(w−1) of the block scale, so the decompressed 16-bit-scale value
///   is x̂ = c · (b/128) · 2^15 / 2^(w−1) = c · b · 2^(9−w), rounded half away from zero when w > 9;
/// - the encoder picks the smallest scaler that covers the block, b = ⌈A/256⌉ with A = max |x|
///   (|−32768| counted as 32767 as in the BFP encoder), then c = round(x · 2^(w−1) / (256 b)),
///   clamped to the w-bit range (c = 0 when b = 0).
/// For w ≤ 9 decompression is exact and encode(decode(block)) == block whenever b·2^(9−w) is the
/// step the encoder would choose again.
extension IQCodec {
    /// Rounds num/den half away from zero (den > 0).
    @inlinable @inline(__always)
    static func divideRoundingAway(_ num: Int64, _ den: Int64) -> Int64 {
        let magnitude = num < 0 ? -num : num
        var q = magnitude / den
        if 2 * (magnitude - q * den) >= den { q += 1 }
        return num < 0 ? -q : q
    }

    /// Decompresses one block-scaled PRB block in place: `out[0..<2·reCount]` from the IQ bits and
    /// the blockScaler byte (see the type notes for the formula). False if the data is short.
    @inlinable
    public static func decompressBlockScaling(blockScaler: UInt8, iq: ArraySlice<UInt8>, width: Int, reCount: Int = 12, into out: UnsafeMutableBufferPointer<Int32>) -> Bool {
        guard unpack(iq, width: width, count: 2 * reCount, into: out) else { return false }
        let b = Int64(blockScaler)
        if width <= 9 {
            let shift = Int64(9 - width)
            for i in 0..<(2 * reCount) { out[i] = Int32(truncatingIfNeeded: (Int64(out[i]) * b) << shift) }
        } else {
            let den = Int64(1) << Int64(width - 9)
            for i in 0..<(2 * reCount) { out[i] = Int32(truncatingIfNeeded: divideRoundingAway(Int64(out[i]) * b, den)) }
        }
        return true
    }

    /// The block scaler the encoder uses for these samples: ⌈A/256⌉, A = max |x| with |−32768| as 32767.
    public static func blockScaler<C: Collection>(for samples: C) -> UInt8 where C.Element == Int16 {
        var a: Int32 = 0
        for s in samples { a = max(a, s == Int16.min ? 32767 : abs(Int32(s))) }
        return UInt8((a + 255) / 256)
    }

    /// Compresses one PRB (24 samples) with block scaling: appends blockScaler and the packed codes.
    public static func compressBlockScaling(_ samples: ArraySlice<Int16>, width: Int, into bytes: inout [UInt8]) {
        let b = blockScaler(for: samples)
        bytes.append(b)
        let lo = -(Int64(1) << Int64(width - 1)), hi = (Int64(1) << Int64(width - 1)) - 1
        let den = Int64(b) * 256
        pack(samples.lazy.map { s -> Int32 in
            guard den > 0 else { return 0 }
            let c = divideRoundingAway(Int64(s) << Int64(width - 1), den)
            return Int32(min(hi, max(lo, c)))
        }, width: width, into: &bytes)
    }
}
