import Foundation

/// Writes rendered reports to files (created or replaced whole, so a reader never sees half a report).
public enum ReportFileWriter {
    public static func write(_ text: String, to path: String) throws(ReportError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ReportError("cannot write report \(path): \(error.localizedDescription)")
        }
    }
}
