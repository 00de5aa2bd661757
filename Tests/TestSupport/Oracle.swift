import Foundation

/// Where the package, its committed data and `../shared` are, and which external oracles this
/// machine has. Every test that needs an oracle states it with a trait (``Testing/Trait/requires(_:)``)
/// so that a missing one shows as a skipped test with its reason, never as a silent pass.
///
/// Two environment variables steer it:
/// - `RANCONFORM_SHARED`: the `shared` directory, when it is not `../shared` beside the package.
/// - `RANCONFORM_HIDE_ORACLES`: a comma-separated list of oracles to treat as absent
///   (`tshark`, `pycrate`, `scapy`, `numpy`, `jsonschema`, `chromium`, `python3`, `shared`, or
///   any executable name), to check what a machine without them runs and skips.
public enum Oracle {
    /// The package root: three levels above this file (`Tests/TestSupport/Oracle.swift`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Captures/` of the package.
    public static var captures: URL { packageRoot.appendingPathComponent("Captures") }

    /// `Profiles/` of the package.
    public static var profiles: URL { packageRoot.appendingPathComponent("Profiles") }

    /// A path relative to the package root.
    public static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// The oracles named in `RANCONFORM_HIDE_ORACLES`.
    public static let hidden: Set<String> = Set(
        (ProcessInfo.processInfo.environment["RANCONFORM_HIDE_ORACLES"] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty })

    /// Whether `name` is hidden. The Wireshark tools go with tshark: hiding `tshark` hides `editcap`.
    public static func isHidden(_ name: String) -> Bool {
        hidden.contains(name.lowercased()) || (name == "editcap" && hidden.contains("tshark"))
    }

    /// The `shared` directory (reference data, ASN.1 modules, oracle scripts): `RANCONFORM_SHARED`,
    /// else `../shared` beside the package; nil when absent or hidden.
    public static let sharedDirectory: URL? = {
        guard !isHidden("shared") else { return nil }
        let candidate = configuredShared
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? candidate.standardizedFileURL : nil
    }()

    /// `shared`, where it is or would be (tests that use it require ``sharedPresent``).
    public static var shared: URL {
        sharedDirectory ?? configuredShared
    }

    /// `RANCONFORM_SHARED`, else `../shared` beside the package, whether or not it exists.
    private static var configuredShared: URL {
        ProcessInfo.processInfo.environment["RANCONFORM_SHARED"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// Whether `../shared` is here.
    public static var sharedPresent: Bool { sharedDirectory != nil }

    /// A path under `shared`.
    public static func shared(_ relative: String) -> URL { shared.appendingPathComponent(relative) }

    /// The oracle scripts directory, `shared/oracles`.
    public static var oraclesDirectory: URL { shared("oracles") }

    /// An executable found on PATH (and not hidden), or nil.
    public static func executable(_ name: String) -> String? {
        guard !isHidden(name) else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// tshark (Wireshark 4.0.17 here), the field oracle for eCPRI / O-RAN FH / SCTP / F1AP.
    public static let tshark: String? = executable("tshark")
    public static var tsharkAvailable: Bool { tshark != nil }

    /// editcap, from the same Wireshark install as tshark.
    public static let editcap: String? = executable("editcap")

    /// python3, which runs the Python oracles.
    public static let python3: String? = executable("python3")

    /// Headless Chromium for the HTML report checks.
    public static let chromium: String? = executable("chromium") ?? executable("chromium-browser")

    nonisolated(unsafe) private static var moduleCache: [String: Bool] = [:]
    private static let moduleLock = NSLock()

    /// Whether python3 can `import module` (asked once per module and test run).
    public static func pythonCanImport(_ module: String) -> Bool {
        let key = module.lowercased()
        let top = String(key.split(separator: ".").first ?? "")
        guard let python3, !isHidden(key), !isHidden(top) else { return false }
        moduleLock.lock()
        defer { moduleLock.unlock() }
        if let known = moduleCache[module] { return known }
        let status = (try? Subprocess.run(python3, ["-c", "import \(module)"]).status) ?? -1
        moduleCache[module] = status == 0
        return status == 0
    }

    /// python3 with scapy (capture generators).
    public static var scapyAvailable: Bool { pythonCanImport("scapy.all") }
    /// python3 with numpy (IQ and screenshot oracles).
    public static var numpyAvailable: Bool { pythonCanImport("numpy") }
    /// python3 with xxhash (the xxHash authors' library: XXH64 known answers).
    public static var xxhashAvailable: Bool { pythonCanImport("xxhash") }
    /// python3 with jsonschema (report schema validation).
    public static var jsonschemaAvailable: Bool { pythonCanImport("jsonschema") }
    /// python3 with pycrate's compiled F1AP/E1AP/E2AP modules and `shared/oracles/f1ap_pycrate.py`.
    public static var pycrateAvailable: Bool {
        guard !isHidden("pycrate"), sharedPresent,
              FileManager.default.fileExists(atPath: oraclesDirectory.appendingPathComponent("f1ap_pycrate.py").path)
        else { return false }
        return pythonCanImport("pycrate_asn1dir.F1AP")
    }
}
