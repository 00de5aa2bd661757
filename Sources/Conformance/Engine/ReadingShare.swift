/// Which of a batch's signalling PDUs (F1AP, E1AP, E2AP, NGAP, PTP) the reading thread of a
/// ``ParallelCheck`` decodes itself, while the decode workers decode the rest of the batch.
///
/// Their codecs keep no state between PDUs, so a PDU decodes to the same value on any thread,
/// and the checking stage sees every result in capture order: the share changes which thread
/// decodes, never the results. eCPRI PDUs always go to the worker of their eAxC (its flow state
/// lives there).
///
/// With `--jobs 2` the reading thread, one decode worker and the checking thread share two cores.
/// On signalling traffic the worker is the busiest stage and the reading thread spends most of
/// the run waiting for a free batch slot (Design.md, "The reading thread decodes signalling with
/// one worker").
public enum ReadingShare: Sendable, Equatable {
    /// None: the workers decode every PDU.
    case none
    /// All: the workers decode only eCPRI PDUs.
    case all

    /// The share of a pipeline with `workers` decode workers: all with one (`--jobs 2`: two busy
    /// threads for two cores, reading and decoding on one, checking on the other, rather than
    /// three), none with more (the reading thread would then be the slowest stage).
    public static func `default`(workers: Int) -> ReadingShare { workers == 1 ? .all : .none }
}
