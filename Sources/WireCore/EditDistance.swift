/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, so `bpf` → `bfp`
/// is one edit), for "did you mean" hints on misspelt keys, values and field names.
public enum EditDistance {
    /// The distance between `a` and `b`; `Int.max` when either is longer than `maximumLength`
    /// scalars (the table would be large for a hint nobody needs).
    public static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], maximumLength: Int = 64) -> Int {
        if a.count > maximumLength || b.count > maximumLength { return Int.max }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }

    /// The candidate closest to `word`, compared case-insensitively, within a small distance
    /// that grows with the candidate's length (1 up to 4 characters, 2 up to 8, then 3); the
    /// first of equally close candidates wins.
    public static func closest(to word: String, in candidates: some Sequence<String>, maximumLength: Int = 64) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            let count = candidate.count
            let limit = count <= 4 ? 1 : (count <= 8 ? 2 : 3)
            // The distance is at least the difference in length.
            if abs(candidate.unicodeScalars.count - lowered.count) > limit { continue }
            let distance = between(lowered, Array(candidate.lowercased().unicodeScalars), maximumLength: maximumLength)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }
}
