import Foundation
import Fronthaul
import Testing
import TestSupport
import WireCore

/// Every truncation prefix: a located error (bit offset inside the input, a field path), never a crash.
@Suite struct TruncationTests {
    static func located(_ r: FronthaulDecodeResult, length: Int) -> Bool {
        guard let e = r.error else { return true }
        return !e.fieldPath.isEmpty && e.bitOffset >= 0 && e.bitOffset <= length * 8
    }
    static func failed(_ r: FronthaulDecodeResult) -> Bool {
        r.error != nil || r.findings.contains { $0.severity == .error }
    }

    @Test(.requires(.shared)) func everyPrefixOfEveryVector() throws {
        var prefixes = 0
        for v in try VectorTests.load() where !v.name.hasPrefix("srsran_eth_") {
            let ctx = VectorTests.context(for: v)
            let bare = !v.name.hasPrefix("srsran_ecpri_")
            for n in 0..<v.bytes.count {
                let prefix = v.bytes[0..<n]
                var d = FronthaulDecoder(context: ctx)
                let r = bare ? (v.name.contains("cplane") ? d.decode(oranCPlane: prefix) : d.decode(oranUPlane: prefix)) : d.decode(ecpri: prefix)
                #expect(Self.located(r, length: n), "\(v.name) prefix \(n): \(String(describing: r.error))")
                if !bare || n < 4 { #expect(r.error != nil, "\(v.name) prefix \(n) must fail") }
                var fields = FieldList()
                r.appendFields(to: &fields)  // rendering a partial result must not trap either
                _ = r.verboseTree()
                prefixes += 1
                if bare {
                    // the same bytes behind an eCPRI header that claims the full length: ecpri.size must be blamed
                    let wrapped = Gen.ecpri(type: v.name.contains("cplane") ? 2 : 0, eAxC: 0, seq: 0, body: v.bytes)
                    var d2 = FronthaulDecoder(context: ctx)
                    let r2 = d2.decode(ecpri: wrapped[0..<(8 + n)], transport: .udp)
                    #expect(r2.error?.fieldPath == "ecpri.size" && r2.error?.code == .lengthExceedsEnclosing)
                    #expect(r2.findings.contains { $0.id == "FH-ECPRI-FIT" })
                }
            }
        }
        print("truncation: \(prefixes) vector prefixes decoded with located errors")
        #expect(prefixes > 2000)
    }

    @Test func everyPrefixOfRandomCPlaneMessagesFails() {
        let seed = Support.seed("trunc")
        print("TruncationTests seed=\(seed)")
        var gen = Gen(rng: Support.Rng(seed: seed))
        var ctx = FronthaulContext()
        ctx.bfwAntennaCount = 4
        var checked = 0
        for i in 0..<Support.fuzzCount(60) {
            let body = gen.cPlane(sectionType: [0, 1, 3, 5][i % 4])
            for n in 0..<body.count {
                // the eCPRI size agrees with the cut, so the O-RAN layer itself sees a short message
                let pdu = Gen.ecpri(type: 2, eAxC: 1, seq: 0, body: Array(body[0..<n]))
                var d = FronthaulDecoder(context: ctx)
                let r = d.decode(ecpri: pdu[...], transport: .udp)
                #expect(Self.failed(r), "seed \(seed) #\(i) cut at \(n) of \(body.count): \(r.summary)")
                #expect(Self.located(r, length: pdu.count))
                checked += 1
            }
        }
        print("truncation: \(checked) C-plane prefixes rejected")
    }

    @Test func everyPrefixOfRandomUPlaneMessages() {
        let seed = Support.seed("truncu")
        var gen = Gen(rng: Support.Rng(seed: seed))
        let format = IQFormat(method: .blockFloatingPoint, iqWidth: 9)
        var ctx = FronthaulContext()
        ctx.compression = format
        for _ in 0..<Support.fuzzCount(30) {
            let body = gen.uPlane(staticFormat: format)
            var d0 = FronthaulDecoder(context: ctx)
            guard case .uPlane(let full)? = d0.decode(oranUPlane: body[...]).bare else { Issue.record("seed \(seed)"); continue }
            for n in 0..<body.count {
                var d = FronthaulDecoder(context: ctx)
                let r = d.decode(oranUPlane: body[0..<n])
                #expect(Self.located(r, length: n))
                // a cut exactly at a section boundary is a valid shorter message; otherwise it fails
                if case .uPlane(let u)? = r.bare, !Self.failed(r) {
                    #expect(u.sections.count < full.sections.count, "seed \(seed) cut \(n)")
                } else {
                    #expect(Self.failed(r))
                }
            }
        }
    }
}
