// GENERATED FILE - DO NOT EDIT.
// Schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
// O-RAN.WG3.E2SM-RC v03.00 with E2SM common IEs v03.01 and the E2AP IEs they use, as shipped with Wireshark v4.4.18 (one edit: see APSchemaDriftTests.patched)
// (shared/asn1: e2ap/E2AP-CommonDataTypes.asn, e2ap/E2AP-Constants.asn, e2ap/E2AP-IEs.asn, e2ap/e2sm/e2sm-v3.01.asn, e2ap/e2sm/e2sm-rc-v3.00.asn).
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter APSchemaDriftTests
// swiftlint:disable all

/// Serialized ``ASN1Schema`` (see ``ASN1Schema/serialized()``).
enum E2SMRCSchemaData {
    static let text = #"""
ASN1SCHEMA 1
T	AMF-UE-NGAP-ID	i	0 1099511627775 0
T	AMFName	k	PrintableString	1 150 1	8 0	
T	AMFPointer	B	6 6 0
T	AMFRegionID	B	8 8 0
T	AMFSetID	B	10 10 0
T	AdditionalSupportedFormat-UEGroupControl	Q	1	ric-ControlHeaderFormat-Type,6,0,-,- ric-ControlMessageFormat-Type,6,0,-,-	
T	RIC-Format-Type	i	- - 0
T	Associated-UE-Info	Q	1	associatedUEInfo-List,8,0,-,-	
T	SEQUENCE OF	L	9	1 65535 0
T	Associated-UE-Info-Item	Q	1	ueFilterID,10,0,-,- ueType,11,0,-,- logicalOR,74,1,-,-	
T	UE-Filter-ID	i	1 65535 1
T	CHOICE	C	1	ueType-Choice-Individual,12,0,-,- ueType-Choice-Group,75,0,-,-	
T	EventTrigger-UE-Info-Item-Choice-Individual	Q	1	ueID,13,0,-,- ranParameterTesting,54,1,-,-	
T	UEID	C	1	gNB-UEID,14,0,-,- gNB-DU-UEID,34,0,-,- gNB-CU-UP-UEID,35,0,-,- ng-eNB-UEID,36,0,-,- ng-eNB-DU-UEID,38,0,-,- en-gNB-UEID,39,0,-,- eNB-UEID,49,0,-,-	
T	UEID-GNB	Q	1	amf-UE-NGAP-ID,0,0,-,- guami,15,0,-,- gNB-CU-UE-F1AP-ID-List,17,1,-,- gNB-CU-CP-UE-E1AP-ID-List,20,1,-,- ran-UEID,23,1,-,- m-NG-RAN-UE-XnAP-ID,24,1,-,- globalGNB-ID,25,1,-,-	sglobalNG-RANNode-ID,28,1,-,-
T	GUAMI	Q	1	pLMNIdentity,16,0,-,- aMFRegionID,3,0,-,- aMFSetID,4,0,-,- aMFPointer,2,0,-,-	
T	PLMNIdentity	O	3 3 0
T	UEID-GNB-CU-F1AP-ID-List	L	18	1 4 0
T	UEID-GNB-CU-CP-F1AP-ID-Item	Q	1	gNB-CU-UE-F1AP-ID,19,0,-,-	
T	GNB-CU-UE-F1AP-ID	i	0 4294967295 0
T	UEID-GNB-CU-CP-E1AP-ID-List	L	21	1 65535 0
T	UEID-GNB-CU-CP-E1AP-ID-Item	Q	1	gNB-CU-CP-UE-E1AP-ID,22,0,-,-	
T	GNB-CU-CP-UE-E1AP-ID	i	0 4294967295 0
T	RANUEID	O	8 8 0
T	NG-RANnodeUEXnAPID	i	0 4294967295 0
T	GlobalGNB-ID	Q	1	pLMNIdentity,16,0,-,- gNB-ID,26,0,-,-	
T	GNB-ID	C	1	gNB-ID,27,0,-,-	
T	BIT STRING	B	22 32 0
T	GlobalNGRANNodeID	C	1	gNB,25,0,-,- ng-eNB,29,0,-,-	
T	GlobalNgENB-ID	Q	1	pLMNIdentity,16,0,-,- ngENB-ID,30,0,-,-	
T	NgENB-ID	C	1	macroNgENB-ID,31,0,-,- shortMacroNgENB-ID,32,0,-,- longMacroNgENB-ID,33,0,-,-	
T	BIT STRING	B	20 20 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	UEID-GNB-DU	Q	1	gNB-CU-UE-F1AP-ID,19,0,-,- ran-UEID,23,1,-,-	
T	UEID-GNB-CU-UP	Q	1	gNB-CU-CP-UE-E1AP-ID,22,0,-,- ran-UEID,23,1,-,-	
T	UEID-NG-ENB	Q	1	amf-UE-NGAP-ID,0,0,-,- guami,15,0,-,- ng-eNB-CU-UE-W1AP-ID,37,1,-,- m-NG-RAN-UE-XnAP-ID,24,1,-,- globalNgENB-ID,29,1,-,-	sglobalNG-RANNode-ID,28,1,-,-
T	NGENB-CU-UE-W1AP-ID	i	0 4294967295 0
T	UEID-NG-ENB-DU	Q	1	ng-eNB-CU-UE-W1AP-ID,37,0,-,-	
T	UEID-EN-GNB	Q	1	m-eNB-UE-X2AP-ID,40,0,-,- m-eNB-UE-X2AP-ID-Extension,41,1,-,- globalENB-ID,42,0,-,- gNB-CU-UE-F1AP-ID,19,1,-,- gNB-CU-CP-UE-E1AP-ID-List,20,1,-,- ran-UEID,23,1,-,-	
T	ENB-UE-X2AP-ID	i	0 4095 0
T	ENB-UE-X2AP-ID-Extension	i	0 4095 1
T	GlobalENB-ID	Q	1	pLMN-Identity,43,0,-,- eNB-ID,44,0,-,-	
T	PLMN-Identity	O	3 3 0
T	ENB-ID	C	1	macro-eNB-ID,45,0,-,- home-eNB-ID,46,0,-,-	short-Macro-eNB-ID,47,0,-,- long-Macro-eNB-ID,48,0,-,-
T	BIT STRING	B	20 20 0
T	BIT STRING	B	28 28 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	UEID-ENB	Q	1	mME-UE-S1AP-ID,50,0,-,- gUMMEI,51,0,-,- m-eNB-UE-X2AP-ID,40,1,-,- m-eNB-UE-X2AP-ID-Extension,41,1,-,- globalENB-ID,42,1,-,-	
T	MME-UE-S1AP-ID	i	0 4294967295 0
T	GUMMEI	Q	1	pLMN-Identity,16,0,-,- mME-Group-ID,52,0,-,- mME-Code,53,0,-,-	
T	MME-Group-ID	O	2 2 0
T	MME-Code	O	1 1 0
T	RANParameter-Testing	L	55	1 255 0
T	RANParameter-Testing-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-Type,57,0,-,-	
T	RANParameter-ID	i	1 4294967295 1
T	CHOICE	C	1	ranP-Choice-List,58,0,-,- ranP-Choice-Structure,60,0,-,- ranP-Choice-ElementTrue,62,0,-,- ranP-Choice-ElementFalse,70,0,-,-	
T	RANParameter-Testing-Item-Choice-List	Q	1	ranParameter-List,59,0,-,-	
T	RANParameter-Testing-LIST	L	55	1 65535 0
T	RANParameter-Testing-Item-Choice-Structure	Q	1	ranParameter-Structure,61,0,-,-	
T	RANParameter-Testing-STRUCTURE	L	55	1 65535 0
T	RANParameter-Testing-Item-Choice-ElementTrue	Q	1	ranParameter-value,63,0,-,-	
T	RANParameter-Value	C	1	valueBoolean,64,0,-,- valueInt,65,0,-,- valueReal,66,0,-,- valueBitS,67,0,-,- valueOctS,68,0,-,- valuePrintableString,69,0,-,-	
T	BOOLEAN	b
T	INTEGER	i	- - 0
T	REAL	r
T	BIT STRING	B	0 - 0
T	OCTET STRING	O	0 - 0
T	PrintableString	k	PrintableString	0 - 0	8 0	
T	RANParameter-Testing-Item-Choice-ElementFalse	Q	1	ranParameter-TestCondition,71,0,-,- ranParameter-Value,63,1,-,- logicalOR,74,1,-,-	
T	RANParameter-TestingCondition	C	1	ranP-Choice-comparison,72,0,-,- ranP-Choice-presence,73,0,-,-	
T	ENUMERATED	e	equal,difference,greaterthan,lessthan,contains,starts-with	+
T	ENUMERATED	e	present,configured,rollover,non-zero	+value-change
T	LogicalOR	e	true,false	+
T	EventTrigger-UE-Info-Item-Choice-Group	Q	1	ranParameterTesting,54,0,-,-	
T	CGI	C	1	nR-CGI,77,0,-,- eUTRA-CGI,79,0,-,-	
T	NR-CGI	Q	1	pLMNIdentity,16,0,-,- nRCellIdentity,78,0,-,-	
T	NRCellIdentity	B	36 36 0
T	EUTRA-CGI	Q	1	pLMNIdentity,16,0,-,- eUTRACellIdentity,80,0,-,-	
T	EUTRACellIdentity	B	28 28 0
T	CallProcessBreakpoint-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	RANParameter-Name	k	PrintableString	1 150 1	8 0	
T	RANParameter-Definition	Q	1	ranParameter-Definition-Choice,84,0,-,-	
T	RANParameter-Definition-Choice	C	1	choiceLIST,85,0,-,- choiceSTRUCTURE,88,0,-,-	
T	RANParameter-Definition-Choice-LIST	Q	1	ranParameter-List,86,0,-,-	
T	SEQUENCE OF	L	87	1 65535 0
T	RANParameter-Definition-Choice-LIST-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,- ranParameter-Definition,83,1,-,-	
T	RANParameter-Definition-Choice-STRUCTURE	Q	1	ranParameter-STRUCTURE,89,0,-,-	
T	SEQUENCE OF	L	90	1 65535 0
T	RANParameter-Definition-Choice-STRUCTURE-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,- ranParameter-Definition,83,1,-,-	
T	Cause	C	1	ricRequest,92,0,-,- ricService,93,0,-,- e2Node,94,0,-,- transport,95,0,-,- protocol,96,0,-,- misc,97,0,-,-	
T	CauseRICrequest	e	ran-function-id-invalid,action-not-supported,excessive-actions,duplicate-action,duplicate-event-trigger,function-resource-limit,request-id-unknown,inconsistent-action-subsequent-action-sequence,control-message-invalid,ric-call-process-id-invalid,control-timer-expired,control-failed-to-execute,system-not-ready,unspecified	+ric-subscription-end-time-expired,ric-subscription-end-time-invalid,duplicate-ric-request-id,eventTriggerNotSupported,requested-information-unavailable,invalid-information-request
T	CauseRICservice	e	ran-function-not-supported,excessive-functions,ric-resource-limit	+
T	CauseE2node	e	e2node-component-unknown	+
T	CauseTransport	e	unspecified,transport-resource-unavailable	+
T	CauseProtocol	e	transfer-syntax-error,abstract-syntax-error-reject,abstract-syntax-error-ignore-and-notify,message-not-compatible-with-receiver-state,semantic-error,abstract-syntax-error-falsely-constructed-message,unspecified	+
T	CauseMisc	e	control-processing-overload,hardware-failure,om-intervention,unspecified	+
T	CellIdentification-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	ControlAction-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-;slistOfAdditionalSupportedFormats-UEGroupControl,100,1,-,-
T	ListOfAdditionalSupportedFormats-UEGroupControl	L	5	0 63 0
T	ControlOutcome-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	CoreCPID	C	1	fiveGC,15,0,-,- ePC,51,0,-,-	
T	Criticality	e	reject,ignore,notify	-
T	CriticalityDiagnostics	Q	1	procedureCode,105,1,-,- triggeringMessage,106,1,-,- procedureCriticality,103,1,-,- ricRequestorID,107,1,-,- iEsCriticalityDiagnostics,110,1,-,-	
T	ProcedureCode	i	0 255 0
T	TriggeringMessage	e	initiating-message,successful-outcome,unsuccessfull-outcome	-
T	RICrequestID	Q	1	ricRequestorID,108,0,-,- ricInstanceID,109,0,-,-	
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	CriticalityDiagnostics-IE-List	L	111	1 256 0
T	CriticalityDiagnostics-IE-Item	Q	1	iECriticality,103,0,-,- iE-ID,112,0,-,- typeOfError,113,0,-,-	
T	ProtocolIE-ID	i	0 65535 0
T	TypeOfError	e	not-understood,missing	+
T	E-UTRA-ARFCN	i	0 65535 0
T	E-UTRA-PCI	i	0 503 1
T	E-UTRA-TAC	O	2 2 0
T	E2SM-RC-ActionDefinition	Q	1	ric-Style-Type,118,0,-,- ric-actionDefinition-formats,119,0,-,-	
T	RIC-Style-Type	i	- - 0
T	CHOICE	C	1	actionDefinition-Format1,120,0,-,- actionDefinition-Format2,123,0,-,- actionDefinition-Format3,141,0,-,-	actionDefinition-Format4,145,0,-,-
T	E2SM-RC-ActionDefinition-Format1	Q	1	ranP-ToBeReported-List,121,0,-,-	
T	SEQUENCE OF	L	122	1 65535 0
T	E2SM-RC-ActionDefinition-Format1-Item	Q	1	ranParameter-ID,56,0,-,-	sranParameter-Definition,83,1,-,-
T	E2SM-RC-ActionDefinition-Format2	Q	1	ric-PolicyConditions-List,124,0,-,-	
T	SEQUENCE OF	L	125	1 65535 0
T	E2SM-RC-ActionDefinition-Format2-Item	Q	1	ric-PolicyAction,126,0,-,- ric-PolicyConditionDefinition,54,1,-,-	
T	RIC-PolicyAction	Q	1	ric-PolicyAction-ID,127,0,-,- ranParameters-List,128,1,-,-	sric-PolicyDecision,140,1,-,-
T	RIC-ControlAction-ID	i	1 65535 1
T	SEQUENCE OF	L	129	1 65535 0
T	RIC-PolicyAction-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	RANParameter-ValueType	C	1	ranP-Choice-ElementTrue,131,0,-,- ranP-Choice-ElementFalse,132,0,-,- ranP-Choice-Structure,133,0,-,- ranP-Choice-List,137,0,-,-	
T	RANParameter-ValueType-Choice-ElementTrue	Q	1	ranParameter-value,63,0,-,-	
T	RANParameter-ValueType-Choice-ElementFalse	Q	1	ranParameter-value,63,1,-,-	
T	RANParameter-ValueType-Choice-Structure	Q	1	ranParameter-Structure,134,0,-,-	
T	RANParameter-STRUCTURE	Q	1	sequence-of-ranParameters,135,1,-,-	
T	SEQUENCE OF	L	136	1 65535 0
T	RANParameter-STRUCTURE-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	RANParameter-ValueType-Choice-List	Q	1	ranParameter-List,138,0,-,-	
T	RANParameter-LIST	Q	1	list-of-ranParameter,139,0,-,-	
T	SEQUENCE OF	L	134	1 65535 0
T	ENUMERATED	e	accept,reject	+
T	E2SM-RC-ActionDefinition-Format3	Q	1	ric-InsertIndication-ID,142,0,-,- ranP-InsertIndication-List,143,0,-,- ueID,13,1,-,-	
T	RIC-InsertIndication-ID	i	1 65535 1
T	SEQUENCE OF	L	144	1 65535 0
T	E2SM-RC-ActionDefinition-Format3-Item	Q	1	ranParameter-ID,56,0,-,-	sranParameter-Definition,83,1,-,-
T	E2SM-RC-ActionDefinition-Format4	Q	1	ric-InsertStyle-List,146,0,-,- ueID,13,1,-,-	
T	SEQUENCE OF	L	147	1 63 0
T	E2SM-RC-ActionDefinition-Format4-Style-Item	Q	1	requested-Insert-Style-Type,118,0,-,- ric-InsertIndication-List,148,0,-,-	
T	SEQUENCE OF	L	149	1 63 0
T	E2SM-RC-ActionDefinition-Format4-Indication-Item	Q	1	ric-InsertIndication-ID,142,0,-,- ranP-InsertIndication-List,150,0,-,-	
T	SEQUENCE OF	L	151	1 65535 0
T	E2SM-RC-ActionDefinition-Format4-RANP-Item	Q	1	ranParameter-ID,56,0,-,-	sranParameter-Definition,83,1,-,-
T	E2SM-RC-CallProcessID	Q	1	ric-callProcessID-formats,153,0,-,-	
T	CHOICE	C	1	callProcessID-Format1,154,0,-,-	
T	E2SM-RC-CallProcessID-Format1	Q	1	ric-callProcess-ID,155,0,-,-	
T	RAN-CallProcess-ID	i	1 4294967295 1
T	E2SM-RC-ControlHeader	Q	1	ric-controlHeader-formats,157,0,-,-	
T	CHOICE	C	1	controlHeader-Format1,158,0,-,-	controlHeader-Format2,160,0,-,- controlHeader-Format3,162,0,-,-
T	E2SM-RC-ControlHeader-Format1	Q	1	ueID,13,0,-,- ric-Style-Type,118,0,-,- ric-ControlAction-ID,127,0,-,- ric-ControlDecision,159,1,-,-	
T	ENUMERATED	e	accept,reject	+
T	E2SM-RC-ControlHeader-Format2	Q	1	ueID,13,1,-,- ric-ControlDecision,161,1,-,-	
T	ENUMERATED	e	accept,reject	+
T	E2SM-RC-ControlHeader-Format3	Q	1	ue-Group-ID,163,0,-,- ue-Group-Definition,164,0,-,- ric-Style-Type,118,0,-,- ric-ControlAction-ID,127,0,-,-	
T	UE-Group-ID	i	1 65535 1
T	UE-Group-Definition	Q	1	ueGroupDefinitionIdentifier-LIST,165,0,-,-	
T	SEQUENCE OF	L	166	1 255 0
T	UEGroupDefinitionIdentifier-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,- logicalOR,74,1,-,-	
T	E2SM-RC-ControlMessage	Q	1	ric-controlMessage-formats,168,0,-,-	
T	CHOICE	C	1	controlMessage-Format1,169,0,-,-	controlMessage-Format2,172,0,-,- controlMessage-Format3,177,0,-,-
T	E2SM-RC-ControlMessage-Format1	Q	1	ranP-List,170,0,-,-	
T	SEQUENCE OF	L	171	0 65535 0
T	E2SM-RC-ControlMessage-Format1-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	E2SM-RC-ControlMessage-Format2	Q	1	ric-ControlStyle-List,173,0,-,-	
T	SEQUENCE OF	L	174	1 63 0
T	E2SM-RC-ControlMessage-Format2-Style-Item	Q	1	indicated-Control-Style-Type,118,0,-,- ric-ControlAction-List,175,0,-,-	
T	SEQUENCE OF	L	176	1 63 0
T	E2SM-RC-ControlMessage-Format2-ControlAction-Item	Q	1	ric-ControlAction-ID,127,0,-,- ranP-List,169,0,-,-	
T	E2SM-RC-ControlMessage-Format3	Q	1	listOfEntityFilters,178,1,-,- entityAgnosticControlRanP-List,183,1,-,-	
T	SEQUENCE OF	L	179	0 255 0
T	E2SM-RC-EntityFilter	Q	1	entityFilter-ID,180,0,-,- entityFilter-Definition,54,0,-,- entitySpecificControlRanP-List,181,0,-,-	
T	EntityFilter-ID	i	1 255 1
T	SEQUENCE OF	L	182	1 65535 0
T	EntitySpecific-ranP-ControlParameters	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	SEQUENCE OF	L	184	0 65535 0
T	EntityAgnostic-ranP-ControlParameters	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	E2SM-RC-ControlOutcome	Q	1	ric-controlOutcome-formats,186,0,-,-	
T	CHOICE	C	1	controlOutcome-Format1,187,0,-,-	controlOutcome-Format2,190,0,-,- controlOutcome-Format3,197,0,-,-
T	E2SM-RC-ControlOutcome-Format1	Q	1	ranP-List,188,0,-,-	
T	SEQUENCE OF	L	189	0 255 0
T	E2SM-RC-ControlOutcome-Format1-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-value,63,0,-,-	
T	E2SM-RC-ControlOutcome-Format2	Q	1	ric-ControlStyle-List,191,0,-,-	
T	SEQUENCE OF	L	192	1 63 0
T	E2SM-RC-ControlOutcome-Format2-Style-Item	Q	1	indicated-Control-Style-Type,118,0,-,- ric-ControlOutcome-List,193,0,-,-	
T	SEQUENCE OF	L	194	1 63 0
T	E2SM-RC-ControlOutcome-Format2-ControlOutcome-Item	Q	1	ric-ControlAction-ID,127,0,-,- ranP-List,195,0,-,-	
T	SEQUENCE OF	L	196	1 65535 0
T	E2SM-RC-ControlOutcome-Format2-RANP-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-value,63,0,-,-	
T	E2SM-RC-ControlOutcome-Format3	Q	1	ranP-List,198,0,-,-	
T	SEQUENCE OF	L	199	0 255 0
T	E2SM-RC-ControlOutcome-Format3-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	E2SM-RC-EventTrigger	Q	1	ric-eventTrigger-formats,201,0,-,-	
T	CHOICE	C	1	eventTrigger-Format1,202,0,-,- eventTrigger-Format2,243,0,-,- eventTrigger-Format3,246,0,-,- eventTrigger-Format4,257,0,-,- eventTrigger-Format5,273,0,-,-	
T	E2SM-RC-EventTrigger-Format1	Q	1	message-List,203,0,-,- globalAssociatedUEInfo,234,1,-,-	
T	SEQUENCE OF	L	204	1 65535 0
T	E2SM-RC-EventTrigger-Format1-Item	Q	1	ric-eventTriggerCondition-ID,205,0,-,- messageType,206,0,-,- messageDirection,233,1,-,- associatedUEInfo,234,1,-,- associatedUEEvent,239,1,-,- logicalOR,74,1,-,-	
T	RIC-EventTriggerCondition-ID	i	1 65535 1
T	MessageType-Choice	C	1	messageType-Choice-NI,207,0,-,- messageType-Choice-RRC,227,0,-,-	
T	MessageType-Choice-NI	Q	1	nI-Type,208,0,-,- nI-Identifier,209,1,-,- nI-Message,224,1,-,-	
T	InterfaceType	e	nG,xn,f1,e1,s1,x2,w1	+
T	InterfaceIdentifier	C	1	nG,210,0,-,- xN,211,0,-,- f1,212,0,-,- e1,214,0,-,- s1,216,0,-,- x2,217,0,-,- w1,222,0,-,-	
T	InterfaceID-NG	Q	1	guami,15,0,-,-	
T	InterfaceID-Xn	Q	1	global-NG-RAN-ID,28,0,-,-	
T	InterfaceID-F1	Q	1	globalGNB-ID,25,0,-,- gNB-DU-ID,213,0,-,-	
T	GNB-DU-ID	i	0 68719476735 0
T	InterfaceID-E1	Q	1	globalGNB-ID,25,0,-,- gNB-CU-UP-ID,215,0,-,-	
T	GNB-CU-UP-ID	i	0 68719476735 0
T	InterfaceID-S1	Q	1	gUMMEI,51,0,-,-	
T	InterfaceID-X2	Q	1	nodeType,218,0,-,-	
T	CHOICE	C	1	global-eNB-ID,42,0,-,- global-en-gNB-ID,219,0,-,-	
T	GlobalenGNB-ID	Q	1	pLMN-Identity,43,0,-,- gNB-ID,220,0,-,-	
T	ENGNB-ID	C	1	gNB-ID,221,0,-,-	
T	BIT STRING	B	22 32 0
T	InterfaceID-W1	Q	1	global-ng-eNB-ID,29,0,-,- ng-eNB-DU-ID,223,0,-,-	
T	NGENB-DU-ID	i	0 68719476735 0
T	Interface-MessageID	Q	1	interfaceProcedureID,225,0,-,- messageType,226,0,-,-	
T	INTEGER	i	- - 0
T	ENUMERATED	e	initiatingMessage,successfulOutcome,unsuccessfulOutcome	+
T	MessageType-Choice-RRC	Q	1	rRC-Message,228,0,-,-	
T	RRC-MessageID	Q	1	rrcType,229,0,-,- messageID,232,0,-,-	
T	CHOICE	C	1	lTE,230,0,-,- nR,231,0,-,-	
T	RRCclass-LTE	e	bCCH-BCH,bCCH-BCH-MBMS,bCCH-DL-SCH,bCCH-DL-SCH-BR,bCCH-DL-SCH-MBMS,mCCH,pCCH,dL-CCCH,dL-DCCH,uL-CCCH,uL-DCCH,sC-MCCH	+
T	RRCclass-NR	e	bCCH-BCH,bCCH-DL-SCH,dL-CCCH,dL-DCCH,pCCH,uL-CCCH,uL-CCCH1,uL-DCCH	+
T	INTEGER	i	- - 0
T	ENUMERATED	e	incoming,outgoing	+
T	EventTrigger-UE-Info	Q	1	ueInfo-List,235,0,-,-	
T	SEQUENCE OF	L	236	1 65535 0
T	EventTrigger-UE-Info-Item	Q	1	eventTriggerUEID,237,0,-,- ueType,238,0,-,- logicalOR,74,1,-,-	
T	RIC-EventTrigger-UE-ID	i	1 65535 1
T	CHOICE	C	1	ueType-Choice-Individual,12,0,-,- ueType-Choice-Group,75,0,-,-	
T	EventTrigger-UEevent-Info	Q	1	ueEvent-List,240,0,-,-	
T	SEQUENCE OF	L	241	1 65535 0
T	EventTrigger-UEevent-Info-Item	Q	1	ueEventID,242,0,-,- logicalOR,74,1,-,-	
T	RIC-EventTrigger-UEevent-ID	i	1 65535 1
T	E2SM-RC-EventTrigger-Format2	Q	1	ric-callProcessType-ID,244,0,-,- ric-callProcessBreakpoint-ID,245,0,-,- associatedE2NodeInfo,54,1,-,- associatedUEInfo,234,1,-,-	
T	RIC-CallProcessType-ID	i	1 65535 1
T	RIC-CallProcessBreakpoint-ID	i	1 65535 1
T	E2SM-RC-EventTrigger-Format3	Q	1	e2NodeInfoChange-List,247,0,-,-	
T	SEQUENCE OF	L	248	1 65535 0
T	E2SM-RC-EventTrigger-Format3-Item	Q	1	ric-eventTriggerCondition-ID,205,0,-,- e2NodeInfoChange-ID,249,0,-,- associatedCellInfo,250,1,-,- logicalOR,74,1,-,-	
T	INTEGER	i	1 512 1
T	EventTrigger-Cell-Info	Q	1	cellInfo-List,251,0,-,-	
T	SEQUENCE OF	L	252	1 65535 0
T	EventTrigger-Cell-Info-Item	Q	1	eventTriggerCellID,253,0,-,- cellType,254,0,-,- logicalOR,74,1,-,-	
T	RIC-EventTrigger-Cell-ID	i	1 65535 1
T	CHOICE	C	1	cellType-Choice-Individual,255,0,-,- cellType-Choice-Group,256,0,-,-	
T	EventTrigger-Cell-Info-Item-Choice-Individual	Q	1	cellGlobalID,76,0,-,-	
T	EventTrigger-Cell-Info-Item-Choice-Group	Q	1	ranParameterTesting,54,0,-,-	
T	E2SM-RC-EventTrigger-Format4	Q	1	uEInfoChange-List,258,0,-,-	
T	SEQUENCE OF	L	259	1 65535 0
T	E2SM-RC-EventTrigger-Format4-Item	Q	1	ric-eventTriggerCondition-ID,205,0,-,- triggerType,260,0,-,- associatedUEInfo,234,1,-,- logicalOR,74,1,-,-	
T	TriggerType-Choice	C	1	triggerType-Choice-RRCstate,261,0,-,- triggerType-Choice-UEID,265,0,-,- triggerType-Choice-L2state,267,0,-,-	triggerType-Choice-UEcontext,268,0,-,- triggerType-Choice-L2MACschChg,269,0,-,-
T	TriggerType-Choice-RRCstate	Q	1	rrcState-List,262,0,-,-	
T	SEQUENCE OF	L	263	1 8 0
T	TriggerType-Choice-RRCstate-Item	Q	1	stateChangedTo,264,0,-,- logicalOR,74,1,-,-	
T	RRC-State	e	rrc-connected,rrc-inactive,rrc-idle,any	+
T	TriggerType-Choice-UEID	Q	1	ueIDchange-ID,266,0,-,-	
T	INTEGER	i	1 512 1
T	TriggerType-Choice-L2state	Q	1	associatedL2variables,54,0,-,-	
T	TriggerType-Choice-UEcontext	Q	1	associatedUECtxtVariables,54,0,-,-	
T	TriggerType-Choice-L2MACschChg	Q	1	l2MACschChgType,270,0,-,-	
T	L2MACschChgType-Choice	C	1	triggerType-Choice-MIMOandBFconfig,271,0,-,-	
T	TriggerType-Choice-MIMOandBFconfig	Q	1	mIMOtransModeState,272,0,-,-	
T	ENUMERATED	e	enabled,disabled	+
T	NULL	n
T	E2SM-RC-IndicationHeader	Q	1	ric-indicationHeader-formats,275,0,-,-	
T	CHOICE	C	1	indicationHeader-Format1,276,0,-,- indicationHeader-Format2,277,0,-,-	indicationHeader-Format3,278,0,-,-
T	E2SM-RC-IndicationHeader-Format1	Q	1	ric-eventTriggerCondition-ID,205,1,-,-	
T	E2SM-RC-IndicationHeader-Format2	Q	1	ueID,13,0,-,- ric-InsertStyle-Type,118,0,-,- ric-InsertIndication-ID,142,0,-,-	
T	E2SM-RC-IndicationHeader-Format3	Q	1	ric-eventTriggerCondition-ID,205,1,-,- ueID,13,1,-,-	
T	E2SM-RC-IndicationMessage	Q	1	ric-indicationMessage-formats,280,0,-,-	
T	CHOICE	C	1	indicationMessage-Format1,281,0,-,- indicationMessage-Format2,284,0,-,- indicationMessage-Format3,289,0,-,- indicationMessage-Format4,320,0,-,- indicationMessage-Format5,321,0,-,-	indicationMessage-Format6,324,0,-,-
T	E2SM-RC-IndicationMessage-Format1	Q	1	ranP-Reported-List,282,0,-,-	
T	SEQUENCE OF	L	283	1 65535 0
T	E2SM-RC-IndicationMessage-Format1-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	E2SM-RC-IndicationMessage-Format2	Q	1	ueParameter-List,285,0,-,-	
T	SEQUENCE OF	L	286	1 65535 0
T	E2SM-RC-IndicationMessage-Format2-Item	Q	1	ueID,13,0,-,- ranP-List,287,0,-,-	
T	SEQUENCE OF	L	288	1 65535 0
T	E2SM-RC-IndicationMessage-Format2-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	E2SM-RC-IndicationMessage-Format3	Q	1	cellInfo-List,290,0,-,-	
T	SEQUENCE OF	L	291	1 65535 0
T	E2SM-RC-IndicationMessage-Format3-Item	Q	1	cellGlobal-ID,76,0,-,- cellContextInfo,292,1,-,- cellDeleted,293,1,-,- neighborRelation-Table,294,1,-,-	
T	OCTET STRING	O	0 - 0
T	BOOLEAN	b
T	NeighborRelation-Info	Q	1	servingCellPCI,295,0,-,- servingCellARFCN,297,0,-,- neighborCell-List,300,0,-,-	
T	ServingCell-PCI	C	1	nR,296,0,-,- eUTRA,115,0,-,-	
T	NR-PCI	i	0 1007 0
T	ServingCell-ARFCN	C	1	nR,298,0,-,- eUTRA,114,0,-,-	
T	NR-ARFCN	Q	1	nRARFCN,299,0,-,-	
T	INTEGER	i	0 3279165 0
T	NeighborCell-List	L	301	1 65535 0
T	NeighborCell-Item	C	1	ranType-Choice-NR,302,0,-,- ranType-Choice-EUTRA,316,0,-,-	
T	NeighborCell-Item-Choice-NR	Q	1	nR-CGI,77,0,-,- nR-PCI,296,0,-,- fiveGS-TAC,303,0,-,- nR-mode-info,304,0,-,- nR-FreqInfo,305,0,-,- x2-Xn-established,313,0,-,- hO-validated,314,0,-,- version,315,0,-,-	
T	FiveGS-TAC	O	3 3 0
T	ENUMERATED	e	fdd,tdd	+
T	NRFrequencyInfo	Q	1	nrARFCN,298,0,-,- frequencyBand-List,306,0,-,- frequencyShift7p5khz,312,1,-,-	
T	NRFrequencyBand-List	L	307	1 32 0
T	NRFrequencyBandItem	Q	1	freqBandIndicatorNr,308,0,-,- supportedSULBandList,309,0,-,-	
T	INTEGER	i	1 1024 1
T	SupportedSULBandList	L	310	0 32 0
T	SupportedSULFreqBandItem	Q	1	freqBandIndicatorNr,311,0,-,-	
T	INTEGER	i	1 1024 1
T	NRFrequencyShift7p5khz	e	false,true	+
T	ENUMERATED	e	true,false	+
T	ENUMERATED	e	true,false	+
T	INTEGER	i	1 65535 1
T	NeighborCell-Item-Choice-E-UTRA	Q	1	eUTRA-CGI,79,0,-,- eUTRA-PCI,115,0,-,- eUTRA-ARFCN,114,0,-,- eUTRA-TAC,116,0,-,- x2-Xn-established,317,0,-,- hO-validated,318,0,-,- version,319,0,-,-	
T	ENUMERATED	e	true,false	+
T	ENUMERATED	e	true,false	+
T	INTEGER	i	1 65535 1
T	NULL	n
T	E2SM-RC-IndicationMessage-Format5	Q	1	ranP-Requested-List,322,0,-,-	
T	SEQUENCE OF	L	323	0 65535 0
T	E2SM-RC-IndicationMessage-Format5-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	E2SM-RC-IndicationMessage-Format6	Q	1	ric-InsertStyle-List,325,0,-,-	
T	SEQUENCE OF	L	326	1 63 0
T	E2SM-RC-IndicationMessage-Format6-Style-Item	Q	1	indicated-Insert-Style-Type,118,0,-,- ric-InsertIndication-List,327,0,-,-	
T	SEQUENCE OF	L	328	1 63 0
T	E2SM-RC-IndicationMessage-Format6-Indication-Item	Q	1	ric-InsertIndication-ID,142,0,-,- ranP-InsertIndication-List,329,0,-,-	
T	SEQUENCE OF	L	330	0 65535 0
T	E2SM-RC-IndicationMessage-Format6-RANP-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,0,-,-	
T	E2SM-RC-QueryDefinition	Q	1	ric-queryDefinition-formats,332,0,-,-	
T	CHOICE	C	1	queryRequest-Format1,333,0,-,-	
T	E2SM-RC-QueryDefinition-Format1	Q	1	ranP-List,334,0,-,-	
T	SEQUENCE OF	L	335	1 65535 0
T	E2SM-RC-QueryDefinition-Format1-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-Definition,83,1,-,-	
T	E2SM-RC-QueryHeader	Q	1	ric-queryHeader-formats,337,0,-,-	
T	CHOICE	C	1	queryHeader-Format1,338,0,-,-	
T	E2SM-RC-QueryHeader-Format1	Q	1	ric-Style-Type,118,0,-,- associatedE2NodeInfo,54,1,-,- associatedUEInfo,7,1,-,-	
T	E2SM-RC-QueryOutcome	Q	1	ric-queryOutcome-formats,340,0,-,-	
T	CHOICE	C	1	queryOutcome-Format1,341,0,-,- queryOutcome-Format2,346,0,-,-	
T	E2SM-RC-QueryOutcome-Format1	Q	1	cellInfo-List,342,0,-,-	
T	SEQUENCE OF	L	343	1 65535 0
T	E2SM-RC-QueryOutcome-Format1-ItemCell	Q	1	cellGlobal-ID,76,0,-,- ranP-List,344,0,-,- neighborRelation-Table,294,1,-,-	
T	SEQUENCE OF	L	345	0 65535 0
T	E2SM-RC-QueryOutcome-Format1-ItemParameters	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,1,-,-	
T	E2SM-RC-QueryOutcome-Format2	Q	1	ueInfo-List,347,0,-,-	
T	SEQUENCE OF	L	348	0 65535 0
T	E2SM-RC-QueryOutcome-Format2-ItemUE	Q	1	ueID,13,0,-,- ranP-List,349,0,-,- ueFilterID,10,1,-,-	
T	SEQUENCE OF	L	350	0 65535 0
T	E2SM-RC-QueryOutcome-Format2-ItemParameters	Q	1	ranParameter-ID,56,0,-,- ranParameter-valueType,130,1,-,-	
T	E2SM-RC-RANFunctionDefinition	Q	1	ranFunction-Name,352,0,-,- ranFunctionDefinition-EventTrigger,357,1,-,- ranFunctionDefinition-Report,373,1,-,- ranFunctionDefinition-Insert,378,1,-,- ranFunctionDefinition-Control,386,1,-,- ranFunctionDefinition-Policy,395,1,-,-	sranFunctionDefinition-Query,404,1,-,-
T	RANfunction-Name	Q	1	ranFunction-ShortName,353,0,-,- ranFunction-E2SM-OID,354,0,-,- ranFunction-Description,355,0,-,- ranFunction-Instance,356,1,-,-	
T	PrintableString	k	PrintableString	1 150 1	8 0	
T	PrintableString	k	PrintableString	1 1000 1	8 0	
T	PrintableString	k	PrintableString	1 150 1	8 0	
T	INTEGER	i	- - 0
T	RANFunctionDefinition-EventTrigger	Q	1	ric-EventTriggerStyle-List,358,0,-,- ran-L2Parameters-List,361,1,-,- ran-CallProcessTypes-List,363,1,-,- ran-UEIdentificationParameters-List,370,1,-,- ran-CellIdentificationParameters-List,372,1,-,-	
T	SEQUENCE OF	L	359	1 63 0
T	RANFunctionDefinition-EventTrigger-Style-Item	Q	1	ric-EventTriggerStyle-Type,118,0,-,- ric-EventTriggerStyle-Name,360,0,-,- ric-EventTriggerFormat-Type,6,0,-,-	
T	RIC-Style-Name	k	PrintableString	1 150 1	8 0	
T	SEQUENCE OF	L	362	1 65535 0
T	L2Parameters-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	SEQUENCE OF	L	364	1 65535 0
T	RANFunctionDefinition-EventTrigger-CallProcess-Item	Q	1	callProcessType-ID,244,0,-,- callProcessType-Name,365,0,-,- callProcessBreakpoints-List,366,0,-,-	
T	RIC-CallProcessType-Name	k	PrintableString	1 150 1	8 0	
T	SEQUENCE OF	L	367	1 65535 0
T	RANFunctionDefinition-EventTrigger-Breakpoint-Item	Q	1	callProcessBreakpoint-ID,245,0,-,- callProcessBreakpoint-Name,368,0,-,- ran-CallProcessBreakpointParameters-List,369,1,-,-	
T	RIC-CallProcessBreakpoint-Name	k	PrintableString	1 150 1	8 0	
T	SEQUENCE OF	L	81	1 65535 0
T	SEQUENCE OF	L	371	1 65535 0
T	UEIdentification-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	SEQUENCE OF	L	98	1 65535 0
T	RANFunctionDefinition-Report	Q	1	ric-ReportStyle-List,374,0,-,-	
T	SEQUENCE OF	L	375	1 63 0
T	RANFunctionDefinition-Report-Item	Q	1	ric-ReportStyle-Type,118,0,-,- ric-ReportStyle-Name,360,0,-,- ric-SupportedEventTriggerStyle-Type,118,0,-,- ric-ReportActionFormat-Type,6,0,-,- ric-IndicationHeaderFormat-Type,6,0,-,- ric-IndicationMessageFormat-Type,6,0,-,- ran-ReportParameters-List,376,1,-,-	
T	SEQUENCE OF	L	377	1 65535 0
T	Report-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	RANFunctionDefinition-Insert	Q	1	ric-InsertStyle-List,379,0,-,-	
T	SEQUENCE OF	L	380	1 63 0
T	RANFunctionDefinition-Insert-Item	Q	1	ric-InsertStyle-Type,118,0,-,- ric-InsertStyle-Name,360,0,-,- ric-SupportedEventTriggerStyle-Type,118,0,-,- ric-ActionDefinitionFormat-Type,6,0,-,- ric-InsertIndication-List,381,1,-,- ric-IndicationHeaderFormat-Type,6,0,-,- ric-IndicationMessageFormat-Type,6,0,-,- ric-CallProcessIDFormat-Type,6,0,-,-	
T	SEQUENCE OF	L	382	1 65535 0
T	RANFunctionDefinition-Insert-Indication-Item	Q	1	ric-InsertIndication-ID,142,0,-,- ric-InsertIndication-Name,383,0,-,- ran-InsertIndicationParameters-List,384,1,-,-	
T	RIC-InsertIndication-Name	k	PrintableString	1 150 1	8 0	
T	SEQUENCE OF	L	385	1 65535 0
T	InsertIndication-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	RANFunctionDefinition-Control	Q	1	ric-ControlStyle-List,387,0,-,-	
T	SEQUENCE OF	L	388	1 63 0
T	RANFunctionDefinition-Control-Item	Q	1	ric-ControlStyle-Type,118,0,-,- ric-ControlStyle-Name,360,0,-,- ric-ControlAction-List,389,1,-,- ric-ControlHeaderFormat-Type,6,0,-,- ric-ControlMessageFormat-Type,6,0,-,- ric-CallProcessIDFormat-Type,6,1,-,- ric-ControlOutcomeFormat-Type,6,0,-,- ran-ControlOutcomeParameters-List,394,1,-,-	
T	SEQUENCE OF	L	390	1 65535 0
T	RANFunctionDefinition-Control-Action-Item	Q	1	ric-ControlAction-ID,127,0,-,- ric-ControlAction-Name,391,0,-,- ran-ControlActionParameters-List,392,1,-,-	sueGroup-ControlAction-Supported,393,0,-,-
T	RIC-ControlAction-Name	k	PrintableString	1 150 1	8 0	
T	SEQUENCE OF	L	99	1 65535 0
T	ENUMERATED	e	true,false	+
T	SEQUENCE OF	L	101	1 255 0
T	RANFunctionDefinition-Policy	Q	1	ric-PolicyStyle-List,396,0,-,-	
T	SEQUENCE OF	L	397	1 63 0
T	RANFunctionDefinition-Policy-Item	Q	1	ric-PolicyStyle-Type,118,0,-,- ric-PolicyStyle-Name,360,0,-,- ric-SupportedEventTriggerStyle-Type,118,0,-,- ric-PolicyAction-List,398,1,-,-	
T	SEQUENCE OF	L	399	1 65535 0
T	RANFunctionDefinition-Policy-Action-Item	Q	1	ric-PolicyAction-ID,127,0,-,- ric-PolicyAction-Name,391,0,-,- ric-ActionDefinitionFormat-Type,6,0,-,- ran-PolicyActionParameters-List,400,1,-,- ran-PolicyConditionParameters-List,402,1,-,-	
T	SEQUENCE OF	L	401	1 65535 0
T	PolicyAction-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	SEQUENCE OF	L	403	1 65535 0
T	PolicyCondition-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,-	sranParameter-Definition,83,1,-,-
T	RANFunctionDefinition-Query	Q	1	ric-QueryStyle-List,405,0,-,-	
T	SEQUENCE OF	L	406	1 63 0
T	RANFunctionDefinition-Query-Item	Q	1	ric-QueryStyle-Type,118,0,-,- ric-QueryStyle-Name,360,0,-,- ric-QueryHeaderFormat-Type,6,0,-,- ric-QueryDefinitionFormat-Type,6,0,-,- ric-QueryOutcomeFormat-Type,6,0,-,- ran-QueryParameters-List,407,1,-,-	
T	SEQUENCE OF	L	408	1 65535 0
T	Query-RANParameter-Item	Q	1	ranParameter-ID,56,0,-,- ranParameter-name,82,0,-,- ranParameter-Definition,83,1,-,-	
T	E2nodeComponentConfiguration	Q	1	e2nodeComponentRequestPart,410,0,-,- e2nodeComponentResponsePart,411,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	E2nodeComponentConfigurationAck	Q	1	updateOutcome,413,0,-,- failureCause,91,1,-,-	
T	ENUMERATED	e	success,failure	+
T	E2nodeComponentID	C	1	e2nodeComponentInterfaceTypeNG,415,0,-,- e2nodeComponentInterfaceTypeXn,416,0,-,- e2nodeComponentInterfaceTypeE1,426,0,-,- e2nodeComponentInterfaceTypeF1,427,0,-,- e2nodeComponentInterfaceTypeW1,428,0,-,- e2nodeComponentInterfaceTypeS1,429,0,-,- e2nodeComponentInterfaceTypeX2,431,0,-,-	
T	E2nodeComponentInterfaceNG	Q	1	amf-name,1,0,-,-	
T	E2nodeComponentInterfaceXn	Q	1	global-NG-RAN-Node-ID,417,0,-,-	
T	GlobalNG-RANNode-ID	C	1	gNB,418,0,-,- ng-eNB,421,0,-,-	
T	GlobalgNB-ID	Q	1	plmn-id,43,0,-,- gnb-id,419,0,-,-	
T	GNB-ID-Choice	C	1	gnb-ID,420,0,-,-	
T	BIT STRING	B	22 32 0
T	GlobalngeNB-ID	Q	1	plmn-id,43,0,-,- enb-id,422,0,-,-	
T	ENB-ID-Choice	C	1	enb-ID-macro,423,0,-,- enb-ID-shortmacro,424,0,-,- enb-ID-longmacro,425,0,-,-	
T	BIT STRING	B	20 20 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	E2nodeComponentInterfaceE1	Q	1	gNB-CU-UP-ID,215,0,-,-	
T	E2nodeComponentInterfaceF1	Q	1	gNB-DU-ID,213,0,-,-	
T	E2nodeComponentInterfaceW1	Q	1	ng-eNB-DU-ID,223,0,-,-	
T	E2nodeComponentInterfaceS1	Q	1	mme-name,430,0,-,-	
T	MMEname	k	PrintableString	1 150 1	8 0	
T	E2nodeComponentInterfaceX2	Q	1	global-eNB-ID,42,1,-,- global-en-gNB-ID,219,1,-,-	
T	E2nodeComponentInterfaceType	e	ng,xn,e1,f1,w1,s1,x2	+
T	EN-GNB-ID	C	1	en-gNB-ID,434,0,-,-	
T	BIT STRING	B	22 32 0
T	FiveQI	i	0 255 1
T	FreqBandNrItem	Q	1	freqBandIndicatorNr,437,0,-,-	
T	INTEGER	i	1 1024 1
T	GlobalE2node-ID	C	1	gNB,439,0,-,- en-gNB,440,0,-,- ng-eNB,441,0,-,- eNB,442,0,-,-	
T	GlobalE2node-gNB-ID	Q	1	global-gNB-ID,418,0,-,- global-en-gNB-ID,219,1,-,- gNB-CU-UP-ID,215,1,-,- gNB-DU-ID,213,1,-,-	
T	GlobalE2node-en-gNB-ID	Q	1	global-en-gNB-ID,219,0,-,- en-gNB-CU-UP-ID,215,1,-,- en-gNB-DU-ID,213,1,-,-	
T	GlobalE2node-ng-eNB-ID	Q	1	global-ng-eNB-ID,421,0,-,- global-eNB-ID,42,1,-,- ngENB-DU-ID,223,1,-,-	
T	GlobalE2node-eNB-ID	Q	1	global-eNB-ID,42,0,-,-	
T	GlobalRIC-ID	Q	1	pLMN-Identity,43,0,-,- ric-ID,444,0,-,-	
T	BIT STRING	B	20 20 0
T	GroupID	C	1	fiveGC,435,0,-,- ePC,446,0,-,-	
T	QCI	i	0 255 0
T	IndexToRFSP	i	1 256 1
T	Presence	e	optional,conditional,mandatory	-
T	QoSID	C	1	fiveGC,435,0,-,- ePC,446,0,-,-	
T	QosFlowIdentifier	i	0 63 1
T	RANfunctionDefinition	O	0 - 0
T	RANfunctionID	i	0 4095 0
T	RANfunctionOID	k	PrintableString	1 1000 1	8 0	
T	RANfunctionRevision	i	0 4095 0
T	RICactionDefinition	O	0 - 0
T	RICactionExecutionOrder	i	0 255 1
T	RICactionID	i	0 255 0
T	RICactionType	e	report,insert,policy	+
T	RICcallProcessID	O	0 - 0
T	RICcontrolAckRequest	e	noAck,ack	+
T	RICcontrolHeader	O	0 - 0
T	RICcontrolMessage	O	0 - 0
T	RICcontrolOutcome	O	0 - 0
T	RICeventTriggerDefinition	O	0 - 0
T	RICindicationHeader	O	0 - 0
T	RICindicationMessage	O	0 - 0
T	RICindicationSN	i	0 65535 0
T	RICindicationType	e	report,insert	+
T	RICqueryDefinition	O	0 - 0
T	RICqueryHeader	O	0 - 0
T	RICqueryOutcome	O	0 - 0
T	RICsubscriptionTime	O	8 8 0
T	RICsubsequentAction	Q	1	ricSubsequentActionType,474,0,-,- ricTimeToWait,475,0,-,-	
T	RICsubsequentActionType	e	continue,wait	+
T	RICtimeToWait	e	w1ms,w2ms,w5ms,w10ms,w20ms,w30ms,w40ms,w50ms,w100ms,w200ms,w500ms,w1s,w2s,w5s,w10s,w20s,w60s	+
T	S-NSSAI	Q	1	sST,477,0,-,- sD,478,1,-,-	
T	SST	O	1 1 0
T	SD	O	3 3 0
T	SubscriberProfileIDforRFP	i	1 256 0
T	TNLinformation	Q	1	tnlAddress,481,0,-,- tnlPort,482,1,-,-	
T	BIT STRING	B	1 160 1
T	BIT STRING	B	16 16 0
T	TNLusage	e	ric-service,support-function,both	+
T	TimeToWait	e	v1s,v2s,v5s,v10s,v20s,v60s	+
T	TransactionID	i	0 255 1
N	AMF-UE-NGAP-ID	0
N	AMFName	1
N	AMFPointer	2
N	AMFRegionID	3
N	AMFSetID	4
N	AdditionalSupportedFormat-UEGroupControl	5
N	Associated-UE-Info	7
N	Associated-UE-Info-Item	9
N	CGI	76
N	CallProcessBreakpoint-RANParameter-Item	81
N	Cause	91
N	CauseE2node	94
N	CauseMisc	97
N	CauseProtocol	96
N	CauseRICrequest	92
N	CauseRICservice	93
N	CauseTransport	95
N	CellIdentification-RANParameter-Item	98
N	ControlAction-RANParameter-Item	99
N	ControlOutcome-RANParameter-Item	101
N	CoreCPID	102
N	Criticality	103
N	CriticalityDiagnostics	104
N	CriticalityDiagnostics-IE-Item	111
N	CriticalityDiagnostics-IE-List	110
N	E-UTRA-ARFCN	114
N	E-UTRA-PCI	115
N	E-UTRA-TAC	116
N	E2SM-RC-ActionDefinition	117
N	E2SM-RC-ActionDefinition-Format1	120
N	E2SM-RC-ActionDefinition-Format1-Item	122
N	E2SM-RC-ActionDefinition-Format2	123
N	E2SM-RC-ActionDefinition-Format2-Item	125
N	E2SM-RC-ActionDefinition-Format3	141
N	E2SM-RC-ActionDefinition-Format3-Item	144
N	E2SM-RC-ActionDefinition-Format4	145
N	E2SM-RC-ActionDefinition-Format4-Indication-Item	149
N	E2SM-RC-ActionDefinition-Format4-RANP-Item	151
N	E2SM-RC-ActionDefinition-Format4-Style-Item	147
N	E2SM-RC-CallProcessID	152
N	E2SM-RC-CallProcessID-Format1	154
N	E2SM-RC-ControlHeader	156
N	E2SM-RC-ControlHeader-Format1	158
N	E2SM-RC-ControlHeader-Format2	160
N	E2SM-RC-ControlHeader-Format3	162
N	E2SM-RC-ControlMessage	167
N	E2SM-RC-ControlMessage-Format1	169
N	E2SM-RC-ControlMessage-Format1-Item	171
N	E2SM-RC-ControlMessage-Format2	172
N	E2SM-RC-ControlMessage-Format2-ControlAction-Item	176
N	E2SM-RC-ControlMessage-Format2-Style-Item	174
N	E2SM-RC-ControlMessage-Format3	177
N	E2SM-RC-ControlOutcome	185
N	E2SM-RC-ControlOutcome-Format1	187
N	E2SM-RC-ControlOutcome-Format1-Item	189
N	E2SM-RC-ControlOutcome-Format2	190
N	E2SM-RC-ControlOutcome-Format2-ControlOutcome-Item	194
N	E2SM-RC-ControlOutcome-Format2-RANP-Item	196
N	E2SM-RC-ControlOutcome-Format2-Style-Item	192
N	E2SM-RC-ControlOutcome-Format3	197
N	E2SM-RC-ControlOutcome-Format3-Item	199
N	E2SM-RC-EntityFilter	179
N	E2SM-RC-EventTrigger	200
N	E2SM-RC-EventTrigger-Format1	202
N	E2SM-RC-EventTrigger-Format1-Item	204
N	E2SM-RC-EventTrigger-Format2	243
N	E2SM-RC-EventTrigger-Format3	246
N	E2SM-RC-EventTrigger-Format3-Item	248
N	E2SM-RC-EventTrigger-Format4	257
N	E2SM-RC-EventTrigger-Format4-Item	259
N	E2SM-RC-IndicationHeader	274
N	E2SM-RC-IndicationHeader-Format1	276
N	E2SM-RC-IndicationHeader-Format2	277
N	E2SM-RC-IndicationHeader-Format3	278
N	E2SM-RC-IndicationMessage	279
N	E2SM-RC-IndicationMessage-Format1	281
N	E2SM-RC-IndicationMessage-Format1-Item	283
N	E2SM-RC-IndicationMessage-Format2	284
N	E2SM-RC-IndicationMessage-Format2-Item	286
N	E2SM-RC-IndicationMessage-Format2-RANParameter-Item	288
N	E2SM-RC-IndicationMessage-Format3	289
N	E2SM-RC-IndicationMessage-Format3-Item	291
N	E2SM-RC-IndicationMessage-Format5	321
N	E2SM-RC-IndicationMessage-Format5-Item	323
N	E2SM-RC-IndicationMessage-Format6	324
N	E2SM-RC-IndicationMessage-Format6-Indication-Item	328
N	E2SM-RC-IndicationMessage-Format6-RANP-Item	330
N	E2SM-RC-IndicationMessage-Format6-Style-Item	326
N	E2SM-RC-QueryDefinition	331
N	E2SM-RC-QueryDefinition-Format1	333
N	E2SM-RC-QueryDefinition-Format1-Item	335
N	E2SM-RC-QueryHeader	336
N	E2SM-RC-QueryHeader-Format1	338
N	E2SM-RC-QueryOutcome	339
N	E2SM-RC-QueryOutcome-Format1	341
N	E2SM-RC-QueryOutcome-Format1-ItemCell	343
N	E2SM-RC-QueryOutcome-Format1-ItemParameters	345
N	E2SM-RC-QueryOutcome-Format2	346
N	E2SM-RC-QueryOutcome-Format2-ItemParameters	350
N	E2SM-RC-QueryOutcome-Format2-ItemUE	348
N	E2SM-RC-RANFunctionDefinition	351
N	E2nodeComponentConfiguration	409
N	E2nodeComponentConfigurationAck	412
N	E2nodeComponentID	414
N	E2nodeComponentInterfaceE1	426
N	E2nodeComponentInterfaceF1	427
N	E2nodeComponentInterfaceNG	415
N	E2nodeComponentInterfaceS1	429
N	E2nodeComponentInterfaceType	432
N	E2nodeComponentInterfaceW1	428
N	E2nodeComponentInterfaceX2	431
N	E2nodeComponentInterfaceXn	416
N	EN-GNB-ID	433
N	ENB-ID	44
N	ENB-ID-Choice	422
N	ENB-UE-X2AP-ID	40
N	ENB-UE-X2AP-ID-Extension	41
N	ENGNB-ID	220
N	EUTRA-CGI	79
N	EUTRACellIdentity	80
N	EntityAgnostic-ranP-ControlParameters	184
N	EntityFilter-ID	180
N	EntitySpecific-ranP-ControlParameters	182
N	EventTrigger-Cell-Info	250
N	EventTrigger-Cell-Info-Item	252
N	EventTrigger-Cell-Info-Item-Choice-Group	256
N	EventTrigger-Cell-Info-Item-Choice-Individual	255
N	EventTrigger-UE-Info	234
N	EventTrigger-UE-Info-Item	236
N	EventTrigger-UE-Info-Item-Choice-Group	75
N	EventTrigger-UE-Info-Item-Choice-Individual	12
N	EventTrigger-UEevent-Info	239
N	EventTrigger-UEevent-Info-Item	241
N	FiveGS-TAC	303
N	FiveQI	435
N	FreqBandNrItem	436
N	GNB-CU-CP-UE-E1AP-ID	22
N	GNB-CU-UE-F1AP-ID	19
N	GNB-CU-UP-ID	215
N	GNB-DU-ID	213
N	GNB-ID	26
N	GNB-ID-Choice	419
N	GUAMI	15
N	GUMMEI	51
N	GlobalE2node-ID	438
N	GlobalE2node-eNB-ID	442
N	GlobalE2node-en-gNB-ID	440
N	GlobalE2node-gNB-ID	439
N	GlobalE2node-ng-eNB-ID	441
N	GlobalENB-ID	42
N	GlobalGNB-ID	25
N	GlobalNG-RANNode-ID	417
N	GlobalNGRANNodeID	28
N	GlobalNgENB-ID	29
N	GlobalRIC-ID	443
N	GlobalenGNB-ID	219
N	GlobalgNB-ID	418
N	GlobalngeNB-ID	421
N	GroupID	445
N	IndexToRFSP	447
N	InsertIndication-RANParameter-Item	385
N	Interface-MessageID	224
N	InterfaceID-E1	214
N	InterfaceID-F1	212
N	InterfaceID-NG	210
N	InterfaceID-S1	216
N	InterfaceID-W1	222
N	InterfaceID-X2	217
N	InterfaceID-Xn	211
N	InterfaceIdentifier	209
N	InterfaceType	208
N	L2MACschChgType-Choice	270
N	L2Parameters-RANParameter-Item	362
N	ListOfAdditionalSupportedFormats-UEGroupControl	100
N	LogicalOR	74
N	MME-Code	53
N	MME-Group-ID	52
N	MME-UE-S1AP-ID	50
N	MMEname	430
N	MessageType-Choice	206
N	MessageType-Choice-NI	207
N	MessageType-Choice-RRC	227
N	NG-RANnodeUEXnAPID	24
N	NGENB-CU-UE-W1AP-ID	37
N	NGENB-DU-ID	223
N	NR-ARFCN	298
N	NR-CGI	77
N	NR-PCI	296
N	NRCellIdentity	78
N	NRFrequencyBand-List	306
N	NRFrequencyBandItem	307
N	NRFrequencyInfo	305
N	NRFrequencyShift7p5khz	312
N	NeighborCell-Item	301
N	NeighborCell-Item-Choice-E-UTRA	316
N	NeighborCell-Item-Choice-NR	302
N	NeighborCell-List	300
N	NeighborRelation-Info	294
N	NgENB-ID	30
N	PLMN-Identity	43
N	PLMNIdentity	16
N	PolicyAction-RANParameter-Item	401
N	PolicyCondition-RANParameter-Item	403
N	Presence	448
N	ProcedureCode	105
N	ProtocolIE-ID	112
N	QCI	446
N	QoSID	449
N	QosFlowIdentifier	450
N	Query-RANParameter-Item	408
N	RAN-CallProcess-ID	155
N	RANFunctionDefinition-Control	386
N	RANFunctionDefinition-Control-Action-Item	390
N	RANFunctionDefinition-Control-Item	388
N	RANFunctionDefinition-EventTrigger	357
N	RANFunctionDefinition-EventTrigger-Breakpoint-Item	367
N	RANFunctionDefinition-EventTrigger-CallProcess-Item	364
N	RANFunctionDefinition-EventTrigger-Style-Item	359
N	RANFunctionDefinition-Insert	378
N	RANFunctionDefinition-Insert-Indication-Item	382
N	RANFunctionDefinition-Insert-Item	380
N	RANFunctionDefinition-Policy	395
N	RANFunctionDefinition-Policy-Action-Item	399
N	RANFunctionDefinition-Policy-Item	397
N	RANFunctionDefinition-Query	404
N	RANFunctionDefinition-Query-Item	406
N	RANFunctionDefinition-Report	373
N	RANFunctionDefinition-Report-Item	375
N	RANParameter-Definition	83
N	RANParameter-Definition-Choice	84
N	RANParameter-Definition-Choice-LIST	85
N	RANParameter-Definition-Choice-LIST-Item	87
N	RANParameter-Definition-Choice-STRUCTURE	88
N	RANParameter-Definition-Choice-STRUCTURE-Item	90
N	RANParameter-ID	56
N	RANParameter-LIST	138
N	RANParameter-Name	82
N	RANParameter-STRUCTURE	134
N	RANParameter-STRUCTURE-Item	136
N	RANParameter-Testing	54
N	RANParameter-Testing-Item	55
N	RANParameter-Testing-Item-Choice-ElementFalse	70
N	RANParameter-Testing-Item-Choice-ElementTrue	62
N	RANParameter-Testing-Item-Choice-List	58
N	RANParameter-Testing-Item-Choice-Structure	60
N	RANParameter-Testing-LIST	59
N	RANParameter-Testing-STRUCTURE	61
N	RANParameter-TestingCondition	71
N	RANParameter-Value	63
N	RANParameter-ValueType	130
N	RANParameter-ValueType-Choice-ElementFalse	132
N	RANParameter-ValueType-Choice-ElementTrue	131
N	RANParameter-ValueType-Choice-List	137
N	RANParameter-ValueType-Choice-Structure	133
N	RANUEID	23
N	RANfunction-Name	352
N	RANfunctionDefinition	451
N	RANfunctionID	452
N	RANfunctionOID	453
N	RANfunctionRevision	454
N	RIC-CallProcessBreakpoint-ID	245
N	RIC-CallProcessBreakpoint-Name	368
N	RIC-CallProcessType-ID	244
N	RIC-CallProcessType-Name	365
N	RIC-ControlAction-ID	127
N	RIC-ControlAction-Name	391
N	RIC-EventTrigger-Cell-ID	253
N	RIC-EventTrigger-UE-ID	237
N	RIC-EventTrigger-UEevent-ID	242
N	RIC-EventTriggerCondition-ID	205
N	RIC-Format-Type	6
N	RIC-InsertIndication-ID	142
N	RIC-InsertIndication-Name	383
N	RIC-PolicyAction	126
N	RIC-PolicyAction-RANParameter-Item	129
N	RIC-Style-Name	360
N	RIC-Style-Type	118
N	RICactionDefinition	455
N	RICactionExecutionOrder	456
N	RICactionID	457
N	RICactionType	458
N	RICcallProcessID	459
N	RICcontrolAckRequest	460
N	RICcontrolHeader	461
N	RICcontrolMessage	462
N	RICcontrolOutcome	463
N	RICeventTriggerDefinition	464
N	RICindicationHeader	465
N	RICindicationMessage	466
N	RICindicationSN	467
N	RICindicationType	468
N	RICqueryDefinition	469
N	RICqueryHeader	470
N	RICqueryOutcome	471
N	RICrequestID	107
N	RICsubscriptionTime	472
N	RICsubsequentAction	473
N	RICsubsequentActionType	474
N	RICtimeToWait	475
N	RRC-MessageID	228
N	RRC-State	264
N	RRCclass-LTE	230
N	RRCclass-NR	231
N	Report-RANParameter-Item	377
N	S-NSSAI	476
N	SD	478
N	SST	477
N	ServingCell-ARFCN	297
N	ServingCell-PCI	295
N	SubscriberProfileIDforRFP	479
N	SupportedSULBandList	309
N	SupportedSULFreqBandItem	310
N	TNLinformation	480
N	TNLusage	483
N	TimeToWait	484
N	TransactionID	485
N	TriggerType-Choice	260
N	TriggerType-Choice-L2MACschChg	269
N	TriggerType-Choice-L2state	267
N	TriggerType-Choice-MIMOandBFconfig	271
N	TriggerType-Choice-RRCstate	261
N	TriggerType-Choice-RRCstate-Item	263
N	TriggerType-Choice-UEID	265
N	TriggerType-Choice-UEcontext	268
N	TriggeringMessage	106
N	TypeOfError	113
N	UE-Filter-ID	10
N	UE-Group-Definition	164
N	UE-Group-ID	163
N	UEGroupDefinitionIdentifier-Item	166
N	UEID	13
N	UEID-EN-GNB	39
N	UEID-ENB	49
N	UEID-GNB	14
N	UEID-GNB-CU-CP-E1AP-ID-Item	21
N	UEID-GNB-CU-CP-E1AP-ID-List	20
N	UEID-GNB-CU-CP-F1AP-ID-Item	18
N	UEID-GNB-CU-F1AP-ID-List	17
N	UEID-GNB-CU-UP	35
N	UEID-GNB-DU	34
N	UEID-NG-ENB	36
N	UEID-NG-ENB-DU	38
N	UEIdentification-RANParameter-Item	371
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
K	maxE1APid	65535
K	maxEARFCN	65535
K	maxF1APid	4
K	maxGroupDefinitionIdentifierParameters	255
K	maxNRARFCN	3279165
K	maxProtocolIEs	65535
K	maxnoofAssociatedEntityFilters	255
K	maxnoofAssociatedRANParameters	65535
K	maxnoofCallProcessBreakpoints	65535
K	maxnoofCallProcessTypes	65535
K	maxnoofCellID	65535
K	maxnoofCellInfo	65535
K	maxnoofControlAction	65535
K	maxnoofE2InfoChanges	65535
K	maxnoofErrors	256
K	maxnoofFormatTypes	63
K	maxnoofInsertIndication	65535
K	maxnoofInsertIndicationActions	63
K	maxnoofItemsinList	65535
K	maxnoofMessages	65535
K	maxnoofMulCtrlActions	63
K	maxnoofNeighbourCell	65535
K	maxnoofNrCellBands	32
K	maxnoofParametersToReport	65535
K	maxnoofParametersinStructure	65535
K	maxnoofPolicyAction	65535
K	maxnoofPolicyConditions	65535
K	maxnoofRANOutcomeParameters	255
K	maxnoofRANparamTest	255
K	maxnoofRICStyles	63
K	maxnoofRRCstate	8
K	maxnoofUEID	65535
K	maxnoofUEInfo	65535
K	maxnoofUEInfoChanges	65535
K	maxnoofUEeventInfo	65535
K	maxofE2nodeComponents	1024
K	maxofRANfunctionID	256
K	maxofRICactionID	16
K	maxofRICrequestID	1024
K	maxofTNLA	32
"""#
}
