import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// FH-ETH-TYPE, FH-CS-BEAM and FH-CS-PRACH on the 40 frames
/// `Tests/FronthaulProfileOracle/ fh_profile_oracle.py` builds with scapy: the script states, from
/// TS 38.211 / O-RAN.WG4.CUS arithmetic in exact fractions, which frames must violate each rule and
/// how many are judged; tshark 4.0.17 confirms the beamId, freqOffset, frameStructure, filterIndex,
/// numPrbc and final EtherType of every frame are what the script says it wrote.
@Suite(.requires(.scapy)) struct FronthaulProfileRuleTests {
    typealias S = EngineSupport
    static let script = S.packageRoot.appendingPathComponent("Tests/FronthaulProfileOracle/fh_profile_oracle.py")

    struct Oracle {
        var pcap: String
        var doc: [String: Any]
        var expected: [String: [Int]] { (doc["expected"] as? [String: [Int]]) ?? [:] }
        var judged: [String: Int] { (doc["judged"] as? [String: Int]) ?? [:] }
        var info: [[String: Any]] { (doc["info"] as? [[String: Any]]) ?? [] }
    }

    static func oracle(in dir: URL, random: (seed: Int, count: Int)? = nil) throws -> Oracle? {
        let python = try #require(TimingOracleTests.python3())
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["-c", "import scapy.all"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        try #require(probe.terminationStatus == 0, "scapy does not import")
        let pcap = dir.appendingPathComponent("fh-profile.pcap").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = random.map { [script.path, "random", String($0.seed), String($0.count), pcap] } ?? [script.path, pcap]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let doc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return Oracle(pcap: pcap, doc: doc)
    }

    /// The testbed the oracle assumes: µ 1, 51 PRBs; O-RU beams [1-64, 100]; PRACH flows.
    static func writeProfiles(in dir: URL, beams: Bool = true, carrier: Bool = true, numerology: Int = 1, prbs: Int = 51) throws -> String {
        func device(_ id: String, _ role: String, _ extra: String) -> String {
            """
            ranconform: 1
            kind: device
            id: \(id)
            role: \(role)
            vendor: Test
            model: \(id)
            software: "1.0"
            fronthaul:
              cus: "13.00"
              eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}
              sectionTypes: [1, 3]
              compression:
                - {method: bfp, iqWidth: [9], static: true}
              mtu: 9000
            \(extra)
            """
        }
        try device("t-du", "o-du", "").write(to: dir.appendingPathComponent("du.yaml"), atomically: true, encoding: .utf8)
        try device("t-ru", "o-ru", beams ? "  beamIds: [1-64, 100]\n" : "").write(to: dir.appendingPathComponent("ru.yaml"), atomically: true, encoding: .utf8)
        let testbed = """
            ranconform: 1
            kind: testbed
            name: fh-profile
            nodes:
              du: {device: du.yaml, match: {mac: "02:00:00:00:bb:01", vlan: 100}}
              ru: {device: ru.yaml, match: {mac: "02:00:00:00:aa:01", vlan: 100}}
            \(carrier ? "carrier: {numerology: \(numerology), prbs: \(prbs), duplex: tdd}\n" : "")flows:
              - {name: dl, eaxc: "0:0:0:0", direction: dl}
              - {name: prach-b4, eaxc: "0:0:0:8", direction: ul, purpose: prach, prach: {format: B4, scs: 30}}
              - {name: prach-any, eaxc: "0:0:0:9", direction: ul, purpose: prach}
              - {name: mixed, eaxc: "0:0:0:10", direction: ul}

            """
        let path = dir.appendingPathComponent("testbed.yaml")
        try testbed.write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }

    static func violatingFrames(_ r: RunResults, _ rule: String) -> [Int] {
        r.results(for: rule).flatMap(\.findings).flatMap(\.frames).sorted()
    }

    static func tempDir() throws -> URL { try TemporaryFiles.directory("fh-profile") }

    @Test func violationsAndCountsMatchTheOracle() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        guard let oracle = try Self.oracle(in: dir) else { return }
        let testbed = try ProfileLoader.loadTestbed(path: try Self.writeProfiles(in: dir))
        let r = try S.check(oracle.pcap, configuration: RunConfiguration(testbed: testbed))
        #expect(r.frames.frames == oracle.doc["frames"] as? Int)
        for rule in ["FH-ETH-TYPE", "FH-CS-BEAM", "FH-CS-PRACH"] {
            let expected = oracle.expected[rule] ?? []
            #expect(!expected.isEmpty, "\(rule): the oracle expects violations")
            #expect(Self.violatingFrames(r, rule) == expected, "\(rule): \(r.results(for: rule).flatMap(\.findings).map { "\($0.frames) \($0.message)" })")
            #expect(S.violations(r, rule) == expected.count, "\(rule)")
            #expect(S.evaluated(r, rule) == oracle.judged[rule], "\(rule) evaluated")
            #expect(r.verdicts(rule).contains(.fail), "\(rule)")
        }
        // FH-ETH-TYPE is reported for the sender: Q-in-Q 0x1234 comes from the O-RU (its RoE
        // control frame, 36, passes: CUS §5.1.1 allows the IEEE 1914.3 EtherType).
        let ruFrames = r.results(for: "FH-ETH-TYPE").filter { $0.node == "ru" }.flatMap(\.findings).flatMap(\.frames)
        #expect(ruFrames == [37], "\(ruFrames)")
        let beamMessage = r.results(for: "FH-CS-BEAM").flatMap(\.findings).first?.message ?? ""
        #expect(beamMessage.contains("beamId 65") && beamMessage.contains("1-64, 100"), "\(beamMessage)")
    }

    /// Random carriers and section type 3 messages (SCS and FFT codes, filterIndex, 1–2 sections
    /// with rb, startPrbc, numPrbc and freqOffset near the carrier edges) judged by the script's
    /// exact-fraction arithmetic. `FH_PROFILE_ORACLE_COUNT` (default 150 per seed) and
    /// `FH_PROFILE_ORACLE_SEEDS` (default 2) make the run bigger.
    @Test func randomSectionType3MessagesAgreeWithTheOracle() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["FH_PROFILE_ORACLE_COUNT"].flatMap(Int.init) ?? 150
        let seeds = environment["FH_PROFILE_ORACLE_SEEDS"].flatMap(Int.init) ?? 2
        for seed in 1...max(1, seeds) {
            let dir = try Self.tempDir()
            defer { try? FileManager.default.removeItem(at: dir) }
            guard let oracle = try Self.oracle(in: dir, random: (seed, count)) else { return }
            let carrier = try #require(oracle.doc["carrier"] as? [String: Int])
            let testbed = try ProfileLoader.loadTestbed(path: try Self.writeProfiles(in: dir, numerology: carrier["numerology"] ?? -1, prbs: carrier["prbs"] ?? -1))
            var configuration = RunConfiguration(testbed: testbed)
            configuration.findingCap = count
            let r = try S.check(oracle.pcap, configuration: configuration)
            let expected = oracle.expected["FH-CS-PRACH"] ?? []
            let got = Self.violatingFrames(r, "FH-CS-PRACH")
            #expect(got == expected, "seed \(seed) carrier \(carrier): only ranconform \(Set(got).subtracting(expected).sorted()), only oracle \(Set(expected).subtracting(got).sorted())")
            #expect(S.evaluated(r, "FH-CS-PRACH") == count)
            #expect(expected.count > 0 && expected.count < count, "seed \(seed): both verdicts occur")
        }
    }

    /// A conforming subset: only the frames no rule must flag; every rule PASSes.
    @Test func conformingFramesPass() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        guard let oracle = try Self.oracle(in: dir) else { return }
        let bad = Set(oracle.expected.values.flatMap { $0 })
        let clean = dir.appendingPathComponent("clean.pcap").path
        try Self.keepFrames(from: oracle.pcap, to: clean) { !bad.contains($0) }
        let testbed = try ProfileLoader.loadTestbed(path: try Self.writeProfiles(in: dir))
        let r = try S.check(clean, configuration: RunConfiguration(testbed: testbed))
        for rule in ["FH-ETH-TYPE", "FH-CS-BEAM", "FH-CS-PRACH"] {
            #expect(r.verdicts(rule) == [.pass], "\(rule): \(r.results(for: rule).map { "\($0.node) \($0.verdict) \($0.reason ?? "")" })")
        }
    }

    @Test func withoutTheProfileFactsTheRulesSkip() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        guard let oracle = try Self.oracle(in: dir) else { return }
        let testbed = try ProfileLoader.loadTestbed(path: try Self.writeProfiles(in: dir, beams: false, carrier: false))
        let r = try S.check(oracle.pcap, configuration: RunConfiguration(testbed: testbed))
        #expect(r.verdicts("FH-CS-BEAM") == [.skip])
        #expect(r.results(for: "FH-CS-BEAM").first?.reason?.contains("fronthaul.beamIds") == true)
        #expect(r.verdicts("FH-CS-PRACH") == [.skip])
        #expect(r.results(for: "FH-CS-PRACH").first?.reason?.contains("no carrier") == true)
        // Without a testbed no foreign frame is judged: only the eCPRI tag stacks.
        let bare = try S.check(oracle.pcap, configuration: RunConfiguration())
        #expect(Self.violatingFrames(bare, "FH-ETH-TYPE") == [39, 40])
        #expect(bare.verdicts("FH-CS-BEAM") == [.skip])
    }

    @Test(.requires(.tshark)) func tsharkSeesTheFieldsTheOracleWrote() throws {
        let tshark = try #require(CustomRuleEngineTests.tshark)
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        guard let oracle = try Self.oracle(in: dir) else { return }
        let fields = ["frame.number", "eth.type", "vlan.etype", "ieee8021ad.id", "oran_fh_cus.beamId", "oran_fh_cus.freqOffset",
                      "oran_fh_cus.frameStructure.fft", "oran_fh_cus.frameStructure.spacing", "oran_fh_cus.filterIndex", "oran_fh_cus.numPrbc"]
        let process = Process()
        process.executableURL = tshark
        process.arguments = ["-r", oracle.pcap, "-T", "fields", "-E", "separator=/t"] + fields.flatMap { ["-e", $0] }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let rows = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        try #require(rows.count == oracle.info.count)
        func ints(_ text: String) -> [Int] { text.split(separator: ",").compactMap { $0.hasPrefix("0x") ? Int($0.dropFirst(2), radix: 16) : Int($0) } }
        var checked = 0
        for (row, info) in zip(rows, oracle.info) {
            let frame = info["frame"] as? Int ?? 0
            // The EtherType after the last tag: vlan.etype (last value) when tagged, else eth.type.
            let finalType = ints(row[2]).last ?? ints(row[1]).last
            if let etype = info["etype"] as? Int { #expect(finalType == etype, "frame \(frame)") }
            if let beams = info["beamIds"] as? [Int] { #expect(ints(row[4]) == beams, "frame \(frame) beamId") }
            if let freq = info["freqOffset"] as? [Int] {
                #expect(ints(row[5]) == freq, "frame \(frame) freqOffset")
                #expect(ints(row[6]) == [info["fft"] as? Int ?? -1], "frame \(frame) fft")
                #expect(ints(row[7]) == [info["scs"] as? Int ?? -1], "frame \(frame) scs")
                #expect(ints(row[8]) == [info["filterIndex"] as? Int ?? -1], "frame \(frame) filterIndex")
                #expect(ints(row[9]) == (info["numPrbc"] as? [Int] ?? []), "frame \(frame) numPrbc")
                checked += 1
            }
        }
        #expect(checked == 23)
    }

    /// Copies the records of a classic pcap whose 1-based number passes `keep`.
    static func keepFrames(from source: String, to destination: String, keep: (Int) -> Bool) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: source)))
        try #require(bytes.count >= 24 && bytes[0] == 0xD4 && bytes[1] == 0xC3)  // little-endian pcap from scapy
        var out = Array(bytes[0..<24])
        var offset = 24, number = 0
        while offset + 16 <= bytes.count {
            let length = Int(bytes[offset + 8]) | Int(bytes[offset + 9]) << 8 | Int(bytes[offset + 10]) << 16 | Int(bytes[offset + 11]) << 24
            number += 1
            if keep(number) { out += bytes[offset..<(offset + 16 + length)] }
            offset += 16 + length
        }
        try Data(out).write(to: URL(fileURLWithPath: destination))
    }
}
