import ASN1PER

/// IEs of the bearer-related F1AP content the fault switches add (TS 38.473 clause 9.2.2 UE
/// context messages, clause 9.2.3 RRC message transfer; IE ids from F1AP-Constants).
extension F1APMessageFactory {
    /// A GTP tunnel endpoint (UPTransportLayerInformation gTPTunnel: 32-bit IPv4 transport
    /// layer address and a 4-octet TEID).
    static func gtpTunnel(ipv4: [UInt8], teid: UInt32) -> ASN1Value {
        .choice(name: "gTPTunnel", value: .sequence([
            ASN1NamedValue("transportLayerAddress", .bitString(bytes: ipv4, bitCount: 32)),
            ASN1NamedValue("gTP-TEID", .octetString((0..<4).map { UInt8(truncatingIfNeeded: teid >> UInt32(24 - 8 * $0)) })),
        ]))
    }

    /// DRBs-ToBeSetup-List (IE 35, items 34 DRBs-ToBeSetup-Item): each DRB with E-UTRAN QoS
    /// QCI 9, an UL GTP tunnel at the gNB-CU and RLC AM.
    static func drbsToBeSetup(_ ids: [Int]) -> IE {
        let items = ids.map { id in
            F1APValues.single(34, "reject", "DRBs-ToBeSetup-Item", .sequence([
                ASN1NamedValue("dRBID", .integer(Int64(id))),
                ASN1NamedValue("qoSInformation", .choice(name: "eUTRANQoS", value: .sequence([
                    ASN1NamedValue("qCI", .integer(9)),
                    ASN1NamedValue("allocationAndRetentionPriority", .sequence([
                        ASN1NamedValue("priorityLevel", .integer(1)),
                        ASN1NamedValue("pre-emptionCapability", F1APValues.enumerated("Pre-emptionCapability", "shall-not-trigger-pre-emption")),
                        ASN1NamedValue("pre-emptionVulnerability", F1APValues.enumerated("Pre-emptionVulnerability", "not-pre-emptable")),
                    ])),
                ]))),
                ASN1NamedValue("uLUPTNLInformation-ToBeSetup-List", .sequenceOf([
                    .sequence([ASN1NamedValue("uLUPTNLInformation", gtpTunnel(ipv4: [10, 0, 0, 1], teid: 0x100 + UInt32(id)))]),
                ])),
                ASN1NamedValue("rLCMode", F1APValues.enumerated("RLCMode", "rlc-am")),
            ]))
        }
        return IE(id: 35, criticality: "reject", typeName: "DRBs-ToBeSetup-List", value: .sequenceOf(items))
    }

    /// gNB-DU UE Aggregate Maximum Bit Rate Uplink (IE 158), present when DRBs are to be set up.
    static func duUEAMBRUL(_ bitsPerSecond: Int64) -> IE {
        IE(id: 158, criticality: "ignore", typeName: "BitRate", value: .integer(bitsPerSecond))
    }

    /// DRBs-Setup-List (IE 27, items 26 DRBs-Setup-Item): each DRB with a DL GTP tunnel at the
    /// gNB-DU.
    static func drbsSetup(_ ids: [Int]) -> IE {
        let items = ids.map { id in
            F1APValues.single(26, "ignore", "DRBs-Setup-Item", .sequence([
                ASN1NamedValue("dRBID", .integer(Int64(id))),
                ASN1NamedValue("dLUPTNLInformation-ToBeSetup-List", .sequenceOf([
                    .sequence([ASN1NamedValue("dLUPTNLInformation", gtpTunnel(ipv4: [10, 0, 0, 2], teid: 0x200 + UInt32(id)))]),
                ])),
            ]))
        }
        return IE(id: 27, criticality: "ignore", typeName: "DRBs-Setup-List", value: .sequenceOf(items))
    }

    /// RRC Delivery Status Request (IE 184, `ENUMERATED {true, ...}`).
    static func rrcDeliveryStatusRequest() -> IE {
        IE(id: 184, criticality: "ignore", typeName: "RRCDeliveryStatusRequest", value: F1APValues.enumerated("RRCDeliveryStatusRequest", "true"))
    }

    /// RRC DELIVERY REPORT (procedure code 25): RRC Delivery Status (IE 185: delivered and
    /// triggering PDCP SN) and the SRB ID.
    static func rrcDeliveryReport(cu: UInt64, du: UInt64, srbID: Int, pdcpSN: Int) -> [IE] {
        let sn = Int64(pdcpSN & 0xFFF)
        return [
            cuUE(cu), duUE(du),
            IE(id: 185, criticality: "ignore", typeName: "RRCDeliveryStatus", value: .sequence([
                ASN1NamedValue("delivery-status", .integer(sn)), ASN1NamedValue("triggering-message", .integer(sn)),
            ])),
            srb(srbID, "ignore"),
        ]
    }
}

/// DRB lists of UE Context Modification (TS 38.473 clauses 9.2.2.7, 9.2.2.8) and UE Context
/// Modification Required / Confirm (9.2.2.10, 9.2.2.11), with the item IE ids and criticalities
/// of their `…-ItemIEs` object sets (F1AP-PDU-Contents).
extension F1APMessageFactory {
    static func eUTRANQoS() -> ASN1Value {
        .choice(name: "eUTRANQoS", value: .sequence([
            ASN1NamedValue("qCI", .integer(9)),
            ASN1NamedValue("allocationAndRetentionPriority", .sequence([
                ASN1NamedValue("priorityLevel", .integer(1)),
                ASN1NamedValue("pre-emptionCapability", F1APValues.enumerated("Pre-emptionCapability", "shall-not-trigger-pre-emption")),
                ASN1NamedValue("pre-emptionVulnerability", F1APValues.enumerated("Pre-emptionVulnerability", "not-pre-emptable")),
            ])),
        ]))
    }

    static func ulTunnels(_ id: Int) -> ASN1Value {
        .sequenceOf([.sequence([ASN1NamedValue("uLUPTNLInformation", gtpTunnel(ipv4: [10, 0, 0, 1], teid: 0x100 + UInt32(id)))])])
    }

    static func dlTunnels(_ id: Int) -> ASN1Value {
        .sequenceOf([.sequence([ASN1NamedValue("dLUPTNLInformation", gtpTunnel(ipv4: [10, 0, 0, 2], teid: 0x200 + UInt32(id)))])])
    }

    /// A list IE (`listID`) of ProtocolIE-SingleContainer items (`itemID`), one per DRB.
    static func drbList(_ listID: Int, _ listType: String, _ listCriticality: String, item itemID: Int, _ itemType: String, _ itemCriticality: String,
                        _ ids: [Int], _ body: (Int) -> [ASN1NamedValue]) -> IE {
        let items = ids.map { id in
            F1APValues.single(itemID, itemCriticality, itemType, .sequence([ASN1NamedValue("dRBID", .integer(Int64(id)))] + body(id)))
        }
        return IE(id: listID, criticality: listCriticality, typeName: listType, value: .sequenceOf(items))
    }

    /// DRBs-ToBeSetupMod-List (IE 37, items 36).
    static func drbsToBeSetupMod(_ ids: [Int]) -> IE {
        drbList(37, "DRBs-ToBeSetupMod-List", "reject", item: 36, "DRBs-ToBeSetupMod-Item", "reject", ids) { id in
            [ASN1NamedValue("qoSInformation", eUTRANQoS()), ASN1NamedValue("uLUPTNLInformation-ToBeSetup-List", ulTunnels(id)),
             ASN1NamedValue("rLCMode", F1APValues.enumerated("RLCMode", "rlc-am"))]
        }
    }

    /// DRBs-ToBeModified-List (IE 31, items 30): a new UL tunnel for each DRB.
    static func drbsToBeModified(_ ids: [Int]) -> IE {
        drbList(31, "DRBs-ToBeModified-List", "reject", item: 30, "DRBs-ToBeModified-Item", "reject", ids) { id in
            [ASN1NamedValue("uLUPTNLInformation-ToBeSetup-List", ulTunnels(id + 16))]
        }
    }

    /// DRBs-SetupMod-List (IE 29, items 28).
    static func drbsSetupMod(_ ids: [Int]) -> IE {
        drbList(29, "DRBs-SetupMod-List", "ignore", item: 28, "DRBs-SetupMod-Item", "ignore", ids) { id in
            [ASN1NamedValue("dLUPTNLInformation-ToBeSetup-List", dlTunnels(id))]
        }
    }

    /// DRBs-Modified-List (IE 21, items 20).
    static func drbsModified(_ ids: [Int]) -> IE {
        drbList(21, "DRBs-Modified-List", "ignore", item: 20, "DRBs-Modified-Item", "ignore", ids) { id in
            [ASN1NamedValue("dLUPTNLInformation-ToBeSetup-List", dlTunnels(id))]
        }
    }

    /// DRBs-Required-ToBeModified-List (IE 23, items 22): the gNB-DU moves each DRB's DL tunnel.
    static func drbsRequiredToBeModified(_ ids: [Int]) -> IE {
        drbList(23, "DRBs-Required-ToBeModified-List", "reject", item: 22, "DRBs-Required-ToBeModified-Item", "reject", ids) { id in
            [ASN1NamedValue("dLUPTNLInformation-ToBeSetup-List", dlTunnels(id + 16))]
        }
    }

    /// DRBs-Required-ToBeReleased-List (IE 25, items 24).
    static func drbsRequiredToBeReleased(_ ids: [Int]) -> IE {
        drbList(25, "DRBs-Required-ToBeReleased-List", "reject", item: 24, "DRBs-Required-ToBeReleased-Item", "reject", ids) { _ in [] }
    }

    /// DRBs-ModifiedConf-List (IE 19, items 18): the gNB-CU's UL tunnel for each confirmed DRB.
    static func drbsModifiedConf(_ ids: [Int]) -> IE {
        drbList(19, "DRBs-ModifiedConf-List", "ignore", item: 18, "DRBs-ModifiedConf-Item", "ignore", ids) { id in
            [ASN1NamedValue("uLUPTNLInformation-ToBeSetup-List", ulTunnels(id))]
        }
    }

    /// UE CONTEXT MODIFICATION REQUIRED (clause 9.2.2.10): DRBs the gNB-DU needs modified and
    /// released, Cause (mandatory).
    static func ueContextModificationRequired(cu: UInt64, du: UInt64, modify: [Int], release: [Int]) -> [IE] {
        var ies = [cuUE(cu), duUE(du)]
        if !modify.isEmpty { ies.append(drbsRequiredToBeModified(modify)) }
        if !release.isEmpty { ies.append(drbsRequiredToBeReleased(release)) }
        ies.append(IE(id: 0, criticality: "ignore", typeName: "Cause", value: F1APValues.cause("radioNetwork", "CauseRadioNetwork", "action-desirable-for-radio-reasons")))
        return ies
    }

    /// UE CONTEXT MODIFICATION CONFIRM (clause 9.2.2.11) confirming `modified`.
    static func ueContextModificationConfirm(cu: UInt64, du: UInt64, modified: [Int]) -> [IE] {
        [cuUE(cu), duUE(du)] + (modified.isEmpty ? [] : [drbsModifiedConf(modified)])
    }
}
