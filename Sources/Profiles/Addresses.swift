import NetLayers

/// Profile addresses are the `NetLayers` ones; these read a profile's text with its error.
extension MACAddress {
    /// `aa:bb:cc:dd:ee:ff` (or with `-`), or a profile error saying what is expected.
    public init(declared text: String) throws(ProfileValueError) {
        guard let address = MACAddress(parsing: text) else {
            throw ProfileValueError("bad MAC address '\(text)': expected six hex pairs such as \"02:00:00:00:aa:01\"")
        }
        self = address
    }
}

extension IPAddress {
    /// IPv4 or IPv6 text (RFC 4291 §2.2 forms, `::` compression, no zone), or a profile error.
    public init(declared text: String) throws(ProfileValueError) {
        guard let address = IPAddress(parsing: text) else {
            throw ProfileValueError("bad IP address '\(text)': expected IPv4 (10.0.0.1) or IPv6 (fd00::1)")
        }
        self = address
    }
}
