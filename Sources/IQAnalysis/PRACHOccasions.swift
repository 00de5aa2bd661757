import Fronthaul

/// One PRACH occasion: a section type 3 C-plane section (CUS §7.5.3.11) and the U-plane energy
/// that came back for its eAxC and slot.
public struct PRACHOccasion: Hashable, Sendable {
    public var eAxC: UInt16
    public var frameId: Int
    public var subframeId: Int
    public var slotId: Int
    public var startSymbol: Int
    /// PRB range of the occasion in the PRACH grid (startPrbc, numPrbc).
    public var prbStart: Int
    public var prbCount: Int
    /// C-plane frame number.
    public var frame: Int
    /// U-plane messages received for the occasion.
    public var uPlaneMessages = 0
    public var energy = 0.0
    public var reCount = 0
    /// U-plane PRBs with energy outside [prbStart, prbStart + prbCount).
    public var prbsOutside = 0
    /// Mean RE power in dBFS (−infinity without U-plane or with zeros only).
    public var powerDbfs = -Double.infinity
    /// A preamble is present: mean power at least the detection threshold.
    public var preamblePresent = false
}

/// Open occasions keyed by eAxC and slot; closed when evicted or at the end.
struct PRACHOccasionTracker {
    struct Key: Hashable {
        var eAxC: UInt16
        var frame: UInt8
        var subframe: UInt8
        var slot: UInt8
    }
    private(set) var open: [Key: PRACHOccasion] = [:]
    private var order: [Key] = []
    private(set) var closed: [PRACHOccasion] = []
    private(set) var totalClosed = 0
    private(set) var presentCount = 0
    let keepClosed = 256
    let capacity = 1024
    let fullScale: Double
    let detectDbfs: Double
    /// eAxCs with occasions (their UL U-plane is the PRACH channel).
    private(set) var eAxCs: Set<UInt16> = []

    init(fullScale: Double, detectDbfs: Double) {
        self.fullScale = fullScale
        self.detectDbfs = detectDbfs
    }

    mutating func record(_ m: CPlaneMessage, eAxC: UInt16, frame: Int) {
        guard m.sectionType == 3, m.dataDirection == 0 else { return }
        eAxCs.insert(eAxC)
        let key = Key(eAxC: eAxC, frame: m.frameId, subframe: m.subframeId, slot: m.slotId)
        guard open[key] == nil, let s = m.sections.first else { return }
        let start = m.sections.map { Int($0.startPrbc) }.min() ?? Int(s.startPrbc)
        let end = m.sections.map { Int($0.startPrbc) + Int($0.numPrbc) }.max() ?? start
        open[key] = PRACHOccasion(eAxC: eAxC, frameId: Int(m.frameId), subframeId: Int(m.subframeId), slotId: Int(m.slotId),
                                  startSymbol: Int(m.startSymbolId), prbStart: start, prbCount: end - start, frame: frame)
        order.append(key)
        if order.count > capacity { close(order.removeFirst()) }
    }

    /// The open occasion a PRACH U-plane message belongs to.
    func key(eAxC: UInt16, frame: UInt8, subframe: UInt8, slot: UInt8) -> Key? {
        let k = Key(eAxC: eAxC, frame: frame, subframe: subframe, slot: slot)
        return open[k] == nil ? nil : k
    }

    /// Energy (relative to full scale²), REs and PRBs with energy outside the occasion, of one message.
    mutating func add(_ key: Key, energy: Double, reCount: Int, outside: Int) {
        guard var o = open[key] else { return }
        o.energy += energy
        o.reCount += reCount
        o.prbsOutside += outside
        open[key] = o
    }

    func prbRange(_ key: Key) -> Range<Int> {
        guard let o = open[key] else { return 0..<0 }
        return o.prbStart..<(o.prbStart + o.prbCount)
    }

    mutating func countMessage(_ key: Key) { open[key]?.uPlaneMessages += 1 }

    private mutating func close(_ key: Key) {
        guard var o = open.removeValue(forKey: key) else { return }
        o.powerDbfs = Decibel.power(o.energy / Double(max(1, o.reCount)) / (fullScale * fullScale))
        o.preamblePresent = o.reCount > 0 && o.powerDbfs >= detectDbfs
        totalClosed += 1
        if o.preamblePresent { presentCount += 1 }
        if closed.count < keepClosed || !o.preamblePresent { closed.append(o) }
        if closed.count > 4 * keepClosed { closed.removeFirst(closed.count - 4 * keepClosed) }
    }

    mutating func finish() {
        for k in order where open[k] != nil { close(k) }
        order.removeAll()
    }
}
