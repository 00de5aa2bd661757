import WireCore

/// The outcome of decoding one PDU: the messages (several when eCPRI concatenation is used),
/// the findings, and the error where decoding stopped (if it did).
///
/// A value type whose fields live in one copy-on-write box: a check hands each result to many
/// rules and through the `check --jobs` pipeline, and a copy then costs one reference count
/// instead of one per array, string and dictionary it holds (messages, findings, the context's
/// flow rules, …). Mutation copies the box first when it is shared, so the semantics are those
/// of the plain struct.
public struct FronthaulDecodeResult: Sendable {
    /// The fields; mutated only while uniquely referenced (``mutable``), hence Sendable.
    ///
    /// For the same reason no access to a field can overlap a write to it, so the fields opt out
    /// of the runtime exclusivity check (`@exclusivity(unchecked)`): every eCPRI PDU reads them
    /// several times, and the check (a thread-local access set) cost about 5 % of `check`.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var messages: [ECPRIMessage] = []
        /// The first message's offset, then the others' (a PDU seldom holds more than one
        /// message, and an array of one costs an allocation per PDU).
        @exclusivity(unchecked) var firstMessageOffset: Int?
        @exclusivity(unchecked) var laterMessageOffsets: [Int] = []
        @exclusivity(unchecked) var bare: ORANMessage?
        @exclusivity(unchecked) var roe: RoEHeader?
        @exclusivity(unchecked) var findings: [Finding] = []
        @exclusivity(unchecked) var error: DecodingError?
        @exclusivity(unchecked) var inferredCompression: [String] = []
        @exclusivity(unchecked) var trailing: [UInt8] = []
        let context: FronthaulContext
        let baseBitOffset: Int
        @exclusivity(unchecked) var bareEAxC: UInt16 = 0

        init(context: FronthaulContext, baseBitOffset: Int) {
            self.context = context
            self.baseBitOffset = baseBitOffset
        }

        func copy() -> Storage {
            let other = Storage(context: context, baseBitOffset: baseBitOffset)
            other.messages = messages
            other.firstMessageOffset = firstMessageOffset
            other.laterMessageOffsets = laterMessageOffsets
            other.bare = bare
            other.roe = roe
            other.findings = findings
            other.error = error
            other.inferredCompression = inferredCompression
            other.trailing = trailing
            other.bareEAxC = bareEAxC
            return other
        }
    }

    private var storage: Storage

    /// The box, copied first when another value shares it.
    private var mutable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// eCPRI messages in PDU order (empty for bare O-RAN decodes).
    public var messages: [ECPRIMessage] {
        get { storage.messages }
        _modify { yield &mutable.messages }
    }
    /// Bit offset (frame coordinates) of each message's eCPRI header.
    public var messageOffsets: [Int] {
        storage.firstMessageOffset.map { [$0] + storage.laterMessageOffsets } ?? []
    }

    /// Bit offset (frame coordinates) of message `index`'s eCPRI header; ``baseBitOffset`` for a
    /// message set without one (a test's hand-made result).
    public func messageOffset(_ index: Int) -> Int {
        guard let first = storage.firstMessageOffset else { return baseBitOffset }
        if index == 0 { return first }
        let later = storage.laterMessageOffsets
        return index - 1 < later.count ? later[index - 1] : baseBitOffset
    }

    /// Appends a decoded message whose eCPRI header starts at `bitOffset` (frame coordinates).
    public mutating func appendMessage(_ message: ECPRIMessage, at bitOffset: Int) {
        let box = mutable
        if box.firstMessageOffset == nil { box.firstMessageOffset = bitOffset } else { box.laterMessageOffsets.append(bitOffset) }
        box.messages.append(message)
    }
    /// A message decoded without an eCPRI header (`--proto oran-cplane|oran-uplane`, RoE).
    public var bare: ORANMessage? {
        get { storage.bare }
        _modify { yield &mutable.bare }
    }
    public var roe: RoEHeader? {
        get { storage.roe }
        _modify { yield &mutable.roe }
    }
    public var findings: [Finding] {
        get { storage.findings }
        _modify { yield &mutable.findings }
    }
    public var error: DecodingError? {
        get { storage.error }
        _modify { yield &mutable.error }
    }
    /// Notes like "eAxC 0:0:0:0 UL U-plane: bfp:9 inferred from lengths".
    public var inferredCompression: [String] {
        get { storage.inferredCompression }
        _modify { yield &mutable.inferredCompression }
    }
    /// Bytes after the PDU (Ethernet padding, or a length mismatch reported as FH-ECPRI-EXACT).
    public var trailing: [UInt8] {
        get { storage.trailing }
        _modify { yield &mutable.trailing }
    }
    public var context: FronthaulContext { storage.context }
    public var baseBitOffset: Int { storage.baseBitOffset }
    /// eAxC of a bare U-plane message (for the coupled modulation-compression scaling).
    public var bareEAxC: UInt16 {
        get { storage.bareEAxC }
        _modify { yield &mutable.bareEAxC }
    }

    public init(context: FronthaulContext, baseBitOffset: Int) {
        storage = Storage(context: context, baseBitOffset: baseBitOffset)
    }

    /// Walks every decoded field into `sink` (frame-coordinate offsets come from the sink's base).
    func emitAll<S: BitSink>(_ makeSink: (Int) -> S, _ collect: (S) -> Void) {
        for (i, m) in messages.enumerated() {
            var s = makeSink(messageOffset(i))
            m.emit(&s, context: context, roe: roe)
            collect(s)
        }
        if bare != nil || (roe != nil && messages.isEmpty) {
            var s = makeSink(baseBitOffset)
            if let roe { roe.emit(&s) }
            switch bare {
            case .cPlane(let c): c.emit(&s, context: context)
            case .uPlane(let u): u.emit(&s, iq: context.showIQ ? IQDisplay(context: context, eAxC: bareEAxC) : nil)
            case nil: break
            }
            collect(s)
        }
    }

    /// Appends every decoded field (tshark names, frame bit offsets) to `list`.
    public func appendFields(to list: inout FieldList) {
        emitAll({ FieldSink(base: $0) }) { list.append(contentsOf: $0.fields) }
    }

    /// One line per message: plane, section type, direction, eAxC, frame/subframe/slot/symbol, sections, seqId.
    public var summaries: [String] {
        var out: [String] = []
        let split = context.eaxcSplit
        func cp(_ c: CPlaneMessage) -> String {
            let n = c.sectionType == 4 ? "cmds=\(c.numberOfST4Cmds)" : c.sectionType == 8 ? "acks=\(c.numberOfAcks) nacks=\(c.numberOfNacks)" : "sections=\(c.sections.count)"
            return "C-plane ST\(c.sectionType) \(c.direction) f=\(c.frameId) sf=\(c.subframeId) slot=\(c.slotId) sym=\(c.startSymbolId) \(n)"
        }
        func up(_ u: UPlaneMessage) -> String {
            let prbs = u.sections.reduce(0) { $0 + $1.prbCount }
            let fmt = u.sections.first.map { " \($0.format)" } ?? ""
            return "U-plane \(u.direction) f=\(u.frameId) sf=\(u.subframeId) slot=\(u.slotId) sym=\(u.symbolId) sections=\(u.sections.count) prbs=\(prbs)\(fmt)"
        }
        for m in messages {
            switch m.body {
            case .cPlane(let t, let c): out.append("\(cp(c)) eAxC=\(split.split(t.eAxC)) seqId=\(t.sequenceId)")
            case .uPlane(let t, let u): out.append("\(up(u)) eAxC=\(split.split(t.eAxC)) seqId=\(t.sequenceId)")
            case .oneWayDelay(let d):
                out.append("eCPRI one-way delay measurement id=\(d.measurementId) action=\(d.actionType) ts=\(d.seconds).\(d.nanoseconds) comp=\(d.compensationNanoseconds)ns")
            case .headerLevel, .opaque:
                out.append("eCPRI type \(m.header.messageType) (\(ECPRIMessageType.name(m.header.messageType))) size=\(m.header.payloadSize)")
            }
        }
        let prefix = roe.map { "RoE subType=\($0.subType) flowID=\($0.flowId) " } ?? ""
        switch bare {
        case .cPlane(let c): out.append(prefix + cp(c))
        case .uPlane(let u): out.append(prefix + up(u))
        case nil: break
        }
        if let error { out.append("error: \(error)") }
        return out
    }

    /// The summary lines joined by " | ".
    public var summary: String { summaries.joined(separator: " | ") }

    /// A multi-line tree of every field with its bit offset and length.
    public func verboseTree() -> String {
        var text = ""
        emitAll({ TreeSink(base: $0) }) { text += $0.text }
        for f in findings { text += "finding: \(f)\n" }
        for note in inferredCompression { text += "note: \(note)\n" }
        if let error { text += "error: \(error)\n" }
        return text
    }
}

/// Renders the verbose tree.
struct TreeSink: BitSink {
    let base: Int
    var position: Int = 0
    var depth = 0
    var text = ""
    init(base: Int) { self.base = base }
    var indent: String { String(repeating: "  ", count: depth) }
    mutating func put(_ name: String, _ value: UInt64, bits: Int) {
        if !name.isEmpty { text += "\(indent)\(name) = \(value)  [bit \(base + position), \(bits)]\n" }
        position += bits
    }
    mutating func putBytes(_ name: String, _ bytes: ArraySlice<UInt8>) {
        if !name.isEmpty {
            let shown = Hex.encode(bytes.prefix(32)) + (bytes.count > 32 ? "…" : "")
            text += "\(indent)\(name) = \(shown) (\(bytes.count) bytes)  [bit \(base + position), \(bytes.count * 8)]\n"
        }
        position += bytes.count * 8
    }
    mutating func derived(_ name: String, _ value: @autoclosure () -> FieldValue) {
        let v: String
        let field = value()
        switch field {
        case .string(let s): v = s
        case .unsigned(let u): v = "\(u)"
        case .signed(let i): v = "\(i)"
        case .double(let d): v = "\(d)"
        default: v = "\(field)"
        }
        text += "\(indent)\(name) = \(v)  [derived]\n"
    }
    mutating func begin(_ label: String) {
        text += "\(indent)\(label)\n"
        depth += 1
    }
    mutating func end() { depth = max(0, depth - 1) }
}

/// Builds wire bytes from the model (the encoder). Lengths are taken from the model as given, so
/// malformed messages can be built on purpose; ``ECPRIMessage/oran(cPlane:transport:context:)`` and
/// friends compute the eCPRI payload size for you.
public enum FronthaulEncoder {
    public static func encode(_ messages: [ECPRIMessage], context: FronthaulContext = FronthaulContext()) -> [UInt8] {
        var s = ByteSink()
        for m in messages { m.emit(&s, context: context) }
        return s.bytes
    }
    public static func encode(_ message: ECPRIMessage, context: FronthaulContext = FronthaulContext()) -> [UInt8] {
        encode([message], context: context)
    }
    public static func encode(cPlane: CPlaneMessage, context: FronthaulContext = FronthaulContext()) -> [UInt8] {
        var s = ByteSink()
        cPlane.emit(&s, context: context)
        return s.bytes
    }
    public static func encode(uPlane: UPlaneMessage) -> [UInt8] {
        var s = ByteSink()
        uPlane.emit(&s)
        return s.bytes
    }
    /// A RoE PDU (header + O-RAN message bytes).
    public static func encode(roe: RoEHeader, payload: [UInt8]) -> [UInt8] { roe.encode() + payload }
}

extension ECPRIMessage {
    /// An eCPRI type-2 message around a C-plane message, with payloadSize computed.
    public static func oran(cPlane: CPlaneMessage, transport: ORANTransportHeader, concatenation: Bool = false, context: FronthaulContext = FronthaulContext()) -> ECPRIMessage {
        let n = FronthaulEncoder.encode(cPlane: cPlane, context: context).count
        return ECPRIMessage(header: ECPRICommonHeader(concatenation: concatenation, messageType: 2, payloadSize: UInt16(truncatingIfNeeded: n + 4)), body: .cPlane(transport, cPlane))
    }
    /// An eCPRI type-0 message around a U-plane message, with payloadSize computed.
    public static func oran(uPlane: UPlaneMessage, transport: ORANTransportHeader, concatenation: Bool = false) -> ECPRIMessage {
        let n = FronthaulEncoder.encode(uPlane: uPlane).count
        return ECPRIMessage(header: ECPRICommonHeader(concatenation: concatenation, messageType: 0, payloadSize: UInt16(truncatingIfNeeded: n + 4)), body: .uPlane(transport, uPlane))
    }
    /// An eCPRI type-5 message with payloadSize computed.
    public static func oneWayDelay(_ d: OneWayDelayMeasurement, concatenation: Bool = false) -> ECPRIMessage {
        ECPRIMessage(header: ECPRICommonHeader(concatenation: concatenation, messageType: 5, payloadSize: UInt16(truncatingIfNeeded: 20 + d.dummy.count)), body: .oneWayDelay(d))
    }
}
