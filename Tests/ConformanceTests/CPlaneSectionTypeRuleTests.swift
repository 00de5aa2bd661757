import Conformance
import Fronthaul
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Section-type rules (FH-CP-DIR, FH-CP-RSVD, FH-CP-ST10, FH-CP-ST4, FH-CP-ST7, FH-CP-ST9,
/// FH-CS-ST5, FH-CS-ST6): for each violation the rule text names, a conforming message and the same
/// message with that one field changed go through the engine. tshark 4.0.17 reads the header fields
/// it dissects; fields it does not dissect (ST4, ST7, ST9, ST10 bodies) are read at the offsets of
/// the CUS §7.4 message formats.
@Suite struct CPlaneSectionTypeRuleTests {
    typealias M = RuleMessages
    typealias C = RuleCapture

    static func fromRU(_ m: CPlaneMessage) -> C.Frame { C.cPlane(m, from: C.ruMAC, to: C.duMAC) }
    static func fromDU(_ m: CPlaneMessage) -> C.Frame { C.cPlane(m) }

    // MARK: FH-CP-DIR — ST8, ST9, ST10 only UL (WS st9_not_ul, st10_not_ul).

    static let direction: [RuleCase] = [
        RuleCase(name: "ST9 sent DL", rule: "FH-CP-DIR", good: { fromRU(M.st9()) }, bad: { fromRU(M.st9(direction: 1)) }, verdict: .warn,
                 path: "oran_fh_cus.data_direction", bit: C.oranBit(0),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "9", bad: "9"), .tshark("oran_fh_cus.data_direction", good: "0", bad: "1")]),
        RuleCase(name: "ST10 sent DL", rule: "FH-CP-DIR", good: { fromRU(M.st10()) }, bad: { fromRU(M.st10(direction: 1)) }, verdict: .warn,
                 path: "oran_fh_cus.data_direction", bit: C.oranBit(0),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "10", bad: "10"), .tshark("oran_fh_cus.data_direction", good: "0", bad: "1")]),
        RuleCase(name: "ST8 sent DL", rule: "FH-CP-DIR", good: { fromRU(M.st8()) }, bad: { fromRU(M.st8(direction: 1)) }, verdict: .warn,
                 path: "oran_fh_cus.data_direction", bit: C.oranBit(0),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "8", bad: "8"), .tshark("oran_fh_cus.data_direction", good: "0", bad: "1")]),
    ]

    @Test(arguments: direction) func directionRule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: direction) func directionRuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    /// The sender half of FH-CP-DIR needs declared roles: with a testbed (du = …bb:01, ru = …aa:01),
    /// an ST9 from the O-DU and an ST1 from the O-RU are reported; the same types from the other
    /// side pass. tshark reads each frame's source MAC and section type.
    @Test func sectionTypeFromTheWrongDeclaredNodeWarns() throws {
        var configuration = RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: try EngineSupport.writeTestbed(ruSectionTypes: "[1, 9]")))
        configuration.suite = nil
        let path = try C.write(Self.wrongNodeFrames())
        let rows = try C.check(path, configuration: configuration).results(for: "FH-CP-DIR")
        let du = rows.first { $0.node == "du" }, ru = rows.first { $0.node == "ru" }
        #expect(du?.verdict == .warn && ru?.verdict == .warn, "\(rows)")
        #expect(du?.evaluated == 2 && ru?.evaluated == 2)
        #expect(du?.violations == 1 && ru?.violations == 1)
        #expect(du?.findings.first?.frames == [2] && ru?.findings.first?.frames == [4])
        #expect(du?.findings.first?.fieldPath == "oran_fh_cus.sectionType")
        #expect(du?.findings.first?.expected == "from the O-RU" && ru?.findings.first?.expected == "from the O-DU")
        // Without a testbed the roles are only inferred: the rule judges direction alone and passes.
        #expect(try C.check(path).verdicts("FH-CP-DIR") == [.pass])
    }

    /// ST9 from the O-RU and the O-DU, ST1 from the O-DU and the O-RU.
    static func wrongNodeFrames() -> [RuleCapture.Frame] {
        [Self.fromRU(M.st9()), C.cPlane(M.st9(), from: C.duMAC, to: C.ruMAC), Self.fromDU(M.st1()), C.cPlane(M.st1(), from: C.ruMAC, to: C.duMAC)]
    }

    /// tshark reads the source MAC, section type and direction of the frames above as built.
    @Test(.requires(.tshark)) func wrongNodeFramesAsTsharkReadsThem() throws {
        let path = try C.write(Self.wrongNodeFrames())
        let t = try #require(C.tsharkFields(path, ["eth.src", "oran_fh_cus.sectionType", "oran_fh_cus.data_direction"]))
        #expect(t.map { $0["eth.src"]?.first ?? "" } == ["02:00:00:00:aa:01", "02:00:00:00:bb:01", "02:00:00:00:bb:01", "02:00:00:00:aa:01"])
        #expect(t.map { $0["oran_fh_cus.sectionType"]?.first ?? "" } == ["9", "9", "1", "1"])
        #expect(t.map { $0["oran_fh_cus.data_direction"]?.first ?? "" } == ["0", "0", "1", "1"])
    }

    // MARK: FH-CP-RSVD — header reserved bytes, ST0 15-bit reserved, ST3 byte 11, reserved bits in extensions.

    static let reserved: [RuleCase] = [
        RuleCase(name: "ST1 header byte 7", rule: "FH-CP-RSVD", good: { fromDU(M.st1()) },
                 bad: { var m = M.st1(); m.reservedHeader = 0x5A; return fromDU(m) }, verdict: .warn,
                 path: "oran_fh_cus.reserved8", bit: C.oranBit(7),
                 fields: [.tshark("oran_fh_cus.reserved8", good: "0", bad: "90")]),
        RuleCase(name: "ST0 section reserved(15) after ef", rule: "FH-CP-RSVD", good: { fromDU(M.st0()) }, bad: { fromDU(M.st0(reserved: 0x55)) }, verdict: .warn,
                 path: "oran_fh_cus.reserved", bit: C.oranBit(12 + 6, 1),
                 fields: [.tshark("oran_fh_cus.reserved16", good: "0", bad: "85")]),
        RuleCase(name: "ST0 header byte 11", rule: "FH-CP-RSVD", good: { fromDU(M.st0()) },
                 bad: { var m = M.st0(); m.reservedHeader = 0x21; return fromDU(m) }, verdict: .warn,
                 path: "oran_fh_cus.reserved8", bit: C.oranBit(11),
                 fields: [.bits(byte: 11, bit: 0, width: 8, good: 0, bad: 0x21)]),
        RuleCase(name: "ST3 section byte 11", rule: "FH-CP-RSVD", good: { fromDU(M.st3()) }, bad: { fromDU(M.st3(reserved: 0x66)) }, verdict: .warn,
                 path: "oran_fh_cus.reserved8", bit: C.oranBit(12 + 11),
                 fields: [.tshark("oran_fh_cus.reserved8", good: "0", bad: "102")]),
        RuleCase(name: "ST9 header bits after numSinrPerPrb", rule: "FH-CP-RSVD", good: { fromRU(M.st9()) }, bad: { fromRU(M.st9(reservedBits: 3)) }, verdict: .warn,
                 path: "oran_fh_cus.reserved", bit: C.oranBit(6, 3),
                 fields: [.bits(byte: 6, bit: 3, width: 5, good: 0, bad: 3)]),
        RuleCase(name: "ST10 section bit 13 (symInc position)", rule: "FH-CP-RSVD", good: { fromRU(M.st10()) }, bad: { fromRU(M.st10(reservedBit: true)) }, verdict: .warn,
                 path: "oran_fh_cus.reserved", bit: C.oranBit(8) + 13,
                 fields: [.bits(byte: 9, bit: 5, width: 1, good: 0, bad: 1)]),
        RuleCase(name: "ST11 section reserved(15) after ef", rule: "FH-CP-RSVD", good: { fromDU(M.st11()) }, bad: { fromDU(M.st11(reservedBeam: 3)) }, verdict: .warn,
                 path: "oran_fh_cus.reserved", bit: C.oranBit(8 + 6, 1),
                 fields: [.bits(byte: 14, bit: 1, width: 15, good: 0, bad: 3)]),
        RuleCase(name: "ST7 header byte 4", rule: "FH-CP-RSVD", good: { fromDU(M.st7()) },
                 bad: { var m = M.st7(); m.numberOfSections = 1; return fromDU(m) }, verdict: .warn,
                 path: "oran_fh_cus.reserved8", bit: C.oranBit(4),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "7", bad: "7"), .bits(byte: 4, bit: 0, width: 8, good: 0, bad: 1)]),
        RuleCase(name: "ST4 header high nibble of byte 4", rule: "FH-CP-RSVD", good: { fromDU(M.st4([M.st4Command(type: 2, body: M.tddBody)])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 2, body: M.tddBody)], scope: 0x20)) }, verdict: .warn,
                 path: "oran_fh_cus.reserved4", bit: C.oranBit(4),
                 fields: [.bits(byte: 4, bit: 0, width: 4, good: 0, bad: 2)]),
        // SE9 (DSS): technology(8), reserved(8); 4.0.17 skips SE9 by extLen, so the byte is read by
        // offset.
        RuleCase(name: "SE9 reserved byte", rule: "FH-CP-RSVD",
                 good: { fromDU(M.st1(extensions: [M.ext(9, extLen: 1, [M.f("technology", 1, 8), M.f("reserved8", 0, 8)])])) },
                 bad: { fromDU(M.st1(extensions: [M.ext(9, extLen: 1, [M.f("technology", 1, 8), M.f("reserved8", 0x11, 8)])])) }, verdict: .warn,
                 path: "oran_fh_cus.reserved8", bit: C.oranBit(19),
                 fields: [.tshark("oran_fh_cus.extType", good: "9", bad: "9"), .bits(byte: 19, bit: 0, width: 8, good: 0, bad: 0x11)]),
    ]

    @Test(arguments: reserved) func reservedRule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: reserved) func reservedRuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-CP-ST10 — startSymbolId 0, numSymbol 14 (WS st10_*); measTypeId 1–6 (WS unexpected_meastypeid).

    static let st10: [RuleCase] = [
        RuleCase(name: "startSymbolId 2", rule: "FH-CP-ST10", good: { fromRU(M.st10()) }, bad: { fromRU(M.st10(startSymbol: 2)) }, verdict: .warn,
                 path: "oran_fh_cus.startSymbolId", bit: C.oranBit(3, 2),
                 fields: [.tshark("oran_fh_cus.startSymbolId", good: "0", bad: "2")]),
        RuleCase(name: "numSymbol 12", rule: "FH-CP-ST10", good: { fromRU(M.st10()) }, bad: { fromRU(M.st10(numSymbol: 12)) }, verdict: .warn,
                 path: "oran_fh_cus.numSymbol", bit: C.oranBit(8 + 5, 4),
                 fields: [.bits(byte: 13, bit: 4, width: 4, good: 14, bad: 12)]),
        RuleCase(name: "measTypeId 7", rule: "FH-CP-ST10", good: { fromRU(M.st10()) }, bad: { fromRU(M.st10(measTypeId: 7)) }, verdict: .warn,
                 path: "oran_fh_cus.measTypeId", bit: C.oranBit(16, 1),
                 fields: [.bits(byte: 16, bit: 1, width: 7, good: 1, bad: 7)]),
    ]

    @Test(arguments: st10) func st10Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: st10) func st10RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-CP-ST4 — command list and command fields (WS st4_*, numslots_not_zero, …).

    static let tdd = M.st4Command(type: 2, body: M.tddBody)
    static let st4: [RuleCase] = [
        RuleCase(name: "numberOfST4Cmds 0", rule: "FH-CP-ST4", good: { fromDU(M.st4([tdd])) }, bad: { fromDU(M.st4([])) }, verdict: .fail,
                 path: "oran_fh_cus.numberOfST4Cmds", bit: C.oranBit(6),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "4", bad: "4"), .bits(byte: 6, bit: 0, width: 8, good: 1, bad: 0)]),
        RuleCase(name: "st4CmdLen 0", rule: "FH-CP-ST4", good: { fromDU(M.st4([tdd])) }, bad: { fromDU(M.st4([M.st4Command(type: 2, len: 0, body: [])])) }, verdict: .warn,
                 path: "oran_fh_cus.st4CmdLen", bit: C.oranBit(8),
                 fields: [.bits(byte: 9, bit: 0, width: 16, good: 1, bad: 0)]),
        RuleCase(name: "st4CmdLen 2 words for a 4-byte TDD body", rule: "FH-CP-ST4", good: { fromDU(M.st4([tdd])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 2, len: 2, body: M.tddBody + [M.f("reserved", 0, 32)])])) }, verdict: .fail,
                 path: "oran_fh_cus.st4CmdLen", bit: C.oranBit(9),
                 fields: [.bits(byte: 9, bit: 0, width: 16, good: 1, bad: 2)]),
        RuleCase(name: "st4CmdLen 1 word for an 8-byte ASM body", rule: "FH-CP-ST4", good: { fromDU(M.st4([M.st4Command(type: 4, body: M.asmBody())])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 4, len: 1, body: [M.f("reserved", 0, 32)])])) }, verdict: .fail,
                 path: "oran_fh_cus.st4CmdLen", bit: C.oranBit(9),
                 fields: [.bits(byte: 9, bit: 0, width: 16, good: 2, bad: 1)]),
        RuleCase(name: "st4CmdType 5", rule: "FH-CP-ST4", good: { fromDU(M.st4([tdd])) }, bad: { fromDU(M.st4([M.st4Command(type: 5, body: M.tddBody)])) }, verdict: .fail,
                 path: "oran_fh_cus.st4CmdType", bit: C.oranBit(8),
                 fields: [.bits(byte: 8, bit: 0, width: 8, good: 2, bad: 5)]),
        RuleCase(name: "TIME_DOMAIN_BEAM_CONFIG numSlots 3", rule: "FH-CP-ST4", good: { fromDU(M.st4([M.st4Command(type: 1, body: M.beamBody)])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 1, numSlots: 3, body: M.beamBody)])) }, verdict: .warn,
                 path: "oran_fh_cus.numSlots", bit: C.oranBit(8),
                 fields: [.bits(byte: 11, bit: 0, width: 8, good: 0, bad: 3)]),
        RuleCase(name: "TRX_CONTROL with startSymbolId 2", rule: "FH-CP-ST4", good: { fromDU(M.st4([M.st4Command(type: 3, body: M.trxBody())])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 3, body: M.trxBody())], startSymbol: 2)) }, verdict: .warn,
                 path: "oran_fh_cus.startSymbolId", bit: C.oranBit(8),
                 fields: [.tshark("oran_fh_cus.startSymbolId", good: "0", bad: "2")]),
        RuleCase(name: "ASM with startSymbolId 5", rule: "FH-CP-ST4", good: { fromDU(M.st4([M.st4Command(type: 4, body: M.asmBody())])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 4, body: M.asmBody())], startSymbol: 5)) }, verdict: .warn,
                 path: "oran_fh_cus.startSymbolId", bit: C.oranBit(8),
                 fields: [.tshark("oran_fh_cus.startSymbolId", good: "0", bad: "5")]),
        RuleCase(name: "TRX_CONTROL with cmdScope CARRIER", rule: "FH-CP-ST4", good: { fromDU(M.st4([M.st4Command(type: 3, body: M.trxBody())])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 3, body: M.trxBody())], scope: 1)) }, verdict: .warn,
                 path: "oran_fh_cus.cmdScope", bit: C.oranBit(8),
                 fields: [.bits(byte: 4, bit: 4, width: 4, good: 0, bad: 1)]),
        RuleCase(name: "TRX_CONTROL symbolMask 0x00FF", rule: "FH-CP-ST4", good: { fromDU(M.st4([M.st4Command(type: 3, body: M.trxBody())])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 3, body: M.trxBody(symbolMask: 0xFF))])) }, verdict: .warn,
                 path: "oran_fh_cus.symbolMask", bit: C.oranBit(8),
                 fields: [.bits(byte: 20, bit: 2, width: 14, good: 0x3FFF, bad: 0xFF)]),
        RuleCase(name: "ASM symbolMask 0x0F00", rule: "FH-CP-ST4", good: { fromDU(M.st4([M.st4Command(type: 4, body: M.asmBody())])) },
                 bad: { fromDU(M.st4([M.st4Command(type: 4, body: M.asmBody(symbolMask: 0xF00))])) }, verdict: .warn,
                 path: "oran_fh_cus.symbolMask", bit: C.oranBit(8),
                 fields: [.bits(byte: 20, bit: 2, width: 14, good: 0, bad: 0xF00)]),
    ]

    @Test(arguments: st4) func st4Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: st4) func st4RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    /// Every command type in one message, each well formed: no FH-CP-ST4 finding.
    @Test func allFourCommandTypesPass() throws {
        let m = M.st4([M.st4Command(type: 1, body: M.beamBody), Self.tdd, M.st4Command(type: 3, body: M.trxBody()), M.st4Command(type: 4, body: M.asmBody(symbolMask: 0x3FFF))])
        let r = try C.check(try C.write([Self.fromDU(m)])).row("FH-CP-ST4")
        #expect(r.verdicts == [.pass], "\(r.findings)")
        #expect(r.evaluated == 1)
        // CUS §7.4.4.4 ST4: four 8-byte command headers with 8 + 4 + 8 + 8 body bytes after the
        // 8-byte header
        #expect(Self.fromDU(m).pdu.count == 8 + 8 + 4 * 8 + 28)
    }

    // MARK: FH-CP-ST7 — laaMsgType ≤ 6, MCOT 1–10 (WS laa_msg_type_unsupported, mcot_out_of_range).

    static let st7: [RuleCase] = [
        RuleCase(name: "MCOT 0", rule: "FH-CP-ST7", good: { fromDU(M.st7()) }, bad: { fromDU(M.st7(mcot: 0)) }, verdict: .fail,
                 path: "oran_fh_cus.MCOT", bit: C.oranBit(11, 26),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "7", bad: "7"), .bits(byte: 11, bit: 26, width: 4, good: 4, bad: 0)]),
        RuleCase(name: "MCOT 11", rule: "FH-CP-ST7", good: { fromDU(M.st7(mcot: 10)) }, bad: { fromDU(M.st7(mcot: 11)) }, verdict: .fail,
                 path: "oran_fh_cus.MCOT", bit: C.oranBit(11, 26),
                 fields: [.bits(byte: 11, bit: 26, width: 4, good: 10, bad: 11)]),
        RuleCase(name: "laaMsgType 7", rule: "FH-CP-ST7", good: { fromDU(M.st7(type: 6)) }, bad: { fromDU(M.st7(type: 7)) }, verdict: .fail,
                 path: "oran_fh_cus.laaMsgType", bit: C.oranBit(8),
                 fields: [.bits(byte: 8, bit: 0, width: 4, good: 6, bad: 7)]),
    ]

    @Test(arguments: st7) func st7Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: st7) func st7RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-CP-ST9 — numSinrPerPrb code ≤ 5 (WS unexpected_num_sinr_per_prb).

    static let st9: [RuleCase] = [
        RuleCase(name: "numSinrPerPrb code 6", rule: "FH-CP-ST9", good: { fromRU(M.st9(code: 5)) }, bad: { fromRU(M.st9(code: 6)) }, verdict: .warn,
                 path: "oran_fh_cus.numSinrPerPrb", bit: C.oranBit(6),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "9", bad: "9"), .bits(byte: 6, bit: 0, width: 3, good: 5, bad: 6)]),
        RuleCase(name: "numSinrPerPrb code 7", rule: "FH-CP-ST9", good: { fromRU(M.st9()) }, bad: { fromRU(M.st9(code: 7)) }, verdict: .warn,
                 path: "oran_fh_cus.numSinrPerPrb", bit: C.oranBit(6),
                 fields: [.bits(byte: 6, bit: 0, width: 3, good: 0, bad: 7)]),
    ]

    @Test(arguments: st9) func st9Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: st9) func st9RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-CS-ST5 — ueId 0x7FFF is used only to mean "not scheduled" (CUS §7.5.3.10):
    // misuse is 0x7FFF in ST6 (channel information names a UE) or on an ST5 section that carries
    // SE8 / SE17 / SE24, which describe the scheduled UE. 0x7FFF alone is the conforming case.

    static let st5: [RuleCase] = [
        RuleCase(name: "ueId 0x7FFF with SE8", rule: "FH-CS-ST5", good: { fromDU(M.st5(ueId: 0x7FFF)) },
                 bad: { fromDU(M.st5(ueId: 0x7FFF, extensions: [M.se8()])) }, verdict: .warn,
                 path: "oran_fh_cus.ueId", bit: C.oranBit(8 + 6, 1),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "5", bad: "5"), .tshark("oran_fh_cus.ueId", good: "0x7fff", bad: "0x7fff"),
                          .tshark("oran_fh_cus.ef", good: "0", bad: "1")]),
        RuleCase(name: "ueId 0x7FFF with SE24", rule: "FH-CS-ST5", good: { fromDU(M.st5(ueId: 5, extensions: [M.se24(entries: [.full(0)])])) },
                 bad: { fromDU(M.st5(ueId: 0x7FFF, extensions: [M.se24(entries: [.full(0)])])) }, verdict: .warn,
                 path: "oran_fh_cus.ueId", bit: C.oranBit(8 + 6, 1),
                 fields: [.tshark("oran_fh_cus.ueId", good: "0x0005", bad: "0x7fff"), .tshark("oran_fh_cus.extType", good: "24", bad: "24")]),
        RuleCase(name: "ST6 channel information for ueId 0x7FFF", rule: "FH-CS-ST5", good: { fromDU(M.st6()) },
                 bad: { fromDU(M.st6(firstUEId: 0x7FFF)) }, verdict: .warn,
                 path: "oran_fh_cus.ueId", bit: C.oranBit(8, 1),
                 fields: [.tshark("oran_fh_cus.sectionType", good: "6", bad: "6"), .tshark("oran_fh_cus.ueId", good: "0x0003", bad: "0x7fff")]),
    ]

    @Test(arguments: st5) func st5Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: st5) func st5RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }

    // MARK: FH-CS-ST6 — rb 0 (WS st6_rb_set); UE sections == numberOfUEs.

    static let st6: [RuleCase] = [
        RuleCase(name: "rb 1", rule: "FH-CS-ST6", good: { fromDU(M.st6()) }, bad: { fromDU(M.st6(rb: true)) }, verdict: .warn,
                 path: "oran_fh_cus.rb", bit: C.oranBit(8 + 4, 4),
                 fields: [.tshark("oran_fh_cus.rb", good: "0", bad: "1")]),
        RuleCase(name: "numberOfUEs 2 with one UE section", rule: "FH-CS-ST6", good: { fromDU(M.st6(sections: 2, numberOfUEs: 2)) },
                 bad: { fromDU(M.st6(sections: 1, numberOfUEs: 2)) }, verdict: .warn,
                 path: "oran_fh_cus.numberOfUEs", bit: C.oranBit(6),
                 fields: [.tshark("oran_fh_cus.numberOfUEs", good: "2", bad: "2"), .tshark("oran_fh_cus.numberOfSections", good: "2", bad: "1")]),
    ]

    @Test(arguments: st6) func st6Rule(_ c: RuleCase) throws { try c.verify() }
    @Test(.requires(.tshark), arguments: st6) func st6RuleAsTsharkReadsIt(_ c: RuleCase) throws { try c.verifyWithTshark() }
}
