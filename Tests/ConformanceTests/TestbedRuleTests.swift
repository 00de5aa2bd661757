import Conformance
import Fronthaul
import ProfileLoading
import Profiles
import Testing

/// Rules that need the testbed's declarations: eAxC flows, VLAN, MTU, capabilities of sender and
/// receiver, waivers, suite selection; and SKIP with reasons without a testbed.
@Suite struct TestbedRuleTests {
    typealias S = EngineSupport

    func configuration(_ path: String) throws -> RunConfiguration {
        var c = RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path))
        c.fronthaul.compression = IQFormat(method: Fronthaul.CompressionMethod.blockFloatingPoint, iqWidth: 9)
        c.fronthaul.udCompHdrPresent = false
        return c
    }

    func traffic(_ f: inout S.Feeder, eAxC: UInt16 = 0, sectionType: UInt8 = 1) {
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 1)], sectionType: sectionType), eAxC: eAxC)
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]), eAxC: eAxC)
    }

    @Test func declaredTrafficPassesEveryTestbedRule() throws {
        var f = S.Feeder(try configuration(try S.writeTestbed()))
        traffic(&f)
        let r = f.finish()
        for rule in ["FH-EAXC-KNOWN", "FH-ETH-VLAN", "FH-ETH-MTU", "TB-CAP-STYPE", "TB-CAP-COMP", "FH-XP-COUPLE"] {
            #expect(r.verdicts(rule) == [.pass], "\(rule): \(r.results(for: rule))")
        }
        // Capability rules judge both ends: one row for the DU and one for the RU.
        #expect(Set(r.results(for: "TB-CAP-STYPE").map(\.node)) == ["du", "ru"])
        #expect(!r.hasFailure)
    }

    @Test func undeclaredEAxCFails() throws {
        var f = S.Feeder(try configuration(try S.writeTestbed()))
        traffic(&f, eAxC: 0x0001)  // ruPort 1: not in "0:0:0:0"
        let r = f.finish()
        #expect(r.verdicts("FH-EAXC-KNOWN") == [.fail])
        #expect(S.violations(r, "FH-EAXC-KNOWN") == 2)
        #expect(r.results(for: "FH-EAXC-KNOWN").first?.findings.first?.actual == "0:0:0:1")
    }

    @Test func wrongVLANAndOversizeFramesFail() throws {
        var f = S.Feeder(try configuration(try S.writeTestbed()))
        let message = ECPRIMessage.oran(uPlane: S.uPlane(direction: 1, symbol: 0, sections: [(1, 0, 24)]), transport: ORANTransportHeader(eAxC: 0, sequenceId: 0))
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 1)]))
        f.send(message, from: S.duMAC, to: S.ruMAC, vlan: 200)
        f.send(message, from: S.duMAC, to: S.ruMAC, frameLength: 9_100)  // 9100 − 14 − 4 = 9082 > 9000
        let r = f.finish()
        #expect(r.verdicts("FH-ETH-VLAN") == [.fail])
        #expect(r.results(for: "FH-ETH-VLAN").first?.findings.first?.frames == [2])
        #expect(r.verdicts("FH-ETH-MTU") == [.fail])
        #expect(r.results(for: "FH-ETH-MTU").first?.findings.first?.actual == "9082")
    }

    @Test func sectionTypeUndeclaredByTheReceiverFailsAtTheReceiver() throws {
        var f = S.Feeder(try configuration(try S.writeTestbed(ruSectionTypes: "[1]", duSectionTypes: "[1, 3]")))
        f.c(S.cPlane(direction: 0, sections: [(1, 0, 24, 1)], udCompHdr: 0x91, sectionType: 3))
        let r = f.finish()
        let rows = Dictionary(uniqueKeysWithValues: r.results(for: "TB-CAP-STYPE").map { ($0.node, $0.verdict) })
        #expect(rows == ["du": .pass, "ru": .fail])
    }

    @Test func compressionUndeclaredByTheReceiverFails() throws {
        var f = S.Feeder(try configuration(try S.writeTestbed(ruCompression: "{method: bfp, iqWidth: [14], static: true}")))
        f.c(S.cPlane(direction: 0, sections: [(2, 0, 24, 1)], udCompHdr: 0x91))
        let r = f.finish()
        // The UL C-plane asks the RU for BFP 9-bit, which only the DU declares.
        let rows = Dictionary(uniqueKeysWithValues: r.results(for: "FH-CP-UDCOMP-UL").map { ($0.node, $0.verdict) })
        #expect(rows == ["du": .pass, "ru": .fail])
    }

    @Test func staticCompressionMismatchOnTheUPlaneFails() throws {
        var f = S.Feeder(try configuration(try S.writeTestbed(ruCompression: "{method: bfp, iqWidth: [9], static: false}")))
        traffic(&f)
        let r = f.finish()
        let rows = Dictionary(uniqueKeysWithValues: r.results(for: "TB-CAP-COMP").map { ($0.node, $0.verdict) })
        #expect(rows == ["du": .pass, "ru": .fail])
    }

    /// CUS §7.8 lets an O-RU couple U-plane data to C-plane sections by sectionId or by frequency
    /// and time. A U-plane section whose sectionId no C-plane section of the slot carries, but
    /// whose PRBs and symbol one covers, is coupled unless the O-RU declares sectionId coupling only.
    @Test func couplingByFrequencyAndTimeFollowsTheDeclaredMethods() throws {
        func run(_ ruExtra: String) throws -> RunResults {
            var f = S.Feeder(try configuration(try S.writeTestbed(ruFronthaulExtra: ruExtra)))
            f.leadIn()
            f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 1)]))
            f.u(S.uPlane(direction: 1, symbol: 0, sections: [(5, 4, 8)]))  // PRBs 4-11 of section 1
            return f.finish()
        }
        let undeclared = try run("")
        #expect(undeclared.verdicts("FH-XP-COUPLE") == [.pass])
        #expect(S.evaluated(undeclared, "FH-XP-COUPLE") == 1)
        let timeAndFrequency = try run("  couplingMethods: [frequency-and-time]\n")
        #expect(timeAndFrequency.verdicts("FH-XP-COUPLE") == [.pass])
        let sectionIdOnly = try run("  couplingMethods: [section-id]\n")
        #expect(sectionIdOnly.verdicts("FH-XP-COUPLE") == [.fail])
        #expect(S.violations(sectionIdOnly, "FH-XP-COUPLE") == 1)
    }

    @Test func unknownCouplingMethodIsAProfileError() throws {
        let path = try S.writeTestbed(ruFronthaulExtra: "  couplingMethods: [by-magic]\n")
        #expect(throws: (any Error).self) { try ProfileLoader.loadTestbed(path: path) }
    }

    @Test func waivedFailureIsReportedAsWaivedWithItsReason() throws {
        let path = try S.writeTestbed(extra: "waivers:\n  - {rule: FH-XP-COUPLE, reason: \"vendor ticket 42\", node: du}\n")
        var f = S.Feeder(try configuration(path))
        f.leadIn()  // the capture starts before this slot's C-plane
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 1)]))
        f.u(S.uPlane(direction: 1, symbol: 0, sections: [(9, 30, 12)]))  // neither its sectionId nor its PRBs
        let r = f.finish()
        let row = r.results(for: "FH-XP-COUPLE").first
        #expect(row?.verdict == .waived)
        #expect(row?.reason == "vendor ticket 42")
        #expect(row?.waived == 1 && row?.violations == 0)
        #expect(row?.findings.first?.waiver == "vendor ticket 42")
        #expect(r.exitCode == 0)
    }

    @Test func suiteSelectionLeavesRulesOut() throws {
        var configuration = S.specOnly()
        configuration.suite = SuiteProfile(name: "only-seq", include: [try RulePattern(parsing: "FH-SEQ-*")], exclude: [], severityOverrides: [], custom: [])
        var f = S.Feeder(configuration)
        traffic(&f)
        let r = f.finish()
        #expect(Set(r.results.map(\.rule)) == ["FH-SEQ-INC", "FH-SEQ-CPFRAG", "FH-SEQ-UPFRAG"])
    }

    @Test func withoutATestbedCapabilityRulesSkipWithAReason() {
        var f = S.Feeder(S.specOnly())
        traffic(&f)
        let r = f.finish()
        for rule in ["TB-CAP-STYPE", "TB-CAP-COMP", "FH-EAXC-KNOWN", "FH-ETH-VLAN", "FH-ETH-MTU"] {
            let rows = r.results(for: rule)
            #expect(!rows.isEmpty && rows.allSatisfy { $0.verdict == .skip && ($0.reason ?? "").hasPrefix("no testbed") }, "\(rule)")
        }
        #expect(r.nodes.map(\.name).contains("02:00:00:00:bb:01"))
    }
}
