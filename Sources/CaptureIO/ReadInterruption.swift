import Glibc
import Synchronization

/// A request to stop reading a capture early, made from another thread or from a signal handler
/// (`check` makes one on its first SIGINT or SIGTERM, so a live run ends with its results).
///
/// A ``CaptureReader`` given one ends its stream at the next read it would make once the request
/// is made: the records handed out so far are the whole capture, with no "cut short" warning
/// for the record it was in the middle of, and ``CaptureReader/wasInterrupted`` says so. A pipe
/// or a terminal is waited on in slices of ``pollMilliseconds`` rather than in one blocking
/// `read(2)`, so the request is seen within that time whichever thread the signal reached.
public final class ReadInterruption: Sendable {
    private let requested = Atomic<Bool>(false)

    /// Longest wait on a pipe between two looks at the request.
    public static let pollMilliseconds: Int32 = 100

    public init() {}

    /// Asks the readers to stop; safe in a signal handler (one lock-free store).
    public func request() { requested.store(true, ordering: .relaxed) }

    /// Whether a stop was asked for.
    public var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Waits until `descriptor` has bytes to read, its writer closed it, or a stop is asked for;
    /// false only for the last. A regular file (`waits` false) is never waited on.
    static func awaitInput(_ descriptor: Int32, waits: Bool, _ interruption: ReadInterruption?) -> Bool {
        guard let interruption else { return true }
        while true {
            if interruption.isRequested { return false }
            guard waits else { return true }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // > 0: readable, hung up or in error (the read says which); < 0: a signal (EINTR).
            if poll(&poller, 1, pollMilliseconds) > 0 { return true }
        }
    }
}
