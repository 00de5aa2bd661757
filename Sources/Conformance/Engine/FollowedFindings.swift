import WireCore

/// The findings `check --follow` prints, each once it is decided (``ConformanceRun/onFinding``).
///
/// Most findings are decided when a rule records them. A violation of a rule that judges one end
/// by the other (``RuleExchange/bothEnds``) is not, while its node has no exchange captured both
/// ways: the end of the run makes it INCONCLUSIVE if the node never gets one
/// (``OneDirectionTraffic``). Such findings are held, in the order they were recorded, until the
/// node's exchange is seen both ways (then they are passed on at once) or the run ends (then those
/// whose (rule, node) the end did not settle are passed on, and the others never are). So every
/// finding passed on is one of the final results', and each of those is passed on once.
/// Bounded: the recorder reports only the findings it keeps (at most the finding cap per
/// (rule, node)).
struct FollowedFindings {
    private struct Held {
        var finding: RuleFinding
        var rule: Int
        var node: Int
        var area: RuleArea
        var exchange: RuleExchange
    }

    let sink: (RuleFinding) -> Void
    private var held: [Held] = []
    /// The ``OneDirectionTraffic/generation`` the held findings were last looked at in.
    private var lookedAt = -1

    init(sink: @escaping (RuleFinding) -> Void) { self.sink = sink }

    var isHolding: Bool { !held.isEmpty }

    /// A finding just recorded: passed on now if decided, else held.
    mutating func recorded(_ finding: RuleFinding, rule: Int, node: Int, area: RuleArea, exchange: RuleExchange, _ traffic: OneDirectionTraffic) {
        if traffic.isDecided(area, exchange, node: node) {
            sink(finding)
        } else {
            held.append(Held(finding: finding, rule: rule, node: node, area: area, exchange: exchange))
        }
    }

    /// Passes on the held findings `traffic` now decides (only after a change it counted).
    mutating func passDecided(_ traffic: OneDirectionTraffic) {
        guard !held.isEmpty, traffic.generation != lookedAt else { return }
        lookedAt = traffic.generation
        var kept: [Held] = []
        for h in held {
            if traffic.isDecided(h.area, h.exchange, node: h.node) { sink(h.finding) } else { kept.append(h) }
        }
        held = kept
    }

    /// At the end of the run, once it has settled one-direction captures: passes on the held
    /// findings whose (rule, node) `settled` does not name, and forgets the rest.
    mutating func finish(settled: (_ rule: Int, _ node: Int) -> Bool) {
        for h in held where !settled(h.rule, h.node) { sink(h.finding) }
        held.removeAll()
    }
}
