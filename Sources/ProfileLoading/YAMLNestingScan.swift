/// A lexical bound on how deeply a YAML text nests, checked before the YAML parser sees it: the
/// parser recurses once per level, so a text nested thousands of levels deep (`[[[[…`) would
/// exhaust the stack. Counts flow brackets outside quoted scalars and comments, plus block
/// indentation levels (a stack of indentation widths, as an indentation-based tokenizer keeps).
/// It over-counts at worst (a bracket inside a plain scalar), which only matters past the limit.
enum YAMLNestingScan {
    /// The first position where the nesting exceeds `limit` levels (1-based line and column).
    static func firstTooDeep(_ text: String, limit: Int) -> (line: Int, column: Int)? {
        var indents: [Int] = []
        var flow = 0
        var line = 1
        var column = 0
        var atLineStart = true
        var indent = 0
        var quote: UInt8 = 0
        var comment = false
        for byte in text.utf8 {
            column += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                atLineStart = true
                indent = 0
                comment = false
                continue
            }
            if comment { continue }
            if atLineStart {
                if byte == UInt8(ascii: " ") {
                    indent += 1
                    continue
                }
                atLineStart = false
                if byte != UInt8(ascii: "#") && flow == 0 && quote == 0 {
                    while let last = indents.last, last > indent { indents.removeLast() }
                    if indents.last != indent { indents.append(indent) }
                }
            }
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = byte
            case UInt8(ascii: "#"): comment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
            default: break
            }
            if flow + indents.count > limit { return (line, column) }
        }
        return nil
    }
}
