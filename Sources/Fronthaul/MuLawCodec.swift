import Foundation

/// µ-law, udCompMeth 3 (CUS Annex A.3; udCompHdr CUS §8.3.3.13).
///
/// udCompParam = compBitWidth(4) | compShift(4) (the layout Wireshark decodes): compBitWidth is the
/// width of I and Q after compression (written as w mod 16), compShift the left shift applied to
/// the whole PRB. The Annex A.3 formulas were not available to us, so the math is our reading, not
/// verified against the clause text; the reading chosen here:
/// - compShift s = 15 − bitLength(A), A = max |x| (|−32768| as 32767), 15 when A = 0: the shift
///   that brings the block's peak to the top bit;
/// - v = x · 2^s / 2^15 ∈ [−1, 1), companded with µ = 255:
///   y = sgn(v) · ln(1 + µ|v|) / ln(1 + µ), code c = round(y · (2^(w−1) − 1)) (half away from zero);
/// - decompression is the expander: x̂ = sgn(c) · round(((1 + µ)^(|c|/(2^(w−1)−1)) − 1)/µ · 2^(15−s)),
///   computed as expm1(t · log1p(µ)) / µ · 2^(15−s). w = 1 carries no magnitude (all codes 0).
/// The decoder uses udIqWidth (the PRB size depends on it); a compBitWidth that differs is a
/// finding for the conformance layer, not a reason to decode differently.
extension IQCodec {
    /// µ of the companding law (see the type notes; our reading, not verified against the clause
    /// text).
    public static let muLawMu: Double = 255

    /// Decompresses one µ-law PRB block in place (`out[0..<2·reCount]`).
    @inlinable
    public static func decompressMuLaw(param: UInt8, iq: ArraySlice<UInt8>, width: Int, reCount: Int = 12, into out: UnsafeMutableBufferPointer<Int32>) -> Bool {
        guard unpack(iq, width: width, count: 2 * reCount, into: out) else { return false }
        let shift = Int(param & 0x0F)
        let top = Double((1 << (width - 1)) - 1)
        let logScale = log1p(muLawMu)
        let outScale = Double(1 << (15 - shift))
        for i in 0..<(2 * reCount) {
            let c = out[i]
            guard c != 0, top > 0 else { out[i] = 0; continue }
            let t = Double(c.magnitude) / top
            let magnitude = (expm1(t * logScale) / muLawMu * outScale).rounded()
            out[i] = c < 0 ? -Int32(magnitude) : Int32(magnitude)
        }
        return true
    }

    /// compShift for these samples (see the type notes).
    public static func muLawShift<C: Collection>(for samples: C) -> Int where C.Element == Int16 {
        var a: Int32 = 0
        for s in samples { a = max(a, s == Int16.min ? 32767 : abs(Int32(s))) }
        return a == 0 ? 15 : 15 - (32 - a.leadingZeroBitCount)
    }

    /// Compresses one PRB (24 samples) with µ-law: appends compBitWidth | compShift and the codes.
    public static func compressMuLaw(_ samples: ArraySlice<Int16>, width: Int, into bytes: inout [UInt8]) {
        let shift = muLawShift(for: samples)
        bytes.append(UInt8((width & 15) << 4) | UInt8(shift))
        let top = Double((1 << (width - 1)) - 1)
        let logScale = log1p(muLawMu)
        let inScale = Double(1 << shift)
        pack(samples.lazy.map { s -> Int32 in
            let magnitude = Double(abs(Int32(s))) * inScale / 32768
            let c = Int32((log1p(muLawMu * magnitude) / logScale * top).rounded())
            return s < 0 ? -c : c
        }, width: width, into: &bytes)
    }
}
