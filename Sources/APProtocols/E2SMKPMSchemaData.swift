// GENERATED FILE - DO NOT EDIT.
// Schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
// O-RAN.WG3.E2SM-KPM v03.00 with E2SM common IEs v03.01 and the E2AP IEs they use, as shipped with Wireshark v4.4.18 (two edits: see APSchemaDriftTests.patched)
// (shared/asn1: e2ap/E2AP-CommonDataTypes.asn, e2ap/E2AP-Constants.asn, e2ap/E2AP-IEs.asn, e2ap/e2sm/e2sm-v3.01.asn, e2ap/e2sm/e2sm-kpm-v3.00.asn).
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter APSchemaDriftTests
// swiftlint:disable all

/// Serialized ``ASN1Schema`` (see ``ASN1Schema/serialized()``).
enum E2SMKPMSchemaData {
    static let text = #"""
ASN1SCHEMA 1
T	AMF-UE-NGAP-ID	i	0 1099511627775 0
T	AMFName	k	PrintableString	1 150 1	8 0	
T	AMFPointer	B	6 6 0
T	AMFRegionID	B	8 8 0
T	AMFSetID	B	10 10 0
T	BinIndex	i	1 65535 1
T	BinRangeDefinition	Q	1	binRangeListX,7,0,-,- binRangeListY,7,1,-,- binRangeListZ,7,1,-,-	
T	BinRangeList	L	8	1 65535 0
T	BinRangeItem	Q	1	binIndex,5,0,-,- startValue,9,0,-,- endValue,9,0,-,-	
T	BinRangeValue	C	1	valueInt,10,0,-,- valueReal,11,0,-,-	
T	INTEGER	i	- - 0
T	REAL	r
T	CGI	C	1	nR-CGI,13,0,-,- eUTRA-CGI,16,0,-,-	
T	NR-CGI	Q	1	pLMNIdentity,14,0,-,- nRCellIdentity,15,0,-,-	
T	PLMNIdentity	O	3 3 0
T	NRCellIdentity	B	36 36 0
T	EUTRA-CGI	Q	1	pLMNIdentity,14,0,-,- eUTRACellIdentity,17,0,-,-	
T	EUTRACellIdentity	B	28 28 0
T	Cause	C	1	ricRequest,19,0,-,- ricService,20,0,-,- e2Node,21,0,-,- transport,22,0,-,- protocol,23,0,-,- misc,24,0,-,-	
T	CauseRICrequest	e	ran-function-id-invalid,action-not-supported,excessive-actions,duplicate-action,duplicate-event-trigger,function-resource-limit,request-id-unknown,inconsistent-action-subsequent-action-sequence,control-message-invalid,ric-call-process-id-invalid,control-timer-expired,control-failed-to-execute,system-not-ready,unspecified	+ric-subscription-end-time-expired,ric-subscription-end-time-invalid,duplicate-ric-request-id,eventTriggerNotSupported,requested-information-unavailable,invalid-information-request
T	CauseRICservice	e	ran-function-not-supported,excessive-functions,ric-resource-limit	+
T	CauseE2node	e	e2node-component-unknown	+
T	CauseTransport	e	unspecified,transport-resource-unavailable	+
T	CauseProtocol	e	transfer-syntax-error,abstract-syntax-error-reject,abstract-syntax-error-ignore-and-notify,message-not-compatible-with-receiver-state,semantic-error,abstract-syntax-error-falsely-constructed-message,unspecified	+
T	CauseMisc	e	control-processing-overload,hardware-failure,om-intervention,unspecified	+
T	CoreCPID	C	1	fiveGC,26,0,-,- ePC,27,0,-,-	
T	GUAMI	Q	1	pLMNIdentity,14,0,-,- aMFRegionID,3,0,-,- aMFSetID,4,0,-,- aMFPointer,2,0,-,-	
T	GUMMEI	Q	1	pLMN-Identity,14,0,-,- mME-Group-ID,28,0,-,- mME-Code,29,0,-,-	
T	MME-Group-ID	O	2 2 0
T	MME-Code	O	1 1 0
T	Criticality	e	reject,ignore,notify	-
T	CriticalityDiagnostics	Q	1	procedureCode,32,1,-,- triggeringMessage,33,1,-,- procedureCriticality,30,1,-,- ricRequestorID,34,1,-,- iEsCriticalityDiagnostics,37,1,-,-	
T	ProcedureCode	i	0 255 0
T	TriggeringMessage	e	initiating-message,successful-outcome,unsuccessfull-outcome	-
T	RICrequestID	Q	1	ricRequestorID,35,0,-,- ricInstanceID,36,0,-,-	
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	CriticalityDiagnostics-IE-List	L	38	1 256 0
T	CriticalityDiagnostics-IE-Item	Q	1	iECriticality,30,0,-,- iE-ID,39,0,-,- typeOfError,40,0,-,-	
T	ProtocolIE-ID	i	0 65535 0
T	TypeOfError	e	not-understood,missing	+
T	DistMeasurementBinRangeItem	Q	1	measType,42,0,-,- binRangeDef,6,0,-,-	
T	MeasurementType	C	1	measName,43,0,-,- measID,44,0,-,-	
T	MeasurementTypeName	k	PrintableString	1 150 1	8 0	
T	MeasurementTypeID	i	1 65536 1
T	DistMeasurementBinRangeList	L	41	1 65535 0
T	E-UTRA-ARFCN	i	0 65535 0
T	E-UTRA-PCI	i	0 503 1
T	E-UTRA-TAC	O	2 2 0
T	E2SM-KPM-ActionDefinition	Q	1	ric-Style-Type,50,0,-,- actionDefinition-formats,51,0,-,-	
T	RIC-Style-Type	i	- - 0
T	CHOICE	C	1	actionDefinition-Format1,52,0,-,- actionDefinition-Format2,82,0,-,- actionDefinition-Format3,119,0,-,-	actionDefinition-Format4,148,0,-,- actionDefinition-Format5,151,0,-,-
T	E2SM-KPM-ActionDefinition-Format1	Q	1	measInfoList,53,0,-,- granulPeriod,81,0,-,- cellGlobalID,12,1,-,-	sdistMeasBinRangeInfo,45,1,-,-
T	MeasurementInfoList	L	54	1 65535 0
T	MeasurementInfoItem	Q	1	measType,42,0,-,- labelInfoList,55,0,-,-	
T	LabelInfoList	L	56	1 2147483647 0
T	LabelInfoItem	Q	1	measLabel,57,0,-,-	
T	MeasurementLabel	Q	1	noLabel,58,1,-,- plmnID,14,1,-,- sliceID,59,1,-,- fiveQI,62,1,-,- qFI,63,1,-,- qCI,64,1,-,- qCImax,64,1,-,- qCImin,64,1,-,- aRPmax,65,1,-,- aRPmin,66,1,-,- bitrateRange,67,1,-,- layerMU-MIMO,68,1,-,- sUM,69,1,-,- distBinX,70,1,-,- distBinY,71,1,-,- distBinZ,72,1,-,- preLabelOverride,73,1,-,- startEndInd,74,1,-,- min,75,1,-,- max,76,1,-,- avg,77,1,-,-	sssbIndex,78,1,-,-;snonGoB-BFmode-Index,79,1,-,-;smIMO-mode-Index,80,1,-,-
T	ENUMERATED	e	true	+
T	S-NSSAI	Q	1	sST,60,0,-,- sD,61,1,-,-	
T	SST	O	1 1 0
T	SD	O	3 3 0
T	FiveQI	i	0 255 1
T	QosFlowIdentifier	i	0 63 1
T	QCI	i	0 255 0
T	INTEGER	i	1 15 1
T	INTEGER	i	1 15 1
T	INTEGER	i	1 65535 1
T	INTEGER	i	1 65535 1
T	ENUMERATED	e	true	+
T	INTEGER	i	1 65535 1
T	INTEGER	i	1 65535 1
T	INTEGER	i	1 65535 1
T	ENUMERATED	e	true	+
T	ENUMERATED	e	start,end	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	INTEGER	i	1 65535 1
T	INTEGER	i	1 65535 1
T	INTEGER	i	1 2 1
T	GranularityPeriod	i	1 4294967295 0
T	E2SM-KPM-ActionDefinition-Format2	Q	1	ueID,83,0,-,- subscriptInfo,52,0,-,-	
T	UEID	C	1	gNB-UEID,84,0,-,- gNB-DU-UEID,102,0,-,- gNB-CU-UP-UEID,103,0,-,- ng-eNB-UEID,104,0,-,- ng-eNB-DU-UEID,106,0,-,- en-gNB-UEID,107,0,-,- eNB-UEID,117,0,-,-	
T	UEID-GNB	Q	1	amf-UE-NGAP-ID,0,0,-,- guami,26,0,-,- gNB-CU-UE-F1AP-ID-List,85,1,-,- gNB-CU-CP-UE-E1AP-ID-List,88,1,-,- ran-UEID,91,1,-,- m-NG-RAN-UE-XnAP-ID,92,1,-,- globalGNB-ID,93,1,-,-	sglobalNG-RANNode-ID,96,1,-,-
T	UEID-GNB-CU-F1AP-ID-List	L	86	1 4 0
T	UEID-GNB-CU-CP-F1AP-ID-Item	Q	1	gNB-CU-UE-F1AP-ID,87,0,-,-	
T	GNB-CU-UE-F1AP-ID	i	0 4294967295 0
T	UEID-GNB-CU-CP-E1AP-ID-List	L	89	1 65535 0
T	UEID-GNB-CU-CP-E1AP-ID-Item	Q	1	gNB-CU-CP-UE-E1AP-ID,90,0,-,-	
T	GNB-CU-CP-UE-E1AP-ID	i	0 4294967295 0
T	RANUEID	O	8 8 0
T	NG-RANnodeUEXnAPID	i	0 4294967295 0
T	GlobalGNB-ID	Q	1	pLMNIdentity,14,0,-,- gNB-ID,94,0,-,-	
T	GNB-ID	C	1	gNB-ID,95,0,-,-	
T	BIT STRING	B	22 32 0
T	GlobalNGRANNodeID	C	1	gNB,93,0,-,- ng-eNB,97,0,-,-	
T	GlobalNgENB-ID	Q	1	pLMNIdentity,14,0,-,- ngENB-ID,98,0,-,-	
T	NgENB-ID	C	1	macroNgENB-ID,99,0,-,- shortMacroNgENB-ID,100,0,-,- longMacroNgENB-ID,101,0,-,-	
T	BIT STRING	B	20 20 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	UEID-GNB-DU	Q	1	gNB-CU-UE-F1AP-ID,87,0,-,- ran-UEID,91,1,-,-	
T	UEID-GNB-CU-UP	Q	1	gNB-CU-CP-UE-E1AP-ID,90,0,-,- ran-UEID,91,1,-,-	
T	UEID-NG-ENB	Q	1	amf-UE-NGAP-ID,0,0,-,- guami,26,0,-,- ng-eNB-CU-UE-W1AP-ID,105,1,-,- m-NG-RAN-UE-XnAP-ID,92,1,-,- globalNgENB-ID,97,1,-,-	sglobalNG-RANNode-ID,96,1,-,-
T	NGENB-CU-UE-W1AP-ID	i	0 4294967295 0
T	UEID-NG-ENB-DU	Q	1	ng-eNB-CU-UE-W1AP-ID,105,0,-,-	
T	UEID-EN-GNB	Q	1	m-eNB-UE-X2AP-ID,108,0,-,- m-eNB-UE-X2AP-ID-Extension,109,1,-,- globalENB-ID,110,0,-,- gNB-CU-UE-F1AP-ID,87,1,-,- gNB-CU-CP-UE-E1AP-ID-List,88,1,-,- ran-UEID,91,1,-,-	
T	ENB-UE-X2AP-ID	i	0 4095 0
T	ENB-UE-X2AP-ID-Extension	i	0 4095 1
T	GlobalENB-ID	Q	1	pLMN-Identity,111,0,-,- eNB-ID,112,0,-,-	
T	PLMN-Identity	O	3 3 0
T	ENB-ID	C	1	macro-eNB-ID,113,0,-,- home-eNB-ID,114,0,-,-	short-Macro-eNB-ID,115,0,-,- long-Macro-eNB-ID,116,0,-,-
T	BIT STRING	B	20 20 0
T	BIT STRING	B	28 28 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	UEID-ENB	Q	1	mME-UE-S1AP-ID,118,0,-,- gUMMEI,27,0,-,- m-eNB-UE-X2AP-ID,108,1,-,- m-eNB-UE-X2AP-ID-Extension,109,1,-,- globalENB-ID,110,1,-,-	
T	MME-UE-S1AP-ID	i	0 4294967295 0
T	E2SM-KPM-ActionDefinition-Format3	Q	1	measCondList,120,0,-,- granulPeriod,81,0,-,- cellGlobalID,12,1,-,-	
T	MeasurementCondList	L	121	1 65535 0
T	MeasurementCondItem	Q	1	measType,42,0,-,- matchingCond,122,0,-,-	sbinRangeDef,6,1,-,-
T	MatchingCondList	L	123	1 32768 0
T	MatchingCondItem	Q	1	matchingCondChoice,124,0,-,- logicalOR,147,1,-,-	
T	MatchingCondItem-Choice	C	1	measLabel,57,0,-,- testCondInfo,125,0,-,-	
T	TestCondInfo	Q	1	testType,126,0,-,- testExpr,138,1,-,- testValue,139,1,-,-	
T	TestCond-Type	C	1	gBR,127,0,-,- aMBR,128,0,-,- isStat,129,0,-,- isCatM,130,0,-,- rSRP,131,0,-,- rSRQ,132,0,-,-	ul-rSRP,133,0,-,- cQI,134,0,-,- fiveQI,135,0,-,- qCI,136,0,-,- sNSSAI,137,0,-,-
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	TestCond-Expression	e	equal,greaterthan,lessthan,contains,present	+
T	TestCond-Value	C	1	valueInt,140,0,-,- valueEnum,141,0,-,- valueBool,142,0,-,- valueBitS,143,0,-,- valueOctS,144,0,-,- valuePrtS,145,0,-,-	valueReal,146,0,-,-
T	INTEGER	i	- - 0
T	INTEGER	i	- - 0
T	BOOLEAN	b
T	BIT STRING	B	0 - 0
T	OCTET STRING	O	0 - 0
T	PrintableString	k	PrintableString	0 - 0	8 0	
T	REAL	r
T	LogicalOR	e	true	+
T	E2SM-KPM-ActionDefinition-Format4	Q	1	matchingUeCondList,149,0,-,- subscriptionInfo,52,0,-,-	
T	MatchingUeCondPerSubList	L	150	1 32768 0
T	MatchingUeCondPerSubItem	Q	1	testCondInfo,125,0,-,-	slogicalOR,147,1,-,-
T	E2SM-KPM-ActionDefinition-Format5	Q	1	matchingUEidList,152,0,-,- subscriptionInfo,52,0,-,-	
T	MatchingUEidPerSubList	L	153	2 65535 0
T	MatchingUEidPerSubItem	Q	1	ueID,83,0,-,-	
T	E2SM-KPM-EventTriggerDefinition	Q	1	eventDefinition-formats,155,0,-,-	
T	CHOICE	C	1	eventDefinition-Format1,156,0,-,-	
T	E2SM-KPM-EventTriggerDefinition-Format1	Q	1	reportingPeriod,157,0,-,-	
T	INTEGER	i	1 4294967295 0
T	E2SM-KPM-IndicationHeader	Q	1	indicationHeader-formats,159,0,-,-	
T	CHOICE	C	1	indicationHeader-Format1,160,0,-,-	
T	E2SM-KPM-IndicationHeader-Format1	Q	1	colletStartTime,161,0,-,- fileFormatversion,162,1,-,- senderName,163,1,-,- senderType,164,1,-,- vendorName,165,1,-,-	
T	TimeStamp	O	8 8 0
T	PrintableString	k	PrintableString	0 15 1	8 0	
T	PrintableString	k	PrintableString	0 400 1	8 0	
T	PrintableString	k	PrintableString	0 8 1	8 0	
T	PrintableString	k	PrintableString	0 32 1	8 0	
T	E2SM-KPM-IndicationMessage	Q	1	indicationMessage-formats,167,0,-,-	
T	CHOICE	C	1	indicationMessage-Format1,168,0,-,- indicationMessage-Format2,177,0,-,-	indicationMessage-Format3,188,0,-,-
T	E2SM-KPM-IndicationMessage-Format1	Q	1	measData,169,0,-,- measInfoList,53,1,-,- granulPeriod,81,1,-,-	
T	MeasurementData	L	170	1 65535 0
T	MeasurementDataItem	Q	1	measRecord,171,0,-,- incompleteFlag,176,1,-,-	
T	MeasurementRecord	L	172	1 2147483647 0
T	MeasurementRecordItem	C	1	integer,173,0,-,- real,174,0,-,- noValue,175,0,-,-	
T	INTEGER	i	0 4294967295 0
T	REAL	r
T	NULL	n
T	ENUMERATED	e	true	+
T	E2SM-KPM-IndicationMessage-Format2	Q	1	measData,169,0,-,- measCondUEidList,178,0,-,- granulPeriod,81,1,-,-	
T	MeasurementCondUEidList	L	179	1 65535 0
T	MeasurementCondUEidItem	Q	1	measType,42,0,-,- matchingCond,122,0,-,- matchingUEidList,180,1,-,-	smatchingUEidPerGP,182,1,-,-
T	MatchingUEidList	L	181	1 65535 0
T	MatchingUEidItem	Q	1	ueID,83,0,-,-	
T	MatchingUEidPerGP	L	183	1 65535 0
T	MatchingUEidPerGP-Item	Q	1	matchedPerGP,184,0,-,-	
T	CHOICE	C	1	noUEmatched,185,0,-,- oneOrMoreUEmatched,186,0,-,-	
T	ENUMERATED	e	true	+
T	MatchingUEidList-PerGP	L	187	1 65535 0
T	MatchingUEidItem-PerGP	Q	1	ueID,83,0,-,-	
T	E2SM-KPM-IndicationMessage-Format3	Q	1	ueMeasReportList,189,0,-,-	
T	UEMeasurementReportList	L	190	1 65535 0
T	UEMeasurementReportItem	Q	1	ueID,83,0,-,- measReport,168,0,-,-	
T	E2SM-KPM-RANfunction-Description	Q	1	ranFunction-Name,192,0,-,- ric-EventTriggerStyle-List,197,1,-,- ric-ReportStyle-List,201,1,-,-	
T	RANfunction-Name	Q	1	ranFunction-ShortName,193,0,-,- ranFunction-E2SM-OID,194,0,-,- ranFunction-Description,195,0,-,- ranFunction-Instance,196,1,-,-	
T	PrintableString	k	PrintableString	1 150 1	8 0	
T	PrintableString	k	PrintableString	1 1000 1	8 0	
T	PrintableString	k	PrintableString	1 150 1	8 0	
T	INTEGER	i	- - 0
T	SEQUENCE OF	L	198	1 63 0
T	RIC-EventTriggerStyle-Item	Q	1	ric-EventTriggerStyle-Type,50,0,-,- ric-EventTriggerStyle-Name,199,0,-,- ric-EventTriggerFormat-Type,200,0,-,-	
T	RIC-Style-Name	k	PrintableString	1 150 1	8 0	
T	RIC-Format-Type	i	- - 0
T	SEQUENCE OF	L	202	1 63 0
T	RIC-ReportStyle-Item	Q	1	ric-ReportStyle-Type,50,0,-,- ric-ReportStyle-Name,199,0,-,- ric-ActionFormat-Type,200,0,-,- measInfo-Action-List,203,0,-,- ric-IndicationHeaderFormat-Type,200,0,-,- ric-IndicationMessageFormat-Type,200,0,-,-	
T	MeasurementInfo-Action-List	L	204	1 65535 0
T	MeasurementInfo-Action-Item	Q	1	measName,43,0,-,- measID,44,1,-,-	sbinRangeDef,6,1,-,-
T	E2nodeComponentConfiguration	Q	1	e2nodeComponentRequestPart,206,0,-,- e2nodeComponentResponsePart,207,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	E2nodeComponentConfigurationAck	Q	1	updateOutcome,209,0,-,- failureCause,18,1,-,-	
T	ENUMERATED	e	success,failure	+
T	E2nodeComponentID	C	1	e2nodeComponentInterfaceTypeNG,211,0,-,- e2nodeComponentInterfaceTypeXn,212,0,-,- e2nodeComponentInterfaceTypeE1,222,0,-,- e2nodeComponentInterfaceTypeF1,224,0,-,- e2nodeComponentInterfaceTypeW1,226,0,-,- e2nodeComponentInterfaceTypeS1,228,0,-,- e2nodeComponentInterfaceTypeX2,230,0,-,-	
T	E2nodeComponentInterfaceNG	Q	1	amf-name,1,0,-,-	
T	E2nodeComponentInterfaceXn	Q	1	global-NG-RAN-Node-ID,213,0,-,-	
T	GlobalNG-RANNode-ID	C	1	gNB,214,0,-,- ng-eNB,217,0,-,-	
T	GlobalgNB-ID	Q	1	plmn-id,111,0,-,- gnb-id,215,0,-,-	
T	GNB-ID-Choice	C	1	gnb-ID,216,0,-,-	
T	BIT STRING	B	22 32 0
T	GlobalngeNB-ID	Q	1	plmn-id,111,0,-,- enb-id,218,0,-,-	
T	ENB-ID-Choice	C	1	enb-ID-macro,219,0,-,- enb-ID-shortmacro,220,0,-,- enb-ID-longmacro,221,0,-,-	
T	BIT STRING	B	20 20 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	E2nodeComponentInterfaceE1	Q	1	gNB-CU-UP-ID,223,0,-,-	
T	GNB-CU-UP-ID	i	0 68719476735 0
T	E2nodeComponentInterfaceF1	Q	1	gNB-DU-ID,225,0,-,-	
T	GNB-DU-ID	i	0 68719476735 0
T	E2nodeComponentInterfaceW1	Q	1	ng-eNB-DU-ID,227,0,-,-	
T	NGENB-DU-ID	i	0 68719476735 0
T	E2nodeComponentInterfaceS1	Q	1	mme-name,229,0,-,-	
T	MMEname	k	PrintableString	1 150 1	8 0	
T	E2nodeComponentInterfaceX2	Q	1	global-eNB-ID,110,1,-,- global-en-gNB-ID,231,1,-,-	
T	GlobalenGNB-ID	Q	1	pLMN-Identity,111,0,-,- gNB-ID,232,0,-,-	
T	ENGNB-ID	C	1	gNB-ID,233,0,-,-	
T	BIT STRING	B	22 32 0
T	E2nodeComponentInterfaceType	e	ng,xn,e1,f1,w1,s1,x2	+
T	EN-GNB-ID	C	1	en-gNB-ID,236,0,-,-	
T	BIT STRING	B	22 32 0
T	FiveGS-TAC	O	3 3 0
T	FreqBandNrItem	Q	1	freqBandIndicatorNr,239,0,-,-	
T	INTEGER	i	1 1024 1
T	GlobalE2node-ID	C	1	gNB,241,0,-,- en-gNB,242,0,-,- ng-eNB,243,0,-,- eNB,244,0,-,-	
T	GlobalE2node-gNB-ID	Q	1	global-gNB-ID,214,0,-,- global-en-gNB-ID,231,1,-,- gNB-CU-UP-ID,223,1,-,- gNB-DU-ID,225,1,-,-	
T	GlobalE2node-en-gNB-ID	Q	1	global-en-gNB-ID,231,0,-,- en-gNB-CU-UP-ID,223,1,-,- en-gNB-DU-ID,225,1,-,-	
T	GlobalE2node-ng-eNB-ID	Q	1	global-ng-eNB-ID,217,0,-,- global-eNB-ID,110,1,-,- ngENB-DU-ID,227,1,-,-	
T	GlobalE2node-eNB-ID	Q	1	global-eNB-ID,110,0,-,-	
T	GlobalRIC-ID	Q	1	pLMN-Identity,111,0,-,- ric-ID,246,0,-,-	
T	BIT STRING	B	20 20 0
T	GroupID	C	1	fiveGC,62,0,-,- ePC,64,0,-,-	
T	IndexToRFSP	i	1 256 1
T	Interface-MessageID	Q	1	interfaceProcedureID,250,0,-,- messageType,251,0,-,-	
T	INTEGER	i	- - 0
T	ENUMERATED	e	initiatingMessage,successfulOutcome,unsuccessfulOutcome	+
T	InterfaceID-E1	Q	1	globalGNB-ID,93,0,-,- gNB-CU-UP-ID,223,0,-,-	
T	InterfaceID-F1	Q	1	globalGNB-ID,93,0,-,- gNB-DU-ID,225,0,-,-	
T	InterfaceID-NG	Q	1	guami,26,0,-,-	
T	InterfaceID-S1	Q	1	gUMMEI,27,0,-,-	
T	InterfaceID-W1	Q	1	global-ng-eNB-ID,97,0,-,- ng-eNB-DU-ID,227,0,-,-	
T	InterfaceID-X2	Q	1	nodeType,258,0,-,-	
T	CHOICE	C	1	global-eNB-ID,110,0,-,- global-en-gNB-ID,231,0,-,-	
T	InterfaceID-Xn	Q	1	global-NG-RAN-ID,96,0,-,-	
T	InterfaceIdentifier	C	1	nG,254,0,-,- xN,259,0,-,- f1,253,0,-,- e1,252,0,-,- s1,255,0,-,- x2,257,0,-,- w1,256,0,-,-	
T	InterfaceType	e	nG,xn,f1,e1,s1,x2,w1	+
T	NR-ARFCN	Q	1	nRARFCN,263,0,-,-	
T	INTEGER	i	0 3279165 0
T	NR-PCI	i	0 1007 0
T	NRFrequencyBand-List	L	266	1 32 0
T	NRFrequencyBandItem	Q	1	freqBandIndicatorNr,267,0,-,- supportedSULBandList,268,0,-,-	
T	INTEGER	i	1 1024 1
T	SupportedSULBandList	L	269	0 32 0
T	SupportedSULFreqBandItem	Q	1	freqBandIndicatorNr,270,0,-,-	
T	INTEGER	i	1 1024 1
T	NRFrequencyInfo	Q	1	nrARFCN,262,0,-,- frequencyBand-List,265,0,-,- frequencyShift7p5khz,272,1,-,-	
T	NRFrequencyShift7p5khz	e	false,true	+
T	Presence	e	optional,conditional,mandatory	-
T	QoSID	C	1	fiveGC,62,0,-,- ePC,64,0,-,-	
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
T	RICsubsequentAction	Q	1	ricSubsequentActionType,298,0,-,- ricTimeToWait,299,0,-,-	
T	RICsubsequentActionType	e	continue,wait	+
T	RICtimeToWait	e	w1ms,w2ms,w5ms,w10ms,w20ms,w30ms,w40ms,w50ms,w100ms,w200ms,w500ms,w1s,w2s,w5s,w10s,w20s,w60s	+
T	RRC-MessageID	Q	1	rrcType,301,0,-,- messageID,304,0,-,-	
T	CHOICE	C	1	lTE,302,0,-,- nR,303,0,-,-	
T	RRCclass-LTE	e	bCCH-BCH,bCCH-BCH-MBMS,bCCH-DL-SCH,bCCH-DL-SCH-BR,bCCH-DL-SCH-MBMS,mCCH,pCCH,dL-CCCH,dL-DCCH,uL-CCCH,uL-DCCH,sC-MCCH	+
T	RRCclass-NR	e	bCCH-BCH,bCCH-DL-SCH,dL-CCCH,dL-DCCH,pCCH,uL-CCCH,uL-CCCH1,uL-DCCH	+
T	INTEGER	i	- - 0
T	ServingCell-ARFCN	C	1	nR,262,0,-,- eUTRA,46,0,-,-	
T	ServingCell-PCI	C	1	nR,264,0,-,- eUTRA,47,0,-,-	
T	SubscriberProfileIDforRFP	i	1 256 0
T	TNLinformation	Q	1	tnlAddress,309,0,-,- tnlPort,310,1,-,-	
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
N	BinIndex	5
N	BinRangeDefinition	6
N	BinRangeItem	8
N	BinRangeList	7
N	BinRangeValue	9
N	CGI	12
N	Cause	18
N	CauseE2node	21
N	CauseMisc	24
N	CauseProtocol	23
N	CauseRICrequest	19
N	CauseRICservice	20
N	CauseTransport	22
N	CoreCPID	25
N	Criticality	30
N	CriticalityDiagnostics	31
N	CriticalityDiagnostics-IE-Item	38
N	CriticalityDiagnostics-IE-List	37
N	DistMeasurementBinRangeItem	41
N	DistMeasurementBinRangeList	45
N	E-UTRA-ARFCN	46
N	E-UTRA-PCI	47
N	E-UTRA-TAC	48
N	E2SM-KPM-ActionDefinition	49
N	E2SM-KPM-ActionDefinition-Format1	52
N	E2SM-KPM-ActionDefinition-Format2	82
N	E2SM-KPM-ActionDefinition-Format3	119
N	E2SM-KPM-ActionDefinition-Format4	148
N	E2SM-KPM-ActionDefinition-Format5	151
N	E2SM-KPM-EventTriggerDefinition	154
N	E2SM-KPM-EventTriggerDefinition-Format1	156
N	E2SM-KPM-IndicationHeader	158
N	E2SM-KPM-IndicationHeader-Format1	160
N	E2SM-KPM-IndicationMessage	166
N	E2SM-KPM-IndicationMessage-Format1	168
N	E2SM-KPM-IndicationMessage-Format2	177
N	E2SM-KPM-IndicationMessage-Format3	188
N	E2SM-KPM-RANfunction-Description	191
N	E2nodeComponentConfiguration	205
N	E2nodeComponentConfigurationAck	208
N	E2nodeComponentID	210
N	E2nodeComponentInterfaceE1	222
N	E2nodeComponentInterfaceF1	224
N	E2nodeComponentInterfaceNG	211
N	E2nodeComponentInterfaceS1	228
N	E2nodeComponentInterfaceType	234
N	E2nodeComponentInterfaceW1	226
N	E2nodeComponentInterfaceX2	230
N	E2nodeComponentInterfaceXn	212
N	EN-GNB-ID	235
N	ENB-ID	112
N	ENB-ID-Choice	218
N	ENB-UE-X2AP-ID	108
N	ENB-UE-X2AP-ID-Extension	109
N	ENGNB-ID	232
N	EUTRA-CGI	16
N	EUTRACellIdentity	17
N	FiveGS-TAC	237
N	FiveQI	62
N	FreqBandNrItem	238
N	GNB-CU-CP-UE-E1AP-ID	90
N	GNB-CU-UE-F1AP-ID	87
N	GNB-CU-UP-ID	223
N	GNB-DU-ID	225
N	GNB-ID	94
N	GNB-ID-Choice	215
N	GUAMI	26
N	GUMMEI	27
N	GlobalE2node-ID	240
N	GlobalE2node-eNB-ID	244
N	GlobalE2node-en-gNB-ID	242
N	GlobalE2node-gNB-ID	241
N	GlobalE2node-ng-eNB-ID	243
N	GlobalENB-ID	110
N	GlobalGNB-ID	93
N	GlobalNG-RANNode-ID	213
N	GlobalNGRANNodeID	96
N	GlobalNgENB-ID	97
N	GlobalRIC-ID	245
N	GlobalenGNB-ID	231
N	GlobalgNB-ID	214
N	GlobalngeNB-ID	217
N	GranularityPeriod	81
N	GroupID	247
N	IndexToRFSP	248
N	Interface-MessageID	249
N	InterfaceID-E1	252
N	InterfaceID-F1	253
N	InterfaceID-NG	254
N	InterfaceID-S1	255
N	InterfaceID-W1	256
N	InterfaceID-X2	257
N	InterfaceID-Xn	259
N	InterfaceIdentifier	260
N	InterfaceType	261
N	LabelInfoItem	56
N	LabelInfoList	55
N	LogicalOR	147
N	MME-Code	29
N	MME-Group-ID	28
N	MME-UE-S1AP-ID	118
N	MMEname	229
N	MatchingCondItem	123
N	MatchingCondItem-Choice	124
N	MatchingCondList	122
N	MatchingUEidItem	181
N	MatchingUEidItem-PerGP	187
N	MatchingUEidList	180
N	MatchingUEidList-PerGP	186
N	MatchingUEidPerGP	182
N	MatchingUEidPerGP-Item	183
N	MatchingUEidPerSubItem	153
N	MatchingUEidPerSubList	152
N	MatchingUeCondPerSubItem	150
N	MatchingUeCondPerSubList	149
N	MeasurementCondItem	121
N	MeasurementCondList	120
N	MeasurementCondUEidItem	179
N	MeasurementCondUEidList	178
N	MeasurementData	169
N	MeasurementDataItem	170
N	MeasurementInfo-Action-Item	204
N	MeasurementInfo-Action-List	203
N	MeasurementInfoItem	54
N	MeasurementInfoList	53
N	MeasurementLabel	57
N	MeasurementRecord	171
N	MeasurementRecordItem	172
N	MeasurementType	42
N	MeasurementTypeID	44
N	MeasurementTypeName	43
N	NG-RANnodeUEXnAPID	92
N	NGENB-CU-UE-W1AP-ID	105
N	NGENB-DU-ID	227
N	NR-ARFCN	262
N	NR-CGI	13
N	NR-PCI	264
N	NRCellIdentity	15
N	NRFrequencyBand-List	265
N	NRFrequencyBandItem	266
N	NRFrequencyInfo	271
N	NRFrequencyShift7p5khz	272
N	NgENB-ID	98
N	PLMN-Identity	111
N	PLMNIdentity	14
N	Presence	273
N	ProcedureCode	32
N	ProtocolIE-ID	39
N	QCI	64
N	QoSID	274
N	QosFlowIdentifier	63
N	RANUEID	91
N	RANfunction-Name	192
N	RANfunctionDefinition	275
N	RANfunctionID	276
N	RANfunctionOID	277
N	RANfunctionRevision	278
N	RIC-EventTriggerStyle-Item	198
N	RIC-Format-Type	200
N	RIC-ReportStyle-Item	202
N	RIC-Style-Name	199
N	RIC-Style-Type	50
N	RICactionDefinition	279
N	RICactionExecutionOrder	280
N	RICactionID	281
N	RICactionType	282
N	RICcallProcessID	283
N	RICcontrolAckRequest	284
N	RICcontrolHeader	285
N	RICcontrolMessage	286
N	RICcontrolOutcome	287
N	RICeventTriggerDefinition	288
N	RICindicationHeader	289
N	RICindicationMessage	290
N	RICindicationSN	291
N	RICindicationType	292
N	RICqueryDefinition	293
N	RICqueryHeader	294
N	RICqueryOutcome	295
N	RICrequestID	34
N	RICsubscriptionTime	296
N	RICsubsequentAction	297
N	RICsubsequentActionType	298
N	RICtimeToWait	299
N	RRC-MessageID	300
N	RRCclass-LTE	302
N	RRCclass-NR	303
N	S-NSSAI	59
N	SD	61
N	SST	60
N	ServingCell-ARFCN	305
N	ServingCell-PCI	306
N	SubscriberProfileIDforRFP	307
N	SupportedSULBandList	268
N	SupportedSULFreqBandItem	269
N	TNLinformation	308
N	TNLusage	311
N	TestCond-Expression	138
N	TestCond-Type	126
N	TestCond-Value	139
N	TestCondInfo	125
N	TimeStamp	161
N	TimeToWait	312
N	TransactionID	313
N	TriggeringMessage	33
N	TypeOfError	40
N	UEID	83
N	UEID-EN-GNB	107
N	UEID-ENB	117
N	UEID-GNB	84
N	UEID-GNB-CU-CP-E1AP-ID-Item	89
N	UEID-GNB-CU-CP-E1AP-ID-List	88
N	UEID-GNB-CU-CP-F1AP-ID-Item	86
N	UEID-GNB-CU-F1AP-ID-List	85
N	UEID-GNB-CU-UP	103
N	UEID-GNB-DU	102
N	UEID-NG-ENB	104
N	UEID-NG-ENB-DU	106
N	UEMeasurementReportItem	190
N	UEMeasurementReportList	189
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
K	maxNRARFCN	3279165
K	maxProtocolIEs	65535
K	maxnoofBin	65535
K	maxnoofCells	16384
K	maxnoofConditionInfo	32768
K	maxnoofConditionInfoPerSub	32768
K	maxnoofErrors	256
K	maxnoofLabelInfo	2147483647
K	maxnoofMeasurementInfo	65535
K	maxnoofMeasurementRecord	65535
K	maxnoofMeasurementValue	2147483647
K	maxnoofNrCellBands	32
K	maxnoofRICStyles	63
K	maxnoofUEID	65535
K	maxnoofUEIDPerSub	65535
K	maxnoofUEMeasReport	65535
K	maxofE2nodeComponents	1024
K	maxofRANfunctionID	256
K	maxofRICactionID	16
K	maxofRICrequestID	1024
K	maxofTNLA	32
"""#
}
