import Synchronization

/// Which stage of a ``ParallelCheck`` makes each decoded PDU's facts (``FronthaulPDUFacts``, the
/// BFP exponent screen and codec findings among them; ``F1APPDUFacts``, the UE evidence of the
/// RRC containers and the served cells).
///
/// The facts are functions of the decoded PDU and of settings fixed for the run, and
/// ``ConformanceRun`` makes them where a worker left them out, so the placement changes when
/// and on which thread they are made, never the results.
public enum FactsPlacement: Sendable, Equatable {
    /// The decode workers, except for the next four batches (as many as are in flight) each time the
    /// checking stage had to wait for the workers: those batches' facts are made by the checking
    /// stage, which would otherwise sit idle.
    case balanced
    /// Always the decode workers.
    case decodeWorkers
    /// Always the checking stage.
    case checkingStage
}

/// The decision behind ``FactsPlacement/balanced``, shared by the checking stage (which reports
/// its waits) and the decode workers (which ask it at the start of each batch).
///
/// With `--jobs 2` three threads share two cores, and a stage that waits leaves a core idle
/// while another stage has work. With every facts made by the worker, the checking stage waited
/// for it 0.10 s of a 0.43 s fronthaul run and 0.27 s of a 0.77 s F1AP run (Design.md, "Facts
/// made where a core is idle", has the measurements).
final class FactsBalance: Sendable {
    let placement: FactsPlacement
    /// Batches after a wait whose facts go to the checking stage.
    let batchesPerWait: Int
    /// Batches still to leave their facts to the checking stage. Relaxed: a late or lost
    /// update moves one batch's facts to the other stage, which changes no result.
    private let batchesLeft = Atomic<Int>(0)

    init(_ placement: FactsPlacement, batchesPerWait: Int) {
        self.placement = placement
        self.batchesPerWait = batchesPerWait
    }

    /// The checking stage found its next batch not yet decoded.
    func checkingStageWaits() {
        guard placement == .balanced else { return }
        batchesLeft.store(batchesPerWait, ordering: .relaxed)
    }

    /// Whether the worker starting a batch now makes its PDUs' facts.
    func workerMakesFacts() -> Bool {
        switch placement {
        case .decodeWorkers: return true
        case .checkingStage: return false
        case .balanced:
            let left = batchesLeft.load(ordering: .relaxed)
            guard left > 0 else { return true }
            batchesLeft.store(left - 1, ordering: .relaxed)
            return false
        }
    }
}
