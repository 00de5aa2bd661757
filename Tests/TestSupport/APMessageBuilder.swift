import ASN1PER

/// The tests' name for ``ProtocolIEPDUBuilder``: E1AP, E2AP, NGAP and F1AP PDUs by message name,
/// mandatory IEs random unless given, IE lists editable to make faulty PDUs.
public typealias APMessageBuilder = ProtocolIEPDUBuilder
