import Conformance
import Profiles
import WireCore

/// `--report oran-json`: test results in the O-RAN ALLIANCE test-results JSON schema
/// (`o-ran-test-results-schema.json`, `schemaVersion` 1).
///
/// Metadata comes from the testbed (`report:`, `lab:`, `conformance:`), components from the device
/// profiles. Results are the O-RAN WG4 CONF (or, for an interoperability run, IOT) test cases the
/// DUT faces, numbered and grouped as the test specification numbers them, each with the DUT's
/// rows of the rules mapped to it as metrics (``ConformanceEvaluation``); rules no test case covers
/// are preconditions, listed in `notes`. What the schema requires and the profiles do not declare
/// is written as ``placeholder`` with a warning; nothing is made up.
enum ORANResultsJSON {
    /// The text written where a required fact is not declared.
    static let placeholder = "(not declared)"
    static let placeholderEmail = "not-declared@example.invalid"
    static let findingNotesPerNode = 5

    struct Warnings {
        private(set) var list: [String] = []
        mutating func add(_ s: String) { if !list.contains(s) { list.append(s) } }
    }

    static func render(_ input: ReportInput) -> RenderedReport {
        var warnings = Warnings()
        var root = JSONObjectBuilder()
        root.add("schemaVersion", .int(1))
        root.add("testMetadata", metadata(input, &warnings))
        root.add("tags", .array(tags(input).map(JSONValue.string)))
        root.add("testbedComponents", .array(components(input, &warnings)))
        root.add("testLab", lab(input, &warnings))
        // parsed once per clause text (a rule's rows share it, one per node)
        var parsed: [String: [SpecReference]] = [:]
        let refs = input.results.results.map { row in
            if let known = parsed[row.clause] { return known }
            let r = SpecReference.parse(row.clause)
            parsed[row.clause] = r
            return r
        }
        let evaluation = ConformanceEvaluation(input)
        root.add("testSpecifications", .array(specifications(input, refs, evaluation, &warnings)))
        root.add("testResults", .array(testResults(input, evaluation, &warnings)))
        root.add("notes", .array(notes(input) + conformanceNotes(input, evaluation)))
        return RenderedReport(format: .oranJSON, text: root.value.text(), warnings: warnings.list)
    }

    // MARK: metadata

    static func metadata(_ input: ReportInput, _ warnings: inout Warnings) -> JSONValue {
        let r = input.results
        var m = JSONObjectBuilder()
        let start = r.traffic.firstTimestampNanoseconds.map(ReportDate.init(nanosecondsSinceEpoch:)) ?? input.generated
        let stop = r.traffic.lastTimestampNanoseconds.map(ReportDate.init(nanosecondsSinceEpoch:)) ?? input.generated
        m.add("startDate", .string(start.rfc3339(fraction: true)))
        m.add("stopDate", .string(stop.rfc3339(fraction: true)))
        m.add("dutName", .string(limit(dutName(input, &warnings), 255)))
        m.add("interfaceUnderTest", .array(interfaces(input).map(JSONValue.string)))
        let summary = VerdictSummary(r)
        let overall: String
        switch summary.overall {
        case .fail: overall = "FAIL"
        case .warn, .waived: overall = "WARN"
        case .pass: overall = summary.count(.waived) > 0 ? "WARN" : "PASS"
        case .skip, .inconclusive:
            overall = "WARN"
            if let incomplete = r.completeness.summary {
                warnings.add("\(incomplete): overall result WARN")
            } else {
                warnings.add("no rule could be judged on this capture: overall result WARN")
            }
        }
        m.add("result", .string(overall))
        m.add("testType", .string(testType(input).rawValue))
        m.add("testId", .string(testId(input)))
        if let iot = input.testbed?.conformance.iotProfile {
            var p = JSONObjectBuilder()
            p.add("wg4IotSpecificationVersion", .string(iot.specificationVersion))
            p.add("mPlaneIotProfileName", iot.mPlaneProfile)
            p.add("mPlaneIotProfileTestConfiguration", iot.mPlaneTestConfiguration)
            p.add("cusPlaneIotProfileName", iot.cusPlaneProfile)
            p.add("cusPlaneIotProfileTestConfiguration", iot.cusPlaneTestConfiguration)
            m.add("iotProfile", p.value)
        }
        if let carrier = input.testbed?.carrier {
            var c = JSONObjectBuilder()
            let spacing = [0: "15kHz", 1: "30kHz", 2: "60kHz"][carrier.numerology]
            c.add("subCarrierSpacing", spacing)
            c.add("totalResourceBlocks", .int(carrier.prbs))
            c.add("duplexMode", .string(carrier.duplex.rawValue))
            m.add("configurationParameters", c.value)
        }
        return m.value
    }

    /// The lab's `report.testId` when declared, else a name-based UUID (version 5) of what the run
    /// read: capture names and sizes, frame count and time span, testbed and DUT. The same inputs
    /// give the same id, so reports stay reproducible.
    static func testId(_ input: ReportInput) -> String {
        if let id = input.testbed?.report.testId { return id }
        let r = input.results
        var name = input.captures.map { c in (c.path.split(separator: "/").last.map(String.init) ?? c.path) + ":" + (c.bytes.map(String.init) ?? "?") }
            .joined(separator: ",")
        name += "|frames=\(r.frames.frames)|first=\(r.traffic.firstTimestampNanoseconds.map(String.init) ?? "-")"
        name += "|last=\(r.traffic.lastTimestampNanoseconds.map(String.init) ?? "-")"
        name += "|testbed=\(input.testbed?.name ?? "-")|dut=\(input.testbed?.report.dut.joined(separator: ",") ?? "-")"
        return NameBasedUUID.string(name)
    }

    /// The testbed's `report.dut`, else every declared node (the system under test).
    static func dutName(_ input: ReportInput, _ warnings: inout Warnings) -> String {
        guard let testbed = input.testbed else {
            warnings.add("testMetadata.dutName: no testbed, so no device under test is declared; written as \(placeholder)")
            return placeholder
        }
        var names = testbed.report.dut
        if names.isEmpty {
            names = testbed.nodes.map(\.name)
            warnings.add("testMetadata.dutName: the testbed declares no report.dut; every declared node is named as the system under test")
        }
        return names.map { name in
            testbed.node(named: name).map { "\(name) (\($0.device.vendor) \($0.device.model))" } ?? name
        }.joined(separator: ", ")
    }

    /// The declared test type, else interoperability when the testbed declares an IOT profile or
    /// the declared nodes come from more than one vendor, and conformance otherwise.
    static func testType(_ input: ReportInput) -> ReportSettings.TestType {
        if let declared = input.testbed?.report.testType { return declared }
        if input.testbed?.conformance.iotProfile != nil { return .interoperability }
        let vendors = Set(input.testbed?.nodes.map(\.device.vendor) ?? [])
        return vendors.count > 1 ? .interoperability : .conformance
    }

    /// `o-du.ofh`, `o-cu.f1-c`, … for every node (of the DUT when declared) and interface with a
    /// judged rule (not SKIP), in the schema's enumeration order.
    static func interfaces(_ input: ReportInput) -> [String] {
        let dut = Set(input.testbed?.report.dut ?? [])
        var found = Set<String>()
        for r in input.results.results where r.verdict != .skip {
            guard dut.isEmpty || dut.contains(r.node), let role = input.node(named: r.node)?.role else { continue }
            switch (RuleInterface(rule: r.rule), role) {
            case (.ofh, .oRU), (.ofh, .oDU), (.f1c, .oDU), (.f1c, .oCU): found.insert("\(role.rawValue).\(RuleInterface(rule: r.rule).rawValue)")
            default: break
            }
        }
        let order = ["o-ru.ofh", "o-du.ofh", "o-du.f1-c", "o-cu.f1-c"]
        return order.filter(found.contains)
    }

    static func tags(_ input: ReportInput) -> [String] {
        var tags = ["ranconform"]
        let interfaces = Set(input.results.results.filter { $0.verdict != .skip }.map { RuleInterface(rule: $0.rule) })
        if interfaces.contains(.ofh) { tags.append("open-fronthaul") }
        if interfaces.contains(.f1c) { tags.append("f1ap") }
        return tags
    }

    // MARK: components and lab

    static func components(_ input: ReportInput, _ warnings: inout Warnings) -> [JSONValue] {
        var out: [JSONValue] = []
        for node in input.testbed?.nodes ?? [] {
            let d = node.device
            var c = JSONObjectBuilder()
            c.add("componentDescription", .string(limit("\(node.name): \(d.role.rawValue.uppercased()) (device profile \(d.id))", 255)))
            c.add("manufacturerName", .string(limit(d.vendor, 255)))
            c.add("manufacturerModel", .string(limit(d.model, 255)))
            c.add("serialNumber", d.serial.map { limit($0, 255) })
            c.add("softwareVersion", .string(limit(d.software, 255)))
            c.add("hardwareVersion", d.hardware.map { limit($0, 255) })
            c.add("firmwareVersion", d.firmware.map { limit($0, 255) })
            c.add("configurationNotes", .array([note("Device profile", "\(node.deviceFile) (id \(d.id), role \(d.role.rawValue))")]))
            out.append(c.value)
        }
        let undeclared = input.results.nodes.filter { !$0.declared }
        for node in undeclared {
            var c = JSONObjectBuilder()
            let role = node.role.map { $0.rawValue.uppercased() + " inferred from traffic" } ?? "role unknown"
            c.add("componentDescription", .string(limit("\(node.name): \(role), not declared in a testbed", 255)))
            c.add("manufacturerName", .string(placeholder))
            c.add("manufacturerModel", .string(placeholder))
            c.add("softwareVersion", .string(placeholder))
            out.append(c.value)
        }
        if !undeclared.isEmpty {
            warnings.add("testbedComponents: \(undeclared.count) node(s) seen in the capture are not declared in a testbed (\(undeclared.map(\.name).joined(separator: ", "))); manufacturer, model and software written as \(placeholder)")
        }
        var tool = JSONObjectBuilder()
        tool.add("componentDescription", .string("Test tool: conformance analysis of the captures"))
        tool.add("manufacturerName", .string(input.toolName))
        tool.add("manufacturerModel", .string("ranconform"))
        tool.add("softwareVersion", .string(input.toolVersion))
        out.append(tool.value)
        return out
    }

    static func lab(_ input: ReportInput, _ warnings: inout Warnings) -> JSONValue {
        var l = JSONObjectBuilder()
        guard let lab = input.testbed?.lab else {
            warnings.add("testLab: the testbed declares no lab (name, location, contacts); written as \(placeholder)")
            l.add("name", .string(placeholder))
            l.add("address", .string(placeholder))
            l.add("contacts", .array([placeholderContact()]))
            return l.value
        }
        l.add("name", .string(limit(lab.name, 255)))
        if let location = lab.location {
            l.add("address", .string(limit(location, 512)))
        } else {
            warnings.add("testLab.address: the testbed's lab declares no location; written as \(placeholder)")
            l.add("address", .string(placeholder))
        }
        var contacts: [JSONValue] = []
        for (i, c) in lab.contacts.enumerated() {
            var o = JSONObjectBuilder()
            let words = c.name.split(separator: " ")
            if words.count >= 2 {
                o.add("firstName", .string(limit(words.dropLast().joined(separator: " "), 255)))
                o.add("lastName", .string(limit(String(words[words.count - 1]), 255)))
            } else {
                o.add("firstName", .string(limit(c.name, 255)))
                o.add("lastName", .string(placeholder))
                warnings.add("testLab.contacts[\(i)].lastName: contact name '\(c.name)' is one word; last name written as \(placeholder)")
            }
            o.add("organization", c.organization.map { limit($0, 255) })
            if let email = c.email {
                o.add("email", .string(limit(email, 255)))
            } else {
                o.add("email", .string(placeholderEmail))
                warnings.add("testLab.contacts[\(i)].email: not declared; written as \(placeholderEmail)")
            }
            o.add("phone", c.phone.map { limit($0, 255) })
            contacts.append(o.value)
        }
        if contacts.isEmpty {
            warnings.add("testLab.contacts: the testbed's lab declares no contact; written as \(placeholder)")
            contacts.append(placeholderContact())
        }
        l.add("contacts", .array(contacts))
        return l.value
    }

    static func placeholderContact() -> JSONValue {
        .object([JSONMember("firstName", .string(placeholder)), JSONMember("lastName", .string(placeholder)), JSONMember("email", .string(placeholderEmail))])
    }

    // MARK: specifications

    /// CONF or IOT (the test cases reported), then every document the run's rules cite, with the
    /// versions the testbed's `specs:` declares. Undeclared versions give one summarised warning.
    static func specifications(_ input: ReportInput, _ refs: [[SpecReference]], _ evaluation: ConformanceEvaluation,
                               _ warnings: inout Warnings) -> [JSONValue] {
        var out: [JSONValue] = []
        for spec in evaluation.specifications {
            var s = JSONObjectBuilder()
            s.add("name", .string(spec.rawValue))
            s.add("version", .string(spec.version))
            s.add("description", .string(spec == .conf ? "Conformance test cases: the test-case numbers of testResults." : "Interoperability test cases: the test-case numbers of testResults."))
            s.add("links", .array([.object([JSONMember("displayName", .string("O-RAN ALLIANCE specifications")),
                                            JSONMember("url", .string("https://specifications.o-ran.org/specifications"))])]))
            out.append(s.value)
        }
        var documents: [String] = []
        // Only document ids (they carry a number: TS 38.473, O-RAN.WG4.CUS, eCPRI v2.0); a reference
        // such as "lab policy" is kept in the results grouping but is no specification.
        for list in refs {
            for ref in list where !documents.contains(ref.document) && ref.document.contains(where: \.isNumber) { documents.append(ref.document) }
        }
        var undeclared: [String] = []
        var unlinked: [String] = []
        for document in documents {
            let (name, version) = nameAndVersion(document, input)
            var s = JSONObjectBuilder()
            s.add("name", .string(limit(name, 255)))
            if let version {
                s.add("version", .string(limit(version, 255)))
            } else {
                s.add("version", .string(placeholder))
                undeclared.append(SpecVersions.key(for: name).map { "\(name) (specs.\($0))" } ?? name)
            }
            s.add("description", .string(limit("Cited by the rules of this run as \"\(document)\".", 512)))
            if let (display, url) = SpecReference.link(for: document) {
                s.add("links", .array([.object([JSONMember("displayName", .string(display)), JSONMember("url", .string(url))])]))
            } else {
                s.add("links", .array([.object([JSONMember("displayName", .string(placeholder)), JSONMember("url", .string("urn:ranconform:no-link-known"))])]))
                unlinked.append(name)
            }
            out.append(s.value)
        }
        if !undeclared.isEmpty {
            warnings.add("testSpecifications: the testbed's specs: declares no version for \(undeclared.count) cited document(s): \(undeclared.joined(separator: ", ")); written as \(placeholder)")
        }
        if !unlinked.isEmpty {
            warnings.add("testSpecifications: no public link known for \(unlinked.joined(separator: ", ")); written as urn:ranconform:no-link-known")
        }
        return out
    }

    /// Splits `eCPRI v2.0` into name and version; CUS and F1AP versions come from the testbed's
    /// `specs:` or, failing that, from what the tool applied.
    static func nameAndVersion(_ document: String, _ input: ReportInput) -> (String, String?) {
        if let v = document.range(of: " v") {
            return (String(document[..<v.lowerBound]), String(document[v.upperBound...]))
        }
        if document == "O-RAN.WG4.CUS" {
            if let cus = input.testbed?.specs.cus { return (document, cus.description) }
            let c = RunConfiguration().fronthaul
            return (document, "\(c.cusMajor).\(c.cusMinor < 10 ? "0" : "")\(c.cusMinor) (tool default, not declared by the testbed)")
        }
        if document == "TS 38.473" {
            if let f1ap = input.testbed?.specs.f1ap { return (document, f1ap) }
            return (document, "18.2.0 (the decoding schema built into the tool, not declared by the testbed)")
        }
        if let key = SpecVersions.key(for: document), let declared = input.testbed?.specs.other[key] { return (document, declared) }
        // A dated standard carries its version in its name (IEEE 1588-2019).
        if let dash = document.lastIndex(of: "-"), document[document.index(after: dash)...].count == 4,
           document[document.index(after: dash)...].allSatisfy(\.isNumber) {
            return (document, String(document[document.index(after: dash)...]))
        }
        return (document, nil)
    }

    // MARK: results

    /// Test groups mirroring the specification's hierarchy (CONF 3.4 → 3.4.4 → 3.4.4.4 → case
    /// 3.4.4.4.1), one test case per CONF / IOT case the DUT faces.
    static func testResults(_ input: ReportInput, _ evaluation: ConformanceEvaluation, _ warnings: inout Warnings) -> [JSONValue] {
        for note in evaluation.notes where note.hasPrefix("O-RU") { warnings.add("testResults: \(note)") }
        let cases = evaluation.cases.map { c in (id: c.testCase.id, value: testCase(c, input)) }
        if cases.isEmpty {
            warnings.add("testResults: no CONF or IOT test case applies to this run's DUT; the rules are listed as preconditions in notes")
            var c = JSONObjectBuilder()
            c.add("number", .string("0"))
            c.add("name", .string("No CONF or IOT test case applies"))
            c.add("description", .string("No device under test of this run faces a catalogued test case; every rule result is listed as a precondition in notes."))
            c.add("result", .string("SKIP"))
            c.add("status", .string(RuleStatus.optional.rawValue))
            c.add("metrics", .array([emptyMetric("no test case applies")]))
            return [c.value]
        }
        return groups(cases, depth: 2)
    }

    /// Groups `cases` by the first `depth` components of their numbers, recursively, down to the
    /// case itself.
    static func groups(_ cases: [(id: String, value: JSONValue)], depth: Int) -> [JSONValue] {
        var out: [JSONValue] = []
        var prefixes: [String] = []
        var members: [String: [(id: String, value: JSONValue)]] = [:]
        for c in cases {
            let parts = c.id.split(separator: ".")
            guard parts.count > depth else {
                prefixes.append("\u{0}" + c.id)
                members["\u{0}" + c.id] = [c]
                continue
            }
            let prefix = parts.prefix(depth).joined(separator: ".")
            if members[prefix] == nil { prefixes.append(prefix) }
            members[prefix, default: []].append(c)
        }
        for prefix in prefixes {
            let items = members[prefix] ?? []
            if prefix.hasPrefix("\u{0}") {
                out += items.map(\.value)
                continue
            }
            var g = JSONObjectBuilder()
            g.add("number", .string(prefix))
            g.add("name", .string(limit(groupName(prefix), 255)))
            g.add("groupItems", .array(groups(items, depth: depth + 1)))
            out.append(g.value)
        }
        return out
    }

    /// Our names for the test-specification clauses that group test cases.
    static func groupName(_ number: String) -> String {
        let parts = number.split(separator: ".").map(String.init)
        let named: [String: String] = [
            "3.1": "CONF M-plane test cases", "3.2": "CONF O-RU C/U-plane test cases", "3.3": "CONF S-plane test cases",
            "3.4": "CONF O-DU C/U-plane test cases", "3.4.4": "O-DU C/U-plane test cases by scenario class",
            "3.4.4.1": "NR generic (NRG)", "3.4.4.2": "Beamforming (BFM)", "3.4.4.3": "Compression (CMP)", "3.4.4.4": "Delay management (DLM)",
            "2.2": "IOT test cases (O-DU + O-RU)", "2.2.1": "IOT start-up", "2.2.2": "IOT S-plane", "2.2.3": "IOT radio C-plane and U-plane data transfer",
            "2.2.4": "IOT delay management",
        ]
        if let name = named[number] { return name }
        if parts.count >= 3, parts[0] == "3", parts[1] == "2", let s = ConformanceScenario.allCases.first(where: { String($0.number) == parts[2] }) {
            if parts.count == 3 { return "O-RU tests, \(s.title)" }
            let classes = ["1": "NR generic (NRG)", "2": "Beamforming (BFM)", "3": "Compression (CMP)", "4": "Delay management (DLM)",
                           "6": "LAA", "7": "LTE", "8": "PRACH, section type 3 (ST3)"]
            if parts.count == 4, let c = classes[parts[3]] { return "O-RU \(s.title): \(c)" }
        }
        return "Clause \(number)"
    }

    static func resultType(_ v: Verdict) -> String {
        switch v {
        case .pass: "PASS"
        case .fail: "FAIL"
        case .warn, .waived: "WARN"
        case .skip, .inconclusive: "SKIP"
        }
    }

    /// One CONF / IOT test case: its verdict, one metric per DUT row of the rules mapped to it,
    /// the stimulus and other nodes' rows as notes.
    static func testCase(_ e: ConformanceEvaluation.Case, _ input: ReportInput) -> JSONValue {
        let t = e.testCase
        var c = JSONObjectBuilder()
        c.add("number", .string(t.id))
        c.add("name", .string(limit("\(t.label) \(t.title)", 255)))
        var description = "\(t.specification.rawValue) \(t.specification.version) §\(t.id). DUT \(t.dut.rawValue); class \(t.testClass.rawValue); "
        description += "capture evidence: \(t.evidence.rawValue). \(e.reason)."
        c.add("description", .string(limit(description, 1023)))
        c.add("result", .string(e.result.rawValue))
        c.add("status", .string(t.status.rawValue))
        let rows = e.dutRows
        var artifacts: [JSONValue] = []
        let cited = rows.flatMap { $0.findings.flatMap(\.frames) }
        if !cited.isEmpty {
            let frames = Array(Set(cited)).sorted()
            let list = frames.prefix(20).map(input.results.frameLabel).joined(separator: ", ") + (frames.count > 20 ? ", …" : "")
            for capture in input.captures {
                artifacts.append(.object([JSONMember("name", .string(limit(capture.path, 255))), JSONMember("path", .string(limit(capture.path, 1023))),
                                          JSONMember("description", .string(limit("Capture checked; frames with the DUT's findings for this case: \(list)", 1023)))]))
            }
            if let evidence = input.evidencePath {
                artifacts.append(.object([JSONMember("name", .string("evidence")), JSONMember("path", .string(limit(evidence, 1023))),
                                          JSONMember("description", .string("Frames cited by findings, each with a pcapng comment 'RULE-ID: message'"))]))
            }
        }
        if !artifacts.isEmpty { c.add("artifacts", .array(artifacts)) }
        let measurements = rows.flatMap { caseMeasurements($0, input) }
        if !measurements.isEmpty { c.add("measurements", .array(measurements)) }
        c.add("metrics", .array(rows.isEmpty ? [emptyMetric(e.reason)] : rows.map { metric($0, input) }))
        var notes: [JSONValue] = []
        for row in rows {
            if let reason = row.reason { notes.append(note("\(row.rule) on \(row.node): \(row.verdict.rawValue)", reason)) }
            for f in row.findings.prefix(findingNotesPerNode) {
                let frames = f.frames.map(input.results.frameLabel).joined(separator: ",")
                notes.append(note("\(row.rule) on \(row.node): finding at frame\(f.frames.count == 1 ? "" : "s") \(frames)", ReportText.finding(f, in: input.results)))
            }
            let more = row.violations + row.waived - min(findingNotesPerNode, row.findings.count)
            if more > 0 { notes.append(note("\(row.rule) on \(row.node): more findings", "\(more) more finding(s) not listed")) }
        }
        let environment = e.environmentRows.map { "\($0.rule) on \($0.node): \($0.verdict.rawValue) (\(ReportText.counts($0)))" }
        if !environment.isEmpty {
            notes.append(note("Stimulus and other nodes (not the DUT)", environment.joined(separator: "\n")))
        }
        if !e.uncertain.isEmpty {
            notes.append(note("Mapping judged by the harness", e.uncertain.map { "\($0.rule): \($0.why)" }.joined(separator: "\n")))
        }
        if !notes.isEmpty { c.add("notes", .array(notes)) }
        return c.value
    }

    /// The single metric of a case no DUT row feeds (the schema needs one): SKIP, with why.
    static func emptyMetric(_ why: String) -> JSONValue {
        var m = JSONObjectBuilder()
        m.add("description", .string(limit("No rule judged the DUT for this test case: \(why)", 1023)))
        m.add("measurements", .array([measurement("rows judged", "DUT rule results that feed this case", [.int(0)], "count")]))
        m.add("status", .string(RuleStatus.optional.rawValue))
        m.add("result", .string("SKIP"))
        return m.value
    }

    /// Notes for the preconditions (rules no reported case covers), the DUT's environment and the
    /// mapping's facts.
    static func conformanceNotes(_ input: ReportInput, _ evaluation: ConformanceEvaluation) -> [JSONValue] {
        var out: [JSONValue] = []
        let counts = [ConformanceEvaluation.Result.pass, .fail, .warn, .skip].map { "\($0.rawValue) \(evaluation.count($0))" }.joined(separator: ", ")
        out.append(note("Test cases", "\(evaluation.cases.count) \(evaluation.specifications.map(\.shortName).joined(separator: "/")) test case(s): \(counts). "
                        + "Device under test: \(evaluation.dutNodes.isEmpty ? "(none)" : evaluation.dutNodes.joined(separator: ", ")). "
                        + "Rule → test-case mapping of CONF \(ConformanceTestCaseRegistry.confVersion) and IOT \(ConformanceTestCaseRegistry.iotVersion)."))
        if let configuration = input.testbed?.conformance.testConfiguration { out.append(note("Test configuration", configuration)) }
        if let s = evaluation.scenario { out.append(note("Signal scenario", "\(s.title) (O-RU test ids 3.2.\(s.number).C.n)")) }
        for text in evaluation.notes { out.append(note("Test-case mapping", text)) }
        let dut = Set(evaluation.dutNodes)
        let pre = evaluation.preconditions.filter { $0.verdict != .skip }
        if !pre.isEmpty {
            let lines = pre.map { "\($0.rule) on \($0.node)\(dut.contains($0.node) ? "" : " (not the DUT)"): \($0.verdict.rawValue) (\(ReportText.counts($0)))" }
            out.append(note("Preconditions (rules outside the reported test cases)", limit(lines.joined(separator: "\n"), 4095)))
        }
        for text in input.results.waiverNotes { out.append(note("WARN: waiver", text)) }
        if !input.campaignRuns.isEmpty { out.append(note("Campaign: \(input.campaignRuns.count) runs joined", limit(input.campaignRuns.joined(separator: "\n"), 4095))) }
        let environment = input.results.environmentProblems
        if !environment.isEmpty {
            out.append(note("Environment findings (nodes other than the DUT; not the DUT's result)",
                            limit(environment.map { "\($0.rule) on \($0.node): \($0.verdict.rawValue) (\(ReportText.counts($0)))" }.joined(separator: "\n"), 4095)))
        }
        return out
    }

    static func clauseLess(_ a: String, _ b: String) -> Bool {
        let x = a.split(separator: ".").map { Int($0) ?? 0 }
        let y = b.split(separator: ".").map { Int($0) ?? 0 }
        return x.lexicographicallyPrecedes(y)
    }

    static func metric(_ r: RuleResult, _ input: ReportInput) -> JSONValue {
        let role = input.node(named: r.node)?.role.map { " (\($0.rawValue))" } ?? ""
        let result: String
        switch r.verdict {
        case .pass: result = "PASS"
        case .fail, .warn, .waived: result = "FAIL"  // WARN is not a metric result; waivers are noted
        case .skip, .inconclusive: result = "SKIP"
        }
        var m = JSONObjectBuilder()
        m.add("description", .string(limit("Node \(r.node)\(role): \(r.title)", 1023)))
        m.add("measurements", .array([
            measurement("evaluated", "items the rule judged", [.int(r.evaluated)], "count"),
            measurement("violations", "violations not covered by a waiver", [.int(r.violations)], "count"),
            measurement("waived", "violations covered by a testbed waiver", [.int(r.waived)], "count"),
            measurement("inconclusive", "items that could not be judged", [.int(r.inconclusive)], "count"),
        ]))
        m.add("status", .string(r.status.rawValue))
        m.add("result", .string(result))
        return m.value
    }

    /// Measurement summaries and delay-window statistics in the schema's units.
    static func caseMeasurements(_ r: RuleResult, _ input: ReportInput) -> [JSONValue] {
        var out: [JSONValue] = []
        for m in r.measurements where m.count > 0 {
            let (scale, unit, note) = unitConversion(m.unit)
            out.append(measurement("\(r.node): \(m.name) min/mean/max", "\(m.count) samples\(note)",
                                   [.double(m.minimum * scale), .double(m.mean * scale), .double(m.maximum * scale)], unit))
        }
        for t in input.results.flowTiming where t.rule == r.rule && t.node == r.node {
            let flow = "\(r.node) eAxC \(t.eAxC) \(t.plane)-plane \(t.direction)\(t.flow.map { " (\($0))" } ?? "")"
            out.append(measurement("\(flow): early/on time/late/inconclusive", "messages per window outcome", [.int(t.early), .int(t.onTime), .int(t.late), .int(t.inconclusive)], "count"))
            let offsets = [t.minOffsetNs, t.medianOffsetNs, t.p99OffsetNs, t.maxOffsetNs].compactMap { $0 }
            if offsets.count == 4 {
                out.append(measurement("\(flow): offset min/median/p99/max", "capture time minus window reference",
                                       offsets.map { .double(Double($0) / 1_000_000) }, "millisecond"))
            }
        }
        return out
    }

    /// Engine units → schema units (scale factor, unit, note for the description).
    static func unitConversion(_ unit: String) -> (Double, String, String) {
        switch unit {
        case "ms": (1, "millisecond", "")
        case "µs", "us": (0.001, "millisecond", "")
        case "ns": (0.000_001, "millisecond", "")
        case "s": (1, "second", "")
        case "%": (1, "percentage", "")
        default: (1, "count", unit.isEmpty ? "" : " (\(unit))")
        }
    }

    static func measurement(_ name: String, _ description: String, _ values: [JSONValue], _ units: String) -> JSONValue {
        .object([JSONMember("name", .string(limit(name, 255))), JSONMember("description", .string(limit(description, 1023))),
                 JSONMember("values", .array(values)), JSONMember("units", .string(units))])
    }

    static func note(_ title: String, _ body: String) -> JSONValue {
        .object([JSONMember("title", .string(limit(title, 255))), JSONMember("body", .string(limit(body, 4095)))])
    }

    static func notes(_ input: ReportInput) -> [JSONValue] {
        let r = input.results
        var out = [note("Tool", "\(input.toolName) \(input.toolVersion); report generated \(input.generated.rfc3339())")]
        out.append(note("Captures", input.captures.map { c in c.path + (c.bytes.map { " (\($0) bytes)" } ?? "") }.joined(separator: "\n")))
        out.append(note("Frames", "\(r.frames.frames) frames: \(r.frames.decoded) decoded, \(r.frames.malformed) malformed, \(r.frames.inconclusive) inconclusive, \(r.frames.other) other"))
        if let t = input.testbed {
            out.append(note("Testbed", "\(t.name)\(t.description.map { ": \($0)" } ?? "")"))
            if input.testbed?.report.testType == nil {
                out.append(note("Test type", "Not declared (report.testType); \(testType(input).rawValue) inferred from the vendors of the declared nodes"))
            }
        }
        let counts = VerdictSummary(r)
        out.append(note("Verdicts", VerdictSummary.order.map { "\($0.rawValue) \(counts.count($0))" }.joined(separator: ", ")
                        + ". WAIVED results are reported as WARN; INCONCLUSIVE as SKIP."))
        return out
    }

    /// Cuts `s` to at most `n` characters (the schema's maxLength counts characters).
    static func limit(_ s: String, _ n: Int) -> String { s.count <= n ? s : String(s.prefix(n - 1)) + "…" }
}
