/// SCTP chunk encoders (RFC 9260 clause 3.3) for the generated F1-C association. Every chunk
/// is returned padded to a multiple of four octets; its length field excludes the padding.
enum SCTPChunks {
    static let data: UInt8 = 0
    static let initiation: UInt8 = 1
    static let initiationAck: UInt8 = 2
    static let sack: UInt8 = 3
    static let cookieEcho: UInt8 = 10
    static let cookieAck: UInt8 = 11

    /// PPID of F1AP (TS 38.472 clause 7; IANA SCTP payload protocol identifiers).
    static let f1apPPID: UInt32 = 62

    static func chunk(type: UInt8, flags: UInt8, body: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [type, flags]
        let length = 4 + body.count
        append16(&out, UInt16(truncatingIfNeeded: length))
        out += body
        while out.count % 4 != 0 { out.append(0) }
        return out
    }

    /// INIT (clause 3.3.2) or INIT ACK (clause 3.3.3); `parameters` are complete TLVs.
    static func initiation(ack: Bool, initiateTag: UInt32, receiverWindow: UInt32, outboundStreams: UInt16,
                           inboundStreams: UInt16, initialTSN: UInt32, parameters: [UInt8]) -> [UInt8] {
        var body: [UInt8] = []
        append32(&body, initiateTag)
        append32(&body, receiverWindow)
        append16(&body, outboundStreams)
        append16(&body, inboundStreams)
        append32(&body, initialTSN)
        body += parameters
        return chunk(type: ack ? initiationAck : initiation, flags: 0, body: body)
    }

    /// A variable-length parameter TLV (clause 3.2.1), padded to four octets.
    static func parameter(type: UInt16, value: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        append16(&out, type)
        append16(&out, UInt16(truncatingIfNeeded: 4 + value.count))
        out += value
        while out.count % 4 != 0 { out.append(0) }
        return out
    }

    /// State Cookie parameter (type 7, clause 3.3.3.1).
    static func stateCookie(_ cookie: [UInt8]) -> [UInt8] { parameter(type: 7, value: cookie) }
    /// Supported Address Types parameter (type 12, clause 3.3.2.1) listing IPv4 (5).
    static let supportedIPv4: [UInt8] = parameter(type: 12, value: [0, 5])
    /// Forward-TSN-Supported parameter (type 0xC000, RFC 3758 clause 3.1): no value, so it
    /// can close the chunk without padding.
    static let forwardTSNSupported: [UInt8] = parameter(type: 0xC000, value: [])

    /// DATA (clause 3.3.1): flags I (0x08), U (0x04), B (0x02), E (0x01).
    static func dataChunk(tsn: UInt32, stream: UInt16, sequence: UInt16, ppid: UInt32, beginning: Bool, ending: Bool,
                          payload: ArraySlice<UInt8>) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(12 + payload.count)
        append32(&body, tsn)
        append16(&body, stream)
        append16(&body, sequence)
        append32(&body, ppid)
        body += payload
        let flags: UInt8 = (beginning ? 0x02 : 0) | (ending ? 0x01 : 0)
        return chunk(type: data, flags: flags, body: body)
    }

    /// SACK (clause 3.3.4) without gap blocks or duplicate TSNs.
    static func sackChunk(cumulativeTSN: UInt32, receiverWindow: UInt32) -> [UInt8] {
        var body: [UInt8] = []
        append32(&body, cumulativeTSN)
        append32(&body, receiverWindow)
        append16(&body, 0)
        append16(&body, 0)
        return chunk(type: sack, flags: 0, body: body)
    }

    static func cookieEchoChunk(_ cookie: [UInt8]) -> [UInt8] { chunk(type: cookieEcho, flags: 0, body: cookie) }
    static let cookieAckChunk: [UInt8] = chunk(type: cookieAck, flags: 0, body: [])

    static func append16(_ out: inout [UInt8], _ v: UInt16) {
        out.append(UInt8(v >> 8))
        out.append(UInt8(truncatingIfNeeded: v))
    }

    static func append32(_ out: inout [UInt8], _ v: UInt32) {
        append16(&out, UInt16(v >> 16))
        append16(&out, UInt16(truncatingIfNeeded: v))
    }
}
