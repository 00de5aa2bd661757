import Foundation
@testable import Reports
import Testing
import WireCore

/// The JSON reader `diff` and `--baseline` use: what the writer writes reads back equal; what
/// Foundation's JSONSerialization (an independent parser) reads, it reads the same; malformed or
/// hostile text is a located error, never a crash.
@Suite struct JSONParserTests {
    static func sample(_ seed: inout UInt64, depth: Int) -> JSONValue {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        let pick = Int(seed >> 59) % (depth > 3 ? 5 : 7)
        switch pick {
        case 0: return .null
        case 1: return .bool(seed & 1 == 0)
        case 2: return .int(Int(truncatingIfNeeded: seed >> 3) % 1_000_000_007 - 500)
        case 3: return .double(Double(Int(seed >> 40)) / 64.0 + 0.5)
        case 4: return .string(["", "a\"b", "tab\there", "é ü 中文 🚀", "line\nbreak", "\u{1}\u{1F}", "back\\slash/"][Int(seed >> 33) % 7])
        case 5: return .array((0..<Int(seed >> 61)).map { _ in sample(&seed, depth: depth + 1) })
        default: return .object((0..<Int(seed >> 61)).map { i in JSONMember("k\(i)", sample(&seed, depth: depth + 1)) })
        }
    }

    @Test func writerOutputReadsBackEqual() throws {
        var seed: UInt64 = 42
        for _ in 0..<500 {
            let value = Self.sample(&seed, depth: 0)
            // A double without a fraction is written as an integer: compare numbers by value.
            #expect(Self.plain(try JSONParser.parse(value.text())) == Self.plain(value))
        }
    }

    @Test func agreesWithFoundation() throws {
        let texts = [
            #"{"a": [1, -2, 3.5, 1e3, -0.25E-2, true, false, null], "b": {"c": "\u00e9\ud83d\ude80\n"}}"#,
            #"[]"#, #"{}"#, #"  "x"  "#, #"[{"results": []}]"#,
        ]
        for text in texts {
            let ours = try JSONParser.parse(text)
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(Self.plain(ours) == Self.describe(theirs), "\(text)")
        }
    }

    static func plain(_ v: JSONValue) -> String {
        switch v {
        case .null: "null"
        // Foundation hands booleans back as numbers 1 and 0 on Linux.
        case .bool(let b): b ? "n1.0" : "n0.0"
        case .int(let i): "n\(Double(i))"
        case .double(let d): "n\(d)"
        case .number(let text): "n\(Double(text) ?? .nan)"
        case .string(let s): "s\(s)"
        case .array(let a): "[" + a.map(plain).joined(separator: ",") + "]"
        case .object(let m): "{" + m.sorted { $0.key < $1.key }.map { "\($0.key):\(plain($0.value))" }.joined(separator: ",") + "}"
        }
    }

    static func describe(_ any: Any) -> String {
        switch any {
        case is NSNull: return "null"
        case let b as Bool: return b ? "n1.0" : "n0.0"
        case let n as NSNumber: return "n\(n.doubleValue)"
        case let s as String: return "s\(s)"
        case let a as [Any]: return "[" + a.map(describe).joined(separator: ",") + "]"
        case let d as [String: Any]: return "{" + d.keys.sorted().map { "\($0):\(describe(d[$0]!))" }.joined(separator: ",") + "}"
        default: return "?"
        }
    }

    @Test func malformedAndHostileTextIsALocatedError() {
        let cases: [(String, Int, Int)] = [
            ("", 1, 1), ("{", 1, 2), ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("\"abc", 1, 5), ("[1]\n x", 2, 2),
            ("tru", 1, 1), ("-", 1, 2), ("\"\u{1}\"", 1, 2), ("\"\\q\"", 1, 4), ("[\"\\u12\"]", 1, 5),
        ]
        for (text, line, column) in cases {
            do {
                _ = try JSONParser.parse(text)
                Issue.record("\(text.debugDescription) parsed")
            } catch {
                #expect(error.line == line && error.column == column, "\(text.debugDescription): \(error)")
            }
        }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(deep) }
    }

    @Test func findingKindsIgnoreNumbers() {
        let a = ResultsSnapshot.FindingKind(flow: nil, field: "ecpri.seqid", message: "loss: 3 message(s) missing on eAxC 0x1F (frame 1234, 12.5 us)")
        let b = ResultsSnapshot.FindingKind(flow: nil, field: "ecpri.seqid", message: "loss: 4 message(s) missing on eAxC 0x2 (frame 99, 3 us)")
        #expect(a == b)
        #expect(a.message == "loss: # message(s) missing on eAxC # (frame #, # us)")
        let c = ResultsSnapshot.FindingKind(flow: nil, field: "ecpri.seqid", message: "duplicate: 3 message(s)")
        #expect(a != c)
    }
}
