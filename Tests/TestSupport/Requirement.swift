import Foundation
import Testing

/// An external oracle or data set a test cannot run without.
public enum Requirement: String, Sendable, CaseIterable {
    case tshark
    case editcap
    case python3
    case scapy
    case numpy
    case xxhash
    case jsonschema
    case pycrate
    case chromium
    /// `pdftotext` (poppler-utils): text of a PDF the report wrote.
    case pdftotext
    /// The gzip and zstd command-line compressors (independent writers of compressed captures).
    case gzip
    case zstd
    /// `../shared` (reference captures, vectors, ASN.1 modules, schemas, oracle scripts).
    case shared

    /// Whether this machine has it (evaluated when the test is about to run).
    public var isAvailable: Bool {
        switch self {
        case .tshark: Oracle.tsharkAvailable
        case .editcap: Oracle.editcap != nil
        case .python3: Oracle.python3 != nil
        case .scapy: Oracle.scapyAvailable
        case .numpy: Oracle.numpyAvailable
        case .xxhash: Oracle.xxhashAvailable
        case .jsonschema: Oracle.jsonschemaAvailable
        case .pycrate: Oracle.pycrateAvailable
        case .chromium: Oracle.chromium != nil
        case .pdftotext: Oracle.executable("pdftotext") != nil
        case .gzip: Oracle.executable("gzip") != nil
        case .zstd: Oracle.executable("zstd") != nil
        case .shared: Oracle.sharedPresent
        }
    }

    /// How the skip reason names it.
    var phrase: String {
        switch self {
        case .tshark: "tshark"
        case .editcap: "editcap"
        case .python3: "python3"
        case .scapy: "python3 with scapy"
        case .numpy: "python3 with numpy"
        case .xxhash: "python3 with xxhash"
        case .jsonschema: "python3 with jsonschema"
        case .pycrate: "python3 with pycrate 0.8.1 and ../shared/oracles"
        case .chromium: "chromium"
        case .pdftotext: "pdftotext (poppler-utils)"
        case .gzip: "gzip"
        case .zstd: "zstd"
        case .shared: "../shared"
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test (or every test of the suite) only when all `requirements` are here;
    /// otherwise Swift Testing reports it skipped with the reason "needs tshark, ../shared".
    public static func requires(_ requirements: Requirement...) -> Self {
        let list = requirements
        let reason = "needs " + list.map(\.phrase).joined(separator: ", ")
        return .enabled(if: list.allSatisfy(\.isAvailable), Comment(rawValue: reason))
    }

    /// Runs a benchmark only when the environment variable `name` is set (it names its input).
    public static func environmentVariable(_ name: String, _ reason: String) -> Self {
        .enabled(if: ProcessInfo.processInfo.environment[name] != nil, Comment(rawValue: reason))
    }
}
