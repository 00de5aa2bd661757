import Foundation
import ProfileLoading
import Profiles
import Testing

/// A device profile's `e1ap`, `ngap` and `e2ap` sections: what they load to, what they reject
/// (one located line each), and that the effective YAML gives them back.
struct ApplicationProtocolDeclarationTests {
    static let cu = """
        ranconform: 1
        kind: device
        id: cu
        role: o-cu
        vendor: Gamma
        model: CU
        software: "1.0"

        """

    static func device(_ text: String) throws -> DeviceProfile {
        let directory = try ProfileSupport.fixture(["d.yaml": text])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        guard case .device(let device) = try ProfileLoader.load(path: directory + "/d.yaml") else {
            Issue.record("not a device")
            return try #require(nil as DeviceProfile?)
        }
        return device
    }

    @Test func declarationsLoad() throws {
        let d = try Self.device(Self.cu + "e1ap: {release: 18, version: \"18.2.0\"}\nngap: {release: 17}\ne2ap: {version: \"v04.00\"}\n")
        #expect(d.e1ap == ApplicationProtocolDeclaration(release: 18, version: SpecificationVersion([18, 2, 0])))
        #expect(d.ngap == ApplicationProtocolDeclaration(release: 17))
        #expect(d.e2ap == ApplicationProtocolDeclaration(version: SpecificationVersion([4, 0])))
        // a 3GPP version alone gives its release; an O-RAN version has none
        let versionOnly = try Self.device(Self.cu + "ngap: {version: \"V19.0.0\"}\ne2ap: {version: \"3.0\"}\n")
        #expect(versionOnly.ngap?.release == 19)
        #expect(versionOnly.e2ap?.release == nil && versionOnly.e2ap?.version == SpecificationVersion([3, 0]))
        #expect(try Self.device(Self.cu).e1ap == nil)
    }

    @Test func versionsCompareNumberByNumber() throws {
        func v(_ text: String, _ parts: Int) throws -> SpecificationVersion { try SpecificationVersion(parsing: text, parts: parts) }
        #expect(try v("18.10.0", 3) > v("18.9.1", 3))
        #expect(try v("v03.00", 2) == v("3.0", 2))
        #expect(try v("04.00", 2) > v("03.01", 2))
        #expect(try v("03.01", 2) > v("3.0", 2))
        #expect(try v("18.2.0", 3).description == "V18.2.0" && v("4.0", 2).description == "v04.00")
        for bad in ["18.2", "18.2.0.1", "18..0", "x.2.0", "18.2.0a", "", "1000.0.0"] {
            #expect(throws: ProfileValueError.self) { try v(bad, 3) }
        }
        for bad in ["4", "4.0.0", "v", "4.x"] {
            #expect(throws: ProfileValueError.self) { try v(bad, 2) }
        }
    }

    @Test func mistakesAreOneLocatedLine() throws {
        try Fixtures.expectError(
            ["x.yaml": Fixtures.du + "e1ap: {release: 17}\n"], load: "x.yaml", at: "e1ap",
            message: "e1ap does not apply to an o-du (role o-du)")
        try Fixtures.expectError(
            ["x.yaml": Fixtures.ru + "e2ap: {version: \"03.00\"}\n"], load: "x.yaml", at: "e2ap",
            message: "e2ap does not apply to an o-ru (role o-ru)")
        try Fixtures.expectError(
            ["x.yaml": Self.cu + "ngap: {release: 18, version: \"17.4.0\"}\n"], load: "x.yaml", at: "\"17.4.0\"",
            message: "ngap.version V17.4.0 is not of release 18")
        try Fixtures.expectError(
            ["x.yaml": Self.cu + "ngap: {version: \"12.4.0\"}\n"], load: "x.yaml", at: "\"12.4.0\"",
            message: "ngap.version V12.4.0 is not of a release in 15...19")
        try Fixtures.expectError(
            ["x.yaml": Self.cu + "e1ap: {version: \"18.2\"}\n"], load: "x.yaml", at: "\"18.2\"",
            message: "e1ap.version: bad version '18.2': expected RELEASE.X.Y such as \"18.2.0\"")
        try Fixtures.expectError(
            ["x.yaml": Self.cu + "e1ap: {release: 14}\n"], load: "x.yaml", at: "14",
            message: "e1ap.release 14 is out of range 15...19")
        try Fixtures.expectError(
            ["x.yaml": Self.cu + "e2ap: {release: 18}\n"], load: "x.yaml", at: "release",
            message: "unknown key 'release' in e2ap")
        try Fixtures.expectError(
            ["x.yaml": Self.cu + "e1ap: {}\n"], load: "x.yaml", at: "{}",
            message: "e1ap declares neither release nor version")
    }

    @Test func effectiveYAMLGivesThemBack() throws {
        let directory = try ProfileSupport.fixture([
            "d.yaml": Self.cu + "e1ap: {version: \"18.2.0\"}\nngap: {release: 17}\ne2ap: {version: \"04.01\"}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try EffectiveYAMLTests.roundTrip(directory + "/d.yaml")
        // and fronthaul.transportFragmentation (O-RAN.WG4.CUS §5.5.3) of an O-DU
        let du = Fixtures.replacing(Fixtures.du, "static: true}", "static: true}\n  transportFragmentation: true")
        #expect(try Self.device(du).fronthaul?.transportFragmentation == true)
        #expect(try Self.device(Fixtures.du).fronthaul?.transportFragmentation == false)
        let other = try ProfileSupport.fixture(["du.yaml": du])
        defer { try? FileManager.default.removeItem(atPath: other) }
        try EffectiveYAMLTests.roundTrip(other + "/du.yaml")
    }
}
