import NetLayers
import Profiles

/// A node of the run: a testbed node, or (without a testbed or for unmatched endpoints) a node
/// named from the address seen.
public struct NodeInfo: Hashable, Sendable {
    public var name: String
    public var device: DeviceProfile?
    /// Declared role, else the role inferred from traffic so far (``NodeRoleInference``: C-plane
    /// sender → O-DU, UL U-plane or ST8 ack sender → O-RU, F1 Setup Request sender → O-DU,
    /// SCTP port 38472 → O-CU).
    public var role: NodeRole?
    public var declaredVLAN: Int?
    /// True when the node comes from the testbed.
    public var declared: Bool

    public init(name: String, device: DeviceProfile? = nil, role: NodeRole? = nil, declaredVLAN: Int? = nil, declared: Bool = false) {
        self.name = name
        self.device = device
        self.role = role
        self.declaredVLAN = declaredVLAN
        self.declared = declared
    }
}

/// Attributes endpoints to nodes, with a cache so the per-packet cost is one hash lookup.
struct NodeDirectory {
    private(set) var nodes: [NodeInfo] = []
    private let testbed: TestbedProfile?
    private var cache: [EndpointKey: Int] = [:]
    /// The last few endpoints resolved (a PDU's two sides, and its answer's): compared before
    /// ``cache`` is hashed, as most PDUs repeat a recent pair of ends.
    private var recent: [(key: EndpointKey, node: Int)] = []
    private var nextRecent = 0
    private static let recentEndpoints = 4
    private var byName: [String: Int] = [:]
    static let maximumCachedEndpoints = 65_536
    /// Declared nodes (testbed nodes and clocks): they come first and do not count towards
    /// ``maximumTrafficNodes``.
    private let declaredCount: Int
    /// Most nodes named from traffic. Each node costs a tally per rule it meets and a row per
    /// rule in the results, so a capture with endless distinct senders (corrupt source
    /// addresses, a mirror port of a whole network) would otherwise grow without bound.
    let maximumTrafficNodes: Int
    /// What ``node(_:source:)`` answers for an endpoint that would need a node past
    /// ``maximumTrafficNodes``: its events are not checked (README "Limits").
    static let unattributed = -1

    struct EndpointKey: Hashable {
        var mac: UInt64
        var vlan: Int
        var ip: NetLayers.IPAddress?
        var port: Int
    }

    init(testbed: TestbedProfile?, maximumTrafficNodes: Int = RunConfiguration.defaultMaximumTrafficNodes) {
        self.testbed = testbed
        self.maximumTrafficNodes = max(0, maximumTrafficNodes)
        for node in testbed?.nodes ?? [] {
            byName[node.name] = nodes.count
            nodes.append(NodeInfo(name: node.name, device: node.device, role: node.device.role, declaredVLAN: node.match.vlan, declared: true))
        }
        for clock in testbed?.clocks ?? [] where byName[clock.name] == nil {
            byName[clock.name] = nodes.count
            nodes.append(NodeInfo(name: clock.name, declaredVLAN: clock.match.vlan, declared: true))
        }
        declaredCount = nodes.count
    }

    subscript(index: Int) -> NodeInfo { nodes[index] }

    /// Nodes known so far (declared ones first, then those named from traffic as they appear).
    var count: Int { nodes.count }

    /// Takes on, as node `count`, a node another directory named from traffic: the checking
    /// stage adopts, in order, the nodes the demux stage's directory discovered
    /// (``ConformanceRun/demuxFrame(_:into:)``), so both give every node the same index.
    mutating func adopt(_ node: NodeInfo) {
        byName[node.name] = nodes.count
        nodes.append(node)
    }

    /// The nodes declared by the testbed (the first ones, in every run of it).
    var declaredNodeCount: Int { declaredCount }

    /// Replaces the nodes named from traffic with `named` (in their order) and every node's role
    /// with `roles` (by index; a boundary state restored, Design "Parts checked apart, joined at
    /// their boundaries").
    mutating func restore(named: [NodeInfo], roles: [NodeRole?]) {
        for node in nodes[declaredCount...] { byName[node.name] = nil }
        nodes.removeSubrange(declaredCount...)
        for node in named {
            byName[node.name] = nodes.count
            nodes.append(node)
        }
        for (i, role) in roles.enumerated() where i < nodes.count { nodes[i].role = role }
        cache = [:]
        recent = []
        nextRecent = 0
    }

    /// The index of the node called `name`, if known.
    func index(named name: String) -> Int? { byName[name] }

    /// `nodes[index].declaredVLAN`, read in place (no copy of the node's profile).
    func declaredVLAN(_ index: Int) -> Int? { nodes[index].declaredVLAN }

    /// `nodes[index].role` (declared, else inferred so far), read in place; nil for an index
    /// that names no node.
    func role(_ index: Int) -> NodeRole? { nodes.indices.contains(index) ? nodes[index].role : nil }

    /// `nodes[index].role` when the node is declared, read in place.
    func declaredRole(_ index: Int) -> NodeRole? { nodes[index].declared ? nodes[index].role : nil }

    /// Records the role a node showed in traffic (only when it has none yet); with `override`,
    /// replaces an earlier inference, never a declared role.
    mutating func inferRole(_ index: Int, _ role: NodeRole, override: Bool = false) {
        if nodes[index].role == nil || (override && !nodes[index].declared) { nodes[index].role = role }
    }

    /// The node index of the source (or destination) side of `endpoints`; ``unattributed`` when
    /// naming it would take the nodes named from traffic past ``maximumTrafficNodes``.
    mutating func node(_ e: Endpoints, source: Bool) -> Int {
        let mac = source ? e.sourceMAC : e.destinationMAC
        let ip = source ? e.sourceIP : e.destinationIP
        let port = source ? e.sourcePort : e.destinationPort
        let vlan = e.vlanTags.last.map { Int($0.id) }
        let key = EndpointKey(mac: mac?.value ?? UInt64.max, vlan: vlan ?? -1, ip: ip, port: port.map(Int.init) ?? -1)
        for entry in recent where entry.key == key { return entry.node }
        let index = cachedNode(key, mac: mac, vlan: vlan, ip: ip, port: port, e)
        if recent.count < Self.recentEndpoints {
            recent.append((key, index))
        } else {
            recent[nextRecent] = (key, index)
            nextRecent = (nextRecent + 1) % Self.recentEndpoints
        }
        return index
    }

    private mutating func cachedNode(_ key: EndpointKey, mac: NetLayers.MACAddress?, vlan: Int?, ip: NetLayers.IPAddress?, port: UInt16?,
                                     _ e: Endpoints) -> Int {
        if let hit = cache[key] { return hit }
        // Both ends on one address (loopback captures): the port tells the nodes apart.
        let sameAddress = e.sourceIP != nil && e.sourceIP == e.destinationIP
        let index = resolve(mac: mac, vlan: vlan, ip: ip, port: port, sctp: e.sctpAssociation != nil, withPort: sameAddress)
        if cache.count >= Self.maximumCachedEndpoints {
            cache.removeAll(keepingCapacity: true)
            recent.removeAll(keepingCapacity: true)
            nextRecent = 0
        }
        cache[key] = index
        return index
    }

    /// The declared testbed node whose match equals the MAC and innermost VLAN of one side of
    /// `e` exactly (IP, ports and the VLAN-mismatch fallback of ``node(_:source:)`` are not used);
    /// nil when none. Registers nothing.
    func declaredNode(_ e: Endpoints, source: Bool) -> Int? {
        guard let testbed, let observedMAC = source ? e.sourceMAC : e.destinationMAC else { return nil }
        let observed = ObservedEndpoint(mac: observedMAC, vlan: e.vlanTags.last.map { Int($0.id) }, ip: nil, sctpPort: nil, udpPort: nil)
        guard let node = testbed.node(for: observed) else { return nil }
        return byName[node.name]
    }

    private mutating func resolve(mac: NetLayers.MACAddress?, vlan: Int?, ip: NetLayers.IPAddress?, port: UInt16?, sctp: Bool, withPort: Bool) -> Int {
        if let testbed {
            var observed = ObservedEndpoint(mac: mac, vlan: vlan, ip: ip,
                                            sctpPort: sctp ? port.map(Int.init) : nil, udpPort: sctp ? nil : port.map(Int.init))
            if let node = testbed.node(for: observed), let index = byName[node.name] { return index }
            if let clock = testbed.clock(for: observed), let index = byName[clock.name] { return index }
            // A node whose VLAN differs from its declaration is still that node (FH-ETH-VLAN reports it).
            observed.vlan = nil
            for node in testbed.nodes where node.match.vlan != nil {
                var match = node.match
                match.vlan = nil
                if !match.isEmpty && match.matches(observed), let index = byName[node.name] { return index }
            }
            if observed.sctpPort != nil {
                observed.sctpPort = nil
                if let node = testbed.node(for: observed), let index = byName[node.name] { return index }
            }
        }
        let name: String
        if let ip, withPort, let port { name = "\(ip):\(port)" } else if let ip { name = ip.description } else if let mac { name = mac.description } else { name = "unknown" }
        if let index = byName[name] { return index }
        guard nodes.count - declaredCount < maximumTrafficNodes else { return Self.unattributed }
        byName[name] = nodes.count
        nodes.append(NodeInfo(name: name))
        return nodes.count - 1
    }
}
