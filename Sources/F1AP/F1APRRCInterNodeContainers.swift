import NRRRC

/// The OCTET STRING IEs of TS 38.473 whose contents TS 38.473 defines as an NR RRC message or
/// information element other than the system information and RRC-Container transfers: CU to DU
/// RRC Information (§9.3.1.25: CG-ConfigInfo, UE-CapabilityRAT-ContainerList and MeasConfig, and
/// its extensions HandoverPreparationInformation, CellGroupConfig, MeasurementTimingConfiguration,
/// UEAssistanceInformation and CG-Config), DU to CU RRC Information (§9.3.1.26: MeasGapConfig, and
/// its extensions DRX-Config and MeasGapSharingConfig). Each holds the TS 38.331 type of the same
/// name (§11.2.2 inter-node messages, §6.2.2 / §6.3.2 otherwise), UNALIGNED PER, without a PDCP
/// header. Keyed by the name the F1AP value walk sees: the SEQUENCE component's name, or the type
/// name of an extension's open type.
enum F1APRRCInterNodeContainers {
    static let types: [String: NRRRC.MessageType] = [
        // CU to DU RRC Information components
        "cG-ConfigInfo": .cgConfigInfo,
        "uE-CapabilityRAT-ContainerList": .ueCapabilityRATContainerList,
        "measConfig": .measConfig,
        // CU to DU RRC Information extensions (open types named by their type)
        "HandoverPreparationInformation": .handoverPreparationInformation,
        "CellGroupConfig": .cellGroupConfig,
        "MeasurementTimingConfiguration": .measurementTimingConfiguration,
        "UEAssistanceInformation": .ueAssistanceInformation,
        "CG-Config": .cgConfig,
        // DU to CU RRC Information component and extensions
        "measGapConfig": .measGapConfig,
        "DRX-Config": .drxConfig,
        "MeasGapSharingConfig": .measGapSharingConfig,
    ]
}
