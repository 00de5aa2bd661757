import APProtocols
import ASN1PER
import CaptureIO
import Conformance
import F1AP
import Fronthaul
import NetLayers
import WireCore

/// Decodes one captured frame through every layer: link and network layers (NetLayers), then the
/// application codecs for each PDU the frame completes (eCPRI / O-RAN CUS, F1AP).
struct FrameDecoder {
    enum OutputStyle { case summary, verbose, json }

    private var demux: NetworkDemux
    /// Which codec each PDU goes to, shared with `check` (the fronthaul codec with the options'
    /// wire settings, the F1AP codec of `--asn1 DIR`'s schema when given).
    var dispatch: PDUDispatch
    private let options: DecodeOptions
    private var firstTimestamp: Int64?
    /// Whether each capture interface keeps the Ethernet FCS (removed before dissection).
    private var fcsDetector = EthernetFCSDetector()
    /// The style of the frame being decoded: the codecs build only what it prints (a summary
    /// needs neither the field list nor the tree, which for a 273-PRB U-plane section are large).
    var currentStyle: OutputStyle = .verbose
    /// The E2 RAN functions announced so far (which E2SM decodes each one's payloads).
    var e2smFunctions = E2SMFunctionTable()
    /// `--json`: the renderer's tables, reused from frame to frame.
    private var jsonRenderer = JSONLineRenderer()
    /// `--json`: the frame's fields written as JSON members ahead of time (``RawJSONMembers``),
    /// emptied per frame, its storage reused.
    var rawJSON: [UInt8] = []
    /// `--json`: whether the codecs may write dotted-path fields into `rawJSON` (their names then
    /// must not repeat in the frame: the frame has one application PDU).
    var rawJSONAllowed = false
    /// `--json`: the storage of the last frame's field list, reused for the next.
    private var spareFields = FieldList()

    /// What one frame decoded to, before it is printed.
    private struct DecodedFrame {
        var fields = FieldList()
        var source = ""
        var destination = ""
        var protocolColumn = ""
        var info = ""
        var networkFields = FieldList()
        var verboseBlocks: [String] = []
        var findingsOutsideTrees: [Finding] = []
    }

    init(options: DecodeOptions) {
        self.options = options
        demux = NetworkDemux(configuration: options.demux)
        dispatch = PDUDispatch(fronthaul: options.fronthaul, f1apSchema: options.asn1Schema)
    }

    /// The text for one frame in the chosen style, newline-terminated.
    mutating func decode(_ record: CaptureRecord, style: OutputStyle) -> String {
        text(dissect(record), style: style)
    }

    /// One frame as a JSON line (newline-terminated), appended to `out` as UTF-8.
    mutating func decodeJSON(_ record: CaptureRecord, into out: inout [UInt8]) {
        json(dissect(record), into: &out)
    }

    /// A frame after the link and network layers (the stage that keeps reassembly state and
    /// must see every frame in order), before its application PDUs are decoded.
    struct DissectedFrame: Sendable {
        var record: CaptureRecord
        var dissection: FrameDissection
        var fcs: EthernetFCSDetector.Outcome
        /// Captured octets without a trailing Ethernet FCS.
        var length: Int
        /// The capture's first timestamp (the summary line's relative time).
        var firstTimestamp: Int64
    }

    /// The network layers of `record` (FCS, link, IP, SCTP with reassembly): in capture order.
    mutating func dissect(_ record: CaptureRecord) -> DissectedFrame {
        if firstTimestamp == nil { firstTimestamp = record.timestampNanoseconds }
        var bytes = record.bytes
        var fcs = EthernetFCSDetector.Outcome.none
        var truncated = record.isTruncated
        if record.linkType == .ethernet || record.linkType.rawValue == ERFRecord.linkType,
           let ethernet = fcsDetector.ethernetFrame(
               of: bytes, linkType: record.linkType.rawValue, originalLength: record.originalLength, declaredFCSLength: record.fcsLength,
               interface: record.section << 20 | record.interfaceID, truncated: truncated, trailerOctets: demux.configuration.captureTrailerOctets) {
            bytes = ethernet.bytes
            fcs = ethernet.fcs
            truncated = ethernet.truncated
        }
        let dissection = demux.dissect(
            frame: bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
            timestampNanoseconds: record.timestampNanoseconds, isTruncated: truncated)
        return DissectedFrame(record: record, dissection: dissection, fcs: fcs, length: bytes.count, firstTimestamp: firstTimestamp ?? 0)
    }

    /// The JSON line of a dissected frame (its application PDUs decoded here), appended to `out`.
    mutating func json(_ dissected: DissectedFrame, into out: inout [UInt8]) {
        var frame = decodeFrame(dissected, style: .json)
        jsonRenderer.render(frame.fields, raw: rawJSON, into: &out)
        out.append(UInt8(ascii: "\n"))
        swap(&spareFields, &frame.fields)
    }

    /// The summary (and with `.verbose` the field tree) of a dissected frame, newline-terminated.
    mutating func text(_ dissected: DissectedFrame, style: OutputStyle) -> String {
        if style == .json {
            var bytes: [UInt8] = []
            json(dissected, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        let record = dissected.record
        let frame = decodeFrame(dissected, style: style)
        var line = summaryLine(
            record: record, firstTimestamp: dissected.firstTimestamp, source: frame.source, destination: frame.destination,
            protocolColumn: frame.protocolColumn, info: frame.info)
        if record.isTruncated { line += " [capture truncated]" }
        line += "\n"
        if style == .verbose {
            // Link and network layers as flat fields, then each application PDU as its own tree.
            for field in frame.networkFields.fields {
                line += "    \(field.name) = \(Self.text(field.value))\n"
            }
            for block in frame.verboseBlocks {
                for treeLine in block.split(separator: "\n", omittingEmptySubsequences: false) where !treeLine.isEmpty {
                    line += "    " + treeLine + "\n"
                }
            }
            for finding in frame.findingsOutsideTrees { line += "    ! \(finding)\n" }
        }
        return line
    }

    /// The application stage of a dissected frame: each PDU through its codec (whose per-flow
    /// state, and E2AP's RAN function table, live in this decoder), then the frame's fields.
    private mutating func decodeFrame(_ dissected: DissectedFrame, style: OutputStyle) -> DecodedFrame {
        currentStyle = style
        rawJSON.removeAll(keepingCapacity: true)
        let record = dissected.record, dissection = dissected.dissection, fcs = dissected.fcs

        var fields = FieldList()
        swap(&fields, &spareFields)
        fields.removeAll()
        fields.append(FrameFields.number.name, unsigned: record.frameNumber)
        fields.append(FrameFields.timeEpoch.name, .string(TimeFormatting.epoch(record.timestampNanoseconds)))
        fields.append(FrameFields.length.name, unsigned: record.originalLength)
        fields.append(FrameFields.capturedLength.name, unsigned: record.capturedLength)
        for comment in record.comments { fields.append(FrameFields.comment.name, .string(comment)) }
        var protocols = dissection.protocols
        // the FCS fields follow the Ethernet fields; the PDUs' fields are appended to `fields` last
        var fcsFields = FieldList()
        var applicationFields: [FieldList] = []
        var protocolColumn = dissection.protocolColumn
        var info = dissection.info
        var verboseBlocks: [String] = []
        var findings = dissection.findings
        if let check = fcs.check {
            // tshark's eth.fcs and eth.fcs.status (1 good, 0 bad), after the Ethernet fields.
            fcsFields.append(NetworkFields.ethFCS.name, unsigned: Int(check.stored))
            fcsFields.append(NetworkFields.ethFCSStatus.name, unsigned: check.isGood ? 1 : 0)
            if !check.isGood {
                findings.append(Finding(id: EthernetRuleRegistry.frameCheckSequence.id, severity: .error, message: "Ethernet FCS does not match the frame",
                                        fieldPath: "eth.fcs", bitOffset: dissected.length * 8, bitLength: 32))
            }
        }
        var findingsOutsideTrees = findings

        rawJSONAllowed = style == .json && dissection.pdus.count == 1
        for pdu in dissection.pdus {
            let application = decodeApplication(pdu)
            guard let application else { continue }
            if !application.protocols.isEmpty {
                // NetLayers already names the PDU's protocol (e.g. `ecpri`); add only what lies above.
                let above = application.protocols.drop { protocols.contains($0) }
                protocols.append(contentsOf: above)
                protocolColumn = application.protocolColumn
                info = application.info
            }
            applicationFields.append(application.fields)
            findings.append(contentsOf: application.findings)
            if !application.treeShowsFindings { findingsOutsideTrees.append(contentsOf: application.findings) }
            if let tree = application.verboseTree { verboseBlocks.append(tree) }
        }
        fields.append(FrameFields.protocols.name, .string(protocols.joined(separator: ":")))
        fields.append(contentsOf: dissection.fields)
        fields.append(contentsOf: fcsFields)
        for list in applicationFields { fields.append(contentsOf: list) }
        if record.isTruncated {
            fields.append(HarnessFields.captureTruncated.name, .bool(true))
        }
        for finding in findings {
            fields.append(HarnessFields.finding.name, .string(finding.description))
        }

        var frame = DecodedFrame()
        frame.fields = fields
        frame.source = dissection.source
        frame.destination = dissection.destination
        frame.protocolColumn = protocolColumn
        frame.info = info
        if style == .verbose {
            frame.networkFields = dissection.fields
            frame.verboseBlocks = verboseBlocks
            frame.findingsOutsideTrees = findingsOutsideTrees
        }
        return frame
    }

    private func summaryLine(
        record: CaptureRecord, firstTimestamp: Int64, source: String, destination: String, protocolColumn: String, info: String
    ) -> String {
        let number = String(record.frameNumber)
        let padded = String(repeating: " ", count: max(0, 5 - number.count)) + number
        let time = TimeFormatting.relative(record.timestampNanoseconds, since: firstTimestamp)
        return "\(padded) \(time) \(source) → \(destination) \(protocolColumn) \(record.originalLength) \(info)"
    }

    static func text(_ value: FieldValue) -> String {
        switch value {
        case .unsigned(let v): String(v)
        case .signed(let v): String(v)
        case .bool(let v): v ? "True" : "False"
        case .double(let v): "\(v)"
        case .string(let s): s
        case .bytes(let b): Hex.encode(b, separator: ":")
        }
    }
}
