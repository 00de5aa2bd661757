import WireCore

/// "did you mean" hints for misspelt keys and values.
enum Suggestions {
    /// The closest candidate within a small edit distance, compared case-insensitively.
    static func closest(to word: String, in candidates: [String]) -> String? {
        EditDistance.closest(to: word, in: candidates)
    }

    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, so
    /// `bpf` → `bfp` is one edit). Inputs are short keys; longer words are never suggested.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        EditDistance.between(a, b)
    }
}
