import Fronthaul

/// The PRBs the C-plane allocated per slot and symbol (section types 1, 3, 5: startPrbc, numPrbc,
/// rb, startSymbolId / symInc, numSymbol; CUS §7.5.2.10–7.5.3.7) and those a section type 0 idle
/// section blanks (CUS §7.4.2), keyed by eAxC, direction and frame/subframe/slot. Bounded: the
/// oldest slots are evicted first.
struct AllocationGrid {
    struct SlotKey: Hashable {
        var eAxC: UInt16
        var downlink: Bool
        var frame: UInt8
        var subframe: UInt8
        var slot: UInt8
    }
    /// 14 symbols × `words` 64-bit words per bitmap.
    struct SlotMap {
        var allocated: [UInt64]
        var idle: [UInt64]
    }

    let prbs: Int
    let words: Int
    private(set) var slots: [SlotKey: SlotMap] = [:]
    private var order: [SlotKey] = []
    private var head = 0
    let capacity: Int
    /// eAxC/direction pairs that have any C-plane.
    private(set) var flowsWithCPlane: Set<UInt32> = []

    init(prbs: Int, capacity: Int = 4096) {
        self.prbs = max(1, min(1024, prbs))
        words = (self.prbs + 63) / 64
        self.capacity = capacity
    }

    static func flowTag(_ eAxC: UInt16, _ downlink: Bool) -> UInt32 { UInt32(eAxC) << 1 | (downlink ? 1 : 0) }

    mutating func record(_ m: CPlaneMessage, eAxC: UInt16) {
        guard [0, 1, 3, 5].contains(m.sectionType) else { return }
        let key = SlotKey(eAxC: eAxC, downlink: m.dataDirection == 1, frame: m.frameId, subframe: m.subframeId, slot: m.slotId)
        flowsWithCPlane.insert(Self.flowTag(eAxC, key.downlink))
        var map: SlotMap
        if let existing = slots.removeValue(forKey: key) {
            map = existing
        } else {
            map = SlotMap(allocated: [UInt64](repeating: 0, count: 14 * words), idle: [UInt64](repeating: 0, count: 14 * words))
            if order.count < capacity {
                order.append(key)
            } else {
                slots[order[head]] = nil
                order[head] = key
                head = (head + 1) % capacity
            }
        }
        var symbol = Int(m.startSymbolId)
        var first = true
        for s in m.sections {
            if s.symInc && !first { symbol += 1 }
            first = false
            let count = s.numPrbc == 0 ? prbs : Int(s.numPrbc)
            let start = Int(s.startPrbc)
            let symbols = max(1, Int(s.numSymbol))
            for sym in symbol..<min(14, symbol + symbols) {
                if !s.rb {
                    // Contiguous PRBs: whole words at a time.
                    let end = min(prbs, start + count)
                    var p = start
                    while p < end {
                        let bits = min(64 - (p & 63), end - p)
                        let mask = (bits == 64 ? ~UInt64(0) : (UInt64(1) << UInt64(bits)) - 1) << UInt64(p & 63)
                        if m.sectionType == 0 { map.idle[sym * words + p >> 6] |= mask } else { map.allocated[sym * words + p >> 6] |= mask }
                        p += bits
                    }
                    continue
                }
                for k in 0..<count {
                    let p = start + (s.rb ? 2 * k : k)
                    guard p < prbs else { break }
                    let bit = UInt64(1) << UInt64(p & 63)
                    if m.sectionType == 0 {
                        map.idle[sym * words + p >> 6] |= bit
                    } else {
                        map.allocated[sym * words + p >> 6] |= bit
                    }
                }
            }
        }
        slots[key] = map
    }

    /// The slot's map, when its C-plane was seen.
    func map(eAxC: UInt16, downlink: Bool, frame: UInt8, subframe: UInt8, slot: UInt8) -> SlotMap? {
        slots[SlotKey(eAxC: eAxC, downlink: downlink, frame: frame, subframe: subframe, slot: slot)]
    }

    func hasCPlane(eAxC: UInt16, downlink: Bool) -> Bool { flowsWithCPlane.contains(Self.flowTag(eAxC, downlink)) }
}

extension AllocationGrid.SlotMap {
    /// (allocated, idle) for PRB `p` of symbol `s`.
    @inline(__always)
    func state(symbol s: Int, prb p: Int, words: Int) -> (allocated: Bool, idle: Bool) {
        guard s >= 0, s < 14, p >= 0, p < words * 64 else { return (false, false) }
        let i = s * words + p >> 6
        let bit = UInt64(1) << UInt64(p & 63)
        return (allocated[i] & bit != 0, idle[i] & bit != 0)
    }
}
