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

    /// IEEE 1914.3 (O-RAN.WG4.CUS §5.1.3.3): subType 130 is the C-plane (Table 5.1.3.3.2-1),
    /// RoEorderInfo holds the eAxC, Sequence ID, E bit and Subsequence ID (Table 5.1.3.3.5-1), and
    /// the application header starts at octet 9, where it does after eCPRI's 8 octets.
    @Test func roeHeaderCarriesORAN() {
        let cplane: [UInt8] = [0x90, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE, 0, 0]
        let roe = RoEHeader(subType: 130, flowId: 3, length: UInt16(cplane.count), orderingInfo: 0x0102_0580)
        let bytes = FronthaulEncoder.encode(roe: roe, payload: cplane)
        #expect(Array(bytes.prefix(8)) == [130, 3, 0, 16, 1, 2, 5, 0x80])
        var d = FronthaulDecoder(context: FronthaulContext())
        let r = d.decode(roe: bytes[...])
        #expect(r.roe == roe && r.error == nil && r.findings.isEmpty)
        #expect(r.messages.count == 1 && r.messages[0].header.messageType == 2)
        guard case .cPlane(let t, let c) = r.messages.first?.body else { Issue.record("no C-plane"); return }
        #expect(t.eAxC == 0x0102 && t.sequenceId == 5 && t.eBit && t.subsequenceId == 0)
        #expect(c.sections.count == 1 && c.sections[0].reMask == 0xFFF && c.sections[0].numSymbol == 14)
        var f = FieldList()
        r.appendFields(to: &f)
        #expect(f.fields.first { $0.name == "oran_fh_cus.sectionType" }?.bitOffset == 64 + 40)
        #expect(f.fields.first { $0.name == "roe.eaxc" }?.bitOffset == 32)
        #expect(f.fields.first { $0.name == "oran_fh_cus.sequence_id" }?.bitOffset == 48)
        #expect(!f.fields.contains { $0.name.hasPrefix("ecpri.") })
        // The same octets after an eCPRI common header decode to the same O-RAN message.
        let ecpri: [UInt8] = [0x10, 2, 0, 20, 1, 2, 5, 0x80] + cplane
        var e = FronthaulDecoder(context: FronthaulContext())
        #expect(e.decode(ecpri: ecpri[...]).messages[0].body == r.messages[0].body)
    }

    /// RoElength (§5.1.3.3.4): longer than the octets there, or followed by octets that are not
    /// Ethernet padding, is FH-ROE-LENGTH; other subTypes (RoE control) give the header alone;
    /// a "with concatenation" subType followed by more octets stops, unsupported.
    @Test func roeLengthAndSubTypes() {
        let uplane: [UInt8] = [0x10, 0, 0, 0] + [0x00, 0x10, 0x00, 0x01] + [0, 0] + Array(repeating: 7, count: 48)
        func decode(_ subType: UInt8, length: Int, extra: [UInt8] = []) -> FronthaulDecodeResult {
            let roe = RoEHeader(subType: subType, flowId: 0, length: UInt16(length), orderingInfo: 0x0000_0080)
            var context = FronthaulContext()
            context.udCompHdrPresent = true
            var d = FronthaulDecoder(context: context)
            return d.decode(roe: (FronthaulEncoder.encode(roe: roe, payload: uplane) + extra)[...])
        }
        let clean = decode(128, length: uplane.count)
        #expect(clean.error == nil && clean.findings.isEmpty && clean.messages.count == 1 && clean.messages[0].header.messageType == 0,
                "\(String(describing: clean.error)) \(clean.findings)")
        #expect(clean.messages[0].header.payloadSize == UInt16(uplane.count + 4))
        let long = decode(128, length: uplane.count + 1)
        #expect(long.findings.map(\.id.rawValue) == ["FH-ROE-LENGTH"] && long.error?.fieldPath == "roe.length")
        let trailing = decode(128, length: uplane.count, extra: [1, 2, 3])
        #expect(trailing.findings.map(\.id.rawValue) == ["FH-ROE-LENGTH"] && trailing.error == nil)
        let control = decode(0, length: uplane.count)
        #expect(control.messages.isEmpty && control.error == nil && control.roe?.subType == 0)
        let concatenated = decode(129, length: uplane.count, extra: Array(repeating: 0, count: 40))
        #expect(concatenated.messages.count == 1 && concatenated.error?.code == .unsupported)
        // A short frame's pad after a small C-plane message is padding.
        let small: [UInt8] = [0x90, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0xFF, 0xFE, 0, 0]
        var d = FronthaulDecoder(context: FronthaulContext())
        let padded = d.decode(roe: (FronthaulEncoder.encode(roe: RoEHeader(subType: 130, flowId: 0, length: 16, orderingInfo: 0x80), payload: small) + [0xAA, 0xAA])[...])
        #expect(padded.findings.isEmpty && padded.error == nil)
    }
}
