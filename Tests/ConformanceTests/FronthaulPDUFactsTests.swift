import CaptureIO
@testable import Conformance
import Foundation
import Fronthaul
import NetLayers
import Testing
import WireCore

/// ``FronthaulPDUFacts``, what the decode workers (or the checking stage with `--jobs 1`) hand the
/// per-message rules instead of the messages: on every eCPRI PDU of the committed captures the
/// facts equal what a plain walk of the decoded PDU, written here, finds; and the codec rules a
/// PDU's findings violate are mapped one per rule, first finding first, up to the inline capacity.
@Suite struct FronthaulPDUFactsTests {
    static let a: RuleID = "TEST-A", b: RuleID = "TEST-B", c: RuleID = "TEST-C", d: RuleID = "TEST-D", e: RuleID = "TEST-E"
    static let handles: [RuleID: Int] = [a: 10, b: 11, c: 12, d: 13, e: 14]

    static func finding(_ id: RuleID, _ severity: Finding.Severity = .warning) -> Finding {
        Finding(id: id, severity: severity, message: "m", fieldPath: "f", bitOffset: 0)
    }

    @Test("one entry per rule, in first-finding order, with the severity and index of the rule's first finding")
    func oneEntryPerRule() throws {
        let findings = [Self.finding(Self.b), Self.finding("UNSELECTED", .error), Self.finding(Self.a, .note), Self.finding(Self.b, .error),
                        Self.finding(Self.a)]
        let mapped = try #require(CodecViolations(findings, handles: Self.handles))
        #expect(mapped.count == 2)
        #expect(mapped[0] == CodecViolations.Entry(handle: 11, finding: 0, severity: .warning))
        #expect(mapped[1] == CodecViolations.Entry(handle: 10, finding: 2, severity: .note))
        // The error of the second TEST-B finding covers a decoding error; the unselected one does not count.
        #expect(mapped.errorCovered)
        let withoutError = try #require(CodecViolations([Self.finding("UNSELECTED", .error), Self.finding(Self.a)], handles: Self.handles))
        #expect(withoutError.count == 1)
        #expect(!withoutError.errorCovered)
    }

    @Test("four rules fit inline; a fifth leaves the mapping to the checking stage (nil)")
    func capacity() {
        let four = [Self.a, Self.b, Self.c, Self.d, Self.a].map { Self.finding($0) }
        #expect(CodecViolations(four, handles: Self.handles)?.count == 4)
        let five = [Self.a, Self.b, Self.c, Self.d, Self.e].map { Self.finding($0) }
        #expect(CodecViolations(five, handles: Self.handles) == nil)
    }

    @Test("every eCPRI PDU of the committed captures: the facts equal a plain walk of its messages and findings")
    func factsMatchAPlainWalk() throws {
        let configuration = RunConfiguration()
        let run = ConformanceRun(configuration: configuration)
        let handles = run.codecRuleHandles
        #expect(!handles.isEmpty)
        var pdus = 0, withFindings = 0, cPlaneMessages = 0
        for subject in CaptureVariants.subjects {
            let reader = try CaptureReader(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path))), name: subject.name)
            var demux = NetworkDemux(configuration: configuration.demux)
            var dispatch = PDUDispatch(fronthaul: configuration.fronthaul)
            while let record = reader.next() {
                var found: [PDU] = []
                demux.demux(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                            timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { found.append($0) }
                for pdu in found {
                    guard case .fronthaul(let result) = dispatch.decode(pdu) else { continue }
                    let facts = FronthaulPDUFacts(result, judgesBFP: true, codecRules: handles)
                    let expected = Self.plainWalk(result, handles: handles)
                    #expect(facts == expected, "\(subject.name) frame \(record.frameNumber)")
                    pdus += 1
                    if !result.findings.isEmpty { withFindings += 1 }
                    cPlaneMessages += Int(facts.cPlane)
                }
            }
        }
        // The captures exercise what the facts carry.
        #expect(pdus > 1_000)
        #expect(withFindings > 0)
        #expect(cPlaneMessages > 0)
    }

    /// The facts, worked out the long way: one pass per question over the messages and findings.
    static func plainWalk(_ result: FronthaulDecodeResult, handles: [RuleID: Int]) -> FronthaulPDUFacts {
        var f = FronthaulPDUFacts()
        let cPlanes = result.messages.compactMap { m -> CPlaneMessage? in if case .cPlane(_, let c) = m.body { c } else { nil } }
        let uPlanes = result.messages.compactMap { m -> UPlaneMessage? in if case .uPlane(_, let u) = m.body { u } else { nil } }
        f.cPlane = UInt16(cPlanes.count)
        f.uPlane = UInt16(uPlanes.count)
        f.oneWayDelay = UInt16(result.messages.filter { if case .oneWayDelay = $0.body { true } else { false } }.count)
        f.cPlaneWithExtensions = UInt16(cPlanes.filter { $0.sections.contains { !$0.extensions.isEmpty } }.count)
        f.dlCPlaneData = UInt16(cPlanes.filter { $0.dataDirection == 1 && [1, 3, 5].contains($0.sectionType) }.count)
        for c in cPlanes { f.sectionTypes[Int(c.sectionType & 15)] += 1 }
        f.firstORUSectionType = cPlanes.first { [8, 9, 10].contains($0.sectionType) }?.sectionType ?? FronthaulPDUFacts.none
        f.firstODUSectionType = cPlanes.first { [0, 1, 3, 4, 5, 6, 11].contains($0.sectionType) }?.sectionType ?? FronthaulPDUFacts.none
        switch result.bare {
        case .cPlane?: f.cPlane += 1
        case .uPlane?: f.uPlane += 1
        case nil: break
        }
        if let first = result.messages.first, case .uPlane(_, let u) = first.body { f.bfp = BFPExponentChecker.judge(u) }
        f.decodingStopped = result.error != nil
        f.stoppedOnUnsupported = result.error?.code == .unsupported
        f.messageCount = result.messages.count
        f.firstFlow = result.messages.first?.oranFlow.map { ORANFlow(eAxC: $0.eAxC, uPlane: $0.uPlane, downlink: $0.downlink) }
        if let first = result.messages.first {
            switch first.body {
            case .cPlane(let t, let c):
                #expect(f.firstFlow == ORANFlow(eAxC: t.eAxC, uPlane: false, downlink: c.dataDirection != 0))
                f.firstHeader = ORANHeaderFacts(first)
                #expect(f.firstHeader?.slot == UInt32(c.frameId) << 16 | UInt32(c.subframeId) << 8 | UInt32(c.slotId))
                #expect(f.firstHeader?.cPlane == true && f.firstHeader?.dataDirection == c.dataDirection && f.firstHeader?.eAxC == t.eAxC
                        && f.firstHeader?.sequenceId == t.sequenceId && f.firstHeader?.subsequenceId == t.subsequenceId)
            case .uPlane(let t, let u):
                f.firstHeader = ORANHeaderFacts(first)
                #expect(f.firstHeader?.slot == UInt32(u.frameId) << 16 | UInt32(u.subframeId) << 8 | UInt32(u.slotId))
                #expect(f.firstHeader?.cPlane == false && f.firstHeader?.dataDirection == u.dataDirection && f.firstHeader?.eAxC == t.eAxC
                        && f.firstHeader?.sequenceId == t.sequenceId && f.firstHeader?.subsequenceId == t.subsequenceId)
            default:
                #expect(ORANHeaderFacts(first) == nil)
            }
        }
        f.clean = result.findings.isEmpty && result.error == nil
        if !result.findings.isEmpty {
            // The rules in order of their first finding; nil past four.
            var order: [RuleID] = []
            for finding in result.findings where handles[finding.id] != nil && !order.contains(finding.id) { order.append(finding.id) }
            if order.count <= CodecViolations.capacity {
                let all = CodecViolations(result.findings, handles: handles)
                #expect(all?.count == order.count)
                for (i, id) in order.enumerated() {
                    let first = result.findings.firstIndex { $0.id == id }!
                    #expect(all?[i] == CodecViolations.Entry(handle: Int32(handles[id]!), finding: UInt16(first), severity: result.findings[first].severity))
                }
                #expect(all?.errorCovered == result.findings.contains { handles[$0.id] != nil && $0.severity == .error })
                f.codecViolations = all
            }
        }
        return f
    }
}
