import APProtocols
import ASN1PER
import Foundation
import Testing
import TestSupport
import WireCore

/// tshark 4.0.17 and `decode --json` agree on every leaf value of random E1AP, E2AP and NGAP
/// PDUs, at every depth and in order.
///
/// PDUs: for every message type of the protocol's elementary procedures, `RANCONFORM_FUZZ_COUNT`
/// seeds (default 1) of the generator the pycrate round trips use (optional components 30 %,
/// OCTET STRING (CONTAINING T) filled with a T), once with extension additions off and once on
/// (50 %); encoded by us, wrapped into SCTP by `f1ap_to_pcap.py --protocol P`, dissected by
/// `tshark -T pdml`.
///
/// Rules of the comparison:
/// - tshark's leaves are the fields of the protocol that show a value and have no children of
///   the protocol (`TsharkLeaves`); ours are the `decode --json` fields (`APFields`, then the
///   E2SM payload fields, which tshark shows inside their OCTET STRING and which are therefore
///   compared after the message's own fields).
/// - The two lists are aligned in order (`TsharkLeafAlignment`): leaves match when the names are
///   equal and the values are equal by tshark's field type (numbers; an enumeration's identifier
///   against tshark's value-string label; bytes as hex, or as the big-endian number tshark shows
///   for an OCTET STRING it types as an integer; NULL against tshark's FT_NONE field).
/// - Every leaf that does not match is a failure unless ``APTsharkAllowList`` classifies it
///   with its reason: an IE or extension addition tshark's older release does not know (it shows
///   the id and stops), a field tshark names otherwise, a field tshark adds by dissecting octets
///   further. A PDU tshark flags malformed counts as a failure when the allow-list does not
///   explain the leaves that differ.
@Suite struct APTsharkDepthTests {
    static var seedsPerType: Int { PycrateBatch.fuzzCount ?? 1 }

    static func pdus(_ p: APProtocol, extensions: Bool) -> [[UInt8]] {
        let seeds = (0..<seedsPerType).map { s in 0xD3E7 &+ UInt64(s) &* 977 &+ (extensions ? 1 : 0) }
        return APRandomPDUs.make(p, seeds: seeds, extensionPercent: extensions ? 50 : 0)
    }

    /// Our leaves of one PDU as `decode --json` lists them, and how many of them are E2SM
    /// payload leaves (at the end).
    static func oursWithPayload(_ p: APProtocol, _ bytes: [UInt8]) -> (leaves: [OurLeaf], payload: Int)? {
        let r = p.decode(bytes[...])
        guard let m = r.message else { return nil }
        var list = FieldList()
        r.appendFields(to: &list)
        let messageCount = list.fields.count
        if p == .e2ap {
            for payload in E2SMFunctionTable().payloads(m) { payload.appendFields(to: &list) }
        }
        let skip: Set<String> = [p.fieldPrefix + ".pdu", p.fieldPrefix + ".message"]
        let leaves = list.fields.filter { !skip.contains($0.name) }.map { OurLeaf(name: $0.name, value: $0.value) }
        return (leaves, list.fields.count - messageCount)
    }

    /// Our leaves of one PDU as `decode --json` lists them.
    static func ours(_ p: APProtocol, _ bytes: [UInt8]) -> [OurLeaf]? {
        let r = p.decode(bytes[...])
        guard let m = r.message else { return nil }
        var list = FieldList()
        r.appendFields(to: &list)
        if p == .e2ap {
            for payload in E2SMFunctionTable().payloads(m) { payload.appendFields(to: &list) }
        }
        let skip: Set<String> = [p.fieldPrefix + ".pdu", p.fieldPrefix + ".message"]
        return list.fields.filter { !skip.contains($0.name) }.map { OurLeaf(name: $0.name, value: $0.value) }
    }

    static func pcap(_ p: APProtocol, _ pdus: [[UInt8]], in dir: URL) throws -> String {
        let list = dir.appendingPathComponent("pdus-\(p.rawValue).txt"), pcap = dir.appendingPathComponent("\(p.rawValue).pcap")
        try pdus.map { Hex.encode($0) }.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let w = try Subprocess.run("python3", [Oracle.shared("oracles/f1ap_to_pcap.py").path, "--protocol", p.rawValue, "-f", list.path, "-o", pcap.path])
        guard w.status == 0 else { throw TsharkLeaves.ScriptError(message: w.stderr) }
        return pcap.path
    }

    @Test(.requires(.tshark, .scapy, .shared), arguments: APProtocol.allCases) func tsharkAgreesOnEveryLeaf(_ p: APProtocol) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ap-depth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var matched = 0, explained: [String: Int] = [:], failures: [String] = []
        var pduCount = 0
        for extensions in [false, true] {
            let pdus = Self.pdus(p, extensions: extensions)
            pduCount += pdus.count
            let (frames, known) = try TsharkLeaves.readWithKnown(pcap: try Self.pcap(p, pdus, in: dir), proto: p.fieldPrefix)
            #expect(frames.count == pdus.count)
            for (bytes, frame) in zip(pdus, frames) {
                guard let (ours, payloadCount) = Self.oursWithPayload(p, bytes) else { failures.append("we cannot decode \(Hex.encode(bytes))"); continue }
                var index = 0
                var theirs = frame.leaves
                if p == .e2ap {
                    // E2SM payload leaves: ours follow the message's fields
                    theirs = theirs.filter { $0.nestedIn == nil } + theirs.filter { $0.nestedIn != nil }
                }
                var context = APTsharkAllowList.Frame(proto: p, procedureCode: nil, known: known)
                if case .unsigned(let code)? = ours.first(where: { $0.name == p.fieldPrefix + ".procedureCode" })?.value { context.procedureCode = code }
                context.malformed = frame.malformed
                context.tooLongInteger = frame.experts.contains { $0.contains("too long integer") }
                if p == .e2ap, let m = p.decode(bytes[...]).message { context.e2apV2NodeID = APTsharkAllowList.e2apV2NodeComponents(m.value) }
                var lastID: UInt64?
                func track(_ o: OurLeaf) -> UInt64? {
                    if o.name == p.fieldPrefix + ".id", case .unsigned(let id) = o.value { lastID = id }
                    return lastID
                }
                let steps = TsharkLeafAlignment.align(ours: ours, theirs: theirs)
                for (k, step) in steps.enumerated() {
                    context.atEnd = k == steps.count - 1
                    switch step {
                    case .matched(let o, _):
                        _ = track(o)
                        matched += 1
                        index += 1
                    case .gap(let gapOurs, let gapTheirs):
                        // a gap straddling the start of the payload leaves is split there
                        context.inPayload = index >= ours.count - payloadCount
                        index += gapOurs.count
                        context.currentIE = lastID
                        let ids = gapOurs.map(track)
                        let r = APTsharkAllowList.classify(ours: gapOurs, ieIDs: ids, theirs: gapTheirs, frame: &context)
                        for reason in r.explained { explained[reason, default: 0] += 1 }
                        for f in r.failures { failures.append("frame \(frame.frame) \(f) [IE \(lastID.map(String.init) ?? "-")] \(Hex.encode(bytes))") }
                    }
                }
            }
        }
        let summary = explained.sorted { $0.value > $1.value }.map { "\($0.value) \($0.key)" }.joined(separator: "; ")
        print("\(p.displayName): \(pduCount) PDUs, \(matched) leaves equal in name and value; explained: \(summary.isEmpty ? "none" : summary); \(failures.count) unexplained")
        var byKind: [String: Int] = [:]
        for f in failures { byKind[String(f.split(separator: " ").dropFirst(2).prefix(2).joined(separator: " ")), default: 0] += 1 }
        for (k, n) in byKind.sorted(by: { $0.value > $1.value }).prefix(60) { print("  \(n)× \(k)") }
        if let dump = ProcessInfo.processInfo.environment["RANCONFORM_DEPTH_DUMP"] {
            try failures.joined(separator: "\n").write(toFile: dump + "-" + p.rawValue + ".txt", atomically: true, encoding: .utf8)
        }
        #expect(failures.isEmpty, "\(failures.count) leaves differ; first: \(failures.prefix(12).joined(separator: "\n"))")
        #expect(matched > pduCount * 3)
    }
}
