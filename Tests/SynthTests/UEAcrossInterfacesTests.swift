import CaptureIO
import Conformance
import Foundation
import Profiles
import Synth
import Testing
import TestSupport

/// One UE across F1, NG and E1 (TS 38.401 §8.9.2): the synthesized split-CU initial access
/// correlates into one timeline; XP-UE-E1-BEARER passes on it, FAILs when the E1 Bearer Context
/// Setup is left out, and is INCONCLUSIVE (never FAIL) on a capture that starts after the
/// Initial UL RRC Message Transfer or SKIP without the testbed's `cuSplit`.
@Suite struct UEAcrossInterfacesTests {
    static let rule = "XP-UE-E1-BEARER"

    static func check(_ options: UEAcrossInterfacesScenario.Options, cuSplit: Bool = true) throws -> RunResults {
        let url = try F1APSynth.write(UEAcrossInterfacesScenario.frames(options))
        defer { try? FileManager.default.removeItem(at: url) }
        var testbed = TestbedProfile(name: "split-cu", nodes: [])
        testbed.cuSplit = cuSplit
        let reader = try CaptureReader(path: url.path)
        let run = ConformanceRun(configuration: RunConfiguration(testbed: testbed))
        while let record = reader.next() { run.feed(record) }
        return run.finish()
    }

    static func failing(_ r: RunResults) -> Set<String> { Set(r.results.filter { $0.verdict == .fail }.map(\.rule)) }

    @Test func everyScenarioMessageIsBuilt() {
        let names = UEAcrossInterfacesScenario.messages().map(\.name)
        #expect(names == [
            "GNB-CU-UP-E1SetupRequest", "GNB-CU-UP-E1SetupResponse", "InitialULRRCMessageTransfer", "DLRRCMessageTransfer",
            "ULRRCMessageTransfer", "InitialUEMessage", "InitialContextSetupRequest", "BearerContextSetupRequest",
            "BearerContextSetupResponse", "UEContextSetupRequest", "UEContextSetupResponse", "InitialContextSetupResponse",
        ])
    }

    @Test func cleanScenarioIsOneTimelineAndPasses() throws {
        let r = try Self.check(.init())
        #expect(Self.failing(r).isEmpty, "FAIL \(Self.failing(r).sorted())")
        #expect(r.verdicts(Self.rule) == [.pass])
        #expect(r.ueTimelines.correlated == 1)
        #expect(r.ueTimelines.singleInterface == 0)
        let t = try #require(r.ueTimelines.timelines.first)
        #expect(t.interfaces == ["F1", "NG", "E1"])
        #expect(t.joinedBy == ["GTP tunnel", "NAS-PDU"])
        let order = ["InitialULRRCMessageTransfer", "InitialUEMessage", "BearerContextSetupRequest", "UEContextSetupRequest"]
        let positions = order.map { name in t.steps.firstIndex { $0.message == name } }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(t.steps.map(\.frame) == t.steps.map(\.frame).sorted())
        #expect(t.steps.count == 10)
        #expect(t.steps.first { $0.message == "InitialUEMessage" }?.ids.contains("RAN-UE-NGAP-ID=7") == true)
    }

    @Test("the reading thread (--jobs 2) or the decode workers (--jobs 3) make the UE join evidence of F1AP messages: the same timelines and verdicts as one thread")
    func timelinesFromWorkersAreTheSerialOnes() throws {
        for options in [UEAcrossInterfacesScenario.Options(), .init(omitE1BearerSetup: true)] {
            let url = try F1APSynth.write(UEAcrossInterfacesScenario.frames(options))
            defer { try? FileManager.default.removeItem(at: url) }
            var testbed = TestbedProfile(name: "split-cu", nodes: [])
            testbed.cuSplit = true
            func results(jobs: Int, batch: Int) throws -> RunResults {
                let reader = try CaptureReader(path: url.path)
                let pipeline = ParallelCheck(run: ConformanceRun(configuration: RunConfiguration(testbed: testbed)), threads: jobs, batchFrames: batch)
                while let record = reader.next() { pipeline.feed(record) }
                let results = pipeline.finish()
                if jobs == 2 { #expect(pipeline.signallingOnReadingThread > 0 && pipeline.signallingPerWorker == [0], "\(pipeline.signallingPerWorker)") }
                if jobs > 2 { #expect(pipeline.signallingPerWorker.allSatisfy { $0 > 0 } && pipeline.signallingOnReadingThread == 0, "\(pipeline.signallingPerWorker)") }
                return results
            }
            let serial = try results(jobs: 1, batch: 64)
            #expect(serial.ueTimelines.correlated >= 1)
            for (jobs, batch) in [(2, 1), (2, 4), (3, 64)] {
                let parallel = try results(jobs: jobs, batch: batch)
                #expect(parallel.renderJSON() == serial.renderJSON(), "--jobs \(jobs), batch \(batch)")
                #expect(parallel.ueTimelines.correlated == serial.ueTimelines.correlated)
            }
        }
    }

    @Test func missingE1BearerSetupFailsExactlyThatRule() throws {
        let r = try Self.check(.init(omitE1BearerSetup: true))
        #expect(Self.failing(r) == [Self.rule])
        let finding = try #require(r.results(for: Self.rule).first { $0.verdict == .fail }?.findings.first)
        #expect(finding.frames == [3, 8])
        // the F1 and NG contexts still join on the NAS PDU
        #expect(r.ueTimelines.timelines.first?.interfaces == ["F1", "NG"])
    }

    @Test func captureStartingAfterInitialULIsInconclusiveNotFail() throws {
        for omit in [false, true] {
            let r = try Self.check(.init(omitE1BearerSetup: omit, startAfterInitialUL: true))
            #expect(!Self.failing(r).contains(Self.rule))
            if omit { #expect(r.verdicts(Self.rule) == [.inconclusive]) } else { #expect(r.verdicts(Self.rule) == [.pass]) }
        }
    }

    /// The scenario cut into two files of one recording at every frame boundary, the second
    /// after a pause: a pause within the response timeout (a ring buffer's next file) gives the
    /// verdicts and the one timeline of the whole capture; a longer one (another recording)
    /// restarts the UEs, and XP-UE-E1-BEARER is then never FAIL where the whole capture PASSes.
    @Test func timelinesContinueAcrossFilesOfOneRecording() throws {
        var testbed = TestbedProfile(name: "split-cu", nodes: [])
        testbed.cuSplit = true
        for options in [UEAcrossInterfacesScenario.Options(), .init(omitE1BearerSetup: true)] {
            let frames = UEAcrossInterfacesScenario.frames(options)
            let records = frames.enumerated().map { i, f in
                CaptureRecord(frameNumber: i + 1, timestampNanoseconds: f.timestampNanoseconds, capturedLength: f.bytes.count,
                              originalLength: f.bytes.count, linkType: .ethernet, bytes: f.bytes[...])
            }
            func run(cut: Int?, pause: Int64) -> RunResults {
                let run = ConformanceRun(configuration: RunConfiguration(testbed: testbed))
                run.beginCapture(name: "a.pcapng", firstFrame: 1)
                for (i, record) in records.enumerated() {
                    var r = record
                    if let cut, i >= cut {
                        if i == cut { run.beginCapture(name: "b.pcapng", firstFrame: cut + 1) }
                        r.timestampNanoseconds += pause
                    }
                    run.feed(r)
                }
                return run.finish()
            }
            let whole = run(cut: nil, pause: 0)
            #expect(whole.ueTimelines.timelines.count == 1)
            for cut in 1..<records.count {
                let paused = run(cut: cut, pause: 2_000_000_000)
                #expect(paused.verdicts(Self.rule) == whole.verdicts(Self.rule), "cut before frame \(cut + 1)")
                #expect(paused.ueTimelines.timelines.map(\.interfaces) == whole.ueTimelines.timelines.map(\.interfaces), "cut before frame \(cut + 1)")
                #expect(paused.ueTimelines.timelines.map { $0.steps.map(\.frame) } == whole.ueTimelines.timelines.map { $0.steps.map(\.frame) })
                let apart = run(cut: cut, pause: 60_000_000_000)
                if whole.verdicts(Self.rule) == [.pass] { #expect(!Self.failing(apart).contains(Self.rule), "cut before frame \(cut + 1)") }
            }
        }
    }

    @Test func withoutSplitCUDeclarationTheRuleIsSkip() throws {
        let r = try Self.check(.init(omitE1BearerSetup: true), cuSplit: false)
        #expect(r.verdicts(Self.rule) == [.skip])
        #expect(Self.failing(r).isEmpty)
        #expect(r.ueTimelines.correlated == 1)
    }

    @Test func withoutE1TrafficTheRuleIsSkip() throws {
        let frames = UEAcrossInterfacesScenario.frames(.init(omitE1BearerSetup: true)).filter { !($0.comment ?? "").hasPrefix("e1ap") }
        let url = try F1APSynth.write(frames)
        defer { try? FileManager.default.removeItem(at: url) }
        var testbed = TestbedProfile(name: "split-cu", nodes: [])
        testbed.cuSplit = true
        let reader = try CaptureReader(path: url.path)
        let run = ConformanceRun(configuration: RunConfiguration(testbed: testbed))
        while let record = reader.next() { run.feed(record) }
        let r = run.finish()
        #expect(r.verdicts(Self.rule) == [.skip])
        #expect(r.results(for: Self.rule).first?.reason?.contains("no E1AP traffic") == true)
    }

    @Test(.requires(.pycrate)) func pycrateDecodesTheNGAPAndE1APPDUs() throws {
        let messages = UEAcrossInterfacesScenario.messages()
        for proto in ["ngap", "e1ap", "f1ap"] {
            let mine = messages.filter { $0.proto == proto }
            let decoded = try PycrateWorker.shared.decode(mine.map(\.bytes), protocol: proto)
            #expect(decoded.count == mine.count)
            for (m, d) in zip(mine, decoded) {
                #expect(d["error"] == nil, "\(proto) \(m.name): \(d)")
            }
        }
    }

    @Test(.requires(.tshark)) func tsharkDecodesTheProcedureCodes() throws {
        let url = try F1APSynth.write(UEAcrossInterfacesScenario.frames())
        defer { try? FileManager.default.removeItem(at: url) }
        if let keep = ProcessInfo.processInfo.environment["UE_SCENARIO_KEEP"] { try? FileManager.default.copyItem(at: url, to: URL(fileURLWithPath: keep)) }
        let r = try F1APSynth.run(["tshark", "-r", url.path, "-T", "fields", "-E", "separator=/t",
                                   "-e", "sctp.data_payload_proto_id", "-e", "f1ap.procedureCode", "-e", "ngap.procedureCode", "-e", "e1ap.procedureCode",
                                   "-e", "_ws.malformed"])
        #expect(r.status == 0, "\(r.err)")
        let rows = r.out.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        // F1AP 11 Initial UL RRC, 12 DL RRC, 13 UL RRC, 5 UE Context Setup; NGAP 15 Initial UE
        // Message, 14 Initial Context Setup; E1AP 3 gNB-CU-UP E1 Setup, 8 Bearer Context Setup
        let expected = [["64", "", "", "3"], ["64", "", "", "3"], ["62", "11", "", ""], ["62", "12", "", ""], ["62", "13", "", ""],
                        ["60", "", "15", ""], ["60", "", "14", ""], ["64", "", "", "8"], ["64", "", "", "8"], ["62", "5", "", ""],
                        ["62", "5", "", ""], ["60", "", "14", ""]]
        #expect(rows.map { Array($0.prefix(4)) } == expected)
        #expect(rows.allSatisfy { $0.count < 5 || $0[4].isEmpty }, "\(rows)")
    }

    @Test func scenarioFilesSelectTheOptions() throws {
        let root = Oracle.packageRoot.appendingPathComponent("Profiles/scenarios").path
        #expect(try ScenarioLoader.load(path: root + "/ue-split-cu-clean.yaml").ue == .init())
        #expect(try ScenarioLoader.load(path: root + "/ue-split-cu-fault-no-e1-bearer.yaml").ue == .init(omitE1BearerSetup: true))
    }
}
