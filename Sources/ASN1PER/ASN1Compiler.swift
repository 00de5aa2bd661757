#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compiles ASN.1 modules (X.680-X.683 subset of 3GPP / O-RAN application protocols) into an
/// ``ASN1Schema`` ready for aligned-PER coding.
public struct ASN1Compiler {
    /// Compiles every `*.asn` / `*.asn1` file directly inside `directory` (sorted by name).
    public static func compile(directory: String) throws(ASN1CompileError) -> ASN1Schema {
        let names = try listDirectory(directory)
        var sources: [(name: String, text: String)] = []
        for n in names where n.hasSuffix(".asn") || n.hasSuffix(".asn1") {
            let path = directory.hasSuffix("/") ? directory + n : directory + "/" + n
            sources.append((name: path, text: try readFile(path)))
        }
        if sources.isEmpty {
            throw ASN1CompileError(file: directory, line: 0, column: 0, message: "no .asn files in directory")
        }
        return try compile(sources: sources)
    }

    /// Compiles module texts; `name` is used in error locations.
    public static func compile(sources: [(name: String, text: String)]) throws(ASN1CompileError) -> ASN1Schema {
        var tokens: [ASN1Token] = []
        let names = sources.map(\.name)
        var assignments: [Assignment] = []
        for (i, s) in sources.enumerated() {
            tokens = try ASN1Lexer.tokenize(s.text, fileIndex: i, fileName: s.name)
            try checkNesting(tokens, fileName: s.name)
            var parser = ASN1Parser(tokens: tokens, fileNames: names)
            assignments += try parser.parseModules()
        }
        let resolver = ASN1Resolver(assignments: assignments, fileNames: names)
        return try resolver.run()
    }

    /// Deepest bracket nesting ({ }, ( ), [ ]) a module may have: 3GPP modules stay under 20. The
    /// parser recurses once per level, so a deeper text is a located error, not a stack overflow.
    static let maximumNesting = 128

    static func checkNesting(_ tokens: [ASN1Token], fileName: String) throws(ASN1CompileError) {
        var depth = 0
        for token in tokens where token.kind == .symbol {
            for c in token.text.utf8 {
                switch c {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
                default: break
                }
            }
            if depth > maximumNesting {
                throw ASN1CompileError(file: fileName, line: token.line, column: token.column,
                                       message: "nesting deeper than \(maximumNesting) levels")
            }
        }
    }

    static func listDirectory(_ path: String) throws(ASN1CompileError) -> [String] {
        guard let dir = opendir(path) else {
            throw ASN1CompileError(file: path, line: 0, column: 0, message: "cannot open directory")
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { ptr in
                ptr.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func readFile(_ path: String) throws(ASN1CompileError) -> String {
        guard let f = fopen(path, "rb") else {
            throw ASN1CompileError(file: path, line: 0, column: 0, message: "cannot open file")
        }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65536, f) }
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            if bytes.count > 64 * 1024 * 1024 {
                throw ASN1CompileError(file: path, line: 0, column: 0, message: "file too large")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
