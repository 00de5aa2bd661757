import ASN1PER
import CaptureIO
@testable import Conformance
import F1AP
import Foundation
import NetLayers
import Testing
import TestSupport

/// The UE join tokens `check` reads off an F1AP message's decode layout equal those of a walk of
/// its decoded value (the walk NGAP and E1AP messages still take): every F1AP PDU of the
/// synthesized captures (UE context setups and modifications carry GTP tunnels) and seeded random
/// F1AP-PDUs (300 by default, `RANCONFORM_FUZZ_COUNT` for more).
@Suite struct UEEvidenceLayoutTests {
    @Test func layoutTokensEqualValueTokens() throws {
        let synth = Oracle.captures.appendingPathComponent("synth")
        let names = try FileManager.default.contentsOfDirectory(atPath: synth.path).sorted().filter { $0.hasPrefix("f1ap-") && $0.hasSuffix(".pcapng") }
        var pdus = try CaptureF1APPDUs.read(paths: names.map { synth.appendingPathComponent($0).path })
        let seed: UInt64 = 0x0E71_DE2C
        var gen = ASN1RandomValueGenerator(schema: F1AP.schema, seed: seed)
        gen.maximumOctets = 24  // NAS-PDUs of 8 octets or more are tokens
        for _ in 0..<(PycrateBatch.fuzzCount ?? 300) {
            if let v = gen.value(of: F1AP.pduTypeName), let bytes = try? F1AP.schema.encodeAPER(v, as: F1AP.pduTypeName) { pdus.append(bytes) }
        }
        print("UEEvidenceLayoutTests: \(pdus.count) F1AP PDUs, random seed \(seed)")
        var tokens = 0
        for bytes in pdus {
            guard let m = F1AP.decode(bytes[...]).message else { continue }
            let expected = UEEvidence.tokens(m.value)
            #expect(UEEvidence.tokens(m) == expected, "\(m.messageName)")
            tokens += expected.count
        }
        #expect(tokens > 10)
    }

    @Test func nasTokenTextIsLowerCaseHex() {
        #expect(UEToken.nas([]).description == "nas:")
        #expect(UEToken.nas([0x00, 0x0F, 0xA5, 0xFF]).description == "nas:000fa5ff")
    }

    @Test func gtpTokenNamesAddressBitsAndTEID() {
        #expect(UEToken.gtpTunnel(address: [0x0A, 0x00, 0x00, 0x01], bits: 32, teid: [0x00, 0x00, 0x12, 0xAB]).description == "gtp:0a000001/32/000012ab")
        #expect(UEToken.gtpTunnel(address: [], bits: 0, teid: []).description == "gtp:/0/")
        let v6 = [UInt8](repeating: 0xFE, count: 16)
        #expect(UEToken.gtpTunnel(address: v6, bits: 128, teid: [1]).description == "gtp:" + String(repeating: "fe", count: 16) + "/128/01")
    }

    /// Tokens are equal exactly when their texts are: the address / TEID split and the bit count
    /// take part (the same octets split otherwise are another tunnel), and NAS never equals GTP.
    @Test func tokensAreEqualExactlyWhenTheirTextsAre() {
        let tokens: [UEToken] = [
            .gtpTunnel(address: [1, 2, 3, 4], bits: 32, teid: [5, 6, 7, 8]),
            .gtpTunnel(address: [1, 2, 3], bits: 32, teid: [4, 5, 6, 7, 8]),
            .gtpTunnel(address: [1, 2, 3, 4], bits: 31, teid: [5, 6, 7, 8]),
            .gtpTunnel(address: [1, 2, 3, 4], bits: 32, teid: [5, 6, 7, 8]),
            .nas([1, 2, 3, 4, 5, 6, 7, 8]),
            .nas([1, 2, 3, 4, 5, 6, 7, 8]),
            .nas([1, 2, 3, 4, 5, 6, 7, 9]),
        ]
        for a in tokens {
            for b in tokens {
                #expect((a == b) == (a.description == b.description), "\(a) vs \(b)")
                if a == b { #expect(a.hashValue == b.hashValue) }
            }
        }
        #expect(Set(tokens).count == Set(tokens.map(\.description)).count)
    }
}
