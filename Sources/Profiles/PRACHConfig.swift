/// NR PRACH preamble formats (TS 38.211 §6.3.3.1, Tables 6.3.3.1-1 and 6.3.3.1-2).
public enum PRACHFormat: String, Hashable, Sendable, CaseIterable {
    case f0 = "0", f1 = "1", f2 = "2", f3 = "3"
    case a1 = "A1", a2 = "A2", a3 = "A3", b1 = "B1", b2 = "B2", b3 = "B3", b4 = "B4"
    case a1b1 = "A1/B1", a2b2 = "A2/B2", a3b3 = "A3/B3", c0 = "C0", c2 = "C2"

    /// Long formats 0–3 use L_RA = 839 (Table 6.3.3.1-1); the short ones L_RA = 139 (Table 6.3.3.1-2;
    /// Rel-16 adds 571 and 1151 for 30 / 15 kHz, which are longer, so 139 is the minimum).
    public var isLong: Bool { [.f0, .f1, .f2, .f3].contains(self) }

    /// Shortest sequence length L_RA the format uses.
    public var sequenceLength: Int { isLong ? 839 : 139 }

    /// The subcarrier spacing a long format fixes (Table 6.3.3.1-1: 1.25 kHz for 0–2, 5 kHz for 3).
    public var fixedSpacing: PRACHSpacing? {
        switch self {
        case .f0, .f1, .f2: .khz1_25
        case .f3: .khz5
        default: nil
        }
    }

    /// The C-plane filterIndex of the format (CUS §7.5.2.3: 1 for formats 0/1/2, 2 for format 3, 3
    /// for A1–A3, B1–B4, C0, C2).
    public var filterIndex: Int {
        switch self {
        case .f0, .f1, .f2: 1
        case .f3: 2
        default: 3
        }
    }
}

/// PRACH subcarrier spacing Δf_RA (TS 38.211 §6.3.3.1) and its frameStructure SCS code
/// (CUS §7.5.2.13).
public enum PRACHSpacing: String, Hashable, Sendable, CaseIterable {
    case khz1_25 = "1.25", khz5 = "5", khz15 = "15", khz30 = "30", khz60 = "60", khz120 = "120"

    /// frameStructure low nibble (CUS §7.5.2.13: 0–3 = 15·2^µ kHz, 12 = 1.25 kHz; 14 = 5 kHz).
    public var scsCode: Int {
        switch self {
        case .khz1_25: 12
        case .khz5: 14
        case .khz15: 0
        case .khz30: 1
        case .khz60: 2
        case .khz120: 3
        }
    }

    public init?(scsCode: Int) {
        guard let s = Self.allCases.first(where: { $0.scsCode == scsCode }) else { return nil }
        self = s
    }
}

/// A flow's PRACH configuration (TS 38.331 RACH-ConfigGeneric / msg1-SubcarrierSpacing): the
/// preamble format and, for the short formats, the PRACH subcarrier spacing. FH-CS-PRACH uses it
/// to check the section type 3 SCS, filterIndex and width against the format.
public struct PRACHConfig: Hashable, Sendable {
    public var format: PRACHFormat
    /// Declared Δf_RA; for a long format it is the format's own (nil = short format, not declared).
    public var spacing: PRACHSpacing?

    public init(format: PRACHFormat, spacing: PRACHSpacing? = nil) throws(ProfileValueError) {
        if let fixed = format.fixedSpacing {
            if let spacing, spacing != fixed {
                throw ProfileValueError("format \(format.rawValue) uses a \(fixed.rawValue) kHz PRACH subcarrier spacing, not \(spacing.rawValue) kHz")
            }
            self.spacing = fixed
        } else {
            if let spacing, spacing == .khz1_25 || spacing == .khz5 {
                throw ProfileValueError("short format \(format.rawValue) uses 15, 30, 60 or 120 kHz, not \(spacing.rawValue) kHz")
            }
            self.spacing = spacing
        }
        self.format = format
    }
}
