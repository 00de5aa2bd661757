import APProtocols
import TestSupport

/// Seeded random PDUs of every message type of an E1AP / E2AP / NGAP schema
/// (``RandomElementaryProcedurePDUs``).
enum APRandomPDUs {
    static func make(_ p: APProtocol, seeds: [UInt64], optionalPercent: Int = 30, extensionPercent: Int) -> [[UInt8]] {
        RandomElementaryProcedurePDUs.make(p.schema, pduTypeName: p.pduTypeName, procedures: p.proceduresSetName, seeds: seeds,
                                           optionalPercent: optionalPercent, extensionPercent: extensionPercent)
    }
}
