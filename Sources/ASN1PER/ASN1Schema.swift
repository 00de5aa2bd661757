import WireCore

/// A compiled set of ASN.1 modules: resolved types, object sets and integer constants; codes
/// values in aligned PER (X.691 BASIC-PER ALIGNED) and unaligned PER (BASIC-PER UNALIGNED).
public struct ASN1Schema: Sendable {
    /// The tables, in one immutable object: a schema is copied into every decoder and decoded
    /// value view, and a copy then costs one reference count instead of one per table.
    final class Storage: Sendable {
        let nodes: [ASN1TypeNode]
        let namedTypes: [String: Int]
        let objectSets: [ASN1ObjectSet]
        let objectSetNames: [String: Int]
        let constants: [String: Int64]
        let openTypeTables: [[Int64: Int]]
        let containedTypes: [Int: Int]
        let plan: APERPlan

        init(nodes: [ASN1TypeNode], namedTypes: [String: Int], objectSets: [ASN1ObjectSet], objectSetNames: [String: Int], constants: [String: Int64],
             openTypeTables: [[Int64: Int]], containedTypes: [Int: Int], plan: APERPlan) {
            self.nodes = nodes
            self.namedTypes = namedTypes
            self.objectSets = objectSets
            self.objectSetNames = objectSetNames
            self.constants = constants
            self.openTypeTables = openTypeTables
            self.containedTypes = containedTypes
            self.plan = plan
        }
    }
    let storage: Storage

    public var nodes: [ASN1TypeNode] { storage.nodes }
    public var namedTypes: [String: Int] { storage.namedTypes }
    public var objectSets: [ASN1ObjectSet] { storage.objectSets }
    public var objectSetNames: [String: Int] { storage.objectSetNames }
    public var constants: [String: Int64] { storage.constants }
    /// For each open-type component with a table constraint `{Set}{@key}`: key value → type id
    /// (derived from the object sets when the schema is built; the decoder's fast path).
    public var openTypeTables: [[Int64: Int]] { storage.openTypeTables }
    /// OCTET / BIT STRING type id → the type its contents constraint names (X.682 11,
    /// `CONTAINING T`); not PER-visible, so the codec keeps the octets (``expandingContents(_:typeID:aligned:)``).
    public var containedTypes: [Int: Int] { storage.containedTypes }
    var plan: APERPlan { storage.plan }

    public init(nodes: [ASN1TypeNode], namedTypes: [String: Int], objectSets: [ASN1ObjectSet], objectSetNames: [String: Int], constants: [String: Int64], containedTypes: [Int: Int] = [:]) {
        var nodes = nodes
        var tables: [[Int64: Int]] = []
        var tableIDs: [String: Int] = [:]
        for n in nodes.indices {
            guard case .sequence(var s) = nodes[n].kind else { continue }
            var changed = false
            for i in s.root.indices {
                guard var t = s.root[i].table, let k = t.keyComponent, k < s.root.count, let keyField = s.root[k].table?.field,
                      t.objectSet >= 0, t.objectSet < objectSets.count else { continue }
                let key = "\(t.objectSet)/\(keyField)/\(t.field)"
                if let existing = tableIDs[key] {
                    t.lookup = existing
                } else {
                    var map: [Int64: Int] = [:]
                    for o in objectSets[t.objectSet].objects {
                        if let kv = o.integer(keyField), let ty = o.type(t.field), map[kv] == nil { map[kv] = ty }
                    }
                    tables.append(map)
                    t.lookup = tables.count - 1
                    tableIDs[key] = t.lookup
                }
                s.root[i].table = t
                changed = true
            }
            if changed { nodes[n].kind = .sequence(s) }
        }
        storage = Storage(nodes: nodes, namedTypes: namedTypes, objectSets: objectSets, objectSetNames: objectSetNames, constants: constants,
                          openTypeTables: tables, containedTypes: containedTypes, plan: APERPlan(nodes, openTypeTables: tables))
    }

    public func typeID(_ name: String) -> Int? { namedTypes[name] }
    /// Whether both are the same loaded schema (one set of tables), not merely equal ones.
    public func isSameSchema(as other: ASN1Schema) -> Bool { storage === other.storage }
    public func node(_ id: Int) -> ASN1TypeNode { nodes[id] }
    public func objectSet(named name: String) -> ASN1ObjectSet? { objectSetNames[name].map { objectSets[$0] } }

    /// Decodes one aligned-PER encoding of `typeName`. Never throws: a failure is `error`,
    /// non-fatal observations (non-canonical encodings, trailing octets) are `findings`.
    public func decodeAPER(_ bytes: ArraySlice<UInt8>, as typeName: String, baseBitOffset: Int = 0, pathPrefix: String = "", locate: Bool = false) -> APERDecodeResult {
        guard let id = namedTypes[typeName] else {
            return APERDecodeResult(value: nil, error: DecodingError(.unsupported, "unknown type \(typeName)", bitOffset: baseBitOffset, fieldPath: pathPrefix), findings: [], consumedBits: 0)
        }
        return decodeAPER(bytes, typeID: id, baseBitOffset: baseBitOffset, pathPrefix: pathPrefix, locate: locate)
    }

    ///
    /// With `locate`, the decode also records where every component lies (``APERLayout``, one
    /// small struct per component) and gives each finding the dotted path of its component
    /// (`F1AP-PDU.initiatingMessage…`); a decoding error then carries the dotted path of the
    /// component being decoded when it failed (`…protocolIEs[3].value.RRC-Version…`) and its
    /// absolute bit offset, read off the layout only when the decode fails.
    public func decodeAPER(_ bytes: ArraySlice<UInt8>, typeID: Int, baseBitOffset: Int = 0, pathPrefix: String = "", locate: Bool = false) -> APERDecodeResult {
        run(bytes, typeID: typeID, baseBitOffset: baseBitOffset, pathPrefix: pathPrefix, locate: locate, buildValues: true)
    }

    /// Checks one aligned-PER encoding of `typeID` as ``decodeAPER(_:typeID:baseBitOffset:pathPrefix:locate:)``
    /// with `locate` does (same errors, findings and ``APERLayout``), without building the value
    /// tree: `value` stays nil. The value of any component is decoded later, on demand, with
    /// ``decodeAPERValue(_:baseBitOffset:layout:entry:)``. For a PDU without findings the scan
    /// allocates only the layout buffer.
    public func scanAPER(_ bytes: ArraySlice<UInt8>, typeID: Int, baseBitOffset: Int = 0) -> APERDecodeResult {
        run(bytes, typeID: typeID, baseBitOffset: baseBitOffset, pathPrefix: "", locate: true, buildValues: false)
    }

    /// Checks one UNALIGNED PER encoding of `typeID` as ``scanAPER(_:typeID:baseBitOffset:)``
    /// does for ALIGNED PER: the same error, findings and ``APERLayout`` as
    /// ``decodeUPER(_:typeID:baseBitOffset:pathPrefix:locate:)`` with `locate`, without building
    /// the value tree (read components later with ``decodeUPERValue(_:baseBitOffset:layout:entry:)``).
    public func scanUPER(_ bytes: ArraySlice<UInt8>, typeID: Int, baseBitOffset: Int = 0) -> APERDecodeResult {
        run(bytes, typeID: typeID, baseBitOffset: baseBitOffset, pathPrefix: "", locate: true, buildValues: false, aligned: false)
    }

    /// Decodes one UNALIGNED PER encoding of `typeName` (X.691 BASIC-PER UNALIGNED, as 3GPP RRC
    /// uses): as ``decodeAPER(_:as:baseBitOffset:pathPrefix:locate:)`` does, with the same
    /// findings, layout and located errors, from the same compiled schema.
    public func decodeUPER(_ bytes: ArraySlice<UInt8>, as typeName: String, baseBitOffset: Int = 0, pathPrefix: String = "", locate: Bool = false) -> APERDecodeResult {
        guard let id = namedTypes[typeName] else {
            return APERDecodeResult(value: nil, error: DecodingError(.unsupported, "unknown type \(typeName)", bitOffset: baseBitOffset, fieldPath: pathPrefix), findings: [], consumedBits: 0)
        }
        return decodeUPER(bytes, typeID: id, baseBitOffset: baseBitOffset, pathPrefix: pathPrefix, locate: locate)
    }

    public func decodeUPER(_ bytes: ArraySlice<UInt8>, typeID: Int, baseBitOffset: Int = 0, pathPrefix: String = "", locate: Bool = false) -> APERDecodeResult {
        run(bytes, typeID: typeID, baseBitOffset: baseBitOffset, pathPrefix: pathPrefix, locate: locate, buildValues: true, aligned: false)
    }

    func run(_ bytes: ArraySlice<UInt8>, typeID: Int, baseBitOffset: Int, pathPrefix: String, locate: Bool, buildValues: Bool, aligned: Bool = true) -> APERDecodeResult {
        var decoder = APERDecoder(schema: self, reader: BitReader(bytes, baseBitOffset: baseBitOffset))
        decoder.aligned = aligned
        decoder.buildValues = buildValues
        decoder.reassemblyBase = baseBitOffset + bytes.count * 8
        if locate {
            decoder.tracing = true
            decoder.entries.reserveCapacity(max(16, bytes.count))
            decoder.entries.append(APERTraceEntry(parent: -1, kind: .root, value: Int32(typeID), next: 0, type: Int32(typeID), start: baseBitOffset, end: baseBitOffset))
        }
        do {
            let value: ASN1Value
            if buildValues {
                value = try decoder.decode(typeID)
            } else {
                _ = try decoder.scan(typeID)
                value = .null
            }
            let consumed = decoder.reader.bitPosition
            let usedBytes = (consumed + 7) / 8
            if usedBytes < bytes.count {
                decoder.findings.append(Finding(
                    id: "ASN1-TRAILING-OCTETS", severity: .error,
                    message: "\(bytes.count - usedBytes) octet(s) after the end of the \(nodes[typeID].name) encoding",
                    fieldPath: locate ? nodes[typeID].name : pathPrefix, bitOffset: baseBitOffset + usedBytes * 8, bitLength: (bytes.count - usedBytes) * 8))
            }
            var result = APERDecodeResult(value: buildValues ? value : nil, error: nil, findings: decoder.findings, consumedBits: consumed)
            let reassembly = decoder.reassembly
            if let reassembly { Self.locateInEncoding(&result.findings, reassembly) }
            if locate && !decoder.entries.isEmpty {
                decoder.entries[0].end = baseBitOffset + consumed
                decoder.entries[0].next = Int32(decoder.entries.count)
                result.layout = decoder.layout
                result.layout?.reassembly = reassembly
            }
            return result
        } catch {
            var e = error
            if locate && !decoder.entries.isEmpty {
                // the innermost component entered and not left is the one that failed
                e.fieldPath = decoder.layout.path(Int(decoder.currentEntry))
            } else if !pathPrefix.isEmpty {
                e.fieldPath = e.fieldPath.isEmpty ? pathPrefix : pathPrefix + "." + e.fieldPath
            }
            var findings = decoder.findings
            if let reassembly = decoder.reassembly {
                Self.locateInEncoding(&findings, reassembly)
                e.bitOffset = reassembly.offsetInEncoding(e.bitOffset)
            }
            return APERDecodeResult(value: nil, error: e, findings: findings, consumedBits: decoder.reader.bitPosition)
        }
    }

    /// Findings made inside fragmented values point at the bits of the encoding that carry them.
    static func locateInEncoding(_ findings: inout [Finding], _ reassembly: APERReassembly) {
        for i in findings.indices { findings[i].bitOffset = reassembly.offsetInEncoding(findings[i].bitOffset) }
    }

    /// The value of component `entry` of `layout`, recorded by a locating decode or a scan of
    /// `bytes` (with the same `baseBitOffset`): decoded again from where the component starts.
    /// An open-type component resolved through its table constraint gives
    /// `.openType(typeName:value:)`, an unresolved one `.rawOpenType`, as the full decode does.
    /// Nil when `entry` is not a component of `layout` or the octets do not decode.
    public func decodeAPERValue(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int, layout: APERLayout, entry: Int) -> ASN1Value? {
        guard entry >= 0 && entry < layout.count else { return nil }
        let bytes = layout.addressable(bytes, baseBitOffset: baseBitOffset)
        let e = layout.entries[entry]
        guard e.type >= 0 && Int(e.type) < nodes.count else { return nil }
        if case .openType = nodes[Int(e.type)].kind, e.kind != .type, let child = layout.firstChild(entry),
           layout.entries[child].kind == .type {
            let t = Int(layout.entries[child].type)
            guard let v = decodeValue(bytes, baseBitOffset: baseBitOffset, typeID: t, from: layout.entries[child].start, to: layout.entries[child].end) else { return nil }
            return .openType(typeName: nodes[t].name, value: v)
        }
        let to = e.kind == .type ? e.end : baseBitOffset + bytes.count * 8
        return decodeValue(bytes, baseBitOffset: baseBitOffset, typeID: Int(e.type), from: e.start, to: to)
    }

    /// The value of component `entry` of a `layout` recorded by ``scanUPER(_:typeID:baseBitOffset:)``
    /// (UNALIGNED PER), decoded again from where the component starts; nil when `entry` is not a
    /// component of `layout`, is an open type's value, or the octets do not decode.
    public func decodeUPERValue(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int, layout: APERLayout, entry: Int) -> ASN1Value? {
        guard entry >= 0 && entry < layout.count else { return nil }
        let bytes = layout.addressable(bytes, baseBitOffset: baseBitOffset)
        let e = layout.entries[entry]
        guard e.type >= 0 && Int(e.type) < nodes.count, e.kind != .type else { return nil }
        if case .openType = nodes[Int(e.type)].kind { return nil }
        return decodeValue(bytes, baseBitOffset: baseBitOffset, typeID: Int(e.type), from: e.start, to: baseBitOffset + bytes.count * 8, aligned: false)
    }

    /// Decodes `typeID` from absolute bit offset `from` (alignment counted from the start of
    /// `bytes`, as in the first decode), reading no further than the octet holding bit `to - 1`.
    func decodeValue(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int, typeID: Int, from: Int, to: Int, aligned: Bool = true) -> ASN1Value? {
        let relative = from - baseBitOffset
        let end = min(bytes.count, (to - baseBitOffset + 7) / 8)
        guard relative >= 0, relative / 8 <= end else { return nil }
        let first = bytes.startIndex + relative / 8
        var reader = BitReader(bytes[first..<(bytes.startIndex + end)], baseBitOffset: baseBitOffset + (relative / 8) * 8)
        guard reader.skipBits(relative % 8) else { return nil }
        var decoder = APERDecoder(schema: self, reader: reader)
        decoder.aligned = aligned
        return try? decoder.decode(typeID)
    }

    /// Canonical aligned-PER encoding of `value` as `typeName` (padded to whole octets; an empty
    /// encoding is one 0x00 octet, X.691 clause 11.1).
    public func encodeAPER(_ value: ASN1Value, as typeName: String) throws(APEREncodeError) -> [UInt8] {
        guard let id = namedTypes[typeName] else { throw APEREncodeError(path: "", reason: "unknown type \(typeName)") }
        return try encodeAPER(value, typeID: id)
    }

    public func encodeAPER(_ value: ASN1Value, typeID: Int) throws(APEREncodeError) -> [UInt8] {
        var encoder = APEREncoder(schema: self)
        try encoder.encode(value, typeID)
        return encoder.finish()
    }

    /// Canonical UNALIGNED PER encoding of `value` as `typeName` (X.691 BASIC-PER UNALIGNED; the
    /// complete encoding padded to whole octets, an empty one is one 0x00 octet, X.691 11.1).
    public func encodeUPER(_ value: ASN1Value, as typeName: String) throws(APEREncodeError) -> [UInt8] {
        guard let id = namedTypes[typeName] else { throw APEREncodeError(path: "", reason: "unknown type \(typeName)") }
        return try encodeUPER(value, typeID: id)
    }

    public func encodeUPER(_ value: ASN1Value, typeID: Int) throws(APEREncodeError) -> [UInt8] {
        var encoder = APEREncoder(schema: self, aligned: false)
        try encoder.encode(value, typeID)
        return encoder.finish()
    }
}

public struct APERDecodeResult: Sendable {
    public var value: ASN1Value?
    public var error: DecodingError?
    public var findings: [Finding]
    /// Bits read by the decoder.
    public var consumedBits: Int
    /// Where each component lies; only from a locating decode.
    public var layout: APERLayout? = nil
}

/// A value that does not fit its type, with the dotted path of the offending component.
public struct APEREncodeError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot encode \(path.isEmpty ? "value" : path): \(reason)" }
}
