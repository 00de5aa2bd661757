import F1AP

/// One served-cell list of a gNB-DU CONFIGURATION UPDATE (TS 38.473 §9.2.1.7: Served Cells To
/// Add / Modify / Delete List) and the cells it names: the old NR CGIs of modified and deleted
/// cells, the NR CGIs of added and modified ones (``CellKey/collect(_:old:new:depth:)``).
struct F1APServedCellChange: Sendable {
    enum List: Sendable { case added, modified, deleted }

    var list: List
    var old: [CellKey]
    var new: [CellKey]

    /// The message's served-cell lists, in IE order.
    static func changes(in m: F1APMessage) -> [F1APServedCellChange] {
        var out: [F1APServedCellChange] = []
        for ie in m.ies {
            let name = ie.name
            let list: List
            if name.hasPrefix("Served-Cells-To-Add") { list = .added }
            else if name.hasPrefix("Served-Cells-To-Modify") { list = .modified }
            else if name.hasPrefix("Served-Cells-To-Delete") { list = .deleted }
            else { continue }
            var change = F1APServedCellChange(list: list, old: [], new: [])
            CellKey.collect(ie.value, old: &change.old, new: &change.new, depth: 0)
            out.append(change)
        }
        return out
    }

    /// The NR CGI an INITIAL UL RRC MESSAGE TRANSFER names (TS 38.473 §9.2.3.1), when it has one
    /// that reads as a cell.
    static func initialULCell(_ m: F1APMessage) -> CellKey? {
        guard let ie = m.ies.first(where: { $0.name == "NRCGI" }) else { return nil }
        return CellKey(ie.value.unwrapped)
    }
}
