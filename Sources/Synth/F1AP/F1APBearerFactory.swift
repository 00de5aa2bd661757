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
