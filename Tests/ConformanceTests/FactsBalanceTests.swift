@testable import Conformance
import Testing

/// ``FactsBalance``: the decision of which stage makes a batch's PDU facts
/// (``FactsPlacement``). That the results are the same wherever they are made is
/// `ParallelCheckTests.sameBytes`.
@Suite struct FactsBalanceTests {
    @Test("balanced: the workers make the facts until the checking stage waits; then the next N batches leave them to it")
    func balancedCountsDown() {
        let balance = FactsBalance(.balanced, batchesPerWait: 4)
        #expect((0..<10).allSatisfy { _ in balance.workerMakesFacts() })
        balance.checkingStageWaits()
        #expect((0..<4).map { _ in balance.workerMakesFacts() } == [false, false, false, false])
        #expect(balance.workerMakesFacts())
        // a wait while batches are still left starts the count again
        balance.checkingStageWaits()
        #expect(!balance.workerMakesFacts())
        #expect(!balance.workerMakesFacts())
        balance.checkingStageWaits()
        #expect((0..<4).map { _ in balance.workerMakesFacts() } == [false, false, false, false])
        #expect(balance.workerMakesFacts())
    }

    @Test("pinned placements ignore the checking stage's waits")
    func pinned() {
        let workers = FactsBalance(.decodeWorkers, batchesPerWait: 4)
        let checking = FactsBalance(.checkingStage, batchesPerWait: 4)
        for _ in 0..<3 {
            workers.checkingStageWaits()
            checking.checkingStageWaits()
            #expect(workers.workerMakesFacts())
            #expect(!checking.workerMakesFacts())
        }
    }
}
