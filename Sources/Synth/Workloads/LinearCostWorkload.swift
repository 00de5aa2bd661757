import APProtocols
import ASN1PER
import CaptureIO
import F1AP
import Fronthaul
import NetLayers
import WireCore

/// Workloads whose open state grows with their size unless the engine bounds it: unanswered
/// F1AP requests, UE contexts, never-completed SCTP fragments, eAxC flows, distinct senders
/// (nodes). Generated on the
/// fly (nothing is kept), for the bounded-state tests and the benchmark, which measures that
/// time grows linearly and memory stays flat.
public enum LinearCostWorkload: String, CaseIterable, Sendable {
    /// UE CONTEXT SETUP REQUESTs (class 1, TS 38.473 §8.3.1) that are never answered, each for a new UE.
    case unansweredRequests
    /// UE contexts set up and never released: request and response for each new UE id pair.
    case ueContexts
    /// SCTP DATA chunks that begin a message (B bit) whose end never comes (RFC 9260 §6.9).
    case sctpFragments
    /// One C-plane and one U-plane message on each of `count` eAxC flows (two O-DU MACs).
    case eAxCFlows
    /// NGAP INITIAL CONTEXT SETUP REQUESTs (class 1, TS 38.413 §8.3.1) from the AMF that are
    /// never answered, all on one association (the UE ids of 256 PDUs, in turn).
    case unansweredNGAPRequests
    /// One C-plane and one U-plane message to one O-RU from each of `count` O-DU MACs (each a
    /// node named from traffic, up to ``RunConfiguration``'s `maximumTrafficNodes`).
    case distinctSenders
    /// One SCTP packet on each of `count` address pairs (a gNB-DU address and port of its own,
    /// to one gNB-CU): a DATA chunk that begins a message never ended, so each pair is an
    /// association the tracker holds (up to its bound) and nothing reaches F1AP.
    case sctpAssociations

    /// Generates `count` items of the workload (frames 1 ms apart for F1AP / SCTP, 10 µs for
    /// fronthaul): demultiplexed PDUs (with their frame length) through `pdu`, whole frames
    /// (SCTP) through `record`, in capture order.
    public static func generate(_ workload: LinearCostWorkload, count: Int, templates: F1APUETemplates?,
                                pdu emit: (PDU, Int?) -> Void, record: (CaptureRecord) -> Void) {
        switch workload {
        case .unansweredRequests, .ueContexts:
            guard let t = templates else { return }
            var frame = 0
            var time: Int64 = 1_000_000_000
            func send(_ bytes: [UInt8], fromDU: Bool) {
                frame += 1
                time += 1_000_000
                let pdu = PDU(kind: .f1ap, payload: bytes[...], endpoints: F1APUETemplates.endpoints(fromDU: fromDU), frameNumbers: [frame],
                              timestampNanoseconds: time, offsetInFrame: nil)
                emit(pdu, nil)
            }
            send(t.setupRequest, fromDU: true)
            send(t.setupResponse, fromDU: false)
            for i in 0..<count {
                let id = F1APUETemplates.firstID + UInt32(truncatingIfNeeded: i)
                send(t.request(cu: id, du: id), fromDU: false)
                if workload == .ueContexts { send(t.response(cu: id, du: id), fromDU: true) }
            }
        case .unansweredNGAPRequests:
            let pdus = ngapRequests(256)
            guard !pdus.isEmpty else { return }
            var e = Endpoints()
            e.sourceIP = .v4(0x0A00_0001)  // the AMF, 10.0.0.1:38412
            e.destinationIP = .v4(0x0A00_0002)
            e.sourcePort = 38412
            e.destinationPort = 40000
            e.sctpAssociation = 1
            e.payloadProtocolID = 60
            for i in 0..<count {
                let bytes = pdus[i % pdus.count]
                emit(PDU(kind: .ngap, payload: bytes[...], endpoints: e, frameNumbers: [i + 1], timestampNanoseconds: 1_000_000_000 + Int64(i) * 1_000_000,
                         offsetInFrame: nil), nil)
            }
        case .sctpFragments:
            for i in 0..<count {
                let frame = sctpFirstFragment(tsn: UInt32(truncatingIfNeeded: 2 * i), ssn: UInt16(truncatingIfNeeded: i))
                record(CaptureRecord(frameNumber: i + 1, timestampNanoseconds: 1_000_000_000 + Int64(i) * 1_000_000, capturedLength: frame.count,
                                       originalLength: frame.count, linkType: .ethernet, bytes: frame[...]))
            }
        case .sctpAssociations:
            for i in 0..<count {
                // 10.128.0.0/9 by item, ports 1024… in turn
                let address: [UInt8] = [10, UInt8(128 | (i >> 16) & 0x7F), UInt8(truncatingIfNeeded: i >> 8), UInt8(truncatingIfNeeded: i)]
                let frame = sctpFrame(payload: [0x00, 0x05, 0x00, 0x08], tsn: 1, ssn: 0, flags: 0x02, fromCU: false,
                                      du: (address, UInt16(1024 + i % 60_000)))
                record(CaptureRecord(frameNumber: i + 1, timestampNanoseconds: 1_000_000_000 + Int64(i) * 1_000_000, capturedLength: frame.count,
                                       originalLength: frame.count, linkType: .ethernet, bytes: frame[...]))
            }
        case .eAxCFlows, .distinctSenders:
            var c = CPlaneMessage()
            c.dataDirection = 1
            c.sectionType = 1
            c.numberOfSections = 1
            var section = CPlaneSection()
            section.sectionId = 1
            section.numPrbc = 4
            section.numSymbol = 14
            c.sections = [section]
            var u = UPlaneMessage()
            u.dataDirection = 1
            let format = IQFormat(method: .blockFloatingPoint, iqWidth: 9)
            u.sections = [UPlaneSection(sectionId: 1, startPrbu: 0, numPrbu: 4, format: format, iqData: [UInt8](repeating: 0, count: 4 * format.fullPRBBytes)[...])]
            var time: Int64 = 1_000_000_000
            for i in 0..<count {
                // eAxCFlows: a new eAxC each time (a new O-DU MAC every 65,536); distinctSenders:
                // eAxC 0 from a new O-DU MAC each time
                let eAxC = workload == .eAxCFlows ? UInt16(truncatingIfNeeded: i) : 0
                let du: UInt64 = workload == .eAxCFlows ? 0x02_00_00_00_BB_00 + UInt64(i >> 16) : 0x02_00_01_00_00_00 + UInt64(i)
                for (n, message) in [ECPRIMessage.oran(cPlane: c, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: 0)),
                                     ECPRIMessage.oran(uPlane: u, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: 0))].enumerated() {
                    let bytes = FronthaulEncoder.encode(message)
                    time += 10_000
                    var e = Endpoints()
                    e.sourceMAC = MACAddress(du)
                    e.destinationMAC = MACAddress(0x02_00_00_00_AA_01)
                    let pdu = PDU(kind: .ecpri, payload: bytes[...], endpoints: e, frameNumbers: [2 * i + n + 1], timestampNanoseconds: time, offsetInFrame: 14)
                    emit(pdu, bytes.count + 14)
                }
            }
        }
    }

    /// `count` NGAP INITIAL CONTEXT SETUP REQUESTs, the k-th for AMF-UE-NGAP-ID and
    /// RAN-UE-NGAP-ID k + 1 (the other mandatory IEs random, seeded).
    static func ngapRequests(_ count: Int) -> [[UInt8]] {
        var builder = ProtocolIEPDUBuilder(schema: APProtocol.ngap.schema, pduType: APProtocol.ngap.pduTypeName,
                                           procedures: APProtocol.ngap.proceduresSetName, seed: 5)
        return (0..<count).compactMap { k in
            builder.build("InitialContextSetupRequest", ["AMF-UE-NGAP-ID": .integer(Int64(k) + 1), "RAN-UE-NGAP-ID": .integer(Int64(k) + 1)])
        }
    }

    /// Ethernet / IPv4 / SCTP frame from 10.0.0.2:40000 to 10.0.0.1:38472 with one DATA chunk
    /// (PPID 62, stream 1) that begins a message and does not end it.
    static func sctpFirstFragment(tsn: UInt32, ssn: UInt16) -> [UInt8] {
        sctpFrame(payload: [0x00, 0x05, 0x00, 0x08], tsn: tsn, ssn: ssn, flags: 0x02, fromCU: false)
    }

    /// Ethernet / IPv4 / SCTP frame between 10.0.0.2:40000 (gNB-DU) and 10.0.0.1:38472 (gNB-CU)
    /// with one DATA chunk (RFC 9260 §3.3.1: `flags` U/B/E, stream 1, PPID 62) carrying `payload`.
    /// `du` replaces the gNB-DU's address and port.
    static func sctpFrame(payload: [UInt8], tsn: UInt32, ssn: UInt16, flags: UInt8, fromCU: Bool, stream: UInt16 = 1,
                          du duEnd: (address: [UInt8], port: UInt16) = ([10, 0, 0, 2], 40000)) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
        func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(truncatingIfNeeded: v)] }
        let padding = [UInt8](repeating: 0, count: (4 - payload.count % 4) % 4)
        let chunk: [UInt8] = [0x00, flags] + be16(UInt16(16 + payload.count)) + be32(tsn) + be16(stream) + be16(ssn) + be32(62) + payload + padding
        let ports: [UInt8] = fromCU ? be16(38472) + be16(duEnd.port) : be16(duEnd.port) + be16(38472)
        let sctp: [UInt8] = ports + be32(1) + be32(0) + chunk
        let addresses: [UInt8] = fromCU ? [10, 0, 0, 1] + duEnd.address : duEnd.address + [10, 0, 0, 1]
        var ip: [UInt8] = [0x45, 0x00] + be16(UInt16(20 + sctp.count)) + [0, 0, 0x40, 0x00, 64, 132, 0, 0] + addresses
        var sum: UInt32 = 0
        for k in stride(from: 0, to: 20, by: 2) { sum += UInt32(ip[k]) << 8 | UInt32(ip[k + 1]) }
        while sum > 0xFFFF { sum = (sum & 0xFFFF) + (sum >> 16) }
        ip[10] = UInt8(truncatingIfNeeded: ~sum >> 8)
        ip[11] = UInt8(truncatingIfNeeded: ~sum)
        let du: [UInt8] = [0x02, 0, 0, 0, 0, 0x02], cu: [UInt8] = [0x02, 0, 0, 0, 0, 0x01]
        let ethernet: [UInt8] = (fromCU ? du + cu : cu + du) + [0x08, 0x00]
        return ethernet + ip + sctp
    }
}

/// F1AP PDUs taken from a capture (F1 Setup Request / Response, UE Context Setup Request /
/// Response) with their UE F1AP IDs made patchable: re-encoded with 4-octet ids, so any id from
/// ``firstID`` on is written in place (aligned PER, X.691 §10.5.7.4: the length of a constrained
/// whole number depends on its value only through its octet count).
public struct F1APUETemplates: Sendable {
    public static let firstID: UInt32 = 1 << 24
    public let setupRequest: [UInt8]
    public let setupResponse: [UInt8]
    private let requestTemplate: Patchable
    private let responseTemplate: Patchable

    struct Patchable: Sendable {
        var bytes: [UInt8]
        var cuOffset: Int
        var duOffset: Int
    }

    /// Reads the four messages from `capture` (the first of each); nil when one is missing.
    public init?(capture path: String) {
        guard let reader = try? CaptureReader(path: path) else { return nil }
        var demux = NetworkDemux()
        var found: [String: [UInt8]] = [:]
        while let record = reader.next() {
            demux.demux(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                        timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                guard pdu.kind == .f1ap, let m = F1AP.decode(pdu.payload).message else { return }
                let name = "\(m.procedureCode)/\(m.kind.rawValue)"
                if found[name] == nil { found[name] = Array(pdu.payload) }
            }
        }
        guard let setupRequest = found["1/initiatingMessage"], let setupResponse = found["1/successfulOutcome"],
              let request = found["5/initiatingMessage"].flatMap(Self.patchable), let response = found["5/successfulOutcome"].flatMap(Self.patchable)
        else { return nil }
        self.setupRequest = setupRequest
        self.setupResponse = setupResponse
        requestTemplate = request
        responseTemplate = response
    }

    public func request(cu: UInt32, du: UInt32) -> [UInt8] { Self.patch(requestTemplate, cu: cu, du: du) }
    public func response(cu: UInt32, du: UInt32) -> [UInt8] { Self.patch(responseTemplate, cu: cu, du: du) }

    public static func endpoints(fromDU: Bool) -> Endpoints {
        var e = Endpoints()
        let du = (NetLayers.IPAddress.v4(0x0A00_0002), UInt16(40000)), cu = (NetLayers.IPAddress.v4(0x0A00_0001), UInt16(38472))
        let (source, destination) = fromDU ? (du, cu) : (cu, du)
        e.sourceIP = source.0
        e.sourcePort = source.1
        e.destinationIP = destination.0
        e.destinationPort = destination.1
        e.sctpAssociation = 0
        e.sctpStream = 1
        e.payloadProtocolID = 62
        return e
    }

    private static func patch(_ t: Patchable, cu: UInt32, du: UInt32) -> [UInt8] {
        var out = t.bytes
        for k in 0..<4 {
            out[t.cuOffset + k] = UInt8(truncatingIfNeeded: cu >> UInt32(24 - 8 * k))
            out[t.duOffset + k] = UInt8(truncatingIfNeeded: du >> UInt32(24 - 8 * k))
        }
        return out
    }

    /// Re-encodes `pdu` with ids ``firstID`` and ``firstID`` + 0x10101 and finds where each id sits.
    private static func patchable(_ pdu: [UInt8]) -> Patchable? {
        guard let value = F1AP.schema.decodeAPER(pdu[...], as: F1AP.pduTypeName).value else { return nil }
        func encoded(cu: UInt32, du: UInt32) -> [UInt8]? {
            try? F1AP.schema.encodeAPER(setIDs(value, cu: cu, du: du), as: F1AP.pduTypeName)
        }
        let base = firstID
        guard let a = encoded(cu: base, du: base), let b = encoded(cu: base + 0x0101_01, du: base),
              let c = encoded(cu: base, du: base + 0x0101_01), a.count == b.count, a.count == c.count,
              let cuEnd = a.indices.last(where: { a[$0] != b[$0] }), let duEnd = a.indices.last(where: { a[$0] != c[$0] }),
              cuEnd >= 3, duEnd >= 3
        else { return nil }
        return Patchable(bytes: a, cuOffset: cuEnd - 3, duOffset: duEnd - 3)
    }

    /// `value` with the gNB-CU (IE 40) and gNB-DU (IE 41) UE F1AP IDs of its protocol IEs set.
    private static func setIDs(_ value: ASN1Value, cu: UInt32, du: UInt32) -> ASN1Value {
        switch value {
        case .choice(let name, let inner): return .choice(name: name, value: setIDs(inner, cu: cu, du: du))
        case .openType(let type, let inner): return .openType(typeName: type, value: setIDs(inner, cu: cu, du: du))
        case .sequenceOf(let items): return .sequenceOf(items.map { setIDs($0, cu: cu, du: du) })
        case .sequence(let parts):
            let id = parts.first { $0.name == "id" }.flatMap { part -> Int64? in
                if case .integer(let v) = part.value { return v }
                return nil
            }
            if id == 40 || id == 41 {
                let v = Int64(id == 40 ? cu : du)
                return .sequence(parts.map { part in
                    guard part.name == "value" else { return part }
                    var p = part
                    if case .openType(let type, _) = part.value { p.value = .openType(typeName: type, value: .integer(v)) } else { p.value = .integer(v) }
                    return p
                })
            }
            return .sequence(parts.map { part in
                var p = part
                p.value = setIDs(part.value, cu: cu, du: du)
                return p
            })
        default: return value
        }
    }
}

/// An F1AP throughput capture: the F1AP PDUs of `capture`, repeated `rounds` times, each in its
/// own SCTP packet (one DATA chunk with the B and E bits, TSNs in sequence per direction, the
/// PDU's SCTP stream kept) between the gNB-DU at 10.0.0.2:40000 and the gNB-CU at
/// 10.0.0.1:38472, written as a classic pcap. Each PDU keeps its direction: the gNB-DU is the
/// end that sent the association's INIT (TS 38.472 §7: the gNB-DU establishes the SCTP
/// association), else the end not on port 38472 when only one is, else the sender of the first
/// F1AP PDU (an F1 SETUP REQUEST, TS 38.473 §8.2.3, from the gNB-DU).
public enum F1APReplayCapture {
    /// Writes the capture; returns the number of PDUs written (0 when `capture` has none).
    public static func write(from capture: String, rounds: Int, to path: String) throws -> Int {
        let reader = try CaptureReader(path: capture)
        var demux = NetworkDemux()
        var pdus: [(bytes: [UInt8], fromCU: Bool, stream: UInt16)] = []
        var firstSource: IPAddress?
        while let record = reader.next() {
            demux.demux(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                        timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                guard pdu.kind == .f1ap else { return }
                let e = pdu.endpoints
                if firstSource == nil { firstSource = e.sourceIP }
                let fromCU: Bool
                if let sentInit = e.sctpSourceSentInit {
                    fromCU = !sentInit
                } else if (e.sourcePort == 38472) != (e.destinationPort == 38472) {
                    fromCU = e.sourcePort == 38472
                } else {
                    fromCU = e.sourceIP != firstSource
                }
                pdus.append((Array(pdu.payload), fromCU, e.sctpStream ?? 1))
            }
        }
        guard !pdus.isEmpty else { return 0 }
        var writer = try PcapWriter(path: path, linkType: .ethernet)
        var tsn: [Bool: UInt32] = [false: 1, true: 1]
        // stream sequence numbers per direction and stream (RFC 9260 §3.3.1)
        var ssn: [Int: UInt16] = [:]
        var n = 0
        for round in 0..<rounds {
            for (i, pdu) in pdus.enumerated() {
                let t = tsn[pdu.fromCU]!
                tsn[pdu.fromCU] = t &+ 1
                let streamKey = Int(pdu.stream) << 1 | (pdu.fromCU ? 1 : 0)
                let s = ssn[streamKey, default: 0]
                ssn[streamKey] = s &+ 1
                let frame = LinearCostWorkload.sctpFrame(payload: pdu.bytes, tsn: t, ssn: s, flags: 0x03, fromCU: pdu.fromCU, stream: pdu.stream)
                try writer.write(frame, timestampNanoseconds: 1_000_000_000 + Int64(round * pdus.count + i) * 100_000)
                n += 1
            }
        }
        try writer.close()
        return n
    }
}
