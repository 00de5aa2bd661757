import Fronthaul
import IQAnalysis
import Testing

/// The analyser keeps at most ``IQAnalyzer/maximumFlows`` flows (each a fixed-size accumulator):
/// U-plane of further flows is counted, not analysed, and the report says how many.
@Suite struct IQFlowBoundTests {
    @Test func flowsPastTheBoundAreCountedNotAnalysed() {
        let analyzer = IQAnalyzer(settings: IQSettings())
        let format = IQFormat(method: .blockFloatingPoint, iqWidth: 9)
        var context = FronthaulContext()
        context.compression = format
        var decoder = FronthaulDecoder(context: context)
        var u = UPlaneMessage()
        u.dataDirection = 1
        var iq = [UInt8](repeating: 0, count: 2 * format.fullPRBBytes)
        iq[0] = 3
        iq[1] = 0x40
        u.sections = [UPlaneSection(sectionId: 1, startPrbu: 0, numPrbu: 2, format: format, iqData: iq[...])]
        let extra = 77
        for n in 0..<(IQAnalyzer.maximumFlows + extra) {
            let bytes = FronthaulEncoder.encode(.oran(uPlane: u, transport: ORANTransportHeader(eAxC: UInt16(n), sequenceId: 0)))
            analyzer.observe(decoder.decode(ecpri: bytes[...], baseBitOffset: 0, transport: .ethernet), frame: n + 1)
        }
        // a flow already analysed still is, past the bound
        let again = FronthaulEncoder.encode(.oran(uPlane: u, transport: ORANTransportHeader(eAxC: 0, sequenceId: 1)))
        analyzer.observe(decoder.decode(ecpri: again[...], baseBitOffset: 0, transport: .ethernet), frame: 9_999)
        let report = analyzer.finish()
        #expect(report.flows.count == IQAnalyzer.maximumFlows)
        #expect(report.messagesPastFlowBound == extra)
        #expect(report.flows.first { $0.key.eAxC == 0 }?.messages == 2)
        #expect(report.table(split: .tshark4017Default).contains("not analysed: \(extra) U-plane message(s) of flows past the first \(IQAnalyzer.maximumFlows)"))
        #expect(report.json(split: .tshark4017Default).contains("\"messagesPastFlowBound\":\(extra)"))
        // below the bound the JSON has no such member
        let small = IQAnalyzer(settings: IQSettings())
        small.observe(decoder.decode(ecpri: again[...], baseBitOffset: 0, transport: .ethernet), frame: 1)
        #expect(!small.finish().json(split: .tshark4017Default).contains("messagesPastFlowBound"))
    }
}
