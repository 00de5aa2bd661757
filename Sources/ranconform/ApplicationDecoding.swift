import ASN1PER
import CaptureIO
import F1AP
import Fronthaul
import NetLayers
import Timing
import WireCore

/// What an application codec made of one PDU, ready for the frame's output.
struct ApplicationDecode {
    var protocols: [String] = []
    var protocolColumn = ""
    var info = ""
    var fields = FieldList()
    var findings: [Finding] = []
    var verboseTree: String?
    /// The codec's verbose tree already lists its findings.
    var treeShowsFindings = false
}

extension FrameDecoder {
    /// Runs the codec that owns `pdu`'s protocol; nil for protocols with no codec yet (the
    /// network layers' summary then stands).
    mutating func decodeApplication(_ pdu: PDU) -> ApplicationDecode? {
        switch pdu.kind {
        case .ecpri:
            let transport: FronthaulTransport = pdu.endpoints.sourcePort == nil ? .ethernet : .udp
            return decodeFronthaul(pdu.payload, baseBitOffset: (pdu.offsetInFrame ?? 0) * 8, transport: transport)
        case .f1ap:
            return decodeF1AP(pdu.payload, baseBitOffset: pdu.offsetInFrame.map { $0 * 8 } ?? 0)
        case .ptp:
            return decodePTP(pdu.payload, baseBitOffset: (pdu.offsetInFrame ?? 0) * 8)
        default:
            return nil
        }
    }

    mutating func decodeFronthaul(
        _ payload: ArraySlice<UInt8>, baseBitOffset: Int, transport: FronthaulTransport
    ) -> ApplicationDecode {
        let result = fronthaulDecoder.decode(ecpri: payload, baseBitOffset: baseBitOffset, transport: transport)
        return fronthaulOutput(result)
    }

    func fronthaulOutput(_ result: FronthaulDecodeResult) -> ApplicationDecode {
        var output = ApplicationDecode()
        if currentStyle == .json { result.appendFields(to: &output.fields) }
        output.protocols = Self.fronthaulProtocols(result)
        output.protocolColumn = Self.fronthaulColumn(result)
        output.info = result.summary
        output.findings = result.findings
        if let error = result.error { output.findings.append(Finding(error: error)) }
        if currentStyle == .verbose {
            output.verboseTree = result.verboseTree()
            output.treeShowsFindings = true
        }
        return output
    }

    /// tshark's `frame.protocols` names: `ecpri`, then `oran_fh_cus` for C/U-plane payloads.
    static func fronthaulProtocols(_ result: FronthaulDecodeResult) -> [String] {
        if result.bare != nil { return ["oran_fh_cus"] }
        var names = ["ecpri"]
        if result.messages.contains(where: { $0.header.messageType == 0 || $0.header.messageType == 2 }) {
            names.append("oran_fh_cus")
        }
        return names
    }

    /// The protocol column as tshark 4.0.17 shows it: O-RAN-FH-C / O-RAN-FH-U, else eCPRI.
    static func fronthaulColumn(_ result: FronthaulDecodeResult) -> String {
        let types: [UInt8]
        switch result.bare {
        case .cPlane: types = [2]
        case .uPlane: types = [0]
        case nil: types = result.messages.map(\.header.messageType)
        }
        switch types.first {
        case 2: return "O-RAN-FH-C"
        case 0: return "O-RAN-FH-U"
        default: return "eCPRI"
        }
    }

    func decodeF1AP(_ payload: ArraySlice<UInt8>, baseBitOffset: Int) -> ApplicationDecode {
        var output = ApplicationDecode()
        output.protocols = ["f1ap"]
        output.protocolColumn = "F1AP"
        let result = f1apDecoder?.decode(payload, baseBitOffset: baseBitOffset) ?? F1AP.decode(payload, baseBitOffset: baseBitOffset)
        // the RRC messages F1AP carries (TS 38.473 §9.3.1), decoded as NR RRC UPER
        let rrc = result.rrcContainers()
        if currentStyle == .json {
            result.appendFields(to: &output.fields)
            for c in rrc { c.appendFields(to: &output.fields) }
        }
        output.info = result.summary
        output.findings = result.findings
        if let error = result.error { output.findings.append(Finding(id: "F1-ASN-MALFORMED", error: error)) }
        for c in rrc { output.findings += c.decodeFindings }
        if currentStyle == .verbose { output.verboseTree = result.valueNotation() + rrc.map { "\n" + $0.valueNotation() }.joined() }
        return output
    }

    /// S-plane: PTP (IEEE 1588-2019) at header level, Announce and timestamp bodies.
    func decodePTP(_ payload: ArraySlice<UInt8>, baseBitOffset: Int) -> ApplicationDecode {
        var output = ApplicationDecode()
        output.protocols = ["ptp"]
        output.protocolColumn = "PTPv2"
        do {
            let message = try PTPMessage.decode(payload, baseBitOffset: baseBitOffset)
            message.appendFields(to: &output.fields)
            output.info = message.summary
        } catch {
            output.info = "[Malformed PTP]"
            output.findings.append(Finding(id: "SP-PTP-MALFORMED", error: error))
        }
        return output
    }

    /// `decode --hex HEX --proto P`: one PDU starting at the named layer.
    mutating func decodeSinglePDU(_ bytes: [UInt8], layer: String, style: OutputStyle) throws -> String {
        currentStyle = style
        let decoded: ApplicationDecode
        switch layer {
        case "eth":
            let record = CaptureRecord(
                frameNumber: 1, timestampNanoseconds: 0, capturedLength: bytes.count, originalLength: bytes.count,
                linkType: .ethernet, interfaceID: 0, section: 0, bytes: bytes[...], comments: [], fileOffset: 0)
            return decode(record, style: style)
        case "ecpri":
            decoded = decodeFronthaul(bytes[...], baseBitOffset: 0, transport: .ethernet)
        case "oran-cplane":
            decoded = fronthaulOutput(fronthaulDecoder.decode(oranCPlane: bytes[...], baseBitOffset: 0))
        case "oran-uplane":
            decoded = fronthaulOutput(fronthaulDecoder.decode(oranUPlane: bytes[...], baseBitOffset: 0))
        case "f1ap":
            decoded = decodeF1AP(bytes[...], baseBitOffset: 0)
        default:
            throw CommandFailure(message: "--proto \(layer): unknown layer (eth, ecpri, oran-cplane, oran-uplane, f1ap)")
        }
        switch style {
        case .json:
            return JSONLineRenderer.render(decoded.fields) + "\n"
        case .summary, .verbose:
            var text = "\(decoded.protocolColumn) \(decoded.info)\n"
            if style == .verbose, let tree = decoded.verboseTree {
                text += tree.hasSuffix("\n") ? tree : tree + "\n"
            }
            if !(style == .verbose && decoded.treeShowsFindings) {
                for finding in decoded.findings { text += "    ! \(finding)\n" }
            }
            return text
        }
    }
}
