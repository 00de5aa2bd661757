import ArgumentParser
import Conformance
import Profiles
import WireCore

/// `ranconform rules [ID] [--json]`: the rule catalogue. Without an id, one tab-separated line
/// per rule in report order: id, severity, O-RAN status, what the profiles must declare (`-`
/// for spec-only rules), title, spec clause. With an id (or a glob such as `FH-SE-*`), each
/// matching rule explained: clause, severity, status, area, the declaration it needs and the
/// SKIP reasons when that is missing.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the built-in rules, or explain one (clause, severity, what a profile must declare).",
        discussion: """
            Without ID, tab-separated: id, severity, O-RAN status, declaration needed ('-' for spec-only rules; \
            device-fronthaul, testbed-flows, node-vlan, node-mtu, node-acknack-deadline), title, clause. \
            Custom rules are the profiles' own and are not listed.
            """
    )

    @Argument(help: "A rule id, or a glob over ids (FH-SE-*), to explain.") var id: String?
    @Flag(help: "JSON: an array of rules, or one object for one rule id.") var json = false

    func run() throws {
        let all = RuleCatalog.rules
        var out = BufferedOutput()
        guard let id else {
            if json {
                out.writeLine("[")
                for (index, rule) in all.enumerated() { out.writeLine(Self.json(rule) + (index + 1 < all.count ? "," : "")) }
                out.writeLine("]")
            } else {
                for rule in all { out.writeLine(Self.line(rule)) }
            }
            out.flush()
            return
        }
        let pattern: RulePattern
        do {
            pattern = try RulePattern(parsing: id)
        } catch {
            throw CommandFailure(message: error.message)
        }
        let matching = all.filter { pattern.matches($0.id.rawValue) }
        if matching.isEmpty {
            let hint = EditDistance.closest(to: id, in: all.map(\.id.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
            throw CommandFailure(message: "no rule '\(id)'\(hint) (see 'ranconform rules')")
        }
        if json {
            if pattern.isGlob {
                out.writeLine("[")
                for (index, rule) in matching.enumerated() { out.writeLine(Self.json(rule) + (index + 1 < matching.count ? "," : "")) }
                out.writeLine("]")
            } else {
                out.writeLine(Self.json(matching[0]))
            }
        } else {
            for (index, rule) in matching.enumerated() {
                if index > 0 { out.writeLine("") }
                out.write(Self.explanation(rule))
            }
        }
        out.flush()
    }

    static func line(_ rule: RuleSpec) -> String {
        [rule.id.rawValue, rule.severity.rawValue, rule.status.rawValue, rule.requirement.keyword, rule.title, rule.clause]
            .joined(separator: "\t")
    }

    /// Several lines: what the rule checks, where it comes from and when it applies.
    static func explanation(_ rule: RuleSpec) -> String {
        var text = "\(rule.id): \(rule.title)\n"
        text += "  clause:    \(rule.clause)\n"
        text += "  severity:  \(rule.severity.rawValue) (a suite may override it)\n"
        text += "  status:    \(rule.status.rawValue) (O-RAN conformance status)\n"
        text += "  area:      \(rule.area.rawValue)\n"
        text += "  needs:     \(rule.requirement.declaration)\n"
        let reasons = rule.skipReasons
        if !reasons.isEmpty {
            text += "  SKIP when: " + reasons.joined(separator: "\n             ") + "\n"
        }
        text += "  Without traffic of its kind in the capture the rule is SKIP; when the capture cannot decide"
            + " (snap-length cuts, state from before the capture) it is INCONCLUSIVE.\n"
        return text
    }

    static func json(_ rule: RuleSpec) -> String {
        var out = "{\"id\":" + JSONString.quoted(rule.id.rawValue) + ",\"title\":" + JSONString.quoted(rule.title)
        out += ",\"clause\":" + JSONString.quoted(rule.clause)
        out += ",\"severity\":" + JSONString.quoted(rule.severity.rawValue)
        out += ",\"status\":" + JSONString.quoted(rule.status.rawValue)
        out += ",\"area\":" + JSONString.quoted(rule.area.rawValue)
        out += ",\"requires\":" + JSONString.quoted(rule.requirement.keyword)
        out += ",\"declaration\":" + JSONString.quoted(rule.requirement.declaration)
        out += ",\"skipReasons\":[" + rule.skipReasons.map(JSONString.quoted).joined(separator: ",") + "]}"
        return out
    }
}
