import Conformance
import F1AP
import Fronthaul
import NetLayers
import Profiles
import Testing

/// Text forms of addresses, versions and identities, and the window / carrier invariants.
struct ProfileValueTests {
    @Test func macAddresses() throws {
        #expect(try MACAddress(declared: "8c:1f:64:c5:60:4c").octets == [0x8c, 0x1f, 0x64, 0xc5, 0x60, 0x4c])
        #expect(try MACAddress(declared: "02-00-00-00-AA-01").description == "02:00:00:00:aa:01")
        for bad in ["8c:1f:64:c5:60", "8c:1f:64:c5:60:4c:00", "8c:1f:64:c5:60:4g", "8c1f64c5604c", "8c:1f:64:c5:60:4"] {
            #expect(throws: ProfileValueError.self) { try MACAddress(declared: bad) }
        }
    }

    @Test func ipAddresses() throws {
        #expect(try IPAddress(declared: "10.0.0.1").octets == [10, 0, 0, 1])
        let v6 = try IPAddress(declared: "fd00::1")
        #expect(v6.octets == [0xfd, 0] + [UInt8](repeating: 0, count: 13) + [1])
        #expect(try IPAddress(declared: "::").octets == [UInt8](repeating: 0, count: 16))
        #expect(try IPAddress(declared: "1:2:3:4:5:6:7:8").octets.last == 8)
        // One address type for profiles and decoders: declared text equals the decoded value.
        #expect(try IPAddress(declared: "10.0.0.1") == .v4(0x0A00_0001))
        #expect(v6 == .v6(0xFD00_0000_0000_0000, 1))
        #expect(try MACAddress(declared: "02:00:00:00:aa:01") == MACAddress(0x0200_0000_AA01))
        for bad in ["10.0.0", "10.0.0.256", "10.0.0.1.2", "fd00:::1", "1::2::3", "1:2:3:4:5:6:7:8:9", "host", "10.0.0.01x"] {
            #expect(throws: ProfileValueError.self) { try IPAddress(declared: bad) }
        }
    }

    @Test func cusVersions() throws {
        #expect(try CUSVersion(parsing: "13.00") == CUSVersion(major: 13, minor: 0))
        #expect(try CUSVersion(parsing: "v17.01") == CUSVersion(major: 17, minor: 1))
        #expect(try CUSVersion(parsing: "8").description == "08.00")
        #expect(CUSVersion(major: 13, minor: 0) < CUSVersion(major: 17, minor: 1))
        for bad in ["", "13.", "x13", "13.000", "0.01"] {
            #expect(throws: ProfileValueError.self) { try CUSVersion(parsing: bad) }
        }
    }

    @Test func plmnAndCellIdentity() throws {
        let plmn = try PLMN(parsing: "001-01")
        #expect(plmn.mcc == "001" && plmn.mnc == "01")
        #expect(throws: ProfileValueError.self) { try PLMN(parsing: "1-01") }
        #expect(throws: ProfileValueError.self) { try NRCGI(plmn: plmn, cellIdentity: 1 << 36) }
        #expect(try NRCGI(plmn: plmn, cellIdentity: (1 << 36) - 1).cellIdentity == 68_719_476_735)
    }

    @Test func oruWindowsDeriveTheCPlaneWindowFromTcpAdvDl() throws {
        // CUS §4.4: T2a_x_cp_dl = T2a_x_up + Tcp_adv_dl.
        let windows = ORUWindows(t2aMinUp: 125_000, t2aMaxUp: 337_000, tcpAdvDl: 125_000)
        #expect(windows.dlCPlane == WindowRange(min: 250_000, max: 462_000))
        try windows.validate()
        // A declared DL C-plane window that is not the U-plane window + Tcp_adv_dl is legal (delay
        // management asks only that the O-DU's windows fit inside it): it is used as declared.
        let unequal = ORUWindows(
            t2aMinUp: 125_000, t2aMaxUp: 337_000, t2aMinCpDl: 259_000, t2aMaxCpDl: 470_000, tcpAdvDl: 125_000)
        try unequal.validate()
        #expect(unequal.dlCPlane == WindowRange(min: 259_000, max: 470_000))
        try ORUWindows(t2aMinUp: 300_000, t2aMaxUp: 1_200_000, t2aMinCpDl: 285_000, t2aMaxCpDl: 1_200_000).validate()
        #expect(throws: ProfileValueError("ta3Min 9 is greater than ta3Max 8")) {
            try ORUWindows(ta3Min: 9, ta3Max: 8).validate()
        }
    }

    @Test func carrierInvariants() throws {
        #expect(try Carrier.parsePattern("DDDSU") == [.downlink, .downlink, .downlink, .special, .uplink])
        #expect(throws: ProfileValueError.self) { try Carrier.parsePattern("DDXU") }
        #expect(throws: ProfileValueError.self) { try Carrier(numerology: 5, prbs: 10, duplex: .fdd) }
        #expect(throws: ProfileValueError.self) { try Carrier(numerology: 1, prbs: 276, duplex: .fdd) }
        #expect(throws: ProfileValueError.self) { try Carrier(numerology: 1, prbs: 106, duplex: .fdd, tddPattern: [.downlink]) }
        #expect(throws: ProfileValueError.self) { try Carrier.SpecialSlot(downlink: 10, guardPeriod: 2, uplink: 3) }
    }

    @Test func compressionWidthRanges() throws {
        #expect(try CompressionCapability(method: .blockFloatingPoint, iqWidths: [14, 9, 9], isStatic: true).iqWidths == [9, 14])
        #expect(throws: ProfileValueError.self) { try CompressionCapability(method: .blockFloatingPoint, iqWidths: [17], isStatic: true) }
        #expect(throws: ProfileValueError.self) { try FlowCompression(method: .modulation, iqWidth: 5, isStatic: false) }
        #expect(CompressionMethod(udCompMeth: 1) == .blockFloatingPoint)
        #expect(CompressionMethod(profileName: "block-scaling") == .blockScaling)
        #expect(CompressionMethod.allCases.map(\.profileName).count == Set(CompressionMethod.allCases.map(\.profileName)).count)
        #expect(CompressionMethod(udCompMeth: 9) == nil)
    }

    @Test func f1apCatalogue() {
        // TS 38.473 §9.4.7 (Rel-18): 94 procedures, codes 9 and 72-74 reserved; F1Setup is code 1,
        // DU-initiated, class 1.
        #expect(F1APProcedure.catalog.count == 94)
        #expect(F1APProcedure.named("F1Setup") == F1APProcedure(code: 1, name: "F1Setup", procedureClass: 1, initiator: .du))
        #expect(F1APProcedure.named("Paging")?.initiator == .cu)
        #expect(F1APProcedure.catalog.allSatisfy { ![9, 72, 73, 74].contains($0.code) })
        #expect(F1APProcedure.interopBaseline.allSatisfy { F1APProcedure.named($0) != nil })
    }
}
