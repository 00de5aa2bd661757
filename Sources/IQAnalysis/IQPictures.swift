/// SVG pictures of one flow: power heat map (symbol × PRB), constellation (decimated), BFP
/// exponent histogram and power over time. Self-contained SVG text, no scripts.
public enum IQPictures {
    /// All four pictures of a flow, keyed by a file-name suffix.
    public static func all(_ f: IQFlowReport) -> [(name: String, svg: String)] {
        [("heatmap", heatMap(f)), ("constellation", constellation(f)), ("exponents", exponentHistogram(f)), ("power", powerLine(f))]
    }

    static func header(_ w: Int, _ h: Int, _ title: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" font-family=\"sans-serif\" font-size=\"11\">"
            + "<title>\(escape(title))</title><rect width=\"\(w)\" height=\"\(h)\" fill=\"#fff\"/>"
    }

    static func escape(_ s: String) -> String {
        s.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;").replacingAll("\"", "&quot;")
    }

    /// Heat map: one cell per (symbol, PRB) with data; colour from −60 dBFS (blue) to 0 dBFS (red).
    public static func heatMap(_ f: IQFlowReport) -> String {
        let cw = max(1, min(4, 900 / max(1, f.prbs))), ch = 12
        let w = 40 + f.prbs * cw + 10, h = 30 + 14 * ch + 30
        var s = header(w, h, "Power per symbol and PRB (dBFS)")
        s += "<text x=\"40\" y=\"14\">power per symbol × PRB, dBFS (−60 blue … 0 red)</text>"
        for sym in 0..<14 {
            s += "<text x=\"4\" y=\"\(30 + sym * ch + 10)\">\(sym)</text>"
            var p = 0
            while p < f.prbs {
                let v = f.heatMapDbfs[sym * f.prbs + p]
                guard v.isFinite else { p += 1; continue }
                // Merge runs of the same colour into one rect.
                let c = colour(v)
                var end = p + 1
                while end < f.prbs, f.heatMapDbfs[sym * f.prbs + end].isFinite, colour(f.heatMapDbfs[sym * f.prbs + end]) == c { end += 1 }
                s += "<rect x=\"\(40 + p * cw)\" y=\"\(30 + sym * ch)\" width=\"\((end - p) * cw)\" height=\"\(ch)\" fill=\"\(c)\"/>"
                p = end
            }
        }
        s += "<text x=\"40\" y=\"\(h - 8)\">PRB 0 … \(f.prbs - 1)</text></svg>\n"
        return s
    }

    static func colour(_ db: Double) -> String {
        let t = max(0, min(1, (db + 60) / 60))
        let r = Int(255 * t), b = Int(255 * (1 - t)), g = Int(255 * (1 - abs(2 * t - 1)) * 0.8)
        return "rgb(\(r),\(g),\(b))"
    }

    /// Constellation: the decimated REs normalised by the EVM gain.
    public static func constellation(_ f: IQFlowReport) -> String {
        let size = 320
        var s = header(size, size + 20, "Constellation")
        let order = f.evm.map { "\($0.order.rawValue)\($0.estimated ? " (estimated)" : ""), EVM \(IQReport.fixed($0.percent, 2)) %" } ?? "no EVM"
        s += "<text x=\"4\" y=\"14\">\(escape(order))</text>"
        var peak: Float = 1
        for v in f.constellation { peak = max(peak, abs(v)) }
        let half = Float(size) / 2
        s += "<line x1=\"0\" y1=\"\(Int(half) + 20)\" x2=\"\(size)\" y2=\"\(Int(half) + 20)\" stroke=\"#ccc\"/><line x1=\"\(Int(half))\" y1=\"20\" x2=\"\(Int(half))\" y2=\"\(size + 20)\" stroke=\"#ccc\"/>"
        var k = 0
        while k + 1 < f.constellation.count {
            let x = half + f.constellation[k] / peak * (half - 4)
            let y = 20 + half - f.constellation[k + 1] / peak * (half - 4)
            s += "<circle cx=\"\(IQReport.fixed(Double(x), 1))\" cy=\"\(IQReport.fixed(Double(y), 1))\" r=\"1\" fill=\"#036\"/>"
            k += 2
        }
        return s + "</svg>\n"
    }

    /// Exponent histogram (16 bins; the maximum exponent's bin marked).
    public static func exponentHistogram(_ f: IQFlowReport) -> String {
        let w = 16 * 20 + 40, h = 160
        var s = header(w, h, "BFP exponent histogram")
        s += "<text x=\"4\" y=\"14\">BFP exponents (\(f.bfpPRBs) PRBs, \(IQReport.fixed(100 * f.maxExponentFraction, 1)) % at max \(f.maxExponent))</text>"
        let top = max(1, f.exponentHistogram.max() ?? 1)
        for (e, n) in f.exponentHistogram.enumerated() {
            let bh = Int(Double(n) / Double(top) * 110)
            s += "<rect x=\"\(30 + e * 20)\" y=\"\(130 - bh)\" width=\"16\" height=\"\(bh)\" fill=\"\(e == f.maxExponent ? "#c33" : "#369")\"/>"
            s += "<text x=\"\(32 + e * 20)\" y=\"145\">\(e)</text>"
        }
        return s + "</svg>\n"
    }

    /// Power over time (mean power per bucket of symbols), −80…+5 dBFS.
    public static func powerLine(_ f: IQFlowReport) -> String {
        let w = 640, h = 200
        var s = header(w, h, "Power over time")
        s += "<text x=\"4\" y=\"14\">mean power per \(f.lineBucketSymbols) symbol(s), dBFS (−80 … +5)</text>"
        let n = max(1, f.powerLineDbfs.count - 1)
        var points: [String] = []
        for (i, v) in f.powerLineDbfs.enumerated() where v.isFinite {
            let x = 30 + Double(i) / Double(n) * Double(w - 40)
            let y = 20 + (5 - max(-80, min(5, v))) / 85 * Double(h - 40)
            points.append("\(IQReport.fixed(x, 1)),\(IQReport.fixed(y, 1))")
        }
        s += "<polyline fill=\"none\" stroke=\"#369\" points=\"\(points.joined(separator: " "))\"/>"
        return s + "</svg>\n"
    }
}

extension String {
    func replacingAll(_ a: Character, _ b: String) -> String {
        var out = ""
        for c in self { if c == a { out += b } else { out.append(c) } }
        return out
    }
}
