/// Elementary procedure codes that the F1AP views and checkers key on, taken by name from the
/// one procedure table (``F1APProcedure/catalog``, TS 38.473 §9.4.7) so no code is written twice.
public enum F1APProcedureCode {
    public static let reset = code("Reset")
    public static let f1Setup = code("F1Setup")
    public static let errorIndication = code("ErrorIndication")
    public static let gNBDUConfigurationUpdate = code("gNBDUConfigurationUpdate")
    public static let ueContextSetup = code("UEContextSetup")
    public static let ueContextRelease = code("UEContextRelease")
    public static let ueContextModification = code("UEContextModification")
    public static let ueContextModificationRequired = code("UEContextModificationRequired")
    public static let ueContextReleaseRequest = code("UEContextReleaseRequest")
    public static let initialULRRCMessageTransfer = code("InitialULRRCMessageTransfer")
    public static let dlRRCMessageTransfer = code("DLRRCMessageTransfer")
    public static let ulRRCMessageTransfer = code("ULRRCMessageTransfer")
    public static let rrcDeliveryReport = code("RRCDeliveryReport")

    /// The code of the procedure `name` (-1, matching no message, if the table lacked it; a test
    /// checks that every name here is in the table).
    public static func code(_ name: String) -> Int { F1APProcedure.named(name)?.code ?? -1 }

    public static let all = [reset, f1Setup, errorIndication, gNBDUConfigurationUpdate, ueContextSetup, ueContextRelease, ueContextModification,
                      ueContextModificationRequired, ueContextReleaseRequest, initialULRRCMessageTransfer,
                      dlRRCMessageTransfer, ulRRCMessageTransfer, rrcDeliveryReport]
}
