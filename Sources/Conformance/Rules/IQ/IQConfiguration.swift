import Fronthaul
import IQAnalysis

extension RunConfiguration {
    /// The IQ analysis settings the testbed implies: carrier size, BFP source widths, thresholds
    /// (the first O-RU's `fronthaul.iq`, else any node's, else the defaults), per-flow modulation
    /// and DMRS symbols, PRACH flows, and the tap's reference point.
    public func iqSettings() -> IQSettings {
        var s = IQSettings()
        s.carrierPRBs = fronthaul.carrierPRBs
        s.downlinkSourceWidth = fronthaul.downlinkBFPSourceWidth
        s.uplinkSourceWidth = fronthaul.uplinkBFPSourceWidth
        guard let testbed else { return s }
        let ordered = testbed.nodes.sorted { $0.device.role < $1.device.role }
        if let t = ordered.lazy.compactMap({ $0.device.fronthaul?.iq }).first { s.thresholds = t }
        s.conductedReferencePoint = testbed.iqConductedReferencePoint
        let split = Self.split(testbed)
        for flow in testbed.flows where flow.plane != .control {
            var d = IQFlowDeclaration(eAxCs: Set(Self.expand(flow.eaxc, split: split)), direction: flow.direction == .downlink ? .downlink : .uplink,
                                      name: flow.name, modulation: flow.modulation)
            d.dmrsSymbols = Set(flow.dmrsSymbols)
            d.prach = flow.purpose == .prach || flow.prach != nil
            s.flows.append(d)
        }
        return s
    }
}
