import Fronthaul
import Testing
import WireCore

/// A sender that puts `udCompHdr` in front of its sections although the flow's compression is
/// static (CUS §8.3.3.13, rule FH-UP-COMPHDR). The bytes are laid out by hand here, not by our
/// encoder.
@Suite struct UnexpectedCompHdrTests {
    /// eCPRI type 0 + U-plane header + sections of BFP 9-bit PRBs (1 exponent byte + 27 IQ bytes).
    static func message(sections: [(id: UInt16, startPrb: UInt16, numPrb: UInt8)], withCompHdr: Bool) -> [UInt8] {
        var body: [UInt8] = [0x90, 0x00, 0x00, 0x00]  // DL, payloadVersion 1, frame 0, subframe 0, slot 0, symbol 0
        for s in sections {
            body += [UInt8(s.id >> 4), UInt8((s.id & 15) << 4) | UInt8(s.startPrb >> 8), UInt8(s.startPrb & 0xFF), s.numPrb]
            if withCompHdr { body += [0x91, 0x00] }  // udIqWidth 9, udCompMeth 1 (BFP); reserved
            for prb in 0..<Int(s.numPrb) { body += [0x03] + [UInt8](repeating: UInt8(prb & 0x7F), count: 27) }
        }
        let size = body.count + 4
        return [0x10, 0x00, UInt8(size >> 8), UInt8(size & 0xFF), 0x00, 0x01, 0x00, 0x80] + body
    }

    static func decoder() throws -> FronthaulDecoder {
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.compression", "bfp:9")
        return FronthaulDecoder(context: ctx)
    }

    static func startPrbs(_ r: FronthaulDecodeResult) -> [FieldValue] {
        var f = FieldList()
        r.appendFields(to: &f)
        return f.values("oran_fh_cus.startPrbu")
    }

    @Test(arguments: [1, 2, 3])
    func compHdrUnderStaticCompressionIsRecognised(sectionCount: Int) throws {
        var sections: [(id: UInt16, startPrb: UInt16, numPrb: UInt8)] = []
        for i in 0..<sectionCount { sections.append((id: UInt16(10 + i), startPrb: UInt16(20 * i), numPrb: UInt8(4 + i))) }
        var d = try Self.decoder()
        let r = d.decode(ecpri: Self.message(sections: sections, withCompHdr: true)[...])
        #expect(r.error == nil)
        let ids = r.findings.map(\.id)
        #expect(ids.filter { $0 == "FH-UP-COMPHDR" }.count == 1, "\(ids)")
        #expect(!ids.contains("FH-UP-LEN") && !ids.contains("FH-UP-BFP-PARAM"), "\(ids)")
        // the finding points at the first section's udCompHdr: 8 eCPRI + 4 U-plane + 4 section bytes
        #expect(r.findings.first { $0.id == "FH-UP-COMPHDR" }?.bitOffset == (8 + 4 + 4) * 8)
        let expected: [FieldValue] = sections.map { FieldValue.unsigned(UInt64($0.startPrb)) }
        #expect(Self.startPrbs(r) == expected)
    }

    @Test func staticSectionsWithoutCompHdrAreClean() throws {
        var d = try Self.decoder()
        let r = d.decode(ecpri: Self.message(sections: [(1, 0, 4), (2, 4, 8)], withCompHdr: false)[...])
        #expect(r.error == nil)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.id))")
        #expect(Self.startPrbs(r) == [.unsigned(0), .unsigned(4)])
    }

    @Test func aCompHdrNamingAnotherFormatIsNotTakenForOne() throws {
        // 0xE1 (14-bit BFP) ≠ the static bfp:9: the alternative reading is refused.
        var bytes = Self.message(sections: [(1, 0, 4)], withCompHdr: true)
        bytes[16] = 0xE1
        var d = try Self.decoder()
        let r = d.decode(ecpri: bytes[...])
        #expect(!r.findings.contains { $0.id == "FH-UP-COMPHDR" })
    }
}
