import Testing
import CaptureIO
@testable import Synth

@Suite struct SynthFrameTests {
    @Test func defaultsToEthernetWithoutComment() {
        let frame = SynthFrame(timestampNanoseconds: 5, bytes: [1, 2, 3])
        #expect(frame.linkType == .ethernet)
        #expect(frame.comment == nil)
        #expect(frame.bytes == [1, 2, 3])
    }
}
