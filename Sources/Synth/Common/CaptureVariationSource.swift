import NetLayers

/// The capture-wide legal variations applied to a scenario's merged frames: a capture that
/// starts mid-slot (frames before the start are not captured) and frames that keep their
/// Ethernet FCS (IEEE 802.3 §3.2.9, least significant octet first).
struct CaptureVariationSource: SynthFrameSource {
    private var inner: SynthMerger
    private let notBefore: Int64
    private let appendsFCS: Bool

    init(_ inner: SynthMerger, notBefore: Int64, appendsFCS: Bool) {
        self.inner = inner
        self.notBefore = notBefore
        self.appendsFCS = appendsFCS
        skipUncaptured()
    }

    var nextTimestampNanoseconds: Int64? { inner.nextTimestampNanoseconds }

    mutating func next() -> SynthFrame? {
        guard var frame = inner.next() else { return nil }
        if appendsFCS {
            let fcs = EthernetFCS.crc32(frame.bytes[...])
            frame.bytes += [UInt8(fcs & 0xFF), UInt8(fcs >> 8 & 0xFF), UInt8(fcs >> 16 & 0xFF), UInt8(fcs >> 24)]
        }
        return frame
    }

    private mutating func skipUncaptured() {
        while let t = inner.nextTimestampNanoseconds, t < notBefore { _ = inner.next() }
    }
}
