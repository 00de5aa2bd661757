import Fronthaul

/// What one PRB block contributes, in integer units of its format (mantissa², before 4^e).
public struct PRBMeasure: Sendable {
    /// Σ (I² + Q²) over the PRB's REs, in decompressed units².
    public var energy: Double = 0
    /// Largest I² + Q² of one RE.
    public var peak: Double = 0
    /// Components at full scale.
    public var clipped: Int = 0
    /// REs carried (12, fewer for selective RE).
    public var reCount: Int = 12
    /// BFP exponent (0 for other methods).
    public var exponent: Int = 0
    public init() {}
}

/// The per-PRB inner loop: unpacks the 24 codes of a block straight from the wire bytes, 8 codes
/// (one w-byte group, CUS §8.3.3: I then Q per RE, MSB first, continuous) at a time through a
/// 128-bit register, and sums squares without allocating.
public enum PRBKernel {
    /// Unpacks 24 w-bit two's-complement codes from `p` (3·w bytes) into `out`; the common widths
    /// are specialised so the shifts are constants.
    @inlinable @inline(__always)
    public static func unpack24(_ p: UnsafePointer<UInt8>, width w: Int, into out: UnsafeMutablePointer<Int32>) {
        switch w {
        case 8: unpack24Wide(p, 8, out)
        case 9: unpack24Wide(p, 9, out)
        case 10: unpack24Wide(p, 10, out)
        case 12: unpack24Wide(p, 12, out)
        case 14: unpack24Wide(p, 14, out)
        case 16: unpack24Wide(p, 16, out)
        case 11, 13, 15: unpack24Wide(p, w, out)
        default: unpack24Narrow(p, w, out)
        }
    }

    /// w ≥ 8: each 8-code group is w bytes; its first 8 bytes are one big-endian load.
    @inlinable @inline(__always)
    static func unpack24Wide(_ p: UnsafePointer<UInt8>, _ w: Int, _ out: UnsafeMutablePointer<Int32>) {
        for g in 0..<3 {
            let base = p + g * w
            let hi = UInt64(bigEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
            var lo: UInt64 = 0
            for b in 8..<w { lo = lo << 8 | UInt64(base[b]) }
            lo <<= UInt64(8 * (16 - w))  // left-aligned (w = 8: nothing left, the shift gives 0)
            let x = UInt128(hi) << 64 | UInt128(lo)
            let o = out + 8 * g
            for k in 0..<8 {
                o[k] = Int32(truncatingIfNeeded: Int128(bitPattern: x << UInt128(k * w)) >> Int128(128 - w))
            }
        }
    }

    /// w < 8: byte by byte into a 64-bit register.
    @inlinable @inline(__always)
    static func unpack24Narrow(_ p: UnsafePointer<UInt8>, _ w: Int, _ out: UnsafeMutablePointer<Int32>) {
        for g in 0..<3 {
            let base = p + g * w
            var x: UInt64 = 0
            for b in 0..<w { x = (x << 8) | UInt64(base[b]) }
            x <<= UInt64(64 - 8 * w)
            let o = out + 8 * g
            for k in 0..<8 {
                o[k] = Int32(truncatingIfNeeded: Int64(bitPattern: x << UInt64(k * w)) >> Int64(64 - w))
            }
        }
    }

    /// Energy, peak and clipped components of 24 codes scaled by 2^e. A component is clipped when
    /// |code| ≥ `clipCode` and e ≥ `clipExponent` (the largest code at the largest exponent).
    @inlinable @inline(__always)
    public static func measure(_ codes: UnsafePointer<Int32>, exponent e: Int, clipCode: Int32?, clipExponent: Int = 0, narrow: Bool = false) -> PRBMeasure {
        if narrow { return measureNarrow(codes, exponent: e, clipCode: clipCode, clipExponent: clipExponent) }
        var sum: Int64 = 0
        var peak: Int64 = 0
        var maxAbs: Int32 = 0
        for re in 0..<12 {
            let i = Int64(codes[2 * re]), q = Int64(codes[2 * re + 1])
            let p = i &* i &+ q &* q
            sum &+= p
            peak = max(peak, p)
            maxAbs = max(maxAbs, max(abs(codes[2 * re]), abs(codes[2 * re + 1])))
        }
        var m = PRBMeasure()
        let scale = Double.exp2(2 * e)
        m.energy = Double(sum) * scale
        m.peak = Double(peak) * scale
        m.exponent = e
        if let t = clipCode, e >= clipExponent, maxAbs >= t {
            var n = 0
            for k in 0..<24 where abs(codes[k]) >= t { n += 1 }
            m.clipped = n
        }
        return m
    }

    /// ``measure(_:exponent:clipCode:clipExponent:narrow:)`` for codes of at most 12 bits, whose
    /// squares and their sum over 12 REs fit 32 bits: three 8-lane SIMD multiplies, I² + Q² per RE
    /// from the even and odd lanes.
    @inlinable @inline(__always)
    public static func measureNarrow(_ codes: UnsafePointer<Int32>, exponent e: Int, clipCode: Int32?, clipExponent: Int) -> PRBMeasure {
        let raw = UnsafeRawPointer(codes)
        let a = raw.loadUnaligned(as: SIMD8<Int32>.self)
        let b = raw.loadUnaligned(fromByteOffset: 32, as: SIMD8<Int32>.self)
        let c = raw.loadUnaligned(fromByteOffset: 64, as: SIMD8<Int32>.self)
        let sa = a &* a, sb = b &* b, sc = c &* c
        let re = sa.evenHalf &+ sa.oddHalf
        let rb = sb.evenHalf &+ sb.oddHalf, rc = sc.evenHalf &+ sc.oddHalf
        let sum = re &+ rb &+ rc
        var top = re.replacing(with: rb, where: rb .> re)
        top.replace(with: rc, where: rc .> top)
        let peak = top.max()
        var m = PRBMeasure()
        let scale = Double.exp2(2 * e)
        m.energy = Double(sum.wrappedSum()) * scale
        m.peak = Double(peak) * scale
        m.exponent = e
        if let t = clipCode, e >= clipExponent {
            // |code| ≥ t ⇔ code² ≥ t² (codes of ≤ 12 bits: no overflow).
            let t2 = SIMD8<Int32>(repeating: t &* t)
            m.clipped = (sa .>= t2).nonzeroCount + (sb .>= t2).nonzeroCount + (sc .>= t2).nonzeroCount
        }
        return m
    }
}

extension SIMDMask {
    /// Lanes set.
    @inlinable var nonzeroCount: Int {
        var n = 0
        for i in 0..<scalarCount where self[i] { n += 1 }
        return n
    }
}
