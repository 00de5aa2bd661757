import Fronthaul

/// Generates the O-DU ↔ O-RU C-plane and U-plane of a scenario (O-RAN.WG4.CUS §5–§8) slot by
/// slot, in capture-time order, with the Fronthaul encoder: per slot and eAxC one C-plane
/// message (section type 1, or 3 for PRACH) and the U-plane of every symbol it asks for, split at
/// PRB boundaries to fit the MTU; UL U-plane answers every UL C-plane request. With the scenario's
/// `idleSections`, a DL section type 0 message declares the PRBs the slot's data leaves free idle
/// (CUS §7.4.2); with `ackNack`, DL C-plane sections carry SE22 requests the O-RU answers with ST8
/// (CUS §7.4.9, §7.7.22) on its own UL C-plane stream. SequenceIds are
/// written when a frame is sent, so they follow the send order of each stream (CUS §5.1.3.1.7).
/// Deterministic for a seed; memory is bounded by the frames of about one slot window.
public struct FronthaulTrafficGenerator: SynthFrameSource {
    let scenario: FronthaulScenario
    let grid: AirTimeGrid
    let context: FronthaulContext
    var random: SplitMix64
    var faultRandom: SplitMix64
    var queue = FrameQueue()
    var order: UInt64 = 0
    var nextSlot: Int64
    let endSlot: Int64
    /// Earliest a frame is sent before the air time of its slot's first symbol.
    let lead: Int64
    var sequence: [UInt32: UInt8] = [:]
    var sectionCounter: UInt16 = 0
    var pools: [UInt16: IQBlockPool] = [:]
    var faultOrdinals: [Int]
    var held: [UInt32: PendingFrame] = [:]
    /// Comments to put on the next frame of a stream (for frames that are missing on purpose).
    var pendingComments: [UInt32: String] = [:]
    var ready: [SynthFrame] = []
    var readyHead = 0
    let foreignEAxC: UInt16
    var lastSent: Int64 = 0
    /// DL C-plane messages seen (for `ackNack.every`) and the last ackNackReqId used.
    var ackNackOrdinal = 0
    var ackNackId: UInt16 = 0

    public init(scenario: FronthaulScenario, startNanoseconds: Int64, durationNanoseconds: Int64, seed: UInt64) {
        self.scenario = scenario
        grid = AirTimeGrid(numerology: scenario.carrier.numerology)
        var ctx = FronthaulContext()
        ctx.eaxcSplit = scenario.eaxcSplit
        ctx.carrierPRBs = scenario.carrier.prbs
        ctx.numerology = scenario.carrier.numerology
        context = ctx
        random = SplitMix64(seed: seed)
        faultRandom = SplitMix64(seed: seed ^ 0x5EED_FA17_0000_0001)
        let t = scenario.timing
        let shift = Int64(scenario.faults.filter { $0.kind == .early }.map(\.microseconds).max() ?? 0) * 1000
        let normalLead = max(t.dlUPlane.upperBound, t.dlCPlane.upperBound, t.ulCPlane.upperBound) + t.jitterNanoseconds
        lead = normalLead + shift + 1_000
        // The first slot whose regular traffic starts inside the capture (an early fault may precede it).
        nextSlot = grid.firstSlot(atOrAfter: startNanoseconds + normalLead)
        endSlot = grid.firstSlot(atOrAfter: startNanoseconds + durationNanoseconds)
        faultOrdinals = Array(repeating: 0, count: scenario.faults.count)
        let declared = Set(scenario.flows.flatMap(\.eaxcs))
        var foreign = UInt16(truncatingIfNeeded: scenario.faults.first { $0.kind == .unknownEAxC }?.value ?? 0x0FFF)
        while declared.contains(foreign) { foreign &-= 1 }
        foreignEAxC = foreign
        for flow in scenario.flows { _ = pool(for: flow.format) }
        prepare()
    }

    public var nextTimestampNanoseconds: Int64? { readyHead < ready.count ? ready[readyHead].timestampNanoseconds : nil }

    public mutating func next() -> SynthFrame? {
        guard readyHead < ready.count else { return nil }
        let frame = ready[readyHead]
        lastSent = frame.timestampNanoseconds
        readyHead += 1
        if readyHead == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyHead = 0
            prepare()
        }
        return frame
    }

    /// Fills `ready` with at least one frame unless everything is sent.
    mutating func prepare() {
        while readyHead >= ready.count {
            while nextSlot < endSlot && (queue.first.map { $0.timestamp >= earliest(slot: nextSlot) } ?? true) {
                generate(slot: nextSlot)
                nextSlot += 1
            }
            guard let frame = queue.pop() else {
                // Frames held for a reorder whose successor never came go out last.
                for key in held.keys.sorted() {
                    if let f = held[key] {
                        ready.append(SynthFrame(timestampNanoseconds: max(f.timestamp, lastSent), bytes: f.bytes, comment: "fault: reorder (held back to the end)"))
                    }
                }
                held.removeAll()
                return
            }
            send(frame)
        }
    }

    func earliest(slot: Int64) -> Int64 { grid.airNanoseconds(slot: slot, symbol: 0) - lead }

    // MARK: sending

    static let sequenceOffset = 24  // 14 Ethernet + 4 802.1Q + 4 eCPRI + 2 ecpriPcid/Rtcid

    mutating func send(_ pending: PendingFrame) {
        var f = pending
        guard let stream = f.stream else {
            ready.append(SynthFrame(timestampNanoseconds: f.timestamp, bytes: f.bytes, comment: f.comment))
            return
        }
        if let note = pendingComments.removeValue(forKey: stream) { f.comment = f.comment.map { $0 + "; " + note } ?? note }
        var drop = false, duplicate = false, reorder = false
        for index in f.sendFaults {
            let spec = scenario.faults[index]
            switch spec.kind {
            case .drop: drop = true
            case .duplicate: duplicate = true
            case .reorder: reorder = true
            case .seqidJump: sequence[stream, default: 0] &+= UInt8(truncatingIfNeeded: max(2, spec.value ?? 5) - 1)
            default: break
            }
        }
        let seq = sequence[stream, default: 0]
        sequence[stream] = seq &+ 1
        if Self.sequenceOffset < f.bytes.count { f.bytes[Self.sequenceOffset] = seq }
        if drop {
            pendingComments[stream] = "fault: drop (the previous frame of this stream, SequenceId \(seq), was not sent)"
            return
        }
        if (reorder || f.permute) && held[stream] == nil {
            if !reorder { f.comment = "variation: seqid-permutation (sent after the next frame of its stream, same slot)" }
            held[stream] = f
            return
        }
        ready.append(SynthFrame(timestampNanoseconds: f.timestamp, bytes: f.bytes, comment: f.comment))
        if duplicate {
            // The SequenceId again, with other data (its last octet changed): a frame repeated
            // octet for octet just after it is what a mirror of both ends of a link records, and
            // is judged once (the engine's FrameRepeats).
            var again = f.bytes
            if let last = again.indices.last { again[last] ^= 0x01 }
            ready.append(SynthFrame(timestampNanoseconds: f.timestamp, bytes: again, comment: "fault: duplicate (SequenceId repeated, other data)"))
        }
        if let h = held.removeValue(forKey: stream) {
            let comment = h.permute && h.sendFaults.isEmpty ? h.comment : "fault: reorder (sent after the next frame of its stream)"
            ready.append(SynthFrame(timestampNanoseconds: f.timestamp, bytes: h.bytes, comment: comment))
        }
    }

    mutating func push(_ bytes: [UInt8], at time: Int64, stream: UInt32?, comment: String?, sendFaults: [Int] = [], permute: Bool = false) {
        order += 1
        let c: String? = sendFaults.isEmpty ? comment : ([comment].compactMap { $0 } + sendFaults.compactMap { i in
            let k = scenario.faults[i].kind
            return k == .reorder || k == .drop || k == .duplicate ? nil : "fault: \(k.rawValue)"
        }).joined(separator: "; ").nilIfEmpty
        queue.push(PendingFrame(timestamp: time, order: order, bytes: bytes, comment: c, stream: stream, sendFaults: sendFaults, permute: permute))
    }

    // MARK: faults

    /// Indices of the fault switches that break this message of class `target` (each switch counts
    /// its eligible messages).
    mutating func faults(_ target: FaultTarget, _ kinds: Set<FaultKind>? = nil) -> [Int] {
        var hit: [Int] = []
        for (i, spec) in scenario.faults.enumerated() where spec.target == target && (kinds?.contains(spec.kind) ?? true) {
            faultOrdinals[i] += 1
            let draw = faultRandom.unit()
            if spec.selects(ordinal: faultOrdinals[i], draw: draw) { hit.append(i) }
        }
        return hit
    }

    func has(_ hits: [Int], _ kind: FaultKind) -> FaultSpec? {
        hits.lazy.map { scenario.faults[$0] }.first { $0.kind == kind }
    }

    static let sendKinds: Set<FaultKind> = [.drop, .duplicate, .reorder, .seqidJump]
    /// Every switch but those that count PRACH messages only.
    static let nonPRACHKinds = Set(FaultKind.allCases).subtracting([.prachOutsideCarrier])
    /// Kinds counted per U-plane packet (the per-symbol ones are counted once per symbol).
    static let packetKinds = Set(FaultKind.allCases).subtracting(FaultKind.perSymbol)

    // MARK: slot generation

    mutating func nextSectionId() -> UInt16 {
        sectionCounter = (sectionCounter + 1) % 4095
        return sectionCounter
    }

    /// The block pool of `format`; `stepped` = after the scenario's gain step, `silent` = zeros
    /// (a PRACH occasion without a preamble).
    mutating func pool(for format: IQFormat, stepped: Bool = false, silent: Bool = false) -> IQBlockPool {
        let key = UInt16(format.udCompHdr) | (stepped ? 0x100 : 0) | (silent ? 0x200 : 0)
        if let p = pools[key] { return p }
        var r = SplitMix64(seed: UInt64(format.udCompHdr) &* 0x1234_5678_9ABC_DEF1 ^ random.next())
        let p = IQBlockPool(format: format, content: scenario.iq, blocks: scenario.iq.snrDB == nil ? 600 : 2000, random: &r,
                            exponentBoost: scenario.variations.contains(.wideBFPSource) ? 4 : 0,
                            gainDB: stepped ? scenario.iq.gainStepDB : 0, silent: silent)
        pools[key] = p
        return p
    }

    mutating func generate(slot: Int64) {
        let symbols = scenario.carrier.symbols(slot: slot)
        let fullUL = symbols.ul.count == 14
        for flow in scenario.flows {
            for eAxC in flow.eaxcs {
                switch flow.purpose {
                case .pdsch:
                    if !symbols.dl.isEmpty { message(flow, eAxC: eAxC, slot: slot, symbols: symbols.dl, downlink: true) }
                case .pusch:
                    if fullUL { message(flow, eAxC: eAxC, slot: slot, symbols: 0..<14, downlink: false) }
                case .srs:
                    if scenario.carrier.fdd {
                        if slot % 10 == 8 { message(flow, eAxC: eAxC, slot: slot, symbols: 13..<14, downlink: false) }
                    } else if !symbols.ul.isEmpty && !fullUL {
                        message(flow, eAxC: eAxC, slot: slot, symbols: symbols.ul, downlink: false)
                    }
                case .prach:
                    if scenario.carrier.isPRACHOccasion(slot: slot) { message(flow, eAxC: eAxC, slot: slot, symbols: 0..<12, downlink: false) }
                }
            }
        }
    }

    /// Send time for a message whose window (ns before air time for "before" windows, after for
    /// UL U-plane) is `window`: its centre plus uniform jitter, kept inside the window.
    mutating func offset(_ window: ClosedRange<Int64>) -> Int64 {
        let centre = (window.lowerBound + window.upperBound) / 2
        let j = min(scenario.timing.jitterNanoseconds, (window.upperBound - window.lowerBound) / 2)
        return j > 0 ? centre + random.integer(in: -j...j) : centre
    }

    /// Applies early / late faults to a "before air time" offset (positive = before).
    func shifted(_ offset: Int64, window: ClosedRange<Int64>, hits: [Int], before: Bool) -> Int64 {
        var o = offset
        if let e = has(hits, .early) {
            let us = Int64(e.microseconds) * 1000
            o = before ? window.upperBound + us : window.lowerBound - us
        }
        if let l = has(hits, .late) {
            let us = Int64(l.microseconds) * 1000
            o = before ? window.lowerBound - us : window.upperBound + us
        }
        return o
    }

    static func stream(cPlane: Bool, downlink: Bool, eAxC: UInt16) -> UInt32 {
        (cPlane ? 1 << 17 : 0) | (downlink ? 1 << 16 : 0) | UInt32(eAxC)
    }

    mutating func message(_ flow: SynthFlow, eAxC declaredEAxC: UInt16, slot: Int64, symbols: Range<Int>, downlink: Bool) {
        let ids = grid.ids(slot: slot)
        let timing = scenario.timing
        let cTarget: FaultTarget = downlink ? .dlC : .ulC
        let isPRACH = flow.purpose == .prach
        // prach-outside-carrier counts PRACH messages only.
        let cHits = faults(cTarget, isPRACH ? nil : Self.nonPRACHKinds)
        var comments: [String] = []
        func note(_ kind: FaultKind) { comments.append("fault: \(kind.rawValue)") }
        var eAxC = declaredEAxC
        if has(cHits, .unknownEAxC) != nil {
            eAxC = foreignEAxC
            note(.unknownEAxC)
        }
        var startPRB = flow.startPRB
        let count = flow.prbCount
        var outside = false
        if has(cHits, .prbOutsideCarrier) != nil {
            startPRB = min(1023 - count, scenario.carrier.prbs - max(1, count / 2))
            outside = true
            note(.prbOutsideCarrier)
        }
        let sectionId = nextSectionId()
        var c = CPlaneMessage()
        c.dataDirection = downlink ? 1 : 0
        c.filterIndex = isPRACH ? 3 : 0
        c.frameId = ids.frame
        c.subframeId = ids.subframe
        c.slotId = ids.slot
        c.startSymbolId = UInt8(symbols.lowerBound)
        c.numberOfSections = 1
        c.sectionType = flow.sectionType
        // DL: udCompHdr 0 (CUS §7.5.2.10, the U-plane format is configured); UL: the format asked for.
        c.udCompHdr = downlink ? 0 : flow.format.udCompHdr
        if isPRACH {
            // Short PRACH at the carrier SCS: 256-point FFT, cyclic prefix of format B4 in Ts units.
            c.frameStructure = 0x80 | UInt8(scenario.carrier.numerology & 15)
            c.cpLength = UInt16(936 >> scenario.carrier.numerology)
            c.timeOffset = 0
        }
        var s = CPlaneSection()
        s.sectionId = sectionId
        // PRACH: freqOffset places the occasion, so its PRBs count from 0 (as xran sends them); the
        // other channels count from the carrier's PRB 0.
        let sectionStartPRB = isPRACH ? 0 : startPRB
        s.startPrbc = UInt16(sectionStartPRB)
        s.numPrbc = count > 255 ? 0 : UInt8(count)
        if has(cHits, .energyOutsideAlloc) != nil && count > 1 && count <= 255 && !isPRACH {
            s.numPrbc = UInt8(count - 1)
            note(.energyOutsideAlloc)
        }
        s.reMask = 0xFFF
        s.numSymbol = UInt8(symbols.count)
        if isPRACH {
            // freqOffset (CUS §7.5.3.11): the offset of the PRACH occasion from the carrier centre
            // in ½·SCS units, to the centre of its first RE. The occasion sits on the flow's PRBs:
            // subcarrier 12·startPRB of the carrier grid, (12·startPRB − 6·N)·SCS from the centre
            // (TS 38.211 §5.3.1 with k0 = 0); startPrbc is 0, so it is applied once.
            var offset = Int32(2 * (12 * startPRB - 6 * scenario.carrier.prbs))
            if has(cHits, .prachOutsideCarrier) != nil {
                // First RE 6·N − 6·count subcarriers above the centre: the upper half of the
                // count-PRB occasion lies above the carrier's top edge.
                offset = Int32(2 * (6 * scenario.carrier.prbs - 6 * count))
                note(.prachOutsideCarrier)
            }
            s.freqOffset = UInt32(bitPattern: offset) & 0xFF_FFFF
        }
        if let f = has(cHits, .badBeamID) {
            s.beamId = UInt16(truncatingIfNeeded: f.value ?? 0x7FFF) & 0x7FFF
            note(.badBeamID)
        }
        if flow.extensions.contains(6) { s.extensions.append(Self.se6(start: sectionStartPRB, count: count, symbols: symbols, extLen: 2)) }
        if has(cHits, .badExtLen) != nil {
            s.extensions.append(Self.se6(start: sectionStartPRB, count: count, symbols: symbols, extLen: 3))
            note(.badExtLen)
        }
        // SE22 ACK/NACK request (CUS §7.7.22) on every `every`-th DL C-plane message.
        var requestId: UInt16?
        if downlink, let a = scenario.ackNack {
            ackNackOrdinal += 1
            if ackNackOrdinal % a.every == 0 {
                ackNackId = ackNackId % 0x7FFF + 1
                requestId = ackNackId
                s.extensions.append(SectionExtension(extType: 22, extLen: 1, isLongLength: false,
                                                     fields: [WireField("oran_fh_cus.ackNackReqId", UInt64(ackNackId), bits: 16)]))
            }
        }
        // ef: an extension follows (on the section, then on each extension but the last; CUS §7.5.3.9).
        s.ef = !s.extensions.isEmpty
        for i in s.extensions.indices { s.extensions[i].ef = i + 1 < s.extensions.count }
        c.sections = [s]
        if has(cHits, .numSectionsMismatch) != nil {
            c.numberOfSections = 2
            note(.numSectionsMismatch)
        }
        let cWindow = downlink ? timing.dlCPlane : timing.ulCPlane
        let cOffset = shifted(offset(cWindow), window: cWindow, hits: cHits, before: true)
        let cTime = grid.airNanoseconds(slot: slot, symbol: symbols.lowerBound) - cOffset
        let cStream = Self.stream(cPlane: true, downlink: downlink, eAxC: eAxC)
        let vlanC = has(cHits, .wrongVLAN).map { UInt16($0.value ?? Int(scenario.vlan) + 1) & 0xFFF } ?? scenario.vlan
        for k in [FaultKind.early, .late, .wrongVLAN] where has(cHits, k) != nil { note(k) }
        let transport = ORANTransportHeader(eAxC: eAxC, sequenceId: 0)
        let cMessage = ECPRIMessage.oran(cPlane: c, transport: transport, context: context)
        let noCPlane = downlink && has(cHits, .uplaneWithoutCPlane) != nil
        if !noCPlane {
            if downlink && scenario.idleSections {
                idleSection(ids: ids, symbols: symbols, startPRB: startPRB, count: count, eAxC: eAxC, at: cTime - 1_000, stream: cStream,
                            vlan: vlanC, fault: has(cHits, .uplaneInST0Idle) != nil)
            }
            let bytes = frame(cMessage, from: scenario.duMAC, to: scenario.ruMAC, vlan: vlanC)
            push(bytes, at: cTime, stream: cStream, comment: comments.isEmpty ? nil : comments.joined(separator: "; "),
                 sendFaults: cHits.filter { Self.sendKinds.contains(scenario.faults[$0].kind) })
            if let requestId, let a = scenario.ackNack {
                ackNackResponse(ids: ids, symbol: symbols.lowerBound, requestId: requestId, eAxC: eAxC, requestTime: cTime, response: a.responseNanoseconds,
                                unknown: has(cHits, .st8UnknownAckId) != nil, late: has(cHits, .st8Late))
            }
        }
        if let f = has(cHits, .foreignEtherType) {
            var bytes: [UInt8] = []
            let type = UInt16(truncatingIfNeeded: f.value ?? 0x88B5)
            EthernetHeader.append(to: &bytes, destination: scenario.ruMAC, source: scenario.duMAC, vlan: scenario.vlan, pcp: scenario.pcp, etherType: type)
            EthernetHeader.pad(&bytes)
            push(bytes, at: cTime + 1_000, stream: nil, comment: "fault: foreign-ethertype (EtherType 0x\(String(type, radix: 16)))")
        }
        // U-plane: DL from the O-DU before air time, UL from the O-RU after it.
        let uTarget: FaultTarget = downlink ? .dlU : .ulU
        let uWindow = downlink ? timing.dlUPlane : timing.ulUPlane
        let uStream = Self.stream(cPlane: false, downlink: downlink, eAxC: eAxC)
        var u = UPlaneMessage()
        u.dataDirection = c.dataDirection
        u.filterIndex = c.filterIndex
        u.frameId = ids.frame
        u.subframeId = ids.subframe
        u.slotId = ids.slot
        for symbol in symbols {
            let symbolHits = faults(uTarget, FaultKind.perSymbol)
            if !downlink, let missing = faults(.ulSymbol).first.map({ scenario.faults[$0] }), missing.kind == .missingULSymbol {
                pendingComments[uStream] = "fault: missing-ul-symbol (symbol \(symbol) of \(ids.frame)/\(ids.subframe)/\(ids.slot) eAxC 0x\(String(eAxC, radix: 16)) was not sent)"
                continue
            }
            u.symbolId = UInt8(symbol)
            let air = grid.airNanoseconds(slot: slot, symbol: symbol)
            let base = offset(uWindow)
            var prb = sectionStartPRB
            let end = sectionStartPRB + count
            var packet = 0
            let dynamic = !flow.staticCompression
            let fitting = max(1, (scenario.mtu - 16 - (dynamic ? 2 : 0)) / flow.format.fullPRBBytes)
            // numPrbu is 8 bits: more than 255 PRBs in one section only as the whole carrier (numPrbu 0, CUS §8.3.3.12).
            let wholeCarrier = sectionStartPRB == 0 && count == scenario.carrier.prbs && count > 255 && fitting >= count
            var perPacket = wholeCarrier ? count : min(255, fitting)
            let oversize = has(symbolHits, .oversizeUPlane) != nil
            if oversize { perPacket = min(255, count) }
            // Split inside a PRB: the first message ends with the PRB the second one starts with.
            let midPRB = has(symbolHits, .uplaneSplitMidPRB) != nil && count >= 3
            if midPRB && perPacket >= count { perPacket = (count + 1) / 2 + 1 }
            while prb < end {
                let n = min(perPacket, end - prb)
                let hits = faults(uTarget, Self.packetKinds)
                var uComments: [String] = outside || eAxC != declaredEAxC ? comments : []
                if noCPlane { uComments.append("fault: uplane-without-cplane (the C-plane message of this slot was not sent)") }
                var format = flow.format
                var header: UInt8? = dynamic ? format.udCompHdr : nil
                if has(hits, .wrongCompWidth) != nil {
                    format = IQFormat(method: format.method, iqWidth: format.iqWidth == 9 ? 14 : 9)
                    if dynamic { header = format.udCompHdr }
                    uComments.append("fault: wrong-comp-width (\(format.iqWidth)-bit, declared \(flow.format.iqWidth))")
                }
                if has(hits, .udCompHdrUnderStatic) != nil && !dynamic {
                    header = format.udCompHdr
                    uComments.append("fault: udcomphdr-under-static")
                }
                for k in [FaultKind.early, .late, .wrongVLAN] where has(hits, k) != nil { uComments.append("fault: \(k.rawValue)") }
                if oversize && packet == 0 { uComments.append("fault: oversize-uplane (\(n) PRBs in one message, not split to the \(scenario.mtu)-byte MTU)") }
                if midPRB && packet == 1 { uComments.append("fault: uplane-split-mid-prb (PRB \(prb) was cut between the previous message and this one; both carry it)") }
                let stepped = scenario.iq.gainStepSymbol.map { symbol >= $0 } ?? false
                var iq = pool(for: format, stepped: stepped, silent: flow.purpose == .prach && !scenario.iq.prachPreamble).slice(count: n, random: &random)
                if downlink, flow.purpose == .pdsch, let blank = scenario.blankedSSB, format.method == .blockFloatingPoint || format.method == .none,
                   blank.halfFrameSymbols.contains(Int(slot % Int64(5 << scenario.carrier.numerology)) * 14 + symbol) {
                    let zeroed = Self.zeroing(iq, prbs: blank.prbs, first: prb, step: 1, blockBytes: format.fullPRBBytes)
                    if zeroed.count > 0 {
                        iq = zeroed.bytes
                        if packet == 0 { uComments.append("fault: ssb-pss-missing (PRBs \(blank.prbs.lowerBound)…\(blank.prbs.upperBound - 1) of the SSB's PSS symbol sent as zeros)") }
                    }
                }
                // Coupling via frequency and time (CUS §7.8): a sectionId no C-plane section of the slot carries.
                let uSectionId = scenario.variations.contains(.frequencyTimeCoupling) ? (sectionId + 2048) % 4095 : sectionId
                var section = UPlaneSection(sectionId: uSectionId, startPrbu: UInt16(prb), numPrbu: n > 255 ? 0 : UInt8(n), format: format,
                                            prbCount: n, iqData: iq)
                section.udCompHdr = header
                u.sections = [section]
                let size = 4 + 4 + 4 + (header == nil ? 0 : 2) + iq.count
                let message = ECPRIMessage(header: ECPRICommonHeader(messageType: 0, payloadSize: UInt16(truncatingIfNeeded: size)), body: .uPlane(transport, u))
                let vlan = has(hits, .wrongVLAN).map { UInt16($0.value ?? Int(scenario.vlan) + 1) & 0xFFF } ?? scenario.vlan
                let bytes = downlink ? frame(message, from: scenario.duMAC, to: scenario.ruMAC, vlan: vlan)
                                     : frame(message, from: scenario.ruMAC, to: scenario.duMAC, vlan: vlan)
                let o = shifted(base, window: uWindow, hits: hits, before: downlink)
                // Back-to-back packets of one symbol: about 1 µs apart.
                let time = (downlink ? air - o : air + o) + Int64(packet) * 1000
                // A permutation within the slot: the next packet of this stream is of a later symbol of the same slot.
                let permute = downlink && packet == 0 && symbol % 3 == 0 && symbol + 1 < symbols.upperBound
                    && scenario.variations.contains(.sequenceIdPermutation)
                push(bytes, at: time, stream: uStream, comment: uComments.isEmpty ? nil : uComments.joined(separator: "; "),
                     sendFaults: hits.filter { Self.sendKinds.contains(scenario.faults[$0].kind) }, permute: permute)
                prb += midPRB && packet == 0 ? n - 1 : n
                packet += 1
            }
        }
    }

    /// The IQ blocks of PRBs `first`, `first + step`, … with those in `prbs` set to zero octets
    /// (BFP: exponent 0 and zero samples; uncompressed: zero samples), and how many were zeroed.
    static func zeroing(_ iq: ArraySlice<UInt8>, prbs: Range<Int>, first: Int, step: Int, blockBytes: Int) -> (bytes: ArraySlice<UInt8>, count: Int) {
        var out = Array(iq)
        var count = 0
        for b in 0..<(out.count / blockBytes) where prbs.contains(first + b * step) {
            for i in (b * blockBytes)..<((b + 1) * blockBytes) { out[i] = 0 }
            count += 1
        }
        return (out[...], count)
    }

    /// A DL section type 0 message (CUS §7.4.2) declaring idle, for the slot's DL symbols, the
    /// carrier PRBs above the data allocation (or below it when it reaches the top). With `fault`
    /// it also declares the allocation's last 4 PRBs idle, which the slot's U-plane then fills.
    mutating func idleSection(ids: (frame: UInt8, subframe: UInt8, slot: UInt8), symbols: Range<Int>, startPRB: Int, count: Int, eAxC: UInt16,
                              at time: Int64, stream: UInt32, vlan: UInt16, fault: Bool) {
        let carrier = scenario.carrier.prbs
        var idle: Range<Int>
        if fault {
            idle = max(startPRB, startPRB + count - 4)..<carrier
        } else if startPRB + count < carrier {
            idle = (startPRB + count)..<carrier
        } else {
            idle = 0..<startPRB
        }
        guard !idle.isEmpty, idle.count <= 255 else { return }
        var c = CPlaneMessage()
        c.dataDirection = 1
        c.frameId = ids.frame
        c.subframeId = ids.subframe
        c.slotId = ids.slot
        c.startSymbolId = UInt8(symbols.lowerBound)
        c.numberOfSections = 1
        c.sectionType = 0
        // 1024-point FFT at the carrier SCS (CUS §7.5.2.13); no mixed numerology, so timeOffset and cpLength 0.
        c.frameStructure = 0xA0 | UInt8(scenario.carrier.numerology & 15)
        var s = CPlaneSection()
        s.sectionId = nextSectionId()
        s.startPrbc = UInt16(idle.lowerBound)
        s.numPrbc = UInt8(idle.count)
        s.reMask = 0xFFF
        s.numSymbol = UInt8(symbols.count)
        c.sections = [s]
        let message = ECPRIMessage.oran(cPlane: c, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: 0), context: context)
        let comment = fault ? "fault: uplane-in-st0-idle (PRBs \(idle.lowerBound)-\(idle.upperBound - 1) declared idle; the slot's U-plane fills PRBs \(idle.lowerBound)-\(startPRB + count - 1))" : nil
        push(frame(message, from: scenario.duMAC, to: scenario.ruMAC, vlan: vlan), at: time, stream: stream, comment: comment)
    }

    /// The O-RU's ST8 ACK (CUS §7.4.9) for SE22 request `requestId`, `response` ns after the
    /// request; `unknown` acknowledges an id never requested, `late` adds its microseconds.
    mutating func ackNackResponse(ids: (frame: UInt8, subframe: UInt8, slot: UInt8), symbol: Int, requestId: UInt16, eAxC: UInt16, requestTime: Int64,
                                  response: Int64, unknown: Bool, late: FaultSpec?) {
        var c = CPlaneMessage()
        c.dataDirection = 0
        c.filterIndex = UInt8(scenario.carrier.numerology & 15)  // the SCS code in ST8
        c.frameId = ids.frame
        c.subframeId = ids.subframe
        c.slotId = ids.slot
        c.startSymbolId = UInt8(symbol)
        c.numberOfSections = 0  // reserved(7) | ready 0: an ACK/NACK message
        c.sectionType = 8
        c.typeByte6 = 1  // numberOfAcks
        c.typeByte7 = 0  // numberOfNacks
        let ackId = unknown ? requestId | 0x8000 : requestId
        c.body = [WireField("oran_fh_cus.ackId", UInt64(ackId), bits: 16)]
        let delay = response + Int64(late?.microseconds ?? 0) * 1000
        var notes: [String] = []
        if unknown { notes.append("fault: st8-unknown-ackid (ackId \(ackId) answers request \(requestId))") }
        if late != nil { notes.append("fault: st8-late (ST8 \(delay / 1000) µs after its request)") }
        let message = ECPRIMessage.oran(cPlane: c, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: 0), context: context)
        // Its own stream: the O-RU's UL C-plane on this eAxC.
        let stream = Self.stream(cPlane: true, downlink: false, eAxC: eAxC) | 1 << 18
        push(frame(message, from: scenario.ruMAC, to: scenario.duMAC, vlan: scenario.vlan), at: requestTime + delay, stream: stream,
             comment: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// SE6 (CUS §7.7.6) selecting every PRB of the section (16-PRB RBGs) and its symbols.
    static func se6(start: Int, count: Int, symbols: Range<Int>, extLen: UInt16) -> SectionExtension {
        let last = (count + start % 16 + 15) / 16 - 1
        let mask = last >= 27 ? UInt64(0x0FFF_FFFF) : (UInt64(1) << UInt64(last + 1)) - 1
        var symbolMask: UInt64 = 0
        for s in symbols { symbolMask |= 1 << UInt64(s) }
        return SectionExtension(extType: 6, extLen: extLen, isLongLength: false, fields: [
            WireField("oran_fh_cus.repetition", 0, bits: 1), WireField("oran_fh_cus.rbgSize", 7, bits: 3),
            WireField("oran_fh_cus.rbgMask", mask, bits: 28), WireField("oran_fh_cus.priority", 0, bits: 2),
            WireField("oran_fh_cus.symbolMask", symbolMask, bits: 14),
        ])
    }

    func frame(_ message: ECPRIMessage, from source: [UInt8], to destination: [UInt8], vlan: UInt16) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(18 + Int(message.header.payloadSize) + 4)
        EthernetHeader.append(to: &bytes, destination: destination, source: source, vlan: vlan, pcp: scenario.pcp, etherType: EthernetHeader.ecpriEtherType)
        bytes.append(contentsOf: FronthaulEncoder.encode(message, context: context))
        EthernetHeader.pad(&bytes)
        return bytes
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
