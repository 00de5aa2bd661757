/// Elementary procedure codes the F1AP checkers key on (TS 38.473 §9.4.7, F1AP-Constants
/// `id-…` ProcedureCode values), named once for every checker.
enum F1APProcedureCode {
    static let reset = 0
    static let f1Setup = 1
    static let errorIndication = 2
    static let ueContextSetup = 5
    static let ueContextRelease = 6
    static let ueContextModification = 7
    static let ueContextModificationRequired = 8
    static let ueContextReleaseRequest = 10
    static let initialULRRCMessageTransfer = 11
    static let dlRRCMessageTransfer = 12
    static let ulRRCMessageTransfer = 13
    static let rrcDeliveryReport = 25
}
