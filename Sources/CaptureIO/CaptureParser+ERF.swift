import WireCore

/// A native Endace ERF file: what a DAG capture card's tools (`dagsnap`) write, records back to
/// back with no file header. Each record is handed on whole under LINKTYPE_ERF (197), as a pcap
/// or pcapng file of ERF records holds it, so NetLayers reads its header, extension headers and
/// packet the same way (``CaptureRecord/linkType``).
///
/// ```
///  0 timestamp (8, little-endian; seconds in the high 32 bits, a binary fraction in the low 32)
///  8 type (bit 7: extension headers follow)   9 flags (bits 0-1: the capture port)
/// 10 rlen (2, big-endian): the record's length, header and padding included
/// 12 lctr / color (2)   14 wlen (2): the packet's length on the wire
/// ```
///
/// With no magic number, the file is told by its first records (as Wireshark's reader does): each
/// of the first ones (at most ``erfProbeRecords``) must have a record type the format defines
/// (1–27, or 48 for padding after the first), a length that holds its header and fits in the
/// file's first bytes, and a timestamp of a nonzero second no earlier than the one before it. A
/// text file, a pcap or pcapng file fails that at once. The capture port is the record's
/// interface, one per port seen.
extension CaptureParser {
    static let erfHeaderBytes = 16
    static let erfProbeRecords = 3

    /// Whether a record type is one the ERF format defines (types 1–27; 48, padding).
    static func isERFType(_ type: UInt8) -> Bool {
        let t = type & 0x7F
        return (1...27).contains(t) || t == 48
    }

    /// Whether the bytes from `start` read as ERF records (see the type's comment).
    mutating func looksLikeERF() -> Bool {
        _ = ensure(1 << 16)
        var at = start
        var checked = 0
        var lastTime: UInt64 = 0
        while checked < Self.erfProbeRecords, end - at >= Self.erfHeaderBytes {
            let type = buffer[at + 8]
            let length = Int(buffer[at + 10]) << 8 | Int(buffer[at + 11])
            let time = readLittleUInt64(at: at)
            guard Self.isERFType(type), checked > 0 || type & 0x7F != 48,
                  length >= Self.erfHeaderBytes + (type & 0x80 != 0 ? 8 : 0), time >= lastTime, time >> 32 != 0 else {
                return false
            }
            // the first record is whole; a later one may run past what was read
            if end - at < length { return checked > 0 }
            lastTime = time
            checked += 1
            at += length
        }
        return checked > 0
    }

    mutating func startERF() {
        format = .erf
        interfaces = [CaptureInterface(linkType: LinkType.erf, snapLength: 0, timestampResolution: .nanoseconds)]
    }

    mutating func nextERFRecord() -> CaptureRecord? {
        let offset = bytesConsumed
        let frame = frameCount + 1
        guard ensure(Self.erfHeaderBytes) else {
            stopAtEnd(needed: Self.erfHeaderBytes, what: "ERF record header", at: offset, frame: frame)
            return nil
        }
        let type = buffer[start + 8]
        let length = Int(buffer[start + 10]) << 8 | Int(buffer[start + 11])
        guard length >= Self.erfHeaderBytes else {
            stop("corrupt ERF record: rlen \(length) is shorter than its 16-byte header", at: offset, frame: frame)
            return nil
        }
        guard Self.isERFType(type) else {
            stop("corrupt ERF record: type \(type & 0x7F) is not an ERF record type", at: offset, frame: frame)
            return nil
        }
        guard ensure(length) else {
            stopAtEnd(needed: length, what: "ERF record", at: offset, frame: frame)
            return nil
        }
        let port = Int(buffer[start + 9] & 0x03)
        while interfaces.count <= port {
            interfaces.append(CaptureInterface(linkType: LinkType.erf, snapLength: 0, timestampResolution: .nanoseconds))
        }
        let record = CaptureRecord(
            frameNumber: frame,
            timestampNanoseconds: Self.erfTimestampNanoseconds(readLittleUInt64(at: start)),
            capturedLength: length,
            originalLength: length,
            linkType: LinkType.erf,
            interfaceID: port,
            sectionInterfaces: interfaces.count,
            bytes: buffer[start..<start + length],
            fileOffset: offset)
        frameCount = frame
        start += length
        return record
    }

    /// An ERF timestamp (32.32 fixed point seconds) in nanoseconds, the fraction rounded to the
    /// nearest nanosecond.
    static func erfTimestampNanoseconds(_ stamp: UInt64) -> Int64 {
        let seconds = Int64(stamp >> 32)
        let nanoseconds = Int64(((stamp & 0xFFFF_FFFF) &* 1_000_000_000 &+ 0x8000_0000) >> 32)
        return seconds &* 1_000_000_000 &+ nanoseconds
    }

    func readLittleUInt64(at index: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in (0..<8).reversed() { value = value << 8 | UInt64(buffer[index + i]) }
        return value
    }
}
