import ASN1PER

/// How asn2wrs names fields where our walk names them otherwise.
public enum TsharkNaming {
    /// A SEQUENCE OF whose element is a named type: asn2wrs names each item after the element
    /// type (`ngap.QoEReference`), we after the list's component (`ngap.qoEReferenceList`).
    public static func isListItemNamedByType(ours: String, theirs: String, schema: ASN1Schema, prefix: String) -> Bool {
        guard ours.hasPrefix(prefix), theirs.hasPrefix(prefix) else { return false }
        let component = String(ours.dropFirst(prefix.count)), element = String(theirs.dropFirst(prefix.count))
        func underscored(_ s: String) -> String { String(s.map { $0 == "-" ? "_" : $0 }) }
        // the item names of a SEQUENCE OF whose element is `e`: `e`'s type name, and when `e` is
        // itself a SEQUENCE OF (`SPS-ConfigDeactivationState-r16 ::= SEQUENCE OF
        // SPS-ConfigIndex-r16`), the names of its items one level deeper, where ours still names
        // them after the outer list's component
        func itemNames(_ e: Int) -> Bool {
            var t = e
            for _ in 0..<8 {
                if underscored(schema.node(t).name) == element { return true }
                guard case .sequenceOf(let inner, _) = schema.node(t).kind else { return false }
                t = inner
            }
            return false
        }
        for node in schema.nodes {
            let children: [ASN1Component]
            switch node.kind {
            case .sequence(let q): children = q.root + q.additions.flatMap(\.components)
            case .choice(let c): children = c.root + c.additions
            default: children = []
            }
            // an IE value of a SEQUENCE OF type is named by its type
            if case .sequenceOf(let e, _) = node.kind, underscored(node.name) == component, itemNames(e) { return true }
            for c in children where underscored(c.name) == component {
                if case .sequenceOf(let e, _) = schema.node(c.type).kind, itemNames(e) { return true }
            }
        }
        return false
    }
}
