import Conformance
import Profiles
import WireCore

/// The interface a rule result belongs to, named as the O-RAN test-results schema's
/// `interfaceUnderTest` names them (`o-du.ofh`, `o-cu.f1-c`, …) without the node role.
enum RuleInterface: String, Comparable {
    /// Open fronthaul (O-RAN.WG4.CUS): `FH-…` and testbed capability `TB-…` rules.
    case ofh
    /// F1 control plane (TS 38.473): `F1-…` rules.
    case f1c = "f1-c"
    /// Testbed custom rules (expression language) and anything else.
    case custom

    /// By the rule's family (its registry's id prefix): custom and unknown ids are `custom`.
    init(rule: String) {
        let id = RuleID(rule)
        if id.belongs(to: .fronthaul) || id.belongs(to: .testbedCapabilities) {
            self = .ofh
        } else if id.belongs(to: .f1ap) {
            self = .f1c
        } else {
            self = .custom
        }
    }

    static func < (a: RuleInterface, b: RuleInterface) -> Bool { a.rawValue < b.rawValue }
}

/// Text helpers shared by the writers.
enum ReportText {
    /// A finding in one line: frames, message, expected vs actual.
    static func finding(_ f: RuleFinding, in results: RunResults? = nil) -> String {
        let frames = results.map { r in f.frames.map(r.frameLabel).joined(separator: ",") } ?? f.frames.map(String.init).joined(separator: ",")
        var s = "frame" + (f.frames.count == 1 ? " " : "s ") + frames + ": " + f.message
        if let e = f.expected, let a = f.actual { s += " (expected \(e), actual \(a))" }
        if let w = f.waiver { s += " [waived: \(w)]" }
        return s
    }

    /// The counts column: "12 evaluated, 1 violation".
    static func counts(_ r: RuleResult) -> String {
        var parts = ["\(r.evaluated) evaluated", "\(r.violations) violation\(r.violations == 1 ? "" : "s")"]
        if r.waived > 0 { parts.append("\(r.waived) waived") }
        if r.inconclusive > 0 { parts.append("\(r.inconclusive) inconclusive") }
        return parts.joined(separator: ", ")
    }

    static func deviceLine(_ d: DeviceProfile) -> String { "\(d.vendor) \(d.model), software \(d.software) (\(d.id))" }

    static func megabytes(_ bytes: Int64) -> String {
        if bytes < 1_048_576 { return bytes < 1024 ? "\(bytes) bytes" : "\((bytes + 512) / 1024) KiB" }
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
