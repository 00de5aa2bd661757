@testable import ASN1PER
@testable import F1AP
@testable import NRRRC
import Testing

/// The committed serialized schemas load to schemas that serialize back to the same text, so
/// the byte-wise line and field splitting of ``ASN1Schema/init(serialized:)`` reads every line
/// and field the text holds.
@Suite struct SchemaLoadingRoundTripTests {
    @Test func committedSchemasRoundTrip() throws {
        for (name, text) in [("F1AP", F1APSchemaData.text), ("NR RRC", NRRRCSchemaData.text)] {
            let schema = try ASN1Schema(serialized: text)
            let again = schema.serialized()
            #expect(again == text || again == text + "\n", "\(name)")
            #expect(schema.nodes.count > 1000, "\(name)")
        }
    }

    /// Split as `split(separator:omittingEmptySubsequences:)` splits, empty fields kept or not.
    @Test func splitMatchesTheStandardLibrary() {
        for s in ["", "a", "\t", "a\tb", "\ta\t\tb\t", "x,y,,z", "é\tü\t", "T\tname\tQ\t0\t\t"] {
            for (sep, ch) in [(UInt8(0x09), Character("\t")), (UInt8(0x2C), Character(","))] {
                #expect(ASN1Schema.split(s[...], sep).map(String.init) == s.split(separator: ch).map(String.init), "\(s)")
                #expect(ASN1Schema.split(s[...], sep, omittingEmpty: false).map(String.init)
                        == s.split(separator: ch, omittingEmptySubsequences: false).map(String.init), "\(s)")
            }
        }
    }
}
