import APProtocols
import ASN1PER
@testable import Conformance
import Foundation
import ProfileLoading
import Profiles
import Testing
import TestSupport

/// E1-/NG-/E2-CRIT-UNKNOWN judged against the version the sender's device profile declares
/// (`e1ap`, `ngap`, `e2ap`; clause 10.3.4 of TS 37.483, TS 38.413 and O-RAN.WG3.E2AP): a sender
/// of the schema's release (E2AP: version) or an earlier one is judged whatever the key; one of a
/// later release may send what the schema lacks (INCONCLUSIVE); otherwise the key decides.
@Suite struct APPeerVersionTests {
    /// A message each protocol's O-RAN device sends (side a of ``APRuleTests/feed``).
    static let message: [APProtocol: String] = [.e1ap: "GNB-CU-UP-E1SetupRequest", .e2ap: "E2setupRequest", .ngap: "NGSetupRequest"]
    static let port: [APProtocol: UInt16] = [.e1ap: 38462, .e2ap: 36421, .ngap: 38412]

    /// A testbed whose device at `ip` (side a is 10.0.0.2, side b 10.0.0.1) declares `section`.
    static func declaring(_ p: APProtocol, _ section: String?, ip: String = "10.0.0.2") throws -> RunConfiguration {
        guard let section else { return RunConfiguration() }
        let dir = TemporaryFiles.scratch.appendingPathComponent("apv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let role = p == .e2ap ? "o-du" : "o-cu"
        try "ranconform: 1\nkind: device\nid: node\nrole: \(role)\nvendor: Test\nmodel: N\nsoftware: \"1.0\"\n\(p.rawValue): \(section)\n"
            .write(to: dir.appendingPathComponent("node.yaml"), atomically: true, encoding: .utf8)
        let path = dir.appendingPathComponent("t.yaml").path
        try "ranconform: 1\nkind: testbed\nname: ap-versions\nnodes:\n  \"\(ip)-node\": {device: node.yaml, match: {ip: \(ip)}}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return RunConfiguration(testbed: try ProfileLoader.loadTestbed(path: path))
    }

    /// The message with one more IE (criticality reject) of id `id`.
    static func pdu(_ p: APProtocol, _ id: Int64) -> [UInt8]? {
        var b = APRuleTests.builder(p)
        let message = Self.message[p]!
        let ies = b.ies(message)
        return b.pdu(message, ies + [APMessageBuilder.IE(id: id, criticality: "reject", typeName: "", value: .rawOpenType([0x00]))])
    }

    /// An IE id the schema has in some object set, but not in the message's.
    static func outOfPlace(_ p: APProtocol) throws -> Int64 {
        var b = APRuleTests.builder(p)
        let present = Set(b.ies(Self.message[p]!).map(\.id))
        return try #require((Int64(0)..<2000).first { id in
            guard !present.contains(id), let bytes = pdu(p, id) else { return false }
            return !p.decode(bytes[...]).outOfPlaceKeys.isEmpty
        })
    }

    enum Outcome: Equatable { case fail, inconclusive }

    /// The CRIT-UNKNOWN outcome of `bytes` sent by side a under `configuration`, and the texts.
    static func outcome(_ p: APProtocol, _ bytes: [UInt8], _ configuration: RunConfiguration) -> (Outcome?, [String]) {
        let rule = APRuleRegistry.rules(p).family.prefix + "CRIT-UNKNOWN"
        let r = APRuleTests.feed(p, [(.a, bytes, 0)], port: Self.port[p]!, configuration: configuration)
        let rows = r.results.filter { $0.rule == rule }
        let violations = rows.map(\.violations).reduce(0, +)
        let inconclusive = rows.map(\.inconclusive).reduce(0, +)
        let texts = rows.flatMap { $0.findings.map(\.message) }
        switch (violations, inconclusive) {
        case (1, 0): return (.fail, texts)
        case (0, 1): return (.inconclusive, texts)
        default: return (nil, texts)
        }
    }

    /// (declaration, outcome for a key the schema lacks everywhere, for one out of place).
    static func cases(_ p: APProtocol) -> [(String?, Outcome, Outcome)] {
        if p == .e2ap {
            return [
                (nil, .inconclusive, .fail),
                ("{version: \"02.03\"}", .fail, .fail),
                ("{version: \"03.00\"}", .fail, .fail),
                ("{version: \"v04.00\"}", .inconclusive, .inconclusive),
            ]
        }
        return [
            (nil, .inconclusive, .fail),
            ("{release: 17}", .fail, .fail),
            ("{version: \"16.10.0\"}", .fail, .fail),
            ("{release: 18}", .inconclusive, .fail),
            ("{release: 18, version: \"18.2.0\"}", .inconclusive, .fail),
            ("{release: 19}", .inconclusive, .inconclusive),
            ("{version: \"19.1.0\"}", .inconclusive, .inconclusive),
        ]
    }

    @Test(arguments: APProtocol.allCases) func theSendersDeclarationDecides(_ p: APProtocol) throws {
        let unassigned = try #require(Self.pdu(p, 65000))
        #expect(!p.decode(unassigned[...]).unassignedKeys.isEmpty)
        let elsewhere = try #require(Self.pdu(p, try Self.outOfPlace(p)))
        for (declaration, forUnassigned, forOutOfPlace) in Self.cases(p) {
            let configuration = try Self.declaring(p, declaration)
            for (bytes, expected) in [(unassigned, forUnassigned), (elsewhere, forOutOfPlace)] {
                let (got, texts) = Self.outcome(p, bytes, configuration)
                #expect(got == expected, "\(p) \(declaration ?? "nothing declared"): \(texts)")
                // a violation names what the judgement rests on
                if let declaration, got == .fail {
                    let named = texts.contains { $0.contains("the sender declares") }
                    #expect(named, "\(p) \(declaration): \(texts)")
                }
            }
        }
    }

    /// The receiver's declaration does not judge what the sender sent.
    @Test(arguments: APProtocol.allCases) func theReceiversDeclarationDoesNot(_ p: APProtocol) throws {
        let later = p == .e2ap ? "{version: \"05.00\"}" : "{release: 19}"
        let configuration = try Self.declaring(p, later, ip: "10.0.0.1")
        #expect(Self.outcome(p, try #require(Self.pdu(p, 65000)), configuration).0 == .inconclusive)
        #expect(Self.outcome(p, try #require(Self.pdu(p, try Self.outOfPlace(p))), configuration).0 == .fail)
        let earlier = p == .e2ap ? "{version: \"02.00\"}" : "{release: 16}"
        let receiverOnly = try Self.declaring(p, earlier, ip: "10.0.0.1")
        #expect(Self.outcome(p, try #require(Self.pdu(p, 65000)), receiverOnly).0 == .inconclusive)
    }

    /// An INCONCLUSIVE item's reason (kept by the recorder, not shown on a PASS row) says what the
    /// sender declares, or what to declare.
    @Test func reasonsSayWhatDecides() throws {
        let key = ProtocolIEAbstractSyntaxChecks.UnknownKey(findingIndex: 0, key: 65000, isProcedure: false)
        func reason(_ p: APProtocol, _ declared: ApplicationProtocolDeclaration?, unassigned: Bool = true) -> String {
            guard case .undecided(let text) = APPeerVersion.judgement(of: key, unassigned: unassigned, p, declared: declared) else { return "judged" }
            return text
        }
        #expect(reason(.ngap, nil).hasSuffix("the sender's version is not known: declare ngap.release (or ngap.version) in its device profile"))
        #expect(reason(.e2ap, nil).hasSuffix("declare e2ap.version in its device profile"))
        #expect(reason(.e1ap, ApplicationProtocolDeclaration(release: 19), unassigned: false)
            == "the sender declares TS 37.483 Release 19, later than the schema's Release 18: IE id 65000 may be one of its release")
        #expect(reason(.e2ap, ApplicationProtocolDeclaration(version: SpecificationVersion([4, 0])))
            == "the sender declares O-RAN.WG3.E2AP v04.00, later than the schema's v03.00: IE id 65000 may be one of its version")
        #expect(reason(.e1ap, ApplicationProtocolDeclaration(version: SpecificationVersion([18, 2, 0]))).hasSuffix(
            "the sender declares TS 37.483 V18.2.0, the schema's release, whose exact version the schema does not state"))
        #expect(reason(.ngap, ApplicationProtocolDeclaration(release: 17)) == "judged")
    }
}
