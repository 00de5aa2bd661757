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
        if let ue = scenario.ue {
            sources.append(FrameArraySource(UEAcrossInterfacesScenario.frames(ue, seed: seed, startNanoseconds: start)))
        }
        let merged = SynthMerger(sources)
        let v = scenario.variations
        guard v.contains(.midSlotStart) || v.contains(.frameCheckSequence) else { return merged }
        let notBefore = v.contains(.midSlotStart) ? start + LegalVariation.midSlotStartOffsetNanoseconds : Int64.min
        return SynthMerger([CaptureVariationSource(merged, notBefore: notBefore, appendsFCS: v.contains(.frameCheckSequence))])
    }

    /// What a scenario asked for but the generators could not do (F1AP faults that found nothing
    /// to act on, messages the encoder refused), one line each.
    public static func problems(_ scenario: Scenario, seed: UInt64) -> [String] {
        guard let f1 = scenario.f1ap else { return [] }
        let g = F1APTrafficGenerator(config: f1.config, du: f1.du, cu: f1.cu, startNanoseconds: scenario.startNanoseconds,
                                     durationNanoseconds: scenario.durationNanoseconds, seed: seed)
        return g.unappliedFaults.map { "f1ap fault not applied: \($0)" } + g.encodingProblems.map { "f1ap message not encoded: \($0)" }
    }
}
