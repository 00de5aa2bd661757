import NetLayers

/// Whole block floating point PRB blocks of one U-plane section, where they lie in a captured
/// Ethernet frame: what a part state (`check --state-out`) may reduce to what the rules read.
public struct SampleBlocks: Sendable, Hashable {
    /// Octet offset of the first block's udCompParam in the captured frame.
    public var offset: Int
    /// Mantissa width w (2…16): a block is 1 + 3·w octets (O-RAN.WG4.CUS Annex A.1.2).
    public var width: Int
    public var count: Int

    public init(offset: Int, width: Int, count: Int) {
        self.offset = offset
        self.width = width
        self.count = count
    }

    var blockBytes: Int { 1 + 3 * width }
}

/// IQ samples no rule reads, zeroed in a part state so it compresses to a fraction of the part.
///
/// Without IQ analysis (`--iq`), custom rules or `fronthaul.showIQ`, the only readers of BFP
/// mantissas are FH-UP-BFP-MIN (``BFPExponentChecker``) and the decoder's opt-in screen of the
/// same rule (`fronthaul.checkBfpExponent`). Both ask one thing of a block with an exponent
/// above 0: whether some mantissa needs all w bits, |m| ≥ 2^(w−2). So each block keeps its
/// udCompParam octet and one mantissa, the first that needs the w bits even in the stricter
/// reading of an encoder that truncates (m ≥ 2^(w−2) or m < −2^(w−2)), else the first equal to
/// −2^(w−2), and every other mantissa bit is set to 0; the judgement of every block stays as it
/// was in either reading.
///
/// Everything else that reads a frame's octets is left as it was:
/// - the first ``untouchedHead`` and last ``untouchedTail`` octets (``FrameRepeats`` and
///   ``CapturePointCopies`` compare a frame's first 64 octets past its tags and its last 16);
/// - the CRC-32 of the frame without its last four octets (what an Ethernet FCS check computes,
///   whether or not the frame ends in one): four octets inside a block whose mantissas no
///   longer matter (exponent 0, or one keeping a mantissa that needs its bits in either reading)
///   are chosen to give the CRC the frame had (``EthernetFCS/setOctets(_:at:soThatCRCUpTo:equalsThatOf:changedFrom:)``);
///   a frame with no such place is left whole.
public enum UnreadSamples {
    /// Octets at the start and end of a frame never changed.
    public static let untouchedHead = 128
    public static let untouchedTail = 32

    /// Copies `original` (an Ethernet frame as captured, not cut by the snap length) into
    /// `frame` (its storage reused) with the mantissas no rule reads zeroed in the blocks
    /// `regions` name (offsets into the frame); returns whether `frame` differs from `original`
    /// and keeps its CRC (else store `original`). Blocks not wholly between the untouched head
    /// and tail are left as they are.
    public static func zero(_ regions: [SampleBlocks], of original: ArraySlice<UInt8>, into frame: inout [UInt8]) -> Bool {
        frame.removeAll(keepingCapacity: true)
        frame.append(contentsOf: original)
        let n = frame.count
        guard n >= untouchedHead + untouchedTail + 8 else { return false }
        let crcEnd = n - 4
        var changed = false
        var firstChanged = n
        // The last block whose mantissas may take any value, and where its kept mantissa lies.
        var free: (start: Int, bytes: Int, keep: Range<Int>?)?
        frame.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            for region in regions {
                let width = region.width
                guard (2...16).contains(width), region.count > 0, region.offset >= 0 else { continue }
                let blockBytes = region.blockBytes
                for block in 0..<region.count {
                    let start = region.offset + block * blockBytes
                    guard start >= untouchedHead else { continue }
                    guard start + blockBytes <= n - untouchedTail else { break }
                    let mantissas = start + 1
                    firstChanged = min(firstChanged, mantissas)
                    let exponent = base.load(fromByteOffset: start, as: UInt8.self) & 0x0F
                    var keep: (index: Int, strict: Bool)?
                    if exponent > 0 { keep = keptMantissa(UnsafeRawPointer(base + mantissas), width: width) }
                    var span: Range<Int>?
                    let area = UnsafeMutableRawPointer(base + mantissas)
                    // Its bits [w·index, w·(index+1)) of the block's mantissas lie in the 32-bit
                    // big-endian word at octet w·index / 8 (at most 7 + 16 bits in): read before
                    // the area is zeroed, ORed back after. Octets past the area are read and
                    // ORed with 0 only (the untouched tail lies after every block).
                    var keptWord: UInt32 = 0
                    var low = 0
                    if let keep {
                        let first = keep.index * width
                        low = first >> 3
                        span = (mantissas + low)..<(mantissas + (first + width - 1) >> 3 + 1)
                        let shift = UInt32(32 - (first & 7) - width)
                        keptWord = UInt32(bigEndian: area.loadUnaligned(fromByteOffset: low, as: UInt32.self)) & (((1 << UInt32(width)) - 1) << shift)
                    }
                    var o = 0
                    while o + 8 <= 3 * width {
                        area.storeBytes(of: 0 as UInt64, toByteOffset: o, as: UInt64.self)
                        o += 8
                    }
                    while o < 3 * width {
                        area.storeBytes(of: 0 as UInt8, toByteOffset: o, as: UInt8.self)
                        o += 1
                    }
                    if keptWord != 0 {
                        let word = UInt32(bigEndian: area.loadUnaligned(fromByteOffset: low, as: UInt32.self)) | keptWord
                        area.storeBytes(of: word.bigEndian, toByteOffset: low, as: UInt32.self)
                    }
                    changed = true
                    if exponent == 0 || keep?.strict == true { free = (mantissas, 3 * width, span) }
                }
            }
        }
        guard changed else { return false }
        guard let free, let position = place(in: free), position + 4 <= crcEnd else {
            return false
        }
        EthernetFCS.setOctets(&frame, at: position, soThatCRCUpTo: crcEnd, equalsThatOf: original, changedFrom: firstChanged)
        return true
    }

    /// Four octets of a free block's mantissas clear of its kept mantissa, the latest first.
    private static func place(in free: (start: Int, bytes: Int, keep: Range<Int>?)) -> Int? {
        var position = free.start + free.bytes - 4
        while position >= free.start {
            if let keep = free.keep, keep.overlaps(position..<(position + 4)) {
                position -= 1
                continue
            }
            return position
        }
        return nil
    }

    /// The mantissa a block keeps: the first with m ≥ 2^(w−2) or m < −2^(w−2) (all w bits
    /// needed in either reading: `strict`), else the first equal to −2^(w−2), else none.
    /// `mantissas` points at the block's 3·w mantissa octets, followed by at least 3 more octets
    /// of the frame.
    static func keptMantissa(_ mantissas: UnsafeRawPointer, width: Int) -> (index: Int, strict: Bool)? {
        let half = Int32(1) << Int32(width - 2)
        let shift = Int32(32 - width)
        var loose: Int?
        var bit = 0
        for index in 0..<24 {
            // The mantissa's bits at the top of the 32-bit big-endian word at its first octet
            // (the word may run past the block: those octets are shifted out).
            let word = UInt32(bigEndian: mantissas.loadUnaligned(fromByteOffset: bit >> 3, as: UInt32.self))
            let value = Int32(bitPattern: word << UInt32(bit & 7)) >> shift
            if value >= half || value < -half { return (index, true) }
            if value == -half && loose == nil { loose = index }
            bit += width
        }
        return loose.map { ($0, false) }
    }
}
