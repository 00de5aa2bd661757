import APProtocols
import ASN1PER
import CaptureIO
import Conformance
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
    /// Runs the codec that owns `pdu`'s protocol (``PDUDispatch``, as `check` does); nil for
    /// protocols with no codec yet (the network layers' summary then stands).
    mutating func decodeApplication(_ pdu: PDU) -> ApplicationDecode? {
        switch dispatch.decode(pdu) {
        case .fronthaul(let result): return fronthaulOutput(result)
        case .f1ap(let result): return f1apOutput(result)
        case .ap(let result): return apOutput(result)
        case .ptp(let decoded): return ptpOutput(decoded)
        case .roe, .undecoded: return nil
        }
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
        var names = [result.roe == nil ? "ecpri" : "roe"]
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
        default: return result.roe == nil ? "eCPRI" : "RoE"
        }
    }

    mutating func f1apOutput(_ result: F1APDecodeResult) -> ApplicationDecode {
        var output = ApplicationDecode()
        output.protocols = ["f1ap"]
        output.protocolColumn = "F1AP"
        // the whole PDU's value, decoded once for the fields, the containers and the tree
        let value = result.message?.value
        // the RRC messages F1AP carries (TS 38.473 §9.3.1), decoded as NR RRC UPER
        let rrc: [F1APRRCContainer]
        if currentStyle == .json, rawJSONAllowed, let value {
            // the frame's only PDU: its dotted paths cannot repeat, nor a container's unless
            // another container has its type; the containers are found in the same walk
            output.fields.reserveCapacity(64)
            rrc = result.appendFieldsDecodingRRCContainers(to: &output.fields, rawJSON: &rawJSON, value: value)
            for (k, c) in rrc.enumerated() {
                if rrc.indices.contains(where: { $0 != k && rrc[$0].type == c.type }) {
                    c.appendFields(to: &output.fields)
                } else {
                    c.appendFields(to: &output.fields, rawJSON: &rawJSON)
                }
            }
        } else {
            rrc = result.rrcContainers(value: value)
            if currentStyle == .json {
                result.appendFields(to: &output.fields, value: value)
                for c in rrc { c.appendFields(to: &output.fields) }
            }
        }
        // the info column is for the summary line (JSON prints fields only)
        if currentStyle != .json { output.info = result.summary }
        output.findings = result.findings
        if let error = result.error { output.findings.append(Finding(id: F1APRuleRegistry.malformedPDU, error: error)) }
        for c in rrc { output.findings += c.decodeFindings }
        if currentStyle == .verbose { output.verboseTree = result.valueNotation(value: value) + rrc.map { "\n" + $0.valueNotation() }.joined() }
        return output
    }

    /// E1AP, E2AP, NGAP; for E2AP also the E2SM-KPM / E2SM-RC payloads it carries, decoded with
    /// the service model the RAN function announced in E2 Setup (else the one they decode with).
    mutating func apOutput(_ result: APDecodeResult) -> ApplicationDecode {
        var output = ApplicationDecode()
        output.protocols = [result.proto.fieldPrefix]
        output.protocolColumn = result.proto.displayName
        var payloads: [E2SMPayload] = []
        if result.proto == .e2ap, let m = result.message {
            e2smFunctions.learn(m)
            payloads = e2smFunctions.payloads(m)
        }
        if currentStyle == .json {
            result.appendFields(to: &output.fields)
            for p in payloads { p.appendFields(to: &output.fields) }
        }
        output.info = result.summary
        output.findings = result.findings
        if let error = result.error { output.findings.append(Finding(id: APRuleRegistry.malformedPDU(result.proto), error: error)) }
        for p in payloads {
            if let e = p.result?.error {
                output.findings.append(Finding(id: APRuleRegistry.malformedE2SM, severity: .warning,
                    message: "\(p.payload.rawValue) does not decode as \(p.model?.shortName ?? "a built-in service model"): \(e.description)",
                    fieldPath: e.fieldPath, bitOffset: e.bitOffset))
            }
        }
        if currentStyle == .verbose {
            output.verboseTree = result.valueNotation() + payloads.filter { $0.result?.value != nil }.map { "\n" + $0.valueNotation() }.joined()
        }
        return output
    }

    /// S-plane: PTP (IEEE 1588-2019) at header level, Announce and timestamp bodies.
    func ptpOutput(_ decoded: Result<PTPMessage, DecodingError>) -> ApplicationDecode {
        var output = ApplicationDecode()
        output.protocols = ["ptp"]
        output.protocolColumn = "PTPv2"
        switch decoded {
        case .success(let message):
            message.appendFields(to: &output.fields)
            output.info = message.summary
        case .failure(let error):
            output.info = "[Malformed PTP]"
            output.findings.append(Finding(id: PTPRuleRegistry.malformedMessage, error: error))
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
            decoded = fronthaulOutput(dispatch.fronthaul.decode(ecpri: bytes[...], baseBitOffset: 0, transport: .ethernet))
        case "oran-cplane":
            decoded = fronthaulOutput(dispatch.fronthaul.decode(oranCPlane: bytes[...], baseBitOffset: 0))
        case "oran-uplane":
            decoded = fronthaulOutput(dispatch.fronthaul.decode(oranUPlane: bytes[...], baseBitOffset: 0))
        case "f1ap":
            rawJSON.removeAll(keepingCapacity: true)
            rawJSONAllowed = style == .json
            decoded = f1apOutput(dispatch.decodeF1AP(bytes[...], baseBitOffset: 0))
        case "e1ap", "e2ap", "ngap":
            decoded = apOutput(APProtocol(rawValue: layer)!.decode(bytes[...]))
        default:
            throw CommandFailure(message: "--proto \(layer): unknown layer (eth, ecpri, oran-cplane, oran-uplane, f1ap, e1ap, e2ap, ngap)")
        }
        switch style {
        case .json:
            return JSONLineRenderer.render(decoded.fields, raw: rawJSON) + "\n"
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
