import Fronthaul
import IQAnalysis
import Testing

/// Modulation compression (udCompMeth 4, CUS Annex A.5): the analysis reconstructs constellation
/// values with the scaler and constellation shift (here the declared SE4-style scaling), so power
/// is relative to the scaler's unit and the EVM of exact 16QAM points is 0 with 16QAM found.
@Suite struct ModulationCompressionTests {
    @Test func constellationFromScalerAndShift() throws {
        let scaling = ModulationScaling(csf: true, modCompScaler: 0x400)  // S = 1024 · 2^−11 = 0.5
        let s = IQCodec.modCompScale(0x400)
        var context = FronthaulContext()
        context.modCompScaling = scaling
        context.compression = IQFormat(method: .modulation, iqWidth: 2)
        context.carrierPRBs = 10
        var decoder = FronthaulDecoder(context: context)
        let analyzer = IQAnalyzer(settings: IQSettings())
        var expectedEnergy = 0.0, count = 0
        for symbol in 0..<14 {
            var data: [UInt8] = []
            for prb in 0..<10 {
                // 16QAM points (±1, ±3)/4 · S: csf = 1 reconstructs (2c + 1) · 2^−2 · S.
                let values: [Double] = (0..<24).map { k in Double([-3, -1, 1, 3][(k * 7 + prb * 3 + symbol) % 4]) / 4 * s }
                for v in values { expectedEnergy += v * v }
                count += 12
                #expect(IQCodec.compressModulation(values[...], width: 2, scaling: scaling, into: &data))
            }
            var u = UPlaneMessage()
            u.dataDirection = 1
            u.symbolId = UInt8(symbol)
            u.sections = [UPlaneSection(sectionId: 1, numPrbu: 10, format: IQFormat(method: .modulation, iqWidth: 2), iqData: data[...])]
            let pdu = FronthaulEncoder.encode(ECPRIMessage.oran(uPlane: u, transport: ORANTransportHeader(eAxC: 3, sequenceId: UInt8(symbol))))
            analyzer.observe(decoder.decode(ecpri: pdu[...], baseBitOffset: 0, transport: .ethernet), frame: symbol + 1)
        }
        let report = analyzer.finish()
        let flow = try #require(report.flows.first)
        #expect(report.flows.count == 1 && flow.key.eAxC == 3 && flow.reCount == count)
        #expect(abs(flow.meanPowerDbfs - Decibel.power(expectedEnergy / Double(count))) < 1e-9, "\(flow.meanPowerDbfs)")
        let evm = try #require(flow.evm)
        #expect(evm.order == .qam16 && evm.estimated && evm.percent < 1e-4, "\(evm)")
        #expect(flow.clippedSamples == 0 && flow.bfpPRBs == 0 && flow.quantisationSNRDb == nil)
    }
}
