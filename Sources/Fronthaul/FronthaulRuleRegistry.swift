import WireCore

/// The rules the fronthaul codec judges while decoding (eCPRI common header and one-way delay,
/// C-plane, sections, section extensions, U-plane, IQ compression parameters): one row per rule,
/// next to the decoders that emit its findings (``Finding/id`` is the row's ``RuleSpec/id``).
/// Clauses are O-RAN.WG4.CUS and eCPRI v2.0.
public enum FronthaulRuleRegistry {
    public static let ecpriRevision = RuleSpec(
        "FH-ECPRI-REV",
        "ecpriRevision is 1",
        clause: SpecClause(.ecpri, .section("3.1.3.1.1")),
        area: .fronthaul)

    public static let ecpriReserved = RuleSpec(
        "FH-ECPRI-RSVD",
        "eCPRI common-header reserved bits are 0",
        clause: SpecClause(.ecpri, .section("3.1.3.1")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let ecpriPayloadFits = RuleSpec(
        "FH-ECPRI-FIT",
        "4 + payloadSize fits in the bytes available",
        clause: SpecClause(.ecpri, .section("3.1.3.1.4")),
        area: .fronthaul)

    public static let ecpriNoTrailingBytes = RuleSpec(
        "FH-ECPRI-EXACT",
        "Only Ethernet minimum-frame padding follows the eCPRI payload",
        clause: SpecClause(.ecpri, .section("3.1.3.1.4")).and(.cus, .section("5.1.3")),
        area: .fronthaul)

    public static let roeLength = RuleSpec(
        "FH-ROE-LENGTH",
        "RoElength covers the O-RAN message after the 8-octet IEEE 1914.3 header (Ethernet padding aside)",
        clause: SpecClause(.cus, .section("5.1.3.3.4")),
        status: .conditionallyMandatory,
        area: .fronthaul)

    public static let ecpriMessageType = RuleSpec(
        "FH-ECPRI-TYPE",
        "eCPRI message type is 0, 2, 5 or vendor-specific",
        clause: SpecClause(.ecpri, .section("3.2.4")).and(.cus, .section("5.1.3")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let ecpriMinimumPayload = RuleSpec(
        "FH-ECPRI-MIN",
        "Payload meets the per-type minimum",
        clause: SpecClause(.ecpri, .section("3.2.4")),
        area: .fronthaul)

    public static let ecpriConcatenation = RuleSpec(
        "FH-ECPRI-CONCAT",
        "Concatenated messages are 4-byte aligned and the last has C=0",
        clause: SpecClause(.ecpri, .section("3.1.3.1.2")),
        area: .fronthaul)

    public static let oneWayDelayTimestamp = RuleSpec(
        "FH-OWD-TS",
        "One-way delay timestamp is 0 for action types 1, 3, 4",
        clause: SpecClause(.ecpri, .section("3.2.4.6")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let oneWayDelayCompensation = RuleSpec(
        "FH-OWD-COMP",
        "One-way delay compensation is 0 for action types other than 0, 2, 5",
        clause: SpecClause(.ecpri, .section("3.2.4.6")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let cPlaneNotFragmented = RuleSpec(
        "FH-SEQ-CPFRAG",
        "C-plane is not radio-transport fragmented (E=1, subsequence 0)",
        clause: SpecClause(.cus, .section("5.1.3.1.7")),
        area: .fronthaul)

    public static let uPlaneFragmentation = RuleSpec(
        "FH-SEQ-UPFRAG",
        "U-plane radio-transport fragmentation only when enabled",
        clause: SpecClause(.cus, .section("5.1.3.1.7")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let cPlaneVersion = RuleSpec(
        "FH-CP-VER",
        "C-plane payloadVersion is 1",
        clause: SpecClause(.cus, .section("7.5.2.2")),
        area: .fronthaul)

    public static let cPlaneTime = RuleSpec(
        "FH-CP-TIME",
        "C-plane subframe, slot and start symbol in range",
        clause: SpecClause(.cus, .section("7.5.2.4–7.5.2.7")),
        area: .fronthaul)

    public static let cPlaneSectionType = RuleSpec(
        "FH-CP-STYPE",
        "Section type is defined (2 and ≥12 reserved)",
        clause: SpecClause(.cus, .section("7.5.2.9")),
        area: .fronthaul)

    public static let cPlaneSectionCount = RuleSpec(
        "FH-CP-NSEC",
        "numberOfSections matches the sections present; nothing but padding follows",
        clause: SpecClause(.cus, .section("7.5.2.8")),
        area: .fronthaul)

    public static let cPlaneDirection = RuleSpec(
        "FH-CP-DIR",
        "Section types 8/9/10 only from the O-RU in UL; others from the O-DU",
        clause: SpecClause(.cus, .section("7.4")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let cPlaneFilterIndex = RuleSpec(
        "FH-CP-FILTER",
        "filterIndex is not reserved and fits the section type",
        clause: SpecClause(.cus, .section("7.5.2.3")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let cPlaneDownlinkCompression = RuleSpec(
        "FH-CP-UDCOMP-DL",
        "DL section type 1/3/5 udCompHdr is 0",
        clause: SpecClause(.cus, .section("7.5.2.10")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let cPlaneReserved = RuleSpec(
        "FH-CP-RSVD",
        "C-plane reserved fields and bits are 0",
        clause: SpecClause(.cus, .section("7.5.2")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let sectionType3FrameStructure = RuleSpec(
        "FH-CP-ST3-FS",
        "Section type 3 frameStructure valid for the CUS version; timeOffset and cpLength fit",
        clause: SpecClause(.cus, .section("7.5.2.13")),
        area: .fronthaul)

    public static let sectionType10Symbols = RuleSpec(
        "FH-CP-ST10",
        "Section type 10 covers symbols 0–13",
        clause: SpecClause(.cus, .section("7.4.4.10")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let sectionType4Commands = RuleSpec(
        "FH-CP-ST4",
        "Section type 4 commands well formed",
        clause: SpecClause(.cus, .section("7.4.4.4")),
        area: .fronthaul)

    public static let sectionType7Fields = RuleSpec(
        "FH-CP-ST7",
        "Section type 7 laaMsgType and MCOT in range",
        clause: SpecClause(.cus, .section("7.4.4.7")),
        area: .fronthaul)

    public static let sectionType9SINR = RuleSpec(
        "FH-CP-ST9",
        "Section type 9 numSinrPerPrb code ≤ 5",
        clause: SpecClause(.cus, .section("7.4.4.9")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let sectionPRBsInCarrier = RuleSpec(
        "FH-CS-PRB",
        "Section PRBs inside the carrier",
        clause: SpecClause(.cus, .section("7.5.3.5–7.5.3.6")),
        area: .fronthaul)

    public static let sectionOverlap = RuleSpec(
        "FH-CS-OVERLAP",
        "Sections of one C-plane message do not overlap in symbols, PRBs and REs",
        clause: SpecClause(.cus, .section("7.5.3")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let sectionSymbols = RuleSpec(
        "FH-CS-SYM",
        "numSymbol 1..14 and the section stays inside the slot",
        clause: SpecClause(.cus, .section("7.5.3.8")),
        area: .fronthaul)

    public static let sectionREMask = RuleSpec(
        "FH-CS-REMASK",
        "reMask is not 0 in section types 1/3/5",
        clause: SpecClause(.cus, .section("7.5.3.7")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let sectionUnscheduledUE = RuleSpec(
        "FH-CS-ST5",
        "ueId 0x7FFF only means not scheduled",
        clause: SpecClause(.cus, .section("7.5.3.10")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let sectionType6 = RuleSpec(
        "FH-CS-ST6",
        "Section type 6 rb is 0 and the UE sections match numberOfUEs",
        clause: SpecClause(.cus, .section("7.4.4.6")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let extensionLengthNotZero = RuleSpec(
        "FH-SE-LEN0",
        "Section extension extLen is not 0",
        clause: SpecClause(.cus, .section("7.6.1")),
        area: .fronthaul)

    public static let extensionLength = RuleSpec(
        "FH-SE-LEN",
        "Section extension size matches extLen (≤3 zero padding bytes)",
        clause: SpecClause(.cus, .section("7.6.1")),
        area: .fronthaul)

    public static let extensionAllowed = RuleSpec(
        "FH-SE-ALLOWED",
        "Section extension allowed on its section type",
        clause: SpecClause(.cus, .table("7.6.1-1")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let extensionKnown = RuleSpec(
        "FH-SE-KNOWN",
        "Section extension type is defined",
        clause: SpecClause(.cus, .section("7.6.1")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let extensionChainEnds = RuleSpec(
        "FH-SE-EF",
        "The extension chain ends inside the message",
        clause: SpecClause(.cus, .section("7.6.1")),
        area: .fronthaul)

    public static let extension5Length = RuleSpec(
        "FH-SE5-LEN",
        "SE5 extLen is 2, 3 or 4",
        clause: SpecClause(.cus, .section("7.7.5")),
        area: .fronthaul)

    public static let extension6RBG = RuleSpec(
        "FH-SE6-RBG",
        "SE6 rbgSize and rbgMask valid",
        clause: SpecClause(.cus, .section("7.7.6")),
        area: .fronthaul)

    public static let extension10BeamGroup = RuleSpec(
        "FH-SE10-BGT",
        "SE10 beamGroupType allowed and portListIndex not 0",
        clause: SpecClause(.cus, .section("7.7.10")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let extension11Bundles = RuleSpec(
        "FH-SE11-BUND",
        "SE11 numBundPrb and bfwCompMeth valid, size consistent",
        clause: SpecClause(.cus, .section("7.7.11")),
        area: .fronthaul)

    public static let extension21ChannelInfo = RuleSpec(
        "FH-SE21-CI",
        "SE21 ciPrbGroupSize 2..254 and numPrbc not 0",
        clause: SpecClause(.cus, .section("7.7.21")),
        area: .fronthaul)

    public static let extension24Entries = RuleSpec(
        "FH-SE24",
        "SE24 entries inherit only after a full entry; ids in range",
        clause: SpecClause(.cus, .section("7.7.24")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let uPlaneVersion = RuleSpec(
        "FH-UP-VER",
        "U-plane payloadVersion is 1",
        clause: SpecClause(.cus, .section("8.3.3.2")),
        area: .fronthaul)

    public static let uPlaneTime = RuleSpec(
        "FH-UP-TIME",
        "U-plane subframe, slot and symbol in range",
        clause: SpecClause(.cus, .section("8.3.3.4–8.3.3.7")),
        area: .fronthaul)

    public static let uPlanePRBsInCarrier = RuleSpec(
        "FH-UP-PRB",
        "U-plane section PRBs inside the carrier",
        clause: SpecClause(.cus, .section("8.3.3.11–8.3.3.12")),
        area: .fronthaul)

    public static let uPlaneLayout = RuleSpec(
        "FH-UP-LEN",
        "U-plane sections parse to the end of the payload, PRB blocks complete",
        clause: SpecClause(.cus, .section("8.3.3")),
        area: .fronthaul)

    public static let uPlaneCompressionHeader = RuleSpec(
        "FH-UP-COMPHDR",
        "udCompHdr present iff dynamic compression; reserved byte 0",
        clause: SpecClause(.cus, .section("8.3.3.13")),
        area: .fronthaul)

    public static let uPlaneCompressionLength = RuleSpec(
        "FH-UP-UDCOMPLEN",
        "udCompLen equals the section length",
        clause: SpecClause(.cus, .section("8.3.3.16")),
        area: .fronthaul)

    public static let uPlaneSReSMask2 = RuleSpec(
        "FH-UP-SRES2",
        "Methods 7/8 with rb=1 have sReSMask2 0",
        clause: SpecClause(.cus, .section("8.3.3.17")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let bfpParameter = RuleSpec(
        "FH-UP-BFP-PARAM",
        "BFP udCompParam reserved bits 0; exponent within a declared source width",
        clause: SpecClause(.cus, .annex("A.1.2")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let sectionIDsUnique = RuleSpec(
        "FH-CS-SECID",
        "sectionIds unique within a C-plane message (complementary reMask pairs excepted)",
        clause: SpecClause(.cus, .section("7.5.3.1")),
        area: .fronthaul)

    public static let extensionPRBAllocation = RuleSpec(
        "FH-SE-PRBALLOC",
        "At most one of SE6, SE12, SE13 shapes a section's PRBs",
        clause: SpecClause(.cus, .section("7.7.6"), .section("7.7.12"), .section("7.7.13")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    public static let bfpExponentMinimal = RuleSpec(
        "FH-UP-BFP-MIN",
        "BFP exponent is minimal for the PRB's samples",
        clause: SpecClause(.cus, .annex("A.1")),
        status: .optional,
        severity: .warning,
        area: .fronthaul)

    /// Every row, in catalogue order.
    public static let specs: [RuleSpec] = [
        ecpriRevision, ecpriReserved, ecpriPayloadFits, ecpriNoTrailingBytes, roeLength, ecpriMessageType, ecpriMinimumPayload, ecpriConcatenation, oneWayDelayTimestamp, oneWayDelayCompensation, cPlaneNotFragmented,
        uPlaneFragmentation, cPlaneVersion, cPlaneTime, cPlaneSectionType, cPlaneSectionCount, cPlaneDirection, cPlaneFilterIndex, cPlaneDownlinkCompression, cPlaneReserved, sectionType3FrameStructure, sectionType10Symbols, sectionType4Commands, sectionType7Fields,
        sectionType9SINR, sectionPRBsInCarrier, sectionOverlap, sectionSymbols, sectionREMask, sectionUnscheduledUE, sectionType6, extensionLengthNotZero, extensionLength, extensionAllowed, extensionKnown, extensionChainEnds, extension5Length, extension6RBG,
        extension10BeamGroup, extension11Bundles, extension21ChannelInfo, extension24Entries, uPlaneVersion, uPlaneTime, uPlanePRBsInCarrier, uPlaneLayout, uPlaneCompressionHeader, uPlaneCompressionLength, uPlaneSReSMask2, bfpParameter,
        sectionIDsUnique, extensionPRBAllocation, bfpExponentMinimal,
    ]

}
