import Foundation

/// One long-lived python3 running pycrate 0.8.1 for the whole test run, started on first use:
/// importing pycrate's compiled F1AP modules takes about a second, which a python3 per test or
/// per batch paid again each time. Requests go one at a time (a lock: Swift Testing runs tests
/// in parallel); each carries a whole batch of items. The protocol is in ``PycrateWorkerScript``.
public final class PycrateWorker: @unchecked Sendable {
    /// The worker every test shares.
    public static let shared = PycrateWorker()

    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    private let lock = NSLock()
    private var process: Process?
    private var requests: FileHandle?
    private var answers: FileHandle?
    private var pending = Data()
    private var defined: Set<String> = []
    private var errorLog: URL?

    /// How many python3 processes this worker started (1 in a healthy run).
    public private(set) var starts = 0

    private init() {}

    /// Makes `source` (Python defining `run(pdu, item)`) available as operation `name`; a name is
    /// defined once per worker, later calls with it do nothing.
    public func define(_ name: String, source: String) throws {
        lock.lock()
        defer { lock.unlock() }
        guard !defined.contains(name) else { return }
        let answer = try exchange(["op": "define", "name": name, "source": source])
        guard answer["ok"] as? Bool == true else { throw Failure(message: "pycrate worker: define \(name): \(answer)") }
        defined.insert(name)
    }

    /// Applies operation `op` (built-in `decode`, `encode`, `layout`, or one defined with
    /// ``define(_:source:)``) to each item; one JSON value per item, in order.
    public func call(_ op: String, protocol proto: String = "f1ap", items: [Any]) throws -> [Any] {
        lock.lock()
        defer { lock.unlock() }
        let answer = try exchange(["op": op, "proto": proto, "items": items])
        guard let results = answer["results"] as? [Any], results.count == items.count else {
            throw Failure(message: "pycrate worker: \(op) on \(items.count) items: \(answer["error"] ?? answer)")
        }
        return results
    }

    /// ``call(_:protocol:items:)`` for operations that answer a JSON object per item.
    public func objects(_ op: String, protocol proto: String = "f1ap", items: [Any]) throws -> [[String: Any]] {
        try call(op, protocol: proto, items: items).map { $0 as? [String: Any] ?? ["error": "not an object: \($0)"] }
    }

    /// pycrate's JER and re-encoding of each APER PDU (`{"jer", "hex"}` or `{"error"}`).
    public func decode(_ pdus: [[UInt8]], protocol proto: String = "f1ap") throws -> [[String: Any]] {
        try objects("decode", protocol: proto, items: pdus.map(Self.hex))
    }

    /// pycrate's APER of each JER text (`{"hex"}` or `{"error"}`).
    public func encode(_ jers: [String], protocol proto: String = "f1ap") throws -> [[String: Any]] {
        try objects("encode", protocol: proto, items: jers)
    }

    /// Lower-case hex of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Bytes of a hex string (nil when it is not hex).
    public static func bytes(_ hex: String) -> [UInt8]? {
        var out: [UInt8] = []
        var i = hex.startIndex
        while i < hex.endIndex {
            guard let j = hex.index(i, offsetBy: 2, limitedBy: hex.endIndex), let b = UInt8(hex[i..<j], radix: 16) else { return nil }
            out.append(b)
            i = j
        }
        return out
    }

    // MARK: the process (called with the lock held)

    private func exchange(_ request: [String: Any]) throws -> [String: Any] {
        try startIfNeeded()
        var line = try JSONSerialization.data(withJSONObject: request)
        line.append(0x0A)
        do {
            try requests?.write(contentsOf: line)
        } catch {
            stop()
            throw Failure(message: "pycrate worker: cannot send a request (\(error)); stderr: \(stderrTail())")
        }
        guard let text = readLine() else {
            stop()
            throw Failure(message: "pycrate worker: exited without answering; stderr: \(stderrTail())")
        }
        guard let answer = try JSONSerialization.jsonObject(with: text) as? [String: Any] else {
            throw Failure(message: "pycrate worker: unreadable answer \(String(decoding: text.prefix(200), as: UTF8.self))")
        }
        return answer
    }

    private func readLine() -> Data? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = pending[pending.startIndex..<newline]
                pending = Data(pending[(newline + 1)...])
                return Data(line)
            }
            guard let chunk = answers?.availableData, !chunk.isEmpty else { return nil }
            pending.append(chunk)
        }
    }

    private func startIfNeeded() throws {
        if let process, process.isRunning { return }
        stop()
        guard let python3 = Oracle.python3 else { throw Failure(message: "pycrate worker: python3 not on PATH") }
        // A child that dies must fail the request, not kill the test process on write.
        signal(SIGPIPE, SIG_IGN)
        let log = TemporaryFiles.scratch.appendingPathComponent("pycrate-worker-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python3)
        p.arguments = ["-c", PycrateWorkerScript.source, Oracle.oraclesDirectory.path]
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = try FileHandle(forWritingTo: log)
        try p.run()
        process = p
        requests = input.fileHandleForWriting
        answers = output.fileHandleForReading
        errorLog = log
        pending = Data()
        defined = []
        starts += 1
    }

    private func stop() {
        try? requests?.close()
        if let process, process.isRunning { process.terminate() }
        process = nil
        requests = nil
        answers = nil
    }

    private func stderrTail() -> String {
        guard let errorLog, let data = try? Data(contentsOf: errorLog) else { return "" }
        return String(decoding: data.suffix(800), as: UTF8.self)
    }
}
