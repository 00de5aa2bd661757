import ArgumentParser
import CaptureIO
import Conformance
import NetLayers

/// `ranconform decode CAPTURE`: one line per frame like tshark's summary, or JSON Lines with
/// tshark field names (`--json`), or the full field tree (`--verbose`).
struct DecodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode a pcap/pcapng capture (or one PDU given as hex) frame by frame.",
        discussion: """
            Frame numbers are 1-based as in Wireshark. With --json every frame is one JSON object whose \
            keys are tshark field names (frame.number, eth.src, vlan.id, ip.src, sctp.data_payload_proto_id, \
            ecpri.type, oran_fh_cus.*, f1ap.*); a field that occurs several times is an array.
            """
    )

    @Argument(help: "The capture file (pcap or pcapng, plain, gzip or Zstandard); - reads standard input.")
    var capture: String?

    @Flag(help: "Print one JSON object per frame (JSON Lines).")
    var json = false

    @Flag(name: .shortAndLong, help: "Print every decoded field of each frame under its summary line.")
    var verbose = false

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Override one decode setting, KEY=VALUE (repeatable), e.g. fronthaul.compression=bfp:9, fronthaul.eaxc=2,6,4,4, fronthaul.udpPort=5000.",
        valueName: "KEY=VALUE"))
    var settings: [String] = []

    @Option(help: ArgumentHelp("Decode one PDU given as hex instead of a capture.", valueName: "HEX"))
    var hex: String?

    @Option(help: ArgumentHelp(
        "With --hex: the layer the bytes start at: eth, ecpri, oran-cplane, oran-uplane, f1ap, e1ap, e2ap, ngap.",
        valueName: "P"))
    var proto: String?

    @Option(help: ArgumentHelp("Load ASN.1 modules from DIR for F1AP instead of the built-in schema.", valueName: "DIR"))
    var asn1: String?

    @Option(help: ArgumentHelp("Print at most N frames (0 prints none: the capture is only read for its warnings).", valueName: "N"))
    var count: Int?

    @Option(help: ArgumentHelp(
        "Decoding workers beside the reading thread (default: the cores available, at most 4). The output is the same bytes whatever the number.",
        valueName: "N"))
    var jobs: Int?

    func validate() throws {
        if hex == nil && capture == nil {
            throw ValidationError("give a capture file, or --hex HEX --proto P")
        }
        if hex != nil && capture != nil {
            throw ValidationError("give either a capture file or --hex, not both")
        }
        if hex != nil && proto == nil {
            throw ValidationError("--hex needs --proto (eth, ecpri, oran-cplane, oran-uplane, f1ap, e1ap, e2ap, ngap)")
        }
        if let count, count < 0 { throw ValidationError("--count must not be negative") }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs takes 1 to 64") }
    }

    func run() throws {
        let options = try DecodeOptions(settings: settings, asn1Directory: asn1)
        var decoder = FrameDecoder(options: options)
        var output = BufferedOutput()
        let style: FrameDecoder.OutputStyle = json ? .json : (verbose ? .verbose : .summary)
        if let hex {
            guard let bytes = Hex.decode(hex) else {
                throw CommandFailure(message: "--hex: not a hexadecimal byte string")
            }
            let text = try decoder.decodeSinglePDU(bytes, layer: proto ?? "", style: style)
            output.write(text)
            output.flush()
            return
        }
        guard let capture else { return }
        let reader: CaptureReader
        do {
            reader = try CaptureReader(path: capture)
        } catch {
            throw CommandFailure(message: error.description)
        }
        var printedWarnings = 0
        var printed = 0
        // JSON escapes control characters itself; text lines are printed with them escaped.
        let pipeline = ParallelDecode(decoder: decoder, jobs: jobs ?? min(4, ParallelCheck.availableCores), style: style)
        while let record = reader.next() {
            if let count, printed >= count { break }
            pipeline.feed(record, &output)
            printed += 1
            if printedWarnings < reader.warnings.count {
                // what was read before the warning is printed before it
                pipeline.drain(&output)
                output.flush()
            }
            while printedWarnings < reader.warnings.count {
                StandardError.writeLine("ranconform: warning: \(capture): \(reader.warnings[printedWarnings])")
                printedWarnings += 1
            }
        }
        pipeline.drain(&output)
        output.flush()
        for warning in reader.warnings.dropFirst(printedWarnings) {
            StandardError.writeLine("ranconform: warning: \(capture): \(warning)")
        }
    }
}

import WireCore
