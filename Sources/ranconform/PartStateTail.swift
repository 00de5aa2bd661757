import CaptureIO
import Glibc
import WireCore

/// The state record of a plain (uncompressed) part-state file, read from the file's end: the
/// trailer's packets are its last blocks (draft-ietf-opsawg-pcapng §3.1: every block ends with
/// its total length, so blocks can be walked backwards), after the `LINKTYPE_USER0` interface
/// block that announces them. So `merge` of parts joined at their boundaries reads the trailer
/// and the part's head, never the rest of a part of many gigabytes.
///
/// A compressed state (`.zst`, `.gz`) has its trailer readable on its own, found from the file's
/// end (``CompressedTail``): a gzip member of its own, or the Zstandard frame's raw last blocks;
/// only that is read.
///
/// Only files as ``PartStateWriter`` writes them qualify (little-endian, the trailer's interface
/// block right before its packets); anything else gives nil, and the file is read whole.
struct PartStateTail {
    /// The first trailer packet's comment (the state record).
    var comment: String
    /// The trailer packets' data, in order (the boundary).
    var data: [UInt8]
    /// The trailer's interface id (the number of stored interfaces before it).
    var interfaceID: Int

    /// Blocks read at most (a boundary of 4 GiB in 256 KiB packets is 16,384): a longer tail
    /// is read with the whole file.
    static let maximumBlocks = 16_500

    /// The trailer of the plain or compressed state at `path`, or nil.
    static func read(path: String) -> PartStateTail? {
        plain(path: path) ?? compressed(path: path)
    }

    /// The longest decompressed tail read: the most blocks, each a packet of the size the
    /// writer gives them (``PartStateTrailer/boundaryChunkBytes``) with its comment.
    static var maximumTailBytes: Int { maximumBlocks * (PartStateTrailer.boundaryChunkBytes + 65_536) }

    /// A compressed state's tail: the trailer's interface block, then its packets, nothing else.
    static func compressed(path: String) -> PartStateTail? {
        guard let tail = CompressedTail.read(path: path, maximumBytes: maximumTailBytes) else { return nil }
        var packets: [(interface: Int, data: ArraySlice<UInt8>, comment: String?)] = []
        var start = 0
        var sawInterface = false
        while start < tail.count {
            guard packets.count < maximumBlocks, start + 12 <= tail.count else { return nil }
            let length = word(tail, start + 4)
            guard length >= 12, length % 4 == 0, length <= tail.count - start, word(tail, start + length - 4) == length else { return nil }
            let block = Array(tail[start..<(start + length)])
            switch word(block, 0) {
            case 1 where !sawInterface && start == 0:
                guard length >= 20, Int(block[8]) | Int(block[9]) << 8 == Int(PartStateTrailer.trailerLinkType.rawValue) else { return nil }
                sawInterface = true
            case 6 where sawInterface:
                guard let packet = enhancedPacket(block) else { return nil }
                packets.append(packet)
            default:
                return nil
            }
            start += length
        }
        return trailer(packets)
    }

    /// A plain state's tail, its blocks walked backwards from the file's end.
    static func plain(path: String) -> PartStateTail? {
        PositionalRead.withRegularFile(path) { descriptor, size in plain(descriptor, size: size) }
    }

    private static func plain(_ descriptor: Int32, size: Int) -> PartStateTail? {
        func bytes(at offset: Int, count: Int) -> [UInt8]? { PositionalRead.bytes(descriptor, at: offset, count: count, size: size) }
        // A little-endian section header block first (the byte-order magic 0x1A2B3C4D).
        guard let header = bytes(at: 0, count: 12), word(header, 0) == 0x0A0D_0D0A, word(header, 8) == 0x1A2B_3C4D else { return nil }
        var packets: [(interface: Int, data: ArraySlice<UInt8>, comment: String?)] = []
        var end = size
        for _ in 0..<maximumBlocks {
            guard let tail = bytes(at: end - 4, count: 4) else { return nil }
            let length = word(tail, 0)
            guard length >= 12, length % 4 == 0, length <= end - 12, length <= Limits.maximumRecordBytes + 65_536 else { return nil }
            let start = end - length
            guard let head = bytes(at: start, count: 12), word(head, 4) == length else { return nil }
            switch word(head, 0) {
            case 6:
                // Every trailer packet is on the trailer's interface: a packet on another is a
                // frame of the part (a file that is no state, or whose trailer is not last).
                guard packets.last.map({ $0.interface == word(head, 8) }) ?? true,
                      let block = bytes(at: start, count: length), let packet = enhancedPacket(block) else { return nil }
                packets.append(packet)  // last first
            case 1:
                // The trailer's interface block: link type 147 (LINKTYPE_USER0), then its packets.
                packets.reverse()
                guard Int(head[8]) | Int(head[9]) << 8 == Int(PartStateTrailer.trailerLinkType.rawValue) else { return nil }
                return trailer(packets)
            default:
                return nil
            }
            end = start
        }
        return nil
    }

    /// The trailer the packets after its interface block make, in order: the first carries the
    /// state record (its comment) and no other has a comment, all on one interface.
    private static func trailer(_ packets: [(interface: Int, data: ArraySlice<UInt8>, comment: String?)]) -> PartStateTail? {
        guard let first = packets.first, let comment = first.comment, packets.allSatisfy({ $0.interface == first.interface }),
              packets.dropFirst().allSatisfy({ $0.comment == nil })
        else { return nil }
        return PartStateTail(comment: comment, data: packets.flatMap(\.data), interfaceID: first.interface)
    }

    /// The little-endian 32-bit word at `at`.
    private static func word(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 | Int(b[at + 3]) << 24
    }

    /// An Enhanced Packet Block's interface, data and first comment (pcapng §4.3), nil when its
    /// fields do not fit the block.
    private static func enhancedPacket(_ block: [UInt8]) -> (interface: Int, data: ArraySlice<UInt8>, comment: String?)? {
        guard block.count >= 32 else { return nil }
        let captured = word(block, 20)
        let padded = (captured + 3) & ~3
        guard captured >= 0, 28 + padded <= block.count - 4 else { return nil }
        var comment: String?
        var option = 28 + padded
        while option + 4 <= block.count - 4 {
            let code = Int(block[option]) | Int(block[option + 1]) << 8
            let length = Int(block[option + 2]) | Int(block[option + 3]) << 8
            if code == 0 { break }
            guard option + 4 + length <= block.count - 4 else { return nil }
            if code == 1 && comment == nil { comment = String(decoding: block[(option + 4)..<(option + 4 + length)], as: UTF8.self) }
            option += 4 + ((length + 3) & ~3)
        }
        return (word(block, 8), block[28..<(28 + captured)], comment)
    }
}
