/// The frame sources a scenario needs, merged into one timestamp-ordered stream: fronthaul
/// C/U-plane, eCPRI delay measurement, PTP and F1AP.
public enum ScenarioSources {
    public static func make(_ scenario: Scenario, seed: UInt64) -> SynthMerger {
        var sources: [any SynthFrameSource] = []
        let start = scenario.startNanoseconds, duration = scenario.durationNanoseconds
        if let fh = scenario.fronthaul {
            sources.append(FronthaulTrafficGenerator(scenario: fh, startNanoseconds: start, durationNanoseconds: duration, seed: seed))
            if let interval = fh.delayMeasurementIntervalNanoseconds {
                sources.append(DelayMeasurementGenerator(scenario: fh, interval: interval, startNanoseconds: start, durationNanoseconds: duration, seed: seed))
            }
            if let ptp = fh.ptp {
                sources.append(PTPTrafficGenerator(ptp: ptp, startNanoseconds: start, durationNanoseconds: duration, seed: seed))
            }
        }
        if let f1 = scenario.f1ap {
            sources.append(F1APTrafficGenerator(config: f1.config, du: f1.du, cu: f1.cu, startNanoseconds: start, durationNanoseconds: duration, seed: seed))
        }
        return SynthMerger(sources)
    }
}
