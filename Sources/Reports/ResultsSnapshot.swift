import WireCore

/// The rule results of one run as a result file holds them (`check --json` or `--report json`),
/// reduced to what a comparison between runs needs: per rule and node the verdict, the exact
/// violation count, and the listed findings by kind.
public struct ResultsSnapshot: Sendable {
    /// One (rule, node) row.
    public struct Row: Sendable {
        public var rule: String
        public var node: String
        public var verdict: String
        public var violations: Int
        /// How many listed findings of each kind (``FindingKind``).
        public var findings: [FindingKind: Int]
    }

    public var rows: [RowKey: Row]

    /// A row's identity across runs.
    public struct RowKey: Hashable, Comparable, Sendable {
        public var rule: String
        public var node: String
        public static func < (a: RowKey, b: RowKey) -> Bool { (a.rule, a.node) < (b.rule, b.node) }
    }

    /// What a finding is, without where it was seen: the flow (when the file names it), the
    /// field path and the message with every number replaced by `#`. Frame numbers, times and
    /// counts differ between two runs of the same traffic (a re-timed capture, a capture cut at
    /// another place); the kind of fault does not.
    public struct FindingKind: Hashable, Comparable, Sendable {
        public var flow: String?
        public var field: String
        public var message: String

        public init(flow: String?, field: String, message: String) {
            self.flow = flow
            self.field = Self.normalized(field)
            self.message = Self.normalized(message)
        }

        public var text: String {
            let place = [flow, field.isEmpty ? nil : field].compactMap { $0 }.joined(separator: " ")
            return place.isEmpty ? message : "\(place): \(message)"
        }

        public static func < (a: FindingKind, b: FindingKind) -> Bool { a.text < b.text }

        /// Digit runs (and the hex digits of a `0x` number) become one `#`.
        static func normalized(_ text: String) -> String {
            var out = ""
            var inNumber = false
            var hex = false
            var previous: Character = " "
            for character in text {
                if character.isASCII && character.isNumber {
                    if !inNumber { out.append("#") }
                    inNumber = true
                } else if inNumber && (character == "x" || character == "X") && previous == "0" && out.hasSuffix("#") {
                    hex = true
                } else if hex && character.isHexDigit {
                    continue
                } else if inNumber && character == "." {
                    // 12.5 is one number.
                } else {
                    inNumber = false
                    hex = false
                    out.append(character)
                }
                previous = character
            }
            return out
        }
    }

    public struct Error: Swift.Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Reads a RANConform result file (`check --json` output or a `--report json` file).
    public init(parsing text: String, name: String) throws(Error) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw Error(message: "\(name):\(error.line):\(error.column): not JSON: \(error.message)")
        }
        guard let results = document["results"]?.arrayValue else {
            throw Error(message: "\(name): not a RANConform result file (no \"results\" array; write one with check --json or --report json:FILE)")
        }
        var rows: [RowKey: Row] = [:]
        for (index, item) in results.enumerated() {
            guard let rule = item["rule"]?.stringValue, let node = item["node"]?.stringValue,
                  let verdict = item["verdict"]?.stringValue else {
                throw Error(message: "\(name): results[\(index)] lacks rule, node or verdict")
            }
            var kinds: [FindingKind: Int] = [:]
            for finding in item["findings"]?.arrayValue ?? [] {
                let kind = FindingKind(
                    flow: finding["flow"]?.stringValue, field: finding["field"]?.stringValue ?? "",
                    message: finding["message"]?.stringValue ?? "")
                kinds[kind, default: 0] += 1
            }
            let key = RowKey(rule: rule, node: node)
            rows[key] = Row(rule: rule, node: node, verdict: verdict, violations: item["violations"]?.intValue ?? 0, findings: kinds)
        }
        self.rows = rows
    }
}
