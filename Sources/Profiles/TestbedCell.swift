/// A cell the testbed declares (`cells:`): its NR Cell Global Identity and physical cell id as
/// the gNB-DU should announce them on F1 (TS 38.473 §9.3.1.10 Served Cell Information: NR CGI
/// §9.3.1.12, NR PCI), and the O-RU node whose fronthaul carries it. The cross-plane rules
/// (`XP-…`) join the F1 cell configuration with that O-RU's C/U-plane traffic through it.
public struct TestbedCell: Hashable, Sendable {
    /// Its name in the testbed (`cells:` key).
    public var name: String
    /// PLMN as `MCC-MNC` (`001-01`) and the 36-bit NR Cell Identity.
    public var plmn: String?
    public var cellIdentity: UInt64?
    /// NR PCI, 0…1007 (TS 38.211 §7.4.2.1).
    public var pci: Int?
    /// The O-RU node that radiates the cell.
    public var ru: String
    /// The O-DU node that serves it, when declared.
    public var du: String?

    public init(name: String, plmn: String? = nil, cellIdentity: UInt64? = nil, pci: Int? = nil, ru: String, du: String? = nil) {
        self.name = name
        self.plmn = plmn
        self.cellIdentity = cellIdentity
        self.pci = pci
        self.ru = ru
        self.du = du
    }

    public static let pciRange = 0...1007

    /// Parses an NR CGI written `MCC-MNC/NCI` with the NR Cell Identity in hexadecimal
    /// (`001-01/66c000001`), the form findings print.
    public static func parseNRCGI(_ text: String) throws(ProfileValueError) -> (plmn: String, cellIdentity: UInt64) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw ProfileValueError("expected an NR CGI as MCC-MNC/NCI (NCI in hexadecimal), found '\(text)'") }
        let plmn = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard plmn.count == 2, plmn[0].count == 3, plmn[1].count == 2 || plmn[1].count == 3,
              plmn.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            throw ProfileValueError("expected the PLMN of an NR CGI as MCC-MNC (3 digits, 2 or 3 digits), found '\(parts[0])'")
        }
        var hex = Substring(parts[1])
        if hex.hasPrefix("0x") || hex.hasPrefix("0X") { hex = hex.dropFirst(2) }
        guard !hex.isEmpty, hex.count <= 9, let nci = UInt64(hex, radix: 16), nci < 1 << 36 else {
            throw ProfileValueError("expected the NR Cell Identity as up to 9 hexadecimal digits (36 bits), found '\(parts[1])'")
        }
        return (String(parts[0]), nci)
    }
}
