extension F1AP {
    /// The TS 38.473 version the committed schema (``F1AP/schema``) was compiled from, and its
    /// 3GPP release: the header of every module in `shared/asn1/f1ap` (V18.2.0, Release 18).
    public static let schemaVersion = (release: 18, text: "V18.2.0")
}
