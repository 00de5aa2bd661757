import Conformance
import Profiles
import Testing

/// CU × DU comparison of declared F1AP capabilities.
struct F1APInteropTests {
    @Test func compatiblePair() {
        let report = Interop.compare(cu: InteropFixtures.cu(), du: InteropFixtures.du())
        #expect(report.overall == .compatible, "\(report.renderText())")
        #expect(report.items.map(\.aspect) == [.f1apRelease, .procedures, .plmns])
    }

    @Test func releaseDifferenceIsAWarning() {
        var cu = InteropFixtures.cu()
        cu.f1ap?.release = 17
        let item = Interop.compare(cu: cu, du: InteropFixtures.du()).item(.f1apRelease)
        #expect(item?.status == .warning)
        #expect(item?.explanation.contains("interoperate on Rel-16") == true)
    }

    @Test func missingBaselineProcedureIsAMismatch() {
        var cu = InteropFixtures.cu()
        cu.f1ap?.procedures.removeAll { $0 == "F1Setup" }
        let item = Interop.compare(cu: cu, du: InteropFixtures.du()).item(.procedures)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation.contains("F1Setup missing on O-CU") == true)
    }

    @Test func duInitiatedProcedureTheCuLacks() {
        var cu = InteropFixtures.cu()
        cu.f1ap?.procedures.removeAll { $0 == "gNBDUConfigurationUpdate" }
        let item = Interop.compare(cu: cu, du: InteropFixtures.du()).item(.procedures)
        #expect(item?.status == .warning)
        #expect(item?.explanation.contains("O-DU may initiate gNBDUConfigurationUpdate") == true)
        // Paging is CU-initiated: a DU without it cannot receive what the CU sends.
        var du = InteropFixtures.du()
        du.f1ap?.procedures.removeAll { $0 == "Paging" }
        #expect(
            Interop.compare(cu: InteropFixtures.cu(), du: du).item(.procedures)?.explanation
                .contains("O-CU may initiate Paging") == true)
    }

    @Test func plmnNotServedByTheCu() throws {
        var cu = InteropFixtures.cu()
        cu.f1ap?.plmns = [try PLMN(parsing: "999-99")]
        let item = Interop.compare(cu: cu, du: InteropFixtures.du()).item(.plmns)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation.contains("001-01") == true)
    }

    @Test func missingF1APSection() {
        var du = InteropFixtures.du()
        du.f1ap = nil
        #expect(Interop.compare(cu: InteropFixtures.cu(), du: du).overall == .notDeclared)
    }
}
