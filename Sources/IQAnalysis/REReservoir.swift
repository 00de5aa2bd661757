/// A bounded, evenly decimated sample of a flow's REs for EVM and the constellation plot: every
/// `stride`-th PRB is kept whole (12 REs with their PRB and symbol); when full, every other kept
/// PRB is dropped and the stride doubles, so the sample spans the whole capture in fixed memory.
/// A reference held by its flow: the per-PRB loop keeps the counter in a local (``PRBTally``) and
/// calls in only for the PRBs it keeps.
final class REReservoir {
    /// Interleaved I, Q in decompressed units.
    private(set) var iq: [Float] = []
    private(set) var prb: [UInt16] = []
    private(set) var symbol: [UInt8] = []
    let capacityPRBs: Int
    private(set) var stride = 1
    /// PRBs seen since the last kept one.
    var counter = 0

    init(capacityPRBs: Int = 4096) {
        self.capacityPRBs = max(2, capacityPRBs)
    }

    /// True when the next PRB is to be kept (advances the counter).
    @inline(__always)
    func wantsNext() -> Bool {
        counter += 1
        if counter >= stride {
            counter = 0
            return true
        }
        return false
    }

    /// Keeps one PRB's 24 values (decompressed units: code · 2^e, or constellation values).
    func append(_ values: UnsafePointer<Int32>, exponent e: Int, mask: UInt16, prb index: Int, symbol s: Int) {
        let scale = Float(Double.exp2(e))
        for re in 0..<12 where mask & (1 << UInt16(re)) != 0 {
            iq.append(Float(values[2 * re]) * scale)
            iq.append(Float(values[2 * re + 1]) * scale)
            prb.append(UInt16(clamping: index))
            symbol.append(UInt8(clamping: s))
        }
        compactIfFull()
    }

    func append(values: UnsafeBufferPointer<Double>, prb index: Int, symbol s: Int) {
        for re in 0..<min(12, values.count / 2) {
            iq.append(Float(values[2 * re]))
            iq.append(Float(values[2 * re + 1]))
            prb.append(UInt16(clamping: index))
            symbol.append(UInt8(clamping: s))
        }
        compactIfFull()
    }

    private func compactIfFull() {
        guard prb.count >= capacityPRBs * 12 else { return }
        // Drop every other kept PRB (groups of up to 12 REs of one (prb, symbol)).
        var keptIQ: [Float] = []
        var keptPRB: [UInt16] = []
        var keptSymbol: [UInt8] = []
        keptIQ.reserveCapacity(iq.count / 2 + 24)
        var group = 0
        var k = 0
        while k < prb.count {
            var end = k + 1
            while end < prb.count, end - k < 12, prb[end] == prb[k], symbol[end] == symbol[k] { end += 1 }
            if group & 1 == 0 {
                keptIQ.append(contentsOf: iq[(2 * k)..<(2 * end)])
                keptPRB.append(contentsOf: prb[k..<end])
                keptSymbol.append(contentsOf: symbol[k..<end])
            }
            group += 1
            k = end
        }
        iq = keptIQ
        prb = keptPRB
        symbol = keptSymbol
        stride *= 2
    }

    var count: Int { prb.count }
}
