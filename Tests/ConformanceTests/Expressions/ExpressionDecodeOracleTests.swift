import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// End to end: the fields are those `ranconform decode --json` prints for the sample capture
/// (our decoders), the judge is still `tshark -Y` on the same frames. An expression whose
/// fields our decoder never produces (e.g. `ptp.*`, `frame.time_delta`) is left out. Skips
/// when the `ranconform` binary has not been built in this package or tshark is missing.
struct ExpressionDecodeOracleTests {
    typealias S = ExpressionSupport
    typealias Oracle = ExpressionTsharkOracleTests

    /// One decoded JSON value: repeated names are arrays, as in `decode --json`.
    enum JSONValue: Decodable {
        case bool(Bool)
        case unsigned(UInt64)
        case signed(Int64)
        case double(Double)
        case string(String)
        case array([JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let b = try? container.decode(Bool.self) {
                self = .bool(b)
            } else if let u = try? container.decode(UInt64.self) {
                self = .unsigned(u)
            } else if let i = try? container.decode(Int64.self) {
                self = .signed(i)
            } else if let d = try? container.decode(Double.self) {
                self = .double(d)
            } else if let s = try? container.decode(String.self) {
                self = .string(s)
            } else {
                self = .array(try container.decode([JSONValue].self))
            }
        }

        func append(to fields: inout FieldList, as name: String) {
            switch self {
            case .bool(let b): fields.append(name, .bool(b))
            case .unsigned(let u): fields.append(name, .unsigned(u))
            case .signed(let i): fields.append(name, .signed(i))
            case .double(let d): fields.append(name, .double(d))
            case .string(let s): fields.append(name, .string(s))
            case .array(let items): for item in items { item.append(to: &fields, as: name) }
            }
        }
    }

    @Test(.requires(.tshark), .enabled(if: FileManager.default.isExecutableFile(atPath: TestSupport.Oracle.path(".build/debug/ranconform")), "needs ranconform built in .build/debug")) func decodeFieldsAgreeWithTshark() throws {
        let binary = S.packageRoot.appendingPathComponent(".build/debug/ranconform")
        let tshark = try #require(S.tshark)
        let capture = S.sampleCapture
        try #require(FileManager.default.fileExists(atPath: capture.path), "\(capture.path) not found")
        let (output, status) = try S.run(binary.path, ["decode", "--json", capture.path])
        try #require(status == 0)
        var frames: [FieldList] = []
        for line in output.split(separator: "\n") {
            let object = try JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8))
            var fields = FieldList()
            for (name, value) in object.sorted(by: { $0.key < $1.key }) { value.append(to: &fields, as: name) }
            frames.append(fields)
        }
        try #require(frames.count == 20)

        let names = Set(frames.flatMap { $0.fields.map(\.name) })
        func produced(_ name: String) -> Bool { names.contains(name) || names.contains { $0.hasPrefix(name + ".") } }
        var texts: [String] = []
        var compiled: [FilterExpression] = []
        for text in Oracle.expressions {
            let expression = try FilterExpression.compile(text)
            if expression.referencedFields.allSatisfy(produced) {
                texts.append(text)
                compiled.append(expression)
            }
        }
        #expect(compiled.count >= 60, "only \(compiled.count) expressions use fields decode prints")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ranconform-exprdecode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copies = directory.appendingPathComponent("copies.pcapng")
        let original = try Data(contentsOf: capture)
        var concatenated = Data()
        for _ in compiled { concatenated.append(original) }
        try concatenated.write(to: copies)
        let matching = try Oracle.tsharkMatches(tshark: tshark, capture: copies, expressions: texts)

        var agreed = 0
        var notApplicable = 0
        for (k, expression) in compiled.enumerated() {
            for frame in 1...20 {
                let kept = matching.contains(20 * k + frame)
                switch expression.evaluate(frames[frame - 1]) {
                case .true:
                    #expect(kept, "'\(expression.text)' frame \(frame): we say true, tshark false")
                    agreed += 1
                case .false:
                    #expect(!kept, "'\(expression.text)' frame \(frame): we say false, tshark true")
                    agreed += 1
                case .notApplicable:
                    notApplicable += 1
                }
            }
        }
        print(
            "ExpressionDecodeOracleTests: \(compiled.count) expressions on decode --json fields: "
                + "\(agreed) true/false answers agree with tshark, \(notApplicable) not applicable")
    }
}
