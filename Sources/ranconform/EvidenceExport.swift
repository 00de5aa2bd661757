import CaptureIO
import Conformance
import Reports

/// `check --evidence FILE.pcapng`: copies every frame a finding cites from the captures (a second
/// streaming pass over each file, stopping after its last cited frame) into a pcapng file whose
/// packet comments (`opt_comment`) name the findings, so Wireshark shows why each frame is there.
/// With several captures, frame numbers in the plan are run-wide (``CaptureSpan``) and each
/// copied frame's comment names its file and own frame number.
enum EvidenceExport {
    /// Writes the evidence file and returns how many frames it holds.
    static func write(_ plan: EvidencePlan, captures: [String], spans: [CaptureSpan], to path: String) throws(CaptureError) -> Int {
        var writer = try PcapngWriter(path: path)
        var written = 0
        let cited = plan.frames
        for (index, capture) in captures.enumerated() {
            // The run-wide number of this file's frame 1 (0 offset for a single capture).
            let offset = spans.count > 1 && index < spans.count ? spans[index].firstFrame - 1 : 0
            let lastInFile = spans.count > 1 && index < spans.count ? spans[index].lastFrame : Int.max
            guard let lastCited = cited.last(where: { $0 > offset && $0 <= lastInFile }) else { continue }
            let reader = try CaptureReader(path: capture)
            let name = capture.split(separator: "/").last.map(String.init) ?? capture
            while let record = reader.next() {
                let frame = record.frameNumber + offset
                if frame > lastCited { break }
                guard let comments = plan.comments[frame] else { continue }
                let interface = writer.interfaceID(for: record.linkType, snapLength: 0)
                // A record whose original length is below its captured length (a corrupt header) is
                // written with the captured length as its original length.
                try writer.write(record.bytes, timestampNanoseconds: max(0, record.timestampNanoseconds),
                                 originalLength: max(record.originalLength, record.bytes.count),
                                 interfaceID: interface, comments: comments + ["original frame \(record.frameNumber) of \(name)"])
                written += 1
            }
        }
        try writer.close()
        return written
    }
}
