import ASN1PER

/// One entry of `scs-SpecificCarrierList` (TS 38.331 §6.3.2 SCS-SpecificCarrier): the carrier
/// of one numerology, in PRBs of that numerology from Point A.
public struct SCSSpecificCarrier: Sendable, Hashable {
    /// `kHz15`, `kHz30`, `kHz60`, `kHz120`… (SubcarrierSpacing).
    public var subcarrierSpacing: String
    public var offsetToCarrier: Int
    public var carrierBandwidth: Int

    public init(subcarrierSpacing: String, offsetToCarrier: Int, carrierBandwidth: Int) {
        self.subcarrierSpacing = subcarrierSpacing
        self.offsetToCarrier = offsetToCarrier
        self.carrierBandwidth = carrierBandwidth
    }
}

/// One TDD-UL-DL-Pattern (TS 38.331 §6.3.2 TDD-UL-DL-ConfigCommon).
public struct TDDPattern: Sendable, Hashable {
    /// `ms0p5` … `ms10`, or the Rel-15 addition `dl-UL-TransmissionPeriodicity-v1530` (`ms3`, `ms4`)
    /// when present.
    public var periodicity: String
    public var downlinkSlots: Int
    public var downlinkSymbols: Int
    public var uplinkSlots: Int
    public var uplinkSymbols: Int

    public init(periodicity: String, downlinkSlots: Int, downlinkSymbols: Int, uplinkSlots: Int, uplinkSymbols: Int) {
        self.periodicity = periodicity
        self.downlinkSlots = downlinkSlots
        self.downlinkSymbols = downlinkSymbols
        self.uplinkSlots = uplinkSlots
        self.uplinkSymbols = uplinkSymbols
    }
}

/// The PRACH parameters of RACH-ConfigCommon (TS 38.331 §6.3.2 RACH-ConfigCommon and
/// RACH-ConfigGeneric).
public struct RACHSummary: Sendable, Hashable {
    public var prachConfigurationIndex: Int
    /// `one`, `two`, `four`, `eight`.
    public var msg1FDM: String
    public var msg1FrequencyStart: Int
    /// Absent: the numerology follows from the PRACH configuration (TS 38.211 §6.3.3).
    public var msg1SubcarrierSpacing: String?

    public init(prachConfigurationIndex: Int, msg1FDM: String, msg1FrequencyStart: Int, msg1SubcarrierSpacing: String?) {
        self.prachConfigurationIndex = prachConfigurationIndex
        self.msg1FDM = msg1FDM
        self.msg1FrequencyStart = msg1FrequencyStart
        self.msg1SubcarrierSpacing = msg1SubcarrierSpacing
    }
}

/// The cell configuration a cross-plane check compares with the fronthaul: from SIB1's
/// ServingCellConfigCommonSIB or a CellGroupConfig's ServingCellConfigCommon (TS 38.331
/// §6.2.2 SIB1, §6.3.2 ServingCellConfigCommon / ServingCellConfigCommonSIB).
public struct SIB1Summary: Sendable, Hashable {
    /// Point A as an NR-ARFCN (FrequencyInfoDL, CellGroupConfig only; SIB1 gives ``offsetToPointA``).
    public var absoluteFrequencyPointA: Int?
    /// Point A as PRBs of 15 / 60 kHz below the SSB's lowest subcarrier (FrequencyInfoDL-SIB).
    public var offsetToPointA: Int?
    public var absoluteFrequencySSB: Int?
    public var frequencyBands: [Int]
    public var downlinkCarriers: [SCSSpecificCarrier]
    public var uplinkCarriers: [SCSSpecificCarrier]
    public var tddReferenceSubcarrierSpacing: String?
    public var tddPattern1: TDDPattern?
    public var tddPattern2: TDDPattern?
    public var rach: RACHSummary?
    /// ServingCellConfigCommon's physCellId (CellGroupConfig only).
    public var physCellId: Int?

    /// The view of a decoded SIB1 (nil when it has no servingCellConfigCommon).
    public init?(sib1: ASN1Value) {
        guard let common = sib1["servingCellConfigCommon"] else { return nil }
        self.init(servingCellConfigCommon: common)
    }

    /// The view of a decoded CellGroupConfig's spCellConfig.reconfigurationWithSync.spCellConfigCommon.
    public init?(cellGroupConfig: ASN1Value) {
        guard let common = cellGroupConfig["spCellConfig"]?["reconfigurationWithSync"]?["spCellConfigCommon"] else { return nil }
        self.init(servingCellConfigCommon: common)
    }

    /// From a ServingCellConfigCommon or ServingCellConfigCommonSIB value (the names coincide).
    public init(servingCellConfigCommon common: ASN1Value) {
        let dl = common["downlinkConfigCommon"]?["frequencyInfoDL"]
        absoluteFrequencyPointA = dl?["absoluteFrequencyPointA"]?.int
        offsetToPointA = dl?["offsetToPointA"]?.int
        absoluteFrequencySSB = dl?["absoluteFrequencySSB"]?.int
        frequencyBands = (dl?["frequencyBandList"]?.items ?? []).compactMap { band in
            band.int ?? band["freqBandIndicatorNR"]?.int
        }
        downlinkCarriers = Self.carriers(dl?["scs-SpecificCarrierList"])
        let ul = common["uplinkConfigCommon"]
        uplinkCarriers = Self.carriers(ul?["frequencyInfoUL"]?["scs-SpecificCarrierList"])
        let tdd = common["tdd-UL-DL-ConfigurationCommon"]
        tddReferenceSubcarrierSpacing = tdd?["referenceSubcarrierSpacing"]?.enumName
        tddPattern1 = tdd?["pattern1"].flatMap(Self.pattern)
        tddPattern2 = tdd?["pattern2"].flatMap(Self.pattern)
        if case .choice("setup", let rach)? = ul?["initialUplinkBWP"]?["rach-ConfigCommon"],
           let generic = rach["rach-ConfigGeneric"], let index = generic["prach-ConfigurationIndex"]?.int,
           let fdm = generic["msg1-FDM"]?.enumName, let start = generic["msg1-FrequencyStart"]?.int {
            self.rach = RACHSummary(prachConfigurationIndex: index, msg1FDM: fdm, msg1FrequencyStart: start,
                                    msg1SubcarrierSpacing: rach["msg1-SubcarrierSpacing"]?.enumName)
        } else {
            rach = nil
        }
        physCellId = common["physCellId"]?.int
    }

    static func carriers(_ list: ASN1Value?) -> [SCSSpecificCarrier] {
        (list?.items ?? []).compactMap { c in
            guard let scs = c["subcarrierSpacing"]?.enumName, let offset = c["offsetToCarrier"]?.int,
                  let bandwidth = c["carrierBandwidth"]?.int else { return nil }
            return SCSSpecificCarrier(subcarrierSpacing: scs, offsetToCarrier: offset, carrierBandwidth: bandwidth)
        }
    }

    static func pattern(_ p: ASN1Value) -> TDDPattern? {
        guard let periodicity = p["dl-UL-TransmissionPeriodicity-v1530"]?.enumName ?? p["dl-UL-TransmissionPeriodicity"]?.enumName,
              let dlSlots = p["nrofDownlinkSlots"]?.int, let dlSymbols = p["nrofDownlinkSymbols"]?.int,
              let ulSlots = p["nrofUplinkSlots"]?.int, let ulSymbols = p["nrofUplinkSymbols"]?.int else { return nil }
        return TDDPattern(periodicity: periodicity, downlinkSlots: dlSlots, downlinkSymbols: dlSymbols, uplinkSlots: ulSlots, uplinkSymbols: ulSymbols)
    }
}

/// The MIB fields a cross-plane check needs (TS 38.331 §6.2.2 MIB).
public struct MIBSummary: Sendable, Hashable {
    /// `scs15or60` or `scs30or120`.
    public var subCarrierSpacingCommon: String
    /// k_SSB's four least significant bits (TS 38.213 §4.1).
    public var ssbSubcarrierOffset: Int

    /// From a decoded MIB, or a BCCH-BCH-Message carrying one.
    public init?(_ value: ASN1Value) {
        var mib = value
        if case .choice("mib", let inner)? = value["message"] { mib = inner }
        guard let scs = mib["subCarrierSpacingCommon"]?.enumName, let offset = mib["ssb-SubcarrierOffset"]?.int else { return nil }
        subCarrierSpacingCommon = scs
        ssbSubcarrierOffset = offset
    }
}

extension ASN1Value {
    var int: Int? { integerValue.map { Int($0) } }
    var enumName: String? {
        if case .enumerated(_, let name) = self { return name }
        return nil
    }
    var items: [ASN1Value]? {
        if case .sequenceOf(let items) = self { return items }
        return nil
    }
}
