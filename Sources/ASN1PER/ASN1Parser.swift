/// Recursive-descent parser from tokens to ``Assignment``s (X.680 clause 13 module definitions).
struct ASN1Parser {
    var tokens: [ASN1Token]
    var index = 0
    let fileNames: [String]

    init(tokens: [ASN1Token], fileNames: [String]) {
        self.tokens = tokens
        self.fileNames = fileNames
    }

    static let characterStringTypes: Set<String> = [
        "PrintableString", "VisibleString", "IA5String", "UTF8String", "BMPString", "NumericString",
        "UniversalString", "TeletexString", "T61String", "VideotexString", "GraphicString",
        "GeneralString", "ISO646String", "ObjectDescriptor", "UTCTime", "GeneralizedTime",
    ]

    // MARK: token helpers

    var atEnd: Bool { index >= tokens.count }
    func peek(_ offset: Int = 0) -> ASN1Token? {
        let i = index + offset
        return i < tokens.count ? tokens[i] : nil
    }
    var position: SourcePosition {
        if let t = peek() { return SourcePosition(file: t.file, line: t.line, column: t.column) }
        if let t = tokens.last { return SourcePosition(file: t.file, line: t.line, column: t.column + t.text.count) }
        return SourcePosition(file: 0, line: 1, column: 1)
    }

    func error(_ message: String, at pos: SourcePosition? = nil) -> ASN1CompileError {
        let p = pos ?? position
        let name = p.file < fileNames.count ? fileNames[p.file] : "<input>"
        return ASN1CompileError(file: name, line: p.line, column: p.column, message: message)
    }

    mutating func next() throws(ASN1CompileError) -> ASN1Token {
        guard let t = peek() else { throw error("unexpected end of input") }
        index += 1
        return t
    }

    func isSymbol(_ s: String, _ offset: Int = 0) -> Bool { peek(offset)?.isSymbol(s) ?? false }
    func isWord(_ s: String, _ offset: Int = 0) -> Bool { peek(offset)?.isWord(s) ?? false }

    mutating func accept(symbol s: String) -> Bool {
        if isSymbol(s) { index += 1; return true }
        return false
    }
    mutating func accept(word s: String) -> Bool {
        if isWord(s) { index += 1; return true }
        return false
    }
    mutating func expect(symbol s: String) throws(ASN1CompileError) {
        guard accept(symbol: s) else { throw error("expected '\(s)', found '\(peek()?.text ?? "end of input")'") }
    }
    mutating func expect(word s: String) throws(ASN1CompileError) {
        guard accept(word: s) else { throw error("expected '\(s)', found '\(peek()?.text ?? "end of input")'") }
    }
    mutating func word() throws(ASN1CompileError) -> String {
        guard let t = peek(), t.kind == .word else {
            throw error("expected a name, found '\(peek()?.text ?? "end of input")'")
        }
        index += 1
        return t.text
    }

    /// Tokens of a balanced `{ ... }` group starting at the cursor, without the outer braces.
    mutating func balancedBraces() throws(ASN1CompileError) -> [ASN1Token] {
        let start = position
        try expect(symbol: "{")
        var depth = 1
        var out: [ASN1Token] = []
        while depth > 0 {
            guard let t = peek() else { throw error("unbalanced '{'", at: start) }
            index += 1
            if t.isSymbol("{") { depth += 1 }
            if t.isSymbol("}") {
                depth -= 1
                if depth == 0 { break }
            }
            out.append(t)
        }
        return out
    }

    static func isUpper(_ s: String) -> Bool { s.utf8.first.map { $0 >= 65 && $0 <= 90 } ?? false }

    // MARK: modules

    mutating func parseModules() throws(ASN1CompileError) -> [Assignment] {
        var out: [Assignment] = []
        while !atEnd { out += try parseModule() }
        return out
    }

    mutating func parseModule() throws(ASN1CompileError) -> [Assignment] {
        let moduleName = try word()
        if isSymbol("{") { _ = try balancedBraces() }
        try expect(word: "DEFINITIONS")
        while let t = peek(), !t.isSymbol("::=") {
            guard t.kind == .word else { throw error("unexpected '\(t.text)' in module header") }
            index += 1
        }
        try expect(symbol: "::=")
        try expect(word: "BEGIN")
        if accept(word: "EXPORTS") {
            while let t = peek(), !t.isSymbol(";") { _ = t; index += 1 }
            try expect(symbol: ";")
        }
        if accept(word: "IMPORTS") {
            // Symbols FROM Module [OID] ... ; — names are global in this compiler, so imports
            // are only skipped (X.680 clause 13.16).
            while let t = peek(), !t.isSymbol(";") {
                if t.isWord("FROM") {
                    index += 1
                    _ = try word()
                    if isSymbol("{") { _ = try balancedBraces() }
                    continue
                }
                index += 1
                if isSymbol("{") && isSymbol("}", 1) { index += 2 }
            }
            try expect(symbol: ";")
        }
        var out: [Assignment] = []
        while true {
            guard let t = peek() else { throw error("missing END of module \(moduleName)") }
            if t.isWord("END") { index += 1; break }
            out.append(try parseAssignment(module: moduleName))
        }
        return out
    }

    mutating func parseAssignment(module: String) throws(ASN1CompileError) -> Assignment {
        let pos = position
        let name = try word()
        if isSymbol("{") {
            // parameterised assignment: Name { Governor : param, param } ::= body
            let paramTokens = try balancedBraces()
            var params: [String] = []
            var last: String?
            for t in paramTokens {
                if t.isSymbol(",") {
                    if let l = last { params.append(l) }
                    last = nil
                } else if t.kind == .word {
                    last = t.text
                }
            }
            if let l = last { params.append(l) }
            try expect(symbol: "::=")
            let bodyStart = index
            _ = try parseType()
            let body = Array(tokens[bodyStart..<index])
            return Assignment(name: name, module: module, body: .parameterizedType(parameters: params, body: body), position: pos)
        }
        if accept(symbol: "::=") {
            if Self.isUpper(name) {
                if accept(word: "CLASS") {
                    return Assignment(name: name, module: module, body: .classDefinition(try parseClassBody()), position: pos)
                }
                return Assignment(name: name, module: module, body: .type(try parseType()), position: pos)
            }
            throw error("expected a type for '\(name)'", at: pos)
        }
        let governor = try parseType()
        try expect(symbol: "::=")
        if Self.isUpper(name) {
            guard case .reference(let cls, _, _) = governor else {
                // value set type assignment (X.680 clause 16.8): keep as a constrained type
                let spec = try parseObjectSetSpec()
                _ = spec
                return Assignment(name: name, module: module, body: .type(governor), position: pos)
            }
            return Assignment(name: name, module: module, body: .objectSet(governor: cls, try parseObjectSetSpec()), position: pos)
        }
        return Assignment(name: name, module: module, body: .value(governor: governor, try parseValue()), position: pos)
    }

    // MARK: classes (X.681 clause 9, 10)

    mutating func parseClassBody() throws(ASN1CompileError) -> ClassDefinition {
        try expect(symbol: "{")
        var fields: [ClassFieldSpec] = []
        while !accept(symbol: "}") {
            guard let t = peek(), t.kind == .field else { throw error("expected a class field '&name'") }
            index += 1
            var spec = ClassFieldSpec(name: t.text, isTypeField: Self.isUpper(t.text), type: nil, optional: false)
            if !spec.isTypeField {
                spec.type = try parseType()
                _ = accept(word: "UNIQUE")
            }
            if accept(word: "OPTIONAL") { spec.optional = true }
            if accept(word: "DEFAULT") {
                if spec.isTypeField {
                    let start = index
                    _ = try parseType()
                    spec.defaultTokens = Array(tokens[start..<index])
                } else {
                    spec.defaultValue = try parseValue()
                }
            }
            fields.append(spec)
            if !accept(symbol: ",") {
                try expect(symbol: "}")
                break
            }
        }
        var syntax: [SyntaxItem]?
        if accept(word: "WITH") {
            try expect(word: "SYNTAX")
            let body = try balancedBraces()
            var i = 0
            syntax = Self.parseSyntax(body, &i)
        }
        return ClassDefinition(fields: fields, syntax: syntax)
    }

    static func parseSyntax(_ body: [ASN1Token], _ i: inout Int) -> [SyntaxItem] {
        var items: [SyntaxItem] = []
        while i < body.count {
            let t = body[i]
            i += 1
            if t.isSymbol("[") || t.isSymbol("[[") {
                var inner = parseSyntax(body, &i)
                if t.isSymbol("[[") { inner = [.optionalGroup(inner)] }
                items.append(.optionalGroup(inner))
            } else if t.isSymbol("]") {
                return items
            } else if t.isSymbol("]]") {
                return items  // closes two groups; the outer one sees end of its own list next
            } else if t.kind == .field {
                items.append(.field(t.text))
            } else {
                items.append(.literal(t.text))
            }
        }
        return items
    }

    // MARK: object sets (X.681 clause 12)

    mutating func parseObjectSetSpec() throws(ASN1CompileError) -> ObjectSetSpec {
        try expect(symbol: "{")
        var spec = ObjectSetSpec(elements: [], extensible: false)
        while true {
            guard let t = peek() else { throw error("unterminated object set") }
            if t.isSymbol("}") { index += 1; break }
            if t.isSymbol("|") || t.isSymbol(",") || t.isWord("UNION") { index += 1; continue }
            if t.isSymbol("...") { index += 1; spec.extensible = true; continue }
            let pos = position
            if t.isSymbol("{") {
                spec.elements.append(.inline(try balancedBraces(), pos))
                continue
            }
            if t.kind == .word {
                index += 1
                if isSymbol("{") { _ = try balancedBraces() }  // parameterised reference: unsupported arguments
                spec.elements.append(.reference(t.text, pos))
                continue
            }
            throw error("unexpected '\(t.text)' in object set")
        }
        return spec
    }

    // MARK: values (X.680 clause 17)

    mutating func parseValue() throws(ASN1CompileError) -> ValueExpr {
        let pos = position
        let t = try next()
        switch t.kind {
        case .number:
            // values above Int64.max (e.g. E1AP usage counters 0..2^64-1) are clamped: the PER
            // encoding of the range (8 value octets) is the same; such values cannot be coded
            guard let v = Int64(t.text) ?? UInt64(t.text).map({ _ in Int64.max }) else { throw error("number out of range", at: pos) }
            return .number(v)
        case .cstring: return .cstring(t.text)
        case .bstring: return .bstring(t.text)
        case .hstring: return .hstring(t.text)
        case .symbol:
            if t.text == "-", let n = peek(), n.kind == .number {
                index += 1
                guard let v = Int64(n.text) else { throw error("number out of range", at: pos) }
                return .number(-v)
            }
            if t.text == "{" {
                index -= 1
                return .braces(try balancedBraces())
            }
            throw error("expected a value, found '\(t.text)'", at: pos)
        case .word:
            switch t.text {
            case "TRUE": return .boolean(true)
            case "FALSE": return .boolean(false)
            case "NULL": return .null
            default: return .reference(t.text, pos)
            }
        case .field:
            throw error("expected a value, found '&\(t.text)'", at: pos)
        }
    }

    // MARK: types (X.680 clauses 16-40)

    mutating func parseType() throws(ASN1CompileError) -> TypeExpr {
        let base = try parseBaseType()
        var constraints: [ConstraintExpr] = []
        while isSymbol("(") { constraints.append(try parseConstraint()) }
        return constraints.isEmpty ? base : .constrained(base, constraints)
    }

    mutating func parseBaseType() throws(ASN1CompileError) -> TypeExpr {
        let pos = position
        let t = try next()
        if t.isSymbol("[") {  // tag: [class number] [IMPLICIT|EXPLICIT]
            while let u = peek(), !u.isSymbol("]") { _ = u; index += 1 }
            try expect(symbol: "]")
            _ = accept(word: "IMPLICIT") || accept(word: "EXPLICIT")
            return try parseBaseType()
        }
        guard t.kind == .word else { throw error("expected a type, found '\(t.text)'", at: pos) }
        switch t.text {
        case "BOOLEAN": return .boolean
        case "NULL": return .null
        case "REAL": return .real
        case "INTEGER":
            if isSymbol("{") { _ = try balancedBraces() }  // named numbers do not change PER
            return .integer
        case "ENUMERATED": return try parseEnumerated()
        case "BIT":
            try expect(word: "STRING")
            if isSymbol("{") { _ = try balancedBraces() }
            return .bitString
        case "OCTET":
            try expect(word: "STRING")
            return .octetString
        case "OBJECT":
            try expect(word: "IDENTIFIER")
            return .objectIdentifier
        case "RELATIVE-OID": return .objectIdentifier
        case "SEQUENCE", "SET":
            let isSet = t.text == "SET"
            if isSymbol("{") { return .sequence(try parseSequenceBody(), isSet: isSet) }
            var constraints: [ConstraintExpr] = []
            if isSymbol("(") { constraints.append(try parseConstraint()) }
            if accept(word: "SIZE") {
                let c = try parseConstraint()
                constraints.append(ConstraintExpr(root: .size(c), extensible: false, additions: nil, position: c.position))
            }
            try expect(word: "OF")
            if let n = peek(), n.kind == .word, !Self.isUpper(n.text), let n2 = peek(1), n2.kind == .word || n2.isSymbol("[") {
                index += 1  // SEQUENCE OF name Type
            }
            return .sequenceOf(try parseType(), constraints, isSet: isSet)
        case "CHOICE":
            return .choice(try parseSequenceBody())
        case "ANY":
            if accept(word: "DEFINED") { try expect(word: "BY"); _ = try word() }
            return .classField("ANY", field: "Type", pos)
        default:
            if Self.characterStringTypes.contains(t.text) { return .characterString(t.text) }
            if isSymbol("."), let f = peek(1), f.kind == .field {
                index += 2
                var fieldName = f.text
                while isSymbol("."), let g = peek(1), g.kind == .field {  // chained &a.&b
                    index += 2
                    fieldName = g.text
                }
                return .classField(t.text, field: fieldName, pos)
            }
            if isSymbol("{") {
                let argTokens = try balancedBraces()
                return .reference(t.text, arguments: Self.splitArguments(argTokens), pos)
            }
            return .reference(t.text, arguments: nil, pos)
        }
    }

    /// Splits actual parameters at top-level commas; `{Set}` loses its braces when it is a single
    /// object set reference (X.683 clause 9: `{{IEsSetParam}}`).
    static func splitArguments(_ tokens: [ASN1Token]) -> [[ASN1Token]] {
        var out: [[ASN1Token]] = []
        var current: [ASN1Token] = []
        var depth = 0
        for t in tokens {
            if t.isSymbol("{") || t.isSymbol("(") { depth += 1 }
            if t.isSymbol("}") || t.isSymbol(")") { depth -= 1 }
            if depth == 0 && t.isSymbol(",") {
                out.append(current)
                current = []
            } else {
                current.append(t)
            }
        }
        if !current.isEmpty { out.append(current) }
        return out.map { arg in
            if arg.count == 3, arg[0].isSymbol("{"), arg[2].isSymbol("}"), arg[1].kind == .word { return [arg[1]] }
            return arg
        }
    }

    mutating func parseEnumerated() throws(ASN1CompileError) -> TypeExpr {
        try expect(symbol: "{")
        var root: [(String, Int64?)] = []
        var ext: [(String, Int64?)]?
        while !accept(symbol: "}") {
            if accept(symbol: "...") {
                if accept(symbol: "!") { _ = try parseValue() }
                ext = []
            } else {
                let name = try word()
                var number: Int64?
                if accept(symbol: "(") {
                    if case .number(let v) = try parseValue() { number = v }
                    try expect(symbol: ")")
                }
                if ext != nil { ext?.append((name, number)) } else { root.append((name, number)) }
            }
            if !accept(symbol: ",") {
                try expect(symbol: "}")
                break
            }
        }
        return .enumerated(root: root, ext: ext)
    }

    mutating func parseSequenceBody() throws(ASN1CompileError) -> SequenceBody {
        try expect(symbol: "{")
        var items: [SequenceItem] = []
        while !accept(symbol: "}") {
            if accept(symbol: "...") {
                if accept(symbol: "!") { _ = try parseValue() }
                items.append(.extensionMarker)
            } else if accept(symbol: "[[") {
                if let n = peek(), n.kind == .number, isSymbol(":", 1) { index += 2 }
                var group: [ComponentExpr] = []
                while true {
                    group.append(try parseComponent())
                    if accept(symbol: ",") { continue }
                    try expect(symbol: "]]")
                    break
                }
                items.append(.additionGroup(group))
            } else if isWord("COMPONENTS") {
                throw error("COMPONENTS OF is not supported")
            } else {
                items.append(.component(try parseComponent()))
            }
            if !accept(symbol: ",") {
                try expect(symbol: "}")
                break
            }
        }
        return SequenceBody(items: items)
    }

    mutating func parseComponent() throws(ASN1CompileError) -> ComponentExpr {
        let pos = position
        let name = try word()
        let type = try parseType()
        var component = ComponentExpr(name: name, type: type, optional: false, defaultValue: nil, position: pos)
        if accept(word: "OPTIONAL") {
            component.optional = true
        } else if accept(word: "DEFAULT") {
            component.defaultValue = try parseValue()
        }
        return component
    }

    // MARK: constraints (X.680 clause 49-51, X.682)

    mutating func parseConstraint() throws(ASN1CompileError) -> ConstraintExpr {
        let pos = position
        try expect(symbol: "(")
        if isSymbol("{") {
            let set = try parseObjectSetSpec()
            var refs: [String] = []
            if isSymbol("{") {
                let inner = try balancedBraces()
                var current = ""
                for t in inner {
                    if t.isSymbol(",") {
                        refs.append(current)
                        current = ""
                    } else if !t.isSymbol("@") {
                        current += t.text
                    }
                }
                if !current.isEmpty { refs.append(current) }
            }
            try expect(symbol: ")")
            return ConstraintExpr(root: .table(set, atReferences: refs), extensible: false, additions: nil, position: pos)
        }
        var c = try parseElementSetSpecs(position: pos)
        if accept(symbol: "!") { _ = try parseValue() }
        try expect(symbol: ")")
        c.position = pos
        return c
    }

    mutating func parseElementSetSpecs(position pos: SourcePosition) throws(ASN1CompileError) -> ConstraintExpr {
        if accept(symbol: "...") {
            var additions: ElementSet?
            if accept(symbol: ",") { additions = try parseUnion() }
            return ConstraintExpr(root: .empty, extensible: true, additions: additions, position: pos)
        }
        let root = try parseUnion()
        var c = ConstraintExpr(root: root, extensible: false, additions: nil, position: pos)
        if isSymbol(","), isSymbol("...", 1) {
            index += 2
            c.extensible = true
            if accept(symbol: ",") { c.additions = try parseUnion() }
        }
        return c
    }

    mutating func parseUnion() throws(ASN1CompileError) -> ElementSet {
        var items = [try parseIntersection()]
        while accept(symbol: "|") || accept(word: "UNION") { items.append(try parseIntersection()) }
        return items.count == 1 ? items[0] : .union(items)
    }

    mutating func parseIntersection() throws(ASN1CompileError) -> ElementSet {
        var items = [try parseElement()]
        while accept(symbol: "^") || accept(word: "INTERSECTION") { items.append(try parseElement()) }
        return items.count == 1 ? items[0] : .intersection(items)
    }

    mutating func parseElement() throws(ASN1CompileError) -> ElementSet {
        let pos = position
        if accept(word: "SIZE") { return .size(try parseConstraint()) }
        if accept(word: "FROM") { return .from(try parseConstraint()) }
        if accept(word: "CONTAINING") {
            let t = try parseType()
            if accept(word: "ENCODED") { try expect(word: "BY"); _ = try parseValue() }
            return .containing(t)
        }
        if accept(word: "WITH") {
            _ = accept(word: "COMPONENT") || accept(word: "COMPONENTS")
            if isSymbol("(") {
                var depth = 0
                repeat {
                    let t = try next()
                    if t.isSymbol("(") { depth += 1 }
                    if t.isSymbol(")") { depth -= 1 }
                } while depth > 0
            } else if isSymbol("{") {
                _ = try balancedBraces()
            }
            return .empty
        }
        if accept(symbol: "(") {
            let inner = try parseElementSetSpecs(position: pos)
            try expect(symbol: ")")
            return inner.root
        }
        var lower: ValueExpr?
        if accept(word: "MIN") {
            lower = nil
        } else {
            if let t = peek(), t.kind == .word, Self.isUpper(t.text), !["TRUE", "FALSE", "NULL", "MAX"].contains(t.text),
                !(peek(1)?.isSymbol("..") ?? false)
            {
                return .typeInclusion(try parseType())
            }
            lower = try parseValue()
        }
        _ = accept(symbol: "<")
        if accept(symbol: "..") {
            _ = accept(symbol: "<")
            if accept(word: "MAX") { return .range(lower, nil) }
            return .range(lower, try parseValue())
        }
        guard let value = lower else { throw error("MIN without a range", at: pos) }
        return .single(value)
    }
}
