/// A non-fatal observation made while decoding: decoding carries on after it.
///
/// After Wireshark's expert info: a stable id (the ``RuleSpec/id`` of the registry row of the rule
/// it breaks, where one applies), a severity, the dotted field path and the bit range of the field that raised
/// it, measured from the start of the outermost buffer the decoder was given.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// The two texts of a finding.
    public enum TextPart: Sendable {
        case message, fieldPath
    }

    /// Renders a finding's message or field path when it is read (a decoder that finds
    /// something on a hot path keeps ids and offsets, and makes no text until asked).
    public typealias TextRenderer = @Sendable (TextPart) -> String

    enum Text: Sendable {
        case plain(message: String, fieldPath: String)
        case deferred(TextRenderer)
    }

    public var id: RuleID
    public var severity: Severity
    var text: Text
    public var bitOffset: Int
    public var bitLength: Int

    /// What was observed (rendered on each read when the finding was made with a renderer).
    public var message: String {
        get {
            switch text {
            case .plain(let m, _): m
            case .deferred(let render): render(.message)
            }
        }
        set { text = .plain(message: newValue, fieldPath: fieldPath) }
    }

    /// The dotted path of the field (rendered on each read when the finding was made with a
    /// renderer).
    public var fieldPath: String {
        get {
            switch text {
            case .plain(_, let p): p
            case .deferred(let render): render(.fieldPath)
            }
        }
        set { text = .plain(message: message, fieldPath: newValue) }
    }

    public init(
        id: RuleID, severity: Severity, message: String, fieldPath: String, bitOffset: Int, bitLength: Int = 0
    ) {
        self.id = id
        self.severity = severity
        self.text = .plain(message: message, fieldPath: fieldPath)
        self.bitOffset = bitOffset
        self.bitLength = bitLength
    }

    /// A finding whose message and field path are made by `text` when read: reads give the
    /// same strings as a finding made with them (equality and hashing compare the texts).
    public init(id: RuleID, severity: Severity, bitOffset: Int, bitLength: Int = 0, text: @escaping TextRenderer) {
        self.id = id
        self.severity = severity
        self.text = .deferred(text)
        self.bitOffset = bitOffset
        self.bitLength = bitLength
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.id == b.id && a.severity == b.severity && a.bitOffset == b.bitOffset && a.bitLength == b.bitLength
            && a.message == b.message && a.fieldPath == b.fieldPath
    }

    public func hash(into h: inout Hasher) {
        h.combine(id)
        h.combine(severity)
        h.combine(message)
        h.combine(fieldPath)
        h.combine(bitOffset)
        h.combine(bitLength)
    }

    /// A finding made from a decoding error (the decoder stopped there).
    public init(id: RuleID = "DECODE-MALFORMED", severity: Severity = .error, error: DecodingError) {
        self.init(
            id: id, severity: severity, message: error.reason, fieldPath: error.fieldPath,
            bitOffset: error.bitOffset, bitLength: error.bitLength)
    }

    public var byteOffset: Int { bitOffset >> 3 }

    public var description: String {
        "\(severity.rawValue) \(id) at \(fieldPath) (byte \(byteOffset)): \(message)"
    }
}
