import ASN1PER
import Foundation
import NRRRC
import Testing
import TestSupport

/// Seeded random values of every top-level NR RRC type, cross-checked with pycrate 0.8.1 in
/// both PER variants. `RANCONFORM_FUZZ_COUNT` sets the values per type (default 3).
@Suite(.requires(.pycrate)) struct NRRRCPycrateTests {
    static let topLevelTypes = NRRRC.MessageType.allCases.map(\.rawValue)

    @Test func randomValuesAgreeWithPycrate() throws {
        let perType = PycrateBatch.fuzzCount ?? 3
        let report = try NRRRCPycrate.crossCheck(types: Self.topLevelTypes, perType: perType, seed: 0x38331)
        print("NR RRC: \(report.checked)/\(report.generated) random encodings (UPER and APER) agree with pycrate over \(Self.topLevelTypes.count) types (\(report.pycrateInconsistent) more decode alike, but pycrate cannot decode its own re-encoding)")
        #expect(report.generated >= Self.topLevelTypes.count * perType)
        #expect(report.checked >= report.generated * 3 / 4)
        #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
    }
}
