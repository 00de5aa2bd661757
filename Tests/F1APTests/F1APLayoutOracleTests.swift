import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// The decoder's layout (bit offset and length of every component, by dotted path; an open type's
/// contents with their padding octets) against pycrate 0.8.1's decoded structure (`from_aper_ws`)
/// of the same PDUs: the real vectors and the worked examples.
@Suite struct F1APLayoutOracleTests {
    @Test(.requires(.pycrate)) func everyComponentWherePycrateHasIt() throws {
        var pdus = try F1APVectorTests.vectors().map(\.bytes)
        pdus.append(try F1APAbstractSyntaxTests.setupBytes())
        let layouts = try PycrateLayout.layouts(pdus)
        var compared = 0
        for (bytes, oracle) in zip(pdus, layouts) {
            let oracle = try #require(oracle)
            let r = F1AP.schema.decodeAPER(bytes[...], as: "F1AP-PDU", locate: true)
            let layout = try #require(r.layout)
            for i in 0..<layout.count {
                let path = layout.path(i)
                guard let theirs = oracle.paths[path], let ours = layout.location(i) else { continue }
                #expect(ours.bitOffset == theirs.offset && ours.bitLength == theirs.length, "\(path): ours \(ours), pycrate \(theirs)")
                compared += 1
            }
            // the IE views carry the same positions
            let m = try #require(F1AP.decode(bytes[...]).message)
            let message = "F1AP-PDU.\(m.kind.rawValue).value.\(m.messageName).protocolIEs"
            for (i, ie) in m.ies.enumerated() {
                let theirs = try #require(oracle.paths[message + "[\(i)]"])
                #expect(ie.bitOffset == theirs.offset && ie.bitLength == theirs.length, "\(message)[\(i)]")
            }
        }
        print("layout: \(compared) component positions agree with pycrate over \(pdus.count) PDUs")
        #expect(compared > 450)
    }
}
