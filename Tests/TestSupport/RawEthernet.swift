/// Raw-octet reading of Ethernet frames for tests that check our decoders without using them.
public enum RawEthernet {
    /// The eCPRI PDU of an Ethernet II frame (EtherType 0xAEFE) after any 802.1Q / 802.1ad
    /// tags, and its byte offset in the frame; nil for another EtherType.
    public static func ecpriPayload(_ frame: [UInt8]) -> (pdu: ArraySlice<UInt8>, offset: Int)? {
        var i = 12
        while i + 2 <= frame.count {
            let t = UInt16(frame[i]) << 8 | UInt16(frame[i + 1])
            if t == 0x8100 || t == 0x88A8 { i += 4; continue }
            guard t == 0xAEFE else { return nil }
            return (frame[(i + 2)...], i + 2)
        }
        return nil
    }
}
