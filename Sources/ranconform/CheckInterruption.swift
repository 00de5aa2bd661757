import CaptureIO
import Glibc
import Synchronization

/// Ctrl-C (SIGINT) or SIGTERM during `check`: the first one ends the capture where reading is
/// (``ReadInterruption``), and the run finishes as for a capture that ended there — the
/// findings, the results table, every report, the state file and the verdict's exit code — with
/// a capture problem saying so. `dumpcap -w - | ranconform check - --follow` stopped with Ctrl-C
/// thus keeps its table and reports; without this the default action killed the process with
/// nothing written. A second signal ends the process at once (the handler is reset on delivery,
/// `SA_RESETHAND`).
enum CheckInterruption {
    /// The request every reader of `check` is given.
    static let shared = ReadInterruption()
    /// The signal that made it (0 when none).
    static let signalNumber = Atomic<Int32>(0)

    /// Installs the handler for SIGINT and SIGTERM (before the first capture is opened, so before
    /// the pipeline's threads start: they inherit the calling thread's signal mask). The two
    /// signals are unblocked too: a parent that blocked them (some test runners and job
    /// launchers do) would otherwise leave `check` deaf to them.
    static func install() {
        _ = shared  // made now: the handler must not be the first to touch it
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = interruptionSignalHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)  // 0x80000000
            _ = sigaction(signal, &action, nil)
            sigaddset(&unblock, signal)
        }
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// The signal's name, for the capture problem.
    static var signalName: String {
        switch signalNumber.load(ordering: .relaxed) {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "a signal"
        }
    }
}

/// Async-signal-safe: two lock-free stores.
private func interruptionSignalHandler(_ signal: Int32) {
    CheckInterruption.signalNumber.store(signal, ordering: .relaxed)
    CheckInterruption.shared.request()
}
