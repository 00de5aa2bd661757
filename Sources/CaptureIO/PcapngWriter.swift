import WireCore

/// Writes pcapng (draft-ietf-opsawg-pcapng), little-endian: one Section Header Block (4.1),
/// Interface Description Blocks (4.2) with `if_tsresol` = 9 (nanoseconds) and the snap length,
/// and Enhanced Packet Blocks (4.3) with one `opt_comment` (code 1) per comment.
///
/// Two forms: `init(path:)` writes to a file (call `close()` to flush), `init()` keeps the file
/// in ``bytes``.
public struct PcapngWriter {
    /// The file so far (in-memory form), or bytes not yet flushed (file form).
    public private(set) var bytes: [UInt8] = []
    /// Snap length of each interface added, by interface id.
    public private(set) var interfaceSnapLengths: [UInt32] = []
    /// Link type of each interface added, by interface id.
    public private(set) var interfaceLinkTypes: [LinkType] = []
    private let output: FileOutput?
    private let name: String

    /// A writer into memory; read the result from ``bytes``.
    public init() {
        output = nil
        name = "<memory>"
        appendSectionHeader()
    }

    /// A writer into a new (or truncated) file at `path`, compressed as `compression` says (one
    /// gzip member or one Zstandard frame; nil: plain pcapng). `compressedTail`: the file may get
    /// a tail found from its end (``beginCompressedTail()``), which a Zstandard file needs to
    /// know from its first octet (its content is hashed as it is written).
    public init(path: String, compression: CaptureCompression? = nil, compressedTail: Bool = false) throws(CaptureError) {
        output = try FileOutput(path: path, compression: compression, tailExpected: compressedTail)
        name = path
        appendSectionHeader()
    }

    /// Adds an Interface Description Block and returns its interface id (0, 1, ...).
    @discardableResult
    /// - Parameter fcsLength: written as `if_fcslen` (option 13) when given: the FCS bytes every
    ///   packet of the interface ends with (the writer does not add them).
    public mutating func addInterface(linkType: LinkType, snapLength: UInt32 = 262_144, name: String? = nil, fcsLength: Int? = nil) -> Int {
        let nameBytes = Array((name ?? "").utf8.prefix(0xFFFF))
        var options: [UInt8] = []
        if name != nil {
            appendOption(&options, code: 2, value: nameBytes)
        }
        if let fcsLength {
            appendOption(&options, code: 13, value: [UInt8(clamping: fcsLength)])
        }
        appendOption(&options, code: 9, value: [9])  // if_tsresol: 10^-9 s
        options.appendLittleEndian(UInt32(0))  // opt_endofopt
        let total = UInt32(8 + 8 + options.count + 4)
        bytes.appendLittleEndian(UInt32(1))
        bytes.appendLittleEndian(total)
        bytes.appendLittleEndian(UInt16(truncatingIfNeeded: linkType.rawValue))
        bytes.appendLittleEndian(UInt16(0))
        bytes.appendLittleEndian(snapLength)
        bytes.append(contentsOf: options)
        bytes.appendLittleEndian(total)
        interfaceSnapLengths.append(snapLength)
        interfaceLinkTypes.append(linkType)
        return interfaceSnapLengths.count - 1
    }

    /// The id of the first interface added with this link type, adding one (with `snapLength`)
    /// when there is none yet; handy when copying frames of several captures into one file.
    public mutating func interfaceID(for linkType: LinkType, snapLength: UInt32 = 0) -> Int {
        if let existing = interfaceLinkTypes.firstIndex(of: linkType) { return existing }
        return addInterface(linkType: linkType, snapLength: snapLength)
    }

    /// Appends an Enhanced Packet Block. `originalLength` defaults to the byte count and may
    /// not be smaller; the timestamp may not be negative (pcapng timestamps are unsigned).
    public mutating func write(
        _ packet: some Collection<UInt8>, timestampNanoseconds: Int64, originalLength: Int? = nil,
        interfaceID: Int = 0, comments: [String] = []
    ) throws(CaptureError) {
        let captured = packet.count
        let original = originalLength ?? captured
        guard interfaceID >= 0 && interfaceID < interfaceSnapLengths.count else {
            throw invalid("interface \(interfaceID) was not added (\(interfaceSnapLengths.count) interfaces)")
        }
        let snapLength = interfaceSnapLengths[interfaceID]
        guard captured <= Limits.maximumRecordBytes && (snapLength == 0 || captured <= Int(snapLength)) else {
            throw invalid("packet of \(captured) bytes exceeds the snap length \(snapLength)")
        }
        guard original >= captured && original <= Int(UInt32.max) else {
            throw invalid("original length \(original) is smaller than the \(captured) captured bytes or too large")
        }
        guard timestampNanoseconds >= 0 else {
            throw invalid("negative timestamp \(timestampNanoseconds) cannot be written to pcapng")
        }
        var optionBytes = 0
        for comment in comments {
            let count = comment.utf8.count
            guard count <= 0xFFFF else { throw invalid("comment of \(count) bytes exceeds 65535") }
            optionBytes += 4 + ((count + 3) & ~3)
        }
        if optionBytes > 0 { optionBytes += 4 }
        let padded = (captured + 3) & ~3
        let total = 32 + padded + optionBytes
        let units = UInt64(timestampNanoseconds)
        bytes.appendLittleEndian(UInt32(6))
        bytes.appendLittleEndian(UInt32(total))
        bytes.appendLittleEndian(UInt32(interfaceID))
        bytes.appendLittleEndian(UInt32(truncatingIfNeeded: units >> 32))
        bytes.appendLittleEndian(UInt32(truncatingIfNeeded: units))
        bytes.appendLittleEndian(UInt32(captured))
        bytes.appendLittleEndian(UInt32(original))
        if packet.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: packet)
        }
        bytes.appendZeros(padded - captured)
        if optionBytes > 0 {
            for comment in comments {
                appendOption(&bytes, code: 1, value: Array(comment.utf8))
            }
            bytes.appendLittleEndian(UInt32(0))
        }
        bytes.appendLittleEndian(UInt32(total))
        if let output, bytes.count >= FileOutput.flushThreshold {
            try output.drain(&bytes)
        }
    }

    /// In a compressed file opened with `compressedTail`, makes what is written from here on the
    /// file's tail, read alone from the file's end (``CompressedTail``). Nothing to do for a
    /// plain file or in memory.
    public mutating func beginCompressedTail() throws(CaptureError) {
        guard let output else { return }
        try output.drain(&bytes)
        try output.beginCompressedTail()
    }

    /// Flushes and closes the file (file form); nothing to do in memory.
    public mutating func close() throws(CaptureError) {
        guard let output else { return }
        try output.drain(&bytes)
        try output.close()
    }

    private mutating func appendSectionHeader() {
        bytes.appendLittleEndian(UInt32(0x0A0D_0D0A))
        bytes.appendLittleEndian(UInt32(28))
        bytes.appendLittleEndian(UInt32(0x1A2B_3C4D))
        bytes.appendLittleEndian(UInt16(1))
        bytes.appendLittleEndian(UInt16(0))
        bytes.appendLittleEndian(UInt64.max)  // section length not specified
        bytes.appendLittleEndian(UInt32(28))
    }

    private func appendOption(_ target: inout [UInt8], code: UInt16, value: [UInt8]) {
        target.appendLittleEndian(code)
        target.appendLittleEndian(UInt16(value.count))
        target.append(contentsOf: value)
        target.appendZeros(((value.count + 3) & ~3) - value.count)
    }

    private func invalid(_ message: String) -> CaptureError {
        CaptureError(code: .invalidArgument, path: name, message: message)
    }
}
