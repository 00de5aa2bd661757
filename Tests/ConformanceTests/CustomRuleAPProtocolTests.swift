@testable import Conformance
import APProtocols
import ASN1PER
import NetLayers
import Profiles
import Testing
import TestSupport
import WireCore

/// A custom rule over E1AP, E2AP or NGAP fields makes the checker build the fields of a PDU of
/// that protocol only: every field ``APFields`` builds carries its PDU's protocol prefix, so the
/// fields of another protocol's PDU are never read. Results must be those of the checker that
/// builds every field of every PDU and keeps the selected ones.
@Suite struct CustomRuleAPProtocolTests {
    /// Seeded random PDUs of every message type of each protocol, interleaved.
    static let pdus: [(APProtocol, [UInt8])] = {
        let seed = FuzzSeed.value(default: 0xA9_0051)
        var perProtocol = APProtocol.allCases.map { p in
            RandomElementaryProcedurePDUs.make(p.schema, pduTypeName: p.pduTypeName, procedures: p.proceduresSetName,
                                               seeds: [seed, seed &+ 1], extensionPercent: 20).map { (p, $0) }
        }
        var out: [(APProtocol, [UInt8])] = []
        while perProtocol.contains(where: { !$0.isEmpty }) {
            for i in perProtocol.indices where !perProtocol[i].isEmpty { out.append(perProtocol[i].removeFirst()) }
        }
        return out
    }()

    static func results(_ suite: SuiteProfile, shortcuts: Bool) -> RunResults {
        let run = ConformanceRun(configuration: RunConfiguration(suite: suite), dispatchesUnselected: false, customRuleShortcuts: shortcuts)
        for (i, (p, bytes)) in pdus.enumerated() {
            var e = Endpoints()
            e.sourceIP = .v4(0x0A00_0002)
            e.destinationIP = .v4(0x0A00_0001)
            e.sourcePort = 40000
            e.destinationPort = 38412 + UInt16(i % 3)
            e.sctpAssociation = 1 + (APProtocol.allCases.firstIndex(of: p) ?? 0)
            e.payloadProtocolID = p.sctpPPID
            let kind: PDUKind = p == .e1ap ? .e1ap : p == .e2ap ? .e2ap : .ngap
            run.feed(pdu: PDU(kind: kind, payload: bytes[...], endpoints: e, frameNumbers: [i + 1],
                              timestampNanoseconds: Int64(i) * 1_000_000, offsetInFrame: nil))
        }
        return run.finish()
    }

    /// Rules naming one protocol's fields, several protocols', the protocol as a whole, or only
    /// frame fields beside them.
    static let suites: [[(whereClause: String?, assertion: String)]] = [
        [(nil, "ngap.procedureCode < 20")],
        [("e2ap.procedureCode == 8", "count(e2ap.id) > 3")],
        [("frame.number > 5", "e1ap.procedureCode != 3")],
        [(nil, "ngap.procedureCode < 20"), ("frame.number > 40", "e2ap.id != 29")],
        [("e1ap", "count(e1ap.id) > 2"), (nil, "frame.number < 100")],
        [("ngap.procedureCode < 40 && frame.number > 2", "count(ngap.id) < 12")],
    ]

    static func suite(_ rules: [(whereClause: String?, assertion: String)]) -> SuiteProfile {
        var suite = SuiteProfile(name: "ap custom rules")
        suite.custom = rules.enumerated().map { n, r in
            CustomRuleSource(id: "AP-CUSTOM-\(n)", title: "rule \(n)", whereClause: r.whereClause.map { SourceText($0) }, assertion: SourceText(r.assertion))
        }
        return suite
    }

    @Test("custom rules over E1AP, E2AP and NGAP fields give the same results whether other protocols' fields are built or not",
          arguments: suites.indices)
    func sameResults(_ index: Int) throws {
        #expect(Set(Self.pdus.map(\.0)) == Set(APProtocol.allCases))
        let suite = Self.suite(Self.suites[index])
        let fast = Self.results(suite, shortcuts: true)
        let reference = Self.results(suite, shortcuts: false)
        #expect(fast.renderJSON() == reference.renderJSON())
        #expect(fast.renderText() == reference.renderText())
        // each rule is evaluated on some PDU, so the comparison is not between two empty runs
        for result in fast.results where result.rule.hasPrefix("AP-CUSTOM-") {
            #expect(result.evaluated > 0, "\(result.rule) of suite \(index) is never evaluated")
        }
    }

    @Test("every field built for an E1AP, E2AP or NGAP PDU carries its protocol's prefix")
    func fieldsCarryTheirProtocolPrefix() {
        var checked = 0
        for (p, bytes) in Self.pdus {
            let result = APDecoder(protocol: p, schema: p.schema).decode(bytes[...])
            var fields = FieldList()
            result.appendFields(to: &fields)
            #expect(!fields.fields.isEmpty, "\(p): no field")
            for field in fields.fields {
                #expect(field.name.hasPrefix(p.fieldPrefix + "."), "\(p): \(field.name)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}
