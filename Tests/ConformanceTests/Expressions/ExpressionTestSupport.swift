import Conformance
import Foundation
import Profiles
import TestSupport
import Testing
import WireCore

/// Helpers for the filter-expression tests: building frames by hand and finding the oracles.
enum ExpressionSupport {
    /// A frame's fields from (name, value) pairs, in order; repeat a name for several occurrences.
    static func frame(_ items: (String, FieldValue)...) -> FieldList {
        var list = FieldList()
        for (name, value) in items { list.append(name, value) }
        return list
    }

    /// Compiles and evaluates in one step.
    static func eval(_ text: String, _ fields: FieldList) throws -> ExpressionResult {
        try FilterExpression.compile(text).evaluate(fields)
    }

    /// The compile error of `text`, or nil when it compiles.
    static func error(_ text: String, source: SourceText? = nil) -> ExpressionError? {
        do {
            _ = try FilterExpression.compile(text, source: source)
            return nil
        } catch {
            return error
        }
    }

    /// The package root.
    static var packageRoot: URL { Oracle.packageRoot }

    static var sampleCapture: URL { packageRoot.appendingPathComponent("Captures/sample-du-ru-cu.pcapng") }

    static var tshark: String? { Oracle.tshark }

    /// Runs a program and returns its standard output and exit status (stderr discarded).
    static func run(_ path: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
        let result = try Subprocess.run(path, arguments)
        return (result.stdout, result.status)
    }
}
