import ArgumentParser

@main
struct RANConform: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ranconform",
        abstract: "Open RAN conformance harness: decode and check O-RAN fronthaul and F1AP captures.",
        version: "0.1.0"
    )
}
