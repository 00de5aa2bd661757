import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// Independent oracle: Wireshark's own display-filter engine. For each expression (all in the
/// subset tshark 4.0 accepts), `tshark -Y EXPR` lists the frames of the sample capture that
/// match; our evaluation of the same expression on each frame's fields must say `true` exactly
/// for those frames and `false` for the others. The fields come from tshark too
/// (`-T fields -e NAME`), so neither side uses our decoders. Frames where we answer
/// `notApplicable` (a compared field is absent) are counted, not compared: Wireshark answers
/// false there for `==` and true for `!(…)`, and we decline to guess.
///
/// Known, documented differences kept out of this list: `count(x) == 0` on a frame without x
/// (we say true, tshark false) and negative range ends against unsigned fields (tshark 4.0
/// matches nothing).
struct ExpressionTsharkOracleTests {
    typealias S = ExpressionSupport

    /// How tshark's text for each field becomes a `FieldValue`, as `ranconform decode` types it:
    /// numbers (tshark prints some in 0x hex) unsigned, flags boolean, addresses and names text.
    static let booleanFields: Set<String> = ["sctp.data_e_bit", "vlan.dei", "ecpri.cbit"]
    static let doubleFields: Set<String> = ["frame.time_delta"]
    static let textFields: Set<String> = ["eth.src", "eth.dst", "ip.src", "ip.dst", "oran_fh_cus.c_eaxc_id"]

    static let expressions = [
        "vlan.id == 100", "vlan.id != 100", "vlan", "!vlan", "not vlan and eth", "ecpri.type == 2",
        "ecpri.type eq 0 and ecpri.size > 600", "ecpri.type == 0 or ecpri.type == 2 and vlan.id == 5",
        "vlan.id == 5 and ecpri.type == 2 or ecpri.type == 0", "!(ecpri.type == 2) && vlan",
        "oran_fh_cus.data_direction == 1", "oran_fh_cus.data_direction == 0 || ptp",
        "oran_fh_cus.sectionId in {1, 3..5}", "oran_fh_cus.numPrbc >= 24 && oran_fh_cus.startSymbolId < 2",
        "oran_fh_cus.c_eaxc_id == \"0:0:0:0\"", "oran_fh_cus.c_eaxc_id contains \"0:0\"",
        "len(oran_fh_cus.c_eaxc_id) == 7", "eth.src == 02:00:00:00:bb:01",
        "eth.src == 02:00:00:00:bb:01 || eth.dst == 02:00:00:00:bb:01",
        "eth.dst in {01:1b:19:00:00:00, 02:00:00:00:aa:01}", "eth.src < eth.dst", "eth.src ge eth.dst",
        "len(eth.src) == 6", "eth.type == 0x8100", "eth.type == 0x88f7 || eth.type == 0x0800", "ip.src == 10.0.0.2",
        "ip.src == 10.0.0.0/24 && ip.dst == 10.0.0.1", "ip.dst in {10.0.0.1, 10.0.0.9}", "ip.src < ip.dst",
        "len(ip.src) == 4", "ip.ttl == 64 and ip.proto == 132", "sctp.chunk_type == 0", "sctp.chunk_type != 0",
        "sctp.chunk_type === 0", "sctp.chunk_type !== 0", "sctp.chunk_type all_eq 3", "sctp.chunk_type any_ne 3",
        "sctp.chunk_type in {1, 3}", "sctp.chunk_type in {1..3}", "sctp.chunk_type not in {0}", "sctp.chunk_type > 2",
        "sctp.chunk_type lt 1", "count(sctp.chunk_type) == 2", "count(f1ap.id) >= 4", "sctp.chunk_flags & 0x02",
        "sctp.chunk_flags & 3 == 3", "sctp.chunk_type + 1 & 6 == 4", "{sctp.chunk_type + 1} == 4",
        "sctp.chunk_type * 2 + 1 == 7", "sctp.chunk_type - 1 - 1 == 1", "sctp.chunk_type % 2 == 1",
        "sctp.chunk_type / 2 == 1", "-sctp.chunk_type == -3", "sctp.srcport == sctp.dstport",
        "sctp.chunk_type > f1ap.procedureCode", "sctp.verification_tag == 0x1111", "sctp.data_e_bit == 1",
        "sctp.data_e_bit == True", "vlan.dei == False", "ecpri.cbit == 0", "f1ap.procedureCode == 1",
        "f1ap.procedureCode in {0, 1} && f1ap.TransactionID > 3", "f1ap.id == 78 and f1ap.id != 42", "f1ap.id & 0x40",
        "ecpri.size - 4 > 600", "frame.len / 2 > 50", "frame.len % 100 == 6", "frame.time_delta > 0.005",
        "ptp.v2.messagetype == 0x00", "ptp.v2.messagetype == 8 || ecpri.type == 2",
        "(ecpri.type == 0 || ecpri.type == 2) && !(oran_fh_cus.data_direction == 0)",
        "not f1ap or f1ap.procedureCode == 0", "ecpri.type == 0 && ecpri.size > 600 || f1ap",
    ]

    @Test(.requires(.tshark)) func agreesWithTsharkFrameByFrame() throws {
        let tshark = try #require(S.tshark)
        let capture = S.sampleCapture
        try #require(FileManager.default.fileExists(atPath: capture.path), "\(capture.path) not found")
        var compiled: [FilterExpression] = []
        for text in Self.expressions { compiled.append(try FilterExpression.compile(text)) }
        let names = compiled.reduce(into: Set<String>()) { $0.formUnion($1.referencedFields) }.sorted()

        // One copy of the capture per expression, so that one tshark run filters them all:
        // copy k is judged by expression k alone (see `combinedFilter`).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ranconform-expr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copies = directory.appendingPathComponent("copies.pcapng")
        let original = try Data(contentsOf: capture)
        var concatenated = Data()
        for _ in compiled { concatenated.append(original) }  // pcapng allows one section after another
        try concatenated.write(to: copies)

        let frames = try Self.fieldLists(tshark: tshark, capture: copies, names: names)
        try #require(frames.count == 20 * compiled.count, "the sample capture has 20 frames")
        // Every copy must decode like the first (F1AP included), or the oracle would be judging
        // something else than the sample capture.
        let first = Array(frames[0..<20]).map(Self.signature)
        for k in 1..<compiled.count {
            #expect(Array(frames[(20 * k)..<(20 * k + 20)]).map(Self.signature) == first, "copy \(k + 1) decodes differently")
        }
        #expect(first.filter { $0.contains("f1ap.procedureCode") }.count == 5, "5 F1AP frames")
        let matching = try Self.tsharkMatches(tshark: tshark, capture: copies, expressions: Self.expressions)

        var agreed = 0
        var notApplicable = 0
        for (k, expression) in compiled.enumerated() {
            var definite = 0
            for frame in 1...20 {
                let fields = frames[20 * k + frame - 1]
                let kept = matching.contains(20 * k + frame)
                switch expression.evaluate(fields) {
                case .true:
                    #expect(kept, "'\(expression.text)' frame \(frame): we say true, tshark false")
                    definite += 1
                case .false:
                    #expect(!kept, "'\(expression.text)' frame \(frame): we say false, tshark true")
                    definite += 1
                case .notApplicable:
                    // Only when a field the expression reads is missing from the frame.
                    #expect(expression.referencedFields.contains { fields.first($0) == nil }, "'\(expression.text)' frame \(frame)")
                    notApplicable += 1
                }
            }
            #expect(definite > 0, "'\(expression.text)' was never decided")
            agreed += definite
        }
        print(
            "ExpressionTsharkOracleTests: \(compiled.count) expressions × 20 frames: "
                + "\(agreed) true/false answers agree with tshark, \(notApplicable) not applicable")
    }

    /// Field names and values of a frame except the time since the previous frame (which
    /// differs for the first frame of each copy).
    static func signature(_ fields: FieldList) -> String {
        fields.fields.filter { $0.name != "frame.time_delta" }.map { "\($0.name)=\($0.value)" }.joined(separator: ";")
    }

    /// tshark without SCTP TSN analysis: with it, the repeated TSNs of later copies would be
    /// taken for retransmissions and their F1AP left undissected.
    static let tsharkOptions = ["-o", "sctp.tsn_analysis:FALSE"]

    /// One `FieldList` per frame from `tshark -T fields`, all occurrences of every name.
    static func fieldLists(tshark: String, capture: URL, names: [String]) throws -> [FieldList] {
        var arguments = tsharkOptions + ["-r", capture.path, "-T", "fields", "-E", "occurrence=a", "-E", "aggregator=|"]
        for name in names { arguments += ["-e", name] }
        let (output, status) = try S.run(tshark, arguments)
        try #require(status == 0, "tshark -T fields failed")
        var frames: [FieldList] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            var fields = FieldList()
            for (name, column) in zip(names, columns) where !column.isEmpty {
                for text in column.split(separator: "|") { fields.append(name, value(String(text), for: name)) }
            }
            frames.append(fields)
        }
        return frames
    }

    static func value(_ text: String, for name: String) -> FieldValue {
        if booleanFields.contains(name) { return .bool(text == "1" || text == "True") }
        if doubleFields.contains(name), let d = Double(text) { return .double(d) }
        if textFields.contains(name) || !name.contains(".") { return .string(text) }
        if text.hasPrefix("0x"), let v = UInt64(text.dropFirst(2), radix: 16) { return .unsigned(v) }
        if let v = UInt64(text) { return .unsigned(v) }
        if let v = Int64(text) { return .signed(v) }
        return .string(text)
    }

    /// `(frame.number >= 20k+1 && frame.number <= 20k+20 && (E_k)) || …` for k from `first`:
    /// expression k decides alone on copy k, since `&&` and `||` combine per frame.
    static func combinedFilter(_ expressions: ArraySlice<String>) -> String {
        zip(expressions.indices, expressions).map { k, e in
            "(frame.number >= \(20 * k + 1) && frame.number <= \(20 * k + 20) && (\(e)))"
        }.joined(separator: " || ")
    }

    /// Frame numbers tshark's `-Y` keeps with the combined filters (in batches that stay far
    /// below the kernel's 128 KiB limit on one argument); when tshark refuses a batch, records
    /// which expressions it refuses.
    static func tsharkMatches(tshark: String, capture: URL, expressions: [String]) throws -> Set<Int> {
        var kept = Set<Int>()
        var start = 0
        while start < expressions.count {
            var end = start
            var length = 0
            while end < expressions.count && (end == start || length + expressions[end].utf8.count < 50_000) {
                length += expressions[end].utf8.count + 70
                end += 1
            }
            let batch = expressions[start..<end]
            let arguments = ["-r", capture.path, "-Y", combinedFilter(batch), "-T", "fields", "-e", "frame.number"]
            let (output, status) = try S.run(tshark, tsharkOptions + arguments)
            if status != 0 {
                for e in batch {
                    let (_, single) = try S.run(tshark, ["-r", capture.path, "-c", "1", "-Y", e])
                    if single != 0 { Issue.record("tshark refuses '\(e)'") }
                }
                Issue.record("tshark refused a combined filter")
            }
            kept.formUnion(output.split(separator: "\n").compactMap { Int($0) })
            start = end
        }
        return kept
    }
}
