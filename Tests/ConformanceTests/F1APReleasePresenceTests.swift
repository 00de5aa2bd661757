import Conformance
import Foundation
import NetLayers
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// F1-IE-MANDATORY judged against the sender's release (TS 38.473 §10.3.5 with the presence
/// rules of the version the peer implements): INITIAL UL RRC MESSAGE TRANSFER without
/// TransactionID (IE 78, added as mandatory with criticality ignore after V15.3.0), encoded by
/// pycrate 0.8.1 from JER (F1APRuleTests.encode; its container is a SEQUENCE OF open types, so the
/// bytes are those a V15.3.0 encoder makes of the same IEs).
@Suite(.requires(.pycrate)) struct F1APReleasePresenceTests {
    typealias S = EngineSupport

    /// INITIAL UL RRC MESSAGE TRANSFER of V15.3.0: gNB-DU UE F1AP ID, NR CGI, C-RNTI, RRC container.
    static let release15InitialUL =
        #"{"initiatingMessage":{"procedureCode":11,"criticality":"ignore","value":{"protocolIEs":[{"id":41,"criticality":"reject","value":5},{"id":111,"criticality":"reject","value":{"pLMN-Identity":"00f110","nRCellIdentity":"000012340"}},{"id":95,"criticality":"reject","value":4660},{"id":50,"criticality":"reject","value":"1dec89d05766"}]}}}"#

    /// A testbed binding the DU (10.0.0.2) to a device declaring `f1ap` with `declaration`.
    static func testbed(_ declaration: String) throws -> RunConfiguration {
        let dir = TemporaryFiles.scratch.appendingPathComponent("relp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try """
            ranconform: 1
            kind: device
            id: old-du
            role: o-du
            vendor: Test
            model: old-du
            software: "1.0"
            f1ap: \(declaration)

            """.write(to: dir.appendingPathComponent("du.yaml"), atomically: true, encoding: .utf8)
        let path = dir.appendingPathComponent("t.yaml").path
        try """
            ranconform: 1
            kind: testbed
            name: release-presence
            nodes:
              du: {device: du.yaml, match: {ip: 10.0.0.2}}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path))
    }

    static func run(_ configuration: RunConfiguration) -> RunResults? {
        F1APRuleTests.run(
            [(.du, F1APRuleTests.setupRequest(3), 0), (.cu, F1APRuleTests.setupResponse(3), 5), (.du, release15InitialUL, 10)],
            configuration: configuration)
    }

    @Test func release15PeerNeedNotSendTransactionID() throws {
        guard let r = Self.run(try Self.testbed("{release: 15}")) else { return }
        let row = try #require(r.results(for: "F1-IE-MANDATORY").first { $0.node == "du" })
        #expect(row.verdict == .pass)
        #expect(row.measurements.first { $0.name == "mandatory IEs of later releases not sent" }?.sum == 1)
        // A declared version between the held ones is judged by the held one before it (V15.3.0).
        guard let v = Self.run(try Self.testbed("{release: 15, version: \"15.4.0\"}")) else { return }
        #expect(v.results(for: "F1-IE-MANDATORY").first { $0.node == "du" }?.verdict == .pass)
    }

    @Test func release17PeerMustSendTransactionID() throws {
        guard let r = Self.run(try Self.testbed("{release: 17}")) else { return }
        let row = try #require(r.results(for: "F1-IE-MANDATORY").first { $0.node == "du" })
        #expect(row.verdict == .fail)
        let finding = try #require(row.findings.first)
        #expect(finding.frames == [3])
        #expect(finding.message.contains("mandatory since TS 38.473 V15.8.0; the sender declares Release 17"), "\(finding.message)")
        guard let v = Self.run(try Self.testbed("{release: 15, version: \"15.8.0\"}")) else { return }
        #expect(v.results(for: "F1-IE-MANDATORY").first { $0.node == "du" }?.verdict == .fail)
    }

    /// Unknown release: the IE's criticality is ignore, so WARN naming the version that made it
    /// mandatory; not FAIL.
    @Test func unknownReleaseWarnsNamingTheVersion() throws {
        guard let r = Self.run(RunConfiguration()) else { return }
        let rows = r.results(for: "F1-IE-MANDATORY")
        #expect(rows.map(\.verdict).contains(.warn))
        #expect(!rows.map(\.verdict).contains(.fail))
        let finding = try #require(rows.flatMap(\.findings).first)
        #expect(finding.message.contains("mandatory since TS 38.473 V15.8.0, absent in V15.3.0"), "\(finding.message)")
        #expect(finding.fieldPath.hasPrefix("F1AP-PDU.initiatingMessage"), "\(finding.fieldPath)")
    }

    /// The release signalled in F1 Setup (latest-RRC-Version-Enhanced 15.x.y) stands in for an
    /// undeclared one.
    @Test func signalledReleaseIsUsedWhenNothingIsDeclared() throws {
        guard let r = F1APRuleTests.run([
            (.du, F1APReleaseRuleTests.setupRequest("0f0600"), 0), (.cu, F1APReleaseRuleTests.setupResponse("110400"), 5),
            (.du, Self.release15InitialUL, 10),
        ]) else { return }
        #expect(r.verdicts("F1-IE-MANDATORY").allSatisfy { $0 == .pass }, "\(r.results(for: "F1-IE-MANDATORY"))")
    }

    /// An IE mandatory in every held version stays required whatever the release.
    @Test func alwaysMandatoryIEIsRequiredOfRelease15() throws {
        let noCRNTI = Self.release15InitialUL.replacingOccurrences(of: #"{"id":95,"criticality":"reject","value":4660},"#, with: "")
        guard let r = F1APRuleTests.run(
            [(.du, F1APRuleTests.setupRequest(3), 0), (.cu, F1APRuleTests.setupResponse(3), 5), (.du, noCRNTI, 10)],
            configuration: try Self.testbed("{release: 15}")) else { return }
        #expect(r.results(for: "F1-IE-MANDATORY").first { $0.node == "du" }?.verdict == .fail)
    }
}

/// F1AP across two capture files (`check A B`): a request open when the first file ends is not
/// "never answered" when the next file is another recording (a gap longer than the response
/// timeout, or earlier in time); a short pause keeps it open.
@Suite(.requires(.pycrate)) struct F1APDiscontinuityTests {
    typealias S = EngineSupport

    static func run(secondFileStartsAtMs: Int64) -> RunResults? {
        guard let pdus = F1APRuleTests.encode([F1APRuleTests.setupRequest(3), F1APRuleTests.setupResponse(3), F1APRuleTests.reset(4), F1APRuleTests.resetAck(4)])
        else {
            return nil
        }
        let run = ConformanceRun(configuration: RunConfiguration())
        func send(_ side: F1APRuleTests.Side, _ bytes: [UInt8], ms: Int64, frame: Int) {
            var e = Endpoints()
            let du = IPAddress.v4(0x0A00_0002), cu = IPAddress.v4(0x0A00_0001)
            e.sourceIP = side == .du ? du : cu
            e.destinationIP = side == .du ? cu : du
            e.sourcePort = side == .du ? 40000 : 38472
            e.destinationPort = side == .du ? 38472 : 40000
            e.sctpAssociation = 1
            e.payloadProtocolID = 62
            run.feed(pdu: PDU(kind: .f1ap, payload: bytes[...], endpoints: e, frameNumbers: [frame], timestampNanoseconds: ms * 1_000_000, offsetInFrame: nil))
        }
        run.beginCapture(name: "a.pcapng", firstFrame: 1)
        send(.du, pdus[0], ms: 0, frame: 1)
        send(.cu, pdus[1], ms: 5, frame: 2)
        send(.du, pdus[2], ms: 10, frame: 3)  // RESET, unanswered in this file
        run.beginCapture(name: "b.pcapng", firstFrame: 4)
        send(.cu, pdus[3], ms: secondFileStartsAtMs, frame: 4)  // RESET ACKNOWLEDGE
        return run.finish()
    }

    @Test func requestOpenAtTheEndOfAnotherRecordingIsInconclusive() {
        for start: Int64 in [3_600_000, -60_000] {  // an hour later; a minute earlier
            guard let r = Self.run(secondFileStartsAtMs: start) else { return }
            let rows = r.results(for: "F1-RESP-TIMELY")
            #expect(!rows.contains { $0.verdict == .fail || $0.verdict == .warn }, "\(start): \(rows)")
            #expect(rows.reduce(0) { $0 + $1.inconclusive } >= 1, "\(start)")
        }
    }

    /// A 100 ms pause (over the 10 ms fronthaul bound, under the 5 s F1AP timeout) keeps the
    /// F1AP state: the RESET ACKNOWLEDGE in the second file answers the RESET of the first.
    @Test func shortPauseKeepsTheRequestOpen() {
        guard let r = Self.run(secondFileStartsAtMs: 110) else { return }
        let rows = r.results(for: "F1-RESP-TIMELY")
        #expect(rows.reduce(0) { $0 + $1.inconclusive } == 0, "\(rows)")
        #expect(rows.contains { $0.verdict == .pass })
        #expect(r.exitCode == 0)
    }
}
