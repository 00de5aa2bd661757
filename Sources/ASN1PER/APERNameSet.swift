/// A set of component and type names, tested against a layout entry's name
/// (``APERLayout/name(_:)``) without making the name's string: the test is run once per
/// distinct name of the schema's decode plan when the set is built, and a layout walk then reads
/// one flag per entry.
///
/// Layout walks that look for a few names (the UE join-evidence walk's NAS names) visit many
/// entries of a PDU; taking each entry's name as a `String` costs a retain and a release, and
/// comparing it a call into the standard library.
public struct APERNameSet: Sendable {
    /// By index in the plan's component names.
    let componentNames: [Bool]
    /// By type id (the name of the root and of an open type's resolved value).
    let typeNames: [Bool]
    /// For names off the plan (components decoded by the general walk) and for the empty name
    /// of a SEQUENCE OF item.
    let test: @Sendable (String) -> Bool
    /// The plan the flags were taken from (a layout of another schema is tested by name).
    let plan: ObjectIdentifier

    /// The names of `schema`'s decode plan for which `test` holds.
    public init(_ schema: ASN1Schema, _ test: @escaping @Sendable (String) -> Bool) {
        let plan = schema.plan
        componentNames = plan.strings.map(test)
        typeNames = plan.typeNames.map(test)
        self.test = test
        self.plan = ObjectIdentifier(plan)
    }
}

extension APERLayout {
    /// Whether `entry`'s name (``name(_:)``) is in `set`: the same answer as
    /// `set`'s test of ``name(_:)``.
    public func name(_ entry: Int, isIn set: APERNameSet) -> Bool {
        guard entry >= 0 && entry < entries.count else { return set.test("") }
        guard set.plan == ObjectIdentifier(plan) else { return set.test(name(entry)) }
        let e = entries[entry]
        let i = Int(e.value)
        switch e.kind {
        case .planName: return i >= 0 && i < set.componentNames.count ? set.componentNames[i] : set.test(name(entry))
        case .root, .type: return i >= 0 && i < set.typeNames.count ? set.typeNames[i] : set.test(name(entry))
        case .index, .name: return set.test(name(entry))
        }
    }
}
