import WireCore

/// What NetLayers knows about one address pair of an SCTP association (RFC 9260 clause 1.4): its
/// two transport endpoints (in a fixed order: the lower address first) and the verification tags
/// seen. A multi-homed association (clause 6.4) has one per address pair seen, all with its id.
public struct SCTPAssociationInfo: Hashable, Sendable {
    /// The number PDUs carry in ``Endpoints/sctpAssociation``.
    public var id: Int
    public var lowAddress: IPAddress
    public var lowPort: UInt16
    public var highAddress: IPAddress
    public var highPort: UInt16
    /// Verification tags seen in packets of this association (at most four kept).
    public var verificationTags: [UInt32]
    /// The last frame that carried a packet of this association.
    public var lastFrame: Int
    /// The association's directions this address pair carried a packet in (bit 0 and bit 1; any
    /// chunk counts, a SACK too): 3 when both ends' packets were captured.
    public var directionsSeen: UInt8 = 0
}

extension NetworkDemux {
    /// The address pairs of the associations currently tracked, by id (evicted ones are gone).
    public var sctpAssociations: [SCTPAssociationInfo] {
        sctp.associations.map { key, value in
            SCTPAssociationInfo(
                id: value.id, lowAddress: key.lowAddress, lowPort: key.lowPort, highAddress: key.highAddress,
                highPort: key.highPort, verificationTags: value.verificationTags, lastFrame: value.lastFrame,
                directionsSeen: value.directions)
        }.sorted { $0.id < $1.id }
    }
}
