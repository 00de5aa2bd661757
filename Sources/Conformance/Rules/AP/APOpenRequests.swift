/// The open class-1 requests of one E1AP / E2AP / NGAP association (``APProcedureChecker``), in
/// arrival order, with O(1) amortized costs per message however many are open.
///
/// A request joins at the end; it leaves from the front (the association's bound) or from
/// anywhere (the outcome that answers it), leaving a hole that is skipped and dropped in bulk
/// once holes make up half of the list. Counts by procedure and receiver, and by procedure,
/// sender and Transaction ID, let an outcome that no open request could match, and a request
/// whose Transaction ID no open request of its procedure and sender holds (the usual case),
/// skip the list altogether; the list is walked only when a candidate exists.
struct APOpenRequests {
    private struct ProcedureKey: Hashable {
        var code: Int
        var receiver: Int
    }

    private struct TransactionKey: Hashable {
        var code: Int
        var sender: Int
        var transactionID: String
    }

    /// Arrival order; nil marks a request that left.
    private var slots: [APProcedureChecker.Open?] = []
    private var head = 0
    /// Slots before it hold no request not yet judged past its timeout (``firstPending()``).
    private var pending = 0
    /// Requests open.
    private(set) var count = 0
    private var byProcedure: [ProcedureKey: Int] = [:]
    private var byTransaction: [TransactionKey: Int] = [:]

    var isEmpty: Bool { count == 0 }

    mutating func append(_ request: APProcedureChecker.Open) {
        slots.append(request)
        count += 1
        byProcedure[ProcedureKey(code: request.code, receiver: request.receiver), default: 0] += 1
        if let t = request.identities["TransactionID"] {
            byTransaction[TransactionKey(code: request.code, sender: request.sender, transactionID: t), default: 0] += 1
        }
    }

    /// The oldest open request, removed.
    mutating func removeFirst() -> APProcedureChecker.Open? {
        while head < slots.count {
            let at = head
            head += 1
            if let request = slots[at] {
                slots[at] = nil
                left(request)
                return request
            }
        }
        return nil
    }

    /// The oldest open request of procedure `code` sent to `receiver` that `matches`, removed.
    mutating func removeFirst(code: Int, receiver: Int, where matches: (APProcedureChecker.Open) -> Bool) -> APProcedureChecker.Open? {
        guard byProcedure[ProcedureKey(code: code, receiver: receiver)] != nil else { return nil }
        for at in head..<slots.count {
            guard let request = slots[at], request.code == code, request.receiver == receiver, matches(request) else { continue }
            slots[at] = nil
            left(request)
            return request
        }
        return nil
    }

    /// The oldest open request of procedure `code` from `sender` carrying Transaction ID
    /// `transactionID` (another request reusing it while it is open).
    func holder(code: Int, sender: Int, transactionID: String) -> APProcedureChecker.Open? {
        guard byTransaction[TransactionKey(code: code, sender: sender, transactionID: transactionID)] != nil else { return nil }
        for at in head..<slots.count {
            if let request = slots[at], request.code == code, request.sender == sender, request.identities["TransactionID"] == transactionID {
                return request
            }
        }
        return nil
    }

    /// The oldest open request not yet judged past its timeout (arrival order), if any.
    mutating func firstPending() -> APProcedureChecker.Open? {
        pending = max(pending, head)
        while pending < slots.count {
            if let request = slots[pending], !request.pastTimeout { return request }
            pending += 1
        }
        return nil
    }

    /// Marks the ``firstPending()`` request as judged past its timeout; it stays open, so a
    /// late outcome still answers it.
    mutating func markPastTimeout() {
        guard firstPending() != nil else { return }
        slots[pending]!.pastTimeout = true
        pending += 1
    }

    /// The open requests, oldest first.
    func forEach(_ body: (APProcedureChecker.Open) -> Void) {
        for at in head..<slots.count { if let request = slots[at] { body(request) } }
    }

    private mutating func left(_ request: APProcedureChecker.Open) {
        count -= 1
        Self.decrement(&byProcedure, ProcedureKey(code: request.code, receiver: request.receiver))
        if let t = request.identities["TransactionID"] {
            Self.decrement(&byTransaction, TransactionKey(code: request.code, sender: request.sender, transactionID: t))
        }
        // Holes (the front passed, and answered requests) dropped once they are half the list.
        if slots.count > 64 && (slots.count - count) * 2 > slots.count {
            // The cursor keeps its place among the requests left.
            let judged = pending > head ? slots[head..<min(pending, slots.count)].reduce(0) { $0 + ($1 == nil ? 0 : 1) } : 0
            slots = slots[head...].filter { $0 != nil }
            head = 0
            pending = judged
        }
    }

    private static func decrement<K: Hashable>(_ counts: inout [K: Int], _ key: K) {
        guard let n = counts[key] else { return }
        if n <= 1 { counts.removeValue(forKey: key) } else { counts[key] = n - 1 }
    }
}
