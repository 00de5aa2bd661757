import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// Whole captures: the public fh_1x1 capture with its testbed, the non-conformant gowireshark
/// F1SetupResponse (shared/testdata/README.md), and Captures/sample-du-ru-cu.pcapng.
@Suite struct SharedCaptureCheckTests {
    typealias S = EngineSupport

    @Test(.requires(.shared)) func fh1x1WithItsTestbedHasNoFailAndOnlyPassOrReasonedSkip() throws {
        let shared = Oracle.shared
        let testbed = try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/fh-1x1.yaml").path)
        let r = try S.check(shared.appendingPathComponent("testdata/fronthaul/captures/fh_1x1.pcap").path, configuration: RunConfiguration(testbed: testbed))
        #expect(r.frames.frames == 448)  // fh_1x1.expected.json
        #expect(r.frames.decoded == 448 && r.frames.malformed == 0)
        // Issue 5: no FAIL, and every rule either PASS or SKIP with a reason.
        for row in r.results {
            let reasoned = !(row.reason ?? "").isEmpty
            #expect(row.verdict == .pass || (row.verdict == .skip && reasoned), "\(row.rule) \(row.node): \(row.verdict) \(row.reason ?? "")")
        }
        // The testbed declares no time-synchronised capture (gpsAligned: false), the devices no
        // delay windows, and the capture has no PTP: timing and S-plane rules are SKIP "not
        // applicable" with that reason and the count of items not judged — 416 U-plane and 32
        // C-plane messages (fh_1x1.expected.json) for the window rules, all 448 for FH-T-FRAME.
        func reason(_ id: String, _ node: String) -> String { r.results.first { $0.rule == id && $0.node == node }?.reason ?? "" }
        #expect(reason("FH-T-DLU", "du").contains("gpsAligned is false") && reason("FH-T-DLU", "du").contains("(416 item(s) not judged)"))
        #expect(reason("FH-T-DLC", "du").contains("(32 item(s) not judged)"))
        #expect(reason("FH-T-FRAME", "du").contains("(448 item(s) not judged)"))
        #expect(reason("FH-T-PROFILE", "du").contains("windows not declared"))
        for id in ["SP-PTP-PRESENT", "SP-PTP-RATE", "SP-PTP-DOMAIN", "SP-PTP-GM", "SP-PTP-SEQ", "SP-PTP-CLASS"] {
            for node in ["du", "ru"] { #expect(reason(id, node).hasPrefix("not applicable: no PTP message"), "\(id) \(node)") }
        }
        // fh_1x1.expected.json: 416 U-plane and 32 C-plane messages, no seqId discontinuity, all from the DU.
        #expect(S.evaluated(r, "FH-XP-COUPLE") == 416)
        #expect(S.evaluated(r, "FH-SEQ-INC") == 448 - 2)
        #expect(S.evaluated(r, "FH-CP-VER") == 32)
        #expect(r.exitCode == 0)
    }

    @Test(.requires(.shared)) func gowiresharkF1SetupResponseIsCaughtByTheRightRules() throws {
        let shared = Oracle.shared
        let r = try S.check(shared.appendingPathComponent("testdata/f1ap/captures/gowireshark_f1ap.pcapng").path, configuration: RunConfiguration())
        // README: a mandatory IE is missing, a stray Cause IE (id 0), trailing bytes.
        #expect(r.verdicts("F1-IE-MANDATORY") == [.fail])
        #expect(r.results(for: "F1-IE-MANDATORY").first?.findings.first?.message.contains("170") == true)
        #expect(r.verdicts("F1-CRIT-UNKNOWN") == [.fail])
        #expect(r.verdicts("F1-TNL-ONE-PDU") == [.fail])
        #expect(r.results(for: "F1-TNL-ONE-PDU").first?.findings.first?.frames == [5])
        #expect(r.verdicts("F1-AS-DECODE") == [.pass])
        #expect(r.exitCode == 1)
    }

    @Test func sampleCaptureHasNoFailWithOrWithoutItsTestbed() throws {
        let capture = S.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        let bare = try S.check(capture, configuration: RunConfiguration())
        #expect(!bare.hasFailure, "\(bare.results.filter { $0.verdict == .fail })")
        #expect(bare.frames.frames == 20 && bare.frames.malformed == 0)
        // Roles come from traffic: the F1 Setup Request sender is the DU, the C-plane sender too.
        let roles = Dictionary(uniqueKeysWithValues: bare.nodes.map { ($0.name, $0.role) })
        #expect(roles["10.0.0.2"] == .oDU && roles["10.0.0.1"] == .oCU && roles["02:00:00:00:bb:01"] == .oDU)
        let testbed = try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path)
        let withTestbed = try S.check(capture, configuration: RunConfiguration(testbed: testbed))
        #expect(!withTestbed.hasFailure, "\(withTestbed.results.filter { $0.verdict == .fail })")
        // lab-a's suite (fronthaul-basic) selects FH-* and SP-* only.
        #expect(withTestbed.results(for: "F1-RESET-ACK").isEmpty && withTestbed.results(for: "TB-CAP-STYPE").isEmpty)
        #expect(bare.verdicts("F1-RESET-ACK") == [.pass])
        #expect(withTestbed.verdicts("FH-XP-UL-COMPLETE") == [.pass])
    }

    /// Timing on the sample with lab-a: the capture is declared not time-synchronised, so the
    /// window rules are SKIP "not applicable" with that reason and the count of messages not
    /// judged; the declared windows (beta-du, acme-ru-n78, T12/T34 2–5 µs) satisfy every
    /// delay-window relation; the two PTP frames (domain 24, Sync + Follow_Up, made by
    /// Captures/tools/make_sample_capture.py with scapy) pass presence, domain and sequence.
    @Test func sampleCaptureTimingWithLabA() throws {
        let capture = S.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        let testbed = try ProfileLoader.loadTestbed(path: S.packageRoot.appendingPathComponent("Profiles/testbeds/lab-a.yaml").path)
        let r = try S.check(capture, configuration: RunConfiguration(testbed: testbed))
        for rule in ["FH-T-DLU", "FH-T-DLC", "FH-T-ULC", "FH-T-ULU", "FH-T-FRAME", "FH-T-SPREAD"] {
            #expect(r.verdicts(rule) == [.skip], "\(rule)")
            #expect(r.results(for: rule).allSatisfy { $0.reason?.hasPrefix("not applicable: ") == true && $0.reason?.contains("time-synchronised") == true }, "\(rule)")
        }
        // 2 DL U + 1 DL C + 1 UL C from du1, 2 UL U from ru1 (Captures/README.md).
        #expect(r.results(for: "FH-T-DLU").map(\.reason).first??.hasSuffix("(2 item(s) not judged)") == true)
        #expect(r.results(for: "FH-T-ULU").map(\.reason).first??.hasSuffix("(2 item(s) not judged)") == true)
        #expect(r.results(for: "FH-T-DLU").map(\.inconclusive) == [0])
        #expect(r.verdicts("FH-T-PROFILE") == [.pass])
        #expect(r.flowTiming.map(\.inconclusive).reduce(0, +) == 6)
        #expect(r.timingHints.isEmpty)
        for rule in ["SP-PTP-PRESENT", "SP-PTP-DOMAIN", "SP-PTP-SEQ"] { #expect(r.verdicts(rule) == [.pass], "\(rule)") }
        for rule in ["SP-PTP-RATE", "SP-PTP-GM", "SP-PTP-CLASS"] { #expect(r.verdicts(rule) == [.inconclusive], "\(rule)") }
    }
}
