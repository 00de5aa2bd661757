import Fronthaul
import Testing
import WireCore

/// ``FronthaulDecodeResult`` keeps its fields in one shared box (a copy is one reference count):
/// it must still behave as a value — a copy changed leaves the original as it was — and the
/// reserved-filterIndex test (a bit mask now) must say what CUS §7.5.2.3 says.
@Suite struct DecodeResultValueTests {
    /// U-plane header (CUS §8.3.3): UL, v1, filter 0, frame 2, sf 4, slot 1, symbol 2; one BFP-9 section of 1 PRB.
    let header: [UInt8] = [0x10, 2, 0x40, 0x42]
    let section: [UInt8] = [0x00, 0x70, 0x24, 0x01, 0x91, 0x00] + [0x03] + [UInt8](repeating: 0x55, count: 27)

    func decode(_ b: [UInt8], cusMajor: Int = 13) -> FronthaulDecodeResult {
        var context = FronthaulContext()
        context.udCompHdrPresent = true
        context.cusMajor = cusMajor
        var decoder = FronthaulDecoder(context: context)
        return decoder.decode(oranUPlane: b[...])
    }

    @Test func aChangedCopyLeavesTheOriginal() {
        let original = decode(header + section)
        #expect(original.findings.isEmpty && original.error == nil && original.bare != nil)
        var copy = original
        copy.findings.append(Finding(id: "FH-TEST", severity: .warning, message: "added to the copy", fieldPath: "x", bitOffset: 0, bitLength: 1))
        copy.inferredCompression.append("note")
        copy.trailing = [1, 2, 3]
        copy.bare = nil
        copy.error = DecodingError(.lengthExceedsEnclosing, "copy only", bitOffset: 0, bitLength: 0, fieldPath: "y")
        #expect(original.findings.isEmpty)
        #expect(original.inferredCompression.isEmpty)
        #expect(original.trailing.isEmpty)
        #expect(original.bare != nil)
        #expect(original.error == nil)
        #expect(copy.findings.count == 1 && copy.trailing == [1, 2, 3] && copy.bare == nil && copy.error != nil)
        // And the other way round: the original changed after the copy was made.
        var first = decode(header + section)
        let second = first
        let message = ECPRIMessage(header: ECPRICommonHeader(messageType: 0, payloadSize: 4), body: .opaque([]))
        first.appendMessage(message, at: 42)
        first.appendMessage(message, at: 99)
        first.bareEAxC = 7
        #expect(second.messages.isEmpty && second.messageOffsets.isEmpty && second.bareEAxC == 0)
        #expect(first.messages.count == 2 && first.messageOffsets == [42, 99] && first.bareEAxC == 7)
        #expect(first.messageOffset(0) == 42 && first.messageOffset(1) == 99)
        // Context and offset are those it was decoded with.
        #expect(second.context.cusMajor == 13 && second.baseBitOffset == 0)
    }

    /// CUS §7.5.2.3 filterIndex: 0–5, 8 and 9 are defined from CUS v02 on (6, 7 and 10–15
    /// reserved); before v02 only 0–4 were (5–15 reserved). One U-plane message per value.
    @Test(arguments: [1, 2, 13])
    func reservedFilterIndexFollowsTheClause(cusMajor: Int) {
        let reserved: Set<Int> = cusMajor >= 2 ? [6, 7, 10, 11, 12, 13, 14, 15] : Set(5...15)
        for filterIndex in 0..<16 {
            var h = header
            h[0] = 0x10 | UInt8(filterIndex)
            let ids = Set(decode(h + section, cusMajor: cusMajor).findings.map(\.id.rawValue))
            #expect(ids.contains("FH-CP-FILTER") == reserved.contains(filterIndex), "filterIndex \(filterIndex), CUS v\(cusMajor)")
        }
    }
}
