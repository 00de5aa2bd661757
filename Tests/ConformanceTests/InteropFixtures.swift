import Conformance
import F1AP
import Fronthaul
import Profiles

/// A compatible O-DU / O-RU / O-CU trio; tests change one thing at a time.
enum InteropFixtures {
    static func split() -> EAxCSplit { try! EAxCSplit.declared(duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4) }

    static func ru() -> DeviceProfile {
        DeviceProfile(
            id: "ru", role: .oRU, vendor: "ACME", model: "RU", software: "1",
            fronthaul: FronthaulCapabilities(
                cusVersion: CUSVersion(major: 13, minor: 0), categories: [.a], eaxcSplit: split(), sectionTypes: [1, 3],
                sectionExtensions: [1, 6, 11],
                compression: [try! CompressionCapability(method: .blockFloatingPoint, iqWidths: [9, 12, 14], isStatic: true)], mtu: 9000,
                oruWindows: ORUWindows(
                    t2aMinUp: 125_000, t2aMaxUp: 337_000, tcpAdvDl: 125_000, t2aMinCpUl: 250_000, t2aMaxCpUl: 462_000,
                    ta3Min: 50_000, ta3Max: 171_000)))
    }

    static func du() -> DeviceProfile {
        DeviceProfile(
            id: "du", role: .oDU, vendor: "Beta", model: "DU", software: "1",
            fronthaul: FronthaulCapabilities(
                cusVersion: CUSVersion(major: 13, minor: 0), categories: [.a, .b], eaxcSplit: split(), sectionTypes: [1, 3],
                sectionExtensions: [1, 6],
                compression: [try! CompressionCapability(method: .blockFloatingPoint, iqWidths: [9, 14], isStatic: true)], mtu: 9000,
                oduWindows: ODUWindows(
                    t1aMinUp: 150_000, t1aMaxUp: 300_000, t1aMinCpDl: 275_000, t1aMaxCpDl: 425_000,
                    t1aMinCpUl: 275_000, t1aMaxCpUl: 425_000, ta4Min: 40_000, ta4Max: 200_000)),
            f1ap: F1APCapabilities(
                release: 16, servedCells: [try! NRCGI(plmn: try! PLMN(parsing: "001-01"), cellIdentity: 0x66c000)],
                procedures: F1APProcedure.interopBaseline + ["gNBDUConfigurationUpdate", "Paging"]))
    }

    static func cu() -> DeviceProfile {
        DeviceProfile(
            id: "cu", role: .oCU, vendor: "Gamma", model: "CU", software: "1",
            f1ap: F1APCapabilities(
                release: 16, plmns: [try! PLMN(parsing: "001-01")],
                procedures: F1APProcedure.interopBaseline + ["gNBDUConfigurationUpdate", "Paging"]))
    }
}
