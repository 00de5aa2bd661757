import ASN1PER
import F1AP
import Synth
import Testing
import TestSupport
import WireCore

/// The scan `check` reads F1AP PDUs with walks an unfragmented open type (each IE value, the
/// message value) with the reader bounded to its octets (``BitReader/bound(toBytes:)``), while the
/// full decode (`decode --json`, values read off a layout) gives each open type a reader of its
/// own. Both must say the same of any octets: where the encoding fails (code, bit offset), what
/// it finds (padding after an open type's value, non-canonical lengths), and for a clean PDU
/// the same layout offsets. The PDUs are the real vectors with octets padded into open types,
/// lengths changed, and random octets flipped.
@Suite struct F1APOpenTypeScanTests {
    typealias Outcome = (error: String?, findings: [String])

    static func outcome(_ r: APERDecodeResult) -> Outcome {
        (r.error.map { "\($0.code) at \($0.bitOffset)" }, r.findings.map { "\($0.id) at \($0.bitOffset)+\($0.bitLength)" }.sorted())
    }

    static func scanAndDecode(_ bytes: [UInt8]) throws -> (scan: APERDecodeResult, decode: APERDecodeResult) {
        let schema = F1AP.schema
        let type = try #require(schema.typeID(F1AP.pduTypeName))
        return (schema.scanAPER(bytes[...], typeID: type, baseBitOffset: 40), schema.decodeAPER(bytes[...], typeID: type, baseBitOffset: 40, locate: true))
    }

    /// The open types of a clean PDU's layout (their values' entries), outermost first: where
    /// each value's octets start and end.
    static func openTypes(_ layout: APERLayout, base: Int) -> [(start: Int, end: Int)] {
        (0..<layout.count).compactMap { e in
            layout.isOpenTypeValue(e) ? layout.location(e).map { ($0.bitOffset - base, $0.bitOffset - base + $0.bitLength) } : nil
        }
    }

    @Test(.requires(.shared)) func paddedShortenedAndFlippedOpenTypesScanAsTheyDecode() throws {
        var rng = SplitMix64(seed: 0x0F1A_9E)
        var compared = 0, padded = 0, failing = 0
        for vector in try F1APVectorTests.vectors() {
            let clean = try Self.scanAndDecode(vector.bytes)
            guard clean.scan.error == nil, let layout = clean.scan.layout else { continue }
            #expect(Self.outcome(clean.scan) == Self.outcome(clean.decode), "\(vector.name)")
            let types = Self.openTypes(layout, base: 40)
            #expect(!types.isEmpty, "\(vector.name)")
            var variants: [(label: String, bytes: [UInt8], paddingAt: Int?)] = []
            for (start, end) in types where start % 8 == 0 && end % 8 == 0 {
                // its one-octet length determinant just before the value (values under 128 octets)
                let lengthAt = start / 8 - 1
                guard lengthAt >= 0, Int(vector.bytes[lengthAt]) == (end - start) / 8, vector.bytes[lengthAt] < 0x7E else { continue }
                // one more octet, a zero after the value: padding, when nothing encloses it whose
                // length would then be wrong (the outermost open type) — else a misread further on
                var longer = vector.bytes
                longer[lengthAt] += 1
                longer.insert(0, at: end / 8)
                let outermost = types.allSatisfy { $0.start >= start }
                variants.append(("padded at \(start)", longer, outermost ? end : nil))
                // one octet fewer: the value ends inside itself
                var shorter = vector.bytes
                shorter[lengthAt] -= 1
                variants.append(("shortened at \(start)", shorter, nil))
            }
            for n in 0..<8 {
                var flipped = vector.bytes
                for _ in 0...(n % 3) { flipped[Int(rng.next() % UInt64(flipped.count))] ^= UInt8(1 << (rng.next() % 8)) }
                variants.append(("flip \(n)", flipped, nil))
            }
            for v in variants {
                let r = try Self.scanAndDecode(v.bytes)
                let scan = Self.outcome(r.scan), decode = Self.outcome(r.decode)
                #expect(scan.error == decode.error, "\(vector.name) \(v.label): scan \(scan.error ?? "-"), decode \(decode.error ?? "-")")
                #expect(scan.findings == decode.findings, "\(vector.name) \(v.label): scan \(scan.findings), decode \(decode.findings)")
                if r.scan.error != nil { failing += 1 }
                if let at = v.paddingAt {
                    // the inserted octet is reported where it lies
                    #expect(scan.findings.contains("ASN1-OPEN-TYPE-PADDING at \(40 + at)+8"), "\(vector.name) \(v.label): \(scan.findings)")
                    padded += 1
                }
                if r.scan.error == nil, r.decode.error == nil, let a = r.scan.layout, let b = r.decode.layout {
                    #expect(Self.openTypes(a, base: 40).map(\.start) == Self.openTypes(b, base: 40).map(\.start), "\(vector.name) \(v.label)")
                }
                compared += 1
            }
        }
        print("open types scanned in place: \(compared) PDUs compared with the decode, \(padded) padded outermost values, \(failing) failing")
        #expect(compared >= 100 && padded >= 5 && failing >= 20)
    }

    @Test func aBoundReaderReadsWhatAReaderOfThoseBytesReads() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let bytes = (0..<Int(8 + rng.next() % 40)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let from = Int(rng.next() % UInt64(bytes.count))
            let count = Int(rng.next() % UInt64(bytes.count - from + 1))
            var outer = BitReader(bytes[...], baseBitOffset: 24)
            let skipped = outer.skipBits(from * 8)
            #expect(skipped)
            var own = BitReader(bytes[from..<(from + count)], baseBitOffset: 24 + from * 8)
            let bounded = outer.bound(toBytes: count)
            let previous = try #require(bounded)
            #expect(outer.remainingBits == own.remainingBits && outer.absoluteBitOffset == own.absoluteBitOffset)
            #expect(outer.remainingSlice == own.remainingSlice)
            // the same reads, the same end: a read past the bound fails as one past the end
            while true {
                let width = Int(rng.next() % 65)
                let a = outer.readBits(width), b = own.readBits(width)
                #expect(a == b && outer.absoluteBitOffset == own.absoluteBitOffset)
                if a == nil { break }
            }
            outer.restoreBound(previous, movingTo: (from + count) * 8)
            #expect(outer.remainingBits == (bytes.count - from - count) * 8)
            // refused off an octet boundary and past the end
            var unaligned = BitReader(bytes[...])
            _ = unaligned.skipBits(3)
            #expect(unaligned.bound(toBytes: 1) == nil)
            var whole = BitReader(bytes[...])
            #expect(whole.bound(toBytes: bytes.count + 1) == nil)
        }
    }
}
