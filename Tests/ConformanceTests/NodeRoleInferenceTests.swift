@testable import Conformance
import CaptureIO
import F1AP
import Foundation
import Fronthaul
import Profiles
import Testing
import WireCore

/// Node roles are named from traffic in capture order before any checker sees a PDU
/// (``NodeRoleInference``), and each event carries its nodes' roles as known after its own PDU.
@Suite struct NodeRoleInferenceTests {
    typealias V = CaptureVariants

    /// What one event showed and the roles stamped on it.
    struct Seen {
        var sender: Int, receiver: Int
        var senderRole: NodeRole?, receiverRole: NodeRole?
        /// The PDU carries C-plane of a section type the O-DU sends, or decoded uplink U-plane.
        var namesODU = false, namesORU = false
        /// An F1 Setup Request (true) or its response or failure (false).
        var f1SetupRequest: Bool?
        var frame: Int
    }

    /// Records every eCPRI and F1AP event (it runs after the built-in checkers).
    final class Spy: RuleChecker {
        var seen: [Seen] = []
        var specs: [RuleSpec] { [] }
        var subscriptions: EventKinds { [.fronthaul, .f1ap] }
        func observe(_ event: Event, _ recorder: inout RuleRecorder) {
            let c = event.context
            var s = Seen(sender: c.sender, receiver: c.receiver, senderRole: c.senderRole, receiverRole: c.receiverRole, frame: c.frames.last ?? 0)
            switch event.payload {
            case .fronthaul(let result):
                for m in result.messages {
                    switch m.body {
                    case .cPlane(_, let cp): if ![8, 9, 10].contains(cp.sectionType) { s.namesODU = true }
                    case .uPlane(_, let u): if u.dataDirection == 0 && !u.sections.isEmpty { s.namesORU = true }
                    default: break
                    }
                }
            case .f1ap(let result):
                if let m = result.message, m.procedureCode == F1APProcedureCode.f1Setup { s.f1SetupRequest = m.kind == .initiatingMessage }
            default: break
            }
            seen.append(s)
        }
    }

    static func run(_ subject: V.Subject, _ configuration: RunConfiguration) throws -> (seen: [Seen], results: RunResults) {
        let spy = Spy()
        let run = ConformanceRun(configuration: configuration, extraCheckers: [spy])
        let reader = try CaptureReader(path: subject.path)
        while let record = reader.next() { run.feed(record) }
        return (spy.seen, run.finish())
    }

    @Test("each event carries the roles its own PDU names; an inferred role changes only at F1 Setup; the node list ends with the last roles stamped",
          arguments: V.subjects)
    func stampedRoles(_ subject: V.Subject) throws {
        for configuration in [RunConfiguration(), try V.configuration(subject)] {
            let (seen, results) = try Self.run(subject, configuration)
            var last: [Int: NodeRole] = [:]
            for s in seen {
                let senderDeclared = results.nodes[s.sender].declared, receiverDeclared = results.nodes[s.receiver].declared
                if s.namesODU || s.namesORU {
                    #expect(s.senderRole != nil, "\(subject.name) frame \(s.frame): its sender names a role but none is stamped")
                }
                if let request = s.f1SetupRequest {
                    if !senderDeclared { #expect(s.senderRole == (request ? .oDU : .oCU), "\(subject.name) frame \(s.frame): F1 Setup sender") }
                    if !receiverDeclared { #expect(s.receiverRole == (request ? .oCU : .oDU), "\(subject.name) frame \(s.frame): F1 Setup receiver") }
                }
                for (node, role, declared) in [(s.sender, s.senderRole, senderDeclared), (s.receiver, s.receiverRole, receiverDeclared)] {
                    if declared { #expect(role == results.nodes[node].role, "\(subject.name) frame \(s.frame): a declared role is stamped as declared") }
                    if let before = last[node], before != role {
                        #expect(s.f1SetupRequest != nil && role != nil, "\(subject.name) frame \(s.frame): \(results.nodes[node].name) went from \(before) to \(String(describing: role))")
                    }
                    if let role { last[node] = role }
                }
            }
            for (node, role) in last { #expect(results.nodes[node].role == role, "\(subject.name): \(results.nodes[node].name) ends with another role") }
        }
    }

    @Test("the roles a run names do not depend on which rules the suite selects", arguments: V.subjects)
    func rolesIndependentOfSuite(_ subject: V.Subject) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        for base in [RunConfiguration(), try V.configuration(subject)] {
            var reference: [String]?
            // every rule, none, and families that leave out the checkers that once inferred roles
            let suites: [SuiteProfile?] = [nil, try UnselectedCheckerDispatchTests.suite("none", exclude: ["*"]),
                                           try UnselectedCheckerDispatchTests.suite("FH-T-*", include: ["FH-T-*"]),
                                           try UnselectedCheckerDispatchTests.suite("F1-*", include: ["F1-*"]),
                                           try UnselectedCheckerDispatchTests.suite("not FH-XP-*, FH-SE22-ACK", exclude: ["FH-XP-*", "FH-SE22-ACK"])]
            for suite in suites {
                var configuration = base
                if let suite { configuration.suite = suite }
                let reader = try CaptureReader(bytes: bytes, name: subject.name)
                let run = ConformanceRun(configuration: configuration)
                while let record = reader.next() { run.feed(record) }
                // Nodes named only for the checkers a suite keeps (a PTP clock) have no role.
                let roles = run.finish().nodes.compactMap { node in node.role.map { "\(node.name)=\($0.rawValue)" } }
                if let reference {
                    #expect(roles == reference, "\(subject.name), suite \(suite?.name ?? "testbed's")")
                } else {
                    reference = roles
                }
            }
        }
    }
}
