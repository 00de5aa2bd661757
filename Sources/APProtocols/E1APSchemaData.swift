// GENERATED FILE - DO NOT EDIT.
// Schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
// 3GPP TS 37.483 (E1AP, formerly TS 38.463), Release 18, as compiled into pycrate 0.8.1
// (shared/asn1: e1ap/pycrate-0.8.1/E1AP-CommonDataTypes.asn, e1ap/pycrate-0.8.1/E1AP-Constants.asn, e1ap/pycrate-0.8.1/E1AP-Containers.asn, e1ap/pycrate-0.8.1/E1AP-IEs.asn, e1ap/pycrate-0.8.1/E1AP-PDU-Contents.asn, e1ap/pycrate-0.8.1/E1AP-PDU-Descriptions.asn).
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter APSchemaDriftTests
// swiftlint:disable all

/// Serialized ``ASN1Schema`` (see ``ASN1Schema/serialized()``).
enum E1APSchemaData {
    static let text = #"""
ASN1SCHEMA 1
T	ActivityInformation	C	0	dRB-Activity-List,1,0,-,- pDU-Session-Resource-Activity-List,10,0,-,- uE-Activity,17,0,-,- choice-extension,18,0,-,-	
T	DRB-Activity-List	L	2	1 32 0
T	DRB-Activity-Item	Q	1	dRB-ID,3,0,-,- dRB-Activity,4,0,-,- iE-Extensions,5,1,-,-	
T	DRB-ID	i	1 32 1
T	DRB-Activity	e	active,not-active	+
T	ProtocolExtensionContainer	L	6	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,0.id.- criticality,8,0,-,0.criticality.0 extensionValue,9,0,-,0.Extension.0	
T	ProtocolIE-ID	i	0 65535 0
T	Criticality	e	reject,ignore,notify	-
T	OPEN TYPE	x
T	PDU-Session-Resource-Activity-List	L	11	1 256 0
T	PDU-Session-Resource-Activity-Item	Q	1	pDU-Session-ID,12,0,-,- pDU-Session-Resource-Activity,13,0,-,- iE-Extensions,14,1,-,-	
T	PDU-Session-ID	i	0 255 0
T	PDU-Session-Resource-Activity	e	active,not-active	+
T	ProtocolExtensionContainer	L	15	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,1.id.- criticality,8,0,-,1.criticality.0 extensionValue,16,0,-,1.Extension.0	
T	OPEN TYPE	x
T	UE-Activity	e	active,not-active	+
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,2.id.- criticality,8,0,-,2.criticality.0 value,20,0,-,2.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,2.id.- criticality,8,0,-,2.criticality.0 value,20,0,-,2.Value.0	
T	OPEN TYPE	x
T	ActivityNotificationLevel	e	drb,pdu-session,ue	+
T	AdditionalHandoverInfo	e	discard-pdpc-SN	+
T	AdditionalPDCPduplicationInformation	e	three,four	+
T	AdditionalRRMPriorityIndex	B	32 32 0
T	AlternativeQoSParaSetItem	Q	1	alternativeQoSParameterIndex,26,0,-,- guaranteedFlowBitRateDL,27,1,-,- guaranteedFlowBitRateUL,27,1,-,- packetDelayBudget,28,1,-,- packetErrorRate,29,1,-,- iE-Extensions,35,1,-,-	
T	INTEGER	i	1 8 1
T	BitRate	i	0 4000000000000 1
T	PacketDelayBudget	i	0 1023 1
T	PacketErrorRate	Q	1	pER-Scalar,30,0,-,- pER-Exponent,31,0,-,- iE-Extensions,32,1,-,-	
T	PER-Scalar	i	0 9 1
T	PER-Exponent	i	0 9 1
T	ProtocolExtensionContainer	L	33	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,3.id.- criticality,8,0,-,3.criticality.0 extensionValue,34,0,-,3.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	36	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,4.id.- criticality,8,0,-,4.criticality.0 extensionValue,37,0,-,4.Extension.0	
T	OPEN TYPE	x
T	MaxDataBurstVolume	i	0 4095 1
T	AlternativeQoSParaSetList	L	25	1 8 0
T	AssociatedSessionID	O	0 - 0
T	AveragingWindow	i	0 4095 1
T	BCBearerContextF1U-TNLInfoatCU	C	0	locationindependent,43,0,-,- locationdependent,57,0,-,- choice-extension,63,0,-,-	
T	MBSF1UInformationAtCU	Q	1	mbs-f1u-info-at-CU,44,0,-,- iE-Extensions,54,1,-,-	
T	UP-TNL-Information	C	0	gTPTunnel,45,0,-,- choice-extension,51,0,-,-	
T	GTPTunnel	Q	1	transportLayerAddress,46,0,-,- gTP-TEID,47,0,-,- iE-Extensions,48,1,-,-	
T	TransportLayerAddress	B	1 160 1
T	GTP-TEID	O	4 4 0
T	ProtocolExtensionContainer	L	49	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,5.id.- criticality,8,0,-,5.criticality.0 extensionValue,50,0,-,5.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,6.id.- criticality,8,0,-,6.criticality.0 value,53,0,-,6.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,6.id.- criticality,8,0,-,6.criticality.0 value,53,0,-,6.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	55	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,7.id.- criticality,8,0,-,7.criticality.0 extensionValue,56,0,-,7.Extension.0	
T	OPEN TYPE	x
T	LocationDependentMBSF1UInformationAtCU	L	58	1 256 0
T	LocationDependentMBSF1UInformationAtCU-Item	Q	1	mbsAreaSession-ID,59,0,-,- mbs-f1u-info-at-CU,44,0,-,- iE-Extensions,60,1,-,-	
T	MBSAreaSessionID	i	0 65535 1
T	ProtocolExtensionContainer	L	61	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,8.id.- criticality,8,0,-,8.criticality.0 extensionValue,62,0,-,8.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,9.id.- criticality,8,0,-,9.criticality.0 value,65,0,-,9.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,9.id.- criticality,8,0,-,9.criticality.0 value,65,0,-,9.Value.0	
T	OPEN TYPE	x
T	BCBearerContextF1U-TNLInfoatDU	C	0	locationindependent,67,0,-,- locationdependent,72,0,-,- choice-extension,77,0,-,-	
T	MBSF1UInformationAtDU	Q	1	mbs-f1u-info-at-DU,44,0,-,- iE-Extensions,68,1,-,-	
T	ProtocolExtensionContainer	L	69	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,10.id.- criticality,8,0,-,10.criticality.0 extensionValue,70,0,-,10.Extension.0	
T	OPEN TYPE	x
T	F1UTunnelNotEstablished	e	true	+
T	LocationDependentMBSF1UInformationAtDU	L	73	1 256 0
T	LocationDependentMBSF1UInformationAtDU-Item	Q	1	mbsAreaSession-ID,59,0,-,- mbs-f1u-info-at-DU,44,0,-,- iE-Extensions,74,1,-,-	
T	ProtocolExtensionContainer	L	75	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,11.id.- criticality,8,0,-,11.criticality.0 extensionValue,76,0,-,11.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,12.id.- criticality,8,0,-,12.criticality.0 value,79,0,-,12.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,12.id.- criticality,8,0,-,12.criticality.0 value,79,0,-,12.Value.0	
T	OPEN TYPE	x
T	BCBearerContextModificationConfirm	Q	1	protocolIEs,81,0,-,-	
T	ProtocolIE-Container	L	82	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,13.id.- criticality,8,0,-,13.criticality.0 value,83,0,-,13.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-MBS-E1AP-ID	i	0 16777215 0
T	GNB-CU-UP-MBS-E1AP-ID	i	0 65535 0
T	BCBearerContextToModifyConfirm	Q	1	iE-Extensions,87,1,-,-	
T	ProtocolExtensionContainer	L	88	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,14.id.- criticality,8,0,-,14.criticality.0 extensionValue,89,0,-,14.Extension.0	
T	OPEN TYPE	x
T	CriticalityDiagnostics	Q	1	procedureCode,91,1,-,- triggeringMessage,92,1,-,- procedureCriticality,8,1,-,- transactionID,93,1,-,- iEsCriticalityDiagnostics,94,1,-,- iE-Extensions,100,1,-,-	
T	ProcedureCode	i	0 255 0
T	TriggeringMessage	e	initiating-message,successful-outcome,unsuccessful-outcome	-
T	TransactionID	i	0 255 1
T	CriticalityDiagnostics-IE-List	L	95	1 256 0
T	SEQUENCE	Q	1	iECriticality,8,0,-,- iE-ID,7,0,-,- typeOfError,96,0,-,- iE-Extensions,97,1,-,-	
T	TypeOfError	e	not-understood,missing	+
T	ProtocolExtensionContainer	L	98	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,15.id.- criticality,8,0,-,15.criticality.0 extensionValue,99,0,-,15.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	101	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,16.id.- criticality,8,0,-,16.criticality.0 extensionValue,102,0,-,16.Extension.0	
T	OPEN TYPE	x
T	BCBearerContextModificationFailure	Q	1	protocolIEs,104,0,-,-	
T	ProtocolIE-Container	L	105	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,17.id.- criticality,8,0,-,17.criticality.0 value,106,0,-,17.Value.0	
T	OPEN TYPE	x
T	Cause	C	0	radioNetwork,108,0,-,- transport,109,0,-,- protocol,110,0,-,- misc,111,0,-,- choice-extension,112,0,-,-	
T	CauseRadioNetwork	e	unspecified,unknown-or-already-allocated-gnb-cu-cp-ue-e1ap-id,unknown-or-already-allocated-gnb-cu-up-ue-e1ap-id,unknown-or-inconsistent-pair-of-ue-e1ap-id,interaction-with-other-procedure,pPDCP-Count-wrap-around,not-supported-QCI-value,not-supported-5QI-value,encryption-algorithms-not-supported,integrity-protection-algorithms-not-supported,uP-integrity-protection-not-possible,uP-confidentiality-protection-not-possible,multiple-PDU-Session-ID-Instances,unknown-PDU-Session-ID,multiple-QoS-Flow-ID-Instances,unknown-QoS-Flow-ID,multiple-DRB-ID-Instances,unknown-DRB-ID,invalid-QoS-combination,procedure-cancelled,normal-release,no-radio-resources-available,action-desirable-for-radio-reasons,resources-not-available-for-the-slice,pDCP-configuration-not-supported	+ue-dl-max-IP-data-rate-reason,uP-integrity-protection-failure,release-due-to-pre-emption,rsn-not-available-for-the-up,nPN-not-supported,report-characteristic-empty,existing-measurement-ID,measurement-temporarily-not-available,measurement-not-supported-for-the-object,scg-activation-deactivation-failure,scg-deactivation-failure-due-to-data-transmission,unknown-or-already-allocated-gNB-CU-CP-MBS-E1AP-ID,unknown-or-already-allocated-gNB-CU-UP-MBS-E1AP-ID,unknown-or-inconsistent-pair-of-MBS-E1AP-ID,unknown-or-inconsistent-MRB-ID
T	CauseTransport	e	unspecified,transport-resource-unavailable	+unknown-TNL-address-for-IAB
T	CauseProtocol	e	transfer-syntax-error,abstract-syntax-error-reject,abstract-syntax-error-ignore-and-notify,message-not-compatible-with-receiver-state,semantic-error,abstract-syntax-error-falsely-constructed-message,unspecified	+
T	CauseMisc	e	control-processing-overload,not-enough-user-plane-processing-resources,hardware-failure,om-intervention,unspecified	+
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,18.id.- criticality,8,0,-,18.criticality.0 value,114,0,-,18.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,18.id.- criticality,8,0,-,18.criticality.0 value,114,0,-,18.Value.0	
T	OPEN TYPE	x
T	BCBearerContextModificationRequest	Q	1	protocolIEs,116,0,-,-	
T	ProtocolIE-Container	L	117	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,19.id.- criticality,8,0,-,19.criticality.0 value,118,0,-,19.Value.0	
T	OPEN TYPE	x
T	BCBearerContextToModify	Q	1	bcBearerContextNGU-TNLInfoat5GC,120,1,-,- bcMRBToSetupList,137,1,-,- bcMRBToModifyList,298,1,-,- bcMRBToRemoveList,313,1,-,- iE-Extensions,314,1,-,-	
T	BCBearerContextNGU-TNLInfoat5GC	C	0	locationindependent,121,0,-,- locationdependent,129,0,-,- choice-extension,134,0,-,-	
T	MBSNGUInformationAt5GC	C	0	multicast,122,0,-,- choice-extension,126,0,-,-	
T	MBSNGUInformationAt5GC-Multicast	Q	1	ipmcAddress,46,0,-,- ipsourceAddress,46,0,-,- gtpDLTEID,47,0,-,- iE-Extensions,123,1,-,-	
T	ProtocolExtensionContainer	L	124	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,20.id.- criticality,8,0,-,20.criticality.0 extensionValue,125,0,-,20.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,21.id.- criticality,8,0,-,21.criticality.0 value,128,0,-,21.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,21.id.- criticality,8,0,-,21.criticality.0 value,128,0,-,21.Value.0	
T	OPEN TYPE	x
T	LocationDependentMBSNGUInformationAt5GC	L	130	1 256 0
T	LocationDependentMBSNGUInformationAt5GC-Item	Q	1	mbsAreaSession-ID,59,0,-,- mbsNGUInformationAt5GC,121,0,-,- iE-Extensions,131,1,-,-	
T	ProtocolExtensionContainer	L	132	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,22.id.- criticality,8,0,-,22.criticality.0 extensionValue,133,0,-,22.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,23.id.- criticality,8,0,-,23.criticality.0 value,136,0,-,23.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,23.id.- criticality,8,0,-,23.criticality.0 value,136,0,-,23.Value.0	
T	OPEN TYPE	x
T	BCMRBSetupConfiguration	L	138	1 32 0
T	BCMRBSetupConfiguration-Item	Q	1	mrb-ID,139,0,-,- mbs-pdcp-config,140,0,-,- qoS-Flow-QoS-Parameter-List,208,0,-,- qoSFlowLevelQoSParameters,211,1,-,- iE-Extensions,289,1,-,-	
T	MRB-ID	i	1 512 1
T	PDCP-Configuration	Q	1	pDCP-SN-Size-UL,141,0,-,- pDCP-SN-Size-DL,141,0,-,- rLC-Mode,142,0,-,- rOHC-Parameters,143,1,-,- t-ReorderingTimer,161,1,-,- discardTimer,166,1,-,- uLDataSplitThreshold,167,1,-,- pDCP-Duplication,168,1,-,- pDCP-Reestablishment,169,1,-,- pDCP-DataRecovery,170,1,-,- duplication-Activation,171,1,-,- outOfOrderDelivery,172,1,-,- iE-Extensions,173,1,-,-	
T	PDCP-SN-Size	e	s-12,s-18	+s-7,s-15,s-16
T	RLC-Mode	e	rlc-tm,rlc-am,rlc-um-bidirectional,rlc-um-unidirectional-ul,rlc-um-unidirectional-dl	+
T	ROHC-Parameters	C	0	rOHC,144,0,-,- uPlinkOnlyROHC,151,0,-,- choice-Extension,158,0,-,-	
T	ROHC	Q	0	maxCID,145,0,-,- rOHC-Profiles,146,0,-,- continueROHC,147,1,-,- iE-Extensions,148,1,-,-	
T	INTEGER	i	0 16383 1
T	INTEGER	i	0 511 1
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	149	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,24.id.- criticality,8,0,-,24.criticality.0 extensionValue,150,0,-,24.Extension.0	
T	OPEN TYPE	x
T	UplinkOnlyROHC	Q	0	maxCID,152,0,-,- rOHC-Profiles,153,0,-,- continueROHC,154,1,-,- iE-Extensions,155,1,-,-	
T	INTEGER	i	0 16383 1
T	INTEGER	i	0 511 1
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	156	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,25.id.- criticality,8,0,-,25.criticality.0 extensionValue,157,0,-,25.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,26.id.- criticality,8,0,-,26.criticality.0 value,160,0,-,26.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,26.id.- criticality,8,0,-,26.criticality.0 value,160,0,-,26.Value.0	
T	OPEN TYPE	x
T	T-ReorderingTimer	Q	1	t-Reordering,162,0,-,- iE-Extensions,163,1,-,-	
T	T-Reordering	e	ms0,ms1,ms2,ms4,ms5,ms8,ms10,ms15,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms120,ms140,ms160,ms180,ms200,ms220,ms240,ms260,ms280,ms300,ms500,ms750,ms1000,ms1250,ms1500,ms1750,ms2000,ms2250,ms2500,ms2750,ms3000	+
T	ProtocolExtensionContainer	L	164	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,27.id.- criticality,8,0,-,27.criticality.0 extensionValue,165,0,-,27.Extension.0	
T	OPEN TYPE	x
T	DiscardTimer	e	ms10,ms20,ms30,ms40,ms50,ms60,ms75,ms100,ms150,ms200,ms250,ms300,ms500,ms750,ms1500,infinity	-
T	ULDataSplitThreshold	e	b0,b100,b200,b400,b800,b1600,b3200,b6400,b12800,b25600,b51200,b102400,b204800,b409600,b819200,b1228800,b1638400,b2457600,b3276800,b4096000,b4915200,b5734400,b6553600,infinity	+
T	PDCP-Duplication	e	true	+
T	PDCP-Reestablishment	e	true	+
T	PDCP-DataRecovery	e	true	+
T	Duplication-Activation	e	active,inactive	+
T	OutOfOrderDelivery	e	true	+
T	ProtocolExtensionContainer	L	174	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,28.id.- criticality,8,0,-,28.criticality.0 extensionValue,175,0,-,28.Extension.0	
T	OPEN TYPE	x
T	PDCP-StatusReportIndication	e	downlink,uplink,both	+
T	EHC-Parameters	Q	0	ehc-Common,178,0,-,- ehc-Downlink,183,1,-,- ehc-Uplink,189,1,-,- iE-Extensions,194,1,-,-	
T	EHC-Common-Parameters	Q	0	ehc-CID-Length,179,0,-,- iE-Extensions,180,1,-,-	
T	ENUMERATED	e	bits7,bits15	+
T	ProtocolExtensionContainer	L	181	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,29.id.- criticality,8,0,-,29.criticality.0 extensionValue,182,0,-,29.Extension.0	
T	OPEN TYPE	x
T	EHC-Downlink-Parameters	Q	0	drb-ContinueEHC-DL,184,0,-,- iE-Extensions,185,1,-,-	
T	ENUMERATED	e	true	+false
T	ProtocolExtensionContainer	L	186	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,30.id.- criticality,8,0,-,30.criticality.0 extensionValue,187,0,-,30.Extension.0	
T	OPEN TYPE	x
T	MaxCIDEHCDL	i	1 32767 1
T	EHC-Uplink-Parameters	Q	0	drb-ContinueEHC-UL,190,0,-,- iE-Extensions,191,1,-,-	
T	ENUMERATED	e	true	+false
T	ProtocolExtensionContainer	L	192	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,31.id.- criticality,8,0,-,31.criticality.0 extensionValue,193,0,-,31.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	195	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,32.id.- criticality,8,0,-,32.criticality.0 extensionValue,196,0,-,32.Extension.0	
T	OPEN TYPE	x
T	UDC-Parameters	Q	0	bufferSize,198,0,-,- dictionary,199,1,-,- continueUDC,200,1,-,- iE-Extensions,201,1,-,-	
T	BufferSize	e	kbyte2,kbyte4,kbyte8	+
T	Dictionary	e	sip-SDP,operator	+
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	202	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,33.id.- criticality,8,0,-,33.criticality.0 extensionValue,203,0,-,33.Extension.0	
T	OPEN TYPE	x
T	INTEGER	i	0 15 0
T	DiscardTimerExtended	e	ms0dot5,ms1,ms2,ms4,ms6,ms8	+ms2000
T	PSIbasedDiscardTimer	e	ms0,ms2,ms4,ms6,ms8,ms10,ms12,ms14,ms18,ms22,ms26,ms30,ms40,ms50,ms75,ms100	+
T	PDCPSNGapReport	e	true	+
T	QoS-Flow-QoS-Parameter-List	L	209	1 64 0
T	QoS-Flow-QoS-Parameter-Item	Q	1	qoS-Flow-Identifier,210,0,-,- qoSFlowLevelQoSParameters,211,0,-,- qoSFlowMappingIndication,260,1,-,- iE-Extensions,261,1,-,-	
T	QoS-Flow-Identifier	i	0 63 0
T	QoSFlowLevelQoSParameters	Q	0	qoS-Characteristics,212,0,-,- nGRANallocationRetentionPriority,229,0,-,- gBR-QoS-Flow-Information,236,1,-,- reflective-QoS-Attribute,241,1,-,- additional-QoS-Information,242,1,-,- paging-Policy-Index,243,1,-,- reflective-QoS-Indicator,244,1,-,- iE-Extensions,245,1,-,-	
T	QoS-Characteristics	C	0	non-Dynamic-5QI,213,0,-,- dynamic-5QI,220,0,-,- choice-extension,226,0,-,-	
T	Non-Dynamic5QIDescriptor	Q	0	fiveQI,214,0,-,- qoSPriorityLevel,215,1,-,- averagingWindow,41,1,-,- maxDataBurstVolume,38,1,-,- iE-Extensions,216,1,-,-	
T	INTEGER	i	0 255 1
T	QoSPriorityLevel	i	0 127 1
T	ProtocolExtensionContainer	L	217	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,34.id.- criticality,8,0,-,34.criticality.0 extensionValue,218,0,-,34.Extension.0	
T	OPEN TYPE	x
T	ExtendedPacketDelayBudget	i	1 65535 1
T	Dynamic5QIDescriptor	Q	0	qoSPriorityLevel,215,0,-,- packetDelayBudget,28,0,-,- packetErrorRate,29,0,-,- fiveQI,221,1,-,- delayCritical,222,1,-,- averagingWindow,41,1,-,- maxDataBurstVolume,38,1,-,- iE-Extensions,223,1,-,-	
T	INTEGER	i	0 255 1
T	ENUMERATED	e	delay-critical,non-delay-critical	-
T	ProtocolExtensionContainer	L	224	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,35.id.- criticality,8,0,-,35.criticality.0 extensionValue,225,0,-,35.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,36.id.- criticality,8,0,-,36.criticality.0 value,228,0,-,36.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,36.id.- criticality,8,0,-,36.criticality.0 value,228,0,-,36.Value.0	
T	OPEN TYPE	x
T	NGRANAllocationAndRetentionPriority	Q	0	priorityLevel,230,0,-,- pre-emptionCapability,231,0,-,- pre-emptionVulnerability,232,0,-,- iE-Extensions,233,1,-,-	
T	PriorityLevel	i	0 15 0
T	Pre-emptionCapability	e	shall-not-trigger-pre-emption,may-trigger-pre-emption	-
T	Pre-emptionVulnerability	e	not-pre-emptable,pre-emptable	-
T	ProtocolExtensionContainer	L	234	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,37.id.- criticality,8,0,-,37.criticality.0 extensionValue,235,0,-,37.Extension.0	
T	OPEN TYPE	x
T	GBR-QoSFlowInformation	Q	1	maxFlowBitRateDownlink,27,0,-,- maxFlowBitRateUplink,27,0,-,- guaranteedFlowBitRateDownlink,27,0,-,- guaranteedFlowBitRateUplink,27,0,-,- maxPacketLossRateDownlink,237,1,-,- maxPacketLossRateUplink,237,1,-,- iE-Extensions,238,1,-,-	
T	MaxPacketLossRate	i	0 1000 1
T	ProtocolExtensionContainer	L	239	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,38.id.- criticality,8,0,-,38.criticality.0 extensionValue,240,0,-,38.Extension.0	
T	OPEN TYPE	x
T	ENUMERATED	e	subject-to	+
T	ENUMERATED	e	more-likely	+
T	INTEGER	i	1 8 1
T	ENUMERATED	e	enabled	+
T	ProtocolExtensionContainer	L	246	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,39.id.- criticality,8,0,-,39.criticality.0 extensionValue,247,0,-,39.Extension.0	
T	OPEN TYPE	x
T	QosMonitoringRequest	e	ul,dl,both	-
T	QosMonitoringReportingFrequency	i	1 1800 1
T	QosMonitoringDisabled	e	true	+
T	PDUSetQoSParameters	Q	0	ulPDUSetQoSInformation,252,1,-,- dlPDUSetQoSInformation,252,1,-,- iE-Extensions,257,1,-,-	
T	PDUSetQoSInformation	Q	0	pduSetDelayBudget,219,1,-,- pduSetErrorRate,29,1,-,- pduSetIntegratedHandlingInformation,253,1,-,- iE-Extensions,254,1,-,-	
T	ENUMERATED	e	true,false	+
T	ProtocolExtensionContainer	L	255	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,40.id.- criticality,8,0,-,40.criticality.0 extensionValue,256,0,-,40.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	258	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,41.id.- criticality,8,0,-,41.criticality.0 extensionValue,259,0,-,41.Extension.0	
T	OPEN TYPE	x
T	QoS-Flow-Mapping-Indication	e	ul,dl	+
T	ProtocolExtensionContainer	L	262	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,42.id.- criticality,8,0,-,42.criticality.0 extensionValue,263,0,-,42.Extension.0	
T	OPEN TYPE	x
T	RedundantQoSFlowIndicator	e	true,false	-
T	TSCTrafficCharacteristics	Q	0	tSCTrafficCharacteristicsUL,266,1,-,- tSCTrafficCharacteristicsDL,266,1,-,- iE-Extensions,279,1,-,-	
T	TSCAssistanceInformation	Q	0	periodicity,267,0,-,- burstArrivalTime,268,1,-,- iE-Extensions,269,1,-,-	
T	Periodicity	i	0 640000 1
T	BurstArrivalTime	O	0 - 0
T	ProtocolExtensionContainer	L	270	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,43.id.- criticality,8,0,-,43.criticality.0 extensionValue,271,0,-,43.Extension.0	
T	OPEN TYPE	x
T	SurvivalTime	i	0 1920000 1
T	N6JitterInformation	Q	1	n6JitterLowerBound,274,0,-,- n6JitterUpperBound,275,0,-,- iE-Extensions,276,1,-,-	
T	INTEGER	i	-127 127 0
T	INTEGER	i	-127 127 0
T	ProtocolExtensionContainer	L	277	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,44.id.- criticality,8,0,-,44.criticality.0 extensionValue,278,0,-,44.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	280	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,45.id.- criticality,8,0,-,45.criticality.0 extensionValue,281,0,-,45.Extension.0	
T	OPEN TYPE	x
T	ECNMarkingorCongestionInformationReportingRequest	C	0	eCNMarkingatNGRAN,283,0,-,- eCNMarkingatUPF,284,0,-,- congestionInformation,285,0,-,- choice-extension,286,0,-,-	
T	ENUMERATED	e	ul,dl,both,stop	+
T	ENUMERATED	e	ul,dl,both,stop	+
T	ENUMERATED	e	ul,dl,both,stop	+
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,46.id.- criticality,8,0,-,46.criticality.0 value,288,0,-,46.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,46.id.- criticality,8,0,-,46.criticality.0 value,288,0,-,46.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	290	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,47.id.- criticality,8,0,-,47.criticality.0 extensionValue,291,0,-,47.Extension.0	
T	OPEN TYPE	x
T	F1U-TNL-InfoToAdd-List	L	293	1 512 0
T	F1U-TNL-InfoToAdd-Item	Q	1	broadcastF1U-ContextReferenceE1,294,0,-,- iE-Extensions,295,1,-,-	
T	BroadcastF1U-ContextReferenceE1	O	4 4 0
T	ProtocolExtensionContainer	L	296	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,48.id.- criticality,8,0,-,48.criticality.0 extensionValue,297,0,-,48.Extension.0	
T	OPEN TYPE	x
T	BCMRBModifyConfiguration	L	299	1 32 0
T	BCMRBModifyConfiguration-Item	Q	1	mrb-ID,139,0,-,- bcBearerContextF1U-TNLInfoatDU,66,1,-,- mbs-pdcp-config,140,1,-,- qoS-Flow-QoS-Parameter-List,208,1,-,- qoSFlowLevelQoSParameters,211,1,-,- iE-Extensions,300,1,-,-	
T	ProtocolExtensionContainer	L	301	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,49.id.- criticality,8,0,-,49.criticality.0 extensionValue,302,0,-,49.Extension.0	
T	OPEN TYPE	x
T	F1U-TNL-InfoToAddOrModify-List	L	304	1 512 0
T	F1U-TNL-InfoToAddOrModify-Item	Q	1	broadcastF1U-ContextReferenceE1,294,0,-,- bcBearerContextF1U-TNLInfoatDU,66,1,-,- iE-Extensions,305,1,-,-	
T	ProtocolExtensionContainer	L	306	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,50.id.- criticality,8,0,-,50.criticality.0 extensionValue,307,0,-,50.Extension.0	
T	OPEN TYPE	x
T	F1U-TNL-InfoToRelease-List	L	309	1 512 0
T	F1U-TNL-InfoToRelease-Item	Q	1	broadcastF1U-ContextReferenceE1,294,0,-,- iE-Extensions,310,1,-,-	
T	ProtocolExtensionContainer	L	311	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,51.id.- criticality,8,0,-,51.criticality.0 extensionValue,312,0,-,51.Extension.0	
T	OPEN TYPE	x
T	BCMRBRemoveConfiguration	L	139	1 32 0
T	ProtocolExtensionContainer	L	315	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,52.id.- criticality,8,0,-,52.criticality.0 extensionValue,316,0,-,52.Extension.0	
T	OPEN TYPE	x
T	BCBearerContextNGU-TNLInfoatNGRAN-Request	C	0	locationindependent,318,0,-,- locationdependent,319,0,-,- choice-extension,324,0,-,-	
T	MBSNGUInformationAtNGRAN-Request	e	true	+
T	MBSNGUInformationAtNGRAN-Request-List	L	320	1 256 0
T	MBSNGUInformationAtNGRAN-Request-Item	Q	1	mbsAreaSession-ID,59,0,-,- mbsNGUInformationAtNGRAN-Request,318,0,-,- iE-Extensions,321,1,-,-	
T	ProtocolExtensionContainer	L	322	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,53.id.- criticality,8,0,-,53.criticality.0 extensionValue,323,0,-,53.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,54.id.- criticality,8,0,-,54.criticality.0 value,326,0,-,54.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,54.id.- criticality,8,0,-,54.criticality.0 value,326,0,-,54.Value.0	
T	OPEN TYPE	x
T	BCBearerContextModificationRequired	Q	1	protocolIEs,328,0,-,-	
T	ProtocolIE-Container	L	329	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,55.id.- criticality,8,0,-,55.criticality.0 value,330,0,-,55.Value.0	
T	OPEN TYPE	x
T	BCBearerContextToModifyRequired	Q	1	bcMRBToRemoveList,313,1,-,- iE-Extensions,332,1,-,-	
T	ProtocolExtensionContainer	L	333	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,56.id.- criticality,8,0,-,56.criticality.0 extensionValue,334,0,-,56.Extension.0	
T	OPEN TYPE	x
T	BCBearerContextModificationResponse	Q	1	protocolIEs,336,0,-,-	
T	ProtocolIE-Container	L	337	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,57.id.- criticality,8,0,-,57.criticality.0 value,338,0,-,57.Value.0	
T	OPEN TYPE	x
T	BCBearerContextToModifyResponse	Q	1	bcBearerContextNGU-TNLInfoatNGRAN,340,1,-,- bcMRBSetupModifyResponseList,353,0,-,- bcMRBFailedList,374,1,-,- availableBCMRBConfig,137,1,-,- iE-Extensions,379,1,-,-	
T	BCBearerContextNGU-TNLInfoatNGRAN	C	0	locationindependent,341,0,-,- locationdependent,345,0,-,- choice-extension,350,0,-,-	
T	MBSNGUInformationAtNGRAN	C	0	unicast,44,0,-,- choice-extension,342,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,58.id.- criticality,8,0,-,58.criticality.0 value,344,0,-,58.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,58.id.- criticality,8,0,-,58.criticality.0 value,344,0,-,58.Value.0	
T	OPEN TYPE	x
T	LocationDependentMBSNGUInformationAtNGRAN	L	346	1 256 0
T	LocationDependentMBSNGUInformationAtNGRAN-Item	Q	1	mbsAreaSession-ID,59,0,-,- mbsNGUInformationAtNGRAN,341,0,-,- iE-Extensions,347,1,-,-	
T	ProtocolExtensionContainer	L	348	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,59.id.- criticality,8,0,-,59.criticality.0 extensionValue,349,0,-,59.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,60.id.- criticality,8,0,-,60.criticality.0 value,352,0,-,60.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,60.id.- criticality,8,0,-,60.criticality.0 value,352,0,-,60.Value.0	
T	OPEN TYPE	x
T	BCMRBSetupModifyResponseList	L	354	1 32 0
T	BCMRBSetupModifyResponseList-Item	Q	1	mrb-ID,139,0,-,- qosflow-setup,355,1,-,- qosflow-failed,361,1,-,- bcBearerContextF1U-TNLInfoatCU,42,1,-,- iE-Extensions,366,1,-,-	
T	QoS-Flow-List	L	356	1 64 0
T	QoS-Flow-Item	Q	1	qoS-Flow-Identifier,210,0,-,- iE-Extensions,357,1,-,-	
T	ProtocolExtensionContainer	L	358	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,61.id.- criticality,8,0,-,61.criticality.0 extensionValue,359,0,-,61.Extension.0	
T	OPEN TYPE	x
T	ECNMarkingorCongestionInformationReportingStatus	e	active,not-active	+
T	QoS-Flow-Failed-List	L	362	1 64 0
T	QoS-Flow-Failed-Item	Q	1	qoS-Flow-Identifier,210,0,-,- cause,107,0,-,- iE-Extensions,363,1,-,-	
T	ProtocolExtensionContainer	L	364	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,62.id.- criticality,8,0,-,62.criticality.0 extensionValue,365,0,-,62.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	367	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,63.id.- criticality,8,0,-,63.criticality.0 extensionValue,368,0,-,63.Extension.0	
T	OPEN TYPE	x
T	F1U-TNL-InfoAddedOrModified-List	L	370	1 512 0
T	F1U-TNL-InfoAddedOrModified-Item	Q	1	broadcastF1U-ContextReferenceE1,294,0,-,- bcBearerContextF1U-TNLInfoatCU,42,1,-,- iE-Extensions,371,1,-,-	
T	ProtocolExtensionContainer	L	372	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,64.id.- criticality,8,0,-,64.criticality.0 extensionValue,373,0,-,64.Extension.0	
T	OPEN TYPE	x
T	BCMRBFailedList	L	375	1 32 0
T	BCMRBFailedList-Item	Q	1	mrb-ID,139,0,-,- cause,107,0,-,- iE-Extensions,376,1,-,-	
T	ProtocolExtensionContainer	L	377	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,65.id.- criticality,8,0,-,65.criticality.0 extensionValue,378,0,-,65.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	380	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,66.id.- criticality,8,0,-,66.criticality.0 extensionValue,381,0,-,66.Extension.0	
T	OPEN TYPE	x
T	BCBearerContextReleaseCommand	Q	1	protocolIEs,383,0,-,-	
T	ProtocolIE-Container	L	384	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,67.id.- criticality,8,0,-,67.criticality.0 value,385,0,-,67.Value.0	
T	OPEN TYPE	x
T	BCBearerContextReleaseComplete	Q	1	protocolIEs,387,0,-,-	
T	ProtocolIE-Container	L	388	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,68.id.- criticality,8,0,-,68.criticality.0 value,389,0,-,68.Value.0	
T	OPEN TYPE	x
T	BCBearerContextReleaseRequest	Q	1	protocolIEs,391,0,-,-	
T	ProtocolIE-Container	L	392	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,69.id.- criticality,8,0,-,69.criticality.0 value,393,0,-,69.Value.0	
T	OPEN TYPE	x
T	BCBearerContextSetupFailure	Q	1	protocolIEs,395,0,-,-	
T	ProtocolIE-Container	L	396	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,70.id.- criticality,8,0,-,70.criticality.0 value,397,0,-,70.Value.0	
T	OPEN TYPE	x
T	BCBearerContextSetupRequest	Q	1	protocolIEs,399,0,-,-	
T	ProtocolIE-Container	L	400	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,71.id.- criticality,8,0,-,71.criticality.0 value,401,0,-,71.Value.0	
T	OPEN TYPE	x
T	GlobalMBSSessionID	Q	1	tmgi,403,0,-,- nid,404,1,-,- iE-Extensions,405,1,-,-	
T	OCTET STRING	O	6 6 0
T	NID	B	44 44 0
T	ProtocolExtensionContainer	L	406	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,72.id.- criticality,8,0,-,72.criticality.0 extensionValue,407,0,-,72.Extension.0	
T	OPEN TYPE	x
T	BCBearerContextToSetup	Q	1	snssai,409,0,-,- bcBearerContextNGU-TNLInfoat5GC,120,1,-,- bcMRBToSetupList,137,0,-,- requestedAction,415,1,-,- iE-Extensions,416,1,-,-	
T	SNSSAI	Q	1	sST,410,0,-,- sD,411,1,-,- iE-Extensions,412,1,-,-	
T	OCTET STRING	O	1 1 0
T	OCTET STRING	O	3 3 0
T	ProtocolExtensionContainer	L	413	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,73.id.- criticality,8,0,-,73.criticality.0 extensionValue,414,0,-,73.Extension.0	
T	OPEN TYPE	x
T	RequestedAction4AvailNGUTermination	e	apply-available-configuration,apply-requested-configuration	+apply-available-configuration-if-same-as-requested
T	ProtocolExtensionContainer	L	417	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,74.id.- criticality,8,0,-,74.criticality.0 extensionValue,418,0,-,74.Extension.0	
T	OPEN TYPE	x
T	MBS-ServiceArea	Q	1	mBS-ServiceAreaInformationList,420,1,-,- iE-Extensions,442,1,-,-	
T	MBS-ServiceAreaInformationList	L	421	1 256 0
T	MBS-ServiceAreaInformationItem	Q	1	mBS-AreaSessionID,59,0,-,- mBS-ServiceAreaInformation,422,0,-,- iE-Extensions,439,1,-,-	
T	MBS-ServiceAreaInformation	Q	1	mBS-ServiceAreaCellList,423,1,-,- mBS-ServiceAreaTAIList,430,1,-,- iE-Extensions,436,1,-,-	
T	MBS-ServiceAreaCellList	L	424	1 512 0
T	NR-CGI	Q	0	pLMN-Identity,425,0,-,- nR-Cell-Identity,426,0,-,- iE-Extensions,427,1,-,-	
T	PLMN-Identity	O	3 3 0
T	NR-Cell-Identity	B	36 36 0
T	ProtocolExtensionContainer	L	428	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,75.id.- criticality,8,0,-,75.criticality.0 extensionValue,429,0,-,75.Extension.0	
T	OPEN TYPE	x
T	MBS-ServiceAreaTAIList	L	431	1 512 0
T	MBS-ServiceAreaTAIList-Item	Q	1	plmn-ID,425,0,-,- fiveGS-TAC,432,0,-,- iE-Extensions,433,1,-,-	
T	FiveGS-TAC	O	3 3 0
T	ProtocolExtensionContainer	L	434	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,76.id.- criticality,8,0,-,76.criticality.0 extensionValue,435,0,-,76.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	437	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,77.id.- criticality,8,0,-,77.criticality.0 extensionValue,438,0,-,77.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	440	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,78.id.- criticality,8,0,-,78.criticality.0 extensionValue,441,0,-,78.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	443	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,79.id.- criticality,8,0,-,79.criticality.0 extensionValue,444,0,-,79.Extension.0	
T	OPEN TYPE	x
T	BCBearerContextSetupResponse	Q	1	protocolIEs,446,0,-,-	
T	ProtocolIE-Container	L	447	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,80.id.- criticality,8,0,-,80.criticality.0 value,448,0,-,80.Value.0	
T	OPEN TYPE	x
T	BCBearerContextToSetupResponse	Q	1	bcBearerContextNGU-TNLInfoatNGRAN,340,1,-,- bcMRBSetupResponseList,450,0,-,- bcMRBFailedList,374,1,-,- availableBCMRBConfig,137,1,-,- iE-Extensions,460,1,-,-	
T	BCMRBSetupResponseList	L	451	1 32 0
T	BCMRBSetupResponseList-Item	Q	1	mrb-ID,139,0,-,- qosflow-setup,355,0,-,- qosflow-failed,361,1,-,- bcBearerContextF1U-TNLInfoatCU,42,0,-,- iE-Extensions,452,1,-,-	
T	ProtocolExtensionContainer	L	453	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,81.id.- criticality,8,0,-,81.criticality.0 extensionValue,454,0,-,81.Extension.0	
T	OPEN TYPE	x
T	F1U-TNL-InfoAdded-List	L	456	1 512 0
T	F1U-TNL-InfoAdded-Item	Q	1	broadcastF1U-ContextReferenceE1,294,0,-,- bcBearerContextF1U-TNLInfoatCU,42,0,-,- iE-Extensions,457,1,-,-	
T	ProtocolExtensionContainer	L	458	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,82.id.- criticality,8,0,-,82.criticality.0 extensionValue,459,0,-,82.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	461	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,83.id.- criticality,8,0,-,83.criticality.0 extensionValue,462,0,-,83.Extension.0	
T	OPEN TYPE	x
T	BearerContextInactivityNotification	Q	1	protocolIEs,464,0,-,-	
T	ProtocolIE-Container	L	465	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,84.id.- criticality,8,0,-,84.criticality.0 value,466,0,-,84.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-UE-E1AP-ID	i	0 4294967295 0
T	GNB-CU-UP-UE-E1AP-ID	i	0 4294967295 0
T	BearerContextModificationConfirm	Q	1	protocolIEs,470,0,-,-	
T	ProtocolIE-Container	L	471	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,85.id.- criticality,8,0,-,85.criticality.0 value,472,0,-,85.Value.0	
T	OPEN TYPE	x
T	System-BearerContextModificationConfirm	C	0	e-UTRAN-BearerContextModificationConfirm,474,0,-,- nG-RAN-BearerContextModificationConfirm,492,0,-,- choice-extension,505,0,-,-	
T	ProtocolIE-Container	L	475	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,86.id.- criticality,8,0,-,86.criticality.0 value,476,0,-,86.Value.0	
T	OPEN TYPE	x
T	DRB-Confirm-Modified-List-EUTRAN	L	478	1 32 0
T	DRB-Confirm-Modified-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- cell-Group-Information,479,1,-,- iE-Extensions,489,1,-,-	
T	Cell-Group-Information	L	480	1 4 0
T	Cell-Group-Information-Item	Q	1	cell-Group-ID,481,0,-,- uL-Configuration,482,1,-,- dL-TX-Stop,483,1,-,- rAT-Type,484,1,-,- iE-Extensions,485,1,-,-	
T	Cell-Group-ID	i	0 3 1
T	UL-Configuration	e	no-data,shared,only	+
T	DL-TX-Stop	e	stop,resume	+
T	RAT-Type	e	e-UTRA,nR	+
T	ProtocolExtensionContainer	L	486	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,87.id.- criticality,8,0,-,87.criticality.0 extensionValue,487,0,-,87.Extension.0	
T	OPEN TYPE	x
T	Number-of-tunnels	i	1 4 1
T	ProtocolExtensionContainer	L	490	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,88.id.- criticality,8,0,-,88.criticality.0 extensionValue,491,0,-,88.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-Container	L	493	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,89.id.- criticality,8,0,-,89.criticality.0 value,494,0,-,89.Value.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Confirm-Modified-List	L	496	1 256 0
T	PDU-Session-Resource-Confirm-Modified-Item	Q	1	pDU-Session-ID,12,0,-,- dRB-Confirm-Modified-List-NG-RAN,497,1,-,- iE-Extensions,502,1,-,-	
T	DRB-Confirm-Modified-List-NG-RAN	L	498	1 32 0
T	DRB-Confirm-Modified-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- cell-Group-Information,479,1,-,- iE-Extensions,499,1,-,-	
T	ProtocolExtensionContainer	L	500	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,90.id.- criticality,8,0,-,90.criticality.0 extensionValue,501,0,-,90.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	503	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,91.id.- criticality,8,0,-,91.criticality.0 extensionValue,504,0,-,91.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,92.id.- criticality,8,0,-,92.criticality.0 value,507,0,-,92.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,92.id.- criticality,8,0,-,92.criticality.0 value,507,0,-,92.Value.0	
T	OPEN TYPE	x
T	BearerContextModificationFailure	Q	1	protocolIEs,509,0,-,-	
T	ProtocolIE-Container	L	510	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,93.id.- criticality,8,0,-,93.criticality.0 value,511,0,-,93.Value.0	
T	OPEN TYPE	x
T	BearerContextModificationRequest	Q	1	protocolIEs,513,0,-,-	
T	ProtocolIE-Container	L	514	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,94.id.- criticality,8,0,-,94.criticality.0 value,515,0,-,94.Value.0	
T	OPEN TYPE	x
T	SecurityInformation	Q	1	securityAlgorithm,517,0,-,- uPSecuritykey,523,0,-,- iE-Extensions,529,1,-,-	
T	SecurityAlgorithm	Q	1	cipheringAlgorithm,518,0,-,- integrityProtectionAlgorithm,519,1,-,- iE-Extensions,520,1,-,-	
T	CipheringAlgorithm	e	nEA0,c-128-NEA1,c-128-NEA2,c-128-NEA3	+
T	IntegrityProtectionAlgorithm	e	nIA0,i-128-NIA1,i-128-NIA2,i-128-NIA3	+
T	ProtocolExtensionContainer	L	521	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,95.id.- criticality,8,0,-,95.criticality.0 extensionValue,522,0,-,95.Extension.0	
T	OPEN TYPE	x
T	UPSecuritykey	Q	1	encryptionKey,524,0,-,- integrityProtectionKey,525,1,-,- iE-Extensions,526,1,-,-	
T	EncryptionKey	O	0 - 0
T	IntegrityProtectionKey	O	0 - 0
T	ProtocolExtensionContainer	L	527	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,96.id.- criticality,8,0,-,96.criticality.0 extensionValue,528,0,-,96.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	530	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,97.id.- criticality,8,0,-,97.criticality.0 extensionValue,531,0,-,97.Extension.0	
T	OPEN TYPE	x
T	BearerContextStatusChange	e	suspend,resume	+resumeforSDT
T	New-UL-TNL-Information-Required	e	required	+
T	Inactivity-Timer	i	1 7200 1
T	DataDiscardRequired	e	required	+
T	System-BearerContextModificationRequest	C	0	e-UTRAN-BearerContextModificationRequest,537,0,-,- nG-RAN-BearerContextModificationRequest,625,0,-,- choice-extension,714,0,-,-	
T	ProtocolIE-Container	L	538	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,98.id.- criticality,8,0,-,98.criticality.0 value,539,0,-,98.Value.0	
T	OPEN TYPE	x
T	DRB-To-Setup-Mod-List-EUTRAN	L	541	1 32 0
T	DRB-To-Setup-Mod-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- pDCP-Configuration,140,0,-,- eUTRAN-QoS,542,0,-,- s1-UL-UP-TNL-Information,44,0,-,- data-Forwarding-Information-Request,555,1,-,- cell-Group-Information,479,0,-,- dL-UP-Parameters,565,1,-,- dRB-Inactivity-Timer,534,1,-,- iE-Extensions,574,1,-,-	
T	EUTRAN-QoS	Q	1	qCI,543,0,-,- eUTRANallocationAndRetentionPriority,544,0,-,- gbrQosInformation,548,1,-,- iE-Extensions,552,1,-,-	
T	QCI	i	0 255 0
T	EUTRANAllocationAndRetentionPriority	Q	1	priorityLevel,230,0,-,- pre-emptionCapability,231,0,-,- pre-emptionVulnerability,232,0,-,- iE-Extensions,545,1,-,-	
T	ProtocolExtensionContainer	L	546	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,99.id.- criticality,8,0,-,99.criticality.0 extensionValue,547,0,-,99.Extension.0	
T	OPEN TYPE	x
T	GBR-QosInformation	Q	1	e-RAB-MaximumBitrateDL,27,0,-,- e-RAB-MaximumBitrateUL,27,0,-,- e-RAB-GuaranteedBitrateDL,27,0,-,- e-RAB-GuaranteedBitrateUL,27,0,-,- iE-Extensions,549,1,-,-	
T	ProtocolExtensionContainer	L	550	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,100.id.- criticality,8,0,-,100.criticality.0 extensionValue,551,0,-,100.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	553	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,101.id.- criticality,8,0,-,101.criticality.0 extensionValue,554,0,-,101.Extension.0	
T	OPEN TYPE	x
T	Data-Forwarding-Information-Request	Q	1	data-Forwarding-Request,556,0,-,- qoS-Flows-Forwarded-On-Fwd-Tunnels,557,1,-,- iE-Extensions,562,1,-,-	
T	Data-Forwarding-Request	e	uL,dL,both	+
T	QoS-Flow-Mapping-List	L	558	1 64 0
T	QoS-Flow-Mapping-Item	Q	1	qoS-Flow-Identifier,210,0,-,- qoSFlowMappingIndication,260,1,-,- iE-Extensions,559,1,-,-	
T	ProtocolExtensionContainer	L	560	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,102.id.- criticality,8,0,-,102.criticality.0 extensionValue,561,0,-,102.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	563	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,103.id.- criticality,8,0,-,103.criticality.0 extensionValue,564,0,-,103.Extension.0	
T	OPEN TYPE	x
T	UP-Parameters	L	566	1 8 0
T	UP-Parameters-Item	Q	1	uP-TNL-Information,44,0,-,- cell-Group-ID,481,0,-,- iE-Extensions,567,1,-,-	
T	ProtocolExtensionContainer	L	568	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,104.id.- criticality,8,0,-,104.criticality.0 extensionValue,569,0,-,104.Extension.0	
T	OPEN TYPE	x
T	QoS-Mapping-Information	Q	1	dscp,571,1,-,- flow-label,572,1,-,-	
T	BIT STRING	B	6 6 0
T	BIT STRING	B	20 20 0
T	IndirectPathIndication	e	true	+
T	ProtocolExtensionContainer	L	575	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,105.id.- criticality,8,0,-,105.criticality.0 extensionValue,576,0,-,105.Extension.0	
T	OPEN TYPE	x
T	SecurityIndication	Q	1	integrityProtectionIndication,578,0,-,- confidentialityProtectionIndication,579,0,-,- maximumIPdatarate,580,1,-,- iE-Extensions,585,1,-,-	
T	IntegrityProtectionIndication	e	required,preferred,not-needed	+
T	ConfidentialityProtectionIndication	e	required,preferred,not-needed	+
T	MaximumIPdatarate	Q	1	maxIPrate,581,0,-,- iE-Extensions,582,1,-,-	
T	MaxIPrate	e	bitrate64kbs,max-UErate	+
T	ProtocolExtensionContainer	L	583	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,106.id.- criticality,8,0,-,106.criticality.0 extensionValue,584,0,-,106.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	586	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,107.id.- criticality,8,0,-,107.criticality.0 extensionValue,587,0,-,107.Extension.0	
T	OPEN TYPE	x
T	DRB-To-Modify-List-EUTRAN	L	589	1 32 0
T	DRB-To-Modify-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- pDCP-Configuration,140,1,-,- eUTRAN-QoS,542,1,-,- s1-UL-UP-TNL-Information,44,1,-,- data-Forwarding-Information,590,1,-,- pDCP-SN-Status-Request,600,1,-,- pDCP-SN-Status-Information,601,1,-,- dL-UP-Parameters,565,1,-,- cell-Group-To-Add,479,1,-,- cell-Group-To-Modify,479,1,-,- cell-Group-To-Remove,479,1,-,- dRB-Inactivity-Timer,534,1,-,- iE-Extensions,616,1,-,-	
T	Data-Forwarding-Information	Q	1	uL-Data-Forwarding,44,1,-,- dL-Data-Forwarding,44,1,-,- iE-Extensions,591,1,-,-	
T	ProtocolExtensionContainer	L	592	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,108.id.- criticality,8,0,-,108.criticality.0 extensionValue,593,0,-,108.Extension.0	
T	OPEN TYPE	x
T	DataForwardingtoNG-RANQoSFlowInformationList	L	595	1 64 0
T	DataForwardingtoNG-RANQoSFlowInformationList-Item	Q	1	qoS-Flow-Identifier,210,0,-,- iE-Extensions,596,1,-,-	
T	ProtocolExtensionContainer	L	597	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,109.id.- criticality,8,0,-,109.criticality.0 extensionValue,598,0,-,109.Extension.0	
T	OPEN TYPE	x
T	PDUSetbasedHandlingIndicator	e	supported	+
T	PDCP-SN-Status-Request	e	requested	+
T	PDCP-SN-Status-Information	Q	1	pdcpStatusTransfer-UL,602,0,-,- pdcpStatusTransfer-DL,604,0,-,- iE-Extension,613,1,-,-	
T	DRBBStatusTransfer	Q	1	receiveStatusofPDCPSDU,603,1,-,- countValue,604,0,-,- iE-Extension,610,1,-,-	
T	BIT STRING	B	1 131072 0
T	PDCP-Count	Q	1	pDCP-SN,605,0,-,- hFN,606,0,-,- iE-Extensions,607,1,-,-	
T	PDCP-SN	i	0 262143 0
T	HFN	i	0 4294967295 0
T	ProtocolExtensionContainer	L	608	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,110.id.- criticality,8,0,-,110.criticality.0 extensionValue,609,0,-,110.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	611	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,111.id.- criticality,8,0,-,111.criticality.0 extensionValue,612,0,-,111.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	614	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,112.id.- criticality,8,0,-,112.criticality.0 extensionValue,615,0,-,112.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	617	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,113.id.- criticality,8,0,-,113.criticality.0 extensionValue,618,0,-,113.Extension.0	
T	OPEN TYPE	x
T	DRB-To-Remove-List-EUTRAN	L	620	1 32 0
T	DRB-To-Remove-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- iE-Extensions,621,1,-,-	
T	ProtocolExtensionContainer	L	622	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,114.id.- criticality,8,0,-,114.criticality.0 extensionValue,623,0,-,114.Extension.0	
T	OPEN TYPE	x
T	SubscriberProfileIDforRFP	i	1 256 1
T	ProtocolIE-Container	L	626	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,115.id.- criticality,8,0,-,115.criticality.0 value,627,0,-,115.Value.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-To-Setup-Mod-List	L	629	1 256 0
T	PDU-Session-Resource-To-Setup-Mod-Item	Q	1	pDU-Session-ID,12,0,-,- pDU-Session-Type,630,0,-,- sNSSAI,409,0,-,- securityIndication,577,0,-,- pDU-Session-Resource-AMBR,27,1,-,- nG-UL-UP-TNL-Information,44,0,-,- pDU-Session-Data-Forwarding-Information-Request,555,1,-,- pDU-Session-Inactivity-Timer,534,1,-,- dRB-To-Setup-Mod-List-NG-RAN,631,0,-,- iE-Extensions,651,1,-,-	
T	PDU-Session-Type	e	ipv4,ipv6,ipv4v6,ethernet,unstructured	+
T	DRB-To-Setup-Mod-List-NG-RAN	L	632	1 32 0
T	DRB-To-Setup-Mod-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- sDAP-Configuration,633,0,-,- pDCP-Configuration,140,0,-,- cell-Group-Information,479,0,-,- flow-Mapping-Information,208,0,-,- dRB-Data-Forwarding-Information-Request,555,1,-,- dRB-Inactivity-Timer,534,1,-,- pDCP-SN-Status-Information,601,1,-,- iE-Extensions,640,1,-,-	
T	SDAP-Configuration	Q	1	defaultDRB,634,0,-,- sDAP-Header-UL,635,0,-,- sDAP-Header-DL,636,0,-,- iE-Extensions,637,1,-,-	
T	DefaultDRB	e	true,false	+
T	SDAP-Header-UL	e	present,absent	+
T	SDAP-Header-DL	e	present,absent	+
T	ProtocolExtensionContainer	L	638	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,116.id.- criticality,8,0,-,116.criticality.0 extensionValue,639,0,-,116.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	641	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,117.id.- criticality,8,0,-,117.criticality.0 extensionValue,642,0,-,117.Extension.0	
T	OPEN TYPE	x
T	IgnoreMappingRuleIndication	e	true	+
T	DAPSRequestInfo	Q	1	dapsIndicator,645,0,-,- iE-Extensions,646,1,-,-	
T	ENUMERATED	e	daps-HO-required	+
T	ProtocolExtensionContainer	L	647	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,118.id.- criticality,8,0,-,118.criticality.0 extensionValue,648,0,-,118.Extension.0	
T	OPEN TYPE	x
T	SDTindicatorSetup	e	true	+
T	SpecialTriggeringPurpose	e	indirect-data-forwarding	+
T	ProtocolExtensionContainer	L	652	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,119.id.- criticality,8,0,-,119.criticality.0 extensionValue,653,0,-,119.Extension.0	
T	OPEN TYPE	x
T	NetworkInstance	i	1 256 1
T	CommonNetworkInstance	O	0 - 0
T	PDU-Session-Resource-To-Modify-List	L	657	1 256 0
T	PDU-Session-Resource-To-Modify-Item	Q	1	pDU-Session-ID,12,0,-,- securityIndication,577,1,-,- pDU-Session-Resource-DL-AMBR,27,1,-,- nG-UL-UP-TNL-Information,44,1,-,- pDU-Session-Data-Forwarding-Information-Request,555,1,-,- pDU-Session-Data-Forwarding-Information,590,1,-,- pDU-Session-Inactivity-Timer,534,1,-,- networkInstance,654,1,-,- dRB-To-Setup-List-NG-RAN,658,1,-,- dRB-To-Modify-List-NG-RAN,664,1,-,- dRB-To-Remove-List-NG-RAN,685,1,-,- iE-Extensions,690,1,-,-	
T	DRB-To-Setup-List-NG-RAN	L	659	1 32 0
T	DRB-To-Setup-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- sDAP-Configuration,633,0,-,- pDCP-Configuration,140,0,-,- cell-Group-Information,479,0,-,- qos-flow-Information-To-Be-Setup,208,0,-,- dRB-Data-Forwarding-Information-Request,555,1,-,- dRB-Inactivity-Timer,534,1,-,- pDCP-SN-Status-Information,601,1,-,- iE-Extensions,660,1,-,-	
T	ProtocolExtensionContainer	L	661	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,120.id.- criticality,8,0,-,120.criticality.0 extensionValue,662,0,-,120.Extension.0	
T	OPEN TYPE	x
T	QoS-Flows-DRB-Remapping	e	update,source-configuration	+
T	DRB-To-Modify-List-NG-RAN	L	665	1 32 0
T	DRB-To-Modify-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- sDAP-Configuration,633,1,-,- pDCP-Configuration,140,1,-,- dRB-Data-Forwarding-Information,590,1,-,- pDCP-SN-Status-Request,600,1,-,- pdcp-SN-Status-Information,601,1,-,- dL-UP-Parameters,565,1,-,- cell-Group-To-Add,479,1,-,- cell-Group-To-Modify,479,1,-,- cell-Group-To-Remove,479,1,-,- flow-Mapping-Information,208,1,-,- dRB-Inactivity-Timer,534,1,-,- iE-Extensions,666,1,-,-	
T	ProtocolExtensionContainer	L	667	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,121.id.- criticality,8,0,-,121.criticality.0 extensionValue,668,0,-,121.Extension.0	
T	OPEN TYPE	x
T	EarlyForwardingCOUNTReq	e	first-dl-count,dl-discarding	+
T	EarlyForwardingCOUNTInfo	C	0	firstDLCount,671,0,-,- dLDiscardingCount,675,0,-,- choice-Extension,679,0,-,-	
T	FirstDLCount	Q	0	firstDLCountVal,604,0,-,- iE-Extensions,672,1,-,-	
T	ProtocolExtensionContainer	L	673	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,122.id.- criticality,8,0,-,122.criticality.0 extensionValue,674,0,-,122.Extension.0	
T	OPEN TYPE	x
T	DLDiscarding	Q	0	dLDiscardingCountVal,604,0,-,- iE-Extensions,676,1,-,-	
T	ProtocolExtensionContainer	L	677	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,123.id.- criticality,8,0,-,123.criticality.0 extensionValue,678,0,-,123.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,124.id.- criticality,8,0,-,124.criticality.0 value,681,0,-,124.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,124.id.- criticality,8,0,-,124.criticality.0 value,681,0,-,124.Value.0	
T	OPEN TYPE	x
T	EarlyDataForwardingIndicator	e	stop	+
T	SDTindicatorMod	e	true,false	+
T	PDCP-COUNT-Reset	e	true	+
T	DRB-To-Remove-List-NG-RAN	L	686	1 32 0
T	DRB-To-Remove-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- iE-Extensions,687,1,-,-	
T	ProtocolExtensionContainer	L	688	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,125.id.- criticality,8,0,-,125.criticality.0 extensionValue,689,0,-,125.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	691	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,126.id.- criticality,8,0,-,126.criticality.0 extensionValue,692,0,-,126.Extension.0	
T	OPEN TYPE	x
T	DataForwardingtoE-UTRANInformationList	L	694	1 256 0
T	DataForwardingtoE-UTRANInformationListItem	Q	1	data-forwarding-tunnel-information,44,0,-,- qoS-Flows-to-be-forwarded-List,695,0,-,- iE-Extensions,700,1,-,-	
T	QoS-Flows-to-be-forwarded-List	L	696	1 64 0
T	QoS-Flows-to-be-forwarded-Item	Q	1	qoS-Flow-Identifier,210,0,-,- iE-Extensions,697,1,-,-	
T	ProtocolExtensionContainer	L	698	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,127.id.- criticality,8,0,-,127.criticality.0 extensionValue,699,0,-,127.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	701	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,128.id.- criticality,8,0,-,128.criticality.0 extensionValue,702,0,-,128.Extension.0	
T	OPEN TYPE	x
T	UserPlaneFailureIndication	Q	1	userPlaneFailureType,704,0,-,- nG-DL-UP-TNL-Information,44,0,-,- nG-UL-UP-TNL-Information,44,0,-,- iE-Extensions,705,1,-,-	
T	UserPlaneFailureType	e	gtp-u-error-indication-received,up-path-failure	+
T	ProtocolExtensionContainer	L	706	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,129.id.- criticality,8,0,-,129.criticality.0 extensionValue,707,0,-,129.Extension.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-To-Remove-List	L	709	1 256 0
T	PDU-Session-Resource-To-Remove-Item	Q	1	pDU-Session-ID,12,0,-,- iE-Extensions,710,1,-,-	
T	ProtocolExtensionContainer	L	711	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,130.id.- criticality,8,0,-,130.criticality.0 extensionValue,712,0,-,130.Extension.0	
T	OPEN TYPE	x
T	UserPlaneErrorIndicator	e	gTP-U-error-indication-received	+
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,131.id.- criticality,8,0,-,131.criticality.0 value,716,0,-,131.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,131.id.- criticality,8,0,-,131.criticality.0 value,716,0,-,131.Value.0	
T	OPEN TYPE	x
T	RANUEID	O	8 8 0
T	GNB-DU-ID	i	0 68719476735 0
T	MDTPollutedMeasurementIndicator	e	iDC,no-IDC	+
T	UESliceMaximumBitRateList	L	721	1 8 0
T	UESliceMaximumBitRateItem	Q	1	sNSSAI,409,0,-,- uESliceMaximumBitRateDL,27,0,-,- iE-Extensions,722,1,-,-	
T	ProtocolExtensionContainer	L	723	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,132.id.- criticality,8,0,-,132.criticality.0 extensionValue,724,0,-,132.Extension.0	
T	OPEN TYPE	x
T	SCGActivationStatus	e	scg-activated,scg-deactivated	+
T	SDTContinueROHC	e	true	+
T	MDTPLMNModificationList	L	425	0 16 0
T	InactivityInformationRequest	e	true	+
T	MT-SDT-Information-Request	e	true	+
T	SDT-data-size-threshold	i	1 192000 1
T	BearerContextModificationRequired	Q	1	protocolIEs,732,0,-,-	
T	ProtocolIE-Container	L	733	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,133.id.- criticality,8,0,-,133.criticality.0 value,734,0,-,133.Value.0	
T	OPEN TYPE	x
T	System-BearerContextModificationRequired	C	0	e-UTRAN-BearerContextModificationRequired,736,0,-,- nG-RAN-BearerContextModificationRequired,754,0,-,- choice-extension,772,0,-,-	
T	ProtocolIE-Container	L	737	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,134.id.- criticality,8,0,-,134.criticality.0 value,738,0,-,134.Value.0	
T	OPEN TYPE	x
T	DRB-Required-To-Modify-List-EUTRAN	L	740	1 32 0
T	DRB-Required-To-Modify-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- s1-DL-UP-TNL-Information,44,1,-,- gNB-CU-UP-CellGroupRelatedConfiguration,741,1,-,- cause,107,1,-,- iE-Extensions,746,1,-,-	
T	GNB-CU-UP-CellGroupRelatedConfiguration	L	742	1 8 0
T	GNB-CU-UP-CellGroupRelatedConfiguration-Item	Q	0	cell-Group-ID,481,0,-,- uP-TNL-Information,44,0,-,- uL-Configuration,482,1,-,- iE-Extensions,743,1,-,-	
T	ProtocolExtensionContainer	L	744	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,135.id.- criticality,8,0,-,135.criticality.0 extensionValue,745,0,-,135.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	747	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,136.id.- criticality,8,0,-,136.criticality.0 extensionValue,748,0,-,136.Extension.0	
T	OPEN TYPE	x
T	DRB-Required-To-Remove-List-EUTRAN	L	750	1 32 0
T	DRB-Required-To-Remove-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,751,1,-,-	
T	ProtocolExtensionContainer	L	752	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,137.id.- criticality,8,0,-,137.criticality.0 extensionValue,753,0,-,137.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-Container	L	755	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,138.id.- criticality,8,0,-,138.criticality.0 value,756,0,-,138.Value.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Required-To-Modify-List	L	758	1 256 0
T	PDU-Session-Resource-Required-To-Modify-Item	Q	1	pDU-Session-ID,12,0,-,- nG-DL-UP-TNL-Information,44,1,-,- dRB-Required-To-Modify-List-NG-RAN,759,1,-,- dRB-Required-To-Remove-List-NG-RAN,764,1,-,- iE-Extensions,769,1,-,-	
T	DRB-Required-To-Modify-List-NG-RAN	L	760	1 32 0
T	DRB-Required-To-Modify-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- gNB-CU-UP-CellGroupRelatedConfiguration,741,1,-,- flow-To-Remove,355,1,-,- cause,107,1,-,- iE-Extensions,761,1,-,-	
T	ProtocolExtensionContainer	L	762	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,139.id.- criticality,8,0,-,139.criticality.0 extensionValue,763,0,-,139.Extension.0	
T	OPEN TYPE	x
T	DRB-Required-To-Remove-List-NG-RAN	L	765	1 32 0
T	DRB-Required-To-Remove-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,766,1,-,-	
T	ProtocolExtensionContainer	L	767	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,140.id.- criticality,8,0,-,140.criticality.0 extensionValue,768,0,-,140.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	770	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,141.id.- criticality,8,0,-,141.criticality.0 extensionValue,771,0,-,141.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,142.id.- criticality,8,0,-,142.criticality.0 value,774,0,-,142.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,142.id.- criticality,8,0,-,142.criticality.0 value,774,0,-,142.Value.0	
T	OPEN TYPE	x
T	BearerContextModificationResponse	Q	1	protocolIEs,776,0,-,-	
T	ProtocolIE-Container	L	777	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,143.id.- criticality,8,0,-,143.criticality.0 value,778,0,-,143.Value.0	
T	OPEN TYPE	x
T	System-BearerContextModificationResponse	C	0	e-UTRAN-BearerContextModificationResponse,780,0,-,- nG-RAN-BearerContextModificationResponse,823,0,-,- choice-extension,876,0,-,-	
T	ProtocolIE-Container	L	781	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,144.id.- criticality,8,0,-,144.criticality.0 value,782,0,-,144.Value.0	
T	OPEN TYPE	x
T	DRB-Setup-Mod-List-EUTRAN	L	784	1 32 0
T	DRB-Setup-Mod-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- s1-DL-UP-TNL-Information,44,0,-,- data-Forwarding-Information-Response,590,1,-,- uL-UP-Transport-Parameters,565,0,-,- iE-Extensions,785,1,-,-	
T	ProtocolExtensionContainer	L	786	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,145.id.- criticality,8,0,-,145.criticality.0 extensionValue,787,0,-,145.Extension.0	
T	OPEN TYPE	x
T	SecurityResult	Q	1	integrityProtectionResult,789,0,-,- confidentialityProtectionResult,790,0,-,- iE-Extensions,791,1,-,-	
T	IntegrityProtectionResult	e	performed,not-performed	+
T	ConfidentialityProtectionResult	e	performed,not-performed	+
T	ProtocolExtensionContainer	L	792	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,146.id.- criticality,8,0,-,146.criticality.0 extensionValue,793,0,-,146.Extension.0	
T	OPEN TYPE	x
T	DRB-Failed-Mod-List-EUTRAN	L	795	1 32 0
T	DRB-Failed-Mod-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,796,1,-,-	
T	ProtocolExtensionContainer	L	797	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,147.id.- criticality,8,0,-,147.criticality.0 extensionValue,798,0,-,147.Extension.0	
T	OPEN TYPE	x
T	DRB-Modified-List-EUTRAN	L	800	1 32 0
T	DRB-Modified-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- s1-DL-UP-TNL-Information,44,1,-,- pDCP-SN-Status-Information,601,1,-,- uL-UP-Transport-Parameters,565,1,-,- iE-Extensions,801,1,-,-	
T	ProtocolExtensionContainer	L	802	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,148.id.- criticality,8,0,-,148.criticality.0 extensionValue,803,0,-,148.Extension.0	
T	OPEN TYPE	x
T	DRB-Failed-To-Modify-List-EUTRAN	L	805	1 32 0
T	DRB-Failed-To-Modify-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,806,1,-,-	
T	ProtocolExtensionContainer	L	807	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,149.id.- criticality,8,0,-,149.criticality.0 extensionValue,808,0,-,149.Extension.0	
T	OPEN TYPE	x
T	RetainabilityMeasurementsInfo	L	810	1 32 0
T	DRB-Removed-Item	Q	1	dRB-ID,3,0,-,- dRB-Released-In-Session,811,1,-,- dRB-Accumulated-Session-Time,812,1,-,- qoS-Flow-Removed-List,813,1,-,- iE-Extensions,820,1,-,-	
T	ENUMERATED	e	released-in-session,not-released-in-session	+
T	OCTET STRING	O	5 5 0
T	SEQUENCE OF	L	814	1 64 0
T	QoS-Flow-Removed-Item	Q	1	qoS-Flow-Identifier,210,0,-,- qoS-Flow-Released-In-Session,815,1,-,- qoS-Flow-Accumulated-Session-Time,816,1,-,- iE-Extensions,817,1,-,-	
T	ENUMERATED	e	released-in-session,not-released-in-session	+
T	OCTET STRING	O	5 5 0
T	ProtocolExtensionContainer	L	818	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,150.id.- criticality,8,0,-,150.criticality.0 extensionValue,819,0,-,150.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	821	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,151.id.- criticality,8,0,-,151.criticality.0 extensionValue,822,0,-,151.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-Container	L	824	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,152.id.- criticality,8,0,-,152.criticality.0 value,825,0,-,152.Value.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Setup-Mod-List	L	827	1 256 0
T	PDU-Session-Resource-Setup-Mod-Item	Q	1	pDU-Session-ID,12,0,-,- securityResult,788,1,-,- nG-DL-UP-TNL-Information,44,0,-,- pDU-Session-Data-Forwarding-Information-Response,590,1,-,- dRB-Setup-Mod-List-NG-RAN,828,0,-,- dRB-Failed-Mod-List-NG-RAN,833,1,-,- iE-Extensions,838,1,-,-	
T	DRB-Setup-Mod-List-NG-RAN	L	829	1 32 0
T	DRB-Setup-Mod-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- dRB-data-Forwarding-Information-Response,590,1,-,- uL-UP-Transport-Parameters,565,0,-,- flow-Setup-List,355,0,-,- flow-Failed-List,361,1,-,- iE-Extensions,830,1,-,-	
T	ProtocolExtensionContainer	L	831	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,153.id.- criticality,8,0,-,153.criticality.0 extensionValue,832,0,-,153.Extension.0	
T	OPEN TYPE	x
T	DRB-Failed-Mod-List-NG-RAN	L	834	1 32 0
T	DRB-Failed-Mod-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,835,1,-,-	
T	ProtocolExtensionContainer	L	836	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,154.id.- criticality,8,0,-,154.criticality.0 extensionValue,837,0,-,154.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	839	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,155.id.- criticality,8,0,-,155.criticality.0 extensionValue,840,0,-,155.Extension.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Failed-Mod-List	L	842	1 256 0
T	PDU-Session-Resource-Failed-Mod-Item	Q	1	pDU-Session-ID,12,0,-,- cause,107,0,-,- iE-Extensions,843,1,-,-	
T	ProtocolExtensionContainer	L	844	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,156.id.- criticality,8,0,-,156.criticality.0 extensionValue,845,0,-,156.Extension.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Modified-List	L	847	1 256 0
T	PDU-Session-Resource-Modified-Item	Q	1	pDU-Session-ID,12,0,-,- nG-DL-UP-TNL-Information,44,1,-,- securityResult,788,1,-,- pDU-Session-Data-Forwarding-Information-Response,590,1,-,- dRB-Setup-List-NG-RAN,848,1,-,- dRB-Failed-List-NG-RAN,853,1,-,- dRB-Modified-List-NG-RAN,858,1,-,- dRB-Failed-To-Modify-List-NG-RAN,863,1,-,- iE-Extensions,868,1,-,-	
T	DRB-Setup-List-NG-RAN	L	849	1 32 0
T	DRB-Setup-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- dRB-data-Forwarding-Information-Response,590,1,-,- uL-UP-Transport-Parameters,565,0,-,- flow-Setup-List,355,0,-,- flow-Failed-List,361,1,-,- iE-Extensions,850,1,-,-	
T	ProtocolExtensionContainer	L	851	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,157.id.- criticality,8,0,-,157.criticality.0 extensionValue,852,0,-,157.Extension.0	
T	OPEN TYPE	x
T	DRB-Failed-List-NG-RAN	L	854	1 32 0
T	DRB-Failed-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,855,1,-,-	
T	ProtocolExtensionContainer	L	856	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,158.id.- criticality,8,0,-,158.criticality.0 extensionValue,857,0,-,158.Extension.0	
T	OPEN TYPE	x
T	DRB-Modified-List-NG-RAN	L	859	1 32 0
T	DRB-Modified-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- uL-UP-Transport-Parameters,565,1,-,- pDCP-SN-Status-Information,601,1,-,- flow-Setup-List,355,1,-,- flow-Failed-List,361,1,-,- iE-Extensions,860,1,-,-	
T	ProtocolExtensionContainer	L	861	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,159.id.- criticality,8,0,-,159.criticality.0 extensionValue,862,0,-,159.Extension.0	
T	OPEN TYPE	x
T	DRB-Failed-To-Modify-List-NG-RAN	L	864	1 32 0
T	DRB-Failed-To-Modify-Item-NG-RAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,865,1,-,-	
T	ProtocolExtensionContainer	L	866	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,160.id.- criticality,8,0,-,160.criticality.0 extensionValue,867,0,-,160.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	869	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,161.id.- criticality,8,0,-,161.criticality.0 extensionValue,870,0,-,161.Extension.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Failed-To-Modify-List	L	872	1 256 0
T	PDU-Session-Resource-Failed-To-Modify-Item	Q	1	pDU-Session-ID,12,0,-,- cause,107,0,-,- iE-Extensions,873,1,-,-	
T	ProtocolExtensionContainer	L	874	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,162.id.- criticality,8,0,-,162.criticality.0 extensionValue,875,0,-,162.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,163.id.- criticality,8,0,-,163.criticality.0 value,878,0,-,163.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,163.id.- criticality,8,0,-,163.criticality.0 value,878,0,-,163.Value.0	
T	OPEN TYPE	x
T	UEInactivityInformation	i	1 7200 1
T	BearerContextReleaseCommand	Q	1	protocolIEs,881,0,-,-	
T	ProtocolIE-Container	L	882	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,164.id.- criticality,8,0,-,164.criticality.0 value,883,0,-,164.Value.0	
T	OPEN TYPE	x
T	BearerContextReleaseComplete	Q	1	protocolIEs,885,0,-,-	
T	ProtocolIE-Container	L	886	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,165.id.- criticality,8,0,-,165.criticality.0 value,887,0,-,165.Value.0	
T	OPEN TYPE	x
T	BearerContextReleaseRequest	Q	1	protocolIEs,889,0,-,-	
T	ProtocolIE-Container	L	890	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,166.id.- criticality,8,0,-,166.criticality.0 value,891,0,-,166.Value.0	
T	OPEN TYPE	x
T	DRB-Status-List	L	893	1 32 0
T	DRB-Status-Item	Q	1	dRB-ID,3,0,-,- pDCP-DL-Count,604,1,-,- pDCP-UL-Count,604,1,-,- iE-Extensions,894,1,-,-	
T	ProtocolExtensionContainer	L	895	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,167.id.- criticality,8,0,-,167.criticality.0 extensionValue,896,0,-,167.Extension.0	
T	OPEN TYPE	x
T	BearerContextSetupFailure	Q	1	protocolIEs,898,0,-,-	
T	ProtocolIE-Container	L	899	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,168.id.- criticality,8,0,-,168.criticality.0 value,900,0,-,168.Value.0	
T	OPEN TYPE	x
T	BearerContextSetupRequest	Q	1	protocolIEs,902,0,-,-	
T	ProtocolIE-Container	L	903	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,169.id.- criticality,8,0,-,169.criticality.0 value,904,0,-,169.Value.0	
T	OPEN TYPE	x
T	System-BearerContextSetupRequest	C	0	e-UTRAN-BearerContextSetupRequest,906,0,-,- nG-RAN-BearerContextSetupRequest,914,0,-,- choice-extension,928,0,-,-	
T	ProtocolIE-Container	L	907	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,170.id.- criticality,8,0,-,170.criticality.0 value,908,0,-,170.Value.0	
T	OPEN TYPE	x
T	DRB-To-Setup-List-EUTRAN	L	910	1 32 0
T	DRB-To-Setup-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- pDCP-Configuration,140,0,-,- eUTRAN-QoS,542,0,-,- s1-UL-UP-TNL-Information,44,0,-,- data-Forwarding-Information-Request,555,1,-,- cell-Group-Information,479,0,-,- dL-UP-Parameters,565,1,-,- dRB-Inactivity-Timer,534,1,-,- existing-Allocated-S1-DL-UP-TNL-Info,44,1,-,- iE-Extensions,911,1,-,-	
T	ProtocolExtensionContainer	L	912	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,171.id.- criticality,8,0,-,171.criticality.0 extensionValue,913,0,-,171.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-Container	L	915	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,172.id.- criticality,8,0,-,172.criticality.0 value,916,0,-,172.Value.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-To-Setup-List	L	918	1 256 0
T	PDU-Session-Resource-To-Setup-Item	Q	1	pDU-Session-ID,12,0,-,- pDU-Session-Type,630,0,-,- sNSSAI,409,0,-,- securityIndication,577,0,-,- pDU-Session-Resource-DL-AMBR,27,1,-,- nG-UL-UP-TNL-Information,44,0,-,- pDU-Session-Data-Forwarding-Information-Request,555,1,-,- pDU-Session-Inactivity-Timer,534,1,-,- existing-Allocated-NG-DL-UP-TNL-Info,44,1,-,- networkInstance,654,1,-,- dRB-To-Setup-List-NG-RAN,658,0,-,- iE-Extensions,919,1,-,-	
T	ProtocolExtensionContainer	L	920	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,173.id.- criticality,8,0,-,173.criticality.0 extensionValue,921,0,-,173.Extension.0	
T	OPEN TYPE	x
T	RedundantPDUSessionInformation	Q	1	rSN,923,0,-,- iE-Extensions,924,1,-,-	
T	RSN	e	v1,v2	+
T	ProtocolExtensionContainer	L	925	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,174.id.- criticality,8,0,-,174.criticality.0 extensionValue,926,0,-,174.Extension.0	
T	OPEN TYPE	x
T	PDUSession-PairID	i	0 255 1
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,175.id.- criticality,8,0,-,175.criticality.0 value,930,0,-,175.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,175.id.- criticality,8,0,-,175.criticality.0 value,930,0,-,175.Value.0	
T	OPEN TYPE	x
T	TraceActivation	Q	1	traceID,932,0,-,- interfacesToTrace,933,0,-,- traceDepth,934,0,-,- traceCollectionEntityIPAddress,46,0,-,- iE-Extensions,935,1,-,-	
T	TraceID	O	8 8 0
T	InterfacesToTrace	B	8 8 0
T	TraceDepth	e	minimum,medium,maximum,minimumWithoutVendorSpecificExtension,mediumWithoutVendorSpecificExtension,maximumWithoutVendorSpecificExtension	+
T	ProtocolExtensionContainer	L	936	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,176.id.- criticality,8,0,-,176.criticality.0 extensionValue,937,0,-,176.Extension.0	
T	OPEN TYPE	x
T	MDT-Configuration	Q	1	mdt-Activation,939,0,-,- mDTMode,940,0,-,- iE-Extensions,968,1,-,-	
T	MDT-Activation	e	immediate-MDT-only,immediate-MDT-and-Trace	+
T	MDTMode	C	0	immediateMDT,941,0,-,- choice-extension,965,0,-,-	
T	ImmediateMDT	Q	1	measurementsToActivate,942,0,-,- measurementFour,943,1,-,- measurementSix,950,1,-,- measurementSeven,956,1,-,- iE-Extensions,962,1,-,-	
T	MeasurementsToActivate	B	8 8 0
T	M4Configuration	Q	1	m4period,944,0,-,- m4-links-to-log,945,0,-,- iE-Extensions,946,1,-,-	
T	M4period	e	ms1024,ms2048,ms5120,ms10240,min1	+
T	Links-to-log	e	uplink,downlink,both-uplink-and-downlink	+
T	ProtocolExtensionContainer	L	947	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,177.id.- criticality,8,0,-,177.criticality.0 extensionValue,948,0,-,177.Extension.0	
T	OPEN TYPE	x
T	M4ReportAmount	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	M6Configuration	Q	1	m6report-Interval,951,0,-,- m6-links-to-log,945,0,-,- iE-Extensions,952,1,-,-	
T	M6report-Interval	e	ms120,ms240,ms480,ms640,ms1024,ms2048,ms5120,ms10240,ms20480,ms40960,min1,min6,min12,min30	+
T	ProtocolExtensionContainer	L	953	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,178.id.- criticality,8,0,-,178.criticality.0 extensionValue,954,0,-,178.Extension.0	
T	OPEN TYPE	x
T	M6ReportAmount	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	M7Configuration	Q	1	m7period,957,0,-,- m7-links-to-log,945,0,-,- iE-Extensions,958,1,-,-	
T	M7period	i	1 60 1
T	ProtocolExtensionContainer	L	959	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,179.id.- criticality,8,0,-,179.criticality.0 extensionValue,960,0,-,179.Extension.0	
T	OPEN TYPE	x
T	M7ReportAmount	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	ProtocolExtensionContainer	L	963	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,180.id.- criticality,8,0,-,180.criticality.0 extensionValue,964,0,-,180.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,181.id.- criticality,8,0,-,181.criticality.0 value,967,0,-,181.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,181.id.- criticality,8,0,-,181.criticality.0 value,967,0,-,181.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	969	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,182.id.- criticality,8,0,-,182.criticality.0 extensionValue,970,0,-,182.Extension.0	
T	OPEN TYPE	x
T	URIaddress	k	VisibleString	0 - 0	8 0	
T	NPNContextInfo	C	0	sNPN,973,0,-,- choice-extension,977,0,-,-	
T	NPNContextInfo-SNPN	Q	0	nID,404,0,-,- iE-Extensions,974,1,-,-	
T	ProtocolExtensionContainer	L	975	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,183.id.- criticality,8,0,-,183.criticality.0 extensionValue,976,0,-,183.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,184.id.- criticality,8,0,-,184.criticality.0 value,979,0,-,184.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,184.id.- criticality,8,0,-,184.criticality.0 value,979,0,-,184.Value.0	
T	OPEN TYPE	x
T	MDTPLMNList	L	425	1 16 0
T	CHOInitiation	e	true	+
T	DirectForwardingPathAvailability	e	inter-system-direct-path-available	+intra-system-direct-path-available
T	BearerContextSetupResponse	Q	1	protocolIEs,984,0,-,-	
T	ProtocolIE-Container	L	985	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,185.id.- criticality,8,0,-,185.criticality.0 value,986,0,-,185.Value.0	
T	OPEN TYPE	x
T	System-BearerContextSetupResponse	C	0	e-UTRAN-BearerContextSetupResponse,988,0,-,- nG-RAN-BearerContextSetupResponse,1002,0,-,- choice-extension,1016,0,-,-	
T	ProtocolIE-Container	L	989	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,186.id.- criticality,8,0,-,186.criticality.0 value,990,0,-,186.Value.0	
T	OPEN TYPE	x
T	DRB-Setup-List-EUTRAN	L	992	1 32 0
T	DRB-Setup-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- s1-DL-UP-TNL-Information,44,0,-,- data-Forwarding-Information-Response,590,1,-,- uL-UP-Transport-Parameters,565,0,-,- s1-DL-UP-Unchanged,993,1,-,- iE-Extensions,994,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	995	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,187.id.- criticality,8,0,-,187.criticality.0 extensionValue,996,0,-,187.Extension.0	
T	OPEN TYPE	x
T	DRB-Failed-List-EUTRAN	L	998	1 32 0
T	DRB-Failed-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- cause,107,0,-,- iE-Extensions,999,1,-,-	
T	ProtocolExtensionContainer	L	1000	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,188.id.- criticality,8,0,-,188.criticality.0 extensionValue,1001,0,-,188.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-Container	L	1003	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,189.id.- criticality,8,0,-,189.criticality.0 value,1004,0,-,189.Value.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Setup-List	L	1006	1 256 0
T	PDU-Session-Resource-Setup-Item	Q	1	pDU-Session-ID,12,0,-,- securityResult,788,1,-,- nG-DL-UP-TNL-Information,44,0,-,- pDU-Session-Data-Forwarding-Information-Response,590,1,-,- nG-DL-UP-Unchanged,1007,1,-,- dRB-Setup-List-NG-RAN,848,0,-,- dRB-Failed-List-NG-RAN,853,1,-,- iE-Extensions,1008,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	1009	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,190.id.- criticality,8,0,-,190.criticality.0 extensionValue,1010,0,-,190.Extension.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Failed-List	L	1012	1 256 0
T	PDU-Session-Resource-Failed-Item	Q	1	pDU-Session-ID,12,0,-,- cause,107,0,-,- iE-Extensions,1013,1,-,-	
T	ProtocolExtensionContainer	L	1014	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,191.id.- criticality,8,0,-,191.criticality.0 extensionValue,1015,0,-,191.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,192.id.- criticality,8,0,-,192.criticality.0 value,1018,0,-,192.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,192.id.- criticality,8,0,-,192.criticality.0 value,1018,0,-,192.Value.0	
T	OPEN TYPE	x
T	CNSupport	e	c-epc,c-5gc,both	+
T	CP-TNL-Information	C	0	endpoint-IP-Address,46,0,-,- choice-extension,1021,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,193.id.- criticality,8,0,-,193.criticality.0 value,1023,0,-,193.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,193.id.- criticality,8,0,-,193.criticality.0 value,1023,0,-,193.Value.0	
T	OPEN TYPE	x
T	Endpoint-IP-address-and-port	Q	0	endpoint-IP-Address,46,0,-,- portNumber,1025,0,-,- iE-Extensions,1026,1,-,-	
T	PortNumber	B	16 16 0
T	ProtocolExtensionContainer	L	1027	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,194.id.- criticality,8,0,-,194.criticality.0 extensionValue,1028,0,-,194.Extension.0	
T	OPEN TYPE	x
T	CellTrafficTrace	Q	1	protocolIEs,1030,0,-,-	
T	ProtocolIE-Container	L	1031	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,195.id.- criticality,8,0,-,195.criticality.0 value,1032,0,-,195.Value.0	
T	OPEN TYPE	x
T	PrivacyIndicator	e	immediate-MDT,logged-MDT	+
T	DLDataNotification	Q	1	protocolIEs,1035,0,-,-	
T	ProtocolIE-Container	L	1036	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,196.id.- criticality,8,0,-,196.criticality.0 value,1037,0,-,196.Value.0	
T	OPEN TYPE	x
T	PPI	i	0 7 1
T	PDU-Session-To-Notify-List	L	1040	1 256 0
T	PDU-Session-To-Notify-Item	Q	1	pDU-Session-ID,12,0,-,- qoS-Flow-List,355,0,-,- iE-Extensions,1041,1,-,-	
T	ProtocolExtensionContainer	L	1042	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,197.id.- criticality,8,0,-,197.criticality.0 extensionValue,1043,0,-,197.Extension.0	
T	OPEN TYPE	x
T	MT-SDT-Information	Q	0	mT-SDT-Data-Size,1045,0,-,- iE-Extensions,1046,1,-,-	
T	MT-SDT-Data-Size	i	1 96000 1
T	ProtocolExtensionContainer	L	1047	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,198.id.- criticality,8,0,-,198.criticality.0 extensionValue,1048,0,-,198.Extension.0	
T	OPEN TYPE	x
T	SDT-data-size-threshold-Crossed	e	true	+
T	DLUPTNLAddressToUpdateItem	Q	1	oldTNLAdress,46,0,-,- newTNLAdress,46,0,-,- iE-Extensions,1051,1,-,-	
T	ProtocolExtensionContainer	L	1052	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,199.id.- criticality,8,0,-,199.criticality.0 extensionValue,1053,0,-,199.Extension.0	
T	OPEN TYPE	x
T	DLUPTNLAddressToUpdateList	L	1050	1 8 0
T	DRB-Measurement-Results-Information-Item	Q	1	dRB-ID,3,0,-,- uL-D1-Result,1056,1,-,- iE-Extensions,1057,1,-,-	
T	INTEGER	i	0 10000 1
T	ProtocolExtensionContainer	L	1058	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,200.id.- criticality,8,0,-,200.criticality.0 extensionValue,1059,0,-,200.Extension.0	
T	OPEN TYPE	x
T	DRB-Measurement-Results-Information-List	L	1055	1 32 0
T	DRB-Usage-Report-Item	Q	1	startTimeStamp,1062,0,-,- endTimeStamp,1063,0,-,- usageCountUL,1064,0,-,- usageCountDL,1065,0,-,- iE-Extensions,1066,1,-,-	
T	OCTET STRING	O	4 4 0
T	OCTET STRING	O	4 4 0
T	INTEGER	i	0 9223372036854775807 0
T	INTEGER	i	0 9223372036854775807 0
T	ProtocolExtensionContainer	L	1067	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,201.id.- criticality,8,0,-,201.criticality.0 extensionValue,1068,0,-,201.Extension.0	
T	OPEN TYPE	x
T	DRB-Usage-Report-List	L	1061	1 2 0
T	DRBs-Subject-To-Counter-Check-Item-EUTRAN	Q	1	dRB-ID,3,0,-,- pDCP-UL-Count,604,0,-,- pDCP-DL-Count,604,0,-,- iE-Extensions,1071,1,-,-	
T	ProtocolExtensionContainer	L	1072	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,202.id.- criticality,8,0,-,202.criticality.0 extensionValue,1073,0,-,202.Extension.0	
T	OPEN TYPE	x
T	DRBs-Subject-To-Counter-Check-Item-NG-RAN	Q	1	pDU-Session-ID,12,0,-,- dRB-ID,3,0,-,- pDCP-UL-Count,604,0,-,- pDCP-DL-Count,604,0,-,- iE-Extensions,1075,1,-,-	
T	ProtocolExtensionContainer	L	1076	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,203.id.- criticality,8,0,-,203.criticality.0 extensionValue,1077,0,-,203.Extension.0	
T	OPEN TYPE	x
T	DRBs-Subject-To-Counter-Check-List-EUTRAN	L	1070	1 32 0
T	DRBs-Subject-To-Counter-Check-List-NG-RAN	L	1074	1 32 0
T	DRBs-Subject-To-Early-Forwarding-Item	Q	1	dRB-ID,3,0,-,- dLCountValue,604,0,-,- iE-Extensions,1081,1,-,-	
T	ProtocolExtensionContainer	L	1082	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,204.id.- criticality,8,0,-,204.criticality.0 extensionValue,1083,0,-,204.Extension.0	
T	OPEN TYPE	x
T	DRBs-Subject-To-Early-Forwarding-List	L	1080	1 32 0
T	Data-Usage-Report-Item	Q	1	dRB-ID,3,0,-,- rAT-Type,484,0,-,- dRB-Usage-Report-List,1069,0,-,- iE-Extensions,1086,1,-,-	
T	ProtocolExtensionContainer	L	1087	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,205.id.- criticality,8,0,-,205.criticality.0 extensionValue,1088,0,-,205.Extension.0	
T	OPEN TYPE	x
T	Data-Usage-Report-List	L	1085	1 32 0
T	Data-Usage-per-PDU-Session-Report	Q	1	secondaryRATType,1091,0,-,- pDU-session-Timed-Report-List,1092,0,-,- iE-Extensions,1101,1,-,-	
T	ENUMERATED	e	nR,e-UTRA	+
T	SEQUENCE OF	L	1093	1 2 0
T	MRDC-Data-Usage-Report-Item	Q	1	startTimeStamp,1094,0,-,- endTimeStamp,1095,0,-,- usageCountUL,1096,0,-,- usageCountDL,1097,0,-,- iE-Extensions,1098,1,-,-	
T	OCTET STRING	O	4 4 0
T	OCTET STRING	O	4 4 0
T	INTEGER	i	0 9223372036854775807 0
T	INTEGER	i	0 9223372036854775807 0
T	ProtocolExtensionContainer	L	1099	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,206.id.- criticality,8,0,-,206.criticality.0 extensionValue,1100,0,-,206.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1102	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,207.id.- criticality,8,0,-,207.criticality.0 extensionValue,1103,0,-,207.Extension.0	
T	OPEN TYPE	x
T	Data-Usage-per-QoS-Flow-Item	Q	1	qoS-Flow-Identifier,210,0,-,- secondaryRATType,1105,0,-,- qoS-Flow-Timed-Report-List,1106,0,-,- iE-Extensions,1107,1,-,-	
T	ENUMERATED	e	nR,e-UTRA	+
T	SEQUENCE OF	L	1093	1 2 0
T	ProtocolExtensionContainer	L	1108	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,208.id.- criticality,8,0,-,208.criticality.0 extensionValue,1109,0,-,208.Extension.0	
T	OPEN TYPE	x
T	Data-Usage-per-QoS-Flow-List	L	1104	1 64 0
T	DataUsageReport	Q	1	protocolIEs,1112,0,-,-	
T	ProtocolIE-Container	L	1113	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,209.id.- criticality,8,0,-,209.criticality.0 value,1114,0,-,209.Value.0	
T	OPEN TYPE	x
T	DeactivateTrace	Q	1	protocolIEs,1116,0,-,-	
T	ProtocolIE-Container	L	1117	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,210.id.- criticality,8,0,-,210.criticality.0 value,1118,0,-,210.Value.0	
T	OPEN TYPE	x
T	E-UTRAN-Cell-Identity	B	28 28 0
T	E1AP-PDU	C	1	initiatingMessage,1121,0,-,- successfulOutcome,1677,0,-,- unsuccessfulOutcome,1679,0,-,-	
T	InitiatingMessage	Q	0	procedureCode,91,0,-,211.procedureCode.- criticality,8,0,-,211.criticality.0 value,1122,0,-,211.InitiatingMessage.0	
T	OPEN TYPE	x
T	Reset	Q	1	protocolIEs,1124,0,-,-	
T	ProtocolIE-Container	L	1125	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,212.id.- criticality,8,0,-,212.criticality.0 value,1126,0,-,212.Value.0	
T	OPEN TYPE	x
T	ResetType	C	0	e1-Interface,1128,0,-,- partOfE1-Interface,1129,0,-,- choice-extension,1137,0,-,-	
T	ResetAll	e	reset-all	+
T	UE-associatedLogicalE1-ConnectionListRes	L	1130	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,213.id.- criticality,8,0,-,213.criticality.0 value,1132,0,-,213.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,213.id.- criticality,8,0,-,213.criticality.0 value,1132,0,-,213.Value.0	
T	OPEN TYPE	x
T	UE-associatedLogicalE1-ConnectionItem	Q	1	gNB-CU-CP-UE-E1AP-ID,467,1,-,- gNB-CU-UP-UE-E1AP-ID,468,1,-,- iE-Extensions,1134,1,-,-	
T	ProtocolExtensionContainer	L	1135	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,214.id.- criticality,8,0,-,214.criticality.0 extensionValue,1136,0,-,214.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,215.id.- criticality,8,0,-,215.criticality.0 value,1139,0,-,215.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,215.id.- criticality,8,0,-,215.criticality.0 value,1139,0,-,215.Value.0	
T	OPEN TYPE	x
T	ResetAcknowledge	Q	1	protocolIEs,1141,0,-,-	
T	ProtocolIE-Container	L	1142	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,216.id.- criticality,8,0,-,216.criticality.0 value,1143,0,-,216.Value.0	
T	OPEN TYPE	x
T	UE-associatedLogicalE1-ConnectionListResAck	L	1145	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,217.id.- criticality,8,0,-,217.criticality.0 value,1147,0,-,217.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,217.id.- criticality,8,0,-,217.criticality.0 value,1147,0,-,217.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-E1SetupRequest	Q	1	protocolIEs,1149,0,-,-	
T	ProtocolIE-Container	L	1150	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,218.id.- criticality,8,0,-,218.criticality.0 value,1151,0,-,218.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-ID	i	0 68719476735 0
T	GNB-CU-UP-Name	k	PrintableString	1 150 1	8 0	
T	SupportedPLMNs-List	L	1155	1 12 0
T	SupportedPLMNs-Item	Q	1	pLMN-Identity,425,0,-,- slice-Support-List,1156,1,-,- nR-CGI-Support-List,1161,1,-,- qoS-Parameters-Support-List,1166,1,-,- iE-Extensions,1180,1,-,-	
T	Slice-Support-List	L	1157	1 1024 0
T	Slice-Support-Item	Q	0	sNSSAI,409,0,-,- iE-Extensions,1158,1,-,-	
T	ProtocolExtensionContainer	L	1159	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,219.id.- criticality,8,0,-,219.criticality.0 extensionValue,1160,0,-,219.Extension.0	
T	OPEN TYPE	x
T	NR-CGI-Support-List	L	1162	1 512 0
T	NR-CGI-Support-Item	Q	0	nR-CGI,424,0,-,- iE-Extensions,1163,1,-,-	
T	ProtocolExtensionContainer	L	1164	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,220.id.- criticality,8,0,-,220.criticality.0 extensionValue,1165,0,-,220.Extension.0	
T	OPEN TYPE	x
T	QoS-Parameters-Support-List	Q	1	eUTRAN-QoS-Support-List,1167,1,-,- nG-RAN-QoS-Support-List,1172,1,-,- iE-Extensions,1177,1,-,-	
T	EUTRAN-QoS-Support-List	L	1168	1 256 0
T	EUTRAN-QoS-Support-Item	Q	0	eUTRAN-QoS,542,0,-,- iE-Extensions,1169,1,-,-	
T	ProtocolExtensionContainer	L	1170	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,221.id.- criticality,8,0,-,221.criticality.0 extensionValue,1171,0,-,221.Extension.0	
T	OPEN TYPE	x
T	NG-RAN-QoS-Support-List	L	1173	1 256 0
T	NG-RAN-QoS-Support-Item	Q	0	non-Dynamic5QIDescriptor,213,0,-,- iE-Extensions,1174,1,-,-	
T	ProtocolExtensionContainer	L	1175	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,222.id.- criticality,8,0,-,222.criticality.0 extensionValue,1176,0,-,222.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1178	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,223.id.- criticality,8,0,-,223.criticality.0 extensionValue,1179,0,-,223.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1181	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,224.id.- criticality,8,0,-,224.criticality.0 extensionValue,1182,0,-,224.Extension.0	
T	OPEN TYPE	x
T	NPNSupportInfo	C	0	sNPN,1184,0,-,- choice-extension,1188,0,-,-	
T	NPNSupportInfo-SNPN	Q	0	nID,404,0,-,- iE-Extensions,1185,1,-,-	
T	ProtocolExtensionContainer	L	1186	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,225.id.- criticality,8,0,-,225.criticality.0 extensionValue,1187,0,-,225.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,226.id.- criticality,8,0,-,226.criticality.0 value,1190,0,-,226.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,226.id.- criticality,8,0,-,226.criticality.0 value,1190,0,-,226.Value.0	
T	OPEN TYPE	x
T	ExtendedSliceSupportList	L	1157	1 65535 0
T	Extended-NR-CGI-Support-List	L	1193	1 16384 0
T	Extended-NR-CGI-Support-Item	Q	0	nR-CGI,424,0,-,- iE-Extensions,1194,1,-,-	
T	ProtocolExtensionContainer	L	1195	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,227.id.- criticality,8,0,-,227.criticality.0 extensionValue,1196,0,-,227.Extension.0	
T	OPEN TYPE	x
T	ECGI-Support-List	L	1198	1 512 0
T	ECGI-Support-Item	Q	0	eCGI,1199,0,-,- iE-Extensions,1203,1,-,-	
T	ECGI	Q	0	pLMN-Identity,425,0,-,- eUTRAN-Cell-Identity,1119,0,-,- iE-Extensions,1200,1,-,-	
T	ProtocolExtensionContainer	L	1201	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,228.id.- criticality,8,0,-,228.criticality.0 extensionValue,1202,0,-,228.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1204	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,229.id.- criticality,8,0,-,229.criticality.0 extensionValue,1205,0,-,229.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-UP-Capacity	i	0 255 0
T	Transport-Layer-Address-Info	Q	1	transport-UP-Layer-Addresses-Info-To-Add-List,1208,1,-,- transport-UP-Layer-Addresses-Info-To-Remove-List,1218,1,-,- iE-Extensions,1223,1,-,-	
T	Transport-UP-Layer-Addresses-Info-To-Add-List	L	1209	1 16 0
T	Transport-UP-Layer-Addresses-Info-To-Add-Item	Q	1	iP-SecTransportLayerAddress,46,0,-,- gTPTransportLayerAddressesToAdd,1210,1,-,- iE-Extensions,1215,1,-,-	
T	GTPTLAs	L	1211	1 16 0
T	GTPTLA-Item	Q	1	gTPTransportLayerAddresses,46,0,-,- iE-Extensions,1212,1,-,-	
T	ProtocolExtensionContainer	L	1213	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,230.id.- criticality,8,0,-,230.criticality.0 extensionValue,1214,0,-,230.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1216	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,231.id.- criticality,8,0,-,231.criticality.0 extensionValue,1217,0,-,231.Extension.0	
T	OPEN TYPE	x
T	Transport-UP-Layer-Addresses-Info-To-Remove-List	L	1219	1 16 0
T	Transport-UP-Layer-Addresses-Info-To-Remove-Item	Q	1	iP-SecTransportLayerAddress,46,0,-,- gTPTransportLayerAddressesToRemove,1210,1,-,- iE-Extensions,1220,1,-,-	
T	ProtocolExtensionContainer	L	1221	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,232.id.- criticality,8,0,-,232.criticality.0 extensionValue,1222,0,-,232.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1224	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,233.id.- criticality,8,0,-,233.criticality.0 extensionValue,1225,0,-,233.Extension.0	
T	OPEN TYPE	x
T	Extended-GNB-CU-UP-Name	Q	1	gNB-CU-UP-NameVisibleString,1227,1,-,- gNB-CU-UP-NameUTF8String,1228,1,-,- iE-Extensions,1229,1,-,-	
T	GNB-CU-UP-NameVisibleString	k	VisibleString	1 150 1	8 0	
T	GNB-CU-UP-NameUTF8String	u	UTF8String
T	ProtocolExtensionContainer	L	1230	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,234.id.- criticality,8,0,-,234.criticality.0 extensionValue,1231,0,-,234.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-UP-MBS-Support-Info	Q	1	mbs-Support-Info-ToAdd-List,1233,1,-,- mbs-Support-Info-ToRemove-List,1238,1,-,- iE-Extensions,1243,1,-,-	
T	MBS-Support-Info-ToAdd-List	L	1234	1 512 0
T	MBS-Support-Info-ToAdd-Item	Q	1	globalMBSSessionID,402,0,-,- iE-Extensions,1235,1,-,-	
T	ProtocolExtensionContainer	L	1236	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,235.id.- criticality,8,0,-,235.criticality.0 extensionValue,1237,0,-,235.Extension.0	
T	OPEN TYPE	x
T	MBS-Support-Info-ToRemove-List	L	1239	1 512 0
T	MBS-Support-Info-ToRemove-Item	Q	1	globalMBSSessionID,402,0,-,- iE-Extensions,1240,1,-,-	
T	ProtocolExtensionContainer	L	1241	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,236.id.- criticality,8,0,-,236.criticality.0 extensionValue,1242,0,-,236.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1244	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,237.id.- criticality,8,0,-,237.criticality.0 extensionValue,1245,0,-,237.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-UP-E1SetupResponse	Q	1	protocolIEs,1247,0,-,-	
T	ProtocolIE-Container	L	1248	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,238.id.- criticality,8,0,-,238.criticality.0 value,1249,0,-,238.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-Name	k	PrintableString	1 150 1	8 0	
T	Extended-GNB-CU-CP-Name	Q	1	gNB-CU-CP-NameVisibleString,1252,1,-,- gNB-CU-CP-NameUTF8String,1253,1,-,- iE-Extensions,1254,1,-,-	
T	GNB-CU-CP-NameVisibleString	k	VisibleString	1 150 1	8 0	
T	GNB-CU-CP-NameUTF8String	u	UTF8String
T	ProtocolExtensionContainer	L	1255	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,239.id.- criticality,8,0,-,239.criticality.0 extensionValue,1256,0,-,239.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-UP-E1SetupFailure	Q	1	protocolIEs,1258,0,-,-	
T	ProtocolIE-Container	L	1259	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,240.id.- criticality,8,0,-,240.criticality.0 value,1260,0,-,240.Value.0	
T	OPEN TYPE	x
T	TimeToWait	e	v1s,v2s,v5s,v10s,v20s,v60s	+
T	GNB-CU-CP-E1SetupRequest	Q	1	protocolIEs,1263,0,-,-	
T	ProtocolIE-Container	L	1264	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,241.id.- criticality,8,0,-,241.criticality.0 value,1265,0,-,241.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-E1SetupResponse	Q	1	protocolIEs,1267,0,-,-	
T	ProtocolIE-Container	L	1268	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,242.id.- criticality,8,0,-,242.criticality.0 value,1269,0,-,242.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-E1SetupFailure	Q	1	protocolIEs,1271,0,-,-	
T	ProtocolIE-Container	L	1272	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,243.id.- criticality,8,0,-,243.criticality.0 value,1273,0,-,243.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-ConfigurationUpdate	Q	1	protocolIEs,1275,0,-,-	
T	ProtocolIE-Container	L	1276	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,244.id.- criticality,8,0,-,244.criticality.0 value,1277,0,-,244.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-TNLA-To-Remove-List	L	1279	1 32 0
T	GNB-CU-UP-TNLA-To-Remove-Item	Q	0	tNLAssociationTransportLayerAddress,1020,0,-,- tNLAssociationTransportLayerAddressgNBCUCP,1020,1,-,- iE-Extensions,1280,1,-,-	
T	ProtocolExtensionContainer	L	1281	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,245.id.- criticality,8,0,-,245.criticality.0 extensionValue,1282,0,-,245.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-UP-ConfigurationUpdateAcknowledge	Q	1	protocolIEs,1284,0,-,-	
T	ProtocolIE-Container	L	1285	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,246.id.- criticality,8,0,-,246.criticality.0 value,1286,0,-,246.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-ConfigurationUpdateFailure	Q	1	protocolIEs,1288,0,-,-	
T	ProtocolIE-Container	L	1289	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,247.id.- criticality,8,0,-,247.criticality.0 value,1290,0,-,247.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-ConfigurationUpdate	Q	1	protocolIEs,1292,0,-,-	
T	ProtocolIE-Container	L	1293	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,248.id.- criticality,8,0,-,248.criticality.0 value,1294,0,-,248.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-TNLA-To-Add-List	L	1296	1 32 0
T	GNB-CU-CP-TNLA-To-Add-Item	Q	0	tNLAssociationTransportLayerAddress,1020,0,-,- tNLAssociationUsage,1297,0,-,- iE-Extensions,1298,1,-,-	
T	TNLAssociationUsage	e	ue,non-ue,both	+
T	ProtocolExtensionContainer	L	1299	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,249.id.- criticality,8,0,-,249.criticality.0 extensionValue,1300,0,-,249.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-CP-TNLA-To-Remove-List	L	1302	1 32 0
T	GNB-CU-CP-TNLA-To-Remove-Item	Q	0	tNLAssociationTransportLayerAddress,1020,0,-,- iE-Extensions,1303,1,-,-	
T	ProtocolExtensionContainer	L	1304	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,250.id.- criticality,8,0,-,250.criticality.0 extensionValue,1305,0,-,250.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-CP-TNLA-To-Update-List	L	1307	1 32 0
T	GNB-CU-CP-TNLA-To-Update-Item	Q	0	tNLAssociationTransportLayerAddress,1020,0,-,- tNLAssociationUsage,1297,1,-,- iE-Extensions,1308,1,-,-	
T	ProtocolExtensionContainer	L	1309	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,251.id.- criticality,8,0,-,251.criticality.0 extensionValue,1310,0,-,251.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-CP-ConfigurationUpdateAcknowledge	Q	1	protocolIEs,1312,0,-,-	
T	ProtocolIE-Container	L	1313	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,252.id.- criticality,8,0,-,252.criticality.0 value,1314,0,-,252.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CP-TNLA-Setup-List	L	1316	1 32 0
T	GNB-CU-CP-TNLA-Setup-Item	Q	1	tNLAssociationTransportLayerAddress,1020,0,-,- iE-Extensions,1317,1,-,-	
T	ProtocolExtensionContainer	L	1318	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,253.id.- criticality,8,0,-,253.criticality.0 extensionValue,1319,0,-,253.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-CP-TNLA-Failed-To-Setup-List	L	1321	1 32 0
T	GNB-CU-CP-TNLA-Failed-To-Setup-Item	Q	0	tNLAssociationTransportLayerAddress,1020,0,-,- cause,107,0,-,- iE-Extensions,1322,1,-,-	
T	ProtocolExtensionContainer	L	1323	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,254.id.- criticality,8,0,-,254.criticality.0 extensionValue,1324,0,-,254.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-CP-ConfigurationUpdateFailure	Q	1	protocolIEs,1326,0,-,-	
T	ProtocolIE-Container	L	1327	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,255.id.- criticality,8,0,-,255.criticality.0 value,1328,0,-,255.Value.0	
T	OPEN TYPE	x
T	E1ReleaseRequest	Q	1	protocolIEs,1330,0,-,-	
T	ProtocolIE-Container	L	1331	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,256.id.- criticality,8,0,-,256.criticality.0 value,1332,0,-,256.Value.0	
T	OPEN TYPE	x
T	E1ReleaseResponse	Q	1	protocolIEs,1334,0,-,-	
T	ProtocolIE-Container	L	1335	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,257.id.- criticality,8,0,-,257.criticality.0 value,1336,0,-,257.Value.0	
T	OPEN TYPE	x
T	ResourceStatusRequest	Q	1	protocolIEs,1338,0,-,-	
T	ProtocolIE-Container	L	1339	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,258.id.- criticality,8,0,-,258.criticality.0 value,1340,0,-,258.Value.0	
T	OPEN TYPE	x
T	INTEGER	i	1 4095 1
T	INTEGER	i	1 4095 1
T	RegistrationRequest	e	start,stop	+
T	ReportCharacteristics	B	36 36 0
T	ReportingPeriodicity	e	ms500,ms1000,ms2000,ms5000,ms10000,ms20000,ms30000,ms40000,ms50000,ms60000,ms70000,ms80000,ms90000,ms100000,ms110000,ms120000	+
T	ResourceStatusResponse	Q	1	protocolIEs,1347,0,-,-	
T	ProtocolIE-Container	L	1348	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,259.id.- criticality,8,0,-,259.criticality.0 value,1349,0,-,259.Value.0	
T	OPEN TYPE	x
T	INTEGER	i	1 4095 1
T	INTEGER	i	1 4095 1
T	ResourceStatusFailure	Q	1	protocolIEs,1353,0,-,-	
T	ProtocolIE-Container	L	1354	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,260.id.- criticality,8,0,-,260.criticality.0 value,1355,0,-,260.Value.0	
T	OPEN TYPE	x
T	INTEGER	i	1 4095 1
T	INTEGER	i	1 4095 1
T	IAB-UPTNLAddressUpdate	Q	1	protocolIEs,1359,0,-,-	
T	ProtocolIE-Container	L	1360	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,261.id.- criticality,8,0,-,261.criticality.0 value,1361,0,-,261.Value.0	
T	OPEN TYPE	x
T	IAB-UPTNLAddressUpdateAcknowledge	Q	1	protocolIEs,1363,0,-,-	
T	ProtocolIE-Container	L	1364	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,262.id.- criticality,8,0,-,262.criticality.0 value,1365,0,-,262.Value.0	
T	OPEN TYPE	x
T	ULUPTNLAddressToUpdateList	L	1367	1 8 0
T	ULUPTNLAddressToUpdateItem	Q	1	oldTNLAdress,46,0,-,- newTNLAdress,46,0,-,- iE-Extensions,1368,1,-,-	
T	ProtocolExtensionContainer	L	1369	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,263.id.- criticality,8,0,-,263.criticality.0 extensionValue,1370,0,-,263.Extension.0	
T	OPEN TYPE	x
T	IAB-UPTNLAddressUpdateFailure	Q	1	protocolIEs,1372,0,-,-	
T	ProtocolIE-Container	L	1373	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,264.id.- criticality,8,0,-,264.criticality.0 value,1374,0,-,264.Value.0	
T	OPEN TYPE	x
T	MCBearerContextSetupRequest	Q	1	protocolIEs,1376,0,-,-	
T	ProtocolIE-Container	L	1377	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,265.id.- criticality,8,0,-,265.criticality.0 value,1378,0,-,265.Value.0	
T	OPEN TYPE	x
T	MCBearerContextToSetup	Q	1	snssai,409,0,-,- mcMRBToSetupList,1380,1,-,- requestedAction,415,1,-,- iE-Extensions,1385,1,-,-	
T	MCMRBSetupConfiguration	L	1381	1 32 0
T	MCMRBSetupConfiguration-Item	Q	1	mrb-ID,139,0,-,- mbs-pdcp-config,140,0,-,- qoS-Flow-QoS-Parameter-List,208,0,-,- qoSFlowLevelQoSParameters,211,1,-,- iE-Extensions,1382,1,-,-	
T	ProtocolExtensionContainer	L	1383	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,266.id.- criticality,8,0,-,266.criticality.0 extensionValue,1384,0,-,266.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1386	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,267.id.- criticality,8,0,-,267.criticality.0 extensionValue,1387,0,-,267.Extension.0	
T	OPEN TYPE	x
T	MBSSessionAssociatedInfoNonSupportToSupport	Q	1	ue-Reference-ID,467,0,-,- pDU-Session-ID,12,0,-,- associatedQoSFlowInformationList,1389,0,-,- iE-Extensions,1394,1,-,-	
T	MBSSessionAssociatedInformationList	L	1390	1 64 0
T	MBSSessionAssociatedInformation-Item	Q	1	mbs-QoS-Flow-Identifier,210,0,-,- associated-unicast-QoS-Flow-Identifier,210,0,-,- iE-Extensions,1391,1,-,-	
T	ProtocolExtensionContainer	L	1392	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,268.id.- criticality,8,0,-,268.criticality.0 extensionValue,1393,0,-,268.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1395	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,269.id.- criticality,8,0,-,269.criticality.0 extensionValue,1396,0,-,269.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextStatusChange	e	suspend,resume	+
T	MCBearerContextSetupResponse	Q	1	protocolIEs,1399,0,-,-	
T	ProtocolIE-Container	L	1400	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,270.id.- criticality,8,0,-,270.criticality.0 value,1401,0,-,270.Value.0	
T	OPEN TYPE	x
T	MCBearerContextToSetupResponse	Q	1	mcBearerContextNGU-TNLInfoatNGRAN,1403,1,-,- mcMRBSetupResponseList,1407,1,-,- mcMRBFailedList,1413,1,-,- availableMCMRBConfig,1380,1,-,- iE-Extensions,1418,1,-,-	
T	MCBearerContextNGU-TNLInfoatNGRAN	C	0	locationindependent,341,0,-,- locationdependent,345,0,-,- choice-extension,1404,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,271.id.- criticality,8,0,-,271.criticality.0 value,1406,0,-,271.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,271.id.- criticality,8,0,-,271.criticality.0 value,1406,0,-,271.Value.0	
T	OPEN TYPE	x
T	MCMRBSetupResponseList	L	1408	1 32 0
T	MCMRBSetupResponseList-Item	Q	1	mrb-ID,139,0,-,- qosflow-setup,355,0,-,- qosflow-failed,361,1,-,- mBS-PDCP-COUNT,1409,1,-,- iE-Extensions,1410,1,-,-	
T	MBS-PDCP-COUNT	B	32 32 0
T	ProtocolExtensionContainer	L	1411	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,272.id.- criticality,8,0,-,272.criticality.0 extensionValue,1412,0,-,272.Extension.0	
T	OPEN TYPE	x
T	MCMRBFailedList	L	1414	1 32 0
T	MCMRBFailedList-Item	Q	1	mrb-ID,139,0,-,- cause,107,0,-,- iE-Extensions,1415,1,-,-	
T	ProtocolExtensionContainer	L	1416	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,273.id.- criticality,8,0,-,273.criticality.0 extensionValue,1417,0,-,273.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1419	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,274.id.- criticality,8,0,-,274.criticality.0 extensionValue,1420,0,-,274.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextSetupFailure	Q	1	protocolIEs,1422,0,-,-	
T	ProtocolIE-Container	L	1423	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,275.id.- criticality,8,0,-,275.criticality.0 value,1424,0,-,275.Value.0	
T	OPEN TYPE	x
T	MCBearerContextModificationRequest	Q	1	protocolIEs,1426,0,-,-	
T	ProtocolIE-Container	L	1427	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,276.id.- criticality,8,0,-,276.criticality.0 value,1428,0,-,276.Value.0	
T	OPEN TYPE	x
T	MCBearerContextToModify	Q	1	mcBearerContextNGUTNLInfoat5GC,1430,1,-,- mcBearerContextNGUTnlInfoatNGRANRequest,1434,1,-,- mbsMulticastF1UContextDescriptor,1439,1,-,- requestedAction,415,1,-,- mcMRBToSetupModifyList,1445,1,-,- mcMRBToRemoveList,1455,1,-,- iE-Extensions,1456,1,-,-	
T	MCBearerContextNGUTNLInfoat5GC	Q	1	mbsNGUInformationAt5GC,121,0,-,- mbsAreaSession-ID,59,1,-,- iE-Extensions,1431,1,-,-	
T	ProtocolExtensionContainer	L	1432	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,277.id.- criticality,8,0,-,277.criticality.0 extensionValue,1433,0,-,277.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextNGUTnlInfoatNGRANRequest	Q	1	ngRANNGUTNLRequested,1435,0,-,- mbsAreaSession-ID,59,1,-,- iE-Extensions,1436,1,-,-	
T	ENUMERATED	e	requested	+
T	ProtocolExtensionContainer	L	1437	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,278.id.- criticality,8,0,-,278.criticality.0 extensionValue,1438,0,-,278.Extension.0	
T	OPEN TYPE	x
T	MBSMulticastF1UContextDescriptor	Q	1	multicastF1UContextReferenceE1,1440,0,-,- mc-F1UCtxtusage,1441,0,-,- mbsAreaSession,59,1,-,- iE-Extensions,1442,1,-,-	
T	MulticastF1UContextReferenceE1	O	4 4 0
T	ENUMERATED	e	ptm,ptp,ptp-retransmission,ptp-forwarding	+
T	ProtocolExtensionContainer	L	1443	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,279.id.- criticality,8,0,-,279.criticality.0 extensionValue,1444,0,-,279.Extension.0	
T	OPEN TYPE	x
T	MCMRBSetupModifyConfiguration	L	1446	1 32 0
T	MCMRBSetupModifyConfiguration-Item	Q	1	mrb-ID,139,0,-,- f1uTNLatDU,1447,1,-,- mbs-pdcp-config,140,1,-,- qoS-Flow-QoS-Parameter-List,208,1,-,- mrbQoS,211,1,-,- mbs-PDCP-COUNT-Req,1451,1,-,- iE-Extensions,1452,1,-,-	
T	MCBearerContextF1UTNLInfoatDU	Q	1	mbsF1UInfoatDU,44,0,-,- mbsMulticastF1UContextDescriptor,1439,0,-,- iE-Extensions,1448,1,-,-	
T	ProtocolExtensionContainer	L	1449	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,280.id.- criticality,8,0,-,280.criticality.0 extensionValue,1450,0,-,280.Extension.0	
T	OPEN TYPE	x
T	MBS-PDCP-COUNT-Req	e	true	+
T	ProtocolExtensionContainer	L	1453	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,281.id.- criticality,8,0,-,281.criticality.0 extensionValue,1454,0,-,281.Extension.0	
T	OPEN TYPE	x
T	MCMRBRemoveConfiguration	L	139	1 32 0
T	ProtocolExtensionContainer	L	1457	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,282.id.- criticality,8,0,-,282.criticality.0 extensionValue,1458,0,-,282.Extension.0	
T	OPEN TYPE	x
T	MCForwardingResourceRequest	Q	1	mcForwardingResourceID,1460,0,-,- mbsAreaSession-ID,59,1,-,- mrbForwardingResourceRequestList,1461,1,-,- iE-Extensions,1468,1,-,-	
T	MCForwardingResourceID	O	2 2 0
T	MRBForwardingResourceRequestList	L	1462	1 64 0
T	MRBForwardingResourceRequest-Item	Q	1	mrb-ID,139,0,-,- mrbProgressRequestType,1463,1,-,- mrbForwardingAddressRequest,1464,1,-,- iE-Extensions,1465,1,-,-	
T	MRB-ProgressInformationType	e	oldest-available,last-delivered	+
T	ENUMERATED	e	request	+
T	ProtocolExtensionContainer	L	1466	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,283.id.- criticality,8,0,-,283.criticality.0 extensionValue,1467,0,-,283.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1469	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,284.id.- criticality,8,0,-,284.criticality.0 extensionValue,1470,0,-,284.Extension.0	
T	OPEN TYPE	x
T	MCForwardingResourceIndication	Q	1	mcForwardingResourceID,1460,0,-,- mrbForwardingResourceIndicationList,1472,1,-,- mbsSessionAssociatedInformation,1487,1,-,- iE-Extensions,1491,1,-,-	
T	MRBForwardingResourceIndicationList	L	1473	1 64 0
T	MRBForwardingResourceIndication-Item	Q	1	mrb-ID,139,0,-,- mrb-ProgressInformation,1474,1,-,- mrbForwardingAddress,44,1,-,- iE-Extensions,1484,1,-,-	
T	MRB-ProgressInformation	Q	1	mrb-ProgressInformationSNs,1475,0,-,- mrb-ProgressInformationType,1463,0,-,- iE-Extensions,1481,1,-,-	
T	MRB-ProgressInformationSNs	C	0	pdcp-SN12,1476,0,-,- pdcp-SN18,1477,0,-,- choice-extension,1478,0,-,-	
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 262143 0
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,285.id.- criticality,8,0,-,285.criticality.0 value,1480,0,-,285.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,285.id.- criticality,8,0,-,285.criticality.0 value,1480,0,-,285.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1482	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,286.id.- criticality,8,0,-,286.criticality.0 extensionValue,1483,0,-,286.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1485	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,287.id.- criticality,8,0,-,287.criticality.0 extensionValue,1486,0,-,287.Extension.0	
T	OPEN TYPE	x
T	MBSSessionAssociatedInformation	Q	1	mbsSessionAssociatedInformationList,1389,0,-,- mbsSessionForwardingAddress,44,0,-,- iE-Extensions,1488,1,-,-	
T	ProtocolExtensionContainer	L	1489	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,288.id.- criticality,8,0,-,288.criticality.0 extensionValue,1490,0,-,288.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1492	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,289.id.- criticality,8,0,-,289.criticality.0 extensionValue,1493,0,-,289.Extension.0	
T	OPEN TYPE	x
T	MCForwardingResourceRelease	Q	1	mcForwardingResourceID,1460,0,-,- iE-Extensions,1495,1,-,-	
T	ProtocolExtensionContainer	L	1496	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,290.id.- criticality,8,0,-,290.criticality.0 extensionValue,1497,0,-,290.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextModificationResponse	Q	1	protocolIEs,1499,0,-,-	
T	ProtocolIE-Container	L	1500	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,291.id.- criticality,8,0,-,291.criticality.0 value,1501,0,-,291.Value.0	
T	OPEN TYPE	x
T	MCBearerContextToModifyResponse	Q	1	mcBearerContextNGU-TNLInfoatNGRANModifyResponse,1503,1,-,- mbsMulticastF1UContextDescriptor,1439,1,-,- mcMRBModifySetupResponseList,1507,1,-,- mcMRBFailedList,1413,1,-,- availableMCMRBConfig,1380,1,-,- iE-Extensions,1512,1,-,-	
T	MCBearerContextNGU-TNLInfoatNGRANModifyResponse	Q	1	mbs-NGU-InfoatNGRAN,341,0,-,- mbsAreaSession,59,1,-,- iE-Extensions,1504,1,-,-	
T	ProtocolExtensionContainer	L	1505	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,292.id.- criticality,8,0,-,292.criticality.0 extensionValue,1506,0,-,292.Extension.0	
T	OPEN TYPE	x
T	MCMRBSetupModifyResponseList	L	1508	1 32 0
T	MCMRBSetupModifyResponseList-Item	Q	1	mrb-ID,139,0,-,- qosflow-setup,355,1,-,- qosflow-failed,361,1,-,- mcBearerContextF1UTNLInfoatCU,44,1,-,- mBS-PDCP-COUNT,1409,1,-,- iE-Extensions,1509,1,-,-	
T	ProtocolExtensionContainer	L	1510	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,293.id.- criticality,8,0,-,293.criticality.0 extensionValue,1511,0,-,293.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1513	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,294.id.- criticality,8,0,-,294.criticality.0 extensionValue,1514,0,-,294.Extension.0	
T	OPEN TYPE	x
T	MCForwardingResourceResponse	Q	1	mcForwardingResourceID,1460,0,-,- mrbForwardingResourceResponseList,1516,1,-,- iE-Extensions,1521,1,-,-	
T	MRBForwardingResourceResponseList	L	1517	1 64 0
T	MRBForwardingResourceResponse-Item	Q	1	mrb-ID,139,0,-,- mrb-ProgressInformation,1474,1,-,- mrbForwardingAddress,44,1,-,- iE-Extensions,1518,1,-,-	
T	ProtocolExtensionContainer	L	1519	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,295.id.- criticality,8,0,-,295.criticality.0 extensionValue,1520,0,-,295.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1522	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,296.id.- criticality,8,0,-,296.criticality.0 extensionValue,1523,0,-,296.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextModificationFailure	Q	1	protocolIEs,1525,0,-,-	
T	ProtocolIE-Container	L	1526	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,297.id.- criticality,8,0,-,297.criticality.0 value,1527,0,-,297.Value.0	
T	OPEN TYPE	x
T	MCBearerContextModificationRequired	Q	1	protocolIEs,1529,0,-,-	
T	ProtocolIE-Container	L	1530	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,298.id.- criticality,8,0,-,298.criticality.0 value,1531,0,-,298.Value.0	
T	OPEN TYPE	x
T	MCBearerContextToModifyRequired	Q	1	mbsMulticastF1UContextDescriptor,1439,1,-,- mcMRBToRemoveRequiredList,1455,1,-,- mcMRBToModifyRequiredList,1533,1,-,- iE-Extensions,1538,1,-,-	
T	MCMRBModifyRequiredConfiguration	L	1534	1 32 0
T	MCMRBModifyRequiredConfiguration-Item	Q	1	mrb-ID,139,0,-,- mBS-PDCP-COUNT,1409,1,-,- iE-Extensions,1535,1,-,-	
T	ProtocolExtensionContainer	L	1536	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,299.id.- criticality,8,0,-,299.criticality.0 extensionValue,1537,0,-,299.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1539	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,300.id.- criticality,8,0,-,300.criticality.0 extensionValue,1540,0,-,300.Extension.0	
T	OPEN TYPE	x
T	MCForwardingResourceReleaseIndication	Q	1	mcForwardingResourceID,1460,0,-,- iE-Extensions,1542,1,-,-	
T	ProtocolExtensionContainer	L	1543	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,301.id.- criticality,8,0,-,301.criticality.0 extensionValue,1544,0,-,301.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextModificationConfirm	Q	1	protocolIEs,1546,0,-,-	
T	ProtocolIE-Container	L	1547	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,302.id.- criticality,8,0,-,302.criticality.0 value,1548,0,-,302.Value.0	
T	OPEN TYPE	x
T	MCBearerContextToModifyConfirm	Q	1	mbsMulticastF1UContextDescriptor,1439,1,-,- mcMRBModifyConfirmList,1550,1,-,- iE-Extensions,1555,1,-,-	
T	MCMRBModifyConfirmList	L	1551	1 32 0
T	MCMRBModifyConfirmList-Item	Q	1	mrb-ID,139,0,-,- iE-Extensions,1552,1,-,-	
T	ProtocolExtensionContainer	L	1553	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,303.id.- criticality,8,0,-,303.criticality.0 extensionValue,1554,0,-,303.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1556	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,304.id.- criticality,8,0,-,304.criticality.0 extensionValue,1557,0,-,304.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextReleaseCommand	Q	1	protocolIEs,1559,0,-,-	
T	ProtocolIE-Container	L	1560	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,305.id.- criticality,8,0,-,305.criticality.0 value,1561,0,-,305.Value.0	
T	OPEN TYPE	x
T	MCBearerContextReleaseComplete	Q	1	protocolIEs,1563,0,-,-	
T	ProtocolIE-Container	L	1564	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,306.id.- criticality,8,0,-,306.criticality.0 value,1565,0,-,306.Value.0	
T	OPEN TYPE	x
T	ErrorIndication	Q	1	protocolIEs,1567,0,-,-	
T	ProtocolIE-Container	L	1568	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,307.id.- criticality,8,0,-,307.criticality.0 value,1569,0,-,307.Value.0	
T	OPEN TYPE	x
T	ULDataNotification	Q	1	protocolIEs,1571,0,-,-	
T	ProtocolIE-Container	L	1572	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,308.id.- criticality,8,0,-,308.criticality.0 value,1573,0,-,308.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-CounterCheckRequest	Q	1	protocolIEs,1575,0,-,-	
T	ProtocolIE-Container	L	1576	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,309.id.- criticality,8,0,-,309.criticality.0 value,1577,0,-,309.Value.0	
T	OPEN TYPE	x
T	System-GNB-CU-UP-CounterCheckRequest	C	0	e-UTRAN-GNB-CU-UP-CounterCheckRequest,1579,0,-,- nG-RAN-GNB-CU-UP-CounterCheckRequest,1582,0,-,- choice-extension,1585,0,-,-	
T	ProtocolIE-Container	L	1580	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,310.id.- criticality,8,0,-,310.criticality.0 value,1581,0,-,310.Value.0	
T	OPEN TYPE	x
T	ProtocolIE-Container	L	1583	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,311.id.- criticality,8,0,-,311.criticality.0 value,1584,0,-,311.Value.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,312.id.- criticality,8,0,-,312.criticality.0 value,1587,0,-,312.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,312.id.- criticality,8,0,-,312.criticality.0 value,1587,0,-,312.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-StatusIndication	Q	1	protocolIEs,1589,0,-,-	
T	ProtocolIE-Container	L	1590	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,313.id.- criticality,8,0,-,313.criticality.0 value,1591,0,-,313.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UP-OverloadInformation	e	overloaded,not-overloaded	-
T	MRDC-DataUsageReport	Q	1	protocolIEs,1594,0,-,-	
T	ProtocolIE-Container	L	1595	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,314.id.- criticality,8,0,-,314.criticality.0 value,1596,0,-,314.Value.0	
T	OPEN TYPE	x
T	PDU-Session-Resource-Data-Usage-List	L	1598	1 256 0
T	PDU-Session-Resource-Data-Usage-Item	Q	1	pDU-Session-ID,12,0,-,- mRDC-Usage-Information,1599,0,-,- iE-Extensions,1603,1,-,-	
T	MRDC-Usage-Information	Q	1	data-Usage-per-PDU-Session-Report,1090,1,-,- data-Usage-per-QoS-Flow-List,1110,1,-,- iE-Extensions,1600,1,-,-	
T	ProtocolExtensionContainer	L	1601	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,315.id.- criticality,8,0,-,315.criticality.0 extensionValue,1602,0,-,315.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1604	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,316.id.- criticality,8,0,-,316.criticality.0 extensionValue,1605,0,-,316.Extension.0	
T	OPEN TYPE	x
T	TraceStart	Q	1	protocolIEs,1607,0,-,-	
T	ProtocolIE-Container	L	1608	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,317.id.- criticality,8,0,-,317.criticality.0 value,1609,0,-,317.Value.0	
T	OPEN TYPE	x
T	PrivateMessage	Q	1	privateIEs,1611,0,-,-	
T	PrivateIE-Container	L	1612	1 65535 0
T	PrivateIE-Field	Q	0	id,1613,0,-,318.id.- criticality,8,0,-,318.criticality.0 value,1616,0,-,318.Value.0	
T	PrivateIE-ID	C	0	local,1614,0,-,- global,1615,0,-,-	
T	INTEGER	i	0 65535 0
T	OBJECT IDENTIFIER	o
T	OPEN TYPE	x
T	ResourceStatusUpdate	Q	1	protocolIEs,1618,0,-,-	
T	ProtocolIE-Container	L	1619	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,319.id.- criticality,8,0,-,319.criticality.0 value,1620,0,-,319.Value.0	
T	OPEN TYPE	x
T	INTEGER	i	1 4095 1
T	INTEGER	i	1 4095 1
T	TNL-AvailableCapacityIndicator	Q	1	dL-TNL-OfferedCapacity,1624,0,-,- dL-TNL-AvailableCapacity,1625,0,-,- uL-TNL-OfferedCapacity,1626,0,-,- uL-TNL-AvailableCapacity,1627,0,-,- iE-Extensions,1628,1,-,-	
T	INTEGER	i	0 16777216 1
T	INTEGER	i	0 100 1
T	INTEGER	i	0 16777216 1
T	INTEGER	i	0 100 1
T	ProtocolExtensionContainer	L	1629	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,320.id.- criticality,8,0,-,320.criticality.0 extensionValue,1630,0,-,320.Extension.0	
T	OPEN TYPE	x
T	HW-CapacityIndicator	Q	1	offeredThroughput,1632,0,-,- availableThroughput,1633,0,-,- iE-Extensions,1634,1,-,-	
T	INTEGER	i	1 16777216 1
T	INTEGER	i	0 100 1
T	ProtocolExtensionContainer	L	1635	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,321.id.- criticality,8,0,-,321.criticality.0 extensionValue,1636,0,-,321.Extension.0	
T	OPEN TYPE	x
T	EarlyForwardingSNTransfer	Q	1	protocolIEs,1638,0,-,-	
T	ProtocolIE-Container	L	1639	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,322.id.- criticality,8,0,-,322.criticality.0 value,1640,0,-,322.Value.0	
T	OPEN TYPE	x
T	GNB-CU-CPMeasurementResultsInformation	Q	1	protocolIEs,1642,0,-,-	
T	ProtocolIE-Container	L	1643	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,323.id.- criticality,8,0,-,323.criticality.0 value,1644,0,-,323.Value.0	
T	OPEN TYPE	x
T	IABPSKNotification	Q	1	protocolIEs,1646,0,-,-	
T	ProtocolIE-Container	L	1647	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,324.id.- criticality,8,0,-,324.criticality.0 value,1648,0,-,324.Value.0	
T	OPEN TYPE	x
T	IAB-Donor-CU-UPPSKInfo	L	1650	1 256 0
T	IAB-Donor-CU-UPPSKInfo-Item	Q	1	iAB-donor-CU-UPPSK,1651,0,-,- iAB-donor-CU-UPIPAddress,46,0,-,- iAB-DUIPAddress,46,0,-,- iE-Extensions,1652,1,-,-	
T	IAB-donor-CU-UPPSK	O	0 - 0
T	ProtocolExtensionContainer	L	1653	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,325.id.- criticality,8,0,-,325.criticality.0 extensionValue,1654,0,-,325.Extension.0	
T	OPEN TYPE	x
T	MCBearerContextReleaseRequest	Q	1	protocolIEs,1656,0,-,-	
T	ProtocolIE-Container	L	1657	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,326.id.- criticality,8,0,-,326.criticality.0 value,1658,0,-,326.Value.0	
T	OPEN TYPE	x
T	MCBearerNotification	Q	1	protocolIEs,1660,0,-,-	
T	ProtocolIE-Container	L	1661	0 65535 0
T	ProtocolIE-Field	Q	0	id,7,0,-,327.id.- criticality,8,0,-,327.criticality.0 value,1662,0,-,327.Value.0	
T	OPEN TYPE	x
T	MBSSessionResourceNotification	C	0	mbs-DL-Data-Arrival,1664,0,-,- inactivity,1669,0,-,- choice-extension,1674,0,-,-	
T	MBS-DL-Data-Arrival	Q	1	dlDataArrival,1665,0,-,- ppi,1038,1,-,- iE-Extensions,1666,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	1667	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,328.id.- criticality,8,0,-,328.criticality.0 extensionValue,1668,0,-,328.Extension.0	
T	OPEN TYPE	x
T	MCBearerContext-Inactivity	Q	1	mcBearerContext-Inactivity-Indication,1670,0,-,- iE-Extensions,1671,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	1672	1 65535 0
T	ProtocolExtensionField	Q	0	id,7,0,-,329.id.- criticality,8,0,-,329.criticality.0 extensionValue,1673,0,-,329.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,7,0,-,330.id.- criticality,8,0,-,330.criticality.0 value,1676,0,-,330.Value.0	
T	ProtocolIE-Field	Q	0	id,7,0,-,330.id.- criticality,8,0,-,330.criticality.0 value,1676,0,-,330.Value.0	
T	OPEN TYPE	x
T	SuccessfulOutcome	Q	0	procedureCode,91,0,-,211.procedureCode.- criticality,8,0,-,211.criticality.0 value,1678,0,-,211.SuccessfulOutcome.0	
T	OPEN TYPE	x
T	UnsuccessfulOutcome	Q	0	procedureCode,91,0,-,211.procedureCode.- criticality,8,0,-,211.criticality.0 value,1680,0,-,211.UnsuccessfulOutcome.0	
T	OPEN TYPE	x
T	Presence	e	optional,conditional,mandatory	-
T	ProtocolExtensionID	i	0 65535 0
N	ActivityInformation	0
N	ActivityNotificationLevel	21
N	AdditionalHandoverInfo	22
N	AdditionalPDCPduplicationInformation	23
N	AdditionalRRMPriorityIndex	24
N	AlternativeQoSParaSetItem	25
N	AlternativeQoSParaSetList	39
N	AssociatedSessionID	40
N	AveragingWindow	41
N	BCBearerContextF1U-TNLInfoatCU	42
N	BCBearerContextF1U-TNLInfoatDU	66
N	BCBearerContextModificationConfirm	80
N	BCBearerContextModificationFailure	103
N	BCBearerContextModificationRequest	115
N	BCBearerContextModificationRequired	327
N	BCBearerContextModificationResponse	335
N	BCBearerContextNGU-TNLInfoat5GC	120
N	BCBearerContextNGU-TNLInfoatNGRAN	340
N	BCBearerContextNGU-TNLInfoatNGRAN-Request	317
N	BCBearerContextReleaseCommand	382
N	BCBearerContextReleaseComplete	386
N	BCBearerContextReleaseRequest	390
N	BCBearerContextSetupFailure	394
N	BCBearerContextSetupRequest	398
N	BCBearerContextSetupResponse	445
N	BCBearerContextToModify	119
N	BCBearerContextToModifyConfirm	86
N	BCBearerContextToModifyRequired	331
N	BCBearerContextToModifyResponse	339
N	BCBearerContextToSetup	408
N	BCBearerContextToSetupResponse	449
N	BCMRBFailedList	374
N	BCMRBFailedList-Item	375
N	BCMRBModifyConfiguration	298
N	BCMRBModifyConfiguration-Item	299
N	BCMRBRemoveConfiguration	313
N	BCMRBSetupConfiguration	137
N	BCMRBSetupConfiguration-Item	138
N	BCMRBSetupModifyResponseList	353
N	BCMRBSetupModifyResponseList-Item	354
N	BCMRBSetupResponseList	450
N	BCMRBSetupResponseList-Item	451
N	BearerContextInactivityNotification	463
N	BearerContextModificationConfirm	469
N	BearerContextModificationFailure	508
N	BearerContextModificationRequest	512
N	BearerContextModificationRequired	731
N	BearerContextModificationResponse	775
N	BearerContextReleaseCommand	880
N	BearerContextReleaseComplete	884
N	BearerContextReleaseRequest	888
N	BearerContextSetupFailure	897
N	BearerContextSetupRequest	901
N	BearerContextSetupResponse	983
N	BearerContextStatusChange	532
N	BitRate	27
N	BroadcastF1U-ContextReferenceE1	294
N	BufferSize	198
N	BurstArrivalTime	268
N	CHOInitiation	981
N	CNSupport	1019
N	CP-TNL-Information	1020
N	Cause	107
N	CauseMisc	111
N	CauseProtocol	110
N	CauseRadioNetwork	108
N	CauseTransport	109
N	Cell-Group-ID	481
N	Cell-Group-Information	479
N	Cell-Group-Information-Item	480
N	CellTrafficTrace	1029
N	CipheringAlgorithm	518
N	CommonNetworkInstance	655
N	ConfidentialityProtectionIndication	579
N	ConfidentialityProtectionResult	790
N	Criticality	8
N	CriticalityDiagnostics	90
N	CriticalityDiagnostics-IE-List	94
N	DAPSRequestInfo	644
N	DL-TX-Stop	483
N	DLDataNotification	1034
N	DLDiscarding	675
N	DLUPTNLAddressToUpdateItem	1050
N	DLUPTNLAddressToUpdateList	1054
N	DRB-Activity	4
N	DRB-Activity-Item	2
N	DRB-Activity-List	1
N	DRB-Confirm-Modified-Item-EUTRAN	478
N	DRB-Confirm-Modified-Item-NG-RAN	498
N	DRB-Confirm-Modified-List-EUTRAN	477
N	DRB-Confirm-Modified-List-NG-RAN	497
N	DRB-Failed-Item-EUTRAN	998
N	DRB-Failed-Item-NG-RAN	854
N	DRB-Failed-List-EUTRAN	997
N	DRB-Failed-List-NG-RAN	853
N	DRB-Failed-Mod-Item-EUTRAN	795
N	DRB-Failed-Mod-Item-NG-RAN	834
N	DRB-Failed-Mod-List-EUTRAN	794
N	DRB-Failed-Mod-List-NG-RAN	833
N	DRB-Failed-To-Modify-Item-EUTRAN	805
N	DRB-Failed-To-Modify-Item-NG-RAN	864
N	DRB-Failed-To-Modify-List-EUTRAN	804
N	DRB-Failed-To-Modify-List-NG-RAN	863
N	DRB-ID	3
N	DRB-Measurement-Results-Information-Item	1055
N	DRB-Measurement-Results-Information-List	1060
N	DRB-Modified-Item-EUTRAN	800
N	DRB-Modified-Item-NG-RAN	859
N	DRB-Modified-List-EUTRAN	799
N	DRB-Modified-List-NG-RAN	858
N	DRB-Removed-Item	810
N	DRB-Required-To-Modify-Item-EUTRAN	740
N	DRB-Required-To-Modify-Item-NG-RAN	760
N	DRB-Required-To-Modify-List-EUTRAN	739
N	DRB-Required-To-Modify-List-NG-RAN	759
N	DRB-Required-To-Remove-Item-EUTRAN	750
N	DRB-Required-To-Remove-Item-NG-RAN	765
N	DRB-Required-To-Remove-List-EUTRAN	749
N	DRB-Required-To-Remove-List-NG-RAN	764
N	DRB-Setup-Item-EUTRAN	992
N	DRB-Setup-Item-NG-RAN	849
N	DRB-Setup-List-EUTRAN	991
N	DRB-Setup-List-NG-RAN	848
N	DRB-Setup-Mod-Item-EUTRAN	784
N	DRB-Setup-Mod-Item-NG-RAN	829
N	DRB-Setup-Mod-List-EUTRAN	783
N	DRB-Setup-Mod-List-NG-RAN	828
N	DRB-Status-Item	893
N	DRB-Status-List	892
N	DRB-To-Modify-Item-EUTRAN	589
N	DRB-To-Modify-Item-NG-RAN	665
N	DRB-To-Modify-List-EUTRAN	588
N	DRB-To-Modify-List-NG-RAN	664
N	DRB-To-Remove-Item-EUTRAN	620
N	DRB-To-Remove-Item-NG-RAN	686
N	DRB-To-Remove-List-EUTRAN	619
N	DRB-To-Remove-List-NG-RAN	685
N	DRB-To-Setup-Item-EUTRAN	910
N	DRB-To-Setup-Item-NG-RAN	659
N	DRB-To-Setup-List-EUTRAN	909
N	DRB-To-Setup-List-NG-RAN	658
N	DRB-To-Setup-Mod-Item-EUTRAN	541
N	DRB-To-Setup-Mod-Item-NG-RAN	632
N	DRB-To-Setup-Mod-List-EUTRAN	540
N	DRB-To-Setup-Mod-List-NG-RAN	631
N	DRB-Usage-Report-Item	1061
N	DRB-Usage-Report-List	1069
N	DRBBStatusTransfer	602
N	DRBs-Subject-To-Counter-Check-Item-EUTRAN	1070
N	DRBs-Subject-To-Counter-Check-Item-NG-RAN	1074
N	DRBs-Subject-To-Counter-Check-List-EUTRAN	1078
N	DRBs-Subject-To-Counter-Check-List-NG-RAN	1079
N	DRBs-Subject-To-Early-Forwarding-Item	1080
N	DRBs-Subject-To-Early-Forwarding-List	1084
N	Data-Forwarding-Information	590
N	Data-Forwarding-Information-Request	555
N	Data-Forwarding-Request	556
N	Data-Usage-Report-Item	1085
N	Data-Usage-Report-List	1089
N	Data-Usage-per-PDU-Session-Report	1090
N	Data-Usage-per-QoS-Flow-Item	1104
N	Data-Usage-per-QoS-Flow-List	1110
N	DataDiscardRequired	535
N	DataForwardingtoE-UTRANInformationList	693
N	DataForwardingtoE-UTRANInformationListItem	694
N	DataForwardingtoNG-RANQoSFlowInformationList	594
N	DataForwardingtoNG-RANQoSFlowInformationList-Item	595
N	DataUsageReport	1111
N	DeactivateTrace	1115
N	DefaultDRB	634
N	Dictionary	199
N	DirectForwardingPathAvailability	982
N	DiscardTimer	166
N	DiscardTimerExtended	205
N	Duplication-Activation	171
N	Dynamic5QIDescriptor	220
N	E-UTRAN-Cell-Identity	1119
N	E1AP-PDU	1120
N	E1ReleaseRequest	1329
N	E1ReleaseResponse	1333
N	ECGI	1199
N	ECGI-Support-Item	1198
N	ECGI-Support-List	1197
N	ECNMarkingorCongestionInformationReportingRequest	282
N	ECNMarkingorCongestionInformationReportingStatus	360
N	EHC-Common-Parameters	178
N	EHC-Downlink-Parameters	183
N	EHC-Parameters	177
N	EHC-Uplink-Parameters	189
N	EUTRAN-QoS	542
N	EUTRAN-QoS-Support-Item	1168
N	EUTRAN-QoS-Support-List	1167
N	EUTRANAllocationAndRetentionPriority	544
N	EarlyDataForwardingIndicator	682
N	EarlyForwardingCOUNTInfo	670
N	EarlyForwardingCOUNTReq	669
N	EarlyForwardingSNTransfer	1637
N	EncryptionKey	524
N	Endpoint-IP-address-and-port	1024
N	ErrorIndication	1566
N	Extended-GNB-CU-CP-Name	1251
N	Extended-GNB-CU-UP-Name	1226
N	Extended-NR-CGI-Support-Item	1193
N	Extended-NR-CGI-Support-List	1192
N	ExtendedPacketDelayBudget	219
N	ExtendedSliceSupportList	1191
N	F1U-TNL-InfoAdded-Item	456
N	F1U-TNL-InfoAdded-List	455
N	F1U-TNL-InfoAddedOrModified-Item	370
N	F1U-TNL-InfoAddedOrModified-List	369
N	F1U-TNL-InfoToAdd-Item	293
N	F1U-TNL-InfoToAdd-List	292
N	F1U-TNL-InfoToAddOrModify-Item	304
N	F1U-TNL-InfoToAddOrModify-List	303
N	F1U-TNL-InfoToRelease-Item	309
N	F1U-TNL-InfoToRelease-List	308
N	F1UTunnelNotEstablished	71
N	FirstDLCount	671
N	FiveGS-TAC	432
N	GBR-QoSFlowInformation	236
N	GBR-QosInformation	548
N	GNB-CU-CP-ConfigurationUpdate	1291
N	GNB-CU-CP-ConfigurationUpdateAcknowledge	1311
N	GNB-CU-CP-ConfigurationUpdateFailure	1325
N	GNB-CU-CP-E1SetupFailure	1270
N	GNB-CU-CP-E1SetupRequest	1262
N	GNB-CU-CP-E1SetupResponse	1266
N	GNB-CU-CP-MBS-E1AP-ID	84
N	GNB-CU-CP-Name	1250
N	GNB-CU-CP-NameUTF8String	1253
N	GNB-CU-CP-NameVisibleString	1252
N	GNB-CU-CP-TNLA-Failed-To-Setup-Item	1321
N	GNB-CU-CP-TNLA-Failed-To-Setup-List	1320
N	GNB-CU-CP-TNLA-Setup-Item	1316
N	GNB-CU-CP-TNLA-Setup-List	1315
N	GNB-CU-CP-TNLA-To-Add-Item	1296
N	GNB-CU-CP-TNLA-To-Add-List	1295
N	GNB-CU-CP-TNLA-To-Remove-Item	1302
N	GNB-CU-CP-TNLA-To-Remove-List	1301
N	GNB-CU-CP-TNLA-To-Update-Item	1307
N	GNB-CU-CP-TNLA-To-Update-List	1306
N	GNB-CU-CP-UE-E1AP-ID	467
N	GNB-CU-CPMeasurementResultsInformation	1641
N	GNB-CU-UP-Capacity	1206
N	GNB-CU-UP-CellGroupRelatedConfiguration	741
N	GNB-CU-UP-CellGroupRelatedConfiguration-Item	742
N	GNB-CU-UP-ConfigurationUpdate	1274
N	GNB-CU-UP-ConfigurationUpdateAcknowledge	1283
N	GNB-CU-UP-ConfigurationUpdateFailure	1287
N	GNB-CU-UP-CounterCheckRequest	1574
N	GNB-CU-UP-E1SetupFailure	1257
N	GNB-CU-UP-E1SetupRequest	1148
N	GNB-CU-UP-E1SetupResponse	1246
N	GNB-CU-UP-ID	1152
N	GNB-CU-UP-MBS-E1AP-ID	85
N	GNB-CU-UP-MBS-Support-Info	1232
N	GNB-CU-UP-Name	1153
N	GNB-CU-UP-NameUTF8String	1228
N	GNB-CU-UP-NameVisibleString	1227
N	GNB-CU-UP-OverloadInformation	1592
N	GNB-CU-UP-StatusIndication	1588
N	GNB-CU-UP-TNLA-To-Remove-Item	1279
N	GNB-CU-UP-TNLA-To-Remove-List	1278
N	GNB-CU-UP-UE-E1AP-ID	468
N	GNB-DU-ID	718
N	GTP-TEID	47
N	GTPTLA-Item	1211
N	GTPTLAs	1210
N	GTPTunnel	45
N	GlobalMBSSessionID	402
N	HFN	606
N	HW-CapacityIndicator	1631
N	IAB-Donor-CU-UPPSKInfo	1649
N	IAB-Donor-CU-UPPSKInfo-Item	1650
N	IAB-UPTNLAddressUpdate	1358
N	IAB-UPTNLAddressUpdateAcknowledge	1362
N	IAB-UPTNLAddressUpdateFailure	1371
N	IAB-donor-CU-UPPSK	1651
N	IABPSKNotification	1645
N	IgnoreMappingRuleIndication	643
N	ImmediateMDT	941
N	Inactivity-Timer	534
N	InactivityInformationRequest	728
N	IndirectPathIndication	573
N	InitiatingMessage	1121
N	IntegrityProtectionAlgorithm	519
N	IntegrityProtectionIndication	578
N	IntegrityProtectionKey	525
N	IntegrityProtectionResult	789
N	InterfacesToTrace	933
N	Links-to-log	945
N	LocationDependentMBSF1UInformationAtCU	57
N	LocationDependentMBSF1UInformationAtCU-Item	58
N	LocationDependentMBSF1UInformationAtDU	72
N	LocationDependentMBSF1UInformationAtDU-Item	73
N	LocationDependentMBSNGUInformationAt5GC	129
N	LocationDependentMBSNGUInformationAt5GC-Item	130
N	LocationDependentMBSNGUInformationAtNGRAN	345
N	LocationDependentMBSNGUInformationAtNGRAN-Item	346
N	M4Configuration	943
N	M4ReportAmount	949
N	M4period	944
N	M6Configuration	950
N	M6ReportAmount	955
N	M6report-Interval	951
N	M7Configuration	956
N	M7ReportAmount	961
N	M7period	957
N	MBS-DL-Data-Arrival	1664
N	MBS-PDCP-COUNT	1409
N	MBS-PDCP-COUNT-Req	1451
N	MBS-ServiceArea	419
N	MBS-ServiceAreaCellList	423
N	MBS-ServiceAreaInformation	422
N	MBS-ServiceAreaInformationItem	421
N	MBS-ServiceAreaInformationList	420
N	MBS-ServiceAreaTAIList	430
N	MBS-ServiceAreaTAIList-Item	431
N	MBS-Support-Info-ToAdd-Item	1234
N	MBS-Support-Info-ToAdd-List	1233
N	MBS-Support-Info-ToRemove-Item	1239
N	MBS-Support-Info-ToRemove-List	1238
N	MBSAreaSessionID	59
N	MBSF1UInformationAtCU	43
N	MBSF1UInformationAtDU	67
N	MBSMulticastF1UContextDescriptor	1439
N	MBSNGUInformationAt5GC	121
N	MBSNGUInformationAt5GC-Multicast	122
N	MBSNGUInformationAtNGRAN	341
N	MBSNGUInformationAtNGRAN-Request	318
N	MBSNGUInformationAtNGRAN-Request-Item	320
N	MBSNGUInformationAtNGRAN-Request-List	319
N	MBSSessionAssociatedInfoNonSupportToSupport	1388
N	MBSSessionAssociatedInformation	1487
N	MBSSessionAssociatedInformation-Item	1390
N	MBSSessionAssociatedInformationList	1389
N	MBSSessionResourceNotification	1663
N	MCBearerContext-Inactivity	1669
N	MCBearerContextF1UTNLInfoatDU	1447
N	MCBearerContextModificationConfirm	1545
N	MCBearerContextModificationFailure	1524
N	MCBearerContextModificationRequest	1425
N	MCBearerContextModificationRequired	1528
N	MCBearerContextModificationResponse	1498
N	MCBearerContextNGU-TNLInfoatNGRAN	1403
N	MCBearerContextNGU-TNLInfoatNGRANModifyResponse	1503
N	MCBearerContextNGUTNLInfoat5GC	1430
N	MCBearerContextNGUTnlInfoatNGRANRequest	1434
N	MCBearerContextReleaseCommand	1558
N	MCBearerContextReleaseComplete	1562
N	MCBearerContextReleaseRequest	1655
N	MCBearerContextSetupFailure	1421
N	MCBearerContextSetupRequest	1375
N	MCBearerContextSetupResponse	1398
N	MCBearerContextStatusChange	1397
N	MCBearerContextToModify	1429
N	MCBearerContextToModifyConfirm	1549
N	MCBearerContextToModifyRequired	1532
N	MCBearerContextToModifyResponse	1502
N	MCBearerContextToSetup	1379
N	MCBearerContextToSetupResponse	1402
N	MCBearerNotification	1659
N	MCForwardingResourceID	1460
N	MCForwardingResourceIndication	1471
N	MCForwardingResourceRelease	1494
N	MCForwardingResourceReleaseIndication	1541
N	MCForwardingResourceRequest	1459
N	MCForwardingResourceResponse	1515
N	MCMRBFailedList	1413
N	MCMRBFailedList-Item	1414
N	MCMRBModifyConfirmList	1550
N	MCMRBModifyConfirmList-Item	1551
N	MCMRBModifyRequiredConfiguration	1533
N	MCMRBModifyRequiredConfiguration-Item	1534
N	MCMRBRemoveConfiguration	1455
N	MCMRBSetupConfiguration	1380
N	MCMRBSetupConfiguration-Item	1381
N	MCMRBSetupModifyConfiguration	1445
N	MCMRBSetupModifyConfiguration-Item	1446
N	MCMRBSetupModifyResponseList	1507
N	MCMRBSetupModifyResponseList-Item	1508
N	MCMRBSetupResponseList	1407
N	MCMRBSetupResponseList-Item	1408
N	MDT-Activation	939
N	MDT-Configuration	938
N	MDTMode	940
N	MDTPLMNList	980
N	MDTPLMNModificationList	727
N	MDTPollutedMeasurementIndicator	719
N	MRB-ID	139
N	MRB-ProgressInformation	1474
N	MRB-ProgressInformationSNs	1475
N	MRB-ProgressInformationType	1463
N	MRBForwardingResourceIndication-Item	1473
N	MRBForwardingResourceIndicationList	1472
N	MRBForwardingResourceRequest-Item	1462
N	MRBForwardingResourceRequestList	1461
N	MRBForwardingResourceResponse-Item	1517
N	MRBForwardingResourceResponseList	1516
N	MRDC-Data-Usage-Report-Item	1093
N	MRDC-DataUsageReport	1593
N	MRDC-Usage-Information	1599
N	MT-SDT-Data-Size	1045
N	MT-SDT-Information	1044
N	MT-SDT-Information-Request	729
N	MaxCIDEHCDL	188
N	MaxDataBurstVolume	38
N	MaxIPrate	581
N	MaxPacketLossRate	237
N	MaximumIPdatarate	580
N	MeasurementsToActivate	942
N	MulticastF1UContextReferenceE1	1440
N	N6JitterInformation	273
N	NG-RAN-QoS-Support-Item	1173
N	NG-RAN-QoS-Support-List	1172
N	NGRANAllocationAndRetentionPriority	229
N	NID	404
N	NPNContextInfo	972
N	NPNContextInfo-SNPN	973
N	NPNSupportInfo	1183
N	NPNSupportInfo-SNPN	1184
N	NR-CGI	424
N	NR-CGI-Support-Item	1162
N	NR-CGI-Support-List	1161
N	NR-Cell-Identity	426
N	NetworkInstance	654
N	New-UL-TNL-Information-Required	533
N	Non-Dynamic5QIDescriptor	213
N	Number-of-tunnels	488
N	OutOfOrderDelivery	172
N	PDCP-COUNT-Reset	684
N	PDCP-Configuration	140
N	PDCP-Count	604
N	PDCP-DataRecovery	170
N	PDCP-Duplication	168
N	PDCP-Reestablishment	169
N	PDCP-SN	605
N	PDCP-SN-Size	141
N	PDCP-SN-Status-Information	601
N	PDCP-SN-Status-Request	600
N	PDCP-StatusReportIndication	176
N	PDCPSNGapReport	207
N	PDU-Session-ID	12
N	PDU-Session-Resource-Activity	13
N	PDU-Session-Resource-Activity-Item	11
N	PDU-Session-Resource-Activity-List	10
N	PDU-Session-Resource-Confirm-Modified-Item	496
N	PDU-Session-Resource-Confirm-Modified-List	495
N	PDU-Session-Resource-Data-Usage-Item	1598
N	PDU-Session-Resource-Data-Usage-List	1597
N	PDU-Session-Resource-Failed-Item	1012
N	PDU-Session-Resource-Failed-List	1011
N	PDU-Session-Resource-Failed-Mod-Item	842
N	PDU-Session-Resource-Failed-Mod-List	841
N	PDU-Session-Resource-Failed-To-Modify-Item	872
N	PDU-Session-Resource-Failed-To-Modify-List	871
N	PDU-Session-Resource-Modified-Item	847
N	PDU-Session-Resource-Modified-List	846
N	PDU-Session-Resource-Required-To-Modify-Item	758
N	PDU-Session-Resource-Required-To-Modify-List	757
N	PDU-Session-Resource-Setup-Item	1006
N	PDU-Session-Resource-Setup-List	1005
N	PDU-Session-Resource-Setup-Mod-Item	827
N	PDU-Session-Resource-Setup-Mod-List	826
N	PDU-Session-Resource-To-Modify-Item	657
N	PDU-Session-Resource-To-Modify-List	656
N	PDU-Session-Resource-To-Remove-Item	709
N	PDU-Session-Resource-To-Remove-List	708
N	PDU-Session-Resource-To-Setup-Item	918
N	PDU-Session-Resource-To-Setup-List	917
N	PDU-Session-Resource-To-Setup-Mod-Item	629
N	PDU-Session-Resource-To-Setup-Mod-List	628
N	PDU-Session-To-Notify-Item	1040
N	PDU-Session-To-Notify-List	1039
N	PDU-Session-Type	630
N	PDUSession-PairID	927
N	PDUSetQoSInformation	252
N	PDUSetQoSParameters	251
N	PDUSetbasedHandlingIndicator	599
N	PER-Exponent	31
N	PER-Scalar	30
N	PLMN-Identity	425
N	PPI	1038
N	PSIbasedDiscardTimer	206
N	PacketDelayBudget	28
N	PacketErrorRate	29
N	Periodicity	267
N	PortNumber	1025
N	Pre-emptionCapability	231
N	Pre-emptionVulnerability	232
N	Presence	1681
N	PriorityLevel	230
N	PrivacyIndicator	1033
N	PrivateIE-ID	1613
N	PrivateMessage	1610
N	ProcedureCode	91
N	ProtocolExtensionID	1682
N	ProtocolIE-ID	7
N	QCI	543
N	QoS-Characteristics	212
N	QoS-Flow-Failed-Item	362
N	QoS-Flow-Failed-List	361
N	QoS-Flow-Identifier	210
N	QoS-Flow-Item	356
N	QoS-Flow-List	355
N	QoS-Flow-Mapping-Indication	260
N	QoS-Flow-Mapping-Item	558
N	QoS-Flow-Mapping-List	557
N	QoS-Flow-QoS-Parameter-Item	209
N	QoS-Flow-QoS-Parameter-List	208
N	QoS-Flow-Removed-Item	814
N	QoS-Flows-DRB-Remapping	663
N	QoS-Flows-to-be-forwarded-Item	696
N	QoS-Flows-to-be-forwarded-List	695
N	QoS-Mapping-Information	570
N	QoS-Parameters-Support-List	1166
N	QoSFlowLevelQoSParameters	211
N	QoSPriorityLevel	215
N	QosMonitoringDisabled	250
N	QosMonitoringReportingFrequency	249
N	QosMonitoringRequest	248
N	RANUEID	717
N	RAT-Type	484
N	RLC-Mode	142
N	ROHC	144
N	ROHC-Parameters	143
N	RSN	923
N	RedundantPDUSessionInformation	922
N	RedundantQoSFlowIndicator	264
N	RegistrationRequest	1343
N	ReportCharacteristics	1344
N	ReportingPeriodicity	1345
N	RequestedAction4AvailNGUTermination	415
N	Reset	1123
N	ResetAcknowledge	1140
N	ResetAll	1128
N	ResetType	1127
N	ResourceStatusFailure	1352
N	ResourceStatusRequest	1337
N	ResourceStatusResponse	1346
N	ResourceStatusUpdate	1617
N	RetainabilityMeasurementsInfo	809
N	SCGActivationStatus	725
N	SDAP-Configuration	633
N	SDAP-Header-DL	636
N	SDAP-Header-UL	635
N	SDT-data-size-threshold	730
N	SDT-data-size-threshold-Crossed	1049
N	SDTContinueROHC	726
N	SDTindicatorMod	683
N	SDTindicatorSetup	649
N	SNSSAI	409
N	SecurityAlgorithm	517
N	SecurityIndication	577
N	SecurityInformation	516
N	SecurityResult	788
N	Slice-Support-Item	1157
N	Slice-Support-List	1156
N	SpecialTriggeringPurpose	650
N	SubscriberProfileIDforRFP	624
N	SuccessfulOutcome	1677
N	SupportedPLMNs-Item	1155
N	SupportedPLMNs-List	1154
N	SurvivalTime	272
N	System-BearerContextModificationConfirm	473
N	System-BearerContextModificationRequest	536
N	System-BearerContextModificationRequired	735
N	System-BearerContextModificationResponse	779
N	System-BearerContextSetupRequest	905
N	System-BearerContextSetupResponse	987
N	System-GNB-CU-UP-CounterCheckRequest	1578
N	T-Reordering	162
N	T-ReorderingTimer	161
N	TNL-AvailableCapacityIndicator	1623
N	TNLAssociationUsage	1297
N	TSCAssistanceInformation	266
N	TSCTrafficCharacteristics	265
N	TimeToWait	1261
N	TraceActivation	931
N	TraceDepth	934
N	TraceID	932
N	TraceStart	1606
N	TransactionID	93
N	Transport-Layer-Address-Info	1207
N	Transport-UP-Layer-Addresses-Info-To-Add-Item	1209
N	Transport-UP-Layer-Addresses-Info-To-Add-List	1208
N	Transport-UP-Layer-Addresses-Info-To-Remove-Item	1219
N	Transport-UP-Layer-Addresses-Info-To-Remove-List	1218
N	TransportLayerAddress	46
N	TriggeringMessage	92
N	TypeOfError	96
N	UDC-Parameters	197
N	UE-Activity	17
N	UE-associatedLogicalE1-ConnectionItem	1133
N	UE-associatedLogicalE1-ConnectionListRes	1129
N	UE-associatedLogicalE1-ConnectionListResAck	1144
N	UEInactivityInformation	879
N	UESliceMaximumBitRateItem	721
N	UESliceMaximumBitRateList	720
N	UL-Configuration	482
N	ULDataNotification	1570
N	ULDataSplitThreshold	167
N	ULUPTNLAddressToUpdateItem	1367
N	ULUPTNLAddressToUpdateList	1366
N	UP-Parameters	565
N	UP-Parameters-Item	566
N	UP-TNL-Information	44
N	UPSecuritykey	523
N	URIaddress	971
N	UnsuccessfulOutcome	1679
N	UplinkOnlyROHC	151
N	UserPlaneErrorIndicator	713
N	UserPlaneFailureIndication	703
N	UserPlaneFailureType	704
S	DRB-Activity-ItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-Activity-ItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	ActivityInformation-ExtIEs	E1AP-PROTOCOL-IES	1	
S	PacketErrorRate-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	AlternativeQoSParaSetItem-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T38,criticality=Nignore,id=I216,presence=Noptional
S	GTPTunnel-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	UP-TNL-Information-ExtIEs	E1AP-PROTOCOL-IES	1	
S	MBSF1UInformationAtCU-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	LocationDependentMBSF1UInformationAtCU-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextF1U-TNLInfoatCU-ExtIEs	E1AP-PROTOCOL-IES	1	
S	MBSF1UInformationAtDU-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T71,criticality=Nignore,id=I207,presence=Noptional
S	LocationDependentMBSF1UInformationAtDU-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T71,criticality=Nignore,id=I207,presence=Noptional
S	BCBearerContextF1U-TNLInfoatDU-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BCBearerContextModificationConfirmIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T86,criticality=Nreject,id=I163,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	BCBearerContextToModifyConfirm-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	CriticalityDiagnostics-IE-List-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	CriticalityDiagnostics-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextModificationFailureIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	Cause-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BCBearerContextModificationRequestIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T119,criticality=Nreject,id=I160,presence=Nmandatory
S	MBSNGUInformationAt5GC-Multicast-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBSNGUInformationAt5GC-ExtIEs	E1AP-PROTOCOL-IES	1	
S	LocationDependentMBSNGUInformationAt5GC-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextNGU-TNLInfoat5GC-ExtIEs	E1AP-PROTOCOL-IES	1	
S	ROHC-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	UplinkOnlyROHC-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	ROHC-Parameters-ExtIEs	E1AP-PROTOCOL-IES	1	
S	T-ReorderingTimer-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDCP-Configuration-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T176,criticality=Nignore,id=I88,presence=Noptional;Extension=T23,criticality=Nignore,id=I104,presence=Noptional;Extension=T177,criticality=Nignore,id=I118,presence=Noptional;Extension=T197,criticality=Nignore,id=I153,presence=Noptional;Extension=T205,criticality=Nreject,id=I177,presence=Noptional;Extension=T206,criticality=Nignore,id=I214,presence=Noptional;Extension=T207,criticality=Nignore,id=I218,presence=Noptional
S	EHC-Common-Parameters-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	EHC-Downlink-Parameters-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T188,criticality=Nignore,id=I137,presence=Noptional
S	EHC-Uplink-Parameters-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	EHC-Parameters-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	UDC-Parameters-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T204,criticality=Nignore,id=I186,presence=Noptional
S	Non-Dynamic5QIDescriptor-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T219,criticality=Nignore,id=I101,presence=Noptional;Extension=T219,criticality=Nignore,id=I102,presence=Noptional
S	Dynamic5QIDescriptor-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T219,criticality=Nignore,id=I103,presence=Noptional;Extension=T219,criticality=Nignore,id=I101,presence=Noptional;Extension=T219,criticality=Nignore,id=I102,presence=Noptional
S	QoS-Characteristics-ExtIEs	E1AP-PROTOCOL-IES	1	
S	NGRANAllocationAndRetentionPriority-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GBR-QosFlowInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T39,criticality=Nignore,id=I124,presence=Noptional
S	QoSFlowLevelQoSParameters-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T248,criticality=Nignore,id=I87,presence=Noptional;Extension=T236,criticality=Nignore,id=I126,presence=Noptional;Extension=T249,criticality=Nignore,id=I132,presence=Noptional;Extension=T250,criticality=Nignore,id=I133,presence=Noptional;Extension=T46,criticality=Nignore,id=I142,presence=Noptional;Extension=T251,criticality=Nignore,id=I201,presence=Noptional
S	PDUSetQoSInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDUSetQoSParameters-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	QoS-Flow-QoS-Parameter-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T264,criticality=Nignore,id=I99,presence=Noptional;Extension=T265,criticality=Nignore,id=I100,presence=Noptional;Extension=T282,criticality=Nignore,id=I203,presence=Noptional
S	TSCAssistanceInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T272,criticality=Nignore,id=I152,presence=Noptional;Extension=T273,criticality=Nignore,id=I202,presence=Noptional
S	N6JitterInformationExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	TSCTrafficCharacteristics-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	ECNMarkingorCongestionInformationReportingRequest-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BCMRBSetupConfiguration-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T292,criticality=Nignore,id=I208,presence=Noptional
S	F1U-TNL-InfoToAdd-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCMRBModifyConfiguration-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T303,criticality=Nignore,id=I210,presence=Noptional;Extension=T308,criticality=Nignore,id=I212,presence=Noptional
S	F1U-TNL-InfoToAddOrModify-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	F1U-TNL-InfoToRelease-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextToModify-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T317,criticality=Nignore,id=I217,presence=Noptional
S	MBSNGUInformationAtNGRAN-Request-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextNGU-TNLInfoatNGRAN-Request-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BCBearerContextModificationRequiredIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T331,criticality=Nreject,id=I162,presence=Nmandatory
S	BCBearerContextToModifyRequired-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextModificationResponseIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T339,criticality=Nreject,id=I161,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	MBSNGUInformationAtNGRAN-ExtIEs	E1AP-PROTOCOL-IES	1	
S	LocationDependentMBSNGUInformationAtNGRAN-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextNGU-TNLInfoatNGRAN-ExtIEs	E1AP-PROTOCOL-IES	1	
S	QoS-Flow-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T260,criticality=Nignore,id=I80,presence=Noptional;Extension=T46,criticality=Nignore,id=I142,presence=Noptional;Extension=T360,criticality=Nignore,id=I204,presence=Noptional
S	QoS-Flow-Failed-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCMRBSetupModifyResponseList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T369,criticality=Nignore,id=I211,presence=Noptional
S	F1U-TNL-InfoAddedOrModified-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCMRBFailedList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextToModifyResponse-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextReleaseCommandIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory
S	BCBearerContextReleaseCompleteIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	BCBearerContextReleaseRequestIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory
S	BCBearerContextSetupFailureIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nignore,id=I156,presence=Noptional;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	BCBearerContextSetupRequestIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T402,criticality=Nreject,id=I157,presence=Nmandatory;Value=T408,criticality=Nreject,id=I158,presence=Nmandatory;Value=T40,criticality=Nignore,id=I199,presence=Noptional;Value=T419,criticality=Nignore,id=I200,presence=Noptional
S	GlobalMBSSessionID-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	SNSSAI-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextToSetup-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NR-CGI-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceAreaTAIList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceAreaInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceAreaInformationItem-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceArea-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextSetupResponseIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T449,criticality=Nreject,id=I159,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	BCMRBSetupResponseList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T455,criticality=Nignore,id=I209,presence=Noptional
S	F1U-TNL-InfoAdded-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BCBearerContextToSetupResponse-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BearerContextInactivityNotificationIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T0,criticality=Nreject,id=I24,presence=Nmandatory
S	BearerContextModificationConfirmIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T473,criticality=Nignore,id=I20,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	EUTRAN-BearerContextModificationConfirm	E1AP-PROTOCOL-IES	1	Value=T477,criticality=Nignore,id=I41,presence=Noptional
S	Cell-Group-Information-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T488,criticality=Nignore,id=I127,presence=Noptional
S	DRB-Confirm-Modified-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NG-RAN-BearerContextModificationConfirm	E1AP-PROTOCOL-IES	1	Value=T495,criticality=Nignore,id=I50,presence=Noptional
S	DRB-Confirm-Modified-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-Confirm-Modified-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	System-BearerContextModificationConfirm-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BearerContextModificationFailureIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	BearerContextModificationRequestIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T516,criticality=Nreject,id=I13,presence=Noptional;Value=T27,criticality=Nreject,id=I14,presence=Noptional;Value=T27,criticality=Nreject,id=I66,presence=Noptional;Value=T532,criticality=Nreject,id=I17,presence=Noptional;Value=T533,criticality=Nreject,id=I26,presence=Noptional;Value=T534,criticality=Nreject,id=I59,presence=Noptional;Value=T535,criticality=Nignore,id=I70,presence=Noptional;Value=T536,criticality=Nreject,id=I18,presence=Noptional;Value=T717,criticality=Nignore,id=I76,presence=Noptional;Value=T718,criticality=Nignore,id=I77,presence=Noptional;Value=T21,criticality=Nignore,id=I23,presence=Noptional;Value=T719,criticality=Nignore,id=I146,presence=Noptional;Value=T720,criticality=Nignore,id=I150,presence=Noptional;Value=T725,criticality=Nignore,id=I154,presence=Noptional;Value=T726,criticality=Nreject,id=I174,presence=Noptional;Value=T727,criticality=Nignore,id=I178,presence=Noptional;Value=T728,criticality=Nignore,id=I187,presence=Noptional;Value=T729,criticality=Nignore,id=I195,presence=Noptional;Value=T730,criticality=Nignore,id=I196,presence=Noptional
S	SecurityAlgorithm-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	UPSecuritykey-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	SecurityInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	EUTRAN-BearerContextModificationRequest	E1AP-PROTOCOL-IES	1	Value=T540,criticality=Nreject,id=I51,presence=Noptional;Value=T588,criticality=Nreject,id=I33,presence=Noptional;Value=T619,criticality=Nreject,id=I34,presence=Noptional;Value=T624,criticality=Nignore,id=I83,presence=Noptional;Value=T24,criticality=Nignore,id=I84,presence=Noptional
S	EUTRANAllocationAndRetentionPriority-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GBR-QosInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	EUTRAN-QoS-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	QoS-Flow-Mapping-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Data-Forwarding-Information-Request-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	UP-Parameters-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T570,criticality=Nreject,id=I107,presence=Noptional;Extension=T573,criticality=Nignore,id=I206,presence=Noptional
S	DRB-To-Setup-Mod-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T577,criticality=Nreject,id=I172,presence=Noptional;Extension=T46,criticality=Nignore,id=I142,presence=Noptional
S	MaximumIPdatarate-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	SecurityIndication-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Data-Forwarding-Information-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T594,criticality=Nignore,id=I136,presence=Noptional;Extension=T599,criticality=Nignore,id=I205,presence=Noptional
S	DataForwardingtoNG-RANQoSFlowInformationList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDCP-Count-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRBBStatusTransfer-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDCP-SN-Status-Information-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-To-Modify-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-To-Remove-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NG-RAN-BearerContextModificationRequest	E1AP-PROTOCOL-IES	1	Value=T628,criticality=Nreject,id=I56,presence=Noptional;Value=T656,criticality=Nreject,id=I43,presence=Noptional;Value=T708,criticality=Nreject,id=I44,presence=Noptional
S	SDAP-Configuration-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-To-Setup-Mod-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T211,criticality=Nignore,id=I72,presence=Noptional;Extension=T643,criticality=Nreject,id=I138,presence=Noptional;Extension=T644,criticality=Nignore,id=I120,presence=Noptional;Extension=T649,criticality=Nreject,id=I175,presence=Noptional;Extension=T650,criticality=Nignore,id=I198,presence=Noptional
S	DAPSRequestInfo-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-To-Setup-Mod-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T654,criticality=Nignore,id=I79,presence=Noptional;Extension=T655,criticality=Nignore,id=I78,presence=Noptional;Extension=T44,criticality=Nignore,id=I97,presence=Noptional;Extension=T655,criticality=Nignore,id=I96,presence=Noptional;Extension=T650,criticality=Nignore,id=I198,presence=Noptional
S	DRB-To-Setup-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T211,criticality=Nignore,id=I72,presence=Noptional;Extension=T644,criticality=Nignore,id=I120,presence=Noptional;Extension=T643,criticality=Nreject,id=I138,presence=Noptional;Extension=T663,criticality=Nreject,id=I141,presence=Noptional;Extension=T649,criticality=Nreject,id=I175,presence=Noptional;Extension=T650,criticality=Nignore,id=I198,presence=Noptional
S	DRB-To-Modify-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T355,criticality=Nreject,id=I71,presence=Noptional;Extension=T211,criticality=Nignore,id=I72,presence=Noptional;Extension=T669,criticality=Nreject,id=I122,presence=Noptional;Extension=T670,criticality=Nreject,id=I123,presence=Noptional;Extension=T644,criticality=Nignore,id=I120,presence=Noptional;Extension=T682,criticality=Nignore,id=I140,presence=Noptional;Extension=T683,criticality=Nreject,id=I176,presence=Noptional;Extension=T684,criticality=Nreject,id=I184,presence=Noptional
S	FirstDLCount-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DLDiscarding-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	EarlyForwardingCOUNTInfo-ExtIEs	E1AP-PROTOCOL-IES	1	
S	DRB-To-Remove-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-To-Modify-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T409,criticality=Nreject,id=I69,presence=Noptional;Extension=T655,criticality=Nignore,id=I78,presence=Noptional;Extension=T44,criticality=Nignore,id=I97,presence=Noptional;Extension=T655,criticality=Nignore,id=I96,presence=Noptional;Extension=T693,criticality=Nignore,id=I131,presence=Noptional;Extension=T577,criticality=Nignore,id=I143,presence=Noptional;Extension=T590,criticality=Nignore,id=I190,presence=Noptional;Extension=T703,criticality=Nignore,id=I219,presence=Noptional;Extension=T650,criticality=Nignore,id=I198,presence=Noptional
S	QoS-Flows-to-be-forwarded-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DataForwardingtoE-UTRANInformationListItem-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	UserPlaneFailureIndication-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-To-Remove-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T107,criticality=Nignore,id=I0,presence=Noptional;Extension=T713,criticality=Nignore,id=I215,presence=Noptional
S	System-BearerContextModificationRequest-ExtIEs	E1AP-PROTOCOL-IES	1	
S	UESliceMaximumBitRateItem-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BearerContextModificationRequiredIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T735,criticality=Nreject,id=I21,presence=Nmandatory
S	EUTRAN-BearerContextModificationRequired	E1AP-PROTOCOL-IES	1	Value=T739,criticality=Nreject,id=I35,presence=Noptional;Value=T749,criticality=Nreject,id=I36,presence=Noptional
S	GNB-CU-UP-CellGroupRelatedConfiguration-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Required-To-Modify-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Required-To-Remove-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NG-RAN-BearerContextModificationRequired	E1AP-PROTOCOL-IES	1	Value=T757,criticality=Nreject,id=I45,presence=Noptional;Value=T708,criticality=Nreject,id=I44,presence=Noptional
S	DRB-Required-To-Modify-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Required-To-Remove-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-Required-To-Modify-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T44,criticality=Nignore,id=I98,presence=Noptional
S	System-BearerContextModificationRequired-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BearerContextModificationResponseIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T779,criticality=Nignore,id=I19,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional;Value=T879,criticality=Nignore,id=I188,presence=Noptional
S	EUTRAN-BearerContextModificationResponse	E1AP-PROTOCOL-IES	1	Value=T783,criticality=Nignore,id=I52,presence=Noptional;Value=T794,criticality=Nignore,id=I53,presence=Noptional;Value=T799,criticality=Nignore,id=I39,presence=Noptional;Value=T804,criticality=Nignore,id=I40,presence=Noptional;Value=T809,criticality=Nignore,id=I85,presence=Noptional
S	DRB-Setup-Mod-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T788,criticality=Nignore,id=I173,presence=Noptional;Extension=T46,criticality=Nignore,id=I142,presence=Noptional
S	SecurityResult-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Failed-Mod-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Modified-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Failed-To-Modify-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	QoS-Flow-Removed-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Removed-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NG-RAN-BearerContextModificationResponse	E1AP-PROTOCOL-IES	1	Value=T826,criticality=Nreject,id=I54,presence=Noptional;Value=T841,criticality=Nreject,id=I55,presence=Noptional;Value=T846,criticality=Nreject,id=I48,presence=Noptional;Value=T871,criticality=Nreject,id=I49,presence=Noptional;Value=T809,criticality=Nignore,id=I85,presence=Noptional
S	DRB-Setup-Mod-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Failed-Mod-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-Setup-Mod-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T44,criticality=Nignore,id=I98,presence=Noptional
S	PDU-Session-Resource-Failed-Mod-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Setup-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Failed-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Modified-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T670,criticality=Nreject,id=I123,presence=Noptional;Extension=T355,criticality=Nignore,id=I71,presence=Noptional
S	DRB-Failed-To-Modify-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-Modified-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T44,criticality=Nignore,id=I98,presence=Noptional
S	PDU-Session-Resource-Failed-To-Modify-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	System-BearerContextModificationResponse-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BearerContextReleaseCommandIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory
S	BearerContextReleaseCompleteIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional;Value=T809,criticality=Nignore,id=I85,presence=Noptional
S	BearerContextReleaseRequestIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T892,criticality=Nignore,id=I22,presence=Noptional;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory
S	DRB-Status-ItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	BearerContextSetupFailureIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nignore,id=I3,presence=Noptional;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	BearerContextSetupRequestIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T516,criticality=Nreject,id=I13,presence=Nmandatory;Value=T27,criticality=Nreject,id=I14,presence=Nmandatory;Value=T27,criticality=Nreject,id=I66,presence=Noptional;Value=T425,criticality=Nignore,id=I58,presence=Nmandatory;Value=T21,criticality=Nreject,id=I23,presence=Nmandatory;Value=T534,criticality=Nreject,id=I59,presence=Noptional;Value=T532,criticality=Nreject,id=I17,presence=Noptional;Value=T905,criticality=Nreject,id=I15,presence=Nmandatory;Value=T717,criticality=Nignore,id=I76,presence=Noptional;Value=T718,criticality=Nignore,id=I77,presence=Noptional;Value=T931,criticality=Nignore,id=I81,presence=Noptional;Value=T972,criticality=Nreject,id=I111,presence=Noptional;Value=T980,criticality=Nignore,id=I113,presence=Noptional;Value=T981,criticality=Nreject,id=I121,presence=Noptional;Value=T22,criticality=Nignore,id=I134,presence=Noptional;Value=T982,criticality=Nignore,id=I139,presence=Noptional;Value=T468,criticality=Nignore,id=I3,presence=Noptional;Value=T719,criticality=Nignore,id=I146,presence=Noptional;Value=T720,criticality=Nignore,id=I150,presence=Noptional;Value=T725,criticality=Nignore,id=I154,presence=Noptional;Value=T729,criticality=Nignore,id=I195,presence=Noptional;Value=T730,criticality=Nignore,id=I196,presence=Noptional
S	EUTRAN-BearerContextSetupRequest	E1AP-PROTOCOL-IES	1	Value=T909,criticality=Nreject,id=I32,presence=Nmandatory;Value=T624,criticality=Nignore,id=I83,presence=Noptional;Value=T24,criticality=Nignore,id=I84,presence=Noptional
S	DRB-To-Setup-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T46,criticality=Nignore,id=I142,presence=Noptional;Extension=T577,criticality=Nreject,id=I172,presence=Noptional
S	NG-RAN-BearerContextSetupRequest	E1AP-PROTOCOL-IES	1	Value=T917,criticality=Nreject,id=I42,presence=Nmandatory
S	PDU-Session-Resource-To-Setup-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T655,criticality=Nignore,id=I78,presence=Noptional;Extension=T44,criticality=Nignore,id=I97,presence=Noptional;Extension=T655,criticality=Nignore,id=I96,presence=Noptional;Extension=T922,criticality=Nignore,id=I105,presence=Noptional;Extension=T650,criticality=Nignore,id=I198,presence=Noptional
S	RedundantPDUSessionInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T927,criticality=Nignore,id=I151,presence=Noptional
S	System-BearerContextSetupRequest-ExtIEs	E1AP-PROTOCOL-IES	1	
S	TraceActivation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T938,criticality=Nignore,id=I112,presence=Noptional;Extension=T971,criticality=Nignore,id=I116,presence=Noptional
S	M4Configuration-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T949,criticality=Nignore,id=I147,presence=Noptional
S	M6Configuration-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T955,criticality=Nignore,id=I148,presence=Noptional
S	M7Configuration-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T961,criticality=Nignore,id=I149,presence=Noptional
S	ImmediateMDT-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MDTMode-ExtIEs	E1AP-PROTOCOL-IES	1	
S	MDT-Configuration-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NPNContextInfo-SNPN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NPNContextInfo-ExtIEs	E1AP-PROTOCOL-IES	1	
S	BearerContextSetupResponseIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T987,criticality=Nignore,id=I16,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	EUTRAN-BearerContextSetupResponse	E1AP-PROTOCOL-IES	1	Value=T991,criticality=Nignore,id=I37,presence=Nmandatory;Value=T997,criticality=Nignore,id=I38,presence=Noptional
S	DRB-Setup-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T46,criticality=Nignore,id=I142,presence=Noptional;Extension=T788,criticality=Nignore,id=I173,presence=Noptional
S	DRB-Failed-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NG-RAN-BearerContextSetupResponse	E1AP-PROTOCOL-IES	1	Value=T1005,criticality=Nignore,id=I46,presence=Nmandatory;Value=T1011,criticality=Nignore,id=I47,presence=Noptional
S	PDU-Session-Resource-Setup-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T44,criticality=Nignore,id=I98,presence=Noptional;Extension=T922,criticality=Nignore,id=I106,presence=Noptional
S	PDU-Session-Resource-Failed-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	System-BearerContextSetupResponse-ExtIEs	E1AP-PROTOCOL-IES	1	
S	CP-TNL-Information-ExtIEs	E1AP-PROTOCOL-IES	1	Value=T1024,criticality=Nreject,id=I74,presence=Nmandatory
S	Endpoint-IP-address-and-port-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	CellTrafficTraceIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T932,criticality=Nignore,id=I82,presence=Nmandatory;Value=T46,criticality=Nignore,id=I114,presence=Nmandatory;Value=T1033,criticality=Nignore,id=I115,presence=Noptional;Value=T971,criticality=Nignore,id=I117,presence=Noptional
S	DLDataNotificationIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T1038,criticality=Nignore,id=I63,presence=Noptional;Value=T1039,criticality=Nignore,id=I67,presence=Noptional;Value=T1044,criticality=Nignore,id=I194,presence=Noptional;Value=T1049,criticality=Nignore,id=I197,presence=Noptional
S	PDU-Session-To-Notify-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MT-SDT-Information-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DLUPTNLAddressToUpdateItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Measurement-Results-Information-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRB-Usage-Report-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRBs-Subject-To-Counter-Check-Item-EUTRAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRBs-Subject-To-Counter-Check-Item-NG-RAN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DRBs-Subject-To-Early-Forwarding-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Data-Usage-Report-ItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MRDC-Data-Usage-Report-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Data-Usage-per-PDU-Session-Report-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Data-Usage-per-QoS-Flow-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	DataUsageReportIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T1089,criticality=Nignore,id=I25,presence=Nmandatory
S	DeactivateTraceIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T932,criticality=Nignore,id=I82,presence=Nmandatory
S	E1AP-ELEMENTARY-PROCEDURES	E1AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T1123,SuccessfulOutcome=T1140,criticality=Nreject,procedureCode=I0;InitiatingMessage=T1148,SuccessfulOutcome=T1246,UnsuccessfulOutcome=T1257,criticality=Nreject,procedureCode=I3;InitiatingMessage=T1262,SuccessfulOutcome=T1266,UnsuccessfulOutcome=T1270,criticality=Nreject,procedureCode=I4;InitiatingMessage=T1274,SuccessfulOutcome=T1283,UnsuccessfulOutcome=T1287,criticality=Nreject,procedureCode=I5;InitiatingMessage=T1291,SuccessfulOutcome=T1311,UnsuccessfulOutcome=T1325,criticality=Nreject,procedureCode=I6;InitiatingMessage=T1329,SuccessfulOutcome=T1333,criticality=Nreject,procedureCode=I7;InitiatingMessage=T901,SuccessfulOutcome=T983,UnsuccessfulOutcome=T897,criticality=Nreject,procedureCode=I8;InitiatingMessage=T512,SuccessfulOutcome=T775,UnsuccessfulOutcome=T508,criticality=Nreject,procedureCode=I9;InitiatingMessage=T731,SuccessfulOutcome=T469,criticality=Nreject,procedureCode=I10;InitiatingMessage=T880,SuccessfulOutcome=T884,criticality=Nreject,procedureCode=I11;InitiatingMessage=T1337,SuccessfulOutcome=T1346,UnsuccessfulOutcome=T1352,criticality=Nreject,procedureCode=I22;InitiatingMessage=T1358,SuccessfulOutcome=T1362,UnsuccessfulOutcome=T1371,criticality=Nreject,procedureCode=I24;InitiatingMessage=T398,SuccessfulOutcome=T445,UnsuccessfulOutcome=T394,criticality=Nreject,procedureCode=I29;InitiatingMessage=T115,SuccessfulOutcome=T335,UnsuccessfulOutcome=T103,criticality=Nreject,procedureCode=I30;InitiatingMessage=T327,SuccessfulOutcome=T80,criticality=Nreject,procedureCode=I31;InitiatingMessage=T382,SuccessfulOutcome=T386,criticality=Nreject,procedureCode=I32;InitiatingMessage=T1375,SuccessfulOutcome=T1398,UnsuccessfulOutcome=T1421,criticality=Nreject,procedureCode=I34;InitiatingMessage=T1425,SuccessfulOutcome=T1498,UnsuccessfulOutcome=T1524,criticality=Nreject,procedureCode=I35;InitiatingMessage=T1528,SuccessfulOutcome=T1545,criticality=Nreject,procedureCode=I36;InitiatingMessage=T1558,SuccessfulOutcome=T1562,criticality=Nreject,procedureCode=I37;InitiatingMessage=T1566,criticality=Nignore,procedureCode=I1;InitiatingMessage=T888,criticality=Nignore,procedureCode=I12;InitiatingMessage=T463,criticality=Nignore,procedureCode=I13;InitiatingMessage=T1034,criticality=Nignore,procedureCode=I14;InitiatingMessage=T1570,criticality=Nignore,procedureCode=I18;InitiatingMessage=T1111,criticality=Nignore,procedureCode=I15;InitiatingMessage=T1574,criticality=Nignore,procedureCode=I16;InitiatingMessage=T1588,criticality=Nignore,procedureCode=I17;InitiatingMessage=T1593,criticality=Nignore,procedureCode=I19;InitiatingMessage=T1115,criticality=Nignore,procedureCode=I21;InitiatingMessage=T1606,criticality=Nignore,procedureCode=I20;InitiatingMessage=T1610,criticality=Nignore,procedureCode=I2;InitiatingMessage=T1029,criticality=Nignore,procedureCode=I25;InitiatingMessage=T1617,criticality=Nignore,procedureCode=I23;InitiatingMessage=T1637,criticality=Nignore,procedureCode=I26;InitiatingMessage=T1641,criticality=Nignore,procedureCode=I27;InitiatingMessage=T1645,criticality=Nreject,procedureCode=I28;InitiatingMessage=T390,criticality=Nreject,procedureCode=I33;InitiatingMessage=T1655,criticality=Nreject,procedureCode=I38;InitiatingMessage=T1659,criticality=Nreject,procedureCode=I39
S	ResetIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1127,criticality=Nreject,id=I4,presence=Nmandatory
S	UE-associatedLogicalE1-ConnectionItemRes	E1AP-PROTOCOL-IES	1	Value=T1133,criticality=Nreject,id=I5,presence=Nmandatory
S	UE-associatedLogicalE1-ConnectionItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	ResetType-ExtIEs	E1AP-PROTOCOL-IES	1	
S	ResetAcknowledgeIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1144,criticality=Nignore,id=I6,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	UE-associatedLogicalE1-ConnectionItemResAck	E1AP-PROTOCOL-IES	1	Value=T1133,criticality=Nignore,id=I5,presence=Nmandatory
S	GNB-CU-UP-E1SetupRequestIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1152,criticality=Nreject,id=I7,presence=Nmandatory;Value=T1153,criticality=Nignore,id=I8,presence=Noptional;Value=T1019,criticality=Nreject,id=I10,presence=Nmandatory;Value=T1154,criticality=Nreject,id=I11,presence=Nmandatory;Value=T1206,criticality=Nignore,id=I64,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional;Value=T1226,criticality=Nignore,id=I130,presence=Noptional;Value=T1232,criticality=Nreject,id=I171,presence=Noptional
S	Slice-Support-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NR-CGI-Support-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	EUTRAN-QoS-Support-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NG-RAN-QoS-Support-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	QoS-Parameters-Support-List-ItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	SupportedPLMNs-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T1183,criticality=Nreject,id=I110,presence=Noptional;Extension=T1191,criticality=Nreject,id=I125,presence=Noptional;Extension=T1192,criticality=Nignore,id=I135,presence=Noptional;Extension=T1197,criticality=Nignore,id=I145,presence=Noptional
S	NPNSupportInfo-SNPN-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	NPNSupportInfo-ExtIEs	E1AP-PROTOCOL-IES	1	
S	Extended-NR-CGI-Support-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	ECGI-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	ECGI-Support-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GTPTLA-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Transport-UP-Layer-Addresses-Info-To-Add-ItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Transport-UP-Layer-Addresses-Info-To-Remove-ItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Transport-Layer-Address-Info-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	Extended-GNB-CU-UP-Name-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBS-Support-Info-ToAdd-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBS-Support-Info-ToRemove-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-UP-MBS-Support-Info-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-UP-E1SetupResponseIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1250,criticality=Nignore,id=I9,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional;Value=T1251,criticality=Nignore,id=I129,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	Extended-GNB-CU-CP-Name-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-UP-E1SetupFailureIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1261,criticality=Nignore,id=I12,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	GNB-CU-CP-E1SetupRequestIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1250,criticality=Nignore,id=I9,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional;Value=T1251,criticality=Nignore,id=I129,presence=Noptional
S	GNB-CU-CP-E1SetupResponseIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1152,criticality=Nreject,id=I7,presence=Nmandatory;Value=T1153,criticality=Nignore,id=I8,presence=Noptional;Value=T1019,criticality=Nreject,id=I10,presence=Nmandatory;Value=T1154,criticality=Nreject,id=I11,presence=Nmandatory;Value=T1206,criticality=Nignore,id=I64,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional;Value=T1226,criticality=Nignore,id=I130,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	GNB-CU-CP-E1SetupFailureIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1261,criticality=Nignore,id=I12,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	GNB-CU-UP-ConfigurationUpdateIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1152,criticality=Nreject,id=I7,presence=Nmandatory;Value=T1153,criticality=Nignore,id=I8,presence=Noptional;Value=T1154,criticality=Nreject,id=I11,presence=Noptional;Value=T1206,criticality=Nignore,id=I64,presence=Noptional;Value=T1278,criticality=Nreject,id=I73,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional;Value=T1226,criticality=Nignore,id=I130,presence=Noptional;Value=T1232,criticality=Nreject,id=I171,presence=Noptional
S	GNB-CU-UP-TNLA-To-Remove-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-UP-ConfigurationUpdateAcknowledgeIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional
S	GNB-CU-UP-ConfigurationUpdateFailureIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1261,criticality=Nignore,id=I12,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	GNB-CU-CP-ConfigurationUpdateIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1250,criticality=Nignore,id=I9,presence=Noptional;Value=T1295,criticality=Nignore,id=I27,presence=Noptional;Value=T1301,criticality=Nignore,id=I28,presence=Noptional;Value=T1306,criticality=Nignore,id=I29,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional;Value=T1251,criticality=Nignore,id=I129,presence=Noptional
S	GNB-CU-CP-TNLA-To-Add-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-CP-TNLA-To-Remove-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T1020,criticality=Nreject,id=I75,presence=Noptional
S	GNB-CU-CP-TNLA-To-Update-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-CP-ConfigurationUpdateAcknowledgeIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional;Value=T1315,criticality=Nignore,id=I30,presence=Noptional;Value=T1320,criticality=Nignore,id=I31,presence=Noptional;Value=T1207,criticality=Nignore,id=I86,presence=Noptional
S	GNB-CU-CP-TNLA-Setup-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-CP-TNLA-Failed-To-Setup-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-CP-ConfigurationUpdateFailureIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1261,criticality=Nignore,id=I12,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	E1ReleaseRequestIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory
S	E1ReleaseResponseIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	ResourceStatusRequestIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1341,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1342,criticality=Nignore,id=I90,presence=Nconditional;Value=T1343,criticality=Nreject,id=I91,presence=Nmandatory;Value=T1344,criticality=Nreject,id=I92,presence=Nconditional;Value=T1345,criticality=Nignore,id=I93,presence=Noptional
S	ResourceStatusResponseIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1350,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1351,criticality=Nignore,id=I90,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	ResourceStatusFailureIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1356,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1357,criticality=Nignore,id=I90,presence=Noptional;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	IAB-UPTNLAddressUpdateIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1054,criticality=Nignore,id=I108,presence=Noptional
S	IAB-UPTNLAddressUpdateAcknowledgeIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional;Value=T1366,criticality=Nignore,id=I109,presence=Noptional
S	ULUPTNLAddressToUpdateItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	IAB-UPTNLAddressUpdateFailureIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1261,criticality=Nignore,id=I12,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	MCBearerContextSetupRequestIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T402,criticality=Nreject,id=I157,presence=Nmandatory;Value=T1379,criticality=Nreject,id=I164,presence=Nmandatory
S	MCMRBSetupConfiguration-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextToSetup-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T1388,criticality=Nignore,id=I185,presence=Noptional;Extension=T59,criticality=Nignore,id=I189,presence=Noptional;Extension=T534,criticality=Nignore,id=I192,presence=Noptional;Extension=T1397,criticality=Nignore,id=I193,presence=Noptional
S	MBSSessionAssociatedInformation-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBSSessionAssociatedInfoNonSupportToSupport-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextSetupResponseIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T1402,criticality=Nreject,id=I165,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	MCBearerContextNGU-TNLInfoatNGRAN-ExtIEs	E1AP-PROTOCOL-IES	1	
S	MCMRBSetupResponseList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCMRBFailedList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextToSetupResponse-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextSetupFailureIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nignore,id=I156,presence=Noptional;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	MCBearerContextModificationRequestIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T1429,criticality=Nreject,id=I166,presence=Nmandatory
S	MCBearerContextNGUTNLInfoat5GC-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextNGUTnlInfoatNGRANRequest-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBSMulticastF1UContextDescriptor-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextF1UTNLInfoatDU-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCMRBSetupModifyConfiguration-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextToModify-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T1459,criticality=Nignore,id=I179,presence=Noptional;Extension=T1471,criticality=Nignore,id=I180,presence=Noptional;Extension=T1494,criticality=Nignore,id=I182,presence=Noptional;Extension=T1388,criticality=Nignore,id=I185,presence=Noptional;Extension=T534,criticality=Nignore,id=I192,presence=Noptional;Extension=T1397,criticality=Nignore,id=I193,presence=Noptional
S	MRBForwardingResourceRequest-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCForwardingResourceRequest-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MRB-ProgressInformationSNs-ExtIEs	E1AP-PROTOCOL-IES	1	
S	MRB-ProgressInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MRBForwardingResourceIndication-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBSSessionAssociatedInformation-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCForwardingResourceIndication-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCForwardingResourceRelease-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextModificationResponseIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T1502,criticality=Nreject,id=I167,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	MCBearerContextNGU-TNLInfoatNGRANModifyResponse-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCMRBSetupModifyResponseList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextToModifyResponse-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T1515,criticality=Nignore,id=I181,presence=Noptional
S	MRBForwardingResourceResponse-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCForwardingResourceResponse-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextModificationFailureIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T1439,criticality=Nreject,id=I170,presence=Noptional;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	MCBearerContextModificationRequiredIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T1532,criticality=Nreject,id=I168,presence=Nmandatory
S	MCMRBModifyRequiredConfiguration-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextToModifyRequired-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	Extension=T1541,criticality=Nignore,id=I183,presence=Noptional
S	MCForwardingResourceReleaseIndication-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextModificationConfirmIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T1549,criticality=Nreject,id=I169,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	MCMRBModifyConfirmList-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextToModifyConfirm-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextReleaseCommandIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory
S	MCBearerContextReleaseCompleteIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T90,criticality=Nignore,id=I1,presence=Noptional
S	ErrorIndication-IEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T467,criticality=Nignore,id=I2,presence=Noptional;Value=T468,criticality=Nignore,id=I3,presence=Noptional;Value=T107,criticality=Nignore,id=I0,presence=Noptional;Value=T90,criticality=Nignore,id=I1,presence=Noptional;Value=T84,criticality=Nignore,id=I155,presence=Noptional;Value=T85,criticality=Nignore,id=I156,presence=Noptional
S	ULDataNotificationIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T1039,criticality=Nreject,id=I67,presence=Nmandatory
S	GNB-CU-UP-CounterCheckRequestIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T1578,criticality=Nreject,id=I60,presence=Nmandatory
S	EUTRAN-GNB-CU-UP-CounterCheckRequest	E1AP-PROTOCOL-IES	1	Value=T1078,criticality=Nignore,id=I61,presence=Nmandatory
S	NG-RAN-GNB-CU-UP-CounterCheckRequest	E1AP-PROTOCOL-IES	1	Value=T1079,criticality=Nignore,id=I62,presence=Nmandatory
S	System-GNB-CU-UP-CounterCheckRequest-ExtIEs	E1AP-PROTOCOL-IES	1	
S	GNB-CU-UP-StatusIndicationIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1592,criticality=Nreject,id=I65,presence=Nmandatory
S	MRDC-DataUsageReportIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T1597,criticality=Nignore,id=I68,presence=Nmandatory
S	MRDC-Usage-Information-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	PDU-Session-Resource-Data-Usage-Item-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	TraceStartIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T931,criticality=Nignore,id=I81,presence=Nmandatory
S	PrivateMessage-IEs	E1AP-PRIVATE-IES	1	
S	ResourceStatusUpdateIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1621,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1622,criticality=Nignore,id=I90,presence=Nmandatory;Value=T1623,criticality=Nignore,id=I94,presence=Noptional;Value=T1631,criticality=Nignore,id=I95,presence=Noptional
S	TNL-AvailableCapacityIndicator-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	HW-CapacityIndicator-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	EarlyForwardingSNTransferIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T1084,criticality=Nreject,id=I119,presence=Nmandatory
S	GNB-CU-CPMeasurementResultsInformationIEs	E1AP-PROTOCOL-IES	1	Value=T467,criticality=Nreject,id=I2,presence=Nmandatory;Value=T468,criticality=Nreject,id=I3,presence=Nmandatory;Value=T1060,criticality=Nignore,id=I128,presence=Nmandatory
S	IABPSKNotificationIEs	E1AP-PROTOCOL-IES	1	Value=T93,criticality=Nreject,id=I57,presence=Nmandatory;Value=T1649,criticality=Nreject,id=I144,presence=Nmandatory
S	IAB-donor-CU-UPPSKInfoItemExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContextReleaseRequestIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T107,criticality=Nignore,id=I0,presence=Nmandatory
S	MCBearerNotificationIEs	E1AP-PROTOCOL-IES	1	Value=T84,criticality=Nreject,id=I155,presence=Nmandatory;Value=T85,criticality=Nreject,id=I156,presence=Nmandatory;Value=T1663,criticality=Nignore,id=I191,presence=Nmandatory
S	MBS-DL-Data-Arrival-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MCBearerContext-Inactivity-ExtIEs	E1AP-PROTOCOL-EXTENSION	1	
S	MBSSessionResourceNotification-ExtIEs	E1AP-PROTOCOL-IES	1	
S	E1AP-ELEMENTARY-PROCEDURES-CLASS-1	E1AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T1123,SuccessfulOutcome=T1140,criticality=Nreject,procedureCode=I0;InitiatingMessage=T1148,SuccessfulOutcome=T1246,UnsuccessfulOutcome=T1257,criticality=Nreject,procedureCode=I3;InitiatingMessage=T1262,SuccessfulOutcome=T1266,UnsuccessfulOutcome=T1270,criticality=Nreject,procedureCode=I4;InitiatingMessage=T1274,SuccessfulOutcome=T1283,UnsuccessfulOutcome=T1287,criticality=Nreject,procedureCode=I5;InitiatingMessage=T1291,SuccessfulOutcome=T1311,UnsuccessfulOutcome=T1325,criticality=Nreject,procedureCode=I6;InitiatingMessage=T1329,SuccessfulOutcome=T1333,criticality=Nreject,procedureCode=I7;InitiatingMessage=T901,SuccessfulOutcome=T983,UnsuccessfulOutcome=T897,criticality=Nreject,procedureCode=I8;InitiatingMessage=T512,SuccessfulOutcome=T775,UnsuccessfulOutcome=T508,criticality=Nreject,procedureCode=I9;InitiatingMessage=T731,SuccessfulOutcome=T469,criticality=Nreject,procedureCode=I10;InitiatingMessage=T880,SuccessfulOutcome=T884,criticality=Nreject,procedureCode=I11;InitiatingMessage=T1337,SuccessfulOutcome=T1346,UnsuccessfulOutcome=T1352,criticality=Nreject,procedureCode=I22;InitiatingMessage=T1358,SuccessfulOutcome=T1362,UnsuccessfulOutcome=T1371,criticality=Nreject,procedureCode=I24;InitiatingMessage=T398,SuccessfulOutcome=T445,UnsuccessfulOutcome=T394,criticality=Nreject,procedureCode=I29;InitiatingMessage=T115,SuccessfulOutcome=T335,UnsuccessfulOutcome=T103,criticality=Nreject,procedureCode=I30;InitiatingMessage=T327,SuccessfulOutcome=T80,criticality=Nreject,procedureCode=I31;InitiatingMessage=T382,SuccessfulOutcome=T386,criticality=Nreject,procedureCode=I32;InitiatingMessage=T1375,SuccessfulOutcome=T1398,UnsuccessfulOutcome=T1421,criticality=Nreject,procedureCode=I34;InitiatingMessage=T1425,SuccessfulOutcome=T1498,UnsuccessfulOutcome=T1524,criticality=Nreject,procedureCode=I35;InitiatingMessage=T1528,SuccessfulOutcome=T1545,criticality=Nreject,procedureCode=I36;InitiatingMessage=T1558,SuccessfulOutcome=T1562,criticality=Nreject,procedureCode=I37
S	E1AP-ELEMENTARY-PROCEDURES-CLASS-2	E1AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T1566,criticality=Nignore,procedureCode=I1;InitiatingMessage=T888,criticality=Nignore,procedureCode=I12;InitiatingMessage=T463,criticality=Nignore,procedureCode=I13;InitiatingMessage=T1034,criticality=Nignore,procedureCode=I14;InitiatingMessage=T1570,criticality=Nignore,procedureCode=I18;InitiatingMessage=T1111,criticality=Nignore,procedureCode=I15;InitiatingMessage=T1574,criticality=Nignore,procedureCode=I16;InitiatingMessage=T1588,criticality=Nignore,procedureCode=I17;InitiatingMessage=T1593,criticality=Nignore,procedureCode=I19;InitiatingMessage=T1115,criticality=Nignore,procedureCode=I21;InitiatingMessage=T1606,criticality=Nignore,procedureCode=I20;InitiatingMessage=T1610,criticality=Nignore,procedureCode=I2;InitiatingMessage=T1029,criticality=Nignore,procedureCode=I25;InitiatingMessage=T1617,criticality=Nignore,procedureCode=I23;InitiatingMessage=T1637,criticality=Nignore,procedureCode=I26;InitiatingMessage=T1641,criticality=Nignore,procedureCode=I27;InitiatingMessage=T1645,criticality=Nreject,procedureCode=I28;InitiatingMessage=T390,criticality=Nreject,procedureCode=I33;InitiatingMessage=T1655,criticality=Nreject,procedureCode=I38;InitiatingMessage=T1659,criticality=Nreject,procedureCode=I39
K	id-ActivityInformation	24
K	id-ActivityNotificationLevel	23
K	id-AdditionalHandoverInfo	134
K	id-AdditionalPDCPduplicationInformation	104
K	id-AdditionalRRMPriorityIndex	84
K	id-AlternativeQoSParaSetList	124
K	id-AssociatedSessionID	199
K	id-BCBearerContextModification	30
K	id-BCBearerContextModificationRequired	31
K	id-BCBearerContextNGU-TNLInfoatNGRAN-Request	217
K	id-BCBearerContextRelease	32
K	id-BCBearerContextReleaseRequest	33
K	id-BCBearerContextSetup	29
K	id-BCBearerContextToModify	160
K	id-BCBearerContextToModifyConfirm	163
K	id-BCBearerContextToModifyRequired	162
K	id-BCBearerContextToModifyResponse	161
K	id-BCBearerContextToSetup	158
K	id-BCBearerContextToSetupResponse	159
K	id-BearerContextStatusChange	17
K	id-BroadcastF1U-ContextReferenceE1	213
K	id-CHOInitiation	121
K	id-CNPacketDelayBudgetDownlink	101
K	id-CNPacketDelayBudgetUplink	102
K	id-CNSupport	10
K	id-Cause	0
K	id-CellTrafficTrace	25
K	id-CommonNetworkInstance	78
K	id-CriticalityDiagnostics	1
K	id-DAPSRequestInfo	120
K	id-DLUPTNLAddressToUpdateList	108
K	id-DRB-Confirm-Modified-List-EUTRAN	41
K	id-DRB-Failed-List-EUTRAN	38
K	id-DRB-Failed-Mod-List-EUTRAN	53
K	id-DRB-Failed-To-Modify-List-EUTRAN	40
K	id-DRB-Measurement-Results-Information-List	128
K	id-DRB-Modified-List-EUTRAN	39
K	id-DRB-QoS	72
K	id-DRB-Required-To-Modify-List-EUTRAN	35
K	id-DRB-Required-To-Remove-List-EUTRAN	36
K	id-DRB-Setup-List-EUTRAN	37
K	id-DRB-Setup-Mod-List-EUTRAN	52
K	id-DRB-Status-List	22
K	id-DRB-To-Modify-List-EUTRAN	33
K	id-DRB-To-Remove-List-EUTRAN	34
K	id-DRB-To-Setup-List-EUTRAN	32
K	id-DRB-To-Setup-Mod-List-EUTRAN	51
K	id-DRBs-Subject-To-Counter-Check-List-EUTRAN	61
K	id-DRBs-Subject-To-Counter-Check-List-NG-RAN	62
K	id-DRBs-Subject-To-Early-Forwarding-List	119
K	id-Data-Usage-Report-List	25
K	id-DataDiscardRequired	70
K	id-DataForwardingSourceIPAddress	142
K	id-DataForwardingtoE-UTRANInformationList	131
K	id-DataForwardingtoNG-RANQoSFlowInformationList	136
K	id-DeactivateTrace	21
K	id-DirectForwardingPathAvailability	139
K	id-DiscardTimerExtended	177
K	id-ECGI-Support-List	145
K	id-ECNMarkingorCongestionInformationReportingRequest	203
K	id-ECNMarkingorCongestionInformationReportingStatus	204
K	id-EHC-Parameters	118
K	id-EarlyDataForwardingIndicator	140
K	id-EarlyForwardingCOUNTInfo	123
K	id-EarlyForwardingCOUNTReq	122
K	id-Extended-GNB-CU-CP-Name	129
K	id-Extended-GNB-CU-UP-Name	130
K	id-Extended-NR-CGI-Support-List	135
K	id-ExtendedPacketDelayBudget	103
K	id-ExtendedSliceSupportList	125
K	id-F1U-TNL-InfoAdded-List	209
K	id-F1U-TNL-InfoAddedOrModified-List	211
K	id-F1U-TNL-InfoToAdd-List	208
K	id-F1U-TNL-InfoToAddOrModify-List	210
K	id-F1U-TNL-InfoToRelease-List	212
K	id-F1UTunnelNotEstablished	207
K	id-GNB-CU-CP-MBS-E1AP-ID	155
K	id-GNB-CU-CP-TNLA-Failed-To-Setup-List	31
K	id-GNB-CU-CP-TNLA-Setup-List	30
K	id-GNB-CU-CP-TNLA-To-Add-List	27
K	id-GNB-CU-CP-TNLA-To-Remove-List	28
K	id-GNB-CU-CP-TNLA-To-Update-List	29
K	id-GNB-CU-UP-MBS-E1AP-ID	156
K	id-GNB-CU-UP-OverloadInformation	65
K	id-GNB-CU-UP-TNLA-To-Remove-List	73
K	id-GNB-DU-ID	77
K	id-GlobalMBSSessionID	157
K	id-HW-CapacityIndicator	95
K	id-IAB-Donor-CU-UPPSKInfo	144
K	id-InactivityInformationRequest	187
K	id-IndirectPathIndication	206
K	id-M4ReportAmount	147
K	id-M6ReportAmount	148
K	id-M7ReportAmount	149
K	id-MBS-ServiceArea	200
K	id-MBSAreaSessionID	189
K	id-MBSMulticastF1UContextDescriptor	170
K	id-MBSSessionAssociatedInfoNonSupportToSupport	185
K	id-MBSSessionResourceNotification	191
K	id-MCBearerContextInactivityTimer	192
K	id-MCBearerContextModification	35
K	id-MCBearerContextModificationRequired	36
K	id-MCBearerContextRelease	37
K	id-MCBearerContextReleaseRequest	38
K	id-MCBearerContextSetup	34
K	id-MCBearerContextStatusChange	193
K	id-MCBearerContextToModify	166
K	id-MCBearerContextToModifyConfirm	169
K	id-MCBearerContextToModifyRequired	168
K	id-MCBearerContextToModifyResponse	167
K	id-MCBearerContextToSetup	164
K	id-MCBearerContextToSetupResponse	165
K	id-MCBearerNotification	39
K	id-MCForwardingResourceIndication	180
K	id-MCForwardingResourceRelease	182
K	id-MCForwardingResourceReleaseIndication	183
K	id-MCForwardingResourceRequest	179
K	id-MCForwardingResourceResponse	181
K	id-MCG-OfferedGBRQoSFlowInfo	126
K	id-MDTConfiguration	112
K	id-MDTPollutedMeasurementIndicator	146
K	id-MT-SDT-Information	194
K	id-MT-SDT-Information-Request	195
K	id-ManagementBasedMDTPLMNList	113
K	id-ManagementBasedMDTPLMNModificationList	178
K	id-MaxCIDEHCDL	137
K	id-MaximumDataBurstVolume	216
K	id-N6JitterInformation	202
K	id-NPNContextInfo	111
K	id-NPNSupportInfo	110
K	id-NetworkInstance	79
K	id-New-UL-TNL-Information-Required	26
K	id-Number-of-tunnels	127
K	id-OldQoSFlowMap-ULendmarkerexpected	71
K	id-PDCP-COUNT-Reset	184
K	id-PDCP-StatusReportIndication	88
K	id-PDCPSNGapReport	218
K	id-PDU-Session-Resource-Confirm-Modified-List	50
K	id-PDU-Session-Resource-Data-Usage-List	68
K	id-PDU-Session-Resource-Failed-List	47
K	id-PDU-Session-Resource-Failed-Mod-List	55
K	id-PDU-Session-Resource-Failed-To-Modify-List	49
K	id-PDU-Session-Resource-Modified-List	48
K	id-PDU-Session-Resource-Required-To-Modify-List	45
K	id-PDU-Session-Resource-Setup-List	46
K	id-PDU-Session-Resource-Setup-Mod-List	54
K	id-PDU-Session-Resource-To-Modify-List	43
K	id-PDU-Session-Resource-To-Remove-List	44
K	id-PDU-Session-Resource-To-Setup-List	42
K	id-PDU-Session-Resource-To-Setup-Mod-List	56
K	id-PDU-Session-To-Notify-List	67
K	id-PDUSession-PairID	151
K	id-PDUSetQoSParameters	201
K	id-PDUSetbasedHandlingIndicator	205
K	id-PPI	63
K	id-PSIbasedDiscardTimer	214
K	id-PrivacyIndicator	115
K	id-QoS-Mapping-Information	107
K	id-QoSFlowMappingIndication	80
K	id-QoSFlowsDRBRemapping	141
K	id-QoSMonitoringDisabled	133
K	id-QoSMonitoringRequest	87
K	id-QosMonitoringReportingFrequency	132
K	id-RANUEID	76
K	id-RedundantCommonNetworkInstance	96
K	id-RedundantPDUSessionInformation	105
K	id-RedundantPDUSessionInformation-used	106
K	id-RedundantQosFlowIndicator	99
K	id-RegistrationRequest	91
K	id-ReportCharacteristics	92
K	id-ReportingPeriodicity	93
K	id-ResetType	4
K	id-RetainabilityMeasurementsInfo	85
K	id-SCGActivationStatus	154
K	id-SDT-data-size-threshold	196
K	id-SDT-data-size-threshold-Crossed	197
K	id-SDTContinueROHC	174
K	id-SDTindicatorMod	176
K	id-SDTindicatorSetup	175
K	id-SNSSAI	69
K	id-Secondary-PDU-Session-Data-Forwarding-Information	190
K	id-SecurityIndication	172
K	id-SecurityIndicationModify	143
K	id-SecurityInformation	13
K	id-SecurityResult	173
K	id-Serving-PLMN	58
K	id-SpecialTriggeringPurpose	198
K	id-SubscriberProfileIDforRFP	83
K	id-SupportedPLMNs	11
K	id-SurvivalTime	152
K	id-System-BearerContextModificationConfirm	20
K	id-System-BearerContextModificationRequest	18
K	id-System-BearerContextModificationRequired	21
K	id-System-BearerContextModificationResponse	19
K	id-System-BearerContextSetupRequest	15
K	id-System-BearerContextSetupResponse	16
K	id-System-GNB-CU-UP-CounterCheckRequest	60
K	id-TNL-AvailableCapacityIndicator	94
K	id-TNLAssociationTransportLayerAddressgNBCUUP	75
K	id-TSCTrafficCharacteristics	100
K	id-TimeToWait	12
K	id-TraceActivation	81
K	id-TraceCollectionEntityIPAddress	114
K	id-TraceCollectionEntityURI	116
K	id-TraceID	82
K	id-TraceStart	20
K	id-TransactionID	57
K	id-Transport-Layer-Address-Info	86
K	id-UDC-Parameters	153
K	id-UE-Inactivity-Timer	59
K	id-UE-associatedLogicalE1-ConnectionItem	5
K	id-UE-associatedLogicalE1-ConnectionListResAck	6
K	id-UEDLAggregateMaximumBitRate	14
K	id-UEDLMaximumIntegrityProtectedDataRate	66
K	id-UEInactivityInformation	188
K	id-UESliceMaximumBitRateList	150
K	id-ULUPTNLAddressToUpdateList	109
K	id-URIaddress	117
K	id-UserPlaneErrorIndicator	215
K	id-UserPlaneFailureIndication	219
K	id-VersionID	186
K	id-bearerContextInactivityNotification	13
K	id-bearerContextModification	9
K	id-bearerContextModificationRequired	10
K	id-bearerContextRelease	11
K	id-bearerContextReleaseRequest	12
K	id-bearerContextSetup	8
K	id-dLDataNotification	14
K	id-dataUsageReport	15
K	id-e1Release	7
K	id-earlyForwardingSNTransfer	26
K	id-endpoint-IP-Address-and-Port	74
K	id-errorIndication	1
K	id-gNB-CU-CP-ConfigurationUpdate	6
K	id-gNB-CU-CP-E1Setup	4
K	id-gNB-CU-CP-Measurement-ID	89
K	id-gNB-CU-CP-Name	9
K	id-gNB-CU-CP-UE-E1AP-ID	2
K	id-gNB-CU-CPMeasurementResultsInformation	27
K	id-gNB-CU-UP-Capacity	64
K	id-gNB-CU-UP-ConfigurationUpdate	5
K	id-gNB-CU-UP-CounterCheck	16
K	id-gNB-CU-UP-E1Setup	3
K	id-gNB-CU-UP-ID	7
K	id-gNB-CU-UP-MBS-Support-Info	171
K	id-gNB-CU-UP-Measurement-ID	90
K	id-gNB-CU-UP-Name	8
K	id-gNB-CU-UP-StatusIndication	17
K	id-gNB-CU-UP-UE-E1AP-ID	3
K	id-iAB-UPTNLAddressUpdate	24
K	id-iABPSKNotification	28
K	id-ignoreMappingRuleIndication	138
K	id-mRDC-DataUsageReport	19
K	id-privateMessage	2
K	id-redundant-nG-DL-UP-TNL-Information	98
K	id-redundant-nG-UL-UP-TNL-Information	97
K	id-reset	0
K	id-resourceStatusReporting	23
K	id-resourceStatusReportingInitiation	22
K	id-uLDataNotification	18
K	maxPrivateIEs	65535
K	maxProtocolExtensions	65535
K	maxProtocolIEs	65535
K	maxnoofCellGroups	4
K	maxnoofCellsforMBS	512
K	maxnoofDRBs	32
K	maxnoofDUs	512
K	maxnoofDataForwardingTunneltoE-UTRAN	256
K	maxnoofECGI	512
K	maxnoofEUTRANQOSParameters	256
K	maxnoofErrors	256
K	maxnoofExtNRCGI	16384
K	maxnoofExtSliceItems	65535
K	maxnoofGTPTLAs	16
K	maxnoofIndividualE1ConnectionsToReset	65536
K	maxnoofMBSAreaSessionIDs	256
K	maxnoofMBSServiceAreaInformation	256
K	maxnoofMBSSessionIDs	512
K	maxnoofMDTPLMNs	16
K	maxnoofMRBs	32
K	maxnoofNGRANQOSParameters	256
K	maxnoofNRCGI	512
K	maxnoofPDUSessionResource	256
K	maxnoofPSKs	256
K	maxnoofQoSFlows	64
K	maxnoofQoSParaSets	8
K	maxnoofSMBRValues	8
K	maxnoofSPLMNs	12
K	maxnoofSharedNG-UTerminations	8
K	maxnoofSliceItems	1024
K	maxnoofTAIforMBS	512
K	maxnoofTLAs	16
K	maxnoofTNLAddresses	8
K	maxnoofTNLAssociations	32
K	maxnoofUPParameters	8
K	maxnooftimeperiods	2
"""#
}
