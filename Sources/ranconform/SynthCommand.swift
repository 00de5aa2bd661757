import ArgumentParser
import CaptureIO
import ProfileLoading
import Synth

/// `ranconform synth SCENARIO -o FILE.pcapng [--seed N]`: writes the scenario's traffic, every
/// source merged by timestamp, as pcapng with a comment on each frame a fault switch broke.
/// Exit 0 on success, 2 on a bad scenario (file:line:column) or an unwritable output.
struct SynthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Write a scenario's fronthaul / PTP / F1AP traffic, with its faults, to a pcapng capture.",
        discussion: "Scenarios are YAML files (Profiles/scenarios/*.yaml). The same seed gives the same capture."
    )

    @Argument(help: "Scenario file (YAML).")
    var scenario: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Output capture (pcapng).", valueName: "FILE"))
    var output: String

    @Option(help: "Seed of the random content, jitter and fault selection.")
    var seed: UInt64 = 1

    func run() throws {
        try OutputPaths.refuseInputs(outputs: [output], inputs: [scenario])
        let loaded: Scenario
        do {
            loaded = try ScenarioLoader.load(path: scenario)
        } catch {
            throw CommandFailure(message: error.description)
        }
        for problem in ScenarioSources.problems(loaded, seed: seed) { StandardError.writeLine("ranconform: warning: \(scenario): \(problem)") }
        var merger = ScenarioSources.make(loaded, seed: seed)
        let temporary = OutputPaths.temporarySibling(of: output)
        do {
            var writer = try PcapngWriter(path: temporary)
            let interface = writer.addInterface(linkType: .ethernet, snapLength: 0, name: "synth")
            while let frame = merger.next() {
                try writer.write(frame.bytes, timestampNanoseconds: frame.timestampNanoseconds, interfaceID: interface,
                                 comments: frame.comment.map { [$0] } ?? [])
            }
            try writer.close()
        } catch {
            OutputPaths.discard(temporary)
            throw CommandFailure(message: "cannot write \(output): \(error.description)")
        }
        try OutputPaths.commit(temporary, to: output)
    }
}
