import WireCore

extension ASN1Schema {
    /// The type of an open-type component resolved through its table constraint, given the
    /// value of the key component (X.682 clause 10.7).
    public func openTypeID(_ c: ASN1Component, root: [ASN1Component], key: Int64) -> Int? {
        guard let t = c.table, let k = t.keyComponent, k < root.count, let keyField = root[k].table?.field,
              let object = objectSets[t.objectSet].object(field: keyField, equals: key)
        else { return nil }
        return object.type(t.field)
    }

    /// The type of open-type component `c` of a SEQUENCE value `parts` of type `seq`, resolved
    /// through its table constraint and the value of its key component.
    func openTypeIDByKey(_ c: ASN1Component, _ seq: ASN1SequenceType, _ parts: [ASN1NamedValue]) -> Int? {
        guard let k = c.table?.keyComponent, k < seq.root.count,
              let key = parts.first(where: { $0.name == seq.root[k].name })?.value.integerValue else { return nil }
        return openTypeID(c, root: seq.root, key: key)
    }

    /// JSON rendering after the JSON Encoding Rules (X.697) as pycrate 0.8.1 writes them: hex
    /// strings for OCTET STRING and fixed-size BIT STRING, `{"length","value"}` for variable-size
    /// BIT STRING, `{"alt": value}` for CHOICE, the bare value for open types (hex when unknown).
    public func jerJSON(_ value: ASN1Value, as typeName: String) -> String {
        var out = ""
        if let id = namedTypes[typeName] { renderJER(value, id, &out) } else { renderJER(value, nil, &out) }
        return out
    }

    public func jerJSON(_ value: ASN1Value, typeID: Int) -> String {
        var out = ""
        renderJER(value, typeID, &out)
        return out
    }

    func renderJER(_ value: ASN1Value, _ id: Int?, _ out: inout String) {
        let kind = id.map { nodes[$0].kind }
        switch value {
        case .integer(let v): out += String(v)
        case .boolean(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .enumerated(_, let name): out += JSONString.quoted(name)
        case .bitString(let bytes, let count):
            var fixed = false
            if case .bitString(let size)? = kind, size.lower == size.upper { fixed = true }  // as pycrate: root size only
            let hex = JSONString.quoted(Hex.encode(bytes.prefix((count + 7) / 8)))
            out += fixed ? hex : "{\"length\":\(count),\"value\":\(hex)}"
        case .octetString(let b), .rawOpenType(let b), .unknownExtension(let b): out += JSONString.quoted(Hex.encode(b))
        case .string(let s): out += JSONString.quoted(s)
        case .objectIdentifier(let arcs): out += JSONString.quoted(arcs.map(String.init).joined(separator: "."))
        case .openType(let typeName, let inner):
            if case .octetString? = kind {
                // contents of OCTET STRING (CONTAINING T) decoded as T: `{"T": value}`, as pycrate writes it
                out += "{" + JSONString.quoted(typeName) + ":"
                renderJER(inner, namedTypes[typeName], &out)
                out += "}"
            } else {
                renderJER(inner, namedTypes[typeName], &out)
            }
        case .sequenceOf(let items):
            var element: Int?
            if case .sequenceOf(let e, _)? = kind { element = e }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                renderJER(item, element, &out)
            }
            out += "]"
        case .choice(let name, let v):
            var alt: Int?
            if case .choice(let c)? = kind { alt = (c.root.first { $0.name == name } ?? c.additions.first { $0.name == name })?.type }
            out += "{" + JSONString.quoted(name) + ":"
            renderJER(v, alt, &out)
            out += "}"
        case .sequence(let components):
            var seq: ASN1SequenceType?
            if case .sequence(let s)? = kind { seq = s }
            out += "{"
            var first = true
            for c in components where !c.name.hasPrefix("_ext") {
                if !first { out += "," }
                first = false
                out += JSONString.quoted(c.name) + ":"
                var compType: Int?
                if let seq {
                    let spec = seq.root.first { $0.name == c.name } ?? seq.additions.lazy.flatMap(\.components).first { $0.name == c.name }
                    if let spec {
                        compType = spec.type
                        if case .openType = nodes[spec.type].kind, case .openType(let name, let inner) = c.value {
                            compType = nil  // rendered through the open type's own name
                            // an anonymous type in the object set (`TYPE OCTET STRING (CONTAINING T)`,
                            // NGAP): resolved through the table constraint and the key's value (X.682 10.7)
                            if namedTypes[name] == nil, let t = openTypeIDByKey(spec, seq, components) {
                                renderJER(inner, t, &out)
                                continue
                            }
                        }
                    }
                }
                renderJER(c.value, compType, &out)
            }
            out += "}"
        }
    }

    /// ASN.1 value notation (X.680 clause 17), laid out like pycrate's `to_asn1()`.
    public func valueNotation(_ value: ASN1Value) -> String {
        var out = ""
        renderNotation(value, indent: "", &out)
        return out
    }

    func renderNotation(_ value: ASN1Value, indent: String, _ out: inout String) {
        switch value {
        case .integer(let v): out += String(v)
        case .boolean(let b): out += b ? "TRUE" : "FALSE"
        case .null: out += "NULL"
        case .enumerated(_, let name): out += name
        case .bitString(let bytes, let count):
            if count % 4 == 0 {
                let hex = Hex.encode(bytes).uppercased()
                out += "'" + String(hex.prefix(count / 4)) + "'H"
            } else {
                var bits = ""
                for i in 0..<count { bits += (bytes[i / 8] >> UInt8(7 - i % 8)) & 1 == 1 ? "1" : "0" }
                out += "'" + bits + "'B"
            }
        case .octetString(let b), .rawOpenType(let b), .unknownExtension(let b): out += "'" + Hex.encode(b).uppercased() + "'H"
        case .string(let s): out += "\"" + s + "\""
        case .objectIdentifier(let arcs): out += "{ " + arcs.map(String.init).joined(separator: " ") + " }"
        case .openType(let name, let inner):
            out += name + ": "
            renderNotation(inner, indent: indent, &out)
        case .choice(let name, let v):
            out += name + " : "
            renderNotation(v, indent: indent, &out)
        case .sequenceOf(let items):
            if items.isEmpty { out += "{ }"; return }
            out += "{\n"
            let inner = indent + "  "
            for (i, item) in items.enumerated() {
                out += inner
                renderNotation(item, indent: inner, &out)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "}"
        case .sequence(let components):
            if components.isEmpty { out += "{ }"; return }
            out += "{\n"
            let inner = indent + "  "
            for (i, c) in components.enumerated() {
                out += inner + c.name + " "
                renderNotation(c.value, indent: inner, &out)
                out += i + 1 < components.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }
}
