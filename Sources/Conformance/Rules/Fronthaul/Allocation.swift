import Fronthaul

/// A set of PRBs 0..511 (carriers have at most 275 PRBs), a value type with no heap storage.
struct PRBMask: Equatable {
    var bits = SIMD8<UInt64>(repeating: 0)

    static let maximum = 512

    mutating func insert(_ prb: Int) {
        guard prb >= 0 && prb < Self.maximum else { return }
        bits[prb >> 6] |= 1 << UInt64(prb & 63)
    }

    /// PRBs start, start+step, … (count of them).
    mutating func insert(start: Int, count: Int, step: Int) {
        guard count > 0 else { return }
        if start >= 0 && (step == 1 || step == 2) {
            // Contiguous (rb = 0) or every other PRB (rb = 1): whole 64-bit words at a time,
            // since a U-plane section of a 100 MHz carrier spans 273 PRBs.
            let last = min(start + (min(count, Self.maximum) - 1) * step, Self.maximum - 1)
            guard start <= last else { return }
            let pattern: UInt64 = step == 1 ? .max : (start & 1 == 0 ? 0x5555_5555_5555_5555 : 0xAAAA_AAAA_AAAA_AAAA)
            for lane in (start >> 6)...(last >> 6) {
                var word = pattern
                if lane == start >> 6 { word &= UInt64.max << UInt64(start & 63) }
                if lane == last >> 6 { word &= UInt64.max >> UInt64(63 - (last & 63)) }
                bits[lane] |= word
            }
            return
        }
        var p = start
        for _ in 0..<max(0, min(count, Self.maximum)) {
            insert(p)
            p += step
        }
    }

    var isEmpty: Bool { bits == SIMD8(repeating: 0) }
    var count: Int { (0..<8).reduce(0) { $0 + bits[$1].nonzeroBitCount } }
    func isSubset(of other: PRBMask) -> Bool { (bits & ~other.bits) == SIMD8(repeating: 0) }
    func union(_ o: PRBMask) -> PRBMask { PRBMask(bits: bits | o.bits) }
    func intersection(_ o: PRBMask) -> PRBMask { PRBMask(bits: bits & o.bits) }
    func subtracting(_ o: PRBMask) -> PRBMask { PRBMask(bits: bits & ~o.bits) }
    var first: Int? {
        for lane in 0..<8 where bits[lane] != 0 { return lane * 64 + bits[lane].trailingZeroBitCount }
        return nil
    }

    /// "a-b, c" text of the set (at most a few ranges).
    var description: String {
        var ranges: [String] = []
        var p = 0
        while p < Self.maximum && ranges.count < 6 {
            guard bits[p >> 6] & (1 << UInt64(p & 63)) != 0 else { p += 1; continue }
            var q = p
            while q + 1 < Self.maximum && bits[(q + 1) >> 6] & (1 << UInt64((q + 1) & 63)) != 0 { q += 1 }
            ranges.append(p == q ? "\(p)" : "\(p)-\(q)")
            p = q + 1
        }
        return ranges.isEmpty ? "none" : ranges.joined(separator: ", ")
    }
}

/// The symbols and PRBs a C-plane or U-plane section addresses (section semantics of
/// O-RAN.WG4.CUS §7.5.3: symInc, rb, numPrbc 0).
enum Allocation {
    /// PRBs of a U-plane section: startPrbu + k·(1+rb), numPrbu 0 = the whole carrier.
    static func prbs(_ s: UPlaneSection, carrierPRBs: Int) -> PRBMask {
        var m = PRBMask()
        if s.numPrbu == 0 {
            m.insert(start: 0, count: carrierPRBs, step: 1)
        } else {
            m.insert(start: Int(s.startPrbu), count: Int(s.numPrbu), step: s.rb ? 2 : 1)
        }
        return m
    }

    /// rbgSize codes of SE6 (O-RAN.WG4.CUS §7.7.6): 1–7 → 1, 2, 3, 4, 6, 8, 16 PRBs.
    static let rbgSizes = [0, 1, 2, 3, 4, 6, 8, 16]

    /// PRBs and symbols of a C-plane section after rb, numPrbc 0, SE6 (RBG mask and symbol mask),
    /// SE12 (extra frequency ranges and symbol mask) and SE13 (hop positions: their union).
    /// `symbolStart` is the running symInc counter value for this section.
    static func cPlane(_ s: CPlaneSection, symbolStart: Int, carrierPRBs: Int) -> (prbs: PRBMask, symbols: UInt16, shapers: [UInt8]) {
        let start = Int(s.startPrbc)
        let count = s.numPrbc == 0 ? max(0, carrierPRBs - start) : Int(s.numPrbc)
        let step = s.rb ? 2 : 1
        var base = PRBMask()
        base.insert(start: start, count: count, step: step)
        var prbs = base
        var symbols: UInt16 = 0
        // startSymbolId (4 bits) plus symInc can exceed 13: clamp so the range is never inverted.
        let firstSymbol = min(max(symbolStart, 0), 14)
        let lastSymbol = min(14, max(firstSymbol, symbolStart + Int(s.numSymbol == 0 ? 14 : s.numSymbol)))
        for sym in firstSymbol..<lastSymbol {
            symbols |= 1 << UInt16(sym)
        }
        var shapers: [UInt8] = []
        for ext in s.extensions {
            switch ext.extType {
            case 6:
                shapers.append(6)
                let code = Int(value(ext, "oran_fh_cus.rbgSize") ?? 0)
                let size = code < rbgSizes.count ? rbgSizes[code] : 0
                let mask = value(ext, "oran_fh_cus.rbgMask") ?? 0
                if size > 0 {
                    var m = PRBMask()
                    let first = (start / size) * size
                    for n in 0..<28 where mask & (1 << UInt64(n)) != 0 {
                        m.insert(start: first + n * size, count: size, step: 1)
                    }
                    var span = PRBMask()
                    span.insert(start: start, count: count * step, step: 1)
                    prbs = m.intersection(span)
                }
                if let sm = value(ext, "oran_fh_cus.symbolMask") { symbols = UInt16(sm & 0x3FFF) }
            case 12:
                shapers.append(12)
                var end = start + count * step
                var pending: UInt64?
                for f in ext.fields {
                    if f.name == "oran_fh_cus.offStartPrb" { pending = f.value }
                    if f.name == "oran_fh_cus.numPrb", let off = pending {
                        let first = end + Int(off)
                        prbs.insert(start: first, count: Int(f.value) * step, step: step)
                        end = first + Int(f.value) * step
                        pending = nil
                    }
                }
                if let sm = value(ext, "oran_fh_cus.symbolMask") { symbols = UInt16(sm & 0x3FFF) }
            case 13:
                shapers.append(13)
                for f in ext.fields where f.name == "oran_fh_cus.nextStartPrbc" {
                    prbs.insert(start: Int(f.value), count: count, step: step)
                }
            default:
                break
            }
        }
        return (prbs, symbols, shapers)
    }

    static func value(_ ext: SectionExtension, _ name: String) -> UInt64? {
        ext.fields.first { $0.name == name }?.value
    }
}
