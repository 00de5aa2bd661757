import F1AP
import Foundation
import Testing
import TestSupport

/// Which IE ids the committed schema (TS 38.473 V18.2.0) has in an object set
/// (``F1AP/assignsIEID(_:)``): what tells an IE out of place from one of a later release. Checked
/// against the ProtocolIE-ID constants of each held TS 38.473 version's F1AP-Constants module, read
/// as text here, not through our compiler.
@Suite struct F1APAssignedIEIDTests {
    /// The `id-… ProtocolIE-ID ::= N` values of a version's F1AP-Constants module, by name.
    static func named(_ version: String) throws -> [String: Int64] {
        let text = try String(contentsOf: Oracle.shared("asn1/\(version)/F1AP-Constants.asn"), encoding: .utf8)
        var out: [String: Int64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let at = parts.firstIndex(of: "ProtocolIE-ID"), at == 1, at + 2 < parts.count, parts[at + 1] == "::=", let n = Int64(parts[at + 2]) else { continue }
            out[String(parts[0])] = n
        }
        return out
    }

    static func constants(_ version: String) throws -> Set<Int64> { Set(try named(version).values) }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: Oracle.shared("asn1/f1ap-releases/V15.3.0").path), "needs ../shared/asn1 (the F1AP-Constants modules)"))
    func everyConstantOfTheHeldVersionsIsAssigned() throws {
        let names = try Self.named("f1ap")
        let v18 = Set(names.values)
        #expect(v18.count > 800)
        // the ids the module defines that no object set has are its placeholders
        // (id-Unknown-10, id-ProtocolIE-ID-46-not-to-be-used, …); every other one is in a set
        let unused = names.filter { !F1AP.assignsIEID($0.value) }
        #expect(!unused.isEmpty && unused.keys.allSatisfy { $0.hasPrefix("id-Unknown-") || $0.hasSuffix("-not-to-be-used") }, "\(unused.sorted { $0.value < $1.value })")
        // an id is never taken back: every earlier version's id is still one Release 18 has
        for version in ["f1ap-releases/V15.3.0", "f1ap-releases/V16.10.0", "f1ap-releases/V17.4.1"] {
            let earlier = try Self.constants(version)
            #expect(earlier.isSubset(of: v18), "\(version): \(earlier.subtracting(v18).sorted())")
        }
        // past the highest id, nothing is assigned: those are later releases' (or errors)
        let highest = try #require(v18.max())
        #expect(!(highest + 1...highest + 200).contains { F1AP.assignsIEID($0) })
        #expect(!F1AP.assignsIEID(65520))
        #expect(F1AP.assignsIEID(0) && F1AP.assignsIEID(40) && F1AP.assignsIEID(41))
    }
}
