import WireCore

/// One piece of UE join evidence as a key of the timeline's tables (``UEEvidence``): the octets
/// of a NAS PDU, or a GTP tunnel endpoint (transport layer address, its length in bits, and
/// GTP-TEID). Two tokens are equal only when their kind and every octet are; no text is made
/// unless one is shown (``description``).
///
/// The octets are hashed once, where the token is made (a decode worker, under `check --jobs`):
/// the timeline looks each token up in two or three tables on the checking thread, and a NAS
/// PDU's hundred-odd octets cost a few hundred instructions per hashing.
struct UEToken: WordHashable, Sendable, CustomStringConvertible {
    enum Kind: UInt8, Sendable {
        /// NAS-PDU (TS 38.413 §9.3.3.4) or RRC dedicatedNAS-Message (TS 38.331 §6.3.2) octets.
        case nas
        /// A transport layer address and GTP-TEID pair (TS 38.473 §9.3.2.1).
        case gtpTunnel
    }

    let kind: Kind
    /// NAS: the PDU's octets. GTP tunnel: the address octets, then the TEID octets.
    let octets: [UInt8]
    /// GTP tunnel: the address octets' count (where the TEID starts) and the address's length
    /// in bits (a BIT STRING of 1 to 160 bits); 0 for NAS.
    let addressOctets: Int
    let addressBits: Int
    /// The hash of all the above, made once (equal tokens have equal digests).
    private let digest: Int

    private init(kind: Kind, octets: [UInt8], addressOctets: Int, addressBits: Int) {
        self.kind = kind
        self.octets = octets
        self.addressOctets = addressOctets
        self.addressBits = addressBits
        var hasher = Hasher()
        hasher.combine(kind.rawValue)
        hasher.combine(addressOctets)
        hasher.combine(addressBits)
        octets.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
    }

    static func nas(_ octets: [UInt8]) -> UEToken {
        UEToken(kind: .nas, octets: octets, addressOctets: 0, addressBits: 0)
    }

    static func gtpTunnel(address: [UInt8], bits: Int, teid: [UInt8]) -> UEToken {
        UEToken(kind: .gtpTunnel, octets: address + teid, addressOctets: address.count, addressBits: bits)
    }

    /// The digest first: tokens that differ almost always differ there, before any octet is compared.
    static func == (a: UEToken, b: UEToken) -> Bool {
        a.digest == b.digest && a.kind == b.kind && a.addressOctets == b.addressOctets && a.addressBits == b.addressBits && a.octets == b.octets
    }

    var hashWords: (UInt64, UInt64) { (UInt64(bitPattern: Int64(digest)), 0) }

    /// What the token is, for a timeline's `joinedBy`.
    var kindName: String { kind == .nas ? "NAS-PDU" : "GTP tunnel" }

    /// `nas:<octets in hex>` or `gtp:<address hex>/<bits>/<TEID hex>` (lower-case hex, ``Hex``).
    var description: String {
        switch kind {
        case .nas: return "nas:" + Hex.encode(octets)
        case .gtpTunnel: return "gtp:" + Hex.encode(octets.prefix(addressOctets)) + "/\(addressBits)/" + Hex.encode(octets.dropFirst(addressOctets))
        }
    }
}
