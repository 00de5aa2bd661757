import Fronthaul
import Testing
import WireCore

/// Message-local C-plane findings (FH-CP-…, FH-CS-…, FH-SE…) on hand-assembled messages.
@Suite struct CPlaneFindingTests {
    /// ST1 header (CUS §7.4): DL, v1, filter 0, frame 1, sf 2, slot 1, sym 0, n sections,
    /// udCompHdr.
    func st1(_ n: UInt8, udCompHdr: UInt8 = 0, dir: UInt8 = 1) -> [UInt8] { [dir << 7 | 0x10, 1, 0x20, 0x40, n, 1, udCompHdr, 0] }
    /// ST1 section (CUS §7.4, §7.5.3): id 5, start 10, num 20, reMask FFF, 14 symbols, ef, beamId
    /// 7.
    func section(ef: Bool = false, numSymbol: UInt8 = 14) -> [UInt8] { [0x00, 0x50, 0x0A, 20, 0xFF, 0xF0 | numSymbol, ef ? 0x80 : 0, 7] }
    func decode(_ b: [UInt8], _ ctx: FronthaulContext = FronthaulContext()) -> FronthaulDecodeResult {
        var d = FronthaulDecoder(context: ctx)
        return d.decode(oranCPlane: b[...])
    }
    func ids(_ r: FronthaulDecodeResult) -> Set<String> { Set(r.findings.map(\.id.rawValue)) }

    @Test func cleanMessageHasNoFindings() {
        let r = decode(st1(1) + section())
        #expect(r.error == nil && r.findings.isEmpty)
        guard case .cPlane(let c)? = r.bare else { return }
        #expect(c.frameId == 1 && c.subframeId == 2 && c.slotId == 1 && c.startSymbolId == 0)
        #expect(c.sections[0].sectionId == 5 && c.sections[0].startPrbc == 10 && c.sections[0].numPrbc == 20 && c.sections[0].beamId == 7)
        #expect(r.summary.hasPrefix("C-plane ST1 DL f=1 sf=2 slot=1 sym=0 sections=1"))
        #expect(r.verboseTree().contains("oran_fh_cus.startPrbc = 10  [bit 78, 10]"))
    }

    @Test func sectionIdAndSymbolRules() {
        // the same sectionId twice with overlapping reMasks → FH-CS-SECID; complementary halves are fine
        #expect(ids(decode(st1(2) + section(numSymbol: 1) + section(numSymbol: 1))).contains("FH-CS-SECID"))
        var a = section(numSymbol: 1), b = section(numSymbol: 1)
        a[4] = 0xFC; a[5] = 0x01  // reMask 0xFC0
        b[4] = 0x03; b[5] = 0xF1  // reMask 0x03F
        #expect(!ids(decode(st1(2) + a + b)).contains("FH-CS-SECID"))
        // symInc moves the symbol counter: start 0, +1, 14 symbols → past symbol 13
        var inc = section()
        inc[1] |= 0x04
        #expect(ids(decode(st1(1) + inc)).contains("FH-CS-SYM"))
        #expect(!ids(decode(st1(1) + section())).contains("FH-CS-SYM"))
        // two sectionIds on the same PRBs and symbols → FH-CS-OVERLAP; disjoint PRBs → none
        var other = section(numSymbol: 1)
        other[0] = 0x00; other[1] = 0x60  // sectionId 6, start 10
        #expect(ids(decode(st1(2) + section(numSymbol: 1) + other)).contains("FH-CS-OVERLAP"))
        other[2] = 0x64  // start 100
        #expect(!ids(decode(st1(2) + section(numSymbol: 1) + other)).contains("FH-CS-OVERLAP"))
    }

    @Test func partialMessageKeepsDecodedSections() {
        let bytes = st1(2) + section() + [0x00, 0x60, 0x0A]
        let r = decode(bytes)
        #expect(r.error?.code == .truncated)
        guard case .cPlane(let c)? = r.bare else { Issue.record("no partial message"); return }
        #expect(c.sections.count == 1 && c.trailing == [0x00, 0x60, 0x0A])
        #expect(FronthaulEncoder.encode(cPlane: c) == bytes)
    }

    @Test func numberOfSectionsMismatch() {
        #expect(ids(decode(st1(1) + section() + section())).contains("FH-CP-NSEC"))
        let short = decode(st1(3) + section())
        #expect(ids(short).contains("FH-CP-NSEC") && short.error?.code == .truncated)
    }

    /// FH-CP-UDCOMP-DL renders its text when read: the same message, field path and offsets as
    /// a finding made with the strings, for each section type that carries a udCompHdr.
    @Test(arguments: [(UInt8(1), 48), (UInt8(5), 48)])
    func downlinkCompressionFindingText(sectionType: UInt8, bitOffset: Int) {
        var h = st1(1, udCompHdr: 0x9A)
        h[5] = sectionType
        let found = decode(h + section()).findings.filter { $0.id == "FH-CP-UDCOMP-DL" }
        #expect(found.count == 1)
        guard let f = found.first else { return }
        #expect(f.message == "DL udCompHdr is 0x9a, expected 0")
        #expect(f.fieldPath == "oran_fh_cus.udCompHdrWidth")
        #expect(f.bitOffset == bitOffset && f.bitLength == 8 && f.severity == .warning)
        #expect(f == Finding(id: "FH-CP-UDCOMP-DL", severity: .warning, message: "DL udCompHdr is 0x9a, expected 0", fieldPath: "oran_fh_cus.udCompHdrWidth", bitOffset: bitOffset, bitLength: 8))
    }

    @Test func headerRules() {
        var h = st1(1, udCompHdr: 0x91)
        h[0] |= 0x60  // payloadVersion 7
        h[2] = 0xB0  // subframe 11
        let r = decode(h + section(numSymbol: 0))
        #expect(ids(r).isSuperset(of: ["FH-CP-VER", "FH-CP-TIME", "FH-CP-UDCOMP-DL", "FH-CS-SYM"]))
        // UL may carry a udCompHdr
        #expect(!ids(decode(st1(1, udCompHdr: 0x91, dir: 0) + section())).contains("FH-CP-UDCOMP-DL"))
        // reserved section type
        var st2 = st1(1)
        st2[5] = 2
        #expect(ids(decode(st2 + section())).contains("FH-CP-STYPE"))
    }

    @Test func extensionRules() {
        // SE4 with extLen 0 → cannot skip
        let zero = decode(st1(1) + section(ef: true) + [0x04, 0x00, 0, 0])
        #expect(ids(zero).contains("FH-SE-LEN0") && zero.error?.fieldPath == "oran_fh_cus.extLen")
        // SE4 with extLen 2 → 4 bytes of padding (> 3) → FH-SE-LEN
        #expect(ids(decode(st1(1) + section(ef: true) + [0x04, 0x02, 0x80, 0x01, 0, 0, 0, 0])).contains("FH-SE-LEN"))
        // SE23 (layout not decoded) and reserved type 100: skipped by extLen and reported
        let skip = decode(st1(1) + section(ef: true) + [0x80 | 23, 0x01, 0xAB, 0xCD, 100, 0x01, 1, 2])
        #expect(skip.error == nil)
        #expect(skip.findings.filter { $0.id == "FH-SE-KNOWN" }.count == 2)
        // SE7 is for ST0 only
        #expect(ids(decode(st1(1) + section(ef: true) + [0x07, 0x01, 0xFF, 0xFF])).contains("FH-SE-ALLOWED"))
        // SE6 with rbgSize 0
        #expect(ids(decode(st1(1) + section(ef: true) + [0x06, 0x02, 0x00, 0, 0, 1, 0x3F, 0xFF, 0, 0])).contains("FH-SE6-RBG"))
        // an ef chain that runs off the end
        #expect(ids(decode(st1(1) + section(ef: true) + [0x84, 0x01, 0x80, 0x01])).contains("FH-SE-EF"))
    }

    @Test func st3FrameStructureDependsOnVersion() {
        // ST3 header (CUS §7.4, §7.5.2.13): 12 bytes, FFT code 14 (3072 in v17, 128 in v01), SCS 5
        // (480 kHz only in v01)
        let h: [UInt8] = [0x10, 0, 0, 0, 1, 3, 0, 0, 0xE5, 0, 0, 0]
        let s: [UInt8] = section() + [0xFF, 0xF0, 0x60, 0]  // freqOffset −4000
        #expect(ids(decode(h + s)).contains("FH-CP-ST3-FS"))
        var v01 = FronthaulContext()
        try? v01.apply("fronthaul.cus", "1.00")
        #expect(!ids(decode(h + s, v01)).contains("FH-CP-ST3-FS"))
        if case .cPlane(let c)? = decode(h + s).bare { #expect(c.sections[0].freqOffsetSigned == -4000) }
    }

    @Test func cPlaneFragmentationIsAnError() {
        var d = FronthaulDecoder(context: FronthaulContext())
        var pdu = Gen.ecpri(type: 2, eAxC: 0, seq: 1, body: st1(1) + section())
        pdu[7] = 0x01  // E = 0, subsequence 1
        #expect(d.decode(ecpri: pdu[...]).findings.contains { $0.id == "FH-SEQ-CPFRAG" && $0.severity == .error })
    }
}
