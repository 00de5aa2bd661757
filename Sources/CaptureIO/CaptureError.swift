/// A capture file that cannot be read at all (not a capture, empty, a directory, unreadable,
/// header cut short) or a writer failure. Its description is one line: `PATH: what`.
public struct CaptureError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What kind of failure, for callers that want to switch on it.
    public struct Code: Hashable, Sendable {
        let name: String
        public static let cannotOpen = Code(name: "cannotOpen")
        public static let isDirectory = Code(name: "isDirectory")
        public static let ioError = Code(name: "ioError")
        public static let empty = Code(name: "empty")
        public static let notACapture = Code(name: "notACapture")
        public static let truncatedHeader = Code(name: "truncatedHeader")
        public static let corruptHeader = Code(name: "corruptHeader")
        public static let unsupported = Code(name: "unsupported")
        public static let invalidArgument = Code(name: "invalidArgument")
        /// Reading was interrupted (``ReadInterruption``) before the capture's header arrived.
        public static let interrupted = Code(name: "interrupted")
    }

    public var code: Code
    /// The file path (or the in-memory name).
    public var path: String
    /// What went wrong, one line, no path.
    public var message: String

    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// A problem met while reading that did not prevent the frames before it from being read.
/// A truncated last record or a corrupt length stops reading (the reader's `next()` then returns
/// nil); a malformed option does not.
public struct CaptureWarning: Sendable, CustomStringConvertible, Equatable {
    public var message: String
    /// Byte offset in the file of the record or field concerned.
    public var byteOffset: Int64
    /// The frame concerned when it is a packet record that got a number.
    public var frameNumber: Int?

    public init(message: String, byteOffset: Int64, frameNumber: Int? = nil) {
        self.message = message
        self.byteOffset = byteOffset
        self.frameNumber = frameNumber
    }

    public var description: String {
        if let frameNumber {
            return "frame \(frameNumber) at byte \(byteOffset): \(message)"
        }
        return "byte \(byteOffset): \(message)"
    }
}
