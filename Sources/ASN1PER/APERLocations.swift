/// Where one component of a decoded value lies in the encoding: absolute bit offset (the
/// decoder's base offset included) and length in bits. The offset is taken before any
/// alignment padding the component starts with (as pycrate's `_struct` envelopes count it).
public struct APERLocation: Sendable, Hashable {
    public var bitOffset: Int
    public var bitLength: Int

    @inlinable public init(bitOffset: Int, bitLength: Int) {
        self.bitOffset = bitOffset
        self.bitLength = bitLength
    }
}

/// One recorded component: a plain struct, so that recording costs one array append.
/// (`@usableFromInline`: the layout's accessors are inlined into the modules walking it.)
@usableFromInline
struct APERTraceEntry: Sendable {
    @usableFromInline
    enum Kind: UInt8, Sendable { case root, planName, index, type, name }
    @usableFromInline var parent: Int32
    @usableFromInline var kind: Kind
    /// planName: index in the plan's strings; index: item index; type: type id; name: index in
    /// the layout's extra names.
    var value: Int32
    /// Index just after this entry's subtree (its next sibling, if any).
    @usableFromInline var next: Int32
    /// Type id of the component (-1 for an unknown extension).
    @usableFromInline var type: Int32
    @usableFromInline var start: Int
    @usableFromInline var end: Int
    /// The INTEGER value or ENUMERATED root index decoded for this component, else 0.
    @usableFromInline var scalar: Int64 = 0

    /// Records where the component ends and its subtree's end (one write to the layout);
    /// returns the enclosing entry.
    @inline(__always) mutating func close(end: Int, next: Int32) -> Int32 {
        self.end = end
        self.next = next
        return parent
    }
}

/// The layout of one decoded value: every component the decoder entered, in decoding order
/// (pre-order), with its bit offset and length. Entry 0 is the whole value; an entry's children
/// follow it, one per present SEQUENCE component (extension additions included), per SEQUENCE OF
/// item and per chosen CHOICE alternative, and an open-type component has one child, the resolved
/// type. Paths are rendered only on request, in the form
/// `F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[2].value`.
public struct APERLayout: Sendable {
    @usableFromInline let entries: [APERTraceEntry]
    let names: [String]
    /// The plan the value was decoded with: its component names and type names (a class, so a
    /// copy of the layout retains three objects).
    let plan: APERPlan
    /// Where the decode placed the contents of fragmented values (nil when it met none).
    @usableFromInline var reassembly: APERReassembly?

    init(entries: [APERTraceEntry], names: [String], plan: APERPlan) {
        self.entries = entries
        self.names = names
        self.plan = plan
    }

    /// Whether some component lies inside a fragmented value (X.691 11.9.3.8), and so has an
    /// address past the encoding (``addressable(_:baseBitOffset:)``).
    @inlinable var hasFragmentedValues: Bool { reassembly != nil }

    /// The encoding `bytes` (first bit at `baseBitOffset`, as decoded) with the reassembled
    /// contents of its fragmented values after it: the bytes every entry's address reads from.
    /// `bytes` itself when the decode met no fragmented value, or when it already covers them.
    @inlinable public func addressable(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int) -> ArraySlice<UInt8> {
        hasFragmentedValues ? addressableWithFragmentedValues(bytes, baseBitOffset: baseBitOffset) : bytes
    }

    @usableFromInline func addressableWithFragmentedValues(_ bytes: ArraySlice<UInt8>, baseBitOffset: Int) -> ArraySlice<UInt8> {
        guard let reassembly, baseBitOffset + bytes.count * 8 < reassembly.base + reassembly.octets.count * 8 else { return bytes }
        return reassembly.addressable(bytes)
    }

    /// ``location(_:)`` of an entry in a layout with fragmented values: its bits in the encoding.
    @usableFromInline func locationInEncoding(_ e: APERTraceEntry) -> APERLocation {
        guard let reassembly else { return APERLocation(bitOffset: e.start, bitLength: max(0, e.end - e.start)) }
        let start = reassembly.offsetInEncoding(e.start)
        let end = e.end > e.start ? reassembly.offsetInEncoding(e.end - 1) + 1 : start
        return APERLocation(bitOffset: start, bitLength: max(0, end - start))
    }

    /// The name of type `id` (the plan's copy of the type names, no schema nodes touched).
    func typeName(_ id: Int) -> String { id >= 0 && id < plan.typeNames.count ? plan.typeNames[id] : "?" }

    @inlinable public var count: Int { entries.count }

    @inlinable public func location(_ entry: Int) -> APERLocation? {
        guard entry >= 0 && entry < entries.count else { return nil }
        let e = entries[entry]
        // in the encoding: an entry inside a fragmented value has an address past it
        if hasFragmentedValues { return locationInEncoding(e) }
        return APERLocation(bitOffset: e.start, bitLength: max(0, e.end - e.start))
    }

    /// The first child of `entry`, if it has one.
    @inlinable public func firstChild(_ entry: Int) -> Int? {
        guard entry >= 0 && entry + 1 < entries.count && entry + 1 < Int(entries[entry].next) else { return nil }
        return entry + 1
    }

    /// Type id of `entry`'s component (-1 when unknown).
    @inlinable public func type(_ entry: Int) -> Int {
        guard entry >= 0 && entry < entries.count else { return -1 }
        return Int(entries[entry].type)
    }

    /// The INTEGER value or ENUMERATED root index decoded at `entry` (0 for other types).
    @inlinable public func scalar(_ entry: Int) -> Int64 {
        guard entry >= 0 && entry < entries.count else { return 0 }
        return entries[entry].scalar
    }

    /// The entry enclosing `entry` (-1 for the root).
    @inlinable public func parent(_ entry: Int) -> Int {
        guard entry >= 0 && entry < entries.count else { return -1 }
        return Int(entries[entry].parent)
    }

    /// True for a SEQUENCE OF item (`[i]`).
    @inlinable public func isItem(_ entry: Int) -> Bool {
        entry >= 0 && entry < entries.count && entries[entry].kind == .index
    }

    /// True for the value of an open type resolved through its table constraint (the
    /// referenced type, child of the open-type component).
    @inlinable public func isOpenTypeValue(_ entry: Int) -> Bool {
        entry >= 0 && entry < entries.count && entries[entry].kind == .type
    }

    /// The first child of `entry` named `name` (a SEQUENCE component present in the encoding).
    public func namedChild(_ entry: Int, _ name: String) -> Int? {
        guard var c = firstChild(entry) else { return nil }
        let end = next(entry)
        while c < end {
            if self.name(c) == name { return c }
            c = Int(entries[c].next)
        }
        return nil
    }

    /// The `n`-th child of `entry`.
    @inlinable public func child(_ entry: Int, _ n: Int) -> Int? {
        guard var c = firstChild(entry) else { return nil }
        let end = Int(entries[entry].next)
        for _ in 0..<n {
            c = Int(entries[c].next)
            if c >= end { return nil }
        }
        return c
    }

    /// The entry after `entry`'s subtree (its next sibling when one follows).
    @inlinable public func next(_ entry: Int) -> Int {
        guard entry >= 0 && entry < entries.count else { return entries.count }
        return Int(entries[entry].next)
    }

    /// The name `entry` adds to a path: a component or alternative name, the resolved type's
    /// name of an open type (and of the root), "" for a SEQUENCE OF item.
    public func name(_ entry: Int) -> String {
        guard entry >= 0 && entry < entries.count else { return "" }
        let e = entries[entry]
        switch e.kind {
        case .root, .type: return typeName(Int(e.value))
        case .planName: return plan.strings[Int(e.value)]
        case .index: return ""
        case .name: return names[Int(e.value)]
        }
    }

    func append(_ e: APERTraceEntry, to s: inout [UInt8]) {
        switch e.kind {
        case .root: s.append(contentsOf: typeName(Int(e.value)).utf8)
        case .planName: s.append(UInt8(ascii: ".")); s.append(contentsOf: plan.strings[Int(e.value)].utf8)
        case .index: s.append(UInt8(ascii: "[")); s.append(contentsOf: String(e.value).utf8); s.append(UInt8(ascii: "]"))
        case .type: s.append(UInt8(ascii: ".")); s.append(contentsOf: typeName(Int(e.value)).utf8)
        case .name: s.append(UInt8(ascii: ".")); s.append(contentsOf: names[Int(e.value)].utf8)
        }
    }

    /// The dotted path of `entry` (built in one byte buffer: paths are rendered for findings
    /// and errors only).
    public func path(_ entry: Int) -> String {
        guard entry >= 0 && entry < entries.count else { return "" }
        var chain: [Int32] = []
        chain.reserveCapacity(32)
        var i = entry
        while i >= 0 && i < entries.count && chain.count < 256 {
            chain.append(Int32(i))
            i = Int(entries[i].parent)
        }
        var s: [UInt8] = []
        s.reserveCapacity(chain.count * 24)
        for i in chain.reversed() { append(entries[Int(i)], to: &s) }
        return String(decoding: s, as: UTF8.self)
    }

    /// The location of the component at `path` (renders every path: for tests and tools).
    public subscript(_ path: String) -> APERLocation? {
        for i in entries.indices where self.path(i) == path { return location(i) }
        return nil
    }
}
