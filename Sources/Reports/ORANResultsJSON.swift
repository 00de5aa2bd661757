import Conformance

enum ORANResultsJSON {
    static func render(_ input: ReportInput) -> RenderedReport { RenderedReport(format: .oranJSON, text: "", warnings: ["the oran-json format is not implemented yet in this build"]) }
}
