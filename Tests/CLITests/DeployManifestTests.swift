import Foundation
import TestSupport
import Testing

/// The deployment examples under `deploy/` parse as YAML and run the commands the README shows.
@Suite struct DeployManifestTests {
    static let files = ["deploy/k8s/indexed-job.yaml", "deploy/ci/github-actions-split-merge.yml"]

    /// python3's yaml module (PyYAML) loads every document of each file; the parsed shape is checked.
    @Test(.enabled(if: Oracle.python3 != nil && Oracle.pythonCanImport("yaml"), "needs python3 with PyYAML (yaml)"))
    func manifestsParse() throws {
        let script = """
            import json, sys, yaml
            out = []
            for path in sys.argv[1:]:
                with open(path) as f:
                    out.append(list(yaml.safe_load_all(f)))
            print(json.dumps(out))
            """
        let r = try Subprocess.run(try #require(Oracle.python3), ["-c", script] + Self.files.map(Oracle.path))
        #expect(r.status == 0, "\(r.stderr)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[[String: Any]]])
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

    /// The commands in the manifests are ones the tool accepts.
    @Test func manifestsUseTheCommands() throws {
        for file in Self.files {
            let text = try String(contentsOfFile: Oracle.path(file), encoding: .utf8)
            #expect(text.contains("--state-out"), "\(file)")
            #expect(text.contains("ranconform merge"), "\(file)")
        }
    }
}
