import Fronthaul
import WireCore

/// Streaming IQ analysis of decoded fronthaul PDUs: per flow (eAxC, direction, channel) power per
/// PRB and symbol, peak, clipping, BFP exponents, quantisation SNR, allocation consistency
/// against the C-plane, decision-directed EVM on a decimated RE sample, and PRACH occasion energy.
/// Fixed memory per flow; the BFP and uncompressed inner loop reads the wire bytes directly.
public final class IQAnalyzer {
    public let settings: IQSettings
    private var flows: [IQFlowKey: FlowAccumulator] = [:]
    /// Most flows analysed: each holds a fixed-size accumulator (power per PRB and symbol, an
    /// RE reservoir: some 0.6 MB at 273 PRBs), so a capture naming endless eAxCs is bounded.
    public static let maximumFlows = 1_024
    /// U-plane messages of flows past ``maximumFlows``: counted, not analysed.
    public private(set) var messagesPastFlowBound = 0
    private var grid: AllocationGrid
    private var prach: PRACHOccasionTracker
    private var codes = UnsafeMutablePointer<Int32>.allocate(capacity: 24)
    private var wide: [Int32] = []
    private var constellation: [Double] = []
    private let outsideLinear: Double
    private let emptyLinear: Double

    public init(settings: IQSettings) {
        self.settings = settings
        grid = AllocationGrid(prbs: settings.carrierPRBs)
        prach = PRACHOccasionTracker(fullScale: 1, detectDbfs: settings.thresholds.prachDetectDbfs)
        outsideLinear = Decibel.ratio(settings.thresholds.outsideAllocDbfs)
        emptyLinear = Decibel.ratio(settings.thresholds.emptyAllocDbfs)
    }

    deinit { codes.deallocate() }

    /// Feeds one decoded eCPRI PDU (or bare O-RAN message); `frame` is its 1-based frame number.
    public func observe(_ result: FronthaulDecodeResult, frame: Int) {
        for message in result.messages {
            switch message.body {
            case .cPlane(let t, let c):
                grid.record(c, eAxC: t.eAxC)
                prach.record(c, eAxC: t.eAxC, frame: frame)
            case .uPlane(let t, let u):
                observe(u, eAxC: t.eAxC, context: result.context, frame: frame)
            default:
                break
            }
        }
        if case .uPlane(let u) = result.bare { observe(u, eAxC: result.bareEAxC, context: result.context, frame: frame) }
        if case .cPlane(let c) = result.bare {
            grid.record(c, eAxC: result.bareEAxC)
            prach.record(c, eAxC: result.bareEAxC, frame: frame)
        }
    }

    private func channel(of u: UPlaneMessage, eAxC: UInt16) -> IQChannel {
        if u.filterIndex != 0 { return .prach }
        if u.direction == .uplink {
            if prach.eAxCs.contains(eAxC) { return .prach }
            if settings.declaration(eAxC: eAxC, direction: .uplink)?.prach == true { return .prach }
        }
        return .data
    }

    private func accumulator(_ key: IQFlowKey, format: IQFormat) -> FlowAccumulator {
        let width = key.direction == .downlink ? settings.downlinkSourceWidth : settings.uplinkSourceWidth
        let a = FlowAccumulator(key: key, prbs: settings.carrierPRBs, scale: IQScale(format: format, sourceWidth: width ?? 16),
                                reservoirPRBs: settings.reservoirPRBs)
        a.sourceWidthDeclared = width != nil
        for s in settings.declaration(eAxC: key.eAxC, direction: key.direction)?.dmrsSymbols ?? [] where s >= 0 && s < 64 {
            a.evmExcludedSymbols |= 1 << UInt64(s)
        }
        return a
    }

    func observe(_ u: UPlaneMessage, eAxC: UInt16, context: FronthaulContext, frame: Int) {
        guard let firstFormat = u.sections.first?.format else { return }
        let key = IQFlowKey(eAxC: eAxC, direction: u.direction, channel: channel(of: u, eAxC: eAxC))
        let flow: FlowAccumulator
        if let known = flows[key] {
            flow = known
        } else {
            guard flows.count < Self.maximumFlows else {
                messagesPastFlowBound += 1
                return
            }
            flow = accumulator(key, format: firstFormat)
            flows[key] = flow
        }
        let downlink = u.direction == .downlink
        let tag = (Int(u.frameId) << 16) | (Int(u.subframeId) << 12) | (Int(u.slotId) << 6) | Int(u.symbolId)
        flow.beginMessage(frame: frame, tag: tag)
        let symbol = Int(u.symbolId)
        let evmSymbol = flow.evmExcludedSymbols & (1 << UInt64(symbol & 63)) == 0
        // Allocation: judged only when this flow's C-plane for the slot was seen.
        let slotMap = grid.map(eAxC: eAxC, downlink: downlink, frame: u.frameId, subframe: u.subframeId, slot: u.slotId)
        if slotMap == nil && grid.hasCPlane(eAxC: eAxC, downlink: downlink) { flow.unjudgedMessages += 1 }
        let occasion = key.channel == .prach ? prach.key(eAxC: eAxC, frame: u.frameId, subframe: u.subframeId, slot: u.slotId) : nil
        if let occasion { prach.countMessage(occasion) }
        var t = PRBTally(flow, symbol: symbol, frame: frame, slotMap: slotMap, words: grid.words, emptyLinear: emptyLinear,
                         outsideLinear: outsideLinear, occasionPRBs: occasion.map { prach.prbRange($0) })
        for section in u.sections {
            flow.note(section.format)
            let method = section.format.method
            let start = Int(section.startPrbu)
            let step = section.rb ? 2 : 1
            t.bfp = method == .blockFloatingPoint || method == .bfpSelectiveRE || method == .bfpSelectiveREMaskInHeader
            switch method {
            case .none, .blockFloatingPoint:
                Self.measureFast(section, flow: flow, tally: &t, evm: evmSymbol, codes: codes)
            case .modulation, .modulationSelectiveRE, .modulationSelectiveREMaskInHeader:
                guard let scaling = context.modulationScaling(eAxC: eAxC, direction: u.direction, sectionId: section.sectionId),
                    let n = IQCodec.decompressModulation(section, scaling: scaling, into: &constellation)
                else { continue }
                constellation.withUnsafeBufferPointer { values in
                    for p in 0..<(n / 24) {
                        var m = PRBMeasure()
                        var peak = 0.0
                        for re in 0..<12 {
                            let i = values[24 * p + 2 * re], q = values[24 * p + 2 * re + 1]
                            m.energy += i * i + q * q
                            peak = max(peak, i * i + q * q)
                        }
                        m.peak = peak
                        if evmSymbol && t.reservoirWantsNext() {
                            flow.reservoir.append(values: UnsafeBufferPointer(rebasing: values[(24 * p)..<(24 * p + 24)]), prb: start + p * step, symbol: symbol)
                            t.reservoirAppended(flow.reservoir)
                        }
                        t.add(m, prb: start + p * step)
                    }
                }
            default:
                guard let n = IQCodec.decompress(section, into: &wide) else { continue }
                let bfpSelective = method == .bfpSelectiveRE || method == .bfpSelectiveREMaskInHeader
                var exponents: [Int] = []
                var masks: [UInt16] = []
                _ = section.forEachPRB { param, _, _ in
                    exponents.append(bfpSelective && !param.isEmpty ? Int(param[param.startIndex] & 0x0F) : 0)
                    masks.append(section.selectiveMask(prb: masks.count, param: param))
                }
                let clip = flow.scale.clipThreshold.map { Int32(clamping: $0) }
                wide.withUnsafeBufferPointer { values in
                    guard let base = values.baseAddress else { return }
                    for p in 0..<(n / 24) {
                        // decompress() already applied 2^e: measured with e = 0, e kept for the histogram.
                        var m = PRBKernel.measure(base + 24 * p, exponent: 0, clipCode: clip)
                        m.reCount = p < masks.count ? masks[p].nonzeroBitCount : 12
                        if bfpSelective { m.exponent = p < exponents.count ? exponents[p] : 0 }
                        if evmSymbol && t.reservoirWantsNext() {
                            flow.reservoir.append(base + 24 * p, exponent: 0, mask: p < masks.count ? masks[p] : 0xFFF, prb: start + p * step, symbol: symbol)
                            t.reservoirAppended(flow.reservoir)
                        }
                        t.add(m, prb: start + p * step)
                    }
                }
            }
        }
        flow.absorb(t)
        flow.addToLine(energy: t.messageEnergy, reCount: t.messageREs)
        if let occasion { prach.add(occasion, energy: t.occasionEnergy, reCount: t.occasionREs, outside: t.occasionOutside) }
    }

    /// BFP (udCompMeth 1) and uncompressed (0) sections: each PRB block measured from the wire
    /// bytes by the kernel of its width (SIMD lanes for 8 and 9 bits).
    @inline(__always)
    private static func measureFast(_ section: UPlaneSection, flow: FlowAccumulator, tally t: inout PRBTally, evm: Bool,
                                    codes: UnsafeMutablePointer<Int32>) {
        let w = section.format.iqWidth
        guard w >= 1, w <= 16 else { return }
        section.iqData.withUnsafeBufferPointer { data in
            switch w {
            case 9: scan(Width9Kernel.self, data, section, width: 9, flow: flow, tally: &t, evm: evm, codes: codes)
            case 8: scan(Width8Kernel.self, data, section, width: 8, flow: flow, tally: &t, evm: evm, codes: codes)
            default: scan(UnpackingKernel.self, data, section, width: w, flow: flow, tally: &t, evm: evm, codes: codes)
            }
        }
    }

    /// The per-PRB loop over one section's blocks (udCompParam byte for BFP, then 3·w bytes); one
    /// function per kernel, with the kernel and ``PRBTally/add(energy:peak:reCount:exponent:clipped:prb:)`` inlined.
    @inline(never)
    private static func scan<K: BlockKernel>(_ kernel: K.Type, _ data: UnsafeBufferPointer<UInt8>, _ section: UPlaneSection, width w: Int,
                                             flow: FlowAccumulator, tally: inout PRBTally, evm: Bool, codes: UnsafeMutablePointer<Int32>) {
        guard let base = data.baseAddress else { return }
        // A local copy for the loop (registers), written back once.
        var t = tally
        defer { tally = t }
        let bfp = section.format.method == .blockFloatingPoint
        let header = bfp ? 1 : 0
        let block = header + 3 * w
        let clip = flow.scale.clipCode
        let clip16 = Int16(clamping: clip ?? Int32(Int16.max))
        let clipExponent = bfp ? flow.scale.maxExponent : 0
        let start = Int(section.startPrbu)
        let step = section.rb ? 2 : 1
        let count = data.count
        var offset = 0
        for p in 0..<section.prbCount {
            guard offset + block <= count else { return }
            let e = bfp ? Int(base[offset] & 0x0F) : 0
            let iq = base + offset + header
            let f = K.figures(iq, width: w, clipCode: clip16, codes: codes)
            var clipped = 0
            if f.reachesClip, let threshold = clip, e >= clipExponent {
                // Rare (samples at full scale): the exact count from the codes.
                PRBKernel.unpack24(iq, width: w, into: codes)
                for k in 0..<24 where abs(codes[k]) >= threshold { clipped += 1 }
            }
            let prb = start + p * step
            if evm && t.reservoirWantsNext() {
                PRBKernel.unpack24(iq, width: w, into: codes)
                flow.reservoir.append(codes, exponent: e, mask: 0xFFF, prb: prb, symbol: t.symbol)
                t.reservoirAppended(flow.reservoir)
            }
            let scale = Double.exp2(2 * e)
            let energy = Double(f.sum) * scale
            t.addSums(energy: energy, peak: Double(f.peak) * scale, reCount: 12, exponent: e, clipped: clipped, prb: prb)
            t.addCell(energy: energy, reCount: 12, prb: prb)
            t.judge(energy: energy, reCount: 12, prb: prb)
            t.addOccasion(energy: energy, reCount: 12, prb: prb)
            offset += block
        }
    }

    /// Closes open PRACH occasions and computes the per-flow figures.
    public func finish() -> IQReport {
        prach.finish()
        var report = IQReport(settings: settings)
        for key in flows.keys.sorted() {
            guard let flow = flows[key] else { continue }
            report.flows.append(IQFlowReport(flow, settings: settings))
        }
        report.prachOccasions = prach.closed
        report.prachOccasionCount = prach.totalClosed
        report.prachPresentCount = prach.presentCount
        report.messagesPastFlowBound = messagesPastFlowBound
        return report
    }
}
