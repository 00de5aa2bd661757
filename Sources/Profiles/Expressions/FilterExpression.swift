import WireCore

/// A compiled custom-rule expression: Wireshark display-filter syntax over the field names
/// `ranconform decode --json` prints (tshark's field names; `wireshark-filter(4)` syntax).
///
/// ```
/// oran_fh_cus.data_direction == 1 && oran_fh_cus.udCompHdrWidth in {9, 12..14}
/// eth.src == 02:00:00:00:bb:01 || ip.src == 10.0.0.0/24
/// count(sctp.chunk_type) > 1 and not f1ap
/// {ecpri.size - 4} % 4 == 0
/// ```
///
/// - Values: field names (`vlan.id`), integers (`100`, `0x64`), floating point (`1.5`),
///   strings (`"Reset"`), MAC (`02:00:00:00:aa:01`) and IPv4 (`10.0.0.1`, `10.0.0.0/8`)
///   addresses, `true` / `false`; `len(field)` (bytes of each occurrence) and
///   `count(field)` (occurrences in the frame).
/// - Arithmetic: `+ - * / %`, `&` (bitwise and), prefix `-`; group with `( )` or `{ }`.
/// - Comparisons: `== != < <= > >=` or `eq ne lt le gt ge`, `===` / `all_eq`,
///   `!==` / `any_ne`, `contains`, `in {1, 2, 4..8}`, `not in {…}`.
/// - Logic: `&&` / `and`, `||` / `or`, `!` / `not`. A bare field name tests presence; a bare
///   `x & mask` tests for a non-zero result.
/// - Several occurrences of a field: `==` and orderings hold if *any* occurrence does, `!=`
///   if *none* equals, `===` if *all* equal, `!==` if *any* differs (Wireshark 4.0).
/// - A comparison over an absent field is ``ExpressionResult/notApplicable``.
///
/// Limits: ``maximumLength`` characters, ``maximumDepth`` nesting levels, 1024 set members;
/// evaluation looks at most at 65 536 values per sub-expression and 2^20 value pairs per
/// operator, and answers `notApplicable` when the answer would depend on what it skipped.
///
/// Field names are checked against the field registry (``KnownFields``) when a profile loads
/// (``checkFields(in:)``); a misspelt one is a profile error with a suggestion.
///
/// Where it differs from Wireshark 4.0 (the frames carry no field types, so types are
/// checked where the text fixes them and otherwise when evaluating):
/// - `count(x)` is 0 on a frame without `x` (Wireshark: no value, so `count(x) == 0` is false);
/// - `len(x)` of a number is the bytes its field spans on the wire; of address text, the
///   binary address length;
/// - a decimal with a leading zero (`010`) is refused rather than read as octal;
/// - `'…'` is a string (Wireshark: a character); a negative range end matches signed values;
/// - values that cannot be compared at run time (text against a number that is not numeric
///   text) make the comparison `notApplicable` instead of a compile error;
/// - not supported: slices (`eth.src[0:3]`), `matches`, `xor`, IPv6 literals (compare IPv6
///   fields with their text), membership of field references in sets.
public struct FilterExpression: Sendable, CustomStringConvertible {
    /// Longest expression text accepted, in Unicode scalars.
    public static let maximumLength = 4096
    /// Deepest nesting accepted (parentheses, operators, prefix `!`/`-`).
    public static let maximumDepth = Parser.maximumDepth

    /// The expression as written.
    public let text: String
    /// Every field name the expression reads (presence tests and functions included).
    public var referencedFields: Set<String> { Set(fieldOrder) }
    /// The same names in order of first appearance.
    public let fieldOrder: [String]
    /// Every occurrence of a field name in the text, in text order.
    public let fieldReferences: [FieldReference]
    /// Where the text came from (a profile's file:line:column), if known.
    public let source: SourceText?
    let program: ConditionProgram

    /// Compiles `text`; errors carry the column in `text` and, when `source` has a location,
    /// file:line:column in the profile.
    public static func compile(_ text: String, source: SourceText? = nil) throws(ExpressionError) -> FilterExpression {
        let scalars = Array(text.unicodeScalars.prefix(maximumLength + 1))
        func fail(_ message: String, _ offset: Int) -> ExpressionError {
            ExpressionError(
                message: message, column: offset + 1,
                location: ExpressionError.locate(offset: offset, in: scalars, from: source?.location))
        }
        if scalars.count > maximumLength {
            throw fail("expression longer than \(maximumLength) characters", maximumLength)
        }
        do throws(LocatedMessage) {
            let tokens = try Lexer.tokenize(scalars)
            let syntax = try Parser.parse(tokens)
            var compiler = Compiler()
            let program = try compiler.condition(syntax)
            let references = compiler.references.sorted { $0.offset < $1.offset }
                .map { FieldReference(name: $0.name, offset: $0.offset) }
            return FilterExpression(text: text, fieldOrder: compiler.fieldOrder, fieldReferences: references, source: source, program: program)
        } catch {
            throw fail(error.message, error.offset)
        }
    }

    /// Compiles profile text, reporting errors at its file:line:column.
    public static func compile(_ source: SourceText) throws(ExpressionError) -> FilterExpression {
        try compile(source.text, source: source)
    }

    /// Checks every field name the expression reads against `registry`: the first one it does
    /// not know is an error at that name's column (and file:line:column when the text came from
    /// a profile), naming the closest known field when one is a few edits away.
    public func checkFields(in registry: FieldRegistry) throws(ExpressionError) {
        for reference in fieldReferences where !registry.knows(reference.name) {
            let hint = registry.suggestion(for: reference.name).map { " (did you mean '\($0)'?)" } ?? " (see 'ranconform fields')"
            let scalars = Array(text.unicodeScalars)
            throw ExpressionError(
                message: "unknown field '\(reference.name)'\(hint)", column: reference.offset + 1,
                location: ExpressionError.locate(offset: reference.offset, in: scalars, from: source?.location))
        }
    }

    /// True, false, or not applicable (a compared field is absent) on one frame's fields.
    public func evaluate(_ fields: FieldList) -> ExpressionResult {
        Evaluator(fields: fields).evaluate(program)
    }

    public var description: String { text }
}

/// A field name as an expression reads it, with its place in the expression's text.
public struct FieldReference: Hashable, Sendable {
    public let name: String
    /// 0-based offset of the name's first character, in Unicode scalars.
    public let offset: Int
    /// 1-based column of the name in the expression's text.
    public var column: Int { offset + 1 }
}
