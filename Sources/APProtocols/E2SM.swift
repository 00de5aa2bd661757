import ASN1PER
import WireCore

/// E2 service models whose payloads E2AP carries as OCTET STRINGs (O-RAN.WG3.E2SM-KPM v03.00,
/// O-RAN.WG3.E2SM-RC v03.00, both over the E2SM common IEs v03.01), in aligned PER.
public enum E2SM: String, Sendable, CaseIterable {
    case kpm, rc

    /// The compiled schema shipped with the package.
    public var schema: ASN1Schema { E2SMSchemas.shared.schema(self) }

    /// The RAN function short name a RAN Function Definition announces (`ORAN-E2SM-KPM`,
    /// `ORAN-E2SM-RC`).
    public var shortName: String {
        switch self {
        case .kpm: "ORAN-E2SM-KPM"
        case .rc: "ORAN-E2SM-RC"
        }
    }

    /// The service model's OID prefix (O-RAN.WG3.E2SM-KPM / -RC, RAN function OID).
    public var oidPrefix: String {
        switch self {
        case .kpm: "1.3.6.1.4.1.53148.1.2.2.2"
        case .rc: "1.3.6.1.4.1.53148.1.1.2.3"
        }
    }

    /// The service model a RAN function's short name or OID names, if one is built in.
    public static func named(shortName: String?, oid: String?) -> E2SM? {
        for m in allCases {
            if let s = shortName, s.uppercased().hasPrefix(m.shortName) { return m }
            if let o = oid, o.hasPrefix(m.oidPrefix) { return m }
        }
        return nil
    }

    /// The E2AP OCTET STRINGs whose content a service model defines, and the model's type for each.
    public enum Payload: String, Sendable, CaseIterable {
        case ranFunctionDefinition = "RANfunctionDefinition"
        case eventTriggerDefinition = "RICeventTriggerDefinition"
        case actionDefinition = "RICactionDefinition"
        case indicationHeader = "RICindicationHeader"
        case indicationMessage = "RICindicationMessage"
        case controlHeader = "RICcontrolHeader"
        case controlMessage = "RICcontrolMessage"
        case controlOutcome = "RICcontrolOutcome"
        case callProcessID = "RICcallProcessID"
    }

    /// The service model's top-level type for `payload` (`E2SM-KPM-IndicationMessage`), if it has one.
    public func typeName(_ payload: Payload) -> String? {
        let prefix = self == .kpm ? "E2SM-KPM-" : "E2SM-RC-"
        let suffix: String
        switch payload {
        case .ranFunctionDefinition: suffix = self == .kpm ? "RANfunction-Description" : "RANFunctionDefinition"
        case .eventTriggerDefinition: suffix = self == .kpm ? "EventTriggerDefinition" : "EventTrigger"
        case .actionDefinition: suffix = "ActionDefinition"
        case .indicationHeader: suffix = "IndicationHeader"
        case .indicationMessage: suffix = "IndicationMessage"
        case .controlHeader: suffix = "ControlHeader"
        case .controlMessage: suffix = "ControlMessage"
        case .controlOutcome: suffix = "ControlOutcome"
        case .callProcessID: suffix = "CallProcessID"
        }
        let name = prefix + suffix
        return schema.typeID(name) == nil ? nil : name
    }

    /// Decodes one payload; nil when the model has no type for it.
    public func decode(_ bytes: ArraySlice<UInt8>, _ payload: Payload, baseBitOffset: Int = 0) -> APERDecodeResult? {
        guard let t = typeName(payload) else { return nil }
        return schema.decodeAPER(bytes, as: t, baseBitOffset: baseBitOffset, locate: true)
    }
}

final class E2SMSchemas: Sendable {
    static let shared = E2SMSchemas()
    let kpm = APSchemas.load(E2SMKPMSchemaData.text, "E2SM-KPM")
    let rc = APSchemas.load(E2SMRCSchemaData.text, "E2SM-RC")

    func schema(_ m: E2SM) -> ASN1Schema { m == .kpm ? kpm : rc }
}
