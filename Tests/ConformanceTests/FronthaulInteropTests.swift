import Conformance
import Fronthaul
import Profiles
import Testing

/// DU × RU comparison of declared profiles (`ranconform interop`; windows per O-RAN.WG4.CUS §4.4).
struct FronthaulInteropTests {
    @Test func compatiblePairHasNoProblems() {
        let report = Interop.compare(du: InteropFixtures.du(), ru: InteropFixtures.ru())
        #expect(report.problems.isEmpty, "\(report.renderText())")
        #expect(report.overall == .compatible)
        #expect(report.items.count == 11)
        #expect(report.item(.compression)?.explanation.contains("common: bfp 9-bit static, bfp 14-bit static") == true)
    }

    @Test func eaxcSplitMismatch() throws {
        var ru = InteropFixtures.ru()
        ru.fronthaul?.eaxcSplit = try EAxCSplit.declared(duPortBits: 4, bandSectorBits: 4, ccBits: 4, ruPortBits: 4)
        let item = Interop.compare(du: InteropFixtures.du(), ru: ru).item(.eaxcSplit)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation.contains("O-DU 2/6/4/4, O-RU 4/4/4/4") == true)
    }

    @Test func noCommonCompressionWidth() throws {
        var ru = InteropFixtures.ru()
        ru.fronthaul?.compression = [try CompressionCapability(method: .blockFloatingPoint, iqWidths: [12], isStatic: true)]
        let report = Interop.compare(du: InteropFixtures.du(), ru: ru)
        #expect(report.item(.compression)?.status == .mismatch)
        #expect(report.overall == .mismatch)
    }

    @Test func staticAgainstDynamicCompressionIsAMismatch() throws {
        var ru = InteropFixtures.ru()
        ru.fronthaul?.compression = [try CompressionCapability(method: .blockFloatingPoint, iqWidths: [9, 14], isStatic: false)]
        let item = Interop.compare(du: InteropFixtures.du(), ru: ru).item(.compression)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation.contains("one side static, the other dynamic") == true)
    }

    @Test func duOnlyCompressionIsAWarning() throws {
        var du = InteropFixtures.du()
        du.fronthaul?.compression.append(try CompressionCapability(method: .muLaw, iqWidths: [8], isStatic: true))
        let item = Interop.compare(du: du, ru: InteropFixtures.ru()).item(.compression)
        #expect(item?.status == .warning)
        #expect(item?.explanation.contains("O-DU only (do not configure): mu-law 8-bit static") == true)
    }

    @Test func sectionTypesAndExtensions() {
        var ru = InteropFixtures.ru()
        ru.fronthaul?.sectionTypes = [1]
        ru.fronthaul?.sectionExtensions = [1]
        let report = Interop.compare(du: InteropFixtures.du(), ru: ru)
        #expect(report.item(.sectionTypes)?.status == .warning)
        #expect(report.item(.sectionTypes)?.explanation.contains("[3]") == true)
        #expect(report.item(.sectionTypes)?.explanation.contains("PRACH") == true)
        #expect(report.item(.sectionExtensions)?.status == .warning)
        #expect(report.item(.sectionExtensions)?.explanation.contains("[6]") == true)
        ru.fronthaul?.sectionTypes = [3]
        #expect(Interop.compare(du: InteropFixtures.du(), ru: ru).item(.sectionTypes)?.status == .mismatch)
    }

    @Test func mtuAndVersionAndCategory() {
        var ru = InteropFixtures.ru()
        ru.fronthaul?.mtu = 1500
        ru.fronthaul?.cusVersion = CUSVersion(major: 17, minor: 1)
        ru.fronthaul?.categories = [.b]
        var du = InteropFixtures.du()
        du.fronthaul?.categories = [.a]
        let report = Interop.compare(du: du, ru: ru)
        #expect(report.item(.mtu)?.status == .warning)
        #expect(report.item(.mtu)?.explanation.contains("configure both to 1500") == true)
        #expect(report.item(.cusVersion)?.status == .warning)
        #expect(report.item(.category)?.status == .mismatch)
    }

    @Test func duTransmitWindowOutsideRuReceiveWindow() {
        // CUS §4.4: T1a_min_up ≥ T2a_min_up + T12_max. 150 000 ≥ 125 000 + 30 000 fails.
        let transport = try! TransportDelays(t12Min: 0, t12Max: 30_000, t34Min: 0, t34Max: 0)
        let report = Interop.compare(du: InteropFixtures.du(), ru: InteropFixtures.ru(), transport: transport)
        let item = report.item(.windowDLUPlane)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation.contains("T1a_up_min 150000 < T2a_up_min 125000 + T12_max 30000") == true)
        // DL C-plane: 275 000 ≥ 250 000 + 30 000 fails too; UL C-plane likewise.
        #expect(report.item(.windowDLCPlane)?.status == .mismatch)
        #expect(report.item(.windowULCPlane)?.status == .mismatch)
        // UL U-plane: Ta4_max 200 000 ≥ Ta3_max 171 000 + 0 holds.
        #expect(report.item(.windowULUPlane)?.status == .compatible)
    }

    @Test func duSendsTooEarlyForTheRuBuffer() {
        // T1a_max_up ≤ T2a_max_up + T12_min: 400 000 > 337 000 + 0.
        var du = InteropFixtures.du()
        du.fronthaul?.oduWindows?.t1aMaxUp = 400_000
        let item = Interop.compare(du: du, ru: InteropFixtures.ru()).item(.windowDLUPlane)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation.contains("T1a_up_max 400000 > T2a_up_max 337000 + T12_min 0") == true)
    }

    @Test func ulWindowNeedsTransportDelay() {
        // Ta4_max ≥ Ta3_max + T34_max: 200 000 < 171 000 + 40 000 fails; Ta4_min ≤ Ta3_min + T34_min holds.
        let transport = try! TransportDelays(t12Min: 0, t12Max: 0, t34Min: 0, t34Max: 40_000)
        let item = Interop.compare(du: InteropFixtures.du(), ru: InteropFixtures.ru(), transport: transport)
            .item(.windowULUPlane)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation.contains("Ta4_max 200000 < Ta3_max 171000 + T34_max 40000") == true)
        var du = InteropFixtures.du()
        du.fronthaul?.oduWindows?.ta4Min = 60_000
        #expect(Interop.compare(du: du, ru: InteropFixtures.ru()).item(.windowULUPlane)?.explanation.contains("Ta4_min 60000 > Ta3_min 50000") == true)
    }

    @Test func undeclaredWindowsAreNotDeclared() {
        var ru = InteropFixtures.ru()
        ru.fronthaul?.oruWindows = nil
        let report = Interop.compare(du: InteropFixtures.du(), ru: ru)
        #expect(report.item(.windowDLUPlane)?.status == .notDeclared)
        #expect(report.overall == .notDeclared)
    }

    @Test func wrongRolesAreReported() {
        let report = Interop.compare(du: InteropFixtures.ru(), ru: InteropFixtures.du())
        #expect(report.item(.roles)?.status == .mismatch)
        #expect(Interop.compare(InteropFixtures.ru(), InteropFixtures.du())?.first == "du")
        #expect(Interop.compare(InteropFixtures.ru(), InteropFixtures.cu()) == nil)
    }
}
