import Fronthaul
import Testing
import WireCore

/// Section types 4, 6, 7, 8, 9, 10, 11 on messages assembled by hand from the message formats of
/// O-RAN.WG4.CUS §7.4: decoded values and encode(decode(b)) == b.
@Suite struct SectionTypeTests {
    func check(_ bytes: [UInt8], _ ctx: FronthaulContext = FronthaulContext(), _ expected: [String: UInt64], sourceLocation: SourceLocation = #_sourceLocation) {
        var d = FronthaulDecoder(context: ctx)
        let r = d.decode(oranCPlane: bytes[...])
        #expect(r.error == nil, sourceLocation: sourceLocation)
        #expect(!r.findings.contains { $0.severity == .error }, "\(r.findings)", sourceLocation: sourceLocation)
        var f = FieldList()
        r.appendFields(to: &f)
        #expect(FieldRegistryCheck.problems(f).isEmpty, "\(FieldRegistryCheck.problems(f))", sourceLocation: sourceLocation)
        for (name, want) in expected {
            #expect(f.first(name) == .unsigned(want), "\(name)", sourceLocation: sourceLocation)
        }
        guard case .cPlane(let c)? = r.bare else { Issue.record("no message", sourceLocation: sourceLocation); return }
        #expect(FronthaulEncoder.encode(cPlane: c, context: ctx) == bytes, sourceLocation: sourceLocation)
        #expect(c.trailing.isEmpty, sourceLocation: sourceLocation)
    }
    let o = "oran_fh_cus."

    @Test func st6ChannelInformation() throws {
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.ciAntennas", "2")
        // ciCompHdr 0x80: ciIqWidth 8, ciCompMeth 0, ciCompOpt 0; 2 PRBs × 2 TRX × (I, Q) × 8 bits = 8 bytes
        let b: [UInt8] = [0x10, 1, 0, 0, 1, 6, 1, 0x80, 0x00, 0x05, 0x12, 0x34, 0x00, 0x0A, 0x02] + [1, 2, 3, 4, 5, 6, 7, 8]
        check(b, ctx, [o + "numberOfUEs": 1, o + "ciCompHdr": 0x80, o + "ueId": 5, o + "regularizationFactor": 0x1234, o + "startPrbc": 10, o + "numPrbc": 2])
    }

    @Test func st4SlotConfiguration() {
        // one TDD_CONFIG_PATTERN command (type 2), st4CmdLen 1 word, ackNackReqId 0x0102
        let b: [UInt8] = [0x10, 1, 0, 0, 0x00, 4, 1, 0, 2, 0, 1, 0, 0x01, 0x02, 0, 0, 0x3F, 0xFF, 0x00, 0x01]
        check(b, FronthaulContext(), [o + "numberOfST4Cmds": 1, o + "st4CmdType": 2, o + "st4CmdLen": 1, o + "ackNackReqId": 0x0102, o + "dirPattern": 0x3FFF, o + "guardPattern": 1])
    }

    @Test func st7LAA() {
        var bw = BitWriter()
        bw.write(0, bits: 4); bw.write(1, bits: 4)  // laaMsgType 0 (LBT_PDSCH_REQ), laaMsgLen 1 → 8 bytes
        bw.write(0xABCD, bits: 16); bw.write(5, bits: 10); bw.write(1, bits: 2); bw.write(0, bits: 1)
        bw.write(2, bits: 3); bw.write(7, bits: 10); bw.write(3, bits: 4); bw.write(0, bits: 10)
        bw.write(0, bits: 8)  // rest of the 8-byte message
        let b: [UInt8] = [0x90, 1, 0, 0, 0, 7, 0, 0] + bw.bytes
        check(b, FronthaulContext(), [o + "laaMsgType": 0, o + "lbtHandle": 0xABCD, o + "lbtOffset": 5, o + "lbtDeferFactor": 2, o + "lbtBackoffCounter": 7, o + "MCOT": 3])
    }

    @Test func st8AckNack() {
        let b: [UInt8] = [0x10, 1, 0, 0, 0x01, 8, 2, 1, 0, 1, 0, 2, 0, 3]
        check(b, FronthaulContext(), [o + "ready": 1, o + "numberOfAcks": 2, o + "numberOfNacks": 1, o + "ackId": 1, o + "nackId": 3])
    }

    @Test func st9SINR() {
        // numSinrPerPrb code 0 → 1 value per PRB, 16-bit SINR (context default), 2 PRBs
        let b: [UInt8] = [0x10, 1, 0, 0, 1, 9, 0, 0, 0x00, 0x10, 0x00, 0x02, 0x12, 0x34, 0x56, 0x78]
        check(b, FronthaulContext(), [o + "sectionId": 1, o + "numPrbu": 2, o + "sinr": 0x1234])
    }

    @Test func st10MeasurementReport() {
        // report: mf 0 | measTypeId 1 (UE TAE), reserved, measDataSize 2 words [U: counts the 4-byte header], ueTae, rsv
        let b: [UInt8] = [0x10, 1, 0, 0, 1, 10, 0, 0, 0x00, 0x10, 0x00, 0x04, 0xFF, 0xFE, 0x00, 0x07, 0x01, 0x00, 0x00, 0x02, 0x00, 0x10, 0x00, 0x00]
        check(b, FronthaulContext(), [o + "ueId": 7, o + "measTypeId": 1, o + "measDataSize": 2, o + "ueTae": 16])
    }

    @Test func st11MeasurementRequest() {
        let b: [UInt8] = [0x10, 1, 0, 0, 1, 11, 0, 0, 0x00, 0x10, 0x00, 0x04, 0xFF, 0xFE, 0x00, 0x00, 0x05, 0x00, 0x00, 0x02, 0x3F, 0xFF, 0x00, 0x00]
        check(b, FronthaulContext(), [o + "measTypeId": 5, o + "measCmdSize": 2, o + "symbolMask": 0x3FFF])
    }

    @Test func st0IdleWithSE7() {
        // ST0 (12-byte header), one section with SE7 eAxCmask 0x00FF
        let b: [UInt8] = [0x90, 1, 0, 0, 1, 0, 0x01, 0x00, 0xC1, 0x00, 0x20, 0] + [0x00, 0x10, 0x00, 0x10, 0xFF, 0xFE, 0x80, 0x00] + [0x07, 0x01, 0x00, 0xFF]
        check(b, FronthaulContext(), [o + "timeOffset": 256, o + "frameStructure.fft": 0xC, o + "cpLength": 32, o + "extType": 7, o + "eAxCmask": 0xFF])
    }
}
