import NetLayers

/// How to recognise a node's traffic in a capture. Every declared key must match.
public struct EndpointMatch: Hashable, Sendable {
    public var mac: MACAddress?
    public var vlan: Int?
    public var ip: IPAddress?
    public var sctpPort: Int?
    public var udpPort: Int?

    public init(mac: MACAddress? = nil, vlan: Int? = nil, ip: IPAddress? = nil, sctpPort: Int? = nil, udpPort: Int? = nil) {
        self.mac = mac
        self.vlan = vlan
        self.ip = ip
        self.sctpPort = sctpPort
        self.udpPort = udpPort
    }

    public var isEmpty: Bool { mac == nil && vlan == nil && ip == nil && sctpPort == nil && udpPort == nil }

    public func matches(_ endpoint: ObservedEndpoint) -> Bool {
        if isEmpty { return false }
        if let mac, mac != endpoint.mac { return false }
        if let vlan, vlan != endpoint.vlan { return false }
        if let ip, ip != endpoint.ip { return false }
        if let sctpPort, sctpPort != endpoint.sctpPort { return false }
        if let udpPort, udpPort != endpoint.udpPort { return false }
        return true
    }

    public static let vlanRange = 0...4095
    public static let portRange = 1...65535
}

/// What a decoder saw for one end of a message.
public struct ObservedEndpoint: Hashable, Sendable {
    public var mac: MACAddress?
    public var vlan: Int?
    public var ip: IPAddress?
    public var sctpPort: Int?
    public var udpPort: Int?

    public init(mac: MACAddress? = nil, vlan: Int? = nil, ip: IPAddress? = nil, sctpPort: Int? = nil, udpPort: Int? = nil) {
        self.mac = mac
        self.vlan = vlan
        self.ip = ip
        self.sctpPort = sctpPort
        self.udpPort = udpPort
    }
}
