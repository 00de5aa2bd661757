import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// Seeded random expressions in the subset tshark 4.0 accepts, judged frame by frame against
/// `tshark -Y` on copies of the sample capture (the method of `ExpressionTsharkOracleTests`).
/// The number of expressions is `RANCONFORM_FUZZ_COUNT / 10` (default 150).
struct ExpressionTsharkFuzzTests {
    typealias S = ExpressionSupport
    typealias Oracle = ExpressionTsharkOracleTests
    typealias Random = ExpressionFuzzTests.Random

    /// Integer fields with the largest value of their tshark type (tshark refuses a literal
    /// that does not fit the field).
    static let integerWidths: [(String, Int)] = [
        ("vlan.id", 4095), ("ecpri.type", 255), ("ecpri.size", 65535), ("oran_fh_cus.data_direction", 255),
        ("oran_fh_cus.sectionId", 4095), ("oran_fh_cus.numPrbc", 255), ("oran_fh_cus.startSymbolId", 255),
        ("sctp.chunk_type", 255), ("sctp.chunk_flags", 255), ("sctp.srcport", 65535), ("sctp.dstport", 65535),
        ("f1ap.procedureCode", 1 << 32 - 1), ("f1ap.id", 1 << 32 - 1), ("f1ap.TransactionID", 1 << 32 - 1),
        ("frame.len", 1 << 32 - 1), ("ip.ttl", 255), ("eth.type", 65535), ("ptp.v2.messagetype", 255),
    ]
    static let integerFields = integerWidths.map(\.0)
    static let integers = ["0", "1", "2", "3", "4", "8", "11", "20", "24", "42", "64", "78", "100", "132", "684", "706", "0x8100", "38472", "0x0800"]

    /// An integer literal that fits `field`.
    static func literal(for field: String, _ r: inout Random, from pool: [String] = integers) -> String {
        let maximum = integerWidths.first { $0.0 == field }?.1 ?? 255
        let fitting = pool.filter { (UInt64($0) ?? UInt64($0.dropFirst(2), radix: 16) ?? 0) <= maximum }
        return r.pick(fitting.isEmpty ? ["0"] : fitting)
    }

    static let macFields = ["eth.src", "eth.dst"]
    static let macs = ["02:00:00:00:bb:01", "02:00:00:00:aa:01", "02:00:00:00:cc:01", "01:1b:19:00:00:00", "02:00:00:00:BB:02", "aa:bb:cc:dd:ee:ff"]
    static let ipFields = ["ip.src", "ip.dst"]
    static let ips = ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.0/24", "10.0.0.0/31", "10.0.0.2/32", "192.168.0.0/16"]
    static let booleanFields = ["sctp.data_e_bit", "vlan.dei", "ecpri.cbit"]
    static let protocols = ["vlan", "sctp", "f1ap", "ptp", "eth", "ecpri", "ip", "oran_fh_cus"]

    static func atom(_ r: inout Random) -> String {
        let comparisons = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "eq", "ne", "lt", "le", "gt", "ge", "all_eq", "any_ne"]
        switch r.below(14) {
        case 0: return r.pick(protocols + integerFields)
        case 1, 2:
            let field = r.pick(integerFields)
            return "\(field) \(r.pick(comparisons)) \(literal(for: field, &r))"
        case 3:
            let field = r.pick(integerFields)
            let op = r.pick(["+", "-", "*", "/", "%", "&"])
            let operand = op == "/" || op == "%" ? r.pick(["1", "2", "3", "7"]) : literal(for: field, &r)
            return "\(field) \(op) \(operand) \(r.pick(comparisons)) \(literal(for: field, &r))"
        case 4:
            let field = r.pick(integerFields)
            return "\(field) & \(literal(for: field, &r, from: ["1", "2", "3", "0x40", "0x8000"]))"
        case 5: return "\(r.pick(integerFields)) \(r.pick(["==", "!=", "<", ">="])) \(r.pick(integerFields))"
        case 6:
            let field = r.pick(integerFields)
            let maximum = integerWidths.first { $0.0 == field }?.1 ?? 255
            let members = (0...r.below(3)).map { _ in
                if r.chance(60) { return literal(for: field, &r) }
                let low = r.below(50)
                return "\(low)..\(min(maximum, low + r.below(700)))"
            }
            return "\(field) \(r.pick(["in", "not in"])) {\(members.joined(separator: ", "))}"
        case 7:
            let field = r.pick(macFields)
            if r.chance(25) { return "eth.src \(r.pick(["<", ">", "==", "!="])) eth.dst" }
            if r.chance(25) { return "\(field) in {\(r.pick(macs)), \(r.pick(macs))}" }
            return "\(field) \(r.pick(["==", "!=", "<", ">="])) \(r.pick(macs))"
        case 8:
            let field = r.pick(ipFields)
            let address = r.pick(ips)
            let ops = address.contains("/") ? ["==", "!="] : ["==", "!=", "<", ">="]
            if r.chance(20) { return "ip.src \(r.pick(["<", ">", "=="])) ip.dst" }
            return "\(field) \(r.pick(ops)) \(address)"
        case 9: return "\(r.pick(booleanFields)) \(r.pick(["==", "!="])) \(r.pick(["0", "1", "True", "False"]))"
        case 10:
            return "oran_fh_cus.c_eaxc_id \(r.pick(["==", "!=", "contains"])) \(r.pick(["\"0:0:0:0\"", "\"0:0\"", "\"1:0:0:0\""]))"
        case 11:
            let field = r.pick(["eth.src", "ip.dst", "oran_fh_cus.c_eaxc_id"])
            return "len(\(field)) \(r.pick(["==", "!=", ">"])) \(r.pick(["4", "6", "7"]))"
        case 12:
            // count() of an absent field is 0 here and no value in tshark: guard with presence.
            let field = r.pick(integerFields)
            return "(\(field) && count(\(field)) \(r.pick(["==", ">=", "<"])) \(r.pick(["1", "2", "4"])))"
        default:
            let field = r.pick(integerFields)
            return "-\(field) \(r.pick(["==", "<", ">="])) -\(literal(for: field, &r, from: ["0", "1", "3", "100"]))"
        }
    }

    static func condition(_ r: inout Random, depth: Int) -> String {
        if depth <= 0 || r.chance(35) { return r.chance(20) ? "!\(atom(&r))" : atom(&r) }
        switch r.below(5) {
        case 0: return "!(\(condition(&r, depth: depth - 1)))"
        case 1: return "(\(condition(&r, depth: depth - 1)))"
        case 2: return "\(condition(&r, depth: depth - 1)) \(r.pick(["||", "or"])) \(condition(&r, depth: depth - 1))"
        default: return "\(condition(&r, depth: depth - 1)) \(r.pick(["&&", "and"])) \(condition(&r, depth: depth - 1))"
        }
    }

    @Test(.requires(.tshark)) func randomExpressionsAgreeWithTshark() throws {
        let tshark = try #require(S.tshark)
        let capture = S.sampleCapture
        try #require(FileManager.default.fileExists(atPath: capture.path), "\(capture.path) not found")
        let count = max(10, ExpressionFuzzTests.count / 10)
        var r = Random(state: ExpressionFuzzTests.seed ^ 0x75_4A52_4B)
        print("ExpressionTsharkFuzzTests: seed \(ExpressionFuzzTests.seed), \(count) expressions")
        var texts: [String] = []
        var compiled: [FilterExpression] = []
        for _ in 0..<count {
            let text = Self.condition(&r, depth: 3)
            texts.append(text)
            compiled.append(try FilterExpression.compile(text))
        }
        let names = compiled.reduce(into: Set<String>()) { $0.formUnion($1.referencedFields) }.sorted()

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ranconform-exprfuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copies = directory.appendingPathComponent("copies.pcapng")
        let original = try Data(contentsOf: capture)
        var concatenated = Data()
        for _ in compiled { concatenated.append(original) }
        try concatenated.write(to: copies)

        let frames = try Oracle.fieldLists(tshark: tshark, capture: copies, names: names)
        try #require(frames.count == 20 * count)
        let matching = try Oracle.tsharkMatches(tshark: tshark, capture: copies, expressions: texts)
        var agreed = 0
        var notApplicable = 0
        var disagreements = 0
        for (k, expression) in compiled.enumerated() {
            for frame in 1...20 {
                let kept = matching.contains(20 * k + frame)
                switch expression.evaluate(frames[20 * k + frame - 1]) {
                case .true where kept, .false where !kept: agreed += 1
                case .notApplicable: notApplicable += 1
                default:
                    disagreements += 1
                    if disagreements <= 10 {
                        Issue.record("'\(expression.text)' frame \(frame): tshark \(kept ? "keeps" : "drops") it")
                    }
                }
            }
        }
        #expect(disagreements == 0)
        #expect(agreed > 5 * count, "too few decided frames: \(agreed)")
        print("ExpressionTsharkFuzzTests: \(agreed) frame answers agree with tshark, \(notApplicable) not applicable, \(disagreements) differ")
    }
}
