import WireCore

/// Abstract-syntax checks of one decoded PDU against the object sets (clause 10.3 of the RAN3
/// application protocols: TS 38.473 F1AP, TS 37.483 E1AP, TS 38.413 NGAP; O-RAN.WG3.E2AP), at
/// every depth: each ProtocolIE-Container and ProtocolExtensionContainer, each item of a SEQUENCE
/// OF ProtocolIE-SingleContainer (lists of items) and each single IE field such as the
/// elementary-procedure header. Rule ids: the protocol's ``RuleIDs`` (§10.3.5 mandatory,
/// §10.3.6 duplicate and order, §10.3.2 criticality, §10.3.4 unknown).
///
/// The checks run over the decoder's ``APERLayout`` (one plain entry per component in decoding
/// order, with its type, bit offset and decoded INTEGER / ENUMERATED value), not over the value
/// tree: a loop over small structs, and each finding gets the bit offset and dotted field path
/// (`NGAP-PDU.initiatingMessage.value.NGSetupRequest.protocolIEs[2]`) of its component.
public struct ProtocolIEAbstractSyntaxChecks {
    /// The protocol's rule ids for each check (e.g. F1-IE-MANDATORY, NG-IE-MANDATORY).
    public struct RuleIDs: Sendable {
        public var ieMandatory: RuleID
        public var ieDuplicate: RuleID
        public var ieOrder: RuleID
        public var ieCrit: RuleID
        public var critUnknown: RuleID

        public init(ieMandatory: RuleID, ieDuplicate: RuleID, ieOrder: RuleID, ieCrit: RuleID, critUnknown: RuleID) {
            self.ieMandatory = ieMandatory
            self.ieDuplicate = ieDuplicate
            self.ieOrder = ieOrder
            self.ieCrit = ieCrit
            self.critUnknown = critUnknown
        }
    }

    /// A mandatory IE found missing: the finding's index in the returned findings, the object
    /// set, the IE id and the criticality the set gives it (`reject`, `ignore`, `notify`).
    public struct MissingIE: Hashable, Sendable {
        public var findingIndex: Int
        public var setName: String
        public var ieID: Int64
        public var criticality: String?
    }

    /// A key its object set does not have (the …-CRIT-UNKNOWN finding at `findingIndex`): an IE
    /// id, or a procedure code when `isProcedure`.
    public struct UnknownKey: Hashable, Sendable {
        /// Index of the finding among the findings it was returned with (shifted by whoever
        /// appends them elsewhere).
        public var findingIndex: Int
        public var key: Int64
        public var isProcedure: Bool

        public init(findingIndex: Int, key: Int64, isProcedure: Bool) {
            self.findingIndex = findingIndex
            self.key = key
            self.isProcedure = isProcedure
        }

        /// Whether the schema whose object sets have the IE ids `ieIDs`
        /// (``ProtocolIEContainerIndex/ieIDsInObjectSets()``) lacks this key everywhere: any unknown
        /// procedure code (every code a schema has is in its elementary-procedures set), or an IE
        /// id no set has. Such a key is what a peer of a later version sends; an IE id the schema
        /// has in other sets is an IE out of place.
        public func isUnassigned(in ieIDs: Set<Int64>) -> Bool { isProcedure || !ieIDs.contains(key) }
    }

    let index: ProtocolIEContainerIndex
    let rules: RuleIDs
    let pduTypeName: String
    let layout: APERLayout
    let baseBitOffset: Int
    var found: [Finding] = []
    /// One per mandatory-IE finding in `found`, with its index there.
    var missing: [MissingIE] = []
    /// One per unknown-key finding in `found`, with its index there.
    var unknown: [UnknownKey] = []

    /// The findings of every check over `layout` (`pduTypeName` names the PDU start, e.g.
    /// `F1AP-PDU`), the mandatory IEs found missing and the keys found unknown.
    public static func check(layout: APERLayout, index: ProtocolIEContainerIndex, rules: RuleIDs, pduTypeName: String,
                             baseBitOffset: Int) -> (findings: [Finding], missing: [MissingIE], unknown: [UnknownKey]) {
        var c = ProtocolIEAbstractSyntaxChecks(index: index, rules: rules, pduTypeName: pduTypeName, layout: layout, baseBitOffset: baseBitOffset)
        c.run()
        return (c.found, c.missing, c.unknown)
    }

    /// What a finding says, as ids into the index: its text is made only when read.
    enum Message: Sendable {
        /// …-CRIT-UNKNOWN outside a container (procedure code or IE id not in the set).
        case unknownKey(ProtocolIEContainerIndex.Field, key: Int64, criticality: Int)
        /// …-CRIT-UNKNOWN in a container.
        case unknownItem(ProtocolIEContainerIndex.Field, key: Int64, criticality: Int)
        /// …-IE-CRIT-MATCH: `entry` is the object-set entry.
        case criticality(ProtocolIEContainerIndex.Field, entry: Int, key: Int64, criticality: Int)
        /// …-IE-DUPLICATE: `entry` is the object-set entry or -1.
        case duplicate(entry: Int, key: Int64, first: Int)
        case order(ProtocolIEContainerIndex.Field, entry: Int, key: Int64)
        case mandatory(ProtocolIEContainerIndex.Field, entry: Int)

        func text(_ index: ProtocolIEContainerIndex) -> String {
            switch self {
            case .unknownKey(let f, let key, let ci):
                let crit = index.criticalityName(f, ci)
                let what = f.isProcedure ? "unknown procedure code \(key)" : "IE \(key) not in \(index.setNames[Int(f.set)]),"
                return "\(what) with criticality \(crit)"
            case .unknownItem(let f, let key, let ci):
                return "IE \(key) not in \(index.setNames[Int(f.set)]), criticality \(index.criticalityName(f, ci))"
            case .criticality(let f, let e, let key, let ci):
                let crit = index.criticalityName(f, ci)
                let text = index.entryTexts[e]
                let what = f.isProcedure ? "procedure criticality \(crit)" : "IE \(key) (\(text.typeName)) criticality \(crit)"
                return "\(what), \(index.setNames[Int(f.set)]) says \(text.criticality ?? "?")"
            case .duplicate(let e, let key, let first):
                let name = e >= 0 ? index.entryTexts[e].typeName : "unknown"
                return "IE \(key) (\(name)) repeated (first at position \(first))"
            case .order(let f, let e, let key):
                return "IE \(key) (\(index.entryTexts[e].typeName)) out of the order of \(index.setNames[Int(f.set)])"
            case .mandatory(let f, let e):
                return "mandatory IE \(index.entries[e].key) (\(index.entryTexts[e].typeName)) of \(index.setNames[Int(f.set)]) missing"
            }
        }
    }

    /// A finding at layout entry `entry` (the PDU start when the entry is unknown); its message
    /// and dotted field path are rendered when read.
    mutating func add(_ id: RuleID, _ severity: Finding.Severity, _ message: Message, at entry: Int?) {
        let at = entry.flatMap { layout.location($0) }
        found.append(Finding(id: id, severity: severity, bitOffset: at?.bitOffset ?? baseBitOffset, bitLength: at?.bitLength ?? 0) {
            [layout, index, pduTypeName] part in
            switch part {
            case .message: message.text(index)
            case .fieldPath: entry.map { layout.path($0) } ?? pduTypeName
            }
        })
    }

    /// True when criticality root index `ci` of `f` is `reject`.
    func isReject(_ f: ProtocolIEContainerIndex.Field, _ ci: Int) -> Bool { index.criticalityName(f, ci) == "reject" }

    func node(_ entry: Int) -> ProtocolIEContainerIndex.Node {
        let t = layout.type(entry)
        return t >= 0 && t < index.nodes.count ? index.nodes[t] : ProtocolIEContainerIndex.Node()
    }

    mutating func run() {
        for i in 0..<layout.count {
            let n = node(i)
            if n.containerField >= 0 {
                checkContainer(i, index.fields[Int(n.containerField)])
            } else if n.field >= 0 {
                // an item of a container is checked with its container
                if layout.isItem(i), node(layout.parent(i)).containerField >= 0 { continue }
                checkField(i, index.fields[Int(n.field)])
            }
        }
    }

    /// Key value, criticality root index and criticality entry of the IE field at `entry`.
    func triple(_ entry: Int, _ f: ProtocolIEContainerIndex.Field) -> (key: Int64, criticality: Int, criticalityEntry: Int)? {
        guard let k = layout.child(entry, Int(f.keyIndex)), let c = layout.child(entry, Int(f.criticalityIndex)) else { return nil }
        let ci = Int(layout.scalar(c))
        guard ci >= 0 && ci < Int(f.criticalityNamesCount) else { return nil }
        return (layout.scalar(k), ci, c)
    }

    /// A field outside a container (the elementary-procedure header, an item of a list of
    /// ProtocolIE-SingleContainer, a choice-extension): known key, matching criticality.
    mutating func checkField(_ entry: Int, _ f: ProtocolIEContainerIndex.Field) {
        guard let (key, ci, critEntry) = triple(entry, f) else { return }
        let e = index.entry(Int(f.set), key: key)
        guard e >= 0 else {
            unknown.append(UnknownKey(findingIndex: found.count, key: key, isProcedure: f.isProcedure))
            add(rules.critUnknown, isReject(f, ci) ? .error : .warning, .unknownKey(f, key: key, criticality: ci),
                at: f.isProcedure ? layout.child(entry, Int(f.keyIndex)) : entry)
            return
        }
        let expected = index.entries[e].criticality
        if expected != -1 && Int(expected) != ci {
            add(rules.ieCrit, .error, .criticality(f, entry: e, key: key, criticality: ci), at: critEntry)
        }
    }

    /// A container: every item known, unique, in object-set order, with the object set's
    /// criticality; every mandatory IE present. Known keys are marked in a bit set over the
    /// set's entries (on the stack). The first position of each key is indexed only once a repeat
    /// or an unknown key needs it (one pass over the earlier items, then kept up to date), so a
    /// container of 65,535 unknown or repeated IEs costs linear time, not quadratic.
    mutating func checkContainer(_ entry: Int, _ f: ProtocolIEContainerIndex.Field) {
        let set = index.sets[Int(f.set)]
        let words = (Int(set.count) + 63) / 64
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(1, words)) { seen in
            seen.initialize(repeating: 0)
            var lastPosition: Int32 = -1
            var orderReported = false
            let end = layout.next(entry)
            var item = layout.firstChild(entry) ?? end
            // Position (among items with a readable key) of each key's first occurrence; nil
            // until needed, then built from the earlier items once.
            var firstSeen: [Int64: Int]?
            var position = 0
            while item < end {
                let at = item
                item = layout.next(item)
                guard let (key, ci, critEntry) = triple(at, f) else { continue }
                defer {
                    if firstSeen != nil && firstSeen?[key] == nil { firstSeen?[key] = position }
                    position += 1
                }
                let e = index.entry(Int(f.set), key: key)
                var mayRepeat = e < 0
                if e >= 0 {
                    let bit = e - Int(set.start)
                    mayRepeat = seen[bit >> 6] & (1 << UInt64(bit & 63)) != 0
                    seen[bit >> 6] |= 1 << UInt64(bit & 63)
                }
                if mayRepeat {
                    if firstSeen == nil { firstSeen = firstPositions(in: entry, before: at, f) }
                    if let first = firstSeen?[key] {
                        add(rules.ieDuplicate, .error, .duplicate(entry: e, key: key, first: first), at: at)
                    }
                }
                guard e >= 0 else {
                    unknown.append(UnknownKey(findingIndex: found.count, key: key, isProcedure: false))
                    add(rules.critUnknown, isReject(f, ci) ? .error : .warning, .unknownItem(f, key: key, criticality: ci), at: at)
                    continue
                }
                let object = index.entries[e]
                if object.position < lastPosition && !orderReported {
                    orderReported = true
                    add(rules.ieOrder, .warning, .order(f, entry: e, key: key), at: at)
                }
                lastPosition = max(lastPosition, object.position)
                if object.criticality != -1 && Int(object.criticality) != ci {
                    add(rules.ieCrit, .error, .criticality(f, entry: e, key: key, criticality: ci), at: critEntry)
                }
            }
            for m in Int(set.mandatoryStart)..<Int(set.mandatoryStart + set.mandatoryCount) {
                let e = Int(index.mandatory[m])
                let bit = e - Int(set.start)
                if seen[bit >> 6] & (1 << UInt64(bit & 63)) == 0 {
                    missing.append(MissingIE(
                        findingIndex: found.count, setName: index.setNames[Int(f.set)], ieID: index.entries[e].key,
                        criticality: index.entryTexts[e].criticality))
                    add(rules.ieMandatory, .error, .mandatory(f, entry: e), at: entry)
                }
            }
        }
    }

    /// The position (among the items with a readable key) of each key's first item in container
    /// `container` before `item`.
    func firstPositions(in container: Int, before item: Int, _ f: ProtocolIEContainerIndex.Field) -> [Int64: Int] {
        var positions: [Int64: Int] = [:]
        var position = 0
        var i = layout.firstChild(container) ?? item
        while i < item {
            if let (k, _, _) = triple(i, f) {
                if positions[k] == nil { positions[k] = position }
                position += 1
            }
            i = layout.next(i)
        }
        return positions
    }
}
