// GENERATED FILE - DO NOT EDIT.
// Schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
// 3GPP TS 38.413 (NGAP), Release 18, as compiled into pycrate 0.8.1
// (shared/asn1: ngap/NGAP-CommonDataTypes.asn, ngap/NGAP-Constants.asn, ngap/NGAP-Containers.asn, ngap/NGAP-IEs.asn, ngap/NGAP-PDU-Contents.asn, ngap/NGAP-PDU-Descriptions.asn).
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter APSchemaDriftTests
// swiftlint:disable all

/// Serialized ``ASN1Schema`` (see ``ASN1Schema/serialized()``).
enum NGAPSchemaData {
    static let text = #"""
ASN1SCHEMA 1
T	A2X-PC5-FlowBitRates	Q	1	a2X-GuaranteedFlowBitRate,1,0,-,- a2X-MaximumFlowBitRate,1,0,-,- iE-Extensions,2,1,-,-	
T	BitRate	i	0 4000000000000 1
T	ProtocolExtensionContainer	L	3	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,0.id.- criticality,5,0,-,0.criticality.0 extensionValue,6,0,-,0.Extension.0	
T	ProtocolExtensionID	i	0 65535 0
T	Criticality	e	reject,ignore,notify	-
T	OPEN TYPE	x
T	A2X-PC5-QoS-Flow-Item	Q	1	a2X-PQI,8,0,-,- a2X-PC5-FlowBitRates,0,1,-,- a2X-Range,9,1,-,- iE-Extensions,10,1,-,-	
T	INTEGER	i	0 255 1
T	ENUMERATED	e	m50,m80,m180,m200,m350,m400,m500,m700,m1000	+
T	ProtocolExtensionContainer	L	11	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,1.id.- criticality,5,0,-,1.criticality.0 extensionValue,12,0,-,1.Extension.0	
T	OPEN TYPE	x
T	A2X-PC5-QoS-Flow-List	L	7	1 2048 0
T	A2X-PC5-QoS-Parameters	Q	1	a2X-PC5-QoS-Flow-List,13,0,-,- a2X-PC5-LinkAggregateBitRates,1,1,-,- iE-Extensions,15,1,-,-	
T	ProtocolExtensionContainer	L	16	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,2.id.- criticality,5,0,-,2.criticality.0 extensionValue,17,0,-,2.Extension.0	
T	OPEN TYPE	x
T	AMF-TNLAssociationSetupItem	Q	1	aMF-TNLAssociationAddress,19,0,-,- iE-Extensions,30,1,-,-	
T	CPTransportLayerInformation	C	0	endpointIPAddress,20,0,-,- choice-Extensions,21,0,-,-	
T	TransportLayerAddress	B	1 160 1
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,3.id.- criticality,5,0,-,3.criticality.0 value,24,0,-,3.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,3.id.- criticality,5,0,-,3.criticality.0 value,24,0,-,3.Value.0	
T	ProtocolIE-ID	i	0 65535 0
T	OPEN TYPE	x
T	EndpointIPAddressAndPort	Q	0	endpointIPAddress,20,0,-,- portNumber,26,0,-,- iE-Extensions,27,1,-,-	
T	PortNumber	O	2 2 0
T	ProtocolExtensionContainer	L	28	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,4.id.- criticality,5,0,-,4.criticality.0 extensionValue,29,0,-,4.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	31	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,5.id.- criticality,5,0,-,5.criticality.0 extensionValue,32,0,-,5.Extension.0	
T	OPEN TYPE	x
T	AMF-TNLAssociationSetupList	L	18	1 32 0
T	AMF-TNLAssociationToAddItem	Q	1	aMF-TNLAssociationAddress,19,0,-,- tNLAssociationUsage,35,1,-,- tNLAddressWeightFactor,36,0,-,- iE-Extensions,37,1,-,-	
T	TNLAssociationUsage	e	ue,non-ue,both	+
T	TNLAddressWeightFactor	i	0 255 0
T	ProtocolExtensionContainer	L	38	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,6.id.- criticality,5,0,-,6.criticality.0 extensionValue,39,0,-,6.Extension.0	
T	OPEN TYPE	x
T	AMF-TNLAssociationToAddList	L	34	1 32 0
T	AMF-TNLAssociationToRemoveItem	Q	1	aMF-TNLAssociationAddress,19,0,-,- iE-Extensions,42,1,-,-	
T	ProtocolExtensionContainer	L	43	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,7.id.- criticality,5,0,-,7.criticality.0 extensionValue,44,0,-,7.Extension.0	
T	OPEN TYPE	x
T	AMF-TNLAssociationToRemoveList	L	41	1 32 0
T	AMF-TNLAssociationToUpdateItem	Q	1	aMF-TNLAssociationAddress,19,0,-,- tNLAssociationUsage,35,1,-,- tNLAddressWeightFactor,36,1,-,- iE-Extensions,47,1,-,-	
T	ProtocolExtensionContainer	L	48	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,8.id.- criticality,5,0,-,8.criticality.0 extensionValue,49,0,-,8.Extension.0	
T	OPEN TYPE	x
T	AMF-TNLAssociationToUpdateList	L	46	1 32 0
T	AMF-UE-NGAP-ID	i	0 1099511627775 0
T	AMFCPRelocationIndication	Q	1	protocolIEs,53,0,-,-	
T	ProtocolIE-Container	L	54	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,9.id.- criticality,5,0,-,9.criticality.0 value,55,0,-,9.Value.0	
T	OPEN TYPE	x
T	RAN-UE-NGAP-ID	i	0 4294967295 0
T	S-NSSAI	Q	1	sST,58,0,-,- sD,59,1,-,- iE-Extensions,60,1,-,-	
T	SST	O	1 1 0
T	SD	O	3 3 0
T	ProtocolExtensionContainer	L	61	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,10.id.- criticality,5,0,-,10.criticality.0 extensionValue,62,0,-,10.Extension.0	
T	OPEN TYPE	x
T	AllowedNSSAI	L	64	1 8 0
T	AllowedNSSAI-Item	Q	1	s-NSSAI,57,0,-,- iE-Extensions,65,1,-,-	
T	ProtocolExtensionContainer	L	66	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,11.id.- criticality,5,0,-,11.criticality.0 extensionValue,67,0,-,11.Extension.0	
T	OPEN TYPE	x
T	Partially-Allowed-NSSAI	L	69	1 8 0
T	PartiallyAllowedNSSAI-Item	Q	1	s-NSSAI,57,0,-,- iE-Extensions,70,1,-,-	
T	ProtocolExtensionContainer	L	71	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,12.id.- criticality,5,0,-,12.criticality.0 extensionValue,72,0,-,12.Extension.0	
T	OPEN TYPE	x
T	AMFConfigurationUpdate	Q	1	protocolIEs,74,0,-,-	
T	ProtocolIE-Container	L	75	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,13.id.- criticality,5,0,-,13.criticality.0 value,76,0,-,13.Value.0	
T	OPEN TYPE	x
T	AMFName	k	PrintableString	1 150 1	8 0	
T	ServedGUAMIList	L	79	1 256 0
T	ServedGUAMIItem	Q	1	gUAMI,80,0,-,- backupAMFName,77,1,-,- iE-Extensions,88,1,-,-	
T	GUAMI	Q	1	pLMNIdentity,81,0,-,- aMFRegionID,82,0,-,- aMFSetID,83,0,-,- aMFPointer,84,0,-,- iE-Extensions,85,1,-,-	
T	PLMNIdentity	O	3 3 0
T	AMFRegionID	B	8 8 0
T	AMFSetID	B	10 10 0
T	AMFPointer	B	6 6 0
T	ProtocolExtensionContainer	L	86	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,14.id.- criticality,5,0,-,14.criticality.0 extensionValue,87,0,-,14.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	89	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,15.id.- criticality,5,0,-,15.criticality.0 extensionValue,90,0,-,15.Extension.0	
T	OPEN TYPE	x
T	GUAMIType	e	native,mapped	+
T	Extended-AMFName	Q	1	aMFNameVisibleString,93,1,-,- aMFNameUTF8String,94,1,-,- iE-Extensions,95,1,-,-	
T	AMFNameVisibleString	k	VisibleString	1 150 1	8 0	
T	AMFNameUTF8String	u	UTF8String
T	ProtocolExtensionContainer	L	96	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,16.id.- criticality,5,0,-,16.criticality.0 extensionValue,97,0,-,16.Extension.0	
T	OPEN TYPE	x
T	RelativeAMFCapacity	i	0 255 0
T	PLMNSupportList	L	100	1 12 0
T	PLMNSupportItem	Q	1	pLMNIdentity,81,0,-,- sliceSupportList,101,0,-,- iE-Extensions,106,1,-,-	
T	SliceSupportList	L	102	1 1024 0
T	SliceSupportItem	Q	1	s-NSSAI,57,0,-,- iE-Extensions,103,1,-,-	
T	ProtocolExtensionContainer	L	104	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,17.id.- criticality,5,0,-,17.criticality.0 extensionValue,105,0,-,17.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	107	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,18.id.- criticality,5,0,-,18.criticality.0 extensionValue,108,0,-,18.Extension.0	
T	OPEN TYPE	x
T	NPN-Support	C	0	sNPN,110,0,-,- choice-Extensions,111,0,-,-	
T	NID	B	44 44 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,19.id.- criticality,5,0,-,19.criticality.0 value,113,0,-,19.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,19.id.- criticality,5,0,-,19.criticality.0 value,113,0,-,19.Value.0	
T	OPEN TYPE	x
T	ExtendedSliceSupportList	L	102	1 65535 0
T	OnboardingSupport	e	true	+
T	AMFConfigurationUpdateAcknowledge	Q	1	protocolIEs,117,0,-,-	
T	ProtocolIE-Container	L	118	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,20.id.- criticality,5,0,-,20.criticality.0 value,119,0,-,20.Value.0	
T	OPEN TYPE	x
T	TNLAssociationList	L	121	1 32 0
T	TNLAssociationItem	Q	1	tNLAssociationAddress,19,0,-,- cause,122,0,-,- iE-Extensions,131,1,-,-	
T	Cause	C	0	radioNetwork,123,0,-,- transport,124,0,-,- nas,125,0,-,- protocol,126,0,-,- misc,127,0,-,- choice-Extensions,128,0,-,-	
T	CauseRadioNetwork	e	unspecified,txnrelocoverall-expiry,successful-handover,release-due-to-ngran-generated-reason,release-due-to-5gc-generated-reason,handover-cancelled,partial-handover,ho-failure-in-target-5GC-ngran-node-or-target-system,ho-target-not-allowed,tngrelocoverall-expiry,tngrelocprep-expiry,cell-not-available,unknown-targetID,no-radio-resources-available-in-target-cell,unknown-local-UE-NGAP-ID,inconsistent-remote-UE-NGAP-ID,handover-desirable-for-radio-reason,time-critical-handover,resource-optimisation-handover,reduce-load-in-serving-cell,user-inactivity,radio-connection-with-ue-lost,radio-resources-not-available,invalid-qos-combination,failure-in-radio-interface-procedure,interaction-with-other-procedure,unknown-PDU-session-ID,unkown-qos-flow-ID,multiple-PDU-session-ID-instances,multiple-qos-flow-ID-instances,encryption-and-or-integrity-protection-algorithms-not-supported,ng-intra-system-handover-triggered,ng-inter-system-handover-triggered,xn-handover-triggered,not-supported-5QI-value,ue-context-transfer,ims-voice-eps-fallback-or-rat-fallback-triggered,up-integrity-protection-not-possible,up-confidentiality-protection-not-possible,slice-not-supported,ue-in-rrc-inactive-state-not-reachable,redirection,resources-not-available-for-the-slice,ue-max-integrity-protected-data-rate-reason,release-due-to-cn-detected-mobility	+n26-interface-not-available,release-due-to-pre-emption,multiple-location-reporting-reference-ID-instances,rsn-not-available-for-the-up,npn-access-denied,cag-only-access-denied,insufficient-ue-capabilities,redcap-ue-not-supported,unknown-MBS-Session-ID,indicated-MBS-session-area-information-not-served-by-the-gNB,inconsistent-slice-info-for-the-session,misaligned-association-for-multicast-unicast,eredcap-ue-not-supported,two-rx-xr-ue-not-supported
T	CauseTransport	e	transport-resource-unavailable,unspecified	+
T	CauseNas	e	normal-release,authentication-failure,deregister,unspecified	+uE-not-in-PLMN-serving-area,mobile-IAB-not-authorized,iAB-not-authorized
T	CauseProtocol	e	transfer-syntax-error,abstract-syntax-error-reject,abstract-syntax-error-ignore-and-notify,message-not-compatible-with-receiver-state,semantic-error,abstract-syntax-error-falsely-constructed-message,unspecified	+
T	CauseMisc	e	control-processing-overload,not-enough-user-plane-processing-resources,hardware-failure,om-intervention,unknown-PLMN-or-SNPN,unspecified	+
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,21.id.- criticality,5,0,-,21.criticality.0 value,130,0,-,21.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,21.id.- criticality,5,0,-,21.criticality.0 value,130,0,-,21.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	132	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,22.id.- criticality,5,0,-,22.criticality.0 extensionValue,133,0,-,22.Extension.0	
T	OPEN TYPE	x
T	CriticalityDiagnostics	Q	1	procedureCode,135,1,-,- triggeringMessage,136,1,-,- procedureCriticality,5,1,-,- iEsCriticalityDiagnostics,137,1,-,- iE-Extensions,143,1,-,-	
T	ProcedureCode	i	0 255 0
T	TriggeringMessage	e	initiating-message,successful-outcome,unsuccessful-outcome	-
T	CriticalityDiagnostics-IE-List	L	138	1 256 0
T	CriticalityDiagnostics-IE-Item	Q	1	iECriticality,5,0,-,- iE-ID,23,0,-,- typeOfError,139,0,-,- iE-Extensions,140,1,-,-	
T	TypeOfError	e	not-understood,missing	+
T	ProtocolExtensionContainer	L	141	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,23.id.- criticality,5,0,-,23.criticality.0 extensionValue,142,0,-,23.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	144	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,24.id.- criticality,5,0,-,24.criticality.0 extensionValue,145,0,-,24.Extension.0	
T	OPEN TYPE	x
T	AMFConfigurationUpdateFailure	Q	1	protocolIEs,147,0,-,-	
T	ProtocolIE-Container	L	148	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,25.id.- criticality,5,0,-,25.criticality.0 value,149,0,-,25.Value.0	
T	OPEN TYPE	x
T	TimeToWait	e	v1s,v2s,v5s,v10s,v20s,v60s	+
T	AMFPagingTarget	C	0	globalRANNodeID,152,0,-,- tAI,212,0,-,- choice-Extensions,217,0,-,-	
T	GlobalRANNodeID	C	0	globalGNB-ID,153,0,-,- globalNgENB-ID,162,0,-,- globalN3IWF-ID,173,0,-,- choice-Extensions,182,0,-,-	
T	GlobalGNB-ID	Q	1	pLMNIdentity,81,0,-,- gNB-ID,154,0,-,- iE-Extensions,159,1,-,-	
T	GNB-ID	C	0	gNB-ID,155,0,-,- choice-Extensions,156,0,-,-	
T	BIT STRING	B	22 32 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,26.id.- criticality,5,0,-,26.criticality.0 value,158,0,-,26.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,26.id.- criticality,5,0,-,26.criticality.0 value,158,0,-,26.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	160	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,27.id.- criticality,5,0,-,27.criticality.0 extensionValue,161,0,-,27.Extension.0	
T	OPEN TYPE	x
T	GlobalNgENB-ID	Q	1	pLMNIdentity,81,0,-,- ngENB-ID,163,0,-,- iE-Extensions,170,1,-,-	
T	NgENB-ID	C	0	macroNgENB-ID,164,0,-,- shortMacroNgENB-ID,165,0,-,- longMacroNgENB-ID,166,0,-,- choice-Extensions,167,0,-,-	
T	BIT STRING	B	20 20 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,28.id.- criticality,5,0,-,28.criticality.0 value,169,0,-,28.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,28.id.- criticality,5,0,-,28.criticality.0 value,169,0,-,28.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	171	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,29.id.- criticality,5,0,-,29.criticality.0 extensionValue,172,0,-,29.Extension.0	
T	OPEN TYPE	x
T	GlobalN3IWF-ID	Q	1	pLMNIdentity,81,0,-,- n3IWF-ID,174,0,-,- iE-Extensions,179,1,-,-	
T	N3IWF-ID	C	0	n3IWF-ID,175,0,-,- choice-Extensions,176,0,-,-	
T	BIT STRING	B	16 16 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,30.id.- criticality,5,0,-,30.criticality.0 value,178,0,-,30.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,30.id.- criticality,5,0,-,30.criticality.0 value,178,0,-,30.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	180	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,31.id.- criticality,5,0,-,31.criticality.0 extensionValue,181,0,-,31.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,32.id.- criticality,5,0,-,32.criticality.0 value,184,0,-,32.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,32.id.- criticality,5,0,-,32.criticality.0 value,184,0,-,32.Value.0	
T	OPEN TYPE	x
T	GlobalTNGF-ID	Q	1	pLMNIdentity,81,0,-,- tNGF-ID,186,0,-,- iE-Extensions,191,1,-,-	
T	TNGF-ID	C	0	tNGF-ID,187,0,-,- choice-Extensions,188,0,-,-	
T	BIT STRING	B	32 32 1
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,33.id.- criticality,5,0,-,33.criticality.0 value,190,0,-,33.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,33.id.- criticality,5,0,-,33.criticality.0 value,190,0,-,33.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	192	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,34.id.- criticality,5,0,-,34.criticality.0 extensionValue,193,0,-,34.Extension.0	
T	OPEN TYPE	x
T	GlobalTWIF-ID	Q	1	pLMNIdentity,81,0,-,- tWIF-ID,195,0,-,- iE-Extensions,200,1,-,-	
T	TWIF-ID	C	0	tWIF-ID,196,0,-,- choice-Extensions,197,0,-,-	
T	BIT STRING	B	32 32 1
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,35.id.- criticality,5,0,-,35.criticality.0 value,199,0,-,35.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,35.id.- criticality,5,0,-,35.criticality.0 value,199,0,-,35.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	201	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,36.id.- criticality,5,0,-,36.criticality.0 extensionValue,202,0,-,36.Extension.0	
T	OPEN TYPE	x
T	GlobalW-AGF-ID	Q	1	pLMNIdentity,81,0,-,- w-AGF-ID,204,0,-,- iE-Extensions,209,1,-,-	
T	W-AGF-ID	C	0	w-AGF-ID,205,0,-,- choice-Extensions,206,0,-,-	
T	BIT STRING	B	16 16 1
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,37.id.- criticality,5,0,-,37.criticality.0 value,208,0,-,37.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,37.id.- criticality,5,0,-,37.criticality.0 value,208,0,-,37.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	210	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,38.id.- criticality,5,0,-,38.criticality.0 extensionValue,211,0,-,38.Extension.0	
T	OPEN TYPE	x
T	TAI	Q	1	pLMNIdentity,81,0,-,- tAC,213,0,-,- iE-Extensions,214,1,-,-	
T	TAC	O	3 3 0
T	ProtocolExtensionContainer	L	215	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,39.id.- criticality,5,0,-,39.criticality.0 extensionValue,216,0,-,39.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,40.id.- criticality,5,0,-,40.criticality.0 value,219,0,-,40.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,40.id.- criticality,5,0,-,40.criticality.0 value,219,0,-,40.Value.0	
T	OPEN TYPE	x
T	AMFStatusIndication	Q	1	protocolIEs,221,0,-,-	
T	ProtocolIE-Container	L	222	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,41.id.- criticality,5,0,-,41.criticality.0 value,223,0,-,41.Value.0	
T	OPEN TYPE	x
T	UnavailableGUAMIList	L	225	1 256 0
T	UnavailableGUAMIItem	Q	1	gUAMI,80,0,-,- timerApproachForGUAMIRemoval,226,1,-,- backupAMFName,77,1,-,- iE-Extensions,227,1,-,-	
T	TimerApproachForGUAMIRemoval	e	apply-timer	+
T	ProtocolExtensionContainer	L	228	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,42.id.- criticality,5,0,-,42.criticality.0 extensionValue,229,0,-,42.Extension.0	
T	OPEN TYPE	x
T	AUN3DeviceAccessInfo	Q	1	aUN3DeviceAccess,231,0,-,- existingNGConnectionwithSameLocation,232,0,-,- iE-Extensions,233,1,-,-	
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true,false	+
T	ProtocolExtensionContainer	L	234	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,43.id.- criticality,5,0,-,43.criticality.0 extensionValue,235,0,-,43.Extension.0	
T	OPEN TYPE	x
T	ActivatedCellList	L	237	1 16384 0
T	NGRAN-CGI	C	0	nR-CGI,238,0,-,- eUTRA-CGI,243,0,-,- choice-Extensions,248,0,-,-	
T	NR-CGI	Q	1	pLMNIdentity,81,0,-,- nRCellIdentity,239,0,-,- iE-Extensions,240,1,-,-	
T	NRCellIdentity	B	36 36 0
T	ProtocolExtensionContainer	L	241	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,44.id.- criticality,5,0,-,44.criticality.0 extensionValue,242,0,-,44.Extension.0	
T	OPEN TYPE	x
T	EUTRA-CGI	Q	1	pLMNIdentity,81,0,-,- eUTRACellIdentity,244,0,-,- iE-Extensions,245,1,-,-	
T	EUTRACellIdentity	B	28 28 0
T	ProtocolExtensionContainer	L	246	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,45.id.- criticality,5,0,-,45.criticality.0 extensionValue,247,0,-,45.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,46.id.- criticality,5,0,-,46.criticality.0 value,250,0,-,46.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,46.id.- criticality,5,0,-,46.criticality.0 value,250,0,-,46.Value.0	
T	OPEN TYPE	x
T	ActivationStatus	e	active,not-active	+
T	AdditionalCancelledlocationReportingReferenceIDItem	Q	1	locationReportingReferenceIDToBeCancelled,253,0,-,- iE-Extensions,254,1,-,-	
T	LocationReportingReferenceID	i	1 64 1
T	ProtocolExtensionContainer	L	255	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,47.id.- criticality,5,0,-,47.criticality.0 extensionValue,256,0,-,47.Extension.0	
T	OPEN TYPE	x
T	AdditionalCancelledlocationReportingReferenceIDList	L	252	1 63 0
T	AdditionalDLUPTNLInformationForHOItem	Q	1	additionalDL-NGU-UP-TNLInformation,259,0,-,- additionalQosFlowSetupResponseList,268,0,-,- additionalDLForwardingUPTNLInformation,259,1,-,- iE-Extensions,276,1,-,-	
T	UPTransportLayerInformation	C	0	gTPTunnel,260,0,-,- choice-Extensions,265,0,-,-	
T	GTPTunnel	Q	1	transportLayerAddress,20,0,-,- gTP-TEID,261,0,-,- iE-Extensions,262,1,-,-	
T	GTP-TEID	O	4 4 0
T	ProtocolExtensionContainer	L	263	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,48.id.- criticality,5,0,-,48.criticality.0 extensionValue,264,0,-,48.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,49.id.- criticality,5,0,-,49.criticality.0 value,267,0,-,49.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,49.id.- criticality,5,0,-,49.criticality.0 value,267,0,-,49.Value.0	
T	OPEN TYPE	x
T	QosFlowListWithDataForwarding	L	269	1 64 0
T	QosFlowItemWithDataForwarding	Q	1	qosFlowIdentifier,270,0,-,- dataForwardingAccepted,271,1,-,- iE-Extensions,272,1,-,-	
T	QosFlowIdentifier	i	0 63 1
T	DataForwardingAccepted	e	data-forwarding-accepted	+
T	ProtocolExtensionContainer	L	273	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,50.id.- criticality,5,0,-,50.criticality.0 extensionValue,274,0,-,50.Extension.0	
T	OPEN TYPE	x
T	AlternativeQoSParaSetIndex	i	1 8 1
T	ProtocolExtensionContainer	L	277	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,51.id.- criticality,5,0,-,51.criticality.0 extensionValue,278,0,-,51.Extension.0	
T	OPEN TYPE	x
T	AdditionalDLUPTNLInformationForHOList	L	258	1 3 0
T	AdditionalQosFlowInformation	e	more-likely	+
T	AerialUEsubscriptionInformation	e	allowed,not-allowed	+
T	AllocationAndRetentionPriority	Q	1	priorityLevelARP,283,0,-,- pre-emptionCapability,284,0,-,- pre-emptionVulnerability,285,0,-,- iE-Extensions,286,1,-,-	
T	PriorityLevelARP	i	1 15 0
T	Pre-emptionCapability	e	shall-not-trigger-pre-emption,may-trigger-pre-emption	+
T	Pre-emptionVulnerability	e	not-pre-emptable,pre-emptable	+
T	ProtocolExtensionContainer	L	287	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,52.id.- criticality,5,0,-,52.criticality.0 extensionValue,288,0,-,52.Extension.0	
T	OPEN TYPE	x
T	Allowed-CAG-List-per-PLMN	L	290	1 256 0
T	CAG-ID	B	32 32 0
T	Allowed-PNI-NPN-Item	Q	1	pLMNIdentity,81,0,-,- pNI-NPN-restricted,292,0,-,- allowed-CAG-List-per-PLMN,289,0,-,- iE-Extensions,293,1,-,-	
T	ENUMERATED	e	restricted,not-restricted	+
T	ProtocolExtensionContainer	L	294	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,53.id.- criticality,5,0,-,53.criticality.0 extensionValue,295,0,-,53.Extension.0	
T	OPEN TYPE	x
T	Allowed-PNI-NPN-List	L	291	1 16 0
T	AllowedPeriodicityList	L	298	1 8 0
T	Periodicity	i	0 640000 1
T	AllowedTACs	L	213	1 16 0
T	AlternativeQoSParaSetItem	Q	1	alternativeQoSParaSetIndex,275,0,-,- guaranteedFlowBitRateDL,1,1,-,- guaranteedFlowBitRateUL,1,1,-,- packetDelayBudget,301,1,-,- packetErrorRate,302,1,-,- iE-Extensions,308,1,-,-	
T	PacketDelayBudget	i	0 1023 1
T	PacketErrorRate	Q	1	pERScalar,303,0,-,- pERExponent,304,0,-,- iE-Extensions,305,1,-,-	
T	INTEGER	i	0 9 1
T	INTEGER	i	0 9 1
T	ProtocolExtensionContainer	L	306	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,54.id.- criticality,5,0,-,54.criticality.0 extensionValue,307,0,-,54.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	309	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,55.id.- criticality,5,0,-,55.criticality.0 extensionValue,310,0,-,55.Extension.0	
T	OPEN TYPE	x
T	MaximumDataBurstVolume	i	0 4095 1
T	AlternativeQoSParaSetList	L	300	1 8 0
T	AlternativeQoSParaSetNotifyIndex	i	0 8 1
T	AreaOfInterest	Q	1	areaOfInterestTAIList,315,1,-,- areaOfInterestCellList,320,1,-,- areaOfInterestRANNodeList,325,1,-,- iE-Extensions,330,1,-,-	
T	AreaOfInterestTAIList	L	316	1 16 0
T	AreaOfInterestTAIItem	Q	1	tAI,212,0,-,- iE-Extensions,317,1,-,-	
T	ProtocolExtensionContainer	L	318	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,56.id.- criticality,5,0,-,56.criticality.0 extensionValue,319,0,-,56.Extension.0	
T	OPEN TYPE	x
T	AreaOfInterestCellList	L	321	1 256 0
T	AreaOfInterestCellItem	Q	1	nGRAN-CGI,237,0,-,- iE-Extensions,322,1,-,-	
T	ProtocolExtensionContainer	L	323	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,57.id.- criticality,5,0,-,57.criticality.0 extensionValue,324,0,-,57.Extension.0	
T	OPEN TYPE	x
T	AreaOfInterestRANNodeList	L	326	1 64 0
T	AreaOfInterestRANNodeItem	Q	1	globalRANNodeID,152,0,-,- iE-Extensions,327,1,-,-	
T	ProtocolExtensionContainer	L	328	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,58.id.- criticality,5,0,-,58.criticality.0 extensionValue,329,0,-,58.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	331	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,59.id.- criticality,5,0,-,59.criticality.0 extensionValue,332,0,-,59.Extension.0	
T	OPEN TYPE	x
T	AreaOfInterestItem	Q	1	areaOfInterest,314,0,-,- locationReportingReferenceID,253,0,-,- iE-Extensions,334,1,-,-	
T	ProtocolExtensionContainer	L	335	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,60.id.- criticality,5,0,-,60.criticality.0 extensionValue,336,0,-,60.Extension.0	
T	OPEN TYPE	x
T	AreaOfInterestList	L	333	1 64 0
T	AreaScopeOfMDT-EUTRA	C	0	cellBased,339,0,-,- tABased,344,0,-,- pLMNWide,349,0,-,- tAIBased,350,0,-,- choice-Extensions,355,0,-,-	
T	CellBasedMDT-EUTRA	Q	1	cellIdListforMDT,340,0,-,- iE-Extensions,341,1,-,-	
T	CellIdListforMDT-EUTRA	L	243	1 32 0
T	ProtocolExtensionContainer	L	342	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,61.id.- criticality,5,0,-,61.criticality.0 extensionValue,343,0,-,61.Extension.0	
T	OPEN TYPE	x
T	TABasedMDT	Q	1	tAListforMDT,345,0,-,- iE-Extensions,346,1,-,-	
T	TAListforMDT	L	213	1 8 0
T	ProtocolExtensionContainer	L	347	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,62.id.- criticality,5,0,-,62.criticality.0 extensionValue,348,0,-,62.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	TAIBasedMDT	Q	1	tAIListforMDT,351,0,-,- iE-Extensions,352,1,-,-	
T	TAIListforMDT	L	212	1 8 0
T	ProtocolExtensionContainer	L	353	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,63.id.- criticality,5,0,-,63.criticality.0 extensionValue,354,0,-,63.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,64.id.- criticality,5,0,-,64.criticality.0 value,357,0,-,64.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,64.id.- criticality,5,0,-,64.criticality.0 value,357,0,-,64.Value.0	
T	OPEN TYPE	x
T	AreaScopeOfMDT-NR	C	0	cellBased,359,0,-,- tABased,344,0,-,- pLMNWide,364,0,-,- tAIBased,350,0,-,- choice-Extensions,365,0,-,-	
T	CellBasedMDT-NR	Q	1	cellIdListforMDT,360,0,-,- iE-Extensions,361,1,-,-	
T	CellIdListforMDT-NR	L	238	1 32 0
T	ProtocolExtensionContainer	L	362	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,65.id.- criticality,5,0,-,65.criticality.0 extensionValue,363,0,-,65.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,66.id.- criticality,5,0,-,66.criticality.0 value,367,0,-,66.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,66.id.- criticality,5,0,-,66.criticality.0 value,367,0,-,66.Value.0	
T	OPEN TYPE	x
T	PNI-NPNBasedMDT	Q	1	cAGListforMDT,369,0,-,- iE-Extensions,374,1,-,-	
T	CAGListforMDT	L	370	1 256 0
T	CAGListforMDTItem	Q	1	plmnID,81,0,-,- cAGID,290,0,-,- iE-Extensions,371,1,-,-	
T	ProtocolExtensionContainer	L	372	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,67.id.- criticality,5,0,-,67.criticality.0 extensionValue,373,0,-,67.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	375	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,68.id.- criticality,5,0,-,68.criticality.0 extensionValue,376,0,-,68.Extension.0	
T	OPEN TYPE	x
T	SNPN-CellBasedMDT	Q	1	sNPNcellIdListforMDT,378,0,-,- iE-Extensions,383,1,-,-	
T	SNPNCellIdListforMDT	L	379	1 32 0
T	SNPNCellIdListforMDTItem	Q	1	nR-CGI,238,0,-,- nID,110,0,-,- iE-Extensions,380,1,-,-	
T	ProtocolExtensionContainer	L	381	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,69.id.- criticality,5,0,-,69.criticality.0 extensionValue,382,0,-,69.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	384	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,70.id.- criticality,5,0,-,70.criticality.0 extensionValue,385,0,-,70.Extension.0	
T	OPEN TYPE	x
T	SNPN-TAIBasedMDT	Q	1	sNPNTAIListforMDT,387,0,-,- iE-Extensions,392,1,-,-	
T	SNPNTAIListforMDT	L	388	1 8 0
T	SNPNTAIListforMDTItem	Q	1	tAI,212,0,-,- nID,110,0,-,- iE-Extensions,389,1,-,-	
T	ProtocolExtensionContainer	L	390	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,71.id.- criticality,5,0,-,71.criticality.0 extensionValue,391,0,-,71.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	393	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,72.id.- criticality,5,0,-,72.criticality.0 extensionValue,394,0,-,72.Extension.0	
T	OPEN TYPE	x
T	SNPN-BasedMDT	Q	1	sNPNListforMDT,396,0,-,- iE-Extensions,401,1,-,-	
T	SNPNListforMDT	L	397	1 16 0
T	SNPNListforMDTItem	Q	1	pLMNIdentity,81,0,-,- nID,110,0,-,- iE-Extensions,398,1,-,-	
T	ProtocolExtensionContainer	L	399	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,73.id.- criticality,5,0,-,73.criticality.0 extensionValue,400,0,-,73.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	402	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,74.id.- criticality,5,0,-,74.criticality.0 extensionValue,403,0,-,74.Extension.0	
T	OPEN TYPE	x
T	AreaScopeOfNeighCellsItem	Q	1	nrFrequencyInfo,405,0,-,- pciListForMDT,416,1,-,- iE-Extensions,418,1,-,-	
T	NRFrequencyInfo	Q	1	nrARFCN,406,0,-,- frequencyBand-List,407,0,-,- iE-Extension,413,1,-,-	
T	NRARFCN	i	0 3279165 0
T	NRFrequencyBand-List	L	408	1 32 0
T	NRFrequencyBandItem	Q	1	nr-frequency-band,409,0,-,- iE-Extension,410,1,-,-	
T	NRFrequencyBand	i	1 1024 1
T	ProtocolExtensionContainer	L	411	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,75.id.- criticality,5,0,-,75.criticality.0 extensionValue,412,0,-,75.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	414	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,76.id.- criticality,5,0,-,76.criticality.0 extensionValue,415,0,-,76.Extension.0	
T	OPEN TYPE	x
T	PCIListForMDT	L	417	1 32 0
T	NR-PCI	i	0 1007 1
T	ProtocolExtensionContainer	L	419	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,77.id.- criticality,5,0,-,77.criticality.0 extensionValue,420,0,-,77.Extension.0	
T	OPEN TYPE	x
T	AreaScopeOfNeighCellsList	L	404	1 8 0
T	AreaScopeOfQMC	C	0	cellBased,423,0,-,- tABased,428,0,-,- tAIBased,433,0,-,- pLMNAreaBased,438,0,-,- choice-Extensions,443,0,-,-	
T	CellBasedQMC	Q	1	cellIdListforQMC,424,0,-,- iE-Extensions,425,1,-,-	
T	CellIdListforQMC	L	237	1 32 0
T	ProtocolExtensionContainer	L	426	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,78.id.- criticality,5,0,-,78.criticality.0 extensionValue,427,0,-,78.Extension.0	
T	OPEN TYPE	x
T	TABasedQMC	Q	1	tAListforQMC,429,0,-,- iE-Extensions,430,1,-,-	
T	TAListforQMC	L	213	1 8 0
T	ProtocolExtensionContainer	L	431	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,79.id.- criticality,5,0,-,79.criticality.0 extensionValue,432,0,-,79.Extension.0	
T	OPEN TYPE	x
T	TAIBasedQMC	Q	1	tAIListforQMC,434,0,-,- iE-Extensions,435,1,-,-	
T	TAIListforQMC	L	212	1 8 0
T	ProtocolExtensionContainer	L	436	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,80.id.- criticality,5,0,-,80.criticality.0 extensionValue,437,0,-,80.Extension.0	
T	OPEN TYPE	x
T	PLMNAreaBasedQMC	Q	1	plmnListforQMC,439,0,-,- iE-Extensions,440,1,-,-	
T	PLMNListforQMC	L	81	1 16 0
T	ProtocolExtensionContainer	L	441	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,81.id.- criticality,5,0,-,81.criticality.0 extensionValue,442,0,-,81.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,82.id.- criticality,5,0,-,82.criticality.0 value,445,0,-,82.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,82.id.- criticality,5,0,-,82.criticality.0 value,445,0,-,82.Value.0	
T	OPEN TYPE	x
T	AssistanceDataForPaging	Q	1	assistanceDataForRecommendedCells,447,1,-,- pagingAttemptInformation,461,1,-,- iE-Extensions,468,1,-,-	
T	AssistanceDataForRecommendedCells	Q	1	recommendedCellsForPaging,448,0,-,- iE-Extensions,458,1,-,-	
T	RecommendedCellsForPaging	Q	1	recommendedCellList,449,0,-,- iE-Extensions,455,1,-,-	
T	RecommendedCellList	L	450	1 16 0
T	RecommendedCellItem	Q	1	nGRAN-CGI,237,0,-,- timeStayedInCell,451,1,-,- iE-Extensions,452,1,-,-	
T	INTEGER	i	0 4095 0
T	ProtocolExtensionContainer	L	453	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,83.id.- criticality,5,0,-,83.criticality.0 extensionValue,454,0,-,83.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	456	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,84.id.- criticality,5,0,-,84.criticality.0 extensionValue,457,0,-,84.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	459	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,85.id.- criticality,5,0,-,85.criticality.0 extensionValue,460,0,-,85.Extension.0	
T	OPEN TYPE	x
T	PagingAttemptInformation	Q	1	pagingAttemptCount,462,0,-,- intendedNumberOfPagingAttempts,463,0,-,- nextPagingAreaScope,464,1,-,- iE-Extensions,465,1,-,-	
T	PagingAttemptCount	i	1 16 1
T	IntendedNumberOfPagingAttempts	i	1 16 1
T	NextPagingAreaScope	e	same,changed	+
T	ProtocolExtensionContainer	L	466	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,86.id.- criticality,5,0,-,86.criticality.0 extensionValue,467,0,-,86.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	469	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,87.id.- criticality,5,0,-,87.criticality.0 extensionValue,470,0,-,87.Extension.0	
T	OPEN TYPE	x
T	NPN-PagingAssistanceInformation	C	0	pNI-NPN-PagingAssistance,296,0,-,- choice-Extensions,472,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,88.id.- criticality,5,0,-,88.criticality.0 value,474,0,-,88.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,88.id.- criticality,5,0,-,88.criticality.0 value,474,0,-,88.Value.0	
T	OPEN TYPE	x
T	PagingAssisDataforCEcapabUE	Q	1	eUTRA-CGI,243,0,-,- coverageEnhancementLevel,476,0,-,- iE-Extensions,477,1,-,-	
T	CoverageEnhancementLevel	O	0 - 0
T	ProtocolExtensionContainer	L	478	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,89.id.- criticality,5,0,-,89.criticality.0 extensionValue,479,0,-,89.Extension.0	
T	OPEN TYPE	x
T	AssistanceInformationQoE-Meas	i	1 16 1
T	AssociatedMBSQosFlowSetupRequestItem	Q	1	mBS-QosFlowIdentifier,270,0,-,- associatedUnicastQosFlowIdentifier,270,0,-,- iE-Extensions,482,1,-,-	
T	ProtocolExtensionContainer	L	483	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,90.id.- criticality,5,0,-,90.criticality.0 extensionValue,484,0,-,90.Extension.0	
T	OPEN TYPE	x
T	AssociatedMBSQosFlowSetupRequestList	L	481	1 64 0
T	AssociatedMBSQosFlowSetuporModifyRequestItem	Q	1	mBS-QosFlowIdentifier,270,0,-,- associatedUnicastQosFlowIdentifier,270,0,-,- iE-Extensions,487,1,-,-	
T	ProtocolExtensionContainer	L	488	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,91.id.- criticality,5,0,-,91.criticality.0 extensionValue,489,0,-,91.Extension.0	
T	OPEN TYPE	x
T	AssociatedMBSQosFlowSetuporModifyRequestList	L	486	1 64 0
T	AssociatedQosFlowItem	Q	1	qosFlowIdentifier,270,0,-,- qosFlowMappingIndication,492,1,-,- iE-Extensions,493,1,-,-	
T	ENUMERATED	e	ul,dl	+
T	ProtocolExtensionContainer	L	494	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,92.id.- criticality,5,0,-,92.criticality.0 extensionValue,495,0,-,92.Extension.0	
T	OPEN TYPE	x
T	AssociatedQosFlowList	L	491	1 64 0
T	AssociatedSessionID	O	0 - 0
T	AuthenticatedIndication	e	true	+
T	AvailableRANVisibleQoEMetrics	Q	1	applicationLayerBufferLevelList,500,1,-,- playoutDelayForMediaStartup,501,1,-,- iE-Extensions,502,1,-,-	
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	503	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,93.id.- criticality,5,0,-,93.criticality.0 extensionValue,504,0,-,93.Extension.0	
T	OPEN TYPE	x
T	AveragingWindow	i	0 4095 1
T	BeamMeasurementsReportConfiguration	Q	1	beamMeasurementsReportQuantity,507,1,-,- maxNrofRS-IndexesToReport,514,1,-,- iE-Extensions,515,1,-,-	
T	BeamMeasurementsReportQuantity	Q	1	rSRP,508,0,-,- rSRQ,509,0,-,- sINR,510,0,-,- iE-Extensions,511,1,-,-	
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	512	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,94.id.- criticality,5,0,-,94.criticality.0 extensionValue,513,0,-,94.Extension.0	
T	OPEN TYPE	x
T	MaxNrofRS-IndexesToReport	i	1 64 1
T	ProtocolExtensionContainer	L	516	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,95.id.- criticality,5,0,-,95.criticality.0 extensionValue,517,0,-,95.Extension.0	
T	OPEN TYPE	x
T	BluetoothMeasConfig	e	setup	+
T	BluetoothMeasConfigNameItem	Q	1	bluetoothName,520,0,-,- iE-Extensions,521,1,-,-	
T	BluetoothName	O	1 248 0
T	ProtocolExtensionContainer	L	522	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,96.id.- criticality,5,0,-,96.criticality.0 extensionValue,523,0,-,96.Extension.0	
T	OPEN TYPE	x
T	BluetoothMeasConfigNameList	L	519	1 4 0
T	BluetoothMeasurementConfiguration	Q	1	bluetoothMeasConfig,518,0,-,- bluetoothMeasConfigNameList,524,1,-,- bt-rssi,526,1,-,- iE-Extensions,527,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	528	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,97.id.- criticality,5,0,-,97.criticality.0 extensionValue,529,0,-,97.Extension.0	
T	OPEN TYPE	x
T	BroadcastCancelledAreaList	C	0	cellIDCancelledEUTRA,531,0,-,- tAICancelledEUTRA,537,0,-,- emergencyAreaIDCancelledEUTRA,547,0,-,- cellIDCancelledNR,558,0,-,- tAICancelledNR,563,0,-,- emergencyAreaIDCancelledNR,573,0,-,- choice-Extensions,583,0,-,-	
T	CellIDCancelledEUTRA	L	532	1 65535 0
T	CellIDCancelledEUTRA-Item	Q	1	eUTRA-CGI,243,0,-,- numberOfBroadcasts,533,0,-,- iE-Extensions,534,1,-,-	
T	NumberOfBroadcasts	i	0 65535 0
T	ProtocolExtensionContainer	L	535	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,98.id.- criticality,5,0,-,98.criticality.0 extensionValue,536,0,-,98.Extension.0	
T	OPEN TYPE	x
T	TAICancelledEUTRA	L	538	1 65535 0
T	TAICancelledEUTRA-Item	Q	1	tAI,212,0,-,- cancelledCellsInTAI-EUTRA,539,0,-,- iE-Extensions,544,1,-,-	
T	CancelledCellsInTAI-EUTRA	L	540	1 65535 0
T	CancelledCellsInTAI-EUTRA-Item	Q	1	eUTRA-CGI,243,0,-,- numberOfBroadcasts,533,0,-,- iE-Extensions,541,1,-,-	
T	ProtocolExtensionContainer	L	542	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,99.id.- criticality,5,0,-,99.criticality.0 extensionValue,543,0,-,99.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	545	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,100.id.- criticality,5,0,-,100.criticality.0 extensionValue,546,0,-,100.Extension.0	
T	OPEN TYPE	x
T	EmergencyAreaIDCancelledEUTRA	L	548	1 65535 0
T	EmergencyAreaIDCancelledEUTRA-Item	Q	1	emergencyAreaID,549,0,-,- cancelledCellsInEAI-EUTRA,550,0,-,- iE-Extensions,555,1,-,-	
T	EmergencyAreaID	O	3 3 0
T	CancelledCellsInEAI-EUTRA	L	551	1 65535 0
T	CancelledCellsInEAI-EUTRA-Item	Q	1	eUTRA-CGI,243,0,-,- numberOfBroadcasts,533,0,-,- iE-Extensions,552,1,-,-	
T	ProtocolExtensionContainer	L	553	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,101.id.- criticality,5,0,-,101.criticality.0 extensionValue,554,0,-,101.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	556	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,102.id.- criticality,5,0,-,102.criticality.0 extensionValue,557,0,-,102.Extension.0	
T	OPEN TYPE	x
T	CellIDCancelledNR	L	559	1 65535 0
T	CellIDCancelledNR-Item	Q	1	nR-CGI,238,0,-,- numberOfBroadcasts,533,0,-,- iE-Extensions,560,1,-,-	
T	ProtocolExtensionContainer	L	561	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,103.id.- criticality,5,0,-,103.criticality.0 extensionValue,562,0,-,103.Extension.0	
T	OPEN TYPE	x
T	TAICancelledNR	L	564	1 65535 0
T	TAICancelledNR-Item	Q	1	tAI,212,0,-,- cancelledCellsInTAI-NR,565,0,-,- iE-Extensions,570,1,-,-	
T	CancelledCellsInTAI-NR	L	566	1 65535 0
T	CancelledCellsInTAI-NR-Item	Q	1	nR-CGI,238,0,-,- numberOfBroadcasts,533,0,-,- iE-Extensions,567,1,-,-	
T	ProtocolExtensionContainer	L	568	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,104.id.- criticality,5,0,-,104.criticality.0 extensionValue,569,0,-,104.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	571	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,105.id.- criticality,5,0,-,105.criticality.0 extensionValue,572,0,-,105.Extension.0	
T	OPEN TYPE	x
T	EmergencyAreaIDCancelledNR	L	574	1 65535 0
T	EmergencyAreaIDCancelledNR-Item	Q	1	emergencyAreaID,549,0,-,- cancelledCellsInEAI-NR,575,0,-,- iE-Extensions,580,1,-,-	
T	CancelledCellsInEAI-NR	L	576	1 65535 0
T	CancelledCellsInEAI-NR-Item	Q	1	nR-CGI,238,0,-,- numberOfBroadcasts,533,0,-,- iE-Extensions,577,1,-,-	
T	ProtocolExtensionContainer	L	578	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,106.id.- criticality,5,0,-,106.criticality.0 extensionValue,579,0,-,106.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	581	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,107.id.- criticality,5,0,-,107.criticality.0 extensionValue,582,0,-,107.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,108.id.- criticality,5,0,-,108.criticality.0 value,585,0,-,108.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,108.id.- criticality,5,0,-,108.criticality.0 value,585,0,-,108.Value.0	
T	OPEN TYPE	x
T	BroadcastCompletedAreaList	C	0	cellIDBroadcastEUTRA,587,0,-,- tAIBroadcastEUTRA,592,0,-,- emergencyAreaIDBroadcastEUTRA,602,0,-,- cellIDBroadcastNR,612,0,-,- tAIBroadcastNR,617,0,-,- emergencyAreaIDBroadcastNR,627,0,-,- choice-Extensions,637,0,-,-	
T	CellIDBroadcastEUTRA	L	588	1 65535 0
T	CellIDBroadcastEUTRA-Item	Q	1	eUTRA-CGI,243,0,-,- iE-Extensions,589,1,-,-	
T	ProtocolExtensionContainer	L	590	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,109.id.- criticality,5,0,-,109.criticality.0 extensionValue,591,0,-,109.Extension.0	
T	OPEN TYPE	x
T	TAIBroadcastEUTRA	L	593	1 65535 0
T	TAIBroadcastEUTRA-Item	Q	1	tAI,212,0,-,- completedCellsInTAI-EUTRA,594,0,-,- iE-Extensions,599,1,-,-	
T	CompletedCellsInTAI-EUTRA	L	595	1 65535 0
T	CompletedCellsInTAI-EUTRA-Item	Q	1	eUTRA-CGI,243,0,-,- iE-Extensions,596,1,-,-	
T	ProtocolExtensionContainer	L	597	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,110.id.- criticality,5,0,-,110.criticality.0 extensionValue,598,0,-,110.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	600	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,111.id.- criticality,5,0,-,111.criticality.0 extensionValue,601,0,-,111.Extension.0	
T	OPEN TYPE	x
T	EmergencyAreaIDBroadcastEUTRA	L	603	1 65535 0
T	EmergencyAreaIDBroadcastEUTRA-Item	Q	1	emergencyAreaID,549,0,-,- completedCellsInEAI-EUTRA,604,0,-,- iE-Extensions,609,1,-,-	
T	CompletedCellsInEAI-EUTRA	L	605	1 65535 0
T	CompletedCellsInEAI-EUTRA-Item	Q	1	eUTRA-CGI,243,0,-,- iE-Extensions,606,1,-,-	
T	ProtocolExtensionContainer	L	607	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,112.id.- criticality,5,0,-,112.criticality.0 extensionValue,608,0,-,112.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	610	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,113.id.- criticality,5,0,-,113.criticality.0 extensionValue,611,0,-,113.Extension.0	
T	OPEN TYPE	x
T	CellIDBroadcastNR	L	613	1 65535 0
T	CellIDBroadcastNR-Item	Q	1	nR-CGI,238,0,-,- iE-Extensions,614,1,-,-	
T	ProtocolExtensionContainer	L	615	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,114.id.- criticality,5,0,-,114.criticality.0 extensionValue,616,0,-,114.Extension.0	
T	OPEN TYPE	x
T	TAIBroadcastNR	L	618	1 65535 0
T	TAIBroadcastNR-Item	Q	1	tAI,212,0,-,- completedCellsInTAI-NR,619,0,-,- iE-Extensions,624,1,-,-	
T	CompletedCellsInTAI-NR	L	620	1 65535 0
T	CompletedCellsInTAI-NR-Item	Q	1	nR-CGI,238,0,-,- iE-Extensions,621,1,-,-	
T	ProtocolExtensionContainer	L	622	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,115.id.- criticality,5,0,-,115.criticality.0 extensionValue,623,0,-,115.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	625	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,116.id.- criticality,5,0,-,116.criticality.0 extensionValue,626,0,-,116.Extension.0	
T	OPEN TYPE	x
T	EmergencyAreaIDBroadcastNR	L	628	1 65535 0
T	EmergencyAreaIDBroadcastNR-Item	Q	1	emergencyAreaID,549,0,-,- completedCellsInEAI-NR,629,0,-,- iE-Extensions,634,1,-,-	
T	CompletedCellsInEAI-NR	L	630	1 65535 0
T	CompletedCellsInEAI-NR-Item	Q	1	nR-CGI,238,0,-,- iE-Extensions,631,1,-,-	
T	ProtocolExtensionContainer	L	632	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,117.id.- criticality,5,0,-,117.criticality.0 extensionValue,633,0,-,117.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	635	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,118.id.- criticality,5,0,-,118.criticality.0 extensionValue,636,0,-,118.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,119.id.- criticality,5,0,-,119.criticality.0 value,639,0,-,119.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,119.id.- criticality,5,0,-,119.criticality.0 value,639,0,-,119.Value.0	
T	OPEN TYPE	x
T	BroadcastPLMNItem	Q	1	pLMNIdentity,81,0,-,- tAISliceSupportList,101,0,-,- iE-Extensions,641,1,-,-	
T	ProtocolExtensionContainer	L	642	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,120.id.- criticality,5,0,-,120.criticality.0 extensionValue,643,0,-,120.Extension.0	
T	OPEN TYPE	x
T	TAINSAGSupportList	L	645	1 256 0
T	TAINSAGSupportItem	Q	1	nSAG-ID,646,0,-,- nSAGSliceSupportList,114,0,-,- iE-Extensions,647,1,-,-	
T	NSAG-ID	i	0 255 1
T	ProtocolExtensionContainer	L	648	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,121.id.- criticality,5,0,-,121.criticality.0 extensionValue,649,0,-,121.Extension.0	
T	OPEN TYPE	x
T	BroadcastPLMNList	L	640	1 12 0
T	BroadcastSessionModificationFailure	Q	1	protocolIEs,652,0,-,-	
T	ProtocolIE-Container	L	653	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,122.id.- criticality,5,0,-,122.criticality.0 value,654,0,-,122.Value.0	
T	OPEN TYPE	x
T	MBS-SessionID	Q	1	tMGI,656,0,-,- nID,110,1,-,- iE-Extensions,657,1,-,-	
T	TMGI	O	6 6 0
T	ProtocolExtensionContainer	L	658	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,123.id.- criticality,5,0,-,123.criticality.0 extensionValue,659,0,-,123.Extension.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBSSessionSetupOrModFailureTransfer	Q	1	cause,122,0,-,- criticalityDiagnostics,134,1,-,- iE-Extensions,662,1,-,-	
T	ProtocolExtensionContainer	L	663	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,124.id.- criticality,5,0,-,124.criticality.0 extensionValue,664,0,-,124.Extension.0	
T	OPEN TYPE	x
T	BroadcastSessionModificationRequest	Q	1	protocolIEs,666,0,-,-	
T	ProtocolIE-Container	L	667	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,125.id.- criticality,5,0,-,125.criticality.0 value,668,0,-,125.Value.0	
T	OPEN TYPE	x
T	MBS-ServiceArea	C	0	locationindependent,670,0,-,- locationdependent,676,0,-,- choice-Extensions,682,0,-,-	
T	MBS-ServiceAreaInformation	Q	1	mBS-ServiceAreaCellList,671,1,-,- mBS-ServiceAreaTAIList,672,1,-,- iE-Extensions,673,1,-,-	
T	MBS-ServiceAreaCellList	L	238	1 8192 0
T	MBS-ServiceAreaTAIList	L	212	1 1024 0
T	ProtocolExtensionContainer	L	674	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,126.id.- criticality,5,0,-,126.criticality.0 extensionValue,675,0,-,126.Extension.0	
T	OPEN TYPE	x
T	MBS-ServiceAreaInformationList	L	677	1 256 0
T	MBS-ServiceAreaInformationItem	Q	1	mBS-AreaSessionID,678,0,-,- mBS-ServiceAreaInformation,670,0,-,- iE-Extensions,679,1,-,-	
T	MBS-AreaSessionID	i	0 65535 1
T	ProtocolExtensionContainer	L	680	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,127.id.- criticality,5,0,-,127.criticality.0 extensionValue,681,0,-,127.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,128.id.- criticality,5,0,-,128.criticality.0 value,684,0,-,128.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,128.id.- criticality,5,0,-,128.criticality.0 value,684,0,-,128.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBSSessionSetupOrModRequestTransfer	Q	1	protocolIEs,687,0,-,-	
T	ProtocolIE-Container	L	688	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,129.id.- criticality,5,0,-,129.criticality.0 value,689,0,-,129.Value.0	
T	OPEN TYPE	x
T	MBS-SessionTNLInfo5GC	C	0	locationindependent,691,0,-,- locationdependent,695,0,-,- choice-Extensions,700,0,-,-	
T	SharedNGU-MulticastTNLInformation	Q	1	iP-MulticastAddress,20,0,-,- iP-SourceAddress,20,0,-,- gTP-TEID,261,0,-,- iE-Extensions,692,1,-,-	
T	ProtocolExtensionContainer	L	693	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,130.id.- criticality,5,0,-,130.criticality.0 extensionValue,694,0,-,130.Extension.0	
T	OPEN TYPE	x
T	MBS-SessionTNLInfo5GCList	L	696	1 256 0
T	MBS-SessionTNLInfo5GCItem	Q	1	mBS-AreaSessionID,678,0,-,- sharedNGU-MulticastTNLInformation,691,0,-,- iE-Extensions,697,1,-,-	
T	ProtocolExtensionContainer	L	698	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,131.id.- criticality,5,0,-,131.criticality.0 extensionValue,699,0,-,131.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,132.id.- criticality,5,0,-,132.criticality.0 value,702,0,-,132.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,132.id.- criticality,5,0,-,132.criticality.0 value,702,0,-,132.Value.0	
T	OPEN TYPE	x
T	MBS-QoSFlowsToBeSetupList	L	704	1 64 0
T	MBS-QoSFlowsToBeSetupItem	Q	1	mBSqosFlowIdentifier,270,0,-,- mBSqosFlowLevelQosParameters,705,0,-,- iE-Extensions,743,1,-,-	
T	QosFlowLevelQosParameters	Q	1	qosCharacteristics,706,0,-,- allocationAndRetentionPriority,282,0,-,- gBR-QosInformation,722,1,-,- reflectiveQosAttribute,728,1,-,- additionalQosFlowInformation,280,1,-,- iE-Extensions,729,1,-,-	
T	QosCharacteristics	C	0	nonDynamic5QI,707,0,-,- dynamic5QI,714,0,-,- choice-Extensions,719,0,-,-	
T	NonDynamic5QIDescriptor	Q	1	fiveQI,708,0,-,- priorityLevelQos,709,1,-,- averagingWindow,505,1,-,- maximumDataBurstVolume,311,1,-,- iE-Extensions,710,1,-,-	
T	FiveQI	i	0 255 1
T	PriorityLevelQos	i	1 127 1
T	ProtocolExtensionContainer	L	711	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,133.id.- criticality,5,0,-,133.criticality.0 extensionValue,712,0,-,133.Extension.0	
T	OPEN TYPE	x
T	ExtendedPacketDelayBudget	i	1 65535 1
T	Dynamic5QIDescriptor	Q	1	priorityLevelQos,709,0,-,- packetDelayBudget,301,0,-,- packetErrorRate,302,0,-,- fiveQI,708,1,-,- delayCritical,715,1,-,- averagingWindow,505,1,-,- maximumDataBurstVolume,311,1,-,- iE-Extensions,716,1,-,-	
T	DelayCritical	e	delay-critical,non-delay-critical	+
T	ProtocolExtensionContainer	L	717	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,134.id.- criticality,5,0,-,134.criticality.0 extensionValue,718,0,-,134.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,135.id.- criticality,5,0,-,135.criticality.0 value,721,0,-,135.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,135.id.- criticality,5,0,-,135.criticality.0 value,721,0,-,135.Value.0	
T	OPEN TYPE	x
T	GBR-QosInformation	Q	1	maximumFlowBitRateDL,1,0,-,- maximumFlowBitRateUL,1,0,-,- guaranteedFlowBitRateDL,1,0,-,- guaranteedFlowBitRateUL,1,0,-,- notificationControl,723,1,-,- maximumPacketLossRateDL,724,1,-,- maximumPacketLossRateUL,724,1,-,- iE-Extensions,725,1,-,-	
T	NotificationControl	e	notification-requested	+
T	PacketLossRate	i	0 1000 1
T	ProtocolExtensionContainer	L	726	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,136.id.- criticality,5,0,-,136.criticality.0 extensionValue,727,0,-,136.Extension.0	
T	OPEN TYPE	x
T	ReflectiveQosAttribute	e	subject-to	+
T	ProtocolExtensionContainer	L	730	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,137.id.- criticality,5,0,-,137.criticality.0 extensionValue,731,0,-,137.Extension.0	
T	OPEN TYPE	x
T	QosMonitoringRequest	e	ul,dl,both	+stop
T	QosMonitoringReportingFrequency	i	1 1800 1
T	PDUsetQoSParameters	Q	1	ulPDUSetQoSInformation,735,1,-,- dlPDUSetQoSInformation,735,1,-,- iE-Extensions,740,1,-,-	
T	PDUsetQoSInformation	Q	1	pduSetDelayBudget,713,1,-,- pduSetErrorRate,302,1,-,- pduSetIntegratedHandlingInformation,736,1,-,- iE-Extensions,737,1,-,-	
T	ENUMERATED	e	true,false	+
T	ProtocolExtensionContainer	L	738	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,138.id.- criticality,5,0,-,138.criticality.0 extensionValue,739,0,-,138.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	741	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,139.id.- criticality,5,0,-,139.criticality.0 extensionValue,742,0,-,139.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	744	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,140.id.- criticality,5,0,-,140.criticality.0 extensionValue,745,0,-,140.Extension.0	
T	OPEN TYPE	x
T	MBS-SessionFSAIDList	L	747	1 64 0
T	MBS-SessionFSAID	O	3 3 0
T	SupportedUETypeList	L	749	1 8 0
T	SupportedUEType	e	non-RedCap-eRedCap-UE,redCap-eRedCap-UE	+
T	MBS-NGUFailureIndication	C	0	locationindependent,751,0,-,- locationdependent,752,0,-,- choice-Extensions,757,0,-,-	
T	MBS-UP-FailureIndication	e	ng-u-path-failure-detected	+
T	MBS-UP-FailureIndicationList	L	753	1 256 0
T	MBS-UP-FailureIndicationItem	Q	1	mBS-AreaSessionID,678,0,-,- mBS-UP-FailureIndication,751,0,-,- iE-Extensions,754,1,-,-	
T	ProtocolExtensionContainer	L	755	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,141.id.- criticality,5,0,-,141.criticality.0 extensionValue,756,0,-,141.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,142.id.- criticality,5,0,-,142.criticality.0 value,759,0,-,142.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,142.id.- criticality,5,0,-,142.criticality.0 value,759,0,-,142.Value.0	
T	OPEN TYPE	x
T	BroadcastSessionModificationResponse	Q	1	protocolIEs,761,0,-,-	
T	ProtocolIE-Container	L	762	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,143.id.- criticality,5,0,-,143.criticality.0 value,763,0,-,143.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBSSessionSetupOrModResponseTransfer	Q	1	mBS-SessionTNLInfoNGRAN,766,1,-,- iE-Extensions,775,1,-,-	
T	MBS-SessionTNLInfoNGRAN	C	0	locationindependent,259,0,-,- locationdependent,767,0,-,- choice-Extensions,772,0,-,-	
T	MBS-SessionTNLInfoNGRANList	L	768	1 256 0
T	MBS-SessionTNLInfoNGRANItem	Q	1	mBS-AreaSessionID,678,0,-,- sharedNGU-UnicastTNLInformation,259,1,-,- iE-Extensions,769,1,-,-	
T	ProtocolExtensionContainer	L	770	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,144.id.- criticality,5,0,-,144.criticality.0 extensionValue,771,0,-,144.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,145.id.- criticality,5,0,-,145.criticality.0 value,774,0,-,145.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,145.id.- criticality,5,0,-,145.criticality.0 value,774,0,-,145.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	776	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,146.id.- criticality,5,0,-,146.criticality.0 extensionValue,777,0,-,146.Extension.0	
T	OPEN TYPE	x
T	BroadcastSessionReleaseRequest	Q	1	protocolIEs,779,0,-,-	
T	ProtocolIE-Container	L	780	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,147.id.- criticality,5,0,-,147.criticality.0 value,781,0,-,147.Value.0	
T	OPEN TYPE	x
T	BroadcastSessionReleaseRequired	Q	1	protocolIEs,783,0,-,-	
T	ProtocolIE-Container	L	784	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,148.id.- criticality,5,0,-,148.criticality.0 value,785,0,-,148.Value.0	
T	OPEN TYPE	x
T	BroadcastSessionReleaseResponse	Q	1	protocolIEs,787,0,-,-	
T	ProtocolIE-Container	L	788	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,149.id.- criticality,5,0,-,149.criticality.0 value,789,0,-,149.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBSSessionReleaseResponseTransfer	Q	1	mBS-SessionTNLInfoNGRAN,766,1,-,- iE-Extensions,792,1,-,-	
T	ProtocolExtensionContainer	L	793	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,150.id.- criticality,5,0,-,150.criticality.0 extensionValue,794,0,-,150.Extension.0	
T	OPEN TYPE	x
T	BroadcastSessionSetupFailure	Q	1	protocolIEs,796,0,-,-	
T	ProtocolIE-Container	L	797	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,151.id.- criticality,5,0,-,151.criticality.0 value,798,0,-,151.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	BroadcastSessionSetupRequest	Q	1	protocolIEs,801,0,-,-	
T	ProtocolIE-Container	L	802	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,152.id.- criticality,5,0,-,152.criticality.0 value,803,0,-,152.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	BroadcastSessionSetupResponse	Q	1	protocolIEs,806,0,-,-	
T	ProtocolIE-Container	L	807	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,153.id.- criticality,5,0,-,153.criticality.0 value,808,0,-,153.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	BroadcastSessionTransportFailure	Q	1	protocolIEs,811,0,-,-	
T	ProtocolIE-Container	L	812	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,154.id.- criticality,5,0,-,154.criticality.0 value,813,0,-,154.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	BroadcastTransportFailureTransfer	Q	1	mBS-SessionID,655,0,-,- cause,122,0,-,- criticalityDiagnostics,134,1,-,- iE-Extensions,816,1,-,-	
T	ProtocolExtensionContainer	L	817	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,155.id.- criticality,5,0,-,155.criticality.0 extensionValue,818,0,-,155.Extension.0	
T	OPEN TYPE	x
T	BroadcastSessionTransportRequest	Q	1	protocolIEs,820,0,-,-	
T	ProtocolIE-Container	L	821	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,156.id.- criticality,5,0,-,156.criticality.0 value,822,0,-,156.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	BroadcastTransportRequestTransfer	Q	1	mBS-SessionID,655,0,-,- mBS-SessionTNLInfoNGRAN,766,0,-,- iE-Extensions,825,1,-,-	
T	ProtocolExtensionContainer	L	826	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,157.id.- criticality,5,0,-,157.criticality.0 extensionValue,827,0,-,157.Extension.0	
T	OPEN TYPE	x
T	BroadcastSessionTransportResponse	Q	1	protocolIEs,829,0,-,-	
T	ProtocolIE-Container	L	830	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,158.id.- criticality,5,0,-,158.criticality.0 value,831,0,-,158.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	BroadcastTransportResponseTransfer	Q	1	mBS-SessionID,655,0,-,- iE-Extensions,834,1,-,-	
T	ProtocolExtensionContainer	L	835	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,159.id.- criticality,5,0,-,159.criticality.0 extensionValue,836,0,-,159.Extension.0	
T	OPEN TYPE	x
T	BurstArrivalTime	O	0 - 0
T	BurstArrivalTimeWindow	Q	1	burstArrivalTimeWindowStart,839,0,-,- burstArrivalTimeWindowEnd,840,0,-,- iE-Extension,841,1,-,-	
T	INTEGER	i	0 640000 1
T	INTEGER	i	0 640000 1
T	ProtocolExtensionContainer	L	842	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,160.id.- criticality,5,0,-,160.criticality.0 extensionValue,843,0,-,160.Extension.0	
T	OPEN TYPE	x
T	C-RNTI	B	16 16 0
T	CEmodeBSupport-Indicator	e	supported	+
T	CEmodeBrestricted	e	restricted,not-restricted	+
T	CN-MT-CommunicationHandling	e	supported	+
T	CNAssistedRANTuning	Q	1	expectedUEBehaviour,849,1,-,- iE-Extensions,868,1,-,-	
T	ExpectedUEBehaviour	Q	1	expectedUEActivityBehaviour,850,1,-,- expectedHOInterval,857,1,-,- expectedUEMobility,858,1,-,- expectedUEMovingTrajectory,859,1,-,- iE-Extensions,865,1,-,-	
T	ExpectedUEActivityBehaviour	Q	1	expectedActivityPeriod,851,1,-,- expectedIdlePeriod,852,1,-,- sourceOfUEActivityBehaviourInformation,853,1,-,- iE-Extensions,854,1,-,-	
T	ExpectedActivityPeriod	i	1 181 1
T	ExpectedIdlePeriod	i	1 181 1
T	SourceOfUEActivityBehaviourInformation	e	subscription-information,statistics	+
T	ProtocolExtensionContainer	L	855	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,161.id.- criticality,5,0,-,161.criticality.0 extensionValue,856,0,-,161.Extension.0	
T	OPEN TYPE	x
T	ExpectedHOInterval	e	sec15,sec30,sec60,sec90,sec120,sec180,long-time	+
T	ExpectedUEMobility	e	stationary,mobile	+
T	ExpectedUEMovingTrajectory	L	860	1 16 0
T	ExpectedUEMovingTrajectoryItem	Q	1	nGRAN-CGI,237,0,-,- timeStayedInCell,861,1,-,- iE-Extensions,862,1,-,-	
T	INTEGER	i	0 4095 0
T	ProtocolExtensionContainer	L	863	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,162.id.- criticality,5,0,-,162.criticality.0 extensionValue,864,0,-,162.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	866	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,163.id.- criticality,5,0,-,163.criticality.0 extensionValue,867,0,-,163.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	869	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,164.id.- criticality,5,0,-,164.criticality.0 extensionValue,870,0,-,164.Extension.0	
T	OPEN TYPE	x
T	CNTypeRestrictionsForEquivalent	L	872	1 15 0
T	CNTypeRestrictionsForEquivalentItem	Q	1	plmnIdentity,81,0,-,- cn-Type,873,0,-,- iE-Extensions,874,1,-,-	
T	ENUMERATED	e	epc-forbidden,fiveGC-forbidden	+
T	ProtocolExtensionContainer	L	875	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,165.id.- criticality,5,0,-,165.criticality.0 extensionValue,876,0,-,165.Extension.0	
T	OPEN TYPE	x
T	CNTypeRestrictionsForServing	e	epc-forbidden	+
T	CNsubgroupID	i	0 7 1
T	COUNTValueForPDCP-SN12	Q	1	pDCP-SN12,880,0,-,- hFN-PDCP-SN12,881,0,-,- iE-Extensions,882,1,-,-	
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 1048575 0
T	ProtocolExtensionContainer	L	883	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,166.id.- criticality,5,0,-,166.criticality.0 extensionValue,884,0,-,166.Extension.0	
T	OPEN TYPE	x
T	COUNTValueForPDCP-SN18	Q	1	pDCP-SN18,886,0,-,- hFN-PDCP-SN18,887,0,-,- iE-Extensions,888,1,-,-	
T	INTEGER	i	0 262143 0
T	INTEGER	i	0 16383 0
T	ProtocolExtensionContainer	L	889	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,167.id.- criticality,5,0,-,167.criticality.0 extensionValue,890,0,-,167.Extension.0	
T	OPEN TYPE	x
T	CancelAllWarningMessages	e	true	+
T	CandidateCell	C	0	candidateCGI,893,0,-,- candidatePCI,897,0,-,- choice-Extensions,903,0,-,-	
T	CandidateCellID	Q	1	candidateCellID,238,0,-,- iE-Extensions,894,1,-,-	
T	ProtocolExtensionContainer	L	895	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,168.id.- criticality,5,0,-,168.criticality.0 extensionValue,896,0,-,168.Extension.0	
T	OPEN TYPE	x
T	CandidatePCI	Q	1	candidatePCI,898,0,-,- candidateNRARFCN,899,0,-,- iE-Extensions,900,1,-,-	
T	INTEGER	i	0 1007 1
T	INTEGER	i	0 3279165 0
T	ProtocolExtensionContainer	L	901	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,169.id.- criticality,5,0,-,169.criticality.0 extensionValue,902,0,-,169.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,170.id.- criticality,5,0,-,170.criticality.0 value,905,0,-,170.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,170.id.- criticality,5,0,-,170.criticality.0 value,905,0,-,170.Value.0	
T	OPEN TYPE	x
T	CandidateCellItem	Q	1	candidateCell,892,0,-,- iE-Extensions,907,1,-,-	
T	ProtocolExtensionContainer	L	908	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,171.id.- criticality,5,0,-,171.criticality.0 extensionValue,909,0,-,171.Extension.0	
T	OPEN TYPE	x
T	CandidateCellList	L	906	1 32 0
T	CandidateRelayUE-ID	B	24 24 0
T	CandidateRelayUEInformationItem	Q	1	candidateRelayUE-Id,911,0,-,- iE-Extensions,913,1,-,-	
T	ProtocolExtensionContainer	L	914	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,172.id.- criticality,5,0,-,172.criticality.0 extensionValue,915,0,-,172.Extension.0	
T	OPEN TYPE	x
T	CandidateRelayUEInformationList	L	912	1 32 0
T	Cell-CAGInformation	Q	1	nGRAN-CGI,237,0,-,- cellCAGList,918,0,-,- iE-Extensions,919,1,-,-	
T	CellCAGList	L	290	1 64 0
T	ProtocolExtensionContainer	L	920	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,173.id.- criticality,5,0,-,173.criticality.0 extensionValue,921,0,-,173.Extension.0	
T	OPEN TYPE	x
T	CellIDListForRestart	C	0	eUTRA-CGIListforRestart,923,0,-,- nR-CGIListforRestart,924,0,-,- choice-Extensions,925,0,-,-	
T	EUTRA-CGIList	L	243	1 256 0
T	NR-CGIList	L	238	1 16384 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,174.id.- criticality,5,0,-,174.criticality.0 value,927,0,-,174.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,174.id.- criticality,5,0,-,174.criticality.0 value,927,0,-,174.Value.0	
T	OPEN TYPE	x
T	CellSize	e	verysmall,small,medium,large	+
T	CellTrafficTrace	Q	1	protocolIEs,930,0,-,-	
T	ProtocolIE-Container	L	931	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,175.id.- criticality,5,0,-,175.criticality.0 value,932,0,-,175.Value.0	
T	OPEN TYPE	x
T	NGRANTraceID	O	8 8 0
T	PrivacyIndicator	e	immediate-MDT,logged-MDT	+
T	URI-address	k	VisibleString	0 - 0	8 0	
T	CellType	Q	1	cellSize,928,0,-,- iE-Extensions,937,1,-,-	
T	ProtocolExtensionContainer	L	938	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,176.id.- criticality,5,0,-,176.criticality.0 extensionValue,939,0,-,176.Extension.0	
T	OPEN TYPE	x
T	CellsToActivateList	L	237	1 16384 0
T	ClockAccuracy	C	0	clockAccuracyValue,942,0,-,- clockAccuracyIndex,943,0,-,- choice-Extensions,944,0,-,-	
T	INTEGER	i	1 40000000 1
T	INTEGER	i	32 47 1
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,177.id.- criticality,5,0,-,177.criticality.0 value,946,0,-,177.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,177.id.- criticality,5,0,-,177.criticality.0 value,946,0,-,177.Value.0	
T	OPEN TYPE	x
T	ClockQualityAcceptanceCriteria	Q	1	synchronisationState,948,1,-,- traceabletoUTC,949,1,-,- traceabletoGNSS,950,1,-,- clockFrequencyStability,951,1,-,- clockAccuracy,952,1,-,- parentTImeSource,953,1,-,- iE-Extensions,954,1,-,-	
T	BIT STRING	B	8 8 1
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	BIT STRING	B	16 16 0
T	INTEGER	i	1 40000000 1
T	BIT STRING	B	16 16 1
T	ProtocolExtensionContainer	L	955	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,178.id.- criticality,5,0,-,178.criticality.0 extensionValue,956,0,-,178.Extension.0	
T	OPEN TYPE	x
T	ClockQualityAcceptanceIndication	Q	1	clockQualityAcceptanceCriteria,947,0,-,- iE-Extensions,958,1,-,-	
T	ProtocolExtensionContainer	L	959	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,179.id.- criticality,5,0,-,179.criticality.0 extensionValue,960,0,-,179.Extension.0	
T	OPEN TYPE	x
T	ClockQualityDetailLevel	C	0	clockQualityMetrics,962,0,-,- clockQualityAcceptanceIndication,957,0,-,- choice-extensions,963,0,-,-	
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,180.id.- criticality,5,0,-,180.criticality.0 value,965,0,-,180.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,180.id.- criticality,5,0,-,180.criticality.0 value,965,0,-,180.Value.0	
T	OPEN TYPE	x
T	ClockQualityReportingControlInfo	Q	1	clockQualityDetailLevel,961,0,-,- iE-Extensions,967,1,-,-	
T	ProtocolExtensionContainer	L	968	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,181.id.- criticality,5,0,-,181.criticality.0 extensionValue,969,0,-,181.Extension.0	
T	OPEN TYPE	x
T	CommonNetworkInstance	O	0 - 0
T	CompositeAvailableCapacity	Q	1	cellCapacityClassValue,972,1,-,- capacityValue,973,0,-,- iE-Extensions,974,1,-,-	
T	INTEGER	i	1 100 1
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	975	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,182.id.- criticality,5,0,-,182.criticality.0 extensionValue,976,0,-,182.Extension.0	
T	OPEN TYPE	x
T	ConcurrentWarningMessageInd	e	true	+
T	ConfidentialityProtectionIndication	e	required,preferred,not-needed	+
T	ConfidentialityProtectionResult	e	performed,not-performed	+
T	ConfiguredNSSAI	O	128 128 0
T	ConfiguredTACIndication	e	true	+
T	CongestionInformationRequest	e	ul,dl,both,stop	+
T	ConnectionEstablishmentIndication	Q	1	protocolIEs,984,0,-,-	
T	ProtocolIE-Container	L	985	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,183.id.- criticality,5,0,-,183.criticality.0 value,986,0,-,183.Value.0	
T	OPEN TYPE	x
T	UERadioCapability	O	0 - 0
T	EndIndication	e	no-further-data,further-data-exists	+
T	UE-DifferentiationInfo	Q	1	periodicCommunicationIndicator,990,1,-,- periodicTime,991,1,-,- scheduledCommunicationTime,992,1,-,- stationaryIndication,999,1,-,- trafficProfile,1000,1,-,- batteryIndication,1001,1,-,- iE-Extensions,1002,1,-,-	
T	ENUMERATED	e	periodically,ondemand	+
T	INTEGER	i	1 3600 1
T	ScheduledCommunicationTime	Q	1	dayofWeek,993,1,-,- timeofDayStart,994,1,-,- timeofDayEnd,995,1,-,- iE-Extensions,996,1,-,-	
T	BIT STRING	B	7 7 0
T	INTEGER	i	0 86399 1
T	INTEGER	i	0 86399 1
T	ProtocolExtensionContainer	L	997	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,184.id.- criticality,5,0,-,184.criticality.0 extensionValue,998,0,-,184.Extension.0	
T	OPEN TYPE	x
T	ENUMERATED	e	stationary,mobile	+
T	ENUMERATED	e	single-packet,dual-packets,multiple-packets	+
T	ENUMERATED	e	battery-powered,battery-powered-not-rechargeable-or-replaceable,not-battery-powered	+
T	ProtocolExtensionContainer	L	1003	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,185.id.- criticality,5,0,-,185.criticality.0 extensionValue,1004,0,-,185.Extension.0	
T	OPEN TYPE	x
T	DL-CP-SecurityInformation	Q	1	dl-NAS-MAC,1006,0,-,- iE-Extensions,1007,1,-,-	
T	DL-NAS-MAC	B	16 16 0
T	ProtocolExtensionContainer	L	1008	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,186.id.- criticality,5,0,-,186.criticality.0 extensionValue,1009,0,-,186.Extension.0	
T	OPEN TYPE	x
T	NB-IoT-UEPriority	i	0 255 1
T	Enhanced-CoverageRestriction	e	restricted	+
T	UERadioCapabilityID	O	0 - 0
T	MaskedIMEISV	B	64 64 0
T	CoreNetworkAssistanceInformationForInactive	Q	1	uEIdentityIndexValue,1015,0,-,- uESpecificDRX,1020,1,-,- periodicRegistrationUpdateTimer,1021,0,-,- mICOModeIndication,1022,1,-,- tAIListForInactive,1023,0,-,- expectedUEBehaviour,849,1,-,- iE-Extensions,1028,1,-,-	
T	UEIdentityIndexValue	C	0	indexLength10,1016,0,-,- choice-Extensions,1017,0,-,-	
T	BIT STRING	B	10 10 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,187.id.- criticality,5,0,-,187.criticality.0 value,1019,0,-,187.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,187.id.- criticality,5,0,-,187.criticality.0 value,1019,0,-,187.Value.0	
T	OPEN TYPE	x
T	PagingDRX	e	v32,v64,v128,v256	+
T	PeriodicRegistrationUpdateTimer	B	8 8 0
T	MICOModeIndication	e	true	+
T	TAIListForInactive	L	1024	1 16 0
T	TAIListForInactiveItem	Q	1	tAI,212,0,-,- iE-Extensions,1025,1,-,-	
T	ProtocolExtensionContainer	L	1026	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,188.id.- criticality,5,0,-,188.criticality.0 extensionValue,1027,0,-,188.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1029	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,189.id.- criticality,5,0,-,189.criticality.0 extensionValue,1030,0,-,189.Extension.0	
T	OPEN TYPE	x
T	EUTRA-PagingeDRXInformation	Q	1	eUTRA-paging-eDRX-Cycle,1032,0,-,- eUTRA-paging-Time-Window,1033,1,-,- iE-Extensions,1034,1,-,-	
T	EUTRA-Paging-eDRX-Cycle	e	hfhalf,hf1,hf2,hf4,hf6,hf8,hf10,hf12,hf14,hf16,hf32,hf64,hf128,hf256	+
T	EUTRA-Paging-Time-Window	e	s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s11,s12,s13,s14,s15,s16	+
T	ProtocolExtensionContainer	L	1035	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,190.id.- criticality,5,0,-,190.criticality.0 extensionValue,1036,0,-,190.Extension.0	
T	OPEN TYPE	x
T	ExtendedUEIdentityIndexValue	B	16 16 0
T	UERadioCapabilityForPaging	Q	1	uERadioCapabilityForPagingOfNR,1039,1,-,- uERadioCapabilityForPagingOfEUTRA,1040,1,-,- iE-Extensions,1041,1,-,-	
T	UERadioCapabilityForPagingOfNR	O	0 - 0
T	UERadioCapabilityForPagingOfEUTRA	O	0 - 0
T	ProtocolExtensionContainer	L	1042	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,191.id.- criticality,5,0,-,191.criticality.0 extensionValue,1043,0,-,191.Extension.0	
T	OPEN TYPE	x
T	UERadioCapabilityForPagingOfNB-IoT	O	0 - 0
T	MicoAllPLMN	e	true	+
T	NR-PagingeDRXInformation	Q	1	nR-paging-eDRX-Cycle,1047,0,-,- nR-paging-Time-Window,1048,1,-,- iE-Extensions,1049,1,-,-	
T	NR-Paging-eDRX-Cycle	e	hfquarter,hfhalf,hf1,hf2,hf4,hf8,hf16,hf32,hf64,hf128,hf256,hf512,hf1024	+
T	NR-Paging-Time-Window	e	s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s11,s12,s13,s14,s15,s16	+s17,s18,s19,s20,s21,s22,s23,s24,s25,s26,s27,s28,s29,s30,s31,s32
T	ProtocolExtensionContainer	L	1050	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,192.id.- criticality,5,0,-,192.criticality.0 extensionValue,1051,0,-,192.Extension.0	
T	OPEN TYPE	x
T	PagingCauseIndicationForVoiceService	e	supported	+
T	PEIPSassistanceInformation	Q	1	cNsubgroupID,878,0,-,- iE-Extensions,1054,1,-,-	
T	ProtocolExtensionContainer	L	1055	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,193.id.- criticality,5,0,-,193.criticality.0 extensionValue,1056,0,-,193.Extension.0	
T	OPEN TYPE	x
T	HashedUEIdentityIndexValue	B	13 13 1
T	DAPSRequestInfo	Q	1	dAPSIndicator,1059,0,-,- iE-Extensions,1060,1,-,-	
T	ENUMERATED	e	daps-ho-required	+
T	ProtocolExtensionContainer	L	1061	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,194.id.- criticality,5,0,-,194.criticality.0 extensionValue,1062,0,-,194.Extension.0	
T	OPEN TYPE	x
T	DAPSResponseInfo	Q	1	dapsresponseindicator,1064,0,-,- iE-Extensions,1065,1,-,-	
T	ENUMERATED	e	daps-ho-accepted,daps-ho-not-accepted	+
T	ProtocolExtensionContainer	L	1066	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,195.id.- criticality,5,0,-,195.criticality.0 extensionValue,1067,0,-,195.Extension.0	
T	OPEN TYPE	x
T	DAPSResponseInfoItem	Q	1	dRB-ID,1069,0,-,- dAPSResponseInfo,1063,0,-,- iE-Extension,1070,1,-,-	
T	DRB-ID	i	1 32 1
T	ProtocolExtensionContainer	L	1071	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,196.id.- criticality,5,0,-,196.criticality.0 extensionValue,1072,0,-,196.Extension.0	
T	OPEN TYPE	x
T	DAPSResponseInfoList	L	1068	1 32 0
T	DL-NGU-TNLInformationReused	e	true	+
T	DL-Signalling	e	true	+
T	DLCountChoice	C	0	count12bits,879,0,-,- count18bits,885,0,-,- choice-extension,1077,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,197.id.- criticality,5,0,-,197.criticality.0 value,1079,0,-,197.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,197.id.- criticality,5,0,-,197.criticality.0 value,1079,0,-,197.Value.0	
T	OPEN TYPE	x
T	DLDiscarding	Q	1	dRBsSubjectToDLDiscarding,1081,0,-,- iE-Extension,1086,1,-,-	
T	DRBsSubjectToDLDiscarding-List	L	1082	1 32 0
T	DRBsSubjectToDLDiscarding-Item	Q	1	drbID,1069,0,-,- dlCount,1076,0,-,- iE-Extension,1083,1,-,-	
T	ProtocolExtensionContainer	L	1084	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,198.id.- criticality,5,0,-,198.criticality.0 extensionValue,1085,0,-,198.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1087	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,199.id.- criticality,5,0,-,199.criticality.0 extensionValue,1088,0,-,199.Extension.0	
T	OPEN TYPE	x
T	DLForwarding	e	dl-forwarding-proposed	+
T	DRBStatusDL	C	0	dRBStatusDL12,1091,0,-,- dRBStatusDL18,1095,0,-,- choice-Extensions,1099,0,-,-	
T	DRBStatusDL12	Q	1	dL-COUNTValue,879,0,-,- iE-Extension,1092,1,-,-	
T	ProtocolExtensionContainer	L	1093	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,200.id.- criticality,5,0,-,200.criticality.0 extensionValue,1094,0,-,200.Extension.0	
T	OPEN TYPE	x
T	DRBStatusDL18	Q	1	dL-COUNTValue,885,0,-,- iE-Extension,1096,1,-,-	
T	ProtocolExtensionContainer	L	1097	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,201.id.- criticality,5,0,-,201.criticality.0 extensionValue,1098,0,-,201.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,202.id.- criticality,5,0,-,202.criticality.0 value,1101,0,-,202.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,202.id.- criticality,5,0,-,202.criticality.0 value,1101,0,-,202.Value.0	
T	OPEN TYPE	x
T	DRBStatusUL	C	0	dRBStatusUL12,1103,0,-,- dRBStatusUL18,1108,0,-,- choice-Extensions,1113,0,-,-	
T	DRBStatusUL12	Q	1	uL-COUNTValue,879,0,-,- receiveStatusOfUL-PDCP-SDUs,1104,1,-,- iE-Extension,1105,1,-,-	
T	BIT STRING	B	1 2048 0
T	ProtocolExtensionContainer	L	1106	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,203.id.- criticality,5,0,-,203.criticality.0 extensionValue,1107,0,-,203.Extension.0	
T	OPEN TYPE	x
T	DRBStatusUL18	Q	1	uL-COUNTValue,885,0,-,- receiveStatusOfUL-PDCP-SDUs,1109,1,-,- iE-Extension,1110,1,-,-	
T	BIT STRING	B	1 131072 0
T	ProtocolExtensionContainer	L	1111	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,204.id.- criticality,5,0,-,204.criticality.0 extensionValue,1112,0,-,204.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,205.id.- criticality,5,0,-,205.criticality.0 value,1115,0,-,205.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,205.id.- criticality,5,0,-,205.criticality.0 value,1115,0,-,205.Value.0	
T	OPEN TYPE	x
T	DRBsSubjectToEarlyStatusTransfer-Item	Q	1	dRB-ID,1069,0,-,- firstDLCOUNT,1090,0,-,- iE-Extension,1117,1,-,-	
T	ProtocolExtensionContainer	L	1118	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,206.id.- criticality,5,0,-,206.criticality.0 extensionValue,1119,0,-,206.Extension.0	
T	OPEN TYPE	x
T	DRBsSubjectToEarlyStatusTransfer-List	L	1116	1 32 0
T	DRBsSubjectToStatusTransferItem	Q	1	dRB-ID,1069,0,-,- dRBStatusUL,1102,0,-,- dRBStatusDL,1090,0,-,- iE-Extension,1122,1,-,-	
T	ProtocolExtensionContainer	L	1123	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,207.id.- criticality,5,0,-,207.criticality.0 extensionValue,1124,0,-,207.Extension.0	
T	OPEN TYPE	x
T	DRBsSubjectToStatusTransferList	L	1121	1 32 0
T	DRBsToQosFlowsMappingItem	Q	1	dRB-ID,1069,0,-,- associatedQosFlowList,496,0,-,- iE-Extensions,1127,1,-,-	
T	ProtocolExtensionContainer	L	1128	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,208.id.- criticality,5,0,-,208.criticality.0 extensionValue,1129,0,-,208.Extension.0	
T	OPEN TYPE	x
T	DRBsToQosFlowsMappingList	L	1126	1 32 0
T	DataCodingScheme	B	8 8 0
T	DataForwardingNotPossible	e	data-forwarding-not-possible	+
T	DataForwardingResponseDRBItem	Q	1	dRB-ID,1069,0,-,- dLForwardingUP-TNLInformation,259,1,-,- uLForwardingUP-TNLInformation,259,1,-,- iE-Extensions,1134,1,-,-	
T	ProtocolExtensionContainer	L	1135	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,209.id.- criticality,5,0,-,209.criticality.0 extensionValue,1136,0,-,209.Extension.0	
T	OPEN TYPE	x
T	DataForwardingResponseDRBList	L	1133	1 32 0
T	DataForwardingResponseERABList	L	1139	1 256 0
T	DataForwardingResponseERABListItem	Q	1	e-RAB-ID,1140,0,-,- dLForwardingUP-TNLInformation,259,0,-,- iE-Extensions,1141,1,-,-	
T	E-RAB-ID	i	0 15 1
T	ProtocolExtensionContainer	L	1142	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,210.id.- criticality,5,0,-,210.criticality.0 extensionValue,1143,0,-,210.Extension.0	
T	OPEN TYPE	x
T	DeactivateTrace	Q	1	protocolIEs,1145,0,-,-	
T	ProtocolIE-Container	L	1146	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,211.id.- criticality,5,0,-,211.criticality.0 value,1147,0,-,211.Value.0	
T	OPEN TYPE	x
T	DirectForwardingPathAvailability	e	direct-path-available	+
T	DistributionReleaseRequest	Q	1	protocolIEs,1150,0,-,-	
T	ProtocolIE-Container	L	1151	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,212.id.- criticality,5,0,-,212.criticality.0 value,1152,0,-,212.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBS-DistributionReleaseRequestTransfer	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- sharedNGU-UnicastTNLInformation,259,1,-,- cause,122,0,-,- iE-Extensions,1155,1,-,-	
T	ProtocolExtensionContainer	L	1156	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,213.id.- criticality,5,0,-,213.criticality.0 extensionValue,1157,0,-,213.Extension.0	
T	OPEN TYPE	x
T	DistributionReleaseResponse	Q	1	protocolIEs,1159,0,-,-	
T	ProtocolIE-Container	L	1160	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,214.id.- criticality,5,0,-,214.criticality.0 value,1161,0,-,214.Value.0	
T	OPEN TYPE	x
T	DistributionSetupFailure	Q	1	protocolIEs,1163,0,-,-	
T	ProtocolIE-Container	L	1164	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,215.id.- criticality,5,0,-,215.criticality.0 value,1165,0,-,215.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBS-DistributionSetupUnsuccessfulTransfer	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- cause,122,0,-,- criticalityDiagnostics,134,1,-,- iE-Extensions,1168,1,-,-	
T	ProtocolExtensionContainer	L	1169	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,216.id.- criticality,5,0,-,216.criticality.0 extensionValue,1170,0,-,216.Extension.0	
T	OPEN TYPE	x
T	DistributionSetupRequest	Q	1	protocolIEs,1172,0,-,-	
T	ProtocolIE-Container	L	1173	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,217.id.- criticality,5,0,-,217.criticality.0 value,1174,0,-,217.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBS-DistributionSetupRequestTransfer	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- sharedNGU-UnicastTNLInformation,259,1,-,- iE-Extensions,1177,1,-,-	
T	ProtocolExtensionContainer	L	1178	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,218.id.- criticality,5,0,-,218.criticality.0 extensionValue,1179,0,-,218.Extension.0	
T	OPEN TYPE	x
T	TAIMBSSupportList	L	1181	1 256 0
T	TAIMBSSupportItem	Q	1	tAI,212,0,-,- iE-Extensions,1182,1,-,-	
T	ProtocolExtensionContainer	L	1183	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,219.id.- criticality,5,0,-,219.criticality.0 extensionValue,1184,0,-,219.Extension.0	
T	OPEN TYPE	x
T	DistributionSetupResponse	Q	1	protocolIEs,1186,0,-,-	
T	ProtocolIE-Container	L	1187	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,220.id.- criticality,5,0,-,220.criticality.0 value,1188,0,-,220.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MBS-DistributionSetupResponseTransfer	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- sharedNGU-MulticastTNLInformation,691,1,-,- mBS-QoSFlowsToBeSetupList,703,0,-,- mBSSessionStatus,1191,0,-,- mBS-ServiceArea,669,1,-,- iE-Extensions,1192,1,-,-	
T	MBSSessionStatus	e	activated,deactivated	+
T	ProtocolExtensionContainer	L	1193	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,221.id.- criticality,5,0,-,221.criticality.0 extensionValue,1194,0,-,221.Extension.0	
T	OPEN TYPE	x
T	DownlinkNASTransport	Q	1	protocolIEs,1196,0,-,-	
T	ProtocolIE-Container	L	1197	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,222.id.- criticality,5,0,-,222.criticality.0 value,1198,0,-,222.Value.0	
T	OPEN TYPE	x
T	RANPagingPriority	i	1 256 0
T	NAS-PDU	O	0 - 0
T	MobilityRestrictionList	Q	1	servingPLMN,81,0,-,- equivalentPLMNs,1202,1,-,- rATRestrictions,1203,1,-,- forbiddenAreaInformation,1215,1,-,- serviceAreaInformation,1221,1,-,- iE-Extensions,1227,1,-,-	
T	EquivalentPLMNs	L	81	1 15 0
T	RATRestrictions	L	1204	1 16 0
T	RATRestrictions-Item	Q	1	pLMNIdentity,81,0,-,- rATRestrictionInformation,1205,0,-,- iE-Extensions,1206,1,-,-	
T	RATRestrictionInformation	B	8 8 1
T	ProtocolExtensionContainer	L	1207	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,223.id.- criticality,5,0,-,223.criticality.0 extensionValue,1208,0,-,223.Extension.0	
T	OPEN TYPE	x
T	ExtendedRATRestrictionInformation	Q	1	primaryRATRestriction,1210,0,-,- secondaryRATRestriction,1211,0,-,- iE-Extensions,1212,1,-,-	
T	BIT STRING	B	8 8 1
T	BIT STRING	B	8 8 1
T	ProtocolExtensionContainer	L	1213	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,224.id.- criticality,5,0,-,224.criticality.0 extensionValue,1214,0,-,224.Extension.0	
T	OPEN TYPE	x
T	ForbiddenAreaInformation	L	1216	1 16 0
T	ForbiddenAreaInformation-Item	Q	1	pLMNIdentity,81,0,-,- forbiddenTACs,1217,0,-,- iE-Extensions,1218,1,-,-	
T	ForbiddenTACs	L	213	1 4096 0
T	ProtocolExtensionContainer	L	1219	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,225.id.- criticality,5,0,-,225.criticality.0 extensionValue,1220,0,-,225.Extension.0	
T	OPEN TYPE	x
T	ServiceAreaInformation	L	1222	1 16 0
T	ServiceAreaInformation-Item	Q	1	pLMNIdentity,81,0,-,- allowedTACs,299,1,-,- notAllowedTACs,1223,1,-,- iE-Extensions,1224,1,-,-	
T	NotAllowedTACs	L	213	1 16 0
T	ProtocolExtensionContainer	L	1225	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,226.id.- criticality,5,0,-,226.criticality.0 extensionValue,1226,0,-,226.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1228	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,227.id.- criticality,5,0,-,227.criticality.0 extensionValue,1229,0,-,227.Extension.0	
T	OPEN TYPE	x
T	NPN-MobilityInformation	C	0	sNPN-MobilityInformation,1231,0,-,- pNI-NPN-MobilityInformation,1240,0,-,- choice-Extensions,1244,0,-,-	
T	SNPN-MobilityInformation	Q	1	serving-NID,110,0,-,- iE-Extensions,1232,1,-,-	
T	ProtocolExtensionContainer	L	1233	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,228.id.- criticality,5,0,-,228.criticality.0 extensionValue,1234,0,-,228.Extension.0	
T	OPEN TYPE	x
T	EquivalentSNPNsList	L	1236	1 15 0
T	EquivalentSNPNsItem	Q	1	plmnIdentity,81,0,-,- nID,110,0,-,- iE-Extensions,1237,1,-,-	
T	ProtocolExtensionContainer	L	1238	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,229.id.- criticality,5,0,-,229.criticality.0 extensionValue,1239,0,-,229.Extension.0	
T	OPEN TYPE	x
T	PNI-NPN-MobilityInformation	Q	1	allowed-PNI-NPI-List,296,0,-,- iE-Extensions,1241,1,-,-	
T	ProtocolExtensionContainer	L	1242	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,230.id.- criticality,5,0,-,230.criticality.0 extensionValue,1243,0,-,230.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,231.id.- criticality,5,0,-,231.criticality.0 value,1246,0,-,231.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,231.id.- criticality,5,0,-,231.criticality.0 value,1246,0,-,231.Value.0	
T	OPEN TYPE	x
T	IndexToRFSP	i	1 256 1
T	UEAggregateMaximumBitRate	Q	1	uEAggregateMaximumBitRateDL,1,0,-,- uEAggregateMaximumBitRateUL,1,0,-,- iE-Extensions,1249,1,-,-	
T	ProtocolExtensionContainer	L	1250	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,232.id.- criticality,5,0,-,232.criticality.0 extensionValue,1251,0,-,232.Extension.0	
T	OPEN TYPE	x
T	SRVCCOperationPossible	e	possible,notPossible	+
T	Extended-ConnectedTime	i	0 255 0
T	UECapabilityInfoRequest	e	requested	+
T	TargetNSSAIInformation	Q	1	targetNSSAI,1256,0,-,- indexToRFSP,1247,0,-,- iE-Extensions,1261,1,-,-	
T	TargetNSSAI	L	1257	1 8 0
T	TargetNSSAI-Item	Q	1	s-NSSAI,57,0,-,- iE-Extensions,1258,1,-,-	
T	ProtocolExtensionContainer	L	1259	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,233.id.- criticality,5,0,-,233.criticality.0 extensionValue,1260,0,-,233.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1262	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,234.id.- criticality,5,0,-,234.criticality.0 extensionValue,1263,0,-,234.Extension.0	
T	OPEN TYPE	x
T	MobileIAB-Authorized	e	authorized,not-authorized	+
T	DownlinkNonUEAssociatedNRPPaTransport	Q	1	protocolIEs,1266,0,-,-	
T	ProtocolIE-Container	L	1267	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,235.id.- criticality,5,0,-,235.criticality.0 value,1268,0,-,235.Value.0	
T	OPEN TYPE	x
T	RoutingID	O	0 - 0
T	NRPPa-PDU	O	0 - 0
T	DownlinkRANConfigurationTransfer	Q	1	protocolIEs,1272,0,-,-	
T	ProtocolIE-Container	L	1273	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,236.id.- criticality,5,0,-,236.criticality.0 value,1274,0,-,236.Value.0	
T	OPEN TYPE	x
T	SONConfigurationTransfer	Q	1	targetRANNodeID-SON,1276,0,-,- sourceRANNodeID,1280,0,-,- sONInformation,1284,0,-,- xnTNLConfigurationInfo,1287,1,-,- iE-Extensions,1340,1,-,-	
T	TargetRANNodeID-SON	Q	1	globalRANNodeID,152,0,-,- selectedTAI,212,0,-,- iE-Extensions,1277,1,-,-	
T	ProtocolExtensionContainer	L	1278	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,237.id.- criticality,5,0,-,237.criticality.0 extensionValue,1279,0,-,237.Extension.0	
T	OPEN TYPE	x
T	SourceRANNodeID	Q	1	globalRANNodeID,152,0,-,- selectedTAI,212,0,-,- iE-Extensions,1281,1,-,-	
T	ProtocolExtensionContainer	L	1282	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,238.id.- criticality,5,0,-,238.criticality.0 extensionValue,1283,0,-,238.Extension.0	
T	OPEN TYPE	x
T	SONInformation	C	0	sONInformationRequest,1285,0,-,- sONInformationReply,1286,0,-,- choice-Extensions,1302,0,-,-	
T	SONInformationRequest	e	xn-TNL-configuration-info	+
T	SONInformationReply	Q	1	xnTNLConfigurationInfo,1287,1,-,- iE-Extensions,1299,1,-,-	
T	XnTNLConfigurationInfo	Q	1	xnTransportLayerAddresses,1288,0,-,- xnExtendedTransportLayerAddresses,1289,1,-,- iE-Extensions,1296,1,-,-	
T	XnTLAs	L	20	1 2 0
T	XnExtTLAs	L	1290	1 16 0
T	XnExtTLA-Item	Q	1	iPsecTLA,20,1,-,- gTP-TLAs,1291,1,-,- iE-Extensions,1292,1,-,-	
T	XnGTP-TLAs	L	20	1 16 0
T	ProtocolExtensionContainer	L	1293	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,239.id.- criticality,5,0,-,239.criticality.0 extensionValue,1294,0,-,239.Extension.0	
T	OPEN TYPE	x
T	SCTP-TLAs	L	20	1 2 0
T	ProtocolExtensionContainer	L	1297	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,240.id.- criticality,5,0,-,240.criticality.0 extensionValue,1298,0,-,240.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1300	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,241.id.- criticality,5,0,-,241.criticality.0 extensionValue,1301,0,-,241.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,242.id.- criticality,5,0,-,242.criticality.0 value,1304,0,-,242.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,242.id.- criticality,5,0,-,242.criticality.0 value,1304,0,-,242.Value.0	
T	OPEN TYPE	x
T	SONInformationReport	C	0	failureIndicationInformation,1306,0,-,- hOReportInformation,1316,0,-,- choice-Extensions,1325,0,-,-	
T	FailureIndication	Q	1	uERLFReportContainer,1307,0,-,- iE-Extensions,1313,1,-,-	
T	UERLFReportContainer	C	0	nR,1308,0,-,- lTE,1309,0,-,- choice-Extensions,1310,0,-,-	
T	NRUERLFReportContainer	O	0 - 0
T	LTEUERLFReportContainer	O	0 - 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,243.id.- criticality,5,0,-,243.criticality.0 value,1312,0,-,243.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,243.id.- criticality,5,0,-,243.criticality.0 value,1312,0,-,243.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1314	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,244.id.- criticality,5,0,-,244.criticality.0 extensionValue,1315,0,-,244.Extension.0	
T	OPEN TYPE	x
T	HOReport	Q	1	handoverReportType,1317,0,-,- handoverCause,122,0,-,- sourcecellCGI,237,0,-,- targetcellCGI,237,0,-,- reestablishmentcellCGI,237,1,-,- sourcecellC-RNTI,1318,1,-,- targetcellinE-UTRAN,243,1,-,- mobilityInformation,1319,1,-,- uERLFReportContainer,1307,1,-,- iE-Extensions,1320,1,-,-	
T	ENUMERATED	e	ho-too-early,ho-to-wrong-cell,intersystem-ping-pong	+
T	BIT STRING	B	16 16 0
T	MobilityInformation	B	16 16 0
T	ProtocolExtensionContainer	L	1321	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,245.id.- criticality,5,0,-,245.criticality.0 extensionValue,1322,0,-,245.Extension.0	
T	OPEN TYPE	x
T	ExtendedMobilityInformation	B	32 32 0
T	TimeSinceFailure	i	0 172800 1
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,246.id.- criticality,5,0,-,246.criticality.0 value,1327,0,-,246.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,246.id.- criticality,5,0,-,246.criticality.0 value,1327,0,-,246.Value.0	
T	OPEN TYPE	x
T	SuccessfulHandoverReportList	L	1329	1 64 0
T	SuccessfulHandoverReport-Item	Q	1	successfulHOReportContainer,1330,0,-,- iE-Extensions,1331,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	1332	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,247.id.- criticality,5,0,-,247.criticality.0 extensionValue,1333,0,-,247.Extension.0	
T	OPEN TYPE	x
T	SuccessfulPSCellChangeReportList	L	1335	1 64 0
T	SuccessfulPSCellChangeReport-Item	Q	1	successfulPSCellChangeReportContainer,1336,0,-,- iE-Extensions,1337,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	1338	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,248.id.- criticality,5,0,-,248.criticality.0 extensionValue,1339,0,-,248.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1341	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,249.id.- criticality,5,0,-,249.criticality.0 extensionValue,1342,0,-,249.Extension.0	
T	OPEN TYPE	x
T	EN-DCSONConfigurationTransfer	O	0 - 0
T	IntersystemSONConfigurationTransfer	Q	1	transferType,1345,0,-,- intersystemSONInformation,1382,0,-,- iE-Extensions,1545,1,-,-	
T	IntersystemSONTransferType	C	0	fromEUTRANtoNGRAN,1346,0,-,- fromNGRANtoEUTRAN,1375,0,-,- choice-Extensions,1379,0,-,-	
T	FromEUTRANtoNGRAN	Q	0	sourceeNBID,1347,0,-,- targetNGRANnodeID,1368,0,-,- iE-Extensions,1372,1,-,-	
T	IntersystemSONeNBID	Q	1	globaleNBID,1348,0,-,- selectedEPSTAI,1360,0,-,- iE-Extensions,1365,1,-,-	
T	GlobalENB-ID	Q	1	pLMNidentity,81,0,-,- eNB-ID,1349,0,-,- iE-Extensions,1357,1,-,-	
T	ENB-ID	C	0	macroENB-ID,1350,0,-,- homeENB-ID,1351,0,-,- short-macroENB-ID,1352,0,-,- long-macroENB-ID,1353,0,-,- choice-Extensions,1354,0,-,-	
T	BIT STRING	B	20 20 0
T	BIT STRING	B	28 28 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	21 21 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,250.id.- criticality,5,0,-,250.criticality.0 value,1356,0,-,250.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,250.id.- criticality,5,0,-,250.criticality.0 value,1356,0,-,250.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1358	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,251.id.- criticality,5,0,-,251.criticality.0 extensionValue,1359,0,-,251.Extension.0	
T	OPEN TYPE	x
T	EPS-TAI	Q	1	pLMNIdentity,81,0,-,- ePS-TAC,1361,0,-,- iE-Extensions,1362,1,-,-	
T	EPS-TAC	O	2 2 0
T	ProtocolExtensionContainer	L	1363	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,252.id.- criticality,5,0,-,252.criticality.0 extensionValue,1364,0,-,252.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1366	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,253.id.- criticality,5,0,-,253.criticality.0 extensionValue,1367,0,-,253.Extension.0	
T	OPEN TYPE	x
T	IntersystemSONNGRANnodeID	Q	1	globalRANNodeID,152,0,-,- selectedTAI,212,0,-,- iE-Extensions,1369,1,-,-	
T	ProtocolExtensionContainer	L	1370	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,254.id.- criticality,5,0,-,254.criticality.0 extensionValue,1371,0,-,254.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1373	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,255.id.- criticality,5,0,-,255.criticality.0 extensionValue,1374,0,-,255.Extension.0	
T	OPEN TYPE	x
T	FromNGRANtoEUTRAN	Q	0	sourceNGRANnodeID,1368,0,-,- targeteNBID,1347,0,-,- iE-Extensions,1376,1,-,-	
T	ProtocolExtensionContainer	L	1377	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,256.id.- criticality,5,0,-,256.criticality.0 extensionValue,1378,0,-,256.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,257.id.- criticality,5,0,-,257.criticality.0 value,1381,0,-,257.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,257.id.- criticality,5,0,-,257.criticality.0 value,1381,0,-,257.Value.0	
T	OPEN TYPE	x
T	IntersystemSONInformation	C	0	intersystemSONInformationReport,1383,0,-,- choice-Extensions,1477,0,-,-	
T	IntersystemSONInformationReport	C	0	hOReportInformation,1384,0,-,- failureIndicationInformation,1405,0,-,- choice-Extensions,1409,0,-,-	
T	InterSystemHOReport	Q	1	handoverReportType,1385,0,-,- iE-Extensions,1402,1,-,-	
T	InterSystemHandoverReportType	C	0	tooearlyIntersystemHO,1386,0,-,- intersystemUnnecessaryHO,1390,0,-,- choice-Extensions,1395,0,-,-	
T	TooearlyIntersystemHO	Q	1	sourcecellID,243,0,-,- failurecellID,237,0,-,- uERLFReportContainer,1307,1,-,- iE-Extensions,1387,1,-,-	
T	ProtocolExtensionContainer	L	1388	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,258.id.- criticality,5,0,-,258.criticality.0 extensionValue,1389,0,-,258.Extension.0	
T	OPEN TYPE	x
T	IntersystemUnnecessaryHO	Q	1	sourcecellID,237,0,-,- targetcellID,243,0,-,- earlyIRATHO,1391,0,-,- candidateCellList,910,0,-,- iE-Extensions,1392,1,-,-	
T	ENUMERATED	e	true,false	+
T	ProtocolExtensionContainer	L	1393	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,259.id.- criticality,5,0,-,259.criticality.0 extensionValue,1394,0,-,259.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,260.id.- criticality,5,0,-,260.criticality.0 value,1397,0,-,260.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,260.id.- criticality,5,0,-,260.criticality.0 value,1397,0,-,260.Value.0	
T	OPEN TYPE	x
T	IntersystemMobilityFailureforVoiceFallback	Q	1	sourcecellID,237,0,-,- targetcellID,243,0,-,- reconnectCellID,243,1,-,- uERLFReportContainer,1307,1,-,- iE-Extensions,1399,1,-,-	
T	ProtocolExtensionContainer	L	1400	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,261.id.- criticality,5,0,-,261.criticality.0 extensionValue,1401,0,-,261.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1403	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,262.id.- criticality,5,0,-,262.criticality.0 extensionValue,1404,0,-,262.Extension.0	
T	OPEN TYPE	x
T	InterSystemFailureIndication	Q	1	uERLFReportContainer,1307,1,-,- iE-Extensions,1406,1,-,-	
T	ProtocolExtensionContainer	L	1407	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,263.id.- criticality,5,0,-,263.criticality.0 extensionValue,1408,0,-,263.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,264.id.- criticality,5,0,-,264.criticality.0 value,1411,0,-,264.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,264.id.- criticality,5,0,-,264.criticality.0 value,1411,0,-,264.Value.0	
T	OPEN TYPE	x
T	IntersystemCellStateIndication	Q	1	notificationCellList,1413,0,-,- iE-Extensions,1419,1,-,-	
T	NotificationCellList	L	1414	1 16384 0
T	NotificationCell-Item	Q	1	nGRAN-CGI,237,0,-,- notifyFlag,1415,0,-,- iE-Extensions,1416,1,-,-	
T	ENUMERATED	e	activated,deactivated	+
T	ProtocolExtensionContainer	L	1417	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,265.id.- criticality,5,0,-,265.criticality.0 extensionValue,1418,0,-,265.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1420	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,266.id.- criticality,5,0,-,266.criticality.0 extensionValue,1421,0,-,266.Extension.0	
T	OPEN TYPE	x
T	IntersystemResourceStatusReport	Q	1	reportingSystem,1423,0,-,- iE-Extensions,1474,1,-,-	
T	ResourceStatusReportingSystem	C	0	eUTRAN-ReportingStatus,1424,0,-,- nGRAN-ReportingStatus,1451,0,-,- choice-Extensions,1471,0,-,-	
T	EUTRAN-ReportingStatusIEs	Q	1	eUTRAN-CellReportList,1425,0,-,- iE-Extensions,1448,1,-,-	
T	EUTRAN-CellReportList	L	1426	1 256 0
T	EUTRAN-CellReportItem	Q	1	eCGI,243,0,-,- eUTRAN-CompositeAvailableCapacityGroup,1427,0,-,- eUTRAN-NumberOfActiveUEs,1431,1,-,- eUTRAN-NoofRRCConnections,1432,1,-,- eUTRAN-RadioResourceStatus,1433,1,-,- iE-Extensions,1445,1,-,-	
T	EUTRAN-CompositeAvailableCapacityGroup	Q	1	dL-CompositeAvailableCapacity,971,0,-,- uL-CompositeAvailableCapacity,971,0,-,- iE-Extensions,1428,1,-,-	
T	ProtocolExtensionContainer	L	1429	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,267.id.- criticality,5,0,-,267.criticality.0 extensionValue,1430,0,-,267.Extension.0	
T	OPEN TYPE	x
T	EUTRAN-NumberOfActiveUEs	i	0 16777215 1
T	NGRAN-NoofRRCConnections	i	1 65536 1
T	EUTRAN-RadioResourceStatus	Q	1	dL-GBR-PRB-usage,1434,0,-,- uL-GBR-PRB-usage,1435,0,-,- dL-non-GBR-PRB-usage,1436,0,-,- uL-non-GBR-PRB-usage,1437,0,-,- dL-Total-PRB-usage,1438,0,-,- uL-Total-PRB-usage,1439,0,-,- dL-scheduling-PDCCH-CCE-usage,1440,1,-,- uL-scheduling-PDCCH-CCE-usage,1441,1,-,- iE-Extensions,1442,1,-,-	
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1443	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,268.id.- criticality,5,0,-,268.criticality.0 extensionValue,1444,0,-,268.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1446	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,269.id.- criticality,5,0,-,269.criticality.0 extensionValue,1447,0,-,269.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1449	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,270.id.- criticality,5,0,-,270.criticality.0 extensionValue,1450,0,-,270.Extension.0	
T	OPEN TYPE	x
T	NGRAN-ReportingStatusIEs	Q	1	nGRAN-CellReportList,1452,0,-,- iE-Extensions,1468,1,-,-	
T	NGRAN-CellReportList	L	1453	1 256 0
T	NGRAN-CellReportItem	Q	1	nGRAN-CGI,237,0,-,- nGRAN-CompositeAvailableCapacityGroup,1427,0,-,- nGRAN-NumberOfActiveUEs,1454,1,-,- nGRAN-NoofRRCConnections,1432,1,-,- nGRAN-RadioResourceStatus,1455,1,-,- iE-Extensions,1465,1,-,-	
T	NGRAN-NumberOfActiveUEs	i	0 16777215 1
T	NGRAN-RadioResourceStatus	Q	1	dL-GBR-PRB-usage-for-MIMO,1456,0,-,- uL-GBR-PRB-usage-for-MIMO,1457,0,-,- dL-non-GBR-PRB-usage-for-MIMO,1458,0,-,- uL-non-GBR-PRB-usage-for-MIMO,1459,0,-,- dL-Total-PRB-usage-for-MIMO,1460,0,-,- uL-Total-PRB-usage-for-MIMO,1461,0,-,- iE-Extensions,1462,1,-,-	
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1463	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,271.id.- criticality,5,0,-,271.criticality.0 extensionValue,1464,0,-,271.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1466	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,272.id.- criticality,5,0,-,272.criticality.0 extensionValue,1467,0,-,272.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1469	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,273.id.- criticality,5,0,-,273.criticality.0 extensionValue,1470,0,-,273.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,274.id.- criticality,5,0,-,274.criticality.0 value,1473,0,-,274.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,274.id.- criticality,5,0,-,274.criticality.0 value,1473,0,-,274.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1475	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,275.id.- criticality,5,0,-,275.criticality.0 extensionValue,1476,0,-,275.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,276.id.- criticality,5,0,-,276.criticality.0 value,1479,0,-,276.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,276.id.- criticality,5,0,-,276.criticality.0 value,1479,0,-,276.Value.0	
T	OPEN TYPE	x
T	IntersystemSONInformationRequest	C	0	nGRAN-CellActivation,1481,0,-,- resourceStatus,1486,0,-,- choice-Extensions,1529,0,-,-	
T	IntersystemCellActivationRequest	Q	1	activationID,1482,0,-,- cellsToActivateList,940,0,-,- iE-Extensions,1483,1,-,-	
T	INTEGER	i	0 16384 1
T	ProtocolExtensionContainer	L	1484	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,277.id.- criticality,5,0,-,277.criticality.0 extensionValue,1485,0,-,277.Extension.0	
T	OPEN TYPE	x
T	IntersystemResourceStatusRequest	Q	1	reportingSystem,1487,0,-,- reportCharacteristics,1510,0,-,- reportType,1511,0,-,- iE-Extensions,1526,1,-,-	
T	ReportingSystem	C	0	eUTRAN,1488,0,-,- nGRAN,1497,0,-,- noReporting,1506,0,-,- choice-Extensions,1507,0,-,-	
T	EUTRAN-ReportingSystemIEs	Q	1	eUTRAN-CellToReportList,1489,0,-,- iE-Extensions,1494,1,-,-	
T	EUTRAN-CellToReportList	L	1490	1 256 0
T	EUTRAN-CellToReportItem	Q	1	eCGI,243,0,-,- iE-Extensions,1491,1,-,-	
T	ProtocolExtensionContainer	L	1492	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,278.id.- criticality,5,0,-,278.criticality.0 extensionValue,1493,0,-,278.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1495	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,279.id.- criticality,5,0,-,279.criticality.0 extensionValue,1496,0,-,279.Extension.0	
T	OPEN TYPE	x
T	NGRAN-ReportingSystemIEs	Q	1	nGRAN-CellToReportList,1498,0,-,- iE-Extensions,1503,1,-,-	
T	NGRAN-CellToReportList	L	1499	1 256 0
T	NGRAN-CellToReportItem	Q	1	nGRAN-CGI,237,0,-,- iE-Extensions,1500,1,-,-	
T	ProtocolExtensionContainer	L	1501	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,280.id.- criticality,5,0,-,280.criticality.0 extensionValue,1502,0,-,280.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1504	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,281.id.- criticality,5,0,-,281.criticality.0 extensionValue,1505,0,-,281.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,282.id.- criticality,5,0,-,282.criticality.0 value,1509,0,-,282.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,282.id.- criticality,5,0,-,282.criticality.0 value,1509,0,-,282.Value.0	
T	OPEN TYPE	x
T	ReportCharacteristics	B	32 32 0
T	ReportType	C	0	eventBasedReporting,1512,0,-,- periodicReporting,1518,0,-,- choice-Extensions,1523,0,-,-	
T	EventBasedReportingIEs	Q	1	intersystemResourceThresholdLow,1513,0,-,- intersystemResourceThresholdHigh,1513,0,-,- numberOfMeasurementReportingLevels,1514,0,-,- iE-Extensions,1515,1,-,-	
T	IntersystemResourceThreshold	i	0 100 0
T	NumberOfMeasurementReportingLevels	e	n2,n3,n4,n5,n10	+n0
T	ProtocolExtensionContainer	L	1516	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,283.id.- criticality,5,0,-,283.criticality.0 extensionValue,1517,0,-,283.Extension.0	
T	OPEN TYPE	x
T	PeriodicReportingIEs	Q	1	reportingPeriodicity,1519,0,-,- iE-Extensions,1520,1,-,-	
T	ReportingPeriodicity	e	stop,single,ms1000,ms2000,ms5000,ms10000	+
T	ProtocolExtensionContainer	L	1521	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,284.id.- criticality,5,0,-,284.criticality.0 extensionValue,1522,0,-,284.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,285.id.- criticality,5,0,-,285.criticality.0 value,1525,0,-,285.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,285.id.- criticality,5,0,-,285.criticality.0 value,1525,0,-,285.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1527	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,286.id.- criticality,5,0,-,286.criticality.0 extensionValue,1528,0,-,286.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,287.id.- criticality,5,0,-,287.criticality.0 value,1531,0,-,287.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,287.id.- criticality,5,0,-,287.criticality.0 value,1531,0,-,287.Value.0	
T	OPEN TYPE	x
T	IntersystemSONInformationReply	C	0	nGRAN-CellActivation,1533,0,-,- resourceStatus,1538,0,-,- choice-Extensions,1542,0,-,-	
T	IntersystemCellActivationReply	Q	1	activatedCellList,236,0,-,- activation-ID,1534,0,-,- iE-Extensions,1535,1,-,-	
T	INTEGER	i	0 16384 1
T	ProtocolExtensionContainer	L	1536	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,288.id.- criticality,5,0,-,288.criticality.0 extensionValue,1537,0,-,288.Extension.0	
T	OPEN TYPE	x
T	IntersystemResourceStatusReply	Q	1	reportingsystem,1487,0,-,- iE-Extensions,1539,1,-,-	
T	ProtocolExtensionContainer	L	1540	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,289.id.- criticality,5,0,-,289.criticality.0 extensionValue,1541,0,-,289.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,290.id.- criticality,5,0,-,290.criticality.0 value,1544,0,-,290.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,290.id.- criticality,5,0,-,290.criticality.0 value,1544,0,-,290.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1546	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,291.id.- criticality,5,0,-,291.criticality.0 extensionValue,1547,0,-,291.Extension.0	
T	OPEN TYPE	x
T	DownlinkRANEarlyStatusTransfer	Q	1	protocolIEs,1549,0,-,-	
T	ProtocolIE-Container	L	1550	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,292.id.- criticality,5,0,-,292.criticality.0 value,1551,0,-,292.Value.0	
T	OPEN TYPE	x
T	EarlyStatusTransfer-TransparentContainer	Q	1	procedureStage,1553,0,-,- iE-Extensions,1561,1,-,-	
T	ProcedureStageChoice	C	0	first-dl-count,1554,0,-,- choice-Extensions,1558,0,-,-	
T	FirstDLCount	Q	1	dRBsSubjectToEarlyStatusTransfer,1120,0,-,- iE-Extension,1555,1,-,-	
T	ProtocolExtensionContainer	L	1556	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,293.id.- criticality,5,0,-,293.criticality.0 extensionValue,1557,0,-,293.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,294.id.- criticality,5,0,-,294.criticality.0 value,1560,0,-,294.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,294.id.- criticality,5,0,-,294.criticality.0 value,1560,0,-,294.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1562	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,295.id.- criticality,5,0,-,295.criticality.0 extensionValue,1563,0,-,295.Extension.0	
T	OPEN TYPE	x
T	DownlinkRANStatusTransfer	Q	1	protocolIEs,1565,0,-,-	
T	ProtocolIE-Container	L	1566	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,296.id.- criticality,5,0,-,296.criticality.0 value,1567,0,-,296.Value.0	
T	OPEN TYPE	x
T	RANStatusTransfer-TransparentContainer	Q	1	dRBsSubjectToStatusTransferList,1125,0,-,- iE-Extensions,1569,1,-,-	
T	ProtocolExtensionContainer	L	1570	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,297.id.- criticality,5,0,-,297.criticality.0 extensionValue,1571,0,-,297.Extension.0	
T	OPEN TYPE	x
T	DownlinkRIMInformationTransfer	Q	1	protocolIEs,1573,0,-,-	
T	ProtocolIE-Container	L	1574	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,298.id.- criticality,5,0,-,298.criticality.0 value,1575,0,-,298.Value.0	
T	OPEN TYPE	x
T	RIMInformationTransfer	Q	1	targetRANNodeID-RIM,1577,0,-,- sourceRANNodeID,1280,0,-,- rIMInformation,1581,0,-,- iE-Extensions,1587,1,-,-	
T	TargetRANNodeID-RIM	Q	1	globalRANNodeID,152,0,-,- selectedTAI,212,0,-,- iE-Extensions,1578,1,-,-	
T	ProtocolExtensionContainer	L	1579	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,299.id.- criticality,5,0,-,299.criticality.0 extensionValue,1580,0,-,299.Extension.0	
T	OPEN TYPE	x
T	RIMInformation	Q	1	targetgNBSetID,1582,0,-,- rIM-RSDetection,1583,0,-,- iE-Extensions,1584,1,-,-	
T	GNBSetID	B	22 22 0
T	ENUMERATED	e	rs-detected,rs-disappeared	+
T	ProtocolExtensionContainer	L	1585	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,300.id.- criticality,5,0,-,300.criticality.0 extensionValue,1586,0,-,300.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1588	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,301.id.- criticality,5,0,-,301.criticality.0 extensionValue,1589,0,-,301.Extension.0	
T	OPEN TYPE	x
T	DownlinkUEAssociatedNRPPaTransport	Q	1	protocolIEs,1591,0,-,-	
T	ProtocolIE-Container	L	1592	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,302.id.- criticality,5,0,-,302.criticality.0 value,1593,0,-,302.Value.0	
T	OPEN TYPE	x
T	E-RABInformationItem	Q	1	e-RAB-ID,1140,0,-,- dLForwarding,1089,1,-,- iE-Extensions,1595,1,-,-	
T	ProtocolExtensionContainer	L	1596	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,303.id.- criticality,5,0,-,303.criticality.0 extensionValue,1597,0,-,303.Extension.0	
T	OPEN TYPE	x
T	E-RABInformationList	L	1594	1 256 0
T	ECNMarkingAtRANRequest	e	ul,dl,both,stop	+
T	ECNMarkingAtUPFRequest	e	ul,dl,both,stop	+
T	ECNMarkingorCongestionInformationReportingRequest	C	0	eCNMarkingAtRANRequest,1599,0,-,- eCNMarkingAtUPFRequest,1600,0,-,- congestionInformationRequest,982,0,-,- choice-Extensions,1602,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,304.id.- criticality,5,0,-,304.criticality.0 value,1604,0,-,304.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,304.id.- criticality,5,0,-,304.criticality.0 value,1604,0,-,304.Value.0	
T	OPEN TYPE	x
T	ECNMarkingorCongestionInformationReportingStatus	L	1606	1 64 0
T	ECNMarkingorCongestionInformationReportingStatus-Item	Q	1	qosFlowIdentifier,270,0,-,- activationStatus,251,0,-,- iE-Extension,1607,1,-,-	
T	ProtocolExtensionContainer	L	1608	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,305.id.- criticality,5,0,-,305.criticality.0 extensionValue,1609,0,-,305.Extension.0	
T	OPEN TYPE	x
T	EDT-Session	e	true	+
T	ERedCapIndication	e	true	+
T	EUTRA-CGIListForWarning	L	243	1 65535 0
T	EUTRAencryptionAlgorithms	B	16 16 1
T	EUTRAintegrityProtectionAlgorithms	B	16 16 1
T	EarlyMeasurement	e	true	+
T	EmergencyAreaIDList	L	549	1 65535 0
T	EmergencyAreaIDListForRestart	L	549	1 256 0
T	EmergencyFallbackIndicator	Q	1	emergencyFallbackRequestIndicator,1619,0,-,- emergencyServiceTargetCN,1620,1,-,- iE-Extensions,1621,1,-,-	
T	EmergencyFallbackRequestIndicator	e	emergency-fallback-requested	+
T	EmergencyServiceTargetCN	e	fiveGC,epc	+
T	ProtocolExtensionContainer	L	1622	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,306.id.- criticality,5,0,-,306.criticality.0 extensionValue,1623,0,-,306.Extension.0	
T	OPEN TYPE	x
T	ErrorIndication	Q	1	protocolIEs,1625,0,-,-	
T	ProtocolIE-Container	L	1626	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,307.id.- criticality,5,0,-,307.criticality.0 value,1627,0,-,307.Value.0	
T	OPEN TYPE	x
T	FiveG-S-TMSI	Q	1	aMFSetID,83,0,-,- aMFPointer,84,0,-,- fiveG-TMSI,1629,0,-,- iE-Extensions,1630,1,-,-	
T	FiveG-TMSI	O	4 4 0
T	ProtocolExtensionContainer	L	1631	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,308.id.- criticality,5,0,-,308.criticality.0 extensionValue,1632,0,-,308.Extension.0	
T	OPEN TYPE	x
T	EventL1LoggedMDTConfig	Q	1	l1Threshold,1634,0,-,- hysteresis,1640,0,-,- timeToTrigger,1641,0,-,- iE-Extensions,1642,1,-,-	
T	MeasurementThresholdL1LoggedMDT	C	0	threshold-RSRP,1635,0,-,- threshold-RSRQ,1636,0,-,- choice-Extensions,1637,0,-,-	
T	Threshold-RSRP	i	0 127 0
T	Threshold-RSRQ	i	0 127 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,309.id.- criticality,5,0,-,309.criticality.0 value,1639,0,-,309.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,309.id.- criticality,5,0,-,309.criticality.0 value,1639,0,-,309.Value.0	
T	OPEN TYPE	x
T	Hysteresis	i	0 30 0
T	TimeToTrigger	e	ms0,ms40,ms64,ms80,ms100,ms128,ms160,ms256,ms320,ms480,ms512,ms640,ms1024,ms1280,ms2560,ms5120	-
T	ProtocolExtensionContainer	L	1643	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,310.id.- criticality,5,0,-,310.criticality.0 extensionValue,1644,0,-,310.Extension.0	
T	OPEN TYPE	x
T	EventTrigger	C	0	outOfCoverage,1646,0,-,- eventL1LoggedMDTConfig,1633,0,-,- choice-Extensions,1647,0,-,-	
T	ENUMERATED	e	true	+
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,311.id.- criticality,5,0,-,311.criticality.0 value,1649,0,-,311.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,311.id.- criticality,5,0,-,311.criticality.0 value,1649,0,-,311.Value.0	
T	OPEN TYPE	x
T	EventType	e	direct,change-of-serve-cell,ue-presence-in-area-of-interest,stop-change-of-serve-cell,stop-ue-presence-in-area-of-interest,cancel-location-reporting-for-the-ue	+change-of-serving-cell-and-UE-presence-in-the-Area-of-Interest
T	ExcessPacketDelayThresholdConfiguration	L	1652	1 255 0
T	ExcessPacketDelayThresholdItem	Q	1	fiveQi,708,0,-,- excessPacketDelayThresholdValue,1653,0,-,- iE-Extensions,1654,1,-,-	
T	ExcessPacketDelayThresholdValue	e	ms0dot25,ms0dot5,ms1,ms2,ms4,ms5,ms10,ms20,ms30,ms40,ms50,ms60,ms70,ms80,ms90,ms100,ms150,ms300,ms500	+
T	ProtocolExtensionContainer	L	1655	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,312.id.- criticality,5,0,-,312.criticality.0 extensionValue,1656,0,-,312.Extension.0	
T	OPEN TYPE	x
T	Extended-RANNodeName	Q	1	rANNodeNameVisibleString,1658,1,-,- rANNodeNameUTF8String,1659,1,-,- iE-Extensions,1660,1,-,-	
T	RANNodeNameVisibleString	k	VisibleString	1 150 1	8 0	
T	RANNodeNameUTF8String	u	UTF8String
T	ProtocolExtensionContainer	L	1661	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,313.id.- criticality,5,0,-,313.criticality.0 extensionValue,1662,0,-,313.Extension.0	
T	OPEN TYPE	x
T	ExtendedRNC-ID	i	4096 65535 0
T	ExtendedReportIntervalMDT	e	ms20480,ms40960	+
T	FiveG-ProSeAuthorized	Q	1	fiveGProSeDirectDiscovery,1666,1,-,- fiveGProSeDirectCommunication,1667,1,-,- fiveGProSeLayer2UEtoNetworkRelay,1668,1,-,- fiveGProSeLayer3UEtoNetworkRelay,1669,1,-,- fiveGProSeLayer2RemoteUE,1670,1,-,- iE-Extensions,1671,1,-,-	
T	FiveGProSeDirectDiscovery	e	authorized,not-authorized	+
T	FiveGProSeDirectCommunication	e	authorized,not-authorized	+
T	FiveGProSeLayer2UEtoNetworkRelay	e	authorized,not-authorized	+
T	FiveGProSeLayer3UEtoNetworkRelay	e	authorized,not-authorized	+
T	FiveGProSeLayer2RemoteUE	e	authorized,not-authorized	+
T	ProtocolExtensionContainer	L	1672	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,314.id.- criticality,5,0,-,314.criticality.0 extensionValue,1673,0,-,314.Extension.0	
T	OPEN TYPE	x
T	FiveGProSeLayer2Multipath	e	authorized,not-authorized	+
T	FiveGProSeLayer2UEtoUERelay	e	authorized,not-authorized	+
T	FiveGProSeLayer2UEtoUERemote	e	authorized,not-authorized	+
T	FiveG-ProSePC5QoSParameters	Q	1	fiveGProSepc5QoSFlowList,1678,0,-,- fiveGProSepc5LinkAggregateBitRates,1,1,-,- iE-Extensions,1688,1,-,-	
T	FiveGProSePC5QoSFlowList	L	1679	1 2048 0
T	FiveGProSePC5QoSFlowItem	Q	1	fiveGproSepQI,708,0,-,- fiveGproSepc5FlowBitRates,1680,1,-,- fiveGproSerange,1684,1,-,- iE-Extensions,1685,1,-,-	
T	FiveGProSePC5FlowBitRates	Q	1	fiveGproSeguaranteedFlowBitRate,1,0,-,- fiveGproSemaximumFlowBitRate,1,0,-,- iE-Extensions,1681,1,-,-	
T	ProtocolExtensionContainer	L	1682	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,315.id.- criticality,5,0,-,315.criticality.0 extensionValue,1683,0,-,315.Extension.0	
T	OPEN TYPE	x
T	Range	e	m50,m80,m180,m200,m350,m400,m500,m700,m1000	+
T	ProtocolExtensionContainer	L	1686	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,316.id.- criticality,5,0,-,316.criticality.0 extensionValue,1687,0,-,316.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1689	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,317.id.- criticality,5,0,-,317.criticality.0 extensionValue,1690,0,-,317.Extension.0	
T	OPEN TYPE	x
T	FiveGCAction	C	0	hLComActivate,1692,0,-,- hLComDeactivate,1702,0,-,- choice-Extensions,1707,0,-,-	
T	HLComActivate	Q	1	nR-Paging-Long-eDRX-Information-for-RRC-INACTIVE,1693,0,-,- iE-Extensions,1699,1,-,-	
T	NR-Paging-Long-eDRX-Information-for-RRC-INACTIVE	Q	1	nR-paging-Long-eDRX-Cycle-for-RRC-INACTIVE,1694,0,-,- nR-paging-Time-Window-for-RRC-INACTIVE,1695,0,-,- iE-Extensions,1696,1,-,-	
T	NR-Paging-Long-eDRX-Cycle-for-RRC-INACTIVE	e	hf2,hf4,hf8,hf16,hf32,hf64,hf128,hf256,hf512,hf1024	+
T	NR-Paging-Time-Window-for-RRC-INACTIVE	e	s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s11,s12,s13,s14,s15,s16,s17,s18,s19,s20,s21,s22,s23,s24,s25,s26,s27,s28,s29,s30,s31,s32	+
T	ProtocolExtensionContainer	L	1697	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,318.id.- criticality,5,0,-,318.criticality.0 extensionValue,1698,0,-,318.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1700	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,319.id.- criticality,5,0,-,319.criticality.0 extensionValue,1701,0,-,319.Extension.0	
T	OPEN TYPE	x
T	HLComDeactivate	Q	1	uEReachabilityIndication,1703,0,-,- iE-Extensions,1704,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	1705	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,320.id.- criticality,5,0,-,320.criticality.0 extensionValue,1706,0,-,320.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,321.id.- criticality,5,0,-,321.criticality.0 value,1709,0,-,321.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,321.id.- criticality,5,0,-,321.criticality.0 value,1709,0,-,321.Value.0	
T	OPEN TYPE	x
T	GlobalCable-ID	O	0 - 0
T	GlobalCable-ID-new	Q	1	globalCable-ID,1710,0,-,- tAI,212,0,-,- iE-Extensions,1712,1,-,-	
T	ProtocolExtensionContainer	L	1713	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,322.id.- criticality,5,0,-,322.criticality.0 extensionValue,1714,0,-,322.Extension.0	
T	OPEN TYPE	x
T	GlobalLine-ID	Q	1	globalLineIdentity,1716,0,-,- lineType,1717,1,-,- iE-Extensions,1718,1,-,-	
T	GlobalLineIdentity	O	0 - 0
T	LineType	e	dsl,pon	+
T	ProtocolExtensionContainer	L	1719	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,323.id.- criticality,5,0,-,323.criticality.0 extensionValue,1720,0,-,323.Extension.0	
T	OPEN TYPE	x
T	HFCNode-ID	O	0 - 0
T	HFCNode-ID-new	Q	1	hFCNode-ID,1721,0,-,- tAI,212,0,-,- iE-Extensions,1723,1,-,-	
T	ProtocolExtensionContainer	L	1724	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,324.id.- criticality,5,0,-,324.criticality.0 extensionValue,1725,0,-,324.Extension.0	
T	OPEN TYPE	x
T	HandoverCancel	Q	1	protocolIEs,1727,0,-,-	
T	ProtocolIE-Container	L	1728	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,325.id.- criticality,5,0,-,325.criticality.0 value,1729,0,-,325.Value.0	
T	OPEN TYPE	x
T	HandoverCancelAcknowledge	Q	1	protocolIEs,1731,0,-,-	
T	ProtocolIE-Container	L	1732	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,326.id.- criticality,5,0,-,326.criticality.0 value,1733,0,-,326.Value.0	
T	OPEN TYPE	x
T	HandoverCommand	Q	1	protocolIEs,1735,0,-,-	
T	ProtocolIE-Container	L	1736	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,327.id.- criticality,5,0,-,327.criticality.0 value,1737,0,-,327.Value.0	
T	OPEN TYPE	x
T	HandoverType	e	intra5gs,fivegs-to-eps,eps-to-5gs	+fivegs-to-utran
T	NASSecurityParametersFromNGRAN	O	0 - 0
T	PDUSessionResourceHandoverList	L	1741	1 256 0
T	PDUSessionResourceHandoverItem	Q	1	pDUSessionID,1742,0,-,- handoverCommandTransfer,1743,0,-,- iE-Extensions,1772,1,-,-	
T	PDUSessionID	i	0 255 0
T	OCTET STRING	O	0 - 0
T	HandoverCommandTransfer	Q	1	dLForwardingUP-TNLInformation,259,1,-,- qosFlowToBeForwardedList,1745,1,-,- dataForwardingResponseDRBList,1137,1,-,- iE-Extensions,1750,1,-,-	
T	QosFlowToBeForwardedList	L	1746	1 64 0
T	QosFlowToBeForwardedItem	Q	1	qosFlowIdentifier,270,0,-,- iE-Extensions,1747,1,-,-	
T	ProtocolExtensionContainer	L	1748	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,328.id.- criticality,5,0,-,328.criticality.0 extensionValue,1749,0,-,328.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1751	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,329.id.- criticality,5,0,-,329.criticality.0 extensionValue,1752,0,-,329.Extension.0	
T	OPEN TYPE	x
T	QosFlowPerTNLInformationList	L	1754	1 3 0
T	QosFlowPerTNLInformationItem	Q	1	qosFlowPerTNLInformation,1755,0,-,- iE-Extensions,1759,1,-,-	
T	QosFlowPerTNLInformation	Q	1	uPTransportLayerInformation,259,0,-,- associatedQosFlowList,496,0,-,- iE-Extensions,1756,1,-,-	
T	ProtocolExtensionContainer	L	1757	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,330.id.- criticality,5,0,-,330.criticality.0 extensionValue,1758,0,-,330.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1760	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,331.id.- criticality,5,0,-,331.criticality.0 extensionValue,1761,0,-,331.Extension.0	
T	OPEN TYPE	x
T	UPTransportLayerInformationList	L	1763	1 3 0
T	UPTransportLayerInformationItem	Q	1	nGU-UP-TNLInformation,259,0,-,- iE-Extensions,1764,1,-,-	
T	ProtocolExtensionContainer	L	1765	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,332.id.- criticality,5,0,-,332.criticality.0 extensionValue,1766,0,-,332.Extension.0	
T	OPEN TYPE	x
T	QosFlowListWithCause	L	1768	1 64 0
T	QosFlowWithCauseItem	Q	1	qosFlowIdentifier,270,0,-,- cause,122,0,-,- iE-Extensions,1769,1,-,-	
T	ProtocolExtensionContainer	L	1770	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,333.id.- criticality,5,0,-,333.criticality.0 extensionValue,1771,0,-,333.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1773	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,334.id.- criticality,5,0,-,334.criticality.0 extensionValue,1774,0,-,334.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceToReleaseListHOCmd	L	1776	1 256 0
T	PDUSessionResourceToReleaseItemHOCmd	Q	1	pDUSessionID,1742,0,-,- handoverPreparationUnsuccessfulTransfer,1777,0,-,- iE-Extensions,1782,1,-,-	
T	OCTET STRING	O	0 - 0
T	HandoverPreparationUnsuccessfulTransfer	Q	1	cause,122,0,-,- iE-Extensions,1779,1,-,-	
T	ProtocolExtensionContainer	L	1780	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,335.id.- criticality,5,0,-,335.criticality.0 extensionValue,1781,0,-,335.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1783	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,336.id.- criticality,5,0,-,336.criticality.0 extensionValue,1784,0,-,336.Extension.0	
T	OPEN TYPE	x
T	TargetToSource-TransparentContainer	O	0 - 0
T	HandoverFailure	Q	1	protocolIEs,1787,0,-,-	
T	ProtocolIE-Container	L	1788	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,337.id.- criticality,5,0,-,337.criticality.0 value,1789,0,-,337.Value.0	
T	OPEN TYPE	x
T	TargettoSource-Failure-TransparentContainer	O	0 - 0
T	HandoverFlag	e	handover-preparation	+
T	HandoverNotify	Q	1	protocolIEs,1793,0,-,-	
T	ProtocolIE-Container	L	1794	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,338.id.- criticality,5,0,-,338.criticality.0 value,1795,0,-,338.Value.0	
T	OPEN TYPE	x
T	UserLocationInformation	C	0	userLocationInformationEUTRA,1797,0,-,- userLocationInformationNR,1802,0,-,- userLocationInformationN3IWF-with-PortNumber,1815,0,-,- choice-Extensions,1819,0,-,-	
T	UserLocationInformationEUTRA	Q	1	eUTRA-CGI,243,0,-,- tAI,212,0,-,- timeStamp,1798,1,-,- iE-Extensions,1799,1,-,-	
T	TimeStamp	O	4 4 0
T	ProtocolExtensionContainer	L	1800	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,339.id.- criticality,5,0,-,339.criticality.0 extensionValue,1801,0,-,339.Extension.0	
T	OPEN TYPE	x
T	UserLocationInformationNR	Q	1	nR-CGI,238,0,-,- tAI,212,0,-,- timeStamp,1798,1,-,- iE-Extensions,1803,1,-,-	
T	ProtocolExtensionContainer	L	1804	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,340.id.- criticality,5,0,-,340.criticality.0 extensionValue,1805,0,-,340.Extension.0	
T	OPEN TYPE	x
T	NRNTNTAIInformation	Q	1	servingPLMN,81,0,-,- tACListInNRNTN,1807,0,-,- uELocationDerivedTACInNRNTN,213,1,-,- iE-Extensions,1808,1,-,-	
T	TACListInNRNTN	L	213	1 12 0
T	ProtocolExtensionContainer	L	1809	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,341.id.- criticality,5,0,-,341.criticality.0 extensionValue,1810,0,-,341.Extension.0	
T	OPEN TYPE	x
T	MobileIAB-MTUserLocationInformation	Q	1	nRCGI,238,0,-,- tAI,212,0,-,- iE-Extensions,1812,1,-,-	
T	ProtocolExtensionContainer	L	1813	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,342.id.- criticality,5,0,-,342.criticality.0 extensionValue,1814,0,-,342.Extension.0	
T	OPEN TYPE	x
T	UserLocationInformationN3IWF-with-PortNumber	Q	1	iPAddress,20,0,-,- portNumber,26,0,-,- iE-Extensions,1816,1,-,-	
T	ProtocolExtensionContainer	L	1817	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,343.id.- criticality,5,0,-,343.criticality.0 extensionValue,1818,0,-,343.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,344.id.- criticality,5,0,-,344.criticality.0 value,1821,0,-,344.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,344.id.- criticality,5,0,-,344.criticality.0 value,1821,0,-,344.Value.0	
T	OPEN TYPE	x
T	UserLocationInformationTNGF	Q	1	tNAP-ID,1823,0,-,- iPAddress,20,0,-,- portNumber,26,1,-,- iE-Extensions,1824,1,-,-	
T	TNAP-ID	O	0 - 0
T	ProtocolExtensionContainer	L	1825	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,345.id.- criticality,5,0,-,345.criticality.0 extensionValue,1826,0,-,345.Extension.0	
T	OPEN TYPE	x
T	UserLocationInformationTWIF	Q	1	tWAP-ID,1828,0,-,- iPAddress,20,0,-,- portNumber,26,1,-,- iE-Extensions,1829,1,-,-	
T	TWAP-ID	O	0 - 0
T	ProtocolExtensionContainer	L	1830	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,346.id.- criticality,5,0,-,346.criticality.0 extensionValue,1831,0,-,346.Extension.0	
T	OPEN TYPE	x
T	UserLocationInformationW-AGF	C	0	globalLine-ID,1715,0,-,- hFCNode-ID,1721,0,-,- choice-Extensions,1833,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,347.id.- criticality,5,0,-,347.criticality.0 value,1835,0,-,347.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,347.id.- criticality,5,0,-,347.criticality.0 value,1835,0,-,347.Value.0	
T	OPEN TYPE	x
T	UserLocationInformationN3IWF-without-PortNumber	Q	1	iPAddress,20,0,-,- tAI,212,1,-,- iE-Extensions,1837,1,-,-	
T	ProtocolExtensionContainer	L	1838	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,348.id.- criticality,5,0,-,348.criticality.0 extensionValue,1839,0,-,348.Extension.0	
T	OPEN TYPE	x
T	NotifySourceNGRANNode	e	notifySource	+
T	HandoverPreparationFailure	Q	1	protocolIEs,1842,0,-,-	
T	ProtocolIE-Container	L	1843	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,349.id.- criticality,5,0,-,349.criticality.0 value,1844,0,-,349.Value.0	
T	OPEN TYPE	x
T	HandoverRequest	Q	1	protocolIEs,1846,0,-,-	
T	ProtocolIE-Container	L	1847	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,350.id.- criticality,5,0,-,350.criticality.0 value,1848,0,-,350.Value.0	
T	OPEN TYPE	x
T	UESecurityCapabilities	Q	1	nRencryptionAlgorithms,1850,0,-,- nRintegrityProtectionAlgorithms,1851,0,-,- eUTRAencryptionAlgorithms,1613,0,-,- eUTRAintegrityProtectionAlgorithms,1614,0,-,- iE-Extensions,1852,1,-,-	
T	NRencryptionAlgorithms	B	16 16 1
T	NRintegrityProtectionAlgorithms	B	16 16 1
T	ProtocolExtensionContainer	L	1853	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,351.id.- criticality,5,0,-,351.criticality.0 extensionValue,1854,0,-,351.Extension.0	
T	OPEN TYPE	x
T	SecurityContext	Q	1	nextHopChainingCount,1856,0,-,- nextHopNH,1857,0,-,- iE-Extensions,1858,1,-,-	
T	NextHopChainingCount	i	0 7 0
T	SecurityKey	B	256 256 0
T	ProtocolExtensionContainer	L	1859	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,352.id.- criticality,5,0,-,352.criticality.0 extensionValue,1860,0,-,352.Extension.0	
T	OPEN TYPE	x
T	NewSecurityContextInd	e	true	+
T	PDUSessionResourceSetupListHOReq	L	1863	1 256 0
T	PDUSessionResourceSetupItemHOReq	Q	1	pDUSessionID,1742,0,-,- s-NSSAI,57,0,-,- handoverRequestTransfer,1864,0,-,- iE-Extensions,1936,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceSetupRequestTransfer	Q	1	protocolIEs,1866,0,-,-	
T	ProtocolIE-Container	L	1867	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,353.id.- criticality,5,0,-,353.criticality.0 value,1868,0,-,353.Value.0	
T	OPEN TYPE	x
T	PDUSessionAggregateMaximumBitRate	Q	1	pDUSessionAggregateMaximumBitRateDL,1,0,-,- pDUSessionAggregateMaximumBitRateUL,1,0,-,- iE-Extensions,1870,1,-,-	
T	ProtocolExtensionContainer	L	1871	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,354.id.- criticality,5,0,-,354.criticality.0 extensionValue,1872,0,-,354.Extension.0	
T	OPEN TYPE	x
T	PDUSessionType	e	ipv4,ipv6,ipv4v6,ethernet,unstructured	+
T	SecurityIndication	Q	1	integrityProtectionIndication,1875,0,-,- confidentialityProtectionIndication,978,0,-,- maximumIntegrityProtectedDataRate-UL,1876,1,-,- iE-Extensions,1877,1,-,-	
T	IntegrityProtectionIndication	e	required,preferred,not-needed	+
T	MaximumIntegrityProtectedDataRate	e	bitrate64kbs,maximum-UE-rate	+
T	ProtocolExtensionContainer	L	1878	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,355.id.- criticality,5,0,-,355.criticality.0 extensionValue,1879,0,-,355.Extension.0	
T	OPEN TYPE	x
T	NetworkInstance	i	1 256 1
T	QosFlowSetupRequestList	L	1882	1 64 0
T	QosFlowSetupRequestItem	Q	1	qosFlowIdentifier,270,0,-,- qosFlowLevelQosParameters,705,0,-,- e-RAB-ID,1140,1,-,- iE-Extensions,1883,1,-,-	
T	ProtocolExtensionContainer	L	1884	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,356.id.- criticality,5,0,-,356.criticality.0 extensionValue,1885,0,-,356.Extension.0	
T	OPEN TYPE	x
T	TSCTrafficCharacteristics	Q	1	tSCAssistanceInformationDL,1887,1,-,- tSCAssistanceInformationUL,1887,1,-,- iE-Extensions,1919,1,-,-	
T	TSCAssistanceInformation	Q	1	periodicity,298,0,-,- burstArrivalTime,837,1,-,- iE-Extensions,1888,1,-,-	
T	ProtocolExtensionContainer	L	1889	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,357.id.- criticality,5,0,-,357.criticality.0 extensionValue,1890,0,-,357.Extension.0	
T	OPEN TYPE	x
T	SurvivalTime	i	0 1920000 1
T	RANfeedbacktype	C	0	proactive,1893,0,-,- reactive,1905,0,-,- choice-extensions,1910,0,-,-	
T	RANfeedbacktype-proactive	Q	1	burstArrivalTimeWindow,838,0,-,- periodicityRange,1894,1,-,- iE-Extension,1902,1,-,-	
T	PeriodicityRange	C	0	periodicityBound,1895,0,-,- periodicityList,297,0,-,- choice-extensions,1899,0,-,-	
T	PeriodicityBound	Q	1	periodicityLowerBound,298,0,-,- periodicityUpperBound,298,0,-,- iE-Extensions,1896,1,-,-	
T	ProtocolExtensionContainer	L	1897	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,358.id.- criticality,5,0,-,358.criticality.0 extensionValue,1898,0,-,358.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,359.id.- criticality,5,0,-,359.criticality.0 value,1901,0,-,359.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,359.id.- criticality,5,0,-,359.criticality.0 value,1901,0,-,359.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1903	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,360.id.- criticality,5,0,-,360.criticality.0 extensionValue,1904,0,-,360.Extension.0	
T	OPEN TYPE	x
T	RANfeedbacktype-reactive	Q	1	capabilityForBATAdaptation,1906,0,-,- iE-Extension,1907,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	1908	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,361.id.- criticality,5,0,-,361.criticality.0 extensionValue,1909,0,-,361.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,362.id.- criticality,5,0,-,362.criticality.0 value,1912,0,-,362.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,362.id.- criticality,5,0,-,362.criticality.0 value,1912,0,-,362.Value.0	
T	OPEN TYPE	x
T	N6JitterInformation	Q	1	n6JitterLowerBound,1914,0,-,- n6JitterUpperBound,1915,0,-,- iE-Extensions,1916,1,-,-	
T	INTEGER	i	-127 127 0
T	INTEGER	i	-127 127 0
T	ProtocolExtensionContainer	L	1917	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,363.id.- criticality,5,0,-,363.criticality.0 extensionValue,1918,0,-,363.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1920	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,364.id.- criticality,5,0,-,364.criticality.0 extensionValue,1921,0,-,364.Extension.0	
T	OPEN TYPE	x
T	RedundantQosFlowIndicator	e	true,false	-
T	RedundantPDUSessionInformation	Q	1	rSN,1924,0,-,- iE-Extensions,1925,1,-,-	
T	RSN	e	v1,v2	+
T	ProtocolExtensionContainer	L	1926	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,365.id.- criticality,5,0,-,365.criticality.0 extensionValue,1927,0,-,365.Extension.0	
T	OPEN TYPE	x
T	PDUSessionPairID	i	0 255 1
T	MBSSessionSetupRequestList	L	1930	1 32 0
T	MBSSessionSetupRequestItem	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- associatedMBSQosFlowSetupRequestList,485,1,-,- iE-Extensions,1931,1,-,-	
T	ProtocolExtensionContainer	L	1932	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,366.id.- criticality,5,0,-,366.criticality.0 extensionValue,1933,0,-,366.Extension.0	
T	OPEN TYPE	x
T	MBS-AssistanceInformation	e	true	+
T	TLContainer	O	0 - 0
T	ProtocolExtensionContainer	L	1937	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,367.id.- criticality,5,0,-,367.criticality.0 extensionValue,1938,0,-,367.Extension.0	
T	OPEN TYPE	x
T	TraceActivation	Q	1	nGRANTraceID,933,0,-,- interfacesToTrace,1940,0,-,- traceDepth,1941,0,-,- traceCollectionEntityIPAddress,20,0,-,- iE-Extensions,1942,1,-,-	
T	InterfacesToTrace	B	8 8 0
T	TraceDepth	e	minimum,medium,maximum,minimumWithoutVendorSpecificExtension,mediumWithoutVendorSpecificExtension,maximumWithoutVendorSpecificExtension	+
T	ProtocolExtensionContainer	L	1943	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,368.id.- criticality,5,0,-,368.criticality.0 extensionValue,1944,0,-,368.Extension.0	
T	OPEN TYPE	x
T	MDT-Configuration	Q	1	mdt-Config-NR,1946,1,-,- mdt-Config-EUTRA,2057,1,-,- iE-Extensions,2062,1,-,-	
T	MDT-Configuration-NR	Q	1	mdt-Activation,1947,0,-,- areaScopeOfMDT,358,0,-,- mDTModeNr,1948,0,-,- signallingBasedMDTPLMNList,2049,1,-,- iE-Extensions,2050,1,-,-	
T	MDT-Activation	e	immediate-MDT-only,logged-MDT-only,immediate-MDT-and-Trace	+
T	MDTModeNr	C	0	immediateMDTNr,1949,0,-,- loggedMDTNr,2035,0,-,- choice-Extensions,2046,0,-,-	
T	ImmediateMDTNr	Q	1	measurementsToActivate,1950,0,-,- m1Configuration,1951,1,-,- m4Configuration,1972,1,-,- m5Configuration,1979,1,-,- m6Configuration,1985,1,-,- m7Configuration,1991,1,-,- bluetoothMeasurementConfiguration,525,1,-,- wLANMeasurementConfiguration,1997,1,-,- mDT-Location-Info,2010,1,-,- sensorMeasurementConfiguration,2015,1,-,- iE-Extensions,2032,1,-,-	
T	MeasurementsToActivate	B	8 8 0
T	M1Configuration	Q	1	m1reportingTrigger,1952,0,-,- m1thresholdEventA2,1953,1,-,- m1periodicReporting,1962,1,-,- iE-Extensions,1968,1,-,-	
T	M1ReportingTrigger	e	periodic,a2eventtriggered,a2eventtriggered-periodic	+
T	M1ThresholdEventA2	Q	1	m1ThresholdType,1954,0,-,- iE-Extensions,1959,1,-,-	
T	M1ThresholdType	C	0	threshold-RSRP,1635,0,-,- threshold-RSRQ,1636,0,-,- threshold-SINR,1955,0,-,- choice-Extensions,1956,0,-,-	
T	Threshold-SINR	i	0 127 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,369.id.- criticality,5,0,-,369.criticality.0 value,1958,0,-,369.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,369.id.- criticality,5,0,-,369.criticality.0 value,1958,0,-,369.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1960	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,370.id.- criticality,5,0,-,370.criticality.0 extensionValue,1961,0,-,370.Extension.0	
T	OPEN TYPE	x
T	M1PeriodicReporting	Q	1	reportInterval,1963,0,-,- reportAmount,1964,0,-,- iE-Extensions,1965,1,-,-	
T	ReportIntervalMDT	e	ms120,ms240,ms480,ms640,ms1024,ms2048,ms5120,ms10240,min1,min6,min12,min30,min60	-
T	ReportAmountMDT	e	r1,r2,r4,r8,r16,r32,r64,rinfinity	-
T	ProtocolExtensionContainer	L	1966	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,371.id.- criticality,5,0,-,371.criticality.0 extensionValue,1967,0,-,371.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1969	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,372.id.- criticality,5,0,-,372.criticality.0 extensionValue,1970,0,-,372.Extension.0	
T	OPEN TYPE	x
T	IncludeBeamMeasurementsIndication	e	true	+
T	M4Configuration	Q	1	m4period,1973,0,-,- m4-links-to-log,1974,0,-,- iE-Extensions,1975,1,-,-	
T	M4period	e	ms1024,ms2048,ms5120,ms10240,min1	+
T	Links-to-log	e	uplink,downlink,both-uplink-and-downlink	+
T	ProtocolExtensionContainer	L	1976	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,373.id.- criticality,5,0,-,373.criticality.0 extensionValue,1977,0,-,373.Extension.0	
T	OPEN TYPE	x
T	M4ReportAmountMDT	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	M5Configuration	Q	1	m5period,1980,0,-,- m5-links-to-log,1974,0,-,- iE-Extensions,1981,1,-,-	
T	M5period	e	ms1024,ms2048,ms5120,ms10240,min1	+
T	ProtocolExtensionContainer	L	1982	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,374.id.- criticality,5,0,-,374.criticality.0 extensionValue,1983,0,-,374.Extension.0	
T	OPEN TYPE	x
T	M5ReportAmountMDT	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	M6Configuration	Q	1	m6report-Interval,1986,0,-,- m6-links-to-log,1974,0,-,- iE-Extensions,1987,1,-,-	
T	M6report-Interval	e	ms120,ms240,ms480,ms640,ms1024,ms2048,ms5120,ms10240,ms20480,ms40960,min1,min6,min12,min30	+
T	ProtocolExtensionContainer	L	1988	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,375.id.- criticality,5,0,-,375.criticality.0 extensionValue,1989,0,-,375.Extension.0	
T	OPEN TYPE	x
T	M6ReportAmountMDT	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	M7Configuration	Q	1	m7period,1992,0,-,- m7-links-to-log,1974,0,-,- iE-Extensions,1993,1,-,-	
T	M7period	i	1 60 1
T	ProtocolExtensionContainer	L	1994	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,376.id.- criticality,5,0,-,376.criticality.0 extensionValue,1995,0,-,376.Extension.0	
T	OPEN TYPE	x
T	M7ReportAmountMDT	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	WLANMeasurementConfiguration	Q	1	wlanMeasConfig,1998,0,-,- wlanMeasConfigNameList,1999,1,-,- wlan-rssi,2005,1,-,- wlan-rtt,2006,1,-,- iE-Extensions,2007,1,-,-	
T	WLANMeasConfig	e	setup	+
T	WLANMeasConfigNameList	L	2000	1 4 0
T	WLANMeasConfigNameItem	Q	1	wLANName,2001,0,-,- iE-Extensions,2002,1,-,-	
T	WLANName	O	1 32 0
T	ProtocolExtensionContainer	L	2003	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,377.id.- criticality,5,0,-,377.criticality.0 extensionValue,2004,0,-,377.Extension.0	
T	OPEN TYPE	x
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	2008	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,378.id.- criticality,5,0,-,378.criticality.0 extensionValue,2009,0,-,378.Extension.0	
T	OPEN TYPE	x
T	MDT-Location-Info	Q	1	mDT-Location-Information,2011,0,-,- iE-Extensions,2012,1,-,-	
T	MDT-Location-Information	B	8 8 0
T	ProtocolExtensionContainer	L	2013	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,379.id.- criticality,5,0,-,379.criticality.0 extensionValue,2014,0,-,379.Extension.0	
T	OPEN TYPE	x
T	SensorMeasurementConfiguration	Q	1	sensorMeasConfig,2016,0,-,- sensorMeasConfigNameList,2017,1,-,- iE-Extensions,2029,1,-,-	
T	SensorMeasConfig	e	setup	+
T	SensorMeasConfigNameList	L	2018	1 3 0
T	SensorMeasConfigNameItem	Q	1	sensorNameConfig,2019,0,-,- iE-Extensions,2026,1,-,-	
T	SensorNameConfig	C	0	uncompensatedBarometricConfig,2020,0,-,- ueSpeedConfig,2021,0,-,- ueOrientationConfig,2022,0,-,- choice-Extensions,2023,0,-,-	
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ENUMERATED	e	true	+
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,380.id.- criticality,5,0,-,380.criticality.0 value,2025,0,-,380.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,380.id.- criticality,5,0,-,380.criticality.0 value,2025,0,-,380.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2027	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,381.id.- criticality,5,0,-,381.criticality.0 extensionValue,2028,0,-,381.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2030	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,382.id.- criticality,5,0,-,382.criticality.0 extensionValue,2031,0,-,382.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2033	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,383.id.- criticality,5,0,-,383.criticality.0 extensionValue,2034,0,-,383.Extension.0	
T	OPEN TYPE	x
T	LoggedMDTNr	Q	1	loggingInterval,2036,0,-,- loggingDuration,2037,0,-,- loggedMDTTrigger,2038,0,-,- bluetoothMeasurementConfiguration,525,1,-,- wLANMeasurementConfiguration,1997,1,-,- sensorMeasurementConfiguration,2015,1,-,- areaScopeOfNeighCellsList,421,1,-,- iE-Extensions,2043,1,-,-	
T	LoggingInterval	e	ms320,ms640,ms1280,ms2560,ms5120,ms10240,ms20480,ms30720,ms40960,ms61440,infinity	+
T	LoggingDuration	e	m10,m20,m40,m60,m90,m120	+
T	LoggedMDTTrigger	C	0	periodical,2039,0,-,- eventTrigger,1645,0,-,- choice-Extensions,2040,0,-,-	
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,384.id.- criticality,5,0,-,384.criticality.0 value,2042,0,-,384.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,384.id.- criticality,5,0,-,384.criticality.0 value,2042,0,-,384.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2044	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,385.id.- criticality,5,0,-,385.criticality.0 extensionValue,2045,0,-,385.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,386.id.- criticality,5,0,-,386.criticality.0 value,2048,0,-,386.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,386.id.- criticality,5,0,-,386.criticality.0 value,2048,0,-,386.Value.0	
T	OPEN TYPE	x
T	MDTPLMNList	L	81	1 16 0
T	ProtocolExtensionContainer	L	2051	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,387.id.- criticality,5,0,-,387.criticality.0 extensionValue,2052,0,-,387.Extension.0	
T	OPEN TYPE	x
T	PNI-NPN-AreaScopeofMDT	Q	1	cAGListforMDT,369,0,-,- iE-Extensions,2054,1,-,-	
T	ProtocolExtensionContainer	L	2055	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,388.id.- criticality,5,0,-,388.criticality.0 extensionValue,2056,0,-,388.Extension.0	
T	OPEN TYPE	x
T	MDT-Configuration-EUTRA	Q	1	mdt-Activation,1947,0,-,- areaScopeOfMDT,338,0,-,- mDTMode,2058,0,-,- signallingBasedMDTPLMNList,2049,1,-,- iE-Extensions,2059,1,-,-	
T	MDTModeEutra	O	0 - 0
T	ProtocolExtensionContainer	L	2060	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,389.id.- criticality,5,0,-,389.criticality.0 extensionValue,2061,0,-,389.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2063	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,390.id.- criticality,5,0,-,390.criticality.0 extensionValue,2064,0,-,390.Extension.0	
T	OPEN TYPE	x
T	MN-only-MDT-collection	e	mn-only	+
T	SourceToTarget-TransparentContainer	O	0 - 0
T	LocationReportingRequestType	Q	1	eventType,1650,0,-,- reportArea,2068,0,-,- areaOfInterestList,337,1,-,- locationReportingReferenceIDToBeCancelled,253,1,-,- iE-Extensions,2069,1,-,-	
T	ReportArea	e	cell	+
T	ProtocolExtensionContainer	L	2070	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,391.id.- criticality,5,0,-,391.criticality.0 extensionValue,2071,0,-,391.Extension.0	
T	OPEN TYPE	x
T	LocationReportingAdditionalInfo	e	includePSCell	+
T	RRCInactiveTransitionReportRequest	e	subsequent-state-transition-report,single-rrc-connected-state-report,cancel-report	+
T	RedirectionVoiceFallback	e	possible,not-possible	+
T	IAB-Authorized	e	authorized,not-authorized	+
T	NRV2XServicesAuthorized	Q	1	vehicleUE,2077,1,-,- pedestrianUE,2078,1,-,- iE-Extensions,2079,1,-,-	
T	VehicleUE	e	authorized,not-authorized	+
T	PedestrianUE	e	authorized,not-authorized	+
T	ProtocolExtensionContainer	L	2080	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,392.id.- criticality,5,0,-,392.criticality.0 extensionValue,2081,0,-,392.Extension.0	
T	OPEN TYPE	x
T	LTEV2XServicesAuthorized	Q	1	vehicleUE,2077,1,-,- pedestrianUE,2078,1,-,- iE-Extensions,2083,1,-,-	
T	ProtocolExtensionContainer	L	2084	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,393.id.- criticality,5,0,-,393.criticality.0 extensionValue,2085,0,-,393.Extension.0	
T	OPEN TYPE	x
T	NRUESidelinkAggregateMaximumBitrate	Q	1	uESidelinkAggregateMaximumBitRate,1,0,-,- iE-Extensions,2087,1,-,-	
T	ProtocolExtensionContainer	L	2088	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,394.id.- criticality,5,0,-,394.criticality.0 extensionValue,2089,0,-,394.Extension.0	
T	OPEN TYPE	x
T	LTEUESidelinkAggregateMaximumBitrate	Q	1	uESidelinkAggregateMaximumBitRate,1,0,-,- iE-Extensions,2091,1,-,-	
T	ProtocolExtensionContainer	L	2092	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,395.id.- criticality,5,0,-,395.criticality.0 extensionValue,2093,0,-,395.Extension.0	
T	OPEN TYPE	x
T	PC5QoSParameters	Q	1	pc5QoSFlowList,2095,0,-,- pc5LinkAggregateBitRates,1,1,-,- iE-Extensions,2104,1,-,-	
T	PC5QoSFlowList	L	2096	1 2048 0
T	PC5QoSFlowItem	Q	1	pQI,708,0,-,- pc5FlowBitRates,2097,1,-,- range,1684,1,-,- iE-Extensions,2101,1,-,-	
T	PC5FlowBitRates	Q	1	guaranteedFlowBitRate,1,0,-,- maximumFlowBitRate,1,0,-,- iE-Extensions,2098,1,-,-	
T	ProtocolExtensionContainer	L	2099	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,396.id.- criticality,5,0,-,396.criticality.0 extensionValue,2100,0,-,396.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2102	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,397.id.- criticality,5,0,-,397.criticality.0 extensionValue,2103,0,-,397.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2105	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,398.id.- criticality,5,0,-,398.criticality.0 extensionValue,2106,0,-,398.Extension.0	
T	OPEN TYPE	x
T	UE-UP-CIoT-Support	e	supported	+
T	TimeSyncAssistanceInfo	Q	1	timeDistributionIndication,2109,0,-,- uUTimeSyncErrorBudget,2110,1,-,- iE-Extensions,2111,1,-,-	
T	ENUMERATED	e	enabled,disabled	+
T	INTEGER	i	1 1000000 1
T	ProtocolExtensionContainer	L	2112	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,399.id.- criticality,5,0,-,399.criticality.0 extensionValue,2113,0,-,399.Extension.0	
T	OPEN TYPE	x
T	UESliceMaximumBitRateList	L	2115	1 8 0
T	UESliceMaximumBitRateItem	Q	1	s-NSSAI,57,0,-,- uESliceMaximumBitRateDL,1,0,-,- uESliceMaximumBitRateUL,1,0,-,- iE-Extensions,2116,1,-,-	
T	ProtocolExtensionContainer	L	2117	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,400.id.- criticality,5,0,-,400.criticality.0 extensionValue,2118,0,-,400.Extension.0	
T	OPEN TYPE	x
T	NR-A2X-ServicesAuthorized	Q	1	aerialUE,2120,1,-,- aerialControllerUE,2121,1,-,- iE-Extensions,2122,1,-,-	
T	ENUMERATED	e	authorized,not-authorized	+
T	ENUMERATED	e	authorized,not-authorized	+
T	ProtocolExtensionContainer	L	2123	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,401.id.- criticality,5,0,-,401.criticality.0 extensionValue,2124,0,-,401.Extension.0	
T	OPEN TYPE	x
T	LTE-A2X-ServicesAuthorized	Q	1	aerialUE,2126,1,-,- aerialControllerUE,2127,1,-,- iE-Extensions,2128,1,-,-	
T	ENUMERATED	e	authorized,not-authorized	+
T	ENUMERATED	e	authorized,not-authorized	+
T	ProtocolExtensionContainer	L	2129	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,402.id.- criticality,5,0,-,402.criticality.0 extensionValue,2130,0,-,402.Extension.0	
T	OPEN TYPE	x
T	NoPDUSessionIndication	e	true	+
T	SLPositioningRangingServiceInfo	Q	1	sLPositioningRangingAuthorized,2133,0,-,- sLPositioningRangingQoSParameters,2134,1,-,- iE-Extensions,2147,1,-,-	
T	SLPositioningRangingAuthorized	e	authorized,not-authorized	+
T	SLPositioningRangingQoSParameters	Q	1	rSPPQoSFlowList,2135,0,-,- rSPPLinkAggregateBitRates,1,1,-,- iE-Extensions,2144,1,-,-	
T	RSPPQoSFlowList	L	2136	1 2048 0
T	RSPPQoSFlowItem	Q	1	pQI,708,0,-,- rSPPFlowBitRates,2137,1,-,- range,1684,1,-,- iE-Extensions,2141,1,-,-	
T	RSPPFlowBitRates	Q	1	guaranteedFlowBitRate,1,0,-,- maximumFlowBitRate,1,0,-,- iE-Extensions,2138,1,-,-	
T	ProtocolExtensionContainer	L	2139	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,403.id.- criticality,5,0,-,403.criticality.0 extensionValue,2140,0,-,403.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2142	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,404.id.- criticality,5,0,-,404.criticality.0 extensionValue,2143,0,-,404.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2145	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,405.id.- criticality,5,0,-,405.criticality.0 extensionValue,2146,0,-,405.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2148	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,406.id.- criticality,5,0,-,406.criticality.0 extensionValue,2149,0,-,406.Extension.0	
T	OPEN TYPE	x
T	HandoverRequestAcknowledge	Q	1	protocolIEs,2151,0,-,-	
T	ProtocolIE-Container	L	2152	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,407.id.- criticality,5,0,-,407.criticality.0 value,2153,0,-,407.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceAdmittedList	L	2155	1 256 0
T	PDUSessionResourceAdmittedItem	Q	1	pDUSessionID,1742,0,-,- handoverRequestAcknowledgeTransfer,2156,0,-,- iE-Extensions,2168,1,-,-	
T	OCTET STRING	O	0 - 0
T	HandoverRequestAcknowledgeTransfer	Q	1	dL-NGU-UP-TNLInformation,259,0,-,- dLForwardingUP-TNLInformation,259,1,-,- securityResult,2158,1,-,- qosFlowSetupResponseList,268,0,-,- qosFlowFailedToSetupList,1767,1,-,- dataForwardingResponseDRBList,1137,1,-,- iE-Extensions,2163,1,-,-	
T	SecurityResult	Q	1	integrityProtectionResult,2159,0,-,- confidentialityProtectionResult,979,0,-,- iE-Extensions,2160,1,-,-	
T	IntegrityProtectionResult	e	performed,not-performed	+
T	ProtocolExtensionContainer	L	2161	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,408.id.- criticality,5,0,-,408.criticality.0 extensionValue,2162,0,-,408.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2164	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,409.id.- criticality,5,0,-,409.criticality.0 extensionValue,2165,0,-,409.Extension.0	
T	OPEN TYPE	x
T	MBS-SupportIndicator	e	multicast-supported	+multicast-supported-with-reception-in-RRC-inactive
T	PDUSetbasedHandlingIndicator	e	supported	+
T	ProtocolExtensionContainer	L	2169	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,410.id.- criticality,5,0,-,410.criticality.0 extensionValue,2170,0,-,410.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToSetupListHOAck	L	2172	1 256 0
T	PDUSessionResourceFailedToSetupItemHOAck	Q	1	pDUSessionID,1742,0,-,- handoverResourceAllocationUnsuccessfulTransfer,2173,0,-,- iE-Extensions,2178,1,-,-	
T	OCTET STRING	O	0 - 0
T	HandoverResourceAllocationUnsuccessfulTransfer	Q	1	cause,122,0,-,- criticalityDiagnostics,134,1,-,- iE-Extensions,2175,1,-,-	
T	ProtocolExtensionContainer	L	2176	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,411.id.- criticality,5,0,-,411.criticality.0 extensionValue,2177,0,-,411.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2179	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,412.id.- criticality,5,0,-,412.criticality.0 extensionValue,2180,0,-,412.Extension.0	
T	OPEN TYPE	x
T	NPN-AccessInformation	C	0	pNI-NPN-Access-Information,918,0,-,- choice-Extensions,2182,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,413.id.- criticality,5,0,-,413.criticality.0 value,2184,0,-,413.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,413.id.- criticality,5,0,-,413.criticality.0 value,2184,0,-,413.Value.0	
T	OPEN TYPE	x
T	RedCapIndication	e	redcap	+
T	HandoverRequired	Q	1	protocolIEs,2187,0,-,-	
T	ProtocolIE-Container	L	2188	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,414.id.- criticality,5,0,-,414.criticality.0 value,2189,0,-,414.Value.0	
T	OPEN TYPE	x
T	TargetID	C	0	targetRANNodeID,2191,0,-,- targeteNB-ID,2195,0,-,- choice-Extensions,2199,0,-,-	
T	TargetRANNodeID	Q	1	globalRANNodeID,152,0,-,- selectedTAI,212,0,-,- iE-Extensions,2192,1,-,-	
T	ProtocolExtensionContainer	L	2193	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,415.id.- criticality,5,0,-,415.criticality.0 extensionValue,2194,0,-,415.Extension.0	
T	OPEN TYPE	x
T	TargeteNB-ID	Q	1	globalENB-ID,162,0,-,- selected-EPS-TAI,1360,0,-,- iE-Extensions,2196,1,-,-	
T	ProtocolExtensionContainer	L	2197	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,416.id.- criticality,5,0,-,416.criticality.0 extensionValue,2198,0,-,416.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,417.id.- criticality,5,0,-,417.criticality.0 value,2201,0,-,417.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,417.id.- criticality,5,0,-,417.criticality.0 value,2201,0,-,417.Value.0	
T	OPEN TYPE	x
T	TargetRNC-ID	Q	1	lAI,2203,0,-,- rNC-ID,2208,0,-,- extendedRNC-ID,1663,1,-,- iE-Extensions,2209,1,-,-	
T	LAI	Q	1	pLMNidentity,81,0,-,- lAC,2204,0,-,- iE-Extensions,2205,1,-,-	
T	LAC	O	2 2 0
T	ProtocolExtensionContainer	L	2206	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,418.id.- criticality,5,0,-,418.criticality.0 extensionValue,2207,0,-,418.Extension.0	
T	OPEN TYPE	x
T	RNC-ID	i	0 4095 0
T	ProtocolExtensionContainer	L	2210	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,419.id.- criticality,5,0,-,419.criticality.0 extensionValue,2211,0,-,419.Extension.0	
T	OPEN TYPE	x
T	TargetHomeENB-ID	Q	1	pLMNidentity,81,0,-,- homeENB-ID,2213,0,-,- selected-EPS-TAI,1360,0,-,- iE-Extensions,2214,1,-,-	
T	BIT STRING	B	28 28 0
T	ProtocolExtensionContainer	L	2215	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,420.id.- criticality,5,0,-,420.criticality.0 extensionValue,2216,0,-,420.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceListHORqd	L	2218	1 256 0
T	PDUSessionResourceItemHORqd	Q	1	pDUSessionID,1742,0,-,- handoverRequiredTransfer,2219,0,-,- iE-Extensions,2224,1,-,-	
T	OCTET STRING	O	0 - 0
T	HandoverRequiredTransfer	Q	1	directForwardingPathAvailability,1148,1,-,- iE-Extensions,2221,1,-,-	
T	ProtocolExtensionContainer	L	2222	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,421.id.- criticality,5,0,-,421.criticality.0 extensionValue,2223,0,-,421.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2225	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,422.id.- criticality,5,0,-,422.criticality.0 extensionValue,2226,0,-,422.Extension.0	
T	OPEN TYPE	x
T	HandoverSuccess	Q	1	protocolIEs,2228,0,-,-	
T	ProtocolIE-Container	L	2229	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,423.id.- criticality,5,0,-,423.criticality.0 value,2230,0,-,423.Value.0	
T	OPEN TYPE	x
T	HandoverWindowDuration	i	1 6000 0
T	HandoverWindowStart	i	0 549755813887 0
T	IAB-Supported	e	true	+
T	IABNodeIndication	e	true	+
T	IMSVoiceSupportIndicator	e	supported,not-supported	+
T	InfoOnRecommendedCellsAndRANNodesForPaging	Q	1	recommendedCellsForPaging,448,0,-,- recommendRANNodesForPaging,2237,0,-,- iE-Extensions,2246,1,-,-	
T	RecommendedRANNodesForPaging	Q	1	recommendedRANNodeList,2238,0,-,- iE-Extensions,2243,1,-,-	
T	RecommendedRANNodeList	L	2239	1 16 0
T	RecommendedRANNodeItem	Q	1	aMFPagingTarget,151,0,-,- iE-Extensions,2240,1,-,-	
T	ProtocolExtensionContainer	L	2241	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,424.id.- criticality,5,0,-,424.criticality.0 extensionValue,2242,0,-,424.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2244	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,425.id.- criticality,5,0,-,425.criticality.0 extensionValue,2245,0,-,425.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2247	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,426.id.- criticality,5,0,-,426.criticality.0 extensionValue,2248,0,-,426.Extension.0	
T	OPEN TYPE	x
T	InitialContextSetupFailure	Q	1	protocolIEs,2250,0,-,-	
T	ProtocolIE-Container	L	2251	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,427.id.- criticality,5,0,-,427.criticality.0 value,2252,0,-,427.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToSetupListCxtFail	L	2254	1 256 0
T	PDUSessionResourceFailedToSetupItemCxtFail	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceSetupUnsuccessfulTransfer,2255,0,-,- iE-Extensions,2260,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceSetupUnsuccessfulTransfer	Q	1	cause,122,0,-,- criticalityDiagnostics,134,1,-,- iE-Extensions,2257,1,-,-	
T	ProtocolExtensionContainer	L	2258	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,428.id.- criticality,5,0,-,428.criticality.0 extensionValue,2259,0,-,428.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2261	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,429.id.- criticality,5,0,-,429.criticality.0 extensionValue,2262,0,-,429.Extension.0	
T	OPEN TYPE	x
T	InitialContextSetupRequest	Q	1	protocolIEs,2264,0,-,-	
T	ProtocolIE-Container	L	2265	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,430.id.- criticality,5,0,-,430.criticality.0 value,2266,0,-,430.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceSetupListCxtReq	L	2268	1 256 0
T	PDUSessionResourceSetupItemCxtReq	Q	1	pDUSessionID,1742,0,-,- nAS-PDU,1200,1,-,- s-NSSAI,57,0,-,- pDUSessionResourceSetupRequestTransfer,2269,0,-,- iE-Extensions,2270,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2271	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,431.id.- criticality,5,0,-,431.criticality.0 extensionValue,2272,0,-,431.Extension.0	
T	OPEN TYPE	x
T	RGLevelWirelineAccessCharacteristics	O	0 - 0
T	QMCConfigInfo	Q	1	uEAppLayerMeasInfoList,2275,0,-,- iE-Extensions,2305,1,-,-	
T	UEAppLayerMeasInfoList	L	2276	1 16 0
T	UEAppLayerMeasInfoItem	Q	1	uEAppLayerMeasConfigInfo,2277,0,-,- iE-Extensions,2302,1,-,-	
T	UEAppLayerMeasConfigInfo	Q	1	qoEReference,2278,0,-,- serviceType,2279,0,-,- areaScopeOfQMC,422,1,-,- measCollEntityIPAddress,20,0,-,- qoEMeasurementStatus,2280,1,-,- containerForAppLayerMeasConfig,2281,1,-,- measConfigAppLayerID,2282,1,-,- sliceSupportListQMC,2283,1,-,- mDT-AlignmentInfo,2288,1,-,- availableRANVisibleQoEMetrics,499,1,-,- iE-Extensions,2292,1,-,-	
T	QoEReference	O	6 6 0
T	ServiceType	e	streaming,mTSI,vR	+
T	ENUMERATED	e	ongoing	+
T	OCTET STRING	O	1 8000 0
T	INTEGER	i	0 15 1
T	SliceSupportListQMC	L	2284	1 16 0
T	SliceSupportQMC-Item	Q	1	s-NSSAI,57,0,-,- iE-Extensions,2285,1,-,-	
T	ProtocolExtensionContainer	L	2286	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,432.id.- criticality,5,0,-,432.criticality.0 extensionValue,2287,0,-,432.Extension.0	
T	OPEN TYPE	x
T	MDT-AlignmentInfo	C	0	s-basedMDT,933,0,-,- choice-Extensions,2289,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,433.id.- criticality,5,0,-,433.criticality.0 value,2291,0,-,433.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,433.id.- criticality,5,0,-,433.criticality.0 value,2291,0,-,433.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2293	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,434.id.- criticality,5,0,-,434.criticality.0 extensionValue,2294,0,-,434.Extension.0	
T	OPEN TYPE	x
T	MBSCommServiceType	e	broadcast,multicast	+
T	QoERVQoEReportingPaths	Q	1	qoEReportingPath,2297,1,-,- rVQoEReportingPath,2298,1,-,- iE-Extensions,2299,1,-,-	
T	ENUMERATED	e	srb4,srb5	+
T	ENUMERATED	e	srb4,srb5	+
T	ProtocolExtensionContainer	L	2300	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,435.id.- criticality,5,0,-,435.criticality.0 extensionValue,2301,0,-,435.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2303	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,436.id.- criticality,5,0,-,436.criticality.0 extensionValue,2304,0,-,436.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2306	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,437.id.- criticality,5,0,-,437.criticality.0 extensionValue,2307,0,-,437.Extension.0	
T	OPEN TYPE	x
T	NetworkControlledRepeaterAuthorized	e	authorized,not-authorized	+
T	InitialContextSetupResponse	Q	1	protocolIEs,2310,0,-,-	
T	ProtocolIE-Container	L	2311	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,438.id.- criticality,5,0,-,438.criticality.0 value,2312,0,-,438.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceSetupListCxtRes	L	2314	1 256 0
T	PDUSessionResourceSetupItemCxtRes	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceSetupResponseTransfer,2315,0,-,- iE-Extensions,2344,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceSetupResponseTransfer	Q	1	dLQosFlowPerTNLInformation,1755,0,-,- additionalDLQosFlowPerTNLInformation,1753,1,-,- securityResult,2158,1,-,- qosFlowFailedToSetupList,1767,1,-,- iE-Extensions,2317,1,-,-	
T	ProtocolExtensionContainer	L	2318	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,439.id.- criticality,5,0,-,439.criticality.0 extensionValue,2319,0,-,439.Extension.0	
T	OPEN TYPE	x
T	MBSSessionSetupResponseList	L	2321	1 32 0
T	MBSSessionSetupResponseItem	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- iE-Extensions,2322,1,-,-	
T	ProtocolExtensionContainer	L	2323	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,440.id.- criticality,5,0,-,440.criticality.0 extensionValue,2324,0,-,440.Extension.0	
T	OPEN TYPE	x
T	MBSSessionFailedtoSetupList	L	2326	1 32 0
T	MBSSessionFailedtoSetupItem	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- cause,122,0,-,- iE-Extensions,2327,1,-,-	
T	ProtocolExtensionContainer	L	2328	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,441.id.- criticality,5,0,-,441.criticality.0 extensionValue,2329,0,-,441.Extension.0	
T	OPEN TYPE	x
T	QoSFlowTSCList	L	2331	1 64 0
T	QoSFlowTSCItem	Q	1	qosFlowIdentifier,270,0,-,- tSCTrafficCharacteristicsFeedback,2332,1,-,- aNPacketDelayBudgetUL,713,1,-,- iE-Extensions,2341,1,-,-	
T	TSCTrafficCharacteristicsFeedback	Q	1	tSCFeedbackInformationDL,2333,1,-,- tSCFeedbackInformationUL,2333,1,-,- iE-Extensions,2338,1,-,-	
T	TSCFeedbackInformation	Q	1	burstArrivalTimeOffset,2334,0,-,- adjustedPeriodicity,298,1,-,- iE-Extensions,2335,1,-,-	
T	INTEGER	i	-640000 640000 1
T	ProtocolExtensionContainer	L	2336	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,442.id.- criticality,5,0,-,442.criticality.0 extensionValue,2337,0,-,442.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2339	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,443.id.- criticality,5,0,-,443.criticality.0 extensionValue,2340,0,-,443.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2342	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,444.id.- criticality,5,0,-,444.criticality.0 extensionValue,2343,0,-,444.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2345	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,445.id.- criticality,5,0,-,445.criticality.0 extensionValue,2346,0,-,445.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToSetupListCxtRes	L	2348	1 256 0
T	PDUSessionResourceFailedToSetupItemCxtRes	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceSetupUnsuccessfulTransfer,2349,0,-,- iE-Extensions,2350,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2351	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,446.id.- criticality,5,0,-,446.criticality.0 extensionValue,2352,0,-,446.Extension.0	
T	OPEN TYPE	x
T	InitialUEMessage	Q	1	protocolIEs,2354,0,-,-	
T	ProtocolIE-Container	L	2355	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,447.id.- criticality,5,0,-,447.criticality.0 value,2356,0,-,447.Value.0	
T	OPEN TYPE	x
T	RRCEstablishmentCause	e	emergency,highPriorityAccess,mt-Access,mo-Signalling,mo-Data,mo-VoiceCall,mo-VideoCall,mo-SMS,mps-PriorityAccess,mcs-PriorityAccess	+notAvailable,mo-ExceptionData
T	UEContextRequest	e	requested	+
T	SourceToTarget-AMFInformationReroute	Q	1	configuredNSSAI,980,1,-,- rejectedNSSAIinPLMN,2360,1,-,- rejectedNSSAIinTA,2361,1,-,- iE-Extensions,2362,1,-,-	
T	RejectedNSSAIinPLMN	O	32 32 0
T	RejectedNSSAIinTA	O	32 32 0
T	ProtocolExtensionContainer	L	2363	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,448.id.- criticality,5,0,-,448.criticality.0 extensionValue,2364,0,-,448.Extension.0	
T	OPEN TYPE	x
T	LTEM-Indication	e	lte-m	+
T	MobileIABNodeIndication	e	true	+
T	InitiatingMessage	Q	0	procedureCode,135,0,-,449.procedureCode.- criticality,5,0,-,449.criticality.0 value,2368,0,-,449.InitiatingMessage.0	
T	OPEN TYPE	x
T	MTCommunicationHandlingRequest	Q	1	protocolIEs,2370,0,-,-	
T	ProtocolIE-Container	L	2371	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,450.id.- criticality,5,0,-,450.criticality.0 value,2372,0,-,450.Value.0	
T	OPEN TYPE	x
T	PDUSessionListMTCommHReq	L	2374	1 256 0
T	PDUSessionListMTCommHReq-Item	Q	1	pDUSessionID,1742,0,-,- iE-Extensions,2375,1,-,-	
T	ProtocolExtensionContainer	L	2376	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,451.id.- criticality,5,0,-,451.criticality.0 extensionValue,2377,0,-,451.Extension.0	
T	OPEN TYPE	x
T	MTCommunicationHandlingResponse	Q	1	protocolIEs,2379,0,-,-	
T	ProtocolIE-Container	L	2380	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,452.id.- criticality,5,0,-,452.criticality.0 value,2381,0,-,452.Value.0	
T	OPEN TYPE	x
T	MTCommunicationHandlingFailure	Q	1	protocolIEs,2383,0,-,-	
T	ProtocolIE-Container	L	2384	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,453.id.- criticality,5,0,-,453.criticality.0 value,2385,0,-,453.Value.0	
T	OPEN TYPE	x
T	MulticastSessionActivationRequest	Q	1	protocolIEs,2387,0,-,-	
T	ProtocolIE-Container	L	2388	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,454.id.- criticality,5,0,-,454.criticality.0 value,2389,0,-,454.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MulticastSessionActivationRequestTransfer	Q	1	mBS-SessionID,655,0,-,- iE-Extensions,2392,1,-,-	
T	ProtocolExtensionContainer	L	2393	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,455.id.- criticality,5,0,-,455.criticality.0 extensionValue,2394,0,-,455.Extension.0	
T	OPEN TYPE	x
T	MulticastSessionActivationResponse	Q	1	protocolIEs,2396,0,-,-	
T	ProtocolIE-Container	L	2397	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,456.id.- criticality,5,0,-,456.criticality.0 value,2398,0,-,456.Value.0	
T	OPEN TYPE	x
T	MulticastSessionActivationFailure	Q	1	protocolIEs,2400,0,-,-	
T	ProtocolIE-Container	L	2401	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,457.id.- criticality,5,0,-,457.criticality.0 value,2402,0,-,457.Value.0	
T	OPEN TYPE	x
T	MulticastSessionDeactivationRequest	Q	1	protocolIEs,2404,0,-,-	
T	ProtocolIE-Container	L	2405	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,458.id.- criticality,5,0,-,458.criticality.0 value,2406,0,-,458.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MulticastSessionDeactivationRequestTransfer	Q	1	mBS-SessionID,655,0,-,- iE-Extensions,2409,1,-,-	
T	ProtocolExtensionContainer	L	2410	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,459.id.- criticality,5,0,-,459.criticality.0 extensionValue,2411,0,-,459.Extension.0	
T	OPEN TYPE	x
T	MulticastSessionDeactivationResponse	Q	1	protocolIEs,2413,0,-,-	
T	ProtocolIE-Container	L	2414	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,460.id.- criticality,5,0,-,460.criticality.0 value,2415,0,-,460.Value.0	
T	OPEN TYPE	x
T	MulticastSessionUpdateRequest	Q	1	protocolIEs,2417,0,-,-	
T	ProtocolIE-Container	L	2418	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,461.id.- criticality,5,0,-,461.criticality.0 value,2419,0,-,461.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	MulticastSessionUpdateRequestTransfer	Q	1	protocolIEs,2422,0,-,-	
T	ProtocolIE-Container	L	2423	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,462.id.- criticality,5,0,-,462.criticality.0 value,2424,0,-,462.Value.0	
T	OPEN TYPE	x
T	MulticastSessionUpdateResponse	Q	1	protocolIEs,2426,0,-,-	
T	ProtocolIE-Container	L	2427	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,463.id.- criticality,5,0,-,463.criticality.0 value,2428,0,-,463.Value.0	
T	OPEN TYPE	x
T	MulticastSessionUpdateFailure	Q	1	protocolIEs,2430,0,-,-	
T	ProtocolIE-Container	L	2431	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,464.id.- criticality,5,0,-,464.criticality.0 value,2432,0,-,464.Value.0	
T	OPEN TYPE	x
T	NGReset	Q	1	protocolIEs,2434,0,-,-	
T	ProtocolIE-Container	L	2435	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,465.id.- criticality,5,0,-,465.criticality.0 value,2436,0,-,465.Value.0	
T	OPEN TYPE	x
T	ResetType	C	0	nG-Interface,2438,0,-,- partOfNG-Interface,2439,0,-,- choice-Extensions,2444,0,-,-	
T	ResetAll	e	reset-all	+
T	UE-associatedLogicalNG-connectionList	L	2440	1 65536 0
T	UE-associatedLogicalNG-connectionItem	Q	1	aMF-UE-NGAP-ID,51,1,-,- rAN-UE-NGAP-ID,56,1,-,- iE-Extensions,2441,1,-,-	
T	ProtocolExtensionContainer	L	2442	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,466.id.- criticality,5,0,-,466.criticality.0 extensionValue,2443,0,-,466.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,467.id.- criticality,5,0,-,467.criticality.0 value,2446,0,-,467.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,467.id.- criticality,5,0,-,467.criticality.0 value,2446,0,-,467.Value.0	
T	OPEN TYPE	x
T	NGResetAcknowledge	Q	1	protocolIEs,2448,0,-,-	
T	ProtocolIE-Container	L	2449	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,468.id.- criticality,5,0,-,468.criticality.0 value,2450,0,-,468.Value.0	
T	OPEN TYPE	x
T	NGSetupRequest	Q	1	protocolIEs,2452,0,-,-	
T	ProtocolIE-Container	L	2453	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,469.id.- criticality,5,0,-,469.criticality.0 value,2454,0,-,469.Value.0	
T	OPEN TYPE	x
T	RANNodeName	k	PrintableString	1 150 1	8 0	
T	SupportedTAList	L	2457	1 256 0
T	SupportedTAItem	Q	1	tAC,213,0,-,- broadcastPLMNList,650,0,-,- iE-Extensions,2458,1,-,-	
T	ProtocolExtensionContainer	L	2459	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,470.id.- criticality,5,0,-,470.criticality.0 extensionValue,2460,0,-,470.Extension.0	
T	OPEN TYPE	x
T	RAT-Information	e	unlicensed,nb-IoT	+nR-LEO,nR-MEO,nR-GEO,nR-OTHERSAT
T	UERetentionInformation	e	ues-retained	+
T	NB-IoT-DefaultPagingDRX	e	rf128,rf256,rf512,rf1024	+
T	NGSetupResponse	Q	1	protocolIEs,2465,0,-,-	
T	ProtocolIE-Container	L	2466	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,471.id.- criticality,5,0,-,471.criticality.0 value,2467,0,-,471.Value.0	
T	OPEN TYPE	x
T	MobileIAB-Supported	e	true	+
T	NGSetupFailure	Q	1	protocolIEs,2470,0,-,-	
T	ProtocolIE-Container	L	2471	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,472.id.- criticality,5,0,-,472.criticality.0 value,2472,0,-,472.Value.0	
T	OPEN TYPE	x
T	PathSwitchRequest	Q	1	protocolIEs,2474,0,-,-	
T	ProtocolIE-Container	L	2475	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,473.id.- criticality,5,0,-,473.criticality.0 value,2476,0,-,473.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceToBeSwitchedDLList	L	2478	1 256 0
T	PDUSessionResourceToBeSwitchedDLItem	Q	1	pDUSessionID,1742,0,-,- pathSwitchRequestTransfer,2479,0,-,- iE-Extensions,2493,1,-,-	
T	OCTET STRING	O	0 - 0
T	PathSwitchRequestTransfer	Q	1	dL-NGU-UP-TNLInformation,259,0,-,- dL-NGU-TNLInformationReused,1074,1,-,- userPlaneSecurityInformation,2481,1,-,- qosFlowAcceptedList,2485,0,-,- iE-Extensions,2490,1,-,-	
T	UserPlaneSecurityInformation	Q	1	securityResult,2158,0,-,- securityIndication,1874,0,-,- iE-Extensions,2482,1,-,-	
T	ProtocolExtensionContainer	L	2483	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,474.id.- criticality,5,0,-,474.criticality.0 extensionValue,2484,0,-,474.Extension.0	
T	OPEN TYPE	x
T	QosFlowAcceptedList	L	2486	1 64 0
T	QosFlowAcceptedItem	Q	1	qosFlowIdentifier,270,0,-,- iE-Extensions,2487,1,-,-	
T	ProtocolExtensionContainer	L	2488	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,475.id.- criticality,5,0,-,475.criticality.0 extensionValue,2489,0,-,475.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2491	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,476.id.- criticality,5,0,-,476.criticality.0 extensionValue,2492,0,-,476.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2494	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,477.id.- criticality,5,0,-,477.criticality.0 extensionValue,2495,0,-,477.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToSetupListPSReq	L	2497	1 256 0
T	PDUSessionResourceFailedToSetupItemPSReq	Q	1	pDUSessionID,1742,0,-,- pathSwitchRequestSetupFailedTransfer,2498,0,-,- iE-Extensions,2503,1,-,-	
T	OCTET STRING	O	0 - 0
T	PathSwitchRequestSetupFailedTransfer	Q	1	cause,122,0,-,- iE-Extensions,2500,1,-,-	
T	ProtocolExtensionContainer	L	2501	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,478.id.- criticality,5,0,-,478.criticality.0 extensionValue,2502,0,-,478.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2504	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,479.id.- criticality,5,0,-,479.criticality.0 extensionValue,2505,0,-,479.Extension.0	
T	OPEN TYPE	x
T	PathSwitchRequestAcknowledge	Q	1	protocolIEs,2507,0,-,-	
T	ProtocolIE-Container	L	2508	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,480.id.- criticality,5,0,-,480.criticality.0 value,2509,0,-,480.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceSwitchedList	L	2511	1 256 0
T	PDUSessionResourceSwitchedItem	Q	1	pDUSessionID,1742,0,-,- pathSwitchRequestAcknowledgeTransfer,2512,0,-,- iE-Extensions,2527,1,-,-	
T	OCTET STRING	O	0 - 0
T	PathSwitchRequestAcknowledgeTransfer	Q	1	uL-NGU-UP-TNLInformation,259,1,-,- securityIndication,1874,1,-,- iE-Extensions,2514,1,-,-	
T	ProtocolExtensionContainer	L	2515	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,481.id.- criticality,5,0,-,481.criticality.0 extensionValue,2516,0,-,481.Extension.0	
T	OPEN TYPE	x
T	UPTransportLayerInformationPairList	L	2518	1 3 0
T	UPTransportLayerInformationPairItem	Q	1	uL-NGU-UP-TNLInformation,259,0,-,- dL-NGU-UP-TNLInformation,259,0,-,- iE-Extensions,2519,1,-,-	
T	ProtocolExtensionContainer	L	2520	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,482.id.- criticality,5,0,-,482.criticality.0 extensionValue,2521,0,-,482.Extension.0	
T	OPEN TYPE	x
T	QosFlowParametersList	L	2523	1 64 0
T	QosFlowParametersItem	Q	1	qosFlowIdentifier,270,0,-,- alternativeQoSParaSetList,312,1,-,- iE-Extensions,2524,1,-,-	
T	ProtocolExtensionContainer	L	2525	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,483.id.- criticality,5,0,-,483.criticality.0 extensionValue,2526,0,-,483.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2528	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,484.id.- criticality,5,0,-,484.criticality.0 extensionValue,2529,0,-,484.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceReleasedListPSAck	L	2531	1 256 0
T	PDUSessionResourceReleasedItemPSAck	Q	1	pDUSessionID,1742,0,-,- pathSwitchRequestUnsuccessfulTransfer,2532,0,-,- iE-Extensions,2537,1,-,-	
T	OCTET STRING	O	0 - 0
T	PathSwitchRequestUnsuccessfulTransfer	Q	1	cause,122,0,-,- iE-Extensions,2534,1,-,-	
T	ProtocolExtensionContainer	L	2535	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,485.id.- criticality,5,0,-,485.criticality.0 extensionValue,2536,0,-,485.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2538	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,486.id.- criticality,5,0,-,486.criticality.0 extensionValue,2539,0,-,486.Extension.0	
T	OPEN TYPE	x
T	MDTPLMNModificationList	L	81	0 16 0
T	PathSwitchRequestFailure	Q	1	protocolIEs,2542,0,-,-	
T	ProtocolIE-Container	L	2543	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,487.id.- criticality,5,0,-,487.criticality.0 value,2544,0,-,487.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceReleasedListPSFail	L	2546	1 256 0
T	PDUSessionResourceReleasedItemPSFail	Q	1	pDUSessionID,1742,0,-,- pathSwitchRequestUnsuccessfulTransfer,2547,0,-,- iE-Extensions,2548,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2549	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,488.id.- criticality,5,0,-,488.criticality.0 extensionValue,2550,0,-,488.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyRequest	Q	1	protocolIEs,2552,0,-,-	
T	ProtocolIE-Container	L	2553	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,489.id.- criticality,5,0,-,489.criticality.0 value,2554,0,-,489.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyListModReq	L	2556	1 256 0
T	PDUSessionResourceModifyItemModReq	Q	1	pDUSessionID,1742,0,-,- nAS-PDU,1200,1,-,- pDUSessionResourceModifyRequestTransfer,2557,0,-,- iE-Extensions,2587,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceModifyRequestTransfer	Q	1	protocolIEs,2559,0,-,-	
T	ProtocolIE-Container	L	2560	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,490.id.- criticality,5,0,-,490.criticality.0 value,2561,0,-,490.Value.0	
T	OPEN TYPE	x
T	UL-NGU-UP-TNLModifyList	L	2563	1 4 0
T	UL-NGU-UP-TNLModifyItem	Q	1	uL-NGU-UP-TNLInformation,259,0,-,- dL-NGU-UP-TNLInformation,259,0,-,- iE-Extensions,2564,1,-,-	
T	ProtocolExtensionContainer	L	2565	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,491.id.- criticality,5,0,-,491.criticality.0 extensionValue,2566,0,-,491.Extension.0	
T	OPEN TYPE	x
T	QosFlowAddOrModifyRequestList	L	2568	1 64 0
T	QosFlowAddOrModifyRequestItem	Q	1	qosFlowIdentifier,270,0,-,- qosFlowLevelQosParameters,705,1,-,- e-RAB-ID,1140,1,-,- iE-Extensions,2569,1,-,-	
T	ProtocolExtensionContainer	L	2570	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,492.id.- criticality,5,0,-,492.criticality.0 extensionValue,2571,0,-,492.Extension.0	
T	OPEN TYPE	x
T	MBSSessionSetuporModifyRequestList	L	2573	1 32 0
T	MBSSessionSetuporModifyRequestItem	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- associatedMBSQosFlowSetuporModifyRequestList,490,1,-,- mBS-QosFlowToReleaseList,1767,1,-,- iE-Extensions,2574,1,-,-	
T	ProtocolExtensionContainer	L	2575	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,493.id.- criticality,5,0,-,493.criticality.0 extensionValue,2576,0,-,493.Extension.0	
T	OPEN TYPE	x
T	MBSSessionToReleaseList	L	2578	1 32 0
T	MBSSessionToReleaseItem	Q	1	mBS-SessionID,655,0,-,- cause,122,0,-,- iE-Extensions,2579,1,-,-	
T	ProtocolExtensionContainer	L	2580	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,494.id.- criticality,5,0,-,494.criticality.0 extensionValue,2581,0,-,494.Extension.0	
T	OPEN TYPE	x
T	UserPlaneFailureIndication	Q	1	userPlaneFailureType,2583,0,-,- uL-NGU-UP-TNLInformation,259,0,-,- dL-NGU-UP-TNLInformation,259,0,-,- iE-Extensions,2584,1,-,-	
T	UserPlaneFailureType	e	gtp-u-error-indication-received,up-path-failure	+
T	ProtocolExtensionContainer	L	2585	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,495.id.- criticality,5,0,-,495.criticality.0 extensionValue,2586,0,-,495.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2588	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,496.id.- criticality,5,0,-,496.criticality.0 extensionValue,2589,0,-,496.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyResponse	Q	1	protocolIEs,2591,0,-,-	
T	ProtocolIE-Container	L	2592	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,497.id.- criticality,5,0,-,497.criticality.0 value,2593,0,-,497.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyListModRes	L	2595	1 256 0
T	PDUSessionResourceModifyItemModRes	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceModifyResponseTransfer,2596,0,-,- iE-Extensions,2631,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceModifyResponseTransfer	Q	1	dL-NGU-UP-TNLInformation,259,1,-,- uL-NGU-UP-TNLInformation,259,1,-,- qosFlowAddOrModifyResponseList,2598,1,-,- additionalDLQosFlowPerTNLInformation,1753,1,-,- qosFlowFailedToAddOrModifyList,1767,1,-,- iE-Extensions,2603,1,-,-	
T	QosFlowAddOrModifyResponseList	L	2599	1 64 0
T	QosFlowAddOrModifyResponseItem	Q	1	qosFlowIdentifier,270,0,-,- iE-Extensions,2600,1,-,-	
T	ProtocolExtensionContainer	L	2601	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,498.id.- criticality,5,0,-,498.criticality.0 extensionValue,2602,0,-,498.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2604	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,499.id.- criticality,5,0,-,499.criticality.0 extensionValue,2605,0,-,499.Extension.0	
T	OPEN TYPE	x
T	SecondaryRATUsageInformation	Q	1	pDUSessionUsageReport,2607,1,-,- qosFlowsUsageReportList,2621,1,-,- iE-Extension,2627,1,-,-	
T	PDUSessionUsageReport	Q	1	rATType,2608,0,-,- pDUSessionTimedReportList,2609,0,-,- iE-Extensions,2618,1,-,-	
T	ENUMERATED	e	nr,eutra	+nr-unlicensed,e-utra-unlicensed
T	VolumeTimedReportList	L	2610	1 2 0
T	VolumeTimedReport-Item	Q	1	startTimeStamp,2611,0,-,- endTimeStamp,2612,0,-,- usageCountUL,2613,0,-,- usageCountDL,2614,0,-,- iE-Extensions,2615,1,-,-	
T	OCTET STRING	O	4 4 0
T	OCTET STRING	O	4 4 0
T	INTEGER	i	0 9223372036854775807 0
T	INTEGER	i	0 9223372036854775807 0
T	ProtocolExtensionContainer	L	2616	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,500.id.- criticality,5,0,-,500.criticality.0 extensionValue,2617,0,-,500.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2619	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,501.id.- criticality,5,0,-,501.criticality.0 extensionValue,2620,0,-,501.Extension.0	
T	OPEN TYPE	x
T	QoSFlowsUsageReportList	L	2622	1 64 0
T	QoSFlowsUsageReport-Item	Q	1	qosFlowIdentifier,270,0,-,- rATType,2623,0,-,- qoSFlowsTimedReportList,2609,0,-,- iE-Extensions,2624,1,-,-	
T	ENUMERATED	e	nr,eutra	+nr-unlicensed,e-utra-unlicensed
T	ProtocolExtensionContainer	L	2625	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,502.id.- criticality,5,0,-,502.criticality.0 extensionValue,2626,0,-,502.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2628	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,503.id.- criticality,5,0,-,503.criticality.0 extensionValue,2629,0,-,503.Extension.0	
T	OPEN TYPE	x
T	UserPlaneFailureIndicationReport	e	qos-flows-and-tunnel-to-be-released,qoS-flows-to-be-moved,new-transport-address-allocated	+
T	ProtocolExtensionContainer	L	2632	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,504.id.- criticality,5,0,-,504.criticality.0 extensionValue,2633,0,-,504.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToModifyListModRes	L	2635	1 256 0
T	PDUSessionResourceFailedToModifyItemModRes	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceModifyUnsuccessfulTransfer,2636,0,-,- iE-Extensions,2641,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceModifyUnsuccessfulTransfer	Q	1	cause,122,0,-,- criticalityDiagnostics,134,1,-,- iE-Extensions,2638,1,-,-	
T	ProtocolExtensionContainer	L	2639	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,505.id.- criticality,5,0,-,505.criticality.0 extensionValue,2640,0,-,505.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2642	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,506.id.- criticality,5,0,-,506.criticality.0 extensionValue,2643,0,-,506.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyIndication	Q	1	protocolIEs,2645,0,-,-	
T	ProtocolIE-Container	L	2646	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,507.id.- criticality,5,0,-,507.criticality.0 value,2647,0,-,507.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyListModInd	L	2649	1 256 0
T	PDUSessionResourceModifyItemModInd	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceModifyIndicationTransfer,2650,0,-,- iE-Extensions,2655,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceModifyIndicationTransfer	Q	1	dLQosFlowPerTNLInformation,1755,0,-,- additionalDLQosFlowPerTNLInformation,1753,1,-,- iE-Extensions,2652,1,-,-	
T	ProtocolExtensionContainer	L	2653	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,508.id.- criticality,5,0,-,508.criticality.0 extensionValue,2654,0,-,508.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2656	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,509.id.- criticality,5,0,-,509.criticality.0 extensionValue,2657,0,-,509.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyConfirm	Q	1	protocolIEs,2659,0,-,-	
T	ProtocolIE-Container	L	2660	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,510.id.- criticality,5,0,-,510.criticality.0 value,2661,0,-,510.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceModifyListModCfm	L	2663	1 256 0
T	PDUSessionResourceModifyItemModCfm	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceModifyConfirmTransfer,2664,0,-,- iE-Extensions,2674,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceModifyConfirmTransfer	Q	1	qosFlowModifyConfirmList,2666,0,-,- uLNGU-UP-TNLInformation,259,0,-,- additionalNG-UUPTNLInformation,2517,1,-,- qosFlowFailedToModifyList,1767,1,-,- iE-Extensions,2671,1,-,-	
T	QosFlowModifyConfirmList	L	2667	1 64 0
T	QosFlowModifyConfirmItem	Q	1	qosFlowIdentifier,270,0,-,- iE-Extensions,2668,1,-,-	
T	ProtocolExtensionContainer	L	2669	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,511.id.- criticality,5,0,-,511.criticality.0 extensionValue,2670,0,-,511.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2672	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,512.id.- criticality,5,0,-,512.criticality.0 extensionValue,2673,0,-,512.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2675	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,513.id.- criticality,5,0,-,513.criticality.0 extensionValue,2676,0,-,513.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToModifyListModCfm	L	2678	1 256 0
T	PDUSessionResourceFailedToModifyItemModCfm	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceModifyIndicationUnsuccessfulTransfer,2679,0,-,- iE-Extensions,2684,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceModifyIndicationUnsuccessfulTransfer	Q	1	cause,122,0,-,- iE-Extensions,2681,1,-,-	
T	ProtocolExtensionContainer	L	2682	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,514.id.- criticality,5,0,-,514.criticality.0 extensionValue,2683,0,-,514.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2685	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,515.id.- criticality,5,0,-,515.criticality.0 extensionValue,2686,0,-,515.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceReleaseCommand	Q	1	protocolIEs,2688,0,-,-	
T	ProtocolIE-Container	L	2689	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,516.id.- criticality,5,0,-,516.criticality.0 value,2690,0,-,516.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceToReleaseListRelCmd	L	2692	1 256 0
T	PDUSessionResourceToReleaseItemRelCmd	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceReleaseCommandTransfer,2693,0,-,- iE-Extensions,2703,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceReleaseCommandTransfer	Q	1	cause,122,0,-,- iE-Extensions,2695,1,-,-	
T	ProtocolExtensionContainer	L	2696	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,517.id.- criticality,5,0,-,517.criticality.0 extensionValue,2697,0,-,517.Extension.0	
T	OPEN TYPE	x
T	QosFlowAdditionalInfoListRelCom	L	2699	1 64 0
T	QosFlowAdditionalInfoItemRelCom	Q	1	qosFlowIdentifier,270,0,-,- downlinkTLContainer,1935,1,-,- iE-Extensions,2700,1,-,-	
T	ProtocolExtensionContainer	L	2701	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,518.id.- criticality,5,0,-,518.criticality.0 extensionValue,2702,0,-,518.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2704	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,519.id.- criticality,5,0,-,519.criticality.0 extensionValue,2705,0,-,519.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceReleaseResponse	Q	1	protocolIEs,2707,0,-,-	
T	ProtocolIE-Container	L	2708	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,520.id.- criticality,5,0,-,520.criticality.0 value,2709,0,-,520.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceReleasedListRelRes	L	2711	1 256 0
T	PDUSessionResourceReleasedItemRelRes	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceReleaseResponseTransfer,2712,0,-,- iE-Extensions,2722,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceReleaseResponseTransfer	Q	1	iE-Extensions,2714,1,-,-	
T	ProtocolExtensionContainer	L	2715	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,521.id.- criticality,5,0,-,521.criticality.0 extensionValue,2716,0,-,521.Extension.0	
T	OPEN TYPE	x
T	QosFlowAdditionalInfoListRelRes	L	2718	1 64 0
T	QosFlowAdditionalInfoItemRelRes	Q	1	qosFlowIdentifier,270,0,-,- uplinkTLContainer,1935,1,-,- iE-Extensions,2719,1,-,-	
T	ProtocolExtensionContainer	L	2720	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,522.id.- criticality,5,0,-,522.criticality.0 extensionValue,2721,0,-,522.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2723	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,523.id.- criticality,5,0,-,523.criticality.0 extensionValue,2724,0,-,523.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceSetupRequest	Q	1	protocolIEs,2726,0,-,-	
T	ProtocolIE-Container	L	2727	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,524.id.- criticality,5,0,-,524.criticality.0 value,2728,0,-,524.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceSetupListSUReq	L	2730	1 256 0
T	PDUSessionResourceSetupItemSUReq	Q	1	pDUSessionID,1742,0,-,- pDUSessionNAS-PDU,1200,1,-,- s-NSSAI,57,0,-,- pDUSessionResourceSetupRequestTransfer,2731,0,-,- iE-Extensions,2732,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2733	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,525.id.- criticality,5,0,-,525.criticality.0 extensionValue,2734,0,-,525.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceSetupResponse	Q	1	protocolIEs,2736,0,-,-	
T	ProtocolIE-Container	L	2737	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,526.id.- criticality,5,0,-,526.criticality.0 value,2738,0,-,526.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceSetupListSURes	L	2740	1 256 0
T	PDUSessionResourceSetupItemSURes	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceSetupResponseTransfer,2741,0,-,- iE-Extensions,2742,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2743	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,527.id.- criticality,5,0,-,527.criticality.0 extensionValue,2744,0,-,527.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToSetupListSURes	L	2746	1 256 0
T	PDUSessionResourceFailedToSetupItemSURes	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceSetupUnsuccessfulTransfer,2747,0,-,- iE-Extensions,2748,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2749	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,528.id.- criticality,5,0,-,528.criticality.0 extensionValue,2750,0,-,528.Extension.0	
T	OPEN TYPE	x
T	PWSCancelRequest	Q	1	protocolIEs,2752,0,-,-	
T	ProtocolIE-Container	L	2753	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,529.id.- criticality,5,0,-,529.criticality.0 value,2754,0,-,529.Value.0	
T	OPEN TYPE	x
T	MessageIdentifier	B	16 16 0
T	SerialNumber	B	16 16 0
T	WarningAreaList	C	0	eUTRA-CGIListForWarning,1612,0,-,- nR-CGIListForWarning,2758,0,-,- tAIListForWarning,2759,0,-,- emergencyAreaIDList,1616,0,-,- choice-Extensions,2760,0,-,-	
T	NR-CGIListForWarning	L	238	1 65535 0
T	TAIListForWarning	L	212	1 65535 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,530.id.- criticality,5,0,-,530.criticality.0 value,2762,0,-,530.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,530.id.- criticality,5,0,-,530.criticality.0 value,2762,0,-,530.Value.0	
T	OPEN TYPE	x
T	PWSCancelResponse	Q	1	protocolIEs,2764,0,-,-	
T	ProtocolIE-Container	L	2765	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,531.id.- criticality,5,0,-,531.criticality.0 value,2766,0,-,531.Value.0	
T	OPEN TYPE	x
T	RANConfigurationUpdate	Q	1	protocolIEs,2768,0,-,-	
T	ProtocolIE-Container	L	2769	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,532.id.- criticality,5,0,-,532.criticality.0 value,2770,0,-,532.Value.0	
T	OPEN TYPE	x
T	NGRAN-TNLAssociationToRemoveList	L	2772	1 32 0
T	NGRAN-TNLAssociationToRemoveItem	Q	0	tNLAssociationTransportLayerAddress,19,0,-,- tNLAssociationTransportLayerAddressAMF,19,1,-,- iE-Extensions,2773,1,-,-	
T	ProtocolExtensionContainer	L	2774	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,533.id.- criticality,5,0,-,533.criticality.0 extensionValue,2775,0,-,533.Extension.0	
T	OPEN TYPE	x
T	RANConfigurationUpdateAcknowledge	Q	1	protocolIEs,2777,0,-,-	
T	ProtocolIE-Container	L	2778	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,534.id.- criticality,5,0,-,534.criticality.0 value,2779,0,-,534.Value.0	
T	OPEN TYPE	x
T	RANConfigurationUpdateFailure	Q	1	protocolIEs,2781,0,-,-	
T	ProtocolIE-Container	L	2782	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,535.id.- criticality,5,0,-,535.criticality.0 value,2783,0,-,535.Value.0	
T	OPEN TYPE	x
T	TimingSynchronisationStatusRequest	Q	1	protocolIEs,2785,0,-,-	
T	ProtocolIE-Container	L	2786	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,536.id.- criticality,5,0,-,536.criticality.0 value,2787,0,-,536.Value.0	
T	OPEN TYPE	x
T	RAN-TSSRequestType	e	start,stop	+
T	TimingSynchronisationStatusResponse	Q	1	protocolIEs,2790,0,-,-	
T	ProtocolIE-Container	L	2791	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,537.id.- criticality,5,0,-,537.criticality.0 value,2792,0,-,537.Value.0	
T	OPEN TYPE	x
T	TimingSynchronisationStatusFailure	Q	1	protocolIEs,2794,0,-,-	
T	ProtocolIE-Container	L	2795	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,538.id.- criticality,5,0,-,538.criticality.0 value,2796,0,-,538.Value.0	
T	OPEN TYPE	x
T	UEContextModificationRequest	Q	1	protocolIEs,2798,0,-,-	
T	ProtocolIE-Container	L	2799	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,539.id.- criticality,5,0,-,539.criticality.0 value,2800,0,-,539.Value.0	
T	OPEN TYPE	x
T	QMCDeactivation	Q	1	qoEReferenceList,2802,0,-,- iE-Extensions,2803,1,-,-	
T	QoEReferenceList	L	2278	1 16 0
T	ProtocolExtensionContainer	L	2804	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,540.id.- criticality,5,0,-,540.criticality.0 extensionValue,2805,0,-,540.Extension.0	
T	OPEN TYPE	x
T	UEContextModificationResponse	Q	1	protocolIEs,2807,0,-,-	
T	ProtocolIE-Container	L	2808	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,541.id.- criticality,5,0,-,541.criticality.0 value,2809,0,-,541.Value.0	
T	OPEN TYPE	x
T	RRCState	e	inactive,connected	+
T	UEContextModificationFailure	Q	1	protocolIEs,2812,0,-,-	
T	ProtocolIE-Container	L	2813	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,542.id.- criticality,5,0,-,542.criticality.0 value,2814,0,-,542.Value.0	
T	OPEN TYPE	x
T	UEContextReleaseCommand	Q	1	protocolIEs,2816,0,-,-	
T	ProtocolIE-Container	L	2817	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,543.id.- criticality,5,0,-,543.criticality.0 value,2818,0,-,543.Value.0	
T	OPEN TYPE	x
T	UE-NGAP-IDs	C	0	uE-NGAP-ID-pair,2820,0,-,- aMF-UE-NGAP-ID,51,0,-,- choice-Extensions,2824,0,-,-	
T	UE-NGAP-ID-pair	Q	1	aMF-UE-NGAP-ID,51,0,-,- rAN-UE-NGAP-ID,56,0,-,- iE-Extensions,2821,1,-,-	
T	ProtocolExtensionContainer	L	2822	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,544.id.- criticality,5,0,-,544.criticality.0 extensionValue,2823,0,-,544.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,545.id.- criticality,5,0,-,545.criticality.0 value,2826,0,-,545.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,545.id.- criticality,5,0,-,545.criticality.0 value,2826,0,-,545.Value.0	
T	OPEN TYPE	x
T	UEContextReleaseComplete	Q	1	protocolIEs,2828,0,-,-	
T	ProtocolIE-Container	L	2829	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,546.id.- criticality,5,0,-,546.criticality.0 value,2830,0,-,546.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceListCxtRelCpl	L	2832	1 256 0
T	PDUSessionResourceItemCxtRelCpl	Q	1	pDUSessionID,1742,0,-,- iE-Extensions,2833,1,-,-	
T	ProtocolExtensionContainer	L	2834	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,547.id.- criticality,5,0,-,547.criticality.0 extensionValue,2835,0,-,547.Extension.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	UEContextResumeRequest	Q	1	protocolIEs,2838,0,-,-	
T	ProtocolIE-Container	L	2839	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,548.id.- criticality,5,0,-,548.criticality.0 value,2840,0,-,548.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceResumeListRESReq	L	2842	1 256 0
T	PDUSessionResourceResumeItemRESReq	Q	1	pDUSessionID,1742,0,-,- uEContextResumeRequestTransfer,2843,0,-,- iE-Extensions,2848,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEContextResumeRequestTransfer	Q	1	qosFlowFailedToResumeList,1767,1,-,- iE-Extensions,2845,1,-,-	
T	ProtocolExtensionContainer	L	2846	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,549.id.- criticality,5,0,-,549.criticality.0 extensionValue,2847,0,-,549.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2849	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,550.id.- criticality,5,0,-,550.criticality.0 extensionValue,2850,0,-,550.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToResumeListRESReq	L	2852	1 256 0
T	PDUSessionResourceFailedToResumeItemRESReq	Q	1	pDUSessionID,1742,0,-,- cause,122,0,-,- iE-Extensions,2853,1,-,-	
T	ProtocolExtensionContainer	L	2854	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,551.id.- criticality,5,0,-,551.criticality.0 extensionValue,2855,0,-,551.Extension.0	
T	OPEN TYPE	x
T	Suspend-Request-Indication	e	suspend-requested	+
T	UEContextResumeResponse	Q	1	protocolIEs,2858,0,-,-	
T	ProtocolIE-Container	L	2859	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,552.id.- criticality,5,0,-,552.criticality.0 value,2860,0,-,552.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceResumeListRESRes	L	2862	1 256 0
T	PDUSessionResourceResumeItemRESRes	Q	1	pDUSessionID,1742,0,-,- uEContextResumeResponseTransfer,2863,0,-,- iE-Extensions,2868,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEContextResumeResponseTransfer	Q	1	qosFlowFailedToResumeList,1767,1,-,- iE-Extensions,2865,1,-,-	
T	ProtocolExtensionContainer	L	2866	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,553.id.- criticality,5,0,-,553.criticality.0 extensionValue,2867,0,-,553.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2869	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,554.id.- criticality,5,0,-,554.criticality.0 extensionValue,2870,0,-,554.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceFailedToResumeListRESRes	L	2872	1 256 0
T	PDUSessionResourceFailedToResumeItemRESRes	Q	1	pDUSessionID,1742,0,-,- cause,122,0,-,- iE-Extensions,2873,1,-,-	
T	ProtocolExtensionContainer	L	2874	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,555.id.- criticality,5,0,-,555.criticality.0 extensionValue,2875,0,-,555.Extension.0	
T	OPEN TYPE	x
T	Suspend-Response-Indication	e	suspend-indicated	+
T	UEContextResumeFailure	Q	1	protocolIEs,2878,0,-,-	
T	ProtocolIE-Container	L	2879	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,556.id.- criticality,5,0,-,556.criticality.0 value,2880,0,-,556.Value.0	
T	OPEN TYPE	x
T	UEContextSuspendRequest	Q	1	protocolIEs,2882,0,-,-	
T	ProtocolIE-Container	L	2883	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,557.id.- criticality,5,0,-,557.criticality.0 value,2884,0,-,557.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceSuspendListSUSReq	L	2886	1 256 0
T	PDUSessionResourceSuspendItemSUSReq	Q	1	pDUSessionID,1742,0,-,- uEContextSuspendRequestTransfer,2887,0,-,- iE-Extensions,2893,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEContextSuspendRequestTransfer	Q	1	suspendIndicator,2889,1,-,- iE-Extensions,2890,1,-,-	
T	SuspendIndicator	e	true	+
T	ProtocolExtensionContainer	L	2891	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,558.id.- criticality,5,0,-,558.criticality.0 extensionValue,2892,0,-,558.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2894	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,559.id.- criticality,5,0,-,559.criticality.0 extensionValue,2895,0,-,559.Extension.0	
T	OPEN TYPE	x
T	UEContextSuspendResponse	Q	1	protocolIEs,2897,0,-,-	
T	ProtocolIE-Container	L	2898	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,560.id.- criticality,5,0,-,560.criticality.0 value,2899,0,-,560.Value.0	
T	OPEN TYPE	x
T	UEContextSuspendFailure	Q	1	protocolIEs,2901,0,-,-	
T	ProtocolIE-Container	L	2902	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,561.id.- criticality,5,0,-,561.criticality.0 value,2903,0,-,561.Value.0	
T	OPEN TYPE	x
T	UERadioCapabilityCheckRequest	Q	1	protocolIEs,2905,0,-,-	
T	ProtocolIE-Container	L	2906	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,562.id.- criticality,5,0,-,562.criticality.0 value,2907,0,-,562.Value.0	
T	OPEN TYPE	x
T	UERadioCapabilityCheckResponse	Q	1	protocolIEs,2909,0,-,-	
T	ProtocolIE-Container	L	2910	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,563.id.- criticality,5,0,-,563.criticality.0 value,2911,0,-,563.Value.0	
T	OPEN TYPE	x
T	UERadioCapabilityIDMappingRequest	Q	1	protocolIEs,2913,0,-,-	
T	ProtocolIE-Container	L	2914	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,564.id.- criticality,5,0,-,564.criticality.0 value,2915,0,-,564.Value.0	
T	OPEN TYPE	x
T	UERadioCapabilityIDMappingResponse	Q	1	protocolIEs,2917,0,-,-	
T	ProtocolIE-Container	L	2918	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,565.id.- criticality,5,0,-,565.criticality.0 value,2919,0,-,565.Value.0	
T	OPEN TYPE	x
T	WriteReplaceWarningRequest	Q	1	protocolIEs,2921,0,-,-	
T	ProtocolIE-Container	L	2922	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,566.id.- criticality,5,0,-,566.criticality.0 value,2923,0,-,566.Value.0	
T	OPEN TYPE	x
T	RepetitionPeriod	i	0 131071 0
T	NumberOfBroadcastsRequested	i	0 65535 0
T	WarningType	O	2 2 0
T	WarningSecurityInfo	O	50 50 0
T	WarningMessageContents	O	1 9600 0
T	WarningAreaCoordinates	O	1 1024 0
T	WriteReplaceWarningResponse	Q	1	protocolIEs,2931,0,-,-	
T	ProtocolIE-Container	L	2932	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,567.id.- criticality,5,0,-,567.criticality.0 value,2933,0,-,567.Value.0	
T	OPEN TYPE	x
T	LocationReport	Q	1	protocolIEs,2935,0,-,-	
T	ProtocolIE-Container	L	2936	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,568.id.- criticality,5,0,-,568.criticality.0 value,2937,0,-,568.Value.0	
T	OPEN TYPE	x
T	UEPresenceInAreaOfInterestList	L	2939	1 64 0
T	UEPresenceInAreaOfInterestItem	Q	1	locationReportingReferenceID,253,0,-,- uEPresence,2940,0,-,- iE-Extensions,2941,1,-,-	
T	UEPresence	e	in,out,unknown	+
T	ProtocolExtensionContainer	L	2942	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,569.id.- criticality,5,0,-,569.criticality.0 extensionValue,2943,0,-,569.Extension.0	
T	OPEN TYPE	x
T	LocationReportingControl	Q	1	protocolIEs,2945,0,-,-	
T	ProtocolIE-Container	L	2946	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,570.id.- criticality,5,0,-,570.criticality.0 value,2947,0,-,570.Value.0	
T	OPEN TYPE	x
T	LocationReportingFailureIndication	Q	1	protocolIEs,2949,0,-,-	
T	ProtocolIE-Container	L	2950	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,571.id.- criticality,5,0,-,571.criticality.0 value,2951,0,-,571.Value.0	
T	OPEN TYPE	x
T	MulticastGroupPaging	Q	1	protocolIEs,2953,0,-,-	
T	ProtocolIE-Container	L	2954	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,572.id.- criticality,5,0,-,572.criticality.0 value,2955,0,-,572.Value.0	
T	OPEN TYPE	x
T	MulticastGroupPagingAreaList	L	2957	1 64 0
T	MulticastGroupPagingAreaItem	Q	1	multicastGroupPagingArea,2958,0,-,- uE-PagingList,2963,1,-,- iE-Extensions,2968,1,-,-	
T	MulticastGroupPagingArea	Q	1	mBS-AreaTAIList,2959,0,-,- iE-Extensions,2960,1,-,-	
T	MBS-AreaTAIList	L	212	1 16 0
T	ProtocolExtensionContainer	L	2961	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,573.id.- criticality,5,0,-,573.criticality.0 extensionValue,2962,0,-,573.Extension.0	
T	OPEN TYPE	x
T	UE-PagingList	L	2964	1 4096 0
T	UE-PagingItem	Q	1	uEIdentityIndexValue,1015,0,-,- pagingDRX,1020,1,-,- iE-Extensions,2965,1,-,-	
T	ProtocolExtensionContainer	L	2966	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,574.id.- criticality,5,0,-,574.criticality.0 extensionValue,2967,0,-,574.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2969	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,575.id.- criticality,5,0,-,575.criticality.0 extensionValue,2970,0,-,575.Extension.0	
T	OPEN TYPE	x
T	NASNonDeliveryIndication	Q	1	protocolIEs,2972,0,-,-	
T	ProtocolIE-Container	L	2973	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,576.id.- criticality,5,0,-,576.criticality.0 value,2974,0,-,576.Value.0	
T	OPEN TYPE	x
T	OverloadStart	Q	1	protocolIEs,2976,0,-,-	
T	ProtocolIE-Container	L	2977	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,577.id.- criticality,5,0,-,577.criticality.0 value,2978,0,-,577.Value.0	
T	OPEN TYPE	x
T	OverloadResponse	C	0	overloadAction,2980,0,-,- choice-Extensions,2981,0,-,-	
T	OverloadAction	e	reject-non-emergency-mo-dt,reject-rrc-cr-signalling,permit-emergency-sessions-and-mobile-terminated-services-only,permit-high-priority-sessions-and-mobile-terminated-services-only	+
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,578.id.- criticality,5,0,-,578.criticality.0 value,2983,0,-,578.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,578.id.- criticality,5,0,-,578.criticality.0 value,2983,0,-,578.Value.0	
T	OPEN TYPE	x
T	TrafficLoadReductionIndication	i	1 99 0
T	OverloadStartNSSAIList	L	2986	1 1024 0
T	OverloadStartNSSAIItem	Q	1	sliceOverloadList,2987,0,-,- sliceOverloadResponse,2979,1,-,- sliceTrafficLoadReductionIndication,2984,1,-,- iE-Extensions,2992,1,-,-	
T	SliceOverloadList	L	2988	1 1024 0
T	SliceOverloadItem	Q	1	s-NSSAI,57,0,-,- iE-Extensions,2989,1,-,-	
T	ProtocolExtensionContainer	L	2990	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,579.id.- criticality,5,0,-,579.criticality.0 extensionValue,2991,0,-,579.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2993	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,580.id.- criticality,5,0,-,580.criticality.0 extensionValue,2994,0,-,580.Extension.0	
T	OPEN TYPE	x
T	OverloadStop	Q	1	protocolIEs,2996,0,-,-	
T	ProtocolIE-Container	L	2997	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,581.id.- criticality,5,0,-,581.criticality.0 value,2998,0,-,581.Value.0	
T	OPEN TYPE	x
T	Paging	Q	1	protocolIEs,3000,0,-,-	
T	ProtocolIE-Container	L	3001	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,582.id.- criticality,5,0,-,582.criticality.0 value,3002,0,-,582.Value.0	
T	OPEN TYPE	x
T	UEPagingIdentity	C	0	fiveG-S-TMSI,1628,0,-,- choice-Extensions,3004,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,583.id.- criticality,5,0,-,583.criticality.0 value,3006,0,-,583.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,583.id.- criticality,5,0,-,583.criticality.0 value,3006,0,-,583.Value.0	
T	OPEN TYPE	x
T	TAIListForPaging	L	3008	1 16 0
T	TAIListForPagingItem	Q	1	tAI,212,0,-,- iE-Extensions,3009,1,-,-	
T	ProtocolExtensionContainer	L	3010	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,584.id.- criticality,5,0,-,584.criticality.0 extensionValue,3011,0,-,584.Extension.0	
T	OPEN TYPE	x
T	PagingPriority	e	priolevel1,priolevel2,priolevel3,priolevel4,priolevel5,priolevel6,priolevel7,priolevel8	+
T	PagingOrigin	e	non-3gpp	+
T	NB-IoT-Paging-eDRXInfo	Q	1	nB-IoT-Paging-eDRXCycle,3015,0,-,- nB-IoT-Paging-TimeWindow,3016,1,-,- iE-Extensions,3017,1,-,-	
T	NB-IoT-Paging-eDRXCycle	e	hf2,hf4,hf6,hf8,hf10,hf12,hf14,hf16,hf32,hf64,hf128,hf256,hf512,hf1024	+
T	NB-IoT-Paging-TimeWindow	e	s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s11,s12,s13,s14,s15,s16	+
T	ProtocolExtensionContainer	L	3018	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,585.id.- criticality,5,0,-,585.criticality.0 extensionValue,3019,0,-,585.Extension.0	
T	OPEN TYPE	x
T	NB-IoT-PagingDRX	e	rf32,rf64,rf128,rf256,rf512,rf1024	+
T	WUS-Assistance-Information	Q	1	pagingProbabilityInformation,3022,0,-,- iE-Extensions,3023,1,-,-	
T	PagingProbabilityInformation	e	p00,p05,p10,p15,p20,p25,p30,p35,p40,p45,p50,p55,p60,p65,p70,p75,p80,p85,p90,p95,p100	+
T	ProtocolExtensionContainer	L	3024	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,586.id.- criticality,5,0,-,586.criticality.0 extensionValue,3025,0,-,586.Extension.0	
T	OPEN TYPE	x
T	PagingCause	e	voice	+
T	PDUSessionResourceNotify	Q	1	protocolIEs,3028,0,-,-	
T	ProtocolIE-Container	L	3029	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,587.id.- criticality,5,0,-,587.criticality.0 value,3030,0,-,587.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceNotifyList	L	3032	1 256 0
T	PDUSessionResourceNotifyItem	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceNotifyTransfer,3033,0,-,- iE-Extensions,3050,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceNotifyTransfer	Q	1	qosFlowNotifyList,3035,1,-,- qosFlowReleasedList,1767,1,-,- iE-Extensions,3041,1,-,-	
T	QosFlowNotifyList	L	3036	1 64 0
T	QosFlowNotifyItem	Q	1	qosFlowIdentifier,270,0,-,- notificationCause,3037,0,-,- iE-Extensions,3038,1,-,-	
T	NotificationCause	e	fulfilled,not-fulfilled	+
T	ProtocolExtensionContainer	L	3039	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,588.id.- criticality,5,0,-,588.criticality.0 extensionValue,3040,0,-,588.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3042	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,589.id.- criticality,5,0,-,589.criticality.0 extensionValue,3043,0,-,589.Extension.0	
T	OPEN TYPE	x
T	QosFlowFeedbackList	L	3045	1 64 0
T	QosFlowFeedbackItem	Q	1	qosFlowIdentifier,270,0,-,- updateFeedback,3046,1,-,- cNpacketDelayBudgetDL,713,1,-,- cNpacketDelayBudgetUL,713,1,-,- iE-Extensions,3047,1,-,-	
T	UpdateFeedback	B	8 8 1
T	ProtocolExtensionContainer	L	3048	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,590.id.- criticality,5,0,-,590.criticality.0 extensionValue,3049,0,-,590.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3051	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,591.id.- criticality,5,0,-,591.criticality.0 extensionValue,3052,0,-,591.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceReleasedListNot	L	3054	1 256 0
T	PDUSessionResourceReleasedItemNot	Q	1	pDUSessionID,1742,0,-,- pDUSessionResourceNotifyReleasedTransfer,3055,0,-,- iE-Extensions,3061,1,-,-	
T	OCTET STRING	O	0 - 0
T	PDUSessionResourceNotifyReleasedTransfer	Q	1	cause,122,0,-,- iE-Extensions,3057,1,-,-	
T	ProtocolExtensionContainer	L	3058	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,592.id.- criticality,5,0,-,592.criticality.0 extensionValue,3059,0,-,592.Extension.0	
T	OPEN TYPE	x
T	UserPlaneErrorIndicator	e	gTP-U-error-indication-received	+
T	ProtocolExtensionContainer	L	3062	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,593.id.- criticality,5,0,-,593.criticality.0 extensionValue,3063,0,-,593.Extension.0	
T	OPEN TYPE	x
T	PrivateMessage	Q	1	privateIEs,3065,0,-,-	
T	PrivateIE-Container	L	3066	1 65535 0
T	PrivateIE-Field	Q	0	id,3067,0,-,594.id.- criticality,5,0,-,594.criticality.0 value,3070,0,-,594.Value.0	
T	PrivateIE-ID	C	0	local,3068,0,-,- global,3069,0,-,-	
T	INTEGER	i	0 65535 0
T	OBJECT IDENTIFIER	o
T	OPEN TYPE	x
T	PWSFailureIndication	Q	1	protocolIEs,3072,0,-,-	
T	ProtocolIE-Container	L	3073	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,595.id.- criticality,5,0,-,595.criticality.0 value,3074,0,-,595.Value.0	
T	OPEN TYPE	x
T	PWSFailedCellIDList	C	0	eUTRA-CGI-PWSFailedList,923,0,-,- nR-CGI-PWSFailedList,924,0,-,- choice-Extensions,3076,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,596.id.- criticality,5,0,-,596.criticality.0 value,3078,0,-,596.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,596.id.- criticality,5,0,-,596.criticality.0 value,3078,0,-,596.Value.0	
T	OPEN TYPE	x
T	PWSRestartIndication	Q	1	protocolIEs,3080,0,-,-	
T	ProtocolIE-Container	L	3081	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,597.id.- criticality,5,0,-,597.criticality.0 value,3082,0,-,597.Value.0	
T	OPEN TYPE	x
T	TAIListForRestart	L	212	1 2048 0
T	RANCPRelocationIndication	Q	1	protocolIEs,3085,0,-,-	
T	ProtocolIE-Container	L	3086	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,598.id.- criticality,5,0,-,598.criticality.0 value,3087,0,-,598.Value.0	
T	OPEN TYPE	x
T	UL-CP-SecurityInformation	Q	1	ul-NAS-MAC,3089,0,-,- ul-NAS-Count,3090,0,-,- iE-Extensions,3091,1,-,-	
T	UL-NAS-MAC	B	16 16 0
T	UL-NAS-Count	B	5 5 0
T	ProtocolExtensionContainer	L	3092	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,599.id.- criticality,5,0,-,599.criticality.0 extensionValue,3093,0,-,599.Extension.0	
T	OPEN TYPE	x
T	RANPagingRequest	Q	1	protocolIEs,3095,0,-,-	
T	ProtocolIE-Container	L	3096	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,600.id.- criticality,5,0,-,600.criticality.0 value,3097,0,-,600.Value.0	
T	OPEN TYPE	x
T	PagingPolicyDifferentiation	Q	1	pDUSessionForPagingList,3099,0,-,- iE-Extensions,3111,1,-,-	
T	PDUSessionForPagingList	L	3100	1 256 0
T	PDUSessionForPagingItem	Q	1	pDUSessionID,1742,0,-,- pagingPolicyDifferentiationList,3101,0,-,- iE-Extensions,3108,1,-,-	
T	PagingPolicyDifferentiationList	L	3102	1 64 0
T	PagingPolicyDifferentiationItem	Q	1	qosFlowIdentifier,270,1,-,- pagingPolicyIndicator,3103,1,-,- allocationAndRetentionPriority,282,1,-,- fiveQI,708,1,-,- dl-DataSize,3104,1,-,- iE-Extensions,3105,1,-,-	
T	PagingPolicyIndicator	i	0 7 1
T	INTEGER	i	0 96000 1
T	ProtocolExtensionContainer	L	3106	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,601.id.- criticality,5,0,-,601.criticality.0 extensionValue,3107,0,-,601.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3109	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,602.id.- criticality,5,0,-,602.criticality.0 extensionValue,3110,0,-,602.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3112	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,603.id.- criticality,5,0,-,603.criticality.0 extensionValue,3113,0,-,603.Extension.0	
T	OPEN TYPE	x
T	RerouteNASRequest	Q	1	protocolIEs,3115,0,-,-	
T	ProtocolIE-Container	L	3116	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,604.id.- criticality,5,0,-,604.criticality.0 value,3117,0,-,604.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	RetrieveUEInformation	Q	1	protocolIEs,3120,0,-,-	
T	ProtocolIE-Container	L	3121	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,605.id.- criticality,5,0,-,605.criticality.0 value,3122,0,-,605.Value.0	
T	OPEN TYPE	x
T	RRCInactiveTransitionReport	Q	1	protocolIEs,3124,0,-,-	
T	ProtocolIE-Container	L	3125	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,606.id.- criticality,5,0,-,606.criticality.0 value,3126,0,-,606.Value.0	
T	OPEN TYPE	x
T	SecondaryRATDataUsageReport	Q	1	protocolIEs,3128,0,-,-	
T	ProtocolIE-Container	L	3129	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,607.id.- criticality,5,0,-,607.criticality.0 value,3130,0,-,607.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceSecondaryRATUsageList	L	3132	1 256 0
T	PDUSessionResourceSecondaryRATUsageItem	Q	1	pDUSessionID,1742,0,-,- secondaryRATDataUsageReportTransfer,3133,0,-,- iE-Extensions,3138,1,-,-	
T	OCTET STRING	O	0 - 0
T	SecondaryRATDataUsageReportTransfer	Q	1	secondaryRATUsageInformation,2606,1,-,- iE-Extensions,3135,1,-,-	
T	ProtocolExtensionContainer	L	3136	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,608.id.- criticality,5,0,-,608.criticality.0 extensionValue,3137,0,-,608.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3139	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,609.id.- criticality,5,0,-,609.criticality.0 extensionValue,3140,0,-,609.Extension.0	
T	OPEN TYPE	x
T	TimingSynchronisationStatusReport	Q	1	protocolIEs,3142,0,-,-	
T	ProtocolIE-Container	L	3143	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,610.id.- criticality,5,0,-,610.criticality.0 value,3144,0,-,610.Value.0	
T	OPEN TYPE	x
T	RANTimingSynchronisationStatusInfo	Q	1	synchronisationState,3146,1,-,- traceabletoUTC,3147,1,-,- traceabletoGNSS,3148,1,-,- clockFrequencyStability,3149,1,-,- clockAccuracy,941,1,-,- parentTImeSource,3150,1,-,- iE-Extensions,3151,1,-,-	
T	ENUMERATED	e	locked,holdover,freerun	+
T	ENUMERATED	e	true,false	+
T	ENUMERATED	e	true,false	+
T	BIT STRING	B	16 16 0
T	ParentTImeSource	e	synce,ptp,gnss,atomicclock,terrestrialradio,serialtimecode,ntp,handset,other	+
T	ProtocolExtensionContainer	L	3152	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,611.id.- criticality,5,0,-,611.criticality.0 extensionValue,3153,0,-,611.Extension.0	
T	OPEN TYPE	x
T	RAN-TSSScope	C	0	rANNodeLevel,153,0,-,- cellListLevel,3155,0,-,- choice-Extensions,3160,0,-,-	
T	RANTSSCellList	L	3156	1 16384 0
T	RANTSSCellItem	Q	1	nRCGI,238,0,-,- iE-Extensions,3157,1,-,-	
T	ProtocolExtensionContainer	L	3158	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,612.id.- criticality,5,0,-,612.criticality.0 extensionValue,3159,0,-,612.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,613.id.- criticality,5,0,-,613.criticality.0 value,3162,0,-,613.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,613.id.- criticality,5,0,-,613.criticality.0 value,3162,0,-,613.Value.0	
T	OPEN TYPE	x
T	TraceFailureIndication	Q	1	protocolIEs,3164,0,-,-	
T	ProtocolIE-Container	L	3165	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,614.id.- criticality,5,0,-,614.criticality.0 value,3166,0,-,614.Value.0	
T	OPEN TYPE	x
T	TraceStart	Q	1	protocolIEs,3168,0,-,-	
T	ProtocolIE-Container	L	3169	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,615.id.- criticality,5,0,-,615.criticality.0 value,3170,0,-,615.Value.0	
T	OPEN TYPE	x
T	UEContextReleaseRequest	Q	1	protocolIEs,3172,0,-,-	
T	ProtocolIE-Container	L	3173	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,616.id.- criticality,5,0,-,616.criticality.0 value,3174,0,-,616.Value.0	
T	OPEN TYPE	x
T	PDUSessionResourceListCxtRelReq	L	3176	1 256 0
T	PDUSessionResourceItemCxtRelReq	Q	1	pDUSessionID,1742,0,-,- iE-Extensions,3177,1,-,-	
T	ProtocolExtensionContainer	L	3178	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,617.id.- criticality,5,0,-,617.criticality.0 extensionValue,3179,0,-,617.Extension.0	
T	OPEN TYPE	x
T	UEInformationTransfer	Q	1	protocolIEs,3181,0,-,-	
T	ProtocolIE-Container	L	3182	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,618.id.- criticality,5,0,-,618.criticality.0 value,3183,0,-,618.Value.0	
T	OPEN TYPE	x
T	UERadioCapabilityInfoIndication	Q	1	protocolIEs,3185,0,-,-	
T	ProtocolIE-Container	L	3186	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,619.id.- criticality,5,0,-,619.criticality.0 value,3187,0,-,619.Value.0	
T	OPEN TYPE	x
T	XrDeviceWith2Rx	e	true	+
T	UETNLABindingReleaseRequest	Q	1	protocolIEs,3190,0,-,-	
T	ProtocolIE-Container	L	3191	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,620.id.- criticality,5,0,-,620.criticality.0 value,3192,0,-,620.Value.0	
T	OPEN TYPE	x
T	UplinkNASTransport	Q	1	protocolIEs,3194,0,-,-	
T	ProtocolIE-Container	L	3195	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,621.id.- criticality,5,0,-,621.criticality.0 value,3196,0,-,621.Value.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	UplinkNonUEAssociatedNRPPaTransport	Q	1	protocolIEs,3201,0,-,-	
T	ProtocolIE-Container	L	3202	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,622.id.- criticality,5,0,-,622.criticality.0 value,3203,0,-,622.Value.0	
T	OPEN TYPE	x
T	UplinkRANConfigurationTransfer	Q	1	protocolIEs,3205,0,-,-	
T	ProtocolIE-Container	L	3206	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,623.id.- criticality,5,0,-,623.criticality.0 value,3207,0,-,623.Value.0	
T	OPEN TYPE	x
T	UplinkRANEarlyStatusTransfer	Q	1	protocolIEs,3209,0,-,-	
T	ProtocolIE-Container	L	3210	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,624.id.- criticality,5,0,-,624.criticality.0 value,3211,0,-,624.Value.0	
T	OPEN TYPE	x
T	UplinkRANStatusTransfer	Q	1	protocolIEs,3213,0,-,-	
T	ProtocolIE-Container	L	3214	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,625.id.- criticality,5,0,-,625.criticality.0 value,3215,0,-,625.Value.0	
T	OPEN TYPE	x
T	UplinkRIMInformationTransfer	Q	1	protocolIEs,3217,0,-,-	
T	ProtocolIE-Container	L	3218	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,626.id.- criticality,5,0,-,626.criticality.0 value,3219,0,-,626.Value.0	
T	OPEN TYPE	x
T	UplinkUEAssociatedNRPPaTransport	Q	1	protocolIEs,3221,0,-,-	
T	ProtocolIE-Container	L	3222	0 65535 0
T	ProtocolIE-Field	Q	0	id,23,0,-,627.id.- criticality,5,0,-,627.criticality.0 value,3223,0,-,627.Value.0	
T	OPEN TYPE	x
T	LastVisitedCellInformation	C	0	nGRANCell,3225,0,-,- eUTRANCell,3237,0,-,- uTRANCell,3238,0,-,- gERANCell,3239,0,-,- choice-Extensions,3240,0,-,-	
T	LastVisitedNGRANCellInformation	Q	1	globalCellID,237,0,-,- cellType,936,0,-,- timeUEStayedInCell,3226,0,-,- timeUEStayedInCellEnhancedGranularity,3227,1,-,- hOCauseValue,122,1,-,- iE-Extensions,3228,1,-,-	
T	TimeUEStayedInCell	i	0 4095 0
T	TimeUEStayedInCellEnhancedGranularity	i	0 40950 0
T	ProtocolExtensionContainer	L	3229	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,628.id.- criticality,5,0,-,628.criticality.0 extensionValue,3230,0,-,628.Extension.0	
T	OPEN TYPE	x
T	LastVisitedPSCellList	L	3232	1 8 0
T	LastVisitedPSCellInformation	Q	1	pSCellID,237,1,-,- timeStay,3233,0,-,- iE-Extensions,3234,1,-,-	
T	INTEGER	i	0 40950 0
T	ProtocolExtensionContainer	L	3235	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,629.id.- criticality,5,0,-,629.criticality.0 extensionValue,3236,0,-,629.Extension.0	
T	OPEN TYPE	x
T	LastVisitedEUTRANCellInformation	O	0 - 0
T	LastVisitedUTRANCellInformation	O	0 - 0
T	LastVisitedGERANCellInformation	O	0 - 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,630.id.- criticality,5,0,-,630.criticality.0 value,3242,0,-,630.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,630.id.- criticality,5,0,-,630.criticality.0 value,3242,0,-,630.Value.0	
T	OPEN TYPE	x
T	LastVisitedCellItem	Q	1	lastVisitedCellInformation,3224,0,-,- iE-Extensions,3244,1,-,-	
T	ProtocolExtensionContainer	L	3245	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,631.id.- criticality,5,0,-,631.criticality.0 extensionValue,3246,0,-,631.Extension.0	
T	OPEN TYPE	x
T	MBS-ActiveSessionInformation-SourcetoTargetItem	Q	1	mBS-SessionID,655,0,-,- mBS-AreaSessionID,678,1,-,- mBS-ServiceArea,669,1,-,- mBS-QoSFlowsToBeSetupList,703,0,-,- mBS-MappingandDataForwardingRequestList,3248,1,-,- iE-Extensions,3261,1,-,-	
T	MBS-MappingandDataForwardingRequestList	L	3249	1 32 0
T	MBS-MappingandDataForwardingRequestItem	Q	1	mRB-ID,3250,0,-,- mBS-QoSFlowList,3251,0,-,- mRB-ProgressInformation,3252,1,-,- iE-Extensions,3258,1,-,-	
T	MRB-ID	i	1 512 1
T	MBS-QoSFlowList	L	270	1 64 0
T	MRB-ProgressInformation	C	0	pDCP-SN-Length12,3253,0,-,- pDCP-SN-Length18,3254,0,-,- choice-Extensions,3255,0,-,-	
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 262143 0
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,632.id.- criticality,5,0,-,632.criticality.0 value,3257,0,-,632.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,632.id.- criticality,5,0,-,632.criticality.0 value,3257,0,-,632.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3259	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,633.id.- criticality,5,0,-,633.criticality.0 extensionValue,3260,0,-,633.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3262	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,634.id.- criticality,5,0,-,634.criticality.0 extensionValue,3263,0,-,634.Extension.0	
T	OPEN TYPE	x
T	MBS-ActiveSessionInformation-SourcetoTargetList	L	3247	1 256 0
T	MBS-ActiveSessionInformation-TargettoSourceItem	Q	1	mBS-SessionID,655,0,-,- mBS-DataForwardingResponseMRBList,3266,1,-,- iE-Extensions,3271,1,-,-	
T	MBS-DataForwardingResponseMRBList	L	3267	1 32 0
T	MBS-DataForwardingResponseMRBItem	Q	1	mRB-ID,3250,0,-,- dL-Forwarding-UPTNLInformation,259,0,-,- mRB-ProgressInformation,3252,1,-,- iE-Extensions,3268,1,-,-	
T	ProtocolExtensionContainer	L	3269	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,635.id.- criticality,5,0,-,635.criticality.0 extensionValue,3270,0,-,635.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3272	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,636.id.- criticality,5,0,-,636.criticality.0 extensionValue,3273,0,-,636.Extension.0	
T	OPEN TYPE	x
T	MBS-ActiveSessionInformation-TargettoSourceList	L	3265	1 256 0
T	NGAP-PDU	C	1	initiatingMessage,2367,0,-,- successfulOutcome,3276,0,-,- unsuccessfulOutcome,3278,0,-,-	
T	SuccessfulOutcome	Q	0	procedureCode,135,0,-,449.procedureCode.- criticality,5,0,-,449.criticality.0 value,3277,0,-,449.SuccessfulOutcome.0	
T	OPEN TYPE	x
T	UnsuccessfulOutcome	Q	0	procedureCode,135,0,-,449.procedureCode.- criticality,5,0,-,449.criticality.0 value,3279,0,-,449.UnsuccessfulOutcome.0	
T	OPEN TYPE	x
T	NGAPIESupportInformationRequestItem	Q	1	ngap-ProtocolIE-Id,23,0,-,- iE-Extensions,3281,1,-,-	
T	ProtocolExtensionContainer	L	3282	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,637.id.- criticality,5,0,-,637.criticality.0 extensionValue,3283,0,-,637.Extension.0	
T	OPEN TYPE	x
T	NGAPIESupportInformationRequestList	L	3280	1 32 0
T	NGAPIESupportInformationResponseItem	Q	1	ngap-ProtocolIE-Id,23,0,-,- ngap-ProtocolIESupportInfo,3286,0,-,- ngap-ProtocolIEPresenceInfo,3287,0,-,- iE-Extensions,3288,1,-,-	
T	ENUMERATED	e	supported,not-supported	+
T	ENUMERATED	e	present,not-present	+
T	ProtocolExtensionContainer	L	3289	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,638.id.- criticality,5,0,-,638.criticality.0 extensionValue,3290,0,-,638.Extension.0	
T	OPEN TYPE	x
T	NGAPIESupportInformationResponseList	L	3285	1 32 0
T	NRMobilityHistoryReport	O	0 - 0
T	PDUSessionResourceInformationItem	Q	1	pDUSessionID,1742,0,-,- qosFlowInformationList,3294,0,-,- dRBsToQosFlowsMappingList,1130,1,-,- iE-Extensions,3300,1,-,-	
T	QosFlowInformationList	L	3295	1 64 0
T	QosFlowInformationItem	Q	1	qosFlowIdentifier,270,0,-,- dLForwarding,1089,1,-,- iE-Extensions,3296,1,-,-	
T	ProtocolExtensionContainer	L	3297	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,639.id.- criticality,5,0,-,639.criticality.0 extensionValue,3298,0,-,639.Extension.0	
T	OPEN TYPE	x
T	ULForwarding	e	ul-forwarding-proposed	+
T	ProtocolExtensionContainer	L	3301	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,640.id.- criticality,5,0,-,640.criticality.0 extensionValue,3302,0,-,640.Extension.0	
T	OPEN TYPE	x
T	PDUSessionResourceInformationList	L	3293	1 256 0
T	PeriodicityList	Q	1	allowedPeriodicityList,297,0,-,- iE-Extensions,3305,1,-,-	
T	ProtocolExtensionContainer	L	3306	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,641.id.- criticality,5,0,-,641.criticality.0 extensionValue,3307,0,-,641.Extension.0	
T	OPEN TYPE	x
T	Presence	e	optional,conditional,mandatory	-
T	QoSFlowList	L	270	1 64 0
T	RRCContainer	O	0 - 0
T	SgNB-UE-X2AP-ID	i	0 4294967295 0
T	SourceNGRANNode-ToTargetNGRANNode-TransparentContainer	Q	1	rRCContainer,3310,0,-,- pDUSessionResourceInformationList,3303,1,-,- e-RABInformationList,1598,1,-,- targetCell-ID,237,0,-,- indexToRFSP,1247,1,-,- uEHistoryInformation,3313,0,-,- iE-Extensions,3314,1,-,-	
T	UEHistoryInformation	L	3243	1 16 0
T	ProtocolExtensionContainer	L	3315	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,642.id.- criticality,5,0,-,642.criticality.0 extensionValue,3316,0,-,642.Extension.0	
T	OPEN TYPE	x
T	UEHistoryInformationFromTheUE	C	0	nR,3292,0,-,- choice-Extensions,3318,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,643.id.- criticality,5,0,-,643.criticality.0 value,3320,0,-,643.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,643.id.- criticality,5,0,-,643.criticality.0 value,3320,0,-,643.Value.0	
T	OPEN TYPE	x
T	SourceNodeID	C	0	sourceengNB-ID,153,0,-,- choice-Extensions,3322,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,23,0,-,644.id.- criticality,5,0,-,644.criticality.0 value,3324,0,-,644.Value.0	
T	ProtocolIE-Field	Q	0	id,23,0,-,644.id.- criticality,5,0,-,644.criticality.0 value,3324,0,-,644.Value.0	
T	OPEN TYPE	x
T	TimeBasedHandoverInformation	Q	1	hOWindowStart,2232,0,-,- hOWindowDuration,2231,0,-,- iE-Extensions,3326,1,-,-	
T	ProtocolExtensionContainer	L	3327	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,645.id.- criticality,5,0,-,645.criticality.0 extensionValue,3328,0,-,645.Extension.0	
T	OPEN TYPE	x
T	TargetNGRANNode-ToSourceNGRANNode-FailureTransparentContainer	Q	1	cell-CAGInformation,917,1,-,- iE-Extensions,3330,1,-,-	
T	ProtocolExtensionContainer	L	3331	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,646.id.- criticality,5,0,-,646.criticality.0 extensionValue,3332,0,-,646.Extension.0	
T	OPEN TYPE	x
T	TargetNGRANNode-ToSourceNGRANNode-TransparentContainer	Q	1	rRCContainer,3310,0,-,- iE-Extensions,3334,1,-,-	
T	ProtocolExtensionContainer	L	3335	1 65535 0
T	ProtocolExtensionField	Q	0	id,4,0,-,647.id.- criticality,5,0,-,647.criticality.0 extensionValue,3336,0,-,647.Extension.0	
T	OPEN TYPE	x
N	A2X-PC5-FlowBitRates	0
N	A2X-PC5-QoS-Flow-Item	7
N	A2X-PC5-QoS-Flow-List	13
N	A2X-PC5-QoS-Parameters	14
N	AMF-TNLAssociationSetupItem	18
N	AMF-TNLAssociationSetupList	33
N	AMF-TNLAssociationToAddItem	34
N	AMF-TNLAssociationToAddList	40
N	AMF-TNLAssociationToRemoveItem	41
N	AMF-TNLAssociationToRemoveList	45
N	AMF-TNLAssociationToUpdateItem	46
N	AMF-TNLAssociationToUpdateList	50
N	AMF-UE-NGAP-ID	51
N	AMFCPRelocationIndication	52
N	AMFConfigurationUpdate	73
N	AMFConfigurationUpdateAcknowledge	116
N	AMFConfigurationUpdateFailure	146
N	AMFName	77
N	AMFNameUTF8String	94
N	AMFNameVisibleString	93
N	AMFPagingTarget	151
N	AMFPointer	84
N	AMFRegionID	82
N	AMFSetID	83
N	AMFStatusIndication	220
N	AUN3DeviceAccessInfo	230
N	ActivatedCellList	236
N	ActivationStatus	251
N	AdditionalCancelledlocationReportingReferenceIDItem	252
N	AdditionalCancelledlocationReportingReferenceIDList	257
N	AdditionalDLUPTNLInformationForHOItem	258
N	AdditionalDLUPTNLInformationForHOList	279
N	AdditionalQosFlowInformation	280
N	AerialUEsubscriptionInformation	281
N	AllocationAndRetentionPriority	282
N	Allowed-CAG-List-per-PLMN	289
N	Allowed-PNI-NPN-Item	291
N	Allowed-PNI-NPN-List	296
N	AllowedNSSAI	63
N	AllowedNSSAI-Item	64
N	AllowedPeriodicityList	297
N	AllowedTACs	299
N	AlternativeQoSParaSetIndex	275
N	AlternativeQoSParaSetItem	300
N	AlternativeQoSParaSetList	312
N	AlternativeQoSParaSetNotifyIndex	313
N	AreaOfInterest	314
N	AreaOfInterestCellItem	321
N	AreaOfInterestCellList	320
N	AreaOfInterestItem	333
N	AreaOfInterestList	337
N	AreaOfInterestRANNodeItem	326
N	AreaOfInterestRANNodeList	325
N	AreaOfInterestTAIItem	316
N	AreaOfInterestTAIList	315
N	AreaScopeOfMDT-EUTRA	338
N	AreaScopeOfMDT-NR	358
N	AreaScopeOfNeighCellsItem	404
N	AreaScopeOfNeighCellsList	421
N	AreaScopeOfQMC	422
N	AssistanceDataForPaging	446
N	AssistanceDataForRecommendedCells	447
N	AssistanceInformationQoE-Meas	480
N	AssociatedMBSQosFlowSetupRequestItem	481
N	AssociatedMBSQosFlowSetupRequestList	485
N	AssociatedMBSQosFlowSetuporModifyRequestItem	486
N	AssociatedMBSQosFlowSetuporModifyRequestList	490
N	AssociatedQosFlowItem	491
N	AssociatedQosFlowList	496
N	AssociatedSessionID	497
N	AuthenticatedIndication	498
N	AvailableRANVisibleQoEMetrics	499
N	AveragingWindow	505
N	BeamMeasurementsReportConfiguration	506
N	BeamMeasurementsReportQuantity	507
N	BitRate	1
N	BluetoothMeasConfig	518
N	BluetoothMeasConfigNameItem	519
N	BluetoothMeasConfigNameList	524
N	BluetoothMeasurementConfiguration	525
N	BluetoothName	520
N	BroadcastCancelledAreaList	530
N	BroadcastCompletedAreaList	586
N	BroadcastPLMNItem	640
N	BroadcastPLMNList	650
N	BroadcastSessionModificationFailure	651
N	BroadcastSessionModificationRequest	665
N	BroadcastSessionModificationResponse	760
N	BroadcastSessionReleaseRequest	778
N	BroadcastSessionReleaseRequired	782
N	BroadcastSessionReleaseResponse	786
N	BroadcastSessionSetupFailure	795
N	BroadcastSessionSetupRequest	800
N	BroadcastSessionSetupResponse	805
N	BroadcastSessionTransportFailure	810
N	BroadcastSessionTransportRequest	819
N	BroadcastSessionTransportResponse	828
N	BroadcastTransportFailureTransfer	815
N	BroadcastTransportRequestTransfer	824
N	BroadcastTransportResponseTransfer	833
N	BurstArrivalTime	837
N	BurstArrivalTimeWindow	838
N	C-RNTI	844
N	CAG-ID	290
N	CAGListforMDT	369
N	CAGListforMDTItem	370
N	CEmodeBSupport-Indicator	845
N	CEmodeBrestricted	846
N	CN-MT-CommunicationHandling	847
N	CNAssistedRANTuning	848
N	CNTypeRestrictionsForEquivalent	871
N	CNTypeRestrictionsForEquivalentItem	872
N	CNTypeRestrictionsForServing	877
N	CNsubgroupID	878
N	COUNTValueForPDCP-SN12	879
N	COUNTValueForPDCP-SN18	885
N	CPTransportLayerInformation	19
N	CancelAllWarningMessages	891
N	CancelledCellsInEAI-EUTRA	550
N	CancelledCellsInEAI-EUTRA-Item	551
N	CancelledCellsInEAI-NR	575
N	CancelledCellsInEAI-NR-Item	576
N	CancelledCellsInTAI-EUTRA	539
N	CancelledCellsInTAI-EUTRA-Item	540
N	CancelledCellsInTAI-NR	565
N	CancelledCellsInTAI-NR-Item	566
N	CandidateCell	892
N	CandidateCellID	893
N	CandidateCellItem	906
N	CandidateCellList	910
N	CandidatePCI	897
N	CandidateRelayUE-ID	911
N	CandidateRelayUEInformationItem	912
N	CandidateRelayUEInformationList	916
N	Cause	122
N	CauseMisc	127
N	CauseNas	125
N	CauseProtocol	126
N	CauseRadioNetwork	123
N	CauseTransport	124
N	Cell-CAGInformation	917
N	CellBasedMDT-EUTRA	339
N	CellBasedMDT-NR	359
N	CellBasedQMC	423
N	CellCAGList	918
N	CellIDBroadcastEUTRA	587
N	CellIDBroadcastEUTRA-Item	588
N	CellIDBroadcastNR	612
N	CellIDBroadcastNR-Item	613
N	CellIDCancelledEUTRA	531
N	CellIDCancelledEUTRA-Item	532
N	CellIDCancelledNR	558
N	CellIDCancelledNR-Item	559
N	CellIDListForRestart	922
N	CellIdListforMDT-EUTRA	340
N	CellIdListforMDT-NR	360
N	CellIdListforQMC	424
N	CellSize	928
N	CellTrafficTrace	929
N	CellType	936
N	CellsToActivateList	940
N	ClockAccuracy	941
N	ClockQualityAcceptanceCriteria	947
N	ClockQualityAcceptanceIndication	957
N	ClockQualityDetailLevel	961
N	ClockQualityReportingControlInfo	966
N	CommonNetworkInstance	970
N	CompletedCellsInEAI-EUTRA	604
N	CompletedCellsInEAI-EUTRA-Item	605
N	CompletedCellsInEAI-NR	629
N	CompletedCellsInEAI-NR-Item	630
N	CompletedCellsInTAI-EUTRA	594
N	CompletedCellsInTAI-EUTRA-Item	595
N	CompletedCellsInTAI-NR	619
N	CompletedCellsInTAI-NR-Item	620
N	CompositeAvailableCapacity	971
N	ConcurrentWarningMessageInd	977
N	ConfidentialityProtectionIndication	978
N	ConfidentialityProtectionResult	979
N	ConfiguredNSSAI	980
N	ConfiguredTACIndication	981
N	CongestionInformationRequest	982
N	ConnectionEstablishmentIndication	983
N	CoreNetworkAssistanceInformationForInactive	1014
N	CoverageEnhancementLevel	476
N	Criticality	5
N	CriticalityDiagnostics	134
N	CriticalityDiagnostics-IE-Item	138
N	CriticalityDiagnostics-IE-List	137
N	DAPSRequestInfo	1058
N	DAPSResponseInfo	1063
N	DAPSResponseInfoItem	1068
N	DAPSResponseInfoList	1073
N	DL-CP-SecurityInformation	1005
N	DL-NAS-MAC	1006
N	DL-NGU-TNLInformationReused	1074
N	DL-Signalling	1075
N	DLCountChoice	1076
N	DLDiscarding	1080
N	DLForwarding	1089
N	DRB-ID	1069
N	DRBStatusDL	1090
N	DRBStatusDL12	1091
N	DRBStatusDL18	1095
N	DRBStatusUL	1102
N	DRBStatusUL12	1103
N	DRBStatusUL18	1108
N	DRBsSubjectToDLDiscarding-Item	1082
N	DRBsSubjectToDLDiscarding-List	1081
N	DRBsSubjectToEarlyStatusTransfer-Item	1116
N	DRBsSubjectToEarlyStatusTransfer-List	1120
N	DRBsSubjectToStatusTransferItem	1121
N	DRBsSubjectToStatusTransferList	1125
N	DRBsToQosFlowsMappingItem	1126
N	DRBsToQosFlowsMappingList	1130
N	DataCodingScheme	1131
N	DataForwardingAccepted	271
N	DataForwardingNotPossible	1132
N	DataForwardingResponseDRBItem	1133
N	DataForwardingResponseDRBList	1137
N	DataForwardingResponseERABList	1138
N	DataForwardingResponseERABListItem	1139
N	DeactivateTrace	1144
N	DelayCritical	715
N	DirectForwardingPathAvailability	1148
N	DistributionReleaseRequest	1149
N	DistributionReleaseResponse	1158
N	DistributionSetupFailure	1162
N	DistributionSetupRequest	1171
N	DistributionSetupResponse	1185
N	DownlinkNASTransport	1195
N	DownlinkNonUEAssociatedNRPPaTransport	1265
N	DownlinkRANConfigurationTransfer	1271
N	DownlinkRANEarlyStatusTransfer	1548
N	DownlinkRANStatusTransfer	1564
N	DownlinkRIMInformationTransfer	1572
N	DownlinkUEAssociatedNRPPaTransport	1590
N	Dynamic5QIDescriptor	714
N	E-RAB-ID	1140
N	E-RABInformationItem	1594
N	E-RABInformationList	1598
N	ECNMarkingAtRANRequest	1599
N	ECNMarkingAtUPFRequest	1600
N	ECNMarkingorCongestionInformationReportingRequest	1601
N	ECNMarkingorCongestionInformationReportingStatus	1605
N	ECNMarkingorCongestionInformationReportingStatus-Item	1606
N	EDT-Session	1610
N	EN-DCSONConfigurationTransfer	1343
N	ENB-ID	1349
N	EPS-TAC	1361
N	EPS-TAI	1360
N	ERedCapIndication	1611
N	EUTRA-CGI	243
N	EUTRA-CGIList	923
N	EUTRA-CGIListForWarning	1612
N	EUTRA-Paging-Time-Window	1033
N	EUTRA-Paging-eDRX-Cycle	1032
N	EUTRA-PagingeDRXInformation	1031
N	EUTRACellIdentity	244
N	EUTRAN-CellReportItem	1426
N	EUTRAN-CellReportList	1425
N	EUTRAN-CellToReportItem	1490
N	EUTRAN-CellToReportList	1489
N	EUTRAN-CompositeAvailableCapacityGroup	1427
N	EUTRAN-NumberOfActiveUEs	1431
N	EUTRAN-RadioResourceStatus	1433
N	EUTRAN-ReportingStatusIEs	1424
N	EUTRAN-ReportingSystemIEs	1488
N	EUTRAencryptionAlgorithms	1613
N	EUTRAintegrityProtectionAlgorithms	1614
N	EarlyMeasurement	1615
N	EarlyStatusTransfer-TransparentContainer	1552
N	EmergencyAreaID	549
N	EmergencyAreaIDBroadcastEUTRA	602
N	EmergencyAreaIDBroadcastEUTRA-Item	603
N	EmergencyAreaIDBroadcastNR	627
N	EmergencyAreaIDBroadcastNR-Item	628
N	EmergencyAreaIDCancelledEUTRA	547
N	EmergencyAreaIDCancelledEUTRA-Item	548
N	EmergencyAreaIDCancelledNR	573
N	EmergencyAreaIDCancelledNR-Item	574
N	EmergencyAreaIDList	1616
N	EmergencyAreaIDListForRestart	1617
N	EmergencyFallbackIndicator	1618
N	EmergencyFallbackRequestIndicator	1619
N	EmergencyServiceTargetCN	1620
N	EndIndication	988
N	EndpointIPAddressAndPort	25
N	Enhanced-CoverageRestriction	1011
N	EquivalentPLMNs	1202
N	EquivalentSNPNsItem	1236
N	EquivalentSNPNsList	1235
N	ErrorIndication	1624
N	EventBasedReportingIEs	1512
N	EventL1LoggedMDTConfig	1633
N	EventTrigger	1645
N	EventType	1650
N	ExcessPacketDelayThresholdConfiguration	1651
N	ExcessPacketDelayThresholdItem	1652
N	ExcessPacketDelayThresholdValue	1653
N	ExpectedActivityPeriod	851
N	ExpectedHOInterval	857
N	ExpectedIdlePeriod	852
N	ExpectedUEActivityBehaviour	850
N	ExpectedUEBehaviour	849
N	ExpectedUEMobility	858
N	ExpectedUEMovingTrajectory	859
N	ExpectedUEMovingTrajectoryItem	860
N	Extended-AMFName	92
N	Extended-ConnectedTime	1253
N	Extended-RANNodeName	1657
N	ExtendedMobilityInformation	1323
N	ExtendedPacketDelayBudget	713
N	ExtendedRATRestrictionInformation	1209
N	ExtendedRNC-ID	1663
N	ExtendedReportIntervalMDT	1664
N	ExtendedSliceSupportList	114
N	ExtendedUEIdentityIndexValue	1037
N	FailureIndication	1306
N	FirstDLCount	1554
N	FiveG-ProSeAuthorized	1665
N	FiveG-ProSePC5QoSParameters	1677
N	FiveG-S-TMSI	1628
N	FiveG-TMSI	1629
N	FiveGCAction	1691
N	FiveGProSeDirectCommunication	1667
N	FiveGProSeDirectDiscovery	1666
N	FiveGProSeLayer2Multipath	1674
N	FiveGProSeLayer2RemoteUE	1670
N	FiveGProSeLayer2UEtoNetworkRelay	1668
N	FiveGProSeLayer2UEtoUERelay	1675
N	FiveGProSeLayer2UEtoUERemote	1676
N	FiveGProSeLayer3UEtoNetworkRelay	1669
N	FiveGProSePC5FlowBitRates	1680
N	FiveGProSePC5QoSFlowItem	1679
N	FiveGProSePC5QoSFlowList	1678
N	FiveQI	708
N	ForbiddenAreaInformation	1215
N	ForbiddenAreaInformation-Item	1216
N	ForbiddenTACs	1217
N	FromEUTRANtoNGRAN	1346
N	FromNGRANtoEUTRAN	1375
N	GBR-QosInformation	722
N	GNB-ID	154
N	GNBSetID	1582
N	GTP-TEID	261
N	GTPTunnel	260
N	GUAMI	80
N	GUAMIType	91
N	GlobalCable-ID	1710
N	GlobalCable-ID-new	1711
N	GlobalENB-ID	1348
N	GlobalGNB-ID	153
N	GlobalLine-ID	1715
N	GlobalLineIdentity	1716
N	GlobalN3IWF-ID	173
N	GlobalNgENB-ID	162
N	GlobalRANNodeID	152
N	GlobalTNGF-ID	185
N	GlobalTWIF-ID	194
N	GlobalW-AGF-ID	203
N	HFCNode-ID	1721
N	HFCNode-ID-new	1722
N	HLComActivate	1692
N	HLComDeactivate	1702
N	HOReport	1316
N	HandoverCancel	1726
N	HandoverCancelAcknowledge	1730
N	HandoverCommand	1734
N	HandoverCommandTransfer	1744
N	HandoverFailure	1786
N	HandoverFlag	1791
N	HandoverNotify	1792
N	HandoverPreparationFailure	1841
N	HandoverPreparationUnsuccessfulTransfer	1778
N	HandoverRequest	1845
N	HandoverRequestAcknowledge	2150
N	HandoverRequestAcknowledgeTransfer	2157
N	HandoverRequired	2186
N	HandoverRequiredTransfer	2220
N	HandoverResourceAllocationUnsuccessfulTransfer	2174
N	HandoverSuccess	2227
N	HandoverType	1738
N	HandoverWindowDuration	2231
N	HandoverWindowStart	2232
N	HashedUEIdentityIndexValue	1057
N	Hysteresis	1640
N	IAB-Authorized	2075
N	IAB-Supported	2233
N	IABNodeIndication	2234
N	IMSVoiceSupportIndicator	2235
N	ImmediateMDTNr	1949
N	IncludeBeamMeasurementsIndication	1971
N	IndexToRFSP	1247
N	InfoOnRecommendedCellsAndRANNodesForPaging	2236
N	InitialContextSetupFailure	2249
N	InitialContextSetupRequest	2263
N	InitialContextSetupResponse	2309
N	InitialUEMessage	2353
N	InitiatingMessage	2367
N	IntegrityProtectionIndication	1875
N	IntegrityProtectionResult	2159
N	IntendedNumberOfPagingAttempts	463
N	InterSystemFailureIndication	1405
N	InterSystemHOReport	1384
N	InterSystemHandoverReportType	1385
N	InterfacesToTrace	1940
N	IntersystemCellActivationReply	1533
N	IntersystemCellActivationRequest	1481
N	IntersystemCellStateIndication	1412
N	IntersystemMobilityFailureforVoiceFallback	1398
N	IntersystemResourceStatusReply	1538
N	IntersystemResourceStatusReport	1422
N	IntersystemResourceStatusRequest	1486
N	IntersystemResourceThreshold	1513
N	IntersystemSONConfigurationTransfer	1344
N	IntersystemSONInformation	1382
N	IntersystemSONInformationReply	1532
N	IntersystemSONInformationReport	1383
N	IntersystemSONInformationRequest	1480
N	IntersystemSONNGRANnodeID	1368
N	IntersystemSONTransferType	1345
N	IntersystemSONeNBID	1347
N	IntersystemUnnecessaryHO	1390
N	LAC	2204
N	LAI	2203
N	LTE-A2X-ServicesAuthorized	2125
N	LTEM-Indication	2365
N	LTEUERLFReportContainer	1309
N	LTEUESidelinkAggregateMaximumBitrate	2090
N	LTEV2XServicesAuthorized	2082
N	LastVisitedCellInformation	3224
N	LastVisitedCellItem	3243
N	LastVisitedEUTRANCellInformation	3237
N	LastVisitedGERANCellInformation	3239
N	LastVisitedNGRANCellInformation	3225
N	LastVisitedPSCellInformation	3232
N	LastVisitedPSCellList	3231
N	LastVisitedUTRANCellInformation	3238
N	LineType	1717
N	Links-to-log	1974
N	LocationReport	2934
N	LocationReportingAdditionalInfo	2072
N	LocationReportingControl	2944
N	LocationReportingFailureIndication	2948
N	LocationReportingReferenceID	253
N	LocationReportingRequestType	2067
N	LoggedMDTNr	2035
N	LoggedMDTTrigger	2038
N	LoggingDuration	2037
N	LoggingInterval	2036
N	M1Configuration	1951
N	M1PeriodicReporting	1962
N	M1ReportingTrigger	1952
N	M1ThresholdEventA2	1953
N	M1ThresholdType	1954
N	M4Configuration	1972
N	M4ReportAmountMDT	1978
N	M4period	1973
N	M5Configuration	1979
N	M5ReportAmountMDT	1984
N	M5period	1980
N	M6Configuration	1985
N	M6ReportAmountMDT	1990
N	M6report-Interval	1986
N	M7Configuration	1991
N	M7ReportAmountMDT	1996
N	M7period	1992
N	MBS-ActiveSessionInformation-SourcetoTargetItem	3247
N	MBS-ActiveSessionInformation-SourcetoTargetList	3264
N	MBS-ActiveSessionInformation-TargettoSourceItem	3265
N	MBS-ActiveSessionInformation-TargettoSourceList	3274
N	MBS-AreaSessionID	678
N	MBS-AreaTAIList	2959
N	MBS-AssistanceInformation	1934
N	MBS-DataForwardingResponseMRBItem	3267
N	MBS-DataForwardingResponseMRBList	3266
N	MBS-DistributionReleaseRequestTransfer	1154
N	MBS-DistributionSetupRequestTransfer	1176
N	MBS-DistributionSetupResponseTransfer	1190
N	MBS-DistributionSetupUnsuccessfulTransfer	1167
N	MBS-MappingandDataForwardingRequestItem	3249
N	MBS-MappingandDataForwardingRequestList	3248
N	MBS-NGUFailureIndication	750
N	MBS-QoSFlowList	3251
N	MBS-QoSFlowsToBeSetupItem	704
N	MBS-QoSFlowsToBeSetupList	703
N	MBS-ServiceArea	669
N	MBS-ServiceAreaCellList	671
N	MBS-ServiceAreaInformation	670
N	MBS-ServiceAreaInformationItem	677
N	MBS-ServiceAreaInformationList	676
N	MBS-ServiceAreaTAIList	672
N	MBS-SessionFSAID	747
N	MBS-SessionFSAIDList	746
N	MBS-SessionID	655
N	MBS-SessionTNLInfo5GC	690
N	MBS-SessionTNLInfo5GCItem	696
N	MBS-SessionTNLInfo5GCList	695
N	MBS-SessionTNLInfoNGRAN	766
N	MBS-SessionTNLInfoNGRANItem	768
N	MBS-SessionTNLInfoNGRANList	767
N	MBS-SupportIndicator	2166
N	MBS-UP-FailureIndication	751
N	MBS-UP-FailureIndicationItem	753
N	MBS-UP-FailureIndicationList	752
N	MBSCommServiceType	2295
N	MBSSessionFailedtoSetupItem	2326
N	MBSSessionFailedtoSetupList	2325
N	MBSSessionReleaseResponseTransfer	791
N	MBSSessionSetupOrModFailureTransfer	661
N	MBSSessionSetupOrModRequestTransfer	686
N	MBSSessionSetupOrModResponseTransfer	765
N	MBSSessionSetupRequestItem	1930
N	MBSSessionSetupRequestList	1929
N	MBSSessionSetupResponseItem	2321
N	MBSSessionSetupResponseList	2320
N	MBSSessionSetuporModifyRequestItem	2573
N	MBSSessionSetuporModifyRequestList	2572
N	MBSSessionStatus	1191
N	MBSSessionToReleaseItem	2578
N	MBSSessionToReleaseList	2577
N	MDT-Activation	1947
N	MDT-AlignmentInfo	2288
N	MDT-Configuration	1945
N	MDT-Configuration-EUTRA	2057
N	MDT-Configuration-NR	1946
N	MDT-Location-Info	2010
N	MDT-Location-Information	2011
N	MDTModeEutra	2058
N	MDTModeNr	1948
N	MDTPLMNList	2049
N	MDTPLMNModificationList	2540
N	MICOModeIndication	1022
N	MN-only-MDT-collection	2065
N	MRB-ID	3250
N	MRB-ProgressInformation	3252
N	MTCommunicationHandlingFailure	2382
N	MTCommunicationHandlingRequest	2369
N	MTCommunicationHandlingResponse	2378
N	MaskedIMEISV	1013
N	MaxNrofRS-IndexesToReport	514
N	MaximumDataBurstVolume	311
N	MaximumIntegrityProtectedDataRate	1876
N	MeasurementThresholdL1LoggedMDT	1634
N	MeasurementsToActivate	1950
N	MessageIdentifier	2755
N	MicoAllPLMN	1045
N	MobileIAB-Authorized	1264
N	MobileIAB-MTUserLocationInformation	1811
N	MobileIAB-Supported	2468
N	MobileIABNodeIndication	2366
N	MobilityInformation	1319
N	MobilityRestrictionList	1201
N	MulticastGroupPaging	2952
N	MulticastGroupPagingArea	2958
N	MulticastGroupPagingAreaItem	2957
N	MulticastGroupPagingAreaList	2956
N	MulticastSessionActivationFailure	2399
N	MulticastSessionActivationRequest	2386
N	MulticastSessionActivationRequestTransfer	2391
N	MulticastSessionActivationResponse	2395
N	MulticastSessionDeactivationRequest	2403
N	MulticastSessionDeactivationRequestTransfer	2408
N	MulticastSessionDeactivationResponse	2412
N	MulticastSessionUpdateFailure	2429
N	MulticastSessionUpdateRequest	2416
N	MulticastSessionUpdateRequestTransfer	2421
N	MulticastSessionUpdateResponse	2425
N	N3IWF-ID	174
N	N6JitterInformation	1913
N	NAS-PDU	1200
N	NASNonDeliveryIndication	2971
N	NASSecurityParametersFromNGRAN	1739
N	NB-IoT-DefaultPagingDRX	2463
N	NB-IoT-Paging-TimeWindow	3016
N	NB-IoT-Paging-eDRXCycle	3015
N	NB-IoT-Paging-eDRXInfo	3014
N	NB-IoT-PagingDRX	3020
N	NB-IoT-UEPriority	1010
N	NGAP-PDU	3275
N	NGAPIESupportInformationRequestItem	3280
N	NGAPIESupportInformationRequestList	3284
N	NGAPIESupportInformationResponseItem	3285
N	NGAPIESupportInformationResponseList	3291
N	NGRAN-CGI	237
N	NGRAN-CellReportItem	1453
N	NGRAN-CellReportList	1452
N	NGRAN-CellToReportItem	1499
N	NGRAN-CellToReportList	1498
N	NGRAN-NoofRRCConnections	1432
N	NGRAN-NumberOfActiveUEs	1454
N	NGRAN-RadioResourceStatus	1455
N	NGRAN-ReportingStatusIEs	1451
N	NGRAN-ReportingSystemIEs	1497
N	NGRAN-TNLAssociationToRemoveItem	2772
N	NGRAN-TNLAssociationToRemoveList	2771
N	NGRANTraceID	933
N	NGReset	2433
N	NGResetAcknowledge	2447
N	NGSetupFailure	2469
N	NGSetupRequest	2451
N	NGSetupResponse	2464
N	NID	110
N	NPN-AccessInformation	2181
N	NPN-MobilityInformation	1230
N	NPN-PagingAssistanceInformation	471
N	NPN-Support	109
N	NR-A2X-ServicesAuthorized	2119
N	NR-CGI	238
N	NR-CGIList	924
N	NR-CGIListForWarning	2758
N	NR-PCI	417
N	NR-Paging-Long-eDRX-Cycle-for-RRC-INACTIVE	1694
N	NR-Paging-Long-eDRX-Information-for-RRC-INACTIVE	1693
N	NR-Paging-Time-Window	1048
N	NR-Paging-Time-Window-for-RRC-INACTIVE	1695
N	NR-Paging-eDRX-Cycle	1047
N	NR-PagingeDRXInformation	1046
N	NRARFCN	406
N	NRCellIdentity	239
N	NRFrequencyBand	409
N	NRFrequencyBand-List	407
N	NRFrequencyBandItem	408
N	NRFrequencyInfo	405
N	NRMobilityHistoryReport	3292
N	NRNTNTAIInformation	1806
N	NRPPa-PDU	1270
N	NRUERLFReportContainer	1308
N	NRUESidelinkAggregateMaximumBitrate	2086
N	NRV2XServicesAuthorized	2076
N	NRencryptionAlgorithms	1850
N	NRintegrityProtectionAlgorithms	1851
N	NSAG-ID	646
N	NetworkControlledRepeaterAuthorized	2308
N	NetworkInstance	1880
N	NewSecurityContextInd	1861
N	NextHopChainingCount	1856
N	NextPagingAreaScope	464
N	NgENB-ID	163
N	NoPDUSessionIndication	2131
N	NonDynamic5QIDescriptor	707
N	NotAllowedTACs	1223
N	NotificationCause	3037
N	NotificationCell-Item	1414
N	NotificationCellList	1413
N	NotificationControl	723
N	NotifySourceNGRANNode	1840
N	NumberOfBroadcasts	533
N	NumberOfBroadcastsRequested	2925
N	NumberOfMeasurementReportingLevels	1514
N	OnboardingSupport	115
N	OverloadAction	2980
N	OverloadResponse	2979
N	OverloadStart	2975
N	OverloadStartNSSAIItem	2986
N	OverloadStartNSSAIList	2985
N	OverloadStop	2995
N	PC5FlowBitRates	2097
N	PC5QoSFlowItem	2096
N	PC5QoSFlowList	2095
N	PC5QoSParameters	2094
N	PCIListForMDT	416
N	PDUSessionAggregateMaximumBitRate	1869
N	PDUSessionForPagingItem	3100
N	PDUSessionForPagingList	3099
N	PDUSessionID	1742
N	PDUSessionListMTCommHReq	2373
N	PDUSessionListMTCommHReq-Item	2374
N	PDUSessionPairID	1928
N	PDUSessionResourceAdmittedItem	2155
N	PDUSessionResourceAdmittedList	2154
N	PDUSessionResourceFailedToModifyItemModCfm	2678
N	PDUSessionResourceFailedToModifyItemModRes	2635
N	PDUSessionResourceFailedToModifyListModCfm	2677
N	PDUSessionResourceFailedToModifyListModRes	2634
N	PDUSessionResourceFailedToResumeItemRESReq	2852
N	PDUSessionResourceFailedToResumeItemRESRes	2872
N	PDUSessionResourceFailedToResumeListRESReq	2851
N	PDUSessionResourceFailedToResumeListRESRes	2871
N	PDUSessionResourceFailedToSetupItemCxtFail	2254
N	PDUSessionResourceFailedToSetupItemCxtRes	2348
N	PDUSessionResourceFailedToSetupItemHOAck	2172
N	PDUSessionResourceFailedToSetupItemPSReq	2497
N	PDUSessionResourceFailedToSetupItemSURes	2746
N	PDUSessionResourceFailedToSetupListCxtFail	2253
N	PDUSessionResourceFailedToSetupListCxtRes	2347
N	PDUSessionResourceFailedToSetupListHOAck	2171
N	PDUSessionResourceFailedToSetupListPSReq	2496
N	PDUSessionResourceFailedToSetupListSURes	2745
N	PDUSessionResourceHandoverItem	1741
N	PDUSessionResourceHandoverList	1740
N	PDUSessionResourceInformationItem	3293
N	PDUSessionResourceInformationList	3303
N	PDUSessionResourceItemCxtRelCpl	2832
N	PDUSessionResourceItemCxtRelReq	3176
N	PDUSessionResourceItemHORqd	2218
N	PDUSessionResourceListCxtRelCpl	2831
N	PDUSessionResourceListCxtRelReq	3175
N	PDUSessionResourceListHORqd	2217
N	PDUSessionResourceModifyConfirm	2658
N	PDUSessionResourceModifyConfirmTransfer	2665
N	PDUSessionResourceModifyIndication	2644
N	PDUSessionResourceModifyIndicationTransfer	2651
N	PDUSessionResourceModifyIndicationUnsuccessfulTransfer	2680
N	PDUSessionResourceModifyItemModCfm	2663
N	PDUSessionResourceModifyItemModInd	2649
N	PDUSessionResourceModifyItemModReq	2556
N	PDUSessionResourceModifyItemModRes	2595
N	PDUSessionResourceModifyListModCfm	2662
N	PDUSessionResourceModifyListModInd	2648
N	PDUSessionResourceModifyListModReq	2555
N	PDUSessionResourceModifyListModRes	2594
N	PDUSessionResourceModifyRequest	2551
N	PDUSessionResourceModifyRequestTransfer	2558
N	PDUSessionResourceModifyResponse	2590
N	PDUSessionResourceModifyResponseTransfer	2597
N	PDUSessionResourceModifyUnsuccessfulTransfer	2637
N	PDUSessionResourceNotify	3027
N	PDUSessionResourceNotifyItem	3032
N	PDUSessionResourceNotifyList	3031
N	PDUSessionResourceNotifyReleasedTransfer	3056
N	PDUSessionResourceNotifyTransfer	3034
N	PDUSessionResourceReleaseCommand	2687
N	PDUSessionResourceReleaseCommandTransfer	2694
N	PDUSessionResourceReleaseResponse	2706
N	PDUSessionResourceReleaseResponseTransfer	2713
N	PDUSessionResourceReleasedItemNot	3054
N	PDUSessionResourceReleasedItemPSAck	2531
N	PDUSessionResourceReleasedItemPSFail	2546
N	PDUSessionResourceReleasedItemRelRes	2711
N	PDUSessionResourceReleasedListNot	3053
N	PDUSessionResourceReleasedListPSAck	2530
N	PDUSessionResourceReleasedListPSFail	2545
N	PDUSessionResourceReleasedListRelRes	2710
N	PDUSessionResourceResumeItemRESReq	2842
N	PDUSessionResourceResumeItemRESRes	2862
N	PDUSessionResourceResumeListRESReq	2841
N	PDUSessionResourceResumeListRESRes	2861
N	PDUSessionResourceSecondaryRATUsageItem	3132
N	PDUSessionResourceSecondaryRATUsageList	3131
N	PDUSessionResourceSetupItemCxtReq	2268
N	PDUSessionResourceSetupItemCxtRes	2314
N	PDUSessionResourceSetupItemHOReq	1863
N	PDUSessionResourceSetupItemSUReq	2730
N	PDUSessionResourceSetupItemSURes	2740
N	PDUSessionResourceSetupListCxtReq	2267
N	PDUSessionResourceSetupListCxtRes	2313
N	PDUSessionResourceSetupListHOReq	1862
N	PDUSessionResourceSetupListSUReq	2729
N	PDUSessionResourceSetupListSURes	2739
N	PDUSessionResourceSetupRequest	2725
N	PDUSessionResourceSetupRequestTransfer	1865
N	PDUSessionResourceSetupResponse	2735
N	PDUSessionResourceSetupResponseTransfer	2316
N	PDUSessionResourceSetupUnsuccessfulTransfer	2256
N	PDUSessionResourceSuspendItemSUSReq	2886
N	PDUSessionResourceSuspendListSUSReq	2885
N	PDUSessionResourceSwitchedItem	2511
N	PDUSessionResourceSwitchedList	2510
N	PDUSessionResourceToBeSwitchedDLItem	2478
N	PDUSessionResourceToBeSwitchedDLList	2477
N	PDUSessionResourceToReleaseItemHOCmd	1776
N	PDUSessionResourceToReleaseItemRelCmd	2692
N	PDUSessionResourceToReleaseListHOCmd	1775
N	PDUSessionResourceToReleaseListRelCmd	2691
N	PDUSessionType	1873
N	PDUSessionUsageReport	2607
N	PDUSetbasedHandlingIndicator	2167
N	PDUsetQoSInformation	735
N	PDUsetQoSParameters	734
N	PEIPSassistanceInformation	1053
N	PLMNAreaBasedQMC	438
N	PLMNIdentity	81
N	PLMNListforQMC	439
N	PLMNSupportItem	100
N	PLMNSupportList	99
N	PNI-NPN-AreaScopeofMDT	2053
N	PNI-NPN-MobilityInformation	1240
N	PNI-NPNBasedMDT	368
N	PWSCancelRequest	2751
N	PWSCancelResponse	2763
N	PWSFailedCellIDList	3075
N	PWSFailureIndication	3071
N	PWSRestartIndication	3079
N	PacketDelayBudget	301
N	PacketErrorRate	302
N	PacketLossRate	724
N	Paging	2999
N	PagingAssisDataforCEcapabUE	475
N	PagingAttemptCount	462
N	PagingAttemptInformation	461
N	PagingCause	3026
N	PagingCauseIndicationForVoiceService	1052
N	PagingDRX	1020
N	PagingOrigin	3013
N	PagingPolicyDifferentiation	3098
N	PagingPolicyDifferentiationItem	3102
N	PagingPolicyDifferentiationList	3101
N	PagingPolicyIndicator	3103
N	PagingPriority	3012
N	PagingProbabilityInformation	3022
N	ParentTImeSource	3150
N	Partially-Allowed-NSSAI	68
N	PartiallyAllowedNSSAI-Item	69
N	PathSwitchRequest	2473
N	PathSwitchRequestAcknowledge	2506
N	PathSwitchRequestAcknowledgeTransfer	2513
N	PathSwitchRequestFailure	2541
N	PathSwitchRequestSetupFailedTransfer	2499
N	PathSwitchRequestTransfer	2480
N	PathSwitchRequestUnsuccessfulTransfer	2533
N	PedestrianUE	2078
N	PeriodicRegistrationUpdateTimer	1021
N	PeriodicReportingIEs	1518
N	Periodicity	298
N	PeriodicityBound	1895
N	PeriodicityList	3304
N	PeriodicityRange	1894
N	PortNumber	26
N	Pre-emptionCapability	284
N	Pre-emptionVulnerability	285
N	Presence	3308
N	PriorityLevelARP	283
N	PriorityLevelQos	709
N	PrivacyIndicator	934
N	PrivateIE-ID	3067
N	PrivateMessage	3064
N	ProcedureCode	135
N	ProcedureStageChoice	1553
N	ProtocolExtensionID	4
N	ProtocolIE-ID	23
N	QMCConfigInfo	2274
N	QMCDeactivation	2801
N	QoERVQoEReportingPaths	2296
N	QoEReference	2278
N	QoEReferenceList	2802
N	QoSFlowList	3309
N	QoSFlowTSCItem	2331
N	QoSFlowTSCList	2330
N	QoSFlowsUsageReport-Item	2622
N	QoSFlowsUsageReportList	2621
N	QosCharacteristics	706
N	QosFlowAcceptedItem	2486
N	QosFlowAcceptedList	2485
N	QosFlowAddOrModifyRequestItem	2568
N	QosFlowAddOrModifyRequestList	2567
N	QosFlowAddOrModifyResponseItem	2599
N	QosFlowAddOrModifyResponseList	2598
N	QosFlowAdditionalInfoItemRelCom	2699
N	QosFlowAdditionalInfoItemRelRes	2718
N	QosFlowAdditionalInfoListRelCom	2698
N	QosFlowAdditionalInfoListRelRes	2717
N	QosFlowFeedbackItem	3045
N	QosFlowFeedbackList	3044
N	QosFlowIdentifier	270
N	QosFlowInformationItem	3295
N	QosFlowInformationList	3294
N	QosFlowItemWithDataForwarding	269
N	QosFlowLevelQosParameters	705
N	QosFlowListWithCause	1767
N	QosFlowListWithDataForwarding	268
N	QosFlowModifyConfirmItem	2667
N	QosFlowModifyConfirmList	2666
N	QosFlowNotifyItem	3036
N	QosFlowNotifyList	3035
N	QosFlowParametersItem	2523
N	QosFlowParametersList	2522
N	QosFlowPerTNLInformation	1755
N	QosFlowPerTNLInformationItem	1754
N	QosFlowPerTNLInformationList	1753
N	QosFlowSetupRequestItem	1882
N	QosFlowSetupRequestList	1881
N	QosFlowToBeForwardedItem	1746
N	QosFlowToBeForwardedList	1745
N	QosFlowWithCauseItem	1768
N	QosMonitoringReportingFrequency	733
N	QosMonitoringRequest	732
N	RAN-TSSRequestType	2788
N	RAN-TSSScope	3154
N	RAN-UE-NGAP-ID	56
N	RANCPRelocationIndication	3084
N	RANConfigurationUpdate	2767
N	RANConfigurationUpdateAcknowledge	2776
N	RANConfigurationUpdateFailure	2780
N	RANNodeName	2455
N	RANNodeNameUTF8String	1659
N	RANNodeNameVisibleString	1658
N	RANPagingPriority	1199
N	RANPagingRequest	3094
N	RANStatusTransfer-TransparentContainer	1568
N	RANTSSCellItem	3156
N	RANTSSCellList	3155
N	RANTimingSynchronisationStatusInfo	3145
N	RANfeedbacktype	1892
N	RANfeedbacktype-proactive	1893
N	RANfeedbacktype-reactive	1905
N	RAT-Information	2461
N	RATRestrictionInformation	1205
N	RATRestrictions	1203
N	RATRestrictions-Item	1204
N	RGLevelWirelineAccessCharacteristics	2273
N	RIMInformation	1581
N	RIMInformationTransfer	1576
N	RNC-ID	2208
N	RRCContainer	3310
N	RRCEstablishmentCause	2357
N	RRCInactiveTransitionReport	3123
N	RRCInactiveTransitionReportRequest	2073
N	RRCState	2810
N	RSN	1924
N	RSPPFlowBitRates	2137
N	RSPPQoSFlowItem	2136
N	RSPPQoSFlowList	2135
N	Range	1684
N	RecommendedCellItem	450
N	RecommendedCellList	449
N	RecommendedCellsForPaging	448
N	RecommendedRANNodeItem	2239
N	RecommendedRANNodeList	2238
N	RecommendedRANNodesForPaging	2237
N	RedCapIndication	2185
N	RedirectionVoiceFallback	2074
N	RedundantPDUSessionInformation	1923
N	RedundantQosFlowIndicator	1922
N	ReflectiveQosAttribute	728
N	RejectedNSSAIinPLMN	2360
N	RejectedNSSAIinTA	2361
N	RelativeAMFCapacity	98
N	RepetitionPeriod	2924
N	ReportAmountMDT	1964
N	ReportArea	2068
N	ReportCharacteristics	1510
N	ReportIntervalMDT	1963
N	ReportType	1511
N	ReportingPeriodicity	1519
N	ReportingSystem	1487
N	RerouteNASRequest	3114
N	ResetAll	2438
N	ResetType	2437
N	ResourceStatusReportingSystem	1423
N	RetrieveUEInformation	3119
N	RoutingID	1269
N	S-NSSAI	57
N	SCTP-TLAs	1295
N	SD	59
N	SLPositioningRangingAuthorized	2133
N	SLPositioningRangingQoSParameters	2134
N	SLPositioningRangingServiceInfo	2132
N	SNPN-BasedMDT	395
N	SNPN-CellBasedMDT	377
N	SNPN-MobilityInformation	1231
N	SNPN-TAIBasedMDT	386
N	SNPNCellIdListforMDT	378
N	SNPNCellIdListforMDTItem	379
N	SNPNListforMDT	396
N	SNPNListforMDTItem	397
N	SNPNTAIListforMDT	387
N	SNPNTAIListforMDTItem	388
N	SONConfigurationTransfer	1275
N	SONInformation	1284
N	SONInformationReply	1286
N	SONInformationReport	1305
N	SONInformationRequest	1285
N	SRVCCOperationPossible	1252
N	SST	58
N	ScheduledCommunicationTime	992
N	SecondaryRATDataUsageReport	3127
N	SecondaryRATDataUsageReportTransfer	3134
N	SecondaryRATUsageInformation	2606
N	SecurityContext	1855
N	SecurityIndication	1874
N	SecurityKey	1857
N	SecurityResult	2158
N	SensorMeasConfig	2016
N	SensorMeasConfigNameItem	2018
N	SensorMeasConfigNameList	2017
N	SensorMeasurementConfiguration	2015
N	SensorNameConfig	2019
N	SerialNumber	2756
N	ServedGUAMIItem	79
N	ServedGUAMIList	78
N	ServiceAreaInformation	1221
N	ServiceAreaInformation-Item	1222
N	ServiceType	2279
N	SgNB-UE-X2AP-ID	3311
N	SharedNGU-MulticastTNLInformation	691
N	SliceOverloadItem	2988
N	SliceOverloadList	2987
N	SliceSupportItem	102
N	SliceSupportList	101
N	SliceSupportListQMC	2283
N	SliceSupportQMC-Item	2284
N	SourceNGRANNode-ToTargetNGRANNode-TransparentContainer	3312
N	SourceNodeID	3321
N	SourceOfUEActivityBehaviourInformation	853
N	SourceRANNodeID	1280
N	SourceToTarget-AMFInformationReroute	2359
N	SourceToTarget-TransparentContainer	2066
N	SuccessfulHandoverReport-Item	1329
N	SuccessfulHandoverReportList	1328
N	SuccessfulOutcome	3276
N	SuccessfulPSCellChangeReport-Item	1335
N	SuccessfulPSCellChangeReportList	1334
N	SupportedTAItem	2457
N	SupportedTAList	2456
N	SupportedUEType	749
N	SupportedUETypeList	748
N	SurvivalTime	1891
N	Suspend-Request-Indication	2856
N	Suspend-Response-Indication	2876
N	SuspendIndicator	2889
N	TABasedMDT	344
N	TABasedQMC	428
N	TAC	213
N	TACListInNRNTN	1807
N	TAI	212
N	TAIBasedMDT	350
N	TAIBasedQMC	433
N	TAIBroadcastEUTRA	592
N	TAIBroadcastEUTRA-Item	593
N	TAIBroadcastNR	617
N	TAIBroadcastNR-Item	618
N	TAICancelledEUTRA	537
N	TAICancelledEUTRA-Item	538
N	TAICancelledNR	563
N	TAICancelledNR-Item	564
N	TAIListForInactive	1023
N	TAIListForInactiveItem	1024
N	TAIListForPaging	3007
N	TAIListForPagingItem	3008
N	TAIListForRestart	3083
N	TAIListForWarning	2759
N	TAIListforMDT	351
N	TAIListforQMC	434
N	TAIMBSSupportItem	1181
N	TAIMBSSupportList	1180
N	TAINSAGSupportItem	645
N	TAINSAGSupportList	644
N	TAListforMDT	345
N	TAListforQMC	429
N	TLContainer	1935
N	TMGI	656
N	TNAP-ID	1823
N	TNGF-ID	186
N	TNLAddressWeightFactor	36
N	TNLAssociationItem	121
N	TNLAssociationList	120
N	TNLAssociationUsage	35
N	TSCAssistanceInformation	1887
N	TSCFeedbackInformation	2333
N	TSCTrafficCharacteristics	1886
N	TSCTrafficCharacteristicsFeedback	2332
N	TWAP-ID	1828
N	TWIF-ID	195
N	TargetHomeENB-ID	2212
N	TargetID	2190
N	TargetNGRANNode-ToSourceNGRANNode-FailureTransparentContainer	3329
N	TargetNGRANNode-ToSourceNGRANNode-TransparentContainer	3333
N	TargetNSSAI	1256
N	TargetNSSAI-Item	1257
N	TargetNSSAIInformation	1255
N	TargetRANNodeID	2191
N	TargetRANNodeID-RIM	1577
N	TargetRANNodeID-SON	1276
N	TargetRNC-ID	2202
N	TargetToSource-TransparentContainer	1785
N	TargeteNB-ID	2195
N	TargettoSource-Failure-TransparentContainer	1790
N	Threshold-RSRP	1635
N	Threshold-RSRQ	1636
N	Threshold-SINR	1955
N	TimeBasedHandoverInformation	3325
N	TimeSinceFailure	1324
N	TimeStamp	1798
N	TimeSyncAssistanceInfo	2108
N	TimeToTrigger	1641
N	TimeToWait	150
N	TimeUEStayedInCell	3226
N	TimeUEStayedInCellEnhancedGranularity	3227
N	TimerApproachForGUAMIRemoval	226
N	TimingSynchronisationStatusFailure	2793
N	TimingSynchronisationStatusReport	3141
N	TimingSynchronisationStatusRequest	2784
N	TimingSynchronisationStatusResponse	2789
N	TooearlyIntersystemHO	1386
N	TraceActivation	1939
N	TraceDepth	1941
N	TraceFailureIndication	3163
N	TraceStart	3167
N	TrafficLoadReductionIndication	2984
N	TransportLayerAddress	20
N	TriggeringMessage	136
N	TypeOfError	139
N	UE-DifferentiationInfo	989
N	UE-NGAP-ID-pair	2820
N	UE-NGAP-IDs	2819
N	UE-PagingItem	2964
N	UE-PagingList	2963
N	UE-UP-CIoT-Support	2107
N	UE-associatedLogicalNG-connectionItem	2440
N	UE-associatedLogicalNG-connectionList	2439
N	UEAggregateMaximumBitRate	1248
N	UEAppLayerMeasConfigInfo	2277
N	UEAppLayerMeasInfoItem	2276
N	UEAppLayerMeasInfoList	2275
N	UECapabilityInfoRequest	1254
N	UEContextModificationFailure	2811
N	UEContextModificationRequest	2797
N	UEContextModificationResponse	2806
N	UEContextReleaseCommand	2815
N	UEContextReleaseComplete	2827
N	UEContextReleaseRequest	3171
N	UEContextRequest	2358
N	UEContextResumeFailure	2877
N	UEContextResumeRequest	2837
N	UEContextResumeRequestTransfer	2844
N	UEContextResumeResponse	2857
N	UEContextResumeResponseTransfer	2864
N	UEContextSuspendFailure	2900
N	UEContextSuspendRequest	2881
N	UEContextSuspendRequestTransfer	2888
N	UEContextSuspendResponse	2896
N	UEHistoryInformation	3313
N	UEHistoryInformationFromTheUE	3317
N	UEIdentityIndexValue	1015
N	UEInformationTransfer	3180
N	UEPagingIdentity	3003
N	UEPresence	2940
N	UEPresenceInAreaOfInterestItem	2939
N	UEPresenceInAreaOfInterestList	2938
N	UERLFReportContainer	1307
N	UERadioCapability	987
N	UERadioCapabilityCheckRequest	2904
N	UERadioCapabilityCheckResponse	2908
N	UERadioCapabilityForPaging	1038
N	UERadioCapabilityForPagingOfEUTRA	1040
N	UERadioCapabilityForPagingOfNB-IoT	1044
N	UERadioCapabilityForPagingOfNR	1039
N	UERadioCapabilityID	1012
N	UERadioCapabilityIDMappingRequest	2912
N	UERadioCapabilityIDMappingResponse	2916
N	UERadioCapabilityInfoIndication	3184
N	UERetentionInformation	2462
N	UESecurityCapabilities	1849
N	UESliceMaximumBitRateItem	2115
N	UESliceMaximumBitRateList	2114
N	UETNLABindingReleaseRequest	3189
N	UL-CP-SecurityInformation	3088
N	UL-NAS-Count	3090
N	UL-NAS-MAC	3089
N	UL-NGU-UP-TNLModifyItem	2563
N	UL-NGU-UP-TNLModifyList	2562
N	ULForwarding	3299
N	UPTransportLayerInformation	259
N	UPTransportLayerInformationItem	1763
N	UPTransportLayerInformationList	1762
N	UPTransportLayerInformationPairItem	2518
N	UPTransportLayerInformationPairList	2517
N	URI-address	935
N	UnavailableGUAMIItem	225
N	UnavailableGUAMIList	224
N	UnsuccessfulOutcome	3278
N	UpdateFeedback	3046
N	UplinkNASTransport	3193
N	UplinkNonUEAssociatedNRPPaTransport	3200
N	UplinkRANConfigurationTransfer	3204
N	UplinkRANEarlyStatusTransfer	3208
N	UplinkRANStatusTransfer	3212
N	UplinkRIMInformationTransfer	3216
N	UplinkUEAssociatedNRPPaTransport	3220
N	UserLocationInformation	1796
N	UserLocationInformationEUTRA	1797
N	UserLocationInformationN3IWF-with-PortNumber	1815
N	UserLocationInformationN3IWF-without-PortNumber	1836
N	UserLocationInformationNR	1802
N	UserLocationInformationTNGF	1822
N	UserLocationInformationTWIF	1827
N	UserLocationInformationW-AGF	1832
N	UserPlaneErrorIndicator	3060
N	UserPlaneFailureIndication	2582
N	UserPlaneFailureIndicationReport	2630
N	UserPlaneFailureType	2583
N	UserPlaneSecurityInformation	2481
N	VehicleUE	2077
N	VolumeTimedReport-Item	2610
N	VolumeTimedReportList	2609
N	W-AGF-ID	204
N	WLANMeasConfig	1998
N	WLANMeasConfigNameItem	2000
N	WLANMeasConfigNameList	1999
N	WLANMeasurementConfiguration	1997
N	WLANName	2001
N	WUS-Assistance-Information	3021
N	WarningAreaCoordinates	2929
N	WarningAreaList	2757
N	WarningMessageContents	2928
N	WarningSecurityInfo	2927
N	WarningType	2926
N	WriteReplaceWarningRequest	2920
N	WriteReplaceWarningResponse	2930
N	XnExtTLA-Item	1290
N	XnExtTLAs	1289
N	XnGTP-TLAs	1291
N	XnTLAs	1288
N	XnTNLConfigurationInfo	1287
N	XrDeviceWith2Rx	3188
S	A2X-PC5-FlowBitRates-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	A2X-PC5-QoS-Flow-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	A2X-PC5-QoS-Parameters-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CPTransportLayerInformation-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T25,criticality=Nreject,id=I169,presence=Nmandatory
S	EndpointIPAddressAndPort-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AMF-TNLAssociationSetupItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AMF-TNLAssociationToAddItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AMF-TNLAssociationToRemoveItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T19,criticality=Nreject,id=I168,presence=Noptional
S	AMF-TNLAssociationToUpdateItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AMFCPRelocationIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T57,criticality=Nignore,id=I148,presence=Noptional;Value=T63,criticality=Nignore,id=I0,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional
S	S-NSSAI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AllowedNSSAI-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PartiallyAllowedNSSAI-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AMFConfigurationUpdateIEs	NGAP-PROTOCOL-IES	1	Value=T77,criticality=Nreject,id=I1,presence=Noptional;Value=T78,criticality=Nreject,id=I96,presence=Noptional;Value=T98,criticality=Nignore,id=I86,presence=Noptional;Value=T99,criticality=Nreject,id=I80,presence=Noptional;Value=T40,criticality=Nignore,id=I6,presence=Noptional;Value=T45,criticality=Nignore,id=I7,presence=Noptional;Value=T50,criticality=Nignore,id=I8,presence=Noptional;Value=T92,criticality=Nignore,id=I274,presence=Noptional
S	GUAMI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ServedGUAMIItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T91,criticality=Nignore,id=I176,presence=Noptional;Extension=T92,criticality=Nignore,id=I442,presence=Noptional
S	Extended-AMFName-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SliceSupportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PLMNSupportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T109,criticality=Nreject,id=I258,presence=Noptional;Extension=T114,criticality=Nreject,id=I270,presence=Noptional;Extension=T115,criticality=Nignore,id=I325,presence=Noptional
S	NPN-Support-ExtIEs	NGAP-PROTOCOL-IES	1	
S	AMFConfigurationUpdateAcknowledgeIEs	NGAP-PROTOCOL-IES	1	Value=T33,criticality=Nignore,id=I5,presence=Noptional;Value=T120,criticality=Nignore,id=I4,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	Cause-ExtIEs	NGAP-PROTOCOL-IES	1	
S	TNLAssociationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CriticalityDiagnostics-IE-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CriticalityDiagnostics-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AMFConfigurationUpdateFailureIEs	NGAP-PROTOCOL-IES	1	Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T150,criticality=Nignore,id=I107,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	GNB-ID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalGNB-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NgENB-ID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalNgENB-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	N3IWF-ID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalN3IWF-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	GlobalRANNodeID-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T185,criticality=Nreject,id=I240,presence=Nmandatory;Value=T194,criticality=Nreject,id=I241,presence=Nmandatory;Value=T203,criticality=Nreject,id=I242,presence=Nmandatory
S	TNGF-ID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalTNGF-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TWIF-ID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalTWIF-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	W-AGF-ID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalW-AGF-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TAI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AMFPagingTarget-ExtIEs	NGAP-PROTOCOL-IES	1	
S	AMFStatusIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T224,criticality=Nreject,id=I120,presence=Nmandatory
S	UnavailableGUAMIItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T92,criticality=Nignore,id=I442,presence=Noptional
S	AUN3DeviceAccessInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NR-CGI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EUTRA-CGI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGRAN-CGI-ExtIEs	NGAP-PROTOCOL-IES	1	
S	AdditionalCancelledlocationReportingReferenceIDItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	GTPTunnel-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UPTransportLayerInformation-ExtIEs	NGAP-PROTOCOL-IES	1	
S	QosFlowItemWithDataForwarding-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T275,criticality=Nignore,id=I221,presence=Noptional
S	AdditionalDLUPTNLInformationForHOItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T259,criticality=Nignore,id=I183,presence=Noptional
S	AllocationAndRetentionPriority-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	Allowed-PNI-NPN-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PacketErrorRate-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AlternativeQoSParaSetItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T311,criticality=Nignore,id=I432,presence=Noptional
S	AreaOfInterestTAIItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaOfInterestCellItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaOfInterestRANNodeItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaOfInterest-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaOfInterestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CellBasedMDT-EUTRA-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TABasedMDT-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TAIBasedMDT-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaScopeOfMDT-EUTRA-ExtIEs	NGAP-PROTOCOL-IES	1	
S	CellBasedMDT-NR-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaScopeOfMDT-NR-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T368,criticality=Nignore,id=I410,presence=Nmandatory;Value=T377,criticality=Nignore,id=I411,presence=Nmandatory;Value=T386,criticality=Nignore,id=I412,presence=Nmandatory;Value=T395,criticality=Nignore,id=I413,presence=Nmandatory
S	CAGListforMDTItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PNI-NPNBasedMDT-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SNPNCellIdListforMDTItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SNPN-CellBasedMDT-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SNPNTAIListforMDTItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SNPN-TAIBasedMDT-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SNPNListforMDTItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SNPN-BasedMDT-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NRFrequencyBandItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NRFrequencyInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaScopeOfNeighCellsItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CellBasedQMC-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TABasedQMC-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TAIBasedQMC-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PLMNAreaBasedQMC-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AreaScopeOfQMC-ExtIEs	NGAP-PROTOCOL-IES	1	
S	RecommendedCellItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RecommendedCellsForPaging-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AssistanceDataForRecommendedCells-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PagingAttemptInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AssistanceDataForPaging-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T471,criticality=Nignore,id=I260,presence=Noptional;Extension=T475,criticality=Nignore,id=I207,presence=Noptional
S	NPN-PagingAssistanceInformation-ExtIEs	NGAP-PROTOCOL-IES	1	
S	PagingAssisDataforCEcapabUE-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AssociatedMBSQosFlowSetupRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AssociatedMBSQosFlowSetuporModifyRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	AssociatedQosFlowItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T275,criticality=Nignore,id=I221,presence=Noptional
S	AvailableRANVisibleQoEMetrics-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BeamMeasurementsReportQuantity-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BeamMeasurementsReportConfiguration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BluetoothMeasConfigNameItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BluetoothMeasurementConfiguration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CellIDCancelledEUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CancelledCellsInTAI-EUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TAICancelledEUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CancelledCellsInEAI-EUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EmergencyAreaIDCancelledEUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CellIDCancelledNR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CancelledCellsInTAI-NR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TAICancelledNR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CancelledCellsInEAI-NR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EmergencyAreaIDCancelledNR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastCancelledAreaList-ExtIEs	NGAP-PROTOCOL-IES	1	
S	CellIDBroadcastEUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CompletedCellsInTAI-EUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TAIBroadcastEUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CompletedCellsInEAI-EUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EmergencyAreaIDBroadcastEUTRA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CellIDBroadcastNR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CompletedCellsInTAI-NR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TAIBroadcastNR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CompletedCellsInEAI-NR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EmergencyAreaIDBroadcastNR-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastCompletedAreaList-ExtIEs	NGAP-PROTOCOL-IES	1	
S	BroadcastPLMNItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T109,criticality=Nreject,id=I258,presence=Noptional;Extension=T114,criticality=Nreject,id=I271,presence=Noptional;Extension=T644,criticality=Nignore,id=I353,presence=Noptional
S	TAINSAGSupportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastSessionModificationFailureIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T660,criticality=Nignore,id=I348,presence=Noptional;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MBS-SessionID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBSSessionSetupOrModFailureTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastSessionModificationRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T669,criticality=Nreject,id=I298,presence=Noptional;Value=T685,criticality=Nreject,id=I349,presence=Noptional
S	MBS-ServiceAreaInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceAreaInformationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceArea-ExtIEs	NGAP-PROTOCOL-IES	1	
S	MBSSessionSetupOrModRequestTransferIEs	NGAP-PROTOCOL-IES	1	Value=T690,criticality=Nreject,id=I352,presence=Noptional;Value=T703,criticality=Nreject,id=I297,presence=Nmandatory;Value=T746,criticality=Nignore,id=I357,presence=Noptional;Value=T748,criticality=Nignore,id=I372,presence=Noptional;Value=T750,criticality=Nreject,id=I434,presence=Noptional
S	SharedNGU-MulticastTNLInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-SessionTNLInfo5GCItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-SessionTNLInfo5GC-ExtIEs	NGAP-PROTOCOL-IES	1	
S	NonDynamic5QIDescriptor-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T713,criticality=Nignore,id=I187,presence=Noptional;Extension=T713,criticality=Nignore,id=I188,presence=Noptional
S	Dynamic5QIDescriptor-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T713,criticality=Nignore,id=I189,presence=Noptional;Extension=T713,criticality=Nignore,id=I187,presence=Noptional;Extension=T713,criticality=Nignore,id=I188,presence=Noptional
S	QosCharacteristics-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GBR-QosInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T312,criticality=Nignore,id=I220,presence=Noptional
S	QosFlowLevelQosParameters-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T732,criticality=Nignore,id=I181,presence=Noptional;Extension=T733,criticality=Nignore,id=I276,presence=Noptional;Extension=T734,criticality=Nignore,id=I422,presence=Noptional
S	PDUsetQoSInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUsetQoSParameters-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-QoSFlowsToBeSetupItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-UP-FailureIndicationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-NGUFailureIndication-ExtIEs	NGAP-PROTOCOL-IES	1	
S	BroadcastSessionModificationResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T764,criticality=Nreject,id=I350,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MBS-SessionTNLInfoNGRANItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-SessionTNLInfoNGRAN-ExtIEs	NGAP-PROTOCOL-IES	1	
S	MBSSessionSetupOrModResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastSessionReleaseRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	BroadcastSessionReleaseRequiredIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	BroadcastSessionReleaseResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T790,criticality=Nignore,id=I358,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MBSSessionReleaseResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastSessionSetupFailureIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T799,criticality=Nignore,id=I314,presence=Noptional;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	BroadcastSessionSetupRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T57,criticality=Nreject,id=I148,presence=Nmandatory;Value=T669,criticality=Nreject,id=I298,presence=Nmandatory;Value=T804,criticality=Nreject,id=I315,presence=Nmandatory;Value=T497,criticality=Nignore,id=I415,presence=Noptional
S	BroadcastSessionSetupResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T809,criticality=Nreject,id=I316,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	BroadcastSessionTransportFailureIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T814,criticality=Nignore,id=I417,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	BroadcastTransportFailureTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastSessionTransportRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T823,criticality=Nreject,id=I418,presence=Nmandatory
S	BroadcastTransportRequestTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BroadcastSessionTransportResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T832,criticality=Nreject,id=I419,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	BroadcastTransportResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	BurstArrivalTimeWindow-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ExpectedUEActivityBehaviour-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ExpectedUEMovingTrajectoryItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ExpectedUEBehaviour-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CNAssistedRANTuning-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CNTypeRestrictionsForEquivalentItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	COUNTValueForPDCP-SN12-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	COUNTValueForPDCP-SN18-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CandidateCellID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CandidatePCI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CandidateCell-ExtIEs	NGAP-PROTOCOL-IES	1	
S	CandidateCellItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CandidateRelayUEInformationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	Cell-CAGInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CellIDListForRestart-ExtIEs	NGAP-PROTOCOL-IES	1	
S	CellTrafficTraceIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T933,criticality=Nignore,id=I44,presence=Nmandatory;Value=T237,criticality=Nignore,id=I43,presence=Nmandatory;Value=T20,criticality=Nignore,id=I109,presence=Nmandatory;Value=T934,criticality=Nignore,id=I256,presence=Noptional;Value=T935,criticality=Nignore,id=I257,presence=Noptional
S	CellType-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ClockAccuracy-ExtIEs	NGAP-PROTOCOL-IES	1	
S	ClockQualityAcceptanceCriteria-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ClockQualityAcceptanceIndication-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ClockQualityDetailLevel-ExtIEs	NGAP-PROTOCOL-IES	1	
S	ClockQualityReportingControlInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CompositeAvailableCapacity-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ConnectionEstablishmentIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T987,criticality=Nignore,id=I117,presence=Noptional;Value=T988,criticality=Nignore,id=I226,presence=Noptional;Value=T57,criticality=Nignore,id=I148,presence=Noptional;Value=T63,criticality=Nignore,id=I0,presence=Noptional;Value=T989,criticality=Nignore,id=I209,presence=Noptional;Value=T1005,criticality=Nignore,id=I212,presence=Noptional;Value=T1010,criticality=Nignore,id=I210,presence=Noptional;Value=T1011,criticality=Nignore,id=I205,presence=Noptional;Value=T846,criticality=Nignore,id=I222,presence=Noptional;Value=T1012,criticality=Nreject,id=I264,presence=Noptional;Value=T1013,criticality=Nignore,id=I34,presence=Noptional;Value=T77,criticality=Nreject,id=I48,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional;Value=T92,criticality=Nignore,id=I443,presence=Noptional
S	ScheduledCommunicationTime-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UE-DifferentiationInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DL-CP-SecurityInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UEIdentityIndexValue-ExtIEs	NGAP-PROTOCOL-IES	1	
S	TAIListForInactiveItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	CoreNetworkAssistanceInformationForInactive-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1031,criticality=Nignore,id=I223,presence=Noptional;Extension=T1037,criticality=Nignore,id=I280,presence=Noptional;Extension=T1038,criticality=Nignore,id=I118,presence=Noptional;Extension=T1045,criticality=Nignore,id=I282,presence=Noptional;Extension=T1046,criticality=Nignore,id=I332,presence=Noptional;Extension=T1052,criticality=Nignore,id=I343,presence=Noptional;Extension=T1053,criticality=Nignore,id=I344,presence=Noptional;Extension=T1057,criticality=Nignore,id=I365,presence=Noptional;Extension=T847,criticality=Nignore,id=I405,presence=Noptional
S	EUTRA-PagingeDRXInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UERadioCapabilityForPaging-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1044,criticality=Nignore,id=I214,presence=Noptional
S	NR-PagingeDRXInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PEIPSassistanceInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DAPSRequestInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DAPSResponseInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DAPSResponseInfoItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DLCountChoice-ExtIEs	NGAP-PROTOCOL-IES	1	
S	DRBsSubjectToDLDiscarding-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DLDiscarding-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DRBStatusDL12-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DRBStatusDL18-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DRBStatusDL-ExtIEs	NGAP-PROTOCOL-IES	1	
S	DRBStatusUL12-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DRBStatusUL18-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DRBStatusUL-ExtIEs	NGAP-PROTOCOL-IES	1	
S	DRBsSubjectToEarlyStatusTransfer-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DRBsSubjectToStatusTransferItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T496,criticality=Nignore,id=I159,presence=Noptional
S	DRBsToQosFlowsMappingItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1058,criticality=Nignore,id=I266,presence=Noptional
S	DataForwardingResponseDRBItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DataForwardingResponseERABListItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DeactivateTraceIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T933,criticality=Nignore,id=I44,presence=Nmandatory
S	DistributionReleaseRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T1153,criticality=Nreject,id=I300,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	MBS-DistributionReleaseRequesTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DistributionReleaseResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	DistributionSetupFailureIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T1166,criticality=Nignore,id=I303,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MBS-DistributionSetupUnsuccessfulTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DistributionSetupRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T1175,criticality=Nreject,id=I301,presence=Nmandatory
S	MBS-DistributionSetupRequestTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1180,criticality=Nignore,id=I441,presence=Noptional
S	TAIMBSSupportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DistributionSetupResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T1189,criticality=Nreject,id=I302,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MBS-DistributionSetupResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DownlinkNASTransport-IEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T77,criticality=Nreject,id=I48,presence=Noptional;Value=T1199,criticality=Nignore,id=I83,presence=Noptional;Value=T1200,criticality=Nreject,id=I38,presence=Nmandatory;Value=T1201,criticality=Nignore,id=I36,presence=Noptional;Value=T1247,criticality=Nignore,id=I31,presence=Noptional;Value=T1248,criticality=Nignore,id=I110,presence=Noptional;Value=T63,criticality=Nreject,id=I0,presence=Noptional;Value=T1252,criticality=Nignore,id=I177,presence=Noptional;Value=T1011,criticality=Nignore,id=I205,presence=Noptional;Value=T1253,criticality=Nignore,id=I206,presence=Noptional;Value=T989,criticality=Nignore,id=I209,presence=Noptional;Value=T846,criticality=Nignore,id=I222,presence=Noptional;Value=T987,criticality=Nignore,id=I117,presence=Noptional;Value=T1254,criticality=Nignore,id=I228,presence=Noptional;Value=T988,criticality=Nignore,id=I226,presence=Noptional;Value=T1012,criticality=Nreject,id=I264,presence=Noptional;Value=T1255,criticality=Nignore,id=I334,presence=Noptional;Value=T1013,criticality=Nignore,id=I34,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional;Value=T1264,criticality=Nignore,id=I400,presence=Noptional;Value=T92,criticality=Nignore,id=I443,presence=Noptional
S	RATRestrictions-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1209,criticality=Nignore,id=I180,presence=Noptional
S	ExtendedRATRestrictionInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ForbiddenAreaInformation-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ServiceAreaInformation-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MobilityRestrictionList-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T81,criticality=Nignore,id=I150,presence=Noptional;Extension=T877,criticality=Nignore,id=I161,presence=Noptional;Extension=T871,criticality=Nignore,id=I160,presence=Noptional;Extension=T1230,criticality=Nreject,id=I261,presence=Noptional
S	SNPN-MobilityInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1235,criticality=Nreject,id=I370,presence=Noptional
S	EquivalentSNPNsItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PNI-NPN-MobilityInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NPN-MobilityInformation-ExtIEs	NGAP-PROTOCOL-IES	1	
S	UEAggregateMaximumBitRate-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TargetNSSAI-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TargetNSSAIInformation-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DownlinkNonUEAssociatedNRPPaTransportIEs	NGAP-PROTOCOL-IES	1	Value=T1269,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1270,criticality=Nreject,id=I46,presence=Nmandatory
S	DownlinkRANConfigurationTransferIEs	NGAP-PROTOCOL-IES	1	Value=T1275,criticality=Nignore,id=I98,presence=Noptional;Value=T1343,criticality=Nignore,id=I157,presence=Noptional;Value=T1344,criticality=Nignore,id=I250,presence=Noptional
S	TargetRANNodeID-SON-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T238,criticality=Nignore,id=I45,presence=Noptional
S	SourceRANNodeID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	XnExtTLA-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1295,criticality=Nignore,id=I173,presence=Noptional
S	XnTNLConfigurationInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SONInformationReply-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SONInformation-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1305,criticality=Nignore,id=I252,presence=Nmandatory
S	UERLFReportContainer-ExtIEs	NGAP-PROTOCOL-IES	1	
S	FailureIndication-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HOReport-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1323,criticality=Nignore,id=I366,presence=Noptional;Extension=T844,criticality=Nignore,id=I385,presence=Noptional;Extension=T1324,criticality=Nignore,id=I386,presence=Noptional
S	SONInformationReport-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1328,criticality=Nignore,id=I294,presence=Nmandatory;Value=T1334,criticality=Nignore,id=I383,presence=Nmandatory
S	SuccessfulHandoverReport-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SuccessfulPSCellChangeReport-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SONConfigurationTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ENB-ID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalENB-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EPS-TAI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemSONeNBID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemSONNGRANnodeID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	FromEUTRANtoNGRAN-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	FromNGRANtoEUTRAN-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemSONTransferType-ExtIEs	NGAP-PROTOCOL-IES	1	
S	TooearlyIntersystemHO-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemUnnecessaryHO-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InterSystemHandoverReportType-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1398,criticality=Nignore,id=I384,presence=Nmandatory
S	IntersystemMobilityFailureforVoiceFallback-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InterSystemHOReport-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InterSystemFailureIndication-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemSONInformationReport-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1412,criticality=Nignore,id=I292,presence=Nmandatory;Value=T1422,criticality=Nignore,id=I293,presence=Nmandatory
S	NotificationCell-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemCellStateIndication-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EUTRAN-CompositeAvailableCapacityGroup-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EUTRAN-RadioResourceStatus-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EUTRAN-CellReportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EUTRAN-ReportingStatusIEs-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGRAN-RadioResourceStatus-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGRAN-CellReportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGRAN-ReportingStatusIEs-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ResourceStatusReportingSystem-ExtIEs	NGAP-PROTOCOL-IES	1	
S	IntersystemResourceStatusReport-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemSONInformation-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1480,criticality=Nignore,id=I290,presence=Nmandatory;Value=T1532,criticality=Nignore,id=I291,presence=Nmandatory
S	IntersystemCellActivationRequest-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EUTRAN-CellToReportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EUTRAN-ReportingSystemIEs-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGRAN-CellToReportItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGRAN-ReportingSystemIEs-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ReportingSystem-ExtIEs	NGAP-PROTOCOL-IES	1	
S	EventBasedReportingIEs-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PeriodicReportingIEs-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ReportType-ExtIEs	NGAP-PROTOCOL-IES	1	
S	IntersystemResourceStatusRequest-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemSONInformationRequest-ExtIEs	NGAP-PROTOCOL-IES	1	
S	IntersystemCellActivationReply-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemResourceStatusReply-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	IntersystemSONInformationReply-ExtIEs	NGAP-PROTOCOL-IES	1	
S	IntersystemSONConfigurationTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DownlinkRANEarlyStatusTransferIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1552,criticality=Nreject,id=I268,presence=Nmandatory
S	FirstDLCount-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ProcedureStageChoice-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1080,criticality=Nignore,id=I421,presence=Nmandatory
S	EarlyStatusTransfer-TransparentContainer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DownlinkRANStatusTransferIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1568,criticality=Nreject,id=I84,presence=Nmandatory
S	RANStatusTransfer-TransparentContainer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DownlinkRIMInformationTransferIEs	NGAP-PROTOCOL-IES	1	Value=T1576,criticality=Nignore,id=I175,presence=Noptional
S	TargetRANNodeID-RIM-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RIMInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RIMInformationTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	DownlinkUEAssociatedNRPPaTransportIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1269,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1270,criticality=Nreject,id=I46,presence=Nmandatory
S	E-RABInformationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T20,criticality=Nignore,id=I284,presence=Noptional;Extension=T20,criticality=Nignore,id=I354,presence=Noptional
S	ECNMarkingorCongestionInformationReportingRequest-ExtIEs	NGAP-PROTOCOL-IES	1	
S	ECNMarkingorCongestionInformationReportingStatus-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EmergencyFallbackIndicator-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ErrorIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Noptional;Value=T56,criticality=Nignore,id=I85,presence=Noptional;Value=T122,criticality=Nignore,id=I15,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T1628,criticality=Nignore,id=I26,presence=Noptional
S	FiveG-S-TMSI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MeasurementThresholdL1LoggedMDT-ExtIEs	NGAP-PROTOCOL-IES	1	
S	EventL1LoggedMDTConfig-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	EventTrigger-ExtIEs	NGAP-PROTOCOL-IES	1	
S	ExcessPacketDelayThresholdItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	Extended-RANNodeName-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	FiveG-ProSeAuthorized-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1674,criticality=Nignore,id=I379,presence=Noptional;Extension=T1675,criticality=Nignore,id=I380,presence=Noptional;Extension=T1676,criticality=Nignore,id=I381,presence=Noptional
S	FiveGProSePC5FlowBitRates-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	FiveGProSePC5QoSFlowItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	FiveG-ProSePC5QoSParameters-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NR-Paging-Long-eDRX-Information-for-RRC-INACTIVE-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HLComActivate-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HLComDeactivate-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	FiveGCAction-ExtIEs	NGAP-PROTOCOL-IES	1	
S	GlobalCable-ID-new-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	GlobalLine-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T212,criticality=Nignore,id=I213,presence=Noptional
S	HFCNode-ID-new-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1710,criticality=Nignore,id=I275,presence=Noptional
S	HandoverCancelIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	HandoverCancelAcknowledgeIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	HandoverCommandIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1738,criticality=Nreject,id=I29,presence=Nmandatory;Value=T1739,criticality=Nreject,id=I39,presence=Nconditional;Value=T1740,criticality=Nignore,id=I59,presence=Noptional;Value=T1775,criticality=Nignore,id=I78,presence=Noptional;Value=T1785,criticality=Nreject,id=I106,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	QosFlowToBeForwardedItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverCommandTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1753,criticality=Nignore,id=I152,presence=Noptional;Extension=T259,criticality=Nreject,id=I164,presence=Noptional;Extension=T1762,criticality=Nreject,id=I172,presence=Noptional;Extension=T1138,criticality=Nignore,id=I249,presence=Noptional;Extension=T1767,criticality=Nignore,id=I283,presence=Noptional
S	QosFlowPerTNLInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	QosFlowPerTNLInformationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UPTransportLayerInformationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T970,criticality=Nignore,id=I166,presence=Noptional
S	QosFlowWithCauseItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceHandoverItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverPreparationUnsuccessfulTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceToReleaseItemHOCmd-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T1790,criticality=Nignore,id=I262,presence=Noptional
S	HandoverNotifyIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Nmandatory;Value=T1840,criticality=Nignore,id=I269,presence=Noptional
S	UserLocationInformationEUTRA-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T237,criticality=Nignore,id=I149,presence=Noptional
S	UserLocationInformationNR-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T237,criticality=Nignore,id=I149,presence=Noptional;Extension=T110,criticality=Nreject,id=I263,presence=Noptional;Extension=T1806,criticality=Nignore,id=I287,presence=Noptional;Extension=T1811,criticality=Nignore,id=I401,presence=Noptional
S	NRNTNTAIInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MobileIAB-MTUserLocationInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UserLocationInformationN3IWF-with-PortNumber-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T212,criticality=Nignore,id=I213,presence=Noptional
S	UserLocationInformation-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1822,criticality=Nignore,id=I244,presence=Nmandatory;Value=T1827,criticality=Nignore,id=I248,presence=Nmandatory;Value=T1832,criticality=Nignore,id=I243,presence=Nmandatory;Value=T1836,criticality=Nignore,id=I439,presence=Nmandatory
S	UserLocationInformationTNGF-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T212,criticality=Nignore,id=I213,presence=Noptional
S	UserLocationInformationTWIF-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T212,criticality=Nignore,id=I213,presence=Noptional
S	UserLocationInformationW-AGF-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T1710,criticality=Nignore,id=I275,presence=Nmandatory;Value=T1722,criticality=Nignore,id=I362,presence=Nmandatory;Value=T1711,criticality=Nignore,id=I363,presence=Nmandatory
S	UserLocationInformationN3IWF-without-PortNumber-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverPreparationFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T1790,criticality=Nignore,id=I262,presence=Noptional
S	HandoverRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T1738,criticality=Nreject,id=I29,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T1248,criticality=Nreject,id=I110,presence=Nmandatory;Value=T1014,criticality=Nignore,id=I18,presence=Noptional;Value=T1849,criticality=Nreject,id=I119,presence=Nmandatory;Value=T1855,criticality=Nreject,id=I93,presence=Nmandatory;Value=T1861,criticality=Nreject,id=I41,presence=Noptional;Value=T1200,criticality=Nreject,id=I37,presence=Noptional;Value=T1862,criticality=Nreject,id=I73,presence=Nmandatory;Value=T63,criticality=Nreject,id=I0,presence=Nmandatory;Value=T1939,criticality=Nignore,id=I108,presence=Noptional;Value=T1013,criticality=Nignore,id=I34,presence=Noptional;Value=T2066,criticality=Nreject,id=I101,presence=Nmandatory;Value=T1201,criticality=Nignore,id=I36,presence=Noptional;Value=T2067,criticality=Nignore,id=I33,presence=Noptional;Value=T2073,criticality=Nignore,id=I91,presence=Noptional;Value=T80,criticality=Nreject,id=I28,presence=Nmandatory;Value=T2074,criticality=Nignore,id=I146,presence=Noptional;Value=T848,criticality=Nignore,id=I165,presence=Noptional;Value=T1252,criticality=Nignore,id=I177,presence=Noptional;Value=T2075,criticality=Nreject,id=I199,presence=Noptional;Value=T1011,criticality=Nignore,id=I205,presence=Noptional;Value=T989,criticality=Nignore,id=I209,presence=Noptional;Value=T2076,criticality=Nignore,id=I216,presence=Noptional;Value=T2082,criticality=Nignore,id=I215,presence=Noptional;Value=T2086,criticality=Nignore,id=I218,presence=Noptional;Value=T2090,criticality=Nignore,id=I217,presence=Noptional;Value=T2094,criticality=Nignore,id=I219,presence=Noptional;Value=T846,criticality=Nignore,id=I222,presence=Noptional;Value=T2107,criticality=Nignore,id=I234,presence=Noptional;Value=T2049,criticality=Nignore,id=I254,presence=Noptional;Value=T1012,criticality=Nreject,id=I264,presence=Noptional;Value=T1253,criticality=Nignore,id=I206,presence=Noptional;Value=T2108,criticality=Nignore,id=I326,presence=Noptional;Value=T2114,criticality=Nignore,id=I335,presence=Noptional;Value=T1665,criticality=Nignore,id=I345,presence=Noptional;Value=T2086,criticality=Nignore,id=I346,presence=Noptional;Value=T1677,criticality=Nignore,id=I347,presence=Noptional;Value=T281,criticality=Nignore,id=I373,presence=Noptional;Value=T2119,criticality=Nignore,id=I374,presence=Noptional;Value=T2125,criticality=Nignore,id=I375,presence=Noptional;Value=T2086,criticality=Nignore,id=I376,presence=Noptional;Value=T2090,criticality=Nignore,id=I377,presence=Noptional;Value=T14,criticality=Nignore,id=I378,presence=Noptional;Value=T1264,criticality=Nignore,id=I400,presence=Noptional;Value=T2131,criticality=Nignore,id=I403,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional;Value=T2132,criticality=Nignore,id=I430,presence=Noptional
S	UESecurityCapabilities-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SecurityContext-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceSetupRequestTransferIEs	NGAP-PROTOCOL-IES	1	Value=T1869,criticality=Nreject,id=I130,presence=Noptional;Value=T259,criticality=Nreject,id=I139,presence=Nmandatory;Value=T1762,criticality=Nreject,id=I126,presence=Noptional;Value=T1132,criticality=Nreject,id=I127,presence=Noptional;Value=T1873,criticality=Nreject,id=I134,presence=Nmandatory;Value=T1874,criticality=Nreject,id=I138,presence=Noptional;Value=T1880,criticality=Nreject,id=I129,presence=Noptional;Value=T1881,criticality=Nreject,id=I136,presence=Nmandatory;Value=T970,criticality=Nignore,id=I166,presence=Noptional;Value=T1148,criticality=Nignore,id=I22,presence=Noptional;Value=T259,criticality=Nignore,id=I195,presence=Noptional;Value=T1762,criticality=Nignore,id=I186,presence=Noptional;Value=T970,criticality=Nignore,id=I190,presence=Noptional;Value=T1923,criticality=Nignore,id=I197,presence=Noptional;Value=T1929,criticality=Nignore,id=I318,presence=Noptional;Value=T1935,criticality=Nignore,id=I394,presence=Noptional
S	PDUSessionAggregateMaximumBitRate-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SecurityIndication-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1876,criticality=Nignore,id=I151,presence=Noptional
S	QosFlowSetupRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1886,criticality=Nignore,id=I196,presence=Noptional;Extension=T1922,criticality=Nignore,id=I194,presence=Noptional;Extension=T1601,criticality=Nignore,id=I425,presence=Noptional
S	TSCAssistanceInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1891,criticality=Nignore,id=I327,presence=Noptional;Extension=T1892,criticality=Nignore,id=I391,presence=Noptional;Extension=T1913,criticality=Nignore,id=I424,presence=Noptional
S	PeriodicityBound-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PeriodicityRange-ExtIEs	NGAP-PROTOCOL-IES	1	
S	RANfeedbacktype-proactive-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RANfeedbacktype-reactive-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RANfeedbacktype-ExtIEs	NGAP-PROTOCOL-IES	1	
S	N6JitterInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TSCTrafficCharacteristics-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RedundantPDUSessionInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1928,criticality=Nignore,id=I331,presence=Noptional
S	MBSSessionSetupRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1934,criticality=Nignore,id=I416,presence=Noptional
S	PDUSessionResourceSetupItemHOReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T850,criticality=Nignore,id=I281,presence=Noptional
S	TraceActivation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1945,criticality=Nignore,id=I255,presence=Noptional;Extension=T935,criticality=Nignore,id=I257,presence=Noptional
S	M1ThresholdType-ExtIEs	NGAP-PROTOCOL-IES	1	
S	M1ThresholdEventA2-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	M1PeriodicReporting-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1664,criticality=Nignore,id=I285,presence=Noptional
S	M1Configuration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1971,criticality=Nignore,id=I340,presence=Noptional;Extension=T506,criticality=Nignore,id=I361,presence=Nconditional
S	M4Configuration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1978,criticality=Nignore,id=I336,presence=Noptional
S	M5Configuration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1984,criticality=Nignore,id=I337,presence=Noptional
S	M6Configuration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1990,criticality=Nignore,id=I338,presence=Noptional;Extension=T1651,criticality=Nignore,id=I341,presence=Noptional
S	M7Configuration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1996,criticality=Nignore,id=I339,presence=Noptional
S	WLANMeasConfigNameItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	WLANMeasurementConfiguration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MDT-Location-Info-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SensorNameConfig-ExtIEs	NGAP-PROTOCOL-IES	1	
S	SensorMeasConfigNameItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SensorMeasurementConfiguration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ImmediateMDTNr-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	LoggedMDTTrigger-ExtIEs	NGAP-PROTOCOL-IES	1	
S	LoggedMDTNr-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1615,criticality=Nignore,id=I360,presence=Noptional
S	MDTModeNr-ExtIEs	NGAP-PROTOCOL-IES	1	
S	MDT-Configuration-NR-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2053,criticality=Nignore,id=I409,presence=Noptional
S	PNI-NPN-AreaScopeofMDT-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MDT-Configuration-EUTRA-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MDT-Configuration-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2065,criticality=Nignore,id=I433,presence=Noptional
S	LocationReportingRequestType-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2072,criticality=Nignore,id=I170,presence=Noptional;Extension=T257,criticality=Nreject,id=I368,presence=Noptional
S	NRV2XServicesAuthorized-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	LTEV2XServicesAuthorized-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NRUESidelinkAggregateMaximumBitrate-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	LTEUE-Sidelink-Aggregate-MaximumBitrates-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PC5FlowBitRates-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PC5QoSFlowItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PC5QoSParameters-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TimeSyncAssistanceInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T966,criticality=Nignore,id=I390,presence=Noptional
S	UESliceMaximumBitRateItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NR-A2X-ServicesAuthorized-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	LTE-A2X-ServicesAuthorized-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RSPPFlowBitRates-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RSPPQoSFlowItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SLPositioningRangingQoSParameters-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SLPositioningRangingServiceInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverRequestAcknowledgeIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2154,criticality=Nignore,id=I53,presence=Nmandatory;Value=T2171,criticality=Nignore,id=I56,presence=Noptional;Value=T1785,criticality=Nreject,id=I106,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T2181,criticality=Nreject,id=I259,presence=Noptional;Value=T2185,criticality=Nignore,id=I333,presence=Noptional;Value=T1611,criticality=Nignore,id=I427,presence=Noptional
S	SecurityResult-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverRequestAcknowledgeTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T279,criticality=Nignore,id=I153,presence=Noptional;Extension=T259,criticality=Nreject,id=I164,presence=Noptional;Extension=T1762,criticality=Nreject,id=I172,presence=Noptional;Extension=T1138,criticality=Nignore,id=I249,presence=Noptional;Extension=T259,criticality=Nignore,id=I192,presence=Noptional;Extension=T1923,criticality=Nignore,id=I198,presence=Noptional;Extension=T152,criticality=Nignore,id=I27,presence=Noptional;Extension=T2166,criticality=Nignore,id=I309,presence=Noptional;Extension=T2167,criticality=Nignore,id=I423,presence=Noptional;Extension=T1605,criticality=Nignore,id=I426,presence=Noptional
S	PDUSessionResourceAdmittedItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverResourceAllocationUnsuccessfulTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToSetupItemHOAck-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NPN-AccessInformation-ExtIEs	NGAP-PROTOCOL-IES	1	
S	HandoverRequiredIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1738,criticality=Nreject,id=I29,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T2190,criticality=Nreject,id=I105,presence=Nmandatory;Value=T1148,criticality=Nignore,id=I22,presence=Noptional;Value=T2217,criticality=Nreject,id=I61,presence=Nmandatory;Value=T2066,criticality=Nreject,id=I101,presence=Nmandatory
S	TargetRANNodeID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T110,criticality=Nreject,id=I369,presence=Noptional
S	TargeteNB-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TargetID-ExtIEs	NGAP-PROTOCOL-IES	1	Value=T2202,criticality=Nreject,id=I178,presence=Nmandatory;Value=T2212,criticality=Nreject,id=I364,presence=Nmandatory
S	LAI-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TargetRNC-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TargetHomeENB-ID-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverRequiredTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceItemHORqd-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	HandoverSuccessIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory
S	RecommendedRANNodeItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RecommendedRANNodesForPaging-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InfoOnRecommendedCellsAndRANNodesForPaging-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InitialContextSetupFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2253,criticality=Nignore,id=I132,presence=Noptional;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	PDUSessionResourceSetupUnsuccessfulTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToSetupItemCxtFail-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InitialContextSetupRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T77,criticality=Nreject,id=I48,presence=Noptional;Value=T1248,criticality=Nreject,id=I110,presence=Nconditional;Value=T1014,criticality=Nignore,id=I18,presence=Noptional;Value=T80,criticality=Nreject,id=I28,presence=Nmandatory;Value=T2267,criticality=Nreject,id=I71,presence=Noptional;Value=T63,criticality=Nreject,id=I0,presence=Nmandatory;Value=T1849,criticality=Nreject,id=I119,presence=Nmandatory;Value=T1857,criticality=Nreject,id=I94,presence=Nmandatory;Value=T1939,criticality=Nignore,id=I108,presence=Noptional;Value=T1201,criticality=Nignore,id=I36,presence=Noptional;Value=T987,criticality=Nignore,id=I117,presence=Noptional;Value=T1247,criticality=Nignore,id=I31,presence=Noptional;Value=T1013,criticality=Nignore,id=I34,presence=Noptional;Value=T1200,criticality=Nignore,id=I38,presence=Noptional;Value=T1618,criticality=Nreject,id=I24,presence=Noptional;Value=T2073,criticality=Nignore,id=I91,presence=Noptional;Value=T1038,criticality=Nignore,id=I118,presence=Noptional;Value=T2074,criticality=Nignore,id=I146,presence=Noptional;Value=T2067,criticality=Nignore,id=I33,presence=Noptional;Value=T848,criticality=Nignore,id=I165,presence=Noptional;Value=T1252,criticality=Nignore,id=I177,presence=Noptional;Value=T2075,criticality=Nignore,id=I199,presence=Noptional;Value=T1011,criticality=Nignore,id=I205,presence=Noptional;Value=T1253,criticality=Nignore,id=I206,presence=Noptional;Value=T989,criticality=Nignore,id=I209,presence=Noptional;Value=T2076,criticality=Nignore,id=I216,presence=Noptional;Value=T2082,criticality=Nignore,id=I215,presence=Noptional;Value=T2086,criticality=Nignore,id=I218,presence=Noptional;Value=T2090,criticality=Nignore,id=I217,presence=Noptional;Value=T2094,criticality=Nignore,id=I219,presence=Noptional;Value=T846,criticality=Nignore,id=I222,presence=Noptional;Value=T2107,criticality=Nignore,id=I234,presence=Noptional;Value=T2273,criticality=Nignore,id=I238,presence=Noptional;Value=T2049,criticality=Nignore,id=I254,presence=Noptional;Value=T1012,criticality=Nreject,id=I264,presence=Noptional;Value=T2108,criticality=Nignore,id=I326,presence=Noptional;Value=T2274,criticality=Nignore,id=I328,presence=Noptional;Value=T1255,criticality=Nignore,id=I334,presence=Noptional;Value=T2114,criticality=Nignore,id=I335,presence=Noptional;Value=T1665,criticality=Nignore,id=I345,presence=Noptional;Value=T2086,criticality=Nignore,id=I346,presence=Noptional;Value=T1677,criticality=Nignore,id=I347,presence=Noptional;Value=T2308,criticality=Nignore,id=I367,presence=Noptional;Value=T281,criticality=Nignore,id=I373,presence=Noptional;Value=T2119,criticality=Nignore,id=I374,presence=Noptional;Value=T2125,criticality=Nignore,id=I375,presence=Noptional;Value=T2086,criticality=Nignore,id=I376,presence=Noptional;Value=T2090,criticality=Nignore,id=I377,presence=Noptional;Value=T14,criticality=Nignore,id=I378,presence=Noptional;Value=T1264,criticality=Nignore,id=I400,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional;Value=T2132,criticality=Nignore,id=I430,presence=Noptional;Value=T92,criticality=Nignore,id=I443,presence=Noptional
S	PDUSessionResourceSetupItemCxtReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T850,criticality=Nignore,id=I281,presence=Noptional
S	SliceSupportQMC-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MDT-AlignmentInfo-ExtIEs	NGAP-PROTOCOL-IES	1	
S	UEAppLayerMeasConfigInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T480,criticality=Nignore,id=I398,presence=Noptional;Extension=T2295,criticality=Nignore,id=I399,presence=Noptional;Extension=T2296,criticality=Nignore,id=I438,presence=Noptional
S	QoERVQoEReportingPaths-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UEAppLayerMeasInfoItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	QMCConfigInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InitialContextSetupResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2313,criticality=Nignore,id=I72,presence=Noptional;Value=T2347,criticality=Nignore,id=I55,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	PDUSessionResourceSetupResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1755,criticality=Nignore,id=I193,presence=Noptional;Extension=T1753,criticality=Nignore,id=I184,presence=Noptional;Extension=T1923,criticality=Nignore,id=I198,presence=Noptional;Extension=T152,criticality=Nignore,id=I27,presence=Noptional;Extension=T2166,criticality=Nignore,id=I309,presence=Noptional;Extension=T2320,criticality=Nignore,id=I312,presence=Noptional;Extension=T2325,criticality=Nignore,id=I310,presence=Noptional;Extension=T2330,criticality=Nignore,id=I392,presence=Noptional;Extension=T1935,criticality=Nignore,id=I395,presence=Noptional;Extension=T1605,criticality=Nignore,id=I426,presence=Noptional;Extension=T2167,criticality=Nignore,id=I423,presence=Noptional
S	MBSSessionSetupResponseItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBSSessionFailedtoSetupItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TSCFeedbackInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TSCTrafficCharacteristicsFeedback-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	QoSFlowTSCItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceSetupItemCxtRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToSetupItemCxtRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	InitialUEMessage-IEs	NGAP-PROTOCOL-IES	1	Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1200,criticality=Nreject,id=I38,presence=Nmandatory;Value=T1796,criticality=Nreject,id=I121,presence=Nmandatory;Value=T2357,criticality=Nignore,id=I90,presence=Nmandatory;Value=T1628,criticality=Nreject,id=I26,presence=Noptional;Value=T83,criticality=Nignore,id=I3,presence=Noptional;Value=T2358,criticality=Nignore,id=I112,presence=Noptional;Value=T63,criticality=Nreject,id=I0,presence=Noptional;Value=T2359,criticality=Nignore,id=I171,presence=Noptional;Value=T81,criticality=Nignore,id=I174,presence=Noptional;Value=T2234,criticality=Nreject,id=I201,presence=Noptional;Value=T845,criticality=Nreject,id=I224,presence=Noptional;Value=T2365,criticality=Nignore,id=I225,presence=Noptional;Value=T1610,criticality=Nignore,id=I227,presence=Noptional;Value=T498,criticality=Nignore,id=I245,presence=Noptional;Value=T2181,criticality=Nreject,id=I259,presence=Noptional;Value=T2185,criticality=Nignore,id=I333,presence=Noptional;Value=T110,criticality=Nignore,id=I371,presence=Noptional;Value=T2366,criticality=Nreject,id=I402,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional;Value=T1611,criticality=Nignore,id=I427,presence=Noptional;Value=T230,criticality=Nignore,id=I440,presence=Noptional
S	SourceToTarget-AMFInformationReroute-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGAP-ELEMENTARY-PROCEDURES	NGAP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T73,SuccessfulOutcome=T116,UnsuccessfulOutcome=T146,criticality=Nreject,procedureCode=I0;InitiatingMessage=T665,SuccessfulOutcome=T760,UnsuccessfulOutcome=T651,criticality=Nreject,procedureCode=I66;InitiatingMessage=T778,SuccessfulOutcome=T786,criticality=Nreject,procedureCode=I67;InitiatingMessage=T800,SuccessfulOutcome=T805,UnsuccessfulOutcome=T795,criticality=Nreject,procedureCode=I68;InitiatingMessage=T819,SuccessfulOutcome=T828,UnsuccessfulOutcome=T810,criticality=Nreject,procedureCode=I80;InitiatingMessage=T1171,SuccessfulOutcome=T1185,UnsuccessfulOutcome=T1162,criticality=Nreject,procedureCode=I69;InitiatingMessage=T1149,SuccessfulOutcome=T1158,criticality=Nreject,procedureCode=I70;InitiatingMessage=T1726,SuccessfulOutcome=T1730,criticality=Nreject,procedureCode=I10;InitiatingMessage=T2186,SuccessfulOutcome=T1734,UnsuccessfulOutcome=T1841,criticality=Nreject,procedureCode=I12;InitiatingMessage=T1845,SuccessfulOutcome=T2150,UnsuccessfulOutcome=T1786,criticality=Nreject,procedureCode=I13;InitiatingMessage=T2263,SuccessfulOutcome=T2309,UnsuccessfulOutcome=T2249,criticality=Nreject,procedureCode=I14;InitiatingMessage=T2369,SuccessfulOutcome=T2378,UnsuccessfulOutcome=T2382,criticality=Nreject,procedureCode=I78;InitiatingMessage=T2386,SuccessfulOutcome=T2395,UnsuccessfulOutcome=T2399,criticality=Nreject,procedureCode=I71;InitiatingMessage=T2403,SuccessfulOutcome=T2412,criticality=Nreject,procedureCode=I72;InitiatingMessage=T2416,SuccessfulOutcome=T2425,UnsuccessfulOutcome=T2429,criticality=Nreject,procedureCode=I73;InitiatingMessage=T2433,SuccessfulOutcome=T2447,criticality=Nreject,procedureCode=I20;InitiatingMessage=T2451,SuccessfulOutcome=T2464,UnsuccessfulOutcome=T2469,criticality=Nreject,procedureCode=I21;InitiatingMessage=T2473,SuccessfulOutcome=T2506,UnsuccessfulOutcome=T2541,criticality=Nreject,procedureCode=I25;InitiatingMessage=T2551,SuccessfulOutcome=T2590,criticality=Nreject,procedureCode=I26;InitiatingMessage=T2644,SuccessfulOutcome=T2658,criticality=Nreject,procedureCode=I27;InitiatingMessage=T2687,SuccessfulOutcome=T2706,criticality=Nreject,procedureCode=I28;InitiatingMessage=T2725,SuccessfulOutcome=T2735,criticality=Nreject,procedureCode=I29;InitiatingMessage=T2751,SuccessfulOutcome=T2763,criticality=Nreject,procedureCode=I32;InitiatingMessage=T2767,SuccessfulOutcome=T2776,UnsuccessfulOutcome=T2780,criticality=Nreject,procedureCode=I35;InitiatingMessage=T2784,SuccessfulOutcome=T2789,UnsuccessfulOutcome=T2793,criticality=Nreject,procedureCode=I76;InitiatingMessage=T2797,SuccessfulOutcome=T2806,UnsuccessfulOutcome=T2811,criticality=Nreject,procedureCode=I40;InitiatingMessage=T2815,SuccessfulOutcome=T2827,criticality=Nreject,procedureCode=I41;InitiatingMessage=T2837,SuccessfulOutcome=T2857,UnsuccessfulOutcome=T2877,criticality=Nreject,procedureCode=I58;InitiatingMessage=T2881,SuccessfulOutcome=T2896,UnsuccessfulOutcome=T2900,criticality=Nreject,procedureCode=I59;InitiatingMessage=T2904,SuccessfulOutcome=T2908,criticality=Nreject,procedureCode=I43;InitiatingMessage=T2912,SuccessfulOutcome=T2916,criticality=Nreject,procedureCode=I60;InitiatingMessage=T2920,SuccessfulOutcome=T2930,criticality=Nreject,procedureCode=I51;InitiatingMessage=T52,criticality=Nreject,procedureCode=I64;InitiatingMessage=T220,criticality=Nignore,procedureCode=I1;InitiatingMessage=T782,criticality=Nreject,procedureCode=I75;InitiatingMessage=T929,criticality=Nignore,procedureCode=I2;InitiatingMessage=T983,criticality=Nreject,procedureCode=I65;InitiatingMessage=T1144,criticality=Nignore,procedureCode=I3;InitiatingMessage=T1195,criticality=Nignore,procedureCode=I4;InitiatingMessage=T1265,criticality=Nignore,procedureCode=I5;InitiatingMessage=T1271,criticality=Nignore,procedureCode=I6;InitiatingMessage=T1548,criticality=Nignore,procedureCode=I63;InitiatingMessage=T1564,criticality=Nignore,procedureCode=I7;InitiatingMessage=T1572,criticality=Nignore,procedureCode=I54;InitiatingMessage=T1590,criticality=Nignore,procedureCode=I8;InitiatingMessage=T1624,criticality=Nignore,procedureCode=I9;InitiatingMessage=T1792,criticality=Nignore,procedureCode=I11;InitiatingMessage=T2227,criticality=Nignore,procedureCode=I61;InitiatingMessage=T2353,criticality=Nignore,procedureCode=I15;InitiatingMessage=T2934,criticality=Nignore,procedureCode=I18;InitiatingMessage=T2944,criticality=Nignore,procedureCode=I16;InitiatingMessage=T2948,criticality=Nignore,procedureCode=I17;InitiatingMessage=T2952,criticality=Nignore,procedureCode=I74;InitiatingMessage=T2971,criticality=Nignore,procedureCode=I19;InitiatingMessage=T2975,criticality=Nignore,procedureCode=I22;InitiatingMessage=T2995,criticality=Nreject,procedureCode=I23;InitiatingMessage=T2999,criticality=Nignore,procedureCode=I24;InitiatingMessage=T3027,criticality=Nignore,procedureCode=I30;InitiatingMessage=T3064,criticality=Nignore,procedureCode=I31;InitiatingMessage=T3071,criticality=Nignore,procedureCode=I33;InitiatingMessage=T3079,criticality=Nignore,procedureCode=I34;InitiatingMessage=T3084,criticality=Nreject,procedureCode=I57;InitiatingMessage=T3094,criticality=Nignore,procedureCode=I79;InitiatingMessage=T3114,criticality=Nreject,procedureCode=I36;InitiatingMessage=T3119,criticality=Nreject,procedureCode=I55;InitiatingMessage=T3123,criticality=Nignore,procedureCode=I37;InitiatingMessage=T3127,criticality=Nignore,procedureCode=I52;InitiatingMessage=T3141,criticality=Nignore,procedureCode=I77;InitiatingMessage=T3163,criticality=Nignore,procedureCode=I38;InitiatingMessage=T3167,criticality=Nignore,procedureCode=I39;InitiatingMessage=T3171,criticality=Nignore,procedureCode=I42;InitiatingMessage=T3180,criticality=Nreject,procedureCode=I56;InitiatingMessage=T3184,criticality=Nignore,procedureCode=I44;InitiatingMessage=T3189,criticality=Nignore,procedureCode=I45;InitiatingMessage=T3193,criticality=Nignore,procedureCode=I46;InitiatingMessage=T3200,criticality=Nignore,procedureCode=I47;InitiatingMessage=T3204,criticality=Nignore,procedureCode=I48;InitiatingMessage=T3208,criticality=Nreject,procedureCode=I62;InitiatingMessage=T3212,criticality=Nignore,procedureCode=I49;InitiatingMessage=T3216,criticality=Nignore,procedureCode=I53;InitiatingMessage=T3220,criticality=Nignore,procedureCode=I50
S	MTCommunicationHandlingRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1691,criticality=Nreject,id=I406,presence=Nmandatory;Value=T2373,criticality=Nreject,id=I431,presence=Nmandatory
S	PDUSessionListMTCommHReq-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MTCommunicationHandlingResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MTCommunicationHandlingFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MulticastSessionActivationRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T2390,criticality=Nreject,id=I304,presence=Nmandatory
S	MulticastSessionActivationRequestTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MulticastSessionActivationResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MulticastSessionActivationFailureIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MulticastSessionDeactivationRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T2407,criticality=Nreject,id=I305,presence=Nmandatory
S	MulticastSessionDeactivationRequestTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MulticastSessionDeactivationResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MulticastSessionUpdateRequestIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T2420,criticality=Nreject,id=I306,presence=Nmandatory
S	MulticastSessionUpdateRequestTransferIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T669,criticality=Nreject,id=I298,presence=Noptional;Value=T703,criticality=Nreject,id=I297,presence=Noptional;Value=T1767,criticality=Nreject,id=I351,presence=Noptional;Value=T690,criticality=Nreject,id=I352,presence=Noptional
S	MulticastSessionUpdateResponseIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	MulticastSessionUpdateFailureIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nreject,id=I299,presence=Nmandatory;Value=T678,criticality=Nreject,id=I295,presence=Noptional;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	NGResetIEs	NGAP-PROTOCOL-IES	1	Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T2437,criticality=Nreject,id=I88,presence=Nmandatory
S	UE-associatedLogicalNG-connectionItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	ResetType-ExtIEs	NGAP-PROTOCOL-IES	1	
S	NGResetAcknowledgeIEs	NGAP-PROTOCOL-IES	1	Value=T2439,criticality=Nignore,id=I111,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	NGSetupRequestIEs	NGAP-PROTOCOL-IES	1	Value=T152,criticality=Nreject,id=I27,presence=Nmandatory;Value=T2455,criticality=Nignore,id=I82,presence=Noptional;Value=T2456,criticality=Nreject,id=I102,presence=Nmandatory;Value=T1020,criticality=Nignore,id=I21,presence=Nmandatory;Value=T2462,criticality=Nignore,id=I147,presence=Noptional;Value=T2463,criticality=Nignore,id=I204,presence=Noptional;Value=T1657,criticality=Nignore,id=I273,presence=Noptional
S	SupportedTAItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T981,criticality=Nignore,id=I272,presence=Noptional;Extension=T2461,criticality=Nreject,id=I179,presence=Noptional
S	NGSetupResponseIEs	NGAP-PROTOCOL-IES	1	Value=T77,criticality=Nreject,id=I1,presence=Nmandatory;Value=T78,criticality=Nreject,id=I96,presence=Nmandatory;Value=T98,criticality=Nignore,id=I86,presence=Nmandatory;Value=T99,criticality=Nreject,id=I80,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T2462,criticality=Nignore,id=I147,presence=Noptional;Value=T2233,criticality=Nignore,id=I200,presence=Noptional;Value=T92,criticality=Nignore,id=I274,presence=Noptional;Value=T2468,criticality=Nignore,id=I404,presence=Noptional
S	NGSetupFailureIEs	NGAP-PROTOCOL-IES	1	Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T150,criticality=Nignore,id=I107,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	PathSwitchRequestIEs	NGAP-PROTOCOL-IES	1	Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T51,criticality=Nreject,id=I100,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Nmandatory;Value=T1849,criticality=Nignore,id=I119,presence=Nmandatory;Value=T2477,criticality=Nreject,id=I76,presence=Nmandatory;Value=T2496,criticality=Nignore,id=I57,presence=Noptional;Value=T2357,criticality=Nignore,id=I237,presence=Noptional;Value=T2185,criticality=Nignore,id=I333,presence=Noptional;Value=T1611,criticality=Nignore,id=I427,presence=Noptional
S	UserPlaneSecurityInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	QosFlowAcceptedItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T275,criticality=Nignore,id=I221,presence=Noptional
S	PathSwitchRequestTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1753,criticality=Nignore,id=I155,presence=Noptional;Extension=T259,criticality=Nignore,id=I192,presence=Noptional;Extension=T1074,criticality=Nignore,id=I191,presence=Noptional;Extension=T1753,criticality=Nignore,id=I184,presence=Noptional;Extension=T1923,criticality=Nignore,id=I198,presence=Noptional;Extension=T152,criticality=Nignore,id=I27,presence=Noptional;Extension=T2166,criticality=Nignore,id=I309,presence=Noptional;Extension=T2167,criticality=Nignore,id=I423,presence=Noptional;Extension=T1605,criticality=Nignore,id=I426,presence=Noptional
S	PDUSessionResourceToBeSwitchedDLItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PathSwitchRequestSetupFailedTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToSetupItemPSReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PathSwitchRequestAcknowledgeIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T1849,criticality=Nreject,id=I119,presence=Noptional;Value=T1855,criticality=Nreject,id=I93,presence=Nmandatory;Value=T1861,criticality=Nreject,id=I41,presence=Noptional;Value=T2510,criticality=Nignore,id=I77,presence=Nmandatory;Value=T2530,criticality=Nignore,id=I68,presence=Noptional;Value=T63,criticality=Nreject,id=I0,presence=Nmandatory;Value=T1014,criticality=Nignore,id=I18,presence=Noptional;Value=T2073,criticality=Nignore,id=I91,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T2074,criticality=Nignore,id=I146,presence=Noptional;Value=T848,criticality=Nignore,id=I165,presence=Noptional;Value=T1252,criticality=Nignore,id=I177,presence=Noptional;Value=T1011,criticality=Nignore,id=I205,presence=Noptional;Value=T1253,criticality=Nignore,id=I206,presence=Noptional;Value=T989,criticality=Nignore,id=I209,presence=Noptional;Value=T2076,criticality=Nignore,id=I216,presence=Noptional;Value=T2082,criticality=Nignore,id=I215,presence=Noptional;Value=T2086,criticality=Nignore,id=I218,presence=Noptional;Value=T2090,criticality=Nignore,id=I217,presence=Noptional;Value=T2094,criticality=Nignore,id=I219,presence=Noptional;Value=T846,criticality=Nignore,id=I222,presence=Noptional;Value=T2107,criticality=Nignore,id=I234,presence=Noptional;Value=T1012,criticality=Nreject,id=I264,presence=Noptional;Value=T2049,criticality=Nignore,id=I254,presence=Noptional;Value=T2108,criticality=Nignore,id=I326,presence=Noptional;Value=T1665,criticality=Nignore,id=I345,presence=Noptional;Value=T2086,criticality=Nignore,id=I346,presence=Noptional;Value=T1677,criticality=Nignore,id=I347,presence=Noptional;Value=T2540,criticality=Nignore,id=I359,presence=Noptional;Value=T2075,criticality=Nignore,id=I199,presence=Noptional;Value=T281,criticality=Nignore,id=I373,presence=Noptional;Value=T2119,criticality=Nignore,id=I374,presence=Noptional;Value=T2125,criticality=Nignore,id=I375,presence=Noptional;Value=T2086,criticality=Nignore,id=I376,presence=Noptional;Value=T2090,criticality=Nignore,id=I377,presence=Noptional;Value=T14,criticality=Nignore,id=I378,presence=Noptional;Value=T1264,criticality=Nignore,id=I400,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional;Value=T2132,criticality=Nignore,id=I430,presence=Noptional
S	PathSwitchRequestAcknowledgeTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2517,criticality=Nignore,id=I154,presence=Noptional;Extension=T259,criticality=Nignore,id=I195,presence=Noptional;Extension=T2517,criticality=Nignore,id=I185,presence=Noptional;Extension=T2522,criticality=Nignore,id=I277,presence=Noptional
S	UPTransportLayerInformationPairItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	QosFlowParametersItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T713,criticality=Nignore,id=I187,presence=Noptional;Extension=T713,criticality=Nignore,id=I188,presence=Noptional;Extension=T837,criticality=Nignore,id=I279,presence=Noptional
S	PDUSessionResourceSwitchedItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T850,criticality=Nignore,id=I281,presence=Noptional
S	PathSwitchRequestUnsuccessfulTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceReleasedItemPSAck-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PathSwitchRequestFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2545,criticality=Nignore,id=I69,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	PDUSessionResourceReleasedItemPSFail-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1199,criticality=Nignore,id=I83,presence=Noptional;Value=T2555,criticality=Nreject,id=I64,presence=Nmandatory
S	PDUSessionResourceModifyRequestTransferIEs	NGAP-PROTOCOL-IES	1	Value=T1869,criticality=Nreject,id=I130,presence=Noptional;Value=T2562,criticality=Nreject,id=I140,presence=Noptional;Value=T1880,criticality=Nreject,id=I129,presence=Noptional;Value=T2567,criticality=Nreject,id=I135,presence=Noptional;Value=T1767,criticality=Nreject,id=I137,presence=Noptional;Value=T1762,criticality=Nreject,id=I126,presence=Noptional;Value=T970,criticality=Nignore,id=I166,presence=Noptional;Value=T1762,criticality=Nignore,id=I186,presence=Noptional;Value=T970,criticality=Nignore,id=I190,presence=Noptional;Value=T259,criticality=Nignore,id=I195,presence=Noptional;Value=T1874,criticality=Nignore,id=I138,presence=Noptional;Value=T2572,criticality=Nignore,id=I319,presence=Noptional;Value=T2577,criticality=Nignore,id=I317,presence=Noptional;Value=T2582,criticality=Nignore,id=I435,presence=Noptional
S	UL-NGU-UP-TNLModifyItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T259,criticality=Nignore,id=I195,presence=Noptional;Extension=T259,criticality=Nignore,id=I192,presence=Noptional
S	QosFlowAddOrModifyRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1886,criticality=Nignore,id=I196,presence=Noptional;Extension=T1922,criticality=Nignore,id=I194,presence=Noptional;Extension=T259,criticality=Nignore,id=I139,presence=Noptional;Extension=T1935,criticality=Nignore,id=I394,presence=Noptional;Extension=T1601,criticality=Nignore,id=I425,presence=Noptional
S	MBSSessionSetuporModifyRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1934,criticality=Nignore,id=I416,presence=Noptional
S	MBSSessionToReleaseItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UserPlaneFailureIndication-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyItemModReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T57,criticality=Nreject,id=I148,presence=Noptional;Extension=T850,criticality=Nignore,id=I281,presence=Noptional
S	PDUSessionResourceModifyResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2594,criticality=Nignore,id=I65,presence=Noptional;Value=T2634,criticality=Nignore,id=I54,presence=Noptional;Value=T1796,criticality=Nignore,id=I121,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	QosFlowAddOrModifyResponseItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T275,criticality=Nignore,id=I221,presence=Noptional;Extension=T2332,criticality=Nignore,id=I393,presence=Noptional;Extension=T1935,criticality=Nignore,id=I395,presence=Noptional;Extension=T259,criticality=Nignore,id=I128,presence=Noptional;Extension=T713,criticality=Nignore,id=I396,presence=Noptional
S	PDUSessionResourceModifyResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2517,criticality=Nignore,id=I154,presence=Noptional;Extension=T259,criticality=Nignore,id=I192,presence=Noptional;Extension=T259,criticality=Nignore,id=I195,presence=Noptional;Extension=T1753,criticality=Nignore,id=I184,presence=Noptional;Extension=T2517,criticality=Nignore,id=I185,presence=Noptional;Extension=T2606,criticality=Nignore,id=I144,presence=Noptional;Extension=T2166,criticality=Nignore,id=I309,presence=Noptional;Extension=T2320,criticality=Nignore,id=I313,presence=Noptional;Extension=T2325,criticality=Nignore,id=I311,presence=Noptional;Extension=T1605,criticality=Nignore,id=I426,presence=Noptional;Extension=T2167,criticality=Nignore,id=I423,presence=Noptional;Extension=T2630,criticality=Nignore,id=I436,presence=Noptional
S	VolumeTimedReport-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionUsageReport-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	QoSFlowsUsageReport-Item-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SecondaryRATUsageInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyItemModRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyUnsuccessfulTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToModifyItemModRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T2648,criticality=Nreject,id=I63,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Noptional
S	PDUSessionResourceModifyIndicationTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2606,criticality=Nignore,id=I144,presence=Noptional;Extension=T2158,criticality=Nignore,id=I156,presence=Noptional;Extension=T1755,criticality=Nignore,id=I193,presence=Noptional;Extension=T1753,criticality=Nignore,id=I184,presence=Noptional;Extension=T152,criticality=Nignore,id=I27,presence=Noptional;Extension=T1605,criticality=Nignore,id=I426,presence=Noptional
S	PDUSessionResourceModifyItemModInd-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyConfirmIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2662,criticality=Nignore,id=I62,presence=Noptional;Value=T2677,criticality=Nignore,id=I131,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	QosFlowModifyConfirmItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyConfirmTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T259,criticality=Nignore,id=I195,presence=Noptional;Extension=T2517,criticality=Nignore,id=I185,presence=Noptional
S	PDUSessionResourceModifyItemModCfm-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceModifyIndicationUnsuccessfulTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToModifyItemModCfm-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceReleaseCommandIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1199,criticality=Nignore,id=I83,presence=Noptional;Value=T1200,criticality=Nignore,id=I38,presence=Noptional;Value=T2691,criticality=Nreject,id=I79,presence=Nmandatory
S	PDUSessionResourceReleaseCommandTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2698,criticality=Nignore,id=I397,presence=Noptional
S	QosFlowAdditionalInfoItemRelCom-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceToReleaseItemRelCmd-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceReleaseResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2710,criticality=Nignore,id=I70,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	PDUSessionResourceReleaseResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2606,criticality=Nignore,id=I144,presence=Noptional;Extension=T2717,criticality=Nignore,id=I397,presence=Noptional
S	QosFlowAdditionalInfoItemRelRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceReleasedItemRelRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceSetupRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1199,criticality=Nignore,id=I83,presence=Noptional;Value=T1200,criticality=Nreject,id=I38,presence=Noptional;Value=T2729,criticality=Nreject,id=I74,presence=Nmandatory;Value=T1248,criticality=Nignore,id=I110,presence=Noptional;Value=T2114,criticality=Nignore,id=I335,presence=Noptional
S	PDUSessionResourceSetupItemSUReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T850,criticality=Nignore,id=I281,presence=Noptional
S	PDUSessionResourceSetupResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2739,criticality=Nignore,id=I75,presence=Noptional;Value=T2745,criticality=Nignore,id=I58,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T1796,criticality=Nignore,id=I121,presence=Noptional
S	PDUSessionResourceSetupItemSURes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToSetupItemSURes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PWSCancelRequestIEs	NGAP-PROTOCOL-IES	1	Value=T2755,criticality=Nreject,id=I35,presence=Nmandatory;Value=T2756,criticality=Nreject,id=I95,presence=Nmandatory;Value=T2757,criticality=Nignore,id=I122,presence=Noptional;Value=T891,criticality=Nreject,id=I14,presence=Noptional
S	WarningAreaList-ExtIEs	NGAP-PROTOCOL-IES	1	
S	PWSCancelResponseIEs	NGAP-PROTOCOL-IES	1	Value=T2755,criticality=Nreject,id=I35,presence=Nmandatory;Value=T2756,criticality=Nreject,id=I95,presence=Nmandatory;Value=T530,criticality=Nignore,id=I12,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	RANConfigurationUpdateIEs	NGAP-PROTOCOL-IES	1	Value=T2455,criticality=Nignore,id=I82,presence=Noptional;Value=T2456,criticality=Nreject,id=I102,presence=Noptional;Value=T1020,criticality=Nignore,id=I21,presence=Noptional;Value=T152,criticality=Nignore,id=I27,presence=Noptional;Value=T2771,criticality=Nreject,id=I167,presence=Noptional;Value=T2463,criticality=Nignore,id=I204,presence=Noptional;Value=T1657,criticality=Nignore,id=I273,presence=Noptional
S	NGRAN-TNLAssociationToRemoveItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RANConfigurationUpdateAcknowledgeIEs	NGAP-PROTOCOL-IES	1	Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	RANConfigurationUpdateFailureIEs	NGAP-PROTOCOL-IES	1	Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T150,criticality=Nignore,id=I107,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	TimingSynchronisationStatusRequestIEs	NGAP-PROTOCOL-IES	1	Value=T1269,criticality=Nreject,id=I89,presence=Nmandatory;Value=T2788,criticality=Nreject,id=I388,presence=Nmandatory
S	TimingSynchronisationStatusResponseIEs	NGAP-PROTOCOL-IES	1	Value=T1269,criticality=Nignore,id=I89,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	TimingSynchronisationStatusFailureIEs	NGAP-PROTOCOL-IES	1	Value=T1269,criticality=Nignore,id=I89,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UEContextModificationRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1199,criticality=Nignore,id=I83,presence=Noptional;Value=T1857,criticality=Nreject,id=I94,presence=Noptional;Value=T1247,criticality=Nignore,id=I31,presence=Noptional;Value=T1248,criticality=Nignore,id=I110,presence=Noptional;Value=T1849,criticality=Nreject,id=I119,presence=Noptional;Value=T1014,criticality=Nignore,id=I18,presence=Noptional;Value=T1618,criticality=Nreject,id=I24,presence=Noptional;Value=T51,criticality=Nreject,id=I40,presence=Noptional;Value=T2073,criticality=Nignore,id=I91,presence=Noptional;Value=T80,criticality=Nreject,id=I162,presence=Noptional;Value=T848,criticality=Nignore,id=I165,presence=Noptional;Value=T1252,criticality=Nignore,id=I177,presence=Noptional;Value=T2075,criticality=Nignore,id=I199,presence=Noptional;Value=T2076,criticality=Nignore,id=I216,presence=Noptional;Value=T2082,criticality=Nignore,id=I215,presence=Noptional;Value=T2086,criticality=Nignore,id=I218,presence=Noptional;Value=T2090,criticality=Nignore,id=I217,presence=Noptional;Value=T2094,criticality=Nignore,id=I219,presence=Noptional;Value=T1012,criticality=Nreject,id=I264,presence=Noptional;Value=T2273,criticality=Nignore,id=I238,presence=Noptional;Value=T2108,criticality=Nignore,id=I326,presence=Noptional;Value=T2274,criticality=Nignore,id=I328,presence=Noptional;Value=T2801,criticality=Nignore,id=I329,presence=Noptional;Value=T2114,criticality=Nignore,id=I335,presence=Noptional;Value=T2540,criticality=Nignore,id=I359,presence=Noptional;Value=T1665,criticality=Nignore,id=I345,presence=Noptional;Value=T2086,criticality=Nignore,id=I346,presence=Noptional;Value=T1677,criticality=Nignore,id=I347,presence=Noptional;Value=T2308,criticality=Nignore,id=I367,presence=Noptional;Value=T281,criticality=Nignore,id=I373,presence=Noptional;Value=T2119,criticality=Nignore,id=I374,presence=Noptional;Value=T2125,criticality=Nignore,id=I375,presence=Noptional;Value=T2086,criticality=Nignore,id=I376,presence=Noptional;Value=T2090,criticality=Nignore,id=I377,presence=Noptional;Value=T14,criticality=Nignore,id=I378,presence=Noptional;Value=T1264,criticality=Nignore,id=I400,presence=Noptional;Value=T2132,criticality=Nignore,id=I430,presence=Noptional
S	QMCDeactivation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UEContextModificationResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2810,criticality=Nignore,id=I92,presence=Noptional;Value=T1796,criticality=Nignore,id=I121,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UEContextModificationFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UEContextReleaseCommand-IEs	NGAP-PROTOCOL-IES	1	Value=T2819,criticality=Nreject,id=I114,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	UE-NGAP-ID-pair-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UE-NGAP-IDs-ExtIEs	NGAP-PROTOCOL-IES	1	
S	UEContextReleaseComplete-IEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Noptional;Value=T2236,criticality=Nignore,id=I32,presence=Noptional;Value=T2831,criticality=Nreject,id=I60,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional;Value=T475,criticality=Nignore,id=I207,presence=Noptional
S	PDUSessionResourceItemCxtRelCpl-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2836,criticality=Nignore,id=I145,presence=Noptional
S	UEContextResumeRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T2357,criticality=Nignore,id=I237,presence=Nmandatory;Value=T2841,criticality=Nreject,id=I232,presence=Noptional;Value=T2851,criticality=Nreject,id=I229,presence=Noptional;Value=T2856,criticality=Nignore,id=I235,presence=Noptional;Value=T2236,criticality=Nignore,id=I32,presence=Noptional;Value=T475,criticality=Nignore,id=I207,presence=Noptional;Value=T1796,criticality=Nignore,id=I121,presence=Noptional
S	UEContextResumeRequestTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceResumeItemRESReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToResumeItemRESReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UEContextResumeResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2861,criticality=Nreject,id=I233,presence=Noptional;Value=T2871,criticality=Nreject,id=I230,presence=Noptional;Value=T1855,criticality=Nreject,id=I93,presence=Noptional;Value=T2876,criticality=Nignore,id=I236,presence=Noptional;Value=T1253,criticality=Nignore,id=I206,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UEContextResumeResponseTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceResumeItemRESRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceFailedToResumeItemRESRes-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UEContextResumeFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UEContextSuspendRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T2236,criticality=Nignore,id=I32,presence=Noptional;Value=T475,criticality=Nignore,id=I207,presence=Noptional;Value=T2885,criticality=Nreject,id=I231,presence=Noptional;Value=T1796,criticality=Nignore,id=I121,presence=Noptional
S	UEContextSuspendRequestTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceSuspendItemSUSReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UEContextSuspendResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T1855,criticality=Nreject,id=I93,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UEContextSuspendFailureIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UERadioCapabilityCheckRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T987,criticality=Nignore,id=I117,presence=Noptional;Value=T1012,criticality=Nreject,id=I264,presence=Noptional
S	UERadioCapabilityCheckResponseIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T2235,criticality=Nreject,id=I30,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	UERadioCapabilityIDMappingRequestIEs	NGAP-PROTOCOL-IES	1	Value=T1012,criticality=Nreject,id=I264,presence=Nmandatory
S	UERadioCapabilityIDMappingResponseIEs	NGAP-PROTOCOL-IES	1	Value=T1012,criticality=Nreject,id=I264,presence=Nmandatory;Value=T987,criticality=Nignore,id=I117,presence=Nmandatory;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	WriteReplaceWarningRequestIEs	NGAP-PROTOCOL-IES	1	Value=T2755,criticality=Nreject,id=I35,presence=Nmandatory;Value=T2756,criticality=Nreject,id=I95,presence=Nmandatory;Value=T2757,criticality=Nignore,id=I122,presence=Noptional;Value=T2924,criticality=Nreject,id=I87,presence=Nmandatory;Value=T2925,criticality=Nreject,id=I47,presence=Nmandatory;Value=T2926,criticality=Nignore,id=I125,presence=Noptional;Value=T2927,criticality=Nignore,id=I124,presence=Noptional;Value=T1131,criticality=Nignore,id=I20,presence=Noptional;Value=T2928,criticality=Nignore,id=I123,presence=Noptional;Value=T977,criticality=Nreject,id=I17,presence=Noptional;Value=T2929,criticality=Nignore,id=I141,presence=Noptional
S	WriteReplaceWarningResponseIEs	NGAP-PROTOCOL-IES	1	Value=T2755,criticality=Nreject,id=I35,presence=Nmandatory;Value=T2756,criticality=Nreject,id=I95,presence=Nmandatory;Value=T586,criticality=Nignore,id=I13,presence=Noptional;Value=T134,criticality=Nignore,id=I19,presence=Noptional
S	LocationReportIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Nmandatory;Value=T2938,criticality=Nignore,id=I116,presence=Noptional;Value=T2067,criticality=Nignore,id=I33,presence=Nmandatory
S	UEPresenceInAreaOfInterestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	LocationReportingControlIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T2067,criticality=Nignore,id=I33,presence=Nmandatory
S	LocationReportingFailureIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	MulticastGroupPagingIEs	NGAP-PROTOCOL-IES	1	Value=T655,criticality=Nignore,id=I299,presence=Nmandatory;Value=T669,criticality=Nignore,id=I298,presence=Noptional;Value=T2956,criticality=Nignore,id=I307,presence=Nmandatory
S	MulticastGroupPagingArea-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UE-PagingItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MulticastGroupPagingAreaItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NASNonDeliveryIndication-IEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1200,criticality=Nignore,id=I38,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	OverloadStartIEs	NGAP-PROTOCOL-IES	1	Value=T2979,criticality=Nreject,id=I2,presence=Noptional;Value=T2984,criticality=Nignore,id=I9,presence=Noptional;Value=T2985,criticality=Nignore,id=I49,presence=Noptional
S	OverloadResponse-ExtIEs	NGAP-PROTOCOL-IES	1	
S	SliceOverloadItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	OverloadStartNSSAIItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	OverloadStopIEs	NGAP-PROTOCOL-IES	1	
S	PagingIEs	NGAP-PROTOCOL-IES	1	Value=T3003,criticality=Nignore,id=I115,presence=Nmandatory;Value=T1020,criticality=Nignore,id=I50,presence=Noptional;Value=T3007,criticality=Nignore,id=I103,presence=Nmandatory;Value=T3012,criticality=Nignore,id=I52,presence=Noptional;Value=T1038,criticality=Nignore,id=I118,presence=Noptional;Value=T3013,criticality=Nignore,id=I51,presence=Noptional;Value=T446,criticality=Nignore,id=I11,presence=Noptional;Value=T3014,criticality=Nignore,id=I203,presence=Noptional;Value=T3020,criticality=Nignore,id=I202,presence=Noptional;Value=T1011,criticality=Nignore,id=I205,presence=Noptional;Value=T3021,criticality=Nignore,id=I208,presence=Noptional;Value=T1031,criticality=Nignore,id=I223,presence=Noptional;Value=T846,criticality=Nignore,id=I222,presence=Noptional;Value=T1046,criticality=Nignore,id=I332,presence=Noptional;Value=T3026,criticality=Nignore,id=I342,presence=Noptional;Value=T1053,criticality=Nignore,id=I344,presence=Noptional
S	UEPagingIdentity-ExtIEs	NGAP-PROTOCOL-IES	1	
S	TAIListForPagingItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NB-IoT-Paging-eDRXInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	WUS-Assistance-Information-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceNotifyIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T3031,criticality=Nreject,id=I66,presence=Noptional;Value=T3053,criticality=Nignore,id=I67,presence=Noptional;Value=T1796,criticality=Nignore,id=I121,presence=Noptional
S	QosFlowNotifyItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T313,criticality=Nignore,id=I221,presence=Noptional;Extension=T2332,criticality=Nignore,id=I393,presence=Noptional
S	PDUSessionResourceNotifyTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2606,criticality=Nignore,id=I144,presence=Noptional;Extension=T3044,criticality=Nignore,id=I278,presence=Noptional
S	QosFlowFeedbackItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceNotifyItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceNotifyReleasedTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T2606,criticality=Nignore,id=I144,presence=Noptional;Extension=T3060,criticality=Nignore,id=I429,presence=Noptional
S	PDUSessionResourceReleasedItemNot-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PrivateMessageIEs	NGAP-PRIVATE-IES	1	
S	PWSFailureIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T3075,criticality=Nreject,id=I81,presence=Nmandatory;Value=T152,criticality=Nreject,id=I27,presence=Nmandatory
S	PWSFailedCellIDList-ExtIEs	NGAP-PROTOCOL-IES	1	
S	PWSRestartIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T922,criticality=Nreject,id=I16,presence=Nmandatory;Value=T152,criticality=Nreject,id=I27,presence=Nmandatory;Value=T3083,criticality=Nreject,id=I104,presence=Nmandatory;Value=T1617,criticality=Nreject,id=I23,presence=Noptional
S	RANCPRelocationIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1628,criticality=Nreject,id=I26,presence=Nmandatory;Value=T243,criticality=Nignore,id=I25,presence=Nmandatory;Value=T212,criticality=Nignore,id=I213,presence=Nmandatory;Value=T3088,criticality=Nreject,id=I211,presence=Nmandatory
S	UL-CP-SecurityInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RANPagingRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T3098,criticality=Nignore,id=I407,presence=Noptional;Value=T1075,criticality=Nignore,id=I408,presence=Noptional
S	PagingPolicyDifferentiationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionForPagingItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PagingPolicyDifferentiation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RerouteNASRequest-IEs	NGAP-PROTOCOL-IES	1	Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T51,criticality=Nignore,id=I10,presence=Noptional;Value=T3118,criticality=Nreject,id=I42,presence=Nmandatory;Value=T83,criticality=Nreject,id=I3,presence=Nmandatory;Value=T63,criticality=Nreject,id=I0,presence=Noptional;Value=T2359,criticality=Nignore,id=I171,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional
S	RetrieveUEInformationIEs	NGAP-PROTOCOL-IES	1	Value=T1628,criticality=Nreject,id=I26,presence=Nmandatory
S	RRCInactiveTransitionReportIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T2810,criticality=Nignore,id=I92,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Nmandatory
S	SecondaryRATDataUsageReportIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nignore,id=I10,presence=Nmandatory;Value=T56,criticality=Nignore,id=I85,presence=Nmandatory;Value=T3131,criticality=Nignore,id=I142,presence=Nmandatory;Value=T1791,criticality=Nignore,id=I143,presence=Noptional;Value=T1796,criticality=Nignore,id=I121,presence=Noptional
S	SecondaryRATDataUsageReportTransfer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PDUSessionResourceSecondaryRATUsageItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TimingSynchronisationStatusReportIEs	NGAP-PROTOCOL-IES	1	Value=T1269,criticality=Nignore,id=I89,presence=Nmandatory;Value=T3145,criticality=Nignore,id=I387,presence=Nmandatory;Value=T3154,criticality=Nignore,id=I389,presence=Nmandatory
S	RANTimingSynchronisationStatusInfo-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RANTSSCellItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	RAN-TSSScope-ExtIEs	NGAP-PROTOCOL-IES	1	
S	TraceFailureIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T933,criticality=Nignore,id=I44,presence=Nmandatory;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	TraceStartIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1939,criticality=Nignore,id=I108,presence=Nmandatory
S	UEContextReleaseRequest-IEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T3175,criticality=Nreject,id=I133,presence=Noptional;Value=T122,criticality=Nignore,id=I15,presence=Nmandatory
S	PDUSessionResourceItemCxtRelReq-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	UEInformationTransferIEs	NGAP-PROTOCOL-IES	1	Value=T1628,criticality=Nreject,id=I26,presence=Nmandatory;Value=T1010,criticality=Nignore,id=I210,presence=Noptional;Value=T987,criticality=Nignore,id=I117,presence=Noptional;Value=T57,criticality=Nignore,id=I148,presence=Noptional;Value=T63,criticality=Nignore,id=I0,presence=Noptional;Value=T989,criticality=Nignore,id=I209,presence=Noptional;Value=T1013,criticality=Nignore,id=I34,presence=Noptional;Value=T68,criticality=Nignore,id=I414,presence=Noptional
S	UERadioCapabilityInfoIndicationIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T987,criticality=Nignore,id=I117,presence=Nmandatory;Value=T1038,criticality=Nignore,id=I118,presence=Noptional;Value=T987,criticality=Nignore,id=I265,presence=Noptional;Value=T3188,criticality=Nignore,id=I428,presence=Noptional
S	UETNLABindingReleaseRequestIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory
S	UplinkNASTransport-IEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1200,criticality=Nreject,id=I38,presence=Nmandatory;Value=T1796,criticality=Nignore,id=I121,presence=Nmandatory;Value=T3197,criticality=Nreject,id=I239,presence=Noptional;Value=T3198,criticality=Nreject,id=I246,presence=Noptional;Value=T3199,criticality=Nreject,id=I247,presence=Noptional
S	UplinkNonUEAssociatedNRPPaTransportIEs	NGAP-PROTOCOL-IES	1	Value=T1269,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1270,criticality=Nreject,id=I46,presence=Nmandatory
S	UplinkRANConfigurationTransferIEs	NGAP-PROTOCOL-IES	1	Value=T1275,criticality=Nignore,id=I99,presence=Noptional;Value=T1343,criticality=Nignore,id=I158,presence=Noptional;Value=T1344,criticality=Nignore,id=I251,presence=Noptional
S	UplinkRANEarlyStatusTransferIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1552,criticality=Nreject,id=I268,presence=Nmandatory
S	UplinkRANStatusTransferIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1568,criticality=Nreject,id=I84,presence=Nmandatory
S	UplinkRIMInformationTransferIEs	NGAP-PROTOCOL-IES	1	Value=T1576,criticality=Nignore,id=I175,presence=Noptional
S	UplinkUEAssociatedNRPPaTransportIEs	NGAP-PROTOCOL-IES	1	Value=T51,criticality=Nreject,id=I10,presence=Nmandatory;Value=T56,criticality=Nreject,id=I85,presence=Nmandatory;Value=T1269,criticality=Nreject,id=I89,presence=Nmandatory;Value=T1270,criticality=Nreject,id=I46,presence=Nmandatory
S	LastVisitedNGRANCellInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T3231,criticality=Nignore,id=I289,presence=Noptional
S	LastVisitedPSCellInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	LastVisitedCellInformation-ExtIEs	NGAP-PROTOCOL-IES	1	
S	LastVisitedCellItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MRB-ProgressInformation-ExtIEs	NGAP-PROTOCOL-IES	1	
S	MBS-MappingandDataForwardingRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-ActiveSessionInformation-SourcetoTargetItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-DataForwardingResponseMRBItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	MBS-ActiveSessionInformation-TargettoSourceItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGAPIESupportInformationRequestItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	NGAPIESupportInformationResponseItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	QosFlowInformationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T3299,criticality=Nignore,id=I163,presence=Noptional;Extension=T20,criticality=Nignore,id=I284,presence=Noptional;Extension=T20,criticality=Nignore,id=I354,presence=Noptional
S	PDUSessionResourceInformationItem-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	PeriodicityList-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	SourceNGRANNode-ToTargetNGRANNode-TransparentContainer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T3311,criticality=Nignore,id=I182,presence=Noptional;Extension=T3317,criticality=Nignore,id=I253,presence=Noptional;Extension=T3321,criticality=Nignore,id=I286,presence=Noptional;Extension=T56,criticality=Nignore,id=I288,presence=Noptional;Extension=T3264,criticality=Nignore,id=I323,presence=Noptional;Extension=T2274,criticality=Nignore,id=I328,presence=Noptional;Extension=T3284,criticality=Nignore,id=I355,presence=Noptional;Extension=T916,criticality=Nreject,id=I382,presence=Noptional;Extension=T3325,criticality=Nignore,id=I420,presence=Noptional;Extension=T2274,criticality=Nignore,id=I437,presence=Noptional
S	UEHistoryInformationFromTheUE-ExtIEs	NGAP-PROTOCOL-IES	1	
S	SourceNodeID-ExtIEs	NGAP-PROTOCOL-IES	1	
S	TimeBasedHandoverInformation-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	
S	TargetNGRANNode-ToSourceNGRANNode-FailureTransparentContainer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T3291,criticality=Nignore,id=I356,presence=Noptional
S	TargetNGRANNode-ToSourceNGRANNode-TransparentContainer-ExtIEs	NGAP-PROTOCOL-EXTENSION	1	Extension=T1073,criticality=Nignore,id=I267,presence=Noptional;Extension=T1148,criticality=Nignore,id=I22,presence=Noptional;Extension=T3274,criticality=Nignore,id=I324,presence=Noptional;Extension=T3291,criticality=Nignore,id=I356,presence=Noptional
S	NGAP-ELEMENTARY-PROCEDURES-CLASS-1	NGAP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T73,SuccessfulOutcome=T116,UnsuccessfulOutcome=T146,criticality=Nreject,procedureCode=I0;InitiatingMessage=T665,SuccessfulOutcome=T760,UnsuccessfulOutcome=T651,criticality=Nreject,procedureCode=I66;InitiatingMessage=T778,SuccessfulOutcome=T786,criticality=Nreject,procedureCode=I67;InitiatingMessage=T800,SuccessfulOutcome=T805,UnsuccessfulOutcome=T795,criticality=Nreject,procedureCode=I68;InitiatingMessage=T819,SuccessfulOutcome=T828,UnsuccessfulOutcome=T810,criticality=Nreject,procedureCode=I80;InitiatingMessage=T1171,SuccessfulOutcome=T1185,UnsuccessfulOutcome=T1162,criticality=Nreject,procedureCode=I69;InitiatingMessage=T1149,SuccessfulOutcome=T1158,criticality=Nreject,procedureCode=I70;InitiatingMessage=T1726,SuccessfulOutcome=T1730,criticality=Nreject,procedureCode=I10;InitiatingMessage=T2186,SuccessfulOutcome=T1734,UnsuccessfulOutcome=T1841,criticality=Nreject,procedureCode=I12;InitiatingMessage=T1845,SuccessfulOutcome=T2150,UnsuccessfulOutcome=T1786,criticality=Nreject,procedureCode=I13;InitiatingMessage=T2263,SuccessfulOutcome=T2309,UnsuccessfulOutcome=T2249,criticality=Nreject,procedureCode=I14;InitiatingMessage=T2369,SuccessfulOutcome=T2378,UnsuccessfulOutcome=T2382,criticality=Nreject,procedureCode=I78;InitiatingMessage=T2386,SuccessfulOutcome=T2395,UnsuccessfulOutcome=T2399,criticality=Nreject,procedureCode=I71;InitiatingMessage=T2403,SuccessfulOutcome=T2412,criticality=Nreject,procedureCode=I72;InitiatingMessage=T2416,SuccessfulOutcome=T2425,UnsuccessfulOutcome=T2429,criticality=Nreject,procedureCode=I73;InitiatingMessage=T2433,SuccessfulOutcome=T2447,criticality=Nreject,procedureCode=I20;InitiatingMessage=T2451,SuccessfulOutcome=T2464,UnsuccessfulOutcome=T2469,criticality=Nreject,procedureCode=I21;InitiatingMessage=T2473,SuccessfulOutcome=T2506,UnsuccessfulOutcome=T2541,criticality=Nreject,procedureCode=I25;InitiatingMessage=T2551,SuccessfulOutcome=T2590,criticality=Nreject,procedureCode=I26;InitiatingMessage=T2644,SuccessfulOutcome=T2658,criticality=Nreject,procedureCode=I27;InitiatingMessage=T2687,SuccessfulOutcome=T2706,criticality=Nreject,procedureCode=I28;InitiatingMessage=T2725,SuccessfulOutcome=T2735,criticality=Nreject,procedureCode=I29;InitiatingMessage=T2751,SuccessfulOutcome=T2763,criticality=Nreject,procedureCode=I32;InitiatingMessage=T2767,SuccessfulOutcome=T2776,UnsuccessfulOutcome=T2780,criticality=Nreject,procedureCode=I35;InitiatingMessage=T2784,SuccessfulOutcome=T2789,UnsuccessfulOutcome=T2793,criticality=Nreject,procedureCode=I76;InitiatingMessage=T2797,SuccessfulOutcome=T2806,UnsuccessfulOutcome=T2811,criticality=Nreject,procedureCode=I40;InitiatingMessage=T2815,SuccessfulOutcome=T2827,criticality=Nreject,procedureCode=I41;InitiatingMessage=T2837,SuccessfulOutcome=T2857,UnsuccessfulOutcome=T2877,criticality=Nreject,procedureCode=I58;InitiatingMessage=T2881,SuccessfulOutcome=T2896,UnsuccessfulOutcome=T2900,criticality=Nreject,procedureCode=I59;InitiatingMessage=T2904,SuccessfulOutcome=T2908,criticality=Nreject,procedureCode=I43;InitiatingMessage=T2912,SuccessfulOutcome=T2916,criticality=Nreject,procedureCode=I60;InitiatingMessage=T2920,SuccessfulOutcome=T2930,criticality=Nreject,procedureCode=I51
S	NGAP-ELEMENTARY-PROCEDURES-CLASS-2	NGAP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T52,criticality=Nreject,procedureCode=I64;InitiatingMessage=T220,criticality=Nignore,procedureCode=I1;InitiatingMessage=T782,criticality=Nreject,procedureCode=I75;InitiatingMessage=T929,criticality=Nignore,procedureCode=I2;InitiatingMessage=T983,criticality=Nreject,procedureCode=I65;InitiatingMessage=T1144,criticality=Nignore,procedureCode=I3;InitiatingMessage=T1195,criticality=Nignore,procedureCode=I4;InitiatingMessage=T1265,criticality=Nignore,procedureCode=I5;InitiatingMessage=T1271,criticality=Nignore,procedureCode=I6;InitiatingMessage=T1548,criticality=Nignore,procedureCode=I63;InitiatingMessage=T1564,criticality=Nignore,procedureCode=I7;InitiatingMessage=T1572,criticality=Nignore,procedureCode=I54;InitiatingMessage=T1590,criticality=Nignore,procedureCode=I8;InitiatingMessage=T1624,criticality=Nignore,procedureCode=I9;InitiatingMessage=T1792,criticality=Nignore,procedureCode=I11;InitiatingMessage=T2227,criticality=Nignore,procedureCode=I61;InitiatingMessage=T2353,criticality=Nignore,procedureCode=I15;InitiatingMessage=T2934,criticality=Nignore,procedureCode=I18;InitiatingMessage=T2944,criticality=Nignore,procedureCode=I16;InitiatingMessage=T2948,criticality=Nignore,procedureCode=I17;InitiatingMessage=T2952,criticality=Nignore,procedureCode=I74;InitiatingMessage=T2971,criticality=Nignore,procedureCode=I19;InitiatingMessage=T2975,criticality=Nignore,procedureCode=I22;InitiatingMessage=T2995,criticality=Nreject,procedureCode=I23;InitiatingMessage=T2999,criticality=Nignore,procedureCode=I24;InitiatingMessage=T3027,criticality=Nignore,procedureCode=I30;InitiatingMessage=T3064,criticality=Nignore,procedureCode=I31;InitiatingMessage=T3071,criticality=Nignore,procedureCode=I33;InitiatingMessage=T3079,criticality=Nignore,procedureCode=I34;InitiatingMessage=T3084,criticality=Nreject,procedureCode=I57;InitiatingMessage=T3094,criticality=Nignore,procedureCode=I79;InitiatingMessage=T3114,criticality=Nreject,procedureCode=I36;InitiatingMessage=T3119,criticality=Nreject,procedureCode=I55;InitiatingMessage=T3123,criticality=Nignore,procedureCode=I37;InitiatingMessage=T3127,criticality=Nignore,procedureCode=I52;InitiatingMessage=T3141,criticality=Nignore,procedureCode=I77;InitiatingMessage=T3163,criticality=Nignore,procedureCode=I38;InitiatingMessage=T3167,criticality=Nignore,procedureCode=I39;InitiatingMessage=T3171,criticality=Nignore,procedureCode=I42;InitiatingMessage=T3180,criticality=Nreject,procedureCode=I56;InitiatingMessage=T3184,criticality=Nignore,procedureCode=I44;InitiatingMessage=T3189,criticality=Nignore,procedureCode=I45;InitiatingMessage=T3193,criticality=Nignore,procedureCode=I46;InitiatingMessage=T3200,criticality=Nignore,procedureCode=I47;InitiatingMessage=T3204,criticality=Nignore,procedureCode=I48;InitiatingMessage=T3208,criticality=Nreject,procedureCode=I62;InitiatingMessage=T3212,criticality=Nignore,procedureCode=I49;InitiatingMessage=T3216,criticality=Nignore,procedureCode=I53;InitiatingMessage=T3220,criticality=Nignore,procedureCode=I50
K	id-A2X-PC5-QoS-Parameters	378
K	id-AMF-TNLAssociationFailedToSetupList	4
K	id-AMF-TNLAssociationSetupList	5
K	id-AMF-TNLAssociationToAddList	6
K	id-AMF-TNLAssociationToRemoveList	7
K	id-AMF-TNLAssociationToUpdateList	8
K	id-AMF-UE-NGAP-ID	10
K	id-AMFCPRelocationIndication	64
K	id-AMFConfigurationUpdate	0
K	id-AMFName	1
K	id-AMFOverloadResponse	2
K	id-AMFSetID	3
K	id-AMFStatusIndication	1
K	id-AMFTrafficLoadReductionIndication	9
K	id-ANPacketDelayBudgetUL	396
K	id-AUN3DeviceAccessInfo	440
K	id-AdditionalCancelledlocationReportingReferenceIDList	368
K	id-AdditionalDLForwardingUPTNLInformation	152
K	id-AdditionalDLQosFlowPerTNLInformation	155
K	id-AdditionalDLUPTNLInformationForHOList	153
K	id-AdditionalNGU-UP-TNLInformation	154
K	id-AdditionalRedundantDL-NGU-UP-TNLInformation	183
K	id-AdditionalRedundantDLQosFlowPerTNLInformation	184
K	id-AdditionalRedundantNGU-UP-TNLInformation	185
K	id-AdditionalRedundantUL-NGU-UP-TNLInformation	186
K	id-AdditionalUL-NGU-UP-TNLInformation	126
K	id-AdditionalULForwardingUPTNLInformation	172
K	id-AerialUEsubscriptionInformation	373
K	id-AllowedNSSAI	0
K	id-AlternativeQoSParaSetList	220
K	id-AssistanceDataForPaging	11
K	id-AssistanceInformationQoE-Meas	398
K	id-AssociatedSessionID	415
K	id-AuthenticatedIndication	245
K	id-BeamMeasurementsReportConfiguration	361
K	id-BroadcastCancelledAreaList	12
K	id-BroadcastCompletedAreaList	13
K	id-BroadcastSessionModification	66
K	id-BroadcastSessionRelease	67
K	id-BroadcastSessionReleaseRequired	75
K	id-BroadcastSessionSetup	68
K	id-BroadcastSessionTransport	80
K	id-BroadcastTransportFailureTransfer	417
K	id-BroadcastTransportRequestTransfer	418
K	id-BroadcastTransportResponseTransfer	419
K	id-BurstArrivalTimeDownlink	279
K	id-CEmodeBSupport-Indicator	224
K	id-CEmodeBrestricted	222
K	id-CN-MT-CommunicationHandling	405
K	id-CNAssistedRANTuning	165
K	id-CNPacketDelayBudgetDL	187
K	id-CNPacketDelayBudgetUL	188
K	id-CNTypeRestrictionsForEquivalent	160
K	id-CNTypeRestrictionsForServing	161
K	id-CancelAllWarningMessages	14
K	id-CandidateRelayUEInformationList	382
K	id-Cause	15
K	id-CellIDListForRestart	16
K	id-CellTrafficTrace	2
K	id-ClockQualityReportingControlInfo	390
K	id-CommonNetworkInstance	166
K	id-ConcurrentWarningMessageInd	17
K	id-ConfiguredTACIndication	272
K	id-ConnectionEstablishmentIndication	65
K	id-CoreNetworkAssistanceInformationForInactive	18
K	id-CriticalityDiagnostics	19
K	id-CurrentQoSParaSetIndex	221
K	id-DAPSRequestInfo	266
K	id-DAPSResponseInfoList	267
K	id-DL-CP-SecurityInformation	212
K	id-DL-NGU-UP-TNLInformation	128
K	id-DL-Signalling	408
K	id-DLDiscarding	421
K	id-DataCodingScheme	20
K	id-DataForwardingNotPossible	127
K	id-DataForwardingResponseERABList	249
K	id-DeactivateTrace	3
K	id-DefaultPagingDRX	21
K	id-DirectForwardingPathAvailability	22
K	id-DistributionRelease	70
K	id-DistributionSetup	69
K	id-DownlinkNASTransport	4
K	id-DownlinkNonUEAssociatedNRPPaTransport	5
K	id-DownlinkRANConfigurationTransfer	6
K	id-DownlinkRANEarlyStatusTransfer	63
K	id-DownlinkRANStatusTransfer	7
K	id-DownlinkRIMInformationTransfer	54
K	id-DownlinkTLContainer	394
K	id-DownlinkUEAssociatedNRPPaTransport	8
K	id-ECNMarkingorCongestionInformationReportingRequest	425
K	id-ECNMarkingorCongestionInformationReportingStatus	426
K	id-EDT-Session	227
K	id-ENDC-SONConfigurationTransferDL	157
K	id-ENDC-SONConfigurationTransferUL	158
K	id-ERedCapIndication	427
K	id-EUTRA-CGI	25
K	id-EUTRA-PagingeDRXInformation	223
K	id-EarlyMeasurement	360
K	id-EarlyStatusTransfer-TransparentContainer	268
K	id-EmergencyAreaIDListForRestart	23
K	id-EmergencyFallbackIndicator	24
K	id-EndIndication	226
K	id-EndpointIPAddressAndPort	169
K	id-EnergySavingIndication	292
K	id-Enhanced-CoverageRestriction	205
K	id-EquivalentSNPNsList	370
K	id-ErrorIndication	9
K	id-ExcessPacketDelayThresholdConfiguration	341
K	id-Extended-AMFName	274
K	id-Extended-ConnectedTime	206
K	id-Extended-RANNodeName	273
K	id-ExtendedBackupAMFName	442
K	id-ExtendedMobilityInformation	366
K	id-ExtendedOldAMF	443
K	id-ExtendedPacketDelayBudget	189
K	id-ExtendedRATRestrictionInformation	180
K	id-ExtendedReportIntervalMDT	285
K	id-ExtendedSliceSupportList	270
K	id-ExtendedTAISliceSupportList	271
K	id-ExtendedUEIdentityIndexValue	280
K	id-FiveG-ProSeAuthorized	345
K	id-FiveG-ProSePC5QoSParameters	347
K	id-FiveG-ProSeUEPC5AggregateMaximumBitRate	346
K	id-FiveG-S-TMSI	26
K	id-FiveGCAction	406
K	id-FiveGProSeLayer2Multipath	379
K	id-FiveGProSeLayer2UEtoUERelay	380
K	id-FiveGProSeLayer2UEtoUERemote	381
K	id-GUAMI	28
K	id-GUAMIType	176
K	id-GlobalCable-ID	275
K	id-GlobalCable-ID-new	363
K	id-GlobalRANNodeID	27
K	id-GlobalTNGF-ID	240
K	id-GlobalTWIF-ID	241
K	id-GlobalW-AGF-ID	242
K	id-HFCNode-ID-new	362
K	id-HandoverCancel	10
K	id-HandoverFlag	143
K	id-HandoverNotification	11
K	id-HandoverPreparation	12
K	id-HandoverResourceAllocation	13
K	id-HandoverSuccess	61
K	id-HandoverType	29
K	id-HashedUEIdentityIndexValue	365
K	id-IAB-Authorized	199
K	id-IAB-Supported	200
K	id-IABNodeIndication	201
K	id-IMSVoiceSupportIndicator	30
K	id-IncludeBeamMeasurementsIndication	340
K	id-IndexToRFSP	31
K	id-InfoOnRecommendedCellsAndRANNodesForPaging	32
K	id-InitialContextSetup	14
K	id-InitialUEMessage	15
K	id-IntersystemMobilityFailureforVoiceFallback	384
K	id-IntersystemResourceStatusUpdate	293
K	id-IntersystemSONConfigurationTransferDL	250
K	id-IntersystemSONConfigurationTransferUL	251
K	id-IntersystemSONInformationReply	291
K	id-IntersystemSONInformationRequest	290
K	id-LTE-A2X-ServicesAuthorized	375
K	id-LTE-A2X-UE-PC5-AggregateMaximumBitRate	377
K	id-LTEM-Indication	225
K	id-LTEUESidelinkAggregateMaximumBitrate	217
K	id-LTEV2XServicesAuthorized	215
K	id-LastEUTRAN-PLMNIdentity	150
K	id-LastVisitedPSCellList	289
K	id-LocationReport	18
K	id-LocationReportingAdditionalInfo	170
K	id-LocationReportingControl	16
K	id-LocationReportingFailureIndication	17
K	id-LocationReportingRequestType	33
K	id-M4ReportAmount	336
K	id-M5ReportAmount	337
K	id-M6ReportAmount	338
K	id-M7ReportAmount	339
K	id-MBS-ActiveSessionInformation-SourcetoTargetList	323
K	id-MBS-ActiveSessionInformation-TargettoSourceList	324
K	id-MBS-AreaSessionID	295
K	id-MBS-AssistanceInformation	416
K	id-MBS-DistributionReleaseRequestTransfer	300
K	id-MBS-DistributionSetupRequestTransfer	301
K	id-MBS-DistributionSetupResponseTransfer	302
K	id-MBS-DistributionSetupUnsuccessfulTransfer	303
K	id-MBS-NGUFailureIndication	434
K	id-MBS-QoSFlowToReleaseList	351
K	id-MBS-QoSFlowsToBeSetupList	296
K	id-MBS-QoSFlowsToBeSetupModList	297
K	id-MBS-ServiceArea	298
K	id-MBS-SessionFSAIDList	357
K	id-MBS-SessionID	299
K	id-MBS-SessionTNLInfo5GC	352
K	id-MBS-SupportIndicator	309
K	id-MBSCommServiceType	399
K	id-MBSSessionFailedtoSetupList	310
K	id-MBSSessionFailedtoSetuporModifyList	311
K	id-MBSSessionModificationFailureTransfer	348
K	id-MBSSessionModificationRequestTransfer	349
K	id-MBSSessionModificationResponseTransfer	350
K	id-MBSSessionReleaseResponseTransfer	358
K	id-MBSSessionSetupFailureTransfer	314
K	id-MBSSessionSetupRequestList	318
K	id-MBSSessionSetupRequestTransfer	315
K	id-MBSSessionSetupResponseList	312
K	id-MBSSessionSetupResponseTransfer	316
K	id-MBSSessionSetuporModifyRequestList	319
K	id-MBSSessionSetuporModifyResponseList	313
K	id-MBSSessionToReleaseList	317
K	id-MDTConfiguration	255
K	id-MN-only-MDT-collection	433
K	id-MTCommunicationHandling	78
K	id-ManagementBasedMDTPLMNList	254
K	id-ManagementBasedMDTPLMNModificationList	359
K	id-MaskedIMEISV	34
K	id-MaximumDataBurstVolume	432
K	id-MaximumIntegrityProtectedDataRate-DL	151
K	id-MessageIdentifier	35
K	id-MicoAllPLMN	282
K	id-MobileIAB-Authorized	400
K	id-MobileIAB-MTUserLocationInformation	401
K	id-MobileIAB-Supported	404
K	id-MobileIABNodeIndication	402
K	id-MobilityRestrictionList	36
K	id-MulticastGroupPaging	74
K	id-MulticastGroupPagingAreaList	307
K	id-MulticastSessionActivation	71
K	id-MulticastSessionActivationRequestTransfer	304
K	id-MulticastSessionDeactivation	72
K	id-MulticastSessionDeactivationRequestTransfer	305
K	id-MulticastSessionUpdate	73
K	id-MulticastSessionUpdateRequestTransfer	306
K	id-N6JitterInformation	424
K	id-NAS-PDU	38
K	id-NASC	37
K	id-NASNonDeliveryIndication	19
K	id-NASSecurityParametersFromNGRAN	39
K	id-NB-IoT-DefaultPagingDRX	204
K	id-NB-IoT-Paging-eDRXInfo	203
K	id-NB-IoT-PagingDRX	202
K	id-NB-IoT-UEPriority	210
K	id-NGAP-Message	42
K	id-NGAPIESupportInformationRequestList	355
K	id-NGAPIESupportInformationResponseList	356
K	id-NGRAN-CGI	43
K	id-NGRAN-TNLAssociationToRemoveList	167
K	id-NGRANTraceID	44
K	id-NGReset	20
K	id-NGSetup	21
K	id-NID	263
K	id-NPN-AccessInformation	259
K	id-NPN-MobilityInformation	261
K	id-NPN-PagingAssistanceInformation	260
K	id-NPN-Support	258
K	id-NR-A2X-ServicesAuthorized	374
K	id-NR-A2X-UE-PC5-AggregateMaximumBitRate	376
K	id-NR-CGI	45
K	id-NR-PagingeDRXInformation	332
K	id-NRNTNTAIInformation	287
K	id-NRPPa-PDU	46
K	id-NRUESidelinkAggregateMaximumBitrate	218
K	id-NRV2XServicesAuthorized	216
K	id-NetworkControlledRepeaterAuthorized	367
K	id-NetworkInstance	129
K	id-NewAMF-UE-NGAP-ID	40
K	id-NewGUAMI	162
K	id-NewSecurityContextInd	41
K	id-NoPDUSessionIndication	403
K	id-NotifySourceNGRANNode	269
K	id-NumberOfBroadcastsRequested	47
K	id-OldAMF	48
K	id-OldAssociatedQosFlowList-ULendmarkerexpected	159
K	id-OnboardingSupport	325
K	id-OverloadStart	22
K	id-OverloadStartNSSAIList	49
K	id-OverloadStop	23
K	id-PC5QoSParameters	219
K	id-PDUSessionAggregateMaximumBitRate	130
K	id-PDUSessionListMTCommHReq	431
K	id-PDUSessionPairID	331
K	id-PDUSessionResourceAdmittedList	53
K	id-PDUSessionResourceFailedToModifyListModCfm	131
K	id-PDUSessionResourceFailedToModifyListModRes	54
K	id-PDUSessionResourceFailedToResumeListRESReq	229
K	id-PDUSessionResourceFailedToResumeListRESRes	230
K	id-PDUSessionResourceFailedToSetupListCxtFail	132
K	id-PDUSessionResourceFailedToSetupListCxtRes	55
K	id-PDUSessionResourceFailedToSetupListHOAck	56
K	id-PDUSessionResourceFailedToSetupListPSReq	57
K	id-PDUSessionResourceFailedToSetupListSURes	58
K	id-PDUSessionResourceHandoverList	59
K	id-PDUSessionResourceListCxtRelCpl	60
K	id-PDUSessionResourceListCxtRelReq	133
K	id-PDUSessionResourceListHORqd	61
K	id-PDUSessionResourceModify	26
K	id-PDUSessionResourceModifyIndication	27
K	id-PDUSessionResourceModifyListModCfm	62
K	id-PDUSessionResourceModifyListModInd	63
K	id-PDUSessionResourceModifyListModReq	64
K	id-PDUSessionResourceModifyListModRes	65
K	id-PDUSessionResourceNotify	30
K	id-PDUSessionResourceNotifyList	66
K	id-PDUSessionResourceRelease	28
K	id-PDUSessionResourceReleaseResponseTransfer	145
K	id-PDUSessionResourceReleasedListNot	67
K	id-PDUSessionResourceReleasedListPSAck	68
K	id-PDUSessionResourceReleasedListPSFail	69
K	id-PDUSessionResourceReleasedListRelRes	70
K	id-PDUSessionResourceResumeListRESReq	232
K	id-PDUSessionResourceResumeListRESRes	233
K	id-PDUSessionResourceSecondaryRATUsageList	142
K	id-PDUSessionResourceSetup	29
K	id-PDUSessionResourceSetupListCxtReq	71
K	id-PDUSessionResourceSetupListCxtRes	72
K	id-PDUSessionResourceSetupListHOReq	73
K	id-PDUSessionResourceSetupListSUReq	74
K	id-PDUSessionResourceSetupListSURes	75
K	id-PDUSessionResourceSuspendListSUSReq	231
K	id-PDUSessionResourceSwitchedList	77
K	id-PDUSessionResourceToBeSwitchedDLList	76
K	id-PDUSessionResourceToReleaseListHOCmd	78
K	id-PDUSessionResourceToReleaseListRelCmd	79
K	id-PDUSessionType	134
K	id-PDUSetbasedHandlingIndicator	423
K	id-PDUsetQoSParameters	422
K	id-PEIPSassistanceInformation	344
K	id-PLMNSupportList	80
K	id-PNI-NPN-AreaScopeofMDT	409
K	id-PNI-NPNBasedMDT	410
K	id-PSCellInformation	149
K	id-PWSCancel	32
K	id-PWSFailedCellIDList	81
K	id-PWSFailureIndication	33
K	id-PWSRestartIndication	34
K	id-Paging	24
K	id-PagingAssisDataforCEcapabUE	207
K	id-PagingCause	342
K	id-PagingCauseIndicationForVoiceService	343
K	id-PagingDRX	50
K	id-PagingOrigin	51
K	id-PagingPolicyDifferentiation	407
K	id-PagingPriority	52
K	id-Partially-Allowed-NSSAI	414
K	id-PathSwitchRequest	25
K	id-PduSessionExpectedUEActivityBehaviour	281
K	id-PrivacyIndicator	256
K	id-PrivateMessage	31
K	id-QMCConfigInfo	328
K	id-QMCDeactivation	329
K	id-QoERVQoEReportingPaths	438
K	id-QoSFlowTSCList	392
K	id-QosFlowAddOrModifyRequestList	135
K	id-QosFlowAdditionalInfoList	397
K	id-QosFlowFailedToSetupList	283
K	id-QosFlowFeedbackList	278
K	id-QosFlowParametersList	277
K	id-QosFlowSetupRequestList	136
K	id-QosFlowToReleaseList	137
K	id-QosMonitoringReportingFrequency	276
K	id-QosMonitoringRequest	181
K	id-RAN-TSSRequestType	388
K	id-RAN-TSSScope	389
K	id-RAN-UE-NGAP-ID	85
K	id-RANCPRelocationIndication	57
K	id-RANConfigurationUpdate	35
K	id-RANNodeName	82
K	id-RANPagingPriority	83
K	id-RANPagingRequest	79
K	id-RANStatusTransfer-TransparentContainer	84
K	id-RANTimingSynchronisationStatusInfo	387
K	id-RANfeedbacktype	391
K	id-RAT-Information	179
K	id-RGLevelWirelineAccessCharacteristics	238
K	id-RIMInformationTransfer	175
K	id-RRC-Resume-Cause	237
K	id-RRCEstablishmentCause	90
K	id-RRCInactiveTransitionReport	37
K	id-RRCInactiveTransitionReportRequest	91
K	id-RRCState	92
K	id-RedCapIndication	333
K	id-RedirectionVoiceFallback	146
K	id-RedundantCommonNetworkInstance	190
K	id-RedundantDL-NGU-TNLInformationReused	191
K	id-RedundantDL-NGU-UP-TNLInformation	192
K	id-RedundantDLQosFlowPerTNLInformation	193
K	id-RedundantPDUSessionInformation	197
K	id-RedundantQosFlowIndicator	194
K	id-RedundantUL-NGU-UP-TNLInformation	195
K	id-RelativeAMFCapacity	86
K	id-RepetitionPeriod	87
K	id-RerouteNASRequest	36
K	id-ResetType	88
K	id-RetrieveUEInformation	55
K	id-RoutingID	89
K	id-S-NSSAI	148
K	id-SCTP-TLAs	173
K	id-SLPositioningRangingServiceInfo	430
K	id-SNPN-BasedMDT	413
K	id-SNPN-CellBasedMDT	411
K	id-SNPN-TAIBasedMDT	412
K	id-SONConfigurationTransferDL	98
K	id-SONConfigurationTransferUL	99
K	id-SONInformationReport	252
K	id-SRVCCOperationPossible	177
K	id-SecondaryRATDataUsageReport	52
K	id-SecondaryRATUsageInformation	144
K	id-SecurityContext	93
K	id-SecurityIndication	138
K	id-SecurityKey	94
K	id-SecurityResult	156
K	id-Selected-Target-SNPN-Identity	369
K	id-SelectedNID	371
K	id-SelectedPLMNIdentity	174
K	id-SerialNumber	95
K	id-ServedGUAMIList	96
K	id-SgNB-UE-X2AP-ID	182
K	id-SliceSupportList	97
K	id-SourceAMF-UE-NGAP-ID	100
K	id-SourceNodeID	286
K	id-SourceNodeTNLAddrInfo	354
K	id-SourceSN-to-TargetSN-QMCInfo	437
K	id-SourceTNLAddrInfo	284
K	id-SourceToTarget-AMFInformationReroute	171
K	id-SourceToTarget-TransparentContainer	101
K	id-SuccessfulHandoverReportList	294
K	id-SuccessfulPSCellChangeReportList	383
K	id-SupportedTAList	102
K	id-SupportedUETypeList	372
K	id-SurvivalTime	327
K	id-Suspend-Request-Indication	235
K	id-Suspend-Response-Indication	236
K	id-TAI	213
K	id-TAIListForPaging	103
K	id-TAIListForRestart	104
K	id-TAIMBSSupportList	441
K	id-TAINSAGSupportList	353
K	id-TNGFIdentityInformation	246
K	id-TNLAssociationTransportLayerAddressNGRAN	168
K	id-TSCTrafficCharacteristics	196
K	id-TSCTrafficCharacteristicsFeedback	393
K	id-TWIFIdentityInformation	247
K	id-TargetCellCRNTI	385
K	id-TargetHomeENB-ID	364
K	id-TargetID	105
K	id-TargetNSSAIInformation	334
K	id-TargetRNC-ID	178
K	id-TargetToSource-TransparentContainer	106
K	id-TargettoSource-Failure-TransparentContainer	262
K	id-TimeBasedHandoverInformation	420
K	id-TimeSinceFailure	386
K	id-TimeSyncAssistanceInfo	326
K	id-TimeToWait	107
K	id-TimingSynchronisationStatus	76
K	id-TimingSynchronisationStatusReport	77
K	id-TraceActivation	108
K	id-TraceCollectionEntityIPAddress	109
K	id-TraceCollectionEntityURI	257
K	id-TraceFailureIndication	38
K	id-TraceStart	39
K	id-UE-DifferentiationInfo	209
K	id-UE-NGAP-IDs	114
K	id-UE-UP-CIoT-Support	234
K	id-UE-associatedLogicalNG-connectionList	111
K	id-UEAggregateMaximumBitRate	110
K	id-UECapabilityInfoRequest	228
K	id-UEContextModification	40
K	id-UEContextReferenceAtSource	288
K	id-UEContextRelease	41
K	id-UEContextReleaseRequest	42
K	id-UEContextRequest	112
K	id-UEContextResume	58
K	id-UEContextSuspend	59
K	id-UEHistoryInformationFromTheUE	253
K	id-UEInformationTransfer	56
K	id-UEPagingIdentity	115
K	id-UEPresenceInAreaOfInterestList	116
K	id-UERadioCapability	117
K	id-UERadioCapability-EUTRA-Format	265
K	id-UERadioCapabilityCheck	43
K	id-UERadioCapabilityForPaging	118
K	id-UERadioCapabilityForPagingOfNB-IoT	214
K	id-UERadioCapabilityID	264
K	id-UERadioCapabilityIDMapping	60
K	id-UERadioCapabilityInfoIndication	44
K	id-UERetentionInformation	147
K	id-UESecurityCapabilities	119
K	id-UESliceMaximumBitRateList	335
K	id-UETNLABindingRelease	45
K	id-UL-CP-SecurityInformation	211
K	id-UL-NGU-UP-TNLInformation	139
K	id-UL-NGU-UP-TNLModifyList	140
K	id-ULForwarding	163
K	id-ULForwardingUP-TNLInformation	164
K	id-UnavailableGUAMIList	120
K	id-UplinkNASTransport	46
K	id-UplinkNonUEAssociatedNRPPaTransport	47
K	id-UplinkRANConfigurationTransfer	48
K	id-UplinkRANEarlyStatusTransfer	62
K	id-UplinkRANStatusTransfer	49
K	id-UplinkRIMInformationTransfer	53
K	id-UplinkTLContainer	395
K	id-UplinkUEAssociatedNRPPaTransport	50
K	id-UsedRSNInformation	198
K	id-UserLocationInformation	121
K	id-UserLocationInformationN3IWF-without-PortNumber	439
K	id-UserLocationInformationTNGF	244
K	id-UserLocationInformationTWIF	248
K	id-UserLocationInformationW-AGF	243
K	id-UserPlaneErrorIndicator	429
K	id-UserPlaneFailureIndication	435
K	id-UserPlaneFailureIndicationReport	436
K	id-W-AGFIdentityInformation	239
K	id-WUS-Assistance-Information	208
K	id-WarningAreaCoordinates	141
K	id-WarningAreaList	122
K	id-WarningMessageContents	123
K	id-WarningSecurityInfo	124
K	id-WarningType	125
K	id-WriteReplaceWarning	51
K	id-XrDeviceWith2Rx	428
K	maxNRARFCN	3279165
K	maxPrivateIEs	65535
K	maxProtocolExtensions	65535
K	maxProtocolIEs	65535
K	maxnoofAllowedAreas	16
K	maxnoofAllowedCAGsperPLMN	256
K	maxnoofAllowedS-NSSAIs	8
K	maxnoofAoI	64
K	maxnoofAoIMinusOne	63
K	maxnoofBPLMNs	12
K	maxnoofBluetoothName	4
K	maxnoofCAGSperCell	64
K	maxnoofCAGforMDT	256
K	maxnoofCandidateCells	32
K	maxnoofCandidateRelayUEs	32
K	maxnoofCellIDforMDT	32
K	maxnoofCellIDforQMC	32
K	maxnoofCellIDforWarning	65535
K	maxnoofCellinAoI	256
K	maxnoofCellinEAI	65535
K	maxnoofCellinTAI	65535
K	maxnoofCellsTSS	16384
K	maxnoofCellsUEMovingTrajectory	16
K	maxnoofCellsforMBS	8192
K	maxnoofCellsinNGRANNode	16384
K	maxnoofCellsinUEHistoryInfo	16
K	maxnoofCellsingNB	16384
K	maxnoofCellsinngeNB	256
K	maxnoofDRBs	32
K	maxnoofE-RABs	256
K	maxnoofEAIforRestart	256
K	maxnoofEPLMNs	15
K	maxnoofEPLMNsPlusOne	16
K	maxnoofESNPNs	15
K	maxnoofEmergencyAreaID	65535
K	maxnoofErrors	256
K	maxnoofExtSliceItems	65535
K	maxnoofForbTACs	4096
K	maxnoofFreqforMDT	8
K	maxnoofMBSAreaSessionIDs	256
K	maxnoofMBSFSAs	64
K	maxnoofMBSQoSFlows	64
K	maxnoofMBSServiceAreaInformation	256
K	maxnoofMBSSessions	32
K	maxnoofMBSSessionsofUE	256
K	maxnoofMDTPLMNs	16
K	maxnoofMDTSNPNs	16
K	maxnoofMRBs	32
K	maxnoofMultiConnectivity	4
K	maxnoofMultiConnectivityMinusOne	3
K	maxnoofNGAPIESupportInfo	32
K	maxnoofNGConnectionsToReset	65536
K	maxnoofNRCellBands	32
K	maxnoofNSAGs	256
K	maxnoofNeighPCIforMDT	32
K	maxnoofPC5QoSFlows	2048
K	maxnoofPDUSessions	256
K	maxnoofPLMNforQMC	16
K	maxnoofPLMNs	12
K	maxnoofPSCellsPerPrimaryCellinUEHistoryInfo	8
K	maxnoofPagingAreas	64
K	maxnoofPartiallyAllowedS-NSSAIs	8
K	maxnoofPeriodicities	8
K	maxnoofQosFlows	64
K	maxnoofQosParaSets	8
K	maxnoofRANNodeinAoI	64
K	maxnoofRSPPQoSFlows	2048
K	maxnoofRecommendedCells	16
K	maxnoofRecommendedRANNodes	16
K	maxnoofReportedCells	256
K	maxnoofSNSSAIforQMC	16
K	maxnoofSensorName	3
K	maxnoofServedGUAMIs	256
K	maxnoofSliceItems	1024
K	maxnoofSuccessfulHOReports	64
K	maxnoofSuccessfulPSCellChangeReports	64
K	maxnoofSupportedTAIforMBS	256
K	maxnoofTACs	256
K	maxnoofTACsinNTN	12
K	maxnoofTAIforInactive	16
K	maxnoofTAIforMBS	1024
K	maxnoofTAIforPaging	16
K	maxnoofTAIforRestart	2048
K	maxnoofTAIforWarning	65535
K	maxnoofTAIinAoI	16
K	maxnoofTAforMDT	8
K	maxnoofTAforQMC	8
K	maxnoofTNLAssociations	32
K	maxnoofTargetS-NSSAIs	8
K	maxnoofThresholdsForExcessPacketDelay	255
K	maxnoofTimePeriods	2
K	maxnoofUEAppLayerMeas	16
K	maxnoofUETypes	8
K	maxnoofUEsforPaging	4096
K	maxnoofWLANName	4
K	maxnoofXnExtTLAs	16
K	maxnoofXnGTP-TLAs	16
K	maxnoofXnTLAs	2
C	660	661
C	685	686
C	764	765
C	790	791
C	799	661
C	804	686
C	809	765
C	814	815
C	823	824
C	832	833
C	1153	1154
C	1166	1167
C	1175	1176
C	1189	1190
C	1743	1744
C	1777	1778
C	1864	1865
C	2156	2157
C	2173	2174
C	2219	2220
C	2255	2256
C	2269	1865
C	2315	2316
C	2349	2256
C	2390	2391
C	2407	2408
C	2420	2421
C	2479	2480
C	2498	2499
C	2512	2513
C	2532	2533
C	2547	2533
C	2557	2558
C	2596	2597
C	2636	2637
C	2650	2651
C	2664	2665
C	2679	2680
C	2693	2694
C	2712	2713
C	2731	1865
C	2741	2316
C	2747	2256
C	2836	2713
C	2843	2844
C	2863	2864
C	2887	2888
C	3033	3034
C	3055	3056
C	3133	3134
"""#
}
