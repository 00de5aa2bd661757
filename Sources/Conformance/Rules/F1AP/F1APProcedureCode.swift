import F1AP

/// Elementary procedure codes the F1AP checkers key on, taken by name from the one procedure
/// table (``F1APProcedure/catalog``, TS 38.473 §9.4.7) so no code is written twice.
enum F1APProcedureCode {
    static let reset = code("Reset")
    static let f1Setup = code("F1Setup")
    static let errorIndication = code("ErrorIndication")
    static let ueContextSetup = code("UEContextSetup")
    static let ueContextRelease = code("UEContextRelease")
    static let ueContextModification = code("UEContextModification")
    static let ueContextModificationRequired = code("UEContextModificationRequired")
    static let ueContextReleaseRequest = code("UEContextReleaseRequest")
    static let initialULRRCMessageTransfer = code("InitialULRRCMessageTransfer")
    static let dlRRCMessageTransfer = code("DLRRCMessageTransfer")
    static let ulRRCMessageTransfer = code("ULRRCMessageTransfer")
    static let rrcDeliveryReport = code("RRCDeliveryReport")

    /// The code of the procedure `name` (-1, matching no message, if the table lacked it; a test
    /// checks that every name here is in the table).
    static func code(_ name: String) -> Int { F1APProcedure.named(name)?.code ?? -1 }

    static let all = [reset, f1Setup, errorIndication, ueContextSetup, ueContextRelease, ueContextModification,
                      ueContextModificationRequired, ueContextReleaseRequest, initialULRRCMessageTransfer,
                      dlRRCMessageTransfer, ulRRCMessageTransfer, rrcDeliveryReport]
}
