import WireCore

/// Per-frame working state shared by the layer parsers. In fast mode (`full == false`) nothing
/// here allocates: fields, protocols and findings stay empty unless something goes wrong.
struct FrameContext {
    let frameNumber: Int
    let timestamp: Int64
    /// The capture (snap length) or a mirroring tunnel (ERSPAN's T bit) cut the frame.
    var isTruncated: Bool
    /// Tunnels entered so far (``NetworkDemux/maximumTunnelDepth``).
    var tunnels = 0
    let full: Bool
    /// Index of the first frame byte (frame offsets are `index - base`).
    let base: Int
    /// True while parsing a reassembled IP datagram (no frame coordinates).
    var inReassembledDatagram = false
    /// Frames of the reassembled IP datagram being parsed, when `inReassembledDatagram`.
    var datagramFrames: [Int] = []
    var fields = FieldList()
    var protocols: [String] = []
    var findings: [Finding] = []
    var source = ""
    var destination = ""
    var protocolColumn = ""
    var info = ""
    var endpoints: Endpoints
    var malformed = false
    var truncated = false
    /// Parse the upper layer of a first IP fragment in place instead of reassembling (tshark
    /// does this when the frame was cut by the snap length).
    var dissectFirstFragment = false

    init(frameNumber: Int, timestamp: Int64, isTruncated: Bool, full: Bool, base: Int, endpoints: Endpoints) {
        self.frameNumber = frameNumber
        self.timestamp = timestamp
        self.isTruncated = isTruncated
        self.full = full
        self.base = base
        self.endpoints = endpoints
    }

    /// Bit offset of a byte index, or -1 inside a reassembled datagram.
    @inline(__always)
    func bitOffset(_ index: Int) -> Int { inReassembledDatagram ? -1 : (index - base) * 8 }

    /// Appends a field in full mode. The name is a ``NetworkFields`` constant, read only then.
    @inline(__always)
    mutating func field(_ name: @autoclosure () -> String, _ value: UInt64, at index: Int, bytes: Int) {
        if full { fields.append(Field(name(), .unsigned(value), bitOffset: bitOffset(index), bitLength: bytes * 8)) }
    }

    @inline(__always)
    mutating func field(_ name: @autoclosure () -> String, bool value: Bool, at index: Int, bytes: Int) {
        if full { fields.append(Field(name(), .bool(value), bitOffset: bitOffset(index), bitLength: bytes * 8)) }
    }

    @inline(__always)
    mutating func field(_ name: @autoclosure () -> String, text: @autoclosure () -> String, at index: Int, bytes: Int) {
        if full { fields.append(Field(name(), .string(text()), bitOffset: bitOffset(index), bitLength: bytes * 8)) }
    }

    @inline(__always)
    mutating func push(_ protocolName: String) {
        if full { protocols.append(protocolName) }
    }

    /// Records that the buffer ended inside `field`: inconclusive when the capture cut the
    /// frame (snap length), malformed otherwise.
    mutating func ranOut(_ fieldPath: String, at index: Int, needed: Int, available: Int) {
        if isTruncated && !inReassembledDatagram {
            truncated = true
            findings.append(Finding(
                id: "NET-TRUNCATED", severity: .note,
                message: "capture truncated: \(fieldPath) needs \(needed) bytes, \(available) captured",
                fieldPath: fieldPath, bitOffset: bitOffset(index)))
        } else {
            malformed = true
            findings.append(Finding(
                id: "NET-MALFORMED", severity: .error,
                message: "\(fieldPath) needs \(needed) bytes, only \(available) present",
                fieldPath: fieldPath, bitOffset: bitOffset(index)))
        }
    }

    /// Records a malformed field (a length or value the specification does not allow).
    mutating func malformed(_ fieldPath: String, at index: Int, _ message: String, id: RuleID = "NET-MALFORMED") {
        malformed = true
        findings.append(Finding(id: id, severity: .error, message: message, fieldPath: fieldPath, bitOffset: bitOffset(index)))
    }

    mutating func note(_ fieldPath: String, at index: Int, _ message: String, id: RuleID, severity: Finding.Severity = .note) {
        findings.append(Finding(id: id, severity: severity, message: message, fieldPath: fieldPath, bitOffset: bitOffset(index)))
    }
}

/// Big-endian loads; every caller has checked `index + width <= bytes.endIndex`.
@inline(__always)
func load16(_ bytes: ArraySlice<UInt8>, _ index: Int) -> UInt16 {
    UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
}

@inline(__always)
func load32(_ bytes: ArraySlice<UInt8>, _ index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
}
