/// Why a profile value is not acceptable, without a location.
///
/// The model's parsers (eAxC sets, MAC and IP text, windows, …) throw this; `ProfileLoading`
/// attaches the file, line and column of the offending YAML node.
public struct ProfileValueError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
