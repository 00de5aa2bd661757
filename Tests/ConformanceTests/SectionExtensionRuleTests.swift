import Conformance
import Fronthaul
import Profiles
import Testing
import TestSupport

/// Section-extension rules (FH-SE5-LEN, FH-SE10-BGT, FH-SE11-BUND, FH-SE21-CI, FH-SE24) and
/// FH-UP-SRES2: a conforming extension and each violating variant of the rule text, built from the
/// CUS §7.7 layouts. tshark 4.0.17 reads extType/extLen everywhere and the SE10/SE11 fields and
/// experts it dissects; SE21, SE24 and sReSMask2 (not dissected by 4.0.17) are read at the CUS §7.7
/// / §8.3.3 offsets.
@Suite struct SectionExtensionRuleTests {
    typealias M = RuleMessages
    typealias C = RuleCapture

    static func du(_ m: CPlaneMessage) -> C.Frame { C.cPlane(m) }
    /// The first extension of an ST1/ST5 section starts at O-RAN byte 16; its body after a
    /// 2-byte header at byte 18, after a 3-byte (SE11) header at byte 19.
    static let body8 = 18, body16 = 19

    // MARK: FH-SE5-LEN — extLen ∈ {2, 3, 4} (WS extlen_wrong).

    static let se5: [RuleCase] = [
        RuleCase(name: "extLen 5", rule: "FH-SE5-LEN", good: { du(M.st1(extensions: [M.se5(extLen: 2, sets: 1)])) },
                 bad: { du(M.st1(extensions: [M.se5(extLen: 5, sets: 4)])) }, verdict: .fail,
                 path: "oran_fh_cus.extLen", bit: C.oranBit(17),
                 fields: [.tshark("oran_fh_cus.extType", good: "5", bad: "5"), .tshark("oran_fh_cus.extLen", good: "2", bad: "5")]),
        RuleCase(name: "extLen 1", rule: "FH-SE5-LEN", good: { du(M.st1(extensions: [M.se5(extLen: 4, sets: 3)])) },
                 bad: { du(M.st1(extensions: [M.se5(extLen: 1, sets: 0)])) }, verdict: .fail,
                 path: "oran_fh_cus.extLen", bit: C.oranBit(17),
                 fields: [.tshark("oran_fh_cus.extType", good: "5", bad: "5"), .tshark("oran_fh_cus.extLen", good: "4", bad: "1")]),
    ]

    @Test(arguments: se5) func se5Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: se5) func se5RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-SE10-BGT — beamGroupType 0/1 not in ST5 (WS se10_not_allowed); portListIndex ≠ 0 (WS port_list_index.zero).

    static let se10: [RuleCase] = [
        RuleCase(name: "beamGroupType 0 in ST5", rule: "FH-SE10-BGT", good: { du(M.st5(extensions: [M.se10List()])) },
                 bad: { du(M.st5(extensions: [M.se10(beamGroupType: 0)])) }, verdict: .warn,
                 path: "oran_fh_cus.beamGroupType", bit: C.oranBit(body8),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "5", bad: "5"), .tshark("oran_fh_cus.beamGroupType", good: "2", bad: "0")]),
        RuleCase(name: "beamGroupType 1 in ST5", rule: "FH-SE10-BGT", good: { du(M.st5(extensions: [M.se10List()])) },
                 bad: { du(M.st5(extensions: [M.se10(beamGroupType: 1)])) }, verdict: .warn,
                 path: "oran_fh_cus.beamGroupType", bit: C.oranBit(body8),
                 fields: [.tshark("oran_fh_cus.beamGroupType", good: "2", bad: "1")]),
        // tshark 4.0.17 knows type 3 only as reserved (v01): the indexes are read at their offsets.
        RuleCase(name: "first portListIndex 0", rule: "FH-SE10-BGT", good: { du(M.st5(extensions: [M.se10PortList(first: 1, second: 2)])) },
                 bad: { du(M.st5(extensions: [M.se10PortList(first: 0, second: 2)])) }, verdict: .warn,
                 path: "oran_fh_cus.portListIndex", bit: C.oranBit(body8 + 1),
                 fields: [.tshark("oran_fh_cus.beamGroupType", good: "3", bad: "3"), .bits(byte: body8 + 1, bit: 0, width: 8, good: 1, bad: 0)]),
        RuleCase(name: "second portListIndex 0", rule: "FH-SE10-BGT", good: { du(M.st5(extensions: [M.se10PortList(first: 1, second: 2)])) },
                 bad: { du(M.st5(extensions: [M.se10PortList(first: 1, second: 0)])) }, verdict: .warn,
                 path: "oran_fh_cus.portListIndex", bit: C.oranBit(body8 + 4),
                 fields: [.bits(byte: body8 + 4, bit: 0, width: 8, good: 2, bad: 0)]),
    ]

    @Test(arguments: se10) func se10Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: se10) func se10RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    /// beamGroupType 0 and 1 are allowed outside ST5 (CUS §7.7.10): ST1 passes.
    @Test func commonBeamGroupsPassOnSectionType1() throws {
        let path = try C.write(Self.commonBeamGroupFrames())
        let r = try C.check(path).row("FH-SE10-BGT")
        #expect(r.verdicts == [.pass], "\(r.findings)")
        #expect(r.evaluated == 2)
    }

    /// ST1 with SE10 beamGroupType 0, then 1.
    static func commonBeamGroupFrames() -> [RuleCapture.Frame] {
        [Self.du(M.st1(extensions: [M.se10(beamGroupType: 0)])), Self.du(M.st1(extensions: [M.se10(beamGroupType: 1)]))]
    }

    @Test(.requires(.tshark)) func commonBeamGroupsAsTsharkReadsThem() throws {
        let path = try C.write(Self.commonBeamGroupFrames())
        let rows = try #require(C.tsharkFields(path, ["oran_fh_cus.sectionType", "oran_fh_cus.beamGroupType"]))
        #expect(rows.map { $0["oran_fh_cus.sectionType"] ?? [] } == [["1"], ["1"]])
        #expect(rows.map { $0["oran_fh_cus.beamGroupType"] ?? [] } == [["0"], ["1"]])
    }

    // MARK: FH-SE11-BUND — numBundPrb ≠ 0 (WS reserved_numBundPrb); bfwCompMeth defined (WS unsupported_bfw_compression_method).

    static let se11: [RuleCase] = [
        RuleCase(name: "numBundPrb 0", rule: "FH-SE11-BUND", good: { du(M.st1(extensions: [M.se11Disabled(numBundPrb: 12)])) },
                 bad: { du(M.st1(extensions: [M.se11Disabled(numBundPrb: 0)])) }, verdict: .fail,
                 path: "oran_fh_cus.numBundPrbs", bit: C.oranBit(body16 + 1),
                 fields: [.tshark("oran_fh_cus.extType", good: "11", bad: "11"), .tshark("oran_fh_cus.numBundPrbs", good: "12", bad: "0")],
                 expert: "Reserved value of numBundPrb"),
        RuleCase(name: "bfwCompMeth 7", rule: "FH-SE11-BUND", good: { du(M.st1(extensions: [M.se11Disabled(numBundPrb: 24)])) },
                 bad: { du(M.st1(extensions: [M.se11Method(7)])) }, verdict: .fail,
                 path: "oran_fh_cus.bfwCompHdr_compMeth", bit: C.oranBit(body16 + 2, 4),
                 fields: [.tshark("oran_fh_cus.disableBFWs", good: "1", bad: "0"), .tshark("oran_fh_cus.numBundPrbs", good: "24", bad: "24"),
                          .bits(byte: body16 + 2, bit: 4, width: 4, good: 0, bad: 7)],
                 expert: "BFW Compression method 7"),
        // Size part: 2 bundles of 12 PRBs need 3 + 2 + 2·2 = 9 bytes (extLen 3); extLen 4 leaves 7
        // bytes of padding, which tshark 4.0.17 reports as extlen_wrong.
        RuleCase(name: "extLen one word more than the bundles need", rule: "FH-SE11-BUND", good: { du(M.st1(extensions: [M.se11Disabled(numBundPrb: 12)])) },
                 bad: { du(M.st1(extensions: [M.se11Disabled(numBundPrb: 12, extraWords: 1)])) }, verdict: .fail,
                 path: "oran_fh_cus.extLen", bit: C.oranBit(17),
                 fields: [.tshark("oran_fh_cus.extType", good: "11", bad: "11"), .tshark("oran_fh_cus.extLen", good: "3", bad: "4"),
                          .tshark("oran_fh_cus.numBundPrbs", good: "12", bad: "12")],
                 expert: "but 9 were dissected"),  // "extlen signalled 16 bytes (+ 0-3 bytes padding), but 9 …"
    ]

    @Test(arguments: se11) func se11Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: se11) func se11RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    /// The SE11 size mismatch is one finding under FH-SE11-BUND; FH-SE-LEN (the generic extLen
    /// rule) stays PASS for it. tshark 4.0.17 sees one extlen_wrong on that frame.
    @Test func se11SizeMismatchIsReportedOnceUnderItsOwnRule() throws {
        let frames = Self.se11SizeFrames()
        let path = try C.write(frames)
        let results = try C.check(path)
        let bund = results.row("FH-SE11-BUND"), len = results.row("FH-SE-LEN")
        #expect(bund.verdicts == [.fail] && bund.violations == 1, "\(bund.findings)")
        #expect(len.verdicts == [.pass] && len.evaluated == 2, "\(len.findings)")
        #expect(RuleCapture.findings(frames[1], context: FronthaulContext()).filter { $0.id.rawValue.hasPrefix("FH-SE") }.map(\.id.rawValue) == ["FH-SE11-BUND"])
    }

    /// SE11 with 12 bundled PRBs, then 8 with two extra words (extLen 5 for 11 bytes).
    static func se11SizeFrames() -> [RuleCapture.Frame] {
        [Self.du(M.st1(extensions: [M.se11Disabled(numBundPrb: 12)])), Self.du(M.st1(extensions: [M.se11Disabled(numBundPrb: 8, extraWords: 2)]))]
    }

    /// tshark 4.0.17 sees one extlen_wrong on the mismatching frame.
    @Test(.requires(.tshark)) func se11SizeMismatchAsTsharkReadsIt() throws {
        let path = try C.write(Self.se11SizeFrames())
        let rows = try #require(C.tsharkFields(path, ["oran_fh_cus.numBundPrbs", "oran_fh_cus.extLen", "_ws.expert.message"]))
        #expect(rows.map { $0["oran_fh_cus.numBundPrbs"] ?? [] } == [["12"], ["8"]])
        // 3 bundles of 8 PRBs: 3 + 2 + 3·2 = 11 bytes, 3 words; extLen 5 is 20 bytes (tshark: "extlen
        // signalled 20 bytes …, but 11 were dissected").
        #expect(rows.map { $0["oran_fh_cus.extLen"] ?? [] } == [["3"], ["5"]])
        let extLenExperts = rows.map { ($0["_ws.expert.message"] ?? []).filter { $0.contains("but 11 were dissected") }.count }
        #expect(extLenExperts == [0, 1], "\(rows)")
    }

    // MARK: FH-SE21-CI — ciPrbGroupSize 2…254 (WS ci_prb_group_size_reserved); numPrbc ≠ 0 (WS numprbc_ext21_zero).

    static let se21: [RuleCase] = [0, 1, 255].map { size in
        RuleCase(name: "ciPrbGroupSize \(size)", rule: "FH-SE21-CI", good: { du(M.st5(extensions: [M.se21(groupSize: size == 255 ? 254 : 2)])) },
                 bad: { du(M.st5(extensions: [M.se21(groupSize: size)])) }, verdict: .warn,
                 path: "oran_fh_cus.ciPrbGroupSize", bit: C.oranBit(body8),
                 fields: [.tshark("oran_fh_cus.extType", good: "21", bad: "21"), .bits(byte: body8, bit: 0, width: 8, good: size == 255 ? 254 : 2, bad: UInt64(size))])
    } + [
        RuleCase(name: "numPrbc 0", rule: "FH-SE21-CI", good: { du(M.st5(extensions: [M.se21(groupSize: 4)])) },
                 bad: { du(M.st5(extensions: [M.se21(groupSize: 4)], numPrbc: 0)) }, verdict: .fail,
                 path: "oran_fh_cus.numPrbc", bit: C.oranBit(body8),
                 fields: [.tshark("oran_fh_cus.numPrbc", good: "24", bad: "0"), .bits(byte: body8, bit: 0, width: 8, good: 4, bad: 4)]),
    ]

    @Test(arguments: se21) func se21Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: se21) func se21RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-SE24 — inherit only after a type-2/3 entry (WS se24_nothing_to_inherit); userGroupId ≠ 255
    // (WS user_group_id.reserved_value); dmrsPortNumber ≤ 11; userGroupSize ≤ 12.

    static let goodSE24: @Sendable () -> C.Frame = { du(M.st5(extensions: [M.se24(entries: [.full(0), .inherit(1, 1)])])) }
    static let se24: [RuleCase] = [
        RuleCase(name: "userGroupId 255", rule: "FH-SE24", good: goodSE24,
                 bad: { du(M.st5(extensions: [M.se24(userGroupId: 255, entries: [.full(0), .inherit(1, 1)])])) }, verdict: .warn,
                 path: "oran_fh_cus.userGroupId", bit: C.oranBit(body8 + 1),
                 fields: [.tshark("oran_fh_cus.extType", good: "24", bad: "24"), .tshark("oran_fh_cus.extLen", good: "4", bad: "4"),
                          .bits(byte: body8 + 1, bit: 0, width: 8, good: 7, bad: 255)]),
        RuleCase(name: "userGroupSize 13", rule: "FH-SE24", good: goodSE24,
                 bad: { du(M.st5(extensions: [M.se24(userGroupSize: 13, entries: [.full(0), .inherit(1, 1)])])) }, verdict: .warn,
                 path: "oran_fh_cus.userGroupSize", bit: C.oranBit(body8, 3),
                 fields: [.bits(byte: body8, bit: 3, width: 5, good: 2, bad: 13)]),
        RuleCase(name: "entryType 1 before any full entry", rule: "FH-SE24", good: goodSE24,
                 bad: { du(M.st5(extensions: [M.se24(entries: [.inherit(1, 1), .full(0)])])) }, verdict: .warn,
                 path: "oran_fh_cus.entryType", bit: C.oranBit(body8 + 2),
                 fields: [.bits(byte: body8 + 2, bit: 0, width: 3, good: 2, bad: 1)]),
        RuleCase(name: "entryType 0 first", rule: "FH-SE24", good: goodSE24,
                 bad: { du(M.st5(extensions: [M.se24(entries: [.inherit(0, 1), .full(0)])])) }, verdict: .warn,
                 path: "oran_fh_cus.entryType", bit: C.oranBit(body8 + 2),
                 fields: [.bits(byte: body8 + 2, bit: 0, width: 3, good: 2, bad: 0)]),
        RuleCase(name: "dmrsPortNumber 12 on the inheriting entry", rule: "FH-SE24", good: goodSE24,
                 bad: { du(M.st5(extensions: [M.se24(entries: [.full(0), .inherit(1, 12)])])) }, verdict: .warn,
                 path: "oran_fh_cus.dmrsPortNumber", bit: C.oranBit(body8 + 12, 3),
                 fields: [.bits(byte: body8 + 12, bit: 3, width: 5, good: 1, bad: 12)]),
    ]

    @Test(arguments: se24) func se24Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: se24) func se24RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-UP-SRES2 — udCompMeth 7/8 with rb = 1: sReSMask2 == 0 (WS sresmask2_not_zero).

    /// UL U-plane, dynamic udCompHdr (BFP 9-bit, method 7: masks in the header), 2 PRBs; each PRB
    /// is the exponent byte plus 2·n·9 bits of IQ for the n REs its mask selects (CUS §8.3.3).
    static func selectiveRE(rb: Bool, mask2: UInt16) -> C.Frame {
        let fmt = IQFormat(method: .bfpSelectiveREMaskInHeader, iqWidth: 9)
        let second = rb ? 0xFFF : mask2 & 0xFFF
        let bytes = (1 + 27) + (1 + (2 * second.nonzeroBitCount * 9 + 7) / 8)
        var s = UPlaneSection(sectionId: 1, rb: rb, startPrbu: 0, numPrbu: 2, format: fmt, iqData: [UInt8](repeating: 0, count: bytes)[...])
        s.udCompHdr = fmt.udCompHdr
        s.sReSMask1 = 0x0FFF
        s.sReSMask2 = mask2
        var u = UPlaneMessage()
        u.dataDirection = 0
        u.symbolId = 2
        u.sections = [s]
        return C.uPlane(u)
    }

    static var dynamicHeaders: RunConfiguration {
        var c = EngineSupport.specOnly()
        c.fronthaul.udCompHdrPresent = true
        return c
    }

    static let sres2: [RuleCase] = [
        RuleCase(name: "rb 1 with sReSMask2 0x0F0F", rule: "FH-UP-SRES2", good: { selectiveRE(rb: true, mask2: 0) }, bad: { selectiveRE(rb: true, mask2: 0x0F0F) },
                 verdict: .warn, path: "oran_fh_cus.sReSMask2", bit: C.oranBit(4 + 8),
                 fields: [.tshark("oran_fh_cus.rb", good: "1", bad: "1"), .tshark("oran_fh_cus.udCompHdrMeth", good: "7", bad: "7"),
                          .bits(byte: 4 + 8, bit: 4, width: 12, good: 0, bad: 0xF0F)],
                 context: { var x = FronthaulContext(); x.udCompHdrPresent = true; return x }(), configuration: dynamicHeaders,
                 tsharkPreferences: ["oran_fh_cus.oran.ud_comp_hdr_up:TRUE"]),
        RuleCase(name: "sReSMask2 0x0F0F is fine with rb 0, not with rb 1", rule: "FH-UP-SRES2", good: { selectiveRE(rb: false, mask2: 0x0F0F) },
                 bad: { selectiveRE(rb: true, mask2: 0x0F0F) }, verdict: .warn, path: "oran_fh_cus.sReSMask2", bit: C.oranBit(4 + 8),
                 fields: [.tshark("oran_fh_cus.rb", good: "0", bad: "1"), .bits(byte: 4 + 8, bit: 4, width: 12, good: 0xF0F, bad: 0xF0F)],
                 context: { var x = FronthaulContext(); x.udCompHdrPresent = true; return x }(), configuration: dynamicHeaders,
                 tsharkPreferences: ["oran_fh_cus.oran.ud_comp_hdr_up:TRUE"]),
    ]

    @Test(arguments: sres2) func sres2Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: sres2) func sres2RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }
}
