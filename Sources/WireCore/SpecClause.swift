/// Where in a specification a rule comes from: one or more references, each a document and the
/// clauses, tables or annexes cited in it (`eCPRI v2.0 §3.1.3.1.4; O-RAN.WG4.CUS §5.1.3`).
///
/// ``description`` renders it as the catalogue, the reports and `ranconform rules` print it:
/// references joined by `; `, each the document followed by its locators joined by `, `.
public struct SpecClause: Hashable, Sendable, CustomStringConvertible {
    /// A specification (or policy) a rule cites.
    public struct Document: Hashable, Sendable {
        public let name: String
        public init(_ name: String) { self.name = name }

        /// O-RAN Control, User and Synchronization Plane Specification.
        public static let cus = Document("O-RAN.WG4.CUS")
        /// O-RAN Management Plane Specification.
        public static let mPlane = Document("O-RAN.WG4.MP")
        /// Common Public Radio Interface: eCPRI Specification V2.0.
        public static let ecpri = Document("eCPRI v2.0")
        /// 3GPP TS 38.473 (F1 Application Protocol).
        public static let f1ap = Document("TS 38.473")
        /// 3GPP TS 38.472 (F1 signalling transport).
        public static let f1Transport = Document("TS 38.472")
        /// ITU-T X.691 (ASN.1 packed encoding rules).
        public static let per = Document("X.691")
        /// ITU-T G.8275.1 (PTP telecom profile with full timing support).
        public static let g8275_1 = Document("ITU-T G.8275.1")
        /// 3GPP TS 38.211 (NR physical channels and modulation).
        public static let nrPhysical = Document("TS 38.211")
        /// IEEE 802.3 (Ethernet).
        public static let ethernet = Document("IEEE 802.3")
        /// IEEE 1588-2019 (Precision Time Protocol).
        public static let ptp = Document("IEEE 1588-2019")
        /// The test laboratory's own policy (a limit no specification sets).
        public static let labPolicy = Document("lab policy")
    }

    /// One cited place in a document.
    public enum Locator: Hashable, Sendable, CustomStringConvertible {
        /// A numbered clause written `§x` (a range `§x–y` is one locator).
        case section(String)
        /// A clause written `clause x`.
        case clause(String)
        /// A table written `Table x`.
        case table(String)
        /// An annex written `Annex x`.
        case annex(String)
        /// A named part without a number (`delay management`, `o-ran-sync`).
        case topic(String)

        public var description: String {
            switch self {
            case .section(let s): "§" + s
            case .clause(let s): "clause " + s
            case .table(let s): "Table " + s
            case .annex(let s): "Annex " + s
            case .topic(let s): s
            }
        }
    }

    /// A document and the places cited in it (none: the document as a whole).
    public struct Reference: Hashable, Sendable, CustomStringConvertible {
        public var document: Document
        public var locators: [Locator]
        public init(_ document: Document, _ locators: [Locator]) {
            self.document = document
            self.locators = locators
        }
        public var description: String {
            locators.isEmpty ? document.name : document.name + " " + locators.map(\.description).joined(separator: ", ")
        }
    }

    public var references: [Reference]

    public init(_ references: [Reference]) { self.references = references }

    /// One reference: `document` at `locators`.
    public init(_ document: Document, _ locators: Locator...) { self.references = [Reference(document, locators)] }

    /// A clause given only as text (a profile's custom rule, an id no registry knows): rendered
    /// as given.
    public init(text: String) { self.references = [Reference(Document(text), [])] }

    /// This clause followed by `other`'s references.
    public func and(_ document: Document, _ locators: Locator...) -> SpecClause {
        SpecClause(references + [Reference(document, locators)])
    }

    public var description: String { references.map(\.description).joined(separator: "; ") }
}
