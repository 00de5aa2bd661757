import CZlib

/// A CRC-32 (zlib's, ISO-HDLC polynomial) over records as a capture file stores them: each
/// record's timestamp, original and captured lengths, interface id and octets, in order. A
/// part's state records this over its head's frames, and `merge` compares it over the frames it
/// reads back, so a head damaged on the way (a flipped bit in a frame or timestamp of a plain
/// state, or in a compressed one whose check value is past the head) is an error, not other
/// results.
public struct RecordDigest: Equatable, Sendable {
    public private(set) var value: UInt32 = 0
    /// Records added.
    public private(set) var count = 0

    public init() {}

    public mutating func add(_ record: CaptureRecord) {
        // The record's fields, little-endian, in a buffer on the stack (no allocation per frame).
        let fields = (UInt64(bitPattern: record.timestampNanoseconds).littleEndian, UInt32(truncatingIfNeeded: record.originalLength).littleEndian,
                      UInt32(truncatingIfNeeded: record.bytes.count).littleEndian, UInt32(truncatingIfNeeded: record.interfaceID).littleEndian)
        var crc = withUnsafeBytes(of: fields) { raw in
            // 20 octets of fields (the tuple's layout has no padding before its last member).
            UInt32(crc32(uLong(value), raw.baseAddress?.assumingMemoryBound(to: Bytef.self), 20))
        }
        record.bytes.withUnsafeBufferPointer { buffer in
            // zlib counts in 32-bit units; a record is far below that (Limits.maximumRecordBytes).
            crc = UInt32(crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
        value = crc
        count += 1
    }

    /// Eight hex digits.
    public var text: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
