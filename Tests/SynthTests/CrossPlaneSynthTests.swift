import CaptureIO
import Conformance
import F1AP
import Foundation
import NRRRC
import ProfileLoading
import Profiles
import TestSupport
import Testing
import WireCore
@testable import Synth

/// The cross-plane scenarios (Profiles/scenarios/xp-*.yaml): the F1 cell configuration derived
/// from the fronthaul scenario checks clean against it; each fault switch gives exactly its XP
/// rule's FAIL and changes no other verdict; tshark 4.0.17 and pycrate 0.8.1 read the synthesized
/// MIB / SIB1 as the scenario set them and as our decoder does.
@Suite struct CrossPlaneSynthTests {
    static let testbed = SynthSupport.path("Profiles/testbeds/synth-xp.yaml")
    static func capture(_ name: String) -> String { SynthSupport.synthCaptures.appendingPathComponent(name + ".pcapng").path }
    static func scenario(_ name: String) throws -> Scenario { try ScenarioLoader.load(path: SynthSupport.path("Profiles/scenarios/\(name).yaml")) }

    static let faults: [(fault: String, rule: String)] = [
        ("scs-mismatch", "XP-CELL-SCS"), ("bandwidth-mismatch", "XP-CELL-BANDWIDTH"), ("tdd-slot-mismatch", "XP-TDD-PATTERN"),
        ("prach-index-mismatch", "XP-PRACH-CONFIG"), ("prach-frequency-start-mismatch", "XP-PRACH-CONFIG"), ("cell-identity-mismatch", "XP-CELL-IDENTITY"),
    ]
    /// Faults whose rule needs IQ analysis (judged in ``ssbFaultFailsXPSSBWithIQAnalysis()``).
    static let iqFaults = ["ssb-pss-missing"]
    static let xpRules = ["XP-CELL-SCS", "XP-CELL-BANDWIDTH", "XP-TDD-PATTERN", "XP-PRACH-CONFIG", "XP-CELL-IDENTITY"]

    static func verdicts(_ results: RunResults) -> [String: String] {
        Dictionary(results.results.map { ("\($0.rule) \($0.node)", $0.verdict.rawValue) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func cleanScenarioJudgesEveryXPRuleAndPasses() throws {
        let (bad, results) = try SynthSupport.failOrWarn(capture: Self.capture("xp-clean"), testbed: Self.testbed)
        #expect(bad.isEmpty, "\(bad)")
        for rule in Self.xpRules {
            let rows = results.results.filter { $0.rule == rule }
            #expect(rows.count == 1 && rows[0].verdict == .pass && rows[0].evaluated > 0 && rows[0].node == "du1", "\(rule): \(rows)")
        }
    }

    @Test(arguments: CrossPlaneSynthTests.faults.map(\.fault))
    func eachFaultFailsExactlyItsRule(_ fault: String) throws {
        let rule = try #require(Self.faults.first { $0.fault == fault }?.rule)
        let (_, clean) = try SynthSupport.failOrWarn(capture: Self.capture("xp-clean"), testbed: Self.testbed)
        let (bad, broken) = try SynthSupport.failOrWarn(capture: Self.capture("xp-fault-\(fault)"), testbed: Self.testbed)
        #expect(bad == [rule], "\(fault): \(bad)")
        let a = Self.verdicts(clean), b = Self.verdicts(broken)
        let changed = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
        // the SCS fault also leaves the TDD pattern underivable (reference SCS above the cell's): SKIP, not FAIL
        let allowed: Set<String> = fault == "scs-mismatch" ? ["\(rule) du1", "XP-TDD-PATTERN du1"] : ["\(rule) du1"]
        #expect(changed.isSubset(of: allowed), "\(fault): verdicts changed for \(changed.sorted())")
        #expect(b["\(rule) du1"] == "FAIL")
        // every other rule's findings are the clean capture's
        for row in broken.results where row.rule != rule {
            let same = clean.results.first { $0.rule == row.rule && $0.node == row.node }
            #expect(row.violations == (same?.violations ?? 0), "\(fault): \(row.rule) \(row.node)")
        }
    }

    /// A capture that starts after the F1 Setup (and the gNB-DU Configuration Update) announces no
    /// cell: every XP rule is SKIP with the reason, never FAIL, even on a faulty cell's traffic.
    @Test func captureWithoutF1SetupSkips() throws {
        for name in ["xp-fault-bandwidth-mismatch", "xp-fault-tdd-slot-mismatch", "xp-fault-scs-mismatch"] {
            let run = ConformanceRun(configuration: RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: Self.testbed)))
            let reader = try CaptureReader(path: Self.capture(name))
            var fed = 0, cellMessages = 0
            while let record = reader.next() {
                // drop every frame up to the last F1AP cell announcement (frame 251 of these captures)
                if record.frameNumber <= 260 { continue }
                fed += 1
                cellMessages += Self.cellTrafficMessages(Array(record.bytes))
                run.feed(record)
            }
            #expect(fed > 100 && cellMessages > 50, "\(name): \(cellMessages) cell messages")
            let results = run.finish()
            for rule in Self.xpRules {
                let rows = results.results.filter { $0.rule == rule }
                #expect(rows.allSatisfy { $0.verdict == .skip && ($0.reason ?? "").contains("F1") }, "\(name) \(rule): \(rows.map { "\($0.verdict) \($0.reason ?? "")" })")
            }
            // every U-plane and section type 1 / 3 C-plane message is counted as not judged, once
            for rule in Self.xpRules where rule != "XP-CELL-IDENTITY" {
                let reasons = results.results.filter { $0.rule == rule }.compactMap(\.reason)
                #expect(reasons.contains { $0.hasSuffix("(\(cellMessages) item(s) not judged)") }, "\(name) \(rule): \(reasons)")
            }
        }
    }

    /// The eCPRI messages of an Ethernet frame that the XP cell rules judge, read from the raw
    /// octets (not with our decoder): IQ data (eCPRI type 0, O-RAN U-plane) and real-time control
    /// (type 2) of section type 1 or 3 (O-RAN.WG4.CUS §7.5.2.2: the radio application header's
    /// sixth octet), across VLAN tags and concatenated messages (eCPRI §3.2.4.1 C bit).
    static func cellTrafficMessages(_ frame: [UInt8]) -> Int {
        guard var at = RawEthernet.ecpriPayload(frame)?.offset else { return 0 }
        var count = 0
        while at + 4 <= frame.count {
            let type = frame[at + 1], size = Int(frame[at + 2]) << 8 | Int(frame[at + 3])
            if type == 0 { count += 1 }
            if type == 2, at + 4 + 4 + 5 < frame.count, [1, 3].contains(frame[at + 4 + 4 + 5]) { count += 1 }
            guard frame[at] & 1 == 1 else { break }
            at += 4 + size
        }
        return count
    }

    /// Our decode of the synthesized F1 SETUP REQUEST's served cell equals the scenario's cell.
    @Test func ourDecodeOfTheAnnouncedCellIsTheScenarios() throws {
        for name in ["xp-clean"] + Self.faults.map({ "xp-fault-\($0.fault)" }) {
            let s = try Self.scenario(name)
            let f1 = try #require(s.f1ap)
            let si = try #require(f1.config.systemInformation)
            let g = F1APTrafficGenerator(config: f1.config, du: f1.du, cu: f1.cu, startNanoseconds: s.startNanoseconds,
                                         durationNanoseconds: s.durationNanoseconds, seed: 1)
            let i = try #require(g.plan.firstIndex { $0.messageName == "F1SetupRequest" })
            let message = try #require(F1AP.decode(g.encodedPDUs[i][...]).message)
            let cell = try #require(F1APCellConfiguration.cells(in: message).first)
            #expect(cell.pci == si.pci && cell.numerology == si.numerology && cell.prbs == si.f1PRBs, "\(name)")
            #expect(cell.nrcgi?.description == "001-01/66c000001", "\(name)")
            let sib1 = try #require(cell.sib1, "\(name): \(cell.systemInformationProblem ?? "")")
            #expect(sib1.downlinkCarriers.map(\.carrierBandwidth) == [si.prbs])
            #expect(sib1.rach?.prachConfigurationIndex == si.prachConfigurationIndex && sib1.rach?.msg1FrequencyStart == si.msg1FrequencyStart)
            #expect(sib1.tddPattern1 == si.tdd.map { TDDPattern(periodicity: $0.periodicity, downlinkSlots: $0.downlinkSlots, downlinkSymbols: $0.downlinkSymbols,
                                                               uplinkSlots: $0.uplinkSlots, uplinkSymbols: $0.uplinkSymbols) })
            #expect(cell.mib?.subCarrierSpacingCommon == "scs30or120")
            #expect(cell.initialUplinkBWP?.start == 0 && cell.initialUplinkBWP?.count == si.prbs)
            // the SSB: PRB 1 of the 30 kHz carrier is 24 subcarriers of 15 kHz above point A (offsetToPointA 2, k_SSB 0)
            #expect(si.ssb?.firstPRB == 1, "\(name)")
            #expect(sib1.offsetToPointA == 2 && cell.mib?.ssbSubcarrierOffset == 0, "\(name)")
            #expect(cell.ssbPositionsInBurst == [true] + Array(repeating: false, count: 7) && cell.ssbPeriodicityMilliseconds == 5, "\(name)")
        }
    }

    /// XP-SSB with IQ analysis: the clean capture's SSB symbols carry energy (PASS), the
    /// ssb-pss-missing capture FAILs XP-SSB and nothing else changes; without IQ analysis XP-SSB is
    /// SKIP with the reason and the fault capture gives no FAIL.
    @Test func ssbFaultFailsXPSSBWithIQAnalysis() throws {
        let (cleanBad, clean) = try SynthSupport.failOrWarn(capture: Self.capture("xp-clean"), testbed: Self.testbed, iq: true)
        #expect(cleanBad.isEmpty, "\(cleanBad)")
        let row = clean.results.first { $0.rule == "XP-SSB" }
        #expect(row?.verdict == .pass && (row?.evaluated ?? 0) >= 4 && row?.node == "du1", "\(String(describing: row))")
        let (bad, broken) = try SynthSupport.failOrWarn(capture: Self.capture("xp-fault-ssb-pss-missing"), testbed: Self.testbed, iq: true)
        #expect(bad == ["XP-SSB"], "\(bad)")
        let a = Self.verdicts(clean), b = Self.verdicts(broken)
        let changed = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
        #expect(changed == ["XP-SSB du1"], "\(changed.sorted())")
        let finding = try #require(broken.results.first { $0.rule == "XP-SSB" }?.findings.first)
        #expect(finding.message.contains("symbolId 2") && finding.fieldPath == "oran_fh_cus.iq_user_data", "\(finding.message)")
        let (plainBad, plain) = try SynthSupport.failOrWarn(capture: Self.capture("xp-fault-ssb-pss-missing"), testbed: Self.testbed)
        #expect(plainBad.isEmpty, "\(plainBad)")
        let skipped = plain.results.first { $0.rule == "XP-SSB" }
        #expect(skipped?.verdict == .skip && (skipped?.reason ?? "").contains("check --iq"), "\(String(describing: skipped))")
    }

    /// Independent of our decoder: in the fault capture the BFP blocks of PRBs 1…20 of every DL
    /// U-plane message of the PSS symbol (slot 0 or 10 of the frame at 30 kHz, symbol 2) are all
    /// zero octets; in the clean capture none of them is (CUS §6.3.3 / §8.3.3.13 layout, read by
    /// hand: eCPRI header, 4-octet U-plane header, 4-octet section header, 28-octet BFP-9 PRB blocks).
    @Test func faultCaptureCarriesZeroSSBBlocksOnThePSSSymbolOnly() throws {
        func pssBlocks(_ name: String) throws -> (zero: Int, nonzero: Int, messages: Int) {
            let reader = try CaptureReader(path: Self.capture(name))
            var zero = 0, nonzero = 0, messages = 0
            while let r = reader.next() {
                let b = Array(r.bytes)
                guard let w = SynthSupport.WireView(b), w.etherType == 0xAEFE, w.ecpriType == 0, w.dataDirection == 1 else { continue }
                // U-plane common header after 12 (MACs) + 4 (802.1Q) + 2 (EtherType) + 4 (eCPRI) + 4 (PC_ID, SEQ_ID)
                let h = 26
                let subframe = Int(b[h + 2] >> 4), slot = Int(b[h + 2] & 0x0F) << 2 | Int(b[h + 3] >> 6), symbol = Int(b[h + 3] & 0x3F)
                guard symbol == 2, slot == 0, subframe % 5 == 0 else { continue }
                messages += 1
                let first = h + 8
                for p in 0..<w.numPrbu {
                    let prb = w.startPrbu + p
                    guard (1...20).contains(prb) else { continue }
                    let block = b[(first + 28 * p)..<(first + 28 * p + 28)]
                    if block.allSatisfy({ $0 == 0 }) { zero += 1 } else { nonzero += 1 }
                }
            }
            return (zero, nonzero, messages)
        }
        let fault = try pssBlocks("xp-fault-ssb-pss-missing"), clean = try pssBlocks("xp-clean")
        #expect(fault.messages > 0 && fault.zero == 20 * fault.messages && fault.nonzero == 0, "\(fault)")
        #expect(clean.messages == fault.messages && clean.zero == 0 && clean.nonzero == 20 * clean.messages, "\(clean)")
    }

    /// tshark 4.0.17 (nr-rrc inside f1ap) shows the values the scenario set, in every xp capture.
    @Test(.requires(.tshark)) func tsharkReadsTheSynthesizedSIB1AndMIB() throws {
        let fields = ["f1ap.nRPCI", "f1ap.nRSCS", "nr-rrc.subCarrierSpacingCommon", "nr-rrc.carrierBandwidth", "nr-rrc.subcarrierSpacing",
                      "nr-rrc.prach_ConfigurationIndex", "nr-rrc.msg1_FrequencyStart", "nr-rrc.msg1_SubcarrierSpacing", "nr-rrc.nrofDownlinkSlots",
                      "nr-rrc.nrofDownlinkSymbols", "nr-rrc.nrofUplinkSlots", "nr-rrc.locationAndBandwidth"]
        for name in ["xp-clean"] + Self.faults.map({ "xp-fault-\($0.fault)" }) {
            let si = try #require(try Self.scenario(name).f1ap?.config.systemInformation)
            let t = try Subprocess.run(Oracle.tshark!, ["-r", Self.capture(name), "-Y", "f1ap.procedureCode == 1 && f1ap.initiatingMessage_element",
                                                         "-T", "fields", "-E", "separator=;"] + fields.flatMap { ["-e", $0] })
            try #require(t.status == 0, "\(t.stderr)")
            let line = try #require(t.stdout.split(separator: "\n").first.map(String.init), "\(name): no F1 Setup Request")
            let v = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            try #require(v.count == fields.count, "\(line)")
            let t2 = si.tdd
            let riv = 275 * (si.prbs - 1)
            let expected = ["\(si.pci ?? -1)", "\(si.numerology)", "\(si.carrierNumerology % 2)", "\(si.prbs),\(si.prbs)",
                            "\(si.numerology),\(si.carrierNumerology),\(si.numerology),\(si.carrierNumerology)", "\(si.prachConfigurationIndex)",
                            "\(si.msg1FrequencyStart)", "\(si.carrierNumerology)", "\(t2?.downlinkSlots ?? -1)", "\(t2?.downlinkSymbols ?? -1)",
                            "\(t2?.uplinkSlots ?? -1)", "\(riv),\(riv)"]
            #expect(v == expected, "\(name): tshark \(v) expected \(expected)")
        }
    }

    /// The other committed captures (with their testbeds, and without) and the shared test corpus
    /// give no XP FAIL or WARN, with IQ analysis or without: they carry no F1 cell of their
    /// fronthaul's O-RU.
    @Test func existingCapturesGiveNoXPFailure() throws {
        var subjects: [(String, String?)] = [(SynthSupport.path("Captures/sample-du-ru-cu.pcapng"), SynthSupport.path("Profiles/testbeds/lab-a.yaml")),
                                             (SynthSupport.path("Captures/sample-du-ru-cu.pcapng"), nil)]
        let synth = try FileManager.default.contentsOfDirectory(atPath: SynthSupport.synthCaptures.path).filter { $0.hasSuffix(".pcapng") && !$0.hasPrefix("xp-") }
        subjects += synth.sorted().map { (SynthSupport.synthCaptures.appendingPathComponent($0).path, nil) }
        if Oracle.sharedPresent, let found = FileManager.default.enumerator(atPath: Oracle.shared("testdata").path) {
            for case let f as String in found where f.hasSuffix(".pcap") || f.hasSuffix(".pcapng") {
                subjects.append((Oracle.shared("testdata").appendingPathComponent(f).path, nil))
            }
        }
        for (path, testbed) in subjects {
            // with and without IQ analysis (XP-SSB is judged only with it)
            for iq in [false, true] {
                var configuration = RunConfiguration(testbed: try testbed.map { try ProfileLoader.loadTestbed(path: $0) })
                if iq { configuration.iq = configuration.iqSettings() }
                let run = ConformanceRun(configuration: configuration)
                let reader = try CaptureReader(path: path)
                while let record = reader.next() { run.feed(record) }
                let bad = run.finish().results.filter { $0.rule.hasPrefix("XP-") && ($0.verdict == .fail || $0.verdict == .warn) }
                #expect(bad.isEmpty, "\(path) iq \(iq): \(bad.map { "\($0.rule) \($0.node)" })")
            }
        }
    }

    static let pycrateSource = #"""
from pycrate_asn1dir import RRCNR
import json

def run(pdu, item):
    o = RRCNR.NR_RRC_Definitions.SIB1 if item["type"] == "SIB1" else RRCNR.NR_RRC_Definitions.MIB
    o.from_uper(bytes.fromhex(item["hex"]))
    return {"jer": json.loads(o.to_jer()), "hex": o.to_uper().hex()}
"""#

    /// pycrate 0.8.1 (RRCNR) decodes the synthesized SIB1 and MIB to the scenario's values and
    /// re-encodes them to the same octets.
    @Test(.requires(.pycrate)) func pycrateReadsTheSynthesizedSIB1AndMIB() throws {
        try PycrateWorker.shared.define("xp-sib1", source: Self.pycrateSource)
        for name in ["xp-clean", "xp-fault-scs-mismatch", "xp-fault-tdd-slot-mismatch", "xp-fault-prach-index-mismatch"] {
            let si = try #require(try Self.scenario(name).f1ap?.config.systemInformation)
            let sib1 = try si.sib1(), mib = si.mib
            let answers = try PycrateWorker.shared.objects("xp-sib1", items: [["type": "SIB1", "hex": Hex.encode(sib1)], ["type": "MIB", "hex": Hex.encode(mib)]])
            #expect(answers[0]["hex"] as? String == Hex.encode(sib1), "\(name): \(answers[0])")
            #expect(answers[1]["hex"] as? String == Hex.encode(mib), "\(name): \(answers[1])")
            let jer = try #require(answers[0]["jer"] as? [String: Any])
            let common = jer["servingCellConfigCommon"] as? [String: Any]
            let dl = ((common?["downlinkConfigCommon"] as? [String: Any])?["frequencyInfoDL"] as? [String: Any])?["scs-SpecificCarrierList"] as? [[String: Any]]
            #expect(dl?.first?["carrierBandwidth"] as? Int == si.prbs)
            #expect(dl?.first?["subcarrierSpacing"] as? String == SynthCellSystemInformation.scsNames[si.numerology])
            let ul = common?["uplinkConfigCommon"] as? [String: Any]
            let rach = ((ul?["initialUplinkBWP"] as? [String: Any])?["rach-ConfigCommon"] as? [String: Any])?["setup"] as? [String: Any]
            let generic = rach?["rach-ConfigGeneric"] as? [String: Any]
            #expect(generic?["prach-ConfigurationIndex"] as? Int == si.prachConfigurationIndex)
            #expect(generic?["msg1-FrequencyStart"] as? Int == si.msg1FrequencyStart)
            let p1 = (common?["tdd-UL-DL-ConfigurationCommon"] as? [String: Any])?["pattern1"] as? [String: Any]
            #expect(p1?["nrofDownlinkSlots"] as? Int == si.tdd?.downlinkSlots && p1?["nrofUplinkSlots"] as? Int == si.tdd?.uplinkSlots)
            #expect(p1?["dl-UL-TransmissionPeriodicity"] as? String == si.tdd?.periodicity)
            let m = try #require(answers[1]["jer"] as? [String: Any])
            #expect(m["subCarrierSpacingCommon"] as? String == "scs30or120")
        }
    }
}
