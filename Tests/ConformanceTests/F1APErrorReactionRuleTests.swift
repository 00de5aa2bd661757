import Conformance
import Foundation
import Profiles
import Testing
import TestSupport

/// F1-CRIT-MISSING-M, F1-ERRIND-ASN and F1-LOGICAL-ERR on PDU sequences pycrate 0.8.1 encodes
/// from JER (pycrate encodes a ProtocolIE-Container without a mandatory IE, so the erroneous
/// messages come from the oracle too); skipped when python3/pycrate or ../shared are absent.
/// IE ids and criticalities from the object sets of TS 38.473 clause 9.4 (F1AP-PDU-Contents):
/// F1SetupRequestIEs 42 gNB-DU-ID reject mandatory; ULRRCMessageTransferIEs 64 SRBID reject
/// mandatory; InitialULRRCMessageTransferIEs 78 TransactionID ignore mandatory.
@Suite(.requires(.pycrate)) struct F1APErrorReactionRuleTests {
    typealias T = F1APRuleTests

    /// F1 Setup Request without IE 42 (gNB-DU-ID).
    static let setupWithoutDUID = #"{"initiatingMessage":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":3},{"id":171,"criticality":"reject","value":{"latest-RRC-Version":"00"}}]}}}"#

    static func diagnostics(code: Int, ie: Int, error: String = "missing") -> String {
        #"{"id":7,"criticality":"ignore","value":{"procedureCode":\#(code),"triggeringMessage":"initiating-message","procedureCriticality":"\#(code == 1 ? "reject" : "ignore")","iEsCriticalityDiagnostics":[{"iECriticality":"reject","iE-ID":\#(ie),"typeOfError":"\#(error)"}]}}"#
    }

    static func setupFailure(cause: String = #"{"protocol":"abstract-syntax-error-falsely-constructed-message"}"#, diagnostics: Bool = true) -> String {
        let d = diagnostics ? "," + Self.diagnostics(code: 1, ie: 42) : ""
        return #"{"unsuccessfulOutcome":{"procedureCode":1,"criticality":"reject","value":{"protocolIEs":[{"id":78,"criticality":"reject","value":3},{"id":0,"criticality":"ignore","value":\#(cause)}\#(d)]}}}"#
    }

    /// UL RRC Message Transfer without IE 64 (SRBID).
    static func ulRRCWithoutSRB(cu: Int, du: Int) -> String {
        #"{"initiatingMessage":{"procedureCode":13,"criticality":"ignore","value":{"protocolIEs":[{"id":40,"criticality":"reject","value":\#(cu)},{"id":41,"criticality":"reject","value":\#(du)},{"id":50,"criticality":"reject","value":"00"}]}}}"#
    }

    static func errorIndication(cause: String, diagnostics: String? = nil, cu: Int? = nil, du: Int? = nil) -> String {
        var ies = [#"{"id":78,"criticality":"reject","value":7}"#]
        if let cu { ies.append(#"{"id":40,"criticality":"ignore","value":\#(cu)}"#) }
        if let du { ies.append(#"{"id":41,"criticality":"ignore","value":\#(du)}"#) }
        ies.append(#"{"id":0,"criticality":"ignore","value":\#(cause)}"#)
        if let diagnostics { ies.append(diagnostics) }
        return #"{"initiatingMessage":{"procedureCode":2,"criticality":"ignore","value":{"protocolIEs":[\#(ies.joined(separator: ","))]}}}"#
    }

    static let setUp: [(T.Side, String, Int64)] = [(.du, T.setupRequest(3), 0), (.cu, T.setupResponse(3), 5)]
    static let ue: [(T.Side, String, Int64)] = setUp + [(.du, T.initialUL(du: 5), 10), (.cu, T.rrc(12, cu: 9, du: 5), 12)]
    static let asnCause = #"{"protocol":"abstract-syntax-error-falsely-constructed-message"}"#

    func verdicts(_ steps: [(T.Side, String, Int64)], _ rule: String) -> (Set<Verdict>, [[Int]])? {
        guard let r = T.run(steps) else { return nil }
        return (r.verdicts(rule), r.results(for: rule).flatMap(\.findings).map(\.frames))
    }

    @Test func missingRejectIEAnsweredByFailurePasses() {
        guard let (v, _) = verdicts([(.du, Self.setupWithoutDUID, 0), (.cu, Self.setupFailure(), 5)], "F1-CRIT-MISSING-M") else { return }
        #expect(v == [.pass])
        // an ERROR INDICATION naming the procedure is accepted too
        guard let (e, _) = verdicts([(.du, Self.setupWithoutDUID, 0), (.cu, Self.errorIndication(cause: Self.asnCause, diagnostics: Self.diagnostics(code: 1, ie: 42)), 5)], "F1-CRIT-MISSING-M") else { return }
        #expect(e == [.pass])
    }

    @Test func missingRejectIEAnsweredWithSuccessFails() {
        guard let (v, frames) = verdicts([(.du, Self.setupWithoutDUID, 0), (.cu, T.setupResponse(3), 5)], "F1-CRIT-MISSING-M") else { return }
        #expect(v == [.fail])
        #expect(frames == [[1, 2]])
    }

    @Test func missingRejectIEWithoutReactionFails() {
        // the DU's next message comes 6 s later: past the 5 s response timeout, no answer
        guard let (v, frames) = verdicts([(.du, Self.setupWithoutDUID, 0), (.du, T.setupRequest(4), 6_000)], "F1-CRIT-MISSING-M") else { return }
        #expect(v == [.fail])
        #expect(frames == [[1]])
        // the capture ending sooner leaves it open
        guard let (open, _) = verdicts([(.du, Self.setupWithoutDUID, 0)], "F1-CRIT-MISSING-M") else { return }
        #expect(open == [.inconclusive])
    }

    @Test func failureWithoutTheRightCauseOrDiagnosticsFails() {
        guard let (cause, frames) = verdicts([(.du, Self.setupWithoutDUID, 0), (.cu, Self.setupFailure(cause: #"{"radioNetwork":"unspecified"}"#), 5)], "F1-CRIT-MISSING-M") else { return }
        #expect(cause == [.fail])
        #expect(frames == [[1, 2]])
        guard let (diag, _) = verdicts([(.du, Self.setupWithoutDUID, 0), (.cu, Self.setupFailure(diagnostics: false), 5)], "F1-CRIT-MISSING-M") else { return }
        #expect(diag == [.fail])
    }

    @Test func class2MessageMissingRejectIEWantsErrorIndication() {
        let bad = Self.ulRRCWithoutSRB(cu: 9, du: 5)
        let good = Self.errorIndication(cause: Self.asnCause, diagnostics: Self.diagnostics(code: 13, ie: 64), cu: 9, du: 5)
        guard let (pass, _) = verdicts(Self.ue + [(.du, bad, 20), (.cu, good, 21)], "F1-ERRIND-ASN") else { return }
        #expect(pass == [.pass])
        // no ERROR INDICATION while the capture goes on 6 s
        guard let (silent, frames) = verdicts(Self.ue + [(.du, bad, 20), (.du, T.rrc(13, cu: 9, du: 5), 6_100)], "F1-ERRIND-ASN") else { return }
        #expect(silent == [.fail])
        #expect(frames == [[5]])
        // ERROR INDICATION without CriticalityDiagnostics
        guard let (bare, bareFrames) = verdicts(Self.ue + [(.du, bad, 20), (.cu, Self.errorIndication(cause: Self.asnCause, cu: 9, du: 5), 21)], "F1-ERRIND-ASN") else { return }
        #expect(bare == [.fail])
        #expect(bareFrames == [[5, 6]])
    }

    @Test func missingIgnoreIEIsNotJudged() {
        // Initial UL RRC Message Transfer without TransactionID (criticality ignore): no reaction due
        let initialUL = #"{"initiatingMessage":{"procedureCode":11,"criticality":"ignore","value":{"protocolIEs":[{"id":41,"criticality":"reject","value":5},{"id":111,"criticality":"reject","value":{"pLMN-Identity":"00f110","nRCellIdentity":"000012340"}},{"id":95,"criticality":"reject","value":4660},{"id":50,"criticality":"reject","value":"1dec89d05766"},{"id":128,"criticality":"reject","value":"5c00"}]}}}"#
        guard let r = T.run(Self.setUp + [(.du, initialUL, 10), (.cu, T.rrc(12, cu: 9, du: 5), 6_100)]) else { return }
        for rule in ["F1-CRIT-MISSING-M", "F1-ERRIND-ASN"] {
            #expect(!r.verdicts(rule).contains(.fail) && !r.verdicts(rule).contains(.inconclusive), "\(rule): \(r.results(for: rule))")
        }
    }

    @Test func unknownUEContextWantsAnErrorIndication() {
        let stray = T.rrc(13, cu: 77, du: 88)
        let answer = Self.errorIndication(cause: #"{"radioNetwork":"unknown-or-inconsistent-pair-of-ue-f1ap-id"}"#, cu: 77, du: 88)
        guard let (pass, _) = verdicts(Self.ue + [(.du, stray, 20), (.cu, answer, 21)], "F1-LOGICAL-ERR") else { return }
        #expect(pass == [.pass])
        guard let (silent, frames) = verdicts(Self.ue + [(.du, stray, 20), (.cu, T.rrc(12, cu: 9, du: 5), 6_100)], "F1-LOGICAL-ERR") else { return }
        #expect(silent == [.warn])
        #expect(frames == [[5]])
        guard let (wrong, wrongFrames) = verdicts(Self.ue + [(.du, stray, 20), (.cu, Self.errorIndication(cause: #"{"radioNetwork":"unspecified"}"#, cu: 77, du: 88), 21)], "F1-LOGICAL-ERR") else { return }
        #expect(wrong == [.warn])
        #expect(wrongFrames == [[5, 6]])
    }

    @Test func knownContextsAreNotLogicalErrors() {
        guard let r = T.run(Self.ue + [(.du, T.rrc(13, cu: 9, du: 5), 20), (.cu, T.rrc(12, cu: 9, du: 5), 6_100)]) else { return }
        #expect(!r.verdicts("F1-LOGICAL-ERR").contains(.warn), "\(r.results(for: "F1-LOGICAL-ERR"))")
    }
}
