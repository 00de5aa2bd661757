import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// `decode --json`'s fast path for a frame's only F1AP PDU against the general one, on every
/// F1AP PDU of the committed captures and seeded random F1AP-PDUs: the RRC containers found in
/// the field walk equal those ``F1APRRCContainers`` finds in its own walk, and the dotted paths
/// written as JSON members (read back with Foundation's JSON parser) equal the path fields.
@Suite struct F1APJSONFieldsTests {
    @Test func containersFoundInTheFieldWalkEqualTheSearchedOnes() throws {
        var containers = 0
        for bytes in try F1APLayoutWalkTests.allPDUs() {
            let r = F1AP.decode(bytes[...])
            guard let m = r.message else { continue }
            let value = m.value
            let searched = r.rrcContainers(value: value)
            var list = FieldList()
            var raw: [UInt8] = []
            let walked = r.appendFieldsDecodingRRCContainers(to: &list, rawJSON: &raw, value: value)
            #expect(walked.count == searched.count, "\(Hex.encode(bytes))")
            for (a, b) in zip(walked, searched) {
                #expect(a.fieldPath == b.fieldPath && a.type == b.type && a.rrcBytes == b.rrcBytes && a.bitOffset == b.bitOffset)
                #expect(a.value == b.value && a.pdcp == b.pdcp)
                containers += 1
            }
        }
        #expect(containers > 0)
    }

    @Test func pathsWrittenAsJSONMembersEqualThePathFields() throws {
        var members = 0
        for bytes in try F1APLayoutWalkTests.allPDUs() {
            let r = F1AP.decode(bytes[...])
            guard let m = r.message else { continue }
            let value = m.value
            var plain = FieldList()
            r.appendFields(to: &plain, value: value)
            for c in r.rrcContainers(value: value) { c.appendFields(to: &plain) }
            var fast = FieldList()
            var raw: [UInt8] = []
            for c in r.appendFieldsDecodingRRCContainers(to: &fast, rawJSON: &raw, value: value) { c.appendFields(to: &fast, rawJSON: &raw) }

            // the fast list is the plain one with each run of path fields replaced by a marker
            var k = 0
            for field in fast.fields {
                guard let range = RawJSONMembers.range(field) else {
                    #expect(k < plain.count && plain.fields[k].name == field.name && plain.fields[k].value == field.value, "\(Hex.encode(bytes))")
                    k += 1
                    continue
                }
                let object = try #require(try JSONSerialization.jsonObject(with: Data("{".utf8 + raw[range] + "}".utf8)) as? [String: Any])
                let text = String(decoding: raw[range], as: UTF8.self)
                var count = 0
                while k < plain.count, plain.fields[k].name.contains(".asn1.") {
                    let f = plain.fields[k]
                    #expect(Self.matches(f.value, object[f.name]), "\(f.name) in \(text)")
                    count += 1
                    k += 1
                }
                #expect(count == object.count && count > 0)
                members += count
            }
            #expect(k == plain.count, "\(Hex.encode(bytes))")
        }
        #expect(members > 0)
    }

    /// Whether the parsed JSON value `json` is `value` as `decode --json` prints it.
    static func matches(_ value: FieldValue, _ json: Any?) -> Bool {
        switch value {
        case .unsigned(let v): return (json as? NSNumber)?.uint64Value == v
        case .signed(let v): return (json as? NSNumber)?.int64Value == v
        case .bool(let v): return (json as? NSNumber)?.boolValue == v
        case .double(let v): return (json as? NSNumber)?.doubleValue == v
        case .string(let s): return json as? String == s
        case .bytes(let b): return json as? String == Hex.encode(b)
        }
    }
}
