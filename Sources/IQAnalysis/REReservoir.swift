/// A bounded, evenly decimated sample of a flow's REs for EVM and the constellation plot: every
/// `stride`-th PRB is kept whole (12 REs with their PRB and symbol); when full, every other kept
/// PRB is dropped and the stride doubles, so the sample spans the whole capture in fixed memory.
/// A reference held by its flow, with buffers allocated once: the per-PRB loop keeps the counter
/// in a local (``PRBTally``) and calls in only for the PRBs it keeps.
final class REReservoir {
    let capacityPRBs: Int
    private(set) var stride = 1
    /// PRBs seen since the last kept one.
    var counter = 0
    /// REs held.
    private(set) var count = 0
    /// Interleaved I, Q in decompressed units (2 per RE), and each RE's PRB and symbol.
    private let iqStorage: UnsafeMutablePointer<Float>
    private let prbStorage: UnsafeMutablePointer<UInt16>
    private let symbolStorage: UnsafeMutablePointer<UInt8>
    /// REs the buffers hold: the capacity plus one PRB appended before compaction.
    private let slots: Int

    init(capacityPRBs: Int = 4096) {
        self.capacityPRBs = max(2, capacityPRBs)
        slots = 12 * self.capacityPRBs + 12
        iqStorage = .allocate(capacity: 2 * slots)
        prbStorage = .allocate(capacity: slots)
        symbolStorage = .allocate(capacity: slots)
    }

    deinit {
        iqStorage.deallocate()
        prbStorage.deallocate()
        symbolStorage.deallocate()
    }

    var iq: [Float] { Array(UnsafeBufferPointer(start: iqStorage, count: 2 * count)) }
    var prb: [UInt16] { Array(UnsafeBufferPointer(start: prbStorage, count: count)) }
    var symbol: [UInt8] { Array(UnsafeBufferPointer(start: symbolStorage, count: count)) }

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

    @inline(__always)
    private func put(_ i: Float, _ q: Float, prb index: Int, symbol s: Int) {
        iqStorage[2 * count] = i
        iqStorage[2 * count + 1] = q
        prbStorage[count] = UInt16(clamping: index)
        symbolStorage[count] = UInt8(clamping: s)
        count += 1
    }

    /// Keeps one PRB's 24 values (decompressed units: code · 2^e, or constellation values).
    func append(_ values: UnsafePointer<Int32>, exponent e: Int, mask: UInt16, prb index: Int, symbol s: Int) {
        let scale = Float(Double.exp2(e))
        for re in 0..<12 where mask & (1 << UInt16(re)) != 0 {
            put(Float(values[2 * re]) * scale, Float(values[2 * re + 1]) * scale, prb: index, symbol: s)
        }
        compactIfFull()
    }

    func append(values: UnsafeBufferPointer<Double>, prb index: Int, symbol s: Int) {
        for re in 0..<min(12, values.count / 2) {
            put(Float(values[2 * re]), Float(values[2 * re + 1]), prb: index, symbol: s)
        }
        compactIfFull()
    }

    /// Drops every other kept PRB (groups of up to 12 REs of one (prb, symbol)), in place.
    private func compactIfFull() {
        guard count >= capacityPRBs * 12 else { return }
        var kept = 0
        var group = 0
        var k = 0
        while k < count {
            var end = k + 1
            while end < count, end - k < 12, prbStorage[end] == prbStorage[k], symbolStorage[end] == symbolStorage[k] { end += 1 }
            if group & 1 == 0 {
                for r in k..<end {
                    iqStorage[2 * kept] = iqStorage[2 * r]
                    iqStorage[2 * kept + 1] = iqStorage[2 * r + 1]
                    prbStorage[kept] = prbStorage[r]
                    symbolStorage[kept] = symbolStorage[r]
                    kept += 1
                }
            }
            group += 1
            k = end
        }
        count = kept
        stride *= 2
    }
}
