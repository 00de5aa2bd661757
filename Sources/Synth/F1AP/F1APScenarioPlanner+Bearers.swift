/// The `bearers` option of the F1AP generator (``F1APScenarioConfig/bearers``): the UE context
/// messages of each attach also carry DRBs and RRC Delivery Status Requests, all answered as
/// TS 38.473 asks, so that F1-UECTX-DRB and F1-RRCDELIV have material in a clean capture.
///
/// - UE Context Setup (§8.3.1): DRBs-ToBeSetup-List {1} with gNB-DU UE AMBR UL (conditional on
///   DRBs to set up) → DRBs-Setup-List {1}.
/// - UE Context Modification (§8.3.4): DRBs-ToBeSetupMod-List {2}, DRBs-ToBeModified-List {1}
///   → DRBs-SetupMod-List {2}, DRBs-Modified-List {1}.
/// - Both requests carry RRC Delivery Status Request (IE 184) with their RRC container (SRB1);
///   the gNB-DU answers each with an RRC DELIVERY REPORT (§8.4.4) after its response, naming the
///   container's PDCP SN as triggering-message.
/// - Then the gNB-DU asks with UE Context Modification Required (§8.3.5) to modify DRB 1 and
///   release DRB 2; the gNB-CU confirms DRB 1 in DRBs-ModifiedConf-List.
extension F1APScenarioPlanner {
    typealias IE = F1APIEField

    /// Inserts `ie` after the last IE whose id is in `after` (object-set order), or at the end.
    static func insert(_ ie: IE, into ies: inout [IE], after: Set<Int>) {
        let at = ies.lastIndex { after.contains($0.id) }.map { $0 + 1 } ?? ies.endIndex
        ies.insert(ie, at: at)
    }

    static func addSetupBearers(request: inout [IE], response: inout [IE]) {
        // UEContextSetupRequestIEs: … SRBs-ToBeSetup-List (74), DRBs-ToBeSetup-List (35), …
        // RRCContainer (50), …, GNB-DU-UE-AMBR-UL (158), …, RRCDeliveryStatusRequest (184).
        insert(F1APMessageFactory.drbsToBeSetup([1]), into: &request, after: [40, 41, 63, 107, 9, 74])
        insert(F1APMessageFactory.duUEAMBRUL(100_000_000), into: &request, after: [40, 41, 63, 107, 9, 74, 35, 50])
        insert(F1APMessageFactory.rrcDeliveryStatusRequest(), into: &request, after: [40, 41, 63, 107, 9, 74, 35, 50, 158])
        // UEContextSetupResponseIEs: … DUtoCURRCInformation (39), …, DRBs-Setup-List (27).
        insert(F1APMessageFactory.drbsSetup([1]), into: &response, after: [40, 41, 39])
    }

    static func addModificationBearers(request: inout [IE], response: inout [IE]) {
        // UEContextModificationRequestIEs: … RRCContainer (50), …, DRBs-ToBeSetupMod-List (37),
        // DRBs-ToBeModified-List (31), …, RRCDeliveryStatusRequest (184).
        insert(F1APMessageFactory.drbsToBeSetupMod([2]), into: &request, after: [40, 41, 50, 76])
        insert(F1APMessageFactory.drbsToBeModified([1]), into: &request, after: [40, 41, 50, 76, 37])
        insert(F1APMessageFactory.rrcDeliveryStatusRequest(), into: &request, after: [40, 41, 50, 76, 37, 31])
        // UEContextModificationResponseIEs: … DUtoCURRCInformation (39), DRBs-SetupMod-List (29),
        // DRBs-Modified-List (21).
        insert(F1APMessageFactory.drbsSetupMod([2]), into: &response, after: [40, 41, 39])
        insert(F1APMessageFactory.drbsModified([1]), into: &response, after: [40, 41, 39, 29])
    }

    /// The gNB-DU's RRC DELIVERY REPORT on SRB1 for the RRC container with PDCP SN `pdcpSN`,
    /// 0.5–2 ms after `time` (its response to the request).
    mutating func deliveryReport(cu: UInt64, du: UInt64, ue k: Int, stream: UInt16, after time: Int64, pdcpSN: Int, procedure: String) {
        add("RRCDeliveryReport", at: time + latency(500 * Self.us, 2 * Self.ms), stream: stream, ue: k, procedure: procedure,
            ies: F1APMessageFactory.rrcDeliveryReport(cu: cu, du: du, srbID: 1, pdcpSN: pdcpSN))
    }

    /// UE Context Modification Required (DRB 1 to modify, DRB 2 to release) and its Confirm;
    /// returns the time of the Confirm.
    mutating func modificationRequired(cu: UInt64, du: UInt64, ue k: Int, stream: UInt16, after time: Int64) -> Int64 {
        var t = time + latency(10 * Self.ms, 30 * Self.ms)
        add("UEContextModificationRequired", at: t, stream: stream, ue: k, procedure: "ue-context-modification-required",
            ies: F1APMessageFactory.ueContextModificationRequired(cu: cu, du: du, modify: [1], release: [2]))
        t += latency(1 * Self.ms, 4 * Self.ms)
        add("UEContextModificationConfirm", at: t, stream: stream, ue: k, procedure: "ue-context-modification-required",
            ies: F1APMessageFactory.ueContextModificationConfirm(cu: cu, du: du, modified: [1]))
        return t
    }
}
