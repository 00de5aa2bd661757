import WireCore

/// How tshark's `-T fields` prints the values of the fields NetLayers produces: integers shown
/// in hex by tshark (`BASE_HEX`, e.g. `eth.type` → `0x0800`, `sctp.verification_tag` →
/// `0x0000000a`) get their zero-padded width, booleans print as 1 / 0, everything else as is.
/// Renderers (`decode --json`) can use it to match tshark's text exactly.
public enum TsharkText {
    /// Hex digit count of fields tshark displays in hex; nil for decimal fields.
    public static func hexWidth(of name: String) -> Int? {
        switch name {
        case "eth.type", "vlan.etype", "sll.etype", "sll.ltype", "ip.id", "ip.checksum", "udp.checksum", "sctp.data_sid",
             "gre.proto", "gre.flags_and_version", "vxlan.flags", "geneve.proto_type":
            return 4
        case "ip.dsfield", "ip.flags", "sctp.chunk_flags":
            return 2
        case "ipv6.flow", "geneve.vni":
            return 6
        case "eth.fcs", "gre.key", "sctp.verification_tag", "sctp.checksum", "sctp.init_initiate_tag", "sctp.initack_initiate_tag", "ipv6.fraghdr.ident", "ipv6.tclass":
            return 8
        default:
            return nil
        }
    }

    /// tshark's text for one field value.
    public static func text(_ field: Field) -> String {
        switch field.value {
        case .unsigned(let v):
            if let width = hexWidth(of: field.name) { return "0x" + hexDigits(v, width: width) }
            return String(v)
        case .signed(let v): return String(v)
        case .bool(let b): return b ? "1" : "0"
        case .double(let d): return "\(d)"
        case .string(let s): return s
        case .bytes(let b): return Hex.encode(b)
        }
    }
}
