import Fronthaul
import Profiles
import WireCore

/// Cross-plane rules (O-RAN.WG4.CUS §7.8 coupling, §5.4.2) plus the per-message section-id and
/// PRB-shaping rules that need the decoded allocation: FH-XP-COUPLE, FH-XP-UL-COMPLETE,
/// FH-XP-UL-FORMAT, FH-CS-SECID, FH-SE-PRBALLOC. State: one entry per (eAxC, direction, frame,
/// subframe, slot) holding the C-plane data sections (ST1/3/5), evicted `window` ns of capture time
/// after its first C-plane message and capped in number. UL completeness counts only U-plane seen
/// by each section's horizon (``ULResponseHorizon``: the end of the O-RU's UL window for its
/// symbols); a section is judged once capture time has passed its horizon, and is inconclusive when
/// the capture (or a forced eviction) ends before it.
final class CrossPlaneChecker: RuleChecker {
    var specs: [RuleSpec] { [Self.couple, Self.ulComplete, Self.ulFormat, Self.secId, Self.prbAlloc, Self.modComp] }
    var subscriptions: EventKinds { [.fronthaul] }

    struct CSection {
        var sectionId: UInt16
        var sectionType: UInt8
        var symbols: UInt16
        var prbs: PRBMask
        var udCompHdr: UInt8
        /// Bit n set when the section carries extension type n (n < 32).
        var extensionTypes: UInt32
        var frame: Int
        /// DL: the C-plane sender; UL: its receiver (the node that must answer).
        var node: Int
        /// UL only: what came back per symbol by `deadline`.
        var received: [PRBMask]
        /// UL only: capture time by which the answer is due (``ULResponseHorizon``).
        var deadline: Int64 = .max
        /// UL only: U-plane sections of this request that came after `deadline`.
        var late = 0
        /// UL only: how the horizon was chosen, for the finding.
        var horizonBasis = ""
    }

    struct SlotEntry {
        var time: Int64
        var uplink: Bool
        var flow: String?
        var sections: [CSection] = []
        /// C-plane sections of the slot past ``CrossPlaneChecker/maximumSectionsPerSlot``: not
        /// kept, so a U-plane section no kept one covers may be answering one of them.
        var sectionsDropped = 0
        /// ``RuleRecorder/snapCutFronthaulFrames`` when the slot was first seen: more at its
        /// judgement, and a requested UL section not seen may be in a frame cut short.
        var snapCutFramesBefore = 0

        /// The first section with `sectionId` (any id when nil) that covers `symbol` and `prbs`,
        /// -1 when none; and whether a section with that id exists (any section, for nil). Reads
        /// the sections in place.
        func covering(sectionId: UInt16?, symbol: Int, prbs: PRBMask) -> (index: Int, sameId: Bool) {
            var sameId = false
            for i in sections.indices where sectionId == nil || sections[i].sectionId == sectionId {
                sameId = true
                if symbol < 14 && sections[i].symbols & (1 << UInt16(symbol)) != 0 && prbs.isSubset(of: sections[i].prbs) {
                    return (i, true)
                }
            }
            return (-1, sameId)
        }
    }

    struct Pending {
        var node: Int
        /// Sections seen within ``leadMargin`` of the capture start: their C-plane may predate it.
        var nearStart = 0
        var count = 0
        var frames: [Int] = []
        var text = ""
    }

    // `@exclusivity(unchecked)` below: the checking thread alone runs this checker, and no access
    // to these properties overlaps another (each is read or changed in place by one call at a
    // time); the run-time check cost a call per fronthaul message for each.
    @exclusivity(unchecked) private var hCouple = -1, hComplete = -1, hFormat = -1, hSecId = -1, hAlloc = -1, hMod = -1
    @exclusivity(unchecked) var slots: [WordKey: SlotEntry] = [:]
    @exclusivity(unchecked) var order: [(key: UInt64, time: Int64)] = []
    @exclusivity(unchecked) var orderHead = 0
    /// Flows (eAxC << 1 | dl) whose first C-plane message has been seen: its capture time and slot.
    /// First C-plane per flow; at the bound the oldest flow's is let go (its later U-plane then
    /// counts as U-plane before any C-plane: INCONCLUSIVE, never a violation).
    @exclusivity(unchecked) var firstCPlane: BoundedTable<UInt32, (time: Int64, slot: Int)>
    /// Slots let go at a bound (not at the end of their window), with the time: a U-plane
    /// message of one within the window after may be covered by a section no longer held, so
    /// "no C-plane section" is INCONCLUSIVE for it, not a violation. As many as slots are held.
    @exclusivity(unchecked) var letGoAtBound: BoundedTable<UInt64, Int64>
    /// Uncovered U-plane of flows with no C-plane yet: if none ever comes, violations where the
    /// testbed declares the flow's C-plane, else INCONCLUSIVE (U-plane without C-plane, §8.2.2).
    @exclusivity(unchecked) var beforeCPlane: [UInt32: Pending] = [:]
    /// Whether the recording held any C-plane data section message (ST1, ST3, ST5) at all.
    @exclusivity(unchecked) var sawDataCPlane = false
    /// Nodes that sent UL U-plane in the recording (the last one apart: one compare per message).
    @exclusivity(unchecked) var uplinkSenders: Set<Int> = []
    @exclusivity(unchecked) var lastUplinkSender = -1
    /// FH-XP-UL-COMPLETE violations of O-RUs that had sent no UL U-plane when they were due, per
    /// node: the first ``heldViolationsKept`` and the count. At the end they are violations if
    /// the O-RU sent UL U-plane at all, else INCONCLUSIVE (a capture of the C-plane alone).
    @exclusivity(unchecked) var unansweredBeforeAnyUplink: [Int: (kept: [Violation], count: Int)] = [:]
    static let heldViolationsKept = 4_096
    @exclusivity(unchecked) var lastTime: Int64 = 0
    /// How long after its C-plane a U-plane section can still arrive: a generous bound on the
    /// C-plane lead (T1a_max_cp_dl / T1a_max_cp_ul, well under 2 ms in deployed delay profiles)
    /// plus one slot and the UL reception window. U-plane of a flow with no C-plane in the capture
    /// is a violation only when it comes later than this after the capture start.
    private var leadMargin: Int64 { 2_000_000 + (1_000_000 >> Int64(min(max(numerology, 0), 6))) }
    private let carrierPRBs: Int
    let window: Int64
    let maximumSlots: Int
    /// C-plane sections kept for one slot (of one eAxC and direction): a slot's C-plane has at
    /// most 255 sections per message (CUS §7.5.2.6 numberOfSections) and a message per symbol or
    /// so; past this the sections are counted, not kept (each U-plane section walks them).
    static let maximumSectionsPerSlot = 4_096
    /// C-plane sections kept over all slots (16 per slot entry of the bound on average; an UL
    /// section holds what came back per symbol): past it the oldest slots are judged and let go.
    private let maximumHeldSections: Int
    /// Sections held in `slots` now.
    @exclusivity(unchecked) var heldSections = 0
    /// Flows whose first C-plane time was let go at the bound.
    private var clearedFlows = 0
    var openState: OpenStateCounters {
        OpenStateCounters(entries: slots.count + firstCPlane.count + beforeCPlane.count + order.count - orderHead, evicted: clearedFlows + firstCPlane.evicted)
    }
    private let flows: FlowResolver
    private let numerology: Int
    /// After a part's snapshot: whether state was let go or not kept at a bound since (a slot
    /// judged early, a flow's first C-plane forgotten, a flow's U-plane before C-plane not held):
    /// ``BoundaryTable/reachedCapacity``.
    var boundReachedSinceSnapshot: Bool?
    var flowsEvictedAtSnapshot = 0
    private let tap: CaptureTiming.TapPoint
    private let transport: TransportDelays?
    /// UL response horizon per (O-DU node, O-RU node), resolved once.
    @exclusivity(unchecked) private var horizons: [UInt64: ULResponseHorizon] = [:]

    init(configuration: RunConfiguration, flows: FlowResolver) {
        carrierPRBs = configuration.fronthaul.carrierPRBs
        window = configuration.crossPlaneWindowNanoseconds
        maximumSlots = configuration.maximumOpenEntries
        maximumHeldSections = 16 * max(1, configuration.maximumOpenEntries)
        firstCPlane = BoundedTable(capacity: configuration.maximumOpenEntries)
        letGoAtBound = BoundedTable(capacity: max(1, configuration.maximumOpenEntries))
        numerology = configuration.fronthaul.numerology
        tap = configuration.testbed?.timing.tap ?? .unknown
        transport = configuration.testbed?.transport
        self.flows = flows
    }

    /// Reads the recorder only; `inout` passes it by address (see ``RuleRecorder``).
    private func horizon(du: Int, ru: Int, _ recorder: inout RuleRecorder) -> ULResponseHorizon {
        let key = UInt64(UInt32(truncatingIfNeeded: du)) << 32 | UInt64(UInt32(truncatingIfNeeded: ru))
        if let h = horizons[key] { return h }
        let nodes = recorder.nodes.nodes
        let duWindows = du >= 0 && du < nodes.count ? nodes[du].device?.fronthaul?.oduWindows : nil
        let ruWindows = ru >= 0 && ru < nodes.count ? nodes[ru].device?.fronthaul?.oruWindows : nil
        let h = ULResponseHorizon.resolve(tap: tap, du: duWindows, ru: ruWindows, transport: transport, mu: numerology)
        if horizons.count < 1024 { horizons[key] = h }
        return h
    }

    func prepare(_ recorder: inout RuleRecorder) {
        hCouple = recorder.handle(Self.couple.id)
        hComplete = recorder.handle(Self.ulComplete.id)
        hFormat = recorder.handle(Self.ulFormat.id)
        hSecId = recorder.handle(Self.secId.id)
        hAlloc = recorder.handle(Self.prbAlloc.id)
        hMod = recorder.handle(Self.modComp.id)
    }

    static func slotKey(eAxC: UInt16, downlink: Bool, frame: UInt8, subframe: UInt8, slot: UInt8) -> UInt64 {
        UInt64(eAxC) << 32 | (downlink ? 1 << 24 : 0) | UInt64(frame) << 16 | UInt64(subframe) << 8 | UInt64(slot)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard case .fronthaul(let result) = event.payload else { return }
        let time = event.context.timestampNanoseconds
        lastTime = max(lastTime, time)
        evict(before: time.subtractingSaturating(window), &recorder)
        let messages = result.messages
        for index in messages.indices {
            switch messages[index].body {
            case .cPlane(let t, let c): cPlane(c, eAxC: t.eAxC, event, &recorder)
            case .uPlane(let t, let u):
                if u.sections.isEmpty && result.error?.code == .unsupported {
                    undecodableUPlane(u, eAxC: t.eAxC, event, &recorder)
                } else {
                    uPlane(u, eAxC: t.eAxC, event, &recorder)
                }
            default: continue
            }
        }
    }

    private func cPlane(_ c: CPlaneMessage, eAxC: UInt16, _ event: Event, _ recorder: inout RuleRecorder) {
        let node = event.context.sender
        let frame = event.context.frames.last ?? 0
        let downlink = c.dataDirection == 1
        // FH-CS-SECID and FH-SE-PRBALLOC on every message with sections.
        if !c.sections.isEmpty { recorder.evaluated(hSecId, node: node) }
        var counter = Int(c.startSymbolId)
        var allocations: [(prbs: PRBMask, symbols: UInt16, shapers: [UInt8])] = []
        allocations.reserveCapacity(c.sections.count)
        for s in c.sections {
            if s.symInc { counter += 1 }
            let a = Allocation.cPlane(s, symbolStart: counter, carrierPRBs: carrierPRBs)
            allocations.append(a)
            if !s.extensions.isEmpty { recorder.evaluated(hAlloc, node: node) }
            if a.shapers.count > 1 {
                recorder.violation(hAlloc, node: node, Violation("section \(s.sectionId) is shaped by SE\(a.shapers.map(String.init).joined(separator: ", SE"))",
                                                                 frames: event.context.frames, fieldPath: "oran_fh_cus.extType", expected: "at most one of SE6, SE12, SE13", actual: a.shapers.map { "SE\($0)" }.joined(separator: "+")))
            }
        }
        if c.sections.count > 1 {
            for i in 1..<c.sections.count {
                for j in 0..<i where c.sections[i].sectionId == c.sections[j].sectionId {
                    let a = c.sections[i], b = c.sections[j]
                    let paired = a.rb == b.rb && a.startPrbc == b.startPrbc && a.numPrbc == b.numPrbc && a.numSymbol == b.numSymbol && a.reMask & b.reMask == 0
                    if !paired {
                        recorder.violation(hSecId, node: node, Violation("sectionId \(a.sectionId) used by sections \(j) and \(i) with different allocations or overlapping reMasks",
                                                                         frames: event.context.frames, fieldPath: "oran_fh_cus.sectionId", expected: "unique sectionId", actual: String(a.sectionId)))
                    }
                }
            }
        }
        guard [1, 3, 5].contains(c.sectionType) else { return }
        sawDataCPlane = true
        let flowKey = UInt32(eAxC) << 1 | (downlink ? 1 : 0)
        if firstCPlane[flowKey] == nil {
            firstCPlane.insert(flowKey, (event.context.timestampNanoseconds, slotIndex(frame: c.frameId, subframe: c.subframeId, slot: c.slotId)))
            if let pending = beforeCPlane.removeValue(forKey: flowKey) {
                recorder.inconclusive(hCouple, node: pending.node, count: pending.count + pending.nearStart)
            }
        }
        let key = Self.slotKey(eAxC: eAxC, downlink: downlink, frame: c.frameId, subframe: c.subframeId, slot: c.slotId)
        if slots[WordKey(key)] == nil {
            // the oldest slots make room, one at a time (judged as when their window ends)
            while slots.count >= maximumSlots && evictOldest(&recorder) {}
            slots[WordKey(key)] = SlotEntry(time: event.context.timestampNanoseconds, uplink: !downlink,
                                   flow: flows.name(eAxC: eAxC, cPlane: true, downlink: downlink),
                                   snapCutFramesBefore: recorder.snapCutFronthaulFrames)
            order.append((key, event.context.timestampNanoseconds))
        }
        let h = downlink ? nil : horizon(du: node, ru: event.context.receiver, &recorder)
        // older slots make room for this message's sections (never this slot itself)
        while heldSections + c.sections.count > maximumHeldSections && evictOldest(sparing: key, &recorder) {}
        // the slot's entry found once: appending through `slots[key]?` made a coroutine frame
        // (an allocation) per section
        guard let entryIndex = slots.index(forKey: WordKey(key)) else { return }
        for (i, s) in c.sections.enumerated() {
            guard slots.values[entryIndex].sections.count < Self.maximumSectionsPerSlot else {
                slots.values[entryIndex].sectionsDropped += 1
                if boundReachedSinceSnapshot != nil { boundReachedSinceSnapshot = true }
                if !downlink {
                    recorder.inconclusive(hComplete, node: event.context.receiver,
                                          reason: "C-plane sections of one slot past the first \(Self.maximumSectionsPerSlot) are not kept (README \"Limits\")")
                }
                continue
            }
            let a = allocations[i]
            let types = s.extensions.reduce(UInt32(0)) { $0 | ($1.extType < 32 ? 1 << UInt32($1.extType) : 0) }
            var cs = CSection(sectionId: s.sectionId, sectionType: c.sectionType, symbols: a.symbols, prbs: a.prbs, udCompHdr: c.udCompHdr, extensionTypes: types,
                              frame: frame, node: downlink ? node : event.context.receiver, received: downlink ? [] : [PRBMask](repeating: PRBMask(), count: 14))
            if let h {
                let last = a.symbols == 0 ? Int(c.startSymbolId) : 15 - Int(a.symbols.leadingZeroBitCount)
                cs.deadline = h.deadline(cPlaneNs: event.context.timestampNanoseconds, startSymbol: Int(c.startSymbolId), lastSymbol: last, slotId: Int(c.slotId),
                                         carrierMu: numerology, sectionType: c.sectionType, frameStructure: c.frameStructure, timeOffset: c.timeOffset)
                cs.horizonBasis = h.basis
            }
            slots.values[entryIndex].sections.append(cs)
            heldSections += 1
        }
    }

    private func uPlane(_ u: UPlaneMessage, eAxC: UInt16, _ event: Event, _ recorder: inout RuleRecorder) {
        let node = event.context.sender
        let downlink = u.dataDirection == 1
        if !downlink && node != lastUplinkSender {
            lastUplinkSender = node
            uplinkSenders.insert(node)
        }
        let key = Self.slotKey(eAxC: eAxC, downlink: downlink, frame: u.frameId, subframe: u.subframeId, slot: u.slotId)
        let symbol = Int(u.symbolId)
        let flowKey = UInt32(eAxC) << 1 | (downlink ? 1 : 0)
        var flowName: String? { flows.name(eAxC: eAxC, cPlane: false, downlink: downlink) }
        // Built only for a finding (no string work per message on the hot path).
        var place: String { "eAxC 0x\(String(eAxC, radix: 16)) \(downlink ? "DL" : "UL") frame \(u.frameId) subframe \(u.subframeId) slot \(u.slotId) symbol \(symbol)" }
        // The slot's entry is found once per message and read and changed in place (no copy of
        // it or of its sections per U-plane section); nothing else changes `slots` meanwhile.
        let entryIndex = slots.index(forKey: WordKey(key))
        for index in u.sections.indices {
            let sectionId = u.sections[index].sectionId
            guard sectionId != 4095 else { continue }
            let prbs = Allocation.prbs(u.sections[index], carrierPRBs: carrierPRBs)
            var matched = -1
            var sameId = false
            if let entryIndex {
                (matched, sameId) = slots.values[entryIndex].covering(sectionId: sectionId, symbol: symbol, prbs: prbs)
                // Coupling via frequency and time (CUS §7.8): a section of the slot covering the
                // symbol and PRBs, whatever its sectionId, when the O-RU may couple that way.
                if matched < 0 && symbol < 14 && couplesByFrequencyAndTime(oRU: downlink ? event.context.receiver : node, &recorder) {
                    matched = slots.values[entryIndex].covering(sectionId: nil, symbol: symbol, prbs: prbs).index
                }
                let method = u.sections[index].format.method
                if matched >= 0, [4, 6, 8].contains(method.rawValue) {
                    // FH-XP-MODCOMP: the scaler comes from SE4, SE5 or SE23 of the C-plane section.
                    let c = slots.values[entryIndex].sections[matched]
                    recorder.evaluated(hMod, node: node)
                    if c.extensionTypes & (1 << 4 | 1 << 5 | 1 << 23) == 0 {
                        recorder.violation(hMod, node: node, Violation(
                            "U-plane section \(sectionId) at \(place) uses modulation compression (udCompMeth \(method.rawValue)) but its C-plane section (frame \(c.frame)) has no SE4, SE5 or SE23",
                            frames: [c.frame] + event.context.frames, fieldPath: "oran_fh_cus.extType", expected: "SE4, SE5 or SE23", actual: "none", flow: flowName))
                    }
                }
                if matched >= 0 && !downlink {
                    let c = slots.values[entryIndex].sections[matched]
                    // FH-XP-UL-FORMAT: the U-plane format against the C-plane udCompHdr.
                    recorder.evaluated(hFormat, node: node)
                    let sectionCompHdr = u.sections[index].udCompHdr
                    let uHdr = sectionCompHdr ?? u.sections[index].format.udCompHdr
                    if Self.formatText(uHdr) != Self.formatText(c.udCompHdr) {
                        recorder.violation(hFormat, node: node, Violation(
                            "UL U-plane section \(sectionId) at \(place) uses \(Self.formatText(uHdr)), the C-plane (frame \(c.frame)) asked for \(Self.formatText(c.udCompHdr))",
                            frames: [c.frame] + event.context.frames, fieldPath: sectionCompHdr == nil ? "oran_fh_cus.udCompHdr (static)" : "oran_fh_cus.udCompHdr",
                            expected: Self.formatText(c.udCompHdr), actual: Self.formatText(uHdr), flow: flowName))
                    }
                    // FH-XP-UL-COMPLETE: only what arrives by the horizon counts; a late answer is
                    // neither received nor extra.
                    if event.context.timestampNanoseconds > c.deadline {
                        slots.values[entryIndex].sections[matched].late += 1
                        recorder.evaluated(hCouple, node: node)
                        continue
                    }
                    // FH-XP-UL-COMPLETE: nothing extra (no PRB of this symbol twice).
                    let again = c.received[symbol].intersection(prbs)
                    if !again.isEmpty {
                        recorder.violation(hComplete, node: node, Violation(
                            "extra: UL PRBs \(again.description) of section \(sectionId) at \(place) sent again",
                            frames: [c.frame] + event.context.frames, fieldPath: "oran_fh_cus.startPrbu", expected: "each requested PRB once",
                            actual: "\(again.count) PRB(s) repeated", flow: flowName))
                    }
                    slots.values[entryIndex].sections[matched].received[symbol] = c.received[symbol].union(prbs)
                }
            }
            // Counted as judged only when judged: items the capture cannot decide are inconclusive.
            if matched >= 0 {
                recorder.evaluated(hCouple, node: node)
                continue
            }
            if let first = firstCPlane[flowKey], event.context.timestampNanoseconds.subtractingSaturating(first.time) <= window,
               mayPrecedeCapture(slotIndex(frame: u.frameId, subframe: u.subframeId, slot: u.slotId), first: first, recordingStart: recorder.recordingStart) {
                // The capture starts mid-stream: this slot's C-plane can have been sent before the
                // first captured frame (a C-plane leads its U-plane by up to T1a_max_cp_dl −
                // T1a_min_up, and the first C-plane seen may be a later message of the slot).
                let reason = "state from before the capture: the C-plane of \(place) may precede the first captured frame"
                recorder.inconclusive(hCouple, node: node, reason: reason)
                if !downlink { recorder.inconclusive(hComplete, node: node, reason: reason) }
                continue
            }
            if firstCPlane[flowKey] == nil {
                var p = beforeCPlane[flowKey] ?? Pending(node: node)
                if event.context.timestampNanoseconds.subtractingSaturating(recorder.recordingStart ?? event.context.timestampNanoseconds) <= leadMargin {
                    p.nearStart += 1
                    if beforeCPlane.count < maximumSlots { beforeCPlane[flowKey] = p } else if boundReachedSinceSnapshot != nil { boundReachedSinceSnapshot = true }
                    continue
                }
                p.count += 1
                if p.frames.count < 4 { p.frames += event.context.frames }
                if p.text.isEmpty { p.text = "U-plane section \(sectionId) at \(place) (PRBs \(prbs.description))" }
                if beforeCPlane.count < maximumSlots { beforeCPlane[flowKey] = p } else if boundReachedSinceSnapshot != nil { boundReachedSinceSnapshot = true }
                continue
            }
            if entryIndex == nil, let at = letGoAtBound[key], event.context.timestampNanoseconds.subtractingSaturating(at) <= window {
                // the slot's sections were let go at the state bound before its window ended
                let reason = "the C-plane of \(place) was let go at the state bound (README \"Limits\")"
                recorder.inconclusive(hCouple, node: node, reason: reason)
                if !downlink { recorder.inconclusive(hComplete, node: node, reason: reason) }
                continue
            }
            if let entryIndex, slots.values[entryIndex].sectionsDropped > 0 {
                // the covering section may be one the bound did not keep
                let reason = "C-plane sections of \(place) past the first \(Self.maximumSectionsPerSlot) are not kept (README \"Limits\")"
                recorder.inconclusive(hCouple, node: node, reason: reason)
                if !downlink { recorder.inconclusive(hComplete, node: node, reason: reason) }
                continue
            }
            recorder.evaluated(hCouple, node: node)
            let reason = sameId ? "its C-plane section \(sectionId) does not cover symbol \(symbol) and PRBs \(prbs.description)"
                                : "no C-plane section \(sectionId) for that slot"
            recorder.violation(hCouple, node: node, Violation("U-plane section \(sectionId) at \(place): \(reason)",
                                                              frames: event.context.frames, fieldPath: "oran_fh_cus.sectionId",
                                                              expected: "a covering C-plane section", actual: "PRBs \(prbs.description)", flow: flowName))
            if !downlink {
                recorder.evaluated(hComplete, node: node)
                recorder.violation(hComplete, node: node, Violation("extra: UL U-plane section \(sectionId) at \(place) was not requested",
                                                                    frames: event.context.frames, fieldPath: "oran_fh_cus.sectionId",
                                                                    expected: "only requested PRBs", actual: "PRBs \(prbs.description)", flow: flowName))
            }
        }
    }

    /// Whether the O-RU may couple U-plane to C-plane by frequency and time: it declares a
    /// frequency-and-time method, or declares no method at all (either is then accepted).
    /// Reads the recorder only; `inout` passes it by address (see ``RuleRecorder``).
    private func couplesByFrequencyAndTime(oRU: Int, _ recorder: inout RuleRecorder) -> Bool {
        let methods = recorder.node(oRU).device?.fronthaul?.couplingMethods ?? []
        return methods.isEmpty || methods.contains(.frequencyAndTime) || methods.contains(.frequencyAndTimeWithPriorities)
    }

    /// The slot's index in the 256-frame cycle of frameId (O-RAN.WG4.CUS §7.5.2.4–7.5.2.6).
    private func slotIndex(frame: UInt8, subframe: UInt8, slot: UInt8) -> Int {
        ((Int(frame) * 10 + Int(subframe)) << min(max(numerology, 0), 6)) + Int(slot)
    }

    /// Whether the C-plane of U-plane slot `slot` can lie before the first captured frame, given
    /// the flow's first captured C-plane: the slot comes before that C-plane's slot (within half a
    /// frameId cycle), or is that slot while its first C-plane came within one slot time of the
    /// capture's first frame, `recordingStart` (an earlier message of the same slot — O-DUs may
    /// send one per symbol — can then predate the capture).
    private func mayPrecedeCapture(_ slot: Int, first: (time: Int64, slot: Int), recordingStart: Int64?) -> Bool {
        let mu = min(max(numerology, 0), 6)
        let cycle = 2560 << mu
        let d = ((first.slot - slot) % cycle + cycle) % cycle
        if d == 0 { return first.time.subtractingSaturating(recordingStart ?? first.time) <= 1_000_000 >> mu }
        return d < cycle / 2
    }

    /// A U-plane message whose sections cannot be read yet (its static compression is neither
    /// declared nor inferable): its content is unknown, so coupling is INCONCLUSIVE, but it was
    /// sent, so for UL completeness it answers every section requested for its symbol (a lack
    /// of knowledge is not a lack of data).
    private func undecodableUPlane(_ u: UPlaneMessage, eAxC: UInt16, _ event: Event, _ recorder: inout RuleRecorder) {
        let node = event.context.sender
        let downlink = u.dataDirection == 1
        let reason = "the U-plane's sections could not be read (its compression is not declared and could not be inferred)"
        recorder.inconclusive(hCouple, node: node, reason: reason)
        guard !downlink, u.symbolId < 14 else { return }
        let key = Self.slotKey(eAxC: eAxC, downlink: false, frame: u.frameId, subframe: u.subframeId, slot: u.slotId)
        guard var entry = slots[WordKey(key)] else { return }
        let symbol = Int(u.symbolId)
        for i in entry.sections.indices where entry.sections[i].symbols & (1 << UInt16(symbol)) != 0 {
            if event.context.timestampNanoseconds > entry.sections[i].deadline {
                entry.sections[i].late += 1
            } else {
                entry.sections[i].received[symbol] = entry.sections[i].prbs
            }
        }
        slots[WordKey(key)] = entry
    }

    static func formatText(_ hdr: UInt8) -> String {
        let width = Int(hdr >> 4) == 0 ? 16 : Int(hdr >> 4)
        return "udCompMeth \(hdr & 15) width \(width)"
    }

    /// Judges and drops slot entries first seen before `limit`.
    private func evict(before limit: Int64, _ recorder: inout RuleRecorder) {
        while orderHead < order.count && order[orderHead].time < limit {
            let key = order[orderHead].key
            orderHead += 1
            letGo(key, &recorder)
        }
        compactOrder()
    }

    /// Judges and removes the slot `key`, if held; true when it was.
    @discardableResult
    private func letGo(_ key: UInt64, _ recorder: inout RuleRecorder) -> Bool {
        guard let entry = slots.removeValue(forKey: WordKey(key)) else { return false }
        heldSections -= entry.sections.count
        judge(entry, now: lastTime, &recorder)
        return true
    }

    /// Judges and lets go the oldest slot (first inserted); false when none is held, or when the
    /// oldest is `spared` (it stays, and so do the newer ones).
    private func evictOldest(sparing spared: UInt64? = nil, _ recorder: inout RuleRecorder) -> Bool {
        while orderHead < order.count {
            let key = order[orderHead].key
            if key == spared && slots[WordKey(key)] != nil { return false }
            orderHead += 1
            if letGo(key, &recorder) {
                if boundReachedSinceSnapshot != nil { boundReachedSinceSnapshot = true }
                letGoAtBound[key] = lastTime
                compactOrder()
                return true
            }
        }
        compactOrder()
        return false
    }

    private func compactOrder() {
        if orderHead > 4096 && orderHead * 2 > order.count {
            order.removeFirst(orderHead)
            orderHead = 0
        }
    }

    /// UL completeness of a slot's sections whose horizon is over at capture time `now`; the
    /// others are inconclusive when incomplete (the answer may still have been on its way).
    private func judge(_ entry: SlotEntry, now: Int64, _ recorder: inout RuleRecorder) {
        guard entry.uplink else { return }
        for c in entry.sections where c.sectionType == 1 || c.sectionType == 3 {
            var missing = 0
            var firstText = ""
            for symbol in 0..<14 where c.symbols & (1 << UInt16(symbol)) != 0 {
                let lack = c.prbs.subtracting(c.received[symbol])
                if !lack.isEmpty {
                    missing += lack.count
                    if firstText.isEmpty { firstText = "symbol \(symbol) PRBs \(lack.description)" }
                }
            }
            guard c.deadline <= now || missing == 0 else {
                recorder.inconclusive(hComplete, node: c.node, reason: "the capture ends before the UL response horizon (\(c.horizonBasis))")
                continue
            }
            guard missing == 0 || recorder.snapCutFronthaulFrames == entry.snapCutFramesBefore else {
                recorder.inconclusive(hComplete, node: c.node, reason: "frames cut by the snap length came while the UL answer was due: the missing sections may be in them")
                continue
            }
            if missing > 0 {
                // Attributed to the node the UL C-plane went to (the O-RU that should answer).
                let violation = Violation(
                    "missing: \(missing) requested UL symbol×PRB(s) of section \(c.sectionId) did not come back by the horizon (\(c.horizonBasis) after the C-plane)\(c.late > 0 ? "; \(c.late) U-plane section(s) came later" : "") (first: \(firstText))",
                    frames: [c.frame], fieldPath: "oran_fh_cus.sectionId", expected: "\(c.prbs.count) PRB(s) × \(c.symbols.nonzeroBitCount) symbol(s)",
                    actual: "\(missing) missing", measurement: Measurement(name: "missing symbol-PRBs", value: Double(missing), unit: "PRB"), flow: entry.flow)
                // An O-RU with no UL U-plane in the capture yet: decided at the end, when it is
                // known whether the capture holds its UL U-plane at all.
                guard uplinkSenders.contains(c.node) else {
                    var held = unansweredBeforeAnyUplink.removeValue(forKey: c.node) ?? ([], 0)
                    held.count += 1
                    if held.kept.count < Self.heldViolationsKept { held.kept.append(violation) }
                    unansweredBeforeAnyUplink[c.node] = held
                    continue
                }
                recorder.evaluated(hComplete, node: c.node)
                recorder.violation(hComplete, node: c.node, violation)
            } else {
                recorder.evaluated(hComplete, node: c.node)
            }
        }
    }

    /// The UL completeness violations held for O-RUs that had sent no UL U-plane: violations of
    /// an O-RU that did send UL U-plane later in the recording; INCONCLUSIVE for one that sent
    /// none at all, as a capture of the C-plane alone (its own VLAN, a filter that keeps the
    /// capture small) cannot show the answers.
    private func settleUnansweredBeforeAnyUplink(_ recorder: inout RuleRecorder) {
        for (node, held) in unansweredBeforeAnyUplink.sorted(by: { $0.key < $1.key }) {
            if uplinkSenders.contains(node) {
                recorder.evaluated(hComplete, node: node, count: held.count)
                for violation in held.kept { recorder.violation(hComplete, node: node, violation) }
                for _ in held.kept.count..<held.count { recorder.countViolation(hComplete, node: node) }
            } else {
                recorder.inconclusive(hComplete, node: node, count: held.count,
                                      reason: "the capture holds no UL U-plane from this O-RU at all: a capture of the C-plane alone (its own VLAN, a filter) cannot show the answers")
            }
        }
        unansweredBeforeAnyUplink.removeAll()
    }

    /// Another recording follows: slots are judged as at the end of a capture, and the next
    /// file's start is a capture start (its first slots' C-plane may predate it).
    func discontinuity(_ recorder: inout RuleRecorder) {
        finish(&recorder)
        firstCPlane.removeAll()
        sawDataCPlane = false
        uplinkSenders.removeAll()
        lastUplinkSender = -1
        letGoAtBound.removeAll()
        order.removeAll()
        orderHead = 0
    }

    func finish(_ recorder: inout RuleRecorder) {
        // Entries whose window is over are judged; the rest could not be answered inside the capture.
        evict(before: lastTime.subtractingSaturating(window), &recorder)
        // In time order (then key), not dictionary order: findings and their order must not
        // depend on the process's hash seed.
        for (_, entry) in slots.sorted(by: { ($0.value.time, $0.key.word) < ($1.value.time, $1.key.word) }) { judge(entry, now: lastTime, &recorder) }
        slots.removeAll()
        settleUnansweredBeforeAnyUplink(&recorder)
        heldSections = 0
        for (key, p) in beforeCPlane.sorted(by: { ($0.value.frames.first ?? Int.max, $0.key) < ($1.value.frames.first ?? Int.max, $1.key) }) {
            if p.nearStart > 0 {
                recorder.inconclusive(hCouple, node: p.node, count: p.nearStart,
                                      reason: "state from before the capture: U-plane within \(leadMargin / 1000) µs of the capture start, whose C-plane may precede it")
            }
            guard p.count > 0 else { continue }
            // A flow with no C-plane at all may be one the M-plane configured (IQ data transfer
            // without C-plane, O-RAN.WG4.CUS §8.2.2: UL PRACH and SRS; DL in UPLANE-ONLY-DL-MODE),
            // or a capture that left the C-plane out (its own VLAN, a filter): only a testbed
            // flow that declares the C-plane of this eAxC and direction makes its absence a
            // violation, and only in a capture that holds C-plane of other flows.
            guard sawDataCPlane else {
                recorder.inconclusive(hCouple, node: p.node, count: p.count,
                                      reason: "the capture holds no C-plane data message at all (\(p.text)): a capture of the U-plane alone (its own VLAN, a filter) cannot show what controlled it")
                continue
            }
            guard flows.declaresCPlane(eAxC: UInt16(truncatingIfNeeded: key >> 1), downlink: key & 1 == 1) else {
                recorder.inconclusive(hCouple, node: p.node, count: p.count,
                                      reason: "no C-plane at all for this eAxC and direction in the capture (\(p.text)): U-plane without C-plane is allowed when the M-plane configures it (O-RAN.WG4.CUS §8.2.2: UL PRACH and SRS, DL in UPLANE-ONLY-DL-MODE), or the capture left the C-plane out; a testbed flow that declares this eAxC's C-plane (plane c, or both planes) makes it a violation")
                continue
            }
            recorder.evaluated(hCouple, node: p.node, count: p.count)
            for i in 0..<p.count {
                recorder.violation(hCouple, node: p.node, Violation("\(i == 0 ? p.text : "U-plane section"): no C-plane at all for this eAxC and direction in the capture",
                                                                    frames: i == 0 ? p.frames : [], fieldPath: "oran_fh_cus.sectionId",
                                                                    expected: "a covering C-plane section", actual: "none"))
            }
        }
        beforeCPlane.removeAll()
    }
}
