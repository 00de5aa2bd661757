import ArgumentParser
import CaptureIO
import Conformance
import Fronthaul
import IQAnalysis
import ProfileLoading
import Profiles
import Reports
import WireCore

#if canImport(Glibc)
import Glibc
#endif

/// `ranconform iq CAPTURE… [--testbed FILE] [--flow EAXC]… [--set KEY=VALUE]… [--json]
/// [--svg-dir DIR]`: the per-flow IQ figures (power per PRB and symbol, peak, crest factor,
/// clipping, BFP exponents, quantisation SNR, allocation consistency, EVM, PRACH occasions) and
/// the FH-IQ-… verdicts; with `--svg-dir`, four SVG pictures per flow.
struct IQCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iq",
        abstract: "Analyse the U-plane IQ of fronthaul captures per flow (power, clipping, exponents, allocation, EVM, PRACH).",
        discussion: """
            Power is in dBFS: 10·log10(mean |I + jQ|² / full scale²), full scale being the compressed format's \
            largest code (2^15 for BFP from 16-bit samples). Settings besides the decode ones (fronthaul.*): \
            iq.modulation=qpsk|16qam|64qam|256qam|1024qam (every data flow), iq.dmrsSymbols=2,11, \
            iq.referencePoint=conducted, iq.powerDbfs=MIN,MAX, iq.maxClipFraction, iq.outsideAllocDbfs, \
            iq.emptyAllocDbfs, iq.maxEmptyFraction, iq.maxExponentSaturation, iq.prachDetectDbfs.
            """
    )

    @Argument(help: "Capture files (pcap or pcapng), read as one stream in the order given.")
    var captures: [String] = []

    @Option(help: ArgumentHelp("Testbed profile (carrier, flows, thresholds).", valueName: "FILE"))
    var testbed: String?

    @Option(name: .customLong("flow"), help: ArgumentHelp("Only this eAxC (DU:BS:CC:RU or the raw number; repeatable).", valueName: "EAXC"))
    var flows: [String] = []

    @Option(name: .customLong("set"), help: ArgumentHelp("Override one setting, KEY=VALUE (repeatable): fronthaul.* as for decode, iq.*.", valueName: "KEY=VALUE"))
    var settings: [String] = []

    @Flag(help: "Print one JSON object: a flows array (eAxC ids and figures), the PRACH occasions and the FH-IQ rule rows.")
    var json = false

    @Option(help: ArgumentHelp("Write the heat map, constellation, exponent histogram and power line of every flow as SVG into DIR.", valueName: "DIR"))
    var svgDir: String?

    func validate() throws {
        if captures.isEmpty { throw ValidationError("give at least one capture file") }
    }

    func run() throws {
        var testbedProfile: TestbedProfile?
        do {
            if let testbed { testbedProfile = try ProfileLoader.loadTestbed(path: testbed) }
        } catch {
            throw CommandFailure(message: error.description)
        }
        var configuration = RunConfiguration(testbed: testbedProfile, suite: SuiteProfile(name: "iq", include: [try! RulePattern(parsing: RuleFamily.fronthaulIQ.prefix + "*")]))
        let decodeSettings = settings.filter { !$0.hasPrefix("iq.") }
        let options = try DecodeOptions(settings: decodeSettings, asn1Directory: nil)
        configuration.demux.ecpriUDPPorts.formUnion(options.demux.ecpriUDPPorts)
        for setting in decodeSettings {
            guard let eq = setting.firstIndex(of: "="), setting.hasPrefix("fronthaul.") else { continue }
            try? configuration.fronthaul.apply(String(setting[..<eq]), String(setting[setting.index(after: eq)...]))
        }
        var iq = configuration.iqSettings()
        for setting in settings where setting.hasPrefix("iq.") {
            try IQSettingKeys.apply(setting, to: &iq, split: configuration.fronthaul.eaxcSplit)
        }
        configuration.iq = iq
        let wanted = try flows.map { try Self.parseEAxC($0, split: configuration.fronthaul.eaxcSplit) }
        let run = ConformanceRun(configuration: configuration)
        var offset = 0
        for path in captures {
            let reader: CaptureReader
            do {
                reader = try CaptureReader(path: path)
            } catch {
                throw CommandFailure(message: error.description)
            }
            if captures.count > 1 { run.beginCapture(name: path, firstFrame: offset + 1) }
            var last = 0
            while var record = reader.next() {
                last = record.frameNumber
                record.frameNumber += offset
                run.feed(record)
            }
            offset += last
            for warning in reader.warnings { StandardError.writeLine("ranconform: warning: \(path): \(warning)") }
        }
        let results = run.finish()
        guard var report = results.iq else { throw CommandFailure(message: "IQ analysis did not run") }
        if !wanted.isEmpty {
            report.flows = report.flows.filter { wanted.contains($0.key.eAxC) }
            report.prachOccasions = report.prachOccasions.filter { wanted.contains($0.eAxC) }
        }
        let split = configuration.fronthaul.eaxcSplit
        let rows = results.results.filter { RuleID($0.rule).belongs(to: .fronthaulIQ) }
        var output = BufferedOutput()
        if json {
            let rules = JSONValue.array(rows.map { r in
                var o = JSONObjectBuilder()
                o.add("rule", .string(r.rule))
                o.add("node", .string(r.node))
                o.add("verdict", .string(r.verdict.rawValue))
                o.add("evaluated", .int(r.evaluated))
                o.add("violations", .int(r.violations))
                if let reason = r.reason { o.add("reason", .string(reason)) }
                o.add("findings", .array(r.findings.map { .string($0.message) }))
                return o.value
            })
            output.write(report.json(split: split, extra: [("rules", rules)]) + "\n")
        } else {
            var text = report.table(split: split)
            text += "\n"
            for r in rows {
                text += "\(r.rule)\t\(r.node)\t\(r.verdict.rawValue)"
                if let reason = r.reason { text += "\t\(reason)" }
                text += "\n"
                for f in r.findings.prefix(3) { text += "    frame \(results.frameLabels(f.frames)): \(f.message)\n" }
            }
            output.write(DisplayText.escaped(text, allowNewline: true))
        }
        output.flush()
        if let svgDir {
            if mkdir(svgDir, 0o755) != 0 && errno != EEXIST {
                throw CommandFailure(message: "cannot create \(svgDir)")
            }
            for flow in report.flows {
                let base = "eaxc\(flow.key.eAxC)-\(flow.key.direction.description.lowercased())-\(flow.key.channel.rawValue)"
                for picture in IQPictures.all(flow) {
                    do {
                        try ReportFileWriter.write(picture.svg, to: "\(svgDir)/\(base)-\(picture.name).svg")
                    } catch {
                        throw CommandFailure(message: "cannot write \(svgDir)/\(base)-\(picture.name).svg: \(error)")
                    }
                }
            }
        }
    }

    /// `DU:BS:CC:RU` in the run's split, or a raw number.
    static func parseEAxC(_ text: String, split: Fronthaul.EAxCSplit) throws -> UInt16 {
        if let raw = UInt16(text) { return raw }
        let parts = text.split(separator: ":").map { Int($0) }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else {
            throw CommandFailure(message: "--flow \(text): expected DU:BS:CC:RU or a number")
        }
        let masks = [split.duPortMask, split.bandSectorMask, split.ccMask, split.ruPortMask]
        var raw: UInt16 = 0
        for (value, mask) in zip(parts.map { $0! }, masks) where mask != 0 {
            raw |= UInt16(truncatingIfNeeded: value << mask.trailingZeroBitCount) & mask
        }
        return raw
    }
}

/// The `iq.*` keys of `--set`.
enum IQSettingKeys {
    static func apply(_ setting: String, to s: inout IQSettings, split: Fronthaul.EAxCSplit) throws {
        guard let eq = setting.firstIndex(of: "=") else { throw CommandFailure(message: "--set \(setting): expected KEY=VALUE") }
        let key = String(setting[..<eq]), value = String(setting[setting.index(after: eq)...])
        let bad = { (why: String) in CommandFailure(message: "--set \(key)=\(value): \(why)") }
        func number() throws -> Double {
            guard let v = Double(value), v.isFinite else { throw bad("not a number") }
            return v
        }
        switch key {
        case "iq.modulation":
            guard let order = QAMOrder(name: value) else { throw bad("expected qpsk, 16qam, 64qam, 256qam or 1024qam") }
            for i in s.flows.indices { s.flows[i].modulation = order }
            // Flows the testbed does not declare: every eAxC (an empty set), both directions.
            for direction in [FronthaulDirection.downlink, .uplink] {
                s.flows.append(IQFlowDeclaration(eAxCs: [], direction: direction, modulation: order))
            }
        case "iq.dmrsSymbols":
            let symbols = value.split(separator: ",").compactMap { Int($0) }
            guard symbols.allSatisfy({ (0...13).contains($0) }) else { throw bad("expected symbols 0…13") }
            for i in s.flows.indices { s.flows[i].dmrsSymbols = Set(symbols) }
            if s.flows.isEmpty {
                for direction in [FronthaulDirection.downlink, .uplink] {
                    var d = IQFlowDeclaration(eAxCs: [], direction: direction)
                    d.dmrsSymbols = Set(symbols)
                    s.flows.append(d)
                }
            }
        case "iq.referencePoint": s.conductedReferencePoint = value == "conducted"
        case "iq.powerDbfs":
            let parts = value.split(separator: ",").compactMap { Double($0) }
            guard parts.count == 2, parts[0] <= parts[1] else { throw bad("expected MIN,MAX in dBFS") }
            s.thresholds.powerRangeDbfs = parts[0]...parts[1]
        case "iq.maxClipFraction": s.thresholds.maxClipFraction = try number()
        case "iq.outsideAllocDbfs": s.thresholds.outsideAllocDbfs = try number()
        case "iq.emptyAllocDbfs": s.thresholds.emptyAllocDbfs = try number()
        case "iq.maxEmptyFraction": s.thresholds.maxEmptyFraction = try number()
        case "iq.maxExponentSaturation": s.thresholds.maxExponentSaturation = try number()
        case "iq.prachDetectDbfs": s.thresholds.prachDetectDbfs = try number()
        default:
            throw CommandFailure(message: "--set \(key): unknown setting (iq.modulation, iq.dmrsSymbols, iq.referencePoint, iq.powerDbfs, iq.maxClipFraction, iq.outsideAllocDbfs, iq.emptyAllocDbfs, iq.maxEmptyFraction, iq.maxExponentSaturation, iq.prachDetectDbfs)")
        }
    }
}
