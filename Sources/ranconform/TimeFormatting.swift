/// Time texts as Wireshark prints them.
enum TimeFormatting {
    /// Seconds since the epoch with nine decimals, e.g. `1700000000.000125000` (tshark's
    /// `frame.time_epoch` for nanosecond captures).
    static func epoch(_ nanoseconds: Int64) -> String {
        decimalSeconds(nanoseconds)
    }

    /// Seconds relative to the first frame with nine decimals (tshark's default time column).
    static func relative(_ nanoseconds: Int64, since start: Int64) -> String {
        decimalSeconds(nanoseconds &- start)
    }

    private static func decimalSeconds(_ nanoseconds: Int64) -> String {
        let negative = nanoseconds < 0
        let magnitude = nanoseconds.magnitude
        let seconds = magnitude / 1_000_000_000
        let fraction = String(magnitude % 1_000_000_000)
        let padded = String(repeating: "0", count: 9 - fraction.count) + fraction
        return (negative ? "-" : "") + String(seconds) + "." + padded
    }
}
