import CaptureIO
import Conformance
import Foundation
import Fronthaul
import Testing
import WireCore

/// O-RAN.WG4.CUS §5.1.1, §7.1.1 and §8.1.1 let the C- and U-plane ride IEEE 1914.3 (RoE) instead
/// of eCPRI. The 8-octet RoE header (§5.1.3.3) stands where the eCPRI common header and the
/// ecpriRtcid/ecpriPcid and ecpriSeqid fields stand: subType (128 U-plane, 130 C-plane, Table
/// 5.1.3.3.2-1), flowId, RoElength (the octets after the header, §5.1.3.3.4), and RoEorderInfo,
/// which holds the same four octets as the two eCPRI fields (§5.1.3.3.5). So every test capture
/// with its single-message eCPRI C- and U-plane frames rewritten to RoE must keep every rule's
/// verdict and counts, but for the rules that read the eCPRI header itself (they judge no RoE
/// message) and FH-ROE-LENGTH (which judges exactly the rewritten messages).
@Suite struct RoEInvarianceTests {
    typealias V = CaptureVariants

    /// The rules of the transport header: eCPRI's (registry rows FH-ECPRI-…) and RoE's.
    static let transportRules: Set<String> = Set(
        FronthaulRuleRegistry.specs.map(\.id.rawValue).filter { $0.hasPrefix("FH-ECPRI-") } + [FronthaulRuleRegistry.roeLength.id.rawValue])

    /// `frames` with each Ethernet frame that carries one eCPRI revision-1 message of type 0 or 2
    /// (C bit clear, payload size 4 or more and within the frame) rewritten to RoE: EtherType
    /// 0xFC3D, and the common header's four octets replaced by subType, flowId 0 and RoElength
    /// (payload size − 4); the four octets after them (eAxC and sequence fields) and the O-RAN
    /// message stay. Returns the frames and how many changed.
    static func overRoE(_ frames: [V.Frame]) -> (frames: [V.Frame], changed: Int) {
        var changed = 0
        let out = frames.map { f -> V.Frame in
            guard f.linkType == .ethernet else { return f }
            var b = f.bytes
            let p = V.etherTypeOffset(b)
            let h = p + 2
            guard h + 4 <= b.count, b[p] == 0xAE, b[p + 1] == 0xFE, b[h] == 0x10, b[h + 1] == 0 || b[h + 1] == 2 else { return f }
            let size = Int(b[h + 2]) << 8 | Int(b[h + 3])
            guard size >= 4, h + 4 + size <= b.count else { return f }
            let length = size - 4
            b[p] = 0xFC
            b[p + 1] = 0x3D
            b[h] = b[h + 1] == 0 ? 128 : 130
            b[h + 1] = 0
            b[h + 2] = UInt8(length >> 8)
            b[h + 3] = UInt8(length & 0xFF)
            changed += 1
            return V.Frame(time: f.time, bytes: b, originalLength: f.originalLength, linkType: f.linkType)
        }
        return (out, changed)
    }

    /// The catalogue's rules. A testbed's or suite's custom rule is left out: its `where` may
    /// name the transport's fields (`ecpri.type == 2`), which a RoE message does not have.
    static let catalogue = Set(RuleCatalog.rules.map(\.id.rawValue))

    /// Per (rule, node): verdict and counts, the transport header's rules and custom rules left out.
    static func counts(_ r: RunResults) -> [String] {
        r.results.filter { catalogue.contains($0.rule) && !transportRules.contains($0.rule) }.map { "\($0.rule) \($0.node) \($0.verdict) e\($0.evaluated) v\($0.violations) i\($0.inconclusive)" }
    }

    @Test(arguments: V.subjects)
    func roeCarriesTheSameVerdicts(subject: V.Subject) throws {
        let configuration = try V.configuration(subject)
        // FCS off: the rewrite would break it (FH-ETH-FCS is not what this property is about)
        let frames = TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))
        let (roe, changed) = Self.overRoE(frames)
        guard changed > 0 else { return }
        let plain = V.check(frames, configuration: configuration)
        let got = V.check(roe, configuration: configuration)
        let expected = Self.counts(plain), counts = Self.counts(got)
        #expect(counts == expected, "\(subject.name) (\(changed) frames): \(counts.filter { !expected.contains($0) }) instead of \(expected.filter { !counts.contains($0) })")
        #expect(got.frames.malformed == plain.frames.malformed && got.frames.inconclusive == plain.frames.inconclusive, "\(subject.name)")
        // FH-ROE-LENGTH judged each rewritten message once, and FAILs only where the eCPRI
        // payload size was broken too (octets after the message, FH-ECPRI-EXACT).
        let roeRows = got.results(for: FronthaulRuleRegistry.roeLength.id.rawValue)
        #expect(roeRows.reduce(0) { $0 + $1.evaluated + $1.inconclusive } == changed, "\(subject.name)")
        let exact = plain.results(for: FronthaulRuleRegistry.ecpriNoTrailingBytes.id.rawValue).reduce(0) { $0 + $1.violations }
        #expect(roeRows.reduce(0) { $0 + $1.violations } <= exact, "\(subject.name)")
    }

    /// Over RoE the decode workers give the serial run's results byte for byte (an eAxC's RoE
    /// messages go to the worker its eCPRI messages would).
    @Test func decodeWorkersAgreeOverRoE() throws {
        let names = ["fh-clean", "sample-du-ru-cu", "fh-fault-uplane-split-mid-prb"]
        let json = try V.decodeWorkersAgree(names) { Self.overRoE(TunnelInvarianceTests.withoutFCS($0)).frames }
        #expect(json.count == names.count)
    }

    /// The property has RoE to judge, and the decoder names what it read: the rewritten fronthaul
    /// capture's C- and U-plane fields are the eCPRI capture's, at the same offsets, with the
    /// eAxC under `roe.eaxc` and no eCPRI field.
    @Test func theFieldsAreTheSameOverEitherTransport() throws {
        let subject = try #require(V.subjects.first { $0.name == "fh-clean" })
        let frames = TunnelInvarianceTests.withoutFCS(try V.frames(subject.path))
        let (roe, changed) = Self.overRoE(frames)
        #expect(changed > 100)
        var compared = 0
        for (a, b) in zip(frames, roe) where a.bytes != b.bytes {
            var d1 = PDUDispatch(fronthaul: FronthaulContext()), d2 = PDUDispatch(fronthaul: FronthaulContext())
            let offset = V.etherTypeOffset(a.bytes) + 2
            guard case .fronthaul(let e) = d1.decode(.ecpri, a.bytes[offset...], offsetInFrame: offset, overUDP: false),
                  case .fronthaul(let r) = d2.decode(.roe, b.bytes[offset...], offsetInFrame: offset, overUDP: false)
            else { Issue.record("frame not decoded as fronthaul"); continue }
            var fe = FieldList(), fr = FieldList()
            e.appendFields(to: &fe)
            r.appendFields(to: &fr)
            let oran = { (l: FieldList) in l.fields.filter { $0.name.hasPrefix("oran_fh_cus.") }.map { "\($0.name) \($0.bitOffset) \($0.value)" } }
            #expect(oran(fe) == oran(fr))
            #expect(!fr.fields.contains { $0.name.hasPrefix("ecpri.") })
            let eAxC: Field? = fr.fields.first { $0.name == "roe.eaxc" }
            let eCPRIeAxC: FieldValue? = fe.fields.first { $0.name == "ecpri.pcid" || $0.name == "ecpri.rtcid" }?.value
            #expect(eAxC?.bitOffset == offset * 8 + 32)
            #expect(eAxC?.value == eCPRIeAxC)
            compared += 1
            if compared == 200 { break }
        }
        #expect(compared == 200)
    }

    static func pcapng(_ frames: [V.Frame]) throws -> [UInt8] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("roe-\(UUID().uuidString).pcapng")
        defer { try? FileManager.default.removeItem(at: url) }
        var writer = try PcapngWriter(path: url.path)
        var ids: [LinkType: Int] = [:]
        for f in frames where ids[f.linkType] == nil { ids[f.linkType] = writer.addInterface(linkType: f.linkType) }
        for f in frames {
            try writer.write(f.bytes, timestampNanoseconds: f.time, originalLength: f.originalLength, interfaceID: try #require(ids[f.linkType]))
        }
        try writer.close()
        return try [UInt8](Data(contentsOf: url))
    }
}
