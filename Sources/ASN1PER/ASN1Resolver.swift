/// Turns parsed assignments into an ``ASN1Schema``: resolves references, instantiates
/// parameterised types (X.683) by substituting actual parameters, evaluates PER-visible
/// constraints (X.691 clause 10.3-10.9) and resolves object sets through their class syntax
/// (X.681 clause 10-12).
final class ASN1Resolver {
    let fileNames: [String]
    var types: [String: Assignment] = [:]
    var parameterized: [String: Assignment] = [:]
    var valueAssignments: [String: Assignment] = [:]
    var classes: [String: ClassDefinition] = [:]
    var objectSetAssignments: [String: Assignment] = [:]

    var nodes: [ASN1TypeNode] = []
    var namedTypeIDs: [String: Int] = [:]
    /// OCTET / BIT STRING node → the type of its contents constraint (X.682 11, `CONTAINING T`).
    var containedTypes: [Int: Int] = [:]
    var instanceIDs: [String: Int] = [:]
    var objectSets: [ASN1ObjectSet] = []
    var objectSetIDs: [String: Int] = [:]
    var constants: [String: Int64] = [:]
    var constantsInProgress: Set<String> = []
    var depth = 0

    init(assignments: [Assignment], fileNames: [String]) {
        self.fileNames = fileNames
        for a in assignments {
            switch a.body {
            case .type: if types[a.name] == nil { types[a.name] = a }
            case .parameterizedType: if parameterized[a.name] == nil { parameterized[a.name] = a }
            case .value: if valueAssignments[a.name] == nil { valueAssignments[a.name] = a }
            case .objectSet: if objectSetAssignments[a.name] == nil { objectSetAssignments[a.name] = a }
            case .classDefinition(let c): if classes[a.name] == nil { classes[a.name] = c }
            }
        }
    }

    func error(_ message: String, at p: SourcePosition) -> ASN1CompileError {
        ASN1CompileError(file: p.file < fileNames.count ? fileNames[p.file] : "<input>", line: p.line, column: p.column, message: message)
    }

    func run() throws(ASN1CompileError) -> ASN1Schema {
        for name in types.keys.sorted() { _ = try namedType(name, at: types[name]!.position) }
        for name in objectSetAssignments.keys.sorted() {
            let a = objectSetAssignments[name]!
            guard case .objectSet(let cls, _) = a.body, classes[cls] != nil else { continue }
            _ = try namedObjectSet(name, at: a.position)
        }
        for name in valueAssignments.keys.sorted() { _ = try? integerConstant(name) }
        return ASN1Schema(nodes: nodes, namedTypes: namedTypeIDs, objectSets: objectSets, objectSetNames: objectSetIDs, constants: constants, containedTypes: containedTypes)
    }

    // MARK: values

    func integerConstant(_ name: String) throws(ASN1CompileError) -> Int64? {
        if let v = constants[name] { return v }
        guard let a = valueAssignments[name], case .value(_, let value) = a.body else { return nil }
        guard !constantsInProgress.contains(name) else { throw error("circular value \(name)", at: a.position) }
        constantsInProgress.insert(name)
        defer { constantsInProgress.remove(name) }
        let v = try integer(value)
        if let v { constants[name] = v }
        return v
    }

    func integer(_ value: ValueExpr) throws(ASN1CompileError) -> Int64? {
        switch value {
        case .number(let v): return v
        case .reference(let name, _): return try integerConstant(name)
        default: return nil
        }
    }

    func requireInteger(_ value: ValueExpr, at p: SourcePosition) throws(ASN1CompileError) -> Int64 {
        guard let v = try integer(value) else {
            if case .reference(let name, let rp) = value { throw error("undefined integer value '\(name)'", at: rp) }
            throw error("expected an integer value", at: p)
        }
        return v
    }

    // MARK: types

    func add(_ node: ASN1TypeNode) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    func namedType(_ name: String, at p: SourcePosition) throws(ASN1CompileError) -> Int {
        if let id = namedTypeIDs[name] { return id }
        guard let a = types[name], case .type(let expr) = a.body else {
            throw error("undefined type '\(name)'", at: p)
        }
        let id = add(ASN1TypeNode(name: name, kind: .null))
        namedTypeIDs[name] = id
        nodes[id].kind = try kind(of: expr, name: name)
        try recordContainedType(expr, id)
        return id
    }

    /// A type id for `expr`; references without new constraints reuse the referenced node.
    func typeID(_ expr: TypeExpr, name: String? = nil) throws(ASN1CompileError) -> Int {
        depth += 1
        defer { depth -= 1 }
        if depth > 200 { throw error("type nesting too deep", at: SourcePosition(file: 0, line: 0, column: 0)) }
        switch expr {
        case .reference(let ref, let args, let p):
            if let args { return try instantiate(ref, args, at: p) }
            return try namedType(ref, at: p)
        case .classField(let cls, let field, let p):
            return try classFieldType(cls, field, at: p)
        default:
            let id = add(ASN1TypeNode(name: name ?? Self.builtinName(expr), kind: .null))
            let k = try kind(of: expr, name: name)
            nodes[id].kind = k
            try recordContainedType(expr, id)
            return id
        }
    }

    /// Keeps the type of an OCTET STRING's or BIT STRING's contents constraint (X.682 11:
    /// `OCTET STRING (CONTAINING CellGroupConfig)`). Not PER-visible (X.691 B.2.6): the codec
    /// reads the octets; a caller may decode them as that type.
    func recordContainedType(_ expr: TypeExpr, _ id: Int) throws(ASN1CompileError) {
        guard case .constrained(let base, let cs) = expr else { return }
        switch base {
        case .octetString, .bitString: break
        default: return
        }
        for c in cs {
            if case .containing(let t) = c.root {
                containedTypes[id] = try typeID(t)
                return
            }
        }
    }

    static func builtinName(_ expr: TypeExpr) -> String {
        switch expr {
        case .boolean: "BOOLEAN"
        case .null: "NULL"
        case .real: "REAL"
        case .objectIdentifier: "OBJECT IDENTIFIER"
        case .integer: "INTEGER"
        case .octetString: "OCTET STRING"
        case .bitString: "BIT STRING"
        case .enumerated: "ENUMERATED"
        case .characterString(let n): n
        case .sequence(_, let isSet): isSet ? "SET" : "SEQUENCE"
        case .choice: "CHOICE"
        case .sequenceOf(_, _, let isSet): isSet ? "SET OF" : "SEQUENCE OF"
        case .reference(let n, _, _): n
        case .classField: "OPEN TYPE"
        case .constrained(let base, _): builtinName(base)
        }
    }

    func classFieldType(_ cls: String, _ field: String, at p: SourcePosition) throws(ASN1CompileError) -> Int {
        if cls == "ANY" { return add(ASN1TypeNode(name: "ANY", kind: .openType)) }
        guard let c = classes[cls] else { throw error("undefined class '\(cls)'", at: p) }
        guard let f = c.fields.first(where: { $0.name == field }) else {
            throw error("class \(cls) has no field &\(field)", at: p)
        }
        if f.isTypeField || f.type == nil { return add(ASN1TypeNode(name: "OPEN TYPE", kind: .openType)) }
        return try typeID(f.type!)
    }

    func instantiate(_ name: String, _ args: [[ASN1Token]], at p: SourcePosition) throws(ASN1CompileError) -> Int {
        let key = name + "{" + args.map { $0.map(\.text).joined(separator: " ") }.joined(separator: ", ") + "}"
        if let id = instanceIDs[key] { return id }
        guard let a = parameterized[name], case .parameterizedType(let params, let body) = a.body else {
            throw error("undefined parameterised type '\(name)'", at: p)
        }
        guard params.count == args.count else {
            throw error("\(name) takes \(params.count) parameters, \(args.count) given", at: p)
        }
        var substituted: [ASN1Token] = []
        substituted.reserveCapacity(body.count)
        for t in body {
            if t.kind == .word, let i = params.firstIndex(of: t.text) {
                substituted.append(contentsOf: args[i])
            } else {
                substituted.append(t)
            }
        }
        var parser = ASN1Parser(tokens: substituted, fileNames: fileNames)
        let expr = try parser.parseType()
        let id = add(ASN1TypeNode(name: name, kind: .null))
        instanceIDs[key] = id
        if case .reference(let ref, let refArgs, let rp) = expr {
            let target = refArgs != nil ? try instantiate(ref, refArgs!, at: rp) : try namedType(ref, at: rp)
            nodes[id].kind = nodes[target].kind
        } else {
            nodes[id].kind = try kind(of: expr, name: name)
        }
        return id
    }

    func kind(of expr: TypeExpr, name: String?) throws(ASN1CompileError) -> ASN1TypeKind {
        switch expr {
        case .boolean: return .boolean
        case .null: return .null
        case .real: return .real
        case .objectIdentifier: return .objectIdentifier
        case .integer: return .integer(.unconstrained)
        case .octetString: return .octetString(.unconstrained)
        case .bitString: return .bitString(.unconstrained)
        case .enumerated(let root, let ext):
            return .enumerated(root: Self.ordered(root), additions: ext.map { $0.map(\.0) })
        case .characterString(let n):
            return Self.stringKind(n, size: .unconstrained, alphabet: nil)
        case .sequence(let body, _):
            return .sequence(try sequence(body))
        case .choice(let body):
            let s = try sequence(body)
            return .choice(ASN1ChoiceType(root: s.root, extensible: s.extensible, additions: s.additions.flatMap(\.components)))
        case .sequenceOf(let element, let constraints, _):
            let e = try typeID(element)
            var size = ASN1SizeBounds.unconstrained
            for c in constraints { size = try applySize(c, to: size) }
            return .sequenceOf(element: e, size: size)
        case .reference(let ref, let args, let p):
            let id = args != nil ? try instantiate(ref, args!, at: p) : try namedType(ref, at: p)
            return nodes[id].kind
        case .classField(let cls, let field, let p):
            return nodes[try classFieldType(cls, field, at: p)].kind
        case .constrained(let base, let constraints):
            var k = try kind(of: base, name: name)
            for c in constraints { k = try apply(c, to: k, baseExpr: base) }
            return k
        }
    }

    /// Root items in declaration order; explicit numbers (X.680 20.2) reorder them.
    static func ordered(_ items: [(String, Int64?)]) -> [String] {
        guard items.contains(where: { $0.1 != nil }) else { return items.map(\.0) }
        var used = Set(items.compactMap(\.1))
        var next: Int64 = 0
        var numbered: [(String, Int64)] = []
        for (n, v) in items {
            if let v {
                numbered.append((n, v))
            } else {
                while used.contains(next) { next += 1 }
                numbered.append((n, next))
                used.insert(next)
            }
        }
        return numbered.sorted { $0.1 < $1.1 }.map(\.0)
    }

    static let stringAlphabets: [String: (ClosedRange<UInt32>?, [UInt32]?)] = {
        let printable = Array(" '()+,-./:=?".unicodeScalars.map(\.value)) + Array(48...57) + Array(65...90) + Array(97...122)
        return [
            "PrintableString": (nil, printable.sorted()),
            "NumericString": (nil, [32] + Array(48...57)),
            "VisibleString": (32...126, nil),
            "ISO646String": (32...126, nil),
            "IA5String": (0...127, nil),
            "BMPString": (0...65535, nil),
            "UniversalString": (0...0xFFFF_FFFF, nil),
        ]
    }()

    static func stringKind(_ n: String, size: ASN1SizeBounds, alphabet: [UInt32]?) -> ASN1TypeKind {
        guard let (range, list) = stringAlphabets[n] else { return .unrestrictedString(name: n) }
        let effective: [UInt32]
        let count: UInt64
        let maxCode: UInt64
        if let alphabet {
            effective = alphabet
            count = UInt64(alphabet.count)
            maxCode = UInt64(alphabet.last ?? 0)
        } else if let list {
            effective = list
            count = UInt64(list.count)
            maxCode = UInt64(list.last ?? 0)
        } else {
            effective = []
            count = UInt64(range!.upperBound - range!.lowerBound) + 1
            maxCode = UInt64(range!.upperBound)
        }
        var b = 0
        while (UInt64(1) << UInt64(b)) < count { b += 1 }
        var bb = 1
        while bb < b { bb *= 2 }
        let useIndex = maxCode >= (UInt64(1) << UInt64(bb)) && !effective.isEmpty
        // full ranges (VisibleString etc.) store no list: codes are used directly when they fit
        return .knownMultiplierString(
            name: n, size: size,
            characters: ASN1CharacterSet(alphabet: useIndex ? effective : (alphabet ?? []), bitsPerCharacter: bb, useIndex: useIndex))
    }

    func sequence(_ body: SequenceBody) throws(ASN1CompileError) -> ASN1SequenceType {
        var root: [ASN1Component] = []
        var additions: [ASN1ExtensionAddition] = []
        var markers = 0
        var pending: [(ComponentExpr, Bool)] = []  // (component, inRoot)
        var groups: [[ComponentExpr]] = []
        for item in body.items {
            switch item {
            case .extensionMarker: markers += 1
            case .component(let c):
                if markers == 1 { groups.append([c]); additions.append(ASN1ExtensionAddition(components: [], isGroup: false)) } else { pending.append((c, true)) }
            case .additionGroup(let cs):
                groups.append(cs)
                additions.append(ASN1ExtensionAddition(components: [], isGroup: true))
            }
        }
        for (c, _) in pending { root.append(try component(c)) }
        // resolve table references (keys by name among root components)
        for i in root.indices { try link(&root[i], siblings: root, expr: pending[i].0) }
        for (gi, g) in groups.enumerated() {
            var cs: [ASN1Component] = []
            for c in g { cs.append(try component(c)) }
            additions[gi].components = cs
        }
        return ASN1SequenceType(root: root, extensible: markers > 0, additions: additions)
    }

    func component(_ c: ComponentExpr) throws(ASN1CompileError) -> ASN1Component {
        var defaultValue: ASN1Value?
        if let d = c.defaultValue {
            switch d {
            case .number(let v): defaultValue = .integer(v)
            case .boolean(let b): defaultValue = .boolean(b)
            case .reference(let n, _): defaultValue = (try? integerConstant(n)).flatMap { $0 }.map { .integer($0) } ?? .enumerated(index: -1, name: n)
            default: defaultValue = nil
            }
        }
        var typeExpr = c.type
        // strip table constraints off CLASS.&field types; they become the component's table reference
        if case .constrained(let base, let cs) = c.type, case .classField = base {
            let rest = cs.filter { if case .table = $0.root { return false } else { return true } }
            typeExpr = rest.isEmpty ? base : .constrained(base, rest)
        }
        let t = try typeID(typeExpr)
        return ASN1Component(name: c.name, type: t, optional: c.optional || c.defaultValue != nil, defaultValue: defaultValue, table: nil)
    }

    func link(_ comp: inout ASN1Component, siblings: [ASN1Component], expr: ComponentExpr) throws(ASN1CompileError) {
        guard case .constrained(let base, let cs) = expr.type, case .classField(let cls, let field, _) = base else { return }
        for c in cs {
            guard case .table(let spec, let refs) = c.root else { continue }
            let set = try objectSet(spec, className: cls, at: c.position)
            var key: Int?
            if let r = refs.first {
                let name = String(r.drop(while: { $0 == "." || $0 == "/" }))
                key = siblings.firstIndex { $0.name == name }
            }
            comp.table = ASN1TableReference(objectSet: set, field: field, keyComponent: key)
        }
    }

    // MARK: constraints

    func apply(_ c: ConstraintExpr, to k: ASN1TypeKind, baseExpr: TypeExpr) throws(ASN1CompileError) -> ASN1TypeKind {
        switch k {
        case .integer(let bounds):
            guard let r = try range(c.root, at: c.position) else { return k }
            // serial constraints intersect; extensibility comes from the last one (X.680 49.8)
            var b = bounds
            if let lo = r.0 { b.lower = max(b.lower ?? lo, lo) }
            if let hi = r.1 { b.upper = min(b.upper ?? hi, hi) }
            b.extensible = c.extensible
            return .integer(b)
        case .octetString(let s): return .octetString(try applySize(c, to: s))
        case .bitString(let s): return .bitString(try applySize(c, to: s))
        case .sequenceOf(let e, let s): return .sequenceOf(element: e, size: try applySize(c, to: s))
        case .knownMultiplierString(let n, let s, let chars):
            let size = try applySize(c, to: s)
            var alphabet: [UInt32]? = chars.alphabet.isEmpty ? nil : chars.alphabet
            if !c.extensible, let a = try permittedAlphabet(c.root) { alphabet = a }
            return Self.stringKind(n, size: size, alphabet: alphabet)
        default:
            return k
        }
    }

    /// Integer range of a root element set: (lower, upper, hasSingleValuesOnly) — nil when the set
    /// says nothing about values.
    func range(_ e: ElementSet, at p: SourcePosition) throws(ASN1CompileError) -> (Int64?, Int64?, Bool)? {
        switch e {
        case .single(let v):
            let x = try requireInteger(v, at: p)
            return (x, x, true)
        case .range(let lo, let hi):
            let l = try lo.map { (v: ValueExpr) throws(ASN1CompileError) -> Int64 in try requireInteger(v, at: p) }
            let h = try hi.map { (v: ValueExpr) throws(ASN1CompileError) -> Int64 in try requireInteger(v, at: p) }
            return (l, h, false)
        case .union(let items):
            var out: (Int64?, Int64?, Bool)?
            for i in items {
                guard let r = try range(i, at: p) else { continue }
                if let o = out {
                    let lo: Int64? = (o.0 == nil || r.0 == nil) ? nil : min(o.0!, r.0!)
                    let hi: Int64? = (o.1 == nil || r.1 == nil) ? nil : max(o.1!, r.1!)
                    out = (lo, hi, false)
                } else {
                    out = r
                }
            }
            return out
        case .intersection(let items):
            var out: (Int64?, Int64?, Bool)?
            for i in items {
                guard let r = try range(i, at: p) else { continue }
                if let o = out {
                    let lo: Int64? = o.0 == nil ? r.0 : (r.0 == nil ? o.0 : max(o.0!, r.0!))
                    let hi: Int64? = o.1 == nil ? r.1 : (r.1 == nil ? o.1 : min(o.1!, r.1!))
                    out = (lo, hi, false)
                } else {
                    out = r
                }
            }
            return out
        case .typeInclusion(let t):
            let id = try typeID(t)
            if case .integer(let b) = nodes[id].kind { return (b.lower, b.upper, false) }
            return nil
        default:
            return nil
        }
    }

    func applySize(_ c: ConstraintExpr, to s: ASN1SizeBounds) throws(ASN1CompileError) -> ASN1SizeBounds {
        guard let sc = sizeConstraint(c.root) else { return s }
        // SIZE(...) inside an extensible outer constraint, or an extensible SIZE itself
        guard let r = try range(sc.root, at: sc.position) else { return s }
        let lo = max(Int(r.0 ?? 0), 0)
        let hi = r.1.map { Int($0) }
        return ASN1SizeBounds(lower: lo, upper: hi, extensible: sc.extensible || c.extensible)
    }

    func sizeConstraint(_ e: ElementSet) -> ConstraintExpr? {
        switch e {
        case .size(let c): return c
        case .intersection(let items), .union(let items):
            for i in items { if let c = sizeConstraint(i) { return c } }
            return nil
        default: return nil
        }
    }

    func permittedAlphabet(_ e: ElementSet) throws(ASN1CompileError) -> [UInt32]? {
        switch e {
        case .from(let c):
            guard !c.extensible else { return nil }
            var set = Set<UInt32>()
            try collectCharacters(c.root, into: &set)
            return set.sorted()
        case .intersection(let items), .union(let items):
            for i in items { if let a = try permittedAlphabet(i) { return a } }
            return nil
        default: return nil
        }
    }

    func collectCharacters(_ e: ElementSet, into set: inout Set<UInt32>) throws(ASN1CompileError) {
        switch e {
        case .single(.cstring(let s)): for u in s.unicodeScalars { set.insert(u.value) }
        case .range(.cstring(let a)?, .cstring(let b)?):
            if let x = a.unicodeScalars.first?.value, let y = b.unicodeScalars.first?.value, x <= y {
                for v in x...y { set.insert(v) }
            }
        case .union(let items): for i in items { try collectCharacters(i, into: &set) }
        default: break
        }
    }

    // MARK: object sets

    func namedObjectSet(_ name: String, at p: SourcePosition) throws(ASN1CompileError) -> Int {
        if let id = objectSetIDs[name] { return id }
        guard let a = objectSetAssignments[name], case .objectSet(let cls, let spec) = a.body else {
            throw error("undefined object set '\(name)'", at: p)
        }
        let id = objectSets.count
        objectSets.append(ASN1ObjectSet(name: name, className: cls, objects: [], extensible: false))
        objectSetIDs[name] = id
        var objects: [ASN1Object] = []
        var seen = Set<String>()
        try collect(spec, className: cls, into: &objects, seen: &seen)
        objectSets[id] = ASN1ObjectSet(name: name, className: cls, objects: objects, extensible: spec.extensible)
        return id
    }

    func objectSet(_ spec: ObjectSetSpec, className: String, at p: SourcePosition) throws(ASN1CompileError) -> Int {
        if spec.elements.count == 1, case .reference(let n, let rp) = spec.elements[0], ASN1Parser.isUpper(n) {
            return try namedObjectSet(n, at: rp)
        }
        var objects: [ASN1Object] = []
        var seen = Set<String>()
        try collect(spec, className: className, into: &objects, seen: &seen)
        objectSets.append(ASN1ObjectSet(name: "{inline}", className: className, objects: objects, extensible: spec.extensible))
        return objectSets.count - 1
    }

    func collect(_ spec: ObjectSetSpec, className: String, into objects: inout [ASN1Object], seen: inout Set<String>) throws(ASN1CompileError) {
        for element in spec.elements {
            switch element {
            case .reference(let n, let p):
                if ASN1Parser.isUpper(n) {
                    guard !seen.contains(n) else { continue }
                    seen.insert(n)
                    guard let a = objectSetAssignments[n], case .objectSet(_, let inner) = a.body else {
                        throw error("undefined object set '\(n)'", at: p)
                    }
                    try collect(inner, className: className, into: &objects, seen: &seen)
                } else {
                    guard let a = valueAssignments[n], case .value(_, .braces(let tokens)) = a.body else {
                        throw error("undefined information object '\(n)'", at: p)
                    }
                    objects.append(try object(tokens, className: className, at: a.position))
                }
            case .inline(let tokens, let p):
                objects.append(try object(tokens, className: className, at: p))
            }
        }
    }

    func object(_ tokens: [ASN1Token], className: String, at p: SourcePosition) throws(ASN1CompileError) -> ASN1Object {
        guard let cls = classes[className] else { throw error("undefined class '\(className)'", at: p) }
        var parser = ASN1Parser(tokens: tokens, fileNames: fileNames)
        var settings: [String: ASN1ObjectField] = [:]
        if let syntax = cls.syntax {
            _ = try match(syntax, &parser, cls, &settings, optional: false)
        } else {
            while !parser.atEnd {
                let t = try parser.next()
                guard t.kind == .field else { continue }
                try setting(t.text, &parser, cls, &settings)
            }
        }
        if !parser.atEnd { throw parser.error("unexpected '\(parser.peek()?.text ?? "")' in information object") }
        for f in cls.fields where settings[f.name] == nil {
            if let d = f.defaultValue {
                settings[f.name] = try fieldValue(d)
            } else if let dt = f.defaultTokens {
                var sub = ASN1Parser(tokens: dt, fileNames: fileNames)
                settings[f.name] = .type(try typeID(try sub.parseType()))
            }
        }
        return ASN1Object(fields: settings)
    }

    func match(_ items: [SyntaxItem], _ parser: inout ASN1Parser, _ cls: ClassDefinition, _ settings: inout [String: ASN1ObjectField], optional: Bool) throws(ASN1CompileError) -> Bool {
        for (i, item) in items.enumerated() {
            switch item {
            case .literal(let w):
                if parser.peek()?.text == w {
                    parser.index += 1
                } else if optional && i == 0 {
                    return false
                } else {
                    throw parser.error("expected '\(w)' in information object")
                }
            case .field(let f):
                try setting(f, &parser, cls, &settings)
            case .optionalGroup(let inner):
                let save = parser.index
                if !(try match(inner, &parser, cls, &settings, optional: true)) { parser.index = save }
            }
        }
        return true
    }

    func setting(_ f: String, _ parser: inout ASN1Parser, _ cls: ClassDefinition, _ settings: inout [String: ASN1ObjectField]) throws(ASN1CompileError) {
        guard let spec = cls.fields.first(where: { $0.name == f }) else { throw parser.error("unknown class field &\(f)") }
        if spec.isTypeField {
            let t = try parser.parseType()
            settings[f] = .type(try typeID(t))
        } else {
            settings[f] = try fieldValue(try parser.parseValue())
        }
    }

    func fieldValue(_ v: ValueExpr) throws(ASN1CompileError) -> ASN1ObjectField {
        switch v {
        case .number(let n): return .integer(n)
        case .reference(let n, _):
            if let x = try integerConstant(n) { return .integer(x) }
            return .identifier(n)
        case .boolean(let b): return .identifier(b ? "TRUE" : "FALSE")
        default: return .identifier("")
        }
    }
}
