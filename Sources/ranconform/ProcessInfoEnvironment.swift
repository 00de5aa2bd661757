#if canImport(Glibc)
import Glibc
#endif
import Reports

/// The process environment without Foundation (`environ`).
enum ProcessInfoEnvironment {
    static var current: [String: String] {
        var out: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                out[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            cursor += 1
        }
        return out
    }
}

extension ReportDate {
    /// The current UTC time (wall clock).
    static func now() -> ReportDate {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return ReportDate(nanosecondsSinceEpoch: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
    }
}
