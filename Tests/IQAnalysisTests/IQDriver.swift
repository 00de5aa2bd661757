import CaptureIO
import Fronthaul
import IQAnalysis
import NetLayers

/// The analyzer over a capture without the conformance engine: demux, decode with a static
/// format, observe.
enum IQDriver {
    static func analyse(_ path: String, prbs: Int, format: IQFormat = IQFormat(method: .blockFloatingPoint, iqWidth: 9), settings: IQSettings) throws -> IQReport {
        var context = FronthaulContext()
        context.compression = format
        context.carrierPRBs = prbs
        var decoder = FronthaulDecoder(context: context)
        var demux = NetworkDemux()
        let analyzer = IQAnalyzer(settings: settings)
        let reader = try CaptureReader(path: path)
        while let record = reader.next() {
            demux.demux(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                        timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                guard pdu.kind == .ecpri else { return }
                analyzer.observe(decoder.decode(ecpri: pdu.payload, baseBitOffset: 0, transport: .ethernet), frame: record.frameNumber)
            }
        }
        return analyzer.finish()
    }
}
