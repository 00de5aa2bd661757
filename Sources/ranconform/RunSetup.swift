import Conformance
import ProfileLoading
import Profiles
import Reports
import WireCore

/// The run configuration `check` builds from its options, shared with `merge` (which rebuilds
/// it from what the parts recorded), and the digest that tells two configurations apart.
struct RunSetup {
    var testbedProfile: TestbedProfile?
    var suiteProfile: SuiteProfile?
    var configuration: RunConfiguration

    /// Loads the profiles and applies `--set` and `--iq` as `check` does.
    init(testbed: String?, suite: String?, settings: [String], iq: Bool) throws {
        do {
            if let testbed { testbedProfile = try ProfileLoader.loadTestbed(path: testbed) }
            if let suite { suiteProfile = try ProfileLoader.loadSuite(path: suite) }
        } catch {
            throw CommandFailure(message: error.description)
        }
        configuration = RunConfiguration(testbed: testbedProfile, suite: suiteProfile)
        // Waivers expire by the report's day: SOURCE_DATE_EPOCH when set (reproducible), else today.
        let reportDay = ReportDate.sourceDateEpoch(ProcessInfoEnvironment.current) ?? ReportDate.now()
        configuration.waiverDate = CalendarDate(secondsSinceEpoch: reportDay.nanosecondsSinceEpoch / 1_000_000_000)
        let options = try DecodeOptions(settings: settings.filter { !$0.hasPrefix("iq.") }, asn1Directory: nil)
        configuration.demux.ecpriUDPPorts.formUnion(options.demux.ecpriUDPPorts)
        configuration.demux.f1apSCTPPorts.formUnion(options.demux.f1apSCTPPorts)
        configuration.demux.captureTrailerOctets = options.demux.captureTrailerOctets
        for setting in settings {
            guard let eq = setting.firstIndex(of: "="), setting.hasPrefix("fronthaul.") else { continue }
            try? configuration.fronthaul.apply(String(setting[..<eq]), String(setting[setting.index(after: eq)...]))
        }
        if iq || configuration.iq != nil {
            var iqSettings = configuration.iqSettings()
            for setting in settings where setting.hasPrefix("iq.") {
                try IQSettingKeys.apply(setting, to: &iqSettings, split: configuration.fronthaul.eaxcSplit)
            }
            configuration.iq = iqSettings
        }
    }

    /// FNV-1a (64 bit) over the tool version, the effective testbed (after `extends`, every
    /// default explicit), the effective profile of each of its devices, the effective suite and
    /// the settings: parts checked with different ones cannot be merged, wherever the files lie.
    func digest(testbedPath: String?, suitePath: String?, settings: [String], iq: Bool) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for b in text.utf8 {
                hash ^= UInt64(b)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            // A separator no UTF-8 text contains.
            hash ^= 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
        }
        func directory(_ path: String?) -> String {
            guard let path, let slash = path.lastIndex(of: "/") else { return "." }
            return String(path[..<slash])
        }
        mix(RANConform.version)
        if let testbedProfile {
            let base = directory(testbedPath)
            mix(ProfileLoader.effectiveYAML(.testbed(testbedProfile), pathsRelativeTo: base))
            for node in testbedProfile.nodes { mix(ProfileLoader.effectiveYAML(.device(node.device), pathsRelativeTo: base)) }
        } else {
            mix("no testbed")
        }
        if let suiteProfile {
            mix(ProfileLoader.effectiveYAML(.suite(suiteProfile), pathsRelativeTo: directory(suitePath)))
        } else {
            mix("no suite")
        }
        for setting in settings { mix(setting) }
        mix(iq ? "iq" : "no iq")
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
