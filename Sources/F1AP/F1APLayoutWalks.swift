import ASN1PER

/// What the layout walks of a decoded PDU tell apart of a component's type.
enum F1APValueShape: UInt8, Sendable {
    case other, octetString, bitString, sequence, sequenceOf
}

/// Evidence that joins one UE's F1AP messages to its NGAP and E1AP ones (TS 38.401 §8.9.2):
/// the octets of a NAS PDU (TS 38.413 §9.3.3.4, RRC dedicatedNAS-Message, TS 38.331 §6.3.2) and
/// a GTP tunnel endpoint (transport layer address and GTP-TEID, TS 38.473 §9.3.2.1).
public enum F1APJoinEvidence: Sendable, Hashable {
    case nas([UInt8])
    /// The BIT STRING octets of the transport layer address, its bit count and the TEID octets.
    case gtpTunnel(address: [UInt8], bits: Int, teid: [UInt8])
}

extension F1APMessage {
    /// The join evidence of the whole F1AP-PDU in the order of its encoding (pre-order), read
    /// from the decode layout: only the octet and bit strings it reports are decoded, no value
    /// tree is built. The same evidence, in the same order, as a walk of ``value`` that reports
    /// every OCTET STRING whose open type is `NAS-PDU` or `DedicatedNAS-Message` or whose
    /// component is `dedicatedNAS-Message`, `nAS-PDU` or an item of `dedicatedNAS-MessageList`,
    /// and every SEQUENCE holding both `transportLayerAddress` (BIT STRING) and `gTP-TEID` (OCTET
    /// STRING), no deeper than `maximumDepth` levels of nesting (an open type's value one level
    /// below its component).
    public func joinEvidence(maximumDepth: Int) -> [F1APJoinEvidence] {
        var out: [F1APJoinEvidence] = []
        source.evidence(0, nas: false, depth: 0, maximumDepth: maximumDepth, layout: source.layout, names: source.catalog.nasComponentNames, into: &out)
        return out
    }
}

extension F1APPDUSource {
    /// The INTEGER decoded at layout entry `entry`, read from the layout (no decode); nil when
    /// the entry is not an INTEGER.
    func integer(at entry: Int) -> Int64? { catalog.isIntegerType(layout.type(entry)) ? layout.scalar(entry) : nil }

    /// The octets of the OCTET STRING recorded at layout entry `entry`.
    func octets(at entry: Int) -> [UInt8]? {
        guard case .octetString(let b)? = schema.decodeAPERValue(addressableBytes, baseBitOffset: baseBitOffset, layout: layout, entry: entry) else { return nil }
        return b
    }

    /// The name a layout entry gives its value in a walk of the value tree: a component's or
    /// alternative's own name; for the root, a SEQUENCE OF item and an open type's value, the
    /// name it is reached under (`inherited`).
    @inline(__always) func componentName(_ entry: Int, inherited: String) -> String {
        entry == 0 || layout.isItem(entry) || layout.isOpenTypeValue(entry) ? inherited : layout.name(entry)
    }

    static let nasTypeNames: Set<String> = ["NAS-PDU", "DedicatedNAS-Message"]
    static let nasComponentNames: Set<String> = ["dedicatedNAS-Message", "nAS-PDU", "dedicatedNAS-MessageList"]

    /// `nasComponentNames.contains(name)` by comparison (no hashing per layout entry). The
    /// lengths are compared first: a string comparison that fails on contents takes the
    /// standard library's slow path, and most names differ in length.
    @inline(__always) static func isNASComponentName(_ name: String) -> Bool {
        switch name.utf8.count {
        case 7: name == "nAS-PDU"
        case 20: name == "dedicatedNAS-Message"
        case 24: name == "dedicatedNAS-MessageList"
        default: false
        }
    }

    /// `nasTypeNames.contains(name)` by comparison, lengths first.
    @inline(__always) static func isNASTypeName(_ name: String) -> Bool {
        switch name.utf8.count {
        case 7: name == "NAS-PDU"
        case 20: name == "DedicatedNAS-Message"
        default: false
        }
    }

    /// The walk of ``F1APMessage/joinEvidence(maximumDepth:)`` from `root` (at `depth`, reached
    /// under a NAS component name when `inherited`), entries in pre-order, which is the layout's
    /// own order: one pass over them, passing over a subtree that the walk leaves out (below
    /// `maximumDepth`, a leaf other than an OCTET STRING, a type that cannot hold evidence and is
    /// not reached under a NAS name) by jumping to the entry after it. Each open ancestor's end
    /// and NAS flag are kept on a stack (at most `maximumDepth` deep). An entry's own name is
    /// never made into a string: it is looked up in `names` (the catalog's
    /// ``F1APCatalog/nasComponentNames``). The layout and the names are passed in, not read from
    /// `self` at each entry (a copy of either is a retain of each of its arrays). An entry whose
    /// end was never recorded (a decode that stopped; no message is made of one) counts as one
    /// entry long, so the pass always moves on.
    func evidence(_ root: Int, nas inherited: Bool, depth rootDepth: Int, maximumDepth: Int, layout l: APERLayout, names: APERNameSet, into out: inout [F1APJoinEvidence]) {
        guard rootDepth < maximumDepth else { return }
        let rootEnd = max(l.next(root), root + 1)
        withUnsafeTemporaryAllocation(of: (end: Int, nas: Bool).self, capacity: max(1, maximumDepth - rootDepth)) { stack in
            var open = 0
            var entry = root
            while entry < rootEnd {
                while open > 0 && entry >= stack[open - 1].end { open -= 1 }
                let after = max(l.next(entry), entry + 1)
                let depth = rootDepth + open
                guard depth < maximumDepth else {
                    entry = after
                    continue
                }
                let t = l.type(entry)
                let shape = catalog.shape(t)
                // a leaf other than an OCTET STRING holds nothing (its name is not looked at)
                guard shape == .octetString || after > entry + 1 else {
                    entry = after
                    continue
                }
                // the name the entry goes by (``componentName(_:inherited:)``) is a NAS component name
                let nas = entry == root || l.isItem(entry) || l.isOpenTypeValue(entry)
                    ? (open > 0 ? stack[open - 1].nas : inherited) : l.name(entry, isIn: names)
                // a subtree that cannot hold evidence is left out (reached under a NAS name it may)
                if t >= 0 && t < catalog.mayHoldEvidence.count && !catalog.mayHoldEvidence[t] && !nas {
                    entry = after
                    continue
                }
                switch shape {
                case .octetString:
                    if l.isOpenTypeValue(entry), Self.isNASTypeName(catalog.typeNames[l.type(entry)]), let b = octets(at: entry) { out.append(.nas(b)) }
                    if nas, let b = octets(at: entry) { out.append(.nas(b)) }
                case .sequence:
                    // only a type with both components can have them (no child looked up by name else)
                    if t >= 0 && t < catalog.isTunnelSequence.count && catalog.isTunnelSequence[t], let a = l.namedChild(entry, "transportLayerAddress"), catalog.shape(l.type(a)) == .bitString,
                       let t = l.namedChild(entry, "gTP-TEID"), catalog.shape(l.type(t)) == .octetString,
                       case .bitString(let address, let bits)? = schema.decodeAPERValue(addressableBytes, baseBitOffset: baseBitOffset, layout: l, entry: a),
                       let teid = octets(at: t) {
                        out.append(.gtpTunnel(address: address, bits: bits, teid: teid))
                    }
                default:
                    break
                }
                // its children next, with its end and flag on the stack
                if after > entry + 1 {
                    stack[open] = (after, nas)
                    open += 1
                }
                entry += 1
            }
        }
    }

    /// The OCTET STRINGs of the PDU whose name ``F1APRRCContainers`` takes for an RRC container,
    /// with their dotted paths (`f1ap.asn1.initiatingMessage.value.protocolIEs.3.value`), read
    /// from the decode layout: the same containers, in the same order, as the walk of the value
    /// tree (``F1APRRCContainers/collect(_:path:name:depth:into:)``), where an open type's value
    /// is named by its type, a SEQUENCE OF item by its list, anything else by its component.
    func rrcContainerCandidates() -> [(path: String, name: String, bytes: [UInt8])] {
        var found: [(path: String, name: String, bytes: [UInt8])] = []
        var path = [F1APFields.pathRoot]
        containers(0, name: "", depth: 0, layout: layout, path: &path, into: &found)
        return found
    }

    private func containers(_ entry: Int, name inherited: String, depth: Int, layout l: APERLayout, path: inout [String], into found: inout [(path: String, name: String, bytes: [UInt8])]) {
        guard depth < 64 else { return }
        let name = l.isOpenTypeValue(entry) ? catalog.typeNames[l.type(entry)] : componentName(entry, inherited: inherited)
        if catalog.shape(l.type(entry)) == .octetString {
            if F1APRRCContainers.isContainerName(name), let b = octets(at: entry) {
                found.append((path.joined(separator: "."), name, b))
            }
            return
        }
        let end = l.next(entry)
        var child = l.firstChild(entry) ?? end
        var item = 0
        while child < end {
            // a component or alternative adds its name to the path, an item its index, an
            // open type's value nothing
            let added: Bool
            if l.isItem(child) {
                path.append(String(item))
                item += 1
                added = true
            } else if l.isOpenTypeValue(child) {
                added = false
            } else {
                path.append(l.name(child))
                added = true
            }
            containers(child, name: name, depth: depth + 1, layout: l, path: &path, into: &found)
            if added { path.removeLast() }
            child = l.next(child)
        }
    }
}

extension F1APIE {
    /// The IE's value entry resolved through its open type (nil for an id the object set does not know).
    var resolvedEntry: Int? {
        let l = source.layout
        guard let v = l.firstChild(valueEntry), l.isOpenTypeValue(v) else { return nil }
        return v
    }

    /// The IE value when it is an INTEGER (TransactionID, SRBID, …), read from the decode
    /// layout: ``value``'s `integerValue` without decoding it.
    public var integerValue: Int64? { resolvedEntry.flatMap(source.integer(at:)) }

    /// For a list IE whose value is a SEQUENCE OF ProtocolIE-SingleContainer (DRBs-ToBeSetup-List,
    /// SRBs-Setup-List, … TS 38.473 §9.2.2): the INTEGER `component` (`dRBID`, `sRBID`) of each
    /// item's value, in order, duplicates kept, read from the decode layout. Items whose value is
    /// not a SEQUENCE with that INTEGER component are left out; an IE whose value is not a
    /// SEQUENCE OF gives an empty list.
    public func itemIntegers(_ component: String) -> [Int64] {
        let l = source.layout
        let catalog = source.catalog
        guard let list = resolvedEntry, catalog.shape(l.type(list)) == .sequenceOf else { return [] }
        var out: [Int64] = []
        let end = l.next(list)
        var item = l.firstChild(list) ?? end
        while item < end {
            defer { item = l.next(item) }
            guard let value = l.namedChild(item, "value"), let v = l.firstChild(value), l.isOpenTypeValue(v),
                  catalog.shape(l.type(v)) == .sequence, let c = l.namedChild(v, component), catalog.isIntegerType(l.type(c))
            else { continue }
            out.append(l.scalar(c))
        }
        return out
    }
}

extension F1APIE {
    /// Every NR CGI (TS 38.473 §9.3.1.12) in the IE's value held by a SEQUENCE component named
    /// `oldNRCGI` (to `old`) or `nRCGI` (to `new`), in value order, read from the decode layout:
    /// what a walk of ``value`` finds (Served-Cells-To-Add / Modify / Delete lists of gNB-DU
    /// CONFIGURATION UPDATE, §9.2.1.7), decoding only the NR CGIs.
    public func cellIdentities() -> (old: [F1APNRCGI], new: [F1APNRCGI]) {
        var old: [F1APNRCGI] = [], new: [F1APNRCGI] = []
        cellIdentities(valueEntry, depth: 0, layout: source.layout, old: &old, new: &new)
        return (old, new)
    }

    /// The layout is passed down, not read from `source` at each entry (a copy of it is a retain
    /// of each of its arrays).
    private func cellIdentities(_ entry: Int, depth: Int, layout l: APERLayout, old: inout [F1APNRCGI], new: inout [F1APNRCGI]) {
        guard depth < 40 else { return }
        let inSequence = source.catalog.shape(l.type(entry)) == .sequence
        let end = l.next(entry)
        var child = l.firstChild(entry) ?? end
        while child < end {
            // a component of a SEQUENCE (not the value of an open type, nor an alternative)
            if inSequence && !l.isOpenTypeValue(child) && !l.isItem(child) {
                let name = l.name(child)
                if name == "oldNRCGI", let c = F1APMessage.nrcgi(at: child, source: source) { old.append(c) }
                if name == "nRCGI", let c = F1APMessage.nrcgi(at: child, source: source) { new.append(c) }
            }
            cellIdentities(child, depth: depth + 1, layout: l, old: &old, new: &new)
            child = l.next(child)
        }
    }
}
