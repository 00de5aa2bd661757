import Fronthaul
import WireCore

/// Streaming IQ analysis of decoded fronthaul PDUs: per flow (eAxC, direction, channel) power per
/// PRB and symbol, peak, clipping, BFP exponents, quantisation SNR, allocation consistency
/// against the C-plane, decision-directed EVM on a decimated RE sample, and PRACH occasion energy.
/// Fixed memory per flow; the BFP and uncompressed inner loop reads the wire bytes directly.
public final class IQAnalyzer {
    public let settings: IQSettings
    private var flows: [IQFlowKey: FlowAccumulator] = [:]
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
        var a = FlowAccumulator(key: key, prbs: settings.carrierPRBs, scale: IQScale(format: format, sourceWidth: width ?? 16),
                                reservoirPRBs: settings.reservoirPRBs)
        a.sourceWidthDeclared = width != nil
        return a
    }

    func observe(_ u: UPlaneMessage, eAxC: UInt16, context: FronthaulContext, frame: Int) {
        guard let firstFormat = u.sections.first?.format else { return }
        let key = IQFlowKey(eAxC: eAxC, direction: u.direction, channel: channel(of: u, eAxC: eAxC))
        // Taken out of the table for the message (uniquely referenced: updated in place).
        var flow = flows.removeValue(forKey: key) ?? accumulator(key, format: firstFormat)
        defer { flows[key] = flow }
        let downlink = u.direction == .downlink
        let tag = (Int(u.frameId) << 16) | (Int(u.subframeId) << 12) | (Int(u.slotId) << 6) | Int(u.symbolId)
        flow.beginMessage(frame: frame, tag: tag)
        let symbol = Int(u.symbolId)
        let declared = settings.declaration(eAxC: eAxC, direction: u.direction)
        let evmSymbol = !(declared?.dmrsSymbols.contains(symbol) ?? false)
        // Allocation: judged only when this flow's C-plane for the slot was seen.
        let slotMap = grid.map(eAxC: eAxC, downlink: downlink, frame: u.frameId, subframe: u.subframeId, slot: u.slotId)
        if slotMap == nil && grid.hasCPlane(eAxC: eAxC, downlink: downlink) { flow.unjudgedMessages += 1 }
        let occasion = key.channel == .prach ? prach.key(eAxC: eAxC, frame: u.frameId, subframe: u.subframeId, slot: u.slotId) : nil
        if let occasion { prach.countMessage(occasion) }
        var c = PRBContext(symbol: symbol, frame: frame, slotMap: slotMap, words: grid.words,
                           inverseFS2: 1 / (flow.scale.fullScale * flow.scale.fullScale), emptyLinear: emptyLinear, outsideLinear: outsideLinear)
        c.quantised = flow.scale.hasQuantisationStep
        if let occasion {
            c.inOccasion = true
            c.occasionPRBs = prach.prbRange(occasion)
        }
        for section in u.sections {
            flow.formats.insert(section.format)
            let method = section.format.method
            let start = Int(section.startPrbu)
            let step = section.rb ? 2 : 1
            c.bfp = method == .blockFloatingPoint || method == .bfpSelectiveRE || method == .bfpSelectiveREMaskInHeader
            switch method {
            case .none, .blockFloatingPoint:
                Self.measureFast(section, flow: &flow, context: &c, evm: evmSymbol, codes: codes)
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
                        if evmSymbol && flow.reservoir.wantsNext() {
                            flow.reservoir.append(values: UnsafeBufferPointer(rebasing: values[(24 * p)..<(24 * p + 24)]), prb: start + p * step, symbol: symbol)
                        }
                        flow.record(m, prb: start + p * step, &c)
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
                        if evmSymbol && flow.reservoir.wantsNext() {
                            flow.reservoir.append(base + 24 * p, exponent: 0, mask: p < masks.count ? masks[p] : 0xFFF, prb: start + p * step, symbol: symbol)
                        }
                        flow.record(m, prb: start + p * step, &c)
                    }
                }
            }
        }
        flow.addToLine(energy: c.messageEnergy, reCount: c.messageREs)
        if let occasion { prach.add(occasion, energy: c.occasionEnergy, reCount: c.occasionREs, outside: c.occasionOutside) }
    }

    /// BFP (udCompMeth 1) and uncompressed (0) sections: unpack each PRB block from the wire bytes.
    @inline(__always)
    private static func measureFast(_ section: UPlaneSection, flow: inout FlowAccumulator, context c: inout PRBContext, evm: Bool,
                                    codes: UnsafeMutablePointer<Int32>) {
        let w = section.format.iqWidth
        guard w >= 1, w <= 16 else { return }
        let bfp = section.format.method == .blockFloatingPoint
        let block = (bfp ? 1 : 0) + 3 * w
        let clip = flow.scale.clipCode
        let clipExponent = bfp ? flow.scale.maxExponent : 0
        let start = Int(section.startPrbu)
        let step = section.rb ? 2 : 1
        section.iqData.withUnsafeBufferPointer { data in
            guard let base = data.baseAddress else { return }
            var offset = 0
            for p in 0..<section.prbCount {
                guard offset + block <= data.count else { return }
                let e = bfp ? Int(base[offset] & 0x0F) : 0
                PRBKernel.unpack24(base + offset + (bfp ? 1 : 0), width: w, into: codes)
                let m = PRBKernel.measure(codes, exponent: e, clipCode: clip, clipExponent: clipExponent, narrow: w <= 12)
                if evm && flow.reservoir.wantsNext() {
                    flow.reservoir.append(codes, exponent: e, mask: 0xFFF, prb: start + p * step, symbol: c.symbol)
                }
                flow.record(m, prb: start + p * step, &c)
                offset += block
            }
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
        return report
    }
}
