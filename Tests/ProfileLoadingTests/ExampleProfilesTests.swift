import Foundation
import NetLayers
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// The example profiles shipped in `Profiles/` load without error, and the testbed for the
/// public capture states the capture's known facts.
struct ExampleProfilesTests {
    @Test func everyProfileUnderProfilesLoads() throws {
        let files = ProfileSupport.profileFiles(under: ProfileSupport.profilesDirectory)
        #expect(files.count >= 9)
        for file in files {
            do {
                _ = try ProfileLoader.load(path: file)
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func validateReportsOnlyBrokenFiles() throws {
        let files = ProfileSupport.profileFiles(under: ProfileSupport.profilesDirectory)
        #expect(ProfileLoader.validate(paths: files).isEmpty)
        let errors = ProfileLoader.validate(paths: [files[0], "/nonexistent/x.yaml", files[1]])
        #expect(errors.map(\.description) == ["/nonexistent/x.yaml: cannot read profile: No such file or directory"])
    }

    @Test func kindsOfTheExamples() throws {
        let root = ProfileSupport.profilesDirectory
        guard case .device(let ru) = try ProfileLoader.load(path: root + "/devices/acme-ru-n78.yaml") else {
            Issue.record("acme-ru-n78 is not a device")
            return
        }
        #expect(ru.role == .oRU)
        #expect(try ProfileLoader.load(path: root + "/devices/beta-du.yaml").kind == .device)
        #expect(try ProfileLoader.loadDevice(path: root + "/devices/gamma-cu.yaml").role == .oCU)
        #expect(try ProfileLoader.load(path: root + "/testbeds/lab-a.yaml").kind == .testbed)
        #expect(try ProfileLoader.load(path: root + "/suites/fronthaul-basic.yaml").kind == .suite)
    }

    @Test func labTestbedIsInteroperable() throws {
        let testbed = try ProfileLoader.loadTestbed(path: ProfileSupport.profilesDirectory + "/testbeds/lab-a.yaml")
        let matrix = Interop.matrix(for: testbed)
        #expect(matrix.reports.count == 2)
        for report in matrix.reports {
            #expect(report.overall == .compatible, "\(report.renderText())")
        }
        #expect(testbed.suite?.name == "fronthaul-basic")
        #expect(testbed.waivers(for: "FH-SEQ-INC", node: "du1", flow: "prach").count == 1)
        #expect(testbed.waivers(for: "FH-SEQ-INC", node: "du1", flow: "dl-data").isEmpty)
    }

    /// Facts of fh_1x1.pcap as read by tshark into `fh_1x1.expected.json` (the oracle).
    @Test(.requires(.shared)) func publicCaptureTestbedMatchesTheExpectedFacts() throws {
        let shared = Oracle.shared.path
        let data = try Data(contentsOf: URL(fileURLWithPath: shared + "/testdata/fronthaul/captures/fh_1x1.expected.json"))
        let facts = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let ethernet = try #require(facts["ethernet"] as? [String: Any])
        let sources = try #require((ethernet["src"] as? [String: Any])?.keys.sorted())
        let destinations = try #require((ethernet["dst"] as? [String: Any])?.keys.sorted())
        let vlans = try #require((ethernet["vlan_id"] as? [String: Any])?.keys.sorted())
        let uplane = try #require(facts["uplane"] as? [String: Any])
        let eaxcs = try #require((uplane["per_eaxc"] as? [String: Any])?.keys.sorted())
        let numPrbu = try #require((uplane["numPrbu"] as? [String: Any])?.keys.sorted())
        let directions = try #require((uplane["data_direction"] as? [String: Any])?.keys.sorted())
        let sectionTypes = try #require(((facts["cplane"] as? [String: Any])?["sectionType"] as? [String: Any])?.keys.sorted())

        let testbed = try ProfileLoader.loadTestbed(path: ProfileSupport.profilesDirectory + "/testbeds/fh-1x1.yaml")
        let du = try #require(testbed.node(named: "du"))
        let ru = try #require(testbed.node(named: "ru"))
        #expect([du.match.mac?.description] == sources.map { Optional($0) })
        #expect([ru.match.mac?.description] == destinations.map { Optional($0) })
        #expect(vlans == [String(try #require(du.match.vlan))])
        #expect(vlans == [String(try #require(ru.match.vlan))])
        #expect(numPrbu == [String(try #require(testbed.carrier?.prbs))])
        #expect(directions == ["1"])  // DL
        #expect(testbed.flows.allSatisfy { $0.direction == .downlink })
        #expect(sectionTypes.compactMap { Int($0) } == du.device.fronthaul?.sectionTypes)
        for eaxcText in eaxcs {
            let parts = eaxcText.split(separator: ":").compactMap { Int($0) }
            let id = EAxCID(duPort: parts[0], bandSector: parts[1], cc: parts[2], ruPort: parts[3])
            #expect(testbed.flows(containing: id, plane: .user, direction: .downlink).count == 1)
            #expect(testbed.flows(containing: id, plane: .control, direction: .downlink).count == 1)
        }
        // README: BFP 9-bit, no udCompHdr in U-plane.
        let uFlow = try #require(testbed.flows.first { $0.plane == .user })
        #expect(uFlow.compression == (try FlowCompression(method: .blockFloatingPoint, iqWidth: 9, isStatic: true)))
        // The sender's frames must reach the right nodes by address.
        let observed = ObservedEndpoint(mac: try MACAddress(declared: sources[0]), vlan: Int(vlans[0]))
        #expect(testbed.node(for: observed)?.name == "du")
        #expect(Interop.matrix(for: testbed).overall == .notDeclared)  // no delay windows are known
    }
}
