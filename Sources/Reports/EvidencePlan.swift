import Conformance

/// Which frames an evidence capture holds and the packet comments each gets: every frame a kept
/// finding cites, with one `RULE-ID: message` comment per finding that cites it.
public struct EvidencePlan: Sendable {
    /// Comments by 1-based frame number, in result order, without duplicates.
    public private(set) var comments: [Int: [String]] = [:]
    /// Cited frame numbers, ascending.
    public var frames: [Int] { comments.keys.sorted() }

    public init(results: RunResults) {
        for r in results.results {
            for f in r.findings {
                var text = "\(f.rule): \(f.message)"
                if let e = f.expected, let a = f.actual { text += " (expected \(e), actual \(a))" }
                if f.waiver != nil { text += " [waived]" }
                if text.utf8.count > 60_000 { text = String(text.prefix(60_000)) }
                for frame in Set(f.frames) where frame > 0 {
                    if !(comments[frame]?.contains(text) ?? false) { comments[frame, default: []].append(text) }
                }
            }
        }
    }
}
