import IQAnalysis

/// The HTML report's IQ section (runs with IQ analysis only): per flow the figures, then its power
/// heat map (symbol × PRB), constellation, BFP exponent histogram and power over time, inline SVG.
enum HTMLIQSection {
    static func render(_ iq: IQReport) -> String {
        var h = "<h2 id=\"iq\">IQ per flow</h2>\n"
        guard !iq.flows.isEmpty else { return h + "<p class=\"muted\">No U-plane IQ samples in the capture.</p>\n" }
        h += "<p class=\"muted\">Power in dBFS: 10·log10(mean |I + jQ|² / full scale²), full scale the compressed format's largest code.</p>\n"
        h += "<table>\n<tr><th>Flow</th><th>Mean dBFS</th><th>Peak dBFS</th><th>Crest dB</th><th>Clipped</th><th>At max exponent</th><th>Zero PRBs</th><th>Quantisation SNR</th><th>Outside allocation</th><th>Empty allocated</th><th>EVM</th></tr>\n"
        for f in iq.flows {
            h += "<tr><td><a href=\"#iq-\(anchor(f))\">\(HTMLText.escape(name(f, iq)))</a></td>"
            h += "<td>\(IQReport.fixed(f.meanPowerDbfs, 2))</td><td>\(IQReport.fixed(f.peakPowerDbfs, 2))</td><td>\(IQReport.fixed(f.crestFactorDb, 2))</td>"
            h += "<td>\(f.clippedSamples) (\(IQReport.fixed(100 * f.clipFraction, 4)) %)</td>"
            h += "<td>\(f.bfpPRBs > 0 ? IQReport.fixed(100 * f.maxExponentFraction, 1) + " %" : "–")</td><td>\(f.zeroPRBs)</td>"
            h += "<td>\(f.quantisationSNRDb.map { IQReport.fixed($0, 1) + " dB" } ?? "–")</td>"
            h += "<td>\(f.hasCPlane ? String(f.outsideAllocPRBs) : "–")</td><td>\(f.hasCPlane ? String(f.emptyAllocPRBs) : "–")</td>"
            h += "<td>\(f.evm.map { "\(IQReport.fixed($0.percent, 2)) % (\($0.order.rawValue)\($0.estimated ? ", estimated" : ""))" } ?? "–")</td></tr>\n"
        }
        h += "</table>\n"
        if iq.prachOccasionCount > 0 {
            h += "<p>PRACH occasions: \(iq.prachOccasionCount), with a preamble \(iq.prachPresentCount), without \(iq.prachOccasionCount - iq.prachPresentCount).</p>\n"
        }
        for f in iq.flows {
            h += "<h3 id=\"iq-\(anchor(f))\">\(HTMLText.escape(name(f, iq)))</h3>\n<div class=\"iq-pictures\">\n"
            for picture in IQPictures.all(f) { h += "<figure>\(picture.svg)</figure>\n" }
            h += "</div>\n"
        }
        return h
    }

    static func name(_ f: IQFlowReport, _ iq: IQReport) -> String {
        "eAxC \(IQReport.eAxCText(f.key.eAxC, split: iq.eaxcSplit))\(f.name.map { " \($0)" } ?? "") \(f.key.direction) \(f.key.channel.rawValue)"
    }

    static func anchor(_ f: IQFlowReport) -> String { "\(f.key.eAxC)-\(f.key.direction.description.lowercased())-\(f.key.channel.rawValue)" }
}
