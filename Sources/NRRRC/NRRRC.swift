import ASN1PER
import WireCore

/// NR RRC (3GPP TS 38.331) on the schema-driven UNALIGNED PER codec: the committed schema of
/// NR-RRC-Definitions, NR-InterNodeDefinitions and NR-UE-Variables (see ``NRRRCSchemaData``),
/// and decoding of the message types the interfaces carry (TS 38.331 §6.2.1, §6.3.2, §11.2).
public enum NRRRC {
    /// The NR RRC schema compiled from the TS 38.331 modules (see ``NRRRCSchemaData``).
    public static let schema: ASN1Schema = {
        do {
            return try ASN1Schema(serialized: NRRRCSchemaData.text)
        } catch {
            fatalError("committed NR RRC schema does not load: \(error)")
        }
    }()

    /// The logical-channel message types of TS 38.331 §6.2.1 and the other top-level types that
    /// other interfaces carry in containers (the MIB and SIB1 themselves, §6.2.2; CellGroupConfig
    /// and RadioBearerConfig, §6.3.2; MeasurementTimingConfiguration, §11.2.2; the inter-node messages
    /// and configuration IEs F1AP's CU to DU and DU to CU RRC Information carry).
    public enum MessageType: String, Sendable, CaseIterable {
        case bcchBCH = "BCCH-BCH-Message"
        case bcchDLSCH = "BCCH-DL-SCH-Message"
        case dlCCCH = "DL-CCCH-Message"
        case dlDCCH = "DL-DCCH-Message"
        case pcch = "PCCH-Message"
        case ulCCCH = "UL-CCCH-Message"
        case ulCCCH1 = "UL-CCCH1-Message"
        case ulDCCH = "UL-DCCH-Message"
        case mib = "MIB"
        case sib1 = "SIB1"
        case cellGroupConfig = "CellGroupConfig"
        case radioBearerConfig = "RadioBearerConfig"
        case measurementTimingConfiguration = "MeasurementTimingConfiguration"
        // Inter-node messages (§11.2.2) and configuration IEs (§6.3.2) other nodes carry (F1AP's
        // CU to DU / DU to CU RRC Information, TS 38.473 §9.3.1.25 / §9.3.1.26)
        case cgConfigInfo = "CG-ConfigInfo"
        case cgConfig = "CG-Config"
        case handoverPreparationInformation = "HandoverPreparationInformation"
        case ueCapabilityRATContainerList = "UE-CapabilityRAT-ContainerList"
        case measConfig = "MeasConfig"
        case measGapConfig = "MeasGapConfig"
        case measGapSharingConfig = "MeasGapSharingConfig"
        case drxConfig = "DRX-Config"
        case ueAssistanceInformation = "UEAssistanceInformation"
    }

    /// Decodes one UNALIGNED PER encoding of `type`, locating every component (findings and a
    /// decoding error carry the dotted path from the message type down and the absolute bit
    /// offset). Never throws.
    public static func decode(_ bytes: ArraySlice<UInt8>, as type: MessageType, baseBitOffset: Int = 0) -> APERDecodeResult {
        schema.decodeUPER(bytes, as: type.rawValue, baseBitOffset: baseBitOffset, locate: true)
    }

    /// The message name a logical-channel message carries (`rrcSetupRequest`, `mib`, …): the
    /// innermost CHOICE alternative of `message` before the message's SEQUENCE, as tshark's info
    /// column names it.
    public static func messageName(_ value: ASN1Value) -> String? {
        guard case .sequence(let parts) = value, let message = parts.first(where: { $0.name == "message" })?.value else { return nil }
        var v = message
        var name: String?
        while case .choice(let n, let inner) = v {
            name = n
            v = inner
        }
        return name
    }
}
