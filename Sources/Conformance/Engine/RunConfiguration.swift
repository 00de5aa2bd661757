import Fronthaul
import IQAnalysis
import NetLayers
import Profiles

/// How a run reads the wire and which rules it applies.
public struct RunConfiguration: Sendable {
    public var testbed: TestbedProfile?
    /// Suite selection; defaults to the testbed's suite.
    public var suite: SuiteProfile?
    public var fronthaul: FronthaulContext
    public var demux: DemuxConfiguration
    /// First findings kept per rule and node (totals stay exact).
    public var findingCap = 20
    /// F1-RESP-TIMELY: class-1 response deadline (documented default 5 s).
    public var responseTimeoutNanoseconds: Int64 = 5_000_000_000
    /// Cross-plane state older than this (capture time) is evicted and judged (default 20 ms:
    /// 2 frames of µ=0 … 20 slots of µ=1 — well beyond every O-RU window).
    public var crossPlaneWindowNanoseconds: Int64 = 20_000_000
    /// Most open cross-plane slots / F1AP procedures / UE contexts kept (bounded memory).
    public var maximumOpenEntries = 16_384
    /// Most nodes named from traffic (declared testbed nodes and clocks come on top): frames
    /// whose sender or receiver would need one more are not checked, and make the run
    /// INCONCLUSIVE (``FrameStatistics/unattributed``).
    public var maximumTrafficNodes = RunConfiguration.defaultMaximumTrafficNodes
    public static let defaultMaximumTrafficNodes = 16_384
    /// The day testbed waivers are judged on: a waiver whose `expires` is before it waives
    /// nothing and is reported. nil = expiry dates are not checked (the CLI passes the report
    /// date: `SOURCE_DATE_EPOCH`, else today).
    public var waiverDate: CalendarDate?
    /// IQ analysis and the FH-IQ-… rules (nil = off: `check --iq` or testbed `iq.analyze: true`).
    public var iq: IQSettings?

    /// The wire settings the testbed implies (carrier, eAxC split, per-flow compression, eCPRI UDP
    /// port, CUS version); without a testbed the codec defaults with inferred compression.
    public init(testbed: TestbedProfile? = nil, suite: SuiteProfile? = nil) {
        self.testbed = testbed
        self.suite = suite ?? testbed?.suite
        fronthaul = FronthaulContext()
        demux = DemuxConfiguration()
        guard let testbed else { return }
        if let carrier = testbed.carrier {
            fronthaul.carrierPRBs = carrier.prbs
            fronthaul.numerology = carrier.numerology
        }
        if let cus = testbed.specs.cus {
            fronthaul.cusMajor = cus.major
            fronthaul.cusMinor = cus.minor
        }
        let split = Self.split(testbed)
        fronthaul.eaxcSplit = split
        if let port = testbed.ecpriUDPPort, let p = UInt16(exactly: port) {
            demux.ecpriUDPPorts.insert(p)
            fronthaul.udpPorts.append(p)
        }
        // BFP source widths: DL U-plane comes from the O-DU, UL from the O-RU (the widest declared).
        let sourceWidth = { (role: NodeRole) in testbed.nodes.filter { $0.device.role == role }.compactMap { $0.device.fronthaul?.sourceSampleWidth }.max() }
        fronthaul.downlinkBFPSourceWidth = sourceWidth(.oDU)
        fronthaul.uplinkBFPSourceWidth = sourceWidth(.oRU)
        var uniform: Set<FlowCompression> = []
        for flow in testbed.flows where flow.plane != .control {
            guard let c = flow.compression else { continue }
            let method = c.method
            uniform.insert(c)
            let format = IQFormat(method: method, iqWidth: c.iqWidth)
            let direction: FronthaulDirection = flow.direction == .downlink ? .downlink : .uplink
            for eaxc in Self.expand(flow.eaxc, split: split) {
                fronthaul.flowRules.append(.init(eAxC: eaxc, direction: direction, compression: format, udCompHdrPresent: !c.isStatic))
            }
        }
        if uniform.count == 1, let c = uniform.first {
            let method = c.method
            fronthaul.compression = IQFormat(method: method, iqWidth: c.iqWidth)
            fronthaul.udCompHdrPresent = !c.isStatic
        }
        if testbed.iqAnalysis { iq = iqSettings() }
    }

    /// The eAxC split of the testbed: the first O-RU's declaration, else any node's, else tshark's.
    static func split(_ testbed: TestbedProfile) -> EAxCSplit {
        let ordered = testbed.nodes.sorted { $0.device.role < $1.device.role }
        return ordered.lazy.compactMap { $0.device.fronthaul?.eaxcSplit }.first ?? .tshark4017Default
    }

    /// The raw eAxC ids of a set (empty when it is too large to list: then the global default applies).
    static func expand(_ set: EAxCSet, split: EAxCSplit) -> [UInt16] {
        let maxima = split.componentMaxima
        let ranges = set.components.enumerated().map { i, r in r ?? 0...maxima[i] }
        let total = ranges.reduce(1) { $0 * max(0, $1.count) }
        guard total <= 1024 else { return [] }
        var out: [UInt16] = []
        for a in ranges[0] { for b in ranges[1] { for c in ranges[2] { for d in ranges[3] {
            out.append(deposit(a, split.duPortMask) | deposit(b, split.bandSectorMask) | deposit(c, split.ccMask) | deposit(d, split.ruPortMask))
        } } } }
        return out
    }

    static func deposit(_ value: Int, _ mask: UInt16) -> UInt16 {
        guard mask != 0 else { return 0 }
        return UInt16(truncatingIfNeeded: value << mask.trailingZeroBitCount) & mask
    }
}
