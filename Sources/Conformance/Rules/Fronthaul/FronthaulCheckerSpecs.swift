import Fronthaul
import NetLayers
import WireCore

/// The rules of the stateful fronthaul checkers (flows, sequence, Ethernet, cross-plane, timing of
/// responses), one row per rule, declared on the checker that judges it. Rows the codec emits
/// findings for are the codec registry's (``FronthaulRuleRegistry``).
extension AckNackChecker {
    static let ack = RuleSpec(
        "FH-SE22-ACK",
        "ST8 ackId/nackId match an outstanding ackNackReqId on the same flow",
        clause: SpecClause(.cus, .section("7.4.9"), .section("7.7.22")),
        status: .conditionallyMandatory,
        severity: .warning,
        area: .fronthaul, exchange: .bothEnds)
    static let latency = RuleSpec(
        "FH-XP-ACK-LAT",
        "ST8 response arrives within the O-RU's declared deadline",
        clause: SpecClause(.cus, .section("7.4.9")),
        status: .conditionallyMandatory,
        area: .fronthaul,
        requires: .declaredAckNackDeadline, exchange: .bothEnds)
}

extension BFPExponentChecker {
    static let rule = FronthaulRuleRegistry.bfpExponentMinimal
}

extension BeamChecker {
    static let rule = RuleSpec(
        "FH-CS-BEAM",
        "beamId is 0 or in the O-RU beam table",
        clause: SpecClause(.cus, .section("7.5.3.9")).and(.mPlane, .topic("(beamforming)")),
        status: .conditionallyMandatory,
        area: .fronthaul)
}

extension CrossPlaneChecker {
    static let couple = RuleSpec(
        "FH-XP-COUPLE",
        "Every U-plane section is covered by its C-plane section",
        clause: SpecClause(.cus, .section("5.4.2"), .section("7.5.3.1 (sectionId coupling)")),
        area: .fronthaul, exchange: .bothEndsUnlessDownlinkSender)
    static let ulComplete = RuleSpec(
        "FH-XP-UL-COMPLETE",
        "Every UL symbol and PRB requested comes back, nothing extra",
        clause: SpecClause(.cus, .section("5.4.2"), .section("8.3.3")),
        area: .fronthaul, exchange: .bothEnds)
    static let ulFormat = RuleSpec(
        "FH-XP-UL-FORMAT",
        "UL U-plane format equals the UL C-plane udCompHdr",
        clause: SpecClause(.cus, .section("7.5.2.10"), .section("8.3.3.13")),
        area: .fronthaul, exchange: .bothEnds)
    static let secId = FronthaulRuleRegistry.sectionIDsUnique
    static let prbAlloc = FronthaulRuleRegistry.extensionPRBAllocation
    static let modComp = RuleSpec(
        "FH-XP-MODCOMP",
        "Modulation-compressed U-plane has its scaler from SE4, SE5 or SE23",
        clause: SpecClause(.cus, .section("7.7.4"), .section("7.7.5"), .section("7.7.23"), .annex("A.5")),
        area: .fronthaul)
}

extension EthernetChecker {
    static let vlan = RuleSpec(
        "FH-ETH-VLAN",
        "VLAN ID matches the testbed for the sender and receiver",
        clause: SpecClause(.cus, .section("5.1.2")).and(.mPlane, .topic("(M-plane VLAN configuration)")),
        status: .conditionallyMandatory,
        area: .fronthaul,
        requires: .declaredVLAN)
    static let mtu = RuleSpec(
        "FH-ETH-MTU",
        "Frame fits the declared MTU of sender and receiver",
        clause: SpecClause(.cus, .section("5.1.2")).and(.ethernet),
        status: .conditionallyMandatory,
        area: .fronthaul,
        requires: .declaredMTU)
    static let eaxc = RuleSpec(
        "FH-EAXC-KNOWN",
        "eAxC is a declared endpoint of that plane and direction",
        clause: SpecClause(.cus, .section("5.1.3.1.6")).and(.mPlane, .topic("processing elements")),
        status: .conditionallyMandatory,
        area: .fronthaul,
        requires: .flows)
    static let etherType = RuleSpec(
        "FH-ETH-TYPE",
        "EtherType after 0-2 VLAN tags is eCPRI (or eCPRI on the declared UDP port)",
        clause: SpecClause(.ecpri, .section("3.3.1")).and(.cus, .section("5.1.2")),
        area: .fronthaul)
}

extension FrameCheckSequenceChecker {
    static let rule = EthernetRuleRegistry.frameCheckSequence
}

extension IdleSectionChecker {
    static let rule = RuleSpec(
        "FH-XP-ST0",
        "No DL U-plane data where a section type 0 declares idle or guard PRBs",
        clause: SpecClause(.cus, .section("7.4.2 (section type 0)"), .section("7.7.7 (SE7)")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)
}

extension OneWayDelayChecker {
    static let rule = RuleSpec(
        "FH-OWD-PAIR",
        "One-way delay requests are answered (same Measurement ID)",
        clause: SpecClause(.ecpri, .section("3.2.4.6"), .section("3.4.3")),
        status: .optional,
        severity: .warning,
        area: .fronthaul, exchange: .bothEnds)
    static let delayRule = RuleSpec(
        "FH-OWD-DELAY",
        "One-way delay measurements give a non-negative delay",
        clause: SpecClause(.ecpri, .section("3.2.4.6")).and(.cus, .topic("delay management (T12, T34)")),
        status: .optional,
        severity: .warning,
        area: .fronthaul, exchange: .bothEnds)
}

extension PRACHChecker {
    static let rule = RuleSpec(
        "FH-CS-PRACH",
        "Section type 3 occasion inside the carrier; SCS, FFT and width fit the PRACH",
        clause: SpecClause(.cus, .section("7.5.3.11"), .section("7.5.2.13")).and(.nrPhysical, .section("5.3.2"), .section("6.3.3")),
        status: .conditionallyMandatory,
        area: .fronthaul)
}

extension PlaneOrderChecker {
    static let rule = RuleSpec(
        "FH-XP-ORDER",
        "DL C-plane for a symbol arrives before the DL U-plane of that symbol",
        clause: SpecClause(.cus, .section("4.4.2"), .section("7.2")),
        area: .fronthaul)
}

extension SequenceChecker {
    static let rule = RuleSpec(
        "FH-SEQ-INC",
        "SequenceId increments by 1 per plane, sender and eAxC (nothing lost, repeated or moved across slots)",
        clause: SpecClause(.cus, .section("5.1.3.1.7")).and(.ecpri, .section("3.2.4.2")),
        severity: .warning,
        area: .fronthaul)
}

extension UPlaneSizeChecker {
    static let rule = RuleSpec(
        "FH-UP-SIZE",
        "U-plane message fits the sender's MTU and is split only at PRB boundaries",
        clause: SpecClause(.cus, .section("5.4.2 (application-layer fragmentation)")),
        area: .fronthaul)
}
