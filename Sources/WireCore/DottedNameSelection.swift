/// Selecting fields by name, as a custom rule reads them: a field is selected when its name, or
/// one of its dotted prefixes (`f1ap`, `oran_fh_cus`), is among the selected names.
public enum DottedNameSelection {
    /// Whether `name` or one of its dotted prefixes is among `names` (their UTF-8). Selections
    /// hold a handful of names, so they are scanned linearly: a byte comparison per name costs
    /// less than hashing the field name and each of its prefixes.
    @inlinable
    public static func selects(_ name: String, in names: [[UInt8]]) -> Bool {
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
