import Fronthaul
import Testing
import WireCore

/// eCPRI common header, type 5, concatenation and the FH-ECPRI-… / FH-OWD-… findings, on bytes
/// assembled by hand from eCPRI v2.0 §3.1.3 / §3.2.4.6.
@Suite struct ECPRITests {
    func decode(_ bytes: [UInt8], _ transport: FronthaulTransport = .udp, base: Int = 0) -> FronthaulDecodeResult {
        var d = FronthaulDecoder(context: FronthaulContext())
        return d.decode(ecpri: bytes[...], baseBitOffset: base, transport: transport)
    }
    func ids(_ r: FronthaulDecodeResult) -> [String] { r.findings.map(\.id.rawValue) }

    @Test func oneWayDelayMeasurementInFull() {
        // rev 1, type 5, size 22: id 0x2A, action 2 (Response), sec 0x000000010203, ns 0x04050607,
        // compensation 0x0000000000018000 (1.5 ns × 2^16), 2 dummy bytes
        let bytes: [UInt8] = [0x10, 0x05, 0x00, 0x16, 0x2A, 0x02, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 1, 0x80, 0, 0xAA, 0xBB]
        let r = decode(bytes, base: 112)
        #expect(r.error == nil && r.findings.isEmpty)
        guard case .oneWayDelay(let d)? = r.messages.first?.body else { Issue.record("not type 5"); return }
        #expect(d.measurementId == 0x2A && d.actionType == 2)
        #expect(d.seconds == 0x010203 && d.nanoseconds == 0x04050607)
        #expect(d.compensation == 0x18000 && d.compensationNanoseconds == 1.5)
        #expect(d.dummy == [0xAA, 0xBB])
        var f = FieldList()
        r.appendFields(to: &f)
        #expect(f.fields.first { $0.name == "ecpri.size" }?.bitOffset == 112 + 16)
        #expect(f.fields.first { $0.name == "ecpri.nanosec" }.map { ($0.bitOffset, $0.bitLength) } ?? (0, 0) == (112 + 32 + 64, 32))
        #expect(FronthaulEncoder.encode(r.messages) == bytes)
        #expect(r.summary.contains("one-way delay"))
    }

    @Test func oneWayDelayFindings() {
        // action 1 (Request with Follow_Up) must carry zero timestamp and compensation
        let bytes: [UInt8] = [0x10, 0x05, 0x00, 0x14, 0x01, 0x01, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9]
        #expect(ids(decode(bytes)) == ["FH-OWD-TS", "FH-OWD-COMP"])
        var reserved = bytes
        reserved[5] = 7
        reserved[11] = 0
        reserved[23] = 0
        #expect(ids(decode(reserved)) == ["FH-OWD-TS"])
    }

    @Test func headerFindings() {
        // revision 2, reserved bits 0b101, type 1 (not O-RAN), size 4
        let r = decode([0x2A, 0x01, 0x00, 0x04, 1, 2, 3, 4])
        #expect(Set(ids(r)) == ["FH-ECPRI-REV", "FH-ECPRI-RSVD", "FH-ECPRI-TYPE"])
        // payload size larger than the buffer
        let fit = decode([0x10, 0x02, 0x00, 0x40, 0, 0])
        #expect(fit.error?.code == .lengthExceedsEnclosing && fit.error?.fieldPath == "ecpri.size" && fit.error?.bitOffset == 16)
        #expect(ids(fit) == ["FH-ECPRI-FIT"])
        // below the type-5 minimum (20)
        #expect(ids(decode([0x10, 0x05, 0x00, 0x02, 0, 0])).contains("FH-ECPRI-MIN"))
    }

    @Test func lengthVersusFrame() {
        let c = Gen.ecpri(type: 2, eAxC: 0, seq: 0, body: [0x90, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE, 0, 0])
        // over UDP nothing may follow; over Ethernet a short PDU may carry padding up to the
        // minimum frame, whatever its octets hold (IEEE 802.3 leaves the pad's content open)
        #expect(ids(decode(c + [0, 0], .udp)).contains("FH-ECPRI-EXACT"))
        #expect(!ids(decode(c + [0, 0], .ethernet)).contains("FH-ECPRI-EXACT"))
        #expect(!ids(decode(c + [0, 1], .ethernet)).contains("FH-ECPRI-EXACT"))
        #expect(!ids(decode(c + [UInt8](repeating: 0xAA, count: 46 - c.count), .ethernet)).contains("FH-ECPRI-EXACT"))
        #expect(ids(decode(c + [UInt8](repeating: 0xAA, count: 47 - c.count), .ethernet)).contains("FH-ECPRI-EXACT"))
        #expect(ids(decode(c + [UInt8](repeating: 0, count: 60), .ethernet)).contains("FH-ECPRI-EXACT"))
    }

    @Test func concatenationAndAlignment() {
        // message 1: type 6 remote reset, size 3 (C=1) → 7 bytes, 1 pad byte to the 4-byte boundary;
        // message 2: type 2 C-plane (C=0).
        let reset: [UInt8] = [0x11, 0x06, 0x00, 0x03, 0x12, 0x34, 0x01, 0x00]
        let cp = Gen.ecpri(type: 2, eAxC: 0x0101, seq: 5, body: [0x90, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE, 0, 0])
        let r = decode(reset + cp, base: 8)
        #expect(r.error == nil)
        #expect(r.messages.count == 2)
        #expect(r.messageOffsets == [8, 8 + 64])
        #expect(r.messages[0].alignmentPadding == [0])
        if case .headerLevel(let f)? = r.messages.first?.body {
            #expect(f.value("ecpri.resetid") == 0x1234 && f.value("ecpri.resetcode") == 1)
        } else { Issue.record("type 6 not decoded at header level") }
        #expect(r.messages[1].transport?.eAxC == 0x0101)
        #expect(FronthaulEncoder.encode(r.messages) == reset + cp)
        #expect(r.summaries.count == 2)
        // C=1 on the last message
        #expect(ids(decode(Array(reset.prefix(7)))).contains("FH-ECPRI-CONCAT"))
    }

    @Test func roeHeaderCarriesORAN() {
        let cplane: [UInt8] = [0x90, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE, 0, 0]
        let roe = RoEHeader(subType: 0xFC, flowId: 3, length: UInt16(cplane.count), orderingInfo: 77)
        let bytes = FronthaulEncoder.encode(roe: roe, payload: cplane)
        #expect(Array(bytes.prefix(8)) == [0xFC, 3, 0, 16, 0, 0, 0, 77])
        var d = FronthaulDecoder(context: FronthaulContext())
        let r = d.decode(roe: bytes[...], cPlane: true)
        #expect(r.roe == roe && r.error == nil)
        guard case .cPlane(let c)? = r.bare else { Issue.record("no C-plane"); return }
        #expect(c.sections.count == 1 && c.sections[0].reMask == 0xFFF && c.sections[0].numSymbol == 14)
        var f = FieldList()
        r.appendFields(to: &f)
        #expect(f.fields.first { $0.name == "oran_fh_cus.sectionType" }?.bitOffset == 64 + 40)
    }
}
