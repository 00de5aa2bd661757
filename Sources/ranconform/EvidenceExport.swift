import CaptureIO
import Reports

/// `check --evidence FILE.pcapng`: copies every frame a finding cites from the capture (a second
/// streaming pass, stopping after the last cited frame) into a pcapng file whose packet comments
/// (`opt_comment`) name the findings, so Wireshark shows why each frame is there.
enum EvidenceExport {
    /// Writes the evidence file and returns how many frames it holds.
    static func write(_ plan: EvidencePlan, capture: String, to path: String) throws(CaptureError) -> Int {
        let reader = try CaptureReader(path: capture)
        var writer = try PcapngWriter(path: path)
        let name = capture.split(separator: "/").last.map(String.init) ?? capture
        let last = plan.frames.last ?? 0
        var written = 0
        while written < plan.comments.count, let record = reader.next() {
            guard let comments = plan.comments[record.frameNumber] else {
                if record.frameNumber >= last { break }
                continue
            }
            let interface = writer.interfaceID(for: record.linkType, snapLength: 0)
            // A record whose original length is below its captured length (a corrupt header) is
            // written with the captured length as its original length.
            try writer.write(record.bytes, timestampNanoseconds: max(0, record.timestampNanoseconds), originalLength: max(record.originalLength, record.bytes.count),
                             interfaceID: interface, comments: comments + ["original frame \(record.frameNumber) of \(name)"])
            written += 1
        }
        try writer.close()
        return written
    }
}
