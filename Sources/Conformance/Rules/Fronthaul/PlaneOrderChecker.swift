import Fronthaul
import WireCore

/// FH-XP-ORDER (O-RAN.WG4.CUS §4.4.2, §7.2): the DL C-plane message describing a symbol reaches the
/// capture point before the DL U-plane data of that symbol (by about Tcp_adv_dl). Per eAxC and slot
/// the checker keeps the DL symbols C-plane section types 1 and 3 announced (startSymbolId +
/// numSymbol) and the DL U-plane symbols seen before any announcement; a C-plane that later covers
/// such a symbol is a violation naming both frames. U-plane data no C-plane ever covers is
/// FH-XP-COUPLE's finding, not this rule's. State older than ``staleNanoseconds`` is dropped
/// (frameId wraps every 2.56 s), and the tables are bounded.
final class PlaneOrderChecker: RuleChecker {
    /// Entries older than this are ignored (much longer than any slot's advance; shorter than a frameId wrap).
    static let staleNanoseconds: Int64 = 100_000_000

    struct Announced { var symbols: UInt16; var time: Int64; var node = 0 }
    struct Early { var symbols: UInt16; var time: Int64; var frames: [Int]; var node: Int }

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }

    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var handle = RuleRecorder.unselected
    @exclusivity(unchecked) var announced: BoundedTable<WordKey, Announced>
    @exclusivity(unchecked) var early: BoundedTable<WordKey, Early>
    /// After a part's snapshot: whether a slot's state still fresh was let go at the bound (``BoundaryTable/reachedCapacity``).
    var letGoFreshSinceSnapshot: Bool?
    let maximumEntries: Int

    init(maximumEntries: Int) {
        self.maximumEntries = maximumEntries
        announced = BoundedTable(capacity: maximumEntries)
        early = BoundedTable(capacity: maximumEntries)
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    private static func key(eAxC: UInt16, frame: UInt8, subframe: UInt8, slot: UInt8) -> WordKey {
        WordKey(UInt64(eAxC) << 32 | UInt64(frame) << 16 | UInt64(subframe) << 8 | UInt64(slot))
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, case .fronthaul(let result) = event.payload else { return }
        let c = event.context
        let now = c.timestampNanoseconds
        let messages = result.messages
        for index in messages.indices {
            switch messages[index].body {
            case .cPlane(let t, let m) where m.dataDirection == 1 && (m.sectionType == 1 || m.sectionType == 3):
                var symbols: UInt16 = 0
                for s in m.sections {
                    // startSymbolId is a 6-bit field: values past the slot's symbols are the codec's
                    // finding (FH-CP-TIME), not symbols to announce here.
                    let start = Int(m.startSymbolId), end = min(16, start + max(1, Int(s.numSymbol)))
                    guard start < end else { continue }
                    for symbol in start..<end { symbols |= 1 << UInt16(symbol) }
                }
                let k = Self.key(eAxC: t.eAxC, frame: m.frameId, subframe: m.subframeId, slot: m.slotId)
                var entry = announced[k].flatMap { now.subtractingSaturating($0.time) > Self.staleNanoseconds ? nil : $0 } ?? Announced(symbols: 0, time: now)
                entry.symbols |= symbols
                entry.time = now
                entry.node = c.sender
                if let evicted = announced.insert(k, entry) {
                    letGo(evicted.value.time, node: evicted.value.node, symbols: evicted.value.symbols, now: now, &recorder)
                }
                if let pending = early[k], now.subtractingSaturating(pending.time) <= Self.staleNanoseconds, pending.symbols & symbols != 0 {
                    let late = pending.symbols & symbols
                    recorder.evaluated(handle, node: pending.node, count: late.nonzeroBitCount)
                    if recorder.isActive(handle, node: pending.node) {
                        let list = (0..<16).filter { late & (1 << UInt16($0)) != 0 }.map(String.init).joined(separator: ", ")
                        recorder.violation(handle, node: pending.node, Violation(
                            "DL U-plane for symbol(s) \(list) of frame \(m.frameId) subframe \(m.subframeId) slot \(m.slotId) came before the C-plane that describes it",
                            frames: pending.frames + c.frames, fieldPath: "oran_fh_cus.startSymbolId", expected: "C-plane first", actual: "U-plane first"))
                    }
                    let rest = pending.symbols & ~symbols
                    if rest == 0 { early[k] = nil } else { early[k]?.symbols = rest }
                }
            case .uPlane(let t, let u) where u.dataDirection == 1:
                guard recorder.isActive(handle, node: c.sender), u.symbolId < 16 else { continue }
                let k = Self.key(eAxC: t.eAxC, frame: u.frameId, subframe: u.subframeId, slot: u.slotId)
                let bit: UInt16 = 1 << UInt16(u.symbolId)
                if let a = announced[k], now.subtractingSaturating(a.time) <= Self.staleNanoseconds, a.symbols & bit != 0 {
                    recorder.evaluated(handle, node: c.sender)
                } else {
                    var entry = early[k].flatMap { now.subtractingSaturating($0.time) > Self.staleNanoseconds ? nil : $0 }
                        ?? Early(symbols: 0, time: now, frames: c.frames, node: c.sender)
                    entry.symbols |= bit
                    if let evicted = early.insert(k, entry) {
                        letGo(evicted.value.time, node: evicted.value.node, symbols: evicted.value.symbols, now: now, &recorder)
                    }
                }
            default:
                continue
            }
        }
    }

    /// An entry let go at the table's bound (the oldest): while still fresh, the symbols it held
    /// can no longer be judged, so they are INCONCLUSIVE; a stale one had expired anyway.
    private func letGo(_ time: Int64, node: Int, symbols: UInt16, now: Int64, _ recorder: inout RuleRecorder) {
        guard now.subtractingSaturating(time) <= Self.staleNanoseconds else { return }
        if letGoFreshSinceSnapshot != nil { letGoFreshSinceSnapshot = true }
        recorder.inconclusive(handle, node: node, count: max(1, symbols.nonzeroBitCount),
                              reason: "slot state let go at the bound of \(maximumEntries) open slots per table")
    }

    var openState: OpenStateCounters {
        OpenStateCounters(entries: announced.count + early.count, evicted: announced.evicted + early.evicted)
    }

    func discontinuity(_ recorder: inout RuleRecorder) { finish(&recorder) }

    func finish(_ recorder: inout RuleRecorder) {
        announced.removeAll()
        early.removeAll()
    }
}
