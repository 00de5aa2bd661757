/// The drawing the message sequence charts share (the F1AP chart of ``HTMLCharts`` and the UE
/// ladder of ``HTMLUELadder``): a lifeline per node, then one row per message with its frame
/// number and time, an arrow from sender to receiver (a loop when both are one node), and a red
/// band over rows whose frame has a failing finding.
enum HTMLSequenceChart {
    /// A lifeline centred at `x`: the node's box (name, role) and a dashed axis down the chart.
    static func lifeline(name: String, role: String, x: Double, height: Double) -> String {
        let f = HTMLCharts.f
        return "<rect x=\"\(f(x - 60))\" y=\"4\" width=\"120\" height=\"30\" rx=\"4\" fill=\"#f6f8fa\" stroke=\"#57606a\"/>"
            + "<text x=\"\(f(x))\" y=\"17\" text-anchor=\"middle\" font-weight=\"600\">\(HTMLText.escape(name))</text><text x=\"\(f(x))\" y=\"30\" text-anchor=\"middle\">\(role)</text>"
            + "<line class=\"axis\" x1=\"\(f(x))\" y1=\"34\" x2=\"\(f(x))\" y2=\"\(f(height - 6))\" stroke-dasharray=\"4 3\"/>\n"
    }

    /// One message at baseline `y`, from `x1` to `x2` in `color`; `label` is shown over the arrow
    /// and `title` on hover; `failingRules` (the ids of failing findings on its frame) mark the row.
    static func message(
        y: Double, rowHeight: Double, width: Double, frame: Int, milliseconds: Double, from x1: Double, to x2: Double,
        color: String, failingRules: [String]?, title: String, label: String
    ) -> String {
        let f = HTMLCharts.f
        var s = ""
        if let rules = failingRules {
            s += "<rect class=\"failing\" x=\"2\" y=\"\(f(y - 13))\" width=\"\(f(width - 4))\" height=\"\(f(rowHeight - 4))\" fill=\"#ffebe9\"><title>\(HTMLText.escape(rules.joined(separator: ", ")))</title></rect>"
            s += "<text x=\"\(f(width - 8))\" y=\"\(f(y + 4))\" text-anchor=\"end\" fill=\"#cf222e\" font-weight=\"600\">✗ \(HTMLText.escape(rules.joined(separator: ", ")))</text>"
        }
        s += "<text x=\"6\" y=\"\(f(y + 4))\">#\(frame)  +\(HTMLText.fixed(milliseconds, 3)) ms</text>"
        let dirn = x2 >= x1 ? 1.0 : -1.0
        if x1 == x2 {
            s += "<path d=\"M\(f(x1)) \(f(y - 6)) h40 v12 h-34\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
        } else {
            s += "<line x1=\"\(f(x1))\" y1=\"\(f(y))\" x2=\"\(f(x2 - dirn * 7))\" y2=\"\(f(y))\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
            s += "<polygon points=\"\(f(x2)),\(f(y)) \(f(x2 - dirn * 8)),\(f(y - 4)) \(f(x2 - dirn * 8)),\(f(y + 4))\" fill=\"\(color)\"/>"
        }
        let tx = x1 == x2 ? x1 + 46 : (x1 + x2) / 2
        let anchor = x1 == x2 ? "start" : "middle"
        s += "<text x=\"\(f(tx))\" y=\"\(f(y - 4))\" text-anchor=\"\(anchor)\"><title>\(HTMLText.escape(title))</title>\(HTMLText.escape(label))</text>\n"
        return s
    }
}
