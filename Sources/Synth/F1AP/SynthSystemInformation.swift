import ASN1PER
import NRRRC
import WireCore

/// The served cell a scenario's gNB-DU announces on F1 when the `f1ap:` section asks for
/// `systemInformation: true`: derived from the scenario's fronthaul carrier and PRACH flow (so
/// that F1 and the fronthaul describe the same cell), then broken by the cross-plane fault
/// switches (``faultNames``), one mismatch each.
public struct SynthCellSystemInformation: Sendable, Equatable {
    public struct TDD: Sendable, Equatable {
        /// dl-UL-TransmissionPeriodicity name (`ms2p5`).
        public var periodicity: String
        public var downlinkSlots: Int
        public var downlinkSymbols: Int
        public var uplinkSlots: Int
        public var uplinkSymbols: Int
    }

    /// NR-SCS of F1's Transmission Bandwidth and SIB1's scs-SpecificCarrier (µ).
    public var numerology: Int
    /// The fronthaul carrier's numerology (initial BWPs, TDD reference SCS, msg1 SCS).
    public var carrierNumerology: Int
    /// F1 NRNRB (a value of the NRNRB enumeration, TS 38.473 §9.3.1.15).
    public var f1PRBs: Int
    /// SIB1 carrierBandwidth (DL and UL).
    public var prbs: Int
    public var tdd: TDD?
    public var prachConfigurationIndex: Int
    public var msg1FrequencyStart: Int
    /// NR Cell Identity and PCI (from the testbed's declared cell of the O-RU, when there is one).
    public var cellIdentity: UInt64?
    public var pci: Int?
    /// Where the SS/PBCH block is (nil: the reference SIB1's SSB fields and MIB k_SSB 6, when the
    /// carrier has no place for it): see ``SSBPlacement``.
    public var ssb: SSBPlacement?
    /// The `ssb-pss-missing` fault: the fronthaul sends the SSB's PSS symbol without energy.
    public var ssbPSSMissing = false

    /// One SS/PBCH block (index 0, the first candidate of case C: symbols 2–5 of each half-frame,
    /// TS 38.213 §4.1) every 5 ms, its 20 PRBs from carrier PRB `firstPRB` (offsetToPointA
    /// 2·firstPRB in 15 kHz PRBs with offsetToCarrier 0 and k_SSB 0: TS 38.211 §7.4.3.1), inside
    /// the scenario's DL data flow, whose random IQ gives it energy.
    public struct SSBPlacement: Sendable, Equatable {
        public var firstPRB: Int
        public var offsetToPointA: Int { 2 * firstPRB }
        public var subcarrierOffset: Int { 0 }
        public var periodicity: String { "ms5" }
        /// ssb-PositionsInBurst inOneGroup: SSB index 0 only.
        public var inOneGroup: UInt8 { 0x80 }
        /// Half-frame symbols of SSB 0 (first symbol 2, TS 38.213 §4.1 case C) and of its PSS.
        public var symbols: Range<Int> { 2..<6 }
        public var pssSymbol: Int { 2 }
    }

    /// The blanked REs of the `ssb-pss-missing` fault, for the fronthaul generator.
    public var blankedSSB: SynthSSBBlank? {
        guard ssbPSSMissing, let ssb else { return nil }
        return SynthSSBBlank(prbs: ssb.firstPRB..<(ssb.firstPRB + 20), halfFrameSymbols: [ssb.pssSymbol])
    }

    /// The cross-plane fault switches (`f1ap.faults[].name`).
    public static let faultNames = [
        "scs-mismatch", "bandwidth-mismatch", "tdd-slot-mismatch", "prach-index-mismatch", "prach-frequency-start-mismatch", "cell-identity-mismatch",
        "ssb-pss-missing",
    ]

    /// The NRNRB values (TS 38.473 §9.3.1.15).
    static let nrnrb = [11, 18, 24, 25, 31, 32, 38, 51, 52, 65, 66, 78, 79, 93, 106, 107, 121, 132, 133, 135, 160, 162, 189, 216, 217, 245, 264, 270, 273]

    /// The clean cell of a fronthaul scenario: its carrier, TDD pattern (DL slots, then the
    /// special slot's DL and UL symbols, then UL slots: TS 38.213 §11.1), and a short-format PRACH
    /// (prach-ConfigurationIndex 159 unpaired / 87 paired, both A1…C2 rows of TS 38.211 Table
    /// 6.3.3.2-3 / -2) at the PRACH flow's first PRB with msg1 at the carrier SCS.
    public init?(fronthaul: FronthaulScenario, cellIdentity: UInt64?, pci: Int?) {
        let c = fronthaul.carrier
        guard (0...3).contains(c.numerology), c.prbs >= 1 && c.prbs <= 275 else { return nil }
        numerology = c.numerology
        carrierNumerology = c.numerology
        prbs = c.prbs
        f1PRBs = Self.nrnrb.first { $0 >= c.prbs } ?? 273
        if !c.fdd && !c.pattern.isEmpty {
            let eighths = (c.pattern.count * 8) >> c.numerology
            let names = [4: "ms0p5", 5: "ms0p625", 8: "ms1", 10: "ms1p25", 16: "ms2", 20: "ms2p5", 40: "ms5", 80: "ms10"]
            guard (c.pattern.count * 8) % (1 << c.numerology) == 0, let name = names[eighths] else { return nil }
            let dl = c.pattern.prefix { $0 == .downlink }.count
            let ul = c.pattern.reversed().prefix { $0 == .uplink }.count
            let special = c.pattern.count - dl - ul
            guard special <= 1 else { return nil }
            tdd = TDD(periodicity: name, downlinkSlots: dl, downlinkSymbols: special == 1 ? c.specialDL : 0, uplinkSlots: ul,
                      uplinkSymbols: special == 1 ? c.specialUL : 0)
        }
        prachConfigurationIndex = c.fdd ? 87 : 159
        msg1FrequencyStart = fronthaul.flows.first { $0.purpose == .prach }?.startPRB ?? 0
        self.cellIdentity = cellIdentity
        self.pci = pci
        // The reference SIB1 is band n78: a 30 kHz case C SSB, placed where the carrier's first DL
        // slot and the DL data flow (PRBs start+1 … start+20, so both k_SSB readings stay inside
        // it) carry it.
        if c.numerology == 1, !c.fdd, c.pattern.first == .downlink, (5 << c.numerology) % max(1, c.pattern.count) == 0,
           let dl = fronthaul.flows.first(where: { $0.purpose == .pdsch }), dl.prbCount >= 22, dl.startPRB + 22 <= c.prbs {
            ssb = SSBPlacement(firstPRB: dl.startPRB + 1)
        }
    }

    /// Applies one fault switch; false when it has nothing to break.
    public mutating func apply(fault name: String) -> Bool {
        switch name {
        case "scs-mismatch": numerology = carrierNumerology == 0 ? 1 : carrierNumerology - 1
        case "bandwidth-mismatch":
            guard let smaller = Self.nrnrb.last(where: { $0 <= prbs / 2 }) else { return false }
            f1PRBs = smaller
        case "tdd-slot-mismatch":
            guard var t = tdd, t.downlinkSlots >= 1 else { return false }
            t.downlinkSlots -= 1
            t.uplinkSlots += 1
            tdd = t
        case "prach-index-mismatch": prachConfigurationIndex = 0  // a long-format (format 0) row in both tables
        case "prach-frequency-start-mismatch": msg1FrequencyStart = min(274, msg1FrequencyStart + 6)
        case "cell-identity-mismatch": pci = ((pci ?? 0) + 1) % 1008
        case "ssb-pss-missing":
            guard ssb != nil else { return false }
            ssbPSSMissing = true
        default: return false
        }
        return true
    }

    static let scsNames = ["kHz15", "kHz30", "kHz60", "kHz120"]

    /// MIB (TS 38.331 §6.2.2): subCarrierSpacingCommon from the carrier numerology, the rest as
    /// the pycrate-made reference MIB of the NRRRC tests.
    public var mib: [UInt8] {
        var w = BitWriter(reservingCapacity: 3)
        w.write(0b001010, bits: 6)  // systemFrameNumber
        w.write(carrierNumerology % 2 == 0 ? 0 : 1, bits: 1)  // scs15or60 / scs30or120
        w.write(UInt64(ssb?.subcarrierOffset ?? 6), bits: 4)  // ssb-SubcarrierOffset
        w.write(0, bits: 1)  // dmrs-TypeA-Position pos2
        w.write(12, bits: 4)  // controlResourceSetZero
        w.write(0, bits: 4)  // searchSpaceZero
        w.write(1, bits: 1)  // cellBarred notBarred
        w.write(0, bits: 1)  // intraFreqReselection allowed
        w.write(0, bits: 1)  // spare
        if w.bitCount % 8 != 0 { w.write(0, bits: 8 - w.bitCount % 8) }
        return w.bytes
    }

    /// SIB1 (TS 38.331 §6.2.2) with this cell's carriers, initial BWPs, TDD pattern and PRACH,
    /// built on a reference SIB1 (pycrate 0.8.1 encoding of a band n78 cell) and encoded with the
    /// NR RRC schema (UNALIGNED PER).
    public func sib1() throws -> [UInt8] {
        let template = NRRRC.decode(Self.referenceSIB1[...], as: .sib1)
        guard var v = template.value else { throw SynthSystemInformationError.template }
        let scs = Self.enumerated("SubcarrierSpacing", Self.scsNames[numerology])
        let carrierSCS = Self.enumerated("SubcarrierSpacing", Self.scsNames[carrierNumerology])
        let carrier = ASN1Value.sequenceOf([.sequence([
            ASN1NamedValue("offsetToCarrier", .integer(0)), ASN1NamedValue("subcarrierSpacing", scs), ASN1NamedValue("carrierBandwidth", .integer(Int64(prbs))),
        ])])
        // locationAndBandwidth of a BWP over the whole carrier: RIV with N = 275 (TS 38.214 §5.1.2.2.2)
        let riv = prbs - 1 <= 137 ? 275 * (prbs - 1) : 275 * (275 - prbs + 1) + 274
        let generic = ASN1Value.sequence([ASN1NamedValue("locationAndBandwidth", .integer(Int64(riv))), ASN1NamedValue("subcarrierSpacing", carrierSCS)])
        let base = ["servingCellConfigCommon"]
        v = v.setting(base + ["downlinkConfigCommon", "frequencyInfoDL", "scs-SpecificCarrierList"], carrier)
        v = v.setting(base + ["downlinkConfigCommon", "initialDownlinkBWP", "genericParameters"], generic)
        v = v.setting(base + ["uplinkConfigCommon", "frequencyInfoUL", "scs-SpecificCarrierList"], carrier)
        v = v.setting(base + ["uplinkConfigCommon", "initialUplinkBWP", "genericParameters"], generic)
        if case .choice("setup", var rach)? = v["servingCellConfigCommon"]?["uplinkConfigCommon"]?["initialUplinkBWP"]?["rach-ConfigCommon"] {
            rach = rach.setting(["rach-ConfigGeneric", "prach-ConfigurationIndex"], .integer(Int64(prachConfigurationIndex)))
            rach = rach.setting(["rach-ConfigGeneric", "msg1-FrequencyStart"], .integer(Int64(msg1FrequencyStart)))
            rach = rach.setting(["msg1-SubcarrierSpacing"], carrierSCS)
            v = v.setting(base + ["uplinkConfigCommon", "initialUplinkBWP", "rach-ConfigCommon"], .choice(name: "setup", value: rach))
        }
        if let p = ssb {
            v = v.setting(base + ["downlinkConfigCommon", "frequencyInfoDL", "offsetToPointA"], .integer(Int64(p.offsetToPointA)))
            v = v.setting(base + ["ssb-PositionsInBurst"], .sequence([ASN1NamedValue("inOneGroup", .bitString(bytes: [p.inOneGroup], bitCount: 8))]))
            v = v.setting(base + ["ssb-PeriodicityServingCell"],
                          Self.enumerated("ServingCellConfigCommonSIB", p.periodicity, component: "ssb-PeriodicityServingCell"))
        }
        if let t = tdd {
            let pattern = ASN1Value.sequence([
                ASN1NamedValue("dl-UL-TransmissionPeriodicity", Self.enumerated("TDD-UL-DL-Pattern", t.periodicity, component: "dl-UL-TransmissionPeriodicity")),
                ASN1NamedValue("nrofDownlinkSlots", .integer(Int64(t.downlinkSlots))), ASN1NamedValue("nrofDownlinkSymbols", .integer(Int64(t.downlinkSymbols))),
                ASN1NamedValue("nrofUplinkSlots", .integer(Int64(t.uplinkSlots))), ASN1NamedValue("nrofUplinkSymbols", .integer(Int64(t.uplinkSymbols))),
            ])
            v = v.setting(base + ["tdd-UL-DL-ConfigurationCommon"], .sequence([
                ASN1NamedValue("referenceSubcarrierSpacing", carrierSCS), ASN1NamedValue("pattern1", pattern),
            ]))
        } else {
            v = v.removing(base + ["tdd-UL-DL-ConfigurationCommon"])
        }
        if let nci = cellIdentity {
            let bits = nci << 4
            let bytes = (0..<5).map { UInt8(truncatingIfNeeded: bits >> (32 - 8 * UInt64($0))) }
            if case .sequenceOf(var infos)? = v["cellAccessRelatedInfo"]?["plmn-IdentityInfoList"], !infos.isEmpty {
                infos[0] = infos[0].setting(["cellIdentity"], .bitString(bytes: bytes, bitCount: 36))
                v = v.setting(["cellAccessRelatedInfo", "plmn-IdentityInfoList"], .sequenceOf(infos))
            }
        }
        return try NRRRC.schema.encodeUPER(v, as: "SIB1")
    }

    /// SIB1 of the NRRRC tests (pycrate 0.8.1): band 78, 273 PRB at 30 kHz, TDD, PRACH 159.
    static let referenceSIB1: [UInt8] = [
        0x90, 0x00, 0x00, 0x00, 0x20, 0x02, 0x01, 0x00, 0x00, 0x00, 0x00, 0x0a, 0x42, 0x13, 0x40, 0x60, 0x00, 0x00, 0xc4, 0x00, 0x11, 0x2c, 0x92,
        0x10, 0x00, 0x00, 0x0c, 0x41, 0x00, 0x89, 0x66, 0x04, 0x9f, 0x01, 0x9e, 0xb8, 0x95, 0xf0, 0x12, 0x74, 0x02, 0x4b, 0x01, 0xd8, 0x04, 0x88,
        0x02, 0x00, 0x08, 0x2c,
    ]

    /// An ENUMERATED value of the NR RRC schema by name (a type, or a component of a SEQUENCE type).
    static func enumerated(_ typeName: String, _ name: String, component: String? = nil) -> ASN1Value {
        let schema = NRRRC.schema
        if let id = schema.typeID(typeName) {
            var kind = schema.node(id).kind
            if let component, case .sequence(let sequence) = kind, let c = sequence.root.first(where: { $0.name == component }) {
                kind = schema.node(c.type).kind
            }
            if case .enumerated(let root, let additions) = kind {
                if let i = root.firstIndex(of: name) { return .enumerated(index: i, name: name) }
                if let i = additions?.firstIndex(of: name) { return .enumerated(index: root.count + i, name: name) }
            }
        }
        return .enumerated(index: 0, name: name)
    }
}

enum SynthSystemInformationError: Error { case template }

extension ASN1Value {
    /// The value with the component at `path` (SEQUENCE names) replaced or added at the end.
    func setting(_ path: [String], _ new: ASN1Value) -> ASN1Value {
        guard let first = path.first, case .sequence(var parts) = self else { return self }
        if let i = parts.firstIndex(where: { $0.name == first }) {
            parts[i].value = path.count == 1 ? new : parts[i].value.setting(Array(path.dropFirst()), new)
        } else if path.count == 1 {
            parts.append(ASN1NamedValue(first, new))
        }
        return .sequence(parts)
    }

    /// The value without the component at `path`.
    func removing(_ path: [String]) -> ASN1Value {
        guard let first = path.first, case .sequence(var parts) = self else { return self }
        if path.count == 1 {
            parts.removeAll { $0.name == first }
        } else if let i = parts.firstIndex(where: { $0.name == first }) {
            parts[i].value = parts[i].value.removing(Array(path.dropFirst()))
        }
        return .sequence(parts)
    }
}
