import Conformance
import Foundation
import Profiles
import Testing
import TestSupport

/// F1-INITUL-DUCU and F1-UECTX-RELEASE-FLOW on PDU sequences pycrate encodes from JER values
/// (F1APRuleTests.encode); the fault of each sequence is known by construction: a missing IE 128,
/// a release request never followed by a command.
@Suite(.requires(.pycrate)) struct F1APUEFlowRuleTests {
    typealias T = F1APRuleTests

    static func initialUL(withDUtoCU: Bool) -> String {
        let container = withDUtoCU ? #"{"id":128,"criticality":"reject","value":"5c00"},"# : ""
        return #"{"initiatingMessage":{"procedureCode":11,"criticality":"ignore","value":{"protocolIEs":[{"id":41,"criticality":"reject","value":5},{"id":111,"criticality":"reject","value":{"pLMN-Identity":"00f110","nRCellIdentity":"000012340"}},{"id":95,"criticality":"reject","value":4660},{"id":50,"criticality":"reject","value":"1dec89d05766"},\#(container){"id":78,"criticality":"ignore","value":1}]}}}"#
    }
    static func release(command: Bool, cu: Int = 7, du: Int = 5) -> String {
        #"{"initiatingMessage":{"procedureCode":\#(command ? 6 : 10),"criticality":"\#(command ? "reject" : "ignore")","value":{"protocolIEs":[{"id":40,"criticality":"reject","value":\#(cu)},{"id":41,"criticality":"reject","value":\#(du)},{"id":0,"criticality":"ignore","value":{"radioNetwork":"unspecified"}}]}}}"#
    }
    static let setup: [(T.Side, String, Int64)] = [(.du, T.setupRequest(3), 0), (.cu, T.setupResponse(3), 1)]

    @Test func initialULWithoutDUtoCUContainerWarns() {
        guard let r = T.run(Self.setup + [(.du, Self.initialUL(withDUtoCU: false), 2)]) else { return }
        #expect(r.verdicts("F1-INITUL-DUCU") == [.warn])
        #expect(r.results(for: "F1-INITUL-DUCU").flatMap(\.findings).first?.frames == [3])
    }

    @Test func initialULWithDUtoCUContainerPasses() {
        guard let r = T.run(Self.setup + [(.du, Self.initialUL(withDUtoCU: true), 2)]) else { return }
        #expect(r.verdicts("F1-INITUL-DUCU") == [.pass])
    }

    @Test func releaseRequestFollowedByCommandPasses() {
        guard let r = T.run(Self.setup + [(.du, Self.initialUL(withDUtoCU: true), 2), (.du, Self.release(command: false), 10), (.cu, Self.release(command: true), 20)]) else { return }
        #expect(r.verdicts("F1-UECTX-RELEASE-FLOW") == [.pass])
    }

    @Test func releaseRequestWithoutCommandWhileTrafficGoesOnWarns() {
        guard let r = T.run(Self.setup + [(.du, Self.initialUL(withDUtoCU: true), 2), (.du, Self.release(command: false), 10),
                                         (.du, Self.initialUL(withDUtoCU: true), 7_000)]) else { return }
        let rows = r.results(for: "F1-UECTX-RELEASE-FLOW")
        #expect(rows.map(\.verdict) == [.warn])
        #expect(rows.first?.node == "10.0.0.1:38472" || rows.first?.node == "10.0.0.1", "the CU keeps the context: \(rows.map(\.node))")
        #expect(rows.flatMap(\.findings).first?.frames == [4])
    }

    @Test func releaseRequestAtTheEndOfTheCaptureIsInconclusive() {
        guard let r = T.run(Self.setup + [(.du, Self.initialUL(withDUtoCU: true), 2), (.du, Self.release(command: false), 10)]) else { return }
        #expect(r.verdicts("F1-UECTX-RELEASE-FLOW") == [.inconclusive])
    }
}
