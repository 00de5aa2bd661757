import Fronthaul
import Profiles
import Timing

/// Maps (eAxC, plane, direction) to the testbed flows that declare it (cached, bounded).
final class FlowResolver {
    let testbed: TestbedProfile?
    let split: EAxCSplit
    private var cache: [UInt32: FlowSpec?] = [:]

    init(testbed: TestbedProfile?) {
        self.testbed = testbed
        split = testbed.map(RunConfiguration.split) ?? .tshark4017Default
    }

    /// The first declared flow containing the eAxC for that plane and direction (nil if none).
    func flow(eAxC: UInt16, cPlane: Bool, downlink: Bool) -> FlowSpec? {
        guard let testbed else { return nil }
        let key = UInt32(eAxC) << 2 | (cPlane ? 2 : 0) | (downlink ? 1 : 0)
        if let hit = cache[key] { return hit }
        // A C-plane message controls the U-plane flows of its eAxC: a C-plane flow declares it,
        // else any flow of that direction does (plane c, u or unspecified).
        let id = split.components(of: eAxC)
        let direction: Direction = downlink ? .downlink : .uplink
        let found = cPlane
            ? (testbed.flows(containing: id, plane: .control, direction: direction).first ?? testbed.flows(containing: id, plane: nil, direction: direction).first)
            : testbed.flows(containing: id, plane: .user, direction: direction).first
        cache[key] = found
        return found
    }

    /// Whether a declared flow carries the C-plane of the eAxC and direction (plane `c`, or both
    /// planes): the testbed says the O-DU controls it with C-plane messages rather than by a
    /// configuration over the M-plane (O-RAN.WG4.CUS §8.2.2, IQ data transfer without C-plane).
    func declaresCPlane(eAxC: UInt16, downlink: Bool) -> Bool {
        guard let testbed else { return false }
        return !testbed.flows(containing: split.components(of: eAxC), plane: .control, direction: downlink ? .downlink : .uplink).isEmpty
    }

    /// A flow's name for waivers and messages (its `name`, else its eAxC set).
    func name(eAxC: UInt16, cPlane: Bool, downlink: Bool) -> String? {
        guard let f = flow(eAxC: eAxC, cPlane: cPlane, downlink: downlink) else { return nil }
        return f.name ?? f.eaxc.description
    }
}
