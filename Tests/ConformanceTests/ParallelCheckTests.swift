import CaptureIO
import Conformance
import Foundation
import TestSupport
import Testing

/// `check --jobs N` (N − 1 decode workers): the pipeline gives the same bytes as the serial run on
/// every capture the tests use, whatever the number of workers and the batch size, including
/// cut and corrupt files; flows are really spread over the workers.
@Suite struct ParallelCheckTests {
    typealias V = CaptureVariants

    /// JSON and text results of one run over `bytes` (nil: the serial path, `--jobs 1`; `workers` decode workers is `--jobs workers + 1`).
    static func outputs(_ bytes: [UInt8], name: String, _ configuration: RunConfiguration, workers: Int?, batch: Int = ParallelCheck.defaultBatchFrames,
                        facts: FactsPlacement = .balanced, reading: ReadingShare? = nil)
        throws -> (json: String, text: String, pipeline: ParallelCheck?)
    {
        let reader = try CaptureReader(bytes: bytes, name: name)
        let run = ConformanceRun(configuration: configuration)
        guard let workers else {
            while let record = reader.next() { run.feed(record) }
            for warning in reader.warnings { run.captureFileProblem("\(name): \(warning)") }
            let results = run.finish()
            return (results.renderJSON(), results.renderText(), nil)
        }
        let pipeline = ParallelCheck(run: run, workers: workers, batchFrames: batch, factsPlacement: facts, readingShare: reading)
        while let record = reader.next() { pipeline.feed(record) }
        for warning in reader.warnings { pipeline.captureFileProblem("\(name): \(warning)") }
        let results = pipeline.finish()
        return (results.renderJSON(), results.renderText(), pipeline)
    }

    @Test("every capture: 1 to 4 decode workers (batches of 1, 7, 64, 256 frames), the PDU facts made by the workers or by the checking stage, and the signalling PDUs decoded by the workers or by the reading thread, give the serial run's JSON and text",
          arguments: V.subjects)
    func sameBytes(_ subject: V.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        let runs: [(workers: Int, batch: Int, facts: FactsPlacement, reading: ReadingShare?)] = [
            (1, 256, .balanced, nil), (2, 1, .balanced, nil), (2, 64, .balanced, nil), (2, 256, .balanced, nil), (3, 7, .balanced, nil), (4, 256, .balanced, nil),
            (2, 7, .decodeWorkers, nil), (2, 7, .checkingStage, nil), (1, 7, .balanced, ReadingShare.none), (1, 7, .checkingStage, .all), (3, 5, .balanced, .all),
        ]
        for configuration in [RunConfiguration(), try V.configuration(subject)] {
            let serial = try Self.outputs(bytes, name: subject.name, configuration, workers: nil)
            #expect(serial.json.contains("\"frames\""))
            for run in runs {
                let parallel = try Self.outputs(bytes, name: subject.name, configuration, workers: run.workers, batch: run.batch, facts: run.facts,
                                                reading: run.reading)
                let label = "\(subject.name) \(run.workers) workers, batch \(run.batch), facts \(run.facts), reading share \(String(describing: run.reading))"
                #expect(parallel.json == serial.json, "\(label): JSON differs")
                #expect(parallel.text == serial.text, "\(label): text differs")
                // a pinned placement is followed: every worker batch left its facts to checking, or none
                let left = try #require(parallel.pipeline).batchesWithFactsMadeInChecking
                if run.facts == .decodeWorkers { #expect(left == 0, "\(label)") }
                if run.facts == .checkingStage { #expect(left > 0, "\(label)") }
            }
        }
    }

    @Test("every capture, with the nodes named from traffic bounded at 0 to 2: 1 and 2 decode workers give the serial run's bytes, the nodes stop at the bound and the frames of the others are INCONCLUSIVE",
          arguments: V.subjects)
    func nodeBound(_ subject: V.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        for base in [RunConfiguration(), try V.configuration(subject)] {
            let reader = try CaptureReader(bytes: bytes, name: subject.name)
            let unbounded = ConformanceRun(configuration: base)
            while let record = reader.next() { unbounded.feed(record) }
            let all = unbounded.finish()
            let named = all.nodes.filter { !$0.declared }.count
            for bound in 0...2 {
                var configuration = base
                configuration.maximumTrafficNodes = bound
                let serial = try Self.outputs(bytes, name: subject.name, configuration, workers: nil)
                for (workers, batch) in [(1, 7), (2, 64)] {
                    let parallel = try Self.outputs(bytes, name: subject.name, configuration, workers: workers, batch: batch)
                    #expect(parallel.json == serial.json, "\(subject.name) bound \(bound), \(workers) workers: JSON differs")
                }
                // the same run again, for its results as values
                let again = try CaptureReader(bytes: bytes, name: subject.name)
                let run = ConformanceRun(configuration: configuration)
                while let record = again.next() { run.feed(record) }
                let results = run.finish()
                let label = "\(subject.name) bound \(bound)"
                #expect(results.nodes.filter { !$0.declared }.count == min(bound, named), "\(label)")
                #expect(results.nodes.prefix(min(bound, named) + all.nodes.count - named).map(\.name)
                        == all.nodes.prefix(min(bound, named) + all.nodes.count - named).map(\.name), "\(label): nodes named in another order")
                let names = Set(results.nodes.map(\.name))
                #expect(results.results.allSatisfy { names.contains($0.node) || $0.node == "-" }, "\(label)")
                let f = results.frames
                #expect(f.frames == all.frames.frames && f.frames == f.decoded + f.malformed + f.inconclusive + f.other, "\(label)")
                #expect(f.inconclusive >= f.unattributed, "\(label)")
                if bound >= named {
                    #expect(f.unattributed == 0 && results.renderJSON() == all.renderJSON(), "\(label): the bound is not reached, nothing may change")
                } else {
                    #expect(f.unattributed > 0, "\(label)")
                    #expect(!results.completeness.isComplete && results.overallVerdict != .pass, "\(label)")
                }
            }
        }
    }

    @Test("a cut or corrupted capture gives the serial run's results with 3 decode workers")
    func damagedInput() throws {
        let path = EngineSupport.packageRoot.appendingPathComponent("Captures/synth/fh-clean.pcapng").path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var variants: [[UInt8]] = [Array(bytes[..<(bytes.count * 2 / 3)]), Array(bytes[..<(bytes.count - 3)])]
        var corrupt = bytes
        // Flip bytes inside records (eCPRI headers, section fields, a block length).
        for offset in stride(from: 200, to: corrupt.count, by: 977) { corrupt[offset] ^= 0xA5 }
        variants.append(corrupt)
        for (n, variant) in variants.enumerated() {
            let serial = try Self.outputs(variant, name: "damaged-\(n)", RunConfiguration(), workers: nil)
            let parallel = try Self.outputs(variant, name: "damaged-\(n)", RunConfiguration(), workers: 3, batch: 5)
            #expect(parallel.json == serial.json, "variant \(n)")
            #expect(parallel.text == serial.text, "variant \(n)")
        }
    }

    @Test("flows are spread: more flows than workers use every worker; a single flow uses one")
    func routing() throws {
        let root = EngineSupport.packageRoot
        // synth-lab: 4 DL + 4 UL eAxCs (C- and U-plane); fh-1x1 style single flow: one eAxC.
        let many = try [UInt8](Data(contentsOf: root.appendingPathComponent("Captures/synth/fh-clean.pcapng")))
        let spread = try Self.outputs(many, name: "fh-clean", RunConfiguration(), workers: 2, batch: 16)
        let perWorker = try #require(spread.pipeline).decodedPerWorker
        #expect(perWorker.count == 2)
        #expect(perWorker.allSatisfy { $0 > 0 }, "\(perWorker)")
        #expect(try #require(spread.pipeline).fellBackToSerial == false)

        let single = try Self.singleFlowCapture(from: many)
        let serial = try Self.outputs(single, name: "single", RunConfiguration(), workers: nil)
        let one = try Self.outputs(single, name: "single", RunConfiguration(), workers: 4, batch: 3)
        #expect(one.json == serial.json)
        let counts = try #require(one.pipeline).decodedPerWorker
        #expect(counts.filter { $0 > 0 }.count == 1, "\(counts)")
        #expect(counts.reduce(0, +) > 0)
    }

    @Test("F1AP PDUs are dealt to every worker (their codec keeps no state between PDUs), or with one worker decoded by the reading thread, with the serial run's results")
    func signallingRouting() throws {
        let root = EngineSupport.packageRoot
        for name in ["f1ap-clean", "f1ap-fault-ue-id-mismatch", "f1ap-fault-drb-list-mismatch"] {
            let capture = try [UInt8](Data(contentsOf: root.appendingPathComponent("Captures/synth/\(name).pcapng")))
            let serial = try Self.outputs(capture, name: name, RunConfiguration(), workers: nil)
            let pdus = try Self.outputs(capture, name: name, RunConfiguration(), workers: 1, reading: ReadingShare.none).pipeline?.signallingPerWorker.first
            #expect((pdus ?? 0) > 0)
            for (workers, batch, reading) in [(2, 1, nil), (2, 5, nil), (3, 64, nil), (1, 5, nil), (1, 64, ReadingShare.none), (2, 5, .all)] as [(Int, Int, ReadingShare?)] {
                let parallel = try Self.outputs(capture, name: name, RunConfiguration(), workers: workers, batch: batch, reading: reading)
                let label = "\(name) \(workers) workers, batch \(batch), reading share \(String(describing: reading))"
                #expect(parallel.json == serial.json, "\(label)")
                let pipeline = try #require(parallel.pipeline)
                #expect(pipeline.signallingPerWorker.count == workers)
                // one worker: the reading thread decodes them all unless told not to; more: the workers
                let kept = pipeline.readingShare == .all
                #expect(pipeline.readingShare == (reading ?? (workers == 1 ? .all : .none)), "\(label)")
                #expect(pipeline.signallingOnReadingThread == (kept ? pdus : 0), "\(label)")
                #expect(pipeline.signallingPerWorker.allSatisfy { kept ? $0 == 0 : $0 > 0 }, "\(label): \(pipeline.signallingPerWorker)")
                #expect(pipeline.signallingPerWorker.reduce(0, +) + pipeline.signallingOnReadingThread == pdus, "\(label)")
                // no eCPRI in these captures: the fronthaul counts stay zero
                #expect(pipeline.decodedPerWorker.allSatisfy { $0 == 0 }, "\(pipeline.decodedPerWorker)")
            }
        }
    }

    @Test("stage times are taken only when asked for, change no result, and count each stage's work")
    func stageTimes() throws {
        let root = EngineSupport.packageRoot
        for name in ["fh-clean", "f1ap-clean"] {
            let capture = try [UInt8](Data(contentsOf: root.appendingPathComponent("Captures/synth/\(name).pcapng")))
            let plain = try Self.outputs(capture, name: name, RunConfiguration(), workers: 2, batch: 8)
            #expect(try #require(plain.pipeline).stageTimes == nil)
            let reader = try CaptureReader(bytes: capture, name: name)
            let measured = ParallelCheck(run: ConformanceRun(configuration: RunConfiguration()), workers: 2, batchFrames: 8, measuresStages: true)
            while let record = reader.next() { measured.feed(record) }
            let results = measured.finish()
            #expect(results.renderJSON() == plain.json, "\(name): measuring changed the results")
            let times = try #require(measured.stageTimes)
            #expect(times.workerBusyNanoseconds.count == 2)
            // both workers decoded (eAxC flows or signalling PDUs dealt in turn), and the
            // checking thread checked every batch
            #expect(times.workerBusyNanoseconds.allSatisfy { $0 > 0 }, "\(name): \(times.workerBusyNanoseconds)")
            #expect(times.checkingBusyNanoseconds > 0 && times.checkingWaitNanoseconds >= 0 && times.readingWaitNanoseconds >= 0)
        }
        let serial = ParallelCheck(run: ConformanceRun(configuration: RunConfiguration()), workers: 0, measuresStages: true)
        #expect(serial.stageTimes == nil)
    }

    @Test("a PDU whose concatenated messages belong to two workers makes the rest serial, same results")
    func spanningConcatenation() throws {
        // Two eCPRI real-time control messages (type 2) in one PDU, C bit on the first; eAxCs 0 and 1.
        func message(eAxC: UInt8, last: Bool) -> [UInt8] {
            [last ? 0x10 : 0x11, 0x02, 0x00, 0x04, 0x00, eAxC, 0x00, 0x80]
        }
        let payload = message(eAxC: 0, last: false) + message(eAxC: 1, last: true)
        #expect(ParallelCheck.worker(of: payload[...], workers: 2) == nil)
        #expect(ParallelCheck.worker(of: message(eAxC: 1, last: true)[...], workers: 2) == 1)
        #expect(ParallelCheck.worker(of: [0x10, 0x05, 0x00, 0x00][...], workers: 3) == 0)
        #expect(ParallelCheck.worker(of: [0x11, 0x02, 0xFF, 0xFF, 0x00][...], workers: 3) == 0)

        let root = EngineSupport.packageRoot
        let base = try [UInt8](Data(contentsOf: root.appendingPathComponent("Captures/synth/fh-clean.pcapng")))
        let reader = try CaptureReader(bytes: base)
        var frames: [(Int64, [UInt8])] = []
        while let r = reader.next() { frames.append((r.timestampNanoseconds, Array(r.bytes))) }
        // The spanning PDU in the middle, over Ethernet (EtherType 0xAEFE).
        let ethernet: [UInt8] = [0x02, 0, 0, 0, 0xAA, 0x01, 0x02, 0, 0, 0, 0xBB, 0x01, 0xAE, 0xFE]
        frames.insert((frames[frames.count / 2].0, ethernet + payload), at: frames.count / 2)
        let capture = ClassicPcapBytes.make(frames)
        let serial = try Self.outputs(capture, name: "spanning", RunConfiguration(), workers: nil)
        let parallel = try Self.outputs(capture, name: "spanning", RunConfiguration(), workers: 2, batch: 8)
        #expect(parallel.json == serial.json)
        #expect(try #require(parallel.pipeline).fellBackToSerial)
    }

    /// The frames of `capture` whose eCPRI eAxC is that of its first eCPRI frame (one flow).
    static func singleFlowCapture(from capture: [UInt8]) throws -> [UInt8] {
        let reader = try CaptureReader(bytes: capture)
        var frames: [(Int64, [UInt8])] = []
        var flow: [UInt8]?
        while let r = reader.next() {
            let b = Array(r.bytes)
            // the eAxC is 4 bytes into eCPRI
            guard let at = RawEthernet.ecpriPayload(b)?.offset, b.count > at + 6 else { continue }
            let eAxC = Array(b[(at + 4)..<(at + 6)])
            if flow == nil { flow = eAxC }
            if eAxC == flow { frames.append((r.timestampNanoseconds, b)) }
        }
        #expect(frames.count > 10)
        return ClassicPcapBytes.make(frames)
    }
}

/// A classic little-endian nanosecond pcap of Ethernet frames.
enum ClassicPcapBytes {
    static func make(_ frames: [(Int64, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = []
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
        u32(0xA1B2_3C4D); u16(2); u16(4); u32(0); u32(0); u32(65_535); u32(1)
        for (time, bytes) in frames {
            u32(UInt32(time / 1_000_000_000)); u32(UInt32(time % 1_000_000_000))
            u32(UInt32(bytes.count)); u32(UInt32(bytes.count))
            out += bytes
        }
        return out
    }
}
