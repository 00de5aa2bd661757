import Fronthaul

#if canImport(Glibc)
import Glibc
#endif

/// A run of compressed PRB blocks (udCompParam + IQ, CUS Annex A) of random QAM symbols at the
/// target power, made once per format with the Fronthaul encoder; a U-plane section takes a
/// contiguous slice of it starting at a random block, so no IQ is compressed per packet.
struct IQBlockPool {
    let format: IQFormat
    let blockBytes: Int
    let blocks: Int
    let bytes: [UInt8]

    /// `exponentBoost` raises every BFP exponent (mantissas unchanged): the blocks of a source
    /// `exponentBoost` bits wider than 16 (LegalVariation.wideBFPSource).
    /// `gainDB` scales the samples (a gain step); `silent` makes every sample 0. With
    /// `content.snrDB`, complex Gaussian noise of power P·10^(−SNR/10) is added before rounding
    /// (Box–Muller from the seeded generator).
    init(format: IQFormat, content: IQContent, blocks: Int = 600, random: inout SplitMix64, exponentBoost: Int = 0,
         gainDB: Double = 0, silent: Bool = false) {
        self.format = format
        self.blocks = blocks
        let levels: Int
        switch content.modulation {
        case .qpsk: levels = 2
        case .qam16: levels = 4
        case .qam64: levels = 8
        case .qam256: levels = 16
        case .qam1024: levels = 32
        }
        // Mean power of the square constellation with points ±1, ±3, … per axis: 2(L² − 1)/3.
        let meanPower = 2 * Double(levels * levels - 1) / 3
        var amplitude = 32767 * Self.pow10((content.powerDBFS + gainDB) / 20)
        amplitude /= meanPower.squareRoot()
        // Noise standard deviation per component: total noise power P / SNR split over I and Q.
        let sigma = content.snrDB.map { (meanPower * amplitude * amplitude / Self.pow10($0 / 10) / 2).squareRoot() } ?? 0
        var samples = [Int16](repeating: 0, count: blocks * 24)
        for i in stride(from: 0, to: silent ? 0 : samples.count, by: 2) {
            var v = (0..<2).map { _ in Double(2 * Int(random.next() % UInt64(levels)) - (levels - 1)) * amplitude }
            if sigma > 0 {
                // Box–Muller: two independent N(0, 1) from two uniforms in (0, 1].
                let u1 = Double(random.next() >> 11 + 1) / 9007199254740992.0
                let u2 = Double(random.next() >> 11) / 9007199254740992.0
                let r = (-2 * log(u1)).squareRoot()
                v[0] += sigma * r * cos(2 * Double.pi * u2)
                v[1] += sigma * r * sin(2 * Double.pi * u2)
            }
            samples[i] = Int16(max(-32768, min(32767, v[0].rounded())))
            samples[i + 1] = Int16(max(-32768, min(32767, v[1].rounded())))
        }
        var compressed = IQCodec.compress(samples, format: format) ?? [UInt8](repeating: 0, count: blocks * format.fullPRBBytes)
        blockBytes = format.fullPRBBytes
        if exponentBoost > 0 && format.method == .blockFloatingPoint {
            // udCompParam (CUS §8.3.3.13 / Annex A.1): reserved high nibble, exponent low nibble.
            for b in 0..<blocks {
                let i = b * blockBytes
                compressed[i] = (compressed[i] & 0xF0) | UInt8(min(15, Int(compressed[i] & 0x0F) + exponentBoost))
            }
        }
        bytes = compressed
    }

    /// `count` consecutive blocks starting at a random block.
    func slice(count: Int, random: inout SplitMix64) -> ArraySlice<UInt8> {
        let n = min(count, blocks)
        let start = Int(random.next() % UInt64(blocks - n + 1))
        return bytes[(start * blockBytes)..<((start + n) * blockBytes)]
    }

    static func pow10(_ x: Double) -> Double {
        // 10^x by exp(x ln 10) without Foundation.
        var result = 1.0, term = 1.0
        let y = x * 2.302585092994046
        for n in 1..<60 {
            term *= y / Double(n)
            result += term
        }
        return result
    }
}
