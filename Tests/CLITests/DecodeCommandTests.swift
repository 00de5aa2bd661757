import Foundation
import Testing
import TestSupport

/// `ranconform decode` end to end, compared with tshark 4.0.17 on the same files.
@Suite struct DecodeCommandTests {
    static let comparedFields = [
        "frame.number", "frame.time_epoch", "frame.len", "frame.cap_len", "eth.src", "eth.dst", "vlan.id",
        "vlan.priority", "ip.src", "ip.dst", "ipv6.src", "ipv6.dst", "udp.srcport", "udp.dstport",
        "sctp.srcport", "sctp.dstport", "sctp.data_payload_proto_id", "sctp.data_sid", "ecpri.type", "ecpri.size",
        "f1ap.procedureCode", "f1ap.id", "ptp.v2.messagetype", "ptp.v2.sequenceid", "ptp.v2.domainnumber",
    ]

    /// Captures every user of the tool may hand us: ours in Captures/, and the public ones in ../shared.
    static func captures() -> [String] {
        var files = [CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path]
        if let shared = Oracle.sharedDirectory {
            for sub in ["testdata/fronthaul/captures", "testdata/f1ap/captures"] {
                let folder = shared.appendingPathComponent(sub)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for name in names.sorted() where name.hasSuffix(".pcap") || name.hasSuffix(".pcapng") {
                    files.append(folder.appendingPathComponent(name).path)
                }
            }
        }  // without ../shared, decode is compared with tshark on Captures/ only
        return files
    }

    static func text(_ value: Any?) -> String {
        switch value {
        case nil: return ""
        case let array as [Any]: return array.map { text($0) }.joined(separator: ",")
        case let number as NSNumber: return number.stringValue
        case let string as String: return string
        default: return "\(value!)"
        }
    }

    /// tshark prints some integer fields (sctp.data_sid) in hex; we print numbers in decimal.
    static func decimal(_ tsharkValue: String) -> String {
        tsharkValue.split(separator: ",", omittingEmptySubsequences: false).map { part in
            if part.hasPrefix("0x"), let value = UInt64(part.dropFirst(2), radix: 16) { return String(value) }
            return String(part)
        }.joined(separator: ",")
    }

    @Test func versionIsPrinted() throws {
        guard let result = try CLIHarness.ranconform(["--version"]) else { return }
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test func aFileThatIsNotACaptureIsOneErrorLineAndExitTwo() throws {
        let file = TemporaryFiles.scratch.appendingPathComponent("ranconform-not-a-capture.txt")
        try Data("<!DOCTYPE html><html></html>\n".utf8).write(to: file)
        guard let result = try CLIHarness.ranconform(["decode", file.path]) else { return }
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains(file.path) == true)

        guard let missing = try CLIHarness.ranconform(["decode", "/nonexistent/capture.pcap"]) else { return }
        #expect(missing.status == 2)
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }

    @Test func badUsageExitsTwo() throws {
        guard let result = try CLIHarness.ranconform(["decode", "--set", "no-equals-sign", "x.pcap"]) else { return }
        #expect(result.status == 2)
        guard let unknown = try CLIHarness.ranconform(["decode", "--set", "nonsense.key=1", "x.pcap"]) else { return }
        #expect(unknown.status == 2)
    }

    @Test(.requires(.tshark), arguments: captures())
    func jsonFieldsAgreeWithTshark(capture: String) throws {
        let rows = try #require(try CLIHarness.tsharkFields(capture, Self.comparedFields))
        guard let result = try CLIHarness.ranconform(["decode", "--json", capture]) else { return }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let objects = try CLIHarness.jsonLines(result.stdout)
        #expect(objects.count == rows.count, "frame count differs from tshark's for \(capture)")
        var compared = 0
        for (row, object) in zip(rows, objects) {
            for (index, field) in Self.comparedFields.enumerated() {
                let expected = Self.decimal(index < row.count ? row[index] : "")
                let actual = Self.text(object[field])
                #expect(actual == expected, "\(capture) frame \(row[0]) \(field): ours \(actual), tshark \(expected)")
                compared += 1
            }
        }
        print("\(capture): \(objects.count) frames, \(compared) field values compared with tshark")

        // frame.protocols: ours is tshark's chain, or a prefix of it where tshark goes on into
        // payloads we do not dissect (the RRC container inside F1AP: nr-rrc, pdcp-nr).
        let chains = try #require(try CLIHarness.tsharkFields(capture, ["frame.protocols"]))
        for (row, object) in zip(chains, objects) {
            let ours = Self.text(object["frame.protocols"])
            let theirs = row.first ?? ""
            #expect(theirs == ours || theirs.hasPrefix(ours + ":"), "\(capture): frame.protocols ours \(ours), tshark \(theirs)")
        }
    }

    @Test func summaryHasOneLinePerFrame() throws {
        let capture = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng").path
        guard let result = try CLIHarness.ranconform(["decode", capture, "--set", "fronthaul.compression=bfp:9"]) else { return }
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 20)
        for (index, line) in lines.enumerated() {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("\(index + 1) "))
        }
    }

    @Test func aTruncatedCaptureKeepsItsCompleteFramesAndWarnsOnce() throws {
        let source = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng")
        let bytes = try Data(contentsOf: source)
        let cut = TemporaryFiles.scratch.appendingPathComponent("ranconform-cut.pcapng")
        try bytes.prefix(bytes.count - 10).write(to: cut)
        guard let result = try CLIHarness.ranconform(["decode", "--json", cut.path]) else { return }
        #expect(result.status == 0)
        #expect(try CLIHarness.jsonLines(result.stdout).count == 19)
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

/// Bad input never crashes or hangs the tool: corrupted captures end with exit 0 (frames decoded
/// or reported malformed) or 2 (file unreadable as a capture), never a signal.
@Suite struct DecodeRobustnessTests {
    @Test func corruptedCapturesNeverCrashTheTool() throws {
        let source = CLIHarness.packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng")
        let original = [UInt8](try Data(contentsOf: source))
        let count = Int(ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"] ?? "") ?? 12
        var seed = UInt64(ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_SEED"] ?? "") ?? UInt64.random(in: 1...UInt64.max)
        print("corruptedCapturesNeverCrashTheTool: \(count) mutants, seed \(seed)")
        let file = TemporaryFiles.scratch.appendingPathComponent("ranconform-mutant.pcapng")
        for round in 0..<count {
            var bytes = original
            for _ in 0..<(1 + round % 24) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let index = Int((seed >> 33) % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: seed >> 13)
            }
            try Data(bytes).write(to: file)
            for arguments in [["decode", "--json", file.path], ["decode", "-v", file.path]] {
                guard let result = try CLIHarness.ranconform(arguments) else { return }
                #expect(result.status == 0 || result.status == 2, "round \(round): exit \(result.status); stderr \(result.stderr)")
            }
        }
    }
}

/// `decode --hex HEX --proto e1ap|e2ap|ngap`: tshark's field names, the message in the summary,
/// a malformed PDU a located finding.
@Suite struct APDecodeCommandTests {
    // RICsubscriptionDeleteRequest (RIC request 7/1, RAN function 2), encoded by pycrate 0.8.1
    // from its JER.
    static let e2Delete = "00090012000002001d00050000070001000500020002"

    @Test func hexPDUsDecodeWithTsharkNames() throws {
        guard let r = try CLIHarness.ranconform(["decode", "--hex", Self.e2Delete, "--proto", "e2ap", "--json"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try CLIHarness.jsonLines(r.stdout).first)
        #expect(object["e2ap.procedureCode"] as? Int == 9)
        #expect((object["e2ap.id"] as? [Int]) == [29, 5])
        #expect(object["e2ap.ricRequestorID"] as? Int == 7 && object["e2ap.RANfunctionID"] as? Int == 2)
        guard let text = try CLIHarness.ranconform(["decode", "--hex", Self.e2Delete, "--proto", "e2ap"]) else { return }
        #expect(text.stdout.hasPrefix("E2AP RICsubscriptionDeleteRequest"), "\(text.stdout)")
        #expect(text.stdout.contains("RICrequestID=7/1"))
    }

    @Test func truncatedPDUIsALocatedFinding() throws {
        let cut = String(Self.e2Delete.dropLast(6))
        guard let r = try CLIHarness.ranconform(["decode", "--hex", cut, "--proto", "e2ap"]) else { return }
        #expect(r.stdout.contains("E2-ASN-MALFORMED") || r.stdout.contains("E2-AS-DECODE"), "\(r.stdout)")
        #expect(r.stdout.contains("E2AP-PDU"), "\(r.stdout)")
        guard let ng = try CLIHarness.ranconform(["decode", "--hex", "00150000", "--proto", "ngap"]) else { return }
        #expect(ng.stdout.hasPrefix("NGAP "), "\(ng.stdout)")
    }
}
