/// Values the demultiplexer (NetLayers' `PDU.radioTransportPieces`) and the fronthaul codec
/// (`FronthaulDecoder`'s `radioTransportPieces`) agree on for U-plane messages the radio transport
/// layer sent in pieces (O-RAN.WG4.CUS §5.5.3), beside the count of a reassembled message's pieces.
public enum RadioTransportPieces {
    /// A concatenated eCPRI PDU (eCPRI v2.0 §3.1.3.1, C = 1) some of whose messages are pieces:
    /// those went to the reassembly, which hands on their messages apart, so the codec reads the
    /// pieces' transport headers only. (A message has at most 128 pieces: the Subsequence ID's
    /// 7 bits.)
    public static let reassembledApart: UInt8 = 0xFF
}
