import ASN1PER
import F1AP
import Foundation
import NRRRC
import Testing
import TestSupport
import WireCore

/// The RRC containers F1AP carries (TS 38.473 §9.3.1) decode as NR RRC UPER, and agree with
/// pycrate 0.8.1 and tshark 4.0.17.
@Suite struct F1APRRCContainerTests {
    /// Every container of the real vectors and of the synthesized captures decodes, to pycrate's
    /// value (same JER, OCTET STRING (CONTAINING …) decoded in both), and pycrate re-encodes it to
    /// the octets we re-encode it to.
    @Test(.requires(.pycrate, .shared)) func containersDecodeLikePycrate() throws {
        var pdus = try F1APCapturePDUs.vectors()
        for path in F1APCapturePDUs.synthCaptures { pdus += try F1APCapturePDUs.capture(path) }
        var containers: [(label: String, container: F1APRRCContainer)] = []
        for pdu in pdus {
            let r = F1AP.decode(pdu.bytes[...])
            for c in r.rrcContainers() { containers.append(("\(pdu.source)#\(pdu.frame) \(c.fieldPath)", c)) }
        }
        let answers = try NRRRCPycrate.call(containers.map { ["type": $0.container.type.rawValue, "hex": Hex.encode($0.container.rrcBytes), "contents": "decoded"] })
        var types: [String: Int] = [:]
        var bothReject = 0, contained = 0
        for (c, answer) in zip(containers, answers) {
            guard let jer = answer["jer"] else {
                // octets pycrate cannot decode either (the O-RAN-SC O-DU's SIB1): we reject them too
                #expect(c.container.error != nil, "\(c.label): pycrate cannot decode \(Hex.encode(c.container.rrcBytes)) but we do")
                bothReject += 1
                continue
            }
            #expect(c.container.error == nil, "\(c.label): \(String(describing: c.container.error))")
            guard let value = c.container.value else { continue }
            types[c.container.type.rawValue, default: 0] += 1
            if Self.hasOpenType(value) { contained += 1 }
            let ours = Oracle.canonicalJSON(NRRRC.schema.jerJSON(value, as: c.container.type.rawValue))
            #expect(ours == Oracle.canonicalJSON(object: jer), "\(c.label)")
            // canonical re-encodings agree (a sender's non-canonical octets may differ from both)
            let again = try NRRRC.schema.encodeUPER(value, as: c.container.type.rawValue)
            #expect(answer["hex"] as? String == Hex.encode(again), "\(c.label): pycrate re-encodes differently")
        }
        print("F1AP RRC containers: \(containers.count - bothReject) decoded like pycrate (\(contained) with decoded CONTAINING contents), \(bothReject) rejected by both: \(types.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        #expect(contained > 0, "no OCTET STRING (CONTAINING …) decoded inside the containers")
        for required in ["MIB", "CellGroupConfig", "UL-CCCH-Message", "DL-CCCH-Message", "DL-DCCH-Message", "UL-DCCH-Message"] {
            #expect(types[required, default: 0] > 0, "no \(required) container among the vectors and captures")
        }
    }

    static func hasOpenType(_ v: ASN1Value) -> Bool {
        switch v {
        case .openType: return true
        case .sequence(let parts): return parts.contains { hasOpenType($0.value) }
        case .choice(_, let inner): return hasOpenType(inner)
        case .sequenceOf(let items): return items.contains(where: hasOpenType)
        default: return false
        }
    }

    /// A container that does not decode is a located finding; the F1AP message around it is intact.
    @Test(.requires(.shared)) func undecodableContainerIsALocatedFinding() throws {
        let vectors = try F1APCapturePDUs.vectors()
        let initial = try #require(vectors.first { $0.source.contains("initial_ul_rrc") })
        let r = F1AP.decode(initial.bytes[...])
        let message = try #require(r.message)
        // replace the RRCContainer's RRCSetupRequest by one truncated octet
        guard case .choice(let alt, let body) = message.value, case .sequence(var parts) = body,
              let vi = parts.firstIndex(where: { $0.name == "value" }),
              case .openType(let tn, .sequence(var outer)) = parts[vi].value,
              case .sequenceOf(var ies) = outer[0].value else { Issue.record("unexpected F1AP value shape"); return }
        var replaced = false
        for (i, ie) in ies.enumerated() {
            if case .openType("RRCContainer", _)? = ie["value"], case .sequence(var ieParts) = ie {
                ieParts[ieParts.count - 1].value = .openType(typeName: "RRCContainer", value: .octetString([0x1F]))
                ies[i] = .sequence(ieParts)
                replaced = true
            }
        }
        try #require(replaced)
        outer[0].value = .sequenceOf(ies)
        parts[vi].value = .openType(typeName: tn, value: .sequence(outer))
        let bytes = try F1AP.schema.encodeAPER(.choice(name: alt, value: .sequence(parts)), as: "F1AP-PDU")
        let broken = F1AP.decode(bytes[...], baseBitOffset: 800)
        #expect(broken.error == nil)
        #expect(broken.message?.messageName == "InitialULRRCMessageTransfer")
        let containers = broken.rrcContainers()
        let bad = try #require(containers.first { $0.type == .ulCCCH })
        #expect(bad.value == nil)
        let finding = try #require(bad.decodeFindings.first { $0.id == F1APRRCContainer.malformedID })
        #expect(finding.fieldPath.hasPrefix("f1ap.asn1.initiatingMessage.value.protocolIEs.") && finding.fieldPath.contains("→ UL-CCCH-Message.message"))
        // the RRC octet lies inside the F1AP PDU, after the 800 bits before it
        let index = try #require(bytes.lastIndex(of: 0x1F))
        #expect(finding.bitOffset >= 800 + index * 8 && finding.bitOffset <= 800 + (index + 1) * 8)
        // the other containers still decode
        #expect(containers.filter { $0.type != .ulCCCH }.allSatisfy { $0.error == nil })
    }

    /// A DCCH container shorter than a PDCP header and MAC-I is a finding, not a crash.
    @Test func shortPDCPContainerIsAFinding() {
        let c = F1APRRCContainers.decodeContainer([0x00, 0x01, 0x02], type: .dlDCCH, path: "f1ap.asn1.x", bitOffset: 64)
        #expect(c.value == nil)
        #expect(c.decodeFindings.count == 1)
        #expect(c.decodeFindings.first?.bitOffset == 64)
    }
}
