import ASN1PER
import Foundation
import Testing
import TestSupport

/// `--asn1 DIR`: other module sets compiled at run time and cross-checked with pycrate 0.8.1.
@Suite struct RuntimeModuleSetTests {
    @Test(.requires(.shared), arguments: ["e1ap", "e1ap/pycrate-0.8.1", "e2ap", "e2ap/pycrate-0.8.1", "f1ap"])
    func moduleSetCompiles(_ dir: String) throws {
        let schema = try Oracle.schema(dir)
        let proto = dir.hasPrefix("e1ap") ? "E1AP" : dir.hasPrefix("e2ap") ? "E2AP" : "F1AP"
        #expect(schema.typeID(proto + "-PDU") != nil)
        let procedures = try #require(schema.objectSet(named: proto + "-ELEMENTARY-PROCEDURES"))
        #expect(procedures.objects.count >= 10)
    }

    @Test(.requires(.pycrate), arguments: [("e1ap", 0xE1A9 as UInt64), ("e2ap", 0xE2A9 as UInt64)])
    func randomPDUsAgreeWithPycrate(_ proto: String, _ seed: UInt64) throws {
        let schema = try Oracle.schema(proto + "/pycrate-0.8.1")
        let name = proto.uppercased()
        let count = (PycrateBatch.fuzzCount ?? 1000) * 3 / 10
        let report = try PycrateBatch.crossCheck(
            schema: schema, pduType: name + "-PDU", procedures: name + "-ELEMENTARY-PROCEDURES", protocolName: proto, count: count, seed: seed)
        print("\(name): \(report.checked)/\(report.generated) random PDUs agree with pycrate over \(report.messageTypes) message types")
        #expect(report.generated >= count * 9 / 10)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
    }
}
