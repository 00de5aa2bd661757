import CaptureIO
@testable import Conformance
import Foundation
import NetLayers
import Testing
import TestSupport

/// The F1AP checkers' bounded tables: the oldest entry goes at the bound and is handed back
/// (never dropped silently), and the error-reaction triggers pair with reactions by key, the
/// oldest matching one first (TS 38.473 clause 10), as the scan they replace did.
@Suite struct F1APBoundedTableTests {
    @Test func fullTableEvictsItsOldestEntry() {
        var t = BoundedTable<Int, String>(capacity: 3)
        #expect(t.insert(1, "a") == nil)
        #expect(t.insert(2, "b") == nil)
        #expect(t.insert(3, "c") == nil)
        #expect(t.insert(2, "b2") == nil)  // an update is not an insertion
        let out = t.insert(4, "d")
        #expect(out?.key == 1 && out?.value == "a")
        #expect(t.count == 3 && t.evicted == 1)
        #expect(t.removeValue(forKey: 2) == "b2")
        #expect(t.insert(5, "e") == nil)  // room again
        // key 2 was removed: its stale place in the queue is skipped, 3 is the oldest
        #expect(t.insert(6, "f")?.key == 3)
        #expect(t.entries.keys.sorted() == [4, 5, 6])
        #expect(t.evicted == 2)
    }

    /// The UE id tables let the oldest pairing go at the bound: a gNB-CU UE F1AP ID released
    /// and paired again (ids are reused, TS 38.473 §9.3.1.4) holds its new place, so the pairing
    /// made before it goes first, and the released one's reverse entry goes with it.
    @Test func aUEPairedAgainAfterReleaseIsNotTheOldest() {
        var a = F1APAssociation()
        a.pair(cu: 1, du: 11, maximum: 2)
        a.pair(cu: 2, du: 12, maximum: 2)
        a.unpair(cu: 1, du: 11)
        a.pair(cu: 1, du: 21, maximum: 2)
        a.pair(cu: 3, du: 13, maximum: 2)
        #expect(a.du(pairedWith: 2) == nil && a.cu(pairedWith: 12) == nil, "the pairing of CU id 2 is the oldest")
        #expect(a.du(pairedWith: 1) == 21 && a.cu(pairedWith: 21) == 1)
        #expect(a.du(pairedWith: 3) == 13 && a.evictedUEs == 1)
    }

    /// ``BoundedTable/update(_:default:_:)`` against what it replaces (take the entry out, change
    /// it, insert it again): the same entries, evictions and eviction order over seeded random
    /// updates, insertions and removals, at several bounds.
    @Test(arguments: [1, 2, 5, 40])
    func updateInPlaceEqualsTakingOutAndInserting(_ capacity: Int) {
        var inPlace = BoundedTable<Int, [Int]>(capacity: capacity)
        var reinserted = BoundedTable<Int, [Int]>(capacity: capacity)
        var random = SeededRandom(seed: UInt64(0xB0_7AB1E + capacity))
        for step in 0..<20_000 {
            let key = Int(random.next() % UInt64(capacity * 3 + 2))
            switch random.next() % 8 {
            case 0:
                #expect(inPlace.removeValue(forKey: key) == reinserted.removeValue(forKey: key))
            case 1:
                let a = inPlace.insert(key, [step]), b = reinserted.insert(key, [step])
                #expect(a?.key == b?.key && a?.value == b?.value)
            default:
                let a = inPlace.update(key, default: { [-1] }) { v -> Int in
                    v.append(step)
                    return v.count
                }
                var v = reinserted.removeValue(forKey: key) ?? [-1]
                v.append(step)
                let b = reinserted.insert(key, v)
                #expect(a.result == v.count)
                #expect(a.evicted?.key == b?.key && a.evicted?.value == b?.value, "step \(step)")
            }
            #expect(inPlace.count == reinserted.count && inPlace.evicted == reinserted.evicted)
        }
        #expect(inPlace.entries.keys.sorted() == reinserted.entries.keys.sorted())
        for (k, v) in inPlace.entries { #expect(reinserted.entries[k] == v) }
        #expect(inPlace.evicted > 0)
    }

    /// Writing back at an entry's index (one hash) has the effect of setting its key again: the
    /// same entries, evictions and eviction order as the subscript, on seeded random operations.
    @Test(arguments: [1, 2, 5, 40])
    func writingBackAtTheIndexEqualsSettingTheKey(_ capacity: Int) {
        var atIndex = BoundedTable<Int, [Int]>(capacity: capacity)
        var byKey = BoundedTable<Int, [Int]>(capacity: capacity)
        var random = SeededRandom(seed: UInt64(0x1DE_0000 + capacity))
        for step in 0..<20_000 {
            let key = Int(random.next() % UInt64(capacity * 3 + 2))
            switch random.next() % 6 {
            case 0:
                #expect(atIndex.removeValue(forKey: key) == byKey.removeValue(forKey: key))
            case 1:
                let a = atIndex.insert(key, [step]), b = byKey.insert(key, [step])
                #expect(a?.key == b?.key && a?.value == b?.value, "step \(step)")
            default:
                guard let index = atIndex.index(forKey: key) else {
                    #expect(byKey[key] == nil)
                    continue
                }
                var v = atIndex.value(at: index)
                #expect(v == byKey[key])
                v.append(step)
                atIndex.setValue(v, at: index)
                byKey[key] = v
            }
            #expect(atIndex.count == byKey.count && atIndex.evicted == byKey.evicted)
        }
        for (k, v) in atIndex.entries { #expect(byKey.entries[k] == v) }
        #expect(atIndex.evicted > 0)
    }

    @Test func tableStaysBoundedUnderChurn() {
        var t = BoundedTable<Int, Int>(capacity: 100)
        var evicted = 0
        for i in 0..<100_000 {
            if t.insert(i, i) != nil { evicted += 1 }
            if i % 3 == 0 { t.removeValue(forKey: i - 1) }
        }
        #expect(t.count <= 100)
        #expect(t.evicted == evicted)
        #expect(evicted + t.count + (100_000 / 3) >= 100_000 - 1)
    }

    static func trigger(_ n: Int, association: Int = 0, reactor: Int = 1, code: Int = 5, tx: Int? = nil, cu: UInt64? = nil) -> F1APErrorReactionChecker.Trigger {
        F1APErrorReactionChecker.Trigger(rule: 0, kind: .logical, association: association, code: code, messageName: "M\(n)", reactor: reactor,
                                         time: Int64(n), frames: [n], transactionID: tx, cuUEID: cu, failureAllowed: true)
    }

    @Test func reactionsPairWithTheOldestTriggerTheyAnswer() {
        var open = F1APOpenTriggers(capacity: 100)
        _ = open.insert(Self.trigger(1, tx: 7))
        _ = open.insert(Self.trigger(2, cu: 40))
        _ = open.insert(Self.trigger(3))
        _ = open.insert(Self.trigger(4, tx: 8))
        _ = open.insert(Self.trigger(5, reactor: 2, tx: 8))
        _ = open.insert(Self.trigger(6, code: 9, tx: 8))
        // another reactor, association or code answers nothing
        #expect(open.removeAnswered(association: 1, sender: 1, errorIndication: false, code: 5, transactionID: 8, cuUEID: nil) == nil)
        #expect(open.removeAnswered(association: 0, sender: 3, errorIndication: false, code: 5, transactionID: 8, cuUEID: nil) == nil)
        // TransactionID 8 and UE id 41: the trigger without keys (3) is older than 4
        #expect(open.removeAnswered(association: 0, sender: 1, errorIndication: false, code: 5, transactionID: 8, cuUEID: 41)?.frames == [3])
        #expect(open.removeAnswered(association: 0, sender: 1, errorIndication: false, code: 5, transactionID: 8, cuUEID: 41)?.frames == [4])
        // no TransactionID in the answer: any TransactionID trigger; UE id 40: trigger 2
        #expect(open.removeAnswered(association: 0, sender: 1, errorIndication: false, code: 5, transactionID: nil, cuUEID: 40)?.frames == [1])
        #expect(open.removeAnswered(association: 0, sender: 1, errorIndication: false, code: 5, transactionID: nil, cuUEID: 40)?.frames == [2])
        // ERROR INDICATION naming procedure 9, then one naming none (any procedure)
        #expect(open.removeAnswered(association: 0, sender: 1, errorIndication: true, code: 9, transactionID: nil, cuUEID: nil)?.frames == [6])
        #expect(open.removeAnswered(association: 0, sender: 2, errorIndication: true, code: nil, transactionID: nil, cuUEID: nil)?.frames == [5])
        #expect(open.count == 0 && open.oldest == nil)
    }

    @Test func fullTriggerTableHandsBackItsOldest() {
        var open = F1APOpenTriggers(capacity: 2)
        #expect(open.insert(Self.trigger(1, tx: 1)) == nil)
        #expect(open.insert(Self.trigger(2, cu: 2)) == nil)
        #expect(open.insert(Self.trigger(3))?.frames == [1])
        #expect(open.evicted == 1)
        #expect(open.inArrivalOrder.map(\.frames) == [[2], [3]])
        // the evicted trigger's lists are gone: its TransactionID matches nothing but the keyless 3
        #expect(open.removeAnswered(association: 0, sender: 1, errorIndication: false, code: 5, transactionID: 1, cuUEID: 9)?.frames == [3])
        #expect(open.removeOldest()?.frames == [2])
        #expect(open.removeOldest() == nil)
    }

    @Test func manyTriggersStayBoundedAndPairInOrder() {
        var open = F1APOpenTriggers(capacity: 1_000)
        var evicted = 0
        for i in 0..<50_000 {
            if open.insert(Self.trigger(i, tx: i % 256)) != nil { evicted += 1 }
        }
        #expect(open.count == 1_000 && evicted == 49_000 && open.evicted == 49_000)
        // the oldest open with TransactionID 3: the first i ≥ 49,000 with i % 256 == 3
        let first = (49_000...).first { $0 % 256 == 3 }!
        #expect(open.removeAnswered(association: 0, sender: 1, errorIndication: false, code: 5, transactionID: 3, cuUEID: nil)?.frames == [first])
    }

    /// Every F1AP checker at a bound of one entry per table on a capture with UE procedures,
    /// RRC delivery status requests and reports: what no longer fits is counted, and nothing
    /// that was evicted turns into a violation (a report whose request went is INCONCLUSIVE).
    @Test func tinyBoundsGiveNoFalseViolations() throws {
        let path = Oracle.captures.appendingPathComponent("synth/f1ap-clean.pcapng").path
        let normal = try EngineSupport.check(path, configuration: RunConfiguration())
        var tiny = RunConfiguration()
        tiny.maximumOpenEntries = 1
        let bounded = try EngineSupport.check(path, configuration: tiny)
        for rule in ["F1-RRCDELIV", "F1-RRC-SRB", "F1-UECTX-DRB", "F1-UECTX-RELEASE-FLOW", "F1-TNL-STREAM-UE"] {
            #expect(EngineSupport.violations(bounded, rule) <= EngineSupport.violations(normal, rule), "\(rule)")
        }
        let inconclusive = { (r: RunResults, rule: String) in r.results(for: rule).reduce(0) { $0 + $1.inconclusive } }
        // the clean capture's UEs overflow a one-entry table: the SRB checker counts what it let go
        #expect(inconclusive(bounded, "F1-RRC-SRB") > inconclusive(normal, "F1-RRC-SRB"))
    }

    /// The F1 Setup Request of the clean synthesized capture (TS 38.473 §9.2.1.4), as demultiplexed.
    static func setupRequest() throws -> PDU? {
        let reader = try CaptureReader(path: Oracle.captures.appendingPathComponent("synth/f1ap-clean.pcapng").path)
        var demux = NetworkDemux()
        var found: PDU?
        while found == nil, let record = reader.next() {
            demux.demux(frame: record.bytes, linkType: record.linkType.rawValue, frameNumber: record.frameNumber,
                        timestampNanoseconds: record.timestampNanoseconds, isTruncated: record.isTruncated) { pdu in
                if found == nil, pdu.kind == .f1ap { found = pdu }
            }
        }
        return found
    }

    /// `template` on SCTP association `a` from gNB-DU 10.0.1.`a` to the gNB-CU 10.0.0.1, as frame
    /// `frame`, a millisecond after the previous one.
    static func request(_ template: PDU, association a: Int, frame: Int) -> PDU {
        var pdu = template
        pdu.endpoints.sctpAssociation = a
        pdu.endpoints.sourceIP = .v4(0x0A00_0100 + UInt32(a))
        pdu.endpoints.destinationIP = .v4(0x0A00_0001)
        pdu.endpoints.sourcePort = 40_000
        pdu.endpoints.destinationPort = 38_472
        pdu.frameNumbers = [frame]
        pdu.timestampNanoseconds = 1_000_000_000 + Int64(frame - 1) * 1_000_000
        return pdu
    }

    /// F1-LOGICAL-ERR's per-association UE contexts at a bound of two associations: a third
    /// association evicts the oldest one (not all of them), its two nodes are counted INCONCLUSIVE
    /// (it was seen from its F1 Setup), and the eviction shows in the open-state counters.
    @Test func errorReactionContextsEvictTheOldestAssociation() throws {
        guard let template = try Self.setupRequest() else {
            Issue.record("no F1AP PDU in synth/f1ap-clean.pcapng")
            return
        }
        func run(associations: Int) -> (RunResults, OpenStateCounters?) {
            var configuration = RunConfiguration()
            configuration.maximumOpenEntries = 2
            let run = ConformanceRun(configuration: configuration)
            for a in 0..<associations { run.feed(pdu: Self.request(template, association: a, frame: a + 1)) }
            let state = run.openState.first { $0.checker == "F1APErrorReactionChecker" }?.counters
            return (run.finish(), state)
        }
        let inconclusive = { (r: RunResults) in r.results(for: "F1-LOGICAL-ERR").reduce(0) { $0 + $1.inconclusive } }
        let (two, twoState) = run(associations: 2)
        #expect(inconclusive(two) == 0)
        #expect(twoState?.evicted ?? 0 == 0)
        let (three, threeState) = run(associations: 3)
        // one association evicted: its gNB-DU and gNB-CU, one INCONCLUSIVE each
        #expect(inconclusive(three) == 2)
        #expect(threeState?.evicted == 1)
        #expect(threeState?.entries == 2)
        let (five, fiveState) = run(associations: 5)
        #expect(inconclusive(five) == 6)
        #expect(fiveState?.evicted == 3)
        #expect(EngineSupport.violations(five, "F1-LOGICAL-ERR") == 0)
    }

    /// The F1AP checker's associations at a bound of two: a PDU of an association that was let
    /// go starts a fresh one (its pending F1 Setup forgotten), one that follows on the same
    /// association finds it again, whichever association the previous PDU was on. Unanswered
    /// F1 Setup Requests on associations 0, 1, 2, 0, 0: at the bound, association 2 evicts 0 and
    /// the next 0 evicts 1, so only the last request finds one pending (F1-SETUP-ONE-OUTSTANDING);
    /// without a bound the fourth and fifth both do.
    @Test func associationsAtTheBoundAreFoundAgainOrStartedAfresh() throws {
        guard let template = try Self.setupRequest() else {
            Issue.record("no F1AP PDU in synth/f1ap-clean.pcapng")
            return
        }
        func violations(bound: Int) -> Int {
            var configuration = RunConfiguration()
            configuration.maximumOpenEntries = bound
            let run = ConformanceRun(configuration: configuration)
            for (n, a) in [0, 1, 2, 0, 0].enumerated() { run.feed(pdu: Self.request(template, association: a, frame: n + 1)) }
            return EngineSupport.violations(run.finish(), "F1-SETUP-ONE-OUTSTANDING")
        }
        #expect(violations(bound: 2) == 1)
        #expect(violations(bound: 16) == 2)
    }
}
