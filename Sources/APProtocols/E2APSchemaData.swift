// GENERATED FILE - DO NOT EDIT.
// Schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
// O-RAN.WG3.E2AP (with RIC Subscription Audit), as compiled into pycrate 0.8.1
// (shared/asn1: e2ap/pycrate-0.8.1/E2AP-CommonDataTypes.asn, e2ap/pycrate-0.8.1/E2AP-Constants.asn, e2ap/pycrate-0.8.1/E2AP-Containers.asn, e2ap/pycrate-0.8.1/E2AP-IEs.asn, e2ap/pycrate-0.8.1/E2AP-PDU-Contents.asn, e2ap/pycrate-0.8.1/E2AP-PDU-Descriptions.asn).
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter APSchemaDriftTests
// swiftlint:disable all

/// Serialized ``ASN1Schema`` (see ``ASN1Schema/serialized()``).
enum E2APSchemaData {
    static let text = #"""
ASN1SCHEMA 1
T	AMFName	k	PrintableString	1 150 1	8 0	
T	Cause	C	1	ricRequest,2,0,-,- ricService,3,0,-,- e2Node,4,0,-,- transport,5,0,-,- protocol,6,0,-,- misc,7,0,-,-	
T	CauseRICrequest	e	ran-function-id-invalid,action-not-supported,excessive-actions,duplicate-action,duplicate-event-trigger,function-resource-limit,request-id-unknown,inconsistent-action-subsequent-action-sequence,control-message-invalid,ric-call-process-id-invalid,control-timer-expired,control-failed-to-execute,system-not-ready,unspecified	+ric-subscription-end-time-expired,ric-subscription-end-time-invalid,duplicate-ric-request-id,eventTriggerNotSupported,requested-information-unavailable,invalid-information-request
T	CauseRICservice	e	ran-function-not-supported,excessive-functions,ric-resource-limit	+
T	CauseE2node	e	e2node-component-unknown	+
T	CauseTransport	e	unspecified,transport-resource-unavailable	+
T	CauseProtocol	e	transfer-syntax-error,abstract-syntax-error-reject,abstract-syntax-error-ignore-and-notify,message-not-compatible-with-receiver-state,semantic-error,abstract-syntax-error-falsely-constructed-message,unspecified	+
T	CauseMisc	e	control-processing-overload,hardware-failure,om-intervention,unspecified	+
T	Criticality	e	reject,ignore,notify	-
T	CriticalityDiagnostics	Q	1	procedureCode,10,1,-,- triggeringMessage,11,1,-,- procedureCriticality,8,1,-,- ricRequestorID,12,1,-,- iEsCriticalityDiagnostics,15,1,-,-	
T	ProcedureCode	i	0 255 0
T	TriggeringMessage	e	initiating-message,successful-outcome,unsuccessfull-outcome	-
T	RICrequestID	Q	1	ricRequestorID,13,0,-,- ricInstanceID,14,0,-,-	
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	CriticalityDiagnostics-IE-List	L	16	1 256 0
T	CriticalityDiagnostics-IE-Item	Q	1	iECriticality,8,0,-,- iE-ID,17,0,-,- typeOfError,18,0,-,-	
T	ProtocolIE-ID	i	0 65535 0
T	TypeOfError	e	not-understood,missing	+
T	E2AP-PDU	C	1	initiatingMessage,20,0,-,- successfulOutcome,438,0,-,- unsuccessfulOutcome,440,0,-,-	
T	InitiatingMessage	Q	0	procedureCode,10,0,-,0.procedureCode.- criticality,8,0,-,0.criticality.0 value,21,0,-,0.InitiatingMessage.0	
T	OPEN TYPE	x
T	RICsubscriptionRequest	Q	1	protocolIEs,23,0,-,-	
T	ProtocolIE-Container	L	24	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,1.id.- criticality,8,0,-,1.criticality.0 value,25,0,-,1.Value.0	
T	OPEN TYPE	x
T	RANfunctionID	i	0 4095 0
T	RICsubscriptionDetails	Q	1	ricEventTriggerDefinition,28,0,-,- ricAction-ToBeSetup-List,29,0,-,-	
T	RICeventTriggerDefinition	O	0 - 0
T	RICactions-ToBeSetup-List	L	30	1 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,2.id.- criticality,8,0,-,2.criticality.0 value,32,0,-,2.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,2.id.- criticality,8,0,-,2.criticality.0 value,32,0,-,2.Value.0	
T	OPEN TYPE	x
T	RICaction-ToBeSetup-Item	Q	1	ricActionID,34,0,-,- ricActionType,35,0,-,- ricActionDefinition,36,1,-,- ricSubsequentAction,37,1,-,-	sricActionExecutionOrder,40,1,-,-
T	RICactionID	i	0 255 0
T	RICactionType	e	report,insert,policy	+
T	RICactionDefinition	O	0 - 0
T	RICsubsequentAction	Q	1	ricSubsequentActionType,38,0,-,- ricTimeToWait,39,0,-,-	
T	RICsubsequentActionType	e	continue,wait	+
T	RICtimeToWait	e	w1ms,w2ms,w5ms,w10ms,w20ms,w30ms,w40ms,w50ms,w100ms,w200ms,w500ms,w1s,w2s,w5s,w10s,w20s,w60s	+
T	RICactionExecutionOrder	i	0 255 1
T	RICsubscriptionTime	O	8 8 0
T	RICsubscriptionResponse	Q	1	protocolIEs,43,0,-,-	
T	ProtocolIE-Container	L	44	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,3.id.- criticality,8,0,-,3.criticality.0 value,45,0,-,3.Value.0	
T	OPEN TYPE	x
T	RICaction-Admitted-List	L	47	1 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,4.id.- criticality,8,0,-,4.criticality.0 value,49,0,-,4.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,4.id.- criticality,8,0,-,4.criticality.0 value,49,0,-,4.Value.0	
T	OPEN TYPE	x
T	RICaction-Admitted-Item	Q	1	ricActionID,34,0,-,-	
T	RICaction-NotAdmitted-List	L	52	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,5.id.- criticality,8,0,-,5.criticality.0 value,54,0,-,5.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,5.id.- criticality,8,0,-,5.criticality.0 value,54,0,-,5.Value.0	
T	OPEN TYPE	x
T	RICaction-NotAdmitted-Item	Q	1	ricActionID,34,0,-,- cause,1,0,-,-	
T	RICsubscriptionFailure	Q	1	protocolIEs,57,0,-,-	
T	ProtocolIE-Container	L	58	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,6.id.- criticality,8,0,-,6.criticality.0 value,59,0,-,6.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionAuditRequest	Q	1	protocolIEs,61,0,-,-	
T	ProtocolIE-Container	L	62	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,7.id.- criticality,8,0,-,7.criticality.0 value,63,0,-,7.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionAuditFlag	Q	1	listedRecordsOnly,65,1,-,-	
T	ListedRecordsOnly	e	true	+
T	RICsubscriptionAuditList	L	67	1 2147483648 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,8.id.- criticality,8,0,-,8.criticality.0 value,69,0,-,8.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,8.id.- criticality,8,0,-,8.criticality.0 value,69,0,-,8.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionAudit-Item	Q	1	ricRequestID,12,0,-,- ranFunctionID,26,0,-,-	
T	RICsubscriptionAuditResponse	Q	1	protocolIEs,72,0,-,-	
T	ProtocolIE-Container	L	73	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,9.id.- criticality,8,0,-,9.criticality.0 value,74,0,-,9.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionAuditActionList	L	76	1 2147483648 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,10.id.- criticality,8,0,-,10.criticality.0 value,78,0,-,10.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,10.id.- criticality,8,0,-,10.criticality.0 value,78,0,-,10.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionAuditAction-Item	Q	1	ricRequestID,12,0,-,- ranFunctionID,26,0,-,- ricAction-Admitted-List,46,0,-,-	
T	RICsubscriptionAuditFailure	Q	1	protocolIEs,81,0,-,-	
T	ProtocolIE-Container	L	82	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,11.id.- criticality,8,0,-,11.criticality.0 value,83,0,-,11.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionDeleteRequest	Q	1	protocolIEs,85,0,-,-	
T	ProtocolIE-Container	L	86	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,12.id.- criticality,8,0,-,12.criticality.0 value,87,0,-,12.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionDeleteResponse	Q	1	protocolIEs,89,0,-,-	
T	ProtocolIE-Container	L	90	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,13.id.- criticality,8,0,-,13.criticality.0 value,91,0,-,13.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionDeleteFailure	Q	1	protocolIEs,93,0,-,-	
T	ProtocolIE-Container	L	94	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,14.id.- criticality,8,0,-,14.criticality.0 value,95,0,-,14.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionModificationRequest	Q	1	protocolIEs,97,0,-,-	
T	ProtocolIE-Container	L	98	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,15.id.- criticality,8,0,-,15.criticality.0 value,99,0,-,15.Value.0	
T	OPEN TYPE	x
T	RICactions-ToBeRemovedForModification-List	L	101	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,16.id.- criticality,8,0,-,16.criticality.0 value,103,0,-,16.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,16.id.- criticality,8,0,-,16.criticality.0 value,103,0,-,16.Value.0	
T	OPEN TYPE	x
T	RICaction-ToBeRemovedForModification-Item	Q	1	ricActionID,34,0,-,-	
T	RICactions-ToBeModifiedForModification-List	L	106	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,17.id.- criticality,8,0,-,17.criticality.0 value,108,0,-,17.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,17.id.- criticality,8,0,-,17.criticality.0 value,108,0,-,17.Value.0	
T	OPEN TYPE	x
T	RICaction-ToBeModifiedForModification-Item	Q	1	ricActionID,34,0,-,- ricActionDefinition,36,1,-,- ricActionExecutionOrder,40,1,-,- ricSubsequentAction,37,1,-,-	
T	RICactions-ToBeAddedForModification-List	L	111	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,18.id.- criticality,8,0,-,18.criticality.0 value,113,0,-,18.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,18.id.- criticality,8,0,-,18.criticality.0 value,113,0,-,18.Value.0	
T	OPEN TYPE	x
T	RICaction-ToBeAddedForModification-Item	Q	1	ricActionID,34,0,-,- ricActionType,35,0,-,- ricActionDefinition,36,0,-,- ricActionExecutionOrder,40,0,-,- ricSubsequentAction,37,1,-,-	
T	RICsubscriptionModificationResponse	Q	1	protocolIEs,116,0,-,-	
T	ProtocolIE-Container	L	117	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,19.id.- criticality,8,0,-,19.criticality.0 value,118,0,-,19.Value.0	
T	OPEN TYPE	x
T	RICactions-RemovedForModification-List	L	120	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,20.id.- criticality,8,0,-,20.criticality.0 value,122,0,-,20.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,20.id.- criticality,8,0,-,20.criticality.0 value,122,0,-,20.Value.0	
T	OPEN TYPE	x
T	RICaction-RemovedForModification-Item	Q	1	ricActionID,34,0,-,-	
T	RICactions-FailedToBeRemovedForModification-List	L	125	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,21.id.- criticality,8,0,-,21.criticality.0 value,127,0,-,21.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,21.id.- criticality,8,0,-,21.criticality.0 value,127,0,-,21.Value.0	
T	OPEN TYPE	x
T	RICaction-FailedToBeRemovedForModification-Item	Q	1	ricActionID,34,0,-,- cause,1,0,-,-	
T	RICactions-ModifiedForModification-List	L	130	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,22.id.- criticality,8,0,-,22.criticality.0 value,132,0,-,22.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,22.id.- criticality,8,0,-,22.criticality.0 value,132,0,-,22.Value.0	
T	OPEN TYPE	x
T	RICaction-ModifiedForModification-Item	Q	1	ricActionID,34,0,-,-	
T	RICactions-FailedToBeModifiedForModification-List	L	135	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,23.id.- criticality,8,0,-,23.criticality.0 value,137,0,-,23.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,23.id.- criticality,8,0,-,23.criticality.0 value,137,0,-,23.Value.0	
T	OPEN TYPE	x
T	RICaction-FailedToBeModifiedForModification-Item	Q	1	ricActionID,34,0,-,- cause,1,0,-,-	
T	RICactions-AddedForModification-List	L	140	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,24.id.- criticality,8,0,-,24.criticality.0 value,142,0,-,24.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,24.id.- criticality,8,0,-,24.criticality.0 value,142,0,-,24.Value.0	
T	OPEN TYPE	x
T	RICaction-AddedForModification-Item	Q	1	ricActionID,34,0,-,-	
T	RICactions-FailedToBeAddedForModification-List	L	145	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,25.id.- criticality,8,0,-,25.criticality.0 value,147,0,-,25.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,25.id.- criticality,8,0,-,25.criticality.0 value,147,0,-,25.Value.0	
T	OPEN TYPE	x
T	RICaction-FailedToBeAddedForModification-Item	Q	1	ricActionID,34,0,-,- cause,1,0,-,-	
T	RICsubscriptionModificationFailure	Q	1	protocolIEs,150,0,-,-	
T	ProtocolIE-Container	L	151	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,26.id.- criticality,8,0,-,26.criticality.0 value,152,0,-,26.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionModificationRequired	Q	1	protocolIEs,154,0,-,-	
T	ProtocolIE-Container	L	155	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,27.id.- criticality,8,0,-,27.criticality.0 value,156,0,-,27.Value.0	
T	OPEN TYPE	x
T	RICactions-RequiredToBeModified-List	L	158	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,28.id.- criticality,8,0,-,28.criticality.0 value,160,0,-,28.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,28.id.- criticality,8,0,-,28.criticality.0 value,160,0,-,28.Value.0	
T	OPEN TYPE	x
T	RICaction-RequiredToBeModified-Item	Q	1	ricActionID,34,0,-,- ricTimeToWait,39,0,-,-	
T	RICactions-RequiredToBeRemoved-List	L	163	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,29.id.- criticality,8,0,-,29.criticality.0 value,165,0,-,29.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,29.id.- criticality,8,0,-,29.criticality.0 value,165,0,-,29.Value.0	
T	OPEN TYPE	x
T	RICaction-RequiredToBeRemoved-Item	Q	1	ricActionID,34,0,-,- cause,1,0,-,-	
T	RICsubscriptionModificationConfirm	Q	1	protocolIEs,168,0,-,-	
T	ProtocolIE-Container	L	169	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,30.id.- criticality,8,0,-,30.criticality.0 value,170,0,-,30.Value.0	
T	OPEN TYPE	x
T	RICactions-ConfirmedForModification-List	L	172	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,31.id.- criticality,8,0,-,31.criticality.0 value,174,0,-,31.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,31.id.- criticality,8,0,-,31.criticality.0 value,174,0,-,31.Value.0	
T	OPEN TYPE	x
T	RICaction-ConfirmedForModification-Item	Q	1	ricActionID,34,0,-,-	
T	RICactions-RefusedToBeModified-List	L	177	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,32.id.- criticality,8,0,-,32.criticality.0 value,179,0,-,32.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,32.id.- criticality,8,0,-,32.criticality.0 value,179,0,-,32.Value.0	
T	OPEN TYPE	x
T	RICaction-RefusedToBeModified-Item	Q	1	ricActionID,34,0,-,- cause,1,0,-,-	
T	RICactions-ConfirmedForRemoval-List	L	182	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,33.id.- criticality,8,0,-,33.criticality.0 value,184,0,-,33.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,33.id.- criticality,8,0,-,33.criticality.0 value,184,0,-,33.Value.0	
T	OPEN TYPE	x
T	RICaction-ConfirmedForRemoval-Item	Q	1	ricActionID,34,0,-,-	
T	RICactions-RefusedToBeRemoved-List	L	187	0 16 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,34.id.- criticality,8,0,-,34.criticality.0 value,189,0,-,34.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,34.id.- criticality,8,0,-,34.criticality.0 value,189,0,-,34.Value.0	
T	OPEN TYPE	x
T	RICaction-RefusedToBeRemoved-Item	Q	1	ricActionID,34,0,-,- cause,1,0,-,-	
T	RICsubscriptionModificationRefuse	Q	1	protocolIEs,192,0,-,-	
T	ProtocolIE-Container	L	193	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,35.id.- criticality,8,0,-,35.criticality.0 value,194,0,-,35.Value.0	
T	OPEN TYPE	x
T	RICqueryRequest	Q	1	protocolIEs,196,0,-,-	
T	ProtocolIE-Container	L	197	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,36.id.- criticality,8,0,-,36.criticality.0 value,198,0,-,36.Value.0	
T	OPEN TYPE	x
T	RICqueryHeader	O	0 - 0
T	RICqueryDefinition	O	0 - 0
T	RICqueryResponse	Q	1	protocolIEs,202,0,-,-	
T	ProtocolIE-Container	L	203	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,37.id.- criticality,8,0,-,37.criticality.0 value,204,0,-,37.Value.0	
T	OPEN TYPE	x
T	RICqueryOutcome	O	0 - 0
T	RICqueryFailure	Q	1	protocolIEs,207,0,-,-	
T	ProtocolIE-Container	L	208	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,38.id.- criticality,8,0,-,38.criticality.0 value,209,0,-,38.Value.0	
T	OPEN TYPE	x
T	RICserviceUpdate	Q	1	protocolIEs,211,0,-,-	
T	ProtocolIE-Container	L	212	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,39.id.- criticality,8,0,-,39.criticality.0 value,213,0,-,39.Value.0	
T	OPEN TYPE	x
T	TransactionID	i	0 255 1
T	RANfunctions-List	L	216	1 256 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,40.id.- criticality,8,0,-,40.criticality.0 value,218,0,-,40.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,40.id.- criticality,8,0,-,40.criticality.0 value,218,0,-,40.Value.0	
T	OPEN TYPE	x
T	RANfunction-Item	Q	1	ranFunctionID,26,0,-,- ranFunctionDefinition,220,0,-,- ranFunctionRevision,221,0,-,- ranFunctionOID,222,0,-,-	
T	RANfunctionDefinition	O	0 - 0
T	RANfunctionRevision	i	0 4095 0
T	RANfunctionOID	k	PrintableString	1 1000 1	8 0	
T	RANfunctionsID-List	L	224	1 256 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,41.id.- criticality,8,0,-,41.criticality.0 value,226,0,-,41.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,41.id.- criticality,8,0,-,41.criticality.0 value,226,0,-,41.Value.0	
T	OPEN TYPE	x
T	RANfunctionID-Item	Q	1	ranFunctionID,26,0,-,- ranFunctionRevision,221,0,-,-	
T	RICserviceUpdateAcknowledge	Q	1	protocolIEs,229,0,-,-	
T	ProtocolIE-Container	L	230	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,42.id.- criticality,8,0,-,42.criticality.0 value,231,0,-,42.Value.0	
T	OPEN TYPE	x
T	RANfunctionsIDcause-List	L	233	1 256 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,43.id.- criticality,8,0,-,43.criticality.0 value,235,0,-,43.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,43.id.- criticality,8,0,-,43.criticality.0 value,235,0,-,43.Value.0	
T	OPEN TYPE	x
T	RANfunctionIDcause-Item	Q	1	ranFunctionID,26,0,-,- cause,1,0,-,-	
T	RICserviceUpdateFailure	Q	1	protocolIEs,238,0,-,-	
T	ProtocolIE-Container	L	239	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,44.id.- criticality,8,0,-,44.criticality.0 value,240,0,-,44.Value.0	
T	OPEN TYPE	x
T	TimeToWait	e	v1s,v2s,v5s,v10s,v20s,v60s	+
T	RICcontrolRequest	Q	1	protocolIEs,243,0,-,-	
T	ProtocolIE-Container	L	244	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,45.id.- criticality,8,0,-,45.criticality.0 value,245,0,-,45.Value.0	
T	OPEN TYPE	x
T	RICcallProcessID	O	0 - 0
T	RICcontrolHeader	O	0 - 0
T	RICcontrolMessage	O	0 - 0
T	RICcontrolAckRequest	e	noAck,ack	+
T	RICcontrolAcknowledge	Q	1	protocolIEs,251,0,-,-	
T	ProtocolIE-Container	L	252	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,46.id.- criticality,8,0,-,46.criticality.0 value,253,0,-,46.Value.0	
T	OPEN TYPE	x
T	RICcontrolOutcome	O	0 - 0
T	RICcontrolFailure	Q	1	protocolIEs,256,0,-,-	
T	ProtocolIE-Container	L	257	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,47.id.- criticality,8,0,-,47.criticality.0 value,258,0,-,47.Value.0	
T	OPEN TYPE	x
T	E2setupRequest	Q	1	protocolIEs,260,0,-,-	
T	ProtocolIE-Container	L	261	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,48.id.- criticality,8,0,-,48.criticality.0 value,262,0,-,48.Value.0	
T	OPEN TYPE	x
T	GlobalE2node-ID	C	1	gNB,264,0,-,- en-gNB,274,0,-,- ng-eNB,275,0,-,- eNB,288,0,-,-	
T	GlobalE2node-gNB-ID	Q	1	global-gNB-ID,265,0,-,- global-en-gNB-ID,269,1,-,- gNB-CU-UP-ID,272,1,-,- gNB-DU-ID,273,1,-,-	
T	GlobalgNB-ID	Q	1	plmn-id,266,0,-,- gnb-id,267,0,-,-	
T	PLMN-Identity	O	3 3 0
T	GNB-ID-Choice	C	1	gnb-ID,268,0,-,-	
T	BIT STRING	B	22 32 0
T	GlobalenGNB-ID	Q	1	pLMN-Identity,266,0,-,- gNB-ID,270,0,-,-	
T	ENGNB-ID	C	1	gNB-ID,271,0,-,-	
T	BIT STRING	B	22 32 0
T	GNB-CU-UP-ID	i	0 68719476735 0
T	GNB-DU-ID	i	0 68719476735 0
T	GlobalE2node-en-gNB-ID	Q	1	global-en-gNB-ID,269,0,-,- en-gNB-CU-UP-ID,272,1,-,- en-gNB-DU-ID,273,1,-,-	
T	GlobalE2node-ng-eNB-ID	Q	1	global-ng-eNB-ID,276,0,-,- global-eNB-ID,281,1,-,- ngENB-DU-ID,287,1,-,-	
T	GlobalngeNB-ID	Q	1	plmn-id,266,0,-,- enb-id,277,0,-,-	
T	ENB-ID-Choice	C	1	enb-ID-macro,278,0,-,- enb-ID-shortmacro,279,0,-,- enb-ID-longmacro,280,0,-,-	
T	BIT STRING	B	20 20 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	GlobalENB-ID	Q	1	pLMN-Identity,266,0,-,- eNB-ID,282,0,-,-	
T	ENB-ID	C	1	macro-eNB-ID,283,0,-,- home-eNB-ID,284,0,-,-	short-Macro-eNB-ID,285,0,-,- long-Macro-eNB-ID,286,0,-,-
T	BIT STRING	B	20 20 0
T	BIT STRING	B	28 28 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	NGENB-DU-ID	i	0 68719476735 0
T	GlobalE2node-eNB-ID	Q	1	global-eNB-ID,281,0,-,-	
T	E2nodeComponentConfigAddition-List	L	290	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,49.id.- criticality,8,0,-,49.criticality.0 value,292,0,-,49.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,49.id.- criticality,8,0,-,49.criticality.0 value,292,0,-,49.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigAddition-Item	Q	1	e2nodeComponentInterfaceType,294,0,-,- e2nodeComponentID,295,0,-,- e2nodeComponentConfiguration,305,0,-,-	
T	E2nodeComponentInterfaceType	e	ng,xn,e1,f1,w1,s1,x2	+
T	E2nodeComponentID	C	1	e2nodeComponentInterfaceTypeNG,296,0,-,- e2nodeComponentInterfaceTypeXn,297,0,-,- e2nodeComponentInterfaceTypeE1,299,0,-,- e2nodeComponentInterfaceTypeF1,300,0,-,- e2nodeComponentInterfaceTypeW1,301,0,-,- e2nodeComponentInterfaceTypeS1,302,0,-,- e2nodeComponentInterfaceTypeX2,304,0,-,-	
T	E2nodeComponentInterfaceNG	Q	1	amf-name,0,0,-,-	
T	E2nodeComponentInterfaceXn	Q	1	global-NG-RAN-Node-ID,298,0,-,-	
T	GlobalNG-RANNode-ID	C	1	gNB,265,0,-,- ng-eNB,276,0,-,-	
T	E2nodeComponentInterfaceE1	Q	1	gNB-CU-UP-ID,272,0,-,-	
T	E2nodeComponentInterfaceF1	Q	1	gNB-DU-ID,273,0,-,-	
T	E2nodeComponentInterfaceW1	Q	1	ng-eNB-DU-ID,287,0,-,-	
T	E2nodeComponentInterfaceS1	Q	1	mme-name,303,0,-,-	
T	MMEname	k	PrintableString	1 150 1	8 0	
T	E2nodeComponentInterfaceX2	Q	1	global-eNB-ID,281,1,-,- global-en-gNB-ID,269,1,-,-	
T	E2nodeComponentConfiguration	Q	1	e2nodeComponentRequestPart,306,0,-,- e2nodeComponentResponsePart,307,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	E2setupResponse	Q	1	protocolIEs,309,0,-,-	
T	ProtocolIE-Container	L	310	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,50.id.- criticality,8,0,-,50.criticality.0 value,311,0,-,50.Value.0	
T	OPEN TYPE	x
T	GlobalRIC-ID	Q	1	pLMN-Identity,266,0,-,- ric-ID,313,0,-,-	
T	BIT STRING	B	20 20 0
T	E2nodeComponentConfigAdditionAck-List	L	315	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,51.id.- criticality,8,0,-,51.criticality.0 value,317,0,-,51.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,51.id.- criticality,8,0,-,51.criticality.0 value,317,0,-,51.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigAdditionAck-Item	Q	1	e2nodeComponentInterfaceType,294,0,-,- e2nodeComponentID,295,0,-,- e2nodeComponentConfigurationAck,319,0,-,-	
T	E2nodeComponentConfigurationAck	Q	1	updateOutcome,320,0,-,- failureCause,1,1,-,-	
T	ENUMERATED	e	success,failure	+
T	E2setupFailure	Q	1	protocolIEs,322,0,-,-	
T	ProtocolIE-Container	L	323	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,52.id.- criticality,8,0,-,52.criticality.0 value,324,0,-,52.Value.0	
T	OPEN TYPE	x
T	TNLinformation	Q	1	tnlAddress,326,0,-,- tnlPort,327,1,-,-	
T	BIT STRING	B	1 160 1
T	BIT STRING	B	16 16 0
T	E2nodeConfigurationUpdate	Q	1	protocolIEs,329,0,-,-	
T	ProtocolIE-Container	L	330	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,53.id.- criticality,8,0,-,53.criticality.0 value,331,0,-,53.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigUpdate-List	L	333	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,54.id.- criticality,8,0,-,54.criticality.0 value,335,0,-,54.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,54.id.- criticality,8,0,-,54.criticality.0 value,335,0,-,54.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigUpdate-Item	Q	1	e2nodeComponentInterfaceType,294,0,-,- e2nodeComponentID,295,0,-,- e2nodeComponentConfiguration,305,0,-,-	
T	E2nodeComponentConfigRemoval-List	L	338	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,55.id.- criticality,8,0,-,55.criticality.0 value,340,0,-,55.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,55.id.- criticality,8,0,-,55.criticality.0 value,340,0,-,55.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigRemoval-Item	Q	1	e2nodeComponentInterfaceType,294,0,-,- e2nodeComponentID,295,0,-,-	
T	E2nodeTNLassociationRemoval-List	L	343	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,56.id.- criticality,8,0,-,56.criticality.0 value,345,0,-,56.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,56.id.- criticality,8,0,-,56.criticality.0 value,345,0,-,56.Value.0	
T	OPEN TYPE	x
T	E2nodeTNLassociationRemoval-Item	Q	1	tnlInformation,325,0,-,- tnlInformationRIC,325,0,-,-	
T	E2nodeConfigurationUpdateAcknowledge	Q	1	protocolIEs,348,0,-,-	
T	ProtocolIE-Container	L	349	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,57.id.- criticality,8,0,-,57.criticality.0 value,350,0,-,57.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigUpdateAck-List	L	352	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,58.id.- criticality,8,0,-,58.criticality.0 value,354,0,-,58.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,58.id.- criticality,8,0,-,58.criticality.0 value,354,0,-,58.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigUpdateAck-Item	Q	1	e2nodeComponentInterfaceType,294,0,-,- e2nodeComponentID,295,0,-,- e2nodeComponentConfigurationAck,319,0,-,-	
T	E2nodeComponentConfigRemovalAck-List	L	357	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,59.id.- criticality,8,0,-,59.criticality.0 value,359,0,-,59.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,59.id.- criticality,8,0,-,59.criticality.0 value,359,0,-,59.Value.0	
T	OPEN TYPE	x
T	E2nodeComponentConfigRemovalAck-Item	Q	1	e2nodeComponentInterfaceType,294,0,-,- e2nodeComponentID,295,0,-,- e2nodeComponentConfigurationAck,319,0,-,-	
T	E2nodeConfigurationUpdateFailure	Q	1	protocolIEs,362,0,-,-	
T	ProtocolIE-Container	L	363	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,60.id.- criticality,8,0,-,60.criticality.0 value,364,0,-,60.Value.0	
T	OPEN TYPE	x
T	E2connectionUpdate	Q	1	protocolIEs,366,0,-,-	
T	ProtocolIE-Container	L	367	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,61.id.- criticality,8,0,-,61.criticality.0 value,368,0,-,61.Value.0	
T	OPEN TYPE	x
T	E2connectionUpdate-List	L	370	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,62.id.- criticality,8,0,-,62.criticality.0 value,372,0,-,62.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,62.id.- criticality,8,0,-,62.criticality.0 value,372,0,-,62.Value.0	
T	OPEN TYPE	x
T	E2connectionUpdate-Item	Q	1	tnlInformation,325,0,-,- tnlUsage,374,0,-,-	
T	TNLusage	e	ric-service,support-function,both	+
T	E2connectionUpdateRemove-List	L	376	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,63.id.- criticality,8,0,-,63.criticality.0 value,378,0,-,63.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,63.id.- criticality,8,0,-,63.criticality.0 value,378,0,-,63.Value.0	
T	OPEN TYPE	x
T	E2connectionUpdateRemove-Item	Q	1	tnlInformation,325,0,-,-	
T	E2connectionUpdateAcknowledge	Q	1	protocolIEs,381,0,-,-	
T	ProtocolIE-Container	L	382	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,64.id.- criticality,8,0,-,64.criticality.0 value,383,0,-,64.Value.0	
T	OPEN TYPE	x
T	E2connectionSetupFailed-List	L	385	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,65.id.- criticality,8,0,-,65.criticality.0 value,387,0,-,65.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,65.id.- criticality,8,0,-,65.criticality.0 value,387,0,-,65.Value.0	
T	OPEN TYPE	x
T	E2connectionSetupFailed-Item	Q	1	tnlInformation,325,0,-,- cause,1,0,-,-	
T	E2connectionUpdateFailure	Q	1	protocolIEs,390,0,-,-	
T	ProtocolIE-Container	L	391	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,66.id.- criticality,8,0,-,66.criticality.0 value,392,0,-,66.Value.0	
T	OPEN TYPE	x
T	ResetRequest	Q	1	protocolIEs,394,0,-,-	
T	ProtocolIE-Container	L	395	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,67.id.- criticality,8,0,-,67.criticality.0 value,396,0,-,67.Value.0	
T	OPEN TYPE	x
T	ResetResponse	Q	1	protocolIEs,398,0,-,-	
T	ProtocolIE-Container	L	399	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,68.id.- criticality,8,0,-,68.criticality.0 value,400,0,-,68.Value.0	
T	OPEN TYPE	x
T	E2RemovalRequest	Q	1	protocolIEs,402,0,-,-	
T	ProtocolIE-Container	L	403	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,69.id.- criticality,8,0,-,69.criticality.0 value,404,0,-,69.Value.0	
T	OPEN TYPE	x
T	E2RemovalResponse	Q	1	protocolIEs,406,0,-,-	
T	ProtocolIE-Container	L	407	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,70.id.- criticality,8,0,-,70.criticality.0 value,408,0,-,70.Value.0	
T	OPEN TYPE	x
T	E2RemovalFailure	Q	1	protocolIEs,410,0,-,-	
T	ProtocolIE-Container	L	411	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,71.id.- criticality,8,0,-,71.criticality.0 value,412,0,-,71.Value.0	
T	OPEN TYPE	x
T	RICindication	Q	1	protocolIEs,414,0,-,-	
T	ProtocolIE-Container	L	415	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,72.id.- criticality,8,0,-,72.criticality.0 value,416,0,-,72.Value.0	
T	OPEN TYPE	x
T	RICindicationSN	i	0 65535 0
T	RICindicationType	e	report,insert	+
T	RICindicationHeader	O	0 - 0
T	RICindicationMessage	O	0 - 0
T	RICserviceQuery	Q	1	protocolIEs,422,0,-,-	
T	ProtocolIE-Container	L	423	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,73.id.- criticality,8,0,-,73.criticality.0 value,424,0,-,73.Value.0	
T	OPEN TYPE	x
T	ErrorIndication	Q	1	protocolIEs,426,0,-,-	
T	ProtocolIE-Container	L	427	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,74.id.- criticality,8,0,-,74.criticality.0 value,428,0,-,74.Value.0	
T	OPEN TYPE	x
T	RICsubscriptionDeleteRequired	Q	1	protocolIEs,430,0,-,-	
T	ProtocolIE-Container	L	431	0 65535 0
T	ProtocolIE-Field	Q	0	id,17,0,-,75.id.- criticality,8,0,-,75.criticality.0 value,432,0,-,75.Value.0	
T	OPEN TYPE	x
T	RICsubscription-List-withCause	L	434	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,17,0,-,76.id.- criticality,8,0,-,76.criticality.0 value,436,0,-,76.Value.0	
T	ProtocolIE-Field	Q	0	id,17,0,-,76.id.- criticality,8,0,-,76.criticality.0 value,436,0,-,76.Value.0	
T	OPEN TYPE	x
T	RICsubscription-withCause-Item	Q	1	ricRequestID,12,0,-,- ranFunctionID,26,0,-,- cause,1,0,-,-	
T	SuccessfulOutcome	Q	0	procedureCode,10,0,-,0.procedureCode.- criticality,8,0,-,0.criticality.0 value,439,0,-,0.SuccessfulOutcome.0	
T	OPEN TYPE	x
T	UnsuccessfulOutcome	Q	0	procedureCode,10,0,-,0.procedureCode.- criticality,8,0,-,0.criticality.0 value,441,0,-,0.UnsuccessfulOutcome.0	
T	OPEN TYPE	x
T	Presence	e	optional,conditional,mandatory	-
N	AMFName	0
N	Cause	1
N	CauseE2node	4
N	CauseMisc	7
N	CauseProtocol	6
N	CauseRICrequest	2
N	CauseRICservice	3
N	CauseTransport	5
N	Criticality	8
N	CriticalityDiagnostics	9
N	CriticalityDiagnostics-IE-Item	16
N	CriticalityDiagnostics-IE-List	15
N	E2AP-PDU	19
N	E2RemovalFailure	409
N	E2RemovalRequest	401
N	E2RemovalResponse	405
N	E2connectionSetupFailed-Item	388
N	E2connectionSetupFailed-List	384
N	E2connectionUpdate	365
N	E2connectionUpdate-Item	373
N	E2connectionUpdate-List	369
N	E2connectionUpdateAcknowledge	380
N	E2connectionUpdateFailure	389
N	E2connectionUpdateRemove-Item	379
N	E2connectionUpdateRemove-List	375
N	E2nodeComponentConfigAddition-Item	293
N	E2nodeComponentConfigAddition-List	289
N	E2nodeComponentConfigAdditionAck-Item	318
N	E2nodeComponentConfigAdditionAck-List	314
N	E2nodeComponentConfigRemoval-Item	341
N	E2nodeComponentConfigRemoval-List	337
N	E2nodeComponentConfigRemovalAck-Item	360
N	E2nodeComponentConfigRemovalAck-List	356
N	E2nodeComponentConfigUpdate-Item	336
N	E2nodeComponentConfigUpdate-List	332
N	E2nodeComponentConfigUpdateAck-Item	355
N	E2nodeComponentConfigUpdateAck-List	351
N	E2nodeComponentConfiguration	305
N	E2nodeComponentConfigurationAck	319
N	E2nodeComponentID	295
N	E2nodeComponentInterfaceE1	299
N	E2nodeComponentInterfaceF1	300
N	E2nodeComponentInterfaceNG	296
N	E2nodeComponentInterfaceS1	302
N	E2nodeComponentInterfaceType	294
N	E2nodeComponentInterfaceW1	301
N	E2nodeComponentInterfaceX2	304
N	E2nodeComponentInterfaceXn	297
N	E2nodeConfigurationUpdate	328
N	E2nodeConfigurationUpdateAcknowledge	347
N	E2nodeConfigurationUpdateFailure	361
N	E2nodeTNLassociationRemoval-Item	346
N	E2nodeTNLassociationRemoval-List	342
N	E2setupFailure	321
N	E2setupRequest	259
N	E2setupResponse	308
N	ENB-ID	282
N	ENB-ID-Choice	277
N	ENGNB-ID	270
N	ErrorIndication	425
N	GNB-CU-UP-ID	272
N	GNB-DU-ID	273
N	GNB-ID-Choice	267
N	GlobalE2node-ID	263
N	GlobalE2node-eNB-ID	288
N	GlobalE2node-en-gNB-ID	274
N	GlobalE2node-gNB-ID	264
N	GlobalE2node-ng-eNB-ID	275
N	GlobalENB-ID	281
N	GlobalNG-RANNode-ID	298
N	GlobalRIC-ID	312
N	GlobalenGNB-ID	269
N	GlobalgNB-ID	265
N	GlobalngeNB-ID	276
N	InitiatingMessage	20
N	ListedRecordsOnly	65
N	MMEname	303
N	NGENB-DU-ID	287
N	PLMN-Identity	266
N	Presence	442
N	ProcedureCode	10
N	ProtocolIE-ID	17
N	RANfunction-Item	219
N	RANfunctionDefinition	220
N	RANfunctionID	26
N	RANfunctionID-Item	227
N	RANfunctionIDcause-Item	236
N	RANfunctionOID	222
N	RANfunctionRevision	221
N	RANfunctions-List	215
N	RANfunctionsID-List	223
N	RANfunctionsIDcause-List	232
N	RICaction-AddedForModification-Item	143
N	RICaction-Admitted-Item	50
N	RICaction-Admitted-List	46
N	RICaction-ConfirmedForModification-Item	175
N	RICaction-ConfirmedForRemoval-Item	185
N	RICaction-FailedToBeAddedForModification-Item	148
N	RICaction-FailedToBeModifiedForModification-Item	138
N	RICaction-FailedToBeRemovedForModification-Item	128
N	RICaction-ModifiedForModification-Item	133
N	RICaction-NotAdmitted-Item	55
N	RICaction-NotAdmitted-List	51
N	RICaction-RefusedToBeModified-Item	180
N	RICaction-RefusedToBeRemoved-Item	190
N	RICaction-RemovedForModification-Item	123
N	RICaction-RequiredToBeModified-Item	161
N	RICaction-RequiredToBeRemoved-Item	166
N	RICaction-ToBeAddedForModification-Item	114
N	RICaction-ToBeModifiedForModification-Item	109
N	RICaction-ToBeRemovedForModification-Item	104
N	RICaction-ToBeSetup-Item	33
N	RICactionDefinition	36
N	RICactionExecutionOrder	40
N	RICactionID	34
N	RICactionType	35
N	RICactions-AddedForModification-List	139
N	RICactions-ConfirmedForModification-List	171
N	RICactions-ConfirmedForRemoval-List	181
N	RICactions-FailedToBeAddedForModification-List	144
N	RICactions-FailedToBeModifiedForModification-List	134
N	RICactions-FailedToBeRemovedForModification-List	124
N	RICactions-ModifiedForModification-List	129
N	RICactions-RefusedToBeModified-List	176
N	RICactions-RefusedToBeRemoved-List	186
N	RICactions-RemovedForModification-List	119
N	RICactions-RequiredToBeModified-List	157
N	RICactions-RequiredToBeRemoved-List	162
N	RICactions-ToBeAddedForModification-List	110
N	RICactions-ToBeModifiedForModification-List	105
N	RICactions-ToBeRemovedForModification-List	100
N	RICactions-ToBeSetup-List	29
N	RICcallProcessID	246
N	RICcontrolAckRequest	249
N	RICcontrolAcknowledge	250
N	RICcontrolFailure	255
N	RICcontrolHeader	247
N	RICcontrolMessage	248
N	RICcontrolOutcome	254
N	RICcontrolRequest	242
N	RICeventTriggerDefinition	28
N	RICindication	413
N	RICindicationHeader	419
N	RICindicationMessage	420
N	RICindicationSN	417
N	RICindicationType	418
N	RICqueryDefinition	200
N	RICqueryFailure	206
N	RICqueryHeader	199
N	RICqueryOutcome	205
N	RICqueryRequest	195
N	RICqueryResponse	201
N	RICrequestID	12
N	RICserviceQuery	421
N	RICserviceUpdate	210
N	RICserviceUpdateAcknowledge	228
N	RICserviceUpdateFailure	237
N	RICsubscription-List-withCause	433
N	RICsubscription-withCause-Item	437
N	RICsubscriptionAudit-Item	70
N	RICsubscriptionAuditAction-Item	79
N	RICsubscriptionAuditActionList	75
N	RICsubscriptionAuditFailure	80
N	RICsubscriptionAuditFlag	64
N	RICsubscriptionAuditList	66
N	RICsubscriptionAuditRequest	60
N	RICsubscriptionAuditResponse	71
N	RICsubscriptionDeleteFailure	92
N	RICsubscriptionDeleteRequest	84
N	RICsubscriptionDeleteRequired	429
N	RICsubscriptionDeleteResponse	88
N	RICsubscriptionDetails	27
N	RICsubscriptionFailure	56
N	RICsubscriptionModificationConfirm	167
N	RICsubscriptionModificationFailure	149
N	RICsubscriptionModificationRefuse	191
N	RICsubscriptionModificationRequest	96
N	RICsubscriptionModificationRequired	153
N	RICsubscriptionModificationResponse	115
N	RICsubscriptionRequest	22
N	RICsubscriptionResponse	42
N	RICsubscriptionTime	41
N	RICsubsequentAction	37
N	RICsubsequentActionType	38
N	RICtimeToWait	39
N	ResetRequest	393
N	ResetResponse	397
N	SuccessfulOutcome	438
N	TNLinformation	325
N	TNLusage	374
N	TimeToWait	241
N	TransactionID	214
N	TriggeringMessage	11
N	TypeOfError	18
N	UnsuccessfulOutcome	440
S	E2AP-ELEMENTARY-PROCEDURES	E2AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T22,SuccessfulOutcome=T42,UnsuccessfulOutcome=T56,criticality=Nreject,procedureCode=I8;InitiatingMessage=T60,SuccessfulOutcome=T71,UnsuccessfulOutcome=T80,criticality=Nreject,procedureCode=I17;InitiatingMessage=T84,SuccessfulOutcome=T88,UnsuccessfulOutcome=T92,criticality=Nreject,procedureCode=I9;InitiatingMessage=T96,SuccessfulOutcome=T115,UnsuccessfulOutcome=T149,criticality=Nreject,procedureCode=I14;InitiatingMessage=T153,SuccessfulOutcome=T167,UnsuccessfulOutcome=T191,criticality=Nreject,procedureCode=I15;InitiatingMessage=T195,SuccessfulOutcome=T201,UnsuccessfulOutcome=T206,criticality=Nreject,procedureCode=I16;InitiatingMessage=T210,SuccessfulOutcome=T228,UnsuccessfulOutcome=T237,criticality=Nreject,procedureCode=I7;InitiatingMessage=T242,SuccessfulOutcome=T250,UnsuccessfulOutcome=T255,criticality=Nreject,procedureCode=I4;InitiatingMessage=T259,SuccessfulOutcome=T308,UnsuccessfulOutcome=T321,criticality=Nreject,procedureCode=I1;InitiatingMessage=T328,SuccessfulOutcome=T347,UnsuccessfulOutcome=T361,criticality=Nreject,procedureCode=I10;InitiatingMessage=T365,SuccessfulOutcome=T380,UnsuccessfulOutcome=T389,criticality=Nreject,procedureCode=I11;InitiatingMessage=T393,SuccessfulOutcome=T397,criticality=Nreject,procedureCode=I3;InitiatingMessage=T401,SuccessfulOutcome=T405,UnsuccessfulOutcome=T409,criticality=Nreject,procedureCode=I13;InitiatingMessage=T413,criticality=Nignore,procedureCode=I5;InitiatingMessage=T421,criticality=Nignore,procedureCode=I6;InitiatingMessage=T425,criticality=Nignore,procedureCode=I2;InitiatingMessage=T429,criticality=Nignore,procedureCode=I12
S	RICsubscriptionRequest-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T27,criticality=Nreject,id=I30,presence=Nmandatory;Value=T41,criticality=Nreject,id=I62,presence=Noptional;Value=T41,criticality=Nreject,id=I63,presence=Noptional
S	RICaction-ToBeSetup-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T33,criticality=Nignore,id=I19,presence=Nmandatory
S	RICsubscriptionResponse-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T46,criticality=Nreject,id=I17,presence=Nmandatory;Value=T51,criticality=Nreject,id=I18,presence=Noptional
S	RICaction-Admitted-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T50,criticality=Nignore,id=I14,presence=Nmandatory
S	RICaction-NotAdmitted-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T55,criticality=Nignore,id=I16,presence=Nmandatory
S	RICsubscriptionFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T1,criticality=Nreject,id=I1,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICsubscriptionAuditRequest-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T64,criticality=Nreject,id=I98,presence=Noptional;Value=T66,criticality=Nreject,id=I99,presence=Noptional
S	RICsubscriptionAudit-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T70,criticality=Nignore,id=I100,presence=Nmandatory
S	RICsubscriptionAuditResponse-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T75,criticality=Nreject,id=I102,presence=Nmandatory;Value=T66,criticality=Nreject,id=I104,presence=Noptional;Value=T75,criticality=Nreject,id=I103,presence=Noptional
S	RICsubscriptionAuditAction-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T79,criticality=Nignore,id=I101,presence=Nmandatory
S	RICsubscriptionAuditFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T1,criticality=Nreject,id=I1,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICsubscriptionDeleteRequest-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory
S	RICsubscriptionDeleteResponse-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory
S	RICsubscriptionDeleteFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T1,criticality=Nignore,id=I1,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICsubscriptionModificationRequest-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T28,criticality=Nignore,id=I64,presence=Noptional;Value=T100,criticality=Nignore,id=I65,presence=Noptional;Value=T105,criticality=Nignore,id=I67,presence=Noptional;Value=T110,criticality=Nignore,id=I69,presence=Noptional
S	RICaction-ToBeRemovedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T104,criticality=Nignore,id=I66,presence=Nmandatory
S	RICaction-ToBeModifiedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T109,criticality=Nignore,id=I68,presence=Nmandatory
S	RICaction-ToBeAddedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T114,criticality=Nignore,id=I70,presence=Nmandatory
S	RICsubscriptionModificationResponse-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T119,criticality=Nignore,id=I71,presence=Noptional;Value=T124,criticality=Nignore,id=I73,presence=Noptional;Value=T129,criticality=Nignore,id=I75,presence=Noptional;Value=T134,criticality=Nignore,id=I77,presence=Noptional;Value=T139,criticality=Nignore,id=I79,presence=Noptional;Value=T144,criticality=Nignore,id=I81,presence=Noptional
S	RICaction-RemovedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T123,criticality=Nignore,id=I72,presence=Nmandatory
S	RICaction-FailedToBeRemovedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T128,criticality=Nignore,id=I74,presence=Nmandatory
S	RICaction-ModifiedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T133,criticality=Nignore,id=I76,presence=Nmandatory
S	RICaction-FailedToBeModifiedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T138,criticality=Nignore,id=I78,presence=Nmandatory
S	RICaction-AddedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T143,criticality=Nignore,id=I80,presence=Nmandatory
S	RICaction-FailedToBeAddedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T148,criticality=Nignore,id=I82,presence=Nmandatory
S	RICsubscriptionModificationFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T1,criticality=Nreject,id=I1,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICsubscriptionModificationRequired-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T157,criticality=Nignore,id=I83,presence=Noptional;Value=T162,criticality=Nignore,id=I85,presence=Noptional
S	RICaction-RequiredToBeModified-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T161,criticality=Nignore,id=I84,presence=Nmandatory
S	RICaction-RequiredToBeRemoved-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T166,criticality=Nignore,id=I86,presence=Nmandatory
S	RICsubscriptionModificationConfirm-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T171,criticality=Nignore,id=I87,presence=Noptional;Value=T176,criticality=Nignore,id=I89,presence=Noptional;Value=T181,criticality=Nignore,id=I91,presence=Noptional;Value=T186,criticality=Nignore,id=I93,presence=Noptional
S	RICaction-ConfirmedForModification-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T175,criticality=Nignore,id=I88,presence=Nmandatory
S	RICaction-RefusedToBeModified-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T180,criticality=Nignore,id=I90,presence=Nmandatory
S	RICaction-ConfirmedForRemoval-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T185,criticality=Nignore,id=I92,presence=Nmandatory
S	RICaction-RefusedToBeRemoved-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T190,criticality=Nignore,id=I94,presence=Nmandatory
S	RICsubscriptionModificationRefuse-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T1,criticality=Nreject,id=I1,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICqueryRequest-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T199,criticality=Nreject,id=I95,presence=Nmandatory;Value=T200,criticality=Nreject,id=I96,presence=Nmandatory
S	RICqueryResponse-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T205,criticality=Nreject,id=I97,presence=Nmandatory
S	RICqueryFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T1,criticality=Nignore,id=I1,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICserviceUpdate-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T215,criticality=Nreject,id=I10,presence=Noptional;Value=T215,criticality=Nreject,id=I12,presence=Noptional;Value=T223,criticality=Nreject,id=I11,presence=Noptional
S	RANfunction-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T219,criticality=Nignore,id=I8,presence=Nmandatory
S	RANfunctionID-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T227,criticality=Nignore,id=I6,presence=Nmandatory
S	RICserviceUpdateAcknowledge-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T223,criticality=Nreject,id=I9,presence=Noptional;Value=T232,criticality=Nreject,id=I13,presence=Noptional
S	RANfunctionIDcause-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T236,criticality=Nignore,id=I7,presence=Nmandatory
S	RICserviceUpdateFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T1,criticality=Nreject,id=I1,presence=Nmandatory;Value=T241,criticality=Nignore,id=I31,presence=Noptional;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICcontrolRequest-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T246,criticality=Nreject,id=I20,presence=Noptional;Value=T247,criticality=Nreject,id=I22,presence=Nmandatory;Value=T248,criticality=Nreject,id=I23,presence=Nmandatory;Value=T249,criticality=Nreject,id=I21,presence=Noptional
S	RICcontrolAcknowledge-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T246,criticality=Nreject,id=I20,presence=Noptional;Value=T254,criticality=Nreject,id=I32,presence=Noptional
S	RICcontrolFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T246,criticality=Nreject,id=I20,presence=Noptional;Value=T1,criticality=Nignore,id=I1,presence=Nmandatory;Value=T254,criticality=Nreject,id=I32,presence=Noptional;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	E2setupRequestIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T263,criticality=Nreject,id=I3,presence=Nmandatory;Value=T215,criticality=Nreject,id=I10,presence=Nmandatory;Value=T289,criticality=Nreject,id=I50,presence=Nmandatory
S	E2nodeComponentConfigAddition-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T293,criticality=Nreject,id=I51,presence=Nmandatory
S	E2setupResponseIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T312,criticality=Nreject,id=I4,presence=Nmandatory;Value=T223,criticality=Nreject,id=I9,presence=Noptional;Value=T232,criticality=Nreject,id=I13,presence=Noptional;Value=T314,criticality=Nreject,id=I52,presence=Nmandatory
S	E2nodeComponentConfigAdditionAck-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T318,criticality=Nreject,id=I53,presence=Nmandatory
S	E2setupFailureIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T1,criticality=Nignore,id=I1,presence=Nmandatory;Value=T241,criticality=Nignore,id=I31,presence=Noptional;Value=T9,criticality=Nignore,id=I2,presence=Noptional;Value=T325,criticality=Nignore,id=I48,presence=Noptional
S	E2nodeConfigurationUpdate-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T263,criticality=Nreject,id=I3,presence=Noptional;Value=T289,criticality=Nreject,id=I50,presence=Noptional;Value=T332,criticality=Nreject,id=I33,presence=Noptional;Value=T337,criticality=Nreject,id=I54,presence=Noptional;Value=T342,criticality=Nreject,id=I58,presence=Noptional
S	E2nodeComponentConfigUpdate-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T336,criticality=Nreject,id=I34,presence=Nmandatory
S	E2nodeComponentConfigRemoval-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T341,criticality=Nreject,id=I55,presence=Nmandatory
S	E2nodeTNLassociationRemoval-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T346,criticality=Nreject,id=I59,presence=Nmandatory
S	E2nodeConfigurationUpdateAcknowledge-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T314,criticality=Nreject,id=I52,presence=Noptional;Value=T351,criticality=Nreject,id=I35,presence=Noptional;Value=T356,criticality=Nreject,id=I56,presence=Noptional
S	E2nodeComponentConfigUpdateAck-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T355,criticality=Nreject,id=I36,presence=Nmandatory
S	E2nodeComponentConfigRemovalAck-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T360,criticality=Nreject,id=I57,presence=Nmandatory
S	E2nodeConfigurationUpdateFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T1,criticality=Nignore,id=I1,presence=Nmandatory;Value=T241,criticality=Nignore,id=I31,presence=Noptional;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	E2connectionUpdate-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T369,criticality=Nreject,id=I44,presence=Noptional;Value=T375,criticality=Nreject,id=I46,presence=Noptional;Value=T369,criticality=Nreject,id=I45,presence=Noptional
S	E2connectionUpdate-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T373,criticality=Nignore,id=I43,presence=Nmandatory
S	E2connectionUpdateRemove-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T379,criticality=Nignore,id=I47,presence=Nmandatory
S	E2connectionUpdateAck-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T369,criticality=Nreject,id=I39,presence=Noptional;Value=T384,criticality=Nreject,id=I40,presence=Noptional
S	E2connectionSetupFailed-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T388,criticality=Nignore,id=I41,presence=Nmandatory
S	E2connectionUpdateFailure-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T1,criticality=Nreject,id=I1,presence=Noptional;Value=T241,criticality=Nignore,id=I31,presence=Noptional;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	ResetRequestIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T1,criticality=Nignore,id=I1,presence=Nmandatory
S	ResetResponseIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	E2RemovalRequestIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory
S	E2RemovalResponseIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	E2RemovalFailureIEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T1,criticality=Nignore,id=I1,presence=Nmandatory;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICindication-IEs	E2AP-PROTOCOL-IES	1	Value=T12,criticality=Nreject,id=I29,presence=Nmandatory;Value=T26,criticality=Nreject,id=I5,presence=Nmandatory;Value=T34,criticality=Nreject,id=I15,presence=Nmandatory;Value=T417,criticality=Nreject,id=I27,presence=Noptional;Value=T418,criticality=Nreject,id=I28,presence=Nmandatory;Value=T419,criticality=Nreject,id=I25,presence=Nmandatory;Value=T420,criticality=Nreject,id=I26,presence=Nmandatory;Value=T246,criticality=Nreject,id=I20,presence=Noptional
S	RICserviceQuery-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Nmandatory;Value=T223,criticality=Nreject,id=I9,presence=Noptional
S	ErrorIndication-IEs	E2AP-PROTOCOL-IES	1	Value=T214,criticality=Nreject,id=I49,presence=Noptional;Value=T12,criticality=Nreject,id=I29,presence=Noptional;Value=T26,criticality=Nreject,id=I5,presence=Noptional;Value=T1,criticality=Nignore,id=I1,presence=Noptional;Value=T9,criticality=Nignore,id=I2,presence=Noptional
S	RICsubscriptionDeleteRequired-IEs	E2AP-PROTOCOL-IES	1	Value=T433,criticality=Nignore,id=I60,presence=Nmandatory
S	RICsubscription-withCause-ItemIEs	E2AP-PROTOCOL-IES	1	Value=T437,criticality=Nignore,id=I61,presence=Nmandatory
S	E2AP-ELEMENTARY-PROCEDURES-CLASS-1	E2AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T22,SuccessfulOutcome=T42,UnsuccessfulOutcome=T56,criticality=Nreject,procedureCode=I8;InitiatingMessage=T60,SuccessfulOutcome=T71,UnsuccessfulOutcome=T80,criticality=Nreject,procedureCode=I17;InitiatingMessage=T84,SuccessfulOutcome=T88,UnsuccessfulOutcome=T92,criticality=Nreject,procedureCode=I9;InitiatingMessage=T96,SuccessfulOutcome=T115,UnsuccessfulOutcome=T149,criticality=Nreject,procedureCode=I14;InitiatingMessage=T153,SuccessfulOutcome=T167,UnsuccessfulOutcome=T191,criticality=Nreject,procedureCode=I15;InitiatingMessage=T195,SuccessfulOutcome=T201,UnsuccessfulOutcome=T206,criticality=Nreject,procedureCode=I16;InitiatingMessage=T210,SuccessfulOutcome=T228,UnsuccessfulOutcome=T237,criticality=Nreject,procedureCode=I7;InitiatingMessage=T242,SuccessfulOutcome=T250,UnsuccessfulOutcome=T255,criticality=Nreject,procedureCode=I4;InitiatingMessage=T259,SuccessfulOutcome=T308,UnsuccessfulOutcome=T321,criticality=Nreject,procedureCode=I1;InitiatingMessage=T328,SuccessfulOutcome=T347,UnsuccessfulOutcome=T361,criticality=Nreject,procedureCode=I10;InitiatingMessage=T365,SuccessfulOutcome=T380,UnsuccessfulOutcome=T389,criticality=Nreject,procedureCode=I11;InitiatingMessage=T393,SuccessfulOutcome=T397,criticality=Nreject,procedureCode=I3;InitiatingMessage=T401,SuccessfulOutcome=T405,UnsuccessfulOutcome=T409,criticality=Nreject,procedureCode=I13
S	E2AP-ELEMENTARY-PROCEDURES-CLASS-2	E2AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T413,criticality=Nignore,procedureCode=I5;InitiatingMessage=T421,criticality=Nignore,procedureCode=I6;InitiatingMessage=T425,criticality=Nignore,procedureCode=I2;InitiatingMessage=T429,criticality=Nignore,procedureCode=I12
K	id-Cause	1
K	id-CriticalityDiagnostics	2
K	id-E2connectionFailed-Item	42
K	id-E2connectionSetup	39
K	id-E2connectionSetupFailed	40
K	id-E2connectionSetupFailed-Item	41
K	id-E2connectionUpdate	11
K	id-E2connectionUpdate-Item	43
K	id-E2connectionUpdateAdd	44
K	id-E2connectionUpdateModify	45
K	id-E2connectionUpdateRemove	46
K	id-E2connectionUpdateRemove-Item	47
K	id-E2nodeComponentConfigAddition	50
K	id-E2nodeComponentConfigAddition-Item	51
K	id-E2nodeComponentConfigAdditionAck	52
K	id-E2nodeComponentConfigAdditionAck-Item	53
K	id-E2nodeComponentConfigRemoval	54
K	id-E2nodeComponentConfigRemoval-Item	55
K	id-E2nodeComponentConfigRemovalAck	56
K	id-E2nodeComponentConfigRemovalAck-Item	57
K	id-E2nodeComponentConfigUpdate	33
K	id-E2nodeComponentConfigUpdate-Item	34
K	id-E2nodeComponentConfigUpdateAck	35
K	id-E2nodeComponentConfigUpdateAck-Item	36
K	id-E2nodeConfigurationUpdate	10
K	id-E2nodeTNLassociationRemoval	58
K	id-E2nodeTNLassociationRemoval-Item	59
K	id-E2removal	13
K	id-E2setup	1
K	id-ErrorIndication	2
K	id-GlobalE2node-ID	3
K	id-GlobalRIC-ID	4
K	id-RANfunction-Item	8
K	id-RANfunctionID	5
K	id-RANfunctionID-Item	6
K	id-RANfunctionIEcause-Item	7
K	id-RANfunctionsAccepted	9
K	id-RANfunctionsAdded	10
K	id-RANfunctionsDeleted	11
K	id-RANfunctionsModified	12
K	id-RANfunctionsRejected	13
K	id-RICaction-AddedForModification-Item	80
K	id-RICaction-Admitted-Item	14
K	id-RICaction-ConfirmedForModification-Item	88
K	id-RICaction-ConfirmedForRemoval-Item	92
K	id-RICaction-FailedToBeAddedForModification-Item	82
K	id-RICaction-FailedToBeModifiedForModification-Item	78
K	id-RICaction-FailedToBeRemovedForModification-Item	74
K	id-RICaction-ModifiedForModification-Item	76
K	id-RICaction-NotAdmitted-Item	16
K	id-RICaction-RefusedToBeModified-Item	90
K	id-RICaction-RefusedToBeRemoved-Item	94
K	id-RICaction-RemovedForModification-Item	72
K	id-RICaction-RequiredToBeModified-Item	84
K	id-RICaction-RequiredToBeRemoved-Item	86
K	id-RICaction-ToBeAddedForModification-Item	70
K	id-RICaction-ToBeModifiedForModification-Item	68
K	id-RICaction-ToBeRemovedForModification-Item	66
K	id-RICaction-ToBeSetup-Item	19
K	id-RICactionID	15
K	id-RICactions-Admitted	17
K	id-RICactions-NotAdmitted	18
K	id-RICactionsAddedForModification-List	79
K	id-RICactionsConfirmedForModification-List	87
K	id-RICactionsConfirmedForRemoval-List	91
K	id-RICactionsFailedToBeAddedForModification-List	81
K	id-RICactionsFailedToBeModifiedForModification-List	77
K	id-RICactionsFailedToBeRemovedForModification-List	73
K	id-RICactionsModifiedForModification-List	75
K	id-RICactionsRefusedToBeModified-List	89
K	id-RICactionsRefusedToBeRemoved-List	93
K	id-RICactionsRemovedForModification-List	71
K	id-RICactionsRequiredToBeModified-List	83
K	id-RICactionsRequiredToBeRemoved-List	85
K	id-RICactionsToBeAddedForModification-List	69
K	id-RICactionsToBeModifiedForModification-List	67
K	id-RICactionsToBeRemovedForModification-List	65
K	id-RICcallProcessID	20
K	id-RICcontrol	4
K	id-RICcontrolAckRequest	21
K	id-RICcontrolHeader	22
K	id-RICcontrolMessage	23
K	id-RICcontrolOutcome	32
K	id-RICcontrolStatus	24
K	id-RICeventTriggerDefinitionToBeModified	64
K	id-RICindication	5
K	id-RICindicationHeader	25
K	id-RICindicationMessage	26
K	id-RICindicationSN	27
K	id-RICindicationType	28
K	id-RICquery	16
K	id-RICqueryDefinition	96
K	id-RICqueryHeader	95
K	id-RICqueryOutcome	97
K	id-RICrequestID	29
K	id-RICserviceQuery	6
K	id-RICserviceUpdate	7
K	id-RICsubscription	8
K	id-RICsubscription-withCause-Item	61
K	id-RICsubscriptionAudit	17
K	id-RICsubscriptionAudit-Item	100
K	id-RICsubscriptionAuditAction-Item	101
K	id-RICsubscriptionAuditConfirmedList	102
K	id-RICsubscriptionAuditFlag	98
K	id-RICsubscriptionAuditList	99
K	id-RICsubscriptionAuditMissingList	103
K	id-RICsubscriptionAuditUnkownList	104
K	id-RICsubscriptionDelete	9
K	id-RICsubscriptionDeleteRequired	12
K	id-RICsubscriptionDetails	30
K	id-RICsubscriptionEndTime	63
K	id-RICsubscriptionModification	14
K	id-RICsubscriptionModificationRequired	15
K	id-RICsubscriptionStartTime	62
K	id-RICsubscriptionToBeRemoved	60
K	id-Reset	3
K	id-TNLinformation	48
K	id-TimeToWait	31
K	id-TransactionID	49
K	maxProtocolIEs	65535
K	maxnoofErrors	256
K	maxofE2nodeComponents	1024
K	maxofRANfunctionID	256
K	maxofRICactionID	16
K	maxofRICrequestID	1024
K	maxofRICsubscriptions	2147483648
K	maxofTNLA	32
"""#
}
