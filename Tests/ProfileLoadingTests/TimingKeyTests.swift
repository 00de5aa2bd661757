import Foundation
import ProfileLoading
import Profiles
import Testing

/// The testbed `timing` keys of the timing rules (GPS frame alignment): leapSeconds, alpha
/// (1/1.2288 ns units, below one 10 ms frame = 12 288 000), beta (int16 frames), ulSpreadLimitNs;
/// bad values are located.
struct TimingKeyTests {
    @Test func valuesLoadAndRoundTripThroughTheEffectiveProfile() throws {
        let text = Fixtures.testbed(extra: "timing: {gpsAligned: true, tap: ru, clock: tai, leapSeconds: 17, alpha: 12287999, beta: -32768, ulSpreadLimitNs: 25000, captureOffsetNs: -40}\n")
        let directory = try ProfileSupport.fixture(["tb.yaml": text, "ru.yaml": Fixtures.ru, "du.yaml": Fixtures.du])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let t = try ProfileLoader.loadTestbed(path: directory + "/tb.yaml").timing
        #expect(t == CaptureTiming(captureOffsetNs: -40, gpsAligned: true, tap: .ru, clock: .tai, leapSeconds: 17, alpha: 12_287_999, beta: -32_768, ulSpreadLimitNs: 25_000))
        let effective = try ProfileLoader.effectiveYAML(path: directory + "/tb.yaml")
        #expect(effective.contains("leapSeconds: 17") && effective.contains("alpha: 12287999") && effective.contains("beta: -32768") && effective.contains("ulSpreadLimitNs: 25000"))
        let defaults = try ProfileLoader.loadTestbed(path: try ProfileSupport.fixture(["tb.yaml": Fixtures.testbed(extra: "timing: {tap: du}\n"), "ru.yaml": Fixtures.ru, "du.yaml": Fixtures.du]) + "/tb.yaml").timing
        #expect(defaults.leapSeconds == 18 && defaults.alpha == 0 && defaults.beta == 0 && defaults.ulSpreadLimitNs == nil && !defaults.gpsAligned)
    }

    @Test func badValuesAreLocated() throws {
        for (value, needle, message) in [
            ("alpha: 12288000", "12288000", "timing.alpha 12288000 is out of range 0...12287999"),
            ("beta: 40000", "40000", "timing.beta 40000 is out of range -32768...32767"),
            ("leapSeconds: -1", "-1", "timing.leapSeconds -1 is out of range 0...255"),
            ("ulSpreadLimitNs: -7", "-7", "timing.ulSpreadLimitNs -7 is out of range 1...100000000"),
        ] {
            try Fixtures.expectError(
                ["tb.yaml": Fixtures.testbed(extra: "timing: {tap: du, \(value)}\n")], load: "tb.yaml", at: needle, message: message)
        }
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.testbed(extra: "timing: {tap: du, alfa: 3}\n")], load: "tb.yaml", at: "alfa",
            message: "unknown key 'alfa' in timing (did you mean 'alpha'?)")
        try Fixtures.expectError(
            ["tb.yaml": Fixtures.testbed(extra: "timing: {tap: du, beta: two}\n")], load: "tb.yaml", at: "two",
            message: "wrong type for timing.beta: expected an integer, found 'two'")
    }
}
