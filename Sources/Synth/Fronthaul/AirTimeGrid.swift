/// Slot and symbol air times of a GPS-aligned carrier in capture (Unix UTC) nanoseconds
/// (GPS-aligned radio frames: t_gps = t_unix − 315 964 800 s + 18 s; frameId = ⌊t_gps / 10 ms⌋ mod
/// 256; symbol l of a subframe starts at l·T_sym + ⌈l / (7·2^µ)⌉·16κT_c, TS 38.211 §5.3.1).
struct AirTimeGrid {
    static let unixToGPSNanoseconds: Int64 = (315_964_800 - 18) * 1_000_000_000
    let numerology: Int
    let slotNanoseconds: Int64
    let slotsPerSubframe: Int64
    let slotsPerFrame: Int64
    /// Offset of each symbol's start from its slot's start, for each slot of a subframe.
    let symbolOffsets: [[Int64]]

    init(numerology: Int) {
        self.numerology = numerology
        slotNanoseconds = 1_000_000 >> Int64(numerology)
        slotsPerSubframe = 1 << Int64(numerology)
        slotsPerFrame = 10 << Int64(numerology)
        let kappaTc = 1e9 / (15_000 * 2048)
        let tSym = 2192 * kappaTc / Double(1 << numerology)
        let half = 7 << numerology
        func start(_ l: Int) -> Double { Double(l) * tSym + Double((l + half - 1) / half) * 16 * kappaTc }
        var offsets: [[Int64]] = []
        for slot in 0..<(1 << numerology) {
            let base = start(slot * 14)
            offsets.append((0..<14).map { Int64((start(slot * 14 + $0) - base).rounded()) })
        }
        symbolOffsets = offsets
    }

    /// Air time (capture ns) of symbol `symbol` of absolute slot `slot` (slots since the GPS epoch).
    func airNanoseconds(slot: Int64, symbol: Int) -> Int64 {
        slot * slotNanoseconds + symbolOffsets[Int(slot % slotsPerSubframe)][min(13, max(0, symbol))] + Self.unixToGPSNanoseconds
    }

    /// The first slot starting at or after capture time `ns`.
    func firstSlot(atOrAfter ns: Int64) -> Int64 {
        let gps = ns - Self.unixToGPSNanoseconds
        return (gps + slotNanoseconds - 1) / slotNanoseconds
    }

    /// frameId, subframeId, slotId of an absolute slot.
    func ids(slot: Int64) -> (frame: UInt8, subframe: UInt8, slot: UInt8) {
        let frame = UInt8(truncatingIfNeeded: slot / slotsPerFrame)
        let inFrame = slot % slotsPerFrame
        return (frame, UInt8(inFrame / slotsPerSubframe), UInt8(inFrame % slotsPerSubframe))
    }
}
