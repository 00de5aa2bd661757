import Foundation
import Synth
import Testing
import TestSupport

/// tshark 4.0.17 reads the generated F1-C captures: no malformed frame, no expert warning or
/// error, every SCTP CRC32c verified, SCTP TSN / SSN / B-E bits / tags consistent, and the F1AP
/// message sequence the scenario plan describes — with bundling and fragmentation on and off.
@Suite struct F1APSynthTsharkTests {
    static let variants: [(String, F1APScenarioConfig)] = [
        ("plain", F1APScenarioConfig(ues: 3)),
        ("bundling", F1APScenarioConfig(ues: 3, bundling: true)),
        ("fragments", F1APScenarioConfig(ues: 3, fragmentSize: 48)),
        ("bundling+fragments", F1APScenarioConfig(ues: 3, bundling: true, fragmentSize: 48)),
        ("bearers", F1APScenarioConfig(ues: 3, bundling: true, bearers: true)),
    ]

    /// One row per frame of `tshark -T fields` (fields separated by tabs, values by commas).
    static func fields(_ url: URL, _ names: [String]) throws -> [[String]] {
        let r = try F1APSynth.run(["tshark", "-r", url.path, "-o", "sctp.checksum:CRC-32C", "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a",
                                   "-E", "aggregator=,"] + names.flatMap { ["-e", $0] })
        #expect(r.status == 0, "\(r.err)")
        return r.out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    static func list(_ s: String) -> [String] { s.isEmpty ? [] : s.split(separator: ",").map(String.init) }

    @Test(.requires(.tshark), arguments: 0..<5) func tsharkDecodesCleanly(_ variant: Int) throws {
        let (label, config) = Self.variants[variant]
        let g = F1APSynth.generate(config)
        #expect(g.encodingProblems.isEmpty)
        let url = try F1APSynth.write(g.frames)
        defer { try? FileManager.default.removeItem(at: url) }
        let rows = try Self.fields(url, ["frame.number", "sctp.checksum.status", "_ws.malformed", "_ws.expert.severity", "_ws.expert.message",
                                         "sctp.chunk_type", "ip.checksum.status"])
        #expect(rows.count == g.frames.count)
        var malformed = 0, badChecksum = 0, experts: [String] = []
        var chunksPerFrame: [Int] = []
        for row in rows where row.count >= 7 {
            if !row[2].isEmpty { malformed += 1 }
            if row[1] != "1" { badChecksum += 1 }
            // PI_WARN (0x600000) and above
            if Self.list(row[3]).contains(where: { (Int($0) ?? 0) >= 0x60_0000 }) { experts.append("frame \(row[0]): \(row[4])") }
            chunksPerFrame.append(Self.list(row[5]).count)
        }
        #expect(malformed == 0)
        #expect(badChecksum == 0, "SCTP CRC32c not verified on \(badChecksum) frames")
        #expect(experts.isEmpty, "\(experts.prefix(5))")
        if config.bundling {
            #expect(chunksPerFrame.contains { $0 > 1 }, "bundling on, but no packet carries several chunks")
        } else {
            #expect(chunksPerFrame.allSatisfy { $0 == 1 }, "bundling off, but a packet carries several chunks")
        }
        print("\(label): \(rows.count) frames, \(g.plan.count) F1AP messages, \(chunksPerFrame.reduce(0, +)) chunks, tshark: 0 malformed, 0 warnings, all CRC32c good")
    }

    /// SCTP bookkeeping as tshark shows it: INIT with tag 0, every other packet with the peer's
    /// initiate tag; per direction TSNs consecutive from the initial TSN; per (direction, stream)
    /// SSNs consecutive from 0, one per user message, fragments sharing it with B on the first
    /// and E on the last chunk; every PPID 62; SACKs never ahead of what the peer sent.
    @Test(.requires(.tshark), arguments: 0..<5) func sctpBookkeeping(_ variant: Int) throws {
        let (_, config) = Self.variants[variant]
        let g = F1APSynth.generate(config)
        let url = try F1APSynth.write(g.frames)
        defer { try? FileManager.default.removeItem(at: url) }
        let rows = try Self.fields(url, [
            "sctp.srcport", "sctp.verification_tag", "sctp.init_initiate_tag", "sctp.initack_initiate_tag", "sctp.init_initial_tsn",
            "sctp.initack_initial_tsn", "sctp.data_tsn_raw", "sctp.data_sid", "sctp.data_ssn", "sctp.data_b_bit", "sctp.data_e_bit",
            "sctp.data_payload_proto_id", "sctp.sack_cumulative_tsn_ack_raw",
        ])
        let cuPort = String(F1APSynth.cu.sctpPort)
        var tags: [String: String] = [:]  // initiate tag by the side that announced it
        var nextTSN: [String: UInt32] = [:]
        var ssn: [String: Int] = [:]
        var inMessage: [String: Bool] = [:]
        var problems: [String] = []
        var messages = 0
        var fragmented = 0
        for (n, row) in rows.enumerated() where row.count >= 13 {
            let side = row[0] == cuPort ? "cu" : "du", peer = side == "cu" ? "du" : "cu"
            if !row[2].isEmpty {
                tags["du"] = row[2]; nextTSN["du"] = UInt32(row[4])
                if row[1] != "0x00000000" && row[1] != "0" { problems.append("frame \(n + 1): INIT with tag \(row[1])") }
                continue
            }
            if !row[3].isEmpty { tags["cu"] = row[3]; nextTSN["cu"] = UInt32(row[5]) }
            if let expected = tags[peer], expected != row[1] { problems.append("frame \(n + 1): tag \(row[1]), peer announced \(expected)") }
            let tsns = Self.list(row[6]), sids = Self.list(row[7]), ssns = Self.list(row[8]), bs = Self.list(row[9]), es = Self.list(row[10]), ppids = Self.list(row[11])
            for i in tsns.indices {
                guard let tsn = UInt32(tsns[i]), i < sids.count, i < ssns.count, i < bs.count, i < es.count, i < ppids.count else { problems.append("frame \(n + 1): short DATA fields"); continue }
                if tsn != nextTSN[side] { problems.append("frame \(n + 1): TSN \(tsn), expected \(nextTSN[side].map(String.init) ?? "?")") }
                nextTSN[side] = tsn &+ 1
                if ppids[i] != "62" { problems.append("frame \(n + 1): PPID \(ppids[i])") }
                let key = side + "/" + sids[i]
                let b = bs[i] == "1" || bs[i] == "True", e = es[i] == "1" || es[i] == "True"
                if b {
                    if inMessage[key] == true { problems.append("frame \(n + 1): B while a message is open on \(key)") }
                    let expected = ssn[key].map { $0 + 1 } ?? 0
                    if Int(ssns[i]) != expected { problems.append("frame \(n + 1): SSN \(ssns[i]) on \(key), expected \(expected)") }
                    ssn[key] = Int(ssns[i])
                    messages += 1
                } else if Int(ssns[i]) != ssn[key] || inMessage[key] != true {
                    problems.append("frame \(n + 1): continuation fragment without its first")
                }
                if !(b && e) { fragmented += 1 }
                inMessage[key] = !e
            }
            for ack in Self.list(row[12]) {
                guard let a = UInt32(ack), let next = nextTSN[peer] else { continue }
                if a >= next { problems.append("frame \(n + 1): SACK \(a) ahead of the peer's last TSN \(next &- 1)") }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(8))")
        #expect(messages == g.plan.count)
        #expect((fragmented > 0) == (config.fragmentSize != nil))
    }

    /// The F1AP PDUs tshark finds, in capture order, are the plan's messages: procedure code and
    /// PDU alternative from TS 38.473 for each planned name, TransactionID and UE F1AP ids as
    /// planned.
    @Test(.requires(.tshark, .shared), arguments: 0..<5) func messageSequenceMatchesPlan(_ variant: Int) throws {
        let (label, config) = Self.variants[variant]
        let g = F1APSynth.generate(config)
        let url = try F1APSynth.write(g.frames)
        defer { try? FileManager.default.removeItem(at: url) }
        let rows = try F1APSynthPycrate.tsharkPDUs(url)
        #expect(rows.count == g.plan.count)
        var agree = 0
        for (m, row) in zip(g.plan, rows) {
            guard let e = F1APExpected.messages[m.messageName] else { Issue.record("no expectation for \(m.messageName)"); continue }
            var same = row["procedureCode"] as? Int == e.code && row["pdu"] as? String == e.pdu && row["message"] as? String == m.messageName
            same = same && (row["sctp_checksum_status"] as? String).map { $0 == "1" } ?? true
            if let tx = m.transactionID { same = same && row["transactionID"] as? String == String(tx) }
            if let cu = m.gnbCUUEF1APID { same = same && row["gNB_CU_UE_F1AP_ID"] as? String == String(cu) }
            if let du = m.gnbDUUEF1APID { same = same && row["gNB_DU_UE_F1AP_ID"] as? String == String(du) }
            #expect(same, "\(m.messageName) tx \(m.transactionID.map(String.init) ?? "-") vs tshark \(row)")
            if same { agree += 1 }
        }
        // The scenario itself: setup first, each UE's attach in order, reset last.
        #expect(g.plan.first?.messageName == "F1SetupRequest" && g.plan.last?.messageName == "ResetAcknowledge")
        for ue in 0..<config.ues {
            let names = g.plan.filter { $0.ue == ue }.map(\.messageName)
            let attach = config.bearers ? F1APExpected.attachWithBearers : F1APExpected.attach
            #expect(names == attach + ["UEContextReleaseCommand", "UEContextReleaseComplete"], "UE \(ue): \(names)")
        }
        print("\(label): tshark agrees on \(agree)/\(g.plan.count) F1AP PDUs (code, alternative, name, TransactionID, UE ids)")
    }
}
