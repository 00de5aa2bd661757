import APProtocols
import CaptureIO
import F1AP
import Fronthaul
import NetLayers
import Timing
import WireCore

/// Every field the decoders can produce, one registry per decoding target (Wireshark's `hf[]`):
/// what `ranconform fields` lists and what custom-rule expressions are checked against when a
/// profile loads.
public enum KnownFields {
    /// The families in the order `ranconform fields` documents them: the harness's own notes,
    /// the capture record, link / network / transport layers, fronthaul, PTP, F1AP.
    public static var families: [(name: String, registry: FieldRegistry)] {
        [
            ("ranconform", HarnessFields.registry), ("frame", FrameFields.registry), ("network", NetworkFields.registry),
            ("fronthaul", FronthaulFields.registry), ("ptp", PTPFields.registry), ("f1ap", F1APFields.registry),
            ("e1ap / e2ap / ngap", APFields.registry),
        ]
    }

    /// All families merged (the F1AP part is derived from the committed schema on first use).
    public static let registry = FieldRegistry(merging: families.map(\.registry))

    /// The families whose fields are listed in code, merged: everything but F1AP, E1AP, E2AP and
    /// NGAP, whose fields are derived from their ASN.1 schemas (loading those takes some 0.1 s).
    static let listedRegistry = FieldRegistry(merging: [
        HarnessFields.registry, FrameFields.registry, NetworkFields.registry, FronthaulFields.registry, PTPFields.registry,
    ])

    /// Whether ``registry`` knows `name`, asking the families listed in code first, then the one
    /// family its protocol prefix names: an expression over fronthaul, link or PTP fields is
    /// checked without loading the ASN.1 schemas, and one over F1AP fields loads only the F1AP
    /// schema (not E1AP, E2AP and NGAP). The answer is the same (a merged registry knows what
    /// any of its parts knows); a name neither knows is asked of the whole registry.
    public static func knows(_ name: String) -> Bool {
        listedRegistry.knows(name) || schemaRegistry(of: name)?.knows(name) == true || registry.knows(name)
    }

    /// The registry of the schema-derived family whose fields `name`'s protocol prefix names:
    /// `f1ap.` (with the `nr-rrc.` fields of its RRC containers), `e1ap.`, `e2ap.` or `ngap.`.
    static func schemaRegistry(of name: String) -> FieldRegistry? {
        switch name.prefix(while: { $0 != "." }) {
        case "f1ap", "nr-rrc": F1APFields.registry
        case "e1ap": APFields.registry(of: .e1ap)
        case "e2ap": APFields.registry(of: .e2ap)
        case "ngap": APFields.registry(of: .ngap)
        default: nil
        }
    }
}
