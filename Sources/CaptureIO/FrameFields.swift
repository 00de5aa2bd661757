import WireCore

/// The `frame.*` fields of a captured record (tshark's names): numbering, time and lengths from
/// the pcap / pcapng record, and the protocols the decoders found in it.
public enum FrameFields {
    public static let protocolName = FieldSpec.protocolName("frame", "One captured frame (a pcap or pcapng packet record)")
    public static let number = FieldSpec(
        "frame.number", .unsigned, "Frame number from 1, counted on across the captures of one run as Wireshark counts")
    public static let timeEpoch = FieldSpec(
        "frame.time_epoch", .string, "Capture time in seconds since 1970-01-01 00:00 UTC, as text with nine decimals")
    public static let length = FieldSpec("frame.len", .unsigned, "Length of the frame on the wire in bytes (the record's original length)")
    public static let capturedLength = FieldSpec(
        "frame.cap_len", .unsigned, "Bytes captured; less than frame.len when the snap length cut the frame")
    public static let comment = FieldSpec("frame.comment", .string, "A packet comment of the pcapng record (opt_comment)")
    public static let protocols = FieldSpec(
        "frame.protocols", .string, "The frame's protocols, outermost first, separated by ':' (eth:ethertype:vlan:…)")

    public static let registry = FieldRegistry([protocolName, number, timeEpoch, length, capturedLength, comment, protocols])
}
