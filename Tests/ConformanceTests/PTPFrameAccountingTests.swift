import CaptureIO
import Conformance
import Profiles
import Testing

/// Every frame is decoded, malformed or inconclusive: a PTP message whose messageLength is below
/// its header and body (IEEE 1588-2019 §13.3.2.4) is a malformed frame, not a well-formed one.
@Suite struct PTPFrameAccountingTests {
    /// An Ethernet PTP (EtherType 0x88F7, IEEE 1588-2019 Annex E) Sync with the given messageLength.
    static func syncFrame(messageLength: UInt16) -> [UInt8] {
        var frame: [UInt8] = [0x01, 0x1B, 0x19, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x01, 0x88, 0xF7]
        var ptp = [UInt8](repeating: 0, count: 44)
        ptp[0] = 0x00  // majorSdoId 0, messageType 0 (Sync)
        ptp[1] = 0x02  // versionPTP 2
        ptp[2] = UInt8(messageLength >> 8)
        ptp[3] = UInt8(messageLength & 0xFF)
        ptp[4] = 24  // domainNumber
        frame += ptp
        return frame
    }

    static func frames(_ bytes: [UInt8], truncated: Bool = false) -> FrameStatistics {
        let run = ConformanceRun(configuration: RunConfiguration())
        run.feed(CaptureRecord(frameNumber: 1, timestampNanoseconds: 0, capturedLength: bytes.count,
                               originalLength: truncated ? bytes.count + 100 : bytes.count, linkType: .ethernet, interfaceID: 0,
                               section: 0, bytes: bytes[...], comments: [], fileOffset: 0))
        return run.finish().frames
    }

    @Test(arguments: [UInt16(0), 10, 33, 43])
    func shortMessageLengthIsMalformed(length: UInt16) {
        let f = Self.frames(Self.syncFrame(messageLength: length))
        #expect(f.frames == 1)
        #expect(f.malformed == 1)
        #expect(f.malformedFrames == [1])
        #expect(f.decoded + f.other + f.inconclusive == 0)
    }

    @Test func wellFormedSyncIsNotMalformed() {
        let f = Self.frames(Self.syncFrame(messageLength: 44))
        #expect(f.malformed == 0)
        #expect(f.frames == 1)
    }
}
