@testable import Conformance
import Testing

/// ``RuleRecorder/recordingStart``: the capture time of the first frame of the recording being
/// checked, kept by the engine for every checker that judges the capture's start (a SequenceId
/// stream, an ST8 answer, a slot whose C-plane may predate the first frame).
@Suite struct RecordingStartTests {
    typealias S = EngineSupport

    static func start(_ f: S.Feeder) -> Int64? { f.run.recorder.recordingStart }

    @Test func setAtEachRecordingsFirstFrame() {
        var f = S.Feeder(S.specOnly())
        #expect(Self.start(f) == nil)
        f.run.beginCapture(name: "a.pcapng", firstFrame: 1)
        // the first frame of any kind starts the recording (here one no rule judges)
        let first = f.time
        f.leadIn()
        #expect(Self.start(f) == first)
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 2)]))
        #expect(Self.start(f) == first)
        // a file that continues the previous one (within 10 ms) is the same recording
        f.run.beginCapture(name: "b.pcapng", firstFrame: 3)
        f.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 24, 2)]))
        #expect(Self.start(f) == first)
        // a file an hour later is a new recording, from its first frame
        f.run.beginCapture(name: "c.pcapng", firstFrame: 4)
        f.time += 3_600_000_000_000
        f.c(S.cPlane(direction: 1, slot: 2, sections: [(1, 0, 24, 2)]))
        let third = f.time
        #expect(Self.start(f) == third)
        f.c(S.cPlane(direction: 1, slot: 3, sections: [(1, 0, 24, 2)]))
        #expect(Self.start(f) == third)
        // and so is a file whose first frame is earlier than the previous file's last
        f.run.beginCapture(name: "d.pcapng", firstFrame: 6)
        f.time -= 7_200_000_000_000
        f.c(S.cPlane(direction: 1, slot: 4, sections: [(1, 0, 24, 2)]))
        #expect(Self.start(f) == f.time)
    }

    /// After a discontinuity the next recording's first SequenceIds are judged as a capture's
    /// start: a stream whose first message comes with the recording's first frame, then skips an
    /// id that never arrives, is INCONCLUSIVE (the id may have overtaken the first message before
    /// the recording began), where the same gap later in a recording is a loss.
    @Test func aNewRecordingsStreamsStartAsACaptureDoes() {
        var f = S.Feeder(S.specOnly())
        f.run.beginCapture(name: "a.pcapng", firstFrame: 1)
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 2)]), seq: 0)
        f.c(S.cPlane(direction: 1, sections: [(1, 0, 24, 2)]), seq: 1)
        f.run.beginCapture(name: "b.pcapng", firstFrame: 3)
        f.time += 3_600_000_000_000
        f.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 24, 2)]), seq: 10)
        f.c(S.cPlane(direction: 1, slot: 1, sections: [(1, 0, 24, 2)]), seq: 12)
        for n in 13..<60 { f.c(S.cPlane(direction: 1, slot: 2, sections: [(1, 0, 24, 2)]), seq: UInt8(n)) }
        let r = f.finish()
        #expect(S.violations(r, "FH-SEQ-INC") == 0, "\(r.results(for: "FH-SEQ-INC"))")
        #expect(r.results(for: "FH-SEQ-INC").contains { $0.inconclusive > 0 })
    }
}
