/// Modulation compression, udCompMeth 4 / 6 / 8 (CUS Annex A.5, §7.7.4, §7.7.5; the reconstruction
/// follows the O-RAN SC xran library's reading, not verified against the clause text).
///
/// There is no udCompParam: each RE's scaler S and constellation-shift flag csf come from the
/// coupled C-plane section, SE4 (csf | modCompScaler) and SE5 sets (mcScaleReMask | csf |
/// mcScaleOffset). The 15-bit scaler is exponent e(4) | mantissa m(11), S = m · 2^−11 · 2^−e. A
/// code c (w bits, two's complement) reconstructs to (2c+1) · 2^−w · S with csf = 1 and c ·
/// 2^(1−w) · S with csf = 0 (the csf = 0 form is our reading, not verified against the clause
/// text).
///
/// Choices on unverified points: mcScaleReMask uses the reMask bit order (bit 11 = RE1); the first
/// SE5 set whose mask holds the RE applies, then SE4 (mask all REs); an RE no set covers has no
/// scaling and decodes as not decodable (nil) — never guessed.
public struct ModulationScaling: Hashable, Sendable {
    /// One scaling set: REs (bit 11 = RE1), csf, the raw 15-bit scaler.
    public struct ScaleSet: Hashable, Sendable {
        public var reMask: UInt16
        public var csf: Bool
        public var scaler: UInt16
        public init(reMask: UInt16, csf: Bool, scaler: UInt16) {
            self.reMask = reMask & 0xFFF
            self.csf = csf
            self.scaler = scaler & 0x7FFF
        }
    }
    /// In priority order (SE5 sets first, then SE4).
    public var sets: [ScaleSet]
    public init(sets: [ScaleSet]) { self.sets = sets }
    /// A single SE4 scaler for every RE.
    public init(csf: Bool, modCompScaler: UInt16) { sets = [ScaleSet(reMask: 0xFFF, csf: csf, scaler: modCompScaler)] }

    /// The scaling of a C-plane section from its SE5 sets and SE4; nil if it carries neither.
    public init?(extensions: [SectionExtension]) {
        var se5: [ScaleSet] = []
        var se4: [ScaleSet] = []
        for e in extensions {
            var mask: UInt16?
            var csf: Bool?
            for f in e.fields {
                switch (e.extType, f.name) {
                case (4, "oran_fh_cus.csf"): csf = f.value != 0
                case (4, "oran_fh_cus.modcompscaler"): se4.append(ScaleSet(reMask: 0xFFF, csf: csf ?? false, scaler: UInt16(truncatingIfNeeded: f.value)))
                case (5, "oran_fh_cus.mcScaleReMask"): mask = UInt16(truncatingIfNeeded: f.value)
                case (5, "oran_fh_cus.csf"): csf = f.value != 0
                case (5, "oran_fh_cus.mcScaleOffset"):
                    se5.append(ScaleSet(reMask: mask ?? 0, csf: csf ?? false, scaler: UInt16(truncatingIfNeeded: f.value)))
                default: break
                }
            }
        }
        guard !(se5.isEmpty && se4.isEmpty) else { return nil }
        sets = se5 + se4
    }

    /// csf and S for RE `re` (0 = RE1), or nil when no set covers it.
    @inlinable
    public func scaling(re: Int) -> (csf: Bool, scale: Double)? {
        guard re >= 0, re < 12 else { return nil }
        let bit = UInt16(1) << UInt16(11 - re)
        for s in sets where s.reMask & bit != 0 { return (s.csf, IQCodec.modCompScale(s.scaler)) }
        return nil
    }
}

extension IQCodec {
    /// SE4 / SE5 scaler (15 bits = exponent(4) | mantissa(11)) → m · 2^−11 · 2^−e (CUS §7.7.4).
    @inlinable
    public static func modCompScale(_ raw: UInt16) -> Double {
        let e = Int((raw >> 11) & 15)
        let m = Double(raw & 0x7FF)
        return Double(sign: .plus, exponent: -11 - e, significand: m)
    }

    /// Reconstruction of one code (CUS Annex A.5, xran reading): csf = 1 → (2c+1)·2^−w·S; csf = 0 →
    /// c·2^(1−w)·S.
    @inlinable
    public static func modulationValue(code: Int32, width: Int, csf: Bool, scaler: Double) -> Double {
        if csf { return Double(sign: .plus, exponent: -width, significand: Double(2 * Int64(code) + 1)) * scaler }
        return Double(sign: .plus, exponent: 1 - width, significand: Double(code)) * scaler
    }

    /// The code whose reconstruction is nearest to `value` on the constellation grid: csf = 1 →
    /// ⌊v · 2^(w−1)/S⌋, csf = 0 → round(v · 2^(w−1)/S), clamped to w bits; 0 when S = 0. The exact
    /// inverse of ``modulationValue(code:width:csf:scaler:)`` for S ≠ 0.
    @inlinable
    public static func modulationCode(value: Double, width: Int, csf: Bool, scaler: Double) -> Int32 {
        guard scaler != 0, value.isFinite else { return 0 }
        let q = Double(sign: .plus, exponent: width - 1, significand: value) / scaler
        let c = csf ? q.rounded(.down) : q.rounded()
        let lo = -Double(1 << (width - 1)), hi = Double((1 << (width - 1)) - 1)
        return Int32(min(hi, max(lo, c)))
    }

    /// Modulation-compression reconstruction of a whole section (udCompMeth 4, and 6/8 for the REs
    /// present) with the scaling of the coupled C-plane section. Writes I, Q per RE (24 values per
    /// PRB, absent REs as 0); nil for other methods, bad data, or an RE the scaling does not cover.
    public static func decompressModulation(_ section: UPlaneSection, scaling: ModulationScaling, into out: inout [Double]) -> Int? {
        let method = section.format.method
        guard method == .modulation || method == .modulationSelectiveRE || method == .modulationSelectiveREMaskInHeader else { return nil }
        let w = section.format.iqWidth
        let needed = section.prbCount * 24
        if out.count < needed { out = Array(repeating: 0, count: needed) }
        var codes = (Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0),
                     Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0))
        var prb = 0
        var ok = true
        let walked = section.forEachPRB { param, iq, reCount in
            let mask = section.selectiveMask(prb: prb, param: param)
            withUnsafeMutableBytes(of: &codes) { raw in
                let t = raw.bindMemory(to: Int32.self)
                guard unpack(iq, width: w, count: 2 * reCount, into: t) else { ok = false; return }
                var k = 0
                for re in 0..<12 {
                    let present = mask & (1 << UInt16(re)) != 0
                    guard present else {
                        out[prb * 24 + 2 * re] = 0
                        out[prb * 24 + 2 * re + 1] = 0
                        continue
                    }
                    guard let s = scaling.scaling(re: re) else { ok = false; return }
                    for part in 0..<2 {
                        out[prb * 24 + 2 * re + part] = modulationValue(code: t[2 * k + part], width: w, csf: s.csf, scaler: s.scale)
                    }
                    k += 1
                }
            }
            prb += 1
        }
        return walked && ok ? needed : nil
    }

    /// Single-scaler form (SE4 only): every RE uses `scaler` and `csf`.
    public static func decompressModulation(_ section: UPlaneSection, scaler: Double, csf: Bool, into out: inout [Double]) -> Int? {
        // Express the Double scaler exactly when it is an SE4 value; otherwise scale afterwards.
        guard let n = decompressModulation(section, scaling: ModulationScaling(csf: csf, modCompScaler: 0x400), into: &out) else { return nil }
        let unit = modCompScale(0x400)
        for i in 0..<n { out[i] = out[i] / unit * scaler }
        return n
    }

    /// Compresses one PRB of constellation values (24: I, Q per RE) with modulation compression.
    /// `mask` (RE1 = LSB, udCompParam order) picks the REs sent; with `selectiveParam` true the
    /// 2-byte udCompParam of udCompMeth 6 is written first (reserved nibble 0). Nil if an RE sent has
    /// no scaling.
    public static func compressModulation(_ values: ArraySlice<Double>, width: Int, scaling: ModulationScaling, mask: UInt16 = 0xFFF, selectiveParam: Bool = false, into bytes: inout [UInt8]) -> Bool {
        guard values.count == 24 else { return false }
        if selectiveParam { bytes += [UInt8((mask >> 8) & 0xF) << 4, UInt8(mask & 0xFF)] }
        var codes: [Int32] = []
        codes.reserveCapacity(24)
        let base = values.startIndex
        for re in 0..<12 where mask & (1 << UInt16(re)) != 0 {
            guard let s = scaling.scaling(re: re) else { return false }
            codes.append(modulationCode(value: values[base + 2 * re], width: width, csf: s.csf, scaler: s.scale))
            codes.append(modulationCode(value: values[base + 2 * re + 1], width: width, csf: s.csf, scaler: s.scale))
        }
        pack(codes, width: width, into: &bytes)
        return true
    }
}
