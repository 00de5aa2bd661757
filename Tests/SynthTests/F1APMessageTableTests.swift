import F1AP
import Testing

@testable import Synth

/// The generator's message table names its procedures; their codes come from the one F1AP
/// procedure table (TS 38.473 §9.4.7).
struct F1APMessageTableTests {
    @Test func everyMessageResolvesToItsProcedureCode() {
        #expect(F1APMessageTable.specs.count >= 18)
        for spec in F1APMessageTable.specs {
            #expect(spec.procedureCode >= 0, "\(spec.name): no procedure named '\(spec.procedure)'")
        }
        #expect(F1APMessageTable.spec("F1SetupRequest")?.procedureCode == 1)
        #expect(F1APMessageTable.spec("UEContextReleaseComplete")?.procedureCode == 6)
        #expect(F1APMessageTable.spec("RRCDeliveryReport")?.procedureCode == 25)
        #expect(F1APMessageTable.spec("ULRRCMessageTransfer")?.procedureCode == 13)
    }
}
