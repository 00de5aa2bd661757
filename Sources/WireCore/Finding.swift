/// A non-fatal observation made while decoding: decoding carries on after it.
///
/// After Wireshark's expert info: a stable id (the rule ids of the digests where one applies,
/// e.g. `FH-ECPRI-REV`), a severity, the dotted field path and the bit range of the field that
/// raised it, measured from the start of the outermost buffer the decoder was given.
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

    public var id: String
    public var severity: Severity
    public var message: String
    public var fieldPath: String
    public var bitOffset: Int
    public var bitLength: Int

    public init(
        id: String, severity: Severity, message: String, fieldPath: String, bitOffset: Int, bitLength: Int = 0
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.fieldPath = fieldPath
        self.bitOffset = bitOffset
        self.bitLength = bitLength
    }

    /// A finding made from a decoding error (the decoder stopped there).
    public init(id: String = "DECODE-MALFORMED", severity: Severity = .error, error: DecodingError) {
        self.init(
            id: id, severity: severity, message: error.reason, fieldPath: error.fieldPath,
            bitOffset: error.bitOffset, bitLength: error.bitLength)
    }

    public var byteOffset: Int { bitOffset >> 3 }

    public var description: String {
        "\(severity.rawValue) \(id) at \(fieldPath) (byte \(byteOffset)): \(message)"
    }
}
