import Synth
import Testing
import TestSupport

@testable import Conformance

/// F1-UECTX-DRB's bit-mask test (``F1APDRBListChecker/answeredOnce(requested:answers:released:)``)
/// agrees with its full judgement (``F1APDRBListChecker/problems(groups:requested:answers:released:)``):
/// over seeded random request and answer lists (duplicates, DRBs not requested, lists absent,
/// ids outside the masks' range; half of the answers a shuffled split of the request), the test
/// answers exactly when the judgement finds no problem and every id is in 0–63, and then with
/// the same "carries a list". 20,000 cases by default, `RANCONFORM_FUZZ_COUNT` × 100 for more.
@Suite struct F1APDRBListAnsweredOnceTests {
    @Test func maskTestAgreesWithTheFullJudgement() {
        var rng = SplitMix64(seed: 0xD2B_11575)
        let count = (PycrateBatch.fuzzCount ?? 200) * 100
        var fast = 0, judged = 0
        for _ in 0..<count {
            let groups = [F1APDRBListChecker.setupGroups, F1APDRBListChecker.modificationGroups, F1APDRBListChecker.requiredGroups][Int(rng.next() % 3)]
            var requested: [[Int]?] = [], answers: [F1APDRBListChecker.Answer] = []
            for group in groups {
                let request = rng.next() % 5 == 0 ? nil : Self.ids(&rng)
                requested.append(request)
                if rng.next() % 2 == 0, let request {
                    // an answer of each requested DRB once: a shuffled split between the lists
                    var answered: [Int] = [], failed: [Int] = []
                    for id in Set(request).sorted().shuffled(using: &rng) {
                        if group.failed != nil && rng.next() % 3 == 0 { failed.append(id) } else { answered.append(id) }
                    }
                    answers.append(.init(answered: answered.isEmpty && rng.next() % 2 == 0 ? nil : answered,
                                         failed: group.failed == nil || (failed.isEmpty && rng.next() % 2 == 0) ? nil : failed))
                } else {
                    answers.append(.init(answered: rng.next() % 4 == 0 ? nil : Self.ids(&rng), failed: group.failed == nil || rng.next() % 2 == 0 ? nil : Self.ids(&rng)))
                }
            }
            let released = rng.next() % 4 == 0 ? Self.ids(&rng) : nil
            let full = F1APDRBListChecker.problems(groups: groups, requested: requested, answers: answers, released: released)
            let quick = F1APDRBListChecker.answeredOnce(requested: requested, answers: answers, released: released)
            let all = requested.compactMap { $0 }.joined() + answers.flatMap { ($0.answered ?? []) + ($0.failed ?? []) }
            let inRange = all.allSatisfy { $0 >= 0 && $0 < 64 }
            if let quick {
                #expect(full.problems.isEmpty && quick == full.carriesLists, "\(requested) \(answers) \(String(describing: released))")
                fast += 1
            } else {
                #expect(!full.problems.isEmpty || !inRange, "\(requested) \(answers) \(String(describing: released))")
                judged += 1
            }
        }
        print("F1APDRBListAnsweredOnceTests: \(count) cases, \(fast) told by the masks, \(judged) by the full judgement")
        #expect(fast > count / 5 && judged > count / 5)
    }

    /// 0–5 DRB ids, mostly 1–32 (DRBID's root range), sometimes repeated, sometimes outside 0–63.
    static func ids(_ rng: inout SplitMix64) -> [Int] {
        (0..<Int(rng.next() % 6)).map { _ in
            switch rng.next() % 20 {
            case 0: 64 + Int(rng.next() % 8)
            case 1: -1
            case 2: 0
            default: 1 + Int(rng.next() % 32)
            }
        }
    }
}
