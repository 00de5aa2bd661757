import F1AP
import Fronthaul
import IQAnalysis

/// What one vendor's O-RU, O-DU or O-CU declares it supports: the ICS + IXIT of the device. Loaded
/// from a `kind: device` profile.
public struct DeviceProfile: Hashable, Sendable {
    public var id: String
    public var role: NodeRole
    public var vendor: String
    public var model: String
    public var software: String
    /// Present for O-RU and O-DU (open fronthaul, O-RAN.WG4.CUS).
    public var fronthaul: FronthaulCapabilities?
    /// Present for O-DU and O-CU (F1 interface, TS 38.473).
    public var f1ap: F1APCapabilities?
    /// S-plane facts (O-RAN.WG4.MP o-ran-sync): present when the profile has a `sync` section.
    public var sync: SyncCapabilities?
    /// The E1AP (TS 37.483) release or version of an O-CU, when declared.
    public var e1ap: ApplicationProtocolDeclaration?
    /// The NGAP (TS 38.413) release or version of an O-CU, when declared.
    public var ngap: ApplicationProtocolDeclaration?
    /// The E2AP (O-RAN.WG3.E2AP) version of an E2 node (O-DU, O-CU), when declared.
    public var e2ap: ApplicationProtocolDeclaration?
    /// Optional inventory facts for test reports (O-RAN test-results `testbedComponents`).
    public var hardware: String?
    public var firmware: String?
    public var serial: String?

    public init(
        id: String, role: NodeRole, vendor: String, model: String, software: String,
        fronthaul: FronthaulCapabilities? = nil, f1ap: F1APCapabilities? = nil
    ) {
        self.id = id
        self.role = role
        self.vendor = vendor
        self.model = model
        self.software = software
        self.fronthaul = fronthaul
        self.f1ap = f1ap
    }

    /// "ACME RU-4T4R-n78 2.3.1 (acme-ru-n78)" for tables and reports.
    public var displayName: String { "\(vendor) \(model) \(software) (\(id))" }
}

/// Open-fronthaul capabilities (O-RAN.WG4.CUS; O-RAN.WG4.MP capabilities).
public struct FronthaulCapabilities: Hashable, Sendable {
    public var cusVersion: CUSVersion
    /// An O-RU declares its category; an O-DU the categories of O-RU it can drive.
    public var categories: [RUCategory]
    public var eaxcSplit: EAxCSplit
    /// C-plane section types (0…11), sorted.
    public var sectionTypes: [Int]
    /// Section extension types (1…28), sorted.
    public var sectionExtensions: [Int]
    public var compression: [CompressionCapability]
    /// Largest Ethernet payload (bytes) the device sends and accepts.
    public var mtu: Int
    /// False when the profile left `fronthaul.mtu` out and `mtu` is the 1500-byte default: then a
    /// testbed-level `fronthaul.mtu` applies instead (FH-UP-SIZE).
    public var mtuDeclared = true
    /// For an O-RU.
    public var oruWindows: ORUWindows?
    /// For an O-DU.
    public var oduWindows: ODUWindows?
    /// For an O-RU: the beam ids of its beam table (FH-CS-BEAM); nil = not declared.
    public var beamIds: BeamIDSet?
    /// For an O-RU: the longest time (ns) from an ackNackReqId request (SE22 or an ST4 command)
    /// to its ST8 ACK/NACK (profile key `fronthaul.ackNackDeadline`; FH-XP-ACK-LAT). nil = not declared.
    public var ackNackDeadline: UInt32?
    /// Width in bits of the IQ samples the device block-floating-point compresses from (profile
    /// key `fronthaul.sourceSampleWidth`); nil = not declared. BFP's 4-bit exponent may exceed
    /// 16 − iqWidth when the source is wider than 16 bits (O-RAN.WG4.CUS Annex A.1), so
    /// FH-UP-BFP-PARAM bounds the exponent by `sourceSampleWidth − iqWidth` only when declared.
    public var sourceSampleWidth: Int?
    /// How the O-RU couples U-plane data to C-plane sections (O-RAN.WG4.CUS §7.8 / §8.4.1; M-plane
    /// o-ran-module-cap `coupling-methods`), profile key `fronthaul.couplingMethods`. Empty = not
    /// declared: a U-plane section is coupled when a C-plane section of its slot covers it by
    /// sectionId or by frequency and time.
    public var couplingMethods: [CouplingMethod] = []
    /// The device sends U-plane messages in radio-transport pieces (O-RAN.WG4.CUS §5.5.3, an
    /// optional feature), profile key `fronthaul.transportFragmentation`: FH-SEQ-UPFRAG then
    /// passes the messages it sends so.
    public var transportFragmentation = false
    /// IQ thresholds (profile key `fronthaul.iq`): declared power range and the FH-IQ-… limits;
    /// nil = the documented defaults of ``IQThresholds``.
    public var iq: IQThresholds?

    public init(
        cusVersion: CUSVersion, categories: [RUCategory], eaxcSplit: EAxCSplit, sectionTypes: [Int],
        sectionExtensions: [Int], compression: [CompressionCapability], mtu: Int, oruWindows: ORUWindows? = nil,
        oduWindows: ODUWindows? = nil
    ) {
        self.cusVersion = cusVersion
        self.categories = Array(Set(categories)).sorted()
        self.eaxcSplit = eaxcSplit
        self.sectionTypes = Array(Set(sectionTypes)).sorted()
        self.sectionExtensions = Array(Set(sectionExtensions)).sorted()
        self.compression = compression
        self.mtu = mtu
        self.oruWindows = oruWindows
        self.oduWindows = oduWindows
    }

    /// Section types defined up to CUS v18 (ST 0–11).
    public static let definedSectionTypes = 0...11
    /// Section extensions defined up to CUS v18 (SE 1–28).
    public static let definedSectionExtensions = 1...28
    /// Accepted MTU range (bytes): IPv4 minimum to the largest common jumbo frame.
    public static let mtuRange = 576...9600
    /// Accepted ST8 response deadline (ns): up to one second.
    public static let ackNackDeadlineRange = 1...1_000_000_000
    /// BFP source sample widths a profile may declare (a 4-bit exponent over mantissas of 1–16 bits).
    public static let sourceSampleWidthRange = 2...32

    /// Does this device accept `compression` (method, width and static/dynamic)?
    public func supports(_ compression: FlowCompression) -> Bool {
        self.compression.contains {
            $0.method == compression.method && $0.isStatic == compression.isStatic
                && $0.iqWidths.contains(compression.iqWidth)
        }
    }
}

/// F1AP capabilities (TS 38.473: release and version, served cells, procedures).
public struct F1APCapabilities: Hashable, Sendable {
    /// 3GPP release of the TS 38.473 version implemented (15…19).
    public var release: Int
    /// Exact TS 38.473 version if declared, e.g. "16.9.0".
    public var version: String?
    /// NR cells a DU serves (F1 Setup Served Cells List).
    public var servedCells: [NRCGI]
    /// PLMNs a CU serves; empty = not declared.
    public var plmns: [PLMN]
    /// Procedure names (catalogue `F1APProcedure`), sorted by code.
    public var procedures: [String]

    public init(release: Int, version: String? = nil, servedCells: [NRCGI] = [], plmns: [PLMN] = [], procedures: [String] = [])
    {
        self.release = release
        self.version = version
        self.servedCells = servedCells
        self.plmns = plmns
        self.procedures = Self.sortedByCode(procedures)
    }

    public static let releaseRange = 15...19

    static func sortedByCode(_ names: [String]) -> [String] {
        Array(Set(names)).sorted {
            let left = F1APProcedure.named($0)?.code ?? Int.max
            let right = F1APProcedure.named($1)?.code ?? Int.max
            return left == right ? $0 < $1 : left < right
        }
    }
}

/// A PLMN identity: MCC (3 digits) and MNC (2 or 3 digits), written `001-01` (TS 23.003 §2.2).
public struct PLMN: Hashable, Sendable, CustomStringConvertible {
    public var mcc: String
    public var mnc: String

    public init(parsing text: String) throws(ProfileValueError) {
        let parts = text.trimmingSpaces.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 3, (2...3).contains(parts[1].count),
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else {
            throw ProfileValueError("bad PLMN '\(text)': expected MCC-MNC such as \"001-01\" (3 digits, 2 or 3 digits)")
        }
        self.mcc = String(parts[0])
        self.mnc = String(parts[1])
    }

    public var description: String { "\(mcc)-\(mnc)" }
}

/// NR Cell Global Identifier: PLMN + 36-bit NR Cell Identity (TS 38.473 §9.3.1.12).
public struct NRCGI: Hashable, Sendable, CustomStringConvertible {
    public var plmn: PLMN
    public var cellIdentity: UInt64

    public static let cellIdentityRange: ClosedRange<UInt64> = 0...((1 << 36) - 1)

    public init(plmn: PLMN, cellIdentity: UInt64) throws(ProfileValueError) {
        guard Self.cellIdentityRange.contains(cellIdentity) else {
            throw ProfileValueError("NR cell identity \(cellIdentity) does not fit 36 bits (max 68719476735)")
        }
        self.plmn = plmn
        self.cellIdentity = cellIdentity
    }

    public var description: String { "\(plmn)/\(cellIdentity)" }
}

/// What a device declares about the S-plane (O-RAN.WG4.MP, the o-ran-sync YANG module).
public struct SyncCapabilities: Hashable, Sendable {
    /// The PTP clockClass values the O-RU accepts from its time source (`accepted-clock-classes`);
    /// SP-PTP-CLASS warns on any other announced class.
    public var acceptedClockClasses: [UInt8]
    public init(acceptedClockClasses: [UInt8]) { self.acceptedClockClasses = Array(Set(acceptedClockClasses)).sorted() }
    /// Without a declaration: the ITU-T G.8275.1 classes of a clock locked to a PRTC (6) or in
    /// holdover within its specification (7 for a T-GM, 135 for a T-BC).
    public static let defaultAcceptedClockClasses: [UInt8] = [6, 7, 135]
}

/// C/U-plane coupling methods (O-RAN.WG4.CUS §7.8: via sectionId; via frequency and time; via
/// frequency and time with priorities).
public enum CouplingMethod: String, Hashable, Sendable, CaseIterable {
    case sectionId = "section-id"
    case frequencyAndTime = "frequency-and-time"
    case frequencyAndTimeWithPriorities = "frequency-and-time-with-priorities"
}

