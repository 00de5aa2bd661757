import Conformance

enum HTMLReport {
    static func render(_ input: ReportInput) -> String { "" }
}
