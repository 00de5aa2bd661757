import WireCore

/// The interfaces one UE crosses in a split gNB (TS 38.401 §6.1.2, §8.9).
enum UEInterface: Int, Hashable, Sendable, CaseIterable {
    case f1, ng, e1
    var name: String {
        switch self {
        case .f1: "F1"
        case .ng: "NG"
        case .e1: "E1"
        }
    }
}

/// One interface's UE context: the interface, the two nodes of its association (in index order)
/// and the UE id that names it there (gNB-DU UE F1AP ID, RAN UE NGAP ID, gNB-CU-CP UE E1AP ID).
struct UEContextKey: WordHashable, Sendable {
    var interface: UEInterface
    var nodeA: Int
    var nodeB: Int
    var id: UInt64

    var hashWords: (UInt64, UInt64) {
        (UInt64(interface.rawValue) | UInt64(truncatingIfNeeded: nodeA) << 8 | UInt64(truncatingIfNeeded: nodeB) << 36, id)
    }

    init(_ interface: UEInterface, _ x: Int, _ y: Int, _ id: UInt64) {
        self.interface = interface
        nodeA = min(x, y)
        nodeB = max(x, y)
        self.id = id
    }
}

/// Joins per-interface UE contexts into UE timelines on exact evidence only (``UEEvidence``:
/// equal NAS-PDU octets between F1 RRC containers and NGAP, equal GTP tunnels between NGAP, E1AP
/// and F1AP): never on time proximity. A token seen in two contexts of one interface is
/// ambiguous and never joins. Bounded: at most `maximumContexts` contexts (oldest evicted,
/// counted), tokens likewise, `maximumSteps` steps per UE (the rest counted).
final class UETimelineCorrelator {
    static let maximumSteps = 64
    static let maximumReported = 64
    /// E1 Bearer Context Setups remembered for ``unjoinedE1Setup(since:)``.
    static let maximumRecentE1Setups = 1024

    struct RawStep {
        var frame: Int
        var time: Int64
        var interface: UEInterface
        var message: String
        var sender: Int
        var receiver: Int
        var ids: StepIDs
    }

    /// One id a step shows (`gNB-DU-UE-F1AP-ID=5`), kept as its number: the text is written
    /// only for the summary, not for every message.
    struct StepID {
        var label: String
        var value: UInt64
        /// `value` is an Int64's bit pattern.
        var signed: Bool

        init(_ label: String, _ value: UInt64) { (self.label, self.value, signed) = (label, value, false) }
        init(_ label: String, _ value: Int64) { (self.label, self.value, signed) = (label, UInt64(bitPattern: value), true) }

        var text: String { label + "=" + (signed ? String(Int64(bitPattern: value)) : String(value)) }
    }

    /// A step's ids: the context's own id, then the peer's when the message carries it.
    struct StepIDs {
        var first: StepID
        var second: StepID?

        var texts: [String] { second.map { [first.text, $0.text] } ?? [first.text] }
    }

    struct UE {
        var contexts: [UEContextKey] = []
        var steps: [RawStep] = []
        var dropped = 0
        var joinedBy: Set<String> = []
        var interfaces: Set<UEInterface> = []
        /// Frame and time of the F1 Initial UL RRC Message Transfer that created its F1 context.
        var initialUL: (frame: Int, time: Int64)?
        /// An E1 Bearer Context Setup Request of the UE was seen.
        var e1BearerSetup = false
        var firstFrame: Int { steps.first?.frame ?? 0 }
    }

    private let maximumContexts: Int
    // `@exclusivity(unchecked)`: the checking thread alone runs this checker, and no access to
    // these properties overlaps another (each is changed in place by one call at a time); the
    // run-time check would cost a call per PDU for each.
    @exclusivity(unchecked) private var contexts: [UEContextKey: (ue: Int, serial: Int)] = [:]
    @exclusivity(unchecked) private var contextOrder: [(key: UEContextKey, serial: Int)] = []
    private var contextHead = 0
    private var serial = 0
    /// Keyed by the UE's number (``WordKey``: looked up for every UE-associated message).
    @exclusivity(unchecked) private var ues: [WordKey: UE] = [:]
    private var nextUE = 0
    @exclusivity(unchecked) private var tokens: [UEToken: UEContextKey] = [:]
    @exclusivity(unchecked) private var tokenOrder: [UEToken] = []
    private var tokenHead = 0
    @exclusivity(unchecked) private var ambiguous: Set<UEToken> = []
    private var recentE1Setups: [(time: Int64, key: UEContextKey)] = []
    private(set) var summaryCounts = UETimelineSummary()
    private var reported: [UE] = []
    private(set) var evicted = 0

    init(maximumContexts: Int) { self.maximumContexts = max(1, maximumContexts) }

    var entries: Int { contexts.count + tokens.count }

    /// Records one UE-associated message and its evidence; returns the UE's id. `fresh` starts a
    /// new context for the key (the message allocates the id: Initial UL RRC Message Transfer,
    /// Initial UE Message, Bearer Context Setup Request); `releases` lets the key go after it.
    @discardableResult
    func observe(_ key: UEContextKey, step: RawStep, tokens found: [UEToken], fresh: Bool = false, releases: Bool = false) -> Int {
        if fresh, contexts[key] != nil { detach(key) }
        let ueID: Int
        if let c = contexts[key] {
            ueID = c.ue
        } else {
            ueID = nextUE
            nextUE += 1
            var ue = UE()
            ue.contexts = [key]
            ue.interfaces = [key.interface]
            ues[WordKey(ueID)] = ue
            serial += 1
            contexts[key] = (ueID, serial)
            contextOrder.append((key, serial))
            evictContexts()
        }
        var current = ueID
        append(step, to: current)
        for t in found where !ambiguous.contains(t) {
            if let owner = tokens[t] {
                if owner == key { continue }
                if owner.interface == key.interface {
                    tokens[t] = nil
                    ambiguous.insert(t)
                    if ambiguous.count > maximumContexts { ambiguous.removeAll(keepingCapacity: true) }
                    continue
                }
                if let other = contexts[owner]?.ue, other != current {
                    current = merge(current, other, evidence: t.kindName)
                } else if contexts[owner] == nil {
                    tokens[t] = key
                }
            } else {
                tokens[t] = key
                tokenOrder.append(t)
                evictTokens()
            }
        }
        if releases { detach(key) }
        return current
    }

    func ue(_ id: Int) -> UE? { ues[WordKey(id)] }

    /// Marks the UE's F1 context as created by an Initial UL RRC Message Transfer in the capture.
    func markInitialUL(_ id: Int, frame: Int, time: Int64) {
        guard var ue = ues[WordKey(id)], ue.initialUL == nil else { return }
        ue.initialUL = (frame, time)
        ues[WordKey(id)] = ue
    }

    /// Records an E1 Bearer Context Setup Request for the context `key` (UE `id`).
    func markE1BearerSetup(_ id: Int, key: UEContextKey, time: Int64) {
        ues[WordKey(id)]?.e1BearerSetup = true
        recentE1Setups.append((time, key))
        if recentE1Setups.count > 2 * Self.maximumRecentE1Setups { recentE1Setups.removeFirst(Self.maximumRecentE1Setups) }
    }

    /// True when an E1 Bearer Context Setup seen at or after `time` is not joined to any F1 UE
    /// context, or when the remembered setups do not reach back to `time` (either way the UE's
    /// bearer may be among them).
    func unjoinedE1Setup(since time: Int64) -> Bool {
        for entry in recentE1Setups.reversed() {
            guard entry.time >= time else { return false }
            guard let id = contexts[entry.key]?.ue, let ue = ues[WordKey(id)] else { return true }
            if !ue.interfaces.contains(.f1) { return true }
        }
        return recentE1Setups.count >= Self.maximumRecentE1Setups
    }

    private func append(_ step: RawStep, to id: Int) {
        // in place: one lookup, the UE's steps never copied
        guard let i = ues.index(forKey: WordKey(id)) else { return }
        if ues.values[i].steps.count < Self.maximumSteps { ues.values[i].steps.append(step) } else { ues.values[i].dropped += 1 }
    }

    /// Joins UE `b` into UE `a` (or the other way, keeping the one with more steps); returns the
    /// surviving id.
    private func merge(_ a: Int, _ b: Int, evidence: String) -> Int {
        // taken out of the table, so that appending to their lists copies nothing (a UE may
        // hold thousands of contexts)
        guard ues[WordKey(b)] != nil, var x = ues.removeValue(forKey: WordKey(a)), var y = ues.removeValue(forKey: WordKey(b)) else { return a }
        var keep = a
        var drop = b
        if y.steps.count > x.steps.count { swap(&x, &y); keep = b; drop = a }
        var steps: [RawStep] = []
        steps.reserveCapacity(min(Self.maximumSteps, x.steps.count + y.steps.count))
        var i = 0, j = 0
        while i < x.steps.count || j < y.steps.count {
            let takeX = j >= y.steps.count || (i < x.steps.count && x.steps[i].frame <= y.steps[j].frame)
            let s = takeX ? x.steps[i] : y.steps[j]
            if takeX { i += 1 } else { j += 1 }
            if steps.count < Self.maximumSteps { steps.append(s) } else { x.dropped += 1 }
        }
        x.steps = steps
        x.dropped += y.dropped
        x.joinedBy.formUnion(y.joinedBy)
        x.joinedBy.insert(evidence)
        x.interfaces.formUnion(y.interfaces)
        x.e1BearerSetup = x.e1BearerSetup || y.e1BearerSetup
        if let u = y.initialUL, x.initialUL == nil || u.frame < x.initialUL!.frame { x.initialUL = u }
        for k in y.contexts {
            if let c = contexts[k], c.ue == drop { contexts[k] = (keep, c.serial) }
        }
        x.contexts += y.contexts
        ues[WordKey(keep)] = x
        return keep
    }

    /// Lets the context go (released, reused or evicted); a UE with no context left is finished.
    private func detach(_ key: UEContextKey) {
        guard let c = contexts.removeValue(forKey: key), var ue = ues.removeValue(forKey: WordKey(c.ue)) else { return }
        ue.contexts.removeAll { $0 == key }
        if ue.contexts.contains(where: { contexts[$0]?.ue == c.ue }) {
            ues[WordKey(c.ue)] = ue
        } else {
            ues[WordKey(c.ue)] = nil
            finishUE(ue)
        }
    }

    private func finishUE(_ ue: UE) {
        if ue.interfaces.count >= 2 {
            summaryCounts.correlated += 1
            if reported.count < Self.maximumReported { reported.append(ue) }
        } else {
            summaryCounts.singleInterface += 1
        }
    }

    private func evictContexts() {
        while contexts.count > maximumContexts, contextHead < contextOrder.count {
            let e = contextOrder[contextHead]
            contextHead += 1
            if let c = contexts[e.key], c.serial == e.serial {
                detach(e.key)
                evicted += 1
                summaryCounts.evictedContexts += 1
            }
        }
        if contextHead > 1024 && contextHead * 2 > contextOrder.count {
            contextOrder.removeFirst(contextHead)
            contextHead = 0
        }
    }

    private func evictTokens() {
        let bound = 4 * maximumContexts
        while tokens.count > bound, tokenHead < tokenOrder.count {
            tokens[tokenOrder[tokenHead]] = nil
            tokenHead += 1
        }
        if tokenHead > 1024 && tokenHead * 2 > tokenOrder.count {
            tokenOrder.removeFirst(tokenHead)
            tokenHead = 0
        }
    }

    /// Another recording starts: every UE is finished as it stands and nothing joins across
    /// (UE ids and tunnels of the next recording are other contexts).
    func restart() {
        for id in ues.keys.sorted(by: { $0.word < $1.word }) { if let ue = ues[id] { finishUE(ue) } }
        ues.removeAll()
        contexts.removeAll()
        contextOrder.removeAll()
        contextHead = 0
        tokens.removeAll()
        tokenOrder.removeAll()
        tokenHead = 0
        ambiguous.removeAll()
        recentE1Setups.removeAll()
    }

    /// The UE timelines at the end of the capture, node indices named by `name`.
    func summary(name: (Int) -> String) -> UETimelineSummary {
        for id in ues.keys.sorted(by: { $0.word < $1.word }) { if let ue = ues[id] { finishUE(ue) } }
        ues.removeAll()
        contexts.removeAll()
        var out = summaryCounts
        out.timelines = reported.sorted { $0.firstFrame < $1.firstFrame }.map { ue in
            UETimeline(
                interfaces: UEInterface.allCases.filter { ue.interfaces.contains($0) }.map(\.name),
                steps: ue.steps.map {
                    UETimelineStep(frame: $0.frame, timestampNanoseconds: $0.time, interface: $0.interface.name, message: $0.message,
                                   sender: name($0.sender), receiver: name($0.receiver), ids: $0.ids.texts)
                },
                droppedSteps: ue.dropped, joinedBy: ue.joinedBy.sorted())
        }
        reported.removeAll()
        return out
    }
}
