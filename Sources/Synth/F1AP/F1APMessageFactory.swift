import ASN1PER
import Profiles

/// The served cell the generated gNB-DU reports (TS 38.473 clause 9.3.1.10 Served Cell
/// Information): one TDD n78 carrier, 30 kHz SCS, 273 PRBs.
struct F1APCellModel: Sendable {
    var plmn: [UInt8] = [0x00, 0xF1, 0x10]  // MCC 001, MNC 01 (BCD, TS 38.413 clause 9.3.3.5)
    var cellIdentity: UInt64
    var pci: Int
    var tac: [UInt8]
    var arfcn: Int
    /// Transmission Bandwidth (TS 38.473 §9.3.1.15) NR-SCS and NRNRB names.
    var nrscs = "scs30"
    var nrnrb = "nrb273"
    /// gNB-DU System Information (§9.3.1.18): MIB and SIB1 octets.
    var systemInformation: (mib: [UInt8], sib1: [UInt8])?

    /// The cell of a scenario's `systemInformation: true`.
    mutating func apply(_ si: SynthCellSystemInformation) {
        if let nci = si.cellIdentity { cellIdentity = nci }
        if let p = si.pci { pci = p }
        nrscs = "scs\(15 << si.numerology)"
        nrnrb = "nrb\(si.f1PRBs)"
        if let sib1 = try? si.sib1() { systemInformation = (si.mib, sib1) }
    }

    /// The served-cell item's components: Served Cell Information and, when present, gNB-DU
    /// System Information.
    func servedCellItem(_ leading: [ASN1NamedValue] = []) -> ASN1Value {
        var parts = leading + [ASN1NamedValue("served-Cell-Information", servedCellInformation)]
        if let si = systemInformation {
            parts.append(ASN1NamedValue("gNB-DU-System-Information", .sequence([
                ASN1NamedValue("mIB-message", .octetString(si.mib)), ASN1NamedValue("sIB1-message", .octetString(si.sib1)),
            ])))
        }
        return .sequence(parts)
    }

    var nrcgi: ASN1Value { F1APValues.nrcgi(plmn: plmn, cell: cellIdentity) }

    /// Served-Cell-Information (clause 9.3.1.10).
    var servedCellInformation: ASN1Value {
        .sequence([
            ASN1NamedValue("nRCGI", nrcgi),
            ASN1NamedValue("nRPCI", .integer(Int64(pci))),
            ASN1NamedValue("fiveGS-TAC", .octetString(tac)),
            ASN1NamedValue("servedPLMNs", .sequenceOf([.sequence([ASN1NamedValue("pLMN-Identity", .octetString(plmn))])])),
            ASN1NamedValue("nR-Mode-Info", .choice(name: "tDD", value: .sequence([
                ASN1NamedValue("nRFreqInfo", .sequence([
                    ASN1NamedValue("nRARFCN", .integer(Int64(arfcn))),
                    ASN1NamedValue("freqBandListNr", .sequenceOf([.sequence([
                        ASN1NamedValue("freqBandIndicatorNr", .integer(78)),
                        ASN1NamedValue("supportedSULBandList", .sequenceOf([])),
                    ])])),
                ])),
                ASN1NamedValue("transmission-Bandwidth", .sequence([
                    ASN1NamedValue("nRSCS", F1APValues.enumerated("NRSCS", nrscs)),
                    ASN1NamedValue("nRNRB", F1APValues.enumerated("NRNRB", nrnrb)),
                ])),
            ]))),
            ASN1NamedValue("measurementTimingConfiguration", .octetString(NRRRCContainers.measurementTimingConfiguration)),
        ])
    }
}

/// Builds the IE lists of the generated messages (TS 38.473 clause 9.2; IE order and
/// criticalities as in the message's IE object set of clause 9.4.4).
enum F1APMessageFactory {
    typealias IE = F1APIEField

    static func transactionID(_ tx: Int, _ criticality: String = "reject") -> IE {
        IE(id: 78, criticality: criticality, typeName: "TransactionID", value: .integer(Int64(tx)))
    }
    static func cuUE(_ id: UInt64) -> IE { IE(id: 40, criticality: "reject", typeName: "GNB-CU-UE-F1AP-ID", value: .integer(Int64(id))) }
    static func duUE(_ id: UInt64, _ criticality: String = "reject") -> IE {
        IE(id: 41, criticality: criticality, typeName: "GNB-DU-UE-F1AP-ID", value: .integer(Int64(id)))
    }
    static func srb(_ id: Int, _ criticality: String = "reject") -> IE { IE(id: 64, criticality: criticality, typeName: "SRBID", value: .integer(Int64(id))) }
    static func rrcContainer(_ bytes: [UInt8], _ criticality: String = "reject") -> IE {
        IE(id: 50, criticality: criticality, typeName: "RRCContainer", value: .octetString(bytes))
    }

    /// F1 SETUP REQUEST (clause 9.2.1.4).
    static func f1SetupRequest(tx: Int, duID: UInt64, duName: String, cell: F1APCellModel) -> [IE] {
        let item = F1APValues.single(43, "reject", "GNB-DU-Served-Cells-Item", cell.servedCellItem())
        return [
            transactionID(tx),
            IE(id: 42, criticality: "reject", typeName: "GNB-DU-ID", value: .integer(Int64(duID))),
            IE(id: 45, criticality: "ignore", typeName: "GNB-DU-Name", value: .string(duName)),
            IE(id: 44, criticality: "reject", typeName: "GNB-DU-Served-Cells-List", value: .sequenceOf([item])),
            IE(id: 171, criticality: "reject", typeName: "RRC-Version", value: F1APValues.rrcVersion()),
        ]
    }

    /// F1 SETUP RESPONSE (clause 9.2.1.5) activating the served cell.
    static func f1SetupResponse(tx: Int, cuName: String, cell: F1APCellModel) -> [IE] {
        let item = F1APValues.single(4, "reject", "Cells-to-be-Activated-List-Item", .sequence([
            ASN1NamedValue("nRCGI", cell.nrcgi),
            ASN1NamedValue("nRPCI", .integer(Int64(cell.pci))),
        ]))
        return [
            transactionID(tx),
            IE(id: 82, criticality: "ignore", typeName: "GNB-CU-Name", value: .string(cuName)),
            IE(id: 3, criticality: "reject", typeName: "Cells-to-be-Activated-List", value: .sequenceOf([item])),
            IE(id: 170, criticality: "reject", typeName: "RRC-Version", value: F1APValues.rrcVersion()),
        ]
    }

    /// gNB-DU CONFIGURATION UPDATE (clause 9.2.1.7): the served cell modified in place (same
    /// NR CGI) and its status reported in service.
    static func duConfigurationUpdate(tx: Int, cell: F1APCellModel) -> [IE] {
        let modify = F1APValues.single(61, "reject", "Served-Cells-To-Modify-Item", cell.servedCellItem([ASN1NamedValue("oldNRCGI", cell.nrcgi)]))
        let status = F1APValues.single(88, "reject", "Cells-Status-Item", .sequence([
            ASN1NamedValue("nRCGI", cell.nrcgi),
            ASN1NamedValue("service-status", .sequence([ASN1NamedValue("service-state", F1APValues.enumerated("Service-State", "in-service"))])),
        ]))
        return [
            transactionID(tx),
            IE(id: 62, criticality: "reject", typeName: "Served-Cells-To-Modify-List", value: .sequenceOf([modify])),
            IE(id: 89, criticality: "reject", typeName: "Cells-Status-List", value: .sequenceOf([status])),
        ]
    }

    /// gNB-DU CONFIGURATION UPDATE ACKNOWLEDGE (clause 9.2.1.8), RESET ACKNOWLEDGE (9.2.1.2).
    static func transactionOnly(tx: Int) -> [IE] { [transactionID(tx)] }

    /// RESET (clause 9.2.1.1): reset-all after O&M intervention.
    static func reset(tx: Int) -> [IE] {
        [
            transactionID(tx),
            IE(id: 0, criticality: "ignore", typeName: "Cause", value: F1APValues.cause("misc", "CauseMisc", "om-intervention")),
            IE(id: 48, criticality: "reject", typeName: "ResetType", value: .choice(name: "f1-Interface", value: F1APValues.enumerated("ResetAll", "reset-all"))),
        ]
    }

    /// INITIAL UL RRC MESSAGE TRANSFER (clause 9.2.3.1).
    static func initialULRRC(du: UInt64, cell: F1APCellModel, cRNTI: Int, rrc: [UInt8], duToCU: [UInt8], tx: Int) -> [IE] {
        [
            duUE(du),
            IE(id: 111, criticality: "reject", typeName: "NRCGI", value: cell.nrcgi),
            IE(id: 95, criticality: "reject", typeName: "C-RNTI", value: .integer(Int64(cRNTI))),
            rrcContainer(rrc),
            IE(id: 128, criticality: "reject", typeName: "DUtoCURRCContainer", value: .octetString(duToCU)),
            transactionID(tx, "ignore"),
        ]
    }

    /// DL / UL RRC MESSAGE TRANSFER (clauses 9.2.3.2, 9.2.3.3).
    static func rrcTransfer(cu: UInt64, du: UInt64, srbID: Int, rrc: [UInt8]) -> [IE] {
        [cuUE(cu), duUE(du), srb(srbID), rrcContainer(rrc)]
    }

    /// UE CONTEXT SETUP REQUEST (clause 9.2.2.1): SpCell, CU to DU RRC information, SRB2 to set
    /// up and an RRC container.
    static func ueContextSetupRequest(cu: UInt64, du: UInt64, cell: F1APCellModel, rrc: [UInt8], capabilities: [UInt8]) -> [IE] {
        let srb2 = F1APValues.single(73, "reject", "SRBs-ToBeSetup-Item", .sequence([ASN1NamedValue("sRBID", .integer(2))]))
        return [
            cuUE(cu),
            duUE(du, "ignore"),
            IE(id: 63, criticality: "reject", typeName: "NRCGI", value: cell.nrcgi),
            IE(id: 107, criticality: "reject", typeName: "ServCellIndex", value: .integer(0)),
            IE(id: 9, criticality: "reject", typeName: "CUtoDURRCInformation", value: .sequence(
                capabilities.isEmpty ? [] : [ASN1NamedValue("uE-CapabilityRAT-ContainerList", .octetString(capabilities))])),
            IE(id: 74, criticality: "reject", typeName: "SRBs-ToBeSetup-List", value: .sequenceOf([srb2])),
            rrcContainer(rrc, "ignore"),
        ]
    }

    /// UE CONTEXT SETUP RESPONSE (clause 9.2.2.2) / UE CONTEXT MODIFICATION RESPONSE (9.2.2.8)
    /// with DU to CU RRC information carrying the CellGroupConfig.
    static func ueContextResponse(cu: UInt64, du: UInt64, cellGroupConfig: [UInt8]) -> [IE] {
        [
            cuUE(cu), duUE(du),
            IE(id: 39, criticality: "reject", typeName: "DUtoCURRCInformation", value: .sequence([ASN1NamedValue("cellGroupConfig", .octetString(cellGroupConfig))])),
        ]
    }

    /// UE CONTEXT MODIFICATION REQUEST (clause 9.2.2.7) with an RRC container.
    static func ueContextModificationRequest(cu: UInt64, du: UInt64, rrc: [UInt8]) -> [IE] {
        [cuUE(cu), duUE(du), rrcContainer(rrc)]
    }

    /// UE CONTEXT RELEASE COMMAND (clause 9.2.2.4): normal release with RRCRelease on SRB1.
    static func ueContextReleaseCommand(cu: UInt64, du: UInt64, rrc: [UInt8]) -> [IE] {
        [
            cuUE(cu), duUE(du),
            IE(id: 0, criticality: "ignore", typeName: "Cause", value: F1APValues.cause("radioNetwork", "CauseRadioNetwork", "normal-release")),
            rrcContainer(rrc, "ignore"),
            srb(1, "ignore"),
        ]
    }

    /// UE CONTEXT RELEASE COMPLETE (clause 9.2.2.5).
    static func ueContextReleaseComplete(cu: UInt64, du: UInt64) -> [IE] { [cuUE(cu), duUE(du)] }
}
