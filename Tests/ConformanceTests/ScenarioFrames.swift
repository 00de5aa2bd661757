import Conformance
import Foundation
import Synth
import TestSupport

/// Frames of the scenarios of `Profiles/scenarios`, for the tests that cut, restore and merge
/// whole captures (``BoundaryJoinTests``, ``BoundaryRestoreTests``, ``BoundaryMergeTests``).
enum ScenarioFrames {
    static func load(_ name: String) throws -> Scenario {
        try ScenarioLoader.load(path: EngineSupport.packageRoot.appendingPathComponent("Profiles/scenarios/\(name).yaml").path)
    }

    /// The scenario's frames, generated with `seed`.
    static func frames(_ scenario: Scenario, seed: UInt64) -> [CaptureVariants.Frame] {
        var merger = ScenarioSources.make(scenario, seed: seed)
        var frames: [CaptureVariants.Frame] = []
        while let f = merger.next() {
            frames.append(CaptureVariants.Frame(time: f.timestampNanoseconds, bytes: f.bytes, originalLength: f.bytes.count, linkType: f.linkType))
        }
        return frames
    }

    /// Scenario `name` made `milliseconds` long, each fault repeated every 400th message it
    /// targets (so faults fall all along it), generated with seed 1; and its testbed's configuration.
    static func long(_ name: String, milliseconds: Int64) throws -> (frames: [CaptureVariants.Frame], configuration: RunConfiguration) {
        let scenario = LongScenario.make(try load(name), milliseconds: milliseconds)
        return (frames(scenario, seed: 1), RunConfiguration(testbed: scenario.testbed))
    }
}
