import NetLayers

/// What the demux stage learnt about one frame, for the checking stage that runs later
/// (``ConformanceRun/demuxFrame(_:into:)``, ``ConformanceRun/checkFrame(_:of:)``).
struct DemuxedFrame: Sendable {
    var frameNumber: Int
    var timestampNanoseconds: Int64
    /// Original length without a trailing Ethernet FCS (FH-ETH-MTU).
    var length: Int
    /// The capture's snap length cut the frame.
    var truncated: Bool
    /// Its PDUs are ``FrameBatch/pdus`` `[firstPDU ..< firstPDU + pduCount]`.
    var firstPDU: Int
    var pduCount = 0
    /// NetLayers handed nothing on: the frame's final EtherType (FH-ETH-TYPE).
    var unhandledEtherType: UInt16?
    /// The frame's addresses, kept when an EtherType or FCS event needs them.
    var endpoints = Endpoints()
    /// The frame's Ethernet FCS check, when it carries one (FH-ETH-FCS).
    var fcs: FrameCheckSequence?
    /// NetLayers found the frame malformed.
    var demuxMalformed = false

    init(frameNumber: Int, timestampNanoseconds: Int64, length: Int, truncated: Bool, firstPDU: Int) {
        self.frameNumber = frameNumber
        self.timestampNanoseconds = timestampNanoseconds
        self.length = length
        self.truncated = truncated
        self.firstPDU = firstPDU
    }
}

/// Consecutive frames after the demux stage: their PDUs in capture order and, for those a
/// decode worker took, the decoded message (nil: decoded by the checking stage).
struct FrameBatch {
    var frames: [DemuxedFrame] = []
    var pdus: [PDU] = []
    var decoded: [DecodedPDU?] = []
    /// The per-message rules' facts of each PDU a worker decoded (``FronthaulPDUFacts``).
    var facts: [FronthaulPDUFacts?] = []

    mutating func removeAll() {
        facts.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        pdus.removeAll(keepingCapacity: true)
        decoded.removeAll(keepingCapacity: true)
    }
}
