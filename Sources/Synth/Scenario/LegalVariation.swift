/// Behaviours real equipment shows that the specifications allow: each makes a capture that a
/// conformance check must pass with no FAIL and no WARN (scenario key `variations`).
public enum LegalVariation: String, Sendable, Hashable, CaseIterable {
    /// BFP exponents of an O-DU whose samples are wider than 16 bits (O-RAN.WG4.CUS Annex A.1:
    /// the exponent field is 4 bits; exponents above 16 − iqWidth are legal for such sources):
    /// every block's exponent raised by 4 (a 20-bit source: exponents 8-10 at iqWidth 9, as real
    /// O-DUs send), mantissas unchanged.
    case wideBFPSource = "wide-bfp-source"
    /// U-plane sections coupled to their C-plane section by frequency and time, not by sectionId
    /// (CUS §7.8): every U-plane sectionId differs from the C-plane one covering it.
    case frequencyTimeCoupling = "frequency-time-coupling"
    /// The grandmaster announces clockClass 135 (ITU-T G.8275.1: holdover within specification).
    case clockClass135 = "clock-class-135"
    /// The O-DU sends the first packet of every third symbol after the next packet of its stream
    /// (a SequenceId permutation within a slot; nothing lost).
    case sequenceIdPermutation = "seqid-permutation"
    /// Every frame carries its 4-byte Ethernet FCS, with no pcapng `if_fcslen` to say so (the
    /// reader detects it, IEEE 802.3 §3.2.9).
    case frameCheckSequence = "fcs"
    /// The capture starts 0.37 ms into the scenario, in the middle of a slot and of its C/U-plane
    /// exchanges.
    case midSlotStart = "mid-slot-start"

    /// Where the capture starts after the scenario start under ``midSlotStart``.
    public static let midSlotStartOffsetNanoseconds: Int64 = 370_000
}
