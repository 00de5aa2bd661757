import CaptureIO
import NetLayers

/// The F1AP PDUs carried by capture files, in capture order (IP and SCTP reassembled by the
/// network layers `check` uses), for tests that compare two reads of every PDU.
public enum CaptureF1APPDUs {
    public static func read(paths: [String]) throws -> [[UInt8]] {
        var pdus: [[UInt8]] = []
        for path in paths {
            let reader = try CaptureReader(path: path)
            var demux = NetworkDemux()
            while let record = reader.next() {
                demux.demux(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                            timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                    if pdu.kind == .f1ap { pdus.append(Array(pdu.payload)) }
                }
            }
        }
        return pdus
    }
}
