import Testing
import WireCore

/// ``WordHashable`` keys in `Set` and `Dictionary`: the tables bucket them by ``WordHash`` (never
/// through `hash(into:)`), equality alone tells keys apart, and the mix spreads the regular keys
/// the checkers make (counters, ids in the high bits) over the buckets.
@Suite struct WordHashableTests {
    /// Records which of its hashing entry points a table used.
    final class Calls: @unchecked Sendable {
        var hashWords = 0
        var hashInto = 0
    }

    struct Probe: WordHashable {
        var value: Int
        /// Unequal values with equal words: `value / 2`.
        var collide = false
        let calls: Calls

        var hashWords: (UInt64, UInt64) {
            calls.hashWords += 1
            return (UInt64(collide ? value / 2 : value), 0)
        }

        func hash(into hasher: inout Hasher) {
            calls.hashInto += 1
            hasher.combine(value)
        }

        static func == (a: Probe, b: Probe) -> Bool { a.value == b.value }
    }

    @Test func tablesBucketByTheWordsNotByHasher() {
        let calls = Calls()
        var set = Set<Probe>()
        var dictionary: [Probe: Int] = [:]
        for v in 0..<1000 {
            set.insert(Probe(value: v, calls: calls))
            dictionary[Probe(value: v, calls: calls)] = v
        }
        #expect(set.count == 1000 && dictionary.count == 1000)
        #expect(set.contains(Probe(value: 999, calls: calls)) && dictionary[Probe(value: 17, calls: calls)] == 17)
        #expect(calls.hashWords > 2000, "each insert and look-up hashed the words")
        #expect(calls.hashInto == 0, "the table went through Hasher instead")
    }

    @Test func keysWithEqualWordsStayApart() {
        let calls = Calls()
        var dictionary: [Probe: Int] = [:]
        for v in 0..<64 { dictionary[Probe(value: v, collide: true, calls: calls)] = v * 10 }
        #expect(dictionary.count == 64)
        for v in 0..<64 { #expect(dictionary[Probe(value: v, collide: true, calls: calls)] == v * 10) }
        dictionary.removeValue(forKey: Probe(value: 6, collide: true, calls: calls))
        #expect(dictionary[Probe(value: 7, collide: true, calls: calls)] == 70, "its word-sharing neighbour stays")
        #expect(dictionary[Probe(value: 6, collide: true, calls: calls)] == nil)
    }

    /// Counters, node indices shifted high, ids differing in one high bit: the keys the checkers
    /// build. With 4,096 keys over 4,096 buckets a uniform hash rarely puts more than a dozen in
    /// one (the expected largest load is about 7); a mix that ignored high bits would put them all
    /// in one.
    enum KeyPattern: CaseIterable, Sendable {
        case counter, highBits, topBitsAndLow, twoHalves

        func key(_ i: Int) -> UInt64 {
            let n = UInt64(i)
            switch self {
            case .counter: return n
            case .highBits: return n << 40
            case .topBitsAndLow: return n << 52 | 7
            case .twoHalves: return n &* 0x1_0000_0001
            }
        }
    }

    @Test(arguments: KeyPattern.allCases)
    func regularKeysSpreadOverBuckets(pattern: KeyPattern) {
        let keys = (0..<4096).map(pattern.key)
        for seed in [0, 1, -1, 0x5DEE_CE66_D, Int.max] {
            var load = [Int](repeating: 0, count: 4096)
            for k in keys { load[WordHash.mix(k, 0, seed: seed) & 4095] += 1 }
            #expect(load.max()! <= 12, "seed \(seed): \(load.max()!) keys in one bucket")
            #expect(load.filter { $0 > 0 }.count > 2000, "seed \(seed): too few buckets used")
        }
    }

    @Test func theSeedChangesTheBuckets() {
        let keys = (0..<256).map { UInt64($0) }
        let a = keys.map { WordHash.mix($0, 0, seed: 1) & 255 }
        let b = keys.map { WordHash.mix($0, 0, seed: 2) & 255 }
        #expect(zip(a, b).filter { $0 != $1 }.count > 200)
    }

    @Test func wordKeysAreTheirIntegers() {
        var table: [WordKey: String] = [:]
        for v in [-1, 0, 1, Int.max, Int.min] { table[WordKey(v)] = String(v) }
        #expect(table.count == 5)
        for v in [-1, 0, 1, Int.max, Int.min] {
            #expect(table[WordKey(v)] == String(v))
            #expect(WordKey(v).int == v)
        }
        #expect(WordKey(UInt64.max) == WordKey(-1))
    }

    /// Rule ids hash their text once; equality is still the text's (canonically equivalent
    /// texts are one id: U+212A KELVIN SIGN is canonically the letter K).
    @Test func ruleIDsHashAsTheirText() {
        let kelvin = RuleID("FH-\u{212A}")
        let letter = RuleID("FH-K")
        #expect(kelvin == letter)
        var handles: [RuleID: Int] = [kelvin: 1]
        #expect(handles[letter] == 1)
        handles[RuleID("FH-L")] = 2
        #expect(handles.count == 2 && handles[RuleID(rawValue: "FH-L")] == 2)
        #expect(RuleID("FH-A") != RuleID("FH-B"))
        #expect(Set([RuleID("X"), RuleID("X"), RuleID("Y")]).count == 2)
    }
}
