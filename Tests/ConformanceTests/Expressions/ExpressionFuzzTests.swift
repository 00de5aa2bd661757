import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// Seeded random expressions and random text: compiling and evaluating never crashes, errors
/// point inside the text, and the three-valued logic keeps its laws. The count comes from
/// `RANCONFORM_FUZZ_COUNT` (default 1500); the seed is printed so a failure can be replayed
/// with `RANCONFORM_FUZZ_SEED`.
struct ExpressionFuzzTests {
    static var count: Int { Int(ProcessInfo.processInfo.environment["RANCONFORM_FUZZ_COUNT"] ?? "") ?? 1500 }
    static var seed: UInt64 { FuzzSeed.value(default: 0x5EED_0005) }

    /// The shared seeded generator (SplitMix64), so a failure replays from its seed.
    typealias Random = SeededRandom

    static let fieldNames = ["a", "b", "c.d", "vlan.id", "eth.src", "ip.src", "s", "flag", "t", "vlan"]
    static let literals = [
        "0", "1", "2", "7", "255", "0x10", "18446744073709551615", "-3", "1.5", "\"x\"", "\"abc\"", "''",
        "02:00:00:00:aa:01", "10.0.0.1", "10.0.0.0/8", "true", "False",
    ]

    static func value(_ r: inout Random, depth: Int) -> String {
        if depth <= 0 || r.chance(45) { return r.chance(55) ? r.pick(fieldNames) : r.pick(literals) }
        switch r.below(6) {
        case 0: return "\(value(&r, depth: depth - 1)) \(r.pick(["+", "-", "*", "/", "%", "&"])) \(value(&r, depth: depth - 1))"
        case 1: return "-\(value(&r, depth: depth - 1))"
        case 2: return "\(r.pick(["len", "count", "len", "size"]))(\(r.pick(fieldNames)))"
        case 3: return "{\(value(&r, depth: depth - 1))}"
        case 4: return "(\(value(&r, depth: depth - 1)))"
        default: return r.pick(fieldNames)
        }
    }

    static func condition(_ r: inout Random, depth: Int) -> String {
        if depth <= 0 || r.chance(30) {
            switch r.below(4) {
            case 0: return r.pick(fieldNames)
            case 1:
                let members = (0...r.below(3)).map { _ in r.chance(30) ? "\(r.below(5))..\(r.below(9))" : r.pick(literals) }
                return "\(value(&r, depth: 1)) \(r.pick(["in", "not in"])) {\(members.joined(separator: ", "))}"
            default:
                let ops = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "eq", "ne", "lt", "ge", "contains", "any_ne"]
                return "\(value(&r, depth: 2)) \(r.pick(ops)) \(value(&r, depth: 2))"
            }
        }
        switch r.below(4) {
        case 0: return "\(condition(&r, depth: depth - 1)) \(r.pick(["&&", "and", "||", "or"])) \(condition(&r, depth: depth - 1))"
        case 1: return "\(r.pick(["!", "not "]))\(condition(&r, depth: depth - 1))"
        default: return "(\(condition(&r, depth: depth - 1)))"
        }
    }

    static func frame(_ r: inout Random) -> FieldList {
        var fields = FieldList()
        for _ in 0..<r.below(8) {
            let name = r.pick(fieldNames.filter { $0 != "vlan" } + ["vlan.dei", "other"])
            let value: FieldValue
            switch r.below(7) {
            case 0: value = .unsigned(r.chance(10) ? UInt64.max : UInt64(r.below(300)))
            case 1: value = .signed(Int64(r.below(20)) - 10)
            case 2: value = .bool(r.chance(50))
            case 3: value = .double(Double(r.below(1000)) / 7)
            case 4: value = .string(r.pick(["02:00:00:00:aa:01", "10.0.0.1", "abc", "x", "", "12", "0x1f", "1.5"]))
            case 5: value = .bytes((0..<r.below(7)).map { _ in UInt8(r.below(256)) })
            default: value = .unsigned(UInt64(r.below(3)))
            }
            fields.append(name, value, bitOffset: r.chance(50) ? r.below(100) : -1, bitLength: r.below(20))
        }
        return fields
    }

    @Test func generatedExpressionsCompileOrFailCleanlyAndKeepLogicLaws() {
        var r = Random(state: Self.seed)
        print("ExpressionFuzzTests: seed \(Self.seed), count \(Self.count)")
        var compiled = 0
        for _ in 0..<Self.count {
            let text = Self.condition(&r, depth: 4)
            let expression: FilterExpression
            do {
                expression = try FilterExpression.compile(text)
            } catch {
                #expect(error.column >= 1 && error.column <= text.unicodeScalars.count + 1, "\(text): \(error)")
                continue
            }
            compiled += 1
            guard let negated = try? FilterExpression.compile("!(\(text))"),
                let excluded = try? FilterExpression.compile("(\(text)) || !(\(text))"),
                let both = try? FilterExpression.compile("(\(text)) && (\(text))")
            else {
                Issue.record("wrapping a valid expression broke it: \(text)")
                continue
            }
            for _ in 0..<3 {
                let fields = Self.frame(&r)
                let result = expression.evaluate(fields)
                #expect(negated.evaluate(fields) == Self.not(result), "\(text)")
                #expect(excluded.evaluate(fields) != .false, "\(text)")
                #expect(both.evaluate(fields) == result, "\(text)")
            }
        }
        // The generator is meant to produce mostly valid text; if it stops doing so the laws
        // above are no longer exercised.
        #expect(compiled > Self.count / 5, "only \(compiled) of \(Self.count) generated expressions compiled")
    }

    static func not(_ r: ExpressionResult) -> ExpressionResult {
        switch r {
        case .true: .false
        case .false: .true
        case .notApplicable: .notApplicable
        }
    }

    @Test func randomTextNeverCrashes() {
        var r = Random(state: Self.seed ^ 0xA5A5)
        let alphabet = Array("ab.-_019xX:/\"'\\(){}[],.. =!<>&|+*%~#\t\né\u{0}vlan.id in not and or len count true ")
        var errors = 0
        for _ in 0..<Self.count {
            let length = r.below(40)
            let text = String((0..<length).map { _ in alphabet[r.below(alphabet.count)] })
            do {
                let expression = try FilterExpression.compile(text)
                _ = expression.evaluate(Self.frame(&r))
            } catch {
                errors += 1
                #expect(error.column >= 1 && error.column <= text.unicodeScalars.count + 1, "\(text.debugDescription): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
        #expect(errors > 0)
    }

    @Test func mutatedValidExpressionsNeverCrash() {
        var r = Random(state: Self.seed ^ 0x5A5A)
        let seeds = ExpressionTsharkOracleTests.expressions
        let inserts: [Character] = ["(", ")", "{", "}", "\"", "!", "-", ".", ":", "/", "0", "x", " ", ",", "&", "|", "="]
        for _ in 0..<Self.count {
            var chars = Array(r.pick(seeds))
            for _ in 0...r.below(3) where !chars.isEmpty {
                let at = r.below(chars.count)
                switch r.below(3) {
                case 0: chars.remove(at: at)
                case 1: chars.insert(r.pick(inserts), at: at)
                default: chars[at] = r.pick(inserts)
                }
            }
            let text = String(chars)
            do {
                let expression = try FilterExpression.compile(text, source: SourceText(text, location: SourceLocation(file: "f.yaml", line: 3, column: 9)))
                _ = expression.evaluate(Self.frame(&r))
            } catch {
                #expect(error.location?.line == 3)
                #expect((error.location?.column ?? 0) == 8 + error.column)
            }
        }
    }
}

/// The draws the expression fuzzers make (also ``ExpressionTsharkFuzzTests``).
extension SeededRandom {
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
