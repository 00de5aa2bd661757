import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport

/// Seeded random F1AP PDUs for every message type, cross-checked with pycrate 0.8.1.
@Suite(.requires(.pycrate)) struct F1APPycrateFuzzTests {
    /// Against the schema pycrate itself is compiled from (shared/asn1/f1ap/pycrate-0.8.1),
    /// compiled at run time: every type may be generated.
    @Test func randomPDUsAgreeWithPycrate() throws {
        let schema = try Oracle.schema("f1ap/pycrate-0.8.1")
        let count = PycrateBatch.fuzzCount ?? 1000
        let seed = FuzzSeed.value(default: 0xF1A9)
        let report = try PycrateBatch.crossCheck(schema: schema, pduType: "F1AP-PDU", procedures: "F1AP-ELEMENTARY-PROCEDURES", protocolName: "f1ap", count: count, seed: seed)
        print("F1AP (pycrate schema), seed \(seed): \(report.checked)/\(report.generated) random PDUs agree with pycrate over \(report.messageTypes) message types")
        #expect(report.generated >= count * 9 / 10)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
    }

    /// Against the committed schema (TS 38.473 V18.2.0): the Rel-18 types whose encoding differs
    /// from pycrate's newer copy (10 types of Rel-18 features) are left out of the generated
    /// values; pycrate must re-encode our bytes identically, and its JER must equal ours unless our
    /// compile of the pycrate copy gives pycrate's JER for the same bytes (renamed enumerations,
    /// extension ids known to only one release).
    @Test func committedSchemaAgreesWithPycrate() throws {
        let differing: Set<String> = [
            "BroadcastMRBs-ToBeSetup-Item", "BroadcastMRBs-ToBeSetupMod-Item", "MulticastMRBs-ToBeSetup-Item",
            "MulticastMRBs-ToBeSetupMod-Item", "PreambleIndexList", "LTMgNB-DU-IDs-PreambleIndex-Item",
            "AggregatedPosSRSResourceSetList", "AggregatedPosSRSResourceSet-Item", "TimeWindowInformation-Measurement-Item",
            "TxHoppingConfiguration",
        ]
        let count = (PycrateBatch.fuzzCount ?? 1000) / 3
        let seed = FuzzSeed.value(default: 0x38473)
        let report = try PycrateBatch.crossCheck(schema: F1AP.schema, pduType: "F1AP-PDU", procedures: "F1AP-ELEMENTARY-PROCEDURES", protocolName: "f1ap", count: count, seed: seed, avoid: differing,
            referenceSchema: try Oracle.schema("f1ap/pycrate-0.8.1"))
        print("F1AP (committed schema), seed \(seed): \(report.checked)/\(report.generated) random PDUs agree with pycrate over \(report.messageTypes) message types (\(report.versionDifferences) byte-identical but with JER differences that the pycrate copy of the modules explains)")
        #expect(report.generated >= count * 9 / 10)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
    }
}
