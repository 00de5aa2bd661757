import ASN1PER
import WireCore

/// Abstract-syntax checks of one decoded PDU against the object sets (TS 38.473 clause 10.3),
/// at every depth: each ProtocolIE-Container, ProtocolExtensionContainer and SEQUENCE OF
/// ProtocolIE-SingleContainer (lists of items), and each single IE field such as the
/// elementary-procedure header. Rule ids of the F1AP digest §3.4: F1-IE-MANDATORY,
/// F1-IE-DUPLICATE, F1-IE-ORDER, F1-IE-CRIT-MATCH, F1-CRIT-UNKNOWN.
///
/// The walk follows the value tree and, in step, the decoder's ``APERLayout`` (one entry per
/// component in decoding order), so each finding gets the bit offset and dotted field path
/// (`F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[2]`) of its component.
struct F1APAbstractSyntaxChecks {
    let index: F1APContainerIndex
    let openTypeTables: [[Int64: Int]]
    let layout: APERLayout
    let baseBitOffset: Int
    var found: [Finding] = []

    static func check(_ value: ASN1Value, rootType: Int, index: F1APContainerIndex, schema: ASN1Schema, layout: APERLayout, baseBitOffset: Int) -> [Finding] {
        var walk = F1APAbstractSyntaxChecks(index: index, openTypeTables: schema.openTypeTables, layout: layout, baseBitOffset: baseBitOffset)
        walk.walk(value, rootType, entry: 0, isItem: false, depth: 0)
        return walk.found
    }

    /// A finding at layout entry `entry` (the PDU start when the entry is unknown).
    mutating func add(_ id: String, _ severity: Finding.Severity, _ message: String, at entry: Int?) {
        let at = entry.flatMap { layout.location($0) }
        found.append(Finding(id: id, severity: severity, message: message, fieldPath: entry.map { layout.path($0) } ?? "F1AP-PDU",
                             bitOffset: at?.bitOffset ?? baseBitOffset, bitLength: at?.bitLength ?? 0))
    }

    /// The layout entry of part `name` of a SEQUENCE value at entry `entry` (parts and child
    /// entries correspond one to one, in order).
    func entry(of name: String, in parts: [ASN1NamedValue], at entry: Int) -> Int? {
        guard let k = parts.firstIndex(where: { $0.name == name }) else { return nil }
        return layout.child(entry, k)
    }

    mutating func walk(_ v: ASN1Value, _ type: Int, entry: Int, isItem: Bool, depth: Int) {
        let n = index.nodes[type]
        guard n.mayHoldFields, depth < 48 else { return }
        switch n.tag {
        case .leaf:
            return
        case .sequence:
            guard case .sequence(let parts) = v else { return }
            if n.field >= 0 && !isItem { checkField(parts, index.fields[Int(n.field)], n, entry: entry) }
            let start = Int(n.start)
            let end = start + Int(n.count)
            var cursor = start
            var child = layout.firstChild(entry) ?? -1
            for p in parts {
                let partEntry = child
                child = child >= 0 ? layout.next(child) : -1
                var j = cursor
                while j < end && index.components[j].name != p.name { j += 1 }
                if j == end {
                    j = start
                    while j < cursor && index.components[j].name != p.name { j += 1 }
                    if j == cursor { continue }
                }
                cursor = j + 1
                let c = index.components[j]
                if c.lookup >= 0 {
                    if case .openType(_, let inner) = p.value, let key = Self.integer(named: index.components[start + Int(c.key)].name, in: parts),
                       let t = openTypeTables[Int(c.lookup)][key] {
                        walk(inner, t, entry: layout.firstChild(partEntry) ?? -1, isItem: false, depth: depth + 1)
                    }
                } else {
                    walk(p.value, Int(c.type), entry: partEntry, isItem: false, depth: depth + 1)
                }
            }
        case .choice:
            guard case .choice(let name, let inner) = v else { return }
            let start = Int(n.start)
            for j in start ..< start + Int(n.count) where index.components[j].name == name {
                walk(inner, Int(index.components[j].type), entry: layout.firstChild(entry) ?? -1, isItem: false, depth: depth + 1)
                break
            }
        case .sequenceOf:
            guard case .sequenceOf(let items) = v else { return }
            let element = Int(n.start)
            let e = index.nodes[element]
            let container = e.field >= 0 && n.isContainer
            if container { checkContainer(items, index.fields[Int(e.field)], e, entry: entry) }
            var child = layout.firstChild(entry) ?? -1
            for item in items {
                walk(item, element, entry: child, isItem: container, depth: depth + 1)
                child = child >= 0 ? layout.next(child) : -1
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
    mutating func checkField(_ parts: [ASN1NamedValue], _ f: F1APContainerIndex.Field, _ n: F1APContainerIndex.Node, entry: Int) {
        guard let (key, crit) = triple(parts, f, n), let set = index.sets[f.objectSet] else { return }
        let keyName = index.components[Int(n.start) + f.keyIndex].name
        let critName = index.components[Int(n.start) + f.criticalityIndex].name
        guard let object = set.entries[key] else {
            let what = Self.isProcedure(f) ? "unknown procedure code \(key)" : "IE \(key) not in \(set.name),"
            add("F1-CRIT-UNKNOWN", crit == "reject" ? .error : .warning, "\(what) with criticality \(crit)",
                at: Self.isProcedure(f) ? self.entry(of: keyName, in: parts, at: entry) : entry)
            return
        }
        if let expected = object.criticality, expected != crit {
            let what = Self.isProcedure(f) ? "procedure criticality \(crit)" : "IE \(key) (\(object.typeName)) criticality \(crit)"
            add("F1-IE-CRIT-MATCH", .error, "\(what), \(set.name) says \(expected)", at: self.entry(of: critName, in: parts, at: entry))
        }
    }

    /// A container: every item known, unique, in object-set order, with the object set's
    /// criticality; every mandatory IE present.
    mutating func checkContainer(_ items: [ASN1Value], _ f: F1APContainerIndex.Field, _ n: F1APContainerIndex.Node, entry: Int) {
        guard let set = index.sets[f.objectSet] else { return }
        let critName = index.components[Int(n.start) + f.criticalityIndex].name
        // keys in item order (-1 for items that are no IE field); containers are short, so a
        // linear search beats hashing
        var keys: [Int64] = []
        keys.reserveCapacity(items.count)
        var lastPosition = -1
        var orderReported = false
        var itemEntry = layout.firstChild(entry) ?? -1
        for (i, item) in items.enumerated() {
            let at = itemEntry
            itemEntry = itemEntry >= 0 ? layout.next(itemEntry) : -1
            guard case .sequence(let parts) = item, let (key, crit) = triple(parts, f, n) else {
                keys.append(-1)
                continue
            }
            let entry = set.entries[key]
            let name = entry?.typeName ?? "unknown"
            if let first = keys.firstIndex(of: key) {
                add("F1-IE-DUPLICATE", .error, "IE \(key) (\(name)) repeated (first at position \(first))", at: at)
            }
            keys.append(key)
            guard let entry else {
                add("F1-CRIT-UNKNOWN", crit == "reject" ? .error : .warning, "IE \(key) not in \(set.name), criticality \(crit)", at: at)
                continue
            }
            if entry.position < lastPosition && !orderReported {
                orderReported = true
                add("F1-IE-ORDER", .warning, "IE \(key) (\(name)) out of the order of \(set.name)", at: at)
            }
            lastPosition = max(lastPosition, entry.position)
            if let expected = entry.criticality, expected != crit {
                add("F1-IE-CRIT-MATCH", .error, "IE \(key) (\(name)) criticality \(crit), \(set.name) says \(expected)",
                    at: self.entry(of: critName, in: parts, at: at))
            }
        }
        for (key, typeName) in set.mandatory where !keys.contains(key) {
            add("F1-IE-MANDATORY", .error, "mandatory IE \(key) (\(typeName)) of \(set.name) missing", at: entry)
        }
    }
}
