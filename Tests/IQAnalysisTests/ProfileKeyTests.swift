import Conformance
import Foundation
import IQAnalysis
import ProfileLoading
import TestSupport
import Testing

/// The IQ profile keys: device `fronthaul.iq` thresholds, testbed `iq` and flow `modulation` /
/// `dmrsSymbols`, into the run's ``IQSettings``; bad values are located profile errors.
@Suite struct ProfileKeyTests {
    static let device = """
        ranconform: 1
        kind: device
        id: iq-ru
        role: o-ru
        vendor: test
        model: iq
        software: "1"
        fronthaul:
          cus: "13.00"
          eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}
          compression: [{method: bfp, iqWidth: [9], static: true}]
          iq: {powerDbfs: [-30, -10], maxClipFraction: 0.001, outsideAllocDbfs: -55, emptyAllocDbfs: -75, maxEmptyFraction: 0.02, maxExponentSaturation: 0.7, prachDetectDbfs: -45}

        """

    static func testbed(flowExtra: String, iq: String = "iq: {analyze: true, referencePoint: conducted}") -> String {
        """
        ranconform: 1
        kind: testbed
        name: iq-keys
        nodes:
          ru1: {device: device.yaml, match: {mac: "02:00:00:00:aa:01"}}
        carrier: {numerology: 1, prbs: 106, duplex: fdd}
        flows:
          - {name: dl, eaxc: "0:0:0:0-1", direction: dl, purpose: pdsch, \(flowExtra)}
        \(iq)

        """
    }

    @Test func keysReachTheSettings() throws {
        let dir = try TemporaryFiles.directory("iq-keys")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.device.write(to: dir.appendingPathComponent("device.yaml"), atomically: true, encoding: .utf8)
        let path = dir.appendingPathComponent("testbed.yaml")
        try Self.testbed(flowExtra: "modulation: 256qam, dmrsSymbols: [2, 11]").write(to: path, atomically: true, encoding: .utf8)
        let tb = try ProfileLoader.loadTestbed(path: path.path)
        let configuration = RunConfiguration(testbed: tb)
        let s = try #require(configuration.iq, "iq.analyze: true turns the analysis on")
        #expect(s.conductedReferencePoint && s.carrierPRBs == 106)
        #expect(s.thresholds.powerRangeDbfs == -30 ... -10 && s.thresholds.maxClipFraction == 0.001 && s.thresholds.outsideAllocDbfs == -55)
        #expect(s.thresholds.emptyAllocDbfs == -75 && s.thresholds.maxEmptyFraction == 0.02 && s.thresholds.maxExponentSaturation == 0.7)
        #expect(s.thresholds.prachDetectDbfs == -45)
        let flow = try #require(s.flows.first)
        #expect(flow.modulation == .qam256 && flow.dmrsSymbols == [2, 11] && flow.eAxCs == [0, 1] && flow.direction == .downlink)
        // Without the testbed switch the analysis stays off.
        try Self.testbed(flowExtra: "modulation: 64qam", iq: "").write(to: path, atomically: true, encoding: .utf8)
        #expect(RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path.path)).iq == nil)
    }

    @Test func effectiveYAMLKeepsTheIQKeys() throws {
        let dir = try TemporaryFiles.directory("iq-keys-effective")
        defer { try? FileManager.default.removeItem(at: dir) }
        let device = dir.appendingPathComponent("device.yaml")
        try Self.device.write(to: device, atomically: true, encoding: .utf8)
        let path = dir.appendingPathComponent("testbed.yaml")
        try Self.testbed(flowExtra: "modulation: 1024qam, dmrsSymbols: [3]").write(to: path, atomically: true, encoding: .utf8)
        let effectiveDevice = dir.appendingPathComponent("effective-device.yaml")
        try ProfileLoader.effectiveYAML(path: device.path).write(to: effectiveDevice, atomically: true, encoding: .utf8)
        #expect(try ProfileLoader.loadDevice(path: effectiveDevice.path) == ProfileLoader.loadDevice(path: device.path))
        let effective = dir.appendingPathComponent("effective-testbed.yaml")
        try ProfileLoader.effectiveYAML(path: path.path).write(to: effective, atomically: true, encoding: .utf8)
        let a = try ProfileLoader.loadTestbed(path: effective.path), b = try ProfileLoader.loadTestbed(path: path.path)
        #expect(a.flows == b.flows && a.iqAnalysis == b.iqAnalysis && a.iqConductedReferencePoint == b.iqConductedReferencePoint)
        #expect(a.nodes.first?.device.fronthaul?.iq == b.nodes.first?.device.fronthaul?.iq)
    }

    @Test func badValuesAreLocatedErrors() throws {
        let dir = try TemporaryFiles.directory("iq-keys-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.device.write(to: dir.appendingPathComponent("device.yaml"), atomically: true, encoding: .utf8)
        let path = dir.appendingPathComponent("testbed.yaml")
        for (flowExtra, iq, fragment) in [("modulation: 8psk", "", "modulation"), ("dmrsSymbols: [14]", "", "dmrsSymbols"),
                                          ("modulation: qpsk", "iq: {referencePoint: antenna}", "referencePoint"),
                                          ("modulation: qpsk", "iq: {analyse: true}", "analyse")] {
            try Self.testbed(flowExtra: flowExtra, iq: iq).write(to: path, atomically: true, encoding: .utf8)
            do {
                _ = try ProfileLoader.loadTestbed(path: path.path)
                Issue.record("\(fragment): accepted")
            } catch {
                #expect(error.description.contains(fragment) && error.description.contains("testbed.yaml:"), "\(error.description)")
            }
        }
        let bad = Self.device.replacingOccurrences(of: "powerDbfs: [-30, -10]", with: "powerDbfs: [-10, -30]")
        try bad.write(to: dir.appendingPathComponent("device.yaml"), atomically: true, encoding: .utf8)
        try Self.testbed(flowExtra: "modulation: qpsk").write(to: path, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try ProfileLoader.loadTestbed(path: path.path) }
    }
}
