extension FilterExpression {
    /// The operands of the expression's top-level `&&` (the whole expression when it is not a
    /// conjunction) that read no field outside `names`, as one expression; nil when there is none.
    ///
    /// A conjunction is true only when every operand is (``ExpressionResult``), so wherever this
    /// part is not true the whole expression is not true either. A consumer that can build the
    /// fields in `names` cheaply, exactly as they appear among the frame's fields, can thus tell
    /// from them alone that a `where` cannot hold, and skip building the rest
    /// (``CustomRule/evaluate(_:)`` needs `where` to be true).
    public func conjuncts(readingOnly names: Set<String>) -> FilterExpression? {
        let operands: [ConditionProgram]
        if case .and(let items) = program { operands = items } else { operands = [program] }
        let kept = operands.filter { Self.fieldNames(of: $0).isSubset(of: names) }
        guard !kept.isEmpty else { return nil }
        let read = kept.reduce(into: Set<String>()) { $0.formUnion(Self.fieldNames(of: $1)) }
        return FilterExpression(text: text, fieldOrder: fieldOrder.filter(read.contains), fieldReferences: fieldReferences.filter { read.contains($0.name) },
                                source: source, program: kept.count == 1 ? kept[0] : .and(kept))
    }

    /// Every field name a condition reads (presence tests, `len()` and `count()` included).
    static func fieldNames(of program: ConditionProgram) -> Set<String> {
        var names = Set<String>()
        collect(program, into: &names)
        return names
    }

    private static func collect(_ program: ConditionProgram, into names: inout Set<String>) {
        switch program {
        case .constant: break
        case .present(let name, _): names.insert(name)
        case .nonzero(let value): collect(value, into: &names)
        case .compare(_, let left, let right):
            collect(left, into: &names)
            collect(right, into: &names)
        case .member(let value, _, _): collect(value, into: &names)
        case .not(let operand): collect(operand, into: &names)
        case .and(let items), .or(let items): for item in items { collect(item, into: &names) }
        }
    }

    private static func collect(_ value: ValueProgram, into names: inout Set<String>) {
        switch value {
        case .field(let name), .length(let name), .count(let name): names.insert(name)
        case .constant: break
        case .negate(let operand): collect(operand, into: &names)
        case .arithmetic(_, let left, let right):
            collect(left, into: &names)
            collect(right, into: &names)
        }
    }
}
