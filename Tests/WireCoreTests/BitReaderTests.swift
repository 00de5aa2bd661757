import Testing
import WireCore

@Suite struct BitReaderTests {
    @Test func readsFieldsAcrossByteBoundaries() {
        // 1010 1100 0011 0101 1111 0000
        var reader = BitReader([0xAC, 0x35, 0xF0])
        #expect(reader.readBits(3) == 0b101)
        #expect(reader.readBits(7) == 0b0110000)
        #expect(reader.readBits(10) == 0b1101011111)
        #expect(reader.remainingBits == 4)
        #expect(reader.readBits(5) == nil)
        #expect(reader.readBits(4) == 0)
        #expect(reader.isAtEnd)
    }

    @Test func locatedErrorsCarryTheAbsoluteOffset() throws {
        var outer = BitReader([0x01, 0x02, 0x03, 0x04])
        _ = outer.readUInt8()
        let sub = outer.subReader(byteCount: 2)
        var inner = try #require(sub)
        #expect(inner.readUInt16() == 0x0203)
        do {
            _ = try inner.read(4, field: "x.y")
        } catch {
            #expect(error.code == .truncated)
            #expect(error.bitOffset == 24)
            #expect(error.fieldPath == "x.y")
        }
    }

    @Test func writerAndReaderAgreeOnRandomFields() {
        var generator = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 0...UInt64.max, using: &generator)
        print("writerAndReaderAgreeOnRandomFields seed \(seed)")
        var fields: [(UInt64, Int)] = []
        var writer = BitWriter()
        for _ in 0..<2000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let width = Int(seed >> 58) + 1  // 1...64
            let value = width == 64 ? seed : seed & ((1 << UInt64(width)) - 1)
            fields.append((value, width))
            writer.write(value, bits: width)
        }
        var reader = BitReader(writer.bytes)
        for (value, width) in fields {
            #expect(reader.readBits(width) == value)
        }
    }

    @Test func patchRewritesBitsInPlace() {
        var writer = BitWriter()
        writer.write(0, bits: 12)
        writer.patch(0b101, bits: 3, atBit: 6)
        #expect(writer.bytes == [0b0000_0010, 0b1000_0000])
    }

    @Test func hexRoundTrip() {
        #expect(Hex.decode("00 1a:FF") == [0x00, 0x1A, 0xFF])
        #expect(Hex.decode("abc") == nil)
        #expect(Hex.encode([0xDE, 0xAD]) == "dead")
    }
}

@Suite struct BitReaderWideFieldTests {
    /// A width computed from input (e.g. "the rest of an extension") may exceed 64 bits: that is a
    /// located error, never a trap.
    @Test func readWiderThan64BitsThrows() {
        var reader = BitReader([UInt8](repeating: 0xFF, count: 16))
        #expect(throws: DecodingError.self) { try reader.read(65, field: "x.reserved") }
        #expect(throws: DecodingError.self) { try reader.read(-1, field: "x.reserved") }
        #expect((try? reader.read(64, field: "x.ok")) == UInt64.max)
    }
}

/// `readBits` at every bit offset and width against bit-by-bit extraction (the reference).
@Suite struct BitReaderWidthTests {
    static func reference(_ bytes: [UInt8], from: Int, count: Int) -> UInt64 {
        var v: UInt64 = 0
        for i in from..<(from + count) { v = v << 1 | UInt64(bytes[i / 8] >> UInt8(7 - i % 8) & 1) }
        return v
    }

    /// `count` octets from a linear congruential generator (the top byte of each state).
    static func pseudoRandomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test func everyOffsetAndWidthMatchesBitByBitReads() {
        let bytes = Self.pseudoRandomBytes(12, seed: 0x9E37_79B9_7F4A_7C15)
        for from in 0..<16 {
            for count in 0...64 where from + count <= bytes.count * 8 {
                var r = BitReader(bytes)
                let skipped = r.skipBits(from)
                let value = r.readBits(count)
                #expect(skipped && value == Self.reference(bytes, from: from, count: count), "from \(from) count \(count)")
                #expect(r.bitPosition == from + count)
            }
        }
        // a slice that does not start at index 0
        var r = BitReader(bytes[3..<7])
        let first = r.readBits(5)
        let second = r.readBits(27)
        let past = r.readBits(1)
        #expect(first == Self.reference(Array(bytes[3..<7]), from: 0, count: 5))
        #expect(second == Self.reference(Array(bytes[3..<7]), from: 5, count: 27))
        #expect(past == nil)
    }

    /// Reads of every width from every bit position of a slice that does not start at index 0,
    /// where eight bytes or fewer are left after the cursor's byte (one load, or byte by byte
    /// near the end), and byte-aligned big-endian reads of 0–8 bytes from every octet, equal
    /// bit-by-bit reads; past the end they give nil and do not move.
    @Test func readsNearAndFarFromTheEndMatchBitByBitReads() {
        let bytes = Self.pseudoRandomBytes(40, seed: 0xD1B5_4A32_D192_ED03)
        let slice = bytes[3..<30]
        let whole = Array(slice)
        for from in 0...(whole.count * 8) {
            for count in 0...64 {
                var r = BitReader(slice)
                _ = r.skipBits(from)
                let value = r.readBits(count)
                if from + count > whole.count * 8 {
                    #expect(value == nil && r.bitPosition == from, "from \(from) count \(count): past the end")
                } else {
                    #expect(value == Self.reference(whole, from: from, count: count), "from \(from) count \(count)")
                    #expect(r.bitPosition == from + count)
                }
            }
        }
        for at in 0...whole.count {
            for byteCount in 0...8 {
                var r = BitReader(slice)
                _ = r.skipBits(at * 8)
                let value = r.readBigEndian(byteCount: byteCount)
                if at + byteCount > whole.count {
                    #expect(value == nil && r.bitPosition == at * 8, "at \(at) bytes \(byteCount): past the end")
                } else {
                    #expect(value == Self.reference(whole, from: at * 8, count: byteCount * 8), "at \(at) bytes \(byteCount)")
                    #expect(r.bitPosition == (at + byteCount) * 8)
                }
            }
        }
    }

    /// Whole octets from every bit position, in a slice that does not start at index 0, up to
    /// the last octet and one past it, equal bit-by-bit reads.
    @Test func unalignedOctetsMatchBitByBitReads() {
        let bytes = Self.pseudoRandomBytes(24, seed: 0x2545_F491_4F6C_DD1D)
        let slice = bytes[5..<21]
        let whole = Array(slice)
        for from in 0..<24 {
            for count in 0...17 {
                var r = BitReader(slice)
                let skipped = r.skipBits(from)
                #expect(skipped)
                let got = r.readUnalignedBytes(count)
                guard from + count * 8 <= whole.count * 8 else {
                    #expect(got == nil && r.bitPosition == from, "from \(from) count \(count): past the end")
                    continue
                }
                let expected = (0..<count).map { UInt8(Self.reference(whole, from: from + 8 * $0, count: 8)) }
                #expect(got == expected, "from \(from) count \(count)")
                #expect(r.bitPosition == from + 8 * count)
            }
        }
    }
}
