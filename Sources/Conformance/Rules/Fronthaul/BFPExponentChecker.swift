import Fronthaul
import WireCore

/// FH-UP-BFP-MIN (CUS Annex A.1): a block floating point PRB's exponent is the smallest that fits
/// its samples, so an exponent e > 0 with every mantissa |m| < 2^(w−2) (one bit to spare: e − 1
/// would have fitted) was not minimal. A quality check of the sender's encoder: one judgement per
/// U-plane message, a violation naming the first such PRB.
final class BFPExponentChecker: RuleChecker {

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }
    private var handle = RuleRecorder.unselected

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        guard recorder.isActive(handle, node: c.sender) else { return }
        if let facts = event.fronthaulFacts, facts.messageCount == 1, let judgement = facts.bfp {
            // One U-plane message, judged where the PDU was decoded: its message is read only
            // for a violation's text.
            guard case .judged(let offender) = judgement else { return }
            recorder.evaluated(handle, node: c.sender)
            if let o = offender, case .uPlane(_, let u) = result.messages[0].body { report(o, u, c, &recorder) }
            return
        }
        for (index, message) in result.messages.enumerated() {
            guard case .uPlane(_, let u) = message.body else { continue }
            // The PDU's first message was judged where the PDU was decoded (``FronthaulPDUFacts``).
            let judgement = index == 0 ? event.fronthaulFacts?.bfp ?? Self.judge(u) : Self.judge(u)
            guard case .judged(let offender) = judgement else { continue }
            recorder.evaluated(handle, node: c.sender)
            if let o = offender { report(o, u, c, &recorder) }
        }
    }

    private func report(_ o: BFPJudgement.Offender, _ u: UPlaneMessage, _ c: EventContext, _ recorder: inout RuleRecorder) {
        recorder.violation(handle, node: c.sender, Violation(
            "section \(o.section) PRB \(o.prb): exponent \(o.exponent) but every mantissa is below 2^\(Self.widthText(u, o.section)) (exponent \(o.exponent - 1) would fit)",
            frames: c.frames, fieldPath: "oran_fh_cus.exponent", expected: "≤ \(o.exponent - 1)", actual: String(o.exponent)))
    }

    /// The rule's judgement of one U-plane message: a pure function of its sections, so the
    /// decode workers can make it beside the decoding.
    static func judge(_ u: UPlaneMessage) -> BFPJudgement {
        var judged = false
        var offender: BFPJudgement.Offender?
        // Sections are read in place (by index), not copied out of the array one by one.
        for i in u.sections.indices where u.sections[i].format.method == .blockFloatingPoint {
            let width = u.sections[i].format.iqWidth
            guard width >= 2, width <= 16 else { continue }
            judged = true
            if offender != nil { continue }
            if let prb = Self.firstNonMinimalPRB(u.sections[i], width: width) {
                offender = BFPJudgement.Offender(section: u.sections[i].sectionId, prb: Int(u.sections[i].startPrbu) + prb.index, exponent: prb.exponent)
            }
        }
        return judged ? .judged(offender) : .notJudged
    }

    private static func widthText(_ u: UPlaneMessage, _ section: UInt16) -> String {
        let w = u.sections.first { $0.sectionId == section }?.format.iqWidth ?? 2
        return "\(w - 2)"
    }

    /// Index and exponent of the first PRB block of a BFP section whose exponent is above 0 while
    /// every mantissa magnitude is below 2^(w−2). A block is 1 udCompParam byte and 24 mantissas
    /// of `width` bits (3·width bytes); only whole blocks inside the section's data are read.
    ///
    /// A mantissa with |m| ≥ 2^(w−2) has a sign bit that differs from the bit after it (or is
    /// −2^(w−2)). So a block is first screened without branches: its mantissa bits are read as
    /// big-endian 64-bit words, each XORed with itself shifted left by one bit, and the bits at
    /// the 24 sign positions are ORed together (``SignMasks``). Any set bit means some mantissa
    /// needed the exponent: the block is minimal. Only the rare block where none is set (and a
    /// block at the very end of the data) is judged mantissa by mantissa.
    static func firstNonMinimalPRB(_ section: UPlaneSection, width: Int) -> (index: Int, exponent: UInt8)? {
        let blockBytes = 1 + 3 * width
        let masks = SignMasks.table[width]
        let words = masks.words
        return section.iqData.withUnsafeBytes { raw -> (index: Int, exponent: UInt8)? in
            guard let base = raw.baseAddress else { return nil }
            let count = raw.count
            // Only whole blocks inside the data are judged.
            let whole = min(section.prbCount, count / blockBytes)
            var index = 0
            if words <= 4 && count >= 33 {
                // Widths up to 10: the 24 mantissas fit in four words. Blocks below `fast` can be
                // read as four words without passing the data's end, so their loop has no bounds
                // test; the first word's sign positions (but its last bit, whose neighbour is in
                // the next word) settle most blocks with one load.
                let fast = min(whole, (count - 33) / blockBytes + 1)
                let head = masks.littleEndianHead
                // A pointer walks the blocks' first mantissa words; the block's index is worked
                // out only for one that passes the screen (rare).
                var word = base + 1
                let stop = base + 1 + fast * blockBytes
                while word < stop {
                    // The eight bytes as a little-endian number (no swap on little-endian hosts):
                    // see ``SignMasks/littleEndianHead``.
                    let a = UInt64(littleEndian: word.loadUnaligned(as: UInt64.self))
                    if (a ^ a << 1) & head == 0 {
                        let offset = word - base - 1
                        if let exponent = nonMinimalExponent(base, at: offset, count: count, width: width, masks: masks, first: a.byteSwapped) {
                            return (offset / blockBytes, exponent)
                        }
                    }
                    word += blockBytes
                }
                index = fast
            }
            while index < whole {
                let offset = index * blockBytes
                let first = offset + 9 <= count ? UInt64(bigEndian: base.loadUnaligned(fromByteOffset: offset + 1, as: UInt64.self)) : nil
                if let exponent = nonMinimalExponent(base, at: offset, count: count, width: width, masks: masks, first: first) {
                    return (index, exponent)
                }
                index += 1
            }
            return nil
        }
    }

    /// The block at byte `offset`'s exponent when it is above 0 and every mantissa is small;
    /// nil when the block is minimal. `first` is the block's first mantissa word when it lies
    /// inside the data. The sign positions of all its words are screened first when they lie
    /// inside the data; only a block that passes the screen is read mantissa by mantissa.
    @inline(__always)
    static func nonMinimalExponent(_ base: UnsafeRawPointer, at offset: Int, count: Int, width: Int, masks: SignMasks, first: UInt64?) -> UInt8? {
        // exponent 0 is minimal by definition
        let exponent = base.load(fromByteOffset: offset, as: UInt8.self) & 0x0F
        guard exponent > 0 else { return nil }
        let mantissas = offset + 1
        let words = masks.words
        if let first, mantissas + 8 * words <= count {
            var differing: UInt64 = 0
            var current = first
            for k in 0..<words {
                let next = k + 1 < words ? UInt64(bigEndian: base.loadUnaligned(fromByteOffset: mantissas + 8 * (k + 1), as: UInt64.self)) : 0
                differing |= (current ^ (current << 1 | next >> 63)) & masks[k]
                current = next
            }
            if differing != 0 { return nil }
        }
        return allSmall(base, at: mantissas, count: count, width: width) ? exponent : nil
    }

    /// Every one of the 24 mantissas at byte `at` has |m| < 2^(w−2): one unaligned 64-bit
    /// big-endian load and two shifts each; `v` is small when `v + (2^(w−2) − 1)` is below
    /// `2^(w−1) − 1` as an unsigned number, one compare for both bounds.
    static func allSmall(_ base: UnsafeRawPointer, at mantissas: Int, count: Int, width: Int) -> Bool {
        let bias = UInt64((1 << (width - 2)) - 1)
        let span = UInt64((1 << (width - 1)) - 1)
        let shift = UInt64(64 - width)
        var bit = 0
        for _ in 0..<24 {
            let byte = mantissas + bit >> 3
            let word: UInt64
            if byte + 8 <= count {
                word = UInt64(bigEndian: base.loadUnaligned(fromByteOffset: byte, as: UInt64.self))
            } else {
                // The last bytes of the data: only those inside it.
                var w: UInt64 = 0
                for k in 0..<8 { w = w << 8 | UInt64(byte + k < count ? base.load(fromByteOffset: byte + k, as: UInt8.self) : 0) }
                word = w
            }
            let value = UInt64(bitPattern: Int64(bitPattern: word << UInt64(bit & 7)) >> Int64(shift))
            if value &+ bias >= span { return false }
            bit += width
        }
        return true
    }

    func finish(_ recorder: inout RuleRecorder) {}
}

/// For each mantissa width w (2…16), the sign-bit positions j·w (j = 0…23) of a PRB block's
/// 24·w mantissa bits, as masks over its big-endian 64-bit words (bit 63 of word 0 is the first
/// mantissa bit).
struct SignMasks: Sendable {
    let words: Int
    private let masks: [UInt64]
    /// The first word's sign positions for a word loaded without a byte swap (little-endian):
    /// stream bit i (0 = most significant) of byte j is bit 8j + 7 − i there, so `a ^ a << 1`
    /// compares a bit with the one after it in the stream as long as both are in one byte. The
    /// sign positions whose next bit starts the next byte (i = 7), and the word's last bit, are
    /// left out: a screen that tests fewer positions only sends more blocks to the full check.
    let littleEndianHead: UInt64

    subscript(_ k: Int) -> UInt64 { masks[k] }

    init(width: Int) {
        let w = max(width, 2)
        words = (3 * w + 7) / 8
        var masks = [UInt64](repeating: 0, count: words)
        var head: UInt64 = 0
        for j in 0..<24 {
            let position = j * w
            masks[position / 64] |= 1 << UInt64(63 - position % 64)
            if position < 63 && position % 8 != 7 {
                head |= 1 << UInt64(8 * (position / 8) + 7 - position % 8)
            }
        }
        self.masks = masks
        littleEndianHead = head
    }

    /// Indexed by width; entries 0 and 1 are unused (those widths are not judged).
    static let table: [SignMasks] = (0...16).map { SignMasks(width: $0) }
}

/// FH-UP-BFP-MIN's judgement of one U-plane message.
enum BFPJudgement: Sendable, Equatable {
    struct Offender: Sendable, Equatable {
        var section: UInt16
        var prb: Int
        var exponent: UInt8
    }
    /// No BFP section of a judged width.
    case notJudged
    /// Judged; the first PRB whose exponent was not minimal, if any.
    case judged(Offender?)
}
