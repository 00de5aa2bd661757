/// PTP over IEEE 802.3 (IEEE 1588-2019 Annex E, EtherType 0x88F7) as the ITU-T G.8275.1 telecom
/// profile runs it: a grandmaster multicasting Sync (+ Follow_Up when two-step) at 16/s and
/// Announce at 8/s to 01-80-C2-00-00-0E, clients sending Delay_Req at 16/s, each answered by a
/// Delay_Resp. Message layouts: IEEE 1588-2019 §13.3 (header), §13.5–§13.8.
public struct PTPTrafficGenerator: SynthFrameSource {
    static let multicast: [UInt8] = [0x01, 0x80, 0xC2, 0x00, 0x00, 0x0E]
    /// TAI − UTC since 2017 (the PTP timescale).
    static let taiOffsetSeconds: Int64 = 37

    let ptp: PTPScenario
    let end: Int64
    var queue = FrameQueue()
    var order: UInt64 = 0
    var nextSync: Int64, nextAnnounce: Int64, nextDelayReq: Int64
    var syncSeq: UInt16 = 0, announceSeq: UInt16 = 0
    var delaySeq: [UInt16]
    var random: SplitMix64

    public init(ptp: PTPScenario, startNanoseconds: Int64, durationNanoseconds: Int64, seed: UInt64) {
        self.ptp = ptp
        end = startNanoseconds + durationNanoseconds
        nextSync = startNanoseconds + 10_000
        nextAnnounce = startNanoseconds + 20_000
        nextDelayReq = ptp.delayRequestsPerSecond > 0 && !ptp.clientMACs.isEmpty ? startNanoseconds + 30_000 : Int64.max
        delaySeq = Array(repeating: 0, count: ptp.clientMACs.count)
        random = SplitMix64(seed: seed ^ 0x9075_0000_1588)
        fill()
    }

    public var nextTimestampNanoseconds: Int64? { queue.first?.timestamp }

    public mutating func next() -> SynthFrame? {
        guard let f = queue.pop() else { return nil }
        fill()
        return SynthFrame(timestampNanoseconds: f.timestamp, bytes: f.bytes, comment: f.comment)
    }

    mutating func push(_ bytes: [UInt8], at t: Int64) {
        order += 1
        queue.push(PendingFrame(timestamp: t, order: order, bytes: bytes, comment: nil, stream: nil))
    }

    /// Schedules every event due before the earliest queued frame (or the next event).
    mutating func fill() {
        while true {
            let t = min(nextSync, nextAnnounce, nextDelayReq)
            guard t < end, queue.first.map({ t <= $0.timestamp }) ?? true else { return }
            if t == nextSync {
                let origin = t + 50
                push(message(type: 0, control: 0, seq: syncSeq, logInterval: -4, source: ptp.grandmasterMAC, twoStep: ptp.twoStep,
                             body: Self.timestamp(ptp.twoStep ? t : origin)), at: t)
                if ptp.twoStep {
                    push(message(type: 8, control: 2, seq: syncSeq, logInterval: -4, source: ptp.grandmasterMAC, body: Self.timestamp(origin)), at: t + 15_000)
                }
                syncSeq &+= 1
                nextSync += 1_000_000_000 / Int64(max(1, ptp.syncPerSecond))
            } else if t == nextAnnounce {
                var body = Self.timestamp(0)
                body += [0, UInt8(Self.taiOffsetSeconds), 0, 128, ptp.clockClass, 0x21, 0x4E, 0x5D, 128]  // utcOffset 37, priority1 128, class 6, accuracy 0x21, variance, priority2 128
                body += Self.identity(ptp.grandmasterMAC).prefix(8)
                body += [0, 0, 0x20]  // stepsRemoved 0, timeSource GNSS
                push(message(type: 0xB, control: 5, seq: announceSeq, logInterval: -3, source: ptp.grandmasterMAC, flags: 0x000C, body: body), at: t)
                announceSeq &+= 1
                nextAnnounce += 1_000_000_000 / Int64(max(1, ptp.announcePerSecond))
            } else {
                for (i, client) in ptp.clientMACs.enumerated() {
                    let sent = t + Int64(i) * 40_000 + random.integer(in: 0...2_000)
                    let seq = delaySeq[i]
                    push(message(type: 1, control: 1, seq: seq, logInterval: 0x7F, source: client, body: Self.timestamp(0)), at: sent)
                    let resp = Self.timestamp(sent + 400) + Self.identity(client)
                    push(message(type: 9, control: 3, seq: seq, logInterval: -4, source: ptp.grandmasterMAC, body: resp), at: sent + 25_000)
                    delaySeq[i] &+= 1
                }
                nextDelayReq += 1_000_000_000 / Int64(max(1, ptp.delayRequestsPerSecond))
            }
        }
    }

    /// EUI-64 clock identity from a MAC (IEEE 1588-2019 §7.5.2.2.2: OUI, FF FE, rest).
    static func identity(_ mac: [UInt8]) -> [UInt8] {
        let m = mac + [UInt8](repeating: 0, count: max(0, 6 - mac.count))
        return [m[0], m[1], m[2], 0xFF, 0xFE, m[3], m[4], m[5]] + [0, 1]
    }

    /// 48-bit seconds and 32-bit nanoseconds in the PTP (TAI) timescale of a UTC capture time.
    static func timestamp(_ utcNanoseconds: Int64) -> [UInt8] {
        guard utcNanoseconds > 0 else { return [UInt8](repeating: 0, count: 10) }
        let seconds = UInt64(utcNanoseconds / 1_000_000_000 + taiOffsetSeconds)
        let ns = UInt32(utcNanoseconds % 1_000_000_000)
        var out: [UInt8] = []
        for shift in stride(from: 40, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: seconds >> UInt64(shift))) }
        for shift in stride(from: 24, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: ns >> UInt32(shift))) }
        return out
    }

    func message(type: UInt8, control: UInt8, seq: UInt16, logInterval: Int8, source: [UInt8], twoStep: Bool = false, flags: UInt16 = 0,
                 body: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        EthernetHeader.append(to: &bytes, destination: Self.multicast, source: source, vlan: nil, pcp: 0, etherType: EthernetHeader.ptpEtherType)
        let length = UInt16(34 + body.count)
        let f = flags | (twoStep ? 0x0200 : 0)
        bytes += [type & 0x0F, 0x02, UInt8(length >> 8), UInt8(length & 0xFF), ptp.domain, 0, UInt8(f >> 8), UInt8(f & 0xFF)]
        bytes += [UInt8](repeating: 0, count: 8)  // correctionField
        bytes += [0, 0, 0, 0]  // messageTypeSpecific
        bytes += Self.identity(source)
        bytes += [UInt8(seq >> 8), UInt8(seq & 0xFF), control, UInt8(bitPattern: logInterval)]
        bytes += body
        EthernetHeader.pad(&bytes)
        return bytes
    }
}
