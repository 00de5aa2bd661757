/// Abstract syntax tree of the ASN.1 notation subset used by 3GPP and O-RAN application
/// protocol modules (X.680 types and values, X.681 classes/objects/object sets, X.682 table
/// constraints, X.683 parameterisation).
struct SourcePosition: Sendable, Equatable {
    var file: Int
    var line: Int
    var column: Int
}

indirect enum TypeExpr: Sendable {
    case boolean
    case null
    case real
    case objectIdentifier
    case integer
    case octetString
    case bitString
    /// Root and extension items (X.680 clause 20); `ext == nil` means no extension marker.
    case enumerated(root: [(String, Int64?)], ext: [(String, Int64?)]?)
    case characterString(String)
    case sequence(SequenceBody, isSet: Bool)
    case choice(SequenceBody)
    case sequenceOf(TypeExpr, [ConstraintExpr], isSet: Bool)
    case reference(String, arguments: [[ASN1Token]]?, SourcePosition)
    /// `CLASS.&field` (X.681 clause 14).
    case classField(String, field: String, SourcePosition)
    case constrained(TypeExpr, [ConstraintExpr])
}

struct ComponentExpr: Sendable {
    var name: String
    var type: TypeExpr
    var optional: Bool
    var defaultValue: ValueExpr?
    var position: SourcePosition
}

enum SequenceItem: Sendable {
    case component(ComponentExpr)
    case extensionMarker
    case additionGroup([ComponentExpr])
}

struct SequenceBody: Sendable {
    var items: [SequenceItem]
}

indirect enum ValueExpr: Sendable {
    case number(Int64)
    case boolean(Bool)
    case null
    case reference(String, SourcePosition)
    case cstring(String)
    case bstring(String)
    case hstring(String)
    case braces([ASN1Token])
}

/// `( root [, ... [, additions]] )` (X.680 clause 46) or a table constraint (X.682 clause 10).
struct ConstraintExpr: Sendable {
    var root: ElementSet
    var extensible: Bool
    var additions: ElementSet?
    var position: SourcePosition
}

indirect enum ElementSet: Sendable {
    case union([ElementSet])
    case intersection([ElementSet])
    case single(ValueExpr)
    /// `lb..ub`; nil bounds are MIN / MAX.
    case range(ValueExpr?, ValueExpr?)
    case size(ConstraintExpr)
    case from(ConstraintExpr)
    case containing(TypeExpr)
    case table(ObjectSetSpec, atReferences: [String])
    case typeInclusion(TypeExpr)
    case empty
}

struct ObjectSetSpec: Sendable {
    enum Element: Sendable {
        case reference(String, SourcePosition)
        case inline([ASN1Token], SourcePosition)
    }
    var elements: [Element]
    var extensible: Bool
}

struct ClassFieldSpec: Sendable {
    var name: String
    var isTypeField: Bool
    var type: TypeExpr?
    var optional: Bool
    var defaultValue: ValueExpr?
    var defaultTokens: [ASN1Token]?
}

indirect enum SyntaxItem: Sendable {
    case literal(String)
    case field(String)
    case optionalGroup([SyntaxItem])
}

struct ClassDefinition: Sendable {
    var fields: [ClassFieldSpec]
    var syntax: [SyntaxItem]?
}

enum AssignmentBody: Sendable {
    case type(TypeExpr)
    case parameterizedType(parameters: [String], body: [ASN1Token])
    case value(governor: TypeExpr, ValueExpr)
    case objectSet(governor: String, ObjectSetSpec)
    case classDefinition(ClassDefinition)
}

struct Assignment: Sendable {
    var name: String
    var module: String
    var body: AssignmentBody
    var position: SourcePosition
}
