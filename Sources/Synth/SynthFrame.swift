import CaptureIO

/// One frame a scenario generator produced: a complete link-layer frame with the instant it is
/// sent (as a capture at the declared tap would stamp it) and an optional pcapng packet comment
/// naming what it carries or which fault was injected into it.
public struct SynthFrame: Sendable, Equatable {
    /// Capture timestamp in nanoseconds since the Unix epoch.
    public var timestampNanoseconds: Int64
    /// Link type of `bytes` (Ethernet for fronthaul and for F1AP over IP over Ethernet).
    public var linkType: LinkType
    /// The frame, starting at the link-layer header.
    public var bytes: [UInt8]
    /// pcapng `opt_comment` for the frame, if any.
    public var comment: String?

    public init(timestampNanoseconds: Int64, linkType: LinkType = .ethernet, bytes: [UInt8], comment: String? = nil) {
        self.timestampNanoseconds = timestampNanoseconds
        self.linkType = linkType
        self.bytes = bytes
        self.comment = comment
    }
}

/// A generator of frames in non-decreasing timestamp order. The synthesizer merges several
/// sources (fronthaul, PTP, F1AP) by timestamp into one capture; ties keep source order.
public protocol SynthFrameSource {
    /// Timestamp of the frame `next()` would return, or `nil` when the source is exhausted.
    var nextTimestampNanoseconds: Int64? { get }
    /// The next frame, or `nil` when the source is exhausted.
    mutating func next() -> SynthFrame?
}
