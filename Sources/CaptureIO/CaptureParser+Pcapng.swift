import WireCore

/// pcapng (draft-ietf-opsawg-pcapng). Every block (section 3.1):
///
/// ```
///  0 Block Type
///  4 Block Total Length (a multiple of 4, at least 12)
///  8 Block Body (options inside: code u16, length u16, value padded to 32 bits)
///  . Block Total Length (repeated)
/// ```
///
/// Section Header Block 0x0A0D0D0A (4.1), Interface Description Block 1 (4.2), Enhanced Packet
/// Block 6 (4.3), Simple Packet Block 3 (4.4), obsolete Packet Block 2 (appendix A). Name
/// Resolution (4), Interface Statistics (5), Decryption Secrets (0x0A), custom (0xBAD,
/// 0x40000BAD, 4.8), systemd Journal Export (9) and unknown blocks are skipped by their length;
/// custom and journal blocks still take a frame number, as Wireshark shows them as frames.
extension CaptureParser {
    enum BlockType {
        static let sectionHeader: UInt32 = 0x0A0D_0D0A
        static let interfaceDescription: UInt32 = 1
        static let obsoletePacket: UInt32 = 2
        static let simplePacket: UInt32 = 3
        static let enhancedPacket: UInt32 = 6
        static let systemdJournalExport: UInt32 = 9
        static let customCopiable: UInt32 = 0x0000_0BAD
        static let customNotCopiable: UInt32 = 0x4000_0BAD
    }

    enum OptionCode {
        static let endOfOptions: UInt16 = 0
        static let comment: UInt16 = 1
        static let interfaceName: UInt16 = 2
        static let timestampResolution: UInt16 = 9
        static let timestampOffset: UInt16 = 14
        static let fcsLength: UInt16 = 13
    }

    static let byteOrderMagic: UInt32 = 0x1A2B_3C4D
    /// Type, length, byte-order magic, versions, section length, trailing length.
    static let minimumSectionHeaderBytes = 28

    enum BlockCheck {
        case valid(length: Int)
        case truncated(needed: Int)
        case corrupt(String)
    }

    /// Validates the framing of the block at `start`: both lengths and the whole block present.
    /// For a Section Header Block, first sets the byte order from its byte-order magic.
    mutating func checkBlock() -> BlockCheck {
        guard ensure(8) else { return .truncated(needed: 8) }
        let rawType = readUInt32(at: start)  // 0x0A0D0D0A reads the same in both orders
        var minimum = 12
        if rawType == BlockType.sectionHeader {
            guard ensure(12) else { return .truncated(needed: 12) }
            let magic = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start + 8, as: UInt32.self) }
            if UInt32(littleEndian: magic) == Self.byteOrderMagic {
                bigEndian = false
            } else if UInt32(bigEndian: magic) == Self.byteOrderMagic {
                bigEndian = true
            } else {
                return .corrupt("Section Header Block has a bad byte-order magic")
            }
            minimum = Self.minimumSectionHeaderBytes
        }
        let length = readUInt32(at: start + 4)
        if length < UInt32(minimum) {
            return .corrupt("corrupt block: total length \(length) is less than \(minimum)")
        }
        if length % 4 != 0 {
            return .corrupt("corrupt block: total length \(length) is not a multiple of 4")
        }
        if length > UInt32(Self.maximumBlockBytes) {
            return .corrupt(
                "corrupt block: total length \(length) exceeds the limit of \(Self.maximumBlockBytes) bytes")
        }
        let blockLength = Int(length)
        guard ensure(blockLength) else { return .truncated(needed: blockLength) }
        let trailing = readUInt32(at: start + blockLength - 4)
        if trailing != length {
            return .corrupt("corrupt block: trailing total length \(trailing) does not match leading \(length)")
        }
        return .valid(length: blockLength)
    }

    mutating func readFirstSectionHeader() throws(CaptureError) {
        switch checkBlock() {
        case .truncated(let needed):
            throw CaptureError(
                code: .truncatedHeader, path: name,
                message: "pcapng Section Header Block cut short (\(end - start) of \(needed) bytes)")
        case .corrupt(let problem):
            throw CaptureError(code: .corruptHeader, path: name, message: "pcapng Section Header Block: \(problem)")
        case .valid(let length):
            let major = readUInt16(at: start + 12)
            if major != 1 {
                throw CaptureError(
                    code: .unsupported, path: name, message: "pcapng major version \(major) is not supported")
            }
            format = .pcapng
            sectionIndex = 0
            sectionInterfaceBase = interfaces.count
            start += length
        }
    }

    mutating func nextPcapngPacket() -> CaptureRecord? {
        while !stopped {
            let offset = bytesConsumed
            if end - start < 8 && !ensure(8) {
                stopAtEnd(needed: 8, what: "block header", at: offset)
                return nil
            }
            let type = readUInt32(at: start)
            let isPacket =
                type == BlockType.enhancedPacket || type == BlockType.simplePacket
                || type == BlockType.obsoletePacket
            let frame: Int? = isPacket ? frameCount + 1 : nil
            let length: Int
            switch checkBlock() {
            case .valid(let blockLength): length = blockLength
            case .truncated(let needed):
                stopAtEnd(needed: needed, what: "block (type \(Self.hex(type)))", at: offset, frame: frame)
                return nil
            case .corrupt(let problem):
                stop(problem, at: offset, frame: frame)
                return nil
            }
            switch type {
            case BlockType.enhancedPacket, BlockType.obsoletePacket:
                return packetBlock(length: length, obsolete: type == BlockType.obsoletePacket, offset: offset)
            case BlockType.simplePacket:
                return simplePacketBlock(length: length, offset: offset)
            case BlockType.interfaceDescription:
                interfaceDescriptionBlock(length: length, offset: offset)
            case BlockType.sectionHeader:
                let major = readUInt16(at: start + 12)
                if major != 1 {
                    stop("pcapng major version \(major) is not supported", at: offset)
                    return nil
                }
                sectionIndex += 1
                // Earlier sections' interfaces are no longer referenced by any packet: the list
                // kept for ``CaptureReader/interfaces`` is bounded by forgetting them.
                if interfaces.count >= Limits.maximumListCount { interfaces.removeAll(keepingCapacity: true) }
                sectionInterfaceBase = interfaces.count
            case BlockType.customCopiable, BlockType.customNotCopiable, BlockType.systemdJournalExport:
                // Wireshark shows these blocks as frames of their own, so they take a frame
                // number (keeping ours equal to Wireshark's) but are not returned as packets.
                frameCount += 1
            default:
                break  // NRB, ISB, DSB and unknown blocks: skipped by length.
            }
            if stopped { return nil }  // a corrupt IDB: bytesConsumed stays at its start
            start += length
        }
        return nil
    }

    /// Interface Description Block (4.2): LinkType u16, reserved u16, SnapLen u32, options.
    private mutating func interfaceDescriptionBlock(length: Int, offset: Int64) {
        guard length >= 20 else {
            stop("corrupt Interface Description Block: total length \(length) is less than 20", at: offset)
            return
        }
        // Interface ids restart in every section (pcapng §4.2), so the limit is per section: a file
        // of many sections (what `cat` or mergecap of many captures makes) is read to its end.
        if interfaces.count - sectionInterfaceBase >= Limits.maximumListCount {
            stop("more than \(Limits.maximumListCount) interfaces in one section", at: offset)
            return
        }
        let body = start + 8
        var interface = CaptureInterface(
            linkType: LinkType(rawValue: UInt32(readUInt16(at: body))),
            snapLength: readUInt32(at: body + 4),
            section: sectionIndex)
        var cursor = body + 8
        let optionsEnd = start + length - 4
        while cursor + 4 <= optionsEnd {
            let code = readUInt16(at: cursor)
            let valueLength = Int(readUInt16(at: cursor + 2))
            let value = cursor + 4
            if code == OptionCode.endOfOptions { break }
            if value + valueLength > optionsEnd {
                warn(
                    "Interface Description Block option \(code) overruns the block; rest of its options ignored",
                    at: bufferFileOffset + Int64(cursor))
                break
            }
            switch code {
            case OptionCode.interfaceName:
                // the first 256 octets: a section may declare 65,536 interfaces, each name up to
                // 64 KiB, and every interface is kept for the section's packets
                interface.name = String(decoding: buffer[value..<value + min(valueLength, 256)], as: UTF8.self)
            case OptionCode.timestampResolution where valueLength >= 1:
                interface.timestampResolution = TimestampResolution(optionByte: buffer[value])
            case OptionCode.fcsLength where valueLength >= 1:
                interface.fcsLength = Int(buffer[value])
            case OptionCode.timestampOffset where valueLength >= 8:
                interface.timestampOffsetSeconds = Int64(bitPattern: readUInt64(at: value))
            default:
                break
            }
            cursor = value + ((valueLength + 3) & ~3)
        }
        interfaces.append(interface)
    }

    /// Enhanced Packet Block (4.3) and obsolete Packet Block (appendix A). Both lay out:
    /// interface id (EPB u32; PB u16 + drops count u16), timestamp upper u32, lower u32,
    /// captured length u32, original length u32, data padded to 32 bits, options.
    private mutating func packetBlock(length: Int, obsolete: Bool, offset: Int64) -> CaptureRecord? {
        let frame = frameCount + 1
        let kind = obsolete ? "Packet Block" : "Enhanced Packet Block"
        guard length >= 32 else {
            stop("corrupt \(kind): total length \(length) is less than 32", at: offset, frame: frame)
            return nil
        }
        let body = start + 8
        let interfaceID = obsolete ? Int(readUInt16(at: body)) : Int(readUInt32(at: body))
        let units = (UInt64(readUInt32(at: body + 4)) << 32) | UInt64(readUInt32(at: body + 8))
        let captured = Int(readUInt32(at: body + 12))
        let original = Int(readUInt32(at: body + 16))
        let dataStart = body + 20
        let paddedCaptured = (captured + 3) & ~3
        if 32 + paddedCaptured > length {
            stop(
                "corrupt \(kind): captured length \(captured) does not fit in a block of \(length) bytes", at: offset,
                frame: frame)
            return nil
        }
        let sectionInterfaces = interfaces.count - sectionInterfaceBase
        if interfaceID >= sectionInterfaces {
            stop(
                "\(kind) refers to interface \(interfaceID) but the section defines \(sectionInterfaces)", at: offset,
                frame: frame)
            return nil
        }
        let interface = interfaces[sectionInterfaceBase + interfaceID]
        let optionsStart = dataStart + paddedCaptured
        let optionsEnd = start + length - 4
        let comments = optionsStart < optionsEnd ? packetComments(from: optionsStart, to: optionsEnd, frame: frame) : []
        let record = CaptureRecord(
            frameNumber: frame,
            timestampNanoseconds: combinedTimestamp(
                nanoseconds: interface.timestampResolution.nanoseconds(fromUnits: units),
                offsetSeconds: interface.timestampOffsetSeconds),
            capturedLength: captured,
            originalLength: original,
            linkType: interface.linkType,
            interfaceID: interfaceID,
            section: sectionIndex,
            sectionInterfaces: sectionInterfaces,
            bytes: buffer[dataStart..<dataStart + captured],
            comments: comments,
            fileOffset: offset,
            fcsLength: interface.fcsLength)
        frameCount = frame
        start += length
        return record
    }

    /// Simple Packet Block (4.4): original length u32, then data. The captured length is the
    /// smaller of the original length and interface 0's SnapLen (when not 0), and never more
    /// than the block holds. It has no timestamp (reported as 0) and no options.
    private mutating func simplePacketBlock(length: Int, offset: Int64) -> CaptureRecord? {
        let frame = frameCount + 1
        guard length >= 16 else {
            stop("corrupt Simple Packet Block: total length \(length) is less than 16", at: offset, frame: frame)
            return nil
        }
        guard interfaces.count > sectionInterfaceBase else {
            stop("Simple Packet Block before any Interface Description Block in its section", at: offset, frame: frame)
            return nil
        }
        let interface = interfaces[sectionInterfaceBase]
        let original = Int(readUInt32(at: start + 8))
        var captured = min(original, length - 16)
        if interface.snapLength != 0 { captured = min(captured, Int(interface.snapLength)) }
        let dataStart = start + 12
        let record = CaptureRecord(
            frameNumber: frame,
            timestampNanoseconds: 0,
            capturedLength: captured,
            originalLength: original,
            linkType: interface.linkType,
            interfaceID: 0,
            section: sectionIndex,
            sectionInterfaces: interfaces.count - sectionInterfaceBase,
            bytes: buffer[dataStart..<dataStart + captured],
            fileOffset: offset,
            fcsLength: interface.fcsLength)
        frameCount = frame
        start += length
        return record
    }

    /// Collects `opt_comment` (code 1, UTF-8, may repeat) from a packet block's options.
    private mutating func packetComments(from optionsStart: Int, to optionsEnd: Int, frame: Int) -> [String] {
        var comments: [String] = []
        var cursor = optionsStart
        while cursor + 4 <= optionsEnd {
            let code = readUInt16(at: cursor)
            let valueLength = Int(readUInt16(at: cursor + 2))
            let value = cursor + 4
            if code == OptionCode.endOfOptions { break }
            if value + valueLength > optionsEnd {
                warn(
                    "option \(code) overruns its packet block; rest of its options ignored",
                    at: bufferFileOffset + Int64(cursor), frame: frame)
                break
            }
            if code == OptionCode.comment {
                comments.append(String(decoding: buffer[value..<value + valueLength], as: UTF8.self))
            }
            cursor = value + ((valueLength + 3) & ~3)
        }
        return comments
    }

    static func hex(_ value: UInt32) -> String {
        "0x" + String(value, radix: 16, uppercase: true)
    }
}
