import Foundation
import Synth
import Testing
import TestSupport

/// Each F1AP fault switch shows where intended, seen through tshark 4.0.17 and pycrate 0.8.1:
/// the frames carrying the faulty message, and only those, carry a pcapng comment naming the
/// fault, and the oracle sees the fault in the PDUs.
@Suite struct F1APSynthFaultTests {
    struct Capture {
        var generator: F1APTrafficGenerator
        var rows: [[String: Any]]
        /// frame number → (comment, epoch seconds)
        var frames: [Int: (comment: String, time: Double)]
    }

    static func capture(_ fault: F1APFaultConfig?, seconds: Int64 = 1) throws -> Capture {
        let g = F1APSynth.generate(F1APScenarioConfig(ues: 2, faults: fault.map { [$0] } ?? []), seed: 3, duration: seconds * 1_000_000_000)
        let url = try F1APSynth.write(g.frames)
        defer { try? FileManager.default.removeItem(at: url) }
        let rows = try F1APSynthPycrate.tsharkPDUs(url)
        let r = try F1APSynth.run(["tshark", "-r", url.path, "-T", "fields", "-E", "separator=/t", "-e", "frame.number", "-e", "frame.time_epoch", "-e", "frame.comment"])
        var frames: [Int: (String, Double)] = [:]
        for line in r.out.split(separator: "\n") {
            let p = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard p.count >= 3, let n = Int(p[0]) else { continue }
            frames[n] = (p[2], Double(p[1]) ?? 0)
        }
        return Capture(generator: g, rows: rows, frames: frames)
    }

    /// Frame numbers (1-based) whose tshark comment names `fault`, and those the plan says carry
    /// a faulty message.
    static func commentedFrames(_ c: Capture, _ fault: String) -> (seen: Set<Int>, planned: Set<Int>) {
        let seen = Set(c.frames.filter { $0.value.comment.contains(fault) }.map(\.key))
        var planned: Set<Int> = []
        for (i, m) in c.generator.plan.enumerated() where m.faults.contains(fault) {
            planned.formUnion(c.generator.placements[i].frameIndices.map { $0 + 1 })
        }
        return (seen, planned)
    }

    func names(_ c: Capture) -> [String] { c.rows.compactMap { $0["message"] as? String } }

    @Test(.requires(.tshark, .pycrate)) func missingMandatoryIE() throws {
        let c = try Self.capture(F1APFaultConfig(name: "missing-mandatory-ie", message: "F1SetupRequest", ieID: 42))
        let i = try #require(c.generator.plan.firstIndex { $0.messageName == "F1SetupRequest" })
        let pycrate = try F1APSynthPycrate.decode(c.generator.encodedPDUs)
        let ies = pycrate[i]["ies"] as? [Int] ?? []
        // TS 38.473 clause 9.2.1.4: TransactionID, gNB-DU ID, gNB-DU RRC version are mandatory
        #expect(!ies.contains(42) && ies.contains(78) && ies.contains(171), "\(ies)")
        let commented = Self.commentedFrames(c, "missing-mandatory-ie")
        #expect(!commented.seen.isEmpty && commented.seen == commented.planned)
    }

    @Test(.requires(.tshark, .pycrate)) func wrongTransactionID() throws {
        let c = try Self.capture(F1APFaultConfig(name: "wrong-transaction-id"))
        let request = try #require(c.rows.first { $0["message"] as? String == "F1SetupRequest" })
        let response = try #require(c.rows.first { $0["message"] as? String == "F1SetupResponse" })
        #expect(request["transactionID"] as? String != nil && request["transactionID"] as? String != response["transactionID"] as? String)
        let frame = try #require(response["frame"] as? Int)
        #expect(c.frames[frame]?.comment.contains("wrong-transaction-id") == true)
        let commented = Self.commentedFrames(c, "wrong-transaction-id")
        #expect(commented.seen == [frame] && commented.planned == [frame])
        // the other responses echo their requests
        for (req, resp) in [("GNBDUConfigurationUpdate", "GNBDUConfigurationUpdateAcknowledge"), ("Reset", "ResetAcknowledge")] {
            let a = c.rows.first { $0["message"] as? String == req }?["transactionID"] as? String
            let b = c.rows.first { $0["message"] as? String == resp }?["transactionID"] as? String
            #expect(a != nil && a == b)
        }
    }

    @Test(.requires(.tshark, .pycrate)) func responseNeverSent() throws {
        let c = try Self.capture(F1APFaultConfig(name: "response-timeout"))
        let n = names(c)
        #expect(n.contains("GNBDUConfigurationUpdate") && !n.contains("GNBDUConfigurationUpdateAcknowledge"))
        let request = try #require(c.rows.first { $0["message"] as? String == "GNBDUConfigurationUpdate" }?["frame"] as? Int)
        #expect(c.frames[request]?.comment.contains("response-timeout") == true)
    }

    @Test(.requires(.tshark, .pycrate)) func responseDelayed() throws {
        let c = try Self.capture(F1APFaultConfig(name: "response-timeout", delayMicroseconds: 6_000_000))
        let request = try #require(c.rows.first { $0["message"] as? String == "GNBDUConfigurationUpdate" }?["frame"] as? Int)
        let response = try #require(c.rows.first { $0["message"] as? String == "GNBDUConfigurationUpdateAcknowledge" }?["frame"] as? Int)
        let delay = (c.frames[response]?.time ?? 0) - (c.frames[request]?.time ?? 0)
        #expect(delay >= 6.0 && delay < 6.1, "\(delay) s")
        #expect(c.frames[response]?.comment.contains("response-timeout") == true)
    }

    @Test(.requires(.tshark, .pycrate)) func ueIDMismatch() throws {
        let c = try Self.capture(F1APFaultConfig(name: "ue-id-mismatch"))
        let ul = try #require(c.rows.first { $0["message"] as? String == "ULRRCMessageTransfer" })
        let cu = try #require(ul["gNB_CU_UE_F1AP_ID"] as? String)
        let dl = try #require(c.rows.first { $0["message"] as? String == "DLRRCMessageTransfer" && $0["gNB_CU_UE_F1AP_ID"] as? String == cu })
        #expect(dl["gNB_DU_UE_F1AP_ID"] as? String != ul["gNB_DU_UE_F1AP_ID"] as? String)
        let commented = Self.commentedFrames(c, "ue-id-mismatch")
        #expect(commented.seen == [ul["frame"] as? Int ?? -1] && commented.seen == commented.planned)
    }

    @Test(.requires(.tshark, .pycrate)) func ueMessageBeforeSetup() throws {
        let c = try Self.capture(F1APFaultConfig(name: "ue-message-before-setup"))
        let n = names(c)
        #expect(Array(n.prefix(2)) == ["InitialULRRCMessageTransfer", "F1SetupRequest"], "\(n.prefix(3))")
        let frame = try #require(c.rows.first?["frame"] as? Int)
        #expect(c.frames[frame]?.comment.contains("ue-message-before-setup") == true)
        #expect(Self.commentedFrames(c, "ue-message-before-setup").seen == [frame])
    }

    /// Class-1 responses follow their requests by 1–10 ms in the clean scenario (tshark times),
    /// and nothing carries a comment.
    @Test(.requires(.tshark, .pycrate)) func cleanResponsesAreMillisecondScale() throws {
        let c = try Self.capture(nil)
        #expect(c.frames.values.allSatisfy { $0.comment.isEmpty })
        let pairs = [("F1SetupRequest", "F1SetupResponse"), ("GNBDUConfigurationUpdate", "GNBDUConfigurationUpdateAcknowledge"), ("Reset", "ResetAcknowledge"),
                     ("UEContextSetupRequest", "UEContextSetupResponse"), ("UEContextModificationRequest", "UEContextModificationResponse"),
                     ("UEContextReleaseCommand", "UEContextReleaseComplete")]
        var latencies: [Double] = []
        for (req, resp) in pairs {
            for request in c.rows where request["message"] as? String == req {
                let key = request["gNB_CU_UE_F1AP_ID"] as? String ?? request["transactionID"] as? String
                guard let response = c.rows.first(where: { $0["message"] as? String == resp && ($0["gNB_CU_UE_F1AP_ID"] as? String ?? $0["transactionID"] as? String) == key }),
                      let a = request["frame"] as? Int, let b = response["frame"] as? Int, let ta = c.frames[a]?.time, let tb = c.frames[b]?.time
                else { Issue.record("\(req) \(key ?? "?") unanswered"); continue }
                latencies.append((tb - ta) * 1000)
            }
        }
        #expect(latencies.count == 3 + 3 * 2)
        #expect(latencies.allSatisfy { $0 >= 0.9 && $0 <= 10 }, "\(latencies) ms")
    }

    @Test func unknownOrInapplicableFaultsAreReported() {
        let g = F1APSynth.generate(F1APScenarioConfig(ues: 1, faults: [
            F1APFaultConfig(name: "no-such-fault"), F1APFaultConfig(name: "missing-mandatory-ie", message: "F1SetupRequest", ieID: 9999),
            F1APFaultConfig(name: "ue-id-mismatch", occurrence: 99, message: "ULRRCMessageTransfer"),
        ]))
        #expect(g.unappliedFaults.count == 3)
        #expect(g.plan.allSatisfy { $0.faults.isEmpty && $0.comment == nil })
    }
}
