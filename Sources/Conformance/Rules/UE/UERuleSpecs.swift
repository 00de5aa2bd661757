import WireCore

extension SpecClause.Document {
    /// 3GPP TS 38.401 (NG-RAN architecture; the split-gNB UE procedures of §8.9).
    static let ngRANArchitecture = SpecClause.Document("TS 38.401")
}

/// `XP-UE-E1-BEARER`: an `XP-` (cross-interface) rule, since its evidence spans F1 and E1 (and
/// NG to know the UE): in a gNB split into CU-CP and CU-UP, the CU-CP sets up the UE's bearer
/// context in the CU-UP (E1 Bearer Context Setup, TS 37.483 §8.3.1) before it asks the gNB-DU
/// for the DRBs with the CU-UP's F1-U UL tunnel (F1 UE Context Setup, TS 38.473 §8.3.1): the
/// initial access with a split CU of TS 38.401 §8.9.2 (steps 9–12).
extension UEBearerChecker {
    static let bearerBeforeDRB = RuleSpec(
        "XP-UE-E1-BEARER", "With a split CU, a F1 UE Context Setup setting up DRBs follows an E1 Bearer Context Setup for the UE",
        clause: SpecClause(.ngRANArchitecture, .section("8.9.2")).and(.f1ap, .section("8.3.1")).and(.e1ap, .section("8.3.1")),
        status: .conditionallyMandatory, area: .f1ap)

    static let all = [bearerBeforeDRB]
}
