import ASN1PER

extension F1AP {
    /// The TS 38.473 version the committed schema (``F1AP/schema``) was compiled from, and its
    /// 3GPP release: the header of every module it was compiled from (V18.2.0, Release 18).
    public static let schemaVersion = (release: 18, text: "V18.2.0")

    /// Whether some object set of the committed schema has IE id `id` (the ProtocolIE-ID values of
    /// F1AP-Constants, TS 38.473 §9.4). An id none has is not one Release 18 uses: an IE of a later
    /// release, or an error.
    public static func assignsIEID(_ id: Int64) -> Bool { catalog.ieIDsInObjectSets.contains(id) }

    /// Whether the committed schema lacks `key` everywhere
    /// (``ProtocolIEAbstractSyntaxChecks/UnknownKey/isUnassigned(in:)``).
    public static func lacksEverywhere(_ key: ProtocolIEAbstractSyntaxChecks.UnknownKey) -> Bool {
        key.isUnassigned(in: catalog.ieIDsInObjectSets)
    }
}
