import CaptureIO
import Conformance
import Foundation
import Fronthaul
import Profiles
import WireCore
import Testing
import TestSupport

/// Rule tests on fronthaul frames the Fronthaul encoder builds: the frames go into one classic pcap
/// that the engine checks and that tshark 4.0.17 (the field oracle) reads, so both see the same
/// bytes. Fields 4.0.17 does not dissect (ST4/ST7/ST9/ST10 bodies, SE21, SE24, sReSMask) are read
/// by ``SpecBits`` at the offsets the spec's message formats give.
enum RuleCapture {
    static let duMAC: UInt64 = EngineSupport.duMAC
    static let ruMAC: UInt64 = EngineSupport.ruMAC
    /// Ethernet header in front of the eCPRI PDU: addresses, one 802.1Q tag, EtherType.
    static let ethernetBytes = 18
    /// eCPRI common header (4) + ecpriRtcid/Pcid (2) + ecpriSeqid (2): the O-RAN header starts here.
    static let oranStart = 8

    /// One frame to put in the capture.
    struct Frame: Sendable {
        var pdu: [UInt8]
        var from: UInt64
        var to: UInt64
    }

    static func cPlane(_ m: CPlaneMessage, eAxC: UInt16 = 0, seq: UInt8 = 0, from: UInt64 = duMAC, to: UInt64 = ruMAC) -> Frame {
        Frame(pdu: FronthaulEncoder.encode(ECPRIMessage.oran(cPlane: m, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: seq))), from: from, to: to)
    }

    static func uPlane(_ m: UPlaneMessage, eAxC: UInt16 = 0, seq: UInt8 = 0, from: UInt64 = ruMAC, to: UInt64 = duMAC) -> Frame {
        Frame(pdu: FronthaulEncoder.encode(ECPRIMessage.oran(uPlane: m, transport: ORANTransportHeader(eAxC: eAxC, sequenceId: seq))), from: from, to: to)
    }

    /// Ethernet II with VLAN 100 (PCP 7) and EtherType 0xAEFE, padded to the 60-byte minimum.
    static func ethernet(_ f: Frame) -> [UInt8] {
        func mac(_ v: UInt64) -> [UInt8] { (0..<6).map { UInt8(truncatingIfNeeded: v >> (40 - 8 * $0)) } }
        var out = mac(f.to) + mac(f.from) + [0x81, 0x00, 0xE0, 100, 0xAE, 0xFE] + f.pdu
        while out.count < 60 { out.append(0) }
        return out
    }

    /// Writes the frames (1 ms apart) to a fresh temporary pcap and returns its path.
    static func write(_ frames: [Frame]) throws -> String {
        let path = TemporaryFiles.scratch.appendingPathComponent("rule-\(UUID().uuidString).pcap").path
        var w = try PcapWriter(path: path, linkType: .ethernet)
        for (i, f) in frames.enumerated() {
            try w.write(ethernet(f), timestampNanoseconds: 1_000_000_000 + Int64(i) * 1_000_000)
        }
        try w.close()
        return path
    }

    /// The engine's results for the capture, with the static BFP 9-bit U-plane of ``EngineSupport/specOnly()``.
    static func check(_ path: String, configuration: RunConfiguration = EngineSupport.specOnly()) throws -> RunResults {
        try EngineSupport.check(path, configuration: configuration)
    }

    /// The decoder's findings for one frame's eCPRI PDU, offsets in frame coordinates (as the engine decodes it).
    static func findings(_ f: Frame, context: FronthaulContext = FronthaulContext()) -> [Finding] {
        var decoder = FronthaulDecoder(context: context)
        return decoder.decode(ecpri: f.pdu[...], baseBitOffset: ethernetBytes * 8).findings
    }

    /// Bit offset, in frame coordinates, of bit `bit` of byte `byte` of the O-RAN header (bit 0 = MSB).
    static func oranBit(_ byte: Int, _ bit: Int = 0) -> Int { (ethernetBytes + oranStart + byte) * 8 + bit }

    // MARK: tshark 4.0.17

    static var tshark: String? { Oracle.tshark }

    /// Per frame, each field's occurrences (tshark `-T fields -E occurrence=a`, "," between
    /// occurrences); nil (with an issue recorded) when tshark is absent: callers require it.
    static func tsharkFields(_ path: String, _ fields: [String], preferences: [String] = []) -> [[String: [String]]]? {
        guard let tshark else {
            Issue.record("tshark not on PATH: the test should require it")
            return nil
        }
        var args = ["-n", "-r", path, "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a", "-E", "aggregator=,"]
        for p in preferences { args += ["-o", p] }
        for f in fields { args += ["-e", f] }
        guard let out = try? ExpressionSupport.run(tshark, args).output else { return nil }
        return out.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            var row: [String: [String]] = [:]
            for (i, f) in fields.enumerated() {
                let cell = i < cells.count ? cells[i] : ""
                row[f] = cell.isEmpty ? [] : cell.split(separator: ",").map(String.init)
            }
            return row
        }
    }

    /// Per frame, the expert-info messages tshark raises (`_ws.expert.message`).
    static func tsharkExperts(_ path: String, preferences: [String] = []) -> [[String]]? {
        tsharkFields(path, ["_ws.expert.message"], preferences: preferences)?.map { $0["_ws.expert.message"] ?? [] }
    }
}

/// Reads a field out of bytes at a bit offset, MSB first (the wire order of every O-RAN field): the
/// tests compute the offsets from the spec's message formats, independently of the decoder.
enum SpecBits {
    static func value(_ bytes: [UInt8], bit offset: Int, width: Int) -> UInt64 {
        var v: UInt64 = 0
        for i in 0..<width {
            let b = offset + i
            v = v << 1 | UInt64(bytes[b >> 3] >> (7 - UInt8(b & 7)) & 1)
        }
        return v
    }

    /// A field of the O-RAN application payload of an eCPRI PDU (byte 0 = the byte after ecpriSeqid).
    static func oran(_ pdu: [UInt8], byte: Int, bit: Int = 0, width: Int) -> UInt64 {
        value(pdu, bit: (RuleCapture.oranStart + byte) * 8 + bit, width: width)
    }
}

extension RunResults {
    /// Verdict, evaluated count, violations and first findings of one rule over all nodes.
    func row(_ rule: String) -> (verdicts: Set<Verdict>, evaluated: Int, violations: Int, findings: [RuleFinding]) {
        let rows = results(for: rule)
        return (Set(rows.map(\.verdict)), rows.reduce(0) { $0 + $1.evaluated }, rows.reduce(0) { $0 + $1.violations }, rows.flatMap(\.findings))
    }
}

/// One violating variant of a rule next to a conforming message of the same kind, with what the
/// engine must report and what the oracles must read in the two frames.
struct RuleCase: Sendable, CustomTestStringConvertible {
    /// A field the oracle reads in both frames: by tshark name, or at a spec offset of the O-RAN
    /// payload.
    enum Field: Sendable {
        case tshark(String, good: String, bad: String)
        case bits(byte: Int, bit: Int, width: Int, good: UInt64, bad: UInt64)
    }

    var name: String
    var rule: String
    var good: @Sendable () -> RuleCapture.Frame
    var bad: @Sendable () -> RuleCapture.Frame
    var verdict: Verdict
    var path: String
    /// Bit offset of the finding in frame coordinates (``RuleCapture/oranBit(_:_:)``).
    var bit: Int
    var fields: [Field]
    /// An expert message tshark 4.0.17 raises for the violating frame only (substring).
    var expert: String? = nil
    var context: FronthaulContext = FronthaulContext()
    var configuration: RunConfiguration = EngineSupport.specOnly()
    var tsharkPreferences: [String] = []

    var testDescription: String { "\(rule): \(name)" }
}


extension RuleCase {
    /// Engine on [conforming] (PASS, evaluated 1) and on [conforming, violating] (one violation of the
    /// expected verdict at frame 2 with the field path), the decoder's offset, then the digest
    /// byte-map oracle; the tshark oracle is ``verifyWithTshark(sourceLocation:)``.
    func verify(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let goodFrame = good(), badFrame = bad()
        let alone = try RuleCapture.check(try RuleCapture.write([goodFrame]), configuration: configuration).row(rule)
        #expect(alone.verdicts == [.pass], "\(name): conforming frame: \(alone.findings)", sourceLocation: sourceLocation)
        #expect(alone.evaluated == 1, "\(name)", sourceLocation: sourceLocation)

        let path = try RuleCapture.write([goodFrame, badFrame])
        let both = try RuleCapture.check(path, configuration: configuration).row(rule)
        #expect(both.verdicts == [verdict], "\(name): \(both.findings)", sourceLocation: sourceLocation)
        #expect(both.evaluated == 2, "\(name)", sourceLocation: sourceLocation)
        #expect(both.violations == 1, "\(name): \(both.findings)", sourceLocation: sourceLocation)
        #expect(both.findings.first?.frames == [2], "\(name)", sourceLocation: sourceLocation)
        #expect(both.findings.first?.fieldPath == self.path, "\(name): \(both.findings)", sourceLocation: sourceLocation)

        let located = RuleCapture.findings(badFrame, context: context).filter { $0.id.rawValue == rule }
        #expect(located.map(\.bitOffset).contains(bit), "\(name): expected bit \(bit) (byte \(bit / 8)), found \(located)", sourceLocation: sourceLocation)
        #expect(RuleCapture.findings(goodFrame, context: context).filter { $0.id.rawValue == rule }.isEmpty, "\(name)", sourceLocation: sourceLocation)

        for field in fields {
            guard case .bits(let byte, let b, let width, let g, let v) = field else { continue }
            #expect(SpecBits.oran(goodFrame.pdu, byte: byte, bit: b, width: width) == g, "\(name): conforming byte \(byte) bit \(b)", sourceLocation: sourceLocation)
            #expect(SpecBits.oran(badFrame.pdu, byte: byte, bit: b, width: width) == v, "\(name): violating byte \(byte) bit \(b)", sourceLocation: sourceLocation)
        }
    }

    /// tshark 4.0.17 reads the case's fields with their conforming and violating values in the
    /// capture [conforming, violating], and raises the expected expert message in the violating
    /// frame only (tests calling it require tshark).
    func verifyWithTshark(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let names = fields.compactMap { f -> String? in if case .tshark(let n, _, _) = f { n } else { nil } }
        guard !names.isEmpty || expert != nil else { return }
        let path = try RuleCapture.write([good(), bad()])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = try #require(RuleCapture.tsharkFields(path, names + ["_ws.expert.message"], preferences: tsharkPreferences), sourceLocation: sourceLocation)
        #expect(rows.count == 2, "\(name)", sourceLocation: sourceLocation)
        guard rows.count == 2 else { return }
        for field in fields {
            guard case .tshark(let n, let g, let v) = field else { continue }
            #expect(rows[0][n]?.first == g, "\(name): tshark \(n) in the conforming frame: \(rows[0][n] ?? [])", sourceLocation: sourceLocation)
            #expect(rows[1][n]?.first == v, "\(name): tshark \(n) in the violating frame: \(rows[1][n] ?? [])", sourceLocation: sourceLocation)
        }
        if let expert {
            #expect(rows[1]["_ws.expert.message"]?.contains { $0.contains(expert) } == true, "\(name): \(rows[1])", sourceLocation: sourceLocation)
            #expect(rows[0]["_ws.expert.message"]?.contains { $0.contains(expert) } != true, "\(name): \(rows[0])", sourceLocation: sourceLocation)
        }
    }
}
