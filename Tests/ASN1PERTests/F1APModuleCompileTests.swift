import ASN1PER
import Foundation
import Testing
import TestSupport
import WireCore

@Suite struct F1APModuleCompileTests {
    @Test(.requires(.shared)) func workedExamplesDecodeToPycrateJER() throws {
        let schema = try Oracle.schema("f1ap/pycrate-0.8.1")
        print("nodes \(schema.nodes.count) sets \(schema.objectSets.count) named \(schema.namedTypes.count)")
        let data = try Data(contentsOf: Oracle.shared.appendingPathComponent("oracles/examples/f1ap_worked_examples.json"))
        let examples = try JSONSerialization.jsonObject(with: data) as! [String: [String: Any]]
        for (name, ex) in examples.sorted(by: { $0.key < $1.key }) {
            let bytes = Hex.decode(ex["hex"] as! String)!
            let r = schema.decodeAPER(bytes[...], as: "F1AP-PDU")
            #expect(r.error == nil, "\(name): \(String(describing: r.error))")
            guard let v = r.value else { continue }
            let ours = Oracle.canonicalJSON(schema.jerJSON(v, as: "F1AP-PDU"))
            let theirs = Oracle.canonicalJSON(object: ex["jer"]!)
            #expect(ours == theirs, "\(name)")
            let again = try schema.encodeAPER(v, as: "F1AP-PDU")
            #expect(again == bytes, "\(name) re-encoding")
        }
    }
}
