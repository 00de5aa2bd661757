import CaptureIO
import Conformance
import Foundation
import Profiles
import TestSupport
import Testing
import Fronthaul
import NetLayers
import WireCore

/// Builders for engine tests: fronthaul PDUs from the Fronthaul encoder wrapped in NetLayers PDUs,
/// F1AP PDUs encoded by pycrate (the independent oracle) from JER values, and runs.
enum EngineSupport {
    static var packageRoot: URL { Oracle.packageRoot }
    /// `../shared` when present (tests that need it require `.shared`).
    static var shared: URL? { Oracle.sharedDirectory }

    static let duMAC: UInt64 = 0x02_00_00_00_BB_01
    static let ruMAC: UInt64 = 0x02_00_00_00_AA_01

    /// Ethernet endpoints with one VLAN tag.
    static func ethernet(from src: UInt64, to dst: UInt64, vlan: UInt16 = 100) -> Endpoints {
        var e = Endpoints()
        e.sourceMAC = MACAddress(src)
        e.destinationMAC = MACAddress(dst)
        e.vlanTags = [VLANTag(tpid: 0x8100, priority: 7, dropEligible: false, id: vlan)]
        return e
    }

    /// A C-plane section type 1 message with one section per (sectionId, startPrbc, numPrbc, startSymbol via header, numSymbol).
    static func cPlane(direction: UInt8, frame: UInt8 = 0, subframe: UInt8 = 0, slot: UInt8 = 0, startSymbol: UInt8 = 0,
                       sections: [(id: UInt16, start: UInt16, num: UInt8, symbols: UInt8)], udCompHdr: UInt8 = 0, sectionType: UInt8 = 1) -> CPlaneMessage {
        var m = CPlaneMessage()
        m.dataDirection = direction
        m.frameId = frame
        m.subframeId = subframe
        m.slotId = slot
        m.startSymbolId = startSymbol
        m.sectionType = sectionType
        m.udCompHdr = udCompHdr
        m.numberOfSections = UInt8(sections.count)
        m.sections = sections.map { s in
            var c = CPlaneSection()
            c.sectionId = s.id
            c.startPrbc = s.start
            c.numPrbc = s.num
            c.numSymbol = s.symbols
            return c
        }
        return m
    }

    /// A U-plane message with BFP 9-bit sections (static format, no udCompHdr) and zero IQ data.
    static func uPlane(direction: UInt8, frame: UInt8 = 0, subframe: UInt8 = 0, slot: UInt8 = 0, symbol: UInt8,
                       sections: [(id: UInt16, start: UInt16, num: UInt8)], format: IQFormat = IQFormat(method: Fronthaul.CompressionMethod.blockFloatingPoint, iqWidth: 9)) -> UPlaneMessage {
        var m = UPlaneMessage()
        m.dataDirection = direction
        m.frameId = frame
        m.subframeId = subframe
        m.slotId = slot
        m.symbolId = symbol
        m.sections = sections.map { s in
            let bytes = [UInt8](repeating: 0, count: Int(s.num) * format.fullPRBBytes)
            return UPlaneSection(sectionId: s.id, startPrbu: s.start, numPrbu: s.num, format: format, iqData: bytes[...])
        }
        return m
    }

    /// Sequenced fronthaul traffic fed straight into a run as PDUs.
    struct Feeder {
        var run: ConformanceRun
        var frame = 0
        var time: Int64 = 1_000_000_000
        var seq: [UInt32: UInt8] = [:]

        init(_ configuration: RunConfiguration) { run = ConformanceRun(configuration: configuration) }

        mutating func send(_ message: ECPRIMessage, from: UInt64, to: UInt64, vlan: UInt16 = 100, advance: Int64 = 10_000, frameLength: Int? = nil) {
            let bytes = FronthaulEncoder.encode(message)
            frame += 1
            time += advance
            let pdu = PDU(kind: .ecpri, payload: bytes[...], endpoints: EngineSupport.ethernet(from: from, to: to, vlan: vlan),
                          frameNumbers: [frame], timestampNanoseconds: time, offsetInFrame: 18)
            run.feed(pdu: pdu, frameLength: frameLength ?? bytes.count + 18)
        }

        /// A frame of another protocol `ns` before the next message, so the capture does not start
        /// with it (rules that judge capture edges see earlier traffic). Takes no frame number.
        mutating func leadIn(_ ns: Int64 = 2_000_000) {
            // A RoE control packet (subType 0, flowId 0xFF: O-RAN.WG4.CUS §5.1.3.3.3) between
            // undeclared stations: judged by no rule (E1AP, once undecoded, is now checked)
            let pdu = PDU(kind: .roe, payload: [0, 0xFF, 0, 0, 0, 0, 0, 0][...], endpoints: Endpoints(), frameNumbers: [0], timestampNanoseconds: time, offsetInFrame: nil)
            run.feed(pdu: pdu)
            time += ns
        }

        mutating func c(_ m: CPlaneMessage, eAxC: UInt16 = 0, from: UInt64 = EngineSupport.duMAC, to: UInt64 = EngineSupport.ruMAC, seq s: UInt8? = nil) {
            let key = UInt32(eAxC) << 2 | 2 | UInt32(m.dataDirection)
            let n = s ?? seq[key, default: 0]
            seq[key] = n &+ 1
            send(ECPRIMessage.oran(cPlane: m, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: n)), from: from, to: to)
        }

        mutating func u(_ m: UPlaneMessage, eAxC: UInt16 = 0, from: UInt64? = nil, to: UInt64? = nil, seq s: UInt8? = nil, advance: Int64 = 10_000) {
            let key = UInt32(eAxC) << 2 | UInt32(m.dataDirection)
            let n = s ?? seq[key, default: 0]
            seq[key] = n &+ 1
            let dl = m.dataDirection == 1
            send(ECPRIMessage.oran(uPlane: m, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: n)),
                 from: from ?? (dl ? EngineSupport.duMAC : EngineSupport.ruMAC), to: to ?? (dl ? EngineSupport.ruMAC : EngineSupport.duMAC), advance: advance)
        }

        func finish() -> RunResults { run.finish() }
    }


    /// Runs a capture file through a run.
    static func check(_ path: String, configuration: RunConfiguration) throws -> RunResults {
        let reader = try CaptureReader(path: path)
        let run = ConformanceRun(configuration: configuration)
        while let record = reader.next() { run.feed(record) }
        return run.finish()
    }

    static func verdicts(_ r: RunResults, _ rule: String) -> Set<Verdict> { r.verdicts(rule) }

    static func violations(_ r: RunResults, _ rule: String) -> Int { r.results(for: rule).reduce(0) { $0 + $1.violations } }
    static func evaluated(_ r: RunResults, _ rule: String) -> Int { r.results(for: rule).reduce(0) { $0 + $1.evaluated } }
}

extension EngineSupport {
    /// A run configuration without a testbed, with the static BFP 9-bit U-plane the builders use.
    static func specOnly() -> RunConfiguration {
        var c = RunConfiguration()
        c.fronthaul.compression = IQFormat(method: Fronthaul.CompressionMethod.blockFloatingPoint, iqWidth: 9)
        c.fronthaul.udCompHdrPresent = false
        return c
    }

    /// Writes device and testbed YAML into a fresh temporary directory and returns the testbed path.
    /// `{a: 1, b: 2}`: a YAML flow mapping of `values`, keys sorted.
    static func yamlFlowMap(_ values: [String: Any]) -> String {
        "{" + values.keys.sorted().map { "\($0): \(values[$0] ?? 0)" }.joined(separator: ", ") + "}"
    }

    /// The text of a CUS 13.00 category A device profile with a 2/6/4/4 eAxC split, MTU 9000, the
    /// given section types and one compression entry; `windows` (delay-window keys in ns) become
    /// its `fronthaul.window` when not empty.
    static func deviceProfile(id: String, role: String, sectionTypes: String = "[1]",
                              compression: String = "{method: bfp, iqWidth: [9], static: true}", windows: [String: Any] = [:],
                              fronthaulExtra: String = "") -> String {
        let window = (windows.isEmpty ? "" : "  window: \(yamlFlowMap(windows))\n") + fronthaulExtra
        return """
            ranconform: 1
            kind: device
            id: \(id)
            role: \(role)
            vendor: Test
            model: \(id)
            software: "1.0"
            fronthaul:
              cus: "13.00"
              category: A
              eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}
              sectionTypes: \(sectionTypes)
              sectionExtensions: []
              compression:
                - \(compression)
              mtu: 9000
            \(window)
            """
    }

    static func writeTestbed(ruSectionTypes: String = "[1]", duSectionTypes: String = "[1, 3]", ruCompression: String = "{method: bfp, iqWidth: [9], static: true}",
                             flows: String = "  - {name: dl, eaxc: \"0:0:0:0\", direction: dl}\n  - {name: ul, eaxc: \"0:0:0:0\", direction: ul}\n",
                             extra: String = "", extraNodes: String = "", ruFronthaulExtra: String = "") throws -> String {
        let dir = TemporaryFiles.scratch.appendingPathComponent("engine-tb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try deviceProfile(id: "t-du", role: "o-du", sectionTypes: duSectionTypes, compression: "{method: bfp, iqWidth: [9, 14], static: true}")
            .write(to: dir.appendingPathComponent("du.yaml"), atomically: true, encoding: .utf8)
        try deviceProfile(id: "t-ru", role: "o-ru", sectionTypes: ruSectionTypes, compression: ruCompression, fronthaulExtra: ruFronthaulExtra)
            .write(to: dir.appendingPathComponent("ru.yaml"), atomically: true, encoding: .utf8)
        let testbed = """
            ranconform: 1
            kind: testbed
            name: engine-test
            nodes:
              du: {device: du.yaml, match: {mac: "02:00:00:00:bb:01", vlan: 100}}
              ru: {device: ru.yaml, match: {mac: "02:00:00:00:aa:01", vlan: 100}}
            \(extraNodes)carrier: {numerology: 1, prbs: 273, duplex: tdd, tddPattern: DDDSU}
            flows:
            \(flows)\(extra)
            """
        let path = dir.appendingPathComponent("testbed.yaml")
        try testbed.write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }
}
