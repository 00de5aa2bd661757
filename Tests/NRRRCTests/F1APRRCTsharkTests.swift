import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// tshark 4.0.17 dissects the RRC containers of the synthesized F1AP captures: frame by frame,
/// the values we give an `nr-rrc.*` or `pdcp-nr.*` leaf holding a number or bytes are, in order,
/// the values tshark shows under that name, or tshark's are among ours where it skips a container
/// (OCTET STRING (CONTAINING …) contents such as
/// masterCellGroup decoded in both; enumerations are not compared: tshark shows the index, we
/// the name).
@Suite struct F1APRRCTsharkTests {
    /// `name → values` of tshark's leaves whose name has one of `prefixes`, in order.
    static func leaves(_ o: Any, prefixes: [String], into out: inout [String: [String]]) {
        if let d = o as? [String: Any] {
            for (k, v) in d {
                if prefixes.contains(where: { k.hasPrefix($0) }) {
                    if let s = v as? String { out[k, default: []].append(s) }
                    if let list = v as? [Any] { out[k, default: []] += list.compactMap { $0 as? String } }
                }
                leaves(v, prefixes: prefixes, into: &out)
            }
        } else if let a = o as? [Any] {
            for v in a { leaves(v, prefixes: prefixes, into: &out) }
        }
    }

    static func isSubsequence(_ a: [String], of b: [String]) -> Bool {
        var it = b.makeIterator()
        return a.allSatisfy { v in
            while let t = it.next() { if t == v { return true } }
            return false
        }
    }

    static func text(_ v: FieldValue) -> String? {
        switch v {
        case .unsigned(let x): return String(x)
        case .signed(let x): return String(x)
        case .bytes(let b): return b.map { String(format: "%02x", $0) }.joined(separator: ":")
        default: return nil
        }
    }

    @Test(.requires(.tshark)) func tsharkAgreesOnRRCFields() throws {
        var compared = 0, frames = 0
        for path in F1APCapturePDUs.synthCaptures {
            let t = try Subprocess.run(Oracle.tshark!, ["-r", path, "-T", "json", "--no-duplicate-keys"])
            try #require(t.status == 0, "\(t.stderr)")
            let packets = try JSONSerialization.jsonObject(with: Data(t.stdout.utf8)) as? [[String: Any]] ?? []
            var byFrame: [Int: [String: [String]]] = [:]
            for p in packets {
                guard let layers = (p["_source"] as? [String: Any])?["layers"] as? [String: Any],
                      let n = ((layers["frame"] as? [String: Any])?["frame.number"] as? String).flatMap(Int.init) else { continue }
                var out: [String: [String]] = [:]
                Self.leaves(layers, prefixes: ["nr-rrc.", "pdcp-nr."], into: &out)
                byFrame[n] = out
            }
            var oursByFrame: [Int: FieldList] = [:]
            for pdu in try F1APCapturePDUs.capture(path) {
                let r = F1AP.decode(pdu.bytes[...])
                var list = oursByFrame[pdu.frame] ?? FieldList()
                for c in r.rrcContainers() { c.appendFields(to: &list) }
                oursByFrame[pdu.frame] = list
            }
            for (frame, ours) in oursByFrame.sorted(by: { $0.key < $1.key }) {
                let theirs = byFrame[frame] ?? [:]
                var names: [String: [String]] = [:]
                for f in ours.fields where !f.name.hasPrefix("nr-rrc.asn1.") {
                    if let s = Self.text(f.value) { names[f.name, default: []].append(s) }
                }
                if !names.isEmpty { frames += 1 }
                for (name, values) in names.sorted(by: { $0.key < $1.key }) {
                    guard let tv = theirs[name] else { continue }
                    // hex bytes: tshark writes 0x… for the MAC-I, aa:bb:… elsewhere
                    let theirsNormalized = tv.map { $0.replacingOccurrences(of: "0x", with: "").replacingOccurrences(of: ":", with: "") }
                    let oursNormalized = values.map { $0.replacingOccurrences(of: ":", with: "") }
                    // tshark leaves a UE CONTEXT RELEASE COMMAND's RRC-Container undecoded when the SRB ID
                    // IE after it was not set by an earlier PDU of the frame: then it shows fewer
                    let inOrder = Self.isSubsequence(oursNormalized, of: theirsNormalized) || Self.isSubsequence(theirsNormalized, of: oursNormalized)
                    #expect(inOrder, "\(URL(fileURLWithPath: path).lastPathComponent) frame \(frame) \(name): ours \(values) tshark \(tv)")
                    compared += 1
                }
            }
        }
        print("tshark agrees on \(compared) nr-rrc / pdcp-nr field lists over \(frames) frames with RRC containers")
        #expect(compared > 50)
    }
}
