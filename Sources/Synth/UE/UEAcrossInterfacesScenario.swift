import APProtocols
import ASN1PER
import F1AP
import NetLayers

/// One UE's initial access through a gNB split into O-DU, O-CU-CP and O-CU-UP (TS 38.401 §8.9.2,
/// with the NG steps of TS 38.300 §9.2.1 / TS 38.413 §8.6.1 and §8.3.1): F1 Initial UL RRC
/// Message Transfer (RRCSetupRequest), DL RRC Message Transfer (RRCSetup), UL RRC Message Transfer
/// (RRCSetupComplete with a NAS PDU), NG Initial UE Message (the same NAS PDU), NG Initial
/// Context Setup Request, E1 Bearer Context Setup Request / Response (the CU-UP's F1-U UL
/// tunnel), F1 UE Context Setup Request (that tunnel for the DRB) / Response, NG Initial Context
/// Setup Response; after an E1 Setup (TS 37.483 §8.2.3) so the capture has E1 traffic either way.
/// Three SCTP associations: F1-C (PPID 62), NG-C (PPID 60), E1 (PPID 64).
public enum UEAcrossInterfacesScenario {
    public struct Options: Sendable, Equatable {
        /// Fault: leave out the E1 Bearer Context Setup (XP-UE-E1-BEARER).
        public var omitE1BearerSetup = false
        /// Drop the frames before the F1 DL RRC Message Transfer: a capture started after the
        /// Initial UL RRC Message Transfer.
        public var startAfterInitialUL = false
        public init(omitE1BearerSetup: Bool = false, startAfterInitialUL: Bool = false) {
            self.omitE1BearerSetup = omitE1BearerSetup
            self.startAfterInitialUL = startAfterInitialUL
        }
    }

    /// One PDU of the scenario.
    public struct Message: Sendable, Equatable {
        /// `f1ap`, `ngap` or `e1ap`.
        public var proto: String
        public var name: String
        public var timestampNanoseconds: Int64
        public var bytes: [UInt8]
    }

    public static let du = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xBB, 0x01], ipv4: [10, 0, 0, 2], sctpPort: 38472)
    public static let cuCP = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xCC, 0x01], ipv4: [10, 0, 0, 1], sctpPort: 38472)
    public static let amf = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xAA, 0x0F], ipv4: [10, 0, 0, 3], sctpPort: 38412)
    public static let cuUP = F1APEndpoint(mac: [0x02, 0, 0, 0, 0xCC, 0x02], ipv4: [10, 0, 0, 4], sctpPort: 38462)
    public static let startNanoseconds: Int64 = 1_764_000_000_000_000_000

    /// The F1-U UL tunnel the CU-UP allocates (E1) and the CU-CP hands to the DU (F1).
    static let f1uAddress: [UInt8] = [10, 0, 1, 4]
    static let f1uTEID: [UInt8] = [0x00, 0x00, 0x2A, 0x01]
    /// The UPF's NG-U UL tunnel (NG → E1).
    static let nguAddress: [UInt8] = [10, 0, 2, 9]
    static let nguTEID: [UInt8] = [0x00, 0x01, 0x00, 0x07]

    /// The scenario's PDUs in time order.
    public static func messages(_ options: Options = Options(), seed: UInt64 = 1, startNanoseconds: Int64 = startNanoseconds) -> [Message] {
        var f1 = APPDUComposer(schema: F1AP.schema, pduType: "F1AP-PDU", procedures: "F1AP-ELEMENTARY-PROCEDURES", seed: seed)
        var ng = APPDUComposer(schema: APProtocol.ngap.schema, pduType: "NGAP-PDU", procedures: "NGAP-ELEMENTARY-PROCEDURES", seed: seed)
        var e1 = APPDUComposer(schema: APProtocol.e1ap.schema, pduType: "E1AP-PDU", procedures: "E1AP-ELEMENTARY-PROCEDURES", seed: seed)
        let duID = ASN1Value.integer(1), cuID = ASN1Value.integer(1)
        let ranID = ASN1Value.integer(7), amfID = ASN1Value.integer(100)
        let cpID = ASN1Value.integer(11), upID = ASN1Value.integer(21)
        // 5GS NAS Registration Request, integrity protected and ciphered (TS 24.501 §9.1)
        let nas = NRRRCContainers.protectedNAS(sequence: 0, mac: [0x5A, 0x11, 0xC3, 0x0E], ciphered: [0x41, 0x79, 0x00, 0x0D, 0x01, 0x00, 0xF1, 0x10])
        let setupComplete = NRRRCContainers.pdcp(sequenceNumber: 0, rrc: NRRRCContainers.rrcSetupComplete(transaction: 0, nas: nas), macI: [0, 0, 0, 0])
        var out: [Message] = []
        func add(_ proto: String, _ ms: Int64, _ name: String, _ bytes: [UInt8]?) {
            guard let bytes else { return }
            out.append(Message(proto: proto, name: name, timestampNanoseconds: startNanoseconds + ms * 1_000_000, bytes: bytes))
        }
        add("e1ap", 0, "GNB-CU-UP-E1SetupRequest", e1.pdu("GNB-CU-UP-E1SetupRequest", ["TransactionID": .integer(0)]))
        add("e1ap", 1, "GNB-CU-UP-E1SetupResponse", e1.pdu("GNB-CU-UP-E1SetupResponse", ["TransactionID": .integer(0)]))
        add("f1ap", 10, "InitialULRRCMessageTransfer", f1.pdu("InitialULRRCMessageTransfer", [
            "GNB-DU-UE-F1AP-ID": duID, "RRCContainer": .octetString(NRRRCContainers.rrcSetupRequest(randomValue: 0x1234_5678)),
            "DUtoCURRCContainer": .octetString(NRRRCContainers.cellGroupConfig()),
        ], optional: ["DUtoCURRCContainer"]))
        add("f1ap", 11, "DLRRCMessageTransfer", f1.pdu("DLRRCMessageTransfer", [
            "GNB-CU-UE-F1AP-ID": cuID, "GNB-DU-UE-F1AP-ID": duID, "SRBID": .integer(0),
            "RRCContainer": .octetString(NRRRCContainers.rrcSetup(transaction: 0)),
        ]))
        add("f1ap", 20, "ULRRCMessageTransfer", f1.pdu("ULRRCMessageTransfer", [
            "GNB-CU-UE-F1AP-ID": cuID, "GNB-DU-UE-F1AP-ID": duID, "SRBID": .integer(1), "RRCContainer": .octetString(setupComplete),
        ]))
        add("ngap", 21, "InitialUEMessage", ng.pdu("InitialUEMessage", ["RAN-UE-NGAP-ID": ranID, "NAS-PDU": .octetString(nas)]))
        add("ngap", 40, "InitialContextSetupRequest", ng.pdu("InitialContextSetupRequest", ["AMF-UE-NGAP-ID": amfID, "RAN-UE-NGAP-ID": ranID]))
        if !options.omitE1BearerSetup {
            // random values are drawn until the PDU has no abstract-syntax finding (a random
            // ProtocolIE-Container may repeat an IE)
            add("e1ap", 41, "BearerContextSetupRequest", clean(.e1ap) {
                e1.valueWithTunnels("System-BearerContextSetupRequest", address: nguAddress, teid: nguTEID).flatMap {
                    e1.pdu("BearerContextSetupRequest", ["GNB-CU-CP-UE-E1AP-ID": cpID, "System-BearerContextSetupRequest": $0])
                }
            })
            add("e1ap", 42, "BearerContextSetupResponse", clean(.e1ap) {
                e1.valueWithTunnels("System-BearerContextSetupResponse", address: f1uAddress, teid: f1uTEID).flatMap {
                    e1.pdu("BearerContextSetupResponse", ["GNB-CU-CP-UE-E1AP-ID": cpID, "GNB-CU-UP-UE-E1AP-ID": upID, "System-BearerContextSetupResponse": $0])
                }
            })
        }
        // one DRB (id 1) to set up with the CU-UP's F1-U UL tunnel, answered as set up (F1-UECTX-DRB)
        if let drbs = f1.valueWithTunnels("DRBs-ToBeSetup-List", address: f1uAddress, teid: f1uTEID) {
            add("f1ap", 43, "UEContextSetupRequest", f1.pdu("UEContextSetupRequest", [
                "GNB-CU-UE-F1AP-ID": cuID, "GNB-DU-UE-F1AP-ID": duID,
                "DRBs-ToBeSetup-List": APPDUComposer.settingInteger(APPDUComposer.firstElementOnly(drbs), "dRBID", to: 1),
            ], optional: ["GNB-DU-UE-F1AP-ID", "DRBs-ToBeSetup-List"]))
        }
        var setupList: [String: ASN1Value] = [
            "GNB-CU-UE-F1AP-ID": cuID, "GNB-DU-UE-F1AP-ID": duID,
            "DUtoCURRCInformation": .sequence([ASN1NamedValue("cellGroupConfig", .octetString(NRRRCContainers.cellGroupConfig()))]),
        ]
        if let list = f1.randomValue("DRBs-Setup-List") {
            setupList["DRBs-Setup-List"] = APPDUComposer.settingInteger(APPDUComposer.firstElementOnly(list), "dRBID", to: 1)
        }
        add("f1ap", 44, "UEContextSetupResponse", f1.pdu("UEContextSetupResponse", setupList, optional: ["DRBs-Setup-List"]))
        add("ngap", 45, "InitialContextSetupResponse", ng.pdu("InitialContextSetupResponse", ["AMF-UE-NGAP-ID": amfID, "RAN-UE-NGAP-ID": ranID]))
        // the F1 and NG taps start after the Initial UL RRC Message Transfer; the E1 tap saw E1 Setup
        if options.startAfterInitialUL { out.removeAll { $0.proto != "e1ap" && $0.timestampNanoseconds < startNanoseconds + 11_000_000 } }
        return out
    }

    /// The first of up to 64 PDUs `make` draws that decodes as `proto` without a finding.
    static func clean(_ proto: APProtocol, _ make: () -> [UInt8]?) -> [UInt8]? {
        for _ in 0..<64 {
            guard let bytes = make() else { return nil }
            let r = proto.decode(bytes[...])
            if r.message != nil && r.findings.isEmpty { return bytes }
        }
        return nil
    }

    /// The scenario as Ethernet / IPv4 / SCTP frames, one DATA chunk each.
    public static func frames(_ options: Options = Options(), seed: UInt64 = 1, startNanoseconds: Int64 = startNanoseconds) -> [SynthFrame] {
        // client side first: DU → CU-CP (F1), CU-CP → AMF (NG), CU-UP → CU-CP (E1, TS 38.462 §7)
        var f1 = Association(client: du, server: cuCP, ppid: 62, tag: 0xF1F1_0001)
        var ng = Association(client: F1APEndpoint(mac: cuCP.mac, ipv4: cuCP.ipv4, sctpPort: 40_412), server: amf, ppid: 60, tag: 0x4E47_0001)
        var e1 = Association(client: cuUP, server: F1APEndpoint(mac: cuCP.mac, ipv4: cuCP.ipv4, sctpPort: 38462), ppid: 64, tag: 0xE1E1_0001)
        return messages(options, seed: seed, startNanoseconds: startNanoseconds).map { m in
            let fromClient = !Self.serverSends.contains(m.name)
            let bytes: [UInt8]
            switch m.proto {
            case "f1ap": bytes = f1.frame(fromClient: fromClient, m.bytes)
            case "ngap": bytes = ng.frame(fromClient: fromClient, m.bytes)
            default: bytes = e1.frame(fromClient: fromClient, m.bytes)
            }
            return SynthFrame(timestampNanoseconds: m.timestampNanoseconds, bytes: bytes, comment: "\(m.proto): \(m.name)")
        }
    }

    /// Messages the association's server side sends (CU-CP on F1 and E1, AMF on NG).
    static let serverSends: Set<String> = [
        "GNB-CU-UP-E1SetupResponse", "DLRRCMessageTransfer", "InitialContextSetupRequest", "BearerContextSetupRequest", "UEContextSetupRequest",
    ]

    struct Association {
        var writer: SCTPFrameWriter
        var ppid: UInt32
        var tag: UInt32
        var tsn: [UInt32] = [1000, 5000]
        var ssn: [UInt16] = [0, 0]

        init(client: F1APEndpoint, server: F1APEndpoint, ppid: UInt32, tag: UInt32) {
            writer = SCTPFrameWriter(du: client, cu: server, firstIdentification: (1, 1))
            self.ppid = ppid
            self.tag = tag
        }

        mutating func frame(fromClient: Bool, _ payload: [UInt8]) -> [UInt8] {
            let side = fromClient ? 0 : 1
            let chunk = SCTPChunks.dataChunk(tsn: tsn[side], stream: 1, sequence: ssn[side], ppid: ppid, beginning: true, ending: true, payload: payload[...])
            tsn[side] &+= 1
            ssn[side] &+= 1
            return writer.frame(fromDU: fromClient, verificationTag: tag &+ UInt32(side), chunks: [chunk])
        }
    }
}

/// Frames made up front, handed out in order (they are in non-decreasing time order).
struct FrameArraySource: SynthFrameSource {
    private let frames: [SynthFrame]
    private var index = 0
    init(_ frames: [SynthFrame]) { self.frames = frames }
    var nextTimestampNanoseconds: Int64? { index < frames.count ? frames[index].timestampNanoseconds : nil }
    mutating func next() -> SynthFrame? {
        guard index < frames.count else { return nil }
        defer { index += 1 }
        return frames[index]
    }
}
