import WireCore
import Fronthaul

/// FH-XP-ST0 (O-RAN.WG4.CUS §7.4.2 section type 0 "unused resource blocks or symbols in DL or UL"):
/// no DL U-plane data for PRBs and symbols that a DL section type 0 message declares idle or guard
/// for that eAxC and slot.
///
/// Per slot (frameId, subframeId, slotId) the checker keeps the DL ST0 sections seen: their eAxC,
/// the eAxC mask of SE7 (multiple-eAxC designation, CUS §7.7.7: the blanking applies to every eAxC
/// that matches under the mask; without SE7 the mask is 0xFFFF), the symbols (startSymbolId with
/// symInc, numSymbol) and the PRBs (startPrbc, numPrbc, rb). Only sections whose reMask covers all
/// 12 REs idle whole PRBs; a partial reMask idles some REs, which full-PRB U-plane cannot show, so
/// it is not judged. A DL U-plane section whose PRBs meet an idle declaration for its eAxC and
/// symbol is a violation naming both frames. U-plane that comes before the ST0 message is not
/// judged (FH-XP-ORDER covers C-before-U for data sections). State older than
/// ``staleNanoseconds`` is ignored and the table is bounded by `maximumEntries` slots.
final class IdleSectionChecker: RuleChecker {
    static let staleNanoseconds: Int64 = 100_000_000
    /// Idle declarations kept per slot.
    static let maximumPerSlot = 64

    struct Idle {
        var eAxC: UInt16
        var mask: UInt16
        var symbols: UInt16
        var prbs: PRBMask
        var frame: Int
    }

    struct SlotEntry {
        var time: Int64
        var idle: [Idle]
        /// The node that declared the idle PRBs (their DL U-plane comes from it too).
        var node = 0
    }

    var specs: [RuleSpec] { [Self.rule] }
    var subscriptions: EventKinds { [.fronthaul] }

    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var handle = RuleRecorder.unselected
    @exclusivity(unchecked) var slots: BoundedTable<UInt32, SlotEntry>
    /// After a part's snapshot: whether a slot still fresh was let go at the bound since (``BoundaryTable/reachedCapacity``).
    var letGoFreshSinceSnapshot: Bool?
    let maximumEntries: Int
    private let carrierPRBs: Int

    init(maximumEntries: Int, carrierPRBs: Int) {
        self.maximumEntries = maximumEntries
        self.carrierPRBs = carrierPRBs
        slots = BoundedTable(capacity: maximumEntries)
    }

    func prepare(_ recorder: inout RuleRecorder) { handle = recorder.handle(Self.rule.id) }

    static func slotKey(frame: UInt8, subframe: UInt8, slot: UInt8) -> UInt32 {
        UInt32(frame) << 16 | UInt32(subframe) << 8 | UInt32(slot)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard handle >= 0, event.payload.isFronthaul else { return }
        let c = event.context
        // A DL U-plane message is judged only against a slot that a C-plane message declared idle
        // sections in; the loop asks for its sender's applicability first. So a PDU of one
        // message, not C-plane, while no slot is open, comes to that question alone.
        let kinds = event.fronthaulKinds
        if kinds.contains([.known, .single]), !kinds.contains(.cPlane), slots.isEmpty {
            if kinds.contains([.uPlane, .firstDownlink]) { _ = recorder.isActive(handle, node: c.sender) }
            return
        }
        guard case .fronthaul(let result) = event.payload else { return }
        let now = c.timestampNanoseconds
        let messages = result.messages
        for index in messages.indices {
            switch messages[index].body {
            case .cPlane(let t, let m) where m.sectionType == 0 && m.dataDirection == 1:
                declare(m, eAxC: t.eAxC, frame: c.frames.last ?? 0, now: now, node: c.sender, &recorder)
            case .uPlane(let t, let u) where u.dataDirection == 1:
                guard recorder.isActive(handle, node: c.sender), u.symbolId < 14,
                      let entry = slots[Self.slotKey(frame: u.frameId, subframe: u.subframeId, slot: u.slotId)],
                      now.subtractingSaturating(entry.time) <= Self.staleNanoseconds else { continue }
                let bit: UInt16 = 1 << UInt16(u.symbolId)
                for s in u.sections {
                    var judged = false
                    for idle in entry.idle where idle.symbols & bit != 0 && (idle.eAxC & idle.mask) == (t.eAxC & idle.mask) {
                        if !judged { recorder.evaluated(handle, node: c.sender) }
                        judged = true
                        let clash = Allocation.prbs(s, carrierPRBs: carrierPRBs).intersection(idle.prbs)
                        guard !clash.isEmpty else { continue }
                        recorder.violation(handle, node: c.sender, Violation(
                            "DL U-plane section \(s.sectionId) of eAxC 0x\(String(t.eAxC, radix: 16)) frame \(u.frameId) subframe \(u.subframeId) slot \(u.slotId) symbol \(u.symbolId) carries PRBs \(clash.description) that the section type 0 message in frame \(idle.frame) declares idle",
                            frames: [idle.frame] + c.frames, fieldPath: "oran_fh_cus.startPrbu", expected: "no data in idle PRBs",
                            actual: "\(clash.count) idle PRB(s) with data"))
                        break
                    }
                }
            default:
                continue
            }
        }
    }

    private func declare(_ m: CPlaneMessage, eAxC: UInt16, frame: Int, now: Int64, node: Int, _ recorder: inout RuleRecorder) {
        let key = Self.slotKey(frame: m.frameId, subframe: m.subframeId, slot: m.slotId)
        var entry = slots[key].flatMap { now.subtractingSaturating($0.time) > Self.staleNanoseconds ? nil : $0 } ?? SlotEntry(time: now, idle: [])
        var counter = Int(m.startSymbolId)
        for s in m.sections {
            if s.symInc { counter += 1 }
            guard s.reMask == 0xFFF, entry.idle.count < Self.maximumPerSlot else { continue }
            let a = Allocation.cPlane(s, symbolStart: counter, carrierPRBs: carrierPRBs)
            var mask: UInt16 = 0xFFFF
            if let se7 = s.extensions.first(where: { $0.extType == 7 }), let v = Allocation.value(se7, "oran_fh_cus.eAxCmask") {
                mask = UInt16(truncatingIfNeeded: v)
            }
            entry.idle.append(Idle(eAxC: eAxC, mask: mask, symbols: a.symbols, prbs: a.prbs, frame: frame))
        }
        entry.time = now
        entry.node = node
        // At the bound the oldest slot is let go: idle declarations still fresh can no longer be
        // held against their U-plane, so they are INCONCLUSIVE (a stale slot had expired anyway).
        if let evicted = slots.insert(key, entry), now.subtractingSaturating(evicted.value.time) <= Self.staleNanoseconds,
           !evicted.value.idle.isEmpty {
            if letGoFreshSinceSnapshot != nil { letGoFreshSinceSnapshot = true }
            recorder.inconclusive(handle, node: evicted.value.node, count: evicted.value.idle.count,
                                  reason: "idle-section declarations let go at the bound of \(maximumEntries) open slots")
        }
    }

    var openState: OpenStateCounters { OpenStateCounters(entries: slots.count, evicted: slots.evicted) }

    func finish(_ recorder: inout RuleRecorder) { slots.removeAll() }
}
