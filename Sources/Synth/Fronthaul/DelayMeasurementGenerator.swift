import Fronthaul

/// eCPRI one-way delay measurement (eCPRI v2.0 §3.2.4.6, §3.4.3): the O-DU sends a Request
/// (action 0) with its send time t1 every interval; the O-RU answers with a Response (action 2)
/// carrying its receive time t2 and compensation 0, on the fronthaul VLAN.
public struct DelayMeasurementGenerator: SynthFrameSource {
    let scenario: FronthaulScenario
    let interval: Int64
    let end: Int64
    var nextRequest: Int64
    var pendingResponse: (time: Int64, bytes: [UInt8])?
    var measurementId: UInt8 = 0
    var random: SplitMix64

    public init(scenario: FronthaulScenario, interval: Int64, startNanoseconds: Int64, durationNanoseconds: Int64, seed: UInt64) {
        self.scenario = scenario
        self.interval = max(100_000, interval)
        end = startNanoseconds + durationNanoseconds
        nextRequest = startNanoseconds + 100_000
        random = SplitMix64(seed: seed ^ 0x0E_C021_0005)
    }

    public var nextTimestampNanoseconds: Int64? {
        if let r = pendingResponse, r.time <= nextRequest || nextRequest >= end { return r.time }
        return nextRequest < end ? nextRequest : nil
    }

    public mutating func next() -> SynthFrame? {
        if let r = pendingResponse, r.time <= nextRequest || nextRequest >= end {
            pendingResponse = nil
            return SynthFrame(timestampNanoseconds: r.time, bytes: r.bytes)
        }
        guard nextRequest < end else { return nil }
        let t1 = nextRequest
        // One-way transport delay of a few µs (T12), measured at the O-RU.
        let t2 = t1 + 5_000 + random.integer(in: 0...500)
        let request = frame(OneWayDelayMeasurement(measurementId: measurementId, actionType: 0, seconds: UInt64(t1 / 1_000_000_000),
                                                   nanoseconds: UInt32(t1 % 1_000_000_000), compensation: 0), from: scenario.duMAC, to: scenario.ruMAC)
        let response = frame(OneWayDelayMeasurement(measurementId: measurementId, actionType: 2, seconds: UInt64(t2 / 1_000_000_000),
                                                    nanoseconds: UInt32(t2 % 1_000_000_000), compensation: 0), from: scenario.ruMAC, to: scenario.duMAC)
        pendingResponse = (t2 + 20_000, response)
        measurementId &+= 1
        nextRequest += interval
        return SynthFrame(timestampNanoseconds: t1, bytes: request)
    }

    func frame(_ d: OneWayDelayMeasurement, from source: [UInt8], to destination: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        EthernetHeader.append(to: &bytes, destination: destination, source: source, vlan: scenario.vlan, pcp: scenario.pcp, etherType: EthernetHeader.ecpriEtherType)
        bytes += FronthaulEncoder.encode(ECPRIMessage.oneWayDelay(d))
        EthernetHeader.pad(&bytes)
        return bytes
    }
}
