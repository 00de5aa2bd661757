import ASN1PER
import F1AP
import Foundation
import NRRRC
import Testing
import TestSupport
import WireCore

/// tshark 4.0.17 and `decode --json` agree on every `nr-rrc.*` and `pdcp-nr.*` leaf of random RRC
/// containers carried by F1AP, at every depth and in order, enumerations included.
///
/// PDUs: for each RRC container kind of TS 38.473 §9.3.1 — RRC-Container of INITIAL UL RRC
/// MESSAGE TRANSFER (UL-CCCH), of DL RRC MESSAGE TRANSFER on SRB0 (DL-CCCH) and SRB1 (PDCP
/// header, DL-DCCH, MAC-I), of UL RRC MESSAGE TRANSFER on SRB1 (UL-DCCH); CU to DU RRC
/// Information in UE CONTEXT SETUP REQUEST (§9.3.1.25: CG-ConfigInfo, UE-CapabilityRAT-
/// ContainerList, MeasConfig, and the HandoverPreparationInformation, UEAssistanceInformation and
/// CG-Config extensions); DU to CU RRC Information in UE CONTEXT SETUP RESPONSE (§9.3.1.26:
/// CellGroupConfig, MeasGapConfig, and the DRX-Config and MeasGapSharingConfig extensions) — `RANCONFORM_FUZZ_COUNT` (default 2) seeded random RRC values
/// (the generator of the NR RRC pycrate tests), encoded UNALIGNED PER by us, put into an F1AP
/// PDU whose other IEs are random, wrapped into SCTP by `f1ap_to_pcap.py`, dissected by
/// `tshark -T pdml`.
///
/// Rules: as ``APTsharkDepthTests`` (leaves aligned in order; equal when the names and values
/// agree by tshark's field type, an enumeration by tshark's value-string label); every leaf left
/// over must be classified by ``F1APRRCAllowList`` with its reason, else the test fails.
@Suite struct F1APRRCDepthTsharkTests {
    static var seeds: Int { PycrateBatch.fuzzCount ?? 2 }

    /// One F1AP PDU and the RRC types its containers hold.
    struct Case {
        var pdu: [UInt8]
        var kinds: [String]
    }

    static func rrc(_ gen: inout ASN1RandomValueGenerator, _ type: NRRRC.MessageType) -> [UInt8]? {
        let schema = NRRRC.schema
        guard let t = schema.typeID(type.rawValue), var v = gen.value(t, depth: 1) else { return nil }
        v = gen.fillingContents(v, typeID: t, schema: schema, depth: 1)
        return try? schema.encodeUPER(v, as: type.rawValue)
    }

    static func pdcp(_ rrc: [UInt8], sn: Int) -> [UInt8] { [UInt8(sn >> 8 & 0x0F), UInt8(sn & 0xFF)] + rrc + [0xA1, 0xB2, 0xC3, 0xD4] }

    /// A ProtocolExtensionContainer of `(id constant, extension type, octets)` (TS 38.473 §9.4.8).
    static func extensions(_ items: [(String, String, [UInt8])]) -> ASN1Value {
        .sequenceOf(items.compactMap { id, type, octets in
            guard let code = F1AP.schema.constants[id] else { return nil }
            return .sequence([
                ASN1NamedValue("id", .integer(code)),
                ASN1NamedValue("criticality", .enumerated(index: 1, name: "ignore")),
                ASN1NamedValue("extensionValue", .openType(typeName: type, value: .octetString(octets))),
            ])
        })
    }

    static func cases() -> [Case] {
        var out: [Case] = []
        for s in 0..<seeds {
            var gen = ASN1RandomValueGenerator(schema: NRRRC.schema, seed: 0x22_F1 &+ UInt64(s) &* 7919)
            gen.optionalPercent = 30
            gen.maximumItems = 2
            gen.extensionPercent = s % 2 == 0 ? 0 : 30
            var builder = APMessageBuilder(schema: F1AP.schema, pduType: "F1AP-PDU", procedures: "F1AP-ELEMENTARY-PROCEDURES", seed: 0x22_F1 &+ UInt64(s))
            func add(_ message: String, _ values: [String: ASN1Value], _ kinds: [String]) {
                let ies = builder.ies(message, values: values)
                if let pdu = builder.pdu(message, ies) { out.append(Case(pdu: pdu, kinds: kinds)) }
            }
            if let c = rrc(&gen, .ulCCCH) { add("InitialULRRCMessageTransfer", ["RRCContainer": .octetString(c)], ["UL-CCCH"]) }
            if let c = rrc(&gen, .dlCCCH) { add("DLRRCMessageTransfer", ["RRCContainer": .octetString(c), "SRBID": .integer(0)], ["DL-CCCH"]) }
            if let c = rrc(&gen, .dlDCCH) { add("DLRRCMessageTransfer", ["RRCContainer": .octetString(pdcp(c, sn: s)), "SRBID": .integer(1)], ["DL-DCCH"]) }
            if let c = rrc(&gen, .ulDCCH) { add("ULRRCMessageTransfer", ["RRCContainer": .octetString(pdcp(c, sn: s + 1)), "SRBID": .integer(1)], ["UL-DCCH"]) }
            if let a = rrc(&gen, .cgConfigInfo), let b = rrc(&gen, .ueCapabilityRATContainerList), let c = rrc(&gen, .measConfig),
               let h = rrc(&gen, .handoverPreparationInformation), let u = rrc(&gen, .ueAssistanceInformation), let g = rrc(&gen, .cgConfig) {
                add("UEContextSetupRequest", ["CUtoDURRCInformation": .sequence([
                    ASN1NamedValue("cG-ConfigInfo", .octetString(a)),
                    ASN1NamedValue("uE-CapabilityRAT-ContainerList", .octetString(b)),
                    ASN1NamedValue("measConfig", .octetString(c)),
                    ASN1NamedValue("iE-Extensions", extensions([("id-HandoverPreparationInformation", "HandoverPreparationInformation", h),
                                                                ("id-UEAssistanceInformation", "UEAssistanceInformation", u),
                                                                ("id-CG-Config", "CG-Config", g)])),
                ])], ["CG-ConfigInfo", "UE-CapabilityRAT-ContainerList", "MeasConfig", "HandoverPreparationInformation", "UEAssistanceInformation", "CG-Config"])
            }
            if let a = rrc(&gen, .cellGroupConfig), let b = rrc(&gen, .measGapConfig), let d = rrc(&gen, .drxConfig), let m = rrc(&gen, .measGapSharingConfig) {
                add("UEContextSetupResponse", ["DUtoCURRCInformation": .sequence([
                    ASN1NamedValue("cellGroupConfig", .octetString(a)),
                    ASN1NamedValue("measGapConfig", .octetString(b)),
                    ASN1NamedValue("iE-Extensions", extensions([("id-DRX-Config", "DRX-Config", d), ("id-MeasGapSharingConfig", "MeasGapSharingConfig", m)])),
                ])], ["CellGroupConfig", "MeasGapConfig", "DRX-Config", "MeasGapSharingConfig"])
            }
        }
        return out
    }

    /// Our leaves: the `nr-rrc.*` / `pdcp-nr.*` fields `decode --json` gives the PDU's containers
    /// (the `nr-rrc.asn1.*` paths are ours alone and left out).
    static func ours(_ pdu: [UInt8]) -> (leaves: [OurLeaf], decoded: Int) {
        let r = F1AP.decode(pdu[...])
        var list = FieldList()
        let containers = r.rrcContainers()
        for c in containers { c.appendFields(to: &list) }
        let leaves = list.fields.filter { !$0.name.hasPrefix("nr-rrc.asn1.") }.map { OurLeaf(name: $0.name, value: $0.value) }
        return (leaves, containers.filter { $0.value != nil }.count)
    }

    @Test(.requires(.tshark, .scapy, .shared)) func tsharkAgreesOnEveryRRCLeaf() throws {
        let cases = Self.cases()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rrc-depth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = dir.appendingPathComponent("pdus.txt"), pcap = dir.appendingPathComponent("rrc.pcap")
        try cases.map { Hex.encode($0.pdu) }.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let w = try Subprocess.run("python3", [Oracle.shared("oracles/f1ap_to_pcap.py").path, "-f", list.path, "-o", pcap.path])
        try #require(w.status == 0, "\(w.stderr)")
        let (frames, known) = try TsharkLeaves.readWithKnown(pcap: pcap.path, proto: "nr-rrc,pdcp-nr", within: "f1ap")
        #expect(frames.count == cases.count)
        var matched = 0, explained: [String: Int] = [:], failures: [String] = [], containers = 0
        var matchedByKind: [String: Int] = [:]
        for (c, frame) in zip(cases, frames) {
            let (ours, decoded) = Self.ours(c.pdu)
            containers += decoded
            #expect(decoded == c.kinds.count, "we decode \(decoded) of \(c.kinds) in \(Hex.encode(c.pdu))")
            let steps = TsharkLeafAlignment.align(ours: ours, theirs: frame.leaves)
            var context = F1APRRCAllowList.Frame(known: known, malformed: frame.malformed)
            for (k, step) in steps.enumerated() {
                context.atEnd = k == steps.count - 1
                switch step {
                case .matched:
                    matched += 1
                    matchedByKind[c.kinds.joined(separator: "+"), default: 0] += 1
                case .gap(let o, let t):
                    let r = F1APRRCAllowList.classify(ours: o, theirs: t, frame: &context)
                    for reason in r.explained { explained[reason, default: 0] += 1 }
                    for f in r.failures { failures.append("frame \(frame.frame) \(c.kinds) \(f) \(Hex.encode(c.pdu))") }
                }
            }
        }
        let summary = explained.sorted { $0.value > $1.value }.map { "\($0.value) \($0.key)" }.joined(separator: "; ")
        print("nr-rrc in F1AP: \(cases.count) PDUs, \(containers) containers, \(matched) leaves equal in name and value (\(matchedByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))); explained: \(summary.isEmpty ? "none" : summary); \(failures.count) unexplained")
        if let dump = ProcessInfo.processInfo.environment["RANCONFORM_DEPTH_DUMP"] {
            try failures.joined(separator: "\n").write(toFile: dump + "-nr-rrc.txt", atomically: true, encoding: .utf8)
        }
        #expect(failures.isEmpty, "\(failures.count) leaves differ; first: \(failures.prefix(12).joined(separator: "\n"))")
        // every container kind is compared, enumerations included
        for kind in ["UL-CCCH", "DL-CCCH", "DL-DCCH", "UL-DCCH", "CG-ConfigInfo+UE-CapabilityRAT-ContainerList+MeasConfig+HandoverPreparationInformation+UEAssistanceInformation+CG-Config",
                     "CellGroupConfig+MeasGapConfig+DRX-Config+MeasGapSharingConfig"] {
            #expect((matchedByKind[kind] ?? 0) > 0, "no leaf of \(kind) compared")
        }
    }
}
