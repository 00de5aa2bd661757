/// The live progress line `check` draws on a terminal: frames, throughput, percent and time left,
/// e.g. `frames 1204331 · 212.4 MB/s · 37% · 0:42 left`.
public enum ProgressText {
    /// - Parameters:
    ///   - bytes: bytes of the captures read so far; `totalBytes` their total when known.
    ///   - elapsedNanoseconds: time since the run started.
    public static func line(frames: Int, bytes: Int64, totalBytes: Int64?, elapsedNanoseconds: Int64) -> String {
        var parts = ["frames \(frames)"]
        let seconds = Double(max(elapsedNanoseconds, 1)) / 1e9
        let rate = Double(bytes) / 1e6 / seconds
        parts.append("\(HTMLText.fixed(rate, 1)) MB/s")
        if let total = totalBytes, total > 0 {
            let fraction = min(1, Double(bytes) / Double(total))
            parts.append("\(Int(fraction * 100))%")
            if bytes > 0 && fraction < 1 {
                let left = Int((Double(total - bytes) / (Double(bytes) / seconds)).rounded())
                parts.append("\(clock(left)) left")
            }
        }
        return parts.joined(separator: " · ")
    }

    /// `m:ss`, or `h:mm:ss` from one hour.
    static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
    }
}
