import Fronthaul
import WireCore

/// Text and JSON renderings of an ``IQReport`` (numbers with fixed decimals; −infinity dBFS is
/// `null` in JSON and `-inf` in text).
extension IQReport {
    /// eAxC ids of a flow split as the run's split says.
    public static func eAxCText(_ raw: UInt16, split: EAxCSplit) -> String { split.split(raw).description }

    /// The per-flow table `ranconform iq` prints.
    public func table(split: EAxCSplit) -> String {
        var out = "flow                      dir ch     msgs    REs        mean dBFS  peak dBFS  crest dB  clip %     maxExp %  zeroPRB  qSNR dB  outside  empty   EVM\n"
        for f in flows {
            var line = Self.pad("\(Self.eAxCText(f.key.eAxC, split: split))\(f.name.map { " \($0)" } ?? "")", 26)
            line += Self.pad(f.key.direction.description, 4) + Self.pad(f.key.channel.rawValue, 7)
            line += Self.pad(String(f.messages), 8) + Self.pad(String(f.reCount), 11)
            line += Self.pad(Self.fixed(f.meanPowerDbfs, 2), 11) + Self.pad(Self.fixed(f.peakPowerDbfs, 2), 11)
            line += Self.pad(Self.fixed(f.crestFactorDb, 2), 10) + Self.pad(Self.fixed(100 * f.clipFraction, 4), 11)
            line += Self.pad(f.bfpPRBs > 0 ? Self.fixed(100 * f.maxExponentFraction, 1) : "-", 10)
            line += Self.pad(String(f.zeroPRBs), 9) + Self.pad(f.quantisationSNRDb.map { Self.fixed($0, 1) } ?? "-", 9)
            line += Self.pad(f.hasCPlane ? String(f.outsideAllocPRBs) : "-", 9) + Self.pad(f.hasCPlane ? String(f.emptyAllocPRBs) : "-", 8)
            if let e = f.evm {
                line += "\(Self.fixed(e.percent, 2)) % (\(Self.fixed(e.db, 2)) dB, \(e.order.rawValue)\(e.estimated ? " estimated" : ""))"
            } else {
                line += "-"
            }
            out += line.trimmingTrailingSpaces() + "\n"
        }
        if messagesPastFlowBound > 0 {
            out += "not analysed: \(messagesPastFlowBound) U-plane message(s) of flows past the first \(IQAnalyzer.maximumFlows)\n"
        }
        if prachOccasionCount > 0 {
            out += "PRACH occasions: \(prachOccasionCount), with a preamble \(prachPresentCount), without \(prachOccasionCount - prachPresentCount)\n"
            for o in prachOccasions where !o.preamblePresent {
                out += "  no preamble: eAxC \(Self.eAxCText(o.eAxC, split: split)) frame \(o.frameId) subframe \(o.subframeId) slot \(o.slotId) (C-plane frame \(o.frame)): "
                out += o.uPlaneMessages == 0 ? "no U-plane\n" : "\(Self.fixed(o.powerDbfs, 2)) dBFS in \(o.uPlaneMessages) U-plane message(s)\n"
            }
        }
        return out
    }

    /// `{"flows": [...], "prach": {...}}`.
    /// `extra`: further top-level members; compact text.
    public func json(split: EAxCSplit, extra: [(String, JSONValue)] = []) -> String { jsonValue(split: split, extra: extra).compactText() }

    /// `{"flows": [...], "prach": {...}}` as a tree.
    public func jsonValue(split: EAxCSplit, extra: [(String, JSONValue)] = []) -> JSONValue {
        var o = JSONWriter()
        o.open("{")
        o.key("flows")
        o.open("[")
        for f in flows {
            o.open("{")
            let ids = split.split(f.key.eAxC)
            o.field("eAxC", Int(f.key.eAxC))
            o.key("eAxCIds")
            o.open("{")
            o.field("duPort", Int(ids.duPort))
            o.field("bandSector", Int(ids.bandSector))
            o.field("cc", Int(ids.cc))
            o.field("ruPort", Int(ids.ruPort))
            o.close("}")
            o.field("eAxCText", ids.description)
            if let n = f.name { o.field("name", n) }
            o.field("direction", f.key.direction.description)
            o.field("channel", f.key.channel.rawValue)
            o.field("formats", f.formats)
            o.field("messages", f.messages)
            o.field("firstFrame", f.firstFrame)
            o.field("lastFrame", f.lastFrame)
            o.field("reCount", f.reCount)
            o.field("meanPowerDbfs", f.meanPowerDbfs)
            o.field("peakPowerDbfs", f.peakPowerDbfs)
            o.field("crestFactorDb", f.crestFactorDb)
            o.field("clippedSamples", f.clippedSamples)
            o.field("clipFraction", f.clipFraction, decimals: 8)
            o.field("clipPerPRB", f.clipPerPRB)
            o.field("clipPerSymbol", f.clipPerSymbol)
            o.field("exponentHistogram", f.exponentHistogram)
            o.field("maxExponent", f.maxExponent)
            o.field("sourceWiderThan16Inferred", f.sourceWiderThan16Inferred)
            o.field("bfpPRBs", f.bfpPRBs)
            o.field("maxExponentFraction", f.maxExponentFraction, decimals: 6)
            o.field("prbTotal", f.prbTotal)
            o.field("zeroPRBs", f.zeroPRBs)
            o.field("quantisationSnrDb", f.quantisationSNRDb)
            o.key("allocation")
            o.open("{")
            o.field("judged", f.hasCPlane)
            o.field("judgedPRBs", f.judgedPRBs)
            o.field("unjudgedMessages", f.unjudgedMessages)
            o.field("outsideAllocPRBs", f.outsideAllocPRBs)
            o.field("allocatedPRBs", f.allocatedPRBs)
            o.field("emptyAllocPRBs", f.emptyAllocPRBs)
            if let l = f.outsideFirst { o.location("firstOutside", l) }
            if let l = f.emptyFirst { o.location("firstEmpty", l) }
            o.close("}")
            if let e = f.evm {
                o.key("evm")
                o.open("{")
                o.field("modulation", e.order.rawValue)
                o.field("estimated", e.estimated)
                o.field("percent", e.percent, decimals: 4)
                o.field("db", e.db)
                o.field("snrDb", e.snrDb)
                o.field("reCount", e.reCount)
                o.field("limitPercent", e.order.evmLimitPercent)
                o.field("excludedSymbols", e.excludedSymbols)
                o.field("perSymbolPercent", e.perSymbolPercent)
                o.field("rangePRBs", e.rangePRBs)
                o.field("perRangePercent", e.perRangePercent)
                o.close("}")
            }
            o.field("prbPowerDbfs", f.prbPowerDbfs)
            o.field("symbolPowerDbfs", f.symbolPowerDbfs)
            o.field("lineBucketSymbols", f.lineBucketSymbols)
            o.field("powerLineDbfs", f.powerLineDbfs)
            o.close("}")
        }
        o.close("]")
        o.key("prach")
        o.open("{")
        o.field("occasions", prachOccasionCount)
        o.field("withPreamble", prachPresentCount)
        o.field("withoutPreamble", prachOccasionCount - prachPresentCount)
        o.key("listed")
        o.open("[")
        for p in prachOccasions {
            o.open("{")
            o.field("eAxC", Int(p.eAxC))
            o.field("frameId", p.frameId)
            o.field("subframeId", p.subframeId)
            o.field("slotId", p.slotId)
            o.field("startSymbol", p.startSymbol)
            o.field("prbStart", p.prbStart)
            o.field("prbCount", p.prbCount)
            o.field("frame", p.frame)
            o.field("uPlaneMessages", p.uPlaneMessages)
            o.field("powerDbfs", p.powerDbfs)
            o.field("prbsOutside", p.prbsOutside)
            o.field("preamblePresent", p.preamblePresent)
            o.close("}")
        }
        o.close("]")
        o.close("}")
        if messagesPastFlowBound > 0 {
            o.field("maximumFlows", IQAnalyzer.maximumFlows)
            o.field("messagesPastFlowBound", messagesPastFlowBound)
        }
        for (k, v) in extra { o.raw(k, v) }
        o.close("}")
        return o.value
    }

    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }

    /// Fixed decimals without Foundation; "-inf" / "nan" as such.
    public static func fixed(_ x: Double, _ decimals: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let r = (abs(x) * scale).rounded()
        guard r < 9e15 else { return String(x) }
        let n = Int64(r)
        let whole = n / Int64(scale), frac = n % Int64(scale)
        var f = String(frac)
        while f.count < decimals { f = "0" + f }
        let sign = x < 0 && n != 0 ? "-" : ""
        return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(f)"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// Builds a ``JSONValue`` in writing order (open / key / field / close), numbers with fixed
/// decimals as number text.
struct JSONWriter {
    private struct Frame {
        var key: String?
        var isObject: Bool
        var members: [JSONMember] = []
        var items: [JSONValue] = []
    }
    private var stack: [Frame] = []
    private var pendingKey: String?
    private(set) var value: JSONValue = .null

    private mutating func add(_ v: JSONValue) {
        guard !stack.isEmpty else {
            value = v
            return
        }
        if stack[stack.count - 1].isObject {
            stack[stack.count - 1].members.append(JSONMember(pendingKey ?? "", v))
        } else {
            stack[stack.count - 1].items.append(v)
        }
        pendingKey = nil
    }
    mutating func open(_ bracket: String) {
        stack.append(Frame(key: pendingKey, isObject: bracket == "{"))
        pendingKey = nil
    }
    mutating func close(_ bracket: String) {
        let frame = stack.removeLast()
        pendingKey = frame.key
        add(frame.isObject ? .object(frame.members) : .array(frame.items))
    }
    mutating func key(_ k: String) { pendingKey = k }
    mutating func raw(_ k: String, _ v: JSONValue) {
        key(k)
        add(v)
    }
    mutating func field(_ k: String, _ v: String) { raw(k, .string(v)) }
    mutating func field(_ k: String, _ v: Int) { raw(k, .int(v)) }
    mutating func field(_ k: String, _ v: Bool) { raw(k, .bool(v)) }
    mutating func field(_ k: String, _ v: Double?, decimals: Int = 3) { raw(k, Self.number(v, decimals)) }
    mutating func field(_ k: String, _ v: [Int]) { raw(k, .array(v.map(JSONValue.int))) }
    mutating func field(_ k: String, _ v: [String]) { raw(k, .array(v.map(JSONValue.string))) }
    mutating func field(_ k: String, _ v: [Double?], decimals: Int = 3) { raw(k, .array(v.map { Self.number($0, decimals) })) }
    mutating func field(_ k: String, _ v: [Double], decimals: Int = 3) { field(k, v.map { Optional($0) }, decimals: decimals) }
    mutating func location(_ k: String, _ l: IQLocation) {
        raw(k, .object([JSONMember("frame", .int(l.frame)), JSONMember("prb", .int(l.prb)), JSONMember("symbol", .int(l.symbol)),
                        JSONMember("powerDbfs", Self.number(l.powerDbfs, 3))]))
    }
    static func number(_ v: Double?, _ decimals: Int) -> JSONValue {
        guard let v, v.isFinite else { return .null }
        return .number(IQReport.fixed(v, decimals))
    }
}
