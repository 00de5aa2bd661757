import APProtocols
import ASN1PER
import Dispatch
import F1AP
import Fronthaul
import NetLayers
import Timing
import WireCore

/// What the application codec that owns a PDU's protocol made of it.
public enum DecodedPDU: Sendable {
    /// eCPRI, and the O-RAN WG4 CUS C-plane / U-plane it carries (O-RAN.WG4.CUS §5.1.3).
    case fronthaul(FronthaulDecodeResult)
    /// F1AP, aligned PER (TS 38.473 §9; TS 38.472: SCTP PPID 62).
    case f1ap(F1APDecodeResult)
    /// PTP (IEEE 1588-2019 §13), or why it is malformed. Boxed (`indirect`), as is `ap`, so a
    /// decoded PDU, copied through the batches for every eCPRI and F1AP PDU, stays two words.
    indirect case ptp(Result<PTPMessage, DecodingError>)
    /// IEEE 1914.3 Radio over Ethernet of a subType that carries no O-RAN message (RoE control
    /// packets, other mappers; O-RAN.WG4.CUS §5.1.3.3.2). RoE carrying an O-RAN message is
    /// ``fronthaul(_:)``.
    case roe
    /// E1AP (TS 37.483; SCTP PPID 64), E2AP (O-RAN.WG3.E2AP; PPID 70) or NGAP (TS 38.413;
    /// PPID 60), aligned PER against the committed schemas.
    indirect case ap(APDecodeResult)
    /// A protocol the network layers recognise but no codec decodes.
    case undecoded
}

/// The one place that decides which codec a demultiplexed PDU goes to, for `check` and `decode`
/// alike. ``NetworkDemux`` has already classified the PDU (eCPRI by EtherType 0xAEFE or a
/// declared UDP port, F1AP by SCTP PPID 62 or port 38472, PTP by EtherType 0x88F7 or a PTP UDP port,
/// RoE by EtherType 0xFC3D); this hands its payload to that codec with the payload's bit offset
/// in the frame, so findings locate bits in the frame as Wireshark counts them.
public struct PDUDispatch {
    /// The fronthaul codec, with the wire settings (eAxC split, compression, carrier) it reads with.
    public var fronthaul: FronthaulDecoder
    /// The F1AP codec of another ASN.1 release (`decode --asn1 DIR`); nil for the built-in schema.
    public let f1ap: F1APDecoder?

    public init(fronthaul context: FronthaulContext, f1apSchema: ASN1Schema? = nil) {
        fronthaul = FronthaulDecoder(context: context)
        f1ap = f1apSchema.map { F1APDecoder(schema: $0) }
    }

    /// Decodes `pdu` with the codec that owns its protocol.
    public mutating func decode(_ pdu: PDU) -> DecodedPDU {
        decode(pdu.kind, pdu.payload, offsetInFrame: pdu.offsetInFrame, overUDP: pdu.endpoints.sourcePort != nil,
               radioTransportPieces: pdu.radioTransportPieces)
    }

    /// Decodes a PDU of `kind` from its parts (what a decode worker reads of a batch's PDU in
    /// place, without a copy of the whole PDU: see ``ParallelCheck``). `overUDP`: eCPRI over UDP
    /// (a declared port) rather than straight over Ethernet (O-RAN.WG4.CUS §5.1.3).
    /// `radioTransportPieces`: ``PDU/radioTransportPieces``.
    public mutating func decode(_ kind: PDUKind, _ payload: ArraySlice<UInt8>, offsetInFrame: Int?, overUDP: Bool,
                                radioTransportPieces: UInt8 = 0) -> DecodedPDU {
        let bitOffset = (offsetInFrame ?? 0) * 8
        switch kind {
        case .ecpri:
            return .fronthaul(fronthaul.decode(ecpri: payload, baseBitOffset: bitOffset, transport: overUDP ? .udp : .ethernet,
                                               radioTransportPieces: Int(radioTransportPieces)))
        case .f1ap:
            return .f1ap(decodeF1AP(payload, baseBitOffset: bitOffset))
        case .ptp:
            do {
                return .ptp(.success(try PTPMessage.decode(payload, baseBitOffset: bitOffset)))
            } catch {
                return .ptp(.failure(error))
            }
        case .roe:
            return decodeRoE(payload, baseBitOffset: bitOffset, radioTransportPieces: Int(radioTransportPieces))
        case .e1ap:
            return .ap(APProtocol.e1ap.decode(payload, baseBitOffset: bitOffset))
        case .e2ap:
            return .ap(APProtocol.e2ap.decode(payload, baseBitOffset: bitOffset))
        case .ngap:
            return .ap(APProtocol.ngap.decode(payload, baseBitOffset: bitOffset))
        }
    }

    /// An IEEE 1914.3 PDU: by its first octet, as the engine names the PDU's nodes (an O-RAN
    /// subType: sender and receiver), an O-RAN message or a RoE control packet. Out of line, so
    /// the eCPRI path of ``decode(_:_:offsetInFrame:overUDP:)`` stays as it was.
    @inline(never)
    mutating func decodeRoE(_ payload: ArraySlice<UInt8>, baseBitOffset: Int, radioTransportPieces: Int) -> DecodedPDU {
        guard let subType = payload.first, RoEHeader.oranSubTypes.contains(subType) else { return .roe }
        return .fronthaul(fronthaul.decode(roe: payload, baseBitOffset: baseBitOffset, radioTransportPieces: radioTransportPieces))
    }

    /// One F1AP PDU with the configured schema.
    public func decodeF1AP(_ payload: ArraySlice<UInt8>, baseBitOffset: Int) -> F1APDecodeResult {
        _ = Self.rrcSchemaLoading
        return f1ap?.decode(payload, baseBitOffset: baseBitOffset) ?? F1AP.decode(payload, baseBitOffset: baseBitOffset)
    }

    /// Set at the first F1AP PDU: the RRC containers of the first UE message need the NR RRC
    /// schema next, so it starts loading on another thread while this one loads the F1AP schema
    /// (each takes about 20 ms; `check` of the 57-PDU f1ap-clean.pcapng went from 0.06–0.08 to
    /// 0.04–0.05 s).
    /// A fronthaul-only run loads neither.
    private static let rrcSchemaLoading: Void = DispatchQueue.global().async { F1APRRCJoinEvidence.loadSchema() }
}
