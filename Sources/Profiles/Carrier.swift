/// The carrier under test (TS 38.211 numerology; TS 38.213 §11.1 TDD pattern).
public struct Carrier: Hashable, Sendable {
    public enum Duplex: String, Hashable, Sendable, CaseIterable {
        case fdd, tdd
    }

    public enum SlotKind: Character, Hashable, Sendable {
        case downlink = "D"
        case uplink = "U"
        case special = "S"
    }

    /// µ 0…4 (SCS 15·2^µ kHz).
    public var numerology: Int
    /// Resource blocks of the carrier, 1…275.
    public var prbs: Int
    public var duplex: Duplex
    /// One TDD period, slot by slot, e.g. `DDDSU`; empty when FDD or not declared.
    public var tddPattern: [SlotKind]
    /// Symbols of the special slot (DL, guard, UL), summing to 14, when declared.
    public var specialSlot: SpecialSlot?

    public struct SpecialSlot: Hashable, Sendable {
        public var downlink: Int
        public var guardPeriod: Int
        public var uplink: Int

        public init(downlink: Int, guardPeriod: Int, uplink: Int) throws(ProfileValueError) {
            guard [downlink, guardPeriod, uplink].allSatisfy({ $0 >= 0 }), downlink + guardPeriod + uplink == 14 else {
                throw ProfileValueError(
                    "special slot symbols \(downlink)+\(guardPeriod)+\(uplink) must be non-negative and sum to 14")
            }
            self.downlink = downlink
            self.guardPeriod = guardPeriod
            self.uplink = uplink
        }
    }

    public static let numerologyRange = 0...4
    public static let prbRange = 1...275

    public init(
        numerology: Int, prbs: Int, duplex: Duplex, tddPattern: [SlotKind] = [], specialSlot: SpecialSlot? = nil
    ) throws(ProfileValueError) {
        guard Self.numerologyRange.contains(numerology) else {
            throw ProfileValueError("numerology \(numerology) is out of range 0...4")
        }
        guard Self.prbRange.contains(prbs) else { throw ProfileValueError("prbs \(prbs) is out of range 1...275") }
        if duplex == .fdd && !tddPattern.isEmpty {
            throw ProfileValueError("tddPattern is given but duplex is fdd")
        }
        self.numerology = numerology
        self.prbs = prbs
        self.duplex = duplex
        self.tddPattern = tddPattern
        self.specialSlot = specialSlot
    }

    /// Parses a pattern such as `DDDSU` (letters D, S, U; 1…320 slots).
    public static func parsePattern(_ text: String) throws(ProfileValueError) -> [SlotKind] {
        var slots: [SlotKind] = []
        for character in text.uppercased() {
            guard let kind = SlotKind(rawValue: character) else {
                throw ProfileValueError("bad TDD pattern '\(text)': '\(character)' is not D, S or U")
            }
            slots.append(kind)
        }
        guard (1...320).contains(slots.count) else {
            throw ProfileValueError("bad TDD pattern '\(text)': expected 1...320 slots")
        }
        return slots
    }

    public var tddPatternText: String { String(tddPattern.map(\.rawValue)) }
}
