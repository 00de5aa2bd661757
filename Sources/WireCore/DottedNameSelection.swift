/// A set of field names selecting fields by name or dotted prefix: `oran_fh_cus` selects
/// `oran_fh_cus.sectionId`, as custom rules read fields (the fronthaul, F1AP and E1AP / E2AP /
/// NGAP selections hold one).
public struct DottedNameSelection: Sendable {
    /// The names' UTF-8, sorted. Selections hold a handful of names, so they are scanned
    /// linearly: a byte comparison per name costs less than hashing the field name and each of
    /// its prefixes.
    @usableFromInline let names: [[UInt8]]

    public init(_ names: Set<String>) {
        self.names = names.sorted().map { Array($0.utf8) }
    }

    /// Whether `name` or one of its dotted prefixes is among the names.
    @inlinable
    public func selects(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { field in
            for selected in names where selected.count <= field.count {
                if selected.count < field.count && field[selected.count] != UInt8(ascii: ".") { continue }
                if field.starts(with: selected) { return true }
            }
            return false
        }
    }
}
