import NetLayers

/// The sending and receiving node of a PDU, resolved by the demux stage in capture order
/// (``ConformanceRun/demuxFrame(_:into:)``), and how many nodes were known once they were.
struct PDUNodes: Sendable {
    var sender = 0
    var receiver = 0
    /// Nodes known after resolving these: the checking stage adopts the demux stage's new nodes
    /// up to this count before it uses the indices.
    var known = 0

    /// One of the two is past the bound of nodes named from traffic (``NodeDirectory/unattributed``):
    /// the event is not checked.
    var isUnattributed: Bool { sender == NodeDirectory.unattributed || receiver == NodeDirectory.unattributed }
}

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
    /// The nodes of the FH-ETH-FCS event (resolved after the frame's PDUs), when there is one.
    var fcsNodes: PDUNodes?
    /// The frame it copies, captured on another interface (``CapturePointCopies``); 0 when none.
    var copyOf = 0
    /// The frame it repeats on the same interface (``FrameRepeats``); 0 when none.
    var repeatOf = 0
    /// With ``ConformanceRun/onCheckedFrame``: the address of the captured Ethernet frame's
    /// first octet and its captured length (0 when its samples are not looked for).
    var sampleBase: UInt = 0
    var capturedBytes = 0

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
    /// The F1AP checkers' facts of each F1AP PDU a worker decoded (``F1APPDUFacts``).
    var f1apFacts: [F1APPDUFacts?] = []
    /// The nodes of each PDU (unused for a PDU whose kind no event is made for).
    var nodes: [PDUNodes] = []
    /// Nodes the demux stage named from traffic while filling the batch: node `nodeBase + i` is
    /// `newNodes[i]`.
    var newNodes: [NodeInfo] = []
    var nodeBase = 0

    /// Empties the batch, keeping each array's storage. The one-frame batch of
    /// ``ConformanceRun/feed(_:)`` is emptied once per frame: see ``Array/emptyKeepingCapacity()``.
    mutating func removeAll() {
        nodes.emptyKeepingCapacity()
        newNodes.emptyKeepingCapacity()
        facts.emptyKeepingCapacity()
        f1apFacts.emptyKeepingCapacity()
        frames.emptyKeepingCapacity()
        pdus.emptyKeepingCapacity()
        decoded.emptyKeepingCapacity()
    }
}

extension Array {
    /// `removeAll(keepingCapacity: true)`, with the elements taken off the end one by one when
    /// there are only a few: the range replacement `removeAll` makes costs some 180 instructions
    /// even for one element (callgrind), a pop about 20, and a one-frame batch holds one or two.
    @inline(__always)
    mutating func emptyKeepingCapacity() {
        if count > 4 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
