import Foundation
import ProfileLoading
import Profiles
import Testing

/// Custom-rule expressions name fields the decoders produce: a name the field registry does not
/// know is a profile error at the name's file:line:column with the closest registered name,
/// instead of a rule that silently never runs.
struct CustomRuleFieldTests {
    static func suite(where whereText: String? = nil, assert assertText: String) -> String {
        """
        ranconform: 1
        kind: suite
        name: s
        custom:
          - id: S-1
            title: one rule
        \(whereText.map { "    where: \($0)\n" } ?? "")    assert: \(assertText)

        """
    }

    @Test func misspeltFieldIsAnErrorAtItsPositionWithASuggestion() throws {
        let text = Self.suite(where: "ecpri.type == 2", assert: "oran_fh_cus.udCompHdrMeth in {0, 1} && oran_fh_cus.sectionid < 100")
        try Fixtures.expectError(
            ["s.yaml": text], load: "s.yaml", at: "oran_fh_cus.sectionid",
            message: "custom[0].assert: unknown field 'oran_fh_cus.sectionid' (did you mean 'oran_fh_cus.sectionId'?)")
    }

    @Test func misspeltFieldInWhereAndInsideAFunction() throws {
        try Fixtures.expectError(
            ["s.yaml": Self.suite(where: "ecpri.tpye == 2", assert: "vlan.id == 100")], load: "s.yaml", at: "ecpri.tpye",
            message: "custom[0].where: unknown field 'ecpri.tpye' (did you mean 'ecpri.type'?)")
        try Fixtures.expectError(
            ["s.yaml": Self.suite(assert: "count(sctp.chunk_typ) < 4")], load: "s.yaml", at: "sctp.chunk_typ",
            message: "custom[0].assert: unknown field 'sctp.chunk_typ' (did you mean 'sctp.chunk_type'?)")
    }

    @Test func unknownFieldWithoutACloseNameSaysWhereTheNamesAre() throws {
        try Fixtures.expectError(
            ["s.yaml": Self.suite(assert: "vlan.id == 1 && foo.bar == 2")], load: "s.yaml", at: "foo.bar",
            message: "custom[0].assert: unknown field 'foo.bar' (see 'ranconform fields')")
    }

    @Test func fieldInABlockScalarIsLocatedOnItsLine() throws {
        let text = """
            ranconform: 1
            kind: suite
            name: s
            custom:
              - id: S-1
                title: block
                assert: |
                  vlan.id == 100 &&
                  ptp.v2.domainumber < 44

            """
        try Fixtures.expectError(
            ["s.yaml": text], load: "s.yaml", at: "ptp.v2.domainumber",
            message: "custom[0].assert: unknown field 'ptp.v2.domainumber' (did you mean 'ptp.v2.domainnumber'?)")
    }

    @Test func misspeltF1APPathIsCorrectedWhereTheSchemaRefusesIt() throws {
        try Fixtures.expectError(
            ["s.yaml": Self.suite(assert: "f1ap.asn1.initiatingMessage.vaule.protocolIEs.0.id == 78")], load: "s.yaml",
            at: "f1ap.asn1",
            message: "custom[0].assert: unknown field 'f1ap.asn1.initiatingMessage.vaule.protocolIEs.0.id' (did you mean 'f1ap.asn1.initiatingMessage.value.protocolIEs.0.id'?)")
    }

    @Test func registeredNamesProtocolsGroupsPatternsAndPathsLoad() throws {
        let accepted = [
            "oran_fh_cus.sectionId < 4096", "f1ap", "!vlan || vlan.id == 100", "ptp.v2.flags", "len(oran_fh_cus) > 0",
            "f1ap._ext3", "f1ap.asn1.initiatingMessage.value.protocolIEs.0.id == 78", "f1ap.GNB_CU_UE_F1AP_ID > 0",
            "frame.len < 9000", "eth.src == 02:00:00:00:bb:01", "ranconform.capture_truncated",
        ]
        for assertText in accepted {
            let directory = try ProfileSupport.fixture(["s.yaml": Self.suite(assert: "\"\(assertText)\"")])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            #expect(throws: Never.self, "\(assertText)") { _ = try ProfileLoader.loadSuite(path: directory + "/s.yaml") }
        }
    }

    @Test func committedProfilesUseOnlyRegisteredFields() throws {
        for path in ProfileSupport.profileFiles(under: ProfileSupport.profilesDirectory) {
            #expect(throws: Never.self, "\(path)") { _ = try ProfileLoader.load(path: path) }
        }
        let lab = try ProfileLoader.loadTestbed(path: ProfileSupport.profilesDirectory + "/testbeds/lab-a.yaml")
        #expect(!lab.custom.isEmpty)
    }
}
