import ASN1PER
import WireCore

/// Abstract-syntax checks of one decoded PDU against the object sets (TS 38.473 clause 10.3),
/// at every depth: each ProtocolIE-Container and ProtocolExtensionContainer, each item of a
/// SEQUENCE OF ProtocolIE-SingleContainer (lists of items) and each single IE field such as the
/// elementary-procedure header. Rule ids of the F1AP digest §3.4: F1-IE-MANDATORY,
/// F1-IE-DUPLICATE, F1-IE-ORDER, F1-IE-CRIT-MATCH, F1-CRIT-UNKNOWN.
///
/// The checks run over the decoder's ``APERLayout`` (one plain entry per component in decoding
/// order, with its type, bit offset and decoded INTEGER / ENUMERATED value), not over the value
/// tree: a loop over small structs, and each finding gets the bit offset and dotted field path
/// (`F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[2]`) of its component.
struct F1APAbstractSyntaxChecks {
    let index: F1APContainerIndex
    let layout: APERLayout
    let baseBitOffset: Int
    var found: [Finding] = []

    static func check(layout: APERLayout, index: F1APContainerIndex, baseBitOffset: Int) -> [Finding] {
        var c = F1APAbstractSyntaxChecks(index: index, layout: layout, baseBitOffset: baseBitOffset)
        c.run()
        return c.found
    }

    /// A finding at layout entry `entry` (the PDU start when the entry is unknown).
    mutating func add(_ id: String, _ severity: Finding.Severity, _ message: String, at entry: Int?) {
        let at = entry.flatMap { layout.location($0) }
        found.append(Finding(id: id, severity: severity, message: message, fieldPath: entry.map { layout.path($0) } ?? "F1AP-PDU",
                             bitOffset: at?.bitOffset ?? baseBitOffset, bitLength: at?.bitLength ?? 0))
    }

    func node(_ entry: Int) -> F1APContainerIndex.Node? {
        let t = layout.type(entry)
        return t >= 0 && t < index.nodes.count ? index.nodes[t] : nil
    }

    /// The IE-field shape of a container's items, when `n` is such a container.
    func containerField(_ n: F1APContainerIndex.Node) -> F1APContainerIndex.Field? {
        guard n.tag == .sequenceOf, n.isContainer, let e = Optional(index.nodes[Int(n.elementType)]), e.field >= 0 else { return nil }
        return index.fields[Int(e.field)]
    }

    mutating func run() {
        for i in 0..<layout.count {
            guard let n = node(i) else { continue }
            if let f = containerField(n) {
                checkContainer(i, f)
            } else if n.field >= 0 {
                // an item of a container is checked with its container
                if layout.isItem(i), let p = node(layout.parent(i)), containerField(p) != nil { continue }
                checkField(i, index.fields[Int(n.field)])
            }
        }
    }

    /// Key value, criticality name and criticality entry of the IE field at `entry`.
    func triple(_ entry: Int, _ f: F1APContainerIndex.Field) -> (key: Int64, criticality: String, criticalityEntry: Int)? {
        guard let k = layout.child(entry, f.keyIndex), let c = layout.child(entry, f.criticalityIndex) else { return nil }
        let ci = Int(layout.scalar(c))
        guard ci >= 0 && ci < f.criticalityNames.count else { return nil }
        return (layout.scalar(k), f.criticalityNames[ci], c)
    }

    static func isProcedure(_ f: F1APContainerIndex.Field) -> Bool { f.keyField == "procedureCode" }

    /// A field outside a container (the elementary-procedure header, an item of a list of
    /// ProtocolIE-SingleContainer, a choice-extension): known key, matching criticality.
    mutating func checkField(_ entry: Int, _ f: F1APContainerIndex.Field) {
        guard let (key, crit, critEntry) = triple(entry, f), let set = index.sets[f.objectSet] else { return }
        guard let object = set.entries[key] else {
            let what = Self.isProcedure(f) ? "unknown procedure code \(key)" : "IE \(key) not in \(set.name),"
            add("F1-CRIT-UNKNOWN", crit == "reject" ? .error : .warning, "\(what) with criticality \(crit)",
                at: Self.isProcedure(f) ? layout.child(entry, f.keyIndex) : entry)
            return
        }
        if let expected = object.criticality, expected != crit {
            let what = Self.isProcedure(f) ? "procedure criticality \(crit)" : "IE \(key) (\(object.typeName)) criticality \(crit)"
            add("F1-IE-CRIT-MATCH", .error, "\(what), \(set.name) says \(expected)", at: critEntry)
        }
    }

    /// A container: every item known, unique, in object-set order, with the object set's
    /// criticality; every mandatory IE present.
    mutating func checkContainer(_ entry: Int, _ f: F1APContainerIndex.Field) {
        guard let set = index.sets[f.objectSet] else { return }
        // keys in item order; containers are short, so a linear search beats hashing
        var keys: [Int64] = []
        var lastPosition = -1
        var orderReported = false
        let end = layout.next(entry)
        var item = layout.firstChild(entry) ?? end
        while item < end {
            let at = item
            item = layout.next(item)
            guard let (key, crit, critEntry) = triple(at, f) else { continue }
            let object = set.entries[key]
            let name = object?.typeName ?? "unknown"
            if let first = keys.firstIndex(of: key) {
                add("F1-IE-DUPLICATE", .error, "IE \(key) (\(name)) repeated (first at position \(first))", at: at)
            }
            keys.append(key)
            guard let object else {
                add("F1-CRIT-UNKNOWN", crit == "reject" ? .error : .warning, "IE \(key) not in \(set.name), criticality \(crit)", at: at)
                continue
            }
            if object.position < lastPosition && !orderReported {
                orderReported = true
                add("F1-IE-ORDER", .warning, "IE \(key) (\(name)) out of the order of \(set.name)", at: at)
            }
            lastPosition = max(lastPosition, object.position)
            if let expected = object.criticality, expected != crit {
                add("F1-IE-CRIT-MATCH", .error, "IE \(key) (\(name)) criticality \(crit), \(set.name) says \(expected)", at: critEntry)
            }
        }
        for (key, typeName) in set.mandatory where !keys.contains(key) {
            add("F1-IE-MANDATORY", .error, "mandatory IE \(key) (\(typeName)) of \(set.name) missing", at: entry)
        }
    }
}
