import ASN1PER
import NRRRC
import Testing
import WireCore

/// The typed view of SIB1 and MIB a cross-plane check reads (TS 38.331 §6.2.2), from octets
/// pycrate 0.8.1 encoded for a 100 MHz band n78 TDD cell.
@Suite struct SIB1SummaryTests {
    /// SIB1: band 78, offsetToPointA 24, 273 PRB at 30 kHz (DL and UL), TDD 5 ms 7D/6S-DL/2U/4S-UL
    /// plus a 2 ms second pattern, PRACH configuration 159, msg1-FDM one, msg1-FrequencyStart 12,
    /// msg1 at 30 kHz.
    static let sib1 = Hex.decode("90000000200201000000000a421340600000c400112c921000000c41008966049f019eb895f01274024b01d804880200082c")!
    /// MIB: scs30or120, ssb-SubcarrierOffset 6.
    static let mib = Hex.decode("2acc08")!

    @Test func sib1Summary() throws {
        let r = NRRRC.decode(Self.sib1[...], as: .sib1)
        #expect(r.error == nil, "\(String(describing: r.error))")
        let value = try #require(r.value)
        let s = try #require(SIB1Summary(sib1: value))
        #expect(s.offsetToPointA == 24)
        #expect(s.absoluteFrequencyPointA == nil)
        #expect(s.frequencyBands == [78])
        #expect(s.downlinkCarriers == [SCSSpecificCarrier(subcarrierSpacing: "kHz30", offsetToCarrier: 0, carrierBandwidth: 273)])
        #expect(s.uplinkCarriers == s.downlinkCarriers)
        #expect(s.tddReferenceSubcarrierSpacing == "kHz30")
        #expect(s.tddPattern1 == TDDPattern(periodicity: "ms5", downlinkSlots: 7, downlinkSymbols: 6, uplinkSlots: 2, uplinkSymbols: 4))
        #expect(s.tddPattern2 == TDDPattern(periodicity: "ms2", downlinkSlots: 2, downlinkSymbols: 0, uplinkSlots: 1, uplinkSymbols: 0))
        #expect(s.rach == RACHSummary(prachConfigurationIndex: 159, msg1FDM: "one", msg1FrequencyStart: 12, msg1SubcarrierSpacing: "kHz30"))
        #expect(s.physCellId == nil)
        // and our encoder gives pycrate's octets back
        #expect(try NRRRC.schema.encodeUPER(value, as: "SIB1") == Self.sib1)
    }

    @Test func mibSummary() throws {
        let r = NRRRC.decode(Self.mib[...], as: .mib)
        let value = try #require(r.value)
        let m = try #require(MIBSummary(value))
        #expect(m.subCarrierSpacingCommon == "scs30or120")
        #expect(m.ssbSubcarrierOffset == 6)
        #expect(MIBSummary(.sequence([])) == nil)
    }

    @Test func cellGroupConfigWithoutReconfigurationWithSyncHasNoSummary() {
        #expect(SIB1Summary(cellGroupConfig: .sequence([ASN1NamedValue("cellGroupId", .integer(0))])) == nil)
    }
}
