#if canImport(Glibc)
import Glibc
#endif
import Reports

/// `--report pdf:FILE`: the HTML report printed by a headless Chromium (`chromium --headless
/// --print-to-pdf`), the page's print stylesheet giving the layout.
enum PDFExport {
    /// The browser executables tried, in order, on `PATH`.
    static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

    /// The first browser found on `PATH`, else nil.
    static func browser(_ environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in candidates {
            for dir in path.split(separator: ":") where !dir.isEmpty {
                let full = "\(dir)/\(name)"
                if access(full, X_OK) == 0 { return full }
            }
        }
        return nil
    }

    /// Checked before the run, like other report paths: a PDF needs a file and a browser.
    static func check(_ requests: [ReportRequest], environment: [String: String]) throws(CommandFailure) {
        let pdf = requests.filter { $0.format == .pdf }
        guard !pdf.isEmpty else { return }
        if pdf.contains(where: { $0.path == nil }) { throw CommandFailure(message: "--report pdf needs a file path, not standard output") }
        if browser(environment) == nil {
            throw CommandFailure(message: "--report pdf needs a headless Chromium on PATH (install the package 'chromium'); none of \(candidates.joined(separator: ", ")) was found")
        }
    }

    /// Writes `html` next to `path`, prints it to `path` with the browser, removes the page.
    static func write(html: String, to path: String, environment: [String: String]) throws(CommandFailure) {
        guard let browser = browser(environment) else { throw CommandFailure(message: "--report pdf: no headless Chromium (package 'chromium')") }
        let page = OutputPaths.temporarySibling(of: path) + ".html"
        let pdf = OutputPaths.temporarySibling(of: path) + ".pdf"
        let profile = OutputPaths.temporarySibling(of: path) + ".chromium"
        defer {
            unlink(page)
            _ = rmTree(profile)
        }
        do {
            try ReportFileWriter.write(html, to: page)
        } catch {
            throw CommandFailure(message: "--report pdf: \(error.description)")
        }
        let absolute = page.hasPrefix("/") ? page : currentDirectory() + "/" + page
        let arguments = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                         "--user-data-dir=\(profile)", "--no-pdf-header-footer", "--print-to-pdf=\(pdf)", "file://" + absolute]
        let status = run(arguments)
        guard status == 0, access(pdf, R_OK) == 0 else {
            unlink(pdf)
            throw CommandFailure(message: "--report pdf: \(browser) could not print the report (exit status \(status))")
        }
        try OutputPaths.commit(pdf, to: path)
    }

    /// Runs `arguments` with standard output and error discarded; its exit status (−1 when it
    /// could not start).
    static func run(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }

    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        return getcwd(&buffer, buffer.count) != nil ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "."
    }

    /// Removes the browser's temporary profile directory.
    @discardableResult
    static func rmTree(_ path: String) -> Int32 {
        guard access(path, F_OK) == 0 else { return 0 }
        return run(["/bin/rm", "-rf", path])
    }
}
