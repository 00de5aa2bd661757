import Synth

/// A scenario of `Profiles/scenarios` made long for the tests that split, restore and merge
/// captures (BoundaryMergeTests, SplitMergeBoundaryTests): `milliseconds` of traffic, each
/// fronthaul fault repeated every 400th message it targets, so faults fall all along it.
public enum LongScenario {
    public static func make(_ scenario: Scenario, milliseconds: Int64) -> Scenario {
        var scenario = scenario
        scenario.durationNanoseconds = milliseconds * 1_000_000
        if var fronthaul = scenario.fronthaul {
            for i in fronthaul.faults.indices {
                fronthaul.faults[i].at = []
                fronthaul.faults[i].every = 400
            }
            scenario.fronthaul = fronthaul
        }
        return scenario
    }
}
