import ASN1PER
import WireCore

/// Abstract-syntax checks of one decoded PDU against the object sets (TS 38.473 clause 10.3),
/// at every depth: each ProtocolIE-Container, ProtocolExtensionContainer and SEQUENCE OF
/// ProtocolIE-SingleContainer (lists of items), and each single IE field such as the
/// elementary-procedure header. Rule ids of the F1AP digest §3.4: F1-IE-MANDATORY,
/// F1-IE-DUPLICATE, F1-IE-ORDER, F1-IE-CRIT-MATCH, F1-CRIT-UNKNOWN.
///
/// The walk works on the value tree only and names each finding by its dotted field path
/// (`F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[2]`); the caller locates the
/// paths (bit offsets) by a second, locating decode, which only a PDU with findings pays for.
struct F1APAbstractSyntaxChecks {
    /// A finding whose bit offset is still to be looked up by `path`.
    struct Pending {
        var id: String
        var severity: Finding.Severity
        var message: String
        var path: String
    }

    enum Segment {
        case component(Int32)
        case index(Int)
        case type(Int)
    }

    let index: F1APContainerIndex
    let openTypeTables: [[Int64: Int]]
    let rootName: String
    var path: [Segment] = []
    var found: [Pending] = []

    init(index: F1APContainerIndex, schema: ASN1Schema, rootType: Int) {
        self.index = index
        self.openTypeTables = schema.openTypeTables
        self.rootName = index.typeNames[rootType]
    }

    static func check(_ value: ASN1Value, rootType: Int, index: F1APContainerIndex, schema: ASN1Schema) -> [Pending] {
        var walk = F1APAbstractSyntaxChecks(index: index, schema: schema, rootType: rootType)
        walk.walk(value, rootType, isItem: false, depth: 0)
        return walk.found
    }

    func render(_ extra: String = "") -> String {
        var s = rootName
        for seg in path {
            switch seg {
            case .component(let c): s += "." + index.components[Int(c)].name
            case .index(let i): s += "[\(i)]"
            case .type(let t): s += "." + index.typeNames[t]
            }
        }
        return s + extra
    }

    mutating func walk(_ v: ASN1Value, _ type: Int, isItem: Bool, depth: Int) {
        let n = index.nodes[type]
        guard n.mayHoldFields, depth < 48 else { return }
        switch n.tag {
        case .leaf:
            return
        case .sequence:
            guard case .sequence(let parts) = v else { return }
            if n.field >= 0 && !isItem { checkField(parts, index.fields[Int(n.field)], n) }
            let start = Int(n.start)
            let end = start + Int(n.count)
            var cursor = start
            for p in parts {
                var j = cursor
                while j < end && index.components[j].name != p.name { j += 1 }
                if j == end {
                    j = start
                    while j < cursor && index.components[j].name != p.name { j += 1 }
                    if j == cursor { continue }
                }
                cursor = j + 1
                let c = index.components[j]
                path.append(.component(Int32(j)))
                if c.lookup >= 0 {
                    if case .openType(_, let inner) = p.value, let key = Self.integer(named: index.components[start + Int(c.key)].name, in: parts),
                       let t = openTypeTables[Int(c.lookup)][key] {
                        path.append(.type(t))
                        walk(inner, t, isItem: false, depth: depth + 1)
                        path.removeLast()
                    }
                } else {
                    walk(p.value, Int(c.type), isItem: false, depth: depth + 1)
                }
                path.removeLast()
            }
        case .choice:
            guard case .choice(let name, let inner) = v else { return }
            let start = Int(n.start)
            for j in start ..< start + Int(n.count) where index.components[j].name == name {
                path.append(.component(Int32(j)))
                walk(inner, Int(index.components[j].type), isItem: false, depth: depth + 1)
                path.removeLast()
                break
            }
        case .sequenceOf:
            guard case .sequenceOf(let items) = v else { return }
            let element = Int(n.start)
            let e = index.nodes[element]
            let container = e.field >= 0 && n.isContainer
            if container { checkContainer(items, index.fields[Int(e.field)], e) }
            for (i, item) in items.enumerated() {
                path.append(.index(i))
                walk(item, element, isItem: container, depth: depth + 1)
                path.removeLast()
            }
        }
    }

    static func integer(named name: String, in parts: [ASN1NamedValue]) -> Int64? {
        for p in parts where p.name == name {
            if case .integer(let v) = p.value { return v }
            return nil
        }
        return nil
    }

    /// Key value and criticality name of an IE field value.
    func triple(_ parts: [ASN1NamedValue], _ f: F1APContainerIndex.Field, _ n: F1APContainerIndex.Node) -> (key: Int64, criticality: String)? {
        let keyName = index.components[Int(n.start) + f.keyIndex].name
        let critName = index.components[Int(n.start) + f.criticalityIndex].name
        guard let key = Self.integer(named: keyName, in: parts) else { return nil }
        for p in parts where p.name == critName {
            if case .enumerated(_, let c) = p.value { return (key, c) }
        }
        return nil
    }

    static func isProcedure(_ f: F1APContainerIndex.Field) -> Bool { f.keyField == "procedureCode" }

    /// A field outside a container (the elementary-procedure header, an item of a list of
    /// ProtocolIE-SingleContainer, a choice-extension): known key, matching criticality.
    mutating func checkField(_ parts: [ASN1NamedValue], _ f: F1APContainerIndex.Field, _ n: F1APContainerIndex.Node) {
        guard let (key, crit) = triple(parts, f, n), let set = index.sets[f.objectSet] else { return }
        let keyName = index.components[Int(n.start) + f.keyIndex].name
        let critName = index.components[Int(n.start) + f.criticalityIndex].name
        guard let entry = set.entries[key] else {
            let what = Self.isProcedure(f) ? "unknown procedure code \(key)" : "IE \(key) not in \(set.name),"
            found.append(Pending(id: "F1-CRIT-UNKNOWN", severity: crit == "reject" ? .error : .warning,
                message: "\(what) with criticality \(crit)", path: Self.isProcedure(f) ? render("." + keyName) : render()))
            return
        }
        if let expected = entry.criticality, expected != crit {
            let what = Self.isProcedure(f) ? "procedure criticality \(crit)" : "IE \(key) (\(entry.typeName)) criticality \(crit)"
            found.append(Pending(id: "F1-IE-CRIT-MATCH", severity: .error,
                message: "\(what), \(set.name) says \(expected)", path: render("." + critName)))
        }
    }

    /// A container: every item known, unique, in object-set order, with the object set's
    /// criticality; every mandatory IE present.
    mutating func checkContainer(_ items: [ASN1Value], _ f: F1APContainerIndex.Field, _ n: F1APContainerIndex.Node) {
        guard let set = index.sets[f.objectSet] else { return }
        let critName = index.components[Int(n.start) + f.criticalityIndex].name
        // keys in item order (-1 for items that are no IE field); containers are short, so a
        // linear search beats hashing
        var keys: [Int64] = []
        keys.reserveCapacity(items.count)
        var lastPosition = -1
        var orderReported = false
        for (i, item) in items.enumerated() {
            guard case .sequence(let parts) = item, let (key, crit) = triple(parts, f, n) else {
                keys.append(-1)
                continue
            }
            let entry = set.entries[key]
            let name = entry?.typeName ?? "unknown"
            if let first = keys.firstIndex(of: key) {
                found.append(Pending(id: "F1-IE-DUPLICATE", severity: .error,
                    message: "IE \(key) (\(name)) repeated (first at position \(first))", path: render("[\(i)]")))
            }
            keys.append(key)
            guard let entry else {
                found.append(Pending(id: "F1-CRIT-UNKNOWN", severity: crit == "reject" ? .error : .warning,
                    message: "IE \(key) not in \(set.name), criticality \(crit)", path: render("[\(i)]")))
                continue
            }
            if entry.position < lastPosition && !orderReported {
                orderReported = true
                found.append(Pending(id: "F1-IE-ORDER", severity: .warning,
                    message: "IE \(key) (\(name)) out of the order of \(set.name)", path: render("[\(i)]")))
            }
            lastPosition = max(lastPosition, entry.position)
            if let expected = entry.criticality, expected != crit {
                found.append(Pending(id: "F1-IE-CRIT-MATCH", severity: .error,
                    message: "IE \(key) (\(name)) criticality \(crit), \(set.name) says \(expected)", path: render("[\(i)].\(critName)")))
            }
        }
        for (key, typeName) in set.mandatory where !keys.contains(key) {
            found.append(Pending(id: "F1-IE-MANDATORY", severity: .error,
                message: "mandatory IE \(key) (\(typeName)) of \(set.name) missing", path: render()))
        }
    }
}
