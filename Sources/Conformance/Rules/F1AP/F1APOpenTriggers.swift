import WireCore

/// The open triggers of ``F1APErrorReactionChecker`` (erroneous messages awaiting the peer's
/// reaction, TS 38.473 clause 10), indexed so that pairing a reaction with the oldest trigger it
/// answers is O(1), whatever the number open (no scan).
///
/// Each trigger is linked into the list of all triggers in arrival order and into up to four
/// keyed lists, each in arrival order: per (association, reactor); per (association, reactor,
/// procedure code); and by what a response is matched on: TransactionID alone, gNB-CU UE F1AP ID,
/// or neither (with a list of all the TransactionID ones and of all the UE id ones, for a
/// response that lacks that IE). A reaction's candidates are the heads of at most three lists;
/// the oldest of them wins.
struct F1APOpenTriggers {
    typealias Trigger = F1APErrorReactionChecker.Trigger

    private enum Lane: UInt8 { case reactor = 0, procedure, matchAll, matchKey }
    private enum Match: UInt8 { case neither = 0, transaction, ue }

    private struct ListKey: WordHashable {
        var lane: UInt8
        var match: UInt8
        var association: Int
        var reactor: Int
        var code: Int
        var value: UInt64

        var hashWords: (UInt64, UInt64) {
            (UInt64(lane) | UInt64(match) << 8 | UInt64(truncatingIfNeeded: code) << 16
                | UInt64(truncatingIfNeeded: association) << 32 ^ UInt64(truncatingIfNeeded: reactor) << 48,
             value)
        }
    }

    private struct Ends {
        var head: Int32
        var tail: Int32
    }

    /// Lanes per trigger, plus the arrival list (index `lanes`).
    private static let lanes = 4
    private static let stride = (lanes + 1) * 2

    let capacity: Int
    private var triggers: [Trigger?] = []
    private var arrival: [Int] = []
    private var keys: [ListKey?] = []
    /// Per slot and lane: previous and next slot (-1: none), at `slot * stride + lane * 2 (+ 1)`.
    private var links: [Int32] = []
    private var free: [Int32] = []
    private var ends: [ListKey: Ends] = [:]
    private var first: Int32 = -1
    private var last: Int32 = -1
    private var nextArrival = 0
    private(set) var count = 0
    /// Triggers evicted at the bound so far.
    private(set) var evicted = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The oldest open trigger.
    var oldest: Trigger? { first >= 0 ? triggers[Int(first)] : nil }

    /// The time of the oldest open trigger (read per frame by the clock: no copy of the trigger).
    var oldestTime: Int64? { first >= 0 ? triggers[Int(first)]?.time : nil }

    /// Adds a trigger; when the table is full the oldest is removed first and returned (for the
    /// caller to judge, as at the end of a capture).
    mutating func insert(_ t: Trigger) -> Trigger? {
        var out: Trigger?
        if count >= capacity, first >= 0 {
            out = remove(Int(first))
            evicted += 1
        }
        let slot: Int
        if let reused = free.popLast() {
            slot = Int(reused)
            triggers[slot] = t
            arrival[slot] = nextArrival
        } else {
            slot = triggers.count
            triggers.append(t)
            arrival.append(nextArrival)
            keys.append(contentsOf: repeatElement(nil, count: Self.lanes))
            links.append(contentsOf: repeatElement(-1, count: Self.stride))
        }
        nextArrival += 1
        count += 1
        let match: Match = t.cuUEID != nil ? .ue : t.transactionID != nil ? .transaction : .neither
        let value: UInt64 = match == .ue ? t.cuUEID! : match == .transaction ? UInt64(bitPattern: Int64(t.transactionID!)) : 0
        let laneKeys: [ListKey?] = [
            ListKey(lane: Lane.reactor.rawValue, match: 0, association: t.association, reactor: t.reactor, code: 0, value: 0),
            ListKey(lane: Lane.procedure.rawValue, match: 0, association: t.association, reactor: t.reactor, code: t.code, value: 0),
            ListKey(lane: Lane.matchAll.rawValue, match: match.rawValue, association: t.association, reactor: t.reactor, code: t.code, value: 0),
            match == .neither ? nil
                : ListKey(lane: Lane.matchKey.rawValue, match: match.rawValue, association: t.association, reactor: t.reactor, code: t.code, value: value),
        ]
        link(slot, lane: Self.lanes, key: nil)
        for (lane, key) in laneKeys.enumerated() {
            keys[slot * Self.lanes + lane] = key
            if let key { link(slot, lane: lane, key: key) }
        }
        return out
    }

    /// Removes and returns the oldest trigger.
    mutating func removeOldest() -> Trigger? { first >= 0 ? remove(Int(first)) : nil }

    /// Removes and returns the oldest trigger that `sender` owes on `association` and that this
    /// reaction answers: an ERROR INDICATION (`errorIndication`) answers one of the procedure
    /// its CriticalityDiagnostics names (`code`; any procedure when nil); a response or failure
    /// message answers one of its own procedure `code` whose TransactionID (when the trigger
    /// has one and no UE id, and the answer has one) or gNB-CU UE F1AP ID (when both have one)
    /// is the answer's.
    mutating func removeAnswered(association: Int, sender: Int, errorIndication: Bool, code: Int?, transactionID: Int?, cuUEID: UInt64?) -> Trigger? {
        func head(_ lane: Lane, _ match: Match = .neither, code: Int = 0, value: UInt64 = 0) -> Int32? {
            ends[ListKey(lane: lane.rawValue, match: match.rawValue, association: association, reactor: sender, code: code, value: value)]?.head
        }
        var candidates: [Int32?]
        if errorIndication {
            candidates = [code.map { head(.procedure, code: $0) } ?? head(.reactor)]
        } else {
            guard let code else { return nil }
            candidates = [
                head(.matchAll, .neither, code: code),
                transactionID.map { head(.matchKey, .transaction, code: code, value: UInt64(bitPattern: Int64($0))) } ?? head(.matchAll, .transaction, code: code),
                cuUEID.map { head(.matchKey, .ue, code: code, value: $0) } ?? head(.matchAll, .ue, code: code),
            ]
        }
        var best: Int32 = -1
        for case let slot? in candidates where best < 0 || arrival[Int(slot)] < arrival[Int(best)] { best = slot }
        return best < 0 ? nil : remove(Int(best))
    }

    /// The open triggers in arrival order.
    var inArrivalOrder: [Trigger] {
        var out: [Trigger] = []
        out.reserveCapacity(count)
        var slot = first
        while slot >= 0 {
            out.append(triggers[Int(slot)]!)
            slot = links[Int(slot) * Self.stride + Self.lanes * 2 + 1]
        }
        return out
    }

    mutating func removeAll() { self = F1APOpenTriggers(capacity: capacity) }

    // MARK: lists

    private mutating func remove(_ slot: Int) -> Trigger {
        let t = triggers[slot]!
        unlink(slot, lane: Self.lanes, key: nil)
        for lane in 0..<Self.lanes {
            if let key = keys[slot * Self.lanes + lane] { unlink(slot, lane: lane, key: key) }
            keys[slot * Self.lanes + lane] = nil
        }
        triggers[slot] = nil
        free.append(Int32(slot))
        count -= 1
        return t
    }

    /// Appends `slot` to the tail of its list in `lane` (`key` nil: the arrival list).
    private mutating func link(_ slot: Int, lane: Int, key: ListKey?) {
        let base = slot * Self.stride + lane * 2
        let tail: Int32
        if let key {
            if let e = ends[key] {
                tail = e.tail
                ends[key] = Ends(head: e.head, tail: Int32(slot))
            } else {
                tail = -1
                ends[key] = Ends(head: Int32(slot), tail: Int32(slot))
            }
        } else {
            tail = last
            if first < 0 { first = Int32(slot) }
            last = Int32(slot)
        }
        links[base] = tail
        links[base + 1] = -1
        if tail >= 0 { links[Int(tail) * Self.stride + lane * 2 + 1] = Int32(slot) }
    }

    private mutating func unlink(_ slot: Int, lane: Int, key: ListKey?) {
        let base = slot * Self.stride + lane * 2
        let prev = links[base], next = links[base + 1]
        if prev >= 0 { links[Int(prev) * Self.stride + lane * 2 + 1] = next }
        if next >= 0 { links[Int(next) * Self.stride + lane * 2] = prev }
        if let key {
            if prev < 0 && next < 0 {
                ends[key] = nil
            } else if var e = ends[key] {
                if prev < 0 { e.head = next }
                if next < 0 { e.tail = prev }
                ends[key] = e
            }
        } else {
            if prev < 0 { first = next }
            if next < 0 { last = prev }
        }
        links[base] = -1
        links[base + 1] = -1
    }
}
