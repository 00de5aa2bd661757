/// Seeded random custom-rule field selections, as the selective field walks are tested with: one
/// to three names a set of PDUs carries and, every other time, one name the registry has.
public enum RandomFieldSelections {
    public static func make(carried: [String], known: [String], count: Int, random: inout SeededRandom) -> [Set<String>] {
        guard !carried.isEmpty, !known.isEmpty else { return [] }
        return (0..<count).map { _ in
            var names = Set<String>()
            for _ in 0..<(1 + Int(random.next() % 3)) { names.insert(carried[Int(random.next() % UInt64(carried.count))]) }
            if random.next() % 2 == 0 { names.insert(known[Int(random.next() % UInt64(known.count))]) }
            return names
        }
    }
}
