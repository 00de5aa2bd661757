import ASN1PER
import Foundation
import TestSupport

/// pycrate 0.8.1 writes into its JER the DEFAULT values of absent components of an extension
/// addition (`cellIndividualOffset-r18 {rsrpOffsetSSB "dB0", …}` where we write `{}`): the same
/// abstract value (X.680 25.6: an absent DEFAULT component has its default value). Comparing
/// JER, members equal to their component's DEFAULT are removed on both sides.
enum JERDefaults {
    /// `json` (a JER value of type `typeID`, as parsed by JSONSerialization) without the members
    /// that equal their component's DEFAULT value.
    static func stripped(_ json: Any, typeID: Int, schema: ASN1Schema, depth: Int = 0) -> Any {
        guard depth < 200, typeID >= 0, typeID < schema.nodes.count else { return json }
        switch schema.node(typeID).kind {
        case .sequence(let s):
            guard var object = json as? [String: Any] else { return json }
            for c in s.root + s.additions.flatMap(\.components) {
                guard let member = object[c.name] else { continue }
                if let d = c.defaultValue, let dj = try? JSONSerialization.jsonObject(with: Data(schema.jerJSON(d, typeID: c.type).utf8), options: .fragmentsAllowed),
                   Oracle.canonicalJSON(object: dj) == Oracle.canonicalJSON(object: member) {
                    object[c.name] = nil
                } else {
                    object[c.name] = stripped(member, typeID: c.type, schema: schema, depth: depth + 1)
                }
            }
            return object
        case .choice(let ch):
            guard let object = json as? [String: Any], object.count == 1, let (name, inner) = object.first,
                  let alt = (ch.root + ch.additions).first(where: { $0.name == name }) else { return json }
            return [name: stripped(inner, typeID: alt.type, schema: schema, depth: depth + 1)]
        case .sequenceOf(let element, _):
            guard let items = json as? [Any] else { return json }
            return items.map { stripped($0, typeID: element, schema: schema, depth: depth + 1) }
        default:
            return json
        }
    }
}
