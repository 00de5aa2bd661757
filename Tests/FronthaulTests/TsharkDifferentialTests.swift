import Foundation
import Fronthaul
import Testing
import TestSupport
import WireCore

/// Differential tests against tshark 4.0.17: raw integer fields that 4.0.17 decodes correctly must
/// agree, frame by frame and occurrence by occurrence.
@Suite struct TsharkDifferentialTests {
    /// Fields 4.0.17 decodes correctly for the messages we feed it (not: ST4/ST7–ST11 bodies, most
    /// extensions, udCompMeth 2–8).
    static let fields = [
        "ecpri.revision", "ecpri.reserved", "ecpri.cbit", "ecpri.type", "ecpri.size",
        "oran_fh_cus.du_port_id", "oran_fh_cus.bandsector_id", "oran_fh_cus.cc_id", "oran_fh_cus.ru_port_id",
        "oran_fh_cus.sequence_id", "oran_fh_cus.e_bit", "oran_fh_cus.subsequence_id",
        "oran_fh_cus.data_direction", "oran_fh_cus.payloadVersion", "oran_fh_cus.filterIndex", "oran_fh_cus.frameId",
        "oran_fh_cus.subframe_id", "oran_fh_cus.slotId", "oran_fh_cus.startSymbolId", "oran_fh_cus.numberOfSections",
        "oran_fh_cus.sectionType", "oran_fh_cus.udCompHdrWidth", "oran_fh_cus.udCompHdrMeth", "oran_fh_cus.timeOffset",
        "oran_fh_cus.frameStructure.fft", "oran_fh_cus.frameStructure.spacing", "oran_fh_cus.cpLength",
        "oran_fh_cus.sectionId", "oran_fh_cus.rb", "oran_fh_cus.symInc", "oran_fh_cus.startPrbc", "oran_fh_cus.numPrbc",
        "oran_fh_cus.reMask", "oran_fh_cus.numSymbol", "oran_fh_cus.ef", "oran_fh_cus.beamId", "oran_fh_cus.ueId",
        "oran_fh_cus.freqOffset", "oran_fh_cus.extType", "oran_fh_cus.extLen", "oran_fh_cus.csf", "oran_fh_cus.modcompscaler",
        "oran_fh_cus.repetition", "oran_fh_cus.rbgSize", "oran_fh_cus.rbgMask", "oran_fh_cus.priority", "oran_fh_cus.symbolMask",
        "oran_fh_cus.offStartPrb", "oran_fh_cus.numPrb", "oran_fh_cus.startPrbu", "oran_fh_cus.numPrbu", "oran_fh_cus.exponent",
    ]

    static func parse(_ s: Substring) -> UInt64? {
        if s.hasPrefix("0x") { return UInt64(s.dropFirst(2), radix: 16) }
        return UInt64(s)
    }

    struct Outcome {
        var frames = 0
        var values = 0
        var mismatches: [String] = []
        var perField: [String: Int] = [:]
    }

    /// Decodes `frames` with us and with tshark and compares the `fields`.
    static func compare(frames: [[UInt8]], prefs: [String], context: FronthaulContext, tshark: String) throws -> Outcome {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fh-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pcap = dir.appendingPathComponent("in.pcap")
        try Support.writePcap(frames, to: pcap)
        return try compare(pcap: pcap, frames: frames, prefs: prefs, context: context, tshark: tshark)
    }

    static func compare(pcap: URL, frames: [[UInt8]], prefs: [String], context: FronthaulContext, tshark: String) throws -> Outcome {
        var args = ["-r", pcap.path, "-T", "fields", "-E", "separator=/t", "-E", "occurrence=a", "-E", "aggregator=,", "-e", "frame.number"]
        for p in prefs + ["oran_fh_cus.oran.show_iq_samples:FALSE"] { args += ["-o", p] }
        for f in fields { args += ["-e", f] }
        let out = try Subprocess.run(tshark, args).stdout
        let lines = out.split(separator: "\n", omittingEmptySubsequences: true)
        var o = Outcome()
        var decoder = FronthaulDecoder(context: context)
        for line in lines {
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard cols.count == fields.count + 1, let n = Int(cols[0]), n >= 1, n <= frames.count else { continue }
            guard let (pdu, off) = RawEthernet.ecpriPayload(frames[n - 1]) else { continue }
            let r = decoder.decode(ecpri: pdu, baseBitOffset: off * 8, transport: .ethernet)
            var list = FieldList()
            r.appendFields(to: &list)
            let isU = r.messages.first?.header.messageType == 0
            o.frames += 1
            for (i, name) in fields.enumerated() {
                let theirs = cols[i + 1].split(separator: ",").map { parse($0) }
                if isU && name == "oran_fh_cus.numberOfSections" { continue }  // generated count in 4.0.17's U-plane
                // tshark decodes only the first message of a concatenated PDU
                var ours: [UInt64?] = list.values(name).map { if case .unsigned(let u) = $0 { return u } else { return nil } }
                if r.messages.count > 1, let first = r.messages.first {
                    var l1 = FieldList()
                    var one = r
                    one.messages = [first]
                    one.appendFields(to: &l1)
                    ours = l1.values(name).map { if case .unsigned(let u) = $0 { return u } else { return nil } }
                }
                o.values += theirs.count
                if ours != theirs {
                    o.perField[name, default: 0] += 1
                    if o.mismatches.count < 10 { o.mismatches.append("frame \(n) \(name): ours \(ours.map { $0.map(String.init) ?? "?" }) tshark \(theirs.map { $0.map(String.init) ?? "?" })") }
                }
            }
        }
        return o
    }

    @Test(.requires(.tshark)) func encoderMadeMessagesAgreeWithTshark() throws {
        let tshark = try #require(Oracle.tshark)
        let seed = Support.seed("tshark")
        let count = Support.fuzzCount(2000)
        print("TsharkDifferentialTests seed=\(seed) messages=\(count)")
        var gen = Gen(rng: Support.Rng(seed: seed))
        let formats = [IQFormat(method: .blockFloatingPoint, iqWidth: 9), IQFormat(method: .none, iqWidth: 16), IQFormat(method: .blockFloatingPoint, iqWidth: 14)]
        var total = Outcome()
        for (fi, format) in formats.enumerated() {
            var frames: [[UInt8]] = []
            let share = count / formats.count + (fi < count % formats.count ? 1 : 0)
            for i in 0..<share {
                gen.written = []
                let eAxC = UInt16(gen.r(16))
                let seq = UInt8(gen.r(8))
                let pdu: [UInt8]
                if i % 5 < 2 {
                    let st = [1, 3, 5, 1][gen.rng.int(0...3)]
                    pdu = Gen.ecpri(type: 2, eAxC: eAxC, seq: seq, body: gen.cPlaneForTshark(sectionType: st))
                } else {
                    pdu = Gen.ecpri(type: 0, eAxC: eAxC, seq: seq, body: gen.uPlane(staticFormat: format))
                }
                // what tshark reads is our encoder's output for the decoded model
                var ctx = FronthaulContext()
                ctx.compression = format
                var d = FronthaulDecoder(context: ctx)
                let model = d.decode(ecpri: pdu[...], transport: .udp)
                let encoded = FronthaulEncoder.encode(model.messages, context: ctx)
                #expect(encoded == pdu)
                frames.append(Support.ethernet(encoded, vlan: i % 2 == 0 ? 7 : nil))
            }
            let method = format.method == .none ? "No Compression" : "Block Floating Point Compression"
            let prefs = ["oran_fh_cus.oran.iq_bitwidth_up:\(format.iqWidth)", "oran_fh_cus.oran.iq_bitwidth_down:\(format.iqWidth)", "oran_fh_cus.oran.ud_comp_up:\(method)", "oran_fh_cus.oran.ud_comp_down:\(method)", "oran_fh_cus.oran.rbs_in_uplane_section:273"]
            var ctx = FronthaulContext()
            ctx.compression = format
            let o = try Self.compare(frames: frames, prefs: prefs, context: ctx, tshark: tshark)
            #expect(o.frames == frames.count)
            total.frames += o.frames
            total.values += o.values
            total.mismatches += o.mismatches
            total.perField.merge(o.perField, uniquingKeysWith: +)
        }
        print("tshark differential: \(total.frames) frames, \(total.values) values compared, mismatching (frame, field) pairs: \(total.perField)")
        for m in total.mismatches.prefix(10) { print("  " + m) }
        #expect(total.frames == count)
        #expect(total.perField.isEmpty, "seed \(seed)")
    }

    @Test(.requires(.tshark, .shared)) func fh1x1CaptureAgreesWithTshark() throws {
        let tshark = try #require(Oracle.tshark)
        let url = Support.fronthaulData.appendingPathComponent("captures/fh_1x1.pcap")
        let frames = try ClassicPcap.packets(url)
        var ctx = FronthaulContext()
        try ctx.apply("fronthaul.compression", "bfp:9")
        let prefs = ["oran_fh_cus.oran.iq_bitwidth_down:9", "oran_fh_cus.oran.ud_comp_down:Block Floating Point Compression", "oran_fh_cus.oran.iq_bitwidth_up:9", "oran_fh_cus.oran.ud_comp_up:Block Floating Point Compression"]
        let o = try Self.compare(pcap: url, frames: frames, prefs: prefs, context: ctx, tshark: tshark)
        print("fh_1x1: \(o.frames) frames, \(o.values) values compared, mismatches \(o.perField)")
        for m in o.mismatches { print("  " + m) }
        #expect(o.frames == 448)
        #expect(o.perField.isEmpty)
        #expect(o.values > 448 * 20)
    }
}

extension Gen {
    /// C-plane messages limited to what tshark 4.0.17 parses correctly: ST1/3/5 with SE4, SE6, SE12
    /// and 8-bit-extLen extensions it skips by extLen.
    mutating func cPlaneForTshark(sectionType st: Int) -> [UInt8] {
        var bw = BitWriter()
        let o = Self.oran
        let n = rng.int(1...3)
        w(&bw, o + "data_direction", r(1), 1)
        w(&bw, o + "payloadVersion", 1, 3)
        w(&bw, o + "filterIndex", UInt64(rng.int(0...1)), 4)
        w(&bw, o + "frameId", r(8), 8)
        w(&bw, o + "subframe_id", UInt64(rng.int(0...9)), 4)
        w(&bw, o + "slotId", UInt64(rng.int(0...1)), 6)
        w(&bw, o + "startSymbolId", UInt64(rng.int(0...13)), 6)
        w(&bw, o + "numberOfSections", UInt64(n), 8)
        w(&bw, o + "sectionType", UInt64(st), 8)
        if st == 3 {
            w(&bw, o + "timeOffset", r(16), 16)
            w(&bw, o + "frameStructure.fft", UInt64(rng.int(8...12)), 4)
            w(&bw, o + "frameStructure.spacing", UInt64(rng.int(0...4)), 4)
            w(&bw, o + "cpLength", r(16), 16)
        }
        w(&bw, o + "udCompHdrWidth", r(4), 4)
        w(&bw, o + "udCompHdrMeth", UInt64(rng.int(0...1)), 4)
        if st != 3 { w(&bw, o + "reserved8", 0, 8) }
        for _ in 0..<n {
            let numPrbc = rng.int(1...100)
            w(&bw, o + "sectionId", r(12), 12)
            w(&bw, o + "rb", r(1), 1)
            w(&bw, o + "symInc", r(1), 1)
            w(&bw, o + "startPrbc", UInt64(rng.int(0...100)), 10)
            w(&bw, o + "numPrbc", UInt64(numPrbc), 8)
            w(&bw, o + "reMask", UInt64(rng.int(1...0xFFF)), 12)
            w(&bw, o + "numSymbol", UInt64(rng.int(1...14)), 4)
            let exts = [4, 6, 12, 9, 22].shuffled(using: &rng).prefix(rng.int(0...3))
            w(&bw, o + "ef", exts.isEmpty ? 0 : 1, 1)
            w(&bw, st == 5 ? o + "ueId" : o + "beamId", r(15), 15)
            if st == 3 { w(&bw, o + "freqOffset", r(24), 24); w(&bw, o + "reserved8", 0, 8) }
            for (i, t) in exts.enumerated() { ext(&bw, type: t, ef: i < exts.count - 1, sectionType: st, numPrbc: numPrbc) }
        }
        return bw.bytes
    }
}
