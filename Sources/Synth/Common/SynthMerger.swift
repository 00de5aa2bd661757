/// Merges several sources into one stream in timestamp order; on equal timestamps the source
/// listed first goes first (so the result is deterministic).
public struct SynthMerger: SynthFrameSource {
    private var sources: [any SynthFrameSource]
    public init(_ sources: [any SynthFrameSource]) { self.sources = sources }

    private var nextIndex: Int? {
        var best: Int?
        var bestTime = Int64.max
        for (i, s) in sources.enumerated() {
            if let t = s.nextTimestampNanoseconds, t < bestTime {
                best = i
                bestTime = t
            }
        }
        return best
    }

    public var nextTimestampNanoseconds: Int64? { nextIndex.flatMap { sources[$0].nextTimestampNanoseconds } }

    public mutating func next() -> SynthFrame? {
        guard let i = nextIndex else { return nil }
        return sources[i].next()
    }
}
