import F1AP

/// A per-message-type memo of a table keyed by IE object set name (`UEContextSetupRequestIEs`):
/// the row is found once per procedure code and message kind, and each later PDU of that type
/// takes it from an array slot instead of hashing the set name. A slot is used only when it was
/// filled for the same set name (names are compared, so another schema's PDUs stay correct).
struct F1APSetTableCache<Value> {
    private var slots: [(name: String, value: Value?)?] = Array(repeating: nil, count: 256 * 3)

    /// `lookup(set)` for `m`'s IE set, memoized by procedure code and kind; nil without a set.
    mutating func value(for m: F1APMessage, _ lookup: (String) -> Value?) -> Value? {
        guard let set = m.ieSetName else { return nil }
        let kind = switch m.kind {
        case .initiatingMessage: 0
        case .successfulOutcome: 1
        case .unsuccessfulOutcome: 2
        }
        // ProcedureCode ::= INTEGER (0..255) (TS 38.473 §9.4.5); another schema's codes look up
        guard m.procedureCode >= 0 && m.procedureCode < 256 else { return lookup(set) }
        let i = m.procedureCode * 3 + kind
        if let slot = slots[i], slot.name == set { return slot.value }
        let v = lookup(set)
        slots[i] = (set, v)
        return v
    }
}
