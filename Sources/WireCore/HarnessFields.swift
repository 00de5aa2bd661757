/// The fields RANConform itself adds to a decoded frame (`ranconform decode --json`): they carry
/// no wire bits.
public enum HarnessFields {
    public static let protocolName = FieldSpec.protocolName("ranconform", "RANConform's own notes on a frame")
    public static let captureTruncated = FieldSpec(
        "ranconform.capture_truncated", .boolean,
        "The capture's snap length cut the frame: what is missing is inconclusive, never malformed")
    public static let finding = FieldSpec(
        "ranconform.finding", .string, "A decoder finding: severity, rule id, field path, byte offset and message")

    public static let registry = FieldRegistry([protocolName, captureTruncated, finding])
}
