import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport

/// The committed table of IEs that later TS 38.473 versions made mandatory
/// (`Sources/F1AP/F1APMandatoryIEHistoryData.swift`) must equal what ``F1APMandatoryIEHistory/derive(from:)``
/// makes of the held modules today (V15.3.0, V15.8.0, V16.10.0, V17.4.1 and the committed
/// V18.2.0 schema). Set RANCONFORM_REGENERATE_SCHEMA=1 to rewrite the data file.
@Suite struct F1APMandatoryIEHistoryTests {
    static let releaseFolders = ["V15.3.0", "V15.8.0", "V16.10.0", "V17.4.1"]

    static func generatedFile(_ entries: [F1APMandatoryIEHistory.Entry]) -> String {
        func v(_ x: F1APSpecVersion) -> String { "F1APSpecVersion(\(x.release), \(x.minor), \(x.patch))" }
        let rows = entries.map {
            "        Entry(setName: \"\($0.setName)\", ieID: \($0.ieID), since: \(v($0.since)), lastNotMandatory: \(v($0.lastNotMandatory)), absentBefore: \($0.absentBefore)),"
        }
        return """
            // GENERATED FILE - DO NOT EDIT.
            // IEs mandatory in TS 38.473 V18.2.0 that an earlier held version did not make mandatory,
            // derived by F1APMandatoryIEHistory.derive(from:) from the F1AP-PDU-Contents modules of
            // TS 38.473 V15.3.0, V15.8.0, V16.10.0, V17.4.1 and V18.2.0.
            // Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter F1APMandatoryIEHistoryTests
            // swiftlint:disable all

            extension F1APMandatoryIEHistory {
                /// See ``F1APMandatoryIEHistory``.
                public static let entries: [Entry] = [
            \(rows.joined(separator: "\n"))
                ]
            }

            """
    }

    static func derived() throws -> [F1APMandatoryIEHistory.Entry] {
        var schemas: [(version: F1APSpecVersion, schema: ASN1Schema)] = []
        for folder in releaseFolders {
            let schema = try ASN1Compiler.compile(directory: Oracle.shared.appendingPathComponent("asn1/f1ap-releases/\(folder)").path)
            schemas.append((F1APSpecVersion(parsing: folder)!, schema))
        }
        schemas.append((F1APSpecVersion(18, 2, 0), F1AP.schema))
        return F1APMandatoryIEHistory.derive(from: schemas)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: Oracle.shared("asn1/f1ap-releases/V15.3.0").path), "needs ../shared/asn1/f1ap-releases (the release table is re-derived from it)")) func committedTableMatchesTheHeldModules() throws {
        let entries = try Self.derived()
        let expected = Self.generatedFile(entries)
        let path = Oracle.packageRoot.appendingPathComponent("Sources/F1AP/F1APMandatoryIEHistoryData.swift")
        if ProcessInfo.processInfo.environment["RANCONFORM_REGENERATE_SCHEMA"] == "1" {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            print("regenerated \(path.path) (\(entries.count) entries)")
            return
        }
        #expect(entries == F1APMandatoryIEHistory.entries)
        #expect(try String(contentsOf: path, encoding: .utf8) == expected)
        print("F1AP mandatory-IE history: \(entries.count) IEs made mandatory after an earlier held version")
    }

    /// The fact the release README of the held modules states from its own reading (made with
    /// pycrate, not with our compiler): INITIAL UL RRC MESSAGE TRANSFER has no TransactionID
    /// (id 78) in V15.3.0 and has it mandatory, criticality ignore, from V15.8.0.
    @Test func transactionIDOfInitialULRRCMessageTransferIsDatedToRelease15() {
        let e = F1APMandatoryIEHistory.entry(setName: "InitialULRRCMessageTransferIEs", ieID: 78)
        #expect(e?.since == F1APSpecVersion(15, 8, 0))
        #expect(e?.lastNotMandatory == F1APSpecVersion(15, 3, 0))
        #expect(e?.absentBefore == true)
        // mandatory in every held version: no entry
        #expect(F1APMandatoryIEHistory.entry(setName: "F1SetupRequestIEs", ieID: 78) == nil)
        #expect(F1APMandatoryIEHistory.entry(setName: "InitialULRRCMessageTransferIEs", ieID: 41) == nil)
    }

    @Test func heldVersionForADeclaration() {
        typealias H = F1APMandatoryIEHistory
        #expect(H.heldVersion(forRelease: 15) == F1APSpecVersion(15, 3, 0))
        #expect(H.heldVersion(forRelease: 16) == F1APSpecVersion(16, 10, 0))
        #expect(H.heldVersion(forRelease: 19) == F1APSpecVersion(18, 2, 0))
        #expect(H.heldVersion(forVersion: F1APSpecVersion(15, 5, 0)) == F1APSpecVersion(15, 3, 0))
        #expect(H.heldVersion(forVersion: F1APSpecVersion(16, 3, 1)) == F1APSpecVersion(15, 8, 0))
        #expect(H.heldVersion(forVersion: F1APSpecVersion(17, 4, 1)) == F1APSpecVersion(17, 4, 1))
        #expect(H.heldVersion(forVersion: F1APSpecVersion(15, 0, 0)) == F1APSpecVersion(15, 3, 0))
        #expect(F1APSpecVersion(parsing: "V16.9.0") == F1APSpecVersion(16, 9, 0))
        #expect(F1APSpecVersion(parsing: "16.9") == nil)
    }
}
