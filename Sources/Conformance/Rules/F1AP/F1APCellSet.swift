import F1AP

/// Cells of one association (served, or activated) kept to a bound, so that a peer that keeps
/// adding new cells cannot grow the table with the capture.
///
/// The bound is twice maxCellingNBDU (512 cells per gNB-DU, TS 38.473 §9.4 constants): a DU that
/// follows the protocol never serves more at once, and twice leaves room for an F1 Setup retried
/// with another cell list. Past the bound further cells are not kept and the set is marked
/// ``overflowed`` for good: a cell it does not hold may then be one of those, so a rule that would
/// find it "not served" is INCONCLUSIVE rather than FAIL (``holds(_:)`` answers nil).
struct F1APCellSet {
    static let maximumCells = 1_024

    private(set) var cells: Set<CellKey> = []
    /// A cell was not kept at the bound: absence no longer proves a cell unknown.
    private(set) var overflowed = false

    /// Nothing known: no cell kept and none let go.
    var isEmpty: Bool { cells.isEmpty && !overflowed }

    /// Whether the cell is in the set: true, false, or nil when it is not kept but may have been
    /// one let go at the bound.
    func holds(_ cell: CellKey) -> Bool? {
        if cells.contains(cell) { return true }
        return overflowed ? nil : false
    }

    mutating func formUnion(_ new: some Sequence<CellKey>) {
        for cell in new {
            if cells.count < Self.maximumCells {
                cells.insert(cell)
            } else if !cells.contains(cell) {
                overflowed = true
            }
        }
    }

    mutating func formUnion(_ new: [F1APNRCGI]) { formUnion(new.lazy.map(CellKey.init)) }

    mutating func subtract(_ old: some Sequence<CellKey>) { cells.subtract(old) }
}
