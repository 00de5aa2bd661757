import ASN1PER
import Foundation
import NRRRC
import Testing
import TestSupport

/// The committed NR RRC schema must equal what our compiler makes of `shared/asn1/nr-rrc` today.
/// Set RANCONFORM_REGENERATE_SCHEMA=1 to rewrite `Sources/NRRRC/NRRRCSchemaData.swift`.
@Suite struct NRRRCSchemaDriftTests {
    static let sourceModules = ["NR-InterNodeDefinitions", "NR-RRC-Definitions", "NR-UE-Variables"]

    static func generatedFile(_ schema: ASN1Schema) -> String {
        """
        // GENERATED FILE - DO NOT EDIT.
        // NR RRC schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
        // 3GPP TS 38.331 (shared/asn1/nr-rrc: \(sourceModules.joined(separator: ", "))).
        // Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter NRRRCSchemaDriftTests
        // swiftlint:disable all

        /// Serialized ``ASN1Schema`` of NR RRC (see ``ASN1Schema/serialized()``).
        enum NRRRCSchemaData {
            static let text = #\"\"\"
        \(schema.serialized())\"\"\"#
        }

        """
    }

    @Test(.requires(.shared)) func committedSchemaMatchesModules() throws {
        let schema = try Oracle.schema("nr-rrc")
        let expected = Self.generatedFile(schema)
        let path = Oracle.packageRoot.appendingPathComponent("Sources/NRRRC/NRRRCSchemaData.swift")
        if ProcessInfo.processInfo.environment["RANCONFORM_REGENERATE_SCHEMA"] == "1" {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            print("regenerated \(path.path)")
            return
        }
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == expected, "Sources/NRRRC/NRRRCSchemaData.swift drifted from shared/asn1/nr-rrc; regenerate it")
        #expect(NRRRC.schema.serialized() == schema.serialized())
    }

    /// Every message type the F1AP containers and the logical channels use is in the schema.
    @Test func committedSchemaHasTheTopLevelTypes() {
        for type in NRRRC.MessageType.allCases {
            #expect(NRRRC.schema.typeID(type.rawValue) != nil, "\(type.rawValue)")
        }
    }
}
