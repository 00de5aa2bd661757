import Fronthaul
import Testing
import TestSupport
import WireCore

/// Message-local U-plane findings (FH-UP-…) on hand-assembled messages.
@Suite struct UPlaneFindingTests {
    /// U-plane header (CUS §8.3.3): UL, v1, filter 0, frame 2, sf 4, slot 1, symbol 2.
    let header: [UInt8] = [0x10, 2, 0x40, 0x42]
    /// Section (CUS §8.3.3): id 7, start PRB 36, 1 PRB, udCompHdr 0x91 (BFP 9), reserved 0.
    let sectionHeader: [UInt8] = [0x00, 0x70, 0x24, 0x01, 0x91, 0x00]
    let prb: [UInt8] = [0x03] + [UInt8](repeating: 0x55, count: 27)
    func decode(_ b: [UInt8], dynamic: Bool = true, _ more: (inout FronthaulContext) -> Void = { _ in }) -> FronthaulDecodeResult {
        var ctx = FronthaulContext()
        ctx.udCompHdrPresent = dynamic
        more(&ctx)
        var d = FronthaulDecoder(context: ctx)
        return d.decode(oranUPlane: b[...])
    }
    func ids(_ r: FronthaulDecodeResult) -> Set<String> { Set(r.findings.map(\.id.rawValue)) }

    @Test func cleanMessage() {
        let r = decode(header + sectionHeader + prb)
        #expect(r.error == nil && r.findings.isEmpty)
        #expect(r.summary == "U-plane UL f=2 sf=4 slot=1 sym=2 sections=1 prbs=1 bfp:9")
        var f = FieldList()
        r.appendFields(to: &f)
        #expect(f.fields.first { $0.name == "oran_fh_cus.exponent" }.map { ($0.bitOffset, $0.bitLength) } ?? (0, 0) == (80 + 4, 4))
        #expect(f.fields.first { $0.name == "oran_fh_cus.iq_user_data" }?.bitLength == 27 * 8)
    }

    @Test func headerAndSectionRules() {
        var h = header
        h[0] = 0x70  // payloadVersion 7
        h[2] = 0xC0  // subframe 12
        #expect(ids(decode(h + sectionHeader + prb)).isSuperset(of: ["FH-UP-VER", "FH-UP-TIME"]))
        var s = sectionHeader
        s[5] = 0x11  // reserved byte after udCompHdr
        #expect(ids(decode(header + s + prb)).contains("FH-UP-COMPHDR"))
        var p = prb
        p[0] = 0x1F  // high nibble set, exponent 15 > 16 − 9
        #expect(ids(decode(header + sectionHeader + p)).contains("FH-UP-BFP-PARAM"))
        var big = sectionHeader
        big[1] = 0x73; big[2] = 0x20  // start PRB 800 > 273
        #expect(ids(decode(header + big + prb)).contains("FH-UP-PRB"))
        let extra = decode(header + sectionHeader + prb + [1, 2, 3, 4, 5])
        #expect(ids(extra).contains("FH-UP-LEN") && extra.error != nil)
        #expect(extra.error.map { $0.bitOffset >= (4 + 6 + 28) * 8 } == true)
    }

    /// FH-UP-BFP-PARAM's text: the bound is named only when a source width is declared.
    @Test func bfpParameterFindingText() {
        var p = prb
        p[0] = 0x1F  // high nibble set
        let plain = decode(header + sectionHeader + p).findings.filter { $0.id == "FH-UP-BFP-PARAM" }
        #expect(plain.map(\.message) == ["BFP udCompParam reserved high nibble ≠ 0"])
        #expect(plain.map(\.fieldPath) == ["oran_fh_cus.exponent"])
        #expect(plain.map(\.bitOffset) == [(4 + 6) * 8])
        let bounded = decode(header + sectionHeader + p) { $0.uplinkBFPSourceWidth = 16 }.findings.filter { $0.id == "FH-UP-BFP-PARAM" }
        #expect(bounded.map(\.message) == ["BFP udCompParam reserved high nibble ≠ 0 or exponent > 7 (source samples of 16 bits, 9-bit mantissas)"])
    }

    /// FH-UP-BFP-PARAM points at the first bad udCompParam of a section, whichever PRB holds it
    /// and whatever follows; a declared source width bounds the exponent as well.
    @Test(arguments: 0..<4)
    func bfpParameterFindingPointsAtTheFirstBadPRB(badPRB: Int) {
        var s = sectionHeader
        s[3] = 4  // 4 PRBs
        var prbs: [UInt8] = []
        for k in 0..<4 { prbs += [UInt8(k + 1)] + [UInt8](repeating: 0x55, count: 27) }
        var reserved = prbs
        reserved[badPRB * 28] = 0x21  // high nibble set
        if badPRB < 3 { reserved[3 * 28] = 0x40 }  // a later bad one does not move the finding
        let found = decode(header + s + reserved).findings.filter { $0.id == "FH-UP-BFP-PARAM" }
        #expect(found.map(\.bitOffset) == [(4 + 6 + badPRB * 28) * 8])
        var large = prbs
        large[badPRB * 28] = 9  // above 16 − 9 with a 16-bit source, legal without one
        #expect(!ids(decode(header + s + large)).contains("FH-UP-BFP-PARAM"))
        let bounded = decode(header + s + large) { $0.uplinkBFPSourceWidth = 16 }.findings.filter { $0.id == "FH-UP-BFP-PARAM" }
        #expect(bounded.map(\.bitOffset) == [(4 + 6 + badPRB * 28) * 8])
        // a 32-bit source bounds the exponent at 23: only the reserved nibble is judged
        var high = prbs
        high[badPRB * 28] = 0x0F
        #expect(!ids(decode(header + s + high) { $0.uplinkBFPSourceWidth = 32 }).contains("FH-UP-BFP-PARAM"))
    }

    /// FH-UP-BFP-PARAM against the definition (the first PRB whose udCompParam has its reserved
    /// nibble set, or an exponent above a declared source width's bound), for sections of 1 to
    /// 40 PRBs at widths 2 to 16 with no, one or two bad parameters anywhere: the same PRB, or none.
    @Test(arguments: [2, 5, 9, 12, 16])
    func bfpParameterScanFindsTheFirstBadPRB(width: Int) {
        var rng = SeededRandom(seed: UInt64(width) &* 0x9E37_79B9_7F4A_7C15)
        let per = 1 + 3 * width
        for trial in 0..<300 {
            let count = 1 + Int(rng.next() % 40)
            var data: [UInt8] = []
            for _ in 0..<count { data += [UInt8(rng.next() % 16)] + (0..<(3 * width)).map { _ in UInt8(truncatingIfNeeded: rng.next()) } }
            for _ in 0..<Int(rng.next() % 3) { data[Int(rng.next() % UInt64(count)) * per] |= UInt8(16 << (rng.next() % 4)) }
            let limit = width >= 16 ? 0 : 16 - width  // with a 16-bit source
            let declared = rng.next() % 2 == 0
            let expected = (0..<count).first { data[$0 * per] > (declared ? UInt8(limit) : 15) }
            var s = sectionHeader
            s[3] = UInt8(count)
            s[4] = UInt8(width & 15) << 4 | 1  // BFP at this width (16 is 0)
            let found = decode(header + s + data) { if declared { $0.uplinkBFPSourceWidth = 16 } }.findings.filter { $0.id == "FH-UP-BFP-PARAM" }
            #expect(found.map(\.bitOffset) == expected.map { [(4 + 6 + $0 * per) * 8] } ?? [], "trial \(trial): \(count) PRBs")
        }
    }

    /// BFP udCompParam (CUS Annex A.1.2) is 4 reserved bits and a 4-bit exponent. Real O-DUs with
    /// wider-than-16-bit sources send exponents 8–10 at width 9 (above 16 − 9 = 7): legal unless
    /// the device declares its source width, when the bound is sourceWidth − iqWidth.
    @Test(arguments: [8, 9, 10, 15])
    func exponentAboveSixteenMinusWidthIsLegalWithoutADeclaredSourceWidth(exponent: Int) {
        var p = prb
        p[0] = UInt8(exponent)
        let message = header + sectionHeader + p  // UL
        #expect(!ids(decode(message)).contains("FH-UP-BFP-PARAM"))
        #expect(ids(decode(message) { $0.uplinkBFPSourceWidth = 16 }).contains("FH-UP-BFP-PARAM"))
        #expect(!ids(decode(message) { $0.uplinkBFPSourceWidth = 24 }).contains("FH-UP-BFP-PARAM"))
        // The DL declaration does not apply to UL data.
        #expect(!ids(decode(message) { $0.downlinkBFPSourceWidth = 16 }).contains("FH-UP-BFP-PARAM"))
        var reserved = p
        reserved[0] |= 0x40
        #expect(ids(decode(header + sectionHeader + reserved)).contains("FH-UP-BFP-PARAM"))
    }

    @Test func bfpExponentMinimality() {
        // exponent 3 with every 9-bit mantissa = 1 (fits in 8 bits): not minimal
        var bw = BitWriter()
        for _ in 0..<24 { bw.write(1, bits: 9) }
        let p: [UInt8] = [0x03] + bw.bytes
        #expect(ids(decode(header + sectionHeader + p) { $0.checkBFPExponent = true }).contains("FH-UP-BFP-MIN"))
        #expect(!ids(decode(header + sectionHeader + p)).contains("FH-UP-BFP-MIN"))
        var big = BitWriter()
        big.write(0x100, bits: 9)  // −256 needs all 9 bits
        for _ in 1..<24 { big.write(1, bits: 9) }
        #expect(!ids(decode(header + sectionHeader + [0x03] + big.bytes) { $0.checkBFPExponent = true }).contains("FH-UP-BFP-MIN"))
        // −128 = −2^(w−2): |m| ≥ 2^(w−2), so the exponent was needed, as FH-UP-BFP-MIN's checker
        // reads it (an encoder rounding to nearest makes −128 of samples just below −2^(w−2+e)).
        var edge = BitWriter()
        edge.write(0x180, bits: 9)  // −128
        for _ in 1..<24 { edge.write(1, bits: 9) }
        #expect(!ids(decode(header + sectionHeader + [0x03] + edge.bytes) { $0.checkBFPExponent = true }).contains("FH-UP-BFP-MIN"))
        // 127 alone fits in 8 bits: not minimal
        var below = BitWriter()
        below.write(0x07F, bits: 9)
        for _ in 1..<24 { below.write(0x1FF, bits: 9) }  // −1
        #expect(ids(decode(header + sectionHeader + [0x03] + below.bytes) { $0.checkBFPExponent = true }).contains("FH-UP-BFP-MIN"))
    }

    @Test func udCompLenMismatch() {
        // udCompMeth 5 (BFP + selective RE) with udCompLen: section = 6 + 2 + 2 (param) + ⌈2·2·9/8⌉ = 15 bytes
        let param: [UInt8] = [0x02, 0x03]  // mask RE1, RE2 (LSB = RE1, our reading), exponent 2
        let iq = [UInt8](repeating: 0, count: 5)
        let s: [UInt8] = [0x00, 0x70, 0x24, 0x01, 0x95, 0x00]
        let ok = decode(header + s + [0, 15] + param + iq) { $0.udCompLenPresent = true }
        #expect(ok.error == nil && !ids(ok).contains("FH-UP-UDCOMPLEN"))
        #expect(ids(decode(header + s + [0, 16] + param + iq) { $0.udCompLenPresent = true }).contains("FH-UP-UDCOMPLEN"))
    }

    @Test func reservedMethodIsALocatedError() {
        var s = sectionHeader
        s[4] = 0x9A  // udCompMeth 10
        let r = decode(header + s + prb)
        #expect(r.error?.code == .reservedValue && r.error?.fieldPath == "oran_fh_cus.udCompHdrMeth" && r.error?.bitOffset == 32 + 36)
    }
}
