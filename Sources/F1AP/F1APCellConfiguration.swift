import ASN1PER
import NRRRC

/// One served cell as a gNB-DU announces it on F1: the Served Cell Information (TS 38.473
/// §9.3.1.10: NR CGI, NR PCI, NR-Mode-Info with the FDD / TDD transmission bandwidth) and, when
/// present, the gNB-DU System Information (§9.3.1.18: MIB and SIB1, TS 38.331 §6.2.2) of the
/// GNB-DU-Served-Cells-Item (F1 SETUP REQUEST, §9.2.1.4) or Served-Cells-To-Modify-Item
/// (gNB-DU CONFIGURATION UPDATE, §9.2.1.7). What a cross-plane check compares with the fronthaul.
public struct F1APCellConfiguration: Sendable, Hashable {
    public enum Duplex: String, Sendable, Hashable { case fdd, tdd }

    public var nrcgi: F1APNRCGI?
    public var pci: Int?
    public var duplex: Duplex?
    /// NR-SCS of the (DL) Transmission Bandwidth as a numerology µ (scs15 → 0 … scs120 → 3).
    public var numerology: Int?
    /// NRNRB of the (DL) Transmission Bandwidth (`nrb273` → 273).
    public var prbs: Int?
    /// SIB1's cell configuration (ServingCellConfigCommonSIB), when SIB1 decoded.
    public var sib1: SIB1Summary?
    /// initialUplinkBWP locationAndBandwidth as (RB_start, L_RBs) of TS 38.214 §5.1.2.2.2 with
    /// N = 275 (TS 38.331 §6.3.2 BWP), and the BWP's numerology.
    public var initialUplinkBWP: (start: Int, count: Int, numerology: Int)?
    /// ssb-PositionsInBurst (inOneGroup for short bitmaps), first bit first.
    public var ssbPositionsInBurst: [Bool]?
    /// ssb-periodicityServingCell in ms.
    public var ssbPeriodicityMilliseconds: Int?
    public var mib: MIBSummary?
    /// MIB dmrs-TypeA-Position (`pos2`, `pos3`).
    public var dmrsTypeAPosition: String?
    /// Why the MIB or SIB1 container did not decode, when one was present but did not.
    public var systemInformationProblem: String?

    public init() {}

    public static func == (a: Self, b: Self) -> Bool {
        a.nrcgi == b.nrcgi && a.pci == b.pci && a.duplex == b.duplex && a.numerology == b.numerology && a.prbs == b.prbs && a.sib1 == b.sib1
            && a.initialUplinkBWP?.start == b.initialUplinkBWP?.start && a.initialUplinkBWP?.count == b.initialUplinkBWP?.count
            && a.initialUplinkBWP?.numerology == b.initialUplinkBWP?.numerology && a.ssbPositionsInBurst == b.ssbPositionsInBurst
            && a.ssbPeriodicityMilliseconds == b.ssbPeriodicityMilliseconds && a.mib == b.mib && a.dmrsTypeAPosition == b.dmrsTypeAPosition
    }

    public func hash(into h: inout Hasher) {
        h.combine(nrcgi)
        h.combine(pci)
        h.combine(prbs)
    }

    /// The cells a message announces: F1 SETUP REQUEST's served cells and gNB-DU CONFIGURATION
    /// UPDATE's served cells to add or modify; none for any other message.
    ///
    /// Read off the message's decode layout: only the leaves a cell needs are decoded (the NR
    /// CGI, the NR-SCS and NRNRB enumerations, the MIB and SIB1 octets), not the whole message
    /// value. The result equals that of a walk of the decoded value (`F1APCellLayoutTests`).
    public static func cells(in message: F1APMessage) -> [F1APCellConfiguration] {
        guard announcesCells(message) else { return [] }
        var out: [F1APCellConfiguration] = []
        let source = message.source
        collect(0, depth: 0, source: source, layout: source.layout, into: &out)
        return out
    }

    /// F1 SETUP REQUEST or gNB-DU CONFIGURATION UPDATE (TS 38.473 §9.2.1.4, §9.2.1.7).
    static func announcesCells(_ message: F1APMessage) -> Bool {
        // the procedure code first, an integer test that spares the name comparison for every
        // other PDU
        let code = message.procedureCode
        return message.kind == .initiatingMessage && (code == F1APProcedureCode.f1Setup || code == F1APProcedureCode.gNBDUConfigurationUpdate)
            && (message.messageName == "F1SetupRequest" || message.messageName == "GNBDUConfigurationUpdate")
    }

    /// Walks the layout `l` (the source's, passed down rather than copied at each entry) for
    /// SEQUENCEs holding a served-Cell-Information component, in the order and to the depth a
    /// walk of the decoded value finds them: a SEQUENCE's components, an open type's value, a
    /// CHOICE's alternative and a SEQUENCE OF's items one level down each.
    static func collect(_ entry: Int, depth: Int, source: F1APPDUSource, layout l: APERLayout, into out: inout [F1APCellConfiguration]) {
        guard depth < 48, out.count < 512 else { return }
        if source.catalog.shape(l.type(entry)) == .sequence, let info = l.namedChild(entry, "served-Cell-Information") {
            out.append(cell(at: info, systemInformation: l.namedChild(entry, "gNB-DU-System-Information"), source: source))
            return
        }
        let end = l.next(entry)
        var child = l.firstChild(entry) ?? end
        while child < end {
            collect(child, depth: depth + 1, source: source, layout: l, into: &out)
            child = l.next(child)
        }
    }

    /// Served-Cell-Information (§9.3.1.10) and GNB-DU-System-Information (§9.3.1.18) at layout
    /// entries `info` and `systemInformation`.
    static func cell(at info: Int, systemInformation: Int?, source: F1APPDUSource) -> F1APCellConfiguration {
        let l = source.layout
        var c = F1APCellConfiguration()
        c.nrcgi = l.namedChild(info, "nRCGI").flatMap { F1APMessage.nrcgi(at: $0, source: source) }
        c.pci = l.namedChild(info, "nRPCI").flatMap(source.integer(at:)).map { Int($0) }
        if let modeInfo = l.namedChild(info, "nR-Mode-Info"), let alternative = l.firstChild(modeInfo) {
            let mode = l.name(alternative)
            let bandwidth = mode == "fDD" ? l.namedChild(alternative, "dL-Transmission-Bandwidth") : mode == "tDD" ? l.namedChild(alternative, "transmission-Bandwidth") : nil
            c.duplex = mode == "fDD" ? .fdd : mode == "tDD" ? .tdd : nil
            if let bandwidth {
                if let e = l.namedChild(bandwidth, "nRSCS"), case .enumerated(_, let scs) = source.value(at: e) { c.numerology = numerology(nrscs: scs) }
                if let e = l.namedChild(bandwidth, "nRNRB"), case .enumerated(_, let nrb) = source.value(at: e) { c.prbs = prbs(nrnrb: nrb) }
            }
        }
        guard let si = systemInformation else { return c }
        readSystemInformation(mib: l.namedChild(si, "mIB-message").flatMap(source.octets(at:)),
                              sib1: l.namedChild(si, "sIB1-message").flatMap(source.octets(at:)), into: &c)
        return c
    }

    /// The MIB and SIB1 of a GNB-DU-System-Information (§9.3.1.18; TS 38.331 §6.2.2), when present.
    static func readSystemInformation(mib: [UInt8]?, sib1: [UInt8]?, into c: inout F1APCellConfiguration) {
        var problems: [String] = []
        if let bytes = mib {
            let r = NRRRC.decode(bytes[...], as: .mib)
            if let value = r.value, r.error == nil {
                c.mib = MIBSummary(value)
                if case .enumerated(_, let pos)? = value["dmrs-TypeA-Position"] { c.dmrsTypeAPosition = pos }
            } else {
                problems.append("MIB does not decode: \(r.error.map { "\($0)" } ?? "no value")")
            }
        }
        if let bytes = sib1 {
            let r = NRRRC.decode(bytes[...], as: .sib1)
            if let value = r.value, r.error == nil {
                c.sib1 = SIB1Summary(sib1: value)
                readSIB1Extras(value, into: &c)
            } else {
                problems.append("SIB1 does not decode: \(r.error.map { "\($0)" } ?? "no value")")
            }
        }
        if !problems.isEmpty { c.systemInformationProblem = problems.joined(separator: "; ") }
    }

    /// ssb-PositionsInBurst, ssb-periodicityServingCell and the initial UL BWP of
    /// ServingCellConfigCommonSIB (TS 38.331 §6.3.2).
    static func readSIB1Extras(_ sib1: ASN1Value, into c: inout F1APCellConfiguration) {
        guard let common = sib1["servingCellConfigCommon"] else { return }
        if let burst = common["ssb-PositionsInBurst"], case .bitString(let bytes, let count)? = burst["inOneGroup"] {
            c.ssbPositionsInBurst = (0..<count).map { i in bytes[i / 8] & (0x80 >> UInt8(i % 8)) != 0 }
        }
        if case .enumerated(_, let name)? = common["ssb-PeriodicityServingCell"], name.hasPrefix("ms") {
            c.ssbPeriodicityMilliseconds = Int(name.dropFirst(2))
        }
        let generic = common["uplinkConfigCommon"]?["initialUplinkBWP"]?["genericParameters"]
        if let riv = generic?["locationAndBandwidth"]?.integerValue, case .enumerated(_, let scs)? = generic?["subcarrierSpacing"],
           let mu = numerology(subcarrierSpacing: scs), let (start, count) = resourceIndication(Int(riv)) {
            c.initialUplinkBWP = (start, count, mu)
        }
    }

    /// RB_start and L_RBs of a resource indication value (TS 38.214 §5.1.2.2.2) with N = 275, as
    /// TS 38.331 §6.3.2 BWP locationAndBandwidth says: RIV = N(L−1) + RB_start when
    /// L − 1 ≤ ⌊N/2⌋, else N(N − L + 1) + (N − 1 − RB_start); 1 ≤ L ≤ N − RB_start.
    public static func resourceIndication(_ riv: Int, size n: Int = 275) -> (start: Int, count: Int)? {
        guard riv >= 0 && riv < n * (n + 1) / 2 + n * n else { return nil }
        let a = riv / n, b = riv % n
        // first form: L − 1 = a, RB_start = b
        if a <= n / 2, b + a + 1 <= n { return (b, a + 1) }
        // second form: L = n − a + 1, RB_start = n − 1 − b
        let l = n - a + 1, start = n - 1 - b
        if l >= 1, l - 1 > n / 2, start >= 0, start + l <= n { return (start, l) }
        return nil
    }

    /// NRNRB (TS 38.473 §9.3.1.15: `nrb11` … `nrb273`) as a PRB count.
    static func prbs(nrnrb: String) -> Int? { nrnrb.hasPrefix("nrb") ? Int(nrnrb.dropFirst(3)) : nil }

    /// NRSCS (TS 38.473 §9.3.1.14) as µ.
    static func numerology(nrscs: String) -> Int? {
        ["scs15": 0, "scs30": 1, "scs60": 2, "scs120": 3][nrscs]
    }

    /// SubcarrierSpacing (TS 38.331 §6.3.2: kHz15 … kHz960) as µ.
    public static func numerology(subcarrierSpacing: String) -> Int? {
        ["kHz15": 0, "kHz30": 1, "kHz60": 2, "kHz120": 3, "kHz240": 4, "kHz480": 5, "kHz960": 6][subcarrierSpacing]
    }
}
