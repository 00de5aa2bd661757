import ASN1PER
@testable import F1AP
import Testing
import TestSupport

/// The names `check` reads per F1AP PDU without making strings, against the strings: the
/// catalog's NAS name set (``F1APCatalog/nasComponentNames``, read by the UE join-evidence walk)
/// agrees with the name test on every entry of every layout (open-type values, items and
/// components); an IE's names, read through the catalog, are those of its decoded criticality,
/// its resolved open type and its object-set entry. Every F1AP PDU of the committed captures and
/// seeded random F1AP-PDUs.
@Suite struct F1APNameViewTests {
    @Test func nameSetsAgreeWithTheNameTests() throws {
        let catalog = F1AP.catalog
        var nas = 0, entries = 0
        for bytes in try F1APLayoutWalkTests.allPDUs() {
            guard let m = F1AP.decode(bytes[...]).message else { continue }
            let l = m.source.layout
            for e in 0..<l.count {
                let name = l.name(e)
                let isNAS = F1APPDUSource.isNASComponentName(name)
                #expect(l.name(e, isIn: catalog.nasComponentNames) == isNAS, "\(l.path(e))")
                nas += isNAS ? 1 : 0
                entries += 1
            }
        }
        // F1AP names no NAS component (NAS PDUs travel inside RRC containers): the NAS set's
        // flags are all false here, the mechanics are APERNameSetTests'
        print("F1APNameViewTests: \(entries) layout entries, \(nas) NAS names")
        #expect(entries > 1000)
    }

    @Test func ieNamesComeFromTheObjectSetAndTheDecodedCriticality() throws {
        var ies = 0
        for bytes in try F1APLayoutWalkTests.allPDUs() {
            guard let m = F1AP.decode(bytes[...]).message else { continue }
            let spec = F1AP.catalog.procedure(m.procedureCode)?.message(m.kind)
            // F1AP-PDU → InitiatingMessage / … → value → the message SEQUENCE → protocolIEs
            guard case .choice(_, let alternative) = m.value, case .sequenceOf(let fields)? = alternative["value"]?.unwrapped["protocolIEs"] else { continue }
            #expect(fields.count == m.ies.count)
            for (ie, field) in zip(m.ies, fields) {
                // the decoded value: criticality, and the open type's name when resolved
                if case .enumerated(_, let c)? = field["criticality"] { #expect(ie.criticality == c) }
                let object = spec.flatMap { F1AP.catalog.ie(ie.id, in: $0) }
                if case .openType(let typeName, _)? = field["value"] {
                    #expect(ie.name == typeName)
                } else {
                    #expect(ie.name == (object?.typeName ?? "unknown"))
                }
                #expect(ie.presence == object?.presence && ie.expectedCriticality == object?.criticality)
                ies += 1
            }
        }
        #expect(ies > 500)
    }
}
