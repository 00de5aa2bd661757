import Conformance
import ProfileLoading
import Profiles
import Reports
import WireCore

#if canImport(Glibc)
import Glibc
#endif

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

    /// FNV-1a (64 bit) over the tool version, the testbed's and suite's bytes and the settings:
    /// parts checked with different ones cannot be merged. (The files a testbed `extends` are
    /// not part of it: the digest guards against the common mistake, not against every edit.)
    static func digest(testbed: String?, suite: String?, settings: [String], iq: Bool) throws(CommandFailure) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for b in bytes {
                hash ^= UInt64(b)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
        }
        mix(RANConform.version.utf8)
        for path in [testbed, suite] {
            guard let path else {
                mix([0])
                continue
            }
            guard let text = DiffCommand.readWholeFile(path) else {
                throw CommandFailure(message: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
            mix(text.utf8)
        }
        for setting in settings { mix(setting.utf8) }
        mix(iq ? [1] : [0])
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
