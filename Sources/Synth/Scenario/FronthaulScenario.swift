import Fronthaul

/// The fronthaul part of a scenario after it is bound to the testbed: who talks to whom, the
/// carrier, the eAxC flows and how their traffic is timed, filled and broken.
public struct FronthaulScenario: Sendable, Equatable {
    public var duMAC: [UInt8]
    public var ruMAC: [UInt8]
    public var vlan: UInt16
    /// 802.1Q priority of C/U-plane frames.
    public var pcp: UInt8
    public var carrier: SynthCarrier
    /// Largest Ethernet payload (IEEE 802.3 MTU); U-plane messages are split at PRB boundaries to fit.
    public var mtu: Int
    public var eaxcSplit: EAxCSplit
    public var flows: [SynthFlow]
    public var timing: SynthTiming
    public var iq: IQContent
    public var ptp: PTPScenario?
    /// eCPRI type-5 one-way delay measurement every this many ns (DU requests, RU responds); nil = none.
    public var delayMeasurementIntervalNanoseconds: Int64?
    public var faults: [FaultSpec]
    /// DL slots not filling the carrier get a section type 0 message declaring the other PRBs idle
    /// for the DL symbols (CUS §7.4.2).
    public var idleSections = false
    /// DL C-plane messages carry SE22 ACK/NACK requests the O-RU answers with ST8 (CUS §7.4.9, §7.7.22).
    public var ackNack: AckNackScenario?
    /// The scenario's legal variations that change fronthaul or PTP content.
    public var variations: Set<LegalVariation> = []
    /// DL data REs sent without energy where the announced SS/PBCH block lies (the
    /// `ssb-pss-missing` cross-plane fault, ``SynthCellSystemInformation``); nil = none.
    public var blankedSSB: SynthSSBBlank?

    public init(duMAC: [UInt8], ruMAC: [UInt8], vlan: UInt16, pcp: UInt8 = 7, carrier: SynthCarrier, mtu: Int, eaxcSplit: EAxCSplit,
                flows: [SynthFlow], timing: SynthTiming = SynthTiming(), iq: IQContent = IQContent(), ptp: PTPScenario? = nil,
                delayMeasurementIntervalNanoseconds: Int64? = nil, faults: [FaultSpec] = []) {
        self.duMAC = duMAC
        self.ruMAC = ruMAC
        self.vlan = vlan
        self.pcp = pcp
        self.carrier = carrier
        self.mtu = mtu
        self.eaxcSplit = eaxcSplit
        self.flows = flows
        self.timing = timing
        self.iq = iq
        self.ptp = ptp
        self.delayMeasurementIntervalNanoseconds = delayMeasurementIntervalNanoseconds
        self.faults = faults
    }
}

/// Carrier PRBs and half-frame symbols (counted from the first symbol of each half-frame at the
/// carrier numerology, TS 38.213 §4.1) whose DL data IQ is sent as zeros on every eAxC.
public struct SynthSSBBlank: Sendable, Equatable {
    public var prbs: Range<Int>
    public var halfFrameSymbols: Set<Int>
    public init(prbs: Range<Int>, halfFrameSymbols: Set<Int>) {
        self.prbs = prbs
        self.halfFrameSymbols = halfFrameSymbols
    }
}

/// SE22 requests and their ST8 answers: every `every`-th DL C-plane message asks; the O-RU
/// answers `responseNanoseconds` after the request leaves the O-DU.
public struct AckNackScenario: Sendable, Equatable {
    public var every: Int
    public var responseNanoseconds: Int64
    public init(every: Int = 1, responseNanoseconds: Int64 = 50_000) {
        self.every = every
        self.responseNanoseconds = responseNanoseconds
    }
}

/// Numerology, bandwidth and TDD pattern (TS 38.211 §4.3; CUS §7.5.2.4–7.5.2.7 for the ids).
public struct SynthCarrier: Sendable, Equatable {
    public enum Slot: Character, Sendable, Equatable { case downlink = "D", uplink = "U", special = "S" }
    public var numerology: Int
    public var prbs: Int
    /// One entry per slot, repeated; FDD is all `downlink`+`uplink` and is written as pattern "F".
    public var pattern: [Slot]
    public var fdd: Bool
    /// Special slot symbols: DL first, then guard, then UL (sum 14).
    public var specialDL: Int
    public var specialUL: Int

    public init(numerology: Int, prbs: Int, pattern: [Slot], fdd: Bool = false, specialDL: Int = 10, specialUL: Int = 2) {
        self.numerology = numerology
        self.prbs = prbs
        self.pattern = pattern
        self.fdd = fdd
        self.specialDL = specialDL
        self.specialUL = specialUL
    }

    /// DL and UL symbol ranges of slot `index` (absolute slot count since the GPS epoch).
    public func symbols(slot index: Int64) -> (dl: Range<Int>, ul: Range<Int>) {
        if fdd || pattern.isEmpty { return (0..<14, 0..<14) }
        let kind = pattern[Int(index % Int64(pattern.count))]
        switch kind {
        case .downlink: return (0..<14, 0..<0)
        case .uplink: return (0..<0, 0..<14)
        case .special: return (0..<specialDL, (14 - specialUL)..<14)
        }
    }

    /// True for the last uplink slot of each pattern period (the PRACH occasion).
    public func isPRACHOccasion(slot index: Int64) -> Bool {
        if fdd || pattern.isEmpty { return index % 10 == 9 }
        let position = Int(index % Int64(pattern.count))
        guard pattern[position] == .uplink else { return false }
        return !pattern[(position + 1)...].contains(.uplink)
    }
}

/// What a flow carries (the purposes of the testbed flows that need traffic).
public enum FlowPurposeKind: String, Sendable, Equatable, CaseIterable {
    case pdsch, pusch, prach, srs
    public var downlink: Bool { self == .pdsch }
}

/// One group of eAxCs with one purpose, section type and IQ format.
public struct SynthFlow: Sendable, Equatable {
    public var name: String
    public var purpose: FlowPurposeKind
    /// Raw eAxC ids, one C-plane and U-plane stream each.
    public var eaxcs: [UInt16]
    public var format: IQFormat
    /// Static compression: no udCompHdr in U-plane sections (CUS §8.3.3.13).
    public var staticCompression: Bool
    /// C-plane section type: 1 (PDSCH/PUSCH/SRS) or 3 (PRACH).
    public var sectionType: UInt8
    /// Section extensions attached to each C-plane section (only 6, with a mask covering the section).
    public var extensions: [Int]
    public var startPRB: Int
    public var prbCount: Int

    public init(name: String, purpose: FlowPurposeKind, eaxcs: [UInt16], format: IQFormat, staticCompression: Bool = true,
                sectionType: UInt8, extensions: [Int] = [], startPRB: Int, prbCount: Int) {
        self.name = name
        self.purpose = purpose
        self.eaxcs = eaxcs
        self.format = format
        self.staticCompression = staticCompression
        self.sectionType = sectionType
        self.extensions = extensions
        self.startPRB = startPRB
        self.prbCount = prbCount
    }
}

/// When messages leave (at the O-DU tap), relative to the air time of the symbol they concern
/// (O-RAN.WG4.CUS §4.4: "before" windows T1a, "after" window Ta4), in ns, plus a uniform jitter
/// kept inside the window.
public struct SynthTiming: Sendable, Equatable {
    public var dlUPlane: ClosedRange<Int64> = 150_000...300_000
    public var dlCPlane: ClosedRange<Int64> = 275_000...425_000
    public var ulCPlane: ClosedRange<Int64> = 275_000...425_000
    /// UL U-plane arrival after the symbol's air time (Ta4).
    public var ulUPlane: ClosedRange<Int64> = 40_000...200_000
    public var jitterNanoseconds: Int64 = 5_000
    public init() {}
}

/// Random QAM on every resource element at a target power (dB relative to full scale of int16),
/// with optional impairments of known size for the IQ analysis: additive white Gaussian noise at
/// `snrDb`, a gain step of `gainStepDb` from symbol `gainStepSymbol` of every slot, and PRACH
/// occasions without a preamble (all-zero PRACH U-plane). Clipping and saturated BFP exponents
/// come from `powerDBFS` itself: samples beyond int16 full scale saturate at ±32767.
public struct IQContent: Sendable, Equatable {
    public enum Modulation: String, Sendable, Equatable, CaseIterable { case qpsk, qam16, qam64, qam256, qam1024 }
    public var modulation: Modulation = .qam64
    public var powerDBFS: Double = -15
    /// Signal-to-noise ratio of added complex Gaussian noise (dB); nil = none.
    public var snrDB: Double?
    /// From this symbol of every slot on, the samples are `gainStepDB` stronger.
    public var gainStepSymbol: Int?
    public var gainStepDB: Double = 0
    /// PRACH U-plane carries a preamble (random QAM at `powerDBFS`); false = zeros.
    public var prachPreamble = true
    public init(modulation: Modulation = .qam64, powerDBFS: Double = -15) {
        self.modulation = modulation
        self.powerDBFS = powerDBFS
    }
}

/// PTP over Ethernet (IEEE 1588 Annex E, EtherType 0x88F7) with the ITU-T G.8275.1 telecom
/// profile rates: Sync and Follow_Up 16/s, Announce 8/s, Delay_Req / Delay_Resp 16/s.
public struct PTPScenario: Sendable, Equatable {
    public var domain: UInt8 = 24
    public var grandmasterMAC: [UInt8] = [0x02, 0x00, 0x00, 0x00, 0x99, 0x01]
    public var twoStep: Bool = true
    public var syncPerSecond: Int = 16
    public var announcePerSecond: Int = 8
    public var delayRequestsPerSecond: Int = 16
    /// Clients sending Delay_Req (the DU and the RU by default).
    public var clientMACs: [[UInt8]] = []
    /// clockClass of the grandmaster's Announce (IEEE 1588-2019 §7.6.2.5; G.8275.1 6 = locked).
    public var clockClass: UInt8 = 6
    public init() {}
}
