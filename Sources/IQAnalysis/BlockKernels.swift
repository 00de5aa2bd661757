/// Integer figures of one PRB block's 24 codes (12 REs, I then Q; CUS §8.3.3), before the BFP
/// scale 4^e: Σ (I² + Q²), the largest I² + Q², and whether a component reaches the clip code.
struct BlockFigures {
    var sum: Int64
    var peak: Int64
    /// Some |code| ≥ the clip code (the exact count is taken only when this is set).
    var reachesClip: Bool
}

/// One way of measuring a PRB block straight from its wire bytes (3·w bytes after the
/// udCompParam byte, if any). Specialised per width so the hot loop is one inlined kernel.
protocol BlockKernel {
    /// `codes` is scratch for 24 codes (kernels that unpack through memory use it).
    static func figures(_ p: UnsafePointer<UInt8>, width: Int, clipCode: Int16, codes: UnsafeMutablePointer<Int32>) -> BlockFigures
}

/// Widths 8 and 9 in 16-bit lanes: 8 codes per SIMD8<Int16>, their squares summed pairwise into
/// I² + Q² per RE (the multiply-add the SIMD instruction sets have for 16-bit lanes).
enum SIMDBlockLanes {
    /// Σ, peak and largest |code| of three groups of 8 codes.
    @inline(__always)
    static func figures(_ g0: SIMD8<Int16>, _ g1: SIMD8<Int16>, _ g2: SIMD8<Int16>, clipCode: Int16) -> BlockFigures {
        let r0 = powers(g0), r1 = powers(g1), r2 = powers(g2)
        let sum = r0 &+ r1 &+ r2
        var peak = r0.replacing(with: r1, where: r1 .> r0)
        peak.replace(with: r2, where: r2 .> peak)
        let a0 = magnitude(g0), a1 = magnitude(g1), a2 = magnitude(g2)
        var top = a0.replacing(with: a1, where: a1 .> a0)
        top.replace(with: a2, where: a2 .> top)
        return BlockFigures(sum: Int64(sum.wrappedSum()), peak: Int64(peak.max()),
                            reachesClip: any(top .>= SIMD8<Int16>(repeating: clipCode)))
    }

    /// I² + Q² of the 4 REs in 8 interleaved codes (|code| ≤ 256: no overflow in 32 bits).
    @inline(__always)
    static func powers(_ c: SIMD8<Int16>) -> SIMD4<Int32> {
        let x = SIMD8<Int32>(truncatingIfNeeded: c)
        let s = x &* x
        return s.evenHalf &+ s.oddHalf
    }

    @inline(__always)
    static func magnitude(_ c: SIMD8<Int16>) -> SIMD8<Int16> {
        let n = 0 &- c
        return c.replacing(with: n, where: n .> c)
    }
}

/// 9-bit codes (BFP-9, the common fronthaul width): 8 codes fill 9 bytes and code k starts at bit
/// 9k, i.e. in byte k at bit k. The big-endian 16-bit window at byte k, shifted left by k (a lane
/// multiply by 2^k), has the code in its top 9 bits; an arithmetic shift right by 7 sign-extends it.
enum Width9Kernel: BlockKernel {
    @inline(__always)
    static func figures(_ p: UnsafePointer<UInt8>, width: Int, clipCode: Int16, codes: UnsafeMutablePointer<Int32>) -> BlockFigures {
        SIMDBlockLanes.figures(group(p), group(p + 9), group(p + 18), clipCode: clipCode)
    }

    @inline(__always)
    static func group(_ p: UnsafePointer<UInt8>) -> SIMD8<Int16> {
        let raw = UnsafeRawPointer(p)
        let high = SIMD8<UInt16>(truncatingIfNeeded: raw.loadUnaligned(as: SIMD8<UInt8>.self))
        let low = SIMD8<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: 1, as: SIMD8<UInt8>.self))
        let window = (high &<< 8) | low
        return SIMD8<Int16>(truncatingIfNeeded: window &* SIMD8<UInt16>(1, 2, 4, 8, 16, 32, 64, 128)) &>> 7
    }
}

/// 8-bit codes: one byte each.
enum Width8Kernel: BlockKernel {
    @inline(__always)
    static func figures(_ p: UnsafePointer<UInt8>, width: Int, clipCode: Int16, codes: UnsafeMutablePointer<Int32>) -> BlockFigures {
        SIMDBlockLanes.figures(group(p), group(p + 8), group(p + 16), clipCode: clipCode)
    }

    @inline(__always)
    static func group(_ p: UnsafePointer<UInt8>) -> SIMD8<Int16> {
        SIMD8<Int16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Int8>.self))
    }
}

/// Any width 1…16: ``PRBKernel/unpack24(_:width:into:)`` into `codes`, then 32-bit lanes for codes
/// of at most 12 bits, 64-bit sums otherwise.
enum UnpackingKernel: BlockKernel {
    @inline(__always)
    static func figures(_ p: UnsafePointer<UInt8>, width: Int, clipCode: Int16, codes: UnsafeMutablePointer<Int32>) -> BlockFigures {
        PRBKernel.unpack24(p, width: width, into: codes)
        if width <= 12 {
            let raw = UnsafeRawPointer(codes)
            let a = raw.loadUnaligned(as: SIMD8<Int32>.self)
            let b = raw.loadUnaligned(fromByteOffset: 32, as: SIMD8<Int32>.self)
            let c = raw.loadUnaligned(fromByteOffset: 64, as: SIMD8<Int32>.self)
            let sa = a &* a, sb = b &* b, sc = c &* c
            let ra = sa.evenHalf &+ sa.oddHalf, rb = sb.evenHalf &+ sb.oddHalf, rc = sc.evenHalf &+ sc.oddHalf
            var top = ra.replacing(with: rb, where: rb .> ra)
            top.replace(with: rc, where: rc .> top)
            // |code| ≥ t ⇔ code² ≥ t² (codes of ≤ 12 bits: no overflow).
            let t2 = SIMD8<Int32>(repeating: Int32(clipCode) &* Int32(clipCode))
            let reaches = any(sa .>= t2) || any(sb .>= t2) || any(sc .>= t2)
            return BlockFigures(sum: Int64((ra &+ rb &+ rc).wrappedSum()), peak: Int64(top.max()), reachesClip: reaches)
        }
        var sum: Int64 = 0, peak: Int64 = 0
        var maxAbs: Int32 = 0
        for re in 0..<12 {
            let i = Int64(codes[2 * re]), q = Int64(codes[2 * re + 1])
            let power = i &* i &+ q &* q
            sum &+= power
            peak = max(peak, power)
            maxAbs = max(maxAbs, max(abs(codes[2 * re]), abs(codes[2 * re + 1])))
        }
        return BlockFigures(sum: sum, peak: peak, reachesClip: maxAbs >= Int32(clipCode))
    }
}
