import ASN1PER

/// Which mandatory IEs of the committed schema (TS 38.473 V18.2.0) earlier versions did not make
/// mandatory, so that a gNB-DU or gNB-CU is judged by TS 38.473 §10.3.5 against the release it
/// implements: a Release 15 gNB-DU of V15.3.0 sends INITIAL UL RRC MESSAGE TRANSFER without the
/// TransactionID that V15.5.0 added as mandatory with criticality ignore.
///
/// ``entries`` is data derived by ``derive(from:)`` from the F1AP-PDU-Contents object sets
/// (`…IEs F1AP-PROTOCOL-IES`, matched by set name and IE id value) of the versions in
/// ``heldVersions``; a test recompiles those modules and compares. Between two held versions
/// the change is dated to the later one (TransactionID is "mandatory since V15.8.0", the first
/// held version that has it), so a peer declaring a version in between is not required to send
/// it: the table errs towards no false FAIL.
public enum F1APMandatoryIEHistory {
    /// One IE that is mandatory in the committed schema and was not in an earlier held version
    /// that has its message.
    public struct Entry: Hashable, Sendable {
        /// The object set (`InitialULRRCMessageTransferIEs`).
        public var setName: String
        public var ieID: Int64
        /// The first held version from which the IE is mandatory in every held version.
        public var since: F1APSpecVersion
        /// The last held version where it is not mandatory.
        public var lastNotMandatory: F1APSpecVersion
        /// Whether the IE is absent from the set in `lastNotMandatory` (else optional or conditional there).
        public var absentBefore: Bool

        public init(setName: String, ieID: Int64, since: F1APSpecVersion, lastNotMandatory: F1APSpecVersion, absentBefore: Bool) {
            self.setName = setName
            self.ieID = ieID
            self.since = since
            self.lastNotMandatory = lastNotMandatory
            self.absentBefore = absentBefore
        }
    }

    /// The versions the table was derived from, oldest first (the last is the committed schema).
    public static let heldVersions: [F1APSpecVersion] = [
        F1APSpecVersion(15, 3, 0), F1APSpecVersion(15, 8, 0), F1APSpecVersion(16, 10, 0), F1APSpecVersion(17, 4, 1),
        F1APSpecVersion(18, 2, 0),
    ]

    /// The entry for IE `ieID` of set `setName`, if a held version before the committed one did
    /// not make it mandatory.
    public static func entry(setName: String, ieID: Int64) -> Entry? {
        entries.first { $0.ieID == ieID && $0.setName == setName }
    }

    /// The held version a peer is judged by: the latest held version not after `version`, or
    /// the earliest held one when `version` predates them all.
    public static func heldVersion(forVersion version: F1APSpecVersion) -> F1APSpecVersion {
        heldVersions.last { $0 <= version } ?? heldVersions[0]
    }

    /// The held version a peer that declares only its release is judged by: the earliest held
    /// version of that release (an IE is required only when every held version of the release
    /// requires it), the latest held one for releases after them, the earliest before.
    public static func heldVersion(forRelease release: Int) -> F1APSpecVersion {
        if let first = heldVersions.first(where: { $0.release == release }) { return first }
        if release > heldVersions[heldVersions.count - 1].release { return heldVersions[heldVersions.count - 1] }
        return heldVersions.last { $0.release < release } ?? heldVersions[0]
    }

    /// Derives the entries from the compiled schemas of several versions (the last one the
    /// reference): for each `F1AP-PROTOCOL-IES` object set of the reference and each of its
    /// mandatory objects, the first version of a run of versions up to the reference in which
    /// the set holds that id with presence mandatory; an entry when that is not the first
    /// version with the set.
    public static func derive(from schemas: [(version: F1APSpecVersion, schema: ASN1Schema)]) -> [Entry] {
        guard let reference = schemas.last else { return [] }
        /// set name → IE id → presence, per version.
        let presence: [[String: [Int64: String]]] = schemas.map { v in
            var sets: [String: [Int64: String]] = [:]
            for set in v.schema.objectSets where set.className == "F1AP-PROTOCOL-IES" {
                var ies: [Int64: String] = [:]
                for o in set.objects {
                    if let id = o.integer("id") { ies[id] = o.identifier("presence") ?? "" }
                }
                sets[set.name] = ies
            }
            return sets
        }
        var result: [Entry] = []
        let last = schemas.count - 1
        for set in reference.schema.objectSets where set.className == "F1AP-PROTOCOL-IES" {
            for o in set.objects where o.identifier("presence") == "mandatory" {
                guard let id = o.integer("id") else { continue }
                var since = last
                while since > 0, presence[since - 1][set.name]?[id] == "mandatory" { since -= 1 }
                let before = since - 1
                guard before >= 0, let earlierSet = presence[before][set.name] else { continue }
                result.append(Entry(
                    setName: set.name, ieID: id, since: schemas[since].version, lastNotMandatory: schemas[before].version,
                    absentBefore: earlierSet[id] == nil))
            }
        }
        return result.sorted { ($0.setName, $0.ieID) < ($1.setName, $1.ieID) }
    }
}
