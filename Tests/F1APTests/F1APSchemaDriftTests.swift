import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport

/// The committed F1AP schema must equal what our compiler makes of `../shared/asn1/f1ap` today.
/// Set RANCONFORM_REGENERATE_SCHEMA=1 to rewrite `Sources/F1AP/F1APSchemaData.swift`.
@Suite struct F1APSchemaDriftTests {
    static let sourceModules = [
        "F1AP-CommonDataTypes", "F1AP-Constants", "F1AP-Containers", "F1AP-IEs", "F1AP-PDU-Contents", "F1AP-PDU-Descriptions",
    ]

    static func generatedFile(_ schema: ASN1Schema) -> String {
        """
        // GENERATED FILE - DO NOT EDIT.
        // F1AP schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
        // 3GPP TS 38.473 V18.2.0 (2024-06), Release 18, as shipped with Wireshark v4.4.18
        // (shared/asn1/f1ap: \(sourceModules.joined(separator: ", "))).
        // Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter F1APSchemaDriftTests
        // swiftlint:disable all

        /// Serialized ``ASN1Schema`` of F1AP (see ``ASN1Schema/serialized()``).
        enum F1APSchemaData {
            static let text = #\"\"\"
        \(schema.serialized())\"\"\"#
        }

        """
    }

    @Test(.requires(.shared)) func committedSchemaMatchesModules() throws {
        let schema = try ASN1Compiler.compile(directory: Oracle.shared.appendingPathComponent("asn1/f1ap").path)
        let expected = Self.generatedFile(schema)
        let path = Oracle.packageRoot.appendingPathComponent("Sources/F1AP/F1APSchemaData.swift")
        if ProcessInfo.processInfo.environment["RANCONFORM_REGENERATE_SCHEMA"] == "1" {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            print("regenerated \(path.path)")
            return
        }
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == expected, "Sources/F1AP/F1APSchemaData.swift drifted from ../shared/asn1/f1ap; regenerate it")
        // and the embedded text loads into the same schema
        #expect(F1AP.schema.serialized() == schema.serialized())
    }
}
