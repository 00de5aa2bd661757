import Foundation
import TestSupport
import Testing

/// The deployment examples under `deploy/` parse as YAML and run the commands the README shows.
@Suite struct DeployManifestTests {
    static let files = ["deploy/k8s/indexed-job.yaml", "deploy/ci/github-actions-split-merge.yml"]

    /// python3's yaml module (PyYAML) loads every document of each file; the parsed shape is checked.
    @Test(.enabled(if: Oracle.python3 != nil && Oracle.pythonCanImport("yaml"), "needs python3 with PyYAML (yaml)"))
    func manifestsParse() throws {
        let parsed = try Self.parsed()
        // Kubernetes: an Indexed Job checking the parts, and a Job merging them.
        let k8s = parsed[0]
        let kinds = k8s.compactMap { $0["kind"] as? String }
        #expect(kinds.filter { $0 == "Job" }.count == 2, "\(kinds)")
        let check = try #require(k8s.first { (($0["spec"] as? [String: Any])?["completionMode"] as? String) == "Indexed" })
        let spec = try #require(check["spec"] as? [String: Any])
        #expect(spec["completions"] as? Int == spec["parallelism"] as? Int || spec["parallelism"] != nil)
        // CI: a matrix job over the parts and a merge job after it.
        let ci = try #require(parsed[1].first)
        let jobs = try #require(ci["jobs"] as? [String: Any])
        let merge = try #require(jobs["merge"] as? [String: Any])
        #expect(merge["needs"] != nil)
        #expect(jobs.values.contains { (($0 as? [String: Any])?["strategy"] as? [String: Any])?["matrix"] != nil })
    }

    /// Both manifests' shell steps, run as written (placeholders filled in: the matrix part and
    /// offset, the completion index, the volume paths, 2 ms time slices) on the sample capture
    /// cut by editcap into time slices (some of them empty), each checked with the frame offset
    /// capinfos counted, leave a JUnit report byte-identical to the single run's and an O-RAN
    /// test-results report that differs only where it names its input (test id and capture list).
    @Test(.enabled(if: CLIHarness.executable != nil && Oracle.python3 != nil && Oracle.pythonCanImport("yaml"), "needs the executable and python3 with PyYAML"),
          .enabled(if: Oracle.executable("jq") != nil && Oracle.executable("capinfos") != nil, "needs jq and capinfos (the split step's tools)"),
          .requires(.zstd, .editcap))
    func manifestStepsMergeToTheSingleRun() throws {
        let executable = try #require(CLIHarness.executable)
        let parsed = try Self.parsed()
        let capture = Oracle.path("Captures/sample-du-ru-cu.pcapng")
        let directory = try TemporaryFiles.directory("deploy")
        defer { try? FileManager.default.removeItem(at: directory) }
        // The reports name the time they were made: one fixed time for every run.
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["SOURCE_DATE_EPOCH"] = "1700000000"
        func shell(_ script: String, in folder: URL, _ extra: [String: String] = [:]) throws -> ProcessOutput {
            try Subprocess.run("/bin/sh", ["-c", script], environment: environment.merging(extra) { $1 }, currentDirectory: folder)
        }
        // The single run's reports, with the testbed named as the manifest names it (the reports
        // give each device profile's path).
        func singleRun(_ name: String, testbed: String, in folder: URL) throws -> URL {
            let single = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: single, withIntermediateDirectories: true)
            let r = try shell("ranconform check '\(capture)' --testbed '\(testbed)' -q --report junit:'\(single.path)/junit.xml' --report oran-json:'\(single.path)/results.json'", in: folder)
            #expect(r.status == 0, "\(r.stderr)")
            return single
        }

        // GitHub Actions: the split step as written (2 ms slices instead of one-minute ones, so
        // the sample makes several, some of them empty), the check step once per part of its
        // matrix output (name and frame offset), the artifacts gathered in states/, then the
        // merge step.
        let ci = try #require(parsed[1].first?["jobs"] as? [String: Any])
        let splitRun = try Self.run(of: "Split into one-minute slices", in: ci["split"])
        let checkRun = try Self.run(of: "Check one part", in: ci["check"]), mergeRun = try Self.run(of: "Merge the parts", in: ci["merge"])
        let checkout = directory.appendingPathComponent("ci")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: checkout.appendingPathComponent("profiles").path, withDestinationPath: Oracle.path("Profiles"))
        let outputFile = checkout.appendingPathComponent("github-output")
        let split = try shell(Self.shortSlices(splitRun.replacingOccurrences(of: "${{ inputs.capture }}", with: capture)), in: checkout,
                              ["GITHUB_OUTPUT": outputFile.path])
        #expect(split.status == 0, "CI split: \(split.stderr)")
        let output = try String(contentsOf: outputFile, encoding: .utf8)
        let matrix = try #require(output.split(separator: "\n").first { $0.hasPrefix("parts=") }, "\(output)").dropFirst("parts=".count)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(matrix.utf8)) as? [[String: String]], "\(matrix)")
        #expect(entries.count > 2, "\(entries)")
        let states = checkout.appendingPathComponent("states")
        try FileManager.default.createDirectory(at: states, withIntermediateDirectories: true)
        var framesBefore = 0
        for entry in entries {
            let part = try #require(entry["name"]), offset = try #require(entry["offset"])
            // The offset capinfos gave is the frames of the parts before, as our reader counts them.
            #expect(offset == String(framesBefore), "\(part): offset \(offset), the parts before hold \(framesBefore) frames")
            framesBefore += try SplitMerge.frameCount(checkout.appendingPathComponent("parts/" + part).path)
            let r = try shell(checkRun.replacingOccurrences(of: "${{ matrix.part.name }}", with: part).replacingOccurrences(of: "${{ matrix.part.offset }}", with: offset),
                              in: checkout)
            #expect(r.status == 0, "CI check of \(part): \(r.stderr)")
            let state = part + ".state.zst"
            try FileManager.default.moveItem(at: checkout.appendingPathComponent(state), to: states.appendingPathComponent(state))
        }
        let ciMerge = try shell(mergeRun, in: checkout)
        #expect(ciMerge.status == 0, "CI merge: \(ciMerge.stderr)")
        try Self.expectSameReports(checkout, try singleRun("single-ci", testbed: "profiles/testbeds/lab-a.yaml", in: checkout), "GitHub Actions")

        // Kubernetes: pod N of the Indexed Job with JOB_COMPLETION_INDEX=N, the merge Job's init
        // container (which must find every state and stop), then its container; the volumes are
        // folders here.
        let k8s = parsed[0]
        let volume = directory.appendingPathComponent("k8s")
        let runFolder = volume.appendingPathComponent("run-42")
        try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
        func placed(_ script: String) -> String {
            script.replacingOccurrences(of: "/captures/run-42", with: runFolder.path).replacingOccurrences(of: "/profiles/", with: Oracle.path("Profiles") + "/")
        }
        // The parts and parts.txt made by the commands the manifest's comment gives (its
        // indented comment lines), with 2 ms slices of the sample.
        let manifest = try String(contentsOfFile: Oracle.path(Self.files[0]), encoding: .utf8)
        let commands = manifest.split(separator: "\n").filter { ["#   editcap ", "#   offset=", "#     offset="].contains(where: $0.hasPrefix) }
            .map { String($0.dropFirst(4)) }
        #expect(commands.count == 3 && commands[0].hasPrefix("editcap"), "\(commands)")
        let prepared = try shell(placed(Self.shortSlices(commands.joined(separator: "\n").replacingOccurrences(of: "day.pcapng", with: "'\(capture)'"))), in: volume)
        #expect(prepared.status == 0, "the manifest's preparation: \(prepared.stderr)")
        let listed = try String(contentsOf: runFolder.appendingPathComponent("parts.txt"), encoding: .utf8).split(separator: "\n")
        #expect(listed.count > 2, "\(listed)")
        let k8sParts = listed.map { String($0.split(separator: " ")[0]) }
        let jobs = k8s.filter { $0["kind"] as? String == "Job" }
        let indexed = try #require(jobs.first { (($0["spec"] as? [String: Any])?["completionMode"] as? String) == "Indexed" })
        let merging = try #require(jobs.first { (($0["spec"] as? [String: Any])?["completionMode"] as? String) != "Indexed" })
        let checkScript = try #require(Self.podScripts(indexed, "containers").first)
        for index in k8sParts.indices {
            let r = try shell(placed(checkScript), in: volume, ["JOB_COMPLETION_INDEX": String(index)])
            #expect(r.status == 0, "pod \(index): \(r.stderr)")
        }
        let wait = try #require(Self.podScripts(merging, "initContainers").first)
        // Run from a file under `timeout`: a wait that never ends fails the test instead of hanging it.
        let waitFile = volume.appendingPathComponent("wait-for-parts.sh")
        try placed(wait).write(to: waitFile, atomically: true, encoding: .utf8)
        let waited = try shell("timeout 20 /bin/sh '\(waitFile.path)'", in: volume)
        #expect(waited.status == 0, "init container: \(waited.stdout) \(waited.stderr)")
        let k8sMerge = try shell(placed(try #require(Self.podScripts(merging, "containers").first)), in: volume)
        #expect(k8sMerge.status == 0, "merge Job: \(k8sMerge.stderr)")
        try Self.expectSameReports(runFolder, try singleRun("single-k8s", testbed: Oracle.path("Profiles") + "/testbeds/lab-a.yaml", in: volume), "Kubernetes")
    }

    /// A manifest's editcap command with 2 ms time slices instead of one-minute ones.
    static func shortSlices(_ script: String) -> String {
        #expect(script.contains("editcap -F pcapng -i 60 "), "\(script)")
        return script.replacingOccurrences(of: "editcap -F pcapng -i 60 ", with: "editcap -F pcapng -i 0.002 ")
    }

    /// The two manifests as python's yaml module loads them (every document of each file).
    static func parsed() throws -> [[[String: Any]]] {
        let script = """
            import json, sys, yaml
            print(json.dumps([list(yaml.safe_load_all(open(p))) for p in sys.argv[1:]]))
            """
        let r = try Subprocess.run(try #require(Oracle.python3), ["-c", script] + Self.files.map(Oracle.path))
        #expect(r.status == 0, "\(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[[String: Any]]])
    }

    /// The `run:` script of the step named `name` of a GitHub Actions job.
    static func run(of name: String, in job: Any?) throws -> String {
        let steps = try #require((job as? [String: Any])?["steps"] as? [[String: Any]])
        return try #require(steps.first { $0["name"] as? String == name }?["run"] as? String, "no step \(name)")
    }

    /// The `sh -c` scripts of a Job's pod template containers (`containers` or `initContainers`).
    static func podScripts(_ job: [String: Any], _ key: String) throws -> [String] {
        let spec = try #require(((job["spec"] as? [String: Any])?["template"] as? [String: Any])?["spec"] as? [String: Any])
        let containers = try #require(spec[key] as? [[String: Any]])
        return containers.compactMap { ($0["args"] as? [String])?.first }
    }

    /// The JUnit report in `folder` equals the single run's; the O-RAN test-results JSON too,
    /// once the test id and the capture list (which name the input files) are set aside.
    static func expectSameReports(_ folder: URL, _ single: URL, _ label: String) throws {
        func text(_ folder: URL, _ name: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        #expect(try text(folder, "junit.xml") == text(single, "junit.xml"), "\(label): JUnit report differs from the single run's")
        func namingInputAsideLines(_ json: String) -> [String] {
            json.split(separator: "\n").map(String.init).filter { !$0.contains("\"testId\"") && !$0.contains(".pcapng") }
        }
        let merged = namingInputAsideLines(try text(folder, "results.json")), reference = namingInputAsideLines(try text(single, "results.json"))
        let differing = merged.difference(from: reference)
        #expect(differing.isEmpty, "\(label): O-RAN results differ from the single run's: \(differing.prefix(6).map { "\($0)" })")
        #expect(merged.count > 100, "\(label): \(merged.count) lines")
    }

    /// The commands in the manifests are ones the tool accepts.
    @Test func manifestsUseTheCommands() throws {
        for file in Self.files {
            let text = try String(contentsOfFile: Oracle.path(file), encoding: .utf8)
            #expect(text.contains("--state-out"), "\(file)")
            #expect(text.contains("ranconform merge"), "\(file)")
        }
    }
}
