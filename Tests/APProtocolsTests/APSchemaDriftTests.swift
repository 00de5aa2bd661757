import APProtocols
import ASN1PER
import Foundation
import Testing
import TestSupport

/// The committed E1AP, E2AP, NGAP and E2SM schemas must equal what our compiler makes of the
/// modules in `shared/asn1` today (the module sets pycrate 0.8.1 is compiled from, so that the
/// oracle round-trips are byte-identical). Set RANCONFORM_REGENERATE_SCHEMA=1 to rewrite them.
@Suite struct APSchemaDriftTests {
    struct Source: Sendable, CustomStringConvertible {
        var file: String
        var enumName: String
        /// Module files under shared/asn1 (relative), in compile order.
        var modules: [String]
        var origin: String
        var description: String { enumName }
    }

    static let sources: [Source] = [
        Source(file: "E1APSchemaData", enumName: "E1APSchemaData",
               modules: ["CommonDataTypes", "Constants", "Containers", "IEs", "PDU-Contents", "PDU-Descriptions"].map { "e1ap/pycrate-0.8.1/E1AP-\($0).asn" },
               origin: "3GPP TS 37.483 (E1AP, formerly TS 38.463), Release 18, as compiled into pycrate 0.8.1"),
        Source(file: "E2APSchemaData", enumName: "E2APSchemaData",
               modules: ["CommonDataTypes", "Constants", "Containers", "IEs", "PDU-Contents", "PDU-Descriptions"].map { "e2ap/pycrate-0.8.1/E2AP-\($0).asn" },
               origin: "O-RAN.WG3.E2AP (with RIC Subscription Audit), as compiled into pycrate 0.8.1"),
        Source(file: "NGAPSchemaData", enumName: "NGAPSchemaData",
               modules: ["CommonDataTypes", "Constants", "Containers", "IEs", "PDU-Contents", "PDU-Descriptions"].map { "ngap/NGAP-\($0).asn" },
               origin: "3GPP TS 38.413 (NGAP), Release 18, as compiled into pycrate 0.8.1"),
        Source(file: "E2SMKPMSchemaData", enumName: "E2SMKPMSchemaData",
               modules: ["e2ap/E2AP-CommonDataTypes.asn", "e2ap/E2AP-Constants.asn", "e2ap/E2AP-IEs.asn", "e2ap/e2sm/e2sm-v3.01.asn", "e2ap/e2sm/e2sm-kpm-v3.00.asn"],
               origin: "O-RAN.WG3.E2SM-KPM v03.00 with E2SM common IEs v03.01 and the E2AP IEs they use, as shipped with Wireshark v4.4.18 (two edits: see APSchemaDriftTests.patched)"),
        Source(file: "E2SMRCSchemaData", enumName: "E2SMRCSchemaData",
               modules: ["e2ap/E2AP-CommonDataTypes.asn", "e2ap/E2AP-Constants.asn", "e2ap/E2AP-IEs.asn", "e2ap/e2sm/e2sm-v3.01.asn", "e2ap/e2sm/e2sm-rc-v3.00.asn"],
               origin: "O-RAN.WG3.E2SM-RC v03.00 with E2SM common IEs v03.01 and the E2AP IEs they use, as shipped with Wireshark v4.4.18 (one edit: see APSchemaDriftTests.patched)"),
    ]

    /// Two edits make Wireshark's E2SM modules compile on their own, as its dissector compiles
    /// them together with E2AP: E2SM-COMMON-IEs uses five E2AP-IEs types without importing them
    /// (the import is added), and Wireshark's E2SM-KPM v03.00 comments out its own
    /// `LogicalOR ::= ENUMERATED {true, ...}`, `maxnoofRICStyles` and `maxnoofUEID` because
    /// E2SM-RC v1.03 in the same dissector defines them too (the KPM definitions are restored:
    /// LogicalOR's changes the encoding).
    static func patched(_ module: String, _ text: String) -> String {
        switch module {
        case "e2sm-v3.01.asn":
            guard let begin = text.range(of: "BEGIN") else { return text }
            return text.replacingCharacters(in: begin, with: "BEGIN\nIMPORTS GlobalENB-ID, GlobalenGNB-ID, GNB-CU-UP-ID, GNB-DU-ID, NGENB-DU-ID FROM E2AP-IEs;\n")
        case "e2sm-kpm-v3.00.asn":
            let restored = ["LogicalOR", "maxnoofRICStyles", "maxnoofUEID"]
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                for name in restored where line.hasPrefix("-- \(name) ") || line.hasPrefix("-- \(name)\t") { return line.dropFirst(3) }
                return line
            }.joined(separator: "\n")
        default:
            return text
        }
    }

    static func compile(_ s: Source) throws -> ASN1Schema {
        let texts = try s.modules.map { m in
            let name = (m as NSString).lastPathComponent
            return (name: name, text: patched(name, try String(contentsOf: Oracle.shared("asn1/" + m), encoding: .utf8)))
        }
        return try ASN1Compiler.compile(sources: texts)
    }

    static func generatedFile(_ s: Source, _ schema: ASN1Schema) -> String {
        """
        // GENERATED FILE - DO NOT EDIT.
        // Schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
        // \(s.origin)
        // (shared/asn1: \(s.modules.joined(separator: ", "))).
        // Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter APSchemaDriftTests
        // swiftlint:disable all

        /// Serialized ``ASN1Schema`` (see ``ASN1Schema/serialized()``).
        enum \(s.enumName) {
            static let text = #\"\"\"
        \(schema.serialized())\"\"\"#
        }

        """
    }

    @Test(.requires(.shared), arguments: sources) func committedAPSchemaMatchesModules(_ s: Source) throws {
        let schema = try Self.compile(s)
        let expected = Self.generatedFile(s, schema)
        let path = Oracle.packageRoot.appendingPathComponent("Sources/APProtocols/\(s.file).swift")
        if ProcessInfo.processInfo.environment["RANCONFORM_REGENERATE_SCHEMA"] == "1" {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            print("regenerated \(path.path) (\(expected.utf8.count) bytes)")
            return
        }
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(committed == expected, "Sources/APProtocols/\(s.file).swift drifted from shared/asn1; regenerate it")
        let embedded: ASN1Schema? = switch s.enumName {
        case "E1APSchemaData": APProtocol.e1ap.schema
        case "E2APSchemaData": APProtocol.e2ap.schema
        case "NGAPSchemaData": APProtocol.ngap.schema
        case "E2SMKPMSchemaData": E2SM.kpm.schema
        default: E2SM.rc.schema
        }
        #expect(embedded?.serialized() == schema.serialized())
    }
}
