import WireCore

/// The outstanding class-1 requests of one F1AP association (TS 38.473 §8.1: a class-1
/// procedure's request is answered once, by the other node, with its TransactionID or UE ids).
///
/// Every operation is O(1) (amortized): each request sits in four intrusive doubly linked lists
/// (all requests in arrival order; per procedure and sender; per procedure, sender and
/// TransactionID; per procedure, sender and gNB-CU UE F1AP ID), so a response finds the oldest
/// matching request from the heads of a few lists and removes it without scanning or shifting.
/// The table holds at most `capacity` requests: ``insert(_:)`` then evicts the oldest and hands
/// it back, for the caller to judge (never dropped silently).
struct F1APOpenRequests {
    typealias Request = F1APAssociation.Request

    /// The lists a request is linked into; `arrival` is the one ordered list of all of them.
    private enum List: Int, CaseIterable { case arrival = 0, procedure, transaction, ue }

    private struct ListKey: WordHashable {
        var list: UInt8
        var code: Int
        var sender: Int
        var transactionID: Int?
        var cuUEID: UInt64?

        /// Two words instead of the synthesized seven values (list, code, sender, two optionals'
        /// tags and payloads): one key is hashed a few times per request. Equality stays the
        /// synthesized one, so keys whose words collide stay apart.
        var hashWords: (UInt64, UInt64) {
            let t = transactionID.map { UInt64(truncatingIfNeeded: $0) &+ 1 } ?? 0
            let u = cuUEID.map { $0 &+ 1 } ?? 0
            return (UInt64(list) | UInt64(truncatingIfNeeded: code) << 8 | UInt64(truncatingIfNeeded: sender) << 32,
                    t ^ u &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    private struct Ends {
        var head: Int32
        var tail: Int32
    }

    let capacity: Int
    private var requests: [Request?] = []
    /// Arrival number of each slot (orders the heads of different lists).
    private var arrival: [Int] = []
    /// Per slot and list: previous and next slot (-1: none), at `slot * 8 + list * 2 (+ 1)`.
    private var links: [Int32] = []
    private var free: [Int32] = []
    private var ends: [ListKey: Ends] = [:]
    private var first: Int32 = -1
    private var last: Int32 = -1
    private var nextArrival = 0
    /// Senders with requests open, per procedure code (a handful: the association's two ends).
    /// A code's list stays in the table when it empties (at most one per procedure code), so
    /// requests coming and going do not allocate and free it each time.
    private var senders: [WordKey: [Int]] = [:]
    private(set) var count = 0
    /// The oldest request (in arrival order) not yet judged past its timeout: every request
    /// before it in the arrival list has been (``markPastTimeout()``), none after it; -1: none.
    private var pendingHead: Int32 = -1
    /// Requests evicted at the bound so far.
    private(set) var evicted = 0

    init(capacity: Int) { self.capacity = max(1, capacity) }

    var isEmpty: Bool { count == 0 }

    /// Adds a request; when the table is full the oldest request is removed first and returned.
    mutating func insert(_ request: Request) -> Request? {
        var out: Request?
        if count >= capacity, first >= 0 {
            out = remove(Int(first))
            evicted += 1
        }
        let slot: Int
        if let reused = free.popLast() {
            slot = Int(reused)
            requests[slot] = request
            arrival[slot] = nextArrival
        } else {
            slot = requests.count
            requests.append(request)
            arrival.append(nextArrival)
            links.append(contentsOf: repeatElement(-1, count: 8))
        }
        nextArrival += 1
        count += 1
        link(slot, .arrival, nil)
        if pendingHead < 0 { pendingHead = Int32(slot) }
        if link(slot, .procedure, key(.procedure, request)) { senders[WordKey(request.code), default: []].append(request.sender) }
        link(slot, .transaction, key(.transaction, request))
        link(slot, .ue, key(.ue, request))
        return out
    }

    subscript(_ slot: Int) -> Request { requests[slot]! }

    /// Removes and returns the request in `slot`.
    @discardableResult
    mutating func remove(_ slot: Int) -> Request {
        let request = requests[slot]!
        if pendingHead == Int32(slot) { pendingHead = links[slot * 8 + 1] }
        unlink(slot, .arrival, nil)
        if unlink(slot, .procedure, key(.procedure, request)), let i = senders.index(forKey: WordKey(request.code)) {
            senders.values[i].removeAll { $0 == request.sender }
        }
        unlink(slot, .transaction, key(.transaction, request))
        unlink(slot, .ue, key(.ue, request))
        requests[slot] = nil
        free.append(Int32(slot))
        count -= 1
        return request
    }

    /// The oldest request not yet judged past its timeout (arrival order), if any.
    var firstPending: Int? { pendingHead >= 0 ? Int(pendingHead) : nil }

    /// Marks the ``firstPending`` request as judged past its timeout (it stays open, so a late
    /// response still pairs with it) and moves on to the next one in arrival order.
    mutating func markPastTimeout() {
        guard pendingHead >= 0 else { return }
        let slot = Int(pendingHead)
        requests[slot]!.pastTimeout = true
        pendingHead = links[slot * 8 + 1]
    }

    /// Whether `sender` has a request for `code` open with this TransactionID.
    func hasOpen(code: Int, sender: Int, transactionID: Int) -> Bool {
        ends[ListKey(list: UInt8(List.transaction.rawValue), code: code, sender: sender, transactionID: transactionID, cuUEID: nil)] != nil
    }

    /// The oldest open request for `code` sent by another node than `node`.
    func oldest(code: Int, notFrom node: Int) -> Int? {
        oldest(code: code, notFrom: node) { ListKey(list: UInt8(List.procedure.rawValue), code: code, sender: $0, transactionID: nil, cuUEID: nil) }
    }

    /// The oldest open request for `code`, sent by another node than `node`, with this TransactionID.
    func oldest(code: Int, notFrom node: Int, transactionID: Int?) -> Int? {
        oldest(code: code, notFrom: node) { ListKey(list: UInt8(List.transaction.rawValue), code: code, sender: $0, transactionID: transactionID, cuUEID: nil) }
    }

    /// The oldest open request for `code`, sent by another node than `node`, with this gNB-CU UE F1AP ID (or none).
    func oldest(code: Int, notFrom node: Int, cuUEID: UInt64?) -> Int? {
        oldest(code: code, notFrom: node) { ListKey(list: UInt8(List.ue.rawValue), code: code, sender: $0, transactionID: nil, cuUEID: cuUEID) }
    }

    /// The open requests in arrival order.
    var inArrivalOrder: [Request] {
        var out: [Request] = []
        out.reserveCapacity(count)
        var slot = first
        while slot >= 0 {
            out.append(requests[Int(slot)]!)
            slot = links[Int(slot) * 8 + 1]
        }
        return out
    }

    /// Whether any open request has this procedure code.
    func hasOpen(code: Int) -> Bool { !(senders[WordKey(code)]?.isEmpty ?? true) }

    // MARK: lists

    private func oldest(code: Int, notFrom node: Int, _ key: (Int) -> ListKey) -> Int? {
        guard let list = senders[WordKey(code)] else { return nil }
        var best: Int32 = -1
        for sender in list where sender != node {
            guard let head = ends[key(sender)]?.head else { continue }
            if best < 0 || arrival[Int(head)] < arrival[Int(best)] { best = head }
        }
        return best < 0 ? nil : Int(best)
    }

    private func key(_ list: List, _ r: Request) -> ListKey {
        switch list {
        case .arrival: return ListKey(list: 0, code: 0, sender: 0, transactionID: nil, cuUEID: nil)
        case .procedure: return ListKey(list: 1, code: r.code, sender: r.sender, transactionID: nil, cuUEID: nil)
        case .transaction: return ListKey(list: 2, code: r.code, sender: r.sender, transactionID: r.transactionID, cuUEID: nil)
        case .ue: return ListKey(list: 3, code: r.code, sender: r.sender, transactionID: nil, cuUEID: r.cuUEID)
        }
    }

    /// Appends `slot` to the tail of its list (`key` nil: the arrival list); true when the list
    /// was empty.
    @discardableResult
    private mutating func link(_ slot: Int, _ list: List, _ key: ListKey?) -> Bool {
        let base = slot * 8 + list.rawValue * 2
        let tail: Int32
        if let key {
            // one hash of the key, whether the list exists or is made here
            tail = Self.append(Int32(slot), to: &ends[key, default: Ends(head: -1, tail: -1)])
        } else {
            tail = last
            if first < 0 { first = Int32(slot) }
            last = Int32(slot)
        }
        links[base] = tail
        links[base + 1] = -1
        if tail >= 0 { links[Int(tail) * 8 + list.rawValue * 2 + 1] = Int32(slot) }
        return tail < 0
    }

    /// Makes `slot` the tail of the list `ends` (head -1: an empty one); returns the previous tail.
    private static func append(_ slot: Int32, to ends: inout Ends) -> Int32 {
        let tail = ends.tail
        if ends.head < 0 { ends.head = slot }
        ends.tail = slot
        return tail
    }

    /// Takes `slot` out of its list (`key` nil: the arrival list); true when the list is now empty.
    @discardableResult
    private mutating func unlink(_ slot: Int, _ list: List, _ key: ListKey?) -> Bool {
        let base = slot * 8 + list.rawValue * 2
        let prev = links[base], next = links[base + 1]
        let offset = list.rawValue * 2
        if prev >= 0 { links[Int(prev) * 8 + offset + 1] = next }
        if next >= 0 { links[Int(next) * 8 + offset] = prev }
        if let key {
            if let i = ends.index(forKey: key) {
                if prev < 0 && next < 0 {
                    ends.remove(at: i)
                } else {
                    if prev < 0 { ends.values[i].head = next }
                    if next < 0 { ends.values[i].tail = prev }
                }
            }
        } else {
            if prev < 0 { first = next }
            if next < 0 { last = prev }
        }
        links[base] = -1
        links[base + 1] = -1
        return prev < 0 && next < 0
    }
}
