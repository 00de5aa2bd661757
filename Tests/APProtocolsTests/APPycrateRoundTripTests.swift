import APProtocols
import ASN1PER
import Foundation
import Testing
import TestSupport

/// Seeded random PDUs of every message type of E1AP, E2AP and NGAP, made from the committed
/// schemas, cross-checked with pycrate 0.8.1 (`pycrate_asn1dir.E1AP`, `.E2AP`, `.NGAP`, compiled
/// from the same modules) both ways: our APER → pycrate decode → the same JER and pycrate's
/// re-encoding the same bytes; our JER → pycrate encode → the same bytes, which we decode to the
/// same value.
@Suite(.requires(.pycrate)) struct APPycrateRoundTripTests {
    @Test(arguments: APProtocol.allCases) func randomPDUsOfEveryMessageTypeAgreeWithPycrate(_ p: APProtocol) throws {
        let count = PycrateBatch.fuzzCount ?? 600
        let seeds: [APProtocol: UInt64] = [.e1ap: 0xE1A9, .e2ap: 0xE2A9, .ngap: 0x38413]
        let report = try PycrateBatch.crossCheck(schema: p.schema, pduType: p.pduTypeName, procedures: p.proceduresSetName,
                                                 protocolName: p.rawValue, count: count, seed: seeds[p]!, contents: true)
        print("\(p.displayName): \(report.checked)/\(report.generated) random PDUs agree with pycrate both ways over \(report.messageTypes) message types (seed \(String(seeds[p]!, radix: 16)))")
        #expect(report.messageTypes > 10)
        #expect(report.generated >= count * 9 / 10)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
        #expect(report.checked == report.generated)
    }
}

/// Random PDUs decode with our decoder into their procedure, kind and message, with no
/// abstract-syntax findings except where the random values themselves break it.
@Suite struct APDecoderTests {
    static func randomPDUs(_ p: APProtocol, seed: UInt64, perType: Int = 1) -> [(PycrateBatch.Message, [UInt8])] {
        var gen = ASN1RandomValueGenerator(schema: p.schema, seed: seed)
        gen.optionalPercent = 30
        var out: [(PycrateBatch.Message, [UInt8])] = []
        for m in PycrateBatch.messages(p.schema, procedures: p.proceduresSetName) {
            for _ in 0..<perType {
                guard let body = gen.value(m.type, depth: 1) else { continue }
                let crit = ["reject", "ignore", "notify"].firstIndex(of: m.criticality) ?? 1
                let pdu = ASN1Value.choice(name: m.alternative, value: .sequence([
                    ASN1NamedValue("procedureCode", .integer(m.code)),
                    ASN1NamedValue("criticality", .enumerated(index: crit, name: m.criticality)),
                    ASN1NamedValue("value", .openType(typeName: p.schema.node(m.type).name, value: body)),
                ]))
                if let bytes = try? p.schema.encodeAPER(pdu, as: p.pduTypeName) { out.append((m, bytes)) }
            }
        }
        return out
    }

    @Test(arguments: APProtocol.allCases) func everyMessageTypeDecodesToItsProcedure(_ p: APProtocol) throws {
        let pdus = Self.randomPDUs(p, seed: 7)
        #expect(pdus.count > 10)
        for (m, bytes) in pdus {
            let r = p.decode(bytes[...])
            let message = try #require(r.message, "\(p) \(m.code) \(m.alternative): \(String(describing: r.error))")
            #expect(message.procedureCode == Int(m.code))
            #expect(message.kind.rawValue == m.alternative)
            #expect(message.messageName == p.schema.node(m.type).name)
            #expect(r.error == nil)
            // no transfer-syntax problems in our own encodings
            #expect(!r.findings.contains { $0.id == APRuleRegistry.rules(p).asDecode.id || $0.id == APRuleRegistry.rules(p).onePDU.id }, "\(r.findings)")
        }
    }

    /// Every prefix of a valid PDU gives a located finding, never a crash, and every
    /// corrupted copy decodes or fails with a finding.
    @Test(arguments: APProtocol.allCases) func truncatedAndCorruptedPDUsGiveFindings(_ p: APProtocol) {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> UInt64 { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state }
        for (_, bytes) in Self.randomPDUs(p, seed: 11).prefix(40) {
            for n in 0..<bytes.count {
                let r = p.decode(bytes[0..<n])
                #expect(r.error != nil || !r.findings.isEmpty || n == bytes.count, "\(p) prefix \(n) of \(bytes.count) decoded silently")
                if let e = r.error { #expect(e.bitOffset <= bytes.count * 8 && !e.fieldPath.isEmpty) }
            }
            for _ in 0..<20 {
                var copy = bytes
                let i = Int(next() % UInt64(copy.count))
                copy[i] ^= UInt8(truncatingIfNeeded: next() | 1)
                let r = p.decode(copy[...])
                if r.message == nil { #expect(!r.findings.isEmpty) }
            }
        }
    }
}
