import WireCore

/// Classic pcap (draft-ietf-opsawg-pcap section 4 file header, section 5 packet record).
///
/// ```
/// File header (24 bytes)          Packet record header (16 bytes)
///  0 Magic Number                  0 Timestamp (seconds)
///  4 Major Version | Minor Version 4 Timestamp (micro- or nanoseconds)
///  8 Reserved1                     8 Captured Packet Length
/// 12 Reserved2                    12 Original Packet Length
/// 16 SnapLen                      16 Packet Data (Captured Packet Length bytes)
/// 20 FCS/f | LinkType
/// ```
///
/// The modified format of the patched libpcap of some Linux distributions (Alexey Kuznetzov's;
/// magic 0xA1B2CD34, microseconds) has the same file header and 8 more octets in each record
/// header after the original length: interface index (4), protocol (2), packet type (1) and a
/// pad octet; Wireshark reads it as pcap, and so does this.
extension CaptureParser {
    static let pcapFileHeaderBytes = 24
    static let pcapRecordHeaderBytes = 16
    static let modifiedPcapRecordHeaderBytes = 24

    mutating func readPcapHeader(nanosecond: Bool, bigEndian: Bool, modified: Bool = false) throws(CaptureError) {
        let available = end - start
        if available < Self.pcapFileHeaderBytes {
            throw CaptureError(
                code: .truncatedHeader, path: name,
                message: "pcap file header cut short (\(available) of 24 bytes)")
        }
        self.bigEndian = bigEndian
        nanosecondPcap = nanosecond
        pcapRecordHeader = modified ? Self.modifiedPcapRecordHeaderBytes : Self.pcapRecordHeaderBytes
        format = .pcap(nanosecond: nanosecond, bigEndian: bigEndian)
        let snapLength = readUInt32(at: start + 16)
        // The LinkType is the low 16 bits; the upper bits carry the FCS length (section 4):
        // bit 26 (F) says the top four bits give the FCS length in 16-bit words.
        let field = readUInt32(at: start + 20)
        let linkType = LinkType(rawValue: field & 0xFFFF)
        pcapLinkType = linkType
        pcapFCSLength = field & 0x0400_0000 != 0 ? Int(field >> 28) * 2 : nil
        interfaces = [
            CaptureInterface(
                linkType: linkType, snapLength: snapLength,
                timestampResolution: nanosecond ? .nanoseconds : .microseconds, fcsLength: pcapFCSLength)
        ]
        start += Self.pcapFileHeaderBytes
    }

    mutating func nextPcapRecord() -> CaptureRecord? {
        let offset = bytesConsumed
        let frame = frameCount + 1
        let header = pcapRecordHeader
        guard ensure(header) else {
            stopAtEnd(needed: header, what: "record header", at: offset, frame: frame)
            return nil
        }
        let seconds = readUInt32(at: start)
        let fraction = readUInt32(at: start + 4)
        let captured = readUInt32(at: start + 8)
        let original = readUInt32(at: start + 12)
        if captured > UInt32(Limits.maximumRecordBytes) {
            stop(
                "corrupt record: captured length \(captured) exceeds the limit of \(Limits.maximumRecordBytes) bytes",
                at: offset, frame: frame)
            return nil
        }
        let total = header + Int(captured)
        guard ensure(total) else {
            stopAtEnd(needed: total, what: "record", at: offset, frame: frame)
            return nil
        }
        let dataStart = start + header
        let fractionNanoseconds = nanosecondPcap ? Int64(fraction) : Int64(fraction) * 1000
        let record = CaptureRecord(
            frameNumber: frame,
            timestampNanoseconds: Int64(seconds) * 1_000_000_000 + fractionNanoseconds,
            capturedLength: Int(captured),
            originalLength: Int(original),
            linkType: pcapLinkType,
            bytes: buffer[dataStart..<dataStart + Int(captured)],
            fileOffset: offset,
            fcsLength: pcapFCSLength)
        frameCount = frame
        start += total
        return record
    }
}
