import Conformance
import Fronthaul
import Testing

/// FH-SE22-ACK over random request / ST8 scripts (ids reused, time standing still, jumping ahead
/// and running backwards) against a plain model of the rule: every open request kept until
/// the capture passes its stale time (swept at the first message of each millisecond of capture
/// time, all of them looked at), at the bound all let go. The checker pops what falls due from a queue
/// instead of sorting every open request each sweep; the results must be the same.
@Suite struct AckNackSweepModelTests {
    typealias S = EngineSupport
    typealias P = AckNackPairingTests

    struct Model {
        var open: [UInt16: (time: Int64, frame: Int)] = [:]
        var lastTime: Int64 = 0
        var lastSweep: Int64 = 0
        var captureStart: Int64?
        var evaluated = 0, violations = 0, inconclusive = 0
        var violationFrames: [[Int]] = []
        let stale: Int64 = 100_000_000
        let bound: Int

        mutating func event(_ time: Int64) {
            if captureStart == nil { captureStart = time }
            lastTime = max(lastTime, time)
            if time / 1_000_000 != lastSweep / 1_000_000 {
                lastSweep = time
                open = open.filter { !(lastTime > $0.value.time + stale) }
            }
        }

        mutating func request(_ id: UInt16, time: Int64, frame: Int) {
            if open[id] == nil && open.count >= bound { open.removeAll() }
            open[id] = (time, frame)
        }

        mutating func answer(_ id: UInt16, time: Int64, frame: Int) {
            if open.removeValue(forKey: id) != nil {
                evaluated += 1
            } else if time - (captureStart ?? time) <= stale {
                inconclusive += 1
            } else {
                evaluated += 1
                violations += 1
                violationFrames.append([frame])
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func sameResultsAsSortingEveryOpenRequest(_ seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % n
        }
        var configuration = S.specOnly()
        configuration.maximumOpenEntries = 24
        var f = S.Feeder(configuration)
        var model = Model(bound: 24)
        var time: Int64 = 1_000_000_000
        for _ in 0..<600 {
            switch next(8) {
            case 0: time += 30_000_000
            case 1: time -= 3_000_000
            case 2: time += 1_200_000
            case 3: time += 0
            default: time += Int64(next(600_000))
            }
            let id = UInt16(1 + next(40))
            f.time = time - 10_000  // the feeder adds its 10 µs step
            let frame = f.frame + 1
            model.event(time)
            if next(3) == 0 {
                f.c(P.st8(acks: [id]), from: S.ruMAC, to: S.duMAC)
                model.answer(id, time: time, frame: frame)
            } else {
                f.c(P.request(id: id))
                model.request(id, time: time, frame: frame)
            }
        }
        let r = f.finish()
        let rows = r.results(for: "FH-SE22-ACK")
        #expect(rows.reduce(0) { $0 + $1.evaluated } == model.evaluated)
        #expect(rows.reduce(0) { $0 + $1.violations } == model.violations)
        #expect(rows.reduce(0) { $0 + $1.inconclusive } == model.inconclusive)
        #expect(rows.flatMap(\.findings).map(\.frames) == Array(model.violationFrames.prefix(20)))
        #expect(model.violations > 0 && model.evaluated > model.violations, "the script exercises both outcomes")
    }
}
