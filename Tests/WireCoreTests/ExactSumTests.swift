import Foundation
import TestSupport
import Testing
import WireCore

/// ``ExactSum``: the sum rounded once, so the same bits in any order and grouping; checked
/// against Python's `math.fsum` (correctly rounded, an implementation nobody here wrote) and
/// against sums with a known exact value.
@Suite struct ExactSumTests {
    static func sum(_ values: [Double]) -> Double {
        var s = ExactSum()
        for v in values { s.add(v) }
        return s.value
    }

    /// A finite Double drawn over the whole range: every exponent (subnormals included), both signs.
    static func anyFinite(_ random: inout SeededRandom) -> Double {
        while true {
            let v = Double(bitPattern: random.next())
            if v.isFinite { return v }
        }
    }

    /// Lists that stress the rounding: values over the whole range, values near one scale with
    /// their negations and small remainders (cancellation), halfway cases, subnormals.
    static func lists(count: Int, seed: UInt64, maximumMagnitude: Double = .greatestFiniteMagnitude) -> [[Double]] {
        var random = SeededRandom(seed: seed)
        var out: [[Double]] = []
        for index in 0..<count {
            var values: [Double] = []
            let length = Int.random(in: 1...40, using: &random)
            switch index % 5 {
            case 0:
                for _ in 0..<length {
                    var v = anyFinite(&random)
                    while abs(v) > maximumMagnitude { v /= 1e10 }
                    values.append(v)
                }
            case 1:
                // cancellation: x, −x with a remainder far below x
                let scale = Double.random(in: -300...300, using: &random)
                for _ in 0..<length / 2 + 1 {
                    let x = Double.random(in: 1...2, using: &random) * pow(10, scale)
                    values += [x, -x, Double.random(in: -1...1, using: &random) * pow(10, scale - Double.random(in: 10...40, using: &random))]
                }
                values.shuffle(using: &random)
            case 2:
                // halfway cases: 2^k and one unit of 2^(k−53), each with a sign
                let k = Int.random(in: -1000...1000, using: &random)
                values = [Double(sign: .plus, exponent: k, significand: 1), Double(sign: .plus, exponent: k - 53, significand: 1)]
                if Bool.random(using: &random) { values.append(Double(sign: .plus, exponent: k - 52, significand: 1)) }
                if Bool.random(using: &random) { values.append(Double(sign: .minus, exponent: k - 120, significand: 1)) }
            case 3:
                // subnormals and the smallest normals
                for _ in 0..<length {
                    let bits = UInt64.random(in: 0...(1 << 53), using: &random)
                    let v = Double(bitPattern: bits)
                    values.append(Bool.random(using: &random) ? v : -v)
                }
            default:
                // measurement-like values: latencies in µs and ms, delays in ns / 65,536
                for _ in 0..<length {
                    let ns = Int64.random(in: -1_000_000...10_000_000_000, using: &random)
                    values.append([Double(ns) / 1000, Double(ns) / 1e6, Double(ns) / 65_536][Int.random(in: 0...2, using: &random)])
                }
            }
            out.append(values)
        }
        return out
    }

    @Test(.enabled(if: Oracle.python3 != nil && !Oracle.isHidden("python3"), "needs python3 (math.fsum is the oracle)"))
    func matchesPythonFsum() throws {
        let python3 = try #require(Oracle.python3)
        // fsum refuses sums whose partials overflow, so the oracle lists stay below 2^1000.
        let lists = Self.lists(count: 2_000, seed: FuzzSeed.value(default: 0x5EED_0F5A), maximumMagnitude: 0x1p1000)
        let input = lists.map { $0.map { String($0.bitPattern) }.joined(separator: " ") }.joined(separator: "\n") + "\n"
        let script = """
            import math, struct, sys
            for line in sys.stdin:
                values = [struct.unpack('<d', struct.pack('<Q', int(t)))[0] for t in line.split()]
                print(struct.unpack('<Q', struct.pack('<d', math.fsum(values)))[0])
            """
        let result = try Subprocess.run(python3, ["-c", script], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = result.stdout.split(separator: "\n").map { UInt64($0)! }
        try #require(expected.count == lists.count)
        var mismatches = 0
        for (values, bits) in zip(lists, expected) {
            let ours = Self.sum(values)
            // fsum gives −0.0 for an all-negative-zero or cancelled list of negatives; ours +0.0
            if ours.bitPattern != bits && !(ours == 0 && Double(bitPattern: bits) == 0) {
                mismatches += 1
                if mismatches <= 5 { Issue.record("\(values.map { $0.bitPattern }): ours \(ours) fsum \(Double(bitPattern: bits))") }
            }
        }
        #expect(mismatches == 0)
    }

    /// Any order and any grouping into merged parts: the same bits.
    @Test func orderAndGroupingDoNotChangeTheBits() {
        var random = SeededRandom(seed: FuzzSeed.value(default: 0x0DE2_5EED))
        for values in Self.lists(count: 1_000, seed: FuzzSeed.value(default: 0xA550_C1A7)) {
            let whole = Self.sum(values)
            let shuffled = values.shuffled(using: &random)
            #expect(Self.sum(shuffled).bitPattern == whole.bitPattern)
            // split at random points, each part summed on its own, then merged in random order
            var parts: [ExactSum] = []
            var current = ExactSum()
            for v in shuffled {
                current.add(v)
                if Int.random(in: 0..<4, using: &random) == 0 {
                    parts.append(current)
                    current = ExactSum()
                }
            }
            parts.append(current)
            var merged = ExactSum()
            for part in parts.shuffled(using: &random) { merged.merge(part) }
            #expect(merged.value.bitPattern == whole.bitPattern)
            #expect(merged == parts.reduce(into: ExactSum()) { $0.merge($1) })
        }
    }

    @Test func knownExactSums() {
        // a running Double sum gives 0.9999999999999999 and +infinity and 0 here
        #expect(Self.sum(Array(repeating: 0.1, count: 10)) == 1.0)
        #expect(Self.sum([1e308, 1e308, -1e308]) == 1e308)
        #expect(Self.sum([1, 1e100, 1, -1e100]) == 2)
        #expect(Self.sum([.greatestFiniteMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]) == .greatestFiniteMagnitude)
        // past the largest Double: infinity, as a Double sum would give
        #expect(Self.sum([.greatestFiniteMagnitude, .greatestFiniteMagnitude]) == .infinity)
        #expect(Self.sum([-.greatestFiniteMagnitude, -.greatestFiniteMagnitude]) == -.infinity)
        // ties to even: 2^53 + 1 is halfway between 2^53 and 2^53 + 2
        #expect(Self.sum([0x1p53, 1]) == 0x1p53)
        #expect(Self.sum([0x1p53, 3]) == 0x1p53 + 4)
        #expect(Self.sum([0x1p53, 1, 0x1p-100]) == 0x1p53 + 2)
        #expect(Self.sum([-0x1p53, -1, -0x1p-100]) == -0x1p53 - 2)
        // subnormals add exactly
        #expect(Self.sum([.leastNonzeroMagnitude, .leastNonzeroMagnitude]) == 2 * .leastNonzeroMagnitude)
        #expect(Self.sum([.leastNormalMagnitude, -.leastNonzeroMagnitude]) == .leastNormalMagnitude.nextDown)
        // integers: the plain sum is exact, and so equal
        var random = SeededRandom(seed: 0x1E7E_6E25)
        for _ in 0..<200 {
            let values = (0..<Int.random(in: 1...100, using: &random)).map { _ in Double(Int64.random(in: -1 << 40...1 << 40, using: &random)) }
            #expect(Self.sum(values) == values.reduce(0, +))
        }
        #expect(Self.sum([]) == 0)
        #expect(Self.sum([5, -5]) == 0)
        #expect(Self.sum([-3.5]) == -3.5)
    }

    @Test func infinitiesAndNaN() {
        #expect(Self.sum([1, .infinity, -1e308]) == .infinity)
        #expect(Self.sum([1, -.infinity]) == -.infinity)
        #expect(Self.sum([.infinity, -.infinity]).isNaN)
        #expect(Self.sum([1, .nan, 2]).isNaN)
        var a = ExactSum(), b = ExactSum()
        a.add(.infinity)
        b.add(-.infinity)
        a.merge(b)
        #expect(a.value.isNaN)
    }

    /// The JSON form (a part's state file) reads back as the same sum (the text itself is parsed in
    /// BoundaryStateJSONTests): it merges with a later
    /// part's sum to the same bits as the whole, negative sums, infinities and NaN included.
    @Test func jsonFormReadsBackExactly() throws {
        var random = SeededRandom(seed: FuzzSeed.value(default: 0x150_5EED))
        for values in Self.lists(count: 300, seed: FuzzSeed.value(default: 0x150_C0DE)) {
            let cut = values.isEmpty ? 0 : Int.random(in: 0...values.count, using: &random)
            var first = ExactSum(), second = ExactSum()
            for v in values[..<cut] { first.add(v) }
            for v in values[cut...] { second.add(v) }
            var back = try #require(ExactSum(jsonValue: first.jsonValue), "\(first.jsonValue.compactText())")
            #expect(back == first)
            back.merge(second)
            #expect(back.value.bitPattern == Self.sum(values).bitPattern || (back.value.isNaN && Self.sum(values).isNaN))
        }
        for special in [[Double.infinity], [-.infinity, 1], [.nan], [-1e300, -1e300, 5e-324]] {
            var sum = ExactSum()
            for v in special { sum.add(v) }
            let back = try #require(ExactSum(jsonValue: sum.jsonValue))
            #expect(back == sum && back.value.bitPattern == sum.value.bitPattern, "\(special)")
        }
        // Not a sum: refused, never a crash.
        let notSums: [JSONValue] = [.object([]), .object([JSONMember("limbs", .array([.string("12")]))]),
                                    .object([JSONMember("limbs", .array([.string("zzzzzzzzzzzzzzzz")]))]), .object([JSONMember("limbs", .int(1))]),
                                    .object([JSONMember("limbs", .array(Array(repeating: .string("0000000000000001"), count: ExactSum.limbCount + 1)))])]
        for value in notSums {
            #expect(ExactSum(jsonValue: value) == nil, "\(value.compactText())")
        }
    }
}
