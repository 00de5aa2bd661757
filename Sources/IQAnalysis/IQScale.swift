import Fronthaul

/// Full scale, clipping level and quantisation step of one compressed IQ format, in the units
/// ``IQCodec`` decompresses to (CUS Annex A): the largest code of the format is full scale.
///
/// - No compression (udCompMeth 0, CUS §8.3.3.13): w-bit codes, full scale 2^(w−1).
/// - Block floating point (1, 5, 7; Annex A.1): x = m · 2^e with a w-bit mantissa; the largest
///   exponent a `sourceWidth`-bit source needs is e_max = sourceWidth − w, so full scale is
///   2^(w−1) · 2^e_max = 2^(sourceWidth−1) (2^15 for 16-bit samples).
/// - Block scaling and µ-law (2, 3; Annex A.2, A.3): decompressed to 16-bit sample scale, full
///   scale 2^15.
/// - Modulation compression (4, 6, 8; Annex A.5): constellation values; full scale 1 (the
///   scaler's unit), no clipping and no quantisation figure.
///
/// A sample component is *at full scale* (clipped) when its magnitude reaches the largest positive
/// code: (2^(w−1) − 1) · 2^e_max for BFP and no compression, 2^15 · (1 − 2^(1−w)) for block
/// scaling and µ-law.
public struct IQScale: Hashable, Sendable {
    public var format: IQFormat
    /// Amplitude of one full-scale component; power in dBFS is 10·log10(|x|² / fullScale²).
    public var fullScale: Double
    /// |component| ≥ this is a sample at full scale (nil: no clipping figure for the method), in
    /// decompressed units.
    public var clipThreshold: Int64?
    /// The same as a code: |code| ≥ `clipCode` at exponent ≥ `maxExponent` (BFP, no compression).
    public var clipCode: Int32? { clipThreshold.map { Int32(clamping: $0 >> Int64(maxExponent)) } }
    /// Largest meaningful BFP exponent (sourceWidth − w), 0 for other methods.
    public var maxExponent: Int
    /// True when a quantisation step can be stated (no compression and BFP methods).
    public var hasQuantisationStep: Bool

    public init(format: IQFormat, sourceWidth: Int = 16) {
        self.format = format
        let w = max(1, min(16, format.iqWidth))
        switch format.method {
        case .none:
            fullScale = Double(Int64(1) << Int64(w - 1))
            clipThreshold = (Int64(1) << Int64(w - 1)) - 1
            maxExponent = 0
            hasQuantisationStep = true
        case .blockFloatingPoint, .bfpSelectiveRE, .bfpSelectiveREMaskInHeader:
            let e = max(0, min(15, sourceWidth - w))
            maxExponent = e
            fullScale = Double(Int64(1) << Int64(w - 1 + e))
            clipThreshold = ((Int64(1) << Int64(w - 1)) - 1) << Int64(e)
            hasQuantisationStep = true
        case .blockScaling, .muLaw:
            fullScale = 32768
            clipThreshold = Int64(32768.0 * (1 - Double.exp2(-(w - 1))))
            maxExponent = 0
            hasQuantisationStep = false
        default:
            fullScale = 1
            clipThreshold = nil
            maxExponent = 0
            hasQuantisationStep = false
        }
    }

    /// Quantisation noise power of one complex sample (I and Q) with step 2^e: 2 · (2^e)² / 12,
    /// the uniform-quantiser model.
    @inlinable
    public static func quantisationNoise(exponent e: Int) -> Double { Double.exp2(2 * e) / 6 }
}

extension Double {
    /// 2^n for integer n in −1022…1023, exactly (built from the IEEE 754 exponent field).
    @inlinable @inline(__always)
    static func exp2(_ n: Int) -> Double { Double(bitPattern: UInt64(truncatingIfNeeded: 1023 + n) << 52) }
}

/// Decibel helpers without Foundation.
public enum Decibel {
    /// 10·log10(x); −infinity for x ≤ 0.
    public static func power(_ x: Double) -> Double {
        guard x > 0 else { return -.infinity }
        return 10 * log10(x)
    }
    /// log10 from the binary exponent and a series for the mantissa (no libm needed).
    public static func log10(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return x == 0 ? -.infinity : .nan }
        let e = Double(x.exponent)
        let m = x.significand  // [1, 2)
        // ln(m) = 2·atanh((m − 1)/(m + 1)), converges fast for m in [1, 2).
        let y = (m - 1) / (m + 1)
        let y2 = y * y
        var term = y
        var sum = 0.0
        var k = 1.0
        for _ in 0..<30 {
            sum += term / k
            term *= y2
            k += 2
        }
        return (2 * sum + e * 0.6931471805599453) / 2.302585092994046
    }
    /// 10^(x/10).
    public static func ratio(_ db: Double) -> Double { pow10(db / 10) }
    /// 10^x by exp(x·ln 10).
    public static func pow10(_ x: Double) -> Double {
        let y = x * 2.302585092994046
        // exp(y) = 2^k · exp(r), |r| ≤ ln2/2
        let k = (y / 0.6931471805599453).rounded()
        let r = y - k * 0.6931471805599453
        var result = 1.0, term = 1.0
        for n in 1..<25 {
            term *= r / Double(n)
            result += term
        }
        guard abs(k) < 1000 else { return k > 0 ? .infinity : 0 }
        return result * Double(sign: .plus, exponent: Int(k), significand: 1)
    }
}
