import WireCore

/// Writes classic pcap (draft-ietf-opsawg-pcap sections 4-5), little-endian, with the
/// nanosecond magic 0xA1B23C4D by default (microsecond magic 0xA1B2C3D4 on request).
public struct PcapWriter {
    /// The file so far (in-memory form), or bytes not yet flushed (file form).
    public private(set) var bytes: [UInt8] = []
    public let linkType: LinkType
    public let snapLength: UInt32
    public let nanosecond: Bool
    /// FCS bytes declared in the LinkType field's FCS bits (draft-ietf-opsawg-pcap §4), if any:
    /// an even count up to 30. The writer does not add FCS bytes: packets must carry them.
    public let fcsLength: Int?
    private let output: FileOutput?
    private let name: String

    /// A writer into memory; read the result from ``bytes``.
    public init(linkType: LinkType, snapLength: UInt32 = 262_144, nanosecond: Bool = true, fcsLength: Int? = nil) {
        self.fcsLength = fcsLength
        self.linkType = linkType
        self.snapLength = snapLength
        self.nanosecond = nanosecond
        output = nil
        name = "<memory>"
        appendFileHeader()
    }

    /// A writer into a new (or truncated) file at `path`.
    public init(path: String, linkType: LinkType, snapLength: UInt32 = 262_144, nanosecond: Bool = true, fcsLength: Int? = nil)
        throws(CaptureError)
    {
        self.fcsLength = fcsLength
        self.linkType = linkType
        self.snapLength = snapLength
        self.nanosecond = nanosecond
        output = try FileOutput(path: path)
        name = path
        appendFileHeader()
    }

    /// Appends a packet record. Timestamps before 1970 or after 2106 cannot be represented.
    public mutating func write(
        _ packet: some Collection<UInt8>, timestampNanoseconds: Int64, originalLength: Int? = nil
    ) throws(CaptureError) {
        let captured = packet.count
        let original = originalLength ?? captured
        guard captured <= Limits.maximumRecordBytes && (snapLength == 0 || captured <= Int(snapLength)) else {
            throw invalid("packet of \(captured) bytes exceeds the snap length \(snapLength)")
        }
        guard original >= captured && original <= Int(UInt32.max) else {
            throw invalid("original length \(original) is smaller than the \(captured) captured bytes or too large")
        }
        let seconds = timestampNanoseconds / 1_000_000_000
        let fraction = timestampNanoseconds % 1_000_000_000
        guard timestampNanoseconds >= 0 && seconds <= Int64(UInt32.max) else {
            throw invalid("timestamp \(timestampNanoseconds) ns does not fit a pcap record")
        }
        bytes.appendLittleEndian(UInt32(seconds))
        bytes.appendLittleEndian(UInt32(nanosecond ? fraction : fraction / 1000))
        bytes.appendLittleEndian(UInt32(captured))
        bytes.appendLittleEndian(UInt32(original))
        if packet.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: packet)
        }
        if let output, bytes.count >= FileOutput.flushThreshold {
            try output.drain(&bytes)
        }
    }

    /// Flushes and closes the file (file form); nothing to do in memory.
    public mutating func close() throws(CaptureError) {
        guard let output else { return }
        try output.drain(&bytes)
        try output.close()
    }

    private mutating func appendFileHeader() {
        bytes.appendLittleEndian(UInt32(nanosecond ? 0xA1B2_3C4D : 0xA1B2_C3D4))
        bytes.appendLittleEndian(UInt16(2))
        bytes.appendLittleEndian(UInt16(4))
        bytes.appendLittleEndian(UInt32(0))
        bytes.appendLittleEndian(UInt32(0))
        bytes.appendLittleEndian(snapLength)
        var field = linkType.rawValue & 0xFFFF
        if let fcsLength { field |= 0x0400_0000 | UInt32((fcsLength / 2) & 0xF) << 28 }
        bytes.appendLittleEndian(field)
    }

    private func invalid(_ message: String) -> CaptureError {
        CaptureError(code: .invalidArgument, path: name, message: message)
    }
}
