import ASN1PER
import F1AP
import Foundation
import Testing
import WireCore

/// Non-canonical but decodable input (digest §8 pitfall 3): accepted, flagged, re-encoded
/// canonically.
@Suite struct F1APNonCanonicalTests {
    // ULRRCMessageTransfer of digest §5.4 with gNB-DU-UE-F1AP-ID 1 hand-edited from the minimal
    // `00 01` (length field 00 = 1 octet) to `40 00 01` (length field 01 = 2 octets); the IE
    // length becomes 3 and the message length 0x22.
    static let canonical = "000d40210000040028000200000029000200010040000120003200090800000800000000 00"
    static let edited = "000d40220000040028000200000029000340000100400001200032000908000008000000 0000"

    @Test func nonMinimalIntegerLengthIsAcceptedAndFlagged() throws {
        let bytes = try #require(Hex.decode(Self.edited))
        let r = F1AP.decode(bytes[...])
        #expect(r.error == nil)
        let m = try #require(r.message)
        #expect(m.gnbDUUEF1APID == 1 && m.gnbCUUEF1APID == 0)
        let f = try #require(r.findings.first { $0.id == "ASN1-NONCANONICAL" })
        #expect(f.bitOffset == (4 + 3 + 6 + 4) * 8)  // the IE 41 value starts after 17 octets
        let again = try F1AP.schema.encodeAPER(m.value, as: "F1AP-PDU")
        #expect(Hex.encode(again) == Self.canonical.replacingOccurrences(of: " ", with: ""))
        #expect(again.count == bytes.count - 1)
        // pycrate reads the edited bytes to the same value
        if Oracle.pycrateAvailable {
            let jer = try F1APVectorTests.pycrateJER([bytes])
            #expect(Oracle.canonicalJSON(r.jer()) == jer.first)
        } else {
            print("skip pycrate comparison: python3/pycrate or ../shared absent")
        }
    }
}
