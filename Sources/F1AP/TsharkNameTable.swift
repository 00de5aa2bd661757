import ASN1PER
import NRRRC

/// The tshark field name of every name a schema gives a value (type names and SEQUENCE / CHOICE
/// component names: `f1ap.GNB_DU_UE_F1AP_ID`, `nr-rrc.rrc_TransactionIdentifier`), made once per
/// schema, so `decode --json` shares one string per name instead of building one per leaf (and
/// equal names compare by identity when its fields are grouped).
struct TsharkNameTable: Sendable {
    let prefix: String
    let names: [String: String]
    /// The types the walk follows and the names of SEQUENCE OF items.
    let naming: ASN1FieldNaming

    init(prefix: String, schema: ASN1Schema) {
        self.prefix = prefix
        naming = ASN1FieldNaming(schema: schema)
        var names: [String: String] = [:]
        func add(_ name: String) {
            if names[name] == nil { names[name] = prefix + name.replacingHyphens() }
        }
        for node in schema.nodes {
            add(node.name)
            switch node.kind {
            case .sequence(let s):
                for c in s.root { add(c.name) }
                for a in s.additions { for c in a.components { add(c.name) } }
            case .choice(let c):
                for a in c.root + c.additions { add(a.name) }
            default:
                break
            }
        }
        self.names = names
    }

    /// F1AP (TS 38.473) leaves: `f1ap.` names.
    static let f1ap = TsharkNameTable(prefix: "f1ap.", schema: F1AP.schema)
    /// The NR RRC (TS 38.331) leaves of F1AP's RRC containers: `nr-rrc.` names.
    static let nrRRC = TsharkNameTable(prefix: F1APRRCFields.prefix, schema: NRRRC.schema)
}
