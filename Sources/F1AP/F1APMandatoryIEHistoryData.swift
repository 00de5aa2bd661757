// GENERATED FILE - DO NOT EDIT.
// IEs mandatory in TS 38.473 V18.2.0 that an earlier held version did not make mandatory,
// derived by F1APMandatoryIEHistory.derive(from:) from the F1AP-PDU-Contents modules of
// TS 38.473 V15.3.0, V15.8.0, V16.10.0, V17.4.1 and V18.2.0.
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter F1APMandatoryIEHistoryTests
// swiftlint:disable all

extension F1APMandatoryIEHistory {
    /// See ``F1APMandatoryIEHistory``.
    public static let entries: [Entry] = [
        Entry(setName: "DL-UP-TNL-Address-to-Update-List-ItemIEs", ieID: 305, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: false),
        Entry(setName: "E-CID-MeasuredResults-Value-ExtIEs", ieID: 584, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "FreqDomainLength-ExtIEs", ieID: 659, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "FreqDomainLength-ExtIEs", ieID: 660, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "GNBRxTxTimeDiffMeas-ExtIEs", ieID: 806, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "GNBRxTxTimeDiffMeas-ExtIEs", ieID: 807, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "GNBRxTxTimeDiffMeas-ExtIEs", ieID: 821, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "GNBRxTxTimeDiffMeas-ExtIEs", ieID: 822, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "GNBRxTxTimeDiffMeas-ExtIEs", ieID: 823, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "GNBRxTxTimeDiffMeas-ExtIEs", ieID: 824, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "InitialULRRCMessageTransferIEs", ieID: 78, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: true),
        Entry(setName: "MeasuredResultsValue-ExtIEs", ieID: 554, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "MeasuredResultsValue-ExtIEs", ieID: 558, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "MeasuredResultsValue-ExtIEs", ieID: 559, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "MeasuredResultsValue-ExtIEs", ieID: 804, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "NR-Mode-Info-ExtIEs", ieID: 445, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: false),
        Entry(setName: "PC5RLCChannelQoSInformation-ExtIEs", ieID: 799, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "PRSConfigurationRequest-IEs", ieID: 78, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "PWSFailureIndicationIEs", ieID: 78, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: true),
        Entry(setName: "PWSRestartIndicationIEs", ieID: 78, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: true),
        Entry(setName: "PWSRestartIndicationIEs", ieID: 152, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: false),
        Entry(setName: "PagingIEs", ieID: 113, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: false),
        Entry(setName: "PagingIEs", ieID: 127, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: false),
        Entry(setName: "QoSInformation-ExtIEs", ieID: 164, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: false),
        Entry(setName: "RelativePathDelay-ExtIEs", ieID: 808, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "RelativePathDelay-ExtIEs", ieID: 809, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "RelativePathDelay-ExtIEs", ieID: 825, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "RelativePathDelay-ExtIEs", ieID: 826, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "RelativePathDelay-ExtIEs", ieID: 827, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "RelativePathDelay-ExtIEs", ieID: 828, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "SystemInformationDeliveryCommandIEs", ieID: 78, since: F1APSpecVersion(15, 8, 0), lastNotMandatory: F1APSpecVersion(15, 3, 0), absentBefore: true),
        Entry(setName: "TRPInformationTypeResponseItem-ExtIEs", ieID: 551, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "TRPInformationTypeResponseItem-ExtIEs", ieID: 566, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: false),
        Entry(setName: "TRPInformationTypeResponseItem-ExtIEs", ieID: 577, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "TRPInformationTypeResponseItem-ExtIEs", ieID: 753, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "TRPMeasurementQuality-Item-ExtIEs", ieID: 818, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "TimeStampSlotIndex-ExtIEs", ieID: 661, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "TimeStampSlotIndex-ExtIEs", ieID: 662, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: true),
        Entry(setName: "TransmissionComb-ExtIEs", ieID: 706, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "UL-RTOA-MeasurementItem-ExtIEs", ieID: 806, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "UL-RTOA-MeasurementItem-ExtIEs", ieID: 807, since: F1APSpecVersion(18, 2, 0), lastNotMandatory: F1APSpecVersion(17, 4, 1), absentBefore: true),
        Entry(setName: "UL-UP-TNL-Address-to-Update-List-ItemIEs", ieID: 303, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: false),
        Entry(setName: "UL-UP-TNL-Information-to-Update-List-ItemIEs", ieID: 301, since: F1APSpecVersion(17, 4, 1), lastNotMandatory: F1APSpecVersion(16, 10, 0), absentBefore: false),
    ]
}
