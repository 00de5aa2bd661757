// GENERATED FILE - DO NOT EDIT.
// NR RRC schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
// 3GPP TS 38.331 (shared/asn1/nr-rrc: NR-InterNodeDefinitions, NR-RRC-Definitions, NR-UE-Variables).
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter NRRRCSchemaDriftTests
// swiftlint:disable all

/// Serialized ``ASN1Schema`` of NR RRC (see ``ASN1Schema/serialized()``).
enum NRRRCSchemaData {
    static let text = #"""
ASN1SCHEMA 1
T	AI-RNTI-r16	i	0 65535 0
T	RNTI-Value	i	0 65535 0
T	AMF-Identifier	B	24 24 0
T	ARFCN-ValueEUTRA	i	0 262143 0
T	ARFCN-ValueNR	i	0 3279165 0
T	ARFCN-ValueUTRA-FDD-r16	i	0 16383 0
T	AS-Config	Q	1	rrcReconfiguration,7,0,-,-	gsourceRB-SN-Config,5693,1,-,- sourceSCG-NR-Config,5694,1,-,- sourceSCG-EUTRA-Config,5695,1,-,-;gsourceSCG-Configured,5696,1,-,-;gsdt-Config-r17,5697,1,-,-;gsrs-PosRRC-InactiveValidityAreaPreConfigList-r18,5722,1,-,-
T	OCTET STRING	O	0 - 0
T	RRCReconfiguration	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,10,0,-,-	
T	RRC-TransactionIdentifier	i	0 3 0
T	CHOICE	C	0	rrcReconfiguration,11,0,-,- criticalExtensionsFuture,5692,0,-,-	
T	RRCReconfiguration-IEs	Q	0	radioBearerConfig,12,1,-,- secondaryCellGroup,131,1,-,- measConfig,3946,1,-,- lateNonCriticalExtension,4397,1,-,- nonCriticalExtension,4408,1,-,-	
T	RadioBearerConfig	Q	1	srb-ToAddModList,13,1,-,- srb3-ToRelease,91,1,-,- drb-ToAddModList,92,1,-,- drb-ToReleaseList,109,1,-,- securityConfig,110,1,-,-	gmrb-ToAddModList-r17,115,1,-,- mrb-ToReleaseList-r17,128,1,-,- srb4-ToAddMod-r17,14,1,-,- srb4-ToRelease-r17,129,1,-,-;gsrb5-ToAddMod-r18,14,1,-,- srb5-ToRelease-r18,130,1,-,-
T	SRB-ToAddModList	L	14	1 2 0
T	SRB-ToAddMod	Q	1	srb-Identity,15,0,-,- reestablishPDCP,16,1,-,- discardOnPDCP,17,1,-,- pdcp-Config,18,1,-,-	gsrb-Identity-v1700,88,1,-,-;gsrb-Identity-v1800,89,1,-,- n3c-BearerAssociated-r18,90,1,-,-
T	SRB-Identity	i	1 3 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	PDCP-Config	Q	1	drb,19,1,-,- moreThanOneRLC,46,1,-,- t-Reordering,52,1,-,-	gcipheringDisabled,53,1,-,-;gdiscardTimerExt-r16,54,1,-,- moreThanTwoRLC-DRB-r16,57,1,-,- ethernetHeaderCompression-r16,60,1,-,-;gsurvivalTimeStateSupport-r17,70,1,-,- uplinkDataCompression-r17,71,1,-,- discardTimerExt2-r17,78,1,-,- initialRX-DELIV-r17,81,1,-,-;gpdu-SetDiscard-r18,82,1,-,- discardTimerForLowImportance-r18,83,1,-,- primaryPathOnIndirectPath-r18,86,1,-,- sn-GapReport-r18,87,1,-,-
T	SEQUENCE	Q	0	discardTimer,20,1,-,- pdcp-SN-SizeUL,21,1,-,- pdcp-SN-SizeDL,22,1,-,- headerCompression,23,0,-,- integrityProtection,43,1,-,- statusReportRequired,44,1,-,- outOfOrderDelivery,45,1,-,-	
T	ENUMERATED	e	ms10,ms20,ms30,ms40,ms50,ms60,ms75,ms100,ms150,ms200,ms250,ms300,ms500,ms750,ms1500,infinity	-
T	ENUMERATED	e	len12bits,len18bits	-
T	ENUMERATED	e	len12bits,len18bits	-
T	CHOICE	C	1	notUsed,24,0,-,- rohc,25,0,-,- uplinkOnlyROHC,38,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	maxCID,26,1,i15,- profiles,27,0,-,- drb-ContinueROHC,37,1,-,-	
T	INTEGER	i	1 16383 0
T	SEQUENCE	Q	0	profile0x0001,28,0,-,- profile0x0002,29,0,-,- profile0x0003,30,0,-,- profile0x0004,31,0,-,- profile0x0006,32,0,-,- profile0x0101,33,0,-,- profile0x0102,34,0,-,- profile0x0103,35,0,-,- profile0x0104,36,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	maxCID,39,1,i15,- profiles,40,0,-,- drb-ContinueROHC,42,1,-,-	
T	INTEGER	i	1 16383 0
T	SEQUENCE	Q	0	profile0x0006,41,0,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	primaryPath,47,0,-,- ul-DataSplitThreshold,50,1,-,- pdcp-Duplication,51,1,-,-	
T	SEQUENCE	Q	0	cellGroup,48,1,-,- logicalChannel,49,1,-,-	
T	CellGroupId	i	0 3 0
T	LogicalChannelIdentity	i	1 32 0
T	UL-DataSplitThreshold	e	b0,b100,b200,b400,b800,b1600,b3200,b6400,b12800,b25600,b51200,b102400,b204800,b409600,b819200,b1228800,b1638400,b2457600,b3276800,b4096000,b4915200,b5734400,b6553600,infinity,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	BOOLEAN	b
T	ENUMERATED	e	ms0,ms1,ms2,ms4,ms5,ms8,ms10,ms15,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms120,ms140,ms160,ms180,ms200,ms220,ms240,ms260,ms280,ms300,ms500,ms750,ms1000,ms1250,ms1500,ms1750,ms2000,ms2250,ms2500,ms2750,ms3000,spare28,spare27,spare26,spare25,spare24,spare23,spare22,spare21,spare20,spare19,spare18,spare17,spare16,spare15,spare14,spare13,spare12,spare11,spare10,spare09,spare08,spare07,spare06,spare05,spare04,spare03,spare02,spare01	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,55,0,-,- setup,56,0,-,-	
T	NULL	n
T	DiscardTimerExt-r16	e	ms0dot5,ms1,ms2,ms4,ms6,ms8,spare2,spare1	-
T	SEQUENCE	Q	0	splitSecondaryPath-r16,49,1,-,- duplicationState-r16,58,1,-,-	
T	SEQUENCE OF	L	59	3 3 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,61,0,-,- setup,62,0,-,-	
T	NULL	n
T	EthernetHeaderCompression-r16	Q	0	ehc-Common-r16,63,0,-,- ehc-Downlink-r16,65,1,-,- ehc-Uplink-r16,67,1,-,-	
T	SEQUENCE	Q	1	ehc-CID-Length-r16,64,0,-,-	
T	ENUMERATED	e	bits7,bits15	-
T	SEQUENCE	Q	1	drb-ContinueEHC-DL-r16,66,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	1	maxCID-EHC-UL-r16,68,0,-,- drb-ContinueEHC-UL-r16,69,1,-,-	
T	INTEGER	i	1 32767 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,72,0,-,- setup,73,0,-,-	
T	NULL	n
T	UplinkDataCompression-r17	C	0	newSetup,74,0,-,- drb-ContinueUDC,77,0,-,-	
T	SEQUENCE	Q	0	bufferSize-r17,75,0,-,- dictionary-r17,76,1,-,-	
T	ENUMERATED	e	kbyte2,kbyte4,kbyte8,spare1	-
T	ENUMERATED	e	sip-SDP,operator	-
T	NULL	n
T	SetupRelease	C	0	release,79,0,-,- setup,80,0,-,-	
T	NULL	n
T	DiscardTimerExt2-r17	e	ms2000,spare3,spare2,spare1	-
T	BIT STRING	B	32 32 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,84,0,-,- setup,85,0,-,-	
T	NULL	n
T	DiscardTimerForLowImportance-r18	e	ms0,ms2,ms4,ms6,ms8,ms10,ms12,ms14,ms18,ms22,ms26,ms30,ms40,ms50,ms75,ms100	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SRB-Identity-v1700	i	4 4 0
T	SRB-Identity-v1800	i	5 5 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	DRB-ToAddModList	L	93	1 29 0
T	DRB-ToAddMod	Q	1	cnAssociation,94,1,-,- drb-Identity,104,0,-,- reestablishPDCP,105,1,-,- recoverPDCP,106,1,-,- pdcp-Config,18,1,-,-	gdaps-Config-r16,107,1,-,-;gn3c-BearerAssociated-r18,108,1,-,-
T	CHOICE	C	0	eps-BearerIdentity,95,0,-,- sdap-Config,96,0,-,-	
T	INTEGER	i	0 15 0
T	SDAP-Config	Q	1	pdu-Session,97,0,-,- sdap-HeaderDL,98,0,-,- sdap-HeaderUL,99,0,-,- defaultDRB,100,0,-,- mappedQoS-FlowsToAdd,101,1,-,- mappedQoS-FlowsToRelease,103,1,-,-	
T	PDU-SessionID	i	0 255 0
T	ENUMERATED	e	present,absent	-
T	ENUMERATED	e	present,absent	-
T	BOOLEAN	b
T	SEQUENCE OF	L	102	1 64 0
T	QFI	i	0 63 0
T	SEQUENCE OF	L	102	1 64 0
T	DRB-Identity	i	1 32 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	DRB-ToReleaseList	L	104	1 29 0
T	SecurityConfig	Q	1	securityAlgorithmConfig,111,1,-,- keyToUse,114,1,-,-	
T	SecurityAlgorithmConfig	Q	1	cipheringAlgorithm,112,0,-,- integrityProtAlgorithm,113,1,-,-	
T	CipheringAlgorithm	e	nea0,nea1,nea2,nea3,spare4,spare3,spare2,spare1	+
T	IntegrityProtAlgorithm	e	nia0,nia1,nia2,nia3,spare4,spare3,spare2,spare1	+
T	ENUMERATED	e	master,secondary	-
T	MRB-ToAddModList-r17	L	116	1 32 0
T	MRB-ToAddMod-r17	Q	1	mbs-SessionId-r17,117,1,-,- mrb-Identity-r17,125,0,-,- mrb-IdentityNew-r17,125,1,-,- reestablishPDCP-r17,126,1,-,- recoverPDCP-r17,127,1,-,- pdcp-Config-r17,18,1,-,-	
T	TMGI-r17	Q	0	plmn-Id-r17,118,0,-,- serviceId-r17,124,0,-,-	
T	CHOICE	C	0	plmn-Index,119,0,-,- explicitValue,120,0,-,-	
T	INTEGER	i	1 12 0
T	PLMN-Identity	Q	0	mcc,121,1,-,- mnc,123,0,-,-	
T	MCC	L	122	3 3 0
T	MCC-MNC-Digit	i	0 9 0
T	MNC	L	122	2 3 0
T	OCTET STRING	O	3 3 0
T	MRB-Identity-r17	i	1 512 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	MRB-ToReleaseList-r17	L	125	1 32 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	CellGroupConfig	Q	1	cellGroupId,48,0,-,- rlc-BearerToAddModList,133,1,-,- rlc-BearerToReleaseList,187,1,-,- mac-CellGroupConfig,188,1,-,- physicalCellGroupConfig,387,1,-,- spCellConfig,497,1,-,- sCellToAddModList,3381,1,-,- sCellToReleaseList,3789,1,-,-	greportUplinkTxDirectCurrent,3790,1,-,-;gbap-Address-r16,3791,1,-,- bh-RLC-ChannelToAddModList-r16,3792,1,-,- bh-RLC-ChannelToReleaseList-r16,3798,1,-,- f1c-TransferPath-r16,3799,1,-,- simultaneousTCI-UpdateList1-r16,3800,1,-,- simultaneousTCI-UpdateList2-r16,3801,1,-,- simultaneousSpatial-UpdatedList1-r16,3802,1,-,- simultaneousSpatial-UpdatedList2-r16,3803,1,-,- uplinkTxSwitchingOption-r16,3804,1,-,- uplinkTxSwitchingPowerBoosting-r16,3805,1,-,-;greportUplinkTxDirectCurrentTwoCarrier-r16,3806,1,-,-;gf1c-TransferPathNRDC-r17,3807,1,-,- uplinkTxSwitching-2T-Mode-r17,3808,1,-,- uplinkTxSwitching-DualUL-TxState-r17,3809,1,-,- uu-RelayRLC-ChannelToAddModList-r17,3810,1,-,- uu-RelayRLC-ChannelToReleaseList-r17,3814,1,-,- simultaneousU-TCI-UpdateList1-r17,3815,1,-,- simultaneousU-TCI-UpdateList2-r17,3816,1,-,- simultaneousU-TCI-UpdateList3-r17,3817,1,-,- simultaneousU-TCI-UpdateList4-r17,3818,1,-,- rlc-BearerToReleaseListExt-r17,3819,1,-,- iab-ResourceConfigToAddModList-r17,3820,1,-,- iab-ResourceConfigToReleaseList-r17,3826,1,-,-;greportUplinkTxDirectCurrentMoreCarrier-r17,3827,1,-,-;gprioSCellPRACH-OverSP-PeriodicSRS-r17,3836,1,-,-;gncr-FwdConfig-r18,3837,1,-,- autonomousDenialParameters-r18,3927,1,-,- nonCollocatedTypeMRDC-r18,3932,1,-,- nonCollocatedTypeNR-CA-r18,3933,1,-,- uplinkTxSwitchingMoreBands-r18,3934,1,-,-
T	SEQUENCE OF	L	134	1 32 0
T	RLC-BearerConfig	Q	1	logicalChannelIdentity,49,0,-,- servedRadioBearer,135,1,-,- reestablishRLC,136,1,-,- rlc-Config,137,1,-,- mac-LogicalChannelConfig,154,1,-,-	grlc-Config-v1610,177,1,-,-;grlc-Config-v1700,180,1,-,- logicalChannelIdentityExt-r17,184,1,-,- multicastRLC-BearerConfig-r17,185,1,-,- servedRadioBearerSRB4-r17,88,1,-,-;gservedRadioBearerSRB5-r18,89,1,-,-
T	CHOICE	C	0	srb-Identity,15,0,-,- drb-Identity,104,0,-,-	
T	ENUMERATED	e	true	-
T	RLC-Config	C	1	am,138,0,-,- um-Bi-Directional,148,0,-,- um-Uni-Directional-UL,152,0,-,- um-Uni-Directional-DL,153,0,-,-	
T	SEQUENCE	Q	0	ul-AM-RLC,139,0,-,- dl-AM-RLC,145,0,-,-	
T	UL-AM-RLC	Q	0	sn-FieldLength,140,1,-,- t-PollRetransmit,141,0,-,- pollPDU,142,0,-,- pollByte,143,0,-,- maxRetxThreshold,144,0,-,-	
T	SN-FieldLengthAM	e	size12,size18	-
T	T-PollRetransmit	e	ms5,ms10,ms15,ms20,ms25,ms30,ms35,ms40,ms45,ms50,ms55,ms60,ms65,ms70,ms75,ms80,ms85,ms90,ms95,ms100,ms105,ms110,ms115,ms120,ms125,ms130,ms135,ms140,ms145,ms150,ms155,ms160,ms165,ms170,ms175,ms180,ms185,ms190,ms195,ms200,ms205,ms210,ms215,ms220,ms225,ms230,ms235,ms240,ms245,ms250,ms300,ms350,ms400,ms450,ms500,ms800,ms1000,ms2000,ms4000,ms1-v1610,ms2-v1610,ms3-v1610,ms4-v1610,spare1	-
T	PollPDU	e	p4,p8,p16,p32,p64,p128,p256,p512,p1024,p2048,p4096,p6144,p8192,p12288,p16384,p20480,p24576,p28672,p32768,p40960,p49152,p57344,p65536,infinity,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	PollByte	e	kB1,kB2,kB5,kB8,kB10,kB15,kB25,kB50,kB75,kB100,kB125,kB250,kB375,kB500,kB750,kB1000,kB1250,kB1500,kB2000,kB3000,kB4000,kB4500,kB5000,kB5500,kB6000,kB6500,kB7000,kB7500,mB8,mB9,mB10,mB11,mB12,mB13,mB14,mB15,mB16,mB17,mB18,mB20,mB25,mB30,mB40,infinity,spare20,spare19,spare18,spare17,spare16,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	t1,t2,t3,t4,t6,t8,t16,t32	-
T	DL-AM-RLC	Q	0	sn-FieldLength,140,1,-,- t-Reassembly,146,0,-,- t-StatusProhibit,147,0,-,-	
T	T-Reassembly	e	ms0,ms5,ms10,ms15,ms20,ms25,ms30,ms35,ms40,ms45,ms50,ms55,ms60,ms65,ms70,ms75,ms80,ms85,ms90,ms95,ms100,ms110,ms120,ms130,ms140,ms150,ms160,ms170,ms180,ms190,ms200,spare1	-
T	T-StatusProhibit	e	ms0,ms5,ms10,ms15,ms20,ms25,ms30,ms35,ms40,ms45,ms50,ms55,ms60,ms65,ms70,ms75,ms80,ms85,ms90,ms95,ms100,ms105,ms110,ms115,ms120,ms125,ms130,ms135,ms140,ms145,ms150,ms155,ms160,ms165,ms170,ms175,ms180,ms185,ms190,ms195,ms200,ms205,ms210,ms215,ms220,ms225,ms230,ms235,ms240,ms245,ms250,ms300,ms350,ms400,ms450,ms500,ms800,ms1000,ms1200,ms1600,ms2000,ms2400,spare2,spare1	-
T	SEQUENCE	Q	0	ul-UM-RLC,149,0,-,- dl-UM-RLC,151,0,-,-	
T	UL-UM-RLC	Q	0	sn-FieldLength,150,1,-,-	
T	SN-FieldLengthUM	e	size6,size12	-
T	DL-UM-RLC	Q	0	sn-FieldLength,150,1,-,- t-Reassembly,146,0,-,-	
T	SEQUENCE	Q	0	ul-UM-RLC,149,0,-,-	
T	SEQUENCE	Q	0	dl-UM-RLC,151,0,-,-	
T	LogicalChannelConfig	Q	1	ul-SpecificParameters,155,1,-,-	gchannelAccessPriority-r16,175,1,-,- bitRateMultiplier-r16,176,1,-,-
T	SEQUENCE	Q	1	priority,156,0,-,- prioritisedBitRate,157,0,-,- bucketSizeDuration,158,0,-,- allowedServingCells,159,1,-,- allowedSCS-List,161,1,-,- maxPUSCH-Duration,163,1,-,- configuredGrantType1Allowed,164,1,-,- logicalChannelGroup,165,1,-,- schedulingRequestID,166,1,-,- logicalChannelSR-Mask,167,0,-,- logicalChannelSR-DelayTimerApplied,168,0,-,-	sbitRateQueryProhibitTimer,169,1,-,-;gallowedCG-List-r16,170,1,-,- allowedPHY-PriorityIndex-r16,172,1,-,-;glogicalChannelGroupIAB-Ext-r17,173,1,-,- allowedHARQ-mode-r17,174,1,-,-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	kBps0,kBps8,kBps16,kBps32,kBps64,kBps128,kBps256,kBps512,kBps1024,kBps2048,kBps4096,kBps8192,kBps16384,kBps32768,kBps65536,infinity	-
T	ENUMERATED	e	ms5,ms10,ms20,ms50,ms100,ms150,ms300,ms500,ms1000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	160	1 31 0
T	ServCellIndex	i	0 31 0
T	SEQUENCE OF	L	162	1 5 0
T	SubcarrierSpacing	e	kHz15,kHz30,kHz60,kHz120,kHz240,kHz480-v1700,kHz960-v1700,spare1	-
T	ENUMERATED	e	ms0p02,ms0p04,ms0p0625,ms0p125,ms0p25,ms0p5,ms0p01-v1700,spare1	-
T	ENUMERATED	e	true	-
T	INTEGER	i	0 7 0
T	SchedulingRequestId	i	0 7 0
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	s0,s0dot4,s0dot8,s1dot6,s3,s6,s12,s30	-
T	SEQUENCE OF	L	171	0 31 0
T	ConfiguredGrantConfigIndexMAC-r16	i	0 31 0
T	ENUMERATED	e	p0,p1	-
T	INTEGER	i	0 255 0
T	ENUMERATED	e	harqModeA,harqModeB	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	x40,x70,x100,x200	-
T	RLC-Config-v1610	Q	0	dl-AM-RLC-v1610,178,0,-,-	
T	DL-AM-RLC-v1610	Q	1	t-StatusProhibit-v1610,179,1,-,-	
T	T-StatusProhibit-v1610	e	ms1,ms2,ms3,ms4,spare4,spare3,spare2,spare1	-
T	RLC-Config-v1700	Q	0	dl-AM-RLC-v1700,181,0,-,- dl-UM-RLC-v1700,183,0,-,-	
T	DL-AM-RLC-v1700	Q	0	t-ReassemblyExt-r17,182,1,-,-	
T	T-ReassemblyExt-r17	e	ms210,ms220,ms340,ms350,ms550,ms1100,ms1650,ms2200	-
T	DL-UM-RLC-v1700	Q	0	t-ReassemblyExt-r17,182,1,-,-	
T	LogicalChannelIdentityExt-r17	i	320 65855 0
T	MulticastRLC-BearerConfig-r17	Q	0	servedMBS-RadioBearer-r17,125,0,-,- isPTM-Entity-r17,186,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	49	1 32 0
T	MAC-CellGroupConfig	Q	1	drx-Config,189,1,-,- schedulingRequestConfig,225,1,-,- bsr-Config,231,1,-,- tag-Config,235,1,-,- phr-Config,241,1,-,- skipUplinkTxDynamic,265,0,-,-	gcsi-Mask,266,1,-,- dataInactivityTimer,267,1,-,-;gusePreBSR-r16,270,1,-,- schedulingRequestID-LBT-SCell-r16,166,1,-,- lch-BasedPrioritization-r16,271,1,-,- schedulingRequestID-BFR-SCell-r16,166,1,-,- drx-ConfigSecondaryGroup-r16,272,1,-,-;genhancedSkipUplinkTxDynamic-r16,279,1,-,- enhancedSkipUplinkTxConfigured-r16,280,1,-,-;gintraCG-Prioritization-r17,281,1,-,- drx-ConfigSL-r17,282,1,-,- drx-ConfigExt-v1700,287,1,-,- schedulingRequestID-BFR-r17,166,1,-,- schedulingRequestID-BFR2-r17,166,1,-,- schedulingRequestConfig-v1700,292,1,-,- tar-Config-r17,296,1,-,- g-RNTI-ConfigToAddModList-r17,301,1,-,- g-RNTI-ConfigToReleaseList-r17,339,1,-,- g-CS-RNTI-ConfigToAddModList-r17,340,1,-,- g-CS-RNTI-ConfigToReleaseList-r17,341,1,-,- allowCSI-SRS-Tx-MulticastDRX-Active-r17,342,1,-,-;gschedulingRequestID-PosMG-Request-r17,166,1,-,- drx-LastTransmissionUL-r17,343,1,-,-;gposMG-Request-r17,344,1,-,-;gdrx-ConfigExt2-v1800,345,1,-,- additionalBS-TableAllowed-r18,376,1,-,- dsr-ConfigToAddModList-r18,377,1,-,- dsr-ConfigToReleaseList-r18,381,1,-,- tar-Config-r18,382,1,-,-
T	SetupRelease	C	0	release,190,0,-,- setup,191,0,-,-	
T	NULL	n
T	DRX-Config	Q	0	drx-onDurationTimer,192,0,-,- drx-InactivityTimer,195,0,-,- drx-HARQ-RTT-TimerDL,196,0,-,- drx-HARQ-RTT-TimerUL,197,0,-,- drx-RetransmissionTimerDL,198,0,-,- drx-RetransmissionTimerUL,199,0,-,- drx-LongCycleStartOffset,200,0,-,- shortDRX,221,1,-,- drx-SlotOffset,224,0,-,-	
T	CHOICE	C	0	subMilliSeconds,193,0,-,- milliSeconds,194,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 56 0
T	INTEGER	i	0 56 0
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,201,0,-,- ms20,202,0,-,- ms32,203,0,-,- ms40,204,0,-,- ms60,205,0,-,- ms64,206,0,-,- ms70,207,0,-,- ms80,208,0,-,- ms128,209,0,-,- ms160,210,0,-,- ms256,211,0,-,- ms320,212,0,-,- ms512,213,0,-,- ms640,214,0,-,- ms1024,215,0,-,- ms1280,216,0,-,- ms2048,217,0,-,- ms2560,218,0,-,- ms5120,219,0,-,- ms10240,220,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 59 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 69 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2047 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	SEQUENCE	Q	0	drx-ShortCycle,222,0,-,- drx-ShortCycleTimer,223,0,-,-	
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms64,ms80,ms128,ms160,ms256,ms320,ms512,ms640,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	INTEGER	i	0 31 0
T	SchedulingRequestConfig	Q	0	schedulingRequestToAddModList,226,1,-,- schedulingRequestToReleaseList,230,1,-,-	
T	SEQUENCE OF	L	227	1 8 0
T	SchedulingRequestToAddMod	Q	0	schedulingRequestId,166,0,-,- sr-ProhibitTimer,228,1,-,- sr-TransMax,229,0,-,-	
T	ENUMERATED	e	ms1,ms2,ms4,ms8,ms16,ms32,ms64,ms128	-
T	ENUMERATED	e	n4,n8,n16,n32,n64,spare3,spare2,spare1	-
T	SEQUENCE OF	L	166	1 8 0
T	BSR-Config	Q	1	periodicBSR-Timer,232,0,-,- retxBSR-Timer,233,0,-,- logicalChannelSR-DelayTimer,234,1,-,-	
T	ENUMERATED	e	sf1,sf5,sf10,sf16,sf20,sf32,sf40,sf64,sf80,sf128,sf160,sf320,sf640,sf1280,sf2560,infinity	-
T	ENUMERATED	e	sf10,sf20,sf40,sf80,sf160,sf320,sf640,sf1280,sf2560,sf5120,sf10240,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sf20,sf40,sf64,sf128,sf512,sf1024,sf2560,spare1	-
T	TAG-Config	Q	0	tag-ToReleaseList,236,1,-,- tag-ToAddModList,238,1,-,-	
T	SEQUENCE OF	L	237	1 4 0
T	TAG-Id	i	0 3 0
T	SEQUENCE OF	L	239	1 4 0
T	TAG	Q	1	tag-Id,237,0,-,- timeAlignmentTimer,240,0,-,-	
T	TimeAlignmentTimer	e	ms500,ms750,ms1280,ms1920,ms2560,ms5120,ms10240,infinity	-
T	SetupRelease	C	0	release,242,0,-,- setup,243,0,-,-	
T	NULL	n
T	PHR-Config	Q	1	phr-PeriodicTimer,244,0,-,- phr-ProhibitTimer,245,0,-,- phr-Tx-PowerFactorChange,246,0,-,- multiplePHR,247,0,-,- dummy,248,0,-,- phr-Type2OtherCell,249,0,-,- phr-ModeOtherCG,250,0,-,-	gmpe-Reporting-FR2-r16,251,1,-,-;gmpe-Reporting-FR2-r17,256,1,-,- twoPHRMode-r17,262,1,-,-;gphr-AssumedPUSCH-Reporting-r18,263,1,-,- dpc-Reporting-FR1-r18,264,1,-,-
T	ENUMERATED	e	sf10,sf20,sf50,sf100,sf200,sf500,sf1000,infinity	-
T	ENUMERATED	e	sf0,sf10,sf20,sf50,sf100,sf200,sf500,sf1000	-
T	ENUMERATED	e	dB1,dB3,dB6,infinity	-
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	real,virtual	-
T	SetupRelease	C	0	release,252,0,-,- setup,253,0,-,-	
T	NULL	n
T	MPE-Config-FR2-r16	Q	0	mpe-ProhibitTimer-r16,254,0,-,- mpe-Threshold-r16,255,0,-,-	
T	ENUMERATED	e	sf0,sf10,sf20,sf50,sf100,sf200,sf500,sf1000	-
T	ENUMERATED	e	dB3,dB6,dB9,dB12	-
T	SetupRelease	C	0	release,257,0,-,- setup,258,0,-,-	
T	NULL	n
T	MPE-Config-FR2-r17	Q	1	mpe-ProhibitTimer-r17,259,0,-,- mpe-Threshold-r17,260,0,-,- numberOfN-r17,261,0,-,-	
T	ENUMERATED	e	sf0,sf10,sf20,sf50,sf100,sf200,sf500,sf1000	-
T	ENUMERATED	e	dB3,dB6,dB9,dB12	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	BOOLEAN	b
T	BOOLEAN	b
T	SetupRelease	C	0	release,268,0,-,- setup,269,0,-,-	
T	NULL	n
T	DataInactivityTimer	e	s1,s2,s3,s5,s7,s10,s15,s20,s40,s50,s60,s80,s100,s120,s150,s180	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,273,0,-,- setup,274,0,-,-	
T	NULL	n
T	DRX-ConfigSecondaryGroup-r16	Q	0	drx-onDurationTimer-r16,275,0,-,- drx-InactivityTimer-r16,278,0,-,-	
T	CHOICE	C	0	subMilliSeconds,276,0,-,- milliSeconds,277,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,283,0,-,- setup,284,0,-,-	
T	NULL	n
T	DRX-ConfigSL-r17	Q	0	drx-HARQ-RTT-TimerSL-r17,285,0,-,- drx-RetransmissionTimerSL-r17,286,0,-,-	
T	INTEGER	i	0 56 0
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SetupRelease	C	0	release,288,0,-,- setup,289,0,-,-	
T	NULL	n
T	DRX-ConfigExt-v1700	Q	0	drx-HARQ-RTT-TimerDL-r17,290,0,-,- drx-HARQ-RTT-TimerUL-r17,291,0,-,-	
T	INTEGER	i	0 448 0
T	INTEGER	i	0 448 0
T	SchedulingRequestConfig-v1700	Q	0	schedulingRequestToAddModListExt-v1700,293,1,-,-	
T	SEQUENCE OF	L	294	1 8 0
T	SchedulingRequestToAddModExt-v1700	Q	0	sr-ProhibitTimer-v1700,295,1,-,-	
T	ENUMERATED	e	ms192,ms256,ms320,ms384,ms448,ms512,ms576,ms640,ms1082,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SetupRelease	C	0	release,297,0,-,- setup,298,0,-,-	
T	NULL	n
T	TAR-Config-r17	Q	1	offsetThresholdTA-r17,299,1,-,- timingAdvanceSR-r17,300,1,-,-	
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms9,ms10,ms11,ms12,ms13,ms14,ms15,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	302	1 16 0
T	MBS-RNTI-SpecificConfig-r17	Q	0	mbs-RNTI-SpecificConfigId-r17,303,0,-,- groupCommon-RNTI-r17,304,0,-,- drx-ConfigPTM-r17,305,1,-,- harq-FeedbackEnablerMulticast-r17,336,1,-,- harq-FeedbackOptionMulticast-r17,337,1,-,- pdsch-AggregationFactor-r17,338,1,-,-	
T	MBS-RNTI-SpecificConfigId-r17	i	0 15 0
T	CHOICE	C	0	g-RNTI,1,0,-,- g-CS-RNTI,1,0,-,-	
T	SetupRelease	C	0	release,306,0,-,- setup,307,0,-,-	
T	NULL	n
T	DRX-ConfigPTM-r17	Q	0	drx-onDurationTimerPTM-r17,308,0,-,- drx-InactivityTimerPTM-r17,311,0,-,- drx-HARQ-RTT-TimerDL-PTM-r17,312,1,-,- drx-RetransmissionTimerDL-PTM-r17,313,1,-,- drx-LongCycleStartOffsetPTM-r17,314,0,-,- drx-SlotOffsetPTM-r17,335,0,-,-	
T	CHOICE	C	0	subMilliSeconds,309,0,-,- milliSeconds,310,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 56 0
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,315,0,-,- ms20,316,0,-,- ms32,317,0,-,- ms40,318,0,-,- ms60,319,0,-,- ms64,320,0,-,- ms70,321,0,-,- ms80,322,0,-,- ms128,323,0,-,- ms160,324,0,-,- ms256,325,0,-,- ms320,326,0,-,- ms512,327,0,-,- ms640,328,0,-,- ms1024,329,0,-,- ms1280,330,0,-,- ms2048,331,0,-,- ms2560,332,0,-,- ms5120,333,0,-,- ms10240,334,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 59 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 69 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2047 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	dci-enabler,enabled	-
T	ENUMERATED	e	ack-nack,nack-only	-
T	ENUMERATED	e	n2,n4,n8	-
T	SEQUENCE OF	L	303	1 16 0
T	SEQUENCE OF	L	302	1 8 0
T	SEQUENCE OF	L	303	1 8 0
T	BOOLEAN	b
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,346,0,-,- setup,347,0,-,-	
T	NULL	n
T	DRX-ConfigExt2-v1800	Q	0	drx-NonIntegerLongCycleStartOffset-r18,348,0,-,- shortDRX-r18,372,1,-,- drx-TimeReferenceSFN-r18,375,1,-,-	
T	CHOICE	C	1	ms1001over240,349,0,-,- ms25over6,350,0,-,- ms25over3,351,0,-,- ms1001over120,352,0,-,- ms100over9,353,0,-,- ms25over2,354,0,-,- ms40over3,355,0,-,- ms125over9,356,0,-,- ms50over3,357,0,-,- ms1001over60,358,0,-,- ms125over6,359,0,-,- ms200over9,360,0,-,- ms250over9,361,0,-,- ms100over3,362,0,-,- ms1001over30,363,0,-,- ms75over2,364,0,-,- ms125over3,365,0,-,- ms1001over24,366,0,-,- ms200over3,367,0,-,- ms1001over15,368,0,-,- ms250over3,369,0,-,- ms1001over12,370,0,-,- ms400over3,371,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 10 0
T	INTEGER	i	0 11 0
T	INTEGER	i	0 12 0
T	INTEGER	i	0 12 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 21 0
T	INTEGER	i	0 26 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 36 0
T	INTEGER	i	0 40 0
T	INTEGER	i	0 40 0
T	INTEGER	i	0 65 0
T	INTEGER	i	0 65 0
T	INTEGER	i	0 82 0
T	INTEGER	i	0 82 0
T	INTEGER	i	0 132 0
T	SEQUENCE	Q	0	drx-NonIntegerShortCycle-r18,373,0,-,- drx-ShortCycleTimer-r18,374,0,-,-	
T	ENUMERATED	e	ms1001over240,ms25over6,ms25over3,ms1001over120,ms100over9,ms25over2,ms40over3,ms125over9,ms50over3,ms1001over60,ms125over6,ms200over9,ms100over3,ms1001over30,ms125over3,ms1001over24,ms200over3,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	sfn512	-
T	BIT STRING	B	8 8 0
T	SEQUENCE OF	L	378	1 8 0
T	LCG-DSR-Config-r18	Q	1	lcg-Id-r18,379,0,-,- remainingTimeThreshold-r18,380,0,-,-	
T	LCG-Id-r18	i	0 7 0
T	INTEGER	i	1 64 0
T	SEQUENCE OF	L	379	1 8 0
T	SetupRelease	C	0	release,383,0,-,- setup,384,0,-,-	
T	NULL	n
T	TAR-Config-r18	Q	1	offsetThresholdTA-r18,385,1,-,- timingAdvanceSR-r18,386,1,-,-	
T	INTEGER	i	1 56 0
T	ENUMERATED	e	enabled	-
T	PhysicalCellGroupConfig	Q	1	harq-ACK-SpatialBundlingPUCCH,388,1,-,- harq-ACK-SpatialBundlingPUSCH,389,1,-,- p-NR-FR1,390,1,-,- pdsch-HARQ-ACK-Codebook,391,0,-,- tpc-SRS-RNTI,1,1,-,- tpc-PUCCH-RNTI,1,1,-,- tpc-PUSCH-RNTI,1,1,-,- sp-CSI-RNTI,1,1,-,- cs-RNTI,392,1,-,-	gmcs-C-RNTI,1,1,-,- p-UE-FR1,390,1,-,-;gxScale,394,1,-,-;gpdcch-BlindDetection,395,1,-,-;gdcp-Config-r16,398,1,-,- harq-ACK-SpatialBundlingPUCCH-secondaryPUCCHgroup-r16,407,1,-,- harq-ACK-SpatialBundlingPUSCH-secondaryPUCCHgroup-r16,408,1,-,- pdsch-HARQ-ACK-Codebook-secondaryPUCCHgroup-r16,409,1,-,- p-NR-FR2-r16,390,1,-,- p-UE-FR2-r16,390,1,-,- nrdc-PCmode-FR1-r16,410,1,-,- nrdc-PCmode-FR2-r16,411,1,-,- pdsch-HARQ-ACK-Codebook-r16,412,1,-,- nfi-TotalDAI-Included-r16,413,1,-,- ul-TotalDAI-Included-r16,414,1,-,- pdsch-HARQ-ACK-OneShotFeedback-r16,415,1,-,- pdsch-HARQ-ACK-OneShotFeedbackNDI-r16,416,1,-,- pdsch-HARQ-ACK-OneShotFeedbackCBG-r16,417,1,-,- downlinkAssignmentIndexDCI-0-2-r16,418,1,-,- downlinkAssignmentIndexDCI-1-2-r16,419,1,-,- pdsch-HARQ-ACK-CodebookList-r16,420,1,-,- ackNackFeedbackMode-r16,424,1,-,- pdcch-BlindDetectionCA-CombIndicator-r16,425,1,-,- pdcch-BlindDetection2-r16,430,1,-,- pdcch-BlindDetection3-r16,433,1,-,- bdFactorR-r16,436,1,-,-;gpdsch-HARQ-ACK-EnhType3ToAddModList-r17,437,1,-,- pdsch-HARQ-ACK-EnhType3ToReleaseList-r17,449,1,-,- pdsch-HARQ-ACK-EnhType3SecondaryToAddModList-r17,450,1,-,- pdsch-HARQ-ACK-EnhType3SecondaryToReleaseList-r17,451,1,-,- pdsch-HARQ-ACK-EnhType3DCI-FieldSecondaryPUCCHgroup-r17,452,1,-,- pdsch-HARQ-ACK-EnhType3DCI-Field-r17,453,1,-,- pdsch-HARQ-ACK-Retx-r17,454,1,-,- pdsch-HARQ-ACK-RetxSecondaryPUCCHgroup-r17,455,1,-,- pucch-sSCell-r17,456,1,-,- pucch-sSCellSecondaryPUCCHgroup-r17,456,1,-,- pucch-sSCellDyn-r17,457,1,-,- pucch-sSCellDynSecondaryPUCCHgroup-r17,458,1,-,- pucch-sSCellPattern-r17,459,1,-,- pucch-sSCellPatternSecondaryPUCCHgroup-r17,461,1,-,- uci-MuxWithDiffPrio-r17,463,1,-,- uci-MuxWithDiffPrioSecondaryPUCCHgroup-r17,464,1,-,- simultaneousPUCCH-PUSCH-r17,465,1,-,- simultaneousPUCCH-PUSCH-SecondaryPUCCHgroup-r17,466,1,-,- prioLowDG-HighCG-r17,467,1,-,- prioHighDG-LowCG-r17,468,1,-,- twoQCLTypeDforPDCCHRepetition-r17,469,1,-,- multicastConfig-r17,470,1,-,- pdcch-BlindDetectionCA-CombIndicator-r17,474,1,-,-;gsimultaneousSR-PUSCH-diffPUCCH-Groups-r17,480,1,-,-;gintraBandNC-PRACH-simulTx-r17,481,1,-,-;gpdcch-BlindDetection4-r17,482,1,-,-;gsimultaneousPUCCH-PUSCH-SamePriority-r17,485,1,-,- simultaneousPUCCH-PUSCH-SamePriority-SecondaryPUCCHgroup-r17,486,1,-,-;gncr-RNTI-r18,1,1,-,- cellDTRX-DCI-config-r18,487,1,-,- twoQCL-TypeD-ForMultiDCI-r18,491,1,-,- enableType1HARQ-ACK-MuxForDL-AssignmentAfterUL-Grant-r18,492,1,-,- enableType2HARQ-ACK-MuxForDL-AssignmentAfterUL-Grant-r18,493,1,-,- enableType3HARQ-ACK-MuxForDL-AssignmentAfterUL-Grant-r18,494,1,-,- enableDiffPUCCH-Resource-r18,495,1,-,- enableDiffCB-Size-r18,496,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	P-Max	i	-30 33 0
T	ENUMERATED	e	semiStatic,dynamic	-
T	SetupRelease	C	0	release,393,0,-,- setup,1,0,-,-	
T	NULL	n
T	ENUMERATED	e	dB0,dB6,spare2,spare1	-
T	SetupRelease	C	0	release,396,0,-,- setup,397,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection	i	1 15 0
T	SetupRelease	C	0	release,399,0,-,- setup,400,0,-,-	
T	NULL	n
T	DCP-Config-r16	Q	0	ps-RNTI-r16,1,0,-,- ps-Offset-r16,401,0,-,- sizeDCI-2-6-r16,402,0,-,- ps-PositionDCI-2-6-r16,403,0,-,- ps-WakeUp-r16,404,1,-,- ps-TransmitPeriodicL1-RSRP-r16,405,1,-,- ps-TransmitOtherPeriodicCSI-r16,406,1,-,-	
T	INTEGER	i	1 120 0
T	INTEGER	i	1 140 0
T	INTEGER	i	0 139 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	semiStatic,dynamic	-
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	ENUMERATED	e	enhancedDynamic	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n1,n2,n4	-
T	SetupRelease	C	0	release,421,0,-,- setup,422,0,-,-	
T	NULL	n
T	PDSCH-HARQ-ACK-CodebookList-r16	L	423	1 2 0
T	ENUMERATED	e	semiStatic,dynamic	-
T	ENUMERATED	e	joint,separate	-
T	SetupRelease	C	0	release,426,0,-,- setup,427,0,-,-	
T	NULL	n
T	PDCCH-BlindDetectionCA-CombIndicator-r16	Q	0	pdcch-BlindDetectionCA1-r16,428,0,-,- pdcch-BlindDetectionCA2-r16,429,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SetupRelease	C	0	release,431,0,-,- setup,432,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection2-r16	i	1 15 0
T	SetupRelease	C	0	release,434,0,-,- setup,435,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection3-r16	i	1 15 0
T	ENUMERATED	e	n1	-
T	SEQUENCE OF	L	438	1 8 0
T	PDSCH-HARQ-ACK-EnhType3-r17	Q	1	pdsch-HARQ-ACK-EnhType3Index-r17,439,0,-,- applicable-r17,440,0,-,- pdsch-HARQ-ACK-EnhType3NDI-r17,445,1,-,- pdsch-HARQ-ACK-EnhType3CBG-r17,446,1,-,-	gperHARQ-Ext-r17,447,1,-,-
T	PDSCH-HARQ-ACK-EnhType3Index-r17	i	0 7 0
T	CHOICE	C	0	perCC,441,0,-,- perHARQ,443,0,-,-	
T	SEQUENCE OF	L	442	1 32 0
T	INTEGER	i	0 1 0
T	SEQUENCE OF	L	444	1 32 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	448	1 32 0
T	BIT STRING	B	32 32 0
T	SEQUENCE OF	L	439	1 8 0
T	SEQUENCE OF	L	438	1 8 0
T	SEQUENCE OF	L	439	1 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SCellIndex	i	1 31 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	460	1 320 0
T	INTEGER	i	0 1 0
T	SEQUENCE OF	L	462	1 320 0
T	INTEGER	i	0 1 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,471,0,-,- setup,472,0,-,-	
T	NULL	n
T	MulticastConfig-r17	Q	0	pdsch-HARQ-ACK-CodebookListMulticast-r17,420,1,-,- type1CodebookGenerationMode-r17,473,1,-,-	
T	ENUMERATED	e	mode1,mode2	-
T	SetupRelease	C	0	release,475,0,-,- setup,476,0,-,-	
T	NULL	n
T	PDCCH-BlindDetectionCA-CombIndicator-r17	Q	0	pdcch-BlindDetectionCA1-r17,477,1,-,- pdcch-BlindDetectionCA2-r17,478,1,-,- pdcch-BlindDetectionCA3-r17,479,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,483,0,-,- setup,484,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection4-r17	i	1 15 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,488,0,-,- setup,489,0,-,-	
T	NULL	n
T	CellDTRX-DCI-config-r18	Q	0	cellDTRX-RNTI-r18,1,0,-,- sizeDCI-2-9-r18,490,0,-,-	
T	INTEGER	i	1 140 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SpCellConfig	Q	1	servCellIndex,160,1,-,- reconfigurationWithSync,498,1,-,- rlf-TimersAndConstants,1053,1,-,- rlmInSyncOutOfSyncThreshold,1060,1,-,- spCellConfigDedicated,1061,1,-,-	glowMobilityEvaluationConnected-r17,3372,1,-,- goodServingCellEvaluationRLM-r17,3375,1,-,- goodServingCellEvaluationBFD-r17,3375,1,-,- deactivatedSCG-Config-r17,3377,1,-,-
T	ReconfigurationWithSync	Q	1	spCellConfigCommon,499,1,-,- newUE-Identity,1,0,-,- t304,1005,0,-,- rach-ConfigDedicated,1006,1,-,-	gsmtc,1035,1,-,-;gdaps-UplinkPowerConfig-r16,1044,1,-,-;gsl-PathSwitchConfig-r17,1046,1,-,-;grach-LessHO-r18,1049,1,-,- sl-IndirectPathMaintain-r18,1052,1,-,-
T	ServingCellConfigCommon	Q	1	physCellId,500,1,-,- downlinkConfigCommon,501,1,-,- uplinkConfigCommon,702,1,-,- supplementaryUplinkConfig,702,1,-,- n-TimingAdvanceOffset,898,1,-,- ssb-PositionsInBurst,899,1,-,- ssb-periodicityServingCell,903,1,-,- dmrs-TypeA-Position,904,0,-,- lte-CRS-ToMatchAround,905,1,-,- rateMatchPatternToAddModList,922,1,-,- rateMatchPatternToReleaseList,940,1,-,- ssbSubcarrierSpacing,162,1,-,- tdd-UL-DL-ConfigurationCommon,941,1,-,- ss-PBCH-BlockPower,949,0,-,-	gchannelAccessMode-r16,950,1,-,- discoveryBurstWindowLength-r16,954,1,-,- ssb-PositionQCL-r16,955,1,-,- highSpeedConfig-r16,956,1,-,-;ghighSpeedConfig-v1700,959,1,-,- channelAccessMode2-r17,963,1,-,- discoveryBurstWindowLength-r17,964,1,-,- ssb-PositionQCL-r17,965,1,-,- highSpeedConfigFR2-r17,966,1,-,- uplinkConfigCommon-v1700,970,1,-,- ntn-Config-r17,971,1,-,-;gfeaturePriorities-r17,996,1,-,-;gra-ChannelAccess-r17,998,1,-,-;gfeaturePriorities-v1800,999,1,-,- atg-Config-r18,1000,1,-,-
T	PhysCellId	i	0 1007 0
T	DownlinkConfigCommon	Q	1	frequencyInfoDL,502,1,-,- initialDownlinkBWP,510,1,-,-	ginitialDownlinkBWP-RedCap-r17,510,1,-,-
T	FrequencyInfoDL	Q	1	absoluteFrequencySSB,4,1,-,- frequencyBandList,503,0,-,- absoluteFrequencyPointA,4,0,-,- scs-SpecificCarrierList,505,0,-,-	greferenceCell-r18,160,1,-,-
T	MultiFrequencyBandListNR	L	504	1 8 0
T	FreqBandIndicatorNR	i	1 1024 0
T	SEQUENCE OF	L	506	1 5 0
T	SCS-SpecificCarrier	Q	1	offsetToCarrier,507,0,-,- subcarrierSpacing,162,0,-,- carrierBandwidth,508,0,-,-	gtxDirectCurrentLocation,509,1,-,-
T	INTEGER	i	0 2199 0
T	INTEGER	i	1 275 0
T	INTEGER	i	0 4095 0
T	BWP-DownlinkCommon	Q	1	genericParameters,511,0,-,- pdcch-ConfigCommon,514,1,-,- pdsch-ConfigCommon,694,1,-,-	
T	BWP	Q	0	locationAndBandwidth,512,0,-,- subcarrierSpacing,162,0,-,- cyclicPrefix,513,1,-,-	
T	INTEGER	i	0 37949 0
T	ENUMERATED	e	extended	-
T	SetupRelease	C	0	release,515,0,-,- setup,516,0,-,-	
T	NULL	n
T	PDCCH-ConfigCommon	Q	1	controlResourceSetZero,517,1,-,- commonControlResourceSet,518,1,-,- searchSpaceZero,540,1,-,- commonSearchSpaceList,541,1,-,- searchSpaceSIB1,543,1,-,- searchSpaceOtherSystemInformation,543,1,-,- pagingSearchSpace,543,1,-,- ra-SearchSpace,543,1,-,-	gfirstPDCCH-MonitoringOccasionOfPO,590,1,-,-;gcommonSearchSpaceListExt-r16,607,1,-,-;gsdt-SearchSpace-r17,630,1,-,- searchSpaceMCCH-r17,543,1,-,- searchSpaceMTCH-r17,543,1,-,- commonSearchSpaceListExt2-r17,631,1,-,- firstPDCCH-MonitoringOccasionOfPO-v1710,658,1,-,- pei-ConfigBWP-r17,663,1,-,-;gfollowUnifiedTCI-State-v1720,685,1,-,-;gapplyIndicatedTCI-State-r18,686,1,-,- commonSearchSpaceListExt-r18,687,1,-,- searchSpaceMulticastMCCH-r18,543,1,-,- searchSpaceMulticastMTCH-r18,543,1,-,-
T	ControlResourceSetZero	i	0 15 0
T	ControlResourceSet	Q	1	controlResourceSetId,519,0,-,- frequencyDomainResources,520,0,-,- duration,521,0,-,- cce-REG-MappingType,522,0,-,- precoderGranularity,528,0,-,- tci-StatesPDCCH-ToAddList,529,1,-,- tci-StatesPDCCH-ToReleaseList,531,1,-,- tci-PresentInDCI,532,1,-,- pdcch-DMRS-ScramblingID,533,1,-,-	grb-Offset-r16,534,1,-,- tci-PresentDCI-1-2-r16,535,1,-,- coresetPoolIndex-r16,536,1,-,- controlResourceSetId-v1610,537,1,-,-;gfollowUnifiedTCI-State-r17,538,1,-,-;gapplyIndicatedTCI-State-r18,539,1,-,-
T	ControlResourceSetId	i	0 11 0
T	BIT STRING	B	45 45 0
T	INTEGER	i	1 3 0
T	CHOICE	C	0	interleaved,523,0,-,- nonInterleaved,527,0,-,-	
T	SEQUENCE	Q	0	reg-BundleSize,524,0,-,- interleaverSize,525,0,-,- shiftIndex,526,1,-,-	
T	ENUMERATED	e	n2,n3,n6	-
T	ENUMERATED	e	n2,n3,n6	-
T	INTEGER	i	0 274 0
T	NULL	n
T	ENUMERATED	e	sameAsREG-bundle,allContiguousRBs	-
T	SEQUENCE OF	L	530	1 64 0
T	TCI-StateId	i	0 127 0
T	SEQUENCE OF	L	530	1 64 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 5 0
T	INTEGER	i	1 3 0
T	INTEGER	i	0 1 0
T	ControlResourceSetId-v1610	i	12 15 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second,both,none	-
T	SearchSpaceZero	i	0 15 0
T	SEQUENCE OF	L	542	1 4 0
T	SearchSpace	Q	0	searchSpaceId,543,0,-,- controlResourceSetId,519,1,-,- monitoringSlotPeriodicityAndOffset,544,1,-,- duration,560,1,-,- monitoringSymbolsWithinSlot,561,1,-,- nrofCandidates,562,1,-,- searchSpaceType,568,1,-,-	
T	SearchSpaceId	i	0 39 0
T	CHOICE	C	0	sl1,545,0,-,- sl2,546,0,-,- sl4,547,0,-,- sl5,548,0,-,- sl8,549,0,-,- sl10,550,0,-,- sl16,551,0,-,- sl20,552,0,-,- sl40,553,0,-,- sl80,554,0,-,- sl160,555,0,-,- sl320,556,0,-,- sl640,557,0,-,- sl1280,558,0,-,- sl2560,559,0,-,-	
T	NULL	n
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	2 2559 0
T	BIT STRING	B	14 14 0
T	SEQUENCE	Q	0	aggregationLevel1,563,0,-,- aggregationLevel2,564,0,-,- aggregationLevel4,565,0,-,- aggregationLevel8,566,0,-,- aggregationLevel16,567,0,-,-	
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	CHOICE	C	0	common,569,0,-,- ue-Specific,583,0,-,-	
T	SEQUENCE	Q	0	dci-Format0-0-AndFormat1-0,570,1,-,- dci-Format2-0,571,1,-,- dci-Format2-1,578,1,-,- dci-Format2-2,579,1,-,- dci-Format2-3,580,1,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	nrofCandidates-SFI,572,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel1,573,1,-,- aggregationLevel2,574,1,-,- aggregationLevel4,575,1,-,- aggregationLevel8,576,1,-,- aggregationLevel16,577,1,-,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	dummy1,581,1,-,- dummy2,582,0,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl5,sl8,sl10,sl16,sl20	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1	dci-Formats,584,0,-,-	gdci-Formats-MT-r16,585,1,-,- dci-FormatsSL-r16,586,1,-,- dci-FormatsExt-r16,587,1,-,-;gdci-FormatsNCR-r18,588,1,-,- dci-FormatsSL-PRS-r18,589,1,-,-
T	ENUMERATED	e	formats0-0-And-1-0,formats0-1-And-1-1	-
T	ENUMERATED	e	formats2-5	-
T	ENUMERATED	e	formats0-0-And-1-0,formats0-1-And-1-1,formats3-0,formats3-1,formats3-0-And-3-1	-
T	ENUMERATED	e	formats0-2-And-1-2,formats0-1-And-1-1And-0-2-And-1-2	-
T	ENUMERATED	e	formats2-8	-
T	ENUMERATED	e	formats3-2,formats3-0-And-3-2,formats3-0-And-3-1-And-3-2,formats3-1-And-3-2	-
T	CHOICE	C	0	sCS15KHZoneT,591,0,-,- sCS30KHZoneT-SCS15KHZhalfT,593,0,-,- sCS60KHZoneT-SCS30KHZhalfT-SCS15KHZquarterT,595,0,-,- sCS120KHZoneT-SCS60KHZhalfT-SCS30KHZquarterT-SCS15KHZoneEighthT,597,0,-,- sCS120KHZhalfT-SCS60KHZquarterT-SCS30KHZoneEighthT-SCS15KHZoneSixteenthT,599,0,-,- sCS120KHZquarterT-SCS60KHZoneEighthT-SCS30KHZoneSixteenthT,601,0,-,- sCS120KHZoneEighthT-SCS60KHZoneSixteenthT,603,0,-,- sCS120KHZoneSixteenthT,605,0,-,-	
T	SEQUENCE OF	L	592	1 4 0
T	INTEGER	i	0 139 0
T	SEQUENCE OF	L	594	1 4 0
T	INTEGER	i	0 279 0
T	SEQUENCE OF	L	596	1 4 0
T	INTEGER	i	0 559 0
T	SEQUENCE OF	L	598	1 4 0
T	INTEGER	i	0 1119 0
T	SEQUENCE OF	L	600	1 4 0
T	INTEGER	i	0 2239 0
T	SEQUENCE OF	L	602	1 4 0
T	INTEGER	i	0 4479 0
T	SEQUENCE OF	L	604	1 4 0
T	INTEGER	i	0 8959 0
T	SEQUENCE OF	L	606	1 4 0
T	INTEGER	i	0 17919 0
T	SEQUENCE OF	L	608	1 4 0
T	SearchSpaceExt-r16	Q	0	controlResourceSetId-r16,609,1,-,- searchSpaceType-r16,610,1,-,- searchSpaceGroupIdList-r16,627,1,-,- freqMonitorLocations-r16,629,1,-,-	
T	ControlResourceSetId-r16	i	0 15 0
T	SEQUENCE	Q	0	common-r16,611,0,-,-	
T	SEQUENCE	Q	1	dci-Format2-4-r16,612,1,-,- dci-Format2-5-r16,619,1,-,- dci-Format2-6-r16,626,1,-,-	
T	SEQUENCE	Q	1	nrofCandidates-CI-r16,613,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel1-r16,614,1,-,- aggregationLevel2-r16,615,1,-,- aggregationLevel4-r16,616,1,-,- aggregationLevel8-r16,617,1,-,- aggregationLevel16-r16,618,1,-,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1	nrofCandidates-IAB-r16,620,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel1-r16,621,1,-,- aggregationLevel2-r16,622,1,-,- aggregationLevel4-r16,623,1,-,- aggregationLevel8-r16,624,1,-,- aggregationLevel16-r16,625,1,-,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1		
T	SEQUENCE OF	L	628	1 2 0
T	INTEGER	i	0 1 0
T	BIT STRING	B	5 5 0
T	CHOICE	C	0	newSearchSpace,542,0,-,- existingSearchSpace,543,0,-,-	
T	SEQUENCE OF	L	632	1 4 0
T	SearchSpaceExt-v1700	Q	0	monitoringSlotPeriodicityAndOffset-v1710,633,1,-,- monitoringSlotsWithinSlotGroup-r17,640,1,-,- duration-r17,643,1,-,- searchSpaceType-r17,644,1,-,- searchSpaceGroupIdList-r17,655,1,-,- searchSpaceLinkingId-r17,657,1,-,-	
T	CHOICE	C	0	sl32,634,0,-,- sl64,635,0,-,- sl128,636,0,-,- sl5120,637,0,-,- sl10240,638,0,-,- sl20480,639,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	CHOICE	C	0	slotGroupLength4-r17,641,0,-,- slotGroupLength8-r17,642,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	INTEGER	i	4 20476 0
T	SEQUENCE	Q	0	common-r17,645,0,-,-	
T	SEQUENCE	Q	0	dci-Format4-0-r17,646,1,-,- dci-Format4-1-r17,647,1,-,- dci-Format4-2-r17,648,1,-,- dci-Format4-1-AndFormat4-2-r17,649,1,-,- dci-Format2-7-r17,650,1,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	nrofCandidates-PEI-r17,651,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel4-r17,652,1,-,- aggregationLevel8-r17,653,1,-,- aggregationLevel16-r17,654,1,-,-	
T	ENUMERATED	e	n0,n1,n2,n3,n4	-
T	ENUMERATED	e	n0,n1,n2	-
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	656	1 3 0
T	INTEGER	i	0 2 0
T	INTEGER	i	0 39 0
T	CHOICE	C	0	sCS480KHZoneEighthT,659,0,-,- sCS480KHZoneSixteenthT,661,0,-,-	
T	SEQUENCE OF	L	660	1 4 0
T	INTEGER	i	0 35839 0
T	SEQUENCE OF	L	662	1 4 0
T	INTEGER	i	0 71679 0
T	SEQUENCE	Q	0	pei-SearchSpace-r17,543,0,-,- firstPDCCH-MonitoringOccasionOfPEI-O-r17,664,0,-,-	
T	CHOICE	C	0	sCS15KHZoneT,665,0,-,- sCS30KHZoneT-SCS15KHZhalfT,667,0,-,- sCS60KHZoneT-SCS30KHZhalfT-SCS15KHZquarterT,669,0,-,- sCS120KHZoneT-SCS60KHZhalfT-SCS30KHZquarterT-SCS15KHZoneEighthT,671,0,-,- sCS120KHZhalfT-SCS60KHZquarterT-SCS30KHZoneEighthT-SCS15KHZoneSixteenthT,673,0,-,- sCS480KHZoneT-SCS120KHZquarterT-SCS60KHZoneEighthT-SCS30KHZoneSixteenthT,675,0,-,- sCS480KHZhalfT-SCS120KHZoneEighthT-SCS60KHZoneSixteenthT,677,0,-,- sCS480KHZquarterT-SCS120KHZoneSixteenthT,679,0,-,- sCS480KHZoneEighthT,681,0,-,- sCS480KHZoneSixteenthT,683,0,-,-	
T	SEQUENCE OF	L	666	1 4 0
T	INTEGER	i	0 139 0
T	SEQUENCE OF	L	668	1 4 0
T	INTEGER	i	0 279 0
T	SEQUENCE OF	L	670	1 4 0
T	INTEGER	i	0 559 0
T	SEQUENCE OF	L	672	1 4 0
T	INTEGER	i	0 1119 0
T	SEQUENCE OF	L	674	1 4 0
T	INTEGER	i	0 2239 0
T	SEQUENCE OF	L	676	1 4 0
T	INTEGER	i	0 4479 0
T	SEQUENCE OF	L	678	1 4 0
T	INTEGER	i	0 8959 0
T	SEQUENCE OF	L	680	1 4 0
T	INTEGER	i	0 17919 0
T	SEQUENCE OF	L	682	1 4 0
T	INTEGER	i	0 35839 0
T	SEQUENCE OF	L	684	1 4 0
T	INTEGER	i	0 71679 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second,both,none	-
T	SEQUENCE OF	L	688	1 4 0
T	SearchSpaceExt-v1800	Q	0	searchSpaceType-r18,689,1,-,-	
T	CHOICE	C	0	common-r18,690,0,-,- ue-Specific-r18,692,0,-,-	
T	SEQUENCE	Q	1	dci-Format2-9-r18,691,1,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	dci-FormatsMC-r18,693,1,-,-	
T	ENUMERATED	e	formats0-3,formats1-3,formats0-3-And-1-3	-
T	SetupRelease	C	0	release,695,0,-,- setup,696,0,-,-	
T	NULL	n
T	PDSCH-ConfigCommon	Q	1	pdsch-TimeDomainAllocationList,697,1,-,-	
T	PDSCH-TimeDomainResourceAllocationList	L	698	1 16 0
T	PDSCH-TimeDomainResourceAllocation	Q	0	k0,699,1,-,- mappingType,700,0,-,- startSymbolAndLength,701,0,-,-	
T	INTEGER	i	0 32 0
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 127 0
T	UplinkConfigCommon	Q	0	frequencyInfoUL,703,1,-,- initialUplinkBWP,709,1,-,- dummy,240,0,-,-	
T	FrequencyInfoUL	Q	1	frequencyBandList,503,1,-,- absoluteFrequencyPointA,4,1,-,- scs-SpecificCarrierList,704,0,-,- additionalSpectrumEmission,705,1,-,- p-Max,390,1,-,- frequencyShift7p5khz,706,1,-,-	gadditionalSpectrumEmission-v1760,707,1,-,-;gadditionalSpectrumEmissionAerial-r18,708,1,-,-
T	SEQUENCE OF	L	506	1 5 0
T	AdditionalSpectrumEmission	i	0 7 0
T	ENUMERATED	e	true	-
T	AdditionalSpectrumEmission-v1760	i	8 39 0
T	AdditionalSpectrumEmission-r18	i	0 39 0
T	BWP-UplinkCommon	Q	1	genericParameters,511,0,-,- rach-ConfigCommon,710,1,-,- pusch-ConfigCommon,813,1,-,- pucch-ConfigCommon,824,1,-,-	grach-ConfigCommonIAB-r16,710,1,-,- useInterlacePUCCH-PUSCH-r16,835,1,-,- msgA-ConfigCommon-r16,836,1,-,-;genableRA-PrioritizationForSlicing-r17,877,1,-,- additionalRACH-ConfigList-r17,878,1,-,- rsrp-ThresholdMsg3-r17,743,1,-,- numberOfMsg3-RepetitionsList-r17,882,1,-,- mcs-Msg3-Repetitions-r17,884,1,-,-;gadditionalRACH-perPCI-ToAddModList-r18,886,1,-,- additionalRACH-perPCI-ToReleaseList-r18,896,1,-,- rsrp-ThresholdMsg1-RepetitionNum2-r18,743,1,-,- rsrp-ThresholdMsg1-RepetitionNum4-r18,743,1,-,- rsrp-ThresholdMsg1-RepetitionNum8-r18,743,1,-,- preambleTransMax-Msg1-Repetition-r18,897,1,-,-
T	SetupRelease	C	0	release,711,0,-,- setup,712,0,-,-	
T	NULL	n
T	RACH-ConfigCommon	Q	1	rach-ConfigGeneric,713,0,-,- totalNumberOfRA-Preambles,728,1,-,- ssb-perRACH-OccasionAndCB-PreamblesPerSSB,729,1,-,- groupBconfigured,738,1,-,- ra-ContentionResolutionTimer,742,0,-,- rsrp-ThresholdSSB,743,1,-,- rsrp-ThresholdSSB-SUL,743,1,-,- prach-RootSequenceIndex,744,0,-,- msg1-SubcarrierSpacing,162,1,-,- restrictedSetConfig,747,0,-,- msg3-transformPrecoder,748,1,-,-	gra-PrioritizationForAccessIdentity-r16,749,1,-,- prach-RootSequenceIndex-r16,754,1,-,-;gra-PrioritizationForSlicing-r17,757,1,-,- featureCombinationPreamblesList-r17,762,1,-,-
T	RACH-ConfigGeneric	Q	1	prach-ConfigurationIndex,714,0,-,- msg1-FDM,715,0,-,- msg1-FrequencyStart,716,0,-,- zeroCorrelationZoneConfig,717,0,-,- preambleReceivedTargetPower,718,0,-,- preambleTransMax,719,0,-,- powerRampingStep,720,0,-,- ra-ResponseWindow,721,0,-,-	gprach-ConfigurationPeriodScaling-IAB-r16,722,1,-,- prach-ConfigurationFrameOffset-IAB-r16,723,1,-,- prach-ConfigurationSOffset-IAB-r16,724,1,-,- ra-ResponseWindow-v1610,725,1,-,- prach-ConfigurationIndex-v1610,726,1,-,-;gra-ResponseWindow-v1700,727,1,-,-
T	INTEGER	i	0 255 0
T	ENUMERATED	e	one,two,four,eight	-
T	INTEGER	i	0 274 0
T	INTEGER	i	0 15 0
T	INTEGER	i	-202 -60 0
T	ENUMERATED	e	n3,n4,n5,n6,n7,n8,n10,n20,n50,n100,n200	-
T	ENUMERATED	e	dB0,dB2,dB4,dB6	-
T	ENUMERATED	e	sl1,sl2,sl4,sl8,sl10,sl20,sl40,sl80	-
T	ENUMERATED	e	scf1,scf2,scf4,scf8,scf16,scf32,scf64	-
T	INTEGER	i	0 63 0
T	INTEGER	i	0 39 0
T	ENUMERATED	e	sl60,sl160	-
T	INTEGER	i	256 262 0
T	ENUMERATED	e	sl240,sl320,sl640,sl960,sl1280,sl1920,sl2560	-
T	INTEGER	i	1 63 0
T	CHOICE	C	0	oneEighth,730,0,-,- oneFourth,731,0,-,- oneHalf,732,0,-,- one,733,0,-,- two,734,0,-,- four,735,0,-,- eight,736,0,-,- sixteen,737,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32	-
T	INTEGER	i	1 16 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	ra-Msg3SizeGroupA,739,0,-,- messagePowerOffsetGroupB,740,0,-,- numberOfRA-PreamblesGroupA,741,0,-,-	
T	ENUMERATED	e	b56,b144,b208,b256,b282,b480,b640,b800,b1000,b72,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	minusinfinity,dB0,dB5,dB8,dB10,dB12,dB15,dB18	-
T	INTEGER	i	1 64 0
T	ENUMERATED	e	sf8,sf16,sf24,sf32,sf40,sf48,sf56,sf64	-
T	RSRP-Range	i	0 127 0
T	CHOICE	C	0	l839,745,0,-,- l139,746,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0	ra-Prioritization-r16,750,0,-,- ra-PrioritizationForAI-r16,753,0,-,-	
T	RA-Prioritization	Q	1	powerRampingStepHighPriority,751,0,-,- scalingFactorBI,752,1,-,-	
T	ENUMERATED	e	dB0,dB2,dB4,dB6	-
T	ENUMERATED	e	zero,dot25,dot5,dot75	-
T	BIT STRING	B	2 2 0
T	CHOICE	C	0	l571,755,0,-,- l1151,756,0,-,-	
T	INTEGER	i	0 569 0
T	INTEGER	i	0 1149 0
T	RA-PrioritizationForSlicing-r17	Q	1	ra-PrioritizationSliceInfoList-r17,758,0,-,-	
T	RA-PrioritizationSliceInfoList-r17	L	759	1 8 0
T	RA-PrioritizationSliceInfo-r17	Q	1	nsag-ID-List-r17,760,0,-,- ra-Prioritization-r17,750,0,-,-	
T	SEQUENCE OF	L	761	1 8 0
T	NSAG-ID-r17	B	8 8 0
T	SEQUENCE OF	L	763	1 256 0
T	FeatureCombinationPreambles-r17	Q	1	featureCombination-r17,764,0,-,- startPreambleForThisPartition-r17,773,0,-,- numberOfPreamblesPerSSB-ForThisPartition-r17,774,0,-,- ssb-SharedRO-MaskIndex-r17,775,1,-,- groupBconfigured-r17,776,1,-,- separateMsgA-PUSCH-Config-r17,780,1,-,- msgA-RSRP-Threshold-r17,743,1,-,- rsrp-ThresholdSSB-r17,743,1,-,- deltaPreamble-r17,810,1,-,-	gmsg1-RepetitionNum-r18,811,1,-,- msg1-RepetitionTimeOffsetROGroup-r18,812,1,-,-
T	FeatureCombination-r17	Q	0	redCap-r17,765,1,-,- smallData-r17,766,1,-,- nsag-r17,767,1,-,- msg3-Repetitions-r17,768,1,-,- msg1-Repetitions-r18,769,1,-,- eRedCap-r18,770,1,-,- spare2,771,1,-,- spare1,772,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	NSAG-List-r17	L	761	1 8 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	INTEGER	i	0 63 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	ra-SizeGroupA-r17,777,0,-,- messagePowerOffsetGroupB-r17,778,0,-,- numberOfRA-PreamblesGroupA-r17,779,0,-,-	
T	ENUMERATED	e	b56,b144,b208,b256,b282,b480,b640,b800,b1000,b72,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	minusinfinity,dB0,dB5,dB8,dB10,dB12,dB15,dB18	-
T	INTEGER	i	1 64 0
T	MsgA-PUSCH-Config-r16	Q	0	msgA-PUSCH-ResourceGroupA-r16,781,1,-,- msgA-PUSCH-ResourceGroupB-r16,781,1,-,- msgA-TransformPrecoder-r16,807,1,-,- msgA-DataScramblingIndex-r16,808,1,-,- msgA-DeltaPreamble-r16,809,1,-,-	
T	MsgA-PUSCH-Resource-r16	Q	1	msgA-MCS-r16,782,0,-,- nrofSlotsMsgA-PUSCH-r16,783,0,-,- nrofMsgA-PO-PerSlot-r16,784,0,-,- msgA-PUSCH-TimeDomainOffset-r16,785,0,-,- msgA-PUSCH-TimeDomainAllocation-r16,786,1,-,- startSymbolAndLengthMsgA-PO-r16,787,1,-,- mappingTypeMsgA-PUSCH-r16,788,1,-,- guardPeriodMsgA-PUSCH-r16,789,1,-,- guardBandMsgA-PUSCH-r16,790,0,-,- frequencyStartMsgA-PUSCH-r16,791,0,-,- nrofPRBs-PerMsgA-PO-r16,792,0,-,- nrofMsgA-PO-FDM-r16,793,0,-,- msgA-IntraSlotFrequencyHopping-r16,794,1,-,- msgA-HoppingBits-r16,795,1,-,- msgA-DMRS-Config-r16,796,0,-,- nrofDMRS-Sequences-r16,803,0,-,- msgA-Alpha-r16,804,1,-,- interlaceIndexFirstPO-MsgA-PUSCH-r16,805,1,-,- nrofInterlacesPerMsgA-PO-r16,806,1,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	one,two,three,six	-
T	INTEGER	i	1 32 0
T	INTEGER	i	1 16 0
T	INTEGER	i	0 127 0
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 3 0
T	INTEGER	i	0 1 0
T	INTEGER	i	0 274 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	one,two,four,eight	-
T	ENUMERATED	e	enabled	-
T	BIT STRING	B	2 2 0
T	MsgA-DMRS-Config-r16	Q	0	msgA-DMRS-AdditionalPosition-r16,797,1,-,- msgA-MaxLength-r16,798,1,-,- msgA-PUSCH-DMRS-CDM-Group-r16,799,1,-,- msgA-PUSCH-NrofPorts-r16,800,1,-,- msgA-ScramblingID0-r16,801,1,-,- msgA-ScramblingID1-r16,802,1,-,-	
T	ENUMERATED	e	pos0,pos1,pos3	-
T	ENUMERATED	e	len2	-
T	INTEGER	i	0 1 0
T	INTEGER	i	0 1 0
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	1 10 0
T	INTEGER	i	1 10 0
T	ENUMERATED	e	enabled,disabled	-
T	INTEGER	i	0 1023 0
T	INTEGER	i	-1 6 0
T	INTEGER	i	-1 6 0
T	ENUMERATED	e	n2,n4,n8,spare1	-
T	ENUMERATED	e	n4,n8,n16,spare1	-
T	SetupRelease	C	0	release,814,0,-,- setup,815,0,-,-	
T	NULL	n
T	PUSCH-ConfigCommon	Q	1	groupHoppingEnabledTransformPrecoding,816,1,-,- pusch-TimeDomainAllocationList,817,1,-,- msg3-DeltaPreamble,822,1,-,- p0-NominalWithGrant,823,1,-,-	
T	ENUMERATED	e	enabled	-
T	PUSCH-TimeDomainResourceAllocationList	L	818	1 16 0
T	PUSCH-TimeDomainResourceAllocation	Q	0	k2,819,1,-,- mappingType,820,0,-,- startSymbolAndLength,821,0,-,-	
T	INTEGER	i	0 32 0
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 127 0
T	INTEGER	i	-1 6 0
T	INTEGER	i	-202 24 0
T	SetupRelease	C	0	release,825,0,-,- setup,826,0,-,-	
T	NULL	n
T	PUCCH-ConfigCommon	Q	1	pucch-ResourceCommon,827,1,-,- pucch-GroupHopping,828,0,-,- hoppingId,829,1,-,- p0-nominal,830,1,-,-	gnrofPRBs,831,1,-,- intra-SlotFH-r17,832,1,-,- pucch-ResourceCommonRedCap-r17,833,1,-,- additionalPRBOffset-r17,834,1,-,-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	neither,enable,disable	-
T	INTEGER	i	0 1023 0
T	INTEGER	i	-202 24 0
T	INTEGER	i	1 16 0
T	ENUMERATED	e	fromLowerEdge,fromUpperEdge	-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	n2,n3,n4,n6,n8,n9,n10,n12	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,837,0,-,- setup,838,0,-,-	
T	NULL	n
T	MsgA-ConfigCommon-r16	Q	0	rach-ConfigCommonTwoStepRA-r16,839,0,-,- msgA-PUSCH-Config-r16,780,1,-,-	
T	RACH-ConfigCommonTwoStepRA-r16	Q	1	rach-ConfigGenericTwoStepRA-r16,840,0,-,- msgA-TotalNumberOfRA-Preambles-r16,850,1,-,- msgA-SSB-PerRACH-OccasionAndCB-PreamblesPerSSB-r16,851,1,-,- msgA-CB-PreamblesPerSSB-PerSharedRO-r16,860,1,-,- msgA-SSB-SharedRO-MaskIndex-r16,861,1,-,- groupB-ConfiguredTwoStepRA-r16,862,1,-,- msgA-PRACH-RootSequenceIndex-r16,866,1,-,- msgA-TransMax-r16,871,1,-,- msgA-RSRP-Threshold-r16,743,1,-,- msgA-RSRP-ThresholdSSB-r16,743,1,-,- msgA-SubcarrierSpacing-r16,162,1,-,- msgA-RestrictedSetConfig-r16,872,1,-,- ra-PrioritizationForAccessIdentityTwoStep-r16,873,1,-,- ra-ContentionResolutionTimer-r16,875,1,-,-	gra-PrioritizationForSlicingTwoStep-r17,757,1,-,- featureCombinationPreamblesList-r17,876,1,-,-
T	RACH-ConfigGenericTwoStepRA-r16	Q	1	msgA-PRACH-ConfigurationIndex-r16,841,1,-,- msgA-RO-FDM-r16,842,1,-,- msgA-RO-FrequencyStart-r16,843,1,-,- msgA-ZeroCorrelationZoneConfig-r16,844,1,-,- msgA-PreamblePowerRampingStep-r16,845,1,-,- msgA-PreambleReceivedTargetPower-r16,846,1,-,- msgB-ResponseWindow-r16,847,1,-,- preambleTransMax-r16,848,1,-,-	gmsgB-ResponseWindow-v1700,849,1,-,-
T	INTEGER	i	0 262 0
T	ENUMERATED	e	one,two,four,eight	-
T	INTEGER	i	0 274 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	dB0,dB2,dB4,dB6	-
T	INTEGER	i	-202 -60 0
T	ENUMERATED	e	sl1,sl2,sl4,sl8,sl10,sl20,sl40,sl80,sl160,sl320	-
T	ENUMERATED	e	n3,n4,n5,n6,n7,n8,n10,n20,n50,n100,n200	-
T	ENUMERATED	e	sl240,sl640,sl960,sl1280,sl1920,sl2560	-
T	INTEGER	i	1 63 0
T	CHOICE	C	0	oneEighth,852,0,-,- oneFourth,853,0,-,- oneHalf,854,0,-,- one,855,0,-,- two,856,0,-,- four,857,0,-,- eight,858,0,-,- sixteen,859,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32	-
T	INTEGER	i	1 16 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 60 0
T	INTEGER	i	1 15 0
T	GroupB-ConfiguredTwoStepRA-r16	Q	0	ra-MsgA-SizeGroupA-r16,863,0,-,- messagePowerOffsetGroupB-r16,864,0,-,- numberOfRA-PreamblesGroupA-r16,865,0,-,-	
T	ENUMERATED	e	b56,b144,b208,b256,b282,b480,b640,b800,b1000,b72,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	minusinfinity,dB0,dB5,dB8,dB10,dB12,dB15,dB18	-
T	INTEGER	i	1 64 0
T	CHOICE	C	0	l839,867,0,-,- l139,868,0,-,- l571,869,0,-,- l1151,870,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	INTEGER	i	0 569 0
T	INTEGER	i	0 1149 0
T	ENUMERATED	e	n1,n2,n4,n6,n8,n10,n20,n50,n100,n200	-
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	SEQUENCE	Q	0	ra-Prioritization-r16,750,0,-,- ra-PrioritizationForAI-r16,874,0,-,-	
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	sf8,sf16,sf24,sf32,sf40,sf48,sf56,sf64	-
T	SEQUENCE OF	L	763	1 256 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,879,0,-,- setup,880,0,-,-	
T	NULL	n
T	AdditionalRACH-ConfigList-r17	L	881	1 256 0
T	AdditionalRACH-Config-r17	Q	1	rach-ConfigCommon-r17,712,1,-,- msgA-ConfigCommon-r17,838,1,-,-	
T	SEQUENCE OF	L	883	4 4 0
T	NumberOfMsg3-Repetitions-r17	e	n1,n2,n3,n4,n7,n8,n12,n16	-
T	SEQUENCE OF	L	885	8 8 0
T	INTEGER	i	0 31 0
T	SEQUENCE OF	L	887	1 7 0
T	RACH-ConfigTwoTA-r18	Q	1	additionalPCI-andRACH-Index-r18,888,0,-,- rach-ConfigGeneric-r18,713,0,-,- ssb-perRACH-Occasion-r18,889,1,-,- prach-RootSequenceIndex-r18,890,0,-,- msg1-SubcarrierSpacing-r18,162,1,-,-	gtwoTA-restrictedSetConfig-r18,895,1,-,-
T	AdditionalPCIIndex-r17	i	1 7 0
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	CHOICE	C	0	l839,891,0,-,- l139,892,0,-,- l571,893,0,-,- l1151,894,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	INTEGER	i	0 569 0
T	INTEGER	i	0 1149 0
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	SEQUENCE OF	L	888	1 7 0
T	ENUMERATED	e	n1,n2,n4,n6,n8,n10,n20,n50,n100,n200	-
T	ENUMERATED	e	n0,n25600,n39936	-
T	CHOICE	C	0	shortBitmap,900,0,-,- mediumBitmap,901,0,-,- longBitmap,902,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	ENUMERATED	e	pos2,pos3	-
T	SetupRelease	C	0	release,906,0,-,- setup,907,0,-,-	
T	NULL	n
T	RateMatchPatternLTE-CRS	Q	0	carrierFreqDL,908,0,-,- carrierBandwidthDL,909,0,-,- mbsfn-SubframeConfigList,910,1,-,- nrofCRS-Ports,920,0,-,- v-Shift,921,0,-,-	
T	INTEGER	i	0 16383 0
T	ENUMERATED	e	n6,n15,n25,n50,n75,n100,spare2,spare1	-
T	EUTRA-MBSFN-SubframeConfigList	L	911	1 8 0
T	EUTRA-MBSFN-SubframeConfig	Q	1	radioframeAllocationPeriod,912,0,-,- radioframeAllocationOffset,913,0,-,- subframeAllocation1,914,0,-,- subframeAllocation2,917,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32	-
T	INTEGER	i	0 7 0
T	CHOICE	C	0	oneFrame,915,0,-,- fourFrames,916,0,-,-	
T	BIT STRING	B	6 6 0
T	BIT STRING	B	24 24 0
T	CHOICE	C	0	oneFrame,918,0,-,- fourFrames,919,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5	-
T	SEQUENCE OF	L	923	1 4 0
T	RateMatchPattern	Q	1	rateMatchPatternId,924,0,-,- patternType,925,0,-,- subcarrierSpacing,162,1,-,- dummy,939,0,-,-	gcontrolResourceSet-r16,609,1,-,-
T	RateMatchPatternId	i	0 3 0
T	CHOICE	C	0	bitmaps,926,0,-,- controlResourceSet,519,0,-,-	
T	SEQUENCE	Q	1	resourceBlocks,927,0,-,- symbolsInResourceBlock,928,0,-,- periodicityAndPattern,931,1,-,-	
T	BIT STRING	B	275 275 0
T	CHOICE	C	0	oneSlot,929,0,-,- twoSlots,930,0,-,-	
T	BIT STRING	B	14 14 0
T	BIT STRING	B	28 28 0
T	CHOICE	C	0	n2,932,0,-,- n4,933,0,-,- n5,934,0,-,- n8,935,0,-,- n10,936,0,-,- n20,937,0,-,- n40,938,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	5 5 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	20 20 0
T	BIT STRING	B	40 40 0
T	ENUMERATED	e	dynamic,semiStatic	-
T	SEQUENCE OF	L	924	1 4 0
T	TDD-UL-DL-ConfigCommon	Q	1	referenceSubcarrierSpacing,162,0,-,- pattern1,942,0,-,- pattern2,942,1,-,-	
T	TDD-UL-DL-Pattern	Q	1	dl-UL-TransmissionPeriodicity,943,0,-,- nrofDownlinkSlots,944,0,-,- nrofDownlinkSymbols,945,0,-,- nrofUplinkSlots,946,0,-,- nrofUplinkSymbols,947,0,-,-	gdl-UL-TransmissionPeriodicity-v1530,948,1,-,-
T	ENUMERATED	e	ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms5,ms10	-
T	INTEGER	i	0 320 0
T	INTEGER	i	0 13 0
T	INTEGER	i	0 320 0
T	INTEGER	i	0 13 0
T	ENUMERATED	e	ms3,ms4	-
T	INTEGER	i	-60 50 0
T	CHOICE	C	0	dynamic,951,0,-,- semiStatic,952,0,-,-	
T	NULL	n
T	SemiStaticChannelAccessConfig-r16	Q	0	period-r16,953,0,-,-	
T	ENUMERATED	e	ms1,ms2,ms2dot5,ms4,ms5,ms10	-
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5	-
T	SSB-PositionQCL-Relation-r16	e	n1,n2,n4,n8	-
T	HighSpeedConfig-r16	Q	1	highSpeedMeasFlag-r16,957,1,-,- highSpeedDemodFlag-r16,958,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	HighSpeedConfig-v1700	Q	1	highSpeedMeasCA-Scell-r17,960,1,-,- highSpeedMeasInterFreq-r17,961,1,-,- highSpeedDemodCA-Scell-r17,962,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	ms0dot125,ms0dot25,ms0dot5,ms0dot75,ms1,ms1dot25	-
T	SSB-PositionQCL-Relation-r17	e	n32,n64	-
T	HighSpeedConfigFR2-r17	Q	1	highSpeedMeasFlagFR2-r17,967,1,-,- highSpeedDeploymentTypeFR2-r17,968,1,-,- highSpeedLargeOneStepUL-TimingFR2-r17,969,1,-,-	
T	ENUMERATED	e	set1,set2	-
T	ENUMERATED	e	unidirectional,bidirectional	-
T	ENUMERATED	e	true	-
T	UplinkConfigCommon-v1700	Q	0	initialUplinkBWP-RedCap-r17,709,1,-,-	
T	NTN-Config-r17	Q	1	epochTime-r17,972,1,-,- ntn-UlSyncValidityDuration-r17,975,1,-,- cellSpecificKoffset-r17,976,1,-,- kmac-r17,977,1,-,- ta-Info-r17,978,1,-,- ntn-PolarizationDL-r17,982,1,-,- ntn-PolarizationUL-r17,983,1,-,- ephemerisInfo-r17,984,1,-,- ta-Report-r17,995,1,-,-	
T	EpochTime-r17	Q	0	sfn-r17,973,0,-,- subFrameNR-r17,974,0,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	ENUMERATED	e	s5,s10,s15,s20,s25,s30,s35,s40,s45,s50,s55,s60,s120,s180,s240,s900	-
T	INTEGER	i	1 1023 0
T	INTEGER	i	1 512 0
T	TA-Info-r17	Q	0	ta-Common-r17,979,0,-,- ta-CommonDrift-r17,980,1,-,- ta-CommonDriftVariant-r17,981,1,-,-	
T	INTEGER	i	0 66485757 0
T	INTEGER	i	-257303 257303 0
T	INTEGER	i	0 28949 0
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	EphemerisInfo-r17	C	0	positionVelocity-r17,985,0,-,- orbital-r17,988,0,-,-	
T	PositionVelocity-r17	Q	0	positionX-r17,986,0,-,- positionY-r17,986,0,-,- positionZ-r17,986,0,-,- velocityVX-r17,987,0,-,- velocityVY-r17,987,0,-,- velocityVZ-r17,987,0,-,-	
T	PositionStateVector-r17	i	-33554432 33554431 0
T	VelocityStateVector-r17	i	-131072 131071 0
T	Orbital-r17	Q	0	semiMajorAxis-r17,989,0,-,- eccentricity-r17,990,0,-,- periapsis-r17,991,0,-,- longitude-r17,992,0,-,- inclination-r17,993,0,-,- meanAnomaly-r17,994,0,-,-	
T	INTEGER	i	0 8589934591 0
T	INTEGER	i	0 1048575 0
T	INTEGER	i	0 268435455 0
T	INTEGER	i	0 268435455 0
T	INTEGER	i	-67108864 67108863 0
T	INTEGER	i	0 268435455 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0	redCapPriority-r17,997,1,-,- slicingPriority-r17,997,1,-,- msg3-Repetitions-Priority-r17,997,1,-,- sdt-Priority-r17,997,1,-,-	
T	FeaturePriority-r17	i	0 7 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0	msg1-Repetitions-Priority-r18,997,1,-,- eRedCapPriority-r18,997,1,-,-	
T	ATG-Config-r18	Q	0	atg-gNB-Location-r18,1001,1,-,- height-gNB-r18,1002,1,-,- cellSpecificKoffset-r18,1003,1,-,- ta-ReportATG-r18,1004,1,-,-	
T	ReferenceLocation-r17	O	0 - 0
T	INTEGER	i	-16384 16383 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	ms50,ms100,ms150,ms200,ms500,ms1000,ms2000,ms10000	-
T	CHOICE	C	0	uplink,1007,0,-,- supplementaryUplink,1007,0,-,-	
T	RACH-ConfigDedicated	Q	1	cfra,1008,1,-,- ra-Prioritization,750,1,-,-	gra-PrioritizationTwoStep-r16,750,1,-,- cfra-TwoStep-r16,1028,1,-,-
T	CFRA	Q	1	occasions,1009,1,-,- resources,1011,0,-,-	gtotalNumberOfRA-Preambles,1026,1,-,-;gmsg1-RepetitionNum-r18,1027,1,-,-
T	SEQUENCE	Q	0	rach-ConfigGeneric,713,0,-,- ssb-perRACH-Occasion,1010,1,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	CHOICE	C	0	ssb,1012,0,-,- csirs,1019,0,-,-	
T	SEQUENCE	Q	0	ssb-ResourceList,1013,0,-,- ra-ssb-OccasionMaskIndex,1018,0,-,-	
T	SEQUENCE OF	L	1014	1 64 0
T	CFRA-SSB-Resource	Q	1	ssb,1015,0,-,- ra-PreambleIndex,1016,0,-,-	gmsgA-PUSCH-Resource-Index-r16,1017,1,-,-
T	SSB-Index	i	0 63 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 3071 0
T	INTEGER	i	0 15 0
T	SEQUENCE	Q	0	csirs-ResourceList,1020,0,-,- rsrp-ThresholdCSI-RS,743,0,-,-	
T	SEQUENCE OF	L	1021	1 96 0
T	CFRA-CSIRS-Resource	Q	1	csi-RS,1022,0,-,- ra-OccasionList,1023,0,-,- ra-PreambleIndex,1025,0,-,-	
T	CSI-RS-Index	i	0 95 0
T	SEQUENCE OF	L	1024	1 64 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 63 0
T	INTEGER	i	1 63 0
T	ENUMERATED	e	n2,n4,n8,spare1	-
T	CFRA-TwoStep-r16	Q	1	occasionsTwoStepRA-r16,1029,1,-,- msgA-CFRA-PUSCH-r16,781,0,-,- msgA-TransMax-r16,1031,1,-,- resourcesTwoStep-r16,1032,0,-,-	
T	SEQUENCE	Q	0	rach-ConfigGenericTwoStepRA-r16,840,0,-,- ssb-PerRACH-OccasionTwoStepRA-r16,1030,0,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n10,n20,n50,n100,n200	-
T	SEQUENCE	Q	0	ssb-ResourceList,1033,0,-,- ra-ssb-OccasionMaskIndex,1034,0,-,-	
T	SEQUENCE OF	L	1014	1 64 0
T	INTEGER	i	0 15 0
T	SSB-MTC	Q	0	periodicityAndOffset,1036,0,-,- duration,1043,0,-,-	
T	CHOICE	C	0	sf5,1037,0,-,- sf10,1038,0,-,- sf20,1039,0,-,- sf40,1040,0,-,- sf80,1041,0,-,- sf160,1042,0,-,-	
T	INTEGER	i	0 4 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	ENUMERATED	e	sf1,sf2,sf3,sf4,sf5	-
T	DAPS-UplinkPowerConfig-r16	Q	0	p-DAPS-Source-r16,390,0,-,- p-DAPS-Target-r16,390,0,-,- uplinkPowerSharingDAPS-Mode-r16,1045,0,-,-	
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	SL-PathSwitchConfig-r17	Q	1	targetRelayUE-Identity-r17,1047,0,-,- t420-r17,1048,0,-,-	
T	SL-SourceIdentity-r17	B	24 24 0
T	ENUMERATED	e	ms50,ms100,ms150,ms200,ms500,ms1000,ms2000,ms10000	-
T	RACH-LessHO-r18	Q	1	targetNTA-r18,1050,1,-,- beamIndication-r18,1051,1,-,-	
T	ENUMERATED	e	zero,source	-
T	CHOICE	C	0	tci-StateID-r18,530,0,-,- ssb-Index-r18,1015,0,-,-	
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,1054,0,-,- setup,1055,0,-,-	
T	NULL	n
T	RLF-TimersAndConstants	Q	1	t310,1056,0,-,- n310,1057,0,-,- n311,1058,0,-,-	gt311,1059,0,-,-
T	ENUMERATED	e	ms0,ms50,ms100,ms200,ms500,ms1000,ms2000,ms4000,ms6000	-
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n10,n20	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	ms1000,ms3000,ms5000,ms10000,ms15000,ms20000,ms30000	-
T	ENUMERATED	e	n1	-
T	ServingCellConfig	Q	1	tdd-UL-DL-ConfigurationDedicated,1062,1,-,- initialDownlinkBWP,1073,1,-,- downlinkBWP-ToReleaseList,1488,1,-,- downlinkBWP-ToAddModList,1489,1,-,- firstActiveDownlinkBWP-Id,1165,1,-,- bwp-InactivityTimer,1491,1,-,- defaultDownlinkBWP-Id,1165,1,-,- uplinkConfig,1492,1,-,- supplementaryUplink,1492,1,-,- pdcch-ServingCellConfig,2418,1,-,- pdsch-ServingCellConfig,2484,1,-,- csi-MeasConfig,2503,1,-,- sCellDeactivationTimer,3052,1,-,- crossCarrierSchedulingConfig,3053,1,-,- tag-Id,237,0,-,- dummy1,3064,1,-,- pathlossReferenceLinking,3065,1,-,- servingCellMO,1482,1,-,-	glte-CRS-ToMatchAround,905,1,-,- rateMatchPatternToAddModList,3066,1,-,- rateMatchPatternToReleaseList,3067,1,-,- downlinkChannelBW-PerSCS-List,3068,1,-,-;gsupplementaryUplinkRelease-r16,3069,1,-,- tdd-UL-DL-ConfigurationDedicated-IAB-MT-r16,3070,1,-,- dormantBWP-Config-r16,3083,1,-,- ca-SlotOffset-r16,3093,1,-,- dummy2,3098,1,-,- intraCellGuardBandsDL-List-r16,3105,1,-,- intraCellGuardBandsUL-List-r16,3111,1,-,- csi-RS-ValidationWithDCI-r16,3112,1,-,- lte-CRS-PatternList1-r16,3113,1,-,- lte-CRS-PatternList2-r16,3113,1,-,- crs-RateMatch-PerCORESETPoolIndex-r16,3116,1,-,- enableTwoDefaultTCI-States-r16,3117,1,-,- enableDefaultTCI-StatePerCoresetPoolIndex-r16,3118,1,-,- enableBeamSwitchTiming-r16,3119,1,-,- cbg-TxDiffTBsProcessingType1-r16,3120,1,-,- cbg-TxDiffTBsProcessingType2-r16,3121,1,-,-;gdirectionalCollisionHandling-r16,3122,1,-,- channelAccessConfig-r16,3123,1,-,-;gnr-dl-PRS-PDC-Info-r17,3131,1,-,- semiStaticChannelAccessConfigUE-r17,3230,1,-,- mimoParam-r17,3235,1,-,- channelAccessMode2-r17,3256,1,-,- timeDomainHARQ-BundlingType1-r17,3257,1,-,- nrofHARQ-BundlingGroups-r17,3258,1,-,- fdmed-ReceptionMulticast-r17,3259,1,-,- moreThanOneNackOnlyMode-r17,3260,1,-,- tci-ActivatedConfig-r17,3261,1,-,- directionalCollisionHandling-DC-r17,3264,1,-,- lte-NeighCellsCRS-AssistInfoList-r17,3265,1,-,-;glte-NeighCellsCRS-Assumptions-r17,3275,1,-,-;gcrossCarrierSchedulingConfigRelease-r17,3276,1,-,-;gmultiPDSCH-PerSlotType1-CB-r17,3277,1,-,-;glte-CRS-PatternList3-r18,3113,1,-,- lte-CRS-PatternList4-r18,3113,1,-,- pdcch-CandidateReceptionWithCRS-Overlap-r18,3278,1,-,- cjt-Scheme-PDSCH-r18,3279,1,-,- tag2-r18,3280,1,-,- cellDTX-DRX-Config-r18,3283,1,-,- positionInDCI-cellDTRX-r18,3313,1,-,- cellDTX-DRX-L1activation-r18,3314,1,-,- mc-DCI-SetOfCellsToAddModList-r18,3315,1,-,- mc-DCI-SetOfCellsToReleaseList-r18,3365,1,-,-;gmimoParam-v1850,3366,1,-,-
T	TDD-UL-DL-ConfigDedicated	Q	1	slotSpecificConfigurationsToAddModList,1063,1,-,- slotSpecificConfigurationsToReleaseList,1072,1,-,-	
T	SEQUENCE OF	L	1064	1 320 0
T	TDD-UL-DL-SlotConfig	Q	0	slotIndex,1065,0,-,- symbols,1066,0,-,-	
T	TDD-UL-DL-SlotIndex	i	0 319 0
T	CHOICE	C	0	allDownlink,1067,0,-,- allUplink,1068,0,-,- explicit,1069,0,-,-	
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	nrofDownlinkSymbols,1070,1,-,- nrofUplinkSymbols,1071,1,-,-	
T	INTEGER	i	1 13 0
T	INTEGER	i	1 13 0
T	SEQUENCE OF	L	1065	1 320 0
T	BWP-DownlinkDedicated	Q	1	pdcch-Config,1074,1,-,- pdsch-Config,1138,1,-,- sps-Config,1344,1,-,- radioLinkMonitoringConfig,1360,1,-,-	gsps-ConfigToAddModList-r16,1380,1,-,- sps-ConfigToReleaseList-r16,1381,1,-,- sps-ConfigDeactivationStateList-r16,1382,1,-,- beamFailureRecoverySCellConfig-r16,1384,1,-,- sl-PDCCH-Config-r16,1074,1,-,- sl-V2X-PDCCH-Config-r16,1074,1,-,-;gpreConfGapStatus-r17,1391,1,-,- beamFailureRecoverySpCellConfig-r17,1384,1,-,- harq-FeedbackEnablingforSPSactive-r17,1392,1,-,- cfr-ConfigMulticast-r17,1393,1,-,- dl-PPW-PreConfigToAddModList-r17,1399,1,-,- dl-PPW-PreConfigToReleaseList-r17,1478,1,-,- nonCellDefiningSSB-r17,1479,1,-,- servingCellMO-r17,1482,1,-,-;gtci-InDCI-r18,1483,1,-,-
T	SetupRelease	C	0	release,1075,0,-,- setup,1076,0,-,-	
T	NULL	n
T	PDCCH-Config	Q	1	controlResourceSetToAddModList,1077,1,-,- controlResourceSetToReleaseList,1078,1,-,- searchSpacesToAddModList,1079,1,-,- searchSpacesToReleaseList,1080,1,-,- downlinkPreemption,1081,1,-,- tpc-PUSCH,1089,1,-,- tpc-PUCCH,1094,1,-,- tpc-SRS,1101,1,-,-	gcontrolResourceSetToAddModListSizeExt-v1610,1107,1,-,- controlResourceSetToReleaseListSizeExt-r16,1108,1,-,- searchSpacesToAddModListExt-r16,1109,1,-,- uplinkCancellation-r16,1110,1,-,- monitoringCapabilityConfig-r16,1125,1,-,- searchSpaceSwitchConfig-r16,1126,1,-,-;gsearchSpacesToAddModListExt-v1700,1130,1,-,- monitoringCapabilityConfig-v1710,1131,1,-,- searchSpaceSwitchConfig-r17,1132,1,-,- pdcch-SkippingDurationList-r17,1135,1,-,-;gpdcch-MonitoringResumptionAfterNack-r18,1136,1,-,- searchSpacesToAddModListExt-v1800,1137,1,-,-
T	SEQUENCE OF	L	518	1 3 0
T	SEQUENCE OF	L	519	1 3 0
T	SEQUENCE OF	L	542	1 10 0
T	SEQUENCE OF	L	543	1 10 0
T	SetupRelease	C	0	release,1082,0,-,- setup,1083,0,-,-	
T	NULL	n
T	DownlinkPreemption	Q	1	int-RNTI,1,0,-,- timeFrequencySet,1084,0,-,- dci-PayloadSize,1085,0,-,- int-ConfigurationPerServingCell,1086,0,-,-	
T	ENUMERATED	e	set0,set1	-
T	INTEGER	i	0 126 0
T	SEQUENCE OF	L	1087	1 32 0
T	INT-ConfigurationPerServingCell	Q	0	servingCellId,160,0,-,- positionInDCI,1088,0,-,-	
T	INTEGER	i	0 125 0
T	SetupRelease	C	0	release,1090,0,-,- setup,1091,0,-,-	
T	NULL	n
T	PUSCH-TPC-CommandConfig	Q	1	tpc-Index,1092,1,-,- tpc-IndexSUL,1093,1,-,- targetCell,160,1,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SetupRelease	C	0	release,1095,0,-,- setup,1096,0,-,-	
T	NULL	n
T	PUCCH-TPC-CommandConfig	Q	1	tpc-IndexPCell,1097,1,-,- tpc-IndexPUCCH-SCell,1098,1,-,-	gtpc-IndexPUCCH-sSCell-r17,1099,1,-,- tpc-IndexPUCCH-sScellSecondaryPUCCHgroup-r17,1100,1,-,-
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SetupRelease	C	0	release,1102,0,-,- setup,1103,0,-,-	
T	NULL	n
T	SRS-TPC-CommandConfig	Q	1	startingBitOfFormat2-3,1104,1,-,- fieldTypeFormat2-3,1105,1,-,-	gstartingBitOfFormat2-3SUL,1106,1,-,-
T	INTEGER	i	1 31 0
T	INTEGER	i	0 1 0
T	INTEGER	i	1 31 0
T	SEQUENCE OF	L	518	1 2 0
T	SEQUENCE OF	L	609	1 5 0
T	SEQUENCE OF	L	608	1 10 0
T	SetupRelease	C	0	release,1111,0,-,- setup,1112,0,-,-	
T	NULL	n
T	UplinkCancellation-r16	Q	1	ci-RNTI-r16,1,0,-,- dci-PayloadSizeForCI-r16,1113,0,-,- ci-ConfigurationPerServingCell-r16,1114,0,-,-	
T	INTEGER	i	0 126 0
T	SEQUENCE OF	L	1115	1 32 0
T	CI-ConfigurationPerServingCell-r16	Q	0	servingCellId,160,0,-,- positionInDCI-r16,1116,0,-,- positionInDCI-ForSUL-r16,1117,1,-,- ci-PayloadSize-r16,1118,0,-,- timeFrequencyRegion-r16,1119,0,-,- uplinkCancellationPriority-v1610,1124,1,-,-	
T	INTEGER	i	0 125 0
T	INTEGER	i	0 125 0
T	ENUMERATED	e	n1,n2,n4,n5,n7,n8,n10,n14,n16,n20,n28,n32,n35,n42,n56,n112	-
T	SEQUENCE	Q	1	timeDurationForCI-r16,1120,1,-,- timeGranularityForCI-r16,1121,0,-,- frequencyRegionForCI-r16,1122,0,-,- deltaOffset-r16,1123,0,-,-	
T	ENUMERATED	e	n2,n4,n7,n14	-
T	ENUMERATED	e	n1,n2,n4,n7,n14,n28	-
T	INTEGER	i	0 37949 0
T	INTEGER	i	0 2 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	r15monitoringcapability,r16monitoringcapability	-
T	SearchSpaceSwitchConfig-r16	Q	0	cellGroupsForSwitchList-r16,1127,1,-,- searchSpaceSwitchDelay-r16,1129,1,-,-	
T	SEQUENCE OF	L	1128	1 4 0
T	CellGroupForSwitch-r16	L	160	1 16 0
T	INTEGER	i	10 52 0
T	SEQUENCE OF	L	632	1 10 0
T	ENUMERATED	e	r17monitoringcapability	-
T	SearchSpaceSwitchConfig-r17	Q	0	searchSpaceSwitchTimer-r17,1133,1,-,- searchSpaceSwitchDelay-r17,1134,1,-,-	
T	SCS-SpecificDuration-r17	i	1 166 0
T	INTEGER	i	10 52 0
T	SEQUENCE OF	L	1133	1 3 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	688	1 10 0
T	SetupRelease	C	0	release,1139,0,-,- setup,1140,0,-,-	
T	NULL	n
T	PDSCH-Config	Q	1	dataScramblingIdentityPDSCH,1141,1,-,- dmrs-DownlinkForPDSCH-MappingTypeA,1142,1,-,- dmrs-DownlinkForPDSCH-MappingTypeB,1142,1,-,- tci-StatesToAddModList,1162,1,-,- tci-StatesToReleaseList,1172,1,-,- vrb-ToPRB-Interleaver,1173,1,-,- resourceAllocation,1174,0,-,- pdsch-TimeDomainAllocationList,1175,1,-,- pdsch-AggregationFactor,1177,1,-,- rateMatchPatternToAddModList,1178,1,-,- rateMatchPatternToReleaseList,1179,1,-,- rateMatchPatternGroup1,1180,1,-,- rateMatchPatternGroup2,1180,1,-,- rbg-Size,1182,0,-,- mcs-Table,1183,1,-,- maxNrofCodeWordsScheduledByDCI,1184,1,-,- prb-BundlingType,1185,0,-,- zp-CSI-RS-ResourceToAddModList,1191,1,-,- zp-CSI-RS-ResourceToReleaseList,1226,1,-,- aperiodic-ZP-CSI-RS-ResourceSetsToAddModList,1227,1,-,- aperiodic-ZP-CSI-RS-ResourceSetsToReleaseList,1231,1,-,- sp-ZP-CSI-RS-ResourceSetsToAddModList,1232,1,-,- sp-ZP-CSI-RS-ResourceSetsToReleaseList,1233,1,-,- p-ZP-CSI-RS-ResourceSet,1234,1,-,-	gmaxMIMO-Layers-r16,1236,1,-,- minimumSchedulingOffsetK0-r16,1239,1,-,- antennaPortsFieldPresenceDCI-1-2-r16,1243,1,-,- aperiodicZP-CSI-RS-ResourceSetsToAddModListDCI-1-2-r16,1244,1,-,- aperiodicZP-CSI-RS-ResourceSetsToReleaseListDCI-1-2-r16,1245,1,-,- dmrs-DownlinkForPDSCH-MappingTypeA-DCI-1-2-r16,1142,1,-,- dmrs-DownlinkForPDSCH-MappingTypeB-DCI-1-2-r16,1142,1,-,- dmrs-SequenceInitializationDCI-1-2-r16,1246,1,-,- harq-ProcessNumberSizeDCI-1-2-r16,1247,1,-,- mcs-TableDCI-1-2-r16,1248,1,-,- numberOfBitsForRV-DCI-1-2-r16,1249,1,-,- pdsch-TimeDomainAllocationListDCI-1-2-r16,1250,1,-,- prb-BundlingTypeDCI-1-2-r16,1260,1,-,- priorityIndicatorDCI-1-2-r16,1266,1,-,- rateMatchPatternGroup1DCI-1-2-r16,1180,1,-,- rateMatchPatternGroup2DCI-1-2-r16,1180,1,-,- resourceAllocationType1GranularityDCI-1-2-r16,1267,1,-,- vrb-ToPRB-InterleaverDCI-1-2-r16,1268,1,-,- referenceOfSLIVDCI-1-2-r16,1269,1,-,- resourceAllocationDCI-1-2-r16,1270,1,-,- priorityIndicatorDCI-1-1-r16,1271,1,-,- dataScramblingIdentityPDSCH2-r16,1272,1,-,- pdsch-TimeDomainAllocationList-r16,1250,1,-,- repetitionSchemeConfig-r16,1273,1,-,-;grepetitionSchemeConfig-v1630,1286,1,-,-;gpdsch-HARQ-ACK-OneShotFeedbackDCI-1-2-r17,1294,1,-,- pdsch-HARQ-ACK-EnhType3DCI-1-2-r17,1295,1,-,- pdsch-HARQ-ACK-EnhType3DCI-Field-1-2-r17,1296,1,-,- pdsch-HARQ-ACK-RetxDCI-1-2-r17,1297,1,-,- pucch-sSCellDynDCI-1-2-r17,1298,1,-,- dl-OrJointTCI-StateList-r17,1299,1,-,- beamAppTime-r17,1304,1,-,- dummy,1305,1,-,- dmrs-FD-OCC-DisabledForRank1-PDSCH-r17,1310,1,-,- minimumSchedulingOffsetK0-r17,1311,1,-,- harq-ProcessNumberSizeDCI-1-2-v1700,1315,1,-,- harq-ProcessNumberSizeDCI-1-1-r17,1316,1,-,- mcs-Table-r17,1317,1,-,- mcs-TableDCI-1-2-r17,1318,1,-,- xOverheadMulticast-r17,1319,1,-,- priorityIndicatorDCI-4-2-r17,1320,1,-,- sizeDCI-4-2-r17,1321,1,-,-;gpdsch-TimeDomainAllocationListForMultiPDSCH-r17,1322,1,-,-;gadvancedReceiver-MU-MIMO-r18,1325,1,-,- pdsch-ConfigDCI-1-3-r18,1332,1,-,-;gpdsch-ConfigDCI-1-3-v1860,1340,1,-,-
T	INTEGER	i	0 1023 0
T	SetupRelease	C	0	release,1143,0,-,- setup,1144,0,-,-	
T	NULL	n
T	DMRS-DownlinkConfig	Q	1	dmrs-Type,1145,1,-,- dmrs-AdditionalPosition,1146,1,-,- maxLength,1147,1,-,- scramblingID0,1148,1,-,- scramblingID1,1149,1,-,- phaseTrackingRS,1150,1,-,-	gdmrs-Downlink-r16,1160,1,-,-;gdmrs-TypeEnh-r18,1161,1,-,-
T	ENUMERATED	e	type2	-
T	ENUMERATED	e	pos0,pos1,pos3	-
T	ENUMERATED	e	len2	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	SetupRelease	C	0	release,1151,0,-,- setup,1152,0,-,-	
T	NULL	n
T	PTRS-DownlinkConfig	Q	1	frequencyDensity,1153,1,-,- timeDensity,1155,1,-,- epre-Ratio,1157,1,-,- resourceElementOffset,1158,1,-,-	gmaxNrofPorts-r16,1159,1,-,-
T	SEQUENCE OF	L	1154	2 2 0
T	INTEGER	i	1 276 0
T	SEQUENCE OF	L	1156	3 3 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	offset01,offset10,offset11	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	1163	1 128 0
T	TCI-State	Q	1	tci-StateId,530,0,-,- qcl-Type1,1164,0,-,- qcl-Type2,1164,1,-,-	gadditionalPCI-r17,888,1,-,- pathlossReferenceRS-Id-r17,1169,1,-,- ul-powerControl-r17,1170,1,-,-;gtag-Id-ptr-r18,1171,1,-,-
T	QCL-Info	Q	1	cell,160,1,-,- bwp-Id,1165,1,-,- referenceSignal,1166,0,-,- qcl-Type,1168,0,-,-	
T	BWP-Id	i	0 4 0
T	CHOICE	C	0	csi-rs,1167,0,-,- ssb,1015,0,-,-	
T	NZP-CSI-RS-ResourceId	i	0 191 0
T	ENUMERATED	e	typeA,typeB,typeC,typeD	-
T	PathlossReferenceRS-Id-r17	i	0 63 0
T	Uplink-powerControlId-r17	i	1 64 0
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	530	1 128 0
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	SetupRelease	C	0	release,1176,0,-,- setup,697,0,-,-	
T	NULL	n
T	ENUMERATED	e	n2,n4,n8	-
T	SEQUENCE OF	L	923	1 4 0
T	SEQUENCE OF	L	924	1 4 0
T	RateMatchPatternGroup	L	1181	1 8 0
T	CHOICE	C	0	cellLevel,924,0,-,- bwpLevel,924,0,-,-	
T	ENUMERATED	e	config1,config2	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	n1,n2	-
T	CHOICE	C	0	staticBundling,1186,0,-,- dynamicBundling,1188,0,-,-	
T	SEQUENCE	Q	0	bundleSize,1187,1,-,-	
T	ENUMERATED	e	n4,wideband	-
T	SEQUENCE	Q	0	bundleSizeSet1,1189,1,-,- bundleSizeSet2,1190,1,-,-	
T	ENUMERATED	e	n4,wideband,n2-wideband,n4-wideband	-
T	ENUMERATED	e	n4,wideband	-
T	SEQUENCE OF	L	1192	1 32 0
T	ZP-CSI-RS-Resource	Q	1	zp-CSI-RS-ResourceId,1193,0,-,- resourceMapping,1194,0,-,- periodicityAndOffset,1212,1,-,-	
T	ZP-CSI-RS-ResourceId	i	0 31 0
T	CSI-RS-ResourceMapping	Q	1	frequencyDomainAllocation,1195,0,-,- nrofPorts,1200,0,-,- firstOFDMSymbolInTimeDomain,1201,0,-,- firstOFDMSymbolInTimeDomain2,1202,1,-,- cdm-Type,1203,0,-,- density,1204,0,-,- freqBand,1209,0,-,-	
T	CHOICE	C	0	row1,1196,0,-,- row2,1197,0,-,- row4,1198,0,-,- other,1199,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	12 12 0
T	BIT STRING	B	3 3 0
T	BIT STRING	B	6 6 0
T	ENUMERATED	e	p1,p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	0 13 0
T	INTEGER	i	2 12 0
T	ENUMERATED	e	noCDM,fd-CDM2,cdm4-FD2-TD2,cdm8-FD2-TD4	-
T	CHOICE	C	0	dot5,1205,0,-,- one,1206,0,-,- three,1207,0,-,- spare,1208,0,-,-	
T	ENUMERATED	e	evenPRBs,oddPRBs	-
T	NULL	n
T	NULL	n
T	NULL	n
T	CSI-FrequencyOccupation	Q	1	startingRB,1210,0,-,- nrofRBs,1211,0,-,-	
T	INTEGER	i	0 274 0
T	INTEGER	i	24 276 0
T	CSI-ResourcePeriodicityAndOffset	C	0	slots4,1213,0,-,- slots5,1214,0,-,- slots8,1215,0,-,- slots10,1216,0,-,- slots16,1217,0,-,- slots20,1218,0,-,- slots32,1219,0,-,- slots40,1220,0,-,- slots64,1221,0,-,- slots80,1222,0,-,- slots160,1223,0,-,- slots320,1224,0,-,- slots640,1225,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	SEQUENCE OF	L	1193	1 32 0
T	SEQUENCE OF	L	1228	1 16 0
T	ZP-CSI-RS-ResourceSet	Q	1	zp-CSI-RS-ResourceSetId,1229,0,-,- zp-CSI-RS-ResourceIdList,1230,0,-,-	
T	ZP-CSI-RS-ResourceSetId	i	0 15 0
T	SEQUENCE OF	L	1193	1 16 0
T	SEQUENCE OF	L	1229	1 16 0
T	SEQUENCE OF	L	1228	1 16 0
T	SEQUENCE OF	L	1229	1 16 0
T	SetupRelease	C	0	release,1235,0,-,- setup,1228,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,1237,0,-,- setup,1238,0,-,-	
T	NULL	n
T	MaxMIMO-LayersDL-r16	i	1 8 0
T	SetupRelease	C	0	release,1240,0,-,- setup,1241,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK0-Values-r16	L	1242	1 2 0
T	INTEGER	i	0 16 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	1228	1 16 0
T	SEQUENCE OF	L	1229	1 16 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 4 0
T	ENUMERATED	e	qam256,qam64LowSE	-
T	INTEGER	i	0 2 0
T	SetupRelease	C	0	release,1251,0,-,- setup,1252,0,-,-	
T	NULL	n
T	PDSCH-TimeDomainResourceAllocationList-r16	L	1253	1 16 0
T	PDSCH-TimeDomainResourceAllocation-r16	Q	1	k0-r16,1254,1,-,- mappingType-r16,1255,0,-,- startSymbolAndLength-r16,1256,0,-,- repetitionNumber-r16,1257,1,-,-	gk0-v1710,1258,1,-,-;grepetitionNumber-v1730,1259,1,-,-
T	INTEGER	i	0 32 0
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 127 0
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	INTEGER	i	33 128 0
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	CHOICE	C	0	staticBundling-r16,1261,0,-,- dynamicBundling-r16,1263,0,-,-	
T	SEQUENCE	Q	0	bundleSize-r16,1262,1,-,-	
T	ENUMERATED	e	n4,wideband	-
T	SEQUENCE	Q	0	bundleSizeSet1-r16,1264,1,-,- bundleSizeSet2-r16,1265,1,-,-	
T	ENUMERATED	e	n4,wideband,n2-wideband,n4-wideband	-
T	ENUMERATED	e	n4,wideband	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 1023 0
T	SetupRelease	C	0	release,1274,0,-,- setup,1275,0,-,-	
T	NULL	n
T	RepetitionSchemeConfig-r16	C	0	fdm-TDM-r16,1276,0,-,- slotBased-r16,1281,0,-,-	
T	SetupRelease	C	0	release,1277,0,-,- setup,1278,0,-,-	
T	NULL	n
T	FDM-TDM-r16	Q	0	repetitionScheme-r16,1279,0,-,- startingSymbolOffsetK-r16,1280,1,-,-	
T	ENUMERATED	e	fdmSchemeA,fdmSchemeB,tdmSchemeA	-
T	INTEGER	i	0 7 0
T	SetupRelease	C	0	release,1282,0,-,- setup,1283,0,-,-	
T	NULL	n
T	SlotBased-r16	Q	0	tciMapping-r16,1284,0,-,- sequenceOffsetForRV-r16,1285,0,-,-	
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	INTEGER	i	1 3 0
T	SetupRelease	C	0	release,1287,0,-,- setup,1288,0,-,-	
T	NULL	n
T	RepetitionSchemeConfig-v1630	Q	0	slotBased-v1630,1289,0,-,-	
T	SetupRelease	C	0	release,1290,0,-,- setup,1291,0,-,-	
T	NULL	n
T	SlotBased-v1630	Q	0	tciMapping-r16,1292,0,-,- sequenceOffsetForRV-r16,1293,0,-,-	
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	INTEGER	i	0 0 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	CHOICE	C	0	explicitlist,1300,0,-,- unifiedTCI-StateRef-r17,1303,0,-,-	
T	SEQUENCE	Q	0	dl-OrJointTCI-StateToAddModList-r17,1301,1,-,- dl-OrJointTCI-StateToReleaseList-r17,1302,1,-,-	
T	SEQUENCE OF	L	1163	1 128 0
T	SEQUENCE OF	L	530	1 128 0
T	ServingCellAndBWP-Id-r17	Q	0	servingcell-r17,160,0,-,- bwp-r17,1165,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n7,n14,n28,n42,n56,n70,n84,n98,n112,n224,n336,spare2,spare1	-
T	SetupRelease	C	0	release,1306,0,-,- setup,1307,0,-,-	
T	NULL	n
T	Dummy-TDRA-List	L	1308	1 16 0
T	MultiPDSCH-TDRA-r17	Q	1	pdsch-TDRA-List-r17,1309,0,-,-	
T	SEQUENCE OF	L	1253	1 8 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,1312,0,-,- setup,1313,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK0-Values-r17	L	1314	1 2 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 5 0
T	INTEGER	i	5 5 0
T	ENUMERATED	e	qam1024	-
T	ENUMERATED	e	qam1024	-
T	ENUMERATED	e	xOh6,xOh12,xOh18	-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	20 140 0
T	SetupRelease	C	0	release,1323,0,-,- setup,1324,0,-,-	
T	NULL	n
T	MultiPDSCH-TDRA-List-r17	L	1308	1 64 0
T	SetupRelease	C	0	release,1326,0,-,- setup,1327,0,-,-	
T	NULL	n
T	AdvancedReceiver-MU-MIMO-r18	Q	1	precodingAndResourceAllocation-r18,1328,1,-,- pdsch-TimeDomainAllocation-r18,1329,1,-,- mcs-Table-r18,1330,1,-,- advReceiver-MU-MIMO-DCI-1-1-r18,1331,1,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	qam1024,qam256,qam64,spare1	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1333,0,-,- setup,1334,0,-,-	
T	NULL	n
T	PDSCH-ConfigDCI-1-3-r18	Q	0	resourceAllocationDCI-1-3-r18,1335,1,-,- rbg-SizeDCI-1-3-r18,1336,1,-,- resourceAllocationType1GranularityDCI-1-3-r18,1337,1,-,- numberOfBitsForRV-DCI-1-3-r18,1338,1,-,- harq-ProcessNumberSizeDCI-1-3-r18,1339,1,-,-	
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	config1,config2,config3,spare1	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	INTEGER	i	0 2 0
T	INTEGER	i	0 5 0
T	SetupRelease	C	0	release,1341,0,-,- setup,1342,0,-,-	
T	NULL	n
T	PDSCH-ConfigDCI-1-3-v1860	Q	0	enabledDefaultBeamForMultiCellScheduling-r18,1343,0,-,-	
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1345,0,-,- setup,1346,0,-,-	
T	NULL	n
T	SPS-Config	Q	1	periodicity,1347,0,-,- nrofHARQ-Processes,1348,0,-,- n1PUCCH-AN,1349,1,-,- mcs-Table,1350,1,-,-	gsps-ConfigIndex-r16,1351,1,-,- harq-ProcID-Offset-r16,1352,1,-,- periodicityExt-r16,1353,1,-,- harq-CodebookID-r16,1354,1,-,- pdsch-AggregationFactor-r16,1355,1,-,-;gsps-HARQ-Deferral-r17,1356,1,-,- n1PUCCH-AN-PUCCHsSCell-r17,1349,1,-,- periodicityExt-r17,1357,1,-,- nrofHARQ-Processes-v1710,1358,1,-,- harq-ProcID-Offset-v1700,1359,1,-,-
T	ENUMERATED	e	ms10,ms20,ms32,ms40,ms64,ms80,ms128,ms160,ms320,ms640,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 8 0
T	PUCCH-ResourceId	i	0 127 0
T	ENUMERATED	e	qam64LowSE	-
T	SPS-ConfigIndex-r16	i	0 7 0
T	INTEGER	i	0 15 0
T	INTEGER	i	1 5120 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n1,n2,n4,n8	-
T	INTEGER	i	1 32 0
T	INTEGER	i	1 40960 0
T	INTEGER	i	9 32 0
T	INTEGER	i	16 31 0
T	SetupRelease	C	0	release,1361,0,-,- setup,1362,0,-,-	
T	NULL	n
T	RadioLinkMonitoringConfig	Q	1	failureDetectionResourcesToAddModList,1363,1,-,- failureDetectionResourcesToReleaseList,1368,1,-,- beamFailureInstanceMaxCount,1369,1,-,- beamFailureDetectionTimer,1370,1,-,-	gbeamFailure-r17,1371,1,-,-
T	SEQUENCE OF	L	1364	1 10 0
T	RadioLinkMonitoringRS	Q	1	radioLinkMonitoringRS-Id,1365,0,-,- purpose,1366,0,-,- detectionResource,1367,0,-,-	
T	RadioLinkMonitoringRS-Id	i	0 9 0
T	ENUMERATED	e	beamFailure,rlf,both	-
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	SEQUENCE OF	L	1365	1 10 0
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	pbfd1,pbfd2,pbfd3,pbfd4,pbfd5,pbfd6,pbfd8,pbfd10	-
T	BeamFailureDetection-r17	Q	0	failureDetectionSet1-r17,1372,1,-,- failureDetectionSet2-r17,1372,1,-,- additionalPCI-r17,888,1,-,-	
T	BeamFailureDetectionSet-r17	Q	1	bfdResourcesToAddModList-r17,1373,1,-,- bfdResourcesToReleaseList-r17,1377,1,-,- beamFailureInstanceMaxCount-r17,1378,1,-,- beamFailureDetectionTimer-r17,1379,1,-,-	
T	SEQUENCE OF	L	1374	1 64 0
T	BeamLinkMonitoringRS-r17	Q	1	beamLinkMonitoringRS-Id-r17,1375,0,-,- detectionResource-r17,1376,0,-,-	
T	BeamLinkMonitoringRS-Id-r17	i	0 63 0
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	SEQUENCE OF	L	1375	1 64 0
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	pbfd1,pbfd2,pbfd3,pbfd4,pbfd5,pbfd6,pbfd8,pbfd10	-
T	SPS-ConfigToAddModList-r16	L	1346	1 8 0
T	SPS-ConfigToReleaseList-r16	L	1351	1 8 0
T	SPS-ConfigDeactivationStateList-r16	L	1383	1 16 0
T	SPS-ConfigDeactivationState-r16	L	1351	1 8 0
T	SetupRelease	C	0	release,1385,0,-,- setup,1386,0,-,-	
T	NULL	n
T	BeamFailureRecoveryRSConfig-r16	Q	1	rsrp-ThresholdBFR-r16,743,1,-,- candidateBeamRS-List-r16,1387,1,-,-	gcandidateBeamRS-List2-r17,1390,1,-,-
T	SEQUENCE OF	L	1388	1 64 0
T	CandidateBeamRS-r16	Q	0	candidateBeamConfig-r16,1389,0,-,- servingCellId,160,1,-,-	
T	CHOICE	C	0	ssb-r16,1015,0,-,- csi-RS-r16,1167,0,-,-	
T	SEQUENCE OF	L	1388	1 64 0
T	BIT STRING	B	8 8 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,1394,0,-,- setup,1395,0,-,-	
T	NULL	n
T	CFR-ConfigMulticast-r17	Q	0	locationAndBandwidthMulticast-r17,1396,1,-,- pdcch-ConfigMulticast-r17,1076,1,-,- pdsch-ConfigMulticast-r17,1140,1,-,- sps-ConfigMulticastToAddModList-r17,1397,1,-,- sps-ConfigMulticastToReleaseList-r17,1398,1,-,-	
T	INTEGER	i	0 37949 0
T	SPS-ConfigMulticastToAddModList-r17	L	1346	1 8 0
T	SPS-ConfigMulticastToReleaseList-r17	L	1351	1 8 0
T	DL-PPW-PreConfigToAddModList-r17	L	1400	1 4 0
T	DL-PPW-PreConfig-r17	Q	0	dl-PPW-ID-r17,1401,0,-,- dl-PPW-PeriodicityAndStartSlot-r17,1402,0,-,- length-r17,1475,0,-,- type-r17,1476,1,-,- priority-r17,1477,1,-,-	
T	DL-PPW-ID-r17	i	0 15 0
T	DL-PPW-PeriodicityAndStartSlot-r17	C	1	scs15,1403,0,-,- scs30,1421,0,-,- scs60,1439,0,-,- scs120,1457,0,-,-	
T	CHOICE	C	1	n4,1404,0,-,- n5,1405,0,-,- n8,1406,0,-,- n10,1407,0,-,- n16,1408,0,-,- n20,1409,0,-,- n32,1410,0,-,- n40,1411,0,-,- n64,1412,0,-,- n80,1413,0,-,- n160,1414,0,-,- n320,1415,0,-,- n640,1416,0,-,- n1280,1417,0,-,- n2560,1418,0,-,- n5120,1419,0,-,- n10240,1420,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	CHOICE	C	1	n8,1422,0,-,- n10,1423,0,-,- n16,1424,0,-,- n20,1425,0,-,- n32,1426,0,-,- n40,1427,0,-,- n64,1428,0,-,- n80,1429,0,-,- n128,1430,0,-,- n160,1431,0,-,- n320,1432,0,-,- n640,1433,0,-,- n1280,1434,0,-,- n2560,1435,0,-,- n5120,1436,0,-,- n10240,1437,0,-,- n20480,1438,0,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	CHOICE	C	1	n16,1440,0,-,- n20,1441,0,-,- n32,1442,0,-,- n40,1443,0,-,- n64,1444,0,-,- n80,1445,0,-,- n128,1446,0,-,- n160,1447,0,-,- n256,1448,0,-,- n320,1449,0,-,- n640,1450,0,-,- n1280,1451,0,-,- n2560,1452,0,-,- n5120,1453,0,-,- n10240,1454,0,-,- n20480,1455,0,-,- n40960,1456,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	INTEGER	i	0 40959 0
T	CHOICE	C	1	n32,1458,0,-,- n40,1459,0,-,- n64,1460,0,-,- n80,1461,0,-,- n128,1462,0,-,- n160,1463,0,-,- n256,1464,0,-,- n320,1465,0,-,- n512,1466,0,-,- n640,1467,0,-,- n1280,1468,0,-,- n2560,1469,0,-,- n5120,1470,0,-,- n10240,1471,0,-,- n20480,1472,0,-,- n40960,1473,0,-,- n81920,1474,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	INTEGER	i	0 40959 0
T	INTEGER	i	0 81919 0
T	INTEGER	i	1 160 0
T	ENUMERATED	e	type1A,type1B,type2	-
T	ENUMERATED	e	st1,st2,st3	-
T	DL-PPW-PreConfigToReleaseList-r17	L	1401	1 4 0
T	NonCellDefiningSSB-r17	Q	1	absoluteFrequencySSB-r17,4,0,-,- ssb-Periodicity-r17,1480,1,-,- ssb-TimeOffset-r17,1481,1,-,-	
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	ENUMERATED	e	ms5,ms10,ms15,ms20,ms40,ms80,spare2,spare1	-
T	MeasObjectId	i	1 64 0
T	SetupRelease	C	0	release,1484,0,-,- setup,1485,0,-,-	
T	NULL	n
T	TCI-InDCI-r18	Q	0	tci-SelectionPresentInDCI-r18,1486,1,-,- applyIndicatedTCI-StateDCI-1-0-r18,1487,1,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second,both,spare1	-
T	SEQUENCE OF	L	1165	1 4 0
T	SEQUENCE OF	L	1490	1 4 0
T	BWP-Downlink	Q	1	bwp-Id,1165,0,-,- bwp-Common,510,1,-,- bwp-Dedicated,1073,1,-,-	
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	UplinkConfig	Q	1	initialUplinkBWP,1493,1,-,- uplinkBWP-ToReleaseList,2349,1,-,- uplinkBWP-ToAddModList,2350,1,-,- firstActiveUplinkBWP-Id,1165,1,-,- pusch-ServingCellConfig,2352,1,-,- carrierSwitching,2375,1,-,-	gpowerBoostPi2BPSK,2388,1,-,- uplinkChannelBW-PerSCS-List,2389,1,-,-;genablePL-RS-UpdateForPUSCH-SRS-r16,2390,1,-,- enableDefaultBeamPL-ForPUSCH0-0-r16,2391,1,-,- enableDefaultBeamPL-ForPUCCH-r16,2392,1,-,- enableDefaultBeamPL-ForSRS-r16,2393,1,-,- uplinkTxSwitching-r16,2394,1,-,- mpr-PowerBoost-FR2-r16,2399,1,-,-;gsrs-PosTx-Hopping-r18,2400,1,-,- enablePL-RS-UpdateForType1CG-PUSCH-r18,2415,1,-,- powerBoostPi2BPSK-r18,2416,1,-,- powerBoostQPSK-r18,2417,1,-,-
T	BWP-UplinkDedicated	Q	1	pucch-Config,1494,1,-,- pusch-Config,1703,1,-,- configuredGrantConfig,1956,1,-,- srs-Config,2080,1,-,- beamFailureRecoveryConfig,2304,1,-,-	gsl-PUCCH-Config-r16,1494,1,-,- cp-ExtensionC2-r16,2323,1,-,- cp-ExtensionC3-r16,2324,1,-,- useInterlacePUCCH-PUSCH-r16,2325,1,-,- pucch-ConfigurationList-r16,2326,1,-,- lbt-FailureRecoveryConfig-r16,2329,1,-,- configuredGrantConfigToAddModList-r16,2334,1,-,- configuredGrantConfigToReleaseList-r16,2335,1,-,- configuredGrantConfigType2DeactivationStateList-r16,2336,1,-,-;gul-TCI-StateList-r17,2338,1,-,- ul-powerControl-r17,1170,1,-,- pucch-ConfigurationListMulticast1-r17,2326,1,-,- pucch-ConfigurationListMulticast2-r17,2326,1,-,-;gpucch-ConfigMulticast1-r17,1494,1,-,- pucch-ConfigMulticast2-r17,1494,1,-,-;gpathlossReferenceRSToAddModList-r17,2345,1,-,- pathlossReferenceRSToReleaseList-r17,2348,1,-,-
T	SetupRelease	C	0	release,1495,0,-,- setup,1496,0,-,-	
T	NULL	n
T	PUCCH-Config	Q	1	resourceSetToAddModList,1497,1,-,- resourceSetToReleaseList,1502,1,-,- resourceToAddModList,1503,1,-,- resourceToReleaseList,1530,1,-,- format1,1531,1,-,- format2,1531,1,-,- format3,1531,1,-,- format4,1531,1,-,- schedulingRequestResourceToAddModList,1540,1,-,- schedulingRequestResourceToReleaseList,1559,1,-,- multi-CSI-PUCCH-ResourceList,1560,1,-,- dl-DataToUL-ACK,1561,1,-,- spatialRelationInfoToAddModList,1563,1,-,- spatialRelationInfoToReleaseList,1572,1,-,- pucch-PowerControl,1573,1,-,-	gresourceToAddModListExt-v1610,1592,1,-,- dl-DataToUL-ACK-r16,1617,1,-,- ul-AccessConfigListDCI-1-1-r16,1621,1,-,- subslotLengthForPUCCH-r16,1625,1,-,- dl-DataToUL-ACK-DCI-1-2-r16,1628,1,-,- numberOfBitsForPUCCH-ResourceIndicatorDCI-1-2-r16,1632,1,-,- dmrs-UplinkTransformPrecodingPUCCH-r16,1633,1,-,- spatialRelationInfoToAddModListSizeExt-v1610,1634,1,-,- spatialRelationInfoToReleaseListSizeExt-v1610,1635,1,-,- spatialRelationInfoToAddModListExt-v1610,1636,1,-,- spatialRelationInfoToReleaseListExt-v1610,1639,1,-,- resourceGroupToAddModList-r16,1641,1,-,- resourceGroupToReleaseList-r16,1645,1,-,- sps-PUCCH-AN-List-r16,1646,1,-,- schedulingRequestResourceToAddModListExt-v1610,1651,1,-,-;gformat0-r17,1531,1,-,- format2Ext-r17,1654,1,-,- format3Ext-r17,1654,1,-,- format4Ext-r17,1654,1,-,- ul-AccessConfigListDCI-1-2-r17,1657,1,-,- mappingPattern-r17,1661,1,-,- powerControlSetInfoToAddModList-r17,1662,1,-,- powerControlSetInfoToReleaseList-r17,1667,1,-,- secondTPCFieldDCI-1-1-r17,1668,1,-,- secondTPCFieldDCI-1-2-r17,1669,1,-,- dl-DataToUL-ACK-r17,1670,1,-,- dl-DataToUL-ACK-DCI-1-2-r17,1674,1,-,- ul-AccessConfigListDCI-1-1-r17,1678,1,-,- schedulingRequestResourceToAddModListExt-v1700,1682,1,-,- dmrs-BundlingPUCCH-Config-r17,1688,1,-,- dl-DataToUL-ACK-v1700,1695,1,-,- dl-DataToUL-ACK-MulticastDCI-Format4-1-r17,1699,1,-,- sps-PUCCH-AN-ListMulticast-r17,1646,1,-,-
T	SEQUENCE OF	L	1498	1 4 0
T	PUCCH-ResourceSet	Q	0	pucch-ResourceSetId,1499,0,-,- resourceList,1500,0,-,- maxPayloadSize,1501,1,-,-	
T	PUCCH-ResourceSetId	i	0 3 0
T	SEQUENCE OF	L	1349	1 32 0
T	INTEGER	i	4 256 0
T	SEQUENCE OF	L	1499	1 4 0
T	SEQUENCE OF	L	1504	1 128 0
T	PUCCH-Resource	Q	0	pucch-ResourceId,1349,0,-,- startingPRB,1505,0,-,- intraSlotFrequencyHopping,1506,1,-,- secondHopPRB,1505,1,-,- format,1507,0,-,-	
T	PRB-Id	i	0 274 0
T	ENUMERATED	e	enabled	-
T	CHOICE	C	0	format0,1508,0,-,- format1,1512,0,-,- format2,1517,0,-,- format3,1521,0,-,- format4,1525,0,-,-	
T	PUCCH-format0	Q	0	initialCyclicShift,1509,0,-,- nrofSymbols,1510,0,-,- startingSymbolIndex,1511,0,-,-	
T	INTEGER	i	0 11 0
T	INTEGER	i	1 2 0
T	INTEGER	i	0 13 0
T	PUCCH-format1	Q	0	initialCyclicShift,1513,0,-,- nrofSymbols,1514,0,-,- startingSymbolIndex,1515,0,-,- timeDomainOCC,1516,0,-,-	
T	INTEGER	i	0 11 0
T	INTEGER	i	4 14 0
T	INTEGER	i	0 10 0
T	INTEGER	i	0 6 0
T	PUCCH-format2	Q	0	nrofPRBs,1518,0,-,- nrofSymbols,1519,0,-,- startingSymbolIndex,1520,0,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	INTEGER	i	0 13 0
T	PUCCH-format3	Q	0	nrofPRBs,1522,0,-,- nrofSymbols,1523,0,-,- startingSymbolIndex,1524,0,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	4 14 0
T	INTEGER	i	0 10 0
T	PUCCH-format4	Q	0	nrofSymbols,1526,0,-,- occ-Length,1527,0,-,- occ-Index,1528,0,-,- startingSymbolIndex,1529,0,-,-	
T	INTEGER	i	4 14 0
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3	-
T	INTEGER	i	0 10 0
T	SEQUENCE OF	L	1349	1 128 0
T	SetupRelease	C	0	release,1532,0,-,- setup,1533,0,-,-	
T	NULL	n
T	PUCCH-FormatConfig	Q	0	interslotFrequencyHopping,1534,1,-,- additionalDMRS,1535,1,-,- maxCodeRate,1536,1,-,- nrofSlots,1537,1,-,- pi2BPSK,1538,1,-,- simultaneousHARQ-ACK-CSI,1539,1,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	PUCCH-MaxCodeRate	e	zeroDot08,zeroDot15,zeroDot25,zeroDot35,zeroDot45,zeroDot60,zeroDot80	-
T	ENUMERATED	e	n2,n4,n8	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	1541	1 8 0
T	SchedulingRequestResourceConfig	Q	0	schedulingRequestResourceId,1542,0,-,- schedulingRequestID,166,0,-,- periodicityAndOffset,1543,1,-,- resource,1349,1,-,-	
T	SchedulingRequestResourceId	i	1 8 0
T	CHOICE	C	0	sym2,1544,0,-,- sym6or7,1545,0,-,- sl1,1546,0,-,- sl2,1547,0,-,- sl4,1548,0,-,- sl5,1549,0,-,- sl8,1550,0,-,- sl10,1551,0,-,- sl16,1552,0,-,- sl20,1553,0,-,- sl40,1554,0,-,- sl80,1555,0,-,- sl160,1556,0,-,- sl320,1557,0,-,- sl640,1558,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	SEQUENCE OF	L	1542	1 8 0
T	SEQUENCE OF	L	1349	1 2 0
T	SEQUENCE OF	L	1562	1 8 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	1564	1 8 0
T	PUCCH-SpatialRelationInfo	Q	0	pucch-SpatialRelationInfoId,1565,0,-,- servingCellId,160,1,-,- referenceSignal,1566,0,-,- pucch-PathlossReferenceRS-Id,1569,0,-,- p0-PUCCH-Id,1570,0,-,- closedLoopIndex,1571,0,-,-	
T	PUCCH-SpatialRelationInfoId	i	1 8 0
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,- srs,1567,0,-,-	
T	PUCCH-SRS	Q	0	resource,1568,0,-,- uplinkBWP,1165,0,-,-	
T	SRS-ResourceId	i	0 63 0
T	PUCCH-PathlossReferenceRS-Id	i	0 3 0
T	P0-PUCCH-Id	i	1 8 0
T	ENUMERATED	e	i0,i1	-
T	SEQUENCE OF	L	1565	1 8 0
T	PUCCH-PowerControl	Q	1	deltaF-PUCCH-f0,1574,1,-,- deltaF-PUCCH-f1,1575,1,-,- deltaF-PUCCH-f2,1576,1,-,- deltaF-PUCCH-f3,1577,1,-,- deltaF-PUCCH-f4,1578,1,-,- p0-Set,1579,1,-,- pathlossReferenceRSs,1582,1,-,- twoPUCCH-PC-AdjustmentStates,1585,1,-,-	gpathlossReferenceRSs-v1610,1586,1,-,-
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	SEQUENCE OF	L	1580	1 8 0
T	P0-PUCCH	Q	0	p0-PUCCH-Id,1570,0,-,- p0-PUCCH-Value,1581,0,-,-	
T	INTEGER	i	-16 15 0
T	SEQUENCE OF	L	1583	1 4 0
T	PUCCH-PathlossReferenceRS	Q	0	pucch-PathlossReferenceRS-Id,1569,0,-,- referenceSignal,1584,0,-,-	
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	ENUMERATED	e	twoStates	-
T	SetupRelease	C	0	release,1587,0,-,- setup,1588,0,-,-	
T	NULL	n
T	PathlossReferenceRSs-v1610	L	1589	1 60 0
T	PUCCH-PathlossReferenceRS-r16	Q	0	pucch-PathlossReferenceRS-Id-r16,1590,0,-,- referenceSignal-r16,1591,0,-,-	
T	PUCCH-PathlossReferenceRS-Id-v1610	i	4 63 0
T	CHOICE	C	0	ssb-Index-r16,1015,0,-,- csi-RS-Index-r16,1167,0,-,-	
T	SEQUENCE OF	L	1593	1 128 0
T	PUCCH-ResourceExt-v1610	Q	1	interlaceAllocation-r16,1594,1,-,- format-v1610,1599,1,-,-	gformat-v1700,1604,1,-,- pucch-RepetitionNrofSlots-r17,1606,1,-,-;gapplyIndicatedTCI-State-r18,1607,1,-,- multipanelSFN-Scheme-r18,1608,1,-,- dl-DataToUL-ACK-r18,1609,1,-,- dl-DataToUL-ACK-DCI-1-2-r18,1613,1,-,-
T	SEQUENCE	Q	0	rb-SetIndex-r16,1595,0,-,- interlace0-r16,1596,0,-,-	
T	INTEGER	i	0 4 0
T	CHOICE	C	0	scs15,1597,0,-,- scs30,1598,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 4 0
T	CHOICE	C	0	interlace1-v1610,1600,0,-,- occ-v1610,1601,0,-,-	
T	INTEGER	i	0 9 0
T	SEQUENCE	Q	0	occ-Length-v1610,1602,1,-,- occ-Index-v1610,1603,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3	-
T	SEQUENCE	Q	0	nrofPRBs-r17,1605,0,-,-	
T	INTEGER	i	1 16 0
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	first,second,both,spare1	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1610,0,-,- setup,1611,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-r18	L	1612	1 8 0
T	INTEGER	i	0 31 0
T	SetupRelease	C	0	release,1614,0,-,- setup,1615,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-DCI-1-2-r18	L	1616	1 8 0
T	INTEGER	i	0 31 0
T	SetupRelease	C	0	release,1618,0,-,- setup,1619,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-r16	L	1620	1 8 0
T	INTEGER	i	-1 15 0
T	SetupRelease	C	0	release,1622,0,-,- setup,1623,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-1-1-r16	L	1624	1 16 0
T	INTEGER	i	0 15 0
T	CHOICE	C	0	normalCP-r16,1626,0,-,- extendedCP-r16,1627,0,-,-	
T	ENUMERATED	e	n2,n7	-
T	ENUMERATED	e	n2,n6	-
T	SetupRelease	C	0	release,1629,0,-,- setup,1630,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-DCI-1-2-r16	L	1631	1 8 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	1564	1 56 0
T	SEQUENCE OF	L	1565	1 56 0
T	SEQUENCE OF	L	1637	1 64 0
T	PUCCH-SpatialRelationInfoExt-r16	Q	1	pucch-SpatialRelationInfoId-v1610,1638,1,-,- pucch-PathlossReferenceRS-Id-v1610,1590,1,-,-	
T	PUCCH-SpatialRelationInfoId-v1610	i	9 64 0
T	SEQUENCE OF	L	1640	1 64 0
T	PUCCH-SpatialRelationInfoId-r16	i	1 64 0
T	SEQUENCE OF	L	1642	1 4 0
T	PUCCH-ResourceGroup-r16	Q	0	pucch-ResourceGroupId-r16,1643,0,-,- resourcePerGroupList-r16,1644,0,-,-	
T	PUCCH-ResourceGroupId-r16	i	0 3 0
T	SEQUENCE OF	L	1349	1 128 0
T	SEQUENCE OF	L	1643	1 4 0
T	SetupRelease	C	0	release,1647,0,-,- setup,1648,0,-,-	
T	NULL	n
T	SPS-PUCCH-AN-List-r16	L	1649	1 4 0
T	SPS-PUCCH-AN-r16	Q	0	sps-PUCCH-AN-ResourceID-r16,1349,0,-,- maxPayloadSize-r16,1650,1,-,-	
T	INTEGER	i	4 256 0
T	SEQUENCE OF	L	1652	1 8 0
T	SchedulingRequestResourceConfigExt-v1610	Q	1	phy-PriorityIndex-r16,1653,1,-,-	
T	ENUMERATED	e	p0,p1	-
T	SetupRelease	C	0	release,1655,0,-,- setup,1656,0,-,-	
T	NULL	n
T	PUCCH-FormatConfigExt-r17	Q	1	maxCodeRateLP-r17,1536,1,-,-	
T	SetupRelease	C	0	release,1658,0,-,- setup,1659,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-1-2-r17	L	1660	1 16 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	SEQUENCE OF	L	1663	1 8 0
T	PUCCH-PowerControlSetInfo-r17	Q	0	pucch-PowerControlSetInfoId-r17,1664,0,-,- p0-PUCCH-Id-r17,1570,0,-,- pucch-ClosedLoopIndex-r17,1665,0,-,- pucch-PathlossReferenceRS-Id-r17,1666,0,-,-	
T	PUCCH-PowerControlSetInfoId-r17	i	1 8 0
T	ENUMERATED	e	i0,i1	-
T	PUCCH-PathlossReferenceRS-Id-r17	i	0 7 0
T	SEQUENCE OF	L	1664	1 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1671,0,-,- setup,1672,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-r17	L	1673	1 8 0
T	INTEGER	i	-1 127 0
T	SetupRelease	C	0	release,1675,0,-,- setup,1676,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-DCI-1-2-r17	L	1677	1 8 0
T	INTEGER	i	0 127 0
T	SetupRelease	C	0	release,1679,0,-,- setup,1680,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-1-1-r17	L	1681	1 3 0
T	INTEGER	i	0 2 0
T	SEQUENCE OF	L	1683	1 8 0
T	SchedulingRequestResourceConfigExt-v1700	Q	0	periodicityAndOffset-r17,1684,1,-,-	
T	CHOICE	C	0	sl1280,1685,0,-,- sl2560,1686,0,-,- sl5120,1687,0,-,-	
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	SetupRelease	C	0	release,1689,0,-,- setup,1690,0,-,-	
T	NULL	n
T	DMRS-BundlingPUCCH-Config-r17	Q	1	pucch-DMRS-Bundling-r17,1691,1,-,- pucch-TimeDomainWindowLength-r17,1692,1,-,- pucch-WindowRestart-r17,1693,1,-,- pucch-FrequencyHoppingInterval-r17,1694,1,-,-	
T	ENUMERATED	e	enabled	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	s2,s4,s5,s10	-
T	SetupRelease	C	0	release,1696,0,-,- setup,1697,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-v1700	L	1698	1 8 0
T	INTEGER	i	16 31 0
T	SetupRelease	C	0	release,1700,0,-,- setup,1701,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-MulticastDCI-Format4-1-r17	L	1702	1 8 0
T	INTEGER	i	0 15 0
T	SetupRelease	C	0	release,1704,0,-,- setup,1705,0,-,-	
T	NULL	n
T	PUSCH-Config	Q	1	dataScramblingIdentityPUSCH,1706,1,-,- txConfig,1707,1,-,- dmrs-UplinkForPUSCH-MappingTypeA,1708,1,-,- dmrs-UplinkForPUSCH-MappingTypeB,1708,1,-,- pusch-PowerControl,1744,1,-,- frequencyHopping,1764,1,-,- frequencyHoppingOffsetLists,1765,1,-,- resourceAllocation,1767,0,-,- pusch-TimeDomainAllocationList,1768,1,-,- pusch-AggregationFactor,1770,1,-,- mcs-Table,1771,1,-,- mcs-TableTransformPrecoder,1772,1,-,- transformPrecoder,1773,1,-,- codebookSubset,1774,1,-,- maxRank,1775,1,-,- rbg-Size,1776,1,-,- uci-OnPUSCH,1777,1,-,- tp-pi2BPSK,1791,1,-,-	gminimumSchedulingOffsetK2-r16,1792,1,-,- ul-AccessConfigListDCI-0-1-r16,1796,1,-,- harq-ProcessNumberSizeDCI-0-2-r16,1800,1,-,- dmrs-SequenceInitializationDCI-0-2-r16,1801,1,-,- numberOfBitsForRV-DCI-0-2-r16,1802,1,-,- antennaPortsFieldPresenceDCI-0-2-r16,1803,1,-,- dmrs-UplinkForPUSCH-MappingTypeA-DCI-0-2-r16,1708,1,-,- dmrs-UplinkForPUSCH-MappingTypeB-DCI-0-2-r16,1708,1,-,- frequencyHoppingDCI-0-2-r16,1804,1,-,- frequencyHoppingOffsetListsDCI-0-2-r16,1807,1,-,- codebookSubsetDCI-0-2-r16,1811,1,-,- invalidSymbolPatternIndicatorDCI-0-2-r16,1812,1,-,- maxRankDCI-0-2-r16,1813,1,-,- mcs-TableDCI-0-2-r16,1814,1,-,- mcs-TableTransformPrecoderDCI-0-2-r16,1815,1,-,- priorityIndicatorDCI-0-2-r16,1816,1,-,- pusch-RepTypeIndicatorDCI-0-2-r16,1817,1,-,- resourceAllocationDCI-0-2-r16,1818,1,-,- resourceAllocationType1GranularityDCI-0-2-r16,1819,1,-,- uci-OnPUSCH-ListDCI-0-2-r16,1820,1,-,- pusch-TimeDomainAllocationListDCI-0-2-r16,1829,1,-,- pusch-TimeDomainAllocationListDCI-0-1-r16,1829,1,-,- invalidSymbolPatternIndicatorDCI-0-1-r16,1844,1,-,- priorityIndicatorDCI-0-1-r16,1845,1,-,- pusch-RepTypeIndicatorDCI-0-1-r16,1846,1,-,- frequencyHoppingDCI-0-1-r16,1847,1,-,- uci-OnPUSCH-ListDCI-0-1-r16,1848,1,-,- invalidSymbolPattern-r16,1851,1,-,- pusch-PowerControl-v1610,1863,1,-,- ul-FullPowerTransmission-r16,1885,1,-,- pusch-TimeDomainAllocationListForMultiPUSCH-r16,1829,1,-,- numberOfInvalidSymbolsForDL-UL-Switching-r16,1886,1,-,-;gul-AccessConfigListDCI-0-2-r17,1887,1,-,- betaOffsetsCrossPri0-r17,1891,1,-,- betaOffsetsCrossPri1-r17,1891,1,-,- betaOffsetsCrossPri0DCI-0-2-r17,1897,1,-,- betaOffsetsCrossPri1DCI-0-2-r17,1897,1,-,- mappingPattern-r17,1903,1,-,- secondTPCFieldDCI-0-1-r17,1904,1,-,- secondTPCFieldDCI-0-2-r17,1905,1,-,- sequenceOffsetForRV-r17,1906,1,-,- ul-AccessConfigListDCI-0-1-r17,1907,1,-,- minimumSchedulingOffsetK2-r17,1911,1,-,- availableSlotCounting-r17,1915,1,-,- dmrs-BundlingPUSCH-Config-r17,1916,1,-,- harq-ProcessNumberSizeDCI-0-2-v1700,1923,1,-,- harq-ProcessNumberSizeDCI-0-1-r17,1924,1,-,- mpe-ResourcePoolToAddModList-r17,1925,1,-,- mpe-ResourcePoolToReleaseList-r17,1929,1,-,-;gmaxRank-v1810,1930,1,-,- sTx-2Panel-r18,1931,1,-,- multipanelSchemeSDM-r18,1932,1,-,- multipanelSchemeSFN-r18,1935,1,-,- codebookTypeUL-r18,1938,1,-,- applyIndicatedTCI-State-r18,1945,1,-,- dynamicTransformPrecoderFieldPresenceDCI-0-1-r18,1946,1,-,- dynamicTransformPrecoderFieldPresenceDCI-0-2-r18,1947,1,-,- pusch-ConfigDCI-0-3-r18,1948,1,-,-
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	codebook,nonCodebook	-
T	SetupRelease	C	0	release,1709,0,-,- setup,1710,0,-,-	
T	NULL	n
T	DMRS-UplinkConfig	Q	1	dmrs-Type,1711,1,-,- dmrs-AdditionalPosition,1712,1,-,- phaseTrackingRS,1713,1,-,- maxLength,1729,1,-,- transformPrecodingDisabled,1730,1,-,- transformPrecodingEnabled,1734,1,-,-	gdmrs-TypeEnh-r18,1743,1,-,-
T	ENUMERATED	e	type2	-
T	ENUMERATED	e	pos0,pos1,pos3	-
T	SetupRelease	C	0	release,1714,0,-,- setup,1715,0,-,-	
T	NULL	n
T	PTRS-UplinkConfig	Q	1	transformPrecoderDisabled,1716,1,-,- transformPrecoderEnabled,1724,1,-,-	gmaxNrofPorts-SDM-r18,1728,1,-,-
T	SEQUENCE	Q	0	frequencyDensity,1717,1,-,- timeDensity,1719,1,-,- maxNrofPorts,1721,0,-,- resourceElementOffset,1722,1,-,- ptrs-Power,1723,0,-,-	
T	SEQUENCE OF	L	1718	2 2 0
T	INTEGER	i	1 276 0
T	SEQUENCE OF	L	1720	3 3 0
T	INTEGER	i	0 29 0
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	offset01,offset10,offset11	-
T	ENUMERATED	e	p00,p01,p10,p11	-
T	SEQUENCE	Q	0	sampleDensity,1725,0,-,- timeDensityTransformPrecoding,1727,1,-,-	
T	SEQUENCE OF	L	1726	5 5 0
T	INTEGER	i	1 276 0
T	ENUMERATED	e	d2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	len2	-
T	SEQUENCE	Q	1	scramblingID0,1731,1,-,- scramblingID1,1732,1,-,-	gdmrs-Uplink-r16,1733,1,-,-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	1	nPUSCH-Identity,1735,1,-,- sequenceGroupHopping,1736,1,-,- sequenceHopping,1737,1,-,-	gdmrs-UplinkTransformPrecoding-r16,1738,1,-,-
T	INTEGER	i	0 1007 0
T	ENUMERATED	e	disabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1739,0,-,- setup,1740,0,-,-	
T	NULL	n
T	DMRS-UplinkTransformPrecoding-r16	Q	0	pi2BPSK-ScramblingID0,1741,1,-,- pi2BPSK-ScramblingID1,1742,1,-,-	
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	ENUMERATED	e	enabled	-
T	PUSCH-PowerControl	Q	0	tpc-Accumulation,1745,1,-,- msg3-Alpha,1746,1,-,- p0-NominalWithoutGrant,1747,1,-,- p0-AlphaSets,1748,1,-,- pathlossReferenceRSToAddModList,1752,1,-,- pathlossReferenceRSToReleaseList,1756,1,-,- twoPUSCH-PC-AdjustmentStates,1757,1,-,- deltaMCS,1758,1,-,- sri-PUSCH-MappingToAddModList,1759,1,-,- sri-PUSCH-MappingToReleaseList,1763,1,-,-	
T	ENUMERATED	e	disabled	-
T	Alpha	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-202 24 0
T	SEQUENCE OF	L	1749	1 30 0
T	P0-PUSCH-AlphaSet	Q	0	p0-PUSCH-AlphaSetId,1750,0,-,- p0,1751,1,-,- alpha,1746,1,-,-	
T	P0-PUSCH-AlphaSetId	i	0 29 0
T	INTEGER	i	-16 15 0
T	SEQUENCE OF	L	1753	1 4 0
T	PUSCH-PathlossReferenceRS	Q	0	pusch-PathlossReferenceRS-Id,1754,0,-,- referenceSignal,1755,0,-,-	
T	PUSCH-PathlossReferenceRS-Id	i	0 3 0
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	SEQUENCE OF	L	1754	1 4 0
T	ENUMERATED	e	twoStates	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	1760	1 16 0
T	SRI-PUSCH-PowerControl	Q	0	sri-PUSCH-PowerControlId,1761,0,-,- sri-PUSCH-PathlossReferenceRS-Id,1754,0,-,- sri-P0-PUSCH-AlphaSetId,1750,0,-,- sri-PUSCH-ClosedLoopIndex,1762,0,-,-	
T	SRI-PUSCH-PowerControlId	i	0 15 0
T	ENUMERATED	e	i0,i1	-
T	SEQUENCE OF	L	1761	1 16 0
T	ENUMERATED	e	intraSlot,interSlot	-
T	SEQUENCE OF	L	1766	1 4 0
T	INTEGER	i	1 274 0
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	SetupRelease	C	0	release,1769,0,-,- setup,817,0,-,-	
T	NULL	n
T	ENUMERATED	e	n2,n4,n8	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	fullyAndPartialAndNonCoherent,partialAndNonCoherent,nonCoherent	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	config2	-
T	SetupRelease	C	0	release,1778,0,-,- setup,1779,0,-,-	
T	NULL	n
T	UCI-OnPUSCH	Q	0	betaOffsets,1780,1,-,- scaling,1790,0,-,-	
T	CHOICE	C	0	dynamic,1781,0,-,- semiStatic,1782,0,-,-	
T	SEQUENCE OF	L	1782	4 4 0
T	BetaOffsets	Q	0	betaOffsetACK-Index1,1783,1,-,- betaOffsetACK-Index2,1784,1,-,- betaOffsetACK-Index3,1785,1,-,- betaOffsetCSI-Part1-Index1,1786,1,-,- betaOffsetCSI-Part1-Index2,1787,1,-,- betaOffsetCSI-Part2-Index1,1788,1,-,- betaOffsetCSI-Part2-Index2,1789,1,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	f0p5,f0p65,f0p8,f1	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1793,0,-,- setup,1794,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK2-Values-r16	L	1795	1 2 0
T	INTEGER	i	0 16 0
T	SetupRelease	C	0	release,1797,0,-,- setup,1798,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-0-1-r16	L	1799	1 64 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 4 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 2 0
T	ENUMERATED	e	enabled	-
T	CHOICE	C	0	pusch-RepTypeA,1805,0,-,- pusch-RepTypeB,1806,0,-,-	
T	ENUMERATED	e	intraSlot,interSlot	-
T	ENUMERATED	e	interRepetition,interSlot	-
T	SetupRelease	C	0	release,1808,0,-,- setup,1809,0,-,-	
T	NULL	n
T	FrequencyHoppingOffsetListsDCI-0-2-r16	L	1810	1 4 0
T	INTEGER	i	1 274 0
T	ENUMERATED	e	fullyAndPartialAndNonCoherent,partialAndNonCoherent,nonCoherent	-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	pusch-RepTypeA,pusch-RepTypeB	-
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	SetupRelease	C	0	release,1821,0,-,- setup,1822,0,-,-	
T	NULL	n
T	UCI-OnPUSCH-ListDCI-0-2-r16	L	1823	1 2 0
T	UCI-OnPUSCH-DCI-0-2-r16	Q	0	betaOffsetsDCI-0-2-r16,1824,1,-,- scalingDCI-0-2-r16,1828,0,-,-	
T	CHOICE	C	0	dynamicDCI-0-2-r16,1825,0,-,- semiStaticDCI-0-2-r16,1782,0,-,-	
T	CHOICE	C	0	oneBit-r16,1826,0,-,- twoBits-r16,1827,0,-,-	
T	SEQUENCE OF	L	1782	2 2 0
T	SEQUENCE OF	L	1782	4 4 0
T	ENUMERATED	e	f0p5,f0p65,f0p8,f1	-
T	SetupRelease	C	0	release,1830,0,-,- setup,1831,0,-,-	
T	NULL	n
T	PUSCH-TimeDomainResourceAllocationList-r16	L	1832	1 64 0
T	PUSCH-TimeDomainResourceAllocation-r16	Q	1	k2-r16,1833,1,-,- puschAllocationList-r16,1834,0,-,-	
T	INTEGER	i	0 32 0
T	SEQUENCE OF	L	1835	1 8 0
T	PUSCH-Allocation-r16	Q	1	mappingType-r16,1836,1,-,- startSymbolAndLength-r16,1837,1,-,- startSymbol-r16,1838,1,-,- length-r16,1839,1,-,- numberOfRepetitions-r16,1840,1,-,-	gnumberOfRepetitionsExt-r17,1841,1,-,- numberOfSlotsTBoMS-r17,1842,1,-,- extendedK2-r17,1843,1,-,-
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 127 0
T	INTEGER	i	0 13 0
T	INTEGER	i	1 14 0
T	ENUMERATED	e	n1,n2,n3,n4,n7,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n3,n4,n7,n8,n12,n16,n20,n24,n28,n32,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	n1,n2,n4,n8,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 128 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	pusch-RepTypeA,pusch-RepTypeB	-
T	ENUMERATED	e	interRepetition,interSlot	-
T	SetupRelease	C	0	release,1849,0,-,- setup,1850,0,-,-	
T	NULL	n
T	UCI-OnPUSCH-ListDCI-0-1-r16	L	1779	1 2 0
T	InvalidSymbolPattern-r16	Q	1	symbols-r16,1852,0,-,- periodicityAndPattern-r16,1855,1,-,-	
T	CHOICE	C	0	oneSlot,1853,0,-,- twoSlots,1854,0,-,-	
T	BIT STRING	B	14 14 0
T	BIT STRING	B	28 28 0
T	CHOICE	C	0	n2,1856,0,-,- n4,1857,0,-,- n5,1858,0,-,- n8,1859,0,-,- n10,1860,0,-,- n20,1861,0,-,- n40,1862,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	5 5 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	20 20 0
T	BIT STRING	B	40 40 0
T	SetupRelease	C	0	release,1864,0,-,- setup,1865,0,-,-	
T	NULL	n
T	PUSCH-PowerControl-v1610	Q	1	pathlossReferenceRSToAddModListSizeExt-v1610,1866,1,-,- pathlossReferenceRSToReleaseListSizeExt-v1610,1870,1,-,- p0-PUSCH-SetList-r16,1871,1,-,- olpc-ParameterSet,1876,1,-,-	gsri-PUSCH-MappingToAddModList2-r17,1879,1,-,- sri-PUSCH-MappingToReleaseList2-r17,1880,1,-,- p0-PUSCH-SetList2-r17,1881,1,-,- dummy,1882,1,-,-
T	SEQUENCE OF	L	1867	1 60 0
T	PUSCH-PathlossReferenceRS-r16	Q	0	pusch-PathlossReferenceRS-Id-r16,1868,0,-,- referenceSignal-r16,1869,0,-,-	
T	PUSCH-PathlossReferenceRS-Id-v1610	i	4 63 0
T	CHOICE	C	0	ssb-Index-r16,1015,0,-,- csi-RS-Index-r16,1167,0,-,-	
T	SEQUENCE OF	L	1868	1 60 0
T	SEQUENCE OF	L	1872	1 16 0
T	P0-PUSCH-Set-r16	Q	1	p0-PUSCH-SetId-r16,1873,0,-,- p0-List-r16,1874,1,-,-	
T	P0-PUSCH-SetId-r16	i	0 15 0
T	SEQUENCE OF	L	1875	1 2 0
T	P0-PUSCH-r16	i	-16 15 0
T	SEQUENCE	Q	0	olpc-ParameterSetDCI-0-1-r16,1877,1,-,- olpc-ParameterSetDCI-0-2-r16,1878,1,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SEQUENCE OF	L	1760	1 16 0
T	SEQUENCE OF	L	1761	1 16 0
T	SEQUENCE OF	L	1872	1 16 0
T	SEQUENCE OF	L	1883	1 64 0
T	DummyPathlossReferenceRS-v1710	Q	0	pusch-PathlossReferenceRS-Id-r17,1884,0,-,- additionalPCI-r17,888,1,-,-	
T	PUSCH-PathlossReferenceRS-Id-r17	i	0 63 0
T	ENUMERATED	e	fullpower,fullpowerMode1,fullpowerMode2	-
T	INTEGER	i	1 4 0
T	SetupRelease	C	0	release,1888,0,-,- setup,1889,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-0-2-r17	L	1890	1 64 0
T	INTEGER	i	0 63 0
T	SetupRelease	C	0	release,1892,0,-,- setup,1893,0,-,-	
T	NULL	n
T	BetaOffsetsCrossPriSel-r17	C	0	dynamic-r17,1894,0,-,- semiStatic-r17,1895,0,-,-	
T	SEQUENCE OF	L	1895	4 4 0
T	BetaOffsetsCrossPri-r17	L	1896	3 3 0
T	INTEGER	i	0 31 0
T	SetupRelease	C	0	release,1898,0,-,- setup,1899,0,-,-	
T	NULL	n
T	BetaOffsetsCrossPriSelDCI-0-2-r17	C	0	dynamicDCI-0-2-r17,1900,0,-,- semiStaticDCI-0-2-r17,1895,0,-,-	
T	CHOICE	C	0	oneBit-r17,1901,0,-,- twoBits-r17,1902,0,-,-	
T	SEQUENCE OF	L	1895	2 2 0
T	SEQUENCE OF	L	1895	4 4 0
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 3 0
T	SetupRelease	C	0	release,1908,0,-,- setup,1909,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-0-1-r17	L	1910	1 3 0
T	INTEGER	i	0 2 0
T	SetupRelease	C	0	release,1912,0,-,- setup,1913,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK2-Values-r17	L	1914	1 2 0
T	INTEGER	i	0 64 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1917,0,-,- setup,1918,0,-,-	
T	NULL	n
T	DMRS-BundlingPUSCH-Config-r17	Q	1	pusch-DMRS-Bundling-r17,1919,1,-,- pusch-TimeDomainWindowLength-r17,1920,1,-,- pusch-WindowRestart-r17,1921,1,-,- pusch-FrequencyHoppingInterval-r17,1922,1,-,-	
T	ENUMERATED	e	enabled	-
T	INTEGER	i	2 32 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	s2,s4,s5,s6,s8,s10,s12,s14,s16,s20	-
T	INTEGER	i	5 5 0
T	INTEGER	i	5 5 0
T	SEQUENCE OF	L	1926	1 64 0
T	MPE-Resource-r17	Q	0	mpe-ResourceId-r17,1927,0,-,- cell-r17,160,1,-,- additionalPCI-r17,888,1,-,- mpe-ReferenceSignal-r17,1928,0,-,-	
T	MPE-ResourceId-r17	i	1 64 0
T	CHOICE	C	0	csi-RS-Resource-r17,1167,0,-,- ssb-Resource-r17,1015,0,-,-	
T	SEQUENCE OF	L	1927	1 64 0
T	INTEGER	i	5 8 0
T	ENUMERATED	e	enabled	-
T	SDM-Scheme-r18	Q	0	maxRankSDM-r18,1933,1,-,- maxRankSDM-DCI-0-2-r18,1934,1,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SFN-Scheme-r18	Q	0	maxRankSFN-r18,1936,1,-,- maxRankSFN-DCI-0-2-r18,1937,1,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SetupRelease	C	0	release,1939,0,-,- setup,1940,0,-,-	
T	NULL	n
T	CodebookTypeUL-r18	C	0	codebook1-r18,1941,0,-,- codebook2-r18,1942,0,-,- codebook3-r18,1943,0,-,- codebook4-r18,1944,0,-,-	
T	ENUMERATED	e	ng1n4n1,ng1n2n2	-
T	ENUMERATED	e	ng2	-
T	ENUMERATED	e	ng4	-
T	ENUMERATED	e	ng8	-
T	ENUMERATED	e	first,second	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1949,0,-,- setup,1950,0,-,-	
T	NULL	n
T	PUSCH-ConfigDCI-0-3-r18	Q	0	resourceAllocationDCI-0-3-r18,1951,1,-,- rbg-SizeDCI-0-3-r18,1952,1,-,- resourceAllocationType1GranularityDCI-0-3-r18,1953,1,-,- numberOfBitsForRV-DCI-0-3-r18,1954,1,-,- harq-ProcessNumberSizeDCI-0-3-r18,1955,1,-,- uci-OnPUSCH-ListDCI-0-3-r18,1848,1,-,-	
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	config2,config3	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	INTEGER	i	0 2 0
T	INTEGER	i	0 5 0
T	SetupRelease	C	0	release,1957,0,-,- setup,1958,0,-,-	
T	NULL	n
T	ConfiguredGrantConfig	Q	1	frequencyHopping,1959,1,-,- cg-DMRS-Configuration,1710,0,-,- mcs-Table,1960,1,-,- mcs-TableTransformPrecoder,1961,1,-,- uci-OnPUSCH,1962,1,-,- resourceAllocation,1966,0,-,- rbg-Size,1967,1,-,- powerControlLoopToUse,1968,0,-,- p0-PUSCH-Alpha,1750,0,-,- transformPrecoder,1969,1,-,- nrofHARQ-Processes,1970,0,-,- repK,1971,0,-,- repK-RV,1972,1,-,- periodicity,1973,0,-,- configuredGrantTimer,1974,1,-,- rrc-ConfiguredUplinkGrant,1975,1,-,-	gcg-RetransmissionTimer-r16,2024,1,-,- cg-minDFI-Delay-r16,2025,1,-,- cg-nrofPUSCH-InSlot-r16,2026,1,-,- cg-nrofSlots-r16,2027,1,-,- cg-StartingOffsets-r16,2028,1,-,- cg-UCI-Multiplexing-r16,2035,1,-,- cg-COT-SharingOffset-r16,2036,1,-,- betaOffsetCG-UCI-r16,2037,1,-,- cg-COT-SharingList-r16,2038,1,-,- harq-ProcID-Offset-r16,2045,1,-,- harq-ProcID-Offset2-r16,2046,1,-,- configuredGrantConfigIndex-r16,2047,1,-,- configuredGrantConfigIndexMAC-r16,171,1,-,- periodicityExt-r16,2048,1,-,- startingFromRV0-r16,2049,1,-,- phy-PriorityIndex-r16,2050,1,-,- autonomousTx-r16,2051,1,-,-;gcg-betaOffsetsCrossPri0-r17,2052,1,-,- cg-betaOffsetsCrossPri1-r17,2052,1,-,- mappingPattern-r17,2056,1,-,- sequenceOffsetForRV-r17,2057,1,-,- p0-PUSCH-Alpha2-r17,1750,1,-,- powerControlLoopToUse2-r17,2058,1,-,- cg-COT-SharingList-r17,2059,1,-,- periodicityExt-r17,2065,1,-,- repK-v1710,2066,1,-,- nrofHARQ-Processes-v1700,2067,1,-,- harq-ProcID-Offset2-v1700,2068,1,-,- configuredGrantTimer-v1700,2069,1,-,- cg-minDFI-Delay-v1710,2070,1,-,-;gharq-ProcID-Offset-v1730,2071,1,-,- cg-nrofSlots-r17,2072,1,-,-;gdisableCG-RetransmissionMonitoring-r18,2073,1,-,- nrofSlotsInCG-Period-r18,2074,1,-,- uto-UCI-Config-r18,2075,1,-,-;gprecodingAndNumberOfLayers-v1850,2078,1,-,- srs-ResourceIndicator-v1850,2079,1,-,-
T	ENUMERATED	e	intraSlot,interSlot	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	SetupRelease	C	0	release,1963,0,-,- setup,1964,0,-,-	
T	NULL	n
T	CG-UCI-OnPUSCH	C	0	dynamic,1965,0,-,- semiStatic,1782,0,-,-	
T	SEQUENCE OF	L	1782	1 4 0
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	config2	-
T	ENUMERATED	e	n0,n1	-
T	ENUMERATED	e	enabled,disabled	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	s1-0231,s2-0303,s3-0000	-
T	ENUMERATED	e	sym2,sym7,sym1x14,sym2x14,sym4x14,sym5x14,sym8x14,sym10x14,sym16x14,sym20x14,sym32x14,sym40x14,sym64x14,sym80x14,sym128x14,sym160x14,sym256x14,sym320x14,sym512x14,sym640x14,sym1024x14,sym1280x14,sym2560x14,sym5120x14,sym6,sym1x12,sym2x12,sym4x12,sym5x12,sym8x12,sym10x12,sym16x12,sym20x12,sym32x12,sym40x12,sym64x12,sym80x12,sym128x12,sym160x12,sym256x12,sym320x12,sym512x12,sym640x12,sym1280x12,sym2560x12	-
T	INTEGER	i	1 64 0
T	SEQUENCE	Q	1	timeDomainOffset,1976,0,-,- timeDomainAllocation,1977,0,-,- frequencyDomainAllocation,1978,0,-,- antennaPort,1979,0,-,- dmrs-SeqInitialization,1980,1,-,- precodingAndNumberOfLayers,1981,0,-,- srs-ResourceIndicator,1982,1,-,- mcsAndTBS,1983,0,-,- frequencyHoppingOffset,1984,1,-,- pathlossReferenceIndex,1985,0,-,-	gpusch-RepTypeIndicator-r16,1986,1,-,- frequencyHoppingPUSCH-RepTypeB-r16,1987,1,-,- timeReferenceSFN-r16,1988,1,-,-;gpathlossReferenceIndex2-r17,1989,1,-,- srs-ResourceIndicator2-r17,1990,1,-,- precodingAndNumberOfLayers2-r17,1991,1,-,- timeDomainAllocation-v1710,1992,1,-,- timeDomainOffset-r17,1993,1,-,- cg-SDT-Configuration-r17,1994,1,-,-;gsrs-ResourceSetId-r18,2007,1,-,- cg-LTM-Configuration-r18,2008,1,-,- cg-SDT-PeriodicityExt-r18,2021,1,-,- timeReferenceHyperSFN-r18,2022,1,-,- cg-RRC-Configuration-r18,2008,1,-,- applyIndicatedTCI-State-r18,2023,1,-,-
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 15 0
T	BIT STRING	B	18 18 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 1 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 31 0
T	INTEGER	i	1 274 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	pusch-RepTypeA,pusch-RepTypeB	-
T	ENUMERATED	e	interRepetition,interSlot	-
T	ENUMERATED	e	sfn512	-
T	INTEGER	i	0 3 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 63 0
T	INTEGER	i	16 63 0
T	INTEGER	i	0 40959 0
T	CG-SDT-Configuration-r17	Q	0	cg-SDT-RetransmissionTimer,1995,1,-,- sdt-SSB-Subset-r17,1996,1,-,- sdt-SSB-PerCG-PUSCH-r17,2000,1,-,- sdt-P0-PUSCH-r17,2001,1,-,- sdt-Alpha-r17,2002,1,-,- sdt-DMRS-Ports-r17,2003,1,-,- sdt-NrofDMRS-Sequences-r17,2006,1,-,-	
T	INTEGER	i	1 64 0
T	CHOICE	C	0	shortBitmap-r17,1997,0,-,- mediumBitmap-r17,1998,0,-,- longBitmap-r17,1999,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ENUMERATED	e	oneEighth,oneFourth,half,one,two,four,eight,sixteen	-
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	CHOICE	C	0	dmrsType1-r17,2004,0,-,- dmrsType2-r17,2005,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	12 12 0
T	INTEGER	i	1 2 0
T	SRS-ResourceSetId	i	0 15 0
T	CG-RRC-Configuration-r18	Q	1	cg-RRC-RetransmissionTimer-r18,2009,1,-,- cg-RRC-RSRP-ThresholdSSB-r18,743,1,-,- rrc-SSB-Subset-r18,2010,1,-,- rrc-SSB-PerCG-PUSCH-r18,2014,1,-,- rrc-P0-PUSCH-r18,2015,1,-,- rrc-Alpha-r18,2016,1,-,- rrc-DMRS-Ports-r18,2017,1,-,- rrc-NrofDMRS-Sequences-r18,2020,1,-,-	
T	INTEGER	i	1 288 0
T	CHOICE	C	0	shortBitmap-r18,2011,0,-,- mediumBitmap-r18,2012,0,-,- longBitmap-r18,2013,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ENUMERATED	e	oneEighth,oneFourth,half,one,two,four,eight,sixteen	-
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	CHOICE	C	0	dmrsType1-r18,2018,0,-,- dmrsType2-r18,2019,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	12 12 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	sym1x14x1280,sym2x14x1280,sym4x14x1280,sym8x14x1280,sym16x14x1280,sym32x14x1280,sym48x14x1280,sym64x14x1280,sym96x14x1280,sym128x14x1280,sym192x14x1280,sym240x14x1280,sym256x14x1280,sym384x14x1280,sym472x14x1280,sym480x14x1280,sym512x14x1280,sym768x14x1280,sym944x14x1280,sym960x14x1280,sym1408x14x1280,sym1536x14x1280,sym1888x14x1280,sym1920x14x1280,sym2816x14x1280,sym3072x14x1280,sym3776x14x1280,sym5632x14x1280,sym6144x14x1280,sym7552x14x1280,sym7680x14x1280,sym11264x14x1280,sym15104x14x1280,sym15360x14x1280,sym22528x14x1280,sym30208x14x1280,sym45056x14x1280,sym60416x14x1280,sym90112x14x1280,sym180224x14x1280,sym4x12x1280,sym8x12x1280,sym16x12x1280,sym32x12x1280,sym192x12x1280,sym384x12x1280,sym960x12x1280,sym1888x12x1280,sym3776x12x1280,sym5632x12x1280,sym11264x12x1280,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	first,second,both,spare1	-
T	INTEGER	i	1 64 0
T	ENUMERATED	e	sym7,sym1x14,sym2x14,sym3x14,sym4x14,sym5x14,sym6x14,sym7x14,sym8x14,sym9x14,sym10x14,sym11x14,sym12x14,sym13x14,sym14x14,sym15x14,sym16x14	-
T	INTEGER	i	1 7 0
T	INTEGER	i	1 40 0
T	CG-StartingOffsets-r16	Q	0	cg-StartingFullBW-InsideCOT-r16,2029,1,-,- cg-StartingFullBW-OutsideCOT-r16,2031,1,-,- cg-StartingPartialBW-InsideCOT-r16,2033,1,-,- cg-StartingPartialBW-OutsideCOT-r16,2034,1,-,-	
T	SEQUENCE OF	L	2030	1 7 0
T	INTEGER	i	0 6 0
T	SEQUENCE OF	L	2032	1 7 0
T	INTEGER	i	0 6 0
T	INTEGER	i	0 6 0
T	INTEGER	i	0 6 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	1 39 0
T	INTEGER	i	0 31 0
T	SEQUENCE OF	L	2039	1 1709 0
T	CG-COT-Sharing-r16	C	0	noCOT-Sharing-r16,2040,0,-,- cot-Sharing-r16,2041,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	duration-r16,2042,0,-,- offset-r16,2043,0,-,- channelAccessPriority-r16,2044,0,-,-	
T	INTEGER	i	1 39 0
T	INTEGER	i	1 39 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	ConfiguredGrantConfigIndex-r16	i	0 11 0
T	INTEGER	i	1 5120 0
T	ENUMERATED	e	on,off	-
T	ENUMERATED	e	p0,p1	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2053,0,-,- setup,2054,0,-,-	
T	NULL	n
T	BetaOffsetsCrossPriSelCG-r17	C	0	dynamic-r17,2055,0,-,- semiStatic-r17,1895,0,-,-	
T	SEQUENCE OF	L	1895	1 4 0
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	INTEGER	i	0 3 0
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	2060	1 50722 0
T	CG-COT-Sharing-r17	C	0	noCOT-Sharing-r17,2061,0,-,- cot-Sharing-r17,2062,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	duration-r17,2063,0,-,- offset-r17,2064,0,-,-	
T	INTEGER	i	1 319 0
T	INTEGER	i	1 319 0
T	INTEGER	i	1 40960 0
T	ENUMERATED	e	n12,n16,n24,n32	-
T	INTEGER	i	17 32 0
T	INTEGER	i	16 31 0
T	INTEGER	i	33 288 0
T	INTEGER	i	238 3584 0
T	INTEGER	i	16 31 0
T	INTEGER	i	1 320 0
T	ENUMERATED	e	true	-
T	INTEGER	i	2 32 0
T	SEQUENCE	Q	1	nrofBitsInUTO-UCI-r18,2076,0,-,- betaOffsetUTO-UCI-r18,2077,0,-,-	
T	INTEGER	i	3 8 0
T	INTEGER	i	0 31 0
T	INTEGER	i	64 1023 0
T	INTEGER	i	16 255 0
T	SetupRelease	C	0	release,2081,0,-,- setup,2082,0,-,-	
T	NULL	n
T	SRS-Config	Q	1	srs-ResourceSetToReleaseList,2083,1,-,- srs-ResourceSetToAddModList,2084,1,-,- srs-ResourceToReleaseList,2109,1,-,- srs-ResourceToAddModList,2110,1,-,- tpc-Accumulation,2198,1,-,-	gsrs-RequestDCI-1-2-r16,2199,1,-,- srs-RequestDCI-0-2-r16,2200,1,-,- srs-ResourceSetToAddModListDCI-0-2-r16,2201,1,-,- srs-ResourceSetToReleaseListDCI-0-2-r16,2202,1,-,- srs-PosResourceSetToReleaseList-r16,2203,1,-,- srs-PosResourceSetToAddModList-r16,2205,1,-,- srs-PosResourceToReleaseList-r16,2230,1,-,- srs-PosResourceToAddModList-r16,2231,1,-,-;gdci-TriggeringPosResourceSetLink-r18,2303,1,-,-
T	SEQUENCE OF	L	2007	1 16 0
T	SEQUENCE OF	L	2085	1 16 0
T	SRS-ResourceSet	Q	1	srs-ResourceSetId,2007,0,-,- srs-ResourceIdList,2086,1,-,- resourceType,2087,0,-,- usage,2095,0,-,- alpha,1746,1,-,- p0,2096,1,-,- pathlossReferenceRS,2097,1,-,- srs-PowerControlAdjustmentStates,2098,1,-,-	gpathlossReferenceRSList-r16,2099,1,-,-;gusagePDC-r17,2104,1,-,- availableSlotOffsetList-r17,2105,1,-,- followUnifiedTCI-StateSRS-r17,2107,1,-,-;gapplyIndicatedTCI-State-r18,2108,1,-,-
T	SEQUENCE OF	L	1568	1 16 0
T	CHOICE	C	0	aperiodic,2088,0,-,- semi-persistent,2093,0,-,- periodic,2094,0,-,-	
T	SEQUENCE	Q	1	aperiodicSRS-ResourceTrigger,2089,0,-,- csi-RS,1167,1,-,- slotOffset,2090,1,-,-	gaperiodicSRS-ResourceTriggerList,2091,1,-,-
T	INTEGER	i	1 3 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	2092	1 2 0
T	INTEGER	i	1 3 0
T	SEQUENCE	Q	1	associatedCSI-RS,1167,1,-,-	
T	SEQUENCE	Q	1	associatedCSI-RS,1167,1,-,-	
T	ENUMERATED	e	beamManagement,codebook,nonCodebook,antennaSwitching	-
T	INTEGER	i	-202 24 0
T	PathlossReferenceRS-Config	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	ENUMERATED	e	sameAsFci2,separateClosedLoop	-
T	SetupRelease	C	0	release,2100,0,-,- setup,2101,0,-,-	
T	NULL	n
T	PathlossReferenceRSList-r16	L	2102	1 64 0
T	PathlossReferenceRS-r16	Q	0	srs-PathlossReferenceRS-Id-r16,2103,0,-,- pathlossReferenceRS-r16,2097,0,-,-	
T	SRS-PathlossReferenceRS-Id-r16	i	0 63 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	2106	1 4 0
T	AvailableSlotOffset-r17	i	0 7 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second	-
T	SEQUENCE OF	L	1568	1 64 0
T	SEQUENCE OF	L	2111	1 64 0
T	SRS-Resource	Q	1	srs-ResourceId,1568,0,-,- nrofSRS-Ports,2112,0,-,- ptrs-PortIndex,2113,1,-,- transmissionComb,2114,0,-,- resourceMapping,2121,0,-,- freqDomainPosition,2125,0,-,- freqDomainShift,2126,0,-,- freqHopping,2127,0,-,- groupOrSequenceHopping,2131,0,-,- resourceType,2132,0,-,- sequenceId,2154,0,-,- spatialRelationInfo,2155,1,-,-	gresourceMapping-r16,2158,1,-,-;gspatialRelationInfo-PDC-r17,2162,1,-,- resourceMapping-r17,2168,1,-,- partialFreqSounding-r17,2172,1,-,- transmissionComb-n8-r17,2177,1,-,- srs-TCI-State-r17,2180,1,-,-;grepetitionFactor-v1730,2182,1,-,- srs-DLorJointTCI-State-v1730,2183,1,-,-;gnrofSRS-Ports-n8-r18,2184,1,-,- combOffsetHopping-r18,2185,1,-,- cyclicShiftHopping-r18,2191,1,-,-
T	ENUMERATED	e	port1,ports2,ports4	-
T	ENUMERATED	e	n0,n1	-
T	CHOICE	C	0	n2,2115,0,-,- n4,2118,0,-,-	
T	SEQUENCE	Q	0	combOffset-n2,2116,0,-,- cyclicShift-n2,2117,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	combOffset-n4,2119,0,-,- cyclicShift-n4,2120,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 11 0
T	SEQUENCE	Q	0	startPosition,2122,0,-,- nrofSymbols,2123,0,-,- repetitionFactor,2124,0,-,-	
T	INTEGER	i	0 5 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	0 67 0
T	INTEGER	i	0 268 0
T	SEQUENCE	Q	0	c-SRS,2128,0,-,- b-SRS,2129,0,-,- b-hop,2130,0,-,-	
T	INTEGER	i	0 63 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	neither,groupHopping,sequenceHopping	-
T	CHOICE	C	0	aperiodic,2133,0,-,- semi-persistent,2134,0,-,- periodic,2153,0,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	periodicityAndOffset-sp,2135,0,-,-	
T	SRS-PeriodicityAndOffset	C	0	sl1,2136,0,-,- sl2,2137,0,-,- sl4,2138,0,-,- sl5,2139,0,-,- sl8,2140,0,-,- sl10,2141,0,-,- sl16,2142,0,-,- sl20,2143,0,-,- sl32,2144,0,-,- sl40,2145,0,-,- sl64,2146,0,-,- sl80,2147,0,-,- sl160,2148,0,-,- sl320,2149,0,-,- sl640,2150,0,-,- sl1280,2151,0,-,- sl2560,2152,0,-,-	
T	NULL	n
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	SEQUENCE	Q	1	periodicityAndOffset-p,2135,0,-,-	
T	INTEGER	i	0 1023 0
T	SRS-SpatialRelationInfo	Q	0	servingCellId,160,1,-,- referenceSignal,2156,0,-,-	
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,- srs,2157,0,-,-	
T	SEQUENCE	Q	0	resourceId,1568,0,-,- uplinkBWP,1165,0,-,-	
T	SEQUENCE	Q	0	startPosition-r16,2159,0,-,- nrofSymbols-r16,2160,0,-,- repetitionFactor-r16,2161,0,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	SetupRelease	C	0	release,2163,0,-,- setup,2164,0,-,-	
T	NULL	n
T	SpatialRelationInfo-PDC-r17	Q	1	referenceSignal,2165,0,-,-	
T	CHOICE	C	1	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,- dl-PRS-PDC,2166,0,-,- srs,2167,0,-,-	
T	NR-DL-PRS-ResourceID-r17	i	0 63 0
T	SEQUENCE	Q	0	resourceId,1568,0,-,- uplinkBWP,1165,0,-,-	
T	SEQUENCE	Q	0	startPosition-r17,2169,0,-,- nrofSymbols-r17,2170,0,-,- repetitionFactor-r17,2171,0,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4,n8,n10,n12,n14	-
T	ENUMERATED	e	n1,n2,n4,n5,n6,n7,n8,n10,n12,n14	-
T	SEQUENCE	Q	0	startRBIndexFScaling-r17,2173,0,-,- enableStartRBHopping-r17,2176,1,-,-	
T	CHOICE	C	0	startRBIndexAndFreqScalingFactor2-r17,2174,0,-,- startRBIndexAndFreqScalingFactor4-r17,2175,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	enable	-
T	SEQUENCE	Q	0	combOffset-n8-r17,2178,0,-,- cyclicShift-n8-r17,2179,0,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 5 0
T	CHOICE	C	0	srs-UL-TCI-State,2181,0,-,- srs-DLorJointTCI-State,530,0,-,-	
T	TCI-UL-StateId-r17	i	0 63 0
T	ENUMERATED	e	n3	-
T	SEQUENCE	Q	0	cellAndBWP-r17,1303,0,-,-	
T	ENUMERATED	e	ports8,ports8tdm	-
T	SEQUENCE	Q	0	hoppingId-r18,2186,1,-,- hoppingSubset-r18,2187,1,-,- hoppingWithRepetition-r18,2190,1,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	transmissionComb-n4,2188,0,-,- transmissionComb-n8,2189,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	symbol,repetition	-
T	SEQUENCE	Q	0	hoppingId-r18,2192,1,-,- hoppingSubset-r18,2193,1,-,- hoppingFinerGranularity-r18,2197,1,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	transmissionComb-n2,2194,0,-,- transmissionComb-n4,2195,0,-,- transmissionComb-n8,2196,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	12 12 0
T	BIT STRING	B	6 6 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	disabled	-
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SEQUENCE OF	L	2085	1 16 0
T	SEQUENCE OF	L	2007	1 16 0
T	SEQUENCE OF	L	2204	1 16 0
T	SRS-PosResourceSetId-r16	i	0 15 0
T	SEQUENCE OF	L	2206	1 16 0
T	SRS-PosResourceSet-r16	Q	1	srs-PosResourceSetId-r16,2204,0,-,- srs-PosResourceIdList-r16,2207,1,-,- resourceType-r16,2209,0,-,- alpha-r16,1746,1,-,- p0-r16,2215,1,-,- pathlossReferenceRS-Pos-r16,2216,1,-,-	
T	SEQUENCE OF	L	2208	1 16 0
T	SRS-PosResourceId-r16	i	0 63 0
T	CHOICE	C	0	aperiodic-r16,2210,0,-,- semi-persistent-r16,2213,0,-,- periodic-r16,2214,0,-,-	
T	SEQUENCE	Q	1	aperiodicSRS-ResourceTriggerList-r16,2211,1,-,-	
T	SEQUENCE OF	L	2212	1 3 0
T	INTEGER	i	1 3 0
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	INTEGER	i	-202 24 0
T	CHOICE	C	0	ssb-IndexServing-r16,1015,0,-,- ssb-Ncell-r16,2217,0,-,- dl-PRS-r16,2226,0,-,-	
T	SSB-InfoNcell-r16	Q	0	physicalCellId-r16,500,0,-,- ssb-IndexNcell-r16,1015,1,-,- ssb-Configuration-r16,2218,1,-,-	
T	SSB-Configuration-r16	Q	0	ssb-Freq-r16,4,0,-,- halfFrameIndex-r16,2219,0,-,- ssbSubcarrierSpacing-r16,162,0,-,- ssb-Periodicity-r16,2220,1,-,- sfn0-Offset-r16,2221,1,-,- sfn-SSB-Offset-r16,2224,0,-,- ss-PBCH-BlockPower-r16,2225,1,-,-	
T	ENUMERATED	e	zero,one	-
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	SEQUENCE	Q	0	sfn-Offset-r16,2222,0,-,- integerSubframeOffset-r16,2223,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	-60 50 0
T	DL-PRS-Info-r16	Q	0	dl-PRS-ID-r16,2227,0,-,- dl-PRS-ResourceSetId-r16,2228,0,-,- dl-PRS-ResourceId-r16,2229,1,-,-	
T	INTEGER	i	0 255 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 63 0
T	SEQUENCE OF	L	2208	1 64 0
T	SEQUENCE OF	L	2232	1 64 0
T	SRS-PosResource-r16	Q	1	srs-PosResourceId-r16,2208,0,-,- transmissionComb-r16,2233,0,-,- resourceMapping-r16,2243,0,-,- freqDomainShift-r16,2246,0,-,- freqHopping-r16,2247,0,-,- groupOrSequenceHopping-r16,2249,0,-,- resourceType-r16,2250,0,-,- sequenceId-r16,2284,0,-,- spatialRelationInfoPos-r16,2285,1,-,-	gtxHoppingConfig-r18,2290,1,-,-
T	CHOICE	C	1	n2-r16,2234,0,-,- n4-r16,2237,0,-,- n8-r16,2240,0,-,-	
T	SEQUENCE	Q	0	combOffset-n2-r16,2235,0,-,- cyclicShift-n2-r16,2236,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	combOffset-n4-r16,2238,0,-,- cyclicShift-n4-r16,2239,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 11 0
T	SEQUENCE	Q	0	combOffset-n8-r16,2241,0,-,- cyclicShift-n8-r16,2242,0,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 5 0
T	SEQUENCE	Q	0	startPosition-r16,2244,0,-,- nrofSymbols-r16,2245,0,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	INTEGER	i	0 268 0
T	SEQUENCE	Q	1	c-SRS-r16,2248,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	neither,groupHopping,sequenceHopping	-
T	CHOICE	C	0	aperiodic-r16,2251,0,-,- semi-persistent-r16,2253,0,-,- periodic-r16,2282,0,-,-	
T	SEQUENCE	Q	1	slotOffset-r16,2252,1,-,-	
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	1	periodicityAndOffset-sp-r16,2254,0,-,-	gperiodicityAndOffset-sp-Ext-r16,2276,1,-,-;gsrs-PosPeriodicConfigHyperSFN-Index-r18,2281,1,-,-
T	SRS-PeriodicityAndOffset-r16	C	1	sl1,2255,0,-,- sl2,2256,0,-,- sl4,2257,0,-,- sl5,2258,0,-,- sl8,2259,0,-,- sl10,2260,0,-,- sl16,2261,0,-,- sl20,2262,0,-,- sl32,2263,0,-,- sl40,2264,0,-,- sl64,2265,0,-,- sl80,2266,0,-,- sl160,2267,0,-,- sl320,2268,0,-,- sl640,2269,0,-,- sl1280,2270,0,-,- sl2560,2271,0,-,- sl5120,2272,0,-,- sl10240,2273,0,-,- sl40960,2274,0,-,- sl81920,2275,0,-,-	
T	NULL	n
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 40959 0
T	INTEGER	i	0 81919 0
T	SRS-PeriodicityAndOffsetExt-r16	C	0	sl128,2277,0,-,- sl256,2278,0,-,- sl512,2279,0,-,- sl20480,2280,0,-,-	
T	INTEGER	i	0 127 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 20479 0
T	ENUMERATED	e	even0,odd1	-
T	SEQUENCE	Q	1	periodicityAndOffset-p-r16,2254,0,-,-	gperiodicityAndOffset-p-Ext-r16,2276,1,-,-;gsrs-PosPeriodicConfigHyperSFN-Index-r18,2283,1,-,-
T	ENUMERATED	e	even0,odd1	-
T	INTEGER	i	0 65535 0
T	SRS-SpatialRelationInfoPos-r16	C	0	servingRS-r16,2286,0,-,- ssb-Ncell-r16,2217,0,-,- dl-PRS-r16,2226,0,-,-	
T	SEQUENCE	Q	0	servingCellId,160,1,-,- referenceSignal-r16,2287,0,-,-	
T	CHOICE	C	0	ssb-IndexServing-r16,1015,0,-,- csi-RS-IndexServing-r16,1167,0,-,- srs-SpatialRelation-r16,2288,0,-,-	
T	SEQUENCE	Q	0	resourceSelection-r16,2289,0,-,- uplinkBWP-r16,1165,0,-,-	
T	CHOICE	C	0	srs-ResourceId-r16,1568,0,-,- srs-PosResourceId-r16,2208,0,-,-	
T	TxHoppingConfig-r18	Q	1	overlapValue-r18,2291,0,-,- numberOfHops-r18,2292,0,-,- slotOffsetForRemainingHopsList-r18,2293,0,-,-	
T	ENUMERATED	e	zeroRB,oneRB,twoRB,fourRB	-
T	INTEGER	i	1 6 0
T	SEQUENCE OF	L	2294	1 5 0
T	SlotOffsetForRemainingHops-r18	Q	0	slotOffsetRemainingHops-r18,2295,0,-,-	
T	CHOICE	C	1	aperiodic-r18,2296,0,-,- semi-persistent-r18,2299,0,-,- periodic-r18,2301,0,-,-	
T	SEQUENCE	Q	1	slotOffset-r18,2297,1,-,- startPosition-r18,2298,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	0 13 0
T	SEQUENCE	Q	1	periodicityAndOffset-sp-r18,2254,1,-,- periodicityAndOffset-sp-Ext-r18,2276,1,-,- startPosition-r18,2300,1,-,-	
T	INTEGER	i	0 13 0
T	SEQUENCE	Q	1	periodicityAndOffset-p-r18,2254,1,-,- periodicityAndOffset-p-Ext-r18,2276,1,-,- startPosition-r18,2302,1,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2305,0,-,- setup,2306,0,-,-	
T	NULL	n
T	BeamFailureRecoveryConfig	Q	1	rootSequenceIndex-BFR,2307,1,-,- rach-ConfigBFR,713,1,-,- rsrp-ThresholdSSB,743,1,-,- candidateBeamRSList,2308,1,-,- ssb-perRACH-Occasion,2316,1,-,- ra-ssb-OccasionMaskIndex,2317,1,-,- recoverySearchSpaceId,543,1,-,- ra-Prioritization,750,1,-,- beamFailureRecoveryTimer,2318,1,-,-	gmsg1-SubcarrierSpacing,162,1,-,-;gra-PrioritizationTwoStep-r16,750,1,-,- candidateBeamRSListExt-v1610,2319,1,-,-;gspCell-BFR-CBRA-r16,2322,1,-,-
T	INTEGER	i	0 137 0
T	SEQUENCE OF	L	2309	1 16 0
T	PRACH-ResourceDedicatedBFR	C	0	ssb,2310,0,-,- csi-RS,2312,0,-,-	
T	BFR-SSB-Resource	Q	1	ssb,1015,0,-,- ra-PreambleIndex,2311,0,-,-	
T	INTEGER	i	0 63 0
T	BFR-CSIRS-Resource	Q	1	csi-RS,1167,0,-,- ra-OccasionList,2313,1,-,- ra-PreambleIndex,2315,1,-,-	
T	SEQUENCE OF	L	2314	1 64 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 63 0
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	ms10,ms20,ms40,ms60,ms80,ms100,ms150,ms200	-
T	SetupRelease	C	0	release,2320,0,-,- setup,2321,0,-,-	
T	NULL	n
T	CandidateBeamRSListExt-r16	L	2309	1 48 0
T	ENUMERATED	e	true	-
T	INTEGER	i	1 28 0
T	INTEGER	i	1 28 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2327,0,-,- setup,2328,0,-,-	
T	NULL	n
T	PUCCH-ConfigurationList-r16	L	1496	1 2 0
T	SetupRelease	C	0	release,2330,0,-,- setup,2331,0,-,-	
T	NULL	n
T	LBT-FailureRecoveryConfig-r16	Q	1	lbt-FailureInstanceMaxCount-r16,2332,0,-,- lbt-FailureDetectionTimer-r16,2333,0,-,-	
T	ENUMERATED	e	n4,n8,n16,n32,n64,n128	-
T	ENUMERATED	e	ms10,ms20,ms40,ms80,ms160,ms320	-
T	ConfiguredGrantConfigToAddModList-r16	L	1958	1 12 0
T	ConfiguredGrantConfigToReleaseList-r16	L	2047	1 12 0
T	ConfiguredGrantConfigType2DeactivationStateList-r16	L	2337	1 16 0
T	ConfiguredGrantConfigType2DeactivationState-r16	L	2047	1 12 0
T	CHOICE	C	0	explicitlist,2339,0,-,- unifiedTCI-StateRef-r17,1303,0,-,-	
T	SEQUENCE	Q	0	ul-TCI-ToAddModList-r17,2340,1,-,- ul-TCI-ToReleaseList-r17,2344,1,-,-	
T	SEQUENCE OF	L	2341	1 64 0
T	TCI-UL-State-r17	Q	1	tci-UL-StateId-r17,2181,0,-,- servingCellId-r17,160,1,-,- bwp-Id-r17,1165,1,-,- referenceSignal-r17,2342,0,-,- additionalPCI-r17,888,1,-,- ul-powerControl-r17,1170,1,-,- pathlossReferenceRS-Id-r17,1169,1,-,-	gtag-Id-ptr-r18,2343,1,-,-
T	CHOICE	C	0	ssb-Index-r17,1015,0,-,- csi-RS-Index-r17,1167,0,-,- srs-r17,1568,0,-,-	
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	2181	1 64 0
T	SEQUENCE OF	L	2346	1 64 0
T	PathlossReferenceRS-r17	Q	0	pathlossReferenceRS-Id-r17,1169,0,-,- referenceSignal-r17,2347,0,-,- additionalPCI-r17,888,1,-,-	
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	SEQUENCE OF	L	1169	1 64 0
T	SEQUENCE OF	L	1165	1 4 0
T	SEQUENCE OF	L	2351	1 4 0
T	BWP-Uplink	Q	1	bwp-Id,1165,0,-,- bwp-Common,709,1,-,- bwp-Dedicated,1493,1,-,-	
T	SetupRelease	C	0	release,2353,0,-,- setup,2354,0,-,-	
T	NULL	n
T	PUSCH-ServingCellConfig	Q	1	codeBlockGroupTransmission,2355,1,-,- rateMatching,2359,1,-,- xOverhead,2360,1,-,-	gmaxMIMO-Layers,2361,1,-,- processingType2Enabled,2362,1,-,-;gmaxMIMO-LayersDCI-0-2-r16,2363,1,-,-;gnrofHARQ-ProcessesForPUSCH-r17,2366,1,-,- uplinkHARQ-mode-r17,2367,1,-,-;gmaxMIMO-Layers-v1810,2370,1,-,- maxMIMO-LayersforSDM-r18,2371,1,-,- maxMIMO-LayersforSDM-DCI-0-2-r18,2372,1,-,- maxMIMO-LayersforSFN-r18,2373,1,-,- maxMIMO-LayersforSFN-DCI-0-2-r18,2374,1,-,-
T	SetupRelease	C	0	release,2356,0,-,- setup,2357,0,-,-	
T	NULL	n
T	PUSCH-CodeBlockGroupTransmission	Q	1	maxCodeBlockGroupsPerTransportBlock,2358,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8	-
T	ENUMERATED	e	limitedBufferRM	-
T	ENUMERATED	e	xoh6,xoh12,xoh18	-
T	INTEGER	i	1 4 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,2364,0,-,- setup,2365,0,-,-	
T	NULL	n
T	MaxMIMO-LayersDCI-0-2-r16	i	1 4 0
T	ENUMERATED	e	n32	-
T	SetupRelease	C	0	release,2368,0,-,- setup,2369,0,-,-	
T	NULL	n
T	UplinkHARQ-mode-r17	B	32 32 0
T	INTEGER	i	5 8 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SetupRelease	C	0	release,2376,0,-,- setup,2377,0,-,-	
T	NULL	n
T	SRS-CarrierSwitching	Q	1	srs-SwitchFromServCellIndex,2378,1,-,- srs-SwitchFromCarrier,2379,0,-,- srs-TPC-PDCCH-Group,2380,1,-,- monitoringCells,2387,1,-,-	
T	INTEGER	i	0 31 0
T	ENUMERATED	e	sUL,nUL	-
T	CHOICE	C	0	typeA,2381,0,-,- typeB,2382,0,-,-	
T	SEQUENCE OF	L	2382	1 32 0
T	SRS-TPC-PDCCH-Config	Q	0	srs-CC-SetIndexlist,2383,1,-,-	
T	SEQUENCE OF	L	2384	1 4 0
T	SRS-CC-SetIndex	Q	0	cc-SetIndex,2385,1,-,- cc-IndexInOneCC-Set,2386,1,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	160	1 32 0
T	BOOLEAN	b
T	SEQUENCE OF	L	506	1 5 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2395,0,-,- setup,2396,0,-,-	
T	NULL	n
T	UplinkTxSwitching-r16	Q	0	uplinkTxSwitchingPeriodLocation-r16,2397,0,-,- uplinkTxSwitchingCarrier-r16,2398,0,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	carrier1,carrier2	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,2401,0,-,- setup,2402,0,-,-	
T	NULL	n
T	SRS-PosTx-Hopping-r18	Q	1	srs-PosConfig-r18,2403,0,-,- bwp-r18,511,1,-,- inactivePosSRS-TimeAlignmentTimer-r18,240,1,-,- inactivePosSRS-RSRP-ChangeThreshold-r18,2408,1,-,- srs-PosUplinkTransmissionWindowConfig-r18,2409,1,-,-	
T	SRS-PosConfig-r17	Q	0	srs-PosResourceSetToReleaseList-r17,2404,1,-,- srs-PosResourceSetToAddModList-r17,2405,1,-,- srs-PosResourceToReleaseList-r17,2406,1,-,- srs-PosResourceToAddModList-r17,2407,1,-,-	
T	SEQUENCE OF	L	2204	1 16 0
T	SEQUENCE OF	L	2206	1 16 0
T	SEQUENCE OF	L	2208	1 64 0
T	SEQUENCE OF	L	2232	1 64 0
T	RSRP-ChangeThreshold-r17	e	dB4,dB6,dB8,dB10,dB14,dB18,dB22,dB26,dB30,dB34,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SetupRelease	C	0	release,2410,0,-,- setup,2411,0,-,-	
T	NULL	n
T	SRS-PosUplinkTransmissionWindowConfig-r18	Q	1	dummy,2412,0,-,- windowPeriodicityAndOffset-r18,2413,0,-,- duration-r18,2414,0,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	periodicityAndOffset-r18,2254,0,-,- periodicityAndOffsetExt-r18,2276,0,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	enabled	-
T	BOOLEAN	b
T	BOOLEAN	b
T	SetupRelease	C	0	release,2419,0,-,- setup,2420,0,-,-	
T	NULL	n
T	PDCCH-ServingCellConfig	Q	1	slotFormatIndicator,2421,1,-,-	gavailabilityIndicator-r16,2456,1,-,- searchSpaceSwitchTimer-r16,2482,1,-,-;gsearchSpaceSwitchTimer-v1710,2483,1,-,-
T	SetupRelease	C	0	release,2422,0,-,- setup,2423,0,-,-	
T	NULL	n
T	SlotFormatIndicator	Q	1	sfi-RNTI,1,0,-,- dci-PayloadSize,2424,0,-,- slotFormatCombToAddModList,2425,1,-,- slotFormatCombToReleaseList,2434,1,-,-	gavailableRB-SetsToAddModList-r16,2435,1,-,- availableRB-SetsToReleaseList-r16,2438,1,-,- switchTriggerToAddModList-r16,2439,1,-,- switchTriggerToReleaseList-r16,2442,1,-,- co-DurationsPerCellToAddModList-r16,2443,1,-,- co-DurationsPerCellToReleaseList-r16,2448,1,-,-;gswitchTriggerToAddModListSizeExt-r16,2449,1,-,- switchTriggerToReleaseListSizeExt-r16,2450,1,-,-;gco-DurationsPerCellToAddModList-r17,2451,1,-,-
T	INTEGER	i	1 128 0
T	SEQUENCE OF	L	2426	1 16 0
T	SlotFormatCombinationsPerCell	Q	1	servingCellId,160,0,-,- subcarrierSpacing,162,0,-,- subcarrierSpacing2,162,1,-,- slotFormatCombinations,2427,1,-,- positionInDCI,2432,1,-,-	genableConfiguredUL-r16,2433,1,-,-
T	SEQUENCE OF	L	2428	1 512 0
T	SlotFormatCombination	Q	0	slotFormatCombinationId,2429,0,-,- slotFormats,2430,0,-,-	
T	SlotFormatCombinationId	i	0 511 0
T	SEQUENCE OF	L	2431	1 256 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 127 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	160	1 16 0
T	SEQUENCE OF	L	2436	1 16 0
T	AvailableRB-SetsPerCell-r16	Q	0	servingCellId-r16,160,0,-,- positionInDCI-r16,2437,0,-,-	
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	160	1 16 0
T	SEQUENCE OF	L	2440	1 4 0
T	SearchSpaceSwitchTrigger-r16	Q	0	servingCellId-r16,160,0,-,- positionInDCI-r16,2441,0,-,-	
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	160	1 4 0
T	SEQUENCE OF	L	2444	1 16 0
T	CO-DurationsPerCell-r16	Q	0	servingCellId-r16,160,0,-,- positionInDCI-r16,2445,0,-,- subcarrierSpacing-r16,162,0,-,- co-DurationList-r16,2446,0,-,-	
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	2447	1 64 0
T	CO-Duration-r16	i	0 1120 0
T	SEQUENCE OF	L	160	1 16 0
T	SEQUENCE OF	L	2440	1 12 0
T	SEQUENCE OF	L	160	1 12 0
T	SEQUENCE OF	L	2452	1 16 0
T	CO-DurationsPerCell-r17	Q	0	servingCellId-r17,160,0,-,- positionInDCI-r17,2453,0,-,- subcarrierSpacing-r17,162,0,-,- co-DurationList-r17,2454,0,-,-	
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	2455	1 64 0
T	CO-Duration-r17	i	0 4480 0
T	SetupRelease	C	0	release,2457,0,-,- setup,2458,0,-,-	
T	NULL	n
T	AvailabilityIndicator-r16	Q	1	ai-RNTI-r16,0,0,-,- dci-PayloadSizeAI-r16,2459,0,-,- availableCombToAddModList-r16,2460,1,-,- availableCombToReleaseList-r16,2481,1,-,-	
T	INTEGER	i	1 128 0
T	SEQUENCE OF	L	2461	1 512 0
T	AvailabilityCombinationsPerCell-r16	Q	1	availabilityCombinationsPerCellIndex-r16,2462,0,-,- iab-DU-CellIdentity-r16,2463,0,-,- positionInDCI-AI-r16,2464,1,-,- availabilityCombinations-r16,2465,0,-,-	gavailabilityCombinationsRB-Groups-r17,2470,1,-,-;gpositionInDCI-AI-RBGroups-v1720,2480,1,-,-
T	AvailabilityCombinationsPerCellIndex-r16	i	0 512 0
T	CellIdentity	B	36 36 0
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	2466	1 512 0
T	AvailabilityCombination-r16	Q	0	availabilityCombinationId-r16,2467,0,-,- resourceAvailability-r16,2468,0,-,-	
T	AvailabilityCombinationId-r16	i	0 511 0
T	SEQUENCE OF	L	2469	1 256 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	2471	1 512 0
T	AvailabilityCombinationRB-Groups-r17	Q	0	availabilityCombinationId-r17,2467,0,-,- rb-SetGroups-r17,2472,1,-,- resourceAvailability-r17,2478,1,-,-	
T	SEQUENCE OF	L	2473	1 8 0
T	RB-SetGroup-r17	Q	0	resourceAvailability-r17,2474,1,-,- rb-Sets-r17,2476,1,-,-	
T	SEQUENCE OF	L	2475	1 256 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	2477	1 8 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	2479	1 256 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	2462	1 512 0
T	INTEGER	i	1 80 0
T	INTEGER	i	81 1280 0
T	SetupRelease	C	0	release,2485,0,-,- setup,2486,0,-,-	
T	NULL	n
T	PDSCH-ServingCellConfig	Q	1	codeBlockGroupTransmission,2487,1,-,- xOverhead,2492,1,-,- nrofHARQ-ProcessesForPDSCH,2493,1,-,- pucch-Cell,160,1,-,-	gmaxMIMO-Layers,2494,1,-,- processingType2Enabled,2495,1,-,-;gpdsch-CodeBlockGroupTransmissionList-r16,2496,1,-,-;gdownlinkHARQ-FeedbackDisabled-r17,2499,1,-,- nrofHARQ-ProcessesForPDSCH-v1700,2502,1,-,-
T	SetupRelease	C	0	release,2488,0,-,- setup,2489,0,-,-	
T	NULL	n
T	PDSCH-CodeBlockGroupTransmission	Q	1	maxCodeBlockGroupsPerTransportBlock,2490,0,-,- codeBlockGroupFlushIndicator,2491,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8	-
T	BOOLEAN	b
T	ENUMERATED	e	xOh6,xOh12,xOh18	-
T	ENUMERATED	e	n2,n4,n6,n10,n12,n16	-
T	INTEGER	i	1 8 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,2497,0,-,- setup,2498,0,-,-	
T	NULL	n
T	PDSCH-CodeBlockGroupTransmissionList-r16	L	2489	1 2 0
T	SetupRelease	C	0	release,2500,0,-,- setup,2501,0,-,-	
T	NULL	n
T	DownlinkHARQ-FeedbackDisabled-r17	B	32 32 0
T	ENUMERATED	e	n32	-
T	SetupRelease	C	0	release,2504,0,-,- setup,2505,0,-,-	
T	NULL	n
T	CSI-MeasConfig	Q	1	nzp-CSI-RS-ResourceToAddModList,2506,1,-,- nzp-CSI-RS-ResourceToReleaseList,2512,1,-,- nzp-CSI-RS-ResourceSetToAddModList,2513,1,-,- nzp-CSI-RS-ResourceSetToReleaseList,2530,1,-,- csi-IM-ResourceToAddModList,2531,1,-,- csi-IM-ResourceToReleaseList,2541,1,-,- csi-IM-ResourceSetToAddModList,2542,1,-,- csi-IM-ResourceSetToReleaseList,2546,1,-,- csi-SSB-ResourceSetToAddModList,2547,1,-,- csi-SSB-ResourceSetToReleaseList,2553,1,-,- csi-ResourceConfigToAddModList,2554,1,-,- csi-ResourceConfigToReleaseList,2563,1,-,- csi-ReportConfigToAddModList,2564,1,-,- csi-ReportConfigToReleaseList,2979,1,-,- reportTriggerSize,2980,1,-,- aperiodicTriggerStateList,2981,1,-,- semiPersistentOnPUSCH-TriggerStateList,3014,1,-,-	greportTriggerSizeDCI-0-2-r16,3019,1,-,-;gsCellActivationRS-ConfigToAddModList-r17,3020,1,-,- sCellActivationRS-ConfigToReleaseList-r17,3024,1,-,-;gltm-CSI-ReportConfigToAddModList-r18,3025,1,-,- ltm-CSI-ReportConfigToReleaseList-r18,3051,1,-,-
T	SEQUENCE OF	L	2507	1 192 0
T	NZP-CSI-RS-Resource	Q	1	nzp-CSI-RS-ResourceId,1167,0,-,- resourceMapping,1194,0,-,- powerControlOffset,2508,0,-,- powerControlOffsetSS,2509,1,-,- scramblingID,2510,0,-,- periodicityAndOffset,1212,1,-,- qcl-InfoPeriodicCSI-RS,530,1,-,-	gsubcarrierSpacing-r18,162,1,-,- absoluteFrequencyPointA-r18,4,1,-,- cyclicPrefix-r18,2511,1,-,-
T	INTEGER	i	-8 15 0
T	ENUMERATED	e	db-3,db0,db3,db6	-
T	ScramblingId	i	0 1023 0
T	ENUMERATED	e	extended	-
T	SEQUENCE OF	L	1167	1 192 0
T	SEQUENCE OF	L	2514	1 64 0
T	NZP-CSI-RS-ResourceSet	Q	1	nzp-CSI-ResourceSetId,2515,0,-,- nzp-CSI-RS-Resources,2516,0,-,- repetition,2517,1,-,- aperiodicTriggeringOffset,2518,1,-,- trs-Info,2519,1,-,-	gaperiodicTriggeringOffset-r16,2520,1,-,-;gpdc-Info-r17,2521,1,-,- cmrGroupingAndPairing-r17,2522,1,-,- aperiodicTriggeringOffset-r17,2527,1,-,- aperiodicTriggeringOffsetL2-r17,2528,1,-,-;gresourceType-r18,2529,1,-,-
T	NZP-CSI-RS-ResourceSetId	i	0 63 0
T	SEQUENCE OF	L	1167	1 64 0
T	ENUMERATED	e	on,off	-
T	INTEGER	i	0 6 0
T	ENUMERATED	e	true	-
T	INTEGER	i	0 31 0
T	ENUMERATED	e	true	-
T	CMRGroupingAndPairing-r17	Q	0	nrofResourcesGroup1-r17,2523,0,-,- pair1OfNZP-CSI-RS-r17,2524,1,-,- pair2OfNZP-CSI-RS-r17,2524,1,-,-	
T	INTEGER	i	1 7 0
T	NZP-CSI-RS-Pairing-r17	Q	0	nzp-CSI-RS-ResourceId1-r17,2525,0,-,- nzp-CSI-RS-ResourceId2-r17,2526,0,-,-	
T	INTEGER	i	1 7 0
T	INTEGER	i	1 7 0
T	INTEGER	i	0 124 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	periodic	-
T	SEQUENCE OF	L	2515	1 64 0
T	SEQUENCE OF	L	2532	1 32 0
T	CSI-IM-Resource	Q	1	csi-IM-ResourceId,2533,0,-,- csi-IM-ResourceElementPattern,2534,1,-,- freqBand,1209,1,-,- periodicityAndOffset,1212,1,-,-	
T	CSI-IM-ResourceId	i	0 31 0
T	CHOICE	C	0	pattern0,2535,0,-,- pattern1,2538,0,-,-	
T	SEQUENCE	Q	0	subcarrierLocation-p0,2536,0,-,- symbolLocation-p0,2537,0,-,-	
T	ENUMERATED	e	s0,s2,s4,s6,s8,s10	-
T	INTEGER	i	0 12 0
T	SEQUENCE	Q	0	subcarrierLocation-p1,2539,0,-,- symbolLocation-p1,2540,0,-,-	
T	ENUMERATED	e	s0,s4,s8	-
T	INTEGER	i	0 13 0
T	SEQUENCE OF	L	2533	1 32 0
T	SEQUENCE OF	L	2543	1 64 0
T	CSI-IM-ResourceSet	Q	1	csi-IM-ResourceSetId,2544,0,-,- csi-IM-Resources,2545,0,-,-	
T	CSI-IM-ResourceSetId	i	0 63 0
T	SEQUENCE OF	L	2533	1 8 0
T	SEQUENCE OF	L	2544	1 64 0
T	SEQUENCE OF	L	2548	1 64 0
T	CSI-SSB-ResourceSet	Q	1	csi-SSB-ResourceSetId,2549,0,-,- csi-SSB-ResourceList,2550,0,-,-	gservingAdditionalPCIList-r17,2551,1,-,-
T	CSI-SSB-ResourceSetId	i	0 63 0
T	SEQUENCE OF	L	1015	1 64 0
T	SEQUENCE OF	L	2552	1 64 0
T	ServingAdditionalPCIIndex-r17	i	0 7 0
T	SEQUENCE OF	L	2549	1 64 0
T	SEQUENCE OF	L	2555	1 112 0
T	CSI-ResourceConfig	Q	1	csi-ResourceConfigId,2556,0,-,- csi-RS-ResourceSetList,2557,0,-,- bwp-Id,1165,0,-,- resourceType,2562,0,-,-	gcsi-SSB-ResourceSetListExt-r17,2549,1,-,-
T	CSI-ResourceConfigId	i	0 111 0
T	CHOICE	C	0	nzp-CSI-RS-SSB,2558,0,-,- csi-IM-ResourceSetList,2561,0,-,-	
T	SEQUENCE	Q	0	nzp-CSI-RS-ResourceSetList,2559,1,-,- csi-SSB-ResourceSetList,2560,1,-,-	
T	SEQUENCE OF	L	2515	1 16 0
T	SEQUENCE OF	L	2549	1 1 0
T	SEQUENCE OF	L	2544	1 16 0
T	ENUMERATED	e	aperiodic,semiPersistent,periodic	-
T	SEQUENCE OF	L	2556	1 112 0
T	SEQUENCE OF	L	2565	1 48 0
T	CSI-ReportConfig	Q	1	reportConfigId,2566,0,-,- carrier,160,1,-,- resourcesForChannelMeasurement,2556,0,-,- csi-IM-ResourcesForInterference,2556,1,-,- nzp-CSI-RS-ResourcesForInterference,2556,1,-,- reportConfigType,2567,0,-,- reportQuantity,2591,0,-,- reportFreqConfiguration,2601,1,-,- timeRestrictionForChannelMeasurements,2622,0,-,- timeRestrictionForInterferenceMeasurements,2623,0,-,- codebookConfig,2624,1,-,- dummy,2685,1,-,- groupBasedBeamReporting,2686,0,-,- cqi-Table,2690,1,-,- subbandSize,2691,0,-,- non-PMI-PortIndication,2692,1,-,-	gsemiPersistentOnPUSCH-v1530,2712,1,-,-;gsemiPersistentOnPUSCH-v1610,2714,1,-,- aperiodic-v1610,2719,1,-,- reportQuantity-r16,2724,1,-,- codebookConfig-r16,2727,1,-,-;gcqi-BitsPerSubband-r17,2752,1,-,- groupBasedBeamReporting-v1710,2753,1,-,- codebookConfig-r17,2755,1,-,- sharedCMR-r17,2804,1,-,- csi-ReportMode-r17,2805,1,-,- numberOfSingleTRP-CSI-Mode1-r17,2806,1,-,- reportQuantity-r17,2807,1,-,-;gsemiPersistentOnPUSCH-v1720,2812,1,-,- aperiodic-v1720,2819,1,-,-;gcodebookConfig-v1730,2826,1,-,-;ggroupBasedBeamReporting-v1800,2830,1,-,- reportQuantity-r18,2832,1,-,- codebookConfig-r18,2836,1,-,- csi-ReportSubConfigToAddModList-r18,2960,1,-,- csi-ReportSubConfigToReleaseList-r18,2978,1,-,-
T	CSI-ReportConfigId	i	0 47 0
T	CHOICE	C	0	periodic,2568,0,-,- semiPersistentOnPUCCH,2582,0,-,- semiPersistentOnPUSCH,2584,0,-,- aperiodic,2588,0,-,-	
T	SEQUENCE	Q	0	reportSlotConfig,2569,0,-,- pucch-CSI-ResourceList,2580,0,-,-	
T	CSI-ReportPeriodicityAndOffset	C	0	slots4,2570,0,-,- slots5,2571,0,-,- slots8,2572,0,-,- slots10,2573,0,-,- slots16,2574,0,-,- slots20,2575,0,-,- slots40,2576,0,-,- slots80,2577,0,-,- slots160,2578,0,-,- slots320,2579,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	SEQUENCE OF	L	2581	1 4 0
T	PUCCH-CSI-Resource	Q	0	uplinkBandwidthPartId,1165,0,-,- pucch-Resource,1349,0,-,-	
T	SEQUENCE	Q	0	reportSlotConfig,2569,0,-,- pucch-CSI-ResourceList,2583,0,-,-	
T	SEQUENCE OF	L	2581	1 4 0
T	SEQUENCE	Q	0	reportSlotConfig,2585,0,-,- reportSlotOffsetList,2586,0,-,- p0alpha,1750,0,-,-	
T	ENUMERATED	e	sl5,sl10,sl20,sl40,sl80,sl160,sl320	-
T	SEQUENCE OF	L	2587	1 16 0
T	INTEGER	i	0 32 0
T	SEQUENCE	Q	0	reportSlotOffsetList,2589,0,-,-	
T	SEQUENCE OF	L	2590	1 16 0
T	INTEGER	i	0 32 0
T	CHOICE	C	0	none,2592,0,-,- cri-RI-PMI-CQI,2593,0,-,- cri-RI-i1,2594,0,-,- cri-RI-i1-CQI,2595,0,-,- cri-RI-CQI,2597,0,-,- cri-RSRP,2598,0,-,- ssb-Index-RSRP,2599,0,-,- cri-RI-LI-PMI-CQI,2600,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	pdsch-BundleSizeForCSI,2596,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	cqi-FormatIndicator,2602,1,-,- pmi-FormatIndicator,2603,1,-,- csi-ReportingBand,2604,1,-,-	
T	ENUMERATED	e	widebandCQI,subbandCQI	-
T	ENUMERATED	e	widebandPMI,subbandPMI	-
T	CHOICE	C	1	subbands3,2605,0,-,- subbands4,2606,0,-,- subbands5,2607,0,-,- subbands6,2608,0,-,- subbands7,2609,0,-,- subbands8,2610,0,-,- subbands9,2611,0,-,- subbands10,2612,0,-,- subbands11,2613,0,-,- subbands12,2614,0,-,- subbands13,2615,0,-,- subbands14,2616,0,-,- subbands15,2617,0,-,- subbands16,2618,0,-,- subbands17,2619,0,-,- subbands18,2620,0,-,-	subbands19-v1530,2621,0,-,-
T	BIT STRING	B	3 3 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	5 5 0
T	BIT STRING	B	6 6 0
T	BIT STRING	B	7 7 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	9 9 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	11 11 0
T	BIT STRING	B	12 12 0
T	BIT STRING	B	13 13 0
T	BIT STRING	B	14 14 0
T	BIT STRING	B	15 15 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	17 17 0
T	BIT STRING	B	18 18 0
T	BIT STRING	B	19 19 0
T	ENUMERATED	e	configured,notConfigured	-
T	ENUMERATED	e	configured,notConfigured	-
T	CodebookConfig	Q	0	codebookType,2625,0,-,-	
T	CHOICE	C	0	type1,2626,0,-,- type2,2661,0,-,-	
T	SEQUENCE	Q	0	subType,2627,0,-,- codebookMode,2660,0,-,-	
T	CHOICE	C	0	typeI-SinglePanel,2628,0,-,- typeI-MultiPanel,2649,0,-,-	
T	SEQUENCE	Q	0	nrOfAntennaPorts,2629,0,-,- typeI-SinglePanel-ri-Restriction,2648,0,-,-	
T	CHOICE	C	0	two,2630,0,-,- moreThanTwo,2632,0,-,-	
T	SEQUENCE	Q	0	twoTX-CodebookSubsetRestriction,2631,0,-,-	
T	BIT STRING	B	6 6 0
T	SEQUENCE	Q	0	n1-n2,2633,0,-,- typeI-SinglePanel-codebookSubsetRestriction-i2,2647,1,-,-	
T	CHOICE	C	0	two-one-TypeI-SinglePanel-Restriction,2634,0,-,- two-two-TypeI-SinglePanel-Restriction,2635,0,-,- four-one-TypeI-SinglePanel-Restriction,2636,0,-,- three-two-TypeI-SinglePanel-Restriction,2637,0,-,- six-one-TypeI-SinglePanel-Restriction,2638,0,-,- four-two-TypeI-SinglePanel-Restriction,2639,0,-,- eight-one-TypeI-SinglePanel-Restriction,2640,0,-,- four-three-TypeI-SinglePanel-Restriction,2641,0,-,- six-two-TypeI-SinglePanel-Restriction,2642,0,-,- twelve-one-TypeI-SinglePanel-Restriction,2643,0,-,- four-four-TypeI-SinglePanel-Restriction,2644,0,-,- eight-two-TypeI-SinglePanel-Restriction,2645,0,-,- sixteen-one-TypeI-SinglePanel-Restriction,2646,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	96 96 0
T	BIT STRING	B	24 24 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	32 32 0
T	BIT STRING	B	192 192 0
T	BIT STRING	B	192 192 0
T	BIT STRING	B	48 48 0
T	BIT STRING	B	256 256 0
T	BIT STRING	B	256 256 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	8 8 0
T	SEQUENCE	Q	0	ng-n1-n2,2650,0,-,- ri-Restriction,2659,0,-,-	
T	CHOICE	C	0	two-two-one-TypeI-MultiPanel-Restriction,2651,0,-,- two-four-one-TypeI-MultiPanel-Restriction,2652,0,-,- four-two-one-TypeI-MultiPanel-Restriction,2653,0,-,- two-two-two-TypeI-MultiPanel-Restriction,2654,0,-,- two-eight-one-TypeI-MultiPanel-Restriction,2655,0,-,- four-four-one-TypeI-MultiPanel-Restriction,2656,0,-,- two-four-two-TypeI-MultiPanel-Restriction,2657,0,-,- four-two-two-TypeI-MultiPanel-Restriction,2658,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	32 32 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	subType,2662,0,-,- phaseAlphabetSize,2682,0,-,- subbandAmplitude,2683,0,-,- numberOfBeams,2684,0,-,-	
T	CHOICE	C	0	typeII,2663,0,-,- typeII-PortSelection,2679,0,-,-	
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestriction,2664,0,-,- typeII-RI-Restriction,2678,0,-,-	
T	CHOICE	C	0	two-one,2665,0,-,- two-two,2666,0,-,- four-one,2667,0,-,- three-two,2668,0,-,- six-one,2669,0,-,- four-two,2670,0,-,- eight-one,2671,0,-,- four-three,2672,0,-,- six-two,2673,0,-,- twelve-one,2674,0,-,- four-four,2675,0,-,- eight-two,2676,0,-,- sixteen-one,2677,0,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	43 43 0
T	BIT STRING	B	32 32 0
T	BIT STRING	B	59 59 0
T	BIT STRING	B	48 48 0
T	BIT STRING	B	75 75 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	107 107 0
T	BIT STRING	B	107 107 0
T	BIT STRING	B	96 96 0
T	BIT STRING	B	139 139 0
T	BIT STRING	B	139 139 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	2 2 0
T	SEQUENCE	Q	0	portSelectionSamplingSize,2680,1,-,- typeII-PortSelectionRI-Restriction,2681,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	n4,n8	-
T	BOOLEAN	b
T	ENUMERATED	e	two,three,four	-
T	ENUMERATED	e	n1,n2	-
T	CHOICE	C	0	enabled,2687,0,-,- disabled,2688,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	nrofReportedRS,2689,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	table1,table2,table3,table4-r17	-
T	ENUMERATED	e	value1,value2	-
T	SEQUENCE OF	L	2693	1 128 0
T	PortIndexFor8Ranks	C	0	portIndex8,2694,0,-,- portIndex4,2703,0,-,- portIndex2,2708,0,-,- portIndex1,2711,0,-,-	
T	SEQUENCE	Q	0	rank1-8,2695,1,-,- rank2-8,2696,1,-,- rank3-8,2697,1,-,- rank4-8,2698,1,-,- rank5-8,2699,1,-,- rank6-8,2700,1,-,- rank7-8,2701,1,-,- rank8-8,2702,1,-,-	
T	PortIndex8	i	0 7 0
T	SEQUENCE OF	L	2695	2 2 0
T	SEQUENCE OF	L	2695	3 3 0
T	SEQUENCE OF	L	2695	4 4 0
T	SEQUENCE OF	L	2695	5 5 0
T	SEQUENCE OF	L	2695	6 6 0
T	SEQUENCE OF	L	2695	7 7 0
T	SEQUENCE OF	L	2695	8 8 0
T	SEQUENCE	Q	0	rank1-4,2704,1,-,- rank2-4,2705,1,-,- rank3-4,2706,1,-,- rank4-4,2707,1,-,-	
T	PortIndex4	i	0 3 0
T	SEQUENCE OF	L	2704	2 2 0
T	SEQUENCE OF	L	2704	3 3 0
T	SEQUENCE OF	L	2704	4 4 0
T	SEQUENCE	Q	0	rank1-2,2709,1,-,- rank2-2,2710,1,-,-	
T	PortIndex2	i	0 1 0
T	SEQUENCE OF	L	2709	2 2 0
T	NULL	n
T	SEQUENCE	Q	0	reportSlotConfig-v1530,2713,0,-,-	
T	ENUMERATED	e	sl4,sl8,sl16	-
T	SEQUENCE	Q	0	reportSlotOffsetListDCI-0-2-r16,2715,1,-,- reportSlotOffsetListDCI-0-1-r16,2717,1,-,-	
T	SEQUENCE OF	L	2716	1 64 0
T	INTEGER	i	0 32 0
T	SEQUENCE OF	L	2718	1 64 0
T	INTEGER	i	0 32 0
T	SEQUENCE	Q	0	reportSlotOffsetListDCI-0-2-r16,2720,1,-,- reportSlotOffsetListDCI-0-1-r16,2722,1,-,-	
T	SEQUENCE OF	L	2721	1 64 0
T	INTEGER	i	0 32 0
T	SEQUENCE OF	L	2723	1 64 0
T	INTEGER	i	0 32 0
T	CHOICE	C	0	cri-SINR-r16,2725,0,-,- ssb-Index-SINR-r16,2726,0,-,-	
T	NULL	n
T	NULL	n
T	CodebookConfig-r16	Q	0	codebookType,2728,0,-,-	
T	CHOICE	C	0	type2,2729,0,-,-	
T	SEQUENCE	Q	0	subType,2730,0,-,- numberOfPMI-SubbandsPerCQI-Subband-r16,2750,0,-,- paramCombination-r16,2751,0,-,-	
T	CHOICE	C	0	typeII-r16,2731,0,-,- typeII-PortSelection-r16,2747,0,-,-	
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestriction-r16,2732,0,-,- typeII-RI-Restriction-r16,2746,0,-,-	
T	CHOICE	C	0	two-one,2733,0,-,- two-two,2734,0,-,- four-one,2735,0,-,- three-two,2736,0,-,- six-one,2737,0,-,- four-two,2738,0,-,- eight-one,2739,0,-,- four-three,2740,0,-,- six-two,2741,0,-,- twelve-one,2742,0,-,- four-four,2743,0,-,- eight-two,2744,0,-,- sixteen-one,2745,0,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	43 43 0
T	BIT STRING	B	32 32 0
T	BIT STRING	B	59 59 0
T	BIT STRING	B	48 48 0
T	BIT STRING	B	75 75 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	107 107 0
T	BIT STRING	B	107 107 0
T	BIT STRING	B	96 96 0
T	BIT STRING	B	139 139 0
T	BIT STRING	B	139 139 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	4 4 0
T	SEQUENCE	Q	0	portSelectionSamplingSize-r16,2748,0,-,- typeII-PortSelectionRI-Restriction-r16,2749,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	BIT STRING	B	4 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	bits4	-
T	SEQUENCE	Q	0	nrofReportedGroups-r17,2754,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	CodebookConfig-r17	Q	0	codebookType,2756,0,-,-	
T	CHOICE	C	0	type1,2757,0,-,- type2,2798,0,-,-	
T	SEQUENCE	Q	0	typeI-SinglePanel-Group1-r17,2758,1,-,- typeI-SinglePanel-Group2-r17,2777,1,-,- typeI-SinglePanel-ri-RestrictionSTRP-r17,2796,1,-,- typeI-SinglePanel-ri-RestrictionSDM-r17,2797,1,-,-	
T	SEQUENCE	Q	0	nrOfAntennaPorts,2759,0,-,-	
T	CHOICE	C	0	two,2760,0,-,- moreThanTwo,2762,0,-,-	
T	SEQUENCE	Q	0	twoTX-CodebookSubsetRestriction1-r17,2761,0,-,-	
T	BIT STRING	B	6 6 0
T	SEQUENCE	Q	0	n1-n2,2763,0,-,-	
T	CHOICE	C	0	two-one-TypeI-SinglePanel-Restriction1-r17,2764,0,-,- two-two-TypeI-SinglePanel-Restriction1-r17,2765,0,-,- four-one-TypeI-SinglePanel-Restriction1-r17,2766,0,-,- three-two-TypeI-SinglePanel-Restriction1-r17,2767,0,-,- six-one-TypeI-SinglePanel-Restriction1-r17,2768,0,-,- four-two-TypeI-SinglePanel-Restriction1-r17,2769,0,-,- eight-one-TypeI-SinglePanel-Restriction1-r17,2770,0,-,- four-three-TypeI-SinglePanel-Restriction1-r17,2771,0,-,- six-two-TypeI-SinglePanel-Restriction1-r17,2772,0,-,- twelve-one-TypeI-SinglePanel-Restriction1-r17,2773,0,-,- four-four-TypeI-SinglePanel-Restriction1-r17,2774,0,-,- eight-two-TypeI-SinglePanel-Restriction1-r17,2775,0,-,- sixteen-one-TypeI-SinglePanel-Restriction1-r17,2776,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	96 96 0
T	BIT STRING	B	24 24 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	32 32 0
T	BIT STRING	B	192 192 0
T	BIT STRING	B	192 192 0
T	BIT STRING	B	48 48 0
T	BIT STRING	B	256 256 0
T	BIT STRING	B	256 256 0
T	BIT STRING	B	64 64 0
T	SEQUENCE	Q	0	nrOfAntennaPorts,2778,0,-,-	
T	CHOICE	C	0	two,2779,0,-,- moreThanTwo,2781,0,-,-	
T	SEQUENCE	Q	0	twoTX-CodebookSubsetRestriction2-r17,2780,0,-,-	
T	BIT STRING	B	6 6 0
T	SEQUENCE	Q	0	n1-n2,2782,0,-,-	
T	CHOICE	C	0	two-one-TypeI-SinglePanel-Restriction2-r17,2783,0,-,- two-two-TypeI-SinglePanel-Restriction2-r17,2784,0,-,- four-one-TypeI-SinglePanel-Restriction2-r17,2785,0,-,- three-two-TypeI-SinglePanel-Restriction2-r17,2786,0,-,- six-one-TypeI-SinglePanel-Restriction2-r17,2787,0,-,- four-two-TypeI-SinglePanel-Restriction2-r17,2788,0,-,- eight-one-TypeI-SinglePanel-Restriction2-r17,2789,0,-,- four-three-TypeI-SinglePanel-Restriction2-r17,2790,0,-,- six-two-TypeI-SinglePanel-Restriction2-r17,2791,0,-,- twelve-one-TypeI-SinglePanel-Restriction2-r17,2792,0,-,- four-four-TypeI-SinglePanel-Restriction2-r17,2793,0,-,- eight-two-TypeI-SinglePanel-Restriction2-r17,2794,0,-,- sixteen-one-TypeI-SinglePanel-Restriction2-r17,2795,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	96 96 0
T	BIT STRING	B	24 24 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	32 32 0
T	BIT STRING	B	192 192 0
T	BIT STRING	B	192 192 0
T	BIT STRING	B	48 48 0
T	BIT STRING	B	256 256 0
T	BIT STRING	B	256 256 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	4 4 0
T	SEQUENCE	Q	0	typeII-PortSelection-r17,2799,0,-,-	
T	SEQUENCE	Q	0	paramCombination-r17,2800,0,-,- valueOfN-r17,2801,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r17,2802,1,-,- typeII-PortSelectionRI-Restriction-r17,2803,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 2 0
T	BIT STRING	B	4 4 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	mode1,mode2	-
T	ENUMERATED	e	n0,n1,n2	-
T	CHOICE	C	0	cri-RSRP-Index-r17,2808,0,-,- ssb-Index-RSRP-Index-r17,2809,0,-,- cri-SINR-Index-r17,2810,0,-,- ssb-Index-SINR-Index-r17,2811,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	reportSlotOffsetList-r17,2813,1,-,- reportSlotOffsetListDCI-0-2-r17,2815,1,-,- reportSlotOffsetListDCI-0-1-r17,2817,1,-,-	
T	SEQUENCE OF	L	2814	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	2816	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	2818	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE	Q	0	reportSlotOffsetList-r17,2820,1,-,- reportSlotOffsetListDCI-0-2-r17,2822,1,-,- reportSlotOffsetListDCI-0-1-r17,2824,1,-,-	
T	SEQUENCE OF	L	2821	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	2823	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	2825	1 64 0
T	INTEGER	i	0 128 0
T	CodebookConfig-v1730	Q	0	codebookType,2827,0,-,-	
T	CHOICE	C	0	type1,2828,0,-,-	
T	SEQUENCE	Q	0	codebookMode,2829,1,-,-	
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	reportingMode-r18,2831,0,-,-	
T	ENUMERATED	e	jointULDL,onlyUL	-
T	TDCP-r18	Q	0	delayDSetofLengthY-r18,2833,0,-,- phaseReporting-r18,2835,1,-,-	
T	SEQUENCE OF	L	2834	1 4 0
T	DelayD	e	symb4,slot1,slot2,slot3,slot4,slot5,slot6,slot10	-
T	ENUMERATED	e	enable	-
T	CodebookConfig-r18	Q	0	codebookType,2837,0,-,-	
T	CHOICE	C	0	type2,2838,0,-,-	
T	CHOICE	C	0	typeII-CJT-r18,2839,0,-,- typeII-CJT-PortSelection-r18,2897,0,-,- typeII-Doppler-r18,2907,0,-,- typeII-DopplerPortSelection-r18,2954,0,-,-	
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestrictionList-r18,2840,0,-,- paramCombination-CJT-r18,2889,0,-,- paramCombination-CJT-L-r18,2890,0,-,- restrictedCMR-Selection-r18,2892,0,-,- valueOfO3-r18,2893,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,2894,0,-,- typeII-RI-Restriction-r18,2895,0,-,- codebookMode-r18,2896,0,-,-	
T	N1-N2-CBSR-List-r18	C	0	two-one-r18,2841,0,-,- two-two-r18,2845,0,-,- four-one-r18,2849,0,-,- three-two-r18,2853,0,-,- six-one-r18,2857,0,-,- four-two-r18,2861,0,-,- eight-one-r18,2865,0,-,- four-three-r18,2869,0,-,- twelve-one-r18,2873,0,-,- four-four-r18,2877,0,-,- eight-two-r18,2881,0,-,- sixteen-one-r18,2885,0,-,-	
T	CHOICE	C	0	no-cbsr-r18,2842,0,-,- cbsr-list-r18,2843,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2844	1 4 0
T	BIT STRING	B	8 8 0
T	CHOICE	C	0	no-cbsr-r18,2846,0,-,- cbsr-list-r18,2847,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2848	1 4 0
T	BIT STRING	B	27 27 0
T	CHOICE	C	0	no-cbsr-r18,2850,0,-,- cbsr-list-r18,2851,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2852	1 4 0
T	BIT STRING	B	16 16 0
T	CHOICE	C	0	no-cbsr-r18,2854,0,-,- cbsr-list-r18,2855,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2856	1 4 0
T	BIT STRING	B	35 35 0
T	CHOICE	C	0	no-cbsr-r18,2858,0,-,- cbsr-list-r18,2859,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2860	1 4 0
T	BIT STRING	B	24 24 0
T	CHOICE	C	0	no-cbsr-r18,2862,0,-,- cbsr-list-r18,2863,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2864	1 4 0
T	BIT STRING	B	43 43 0
T	CHOICE	C	0	no-cbsr-r18,2866,0,-,- cbsr-list-r18,2867,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2868	1 4 0
T	BIT STRING	B	32 32 0
T	CHOICE	C	0	no-cbsr-r18,2870,0,-,- cbsr-list-r18,2871,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2872	1 4 0
T	BIT STRING	B	59 59 0
T	CHOICE	C	0	no-cbsr-r18,2874,0,-,- cbsr-list-r18,2875,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2876	1 4 0
T	BIT STRING	B	48 48 0
T	CHOICE	C	0	no-cbsr-r18,2878,0,-,- cbsr-list-r18,2879,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2880	1 4 0
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,2882,0,-,- cbsr-list-r18,2883,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2884	1 4 0
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,2886,0,-,- cbsr-list-r18,2887,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	2888	1 4 0
T	BIT STRING	B	64 64 0
T	INTEGER	i	1 7 0
T	SEQUENCE OF	L	2891	1 4 0
T	INTEGER	i	1 5 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	n1,n4	-
T	INTEGER	i	1 2 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	paramCombination-CJT-PS-r18,2898,0,-,- paramCombination-CJT-PS-alpha-r18,2899,0,-,- restrictedCMR-Selection-r18,2901,0,-,- valueOfO3-r18,2902,1,-,- valueOfN-CJT-r18,2903,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,2904,0,-,- typeII-PortSelectionRI-Restriction-r18,2905,0,-,- codebookMode-r18,2906,0,-,-	
T	INTEGER	i	1 5 0
T	SEQUENCE OF	L	2900	1 4 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	n1,n4	-
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 2 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestriction-r18,2908,0,-,- paramCombination-Doppler-r18,2945,0,-,- td-dd-config-r18,2946,0,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,2951,0,-,- predictionDelay-r18,2952,0,-,- typeII-RI-Restriction-r18,2953,0,-,-	
T	N1-N2-CBSR-r18	C	0	two-one-r18,2909,0,-,- two-two-r18,2912,0,-,- four-one-r18,2915,0,-,- three-two-r18,2918,0,-,- six-one-r18,2921,0,-,- four-two-r18,2924,0,-,- eight-one-r18,2927,0,-,- four-three-r18,2930,0,-,- twelve-one-r18,2933,0,-,- four-four-r18,2936,0,-,- eight-two-r18,2939,0,-,- sixteen-one-r18,2942,0,-,-	
T	CHOICE	C	0	no-cbsr-r18,2910,0,-,- cbsr-r18,2911,0,-,-	
T	NULL	n
T	BIT STRING	B	8 8 0
T	CHOICE	C	0	no-cbsr-r18,2913,0,-,- cbsr-r18,2914,0,-,-	
T	NULL	n
T	BIT STRING	B	27 27 0
T	CHOICE	C	0	no-cbsr-r18,2916,0,-,- cbsr-r18,2917,0,-,-	
T	NULL	n
T	BIT STRING	B	16 16 0
T	CHOICE	C	0	no-cbsr-r18,2919,0,-,- cbsr-r18,2920,0,-,-	
T	NULL	n
T	BIT STRING	B	35 35 0
T	CHOICE	C	0	no-cbsr-r18,2922,0,-,- cbsr-r18,2923,0,-,-	
T	NULL	n
T	BIT STRING	B	24 24 0
T	CHOICE	C	0	no-cbsr-r18,2925,0,-,- cbsr-r18,2926,0,-,-	
T	NULL	n
T	BIT STRING	B	43 43 0
T	CHOICE	C	0	no-cbsr-r18,2928,0,-,- cbsr-r18,2929,0,-,-	
T	NULL	n
T	BIT STRING	B	32 32 0
T	CHOICE	C	0	no-cbsr-r18,2931,0,-,- cbsr-r18,2932,0,-,-	
T	NULL	n
T	BIT STRING	B	59 59 0
T	CHOICE	C	0	no-cbsr-r18,2934,0,-,- cbsr-r18,2935,0,-,-	
T	NULL	n
T	BIT STRING	B	48 48 0
T	CHOICE	C	0	no-cbsr-r18,2937,0,-,- cbsr-r18,2938,0,-,-	
T	NULL	n
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,2940,0,-,- cbsr-r18,2941,0,-,-	
T	NULL	n
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,2943,0,-,- cbsr-r18,2944,0,-,-	
T	NULL	n
T	BIT STRING	B	64 64 0
T	INTEGER	i	1 9 0
T	TD-DD-Config-r18	Q	0	vectorLengthDD-r18,2947,0,-,- unitDurationDD-r18,2948,1,-,- aperiodicResourceOffset-r18,2949,1,-,- tdCQI-r18,2950,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	m1,m2	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n11,n12,n2,spare1	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	m0,n0,n1,n2	-
T	BIT STRING	B	4 4 0
T	SEQUENCE	Q	0	paramCombinationDoppler-PS-r18,2955,0,-,- td-dd-config-r18,2946,0,-,- valueOfN-Doppler-r18,2956,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,2957,0,-,- predictionDelay-r18,2958,0,-,- typeII-PortSelectionRI-Restriction-r18,2959,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	m0,n0,n1,n2	-
T	BIT STRING	B	4 4 0
T	SEQUENCE OF	L	2961	1 8 0
T	CSI-ReportSubConfig-r18	Q	0	reportSubConfigId-r18,2962,0,-,- reportSubConfigParams-r18,2963,1,-,- powerOffset-r18,2977,1,-,-	
T	CSI-ReportSubConfigId-r18	i	0 7 0
T	CHOICE	C	0	a1-parameters,2964,0,-,- a2-parameters,2974,0,-,-	
T	SEQUENCE	Q	0	codebookSubConfig-r18,2624,1,-,- portSubsetIndicator-r18,2965,1,-,- non-PMI-PortIndication-r18,2973,1,-,-	
T	CHOICE	C	0	p2,2966,0,-,- p4,2967,0,-,- p8,2968,0,-,- p12,2969,0,-,- p16,2970,0,-,- p24,2971,0,-,- p32,2972,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	12 12 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	24 24 0
T	BIT STRING	B	32 32 0
T	SEQUENCE OF	L	2693	1 128 0
T	SEQUENCE	Q	0	nzp-CSI-RS-ResourceList-r18,2975,0,-,-	
T	SEQUENCE OF	L	2976	1 64 0
T	NZP-CSI-RS-ResourceIndex-r18	i	0 63 0
T	INTEGER	i	0 23 0
T	SEQUENCE OF	L	2962	1 8 0
T	SEQUENCE OF	L	2566	1 48 0
T	INTEGER	i	0 6 0
T	SetupRelease	C	0	release,2982,0,-,- setup,2983,0,-,-	
T	NULL	n
T	CSI-AperiodicTriggerStateList	L	2984	1 128 0
T	CSI-AperiodicTriggerState	Q	1	associatedReportConfigInfoList,2985,0,-,-	gap-CSI-MultiplexingMode-r17,3012,1,-,-;gltm-AssociatedReportConfigInfo-r18,3013,1,-,-
T	SEQUENCE OF	L	2986	1 16 0
T	CSI-AssociatedReportConfigInfo	Q	1	reportConfigId,2566,0,-,- resourcesForChannel,2987,0,-,- csi-IM-ResourcesForInterference,2992,1,-,- nzp-CSI-RS-ResourcesForInterference,2993,1,-,-	gresourcesForChannel2-r17,2994,1,-,- csi-SSB-ResourceSetExt,2999,1,-,-;gresourcesForChannelTDCP-r18,3000,1,-,- applyIndicatedTCI-State-r18,3003,1,-,- applyIndicatedTCI-State2-r18,3007,1,-,- csi-ReportSubConfigTriggerList-r18,3011,1,-,-
T	CHOICE	C	0	nzp-CSI-RS,2988,0,-,- csi-SSB-ResourceSet,2991,0,-,-	
T	SEQUENCE	Q	0	resourceSet,2989,0,-,- qcl-info,2990,1,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE OF	L	530	1 16 0
T	INTEGER	i	1 1 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 16 0
T	CHOICE	C	0	nzp-CSI-RS2-r17,2995,0,-,- csi-SSB-ResourceSet2-r17,2998,0,-,-	
T	SEQUENCE	Q	0	resourceSet2-r17,2996,0,-,- qcl-info2-r17,2997,1,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE OF	L	530	1 16 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	resourceSet2TDCP-r18,3001,0,-,- resourceSet3TDCP-r18,3002,1,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	1 16 0
T	CHOICE	C	0	perSet-r18,3004,0,-,- perResource-r18,3005,0,-,-	
T	ENUMERATED	e	first,second	-
T	SEQUENCE OF	L	3006	1 16 0
T	ENUMERATED	e	first,second	-
T	CHOICE	C	0	perSet-r18,3008,0,-,- perResource-r18,3009,0,-,-	
T	ENUMERATED	e	first,second	-
T	SEQUENCE OF	L	3010	1 16 0
T	ENUMERATED	e	first,second	-
T	CSI-ReportSubConfigTriggerList-r18	L	2962	1 8 0
T	ENUMERATED	e	enabled	-
T	LTM-CSI-ReportConfigId-r18	i	0 47 0
T	SetupRelease	C	0	release,3015,0,-,- setup,3016,0,-,-	
T	NULL	n
T	CSI-SemiPersistentOnPUSCH-TriggerStateList	L	3017	1 64 0
T	CSI-SemiPersistentOnPUSCH-TriggerState	Q	1	associatedReportConfigInfo,2566,0,-,-	gsp-CSI-MultiplexingMode-r17,3018,1,-,-;gcsi-ReportSubConfigTriggerList-r18,3011,1,-,- ltm-AssociatedReportConfigInfo-r18,3013,1,-,-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 6 0
T	SEQUENCE OF	L	3021	1 255 0
T	SCellActivationRS-Config-r17	Q	1	scellActivationRS-Id-r17,3022,0,-,- resourceSet-r17,2515,0,-,- gapBetweenBursts-r17,3023,1,-,- qcl-Info-r17,530,0,-,-	
T	SCellActivationRS-ConfigId-r17	i	1 255 0
T	INTEGER	i	2 31 0
T	SEQUENCE OF	L	3022	1 255 0
T	SEQUENCE OF	L	3026	1 48 0
T	LTM-CSI-ReportConfig-r18	Q	1	ltm-CSI-ReportConfigId-r18,3013,0,-,- ltm-ResourcesForChannelMeasurement-r18,3027,0,-,- ltm-ReportConfigType-r18,3028,0,-,- ltm-ReportContent-r18,3047,0,-,-	
T	LTM-CSI-ResourceConfigId-r18	i	0 111 0
T	CHOICE	C	1	periodic-r18,3029,0,-,- semiPersistentOnPUCCH-r18,3031,0,-,- semiPersistentOnPUSCH-r18,3033,0,-,- aperiodic-r18,3040,0,-,-	
T	SEQUENCE	Q	0	reportSlotConfig-r18,2569,0,-,- pucch-CSI-ResourceList-r18,3030,0,-,-	
T	SEQUENCE OF	L	2581	1 4 0
T	SEQUENCE	Q	0	reportSlotConfig-r18,2569,0,-,- pucch-CSI-ResourceList-r18,3032,0,-,-	
T	SEQUENCE OF	L	2581	1 4 0
T	SEQUENCE	Q	0	reportSlotConfig-r18,2569,0,-,- reportSlotOffsetList-r18,3034,0,-,- reportSlotOffsetListDCI-0-2-r18,3036,0,-,- reportSlotOffsetListDCI-0-1-r18,3038,0,-,- p0alpha-r18,1750,0,-,-	
T	SEQUENCE OF	L	3035	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	3037	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	3039	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE	Q	0	reportSlotOffsetList-r18,3041,0,-,- reportSlotOffsetListDCI-0-2-r18,3043,0,-,- reportSlotOffsetListDCI-0-1-r18,3045,0,-,-	
T	SEQUENCE OF	L	3042	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	3044	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	3046	1 64 0
T	INTEGER	i	0 128 0
T	LTM-ReportContent-r18	Q	0	nrOfReportedCells-r18,3048,0,-,- nrOfReportedRS-PerCell-r18,3049,0,-,- spCellInclusion-r18,3050,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3013	1 48 0
T	ENUMERATED	e	ms20,ms40,ms80,ms160,ms200,ms240,ms320,ms400,ms480,ms520,ms640,ms720,ms840,ms1280,spare2,spare1	-
T	CrossCarrierSchedulingConfig	Q	1	schedulingCellInfo,3054,0,-,-	gcarrierIndicatorSize-r16,3059,1,-,- enableDefaultBeamForCCS-r16,3062,1,-,-;gccs-BlindDetectionSplit-r17,3063,1,-,-
T	CHOICE	C	0	own,3055,0,-,- other,3057,0,-,-	
T	SEQUENCE	Q	0	cif-Presence,3056,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	0	schedulingCellId,160,0,-,- cif-InSchedulingCell,3058,0,-,-	
T	INTEGER	i	1 7 0
T	SEQUENCE	Q	0	carrierIndicatorSizeDCI-1-2-r16,3060,0,-,- carrierIndicatorSizeDCI-0-2-r16,3061,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	oneSeventh,threeFourteenth,twoSeventh,threeSeventh,oneHalf,fourSeventh,fiveSeventh,spare1	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	spCell,sCell	-
T	SEQUENCE OF	L	923	1 4 0
T	SEQUENCE OF	L	924	1 4 0
T	SEQUENCE OF	L	506	1 5 0
T	ENUMERATED	e	true	-
T	TDD-UL-DL-ConfigDedicated-IAB-MT-r16	Q	1	slotSpecificConfigurationsToAddModList-IAB-MT-r16,3071,1,-,- slotSpecificConfigurationsToReleaseList-IAB-MT-r16,3082,1,-,-	
T	SEQUENCE OF	L	3072	1 320 0
T	TDD-UL-DL-SlotConfig-IAB-MT-r16	Q	0	slotIndex-r16,1065,0,-,- symbols-IAB-MT-r16,3073,0,-,-	
T	CHOICE	C	0	allDownlink-r16,3074,0,-,- allUplink-r16,3075,0,-,- explicit-r16,3076,0,-,- explicit-IAB-MT-r16,3079,0,-,-	
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	nrofDownlinkSymbols-r16,3077,1,-,- nrofUplinkSymbols-r16,3078,1,-,-	
T	INTEGER	i	1 13 0
T	INTEGER	i	1 13 0
T	SEQUENCE	Q	0	nrofDownlinkSymbols-r16,3080,1,-,- nrofUplinkSymbols-r16,3081,1,-,-	
T	INTEGER	i	1 13 0
T	INTEGER	i	1 13 0
T	SEQUENCE OF	L	1065	1 320 0
T	SetupRelease	C	0	release,3084,0,-,- setup,3085,0,-,-	
T	NULL	n
T	DormantBWP-Config-r16	Q	0	dormantBWP-Id-r16,1165,1,-,- withinActiveTimeConfig-r16,3086,1,-,- outsideActiveTimeConfig-r16,3090,1,-,-	
T	SetupRelease	C	0	release,3087,0,-,- setup,3088,0,-,-	
T	NULL	n
T	WithinActiveTimeConfig-r16	Q	0	firstWithinActiveTimeBWP-Id-r16,1165,1,-,- dormancyGroupWithinActiveTime-r16,3089,1,-,-	
T	DormancyGroupID-r16	i	0 4 0
T	SetupRelease	C	0	release,3091,0,-,- setup,3092,0,-,-	
T	NULL	n
T	OutsideActiveTimeConfig-r16	Q	0	firstOutsideActiveTimeBWP-Id-r16,1165,1,-,- dormancyGroupOutsideActiveTime-r16,3089,1,-,-	
T	CHOICE	C	0	refSCS15kHz,3094,0,-,- refSCS30KHz,3095,0,-,- refSCS60KHz,3096,0,-,- refSCS120KHz,3097,0,-,-	
T	INTEGER	i	-2 2 0
T	INTEGER	i	-5 5 0
T	INTEGER	i	-10 10 0
T	INTEGER	i	-20 20 0
T	SetupRelease	C	0	release,3099,0,-,- setup,3100,0,-,-	
T	NULL	n
T	DummyJ	Q	0	maxEnergyDetectionThreshold-r16,3101,0,-,- energyDetectionThresholdOffset-r16,3102,0,-,- ul-toDL-COT-SharingED-Threshold-r16,3103,1,-,- absenceOfAnyOtherTechnology-r16,3104,1,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-20 -13 0
T	INTEGER	i	-85 -52 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3106	1 5 0
T	IntraCellGuardBandsPerSCS-r16	Q	0	guardBandSCS-r16,162,0,-,- intraCellGuardBands-r16,3107,0,-,-	
T	SEQUENCE OF	L	3108	1 4 0
T	GuardBand-r16	Q	0	startCRB-r16,3109,0,-,- nrofCRBs-r16,3110,0,-,-	
T	INTEGER	i	0 274 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	3106	1 5 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,3114,0,-,- setup,3115,0,-,-	
T	NULL	n
T	LTE-CRS-PatternList-r16	L	907	1 3 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,3124,0,-,- setup,3125,0,-,-	
T	NULL	n
T	ChannelAccessConfig-r16	Q	0	energyDetectionConfig-r16,3126,1,-,- ul-toDL-COT-SharingED-Threshold-r16,3129,1,-,- absenceOfAnyOtherTechnology-r16,3130,1,-,-	
T	CHOICE	C	0	maxEnergyDetectionThreshold-r16,3127,0,-,- energyDetectionThresholdOffset-r16,3128,0,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-13 20 0
T	INTEGER	i	-85 -52 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,3132,0,-,- setup,3133,0,-,-	
T	NULL	n
T	NR-DL-PRS-PDC-Info-r17	Q	1	nr-DL-PRS-PDC-ResourceSet-r17,3134,1,-,-	
T	NR-DL-PRS-PDC-ResourceSet-r17	Q	1	periodicityAndOffset-r17,3135,0,-,- numSymbols-r17,3208,0,-,- dl-PRS-ResourceBandwidth-r17,3209,0,-,- dl-PRS-StartPRB-r17,3210,0,-,- resourceList-r17,3211,0,-,- repFactorAndTimeGap-r17,3227,1,-,-	
T	NR-DL-PRS-Periodicity-and-ResourceSetSlotOffset-r17	C	1	scs15-r17,3136,0,-,- scs30-r17,3154,0,-,- scs60-r17,3172,0,-,- scs120-r17,3190,0,-,-	
T	CHOICE	C	1	n4-r17,3137,0,-,- n5-r17,3138,0,-,- n8-r17,3139,0,-,- n10-r17,3140,0,-,- n16-r17,3141,0,-,- n20-r17,3142,0,-,- n32-r17,3143,0,-,- n40-r17,3144,0,-,- n64-r17,3145,0,-,- n80-r17,3146,0,-,- n160-r17,3147,0,-,- n320-r17,3148,0,-,- n640-r17,3149,0,-,- n1280-r17,3150,0,-,- n2560-r17,3151,0,-,- n5120-r17,3152,0,-,- n10240-r17,3153,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	CHOICE	C	1	n8-r17,3155,0,-,- n10-r17,3156,0,-,- n16-r17,3157,0,-,- n20-r17,3158,0,-,- n32-r17,3159,0,-,- n40-r17,3160,0,-,- n64-r17,3161,0,-,- n80-r17,3162,0,-,- n128-r17,3163,0,-,- n160-r17,3164,0,-,- n320-r17,3165,0,-,- n640-r17,3166,0,-,- n1280-r17,3167,0,-,- n2560-r17,3168,0,-,- n5120-r17,3169,0,-,- n10240-r17,3170,0,-,- n20480-r17,3171,0,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	CHOICE	C	1	n16-r17,3173,0,-,- n20-r17,3174,0,-,- n32-r17,3175,0,-,- n40-r17,3176,0,-,- n64-r17,3177,0,-,- n80-r17,3178,0,-,- n128-r17,3179,0,-,- n160-r17,3180,0,-,- n256-r17,3181,0,-,- n320-r17,3182,0,-,- n640-r17,3183,0,-,- n1280-r17,3184,0,-,- n2560-r17,3185,0,-,- n5120-r17,3186,0,-,- n10240-r17,3187,0,-,- n20480-r17,3188,0,-,- n40960-r17,3189,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	INTEGER	i	0 40959 0
T	CHOICE	C	1	n32-r17,3191,0,-,- n40-r17,3192,0,-,- n64-r17,3193,0,-,- n80-r17,3194,0,-,- n128-r17,3195,0,-,- n160-r17,3196,0,-,- n256-r17,3197,0,-,- n320-r17,3198,0,-,- n512-r17,3199,0,-,- n640-r17,3200,0,-,- n1280-r17,3201,0,-,- n2560-r17,3202,0,-,- n5120-r17,3203,0,-,- n10240-r17,3204,0,-,- n20480-r17,3205,0,-,- n40960-r17,3206,0,-,- n81920-r17,3207,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	INTEGER	i	0 40959 0
T	INTEGER	i	0 81919 0
T	ENUMERATED	e	n2,n4,n6,n12,n1-v1800,spare3,spare2,spare1	-
T	INTEGER	i	1 63 0
T	INTEGER	i	0 2176 0
T	SEQUENCE OF	L	3212	1 64 0
T	NR-DL-PRS-Resource-r17	Q	1	nr-DL-PRS-ResourceID-r17,2166,0,-,- dl-PRS-SequenceID-r17,3213,0,-,- dl-PRS-CombSizeN-AndReOffset-r17,3214,0,-,- dl-PRS-ResourceSlotOffset-r17,3219,0,-,- dl-PRS-ResourceSymbolOffset-r17,3220,0,-,- dl-PRS-QCL-Info-r17,3221,1,-,-	gdl-PRS-ResourceSymbolOffset-v1800,3226,1,-,-
T	INTEGER	i	0 4095 0
T	CHOICE	C	1	n2-r17,3215,0,-,- n4-r17,3216,0,-,- n6-r17,3217,0,-,- n12-r17,3218,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 5 0
T	INTEGER	i	0 11 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 12 0
T	DL-PRS-QCL-Info-r17	C	1	ssb-r17,3222,0,-,- dl-PRS-r17,3225,0,-,-	
T	SEQUENCE	Q	1	ssb-Index-r17,3223,0,-,- rs-Type-r17,3224,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	typeC,typeD,typeC-plus-typeD	-
T	SEQUENCE	Q	1	qcl-DL-PRS-ResourceID-r17,2166,0,-,-	
T	INTEGER	i	13 13 0
T	RepFactorAndTimeGap-r17	Q	0	repetitionFactor-r17,3228,0,-,- timeGap-r17,3229,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8,n16,n32,spare2,spare1	-
T	ENUMERATED	e	s1,s2,s4,s8,s16,s32,spare2,spare1	-
T	SetupRelease	C	0	release,3231,0,-,- setup,3232,0,-,-	
T	NULL	n
T	SemiStaticChannelAccessConfigUE-r17	Q	0	periodUE-r17,3233,0,-,- offsetUE-r17,3234,0,-,-	
T	ENUMERATED	e	ms1,ms2,ms2dot5,ms4,ms5,ms10,spare2,spare1	-
T	INTEGER	i	0 559 0
T	SetupRelease	C	0	release,3236,0,-,- setup,3237,0,-,-	
T	NULL	n
T	MIMOParam-r17	Q	0	additionalPCI-ToAddModList-r17,3238,1,-,- additionalPCI-ToReleaseList-r17,3246,1,-,- unifiedTCI-StateType-r17,3247,1,-,- uplink-PowerControlToAddModList-r17,3248,1,-,- uplink-PowerControlToReleaseList-r17,3253,1,-,- sfnSchemePDCCH-r17,3254,1,-,- sfnSchemePDSCH-r17,3255,1,-,-	
T	SEQUENCE OF	L	3239	1 7 0
T	SSB-MTC-AdditionalPCI-r17	Q	0	additionalPCIIndex-r17,888,0,-,- additionalPCI-r17,500,0,-,- periodicity-r17,3240,0,-,- ssb-PositionsInBurst-r17,3241,0,-,- ss-PBCH-BlockPower-r17,3245,0,-,-	
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	CHOICE	C	0	shortBitmap,3242,0,-,- mediumBitmap,3243,0,-,- longBitmap,3244,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	INTEGER	i	-60 50 0
T	SEQUENCE OF	L	888	1 7 0
T	ENUMERATED	e	separate,joint	-
T	SEQUENCE OF	L	3249	1 64 0
T	Uplink-powerControl-r17	Q	0	ul-powercontrolId-r17,1170,0,-,- p0AlphaSetforPUSCH-r17,3250,1,-,- p0AlphaSetforPUCCH-r17,3250,1,-,- p0AlphaSetforSRS-r17,3250,1,-,-	
T	P0AlphaSet-r17	Q	0	p0-r17,3251,1,-,- alpha-r17,1746,1,-,- closedLoopIndex-r17,3252,0,-,-	
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	i0,i1	-
T	SEQUENCE OF	L	1170	1 64 0
T	ENUMERATED	e	sfnSchemeA,sfnSchemeB	-
T	ENUMERATED	e	sfnSchemeA,sfnSchemeB	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	mode2	-
T	TCI-ActivatedConfig-r17	Q	0	pdcch-TCI-r17,3262,0,-,- pdsch-TCI-r17,3263,0,-,-	
T	SEQUENCE OF	L	530	1 5 0
T	BIT STRING	B	1 128 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,3266,0,-,- setup,3267,0,-,-	
T	NULL	n
T	LTE-NeighCellsCRS-AssistInfoList-r17	L	3268	1 8 0
T	LTE-NeighCellsCRS-AssistInfo-r17	Q	0	neighCarrierBandwidthDL-r17,3269,1,-,- neighCarrierFreqDL-r17,3270,1,-,- neighCellId-r17,3271,1,-,- neighCRS-muting-r17,3272,1,-,- neighMBSFN-SubframeConfigList-r17,910,1,-,- neighNrofCRS-Ports-r17,3273,1,-,- neighV-Shift-r17,3274,1,-,-	
T	ENUMERATED	e	n6,n15,n25,n50,n75,n100,spare2,spare1	-
T	INTEGER	i	0 16383 0
T	EUTRA-PhysCellId	i	0 503 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5	-
T	ENUMERATED	e	false	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	cjtSchemeA,cjtSchemeB	-
T	Tag2-r18	Q	0	tag2-Id-r18,237,0,-,- tag2-flag-r18,3281,0,-,- n-TimingAdvanceOffset2-r18,3282,1,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	n0,n25600,n39936,spare1	-
T	SetupRelease	C	0	release,3284,0,-,- setup,3285,0,-,-	
T	NULL	n
T	CellDTX-DRX-Config-r18	Q	0	cellDTX-DRX-onDurationTimer-r18,3286,0,-,- cellDTX-DRX-CycleStartOffset-r18,3289,0,-,- cellDTX-DRX-SlotOffset-r18,3310,0,-,- cellDTX-DRX-ConfigType-r18,3311,0,-,- cellDTX-DRX-ActivationStatus-r18,3312,1,-,-	
T	CHOICE	C	0	subMilliSeconds,3287,0,-,- milliSeconds,3288,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,3290,0,-,- ms20,3291,0,-,- ms32,3292,0,-,- ms40,3293,0,-,- ms60,3294,0,-,- ms64,3295,0,-,- ms70,3296,0,-,- ms80,3297,0,-,- ms128,3298,0,-,- ms160,3299,0,-,- ms256,3300,0,-,- ms320,3301,0,-,- ms512,3302,0,-,- ms640,3303,0,-,- ms1024,3304,0,-,- ms1280,3305,0,-,- ms2048,3306,0,-,- ms2560,3307,0,-,- ms5120,3308,0,-,- ms10240,3309,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 59 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 69 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2047 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	dtx,drx,dtxdrx	-
T	ENUMERATED	e	activated,deactivated	-
T	INTEGER	i	0 139 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	3316	1 4 0
T	MC-DCI-SetOfCells-r18	Q	0	setOfCellsId-r18,3317,0,-,- nCI-Value-r18,3318,0,-,- scheduledCellListDCI-1-3-r18,3319,1,-,- scheduledCellListDCI-0-3-r18,3320,1,-,- scheduledCellComboListDCI-1-3-r18,3321,1,-,- scheduledCellComboListDCI-0-3-r18,3324,1,-,- antennaPortsDCI1-3-r18,3325,1,-,- antennaPortsDCI0-3-r18,3326,1,-,- tpmi-DCI0-3-r18,3327,1,-,- sri-DCI0-3-r18,3328,1,-,- priorityIndicatorDCI-1-3-r18,3329,1,-,- priorityIndicatorDCI-0-3-r18,3330,1,-,- dormancyDCI-1-3-r18,3331,1,-,- dormancyDCI-0-3-r18,3332,1,-,- pdcchMonAdaptDCI-1-3-r18,3333,1,-,- pdcchMonAdaptDCI-0-3-r18,3334,1,-,- minimumSchedulingOffsetK0DCI-1-3-r18,3335,1,-,- minimumSchedulingOffsetK0DCI-0-3-r18,3336,1,-,- pdsch-HARQ-ACK-OneShotFeedbackDCI-1-3-r18,3337,1,-,- pdsch-HARQ-ACK-enhType3DCI-1-3-r18,3338,1,-,- pdsch-HARQ-ACK-enhType3DCIfieldDCI-1-3-r18,3339,1,-,- pdsch-HARQ-ACK-retxDCI-1-3-r18,3340,1,-,- pucch-sSCellDynDCI-1-3-r18,3341,1,-,- tdra-FieldIndexListDCI-1-3-r18,3342,1,-,- tdra-FieldIndexListDCI-0-3-r18,3345,1,-,- rateMatchListDCI-1-3-r18,3348,1,-,- zp-CSI-RSListDCI-1-3-r18,3351,1,-,- tci-ListDCI-1-3-r18,3354,1,-,- srs-RequestListDCI-1-3-r18,3357,1,-,- srs-OffsetListDCI-1-3-r18,3360,1,-,- srs-RequestListDCI-0-3-r18,3363,1,-,- srs-OffsetListDCI-0-3-r18,3364,1,-,-	
T	SetOfCellsId-r18	i	0 3 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	160	2 4 0
T	SEQUENCE OF	L	160	2 4 0
T	SEQUENCE OF	L	3322	1 16 0
T	ScheduledCellCombo-r18	L	3323	1 4 0
T	INTEGER	i	0 3 0
T	SEQUENCE OF	L	3322	1 16 0
T	ENUMERATED	e	type1a,type2	-
T	ENUMERATED	e	type1a,type2	-
T	ENUMERATED	e	type1a,type2	-
T	ENUMERATED	e	type1a,type2	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	3343	1 32 0
T	TDRA-FieldIndexDCI-1-3-r18	L	3344	2 16 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	3346	1 64 0
T	TDRA-FieldIndexDCI-0-3-r18	L	3347	2 16 0
T	INTEGER	i	0 63 0
T	SEQUENCE OF	L	3349	1 16 0
T	RateMatchDCI-1-3-r18	L	3350	1 4 0
T	BIT STRING	B	1 2 0
T	SEQUENCE OF	L	3352	1 8 0
T	ZP-CSI-DCI-1-3-r18	L	3353	1 4 0
T	BIT STRING	B	1 2 0
T	SEQUENCE OF	L	3355	1 16 0
T	TCI-DCI-1-3-r18	L	3356	2 4 0
T	BIT STRING	B	3 3 0
T	SEQUENCE OF	L	3358	1 16 0
T	SRS-RequestCombo-r18	L	3359	1 4 0
T	BIT STRING	B	2 3 0
T	SEQUENCE OF	L	3361	1 8 0
T	SRS-OffsetCombo-r18	L	3362	1 4 0
T	INTEGER	i	0 3 0
T	SEQUENCE OF	L	3358	1 16 0
T	SEQUENCE OF	L	3361	1 8 0
T	SEQUENCE OF	L	3317	1 4 0
T	SetupRelease	C	0	release,3367,0,-,- setup,3368,0,-,-	
T	NULL	n
T	MIMOParam-v1850	Q	0	additionalTDDConfig-perPCI-ToAddModList-r18,3369,1,-,- additionalTDDConfig-perPCI-ToReleaseList-r18,3371,1,-,-	
T	SEQUENCE OF	L	3370	1 7 0
T	AdditionalTDDConfig-perPCI-ToAddMod-r18	Q	0	additionalTDDConfig-Index-r18,888,0,-,- tdd-UL-DL-ConfigurationCommon-r18,941,0,-,-	
T	SEQUENCE OF	L	888	1 7 0
T	SEQUENCE	Q	0	s-SearchDeltaP-Connected-r17,3373,0,-,- t-SearchDeltaP-Connected-r17,3374,0,-,-	
T	ENUMERATED	e	dB3,dB6,dB9,dB12,dB15,spare3,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	GoodServingCellEvaluation-r17	Q	0	offset-r17,3376,1,-,-	
T	ENUMERATED	e	db2,db4,db6,db8	-
T	SetupRelease	C	0	release,3378,0,-,- setup,3379,0,-,-	
T	NULL	n
T	DeactivatedSCG-Config-r17	Q	1	bfd-and-RLM-r17,3380,0,-,-	
T	BOOLEAN	b
T	SEQUENCE OF	L	3382	1 31 0
T	SCellConfig	Q	1	sCellIndex,456,0,-,- sCellConfigCommon,499,1,-,- sCellConfigDedicated,1061,1,-,-	gsmtc,1035,1,-,-;gsCellState-r16,3383,1,-,- secondaryDRX-GroupConfig-r16,3384,1,-,-;gpreConfGapStatus-r17,3385,1,-,- goodServingCellEvaluationBFD-r17,3375,1,-,- sCellSIB20-r17,3386,1,-,-;gplmn-IdentityInfoList-r17,3761,1,-,- npn-IdentityInfoList-r17,3772,1,-,-
T	ENUMERATED	e	activated	-
T	ENUMERATED	e	true	-
T	BIT STRING	B	8 8 0
T	SetupRelease	C	0	release,3387,0,-,- setup,3388,0,-,-	
T	NULL	n
T	SCellSIB20-r17	O	0 - 0
T	SystemInformation	Q	0	criticalExtensions,3390,0,-,-	
T	CHOICE	C	0	systemInformation,3391,0,-,- criticalExtensionsFuture-r16,3751,0,-,-	
T	SystemInformation-IEs	Q	0	sib-TypeAndInfo,3392,0,-,- lateNonCriticalExtension,3749,1,-,- nonCriticalExtension,3750,1,-,-	
T	SEQUENCE OF	L	3393	1 32 0
T	CHOICE	C	1	sib2,3394,0,-,- sib3,3465,0,-,- sib4,3486,0,-,- sib5,3529,0,-,- sib6,3566,0,-,- sib7,3571,0,-,- sib8,3579,0,-,- sib9,3588,0,-,-	sib10-v1610,3605,0,-,- sib11-v1610,3610,0,-,- sib12-v1610,3637,0,-,- sib13-v1610,3641,0,-,- sib14-v1610,3646,0,-,- sib15-v1700,3649,0,-,- sib16-v1700,3658,0,-,- sib17-v1700,3669,0,-,- sib18-v1700,3673,0,-,- sib19-v1700,3682,0,-,- sib20-v1700,3693,0,-,- sib21-v1700,3722,0,-,- sib22-v1800,3728,0,-,- sib23-v1800,3734,0,-,- sib24-v1800,3738,0,-,- sib25-v1800,3740,0,-,- sib17bis-v1820,3745,0,-,-
T	SIB2	Q	1	cellReselectionInfoCommon,3395,0,-,- cellReselectionServingFreqInfo,3412,0,-,- intraFreqCellReselectionInfo,3417,0,-,-	grelaxedMeasurement-r16,3451,1,-,-;gcellEquivalentSize-r17,3458,1,-,- relaxedMeasurement-r17,3459,1,-,-
T	SEQUENCE	Q	1	nrofSS-BlocksToAverage,3396,1,-,- absThreshSS-BlocksConsolidation,3397,1,-,- rangeToBestCell,3400,1,-,- q-Hyst,3402,0,-,- speedStateReselectionPars,3403,1,-,-	
T	INTEGER	i	2 16 0
T	ThresholdNR	Q	0	thresholdRSRP,743,1,-,- thresholdRSRQ,3398,1,-,- thresholdSINR,3399,1,-,-	
T	RSRQ-Range	i	0 127 0
T	SINR-Range	i	0 127 0
T	RangeToBestCell	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	Q-OffsetRange	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	ENUMERATED	e	dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	SEQUENCE	Q	0	mobilityStateParameters,3404,0,-,- q-HystSF,3409,0,-,-	
T	MobilityStateParameters	Q	0	t-Evaluation,3405,0,-,- t-HystNormal,3406,0,-,- n-CellChangeMedium,3407,0,-,- n-CellChangeHigh,3408,0,-,-	
T	ENUMERATED	e	s30,s60,s120,s180,s240,spare3,spare2,spare1	-
T	ENUMERATED	e	s30,s60,s120,s180,s240,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	sf-Medium,3410,0,-,- sf-High,3411,0,-,-	
T	ENUMERATED	e	dB-6,dB-4,dB-2,dB0	-
T	ENUMERATED	e	dB-6,dB-4,dB-2,dB0	-
T	SEQUENCE	Q	1	s-NonIntraSearchP,3413,1,-,- s-NonIntraSearchQ,3414,1,-,- threshServingLowP,3413,0,-,- threshServingLowQ,3414,1,-,- cellReselectionPriority,3415,0,-,- cellReselectionSubPriority,3416,1,-,-	
T	ReselectionThreshold	i	0 31 0
T	ReselectionThresholdQ	i	0 31 0
T	CellReselectionPriority	i	0 7 0
T	CellReselectionSubPriority	e	oDot2,oDot4,oDot6,oDot8	-
T	SEQUENCE	Q	1	q-RxLevMin,3418,0,-,- q-RxLevMinSUL,3418,1,-,- q-QualMin,3419,1,-,- s-IntraSearchP,3413,0,-,- s-IntraSearchQ,3414,1,-,- t-ReselectionNR,3420,0,-,- frequencyBandList,3421,1,-,- frequencyBandListSUL,3421,1,-,- p-Max,390,1,-,- smtc,1035,1,-,- ss-RSSI-Measurement,3425,1,-,- ssb-ToMeasure,3428,1,-,- deriveSSB-IndexFromCell,3432,0,-,-	gt-ReselectionNR-SF,3433,1,-,-;gsmtc2-LP-r16,3436,1,-,- ssb-PositionQCL-Common-r16,955,1,-,-;gssb-PositionQCL-Common-r17,965,1,-,-;gsmtc4list-r17,3439,1,-,-;gfrequencyBandList-v1760,3443,1,-,- frequencyBandListSUL-v1760,3443,1,-,-;gfrequencyBandListAerial-r18,3447,1,-,-
T	Q-RxLevMin	i	-70 -22 0
T	Q-QualMin	i	-43 -12 0
T	T-Reselection	i	0 7 0
T	MultiFrequencyBandListNR-SIB	L	3422	1 8 0
T	NR-MultiBandInfo	Q	0	freqBandIndicatorNR,504,1,-,- nr-NS-PmaxList,3423,1,-,-	
T	NR-NS-PmaxList	L	3424	1 8 0
T	NR-NS-PmaxValue	Q	0	additionalPmax,390,1,-,- additionalSpectrumEmission,705,0,-,-	
T	SS-RSSI-Measurement	Q	0	measurementSlots,3426,0,-,- endSymbol,3427,0,-,-	
T	BIT STRING	B	1 80 0
T	INTEGER	i	0 3 0
T	SSB-ToMeasure	C	0	shortBitmap,3429,0,-,- mediumBitmap,3430,0,-,- longBitmap,3431,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	BOOLEAN	b
T	SpeedStateScaleFactors	Q	0	sf-Medium,3434,0,-,- sf-High,3435,0,-,-	
T	ENUMERATED	e	oDot25,oDot5,oDot75,lDot0	-
T	ENUMERATED	e	oDot25,oDot5,oDot75,lDot0	-
T	SSB-MTC2-LP-r16	Q	0	pci-List,3437,1,-,- periodicity,3438,0,-,-	
T	SEQUENCE OF	L	500	1 64 0
T	ENUMERATED	e	sf10,sf20,sf40,sf80,sf160,spare3,spare2,spare1	-
T	SSB-MTC4List-r17	L	3440	1 3 0
T	SSB-MTC4-r17	Q	0	pci-List-r17,3441,1,-,- offset-r17,3442,0,-,-	
T	SEQUENCE OF	L	500	1 64 0
T	INTEGER	i	0 159 0
T	MultiFrequencyBandListNR-SIB-v1760	L	3444	1 8 0
T	NR-MultiBandInfo-v1760	Q	0	nr-NS-PmaxList-v1760,3445,1,-,-	
T	NR-NS-PmaxList-v1760	L	3446	1 8 0
T	NR-NS-PmaxValue-v1760	Q	0	additionalSpectrumEmission-v1760,707,1,-,-	
T	MultiFrequencyBandListNR-Aerial-SIB-r18	L	3448	1 8 0
T	NR-MultiBandInfoAerial-r18	Q	0	freqBandIndicatorNR-Aerial-r18,504,1,-,- nr-NS-PmaxListAerial-r18,3449,1,-,-	
T	NR-NS-PmaxListAerial-r18	L	3450	1 8 0
T	NR-NS-PmaxValueAerial-r18	Q	0	additionalPmax-r18,390,1,-,- additionalSpectrumEmission-r18,708,0,-,-	
T	SEQUENCE	Q	0	lowMobilityEvaluation-r16,3452,1,-,- cellEdgeEvaluation-r16,3455,1,-,- combineRelaxedMeasCondition-r16,3456,1,-,- highPriorityMeasRelax-r16,3457,1,-,-	
T	SEQUENCE	Q	0	s-SearchDeltaP-r16,3453,0,-,- t-SearchDeltaP-r16,3454,0,-,-	
T	ENUMERATED	e	dB3,dB6,dB9,dB12,dB15,spare3,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	s-SearchThresholdP-r16,3413,0,-,- s-SearchThresholdQ-r16,3414,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	INTEGER	i	2 16 0
T	SEQUENCE	Q	0	stationaryMobilityEvaluation-r17,3460,0,-,- cellEdgeEvaluationWhileStationary-r17,3463,1,-,- combineRelaxedMeasCondition2-r17,3464,1,-,-	
T	SEQUENCE	Q	0	s-SearchDeltaP-Stationary-r17,3461,0,-,- t-SearchDeltaP-Stationary-r17,3462,0,-,-	
T	ENUMERATED	e	dB2,dB3,dB6,dB9,dB12,dB15,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	s-SearchThresholdP2-r17,3413,0,-,- s-SearchThresholdQ2-r17,3414,1,-,-	
T	ENUMERATED	e	true	-
T	SIB3	Q	1	intraFreqNeighCellList,3466,1,-,- intraFreqExcludedCellList,3471,1,-,- lateNonCriticalExtension,3474,1,-,-	gintraFreqNeighCellList-v1610,3475,1,-,- intraFreqAllowedCellList-r16,3477,1,-,- intraFreqCAG-CellList-r16,3478,1,-,-;gintraFreqNeighHSDN-CellList-r17,3482,1,-,- intraFreqNeighCellList-v1710,3483,1,-,-;gchannelAccessMode2-r17,3485,1,-,-
T	IntraFreqNeighCellList	L	3467	1 16 0
T	IntraFreqNeighCellInfo	Q	1	physCellId,500,0,-,- q-OffsetCell,3401,0,-,- q-RxLevMinOffsetCell,3468,1,-,- q-RxLevMinOffsetCellSUL,3469,1,-,- q-QualMinOffsetCell,3470,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	IntraFreqExcludedCellList	L	3472	1 16 0
T	PCI-Range	Q	0	start,500,0,-,- range,3473,1,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n84,n96,n128,n168,n252,n504,n1008,spare1	-
T	OCTET STRING	O	0 - 0
T	IntraFreqNeighCellList-v1610	L	3476	1 16 0
T	IntraFreqNeighCellInfo-v1610	Q	0	ssb-PositionQCL-r16,955,1,-,-	
T	IntraFreqAllowedCellList-r16	L	3472	1 16 0
T	SEQUENCE OF	L	3479	1 12 0
T	IntraFreqCAG-CellListPerPLMN-r16	Q	0	plmn-IdentityIndex-r16,3480,0,-,- cag-CellList-r16,3481,0,-,-	
T	INTEGER	i	1 12 0
T	SEQUENCE OF	L	3472	1 16 0
T	IntraFreqNeighHSDN-CellList-r17	L	3472	1 16 0
T	IntraFreqNeighCellList-v1710	L	3484	1 16 0
T	IntraFreqNeighCellInfo-v1710	Q	0	ssb-PositionQCL-r17,965,1,-,-	
T	ENUMERATED	e	enabled	-
T	SIB4	Q	1	interFreqCarrierFreqList,3487,0,-,- lateNonCriticalExtension,3498,1,-,-	ginterFreqCarrierFreqList-v1610,3499,1,-,-;ginterFreqCarrierFreqList-v1700,3508,1,-,-;ginterFreqCarrierFreqList-v1720,3515,1,-,-;ginterFreqCarrierFreqList-v1730,3517,1,-,-;ginterFreqCarrierFreqList-v1760,3520,1,-,-;ginterFreqCarrierFreqList-v1800,3522,1,-,-
T	InterFreqCarrierFreqList	L	3488	1 8 0
T	InterFreqCarrierFreqInfo	Q	1	dl-CarrierFreq,4,0,-,- frequencyBandList,3421,1,-,- frequencyBandListSUL,3421,1,-,- nrofSS-BlocksToAverage,3489,1,-,- absThreshSS-BlocksConsolidation,3397,1,-,- smtc,1035,1,-,- ssbSubcarrierSpacing,162,0,-,- ssb-ToMeasure,3428,1,-,- deriveSSB-IndexFromCell,3490,0,-,- ss-RSSI-Measurement,3425,1,-,- q-RxLevMin,3418,0,-,- q-RxLevMinSUL,3418,1,-,- q-QualMin,3419,1,-,- p-Max,390,1,-,- t-ReselectionNR,3420,0,-,- t-ReselectionNR-SF,3433,1,-,- threshX-HighP,3413,0,-,- threshX-LowP,3413,0,-,- threshX-Q,3491,1,-,- cellReselectionPriority,3415,1,-,- cellReselectionSubPriority,3416,1,-,- q-OffsetFreq,3401,1,edB0,- interFreqNeighCellList,3492,1,-,- interFreqExcludedCellList,3497,1,-,-	
T	INTEGER	i	2 16 0
T	BOOLEAN	b
T	SEQUENCE	Q	0	threshX-HighQ,3414,0,-,- threshX-LowQ,3414,0,-,-	
T	InterFreqNeighCellList	L	3493	1 16 0
T	InterFreqNeighCellInfo	Q	1	physCellId,500,0,-,- q-OffsetCell,3401,0,-,- q-RxLevMinOffsetCell,3494,1,-,- q-RxLevMinOffsetCellSUL,3495,1,-,- q-QualMinOffsetCell,3496,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	InterFreqExcludedCellList	L	3472	1 16 0
T	OCTET STRING	O	0 - 0
T	InterFreqCarrierFreqList-v1610	L	3500	1 8 0
T	InterFreqCarrierFreqInfo-v1610	Q	0	interFreqNeighCellList-v1610,3501,1,-,- smtc2-LP-r16,3436,1,-,- interFreqAllowedCellList-r16,3503,1,-,- ssb-PositionQCL-Common-r16,955,1,-,- interFreqCAG-CellList-r16,3504,1,-,-	
T	InterFreqNeighCellList-v1610	L	3502	1 16 0
T	InterFreqNeighCellInfo-v1610	Q	0	ssb-PositionQCL-r16,955,1,-,-	
T	InterFreqAllowedCellList-r16	L	3472	1 16 0
T	SEQUENCE OF	L	3505	1 12 0
T	InterFreqCAG-CellListPerPLMN-r16	Q	0	plmn-IdentityIndex-r16,3506,0,-,- cag-CellList-r16,3507,0,-,-	
T	INTEGER	i	1 12 0
T	SEQUENCE OF	L	3472	1 16 0
T	InterFreqCarrierFreqList-v1700	L	3509	1 8 0
T	InterFreqCarrierFreqInfo-v1700	Q	0	interFreqNeighHSDN-CellList-r17,3510,1,-,- highSpeedMeasInterFreq-r17,3511,1,-,- redCapAccessAllowed-r17,3512,1,-,- ssb-PositionQCL-Common-r17,965,1,-,- interFreqNeighCellList-v1710,3513,1,-,-	
T	InterFreqNeighHSDN-CellList-r17	L	3472	1 16 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	InterFreqNeighCellList-v1710	L	3514	1 16 0
T	InterFreqNeighCellInfo-v1710	Q	0	ssb-PositionQCL-r17,965,1,-,-	
T	InterFreqCarrierFreqList-v1720	L	3516	1 8 0
T	InterFreqCarrierFreqInfo-v1720	Q	0	smtc4list-r17,3439,1,-,-	
T	InterFreqCarrierFreqList-v1730	L	3518	1 8 0
T	InterFreqCarrierFreqInfo-v1730	Q	0	channelAccessMode2-r17,3519,1,-,-	
T	ENUMERATED	e	enabled	-
T	InterFreqCarrierFreqList-v1760	L	3521	1 8 0
T	InterFreqCarrierFreqInfo-v1760	Q	0	frequencyBandList-v1760,3443,1,-,- frequencyBandListSUL-v1760,3443,1,-,-	
T	InterFreqCarrierFreqList-v1800	L	3523	1 8 0
T	InterFreqCarrierFreqInfo-v1800	Q	0	dl-CarrierFreq-r18,4,1,-,- frequencyBandList-r18,3421,1,-,- frequencyBandListAerial-r18,3447,1,-,- mobileIAB-CellList-r18,3472,1,-,- mobileIAB-Freq-r18,3524,1,-,- eRedCapAccessAllowed-r18,3525,1,-,- tn-AreaIdList-r18,3526,1,-,- accessAllowed2RxXR-r18,3528,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3527	1 32 0
T	TN-AreaId-r18	i	1 32 0
T	ENUMERATED	e	true	-
T	SIB5	Q	1	carrierFreqListEUTRA,3530,1,-,- t-ReselectionEUTRA,3420,0,-,- t-ReselectionEUTRA-SF,3433,1,-,- lateNonCriticalExtension,3553,1,-,-	gcarrierFreqListEUTRA-v1610,3554,1,-,-;gcarrierFreqListEUTRA-v1700,3557,1,-,- idleModeMeasVoiceFallback-r17,3560,1,-,-;gcarrierFreqListEUTRA-v1800,3561,1,-,-
T	CarrierFreqListEUTRA	L	3531	1 8 0
T	CarrierFreqEUTRA	Q	0	carrierFreq,3,0,-,- eutra-multiBandInfoList,3532,1,-,- eutra-FreqNeighCellList,3539,1,-,- eutra-ExcludedCellList,3544,1,-,- allowedMeasBandwidth,3547,0,-,- presenceAntennaPort1,3548,0,-,- cellReselectionPriority,3415,1,-,- cellReselectionSubPriority,3416,1,-,- threshX-High,3413,0,-,- threshX-Low,3413,0,-,- q-RxLevMin,3549,0,-,- q-QualMin,3550,0,-,- p-MaxEUTRA,3551,0,-,- threshX-Q,3552,1,-,-	
T	EUTRA-MultiBandInfoList	L	3533	1 8 0
T	EUTRA-MultiBandInfo	Q	0	eutra-FreqBandIndicator,3534,0,-,- eutra-NS-PmaxList,3535,1,-,-	
T	FreqBandIndicatorEUTRA	i	1 256 0
T	EUTRA-NS-PmaxList	L	3536	1 8 0
T	EUTRA-NS-PmaxValue	Q	0	additionalPmax,3537,1,-,- additionalSpectrumEmission,3538,1,-,-	
T	INTEGER	i	-30 33 0
T	INTEGER	i	1 288 0
T	EUTRA-FreqNeighCellList	L	3540	1 8 0
T	EUTRA-FreqNeighCellInfo	Q	0	physCellId,3271,0,-,- dummy,3541,0,-,- q-RxLevMinOffsetCell,3542,1,-,- q-QualMinOffsetCell,3543,1,-,-	
T	EUTRA-Q-OffsetRange	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	EUTRA-FreqExcludedCellList	L	3545	1 16 0
T	EUTRA-PhysCellIdRange	Q	0	start,3271,0,-,- range,3546,1,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n84,n96,n128,n168,n252,n504,spare2,spare1	-
T	EUTRA-AllowedMeasBandwidth	e	mbw6,mbw15,mbw25,mbw50,mbw75,mbw100	-
T	EUTRA-PresenceAntennaPort1	b
T	INTEGER	i	-70 -22 0
T	INTEGER	i	-34 -3 0
T	INTEGER	i	-30 33 0
T	SEQUENCE	Q	0	threshX-HighQ,3414,0,-,- threshX-LowQ,3414,0,-,-	
T	OCTET STRING	O	0 - 0
T	CarrierFreqListEUTRA-v1610	L	3555	1 8 0
T	CarrierFreqEUTRA-v1610	Q	0	highSpeedEUTRACarrier-r16,3556,1,-,-	
T	ENUMERATED	e	true	-
T	CarrierFreqListEUTRA-v1700	L	3558	1 8 0
T	CarrierFreqEUTRA-v1700	Q	0	eutra-FreqNeighHSDN-CellList-r17,3559,1,-,-	
T	EUTRA-FreqNeighHSDN-CellList-r17	L	3545	1 8 0
T	ENUMERATED	e	true	-
T	CarrierFreqListEUTRA-v1800	L	3562	1 8 0
T	CarrierFreqEUTRA-v1800	Q	0	eutra-MultiBandInfoListAerial-r18,3563,1,-,- tn-AreaIdList-r18,3565,1,-,-	
T	EUTRA-MultiBandInfoListAerial-r18	L	3564	1 8 0
T	EUTRA-MultiBandInfoAerial-r18	Q	0	eutra-FreqBandIndicator-r18,3534,0,-,- eutra-NS-PmaxListAerial-r18,3535,1,-,-	
T	SEQUENCE OF	L	3527	1 32 0
T	SIB6	Q	1	messageIdentifier,3567,0,-,- serialNumber,3568,0,-,- warningType,3569,0,-,- lateNonCriticalExtension,3570,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	0 - 0
T	SIB7	Q	1	messageIdentifier,3572,0,-,- serialNumber,3573,0,-,- warningMessageSegmentType,3574,0,-,- warningMessageSegmentNumber,3575,0,-,- warningMessageSegment,3576,0,-,- dataCodingScheme,3577,1,-,- lateNonCriticalExtension,3578,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	INTEGER	i	0 63 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	1 1 0
T	OCTET STRING	O	0 - 0
T	SIB8	Q	1	messageIdentifier,3580,0,-,- serialNumber,3581,0,-,- warningMessageSegmentType,3582,0,-,- warningMessageSegmentNumber,3583,0,-,- warningMessageSegment,3584,0,-,- dataCodingScheme,3585,1,-,- warningAreaCoordinatesSegment,3586,1,-,- lateNonCriticalExtension,3587,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	INTEGER	i	0 63 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	1 1 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SIB9	Q	1	timeInfo,3589,1,-,- lateNonCriticalExtension,3594,1,-,-	greferenceTimeInfo-r16,3595,1,-,-;geventID-TSS-r18,3604,1,-,-
T	SEQUENCE	Q	0	timeInfoUTC,3590,0,-,- dayLightSavingTime,3591,1,-,- leapSeconds,3592,1,-,- localTimeOffset,3593,1,-,-	
T	INTEGER	i	0 549755813887 0
T	BIT STRING	B	2 2 0
T	INTEGER	i	-127 128 0
T	INTEGER	i	-63 64 0
T	OCTET STRING	O	0 - 0
T	ReferenceTimeInfo-r16	Q	0	time-r16,3596,0,-,- uncertainty-r16,3601,1,-,- timeInfoType-r16,3602,1,-,- referenceSFN-r16,3603,1,-,-	
T	ReferenceTime-r16	Q	0	refDays-r16,3597,0,-,- refSeconds-r16,3598,0,-,- refMilliSeconds-r16,3599,0,-,- refTenNanoSeconds-r16,3600,0,-,-	
T	INTEGER	i	0 72999 0
T	INTEGER	i	0 86399 0
T	INTEGER	i	0 999 0
T	INTEGER	i	0 99999 0
T	INTEGER	i	0 32767 0
T	ENUMERATED	e	localClock	-
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 63 0
T	SIB10-r16	Q	1	hrnn-List-r16,3606,1,-,- lateNonCriticalExtension,3609,1,-,-	
T	HRNN-List-r16	L	3607	1 12 0
T	HRNN-r16	Q	0	hrnn-r16,3608,1,-,-	
T	OCTET STRING	O	1 48 0
T	OCTET STRING	O	0 - 0
T	SIB11-r16	Q	1	measIdleConfigSIB-r16,3611,1,-,- lateNonCriticalExtension,3636,1,-,-	
T	MeasIdleConfigSIB-r16	Q	1	measIdleCarrierListNR-r16,3612,1,-,- measIdleCarrierListEUTRA-r16,3624,1,-,-	gmeasIdleCarrierListNR-LessThan5MHz-r18,3631,1,-,- measReselectionCarrierListNR-r18,3632,1,-,- measReselectionCarrierListNR-LessThan5MHz-r18,3634,1,-,- measIdleValidityDuration-r18,3635,1,-,- measReselectionValidityDuration-r18,3635,1,-,-
T	SEQUENCE OF	L	3613	1 8 0
T	MeasIdleCarrierNR-r16	Q	1	carrierFreq-r16,4,0,-,- ssbSubcarrierSpacing-r16,162,0,-,- frequencyBandList,503,1,-,- measCellListNR-r16,3614,1,-,- reportQuantities-r16,3615,0,-,- qualityThreshold-r16,3616,1,-,- ssb-MeasConfig-r16,3617,1,-,- beamMeasConfigIdle-r16,3620,1,-,-	
T	CellListNR-r16	L	3472	1 8 0
T	ENUMERATED	e	rsrp,rsrq,both	-
T	SEQUENCE	Q	0	idleRSRP-Threshold-NR-r16,743,1,-,- idleRSRQ-Threshold-NR-r16,3398,1,-,-	
T	SEQUENCE	Q	0	nrofSS-BlocksToAverage-r16,3618,1,-,- absThreshSS-BlocksConsolidation-r16,3397,1,-,- smtc-r16,1035,1,-,- ssb-ToMeasure-r16,3428,1,-,- deriveSSB-IndexFromCell-r16,3619,0,-,- ss-RSSI-Measurement-r16,3425,1,-,-	
T	INTEGER	i	2 16 0
T	BOOLEAN	b
T	BeamMeasConfigIdle-NR-r16	Q	0	reportQuantityRS-Indexes-r16,3621,0,-,- maxNrofRS-IndexesToReport-r16,3622,0,-,- includeBeamMeasurements-r16,3623,0,-,-	
T	ENUMERATED	e	rsrp,rsrq,both	-
T	INTEGER	i	1 32 0
T	BOOLEAN	b
T	SEQUENCE OF	L	3625	1 8 0
T	MeasIdleCarrierEUTRA-r16	Q	1	carrierFreqEUTRA-r16,3,0,-,- allowedMeasBandwidth-r16,3547,0,-,- measCellListEUTRA-r16,3626,1,-,- reportQuantitiesEUTRA-r16,3627,0,-,- qualityThresholdEUTRA-r16,3628,1,-,-	
T	CellListEUTRA-r16	L	3545	1 8 0
T	ENUMERATED	e	rsrp,rsrq,both	-
T	SEQUENCE	Q	0	idleRSRP-Threshold-EUTRA-r16,3629,1,-,- idleRSRQ-Threshold-EUTRA-r16,3630,1,-,-	
T	RSRP-RangeEUTRA	i	0 97 0
T	RSRQ-RangeEUTRA-r16	i	-30 46 0
T	SEQUENCE OF	L	3613	1 8 0
T	SEQUENCE OF	L	3633	1 8 0
T	MeasReselectionCarrierNR-r18	Q	1	carrierFreq-r18,4,0,-,-	
T	SEQUENCE OF	L	3633	1 8 0
T	MeasurementValidityDuration-r18	e	s5,s10,s20,s50,s100,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SIB12-r16	Q	0	segmentNumber-r16,3638,0,-,- segmentType-r16,3639,0,-,- segmentContainer-r16,3640,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SIB13-r16	Q	1	sl-V2X-ConfigCommon-r16,3642,0,-,- dummy,3643,0,-,- tdd-Config-r16,3644,0,-,- lateNonCriticalExtension,3645,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SIB14-r16	Q	1	sl-V2X-ConfigCommonExt-r16,3647,0,-,- lateNonCriticalExtension,3648,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SIB15-r17	Q	1	commonPLMNsWithDisasterCondition-r17,3650,1,-,- applicableDisasterInfoList-r17,3651,1,-,- lateNonCriticalExtension,3657,1,-,-	
T	SEQUENCE OF	L	120	1 12 0
T	SEQUENCE OF	L	3652	1 12 0
T	ApplicableDisasterInfo-r17	C	0	noDisasterRoaming-r17,3653,0,-,- disasterRelatedIndication-r17,3654,0,-,- commonPLMNs-r17,3655,0,-,- dedicatedPLMNs-r17,3656,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE OF	L	120	1 12 0
T	OCTET STRING	O	0 - 0
T	SIB16-r17	Q	1	freqPriorityListSlicing-r17,3659,1,-,- lateNonCriticalExtension,3668,1,-,-	
T	FreqPriorityListSlicing-r17	L	3660	1 9 0
T	FreqPrioritySlicing-r17	Q	0	dl-ImplicitCarrierFreq-r17,3661,0,-,- sliceInfoList-r17,3662,1,-,-	
T	INTEGER	i	0 8 0
T	SliceInfoList-r17	L	3663	1 8 0
T	SliceInfo-r17	Q	0	nsag-IdentityInfo-r17,3664,0,-,- nsag-CellReselectionPriority-r17,3415,1,-,- nsag-CellReselectionSubPriority-r17,3416,1,-,- sliceCellListNR-r17,3666,1,-,-	
T	NSAG-IdentityInfo-r17	Q	0	nsag-ID-r17,761,0,-,- trackingAreaCode-r17,3665,1,-,-	
T	TrackingAreaCode	B	24 24 0
T	CHOICE	C	0	sliceAllowedCellListNR-r17,3667,0,-,- sliceExcludedCellListNR-r17,3667,0,-,-	
T	SliceCellListNR-r17	L	3472	1 16 0
T	OCTET STRING	O	0 - 0
T	SIB17-r17	Q	0	segmentNumber-r17,3670,0,-,- segmentType-r17,3671,0,-,- segmentContainer-r17,3672,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SIB18-r17	Q	1	gin-ElementList-r17,3674,1,-,- gins-PerSNPN-List-r17,3678,1,-,- lateNonCriticalExtension,3681,1,-,-	
T	SEQUENCE OF	L	3675	1 24 0
T	GIN-Element-r17	Q	0	plmn-Identity-r17,120,0,-,- nid-List-r17,3676,0,-,-	
T	SEQUENCE OF	L	3677	1 24 0
T	NID-r16	B	44 44 0
T	SEQUENCE OF	L	3679	1 12 0
T	GINs-PerSNPN-r17	Q	0	supportedGINs-r17,3680,1,-,-	
T	BIT STRING	B	1 24 0
T	OCTET STRING	O	0 - 0
T	SIB19-r17	Q	1	ntn-Config-r17,971,1,-,- t-Service-r17,3683,1,-,- referenceLocation-r17,1001,1,-,- distanceThresh-r17,3684,1,-,- ntn-NeighCellConfigList-r17,3685,1,-,- lateNonCriticalExtension,3687,1,-,-	gntn-NeighCellConfigListExt-v1720,3685,1,-,-;gmovingReferenceLocation-r18,1001,1,-,- ntn-CovEnh-r18,3688,1,-,- satSwitchWithReSync-r18,3690,1,-,-
T	INTEGER	i	0 549755813887 0
T	INTEGER	i	0 65525 0
T	NTN-NeighCellConfigList-r17	L	3686	1 4 0
T	NTN-NeighCellConfig-r17	Q	0	ntn-Config-r17,971,1,-,- carrierFreq-r17,4,1,-,- physCellId-r17,500,1,-,-	
T	OCTET STRING	O	0 - 0
T	NTN-CovEnh-r18	Q	0	numberOfMsg4HARQ-ACK-Repetitions-r18,3689,0,-,- rsrp-ThresholdMsg4HARQ-ACK-r18,743,1,-,-	
T	BIT STRING	B	4 4 0
T	SatSwitchWithReSync-r18	Q	0	ntn-Config-r18,971,0,-,- t-ServiceStart-r18,3691,1,-,- ssb-TimeOffset-r18,3692,1,-,-	
T	INTEGER	i	0 549755813887 0
T	INTEGER	i	0 159 0
T	SIB20-r17	Q	1	mcch-Config-r17,3694,0,-,- cfr-ConfigMCCH-MTCH-r17,3708,1,-,- lateNonCriticalExtension,3721,1,-,-	gcfr-ConfigMCCH-MTCH-RedCap-r18,3708,1,-,- mcch-ConfigRedCap-r18,3694,1,-,-
T	MCCH-Config-r17	Q	0	mcch-RepetitionPeriodAndOffset-r17,3695,0,-,- mcch-WindowStartSlot-r17,3705,0,-,- mcch-WindowDuration-r17,3706,1,-,- mcch-ModificationPeriod-r17,3707,0,-,-	
T	MCCH-RepetitionPeriodAndOffset-r17	C	0	rf1-r17,3696,0,-,- rf2-r17,3697,0,-,- rf4-r17,3698,0,-,- rf8-r17,3699,0,-,- rf16-r17,3700,0,-,- rf32-r17,3701,0,-,- rf64-r17,3702,0,-,- rf128-r17,3703,0,-,- rf256-r17,3704,0,-,-	
T	INTEGER	i	0 0 0
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 79 0
T	ENUMERATED	e	sl2,sl4,sl8,sl10,sl20,sl40,sl80,sl160	-
T	ENUMERATED	e	rf2,rf4,rf8,rf16,rf32,rf64,rf128,rf256,rf512,rf1024,rf2048,rf4096,rf8192,rf16384,rf32768,rf65536	-
T	CFR-ConfigMCCH-MTCH-r17	Q	0	locationAndBandwidthBroadcast-r17,3709,1,-,- pdsch-ConfigMCCH-r17,3712,1,-,- commonControlResourceSetExt-r17,518,1,-,-	
T	LocationAndBandwidthBroadcast-r17	C	0	sameAsSib1ConfiguredLocationAndBW,3710,0,-,- locationAndBandwidth,3711,0,-,-	
T	NULL	n
T	INTEGER	i	0 37949 0
T	PDSCH-ConfigBroadcast-r17	Q	0	pdschConfigList-r17,3713,0,-,- pdsch-TimeDomainAllocationList-r17,1252,1,-,- rateMatchPatternToAddModList-r17,3718,1,-,- lte-CRS-ToMatchAround-r17,907,1,-,- mcs-Table-r17,3719,1,-,- xOverhead-r17,3720,1,-,-	
T	SEQUENCE OF	L	3714	1 16 0
T	PDSCH-ConfigPTM-r17	Q	0	dataScramblingIdentityPDSCH-r17,3715,1,-,- dmrs-ScramblingID0-r17,3716,1,-,- pdsch-AggregationFactor-r17,3717,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 65535 0
T	ENUMERATED	e	n2,n4,n8	-
T	SEQUENCE OF	L	923	1 4 0
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	xOh6,xOh12,xOh18	-
T	OCTET STRING	O	0 - 0
T	SIB21-r17	Q	1	mbs-FSAI-IntraFreq-r17,3723,1,-,- mbs-FSAI-InterFreqList-r17,3725,1,-,- lateNonCriticalExtension,3727,1,-,-	
T	MBS-FSAI-List-r17	L	3724	1 64 0
T	MBS-FSAI-r17	O	3 3 0
T	MBS-FSAI-InterFreqList-r17	L	3726	1 8 0
T	MBS-FSAI-InterFreq-r17	Q	0	dl-CarrierFreq-r17,4,0,-,- mbs-FSAI-List-r17,3723,0,-,-	
T	OCTET STRING	O	0 - 0
T	SIB22-r18	Q	1	atg-Config-r18,1000,1,-,- hs-ATG-CellReselectionSet-r18,3729,1,-,- atg-NeighCellConfigList-r18,3730,1,-,- lateNonCriticalExtension,3733,1,-,-	
T	ENUMERATED	e	true	-
T	ATG-NeighCellConfigList-r18	L	3731	1 8 0
T	ATG-NeighCellConfig-r18	Q	0	atg-gNB-Location-r18,1001,1,-,- height-gNB-r18,3732,1,-,- carrierFreq-r18,4,1,-,- physCellId-r18,500,1,-,-	
T	INTEGER	i	-16384 16383 0
T	OCTET STRING	O	0 - 0
T	SIB23-r18	Q	0	segmentNumber-r18,3735,0,-,- segmentType-r18,3736,0,-,- segmentContainer-r18,3737,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SIB24-r18	Q	1	multicastMCCH-Config-r18,3694,1,-,- cfr-ConfigMCCH-MTCH-r18,3708,1,-,- lateNonCriticalExtension,3739,1,-,-	
T	OCTET STRING	O	0 - 0
T	SIB25-r18	Q	1	coverageAreaInfoList-r18,3741,1,-,- lateNonCriticalExtension,3744,1,-,-	
T	CoverageAreaInfoList-r18	L	3742	1 32 0
T	CoverageAreaInfo-r18	Q	0	tn-AreaId-r18,3527,0,-,- tn-ReferenceLocation-r18,1001,0,-,- tn-DistanceRadius-r18,3743,0,-,-	
T	INTEGER	i	0 65535 0
T	OCTET STRING	O	0 - 0
T	SIB17bis-r18	Q	0	segmentNumber-r18,3746,0,-,- segmentType-r18,3747,0,-,- segmentContainer-r18,3748,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	CHOICE	C	0	posSystemInformation-r16,3752,0,-,- criticalExtensionsFuture,3760,0,-,-	
T	PosSystemInformation-r16-IEs	Q	0	posSIB-TypeAndInfo-r16,3753,0,-,- lateNonCriticalExtension,3758,1,-,- nonCriticalExtension,3759,1,-,-	
T	SEQUENCE OF	L	3754	1 32 0
T	CHOICE	C	1	posSib1-1-r16,3755,0,-,- posSib1-2-r16,3755,0,-,- posSib1-3-r16,3755,0,-,- posSib1-4-r16,3755,0,-,- posSib1-5-r16,3755,0,-,- posSib1-6-r16,3755,0,-,- posSib1-7-r16,3755,0,-,- posSib1-8-r16,3755,0,-,- posSib2-1-r16,3755,0,-,- posSib2-2-r16,3755,0,-,- posSib2-3-r16,3755,0,-,- posSib2-4-r16,3755,0,-,- posSib2-5-r16,3755,0,-,- posSib2-6-r16,3755,0,-,- posSib2-7-r16,3755,0,-,- posSib2-8-r16,3755,0,-,- posSib2-9-r16,3755,0,-,- posSib2-10-r16,3755,0,-,- posSib2-11-r16,3755,0,-,- posSib2-12-r16,3755,0,-,- posSib2-13-r16,3755,0,-,- posSib2-14-r16,3755,0,-,- posSib2-15-r16,3755,0,-,- posSib2-16-r16,3755,0,-,- posSib2-17-r16,3755,0,-,- posSib2-18-r16,3755,0,-,- posSib2-19-r16,3755,0,-,- posSib2-20-r16,3755,0,-,- posSib2-21-r16,3755,0,-,- posSib2-22-r16,3755,0,-,- posSib2-23-r16,3755,0,-,- posSib3-1-r16,3755,0,-,- posSib4-1-r16,3755,0,-,- posSib5-1-r16,3755,0,-,- posSib6-1-r16,3755,0,-,- posSib6-2-r16,3755,0,-,- posSib6-3-r16,3755,0,-,-	posSib1-9-v1700,3755,0,-,- posSib1-10-v1700,3755,0,-,- posSib2-24-v1700,3755,0,-,- posSib2-25-v1700,3755,0,-,- posSib6-4-v1700,3755,0,-,- posSib6-5-v1700,3755,0,-,- posSib6-6-v1700,3755,0,-,- posSib2-17a-v1770,3755,0,-,- posSib2-18a-v1770,3755,0,-,- posSib2-20a-v1770,3755,0,-,- posSib1-11-v1800,3755,0,-,- posSib1-12-v1800,3755,0,-,- posSib2-26-v1800,3755,0,-,- posSib2-27-v1800,3755,0,-,- posSib6-7-v1800,3755,0,-,- posSib7-1-v1800,3755,0,-,- posSib7-2-v1800,3755,0,-,- posSib7-3-v1800,3755,0,-,- posSib7-4-v1800,3755,0,-,-
T	SIBpos-r16	Q	1	assistanceDataSIB-Element-r16,3756,0,-,- lateNonCriticalExtension,3757,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SetupRelease	C	0	release,3762,0,-,- setup,3763,0,-,-	
T	NULL	n
T	PLMN-IdentityInfoList	L	3764	1 12 0
T	PLMN-IdentityInfo	Q	1	plmn-IdentityList,3765,0,-,- trackingAreaCode,3665,1,-,- ranac,3766,1,-,- cellIdentity,2463,0,-,- cellReservedForOperatorUse,3767,0,-,-	giab-Support-r16,3768,1,-,-;gtrackingAreaList-r17,3769,1,-,- gNB-ID-Length-r17,3770,1,-,-;gmobileIAB-Support-r18,3771,1,-,-
T	SEQUENCE OF	L	120	1 12 0
T	RAN-AreaCode	i	0 255 0
T	ENUMERATED	e	reserved,notReserved	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3665	1 12 0
T	INTEGER	i	22 32 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,3773,0,-,- setup,3774,0,-,-	
T	NULL	n
T	NPN-IdentityInfoList-r16	L	3775	1 12 0
T	NPN-IdentityInfo-r16	Q	1	npn-IdentityList-r16,3776,0,-,- trackingAreaCode-r16,3665,0,-,- ranac-r16,3766,1,-,- cellIdentity-r16,2463,0,-,- cellReservedForOperatorUse-r16,3785,0,-,- iab-Support-r16,3786,1,-,-	ggNB-ID-Length-r17,3787,1,-,-;gmobileIAB-Support-r18,3788,1,-,-
T	SEQUENCE OF	L	3777	1 12 0
T	NPN-Identity-r16	C	0	pni-npn-r16,3778,0,-,- snpn-r16,3783,0,-,-	
T	SEQUENCE	Q	0	plmn-Identity-r16,120,0,-,- cag-IdentityList-r16,3779,0,-,-	
T	SEQUENCE OF	L	3780	1 12 0
T	CAG-IdentityInfo-r16	Q	0	cag-Identity-r16,3781,0,-,- manualCAGselectionAllowed-r16,3782,1,-,-	
T	BIT STRING	B	32 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	plmn-Identity-r16,120,0,-,- nid-List-r16,3784,0,-,-	
T	SEQUENCE OF	L	3677	1 12 0
T	ENUMERATED	e	reserved,notReserved	-
T	ENUMERATED	e	true	-
T	INTEGER	i	22 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	456	1 31 0
T	ENUMERATED	e	true	-
T	BIT STRING	B	10 10 0
T	SEQUENCE OF	L	3793	1 65536 0
T	BH-RLC-ChannelConfig-r16	Q	1	bh-LogicalChannelIdentity-r16,3794,1,-,- bh-RLC-ChannelID-r16,3796,0,-,- reestablishRLC-r16,3797,1,-,- rlc-Config-r16,137,1,-,- mac-LogicalChannelConfig-r16,154,1,-,-	
T	BH-LogicalChannelIdentity-r16	C	0	bh-LogicalChannelIdentity-r16,49,0,-,- bh-LogicalChannelIdentityExt-r16,3795,0,-,-	
T	BH-LogicalChannelIdentity-Ext-r16	i	320 65855 0
T	BH-RLC-ChannelID-r16	B	16 16 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3796	1 65536 0
T	ENUMERATED	e	lte,nr,both	-
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	160	1 32 0
T	ENUMERATED	e	switchedUL,dualUL	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	mcg,scg,both	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	oneT,twoT	-
T	SEQUENCE OF	L	3811	1 32 0
T	Uu-RelayRLC-ChannelConfig-r17	Q	1	uu-LogicalChannelIdentity-r17,49,1,-,- uu-RelayRLC-ChannelID-r17,3812,0,-,- reestablishRLC-r17,3813,1,-,- rlc-Config-r17,137,1,-,- mac-LogicalChannelConfig-r17,154,1,-,-	
T	Uu-RelayRLC-ChannelID-r17	i	1 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3812	1 32 0
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	184	1 32 0
T	SEQUENCE OF	L	3821	1 65536 0
T	IAB-ResourceConfig-r17	Q	1	iab-ResourceConfigID-r17,3822,0,-,- slotList-r17,3823,1,-,- periodicitySlotList-r17,3825,1,-,- slotListSubcarrierSpacing-r17,162,1,-,-	
T	IAB-ResourceConfigID-r17	i	0 65535 0
T	SEQUENCE OF	L	3824	1 5120 0
T	INTEGER	i	0 5119 0
T	ENUMERATED	e	ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms5,ms10,ms20,ms40,ms80,ms160	-
T	SEQUENCE OF	L	3822	1 65536 0
T	ReportUplinkTxDirectCurrentMoreCarrier-r17	L	3828	1 32 0
T	IntraBandCC-CombinationReqList-r17	Q	0	servCellIndexList-r17,3829,0,-,- cc-CombinationList-r17,3830,0,-,-	
T	SEQUENCE OF	L	160	1 32 0
T	SEQUENCE OF	L	3831	1 128 0
T	IntraBandCC-Combination-r17	L	3832	1 32 0
T	CC-State-r17	Q	0	dlCarrier-r17,3833,1,-,- ulCarrier-r17,3833,1,-,-	
T	CarrierState-r17	C	0	deActivated-r17,3834,0,-,- activeBWP-r17,3835,0,-,-	
T	NULL	n
T	INTEGER	i	0 4 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,3838,0,-,- setup,3839,0,-,-	
T	NULL	n
T	NCR-FwdConfig-r18	Q	1	periodicFwdRsrcSetToAddModList-r18,3840,1,-,- periodicFwdRsrcSetToReleaseList-r18,3901,1,-,- aperiodicFwdConfig-r18,3902,1,-,- semiPersistentFwdRsrcSetToAddModList-r18,3914,1,-,- semiPersistentFwdRsrcSetToReleaseList-r18,3926,1,-,-	
T	SEQUENCE OF	L	3841	1 32 0
T	NCR-PeriodicFwdResourceSet-r18	Q	1	periodicFwdRsrcSetId-r18,3842,0,-,- periodicFwdRsrcToAddModList-r18,3843,1,-,- periodicFwdRsrcToReleaseList-r18,3899,1,-,- referenceSCS-r18,162,1,-,- priorityFlag-r18,3900,1,-,-	
T	NCR-PeriodicFwdResourceSetId-r18	i	0 31 0
T	SEQUENCE OF	L	3844	1 1024 0
T	NCR-PeriodicFwdResource-r18	Q	1	periodicFwdRsrcId-r18,3845,0,-,- beamIndex-r18,3846,0,-,- periodicTimeRsrc-r18,3847,0,-,-	
T	NCR-PeriodicFwdResourceId-r18	i	0 1023 0
T	INTEGER	i	0 63 0
T	SEQUENCE	Q	0	periodicityAndOffset-r18,3848,0,-,- symbolOffset-r18,3897,0,-,- durationInSymbols-r18,3898,0,-,-	
T	NCR-PeriodicityAndOffset-r18	C	0	slot,3849,0,-,- ms,3873,0,-,-	
T	NCR-SlotPeriodicityAndSlotOffset-r18	C	1	sl1,3850,0,-,- sl2,3851,0,-,- sl4,3852,0,-,- sl5,3853,0,-,- sl8,3854,0,-,- sl10,3855,0,-,- sl16,3856,0,-,- sl20,3857,0,-,- sl32,3858,0,-,- sl40,3859,0,-,- sl64,3860,0,-,- sl80,3861,0,-,- sl128,3862,0,-,- sl160,3863,0,-,- sl256,3864,0,-,- sl320,3865,0,-,- sl512,3866,0,-,- sl640,3867,0,-,- sl1024,3868,0,-,- sl1280,3869,0,-,- sl2560,3870,0,-,- sl5120,3871,0,-,- sl10240,3872,0,-,-	
T	NULL	n
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	NCR-MsPeriodicityAndSlotOffset-r18	C	1	ms1,3874,0,-,- ms2,3875,0,-,- ms4,3876,0,-,- ms5,3877,0,-,- ms8,3878,0,-,- ms10,3879,0,-,- ms16,3880,0,-,- ms20,3881,0,-,- ms32,3882,0,-,- ms40,3883,0,-,- ms64,3884,0,-,- ms80,3885,0,-,- ms128,3886,0,-,- ms160,3887,0,-,- ms256,3888,0,-,- ms320,3889,0,-,- ms512,3890,0,-,- ms640,3891,0,-,- ms1024,3892,0,-,- ms1280,3893,0,-,- ms2560,3894,0,-,- ms5120,3895,0,-,- ms10240,3896,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2047 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 8191 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 16383 0
T	INTEGER	i	0 20479 0
T	INTEGER	i	0 40959 0
T	INTEGER	i	0 81919 0
T	INTEGER	i	0 163839 0
T	INTEGER	i	0 13 0
T	INTEGER	i	1 112 0
T	SEQUENCE OF	L	3845	1 1024 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3842	1 32 0
T	SetupRelease	C	0	release,3903,0,-,- setup,3904,0,-,-	
T	NULL	n
T	NCR-AperiodicFwdConfig-r18	Q	1	aperiodicFwdTimeRsrcToAddModList-r18,3905,1,-,- aperiodicFwdTimeRsrcToReleaseList-r18,3911,1,-,- referenceSCS-r18,162,1,-,- aperiodicBeamFieldWidth-r18,3912,1,-,- numberOfFields-r18,3913,1,-,-	
T	SEQUENCE OF	L	3906	1 112 0
T	NCR-AperiodicFwdTimeResource-r18	Q	1	aperiodicFwdTimeRsrcId-r18,3907,0,-,- slotOffsetAperiodic-r18,3908,0,-,- symbolOffset-r18,3909,0,-,- durationInSymbols-r18,3910,0,-,-	
T	NCR-AperiodicFwdTimeResourceId-r18	i	0 111 0
T	INTEGER	i	0 14 0
T	INTEGER	i	0 13 0
T	INTEGER	i	1 28 0
T	SEQUENCE OF	L	3907	1 112 0
T	INTEGER	i	1 6 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	3915	1 32 0
T	NCR-SemiPersistentFwdResourceSet-r18	Q	1	semiPersistentFwdRsrcSetId-r18,3916,0,-,- semiPersistentFwdRsrcToAddModList-r18,3917,1,-,- semiPersistentFwdRsrcToReleaseList-r18,3924,1,-,- referenceSCS-r18,162,1,-,- priorityFlag-r18,3925,1,-,-	
T	NCR-SemiPersistentFwdResourceSetId-r18	i	0 31 0
T	SEQUENCE OF	L	3918	1 128 0
T	NCR-SemiPersistentFwdResource-r18	Q	1	semiPersistentFwdRsrcId-r18,3919,0,-,- beamIndex-r18,3920,0,-,- semiPersistentTimeRsrc-r18,3921,0,-,-	
T	NCR-SemiPersistentFwdResourceId-r18	i	0 127 0
T	INTEGER	i	0 63 0
T	SEQUENCE	Q	0	periodicityAndOffset-r18,3848,0,-,- symbolOffset-r18,3922,0,-,- durationInSymbols-r18,3923,0,-,-	
T	INTEGER	i	0 13 0
T	INTEGER	i	1 112 0
T	SEQUENCE OF	L	3919	1 128 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	3916	1 32 0
T	SetupRelease	C	0	release,3928,0,-,- setup,3929,0,-,-	
T	NULL	n
T	AutonomousDenialParameters-r18	Q	0	autonomousDenialSlots-r18,3930,0,-,- autonomousDenialValidity-r18,3931,0,-,-	
T	ENUMERATED	e	n2,n5,n10,n15,n20,n30,spare2,spare1	-
T	ENUMERATED	e	n200,n500,n1000,n2000	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,3935,0,-,- setup,3936,0,-,-	
T	NULL	n
T	UplinkTxSwitchingMoreBands-r18	Q	1	uplinkTxSwitchingBandList-r18,3937,1,-,- uplinkTxSwitchingBandPairList-r18,3938,1,-,- uplinkTxSwitchingAssociatedBandDualUL-List-r18,3944,1,-,-	
T	SEQUENCE OF	L	504	1 32 0
T	UplinkTxSwitchingBandPairList-r18	L	3939	1 32 0
T	UplinkTxSwitchingBandPairConfig-r18	Q	1	bandInfoUL1-r18,3940,0,-,- bandInfoUL2-r18,3940,0,-,- switchingOptionConfigForBandPair-r18,3941,0,-,- switching2T-Mode-r18,3942,1,-,- switchingPeriodConfigForBandPair-r18,3943,1,-,-	
T	UplinkTxSwitchingBandIndex-r18	i	1 32 0
T	ENUMERATED	e	switchedUL,dualUL	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n35us,n140us	-
T	UplinkTxSwitchingAssociatedBandDualUL-List-r18	L	3945	0 32 0
T	UplinkTxSwitchingAssociatedBandDualUL-r18	Q	0	transmitBand-r18,3940,0,-,- associatedBand-r18,3940,0,-,-	
T	MeasConfig	Q	1	measObjectToRemoveList,3947,1,-,- measObjectToAddModList,3948,1,-,- reportConfigToRemoveList,4102,1,-,- reportConfigToAddModList,4104,1,-,- measIdToRemoveList,4340,1,-,- measIdToAddModList,4342,1,-,- s-MeasureConfig,4344,1,-,- quantityConfig,4345,1,-,- measGapConfig,4353,1,-,- measGapSharingConfig,4386,1,-,-	ginterFrequencyConfig-NoGap-r16,4389,1,-,-;geffectiveMeasWindowConfig-r18,4390,1,-,-
T	MeasObjectToRemoveList	L	1482	1 64 0
T	MeasObjectToAddModList	L	3949	1 64 0
T	MeasObjectToAddMod	Q	0	measObjectId,1482,0,-,- measObject,3950,0,-,-	
T	CHOICE	C	1	measObjectNR,3951,0,-,-	measObjectEUTRA,4054,0,-,- measObjectUTRA-FDD-r16,4062,0,-,- measObjectNR-SL-r16,4069,0,-,- measObjectCLI-r16,4072,0,-,- measObjectRxTxDiff-r17,4095,0,-,- measObjectRelay-r17,4099,0,-,- measObjectNR-SL-r18,4100,0,-,-
T	MeasObjectNR	Q	1	ssbFrequency,4,1,-,- ssbSubcarrierSpacing,162,1,-,- smtc1,1035,1,-,- smtc2,3952,1,-,- refFreqCSI-RS,4,1,-,- referenceSignalConfig,3955,0,-,- absThreshSS-BlocksConsolidation,3397,1,-,- absThreshCSI-RS-Consolidation,3397,1,-,- nrofSS-BlocksToAverage,4004,1,-,- nrofCSI-RS-ResourcesToAverage,4005,1,-,- quantityConfigIndex,4006,0,-,- offsetMO,4007,0,-,- cellsToRemoveList,3962,1,-,- cellsToAddModList,4008,1,-,- excludedCellsToRemoveList,4010,1,-,- excludedCellsToAddModList,4012,1,-,- allowedCellsToRemoveList,4010,1,-,- allowedCellsToAddModList,4014,1,-,-	gfreqBandIndicatorNR,504,1,-,- measCycleSCell,4015,1,-,-;gsmtc3list-r16,4016,1,-,- rmtc-Config-r16,4030,1,-,- t312-r16,4041,1,-,-;gassociatedMeasGapSSB-r17,4044,1,-,- associatedMeasGapCSIRS-r17,4044,1,-,- smtc4list-r17,3439,1,-,- measCyclePSCell-r17,4045,1,-,- cellsToAddModListExt-v1710,4046,1,-,-;gassociatedMeasGapSSB2-v1720,4044,1,-,- associatedMeasGapCSIRS2-v1720,4044,1,-,-;gmeasSequence-r18,4050,1,-,- cellsToAddModListExt-v1800,4051,1,-,-
T	SSB-MTC2	Q	0	pci-List,3953,1,-,- periodicity,3954,0,-,-	
T	SEQUENCE OF	L	500	1 64 0
T	ENUMERATED	e	sf5,sf10,sf20,sf40,sf80,spare3,spare2,spare1	-
T	ReferenceSignalConfig	Q	0	ssb-ConfigMobility,3956,1,-,- csi-rs-ResourceConfigMobility,3974,1,-,-	
T	SSB-ConfigMobility	Q	1	ssb-ToMeasure,3957,1,-,- deriveSSB-IndexFromCell,3959,0,-,- ss-RSSI-Measurement,3425,1,-,-	gssb-PositionQCL-Common-r16,955,1,-,- ssb-PositionQCL-CellsToAddModList-r16,3960,1,-,- ssb-PositionQCL-CellsToRemoveList-r16,3962,1,-,-;gderiveSSB-IndexFromCellInter-r17,160,1,-,- ssb-PositionQCL-Common-r17,965,1,-,- ssb-PositionQCL-Cells-r17,3963,1,-,-;gcca-CellsToAddModList-r17,3962,1,-,- cca-CellsToRemoveList-r17,3962,1,-,-;gssb-ToMeasureAltitudeBasedList-r18,3967,1,-,-
T	SetupRelease	C	0	release,3958,0,-,- setup,3428,0,-,-	
T	NULL	n
T	BOOLEAN	b
T	SSB-PositionQCL-CellsToAddModList-r16	L	3961	1 32 0
T	SSB-PositionQCL-CellsToAddMod-r16	Q	0	physCellId-r16,500,0,-,- ssb-PositionQCL-r16,955,0,-,-	
T	PCI-List	L	500	1 32 0
T	SetupRelease	C	0	release,3964,0,-,- setup,3965,0,-,-	
T	NULL	n
T	SSB-PositionQCL-CellList-r17	L	3966	1 32 0
T	SSB-PositionQCL-Cell-r17	Q	0	physCellId-r17,500,0,-,- ssb-PositionQCL-r17,965,0,-,-	
T	SetupRelease	C	0	release,3968,0,-,- setup,3969,0,-,-	
T	NULL	n
T	SSB-ToMeasureAltitudeBasedList-r18	L	3970	1 8 0
T	SSB-ToMeasureAltitudeBased-r18	Q	0	altitudeRange-r18,3971,0,-,- ssb-ToMeasure-r18,3428,1,-,-	
T	SEQUENCE	Q	0	altitudeMin-r18,3972,1,-,- altitudeMax-r18,3972,1,-,- altitudeHyst-r18,3973,1,-,-	
T	Altitude-r18	i	-420 10000 0
T	HysteresisAltitude-r18	i	0 64 0
T	SetupRelease	C	0	release,3975,0,-,- setup,3976,0,-,-	
T	NULL	n
T	CSI-RS-ResourceConfigMobility	Q	1	subcarrierSpacing,162,0,-,- csi-RS-CellList-Mobility,3977,0,-,-	grefServCellIndex,160,1,-,-
T	SEQUENCE OF	L	3978	1 96 0
T	CSI-RS-CellMobility	Q	0	cellId,500,0,-,- csi-rs-MeasurementBW,3979,0,-,- density,3982,1,-,- csi-rs-ResourceList-Mobility,3983,0,-,-	
T	SEQUENCE	Q	0	nrofPRBs,3980,0,-,- startPRB,3981,0,-,-	
T	ENUMERATED	e	size24,size48,size96,size192,size264	-
T	INTEGER	i	0 2169 0
T	ENUMERATED	e	d1,d3	-
T	SEQUENCE OF	L	3984	1 96 0
T	CSI-RS-Resource-Mobility	Q	1	csi-RS-Index,1022,0,-,- slotConfig,3985,0,-,- associatedSSB,3991,1,-,- frequencyDomainAllocation,3993,0,-,- firstOFDMSymbolInTimeDomain,3996,0,-,- sequenceGenerationConfig,3997,0,-,-	gslotConfig-r17,3998,1,-,-
T	CHOICE	C	0	ms4,3986,0,-,- ms5,3987,0,-,- ms10,3988,0,-,- ms20,3989,0,-,- ms40,3990,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	SEQUENCE	Q	0	ssb-Index,1015,0,-,- isQuasiColocated,3992,0,-,-	
T	BOOLEAN	b
T	CHOICE	C	0	row1,3994,0,-,- row2,3995,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	12 12 0
T	INTEGER	i	0 13 0
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	ms4,3999,0,-,- ms5,4000,0,-,- ms10,4001,0,-,- ms20,4002,0,-,- ms40,4003,0,-,-	
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	2 16 0
T	INTEGER	i	2 16 0
T	INTEGER	i	1 2 0
T	Q-OffsetRangeList	Q	0	rsrpOffsetSSB,3401,1,edB0,- rsrqOffsetSSB,3401,1,edB0,- sinrOffsetSSB,3401,1,edB0,- rsrpOffsetCSI-RS,3401,1,edB0,- rsrqOffsetCSI-RS,3401,1,edB0,- sinrOffsetCSI-RS,3401,1,edB0,-	
T	CellsToAddModList	L	4009	1 32 0
T	CellsToAddMod	Q	0	physCellId,500,0,-,- cellIndividualOffset,4007,0,-,-	
T	PCI-RangeIndexList	L	4011	1 8 0
T	PCI-RangeIndex	i	1 8 0
T	SEQUENCE OF	L	4013	1 8 0
T	PCI-RangeElement	Q	0	pci-RangeIndex,4011,0,-,- pci-Range,3472,0,-,-	
T	SEQUENCE OF	L	4013	1 8 0
T	ENUMERATED	e	sf160,sf256,sf320,sf512,sf640,sf1024,sf1280	-
T	SSB-MTC3List-r16	L	4017	1 4 0
T	SSB-MTC3-r16	Q	0	periodicityAndOffset-r16,4018,0,-,- duration-r16,4028,0,-,- pci-List-r16,4029,1,-,- ssb-ToMeasure-r16,3957,1,-,-	
T	CHOICE	C	0	sf5-r16,4019,0,-,- sf10-r16,4020,0,-,- sf20-r16,4021,0,-,- sf40-r16,4022,0,-,- sf80-r16,4023,0,-,- sf160-r16,4024,0,-,- sf320-r16,4025,0,-,- sf640-r16,4026,0,-,- sf1280-r16,4027,0,-,-	
T	INTEGER	i	0 4 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	ENUMERATED	e	sf1,sf2,sf3,sf4,sf5	-
T	SEQUENCE OF	L	500	1 64 0
T	SetupRelease	C	0	release,4031,0,-,- setup,4032,0,-,-	
T	NULL	n
T	RMTC-Config-r16	Q	1	rmtc-Periodicity-r16,4033,0,-,- rmtc-SubframeOffset-r16,4034,1,-,- measDurationSymbols-r16,4035,0,-,- rmtc-Frequency-r16,4,0,-,- ref-SCS-CP-r16,4036,0,-,-	grmtc-Bandwidth-r17,4037,1,-,- measDurationSymbols-v1700,4038,1,-,- ref-SCS-CP-v1700,4039,1,-,- tci-StateInfo-r17,4040,1,-,-;gref-BWPId-r17,1165,1,-,-
T	ENUMERATED	e	ms40,ms80,ms160,ms320,ms640	-
T	INTEGER	i	0 639 0
T	ENUMERATED	e	sym1,sym14or12,sym28or24,sym42or36,sym70or60	-
T	ENUMERATED	e	kHz15,kHz30,kHz60-NCP,kHz60-ECP	-
T	ENUMERATED	e	mhz100,mhz400,mhz800,mhz1600,mhz2000	-
T	ENUMERATED	e	sym140,sym560,sym1120	-
T	ENUMERATED	e	kHz120,kHz480,kHz960	-
T	SEQUENCE	Q	0	tci-StateId-r17,530,0,-,- ref-ServCellId-r17,160,1,-,-	
T	SetupRelease	C	0	release,4042,0,-,- setup,4043,0,-,-	
T	NULL	n
T	T312-r16	e	ms0,ms50,ms100,ms200,ms300,ms400,ms500,ms1000	-
T	MeasGapId-r17	i	1 8 0
T	ENUMERATED	e	ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,spare1	-
T	CellsToAddModListExt-v1710	L	4047	1 32 0
T	CellsToAddModExt-v1710	Q	0	ntn-PolarizationDL-r17,4048,1,-,- ntn-PolarizationUL-r17,4049,1,-,-	
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	MeasSequence-r18	i	1 64 0
T	CellsToAddModListExt-v1800	L	4052	1 32 0
T	CellsToAddModExt-v1800	Q	0	ntn-NeighbourCellInfo-r18,4053,1,-,-	
T	NTN-NeighbourCellInfo-r18	Q	0	epochTime-r18,972,0,-,- ephemerisInfo-r18,984,0,-,- referenceLocation-r18,1001,1,-,-	
T	MeasObjectEUTRA	Q	1	carrierFreq,3,0,-,- allowedMeasBandwidth,3547,0,-,- cellsToRemoveListEUTRAN,4055,1,-,- cellsToAddModListEUTRAN,4057,1,-,- excludedCellsToRemoveListEUTRAN,4055,1,-,- excludedCellsToAddModListEUTRAN,4059,1,-,- eutra-PresenceAntennaPort1,3548,0,-,- eutra-Q-OffsetRange,3541,1,-,- widebandRSRQ-Meas,4061,0,-,-	gassociatedMeasGap-r17,4044,1,-,-;gmeasSequence-r18,4050,1,-,-
T	EUTRA-CellIndexList	L	4056	1 32 0
T	EUTRA-CellIndex	i	1 32 0
T	SEQUENCE OF	L	4058	1 32 0
T	EUTRA-Cell	Q	0	cellIndexEUTRA,4056,0,-,- physCellId,3271,0,-,- cellIndividualOffset,3541,0,-,-	
T	SEQUENCE OF	L	4060	1 32 0
T	EUTRA-ExcludedCell	Q	0	cellIndexEUTRA,4056,0,-,- physCellIdRange,3545,0,-,-	
T	BOOLEAN	b
T	MeasObjectUTRA-FDD-r16	Q	1	carrierFreq-r16,5,0,-,- utra-FDD-Q-OffsetRange-r16,4063,1,-,- cellsToRemoveList-r16,4064,1,-,- cellsToAddModList-r16,4066,1,-,-	
T	UTRA-FDD-Q-OffsetRange-r16	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	UTRA-FDD-CellIndexList-r16	L	4065	1 32 0
T	UTRA-FDD-CellIndex-r16	i	1 32 0
T	CellsToAddModListUTRA-FDD-r16	L	4067	1 32 0
T	CellsToAddModUTRA-FDD-r16	Q	0	cellIndexUTRA-FDD-r16,4065,0,-,- physCellId-r16,4068,0,-,-	
T	PhysCellIdUTRA-FDD-r16	i	0 511 0
T	MeasObjectNR-SL-r16	Q	0	tx-PoolMeasToRemoveList-r16,4070,1,-,- tx-PoolMeasToAddModList-r16,4070,1,-,-	
T	Tx-PoolMeasList-r16	L	4071	1 8 0
T	SL-ResourcePoolID-r16	i	1 16 0
T	MeasObjectCLI-r16	Q	1	cli-ResourceConfig-r16,4073,0,-,-	
T	CLI-ResourceConfig-r16	Q	0	srs-ResourceConfig-r16,4074,1,-,- rssi-ResourceConfig-r16,4078,1,-,-	
T	SetupRelease	C	0	release,4075,0,-,- setup,4076,0,-,-	
T	NULL	n
T	SRS-ResourceListConfigCLI-r16	L	4077	1 32 0
T	SRS-ResourceConfigCLI-r16	Q	1	srs-Resource-r16,2111,0,-,- srs-SCS-r16,162,0,-,- refServCellIndex-r16,160,1,-,- refBWP-r16,1165,0,-,-	
T	SetupRelease	C	0	release,4079,0,-,- setup,4080,0,-,-	
T	NULL	n
T	RSSI-ResourceListConfigCLI-r16	L	4081	1 64 0
T	RSSI-ResourceConfigCLI-r16	Q	1	rssi-ResourceId-r16,4082,0,-,- rssi-SCS-r16,162,0,-,- startPRB-r16,4083,0,-,- nrofPRBs-r16,4084,0,-,- startPosition-r16,4085,0,-,- nrofSymbols-r16,4086,0,-,- rssi-PeriodicityAndOffset-r16,4087,0,-,- refServCellIndex-r16,160,1,-,-	
T	RSSI-ResourceId-r16	i	0 63 0
T	INTEGER	i	0 2169 0
T	INTEGER	i	4 276 0
T	INTEGER	i	0 13 0
T	INTEGER	i	1 14 0
T	RSSI-PeriodicityAndOffset-r16	C	1	sl10,4088,0,-,- sl20,4089,0,-,- sl40,4090,0,-,- sl80,4091,0,-,- sl160,4092,0,-,- sl320,4093,0,-,- s1640,4094,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	MeasObjectRxTxDiff-r17	Q	1	dl-Ref-r17,4096,1,-,-	
T	CHOICE	C	1	prs-Ref-r17,4097,0,-,- csi-RS-Ref-r17,4098,0,-,-	
T	NULL	n
T	NULL	n
T	SL-MeasObject-r16	Q	1	frequencyInfoSL-r16,4,0,-,-	
T	MeasObjectNR-SL-r18	Q	0	sl-Frequency-r18,4101,0,-,- tx-PoolMeasToRemoveList-r18,4070,1,-,- tx-PoolMeasToAddModList-r18,4070,1,-,-	
T	INTEGER	i	1 8 0
T	ReportConfigToRemoveList	L	4103	1 64 0
T	ReportConfigId	i	1 64 0
T	ReportConfigToAddModList	L	4105	1 64 0
T	ReportConfigToAddMod	Q	0	reportConfigId,4103,0,-,- reportConfig,4106,0,-,-	
T	CHOICE	C	1	reportConfigNR,4107,0,-,-	reportConfigInterRAT,4286,0,-,- reportConfigNR-SL-r16,4328,0,-,-
T	ReportConfigNR	Q	0	reportType,4108,0,-,-	
T	CHOICE	C	1	periodical,4109,0,-,- eventTriggered,4153,0,-,-	reportCGI,4244,0,-,- reportSFTD,4246,0,-,- condTriggerConfig-r16,4252,0,-,- cli-Periodical-r16,4267,0,-,- cli-EventTriggered-r16,4271,0,-,- rxTxPeriodical-r17,4280,0,-,- reportOnScellActivation-r18,4283,0,-,-
T	PeriodicalReportConfig	Q	1	rsType,4110,0,-,- reportInterval,4111,0,-,- reportAmount,4112,0,-,- reportQuantityCell,4113,0,-,- maxReportCells,4117,0,-,- reportQuantityRS-Indexes,4113,1,-,- maxNrofRS-IndexesToReport,4118,1,-,- includeBeamMeasurements,4119,0,-,- useAllowedCellList,4120,0,-,-	gmeasRSSI-ReportConfig-r16,4121,1,-,- includeCommonLocationInfo-r16,4123,1,-,- includeBT-Meas-r16,4124,1,-,- includeWLAN-Meas-r16,4128,1,-,- includeSensor-Meas-r16,4132,1,-,- ul-DelayValueConfig-r16,4138,1,-,- reportAddNeighMeas-r16,4142,1,-,-;gul-ExcessDelayConfig-r17,4143,1,-,- coarseLocationRequest-r17,4150,1,-,- reportQuantityRelay-r17,4151,1,-,-
T	NR-RS-Type	e	ssb,csi-rs	-
T	ReportInterval	e	ms120,ms240,ms480,ms640,ms1024,ms2048,ms5120,ms10240,ms20480,ms40960,min1,min6,min12,min30	-
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasReportQuantity	Q	0	rsrp,4114,0,-,- rsrq,4115,0,-,- sinr,4116,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	INTEGER	i	1 8 0
T	INTEGER	i	1 32 0
T	BOOLEAN	b
T	BOOLEAN	b
T	MeasRSSI-ReportConfig-r16	Q	0	channelOccupancyThreshold-r16,4122,1,-,-	
T	RSSI-Range-r16	i	0 76 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,4125,0,-,- setup,4126,0,-,-	
T	NULL	n
T	BT-NameList-r16	L	4127	1 4 0
T	BT-Name-r16	O	1 248 0
T	SetupRelease	C	0	release,4129,0,-,- setup,4130,0,-,-	
T	NULL	n
T	WLAN-NameList-r16	L	4131	1 4 0
T	WLAN-Name-r16	O	1 32 0
T	SetupRelease	C	0	release,4133,0,-,- setup,4134,0,-,-	
T	NULL	n
T	Sensor-NameList-r16	Q	0	measUncomBarPre-r16,4135,1,-,- measUeSpeed,4136,1,-,- measUeOrientation,4137,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,4139,0,-,- setup,4140,0,-,-	
T	NULL	n
T	UL-DelayValueConfig-r16	Q	0	delay-DRBlist-r16,4141,0,-,-	
T	SEQUENCE OF	L	104	1 29 0
T	ENUMERATED	e	setup	-
T	SetupRelease	C	0	release,4144,0,-,- setup,4145,0,-,-	
T	NULL	n
T	UL-ExcessDelayConfig-r17	Q	0	excessDelay-DRBlist-r17,4146,0,-,-	
T	SEQUENCE OF	L	4147	1 29 0
T	ExcessDelay-DRB-IdentityInfo-r17	Q	0	drb-IdentityList,4148,0,-,- delayThreshold,4149,0,-,-	
T	SEQUENCE OF	L	104	1 29 0
T	ENUMERATED	e	ms0dot25,ms0dot5,ms1,ms2,ms4,ms5,ms10,ms20,ms30,ms40,ms50,ms60,ms70,ms80,ms90,ms100,ms150,ms300,ms500	-
T	ENUMERATED	e	true	-
T	SL-MeasReportQuantity-r16	C	1	sl-RSRP-r16,4152,0,-,-	
T	BOOLEAN	b
T	EventTriggerConfig	Q	1	eventId,4154,0,-,- rsType,4110,0,-,- reportInterval,4111,0,-,- reportAmount,4231,0,-,- reportQuantityCell,4113,0,-,- maxReportCells,4232,0,-,- reportQuantityRS-Indexes,4113,1,-,- maxNrofRS-IndexesToReport,4233,1,-,- includeBeamMeasurements,4234,0,-,- reportAddNeighMeas,4235,1,-,-	gmeasRSSI-ReportConfig-r16,4121,1,-,- useT312-r16,4236,1,-,- includeCommonLocationInfo-r16,4237,1,-,- includeBT-Meas-r16,4124,1,-,- includeWLAN-Meas-r16,4128,1,-,- includeSensor-Meas-r16,4132,1,-,-;gcoarseLocationRequest-r17,4238,1,-,- reportQuantityRelay-r17,4151,1,-,-;gnumberOfTriggeringCells-r18,4239,1,-,- cellIndividualOffsetList-r18,4240,1,-,- eventX1-SD-Threshold1-r18,4179,1,-,- eventX2-SD-Threshold-r18,4179,1,-,- reportOnBestCellChange-r18,4242,1,-,- enteringLeavingReport-r18,4243,1,-,-
T	CHOICE	C	1	eventA1,4155,0,-,- eventA2,4160,0,-,- eventA3,4162,0,-,- eventA4,4169,0,-,- eventA5,4172,0,-,- eventA6,4175,0,-,-	eventX1-r17,4178,0,-,- eventX2-r17,4182,0,-,- eventD1-r17,4184,0,-,- eventH1-r18,4189,0,-,- eventH2-r18,4193,0,-,- eventA3H1-r18,4197,0,-,- eventA3H2-r18,4202,0,-,- eventA4H1-r18,4207,0,-,- eventA4H2-r18,4212,0,-,- eventA5H1-r18,4217,0,-,- eventA5H2-r18,4222,0,-,- eventD2-r18,4227,0,-,-
T	SEQUENCE	Q	0	a1-Threshold,4156,0,-,- reportOnLeave,4157,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,-	
T	MeasTriggerQuantity	C	0	rsrp,743,0,-,- rsrq,3398,0,-,- sinr,3399,0,-,-	
T	BOOLEAN	b
T	Hysteresis	i	0 30 0
T	TimeToTrigger	e	ms0,ms40,ms64,ms80,ms100,ms128,ms160,ms256,ms320,ms480,ms512,ms640,ms1024,ms1280,ms2560,ms5120	-
T	SEQUENCE	Q	0	a2-Threshold,4156,0,-,- reportOnLeave,4161,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	0	a3-Offset,4163,0,-,- reportOnLeave,4167,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,- useAllowedCellList,4168,0,-,-	
T	MeasTriggerQuantityOffset	C	0	rsrp,4164,0,-,- rsrq,4165,0,-,- sinr,4166,0,-,-	
T	INTEGER	i	-30 30 0
T	INTEGER	i	-30 30 0
T	INTEGER	i	-30 30 0
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a4-Threshold,4156,0,-,- reportOnLeave,4170,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,- useAllowedCellList,4171,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a5-Threshold1,4156,0,-,- a5-Threshold2,4156,0,-,- reportOnLeave,4173,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,- useAllowedCellList,4174,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a6-Offset,4163,0,-,- reportOnLeave,4176,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,- useAllowedCellList,4177,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	x1-Threshold1-Relay-r17,4179,0,-,- x1-Threshold2-r17,4156,0,-,- reportOnLeave-r17,4180,0,-,- hysteresis-r17,4158,0,-,- timeToTrigger-r17,4159,0,-,- useAllowedCellList-r17,4181,0,-,-	
T	SL-MeasTriggerQuantity-r16	C	1	sl-RSRP-r16,743,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	x2-Threshold-Relay-r17,4179,0,-,- reportOnLeave-r17,4183,0,-,- hysteresis-r17,4158,0,-,- timeToTrigger-r17,4159,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	0	distanceThreshFromReference1-r17,4185,0,-,- distanceThreshFromReference2-r17,4186,0,-,- referenceLocation1-r17,1001,0,-,- referenceLocation2-r17,1001,0,-,- reportOnLeave-r17,4187,0,-,- hysteresisLocation-r17,4188,0,-,- timeToTrigger-r17,4159,0,-,-	
T	INTEGER	i	1 65525 0
T	INTEGER	i	1 65525 0
T	BOOLEAN	b
T	HysteresisLocation-r17	i	0 32768 0
T	SEQUENCE	Q	0	h1-Threshold-r18,3972,0,-,- h1-Hysteresis-r18,3973,0,-,- reportOnLeave-r18,4190,0,-,- timeToTrigger-r18,4159,0,-,- includeAltitudeUE-r18,4191,0,-,- simulMultiTriggerSingleMeasReport-r18,4192,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	h2-Threshold-r18,3972,0,-,- h2-Hysteresis-r18,3973,0,-,- reportOnLeave-r18,4194,0,-,- timeToTrigger-r18,4159,0,-,- includeAltitudeUE-r18,4195,0,-,- simulMultiTriggerSingleMeasReport-r18,4196,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a3-Offset-r18,4163,0,-,- reportOnLeave-r18,4198,0,-,- a3-Hysteresis-r18,4158,0,-,- timeToTrigger-r18,4159,0,-,- useAllowedCellList-r18,4199,0,-,- h1-Threshold-r18,3972,0,-,- h1-Hysteresis-r18,3973,0,-,- includeAltitudeUE-r18,4200,0,-,- simulMultiTriggerSingleMeasReport-r18,4201,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a3-Offset-r18,4163,0,-,- reportOnLeave-r18,4203,0,-,- a3-Hysteresis-r18,4158,0,-,- timeToTrigger-r18,4159,0,-,- useAllowedCellList-r18,4204,0,-,- h2-Threshold-r18,3972,0,-,- h2-Hysteresis-r18,3973,0,-,- includeAltitudeUE-r18,4205,0,-,- simulMultiTriggerSingleMeasReport-r18,4206,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a4-Threshold-r18,4156,0,-,- reportOnLeave-r18,4208,0,-,- a4-Hysteresis-r18,4158,0,-,- timeToTrigger-r18,4159,0,-,- useAllowedCellList-r18,4209,0,-,- h1-Threshold-r18,3972,0,-,- h1-Hysteresis-r18,3973,0,-,- includeAltitudeUE-r18,4210,0,-,- simulMultiTriggerSingleMeasReport-r18,4211,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a4-Threshold-r18,4156,0,-,- reportOnLeave-r18,4213,0,-,- a4-Hysteresis-r18,4158,0,-,- timeToTrigger-r18,4159,0,-,- useAllowedCellList-r18,4214,0,-,- h2-Threshold-r18,3972,0,-,- h2-Hysteresis-r18,3973,0,-,- includeAltitudeUE-r18,4215,0,-,- simulMultiTriggerSingleMeasReport-r18,4216,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a5-Threshold1-r18,4156,0,-,- a5-Threshold2-r18,4156,0,-,- reportOnLeave-r18,4218,0,-,- a5-Hysteresis-r18,4158,0,-,- timeToTrigger-r18,4159,0,-,- useAllowedCellList-r18,4219,0,-,- h1-Threshold-r18,3972,0,-,- h1-Hysteresis-r18,3973,0,-,- includeAltitudeUE-r18,4220,0,-,- simulMultiTriggerSingleMeasReport-r18,4221,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a5-Threshold1-r18,4156,0,-,- a5-Threshold2-r18,4156,0,-,- reportOnLeave-r18,4223,0,-,- a5-Hysteresis-r18,4158,0,-,- timeToTrigger-r18,4159,0,-,- useAllowedCellList-r18,4224,0,-,- h2-Threshold-r18,3972,0,-,- h2-Hysteresis-r18,3973,0,-,- includeAltitudeUE-r18,4225,0,-,- simulMultiTriggerSingleMeasReport-r18,4226,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	distanceThreshFromReference1-r18,4228,0,-,- distanceThreshFromReference2-r18,4229,0,-,- reportOnLeave-r18,4230,0,-,- hysteresisLocation-r18,4188,0,-,- timeToTrigger-r18,4159,0,-,-	
T	INTEGER	i	1 65535 0
T	INTEGER	i	1 65535 0
T	BOOLEAN	b
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 32 0
T	BOOLEAN	b
T	ENUMERATED	e	setup	-
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	INTEGER	i	2 8 0
T	SEQUENCE OF	L	4241	1 32 0
T	CellIndividualOffsetList-r18	Q	0	physCellId-r18,500,0,-,- cellIndividualOffset-r18,4007,0,-,- ssbFrequency-r18,4,1,-,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	true	-
T	ReportCGI	Q	1	cellForWhichToReportCGI,500,0,-,-	guseAutonomousGaps-r16,4245,1,-,-
T	ENUMERATED	e	setup	-
T	ReportSFTD-NR	Q	1	reportSFTD-Meas,4247,0,-,- reportRSRP,4248,0,-,-	greportSFTD-NeighMeas,4249,1,-,- drx-SFTD-NeighMeas,4250,1,-,- cellsForWhichToReportSFTD,4251,1,-,-
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	500	1 3 0
T	CondTriggerConfig-r16	Q	1	condEventId,4253,0,-,- rsType-r16,4110,0,-,-	gnesEvent-r18,4266,1,-,-
T	CHOICE	C	1	condEventA3,4254,0,-,- condEventA5,4255,0,-,-	condEventA4-r17,4256,0,-,- condEventD1-r17,4257,0,-,- condEventT1-r17,4260,0,-,- condEventD2-r18,4263,0,-,-
T	SEQUENCE	Q	0	a3-Offset,4163,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,-	
T	SEQUENCE	Q	0	a5-Threshold1,4156,0,-,- a5-Threshold2,4156,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,-	
T	SEQUENCE	Q	0	a4-Threshold-r17,4156,0,-,- hysteresis-r17,4158,0,-,- timeToTrigger-r17,4159,0,-,-	
T	SEQUENCE	Q	0	distanceThreshFromReference1-r17,4258,0,-,- distanceThreshFromReference2-r17,4259,0,-,- referenceLocation1-r17,1001,0,-,- referenceLocation2-r17,1001,0,-,- hysteresisLocation-r17,4188,0,-,- timeToTrigger-r17,4159,0,-,-	
T	INTEGER	i	0 65525 0
T	INTEGER	i	0 65525 0
T	SEQUENCE	Q	0	t1-Threshold-r17,4261,0,-,- duration-r17,4262,0,-,-	
T	INTEGER	i	0 549755813887 0
T	INTEGER	i	1 6000 0
T	SEQUENCE	Q	0	distanceThreshFromReference1-r18,4264,0,-,- distanceThreshFromReference2-r18,4265,0,-,- hysteresisLocation-r18,4188,0,-,- timeToTrigger-r18,4159,0,-,-	
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	ENUMERATED	e	true	-
T	CLI-PeriodicalReportConfig-r16	Q	1	reportInterval-r16,4111,0,-,- reportAmount-r16,4268,0,-,- reportQuantityCLI-r16,4269,0,-,- maxReportCLI-r16,4270,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasReportQuantityCLI-r16	e	srs-rsrp,cli-rssi	-
T	INTEGER	i	1 8 0
T	CLI-EventTriggerConfig-r16	Q	1	eventId-r16,4272,0,-,- reportInterval-r16,4111,0,-,- reportAmount-r16,4278,0,-,- maxReportCLI-r16,4279,0,-,-	
T	CHOICE	C	1	eventI1-r16,4273,0,-,-	
T	SEQUENCE	Q	0	i1-Threshold-r16,4274,0,-,- reportOnLeave-r16,4277,0,-,- hysteresis-r16,4158,0,-,- timeToTrigger-r16,4159,0,-,-	
T	MeasTriggerQuantityCLI-r16	C	0	srs-RSRP-r16,4275,0,-,- cli-RSSI-r16,4276,0,-,-	
T	SRS-RSRP-Range-r16	i	0 98 0
T	CLI-RSSI-Range-r16	i	0 76 0
T	BOOLEAN	b
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	INTEGER	i	1 8 0
T	RxTxPeriodical-r17	Q	1	rxTxReportInterval-r17,4281,1,-,- reportAmount-r17,4282,0,-,-	
T	RxTxReportInterval-r17	e	ms80,ms120,ms160,ms240,ms320,ms480,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	r1,infinity,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ReportOnScellActivation-r18	Q	0	rsType-r18,4110,0,-,- reportQuantityRS-Indexes-r18,4113,0,-,- maxNrofRS-IndexesToReport-r18,4284,0,-,- includeBeamMeasurements-r18,4285,0,-,-	
T	INTEGER	i	1 32 0
T	BOOLEAN	b
T	ReportConfigInterRAT	Q	0	reportType,4287,0,-,-	
T	CHOICE	C	1	periodical,4288,0,-,- eventTriggered,4295,0,-,- reportCGI,4323,0,-,-	reportSFTD,4325,0,-,-
T	PeriodicalReportConfigInterRAT	Q	1	reportInterval,4111,0,-,- reportAmount,4289,0,-,- reportQuantity,4113,0,-,- maxReportCells,4290,0,-,-	greportQuantityUTRA-FDD-r16,4291,1,-,-;gincludeCommonLocationInfo-r16,4294,1,-,- includeBT-Meas-r16,4124,1,-,- includeWLAN-Meas-r16,4128,1,-,- includeSensor-Meas-r16,4132,1,-,-;greportQuantityRelay-r17,4151,1,-,-
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	INTEGER	i	1 8 0
T	MeasReportQuantityUTRA-FDD-r16	Q	0	cpich-RSCP,4292,0,-,- cpich-EcN0,4293,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	EventTriggerConfigInterRAT	Q	1	eventId,4296,0,-,- rsType,4110,0,-,- reportInterval,4111,0,-,- reportAmount,4318,0,-,- reportQuantity,4113,0,-,- maxReportCells,4319,0,-,-	greportQuantityUTRA-FDD-r16,4291,1,-,-;gincludeCommonLocationInfo-r16,4320,1,-,- includeBT-Meas-r16,4124,1,-,- includeWLAN-Meas-r16,4128,1,-,- includeSensor-Meas-r16,4132,1,-,-;greportQuantityRelay-r17,4151,1,-,-;gcellIndividualOffsetList-r18,4321,1,-,-
T	CHOICE	C	1	eventB1,4297,0,-,- eventB2,4302,0,-,-	eventB1-UTRA-FDD-r16,4304,0,-,- eventB2-UTRA-FDD-r16,4309,0,-,- eventY1-Relay-r17,4311,0,-,- eventY2-Relay-r17,4313,0,-,- eventZ1-Relay-r18,4315,0,-,-
T	SEQUENCE	Q	1	b1-ThresholdEUTRA,4298,0,-,- reportOnLeave,4301,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,-	
T	MeasTriggerQuantityEUTRA	C	0	rsrp,3629,0,-,- rsrq,4299,0,-,- sinr,4300,0,-,-	
T	RSRQ-RangeEUTRA	i	0 34 0
T	SINR-RangeEUTRA	i	0 127 0
T	BOOLEAN	b
T	SEQUENCE	Q	1	b2-Threshold1,4156,0,-,- b2-Threshold2EUTRA,4298,0,-,- reportOnLeave,4303,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	b1-ThresholdUTRA-FDD-r16,4305,0,-,- reportOnLeave-r16,4308,0,-,- hysteresis-r16,4158,0,-,- timeToTrigger-r16,4159,0,-,-	
T	MeasTriggerQuantityUTRA-FDD-r16	C	0	utra-FDD-RSCP-r16,4306,0,-,- utra-FDD-EcN0-r16,4307,0,-,-	
T	INTEGER	i	-5 91 0
T	INTEGER	i	0 49 0
T	BOOLEAN	b
T	SEQUENCE	Q	1	b2-Threshold1-r16,4156,0,-,- b2-Threshold2UTRA-FDD-r16,4305,0,-,- reportOnLeave-r16,4310,0,-,- hysteresis-r16,4158,0,-,- timeToTrigger-r16,4159,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	y1-Threshold1-r17,4156,0,-,- y1-Threshold2-Relay-r17,4179,0,-,- reportOnLeave-r17,4312,0,-,- hysteresis-r17,4158,0,-,- timeToTrigger-r17,4159,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	y2-Threshold-Relay-r17,4179,0,-,- reportOnLeave-r17,4314,0,-,- hysteresis-r17,4158,0,-,- timeToTrigger-r17,4159,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	z1-Threshold1-Relay-r18,4316,0,-,- z1-Threshold2-Relay-r18,4179,0,-,- reportOnLeave-r18,4317,0,-,- hysteresis-r18,4158,0,-,- timeToTrigger-r18,4159,0,-,-	
T	SEQUENCE	Q	0	sl-RSRP-r18,4179,0,-,- sd-RSRP-r18,4179,1,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	4322	1 32 0
T	CellIndividualOffsetList-EUTRA-r18	Q	0	physCellId-r18,3271,0,-,- cellIndividualOffset-r18,3541,0,-,- carrierFreq-r18,3,1,-,-	
T	ReportCGI-EUTRA	Q	1	cellForWhichToReportCGI,3271,0,-,-	guseAutonomousGaps-r16,4324,1,-,-
T	ENUMERATED	e	setup	-
T	ReportSFTD-EUTRA	Q	1	reportSFTD-Meas,4326,0,-,- reportRSRP,4327,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	ReportConfigNR-SL-r16	Q	0	reportType-r16,4329,0,-,-	
T	CHOICE	C	0	periodical-r16,4330,0,-,- eventTriggered-r16,4334,0,-,-	
T	PeriodicalReportConfigNR-SL-r16	Q	1	reportInterval-r16,4111,0,-,- reportAmount-r16,4331,0,-,- reportQuantity-r16,4332,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasReportQuantity-r16	Q	1	cbr-r16,4333,0,-,-	
T	BOOLEAN	b
T	EventTriggerConfigNR-SL-r16	Q	1	eventId-r16,4335,0,-,- reportInterval-r16,4111,0,-,- reportAmount-r16,4339,0,-,- reportQuantity-r16,4332,0,-,-	
T	CHOICE	C	1	eventC1,4336,0,-,- eventC2-r16,4338,0,-,-	
T	SEQUENCE	Q	0	c1-Threshold-r16,4337,0,-,- hysteresis-r16,4158,0,-,- timeToTrigger-r16,4159,0,-,-	
T	SL-CBR-r16	i	0 100 0
T	SEQUENCE	Q	0	c2-Threshold-r16,4337,0,-,- hysteresis-r16,4158,0,-,- timeToTrigger-r16,4159,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasIdToRemoveList	L	4341	1 64 0
T	MeasId	i	1 64 0
T	MeasIdToAddModList	L	4343	1 64 0
T	MeasIdToAddMod	Q	0	measId,4341,0,-,- measObjectId,1482,0,-,- reportConfigId,4103,0,-,-	
T	CHOICE	C	0	ssb-RSRP,743,0,-,- csi-RSRP,743,0,-,-	
T	QuantityConfig	Q	1	quantityConfigNR-List,4346,1,-,-	gquantityConfigEUTRA,4349,1,-,-;gquantityConfigUTRA-FDD-r16,4351,1,-,- quantityConfigCLI-r16,4352,1,-,-
T	SEQUENCE OF	L	4347	1 2 0
T	QuantityConfigNR	Q	0	quantityConfigCell,4348,0,-,- quantityConfigRS-Index,4348,1,-,-	
T	QuantityConfigRS	Q	0	ssb-FilterConfig,4349,0,-,- csi-RS-FilterConfig,4349,0,-,-	
T	FilterConfig	Q	0	filterCoefficientRSRP,4350,1,efc4,- filterCoefficientRSRQ,4350,1,efc4,- filterCoefficientRS-SINR,4350,1,efc4,-	
T	FilterCoefficient	e	fc0,fc1,fc2,fc3,fc4,fc5,fc6,fc7,fc8,fc9,fc11,fc13,fc15,fc17,fc19,spare1	+
T	QuantityConfigUTRA-FDD-r16	Q	0	filterCoefficientRSCP-r16,4350,1,efc4,- filterCoefficientEcNO-r16,4350,1,efc4,-	
T	FilterConfigCLI-r16	Q	0	filterCoefficientSRS-RSRP-r16,4350,1,efc4,- filterCoefficientCLI-RSSI-r16,4350,1,efc4,-	
T	MeasGapConfig	Q	1	gapFR2,4354,1,-,-	ggapFR1,4354,1,-,- gapUE,4354,1,-,-;ggapToAddModList-r17,4363,1,-,- gapToReleaseList-r17,4376,1,-,- posMeasGapPreConfigToAddModList-r17,4377,1,-,- posMeasGapPreConfigToReleaseList-r17,4385,1,-,-
T	SetupRelease	C	0	release,4355,0,-,- setup,4356,0,-,-	
T	NULL	n
T	GapConfig	Q	1	gapOffset,4357,0,-,- mgl,4358,0,-,- mgrp,4359,0,-,- mgta,4360,0,-,-	grefServCellIndicator,4361,1,-,-;grefFR2ServCellAsyncCA-r16,160,1,-,- mgl-r16,4362,1,-,-
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms1dot5,ms3,ms3dot5,ms4,ms5dot5,ms6	-
T	ENUMERATED	e	ms20,ms40,ms80,ms160	-
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5	-
T	ENUMERATED	e	pCell,pSCell,mcg-FR2	-
T	ENUMERATED	e	ms10,ms20	-
T	SEQUENCE OF	L	4364	1 8 0
T	GapConfig-r17	Q	1	measGapId-r17,4044,0,-,- gapType-r17,4365,0,-,- gapOffset-r17,4366,0,-,- mgl-r17,4367,0,-,- mgrp-r17,4368,0,-,- mgta-r17,4369,0,-,- refServCellIndicator-r17,4370,1,-,- refFR2-ServCellAsyncCA-r17,160,1,-,- preConfigInd-r17,4371,1,-,- ncsgInd-r17,4372,1,-,- gapAssociationPRS-r17,4373,1,-,- gapSharing-r17,4374,1,-,- gapPriority-r17,4375,1,-,-	
T	ENUMERATED	e	perUE,perFR1,perFR2	-
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms1,ms1dot5,ms2,ms3,ms3dot5,ms4,ms5,ms5dot5,ms6,ms10,ms20	-
T	ENUMERATED	e	ms20,ms40,ms80,ms160	-
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5,ms0dot75	-
T	ENUMERATED	e	pCell,pSCell,mcg-FR2	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	MeasGapSharingScheme	e	scheme00,scheme01,scheme10,scheme11	-
T	GapPriority-r17	i	1 16 0
T	SEQUENCE OF	L	4044	1 8 0
T	PosMeasGapPreConfigToAddModList-r17	L	4378	1 16 0
T	PosGapConfig-r17	Q	1	measPosPreConfigGapId-r17,4379,0,-,- gapOffset-r17,4380,0,-,- mgl-r17,4381,0,-,- mgrp-r17,4382,0,-,- mgta-r17,4383,0,-,- gapType-r17,4384,0,-,-	
T	MeasPosPreConfigGapId-r17	i	1 16 0
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms1dot5,ms3,ms3dot5,ms4,ms5dot5,ms6,ms10,ms20	-
T	ENUMERATED	e	ms20,ms40,ms80,ms160	-
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5	-
T	ENUMERATED	e	perUE,perFR1,perFR2	-
T	PosMeasGapPreConfigToReleaseList-r17	L	4379	1 16 0
T	MeasGapSharingConfig	Q	1	gapSharingFR2,4387,1,-,-	ggapSharingFR1,4387,1,-,- gapSharingUE,4387,1,-,-
T	SetupRelease	C	0	release,4388,0,-,- setup,4374,0,-,-	
T	NULL	n
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,4391,0,-,- setup,4392,0,-,-	
T	NULL	n
T	MeasWindowConfig-r18	Q	1	windowOffsetPeriodicity-r18,4393,0,-,- windowDuration-r18,4396,0,-,-	
T	CHOICE	C	1	periodicityMs40-r18,4394,0,-,- periodicityMs80-r18,4395,0,-,-	
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	ENUMERATED	e	ms2,ms5,ms5dot5,spare1	-
T	OCTET STRING	O	0 - 0
T	RRCReconfiguration-v15t0-IEs	Q	0	lateNonCriticalExtension,4399,1,-,- nonCriticalExtension,4400,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReconfiguration-v16k0-IEs	Q	0	sl-ConfigDedicatedNR-v16k0,4401,1,-,- nonCriticalExtension,4407,1,-,-	
T	SetupRelease	C	0	release,4402,0,-,- setup,4403,0,-,-	
T	NULL	n
T	SL-ConfigDedicatedNR-v16k0	Q	0	sl-PHY-MAC-RLC-Config-v16k0,4404,1,-,-	
T	SL-PHY-MAC-RLC-Config-v16k0	Q	0	sl-FreqInfoToAddModListExt-v16k0,4405,1,-,-	
T	SEQUENCE OF	L	4406	1 8 0
T	SL-FreqConfigExt-v16k0	Q	0	additionalSpectrumEmission-r16,705,1,-,-	
T	SEQUENCE	Q	0		
T	RRCReconfiguration-v1530-IEs	Q	0	masterCellGroup,4409,1,-,- fullConfig,4410,1,-,- dedicatedNAS-MessageList,4411,1,-,- masterKeyUpdate,4413,1,-,- dedicatedSIB1-Delivery,4417,1,-,- dedicatedSystemInformationDelivery,4652,1,-,- otherConfig,4653,1,-,- nonCriticalExtension,4658,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	4412	1 29 0
T	DedicatedNAS-Message	O	0 - 0
T	MasterKeyUpdate	Q	1	keySetChangeIndicator,4414,0,-,- nextHopChainingCount,4415,0,-,- nas-Container,4416,1,-,-	
T	BOOLEAN	b
T	NextHopChainingCount	i	0 7 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SIB1	Q	0	cellSelectionInfo,4419,1,-,- cellAccessRelatedInfo,4422,0,-,- connEstFailureControl,4431,1,-,- si-SchedulingInfo,4435,1,-,- servingCellConfigCommon,4456,1,-,- ims-EmergencySupport,4527,1,-,- eCallOverIMS-Support,4528,1,-,- ue-TimersAndConstants,4529,1,-,- uac-BarringInfo,4537,1,-,- useFullResumeID,4555,1,-,- lateNonCriticalExtension,4556,1,-,- nonCriticalExtension,4557,1,-,-	
T	SEQUENCE	Q	0	q-RxLevMin,3418,0,-,- q-RxLevMinOffset,4420,1,-,- q-RxLevMinSUL,3418,1,-,- q-QualMin,3419,1,-,- q-QualMinOffset,4421,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	CellAccessRelatedInfo	Q	1	plmn-IdentityInfoList,3763,0,-,- cellReservedForOtherUse,4423,1,-,-	gcellReservedForFutureUse-r16,4424,1,-,- npn-IdentityInfoList-r16,3774,1,-,-;gsnpn-AccessInfoList-r17,4425,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	4426	1 12 0
T	SNPN-AccessInfo-r17	Q	0	extCH-Supported-r17,4427,1,-,- extCH-WithoutConfigAllowed-r17,4428,1,-,- onboardingEnabled-r17,4429,1,-,- imsEmergencySupportForSNPN-r17,4430,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ConnEstFailureControl	Q	0	connEstFailCount,4432,0,-,- connEstFailOffsetValidity,4433,0,-,- connEstFailOffset,4434,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	s30,s60,s120,s240,s300,s420,s600,s900	-
T	INTEGER	i	0 15 0
T	SI-SchedulingInfo	Q	1	schedulingInfoList,4436,0,-,- si-WindowLength,4445,0,-,- si-RequestConfig,4446,1,-,- si-RequestConfigSUL,4446,1,-,- systemInformationAreaID,4455,1,-,-	
T	SEQUENCE OF	L	4437	1 32 0
T	SchedulingInfo	Q	0	si-BroadcastStatus,4438,0,-,- si-Periodicity,4439,0,-,- sib-MappingInfo,4440,0,-,-	
T	ENUMERATED	e	broadcasting,notBroadcasting	-
T	ENUMERATED	e	rf8,rf16,rf32,rf64,rf128,rf256,rf512	-
T	SIB-Mapping	L	4441	1 32 0
T	SIB-TypeInfo	Q	0	type,4442,0,-,- valueTag,4443,1,-,- areaScope,4444,1,-,-	
T	ENUMERATED	e	sibType2,sibType3,sibType4,sibType5,sibType6,sibType7,sibType8,sibType9,sibType10-v1610,sibType11-v1610,sibType12-v1610,sibType13-v1610,sibType14-v1610,spare3,spare2,spare1	+
T	INTEGER	i	0 31 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	s5,s10,s20,s40,s80,s160,s320,s640,s1280,s2560-v1710,s5120-v1710	-
T	SI-RequestConfig	Q	0	rach-OccasionsSI,4447,1,-,- si-RequestPeriod,4449,1,-,- si-RequestResources,4450,0,-,-	
T	SEQUENCE	Q	0	rach-ConfigSI,713,0,-,- ssb-perRACH-Occasion,4448,0,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	ENUMERATED	e	one,two,four,six,eight,ten,twelve,sixteen	-
T	SEQUENCE OF	L	4451	1 32 0
T	SI-RequestResources	Q	0	ra-PreambleStartIndex,4452,0,-,- ra-AssociationPeriodIndex,4453,1,-,- ra-ssb-OccasionMaskIndex,4454,1,-,-	
T	INTEGER	i	0 63 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	BIT STRING	B	24 24 0
T	ServingCellConfigCommonSIB	Q	1	downlinkConfigCommon,4457,0,-,- uplinkConfigCommon,4505,1,-,- supplementaryUplink,4505,1,-,- n-TimingAdvanceOffset,4509,1,-,- ssb-PositionsInBurst,4510,0,-,- ssb-PeriodicityServingCell,4513,0,-,- tdd-UL-DL-ConfigurationCommon,941,1,-,- ss-PBCH-BlockPower,4514,0,-,-	gchannelAccessMode-r16,4515,1,-,- discoveryBurstWindowLength-r16,4517,1,-,- highSpeedConfig-r16,956,1,-,-;gchannelAccessMode2-r17,4518,1,-,- discoveryBurstWindowLength-v1700,4519,1,-,- highSpeedConfigFR2-r17,966,1,-,- uplinkConfigCommon-v1700,4520,1,-,-;genhancedMeasurementNGSO-r17,4521,1,-,-;gra-ChannelAccess-r17,4522,1,-,-;gdownlinkConfigCommon-v1760,4523,1,-,- uplinkConfigCommon-v1760,4525,1,-,-
T	DownlinkConfigCommonSIB	Q	1	frequencyInfoDL,4458,0,-,- initialDownlinkBWP,510,0,-,- bcch-Config,4461,0,-,- pcch-Config,4463,0,-,-	gpei-Config-r17,4496,1,-,- initialDownlinkBWP-RedCap-r17,510,1,-,-;gfrequencyInfoDL-v1800,4504,1,-,-
T	FrequencyInfoDL-SIB	Q	0	frequencyBandList,3421,0,-,- offsetToPointA,4459,0,-,- scs-SpecificCarrierList,4460,0,-,-	
T	INTEGER	i	0 2199 0
T	SEQUENCE OF	L	506	1 5 0
T	BCCH-Config	Q	1	modificationPeriodCoeff,4462,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n16	-
T	PCCH-Config	Q	1	defaultPagingCycle,4464,0,-,- nAndPagingFrameOffset,4465,0,-,- ns,4471,0,-,- firstPDCCH-MonitoringOccasionOfPO,4472,1,-,-	gnrofPDCCH-MonitoringOccasionPerSSB-InPO-r16,4489,1,-,-;granPagingInIdlePO-r17,4490,1,-,- firstPDCCH-MonitoringOccasionOfPO-v1710,4491,1,-,-
T	PagingCycle	e	rf32,rf64,rf128,rf256	-
T	CHOICE	C	0	oneT,4466,0,-,- halfT,4467,0,-,- quarterT,4468,0,-,- oneEighthT,4469,0,-,- oneSixteenthT,4470,0,-,-	
T	NULL	n
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	four,two,one	-
T	CHOICE	C	0	sCS15KHZoneT,4473,0,-,- sCS30KHZoneT-SCS15KHZhalfT,4475,0,-,- sCS60KHZoneT-SCS30KHZhalfT-SCS15KHZquarterT,4477,0,-,- sCS120KHZoneT-SCS60KHZhalfT-SCS30KHZquarterT-SCS15KHZoneEighthT,4479,0,-,- sCS120KHZhalfT-SCS60KHZquarterT-SCS30KHZoneEighthT-SCS15KHZoneSixteenthT,4481,0,-,- sCS480KHZoneT-SCS120KHZquarterT-SCS60KHZoneEighthT-SCS30KHZoneSixteenthT,4483,0,-,- sCS480KHZhalfT-SCS120KHZoneEighthT-SCS60KHZoneSixteenthT,4485,0,-,- sCS480KHZquarterT-SCS120KHZoneSixteenthT,4487,0,-,-	
T	SEQUENCE OF	L	4474	1 4 0
T	INTEGER	i	0 139 0
T	SEQUENCE OF	L	4476	1 4 0
T	INTEGER	i	0 279 0
T	SEQUENCE OF	L	4478	1 4 0
T	INTEGER	i	0 559 0
T	SEQUENCE OF	L	4480	1 4 0
T	INTEGER	i	0 1119 0
T	SEQUENCE OF	L	4482	1 4 0
T	INTEGER	i	0 2239 0
T	SEQUENCE OF	L	4484	1 4 0
T	INTEGER	i	0 4479 0
T	SEQUENCE OF	L	4486	1 4 0
T	INTEGER	i	0 8959 0
T	SEQUENCE OF	L	4488	1 4 0
T	INTEGER	i	0 17919 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	sCS480KHZoneEighthT,4492,0,-,- sCS480KHZoneSixteenthT,4494,0,-,-	
T	SEQUENCE OF	L	4493	1 4 0
T	INTEGER	i	0 35839 0
T	SEQUENCE OF	L	4495	1 4 0
T	INTEGER	i	0 71679 0
T	PEI-Config-r17	Q	1	po-NumPerPEI-r17,4497,0,-,- payloadSizeDCI-2-7-r17,4498,0,-,- pei-FrameOffset-r17,4499,0,-,- subgroupConfig-r17,4500,0,-,- lastUsedCellOnly-r17,4503,1,-,-	
T	ENUMERATED	e	po1,po2,po4,po8	-
T	INTEGER	i	1 43 0
T	INTEGER	i	0 16 0
T	SubgroupConfig-r17	Q	1	subgroupsNumPerPO-r17,4501,0,-,- subgroupsNumForUEID-r17,4502,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	true	-
T	FrequencyInfoDL-SIB-v1800	Q	0	frequencyBandListAerial-r18,3447,0,-,-	
T	UplinkConfigCommonSIB	Q	0	frequencyInfoUL,4506,0,-,- initialUplinkBWP,709,0,-,- timeAlignmentTimerCommon,240,0,-,-	
T	FrequencyInfoUL-SIB	Q	1	frequencyBandList,3421,1,-,- absoluteFrequencyPointA,4,1,-,- scs-SpecificCarrierList,4507,0,-,- p-Max,390,1,-,- frequencyShift7p5khz,4508,1,-,-	gfrequencyBandListAerial-r18,3447,1,-,-
T	SEQUENCE OF	L	506	1 5 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	n0,n25600,n39936	-
T	SEQUENCE	Q	0	inOneGroup,4511,0,-,- groupPresence,4512,1,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160	-
T	INTEGER	i	-60 50 0
T	CHOICE	C	0	dynamic,4516,0,-,- semiStatic,952,0,-,-	
T	NULL	n
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	ms0dot125,ms0dot25,ms0dot5,ms0dot75,ms1,ms1dot25	-
T	UplinkConfigCommonSIB-v1700	Q	0	initialUplinkBWP-RedCap-r17,709,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	DownlinkConfigCommonSIB-v1760	Q	0	frequencyInfoDL-v1760,4524,0,-,-	
T	FrequencyInfoDL-SIB-v1760	Q	0	frequencyBandList-v1760,3443,0,-,-	
T	UplinkConfigCommonSIB-v1760	Q	0	frequencyInfoUL-v1760,4526,0,-,-	
T	FrequencyInfoUL-SIB-v1760	Q	0	frequencyBandList-v1760,3443,0,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	UE-TimersAndConstants	Q	1	t300,4530,0,-,- t301,4531,0,-,- t310,4532,0,-,- n310,4533,0,-,- t311,4534,0,-,- n311,4535,0,-,- t319,4536,0,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms0,ms50,ms100,ms200,ms500,ms1000,ms2000	-
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n10,n20	-
T	ENUMERATED	e	ms1000,ms3000,ms5000,ms10000,ms15000,ms20000,ms30000	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	SEQUENCE	Q	0	uac-BarringForCommon,4538,1,-,- uac-BarringPerPLMN-List,4542,1,-,- uac-BarringInfoSetList,4547,0,-,- uac-AccessCategory1-SelectionAssistanceInfo,4552,1,-,-	
T	UAC-BarringPerCatList	L	4539	1 63 0
T	UAC-BarringPerCat	Q	0	accessCategory,4540,0,-,- uac-barringInfoSetIndex,4541,0,-,-	
T	INTEGER	i	1 63 0
T	UAC-BarringInfoSetIndex	i	1 8 0
T	UAC-BarringPerPLMN-List	L	4543	1 12 0
T	UAC-BarringPerPLMN	Q	0	plmn-IdentityIndex,4544,0,-,- uac-ACBarringListType,4545,1,-,-	
T	INTEGER	i	1 12 0
T	CHOICE	C	0	uac-ImplicitACBarringList,4546,0,-,- uac-ExplicitACBarringList,4538,0,-,-	
T	SEQUENCE OF	L	4541	63 63 0
T	UAC-BarringInfoSetList	L	4548	1 8 0
T	UAC-BarringInfoSet	Q	0	uac-BarringFactor,4549,0,-,- uac-BarringTime,4550,0,-,- uac-BarringForAccessIdentity,4551,0,-,-	
T	ENUMERATED	e	p00,p05,p10,p15,p20,p25,p30,p40,p50,p60,p70,p75,p80,p85,p90,p95	-
T	ENUMERATED	e	s4,s8,s16,s32,s64,s128,s256,s512	-
T	BIT STRING	B	7 7 0
T	CHOICE	C	0	plmnCommon,4553,0,-,- individualPLMNList,4554,0,-,-	
T	UAC-AccessCategory1-SelectionAssistanceInfo	e	a,b,c	-
T	SEQUENCE OF	L	4553	2 12 0
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	SIB1-v1610-IEs	Q	0	idleModeMeasurementsEUTRA-r16,4558,1,-,- idleModeMeasurementsNR-r16,4559,1,-,- posSI-SchedulingInfo-r16,4560,1,-,- nonCriticalExtension,4583,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	PosSI-SchedulingInfo-r16	Q	1	posSchedulingInfoList-r16,4561,0,-,- posSI-RequestConfig-r16,4446,1,-,- posSI-RequestConfigSUL-r16,4446,1,-,-	gposSI-RequestConfigRedCap-r17,4446,1,-,-;gposSI-RequestConfigMSG1-Repetition-r18,4575,1,-,- posSI-RequestConfigSUL-MSG1-Repetition-r18,4575,1,-,- posSI-RequestConfigRedCap-MSG1-Repetition-r18,4575,1,-,-
T	SEQUENCE OF	L	4562	1 32 0
T	PosSchedulingInfo-r16	Q	1	offsetToSI-Used-r16,4563,1,-,- posSI-Periodicity-r16,4564,0,-,- posSI-BroadcastStatus-r16,4565,0,-,- posSIB-MappingInfo-r16,4566,0,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	rf8,rf16,rf32,rf64,rf128,rf256,rf512	-
T	ENUMERATED	e	broadcasting,notBroadcasting	-
T	PosSIB-MappingInfo-r16	L	4567	1 32 0
T	PosSIB-Type-r16	Q	0	encrypted-r16,4568,1,-,- gnss-id-r16,4569,1,-,- sbas-id-r16,4571,1,-,- posSibType-r16,4573,0,-,- areaScope-r16,4574,1,-,-	
T	ENUMERATED	e	true	-
T	GNSS-ID-r16	Q	1	gnss-id-r16,4570,0,-,-	
T	ENUMERATED	e	gps,sbas,qzss,galileo,glonass,bds	+navic-v1760
T	SBAS-ID-r16	Q	1	sbas-id-r16,4572,0,-,-	
T	ENUMERATED	e	waas,egnos,msas,gagan	+
T	ENUMERATED	e	posSibType1-1,posSibType1-2,posSibType1-3,posSibType1-4,posSibType1-5,posSibType1-6,posSibType1-7,posSibType1-8,posSibType2-1,posSibType2-2,posSibType2-3,posSibType2-4,posSibType2-5,posSibType2-6,posSibType2-7,posSibType2-8,posSibType2-9,posSibType2-10,posSibType2-11,posSibType2-12,posSibType2-13,posSibType2-14,posSibType2-15,posSibType2-16,posSibType2-17,posSibType2-18,posSibType2-19,posSibType2-20,posSibType2-21,posSibType2-22,posSibType2-23,posSibType3-1,posSibType4-1,posSibType5-1,posSibType6-1,posSibType6-2,posSibType6-3	+
T	ENUMERATED	e	true	-
T	SI-RequestConfigRepetition-r18	Q	1	rach-OccasionsSI-r18,4576,1,-,- si-RequestResourcesRepetitionNum2-r18,4578,1,-,- si-RequestResourcesRepetitionNum4-r18,4581,1,-,- si-RequestResourcesRepetitionNum8-r18,4582,1,-,-	
T	SEQUENCE	Q	0	rach-ConfigSI-r18,713,0,-,- ssb-perRACH-Occasion-r18,4577,0,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	SEQUENCE OF	L	4579	1 32 0
T	SI-RequestResourcesRepetition-r18	Q	0	ra-PreambleStartIndex-r18,4580,0,-,-	
T	INTEGER	i	0 63 0
T	SEQUENCE OF	L	4579	1 32 0
T	SEQUENCE OF	L	4579	1 32 0
T	SIB1-v1630-IEs	Q	0	uac-BarringInfo-v1630,4584,1,-,- nonCriticalExtension,4587,1,-,-	
T	SEQUENCE	Q	0	uac-AC1-SelectAssistInfo-r16,4585,0,-,-	
T	SEQUENCE OF	L	4586	2 12 0
T	UAC-AC1-SelectAssistInfo-r16	e	a,b,c,notConfigured	-
T	SIB1-v1700-IEs	Q	0	hsdn-Cell-r17,4588,1,-,- uac-BarringInfo-v1700,4589,1,-,- sdt-ConfigCommon-r17,4593,1,-,- redCap-ConfigCommon-r17,4597,1,-,- featurePriorities-r17,4602,1,-,- si-SchedulingInfo-v1700,4603,1,-,- hyperSFN-r17,4618,1,-,- eDRX-AllowedIdle-r17,4619,1,-,- eDRX-AllowedInactive-r17,4620,1,-,- intraFreqReselectionRedCap-r17,4621,1,-,- cellBarredNTN-r17,4622,1,-,- nonCriticalExtension,4623,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	uac-BarringInfoSetList-v1700,4590,0,-,-	
T	UAC-BarringInfoSetList-v1700	L	4591	1 8 0
T	UAC-BarringInfoSet-v1700	Q	0	uac-BarringFactorForAI3-r17,4592,1,-,-	
T	ENUMERATED	e	p00,p05,p10,p15,p20,p25,p30,p40,p50,p60,p70,p75,p80,p85,p90,p95	-
T	SDT-ConfigCommonSIB-r17	Q	0	sdt-RSRP-Threshold-r17,743,1,-,- sdt-LogicalChannelSR-DelayTimer-r17,4594,1,-,- sdt-DataVolumeThreshold-r17,4595,0,-,- t319a-r17,4596,0,-,-	
T	ENUMERATED	e	sf20,sf40,sf64,sf128,sf512,sf1024,sf2560,spare1	-
T	ENUMERATED	e	byte32,byte100,byte200,byte400,byte600,byte800,byte1000,byte2000,byte4000,byte8000,byte9000,byte10000,byte12000,byte24000,byte48000,byte96000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms2000,ms3000,ms4000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	RedCap-ConfigCommonSIB-r17	Q	1	halfDuplexRedCapAllowed-r17,4598,1,-,- cellBarredRedCap-r17,4599,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	cellBarredRedCap1Rx-r17,4600,0,-,- cellBarredRedCap2Rx-r17,4601,0,-,-	
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	barred,notBarred	-
T	SEQUENCE	Q	0	redCapPriority-r17,997,1,-,- slicingPriority-r17,997,1,-,- msg3-Repetitions-Priority-r17,997,1,-,- sdt-Priority-r17,997,1,-,-	
T	SI-SchedulingInfo-v1700	Q	0	schedulingInfoList2-r17,4604,0,-,- dummy,4446,1,-,-	
T	SEQUENCE OF	L	4605	1 32 0
T	SchedulingInfo2-r17	Q	0	si-BroadcastStatus-r17,4606,0,-,- si-WindowPosition-r17,4607,0,-,- si-Periodicity-r17,4608,0,-,- sib-MappingInfo-r17,4609,0,-,-	
T	ENUMERATED	e	broadcasting,notBroadcasting	-
T	INTEGER	i	1 256 0
T	ENUMERATED	e	rf8,rf16,rf32,rf64,rf128,rf256,rf512	-
T	SIB-Mapping-v1700	L	4610	1 32 0
T	SIB-TypeInfo-v1700	Q	0	sibType-r17,4611,0,-,- valueTag-r17,4616,1,-,- areaScope-r17,4617,1,-,-	
T	CHOICE	C	0	type1-r17,4612,0,-,- type2-r17,4613,0,-,-	
T	ENUMERATED	e	sibType15,sibType16,sibType17,sibType18,sibType19,sibType20,sibType21,sibType22-v1800,sibType23-v1800,sibType24-v1800,sibType25-v1800,sibType17bis-v1820,spare4,spare3,spare2,spare1	+
T	SEQUENCE	Q	0	posSibType-r17,4614,0,-,- encrypted-r17,4615,1,-,- gnss-id-r17,4569,1,-,- sbas-id-r17,4571,1,-,-	
T	ENUMERATED	e	posSibType1-9,posSibType1-10,posSibType2-24,posSibType2-25,posSibType6-4,posSibType6-5,posSibType6-6,posSibType2-17a-v1770,posSibType2-18a-v1770,posSibType2-20a-v1770,posSibType1-11-v1800,posSibType1-12-v1800,posSibType2-26-v1800,posSibType2-27-v1800,posSibType6-7-v1800,posSibType7-1-v1800	+posSibType7-2-v1800,posSibType7-3-v1800,posSibType7-4-v1800
T	ENUMERATED	e	true	-
T	INTEGER	i	0 31 0
T	ENUMERATED	e	true	-
T	BIT STRING	B	10 10 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	allowed,notAllowed	-
T	ENUMERATED	e	barred,notBarred	-
T	SIB1-v1740-IEs	Q	0	si-SchedulingInfo-v1740,4624,1,-,- nonCriticalExtension,4625,1,-,-	
T	SI-SchedulingInfo-v1740	Q	0	si-RequestConfigRedCap-r17,4446,1,-,-	
T	SIB1-v1800-IEs	Q	0	ncr-Support-r18,4626,1,-,- mt-SDT-ConfigCommonSIB-r18,4627,1,-,- musim-CapRestrictionAllowed-r18,4630,1,-,- featurePriorities-v1800,4631,1,-,- si-SchedulingInfo-v1800,4632,1,-,- cellBarredATG-r18,4633,1,-,- cellBarredNES-r18,4634,1,-,- mobileIAB-Cell-r18,4635,1,-,- eDRX-AllowedInactive-r18,4636,1,-,- intraFreqReselection-eRedCap-r18,4637,1,-,- nonServingCellMII-r18,4638,1,-,- sdt-BeamFailureRecoveryProhibitTimer-r18,4639,1,-,- eRedCap-ConfigCommon-r18,4640,1,-,- cellBarredFixedVSAT-r18,4644,1,-,- cellBarredMobileVSAT-r18,4645,1,-,- reselectionMeasurementsNR-r18,4646,1,-,- cellBarred2RxXR-r18,4647,1,-,- intraFreqReselection2RxXR-r18,4648,1,-,- barringExemptEmergencyCall-r18,4649,1,-,- n3c-Support-r18,4650,1,-,- nonCriticalExtension,4651,1,-,-	
T	ENUMERATED	e	true	-
T	MT-SDT-ConfigCommonSIB-r18	Q	0	mt-SDT-RSRP-Threshold-r18,743,1,-,- sdt-LogicalChannelSR-DelayTimer-r18,4628,1,-,- t319a-r18,4629,1,-,-	
T	ENUMERATED	e	sf20,sf40,sf64,sf128,sf512,sf1024,sf2560,spare1	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms2000,ms3000,ms4000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	msg1-Repetitions-Priority-r18,997,1,-,- eRedCapPriority-r18,997,1,-,-	
T	SI-SchedulingInfo-v1800	Q	0	si-RequestConfigMSG1-Repetition-r18,4575,1,-,- si-RequestConfigRedCap-MSG1-Repetition-r18,4575,1,-,- si-RequestConfigSUL-MSG1-Repetition-r18,4575,1,-,-	
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	notBarred	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	allowed,notAllowed	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	ms50,ms100,ms200,ms500,ms1000,ms1500,ms2000,ms3000	-
T	ERedCap-ConfigCommonSIB-r18	Q	0	cellBarred-eRedCap-r18,4641,0,-,-	
T	SEQUENCE	Q	0	cellBarred-eRedCap1Rx-r18,4642,0,-,- cellBarred-eRedCap2Rx-r18,4643,0,-,-	
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	barred	-
T	ENUMERATED	e	allowed,notAllowed	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	OCTET STRING	O	0 - 0
T	OtherConfig	Q	0	delayBudgetReportingConfig,4654,1,-,-	
T	CHOICE	C	0	release,4655,0,-,- setup,4656,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	delayBudgetReportingProhibitTimer,4657,0,-,-	
T	ENUMERATED	e	s0,s0dot4,s0dot8,s1dot6,s3,s6,s12,s30	-
T	RRCReconfiguration-v1540-IEs	Q	0	otherConfig-v1540,4659,1,-,- nonCriticalExtension,4664,1,-,-	
T	OtherConfig-v1540	Q	1	overheatingAssistanceConfig,4660,1,-,-	
T	SetupRelease	C	0	release,4661,0,-,- setup,4662,0,-,-	
T	NULL	n
T	OverheatingAssistanceConfig	Q	0	overheatingIndicationProhibitTimer,4663,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,spare3,spare2,spare1	-
T	RRCReconfiguration-v1560-IEs	Q	0	mrdc-SecondaryCellGroupConfig,4665,1,-,- radioBearerConfig2,4672,1,-,- sk-Counter,4673,1,-,- nonCriticalExtension,4674,1,-,-	
T	SetupRelease	C	0	release,4666,0,-,- setup,4667,0,-,-	
T	NULL	n
T	MRDC-SecondaryCellGroupConfig	Q	0	mrdc-ReleaseAndAdd,4668,1,-,- mrdc-SecondaryCellGroup,4669,0,-,-	
T	ENUMERATED	e	true	-
T	CHOICE	C	0	nr-SCG,4670,0,-,- eutra-SCG,4671,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SK-Counter	i	0 65535 0
T	RRCReconfiguration-v1610-IEs	Q	0	otherConfig-v1610,4675,1,-,- bap-Config-r16,4708,1,-,- iab-IP-AddressConfigurationList-r16,4716,1,-,- conditionalReconfiguration-r16,4727,1,-,- daps-SourceRelease-r16,4754,1,-,- t316-r16,4755,1,-,- needForGapsConfigNR-r16,4758,1,-,- onDemandSIB-Request-r16,4762,1,-,- dedicatedPosSysInfoDelivery-r16,4766,1,-,- sl-ConfigDedicatedNR-r16,4767,1,-,- sl-ConfigDedicatedEUTRA-Info-r16,5371,1,-,- targetCellSMTC-SCG-r16,1035,1,-,- nonCriticalExtension,5377,1,-,-	
T	OtherConfig-v1610	Q	0	idc-AssistanceConfig-r16,4676,1,-,- drx-PreferenceConfig-r16,4680,1,-,- maxBW-PreferenceConfig-r16,4684,1,-,- maxCC-PreferenceConfig-r16,4688,1,-,- maxMIMO-LayerPreferenceConfig-r16,4692,1,-,- minSchedulingOffsetPreferenceConfig-r16,4696,1,-,- releasePreferenceConfig-r16,4700,1,-,- referenceTimePreferenceReporting-r16,4705,1,-,- btNameList-r16,4124,1,-,- wlanNameList-r16,4128,1,-,- sensorNameList-r16,4132,1,-,- obtainCommonLocation-r16,4706,1,-,- sl-AssistanceConfigNR-r16,4707,1,-,-	
T	SetupRelease	C	0	release,4677,0,-,- setup,4678,0,-,-	
T	NULL	n
T	IDC-AssistanceConfig-r16	Q	1	candidateServingFreqListNR-r16,4679,1,-,-	
T	CandidateServingFreqListNR-r16	L	4	1 128 0
T	SetupRelease	C	0	release,4681,0,-,- setup,4682,0,-,-	
T	NULL	n
T	DRX-PreferenceConfig-r16	Q	0	drx-PreferenceProhibitTimer-r16,4683,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,4685,0,-,- setup,4686,0,-,-	
T	NULL	n
T	MaxBW-PreferenceConfig-r16	Q	0	maxBW-PreferenceProhibitTimer-r16,4687,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,4689,0,-,- setup,4690,0,-,-	
T	NULL	n
T	MaxCC-PreferenceConfig-r16	Q	0	maxCC-PreferenceProhibitTimer-r16,4691,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,4693,0,-,- setup,4694,0,-,-	
T	NULL	n
T	MaxMIMO-LayerPreferenceConfig-r16	Q	0	maxMIMO-LayerPreferenceProhibitTimer-r16,4695,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,4697,0,-,- setup,4698,0,-,-	
T	NULL	n
T	MinSchedulingOffsetPreferenceConfig-r16	Q	0	minSchedulingOffsetPreferenceProhibitTimer-r16,4699,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,4701,0,-,- setup,4702,0,-,-	
T	NULL	n
T	ReleasePreferenceConfig-r16	Q	0	releasePreferenceProhibitTimer-r16,4703,0,-,- connectedReporting-r16,4704,1,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,infinity,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,4709,0,-,- setup,4710,0,-,-	
T	NULL	n
T	BAP-Config-r16	Q	1	bap-Address-r16,4711,1,-,- defaultUL-BAP-RoutingID-r16,4712,1,-,- defaultUL-BH-RLC-Channel-r16,3796,1,-,- flowControlFeedbackType-r16,4715,1,-,-	
T	BIT STRING	B	10 10 0
T	BAP-RoutingID-r16	Q	0	bap-Address-r16,4713,0,-,- bap-PathId-r16,4714,0,-,-	
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	ENUMERATED	e	perBH-RLC-Channel,perRoutingID,both	-
T	IAB-IP-AddressConfigurationList-r16	Q	1	iab-IP-AddressToAddModList-r16,4717,1,-,- iab-IP-AddressToReleaseList-r16,4726,1,-,-	
T	SEQUENCE OF	L	4718	1 32 0
T	IAB-IP-AddressConfiguration-r16	Q	1	iab-IP-AddressIndex-r16,4719,0,-,- iab-IP-Address-r16,4720,1,-,- iab-IP-Usage-r16,4724,1,-,- iab-donor-DU-BAP-Address-r16,4725,1,-,-	
T	IAB-IP-AddressIndex-r16	i	1 32 0
T	IAB-IP-Address-r16	C	1	iPv4-Address-r16,4721,0,-,- iPv6-Address-r16,4722,0,-,- iPv6-Prefix-r16,4723,0,-,-	
T	BIT STRING	B	32 32 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	64 64 0
T	IAB-IP-Usage-r16	e	f1-C,f1-U,non-F1,spare	-
T	BIT STRING	B	10 10 0
T	SEQUENCE OF	L	4719	1 32 0
T	ConditionalReconfiguration-r16	Q	1	attemptCondReconfig-r16,4728,1,-,- condReconfigToRemoveList-r16,4729,1,-,- condReconfigToAddModList-r16,4731,1,-,-	gscpac-ReferenceConfiguration-r18,4746,1,-,- servingSecurityCellSetId-r18,4744,1,-,- sk-CounterConfiguration-r18,4749,1,-,-
T	ENUMERATED	e	true	-
T	CondReconfigToRemoveList-r16	L	4730	1 8 0
T	CondReconfigId-r16	i	1 8 0
T	CondReconfigToAddModList-r16	L	4732	1 8 0
T	CondReconfigToAddMod-r16	Q	1	condReconfigId-r16,4730,0,-,- condExecutionCond-r16,4733,1,-,- condRRCReconfig-r16,4734,1,-,-	gcondExecutionCondSCG-r17,4735,1,-,-;gcondExecutionCondPSCell-r18,4737,1,-,- subsequentCondReconfig-r18,4738,1,-,- securityCellSetId-r18,4744,1,-,- scpac-ConfigComplete-r18,4745,1,-,-
T	SEQUENCE OF	L	4341	1 2 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	CondReconfigExecCondSCG-r17	L	4341	1 2 0
T	SEQUENCE OF	L	4341	1 2 0
T	SubsequentCondReconfig-r18	Q	1	condExecutionCondToReleaseList-r18,4739,1,-,- condExecutionCondToAddModList-r18,4740,1,-,-	
T	CondExecutionCondToReleaseList-r18	L	4730	1 8 0
T	CondExecutionCondToAddModList-r18	L	4741	1 8 0
T	CondExecutionCondToAddMod-r18	Q	1	subsequentCondReconfigId-r18,4730,0,-,- subsequentCondExecutionCond-r18,4742,1,-,- subsequentCondExecutionCondSCG-r18,4743,1,-,-	
T	SEQUENCE OF	L	4341	1 2 0
T	OCTET STRING	O	0 - 0
T	SecurityCellSetId-r18	i	1 9 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,4747,0,-,- setup,4748,0,-,-	
T	NULL	n
T	ReferenceConfiguration-r18	O	0 - 0
T	SK-CounterConfiguration-r18	Q	0	sk-CounterConfigToReleaseList-r18,4750,1,-,- sk-CounterConfigToAddModList-r18,4751,1,-,-	
T	SEQUENCE OF	L	4744	1 9 0
T	SEQUENCE OF	L	4752	1 9 0
T	SK-CounterConfig-r18	Q	0	securityCellSetId-r18,4744,0,-,- sk-CounterList-r18,4753,0,-,-	
T	SEQUENCE OF	L	4673	1 8 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,4756,0,-,- setup,4757,0,-,-	
T	NULL	n
T	T316-r16	e	ms50,ms100,ms200,ms300,ms400,ms500,ms600,ms1000,ms1500,ms2000	-
T	SetupRelease	C	0	release,4759,0,-,- setup,4760,0,-,-	
T	NULL	n
T	NeedForGapsConfigNR-r16	Q	0	requestedTargetBandFilterNR-r16,4761,1,-,-	
T	SEQUENCE OF	L	504	1 1024 0
T	SetupRelease	C	0	release,4763,0,-,- setup,4764,0,-,-	
T	NULL	n
T	OnDemandSIB-Request-r16	Q	0	onDemandSIB-RequestProhibitTimer-r16,4765,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30	-
T	OCTET STRING	O	0 - 0
T	SetupRelease	C	0	release,4768,0,-,- setup,4769,0,-,-	
T	NULL	n
T	SL-ConfigDedicatedNR-r16	Q	1	sl-PHY-MAC-RLC-Config-r16,4770,1,-,- sl-RadioBearerToReleaseList-r16,5201,1,-,- sl-RadioBearerToAddModList-r16,5202,1,-,- sl-MeasConfigInfoToReleaseList-r16,5232,1,-,- sl-MeasConfigInfoToAddModList-r16,5234,1,-,- t400-r16,5262,1,-,-	gsl-PHY-MAC-RLC-Config-v1700,5263,1,-,- sl-DiscConfig-r17,5346,1,-,-;gsl-DiscConfig-v1800,5356,1,-,-;gsl-DiscConfig-v1830,5363,1,-,-;gsl-DiscConfig-v1840,5367,1,-,-
T	SL-PHY-MAC-RLC-Config-r16	Q	0	sl-ScheduledConfig-r16,4771,1,-,- sl-UE-SelectedConfig-r16,4813,1,-,- sl-FreqInfoToReleaseList-r16,4853,1,-,- sl-FreqInfoToAddModList-r16,4855,1,-,- sl-RLC-BearerToReleaseList-r16,5171,1,-,- sl-RLC-BearerToAddModList-r16,5173,1,-,- sl-MaxNumConsecutiveDTX-r16,5195,1,-,- sl-CSI-Acquisition-r16,5196,1,-,- sl-CSI-SchedulingRequestId-r16,5197,1,-,- sl-SSB-PriorityNR-r16,5199,1,-,- networkControlledSyncTx-r16,5200,1,-,-	
T	SetupRelease	C	0	release,4772,0,-,- setup,4773,0,-,-	
T	NULL	n
T	SL-ScheduledConfig-r16	Q	1	sl-RNTI-r16,1,0,-,- mac-MainConfigSL-r16,4774,1,-,- sl-CS-RNTI-r16,1,1,-,- sl-PSFCH-ToPUCCH-r16,4777,1,-,- sl-ConfiguredGrantConfigList-r16,4779,1,-,-	gsl-DCI-ToSL-Trans-r16,4801,1,-,-;gsl-ConfiguredGrantConfigDedicatedSL-PRS-RP-List-r18,4803,1,-,- sl-PRS-RNTI-r18,1,1,-,- sl-PRS-CS-RNTI-r18,1,1,-,-
T	MAC-MainConfigSL-r16	Q	1	sl-BSR-Config-r16,231,1,-,- ul-PrioritizationThres-r16,4775,1,-,- sl-PrioritizationThres-r16,4776,1,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	4778	1 8 0
T	INTEGER	i	0 15 0
T	SL-ConfiguredGrantConfigList-r16	Q	0	sl-ConfiguredGrantConfigToReleaseList-r16,4780,1,-,- sl-ConfiguredGrantConfigToAddModList-r16,4782,1,-,-	
T	SEQUENCE OF	L	4781	1 8 0
T	SL-ConfigIndexCG-r16	i	0 7 0
T	SEQUENCE OF	L	4783	1 8 0
T	SL-ConfiguredGrantConfig-r16	Q	1	sl-ConfigIndexCG-r16,4781,0,-,- sl-PeriodCG-r16,4784,1,-,- sl-NrOfHARQ-Processes-r16,4787,1,-,- sl-HARQ-ProcID-offset-r16,4788,1,-,- sl-CG-MaxTransNumList-r16,4789,1,-,- rrc-ConfiguredSidelinkGrant-r16,4793,1,-,-	gsl-N1PUCCH-AN-Type2-r16,1349,1,-,-;gsl-StartRBsetCG-Type1-r18,4800,1,-,-
T	SL-PeriodCG-r16	C	0	sl-PeriodCG1-r16,4785,0,-,- sl-PeriodCG2-r16,4786,0,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 99 0
T	INTEGER	i	1 16 0
T	INTEGER	i	0 15 0
T	SL-CG-MaxTransNumList-r16	L	4790	1 8 0
T	SL-CG-MaxTransNum-r16	Q	0	sl-Priority-r16,4791,0,-,- sl-MaxTransNum-r16,4792,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	sl-TimeResourceCG-Type1-r16,4794,1,-,- sl-StartSubchannelCG-Type1-r16,4795,1,-,- sl-FreqResourceCG-Type1-r16,4796,1,-,- sl-TimeOffsetCG-Type1-r16,4797,1,-,- sl-N1PUCCH-AN-r16,1349,1,-,- sl-PSFCH-ToPUCCH-CG-Type1-r16,4798,1,-,- sl-ResourcePoolID-r16,4071,1,-,- sl-TimeReferenceSFN-Type1-r16,4799,1,-,-	
T	INTEGER	i	0 496 0
T	INTEGER	i	0 26 0
T	INTEGER	i	0 6929 0
T	INTEGER	i	0 7999 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	sfn512	-
T	INTEGER	i	0 4 0
T	SEQUENCE OF	L	4802	1 8 0
T	INTEGER	i	1 32 0
T	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-List-r18	Q	0	sl-ConfiguredGrantConfigDedicatedSL-PRS-RP-ToReleaseList-r18,4804,1,-,- sl-ConfiguredGrantConfigDedicatedSL-PRS-RP-ToAddModList-r18,4805,1,-,-	
T	SEQUENCE OF	L	4781	1 8 0
T	SEQUENCE OF	L	4806	1 8 0
T	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-r18	Q	0	sl-PRS-ConfigIndexCG-r18,4781,0,-,- sl-PRS-PeriodCG-r18,4784,1,-,- sl-PRS-ResourcePoolID-r18,4071,1,-,- rrc-ConfiguredSidelinkGrantDedicatedSL-PRS-RP-r18,4807,0,-,-	
T	SEQUENCE	Q	0	sl-TimeOffsetCG-Type1-r18,4808,1,-,- sl-TimeReferenceSFN-Type1-r18,4809,1,-,- sl-TimeResourceCG-Type1-r18,4810,1,-,- sl-PRS-ResourceIndicationFirstType1-r18,4811,1,-,- sl-PRS-ResourceIndicationFutureType1-r18,4812,1,-,-	
T	INTEGER	i	0 7999 0
T	ENUMERATED	e	sfn512	-
T	INTEGER	i	0 496 0
T	INTEGER	i	0 11 0
T	INTEGER	i	0 143 0
T	SetupRelease	C	0	release,4814,0,-,- setup,4815,0,-,-	
T	NULL	n
T	SL-UE-SelectedConfig-r16	Q	1	sl-PSSCH-TxConfigList-r16,4816,1,-,- sl-ProbResourceKeep-r16,4834,1,-,- sl-ReselectAfter-r16,4835,1,-,- sl-CBR-CommonTxConfigList-r16,4836,1,-,- ul-PrioritizationThres-r16,4842,1,-,- sl-PrioritizationThres-r16,4843,1,-,-	gsl-CBR-CommonTxDedicatedSL-PRS-RP-List-r18,4844,1,-,-
T	SL-PSSCH-TxConfigList-r16	L	4817	1 16 0
T	SL-PSSCH-TxConfig-r16	Q	1	sl-TypeTxSync-r16,4818,1,-,- sl-ThresUE-Speed-r16,4819,0,-,- sl-ParametersAboveThres-r16,4820,0,-,- sl-ParametersBelowThres-r16,4820,0,-,-	gsl-ParametersAboveThres-v1650,4829,1,-,- sl-ParametersBelowThres-v1650,4829,1,-,-
T	SL-TypeTxSync-r16	e	gnss,gnbEnb,ue	-
T	ENUMERATED	e	kmph60,kmph80,kmph100,kmph120,kmph140,kmph160,kmph180,kmph200	-
T	SL-PSSCH-TxParameters-r16	Q	0	sl-MinMCS-PSSCH-r16,4821,0,-,- sl-MaxMCS-PSSCH-r16,4822,0,-,- sl-MinSubChannelNumPSSCH-r16,4823,0,-,- sl-MaxSubchannelNumPSSCH-r16,4824,0,-,- sl-MaxTxTransNumPSSCH-r16,4825,0,-,- sl-MaxTxPower-r16,4826,1,-,-	
T	INTEGER	i	0 27 0
T	INTEGER	i	0 31 0
T	INTEGER	i	1 27 0
T	INTEGER	i	1 27 0
T	INTEGER	i	1 32 0
T	SL-TxPower-r16	C	0	minusinfinity-r16,4827,0,-,- txPower-r16,4828,0,-,-	
T	NULL	n
T	INTEGER	i	-30 33 0
T	SL-MinMaxMCS-List-r16	L	4830	1 3 0
T	SL-MinMaxMCS-Config-r16	Q	0	sl-MCS-Table-r16,4831,0,-,- sl-MinMCS-PSSCH-r16,4832,0,-,- sl-MaxMCS-PSSCH-r16,4833,0,-,-	
T	ENUMERATED	e	qam64,qam256,qam64LowSE	-
T	INTEGER	i	0 27 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	v0,v0dot2,v0dot4,v0dot6,v0dot8	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7,n8,n9	-
T	SL-CBR-CommonTxConfigList-r16	Q	0	sl-CBR-RangeConfigList-r16,4837,1,-,- sl-CBR-PSSCH-TxConfigList-r16,4839,1,-,-	
T	SEQUENCE OF	L	4838	1 8 0
T	SL-CBR-LevelsConfig-r16	L	4337	1 16 0
T	SEQUENCE OF	L	4840	1 64 0
T	SL-CBR-PSSCH-TxConfig-r16	Q	0	sl-CR-Limit-r16,4841,1,-,- sl-TxParameters-r16,4820,1,-,-	
T	INTEGER	i	0 10000 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 8 0
T	SL-CBR-CommonTxDedicatedSL-PRS-RP-List-r18	Q	0	sl-CBR-RangeDedicatedSL-PRS-RP-List-r18,4845,1,-,- sl-CBR-SL-PRS-TxConfigList-r18,4848,1,-,-	
T	SEQUENCE OF	L	4846	1 7 0
T	SL-CBR-LevelsDedicatedSL-PRS-RP-r18	L	4847	0 15 0
T	SL-CBR-DedicatedSL-PRS-RP-r18	i	0 100 0
T	SEQUENCE OF	L	4849	1 64 0
T	SL-CBR-SL-PRS-TxConfig-r18	Q	0	sl-PRS-CR-Limit-r18,4850,1,-,- sl-PRS-MaxTx-power-r18,4851,1,-,- sl-PRS-MaxNum-Transmissions-r18,4852,1,-,-	
T	INTEGER	i	0 10000 0
T	INTEGER	i	-30 33 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	4854	1 8 0
T	SL-Freq-Id-r16	i	1 8 0
T	SEQUENCE OF	L	4856	1 8 0
T	SL-FreqConfig-r16	Q	0	sl-Freq-Id-r16,4854,0,-,- sl-SCS-SpecificCarrierList-r16,4857,0,-,- sl-AbsoluteFrequencyPointA-r16,4,1,-,- sl-AbsoluteFrequencySSB-r16,4,1,-,- frequencyShift7p5khzSL-r16,4858,1,-,- valueN-r16,4859,0,-,- sl-BWP-ToReleaseList-r16,4860,1,-,- sl-BWP-ToAddModList-r16,4861,1,-,- sl-SyncConfigList-r16,5157,1,-,- sl-SyncPriority-r16,5170,1,-,-	
T	SEQUENCE OF	L	506	1 5 0
T	ENUMERATED	e	true	-
T	INTEGER	i	-1 1 0
T	SEQUENCE OF	L	1165	1 4 0
T	SEQUENCE OF	L	4862	1 4 0
T	SL-BWP-Config-r16	Q	1	sl-BWP-Id,1165,0,-,- sl-BWP-Generic-r16,4863,1,-,- sl-BWP-PoolConfig-r16,4897,1,-,-	gsl-BWP-PoolConfigPS-r17,5085,1,-,- sl-BWP-DiscPoolConfig-r17,5087,1,-,-;gsl-BWP-PoolConfigA2X-r18,5085,1,-,- sl-BWP-PRS-PoolConfig-r18,5091,1,-,-
T	SL-BWP-Generic-r16	Q	1	sl-BWP-r16,511,1,-,- sl-LengthSymbols-r16,4864,1,-,- sl-StartSymbol-r16,4865,1,-,- sl-PSBCH-Config-r16,4866,1,-,- sl-TxDirectCurrentLocation-r16,4872,1,-,-	gsl-Unlicensed-r18,4873,1,-,-
T	ENUMERATED	e	sym7,sym8,sym9,sym10,sym11,sym12,sym13,sym14	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4,sym5,sym6,sym7	-
T	SetupRelease	C	0	release,4867,0,-,- setup,4868,0,-,-	
T	NULL	n
T	SL-PSBCH-Config-r16	Q	1	dl-P0-PSBCH-r16,4869,1,-,- dl-Alpha-PSBCH-r16,4870,1,-,-	gdl-P0-PSBCH-r17,4871,1,-,-
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-202 24 0
T	INTEGER	i	0 3301 0
T	SetupRelease	C	0	release,4874,0,-,- setup,4875,0,-,-	
T	NULL	n
T	SL-Unlicensed-r18	Q	0	sl-LBT-FailureRecoveryConfig-r18,4876,1,-,- sl-StartingSymbolFirst-r18,4882,1,-,- sl-StartingSymbolSecond-r18,4883,1,-,- sl-TransmissionStructureForPSCCHandPSSCH-r18,4884,1,-,- sl-GapOfAdditionalSSSB-Occasion-r18,4885,1,-,- sl-AbsoluteFrequencySSB-NonAnchorList-r18,4886,1,-,- sl-CPE-StartingPositionS-SSB-r18,4887,1,-,- sl-CWS-ForPsschWithoutHarqAck-r18,4888,1,-,- sl-NumOfAdditionalSSSBOccasion-r18,4889,1,-,- sl-SSSBPowerOffsetOfAnchorRBSet-r18,4890,1,-,- sl-RBSetConfigList-r18,4891,1,-,- sl-IntraCellGuardBandsSL-List-r18,4896,1,-,-	
T	SetupRelease	C	0	release,4877,0,-,- setup,4878,0,-,-	
T	NULL	n
T	SL-LBT-FailureRecoveryConfig-r18	Q	1	sl-LBT-FailureInstanceMaxCount-r18,4879,1,-,- sl-LBT-FailureDetectionTimer-r18,4880,1,-,- sl-LBT-RecoveryTimer-r18,4881,1,-,-	
T	ENUMERATED	e	n4,n8,n16,n32,n64,n128,spare2,spare1	-
T	ENUMERATED	e	ms10,ms20,ms40,ms80,ms160,ms320,spare2,spare1	-
T	ENUMERATED	e	ms10,ms20,ms40,ms80,ms160,ms320,spare2,spare1	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4,sym5,sym6	-
T	ENUMERATED	e	sym3,sym4,sym5,sym6,sym7	-
T	ENUMERATED	e	contiguousRB,interlaceRB	-
T	INTEGER	i	0 639 0
T	SEQUENCE OF	L	4	1 4 0
T	INTEGER	i	1 9 0
T	ENUMERATED	e	t1,t8,t16,t32,infinity	-
T	INTEGER	i	0 4 0
T	ENUMERATED	e	value1,value2	-
T	SEQUENCE OF	L	4892	1 5 0
T	SL-RBSetConfig-r18	Q	0	sl-RBSetIndex-r18,4893,0,-,- sl-NumOfSSSBRepetition-r18,4894,1,-,- sl-GapBetweenSSSBRepetition-r18,4895,1,-,-	
T	INTEGER	i	0 4 0
T	INTEGER	i	2 9 0
T	INTEGER	i	1 84 0
T	SEQUENCE OF	L	3106	1 5 0
T	SL-BWP-PoolConfig-r16	Q	0	sl-RxPool-r16,4898,1,-,- sl-TxPoolSelectedNormal-r16,5081,1,-,- sl-TxPoolScheduling-r16,5081,1,-,- sl-TxPoolExceptional-r16,5084,1,-,-	
T	SEQUENCE OF	L	4899	1 16 0
T	SL-ResourcePool-r16	Q	1	sl-PSCCH-Config-r16,4900,1,-,- sl-PSSCH-Config-r16,4907,1,-,- sl-PSFCH-Config-r16,4915,1,-,- sl-SyncAllowed-r16,4924,1,-,- sl-SubchannelSize-r16,4928,1,-,- dummy,4929,1,-,- sl-StartRB-Subchannel-r16,4930,1,-,- sl-NumSubchannel-r16,4931,1,-,- sl-Additional-MCS-Table-r16,4932,1,-,- sl-ThreshS-RSSI-CBR-r16,4933,1,-,- sl-TimeWindowSizeCBR-r16,4934,1,-,- sl-TimeWindowSizeCR-r16,4935,1,-,- sl-PTRS-Config-r16,4936,1,-,- sl-UE-SelectedConfigRP-r16,4942,1,-,- sl-RxParametersNcell-r16,4967,1,-,- sl-ZoneConfigMCR-List-r16,4969,1,-,- sl-FilterCoefficient-r16,4350,1,-,- sl-RB-Number-r16,4975,1,-,- sl-PreemptionEnable-r16,4976,1,-,- sl-PriorityThreshold-UL-URLLC-r16,4977,1,-,- sl-PriorityThreshold-r16,4978,1,-,- sl-X-Overhead-r16,4979,1,-,- sl-PowerControl-r16,4980,1,-,- sl-TxPercentageList-r16,4991,1,-,- sl-MinMaxMCS-List-r16,4829,1,-,-	gsl-TimeResource-r16,4995,1,-,-;gsl-PBPS-CPS-Config-r17,4996,1,-,- sl-InterUE-CoordinationConfig-r17,5011,1,-,-;gsl-CPE-StartingPositionsPSCCH-PSSCH-InitiateCOT-List-r18,5044,1,-,- sl-CPE-StartingPositionsPSCCH-PSSCH-InitiateCOT-Default-r18,5051,1,-,- sl-CPE-StartingPositionsPSCCH-PSSCH-WithinCOT-List-r18,5044,1,-,- sl-CPE-StartingPositionsPSCCH-PSSCH-WithinCOT-Default-r18,5052,1,-,- sl-Type1-LBT-BlockingOption1-r18,5053,1,-,- sl-Type1-LBT-BlockingOption2-r18,5054,1,-,- sl-NumInterlacePerSubchannel-r18,5055,1,-,- sl-NumReferencePRBs-OfInterlace-r18,5056,1,-,- sl-TransmissionStructureForPSFCH-r18,5057,1,-,- sl-NumDedicatedPRBs-ForPSFCH-r18,5058,1,-,- sl-NumPSFCH-Occasions-r18,5059,1,-,- sl-PSFCH-CommonInterlaceIndex-r18,5060,1,-,- sl-CPE-StartingPositionPSFCH-r18,5061,1,-,- sl-NumRefSymbolLength-r18,5062,1,-,- sl-PSFCH-RB-SetList-r18,5063,1,-,- sl-IUC-RB-SetList-r18,5065,1,-,- sl-PSFCH-PowerOffset-r18,5067,1,-,- sl-RBSetIndexOfResourcePool-r18,5068,1,-,- sl-A2X-Service-r18,5070,1,-,- sl-PRS-ResourcesSharedSL-PRS-RP-r18,5071,1,-,- numSym-SL-PRS-2ndStageSCI-r18,5079,1,-,- sl-SCI-basedSL-PRS-TxTriggerSCI2-D-r18,5080,1,-,-
T	SetupRelease	C	0	release,4901,0,-,- setup,4902,0,-,-	
T	NULL	n
T	SL-PSCCH-Config-r16	Q	1	sl-TimeResourcePSCCH-r16,4903,1,-,- sl-FreqResourcePSCCH-r16,4904,1,-,- sl-DMRS-ScrambleID-r16,4905,1,-,- sl-NumReservedBits-r16,4906,1,-,-	
T	ENUMERATED	e	n2,n3	-
T	ENUMERATED	e	n10,n12,n15,n20,n25	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	2 4 0
T	SetupRelease	C	0	release,4908,0,-,- setup,4909,0,-,-	
T	NULL	n
T	SL-PSSCH-Config-r16	Q	1	sl-PSSCH-DMRS-TimePatternList-r16,4910,1,-,- sl-BetaOffsets2ndSCI-r16,4912,1,-,- sl-Scaling-r16,4914,1,-,-	
T	SEQUENCE OF	L	4911	1 3 0
T	INTEGER	i	2 4 0
T	SEQUENCE OF	L	4913	4 4 0
T	SL-BetaOffsets-r16	i	0 31 0
T	ENUMERATED	e	f0p5,f0p65,f0p8,f1	-
T	SetupRelease	C	0	release,4916,0,-,- setup,4917,0,-,-	
T	NULL	n
T	SL-PSFCH-Config-r16	Q	1	sl-PSFCH-Period-r16,4918,1,-,- sl-PSFCH-RB-Set-r16,4919,1,-,- sl-NumMuxCS-Pair-r16,4920,1,-,- sl-MinTimeGapPSFCH-r16,4921,1,-,- sl-PSFCH-HopID-r16,4922,1,-,- sl-PSFCH-CandidateResourceType-r16,4923,1,-,-	
T	ENUMERATED	e	sl0,sl1,sl2,sl4	-
T	BIT STRING	B	10 275 0
T	ENUMERATED	e	n1,n2,n3,n6	-
T	ENUMERATED	e	sl2,sl3	-
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	startSubCH,allocSubCH	-
T	SL-SyncAllowed-r16	Q	0	gnss-Sync-r16,4925,1,-,- gnbEnb-Sync-r16,4926,1,-,- ue-Sync-r16,4927,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	n10,n12,n15,n20,n25,n50,n75,n100	-
T	INTEGER	i	10 160 0
T	INTEGER	i	0 265 0
T	INTEGER	i	1 27 0
T	ENUMERATED	e	qam256,qam64LowSE,qam256-qam64LowSE	-
T	INTEGER	i	0 45 0
T	ENUMERATED	e	ms100,slot100	-
T	ENUMERATED	e	ms1000,slot1000	-
T	SL-PTRS-Config-r16	Q	1	sl-PTRS-FreqDensity-r16,4937,1,-,- sl-PTRS-TimeDensity-r16,4939,1,-,- sl-PTRS-RE-Offset-r16,4941,1,-,-	
T	SEQUENCE OF	L	4938	2 2 0
T	INTEGER	i	1 276 0
T	SEQUENCE OF	L	4940	3 3 0
T	INTEGER	i	0 29 0
T	ENUMERATED	e	offset01,offset10,offset11	-
T	SL-UE-SelectedConfigRP-r16	Q	1	sl-CBR-PriorityTxConfigList-r16,4943,1,-,- sl-Thres-RSRP-List-r16,4950,1,-,- sl-MultiReserveResource-r16,4952,1,-,- sl-MaxNumPerReserve-r16,4953,1,-,- sl-SensingWindow-r16,4954,1,-,- sl-SelectionWindowList-r16,4955,1,-,- sl-ResourceReservePeriodList-r16,4959,1,-,- sl-RS-ForSensing-r16,4963,0,-,-	gsl-CBR-PriorityTxConfigList-v1650,4964,1,-,-;gsl-NRPSSCH-EUTRA-ThresRSRP-List-r18,4950,1,-,- sl-NRPSFCH-EUTRA-ThresRSRP-List-r18,4950,1,-,-
T	SL-CBR-PriorityTxConfigList-r16	L	4944	1 8 0
T	SL-PriorityTxConfigIndex-r16	Q	0	sl-PriorityThreshold-r16,4945,1,-,- sl-DefaultTxConfigIndex-r16,4946,1,-,- sl-CBR-ConfigIndex-r16,4947,1,-,- sl-Tx-ConfigIndexList-r16,4948,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	4949	1 16 0
T	SL-TxConfigIndex-r16	i	0 63 0
T	SL-Thres-RSRP-List-r16	L	4951	64 64 0
T	SL-Thres-RSRP-r16	i	0 66 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n2,n3	-
T	ENUMERATED	e	ms100,ms1100	-
T	SL-SelectionWindowList-r16	L	4956	8 8 0
T	SL-SelectionWindowConfig-r16	Q	0	sl-Priority-r16,4957,0,-,- sl-SelectionWindow-r16,4958,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n1,n5,n10,n20	-
T	SEQUENCE OF	L	4960	1 16 0
T	SL-ResourceReservePeriod-r16	C	0	sl-ResourceReservePeriod1-r16,4961,0,-,- sl-ResourceReservePeriod2-r16,4962,0,-,-	
T	ENUMERATED	e	ms0,ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000	-
T	INTEGER	i	1 99 0
T	ENUMERATED	e	pscch,pssch	-
T	SL-CBR-PriorityTxConfigList-v1650	L	4965	1 8 0
T	SL-PriorityTxConfigIndex-v1650	Q	0	sl-MCS-RangeList-r16,4966,1,-,-	
T	SEQUENCE OF	L	4829	1 16 0
T	SEQUENCE	Q	0	sl-TDD-Configuration-r16,941,1,-,- sl-SyncConfigIndex-r16,4968,0,-,-	
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	4970	16 16 0
T	SL-ZoneConfigMCR-r16	Q	1	sl-ZoneConfigMCR-Index-r16,4971,0,-,- sl-TransRange-r16,4972,1,-,- sl-ZoneConfig-r16,4973,1,-,-	
T	INTEGER	i	0 15 0
T	ENUMERATED	e	m20,m50,m80,m100,m120,m150,m180,m200,m220,m250,m270,m300,m350,m370,m400,m420,m450,m480,m500,m550,m600,m700,m1000,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SL-ZoneConfig-r16	Q	1	sl-ZoneLength-r16,4974,0,-,-	
T	ENUMERATED	e	m5,m10,m20,m30,m40,m50,spare2,spare1	-
T	INTEGER	i	10 275 0
T	ENUMERATED	e	enabled,pl1,pl2,pl3,pl4,pl5,pl6,pl7,pl8	-
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	ENUMERATED	e	n0,n3,n6,n9	-
T	SL-PowerControl-r16	Q	1	sl-MaxTransPower-r16,4981,0,-,- sl-Alpha-PSSCH-PSCCH-r16,4982,1,-,- dl-Alpha-PSSCH-PSCCH-r16,4983,1,-,- sl-P0-PSSCH-PSCCH-r16,4984,1,-,- dl-P0-PSSCH-PSCCH-r16,4985,1,-,- dl-Alpha-PSFCH-r16,4986,1,-,- dl-P0-PSFCH-r16,4987,1,-,-	gdl-P0-PSSCH-PSCCH-r17,4988,1,-,- sl-P0-PSSCH-PSCCH-r17,4989,1,-,- dl-P0-PSFCH-r17,4990,1,-,-
T	INTEGER	i	-30 33 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-16 15 0
T	INTEGER	i	-202 24 0
T	INTEGER	i	-202 24 0
T	INTEGER	i	-202 24 0
T	SL-TxPercentageList-r16	L	4992	8 8 0
T	SL-TxPercentageConfig-r16	Q	0	sl-Priority-r16,4993,0,-,- sl-TxPercentage-r16,4994,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	p20,p35,p50	-
T	BIT STRING	B	10 160 0
T	SetupRelease	C	0	release,4997,0,-,- setup,4998,0,-,-	
T	NULL	n
T	SL-PBPS-CPS-Config-r17	Q	1	sl-AllowedResourceSelectionConfig-r17,4999,1,-,- sl-MinNumCandidateSlotsPeriodic-r17,5000,1,-,- sl-PBPS-OccasionReservePeriodList-r17,5001,1,-,- sl-Additional-PBPS-Occasion-r17,5003,1,-,- sl-CPS-WindowPeriodic-r17,5004,1,-,- sl-MinNumCandidateSlotsAperiodic-r17,5005,1,-,- sl-MinNumRssiMeasurementSlots-r17,5006,1,-,- sl-DefaultCBR-RandomSelection-r17,5007,1,-,- sl-DefaultCBR-PartialSensing-r17,5008,1,-,- sl-CPS-WindowAperiodic-r17,5009,1,-,- sl-PartialSensingInactiveTime-r17,5010,1,-,-	
T	ENUMERATED	e	c1,c2,c3,c4,c5,c6,c7	-
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	5002	1 16 0
T	INTEGER	i	1 16 0
T	ENUMERATED	e	monitored	-
T	INTEGER	i	5 30 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 800 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 30 0
T	ENUMERATED	e	enabled,disabled	-
T	SetupRelease	C	0	release,5012,0,-,- setup,5013,0,-,-	
T	NULL	n
T	SL-InterUE-CoordinationConfig-r17	Q	1	sl-InterUE-CoordinationScheme1-r17,5014,1,-,- sl-InterUE-CoordinationScheme2-r17,5035,1,-,-	
T	SL-InterUE-CoordinationScheme1-r17	Q	1	sl-IUC-Explicit-r17,5015,1,-,- sl-IUC-Condition-r17,5016,1,-,- sl-Condition1-A-2-r17,5017,1,-,- sl-ThresholdRSRP-Condition1-B-1-Option1List-r17,5018,1,-,- sl-ThresholdRSRP-Condition1-B-1-Option2List-r17,5022,1,-,- sl-ContainerCoordInfo-r17,5023,1,-,- sl-ContainerRequest-r17,5024,1,-,- sl-TriggerConditionCoordInfo-r17,5025,1,-,- sl-TriggerConditionRequest-r17,5026,1,-,- sl-PriorityCoordInfoExplicit-r17,5027,1,-,- sl-PriorityCoordInfoCondition-r17,5028,1,-,- sl-PriorityRequest-r17,5029,1,-,- sl-PriorityPreferredResourceSet-r17,5030,1,-,- sl-MaxSlotOffsetTRIV-r17,5031,1,-,- sl-NumSubCH-PreferredResourceSet-r17,5032,1,-,- sl-ReservedPeriodPreferredResourceSet-r17,5033,1,-,- sl-DetermineResourceType-r17,5034,1,-,-	
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	disabled	-
T	SEQUENCE OF	L	5019	1 8 0
T	SL-ThresholdRSRP-Condition1-B-1-r17	Q	0	sl-Priority-r17,5020,0,-,- sl-ThresholdRSRP-Condition1-B-1-r17,5021,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 66 0
T	SEQUENCE OF	L	5019	1 8 0
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	enabled,disabled	-
T	INTEGER	i	0 1 0
T	INTEGER	i	0 1 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8000 0
T	INTEGER	i	1 27 0
T	INTEGER	i	1 16 0
T	ENUMERATED	e	uea,ueb	-
T	SL-InterUE-CoordinationScheme2-r17	Q	1	sl-IUC-Scheme2-r17,5036,1,-,- sl-RB-SetPSFCH-r17,5037,1,-,- sl-TypeUE-A-r17,5038,1,-,- sl-PSFCH-Occasion-r17,5039,1,-,- sl-SlotLevelResourceExclusion-r17,5040,1,-,- sl-OptionForCondition2-A-1-r17,5041,1,-,- sl-IndicationUE-B-r17,5042,1,-,-	gsl-DeltaRSRP-Thresh-v1720,5043,1,-,-
T	ENUMERATED	e	enabled	-
T	BIT STRING	B	10 275 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 1 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 1 0
T	ENUMERATED	e	enabled,disabled	-
T	INTEGER	i	-30 30 0
T	SetupRelease	C	0	release,5045,0,-,- setup,5046,0,-,-	
T	NULL	n
T	SL-CPE-StartingPositionsPSCCH-PSSCH-List-r18	L	5047	8 8 0
T	SL-CPE-StartingPositionsPSCCH-PSSCH-r18	Q	0	sl-Priority-r18,5048,0,-,- sl-CPE-StartingPositions-r18,5049,0,-,-	
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	5050	1 9 0
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	sc1,sc2	-
T	ENUMERATED	e	prb10,prb11	-
T	ENUMERATED	e	commonInterlace,dedicatedInterlace	-
T	ENUMERATED	e	prb1,prb2,prb5	-
T	ENUMERATED	e	o1,o2,o3,o4	-
T	INTEGER	i	0 9 0
T	INTEGER	i	1 9 0
T	ENUMERATED	e	sym7,sym8,sym9,sym10,sym11,sym12,sym13,sym14	-
T	SEQUENCE OF	L	5064	1 4 0
T	BIT STRING	B	10 275 0
T	SEQUENCE OF	L	5066	1 4 0
T	BIT STRING	B	10 275 0
T	INTEGER	i	0 10 0
T	SEQUENCE OF	L	5069	1 5 0
T	INTEGER	i	0 4 0
T	ENUMERATED	e	brid,daa,bridAndDAA,spare1	-
T	SEQUENCE OF	L	5072	1 17 0
T	SL-PRS-ResourceSharedSL-PRS-RP-r18	Q	0	sl-PRS-ResourceID-r18,5073,0,-,- mNumberOfSymbols-r18,5074,0,-,- sl-PRS-CombSizeN-AndReOffset-r18,5075,1,-,-	
T	INTEGER	i	0 16 0
T	INTEGER	i	1 9 0
T	CHOICE	C	1	n2-r18,5076,0,-,- n4-r18,5077,0,-,- dummy1,5078,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 5 0
T	INTEGER	i	1 4 0
T	BOOLEAN	b
T	SL-TxPoolDedicated-r16	Q	0	sl-PoolToReleaseList-r16,5082,1,-,- sl-PoolToAddModList-r16,5083,1,-,-	
T	SEQUENCE OF	L	4071	1 8 0
T	SEQUENCE OF	L	5084	1 8 0
T	SL-ResourcePoolConfig-r16	Q	0	sl-ResourcePoolID-r16,4071,0,-,- sl-ResourcePool-r16,4899,1,-,-	
T	SetupRelease	C	0	release,5086,0,-,- setup,4897,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,5088,0,-,- setup,5089,0,-,-	
T	NULL	n
T	SL-BWP-DiscPoolConfig-r17	Q	0	sl-DiscRxPool-r17,5090,1,-,- sl-DiscTxPoolSelected-r17,5081,1,-,- sl-DiscTxPoolScheduling-r17,5081,1,-,-	
T	SEQUENCE OF	L	4899	1 16 0
T	SetupRelease	C	0	release,5092,0,-,- setup,5093,0,-,-	
T	NULL	n
T	SL-BWP-PRS-PoolConfig-r18	Q	0	sl-PRS-RxPool-r18,5094,1,-,- sl-PRS-TxPoolSelectedNormal-r18,5152,1,-,- sl-PRS-TxPoolScheduling-r18,5152,1,-,- sl-PRS-TxPoolExceptional-r18,5156,1,-,-	
T	SEQUENCE OF	L	5095	1 16 0
T	SL-PRS-ResourcePool-r18	Q	0	sl-PRS-PSCCH-Config-r18,5096,1,-,- sl-StartRB-SubchannelDedicatedSL-PRS-RP-r18,5102,1,-,- sl-FilterCoefficient-r18,4350,1,-,- sl-ThreshS-RSSI-PRS-CBR-r18,5103,1,-,- sl-RB-Number-r18,5104,1,-,- sl-TimeResource-r18,5105,1,-,- sl-PosAllowedResourceSelectionConfig-r18,5106,1,-,- sl-PRS-ResourceReservePeriodList-r18,5107,1,-,- sl-PRS-ResourcesDedicatedSL-PRS-RP-r18,5111,1,-,- sl-PRS-PowerControl-r18,5118,1,-,- sl-SensingWindowDedicatedSL-PRS-RP-r18,5123,1,-,- sl-TxPercentageDedicatedSL-PRS-RP-List-r18,5124,1,-,- sl-SCI-basedSL-PRS-TxTriggerSCI1-B-r18,5128,1,-,- sl-NumSubchannelDedicatedSL-PRS-RP-r18,5129,1,-,- sl-SubchannelSizeDedicatedSL-PRS-RP-r18,5130,1,-,- sl-MaxNumPerReserveDedicatedSL-PRS-RP-r18,5131,1,-,- sl-NumReservedBitsSCI1B-DedicatedSL-PRS-RP-r18,5132,1,-,- sl-SRC-ID-LenDedicatedSL-PRS-RP-r18,5133,1,-,- sl-CBR-PriorityTxConfigDedicatedSL-PRS-RP-List-r18,5134,1,-,- sl-TimeWindowSizeCBR-DedicatedSL-PRS-RP-r18,5141,1,-,- sl-TimeWindowSizeCR-DedicatedSL-PRS-RP-r18,5142,1,-,- sl-CBR-CommonTxDedicatedSL-PRS-RP-List-r18,4844,1,-,- sl-PriorityThreshold-UL-URLLC-r18,5143,1,-,- sl-PriorityThreshold-r18,5144,1,-,- sl-SelectionWindowListDedicatedSL-PRS-RP-r18,5145,1,-,- sl-Thres-RSRP-ListDedicatedSL-PRS-RP-r18,5149,1,-,- sl-PreemptionEnableDedicatedSL-PRS-RP-r18,5151,1,-,-	
T	SetupRelease	C	0	release,5097,0,-,- setup,5098,0,-,-	
T	NULL	n
T	SL-PSCCH-ConfigDedicatedSL-PRS-RP-r18	Q	1	sl-TimeResourcePSCCH-DedicatedSL-PRS-RP-r18,5099,1,-,- sl-FreqResourcePSCCH-DedicatedSL-PRS-RP-r18,5100,1,-,-	gsl-DMRS-ScrambleID-DedicatedSL-PRS-RP-r18,5101,1,-,-
T	ENUMERATED	e	n2,n3	-
T	ENUMERATED	e	n10,n12,n15,n20,n25	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 265 0
T	INTEGER	i	0 45 0
T	INTEGER	i	10 275 0
T	BIT STRING	B	10 160 0
T	ENUMERATED	e	c1,c2,c3	-
T	SEQUENCE OF	L	5108	1 16 0
T	SL-ReservationPeriodAllowedDedicatedSL-PRS-RP-r18	C	0	sl-ResourceReservePeriod1-r18,5109,0,-,- sl-ResourceReservePeriod2-r18,5110,0,-,-	
T	ENUMERATED	e	ms0,ms100,ms160,ms200,ms300,ms320,ms400,ms500,ms600,ms640,ms700,ms800,ms900,ms1000,ms1280,ms2560,ms5120,ms10240	-
T	INTEGER	i	1 99 0
T	SEQUENCE OF	L	5112	1 12 0
T	SL-PRS-ResourceDedicatedSL-PRS-RP-r18	Q	0	sl-PRS-ResourceID-r18,5113,1,-,- sl-NumberOfSymbols-r18,5114,1,-,- sl-CombSize-r18,5115,1,-,- sl-PRS-starting-symbol-r18,5116,1,-,- sl-PRS-comb-offset-r18,5117,1,-,-	
T	INTEGER	i	0 11 0
T	INTEGER	i	1 9 0
T	ENUMERATED	e	n2,n4,n6	-
T	INTEGER	i	4 12 0
T	INTEGER	i	1 5 0
T	SL-PRS-PowerControl-r18	Q	0	dl-P0-SL-PRS-r18,5119,1,-,- dl-Alpha-SL-PRS-r18,5120,1,-,- sl-P0-SL-PRS-r18,5121,1,-,- sl-Alpha-SL-PRS-r18,5122,1,-,-	
T	INTEGER	i	-202 24 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-202 24 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	ENUMERATED	e	ms100,ms1100	-
T	SEQUENCE OF	L	5125	8 8 0
T	SL-TxPercentageDedicatedSL-PRS-RP-Config-r18	Q	0	sl-TxPercentageDedicatedSL-PRS-RP-r18,5126,1,-,- sl-Priority-DedicatedSL-PRS-RP,5127,1,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	p20,p35,p50	-
T	BOOLEAN	b
T	INTEGER	i	1 27 0
T	ENUMERATED	e	n10,n12,n15,n20,n25,n50,n75,n100	-
T	ENUMERATED	e	n2,n3	-
T	INTEGER	i	0 20 0
T	ENUMERATED	e	n12,n24	-
T	SEQUENCE OF	L	5135	1 8 0
T	SL-PriorityTxConfigIndexDedicatedSL-PRS-RP-r18	Q	0	sl-PriorityThresholdDedicatedSL-PRS-RP-r18,5136,1,-,- sl-DefaultTxConfigIndexDedicatedSL-PRS-RP-r18,5137,1,-,- sl-CBR-ConfigIndexDedicatedSL-PRS-RP-r18,5138,1,-,- sl-PRS-TxConfigIndexList-r18,5139,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	5140	1 15 0
T	SL-PRS-TxConfigIndex-r18	i	0 64 0
T	ENUMERATED	e	ms100,slot100	-
T	ENUMERATED	e	ms1000,slot1000	-
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	SEQUENCE OF	L	5146	8 8 0
T	SL-SelectionWindowConfigDedicatedSL-PRS-RP-r18	Q	0	sl-PRS-Priority-r18,5147,0,-,- sl-PRS-SelectionWindow-r18,5148,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n1,n5,n10,n20	-
T	SEQUENCE OF	L	5150	64 64 0
T	SL-PRS-ThresRSRP-r18	i	0 66 0
T	ENUMERATED	e	enabled,pl1,pl2,pl3,pl4,pl5,pl6,pl7,pl8	-
T	SL-PRS-TxPoolDedicated-r18	Q	0	sl-PRS-PoolToReleaseList-r1,5153,1,-,- sl-PRS-PoolToAddModList-r18,5155,1,-,-	
T	SEQUENCE OF	L	5154	1 8 0
T	SL-PRS-ResourcePoolID-r18	i	1 8 0
T	SEQUENCE OF	L	5156	1 8 0
T	SL-PRS-ResourcePoolConfig-r18	Q	0	sl-PRS-ResourcePoolID-r18,5154,0,-,- sl-PRS-ResourcePool-r18,5095,1,-,-	
T	SL-SyncConfigList-r16	L	5158	1 16 0
T	SL-SyncConfig-r16	Q	1	sl-SyncRefMinHyst-r16,5159,1,-,- sl-SyncRefDiffHyst-r16,5160,1,-,- sl-FilterCoefficient-r16,4350,1,-,- sl-SSB-TimeAllocation1-r16,5161,1,-,- sl-SSB-TimeAllocation2-r16,5161,1,-,- sl-SSB-TimeAllocation3-r16,5161,1,-,- sl-SSID-r16,5165,1,-,- txParameters-r16,5166,0,-,- gnss-Sync-r16,5169,1,-,-	
T	ENUMERATED	e	dB0,dB3,dB6,dB9,dB12	-
T	ENUMERATED	e	dB0,dB3,dB6,dB9,dB12,dBinf	-
T	SL-SSB-TimeAllocation-r16	Q	0	sl-NumSSB-WithinPeriod-r16,5162,1,-,- sl-TimeOffsetSSB-r16,5163,1,-,- sl-TimeInterval-r16,5164,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 671 0
T	SEQUENCE	Q	0	syncTxThreshIC-r16,5167,1,-,- syncTxThreshOoC-r16,5167,1,-,- syncInfoReserved-r16,5168,1,-,-	
T	SL-RSRP-Range-r16	i	0 13 0
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	gnss,gnbEnb	-
T	SEQUENCE OF	L	5172	1 512 0
T	SL-RLC-BearerConfigIndex-r16	i	1 512 0
T	SEQUENCE OF	L	5174	1 512 0
T	SL-RLC-BearerConfig-r16	Q	1	sl-RLC-BearerConfigIndex-r16,5172,0,-,- sl-ServedRadioBearer-r16,5175,1,-,- sl-RLC-Config-r16,5176,1,-,- sl-MAC-LogicalChannelConfig-r16,5180,1,-,-	gsl-RLC-BearerConfigIndex-v1800,5194,1,-,-
T	SLRB-Uu-ConfigIndex-r16	i	1 512 0
T	SL-RLC-Config-r16	C	1	sl-AM-RLC-r16,5177,0,-,- sl-UM-RLC-r16,5179,0,-,-	
T	SEQUENCE	Q	1	sl-SN-FieldLengthAM-r16,140,1,-,- sl-T-PollRetransmit-r16,141,0,-,- sl-PollPDU-r16,142,0,-,- sl-PollByte-r16,143,0,-,- sl-MaxRetxThreshold-r16,5178,0,-,-	
T	ENUMERATED	e	t1,t2,t3,t4,t6,t8,t16,t32	-
T	SEQUENCE	Q	1	sl-SN-FieldLengthUM-r16,150,1,-,-	
T	SL-LogicalChannelConfig-r16	Q	1	sl-Priority-r16,5181,0,-,- sl-PrioritisedBitRate-r16,5182,0,-,- sl-BucketSizeDuration-r16,5183,0,-,- sl-ConfiguredGrantType1Allowed-r16,5184,1,-,- sl-HARQ-FeedbackEnabled-r16,5185,1,-,- sl-AllowedCG-List-r16,5186,1,-,- sl-AllowedSCS-List-r16,5187,1,-,- sl-MaxPUSCH-Duration-r16,5188,1,-,- sl-LogicalChannelGroup-r16,5189,1,-,- sl-SchedulingRequestId-r16,166,1,-,- sl-LogicalChannelSR-DelayTimerApplied-r16,5190,1,-,-	gsl-ChannelAccessPriority-r18,5191,1,-,- sl-AllowedCarriers-r18,5192,1,-,-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	kBps0,kBps8,kBps16,kBps32,kBps64,kBps128,kBps256,kBps512,kBps1024,kBps2048,kBps4096,kBps8192,kBps16384,kBps32768,kBps65536,infinity	-
T	ENUMERATED	e	ms5,ms10,ms20,ms50,ms100,ms150,ms300,ms500,ms1000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled,disabled	-
T	SEQUENCE OF	L	4781	0 7 0
T	SEQUENCE OF	L	162	1 5 0
T	ENUMERATED	e	ms0p02,ms0p04,ms0p0625,ms0p125,ms0p25,ms0p5,spare2,spare1	-
T	INTEGER	i	0 7 0
T	BOOLEAN	b
T	INTEGER	i	1 4 0
T	SEQUENCE OF	L	5193	1 8 0
T	INTEGER	i	1 8 0
T	SL-RLC-BearerConfigIndex-v1800	i	513 1024 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n16,n32	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,5198,0,-,- setup,166,0,-,-	
T	NULL	n
T	INTEGER	i	1 8 0
T	ENUMERATED	e	on,off	-
T	SEQUENCE OF	L	5175	1 512 0
T	SEQUENCE OF	L	5203	1 512 0
T	SL-RadioBearerConfig-r16	Q	1	slrb-Uu-ConfigIndex-r16,5175,0,-,- sl-SDAP-Config-r16,5204,1,-,- sl-PDCP-Config-r16,5227,1,-,- sl-TransRange-r16,5231,1,-,-	
T	SL-SDAP-Config-r16	Q	1	sl-SDAP-Header-r16,5205,0,-,- sl-DefaultRB-r16,5206,0,-,- sl-MappedQoS-Flows-r16,5207,1,-,- sl-CastType-r16,5226,1,-,-	
T	ENUMERATED	e	present,absent	-
T	BOOLEAN	b
T	CHOICE	C	0	sl-MappedQoS-FlowsList-r16,5208,0,-,- sl-MappedQoS-FlowsListDedicated-r16,5222,0,-,-	
T	SEQUENCE OF	L	5209	1 2048 0
T	SL-QoS-Profile-r16	Q	1	sl-PQI-r16,5210,1,-,- sl-GFBR-r16,5219,1,-,- sl-MFBR-r16,5220,1,-,- sl-Range-r16,5221,1,-,-	
T	SL-PQI-r16	C	0	sl-StandardizedPQI-r16,5211,0,-,- sl-Non-StandardizedPQI-r16,5212,0,-,-	
T	INTEGER	i	0 255 0
T	SEQUENCE	Q	1	sl-ResourceType-r16,5213,1,-,- sl-PriorityLevel-r16,5214,1,-,- sl-PacketDelayBudget-r16,5215,1,-,- sl-PacketErrorRate-r16,5216,1,-,- sl-AveragingWindow-r16,5217,1,-,- sl-MaxDataBurstVolume-r16,5218,1,-,-	
T	ENUMERATED	e	gbr,non-GBR,delayCriticalGBR,spare1	-
T	INTEGER	i	1 8 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 4000000000 0
T	INTEGER	i	0 4000000000 0
T	INTEGER	i	1 1000 0
T	SL-MappedQoS-FlowsListDedicated-r16	Q	0	sl-MappedQoS-FlowsToAddList-r16,5223,1,-,- sl-MappedQoS-FlowsToReleaseList-r16,5225,1,-,-	
T	SEQUENCE OF	L	5224	1 2048 0
T	SL-QoS-FlowIdentity-r16	i	1 2048 0
T	SEQUENCE OF	L	5224	1 2048 0
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SL-PDCP-Config-r16	Q	1	sl-DiscardTimer-r16,5228,1,-,- sl-PDCP-SN-Size-r16,5229,1,-,- sl-OutOfOrderDelivery,5230,1,-,-	
T	ENUMERATED	e	ms3,ms10,ms20,ms25,ms30,ms40,ms50,ms60,ms75,ms100,ms150,ms200,ms250,ms300,ms500,ms750,ms1500,infinity	-
T	ENUMERATED	e	len12bits,len18bits	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	m20,m50,m80,m100,m120,m150,m180,m200,m220,m250,m270,m300,m350,m370,m400,m420,m450,m480,m500,m550,m600,m700,m1000,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	5233	1 32 0
T	SL-DestinationIndex-r16	i	0 31 0
T	SEQUENCE OF	L	5235	1 32 0
T	SL-MeasConfigInfo-r16	Q	1	sl-DestinationIndex-r16,5233,0,-,- sl-MeasConfig-r16,5236,0,-,-	
T	SL-MeasConfig-r16	Q	1	sl-MeasObjectToRemoveList-r16,5237,1,-,- sl-MeasObjectToAddModList-r16,5239,1,-,- sl-ReportConfigToRemoveList-r16,5241,1,-,- sl-ReportConfigToAddModList-r16,5243,1,-,- sl-MeasIdToRemoveList-r16,5257,1,-,- sl-MeasIdToAddModList-r16,5259,1,-,- sl-QuantityConfig-r16,5261,1,-,-	
T	SL-MeasObjectToRemoveList-r16	L	5238	1 64 0
T	SL-MeasObjectId-r16	i	1 64 0
T	SL-MeasObjectList-r16	L	5240	1 64 0
T	SL-MeasObjectInfo-r16	Q	1	sl-MeasObjectId-r16,5238,0,-,- sl-MeasObject-r16,4099,0,-,-	
T	SL-ReportConfigToRemoveList-r16	L	5242	1 64 0
T	SL-ReportConfigId-r16	i	1 64 0
T	SL-ReportConfigList-r16	L	5244	1 64 0
T	SL-ReportConfigInfo-r16	Q	1	sl-ReportConfigId-r16,5242,0,-,- sl-ReportConfig-r16,5245,0,-,-	
T	SL-ReportConfig-r16	Q	1	sl-ReportType-r16,5246,0,-,-	
T	CHOICE	C	1	sl-Periodical-r16,5247,0,-,- sl-EventTriggered-r16,5250,0,-,-	
T	SL-PeriodicalReportConfig-r16	Q	1	sl-ReportInterval-r16,4111,0,-,- sl-ReportAmount-r16,5248,0,-,- sl-ReportQuantity-r16,4151,0,-,- sl-RS-Type-r16,5249,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	SL-RS-Type-r16	e	dmrs,sl-prs,spare2,spare1	-
T	SL-EventTriggerConfig-r16	Q	1	sl-EventId-r16,5251,0,-,- sl-ReportInterval-r16,4111,0,-,- sl-ReportAmount-r16,5256,0,-,- sl-ReportQuantity-r16,4151,0,-,- sl-RS-Type-r16,5249,0,-,-	
T	CHOICE	C	1	eventS1-r16,5252,0,-,- eventS2-r16,5254,0,-,-	
T	SEQUENCE	Q	1	s1-Threshold-r16,4179,0,-,- sl-ReportOnLeave-r16,5253,0,-,- sl-Hysteresis-r16,4158,0,-,- sl-TimeToTrigger-r16,4159,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	s2-Threshold-r16,4179,0,-,- sl-ReportOnLeave-r16,5255,0,-,- sl-Hysteresis-r16,4158,0,-,- sl-TimeToTrigger-r16,4159,0,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	SL-MeasIdToRemoveList-r16	L	5258	1 64 0
T	SL-MeasId-r16	i	1 64 0
T	SL-MeasIdList-r16	L	5260	1 64 0
T	SL-MeasIdInfo-r16	Q	1	sl-MeasId-r16,5258,0,-,- sl-MeasObjectId-r16,5238,0,-,- sl-ReportConfigId-r16,5242,0,-,-	
T	SL-QuantityConfig-r16	Q	1	sl-FilterCoefficientDMRS-r16,4350,1,efc4,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	SetupRelease	C	0	release,5264,0,-,- setup,5265,0,-,-	
T	NULL	n
T	SL-PHY-MAC-RLC-Config-v1700	Q	1	sl-DRX-Config-r17,5266,1,-,- sl-RLC-ChannelToReleaseList-r17,5313,1,-,- sl-RLC-ChannelToAddModList-r17,5315,1,-,-	gsl-RLC-BearerToAddModListSizeExt-v1800,5318,1,-,- sl-RLC-BearerToReleaseListSizeExt-v1800,5319,1,-,- sl-FreqInfoToAddModListExt-v1800,5320,1,-,- sl-LBT-SchedulingRequestId-r18,5197,1,-,- sl-SyncFreqList-r18,5333,1,-,- sl-SyncTxMultiFreq-r18,5334,1,-,- sl-MaxTransPowerCA-r18,390,1,-,- sl-SCCH-CarrierSetConfig-r18,5335,1,-,- sl-PRS-SchedulingRequestId-r18,5197,1,-,-
T	SL-DRX-Config-r17	Q	1	sl-DRX-ConfigGC-BC-r17,5267,1,-,- sl-DRX-ConfigUC-ToReleaseList-r17,5280,1,-,- sl-DRX-ConfigUC-ToAddModList-r17,5281,1,-,-	
T	SL-DRX-ConfigGC-BC-r17	Q	1	sl-DRX-GC-BC-PerQoS-List-r17,5268,1,-,- sl-DRX-GC-generic-r17,5276,1,-,- sl-DefaultDRX-GC-BC-r17,5269,1,-,-	
T	SEQUENCE OF	L	5269	1 16 0
T	SL-DRX-GC-BC-QoS-r17	Q	1	sl-DRX-GC-BC-MappedQoS-FlowList-r17,5270,1,-,- sl-DRX-GC-BC-OnDurationTimer-r17,5271,0,-,- sl-DRX-GC-InactivityTimer-r17,5274,0,-,- sl-DRX-GC-BC-Cycle-r17,5275,0,-,-	
T	SEQUENCE OF	L	5209	1 2048 0
T	CHOICE	C	0	subMilliSeconds,5272,0,-,- milliSeconds,5273,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms10,ms20,ms32,ms40,ms60,ms64,ms70,ms80,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SL-DRX-GC-Generic-r17	Q	0	sl-DRX-GC-HARQ-RTT-Timer1-r17,5277,1,-,- sl-DRX-GC-HARQ-RTT-Timer2-r17,5278,1,-,- sl-DRX-GC-RetransmissionTimer-r17,5279,0,-,-	
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	5233	1 32 0
T	SEQUENCE OF	L	5282	1 32 0
T	SL-DRX-ConfigUC-Info-r17	Q	1	sl-DestinationIndex-r17,5233,1,-,- sl-DRX-ConfigUC-r17,5283,1,-,-	
T	SL-DRX-ConfigUC-r17	Q	0	sl-drx-onDurationTimer-r17,5284,0,-,- sl-drx-InactivityTimer-r17,5287,0,-,- sl-drx-HARQ-RTT-Timer1-r17,5288,1,-,- sl-drx-HARQ-RTT-Timer2-r17,5289,1,-,- sl-drx-RetransmissionTimer-r17,5290,0,-,- sl-drx-CycleStartOffset-r17,5291,0,-,- sl-drx-SlotOffset,5312,0,-,-	
T	CHOICE	C	0	subMilliSeconds,5285,0,-,- milliSeconds,5286,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,5292,0,-,- ms20,5293,0,-,- ms32,5294,0,-,- ms40,5295,0,-,- ms60,5296,0,-,- ms64,5297,0,-,- ms70,5298,0,-,- ms80,5299,0,-,- ms128,5300,0,-,- ms160,5301,0,-,- ms256,5302,0,-,- ms320,5303,0,-,- ms512,5304,0,-,- ms640,5305,0,-,- ms1024,5306,0,-,- ms1280,5307,0,-,- ms2048,5308,0,-,- ms2560,5309,0,-,- ms5120,5310,0,-,- ms10240,5311,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 59 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 69 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2047 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 31 0
T	SEQUENCE OF	L	5314	1 512 0
T	SL-RLC-ChannelID-r17	i	1 512 0
T	SEQUENCE OF	L	5316	1 512 0
T	SL-RLC-ChannelConfig-r17	Q	1	sl-RLC-ChannelID-r17,5314,0,-,- sl-RLC-Config-r17,5176,1,-,- sl-MAC-LogicalChannelConfig-r17,5180,1,-,- sl-PacketDelayBudget-r17,5317,1,-,-	
T	INTEGER	i	0 1023 0
T	SEQUENCE OF	L	5174	1 512 0
T	SEQUENCE OF	L	5194	1 512 0
T	SEQUENCE OF	L	5321	1 8 0
T	SL-FreqConfigExt-v1800	Q	1	absenceOfAnyOtherTechnology-r18,5322,1,-,- sl-FreqSelectionConfigList-r18,5323,1,-,- sl-SyncTxDisabled-r18,5327,1,-,- sl-EnergyDetectionConfig-r18,5328,1,-,- ue-ToUE-COT-SharingED-Threshold-r18,5331,1,-,- harq-ACK-FeedbackRatioforCW-AdjustmentGC-Option2-r18,5332,1,-,-	gadditionalSpectrumEmission-v1860,707,1,-,-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	5324	1 8 0
T	SL-FreqSelectionConfig-r18	Q	0	sl-priorityList-r18,5325,0,-,- sl-threshCBR-FreqReselection-r18,4337,0,-,- sl-threshCBR-FreqKeeping-r18,4337,0,-,-	
T	SEQUENCE OF	L	5326	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	sl-MaxEnergyDetectionThreshold-r18,5329,0,-,- sl-EnergyDetectionThresholdOffset-r18,5330,0,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-13 20 0
T	INTEGER	i	-85 -52 0
T	INTEGER	i	10 100 0
T	SEQUENCE OF	L	4854	1 8 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,5336,0,-,- setup,5337,0,-,-	
T	NULL	n
T	SL-SCCH-CarrierSetConfigList-r18	L	5338	1 96 0
T	SL-SCCH-CarrierSetConfig-r18	Q	0	sl-DestinationList-r18,5339,0,-,- sl-SRB-Identity-r18,5341,0,-,- sl-AllowedCarrierFreqSet1-r18,5342,0,-,- sl-AllowedCarrierFreqSet2-r18,5344,0,-,-	
T	SEQUENCE OF	L	5340	1 32 0
T	SL-DestinationIdentity-r16	B	24 24 0
T	SEQUENCE OF	L	15	1 3 0
T	SEQUENCE OF	L	5343	1 8 0
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	5345	1 8 0
T	INTEGER	i	1 8 0
T	SetupRelease	C	0	release,5347,0,-,- setup,5348,0,-,-	
T	NULL	n
T	SL-DiscConfig-r17	Q	0	sl-RelayUE-Config-r17,5349,1,-,- sl-RemoteUE-Config-r17,5352,1,-,-	
T	SetupRelease	C	0	release,5350,0,-,- setup,5351,0,-,-	
T	NULL	n
T	SL-RelayUE-Config-r17	Q	0	threshHighRelay-r17,743,1,-,- threshLowRelay-r17,743,1,-,- hystMaxRelay-r17,4158,1,-,- hystMinRelay-r17,4158,1,-,-	
T	SetupRelease	C	0	release,5353,0,-,- setup,5354,0,-,-	
T	NULL	n
T	SL-RemoteUE-Config-r17	Q	0	threshHighRemote-r17,743,1,-,- hystMaxRemote-r17,4158,1,-,- sl-ReselectionConfig-r17,5355,1,-,-	
T	SL-ReselectionConfig-r17	Q	0	sl-RSRP-Thresh-r17,5167,1,-,- sl-FilterCoefficientRSRP-r17,4350,1,-,- sl-HystMin-r17,4158,1,-,-	
T	SL-DiscConfig-v1800	Q	0	sl-RelayUE-ConfigU2U-r18,5357,1,-,- sl-RemoteUE-ConfigU2U-r18,5360,1,-,-	
T	SetupRelease	C	0	release,5358,0,-,- setup,5359,0,-,-	
T	NULL	n
T	SL-RelayUE-ConfigU2U-r18	Q	0	sl-RSRP-Thresh-DiscConfig-r18,5167,1,-,- sd-RSRP-ThreshDiscConfig-r18,5167,1,-,- sd-hystMaxRelay-r18,4158,1,-,-	
T	SetupRelease	C	0	release,5361,0,-,- setup,5362,0,-,-	
T	NULL	n
T	SL-RemoteUE-ConfigU2U-r18	Q	0	sl-RSRP-ThreshU2U-r18,5167,1,-,- sl-HystMinU2U-r18,4158,1,-,- sd-RSRP-ThreshU2U-r18,5167,1,-,- sd-FilterCoefficientU2U-r18,4350,1,-,- sd-HystMinU2U-r18,4158,1,-,-	
T	SL-DiscConfig-v1830	Q	0	sl-RemoteUE-ConfigU2U-v1830,5364,1,-,-	
T	SetupRelease	C	0	release,5365,0,-,- setup,5366,0,-,-	
T	NULL	n
T	SL-RemoteUE-ConfigU2U-v1830	Q	1	sl-FilterCoefficientU2U-r18,4350,1,-,-	
T	SL-DiscConfig-v1840	Q	0	sl-RelayUE-ConfigU2U-v1840,5368,1,-,-	
T	SetupRelease	C	0	release,5369,0,-,- setup,5370,0,-,-	
T	NULL	n
T	SL-RelayUE-ConfigU2U-v1840	Q	1	sl-FilterCoefficientU2U-r18,4350,1,-,- sd-FilterCoefficientU2U-r18,4350,1,-,-	
T	SetupRelease	C	0	release,5372,0,-,- setup,5373,0,-,-	
T	NULL	n
T	SL-ConfigDedicatedEUTRA-Info-r16	Q	0	sl-ConfigDedicatedEUTRA-r16,5374,1,-,- sl-TimeOffsetEUTRA-List-r16,5375,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	5376	8 8 0
T	SL-TimeOffsetEUTRA-r16	e	ms0,ms0dot25,ms0dot5,ms0dot625,ms0dot75,ms1,ms1dot25,ms1dot5,ms1dot75,ms2,ms2dot5,ms3,ms4,ms5,ms6,ms8,ms10,ms20	-
T	RRCReconfiguration-v1700-IEs	Q	0	otherConfig-v1700,5378,1,-,- sl-L2RelayUE-Config-r17,5421,1,-,- sl-L2RemoteUE-Config-r17,5444,1,-,- dedicatedPagingDelivery-r17,5453,1,-,- needForGapNCSG-ConfigNR-r17,5475,1,-,- needForGapNCSG-ConfigEUTRA-r17,5479,1,-,- musim-GapConfig-r17,5483,1,-,- ul-GapFR2-Config-r17,5508,1,-,- scg-State-r17,5514,1,-,- appLayerMeasConfig-r17,5515,1,-,- ue-TxTEG-RequestUL-TDOA-Config-r17,5554,1,-,- nonCriticalExtension,5559,1,-,-	
T	OtherConfig-v1700	Q	0	ul-GapFR2-PreferenceConfig-r17,5379,1,-,- musim-GapAssistanceConfig-r17,5380,1,-,- musim-LeaveAssistanceConfig-r17,5384,1,-,- successHO-Config-r17,5388,1,-,- maxBW-PreferenceConfigFR2-2-r17,5395,1,-,- maxMIMO-LayerPreferenceConfigFR2-2-r17,5396,1,-,- minSchedulingOffsetPreferenceConfigExt-r17,5397,1,-,- rlm-RelaxationReportingConfig-r17,5398,1,-,- bfd-RelaxationReportingConfig-r17,5402,1,-,- scg-DeactivationPreferenceConfig-r17,5406,1,-,- rrm-MeasRelaxationReportingConfig-r17,5410,1,-,- propDelayDiffReportConfig-r17,5415,1,-,-	
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,5381,0,-,- setup,5382,0,-,-	
T	NULL	n
T	MUSIM-GapAssistanceConfig-r17	Q	0	musim-GapProhibitTimer-r17,5383,0,-,-	
T	ENUMERATED	e	s0,s0dot1,s0dot2,s0dot3,s0dot4,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10	-
T	SetupRelease	C	0	release,5385,0,-,- setup,5386,0,-,-	
T	NULL	n
T	MUSIM-LeaveAssistanceConfig-r17	Q	0	musim-LeaveWithoutResponseTimer-r17,5387,0,-,-	
T	ENUMERATED	e	ms10,ms20,ms40,ms60,ms80,ms100,spare2,spare1	-
T	SetupRelease	C	0	release,5389,0,-,- setup,5390,0,-,-	
T	NULL	n
T	SuccessHO-Config-r17	Q	1	thresholdPercentageT304-r17,5391,1,-,- thresholdPercentageT310-r17,5392,1,-,- thresholdPercentageT312-r17,5393,1,-,- sourceDAPS-FailureReporting-r17,5394,1,-,-	
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p20,p40,p60,p80,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,5399,0,-,- setup,5400,0,-,-	
T	NULL	n
T	RLM-RelaxationReportingConfig-r17	Q	0	rlm-RelaxtionReportingProhibitTimer-r17,5401,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,infinity,spare2,spare1	-
T	SetupRelease	C	0	release,5403,0,-,- setup,5404,0,-,-	
T	NULL	n
T	BFD-RelaxationReportingConfig-r17	Q	0	bfd-RelaxtionReportingProhibitTimer-r17,5405,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,infinity,spare2,spare1	-
T	SetupRelease	C	0	release,5407,0,-,- setup,5408,0,-,-	
T	NULL	n
T	SCG-DeactivationPreferenceConfig-r17	Q	0	scg-DeactivationPreferenceProhibitTimer-r17,5409,0,-,-	
T	ENUMERATED	e	s0,s1,s2,s4,s8,s10,s15,s30,s60,s120,s180,s240,s300,s600,s900,s1800	-
T	SetupRelease	C	0	release,5411,0,-,- setup,5412,0,-,-	
T	NULL	n
T	RRM-MeasRelaxationReportingConfig-r17	Q	0	s-SearchDeltaP-Stationary-r17,5413,0,-,- t-SearchDeltaP-Stationary-r17,5414,0,-,-	
T	ENUMERATED	e	dB2,dB3,dB6,dB9,dB12,dB15,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SetupRelease	C	0	release,5416,0,-,- setup,5417,0,-,-	
T	NULL	n
T	PropDelayDiffReportConfig-r17	Q	0	threshPropDelayDiff-r17,5418,1,-,- neighCellInfoList-r17,5419,1,-,-	
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms9,ms10,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	5420	1 4 0
T	NeighbourCellInfo-r17	Q	0	epochTime-r17,972,0,-,- ephemerisInfo-r17,984,0,-,-	
T	SetupRelease	C	0	release,5422,0,-,- setup,5423,0,-,-	
T	NULL	n
T	SL-L2RelayUE-Config-r17	Q	1	sl-RemoteUE-ToAddModList-r17,5424,1,-,- sl-RemoteUE-ToReleaseList-r17,5433,1,-,-	gsl-U2U-RemoteUE-ToAddModList-r18,5434,1,-,- sl-U2U-RemoteUE-ToReleaseList-r18,5443,1,-,-
T	SEQUENCE OF	L	5425	1 32 0
T	SL-RemoteUE-ToAddMod-r17	Q	1	sl-L2IdentityRemote-r17,5340,0,-,- sl-SRAP-ConfigRelay-r17,5426,1,-,-	
T	SL-SRAP-Config-r17	Q	1	sl-LocalIdentity-r17,5427,1,-,- sl-MappingToAddModList-r17,5428,1,-,- sl-MappingToReleaseList-r17,5432,1,-,-	
T	INTEGER	i	0 255 0
T	SEQUENCE OF	L	5429	1 32 0
T	SL-MappingToAddMod-r17	Q	1	sl-RemoteUE-RB-Identity-r17,5430,0,-,- sl-EgressRLC-ChannelUu-r17,3812,1,-,- sl-EgressRLC-ChannelPC5-r17,5314,1,-,-	
T	SL-RemoteUE-RB-Identity-r17	C	1	srb-Identity-r17,5431,0,-,- drb-Identity-r17,104,0,-,-	
T	INTEGER	i	0 3 0
T	SEQUENCE OF	L	5430	1 32 0
T	SEQUENCE OF	L	5340	1 32 0
T	SEQUENCE OF	L	5435	1 32 0
T	SL-U2U-RemoteUE-Config-r18	Q	1	sl-L2IdentityRemoteUE-r18,5340,0,-,- sl-SourceRemoteUE-ToAddModList-r18,5436,1,-,- sl-SourceRemoteUE-ToReleaseList-r18,5442,1,-,-	
T	SEQUENCE OF	L	5437	1 32 0
T	SL-SourceRemoteUE-Config-r18	Q	1	sl-SourceUE-Identity-r18,1047,0,-,- sl-SRAP-ConfigU2U-r18,5438,0,-,-	
T	SL-SRAP-ConfigU2U-r18	Q	0	sl-MappingToAddMod-U2U-List-r18,5439,1,-,- sl-MappingToRelease-U2U-List-r18,5441,1,-,-	
T	SEQUENCE OF	L	5440	1 512 0
T	SL-MappingConfig-U2U-r18	Q	1	sl-RemoteUE-SLRB-Identity-r18,5175,0,-,- sl-EgressRLC-ChannelPC5-r18,5314,0,-,-	
T	SEQUENCE OF	L	5175	1 512 0
T	SEQUENCE OF	L	1047	1 32 0
T	SEQUENCE OF	L	5340	1 32 0
T	SetupRelease	C	0	release,5445,0,-,- setup,5446,0,-,-	
T	NULL	n
T	SL-L2RemoteUE-Config-r17	Q	1	sl-SRAP-ConfigRemote-r17,5426,1,-,- sl-UEIdentityRemote-r17,1,1,-,-	gsl-U2U-RelayUE-ToAddModList-r18,5447,1,-,- sl-U2U-RelayUE-ToReleaseList-r18,5452,1,-,-
T	SEQUENCE OF	L	5448	1 32 0
T	SL-U2U-RelayUE-Config-r18	Q	1	sl-L2IdentityRelay-r18,5340,0,-,- sl-TargetRemoteUE-ToAddModList-r18,5449,1,-,- sl-TargetRemoteUE-ToReleaseList-r18,5451,1,-,-	
T	SEQUENCE OF	L	5450	1 32 0
T	SL-TargetRemoteUE-Config-r18	Q	1	sl-TargetUE-Identity-r18,5340,0,-,- sl-SRAP-ConfigU2U-r18,5438,0,-,-	
T	SEQUENCE OF	L	5340	1 32 0
T	SEQUENCE OF	L	5340	1 32 0
T	OCTET STRING	O	0 - 0
T	Paging	Q	0	pagingRecordList,5455,1,-,- lateNonCriticalExtension,5461,1,-,- nonCriticalExtension,5462,1,-,-	
T	PagingRecordList	L	5456	1 32 0
T	PagingRecord	Q	1	ue-Identity,5457,0,-,- accessType,5460,1,-,-	
T	PagingUE-Identity	C	1	ng-5G-S-TMSI,5458,0,-,- fullI-RNTI,5459,0,-,-	
T	NG-5G-S-TMSI	B	48 48 0
T	I-RNTI-Value	B	40 40 0
T	ENUMERATED	e	non3GPP	-
T	OCTET STRING	O	0 - 0
T	Paging-v1700-IEs	Q	0	pagingRecordList-v1700,5463,1,-,- pagingGroupList-r17,5466,1,-,- nonCriticalExtension,5467,1,-,-	
T	PagingRecordList-v1700	L	5464	1 32 0
T	PagingRecord-v1700	Q	0	pagingCause-r17,5465,1,-,-	
T	ENUMERATED	e	voice	-
T	PagingGroupList-r17	L	117	1 32 0
T	Paging-v1800-IEs	Q	0	pagingRecordList-v1800,5468,1,-,- pagingGroupList-v1800,5471,1,-,- nonCriticalExtension,5474,1,-,-	
T	PagingRecordList-v1800	L	5469	1 32 0
T	PagingRecord-v1800	Q	0	mt-SDT,5470,1,-,-	
T	ENUMERATED	e	true	-
T	PagingGroupList-v1800	L	5472	1 32 0
T	GroupPaging-r18	Q	0	inactiveReceptionAllowed-r18,5473,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SetupRelease	C	0	release,5476,0,-,- setup,5477,0,-,-	
T	NULL	n
T	NeedForGapNCSG-ConfigNR-r17	Q	0	requestedTargetBandFilterNCSG-NR-r17,5478,1,-,-	
T	SEQUENCE OF	L	504	1 1024 0
T	SetupRelease	C	0	release,5480,0,-,- setup,5481,0,-,-	
T	NULL	n
T	NeedForGapNCSG-ConfigEUTRA-r17	Q	0	requestedTargetBandFilterNCSG-EUTRA-r17,5482,1,-,-	
T	SEQUENCE OF	L	3534	1 256 0
T	SetupRelease	C	0	release,5484,0,-,- setup,5485,0,-,-	
T	NULL	n
T	MUSIM-GapConfig-r17	Q	1	musim-GapToReleaseList-r17,5486,1,-,- musim-GapToAddModList-r17,5488,1,-,- musim-AperiodicGap-r17,5490,1,-,-	gmusim-GapToAddModListExt-v1820,5505,1,-,- musim-GapKeep-r18,5507,1,-,-
T	SEQUENCE OF	L	5487	1 3 0
T	MUSIM-GapId-r17	i	0 2 0
T	SEQUENCE OF	L	5489	1 3 0
T	MUSIM-Gap-r17	Q	0	musim-GapId-r17,5487,0,-,- musim-GapInfo-r17,5490,0,-,-	
T	MUSIM-GapInfo-r17	Q	0	musim-Starting-SFN-AndSubframe-r17,5491,1,-,- musim-GapLength-r17,5494,1,-,- musim-GapRepetitionAndOffset-r17,5495,1,-,-	
T	MUSIM-Starting-SFN-AndSubframe-r17	Q	0	starting-SFN-r17,5492,0,-,- startingSubframe-r17,5493,0,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	ENUMERATED	e	ms3,ms4,ms6,ms10,ms20	-
T	CHOICE	C	1	ms20-r17,5496,0,-,- ms40-r17,5497,0,-,- ms80-r17,5498,0,-,- ms160-r17,5499,0,-,- ms320-r17,5500,0,-,- ms640-r17,5501,0,-,- ms1280-r17,5502,0,-,- ms2560-r17,5503,0,-,- ms5120-r17,5504,0,-,-	
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	SEQUENCE OF	L	5506	1 3 0
T	MUSIM-GapExt-v1820	Q	0	gapPriority-r18,4375,0,-,-	
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,5509,0,-,- setup,5510,0,-,-	
T	NULL	n
T	UL-GapFR2-Config-r17	Q	0	gapOffset-r17,5511,0,-,- ugl-r17,5512,0,-,- ugrp-r17,5513,0,-,- refFR2-ServCellAsyncCA-r17,160,1,-,-	
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms0dot125,ms0dot25,ms0dot5,ms1	-
T	ENUMERATED	e	ms5,ms20,ms40,ms160	-
T	ENUMERATED	e	deactivated	-
T	AppLayerMeasConfig-r17	Q	1	measConfigAppLayerToAddModList-r17,5516,1,-,- measConfigAppLayerToReleaseList-r17,5550,1,-,- rrc-SegAllowedSRB4-r17,5551,1,-,-	grrc-SegAllowedSRB5-r18,5552,1,-,- idleInactiveReportAllowed-r18,5553,1,-,-
T	SEQUENCE OF	L	5517	1 16 0
T	MeasConfigAppLayer-r17	Q	1	measConfigAppLayerId-r17,5518,0,-,- measConfigAppLayerContainer-r17,5519,1,-,- serviceType-r17,5520,1,-,- pauseReporting-r17,5521,1,-,- transmissionOfSessionStartStop-r17,5522,1,-,- ran-VisibleParameters-r17,5523,1,-,-	greportingSRB-r18,5530,1,-,- appLayerMeasPriority-r18,5531,1,-,- appLayerIdleInactiveConfig-r18,5532,1,-,-
T	MeasConfigAppLayerId-r17	i	0 15 0
T	OCTET STRING	O	1 8000 0
T	ENUMERATED	e	streaming,mtsi,vr,spare5,spare4,spare3,spare2,spare1	-
T	BOOLEAN	b
T	BOOLEAN	b
T	SetupRelease	C	0	release,5524,0,-,- setup,5525,0,-,-	
T	NULL	n
T	RAN-VisibleParameters-r17	Q	1	ran-VisiblePeriodicity-r17,5526,1,-,- numberOfBufferLevelEntries-r17,5527,1,-,- reportPlayoutDelayForMediaStartup-r17,5528,1,-,-	gran-VisibleReportingSRB-r18,5529,1,-,-
T	ENUMERATED	e	ms120,ms240,ms480,ms640,ms1024	-
T	INTEGER	i	1 8 0
T	BOOLEAN	b
T	ENUMERATED	e	srb4,srb5	-
T	ENUMERATED	e	srb4,srb5	-
T	INTEGER	i	1 16 0
T	SetupRelease	C	0	release,5533,0,-,- setup,5534,0,-,-	
T	NULL	n
T	AppLayerIdleInactiveConfig-r18	Q	1	measConfigAppLayerId-r18,5518,0,-,- serviceType-r18,5535,1,-,- appLayerMeasPriority-r18,5536,1,-,- qoe-Reference-r18,5537,1,-,- qoe-MeasurementType-r18,5538,1,-,- qoe-AreaScope-r18,5539,1,-,- mce-Id-r18,5546,1,-,- availableRAN-VisibleMetrics-r18,5547,1,-,-	
T	ENUMERATED	e	streaming,mtsi,vr,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	OCTET STRING	O	6 6 0
T	ENUMERATED	e	sbased,mbased	-
T	Qoe-AreaScope-r18	C	1	cellGlobalIdList,5540,0,-,- trackingAreaCodeList,5542,0,-,- trackingAreaIdentityList,5543,0,-,- plmn-IdentityList,5545,0,-,-	
T	CellGlobalIdList-r16	L	5541	1 32 0
T	CGI-Info-Logging-r16	Q	0	plmn-Identity-r16,120,0,-,- cellIdentity-r16,2463,0,-,- trackingAreaCode-r16,3665,1,-,-	
T	TrackingAreaCodeList-r16	L	3665	1 8 0
T	TrackingAreaIdentityList-r16	L	5544	1 8 0
T	TrackingAreaIdentity-r16	Q	0	plmn-Identity-r16,120,0,-,- trackingAreaCode-r16,3665,0,-,-	
T	PLMN-IdentityList2-r16	L	120	1 16 0
T	OCTET STRING	O	1 1 0
T	AvailableRAN-VisibleMetrics-r18	Q	1	appLayerBufferLevelList-r18,5548,1,-,- playoutDelayForMediaStartup-r18,5549,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	5518	1 16 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,5555,0,-,- setup,5556,0,-,-	
T	NULL	n
T	UE-TxTEG-RequestUL-TDOA-Config-r17	C	0	oneShot-r17,5557,0,-,- periodicReporting-r17,5558,0,-,-	
T	NULL	n
T	ENUMERATED	e	ms160,ms320,ms1280,ms2560,ms61440,ms81920,ms368640,ms737280	-
T	RRCReconfiguration-v1800-IEs	Q	0	needForInterruptionConfigNR-r18,5560,1,-,- aerial-Config-r18,5561,1,-,- sl-IndirectPathAddChange-r18,5571,1,-,- n3c-IndirectPathAddChange-r18,5575,1,-,- n3c-IndirectPathConfigRelay-r18,5580,1,-,- otherConfig-v1800,5586,1,-,- srs-PosResourceSetAggBW-CombinationList-r18,5624,1,-,- ltm-Config-r18,5632,1,-,- nonCriticalExtension,5688,1,-,-	
T	ENUMERATED	e	disabled,enabled	-
T	SetupRelease	C	0	release,5562,0,-,- setup,5563,0,-,-	
T	NULL	n
T	Aerial-Config-r18	Q	1	flightPathUpdateThrConfig-r18,5564,1,-,-	
T	SEQUENCE	Q	0	flightPathUpdateDistanceThr-r18,5565,1,-,- flightPathUpdateTimeThr-r18,5568,1,-,-	
T	SetupRelease	C	0	release,5566,0,-,- setup,5567,0,-,-	
T	NULL	n
T	FlightPathUpdateDistanceThr-r18	i	0 1023 0
T	SetupRelease	C	0	release,5569,0,-,- setup,5570,0,-,-	
T	NULL	n
T	FlightPathUpdateTimeThr-r18	i	0 16383 0
T	SetupRelease	C	0	release,5572,0,-,- setup,5573,0,-,-	
T	NULL	n
T	SL-IndirectPathAddChange-r18	Q	1	sl-IndirectPathRelayUE-Identity-r18,1047,0,-,- sl-IndirectPathCellIdentity-r18,2463,0,-,- t421-r18,5574,1,-,-	
T	ENUMERATED	e	ms50,ms100,ms150,ms200,ms500,ms1000,ms2000,ms10000	-
T	SetupRelease	C	0	release,5576,0,-,- setup,5577,0,-,-	
T	NULL	n
T	N3C-IndirectPathAddChange-r18	Q	1	n3c-RelayIdentification-r18,5578,0,-,-	
T	N3C-RelayUE-Info-r18	Q	0	n3c-CellGlobalId-r18,5579,0,-,- n3c-C-RNTI-r18,1,0,-,-	
T	SEQUENCE	Q	0	n3c-PLMN-Id-r18,120,0,-,- n3c-CellIdentity-r18,2463,0,-,-	
T	SetupRelease	C	0	release,5581,0,-,- setup,5582,0,-,-	
T	NULL	n
T	N3C-IndirectPathConfigRelay-r18	Q	1	n3c-MappingToReleaseList-r18,5583,1,-,- n3c-MappingToAddModList-r18,5584,1,-,-	
T	SEQUENCE OF	L	5430	1 32 0
T	SEQUENCE OF	L	5585	1 32 0
T	N3C-MappingConfig-r18	Q	1	n3c-RemoteUE-RB-Identity-r18,5430,0,-,- n3c-RLC-ChannelUu-r18,3812,0,-,-	
T	OtherConfig-v1800	Q	0	idc-AssistanceConfig-v1800,5587,1,-,- multiRx-PreferenceReportingConfigFR2-r18,5597,1,-,- aerial-FlightPathAvailabilityConfig-r18,5601,1,-,- ul-TrafficInfoReportingConfig-r18,5602,1,-,- n3c-RelayUE-InfoReportConfig-r18,5609,1,-,- successPSCell-Config-r18,5610,1,-,- sn-InitiatedPSCellChange-r18,5616,1,-,- musim-GapPriorityAssistanceConfig-r18,5617,1,-,- musim-CapabilityRestrictionConfig-r18,5618,1,-,-	
T	SetupRelease	C	0	release,5588,0,-,- setup,5589,0,-,-	
T	NULL	n
T	IDC-AssistanceConfig-v1800	Q	0	idc-FDM-AssistanceConfig-r18,5590,1,-,- idc-TDM-AssistanceConfig-r18,5596,1,-,-	
T	SetupRelease	C	0	release,5591,0,-,- setup,5592,0,-,-	
T	NULL	n
T	IDC-FDM-AssistanceConfig-r18	Q	1	candidateServingFreqRangeListNR-r18,5593,1,-,-	
T	CandidateServingFreqRangeListNR-r18	L	5594	1 128 0
T	CandidateServingFreqRangeNR-r18	Q	0	candidateCenterFreq-r18,4,0,-,- candidateBandwidth-r18,5595,1,-,-	
T	ENUMERATED	e	khz200,khz400,khz600,khz800,mhz1,mhz2,mhz3,mhz4,mhz5,mhz6,mhz8,mhz10,mhz20,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100,mhz200,mhz300,mhz400	-
T	ENUMERATED	e	setup	-
T	SetupRelease	C	0	release,5598,0,-,- setup,5599,0,-,-	
T	NULL	n
T	MultiRx-PreferenceReportingConfigFR2-r18	Q	0	multiRx-PreferenceReportingConfigFR2ProhibitTimer-r18,5600,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,5603,0,-,- setup,5604,0,-,-	
T	NULL	n
T	UL-TrafficInfoReportingConfig-r18	Q	0	pdu-SessionsToReportUL-TrafficInfoList-r18,5605,0,-,- ul-TrafficInfoProhibitTimer-r18,5608,0,-,-	
T	SEQUENCE OF	L	5606	1 256 0
T	PDU-SessionToReportUL-TrafficInfo-r18	Q	0	pdu-SessionID-r18,97,0,-,- qfi-ToReportUL-TrafficInfoList-r18,5607,0,-,-	
T	SEQUENCE OF	L	102	1 64 0
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,5611,0,-,- setup,5612,0,-,-	
T	NULL	n
T	SuccessPSCell-Config-r18	Q	1	thresholdPercentageT304-SCG-r18,5613,1,-,- thresholdPercentageT310-SCG-r18,5614,1,-,- thresholdPercentageT312-SCG-r18,5615,1,-,-	
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p20,p40,p60,p80,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,5619,0,-,- setup,5620,0,-,-	
T	NULL	n
T	MUSIM-CapabilityRestrictionConfig-r18	Q	0	musim-CandidateBandList-r18,5621,1,-,- musim-WaitTimer-r18,5622,0,-,- musim-ProhibitTimer-r18,5623,0,-,-	
T	MUSIM-CandidateBandList-r18	L	504	1 8 0
T	ENUMERATED	e	ms10,ms20,ms40,ms60,ms80,ms100,spare2,spare1	-
T	ENUMERATED	e	s0,s0dot1,s0dot2,s0dot3,s0dot4,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10	-
T	SetupRelease	C	0	release,5625,0,-,- setup,5626,0,-,-	
T	NULL	n
T	SRS-PosResourceSetAggBW-CombinationList-r18	L	5627	1 32 0
T	SRS-PosResourceSetLinkedForAggBW-List-r18	L	5628	2 3 0
T	SRS-PosResourceSetLinkedForAggBW-r18	Q	1	srs-PosResourceSetLinked-r18,2204,0,-,- srs-LinkedConfig-r18,5629,0,-,-	
T	CHOICE	C	0	rrc-connectedState-r18,5630,0,-,- rrc-inactiveState-r18,5631,0,-,-	
T	SEQUENCE	Q	1	servingCellAndBWP-Id-r18,1303,0,-,-	
T	SEQUENCE	Q	1	scs-SpecificCarrier-r18,506,0,-,- freqInfo-r18,4,0,-,-	
T	SetupRelease	C	0	release,5633,0,-,- setup,5634,0,-,-	
T	NULL	n
T	LTM-Config-r18	Q	1	ltm-ReferenceConfiguration-r18,4746,1,-,- ltm-CandidateToReleaseList-r18,5635,1,-,- ltm-CandidateToAddModList-r18,5637,1,-,- ltm-ServingCellNoResetID-r18,5679,1,-,- ltm-CSI-ResourceConfigToAddModList-r18,5680,1,-,- ltm-CSI-ResourceConfigToReleaseList-r18,5685,1,-,- attemptLTM-Switch-r18,5686,1,-,- ltm-ServingCellUE-MeasuredTA-ID-r18,5687,1,-,-	
T	SEQUENCE OF	L	5636	1 8 0
T	LTM-CandidateId-r18	i	1 8 0
T	SEQUENCE OF	L	5638	1 8 0
T	LTM-Candidate-r18	Q	1	ltm-CandidateId-r18,5636,0,-,- ltm-CandidatePCI-r18,500,1,-,- ltm-SSB-Config-r18,5639,1,-,- ltm-CandidateConfig-r18,5646,1,-,- ltm-ConfigComplete-r18,5647,1,-,- ltm-EarlyUL-SyncConfig-r18,5648,1,-,- ltm-EarlyUL-SyncConfigSUL-r18,5656,1,-,- ltm-TCI-Info-r18,5657,1,-,- ltm-NoResetID-r18,5677,1,-,- ltm-UE-MeasuredTA-ID-r18,5678,1,-,-	
T	LTM-SSB-Config-r18	Q	1	ssb-Frequency-r18,4,0,-,- subcarrierSpacing-r18,162,0,-,- ssb-Periodicity-r18,5640,1,-,- ssb-PositionsInBurst-r18,5641,1,-,- ss-PBCH-BlockPower-r18,5645,1,-,-	
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	CHOICE	C	0	shortBitmap,5642,0,-,- mediumBitmap,5643,0,-,- longBitmap,5644,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	INTEGER	i	-60 50 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	EarlyUL-SyncConfig-r18	Q	1	frequencyInfoUL-r18,703,0,-,- rach-ConfigGeneric-r18,713,0,-,- bwp-GenericParameters-r18,511,0,-,- ssb-PerRACH-Occasion-r18,5650,1,-,- prach-RootSequenceIndex-r18,5651,1,-,- ltm-PRACH-SubcarrierSpacing-r18,162,1,-,- n-TimingAdvanceOffset-r18,5654,1,-,-	gltm-tdd-UL-DL-ConfigurationCommon-r18,941,1,-,- ltm-restrictedSetConfig-r18,5655,1,-,-
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	CHOICE	C	0	l839,5652,0,-,- l139,5653,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	ENUMERATED	e	n0,n25600,n39936,spare1	-
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	OCTET STRING	O	0 - 0
T	LTM-TCI-Info-r18	Q	1	ltm-DL-OrJointTCI-StateToAddModList-r18,5658,1,-,- ltm-DL-OrJointTCI-StateToReleaseList-r18,5664,1,-,- ltm-UL-TCI-StateToAddModList-r18,5665,1,-,- ltm-UL-TCI-StateToReleaseList-r18,5669,1,-,- ltm-NZP-CSI-RS-ResourceToAddModList-r18,5670,1,-,- ltm-NZP-CSI-RS-ResourceToReleaseList-r18,5671,1,-,- ltm-NZP-CSI-RS-ResourceSetToAddModList-r18,5672,1,-,- ltm-NZP-CSI-RS-ResourceSetToReleaseList-r18,5673,1,-,- pathlossReferenceRS-ToAddModList-r18,5674,1,-,- pathlossReferenceRS-ToReleaseList-r18,5675,1,-,- unifiedTCI-StateType-r18,5676,1,-,-	
T	SEQUENCE OF	L	5659	1 128 0
T	CandidateTCI-State-r18	Q	1	tci-StateId-r18,530,0,-,- qcl-Type1-r18,5660,0,-,- qcl-Type2-r18,5660,1,-,- pathlossReferenceRS-Id-r18,1169,1,-,- tag-Id-ptr-r18,5663,1,-,- ul-PowerControl-r18,1170,1,-,-	
T	LTM-QCL-Info-r18	Q	1	referenceSignal-r18,5661,0,-,- qcl-Type-r18,5662,0,-,-	
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	ENUMERATED	e	typeA,typeB,typeC,typeD	-
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	530	1 128 0
T	SEQUENCE OF	L	5666	1 64 0
T	CandidateTCI-UL-State-r18	Q	1	tci-UL-StateId-r18,2181,0,-,- referenceSignal-r18,5667,0,-,- pathlossReferenceRS-Id-r18,1169,1,-,- tag-Id-ptr-r18,5668,1,-,- ul-PowerControl-r18,1170,1,-,-	
T	CHOICE	C	0	ssb-Index,1015,0,-,- csi-RS-Index,1167,0,-,-	
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	2181	1 64 0
T	SEQUENCE OF	L	2507	1 192 0
T	SEQUENCE OF	L	1167	1 192 0
T	SEQUENCE OF	L	2514	1 64 0
T	SEQUENCE OF	L	2515	1 64 0
T	SEQUENCE OF	L	2346	1 64 0
T	SEQUENCE OF	L	1169	1 64 0
T	ENUMERATED	e	separate,joint	-
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	SEQUENCE OF	L	5681	1 112 0
T	LTM-CSI-ResourceConfig-r18	Q	1	ltm-CSI-ResourceConfigId-r18,3027,0,-,- ltm-CSI-SSB-ResourceSet-r18,5682,0,-,-	
T	LTM-CSI-SSB-ResourceSet-r18	Q	1	ltm-CSI-SSB-ResourceList-r18,5683,0,-,- ltm-CandidateIdList-r18,5684,0,-,-	
T	SEQUENCE OF	L	1015	1 512 0
T	SEQUENCE OF	L	5636	1 512 0
T	SEQUENCE OF	L	3027	1 112 0
T	ENUMERATED	e	true	-
T	INTEGER	i	1 9 0
T	RRCReconfiguration-v1830-IEs	Q	0	otherConfig-v1830,5689,1,-,- nonCriticalExtension,5691,1,-,-	
T	OtherConfig-v1830	Q	0	sl-PRS-AssistanceConfigNR-r18,5690,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	SDT-Config-r17	Q	0	sdt-DRB-List-r17,5698,1,-,- sdt-SRB2-Indication-r17,5699,1,-,- sdt-MAC-PHY-CG-Config-r17,5700,1,-,- sdt-DRB-ContinueROHC-r17,5721,1,-,-	
T	SEQUENCE OF	L	104	0 29 0
T	ENUMERATED	e	allowed	-
T	SetupRelease	C	0	release,5701,0,-,- setup,5702,0,-,-	
T	NULL	n
T	SDT-CG-Config-r17	O	0 - 0
T	SDT-MAC-PHY-CG-Config-r17	Q	1	cg-SDT-ConfigLCH-RestrictionToAddModList-r17,5704,1,-,- cg-SDT-ConfigLCH-RestrictionToReleaseList-r17,5708,1,-,- cg-SDT-ConfigInitialBWP-NUL-r17,5709,1,-,- cg-SDT-ConfigInitialBWP-SUL-r17,5709,1,-,- cg-SDT-ConfigInitialBWP-DL-r17,5712,1,-,- cg-SDT-TimeAlignmentTimer-r17,240,1,-,- cg-SDT-RSRP-ThresholdSSB-r17,743,1,-,- cg-SDT-TA-ValidationConfig-r17,5713,1,-,- cg-SDT-CS-RNTI-r17,1,1,-,-	gcg-SDT-ConfigLCH-RestrictionToAddModListExt-v1800,5717,1,-,- cg-MT-SDT-MaxDurationToNextCG-Occasion-r18,5720,1,-,-
T	SEQUENCE OF	L	5705	1 32 0
T	CG-SDT-ConfigLCH-Restriction-r17	Q	0	logicalChannelIdentity-r17,49,0,-,- configuredGrantType1Allowed-r17,5706,1,-,- allowedCG-List-r17,5707,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	171	0 31 0
T	SEQUENCE OF	L	49	1 32 0
T	SetupRelease	C	0	release,5710,0,-,- setup,5711,0,-,-	
T	NULL	n
T	BWP-UplinkDedicatedSDT-r17	Q	1	pusch-Config-r17,1703,1,-,- configuredGrantConfigToAddModList-r17,2334,1,-,- configuredGrantConfigToReleaseList-r17,2335,1,-,-	
T	BWP-DownlinkDedicatedSDT-r17	Q	1	pdcch-Config-r17,1074,1,-,- pdsch-Config-r17,1138,1,-,-	
T	SetupRelease	C	0	release,5714,0,-,- setup,5715,0,-,-	
T	NULL	n
T	CG-SDT-TA-ValidationConfig-r17	Q	0	cg-SDT-RSRP-ChangeThreshold-r17,5716,0,-,-	
T	ENUMERATED	e	dB2,dB4,dB6,dB8,dB10,dB14,dB18,dB22,dB26,dB30,dB34,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	5718	1 32 0
T	CG-SDT-ConfigLCH-RestrictionExt-v1800	Q	0	cg-SDT-MaxDurationToNextCG-Occasion-r18,5719,1,-,-	
T	ENUMERATED	e	ms10,ms100,sec1,sec10,sec60,sec100,sec300,sec600,sec1200,sec1800,sec3600,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms10,ms100,sec1,sec10,sec60,sec100,sec300,sec600,sec1200,sec1800,sec3600,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	cell,rna	-
T	SRS-PosRRC-InactiveValidityAreaPreConfigList-r18	L	5723	1 16 0
T	SRS-PosRRC-InactiveValidityAreaConfig-r18	Q	1	srs-PosConfigValidityArea-r18,5724,0,-,- srs-PosConfigNUL-r18,2403,1,-,- srs-PosConfigSUL-r18,2403,1,-,- bwp-NUL-r18,511,1,-,- bwp-SUL-r18,511,1,-,- areaValidityTA-Config-r18,5725,1,-,-	gsrs-PosConfigValidityAreaExt-v1830,5728,1,-,-;gsrs-PosRRC-InactiveAggBW-AdditionalCarriersPerVA-r18,5729,1,-,- srs-PosRRC-InactiveAggBW-ConfigListPerVA-r18,5734,1,-,-
T	SEQUENCE OF	L	2463	1 16 0
T	AreaValidityTA-Config-r18	Q	0	inactivePosSRS-ValidityAreaTAT-r18,5726,0,-,- inactivePosSRS-ValidityAreaRSRP-r18,2408,1,-,- autonomousTA-AdjustmentEnabled-r18,5727,1,-,-	
T	ENUMERATED	e	ms1280,ms1920,ms2560,ms5120,ms10240,ms20480,ms40960,infinity	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	2463	1 16 0
T	SetupRelease	C	0	release,5730,0,-,- setup,5731,0,-,-	
T	NULL	n
T	SRS-PosRRC-InactiveAggBW-AdditionalCarriers-r18	Q	1	aggregatedPosSRS-CarrierList-r18,5732,1,-,-	
T	SEQUENCE OF	L	5733	1 2 0
T	SRS-PosConfigPerULCarrier-r18	Q	1	freqInfo-r18,4,0,-,- srs-PosConfig-r18,2403,0,-,- scs-SpecificCarrier-r18,506,1,-,- bwp-r18,511,1,-,-	
T	SetupRelease	C	0	release,5735,0,-,- setup,5736,0,-,-	
T	NULL	n
T	SRS-PosRRC-InactiveAggBW-ConfigList-r18	L	5737	1 16 0
T	SRS-InactivePosResourceSetLinkedForAggBW-List-r18	L	5628	2 3 0
T	AS-Context	Q	1	reestablishmentInfo,5739,1,-,- configRestrictInfo,5744,1,-,-	gran-NotificationAreaInfo,5828,1,-,-;gueAssistanceInformation,5837,1,-,-;gselectedBandCombinationSN,6004,1,-,-;gconfigRestrictInfoDAPS-r16,6005,1,-,- sidelinkUEInformationNR-r16,6008,1,-,- sidelinkUEInformationEUTRA-r16,6009,1,-,- ueAssistanceInformationEUTRA-r16,6010,1,-,- ueAssistanceInformationSCG-r16,6011,1,-,- needForGapsInfoNR-r16,5974,1,-,-;gconfigRestrictInfoDAPS-v1640,6012,1,-,-;gneedForGapNCSG-InfoNR-r17,6015,1,-,- needForGapNCSG-InfoEUTRA-r17,6022,1,-,- mbsInterestIndication-r17,6026,1,-,-;gneedForInterruptionInfoNR-r18,6046,1,-,- flightPathInfoReport-r18,6051,1,-,-
T	ReestablishmentInfo	Q	0	sourcePhysCellId,500,0,-,- targetCellShortMAC-I,5740,0,-,- additionalReestabInfoList,5741,1,-,-	
T	ShortMAC-I	B	16 16 0
T	ReestabNCellInfoList	L	5742	1 32 0
T	ReestabNCellInfo	Q	0	cellIdentity,2463,0,-,- key-gNodeB-Star,5743,0,-,- shortMAC-I,5740,0,-,-	
T	BIT STRING	B	256 256 0
T	ConfigRestrictInfoSCG	Q	1	allowedBC-ListMRDC,5745,1,-,- powerCoordination-FR1,5750,1,-,- servCellIndexRangeSCG,5751,1,-,- maxMeasFreqsSCG,5752,1,-,- dummy,5753,1,-,-	gselectedBandEntriesMNList,5754,1,-,- pdcch-BlindDetectionSCG,5757,1,-,- maxNumberROHC-ContextSessionsSN,5758,1,-,-;gmaxIntraFreqMeasIdentitiesSCG,5759,1,-,- maxInterFreqMeasIdentitiesSCG,5760,1,-,-;gp-maxNR-FR1-MCG-r16,390,1,-,- powerCoordination-FR2-r16,5761,1,-,- nrdc-PC-mode-FR1-r16,5762,1,-,- nrdc-PC-mode-FR2-r16,5763,1,-,- maxMeasSRS-ResourceSCG-r16,5764,1,-,- maxMeasCLI-ResourceSCG-r16,5765,1,-,- maxNumberEHC-ContextsSN-r16,5766,1,-,- allowedReducedConfigForOverheating-r16,5767,1,-,- maxToffset-r16,5777,1,-,-;gallowedReducedConfigForOverheating-r17,5778,1,-,- maxNumberUDC-DRB-r17,5782,1,-,- maxNumberCPCCandidates-r17,5783,1,-,-;gallowedResourceConfigNRDC-r17,5784,1,-,-;gallowedAggregatedBandwidthSNList-r17,5795,1,-,-;gmaxNumberLTM-CandidatesSCG-r18,5800,1,-,-;gallowedL1-MeasConfigNRDC-r18,5801,1,-,-;gallowedLTM-ResourceConfigNRDC-r18,5816,1,-,-
T	BandCombinationInfoList	L	5746	1 65536 0
T	BandCombinationInfo	Q	0	bandCombinationIndex,5747,0,-,- allowedFeatureSetsList,5748,0,-,-	
T	BandCombinationIndex	i	1 65536 0
T	SEQUENCE OF	L	5749	1 128 0
T	FeatureSetEntryIndex	i	1 128 0
T	SEQUENCE	Q	0	p-maxNR-FR1,390,1,-,- p-maxEUTRA,390,1,-,- p-maxUE-FR1,390,1,-,-	
T	SEQUENCE	Q	0	lowBound,160,0,-,- upBound,160,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 62 0
T	SEQUENCE OF	L	5755	1 65536 0
T	SelectedBandEntriesMN	L	5756	1 32 0
T	BandEntryIndex	i	0 32 0
T	INTEGER	i	1 15 0
T	INTEGER	i	0 16384 0
T	INTEGER	i	1 62 0
T	INTEGER	i	1 62 0
T	SEQUENCE	Q	0	p-maxNR-FR2-MCG-r16,390,1,-,- p-maxNR-FR2-SCG-r16,390,1,-,- p-maxUE-FR2-r16,390,1,-,-	
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	INTEGER	i	0 32 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 65536 0
T	OverheatingAssistance	Q	0	reducedMaxCCs,5768,1,-,- reducedMaxBW-FR1,5771,1,-,- reducedMaxBW-FR2,5771,1,-,- reducedMaxMIMO-LayersFR1,5773,1,-,- reducedMaxMIMO-LayersFR2,5776,1,-,-	
T	ReducedMaxCCs-r16	Q	0	reducedCCsDL-r16,5769,0,-,- reducedCCsUL-r16,5770,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	ReducedMaxBW-FRx-r16	Q	0	reducedBW-DL-r16,5772,0,-,- reducedBW-UL-r16,5772,0,-,-	
T	ReducedAggregatedBandwidth	e	mhz0,mhz10,mhz20,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100,mhz200,mhz300,mhz400	-
T	SEQUENCE	Q	0	reducedMIMO-LayersFR1-DL,5774,0,-,- reducedMIMO-LayersFR1-UL,5775,0,-,-	
T	MIMO-LayersDL	e	twoLayers,fourLayers,eightLayers	-
T	MIMO-LayersUL	e	oneLayer,twoLayers,fourLayers	-
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-DL,5774,0,-,- reducedMIMO-LayersFR2-UL,5775,0,-,-	
T	T-Offset-r16	e	ms0dot5,ms0dot75,ms1,ms1dot5,ms2,ms2dot5,ms3,spare1	-
T	OverheatingAssistance-r17	Q	0	reducedMaxBW-FR2-2-r17,5779,1,-,- reducedMaxMIMO-LayersFR2-2,5781,1,-,-	
T	SEQUENCE	Q	0	reducedBW-FR2-2-DL-r17,5780,0,-,- reducedBW-FR2-2-UL-r17,5780,0,-,-	
T	ReducedAggregatedBandwidth-r17	e	mhz0,mhz100,mhz200,mhz400,mhz800,mhz1200,mhz1600,mhz2000	-
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-2-DL,5774,0,-,- reducedMIMO-LayersFR2-2-UL,5775,0,-,-	
T	INTEGER	i	0 2 0
T	INTEGER	i	0 7 0
T	ResourceConfigNRDC-r17	Q	1	fr1-ResourceConfig-r17,5785,1,-,- fr2-ResourceConfig-r17,5785,1,-,- maxNumberResAcrossCC-AcrossFR-r17,5794,1,-,-	
T	ResourceConfigPerFR-r17	Q	1	bm-MaxNumberCSI-RS-Resource-r17,5786,1,-,- bm-MaxNumberAperiodicCSI-RS-Resource-r17,5787,1,-,- cg-MaxNumberConfigsAllCC-r17,5788,1,-,- maxNumberCSI-RS-BFD-r17,5789,1,-,- maxNumberCSI-RS-SSB-CBD-r17,5790,1,-,- maxNumberSSB-BFD-r17,5791,1,-,- sps-MaxNumberConfigsAllCC-r17,5792,1,-,- trs-MaxConfResourceSetsAllCC-r17,5793,1,-,-	
T	INTEGER	i	0 64 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 256 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 256 0
T	INTEGER	i	0 256 0
T	AllowedAggregatedBandwidthSNList-r17	L	5796	1 65536 0
T	AllowedAggregatedBandwidth-r17	Q	0	bandCombinationIndex-r17,5747,0,-,- allowedAggBW-FDD-DL-r17,5797,1,-,- allowedAggBW-FDD-UL-r17,5797,1,-,- allowedAggBW-TDD-DL-r17,5797,1,-,- allowedAggBW-TDD-UL-r17,5797,1,-,- allowedAggBW-TotalDL-r17,5797,1,-,- allowedAggBW-TotalUL-r17,5797,1,-,-	
T	SupportedAggBandwidth-r17	C	0	fr1-r17,5798,0,-,- fr2-r17,5799,0,-,-	
T	ENUMERATED	e	mhz20,mhz30,mhz35,mhz40,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100,mhz110,mhz120,mhz130,mhz140,mhz150,mhz160,mhz180,mhz200,mhz220,mhz230,mhz250,mhz280,mhz290,mhz300,mhz350,mhz400,mhz450,mhz500,mhz600,mhz700,mhz800,spare1	-
T	ENUMERATED	e	mhz200,mhz300,mhz400,mhz500,mhz600,mhz700,mhz800,mhz900,mhz1000,mhz1100,mhz1200,mhz1300,mhz1400,mhz1500,mhz1600,mhz1700,mhz1800,mhz1900,mhz2000,mhz2100,mhz2200,mhz2300,mhz2400,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 8 0
T	L1-MeasConfigNRDC-r18	Q	1	maxL1-MeasNoGapSCG-r18,5802,1,-,- maxL1-MeasWithGapSCG-r18,5803,1,-,- maxCellsL1-MeasNoGapSCG-r18,5804,1,-,- maxCellsL1-MeasWithGapSCG-r18,5805,1,-,- maxTotalCellsL1-MeasNoGapSCG-r18,5806,1,-,- maxSSBsL1-MeasNoGapSCG-r18,5807,1,-,- maxSSBsL1-MeasWithGapSCG-r18,5808,1,-,- maxTotalSSBsL1-MeasNoGapSCG-r18,5809,1,-,- maxCellsL1-MeasIntraFreqSCG-r18,5810,1,-,- maxCellsL1-MeasInterFreqSCG-r18,5811,1,-,- maxReportConfigsAperiodic-r18,5812,1,-,- maxReportConfigsPeriodic-r18,5813,1,-,- maxReportConfigsSemiPersistent-r18,5814,1,-,-	gmaxSSBsL1-MeasNoGapSCGExt-r18,5815,1,-,-
T	INTEGER	i	0 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 24 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 24 0
T	LTM-ResourceConfigNRDC-r18	Q	1	maxCellsTA-Meas-r18,5817,1,-,- maxConfigJointTCI-States-r18,5818,1,-,- maxCellsJointTCI-r18,5819,1,-,- maxConfigDL-TCI-States-r18,5820,1,-,- maxConfigUL-TCI-States-r18,5821,1,-,- maxCellsTCI-r18,5822,1,-,- maxStoredConfigCells-r18,5823,1,-,- maxConfigCells-r18,5824,1,-,- maxActivatedJointTCI-States-r18,5825,1,-,- maxActivatedDL-TCI-States-r18,5826,1,-,- maxActivatedUL-TCI-States-r18,5827,1,-,-	
T	INTEGER	i	0 8 0
T	INTEGER	i	0 128 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 128 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 8 0
T	INTEGER	i	0 16 0
T	INTEGER	i	0 4 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 32 0
T	RAN-NotificationAreaInfo	C	1	cellList,5829,0,-,- ran-AreaConfigList,5832,0,-,-	
T	PLMN-RAN-AreaCellList	L	5830	1 8 0
T	PLMN-RAN-AreaCell	Q	0	plmn-Identity,120,1,-,- ran-AreaCells,5831,0,-,-	
T	SEQUENCE OF	L	2463	1 32 0
T	PLMN-RAN-AreaConfigList	L	5833	1 8 0
T	PLMN-RAN-AreaConfig	Q	0	plmn-Identity,120,1,-,- ran-Area,5834,0,-,-	
T	SEQUENCE OF	L	5835	1 16 0
T	RAN-AreaConfig	Q	0	trackingAreaCode,3665,0,-,- ran-AreaCodeList,5836,1,-,-	
T	SEQUENCE OF	L	3766	1 32 0
T	OCTET STRING	O	0 - 0
T	UEAssistanceInformation	Q	0	criticalExtensions,5839,0,-,-	
T	CHOICE	C	0	ueAssistanceInformation,5840,0,-,- criticalExtensionsFuture,6003,0,-,-	
T	UEAssistanceInformation-IEs	Q	0	delayBudgetReport,5841,1,-,- lateNonCriticalExtension,5843,1,-,- nonCriticalExtension,5844,1,-,-	
T	DelayBudgetReport	C	1	type1,5842,0,-,-	
T	ENUMERATED	e	msMinus1280,msMinus640,msMinus320,msMinus160,msMinus80,msMinus60,msMinus40,msMinus20,ms0,ms20,ms40,ms60,ms80,ms160,ms320,ms640,ms1280	-
T	OCTET STRING	O	0 - 0
T	UEAssistanceInformation-v1540-IEs	Q	0	overheatingAssistance,5767,1,-,- nonCriticalExtension,5845,1,-,-	
T	UEAssistanceInformation-v1610-IEs	Q	0	idc-Assistance-r16,5846,1,-,- drx-Preference-r16,5862,1,-,- maxBW-Preference-r16,5867,1,-,- maxCC-Preference-r16,5868,1,-,- maxMIMO-LayerPreference-r16,5869,1,-,- minSchedulingOffsetPreference-r16,5876,1,-,- releasePreference-r16,5887,1,-,- sl-UE-AssistanceInformationNR-r16,5889,1,-,- referenceTimeInfoPreference-r16,5894,1,-,- nonCriticalExtension,5895,1,-,-	
T	IDC-Assistance-r16	Q	1	affectedCarrierFreqList-r16,5847,1,-,- affectedCarrierFreqCombList-r16,5850,1,-,-	
T	AffectedCarrierFreqList-r16	L	5848	1 128 0
T	AffectedCarrierFreq-r16	Q	0	carrierFreq-r16,4,0,-,- interferenceDirection-r16,5849,0,-,-	
T	ENUMERATED	e	nr,other,both,spare	-
T	AffectedCarrierFreqCombList-r16	L	5851	1 128 0
T	AffectedCarrierFreqComb-r16	Q	0	affectedCarrierFreqComb-r16,5852,1,-,- victimSystemType-r16,5853,0,-,-	
T	SEQUENCE OF	L	4	2 32 0
T	VictimSystemType-r16	Q	1	gps-r16,5854,1,-,- glonass-r16,5855,1,-,- bds-r16,5856,1,-,- galileo-r16,5857,1,-,- navIC-r16,5858,1,-,- wlan-r16,5859,1,-,- bluetooth-r16,5860,1,-,-	guwb-r18,5861,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	DRX-Preference-r16	Q	0	preferredDRX-InactivityTimer-r16,5863,1,-,- preferredDRX-LongCycle-r16,5864,1,-,- preferredDRX-ShortCycle-r16,5865,1,-,- preferredDRX-ShortCycleTimer-r16,5866,1,-,-	
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms10,ms20,ms32,ms40,ms60,ms64,ms70,ms80,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms64,ms80,ms128,ms160,ms256,ms320,ms512,ms640,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	MaxBW-Preference-r16	Q	0	reducedMaxBW-FR1-r16,5771,1,-,- reducedMaxBW-FR2-r16,5771,1,-,-	
T	MaxCC-Preference-r16	Q	0	reducedMaxCCs-r16,5768,1,-,-	
T	MaxMIMO-LayerPreference-r16	Q	0	reducedMaxMIMO-LayersFR1-r16,5870,1,-,- reducedMaxMIMO-LayersFR2-r16,5873,1,-,-	
T	SEQUENCE	Q	0	reducedMIMO-LayersFR1-DL-r16,5871,0,-,- reducedMIMO-LayersFR1-UL-r16,5872,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-DL-r16,5874,0,-,- reducedMIMO-LayersFR2-UL-r16,5875,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	MinSchedulingOffsetPreference-r16	Q	0	preferredK0-r16,5877,1,-,- preferredK2-r16,5882,1,-,-	
T	SEQUENCE	Q	0	preferredK0-SCS-15kHz-r16,5878,1,-,- preferredK0-SCS-30kHz-r16,5879,1,-,- preferredK0-SCS-60kHz-r16,5880,1,-,- preferredK0-SCS-120kHz-r16,5881,1,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	SEQUENCE	Q	0	preferredK2-SCS-15kHz-r16,5883,1,-,- preferredK2-SCS-30kHz-r16,5884,1,-,- preferredK2-SCS-60kHz-r16,5885,1,-,- preferredK2-SCS-120kHz-r16,5886,1,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	ReleasePreference-r16	Q	0	preferredRRC-State-r16,5888,0,-,-	
T	ENUMERATED	e	idle,inactive,connected,outOfConnected	-
T	SL-UE-AssistanceInformationNR-r16	L	5890	1 8 0
T	SL-TrafficPatternInfo-r16	Q	0	trafficPeriodicity-r16,5891,0,-,- timingOffset-r16,5892,0,-,- messageSize-r16,5893,0,-,- sl-QoS-FlowIdentity-r16,5224,0,-,-	
T	ENUMERATED	e	ms20,ms50,ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000	-
T	INTEGER	i	0 10239 0
T	BIT STRING	B	8 8 0
T	BOOLEAN	b
T	UEAssistanceInformation-v1700-IEs	Q	0	ul-GapFR2-Preference-r17,5896,1,-,- musim-Assistance-r17,5898,1,-,- overheatingAssistance-r17,5778,1,-,- maxBW-PreferenceFR2-2-r17,5901,1,-,- maxMIMO-LayerPreferenceFR2-2-r17,5903,1,-,- minSchedulingOffsetPreferenceExt-r17,5907,1,-,- rlm-MeasRelaxationState-r17,5914,1,-,- bfd-MeasRelaxationState-r17,5915,1,-,- nonSDT-DataIndication-r17,5916,1,-,- scg-DeactivationPreference-r17,5918,1,-,- uplinkData-r17,5919,1,-,- rrm-MeasRelaxationFulfilment-r17,5920,1,-,- propagationDelayDifference-r17,5921,1,-,- nonCriticalExtension,5923,1,-,-	
T	UL-GapFR2-Preference-r17	Q	0	ul-GapFR2-PatternPreference-r17,5897,1,-,-	
T	INTEGER	i	0 3 0
T	MUSIM-Assistance-r17	Q	0	musim-PreferredRRC-State-r17,5899,1,-,- musim-GapPreferenceList-r17,5900,1,-,-	
T	ENUMERATED	e	idle,inactive,outOfConnected	-
T	MUSIM-GapPreferenceList-r17	L	5490	1 4 0
T	MaxBW-PreferenceFR2-2-r17	Q	0	reducedMaxBW-FR2-2-r17,5902,1,-,-	
T	SEQUENCE	Q	0	reducedBW-FR2-2-DL-r17,5780,1,-,- reducedBW-FR2-2-UL-r17,5780,1,-,-	
T	MaxMIMO-LayerPreferenceFR2-2-r17	Q	0	reducedMaxMIMO-LayersFR2-2-r17,5904,1,-,-	
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-2-DL-r17,5905,0,-,- reducedMIMO-LayersFR2-2-UL-r17,5906,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	MinSchedulingOffsetPreferenceExt-r17	Q	0	preferredK0-r17,5908,1,-,- preferredK2-r17,5911,1,-,-	
T	SEQUENCE	Q	0	preferredK0-SCS-480kHz-r17,5909,1,-,- preferredK0-SCS-960kHz-r17,5910,1,-,-	
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	SEQUENCE	Q	0	preferredK2-SCS-480kHz-r17,5912,1,-,- preferredK2-SCS-960kHz-r17,5913,1,-,-	
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	BOOLEAN	b
T	BIT STRING	B	1 32 0
T	SEQUENCE	Q	0	resumeCause-r17,5917,1,-,-	
T	ResumeCause	e	emergency,highPriorityAccess,mt-Access,mo-Signalling,mo-Data,mo-VoiceCall,mo-VideoCall,mo-SMS,rna-Update,mps-PriorityAccess,mcs-PriorityAccess,mt-SDT-v1810,srs-PosConfigOrActivationReq-v1800,spare3,spare2,spare1	-
T	ENUMERATED	e	scg-DeactivationPreferred,noPreference	-
T	ENUMERATED	e	true	-
T	BOOLEAN	b
T	PropagationDelayDifference-r17	L	5922	1 4 0
T	INTEGER	i	-270 270 0
T	UEAssistanceInformation-v1800-IEs	Q	0	idc-FDM-Assistance-r18,5924,1,-,- idc-TDM-Assistance-r18,5934,1,-,- multiRx-PreferenceFR2-r18,5941,1,-,- musim-Assistance-v1800,5942,1,-,- flightPathInfoAvailable-r18,5981,1,-,- ul-TrafficInfo-r18,5982,1,-,- n3c-RelayUE-InfoList-r18,5995,1,-,- sl-PRS-UE-AssistanceInformationNR-r18,5996,1,-,- nonCriticalExtension,6002,1,-,-	
T	IDC-FDM-Assistance-r18	Q	1	affectedCarrierFreqRangeList-r18,5925,1,-,- affectedCarrierFreqRangeCombList-r18,5930,1,-,-	
T	AffectedCarrierFreqRangeList-r18	L	5926	1 128 0
T	AffectedCarrierFreqRange-r18	Q	0	affectedFreqRange-r18,5927,0,-,- interferenceDirection-r18,5929,0,-,- victimSystemType-r18,5853,1,-,-	
T	AffectedFreqRange-r18	Q	0	centerFreq-r18,4,0,-,- affectedBandwidth-r18,5928,0,-,-	
T	ENUMERATED	e	khz200,khz400,khz600,khz800,mhz1,mhz2,mhz3,mhz4,mhz5,mhz6,mhz8,mhz10,mhz20,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100,mhz200,mhz300,mhz400,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	nr,other,both,spare	-
T	AffectedCarrierFreqRangeCombList-r18	L	5931	1 128 0
T	AffectedCarrierFreqRangeComb-r18	Q	0	affectedCarrierFreqRangeComb-r18,5932,0,-,- interferenceDirection-r18,5933,0,-,- victimSystemType-r18,5853,1,-,-	
T	SEQUENCE OF	L	5927	2 32 0
T	ENUMERATED	e	nr,other,both,spare	-
T	IDC-TDM-Assistance-r18	Q	1	cycleLength-r18,5935,0,-,- startOffset-r18,5936,0,-,- slotOffset-r18,5937,0,-,- activeDuration-r18,5938,0,-,-	
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms60,ms64,ms70,ms80,ms96,ms100,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240	-
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 31 0
T	CHOICE	C	0	subMilliSeconds-r18,5939,0,-,- milliSeconds-r18,5940,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	single,multiple	-
T	MUSIM-Assistance-v1800	Q	1	musim-GapPriorityPreferenceList-r18,5943,1,-,- musim-GapKeepPreference-r18,5944,1,-,- musim-CapRestriction-r18,5945,1,-,- musim-NeedForGapsInfoNR-r18,5974,1,-,-	
T	MUSIM-GapPriorityPreferenceList-r18	L	4375	1 3 0
T	ENUMERATED	e	true	-
T	MUSIM-CapRestriction-r18	Q	0	musim-Cell-SCG-ToRelease-r18,5946,1,-,- musim-CellToAffectList-r18,5949,1,-,- musim-AffectedBandsList-r18,5956,1,-,- musim-AvoidedBandsList-r18,5963,1,-,- musim-MaxCC-r18,5965,1,-,-	
T	MUSIM-Cell-SCG-ToRelease-r18	Q	0	musim-CellToRelease-r18,5947,1,-,- scg-ReleasePreference-r18,5948,1,-,-	
T	MUSIM-CellToRelease-r18	L	160	1 32 0
T	ENUMERATED	e	true	-
T	MUSIM-CellToAffectList-r18	L	5950	1 32 0
T	MUSIM-CellToAffect-r18	Q	0	musim-ServCellIndex-r18,160,0,-,- musim-MIMO-Layers-DL-r18,5951,1,-,- musim-MIMO-Layers-UL-r18,5952,1,-,- musim-SupportedBandwidth-DL-r18,5953,1,-,- musim-SupportedBandwidth-UL-r18,5953,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	SupportedBandwidth-v1700	C	0	fr1-r17,5954,0,-,- fr2-r17,5955,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz35,mhz40,mhz45,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400,mhz800,mhz1600,mhz2000	-
T	MUSIM-AffectedBandsList-r18	L	5957	1 64 0
T	MUSIM-AffectedBands-r18	L	5958	1 8 0
T	MUSIM-CapabilityRestrictedBandParameters-r18	Q	0	musim-bandEntryIndex-r18,5959,0,-,- musim-CapabilityRestricted-r18,5960,0,-,-	
T	MUSIM-BandEntryIndex-r18	i	1 8 0
T	SEQUENCE	Q	0	musim-MIMO-Layers-DL-r18,5961,1,-,- musim-MIMO-Layers-UL-r18,5962,1,-,- musim-SupportedBandwidth-DL-r18,5953,1,-,- musim-SupportedBandwidth-UL-r18,5953,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	MUSIM-AvoidedBandsList-r18	L	5964	1 64 0
T	MUSIM-AvoidedBands-r18	L	5959	1 8 0
T	MUSIM-MaxCC-r18	Q	0	musim-MaxCC-TotalDL-r18,5966,1,-,- musim-MaxCC-TotalUL-r18,5967,1,-,- musim-MaxCC-FR1-DL-r18,5968,1,-,- musim-MaxCC-FR1-UL-r18,5969,1,-,- musim-MaxCC-FR2-1-DL-r18,5970,1,-,- musim-MaxCC-FR2-1-UL-r18,5971,1,-,- musim-MaxCC-FR2-2-DL-r18,5972,1,-,- musim-MaxCC-FR2-2-UL-r18,5973,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	NeedForGapsInfoNR-r16	Q	0	intraFreq-needForGap-r16,5975,0,-,- interFreq-needForGap-r16,5978,0,-,-	
T	NeedForGapsIntraFreqList-r16	L	5976	1 32 0
T	NeedForGapsIntraFreq-r16	Q	0	servCellId-r16,160,0,-,- gapIndicationIntra-r16,5977,0,-,-	
T	ENUMERATED	e	gap,no-gap	-
T	NeedForGapsBandListNR-r16	L	5979	1 1024 0
T	NeedForGapsNR-r16	Q	0	bandNR-r16,504,0,-,- gapIndication-r16,5980,0,-,-	
T	ENUMERATED	e	gap,no-gap	-
T	ENUMERATED	e	true	-
T	UL-TrafficInfo-r18	L	5983	1 256 0
T	PDU-SessionUL-TrafficInfo-r18	Q	0	pdu-SessionID-r18,97,0,-,- qos-FlowUL-TrafficInfoList-r18,5984,0,-,-	
T	SEQUENCE OF	L	5985	1 64 0
T	QOS-FlowUL-TrafficInfo-r18	Q	1	qfi-r18,102,0,-,- jitterRange-r18,5986,1,-,- burstArrivalTime-r18,5988,1,-,- trafficPeriodicity-r18,5992,1,-,- pdu-SetIdentification-r18,5993,1,-,- psi-Identification-r18,5994,1,-,-	
T	SEQUENCE	Q	0	lowerBound-r18,5987,0,-,- upperBound-r18,5987,0,-,-	
T	JitterBound-r18	e	ms0,ms0dot5,ms1,ms1dot5,ms2,ms2dot5,ms3,ms3dot5,ms4,ms4dot5,ms5,ms5dot5,ms6,ms6dot5,ms7,beyondMs7	-
T	CHOICE	C	0	referenceTime,3596,0,-,- referenceSFN-AndSlot,5989,0,-,-	
T	ReferenceSFN-AndSlot-r18	Q	0	referenceSFN-r18,5990,0,-,- referenceSlot-r18,5991,0,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 639 0
T	INTEGER	i	1 640000 0
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE OF	L	5578	0 8 0
T	SL-PRS-UE-AssistanceInformationNR-r18	L	5997	1 64 0
T	SL-PRS-TxInfo-r18	Q	1	sl-PRS-Periodicity-r18,5998,0,-,- sl-PRS-Priority-r18,5999,1,-,- sl-PRS-DelayBudget-r18,6000,1,-,- sl-PRS-Bandwidth-r18,6001,1,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 8 0
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz35,mhz40,mhz45,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100,mhz200,mhz400,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	BandCombinationInfoSN	Q	0	bandCombinationIndex,5747,0,-,- requestedFeatureSets,5749,0,-,-	
T	ConfigRestrictInfoDAPS-r16	Q	0	powerCoordination-r16,6006,1,-,-	
T	SEQUENCE	Q	0	p-DAPS-Source-r16,390,0,-,- p-DAPS-Target-r16,390,0,-,- uplinkPowerSharingDAPS-Mode-r16,6007,0,-,-	
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ConfigRestrictInfoDAPS-v1640	Q	0	sourceFeatureSetPerDownlinkCC-r16,6013,0,-,- sourceFeatureSetPerUplinkCC-r16,6014,0,-,-	
T	FeatureSetDownlinkPerCC-Id	i	1 1024 0
T	FeatureSetUplinkPerCC-Id	i	1 1024 0
T	NeedForGapNCSG-InfoNR-r17	Q	0	intraFreq-needForNCSG-r17,6016,0,-,- interFreq-needForNCSG-r17,6019,0,-,-	
T	NeedForNCSG-IntraFreqList-r17	L	6017	1 32 0
T	NeedForNCSG-IntraFreq-r17	Q	0	servCellId-r17,160,0,-,- gapIndicationIntra-r17,6018,0,-,-	
T	ENUMERATED	e	gap,ncsg,nogap-noncsg	-
T	NeedForNCSG-BandListNR-r17	L	6020	1 1024 0
T	NeedForNCSG-NR-r17	Q	0	bandNR-r17,504,0,-,- gapIndication-r17,6021,0,-,-	
T	ENUMERATED	e	gap,ncsg,nogap-noncsg	-
T	NeedForGapNCSG-InfoEUTRA-r17	Q	0	needForNCSG-EUTRA-r17,6023,0,-,-	
T	SEQUENCE OF	L	6024	1 256 0
T	NeedForNCSG-EUTRA-r17	Q	0	bandEUTRA-r17,3534,0,-,- gapIndication-r17,6025,0,-,-	
T	ENUMERATED	e	gap,ncsg,nogap-noncsg	-
T	OCTET STRING	O	0 - 0
T	MBSInterestIndication-r17	Q	0	criticalExtensions,6028,0,-,-	
T	CHOICE	C	0	mbsInterestIndication-r17,6029,0,-,- criticalExtensionsFuture,6045,0,-,-	
T	MBSInterestIndication-r17-IEs	Q	0	mbs-FreqList-r17,6030,1,-,- mbs-Priority-r17,6031,1,-,- mbs-ServiceList-r17,6032,1,-,- lateNonCriticalExtension,6034,1,-,- nonCriticalExtension,6035,1,-,-	
T	CarrierFreqListMBS-r17	L	4	1 16 0
T	ENUMERATED	e	true	-
T	MBS-ServiceList-r17	L	6033	1 16 0
T	MBS-ServiceInfo-r17	Q	0	tmgi-r17,117,0,-,-	
T	OCTET STRING	O	0 - 0
T	MBSInterestIndication-v1800	Q	0	mbs-NonServingInfoList-r18,6036,1,-,- nonCriticalExtension,6044,1,-,-	
T	MBS-NonServingInfoList-r18	L	6037	1 16 0
T	NonServingInfo-r18	Q	0	freqInfoMBS-r18,6038,1,-,- cfr-InfoMBS-r18,6039,1,-,- subcarrierSpacing-r18,162,1,-,-	
T	FreqInfoMBS-r18	Q	0	carrierFreqMBS-r18,4,0,-,- freqBandIndicatorMBS-r18,504,0,-,-	
T	CHOICE	C	0	cfr-Bandwidth-r18,6040,0,-,- cfr-LocationAndBW-r18,6041,0,-,-	
T	INTEGER	i	1 275 0
T	CFR-LocationAndBW-r18	Q	0	locationAndBandwidthMBS-r18,6042,1,-,- absoluteFrequencyPointA-MBS-r18,4,1,-,- offsetToCarrierMBS-r18,6043,1,-,-	
T	INTEGER	i	0 37949 0
T	INTEGER	i	0 2199 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	NeedForInterruptionInfoNR-r18	Q	1	intraFreq-needForInterruption-r18,6047,0,-,- interFreq-needForInterruption-r18,6050,0,-,-	
T	NeedForInterruptionIntraFreqList-r18	L	6048	1 32 0
T	NeedForInterruptionNR-r18	Q	0	interruptionIndication-r18,6049,1,-,-	
T	ENUMERATED	e	no-gap-with-interruption,no-gap-no-interruption	-
T	NeedForInterruptionBandListNR-r18	L	6048	1 1024 0
T	FlightPathInfoReport-r18	L	6052	0 20 0
T	WayPoint-r18	Q	0	wayPointLocation-r18,6053,0,-,- timeStamp-r18,6054,1,-,-	
T	OCTET STRING	O	0 - 0
T	AbsoluteTimeInfo-r16	B	48 48 0
T	AccessStratumRelease	e	rel15,rel16,rel17,rel18,spare4,spare3,spare2,spare1	+
T	AerialParameters-r18	Q	1	aerialUE-Capability-r18,6057,1,-,- altitudeMeas-r18,6058,1,-,- altitudeBasedSSB-ToMeasure-r18,6059,1,-,- eventAxHy-r18,6060,1,-,- flightPathReporting-r18,6061,1,-,- flightPathAvailabilityIndicationUAI-r18,6062,1,-,- multipleCellsMeasExtension-r18,6063,1,-,- nr-NS-PmaxListAerial-r18,6064,1,-,- simulMultiTriggerSingleMeasReport-r18,6065,1,-,- sl-A2X-Service-r18,6066,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	brid,daa,bridAndDAA	-
T	AffectedCarrierFreqCombEUTRA	L	3	1 32 0
T	AffectedCarrierFreqCombInfoMRDC	Q	0	victimSystemType,6069,0,-,- interferenceDirectionMRDC,6076,0,-,- affectedCarrierFreqCombMRDC,6077,1,-,-	
T	VictimSystemType	Q	0	gps,6070,1,-,- glonass,6071,1,-,- bds,6072,1,-,- galileo,6073,1,-,- wlan,6074,1,-,- bluetooth,6075,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	eutra-nr,nr,other,utra-nr-other,nr-other,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	affectedCarrierFreqCombEUTRA,6067,1,-,- affectedCarrierFreqCombNR,6078,0,-,-	
T	AffectedCarrierFreqCombNR	L	4	1 32 0
T	AggregatedBandwidth	e	mhz50,mhz100,mhz150,mhz200,mhz250,mhz300,mhz350,mhz400,mhz450,mhz500,mhz550,mhz600,mhz650,mhz700,mhz750,mhz800	-
T	AggregatedBandwidthSN-r17	Q	0	aggBW-FDD-DL-r17,5797,1,-,- aggBW-FDD-UL-r17,5797,1,-,- aggBW-TDD-DL-r17,5797,1,-,- aggBW-TDD-UL-r17,5797,1,-,- aggBW-TotalDL-r17,5797,1,-,- aggBW-TotalUL-r17,5797,1,-,-	
T	AppLayerBufferLevel-r17	i	0 30000 0
T	AppLayerMeasParameters-r17	Q	1	qoe-Streaming-MeasReport-r17,6083,1,-,- qoe-MTSI-MeasReport-r17,6084,1,-,- qoe-VR-MeasReport-r17,6085,1,-,- ran-VisibleQoE-Streaming-MeasReport-r17,6086,1,-,- ran-VisibleQoE-VR-MeasReport-r17,6087,1,-,- ul-MeasurementReportAppLayer-Seg-r17,6088,1,-,-	gqoe-IdleInactiveMeasReport-r18,6089,1,-,- qoe-NRDC-MeasReport-r18,6090,1,-,- qoe-AdditionalMemoryMeasReport-r18,6091,1,-,- qoe-PriorityBasedDiscarding-r18,6092,1,-,- srb5-r18,6093,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	kB128,kB256,kB512,kB1024	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	AreaConfig-r16	C	0	cellGlobalIdList-r16,5540,0,-,- trackingAreaCodeList-r16,5542,0,-,- trackingAreaIdentityList-r16,5543,0,-,-	
T	AreaConfiguration-r16	Q	0	areaConfig-r16,6094,0,-,- interFreqTargetList-r16,6096,1,-,-	
T	SEQUENCE OF	L	6097	1 8 0
T	InterFreqTargetInfo-r16	Q	0	dl-CarrierFreq-r16,4,0,-,- cellList-r16,6098,1,-,-	
T	SEQUENCE OF	L	500	1 32 0
T	AreaConfiguration-r17	Q	0	areaConfig-r17,6094,1,-,- interFreqTargetList-r17,6100,1,-,-	
T	SEQUENCE OF	L	6097	1 8 0
T	AreaConfiguration-v1800	C	0	cag-ConfigList-r18,6102,0,-,- snpn-ConfigList-r18,6106,0,-,-	
T	CAG-ConfigList-r18	L	6103	1 12 0
T	CAG-Config-r18	Q	0	plmn-Identity-r18,120,0,-,- cag-IdentityList-r18,6104,0,-,-	
T	SEQUENCE OF	L	6105	1 12 0
T	BIT STRING	B	32 32 0
T	SNPN-ConfigList-r18	C	0	snpn-ConfigCellIdList-r18,6107,0,-,- snpn-ConfigTAI-List-r18,6110,0,-,- snpn-ConfigID-List-r18,6113,0,-,-	
T	SNPN-ConfigCellIdList-r18	L	6108	1 32 0
T	SNPN-ConfigCellId-r18	Q	0	cgi-Identity-r18,5541,0,-,- nid-IdentityList-r18,6109,0,-,-	
T	SEQUENCE OF	L	3677	1 12 0
T	SNPN-ConfigTAI-List-r18	L	6111	1 8 0
T	SNPN-ConfigTAI-r18	Q	0	tai-Identity-r18,5544,0,-,- nid-IdentityList-r18,6112,0,-,-	
T	SEQUENCE OF	L	3677	1 12 0
T	SNPN-ConfigID-List-r18	L	6114	1 16 0
T	SNPN-ConfigID-r18	Q	0	plmn-Identity-r18,120,0,-,- nid-IdentityList-r18,6115,0,-,-	
T	SEQUENCE OF	L	3677	1 12 0
T	AttemptedBWP-Info-r18	Q	0	locationAndBandwidth-r18,6117,0,-,- subcarrierSpacing-r18,162,0,-,-	
T	INTEGER	i	0 37949 0
T	BAP-Parameters-r16	Q	0	flowControlBH-RLC-ChannelBased-r16,6119,1,-,- flowControlRouting-ID-Based-r16,6120,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BAP-Parameters-v1700	Q	0	bapHeaderRewriting-Rerouting-r17,6122,1,-,- bapHeaderRewriting-Routing-r17,6123,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BCCH-BCH-Message	Q	0	message,6125,0,-,-	
T	BCCH-BCH-MessageType	C	0	mib,6126,0,-,- messageClassExtension,6135,0,-,-	
T	MIB	Q	0	systemFrameNumber,6127,0,-,- subCarrierSpacingCommon,6128,0,-,- ssb-SubcarrierOffset,6129,0,-,- dmrs-TypeA-Position,6130,0,-,- pdcch-ConfigSIB1,6131,0,-,- cellBarred,6132,0,-,- intraFreqReselection,6133,0,-,- spare,6134,0,-,-	
T	BIT STRING	B	6 6 0
T	ENUMERATED	e	scs15or60,scs30or120	-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	pos2,pos3	-
T	PDCCH-ConfigSIB1	Q	0	controlResourceSetZero,517,0,-,- searchSpaceZero,540,0,-,-	
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	allowed,notAllowed	-
T	BIT STRING	B	1 1 0
T	SEQUENCE	Q	0		
T	BCCH-DL-SCH-Message	Q	0	message,6137,0,-,-	
T	BCCH-DL-SCH-MessageType	C	0	c1,6138,0,-,- messageClassExtension,6139,0,-,-	
T	CHOICE	C	0	systemInformation,3389,0,-,- systemInformationBlockType1,4418,0,-,-	
T	SEQUENCE	Q	0		
T	BandCombination	Q	0	bandList,6141,0,-,- featureSetCombination,6147,0,-,- ca-ParametersEUTRA,6148,1,-,- ca-ParametersNR,6155,1,-,- mrdc-Parameters,6164,1,-,- supportedBandwidthCombinationSet,6175,1,-,- powerClass-v1530,6176,1,-,-	
T	SEQUENCE OF	L	6142	1 32 0
T	BandParameters	C	0	eutra,6143,0,-,- nr,6145,0,-,-	
T	SEQUENCE	Q	0	bandEUTRA,3534,0,-,- ca-BandwidthClassDL-EUTRA,6144,1,-,- ca-BandwidthClassUL-EUTRA,6144,1,-,-	
T	CA-BandwidthClassEUTRA	e	a,b,c,d,e,f	+
T	SEQUENCE	Q	0	bandNR,504,0,-,- ca-BandwidthClassDL-NR,6146,1,-,- ca-BandwidthClassUL-NR,6146,1,-,-	
T	CA-BandwidthClassNR	e	a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q	+r2-v1730,r3-v1730,r4-v1730,r5-v1730,r6-v1730,r7-v1730,r8-v1730,r9-v1730,r10-v1730,r11-v1730,r12-v1730,v-v1770,w-v1770
T	FeatureSetCombinationId	i	0 1024 0
T	CA-ParametersEUTRA	Q	1	multipleTimingAdvance,6149,1,-,- simultaneousRx-Tx,6150,1,-,- supportedNAICS-2CRS-AP,6151,1,-,- additionalRx-Tx-PerformanceReq,6152,1,-,- ue-CA-PowerClass-N,6153,1,-,- supportedBandwidthCombinationSetEUTRA-v1530,6154,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	1 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	class2	-
T	BIT STRING	B	1 32 0
T	CA-ParametersNR	Q	1	dummy,6156,1,-,- parallelTxSRS-PUCCH-PUSCH,6157,1,-,- parallelTxPRACH-SRS-PUCCH-PUSCH,6158,1,-,- simultaneousRxTxInterBandCA,6159,1,-,- simultaneousRxTxSUL,6160,1,-,- diffNumerologyAcrossPUCCH-Group,6161,1,-,- diffNumerologyWithinPUCCH-GroupSmallerSCS,6162,1,-,- supportedNumberTAG,6163,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n3,n4	-
T	MRDC-Parameters	Q	1	singleUL-Transmission,6165,1,-,- dynamicPowerSharingENDC,6166,1,-,- tdm-Pattern,6167,1,-,- ul-SharingEUTRA-NR,6168,1,-,- ul-SwitchingTimeEUTRA-NR,6169,1,-,- simultaneousRxTxInterBandENDC,6170,1,-,- asyncIntraBandENDC,6171,1,-,-	gdualPA-Architecture,6172,1,-,- intraBandENDC-Support,6173,1,-,- ul-TimingAlignmentEUTRA-NR,6174,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	tdm,fdm,both	-
T	ENUMERATED	e	type1,type2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	non-contiguous,both	-
T	ENUMERATED	e	required	-
T	BIT STRING	B	1 32 0
T	ENUMERATED	e	pc2	-
T	BandCombination-UplinkTxSwitch-r16	Q	1	bandCombination-r16,6140,0,-,- bandCombination-v1540,6178,1,-,- bandCombination-v1560,6203,1,-,- bandCombination-v1570,6212,1,-,- bandCombination-v1580,6215,1,-,- bandCombination-v1590,6218,1,-,- bandCombination-v1610,6222,1,-,- supportedBandPairListNR-r16,6334,0,-,- uplinkTxSwitching-OptionSupport-r16,6340,1,-,- uplinkTxSwitching-PowerBoosting-r16,6341,1,-,-	guplinkTxSwitching-PUSCH-TransCoherence-r16,6342,1,-,-
T	BandCombination-v1540	Q	0	bandList-v1540,6179,0,-,- ca-ParametersNR-v1540,6196,1,-,-	
T	SEQUENCE OF	L	6180	1 32 0
T	BandParameters-v1540	Q	0	srs-CarrierSwitch,6181,1,-,- srs-TxSwitch,6192,1,-,-	
T	CHOICE	C	0	nr,6182,0,-,- eutra,6187,0,-,-	
T	SEQUENCE	Q	0	srs-SwitchingTimesListNR,6183,0,-,-	
T	SEQUENCE OF	L	6184	1 32 0
T	SRS-SwitchingTimeNR	Q	0	switchingTimeDL,6185,1,-,- switchingTimeUL,6186,1,-,-	
T	ENUMERATED	e	n0us,n30us,n100us,n140us,n200us,n300us,n500us,n900us	-
T	ENUMERATED	e	n0us,n30us,n100us,n140us,n200us,n300us,n500us,n900us	-
T	SEQUENCE	Q	0	srs-SwitchingTimesListEUTRA,6188,0,-,-	
T	SEQUENCE OF	L	6189	1 32 0
T	SRS-SwitchingTimeEUTRA	Q	0	switchingTimeDL,6190,1,-,- switchingTimeUL,6191,1,-,-	
T	ENUMERATED	e	n0,n0dot5,n1,n1dot5,n2,n2dot5,n3,n3dot5,n4,n4dot5,n5,n5dot5,n6,n6dot5,n7	-
T	ENUMERATED	e	n0,n0dot5,n1,n1dot5,n2,n2dot5,n3,n3dot5,n4,n4dot5,n5,n5dot5,n6,n6dot5,n7	-
T	SEQUENCE	Q	0	supportedSRS-TxPortSwitch,6193,0,-,- txSwitchImpactToRx,6194,1,-,- txSwitchWithAnotherBand,6195,1,-,-	
T	ENUMERATED	e	t1r2,t1r4,t2r4,t1r4-t2r4,t1r1,t2r2,t4r4,notSupported	-
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	CA-ParametersNR-v1540	Q	0	simultaneousSRS-AssocCSI-RS-AllCC,6197,1,-,- csi-RS-IM-ReceptionForFeedbackPerBandComb,6198,1,-,- simultaneousCSI-ReportsAllCC,6201,1,-,- dualPA-Architecture,6202,1,-,-	
T	INTEGER	i	5 32 0
T	SEQUENCE	Q	0	maxNumberSimultaneousNZP-CSI-RS-ActBWP-AllCC,6199,1,-,- totalNumberPortsSimultaneousNZP-CSI-RS-ActBWP-AllCC,6200,1,-,-	
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	INTEGER	i	5 32 0
T	ENUMERATED	e	supported	-
T	BandCombination-v1560	Q	0	ne-DC-BC,6204,1,-,- ca-ParametersNRDC,6205,1,-,- ca-ParametersEUTRA-v1560,6210,1,-,- ca-ParametersNR-v1560,6208,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC	Q	0	ca-ParametersNR-ForDC,6155,1,-,- ca-ParametersNR-ForDC-v1540,6196,1,-,- ca-ParametersNR-ForDC-v1550,6206,1,-,- ca-ParametersNR-ForDC-v1560,6208,1,-,- featureSetCombinationDC,6147,1,-,-	
T	CA-ParametersNR-v1550	Q	0	dummy,6207,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNR-v1560	Q	0	diffNumerologyWithinPUCCH-GroupLargerSCS,6209,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersEUTRA-v1560	Q	0	fd-MIMO-TotalWeightedLayers,6211,1,-,-	
T	INTEGER	i	2 128 0
T	BandCombination-v1570	Q	0	ca-ParametersEUTRA-v1570,6213,0,-,-	
T	CA-ParametersEUTRA-v1570	Q	0	dl-1024QAM-TotalWeightedLayers,6214,1,-,-	
T	INTEGER	i	0 10 0
T	BandCombination-v1580	Q	0	mrdc-Parameters-v1580,6216,0,-,-	
T	MRDC-Parameters-v1580	Q	0	dynamicPowerSharingNEDC,6217,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-v1590	Q	0	supportedBandwidthCombinationSetIntraENDC,6219,1,-,- mrdc-Parameters-v1590,6220,0,-,-	
T	BIT STRING	B	1 32 0
T	MRDC-Parameters-v1590	Q	0	interBandContiguousMRDC,6221,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-v1610	Q	0	bandList-v1610,6223,1,-,- ca-ParametersNR-v1610,6227,1,-,- ca-ParametersNRDC-v1610,6314,1,-,- powerClass-v1610,6319,1,-,- powerClassNRPart-r16,6320,1,-,- featureSetCombinationDAPS-r16,6147,1,-,- mrdc-Parameters-v1620,6321,1,-,-	
T	SEQUENCE OF	L	6224	1 32 0
T	BandParameters-v1610	Q	0	srs-TxSwitch-v1610,6225,1,-,-	
T	SEQUENCE	Q	0	supportedSRS-TxPortSwitch-v1610,6226,0,-,-	
T	ENUMERATED	e	t1r1-t1r2,t1r1-t1r2-t1r4,t1r1-t1r2-t2r2-t2r4,t1r1-t1r2-t2r2-t1r4-t2r4,t1r1-t2r2,t1r1-t2r2-t4r4	-
T	CA-ParametersNR-v1610	Q	0	parallelTxMsgA-SRS-PUCCH-PUSCH-r16,6228,1,-,- msgA-SUL-r16,6229,1,-,- jointSearchSpaceSwitchAcrossCells-r16,6230,1,-,- half-DuplexTDD-CA-SameSCS-r16,6231,1,-,- scellDormancyWithinActiveTime-r16,6232,1,-,- scellDormancyOutsideActiveTime-r16,6233,1,-,- crossCarrierA-CSI-trigDiffSCS-r16,6234,1,-,- defaultQCL-CrossCarrierA-CSI-Trig-r16,6235,1,-,- interCA-NonAlignedFrame-r16,6236,1,-,- simul-SRS-Trans-BC-r16,6237,1,-,- interFreqDAPS-r16,6238,1,-,- codebookParametersPerBC-r16,6246,1,-,- blindDetectFactor-r16,6256,1,-,- pdcch-MonitoringCA-r16,6257,1,-,- pdcch-BlindDetectionCA-Mixed-r16,6260,1,-,- pdcch-BlindDetectionMCG-UE-r16,6264,1,-,- pdcch-BlindDetectionSCG-UE-r16,6265,1,-,- pdcch-BlindDetectionMCG-UE-Mixed-r16,6266,1,-,- pdcch-BlindDetectionSCG-UE-Mixed-r16,6269,1,-,- crossCarrierSchedulingDL-DiffSCS-r16,6272,1,-,- crossCarrierSchedulingDefaultQCL-r16,6273,1,-,- crossCarrierSchedulingUL-DiffSCS-r16,6274,1,-,- simul-SRS-MIMO-Trans-BC-r16,6275,1,-,- codebookParametersAdditionPerBC-r16,6276,1,-,- codebookComboParametersAdditionPerBC-r16,6285,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	higherA-CSI-SCS,lowerA-CSI-SCS,both	-
T	ENUMERATED	e	diffOnly,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2	-
T	SEQUENCE	Q	0	interFreqAsyncDAPS-r16,6239,1,-,- interFreqDiffSCS-DAPS-r16,6240,1,-,- interFreqMultiUL-TransmissionDAPS-r16,6241,1,-,- interFreqSemiStaticPowerSharingDAPS-Mode1-r16,6242,1,-,- interFreqSemiStaticPowerSharingDAPS-Mode2-r16,6243,1,-,- interFreqDynamicPowerSharingDAPS-r16,6244,1,-,- interFreqUL-TransCancellationDAPS-r16,6245,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	short,long	-
T	ENUMERATED	e	supported	-
T	CodebookParameters-v1610	Q	0	supportedCSI-RS-ResourceListAlt-r16,6247,1,-,-	
T	SEQUENCE	Q	0	type1-SinglePanel-r16,6248,1,-,- type1-MultiPanel-r16,6250,1,-,- type2-r16,6252,1,-,- type2-PortSelection-r16,6254,1,-,-	
T	SEQUENCE OF	L	6249	1 7 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6251	1 7 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6253	1 7 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6255	1 7 0
T	INTEGER	i	0 511 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	maxNumberOfMonitoringCC-r16,6258,0,-,- supportedSpanArrangement-r16,6259,0,-,-	
T	INTEGER	i	2 16 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	SEQUENCE	Q	0	pdcch-BlindDetectionCA1-r16,6261,0,-,- pdcch-BlindDetectionCA2-r16,6262,0,-,- supportedSpanArrangement-r16,6263,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	INTEGER	i	1 14 0
T	INTEGER	i	1 14 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE1-r16,6267,0,-,- pdcch-BlindDetectionMCG-UE2-r16,6268,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionSCG-UE1-r16,6270,0,-,- pdcch-BlindDetectionSCG-UE2-r16,6271,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	low-to-high,high-to-low,both	-
T	ENUMERATED	e	diff-only,both	-
T	ENUMERATED	e	low-to-high,high-to-low,both	-
T	ENUMERATED	e	n2	-
T	CodebookParametersAdditionPerBC-r16	Q	0	etype2R1-r16,6277,1,-,- etype2R2-r16,6279,1,-,- etype2R1-PortSelection-r16,6281,1,-,- etype2R2-PortSelection-r16,6283,1,-,-	
T	SEQUENCE OF	L	6278	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6280	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6282	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6284	1 16 0
T	INTEGER	i	0 511 0
T	CodebookComboParametersAdditionPerBC-r16	Q	0	type1SP-Type2-null-r16,6286,1,-,- type1SP-Type2PS-null-r16,6288,1,-,- type1SP-eType2R1-null-r16,6290,1,-,- type1SP-eType2R2-null-r16,6292,1,-,- type1SP-eType2R1PS-null-r16,6294,1,-,- type1SP-eType2R2PS-null-r16,6296,1,-,- type1SP-Type2-Type2PS-r16,6298,1,-,- type1MP-Type2-null-r16,6300,1,-,- type1MP-Type2PS-null-r16,6302,1,-,- type1MP-eType2R1-null-r16,6304,1,-,- type1MP-eType2R2-null-r16,6306,1,-,- type1MP-eType2R1PS-null-r16,6308,1,-,- type1MP-eType2R2PS-null-r16,6310,1,-,- type1MP-Type2-Type2PS-r16,6312,1,-,-	
T	SEQUENCE OF	L	6287	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6289	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6291	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6293	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6295	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6297	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6299	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6301	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6303	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6305	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6307	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6309	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6311	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6313	1 16 0
T	INTEGER	i	0 511 0
T	CA-ParametersNRDC-v1610	Q	0	intraFR-NR-DC-PwrSharingMode1-r16,6315,1,-,- intraFR-NR-DC-PwrSharingMode2-r16,6316,1,-,- intraFR-NR-DC-DynamicPwrSharing-r16,6317,1,-,- asyncNRDC-r16,6318,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	short,long	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc1dot5	-
T	ENUMERATED	e	pc1,pc2,pc3,pc5	-
T	MRDC-Parameters-v1620	Q	0	maxUplinkDutyCycle-interBandENDC-TDD-PC2-r16,6322,1,-,- tdm-restrictionTDD-endc-r16,6330,1,-,- tdm-restrictionFDD-endc-r16,6331,1,-,- singleUL-HARQ-offsetTDD-PCell-r16,6332,1,-,- tdm-restrictionDualTX-FDD-endc-r16,6333,1,-,-	
T	SEQUENCE	Q	0	eutra-TDD-Config0-r16,6323,1,-,- eutra-TDD-Config1-r16,6324,1,-,- eutra-TDD-Config2-r16,6325,1,-,- eutra-TDD-Config3-r16,6326,1,-,- eutra-TDD-Config4-r16,6327,1,-,- eutra-TDD-Config5-r16,6328,1,-,- eutra-TDD-Config6-r16,6329,1,-,-	
T	ENUMERATED	e	n20,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n20,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n20,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n20,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n20,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n20,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n20,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	6335	1 32 0
T	ULTxSwitchingBandPair-r16	Q	0	bandIndexUL1-r16,6336,0,-,- bandIndexUL2-r16,6337,0,-,- uplinkTxSwitchingPeriod-r16,6338,0,-,- uplinkTxSwitching-DL-Interruption-r16,6339,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n35us,n140us,n210us	-
T	BIT STRING	B	1 32 0
T	ENUMERATED	e	switchedUL,dualUL,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	nonCoherent,fullCoherent	-
T	BandCombination-UplinkTxSwitch-v1630	Q	0	bandCombination-v1630,6344,1,-,-	
T	BandCombination-v1630	Q	0	ca-ParametersNR-v1630,6345,1,-,- ca-ParametersNRDC-v1630,6353,1,-,- mrdc-Parameters-v1630,6354,1,-,- supportedTxBandCombListPerBC-Sidelink-r16,6359,1,-,- supportedRxBandCombListPerBC-Sidelink-r16,6360,1,-,- scalingFactorTxSidelink-r16,6361,1,-,- scalingFactorRxSidelink-r16,6363,1,-,-	
T	CA-ParametersNR-v1630	Q	0	simulTX-SRS-AntSwitchingInterBandUL-CA-r16,6346,1,-,- beamManagementType-r16,6350,1,-,- intraBandFreqSeparationUL-AggBW-GapBW-r16,6351,1,-,- interCA-NonAlignedFrame-B-r16,6352,1,-,-	
T	SimulSRS-ForAntennaSwitching-r16	Q	0	supportSRS-xTyR-xLessThanY-r16,6347,1,-,- supportSRS-xTyR-xEqualToY-r16,6348,1,-,- supportSRS-AntennaSwitching-r16,6349,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	ibm,dummy	-
T	ENUMERATED	e	classI,classII,classIII	-
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1630	Q	0	ca-ParametersNR-ForDC-v1610,6227,1,-,- ca-ParametersNR-ForDC-v1630,6345,1,-,-	
T	MRDC-Parameters-v1630	Q	0	maxUplinkDutyCycle-interBandENDC-FDD-TDD-PC2-r16,6355,1,-,- interBandMRDC-WithOverlapDL-Bands-r16,6358,1,-,-	
T	SEQUENCE	Q	0	maxUplinkDutyCycle-FDD-TDD-EN-DC1-r16,6356,1,-,- maxUplinkDutyCycle-FDD-TDD-EN-DC2-r16,6357,1,-,-	
T	ENUMERATED	e	n30,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n30,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	1 65536 0
T	BIT STRING	B	1 65536 0
T	SEQUENCE OF	L	6362	1 65536 0
T	ScalingFactorSidelink-r16	e	f0p4,f0p75,f0p8,f1	-
T	SEQUENCE OF	L	6362	1 65536 0
T	BandCombination-UplinkTxSwitch-v1640	Q	0	bandCombination-v1640,6365,1,-,-	
T	BandCombination-v1640	Q	0	ca-ParametersNR-v1640,6366,1,-,- ca-ParametersNRDC-v1640,6383,1,-,-	
T	CA-ParametersNR-v1640	Q	0	uplinkTxDC-TwoCarrierReport-r16,6367,1,-,- maxUpTo3Diff-NumerologiesConfigSinglePUCCH-grp-r16,6368,1,-,- maxUpTo4Diff-NumerologiesConfigSinglePUCCH-grp-r16,6368,1,-,- twoPUCCH-Grp-ConfigurationsList-r16,6373,1,-,- diffNumerologyAcrossPUCCH-Group-CarrierTypes-r16,6376,1,-,- diffNumerologyWithinPUCCH-GroupSmallerSCS-CarrierTypes-r16,6377,1,-,- diffNumerologyWithinPUCCH-GroupLargerSCS-CarrierTypes-r16,6378,1,-,- pdcch-MonitoringCA-NonAlignedSpan-r16,6379,1,-,- pdcch-BlindDetectionCA-Mixed-NonAlignedSpan-r16,6380,1,-,-	
T	ENUMERATED	e	supported	-
T	PUCCH-Grp-CarrierTypes-r16	Q	0	fr1-NonSharedTDD-r16,6369,1,-,- fr1-SharedTDD-r16,6370,1,-,- fr1-NonSharedFDD-r16,6371,1,-,- fr2-r16,6372,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	6374	1 32 0
T	TwoPUCCH-Grp-Configurations-r16	Q	0	pucch-PrimaryGroupMapping-r16,6375,0,-,- pucch-SecondaryGroupMapping-r16,6375,0,-,-	
T	TwoPUCCH-Grp-ConfigParams-r16	Q	0	pucch-GroupMapping-r16,6368,0,-,- pucch-TX-r16,6368,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 16 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionCA1-r16,6381,0,-,- pdcch-BlindDetectionCA2-r16,6382,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	CA-ParametersNRDC-v1640	Q	0	ca-ParametersNR-ForDC-v1640,6366,1,-,-	
T	BandCombination-UplinkTxSwitch-v1650	Q	0	bandCombination-v1650,6385,1,-,-	
T	BandCombination-v1650	Q	0	ca-ParametersNRDC-v1650,6386,1,-,-	
T	CA-ParametersNRDC-v1650	Q	0	supportedCellGrouping-r16,6387,1,-,-	
T	BIT STRING	B	1 32 0
T	BandCombination-UplinkTxSwitch-v1670	Q	0	bandCombination-v15g0,6389,1,-,-	
T	BandCombination-v15g0	Q	0	ca-ParametersNR-v15g0,6390,1,-,- ca-ParametersNRDC-v15g0,6392,1,-,- mrdc-Parameters-v15g0,6393,1,-,-	
T	CA-ParametersNR-v15g0	Q	0	simultaneousRxTxInterBandCAPerBandPair,6391,1,-,- simultaneousRxTxSULPerBandPair,6391,1,-,-	
T	SimultaneousRxTxPerBandPair	B	3 496 0
T	CA-ParametersNRDC-v15g0	Q	0	ca-ParametersNR-ForDC-v15g0,6390,1,-,-	
T	MRDC-Parameters-v15g0	Q	0	simultaneousRxTxInterBandENDCPerBandPair,6391,1,-,-	
T	BandCombination-UplinkTxSwitch-v1690	Q	0	bandCombination-v1690,6395,1,-,-	
T	BandCombination-v1690	Q	0	dummy,6396,1,-,-	
T	CA-ParametersNR-v1690	Q	0	csi-ReportingCrossPUCCH-Grp-r16,6397,1,-,-	
T	SEQUENCE	Q	0	computationTimeForA-CSI-r16,6398,0,-,- additionalSymbols-r16,6399,1,-,- sp-CSI-ReportingOnPUCCH-r16,6404,1,-,- sp-CSI-ReportingOnPUSCH-r16,6405,1,-,- carrierTypePairList-r16,6406,0,-,-	
T	ENUMERATED	e	sameAsNoCross,relaxed	-
T	SEQUENCE	Q	0	scs-15kHz-additionalSymbols-r16,6400,1,-,- scs-30kHz-additionalSymbols-r16,6401,1,-,- scs-60kHz-additionalSymbols-r16,6402,1,-,- scs-120kHz-additionalSymbols-r16,6403,1,-,-	
T	ENUMERATED	e	s14,s28	-
T	ENUMERATED	e	s14,s28	-
T	ENUMERATED	e	s14,s28,s56	-
T	ENUMERATED	e	s14,s28,s56	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	6407	1 16 0
T	CarrierTypePair-r16	Q	0	carrierForCSI-Measurement-r16,6368,0,-,- carrierForCSI-Reporting-r16,6368,0,-,-	
T	BandCombination-UplinkTxSwitch-v16a0	Q	0	bandCombination-v16a0,6409,1,-,-	
T	BandCombination-v16a0	Q	0	ca-ParametersNR-v16a0,6410,1,-,- ca-ParametersNRDC-v16a0,6421,1,-,-	
T	CA-ParametersNR-v16a0	Q	0	pdcch-BlindDetectionMixedList-r16,6411,0,-,-	
T	SEQUENCE OF	L	6412	1 7 0
T	PDCCH-BlindDetectionMixedList-r16	Q	0	pdcch-BlindDetectionCA-MixedExt-r16,6413,1,-,- pdcch-BlindDetectionCG-UE-MixedExt-r16,6417,1,-,-	
T	CHOICE	C	0	pdcch-BlindDetectionCA-Mixed-v16a0,6414,0,-,- pdcch-BlindDetectionCA-Mixed-NonAlignedSpan-v16a0,6414,0,-,-	
T	PDCCH-BlindDetectionCA-MixedExt-r16	Q	0	pdcch-BlindDetectionCA1-r16,6415,0,-,- pdcch-BlindDetectionCA2-r16,6416,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-v16a0,6418,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-v16a0,6418,0,-,-	
T	PDCCH-BlindDetectionCG-UE-MixedExt-r16	Q	0	pdcch-BlindDetectionCG-UE1-r16,6419,0,-,- pdcch-BlindDetectionCG-UE2-r16,6420,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	CA-ParametersNRDC-v16a0	Q	0	ca-ParametersNR-ForDC-v16a0,6410,1,-,-	
T	BandCombination-UplinkTxSwitch-v16e0	Q	0	bandCombination-v15n0,6423,1,-,-	
T	BandCombination-v15n0	Q	0	mrdc-Parameters-v15n0,6424,0,-,-	
T	MRDC-Parameters-v15n0	Q	0	intraBandENDC-Support-UL,6425,1,-,-	
T	ENUMERATED	e	non-contiguous,both	-
T	BandCombination-UplinkTxSwitch-v16j0	Q	0	bandCombination-v16j0,6427,1,-,-	
T	BandCombination-v16j0	Q	0	ca-ParametersNR-v16j0,6396,1,-,- ca-ParametersNRDC-v16j0,6428,1,-,-	
T	CA-ParametersNRDC-v16j0	Q	0	ca-ParametersNR-ForDC-v16j0,6396,1,-,-	
T	BandCombination-UplinkTxSwitch-v1700	Q	0	bandCombination-v1700,6430,1,-,- supportedBandPairListNR-v1700,6582,1,-,- uplinkTxSwitchingBandParametersList-v1700,6585,1,-,-	
T	BandCombination-v1700	Q	0	ca-ParametersNR-v1700,6431,1,-,- ca-ParametersNRDC-v1700,6564,1,-,- mrdc-Parameters-v1700,6570,1,-,- bandList-v1710,6574,1,-,- supportedBandCombListPerBC-SL-RelayDiscovery-r17,6580,1,-,- supportedBandCombListPerBC-SL-NonRelayDiscovery-r17,6581,1,-,-	
T	CA-ParametersNR-v1700	Q	0	codebookParametersfetype2PerBC-r17,6432,1,-,- demodulationEnhancementCA-r17,6439,1,-,- maxUplinkDutyCycle-interBandCA-PC2-r17,6440,1,-,- maxUplinkDutyCycle-SULcombination-PC2-r17,6441,1,-,- beamManagementType-CBM-r17,6442,1,-,- parallelTxPUCCH-PUSCH-r17,6443,1,-,- codebookComboParameterMixedTypePerBC-r17,6444,1,-,- mTRP-CSI-EnhancementPerBC-r17,6473,1,-,- codebookComboParameterMultiTRP-PerBC-r17,6482,1,-,- maxCC-32-DL-HARQ-ProcessFR2-2-r17,6543,1,-,- maxCC-32-UL-HARQ-ProcessFR2-2-r17,6544,1,-,- crossCarrierSchedulingSCell-SpCellTypeB-r17,6545,1,-,- crossCarrierSchedulingSCell-SpCellTypeA-r17,6545,1,-,- dci-FormatsPCellPSCellUSS-Sets-r17,6554,1,-,- disablingScalingFactorDeactSCell-r17,6555,1,-,- disablingScalingFactorDormantSCell-r17,6556,1,-,- non-AlignedFrameBoundaries-r17,6557,1,-,-	
T	CodebookParametersfetype2PerBC-r17	Q	0	fetype2basic-r17,6433,0,-,- fetype2R1-r17,6435,1,-,- fetype2R2-r17,6437,1,-,-	
T	SEQUENCE OF	L	6434	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6436	1 8 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6438	1 8 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookComboParameterMixedTypePerBC-r17	Q	0	type1SP-feType2PS-null-r17,6445,1,-,- type1SP-feType2PS-M2R1-null-r17,6447,1,-,- type1SP-feType2PS-M2R2-null-r17,6449,1,-,- type1SP-Type2-feType2-PS-M1-r17,6451,1,-,- type1SP-Type2-feType2-PS-M2R1-r17,6453,1,-,- type1SP-eType2R1-feType2-PS-M1-r17,6455,1,-,- type1SP-eType2R1-feType2-PS-M2R1-r17,6457,1,-,- type1MP-feType2PS-null-r17,6459,1,-,- type1MP-feType2PS-M2R1-null-r17,6461,1,-,- type1MP-feType2PS-M2R2-null-r17,6463,1,-,- type1MP-Type2-feType2-PS-M1-r17,6465,1,-,- type1MP-Type2-feType2-PS-M2R1-r17,6467,1,-,- type1MP-eType2R1-feType2-PS-M1-r17,6469,1,-,- type1MP-eType2R1-feType2-PS-M2R1-r17,6471,1,-,-	
T	SEQUENCE OF	L	6446	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6448	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6450	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6452	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6454	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6456	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6458	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6460	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6462	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6464	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6466	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6468	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6470	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6472	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	maxNumNZP-CSI-RS-r17,6474,0,-,- cSI-Report-mode-r17,6475,0,-,- supportedComboAcrossCCs-r17,6476,0,-,- codebookMode-NCJT-r17,6481,0,-,-	
T	INTEGER	i	2 8 0
T	ENUMERATED	e	mode1,mode2,both	-
T	SEQUENCE OF	L	6477	1 16 0
T	CSI-MultiTRP-SupportedCombinations-r17	Q	0	maxNumTx-Ports-r17,6478,0,-,- maxTotalNumCMR-r17,6479,0,-,- maxTotalNumTx-PortsNZP-CSI-RS-r17,6480,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n12,n16,n24,n32	-
T	INTEGER	i	2 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	mode1,mode1And2	-
T	CodebookComboParameterMultiTRP-PerBC-r17	Q	0	nCJT-null-null,6483,1,-,- nCJT1SP-null-null,6485,1,-,- nCJT-Type2-null-r16,6487,1,-,- nCJT-Type2PS-null-r16,6489,1,-,- nCJT-eType2R1-null-r16,6491,1,-,- nCJT-eType2R2-null-r16,6493,1,-,- nCJT-eType2R1PS-null-r16,6495,1,-,- nCJT-eType2R2PS-null-r16,6497,1,-,- nCJT-Type2-Type2PS-r16,6499,1,-,- nCJT1SP-Type2-null-r16,6501,1,-,- nCJT1SP-Type2PS-null-r16,6503,1,-,- nCJT1SP-eType2R1-null-r16,6505,1,-,- nCJT1SP-eType2R2-null-r16,6507,1,-,- nCJT1SP-eType2R1PS-null-r16,6509,1,-,- nCJT1SP-eType2R2PS-null-r16,6511,1,-,- nCJT1SP-Type2-Type2PS-r16,6513,1,-,- nCJT-feType2PS-null-r17,6515,1,-,- nCJT-feType2PS-M2R1-null-r17,6517,1,-,- nCJT-feType2PS-M2R2-null-r17,6519,1,-,- nCJT-Type2-feType2-PS-M1-r17,6521,1,-,- nCJT-Type2-feType2-PS-M2R1-r17,6523,1,-,- nCJT-eType2R1-feType2-PS-M1-r17,6525,1,-,- nCJT-eType2R1-feType2-PS-M2R1-r17,6527,1,-,- nCJT1SP-feType2PS-null-r17,6529,1,-,- nCJT1SP-feType2PS-M2R1-null-r17,6531,1,-,- nCJT1SP-feType2PS-M2R2-null-r1,6533,1,-,- nCJT1SP-Type2-feType2-PS-M1-r17,6535,1,-,- nCJT1SP-Type2-feType2-PS-M2R1-r17,6537,1,-,- nCJT1SP-eType2R1-feType2-PS-M1-r17,6539,1,-,- nCJT1SP-eType2R1-feType2-PS-M2R1-r17,6541,1,-,-	
T	SEQUENCE OF	L	6484	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6486	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6488	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6490	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6492	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6494	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6496	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6498	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6500	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6502	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6504	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6506	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6508	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6510	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6512	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6514	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6516	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6518	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6520	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6522	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6524	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6526	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6528	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6530	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6532	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6534	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6536	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6538	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6540	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6542	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n16,n32	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n8,n16,n32	-
T	CrossCarrierSchedulingSCell-SpCell-r17	Q	0	supportedSCS-Combinations-r17,6546,0,-,- pdcch-MonitoringOccasion-r17,6553,0,-,-	
T	SEQUENCE	Q	0	scs15kHz-15kHz-r17,6547,1,-,- scs15kHz-30kHz-r17,6548,1,-,- scs15kHz-60kHz-r17,6549,1,-,- scs30kHz-30kHz-r17,6550,1,-,- scs30kHz-60kHz-r17,6551,1,-,- scs60kHz-60kHz-r17,6552,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	ENUMERATED	e	val1,val2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs15kHz-15kHz-r17,6558,1,-,- scs15kHz-30kHz-r17,6559,1,-,- scs15kHz-60kHz-r17,6560,1,-,- scs30kHz-30kHz-r17,6561,1,-,- scs30kHz-60kHz-r17,6562,1,-,- scs60kHz-60kHz-r17,6563,1,-,-	
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	CA-ParametersNRDC-v1700	Q	0	simultaneousRxTx-IAB-MultipleParents-r17,6565,1,-,- condPSCellAdditionNRDC-r17,6566,1,-,- scg-ActivationDeactivationNRDC-r17,6567,1,-,- scg-ActivationDeactivationResumeNRDC-r17,6568,1,-,- beamManagementType-CBM-r17,6569,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MRDC-Parameters-v1700	Q	0	condPSCellAdditionENDC-r17,6571,1,-,- scg-ActivationDeactivationENDC-r17,6572,1,-,- scg-ActivationDeactivationResumeENDC-r17,6573,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	6575	1 32 0
T	BandParameters-v1710	Q	0	srs-AntennaSwitchingBeyond4RX-r17,6576,1,-,-	
T	SEQUENCE	Q	0	supportedSRS-TxPortSwitchBeyond4Rx-r17,6577,0,-,- entryNumberAffectBeyond4Rx-r17,6578,1,-,- entryNumberSwitchBeyond4Rx-r17,6579,1,-,-	
T	BIT STRING	B	11 11 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	BIT STRING	B	1 65536 0
T	BIT STRING	B	1 65536 0
T	SEQUENCE OF	L	6583	1 32 0
T	ULTxSwitchingBandPair-v1700	Q	0	uplinkTxSwitchingPeriod2T2T-r17,6584,1,-,-	
T	ENUMERATED	e	n35us,n140us,n210us	-
T	SEQUENCE OF	L	6586	1 32 0
T	UplinkTxSwitchingBandParameters-v1700	Q	0	bandIndex-r17,6587,0,-,- uplinkTxSwitching2T2T-PUSCH-TransCoherence-r17,6588,1,-,-	
T	INTEGER	i	1 32 0
T	ENUMERATED	e	nonCoherent,fullCoherent	-
T	BandCombination-UplinkTxSwitch-v1720	Q	0	bandCombination-v1720,6590,1,-,- uplinkTxSwitching-OptionSupport2T2T-r17,6643,1,-,-	
T	BandCombination-v1720	Q	0	ca-ParametersNR-v1720,6591,1,-,- ca-ParametersNRDC-v1720,6642,1,-,-	
T	CA-ParametersNR-v1720	Q	0	parallelTxSRS-PUCCH-PUSCH-intraBand-r17,6592,1,-,- parallelTxPRACH-SRS-PUCCH-PUSCH-intraBand-r17,6593,1,-,- semiStaticPUCCH-CellSwitchSingleGroup-r17,6594,1,-,- semiStaticPUCCH-CellSwitchTwoGroups-r17,6600,1,-,- dynamicPUCCH-CellSwitchSameLengthSingleGroup-r17,6602,1,-,- dynamicPUCCH-CellSwitchDiffLengthSingleGroup-r17,6604,1,-,- dynamicPUCCH-CellSwitchSameLengthTwoGroups-r17,6606,1,-,- dynamicPUCCH-CellSwitchDiffLengthTwoGroups-r17,6607,1,-,- ack-NACK-FeedbackForMulticast-r17,6608,1,-,- ptp-Retx-Multicast-r17,6609,1,-,- nack-OnlyFeedbackForMulticast-r17,6610,1,-,- nack-OnlyFeedbackSpecificResourceForMulticast-r17,6611,1,-,- ack-NACK-FeedbackForSPS-Multicast-r17,6612,1,-,- ptp-Retx-SPS-Multicast-r17,6613,1,-,- higherPowerLimit-r17,6614,1,-,- parallelTxMsgA-SRS-PUCCH-PUSCH-intraBand-r17,6615,1,-,- pdcch-MonitoringCA-r17,6616,1,-,- pdcch-BlindDetectionMCG-SCG-List-r17,6617,1,-,- pdcch-BlindDetectionMixedList1-r17,6621,1,-,- pdcch-BlindDetectionMixedList2-r17,6630,1,-,- pdcch-BlindDetectionMixedList3-r17,6631,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	pucch-Group-r17,6595,0,-,- pucch-Group-Config-r17,6596,0,-,-	
T	ENUMERATED	e	primaryGroupOnly,secondaryGroupOnly,eitherPrimaryOrSecondaryGroup	-
T	PUCCH-Group-Config-r17	Q	0	fr1-FR1-NonSharedTDD-r17,6597,1,-,- fr2-FR2-NonSharedTDD-r17,6598,1,-,- fr1-FR2-NonSharedTDD-r17,6599,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	6601	1 16 0
T	TwoPUCCH-Grp-Configurations-r17	Q	0	primaryPUCCH-GroupConfig-r17,6596,0,-,- secondaryPUCCH-GroupConfig-r17,6596,0,-,-	
T	SEQUENCE	Q	0	pucch-Group-r17,6603,0,-,- pucch-Group-Config-r17,6596,0,-,-	
T	ENUMERATED	e	primaryGroupOnly,secondaryGroupOnly,eitherPrimaryOrSecondaryGroup	-
T	SEQUENCE	Q	0	pucch-Group-r17,6605,0,-,- pucch-Group-Config-r17,6596,0,-,-	
T	ENUMERATED	e	primaryGroupOnly,secondaryGroupOnly,eitherPrimaryOrSecondaryGroup	-
T	SEQUENCE OF	L	6601	1 16 0
T	SEQUENCE OF	L	6601	1 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	4 16 0
T	SEQUENCE OF	L	6618	1 16 0
T	PDCCH-BlindDetectionMCG-SCG-r17	Q	0	pdcch-BlindDetectionMCG-UE-r17,6619,0,-,- pdcch-BlindDetectionSCG-UE-r17,6620,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE OF	L	6622	1 16 0
T	PDCCH-BlindDetectionMixed-r17	Q	0	pdcch-BlindDetectionCA-Mixed-r17,6623,1,-,- pdcch-BlindDetectionCG-UE-Mixed-r17,6626,1,-,-	
T	PDCCH-BlindDetectionCA-Mixed-r17	Q	0	pdcch-BlindDetectionCA1-r17,6624,1,-,- pdcch-BlindDetectionCA2-r17,6625,1,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-v17,6627,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-v17,6627,0,-,-	
T	PDCCH-BlindDetectionCG-UE-Mixed-r17	Q	0	pdcch-BlindDetectionCG-UE1-r17,6628,0,-,- pdcch-BlindDetectionCG-UE2-r17,6629,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	6622	1 16 0
T	SEQUENCE OF	L	6632	1 16 0
T	PDCCH-BlindDetectionMixed1-r17	Q	0	pdcch-BlindDetectionCA-Mixed1-r17,6633,1,-,- pdcch-BlindDetectionCG-UE-Mixed1-r17,6637,1,-,-	
T	PDCCH-BlindDetectionCA-Mixed1-r17	Q	0	pdcch-BlindDetectionCA1-r17,6634,1,-,- pdcch-BlindDetectionCA2-r17,6635,1,-,- pdcch-BlindDetectionCA3-r17,6636,1,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed1-v17,6638,0,-,- pdcch-BlindDetectionSCG-UE-Mixed1-v17,6638,0,-,-	
T	PDCCH-BlindDetectionCG-UE-Mixed1-r17	Q	0	pdcch-BlindDetectionCG-UE1-r17,6639,0,-,- pdcch-BlindDetectionCG-UE2-r17,6640,0,-,- pdcch-BlindDetectionCG-UE3-r17,6641,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	CA-ParametersNRDC-v1720	Q	0	ca-ParametersNR-ForDC-v1700,6431,1,-,- ca-ParametersNR-ForDC-v1720,6591,1,-,-	
T	ENUMERATED	e	switchedUL,dualUL,both	-
T	BandCombination-UplinkTxSwitch-v1730	Q	0	bandCombination-v1730,6645,1,-,-	
T	BandCombination-v1730	Q	0	ca-ParametersNR-v1730,6646,1,-,- ca-ParametersNRDC-v1730,6662,1,-,- bandList-v1730,6663,1,-,-	
T	CA-ParametersNR-v1730	Q	0	dmrs-BundlingPUSCH-RepTypeAPerBC-r17,6647,1,-,- dmrs-BundlingPUSCH-RepTypeBPerBC-r17,6648,1,-,- dmrs-BundlingPUSCH-multiSlotPerBC-r17,6649,1,-,- dmrs-BundlingPUCCH-RepPerBC-r17,6650,1,-,- dmrs-BundlingRestartPerBC-r17,6651,1,-,- dmrs-BundlingNonBackToBackTX-PerBC-r17,6652,1,-,- stayOnTargetCC-SRS-CarrierSwitch-r17,6653,1,-,- fdm-CodebookForMux-UnicastMulticastHARQ-ACK-r17,6654,1,-,- mode2-TDM-CodebookForMux-UnicastMulticastHARQ-ACK-r17,6655,1,-,- mode1-ForType1-CodebookGeneration-r17,6656,1,-,- nack-OnlyFeedbackSpecificResourceForSPS-Multicast-r17,6657,1,-,- multiPUCCH-ConfigForMulticast-r17,6658,1,-,- pucch-ConfigForSPS-Multicast-r17,6659,1,-,- maxNumberG-RNTI-HARQ-ACK-Codebook-r17,6660,1,-,- mux-HARQ-ACK-UnicastMulticast-r17,6661,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1730	Q	0	ca-ParametersNR-ForDC-v1730,6646,1,-,-	
T	SEQUENCE OF	L	6664	1 32 0
T	BandParameters-v1730	Q	0	srs-SwitchingAffectedBandsListNR-r17,6665,0,-,-	
T	SEQUENCE OF	L	6666	1 32 0
T	SRS-SwitchingAffectedBandsNR-r17	B	1 32 0
T	BandCombination-UplinkTxSwitch-v1740	Q	0	bandCombination-v1740,6668,1,-,-	
T	BandCombination-v1740	Q	0	dummy,6669,1,-,-	
T	CA-ParametersNR-v1740	Q	0	nack-OnlyFeedbackForSPS-Multicast-r17,6670,1,-,- singlePUCCH-ConfigForMulticast-r17,6671,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandCombination-UplinkTxSwitch-v1760	Q	0	bandCombination-v1760,6673,1,-,-	
T	BandCombination-v1760	Q	0	ca-ParametersNR-v1760,6674,0,-,- ca-ParametersNRDC-v1760,6676,0,-,-	
T	CA-ParametersNR-v1760	Q	0	prioSCellPRACH-OverSP-PeriodicSRS-Support-r17,6675,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1760	Q	0	ca-ParametersNR-ForDC-v1760,6674,0,-,-	
T	BandCombination-UplinkTxSwitch-v1770	Q	0	bandCombination-v1770,6678,1,-,-	
T	BandCombination-v1770	Q	0	bandList-v1770,6679,0,-,- mrdc-Parameters-v1770,6682,1,-,- ca-ParametersNR-v1770,6684,1,-,-	
T	SEQUENCE OF	L	6680	1 32 0
T	BandParameters-v1770	Q	0	ca-BandwidthClassDL-NR-r17,6681,1,-,- ca-BandwidthClassUL-NR-r17,6681,1,-,-	
T	CA-BandwidthClassNR-r17	e	r,s,t,u	+
T	MRDC-Parameters-v1770	Q	0	higherPowerLimitMRDC-r17,6683,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNR-v1770	Q	0	parallelTxPUCCH-PUSCH-SamePriority-r17,6685,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-UplinkTxSwitch-v1780	Q	0	bandCombination-v1780,6687,1,-,-	
T	BandCombination-v1780	Q	0	ca-ParametersNR-v1780,6688,1,-,- ca-ParametersNRDC-v1780,6692,1,-,- bandList-v1780,6693,1,-,- mrdc-Parameters-v1780,6682,1,-,-	
T	CA-ParametersNR-v1780	Q	0	parallelTxPUCCH-PUSCH-SamePriority-r17,6689,1,-,- supportedAggBW-FR1-r17,6690,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scalingFactorSCS-r17,6691,1,-,- supportedAggBW-FDD-DL-r17,5797,1,-,- supportedAggBW-FDD-UL-r17,5797,1,-,- supportedAggBW-TDD-DL-r17,5797,1,-,- supportedAggBW-TDD-UL-r17,5797,1,-,- supportedAggBW-TotalDL-r17,5797,1,-,- supportedAggBW-TotalUL-r17,5797,1,-,-	
T	ENUMERATED	e	true	-
T	CA-ParametersNRDC-v1780	Q	0	ca-ParametersNR-ForDC-v1780,6688,1,-,-	
T	SEQUENCE OF	L	6694	1 32 0
T	BandParameters-v1780	Q	0	ca-BandwidthClassDL-NR-r17,6681,1,-,- ca-BandwidthClassUL-NR-r17,6681,1,-,- supportedAggBW-FR2-r17,6695,1,-,-	
T	SEQUENCE	Q	0	supportedAggBW-DL-r17,5797,1,-,- supportedAggBW-UL-r17,5797,1,-,-	
T	BandCombination-UplinkTxSwitch-v1790	Q	0	bandCombination-v1790,6697,1,-,-	
T	BandCombination-v1790	Q	0	supportedIntraENDC-BandCombinationList-r17,6698,1,-,-	
T	SEQUENCE OF	L	6699	1 4 0
T	SupportedIntraENDC-BandCombination-r17	Q	0	supportedBandwidthCombinationSetIntraENDC-v1790,6700,1,-,- mrdc-Parameters-v1790,6701,1,-,-	
T	BIT STRING	B	1 32 0
T	MRDC-Parameters-v1790	Q	0	intraBandENDC-Support-v1790,6702,1,-,- intraBandENDC-Support-UL-v1790,6703,1,-,-	
T	ENUMERATED	e	non-contiguous,both	-
T	ENUMERATED	e	non-contiguous,both	-
T	BandCombination-UplinkTxSwitch-v17b0	Q	0	bandCombination-v17b0,6705,1,-,-	
T	BandCombination-v17b0	Q	0	ca-ParametersNR-v17b0,6669,1,-,- ca-ParametersNRDC-v17b0,6706,1,-,-	
T	CA-ParametersNRDC-v17b0	Q	0	ca-ParametersNR-ForDC-v17b0,6669,1,-,-	
T	BandCombination-UplinkTxSwitch-v1800	Q	0	bandCombination-v1800,6708,1,-,- supportedBandPairListNR-r18,6951,1,-,- uplinkTxSwitchingMinimumSeparationTime-r18,6966,1,-,- uplinkTxSwitchingAdditionalPeriodDualUL-List-r18,6967,1,-,- switchingPeriodRestriction-r18,6975,1,-,-	
T	BandCombination-v1800	Q	0	ca-ParametersNR-v1800,6709,1,-,- ca-ParametersNRDC-v1800,6935,1,-,- supportedBandCombListPerBC-SL-U2U-RelayDiscovery-r18,6941,1,-,- bandList-v1810,6942,1,-,-	
T	CA-ParametersNR-v1800	Q	0	codebookParametersetype2DopplerCSI-PerBC-r18,6710,1,-,- codebookParametersfetype2DopplerCSI-PerBC-r18,6734,1,-,- codebookParametersetype2CJT-PerBC-r18,6747,1,-,- codebookParametersfetype2CJT-PerBC-r18,6765,1,-,- codebookComboParametersCJT-PerBC-r18,6783,1,-,- codebookParametersHARQ-ACK-PUSCH-PerBC-r18,6804,1,-,- maxNumberTAG-AcrossCC-r18,6810,1,-,- tdcp-ReportPerBC-r18,6811,1,-,- tdcp-ResourcePerBC-r18,6814,1,-,- timelineRelax-CJT-CSI-CA-r18,6818,1,-,- spatialAdaptation-CSI-FeedbackPerBC-r18,6819,1,-,- nonCodebook-CSI-RS-SRS-PerBC-r18,6826,1,-,- spatialAdaptation-CSI-FeedbackPUSCH-PerBC-r18,6831,1,-,- spatialAdaptation-CSI-FeedbackAperiodicPerBC-r18,6834,1,-,- spatialAdaptation-CSI-FeedbackPUCCH-PerBC-r18,6841,1,-,- powerAdaptation-CSI-FeedbackPerBC-r18,6844,1,-,- powerAdaptation-CSI-FeedbackPUSCH-PerBC-r18,6847,1,-,- powerAdaptation-CSI-FeedbackAperiodicPerBC-r18,6850,1,-,- powerAdaptation-CSI-FeedbackPUCCH-PerBC-r18,6853,1,-,- mixCodeBookSpatialAdaptationPerBC-r18,6856,1,-,- simultaneousCSI-SubReportsAllCC-r18,6857,1,-,- multiCell-PDSCH-DCI-1-3-SameSCS-r18,6858,1,-,- multiCell-PDSCH-DCI-1-3-DiffSCS-r18,6872,1,-,- multiCell-PUSCH-DCI-0-3-SameSCS-r18,6883,1,-,- multiCell-PUSCH-DCI-0-3-DiffSCS-r18,6896,1,-,- advUnicastDCI-DL-r18,6903,1,-,- advUnicastDCI-UL-r18,6910,1,-,- type3HARQ-CB-DCI-1-3-r18,6917,1,-,- type3EnhHARQ-CB-DCI-1-3-r18,6918,1,-,- scellDormancyWithinActiveTime-DCI-0-3-And-1-3-r18,6921,1,-,- pdcch-MonitoringCA-Ext-r18,6922,1,-,- pdcch-BlindDetectionCA-MixedExt-r18,6927,1,-,- pdcch-BlindDetectionMCG-SCG-List-r18,6932,1,-,- intraBandNR-CA-non-collocated-r18,6934,1,-,-	
T	CodebookParametersetype2DopplerCSI-r18	Q	0	eType2Doppler-r18,6711,0,-,- eType2DopplerN4-r18,6717,1,-,- ddUnitSize-A-CSI-RS-CMR-r18,6725,1,-,- maxNumberAperiodicCSI-RS-Resource-r18,6726,1,-,- eType2DopplerR2-r18,6727,1,-,- eType2DopplerX1-r18,6729,1,-,- eType2DopplerX2-r18,6730,1,-,- eType2DopplerL-N4D1-r18,6731,1,-,- eType2DopplerL6-r18,6732,1,-,- eType2DopplerR3R4-r18,6733,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,6712,0,-,- valueY-P-SP-CSI-RS-r18,6714,0,-,- valueY-A-CSI-RS-r18,6715,0,-,- scalingfactor-r18,6716,0,-,-	
T	SEQUENCE OF	L	6713	1 16 0
T	INTEGER	i	0 511 0
T	INTEGER	i	1 3 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	supportedCSI-RS-ReportSettingList1-r18,6718,0,-,- supportedCSI-RS-ReportSettingList2-r18,6724,0,-,-	
T	SEQUENCE OF	L	6719	1 16 0
T	SupportedCSI-RS-ReportSetting-r18	Q	0	maxN4-r18,6720,0,-,- maxNumberTxPortsPerResource-r18,6721,0,-,- maxNumberResourcesPerBand-r18,6722,0,-,- totalNumberTxPortsPerBand-r18,6723,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	SEQUENCE OF	L	6719	1 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4,n8,n12	-
T	SEQUENCE OF	L	6728	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookParametersfetype2DopplerCSI-r18	Q	0	feType2Doppler-r18,6735,0,-,- maxNumberAperiodicCSI-RS-Resource-r18,6740,1,-,- feType2DopplerM2R1-r18,6741,1,-,- feType2DopplerR2-r18,6743,1,-,- feType2DopplerL-N4D1-r18,6745,1,-,- feType2DopplerR3R4-r18,6746,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,6736,0,-,- valueY-A-CSI-RS-r18,6738,0,-,- scalingfactor-r18,6739,0,-,-	
T	SEQUENCE OF	L	6737	1 16 0
T	INTEGER	i	0 511 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n4,n8,n12	-
T	SEQUENCE OF	L	6742	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6744	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookParametersetype2CJT-r18	Q	0	eType2CJT-r18,6748,0,-,- eType2CJT-FD-IO-r18,6753,1,-,- eType2CJT-FD-FO-r18,6755,1,-,- eType2CJT-R2-r18,6756,1,-,- eType2CJT-PV-Beta-r18,6758,1,-,- eType2CJT-2NN1N2-r18,6759,1,-,- eType2CJT-Rank3Rank4-r18,6760,1,-,- eType2CJT-L6-r18,6761,1,-,- eType2CJT-NN-r18,6762,1,-,- eType2CJT-NL-SD-r18,6763,1,-,- eType2CJT-Unequal-r18,6764,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,6749,0,-,- scalingfactor-r18,6751,0,-,- maxNumberNZP-CSI-RS-MultiTRP-CJT-r18,6752,0,-,-	
T	SEQUENCE OF	L	6750	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n1,n1dot5,n2	-
T	INTEGER	i	2 4 0
T	SEQUENCE OF	L	6754	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	6757	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n64,n96,n128	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	supported	-
T	CodebookParametersfetype2CJT-r18	Q	0	feType2CJT-r18,6766,0,-,- feType2CJT-FD-IO-r18,6771,1,-,- feType2CJT-FD-FO-r18,6773,1,-,- feType2CJT-M2R1-r18,6774,1,-,- feType2CJT-R2-r18,6776,1,-,- feType2CJT-2NN1N2-r18,6778,1,-,- feType2CJT-Rank3Rank4-r18,6779,1,-,- feType2CJT-NN-r18,6780,1,-,- feType2CJT-NL-r18,6781,1,-,- feType2CJT-Unequal-r18,6782,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,6767,0,-,- scalingfactor-r18,6769,0,-,- maxNumberNZP-CSI-RS-MultiTRP-CJT-r18,6770,0,-,-	
T	SEQUENCE OF	L	6768	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n1,n1dot5,n2	-
T	INTEGER	i	2 4 0
T	SEQUENCE OF	L	6772	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	6775	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6777	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n64,n96,n128	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	supported	-
T	CodebookComboParametersCJT-r18	Q	0	cjt-Type1SP-eType2R1-null,6784,1,-,- cjt-Type1SP-eType2R2-null,6786,1,-,- cjt-Type1SP-feType2R1M1-null,6788,1,-,- cjt-Type1SP-feType2R1M2-null,6790,1,-,- cjt-Type1SP-feType2R2M2-null,6792,1,-,- cjt-Type1MP-eType2R1-null,6794,1,-,- cjt-Type1MP-eType2R2-null,6796,1,-,- cjt-Type1MP-feType2R1M1-null,6798,1,-,- cjt-Type1MP-feType2R1M2-null,6800,1,-,- cjt-Type1MP-feType2R2M2-null,6802,1,-,-	
T	SEQUENCE OF	L	6785	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6787	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6789	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6791	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6793	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6795	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6797	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6799	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6801	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	6803	1 16 0
T	INTEGER	i	0 511 0
T	CodebookParametersHARQ-ACK-PUSCH-r18	Q	0	multiplexingType1-r18,6805,1,-,- multiplexingType2-r18,6806,1,-,- multiplexingType3-r18,6807,1,-,- pucch-DiffResource-PDSCH-r18,6808,1,-,- diffCB-Size-PDSCH-r18,6809,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	valueX-r18,6812,0,-,- maxNumberActiveResource-r18,6813,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	2 32 0
T	SEQUENCE	Q	0	maxNumberConfigPerCC-r18,6815,0,-,- maxNumberConfigAcrossCC-r18,6816,0,-,- maxNumberSimultaneousPerCC-r18,6817,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8,n10,n12	-
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n2,n4,n6,n8,n12,n16,n20,n24,n28,n32	-
T	ENUMERATED	e	n0,n2	-
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6820,0,-,- maxNumberPortsAcrossCC-r18,6823,0,-,-	
T	SEQUENCE	Q	0	sdType1-Resource-r18,6821,0,-,- sdType2-Resource-r18,6822,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	SEQUENCE	Q	0	sdType1-Resource-r18,6824,0,-,- sdType2-Resource-r18,6825,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	6827	1 7 0
T	SupportedCSI-RS-Resource	Q	0	maxNumberTxPortsPerResource,6828,0,-,- maxNumberResourcesPerBand,6829,0,-,- totalNumberTxPortsPerBand,6830,0,-,-	
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6832,0,-,- maxNumberPortsAcrossCC-r18,6833,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6835,0,-,- maxNumberPortsAcrossCC-r18,6838,0,-,-	
T	SEQUENCE	Q	0	sdType1-Resource-r18,6836,0,-,- sdType2-Resource-r18,6837,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	SEQUENCE	Q	0	sdType1-Resource-r18,6839,0,-,- sdType2-Resource-r18,6840,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6842,0,-,- maxNumberPortsAcrossCC-r18,6843,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6845,0,-,- maxNumberPortsAcrossCC-r18,6846,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6848,0,-,- maxNumberPortsAcrossCC-r18,6849,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6851,0,-,- maxNumberPortsAcrossCC-r18,6852,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,6854,0,-,- maxNumberPortsAcrossCC-r18,6855,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	6827	1 7 0
T	INTEGER	i	5 32 0
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,6859,0,-,- maxNumberCoScheduledCell-r18,6865,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,6866,0,-,- maxNumberSetsOfCellScheduling-r18,6867,0,-,- harqFeedbackType-r18,6868,0,-,- coScheduledCellIndicationScheme-r18,6869,0,-,- supportOfSearchSpace-r18,6870,1,-,- licensed-fdd-tdd-fr1-r18,6871,1,-,-	
T	SEQUENCE	Q	0	nonSharedSpectrum-fdd-fr1,6860,1,-,- nonSharedSpectrum-tdd-fr1,6861,1,-,- sharedSpectrum-tdd-fr1,6862,1,-,- fr2-1,6863,1,-,- fr2-2,6864,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 4 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	type1,type2,type1And2	-
T	ENUMERATED	e	fdra,cellInd,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,6873,0,-,- combinationCarrierType-r18,6874,0,-,- maxNumberCoScheduledCell-r18,6878,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,6879,0,-,- maxNumberSetsOfCellScheduling-r18,6880,0,-,- harqFeedbackType-r18,6881,0,-,- coScheduledCellIndicationScheme-r18,6882,0,-,-	
T	ENUMERATED	e	lowScheduling-highScheduled,highScheduling-lowScheduled,both	-
T	SEQUENCE OF	L	6875	1 32 0
T	CombinationCarrierType-r18	Q	0	schedulingCellCarrierType-r18,6876,0,-,- scheduledCellCarrierType-r18,6877,0,-,-	
T	ENUMERATED	e	licensed-fdd-fr1,licensed-tdd-fr1,unlicensed-tdd-fr1,fr2-1,fr2-2	-
T	ENUMERATED	e	licensed-fdd-fr1,licensed-tdd-fr1,unlicensed-tdd-fr1,fr2-1,fr2-2	-
T	INTEGER	i	2 4 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	type1,type2,type1And2	-
T	ENUMERATED	e	fdra,cellInd,both	-
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,6884,0,-,- maxNumberCoScheduledCell-r18,6890,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,6891,0,-,- maxNumberSetsOfCellScheduling-r18,6892,0,-,- coScheduledCellIndicationScheme-r18,6893,0,-,- supportOfSearchSpace-r18,6894,1,-,- licensed-fdd-tdd-fr1-r18,6895,1,-,-	
T	SEQUENCE	Q	0	nonSharedSpectrum-fdd-fr1,6885,1,-,- nonSharedSpectrum-tdd-fr1,6886,1,-,- sharedSpectrum-tdd-fr1,6887,1,-,- fr2-1,6888,1,-,- fr2-2,6889,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 4 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	fdra,cellInd,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,6897,0,-,- combinationCarrierType-r18,6898,0,-,- maxNumberCoScheduledCell-r18,6899,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,6900,0,-,- maxNumberSetsOfCellScheduling-r18,6901,0,-,- coScheduledCellIndicationScheme-r18,6902,0,-,-	
T	ENUMERATED	e	lowScheduling-highScheduled,highScheduling-lowScheduled,both	-
T	SEQUENCE OF	L	6875	1 32 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	fdra,cellInd,both	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r18,6904,1,-,- scs-15kHz-60kHz-r18,6905,1,-,- scs-30kHz-120kHz-r18,6906,1,-,- scs-15kHz-30kHz-r18,6907,1,-,- scs-30kHz-60kHz-r18,6908,1,-,- scs-60kHz-120kHz-r18,6909,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r18,6911,1,-,- scs-15kHz-60kHz-r18,6912,1,-,- scs-30kHz-120kHz-r18,6913,1,-,- scs-15kHz-30kHz-r18,6914,1,-,- scs-30kHz-60kHz-r18,6915,1,-,- scs-60kHz-120kHz-r18,6916,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	numberOfCodebook-r18,6919,0,-,- maxNumberPUCCH-Trans-r18,6920,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	INTEGER	i	1 7 0
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	pdcch-MonitoringCA-r18,6923,0,-,- pdcch-MonitoringCA-NonAlignedSpan-r18,6926,0,-,-	
T	SEQUENCE	Q	0	maxNumberOfMonitoringCC-r18,6924,0,-,- supportedSpanArrangement-r18,6925,0,-,-	
T	INTEGER	i	2 16 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	INTEGER	i	2 16 0
T	CHOICE	C	0	pdcch-BlindDetectionCA-Mixed-r18,6928,0,-,- pdcch-BlindDetectionCA-Mixed-NonAlignedSpan-r18,6931,0,-,-	
T	SEQUENCE	Q	0	blindDetectionCA-Mixed-r18,6929,0,-,- supportedSpanArrangement-r18,6930,0,-,-	
T	SEQUENCE OF	L	6414	1 7 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	SEQUENCE OF	L	6414	1 7 0
T	SEQUENCE OF	L	6933	1 7 0
T	PDCCH-BlindDetectionMixed2-r18	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-r18,6418,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-r18,6418,0,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1800	Q	0	ca-ParametersNR-ForDC-v1800,6709,1,-,- pdcch-BlindDetectionNRDC-r18,6936,1,-,-	
T	SEQUENCE OF	L	6937	1 7 0
T	PDCCH-BlindDetectionMixed1-r18	Q	0	pdcch-BlindDetectionCG-UE-Mixed-r18,6938,0,-,-	
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-r18,6939,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-r18,6940,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	BIT STRING	B	1 65536 0
T	SEQUENCE OF	L	6943	1 32 0
T	BandParameters-v1810	Q	0	srs-AntennaSwitching8T8R-r18,6944,1,-,-	
T	SEQUENCE	Q	0	antennaSwitch8T8R-r18,6945,1,-,- downgradeConfig-r18,6946,1,-,- entryNumberAffect-r18,6949,1,-,- entryNumberSwitch-r18,6950,1,-,-	
T	ENUMERATED	e	noTdm,tdmAndNoTdm	-
T	CHOICE	C	0	empty-r18,6947,0,-,- downgrade-r18,6948,0,-,-	
T	NULL	n
T	BIT STRING	B	11 11 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	6952	1 32 0
T	ULTxSwitchingBandPair-r18	Q	0	bandIndexUL1-r18,6953,0,-,- bandIndexUL2-r18,6954,0,-,- uplinkTxSwitchingOptionForBandPair-r18,6955,0,-,- uplinkTxSwitchingPeriodForBandPair-r18,6956,0,-,- uplinkTxSwitching-DL-Interruption-r18,6959,1,-,- uplinkTxSwitchingPeriodUnaffectedBandDualUL-List-r18,6960,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	switchedUL,dualUL,both	-
T	SEQUENCE	Q	0	switchingPeriodFor2T-r18,6957,1,-,- switchingPeriodFor1T-r18,6958,0,-,-	
T	ENUMERATED	e	n35us,n140us,n210us	-
T	ENUMERATED	e	n35us,n140us,n210us	-
T	BIT STRING	B	1 32 0
T	SEQUENCE OF	L	6961	1 30 0
T	SwitchingPeriodUnaffectedBandDualUL-r18	Q	0	bandIndexUnaffected-r18,6962,0,-,- periodUnaffectedBandDualUL-r18,6963,0,-,-	
T	INTEGER	i	1 32 0
T	CHOICE	C	0	maintainedUL-Trans-r18,6964,0,-,- periodOnULBands-r18,6965,0,-,-	
T	NULL	n
T	ENUMERATED	e	n35us,n140us,n210us	-
T	ENUMERATED	e	n0us,n500us	-
T	SEQUENCE OF	L	6968	1 32 0
T	UplinkTxSwitchingAdditionalPeriodDualUL-r18	Q	0	uplinkTxSwitchingBetweenBandPairs-r18,6969,0,-,- switchingAdditionalPeriodDualUL-r18,6974,0,-,-	
T	SEQUENCE	Q	0	bandPairIndex1-r18,6970,0,-,- anotherBandPairOrBand-r18,6971,0,-,-	
T	INTEGER	i	1 32 0
T	CHOICE	C	0	bandPairIndex2-r18,6972,0,-,- bandIndex-r18,6973,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n35us,n140us,n210us	-
T	ENUMERATED	e	true	-
T	BandCombination-UplinkTxSwitch-v1830	Q	0	bandCombination-v1830,6977,1,-,-	
T	BandCombination-v1830	Q	0	ca-ParametersNR-v1830,6978,1,-,- ca-ParametersNRDC-v1830,7009,1,-,-	
T	CA-ParametersNR-v1830	Q	0	intraFreqL1-MeasConfig-r18,6979,1,-,- interFreqL1-MeasConfig-r18,6987,1,-,- currentSpCellInclL1-Report-r18,6992,1,-,- multiCellL1-measRTD-greaterThan-CP-r18,6993,1,-,- interFreqSSB-L1-MeasWithoutGaps-r18,6994,1,-,- maxFreqLayersL1-Meas-r18,6995,1,-,- maxNeighCellsPerFreqLayerL1-Meas-r18,6998,1,-,- supportedMaxCellsWithoutGapsL1-Meas-r18,7001,1,-,- supportedMaxSSB-WithinSlotL1-Meas-r18,7002,1,-,- dummy,7003,1,-,- supportedMaxSSB-L1-Meas-r18,7006,1,-,- qcl-MultiCellDCI-1-3-r18,7007,1,-,- bwp-SwitchingDCI-0-3-And-1-3-r18,7008,1,-,-	
T	SEQUENCE	Q	0	supportedMaxIntraFreqCellsConfig-r18,6980,0,-,- supportedMaxIntraFreqCellsPerReport-r18,6981,0,-,- supportedMaxReportBeamsPerReportedCell-r18,6982,0,-,- supportedMaxReportBeamsReports-r18,6983,0,-,- supportedMaxAperiodic-LTM-CSI-ReportConfig-r18,6984,0,-,- supportedMaxPeriodic-LTM-CSI-ReportConfig-r18,6985,0,-,- supportedMaxSemiPersistent-LTM-CSI-ReportConfig-r18,6986,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n9,n12,n16	-
T	INTEGER	i	0 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	SEQUENCE	Q	0	supportedMaxIntraInterFreqCellsConfig-r18,6988,0,-,- supportedMaxIntraInterFreqCellsPerReport-r18,6989,0,-,- supportedMaxIntraInterFreqBeamsPerCellReports-r18,6990,0,-,- supportedMaxIntraInterFreqBeamsReports-r18,6991,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n9,n12,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportedMaxIntraInterFreqLayersWithoutGaps-r18,6996,1,-,- supportedMaxInterFreqLayersWithGaps-r18,6997,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	supportedMaxNeighCellsPerFreqLayersWithoutGaps-r18,6999,1,-,- supportedMaxNeighCellsPerFreqLayersWithGaps-r18,7000,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 24 0
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7,n8,n16,n32,n48,n64	-
T	SEQUENCE	Q	0	supportedMaxSSB-PerFreqLayerWithoutGaps-r18,7004,1,-,- supportedMaxSSB-PerFreqLayerWithGaps-r18,7005,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n64	-
T	ENUMERATED	e	diff,both	-
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1830	Q	0	ca-ParametersNR-ForDC-v1830,6978,1,-,-	
T	BandCombination-UplinkTxSwitch-v1840	Q	0	bandCombination-v1840,7011,1,-,- supportedBandPairListNR-v1840,7014,1,-,-	
T	BandCombination-v1840	Q	0	mrdc-Parameters-v1840,7012,1,-,-	
T	MRDC-Parameters-v1840	Q	0	intraBandENDC-NominalSpacing-r18,7013,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	7015	1 32 0
T	ULTxSwitchingBandPair-v1840	Q	0	configured1T1T-OnTwoBands-r18,7016,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-UplinkTxSwitch-v1860	Q	0	bandCombination-v1860,7018,1,-,-	
T	BandCombination-v1860	Q	0	ca-ParametersNR-v1860,7019,1,-,-	
T	CA-ParametersNR-v1860	Q	0	maxSSB-PerFreqLayerL1-Meas-r18,7020,1,-,-	
T	SEQUENCE	Q	0	supportedMaxSSB-PerFreqLayerWithoutGaps-r18,7021,1,-,- supportedMaxSSB-PerFreqLayerWithGaps-r18,7022,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7,n8,n12,n16,n20,n24	-
T	INTEGER	i	1 8 0
T	BandCombination-v1550	Q	0	ca-ParametersNR-v1550,6206,0,-,-	
T	BandCombination-v1680	Q	0	intrabandConcurrentOperationPowerClass-r16,7025,1,-,-	
T	SEQUENCE OF	L	7026	1 65536 0
T	IntraBandPowerClass-r16	e	pc2,pc3,spare6,spare5,spare4,spare3,spare2,spare1	-
T	BandCombinationList	L	6140	1 65536 0
T	BandCombinationList-UplinkTxSwitch-r16	L	6177	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1630	L	6343	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1640	L	6364	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1650	L	6384	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1670	L	6388	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1690	L	6394	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v16a0	L	6408	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v16e0	L	6422	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v16j0	L	6426	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1700	L	6429	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1720	L	6589	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1730	L	6644	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1740	L	6667	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1760	L	6672	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1770	L	6677	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1780	L	6686	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1790	L	6696	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v17b0	L	6704	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1800	L	6707	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1830	L	6976	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1840	L	7010	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1860	L	7017	1 65536 0
T	BandCombinationList-v1540	L	6178	1 65536 0
T	BandCombinationList-v1550	L	7023	1 65536 0
T	BandCombinationList-v1560	L	6203	1 65536 0
T	BandCombinationList-v1570	L	6212	1 65536 0
T	BandCombinationList-v1580	L	6215	1 65536 0
T	BandCombinationList-v1590	L	6218	1 65536 0
T	BandCombinationList-v15g0	L	6389	1 65536 0
T	BandCombinationList-v15n0	L	6423	1 65536 0
T	BandCombinationList-v1610	L	6222	1 65536 0
T	BandCombinationList-v1630	L	6344	1 65536 0
T	BandCombinationList-v1640	L	6365	1 65536 0
T	BandCombinationList-v1650	L	6385	1 65536 0
T	BandCombinationList-v1680	L	7024	1 65536 0
T	BandCombinationList-v1690	L	6395	1 65536 0
T	BandCombinationList-v16a0	L	6409	1 65536 0
T	BandCombinationList-v16j0	L	6427	1 65536 0
T	BandCombinationList-v1700	L	6430	1 65536 0
T	BandCombinationList-v1720	L	6590	1 65536 0
T	BandCombinationList-v1730	L	6645	1 65536 0
T	BandCombinationList-v1740	L	6668	1 65536 0
T	BandCombinationList-v1760	L	6673	1 65536 0
T	BandCombinationList-v1770	L	6678	1 65536 0
T	BandCombinationList-v1780	L	6687	1 65536 0
T	BandCombinationList-v1790	L	6697	1 65536 0
T	BandCombinationList-v17b0	L	6705	1 65536 0
T	BandCombinationList-v1800	L	6708	1 65536 0
T	BandCombinationList-v1830	L	6977	1 65536 0
T	BandCombinationList-v1840	L	7011	1 65536 0
T	BandCombinationList-v1860	L	7018	1 65536 0
T	BandCombinationListSL-Discovery-r17	L	7080	1 32 0
T	BandParametersSidelinkDiscovery-r17	Q	0	sl-CrossCarrierScheduling-r17,7081,1,-,- sl-TransmissionMode2-PartialSensing-r17,7082,1,-,- tx-IUC-Scheme1-Mode2Sidelink-r17,7094,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r17,7083,0,-,- scs-CP-PatternTxSidelinkModeTwo-r17,7084,1,-,- extendedCP-Mode2PartialSensing-r17,7092,1,-,- dl-openLoopPC-Sidelink-r17,7093,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r17,7085,0,-,- fr2-r17,7089,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r17,7086,1,-,- scs-30kHz-r17,7087,1,-,- scs-60kHz-r17,7088,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r17,7090,1,-,- scs-120kHz-r17,7091,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandCombinationListSidelinkEUTRA-NR-r16	L	7096	1 65536 0
T	BandCombinationParametersSidelinkEUTRA-NR-r16	L	7097	1 32 0
T	BandParametersSidelinkEUTRA-NR-r16	C	0	eutra,7098,0,-,- nr,7101,0,-,-	
T	SEQUENCE	Q	0	bandParametersSidelinkEUTRA1-r16,7099,1,-,- bandParametersSidelinkEUTRA2-r16,7100,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	bandParametersSidelinkNR-r16,7102,0,-,-	
T	BandParametersSidelink-r16	Q	0	freqBandSidelink-r16,504,0,-,-	
T	BandCombinationListSidelinkEUTRA-NR-v1630	L	7104	1 65536 0
T	BandCombinationParametersSidelinkEUTRA-NR-v1630	L	7105	1 32 0
T	BandParametersSidelinkEUTRA-NR-v1630	C	0	eutra,7106,0,-,- nr,7107,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	tx-Sidelink-r16,7108,1,-,- rx-Sidelink-r16,7109,1,-,- sl-CrossCarrierScheduling-r16,7110,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandCombinationListSidelinkEUTRA-NR-v1710	L	7112	1 65536 0
T	BandCombinationParametersSidelinkEUTRA-NR-v1710	L	7113	1 32 0
T	BandParametersSidelinkEUTRA-NR-v1710	C	0	eutra,7114,0,-,- nr,7115,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	sl-TransmissionMode2-PartialSensing-r17,7116,1,-,- rx-sidelinkPSFCH-r17,7128,1,-,- tx-IUC-Scheme1-Mode2Sidelink-r17,7129,1,-,- tx-IUC-Scheme2-Mode2Sidelink-r17,7130,1,-,-	
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r17,7117,0,-,- scs-CP-PatternTxSidelinkModeTwo-r17,7118,1,-,- extendedCP-Mode2PartialSensing-r17,7126,1,-,- dl-openLoopPC-Sidelink-r17,7127,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r17,7119,0,-,- fr2-r17,7123,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r17,7120,1,-,- scs-30kHz-r17,7121,1,-,- scs-60kHz-r17,7122,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r17,7124,1,-,- scs-120kHz-r17,7125,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n5,n15,n25,n32,n35,n45,n50,n64	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4,n8,n16	-
T	BandNR	Q	1	bandNR,504,0,-,- modifiedMPR-Behaviour,7132,1,-,- mimo-ParametersPerBand,7133,1,-,- extendedCP,7704,1,-,- multipleTCI,7705,1,-,- bwp-WithoutRestriction,7706,1,-,- bwp-SameNumerology,7707,1,-,- bwp-DiffNumerology,7708,1,-,- crossCarrierScheduling-SameSCS,7709,1,-,- pdsch-256QAM-FR2,7710,1,-,- pusch-256QAM,7711,1,-,- ue-PowerClass,7712,1,-,- rateMatchingLTE-CRS,7713,1,-,- channelBWs-DL,7714,1,-,- channelBWs-UL,7722,1,-,-	gmaxUplinkDutyCycle-PC2-FR1,7730,1,-,-;gpucch-SpatialRelInfoMAC-CE,7731,1,-,- powerBoosting-pi2BPSK,7732,1,-,-;gmaxUplinkDutyCycle-FR2,7733,1,-,-;gchannelBWs-DL-v1590,7734,1,-,- channelBWs-UL-v1590,7742,1,-,-;gasymmetricBandwidthCombinationSet,7750,1,-,-;gsharedSpectrumChAccessParamsPerBand-r16,7751,1,-,- cancelOverlappingPUSCH-r16,7794,1,-,- multipleRateMatchingEUTRA-CRS-r16,7795,1,-,- overlapRateMatchingEUTRA-CRS-r16,7798,1,-,- pdsch-MappingTypeB-Alt-r16,7799,1,-,- oneSlotPeriodicTRS-r16,7800,1,-,- olpc-SRS-Pos-r16,7801,1,-,- spatialRelationsSRS-Pos-r16,7806,1,-,- simulSRS-MIMO-TransWithinBand-r16,7813,1,-,- channelBW-DL-IAB-r16,7814,1,-,- channelBW-UL-IAB-r16,7822,1,-,- rasterShift7dot5-IAB-r16,7830,1,-,- ue-PowerClass-v1610,7831,1,-,- condHandover-r16,7832,1,-,- condHandoverFailure-r16,7833,1,-,- condHandoverTwoTriggerEvents-r16,7834,1,-,- condPSCellChange-r16,7835,1,-,- condPSCellChangeTwoTriggerEvents-r16,7836,1,-,- mpr-PowerBoost-FR2-r16,7837,1,-,- activeConfiguredGrant-r16,7838,1,-,- jointReleaseConfiguredGrantType2-r16,7841,1,-,- sps-r16,7842,1,-,- jointReleaseSPS-r16,7845,1,-,- simulSRS-TransWithinBand-r16,7846,1,-,- trs-AdditionalBandwidth-r16,7847,1,-,- handoverIntraF-IAB-r16,7848,1,-,-;gsimulTX-SRS-AntSwitchingIntraBandUL-CA-r16,6346,1,-,- sharedSpectrumChAccessParamsPerBand-v1630,7849,1,-,-;ghandoverUTRA-FDD-r16,7852,1,-,- enhancedUL-TransientPeriod-r16,7853,1,-,- sharedSpectrumChAccessParamsPerBand-v1640,7854,1,-,-;gtype1-PUSCH-RepetitionMultiSlots-v1650,7860,1,-,- type2-PUSCH-RepetitionMultiSlots-v1650,7861,1,-,- pusch-RepetitionMultiSlots-v1650,7862,1,-,- configuredUL-GrantType1-v1650,7863,1,-,- configuredUL-GrantType2-v1650,7864,1,-,- sharedSpectrumChAccessParamsPerBand-v1650,7865,1,-,-;genhancedSkipUplinkTxConfigured-v1660,7867,1,-,- enhancedSkipUplinkTxDynamic-v1660,7868,1,-,-;gmaxUplinkDutyCycle-PC1dot5-MPE-FR1-r16,7869,1,-,- txDiversity-r16,7870,1,-,-;gpdsch-1024QAM-FR1-r17,7871,1,-,- ue-PowerClass-v1700,7872,1,-,- fr2-2-AccessParamsPerBand-r17,7873,1,-,- rlm-Relaxation-r17,7906,1,-,- bfd-Relaxation-r17,7907,1,-,- cg-SDT-r17,7908,1,-,- locationBasedCondHandover-r17,7909,1,-,- timeBasedCondHandover-r17,7910,1,-,- eventA4BasedCondHandover-r17,7911,1,-,- mn-InitiatedCondPSCellChangeNRDC-r17,7912,1,-,- sn-InitiatedCondPSCellChangeNRDC-r17,7913,1,-,- pdcch-SkippingWithoutSSSG-r17,7914,1,-,- sssg-Switching-1BitInd-r17,7915,1,-,- sssg-Switching-2BitInd-r17,7916,1,-,- pdcch-SkippingWithSSSG-r17,7917,1,-,- searchSpaceSetGrp-switchCap2-r17,7918,1,-,- uplinkPreCompensation-r17,7919,1,-,- uplink-TA-Reporting-r17,7920,1,-,- max-HARQ-ProcessNumber-r17,7921,1,-,- type2-HARQ-Codebook-r17,7922,1,-,- type1-HARQ-Codebook-r17,7923,1,-,- type3-HARQ-Codebook-r17,7924,1,-,- ue-specific-K-Offset-r17,7925,1,-,- multiPDSCH-SingleDCI-FR2-1-SCS-120kHz-r17,7926,1,-,- multiPUSCH-SingleDCI-FR2-1-SCS-120kHz-r17,7927,1,-,- parallelPRS-MeasRRC-Inactive-r17,7928,1,-,- nr-UE-TxTEG-ID-MaxSupport-r17,7929,1,-,- prs-ProcessingRRC-Inactive-r17,7930,1,-,- prs-ProcessingWindowType1A-r17,7931,1,-,- prs-ProcessingWindowType1B-r17,7932,1,-,- prs-ProcessingWindowType2-r17,7933,1,-,- srs-AllPosResourcesRRC-Inactive-r17,7934,1,-,- olpc-SRS-PosRRC-Inactive-r17,7801,1,-,- spatialRelationsSRS-PosRRC-Inactive-r17,7806,1,-,- maxNumberPUSCH-TypeA-Repetition-r17,7943,1,-,- puschTypeA-RepetitionsAvailSlot-r17,7944,1,-,- tb-ProcessingMultiSlotPUSCH-r17,7945,1,-,- tb-ProcessingRepMultiSlotPUSCH-r17,7946,1,-,- maxDurationDMRS-Bundling-r17,7947,1,-,- pusch-RepetitionMsg3-r17,7950,1,-,- sharedSpectrumChAccessParamsPerBand-v1710,7951,1,-,- parallelMeasurementWithoutRestriction-r17,7954,1,-,- maxNumber-NGSO-SatellitesWithinOneSMTC-r17,7955,1,-,- k1-RangeExtension-r17,7956,1,-,- aperiodicCSI-RS-FastScellActivation-r17,7957,1,-,- aperiodicCSI-RS-AdditionalBandwidth-r17,7960,1,-,- bwp-WithoutCD-SSB-OrNCD-SSB-RedCap-r17,7961,1,-,- halfDuplexFDD-TypeA-RedCap-r17,7962,1,-,- posSRS-RRC-Inactive-OutsideInitialUL-BWP-r17,7963,1,-,- channelBWs-DL-SCS-480kHz-FR2-2-r17,7977,1,-,- channelBWs-UL-SCS-480kHz-FR2-2-r17,7978,1,-,- channelBWs-DL-SCS-960kHz-FR2-2-r17,7979,1,-,- channelBWs-UL-SCS-960kHz-FR2-2-r17,7980,1,-,- ul-GapFR2-r17,7981,1,-,- oneShotHARQ-feedbackTriggeredByDCI-1-2-r17,7982,1,-,- oneShotHARQ-feedbackPhy-Priority-r17,7983,1,-,- enhancedType3-HARQ-CodebookFeedback-r17,7984,1,-,- triggeredHARQ-CodebookRetx-r17,7987,1,-,-;gue-OneShotUL-TimingAdj-r17,7990,1,-,- pucch-Repetition-F0-2-r17,7991,1,-,- cqi-4-BitsSubbandNTN-SharedSpectrumChAccess-r17,7992,1,-,- mux-HARQ-ACK-DiffPriorities-r17,7993,1,-,- ta-BasedPDC-NTN-SharedSpectrumChAccess-r17,7994,1,-,- ack-NACK-FeedbackForMulticastWithDCI-Enabler-r17,7995,1,-,- maxNumberG-RNTI-r17,7996,1,-,- dynamicMulticastDCI-Format4-2-r17,7997,1,-,- maxModulationOrderForMulticast-r17,7998,1,-,- dynamicSlotRepetitionMulticastTN-NonSharedSpectrumChAccess-r17,8001,1,-,- dynamicSlotRepetitionMulticastNTN-SharedSpectrumChAccess-r17,8002,1,-,- nack-OnlyFeedbackForMulticastWithDCI-Enabler-r17,8003,1,-,- ack-NACK-FeedbackForSPS-MulticastWithDCI-Enabler-r17,8004,1,-,- maxNumberG-CS-RNTI-r17,8005,1,-,- re-LevelRateMatchingForMulticast-r17,8006,1,-,- pdsch-1024QAM-2MIMO-FR1-r17,8007,1,-,- prs-MeasurementWithoutMG-r17,8008,1,-,- maxNumber-NGSO-SatellitesPerCarrier-r17,8009,1,-,- prs-ProcessingCapabilityOutsideMGinPPW-r17,8010,1,-,- srs-SemiPersistent-PosResourcesRRC-Inactive-r17,8029,1,-,- channelBWs-DL-SCS-120kHz-FR2-2-r17,8032,1,-,- channelBWs-UL-SCS-120kHz-FR2-2-r17,8033,1,-,-;gdmrs-BundlingPUSCH-RepTypeA-r17,8034,1,-,- dmrs-BundlingPUSCH-RepTypeB-r17,8035,1,-,- dmrs-BundlingPUSCH-multiSlot-r17,8036,1,-,- dmrs-BundlingPUCCH-Rep-r17,8037,1,-,- interSlotFreqHopInterSlotBundlingPUSCH-r17,8038,1,-,- interSlotFreqHopPUCCH-r17,8039,1,-,- dmrs-BundlingRestart-r17,8040,1,-,- dmrs-BundlingNonBackToBackTX-r17,8041,1,-,-;gmaxDynamicSlotRepetitionForSPS-Multicast-r17,8042,1,-,- nack-OnlyFeedbackForSPS-MulticastWithDCI-Enabler-r17,8043,1,-,- sps-MulticastDCI-Format4-2-r17,8044,1,-,- sps-MulticastMultiConfig-r17,8045,1,-,- priorityIndicatorInDCI-Multicast-r17,8046,1,-,- priorityIndicatorInDCI-SPS-Multicast-r17,8047,1,-,- twoHARQ-ACK-CodebookForUnicastAndMulticast-r17,8048,1,-,- multiPUCCH-HARQ-ACK-ForMulticastUnicast-r17,8049,1,-,- releaseSPS-MulticastWithCS-RNTI-r17,8050,1,-,-;gposUE-TA-AutoAdjustment-r18,8051,1,-,- posSRS-ValidityAreaRRC-InactiveInitialUL-BWP-r18,8052,1,-,- posSRS-ValidityAreaRRC-InactiveOutsideInitialUL-BWP-r18,8053,1,-,- dl-PRS-MeasurementWithRxFH-RRC-ConnectedForRedCap-r18,8054,1,-,- posSRS-TxFH-RRC-ConnectedForRedCap-r18,8064,1,-,- posSRS-TxFH-RRC-InactiveForRedCap-r18,8075,1,-,- posSRS-BWA-RRC-Inactive-r18,8085,1,-,- posJointTriggerBySingleDCI-RRC-Connected-r18,8099,1,-,- dl-PRS-MeasurementWithRxFH-RRC-InactiveforRedCap-r18,8100,1,-,- dl-PRS-MeasurementWithRxFH-RRC-IdleforRedCap-r18,8101,1,-,- spatialAdaptation-CSI-Feedback-r18,8102,1,-,- spatialAdaptation-CSI-FeedbackPUSCH-r18,8112,1,-,- spatialAdaptation-CSI-FeedbackAperiodic-r18,8119,1,-,- spatialAdaptation-CSI-FeedbackPUCCH-r18,8130,1,-,- powerAdaptation-CSI-Feedback-r18,8137,1,-,- powerAdaptation-CSI-FeedbackPUSCH-r18,8142,1,-,- powerAdaptation-CSI-FeedbackAperiodic-r18,8148,1,-,- powerAdaptation-CSI-FeedbackPUCCH-r18,8154,1,-,- nes-CellDTX-DRX-r18,8160,1,-,- nes-CellDTX-DRX-DCI2-9-r18,8161,1,-,- mixCodeBookSpatialAdaptation-r18,8162,1,-,- simultaneousCSI-SubReportsPerCC-r18,8163,1,-,- ntn-DMRS-BundlingNGSO-r18,8164,1,-,- ltm-BeamIndicationJointTCI-r18,8165,1,-,- dummy-ltm-MAC-CE-JointTCI-r18,8170,1,-,- ltm-BeamIndicationSeparateTCI-r18,8174,1,-,- dummy-ltm-MAC-CE-SeparateTCI-r18,8181,1,-,- rach-EarlyTA-Measurement-r18,8187,1,-,- ue-TA-Measurement-r18,8188,1,-,- ta-IndicationCellSwitch-r18,8189,1,-,- triggeredHARQ-CodebookRetxDCI-1-3-r18,8190,1,-,- unifiedJointTCI-MultiMAC-CE-DCI-1-3-r18,8193,1,-,- unifiedSeparateTCI-MultiMAC-CE-IntraCell-r18,8203,1,-,- multiPUSCH-CG-r18,8214,1,-,- multiPUSCH-ActiveConfiguredGrant-r18,8215,1,-,- jointReleaseDCI-r18,8219,1,-,- cg-PUSCH-UTO-UCI-Ind-r18,8220,1,-,- pdcch-MonitoringResumptionAfterUL-NACK-r18,8221,1,-,- support3MHz-ChannelBW-Symmetric-r18,8222,1,-,- support3MHz-ChannelBW-Asymmetric-r18,8223,1,-,- support12PRB-CORESET0-r18,8224,1,-,- nr-PDCCH-OverlapLTE-CRS-RE-r18,8225,1,-,- nr-PDCCH-OverlapLTE-CRS-RE-MultiPatterns-r18,8228,1,-,- nr-PDCCH-OverlapLTE-CRS-RE-Span-3-4-r18,8229,1,-,- twoRateMatchingEUTRA-CRS-patterns-3-4-r18,8230,1,-,- overlapRateMatchingEUTRA-CRS-Patterns-3-4-Diff-CS-Pool-r18,8233,1,-,- ncd-SSB-BWP-Wor-r18,8234,1,-,- rlm-BM-BFD-CSI-RS-OutsideActiveBWP-r18,8235,1,-,- prach-CoverageEnh-r18,8236,1,-,- prach-Repetition-r18,8237,1,-,- dynamicWaveformSwitch-r18,8238,1,-,- dynamicWaveformSwitchPHR-r18,8239,1,-,- dynamicWaveformSwitchIntraCA-r18,8240,1,-,- multiPUSCH-SingleDCI-NonConsSlots-r18,8241,1,-,- pdc-maxNumberPRS-ResourceProcessedPerSlot-r18,8242,1,-,- intraSlot-PDSCH-MulticastInactive-r18,8250,1,-,- multicastInactive-r18,8251,1,-,- thresholdBasedMulticastResume-r18,8252,1,-,- lowerMSD-r18,8253,1,-,- lowerMSD-ENDC-r18,8261,1,-,- enhancedChannelRaster-r18,8262,1,-,- fastBeamSweepingMultiRx-r18,8263,1,-,- beamSweepingFactorReduction-r18,8264,1,-,- simultaneousReceptionTwoQCL-r18,8267,1,-,- measEnhCAInterFreqFR2-r18,8268,1,-,- tci-StateSwitchInd-r18,8269,1,-,- antennaArrayType-r18,8270,1,-,- locationBasedCondHandoverATG-r18,8271,1,-,- maxOutputPowerATG-r18,8272,1,-,- ltm-FastProcessingConfig-r18,8273,1,-,- measValidationReportEMR-r18,8276,1,-,- measValidationReportReselectionMeasurements-r18,8277,1,-,- eventA4BasedCondHandoverNES-r18,8278,1,-,- nesBasedCondHandoverWithDCI-r18,8279,1,-,- rach-LessHandoverCG-r18,8280,1,-,- rach-LessHandoverDG-r18,8281,1,-,- locationBasedCondHandoverEMC-r18,8282,1,-,- mt-CG-SDT-r18,8283,1,-,- posSRS-PreconfigureRRC-InactiveInitialUL-BWP-r18,8284,1,-,- posSRS-PreconfigureRRC-InactiveOutsideInitialUL-BWP-r18,8285,1,-,- cg-SDT-PeriodicityExt-r18,8286,1,-,- supportOf2RxXR-r18,8287,1,-,- condHandoverWithCandSCG-change-r18,8288,1,-,-;gmac-ParametersPerBand-r18,8289,1,-,- channelBW-DL-NCR-r18,8292,1,-,- channelBW-UL-NCR-r18,8300,1,-,- ncr-PDSCH-64QAM-FR2-r18,8308,1,-,- ltm-MCG-IntraFreq-r18,8309,1,-,- ltm-SCG-IntraFreq-r18,8310,1,-,-;gltm-MAC-CE-JointTCI-r18,8311,1,-,- ltm-MAC-CE-SeparateTCI-r18,8315,1,-,-;geventA4BasedCondHandoverATG-r18,8321,1,-,-
T	BIT STRING	B	8 8 0
T	MIMO-ParametersPerBand	Q	1	tci-StatePDSCH,7134,1,-,- additionalActiveTCI-StatePDCCH,7137,1,-,- pusch-TransCoherence,7138,1,-,- beamCorrespondenceWithoutUL-BeamSweeping,7139,1,-,- periodicBeamReport,7140,1,-,- aperiodicBeamReport,7141,1,-,- sp-BeamReportPUCCH,7142,1,-,- sp-BeamReportPUSCH,7143,1,-,- dummy1,7144,1,-,- maxNumberRxBeam,7148,1,-,- maxNumberRxTxBeamSwitchDL,7149,1,-,- maxNumberNonGroupBeamReporting,7155,1,-,- groupBeamReporting,7156,1,-,- uplinkBeamManagement,7157,1,-,- maxNumberCSI-RS-BFD,7160,1,-,- maxNumberSSB-BFD,7161,1,-,- maxNumberCSI-RS-SSB-CBD,7162,1,-,- dummy2,7163,1,-,- twoPortsPTRS-UL,7164,1,-,- dummy5,7165,1,-,- dummy3,7173,1,-,- beamReportTiming,7174,1,-,- ptrs-DensityRecommendationSetDL,7179,1,-,- ptrs-DensityRecommendationSetUL,7186,1,-,- dummy4,7198,1,-,- aperiodicTRS,7203,1,-,-	gdummy6,7204,1,-,- beamManagementSSB-CSI-RS,7205,1,-,- beamSwitchTiming,7211,1,-,- codebookParameters,7214,1,-,- csi-RS-IM-ReceptionForFeedback,7234,1,-,- csi-RS-ProcFrameworkForSRS,7240,1,-,- csi-ReportFramework,7245,1,-,- csi-RS-ForTracking,7254,1,-,- srs-AssocCSI-RS,7259,1,-,- spatialRelations,7260,1,-,-;gdefaultQCL-TwoTCI-r16,7265,1,-,- codebookParametersPerBand-r16,6246,1,-,- simul-SpatialRelationUpdatePUCCHResGroup-r16,7266,1,-,- maxNumberSCellBFR-r16,7267,1,-,- simultaneousReceptionDiffTypeD-r16,7268,1,-,- ssb-csirs-SINR-measurement-r16,7269,1,-,- nonGroupSINR-reporting-r16,7278,1,-,- groupSINR-reporting-r16,7279,1,-,- multiDCI-multiTRP-Parameters-r16,7280,1,-,- singleDCI-SDM-scheme-Parameters-r16,7292,1,-,- supportFDM-SchemeA-r16,7295,1,-,- supportCodeWordSoftCombining-r16,7296,1,-,- supportTDM-SchemeA-r16,7297,1,-,- supportInter-slotTDM-r16,7298,1,-,- lowPAPR-DMRS-PDSCH-r16,7302,1,-,- lowPAPR-DMRS-PUSCHwithoutPrecoding-r16,7303,1,-,- lowPAPR-DMRS-PUCCH-r16,7304,1,-,- lowPAPR-DMRS-PUSCHwithPrecoding-r16,7305,1,-,- csi-ReportFrameworkExt-r16,7306,1,-,- codebookParametersAddition-r16,7308,1,-,- codebookComboParametersAddition-r16,7327,1,-,- beamCorrespondenceSSB-based-r16,7370,1,-,- beamCorrespondenceCSI-RS-based-r16,7371,1,-,- beamSwitchTiming-r16,7372,1,-,-;gsemi-PersistentL1-SINR-Report-PUCCH-r16,7375,1,-,- semi-PersistentL1-SINR-Report-PUSCH-r16,7378,1,-,-;gspatialRelations-v1640,7379,1,-,- support64CandidateBeamRS-BFR-r16,7381,1,-,-;gmaxMIMO-LayersForMulti-DCI-mTRP-r16,7382,1,-,-;gsupportedSINR-meas-v1670,7383,1,-,-;gsrs-increasedRepetition-r17,7384,1,-,- srs-partialFrequencySounding-r17,7385,1,-,- srs-startRB-locationHoppingPartial-r17,7386,1,-,- srs-combEight-r17,7387,1,-,- codebookParametersfetype2-r17,7388,1,-,- mTRP-PUSCH-twoCSI-RS-r17,7396,1,-,- mTRP-PUCCH-InterSlot-r17,7397,1,-,- mTRP-PUCCH-CyclicMapping-r17,7398,1,-,- mTRP-PUCCH-SecondTPC-r17,7399,1,-,- mTRP-BFR-twoBFD-RS-Set-r17,7400,1,-,- mTRP-BFR-PUCCH-SR-perCG-r17,7404,1,-,- mTRP-BFR-association-PUCCH-SR-r17,7405,1,-,- sfn-SimulTwoTCI-AcrossMultiCC-r17,7406,1,-,- sfn-DefaultDL-BeamSetup-r17,7407,1,-,- sfn-DefaultUL-BeamSetup-r17,7408,1,-,- srs-TriggeringOffset-r17,7409,1,-,- srs-TriggeringDCI-r17,7410,1,-,- codebookComboParameterMixedType-r17,7411,1,-,- unifiedJointTCI-r17,7440,1,-,- unifiedJointTCI-multiMAC-CE-r17,7443,1,-,- unifiedJointTCI-perBWP-CA-r17,7446,1,-,- unifiedJointTCI-ListSharingCA-r17,7447,1,-,- unifiedJointTCI-commonMultiCC-r17,7448,1,-,- unifiedJointTCI-BeamAlignDLRS-r17,7449,1,-,- unifiedJointTCI-PC-association-r17,7450,1,-,- unifiedJointTCI-Legacy-r17,7451,1,-,- unifiedJointTCI-Legacy-SRS-r17,7452,1,-,- unifiedJointTCI-Legacy-CORESET0-r17,7453,1,-,- unifiedJointTCI-SCellBFR-r17,7454,1,-,- unifiedJointTCI-InterCell-r17,7455,1,-,- unifiedSeparateTCI-r17,7458,1,-,- unifiedSeparateTCI-multiMAC-CE-r17,7463,1,-,- unifiedSeparateTCI-perBWP-CA-r17,7467,1,-,- unifiedSeparateTCI-ListSharingCA-r17,7468,1,-,- unifiedSeparateTCI-commonMultiCC-r17,7471,1,-,- unifiedSeparateTCI-InterCell-r17,7472,1,-,- unifiedJointTCI-mTRP-InterCell-BM-r17,7477,1,-,- mpe-Mitigation-r17,7480,1,-,- srs-PortReport-r17,7483,1,-,- mTRP-PDCCH-individual-r17,7488,1,-,- mTRP-PDCCH-anySpan-3Symbols-r17,7489,1,-,- mTRP-PDCCH-TwoQCL-TypeD-r17,7490,1,-,- mTRP-PUSCH-CSI-RS-r17,7491,1,-,- mTRP-PUSCH-cyclicMapping-r17,7497,1,-,- mTRP-PUSCH-secondTPC-r17,7498,1,-,- mTRP-PUSCH-twoPHR-Reporting-r17,7499,1,-,- mTRP-PUSCH-A-CSI-r17,7500,1,-,- mTRP-PUSCH-SP-CSI-r17,7501,1,-,- mTRP-PUSCH-CG-r17,7502,1,-,- mTRP-PUCCH-MAC-CE-r17,7503,1,-,- mTRP-PUCCH-maxNum-PC-FR1-r17,7504,1,-,- mTRP-inter-Cell-r17,7505,1,-,- mTRP-GroupBasedL1-RSRP-r17,7508,1,-,- mTRP-BFD-RS-MAC-CE-r17,7512,1,-,- mTRP-CSI-EnhancementPerBand-r17,7513,1,-,- codebookComboParameterMultiTRP-r17,7518,1,-,- mTRP-CSI-additionalCSI-r17,7579,1,-,- mTRP-CSI-N-Max2-r17,7580,1,-,- mTRP-CSI-CMR-r17,7581,1,-,- srs-partialFreqSounding-r17,7582,1,-,- beamSwitchTiming-v1710,7583,1,-,- beamSwitchTiming-r17,7586,1,-,- beamReportTiming-v1710,7589,1,-,- maxNumberRxTxBeamSwitchDL-v1710,7592,1,-,-;gsrs-PortReportSP-AP-r17,7595,1,-,- maxNumberRxBeam-v1720,7596,1,-,- sfn-ImplicitRS-twoTCI-r17,7597,1,-,- sfn-QCL-TypeD-Collision-twoTCI-r17,7598,1,-,- mTRP-CSI-numCPU-r17,7599,1,-,-;gsupportRepNumPDSCH-TDRA-DCI-1-2-r17,7600,1,-,-;gcodebookParametersetype2DopplerCSI-r18,6710,1,-,- codebookParametersfetype2DopplerCSI-r18,6734,1,-,- codebookParametersetype2CJT-r18,6747,1,-,- codebookParametersfetype2CJT-r18,6765,1,-,- codebookComboParametersCJT-r18,6783,1,-,- codebookParametersHARQ-ACK-PUSCH-r18,6804,1,-,- tci-JointTCI-UpdateSingleActiveTCI-PerCC-r18,7601,1,-,- tci-JointTCI-UpdateMultiActiveTCI-PerCC-r18,7604,1,-,- tci-SelectionDCI-r18,7607,1,-,- tci-SeparateTCI-UpdateSingleActiveTCI-PerCC-r18,7608,1,-,- tci-SeparateTCI-UpdateMultiActiveTCI-PerCC-r18,7613,1,-,- tci-SelectionAperiodicCSI-RS-r18,7616,1,-,- tci-SelectionAperiodicCSI-RS-M-DCI-r18,7617,1,-,- twoTCI-StatePDSCH-CJT-TxScheme-r18,7618,1,-,- tci-JointTCI-UpdateSingleActiveTCI-PerCC-PerCORESET-r18,7619,1,-,- tci-JointTCI-UpdateMultiActiveTCI-PerCC-PerCORESET-r18,7623,1,-,- tci-TRP-BFR-r18,7624,1,-,- tci-SeparateTCI-UpdateSingleActiveTCI-PerCC-PerCORESET-r18,7625,1,-,- tci-SeparateTCI-UpdateMultiActiveTCI-PerCC-PerCORESET-r18,7631,1,-,- commonTCI-SingleDCI-r18,7634,1,-,- commonTCI-MultiDCI-r18,7635,1,-,- twoPHR-Reporting-r18,7636,1,-,- spCell-TAG-Ind-r18,7637,1,-,- interCellCrossTRP-PDCCH-OrderCFRA-r18,7638,1,-,- intraCellCrossTRP-PDCCH-OrderCFRA-r18,7639,1,-,- overlapUL-TransReduction-r18,7640,1,-,- maxPeriodicityCMR-r18,7641,1,-,- tdcp-Report-r18,7642,1,-,- tdcp-Resource-r18,7645,1,-,- timelineRelax-CJT-CSI-r18,7649,1,-,- jointConfigDMRSPortDynamicSwitching-r18,7650,1,-,- srs-combOffsetHopping-r18,7651,1,-,- srs-combOffsetInTime-r18,7652,1,-,- srs-combOffsetCombinedGroupSequence-r18,7653,1,-,- srs-combOffsetHoppingWithinSubset-r18,7654,1,-,- srs-cyclicShiftHopping-r18,7655,1,-,- srs-cyclicShiftHoppingSmallGranularity-r18,7656,1,-,- srs-cyclicShiftCombinedGroupSequence-r18,7657,1,-,- cyclicShiftHoppingWithinSubset-r18,7658,1,-,- srs-cyclicShiftCombinedCombOffset-r18,7659,1,-,- pusch-CB-2PTRS-SingleDCI-STx2P-SDM-r18,7660,1,-,- pusch-NonCB-2PTRS-SingleDCI-STx2P-SDM-r18,7661,1,-,- pusch-NonCB-SingleDCI-STx2P-SDM-CSI-RS-SRS-r18,7662,1,-,- twoPUSCH-NonCB-Multi-DCI-STx2P-CSI-RS-Resource-r18,7668,1,-,- dmrs-PortEntrySingleDCI-SDM-r18,7674,1,-,- pusch-CB-2PTRS-SingleDCI-STx2P-SFN-r18,7675,1,-,- pusch-NonCB-2PTRS-SingleDCI-STx2P-SFN-r18,7676,1,-,- pusch-NonCB-SingleDCI-STx2P-SFN-CSI-RS-SRS-r18,7677,1,-,- twoPUSCH-CB-MultiDCI-STx2P-FullTimeFullFreqOverlap-r18,7683,1,-,- twoPUSCH-CB-MultiDCI-STx2P-FullTimePartialFreqOverlap-r18,7684,1,-,- twoPUSCH-CB-MultiDCI-STx2P-PartialTimeFullFreqOverlap-r18,7685,1,-,- twoPUSCH-CB-MultiDCI-STx2P-PartialTimePartialFreqOverlap-r18,7686,1,-,- twoPUSCH-CB-MultiDCI-STx2P-PartialTimeNonFreqOverlap-r18,7687,1,-,- twoPUSCH-CB-MultiDCI-STx2P-CG-CG-r18,7688,1,-,- twoPUSCH-CB-MultiDCI-STx2P-CG-DG-r18,7689,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-FullTimeFullFreqOverlap-r18,7690,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-FullTimePartialFreqOverlap-r18,7691,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-PartialTimeFullFreqOverlap-r18,7692,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-PartialTimePartialFreqOverlap-r18,7693,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-PartialTimeNonFreqOverlap-r18,7694,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-CG-CG-r18,7695,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-CG-DG-r18,7696,1,-,- pucch-RepetitionDynamicIndicationSFN-r18,7697,1,-,- groupBeamReporting-STx2P-r18,7698,1,-,-;gsimulConfigDMRS-DCI-1-3-r18,7703,1,-,-
T	SEQUENCE	Q	0	maxNumberConfiguredTCI-StatesPerCC,7135,1,-,- maxNumberActiveTCI-PerBWP,7136,1,-,-	
T	ENUMERATED	e	n4,n8,n16,n32,n64,n128	-
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	nonCoherent,partialCoherent,fullCoherent	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	DummyG	Q	0	maxNumberSSB-CSI-RS-ResourceOneTx,7145,0,-,- maxNumberSSB-CSI-RS-ResourceTwoTx,7146,0,-,- supportedCSI-RS-Density,7147,0,-,-	
T	ENUMERATED	e	n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	one,three,oneAndThree	-
T	INTEGER	i	2 8 0
T	SEQUENCE	Q	0	scs-15kHz,7150,1,-,- scs-30kHz,7151,1,-,- scs-60kHz,7152,1,-,- scs-120kHz,7153,1,-,- scs-240kHz,7154,1,-,-	
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-BM,7158,0,-,- maxNumberSRS-ResourceSet,7159,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n16	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 256 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SRS-Resources	Q	0	maxNumberAperiodicSRS-PerBWP,7166,0,-,- maxNumberAperiodicSRS-PerBWP-PerSlot,7167,0,-,- maxNumberPeriodicSRS-PerBWP,7168,0,-,- maxNumberPeriodicSRS-PerBWP-PerSlot,7169,0,-,- maxNumberSemiPersistentSRS-PerBWP,7170,0,-,- maxNumberSemiPersistentSRS-PerBWP-PerSlot,7171,0,-,- maxNumberSRS-Ports-PerResource,7172,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 6 0
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 6 0
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 6 0
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	scs-15kHz,7175,1,-,- scs-30kHz,7176,1,-,- scs-60kHz,7177,1,-,- scs-120kHz,7178,1,-,-	
T	ENUMERATED	e	sym2,sym4,sym8	-
T	ENUMERATED	e	sym4,sym8,sym14,sym28	-
T	ENUMERATED	e	sym8,sym14,sym28	-
T	ENUMERATED	e	sym14,sym28,sym56	-
T	SEQUENCE	Q	0	scs-15kHz,7180,1,-,- scs-30kHz,7180,1,-,- scs-60kHz,7180,1,-,- scs-120kHz,7180,1,-,-	
T	PTRS-DensityRecommendationDL	Q	0	frequencyDensity1,7181,0,-,- frequencyDensity2,7182,0,-,- timeDensity1,7183,0,-,- timeDensity2,7184,0,-,- timeDensity3,7185,0,-,-	
T	INTEGER	i	1 276 0
T	INTEGER	i	1 276 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 29 0
T	SEQUENCE	Q	0	scs-15kHz,7187,1,-,- scs-30kHz,7187,1,-,- scs-60kHz,7187,1,-,- scs-120kHz,7187,1,-,-	
T	PTRS-DensityRecommendationUL	Q	0	frequencyDensity1,7188,0,-,- frequencyDensity2,7189,0,-,- timeDensity1,7190,0,-,- timeDensity2,7191,0,-,- timeDensity3,7192,0,-,- sampleDensity1,7193,0,-,- sampleDensity2,7194,0,-,- sampleDensity3,7195,0,-,- sampleDensity4,7196,0,-,- sampleDensity5,7197,0,-,-	
T	INTEGER	i	1 276 0
T	INTEGER	i	1 276 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 29 0
T	INTEGER	i	1 276 0
T	INTEGER	i	1 276 0
T	INTEGER	i	1 276 0
T	INTEGER	i	1 276 0
T	INTEGER	i	1 276 0
T	DummyH	Q	0	burstLength,7199,0,-,- maxSimultaneousResourceSetsPerCC,7200,0,-,- maxConfiguredResourceSetsPerCC,7201,0,-,- maxConfiguredResourceSetsAllCC,7202,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 128 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	true	-
T	BeamManagementSSB-CSI-RS	Q	0	maxNumberSSB-CSI-RS-ResourceOneTx,7206,0,-,- maxNumberCSI-RS-Resource,7207,0,-,- maxNumberCSI-RS-ResourceTwoTx,7208,0,-,- supportedCSI-RS-Density,7209,1,-,- maxNumberAperiodicCSI-RS-Resource,7210,0,-,-	
T	ENUMERATED	e	n0,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	one,three,oneAndThree	-
T	ENUMERATED	e	n0,n1,n4,n8,n16,n32,n64	-
T	SEQUENCE	Q	0	scs-60kHz,7212,1,-,- scs-120kHz,7213,1,-,-	
T	ENUMERATED	e	sym14,sym28,sym48,sym224,sym336	-
T	ENUMERATED	e	sym14,sym28,sym48,sym224,sym336	-
T	CodebookParameters	Q	0	type1,7215,0,-,- type2,7225,1,-,- type2-PortSelection,7230,1,-,-	
T	SEQUENCE	Q	0	singlePanel,7216,0,-,- multiPanel,7220,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,7217,0,-,- modes,7218,0,-,- maxNumberCSI-RS-PerResourceSet,7219,0,-,-	
T	SEQUENCE OF	L	6827	1 7 0
T	ENUMERATED	e	mode1,mode1andMode2	-
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,7221,0,-,- modes,7222,0,-,- nrofPanels,7223,0,-,- maxNumberCSI-RS-PerResourceSet,7224,0,-,-	
T	SEQUENCE OF	L	6827	1 7 0
T	ENUMERATED	e	mode1,mode2,both	-
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,7226,0,-,- parameterLx,7227,0,-,- amplitudeScalingType,7228,0,-,- amplitudeSubsetRestriction,7229,1,-,-	
T	SEQUENCE OF	L	6827	1 7 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,7231,0,-,- parameterLx,7232,0,-,- amplitudeScalingType,7233,0,-,-	
T	SEQUENCE OF	L	6827	1 7 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	CSI-RS-IM-ReceptionForFeedback	Q	0	maxConfigNumberNZP-CSI-RS-PerCC,7235,0,-,- maxConfigNumberPortsAcrossNZP-CSI-RS-PerCC,7236,0,-,- maxConfigNumberCSI-IM-PerCC,7237,0,-,- maxNumberSimultaneousNZP-CSI-RS-PerCC,7238,0,-,- totalNumberPortsSimultaneousNZP-CSI-RS-PerCC,7239,0,-,-	
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	CSI-RS-ProcFrameworkForSRS	Q	0	maxNumberPeriodicSRS-AssocCSI-RS-PerBWP,7241,0,-,- maxNumberAperiodicSRS-AssocCSI-RS-PerBWP,7242,0,-,- maxNumberSP-SRS-AssocCSI-RS-PerBWP,7243,0,-,- simultaneousSRS-AssocCSI-RS-PerCC,7244,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	1 8 0
T	CSI-ReportFramework	Q	0	maxNumberPeriodicCSI-PerBWP-ForCSI-Report,7246,0,-,- maxNumberAperiodicCSI-PerBWP-ForCSI-Report,7247,0,-,- maxNumberSemiPersistentCSI-PerBWP-ForCSI-Report,7248,0,-,- maxNumberPeriodicCSI-PerBWP-ForBeamReport,7249,0,-,- maxNumberAperiodicCSI-PerBWP-ForBeamReport,7250,0,-,- maxNumberAperiodicCSI-triggeringStatePerCC,7251,0,-,- maxNumberSemiPersistentCSI-PerBWP-ForBeamReport,7252,0,-,- simultaneousCSI-ReportsPerCC,7253,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n3,n7,n15,n31,n63,n128	-
T	INTEGER	i	0 4 0
T	INTEGER	i	1 8 0
T	CSI-RS-ForTracking	Q	0	maxBurstLength,7255,0,-,- maxSimultaneousResourceSetsPerCC,7256,0,-,- maxConfiguredResourceSetsPerCC,7257,0,-,- maxConfiguredResourceSetsAllCC,7258,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 256 0
T	SEQUENCE OF	L	6827	1 7 0
T	SpatialRelations	Q	0	maxNumberConfiguredSpatialRelations,7261,0,-,- maxNumberActiveSpatialRelations,7262,0,-,- additionalActiveSpatialRelationPUCCH,7263,1,-,- maxNumberDL-RS-QCL-TypeD,7264,0,-,-	
T	ENUMERATED	e	n4,n8,n16,n32,n64,n96	-
T	ENUMERATED	e	n1,n2,n4,n8,n14	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4,n8,n14	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberSSB-CSIRS-OneTx-CMR-r16,7270,0,-,- maxNumberCSI-IM-NZP-IMR-res-r16,7271,0,-,- maxNumberCSIRS-2Tx-res-r16,7272,0,-,- maxNumberSSB-CSIRS-res-r16,7273,0,-,- maxNumberCSI-IM-NZP-IMR-res-mem-r16,7274,0,-,- supportedCSI-RS-Density-CMR-r16,7275,0,-,- maxNumberAperiodicCSI-RS-Res-r16,7276,0,-,- supportedSINR-meas-r16,7277,1,-,-	
T	ENUMERATED	e	n8,n16,n32,n64	-
T	ENUMERATED	e	n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n8,n16,n32,n64,n128	-
T	ENUMERATED	e	n8,n16,n32,n64,n128	-
T	ENUMERATED	e	one,three,oneAndThree	-
T	ENUMERATED	e	n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	ssbWithCSI-IM,ssbWithNZP-IMR,csirsWithNZP-IMR,csi-RSWithoutIMR	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	overlapPDSCHsFullyFreqTime-r16,7281,1,-,- overlapPDSCHsInTimePartiallyFreq-r16,7282,1,-,- outOfOrderOperationDL-r16,7283,1,-,- outOfOrderOperationUL-r16,7286,1,-,- separateCRS-RateMatching-r16,7287,1,-,- defaultQCL-PerCORESETPoolIndex-r16,7288,1,-,- maxNumberActivatedTCI-States-r16,7289,1,-,-	
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportPDCCH-ToPDSCH-r16,7284,1,-,- supportPDSCH-ToHARQ-ACK-r16,7285,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPerCORESET-Pool-r16,7290,0,-,- maxTotalNumberAcrossCORESET-Pool-r16,7291,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	SEQUENCE	Q	0	supportNewDMRS-Port-r16,7293,1,-,- supportTwoPortDL-PTRS-r16,7294,1,-,-	
T	ENUMERATED	e	supported1,supported2,supported3	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	kb3,kb5,kb10,kb20,noRestriction	-
T	SEQUENCE	Q	0	supportRepNumPDSCH-TDRA-r16,7299,0,-,- maxTBS-Size-r16,7300,0,-,- maxNumberTCI-states-r16,7301,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	ENUMERATED	e	kb3,kb5,kb10,kb20,noRestriction	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CSI-ReportFrameworkExt-r16	Q	0	maxNumberAperiodicCSI-PerBWP-ForCSI-ReportExt-r16,7307,0,-,-	
T	INTEGER	i	5 8 0
T	CodebookParametersAddition-r16	Q	0	etype2-r16,7309,1,-,- etype2-PS-r16,7319,1,-,-	
T	SEQUENCE	Q	0	etype2R1-r16,7310,0,-,- etype2R2-r16,7313,1,-,- paramComb7-8-r16,7316,1,-,- rank3-4-r16,7317,1,-,- amplitudeSubsetRestriction-r16,7318,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7311,0,-,-	
T	SEQUENCE OF	L	7312	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7314,0,-,-	
T	SEQUENCE OF	L	7315	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	etype2R1-PortSelection-r16,7320,0,-,- etype2R2-PortSelection-r16,7323,1,-,- rank3-4-r16,7326,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7321,0,-,-	
T	SEQUENCE OF	L	7322	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7324,0,-,-	
T	SEQUENCE OF	L	7325	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	CodebookComboParametersAddition-r16	Q	0	type1SP-Type2-null-r16,7328,1,-,- type1SP-Type2PS-null-r16,7331,1,-,- type1SP-eType2R1-null-r16,7334,1,-,- type1SP-eType2R2-null-r16,7337,1,-,- type1SP-eType2R1PS-null-r16,7340,1,-,- type1SP-eType2R2PS-null-r16,7343,1,-,- type1SP-Type2-Type2PS-r16,7346,1,-,- type1MP-Type2-null-r16,7349,1,-,- type1MP-Type2PS-null-r16,7352,1,-,- type1MP-eType2R1-null-r16,7355,1,-,- type1MP-eType2R2-null-r16,7358,1,-,- type1MP-eType2R1PS-null-r16,7361,1,-,- type1MP-eType2R2PS-null-r16,7364,1,-,- type1MP-Type2-Type2PS-r16,7367,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7329,0,-,-	
T	SEQUENCE OF	L	7330	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7332,0,-,-	
T	SEQUENCE OF	L	7333	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7335,0,-,-	
T	SEQUENCE OF	L	7336	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7338,0,-,-	
T	SEQUENCE OF	L	7339	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7341,0,-,-	
T	SEQUENCE OF	L	7342	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7344,0,-,-	
T	SEQUENCE OF	L	7345	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7347,0,-,-	
T	SEQUENCE OF	L	7348	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7350,0,-,-	
T	SEQUENCE OF	L	7351	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7353,0,-,-	
T	SEQUENCE OF	L	7354	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7356,0,-,-	
T	SEQUENCE OF	L	7357	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7359,0,-,-	
T	SEQUENCE OF	L	7360	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7362,0,-,-	
T	SEQUENCE OF	L	7363	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7365,0,-,-	
T	SEQUENCE OF	L	7366	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,7368,0,-,-	
T	SEQUENCE OF	L	7369	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz-r16,7373,1,-,- scs-120kHz-r16,7374,1,-,-	
T	ENUMERATED	e	sym224,sym336	-
T	ENUMERATED	e	sym224,sym336	-
T	SEQUENCE	Q	0	supportReportFormat1-2OFDM-syms-r16,7376,1,-,- supportReportFormat4-14OFDM-syms-r16,7377,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberConfiguredSpatialRelations-v1640,7380,0,-,-	
T	ENUMERATED	e	n96,n128,n160,n192,n224,n256,n288,n320	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	4 4 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookParametersfetype2-r17	Q	0	fetype2basic-r17,7389,0,-,- fetype2R1-r17,7391,1,-,- fetype2R2-r17,7393,1,-,- fetype2Rank3Rank4-r17,7395,1,-,-	
T	SEQUENCE OF	L	7390	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7392	1 8 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7394	1 8 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pf0-2,pf1-3-4,pf0-4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxBFD-RS-resourcesPerSetPerBWP-r17,7401,0,-,- maxBFR-r17,7402,0,-,- maxBFD-RS-resourcesAcrossSetsPerBWP-r17,7403,0,-,-	
T	ENUMERATED	e	n1,n2	-
T	INTEGER	i	1 9 0
T	ENUMERATED	e	n2,n3,n4	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	supported	-
T	CodebookComboParameterMixedType-r17	Q	0	type1SP-feType2PS-null-r17,7412,1,-,- type1SP-feType2PS-M2R1-null-r17,7414,1,-,- type1SP-feType2PS-M2R2-null-r1,7416,1,-,- type1SP-Type2-feType2-PS-M1-r17,7418,1,-,- type1SP-Type2-feType2-PS-M2R1-r17,7420,1,-,- type1SP-eType2R1-feType2-PS-M1-r17,7422,1,-,- type1SP-eType2R1-feType2-PS-M2R1-r17,7424,1,-,- type1MP-feType2PS-null-r17,7426,1,-,- type1MP-feType2PS-M2R1-null-r17,7428,1,-,- type1MP-feType2PS-M2R2-null-r17,7430,1,-,- type1MP-Type2-feType2-PS-M1-r17,7432,1,-,- type1MP-Type2-feType2-PS-M2R1-r17,7434,1,-,- type1MP-eType2R1-feType2-PS-M1-r17,7436,1,-,- type1MP-eType2R1-feType2-PS-M2R1-r17,7438,1,-,-	
T	SEQUENCE OF	L	7413	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7415	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7417	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7419	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7421	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7423	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7425	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7427	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7429	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7431	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7433	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7435	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7437	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7439	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	maxConfiguredJointTCI-r17,7441,0,-,- maxActivatedTCIAcrossCC-r17,7442,0,-,-	
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	SEQUENCE	Q	0	minBeamApplicationTime-r17,7444,1,-,- maxNumMAC-CE-PerCC,7445,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n7,n14,n28,n42,n56,n70,n84,n98,n112,n224,n336	-
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	additionalMAC-CE-PerCC-r17,7456,0,-,- additionalMAC-CE-AcrossCC-r17,7457,0,-,-	
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	SEQUENCE	Q	0	maxConfiguredDL-TCI-r17,7459,0,-,- maxConfiguredUL-TCI-r17,7460,0,-,- maxActivatedDL-TCIAcrossCC-r17,7461,0,-,- maxActivatedUL-TCIAcrossCC-r17,7462,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	SEQUENCE	Q	0	minBeamApplicationTime-r17,7464,0,-,- maxActivatedDL-TCIPerCC-r17,7465,0,-,- maxActivatedUL-TCIPerCC-r17,7466,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n7,n14,n28,n42,n56,n70,n84,n98,n112,n224,n336	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumListDL-TCI-r17,7469,1,-,- maxNumListUL-TCI-r17,7470,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	k-DL-PerCC-r17,7473,0,-,- k-UL-PerCC-r17,7474,0,-,- k-DL-AcrossCC-r17,7475,0,-,- k-UL-AcrossCC-r17,7476,0,-,-	
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumAdditionalPCI-L1-RSRP-r17,7478,0,-,- maxNumSSB-ResourceL1-RSRP-AcrossCC-r17,7479,0,-,-	
T	INTEGER	i	1 7 0
T	ENUMERATED	e	n1,n2,n4,n8	-
T	SEQUENCE	Q	0	maxNumP-MPR-RI-pairs-r17,7481,0,-,- maxNumConfRS-r17,7482,0,-,-	
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16,n28,n32,n48,n64	-
T	SEQUENCE	Q	0	capVal1-r17,7484,1,-,- capVal2-r17,7485,1,-,- capVal3-r17,7486,1,-,- capVal4-r17,7487,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumPeriodicSRS-r17,7492,0,-,- maxNumAperiodicSRS-r17,7493,0,-,- maxNumSP-SRS-r17,7494,0,-,- numSRS-ResourcePerCC-r17,7495,0,-,- numSRS-ResourceNonCodebook-r17,7496,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	typeA,typeB,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	3 8 0
T	SEQUENCE	Q	0	maxNumAdditionalPCI-Case1-r17,7506,0,-,- maxNumAdditionalPCI-Case2-r17,7507,0,-,-	
T	INTEGER	i	1 7 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	maxNumBeamGroups-r17,7509,0,-,- maxNumRS-WithinSlot-r17,7510,0,-,- maxNumRS-AcrossSlot-r17,7511,0,-,-	
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n2,n3,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n8,n16,n32,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n32,n48,n64	-
T	SEQUENCE	Q	0	maxNumNZP-CSI-RS-r17,7514,0,-,- cSI-Report-mode-r17,7515,0,-,- supportedComboAcrossCCs-r17,7516,0,-,- codebookModeNCJT-r17,7517,0,-,-	
T	INTEGER	i	2 8 0
T	ENUMERATED	e	mode1,mode2,both	-
T	SEQUENCE OF	L	6477	1 16 0
T	ENUMERATED	e	mode1,mode1And2	-
T	CodebookComboParameterMultiTRP-r17	Q	0	nCJT-null-null,7519,1,-,- nCJT1SP-null-null,7521,1,-,- nCJT-Type2-null-r16,7523,1,-,- nCJT-Type2PS-null-r16,7525,1,-,- nCJT-eType2R1-null-r16,7527,1,-,- nCJT-eType2R2-null-r16,7529,1,-,- nCJT-eType2R1PS-null-r16,7531,1,-,- nCJT-eType2R2PS-null-r16,7533,1,-,- nCJT-Type2-Type2PS-r16,7535,1,-,- nCJT1SP-Type2-null-r16,7537,1,-,- nCJT1SP-Type2PS-null-r16,7539,1,-,- nCJT1SP-eType2R1-null-r16,7541,1,-,- nCJT1SP-eType2R2-null-r16,7543,1,-,- nCJT1SP-eType2R1PS-null-r16,7545,1,-,- nCJT1SP-eType2R2PS-null-r16,7547,1,-,- nCJT1SP-Type2-Type2PS-r16,7549,1,-,- nCJT-feType2PS-null-r17,7551,1,-,- nCJT-feType2PS-M2R1-null-r17,7553,1,-,- nCJT-feType2PS-M2R2-null-r17,7555,1,-,- nCJT-Type2-feType2-PS-M1-r17,7557,1,-,- nCJT-Type2-feType2-PS-M2R1-r17,7559,1,-,- nCJT-eType2R1-feType2-PS-M1-r17,7561,1,-,- nCJT-eType2R1-feType2-PS-M2R1-r17,7563,1,-,- nCJT1SP-feType2PS-null-r17,7565,1,-,- nCJT1SP-feType2PS-M2R1-null-r17,7567,1,-,- nCJT1SP-feType2PS-M2R2-null-r1,7569,1,-,- nCJT1SP-Type2-feType2-PS-M1-r17,7571,1,-,- nCJT1SP-Type2-feType2-PS-M2R1-r17,7573,1,-,- nCJT1SP-eType2R1-feType2-PS-M1-r17,7575,1,-,- nCJT1SP-eType2R1-feType2-PS-M2R1-r17,7577,1,-,-	
T	SEQUENCE OF	L	7520	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7522	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7524	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7526	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7528	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7530	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7532	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7534	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7536	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7538	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7540	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7542	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7544	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7546	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7548	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7550	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7552	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7554	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7556	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7558	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7560	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7562	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7564	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7566	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7568	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7570	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7572	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7574	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7576	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	7578	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	x1,x2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-480kHz,7584,1,-,- scs-960kHz,7585,1,-,-	
T	ENUMERATED	e	sym56,sym112,sym192,sym896,sym1344	-
T	ENUMERATED	e	sym112,sym224,sym384,sym1792,sym2688	-
T	SEQUENCE	Q	0	scs-480kHz-r17,7587,1,-,- scs-960kHz-r17,7588,1,-,-	
T	ENUMERATED	e	sym896,sym1344	-
T	ENUMERATED	e	sym1792,sym2688	-
T	SEQUENCE	Q	0	scs-480kHz-r17,7590,1,-,- scs-960kHz-r17,7591,1,-,-	
T	ENUMERATED	e	sym56,sym112,sym224	-
T	ENUMERATED	e	sym112,sym224,sym448	-
T	SEQUENCE	Q	0	scs-480kHz-r17,7593,1,-,- scs-960kHz-r17,7594,1,-,-	
T	ENUMERATED	e	n2,n4,n7	-
T	ENUMERATED	e	n1,n2,n4,n7	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	9 12 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n3,n4	-
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	SEQUENCE	Q	0	maxNumberConfigJointTCIPerCC-PerBWP-r18,7602,0,-,- maxNumberActiveJointTCI-AcrossCC-r18,7603,0,-,-	
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n2,n4,n6,n8,n16,n32	-
T	SEQUENCE	Q	0	tci-StateInd-r18,7605,0,-,- maxNumberActiveJointTCI-PerCC-r18,7606,0,-,-	
T	ENUMERATED	e	withAssignment,withoutAssignment	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumConfigDL-TCI-PerCC-PerBWP-r18,7609,0,-,- maxNumConfigUL-TCI-PerCC-PerBWP-r18,7610,0,-,- maxNumActiveDL-TCI-AcrossCC-r18,7611,0,-,- maxNumActiveUL-TCI-AcrossCC-r18,7612,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	SEQUENCE	Q	0	maxNumActiveDL-TCI-AcrossCC-r18,7614,0,-,- maxNumActiveUL-TCI-AcrossCC-r18,7615,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	perResource,perResourceSet,both	-
T	ENUMERATED	e	perResource,perResourceSet,both	-
T	ENUMERATED	e	cjtSchemeA,cjtSchemeB,both	-
T	SEQUENCE	Q	0	mTRP-Operation-r18,7620,0,-,- maxNumberConfigJointTCIPerCC-PerBWP-r18,7621,0,-,- maxNumberActiveJointTCIAcrossCC-PerCORESET-r18,7622,0,-,-	
T	ENUMERATED	e	intraCell,intraCellAndInterCell	-
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	mTRP-Operation-r18,7626,0,-,- maxNumConfigDL-TCI-PerCC-PerBWP-r18,7627,0,-,- maxNumConfigUL-TCI-PerCC-PerBWP-r18,7628,0,-,- maxNumActiveDL-TCI-AcrossCC-r18,7629,0,-,- maxNumActiveUL-TCI-AcrossCC-r18,7630,0,-,-	
T	ENUMERATED	e	intraCell,intraCellAndInterCell	-
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	SEQUENCE	Q	0	maxNumConfigDL-TCI-PerCC-PerBWP-r18,7632,0,-,- maxNumConfigUL-TCI-PerCC-PerBWP-r18,7633,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	sl4,sl5,sl8,sl10,sl20	-
T	SEQUENCE	Q	0	valueX-r18,7643,0,-,- maxNumberActiveResource-r18,7644,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	2 32 0
T	SEQUENCE	Q	0	maxNumberConfigPerCC-r18,7646,0,-,- maxNumberConfigAcrossCC-r18,7647,0,-,- maxNumberSimultaneousPerCC-r18,7648,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8,n10,n12	-
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n2,n4,n6,n8,n12,n16,n20,n24,n28,n32	-
T	ENUMERATED	e	n0,n2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	srs,rsrs,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPeriodicSRS-Resource-PerBWP-r18,7663,0,-,- maxNumberAperiodicSRS-Resource-PerBWP-r18,7664,0,-,- maxNumberSemiPersistentSRS-ResourcePerBWP-r18,7665,0,-,- valueY-SRS-ResourceAssociate-r18,7666,0,-,- valueX-CSI-RS-ResourceAssociate-r18,7667,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	maxNumberPeriodicSRS-r18,7669,0,-,- maxNumberAperiodicSRS-r18,7670,0,-,- maxNumberSemiPersistentSRS-r18,7671,0,-,- simultaneousSRS-PerCC-r18,7672,0,-,- simultaneousCSI-RS-NonCB-r18,7673,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPeriodicSRS-Resource-PerBWP-r18,7678,0,-,- maxNumberAperiodicSRS-Resource-PerBWP-r18,7679,0,-,- maxNumberSemiPersistentSRS-ResourcePerBWP-r18,7680,0,-,- valueY-SRS-ResourceAssociate-r18,7681,0,-,- valueX-CSI-RS-ResourceAssociate-r18,7682,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	groupL1-RSRP-Reporting-r18,7699,0,-,- maxNumberBeamGroups-r18,7700,0,-,- maxNumberResWithinSlotAcrossCC-r18,7701,0,-,- maxNumberResAcrossCC-r18,7702,0,-,-	
T	ENUMERATED	e	jointULandDL,ulOnly,both	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n2,n3,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n8,n16,n32,n64,n128	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	upto2,upto4	-
T	ENUMERATED	e	upto4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc1,pc2,pc3,pc4	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1,7715,0,-,- fr2,7719,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,7716,1,-,- scs-30kHz,7717,1,-,- scs-60kHz,7718,1,-,-	
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	SEQUENCE	Q	0	scs-60kHz,7720,1,-,- scs-120kHz,7721,1,-,-	
T	BIT STRING	B	3 3 0
T	BIT STRING	B	3 3 0
T	CHOICE	C	0	fr1,7723,0,-,- fr2,7727,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,7724,1,-,- scs-30kHz,7725,1,-,- scs-60kHz,7726,1,-,-	
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	SEQUENCE	Q	0	scs-60kHz,7728,1,-,- scs-120kHz,7729,1,-,-	
T	BIT STRING	B	3 3 0
T	BIT STRING	B	3 3 0
T	ENUMERATED	e	n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n15,n20,n25,n30,n40,n50,n60,n70,n80,n90,n100	-
T	CHOICE	C	0	fr1,7735,0,-,- fr2,7739,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,7736,1,-,- scs-30kHz,7737,1,-,- scs-60kHz,7738,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz,7740,1,-,- scs-120kHz,7741,1,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	CHOICE	C	0	fr1,7743,0,-,- fr2,7747,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,7744,1,-,- scs-30kHz,7745,1,-,- scs-60kHz,7746,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz,7748,1,-,- scs-120kHz,7749,1,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	1 32 0
T	SharedSpectrumChAccessParamsPerBand-r16	Q	0	ul-DynamicChAccess-r16,7752,1,-,- ul-Semi-StaticChAccess-r16,7753,1,-,- ssb-RRM-DynamicChAccess-r16,7754,1,-,- ssb-RRM-Semi-StaticChAccess-r16,7755,1,-,- mib-Acquisition-r16,7756,1,-,- ssb-RLM-DynamicChAccess-r16,7757,1,-,- ssb-RLM-Semi-StaticChAccess-r16,7758,1,-,- sib1-Acquisition-r16,7759,1,-,- extRA-ResponseWindow-r16,7760,1,-,- ssb-BFD-CBD-dynamicChannelAccess-r16,7761,1,-,- ssb-BFD-CBD-semi-staticChannelAccess-r16,7762,1,-,- csi-RS-BFD-CBD-r16,7763,1,-,- ul-ChannelBW-SCell-10mhz-r16,7764,1,-,- rssi-ChannelOccupancyReporting-r16,7765,1,-,- srs-StartAnyOFDM-Symbol-r16,7766,1,-,- searchSpaceFreqMonitorLocation-r16,7767,1,-,- coreset-RB-Offset-r16,7768,1,-,- cgi-Acquisition-r16,7769,1,-,- configuredUL-Tx-r16,7770,1,-,- prach-Wideband-r16,7771,1,-,- dci-AvailableRB-Set-r16,7772,1,-,- dci-ChOccupancyDuration-r16,7773,1,-,- typeB-PDSCH-length-r16,7774,1,-,- searchSpaceSwitchWithDCI-r16,7775,1,-,- searchSpaceSwitchWithoutDCI-r16,7776,1,-,- searchSpaceSwitchCapability2-r16,7777,1,-,- non-numericalPDSCH-HARQ-timing-r16,7778,1,-,- enhancedDynamicHARQ-codebook-r16,7779,1,-,- oneShotHARQ-feedback-r16,7780,1,-,- multiPUSCH-UL-grant-r16,7781,1,-,- csi-RS-RLM-r16,7782,1,-,- dummy,7783,1,-,- periodicAndSemi-PersistentCSI-RS-r16,7784,1,-,- pusch-PRB-interlace-r16,7785,1,-,- pucch-F0-F1-PRB-Interlace-r16,7786,1,-,- occ-PRB-PF2-PF3-r16,7787,1,-,- extCP-rangeCG-PUSCH-r16,7788,1,-,- configuredGrantWithReTx-r16,7789,1,-,- ed-Threshold-r16,7790,1,-,- ul-DL-COT-Sharing-r16,7791,1,-,- mux-CG-UCI-HARQ-ACK-r16,7792,1,-,- cg-resourceConfig-r16,7793,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 5 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPatterns-r16,7796,0,-,- maxNumberNon-OverlapPatterns-r16,7797,0,-,-	
T	INTEGER	i	2 6 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	OLPC-SRS-Pos-r16	Q	0	olpc-SRS-PosBasedOnPRS-Serving-r16,7802,1,-,- olpc-SRS-PosBasedOnSSB-Neigh-r16,7803,1,-,- olpc-SRS-PosBasedOnPRS-Neigh-r16,7804,1,-,- maxNumberPathLossEstimatePerServing-r16,7805,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n4,n8,n16	-
T	SpatialRelationsSRS-Pos-r16	Q	0	spatialRelation-SRS-PosBasedOnSSB-Serving-r16,7807,1,-,- spatialRelation-SRS-PosBasedOnCSI-RS-Serving-r16,7808,1,-,- spatialRelation-SRS-PosBasedOnPRS-Serving-r16,7809,1,-,- spatialRelation-SRS-PosBasedOnSRS-r16,7810,1,-,- spatialRelation-SRS-PosBasedOnSSB-Neigh-r16,7811,1,-,- spatialRelation-SRS-PosBasedOnPRS-Neigh-r16,7812,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2	-
T	CHOICE	C	0	fr1-100mhz,7815,0,-,- fr2-200mhz,7819,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,7816,1,-,- scs-30kHz,7817,1,-,- scs-60kHz,7818,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,7820,1,-,- scs-120kHz,7821,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1-100mhz,7823,0,-,- fr2-200mhz,7827,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,7824,1,-,- scs-30kHz,7825,1,-,- scs-60kHz,7826,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,7828,1,-,- scs-120kHz,7829,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc1dot5	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberConfigsPerBWP-r16,7839,0,-,- maxNumberConfigsAllCC-r16,7840,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	INTEGER	i	2 32 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberConfigsPerBWP-r16,7843,0,-,- maxNumberConfigsAllCC-r16,7844,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	2 32 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	trs-AddBW-Set1,trs-AddBW-Set2	-
T	ENUMERATED	e	supported	-
T	SharedSpectrumChAccessParamsPerBand-v1630	Q	0	dl-ReceptionIntraCellGuardband-r16,7850,1,-,- dl-ReceptionLBT-subsetRB-r16,7851,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	us2,us4,us7	-
T	SharedSpectrumChAccessParamsPerBand-v1640	Q	0	csi-RSRP-AndRSRQ-MeasWithSSB-r16,7855,1,-,- csi-RSRP-AndRSRQ-MeasWithoutSSB-r16,7856,1,-,- csi-SINR-Meas-r16,7857,1,-,- ssb-AndCSI-RS-RLM-r16,7858,1,-,- csi-RS-CFRA-ForHO-r16,7859,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SharedSpectrumChAccessParamsPerBand-v1650	Q	0	extendedSearchSpaceSwitchWithDCI-r16,7866,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n10,n15,n20,n25,n30,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc5,pc6,pc7	-
T	FR2-2-AccessParamsPerBand-r17	Q	1	dl-FR2-2-SCS-120kHz-r17,7874,1,-,- ul-FR2-2-SCS-120kHz-r17,7875,1,-,- initialAccessSSB-120kHz-r17,7876,1,-,- widebandPRACH-SCS-120kHz-r17,7877,1,-,- multiRB-PUCCH-SCS-120kHz-r17,7878,1,-,- multiPDSCH-SingleDCI-FR2-2-SCS-120kHz-r17,7879,1,-,- multiPUSCH-SingleDCI-FR2-2-SCS-120kHz-r17,7880,1,-,- dl-FR2-2-SCS-480kHz-r17,7881,1,-,- ul-FR2-2-SCS-480kHz-r17,7882,1,-,- initialAccessSSB-480kHz-r17,7883,1,-,- widebandPRACH-SCS-480kHz-r17,7884,1,-,- multiRB-PUCCH-SCS-480kHz-r17,7885,1,-,- enhancedPDCCH-monitoringSCS-480kHz-r17,7886,1,-,- dl-FR2-2-SCS-960kHz-r17,7887,1,-,- ul-FR2-2-SCS-960kHz-r17,7888,1,-,- multiRB-PUCCH-SCS-960kHz-r17,7889,1,-,- enhancedPDCCH-monitoringSCS-960kHz-r17,7890,1,-,- type1-ChannelAccess-FR2-2-r17,7894,1,-,- type2-ChannelAccess-FR2-2-r17,7895,1,-,- reduced-BeamSwitchTiming-FR2-2-r17,7896,1,-,- support32-DL-HARQ-ProcessPerSCS-r17,7897,1,-,- support32-UL-HARQ-ProcessPerSCS-r17,7901,1,-,-	gmodulation64-QAM-PUSCH-FR2-2-r17,7905,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	pdcch-monitoring4-1-r17,7891,1,-,- pdcch-monitoring4-2-r17,7892,1,-,- pdcch-monitoring8-4-r17,7893,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-120kHz-r17,7898,1,-,- scs-480kHz-r17,7899,1,-,- scs-960kHz-r17,7900,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-120kHz-r17,7902,1,-,- scs-480kHz-r17,7903,1,-,- scs-960kHz-r17,7904,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	u16d32,u32d16,u32d32	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	option1,option2,option3	-
T	ENUMERATED	e	option1,option2,option3	-
T	ENUMERATED	e	option1,option2,option3	-
T	SRS-AllPosResourcesRRC-Inactive-r17	Q	0	srs-PosResourcesRRC-Inactive-r17,7935,0,-,-	
T	SEQUENCE	Q	0	maxNumberSRS-PosResourceSetPerBWP-r17,7936,0,-,- maxNumberSRS-PosResourcesPerBWP-r17,7937,0,-,- maxNumberSRS-ResourcesPerBWP-PerSlot-r17,7938,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-r17,7939,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-PerSlot-r17,7940,0,-,- dummy1,7941,0,-,- dummy2,7942,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	fdd-r17,7948,1,-,- tdd-r17,7949,1,-,-	
T	ENUMERATED	e	n4,n8,n16,n32	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	SharedSpectrumChAccessParamsPerBand-v1710	Q	0	ul-Semi-StaticChAccessDependentConfig-r17,7952,1,-,- ul-Semi-StaticChAccessIndependentConfig-r17,7953,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberAperiodicCSI-RS-PerCC-r17,7958,0,-,- maxNumberAperiodicCSI-RS-AcrossCCs-r17,7959,0,-,-	
T	ENUMERATED	e	n8,n16,n32,n48,n64,n128,n255	-
T	ENUMERATED	e	n8,n16,n32,n64,n128,n256,n512,n1024	-
T	ENUMERATED	e	addBW-Set1,addBW-Set2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PosSRS-RRC-Inactive-OutsideInitialUL-BWP-r17	Q	1	maxSRSposBandwidthForEachSCS-withinCC-FR1-r17,7964,1,-,- maxSRSposBandwidthForEachSCS-withinCC-FR2-r17,7965,1,-,- maxNumOfSRSposResourceSets-r17,7966,1,-,- maxNumOfPeriodicSRSposResources-r17,7967,1,-,- maxNumOfPeriodicSRSposResourcesPerSlot-r17,7968,1,-,- differentNumerologyBetweenSRSposAndInitialBWP-r17,7969,1,-,- srsPosWithoutRestrictionOnBWP-r17,7970,1,-,- maxNumOfPeriodicAndSemipersistentSRSposResources-r17,7971,1,-,- maxNumOfPeriodicAndSemipersistentSRSposResourcesPerSlot-r17,7972,1,-,- differentCenterFreqBetweenSRSposAndInitialBWP-r17,7973,1,-,- switchingTimeSRS-TX-OtherTX-r17,7974,1,-,- maxNumOfSemiPersistentSRSposResources-r17,7975,1,-,- maxNumOfSemiPersistentSRSposResourcesPerSlot-r17,7976,1,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz35,mhz40,mhz45,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	us100,us140,us200,us300,us500	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	enhancedType3-HARQ-Codebooks-r17,7985,0,-,- maxNumberPUCCH-Transmissions-r17,7986,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7	-
T	SEQUENCE	Q	0	minHARQ-Retx-Offset-r17,7988,0,-,- maxHARQ-Retx-Offset-r17,7989,0,-,-	
T	ENUMERATED	e	n-7,n-5,n-3,n-1,n1	-
T	ENUMERATED	e	n4,n6,n8,n10,n12,n14,n16,n18,n20,n22,n24	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1-r17,7999,0,-,- fr2-r17,8000,0,-,-	
T	ENUMERATED	e	qam256,qam1024	-
T	ENUMERATED	e	qam64,qam256	-
T	ENUMERATED	e	n8,n16	-
T	ENUMERATED	e	n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	cpLength,quarterSymbol,halfSymbol,halfSlot	-
T	INTEGER	i	3 4 0
T	SEQUENCE OF	L	8011	1 3 0
T	PRS-ProcessingCapabilityOutsideMGinPPWperType-r17	Q	0	prsProcessingType-r17,8012,0,-,- ppw-dl-PRS-BufferType-r17,8013,0,-,- ppw-durationOfPRS-Processing-r17,8014,1,-,- ppw-maxNumOfDL-PRS-ResProcessedPerSlot-r17,8021,0,-,- ppw-maxNumOfDL-Bandwidth-r17,8026,1,-,-	
T	ENUMERATED	e	type1A,type1B,type2	-
T	ENUMERATED	e	type1,type2	+
T	CHOICE	C	0	ppw-durationOfPRS-Processing1-r17,8015,0,-,- ppw-durationOfPRS-Processing2-r17,8018,0,-,-	
T	SEQUENCE	Q	0	ppw-durationOfPRS-ProcessingSymbolsN-r17,8016,0,-,- ppw-durationOfPRS-ProcessingSymbolsT-r17,8017,0,-,-	
T	ENUMERATED	e	msDot125,msDot25,msDot5,ms1,ms2,ms4,ms6,ms8,ms12,ms16,ms20,ms25,ms30,ms32,ms35,ms40,ms45,ms50	-
T	ENUMERATED	e	ms1,ms2,ms4,ms8,ms16,ms20,ms30,ms40,ms80,ms160,ms320,ms640,ms1280	-
T	SEQUENCE	Q	0	ppw-durationOfPRS-ProcessingSymbolsN2-r17,8019,0,-,- ppw-durationOfPRS-ProcessingSymbolsT2-r17,8020,0,-,-	
T	ENUMERATED	e	msDot125,msDot25,msDot5,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms12	-
T	ENUMERATED	e	ms4,ms5,ms6,ms8	-
T	SEQUENCE	Q	1	scs15-r17,8022,1,-,- scs30-r17,8023,1,-,- scs60-r17,8024,1,-,- scs120-r17,8025,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	CHOICE	C	0	fr1-r17,8027,0,-,- fr2-r17,8028,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz20,mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400	-
T	SEQUENCE	Q	0	maxNumOfSemiPersistentSRSposResources-r17,8030,0,-,- maxNumOfSemiPersistentSRSposResourcesPerSlot-r17,8031,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	DL-PRS-MeasurementWithRxFH-RRC-Connected-r18	Q	1	maximumPRS-BandwidthAcrossAllHopsFR1-r18,8055,1,-,- maximumPRS-BandwidthAcrossAllHopsFR2-r18,8056,1,-,- maximumFH-Hops-r18,8057,1,-,- processingDuration-r18,8058,1,-,- rf-RxRetuneTimeFR1-r18,8061,1,-,- rf-RxRetuneTimeFR2-r18,8062,1,-,- numOfOverlappingPRB-r18,8063,1,-,-	
T	ENUMERATED	e	mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz100,mhz200,mhz400	-
T	ENUMERATED	e	n2,n3,n4,n5,n6	-
T	SEQUENCE	Q	0	processingPRS-SymbolsDurationN3-r18,8059,0,-,- processingDurationT3-r18,8060,0,-,-	
T	ENUMERATED	e	msDot125,msDot25,msDot5,ms1,ms2,ms4,ms6,ms8,ms12,ms16,ms20,ms25,ms30,ms32,ms35,ms40,ms45,ms50	-
T	ENUMERATED	e	ms8,ms16,ms20,ms30,ms40,ms80,ms160,ms320,ms640,ms1280	-
T	ENUMERATED	e	n70,n140,n210	-
T	ENUMERATED	e	n35,n70,n140	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	PosSRS-TxFrequencyHoppingRRC-Connected-r18	Q	1	maximumSRS-BandwidthAcrossAllHopsFR1-r18,8065,1,-,- maximumSRS-BandwidthAcrossAllHopsFR2-r18,8066,1,-,- maximumTxFH-Hops-r18,8067,1,-,- rf-TxRetuneTimeFR1-r18,8068,1,-,- rf-TxRetuneTimeFR2-r18,8069,1,-,- switchTimeBetweenActiveBWP-FrequencyHop-r18,8070,1,-,- numOfOverlappingPRB-r18,8071,1,-,- maximumSRS-ResourcePeriodic-r18,8072,1,-,- maximumSRS-ResourceAperiodic-r18,8073,1,-,- maximumSRS-ResourceSemipersistent-r18,8074,1,-,-	
T	ENUMERATED	e	mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz100,mhz200,mhz400	-
T	ENUMERATED	e	n2,n3,n4,n5,n6	-
T	ENUMERATED	e	n70,n140,n210	-
T	ENUMERATED	e	n35,n70,n140	-
T	ENUMERATED	e	n100,n140,n200,n300,n500	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	PosSRS-TxFrequencyHoppingRRC-Inactive-r18	Q	1	maximumSRS-BandwidthAcrossAllHopsFR1-r18,8076,1,-,- maximumSRS-BandwidthAcrossAllHopsFR2-r18,8077,1,-,- maximumTxFH-Hops-r18,8078,1,-,- rf-TxRetuneTimeFR1-r18,8079,1,-,- rf-TxRetuneTimeFR2-r18,8080,1,-,- switchTimeBetweenActiveBWP-FrequencyHop-r18,8081,1,-,- numOfOverlappingPRB-r18,8082,1,-,- maximumSRS-ResourcePeriodic-r18,8083,1,-,- maximumSRS-ResourceSemipersistent-r18,8084,1,-,-	
T	ENUMERATED	e	mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz100,mhz200,mhz400	-
T	ENUMERATED	e	n2,n3,n4,n5,n6	-
T	ENUMERATED	e	n70,n140,n210	-
T	ENUMERATED	e	n35,n70,n140	-
T	ENUMERATED	e	n100,n140,n200,n300,n500	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	PosSRS-BWA-RRC-Inactive-r18	Q	1	numOfCarriersIntraBandContiguous-r18,8086,0,-,- maximumAggregatedBW-TwoCarriersFR1-r18,8087,1,-,- maximumAggregatedBW-TwoCarriersFR2-r18,8088,1,-,- maximumAggregatedBW-ThreeCarriersFR1-r18,8089,1,-,- maximumAggregatedBW-ThreeCarriersFR2-r18,8090,1,-,- maximumAggregatedResourceSet-r18,8091,0,-,- maximumAggregatedResourcePeriodic-r18,8092,0,-,- maximumAggregatedResourceSemi-r18,8093,0,-,- maximumAggregatedResourcePeriodicPerSlot-r18,8094,0,-,- maximumAggregatedResourceSemiPerSlot-r18,8095,0,-,- guardPeriod-r18,8096,0,-,- powerClassForTwoAggregatedCarriers-r18,8097,1,-,- powerClassForThreeAggregatedCarriers-r18,8098,1,-,-	
T	ENUMERATED	e	two,three,twoandthree	-
T	ENUMERATED	e	mhz20,mhz40,mhz50,mhz80,mhz100,mhz160,mhz180,mhz190,mhz200	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400,mhz600,mhz800	-
T	ENUMERATED	e	mhz80,mhz100,mhz160,mhz200,mhz240,mhz300	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz300,mhz400,mhz600,mhz800,mhz1000,mhz1200	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n0,n30,n100,n140,n200	-
T	ENUMERATED	e	pc2,pc3	-
T	ENUMERATED	e	pc2,pc3	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	csiFeedbackType-r18,8103,0,-,- maxNumberLmax-r18,8104,0,-,- maxNumberCSI-ResourcePerCC-r18,8105,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8108,0,-,- totalNumberCSI-Reporting-r18,8111,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,8106,0,-,- sdType2-Resource-r18,8107,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,8109,0,-,- sdType2-Resource-r18,8110,0,-,-	
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	csiFeedbackType-r18,8113,0,-,- maxNumberLmax-r18,8114,0,-,- subReportCSI-r18,8115,0,-,- maxNumberCSI-ResourcePerCC-r18,8116,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8117,0,-,- totalNumberCSI-Reporting-r18,8118,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	csiFeedbackType-r18,8120,0,-,- maxNumberLmax-r18,8121,0,-,- subReportCSI-r18,8122,0,-,- maxNumberCSI-ResourcePerCC-r18,8123,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8126,0,-,- totalNumberCSI-Reporting-r18,8129,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,8124,0,-,- sdType2-Resource-r18,8125,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,8127,0,-,- sdType2-Resource-r18,8128,0,-,-	
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	csiFeedbackType-r18,8131,0,-,- maxNumberLmax-r18,8132,0,-,- subReportCSI-r18,8133,0,-,- maxNumberCSI-ResourcePerCC-r18,8134,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8135,0,-,- totalNumberCSI-Reporting-r18,8136,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 4 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,8138,0,-,- maxNumberCSI-ResourcePerCC-r18,8139,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8140,0,-,- totalNumberCSI-Reporting-r18,8141,0,-,-	
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,8143,0,-,- subReportCSI-r18,8144,0,-,- maxNumberCSI-ResourcePerCC-r18,8145,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8146,0,-,- totalNumberCSI-Reporting-r18,8147,0,-,-	
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,8149,0,-,- subReportCSI-r18,8150,0,-,- maxNumberCSI-ResourcePerCC-r18,8151,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8152,0,-,- totalNumberCSI-Reporting-r18,8153,0,-,-	
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,8155,0,-,- subReportCSI-r18,8156,0,-,- maxNumberCSI-ResourcePerCC-r18,8157,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,8158,0,-,- totalNumberCSI-Reporting-r18,8159,0,-,-	
T	INTEGER	i	2 4 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	cellDTXonly,cellDRXonly,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n4,n8,n16,n32	-
T	SEQUENCE	Q	0	maxNumberJointTCI-PerCell-r18,8166,0,-,- qcl-Resource-r18,8167,0,-,- maxNumberJointTCI-AcrossCells-r18,8168,0,-,- maxNumberCells-r18,8169,0,-,-	
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 128 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	qcl-Resource-r18,8171,0,-,- maxNumberJointTCI-PerCell-r18,8172,0,-,- maxNumberJointTCI-AcrossCells-r18,8173,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	n1,n2,n3,n4,n8,n16,n32	-
T	SEQUENCE	Q	0	maxNumberDL-TCI-PerCell-r18,8175,0,-,- maxNumberUL-TCI-PerCell-r18,8176,0,-,- qcl-Resource-r18,8177,0,-,- maxNumberDL-TCI-AcrossCells-r18,8178,0,-,- maxNumberUL-TCI-AcrossCells-r18,8179,0,-,- maxNumberCells-r18,8180,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 128 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	qcl-Resource-r18,8182,0,-,- maxNumberDL-TCI-PerCell-r18,8183,0,-,- maxNumberUL-TCI-PerCell-r18,8184,0,-,- maxNumberDL-TCI-AcrossCells-r18,8185,0,-,- maxNumberUL-TCI-AcrossCells-r18,8186,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	minHARQ-Retx-Offset-r18,8191,0,-,- maxHARQ-Retx-Offset-r18,8192,0,-,-	
T	ENUMERATED	e	n-7,n-5,n-3,n-1,n1	-
T	ENUMERATED	e	n4,n6,n8,n10,n12,n14,n16,n18,n20,n22,n24	-
T	SEQUENCE	Q	0	minBeamApplicationTime-r18,8194,0,-,- maxActivatedTCI-PerCC-r18,8202,1,-,-	
T	CHOICE	C	0	fr1-r18,8195,0,-,- fr2-r18,8199,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,8196,1,-,- scs-30kHz-r18,8197,1,-,- scs-60kHz-r18,8198,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	SEQUENCE	Q	0	scs-60kHz-r18,8200,1,-,- scs-120kHz-r18,8201,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	INTEGER	i	2 8 0
T	SEQUENCE	Q	0	minBeamApplicationTime-r18,8204,0,-,- maxActivatedDL-TCI-PerCC-r18,8212,1,-,- maxActivatedUL-TCI-PerCC-r18,8213,1,-,-	
T	CHOICE	C	0	fr1-r18,8205,0,-,- fr2-r18,8209,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,8206,1,-,- scs-30kHz-r18,8207,1,-,- scs-60kHz-r18,8208,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	SEQUENCE	Q	0	scs-60kHz-r18,8210,1,-,- scs-120kHz-r18,8211,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 8 0
T	ENUMERATED	e	n16,n32	-
T	SEQUENCE	Q	0	maxNumberConfigsPerBWP,8216,0,-,- maxNumberConfigsAllCC-FR1,8217,0,-,- maxNumberConfigsAllCC-FR2,8218,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	INTEGER	i	2 32 0
T	INTEGER	i	2 32 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	overlapInRE-r18,8226,0,-,- overlapInSymbol-r18,8227,0,-,-	
T	ENUMERATED	e	oneSymbolNoOverlap,someOrAllSymOverlap	-
T	ENUMERATED	e	symbol2,symbol1And2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPatterns-r18,8231,0,-,- maxNumberNon-OverlapPatterns-r18,8232,0,-,-	
T	INTEGER	i	2 6 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	fr1-r18,8243,0,-,- fr2-r18,8247,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,8244,1,-,- scs-30kHz-r18,8245,1,-,- scs-60kHz-r18,8246,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	SEQUENCE	Q	0	scs-60kHz-r18,8248,1,-,- scs-120kHz-r18,8249,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	BOOLEAN	b
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	8254	1 256 0
T	LowerMSD-r18	Q	0	aggressorband1-r18,8255,0,-,- aggressorband2-r18,504,1,-,- msd-Information-r18,8256,0,-,-	
T	CHOICE	C	0	nr,504,0,-,- eutra,3534,0,-,-	
T	SEQUENCE OF	L	8257	1 64 0
T	MSD-Information-r18	Q	0	msd-Type-r18,8258,0,-,- msd-PowerClass-r18,8259,0,-,- msd-Class-r18,8260,0,-,-	
T	ENUMERATED	e	harmonic,harmonicMixing,crossBandIsolation,imd2,imd3,imd4,imd5,all,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	pc1dot5,pc2,pc3	-
T	ENUMERATED	e	classI,classII,classIII,classIV,classV,classVI,classVII,classVIII	-
T	SEQUENCE OF	L	8254	1 256 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4,n6	-
T	SEQUENCE	Q	0	reduceForCellDetection,8265,0,-,- reduceForSSB-L1-RSRP-Meas,8266,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n6	-
T	INTEGER	i	0 7 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 18 0
T	SEQUENCE	Q	0	maxNumberStoredConfigCells-r18,8274,0,-,- maxNumberConfigs-r18,8275,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n9,n10,n11,n12,n16	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MAC-ParametersPerBand-r18	Q	1	ptm-Retransmission-r18,8290,1,-,- ptm-RetransmissionInactive-r18,8291,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1-100mhz,8293,0,-,- fr2-200mhz,8297,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,8294,1,-,- scs-30kHz,8295,1,-,- scs-60kHz,8296,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,8298,1,-,- scs-120kHz,8299,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1-100mhz,8301,0,-,- fr2-200mhz,8305,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,8302,1,-,- scs-30kHz,8303,1,-,- scs-60kHz,8304,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,8306,1,-,- scs-120kHz,8307,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	qcl-Resource-r18,8312,0,-,- maxNumberJointTCI-PerCell-r18,8313,0,-,- maxNumberJointTCI-AcrossCells-r18,8314,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 16 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	qcl-Resource-r18,8316,0,-,- maxNumberDL-TCI-PerCell-r18,8317,0,-,- maxNumberUL-TCI-PerCell-r18,8318,0,-,- maxNumberDL-TCI-AcrossCells-r18,8319,0,-,- maxNumberUL-TCI-AcrossCells-r18,8320,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	supported	-
T	BandNR-v16c0	Q	1	pusch-RepetitionTypeA-v16c0,8323,1,-,-	
T	ENUMERATED	e	supported	-
T	BandNR-v17b0	Q	1	mimo-ParametersPerBand-v17b0,8325,1,-,-	
T	MIMO-ParametersPerBand-v17b0	Q	0	unifiedJointTCI-multiMAC-CE-v17b0,8326,1,-,- unifiedSeparateTCI-multiMAC-CE-v17b0,8336,1,-,-	
T	SEQUENCE	Q	0	minBeamApplicationTimeJointTCI-v17b0,8327,0,-,- maxNumMAC-CE-PerCC-v17b0,8335,0,-,-	
T	CHOICE	C	0	fr1-v17b0,8328,0,-,- fr2-v17b0,8332,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-v17b0,8329,1,-,- scs-30kHz-v17b0,8330,1,-,- scs-60kHz-v17b0,8331,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	SEQUENCE	Q	0	scs-60kHz-v17b0,8333,1,-,- scs-120kHz-v17b0,8334,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8	-
T	SEQUENCE	Q	0	minBeamApplicationTimeSeparateTCI-v17b0,8337,0,-,- maxActivatedDL-TCIPerCC-v17b0,8345,0,-,- maxActivatedUL-TCIPerCC-v17b0,8346,0,-,-	
T	CHOICE	C	0	fr1-v17b0,8338,0,-,- fr2-v17b0,8342,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-v17b0,8339,1,-,- scs-30kHz-v17b0,8340,1,-,- scs-60kHz-v17b0,8341,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	SEQUENCE	Q	0	scs-60kHz-v17b0,8343,1,-,- scs-120kHz-v17b0,8344,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 8 0
T	BandSidelink-r16	Q	1	freqBandSidelink-r16,504,0,-,- sl-Reception-r16,8348,1,-,- sl-TransmissionMode1-r16,8360,1,-,- sync-Sidelink-r16,8372,1,-,- sl-Tx-256QAM-r16,8376,1,-,- psfch-FormatZeroSidelink-r16,8377,1,-,- lowSE-64QAM-MCS-TableSidelink-r16,8380,1,-,- enb-sync-Sidelink-r16,8381,1,-,-	gsl-TransmissionMode2-r16,8382,1,-,- congestionControlSidelink-r16,8386,1,-,- fewerSymbolSlotSidelink-r16,8389,1,-,- sl-openLoopPC-RSRP-ReportSidelink-r16,8390,1,-,- sl-Rx-256QAM-r16,8391,1,-,-;gue-PowerClassSidelink-r16,8392,1,-,-;gsl-TransmissionMode2-RandomResourceSelection-r17,8393,1,-,- sync-Sidelink-v1710,8405,1,-,- enb-sync-Sidelink-v1710,8410,1,-,- rx-IUC-Scheme1-PreferredMode2Sidelink-r17,8411,1,-,- rx-IUC-Scheme1-NonPreferredMode2Sidelink-r17,8412,1,-,- rx-IUC-Scheme2-Mode2Sidelink-r17,8413,1,-,- rx-IUC-Scheme1-SCI-r17,8414,1,-,- rx-IUC-Scheme1-SCI-ExplicitReq-r17,8415,1,-,-;gsharedSpectrumChAccessParamsSidelinkPerBand-r18,8416,1,-,- sl-PRS-CommonProcCapabilityPerBand-r18,8433,1,-,- sl-PRS-RxInSharedResourcePool-r18,8444,1,-,- sl-PRS-RxInDedicatedResourcePool-r18,8445,1,-,- sl-PRS-TxInSharedResourcePool-r18,8448,1,-,- sl-PRS-TxScheme1InDedicatedResourcePool-r18,8449,1,-,- sl-PRS-TxScheme2InDedicatedResourcePool-r18,8450,1,-,- sl-PRS-CongestionCtrl-r18,8451,1,-,- sl-PRS-TxRandomSelection-r18,8452,1,-,- sl-PRS-TxUsingFullSensing-r18,8453,1,-,- sl-PRS-RxForBandWithSL-CA-r18,8454,1,-,- sl-PRS-TxForBandWithSL-CA-r18,8455,1,-,- sl-DynamicSharingTxRx-r18,8456,1,-,- sl-CA-Communication-r18,8457,1,-,- sl-CA-Synchronization-r18,8461,1,-,- sl-CA-PSFCH-r18,8462,1,-,- sl-ReceptionIntraCarrierGuardBand-r18,8465,1,-,-;gsl-PathlossBasedOLPC-SL-RSRP-Report-r18,8466,1,-,-
T	SEQUENCE	Q	0	harq-RxProcessSidelink-r16,8349,0,-,- pscch-RxSidelink-r16,8350,0,-,- scs-CP-PatternRxSidelink-r16,8351,1,-,- extendedCP-RxSidelink-r16,8359,1,-,-	
T	ENUMERATED	e	n16,n24,n32,n48,n64	-
T	ENUMERATED	e	value1,value2	-
T	CHOICE	C	0	fr1-r16,8352,0,-,- fr2-r16,8356,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,8353,1,-,- scs-30kHz-r16,8354,1,-,- scs-60kHz-r16,8355,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r16,8357,1,-,- scs-120kHz-r16,8358,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	harq-TxProcessModeOneSidelink-r16,8361,0,-,- scs-CP-PatternTxSidelinkModeOne-r16,8362,0,-,- extendedCP-TxSidelink-r16,8370,1,-,- harq-ReportOnPUCCH-r16,8371,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r16,8363,0,-,- fr2-r16,8367,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,8364,1,-,- scs-30kHz-r16,8365,1,-,- scs-60kHz-r16,8366,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r16,8368,1,-,- scs-120kHz-r16,8369,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	gNB-Sync-r16,8373,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNB-ENB-r16,8374,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNSS-r16,8375,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	psfch-RxNumber,8378,0,-,- psfch-TxNumber,8379,0,-,-	
T	ENUMERATED	e	n5,n15,n25,n32,n35,n45,n50,n64	-
T	ENUMERATED	e	n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r16,8383,0,-,- scs-CP-PatternTxSidelinkModeTwo-r16,8384,1,-,- dl-openLoopPC-Sidelink-r16,8385,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	cbr-ReportSidelink-r16,8387,1,-,- cbr-CR-TimeLimitSidelink-r16,8388,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	time1,time2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc2,pc3,pc5-v1820,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r17,8394,0,-,- scs-CP-PatternTxSidelinkModeTwo-r17,8395,1,-,- extendedCP-Mode2Random-r17,8403,1,-,- dl-openLoopPC-Sidelink-r17,8404,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r17,8396,0,-,- fr2-r17,8400,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r17,8397,1,-,- scs-30kHz-r17,8398,1,-,- scs-60kHz-r17,8399,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r17,8401,1,-,- scs-120kHz-r17,8402,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	sync-GNSS-r17,8406,1,-,- gNB-Sync-r17,8407,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNB-ENB-r17,8408,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNSS-r17,8409,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n5,n15,n25,n32,n35,n45,n50,n64	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SharedSpectrumChAccessParamsSidelinkPerBand-r18	Q	0	sl-DynamicChannelAccess-r18,8417,1,-,- sl-DynamicMultiChannelAccess-r18,8418,1,-,- sl-LBT-Option1-r18,8419,1,-,- sl-LBT-Option2-r18,8420,1,-,- sl-ResourceAllocMode1-r18,8421,1,-,- sl-Interlace-RB-TxRx-r18,8422,1,-,- sl-PSFCH-MultiOccasion-r18,8423,1,-,- sl-ContiguousRB-TxRx-r18,8424,1,-,- sl-PSFCH-MultiContiguousRB-r18,8425,1,-,- sl-PSFCH-MultiNonContiguousRB-r18,8426,1,-,- sl-MultiplePRB-CommonInterlacePSFCH-r18,8427,1,-,- sl-MultiplePRB-DedicatedInterlacePSFCH-r18,8430,1,-,-	
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 5 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	tx-TotalPRB-PSFCH-r18,8428,0,-,- rx-TotalPRB-PSFCH-r18,8429,0,-,-	
T	ENUMERATED	e	n4,n5,n8,n15,n16,n20	-
T	ENUMERATED	e	n5,n6,n15,n16,n25,n26,n32,n35,n45,n46,n50,n64,n65	-
T	SEQUENCE	Q	0	tx-TotalPRB-PSFCH-r18,8431,0,-,- rx-TotalPRB-PSFCH-r18,8432,0,-,-	
T	INTEGER	i	1 3 0
T	INTEGER	i	1 5 0
T	SEQUENCE	Q	0	maxSL-PRS-Bandwidth-r18,8434,0,-,- maxNumOfActiveSL-PRS-ResourcesInOneSlot-r18,8437,0,-,- maxNumOfSlotsWithActiveSL-PRS-Resources-r18,8440,0,-,- minTimeAfterEndofSlotCarryActiveSL-PRS-Resources-r18,8443,0,-,-	
T	CHOICE	C	0	fr1-r18,8435,0,-,- fr2-r18,8436,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz20,mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400	-
T	CHOICE	C	0	fr1-r18,8438,0,-,- fr2-r18,8439,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64,n128	-
T	CHOICE	C	0	fr1-r18,8441,0,-,- fr2-r18,8442,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	ms20,ms30,ms40,ms50,ms80,ms100,ms160	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	numOfSupportedRxPSCCH-PerSlot-r18,8446,0,-,- supportedCP-TypeFor60kHzSCS-r18,8447,0,-,-	
T	ENUMERATED	e	value1,value2	-
T	ENUMERATED	e	ncp,ncpAndECP	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	cpt1,cpt2,cpt3	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	value1,value2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	numberOfCarriers-r18,8458,0,-,- numberOfPSCCH-DecodeValueZ-r18,8459,0,-,- totalBandwidth-r18,8460,0,-,-	
T	INTEGER	i	2 8 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	mhz20,mhz30,mhz40,mhz50,mhz60,mhz70	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	rx-PSFCH-Resource-r18,8463,0,-,- tx-PSFCH-Resource-r18,8464,0,-,-	
T	ENUMERATED	e	n5,n15,n25,n32,n35,n45,n50,n64,n100	-
T	ENUMERATED	e	n4,n8,n16,n24	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandSidelinkEUTRA-r16	Q	0	freqBandSidelinkEUTRA-r16,3534,0,-,- gnb-ScheduledMode3SidelinkEUTRA-r16,8468,1,-,- gnb-ScheduledMode4SidelinkEUTRA-r16,8470,1,-,-	
T	SEQUENCE	Q	0	gnb-ScheduledMode3DelaySidelinkEUTRA-r16,8469,0,-,-	
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5,ms0dot625,ms0dot75,ms1,ms1dot25,ms1dot5,ms1dot75,ms2,ms2dot5,ms3,ms4,ms5,ms6,ms8,ms10,ms20	-
T	ENUMERATED	e	supported	-
T	CC-Group-r17	Q	0	servCellIndexLower-r17,160,0,-,- servCellIndexHigher-r17,160,1,-,- defaultDC-Location-r17,8472,0,-,- offsetToDefault-r17,8474,1,-,-	
T	DefaultDC-Location-r17	C	0	ul,8473,0,-,- dl,8473,0,-,- ulAndDL,8473,0,-,-	
T	FrequencyComponent-r17	e	activeCarrier,configuredCarrier,activeBWP,configuredBWP	-
T	CHOICE	C	0	offsetValue,8475,0,-,- offsetlist,8478,0,-,-	
T	OffsetValue-r17	Q	0	offsetValue-r17,8476,0,-,- shift7dot5kHz-r17,8477,0,-,-	
T	INTEGER	i	-20000 20000 0
T	BOOLEAN	b
T	SEQUENCE OF	L	8475	1 128 0
T	CG-CandidateInfo-r17	Q	0	cg-CandidateInfoId-r17,8480,0,-,- candidateCG-Config-r17,8481,0,-,-	
T	CG-CandidateInfoId-r17	Q	0	ssbFrequency-r17,4,0,-,- physCellId-r17,500,0,-,-	
T	OCTET STRING	O	0 - 0
T	CG-Config	Q	0	criticalExtensions,8483,0,-,-	
T	CHOICE	C	0	c1,8484,0,-,- criticalExtensionsFuture,8599,0,-,-	
T	CHOICE	C	0	cg-Config,8485,0,-,- spare3,8596,0,-,- spare2,8597,0,-,- spare1,8598,0,-,-	
T	CG-Config-IEs	Q	0	scg-CellGroupConfig,8486,1,-,- scg-RB-Config,8487,1,-,- configRestrictModReq,8488,1,-,- drx-InfoSCG,8493,1,-,- candidateCellInfoListSN,8518,1,-,- measConfigSN,8541,1,-,- selectedBandCombination,6004,1,-,- fr-InfoListSCG,8544,1,-,- candidateServingFreqListNR,8547,1,-,- nonCriticalExtension,8548,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ConfigRestrictModReqSCG	Q	1	requestedBC-MRDC,6004,1,-,- requestedP-MaxFR1,390,1,-,-	grequestedPDCCH-BlindDetectionSCG,8489,1,-,- requestedP-MaxEUTRA,390,1,-,-;grequestedP-MaxFR2-r16,390,1,-,- requestedMaxInterFreqMeasIdSCG-r16,8490,1,-,- requestedMaxIntraFreqMeasIdSCG-r16,8491,1,-,- requestedToffset-r16,5777,1,-,-;greservedResourceConfigNRDC-r17,5784,1,-,-;gaggregatedBandwidthSN-r17,6080,1,-,-;grequestedMaxLTM-CandidateIdSCG-r18,8492,1,-,-;grequestedL1-MeasConfigNRDC-r18,5801,1,-,-;grequestedLTM-ResourceConfigNRDC-r18,5816,1,-,-
T	INTEGER	i	1 15 0
T	INTEGER	i	1 62 0
T	INTEGER	i	1 62 0
T	INTEGER	i	0 8 0
T	DRX-Info	Q	0	drx-LongCycleStartOffset,8494,0,-,- shortDRX,8515,1,-,-	
T	CHOICE	C	0	ms10,8495,0,-,- ms20,8496,0,-,- ms32,8497,0,-,- ms40,8498,0,-,- ms60,8499,0,-,- ms64,8500,0,-,- ms70,8501,0,-,- ms80,8502,0,-,- ms128,8503,0,-,- ms160,8504,0,-,- ms256,8505,0,-,- ms320,8506,0,-,- ms512,8507,0,-,- ms640,8508,0,-,- ms1024,8509,0,-,- ms1280,8510,0,-,- ms2048,8511,0,-,- ms2560,8512,0,-,- ms5120,8513,0,-,- ms10240,8514,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 59 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 69 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2047 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	SEQUENCE	Q	0	drx-ShortCycle,8516,0,-,- drx-ShortCycleTimer,8517,0,-,-	
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms64,ms80,ms128,ms160,ms256,ms320,ms512,ms640,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	OCTET STRING	O	0 - 0
T	MeasResultList2NR	L	8520	1 8 0
T	MeasResult2NR	Q	1	ssbFrequency,4,1,-,- refFreqCSI-RS,4,1,-,- measResultServingCell,8521,1,-,- measResultNeighCellListNR,8540,1,-,-	
T	MeasResultNR	Q	1	physCellId,500,1,-,- measResult,8522,0,-,-	gcgi-Info,8530,1,-,-;gchoCandidate-r17,8534,1,-,- choConfig-r17,8535,1,-,- triggeredEvent-r17,8536,1,-,-;gentering-r18,8539,1,-,-
T	SEQUENCE	Q	0	cellResults,8523,0,-,- rsIndexResults,8525,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell,8524,1,-,- resultsCSI-RS-Cell,8524,1,-,-	
T	MeasQuantityResults	Q	0	rsrp,743,1,-,- rsrq,3398,1,-,- sinr,3399,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes,8526,1,-,- resultsCSI-RS-Indexes,8528,1,-,-	
T	ResultsPerSSB-IndexList	L	8527	1 64 0
T	ResultsPerSSB-Index	Q	0	ssb-Index,1015,0,-,- ssb-Results,8524,1,-,-	
T	ResultsPerCSI-RS-IndexList	L	8529	1 64 0
T	ResultsPerCSI-RS-Index	Q	0	csi-RS-Index,1022,0,-,- csi-RS-Results,8524,1,-,-	
T	CGI-InfoNR	Q	1	plmn-IdentityInfoList,3763,1,-,- frequencyBandList,503,1,-,- noSIB1,8531,1,-,-	gnpn-IdentityInfoList-r16,3774,1,-,-;gcellReservedForOtherUse-r16,8533,1,-,-
T	SEQUENCE	Q	0	ssb-SubcarrierOffset,8532,0,-,- pdcch-ConfigSIB1,6131,0,-,-	
T	INTEGER	i	0 15 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	4252	1 2 0
T	SEQUENCE	Q	0	timeBetweenEvents-r17,8537,1,-,- firstTriggeredEvent-r17,8538,1,-,-	
T	TimeBetweenEvent-r17	i	0 1023 0
T	ENUMERATED	e	condFirstEvent,condSecondEvent	-
T	ENUMERATED	e	true	-
T	MeasResultListNR	L	8521	1 8 0
T	MeasConfigSN	Q	1	measuredFrequenciesSN,8542,1,-,-	
T	SEQUENCE OF	L	8543	1 32 0
T	NR-FreqInfo	Q	1	measuredFrequency,4,1,-,-	
T	FR-InfoList	L	8545	1 31 0
T	FR-Info	Q	0	servCellIndex,160,0,-,- fr-Type,8546,0,-,-	
T	ENUMERATED	e	fr1,fr2	-
T	CandidateServingFreqListNR	L	4	1 32 0
T	CG-Config-v1540-IEs	Q	0	pSCellFrequency,4,1,-,- reportCGI-RequestNR,8549,1,-,- ph-InfoSCG,8551,1,-,- nonCriticalExtension,8557,1,-,-	
T	SEQUENCE	Q	0	requestedCellInfo,8550,1,-,-	
T	SEQUENCE	Q	0	ssbFrequency,4,0,-,- cellForWhichToReportCGI,500,0,-,-	
T	PH-TypeListSCG	L	8552	1 32 0
T	PH-InfoSCG	Q	1	servCellIndex,160,0,-,- ph-Uplink,8553,0,-,- ph-SupplementaryUplink,8553,1,-,-	gtwoSRS-PUSCH-Repetition-r17,8555,1,-,-;gtwoSRS-MultipanelScheme-r18,8556,1,-,-
T	PH-UplinkCarrierSCG	Q	1	ph-Type1or3,8554,0,-,-	
T	ENUMERATED	e	type1,type3	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	CG-Config-v1560-IEs	Q	0	pSCellFrequencyEUTRA,3,1,-,- scg-CellGroupConfigEUTRA,8558,1,-,- candidateCellInfoListSN-EUTRA,8559,1,-,- candidateServingFreqListEUTRA,8560,1,-,- needForGaps,8561,1,-,- drx-ConfigSCG,191,1,-,- reportCGI-RequestEUTRA,8562,1,-,- nonCriticalExtension,8564,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	CandidateServingFreqListEUTRA	L	3	1 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	requestedCellInfoEUTRA,8563,1,-,-	
T	SEQUENCE	Q	0	eutraFrequency,3,0,-,- cellForWhichToReportCGI-EUTRA,3271,0,-,-	
T	CG-Config-v1590-IEs	Q	0	scellFrequenciesSN-NR,8565,1,-,- scellFrequenciesSN-EUTRA,8566,1,-,- nonCriticalExtension,8567,1,-,-	
T	SEQUENCE OF	L	4	1 31 0
T	SEQUENCE OF	L	3	1 31 0
T	CG-Config-v1610-IEs	Q	0	drx-InfoSCG2,8568,1,-,- nonCriticalExtension,8572,1,-,-	
T	DRX-Info2	Q	0	drx-onDurationTimer,8569,0,-,-	
T	CHOICE	C	0	subMilliSeconds,8570,0,-,- milliSeconds,8571,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CG-Config-v1620-IEs	Q	0	ueAssistanceInformationSCG-r16,8573,1,-,- nonCriticalExtension,8574,1,-,-	
T	OCTET STRING	O	0 - 0
T	CG-Config-v1630-IEs	Q	0	selectedToffset-r16,5777,1,-,- nonCriticalExtension,8575,1,-,-	
T	CG-Config-v1640-IEs	Q	0	servCellInfoListSCG-NR-r16,8576,1,-,- servCellInfoListSCG-EUTRA-r16,8580,1,-,- nonCriticalExtension,8583,1,-,-	
T	ServCellInfoListSCG-NR-r16	L	8577	1 32 0
T	ServCellInfoXCG-NR-r16	Q	1	dl-FreqInfo-NR-r16,8578,1,-,- ul-FreqInfo-NR-r16,8578,1,-,-	
T	FrequencyConfig-NR-r16	Q	0	freqBandIndicatorNR-r16,504,0,-,- carrierCenterFreq-NR-r16,4,0,-,- carrierBandwidth-NR-r16,8579,0,-,- subcarrierSpacing-NR-r16,162,0,-,-	
T	INTEGER	i	1 275 0
T	ServCellInfoListSCG-EUTRA-r16	L	8581	1 32 0
T	ServCellInfoXCG-EUTRA-r16	Q	1	dl-CarrierFreq-EUTRA-r16,3,1,-,- ul-CarrierFreq-EUTRA-r16,3,1,-,- transmissionBandwidth-EUTRA-r16,8582,1,-,-	
T	TransmissionBandwidth-EUTRA-r16	e	rb6,rb15,rb25,rb50,rb75,rb100	-
T	CG-Config-v1700-IEs	Q	0	candidateCellInfoListCPC-r17,8584,1,-,- twoPHRModeSCG-r17,8589,1,-,- nonCriticalExtension,8590,1,-,-	
T	CandidateCellInfoListCPC-r17	L	8585	1 8 0
T	CandidateCellInfo-r17	Q	0	ssbFrequency-r17,4,0,-,- candidateList-r17,8586,0,-,-	
T	SEQUENCE OF	L	8587	1 8 0
T	CandidateCell-r17	Q	0	physCellId-r17,500,0,-,- condExecutionCondSCG-r17,8588,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	enabled	-
T	CG-Config-v1730-IEs	Q	0	fr1-Carriers-SCG-r17,8591,1,-,- fr2-Carriers-SCG-r17,8592,1,-,- nonCriticalExtension,8593,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	CG-Config-v1800-IEs	Q	0	candidateServingFreqRangeListNR-r18,5593,1,-,- candidateServingFreqListNR-r18,4679,1,-,- idc-TDM-AssistanceConfig-r18,8594,1,-,- candidateCellInfoListSubsequentCPC-r18,8584,1,-,- scpac-ReferenceConfigurationSCG-r18,4748,1,-,- subsequentCPAC-Information-r18,8584,1,-,- successPSCell-Config-r18,5612,1,-,- nonCriticalExtension,8595,1,-,-	
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	CG-CandidateList	Q	0	criticalExtensions,8601,0,-,-	
T	CHOICE	C	0	c1,8602,0,-,- criticalExtensionsFuture,8610,0,-,-	
T	CHOICE	C	0	cg-CandidateList-r17,8603,0,-,- spare3,8607,0,-,- spare2,8608,0,-,- spare1,8609,0,-,-	
T	CG-CandidateList-r17-IEs	Q	0	cg-CandidateToAddModList-r17,8604,1,-,- cg-CandidateToReleaseList-r17,8605,1,-,- nonCriticalExtension,8606,1,-,-	
T	SEQUENCE OF	L	8479	1 8 0
T	SEQUENCE OF	L	8480	1 8 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	CG-ConfigInfo	Q	0	criticalExtensions,8612,0,-,-	
T	CHOICE	C	0	c1,8613,0,-,- criticalExtensionsFuture,8852,0,-,-	
T	CHOICE	C	0	cg-ConfigInfo,8614,0,-,- spare3,8849,0,-,- spare2,8850,0,-,- spare1,8851,0,-,-	
T	CG-ConfigInfo-IEs	Q	0	ue-CapabilityInfo,8615,1,-,- candidateCellInfoListMN,8519,1,-,- candidateCellInfoListSN,8620,1,-,- measResultCellListSFTD-NR,8621,1,-,- scgFailureInfo,8625,1,-,- configRestrictInfo,5744,1,-,- drx-InfoMCG,8493,1,-,- measConfigMN,8655,1,-,- sourceConfigSCG,8659,1,-,- scg-RB-Config,8660,1,-,- mcg-RB-Config,8661,1,-,- mrdc-AssistanceInfo,8662,1,-,- nonCriticalExtension,8666,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-CapabilityRAT-ContainerList	L	8617	0 8 0
T	UE-CapabilityRAT-Container	Q	0	rat-Type,8618,0,-,- ue-CapabilityRAT-Container,8619,0,-,-	
T	RAT-Type	e	nr,eutra-nr,eutra,utra-fdd-v1610	+
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MeasResultCellListSFTD-NR	L	8622	1 3 0
T	MeasResultCellSFTD-NR	Q	0	physCellId,500,0,-,- sfn-OffsetResult,8623,0,-,- frameBoundaryOffsetResult,8624,0,-,- rsrp-Result,743,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	-30720 30719 0
T	SEQUENCE	Q	0	failureType,8626,0,-,- measResultSCG,8627,0,-,-	
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,synchReconfigFailure-SCG,scg-reconfigFailure,srb3-IntegrityFailure	-
T	OCTET STRING	O	0 - 0
T	MeasResultSCG-Failure	Q	1	measResultPerMOList,8519,0,-,-	glocationInfo-r16,8629,1,-,-
T	LocationInfo-r16	Q	1	commonLocationInfo-r16,8630,1,-,- bt-LocationInfo-r16,8637,1,-,- wlan-LocationInfo-r16,8641,1,-,- sensor-LocationInfo-r16,8652,1,-,-	
T	CommonLocationInfo-r16	Q	0	gnss-TOD-msec-r16,8631,1,-,- locationTimestamp-r16,8632,1,-,- locationCoordinate-r16,8633,1,-,- locationError-r16,8634,1,-,- locationSource-r16,8635,1,-,- velocityEstimate-r16,8636,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	LogMeasResultListBT-r16	L	8638	1 32 0
T	LogMeasResultBT-r16	Q	1	bt-Addr-r16,8639,0,-,- rssi-BT-r16,8640,1,-,-	
T	BIT STRING	B	48 48 0
T	INTEGER	i	-128 127 0
T	LogMeasResultListWLAN-r16	L	8642	1 32 0
T	LogMeasResultWLAN-r16	Q	1	wlan-Identifiers-r16,8643,0,-,- rssiWLAN-r16,8647,1,-,- rtt-WLAN-r16,8648,1,-,-	
T	WLAN-Identifiers-r16	Q	1	ssid-r16,8644,1,-,- bssid-r16,8645,1,-,- hessid-r16,8646,1,-,-	
T	OCTET STRING	O	1 32 0
T	OCTET STRING	O	6 6 0
T	OCTET STRING	O	6 6 0
T	WLAN-RSSI-Range-r16	i	0 141 0
T	WLAN-RTT-r16	Q	1	rttValue-r16,8649,0,-,- rttUnits-r16,8650,0,-,- rttAccuracy-r16,8651,1,-,-	
T	INTEGER	i	0 16777215 0
T	ENUMERATED	e	microseconds,hundredsofnanoseconds,tensofnanoseconds,nanoseconds,tenthsofnanoseconds	+
T	INTEGER	i	0 255 0
T	Sensor-LocationInfo-r16	Q	1	sensor-MeasurementInformation-r16,8653,1,-,- sensor-MotionInformation-r16,8654,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MeasConfigMN	Q	1	measuredFrequenciesMN,8656,1,-,- measGapConfig,4354,1,-,- gapPurpose,8657,1,-,-	gmeasGapConfigFR2,4354,1,-,-;ginterFreqNoGap-r16,8658,1,-,-
T	SEQUENCE OF	L	8543	1 32 0
T	ENUMERATED	e	perUE,perFR1	-
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MRDC-AssistanceInfo	Q	1	affectedCarrierFreqCombInfoListMRDC,8663,0,-,-	goverheatingAssistanceSCG-r16,8664,1,-,-;goverheatingAssistanceSCG-FR2-2-r17,8665,1,-,-;gaffectedCarrierFreqRangeCombList-r18,5930,1,-,- affectedCarrierFreqCombList-r18,5850,1,-,- idc-TDM-Assistance-r18,5934,1,-,-
T	SEQUENCE OF	L	6068	1 128 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	CG-ConfigInfo-v1540-IEs	Q	0	ph-InfoMCG,8667,1,-,- measResultReportCGI,8673,1,-,- nonCriticalExtension,8674,1,-,-	
T	PH-TypeListMCG	L	8668	1 32 0
T	PH-InfoMCG	Q	1	servCellIndex,160,0,-,- ph-Uplink,8669,0,-,- ph-SupplementaryUplink,8669,1,-,-	gtwoSRS-PUSCH-Repetition-r17,8671,1,-,-;gtwoSRS-MultipanelScheme-r18,8672,1,-,-
T	PH-UplinkCarrierMCG	Q	1	ph-Type1or3,8670,0,-,-	
T	ENUMERATED	e	type1,type3	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0	ssbFrequency,4,0,-,- cellForWhichToReportCGI,500,0,-,- cgi-Info,8530,0,-,-	
T	CG-ConfigInfo-v1560-IEs	Q	0	candidateCellInfoListMN-EUTRA,8675,1,-,- candidateCellInfoListSN-EUTRA,8676,1,-,- sourceConfigSCG-EUTRA,8677,1,-,- scgFailureInfoEUTRA,8678,1,-,- drx-ConfigMCG,191,1,-,- measResultReportCGI-EUTRA,8681,1,-,- measResultCellListSFTD-EUTRA,8699,1,-,- fr-InfoListMCG,8544,1,-,- nonCriticalExtension,8703,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	failureTypeEUTRA,8679,0,-,- measResultSCG-EUTRA,8680,0,-,-	
T	ENUMERATED	e	t313-Expiry,randomAccessProblem,rlc-MaxNumRetx,scg-ChangeFailure	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	eutraFrequency,3,0,-,- cellForWhichToReportCGI-EUTRA,3271,0,-,- cgi-InfoEUTRA,8682,0,-,-	
T	CGI-InfoEUTRA	Q	0	cgi-info-EPC,8683,1,-,- cgi-info-5GC,8689,1,-,- freqBandIndicator,3534,0,-,- multiBandInfoList,8697,1,-,- freqBandIndicatorPriority,8698,1,-,-	
T	SEQUENCE	Q	0	cgi-info-EPC-legacy,8684,0,-,- cgi-info-EPC-list,8688,1,-,-	
T	CellAccessRelatedInfo-EUTRA-EPC	Q	0	plmn-IdentityList-eutra-epc,8685,0,-,- trackingAreaCode-eutra-epc,8686,0,-,- cellIdentity-eutra-epc,8687,0,-,-	
T	PLMN-IdentityList-EUTRA-EPC	L	120	1 12 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	28 28 0
T	SEQUENCE OF	L	8684	1 12 0
T	SEQUENCE OF	L	8690	1 12 0
T	CellAccessRelatedInfo-EUTRA-5GC	Q	0	plmn-IdentityList-eutra-5gc,8691,0,-,- trackingAreaCode-eutra-5gc,3665,0,-,- ranac-5gc,3766,1,-,- cellIdentity-eutra-5gc,8694,0,-,-	
T	PLMN-IdentityList-EUTRA-5GC	L	8692	1 12 0
T	PLMN-Identity-EUTRA-5GC	C	0	plmn-Identity-EUTRA-5GC,120,0,-,- plmn-index,8693,0,-,-	
T	INTEGER	i	1 12 0
T	CellIdentity-EUTRA-5GC	C	0	cellIdentity-EUTRA,8695,0,-,- cellId-index,8696,0,-,-	
T	BIT STRING	B	28 28 0
T	INTEGER	i	1 12 0
T	MultiBandInfoListEUTRA	L	3534	1 8 0
T	ENUMERATED	e	true	-
T	MeasResultCellListSFTD-EUTRA	L	8700	1 3 0
T	MeasResultSFTD-EUTRA	Q	0	eutra-PhysCellId,3271,0,-,- sfn-OffsetResult,8701,0,-,- frameBoundaryOffsetResult,8702,0,-,- rsrp-Result,743,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	-30720 30719 0
T	CG-ConfigInfo-v1570-IEs	Q	0	sftdFrequencyList-NR,8704,1,-,- sftdFrequencyList-EUTRA,8705,1,-,- nonCriticalExtension,8706,1,-,-	
T	SFTD-FrequencyList-NR	L	4	1 3 0
T	SFTD-FrequencyList-EUTRA	L	3	1 3 0
T	CG-ConfigInfo-v1590-IEs	Q	0	servFrequenciesMN-NR,8707,1,-,- nonCriticalExtension,8708,1,-,-	
T	SEQUENCE OF	L	4	1 31 0
T	CG-ConfigInfo-v1610-IEs	Q	0	drx-InfoMCG2,8568,1,-,- alignedDRX-Indication,8709,1,-,- scgFailureInfo-r16,8710,1,-,- dummy1,8713,1,-,- sidelinkUEInformationNR-r16,8716,1,-,- sidelinkUEInformationEUTRA-r16,8831,1,-,- nonCriticalExtension,8832,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	failureType-r16,8711,0,-,- measResultSCG-r16,8712,0,-,-	
T	ENUMERATED	e	scg-lbtFailure-r16,beamFailureRecoveryFailure-r16,t312-Expiry-r16,bh-RLF-r16,beamFailure-r17,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	failureTypeEUTRA-r16,8714,0,-,- measResultSCG-EUTRA-r16,8715,0,-,-	
T	ENUMERATED	e	scg-lbtFailure-r16,beamFailureRecoveryFailure-r16,t312-Expiry-r16,spare5,spare4,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SidelinkUEInformationNR-r16	Q	0	criticalExtensions,8718,0,-,-	
T	CHOICE	C	0	sidelinkUEInformationNR-r16,8719,0,-,- criticalExtensionsFuture,8830,0,-,-	
T	SidelinkUEInformationNR-r16-IEs	Q	0	sl-RxInterestedFreqList-r16,8720,1,-,- sl-TxResourceReqList-r16,8722,1,-,- sl-FailureList-r16,8737,1,-,- lateNonCriticalExtension,8740,1,-,- nonCriticalExtension,8741,1,-,-	
T	SL-InterestedFreqList-r16	L	8721	1 8 0
T	INTEGER	i	1 8 0
T	SL-TxResourceReqList-r16	L	8723	1 32 0
T	SL-TxResourceReq-r16	Q	0	sl-DestinationIdentity-r16,5340,0,-,- sl-CastType-r16,8724,0,-,- sl-RLC-ModeIndicationList-r16,8725,1,-,- sl-QoS-InfoList-r16,8732,1,-,- sl-TypeTxSyncList-r16,8733,1,-,- sl-TxInterestedFreqList-r16,8734,1,-,- sl-CapabilityInformationSidelink-r16,8736,1,-,-	
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SEQUENCE OF	L	8726	1 512 0
T	SL-RLC-ModeIndication-r16	Q	0	sl-Mode-r16,8727,0,-,- sl-QoS-InfoList-r16,8730,0,-,-	
T	CHOICE	C	0	sl-AM-Mode-r16,8728,0,-,- sl-UM-Mode-r16,8729,0,-,-	
T	NULL	n
T	NULL	n
T	SEQUENCE OF	L	8731	1 64 0
T	SL-QoS-Info-r16	Q	0	sl-QoS-FlowIdentity-r16,5224,0,-,- sl-QoS-Profile-r16,5209,1,-,-	
T	SEQUENCE OF	L	8731	1 64 0
T	SEQUENCE OF	L	4818	1 8 0
T	SL-TxInterestedFreqList-r16	L	8735	1 8 0
T	INTEGER	i	1 8 0
T	OCTET STRING	O	0 - 0
T	SL-FailureList-r16	L	8738	1 32 0
T	SL-Failure-r16	Q	0	sl-DestinationIdentity-r16,5340,0,-,- sl-Failure-r16,8739,0,-,-	
T	ENUMERATED	e	rlf,configFailure,drxReject-v1710,spare5,spare4,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SidelinkUEInformationNR-v1700-IEs	Q	0	sl-TxResourceReqList-v1700,8742,1,-,- sl-RxDRX-ReportList-v1700,8775,1,-,- sl-RxInterestedGC-BC-DestList-r17,8777,1,-,- sl-RxInterestedFreqListDisc-r17,8720,1,-,- sl-TxResourceReqListDisc-r17,8780,1,-,- sl-TxResourceReqListCommRelay-r17,8786,1,-,- ue-Type-r17,8794,1,-,- sl-SourceIdentityRemoteUE-r17,1047,1,-,- nonCriticalExtension,8795,1,-,-	
T	SL-TxResourceReqList-v1700	L	8743	1 32 0
T	SL-TxResourceReq-v1700	Q	1	sl-DRX-InfoFromRxList-r17,8744,1,-,- sl-DRX-Indication-r17,8771,1,-,-	gsl-QoS-InfoList-v1800,8772,1,-,-
T	SEQUENCE OF	L	8745	1 4 0
T	SL-DRX-ConfigUC-SemiStatic-r17	Q	0	sl-drx-onDurationTimer-r17,8746,0,-,- sl-drx-CycleStartOffset-r17,8749,0,-,- sl-drx-SlotOffset-r17,8770,0,-,-	
T	CHOICE	C	0	subMilliSeconds,8747,0,-,- milliSeconds,8748,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,8750,0,-,- ms20,8751,0,-,- ms32,8752,0,-,- ms40,8753,0,-,- ms60,8754,0,-,- ms64,8755,0,-,- ms70,8756,0,-,- ms80,8757,0,-,- ms128,8758,0,-,- ms160,8759,0,-,- ms256,8760,0,-,- ms320,8761,0,-,- ms512,8762,0,-,- ms640,8763,0,-,- ms1024,8764,0,-,- ms1280,8765,0,-,- ms2048,8766,0,-,- ms2560,8767,0,-,- ms5120,8768,0,-,- ms10240,8769,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 59 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 69 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2047 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	on,off	-
T	SEQUENCE OF	L	8773	1 64 0
T	SL-QoS-Info-v1800	Q	1	sl-TxInterestedFreqList-r18,8734,0,-,- sl-TxProfile-r18,8774,1,-,-	
T	SL-TxProfile-r18	e	backwardsCompatible,backwardsIncompatible	-
T	SL-RxDRX-ReportList-v1700	L	8776	1 32 0
T	SL-RxDRX-Report-v1700	Q	1	sl-DRX-ConfigFromTx-r17,8745,0,-,-	
T	SL-RxInterestedGC-BC-DestList-r17	L	8778	1 32 0
T	SL-RxInterestedGC-BC-Dest-r17	Q	0	sl-RxInterestedQoS-InfoList-r17,8779,0,-,- sl-DestinationIdentity-r16,5340,0,-,-	
T	SEQUENCE OF	L	8731	1 64 0
T	SL-TxResourceReqListDisc-r17	L	8781	1 32 0
T	SL-TxResourceReqDisc-r17	Q	1	sl-DestinationIdentityDisc-r17,5340,0,-,- sl-SourceIdentityRelayUE-r17,1047,1,-,- sl-CastTypeDisc-r17,8782,0,-,- sl-TxInterestedFreqListDisc-r17,8734,0,-,- sl-TypeTxSyncListDisc-r17,8783,0,-,- sl-DiscoveryType-r17,8784,0,-,-	gue-TypeU2U-r18,8785,1,-,-
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SEQUENCE OF	L	4818	1 8 0
T	ENUMERATED	e	relay,non-Relay	-
T	ENUMERATED	e	relayUE,remoteUE	-
T	SL-TxResourceReqListCommRelay-r17	L	8787	1 32 0
T	SL-TxResourceReqCommRelayInfo-r17	Q	0	sl-RelayDRXConfig-r17,8743,1,-,- sl-TxResourceReqCommRelay-r17,8788,0,-,-	
T	SL-TxResourceReqCommRelay-r17	C	0	sl-TxResourceReqL2U2N-Relay-r17,8789,0,-,- sl-TxResourceReqL3U2N-Relay-r17,8723,0,-,-	
T	SL-TxResourceReqL2U2N-Relay-r17	Q	1	sl-DestinationIdentityL2U2N-r17,5340,1,-,- sl-TxInterestedFreqListL2U2N-r17,8734,0,-,- sl-TypeTxSyncListL2U2N-r17,8790,0,-,- sl-LocalID-Request-r17,8791,1,-,- sl-PagingIdentityRemoteUE-r17,8792,1,-,- sl-CapabilityInformationSidelink-r17,8793,1,-,-	
T	SEQUENCE OF	L	4818	1 8 0
T	ENUMERATED	e	true	-
T	SL-PagingIdentityRemoteUE-r17	Q	0	ng-5G-S-TMSI-r17,5458,0,-,- fullI-RNTI-r17,5459,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	relayUE,remoteUE	-
T	SidelinkUEInformationNR-v1800-IEs	Q	0	sl-CarrierFailureList-r18,8796,1,-,- sl-TxResourceReqListL2-U2U-r18,8800,1,-,- sl-PosRxInterestedFreqList-r18,8720,1,-,- sl-PosTxResourceReqList-r18,8818,1,-,- nonCriticalExtension,8828,1,-,-	
T	SL-CarrierFailureList-r18	L	8797	1 32 0
T	SL-CarrierFailure-r18	Q	0	sl-DestinationIdentity-r18,5340,0,-,- sl-CarrierFailure-r18,8798,0,-,-	
T	SEQUENCE OF	L	8799	1 8 0
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	8801	1 32 0
T	SL-TxResourceReqL2-U2U-r18	Q	1	sl-DestinationIdentityL2-U2U-r18,5340,1,-,- sl-TxInterestedFreqListL2-U2U-r18,8734,0,-,- sl-TypeTxSyncListL2-U2U-r18,8802,0,-,- sl-CapabilityInformationSidelink-r18,8803,1,-,- sl-U2U-InfoList-r18,8804,1,-,- sl-RLC-ModeIndicationListL2-U2U-r18,8814,1,-,-	
T	SEQUENCE OF	L	4818	1 8 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	8805	1 32 0
T	SL-U2U-Info-r18	Q	0	sl-U2U-Identity-r18,8806,0,-,- sl-E2E-QoS-InfoList-r18,8807,1,-,- sl-PerHop-QoS-InfoList-r18,8808,1,-,- sl-PerSLRB-QoS-InfoList-r18,8811,1,-,- sl-CapabilityInformationTargetRemoteUE-r18,8813,1,-,-	
T	CHOICE	C	0	sl-TargetUE-Identity-r18,5340,0,-,- sl-SourceUE-Identity-r18,1047,0,-,-	
T	SEQUENCE OF	L	8731	1 64 0
T	SEQUENCE OF	L	8809	1 64 0
T	SL-SplitQoS-Info-r18	Q	1	sl-QoS-FlowIdentity-r18,5224,0,-,- sl-SplitPacketDelayBudget-r18,8810,1,-,-	
T	INTEGER	i	0 1023 0
T	SEQUENCE OF	L	8812	1 512 0
T	SL-PerSLRB-QoS-Info-r18	Q	0	sl-RemoteUE-SLRB-Identity-r18,5175,0,-,- sl-QoS-ProfilePerSLRB-r18,5209,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	8815	1 512 0
T	SL-RLC-Mode-r18	C	0	sl-AM-Mode-r18,8816,0,-,- sl-UM-Mode-r18,8817,0,-,-	
T	NULL	n
T	NULL	n
T	SL-PosTxResourceReqList-r18	L	8819	1 32 0
T	SL-PosTxResourceReq-r18	Q	1	sl-PosDestinationIdentity-r18,5340,0,-,- sl-PosCastType-r18,8820,0,-,- sl-PosTxInterestedFreqList-r18,8734,1,-,- sl-PosTypeTxSyncList-r18,8821,1,-,- sl-PosQoS-InfoList-r18,8822,1,-,- sl-CapabilityInformationSidelink-r18,8827,1,-,-	gsl-PosTxInterestedFreqList2-r18,8734,1,-,-
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SEQUENCE OF	L	4818	1 8 0
T	SEQUENCE OF	L	8823	1 8 0
T	SL-PRS-QoS-Info-r18	Q	1	sl-PRS-Priority-r18,8824,1,-,- sl-PRS-DelayBudget-r18,8825,1,-,- sl-PRS-Bandwidth-r18,8826,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz35,mhz40,mhz45,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100,mhz200,mhz400,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SidelinkUEInformationNR-v1840-IEs	Q	0	sl-PosRxInterestedFreqList2-r18,8720,1,-,- nonCriticalExtension,8829,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	OCTET STRING	O	0 - 0
T	CG-ConfigInfo-v1620-IEs	Q	0	ueAssistanceInformationSourceSCG-r16,8833,1,-,- nonCriticalExtension,8834,1,-,-	
T	OCTET STRING	O	0 - 0
T	CG-ConfigInfo-v1640-IEs	Q	0	servCellInfoListMCG-NR-r16,8835,1,-,- servCellInfoListMCG-EUTRA-r16,8836,1,-,- nonCriticalExtension,8837,1,-,-	
T	ServCellInfoListMCG-NR-r16	L	8577	1 32 0
T	ServCellInfoListMCG-EUTRA-r16	L	8581	1 32 0
T	CG-ConfigInfo-v1700-IEs	Q	0	candidateCellListCPC-r17,8838,1,-,- twoPHRModeMCG-r17,8841,1,-,- lowMobilityEvaluationConnectedInPCell-r17,8842,1,-,- nonCriticalExtension,8843,1,-,-	
T	CandidateCellListCPC-r17	L	8839	1 8 0
T	CandidateCellCPC-r17	Q	0	ssbFrequency-r17,4,0,-,- candidateCellList-r17,8840,0,-,-	
T	SEQUENCE OF	L	500	1 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	CG-ConfigInfo-v1730-IEs	Q	0	fr1-Carriers-MCG-r17,8844,1,-,- fr2-Carriers-MCG-r17,8845,1,-,- nonCriticalExtension,8846,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	CG-ConfigInfo-v1800-IEs	Q	0	musim-GapConfigInfo-r18,5485,1,-,- musim-CapRestrictionInfo-r18,8847,1,-,- scpac-ReferenceConfiguration-r18,4748,1,-,- subsequentCPAC-Candidates-r18,8838,1,-,- nonCriticalExtension,8848,1,-,-	
T	SEQUENCE	Q	0	musim-CapRestriction-r18,5945,1,-,- musim-CandidateBandList-r18,5621,1,-,-	
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	CGI-InfoEUTRALogging	Q	0	plmn-Identity-eutra-5gc,120,1,-,- trackingAreaCode-eutra-5gc,3665,1,-,- cellIdentity-eutra-5gc,8854,1,-,- plmn-Identity-eutra-epc,120,1,-,- trackingAreaCode-eutra-epc,8855,1,-,- cellIdentity-eutra-epc,8856,1,-,-	
T	BIT STRING	B	28 28 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	28 28 0
T	CLI-RSSI-TriggeredList-r16	L	4082	1 64 0
T	CLI-TriggeredList-r16	C	0	srs-RSRP-TriggeredList-r16,8859,0,-,- cli-RSSI-TriggeredList-r16,8857,0,-,-	
T	SRS-RSRP-TriggeredList-r16	L	1568	1 32 0
T	CRS-InterfMitigation-r17	Q	0	crs-IM-DSS-15kHzSCS-r17,8861,1,-,- crs-IM-nonDSS-15kHzSCS-r17,8862,1,-,- crs-IM-nonDSS-NWA-15kHzSCS-r17,8863,1,-,- crs-IM-nonDSS-30kHzSCS-r17,8864,1,-,- crs-IM-nonDSS-NWA-30kHzSCS-r17,8865,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CandPSCellExecutionConditionInfo-r18	Q	1	candPSCellExecCondReportConfigNR-r18,8867,0,-,-	
T	SEQUENCE OF	L	4107	1 2 0
T	CarrierAggregationVariant	Q	0	fr1fdd-FR1TDD-CA-SpCellOnFR1FDD,8869,1,-,- fr1fdd-FR1TDD-CA-SpCellOnFR1TDD,8870,1,-,- fr1fdd-FR2TDD-CA-SpCellOnFR1FDD,8871,1,-,- fr1fdd-FR2TDD-CA-SpCellOnFR2TDD,8872,1,-,- fr1tdd-FR2TDD-CA-SpCellOnFR1TDD,8873,1,-,- fr1tdd-FR2TDD-CA-SpCellOnFR2TDD,8874,1,-,- fr1fdd-FR1TDD-FR2TDD-CA-SpCellOnFR1FDD,8875,1,-,- fr1fdd-FR1TDD-FR2TDD-CA-SpCellOnFR1TDD,8876,1,-,- fr1fdd-FR1TDD-FR2TDD-CA-SpCellOnFR2TDD,8877,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CarrierInfoNR	Q	1	carrierFreq,4,0,-,- ssbSubcarrierSpacing,162,0,-,- smtc,1035,1,-,-	
T	CellGrouping-r16	Q	0	mcg-r16,8880,0,-,- scg-r16,8881,0,-,- mode-r16,8882,0,-,-	
T	SEQUENCE OF	L	504	1 1024 0
T	SEQUENCE OF	L	504	1 1024 0
T	ENUMERATED	e	sync,async	-
T	CellReselectionPriorities	Q	1	freqPriorityListEUTRA,8884,1,-,- freqPriorityListNR,8886,1,-,- t320,8888,1,-,-	gfreqPriorityListDedicatedSlicing-r17,8889,1,-,-
T	FreqPriorityListEUTRA	L	8885	1 8 0
T	FreqPriorityEUTRA	Q	0	carrierFreq,3,0,-,- cellReselectionPriority,3415,0,-,- cellReselectionSubPriority,3416,1,-,-	
T	FreqPriorityListNR	L	8887	1 8 0
T	FreqPriorityNR	Q	0	carrierFreq,4,0,-,- cellReselectionPriority,3415,0,-,- cellReselectionSubPriority,3416,1,-,-	
T	ENUMERATED	e	min5,min10,min20,min30,min60,min120,min180,spare1	-
T	FreqPriorityListDedicatedSlicing-r17	L	8890	1 8 0
T	FreqPriorityDedicatedSlicing-r17	Q	0	dl-ExplicitCarrierFreq-r17,4,0,-,- sliceInfoListDedicated-r17,8891,1,-,-	
T	SliceInfoListDedicated-r17	L	8892	1 8 0
T	SliceInfoDedicated-r17	Q	0	nsag-IdentityInfo-r17,3664,0,-,- nsag-CellReselectionPriority-r17,3415,1,-,- nsag-CellReselectionSubPriority-r17,3416,1,-,-	
T	CellsTriggeredList	L	8894	1 32 0
T	CHOICE	C	0	physCellId,500,0,-,- physCellIdEUTRA,3271,0,-,- physCellIdUTRA-FDD-r16,4068,0,-,-	
T	ChoCandidateCell-r17	C	0	cellGlobalId-r17,5541,0,-,- pci-arfcn-r17,8896,0,-,-	
T	PCI-ARFCN-NR-r16	Q	0	physCellId-r16,500,0,-,- carrierFreq-r16,4,0,-,-	
T	ChoCandidateCellList-r17	L	8895	1 8 0
T	ClockQualityMetrics-r18	Q	1	synchronisationState-r18,8899,1,-,- tracebilityToUTC-r18,8900,1,-,- tracebilityToGNSS-r18,8901,1,-,- clockFrequencyStability-r18,8902,1,-,- clockAccuracy-r18,8903,1,-,- parentTimeSource-r18,8906,1,-,-	
T	ENUMERATED	e	locked,holdover,freerun,spare1	-
T	BOOLEAN	b
T	BOOLEAN	b
T	BIT STRING	B	16 16 0
T	CHOICE	C	0	value,8904,0,-,- index,8905,0,-,-	
T	INTEGER	i	1 40000000 0
T	INTEGER	i	32 47 0
T	ENUMERATED	e	syncE,pTP,gNSS,atomicClock,terrestialRadio,serialTimeCode,nTP,handset,other,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CodebookVariantsList-r16	L	6827	1 512 0
T	ConnEstFailReport-r16	Q	1	measResultFailedCell-r16,8909,0,-,- locationInfo-r16,8629,1,-,- measResultNeighCells-r16,8913,0,-,- numberOfConnFail-r16,8921,0,-,- perRAInfoList-r16,8922,0,-,- timeSinceFailure-r16,8933,0,-,-	
T	MeasResultFailedCell-r16	Q	0	cgi-Info,5541,0,-,- measResult-r16,8910,0,-,-	
T	SEQUENCE	Q	0	cellResults-r16,8911,0,-,- rsIndexResults-r16,8912,0,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell-r16,8524,0,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes-r16,8526,0,-,-	
T	SEQUENCE	Q	0	measResultNeighCellListNR,8914,1,-,- measResultNeighCellListEUTRA,8916,1,-,-	
T	MeasResultList2NR-r16	L	8915	1 8 0
T	MeasResult2NR-r16	Q	0	ssbFrequency-r16,4,1,-,- refFreqCSI-RS-r16,4,1,-,- measResultList-r16,8540,0,-,-	
T	MeasResultList2EUTRA-r16	L	8917	1 8 0
T	MeasResult2EUTRA-r16	Q	0	carrierFreq-r16,3,0,-,- measResultList-r16,8918,0,-,-	
T	MeasResultListEUTRA	L	8919	1 8 0
T	MeasResultEUTRA	Q	1	eutra-PhysCellId,500,0,-,- measResult,8920,0,-,- cgi-Info,8682,1,-,-	
T	MeasQuantityResultsEUTRA	Q	0	rsrp,3629,1,-,- rsrq,4299,1,-,- sinr,4300,1,-,-	
T	INTEGER	i	1 8 0
T	PerRAInfoList-r16	L	8923	1 200 0
T	PerRAInfo-r16	C	0	perRASSBInfoList-r16,8924,0,-,- perRACSI-RSInfoList-r16,8931,0,-,-	
T	PerRASSBInfo-r16	Q	0	ssb-Index-r16,1015,0,-,- numberOfPreamblesSentOnSSB-r16,8925,0,-,- perRAAttemptInfoList-r16,8926,0,-,-	
T	INTEGER	i	1 200 0
T	PerRAAttemptInfoList-r16	L	8927	1 200 0
T	PerRAAttemptInfo-r16	Q	1	contentionDetected-r16,8928,1,-,- dlRSRPAboveThreshold-r16,8929,1,-,-	gfallbackToFourStepRA-r17,8930,1,-,-
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	PerRACSI-RSInfo-r16	Q	0	csi-RS-Index-r16,1022,0,-,- numberOfPreamblesSentOnCSI-RS-r16,8932,0,-,-	
T	INTEGER	i	1 200 0
T	TimeSinceFailure-r16	i	0 172800 0
T	ConnEstFailReportList-r17	L	8908	1 4 0
T	CounterCheck	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,8936,0,-,-	
T	CHOICE	C	0	counterCheck,8937,0,-,- criticalExtensionsFuture,8944,0,-,-	
T	CounterCheck-IEs	Q	0	drb-CountMSB-InfoList,8938,0,-,- lateNonCriticalExtension,8942,1,-,- nonCriticalExtension,8943,1,-,-	
T	DRB-CountMSB-InfoList	L	8939	1 29 0
T	DRB-CountMSB-Info	Q	0	drb-Identity,104,0,-,- countMSB-Uplink,8940,0,-,- countMSB-Downlink,8941,0,-,-	
T	INTEGER	i	0 33554431 0
T	INTEGER	i	0 33554431 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	CounterCheckResponse	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,8946,0,-,-	
T	CHOICE	C	0	counterCheckResponse,8947,0,-,- criticalExtensionsFuture,8954,0,-,-	
T	CounterCheckResponse-IEs	Q	0	drb-CountInfoList,8948,0,-,- lateNonCriticalExtension,8952,1,-,- nonCriticalExtension,8953,1,-,-	
T	DRB-CountInfoList	L	8949	0 29 0
T	DRB-CountInfo	Q	0	drb-Identity,104,0,-,- count-Uplink,8950,0,-,- count-Downlink,8951,0,-,-	
T	INTEGER	i	0 4294967295 0
T	INTEGER	i	0 4294967295 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DL-CCCH-Message	Q	0	message,8956,0,-,-	
T	DL-CCCH-MessageType	C	0	c1,8957,0,-,- messageClassExtension,8975,0,-,-	
T	CHOICE	C	0	rrcReject,8958,0,-,- rrcSetup,8965,0,-,- spare2,8973,0,-,- spare1,8974,0,-,-	
T	RRCReject	Q	0	criticalExtensions,8959,0,-,-	
T	CHOICE	C	0	rrcReject,8960,0,-,- criticalExtensionsFuture,8964,0,-,-	
T	RRCReject-IEs	Q	0	waitTime,8961,1,-,- lateNonCriticalExtension,8962,1,-,- nonCriticalExtension,8963,1,-,-	
T	RejectWaitTime	i	1 16 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCSetup	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,8966,0,-,-	
T	CHOICE	C	0	rrcSetup,8967,0,-,- criticalExtensionsFuture,8972,0,-,-	
T	RRCSetup-IEs	Q	0	radioBearerConfig,12,0,-,- masterCellGroup,8968,0,-,- lateNonCriticalExtension,8969,1,-,- nonCriticalExtension,8970,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRCSetup-v1700-IEs	Q	0	sl-ConfigDedicatedNR-r17,4769,1,-,- sl-L2RemoteUE-Config-r17,5446,1,-,- nonCriticalExtension,8971,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	DL-DCCH-Message	Q	0	message,8977,0,-,-	
T	DL-DCCH-MessageType	C	0	c1,8978,0,-,- messageClassExtension,9246,0,-,-	
T	CHOICE	C	0	rrcReconfiguration,8,0,-,- rrcResume,8979,0,-,- rrcRelease,9002,0,-,- rrcReestablishment,9104,0,-,- securityModeCommand,9111,0,-,- dlInformationTransfer,9118,0,-,- ueCapabilityEnquiry,9135,0,-,- counterCheck,8935,0,-,- mobilityFromNRCommand,9167,0,-,- dlDedicatedMessageSegment-r16,9178,0,-,- ueInformationRequest-r16,9187,0,-,- dlInformationTransferMRDC-r16,9209,0,-,- loggedMeasurementConfiguration-r16,9221,0,-,- spare3,9243,0,-,- spare2,9244,0,-,- spare1,9245,0,-,-	
T	RRCResume	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,8980,0,-,-	
T	CHOICE	C	0	rrcResume,8981,0,-,- criticalExtensionsFuture,9001,0,-,-	
T	RRCResume-IEs	Q	0	radioBearerConfig,12,1,-,- masterCellGroup,8982,1,-,- measConfig,3946,1,-,- fullConfig,8983,1,-,- lateNonCriticalExtension,8984,1,-,- nonCriticalExtension,8985,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	RRCResume-v1560-IEs	Q	0	radioBearerConfig2,8986,1,-,- sk-Counter,4673,1,-,- nonCriticalExtension,8987,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCResume-v1610-IEs	Q	0	idleModeMeasurementReq-r16,8988,1,-,- restoreMCG-SCells-r16,8989,1,-,- restoreSCG-r16,8990,1,-,- mrdc-SecondaryCellGroup-r16,8991,1,-,- needForGapsConfigNR-r16,4758,1,-,- nonCriticalExtension,8994,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	CHOICE	C	0	nr-SCG-r16,8992,0,-,- eutra-SCG-r16,8993,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRCResume-v1700-IEs	Q	0	sl-ConfigDedicatedNR-r17,4767,1,-,- sl-L2RemoteUE-Config-r17,5444,1,-,- needForGapNCSG-ConfigNR-r17,5475,1,-,- needForGapNCSG-ConfigEUTRA-r17,5479,1,-,- scg-State-r17,8995,1,-,- appLayerMeasConfig-r17,5515,1,-,- nonCriticalExtension,8996,1,-,-	
T	ENUMERATED	e	deactivated	-
T	RRCResume-v1800-IEs	Q	0	needForInterruptionConfigNR-r18,8997,1,-,- reselectionMeasurementReq-r18,8998,1,-,- validatedMeasurementsReq-r18,8999,1,-,- nonCriticalExtension,9000,1,-,-	
T	ENUMERATED	e	disabled,enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCRelease	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,9003,0,-,-	
T	CHOICE	C	0	rrcRelease,9004,0,-,- criticalExtensionsFuture,9103,0,-,-	
T	RRCRelease-IEs	Q	0	redirectedCarrierInfo,9005,1,-,- cellReselectionPriorities,8883,1,-,- suspendConfig,9008,1,-,- deprioritisationReq,9081,1,-,- lateNonCriticalExtension,9084,1,-,- nonCriticalExtension,9085,1,-,-	
T	RedirectedCarrierInfo	C	1	nr,8878,0,-,- eutra,9006,0,-,-	
T	RedirectedCarrierInfo-EUTRA	Q	0	eutraFrequency,3,0,-,- cnType,9007,1,-,-	
T	ENUMERATED	e	epc,fiveGC	-
T	SuspendConfig	Q	1	fullI-RNTI,5459,0,-,- shortI-RNTI,9009,0,-,- ran-PagingCycle,4464,0,-,- ran-NotificationAreaInfo,5828,1,-,- t380,9010,1,-,- nextHopChainingCount,4415,0,-,-	gsl-UEIdentityRemote-r17,1,1,-,- sdt-Config-r17,9011,1,-,- srs-PosRRC-Inactive-r17,9013,1,-,- ran-ExtendedPagingCycle-r17,9017,1,-,-;gncd-SSB-RedCapInitialBWP-SDT-r17,9018,1,-,-;gresumeIndication-r18,9020,1,-,- srs-PosRRC-InactiveEnhanced-r18,9021,1,-,- ran-ExtendedPagingCycleConfig-r18,9029,1,-,- multicastConfigInactive-r18,9032,1,-,-
T	ShortI-RNTI-Value	B	24 24 0
T	PeriodicRNAU-TimerValue	e	min5,min10,min20,min30,min60,min120,min360,min720	-
T	SetupRelease	C	0	release,9012,0,-,- setup,5697,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,9014,0,-,- setup,9015,0,-,-	
T	NULL	n
T	SRS-PosRRC-Inactive-r17	O	0 - 0
T	SRS-PosRRC-InactiveConfig-r17	Q	0	srs-PosConfigNUL-r17,2403,1,-,- srs-PosConfigSUL-r17,2403,1,-,- bwp-NUL-r17,511,1,-,- bwp-SUL-r17,511,1,-,- inactivePosSRS-TimeAlignmentTimer-r17,240,1,-,- inactivePosSRS-RSRP-ChangeThreshold-r17,2408,1,-,-	
T	ExtendedPagingCycle-r17	e	rf256,rf512,rf1024,spare1	-
T	SetupRelease	C	0	release,9019,0,-,- setup,1479,0,-,-	
T	NULL	n
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,9022,0,-,- setup,9023,0,-,-	
T	NULL	n
T	SRS-PosRRC-InactiveEnhanced-r18	O	0 - 0
T	SRS-PosRRC-InactiveEnhancedConfig-r18	Q	1	srs-PosRRC-InactiveAggBW-ConfigList-r18,5734,1,-,- srs-PosTx-Hopping-r18,2400,1,-,- srs-PosRRC-InactiveValidityAreaPreConfigList-r18,9025,1,-,- srs-PosRRC-InactiveValidityAreaNonPreConfig-r18,9027,1,-,-	gsrs-PosRRC-InactiveAggBW-AdditionalCarriers-r18,5729,1,-,-
T	SetupRelease	C	0	release,9026,0,-,- setup,5722,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,9028,0,-,- setup,5723,0,-,-	
T	NULL	n
T	ExtendedPagingCycleConfig-r18	Q	0	extendedPagingCycle-r18,9030,0,-,- pagingPTWLength-r18,9031,0,-,-	
T	ENUMERATED	e	hf2,hf4,hf8,hf16,hf32,hf64,hf128,hf256,hf512,hf1024,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms1280,ms2560,ms3840,ms5120,ms6400,ms7680,ms8960,ms10240,ms11520,ms12800,ms14080,ms15360,ms16640,ms17920,ms19200,ms20480,ms21760,ms23040,ms24320,ms25600,ms26880,ms28160,ms29440,ms30720,ms32000,ms33280,ms34560,ms35840,ms37120,ms38400,ms39680,ms40960	-
T	SetupRelease	C	0	release,9033,0,-,- setup,9034,0,-,-	
T	NULL	n
T	MulticastConfigInactive-r18	Q	0	inactivePTM-Config-r18,9035,1,-,- inactiveMCCH-Config-r18,9080,1,-,-	
T	OCTET STRING	O	0 - 0
T	MBSMulticastConfiguration-r18	Q	0	criticalExtensions,9037,0,-,-	
T	CHOICE	C	0	mbsMulticastConfiguration-r18,9038,0,-,- criticalExtensionsFuture,9079,0,-,-	
T	MBSMulticastConfiguration-r18-IEs	Q	0	mbs-SessionInfoListMulticast-r18,9039,1,-,- mbs-NeighbourCellList-r18,9064,1,-,- drx-ConfigPTM-List-r18,9066,1,-,- pdsch-ConfigMTCH-r18,3712,1,-,- mtch-SSB-MappingWindowList-r18,9067,1,-,- thresholdMBS-List-r18,9075,1,-,- lateNonCriticalExtension,9077,1,-,- nonCriticalExtension,9078,1,-,-	
T	MBS-SessionInfoListMulticast-r18	L	9040	1 1024 0
T	MBS-SessionInfoMulticast-r18	Q	1	mbs-SessionId-r18,117,0,-,- g-RNTI-r18,1,1,-,- mrb-ListMulticast-r18,9041,1,-,- mtch-SchedulingInfo-r18,9057,1,-,- mtch-NeighbourCell-r18,9058,1,-,- pdsch-ConfigIndex-r18,9059,1,-,- mtch-SSB-MappingWindowIndex-r18,9060,1,-,- thresholdIndex-r18,9061,1,-,- pdcp-SyncIndicator-r18,9062,1,-,- stopMonitoringRNTI-r18,9063,1,-,-	
T	MRB-ListMulticast-r18	L	9042	1 32 0
T	MRB-InfoMulticast-r18	Q	1	pdcp-Config-r18,9043,0,-,- rlc-Config-r18,9054,0,-,-	
T	MRB-PDCP-ConfigMulticast-r18	Q	0	pdcp-SN-SizeDL-r18,9044,0,-,- headerCompression-r18,9045,0,-,- t-Reordering-r17,9053,1,-,-	
T	ENUMERATED	e	len12bits,len18bits	-
T	CHOICE	C	0	notUsed,9046,0,-,- rohc,9047,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	maxCID-r18,9048,1,i15,- profiles-r18,9049,0,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	profile0x0000-r18,9050,0,-,- profile0x0001-r18,9051,0,-,- profile0x0002-r18,9052,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	ms1,ms10,ms40,ms160,ms500,ms1000,ms1250,ms2750	-
T	MRB-RLC-ConfigMulticast-r18	Q	0	logicalChannelIdentity-r18,9055,0,-,- sn-FieldLength-r18,9056,0,-,- t-Reassembly-r18,146,1,-,-	
T	CHOICE	C	0	logicalChannelIdentitymulticast-r18,49,0,-,- logicalChannelIdentityExt-r18,184,0,-,-	
T	ENUMERATED	e	size6,size12	-
T	DRX-ConfigPTM-Index-r17	i	0 63 0
T	BIT STRING	B	8 8 0
T	PDSCH-ConfigIndex-r17	i	0 15 0
T	MTCH-SSB-MappingWindowIndex-r17	i	0 15 0
T	INTEGER	i	0 7 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	MBS-NeighbourCellList-r17	L	9065	0 8 0
T	MBS-NeighbourCell-r17	Q	0	physCellId-r17,500,0,-,- carrierFreq-r17,4,1,-,-	
T	SEQUENCE OF	L	307	1 64 0
T	MTCH-SSB-MappingWindowList-r17	L	9068	1 16 0
T	MTCH-SSB-MappingWindowCycleOffset-r17	C	0	ms10,9069,0,-,- ms20,9070,0,-,- ms32,9071,0,-,- ms64,9072,0,-,- ms128,9073,0,-,- ms256,9074,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 255 0
T	SEQUENCE OF	L	9076	1 8 0
T	ThresholdMBS-r18	Q	0	rsrp-r18,743,1,-,- rsrq-r18,3398,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	deprioritisationType,9082,0,-,- deprioritisationTimer,9083,0,-,-	
T	ENUMERATED	e	frequency,nr	-
T	ENUMERATED	e	min5,min10,min15,min30	-
T	OCTET STRING	O	0 - 0
T	RRCRelease-v1540-IEs	Q	0	waitTime,8961,1,-,- nonCriticalExtension,9086,1,-,-	
T	RRCRelease-v1610-IEs	Q	0	voiceFallbackIndication-r16,9087,1,-,- measIdleConfig-r16,9088,1,-,- nonCriticalExtension,9098,1,-,-	
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,9089,0,-,- setup,9090,0,-,-	
T	NULL	n
T	MeasIdleConfigDedicated-r16	Q	1	measIdleCarrierListNR-r16,9091,1,-,- measIdleCarrierListEUTRA-r16,9092,1,-,- measIdleDuration-r16,9093,0,-,- validityAreaList-r16,9094,1,-,-	gmeasReselectionCarrierListNR-r18,9097,1,-,- measIdleValidityDuration-r18,3635,1,-,- measReselectionValidityDuration-r18,3635,1,-,-
T	SEQUENCE OF	L	3613	1 8 0
T	SEQUENCE OF	L	3625	1 8 0
T	ENUMERATED	e	sec10,sec30,sec60,sec120,sec180,sec240,sec300,spare	-
T	ValidityAreaList-r16	L	9095	1 8 0
T	ValidityArea-r16	Q	0	carrierFreq-r16,4,0,-,- validityCellList-r16,9096,1,-,-	
T	ValidityCellList	L	3472	1 8 0
T	SEQUENCE OF	L	3633	1 8 0
T	RRCRelease-v1650-IEs	Q	0	mpsPriorityIndication-r16,9099,1,-,- nonCriticalExtension,9100,1,-,-	
T	ENUMERATED	e	true	-
T	RRCRelease-v1710-IEs	Q	0	noLastCellUpdate-r17,9101,1,-,- nonCriticalExtension,9102,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCReestablishment	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,9105,0,-,-	
T	CHOICE	C	0	rrcReestablishment,9106,0,-,- criticalExtensionsFuture,9110,0,-,-	
T	RRCReestablishment-IEs	Q	0	nextHopChainingCount,4415,0,-,- lateNonCriticalExtension,9107,1,-,- nonCriticalExtension,9108,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReestablishment-v1700-IEs	Q	0	sl-L2RemoteUE-Config-r17,5444,1,-,- nonCriticalExtension,9109,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SecurityModeCommand	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,9112,0,-,-	
T	CHOICE	C	0	securityModeCommand,9113,0,-,- criticalExtensionsFuture,9117,0,-,-	
T	SecurityModeCommand-IEs	Q	0	securityConfigSMC,9114,0,-,- lateNonCriticalExtension,9115,1,-,- nonCriticalExtension,9116,1,-,-	
T	SecurityConfigSMC	Q	1	securityAlgorithmConfig,111,0,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DLInformationTransfer	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,9119,0,-,-	
T	CHOICE	C	0	dlInformationTransfer,9120,0,-,- criticalExtensionsFuture,9134,0,-,-	
T	DLInformationTransfer-IEs	Q	0	dedicatedNAS-Message,4412,1,-,- lateNonCriticalExtension,9121,1,-,- nonCriticalExtension,9122,1,-,-	
T	OCTET STRING	O	0 - 0
T	DLInformationTransfer-v1610-IEs	Q	0	referenceTimeInfo-r16,3595,1,-,- nonCriticalExtension,9123,1,-,-	
T	DLInformationTransfer-v1700-IEs	Q	0	dedicatedInfoF1c-r17,9124,1,-,- rxTxTimeDiff-gNB-r17,9125,1,-,- ta-PDC-r17,9127,1,-,- sib9Fallback-r17,9128,1,-,- nonCriticalExtension,9129,1,-,-	
T	DedicatedInfoF1c-r17	O	0 - 0
T	RxTxTimeDiff-r17	Q	1	result-k5-r17,9126,1,-,-	
T	INTEGER	i	0 61565 0
T	ENUMERATED	e	activate,deactivate	-
T	ENUMERATED	e	true	-
T	DLInformationTransfer-v1800-IEs	Q	0	eventID-TSS-r18,9130,1,-,- clockQualityDetailsLevel-r18,9131,1,-,- nonCriticalExtension,9133,1,-,-	
T	INTEGER	i	0 63 0
T	CHOICE	C	0	clockQualityMetrics-r18,8898,0,-,- clockQualityAcceptanceStatus-r18,9132,0,-,-	
T	ENUMERATED	e	acceptable,notAcceptable	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UECapabilityEnquiry	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,9136,0,-,-	
T	CHOICE	C	0	ueCapabilityEnquiry,9137,0,-,- criticalExtensionsFuture,9166,0,-,-	
T	UECapabilityEnquiry-IEs	Q	0	ue-CapabilityRAT-RequestList,9138,0,-,- lateNonCriticalExtension,9141,1,-,- ue-CapabilityEnquiryExt,9142,1,-,-	
T	UE-CapabilityRAT-RequestList	L	9139	1 8 0
T	UE-CapabilityRAT-Request	Q	1	rat-Type,8618,0,-,- capabilityRequestFilter,9140,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	UECapabilityEnquiry-v1560-IEs	Q	0	capabilityRequestFilterCommon,9144,1,-,- nonCriticalExtension,9161,1,-,-	
T	UE-CapabilityRequestFilterCommon	Q	1	mrdc-Request,9145,1,-,-	gcodebookTypeRequest-r16,9149,1,-,- uplinkTxSwitchRequest-r16,9154,1,-,-;grequestedCellGrouping-r16,9155,1,-,-;gfallbackGroupFiveRequest-r17,9156,1,-,-;glowerMSDRequest-r18,9157,1,-,-
T	SEQUENCE	Q	0	omitEN-DC,9146,1,-,- includeNR-DC,9147,1,-,- includeNE-DC,9148,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	type1-SinglePanel-r16,9150,1,-,- type1-MultiPanel-r16,9151,1,-,- type2-r16,9152,1,-,- type2-PortSelection-r16,9153,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	8879	1 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	pc1dot5-r18,9158,1,-,- pc2-r18,9159,1,-,- pc3-r18,9160,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	UECapabilityEnquiry-v1610-IEs	Q	0	rrc-SegAllowed-r16,9162,1,-,- nonCriticalExtension,9163,1,-,-	
T	ENUMERATED	e	enabled	-
T	UECapabilityEnquiry-v17b0-IEs	Q	0	rrc-MaxCapaSegAllowed-r17,9164,1,-,- nonCriticalExtension,9165,1,-,-	
T	INTEGER	i	2 16 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MobilityFromNRCommand	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,9168,0,-,-	
T	CHOICE	C	0	mobilityFromNRCommand,9169,0,-,- criticalExtensionsFuture,9177,0,-,-	
T	MobilityFromNRCommand-IEs	Q	0	targetRAT-Type,9170,0,-,- targetRAT-MessageContainer,9171,0,-,- nas-SecurityParamFromNR,9172,1,-,- lateNonCriticalExtension,9173,1,-,- nonCriticalExtension,9174,1,-,-	
T	ENUMERATED	e	eutra,utra-fdd-v1610,spare2,spare1	+
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MobilityFromNRCommand-v1610-IEs	Q	0	voiceFallbackIndication-r16,9175,1,-,- nonCriticalExtension,9176,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DLDedicatedMessageSegment-r16	Q	0	criticalExtensions,9179,0,-,-	
T	CHOICE	C	0	dlDedicatedMessageSegment-r16,9180,0,-,- criticalExtensionsFuture,9186,0,-,-	
T	DLDedicatedMessageSegment-r16-IEs	Q	0	segmentNumber-r16,9181,0,-,- rrc-MessageSegmentContainer-r16,9182,0,-,- rrc-MessageSegmentType-r16,9183,0,-,- lateNonCriticalExtension,9184,1,-,- nonCriticalExtension,9185,1,-,-	
T	INTEGER	i	0 4 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UEInformationRequest-r16	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,9188,0,-,-	
T	CHOICE	C	0	ueInformationRequest-r16,9189,0,-,- criticalExtensionsFuture,9208,0,-,-	
T	UEInformationRequest-r16-IEs	Q	0	idleModeMeasurementReq-r16,9190,1,-,- logMeasReportReq-r16,9191,1,-,- connEstFailReportReq-r16,9192,1,-,- ra-ReportReq-r16,9193,1,-,- rlf-ReportReq-r16,9194,1,-,- mobilityHistoryReportReq-r16,9195,1,-,- lateNonCriticalExtension,9196,1,-,- nonCriticalExtension,9197,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	UEInformationRequest-v1700-IEs	Q	0	successHO-ReportReq-r17,9198,1,-,- coarseLocationRequest-r17,9199,1,-,- nonCriticalExtension,9200,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	UEInformationRequest-v1800-IEs	Q	0	flightPathInfoReq-r18,9201,1,-,- successPSCell-ReportReq-r18,9204,1,-,- reselectionMeasurementReq-r18,9205,1,-,- validatedMeasurementsReq-r18,9206,1,-,- nonCriticalExtension,9207,1,-,-	
T	FlightPathInfoReportConfig-r18	Q	0	maxWayPointNumber-r18,9202,0,-,- includeTimeStamp-r18,9203,1,-,-	
T	INTEGER	i	1 20 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DLInformationTransferMRDC-r16	Q	0	criticalExtensions,9210,0,-,-	
T	CHOICE	C	0	c1,9211,0,-,- criticalExtensionsFuture,9220,0,-,-	
T	CHOICE	C	0	dlInformationTransferMRDC-r16,9212,0,-,- spare3,9217,0,-,- spare2,9218,0,-,- spare1,9219,0,-,-	
T	DLInformationTransferMRDC-r16-IEs	Q	0	dl-DCCH-MessageNR-r16,9213,1,-,- dl-DCCH-MessageEUTRA-r16,9214,1,-,- lateNonCriticalExtension,9215,1,-,- nonCriticalExtension,9216,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	LoggedMeasurementConfiguration-r16	Q	0	criticalExtensions,9222,0,-,-	
T	CHOICE	C	0	loggedMeasurementConfiguration-r16,9223,0,-,- criticalExtensionsFuture,9242,0,-,-	
T	LoggedMeasurementConfiguration-r16-IEs	Q	0	traceReference-r16,9224,0,-,- traceRecordingSessionRef-r16,9226,0,-,- tce-Id-r16,9227,0,-,- absoluteTimeInfo-r16,6054,0,-,- areaConfiguration-r16,6095,1,-,- plmn-IdentityList-r16,5545,1,-,- bt-NameList-r16,4124,1,-,- wlan-NameList-r16,4128,1,-,- sensor-NameList-r16,4132,1,-,- loggingDuration-r16,9228,0,-,- reportType,9229,0,-,- lateNonCriticalExtension,9236,1,-,- nonCriticalExtension,9237,1,-,-	
T	TraceReference-r16	Q	0	plmn-Identity-r16,120,0,-,- traceId-r16,9225,0,-,-	
T	OCTET STRING	O	3 3 0
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	1 1 0
T	LoggingDuration-r16	e	min10,min20,min40,min60,min90,min120,spare2,spare1	-
T	CHOICE	C	1	periodical,9230,0,-,- eventTriggered,9232,0,-,-	
T	LoggedPeriodicalReportConfig-r16	Q	1	loggingInterval-r16,9231,0,-,-	
T	LoggingInterval-r16	e	ms320,ms640,ms1280,ms2560,ms5120,ms10240,ms20480,ms30720,ms40960,ms61440,infinity	-
T	LoggedEventTriggerConfig-r16	Q	1	eventType-r16,9233,0,-,- loggingInterval-r16,9231,0,-,-	
T	EventType-r16	C	1	outOfCoverage,9234,0,-,- eventL1,9235,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	l1-Threshold,4156,0,-,- hysteresis,4158,0,-,- timeToTrigger,4159,0,-,-	
T	OCTET STRING	O	0 - 0
T	LoggedMeasurementConfiguration-v1700-IEs	Q	0	sigLoggedMeasType-r17,9238,1,-,- earlyMeasIndication-r17,9239,1,-,- areaConfiguration-r17,6099,1,-,- nonCriticalExtension,9240,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	LoggedMeasurementConfiguration-v1800-IEs	Q	0	areaConfiguration-v1800,6101,1,-,- nonCriticalExtension,9241,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	DedicatedSIBRequest-r16	Q	0	criticalExtensions,9248,0,-,-	
T	CHOICE	C	0	dedicatedSIBRequest-r16,9249,0,-,- criticalExtensionsFuture,9258,0,-,-	
T	DedicatedSIBRequest-r16-IEs	Q	0	onDemandSIB-RequestList-r16,9250,1,-,- lateNonCriticalExtension,9256,1,-,- nonCriticalExtension,9257,1,-,-	
T	SEQUENCE	Q	0	requestedSIB-List-r16,9251,1,-,- requestedPosSIB-List-r16,9253,1,-,-	
T	SEQUENCE OF	L	9252	1 8 0
T	SIB-ReqInfo-r16	e	sib12,sib13,sib14,sib20-v1700,sib21-v1700,sib23-v1810,spare2,spare1	-
T	SEQUENCE OF	L	9254	1 32 0
T	PosSIB-ReqInfo-r16	Q	0	gnss-id-r16,4569,1,-,- sbas-id-r16,4571,1,-,- posSibType-r16,9255,0,-,-	
T	ENUMERATED	e	posSibType1-1,posSibType1-2,posSibType1-3,posSibType1-4,posSibType1-5,posSibType1-6,posSibType1-7,posSibType1-8,posSibType2-1,posSibType2-2,posSibType2-3,posSibType2-4,posSibType2-5,posSibType2-6,posSibType2-7,posSibType2-8,posSibType2-9,posSibType2-10,posSibType2-11,posSibType2-12,posSibType2-13,posSibType2-14,posSibType2-15,posSibType2-16,posSibType2-17,posSibType2-18,posSibType2-19,posSibType2-20,posSibType2-21,posSibType2-22,posSibType2-23,posSibType3-1,posSibType4-1,posSibType5-1,posSibType6-1,posSibType6-2,posSibType6-3	+posSibType1-9-v1710,posSibType1-10-v1710,posSibType2-24-v1710,posSibType2-25-v1710,posSibType6-4-v1710,posSibType6-5-v1710,posSibType6-6-v1710,posSibType2-17a-v1770,posSibType2-18a-v1770,posSibType2-20a-v1770,posSibType1-11-v1800,posSibType1-12-v1800,posSibType2-26-v1800,posSibType2-27-v1800,posSibType6-7-v1800,posSibType7-1-v1800,posSibType7-2-v1800,posSibType7-3-v1800,posSibType7-4-v1800
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	Dummy-PDCCH-RACH-DL-Info-r18	C	0	notSupported,9260,0,-,- supported,9261,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	pdcch-RACH-AffectedBands-r18,9262,0,-,- pdcch-RACH-SwitchingTimeList-r18,9263,1,-,- pdcch-RACH-PrepTime-r18,9264,1,-,-	
T	ENUMERATED	e	noIntrruption,interruption	-
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5,ms1,ms2	-
T	ENUMERATED	e	ms1,ms3,ms5,ms10	-
T	DummyA	Q	0	maxNumberNZP-CSI-RS-PerCC,9266,0,-,- maxNumberPortsAcrossNZP-CSI-RS-PerCC,9267,0,-,- maxNumberCS-IM-PerCC,9268,0,-,- maxNumberSimultaneousCSI-RS-ActBWP-AllCC,9269,0,-,- totalNumberPortsSimultaneousCSI-RS-ActBWP-AllCC,9270,0,-,-	
T	INTEGER	i	1 32 0
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32,p40,p48,p56,p64,p72,p80,p88,p96,p104,p112,p120,p128,p136,p144,p152,p160,p168,p176,p184,p192,p200,p208,p216,p224,p232,p240,p248,p256	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32	-
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	ENUMERATED	e	p8,p12,p16,p24,p32,p40,p48,p56,p64,p72,p80,p88,p96,p104,p112,p120,p128,p136,p144,p152,p160,p168,p176,p184,p192,p200,p208,p216,p224,p232,p240,p248,p256	-
T	DummyB	Q	0	maxNumberTxPortsPerResource,9272,0,-,- maxNumberResources,9273,0,-,- totalNumberTxPorts,9274,0,-,- supportedCodebookMode,9275,0,-,- maxNumberCSI-RS-PerResourceSet,9276,0,-,-	
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	mode1,mode1AndMode2	-
T	INTEGER	i	1 8 0
T	DummyC	Q	0	maxNumberTxPortsPerResource,9278,0,-,- maxNumberResources,9279,0,-,- totalNumberTxPorts,9280,0,-,- supportedCodebookMode,9281,0,-,- supportedNumberPanels,9282,0,-,- maxNumberCSI-RS-PerResourceSet,9283,0,-,-	
T	ENUMERATED	e	p8,p16,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	mode1,mode2,both	-
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 8 0
T	DummyD	Q	0	maxNumberTxPortsPerResource,9285,0,-,- maxNumberResources,9286,0,-,- totalNumberTxPorts,9287,0,-,- parameterLx,9288,0,-,- amplitudeScalingType,9289,0,-,- amplitudeSubsetRestriction,9290,1,-,- maxNumberCSI-RS-PerResourceSet,9291,0,-,-	
T	ENUMERATED	e	p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 8 0
T	DummyE	Q	0	maxNumberTxPortsPerResource,9293,0,-,- maxNumberResources,9294,0,-,- totalNumberTxPorts,9295,0,-,- parameterLx,9296,0,-,- amplitudeScalingType,9297,0,-,- maxNumberCSI-RS-PerResourceSet,9298,0,-,-	
T	ENUMERATED	e	p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	INTEGER	i	1 8 0
T	DummyF	Q	0	maxNumberPeriodicCSI-ReportPerBWP,9300,0,-,- maxNumberAperiodicCSI-ReportPerBWP,9301,0,-,- maxNumberSemiPersistentCSI-ReportPerBWP,9302,0,-,- simultaneousCSI-ReportsAllCC,9303,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	5 32 0
T	DummyI	Q	0	supportedSRS-TxPortSwitch,9305,0,-,- txSwitchImpactToRx,9306,1,-,-	
T	ENUMERATED	e	t1r2,t1r4,t2r4,t1r4-t2r4,tr-equal	-
T	ENUMERATED	e	true	-
T	ERedCapParameters-r18	Q	0	supportOfERedCap-r18,9308,0,-,- eRedCapNotReducedBB-BW-r18,9309,1,-,- eRedCapIgnoreCapabilityFiltering-r18,9310,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	EUTRA-C-RNTI	B	16 16 0
T	EUTRA-Parameters	Q	1	supportedBandListEUTRA,9313,0,-,- eutra-ParametersCommon,9314,1,-,- eutra-ParametersXDD-Diff,9321,1,-,-	
T	SEQUENCE OF	L	3534	1 256 0
T	EUTRA-ParametersCommon	Q	1	mfbi-EUTRA,9315,1,-,- modifiedMPR-BehaviorEUTRA,9316,1,-,- multiNS-Pmax-EUTRA,9317,1,-,- rs-SINR-MeasEUTRA,9318,1,-,-	gne-DC,9319,1,-,-;gnr-HO-ToEN-DC-r16,9320,1,-,-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	32 32 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	EUTRA-ParametersXDD-Diff	Q	1	rsrqMeasWidebandEUTRA,9322,1,-,-	
T	ENUMERATED	e	supported	-
T	EUTRA-RSTD-Info	Q	1	carrierFreq,3,0,-,- measPRS-Offset,9324,0,-,-	
T	INTEGER	i	0 39 0
T	EUTRA-RSTD-InfoList	L	9323	1 3 0
T	ElapsedTimeSCG-Failure-r18	i	0 1023 0
T	ElapsedTimeT316-r18	i	0 2000 0
T	EstablishmentCause	e	emergency,highPriorityAccess,mt-Access,mo-Signalling,mo-Data,mo-VoiceCall,mo-VideoCall,mo-SMS,mps-PriorityAccess,mcs-PriorityAccess,spare6,spare5,spare4,spare3,spare2,spare1	-
T	FailureInfoDAPS-r16	Q	0	failureType-r16,9330,0,-,-	
T	ENUMERATED	e	daps-failure,spare3,spare2,spare1	-
T	FailureInfoRLC-Bearer	Q	0	cellGroupId,48,0,-,- logicalChannelIdentity,49,0,-,- failureType,9332,0,-,-	
T	ENUMERATED	e	rlc-failure,spare3,spare2,spare1	-
T	FailureInformation	Q	0	criticalExtensions,9334,0,-,-	
T	CHOICE	C	0	failureInformation,9335,0,-,- criticalExtensionsFuture,9339,0,-,-	
T	FailureInformation-IEs	Q	0	failureInfoRLC-Bearer,9331,1,-,- lateNonCriticalExtension,9336,1,-,- nonCriticalExtension,9337,1,-,-	
T	OCTET STRING	O	0 - 0
T	FailureInformation-v1610-IEs	Q	0	failureInfoDAPS-r16,9329,1,-,- nonCriticalExtension,9338,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	FailureReportIndirectPath-r18	Q	1	failureTypeIndirectPath-r18,9341,1,-,- sl-MeasResultServingRelay-r18,9342,1,-,- sl-MeasResultsCandRelay-r18,9343,1,-,- n3c-RelayUE-InfoList-r18,9344,1,-,-	
T	ENUMERATED	e	t421-Expiry,sl-Failure,n3c-Failure,relayUE-Uu-RLF,relayUE-Uu-RRC-Failure,indirectPathAddChangeFailure,sl-PC5-Release,spare1	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	5578	0 8 0
T	FailureReportMCG-r16	Q	1	failureType-r16,9346,1,-,- measResultFreqList-r16,8519,1,-,- measResultFreqListEUTRA-r16,9347,1,-,- measResultSCG-r16,9348,1,-,- measResultSCG-EUTRA-r16,9349,1,-,- measResultFreqListUTRA-FDD-r16,9350,1,-,-	
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,t312-Expiry-r16,lbt-Failure-r16,beamFailureRecoveryFailure-r16,bh-RLF-r16,spare1	-
T	MeasResultList2EUTRA	L	8917	1 8 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MeasResultList2UTRA	L	9351	1 8 0
T	MeasResult2UTRA-FDD-r16	Q	0	carrierFreq-r16,5,0,-,- measResultNeighCellList-r16,9352,0,-,-	
T	MeasResultListUTRA-FDD-r16	L	9353	1 8 0
T	MeasResultUTRA-FDD-r16	Q	0	physCellId-r16,4068,0,-,- measResult-r16,9354,0,-,-	
T	SEQUENCE	Q	0	utra-FDD-RSCP-r16,9355,1,-,- utra-FDD-EcN0-r16,9356,1,-,-	
T	INTEGER	i	-5 91 0
T	INTEGER	i	0 49 0
T	FailureReportSCG	Q	1	failureType,9358,0,-,- measResultFreqList,9359,1,-,- measResultSCG-Failure,9360,1,-,-	glocationInfo-r16,8629,1,-,- failureType-v1610,9361,1,-,-;gpreviousPSCellId-r17,9362,1,-,- failedPSCellId-r17,9363,1,-,- timeSCGFailure-r17,9364,1,-,- perRAInfoList-r17,8922,1,-,-;gperRAInfoList-v17b0,9365,1,-,-;gperRAInfoList-v1840,9368,1,-,-
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,synchReconfigFailureSCG,scg-ReconfigFailure,srb3-IntegrityFailure,other-r16,spare1	-
T	MeasResultFreqList	L	8520	1 8 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	scg-lbtFailure-r16,beamFailureRecoveryFailure-r16,t312-Expiry-r16,bh-RLF-r16,beamFailure-r17,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	physCellId-r17,500,0,-,- carrierFreq-r17,4,0,-,-	
T	SEQUENCE	Q	0	physCellId-r17,500,0,-,- carrierFreq-r17,4,0,-,-	
T	INTEGER	i	0 1023 0
T	PerRAInfoList-v1660	L	9366	1 200 0
T	PerRACSI-RSInfo-v1660	Q	0	csi-RS-Index-v1660,9367,1,-,-	
T	INTEGER	i	1 96 0
T	PerRAInfoList-v1800	L	9369	1 200 0
T	PerRAInfo-v1800	C	0	perRASSBInfoList-v1800,9370,0,-,- perRACSI-RSInfoList-v1800,9373,0,-,-	
T	PerRASSBInfo-v1800	Q	1	allPreamblesBlocked,9371,1,-,- lbt-Detected-r18,9372,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	PerRACSI-RSInfo-v1800	Q	1	allPreamblesBlocked,9374,1,-,- lbt-Detected-r18,9375,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	FailureReportSCG-EUTRA	Q	1	failureType,9377,0,-,- measResultFreqListMRDC,9378,1,-,- measResultSCG-FailureMRDC,9380,1,-,-	glocationInfo-r16,8629,1,-,-
T	ENUMERATED	e	t313-Expiry,randomAccessProblem,rlc-MaxNumRetx,scg-ChangeFailure,spare4,spare3,spare2,spare1	-
T	MeasResultFreqListFailMRDC	L	9379	1 8 0
T	MeasResult2EUTRA	Q	1	carrierFreq,3,0,-,- measResultServingCell,8919,1,-,- measResultBestNeighCell,8919,1,-,-	
T	OCTET STRING	O	0 - 0
T	FeatureSet	C	0	eutra,9382,0,-,- nr,9385,0,-,-	
T	SEQUENCE	Q	0	downlinkSetEUTRA,9383,0,-,- uplinkSetEUTRA,9384,0,-,-	
T	FeatureSetEUTRA-DownlinkId	i	0 256 0
T	FeatureSetEUTRA-UplinkId	i	0 256 0
T	SEQUENCE	Q	0	downlinkSetNR,9386,0,-,- uplinkSetNR,9387,0,-,-	
T	FeatureSetDownlinkId	i	0 1024 0
T	FeatureSetUplinkId	i	0 1024 0
T	FeatureSetCombination	L	9389	1 32 0
T	FeatureSetsPerBand	L	9381	1 128 0
T	FeatureSetDownlink	Q	0	featureSetListPerDownlinkCC,9391,0,-,- intraBandFreqSeparationDL,9392,1,-,- scalingFactor,9393,1,-,- dummy8,9394,1,-,- scellWithoutSSB,9395,1,-,- csi-RS-MeasSCellWithoutSSB,9396,1,-,- dummy1,9397,1,-,- type1-3-CSS,9398,1,-,- pdcch-MonitoringAnyOccasions,9399,1,-,- dummy2,9400,1,-,- ue-SpecificUL-DL-Assignment,9401,1,-,- searchSpaceSharingCA-DL,9402,1,-,- timeDurationForQCL,9403,1,-,- pdsch-ProcessingType1-DifferentTB-PerSlot,9406,1,-,- dummy3,9265,1,-,- dummy4,9411,1,-,- dummy5,9412,1,-,- dummy6,9413,1,-,- dummy7,9414,1,-,-	
T	SEQUENCE OF	L	6013	1 32 0
T	FreqSeparationClass	e	mhz800,mhz1200,mhz1400	+mhz400-v1650,mhz600-v1650
T	ENUMERATED	e	f0p4,f0p75,f0p8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	withoutDCI-Gap,withDCI-Gap	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,9404,1,-,- scs-120kHz,9405,1,-,-	
T	ENUMERATED	e	s7,s14,s28	-
T	ENUMERATED	e	s14,s28	-
T	SEQUENCE	Q	0	scs-15kHz,9407,1,-,- scs-30kHz,9408,1,-,- scs-60kHz,9409,1,-,- scs-120kHz,9410,1,-,-	
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	SEQUENCE OF	L	9271	1 16 0
T	SEQUENCE OF	L	9277	1 16 0
T	SEQUENCE OF	L	9284	1 16 0
T	SEQUENCE OF	L	9292	1 16 0
T	FeatureSetDownlink-v1540	Q	0	oneFL-DMRS-TwoAdditionalDMRS-DL,9416,1,-,- additionalDMRS-DL-Alt,9417,1,-,- twoFL-DMRS-TwoAdditionalDMRS-DL,9418,1,-,- oneFL-DMRS-ThreeAdditionalDMRS-DL,9419,1,-,- pdcch-MonitoringAnyOccasionsWithSpanGap,9420,1,-,- pdsch-SeparationWithGap,9425,1,-,- pdsch-ProcessingType2,9426,1,-,- pdsch-ProcessingType2-Limited,9431,1,-,- dl-MCS-TableAlt-DynamicIndication,9433,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9421,1,-,- scs-30kHz,9422,1,-,- scs-60kHz,9423,1,-,- scs-120kHz,9424,1,-,-	
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9427,1,-,- scs-30kHz,9427,1,-,- scs-60kHz,9427,1,-,-	
T	ProcessingParameters	Q	0	fallback,9428,0,-,- differentTB-PerSlot,9429,1,-,-	
T	ENUMERATED	e	sc,cap1-only	-
T	SEQUENCE	Q	0	upto1,9430,1,-,- upto2,9430,1,-,- upto4,9430,1,-,- upto7,9430,1,-,-	
T	NumberOfCarriers	i	1 16 0
T	SEQUENCE	Q	0	differentTB-PerSlot-SCS-30kHz,9432,0,-,-	
T	ENUMERATED	e	upto1,upto2,upto4,upto7	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v15a0	Q	0	supportedSRS-Resources,7165,1,-,-	
T	FeatureSetDownlink-v15t0	Q	0	zeroSlotOffsetAperiodicSRS,9436,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v1610	Q	0	cbgPDSCH-ProcessingType1-DifferentTB-PerSlot-r16,9438,1,-,- cbgPDSCH-ProcessingType2-DifferentTB-PerSlot-r16,9443,1,-,- intraFreqDAPS-r16,9448,1,-,- intraBandFreqSeparationDL-v1620,9451,1,-,- intraBandFreqSeparationDL-Only-r16,9452,1,-,- pdcch-Monitoring-r16,9453,1,-,- pdcch-MonitoringMixed-r16,9460,1,-,- crossCarrierSchedulingProcessing-DiffSCS-r16,9461,1,-,- singleDCI-SDM-scheme-r16,9468,1,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,9439,1,-,- scs-30kHz-r16,9440,1,-,- scs-60kHz-r16,9441,1,-,- scs-120kHz-r16,9442,1,-,-	
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9444,1,-,- scs-30kHz-r16,9445,1,-,- scs-60kHz-r16,9446,1,-,- scs-120kHz-r16,9447,1,-,-	
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	SEQUENCE	Q	0	intraFreqDiffSCS-DAPS-r16,9449,1,-,- intraFreqAsyncDAPS-r16,9450,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FreqSeparationClassDL-v1620	e	mhz1000,mhz1600,mhz1800,mhz2000,mhz2200,mhz2400	-
T	FreqSeparationClassDL-Only-r16	e	mhz200,mhz400,mhz600,mhz800,mhz1000,mhz1200	-
T	SEQUENCE	Q	0	pdsch-ProcessingType1-r16,9454,1,-,- pdsch-ProcessingType2-r16,9459,1,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,9455,1,-,- scs-30kHz-r16,9455,1,-,-	
T	PDCCH-MonitoringOccasions-r16	Q	0	period7span3-r16,9456,1,-,- period4span3-r16,9457,1,-,- period2span2-r16,9458,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9455,1,-,- scs-30kHz-r16,9455,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r16,9462,1,-,- scs-15kHz-60kHz-r16,9463,1,-,- scs-30kHz-120kHz-r16,9464,1,-,- scs-15kHz-30kHz-r16,9465,1,-,- scs-30kHz-60kHz-r16,9466,1,-,- scs-60kHz-120kHz-r16,9467,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v16k0	Q	0	offsetSRS-CB-PUSCH-Ant-Switch-fr1-r16,9470,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorSingleOcc-fr1-r16,9471,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithoutGap-fr1-r16,9472,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithGap-fr1-r16,9473,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithSpanGap-fr1-r16,9474,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9475,1,-,- scs-30kHz-r16,9476,1,-,- scs-60kHz-r16,9477,1,-,-	
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	FeatureSetDownlink-v1700	Q	0	scalingFactor-1024QAM-FR1-r17,9479,1,-,- timeDurationForQCL-v1710,9480,1,-,- sfn-SchemeA-r17,9483,1,-,- sfn-SchemeA-PDCCH-only-r17,9484,1,-,- sfn-SchemeA-DynamicSwitching-r17,9485,1,-,- sfn-SchemeA-PDSCH-only-r17,9486,1,-,- sfn-SchemeB-r17,9487,1,-,- sfn-SchemeB-DynamicSwitching-r17,9488,1,-,- sfn-SchemeB-PDSCH-only-r17,9489,1,-,- mTRP-PDCCH-Case2-1SpanGap-r17,9490,1,-,- mTRP-PDCCH-legacyMonitoring-r17,9495,1,-,- mTRP-PDCCH-multiDCI-multiTRP-r17,9496,1,-,- dynamicMulticastPCell-r17,9497,1,-,- mTRP-PDCCH-Repetition-r17,9498,1,-,-	
T	ENUMERATED	e	f0p4,f0p75,f0p8	-
T	SEQUENCE	Q	0	scs-480kHz,9481,1,-,- scs-960kHz,9482,1,-,-	
T	ENUMERATED	e	s56,s112	-
T	ENUMERATED	e	s112,s224	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9491,1,-,- scs-30kHz-r17,9491,1,-,- scs-60kHz-r17,9491,1,-,- scs-120kHz-r17,9491,1,-,-	
T	PDCCH-RepetitionParameters-r17	Q	0	supportedMode-r17,9492,0,-,- limitX-PerCC-r17,9493,1,-,- limitX-AcrossCC-r17,9494,1,-,-	
T	ENUMERATED	e	intra-span,inter-span,both	-
T	ENUMERATED	e	n4,n8,n16,n32,n44,n64,nolimit	-
T	ENUMERATED	e	n4,n8,n16,n32,n44,n64,n128,n256,n512,nolimit	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9491,1,-,- scs-30kHz-r17,9491,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	numBD-twoPDCCH-r17,9499,0,-,- maxNumOverlaps-r17,9500,0,-,-	
T	INTEGER	i	2 3 0
T	ENUMERATED	e	n1,n2,n3,n5,n10,n20,n40	-
T	FeatureSetDownlink-v1720	Q	0	rtt-BasedPDC-CSI-RS-ForTracking-r17,9502,1,-,- rtt-BasedPDC-PRS-r17,9503,1,-,- sps-Multicast-r17,9510,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPRS-Resource-r17,9504,0,-,- maxNumberPRS-ResourceProcessedPerSlot-r17,9505,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9506,1,-,- scs-30kHz-r17,9507,1,-,- scs-60kHz-r17,9508,1,-,- scs-120kHz-r17,9509,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v1730	Q	0	prs-AsSpatialRelationRS-For-SRS-r17,9512,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v17d0	Q	0	srs-AntennaSwitching2SP-1Periodic-r17,9514,1,-,- srs-ExtensionAperiodicSRS-r17,9515,1,-,- srs-OneAP-SRS-r17,9516,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v1800	Q	0	dynamicSwitchingA-r18,9518,1,-,- dynamicSwitchingB-r18,9519,1,-,- aperiodicCSI-TimeRelaxation-r18,9520,1,-,- pdsch-TypeA-DMRS-r18,9527,1,-,- pdsch-TypeB-DMRS-r18,9528,1,-,- pdsch-1SymbolFL-DMRS-Addition2Symbol-r18,9529,1,-,- pdsch-AlternativeDMRS-Coexistence-r18,9530,1,-,- pdsch-2SymbolFL-DMRS-r18,9531,1,-,- pdsch-2SymbolFL-DMRS-Addition2Symbol-r18,9532,1,-,- pdsch-1SymbolFL-DMRS-Addition3Symbol-r18,9533,1,-,- pdsch-DMRS-Type-r18,9534,1,-,- pdsch-1PortDL-PTRS-r18,9535,1,-,- pdsch-2PortDL-PTRS-r18,9536,1,-,- mappingTypeA-1SymbolFL-DMRS-Addition2Symbol-r18,9537,1,-,- maxNumberDMRS-AcrossAllDL-DCI-r18,9538,1,-,- pdsch-ReceptionWithoutSchedulingRestriction-r18,9539,1,-,- pdsch-ReceptionSchemeA-r18,9540,1,-,- pdsch-ReceptionSchemeB-r18,9541,1,-,- dmrs-MultiTRP-SingleDCI-r18,9542,1,-,- dmrs-MultiTRP-AdditionRows-r18,9543,1,-,- dmrs-MultiTRP-MultiDCI-r18,9544,1,-,- simulDMRS-PDSCH-r18,9545,1,-,- bwpOperationMeasWithoutInterrupt-r18,9549,1,-,- pdcch-MonitoringSpan2-2-r18,9550,1,-,- pdcch-MonitoringMixed-r18,9557,1,-,- mTRP-PDCCH-legacyMonitoring-r18,9558,1,-,- scellWithoutSSB-InterBandCA-r18,9559,1,-,- dummy,9562,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	valueW-r18,9521,0,-,- timeRelaxation-r18,9526,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,9522,1,-,- scs-30kHz,9523,1,-,- scs-60kHz,9524,1,-,- scs-120kHz,9525,1,-,-	
T	ENUMERATED	e	value1,value2	-
T	ENUMERATED	e	value1,value2	-
T	ENUMERATED	e	value1,value2	-
T	ENUMERATED	e	value1,value2	-
T	ENUMERATED	e	cap1,cap2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	etype1,etype1And2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9546,1,-,- scs-30kHz-r18,9547,1,-,- scs-60kHz-r18,9548,1,-,-	
T	INTEGER	i	0 4 0
T	INTEGER	i	0 5 0
T	INTEGER	i	0 7 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	pdsch-ProcessingType1-r18,9551,0,-,- pdsch-ProcessingType2-r18,9554,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,9552,1,-,- scs-30kHz-r18,9553,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9555,1,-,- scs-30kHz-r18,9556,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9491,1,-,- scs-30kHz-r18,9491,1,-,-	
T	CHOICE	C	0	supportOfSingleGroup,9560,0,-,- supportOfMultipleGroups,9561,0,-,-	
T	ENUMERATED	e	referenceBand,scellWithoutSSB,both	-
T	ENUMERATED	e	referenceBand1,scellWithoutSSB1,referenceBand2,scellWithoutSSB2	-
T	SEQUENCE OF	L	9259	1 1280 0
T	FeatureSetDownlink-v1830	Q	0	pdcch-RACH-AffectedBands-TargetBandList-r18,9564,1,-,- pdcch-RACH-SwitchingTime-TargetBandList-r18,9566,1,-,- pdcch-RACH-PrepTime-TargetBandList-r18,9568,1,-,-	
T	SEQUENCE OF	L	9565	1 1280 0
T	ENUMERATED	e	noInterruption,interruption	-
T	SEQUENCE OF	L	9567	1 1280 0
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5,ms1,ms2,notSupported	-
T	SEQUENCE OF	L	9569	1 1280 0
T	ENUMERATED	e	ms1,ms3,ms5,ms10,notSupported	-
T	FeatureSetDownlink-v1860	Q	0	srs-AntennaSwitching8T8R2SP-1Periodic-r18,9571,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC	Q	0	supportedSubcarrierSpacingDL,162,0,-,- supportedBandwidthDL,9573,0,-,- channelBW-90mhz,9576,1,-,- maxNumberMIMO-LayersPDSCH,5774,1,-,- supportedModulationOrderDL,9577,1,-,-	
T	SupportedBandwidth	C	0	fr1,9574,0,-,- fr2,9575,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400	-
T	ENUMERATED	e	supported	-
T	ModulationOrder	e	bpsk-halfpi,bpsk,qpsk,qam16,qam64,qam256	-
T	FeatureSetDownlinkPerCC-v1620	Q	0	multiDCI-MultiTRP-r16,9579,1,-,- supportFDM-SchemeB-r16,9583,1,-,-	
T	MultiDCI-MultiTRP-r16	Q	0	maxNumberCORESET-r16,9580,0,-,- maxNumberCORESETPerPoolIndex-r16,9581,0,-,- maxNumberUnicastPDSCH-PerPool-r16,9582,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n5	-
T	INTEGER	i	1 3 0
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1700	Q	0	supportedMinBandwidthDL-r17,5953,1,-,- broadcastSCell-r17,9585,1,-,- maxNumberMIMO-LayersMulticastPDSCH-r17,9586,1,-,- dynamicMulticastSCell-r17,9587,1,-,- supportedBandwidthDL-v1710,5953,1,-,- supportedCRS-InterfMitigation-r17,8860,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1720	Q	0	maxModulationOrderForMulticastDataRateCalculation-r17,9589,1,-,- fdm-BroadcastUnicast-r17,9590,1,-,- fdm-MulticastUnicast-r17,9591,1,-,-	
T	ENUMERATED	e	qam64,qam256,qam1024	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1730	Q	0	intraSlotTDM-UnicastGroupCommonPDSCH-r17,9593,1,-,- sps-MulticastSCell-r17,9594,1,-,- sps-MulticastSCellMultiConfig-r17,9595,1,-,- dci-BroadcastWith16Repetitions-r17,9596,1,-,-	
T	ENUMERATED	e	yes,no	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1780	Q	0	supportedBandwidthDL-v1780,5953,1,-,-	
T	FeatureSetDownlinkPerCC-v1800	Q	0	multiDCI-IntraCellMultiTRP-TwoTA-r18,9599,1,-,- multiDCI-InterCellMultiTRP-TwoTA-r18,9600,1,-,- rxTimingDiff-r18,9601,1,-,- multiDCI-MultiTRP-CORESET-Monitoring-r18,9602,1,-,- broadcastNonServingCell-r18,9603,1,-,- schedulingMeasurementRelaxation-r18,9604,1,-,-	
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1840	Q	0	supportedBandwidthDL-v1840,9606,1,-,- supportedMinBandwidthDL-v1840,9606,1,-,-	
T	SupportedBandwidth-v1840	e	mhz3	-
T	FeatureSetUplink	Q	0	featureSetListPerUplinkCC,9608,0,-,- scalingFactor,9609,1,-,- dummy3,9610,1,-,- intraBandFreqSeparationUL,9392,1,-,- searchSpaceSharingCA-UL,9611,1,-,- dummy1,9304,1,-,- supportedSRS-Resources,7165,1,-,- twoPUCCH-Group,9612,1,-,- dynamicSwitchSUL,9613,1,-,- simultaneousTxSUL-NonSUL,9614,1,-,- pusch-ProcessingType1-DifferentTB-PerSlot,9615,1,-,- dummy2,9299,1,-,-	
T	SEQUENCE OF	L	6014	1 32 0
T	ENUMERATED	e	f0p4,f0p75,f0p8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9616,1,-,- scs-30kHz,9617,1,-,- scs-60kHz,9618,1,-,- scs-120kHz,9619,1,-,-	
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	FeatureSetUplink-v1540	Q	0	zeroSlotOffsetAperiodicSRS,9621,1,-,- pa-PhaseDiscontinuityImpacts,9622,1,-,- pusch-SeparationWithGap,9623,1,-,- pusch-ProcessingType2,9624,1,-,- ul-MCS-TableAlt-DynamicIndication,9625,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9427,1,-,- scs-30kHz,9427,1,-,- scs-60kHz,9427,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1610	Q	0	pusch-RepetitionTypeB-r16,9627,1,-,- ul-CancellationSelfCarrier-r16,9630,1,-,- ul-CancellationCrossCarrier-r16,9631,1,-,- ul-FullPwrMode2-MaxSRS-ResInSet-r16,9632,1,-,- cbgPUSCH-ProcessingType1-DifferentTB-PerSlot-r16,9633,1,-,- cbgPUSCH-ProcessingType2-DifferentTB-PerSlot-r16,9638,1,-,- supportedSRS-PosResources-r16,9643,1,-,- intraFreqDAPS-UL-r16,9656,1,-,- intraBandFreqSeparationUL-v1620,9662,1,-,- multiPUCCH-r16,9663,1,-,- twoPUCCH-Type1-r16,9666,1,-,- twoPUCCH-Type2-r16,9667,1,-,- twoPUCCH-Type3-r16,9668,1,-,- twoPUCCH-Type4-r16,9669,1,-,- mux-SR-HARQ-ACK-r16,9670,1,-,- dummy1,9671,1,-,- dummy2,9672,1,-,- twoPUCCH-Type5-r16,9673,1,-,- twoPUCCH-Type6-r16,9674,1,-,- twoPUCCH-Type7-r16,9675,1,-,- twoPUCCH-Type8-r16,9676,1,-,- twoPUCCH-Type9-r16,9677,1,-,- twoPUCCH-Type10-r16,9678,1,-,- twoPUCCH-Type11-r16,9679,1,-,- ul-IntraUE-Mux-r16,9680,1,-,- ul-FullPwrMode-r16,9683,1,-,- crossCarrierSchedulingProcessing-DiffSCS-r16,9684,1,-,- ul-FullPwrMode1-r16,9691,1,-,- ul-FullPwrMode2-SRSConfig-diffNumSRSPorts-r16,9692,1,-,- ul-FullPwrMode2-TPMIGroup-r16,9693,1,-,-	
T	SEQUENCE	Q	0	maxNumberPUSCH-Tx-r16,9628,0,-,- hoppingScheme-r16,9629,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n7,n8,n12	-
T	ENUMERATED	e	interSlotHopping,interRepetitionHopping,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9634,1,-,- scs-30kHz-r16,9635,1,-,- scs-60kHz-r16,9636,1,-,- scs-120kHz-r16,9637,1,-,-	
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9639,1,-,- scs-30kHz-r16,9640,1,-,- scs-60kHz-r16,9641,1,-,- scs-120kHz-r16,9642,1,-,-	
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	SRS-AllPosResources-r16	Q	0	srs-PosResources-r16,9644,0,-,- srs-PosResourceAP-r16,9650,1,-,- srs-PosResourceSP-r16,9653,1,-,-	
T	SRS-PosResources-r16	Q	0	maxNumberSRS-PosResourceSetPerBWP-r16,9645,0,-,- maxNumberSRS-PosResourcesPerBWP-r16,9646,0,-,- maxNumberSRS-ResourcesPerBWP-PerSlot-r16,9647,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-r16,9648,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-PerSlot-r16,9649,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	SRS-PosResourceAP-r16	Q	0	maxNumberAP-SRS-PosResourcesPerBWP-r16,9651,0,-,- maxNumberAP-SRS-PosResourcesPerBWP-PerSlot-r16,9652,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	SRS-PosResourceSP-r16	Q	0	maxNumberSP-SRS-PosResourcesPerBWP-r16,9654,0,-,- maxNumberSP-SRS-PosResourcesPerBWP-PerSlot-r16,9655,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	SEQUENCE	Q	0	dummy,9657,1,-,- intraFreqTwoTAGs-DAPS-r16,9658,1,-,- dummy1,9659,1,-,- dummy2,9660,1,-,- dummy3,9661,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	short,long	-
T	FreqSeparationClassUL-v1620	e	mhz1000	-
T	SEQUENCE	Q	0	sub-SlotConfig-NCP-r16,9664,1,-,- sub-SlotConfig-ECP-r16,9665,1,-,-	
T	ENUMERATED	e	set1,set2	-
T	ENUMERATED	e	set1,set2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	pusch-PreparationLowPriority-r16,9681,0,-,- pusch-PreparationHighPriority-r16,9682,0,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r16,9685,1,-,- scs-15kHz-60kHz-r16,9686,1,-,- scs-30kHz-120kHz-r16,9687,1,-,- scs-15kHz-30kHz-r16,9688,1,-,- scs-30kHz-60kHz-r16,9689,1,-,- scs-60kHz-120kHz-r16,9690,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	p1-2,p1-4,p1-2-4	-
T	SEQUENCE	Q	0	twoPorts-r16,9694,1,-,- fourPortsNonCoherent-r16,9695,1,-,- fourPortsPartialCoherent-r16,9696,1,-,-	
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	g0,g1,g2,g3	-
T	ENUMERATED	e	g0,g1,g2,g3,g4,g5,g6	-
T	FeatureSetUplink-v1630	Q	0	offsetSRS-CB-PUSCH-Ant-Switch-fr1-r16,9698,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorSingleOcc-fr1-r16,9699,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithoutGap-fr1-r16,9700,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithGap-fr1-r16,9701,1,-,- dummy,9702,1,-,- partialCancellationPUCCH-PUSCH-PRACH-TX-r16,9703,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1640	Q	0	twoHARQ-ACK-Codebook-type1-r16,9705,1,-,- twoHARQ-ACK-Codebook-type2-r16,9705,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithSpanGap-fr1-r16,9708,1,-,-	
T	SubSlot-Config-r16	Q	0	sub-SlotConfig-NCP-r16,9706,1,-,- sub-SlotConfig-ECP-r16,9707,1,-,-	
T	ENUMERATED	e	n4,n5,n6,n7	-
T	ENUMERATED	e	n4,n5,n6	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9709,1,-,- scs-30kHz-r16,9710,1,-,- scs-60kHz-r16,9711,1,-,-	
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	FeatureSetUplink-v16d0	Q	0	pusch-RepetitionTypeB-v16d0,9713,1,-,-	
T	SEQUENCE	Q	0	maxNumberPUSCH-Tx-Cap1-r16,9714,0,-,- maxNumberPUSCH-Tx-Cap2-r16,9715,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n7,n8,n12	-
T	ENUMERATED	e	n2,n3,n4,n7,n8,n12	-
T	FeatureSetUplink-v1710	Q	0	mTRP-PUSCH-TypeA-CB-r17,9717,1,-,- mTRP-PUSCH-RepetitionTypeA-r17,9718,1,-,- mTRP-PUCCH-IntraSlot-r17,9719,1,-,- srs-AntennaSwitching2SP-1Periodic-r17,9720,1,-,- srs-ExtensionAperiodicSRS-r17,9721,1,-,- srs-OneAP-SRS-r17,9722,1,-,- ue-PowerClassPerBandPerBC-r17,9723,1,-,- tx-Support-UL-GapFR2-r17,9724,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	pf0-2,pf1-3-4,pf0-4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc1dot5,pc2,pc3	-
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1720	Q	0	pucch-Repetition-F0-1-2-3-4-RRC-Config-r17,9726,1,-,- pucch-Repetition-F0-1-2-3-4-DynamicIndication-r17,9727,1,-,- interSubslotFreqHopping-PUCCH-r17,9728,1,-,- semiStaticHARQ-ACK-CodebookSub-SlotPUCCH-r17,9729,1,-,- phy-PrioritizationLowPriorityDG-HighPriorityCG-r17,9730,1,-,- phy-PrioritizationHighPriorityDG-LowPriorityCG-r17,9731,1,-,- extendedDC-LocationReport-r17,9739,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	pusch-PreparationLowPriority-r17,9732,0,-,- additionalCancellationTime-r17,9733,0,-,- maxNumberCarriers-r17,9738,0,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9734,1,-,- scs-30kHz-r17,9735,1,-,- scs-60kHz-r17,9736,1,-,- scs-120kHz-r17,9737,1,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4,sym5,sym6,sym7,sym8	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4,sym5,sym6,sym7,sym8,sym9,sym10,sym11,sym12,sym13,sym14,sym15,sym16	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1800	Q	0	maxDelayValueBeyondD-Basic-r18,9741,1,-,- tdcp-NumberDelayValue-r18,9742,1,-,- phaseReportMoreThanOne-r18,9743,1,-,- maxNumberTRS-ResourceSet-r18,9744,1,-,- maxNumberTDCP-PerBWP-r18,9745,1,-,- pusch-DMRS-TypeEnh-r18,9746,1,-,- ul-DMRS-SingleDCI-M-TRP-r18,9760,1,-,- ul-DMRS-M-DCI-M-TRP-r18,9761,1,-,- srs-AntennaSwitching8T8R2SP-1Periodic-r18,9762,1,-,- pucch-SingleDCI-STx2P-SFN-r18,9763,1,-,- posSRS-BWA-RRC-Connected-r18,9764,1,-,- posSRS-BWA-IndependentCA-RRC-Connected-r18,9777,1,-,- posSRS-BWA-AffectedBandList-r18,9793,1,-,- rach-EarlyTA-BandList-r18,9794,1,-,- simultaneous-2-1-HARQ-ACK-CB-r18,9705,1,-,- simultaneous-2-2-HARQ-ACK-CB-r18,9705,1,-,- ul-IntraUE-MuxEnh-r18,9796,1,-,- txDiversity4Tx-r18,9799,1,-,- powerBoosting-pi2BPSK-QPSK-r18,9800,1,-,- powerBoosting-pi2BPSK-QPSK-Modified-r18,9801,1,-,- txDiversity2Tx-r18,9802,1,-,- ue-PowerClassPerBandPerBC-v1820,9803,1,-,-	
T	ENUMERATED	e	sl2,sl3,sl4,sl5,sl6,sl10	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 3 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	dmrs-Type-r18,9747,0,-,- pusch-TypeA-DMRS-r18,9748,1,-,- dummy,9754,1,-,- pusch-TypeB-DMRS-r18,9755,1,-,- pusch-rank-1-4-1Port-r18,9756,1,-,- pusch-rank-5-8-1Port-r18,9757,1,-,- pusch-rank-1-4-2Port-r18,9758,1,-,- pusch-rank-5-8-2Port-r18,9759,1,-,-	
T	ENUMERATED	e	etype1,both	-
T	SEQUENCE	Q	0	dmrs-TypeA-r18,9749,0,-,- pusch-2SymbolFL-DMRS-r18,9750,1,-,- pusch-2SymbolFL-DMRS-Addition2Symbol-r18,9751,1,-,- pusch-1SymbolFL-DMRS-Addition3Symbol-r18,9752,1,-,- pusch-1SymbolFL-DMRS-BeyondOnePort-r18,9753,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	rel15,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pf0-2,pf1-3-4,pf0-4	-
T	PosSRS-BWA-RRC-Connected-r18	Q	1	numOfCarriersIntraBandContiguous-r18,9765,0,-,- maximumAggregatedBW-TwoCarriersFR1-r18,9766,1,-,- maximumAggregatedBW-TwoCarriersFR2-r18,9767,1,-,- maximumAggregatedBW-ThreeCarriersFR1-r18,9768,1,-,- maximumAggregatedBW-ThreeCarriersFR2-r18,9769,1,-,- maximumAggregatedResourceSet-r18,9770,0,-,- maximumAggregatedResourcePeriodic-r18,9771,0,-,- maximumAggregatedResourceAperiodic-r18,9772,0,-,- maximumAggregatedResourceSemi-r18,9773,0,-,- maximumAggregatedResourcePeriodicPerSlot-r18,9774,0,-,- maximumAggregatedResourceAperiodicPerSlot-r18,9775,0,-,- maximumAggregatedResourceSemiPerSlot-r18,9776,0,-,-	
T	ENUMERATED	e	two,three,twoandthree	-
T	ENUMERATED	e	mhz20,mhz40,mhz50,mhz80,mhz100,mhz160,mhz180,mhz190,mhz200	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400,mhz600,mhz800	-
T	ENUMERATED	e	mhz80,mhz100,mhz160,mhz200,mhz240,mhz300	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz300,mhz400,mhz600,mhz800,mhz1000,mhz1200	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	PosSRS-BWA-IndependentCA-RRC-Connected-r18	Q	1	numOfCarriersIntraBandContiguous-r18,9778,0,-,- maximumAggregatedBW-TwoCarriersFR1-r18,9779,1,-,- maximumAggregatedBW-TwoCarriersFR2-r18,9780,1,-,- maximumAggregatedBW-ThreeCarriersFR1-r18,9781,1,-,- maximumAggregatedBW-ThreeCarriersFR2-r18,9782,1,-,- maximumAggregatedResourceSet-r18,9783,0,-,- maximumAggregatedResourcePeriodic-r18,9784,0,-,- maximumAggregatedResourceAperiodic-r18,9785,0,-,- maximumAggregatedResourceSemi-r18,9786,0,-,- maximumAggregatedResourcePeriodicPerSlot-r18,9787,0,-,- maximumAggregatedResourceAperiodicPerSlot-r18,9788,0,-,- maximumAggregatedResourceSemiPerSlot-r18,9789,0,-,- guardPeriod-r18,9790,0,-,- powerClassForTwoAggregatedCarriers-r18,9791,1,-,- powerClassForThreeAggregatedCarriers-r18,9792,1,-,-	
T	ENUMERATED	e	two,three,twoandthree	-
T	ENUMERATED	e	mhz20,mhz40,mhz50,mhz80,mhz100,mhz160,mhz180,mhz190,mhz200	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400,mhz600,mhz800	-
T	ENUMERATED	e	mhz80,mhz100,mhz160,mhz200,mhz240,mhz300	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz300,mhz400,mhz600,mhz800,mhz1000,mhz1200	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n0,n30,n100,n140,n200	-
T	ENUMERATED	e	pc2,pc3	-
T	ENUMERATED	e	pc2,pc3	-
T	SEQUENCE OF	L	504	1 1024 0
T	SEQUENCE OF	L	9795	1 1280 0
T	BOOLEAN	b
T	SEQUENCE	Q	0	pusch-PreparationLowPriority-r18,9797,0,-,- pusch-PreparationHighPriority-r18,9798,0,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc5	-
T	FeatureSetUplink-v1850	Q	0	pusch-DMRS8Tx-r18,9805,1,-,- additionalTime-CB-8TxPUSCH-r18,9806,1,-,- additionalTime-NonCB-8TxPUSCH-r18,9813,1,-,-	
T	ENUMERATED	e	rel15,both	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9807,1,-,- scs-30kHz-r18,9808,1,-,- scs-60kHz-r18,9809,1,-,- scs-120kHz-r18,9810,1,-,- scs-480kHz-r18,9811,1,-,- scs-960kHz-r18,9812,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4	-
T	ENUMERATED	e	sym1,sym2,sym4,sym8	-
T	ENUMERATED	e	sym2,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9814,1,-,- scs-30kHz-r18,9815,1,-,- scs-60kHz-r18,9816,1,-,- scs-120kHz-r18,9817,1,-,- scs-480kHz-r18,9818,1,-,- scs-960kHz-r18,9819,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4	-
T	ENUMERATED	e	sym1,sym2,sym4,sym8	-
T	ENUMERATED	e	sym2,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	FeatureSetUplinkPerCC	Q	0	supportedSubcarrierSpacingUL,162,0,-,- supportedBandwidthUL,9573,0,-,- channelBW-90mhz,9821,1,-,- mimo-CB-PUSCH,9822,1,-,- maxNumberMIMO-LayersNonCB-PUSCH,5775,1,-,- supportedModulationOrderUL,9577,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberMIMO-LayersCB-PUSCH,5775,1,-,- maxNumberSRS-ResourcePerSet,9823,0,-,-	
T	INTEGER	i	1 2 0
T	FeatureSetUplinkPerCC-v1540	Q	0	mimo-NonCB-PUSCH,9825,1,-,-	
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet,9826,0,-,- maxNumberSimultaneousSRS-ResourceTx,9827,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	FeatureSetUplinkPerCC-v1700	Q	0	supportedMinBandwidthUL-r17,5953,1,-,- mTRP-PUSCH-RepetitionTypeB-r17,9829,1,-,- mTRP-PUSCH-TypeB-CB-r17,9830,1,-,- supportedBandwidthUL-v1710,5953,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	FeatureSetUplinkPerCC-v1780	Q	0	supportedBandwidthUL-v1780,5953,1,-,-	
T	FeatureSetUplinkPerCC-v1800	Q	0	twoPUSCH-MultiDCI-STx2P-TwoTA-r18,9833,1,-,- pusch-CB-SingleDCI-STx2P-SDM-r18,9834,1,-,- pusch-NonCB-SingleDCI-STx2P-SDM-r18,9839,1,-,- pusch-CB-SingleDCI-STx2P-SFN-r18,9844,1,-,- pusch-NonCB-SingleDCI-STx2P-SFN-r18,9849,1,-,- twoPUSCH-CB-MultiDCI-STx2P-DG-DG-r18,9854,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-DG-DG-r18,9863,1,-,- twoPUSCH-MultiDCI-STx2P-OutOfOrder-r18,9871,1,-,- codebookParameter8TxPUSCH-r18,9872,1,-,- nonCodebook-8TxPUSCH-r18,9888,1,-,- nonCodebook-CSI-RS-SRS-r18,9892,1,-,- cgb-2CW-PUSCH-r18,9893,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9835,0,-,- maxNumberLayerPerPanel-r18,9836,0,-,- maxNumberNZP-PUSCH-PortsPerSet-r18,9837,0,-,- maxNumberSRS-AntennaPortsPerSet-r18,9838,0,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9840,0,-,- maxNumberLayerPerPanel-r18,9841,0,-,- maxNumberSimulSRS-OneResourcePerSet-r18,9842,0,-,- maxNumberSimulSRS-TwoResourcePerSet-r18,9843,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9845,0,-,- maxNumberLayerPerSet-r18,9846,0,-,- maxNumberSRS-AntennaPortsPerSet-r18,9847,0,-,- maxNumberNZP-PUSCH-PortsPerSet-r18,9848,0,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9850,0,-,- maxNumberLayerPerSet-r18,9851,0,-,- maxNumberSimulSRS-OneResourcePerSet-r18,9852,0,-,- maxNumberSimulSRS-TwoResourcePerSet-r18,9853,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9855,0,-,- maxNumberLayerOverlapping-r18,9856,0,-,- maxNumberNZP-PUSCH-Overlapping-r18,9857,0,-,- maxNumberPUSCH-PerCORESET-PerSlot-r18,9858,1,-,- maxNumberTotalLayerOverlapping-r18,9861,0,-,- maxNumberSRS-AntennaPortsPerSet-r18,9862,0,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	scs-60kHz-r18,9859,1,-,- scs-120kHz-r18,9860,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9864,0,-,- maxNumberLayerOverlapping-r18,9865,0,-,- maxNumberSimulSRS-ResourcePerSet-r18,9866,0,-,- maxNumberPUSCH-PerCORESET-PerSlot-r18,9867,1,-,- maxNumberTotalLayerOverlapping-r18,9870,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	scs-60kHz-r18,9868,1,-,- scs-120kHz-r18,9869,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	codebook-8TxBasic-r18,9873,0,-,- codebook1-8TxPUSCH-r18,9877,0,-,- codebook2-8TxPUSCH-r18,9880,1,-,- codebook3-8TxPUSCH-r18,9881,1,-,- codebook4-8TxPUSCH-r18,9882,1,-,- ul-FullPwrTransMode0-r18,9883,1,-,- ul-FullPwrTransMode1-r18,9884,1,-,- ul-FullPwrTransMode2-r18,9885,1,-,- ul-SRS-TransMode2-r18,9886,1,-,- tpmi-FullPwrCodebook2-r18,9887,1,-,-	
T	SEQUENCE	Q	0	maxNumberPUSCH-MIMO-Layer-r18,9874,0,-,- maxNumberSRS-Resource-r18,9875,0,-,- srs-8TxPorts-r18,9876,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	noTDM,both	-
T	SEQUENCE	Q	0	codebookN1N4-r18,9878,1,-,- srs-8TxPorts-r18,9879,0,-,-	
T	ENUMERATED	e	ng1n4n1,ng1n2n2,both	-
T	ENUMERATED	e	noTDM,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4	-
T	BIT STRING	B	3 3 0
T	ENUMERATED	e	first,second	-
T	SEQUENCE	Q	0	maxNumberPUSCH-MIMO-Layer-r18,9889,0,-,- maxNumberSRS-Resource-r18,9890,0,-,- maxNumberSimultaneousSRS-r18,9891,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetUplinkPerCC-v1840	Q	0	supportedBandwidthUL-v1840,9606,1,-,- supportedMinBandwidthUL-v1840,9606,1,-,-	
T	FeatureSetUplinkPerCC-v1850	Q	0	twoPUSCH-CB-MultiDCI-STx2P-AdditionalTime-r18,9896,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-AdditionalTime-r18,9901,1,-,-	
T	CHOICE	C	0	scs-60kHz-r18,9897,0,-,- scs-120kHz-r18,9898,0,-,- scs-480kHz-r18,9899,0,-,- scs-960kHz-r18,9900,0,-,-	
T	ENUMERATED	e	sym1,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	CHOICE	C	0	scs-60kHz-r18,9902,0,-,- scs-120kHz-r18,9903,0,-,- scs-480kHz-r18,9904,0,-,- scs-960kHz-r18,9905,0,-,-	
T	ENUMERATED	e	sym1,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	FeatureSets	Q	1	featureSetsDownlink,9907,1,-,- featureSetsDownlinkPerCC,9908,1,-,- featureSetsUplink,9909,1,-,- featureSetsUplinkPerCC,9910,1,-,-	gfeatureSetsDownlink-v1540,9911,1,-,- featureSetsUplink-v1540,9912,1,-,- featureSetsUplinkPerCC-v1540,9913,1,-,-;gfeatureSetsDownlink-v15a0,9914,1,-,-;gfeatureSetsDownlink-v1610,9915,1,-,- featureSetsUplink-v1610,9916,1,-,- featureSetDownlinkPerCC-v1620,9917,1,-,-;gfeatureSetsUplink-v1630,9918,1,-,-;gfeatureSetsUplink-v1640,9919,1,-,-;gfeatureSetsDownlink-v1700,9920,1,-,- featureSetsDownlinkPerCC-v1700,9921,1,-,- featureSetsUplink-v1710,9922,1,-,- featureSetsUplinkPerCC-v1700,9923,1,-,-;gfeatureSetsDownlink-v1720,9924,1,-,- featureSetsDownlinkPerCC-v1720,9925,1,-,- featureSetsUplink-v1720,9926,1,-,-;gfeatureSetsDownlink-v1730,9927,1,-,- featureSetsDownlinkPerCC-v1730,9928,1,-,-;gfeatureSetsDownlinkPerCC-v1780,9929,1,-,- featureSetsUplinkPerCC-v1780,9930,1,-,-;gfeatureSetsDownlink-v1800,9931,1,-,- featureSetsDownlinkPerCC-v1800,9932,1,-,- featureSetsUplink-v1800,9933,1,-,- featureSetsUplinkPerCC-v1800,9934,1,-,-;gfeatureSetsDownlink-v1830,9935,1,-,-;gfeatureSetsDownlinkPerCC-v1840,9936,1,-,- featureSetsUplinkPerCC-v1840,9937,1,-,-;gfeatureSetsUplink-v1850,9938,1,-,- featureSetsUplinkPerCC-v1850,9939,1,-,-;gfeatureSetsDownlink-v1860,9940,1,-,-
T	SEQUENCE OF	L	9390	1 1024 0
T	SEQUENCE OF	L	9572	1 1024 0
T	SEQUENCE OF	L	9607	1 1024 0
T	SEQUENCE OF	L	9820	1 1024 0
T	SEQUENCE OF	L	9415	1 1024 0
T	SEQUENCE OF	L	9620	1 1024 0
T	SEQUENCE OF	L	9824	1 1024 0
T	SEQUENCE OF	L	9434	1 1024 0
T	SEQUENCE OF	L	9437	1 1024 0
T	SEQUENCE OF	L	9626	1 1024 0
T	SEQUENCE OF	L	9578	1 1024 0
T	SEQUENCE OF	L	9697	1 1024 0
T	SEQUENCE OF	L	9704	1 1024 0
T	SEQUENCE OF	L	9478	1 1024 0
T	SEQUENCE OF	L	9584	1 1024 0
T	SEQUENCE OF	L	9716	1 1024 0
T	SEQUENCE OF	L	9828	1 1024 0
T	SEQUENCE OF	L	9501	1 1024 0
T	SEQUENCE OF	L	9588	1 1024 0
T	SEQUENCE OF	L	9725	1 1024 0
T	SEQUENCE OF	L	9511	1 1024 0
T	SEQUENCE OF	L	9592	1 1024 0
T	SEQUENCE OF	L	9597	1 1024 0
T	SEQUENCE OF	L	9831	1 1024 0
T	SEQUENCE OF	L	9517	1 1024 0
T	SEQUENCE OF	L	9598	1 1024 0
T	SEQUENCE OF	L	9740	1 1024 0
T	SEQUENCE OF	L	9832	1 1024 0
T	SEQUENCE OF	L	9563	1 1024 0
T	SEQUENCE OF	L	9605	1 1024 0
T	SEQUENCE OF	L	9894	1 1024 0
T	SEQUENCE OF	L	9804	1 1024 0
T	SEQUENCE OF	L	9895	1 1024 0
T	SEQUENCE OF	L	9570	1 1024 0
T	FeatureSets-v15t0	Q	0	featureSetsDownlink-v15t0,9942,1,-,-	
T	SEQUENCE OF	L	9435	1 1024 0
T	FeatureSets-v16d0	Q	0	featureSetsUplink-v16d0,9944,1,-,-	
T	SEQUENCE OF	L	9712	1 1024 0
T	FeatureSets-v16k0	Q	0	featureSetsDownlink-v16k0,9946,1,-,-	
T	SEQUENCE OF	L	9469	1 1024 0
T	FeatureSets-v17d0	Q	0	featureSetsDownlink-v17d0,9948,1,-,-	
T	SEQUENCE OF	L	9513	1 1024 0
T	FreqBandInformation	C	0	bandInformationEUTRA,9950,0,-,- bandInformationNR,9951,0,-,-	
T	FreqBandInformationEUTRA	Q	0	bandEUTRA,3534,0,-,- ca-BandwidthClassDL-EUTRA,6144,1,-,- ca-BandwidthClassUL-EUTRA,6144,1,-,-	
T	FreqBandInformationNR	Q	0	bandNR,504,0,-,- maxBandwidthRequestedDL,6079,1,-,- maxBandwidthRequestedUL,6079,1,-,- maxCarriersRequestedDL,9952,1,-,- maxCarriersRequestedUL,9953,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	FreqBandList	L	9949	1 1280 0
T	GeneralParametersMRDC-XDD-Diff	Q	1	splitSRB-WithOneUL-Path,9956,1,-,- splitDRB-withUL-Both-MCG-SCG,9957,1,-,- srb3,9958,1,-,- dummy,9959,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	GeneralParametersMRDC-v1610	Q	0	f1c-OverEUTRA-r16,9961,1,-,-	
T	ENUMERATED	e	supported	-
T	HandoverCommand	Q	0	criticalExtensions,9963,0,-,-	
T	CHOICE	C	0	c1,9964,0,-,- criticalExtensionsFuture,9972,0,-,-	
T	CHOICE	C	0	handoverCommand,9965,0,-,- spare3,9969,0,-,- spare2,9970,0,-,- spare1,9971,0,-,-	
T	HandoverCommand-IEs	Q	0	handoverCommandMessage,9966,0,-,- nonCriticalExtension,9967,1,-,-	
T	OCTET STRING	O	0 - 0
T	HandoverCommand-v1800-IEs	Q	0	candPSCellExecutionConditionInfo-r18,8866,1,-,- nonCriticalExtension,9968,1,-,-	
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	HandoverPreparationInformation	Q	0	criticalExtensions,9974,0,-,-	
T	CHOICE	C	0	c1,9975,0,-,- criticalExtensionsFuture,9984,0,-,-	
T	CHOICE	C	0	handoverPreparationInformation,9976,0,-,- spare3,9981,0,-,- spare2,9982,0,-,- spare1,9983,0,-,-	
T	HandoverPreparationInformation-IEs	Q	0	ue-CapabilityRAT-List,8616,0,-,- sourceConfig,6,1,-,- rrm-Config,9977,1,-,- as-Context,5738,1,-,- nonCriticalExtension,9980,1,-,-	
T	RRM-Config	Q	1	ue-InactiveTime,9978,1,-,- candidateCellInfoList,8519,1,-,-	gcandidateCellInfoListSN-EUTRA,9979,1,-,-
T	ENUMERATED	e	s1,s2,s3,s5,s7,s10,s15,s20,s25,s30,s40,s50,min1,min1s20,min1s40,min2,min2s30,min3,min3s30,min4,min5,min6,min7,min8,min9,min10,min12,min14,min17,min20,min24,min28,min33,min38,min44,min50,hr1,hr1min30,hr2,hr2min30,hr3,hr3min30,hr4,hr5,hr6,hr8,hr10,hr13,hr16,hr20,day1,day1hr12,day2,day2hr12,day3,day4,day5,day7,day10,day14,day19,day24,day30,dayMoreThan30	-
T	MeasResultServFreqListEUTRA-SCG	L	9379	1 32 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	HighSpeedParameters-r16	Q	0	measurementEnhancement-r16,9986,1,-,- demodulationEnhancement-r16,9987,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	HighSpeedParameters-v1650	C	0	intraNR-MeasurementEnhancement-r16,9989,0,-,- interRAT-MeasurementEnhancement-r16,9990,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	HighSpeedParameters-v1700	Q	0	measurementEnhancementCA-r17,9992,1,-,- measurementEnhancementInterFreq-r17,9993,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	IAB-IP-AddressAndTraffic-r16	Q	0	all-Traffic-IAB-IP-Address-r16,9995,1,-,- f1-C-Traffic-IP-Address-r16,9996,1,-,- f1-U-Traffic-IP-Address-r16,9997,1,-,- non-F1-Traffic-IP-Address-r16,9998,1,-,-	
T	SEQUENCE OF	L	4720	1 8 0
T	SEQUENCE OF	L	4720	1 8 0
T	SEQUENCE OF	L	4720	1 8 0
T	SEQUENCE OF	L	4720	1 8 0
T	IAB-IP-AddressNumReq-r16	Q	1	all-Traffic-NumReq-r16,10000,1,-,- f1-C-Traffic-NumReq-r16,10001,1,-,- f1-U-Traffic-NumReq-r16,10002,1,-,- non-F1-Traffic-NumReq-r16,10003,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	IAB-IP-AddressPrefixReq-r16	Q	1	all-Traffic-PrefixReq-r16,10005,1,-,- f1-C-Traffic-PrefixReq-r16,10006,1,-,- f1-U-Traffic-PrefixReq-r16,10007,1,-,- non-F1-Traffic-PrefixReq-r16,10008,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	IAB-IP-PrefixAndTraffic-r16	Q	0	all-Traffic-IAB-IP-Address-r16,4720,1,-,- f1-C-Traffic-IP-Address-r16,4720,1,-,- f1-U-Traffic-IP-Address-r16,4720,1,-,- non-F1-Traffic-IP-Address-r16,4720,1,-,-	
T	IABOtherInformation-r16	Q	0	dummy,9,0,-,- criticalExtensions,10011,0,-,-	
T	CHOICE	C	0	iabOtherInformation-r16,10012,0,-,- criticalExtensionsFuture,10020,0,-,-	
T	IABOtherInformation-r16-IEs	Q	0	ip-InfoType-r16,10013,0,-,- lateNonCriticalExtension,10018,1,-,- nonCriticalExtension,10019,1,-,-	
T	CHOICE	C	1	iab-IP-Request-r16,10014,0,-,- iab-IP-Report-r16,10016,0,-,-	
T	SEQUENCE	Q	0	iab-IPv4-AddressNumReq-r16,9999,1,-,- iab-IPv6-AddressReq-r16,10015,1,-,-	
T	CHOICE	C	1	iab-IPv6-AddressNumReq-r16,9999,0,-,- iab-IPv6-AddressPrefixReq-r16,10004,0,-,-	
T	SEQUENCE	Q	0	iab-IPv4-AddressReport-r16,9994,1,-,- iab-IPv6-Report-r16,10017,1,-,-	
T	CHOICE	C	1	iab-IPv6-AddressReport-r16,9994,0,-,- iab-IPv6-PrefixReport-r16,10009,0,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	IMS-Parameters	Q	1	ims-ParametersCommon,10022,1,-,- ims-ParametersFRX-Diff,10026,1,-,-	
T	IMS-ParametersCommon	Q	1	voiceOverEUTRA-5GC,10023,1,-,-	gvoiceOverSCG-BearerEUTRA-5GC,10024,1,-,-;gvoiceFallbackIndicationEPS-r16,10025,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	IMS-ParametersFRX-Diff	Q	1	voiceOverNR,10027,1,-,-	
T	ENUMERATED	e	supported	-
T	IMS-Parameters-v1700	Q	0	ims-ParametersFR2-2-r17,10029,1,-,-	
T	IMS-ParametersFR2-2-r17	Q	1	voiceOverNR-r17,10030,1,-,-	
T	ENUMERATED	e	supported	-
T	IndirectPathFailureInformation-r18	Q	0	criticalExtensions,10032,0,-,-	
T	CHOICE	C	0	indirectPathFailureInformation-r18,10033,0,-,- criticalExtensionsFuture,10036,0,-,-	
T	IndirectPathFailureInformation-r18-IEs	Q	0	failureReportIndirectPath-r18,9340,1,-,- lateNonCriticalExtension,10034,1,-,- nonCriticalExtension,10035,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	InitialUE-Identity	C	0	ng-5G-S-TMSI-Part1,10038,0,-,- randomValue,10039,0,-,-	
T	BIT STRING	B	39 39 0
T	BIT STRING	B	39 39 0
T	InterRAT-Parameters	Q	1	eutra,9312,1,-,-	gutra-FDD-r16,10041,1,-,-
T	UTRA-FDD-Parameters-r16	Q	1	supportedBandListUTRA-FDD-r16,10042,0,-,-	
T	SEQUENCE OF	L	10043	1 64 0
T	SupportedBandUTRA-FDD-r16	e	bandI,bandII,bandIII,bandIV,bandV,bandVI,bandVII,bandVIII,bandIX,bandX,bandXI,bandXII,bandXIII,bandXIV,bandXV,bandXVI,bandXVII,bandXVIII,bandXIX,bandXX,bandXXI,bandXXII,bandXXIII,bandXXIV,bandXXV,bandXXVI,bandXXVII,bandXXVIII,bandXXIX,bandXXX,bandXXXI,bandXXXII	-
T	LocationMeasurementIndication	Q	0	criticalExtensions,10045,0,-,-	
T	CHOICE	C	0	locationMeasurementIndication,10046,0,-,- criticalExtensionsFuture,10061,0,-,-	
T	LocationMeasurementIndication-IEs	Q	0	measurementIndication,10047,0,-,- lateNonCriticalExtension,10059,1,-,- nonCriticalExtension,10060,1,-,-	
T	SetupRelease	C	0	release,10048,0,-,- setup,10049,0,-,-	
T	NULL	n
T	LocationMeasurementInfo	C	1	eutra-RSTD,9325,0,-,-	eutra-FineTimingDetection,10050,0,-,- nr-PRS-Measurement-r16,10051,0,-,-
T	NULL	n
T	NR-PRS-MeasurementInfoList-r16	L	10052	1 4 0
T	NR-PRS-MeasurementInfo-r16	Q	1	dl-PRS-PointA-r16,4,0,-,- nr-MeasPRS-RepetitionAndOffset-r16,10053,0,-,- nr-MeasPRS-length-r16,10058,0,-,-	
T	CHOICE	C	1	ms20-r16,10054,0,-,- ms40-r16,10055,0,-,- ms80-r16,10056,0,-,- ms160-r16,10057,0,-,-	
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms1dot5,ms3,ms3dot5,ms4,ms5dot5,ms6,ms10,ms20	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	LogMeasInfo-r16	Q	1	locationInfo-r16,8629,1,-,- relativeTimeStamp-r16,10063,0,-,- servCellIdentity-r16,5541,1,-,- measResultServingCell-r16,10064,1,-,- measResultNeighCells-r16,10067,0,-,- anyCellSelectionDetected-r16,10073,1,-,-	ginDeviceCoexDetected-r17,10074,1,-,-
T	INTEGER	i	0 7200 0
T	MeasResultServingCell-r16	Q	0	resultsSSB-Cell,8524,0,-,- resultsSSB,10065,1,-,-	
T	SEQUENCE	Q	0	best-ssb-Index,1015,0,-,- best-ssb-Results,8524,0,-,- numberOfGoodSSB,10066,0,-,-	
T	INTEGER	i	1 64 0
T	SEQUENCE	Q	0	measResultNeighCellListNR,10068,1,-,- measResultNeighCellListEUTRA,8916,1,-,-	
T	MeasResultListLogging2NR-r16	L	10069	1 8 0
T	MeasResultLogging2NR-r16	Q	0	carrierFreq-r16,4,0,-,- measResultListLoggingNR-r16,10070,0,-,-	
T	MeasResultListLoggingNR-r16	L	10071	1 8 0
T	MeasResultLoggingNR-r16	Q	0	physCellId-r16,500,0,-,- resultsSSB-Cell-r16,8524,0,-,- numberOfGoodSSB-r16,10072,1,-,-	
T	INTEGER	i	1 64 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	LogMeasInfoList-r16	L	10062	1 520 0
T	LogMeasReport-r16	Q	1	absoluteTimeStamp-r16,6054,0,-,- traceReference-r16,9224,0,-,- traceRecordingSessionRef-r16,10077,0,-,- tce-Id-r16,10078,0,-,- logMeasInfoList-r16,10075,0,-,- logMeasAvailable-r16,10079,1,-,- logMeasAvailableBT-r16,10080,1,-,- logMeasAvailableWLAN-r16,10081,1,-,-	
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	1 1 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	MAC-Parameters	Q	0	mac-ParametersCommon,10083,1,-,- mac-ParametersXDD-Diff,10121,1,-,-	
T	MAC-ParametersCommon	Q	1	lcp-Restriction,10084,1,-,- dummy,10085,1,-,- lch-ToSCellRestriction,10086,1,-,-	grecommendedBitRate,10087,1,-,- recommendedBitRateQuery,10088,1,-,-;grecommendedBitRateMultiplier-r16,10089,1,-,- preEmptiveBSR-r16,10090,1,-,- autonomousTransmission-r16,10091,1,-,- lch-PriorityBasedPrioritization-r16,10092,1,-,- lch-ToConfiguredGrantMapping-r16,10093,1,-,- lch-ToGrantPriorityRestriction-r16,10094,1,-,- singlePHR-P-r16,10095,1,-,- ul-LBT-FailureDetectionRecovery-r16,10096,1,-,- tdd-MPE-P-MPR-Reporting-r16,10097,1,-,- lcid-ExtensionIAB-r16,10098,1,-,-;gspCell-BFR-CBRA-r16,10099,1,-,-;gsrs-ResourceId-Ext-r16,10100,1,-,-;genhancedUuDRX-forSidelink-r17,10101,1,-,- mg-ActivationRequestPRS-Meas-r17,10102,1,-,- mg-ActivationCommPRS-Meas-r17,10103,1,-,- intraCG-Prioritization-r17,10104,1,-,- jointPrioritizationCG-Retx-Timer-r17,10105,1,-,- survivalTime-r17,10106,1,-,- lcg-ExtensionIAB-r17,10107,1,-,- harq-FeedbackDisabled-r17,10108,1,-,- uplink-Harq-ModeB-r17,10109,1,-,- sr-TriggeredBy-TA-Report-r17,10110,1,-,- extendedDRX-CycleInactive-r17,10111,1,-,- simultaneousSR-PUSCH-DiffPUCCH-groups-r17,10112,1,-,- lastTransmissionUL-r17,10113,1,-,-;gharq-RTT-TimerDL-ForNTN-MulticastMBS-r17,10114,1,-,-;gsr-TriggeredByTA-ReportATG-r18,10115,1,-,- extendedDRX-CycleInactive-r18,10116,1,-,- additionalBS-Table-r18,10117,1,-,- delayStatusReport-r18,10118,1,-,- cg-RetransmissionMonitoringDisabling-r18,10119,1,-,- non-IntegerDRX-r18,10120,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MAC-ParametersXDD-Diff	Q	1	skipUplinkTxDynamic,10122,1,-,- logicalChannelSR-DelayTimer,10123,1,-,- longDRX-Cycle,10124,1,-,- shortDRX-Cycle,10125,1,-,- multipleSR-Configurations,10126,1,-,- multipleConfiguredGrants,10127,1,-,-	gsecondaryDRX-Group-r16,10128,1,-,-;genhancedSkipUplinkTxDynamic-r16,10129,1,-,- enhancedSkipUplinkTxConfigured-r16,10130,1,-,-;gdummy1,10131,1,-,- dummy2,10132,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MAC-Parameters-v1610	Q	0	mac-ParametersFRX-Diff-r16,10134,1,-,-	
T	MAC-ParametersFRX-Diff-r16	Q	1	directMCG-SCellActivation-r16,10135,1,-,- directMCG-SCellActivationResume-r16,10136,1,-,- directSCG-SCellActivation-r16,10137,1,-,- directSCG-SCellActivationResume-r16,10138,1,-,- drx-Adaptation-r16,10139,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r16,10140,1,-,- sharedSpectrumChAccess-r16,10140,1,-,-	
T	MinTimeGap-r16	Q	0	scs-15kHz-r16,10141,1,-,- scs-30kHz-r16,10142,1,-,- scs-60kHz-r16,10143,1,-,- scs-120kHz-r16,10144,1,-,-	
T	ENUMERATED	e	sl1,sl3	-
T	ENUMERATED	e	sl1,sl6	-
T	ENUMERATED	e	sl1,sl12	-
T	ENUMERATED	e	sl2,sl24	-
T	MAC-Parameters-v1700	Q	0	mac-ParametersFR2-2-r17,10146,1,-,-	
T	MAC-ParametersFR2-2-r17	Q	1	directMCG-SCellActivation-r17,10147,1,-,- directMCG-SCellActivationResume-r17,10148,1,-,- directSCG-SCellActivation-r17,10149,1,-,- directSCG-SCellActivationResume-r17,10150,1,-,- drx-Adaptation-r17,10151,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r17,10152,1,-,- sharedSpectrumChAccess-r17,10152,1,-,-	
T	MinTimeGapFR2-2-r17	Q	0	scs-120kHz-r17,10153,1,-,- scs-480kHz-r17,10154,1,-,- scs-960kHz-r17,10155,1,-,-	
T	ENUMERATED	e	sl2,sl24	-
T	ENUMERATED	e	sl8,sl96	-
T	ENUMERATED	e	sl16,sl192	-
T	MAC-Parameters-v17b0	Q	0	mTRP-PUSCH-PHR-Type1-Reporting-r17,10157,1,-,-	
T	ENUMERATED	e	supported	-
T	MAC-Parameters-v17c0	Q	0	directSCellActivationWithTCI-r17,10159,1,-,-	
T	ENUMERATED	e	supported	-
T	MAC-ParametersSidelink-r16	Q	1	mac-ParametersSidelinkCommon-r16,10161,1,-,- mac-ParametersSidelinkXDD-Diff-r16,10166,1,-,-	
T	MAC-ParametersSidelinkCommon-r16	Q	1	lcp-RestrictionSidelink-r16,10162,1,-,- multipleConfiguredGrantsSidelink-r16,10163,1,-,-	gdrx-OnSidelink-r17,10164,1,-,-;gsl-LBT-FailureDectectionRecovery-r18,10165,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MAC-ParametersSidelinkXDD-Diff-r16	Q	1	multipleSR-ConfigurationsSidelink-r16,10167,1,-,- logicalChannelSR-DelayTimerSidelink-r16,10168,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MBS-Parameters-r17	Q	0	maxMRB-Add-r17,10170,1,-,-	
T	INTEGER	i	1 16 0
T	MBS-SessionInfo-r17	Q	0	mbs-SessionId-r17,117,0,-,- g-RNTI-r17,1,0,-,- mrb-ListBroadcast-r17,10172,0,-,- mtch-SchedulingInfo-r17,9057,1,-,- mtch-NeighbourCell-r17,10187,1,-,- pdsch-ConfigIndex-r17,9059,1,-,- mtch-SSB-MappingWindowIndex-r17,9060,1,-,-	
T	MRB-ListBroadcast-r17	L	10173	1 4 0
T	MRB-InfoBroadcast-r17	Q	1	pdcp-Config-r17,10174,0,-,- rlc-Config-r17,10185,0,-,-	
T	MRB-PDCP-ConfigBroadcast-r17	Q	0	pdcp-SN-SizeDL-r17,10175,1,-,- headerCompression-r17,10176,0,-,- t-Reordering-r17,10184,1,-,-	
T	ENUMERATED	e	len12bits	-
T	CHOICE	C	0	notUsed,10177,0,-,- rohc,10178,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	maxCID-r17,10179,1,i15,- profiles-r17,10180,0,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	profile0x0000-r17,10181,0,-,- profile0x0001-r17,10182,0,-,- profile0x0002-r17,10183,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	ms1,ms10,ms40,ms160,ms500,ms1000,ms1250,ms2750	-
T	MRB-RLC-ConfigBroadcast-r17	Q	0	logicalChannelIdentity-r17,49,0,-,- sn-FieldLength-r17,10186,1,-,- t-Reassembly-r17,146,1,-,-	
T	ENUMERATED	e	size6	-
T	BIT STRING	B	8 8 0
T	MBS-SessionInfoList-r17	L	10171	1 1024 0
T	MBSBroadcastConfiguration-r17	Q	0	criticalExtensions,10190,0,-,-	
T	CHOICE	C	0	mbsBroadcastConfiguration-r17,10191,0,-,- criticalExtensionsFuture,10195,0,-,-	
T	MBSBroadcastConfiguration-r17-IEs	Q	0	mbs-SessionInfoList-r17,10188,1,-,- mbs-NeighbourCellList-r17,9064,1,-,- drx-ConfigPTM-List-r17,10192,1,-,- pdsch-ConfigMTCH-r17,3712,1,-,- mtch-SSB-MappingWindowList-r17,9067,1,-,- lateNonCriticalExtension,10193,1,-,- nonCriticalExtension,10194,1,-,-	
T	SEQUENCE OF	L	307	1 64 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MCCH-Message-r17	Q	0	message,10197,0,-,-	
T	MCCH-MessageType-r17	C	0	c1,10198,0,-,- messageClassExtension,10200,0,-,-	
T	CHOICE	C	0	mbsBroadcastConfiguration-r17,10189,0,-,- spare1,10199,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0		
T	MCGFailureInformation-r16	Q	0	criticalExtensions,10202,0,-,-	
T	CHOICE	C	0	mcgFailureInformation-r16,10203,0,-,- criticalExtensionsFuture,10206,0,-,-	
T	MCGFailureInformation-r16-IEs	Q	0	failureReportMCG-r16,9345,1,-,- lateNonCriticalExtension,10204,1,-,- nonCriticalExtension,10205,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MeasAndMobParameters	Q	0	measAndMobParametersCommon,10208,1,-,- measAndMobParametersXDD-Diff,10312,1,-,- measAndMobParametersFRX-Diff,10321,1,-,-	
T	MeasAndMobParametersCommon	Q	1	supportedGapPattern,10209,1,-,- ssb-RLM,10210,1,-,- ssb-AndCSI-RS-RLM,10211,1,-,-	geventB-MeasAndReport,10212,1,-,- handoverFDD-TDD,10213,1,-,- eutra-CGI-Reporting,10214,1,-,- nr-CGI-Reporting,10215,1,-,-;gindependentGapConfig,10216,1,-,- periodicEUTRA-MeasAndReport,10217,1,-,- handoverFR1-FR2,10218,1,-,- maxNumberCSI-RS-RRM-RS-SINR,10219,1,-,-;gnr-CGI-Reporting-ENDC,10220,1,-,-;geutra-CGI-Reporting-NEDC,10221,1,-,- eutra-CGI-Reporting-NRDC,10222,1,-,- nr-CGI-Reporting-NEDC,10223,1,-,- nr-CGI-Reporting-NRDC,10224,1,-,-;greportAddNeighMeasForPeriodic-r16,10225,1,-,- condHandoverParametersCommon-r16,10226,1,-,- nr-NeedForGap-Reporting-r16,10229,1,-,- supportedGapPattern-NRonly-r16,10230,1,-,- supportedGapPattern-NRonly-NEDC-r16,10231,1,-,- maxNumberCLI-RSSI-r16,10232,1,-,- maxNumberCLI-SRS-RSRP-r16,10233,1,-,- maxNumberPerSlotCLI-SRS-RSRP-r16,10234,1,-,- mfbi-IAB-r16,10235,1,-,- dummy,10236,1,-,- nr-CGI-Reporting-NPN-r16,10237,1,-,- idleInactiveEUTRA-MeasReport-r16,10238,1,-,- idleInactive-ValidityArea-r16,10239,1,-,- eutra-AutonomousGaps-r16,10240,1,-,- eutra-AutonomousGaps-NEDC-r16,10241,1,-,- eutra-AutonomousGaps-NRDC-r16,10242,1,-,- pcellT312-r16,10243,1,-,- supportedGapPattern-r16,10244,1,-,-;gconcurrentMeasGap-r17,10245,1,-,- nr-NeedForGapNCSG-Reporting-r17,10248,1,-,- eutra-NeedForGapNCSG-Reporting-r17,10249,1,-,- ncsg-MeasGapPerFR-r17,10250,1,-,- ncsg-MeasGapPatterns-r17,10251,1,-,- ncsg-MeasGapNR-Patterns-r17,10252,1,-,- preconfiguredUE-AutonomousMeasGap-r17,10253,1,-,- preconfiguredNW-ControlledMeasGap-r17,10254,1,-,- handoverFR1-FR2-2-r17,10255,1,-,- handoverFR2-1-FR2-2-r17,10256,1,-,- independentGapConfigPRS-r17,10257,1,-,- rrm-RelaxationRRC-ConnectedRedCap-r17,10258,1,-,- parallelMeasurementGap-r17,10259,1,-,- condHandoverWithSCG-NRDC-r17,10260,1,-,- gNB-ID-LengthReporting-r17,10261,1,-,- gNB-ID-LengthReporting-ENDC-r17,10262,1,-,- gNB-ID-LengthReporting-NEDC-r17,10263,1,-,- gNB-ID-LengthReporting-NRDC-r17,10264,1,-,- gNB-ID-LengthReporting-NPN-r17,10265,1,-,-;gparallelSMTC-r17,10266,1,-,- concurrentMeasGapEUTRA-r17,10267,1,-,- serviceLinkPropDelayDiffReporting-r17,10268,1,-,- ncsg-SymbolLevelScheduleRestrictionInter-r17,10269,1,-,-;geventD1-MeasReportTrigger-r17,10270,1,-,- independentGapConfig-maxCC-r17,10271,1,-,-;ginterSatMeas-r17,10275,1,-,- deriveSSB-IndexFromCellInterNon-NCSG-r17,10276,1,-,-;gl3-MeasUnknownSCellActivation-r18,10277,1,-,- shortMeasInterval-r18,10278,1,-,- nr-NeedForInterruptionReport-r18,10279,1,-,- measSequenceConfig-r18,10280,1,-,- cellIndividualOffsetPerMeasEvent-r18,10281,1,-,- eventD2-MeasReportTrigger-r18,10282,1,-,- concurrentMeasGapsPreMG-r18,10283,1,-,- dynamicCollision-r18,10284,1,-,- concurrentMeasGapsNCSG-r18,10285,1,-,- eutra-NoGapMeasurementOutsideBWP-r18,10286,1,-,- eutra-NoGapMeasurementInsideBWP-r18,10287,1,-,- eutra-MeasEMW-r18,10288,1,-,- concurrentMeasCRS-InsideBWP-EUTRA-r18,10289,1,-,- ltm-InterFreqMeasGap-r18,10290,1,-,- dummy-ltm-FastUE-Processing-r18,10291,1,-,- rach-LessHandoverInterFreq-r18,10295,1,-,- enterAndLeaveCellReport-r18,10296,1,-,- bestCellChangeReport-r18,10297,1,-,- secondBestCellChangeReport-r18,10298,1,-,-;gltm-InterFreq-r18,10299,1,-,- ltm-MCG-NRDC-r18,10300,1,-,- ltm-RACH-LessDG-r18,10301,1,-,- ltm-RACH-LessCG-r18,10302,1,-,- ltm-Recovery-r18,10303,1,-,- ltm-ReferenceConfig-r18,10304,1,-,- ltm-MCG-NRDC-Release-r18,10305,1,-,- ltm-FastUE-Processing-r18,10306,1,-,- ntn-NeighbourCellInfoSupport-r18,10310,1,-,-;gltm-interFreqL1-OnlyInBC-r18,10311,1,-,-
T	BIT STRING	B	22 22 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4,n8,n16,n32,n64,n96	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	condHandoverFDD-TDD-r16,10227,1,-,- condHandoverFR1-FR2-r16,10228,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	10 10 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n8,n16,n32,n64	-
T	ENUMERATED	e	n4,n8,n16,n32	-
T	ENUMERATED	e	n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	2 2 0
T	CHOICE	C	0	concurrentPerUE-OnlyMeasGap-r17,10246,0,-,- concurrentPerUE-PerFRCombMeasGap-r17,10247,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	24 24 0
T	BIT STRING	B	24 24 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	fr1-Only-r17,10272,1,-,- fr2-Only-r17,10273,1,-,- fr1-AndFR2-r17,10274,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	6 6 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	fr1-r18,10292,0,-,- fr2-r18,10293,0,-,- fr1-AndFR2-r18,10294,0,-,-	
T	ENUMERATED	e	ms10,ms15	-
T	ENUMERATED	e	ms10,ms15	-
T	ENUMERATED	e	ms20,ms30	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	fr1-r18,10307,1,-,- fr2-r18,10308,1,-,- fr1-AndFR2-r18,10309,1,-,-	
T	ENUMERATED	e	ms10,ms15	-
T	ENUMERATED	e	ms10,ms15	-
T	ENUMERATED	e	ms20,ms30	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersXDD-Diff	Q	1	intraAndInterF-MeasAndReport,10313,1,-,- eventA-MeasAndReport,10314,1,-,-	ghandoverInterF,10315,1,-,- handoverLTE-EPC,10316,1,-,- handoverLTE-5GC,10317,1,-,-;gsftd-MeasNR-Neigh,10318,1,-,- sftd-MeasNR-Neigh-DRX,10319,1,-,-;gdummy,10320,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersFRX-Diff	Q	1	ss-SINR-Meas,10322,1,-,- csi-RSRP-AndRSRQ-MeasWithSSB,10323,1,-,- csi-RSRP-AndRSRQ-MeasWithoutSSB,10324,1,-,- csi-SINR-Meas,10325,1,-,- csi-RS-RLM,10326,1,-,-	ghandoverInterF,10327,1,-,- handoverLTE-EPC,10328,1,-,- handoverLTE-5GC,10329,1,-,-;gmaxNumberResource-CSI-RS-RLM,10330,1,-,-;gsimultaneousRxDataSSB-DiffNumerology,10331,1,-,-;gnr-AutonomousGaps-r16,10332,1,-,- nr-AutonomousGaps-ENDC-r16,10333,1,-,- nr-AutonomousGaps-NEDC-r16,10334,1,-,- nr-AutonomousGaps-NRDC-r16,10335,1,-,- dummy,10336,1,-,- cli-RSSI-Meas-r16,10337,1,-,- cli-SRS-RSRP-Meas-r16,10338,1,-,- interFrequencyMeas-NoGap-r16,10339,1,-,- simultaneousRxDataSSB-DiffNumerology-Inter-r16,10340,1,-,- idleInactiveNR-MeasReport-r16,10341,1,-,- idleInactiveNR-MeasBeamReport-r16,10342,1,-,-;gincreasedNumberofCSIRSPerMO-r16,10343,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4,n6,n8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParameters-v15t0	Q	0	measAndMobParametersCommon-v15t0,10345,1,-,-	
T	MeasAndMobParametersCommon-v15t0	Q	0	intraF-NeighMeasForSCellWithoutSSB,10346,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParameters-v1700	Q	0	measAndMobParametersFR2-2-r17,10348,1,-,-	
T	MeasAndMobParametersFR2-2-r17	Q	1	handoverInterF-r17,10349,1,-,- handoverLTE-EPC-r17,10350,1,-,- handoverLTE-5GC-r17,10351,1,-,- idleInactiveNR-MeasReport-r17,10352,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC	Q	0	measAndMobParametersMRDC-Common,10354,1,-,- measAndMobParametersMRDC-XDD-Diff,10356,1,-,- measAndMobParametersMRDC-FRX-Diff,10359,1,-,-	
T	MeasAndMobParametersMRDC-Common	Q	0	independentGapConfig,10355,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-XDD-Diff	Q	0	sftd-MeasPSCell,10357,1,-,- sftd-MeasNR-Cell,10358,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-FRX-Diff	Q	0	simultaneousRxDataSSB-DiffNumerology,10360,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-Common-v1610	Q	0	condPSCellChangeParametersCommon-r16,10362,1,-,- pscellT312-r16,10365,1,-,-	
T	SEQUENCE	Q	0	condPSCellChangeFDD-TDD-r16,10363,1,-,- condPSCellChangeFR1-FR2-r16,10364,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-Common-v1700	Q	0	condPSCellChangeParameters-r17,10367,1,-,- condHandoverWithSCG-ENDC-r17,10378,1,-,- condHandoverWithSCG-NEDC-r17,10379,1,-,-	
T	SEQUENCE	Q	0	inter-SN-condPSCellChangeFDD-TDD-NRDC-r17,10368,1,-,- inter-SN-condPSCellChangeFR1-FR2-NRDC-r17,10369,1,-,- inter-SN-condPSCellChangeFDD-TDD-ENDC-r17,10370,1,-,- inter-SN-condPSCellChangeFR1-FR2-ENDC-r17,10371,1,-,- mn-InitiatedCondPSCellChange-FR1FDD-ENDC-r17,10372,1,-,- mn-InitiatedCondPSCellChange-FR1TDD-ENDC-r17,10373,1,-,- mn-InitiatedCondPSCellChange-FR2TDD-ENDC-r17,10374,1,-,- sn-InitiatedCondPSCellChange-FR1FDD-ENDC-r17,10375,1,-,- sn-InitiatedCondPSCellChange-FR1TDD-ENDC-r17,10376,1,-,- sn-InitiatedCondPSCellChange-FR2TDD-ENDC-r17,10377,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-Common-v1730	Q	0	independentGapConfig-maxCC-r17,10381,0,-,-	
T	SEQUENCE	Q	0	fr1-Only-r17,10382,1,-,- fr2-Only-r17,10383,1,-,- fr1-AndFR2-r17,10384,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	MeasAndMobParametersMRDC-Common-v1810	Q	0	mn-ConfiguredMN-TriggerSCPAC-r18,10386,1,-,- mn-ConfiguredSN-TriggerSCPAC-r18,10387,1,-,- sn-ConfiguredSCPAC-r18,10388,1,-,- mn-ConfiguredMN-TriggerSCPAC-afterSCG-release-r18,10389,1,-,- mn-ConfiguredReferenceConfigSCPAC-r18,10390,1,-,- sn-ConfiguredReferenceConfigSCPAC-r18,10391,1,-,- condHandoverWithCandSCG-Addition-r18,10392,1,-,- condHandoverWithCandSCG-FR1-FR2-Change-r18,10393,1,-,- condHandoverWithCandSCG-FDD-TDD-Change-r18,10394,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-XDD-Diff-v1560	Q	0	sftd-MeasPSCell-NEDC,10396,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-v1560	Q	0	measAndMobParametersMRDC-XDD-Diff-v1560,10395,1,-,-	
T	MeasAndMobParametersMRDC-v1610	Q	0	measAndMobParametersMRDC-Common-v1610,10361,1,-,- interNR-MeasEUTRA-IAB-r16,10399,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-v1700	Q	0	measAndMobParametersMRDC-Common-v1700,10366,1,-,-	
T	MeasAndMobParametersMRDC-v1730	Q	0	measAndMobParametersMRDC-Common-v1730,10380,1,-,-	
T	MeasAndMobParametersMRDC-v1810	Q	0	measAndMobParametersMRDC-Common-v1810,10385,1,-,-	
T	MeasReportAppLayer-r17	Q	0	measConfigAppLayerId-r17,5518,0,-,- measReportAppLayerContainer-r17,10404,1,-,- appLayerSessionStatus-r17,10405,1,-,- ran-VisibleMeasurements-r17,10406,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	start,stop	-
T	RAN-VisibleMeasurements-r17	Q	1	appLayerBufferLevelList-r17,10407,1,-,- playoutDelayForMediaStartup-r17,10408,1,-,- pdu-SessionIdList-r17,10409,1,-,-	gpdu-SessionIdListExt-v1800,10410,1,-,-
T	SEQUENCE OF	L	6081	1 8 0
T	INTEGER	i	0 30000 0
T	SEQUENCE OF	L	97	1 256 0
T	SEQUENCE OF	L	10411	1 256 0
T	QFI-List-r18	L	102	1 64 0
T	MeasReportAppLayer-v1800	Q	1	appLayerIdleInactiveConfig-r18,5534,1,-,- measReportAppLayerContainerList-r18,10413,1,-,-	
T	SEQUENCE OF	L	10414	1 16 0
T	OCTET STRING	O	0 - 0
T	MeasResultCBR-DedicatedSL-PRS-r18	Q	1	sl-PRS-ResourcePoolID-r18,5154,0,-,- sL-CBR-ResultsDedicatedSL-PRS-RP-r18,4337,0,-,-	
T	MeasResultCBR-NR-r16	Q	1	sl-poolReportIdentity-r16,4071,0,-,- sl-CBR-ResultsNR-r16,4337,0,-,-	
T	MeasResultCLI-RSSI-r16	Q	0	rssi-ResourceId-r16,4082,0,-,- cli-RSSI-Result-r16,4276,0,-,-	
T	MeasResultCLI-r16	Q	0	measResultListSRS-RSRP-r16,10419,1,-,- measResultListCLI-RSSI-r16,10421,1,-,-	
T	MeasResultListSRS-RSRP-r16	L	10420	1 8 0
T	MeasResultSRS-RSRP-r16	Q	0	srs-ResourceId-r16,1568,0,-,- srs-RSRP-Result-r16,4275,0,-,-	
T	MeasResultListCLI-RSSI-r16	L	10417	1 8 0
T	MeasResultForRSSI-r16	Q	0	rssi-Result-r16,4122,0,-,- channelOccupancy-r16,10423,0,-,-	
T	INTEGER	i	0 100 0
T	MeasResultIdleEUTRA-r16	Q	1	measResultsPerCarrierListIdleEUTRA-r16,10425,0,-,-	
T	SEQUENCE OF	L	10426	1 8 0
T	MeasResultsPerCarrierIdleEUTRA-r16	Q	1	carrierFreqEUTRA-r16,3,0,-,- measResultsPerCellListIdleEUTRA-r16,10427,0,-,-	
T	SEQUENCE OF	L	10428	1 8 0
T	MeasResultsPerCellIdleEUTRA-r16	Q	1	eutra-PhysCellId-r16,3271,0,-,- measIdleResultEUTRA-r16,10429,0,-,-	
T	SEQUENCE	Q	0	rsrp-ResultEUTRA-r16,3629,1,-,- rsrq-ResultEUTRA-r16,3630,1,-,-	
T	MeasResultIdleNR-r16	Q	1	measResultServingCell-r16,10431,0,-,- measResultsPerCarrierListIdleNR-r16,10435,1,-,-	
T	SEQUENCE	Q	0	rsrp-Result-r16,743,1,-,- rsrq-Result-r16,3398,1,-,- resultsSSB-Indexes-r16,10432,1,-,-	
T	ResultsPerSSB-IndexList-r16	L	10433	1 32 0
T	ResultsPerSSB-IndexIdle-r16	Q	0	ssb-Index-r16,1015,0,-,- ssb-Results-r16,10434,1,-,-	
T	SEQUENCE	Q	0	ssb-RSRP-Result-r16,743,1,-,- ssb-RSRQ-Result-r16,3398,1,-,-	
T	SEQUENCE OF	L	10436	1 8 0
T	MeasResultsPerCarrierIdleNR-r16	Q	1	carrierFreq-r16,4,0,-,- measResultsPerCellListIdleNR-r16,10437,0,-,-	
T	SEQUENCE OF	L	10438	1 8 0
T	MeasResultsPerCellIdleNR-r16	Q	1	physCellId-r16,500,0,-,- measIdleResultNR-r16,10439,0,-,-	gvalidityStatus-r18,3635,1,-,-
T	SEQUENCE	Q	0	rsrp-Result-r16,743,1,-,- rsrq-Result-r16,3398,1,-,- resultsSSB-Indexes-r16,10432,1,-,-	
T	MeasResultNR-SL-r16	Q	1	measResultListCBR-NR-r16,10441,0,-,-	
T	SEQUENCE OF	L	10416	1 8 0
T	MeasResultNR-SL-r18	Q	1	measResultListCBR-DedicatedSL-PRS-r18,10443,0,-,-	
T	SEQUENCE OF	L	10415	1 8 0
T	MeasResultNeighFreqListRSSI-r18	L	10445	1 8 0
T	MeasResultNeighFreqRSSI-r18	Q	0	ssbFrequency-r18,4,1,-,- ssbSubcarrierSpacing-r18,162,1,-,- refFreqCSI-RS-r18,4,1,-,- measResult-RSSI-r18,4122,1,-,-	
T	MeasResultRLFNR-r16	Q	0	measResult-r16,10447,0,-,-	
T	SEQUENCE	Q	0	cellResults-r16,10448,0,-,- rsIndexResults-r16,10449,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell-r16,8524,1,-,- resultsCSI-RS-Cell-r16,8524,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes-r16,8526,1,-,- ssbRLMConfigBitmap-r16,10450,1,-,- resultsCSI-RS-Indexes-r16,8528,1,-,- csi-rsRLMConfigBitmap-r16,10451,1,-,-	
T	BIT STRING	B	64 64 0
T	BIT STRING	B	96 96 0
T	MeasResultRxTxTimeDiff-r17	Q	1	rxTxTimeDiff-ue-r17,9125,1,-,-	
T	MeasResultServFreqListNR-SCG	L	8520	1 32 0
T	MeasResultServMO	Q	1	servCellId,160,0,-,- measResultServingCell,8521,0,-,- measResultBestNeighCell,8521,1,-,-	
T	MeasResultServMOList	L	10454	1 32 0
T	MeasResultSuccessHONR-r17	Q	0	measResult-r17,10457,0,-,-	
T	SEQUENCE	Q	0	cellResults-r17,10458,0,-,- rsIndexResults-r17,10459,0,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell-r17,8524,1,-,- resultsCSI-RS-Cell-r17,8524,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes-r17,8526,1,-,- resultsCSI-RS-Indexes-r17,8528,1,-,-	
T	MeasResults	Q	1	measId,4341,0,-,- measResultServingMOList,10455,0,-,- measResultNeighCells,10461,1,-,-	gmeasResultServFreqListEUTRA-SCG,9979,1,-,- measResultServFreqListNR-SCG,10453,1,-,- measResultSFTD-EUTRA,8700,1,-,- measResultSFTD-NR,8622,1,-,-;gmeasResultCellListSFTD-NR,8621,1,-,-;gmeasResultForRSSI-r16,10422,1,-,- locationInfo-r16,8629,1,-,- ul-PDCP-DelayValueResultList-r16,10463,1,-,- measResultsSL-r16,10466,1,-,- measResultCLI-r16,10418,1,-,-;gmeasResultRxTxTimeDiff-r17,10452,1,-,- sl-MeasResultServingRelay-r17,10468,1,-,- ul-PDCP-ExcessDelayResultList-r17,10469,1,-,- coarseLocationInfo-r17,10472,1,-,-;galtitudeUE-r18,3972,1,-,- cellsMetReportOnLeaveList-r18,10473,1,-,-
T	CHOICE	C	1	measResultListNR,8540,0,-,-	measResultListEUTRA,8918,0,-,- measResultListUTRA-FDD-r16,9352,0,-,- sl-MeasResultsCandRelay-r17,10462,0,-,-
T	OCTET STRING	O	0 - 0
T	UL-PDCP-DelayValueResultList-r16	L	10464	1 29 0
T	UL-PDCP-DelayValueResult-r16	Q	1	drb-Id-r16,104,0,-,- averageDelay-r16,10465,0,-,-	
T	INTEGER	i	0 10000 0
T	MeasResultsSL-r16	Q	1	measResultsListSL-r16,10467,0,-,-	
T	CHOICE	C	1	measResultNR-SL-r16,10440,0,-,-	measResultNR-SL-r18,10442,0,-,-
T	OCTET STRING	O	0 - 0
T	UL-PDCP-ExcessDelayResultList-r17	L	10470	1 29 0
T	UL-PDCP-ExcessDelayResult-r17	Q	1	drb-Id-r17,104,0,-,- excessDelay-r17,10471,0,-,-	
T	INTEGER	i	0 31 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	500	1 8 0
T	MeasTiming	Q	1	frequencyAndTiming,10475,1,-,-	gssb-ToMeasure,3428,1,-,- physCellId,500,1,-,-
T	SEQUENCE	Q	0	carrierFreq,4,0,-,- ssbSubcarrierSpacing,162,0,-,- ssb-MeasurementTimingConfiguration,1035,0,-,- ss-RSSI-Measurement,3425,1,-,-	
T	MeasTimingList	L	10474	1 32 0
T	MeasurementReport	Q	0	criticalExtensions,10478,0,-,-	
T	CHOICE	C	0	measurementReport,10479,0,-,- criticalExtensionsFuture,10482,0,-,-	
T	MeasurementReport-IEs	Q	0	measResults,10460,0,-,- lateNonCriticalExtension,10480,1,-,- nonCriticalExtension,10481,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MeasurementReportAppLayer-r17	Q	0	criticalExtensions,10484,0,-,-	
T	CHOICE	C	0	measurementReportAppLayer-r17,10485,0,-,- criticalExtensionsFuture,10491,0,-,-	
T	MeasurementReportAppLayer-r17-IEs	Q	0	measurementReportAppLayerList-r17,10486,0,-,- lateNonCriticalExtension,10487,1,-,- nonCriticalExtension,10488,1,-,-	
T	MeasurementReportAppLayerList-r17	L	10403	1 16 0
T	OCTET STRING	O	0 - 0
T	MeasurementReportAppLayer-v1800-IEs	Q	0	measurementReportAppLayerList-v1800,10489,1,-,- nonCriticalExtension,10490,1,-,-	
T	MeasurementReportAppLayerList-v1800	L	10412	1 16 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MeasurementTimingConfiguration	Q	0	criticalExtensions,10493,0,-,-	
T	CHOICE	C	0	c1,10494,0,-,- criticalExtensionsFuture,10505,0,-,-	
T	CHOICE	C	0	measTimingConf,10495,0,-,- spare3,10502,0,-,- spare2,10503,0,-,- spare1,10504,0,-,-	
T	MeasurementTimingConfiguration-IEs	Q	0	measTiming,10476,1,-,- nonCriticalExtension,10496,1,-,-	
T	MeasurementTimingConfiguration-v1550-IEs	Q	0	campOnFirstSSB,10497,0,-,- psCellOnlyOnFirstSSB,10498,0,-,- nonCriticalExtension,10499,1,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	MeasurementTimingConfiguration-v1610-IEs	Q	0	csi-RS-Config-r16,10500,0,-,- nonCriticalExtension,10501,1,-,-	
T	SEQUENCE	Q	0	csi-RS-SubcarrierSpacing-r16,162,0,-,- csi-RS-CellMobility-r16,3978,0,-,- refSSBFreq-r16,4,0,-,-	
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	MobilityHistoryReport-r16	L	10508	1 16 0
T	VisitedCellInfoList-r16	L	10508	1 16 0
T	VisitedCellInfo-r16	Q	1	visitedCellId-r16,10509,1,-,- timeSpent-r16,10513,0,-,-	gvisitedPSCellInfoListReport-r17,10514,1,-,-
T	CHOICE	C	0	nr-CellId-r16,10510,0,-,- eutra-CellId-r16,10511,0,-,-	
T	CHOICE	C	0	cgi-Info,5541,0,-,- pci-arfcn-r16,8896,0,-,-	
T	CHOICE	C	0	cellGlobalId-r16,8682,0,-,- pci-arfcn-r16,10512,0,-,-	
T	PCI-ARFCN-EUTRA-r16	Q	0	physCellId-r16,3271,0,-,- carrierFreq-r16,3,0,-,-	
T	INTEGER	i	0 4095 0
T	VisitedPSCellInfoList-r17	L	10515	1 16 0
T	VisitedPSCellInfo-r17	Q	1	visitedCellId-r17,10516,1,-,- timeSpent-r17,10519,0,-,-	
T	CHOICE	C	0	nr-CellId-r17,10517,0,-,- eutra-CellId-r17,10518,0,-,-	
T	CHOICE	C	0	cgi-Info-r17,5541,0,-,- pci-arfcn-r17,8896,0,-,-	
T	CHOICE	C	0	cellGlobalId-r17,8853,0,-,- pci-arfcn-r17,10512,0,-,-	
T	INTEGER	i	0 4095 0
T	MulticastMCCH-Message-r18	Q	0	message,10521,0,-,-	
T	MulticastMCCH-MessageType-r18	C	0	c1,10522,0,-,- messageClassExtension,10524,0,-,-	
T	CHOICE	C	0	mbsMulticastConfiguration-r18,9036,0,-,- spare1,10523,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0		
T	NAICS-Capability-Entry	Q	1	numberOfNAICS-CapableCC,10526,0,-,- numberOfAggregatedPRB,10527,0,-,-	
T	INTEGER	i	1 5 0
T	ENUMERATED	e	n50,n75,n100,n125,n150,n175,n200,n225,n250,n275,n300,n350,n400,n450,n500,spare	-
T	NCR-Parameters-r18	Q	0	inactiveStateNCR-r18,10529,1,-,- supportedNumberOfDRBs-NCR-r18,10530,1,-,- dummy,10531,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n16	-
T	ENUMERATED	e	supported	-
T	NR-TimeStamp-r17	Q	1	nr-SFN-r17,10533,0,-,- nr-Slot-r17,10534,0,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	scs15-r17,10535,0,-,- scs30-r17,10536,0,-,- scs60-r17,10537,0,-,- scs120-r17,10538,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	NRDC-Parameters	Q	0	measAndMobParametersNRDC,10353,1,-,- generalParametersNRDC,9955,1,-,- fdd-Add-UE-NRDC-Capabilities,10540,1,-,- tdd-Add-UE-NRDC-Capabilities,10540,1,-,- fr1-Add-UE-NRDC-Capabilities,10541,1,-,- fr2-Add-UE-NRDC-Capabilities,10541,1,-,- dummy2,10542,1,-,- dummy,10543,1,-,-	
T	UE-MRDC-CapabilityAddXDD-Mode	Q	0	measAndMobParametersMRDC-XDD-Diff,10356,1,-,- generalParametersMRDC-XDD-Diff,9955,1,-,-	
T	UE-MRDC-CapabilityAddFRX-Mode	Q	0	measAndMobParametersMRDC-FRX-Diff,10359,0,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	NRDC-Parameters-v1570	Q	0	sfn-SyncNRDC,10545,1,-,-	
T	ENUMERATED	e	supported	-
T	NRDC-Parameters-v15c0	Q	0	pdcp-DuplicationSplitSRB,10547,1,-,- pdcp-DuplicationSplitDRB,10548,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	NRDC-Parameters-v1610	Q	0	measAndMobParametersNRDC-v1610,10398,1,-,-	
T	NRDC-Parameters-v1700	Q	0	f1c-OverNR-RRC-r17,10551,1,-,- measAndMobParametersNRDC-v1700,10400,0,-,-	
T	ENUMERATED	e	supported	-
T	NTN-Parameters-r17	Q	0	inactiveStateNTN-r17,10553,1,-,- ra-SDT-NTN-r17,10554,1,-,- srb-SDT-NTN-r17,10555,1,-,- measAndMobParametersNTN-r17,10207,1,-,- mac-ParametersNTN-r17,10082,1,-,- phy-ParametersNTN-r17,10556,1,-,- fdd-Add-UE-NR-CapabilitiesNTN-r17,10803,1,-,- fr1-Add-UE-NR-CapabilitiesNTN-r17,10804,1,-,- ue-BasedPerfMeas-ParametersNTN-r17,10805,1,-,- son-ParametersNTN-r17,10822,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-Parameters	Q	0	phy-ParametersCommon,10557,1,-,- phy-ParametersXDD-Diff,10700,1,-,- phy-ParametersFRX-Diff,10708,1,-,- phy-ParametersFR1,10779,1,-,- phy-ParametersFR2,10794,1,-,-	
T	Phy-ParametersCommon	Q	1	csi-RS-CFRA-ForHO,10558,1,-,- dynamicPRB-BundlingDL,10559,1,-,- sp-CSI-ReportPUCCH,10560,1,-,- sp-CSI-ReportPUSCH,10561,1,-,- nzp-CSI-RS-IntefMgmt,10562,1,-,- type2-SP-CSI-Feedback-LongPUCCH,10563,1,-,- precoderGranularityCORESET,10564,1,-,- dynamicHARQ-ACK-Codebook,10565,1,-,- semiStaticHARQ-ACK-Codebook,10566,1,-,- spatialBundlingHARQ-ACK,10567,1,-,- dynamicBetaOffsetInd-HARQ-ACK-CSI,10568,1,-,- pucch-Repetition-F1-3-4,10569,1,-,- ra-Type0-PUSCH,10570,1,-,- dynamicSwitchRA-Type0-1-PDSCH,10571,1,-,- dynamicSwitchRA-Type0-1-PUSCH,10572,1,-,- pdsch-MappingTypeA,10573,1,-,- pdsch-MappingTypeB,10574,1,-,- interleavingVRB-ToPRB-PDSCH,10575,1,-,- interSlotFreqHopping-PUSCH,10576,1,-,- type1-PUSCH-RepetitionMultiSlots,10577,1,-,- type2-PUSCH-RepetitionMultiSlots,10578,1,-,- pusch-RepetitionMultiSlots,10579,1,-,- pdsch-RepetitionMultiSlots,10580,1,-,- downlinkSPS,10581,1,-,- configuredUL-GrantType1,10582,1,-,- configuredUL-GrantType2,10583,1,-,- pre-EmptIndication-DL,10584,1,-,- cbg-TransIndication-DL,10585,1,-,- cbg-TransIndication-UL,10586,1,-,- cbg-FlushIndication-DL,10587,1,-,- dynamicHARQ-ACK-CodeB-CBG-Retx-DL,10588,1,-,- rateMatchingResrcSetSemi-Static,10589,1,-,- rateMatchingResrcSetDynamic,10590,1,-,- bwp-SwitchingDelay,10591,1,-,-	gdummy,10592,1,-,-;gmaxNumberSearchSpaces,10593,1,-,- rateMatchingCtrlResrcSetDynamic,10594,1,-,- maxLayersMIMO-Indication,10595,1,-,-;gspCellPlacement,8868,1,-,-;gtwoStepRACH-r16,10596,1,-,- dci-Format1-2And0-2-r16,10597,1,-,- monitoringDCI-SameSearchSpace-r16,10598,1,-,- type2-CG-ReleaseDCI-0-1-r16,10599,1,-,- type2-CG-ReleaseDCI-0-2-r16,10600,1,-,- sps-ReleaseDCI-1-1-r16,10601,1,-,- sps-ReleaseDCI-1-2-r16,10602,1,-,- csi-TriggerStateNon-ActiveBWP-r16,10603,1,-,- separateSMTC-InterIAB-Support-r16,10604,1,-,- separateRACH-IAB-Support-r16,10605,1,-,- ul-flexibleDL-SlotFormatSemiStatic-IAB-r16,10606,1,-,- ul-flexibleDL-SlotFormatDynamics-IAB-r16,10607,1,-,- dft-S-OFDM-WaveformUL-IAB-r16,10608,1,-,- dci-25-AI-RNTI-Support-IAB-r16,10609,1,-,- t-DeltaReceptionSupport-IAB-r16,10610,1,-,- guardSymbolReportReception-IAB-r16,10611,1,-,- harqACK-CB-SpatialBundlingPUCCH-Group-r16,10612,1,-,- crossSlotScheduling-r16,10613,1,-,- maxNumberSRS-PosPathLossEstimateAllServingCells-r16,10616,1,-,- extendedCG-Periodicities-r16,10617,1,-,- extendedSPS-Periodicities-r16,10618,1,-,- codebookVariantsList-r16,8907,1,-,- pusch-RepetitionTypeA-r16,10619,1,-,- dci-DL-PriorityIndicator-r16,10622,1,-,- dci-UL-PriorityIndicator-r16,10623,1,-,- maxNumberPathlossRS-Update-r16,10624,1,-,- type2-HARQ-ACK-Codebook-r16,10625,1,-,- maxTotalResourcesForAcrossFreqRanges-r16,10626,1,-,- harqACK-separateMultiDCI-MultiTRP-r16,10629,1,-,- harqACK-jointMultiDCI-MultiTRP-r16,10631,1,-,- bwp-SwitchingMultiCCs-r16,10632,1,-,-;gtargetSMTC-SCG-r16,10635,1,-,- supportRepetitionZeroOffsetRV-r16,10636,1,-,- cbg-TransInOrderPUSCH-UL-r16,10637,1,-,-;gbwp-SwitchingMultiDormancyCCs-r16,10638,1,-,- supportRetx-Diff-CoresetPool-Multi-DCI-TRP-r16,10641,1,-,- pdcch-MonitoringAnyOccasionsWithSpanGapCrossCarrierSch-r16,10642,1,-,-;gnewBeamIdentifications2PortCSI-RS-r16,10643,1,-,- pathlossEstimation2PortCSI-RS-r16,10644,1,-,-;gmux-HARQ-ACK-withoutPUCCH-onPUSCH-r16,10645,1,-,-;gguardSymbolReportReception-IAB-r17,10646,1,-,- restricted-IAB-DU-BeamReception-r17,10647,1,-,- recommended-IAB-MT-BeamTransmission-r17,10648,1,-,- case6-TimingAlignmentReception-IAB-r17,10649,1,-,- case7-TimingAlignmentReception-IAB-r17,10650,1,-,- dl-tx-PowerAdjustment-IAB-r17,10651,1,-,- desired-ul-tx-PowerAdjustment-r17,10652,1,-,- fdm-SoftResourceAvailability-DynamicIndication-r17,10653,1,-,- updated-T-DeltaRangeReception-r17,10654,1,-,- slotBasedDynamicPUCCH-Rep-r17,10655,1,-,- sps-HARQ-ACK-Deferral-r17,10656,1,-,- unifiedJointTCI-commonUpdate-r17,10659,1,-,- mTRP-PDCCH-singleSpan-r17,10660,1,-,- supportedActivatedPRS-ProcessingWindow-r17,10661,1,-,- cg-TimeDomainAllocationExtension-r17,10662,1,-,-;gta-BasedPDC-TN-NonSharedSpectrumChAccess-r17,10663,1,-,- directionalCollisionDC-IAB-r17,10664,1,-,-;gdummy1,10665,1,-,- dummy2,10666,1,-,- dummy3,10667,1,-,- dummy4,10668,1,-,- srs-AdditionalRepetition-r17,10669,1,-,- pusch-Repetition-CG-SDT-r17,10670,1,-,-;gmultiPDSCH-PerSlotType1-CB-Support-r17,10671,1,-,-;gjointPowerSpatialAdaptation-r18,10672,1,-,- ncr-AperiodicBeamInd-AccessLink-r18,10673,1,-,- ncr-Semi-PersistentBeamInd-AccessLink-r18,10678,1,-,- ncr-SimultaneousUL-BackhaulAndC-Link-r18,10679,1,-,- ncr-BackhaulBeamInd-r18,10680,1,-,- ncr-AdaptiveBeamBackhaulAndC-Link-r18,10681,1,-,- nominalRBG-SizeOfConfig-3-FDRA-Type-0-DCI-1-3-r18,10682,1,-,- nominalRBG-SizeOfConfig-3-FDRA-Type-0-DCI-0-3-r18,10683,1,-,- configurableType-1A-FieldsForDCI-0-3-And-1-3-r18,10684,1,-,- fdra-Type-1-Gty-2-4-8-16-RBs-RIV-DCI-1-3-And-0-3-r18,10685,1,-,- priorityIndicationDL-r18,10686,1,-,- priorityIndicationUL-r18,10687,1,-,- dynamicIndicationSchedulingRestriction-r18,10688,1,-,- priorityIndicationOneSlotHARQ-r18,10689,1,-,- multiPUSCH-DCI-0-1-r18,10690,1,-,- multiPUSCH-DCI-0-2-r18,10691,1,-,- additionalSR-Periodicities-r18,10692,1,-,- pathlossRS-UpdateForType1CG-PUSCH-r18,10695,1,-,- bwp-SwitchingMultiDormancyCC-DCI-0-3-And-1-3-r18,10696,1,-,-;gncr-dft-S-OFDM-WaveformUL-r18,10699,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	type1,type2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n10	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r16,10614,1,-,- sharedSpectrumChAccess-r16,10615,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	sharedSpectrumChAccess-r16,10620,1,-,- non-SharedSpectrumChAccess-r16,10621,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4,n8,n16,n32,n64	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberResWithinSlotAcrossCC-AcrossFR-r16,10627,1,-,- maxNumberResAcrossCC-AcrossFR-r16,10628,1,-,-	
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n64,n128	-
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n40,n48,n64,n72,n80,n96,n128,n256	-
T	SEQUENCE	Q	0	maxNumberLongPUCCHs-r16,10630,1,-,-	
T	ENUMERATED	e	longAndLong,longAndShort,shortAndShort	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	type1-r16,10633,0,-,- type2-r16,10634,0,-,-	
T	ENUMERATED	e	us100,us200	-
T	ENUMERATED	e	us200,us400,us800,us1000	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	type1-r16,10639,0,-,- type2-r16,10640,0,-,-	
T	ENUMERATED	e	us100,us200	-
T	ENUMERATED	e	us200,us400,us800,us1000	-
T	ENUMERATED	e	notSupported	-
T	ENUMERATED	e	mode2,mode3	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r17,10657,1,-,- sharedSpectrumChAccess-r17,10658,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n3,n4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r18,10674,1,-,- scs-30kHz-r18,10675,1,-,- scs-60kHz-r18,10676,1,-,- scs-120kHz-r18,10677,1,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 1 0
T	INTEGER	i	0 2 0
T	INTEGER	i	0 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	nonUnifiedTCI,unifiedTCI,both	-
T	ENUMERATED	e	nonUnifiedTCI,unifiedTCI,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-30kHz-r18,10693,1,-,- scs-120kHz-r18,10694,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	type1-r18,10697,0,-,- type2-r18,10698,0,-,-	
T	ENUMERATED	e	us100,us200	-
T	ENUMERATED	e	us200,us400,us800,us1000	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersXDD-Diff	Q	1	dynamicSFI,10701,1,-,- twoPUCCH-F0-2-ConsecSymbols,10702,1,-,- twoDifferentTPC-Loop-PUSCH,10703,1,-,- twoDifferentTPC-Loop-PUCCH,10704,1,-,-	gdl-SchedulingOffset-PDSCH-TypeA,10705,1,-,- dl-SchedulingOffset-PDSCH-TypeB,10706,1,-,- ul-SchedulingOffset,10707,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersFRX-Diff	Q	1	dynamicSFI,10709,1,-,- dummy1,10710,1,-,- twoFL-DMRS,10711,1,-,- dummy2,10712,1,-,- dummy3,10713,1,-,- supportedDMRS-TypeDL,10714,1,-,- supportedDMRS-TypeUL,10715,1,-,- semiOpenLoopCSI,10716,1,-,- csi-ReportWithoutPMI,10717,1,-,- csi-ReportWithoutCQI,10718,1,-,- onePortsPTRS,10719,1,-,- twoPUCCH-F0-2-ConsecSymbols,10720,1,-,- pucch-F2-WithFH,10721,1,-,- pucch-F3-WithFH,10722,1,-,- pucch-F4-WithFH,10723,1,-,- pucch-F0-2WithoutFH,10724,1,-,- pucch-F1-3-4WithoutFH,10725,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-MultiPerSlot,10726,1,-,- uci-CodeBlockSegmentation,10727,1,-,- onePUCCH-LongAndShortFormat,10728,1,-,- twoPUCCH-AnyOthersInSlot,10729,1,-,- intraSlotFreqHopping-PUSCH,10730,1,-,- pusch-LBRM,10731,1,-,- pdcch-BlindDetectionCA,10732,1,-,- tpc-PUSCH-RNTI,10733,1,-,- tpc-PUCCH-RNTI,10734,1,-,- tpc-SRS-RNTI,10735,1,-,- absoluteTPC-Command,10736,1,-,- twoDifferentTPC-Loop-PUSCH,10737,1,-,- twoDifferentTPC-Loop-PUCCH,10738,1,-,- pusch-HalfPi-BPSK,10739,1,-,- pucch-F3-4-HalfPi-BPSK,10740,1,-,- almostContiguousCP-OFDM-UL,10741,1,-,- sp-CSI-RS,10742,1,-,- sp-CSI-IM,10743,1,-,- tdd-MultiDL-UL-SwitchPerSlot,10744,1,-,- multipleCORESET,10745,1,-,-	gcsi-RS-IM-ReceptionForFeedback,7234,1,-,- csi-RS-ProcFrameworkForSRS,7240,1,-,- csi-ReportFramework,7245,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-OncePerSlot,10746,1,-,- mux-SR-HARQ-ACK-PUCCH,10749,1,-,- mux-MultipleGroupCtrlCH-Overlap,10750,1,-,- dl-SchedulingOffset-PDSCH-TypeA,10751,1,-,- dl-SchedulingOffset-PDSCH-TypeB,10752,1,-,- ul-SchedulingOffset,10753,1,-,- dl-64QAM-MCS-TableAlt,10754,1,-,- ul-64QAM-MCS-TableAlt,10755,1,-,- cqi-TableAlt,10756,1,-,- oneFL-DMRS-TwoAdditionalDMRS-UL,10757,1,-,- twoFL-DMRS-TwoAdditionalDMRS-UL,10758,1,-,- oneFL-DMRS-ThreeAdditionalDMRS-UL,10759,1,-,-;gpdcch-BlindDetectionNRDC,10760,1,-,- mux-HARQ-ACK-PUSCH-DiffSymbol,10763,1,-,-;gtype1-HARQ-ACK-Codebook-r16,10764,1,-,- enhancedPowerControl-r16,10765,1,-,- simultaneousTCI-ActMultipleCC-r16,10766,1,-,- simultaneousSpatialRelationMultipleCC-r16,10767,1,-,- cli-RSSI-FDM-DL-r16,10768,1,-,- cli-SRS-RSRP-FDM-DL-r16,10769,1,-,- maxLayersMIMO-Adaptation-r16,10770,1,-,- aggregationFactorSPS-DL-r16,10771,1,-,- maxTotalResourcesForOneFreqRange-r16,10772,1,-,- csi-ReportFrameworkExt-r16,7306,1,-,-;gtwoTCI-Act-servingCellInCC-List-r16,10775,1,-,-;gcri-RI-CQI-WithoutNon-PMI-PortInd-r16,10776,1,-,-;gcqi-4-BitsSubbandTN-NonSharedSpectrumChAccess-r17,10777,1,-,-;gmultipleCORESET-RedCap-r17,10778,1,-,-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	2 2 0
T	BIT STRING	B	2 2 0
T	BIT STRING	B	2 2 0
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	type1,type1And2	-
T	ENUMERATED	e	type1,type1And2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	notSupported	-
T	ENUMERATED	e	notSupported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	4 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	sameSymbol,10747,1,-,- diffSymbol,10748,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE,10761,0,-,- pdcch-BlindDetectionSCG-UE,10762,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberResWithinSlotAcrossCC-OneFR-r16,10773,1,-,- maxNumberResAcrossCC-OneFR-r16,10774,1,-,-	
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n64,n128	-
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n40,n48,n64,n72,n80,n96,n128,n256	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersFR1	Q	1	pdcch-MonitoringSingleOccasion,10780,1,-,- scs-60kHz,10781,1,-,- pdsch-256QAM-FR1,10782,1,-,- pdsch-RE-MappingFR1-PerSymbol,10783,1,-,-	gpdsch-RE-MappingFR1-PerSlot,10784,1,-,-;gpdcch-MonitoringSingleSpanFirst4Sym-r16,10785,1,-,-;gk1-RangeExtensionATG-r18,10786,1,-,- maxHARQ-ProcessNumberATG-r18,10787,1,-,- uplinkPreCompensationATG-r18,10788,1,-,- uplinkTA-ReportingATG-r18,10789,1,-,- advReceiver-MU-MIMO-r18,10790,1,-,- deltaPowerClassReporting-r18,10791,1,-,- support12PRB-CORESET0-GSCN-41637-r18,10792,1,-,- support5MHz-ChannelBW-20PRB-CORESET0-r18,10793,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n10,n20	-
T	ENUMERATED	e	n16,n32,n48,n64,n80,n96,n112,n128,n144,n160,n176,n192,n208,n224,n240,n256	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	u16d32,u32d16,u32d32	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	type1,type2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersFR2	Q	1	dummy,10795,1,-,- pdsch-RE-MappingFR2-PerSymbol,10796,1,-,-	gpCell-FR2,10797,1,-,- pdsch-RE-MappingFR2-PerSlot,10798,1,-,-;gdefaultSpatialRelationPathlossRS-r16,10799,1,-,- spatialRelationUpdateAP-SRS-r16,10800,1,-,- maxNumberSRS-PosSpatialRelationsAllServingCells-r16,10801,1,-,-;gmultiRxPreferenceIndication-r18,10802,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n6,n20	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n16,n32,n48,n64,n80,n96,n112,n128,n144,n160,n176,n192,n208,n224,n240,n256	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	UE-NR-CapabilityAddXDD-Mode	Q	0	phy-ParametersXDD-Diff,10700,1,-,- mac-ParametersXDD-Diff,10121,1,-,- measAndMobParametersXDD-Diff,10312,1,-,-	
T	UE-NR-CapabilityAddFRX-Mode	Q	0	phy-ParametersFRX-Diff,10708,1,-,- measAndMobParametersFRX-Diff,10321,1,-,-	
T	UE-BasedPerfMeas-Parameters-r16	Q	1	barometerMeasReport-r16,10806,1,-,- immMeasBT-r16,10807,1,-,- immMeasWLAN-r16,10808,1,-,- loggedMeasBT-r16,10809,1,-,- loggedMeasurements-r16,10810,1,-,- loggedMeasWLAN-r16,10811,1,-,- orientationMeasReport-r16,10812,1,-,- speedMeasReport-r16,10813,1,-,- gnss-Location-r16,10814,1,-,- ulPDCP-Delay-r16,10815,1,-,-	gsigBasedLogMDT-OverrideProtect-r17,10816,1,-,- multipleCEF-Report-r17,10817,1,-,- excessPacketDelay-r17,10818,1,-,- earlyMeasLog-r17,10819,1,-,-;gloggedMDT-PNI-NPN-r18,10820,1,-,- loggedMDT-SNPN-r18,10821,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SON-Parameters-r16	Q	1	rach-Report-r16,10823,1,-,-	grlfReportCHO-r17,10824,1,-,- rlfReportDAPS-r17,10825,1,-,- success-HO-Report-r17,10826,1,-,- twoStepRACH-Report-r17,10827,1,-,- pscell-MHI-Report-r17,10828,1,-,- onDemandSI-Report-r17,10829,1,-,-;gcef-ReportRedCap-r17,10830,1,-,- rlf-ReportRedCap-r17,10831,1,-,-;gspr-Report-r18,10832,1,-,- successIRAT-HO-Report-r18,10833,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	NTN-Parameters-v1820	Q	0	fr2-Add-UE-NR-CapabilitiesNTN-r18,10804,1,-,-	
T	PCCH-Message	Q	0	message,10836,0,-,-	
T	PCCH-MessageType	C	0	c1,10837,0,-,- messageClassExtension,10839,0,-,-	
T	CHOICE	C	0	paging,5454,0,-,- spare1,10838,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0		
T	PDCP-Parameters	Q	1	supportedROHC-Profiles,10841,0,-,- maxNumberROHC-ContextSessions,10852,0,-,- uplinkOnlyROHC-Profiles,10853,1,-,- continueROHC-Context,10854,1,-,- outOfOrderDelivery,10855,1,-,- shortSN,10856,1,-,- pdcp-DuplicationSRB,10857,1,-,- pdcp-DuplicationMCG-OrSCG-DRB,10858,1,-,-	gdrb-IAB-r16,10859,1,-,- non-DRB-IAB-r16,10860,1,-,- extendedDiscardTimer-r16,10861,1,-,- continueEHC-Context-r16,10862,1,-,- ehc-r16,10863,1,-,- maxNumberEHC-Contexts-r16,10864,1,-,- jointEHC-ROHC-Config-r16,10865,1,-,- pdcp-DuplicationMoreThanTwoRLC-r16,10866,1,-,-;glongSN-RedCap-r17,10867,1,-,- udc-r17,10868,1,-,-;glongSN-NCR-r18,10874,1,-,- supportOfPDU-SetDiscard-r18,10875,1,-,- psi-BasedDiscard-r18,10876,1,-,- supportOfSN-GapReport-r18,10877,1,-,-
T	SEQUENCE	Q	0	profile0x0000,10842,0,-,- profile0x0001,10843,0,-,- profile0x0002,10844,0,-,- profile0x0003,10845,0,-,- profile0x0004,10846,0,-,- profile0x0006,10847,0,-,- profile0x0101,10848,0,-,- profile0x0102,10849,0,-,- profile0x0103,10850,0,-,- profile0x0104,10851,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	cs2,cs4,cs8,cs12,cs16,cs24,cs32,cs48,cs64,cs128,cs256,cs512,cs1024,cs16384,spare2,spare1	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	cs2,cs4,cs8,cs16,cs32,cs64,cs128,cs256,cs512,cs1024,cs2048,cs4096,cs8192,cs16384,cs32768,cs65536	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	standardDictionary-r17,10869,1,-,- operatorDictionary-r17,10870,1,-,- continueUDC-r17,10872,1,-,- supportOfBufferSize-r17,10873,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	versionOfDictionary-r17,10871,0,-,- associatedPLMN-ID-r17,120,0,-,-	
T	INTEGER	i	0 15 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	kbyte4,kbyte8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PDCP-ParametersMRDC	Q	0	pdcp-DuplicationSplitSRB,10879,1,-,- pdcp-DuplicationSplitDRB,10880,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PDCP-ParametersMRDC-v1610	Q	0	scg-DRB-NR-IAB-r16,10882,1,-,-	
T	ENUMERATED	e	supported	-
T	PDCP-ParametersSidelink-r18	Q	1	pdcp-DuplicationSRB-sidelink-r18,10884,1,-,- pdcp-DuplicationDRB-sidelink-r18,10885,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-Parameters-v16a0	Q	0	phy-ParametersCommon-v16a0,10887,1,-,-	
T	Phy-ParametersCommon-v16a0	Q	0	srs-PeriodicityAndOffsetExt-r16,10888,1,-,-	
T	ENUMERATED	e	supported	-
T	Phy-ParametersMRDC	Q	1	naics-Capability-List,10890,1,-,-	gspCellPlacement,8868,1,-,-;gtdd-PCellUL-TX-AllUL-Subframe-r16,10891,1,-,- fdd-PCellUL-TX-AllUL-Subframe-r16,10892,1,-,-
T	SEQUENCE OF	L	10525	1 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersSharedSpectrumChAccess-r16	Q	1	ss-SINR-Meas-r16,10894,1,-,- sp-CSI-ReportPUCCH-r16,10895,1,-,- sp-CSI-ReportPUSCH-r16,10896,1,-,- dynamicSFI-r16,10897,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-OncePerSlot-r16,10898,1,-,- mux-SR-HARQ-ACK-PUCCH-r16,10901,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-MultiPerSlot-r16,10902,1,-,- mux-HARQ-ACK-PUSCH-DiffSymbol-r16,10903,1,-,- pucch-Repetition-F1-3-4-r16,10904,1,-,- type1-PUSCH-RepetitionMultiSlots-r16,10905,1,-,- type2-PUSCH-RepetitionMultiSlots-r16,10906,1,-,- pusch-RepetitionMultiSlots-r16,10907,1,-,- pdsch-RepetitionMultiSlots-r16,10908,1,-,- downlinkSPS-r16,10909,1,-,- configuredUL-GrantType1-r16,10910,1,-,- configuredUL-GrantType2-r16,10911,1,-,- pre-EmptIndication-DL-r16,10912,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	sameSymbol-r16,10899,1,-,- diffSymbol-r16,10900,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PowSav-Parameters-r16	Q	1	powSav-ParametersCommon-r16,10914,1,-,- powSav-ParametersFRX-Diff-r16,10919,1,-,-	
T	PowSav-ParametersCommon-r16	Q	1	drx-Preference-r16,10915,1,-,- maxCC-Preference-r16,10916,1,-,- releasePreference-r16,10917,1,-,- minSchedulingOffsetPreference-r16,10918,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PowSav-ParametersFRX-Diff-r16	Q	1	maxBW-Preference-r16,10920,1,-,- maxMIMO-LayerPreference-r16,10921,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PowSav-Parameters-v1700	Q	1	powSav-ParametersFR2-2-r17,10923,1,-,-	
T	PowSav-ParametersFR2-2-r17	Q	1	maxBW-Preference-r17,10924,1,-,- maxMIMO-LayerPreference-r17,10925,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RA-InformationCommon-r16	Q	1	absoluteFrequencyPointA-r16,4,0,-,- locationAndBandwidth-r16,10927,0,-,- subcarrierSpacing-r16,162,0,-,- msg1-FrequencyStart-r16,10928,1,-,- msg1-FrequencyStartCFRA-r16,10929,1,-,- msg1-SubcarrierSpacing-r16,162,1,-,- msg1-SubcarrierSpacingCFRA-r16,162,1,-,- msg1-FDM-r16,10930,1,-,- msg1-FDMCFRA-r16,10931,1,-,- perRAInfoList-r16,8922,0,-,-	gperRAInfoList-v1660,9365,1,-,-;gmsg1-SCS-From-prach-ConfigurationIndex-r16,10932,1,-,-;gmsg1-SCS-From-prach-ConfigurationIndexCFRA-r16,10933,1,-,-;gmsgA-RO-FrequencyStart-r17,10934,1,-,- msgA-RO-FrequencyStartCFRA-r17,10935,1,-,- msgA-SubcarrierSpacing-r17,162,1,-,- msgA-RO-FDM-r17,10936,1,-,- msgA-RO-FDMCFRA-r17,10937,1,-,- msgA-SCS-From-prach-ConfigurationIndex-r17,10938,1,-,- msgA-TransMax-r17,10939,1,-,- msgA-MCS-r17,10940,1,-,- nrofPRBs-PerMsgA-PO-r17,10941,1,-,- msgA-PUSCH-TimeDomainAllocation-r17,10942,1,-,- frequencyStartMsgA-PUSCH-r17,10943,1,-,- nrofMsgA-PO-FDM-r17,10944,1,-,- dlPathlossRSRP-r17,743,1,-,- intendedSIBs-r17,10945,1,-,- ssbsForSI-Acquisition-r17,10947,1,-,- msgA-PUSCH-PayloadSize-r17,10948,1,-,- onDemandSISuccess-r17,10949,1,-,-;gusedFeatureCombination-r18,10950,1,-,- triggeredFeatureCombination-r18,10950,1,-,- startPreambleForThisPartition-r18,10960,1,-,- numberOfPreamblesPerSSB-ForThisPartition-r18,10961,1,-,- attemptedBWP-InfoList-r18,10962,1,-,- numberOfLBT-Failures-r18,10963,1,-,- perRAInfoList-v1800,9368,1,-,- intendedSIBs-r18,10964,1,-,-
T	INTEGER	i	0 37949 0
T	INTEGER	i	0 274 0
T	INTEGER	i	0 274 0
T	ENUMERATED	e	one,two,four,eight	-
T	ENUMERATED	e	one,two,four,eight	-
T	ENUMERATED	e	kHz1dot25,kHz5,spare2,spare1	-
T	ENUMERATED	e	kHz1dot25,kHz5,spare2,spare1	-
T	INTEGER	i	0 274 0
T	INTEGER	i	0 274 0
T	ENUMERATED	e	one,two,four,eight	-
T	ENUMERATED	e	one,two,four,eight	-
T	ENUMERATED	e	kHz1dot25,kHz5,spare2,spare1	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n10,n20,n50,n100,n200	-
T	INTEGER	i	0 15 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 16 0
T	INTEGER	i	0 274 0
T	ENUMERATED	e	one,two,four,eight	-
T	SEQUENCE OF	L	10946	1 32 0
T	SIB-Type-r17	e	sibType2,sibType3,sibType4,sibType5,sibType9,sibType10,sibType11,sibType12,sibType13,sibType14,posSIB-v1810,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	1015	1 64 0
T	BIT STRING	B	5 5 0
T	ENUMERATED	e	true	-
T	ReportedFeatureCombination-r18	Q	0	redCap-r18,10951,1,-,- smallData-r18,10952,1,-,- nsag-r18,767,1,-,- msg3-Repetitions-r18,10953,1,-,- msg1-Repetitions-r18,10954,1,-,- eRedCap-r18,10955,1,-,- triggered-S-NSSAI-List-r18,10956,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	10957	1 8 0
T	S-NSSAI	C	0	sst,10958,0,-,- sst-SD,10959,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	32 32 0
T	INTEGER	i	0 63 0
T	INTEGER	i	1 64 0
T	SEQUENCE OF	L	6116	1 4 0
T	INTEGER	i	1 128 0
T	SEQUENCE OF	L	10965	1 32 0
T	SIB-Type-r18	e	sibType15,sibType16,sibType17,sibType18,sibType19,sibType20,sibType21,sibType22,sibType23,sibType24,sibType25,spare5,spare4,spare3,spare2,spare1	-
T	RA-Report-r16	Q	1	cellId-r16,10967,0,-,- ra-InformationCommon-r16,10926,1,-,- raPurpose-r16,10968,0,-,-	gspCellID-r17,5541,1,-,-;gsdt-Failed-r18,10969,1,-,-
T	CHOICE	C	0	cellGlobalId-r16,5541,0,-,- pci-arfcn-r16,8896,0,-,-	
T	ENUMERATED	e	accessRelated,beamFailureRecovery,reconfigurationWithSync,ulUnSynchronized,schedulingRequestFailure,noPUCCHResourceAvailable,requestForOtherSI,msg3RequestForOtherSI-r17,lbt-Failure-r18,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	RA-ReportList-r16	L	10966	1 8 0
T	RF-Parameters	Q	1	supportedBandListNR,10972,0,-,- supportedBandCombinationList,7027,1,-,- appliedFreqBandListFilter,9954,1,-,-	gsupportedBandCombinationList-v1540,7050,1,-,- srs-SwitchingTimeRequested,10973,1,-,-;gsupportedBandCombinationList-v1550,7051,1,-,-;gsupportedBandCombinationList-v1560,7052,1,-,-;gsupportedBandCombinationList-v1610,7058,1,-,- supportedBandCombinationListSidelinkEUTRA-NR-r16,7095,1,-,- supportedBandCombinationList-UplinkTxSwitch-r16,7028,1,-,-;gsupportedBandCombinationList-v1630,7059,1,-,- supportedBandCombinationListSidelinkEUTRA-NR-v1630,7103,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1630,7029,1,-,-;gsupportedBandCombinationList-v1640,7060,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1640,7030,1,-,-;gsupportedBandCombinationList-v1650,7061,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1650,7031,1,-,-;gextendedBand-n77-r16,10974,1,-,-;gsupportedBandCombinationList-UplinkTxSwitch-v1670,7032,1,-,-;gsupportedBandCombinationList-v1680,7062,1,-,-;gsupportedBandCombinationList-v1690,7063,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1690,7033,1,-,-;gsupportedBandCombinationList-v1700,7066,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1700,7037,1,-,- supportedBandCombinationListSL-RelayDiscovery-r17,10975,1,-,- supportedBandCombinationListSL-NonRelayDiscovery-r17,10976,1,-,- supportedBandCombinationListSidelinkEUTRA-NR-v1710,7111,1,-,- sidelinkRequested-r17,10977,1,-,- extendedBand-n77-2-r17,10978,1,-,-;gsupportedBandCombinationList-v1720,7067,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1720,7038,1,-,-;gsupportedBandCombinationList-v1730,7068,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1730,7039,1,-,- supportedBandCombinationListSL-RelayDiscovery-v1730,7079,1,-,- supportedBandCombinationListSL-NonRelayDiscovery-v1730,7079,1,-,-;gsupportedBandCombinationList-v1740,7069,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1740,7040,1,-,-;gsupportedBandCombinationList-v1760,7070,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1760,7041,1,-,-;gdummy1,7071,1,-,- dummy2,7042,1,-,-;gsupportedBandCombinationList-v1780,7072,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1780,7043,1,-,-;gsupportedBandCombinationList-v1800,7075,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1800,7046,1,-,- supportedBandCombinationListSL-U2U-Relay-r18,10979,1,-,-;gsupportedBandCombinationList-v1830,7076,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1830,7047,1,-,-;gsupportedBandCombinationList-v1840,7077,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1840,7048,1,-,-;gsupportedBandCombinationList-v1860,7078,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1860,7049,1,-,-
T	SEQUENCE OF	L	7131	1 1024 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	supported	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportedBandCombinationListSL-U2U-RelayDiscovery-r18,10980,1,-,- supportedBandCombinationListSL-U2U-DiscoveryExt,7079,1,-,-	
T	OCTET STRING	O	0 - 0
T	RF-Parameters-v15g0	Q	0	supportedBandCombinationList-v15g0,7056,1,-,-	
T	RF-Parameters-v16a0	Q	0	supportedBandCombinationList-v16a0,7064,1,-,- supportedBandCombinationList-UplinkTxSwitch-v16a0,7034,1,-,-	
T	RF-Parameters-v16c0	Q	0	supportedBandListNR-v16c0,10984,0,-,-	
T	SEQUENCE OF	L	8322	1 1024 0
T	RF-Parameters-v16j0	Q	0	supportedBandCombinationList-v16j0,7065,1,-,- supportedBandCombinationList-UplinkTxSwitch-v16j0,7036,1,-,-	
T	RF-Parameters-v17b0	Q	0	supportedBandListNR-v17b0,10987,1,-,- supportedBandCombinationList-v17b0,7074,1,-,- supportedBandCombinationList-UplinkTxSwitch-v17b0,7045,1,-,-	
T	SEQUENCE OF	L	8324	1 1024 0
T	RF-ParametersMRDC	Q	1	supportedBandCombinationList,7027,1,-,- appliedFreqBandListFilter,9954,1,-,-	gsrs-SwitchingTimeRequested,10989,1,-,- supportedBandCombinationList-v1540,7050,1,-,-;gsupportedBandCombinationList-v1550,7051,1,-,-;gsupportedBandCombinationList-v1560,7052,1,-,- supportedBandCombinationListNEDC-Only,7027,1,-,-;gsupportedBandCombinationList-v1570,7053,1,-,-;gsupportedBandCombinationList-v1580,7054,1,-,-;gsupportedBandCombinationList-v1590,7055,1,-,-;gsupportedBandCombinationListNEDC-Only-v15a0,10990,1,-,-;gsupportedBandCombinationList-v1610,7058,1,-,- supportedBandCombinationListNEDC-Only-v1610,7058,1,-,- supportedBandCombinationList-UplinkTxSwitch-r16,7028,1,-,-;gsupportedBandCombinationList-v1630,7059,1,-,- supportedBandCombinationListNEDC-Only-v1630,7059,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1630,7029,1,-,-;gsupportedBandCombinationList-v1640,7060,1,-,- supportedBandCombinationListNEDC-Only-v1640,7060,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1640,7030,1,-,-;gsupportedBandCombinationList-UplinkTxSwitch-v1670,7032,1,-,-;gsupportedBandCombinationList-v1700,7066,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1700,7037,1,-,-;gsupportedBandCombinationList-v1720,7067,1,-,- supportedBandCombinationListNEDC-Only-v1720,10991,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1720,7038,1,-,-;gsupportedBandCombinationList-v1730,7068,1,-,- supportedBandCombinationListNEDC-Only-v1730,7068,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1730,7039,1,-,-;gsupportedBandCombinationList-v1740,7069,1,-,- supportedBandCombinationListNEDC-Only-v1740,7069,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1740,7040,1,-,-;gdummy1,7071,1,-,- dummy2,7042,1,-,-;gsupportedBandCombinationList-v1780,7072,1,-,- supportedBandCombinationListNEDC-Only-v1780,7072,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1780,7043,1,-,-;gsupportedBandCombinationList-v1790,7073,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1790,7044,1,-,-;gsupportedBandCombinationList-v1800,7075,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1800,7046,1,-,-;gsupportedBandCombinationList-v1830,7076,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1830,7047,1,-,-;gsupportedBandCombinationList-v1840,7077,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1840,7048,1,-,-;gsupportedBandCombinationList-v1860,7078,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1860,7049,1,-,-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	supportedBandCombinationList-v1540,7050,1,-,- supportedBandCombinationList-v1560,7052,1,-,- supportedBandCombinationList-v1570,7053,1,-,- supportedBandCombinationList-v1580,7054,1,-,- supportedBandCombinationList-v1590,7055,1,-,-	
T	SEQUENCE	Q	0	supportedBandCombinationList-v1700,7066,1,-,- supportedBandCombinationList-v1720,7067,1,-,-	
T	RF-ParametersMRDC-v15g0	Q	0	supportedBandCombinationList-v15g0,7056,1,-,- supportedBandCombinationListNEDC-Only-v15g0,7056,1,-,-	
T	RF-ParametersMRDC-v15n0	Q	0	supportedBandCombinationList-v15n0,7057,1,-,-	
T	RF-ParametersMRDC-v16e0	Q	0	supportedBandCombinationList-UplinkTxSwitch-v16e0,7035,1,-,-	
T	RLC-Parameters	Q	1	am-WithShortSN,10996,1,-,- um-WithShortSN,10997,1,-,- um-WithLongSN,10998,1,-,-	gextendedT-PollRetransmit-r16,10999,1,-,- extendedT-StatusProhibit-r16,11000,1,-,-;gam-WithLongSN-RedCap-r17,11001,1,-,-;gam-WithLongSN-NCR-r18,11002,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RLC-ParametersSidelink-r16	Q	1	am-WithLongSN-Sidelink-r16,11004,1,-,- um-WithLongSN-Sidelink-r16,11005,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RLF-Report-r16	C	0	nr-RLF-Report-r16,11007,0,-,- eutra-RLF-Report-r16,11029,0,-,-	
T	SEQUENCE	Q	1	measResultLastServCell-r16,10446,0,-,- measResultNeighCells-r16,11008,1,-,- c-RNTI-r16,1,0,-,- previousPCellId-r16,11009,1,-,- failedPCellId-r16,11010,0,-,- reconnectCellId-r16,11013,1,-,- timeUntilReconnection-r16,11014,1,-,- reestablishmentCellId-r16,5541,1,-,- timeConnFailure-r16,11015,1,-,- timeSinceFailure-r16,8933,0,-,- connectionFailureType-r16,11016,0,-,- rlf-Cause-r16,11017,0,-,- locationInfo-r16,8629,1,-,- noSuitableCellFound-r16,11018,1,-,- ra-InformationCommon-r16,10926,1,-,-	gcsi-rsRLMConfigBitmap-v1650,11019,1,-,-;glastHO-Type-r17,11020,1,-,- timeConnSourceDAPS-Failure-r17,11021,1,-,- timeSinceCHO-Reconfig-r17,11022,1,-,- choCellId-r17,11023,1,-,- choCandidateCellList-r17,8897,1,-,-;gpSCellId-r18,11024,1,-,- mcg-RecoveryFailureCause-r18,11025,1,-,- scg-FailureCause-r18,11026,1,-,- elapsedTimeSCG-Failure-r18,9326,1,-,- voiceFallbackHO-r18,11027,1,-,- measResultLastServCellRSSI-r18,4122,1,-,- measResultNeighFreqListRSSI-r18,10444,1,-,- bwp-Info-r18,6116,1,-,- elapsedTimeT316-r18,9327,1,-,- scg-FailedAfterMCG-r18,11028,1,-,-
T	SEQUENCE	Q	0	measResultListNR-r16,8914,1,-,- measResultListEUTRA-r16,8916,1,-,-	
T	CHOICE	C	0	nrPreviousCell-r16,5541,0,-,- eutraPreviousCell-r16,8853,0,-,-	
T	CHOICE	C	0	nrFailedPCellId-r16,11011,0,-,- eutraFailedPCellId-r16,11012,0,-,-	
T	CHOICE	C	0	cellGlobalId-r16,5541,0,-,- pci-arfcn-r16,8896,0,-,-	
T	CHOICE	C	0	cellGlobalId-r16,8853,0,-,- pci-arfcn-r16,10512,0,-,-	
T	CHOICE	C	0	nrReconnectCellId-r16,5541,0,-,- eutraReconnectCellId-r16,8853,0,-,-	
T	TimeUntilReconnection-r16	i	0 172800 0
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	rlf,hof	-
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,beamFailureRecoveryFailure,lbtFailure-r16,bh-rlfRecoveryFailure,t312-expiry-r17,spare1	-
T	ENUMERATED	e	true	-
T	BIT STRING	B	96 96 0
T	ENUMERATED	e	cho,daps,spare2,spare1	-
T	TimeConnSourceDAPS-Failure-r17	i	0 1023 0
T	TimeSinceCHO-Reconfig-r17	i	0 1023 0
T	CHOICE	C	0	cellGlobalId-r17,5541,0,-,- pci-arfcn-r17,8896,0,-,-	
T	CHOICE	C	0	cellGlobalId-r18,5541,0,-,- pci-arfcn-r18,8896,0,-,-	
T	ENUMERATED	e	t316-Expiry,scg-Deactivated,spare2,spare1	-
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,synchReconfigFailureSCG,scg-ReconfigFailure,srb3-IntegrityFailure,scg-lbtFailure,beamFailureRecoveryFailure,t312-Expiry,bh-RLF,beamFailure,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	1	failedPCellId-EUTRA,8853,0,-,- measResult-RLF-Report-EUTRA-r16,11030,0,-,-	gmeasResult-RLF-Report-EUTRA-v1690,11031,1,-,-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRC-PosSystemInfoRequest-r16-IEs	Q	0	requestedPosSI-List,11033,0,-,- spare,11034,0,-,-	
T	BIT STRING	B	32 32 0
T	BIT STRING	B	11 11 0
T	RRCReconfigurationComplete	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11036,0,-,-	
T	CHOICE	C	0	rrcReconfigurationComplete,11037,0,-,- criticalExtensionsFuture,11078,0,-,-	
T	RRCReconfigurationComplete-IEs	Q	0	lateNonCriticalExtension,11038,1,-,- nonCriticalExtension,11039,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReconfigurationComplete-v1530-IEs	Q	0	uplinkTxDirectCurrentList,11040,1,-,- nonCriticalExtension,11047,1,-,-	
T	UplinkTxDirectCurrentList	L	11041	1 32 0
T	UplinkTxDirectCurrentCell	Q	1	servCellIndex,160,0,-,- uplinkDirectCurrentBWP,11042,0,-,-	guplinkDirectCurrentBWP-SUL,11046,1,-,-
T	SEQUENCE OF	L	11043	1 4 0
T	UplinkTxDirectCurrentBWP	Q	0	bwp-Id,1165,0,-,- shift7dot5kHz,11044,0,-,- txDirectCurrentLocation,11045,0,-,-	
T	BOOLEAN	b
T	INTEGER	i	0 3301 0
T	SEQUENCE OF	L	11043	1 4 0
T	RRCReconfigurationComplete-v1560-IEs	Q	0	scg-Response,11048,1,-,- nonCriticalExtension,11051,1,-,-	
T	CHOICE	C	0	nr-SCG-Response,11049,0,-,- eutra-SCG-Response,11050,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRCReconfigurationComplete-v1610-IEs	Q	0	ue-MeasurementsAvailable-r16,11052,1,-,- needForGapsInfoNR-r16,5974,1,-,- nonCriticalExtension,11061,1,-,-	
T	UE-MeasurementsAvailable-r16	Q	1	logMeasAvailable-r16,11053,1,-,- logMeasAvailableBT-r16,11054,1,-,- logMeasAvailableWLAN-r16,11055,1,-,- connEstFailInfoAvailable-r16,11056,1,-,- rlf-InfoAvailable-r16,11057,1,-,-	gsuccessHO-InfoAvailable-r17,11058,1,-,- sigLogMeasConfigAvailable-r17,11059,1,-,-;gsuccessPSCell-InfoAvailable-r18,11060,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	RRCReconfigurationComplete-v1640-IEs	Q	0	uplinkTxDirectCurrentTwoCarrierList-r16,11062,1,-,- nonCriticalExtension,11070,1,-,-	
T	UplinkTxDirectCurrentTwoCarrierList-r16	L	11063	1 64 0
T	UplinkTxDirectCurrentTwoCarrier-r16	Q	0	carrierOneInfo-r16,11064,0,-,- carrierTwoInfo-r16,11064,0,-,- singlePA-TxDirectCurrent-r16,11067,0,-,- secondPA-TxDirectCurrent-r16,11067,1,-,-	
T	UplinkTxDirectCurrentCarrierInfo-r16	Q	0	servCellIndex-r16,160,0,-,- servCellInfo-r16,11065,0,-,-	
T	CHOICE	C	0	bwp-Id-r16,1165,0,-,- deactivatedCarrier-r16,11066,0,-,-	
T	ENUMERATED	e	deactivated	-
T	UplinkTxDirectCurrentTwoCarrierInfo-r16	Q	0	referenceCarrierIndex-r16,160,0,-,- shift7dot5kHz-r16,11068,0,-,- txDirectCurrentLocation-r16,11069,0,-,-	
T	BOOLEAN	b
T	INTEGER	i	0 3301 0
T	RRCReconfigurationComplete-v1700-IEs	Q	0	needForGapNCSG-InfoNR-r17,6015,1,-,- needForGapNCSG-InfoEUTRA-r17,6022,1,-,- selectedCondRRCReconfig-r17,4730,1,-,- nonCriticalExtension,11071,1,-,-	
T	RRCReconfigurationComplete-v1720-IEs	Q	0	uplinkTxDirectCurrentMoreCarrierList-r17,11072,1,-,- nonCriticalExtension,11073,1,-,-	
T	UplinkTxDirectCurrentMoreCarrierList-r17	L	8471	1 16 0
T	RRCReconfigurationComplete-v1800-IEs	Q	0	needForInterruptionInfoNR-r18,6046,1,-,- flightPathInfoAvailable-r18,11074,1,-,- selectedPSCellForCHO-WithSCG-r18,11075,1,-,- selectedSK-Counter-r18,4673,1,-,- measConfigReportAppLayerAvailable-r18,11076,1,-,- appliedLTM-CandidateId-r18,5636,1,-,- nonCriticalExtension,11077,1,-,-	
T	ENUMERATED	e	true	-
T	SelectedPSCellForCHO-WithSCG-r18	Q	0	ssbFrequency-r18,4,0,-,- physCellId-r18,500,0,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCReestablishmentComplete	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11080,0,-,-	
T	CHOICE	C	0	rrcReestablishmentComplete,11081,0,-,- criticalExtensionsFuture,11089,0,-,-	
T	RRCReestablishmentComplete-IEs	Q	0	lateNonCriticalExtension,11082,1,-,- nonCriticalExtension,11083,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReestablishmentComplete-v1610-IEs	Q	0	ue-MeasurementsAvailable-r16,11052,1,-,- nonCriticalExtension,11084,1,-,-	
T	RRCReestablishmentComplete-v1800-IEs	Q	0	flightPathInfoAvailable-r18,11085,1,-,- measConfigReportAppLayerAvailable-r18,11086,1,-,- musim-CapRestrictionInd-r18,11087,1,-,- nonCriticalExtension,11088,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCReestablishmentRequest	Q	0	rrcReestablishmentRequest,11091,0,-,-	
T	RRCReestablishmentRequest-IEs	Q	0	ue-Identity,11092,0,-,- reestablishmentCause,11093,0,-,- spare,11094,0,-,-	
T	ReestabUE-Identity	Q	0	c-RNTI,1,0,-,- physCellId,500,0,-,- shortMAC-I,5740,0,-,-	
T	ReestablishmentCause	e	reconfigurationFailure,handoverFailure,otherFailure,spare1	-
T	BIT STRING	B	1 1 0
T	RRCResumeComplete	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11096,0,-,-	
T	CHOICE	C	0	rrcResumeComplete,11097,0,-,- criticalExtensionsFuture,11116,0,-,-	
T	RRCResumeComplete-IEs	Q	0	dedicatedNAS-Message,4412,1,-,- selectedPLMN-Identity,11098,1,-,- uplinkTxDirectCurrentList,11040,1,-,- lateNonCriticalExtension,11099,1,-,- nonCriticalExtension,11100,1,-,-	
T	INTEGER	i	1 12 0
T	OCTET STRING	O	0 - 0
T	RRCResumeComplete-v1610-IEs	Q	0	idleMeasAvailable-r16,11101,1,-,- measResultIdleEUTRA-r16,10424,1,-,- measResultIdleNR-r16,10430,1,-,- scg-Response-r16,11102,1,-,- ue-MeasurementsAvailable-r16,11052,1,-,- mobilityHistoryAvail-r16,11105,1,-,- mobilityState-r16,11106,1,-,- needForGapsInfoNR-r16,5974,1,-,- nonCriticalExtension,11107,1,-,-	
T	ENUMERATED	e	true	-
T	CHOICE	C	0	nr-SCG-Response,11103,0,-,- eutra-SCG-Response,11104,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	normal,medium,high,spare	-
T	RRCResumeComplete-v1640-IEs	Q	0	uplinkTxDirectCurrentTwoCarrierList-r16,11062,1,-,- nonCriticalExtension,11108,1,-,-	
T	RRCResumeComplete-v1700-IEs	Q	0	needForGapNCSG-InfoNR-r17,6015,1,-,- needForGapNCSG-InfoEUTRA-r17,6022,1,-,- nonCriticalExtension,11109,1,-,-	
T	RRCResumeComplete-v1720-IEs	Q	0	uplinkTxDirectCurrentMoreCarrierList-r17,11072,1,-,- nonCriticalExtension,11110,1,-,-	
T	RRCResumeComplete-v1800-IEs	Q	0	needForInterruptionInfoNR-r18,6046,1,-,- musim-CapRestrictionInd-r18,11111,1,-,- flightPathInfoAvailable-r18,11112,1,-,- measConfigReportAppLayerAvailable-r18,11113,1,-,- measResultReselectionNR-r18,10430,1,-,- reselectionMeasAvailable-r18,11114,1,-,- nonCriticalExtension,11115,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCResumeRequest	Q	0	rrcResumeRequest,11118,0,-,-	
T	RRCResumeRequest-IEs	Q	0	resumeIdentity,9009,0,-,- resumeMAC-I,11119,0,-,- resumeCause,5917,0,-,- spare,11120,0,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	1 1 0
T	RRCResumeRequest1	Q	0	rrcResumeRequest1,11122,0,-,-	
T	RRCResumeRequest1-IEs	Q	0	resumeIdentity,5459,0,-,- resumeMAC-I,11123,0,-,- resumeCause,5917,0,-,- spare,11124,0,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	1 1 0
T	RRCSetupComplete	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11126,0,-,-	
T	CHOICE	C	0	rrcSetupComplete,11127,0,-,- criticalExtensionsFuture,11159,0,-,-	
T	RRCSetupComplete-IEs	Q	0	selectedPLMN-Identity,11128,0,-,- registeredAMF,11129,1,-,- guami-Type,11130,1,-,- s-NSSAI-List,11131,1,-,- dedicatedNAS-Message,4412,0,-,- ng-5G-S-TMSI-Value,11132,1,-,- lateNonCriticalExtension,11134,1,-,- nonCriticalExtension,11142,1,-,-	
T	INTEGER	i	1 12 0
T	RegisteredAMF	Q	0	plmn-Identity,120,1,-,- amf-Identifier,2,0,-,-	
T	ENUMERATED	e	native,mapped	-
T	SEQUENCE OF	L	10957	1 8 0
T	CHOICE	C	0	ng-5G-S-TMSI,5458,0,-,- ng-5G-S-TMSI-Part2,11133,0,-,-	
T	BIT STRING	B	9 9 0
T	OCTET STRING	O	0 - 0
T	RRCSetupComplete-v15s0-IEs	Q	0	lateNonCriticalExtension,11136,1,-,- nonCriticalExtension,11137,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCSetupComplete-v16j0-IEs	Q	0	lateNonCriticalExtension,11138,1,-,- nonCriticalExtension,11139,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCSetupComplete-v17b0-IEs	Q	0	ul-RRC-MaxCapaSegments-r17,11140,1,-,- nonCriticalExtension,11141,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	RRCSetupComplete-v1610-IEs	Q	0	iab-NodeIndication-r16,11143,1,-,- idleMeasAvailable-r16,11144,1,-,- ue-MeasurementsAvailable-r16,11052,1,-,- mobilityHistoryAvail-r16,11145,1,-,- mobilityState-r16,11146,1,-,- nonCriticalExtension,11147,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	normal,medium,high,spare	-
T	RRCSetupComplete-v1690-IEs	Q	0	ul-RRC-Segmentation-r16,11148,1,-,- nonCriticalExtension,11149,1,-,-	
T	ENUMERATED	e	true	-
T	RRCSetupComplete-v1700-IEs	Q	0	onboardingRequest-r17,11150,1,-,- nonCriticalExtension,11151,1,-,-	
T	ENUMERATED	e	true	-
T	RRCSetupComplete-v1800-IEs	Q	0	ncr-NodeIndication-r18,11152,1,-,- musim-CapRestrictionInd-r18,11153,1,-,- flightPathInfoAvailable-r18,11154,1,-,- measConfigReportAppLayerAvailable-r18,11155,1,-,- mobileIAB-NodeIndication-r18,11156,1,-,- reselectionMeasAvailable-r18,11157,1,-,- nonCriticalExtension,11158,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCSetupRequest	Q	0	rrcSetupRequest,11161,0,-,-	
T	RRCSetupRequest-IEs	Q	0	ue-Identity,10037,0,-,- establishmentCause,9328,0,-,- spare,11162,0,-,-	
T	BIT STRING	B	1 1 0
T	RRCSystemInfoRequest	Q	0	criticalExtensions,11164,0,-,-	
T	CHOICE	C	0	rrcSystemInfoRequest,11165,0,-,- criticalExtensionsFuture-r16,11168,0,-,-	
T	RRCSystemInfoRequest-IEs	Q	0	requested-SI-List,11166,0,-,- spare,11167,0,-,-	
T	BIT STRING	B	32 32 0
T	BIT STRING	B	12 12 0
T	CHOICE	C	0	rrcPosSystemInfoRequest-r16,11032,0,-,- criticalExtensionsFuture,11169,0,-,-	
T	SEQUENCE	Q	0		
T	RedCapParameters-r17	Q	0	supportOfRedCap-r17,11171,1,-,- supportOf16DRB-RedCap-r17,11172,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RedCapParameters-v1740	Q	0	ncd-SSB-ForRedCapInitialBWP-SDT-r17,11174,1,-,-	
T	ENUMERATED	e	supported	-
T	RelayParameters-r17	Q	1	relayUE-Operation-L2-r17,11176,1,-,- remoteUE-Operation-L2-r17,11177,1,-,- remoteUE-PathSwitchToIdleInactiveRelay-r17,11178,1,-,-	grelayUE-U2U-OperationL2-r18,11179,1,-,- remoteUE-U2U-OperationL2-r18,11180,1,-,- remoteUE-U2N-PathSwitchOperationL2-r18,11181,1,-,- multipathRemoteUE-PC5L2-r18,11182,1,-,- multipathRelayUE-N3C-r18,11183,1,-,- multipathRemoteUE-N3C-r18,11184,1,-,- remoteUE-IndirectPathAddChangeToIdleInactiveRelay-r18,11185,1,-,- pdcp-DuplicationMoreThanOneUuRLC-r18,11186,1,-,- pdcp-CADuplicationDirectpath-DRB-r18,11187,1,-,- pdcp-CADuplicationDirectpath-SRB-r18,11188,1,-,- pdcp-DuplicationMP-SplitDRB-r18,11189,1,-,- pdcp-DuplicationMP-SplitSRB-r18,11190,1,-,- directpathRLF-RecoveryViaSRB1-r18,11191,1,-,- splitDRB-WithUL-BothDirectIndirect-r18,11192,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RelaysTriggeredList-r17	L	1047	1 32 0
T	SCGFailureInformation	Q	0	criticalExtensions,11195,0,-,-	
T	CHOICE	C	0	scgFailureInformation,11196,0,-,- criticalExtensionsFuture,11200,0,-,-	
T	SCGFailureInformation-IEs	Q	0	failureReportSCG,9357,1,-,- nonCriticalExtension,11197,1,-,-	
T	SCGFailureInformation-v1590-IEs	Q	0	lateNonCriticalExtension,11198,1,-,- nonCriticalExtension,11199,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SCGFailureInformationEUTRA	Q	0	criticalExtensions,11202,0,-,-	
T	CHOICE	C	0	scgFailureInformationEUTRA,11203,0,-,- criticalExtensionsFuture,11207,0,-,-	
T	SCGFailureInformationEUTRA-IEs	Q	0	failureReportSCG-EUTRA,9376,1,-,- nonCriticalExtension,11204,1,-,-	
T	SCGFailureInformationEUTRA-v1590-IEs	Q	0	lateNonCriticalExtension,11205,1,-,- nonCriticalExtension,11206,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SDAP-Parameters	Q	1	as-ReflectiveQoS,11209,1,-,-	gsdap-QOS-IAB-r16,11210,1,-,- sdapHeaderIAB-r16,11211,1,-,-;gsdap-QOS-NCR-r18,11212,1,-,- sdap-HeaderNCR-r18,11213,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SHR-Cause-r17	Q	1	t304-cause-r17,11215,1,-,- t310-cause-r17,11216,1,-,- t312-cause-r17,11217,1,-,- sourceDAPS-Failure-r17,11218,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SIB12-IEs-r16	Q	1	sl-ConfigCommonNR-r16,11220,0,-,- lateNonCriticalExtension,11260,1,-,-	gsl-DRX-ConfigCommonGC-BC-r17,5267,1,-,- sl-DiscConfigCommon-r17,11266,1,-,- sl-L2U2N-Relay-r17,11267,1,-,- sl-NonRelayDiscovery-r17,11268,1,-,- sl-L3U2N-RelayDiscovery-r17,11269,1,-,- sl-TimersAndConstantsRemoteUE-r17,11270,1,-,-;gsl-FreqInfoListSizeExt-v1800,11274,1,-,- sl-RLC-BearerConfigListSizeExt-v1800,11275,1,-,- sl-SyncFreqList-r18,11276,1,-,- sl-SyncTxMultiFreq-r18,11277,1,-,- sl-MaxTransPowerCA-r18,390,1,-,- sl-DiscConfigCommon-v1800,11278,1,-,- sl-L2-U2U-Relay-r18,11279,1,-,- sl-L3-U2U-RelayDiscovery-r18,11280,1,-,- t400-U2U-r18,11281,1,-,-;gsl-DiscConfigCommon-v1840,11282,1,-,-
T	SL-ConfigCommonNR-r16	Q	0	sl-FreqInfoList-r16,11221,1,-,- sl-UE-SelectedConfig-r16,4815,1,-,- sl-NR-AnchorCarrierFreqList-r16,11250,1,-,- sl-EUTRA-AnchorCarrierFreqList-r16,11251,1,-,- sl-RadioBearerConfigList-r16,11252,1,-,- sl-RLC-BearerConfigList-r16,11253,1,-,- sl-MeasConfigCommon-r16,11254,1,-,- sl-CSI-Acquisition-r16,11255,1,-,- sl-OffsetDFN-r16,11256,1,-,- t400-r16,11257,1,-,- sl-MaxNumConsecutiveDTX-r16,11258,1,-,- sl-SSB-PriorityNR-r16,11259,1,-,-	
T	SEQUENCE OF	L	11222	1 8 0
T	SL-FreqConfigCommon-r16	Q	1	sl-SCS-SpecificCarrierList-r16,11223,0,-,- sl-AbsoluteFrequencyPointA-r16,4,0,-,- sl-AbsoluteFrequencySSB-r16,4,1,-,- frequencyShift7p5khzSL-r16,11224,1,-,- valueN-r16,11225,0,-,- sl-BWP-List-r16,11226,1,-,- sl-SyncPriority-r16,11234,1,-,- sl-NbAsSync-r16,11235,1,-,- sl-SyncConfigList-r16,5157,1,-,-	gsl-UnlicensedFreqConfigCommon-r18,11236,1,-,- sl-PosBWP-List-r18,11245,1,-,-;gadditionalSpectrumEmission-v1860,707,1,-,-
T	SEQUENCE OF	L	506	1 5 0
T	ENUMERATED	e	true	-
T	INTEGER	i	-1 1 0
T	SEQUENCE OF	L	11227	1 4 0
T	SL-BWP-ConfigCommon-r16	Q	1	sl-BWP-Generic-r16,4863,1,-,- sl-BWP-PoolConfigCommon-r16,11228,1,-,-	gsl-BWP-PoolConfigCommonPS-r17,11228,1,-,- sl-BWP-DiscPoolConfigCommon-r17,11231,1,-,-;gsl-BWP-PoolConfigCommonA2X-r18,11228,1,-,-
T	SL-BWP-PoolConfigCommon-r16	Q	0	sl-RxPool-r16,11229,1,-,- sl-TxPoolSelectedNormal-r16,11230,1,-,- sl-TxPoolExceptional-r16,5084,1,-,-	
T	SEQUENCE OF	L	4899	1 16 0
T	SEQUENCE OF	L	5084	1 8 0
T	SL-BWP-DiscPoolConfigCommon-r17	Q	1	sl-DiscRxPool-r17,11232,1,-,- sl-DiscTxPoolSelected-r17,11233,1,-,-	
T	SEQUENCE OF	L	4899	1 16 0
T	SEQUENCE OF	L	5084	1 8 0
T	ENUMERATED	e	gnss,gnbEnb	-
T	BOOLEAN	b
T	SEQUENCE	Q	0	absenceOfAnyOtherTechnology-r18,11237,1,-,- sl-FreqSelectionConfigList-r18,11238,1,-,- sl-SyncTxDisabled-r18,11239,1,-,- sl-EnergyDetectionConfig-r18,11240,1,-,- ue-ToUE-COT-SharingED-Threshold-r18,11243,1,-,- harq-ACK-FeedbackRatioforCW-AdjustmentGC-Option2-r18,11244,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	5324	1 8 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	sl-MaxEnergyDetectionThreshold-r18,11241,0,-,- sl-EnergyDetectionThresholdOffset-r18,11242,0,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-13 20 0
T	INTEGER	i	-85 -52 0
T	INTEGER	i	10 100 0
T	SEQUENCE OF	L	11246	1 4 0
T	SL-PosBWP-ConfigCommon-r18	Q	1	sl-BWP-Generic-r18,4863,1,-,- sl-BWP-PRS-PoolConfigCommon-r18,11247,1,-,-	
T	SL-BWP-PRS-PoolConfigCommon-r18	Q	1	sl-PRS-RxPool-r18,11248,1,-,- sl-PRS-TxPoolSelectedNormal-r18,11249,1,-,- sl-PRS-TxPoolExceptional-r18,5156,1,-,-	
T	SEQUENCE OF	L	5095	1 16 0
T	SEQUENCE OF	L	5156	1 8 0
T	SL-NR-AnchorCarrierFreqList-r16	L	4	1 8 0
T	SL-EUTRA-AnchorCarrierFreqList-r16	L	3	1 8 0
T	SEQUENCE OF	L	5203	1 512 0
T	SEQUENCE OF	L	5174	1 512 0
T	SL-MeasConfigCommon-r16	Q	1	sl-MeasObjectListCommon-r16,5239,1,-,- sl-ReportConfigListCommon-r16,5243,1,-,- sl-MeasIdListCommon-r16,5259,1,-,- sl-QuantityConfigCommon-r16,5261,1,-,-	
T	ENUMERATED	e	enabled	-
T	INTEGER	i	1 1000 0
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n16,n32	-
T	INTEGER	i	1 8 0
T	OCTET STRING	O	0 - 0
T	SIB12-IEs-v16k0	Q	0	sl-ConfigCommonNR-v16k0,11262,1,-,- nonCriticalExtension,11265,1,-,-	
T	SL-ConfigCommonNR-v16k0	Q	0	sl-FreqInfoListExt-v16k0,11263,1,-,-	
T	SEQUENCE OF	L	11264	1 8 0
T	SL-FreqConfigCommonExt-v16k0	Q	0	additionalSpectrumEmission-r16,705,1,-,-	
T	SEQUENCE	Q	0		
T	SL-DiscConfigCommon-r17	Q	0	sl-RelayUE-ConfigCommon-r17,5351,0,-,- sl-RemoteUE-ConfigCommon-r17,5354,0,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	UE-TimersAndConstantsRemoteUE-r17	Q	1	t300-RemoteUE-r17,11271,1,-,- t301-RemoteUE-r17,11272,1,-,- t319-RemoteUE-r17,11273,1,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	SEQUENCE OF	L	11222	1 7 0
T	SEQUENCE OF	L	5174	1 512 0
T	SEQUENCE OF	L	4854	1 8 0
T	ENUMERATED	e	true	-
T	SL-DiscConfigCommon-v1800	Q	0	sl-RelayUE-ConfigCommonU2U-r18,5359,0,-,- sl-RemoteUE-ConfigCommonU2U-r18,5362,0,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	ms200,ms400,ms600,ms800,ms1200,ms2000,ms3000,ms4000	-
T	SL-DiscConfigCommon-v1840	Q	0	sl-RelayUE-ConfigCommonU2U-v1840,5370,0,-,- sl-RemoteUE-ConfigCommonU2U-v1840,5366,0,-,-	
T	SIB17-IEs-r17	Q	1	trs-ResourceSetConfig-r17,11284,0,-,- validityDuration-r17,11301,1,-,- lateNonCriticalExtension,11302,1,-,-	
T	SEQUENCE OF	L	11285	1 64 0
T	TRS-ResourceSet-r17	Q	0	powerControlOffsetSS-r17,11286,0,-,- scramblingID-Info-r17,11287,0,-,- firstOFDMSymbolInTimeDomain-r17,11290,0,-,- startingRB-r17,11291,0,-,- nrofRBs-r17,11292,0,-,- ssb-Index-r17,1015,0,-,- periodicityAndOffset-r17,11293,0,-,- frequencyDomainAllocation-r17,11298,0,-,- indBitID-r17,11299,0,-,- nrofResources-r17,11300,0,-,-	
T	ENUMERATED	e	db-3,db0,db3,db6	-
T	CHOICE	C	1	scramblingIDforCommon-r17,2510,0,-,- scramblingIDperResourceListWith2-r17,11288,0,-,- scramblingIDperResourceListWith4-r17,11289,0,-,-	
T	SEQUENCE OF	L	2510	2 2 0
T	SEQUENCE OF	L	2510	4 4 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 274 0
T	INTEGER	i	24 276 0
T	CHOICE	C	0	slots10,11294,0,-,- slots20,11295,0,-,- slots40,11296,0,-,- slots80,11297,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	0 5 0
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	t1,t2,t4,t8,t16,t32,t64,t128,t256,t512,infinity,spare5,spare4,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SIB17bis-IEs-r18	Q	1	trs-ResourceSetConfig-r18,11304,1,-,- validityDuration-r18,11324,1,-,- lateNonCriticalExtension,11325,1,-,-	
T	SEQUENCE OF	L	11305	1 64 0
T	TRS-ResourceSet-r18	Q	0	powerControlOffsetSS-r18,11306,0,-,- scramblingID-Info-r18,11307,0,-,- firstOFDMSymbolInTimeDomain-r18,11310,0,-,- startingRB-r18,11311,0,-,- nrofRBs-r18,11312,0,-,- ssb-Index-r18,1015,0,-,- periodicityAndOffset-r18,11313,0,-,- frequencyDomainAllocation-r18,11321,0,-,- indBitID-r18,11322,0,-,- nrofResources-r18,11323,0,-,-	
T	ENUMERATED	e	db-3,db0,db3,db6	-
T	CHOICE	C	1	scramblingIDforCommon-r18,2510,0,-,- scramblingIDperResourceListWith2-r18,11308,0,-,- scramblingIDperResourceListWith4-r18,11309,0,-,-	
T	SEQUENCE OF	L	2510	2 2 0
T	SEQUENCE OF	L	2510	4 4 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 274 0
T	INTEGER	i	24 276 0
T	CHOICE	C	0	slots10,11314,0,-,- slots20,11315,0,-,- slots40,11316,0,-,- slots80,11317,0,-,- slots160,11318,0,-,- slots320,11319,0,-,- slots640,11320,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	0 5 0
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	t1,t2,t4,t8,t16,t32,t64,t128,t256,t512,infinity,spare5,spare4,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SIB23-IEs-r18	Q	1	sl-PosConfigCommonNR-r18,11327,0,-,- lateNonCriticalExtension,11331,1,-,-	
T	SL-PosConfigCommonNR-r18	Q	1	sl-PosFreqInfoList-r18,11328,1,-,- sl-PosUE-SelectedConfig-r18,4815,1,-,- sl-PosNR-AnchorCarrierFreqList-r18,11250,1,-,- sl-PosMeasConfigCommon-r18,11254,1,-,- sl-PosOffsetDFN-r18,11329,1,-,- sl-PosSSB-PriorityNR-r18,11330,1,-,-	
T	SEQUENCE OF	L	11222	1 8 0
T	INTEGER	i	1 1000 0
T	INTEGER	i	1 8 0
T	OCTET STRING	O	0 - 0
T	SL-RelayIndicationMP-r18	e	support	-
T	SL-ServingCellInfo-r17	Q	0	sl-PhysCellId-r17,500,0,-,- sl-CarrierFreqNR-r17,4,0,-,-	
T	SNPN-Identity-r18	Q	0	plmn-Identity-r18,120,0,-,- nid-r18,3677,0,-,-	
T	SPR-Cause-r18	Q	1	t304-cause-r18,11336,1,-,- t310-cause-r18,11337,1,-,- t312-cause-r18,11338,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SecurityModeComplete	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11340,0,-,-	
T	CHOICE	C	0	securityModeComplete,11341,0,-,- criticalExtensionsFuture,11344,0,-,-	
T	SecurityModeComplete-IEs	Q	0	lateNonCriticalExtension,11342,1,-,- nonCriticalExtension,11343,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SecurityModeFailure	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11346,0,-,-	
T	CHOICE	C	0	securityModeFailure,11347,0,-,- criticalExtensionsFuture,11350,0,-,-	
T	SecurityModeFailure-IEs	Q	0	lateNonCriticalExtension,11348,1,-,- nonCriticalExtension,11349,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SidelinkParameters-r16	Q	0	sidelinkParametersNR-r16,11352,1,-,- sidelinkParametersEUTRA-r16,11363,1,-,-	
T	SidelinkParametersNR-r16	Q	1	rlc-ParametersSidelink-r16,11003,1,-,- mac-ParametersSidelink-r16,10160,1,-,- fdd-Add-UE-Sidelink-Capabilities-r16,11353,1,-,- tdd-Add-UE-Sidelink-Capabilities-r16,11353,1,-,- supportedBandListSidelink-r16,11354,1,-,-	grelayParameters-r17,11175,1,-,-;gp0-OLPC-Sidelink-r17,11355,1,-,-;gpdcp-ParametersSidelink-r18,10883,1,-,- sl-PRS-CommonProcCapabilityPerUE-r18,11356,1,-,-
T	UE-SidelinkCapabilityAddXDD-Mode-r16	Q	0	mac-ParametersSidelinkXDD-Diff-r16,10166,1,-,-	
T	SEQUENCE OF	L	8347	1 1024 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumOfActiveSL-PRS-Resources-r18,11357,0,-,- maxNumOfSlotswithActiveSL-PRS-Resources-r18,11360,0,-,-	
T	SEQUENCE	Q	0	fr1-r18,11358,1,-,- fr2-r18,11359,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64,n128	-
T	SEQUENCE	Q	0	fr1-r18,11361,1,-,- fr2-r18,11362,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16,n24,n32,n48,n64	-
T	SidelinkParametersEUTRA-r16	Q	1	sl-ParametersEUTRA1-r16,11364,1,-,- sl-ParametersEUTRA2-r16,11365,1,-,- sl-ParametersEUTRA3-r16,11366,1,-,- supportedBandListSidelinkEUTRA-r16,11367,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	8467	1 256 0
T	SuccessHO-Report-r17	Q	1	sourceCellInfo-r17,11369,0,-,- targetCellInfo-r17,11371,0,-,- measResultNeighCells-r17,11372,1,-,- locationInfo-r17,8629,1,-,- timeSinceCHO-Reconfig-r17,11022,1,-,- shr-Cause-r17,11214,1,-,- ra-InformationCommon-r17,10926,1,-,- upInterruptionTimeAtHO-r17,11373,1,-,- c-RNTI-r17,1,1,-,-	gtargetCell-PCI-ARFCN-r17,8896,1,-,-;geutra-TargetCellInfo-r18,11374,1,-,- measResultServCellRSSI-r18,4122,1,-,- measResultNeighFreqListRSSI-r18,10444,1,-,- eutra-C-RNTI-r18,9311,1,-,- timeSinceSHR-r18,11376,1,-,-
T	SEQUENCE	Q	0	sourcePCellId-r17,5541,0,-,- sourceCellMeas-r17,10456,1,-,- rlf-InSourceDAPS-r17,11370,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	targetPCellId-r17,5541,0,-,- targetCellMeas-r17,10456,1,-,-	
T	SEQUENCE	Q	0	measResultListNR-r17,8914,1,-,- measResultListEUTRA-r17,8916,1,-,-	
T	UPInterruptionTimeAtHO-r17	i	0 1023 0
T	SEQUENCE	Q	0	targetPCellId-r18,11375,0,-,- targetCellMeas-r18,8920,1,-,-	
T	CHOICE	C	0	cellGlobalId-r18,5541,0,-,- pci-arfcn-r18,10512,0,-,-	
T	TimeSinceSHR-r18	i	0 172800 0
T	SuccessPSCell-Report-r18	Q	1	pCellId-r18,5541,0,-,- sourcePSCellInfo-r18,11378,1,-,- targetPSCellInfo-r18,11380,0,-,- measResultNeighCells-r18,11382,1,-,- spr-Cause-r18,11335,1,-,- timeSinceCPAC-Reconfig-r18,11383,1,-,- locationInfo-r18,8629,1,-,- ra-InformationCommon-r18,10926,1,-,- sn-InitiatedPSCellChange-r18,11384,1,-,-	
T	SEQUENCE	Q	0	sourcePSCellId-r18,11379,0,-,- sourcePSCellMeas-r18,10456,1,-,-	
T	CHOICE	C	0	cellGlobalId-r18,5541,0,-,- pci-arfcn-r18,10512,0,-,-	
T	SEQUENCE	Q	0	targetPSCellId-r18,11381,0,-,- targetPSCellMeas-r18,10456,1,-,-	
T	CHOICE	C	0	cellGlobalId-r18,5541,0,-,- pci-arfcn-r18,8896,0,-,-	
T	SEQUENCE	Q	0	measResultListNR-r18,8914,1,-,- measResultListEUTRA-r18,8916,1,-,-	
T	TimeSinceCPAC-Reconfig-r18	i	0 1023 0
T	ENUMERATED	e	true	-
T	UE-CapabilityRequestFilterNR	Q	0	frequencyBandListFilter,9954,1,-,- nonCriticalExtension,11386,1,-,-	
T	UE-CapabilityRequestFilterNR-v1540	Q	0	srs-SwitchingTimeRequest,11387,1,-,- nonCriticalExtension,11388,1,-,-	
T	ENUMERATED	e	true	-
T	UE-CapabilityRequestFilterNR-v1710	Q	0	sidelinkRequest-r17,11389,1,-,- nonCriticalExtension,11390,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	UE-MRDC-Capability	Q	0	measAndMobParametersMRDC,10353,1,-,- phy-ParametersMRDC-v1530,10889,1,-,- rf-ParametersMRDC,10988,0,-,- generalParametersMRDC,9955,1,-,- fdd-Add-UE-MRDC-Capabilities,10540,1,-,- tdd-Add-UE-MRDC-Capabilities,10540,1,-,- fr1-Add-UE-MRDC-Capabilities,10541,1,-,- fr2-Add-UE-MRDC-Capabilities,10541,1,-,- featureSetCombinations,11392,1,-,- pdcp-ParametersMRDC-v1530,10878,1,-,- lateNonCriticalExtension,11393,1,-,- nonCriticalExtension,11399,1,-,-	
T	SEQUENCE OF	L	9388	1 1024 0
T	OCTET STRING	O	0 - 0
T	UE-MRDC-Capability-v15g0	Q	0	rf-ParametersMRDC-v15g0,10992,1,-,- nonCriticalExtension,11395,1,-,-	
T	UE-MRDC-Capability-v15n0	Q	0	rf-ParametersMRDC-v15n0,10993,1,-,- lateNonCriticalExtension,11396,1,-,- nonCriticalExtension,11397,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-MRDC-Capability-v16e0	Q	0	rf-ParametersMRDC-v16e0,10994,1,-,- nonCriticalExtension,11398,1,-,-	
T	SEQUENCE	Q	0		
T	UE-MRDC-Capability-v1560	Q	0	receivedFilters,11400,1,-,- measAndMobParametersMRDC-v1560,10397,1,-,- fdd-Add-UE-MRDC-Capabilities-v1560,11401,1,-,- tdd-Add-UE-MRDC-Capabilities-v1560,11401,1,-,- nonCriticalExtension,11402,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-MRDC-CapabilityAddXDD-Mode-v1560	Q	0	measAndMobParametersMRDC-XDD-Diff-v1560,10395,1,-,-	
T	UE-MRDC-Capability-v1610	Q	0	measAndMobParametersMRDC-v1610,10398,1,-,- generalParametersMRDC-v1610,9960,1,-,- pdcp-ParametersMRDC-v1610,10881,1,-,- nonCriticalExtension,11403,1,-,-	
T	UE-MRDC-Capability-v1700	Q	0	measAndMobParametersMRDC-v1700,10400,0,-,- nonCriticalExtension,11404,1,-,-	
T	UE-MRDC-Capability-v1730	Q	0	measAndMobParametersMRDC-v1730,10401,1,-,- nonCriticalExtension,11405,1,-,-	
T	UE-MRDC-Capability-v1800	Q	0	requirementTypeIndication-r18,11406,1,-,- measAndMobParametersMRDC-v1810,10402,1,-,- nonCriticalExtension,11407,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0		
T	UE-NR-Capability	Q	0	accessStratumRelease,6055,0,-,- pdcp-Parameters,10840,0,-,- rlc-Parameters,10995,1,-,- mac-Parameters,10082,1,-,- phy-Parameters,10556,0,-,- rf-Parameters,10971,0,-,- measAndMobParameters,10207,1,-,- fdd-Add-UE-NR-Capabilities,10803,1,-,- tdd-Add-UE-NR-Capabilities,10803,1,-,- fr1-Add-UE-NR-Capabilities,10804,1,-,- fr2-Add-UE-NR-Capabilities,10804,1,-,- featureSets,9906,1,-,- featureSetCombinations,11409,1,-,- lateNonCriticalExtension,11410,1,-,- nonCriticalExtension,11430,1,-,-	
T	SEQUENCE OF	L	9388	1 1024 0
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v15c0	Q	0	nrdc-Parameters-v15c0,10546,1,-,- partialFR2-FallbackRX-Req,11412,1,-,- nonCriticalExtension,11413,1,-,-	
T	ENUMERATED	e	true	-
T	UE-NR-Capability-v15g0	Q	0	rf-Parameters-v15g0,10981,1,-,- nonCriticalExtension,11414,1,-,-	
T	UE-NR-Capability-v15j0	Q	0	lateNonCriticalExtension,11415,1,-,- nonCriticalExtension,11418,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v15t0	Q	0	featureSets-v15t0,9941,1,-,- measAndMobParameters-v15t0,10344,1,-,- nonCriticalExtension,11417,1,-,-	
T	SEQUENCE	Q	0		
T	UE-NR-Capability-v16a0	Q	0	phy-Parameters-v16a0,10886,1,-,- rf-Parameters-v16a0,10982,1,-,- nonCriticalExtension,11419,1,-,-	
T	UE-NR-Capability-v16c0	Q	0	rf-Parameters-v16c0,10983,1,-,- nonCriticalExtension,11420,1,-,-	
T	UE-NR-Capability-v16d0	Q	0	featureSets-v16d0,9943,1,-,- nonCriticalExtension,11421,1,-,-	
T	UE-NR-Capability-v16j0	Q	0	rf-Parameters-v16j0,10985,1,-,- lateNonCriticalExtension,11422,1,-,- nonCriticalExtension,11425,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v16k0	Q	0	featureSets-v16k0,9945,1,-,- nonCriticalExtension,11424,1,-,-	
T	SEQUENCE	Q	0		
T	UE-NR-Capability-v17b0	Q	0	mac-Parameters-v17b0,10156,1,-,- rf-Parameters-v17b0,10986,1,-,- ul-RRC-MaxCapaSegments-r17,11426,1,-,- nonCriticalExtension,11427,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v17c0	Q	0	mac-Parameters-v17c0,10158,1,-,- nonCriticalExtension,11428,1,-,-	
T	UE-NR-Capability-v17d0	Q	0	featureSets-v17d0,9947,1,-,- nonCriticalExtension,11429,1,-,-	
T	SEQUENCE	Q	0		
T	UE-NR-Capability-v1530	Q	0	fdd-Add-UE-NR-Capabilities-v1530,11431,1,-,- tdd-Add-UE-NR-Capabilities-v1530,11431,1,-,- dummy,11432,1,-,- interRAT-Parameters,10040,1,-,- inactiveState,11433,1,-,- delayBudgetReporting,11434,1,-,- nonCriticalExtension,11435,1,-,-	
T	UE-NR-CapabilityAddXDD-Mode-v1530	Q	0	eutra-ParametersXDD-Diff,9321,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1540	Q	0	sdap-Parameters,11208,1,-,- overheatingInd,11436,1,-,- ims-Parameters,10021,1,-,- fr1-Add-UE-NR-Capabilities-v1540,11437,1,-,- fr2-Add-UE-NR-Capabilities-v1540,11437,1,-,- fr1-fr2-Add-UE-NR-Capabilities,10804,1,-,- nonCriticalExtension,11438,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-CapabilityAddFRX-Mode-v1540	Q	0	ims-ParametersFRX-Diff,10026,1,-,-	
T	UE-NR-Capability-v1550	Q	0	reducedCP-Latency,11439,1,-,- nonCriticalExtension,11440,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1560	Q	0	nrdc-Parameters,10539,1,-,- receivedFilters,11441,1,-,- nonCriticalExtension,11442,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v1570	Q	0	nrdc-Parameters-v1570,10544,1,-,- nonCriticalExtension,11443,1,-,-	
T	UE-NR-Capability-v1610	Q	0	inDeviceCoexInd-r16,11444,1,-,- dl-DedicatedMessageSegmentation-r16,11445,1,-,- nrdc-Parameters-v1610,10549,1,-,- powSav-Parameters-r16,10913,1,-,- fr1-Add-UE-NR-Capabilities-v1610,11446,1,-,- fr2-Add-UE-NR-Capabilities-v1610,11446,1,-,- bh-RLF-Indication-r16,11447,1,-,- directSN-AdditionFirstRRC-IAB-r16,11448,1,-,- bap-Parameters-r16,6118,1,-,- referenceTimeProvision-r16,11449,1,-,- sidelinkParameters-r16,11351,1,-,- highSpeedParameters-r16,9985,1,-,- mac-Parameters-v1610,10133,1,-,- mcgRLF-RecoveryViaSCG-r16,11450,1,-,- resumeWithStoredMCG-SCells-r16,11451,1,-,- resumeWithStoredSCG-r16,11452,1,-,- resumeWithSCG-Config-r16,11453,1,-,- ue-BasedPerfMeas-Parameters-r16,10805,1,-,- son-Parameters-r16,10822,1,-,- onDemandSIB-Connected-r16,11454,1,-,- nonCriticalExtension,11455,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	UE-NR-CapabilityAddFRX-Mode-v1610	Q	0	powSav-ParametersFRX-Diff-r16,10919,1,-,- mac-ParametersFRX-Diff-r16,10134,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1640	Q	0	redirectAtResumeByNAS-r16,11456,1,-,- phy-ParametersSharedSpectrumChAccess-r16,10893,1,-,- nonCriticalExtension,11457,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1650	Q	0	mpsPriorityIndication-r16,11458,1,-,- highSpeedParameters-v1650,9988,1,-,- nonCriticalExtension,11459,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1690	Q	0	ul-RRC-Segmentation-r16,11460,1,-,- nonCriticalExtension,11461,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1700	Q	0	inactiveStatePO-Determination-r17,11462,1,-,- highSpeedParameters-v1700,9991,1,-,- powSav-Parameters-v1700,10922,1,-,- mac-Parameters-v1700,10145,1,-,- ims-Parameters-v1700,10028,1,-,- measAndMobParameters-v1700,10347,0,-,- appLayerMeasParameters-r17,6082,1,-,- redCapParameters-r17,11170,1,-,- ra-SDT-r17,11463,1,-,- srb-SDT-r17,11464,1,-,- gNB-SideRTT-BasedPDC-r17,11465,1,-,- bh-RLF-DetectionRecovery-Indication-r17,11466,1,-,- nrdc-Parameters-v1700,10550,1,-,- bap-Parameters-v1700,6121,1,-,- musim-GapPreference-r17,11467,1,-,- musimLeaveConnected-r17,11468,1,-,- mbs-Parameters-r17,10169,0,-,- nonTerrestrialNetwork-r17,11469,1,-,- ntn-ScenarioSupport-r17,11470,1,-,- sliceInfoforCellReselection-r17,11471,1,-,- ue-RadioPagingInfo-r17,11472,1,-,- ul-GapFR2-Pattern-r17,11474,1,-,- ntn-Parameters-r17,10552,1,-,- nonCriticalExtension,11475,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	gso,ngso	-
T	ENUMERATED	e	supported	-
T	UE-RadioPagingInfo-r17	Q	1	pei-SubgroupingSupportBandList-r17,11473,1,-,-	
T	SEQUENCE OF	L	504	1 1024 0
T	BIT STRING	B	4 4 0
T	UE-NR-Capability-v1740	Q	0	redCapParameters-v1740,11173,0,-,- nonCriticalExtension,11476,1,-,-	
T	UE-NR-Capability-v1750	Q	0	crossCarrierSchedulingConfigurationRelease-r17,11477,1,-,- nonCriticalExtension,11478,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1800	Q	0	airToGroundNetwork-r18,11479,1,-,- eRedCapParameters-r18,9307,1,-,- ncr-Parameters-r18,10528,1,-,- softSatelliteSwitchResyncNTN-r18,11480,1,-,- hardSatelliteSwitchResyncNTN-r18,11481,1,-,- mt-SDT-r18,11482,1,-,- mt-SDT-NTN-r18,11483,1,-,- inDeviceCoexIndAutonomousDenial-r18,11484,1,-,- inDeviceCoexIndFDM-r18,11485,1,-,- inDeviceCoexIndTDM-r18,11486,1,-,- musim-GapPriorityPreference-r18,11487,1,-,- musim-CapabilityRestriction-r18,11488,1,-,- dummy,11489,1,-,- ra-InsteadCG-SDT-r18,11490,1,-,- resumeAfterSDT-Release-r18,11491,1,-,- ul-TrafficInfo-r18,11492,1,-,- aerialParameters-r18,6056,1,-,- ntn-VSAT-AntennaType-r18,11493,1,-,- ntn-VSAT-MobilityType-r18,11494,1,-,- ntn-Parameters-v1820,10834,1,-,- nonCriticalExtension,11495,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	electronic,mechanical	-
T	ENUMERATED	e	fixed,mobile	-
T	UE-NR-Capability-v1830	Q	0	sib19-Support-r18,11496,1,-,- nonCriticalExtension,11497,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1860	Q	0	ntn-CHO-OnlyLocationTimeTrigger-r18,11498,1,-,- nonCriticalExtension,11499,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0		
T	UE-TxTEG-Association-r17	Q	0	ue-TxTEG-ID-r17,11501,0,-,- nr-TimeStamp-r17,10532,0,-,- associatedSRS-PosResourceIdList-r17,11502,0,-,- servCellId-r17,160,1,-,-	
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	2208	1 64 0
T	UE-TxTEG-AssociationList-r17	L	11500	1 256 0
T	UECapabilityInformation	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11505,0,-,-	
T	CHOICE	C	0	ueCapabilityInformation,11506,0,-,- criticalExtensionsFuture,11509,0,-,-	
T	UECapabilityInformation-IEs	Q	0	ue-CapabilityRAT-ContainerList,8616,1,-,- lateNonCriticalExtension,11507,1,-,- nonCriticalExtension,11508,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UEInformationResponse-r16	Q	0	rrc-TransactionIdentifier,9,0,-,- criticalExtensions,11511,0,-,-	
T	CHOICE	C	0	ueInformationResponse-r16,11512,0,-,- criticalExtensionsFuture,11518,0,-,-	
T	UEInformationResponse-r16-IEs	Q	0	measResultIdleEUTRA-r16,10424,1,-,- measResultIdleNR-r16,10430,1,-,- logMeasReport-r16,10076,1,-,- connEstFailReport-r16,8908,1,-,- ra-ReportList-r16,10970,1,-,- rlf-Report-r16,11006,1,-,- mobilityHistoryReport-r16,10506,1,-,- lateNonCriticalExtension,11513,1,-,- nonCriticalExtension,11514,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEInformationResponse-v1700-IEs	Q	0	successHO-Report-r17,11368,1,-,- connEstFailReportList-r17,8934,1,-,- coarseLocationInfo-r17,11515,1,-,- nonCriticalExtension,11516,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEInformationResponse-v1800-IEs	Q	0	flightPathInfoReport-r18,6051,1,-,- successPSCell-Report-r18,11377,1,-,- measResultReselectionNR-r18,10430,1,-,- nonCriticalExtension,11517,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UEPositioningAssistanceInfo-r17	Q	0	criticalExtensions,11520,0,-,-	
T	CHOICE	C	0	uePositioningAssistanceInfo-r17,11521,0,-,- criticalExtensionsFuture,11526,0,-,-	
T	UEPositioningAssistanceInfo-r17-IEs	Q	0	ue-TxTEG-AssociationList-r17,11503,1,-,- lateNonCriticalExtension,11522,1,-,- nonCriticalExtension,11523,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEPositioningAssistanceInfo-v1720-IEs	Q	0	ue-TxTEG-TimingErrorMarginValue-r17,11524,1,-,- nonCriticalExtension,11525,1,-,-	
T	ENUMERATED	e	tc0,tc2,tc4,tc6,tc8,tc12,tc16,tc20,tc24,tc32,tc40,tc48,tc56,tc64,tc72,tc80	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UERadioAccessCapabilityInformation	Q	0	criticalExtensions,11528,0,-,-	
T	CHOICE	C	0	c1,11529,0,-,- criticalExtensionsFuture,11540,0,-,-	
T	CHOICE	C	0	ueRadioAccessCapabilityInformation,11530,0,-,- spare7,11533,0,-,- spare6,11534,0,-,- spare5,11535,0,-,- spare4,11536,0,-,- spare3,11537,0,-,- spare2,11538,0,-,- spare1,11539,0,-,-	
T	UERadioAccessCapabilityInformation-IEs	Q	0	ue-RadioAccessCapabilityInfo,11531,0,-,- nonCriticalExtension,11532,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	UERadioPagingInformation	Q	0	criticalExtensions,11542,0,-,-	
T	CHOICE	C	0	c1,11543,0,-,- criticalExtensionsFuture,11572,0,-,-	
T	CHOICE	C	0	ueRadioPagingInformation,11544,0,-,- spare7,11565,0,-,- spare6,11566,0,-,- spare5,11567,0,-,- spare4,11568,0,-,- spare3,11569,0,-,- spare2,11570,0,-,- spare1,11571,0,-,-	
T	UERadioPagingInformation-IEs	Q	0	supportedBandListNRForPaging,11545,1,-,- nonCriticalExtension,11546,1,-,-	
T	SEQUENCE OF	L	504	1 1024 0
T	UERadioPagingInformation-v15e0-IEs	Q	0	dl-SchedulingOffset-PDSCH-TypeA-FDD-FR1,11547,1,-,- dl-SchedulingOffset-PDSCH-TypeA-TDD-FR1,11548,1,-,- dl-SchedulingOffset-PDSCH-TypeA-TDD-FR2,11549,1,-,- dl-SchedulingOffset-PDSCH-TypeB-FDD-FR1,11550,1,-,- dl-SchedulingOffset-PDSCH-TypeB-TDD-FR1,11551,1,-,- dl-SchedulingOffset-PDSCH-TypeB-TDD-FR2,11552,1,-,- nonCriticalExtension,11553,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	UERadioPagingInformation-v1700-IEs	Q	0	ue-RadioPagingInfo-r17,11554,1,-,- inactiveStatePO-Determination-r17,11555,1,-,- numberOfRxRedCap-r17,11556,1,-,- halfDuplexFDD-TypeA-RedCap-r17,11557,1,-,- nonCriticalExtension,11558,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	one,two	-
T	SEQUENCE OF	L	504	1 1024 0
T	UERadioPagingInformation-v1800-IEs	Q	0	numberOfRxERedCap-r18,11559,1,-,- supportOf2RxXR-r18,11560,1,-,- nonCriticalExtension,11561,1,-,-	
T	ENUMERATED	e	one,two	-
T	ENUMERATED	e	supported	-
T	UERadioPagingInformation-v1840-IEs	Q	0	dl-SchedulingOffset-PDSCH-TypeA-FDD-FR2-NTN-r18,11562,1,-,- dl-SchedulingOffset-PDSCH-TypeB-FDD-FR2-NTN-r18,11563,1,-,- nonCriticalExtension,11564,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	UL-CCCH-Message	Q	0	message,11574,0,-,-	
T	UL-CCCH-MessageType	C	0	c1,11575,0,-,- messageClassExtension,11576,0,-,-	
T	CHOICE	C	0	rrcSetupRequest,11160,0,-,- rrcResumeRequest,11117,0,-,- rrcReestablishmentRequest,11090,0,-,- rrcSystemInfoRequest,11163,0,-,-	
T	SEQUENCE	Q	0		
T	UL-CCCH1-Message	Q	0	message,11578,0,-,-	
T	UL-CCCH1-MessageType	C	0	c1,11579,0,-,- messageClassExtension,11583,0,-,-	
T	CHOICE	C	0	rrcResumeRequest1,11121,0,-,- spare3,11580,0,-,- spare2,11581,0,-,- spare1,11582,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	UL-DCCH-Message	Q	0	message,11585,0,-,-	
T	UL-DCCH-MessageType	C	0	c1,11586,0,-,- messageClassExtension,11606,0,-,-	
T	CHOICE	C	0	measurementReport,10477,0,-,- rrcReconfigurationComplete,11035,0,-,- rrcSetupComplete,11125,0,-,- rrcReestablishmentComplete,11079,0,-,- rrcResumeComplete,11095,0,-,- securityModeComplete,11339,0,-,- securityModeFailure,11345,0,-,- ulInformationTransfer,11587,0,-,- locationMeasurementIndication,10044,0,-,- ueCapabilityInformation,11504,0,-,- counterCheckResponse,8945,0,-,- ueAssistanceInformation,5838,0,-,- failureInformation,9333,0,-,- ulInformationTransferMRDC,11594,0,-,- scgFailureInformation,11194,0,-,- scgFailureInformationEUTRA,11201,0,-,-	
T	ULInformationTransfer	Q	0	criticalExtensions,11588,0,-,-	
T	CHOICE	C	0	ulInformationTransfer,11589,0,-,- criticalExtensionsFuture,11593,0,-,-	
T	ULInformationTransfer-IEs	Q	0	dedicatedNAS-Message,4412,1,-,- lateNonCriticalExtension,11590,1,-,- nonCriticalExtension,11591,1,-,-	
T	OCTET STRING	O	0 - 0
T	ULInformationTransfer-v1700-IEs	Q	0	dedicatedInfoF1c-r17,9124,1,-,- nonCriticalExtension,11592,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	ULInformationTransferMRDC	Q	0	criticalExtensions,11595,0,-,-	
T	CHOICE	C	0	c1,11596,0,-,- criticalExtensionsFuture,11605,0,-,-	
T	CHOICE	C	0	ulInformationTransferMRDC,11597,0,-,- spare3,11602,0,-,- spare2,11603,0,-,- spare1,11604,0,-,-	
T	ULInformationTransferMRDC-IEs	Q	0	ul-DCCH-MessageNR,11598,1,-,- ul-DCCH-MessageEUTRA,11599,1,-,- lateNonCriticalExtension,11600,1,-,- nonCriticalExtension,11601,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	CHOICE	C	0	c2,11607,0,-,- messageClassExtensionFuture-r16,11633,0,-,-	
T	CHOICE	C	0	ulDedicatedMessageSegment-r16,11608,0,-,- dedicatedSIBRequest-r16,9247,0,-,- mcgFailureInformation-r16,10201,0,-,- ueInformationResponse-r16,11510,0,-,- sidelinkUEInformationNR-r16,8717,0,-,- ulInformationTransferIRAT-r16,11617,0,-,- iabOtherInformation-r16,10010,0,-,- mbsInterestIndication-r17,6027,0,-,- uePositioningAssistanceInfo-r17,11519,0,-,- measurementReportAppLayer-r17,10483,0,-,- indirectPathFailureInformation-r18,10031,0,-,- spare5,11628,0,-,- spare4,11629,0,-,- spare3,11630,0,-,- spare2,11631,0,-,- spare1,11632,0,-,-	
T	ULDedicatedMessageSegment-r16	Q	0	criticalExtensions,11609,0,-,-	
T	CHOICE	C	0	ulDedicatedMessageSegment-r16,11610,0,-,- criticalExtensionsFuture,11616,0,-,-	
T	ULDedicatedMessageSegment-r16-IEs	Q	0	segmentNumber-r16,11611,0,-,- rrc-MessageSegmentContainer-r16,11612,0,-,- rrc-MessageSegmentType-r16,11613,0,-,- lateNonCriticalExtension,11614,1,-,- nonCriticalExtension,11615,1,-,-	
T	INTEGER	i	0 15 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	ULInformationTransferIRAT-r16	Q	0	criticalExtensions,11618,0,-,-	
T	CHOICE	C	0	c1,11619,0,-,- criticalExtensionsFuture,11627,0,-,-	
T	CHOICE	C	0	ulInformationTransferIRAT-r16,11620,0,-,- spare3,11624,0,-,- spare2,11625,0,-,- spare1,11626,0,-,-	
T	ULInformationTransferIRAT-r16-IEs	Q	0	ul-DCCH-MessageEUTRA-r16,11621,1,-,- lateNonCriticalExtension,11622,1,-,- nonCriticalExtension,11623,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	VarAppLayerIdle-r18	Q	0	measConfigAppLayerId-r18,5518,0,-,- serviceType-r18,11635,0,-,- appLayerIdleInactiveConfig-r18,5534,0,-,- appLayerMeasPriority-r18,11636,1,-,-	
T	ENUMERATED	e	streaming,mtsi,vr,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	VarAppLayerIdleConfig-r18	Q	0	appLayerIdleConfigList-r18,11638,0,-,-	
T	SEQUENCE OF	L	11634	1 16 0
T	VarAppLayerPLMN-List-r18	Q	0	measConfigAppLayerId-r18,5518,0,-,- plmn-IdentityList-r18,5545,0,-,-	
T	VarAppLayerPLMN-ListConfig-r18	Q	0	plmnConfigList-r18,11641,0,-,-	
T	SEQUENCE OF	L	11639	1 16 0
T	VarConditionalReconfig	Q	0	condReconfigList,4731,1,-,- scpac-ReferenceConfiguration-r18,4748,1,-,- sk-CounterConfiguration-r18,11643,1,-,-	
T	SEQUENCE OF	L	4752	1 9 0
T	VarConnEstFailReport-r16	Q	0	connEstFailReport-r16,8908,0,-,- networkIdentity-r18,11645,0,-,-	
T	CHOICE	C	0	plmn-Identity-r18,120,0,-,- snpn-Identity-r18,11334,0,-,-	
T	VarConnEstFailReportList-r17	Q	0	connEstFailReportList-r17,11647,0,-,-	
T	SEQUENCE OF	L	11644	1 4 0
T	VarEnhMeasIdleConfig-r18	Q	0	measIdleValidityDuration-r18,3635,1,-,-	
T	VarLTM-ServingCellNoResetID-r18	Q	0	ltm-ServingCellNoResetID-r18,11650,1,-,-	
T	INTEGER	i	1 9 0
T	VarLTM-ServingCellUE-MeasuredTA-ID-r18	Q	0	ltm-ServingCellUE-MeasuredTA-ID-r18,11652,1,-,-	
T	INTEGER	i	1 9 0
T	VarLogMeasConfig-r16	Q	0	areaConfiguration-r16,6095,1,-,- bt-NameList-r16,4126,1,-,- wlan-NameList-r16,4130,1,-,- sensor-NameList-r16,4134,1,-,- loggingDuration-r16,9228,0,-,- reportType,11654,0,-,- earlyMeasIndication-r17,11655,1,-,- areaConfiguration-r17,6099,1,-,- areaConfiguration-v1800,6101,1,-,-	
T	CHOICE	C	0	periodical,9230,0,-,- eventTriggered,9232,0,-,-	
T	ENUMERATED	e	true	-
T	VarLogMeasReport-r16	Q	0	absoluteTimeInfo-r16,6054,0,-,- traceReference-r16,9224,0,-,- traceRecordingSessionRef-r16,11657,0,-,- tce-Id-r16,11658,0,-,- logMeasInfoList-r16,10075,0,-,- sigLoggedMeasType-r17,11659,0,-,- identityList-r18,11660,0,-,-	
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	1 1 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	plmn-IdentityList-r18,5545,0,-,- snpn-ConfigID-List-r18,6113,0,-,-	
T	VarMeasConfig	Q	0	measIdList,4342,1,-,- measObjectList,3948,1,-,- reportConfigList,4104,1,-,- quantityConfig,4345,1,-,- s-MeasureConfig,11662,1,-,-	
T	CHOICE	C	0	ssb-RSRP,743,0,-,- csi-RSRP,743,0,-,-	
T	VarMeasConfigSL-r16	Q	0	sl-MeasIdList-r16,5259,1,-,- sl-MeasObjectList-r16,5239,1,-,- sl-ReportConfigList-r16,5243,1,-,- sl-QuantityConfig-r16,5261,1,-,-	
T	VarMeasIdleConfig-r16	Q	0	measIdleCarrierListNR-r16,11665,1,-,- measIdleCarrierListEUTRA-r16,11666,1,-,- measIdleDuration-r16,11667,0,-,- validityAreaList-r16,9094,1,-,-	
T	SEQUENCE OF	L	3613	1 8 0
T	SEQUENCE OF	L	3625	1 8 0
T	ENUMERATED	e	sec10,sec30,sec60,sec120,sec180,sec240,sec300,spare	-
T	VarMeasIdleReport-r16	Q	0	measReportIdleNR-r16,10430,1,-,- measReportIdleEUTRA-r16,10424,1,-,-	
T	VarMeasReport	Q	0	measId,4341,0,-,- cellsTriggeredList,8893,1,-,- numberOfReportsSent,11670,0,-,- cli-TriggeredList-r16,8858,1,-,- tx-PoolMeasToAddModListNR-r16,4070,1,-,- relaysTriggeredList-r17,11193,1,-,- cellsMetLeavingCond-r18,11671,1,-,- reportedBestNeighbourCell-r18,11672,1,-,-	
T	INTEGER	i	- - 0
T	SEQUENCE OF	L	500	1 8 0
T	SEQUENCE OF	L	500	1 2 0
T	VarMeasReportList	L	11669	1 64 0
T	VarMeasReportListSL-r16	L	11675	1 64 0
T	VarMeasReportSL-r16	Q	0	sl-MeasId-r16,5258,0,-,- sl-FrequencyTriggeredList-r16,11676,1,-,- sl-NumberOfReportsSent-r16,11677,0,-,-	
T	SEQUENCE OF	L	4	1 8 0
T	INTEGER	i	- - 0
T	VarMeasReselectionConfig-r18	Q	0	measReselectionCarrierListNR-r18,11679,1,-,- measReselectionValidityDuration-r18,3635,1,-,-	
T	SEQUENCE OF	L	3633	1 8 0
T	VarMobilityHistoryReport-r16	L	10508	1 16 0
T	VarMobilityHistoryReport-r17	Q	0	visitedCellInfoList-r16,10507,0,-,- visitedPSCellInfoList-r17,10514,1,-,-	
T	VarPendingRNA-Update	Q	0	pendingRNA-Update,11683,1,-,-	
T	BOOLEAN	b
T	VarRA-Report-r16	Q	0	ra-ReportList-r16,10970,0,-,- identityList-r18,11685,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,5545,0,-,- snpn-IdentityList-r18,11686,0,-,-	
T	SEQUENCE OF	L	11334	1 12 0
T	VarRLF-Report-r16	Q	0	rlf-Report-r16,11006,0,-,- identityList-r18,11688,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,5545,0,-,- snpn-IdentityList-r18,11689,0,-,-	
T	SEQUENCE OF	L	11334	1 12 0
T	VarResumeMAC-Input	Q	0	sourcePhysCellId,500,0,-,- targetCellIdentity,2463,0,-,- source-c-RNTI,1,0,-,-	
T	VarServingSecurityCellSetID	Q	0	servingSecurityCellSetId-r18,11692,0,-,-	
T	INTEGER	i	1 9 0
T	VarShortMAC-Input	Q	0	sourcePhysCellId,500,0,-,- targetCellIdentity,2463,0,-,- source-c-RNTI,1,0,-,-	
T	VarSuccessHO-Report-r17	Q	0	successHO-Report-r17,11368,0,-,- identityList-r18,11695,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,5545,0,-,- snpn-IdentityList-r18,11696,0,-,-	
T	SEQUENCE OF	L	11334	1 12 0
T	VarSuccessPSCell-Report-r18	Q	0	successPSCell-Report-r18,11377,0,-,- identityList-r18,11698,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,5545,0,-,- snpn-IdentityList-r18,11699,0,-,-	
T	SEQUENCE OF	L	11334	1 12 0
T	VarTSS-Info-r18	Q	0	storedEventID-r18,11701,0,-,- storedGlobalGnbID-r18,11702,0,-,-	
T	INTEGER	i	0 63 0
T	SEQUENCE	Q	0	plmn-Identity-r18,120,0,-,- gnb-ID-r18,11703,0,-,-	
T	BIT STRING	B	22 32 0
N	AI-RNTI-r16	0
N	AMF-Identifier	2
N	ARFCN-ValueEUTRA	3
N	ARFCN-ValueNR	4
N	ARFCN-ValueUTRA-FDD-r16	5
N	AS-Config	6
N	AS-Context	5738
N	ATG-Config-r18	1000
N	ATG-NeighCellConfig-r18	3731
N	ATG-NeighCellConfigList-r18	3730
N	AbsoluteTimeInfo-r16	6054
N	AccessStratumRelease	6055
N	AdditionalPCIIndex-r17	888
N	AdditionalRACH-Config-r17	881
N	AdditionalRACH-ConfigList-r17	880
N	AdditionalSpectrumEmission	705
N	AdditionalSpectrumEmission-r18	708
N	AdditionalSpectrumEmission-v1760	707
N	AdditionalTDDConfig-perPCI-ToAddMod-r18	3370
N	AdvancedReceiver-MU-MIMO-r18	1327
N	Aerial-Config-r18	5563
N	AerialParameters-r18	6056
N	AffectedCarrierFreq-r16	5848
N	AffectedCarrierFreqComb-r16	5851
N	AffectedCarrierFreqCombEUTRA	6067
N	AffectedCarrierFreqCombInfoMRDC	6068
N	AffectedCarrierFreqCombList-r16	5850
N	AffectedCarrierFreqCombNR	6078
N	AffectedCarrierFreqList-r16	5847
N	AffectedCarrierFreqRange-r18	5926
N	AffectedCarrierFreqRangeComb-r18	5931
N	AffectedCarrierFreqRangeCombList-r18	5930
N	AffectedCarrierFreqRangeList-r18	5925
N	AffectedFreqRange-r18	5927
N	AggregatedBandwidth	6079
N	AggregatedBandwidthSN-r17	6080
N	AllowedAggregatedBandwidth-r17	5796
N	AllowedAggregatedBandwidthSNList-r17	5795
N	Alpha	1746
N	Altitude-r18	3972
N	AppLayerBufferLevel-r17	6081
N	AppLayerIdleInactiveConfig-r18	5534
N	AppLayerMeasConfig-r17	5515
N	AppLayerMeasParameters-r17	6082
N	ApplicableDisasterInfo-r17	3652
N	AreaConfig-r16	6094
N	AreaConfiguration-r16	6095
N	AreaConfiguration-r17	6099
N	AreaConfiguration-v1800	6101
N	AreaValidityTA-Config-r18	5725
N	AttemptedBWP-Info-r18	6116
N	AutonomousDenialParameters-r18	3929
N	AvailabilityCombination-r16	2466
N	AvailabilityCombinationId-r16	2467
N	AvailabilityCombinationRB-Groups-r17	2471
N	AvailabilityCombinationsPerCell-r16	2461
N	AvailabilityCombinationsPerCellIndex-r16	2462
N	AvailabilityIndicator-r16	2458
N	AvailableRAN-VisibleMetrics-r18	5547
N	AvailableRB-SetsPerCell-r16	2436
N	AvailableSlotOffset-r17	2106
N	BAP-Config-r16	4710
N	BAP-Parameters-r16	6118
N	BAP-Parameters-v1700	6121
N	BAP-RoutingID-r16	4712
N	BCCH-BCH-Message	6124
N	BCCH-BCH-MessageType	6125
N	BCCH-Config	4461
N	BCCH-DL-SCH-Message	6136
N	BCCH-DL-SCH-MessageType	6137
N	BFD-RelaxationReportingConfig-r17	5404
N	BFR-CSIRS-Resource	2312
N	BFR-SSB-Resource	2310
N	BH-LogicalChannelIdentity-Ext-r16	3795
N	BH-LogicalChannelIdentity-r16	3794
N	BH-RLC-ChannelConfig-r16	3793
N	BH-RLC-ChannelID-r16	3796
N	BSR-Config	231
N	BT-Name-r16	4127
N	BT-NameList-r16	4126
N	BWP	511
N	BWP-Downlink	1490
N	BWP-DownlinkCommon	510
N	BWP-DownlinkDedicated	1073
N	BWP-DownlinkDedicatedSDT-r17	5712
N	BWP-Id	1165
N	BWP-Uplink	2351
N	BWP-UplinkCommon	709
N	BWP-UplinkDedicated	1493
N	BWP-UplinkDedicatedSDT-r17	5711
N	BandCombination	6140
N	BandCombination-UplinkTxSwitch-r16	6177
N	BandCombination-UplinkTxSwitch-v1630	6343
N	BandCombination-UplinkTxSwitch-v1640	6364
N	BandCombination-UplinkTxSwitch-v1650	6384
N	BandCombination-UplinkTxSwitch-v1670	6388
N	BandCombination-UplinkTxSwitch-v1690	6394
N	BandCombination-UplinkTxSwitch-v16a0	6408
N	BandCombination-UplinkTxSwitch-v16e0	6422
N	BandCombination-UplinkTxSwitch-v16j0	6426
N	BandCombination-UplinkTxSwitch-v1700	6429
N	BandCombination-UplinkTxSwitch-v1720	6589
N	BandCombination-UplinkTxSwitch-v1730	6644
N	BandCombination-UplinkTxSwitch-v1740	6667
N	BandCombination-UplinkTxSwitch-v1760	6672
N	BandCombination-UplinkTxSwitch-v1770	6677
N	BandCombination-UplinkTxSwitch-v1780	6686
N	BandCombination-UplinkTxSwitch-v1790	6696
N	BandCombination-UplinkTxSwitch-v17b0	6704
N	BandCombination-UplinkTxSwitch-v1800	6707
N	BandCombination-UplinkTxSwitch-v1830	6976
N	BandCombination-UplinkTxSwitch-v1840	7010
N	BandCombination-UplinkTxSwitch-v1860	7017
N	BandCombination-v1540	6178
N	BandCombination-v1550	7023
N	BandCombination-v1560	6203
N	BandCombination-v1570	6212
N	BandCombination-v1580	6215
N	BandCombination-v1590	6218
N	BandCombination-v15g0	6389
N	BandCombination-v15n0	6423
N	BandCombination-v1610	6222
N	BandCombination-v1630	6344
N	BandCombination-v1640	6365
N	BandCombination-v1650	6385
N	BandCombination-v1680	7024
N	BandCombination-v1690	6395
N	BandCombination-v16a0	6409
N	BandCombination-v16j0	6427
N	BandCombination-v1700	6430
N	BandCombination-v1720	6590
N	BandCombination-v1730	6645
N	BandCombination-v1740	6668
N	BandCombination-v1760	6673
N	BandCombination-v1770	6678
N	BandCombination-v1780	6687
N	BandCombination-v1790	6697
N	BandCombination-v17b0	6705
N	BandCombination-v1800	6708
N	BandCombination-v1830	6977
N	BandCombination-v1840	7011
N	BandCombination-v1860	7018
N	BandCombinationIndex	5747
N	BandCombinationInfo	5746
N	BandCombinationInfoList	5745
N	BandCombinationInfoSN	6004
N	BandCombinationList	7027
N	BandCombinationList-UplinkTxSwitch-r16	7028
N	BandCombinationList-UplinkTxSwitch-v1630	7029
N	BandCombinationList-UplinkTxSwitch-v1640	7030
N	BandCombinationList-UplinkTxSwitch-v1650	7031
N	BandCombinationList-UplinkTxSwitch-v1670	7032
N	BandCombinationList-UplinkTxSwitch-v1690	7033
N	BandCombinationList-UplinkTxSwitch-v16a0	7034
N	BandCombinationList-UplinkTxSwitch-v16e0	7035
N	BandCombinationList-UplinkTxSwitch-v16j0	7036
N	BandCombinationList-UplinkTxSwitch-v1700	7037
N	BandCombinationList-UplinkTxSwitch-v1720	7038
N	BandCombinationList-UplinkTxSwitch-v1730	7039
N	BandCombinationList-UplinkTxSwitch-v1740	7040
N	BandCombinationList-UplinkTxSwitch-v1760	7041
N	BandCombinationList-UplinkTxSwitch-v1770	7042
N	BandCombinationList-UplinkTxSwitch-v1780	7043
N	BandCombinationList-UplinkTxSwitch-v1790	7044
N	BandCombinationList-UplinkTxSwitch-v17b0	7045
N	BandCombinationList-UplinkTxSwitch-v1800	7046
N	BandCombinationList-UplinkTxSwitch-v1830	7047
N	BandCombinationList-UplinkTxSwitch-v1840	7048
N	BandCombinationList-UplinkTxSwitch-v1860	7049
N	BandCombinationList-v1540	7050
N	BandCombinationList-v1550	7051
N	BandCombinationList-v1560	7052
N	BandCombinationList-v1570	7053
N	BandCombinationList-v1580	7054
N	BandCombinationList-v1590	7055
N	BandCombinationList-v15g0	7056
N	BandCombinationList-v15n0	7057
N	BandCombinationList-v1610	7058
N	BandCombinationList-v1630	7059
N	BandCombinationList-v1640	7060
N	BandCombinationList-v1650	7061
N	BandCombinationList-v1680	7062
N	BandCombinationList-v1690	7063
N	BandCombinationList-v16a0	7064
N	BandCombinationList-v16j0	7065
N	BandCombinationList-v1700	7066
N	BandCombinationList-v1720	7067
N	BandCombinationList-v1730	7068
N	BandCombinationList-v1740	7069
N	BandCombinationList-v1760	7070
N	BandCombinationList-v1770	7071
N	BandCombinationList-v1780	7072
N	BandCombinationList-v1790	7073
N	BandCombinationList-v17b0	7074
N	BandCombinationList-v1800	7075
N	BandCombinationList-v1830	7076
N	BandCombinationList-v1840	7077
N	BandCombinationList-v1860	7078
N	BandCombinationListSL-Discovery-r17	7079
N	BandCombinationListSidelinkEUTRA-NR-r16	7095
N	BandCombinationListSidelinkEUTRA-NR-v1630	7103
N	BandCombinationListSidelinkEUTRA-NR-v1710	7111
N	BandCombinationParametersSidelinkEUTRA-NR-r16	7096
N	BandCombinationParametersSidelinkEUTRA-NR-v1630	7104
N	BandCombinationParametersSidelinkEUTRA-NR-v1710	7112
N	BandEntryIndex	5756
N	BandNR	7131
N	BandNR-v16c0	8322
N	BandNR-v17b0	8324
N	BandParameters	6142
N	BandParameters-v1540	6180
N	BandParameters-v1610	6224
N	BandParameters-v1710	6575
N	BandParameters-v1730	6664
N	BandParameters-v1770	6680
N	BandParameters-v1780	6694
N	BandParameters-v1810	6943
N	BandParametersSidelink-r16	7102
N	BandParametersSidelinkDiscovery-r17	7080
N	BandParametersSidelinkEUTRA-NR-r16	7097
N	BandParametersSidelinkEUTRA-NR-v1630	7105
N	BandParametersSidelinkEUTRA-NR-v1710	7113
N	BandSidelink-r16	8347
N	BandSidelinkEUTRA-r16	8467
N	BeamFailureDetection-r17	1371
N	BeamFailureDetectionSet-r17	1372
N	BeamFailureRecoveryConfig	2306
N	BeamFailureRecoveryRSConfig-r16	1386
N	BeamLinkMonitoringRS-Id-r17	1375
N	BeamLinkMonitoringRS-r17	1374
N	BeamManagementSSB-CSI-RS	7205
N	BeamMeasConfigIdle-NR-r16	3620
N	BetaOffsets	1782
N	BetaOffsetsCrossPri-r17	1895
N	BetaOffsetsCrossPriSel-r17	1893
N	BetaOffsetsCrossPriSelCG-r17	2054
N	BetaOffsetsCrossPriSelDCI-0-2-r17	1899
N	CA-BandwidthClassEUTRA	6144
N	CA-BandwidthClassNR	6146
N	CA-BandwidthClassNR-r17	6681
N	CA-ParametersEUTRA	6148
N	CA-ParametersEUTRA-v1560	6210
N	CA-ParametersEUTRA-v1570	6213
N	CA-ParametersNR	6155
N	CA-ParametersNR-v1540	6196
N	CA-ParametersNR-v1550	6206
N	CA-ParametersNR-v1560	6208
N	CA-ParametersNR-v15g0	6390
N	CA-ParametersNR-v1610	6227
N	CA-ParametersNR-v1630	6345
N	CA-ParametersNR-v1640	6366
N	CA-ParametersNR-v1690	6396
N	CA-ParametersNR-v16a0	6410
N	CA-ParametersNR-v1700	6431
N	CA-ParametersNR-v1720	6591
N	CA-ParametersNR-v1730	6646
N	CA-ParametersNR-v1740	6669
N	CA-ParametersNR-v1760	6674
N	CA-ParametersNR-v1770	6684
N	CA-ParametersNR-v1780	6688
N	CA-ParametersNR-v1800	6709
N	CA-ParametersNR-v1830	6978
N	CA-ParametersNR-v1860	7019
N	CA-ParametersNRDC	6205
N	CA-ParametersNRDC-v15g0	6392
N	CA-ParametersNRDC-v1610	6314
N	CA-ParametersNRDC-v1630	6353
N	CA-ParametersNRDC-v1640	6383
N	CA-ParametersNRDC-v1650	6386
N	CA-ParametersNRDC-v16a0	6421
N	CA-ParametersNRDC-v16j0	6428
N	CA-ParametersNRDC-v1700	6564
N	CA-ParametersNRDC-v1720	6642
N	CA-ParametersNRDC-v1730	6662
N	CA-ParametersNRDC-v1760	6676
N	CA-ParametersNRDC-v1780	6692
N	CA-ParametersNRDC-v17b0	6706
N	CA-ParametersNRDC-v1800	6935
N	CA-ParametersNRDC-v1830	7009
N	CAG-Config-r18	6103
N	CAG-ConfigList-r18	6102
N	CAG-IdentityInfo-r16	3780
N	CC-Group-r17	8471
N	CC-State-r17	3832
N	CFR-ConfigMCCH-MTCH-r17	3708
N	CFR-ConfigMulticast-r17	1395
N	CFR-LocationAndBW-r18	6041
N	CFRA	1008
N	CFRA-CSIRS-Resource	1021
N	CFRA-SSB-Resource	1014
N	CFRA-TwoStep-r16	1028
N	CG-COT-Sharing-r16	2039
N	CG-COT-Sharing-r17	2060
N	CG-CandidateInfo-r17	8479
N	CG-CandidateInfoId-r17	8480
N	CG-CandidateList	8600
N	CG-CandidateList-r17-IEs	8603
N	CG-Config	8482
N	CG-Config-IEs	8485
N	CG-Config-v1540-IEs	8548
N	CG-Config-v1560-IEs	8557
N	CG-Config-v1590-IEs	8564
N	CG-Config-v1610-IEs	8567
N	CG-Config-v1620-IEs	8572
N	CG-Config-v1630-IEs	8574
N	CG-Config-v1640-IEs	8575
N	CG-Config-v1700-IEs	8583
N	CG-Config-v1730-IEs	8590
N	CG-Config-v1800-IEs	8593
N	CG-ConfigInfo	8611
N	CG-ConfigInfo-IEs	8614
N	CG-ConfigInfo-v1540-IEs	8666
N	CG-ConfigInfo-v1560-IEs	8674
N	CG-ConfigInfo-v1570-IEs	8703
N	CG-ConfigInfo-v1590-IEs	8706
N	CG-ConfigInfo-v1610-IEs	8708
N	CG-ConfigInfo-v1620-IEs	8832
N	CG-ConfigInfo-v1640-IEs	8834
N	CG-ConfigInfo-v1700-IEs	8837
N	CG-ConfigInfo-v1730-IEs	8843
N	CG-ConfigInfo-v1800-IEs	8846
N	CG-RRC-Configuration-r18	2008
N	CG-SDT-ConfigLCH-Restriction-r17	5705
N	CG-SDT-ConfigLCH-RestrictionExt-v1800	5718
N	CG-SDT-Configuration-r17	1994
N	CG-SDT-TA-ValidationConfig-r17	5715
N	CG-StartingOffsets-r16	2028
N	CG-UCI-OnPUSCH	1964
N	CGI-Info-Logging-r16	5541
N	CGI-InfoEUTRA	8682
N	CGI-InfoEUTRALogging	8853
N	CGI-InfoNR	8530
N	CI-ConfigurationPerServingCell-r16	1115
N	CLI-EventTriggerConfig-r16	4271
N	CLI-PeriodicalReportConfig-r16	4267
N	CLI-RSSI-Range-r16	4276
N	CLI-RSSI-TriggeredList-r16	8857
N	CLI-ResourceConfig-r16	4073
N	CLI-TriggeredList-r16	8858
N	CMRGroupingAndPairing-r17	2522
N	CO-Duration-r16	2447
N	CO-Duration-r17	2455
N	CO-DurationsPerCell-r16	2444
N	CO-DurationsPerCell-r17	2452
N	CRS-InterfMitigation-r17	8860
N	CSI-AperiodicTriggerState	2984
N	CSI-AperiodicTriggerStateList	2983
N	CSI-AssociatedReportConfigInfo	2986
N	CSI-FrequencyOccupation	1209
N	CSI-IM-Resource	2532
N	CSI-IM-ResourceId	2533
N	CSI-IM-ResourceSet	2543
N	CSI-IM-ResourceSetId	2544
N	CSI-MeasConfig	2505
N	CSI-MultiTRP-SupportedCombinations-r17	6477
N	CSI-RS-CellMobility	3978
N	CSI-RS-ForTracking	7254
N	CSI-RS-IM-ReceptionForFeedback	7234
N	CSI-RS-Index	1022
N	CSI-RS-ProcFrameworkForSRS	7240
N	CSI-RS-Resource-Mobility	3984
N	CSI-RS-ResourceConfigMobility	3976
N	CSI-RS-ResourceMapping	1194
N	CSI-ReportConfig	2565
N	CSI-ReportConfigId	2566
N	CSI-ReportFramework	7245
N	CSI-ReportFrameworkExt-r16	7306
N	CSI-ReportPeriodicityAndOffset	2569
N	CSI-ReportSubConfig-r18	2961
N	CSI-ReportSubConfigId-r18	2962
N	CSI-ReportSubConfigTriggerList-r18	3011
N	CSI-ResourceConfig	2555
N	CSI-ResourceConfigId	2556
N	CSI-ResourcePeriodicityAndOffset	1212
N	CSI-SSB-ResourceSet	2548
N	CSI-SSB-ResourceSetId	2549
N	CSI-SemiPersistentOnPUSCH-TriggerState	3017
N	CSI-SemiPersistentOnPUSCH-TriggerStateList	3016
N	CandPSCellExecutionConditionInfo-r18	8866
N	CandidateBeamRS-r16	1388
N	CandidateBeamRSListExt-r16	2321
N	CandidateCell-r17	8587
N	CandidateCellCPC-r17	8839
N	CandidateCellInfo-r17	8585
N	CandidateCellInfoListCPC-r17	8584
N	CandidateCellListCPC-r17	8838
N	CandidateServingFreqListEUTRA	8560
N	CandidateServingFreqListNR	8547
N	CandidateServingFreqListNR-r16	4679
N	CandidateServingFreqRangeListNR-r18	5593
N	CandidateServingFreqRangeNR-r18	5594
N	CandidateTCI-State-r18	5659
N	CandidateTCI-UL-State-r18	5666
N	CarrierAggregationVariant	8868
N	CarrierFreqEUTRA	3531
N	CarrierFreqEUTRA-v1610	3555
N	CarrierFreqEUTRA-v1700	3558
N	CarrierFreqEUTRA-v1800	3562
N	CarrierFreqListEUTRA	3530
N	CarrierFreqListEUTRA-v1610	3554
N	CarrierFreqListEUTRA-v1700	3557
N	CarrierFreqListEUTRA-v1800	3561
N	CarrierFreqListMBS-r17	6030
N	CarrierInfoNR	8878
N	CarrierState-r17	3833
N	CarrierTypePair-r16	6407
N	CellAccessRelatedInfo	4422
N	CellAccessRelatedInfo-EUTRA-5GC	8690
N	CellAccessRelatedInfo-EUTRA-EPC	8684
N	CellDTRX-DCI-config-r18	489
N	CellDTX-DRX-Config-r18	3285
N	CellGlobalIdList-r16	5540
N	CellGroupConfig	132
N	CellGroupForSwitch-r16	1128
N	CellGroupId	48
N	CellGrouping-r16	8879
N	CellIdentity	2463
N	CellIdentity-EUTRA-5GC	8694
N	CellIndividualOffsetList-EUTRA-r18	4322
N	CellIndividualOffsetList-r18	4241
N	CellListEUTRA-r16	3626
N	CellListNR-r16	3614
N	CellReselectionPriorities	8883
N	CellReselectionPriority	3415
N	CellReselectionSubPriority	3416
N	CellsToAddMod	4009
N	CellsToAddModExt-v1710	4047
N	CellsToAddModExt-v1800	4052
N	CellsToAddModList	4008
N	CellsToAddModListExt-v1710	4046
N	CellsToAddModListExt-v1800	4051
N	CellsToAddModListUTRA-FDD-r16	4066
N	CellsToAddModUTRA-FDD-r16	4067
N	CellsTriggeredList	8893
N	ChannelAccessConfig-r16	3125
N	ChoCandidateCell-r17	8895
N	ChoCandidateCellList-r17	8897
N	CipheringAlgorithm	112
N	ClockQualityMetrics-r18	8898
N	CodebookComboParameterMixedType-r17	7411
N	CodebookComboParameterMixedTypePerBC-r17	6444
N	CodebookComboParameterMultiTRP-PerBC-r17	6482
N	CodebookComboParameterMultiTRP-r17	7518
N	CodebookComboParametersAddition-r16	7327
N	CodebookComboParametersAdditionPerBC-r16	6285
N	CodebookComboParametersCJT-r18	6783
N	CodebookConfig	2624
N	CodebookConfig-r16	2727
N	CodebookConfig-r17	2755
N	CodebookConfig-r18	2836
N	CodebookConfig-v1730	2826
N	CodebookParameters	7214
N	CodebookParameters-v1610	6246
N	CodebookParametersAddition-r16	7308
N	CodebookParametersAdditionPerBC-r16	6276
N	CodebookParametersHARQ-ACK-PUSCH-r18	6804
N	CodebookParametersetype2CJT-r18	6747
N	CodebookParametersetype2DopplerCSI-r18	6710
N	CodebookParametersfetype2-r17	7388
N	CodebookParametersfetype2CJT-r18	6765
N	CodebookParametersfetype2DopplerCSI-r18	6734
N	CodebookParametersfetype2PerBC-r17	6432
N	CodebookTypeUL-r18	1940
N	CodebookVariantsList-r16	8907
N	CombinationCarrierType-r18	6875
N	CommonLocationInfo-r16	8630
N	CondExecutionCondToAddMod-r18	4741
N	CondExecutionCondToAddModList-r18	4740
N	CondExecutionCondToReleaseList-r18	4739
N	CondReconfigExecCondSCG-r17	4736
N	CondReconfigId-r16	4730
N	CondReconfigToAddMod-r16	4732
N	CondReconfigToAddModList-r16	4731
N	CondReconfigToRemoveList-r16	4729
N	CondTriggerConfig-r16	4252
N	ConditionalReconfiguration-r16	4727
N	ConfigRestrictInfoDAPS-r16	6005
N	ConfigRestrictInfoDAPS-v1640	6012
N	ConfigRestrictInfoSCG	5744
N	ConfigRestrictModReqSCG	8488
N	ConfiguredGrantConfig	1958
N	ConfiguredGrantConfigIndex-r16	2047
N	ConfiguredGrantConfigIndexMAC-r16	171
N	ConfiguredGrantConfigToAddModList-r16	2334
N	ConfiguredGrantConfigToReleaseList-r16	2335
N	ConfiguredGrantConfigType2DeactivationState-r16	2337
N	ConfiguredGrantConfigType2DeactivationStateList-r16	2336
N	ConnEstFailReport-r16	8908
N	ConnEstFailReportList-r17	8934
N	ConnEstFailureControl	4431
N	ControlResourceSet	518
N	ControlResourceSetId	519
N	ControlResourceSetId-r16	609
N	ControlResourceSetId-v1610	537
N	ControlResourceSetZero	517
N	CounterCheck	8935
N	CounterCheck-IEs	8937
N	CounterCheckResponse	8945
N	CounterCheckResponse-IEs	8947
N	CoverageAreaInfo-r18	3742
N	CoverageAreaInfoList-r18	3741
N	CrossCarrierSchedulingConfig	3053
N	CrossCarrierSchedulingSCell-SpCell-r17	6545
N	DAPS-UplinkPowerConfig-r16	1044
N	DCP-Config-r16	400
N	DL-AM-RLC	145
N	DL-AM-RLC-v1610	178
N	DL-AM-RLC-v1700	181
N	DL-CCCH-Message	8955
N	DL-CCCH-MessageType	8956
N	DL-DCCH-Message	8976
N	DL-DCCH-MessageType	8977
N	DL-DataToUL-ACK-DCI-1-2-r16	1630
N	DL-DataToUL-ACK-DCI-1-2-r17	1676
N	DL-DataToUL-ACK-DCI-1-2-r18	1615
N	DL-DataToUL-ACK-MulticastDCI-Format4-1-r17	1701
N	DL-DataToUL-ACK-r16	1619
N	DL-DataToUL-ACK-r17	1672
N	DL-DataToUL-ACK-r18	1611
N	DL-DataToUL-ACK-v1700	1697
N	DL-PPW-ID-r17	1401
N	DL-PPW-PeriodicityAndStartSlot-r17	1402
N	DL-PPW-PreConfig-r17	1400
N	DL-PPW-PreConfigToAddModList-r17	1399
N	DL-PPW-PreConfigToReleaseList-r17	1478
N	DL-PRS-Info-r16	2226
N	DL-PRS-MeasurementWithRxFH-RRC-Connected-r18	8054
N	DL-PRS-QCL-Info-r17	3221
N	DL-UM-RLC	151
N	DL-UM-RLC-v1700	183
N	DLDedicatedMessageSegment-r16	9178
N	DLDedicatedMessageSegment-r16-IEs	9180
N	DLInformationTransfer	9118
N	DLInformationTransfer-IEs	9120
N	DLInformationTransfer-v1610-IEs	9122
N	DLInformationTransfer-v1700-IEs	9123
N	DLInformationTransfer-v1800-IEs	9129
N	DLInformationTransferMRDC-r16	9209
N	DLInformationTransferMRDC-r16-IEs	9212
N	DMRS-BundlingPUCCH-Config-r17	1690
N	DMRS-BundlingPUSCH-Config-r17	1918
N	DMRS-DownlinkConfig	1144
N	DMRS-UplinkConfig	1710
N	DMRS-UplinkTransformPrecoding-r16	1740
N	DRB-CountInfo	8949
N	DRB-CountInfoList	8948
N	DRB-CountMSB-Info	8939
N	DRB-CountMSB-InfoList	8938
N	DRB-Identity	104
N	DRB-ToAddMod	93
N	DRB-ToAddModList	92
N	DRB-ToReleaseList	109
N	DRX-Config	191
N	DRX-ConfigExt-v1700	289
N	DRX-ConfigExt2-v1800	347
N	DRX-ConfigPTM-Index-r17	9057
N	DRX-ConfigPTM-r17	307
N	DRX-ConfigSL-r17	284
N	DRX-ConfigSecondaryGroup-r16	274
N	DRX-Info	8493
N	DRX-Info2	8568
N	DRX-Preference-r16	5862
N	DRX-PreferenceConfig-r16	4682
N	DataInactivityTimer	269
N	DeactivatedSCG-Config-r17	3379
N	DedicatedInfoF1c-r17	9124
N	DedicatedNAS-Message	4412
N	DedicatedSIBRequest-r16	9247
N	DedicatedSIBRequest-r16-IEs	9249
N	DefaultDC-Location-r17	8472
N	DelayBudgetReport	5841
N	DelayD	2834
N	DiscardTimerExt-r16	56
N	DiscardTimerExt2-r17	80
N	DiscardTimerForLowImportance-r18	85
N	DormancyGroupID-r16	3089
N	DormantBWP-Config-r16	3085
N	DownlinkConfigCommon	501
N	DownlinkConfigCommonSIB	4457
N	DownlinkConfigCommonSIB-v1760	4523
N	DownlinkHARQ-FeedbackDisabled-r17	2501
N	DownlinkPreemption	1083
N	Dummy-PDCCH-RACH-DL-Info-r18	9259
N	Dummy-TDRA-List	1307
N	DummyA	9265
N	DummyB	9271
N	DummyC	9277
N	DummyD	9284
N	DummyE	9292
N	DummyF	9299
N	DummyG	7144
N	DummyH	7198
N	DummyI	9304
N	DummyJ	3100
N	DummyPathlossReferenceRS-v1710	1883
N	ERedCap-ConfigCommonSIB-r18	4640
N	ERedCapParameters-r18	9307
N	EUTRA-AllowedMeasBandwidth	3547
N	EUTRA-C-RNTI	9311
N	EUTRA-Cell	4058
N	EUTRA-CellIndex	4056
N	EUTRA-CellIndexList	4055
N	EUTRA-ExcludedCell	4060
N	EUTRA-FreqExcludedCellList	3544
N	EUTRA-FreqNeighCellInfo	3540
N	EUTRA-FreqNeighCellList	3539
N	EUTRA-FreqNeighHSDN-CellList-r17	3559
N	EUTRA-MBSFN-SubframeConfig	911
N	EUTRA-MBSFN-SubframeConfigList	910
N	EUTRA-MultiBandInfo	3533
N	EUTRA-MultiBandInfoAerial-r18	3564
N	EUTRA-MultiBandInfoList	3532
N	EUTRA-MultiBandInfoListAerial-r18	3563
N	EUTRA-NS-PmaxList	3535
N	EUTRA-NS-PmaxValue	3536
N	EUTRA-Parameters	9312
N	EUTRA-ParametersCommon	9314
N	EUTRA-ParametersXDD-Diff	9321
N	EUTRA-PhysCellId	3271
N	EUTRA-PhysCellIdRange	3545
N	EUTRA-PresenceAntennaPort1	3548
N	EUTRA-Q-OffsetRange	3541
N	EUTRA-RSTD-Info	9323
N	EUTRA-RSTD-InfoList	9325
N	EarlyUL-SyncConfig-r18	5649
N	ElapsedTimeSCG-Failure-r18	9326
N	ElapsedTimeT316-r18	9327
N	EphemerisInfo-r17	984
N	EpochTime-r17	972
N	EstablishmentCause	9328
N	EthernetHeaderCompression-r16	62
N	EventTriggerConfig	4153
N	EventTriggerConfigInterRAT	4295
N	EventTriggerConfigNR-SL-r16	4334
N	EventType-r16	9233
N	ExcessDelay-DRB-IdentityInfo-r17	4147
N	ExtendedPagingCycle-r17	9017
N	ExtendedPagingCycleConfig-r18	9029
N	FDM-TDM-r16	1278
N	FR-Info	8545
N	FR-InfoList	8544
N	FR2-2-AccessParamsPerBand-r17	7873
N	FailureInfoDAPS-r16	9329
N	FailureInfoRLC-Bearer	9331
N	FailureInformation	9333
N	FailureInformation-IEs	9335
N	FailureInformation-v1610-IEs	9337
N	FailureReportIndirectPath-r18	9340
N	FailureReportMCG-r16	9345
N	FailureReportSCG	9357
N	FailureReportSCG-EUTRA	9376
N	FeatureCombination-r17	764
N	FeatureCombinationPreambles-r17	763
N	FeaturePriority-r17	997
N	FeatureSet	9381
N	FeatureSetCombination	9388
N	FeatureSetCombinationId	6147
N	FeatureSetDownlink	9390
N	FeatureSetDownlink-v1540	9415
N	FeatureSetDownlink-v15a0	9434
N	FeatureSetDownlink-v15t0	9435
N	FeatureSetDownlink-v1610	9437
N	FeatureSetDownlink-v16k0	9469
N	FeatureSetDownlink-v1700	9478
N	FeatureSetDownlink-v1720	9501
N	FeatureSetDownlink-v1730	9511
N	FeatureSetDownlink-v17d0	9513
N	FeatureSetDownlink-v1800	9517
N	FeatureSetDownlink-v1830	9563
N	FeatureSetDownlink-v1860	9570
N	FeatureSetDownlinkId	9386
N	FeatureSetDownlinkPerCC	9572
N	FeatureSetDownlinkPerCC-Id	6013
N	FeatureSetDownlinkPerCC-v1620	9578
N	FeatureSetDownlinkPerCC-v1700	9584
N	FeatureSetDownlinkPerCC-v1720	9588
N	FeatureSetDownlinkPerCC-v1730	9592
N	FeatureSetDownlinkPerCC-v1780	9597
N	FeatureSetDownlinkPerCC-v1800	9598
N	FeatureSetDownlinkPerCC-v1840	9605
N	FeatureSetEUTRA-DownlinkId	9383
N	FeatureSetEUTRA-UplinkId	9384
N	FeatureSetEntryIndex	5749
N	FeatureSetUplink	9607
N	FeatureSetUplink-v1540	9620
N	FeatureSetUplink-v1610	9626
N	FeatureSetUplink-v1630	9697
N	FeatureSetUplink-v1640	9704
N	FeatureSetUplink-v16d0	9712
N	FeatureSetUplink-v1710	9716
N	FeatureSetUplink-v1720	9725
N	FeatureSetUplink-v1800	9740
N	FeatureSetUplink-v1850	9804
N	FeatureSetUplinkId	9387
N	FeatureSetUplinkPerCC	9820
N	FeatureSetUplinkPerCC-Id	6014
N	FeatureSetUplinkPerCC-v1540	9824
N	FeatureSetUplinkPerCC-v1700	9828
N	FeatureSetUplinkPerCC-v1780	9831
N	FeatureSetUplinkPerCC-v1800	9832
N	FeatureSetUplinkPerCC-v1840	9894
N	FeatureSetUplinkPerCC-v1850	9895
N	FeatureSets	9906
N	FeatureSets-v15t0	9941
N	FeatureSets-v16d0	9943
N	FeatureSets-v16k0	9945
N	FeatureSets-v17d0	9947
N	FeatureSetsPerBand	9389
N	FilterCoefficient	4350
N	FilterConfig	4349
N	FilterConfigCLI-r16	4352
N	FlightPathInfoReport-r18	6051
N	FlightPathInfoReportConfig-r18	9201
N	FlightPathUpdateDistanceThr-r18	5567
N	FlightPathUpdateTimeThr-r18	5570
N	FreqBandIndicatorEUTRA	3534
N	FreqBandIndicatorNR	504
N	FreqBandInformation	9949
N	FreqBandInformationEUTRA	9950
N	FreqBandInformationNR	9951
N	FreqBandList	9954
N	FreqInfoMBS-r18	6038
N	FreqPriorityDedicatedSlicing-r17	8890
N	FreqPriorityEUTRA	8885
N	FreqPriorityListDedicatedSlicing-r17	8889
N	FreqPriorityListEUTRA	8884
N	FreqPriorityListNR	8886
N	FreqPriorityListSlicing-r17	3659
N	FreqPriorityNR	8887
N	FreqPrioritySlicing-r17	3660
N	FreqSeparationClass	9392
N	FreqSeparationClassDL-Only-r16	9452
N	FreqSeparationClassDL-v1620	9451
N	FreqSeparationClassUL-v1620	9662
N	FrequencyComponent-r17	8473
N	FrequencyConfig-NR-r16	8578
N	FrequencyHoppingOffsetListsDCI-0-2-r16	1809
N	FrequencyInfoDL	502
N	FrequencyInfoDL-SIB	4458
N	FrequencyInfoDL-SIB-v1760	4524
N	FrequencyInfoDL-SIB-v1800	4504
N	FrequencyInfoUL	703
N	FrequencyInfoUL-SIB	4506
N	FrequencyInfoUL-SIB-v1760	4526
N	GIN-Element-r17	3675
N	GINs-PerSNPN-r17	3679
N	GNSS-ID-r16	4569
N	GapConfig	4356
N	GapConfig-r17	4364
N	GapPriority-r17	4375
N	GeneralParametersMRDC-XDD-Diff	9955
N	GeneralParametersMRDC-v1610	9960
N	GoodServingCellEvaluation-r17	3375
N	GroupB-ConfiguredTwoStepRA-r16	862
N	GroupPaging-r18	5472
N	GuardBand-r16	3108
N	HRNN-List-r16	3606
N	HRNN-r16	3607
N	HandoverCommand	9962
N	HandoverCommand-IEs	9965
N	HandoverCommand-v1800-IEs	9967
N	HandoverPreparationInformation	9973
N	HandoverPreparationInformation-IEs	9976
N	HighSpeedConfig-r16	956
N	HighSpeedConfig-v1700	959
N	HighSpeedConfigFR2-r17	966
N	HighSpeedParameters-r16	9985
N	HighSpeedParameters-v1650	9988
N	HighSpeedParameters-v1700	9991
N	Hysteresis	4158
N	HysteresisAltitude-r18	3973
N	HysteresisLocation-r17	4188
N	I-RNTI-Value	5459
N	IAB-IP-Address-r16	4720
N	IAB-IP-AddressAndTraffic-r16	9994
N	IAB-IP-AddressConfiguration-r16	4718
N	IAB-IP-AddressConfigurationList-r16	4716
N	IAB-IP-AddressIndex-r16	4719
N	IAB-IP-AddressNumReq-r16	9999
N	IAB-IP-AddressPrefixReq-r16	10004
N	IAB-IP-PrefixAndTraffic-r16	10009
N	IAB-IP-Usage-r16	4724
N	IAB-ResourceConfig-r17	3821
N	IAB-ResourceConfigID-r17	3822
N	IABOtherInformation-r16	10010
N	IABOtherInformation-r16-IEs	10012
N	IDC-Assistance-r16	5846
N	IDC-AssistanceConfig-r16	4678
N	IDC-AssistanceConfig-v1800	5589
N	IDC-FDM-Assistance-r18	5924
N	IDC-FDM-AssistanceConfig-r18	5592
N	IDC-TDM-Assistance-r18	5934
N	IMS-Parameters	10021
N	IMS-Parameters-v1700	10028
N	IMS-ParametersCommon	10022
N	IMS-ParametersFR2-2-r17	10029
N	IMS-ParametersFRX-Diff	10026
N	INT-ConfigurationPerServingCell	1087
N	IndirectPathFailureInformation-r18	10031
N	IndirectPathFailureInformation-r18-IEs	10033
N	InitialUE-Identity	10037
N	IntegrityProtAlgorithm	113
N	InterFreqAllowedCellList-r16	3503
N	InterFreqCAG-CellListPerPLMN-r16	3505
N	InterFreqCarrierFreqInfo	3488
N	InterFreqCarrierFreqInfo-v1610	3500
N	InterFreqCarrierFreqInfo-v1700	3509
N	InterFreqCarrierFreqInfo-v1720	3516
N	InterFreqCarrierFreqInfo-v1730	3518
N	InterFreqCarrierFreqInfo-v1760	3521
N	InterFreqCarrierFreqInfo-v1800	3523
N	InterFreqCarrierFreqList	3487
N	InterFreqCarrierFreqList-v1610	3499
N	InterFreqCarrierFreqList-v1700	3508
N	InterFreqCarrierFreqList-v1720	3515
N	InterFreqCarrierFreqList-v1730	3517
N	InterFreqCarrierFreqList-v1760	3520
N	InterFreqCarrierFreqList-v1800	3522
N	InterFreqExcludedCellList	3497
N	InterFreqNeighCellInfo	3493
N	InterFreqNeighCellInfo-v1610	3502
N	InterFreqNeighCellInfo-v1710	3514
N	InterFreqNeighCellList	3492
N	InterFreqNeighCellList-v1610	3501
N	InterFreqNeighCellList-v1710	3513
N	InterFreqNeighHSDN-CellList-r17	3510
N	InterFreqTargetInfo-r16	6097
N	InterRAT-Parameters	10040
N	IntraBandCC-Combination-r17	3831
N	IntraBandCC-CombinationReqList-r17	3828
N	IntraBandPowerClass-r16	7026
N	IntraCellGuardBandsPerSCS-r16	3106
N	IntraFreqAllowedCellList-r16	3477
N	IntraFreqCAG-CellListPerPLMN-r16	3479
N	IntraFreqExcludedCellList	3471
N	IntraFreqNeighCellInfo	3467
N	IntraFreqNeighCellInfo-v1610	3476
N	IntraFreqNeighCellInfo-v1710	3484
N	IntraFreqNeighCellList	3466
N	IntraFreqNeighCellList-v1610	3475
N	IntraFreqNeighCellList-v1710	3483
N	IntraFreqNeighHSDN-CellList-r17	3482
N	InvalidSymbolPattern-r16	1851
N	JitterBound-r18	5987
N	L1-MeasConfigNRDC-r18	5801
N	LBT-FailureRecoveryConfig-r16	2331
N	LCG-DSR-Config-r18	378
N	LCG-Id-r18	379
N	LTE-CRS-PatternList-r16	3115
N	LTE-NeighCellsCRS-AssistInfo-r17	3268
N	LTE-NeighCellsCRS-AssistInfoList-r17	3267
N	LTM-CSI-ReportConfig-r18	3026
N	LTM-CSI-ReportConfigId-r18	3013
N	LTM-CSI-ResourceConfig-r18	5681
N	LTM-CSI-ResourceConfigId-r18	3027
N	LTM-CSI-SSB-ResourceSet-r18	5682
N	LTM-Candidate-r18	5638
N	LTM-CandidateId-r18	5636
N	LTM-Config-r18	5634
N	LTM-QCL-Info-r18	5660
N	LTM-ReportContent-r18	3047
N	LTM-ResourceConfigNRDC-r18	5816
N	LTM-SSB-Config-r18	5639
N	LTM-TCI-Info-r18	5657
N	LocationAndBandwidthBroadcast-r17	3709
N	LocationInfo-r16	8629
N	LocationMeasurementIndication	10044
N	LocationMeasurementIndication-IEs	10046
N	LocationMeasurementInfo	10049
N	LogMeasInfo-r16	10062
N	LogMeasInfoList-r16	10075
N	LogMeasReport-r16	10076
N	LogMeasResultBT-r16	8638
N	LogMeasResultListBT-r16	8637
N	LogMeasResultListWLAN-r16	8641
N	LogMeasResultWLAN-r16	8642
N	LoggedEventTriggerConfig-r16	9232
N	LoggedMeasurementConfiguration-r16	9221
N	LoggedMeasurementConfiguration-r16-IEs	9223
N	LoggedMeasurementConfiguration-v1700-IEs	9237
N	LoggedMeasurementConfiguration-v1800-IEs	9240
N	LoggedPeriodicalReportConfig-r16	9230
N	LoggingDuration-r16	9228
N	LoggingInterval-r16	9231
N	LogicalChannelConfig	154
N	LogicalChannelIdentity	49
N	LogicalChannelIdentityExt-r17	184
N	LowerMSD-r18	8254
N	MAC-CellGroupConfig	188
N	MAC-MainConfigSL-r16	4774
N	MAC-Parameters	10082
N	MAC-Parameters-v1610	10133
N	MAC-Parameters-v1700	10145
N	MAC-Parameters-v17b0	10156
N	MAC-Parameters-v17c0	10158
N	MAC-ParametersCommon	10083
N	MAC-ParametersFR2-2-r17	10146
N	MAC-ParametersFRX-Diff-r16	10134
N	MAC-ParametersPerBand-r18	8289
N	MAC-ParametersSidelink-r16	10160
N	MAC-ParametersSidelinkCommon-r16	10161
N	MAC-ParametersSidelinkXDD-Diff-r16	10166
N	MAC-ParametersXDD-Diff	10121
N	MBS-FSAI-InterFreq-r17	3726
N	MBS-FSAI-InterFreqList-r17	3725
N	MBS-FSAI-List-r17	3723
N	MBS-FSAI-r17	3724
N	MBS-NeighbourCell-r17	9065
N	MBS-NeighbourCellList-r17	9064
N	MBS-NonServingInfoList-r18	6036
N	MBS-Parameters-r17	10169
N	MBS-RNTI-SpecificConfig-r17	302
N	MBS-RNTI-SpecificConfigId-r17	303
N	MBS-ServiceInfo-r17	6033
N	MBS-ServiceList-r17	6032
N	MBS-SessionInfo-r17	10171
N	MBS-SessionInfoList-r17	10188
N	MBS-SessionInfoListMulticast-r18	9039
N	MBS-SessionInfoMulticast-r18	9040
N	MBSBroadcastConfiguration-r17	10189
N	MBSBroadcastConfiguration-r17-IEs	10191
N	MBSInterestIndication-r17	6027
N	MBSInterestIndication-r17-IEs	6029
N	MBSInterestIndication-v1800	6035
N	MBSMulticastConfiguration-r18	9036
N	MBSMulticastConfiguration-r18-IEs	9038
N	MC-DCI-SetOfCells-r18	3316
N	MCC	121
N	MCC-MNC-Digit	122
N	MCCH-Config-r17	3694
N	MCCH-Message-r17	10196
N	MCCH-MessageType-r17	10197
N	MCCH-RepetitionPeriodAndOffset-r17	3695
N	MCGFailureInformation-r16	10201
N	MCGFailureInformation-r16-IEs	10203
N	MIB	6126
N	MIMO-LayersDL	5774
N	MIMO-LayersUL	5775
N	MIMO-ParametersPerBand	7133
N	MIMO-ParametersPerBand-v17b0	8325
N	MIMOParam-r17	3237
N	MIMOParam-v1850	3368
N	MNC	123
N	MPE-Config-FR2-r16	253
N	MPE-Config-FR2-r17	258
N	MPE-Resource-r17	1926
N	MPE-ResourceId-r17	1927
N	MRB-Identity-r17	125
N	MRB-InfoBroadcast-r17	10173
N	MRB-InfoMulticast-r18	9042
N	MRB-ListBroadcast-r17	10172
N	MRB-ListMulticast-r18	9041
N	MRB-PDCP-ConfigBroadcast-r17	10174
N	MRB-PDCP-ConfigMulticast-r18	9043
N	MRB-RLC-ConfigBroadcast-r17	10185
N	MRB-RLC-ConfigMulticast-r18	9054
N	MRB-ToAddMod-r17	116
N	MRB-ToAddModList-r17	115
N	MRB-ToReleaseList-r17	128
N	MRDC-AssistanceInfo	8662
N	MRDC-Parameters	6164
N	MRDC-Parameters-v1580	6216
N	MRDC-Parameters-v1590	6220
N	MRDC-Parameters-v15g0	6393
N	MRDC-Parameters-v15n0	6424
N	MRDC-Parameters-v1620	6321
N	MRDC-Parameters-v1630	6354
N	MRDC-Parameters-v1700	6570
N	MRDC-Parameters-v1770	6682
N	MRDC-Parameters-v1790	6701
N	MRDC-Parameters-v1840	7012
N	MRDC-SecondaryCellGroupConfig	4667
N	MSD-Information-r18	8257
N	MT-SDT-ConfigCommonSIB-r18	4627
N	MTCH-SSB-MappingWindowCycleOffset-r17	9068
N	MTCH-SSB-MappingWindowIndex-r17	9060
N	MTCH-SSB-MappingWindowList-r17	9067
N	MUSIM-AffectedBands-r18	5957
N	MUSIM-AffectedBandsList-r18	5956
N	MUSIM-Assistance-r17	5898
N	MUSIM-Assistance-v1800	5942
N	MUSIM-AvoidedBands-r18	5964
N	MUSIM-AvoidedBandsList-r18	5963
N	MUSIM-BandEntryIndex-r18	5959
N	MUSIM-CandidateBandList-r18	5621
N	MUSIM-CapRestriction-r18	5945
N	MUSIM-CapabilityRestrictedBandParameters-r18	5958
N	MUSIM-CapabilityRestrictionConfig-r18	5620
N	MUSIM-Cell-SCG-ToRelease-r18	5946
N	MUSIM-CellToAffect-r18	5950
N	MUSIM-CellToAffectList-r18	5949
N	MUSIM-CellToRelease-r18	5947
N	MUSIM-Gap-r17	5489
N	MUSIM-GapAssistanceConfig-r17	5382
N	MUSIM-GapConfig-r17	5485
N	MUSIM-GapExt-v1820	5506
N	MUSIM-GapId-r17	5487
N	MUSIM-GapInfo-r17	5490
N	MUSIM-GapPreferenceList-r17	5900
N	MUSIM-GapPriorityPreferenceList-r18	5943
N	MUSIM-LeaveAssistanceConfig-r17	5386
N	MUSIM-MaxCC-r18	5965
N	MUSIM-Starting-SFN-AndSubframe-r17	5491
N	MasterKeyUpdate	4413
N	MaxBW-Preference-r16	5867
N	MaxBW-PreferenceConfig-r16	4686
N	MaxBW-PreferenceFR2-2-r17	5901
N	MaxCC-Preference-r16	5868
N	MaxCC-PreferenceConfig-r16	4690
N	MaxMIMO-LayerPreference-r16	5869
N	MaxMIMO-LayerPreferenceConfig-r16	4694
N	MaxMIMO-LayerPreferenceFR2-2-r17	5903
N	MaxMIMO-LayersDCI-0-2-r16	2365
N	MaxMIMO-LayersDL-r16	1238
N	MeasAndMobParameters	10207
N	MeasAndMobParameters-v15t0	10344
N	MeasAndMobParameters-v1700	10347
N	MeasAndMobParametersCommon	10208
N	MeasAndMobParametersCommon-v15t0	10345
N	MeasAndMobParametersFR2-2-r17	10348
N	MeasAndMobParametersFRX-Diff	10321
N	MeasAndMobParametersMRDC	10353
N	MeasAndMobParametersMRDC-Common	10354
N	MeasAndMobParametersMRDC-Common-v1610	10361
N	MeasAndMobParametersMRDC-Common-v1700	10366
N	MeasAndMobParametersMRDC-Common-v1730	10380
N	MeasAndMobParametersMRDC-Common-v1810	10385
N	MeasAndMobParametersMRDC-FRX-Diff	10359
N	MeasAndMobParametersMRDC-XDD-Diff	10356
N	MeasAndMobParametersMRDC-XDD-Diff-v1560	10395
N	MeasAndMobParametersMRDC-v1560	10397
N	MeasAndMobParametersMRDC-v1610	10398
N	MeasAndMobParametersMRDC-v1700	10400
N	MeasAndMobParametersMRDC-v1730	10401
N	MeasAndMobParametersMRDC-v1810	10402
N	MeasAndMobParametersXDD-Diff	10312
N	MeasConfig	3946
N	MeasConfigAppLayer-r17	5517
N	MeasConfigAppLayerId-r17	5518
N	MeasConfigMN	8655
N	MeasConfigSN	8541
N	MeasGapConfig	4353
N	MeasGapId-r17	4044
N	MeasGapSharingConfig	4386
N	MeasGapSharingScheme	4374
N	MeasId	4341
N	MeasIdToAddMod	4343
N	MeasIdToAddModList	4342
N	MeasIdToRemoveList	4340
N	MeasIdleCarrierEUTRA-r16	3625
N	MeasIdleCarrierNR-r16	3613
N	MeasIdleConfigDedicated-r16	9090
N	MeasIdleConfigSIB-r16	3611
N	MeasObjectCLI-r16	4072
N	MeasObjectEUTRA	4054
N	MeasObjectId	1482
N	MeasObjectNR	3951
N	MeasObjectNR-SL-r16	4069
N	MeasObjectNR-SL-r18	4100
N	MeasObjectRxTxDiff-r17	4095
N	MeasObjectToAddMod	3949
N	MeasObjectToAddModList	3948
N	MeasObjectToRemoveList	3947
N	MeasObjectUTRA-FDD-r16	4062
N	MeasPosPreConfigGapId-r17	4379
N	MeasQuantityResults	8524
N	MeasQuantityResultsEUTRA	8920
N	MeasRSSI-ReportConfig-r16	4121
N	MeasReportAppLayer-r17	10403
N	MeasReportAppLayer-v1800	10412
N	MeasReportQuantity	4113
N	MeasReportQuantity-r16	4332
N	MeasReportQuantityCLI-r16	4269
N	MeasReportQuantityUTRA-FDD-r16	4291
N	MeasReselectionCarrierNR-r18	3633
N	MeasResult2EUTRA	9379
N	MeasResult2EUTRA-r16	8917
N	MeasResult2NR	8520
N	MeasResult2NR-r16	8915
N	MeasResult2UTRA-FDD-r16	9351
N	MeasResultCBR-DedicatedSL-PRS-r18	10415
N	MeasResultCBR-NR-r16	10416
N	MeasResultCLI-RSSI-r16	10417
N	MeasResultCLI-r16	10418
N	MeasResultCellListSFTD-EUTRA	8699
N	MeasResultCellListSFTD-NR	8621
N	MeasResultCellSFTD-NR	8622
N	MeasResultEUTRA	8919
N	MeasResultFailedCell-r16	8909
N	MeasResultForRSSI-r16	10422
N	MeasResultFreqList	9359
N	MeasResultFreqListFailMRDC	9378
N	MeasResultIdleEUTRA-r16	10424
N	MeasResultIdleNR-r16	10430
N	MeasResultList2EUTRA	9347
N	MeasResultList2EUTRA-r16	8916
N	MeasResultList2NR	8519
N	MeasResultList2NR-r16	8914
N	MeasResultList2UTRA	9350
N	MeasResultListCLI-RSSI-r16	10421
N	MeasResultListEUTRA	8918
N	MeasResultListLogging2NR-r16	10068
N	MeasResultListLoggingNR-r16	10070
N	MeasResultListNR	8540
N	MeasResultListSRS-RSRP-r16	10419
N	MeasResultListUTRA-FDD-r16	9352
N	MeasResultLogging2NR-r16	10069
N	MeasResultLoggingNR-r16	10071
N	MeasResultNR	8521
N	MeasResultNR-SL-r16	10440
N	MeasResultNR-SL-r18	10442
N	MeasResultNeighFreqListRSSI-r18	10444
N	MeasResultNeighFreqRSSI-r18	10445
N	MeasResultRLFNR-r16	10446
N	MeasResultRxTxTimeDiff-r17	10452
N	MeasResultSCG-Failure	8628
N	MeasResultSFTD-EUTRA	8700
N	MeasResultSRS-RSRP-r16	10420
N	MeasResultServFreqListEUTRA-SCG	9979
N	MeasResultServFreqListNR-SCG	10453
N	MeasResultServMO	10454
N	MeasResultServMOList	10455
N	MeasResultServingCell-r16	10064
N	MeasResultSuccessHONR-r17	10456
N	MeasResultUTRA-FDD-r16	9353
N	MeasResults	10460
N	MeasResultsPerCarrierIdleEUTRA-r16	10426
N	MeasResultsPerCarrierIdleNR-r16	10436
N	MeasResultsPerCellIdleEUTRA-r16	10428
N	MeasResultsPerCellIdleNR-r16	10438
N	MeasResultsSL-r16	10466
N	MeasSequence-r18	4050
N	MeasTiming	10474
N	MeasTimingList	10476
N	MeasTriggerQuantity	4156
N	MeasTriggerQuantityCLI-r16	4274
N	MeasTriggerQuantityEUTRA	4298
N	MeasTriggerQuantityOffset	4163
N	MeasTriggerQuantityUTRA-FDD-r16	4305
N	MeasWindowConfig-r18	4392
N	MeasurementReport	10477
N	MeasurementReport-IEs	10479
N	MeasurementReportAppLayer-r17	10483
N	MeasurementReportAppLayer-r17-IEs	10485
N	MeasurementReportAppLayer-v1800-IEs	10488
N	MeasurementReportAppLayerList-r17	10486
N	MeasurementReportAppLayerList-v1800	10489
N	MeasurementTimingConfiguration	10492
N	MeasurementTimingConfiguration-IEs	10495
N	MeasurementTimingConfiguration-v1550-IEs	10496
N	MeasurementTimingConfiguration-v1610-IEs	10499
N	MeasurementValidityDuration-r18	3635
N	MinSchedulingOffsetK0-Values-r16	1241
N	MinSchedulingOffsetK0-Values-r17	1313
N	MinSchedulingOffsetK2-Values-r16	1794
N	MinSchedulingOffsetK2-Values-r17	1913
N	MinSchedulingOffsetPreference-r16	5876
N	MinSchedulingOffsetPreferenceConfig-r16	4698
N	MinSchedulingOffsetPreferenceExt-r17	5907
N	MinTimeGap-r16	10140
N	MinTimeGapFR2-2-r17	10152
N	MobilityFromNRCommand	9167
N	MobilityFromNRCommand-IEs	9169
N	MobilityFromNRCommand-v1610-IEs	9174
N	MobilityHistoryReport-r16	10506
N	MobilityStateParameters	3404
N	ModulationOrder	9577
N	MsgA-ConfigCommon-r16	838
N	MsgA-DMRS-Config-r16	796
N	MsgA-PUSCH-Config-r16	780
N	MsgA-PUSCH-Resource-r16	781
N	MultiBandInfoListEUTRA	8697
N	MultiDCI-MultiTRP-r16	9579
N	MultiFrequencyBandListNR	503
N	MultiFrequencyBandListNR-Aerial-SIB-r18	3447
N	MultiFrequencyBandListNR-SIB	3421
N	MultiFrequencyBandListNR-SIB-v1760	3443
N	MultiPDSCH-TDRA-List-r17	1324
N	MultiPDSCH-TDRA-r17	1308
N	MultiRx-PreferenceReportingConfigFR2-r18	5599
N	MulticastConfig-r17	472
N	MulticastConfigInactive-r18	9034
N	MulticastMCCH-Message-r18	10520
N	MulticastMCCH-MessageType-r18	10521
N	MulticastRLC-BearerConfig-r17	185
N	N1-N2-CBSR-List-r18	2840
N	N1-N2-CBSR-r18	2908
N	N3C-IndirectPathAddChange-r18	5577
N	N3C-IndirectPathConfigRelay-r18	5582
N	N3C-MappingConfig-r18	5585
N	N3C-RelayUE-Info-r18	5578
N	NAICS-Capability-Entry	10525
N	NCR-AperiodicFwdConfig-r18	3904
N	NCR-AperiodicFwdTimeResource-r18	3906
N	NCR-AperiodicFwdTimeResourceId-r18	3907
N	NCR-FwdConfig-r18	3839
N	NCR-MsPeriodicityAndSlotOffset-r18	3873
N	NCR-Parameters-r18	10528
N	NCR-PeriodicFwdResource-r18	3844
N	NCR-PeriodicFwdResourceId-r18	3845
N	NCR-PeriodicFwdResourceSet-r18	3841
N	NCR-PeriodicFwdResourceSetId-r18	3842
N	NCR-PeriodicityAndOffset-r18	3848
N	NCR-SemiPersistentFwdResource-r18	3918
N	NCR-SemiPersistentFwdResourceId-r18	3919
N	NCR-SemiPersistentFwdResourceSet-r18	3915
N	NCR-SemiPersistentFwdResourceSetId-r18	3916
N	NCR-SlotPeriodicityAndSlotOffset-r18	3849
N	NG-5G-S-TMSI	5458
N	NID-r16	3677
N	NPN-Identity-r16	3777
N	NPN-IdentityInfo-r16	3775
N	NPN-IdentityInfoList-r16	3774
N	NR-DL-PRS-PDC-Info-r17	3133
N	NR-DL-PRS-PDC-ResourceSet-r17	3134
N	NR-DL-PRS-Periodicity-and-ResourceSetSlotOffset-r17	3135
N	NR-DL-PRS-Resource-r17	3212
N	NR-DL-PRS-ResourceID-r17	2166
N	NR-FreqInfo	8543
N	NR-MultiBandInfo	3422
N	NR-MultiBandInfo-v1760	3444
N	NR-MultiBandInfoAerial-r18	3448
N	NR-NS-PmaxList	3423
N	NR-NS-PmaxList-v1760	3445
N	NR-NS-PmaxListAerial-r18	3449
N	NR-NS-PmaxValue	3424
N	NR-NS-PmaxValue-v1760	3446
N	NR-NS-PmaxValueAerial-r18	3450
N	NR-PRS-MeasurementInfo-r16	10052
N	NR-PRS-MeasurementInfoList-r16	10051
N	NR-RS-Type	4110
N	NR-TimeStamp-r17	10532
N	NRDC-Parameters	10539
N	NRDC-Parameters-v1570	10544
N	NRDC-Parameters-v15c0	10546
N	NRDC-Parameters-v1610	10549
N	NRDC-Parameters-v1700	10550
N	NSAG-ID-r17	761
N	NSAG-IdentityInfo-r17	3664
N	NSAG-List-r17	767
N	NTN-Config-r17	971
N	NTN-CovEnh-r18	3688
N	NTN-NeighCellConfig-r17	3686
N	NTN-NeighCellConfigList-r17	3685
N	NTN-NeighbourCellInfo-r18	4053
N	NTN-Parameters-r17	10552
N	NTN-Parameters-v1820	10834
N	NZP-CSI-RS-Pairing-r17	2524
N	NZP-CSI-RS-Resource	2507
N	NZP-CSI-RS-ResourceId	1167
N	NZP-CSI-RS-ResourceIndex-r18	2976
N	NZP-CSI-RS-ResourceSet	2514
N	NZP-CSI-RS-ResourceSetId	2515
N	NeedForGapNCSG-ConfigEUTRA-r17	5481
N	NeedForGapNCSG-ConfigNR-r17	5477
N	NeedForGapNCSG-InfoEUTRA-r17	6022
N	NeedForGapNCSG-InfoNR-r17	6015
N	NeedForGapsBandListNR-r16	5978
N	NeedForGapsConfigNR-r16	4760
N	NeedForGapsInfoNR-r16	5974
N	NeedForGapsIntraFreq-r16	5976
N	NeedForGapsIntraFreqList-r16	5975
N	NeedForGapsNR-r16	5979
N	NeedForInterruptionBandListNR-r18	6050
N	NeedForInterruptionInfoNR-r18	6046
N	NeedForInterruptionIntraFreqList-r18	6047
N	NeedForInterruptionNR-r18	6048
N	NeedForNCSG-BandListNR-r17	6019
N	NeedForNCSG-EUTRA-r17	6024
N	NeedForNCSG-IntraFreq-r17	6017
N	NeedForNCSG-IntraFreqList-r17	6016
N	NeedForNCSG-NR-r17	6020
N	NeighbourCellInfo-r17	5420
N	NextHopChainingCount	4415
N	NonCellDefiningSSB-r17	1479
N	NonServingInfo-r18	6037
N	NumberOfCarriers	9430
N	NumberOfMsg3-Repetitions-r17	883
N	OLPC-SRS-Pos-r16	7801
N	OffsetValue-r17	8475
N	OnDemandSIB-Request-r16	4764
N	Orbital-r17	988
N	OtherConfig	4653
N	OtherConfig-v1540	4659
N	OtherConfig-v1610	4675
N	OtherConfig-v1700	5378
N	OtherConfig-v1800	5586
N	OtherConfig-v1830	5689
N	OutsideActiveTimeConfig-r16	3092
N	OverheatingAssistance	5767
N	OverheatingAssistance-r17	5778
N	OverheatingAssistanceConfig	4662
N	P-Max	390
N	P0-PUCCH	1580
N	P0-PUCCH-Id	1570
N	P0-PUSCH-AlphaSet	1749
N	P0-PUSCH-AlphaSetId	1750
N	P0-PUSCH-Set-r16	1872
N	P0-PUSCH-SetId-r16	1873
N	P0-PUSCH-r16	1875
N	P0AlphaSet-r17	3250
N	PCCH-Config	4463
N	PCCH-Message	10835
N	PCCH-MessageType	10836
N	PCI-ARFCN-EUTRA-r16	10512
N	PCI-ARFCN-NR-r16	8896
N	PCI-List	3962
N	PCI-Range	3472
N	PCI-RangeElement	4013
N	PCI-RangeIndex	4011
N	PCI-RangeIndexList	4010
N	PDCCH-BlindDetection	397
N	PDCCH-BlindDetection2-r16	432
N	PDCCH-BlindDetection3-r16	435
N	PDCCH-BlindDetection4-r17	484
N	PDCCH-BlindDetectionCA-CombIndicator-r16	427
N	PDCCH-BlindDetectionCA-CombIndicator-r17	476
N	PDCCH-BlindDetectionCA-Mixed-r17	6623
N	PDCCH-BlindDetectionCA-Mixed1-r17	6633
N	PDCCH-BlindDetectionCA-MixedExt-r16	6414
N	PDCCH-BlindDetectionCG-UE-Mixed-r17	6627
N	PDCCH-BlindDetectionCG-UE-Mixed1-r17	6638
N	PDCCH-BlindDetectionCG-UE-MixedExt-r16	6418
N	PDCCH-BlindDetectionMCG-SCG-r17	6618
N	PDCCH-BlindDetectionMixed-r17	6622
N	PDCCH-BlindDetectionMixed1-r17	6632
N	PDCCH-BlindDetectionMixed1-r18	6937
N	PDCCH-BlindDetectionMixed2-r18	6933
N	PDCCH-BlindDetectionMixedList-r16	6412
N	PDCCH-Config	1076
N	PDCCH-ConfigCommon	516
N	PDCCH-ConfigSIB1	6131
N	PDCCH-MonitoringOccasions-r16	9455
N	PDCCH-RepetitionParameters-r17	9491
N	PDCCH-ServingCellConfig	2420
N	PDCP-Config	18
N	PDCP-Parameters	10840
N	PDCP-ParametersMRDC	10878
N	PDCP-ParametersMRDC-v1610	10881
N	PDCP-ParametersSidelink-r18	10883
N	PDSCH-CodeBlockGroupTransmission	2489
N	PDSCH-CodeBlockGroupTransmissionList-r16	2498
N	PDSCH-Config	1140
N	PDSCH-ConfigBroadcast-r17	3712
N	PDSCH-ConfigCommon	696
N	PDSCH-ConfigDCI-1-3-r18	1334
N	PDSCH-ConfigDCI-1-3-v1860	1342
N	PDSCH-ConfigIndex-r17	9059
N	PDSCH-ConfigPTM-r17	3714
N	PDSCH-HARQ-ACK-CodebookList-r16	422
N	PDSCH-HARQ-ACK-EnhType3-r17	438
N	PDSCH-HARQ-ACK-EnhType3Index-r17	439
N	PDSCH-ServingCellConfig	2486
N	PDSCH-TimeDomainResourceAllocation	698
N	PDSCH-TimeDomainResourceAllocation-r16	1253
N	PDSCH-TimeDomainResourceAllocationList	697
N	PDSCH-TimeDomainResourceAllocationList-r16	1252
N	PDU-SessionID	97
N	PDU-SessionToReportUL-TrafficInfo-r18	5606
N	PDU-SessionUL-TrafficInfo-r18	5983
N	PEI-Config-r17	4496
N	PH-InfoMCG	8668
N	PH-InfoSCG	8552
N	PH-TypeListMCG	8667
N	PH-TypeListSCG	8551
N	PH-UplinkCarrierMCG	8669
N	PH-UplinkCarrierSCG	8553
N	PHR-Config	243
N	PLMN-Identity	120
N	PLMN-Identity-EUTRA-5GC	8692
N	PLMN-IdentityInfo	3764
N	PLMN-IdentityInfoList	3763
N	PLMN-IdentityList-EUTRA-5GC	8691
N	PLMN-IdentityList-EUTRA-EPC	8685
N	PLMN-IdentityList2-r16	5545
N	PLMN-RAN-AreaCell	5830
N	PLMN-RAN-AreaCellList	5829
N	PLMN-RAN-AreaConfig	5833
N	PLMN-RAN-AreaConfigList	5832
N	PRACH-ResourceDedicatedBFR	2309
N	PRB-Id	1505
N	PRS-ProcessingCapabilityOutsideMGinPPWperType-r17	8011
N	PTRS-DensityRecommendationDL	7180
N	PTRS-DensityRecommendationUL	7187
N	PTRS-DownlinkConfig	1152
N	PTRS-UplinkConfig	1715
N	PUCCH-CSI-Resource	2581
N	PUCCH-Config	1496
N	PUCCH-ConfigCommon	826
N	PUCCH-ConfigurationList-r16	2328
N	PUCCH-FormatConfig	1533
N	PUCCH-FormatConfigExt-r17	1656
N	PUCCH-Group-Config-r17	6596
N	PUCCH-Grp-CarrierTypes-r16	6368
N	PUCCH-MaxCodeRate	1536
N	PUCCH-PathlossReferenceRS	1583
N	PUCCH-PathlossReferenceRS-Id	1569
N	PUCCH-PathlossReferenceRS-Id-r17	1666
N	PUCCH-PathlossReferenceRS-Id-v1610	1590
N	PUCCH-PathlossReferenceRS-r16	1589
N	PUCCH-PowerControl	1573
N	PUCCH-PowerControlSetInfo-r17	1663
N	PUCCH-PowerControlSetInfoId-r17	1664
N	PUCCH-Resource	1504
N	PUCCH-ResourceExt-v1610	1593
N	PUCCH-ResourceGroup-r16	1642
N	PUCCH-ResourceGroupId-r16	1643
N	PUCCH-ResourceId	1349
N	PUCCH-ResourceSet	1498
N	PUCCH-ResourceSetId	1499
N	PUCCH-SRS	1567
N	PUCCH-SpatialRelationInfo	1564
N	PUCCH-SpatialRelationInfoExt-r16	1637
N	PUCCH-SpatialRelationInfoId	1565
N	PUCCH-SpatialRelationInfoId-r16	1640
N	PUCCH-SpatialRelationInfoId-v1610	1638
N	PUCCH-TPC-CommandConfig	1096
N	PUCCH-format0	1508
N	PUCCH-format1	1512
N	PUCCH-format2	1517
N	PUCCH-format3	1521
N	PUCCH-format4	1525
N	PUSCH-Allocation-r16	1835
N	PUSCH-CodeBlockGroupTransmission	2357
N	PUSCH-Config	1705
N	PUSCH-ConfigCommon	815
N	PUSCH-ConfigDCI-0-3-r18	1950
N	PUSCH-PathlossReferenceRS	1753
N	PUSCH-PathlossReferenceRS-Id	1754
N	PUSCH-PathlossReferenceRS-Id-r17	1884
N	PUSCH-PathlossReferenceRS-Id-v1610	1868
N	PUSCH-PathlossReferenceRS-r16	1867
N	PUSCH-PowerControl	1744
N	PUSCH-PowerControl-v1610	1865
N	PUSCH-ServingCellConfig	2354
N	PUSCH-TPC-CommandConfig	1091
N	PUSCH-TimeDomainResourceAllocation	818
N	PUSCH-TimeDomainResourceAllocation-r16	1832
N	PUSCH-TimeDomainResourceAllocationList	817
N	PUSCH-TimeDomainResourceAllocationList-r16	1831
N	Paging	5454
N	Paging-v1700-IEs	5462
N	Paging-v1800-IEs	5467
N	PagingCycle	4464
N	PagingGroupList-r17	5466
N	PagingGroupList-v1800	5471
N	PagingRecord	5456
N	PagingRecord-v1700	5464
N	PagingRecord-v1800	5469
N	PagingRecordList	5455
N	PagingRecordList-v1700	5463
N	PagingRecordList-v1800	5468
N	PagingUE-Identity	5457
N	PathlossReferenceRS-Config	2097
N	PathlossReferenceRS-Id-r17	1169
N	PathlossReferenceRS-r16	2102
N	PathlossReferenceRS-r17	2346
N	PathlossReferenceRSList-r16	2101
N	PathlossReferenceRSs-v1610	1588
N	PerRAAttemptInfo-r16	8927
N	PerRAAttemptInfoList-r16	8926
N	PerRACSI-RSInfo-r16	8931
N	PerRACSI-RSInfo-v1660	9366
N	PerRACSI-RSInfo-v1800	9373
N	PerRAInfo-r16	8923
N	PerRAInfo-v1800	9369
N	PerRAInfoList-r16	8922
N	PerRAInfoList-v1660	9365
N	PerRAInfoList-v1800	9368
N	PerRASSBInfo-r16	8924
N	PerRASSBInfo-v1800	9370
N	PeriodicRNAU-TimerValue	9010
N	PeriodicalReportConfig	4109
N	PeriodicalReportConfigInterRAT	4288
N	PeriodicalReportConfigNR-SL-r16	4330
N	Phy-Parameters	10556
N	Phy-Parameters-v16a0	10886
N	Phy-ParametersCommon	10557
N	Phy-ParametersCommon-v16a0	10887
N	Phy-ParametersFR1	10779
N	Phy-ParametersFR2	10794
N	Phy-ParametersFRX-Diff	10708
N	Phy-ParametersMRDC	10889
N	Phy-ParametersSharedSpectrumChAccess-r16	10893
N	Phy-ParametersXDD-Diff	10700
N	PhysCellId	500
N	PhysCellIdUTRA-FDD-r16	4068
N	PhysicalCellGroupConfig	387
N	PollByte	143
N	PollPDU	142
N	PortIndex2	2709
N	PortIndex4	2704
N	PortIndex8	2695
N	PortIndexFor8Ranks	2693
N	PosGapConfig-r17	4378
N	PosMeasGapPreConfigToAddModList-r17	4377
N	PosMeasGapPreConfigToReleaseList-r17	4385
N	PosSI-SchedulingInfo-r16	4560
N	PosSIB-MappingInfo-r16	4566
N	PosSIB-ReqInfo-r16	9254
N	PosSIB-Type-r16	4567
N	PosSRS-BWA-IndependentCA-RRC-Connected-r18	9777
N	PosSRS-BWA-RRC-Connected-r18	9764
N	PosSRS-BWA-RRC-Inactive-r18	8085
N	PosSRS-RRC-Inactive-OutsideInitialUL-BWP-r17	7963
N	PosSRS-TxFrequencyHoppingRRC-Connected-r18	8064
N	PosSRS-TxFrequencyHoppingRRC-Inactive-r18	8075
N	PosSchedulingInfo-r16	4562
N	PosSystemInformation-r16-IEs	3752
N	PositionStateVector-r17	986
N	PositionVelocity-r17	985
N	PowSav-Parameters-r16	10913
N	PowSav-Parameters-v1700	10922
N	PowSav-ParametersCommon-r16	10914
N	PowSav-ParametersFR2-2-r17	10923
N	PowSav-ParametersFRX-Diff-r16	10919
N	ProcessingParameters	9427
N	PropDelayDiffReportConfig-r17	5417
N	PropagationDelayDifference-r17	5921
N	Q-OffsetRange	3401
N	Q-OffsetRangeList	4007
N	Q-QualMin	3419
N	Q-RxLevMin	3418
N	QCL-Info	1164
N	QFI	102
N	QFI-List-r18	10411
N	QOS-FlowUL-TrafficInfo-r18	5985
N	Qoe-AreaScope-r18	5539
N	QuantityConfig	4345
N	QuantityConfigNR	4347
N	QuantityConfigRS	4348
N	QuantityConfigUTRA-FDD-r16	4351
N	RA-InformationCommon-r16	10926
N	RA-Prioritization	750
N	RA-PrioritizationForSlicing-r17	757
N	RA-PrioritizationSliceInfo-r17	759
N	RA-PrioritizationSliceInfoList-r17	758
N	RA-Report-r16	10966
N	RA-ReportList-r16	10970
N	RACH-ConfigCommon	712
N	RACH-ConfigCommonTwoStepRA-r16	839
N	RACH-ConfigDedicated	1007
N	RACH-ConfigGeneric	713
N	RACH-ConfigGenericTwoStepRA-r16	840
N	RACH-ConfigTwoTA-r18	887
N	RACH-LessHO-r18	1049
N	RAN-AreaCode	3766
N	RAN-AreaConfig	5835
N	RAN-NotificationAreaInfo	5828
N	RAN-VisibleMeasurements-r17	10406
N	RAN-VisibleParameters-r17	5525
N	RAT-Type	8618
N	RB-SetGroup-r17	2473
N	RF-Parameters	10971
N	RF-Parameters-v15g0	10981
N	RF-Parameters-v16a0	10982
N	RF-Parameters-v16c0	10983
N	RF-Parameters-v16j0	10985
N	RF-Parameters-v17b0	10986
N	RF-ParametersMRDC	10988
N	RF-ParametersMRDC-v15g0	10992
N	RF-ParametersMRDC-v15n0	10993
N	RF-ParametersMRDC-v16e0	10994
N	RLC-BearerConfig	134
N	RLC-Config	137
N	RLC-Config-v1610	177
N	RLC-Config-v1700	180
N	RLC-Parameters	10995
N	RLC-ParametersSidelink-r16	11003
N	RLF-Report-r16	11006
N	RLF-TimersAndConstants	1055
N	RLM-RelaxationReportingConfig-r17	5400
N	RMTC-Config-r16	4032
N	RNTI-Value	1
N	RRC-PosSystemInfoRequest-r16-IEs	11032
N	RRC-TransactionIdentifier	9
N	RRCReconfiguration	8
N	RRCReconfiguration-IEs	11
N	RRCReconfiguration-v1530-IEs	4408
N	RRCReconfiguration-v1540-IEs	4658
N	RRCReconfiguration-v1560-IEs	4664
N	RRCReconfiguration-v15t0-IEs	4398
N	RRCReconfiguration-v1610-IEs	4674
N	RRCReconfiguration-v16k0-IEs	4400
N	RRCReconfiguration-v1700-IEs	5377
N	RRCReconfiguration-v1800-IEs	5559
N	RRCReconfiguration-v1830-IEs	5688
N	RRCReconfigurationComplete	11035
N	RRCReconfigurationComplete-IEs	11037
N	RRCReconfigurationComplete-v1530-IEs	11039
N	RRCReconfigurationComplete-v1560-IEs	11047
N	RRCReconfigurationComplete-v1610-IEs	11051
N	RRCReconfigurationComplete-v1640-IEs	11061
N	RRCReconfigurationComplete-v1700-IEs	11070
N	RRCReconfigurationComplete-v1720-IEs	11071
N	RRCReconfigurationComplete-v1800-IEs	11073
N	RRCReestablishment	9104
N	RRCReestablishment-IEs	9106
N	RRCReestablishment-v1700-IEs	9108
N	RRCReestablishmentComplete	11079
N	RRCReestablishmentComplete-IEs	11081
N	RRCReestablishmentComplete-v1610-IEs	11083
N	RRCReestablishmentComplete-v1800-IEs	11084
N	RRCReestablishmentRequest	11090
N	RRCReestablishmentRequest-IEs	11091
N	RRCReject	8958
N	RRCReject-IEs	8960
N	RRCRelease	9002
N	RRCRelease-IEs	9004
N	RRCRelease-v1540-IEs	9085
N	RRCRelease-v1610-IEs	9086
N	RRCRelease-v1650-IEs	9098
N	RRCRelease-v1710-IEs	9100
N	RRCResume	8979
N	RRCResume-IEs	8981
N	RRCResume-v1560-IEs	8985
N	RRCResume-v1610-IEs	8987
N	RRCResume-v1700-IEs	8994
N	RRCResume-v1800-IEs	8996
N	RRCResumeComplete	11095
N	RRCResumeComplete-IEs	11097
N	RRCResumeComplete-v1610-IEs	11100
N	RRCResumeComplete-v1640-IEs	11107
N	RRCResumeComplete-v1700-IEs	11108
N	RRCResumeComplete-v1720-IEs	11109
N	RRCResumeComplete-v1800-IEs	11110
N	RRCResumeRequest	11117
N	RRCResumeRequest-IEs	11118
N	RRCResumeRequest1	11121
N	RRCResumeRequest1-IEs	11122
N	RRCSetup	8965
N	RRCSetup-IEs	8967
N	RRCSetup-v1700-IEs	8970
N	RRCSetupComplete	11125
N	RRCSetupComplete-IEs	11127
N	RRCSetupComplete-v15s0-IEs	11135
N	RRCSetupComplete-v1610-IEs	11142
N	RRCSetupComplete-v1690-IEs	11147
N	RRCSetupComplete-v16j0-IEs	11137
N	RRCSetupComplete-v1700-IEs	11149
N	RRCSetupComplete-v17b0-IEs	11139
N	RRCSetupComplete-v1800-IEs	11151
N	RRCSetupRequest	11160
N	RRCSetupRequest-IEs	11161
N	RRCSystemInfoRequest	11163
N	RRCSystemInfoRequest-IEs	11165
N	RRM-Config	9977
N	RRM-MeasRelaxationReportingConfig-r17	5412
N	RSRP-ChangeThreshold-r17	2408
N	RSRP-Range	743
N	RSRP-RangeEUTRA	3629
N	RSRQ-Range	3398
N	RSRQ-RangeEUTRA	4299
N	RSRQ-RangeEUTRA-r16	3630
N	RSSI-PeriodicityAndOffset-r16	4087
N	RSSI-Range-r16	4122
N	RSSI-ResourceConfigCLI-r16	4081
N	RSSI-ResourceId-r16	4082
N	RSSI-ResourceListConfigCLI-r16	4080
N	RadioBearerConfig	12
N	RadioLinkMonitoringConfig	1362
N	RadioLinkMonitoringRS	1364
N	RadioLinkMonitoringRS-Id	1365
N	RangeToBestCell	3400
N	RateMatchDCI-1-3-r18	3349
N	RateMatchPattern	923
N	RateMatchPatternGroup	1180
N	RateMatchPatternId	924
N	RateMatchPatternLTE-CRS	907
N	ReconfigurationWithSync	498
N	RedCap-ConfigCommonSIB-r17	4597
N	RedCapParameters-r17	11170
N	RedCapParameters-v1740	11173
N	RedirectedCarrierInfo	9005
N	RedirectedCarrierInfo-EUTRA	9006
N	ReducedAggregatedBandwidth	5772
N	ReducedAggregatedBandwidth-r17	5780
N	ReducedMaxBW-FRx-r16	5771
N	ReducedMaxCCs-r16	5768
N	ReestabNCellInfo	5742
N	ReestabNCellInfoList	5741
N	ReestabUE-Identity	11092
N	ReestablishmentCause	11093
N	ReestablishmentInfo	5739
N	ReferenceConfiguration-r18	4748
N	ReferenceLocation-r17	1001
N	ReferenceSFN-AndSlot-r18	5989
N	ReferenceSignalConfig	3955
N	ReferenceTime-r16	3596
N	ReferenceTimeInfo-r16	3595
N	RegisteredAMF	11129
N	RejectWaitTime	8961
N	RelayParameters-r17	11175
N	RelaysTriggeredList-r17	11193
N	ReleasePreference-r16	5887
N	ReleasePreferenceConfig-r16	4702
N	RepFactorAndTimeGap-r17	3227
N	RepetitionSchemeConfig-r16	1275
N	RepetitionSchemeConfig-v1630	1288
N	ReportCGI	4244
N	ReportCGI-EUTRA	4323
N	ReportConfigId	4103
N	ReportConfigInterRAT	4286
N	ReportConfigNR	4107
N	ReportConfigNR-SL-r16	4328
N	ReportConfigToAddMod	4105
N	ReportConfigToAddModList	4104
N	ReportConfigToRemoveList	4102
N	ReportInterval	4111
N	ReportOnScellActivation-r18	4283
N	ReportSFTD-EUTRA	4325
N	ReportSFTD-NR	4246
N	ReportUplinkTxDirectCurrentMoreCarrier-r17	3827
N	ReportedFeatureCombination-r18	10950
N	ReselectionThreshold	3413
N	ReselectionThresholdQ	3414
N	ResourceConfigNRDC-r17	5784
N	ResourceConfigPerFR-r17	5785
N	ResultsPerCSI-RS-Index	8529
N	ResultsPerCSI-RS-IndexList	8528
N	ResultsPerSSB-Index	8527
N	ResultsPerSSB-IndexIdle-r16	10433
N	ResultsPerSSB-IndexList	8526
N	ResultsPerSSB-IndexList-r16	10432
N	ResumeCause	5917
N	RxTxPeriodical-r17	4280
N	RxTxReportInterval-r17	4281
N	RxTxTimeDiff-r17	9125
N	S-NSSAI	10957
N	SBAS-ID-r16	4571
N	SCG-DeactivationPreferenceConfig-r17	5408
N	SCGFailureInformation	11194
N	SCGFailureInformation-IEs	11196
N	SCGFailureInformation-v1590-IEs	11197
N	SCGFailureInformationEUTRA	11201
N	SCGFailureInformationEUTRA-IEs	11203
N	SCGFailureInformationEUTRA-v1590-IEs	11204
N	SCS-SpecificCarrier	506
N	SCS-SpecificDuration-r17	1133
N	SCellActivationRS-Config-r17	3021
N	SCellActivationRS-ConfigId-r17	3022
N	SCellConfig	3382
N	SCellIndex	456
N	SCellSIB20-r17	3388
N	SDAP-Config	96
N	SDAP-Parameters	11208
N	SDM-Scheme-r18	1932
N	SDT-CG-Config-r17	5702
N	SDT-Config-r17	5697
N	SDT-ConfigCommonSIB-r17	4593
N	SDT-MAC-PHY-CG-Config-r17	5703
N	SFN-Scheme-r18	1935
N	SFTD-FrequencyList-EUTRA	8705
N	SFTD-FrequencyList-NR	8704
N	SHR-Cause-r17	11214
N	SI-RequestConfig	4446
N	SI-RequestConfigRepetition-r18	4575
N	SI-RequestResources	4451
N	SI-RequestResourcesRepetition-r18	4579
N	SI-SchedulingInfo	4435
N	SI-SchedulingInfo-v1700	4603
N	SI-SchedulingInfo-v1740	4624
N	SI-SchedulingInfo-v1800	4632
N	SIB-Mapping	4440
N	SIB-Mapping-v1700	4609
N	SIB-ReqInfo-r16	9252
N	SIB-Type-r17	10946
N	SIB-Type-r18	10965
N	SIB-TypeInfo	4441
N	SIB-TypeInfo-v1700	4610
N	SIB1	4418
N	SIB1-v1610-IEs	4557
N	SIB1-v1630-IEs	4583
N	SIB1-v1700-IEs	4587
N	SIB1-v1740-IEs	4623
N	SIB1-v1800-IEs	4625
N	SIB10-r16	3605
N	SIB11-r16	3610
N	SIB12-IEs-r16	11219
N	SIB12-IEs-v16k0	11261
N	SIB12-r16	3637
N	SIB13-r16	3641
N	SIB14-r16	3646
N	SIB15-r17	3649
N	SIB16-r17	3658
N	SIB17-IEs-r17	11283
N	SIB17-r17	3669
N	SIB17bis-IEs-r18	11303
N	SIB17bis-r18	3745
N	SIB18-r17	3673
N	SIB19-r17	3682
N	SIB2	3394
N	SIB20-r17	3693
N	SIB21-r17	3722
N	SIB22-r18	3728
N	SIB23-IEs-r18	11326
N	SIB23-r18	3734
N	SIB24-r18	3738
N	SIB25-r18	3740
N	SIB3	3465
N	SIB4	3486
N	SIB5	3529
N	SIB6	3566
N	SIB7	3571
N	SIB8	3579
N	SIB9	3588
N	SIBpos-r16	3755
N	SINR-Range	3399
N	SINR-RangeEUTRA	4300
N	SK-Counter	4673
N	SK-CounterConfig-r18	4752
N	SK-CounterConfiguration-r18	4749
N	SL-BWP-Config-r16	4862
N	SL-BWP-ConfigCommon-r16	11227
N	SL-BWP-DiscPoolConfig-r17	5089
N	SL-BWP-DiscPoolConfigCommon-r17	11231
N	SL-BWP-Generic-r16	4863
N	SL-BWP-PRS-PoolConfig-r18	5093
N	SL-BWP-PRS-PoolConfigCommon-r18	11247
N	SL-BWP-PoolConfig-r16	4897
N	SL-BWP-PoolConfigCommon-r16	11228
N	SL-BetaOffsets-r16	4913
N	SL-CBR-CommonTxConfigList-r16	4836
N	SL-CBR-CommonTxDedicatedSL-PRS-RP-List-r18	4844
N	SL-CBR-DedicatedSL-PRS-RP-r18	4847
N	SL-CBR-LevelsConfig-r16	4838
N	SL-CBR-LevelsDedicatedSL-PRS-RP-r18	4846
N	SL-CBR-PSSCH-TxConfig-r16	4840
N	SL-CBR-PriorityTxConfigList-r16	4943
N	SL-CBR-PriorityTxConfigList-v1650	4964
N	SL-CBR-SL-PRS-TxConfig-r18	4849
N	SL-CBR-r16	4337
N	SL-CG-MaxTransNum-r16	4790
N	SL-CG-MaxTransNumList-r16	4789
N	SL-CPE-StartingPositionsPSCCH-PSSCH-List-r18	5046
N	SL-CPE-StartingPositionsPSCCH-PSSCH-r18	5047
N	SL-CarrierFailure-r18	8797
N	SL-CarrierFailureList-r18	8796
N	SL-ConfigCommonNR-r16	11220
N	SL-ConfigCommonNR-v16k0	11262
N	SL-ConfigDedicatedEUTRA-Info-r16	5373
N	SL-ConfigDedicatedNR-r16	4769
N	SL-ConfigDedicatedNR-v16k0	4403
N	SL-ConfigIndexCG-r16	4781
N	SL-ConfiguredGrantConfig-r16	4783
N	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-List-r18	4803
N	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-r18	4806
N	SL-ConfiguredGrantConfigList-r16	4779
N	SL-DRX-Config-r17	5266
N	SL-DRX-ConfigGC-BC-r17	5267
N	SL-DRX-ConfigUC-Info-r17	5282
N	SL-DRX-ConfigUC-SemiStatic-r17	8745
N	SL-DRX-ConfigUC-r17	5283
N	SL-DRX-GC-BC-QoS-r17	5269
N	SL-DRX-GC-Generic-r17	5276
N	SL-DestinationIdentity-r16	5340
N	SL-DestinationIndex-r16	5233
N	SL-DiscConfig-r17	5348
N	SL-DiscConfig-v1800	5356
N	SL-DiscConfig-v1830	5363
N	SL-DiscConfig-v1840	5367
N	SL-DiscConfigCommon-r17	11266
N	SL-DiscConfigCommon-v1800	11278
N	SL-DiscConfigCommon-v1840	11282
N	SL-EUTRA-AnchorCarrierFreqList-r16	11251
N	SL-EventTriggerConfig-r16	5250
N	SL-Failure-r16	8738
N	SL-FailureList-r16	8737
N	SL-Freq-Id-r16	4854
N	SL-FreqConfig-r16	4856
N	SL-FreqConfigCommon-r16	11222
N	SL-FreqConfigCommonExt-v16k0	11264
N	SL-FreqConfigExt-v16k0	4406
N	SL-FreqConfigExt-v1800	5321
N	SL-FreqSelectionConfig-r18	5324
N	SL-IndirectPathAddChange-r18	5573
N	SL-InterUE-CoordinationConfig-r17	5013
N	SL-InterUE-CoordinationScheme1-r17	5014
N	SL-InterUE-CoordinationScheme2-r17	5035
N	SL-InterestedFreqList-r16	8720
N	SL-L2RelayUE-Config-r17	5423
N	SL-L2RemoteUE-Config-r17	5446
N	SL-LBT-FailureRecoveryConfig-r18	4878
N	SL-LogicalChannelConfig-r16	5180
N	SL-MappedQoS-FlowsListDedicated-r16	5222
N	SL-MappingConfig-U2U-r18	5440
N	SL-MappingToAddMod-r17	5429
N	SL-MeasConfig-r16	5236
N	SL-MeasConfigCommon-r16	11254
N	SL-MeasConfigInfo-r16	5235
N	SL-MeasId-r16	5258
N	SL-MeasIdInfo-r16	5260
N	SL-MeasIdList-r16	5259
N	SL-MeasIdToRemoveList-r16	5257
N	SL-MeasObject-r16	4099
N	SL-MeasObjectId-r16	5238
N	SL-MeasObjectInfo-r16	5240
N	SL-MeasObjectList-r16	5239
N	SL-MeasObjectToRemoveList-r16	5237
N	SL-MeasReportQuantity-r16	4151
N	SL-MeasTriggerQuantity-r16	4179
N	SL-MinMaxMCS-Config-r16	4830
N	SL-MinMaxMCS-List-r16	4829
N	SL-NR-AnchorCarrierFreqList-r16	11250
N	SL-PBPS-CPS-Config-r17	4998
N	SL-PDCP-Config-r16	5227
N	SL-PHY-MAC-RLC-Config-r16	4770
N	SL-PHY-MAC-RLC-Config-v16k0	4404
N	SL-PHY-MAC-RLC-Config-v1700	5265
N	SL-PQI-r16	5210
N	SL-PRS-PowerControl-r18	5118
N	SL-PRS-QoS-Info-r18	8823
N	SL-PRS-ResourceDedicatedSL-PRS-RP-r18	5112
N	SL-PRS-ResourcePool-r18	5095
N	SL-PRS-ResourcePoolConfig-r18	5156
N	SL-PRS-ResourcePoolID-r18	5154
N	SL-PRS-ResourceSharedSL-PRS-RP-r18	5072
N	SL-PRS-ThresRSRP-r18	5150
N	SL-PRS-TxConfigIndex-r18	5140
N	SL-PRS-TxInfo-r18	5997
N	SL-PRS-TxPoolDedicated-r18	5152
N	SL-PRS-UE-AssistanceInformationNR-r18	5996
N	SL-PSBCH-Config-r16	4868
N	SL-PSCCH-Config-r16	4902
N	SL-PSCCH-ConfigDedicatedSL-PRS-RP-r18	5098
N	SL-PSFCH-Config-r16	4917
N	SL-PSSCH-Config-r16	4909
N	SL-PSSCH-TxConfig-r16	4817
N	SL-PSSCH-TxConfigList-r16	4816
N	SL-PSSCH-TxParameters-r16	4820
N	SL-PTRS-Config-r16	4936
N	SL-PagingIdentityRemoteUE-r17	8792
N	SL-PathSwitchConfig-r17	1046
N	SL-PerSLRB-QoS-Info-r18	8812
N	SL-PeriodCG-r16	4784
N	SL-PeriodicalReportConfig-r16	5247
N	SL-PosBWP-ConfigCommon-r18	11246
N	SL-PosConfigCommonNR-r18	11327
N	SL-PosTxResourceReq-r18	8819
N	SL-PosTxResourceReqList-r18	8818
N	SL-PowerControl-r16	4980
N	SL-PriorityTxConfigIndex-r16	4944
N	SL-PriorityTxConfigIndex-v1650	4965
N	SL-PriorityTxConfigIndexDedicatedSL-PRS-RP-r18	5135
N	SL-QoS-FlowIdentity-r16	5224
N	SL-QoS-Info-r16	8731
N	SL-QoS-Info-v1800	8773
N	SL-QoS-Profile-r16	5209
N	SL-QuantityConfig-r16	5261
N	SL-RBSetConfig-r18	4892
N	SL-RLC-BearerConfig-r16	5174
N	SL-RLC-BearerConfigIndex-r16	5172
N	SL-RLC-BearerConfigIndex-v1800	5194
N	SL-RLC-ChannelConfig-r17	5316
N	SL-RLC-ChannelID-r17	5314
N	SL-RLC-Config-r16	5176
N	SL-RLC-Mode-r18	8815
N	SL-RLC-ModeIndication-r16	8726
N	SL-RS-Type-r16	5249
N	SL-RSRP-Range-r16	5167
N	SL-RadioBearerConfig-r16	5203
N	SL-RelayIndicationMP-r18	11332
N	SL-RelayUE-Config-r17	5351
N	SL-RelayUE-ConfigU2U-r18	5359
N	SL-RelayUE-ConfigU2U-v1840	5370
N	SL-RemoteUE-Config-r17	5354
N	SL-RemoteUE-ConfigU2U-r18	5362
N	SL-RemoteUE-ConfigU2U-v1830	5366
N	SL-RemoteUE-RB-Identity-r17	5430
N	SL-RemoteUE-ToAddMod-r17	5425
N	SL-ReportConfig-r16	5245
N	SL-ReportConfigId-r16	5242
N	SL-ReportConfigInfo-r16	5244
N	SL-ReportConfigList-r16	5243
N	SL-ReportConfigToRemoveList-r16	5241
N	SL-ReselectionConfig-r17	5355
N	SL-ReservationPeriodAllowedDedicatedSL-PRS-RP-r18	5108
N	SL-ResourcePool-r16	4899
N	SL-ResourcePoolConfig-r16	5084
N	SL-ResourcePoolID-r16	4071
N	SL-ResourceReservePeriod-r16	4960
N	SL-RxDRX-Report-v1700	8776
N	SL-RxDRX-ReportList-v1700	8775
N	SL-RxInterestedGC-BC-Dest-r17	8778
N	SL-RxInterestedGC-BC-DestList-r17	8777
N	SL-SCCH-CarrierSetConfig-r18	5338
N	SL-SCCH-CarrierSetConfigList-r18	5337
N	SL-SDAP-Config-r16	5204
N	SL-SRAP-Config-r17	5426
N	SL-SRAP-ConfigU2U-r18	5438
N	SL-SSB-TimeAllocation-r16	5161
N	SL-ScheduledConfig-r16	4773
N	SL-SelectionWindowConfig-r16	4956
N	SL-SelectionWindowConfigDedicatedSL-PRS-RP-r18	5146
N	SL-SelectionWindowList-r16	4955
N	SL-ServingCellInfo-r17	11333
N	SL-SourceIdentity-r17	1047
N	SL-SourceRemoteUE-Config-r18	5437
N	SL-SplitQoS-Info-r18	8809
N	SL-SyncAllowed-r16	4924
N	SL-SyncConfig-r16	5158
N	SL-SyncConfigList-r16	5157
N	SL-TargetRemoteUE-Config-r18	5450
N	SL-Thres-RSRP-List-r16	4950
N	SL-Thres-RSRP-r16	4951
N	SL-ThresholdRSRP-Condition1-B-1-r17	5019
N	SL-TimeOffsetEUTRA-r16	5376
N	SL-TrafficPatternInfo-r16	5890
N	SL-TxConfigIndex-r16	4949
N	SL-TxInterestedFreqList-r16	8734
N	SL-TxPercentageConfig-r16	4992
N	SL-TxPercentageDedicatedSL-PRS-RP-Config-r18	5125
N	SL-TxPercentageList-r16	4991
N	SL-TxPoolDedicated-r16	5081
N	SL-TxPower-r16	4826
N	SL-TxProfile-r18	8774
N	SL-TxResourceReq-r16	8723
N	SL-TxResourceReq-v1700	8743
N	SL-TxResourceReqCommRelay-r17	8788
N	SL-TxResourceReqCommRelayInfo-r17	8787
N	SL-TxResourceReqDisc-r17	8781
N	SL-TxResourceReqL2-U2U-r18	8801
N	SL-TxResourceReqL2U2N-Relay-r17	8789
N	SL-TxResourceReqList-r16	8722
N	SL-TxResourceReqList-v1700	8742
N	SL-TxResourceReqListCommRelay-r17	8786
N	SL-TxResourceReqListDisc-r17	8780
N	SL-TypeTxSync-r16	4818
N	SL-U2U-Info-r18	8805
N	SL-U2U-RelayUE-Config-r18	5448
N	SL-U2U-RemoteUE-Config-r18	5435
N	SL-UE-AssistanceInformationNR-r16	5889
N	SL-UE-SelectedConfig-r16	4815
N	SL-UE-SelectedConfigRP-r16	4942
N	SL-Unlicensed-r18	4875
N	SL-ZoneConfig-r16	4973
N	SL-ZoneConfigMCR-r16	4970
N	SLRB-Uu-ConfigIndex-r16	5175
N	SN-FieldLengthAM	140
N	SN-FieldLengthUM	150
N	SNPN-AccessInfo-r17	4426
N	SNPN-ConfigCellId-r18	6108
N	SNPN-ConfigCellIdList-r18	6107
N	SNPN-ConfigID-List-r18	6113
N	SNPN-ConfigID-r18	6114
N	SNPN-ConfigList-r18	6106
N	SNPN-ConfigTAI-List-r18	6110
N	SNPN-ConfigTAI-r18	6111
N	SNPN-Identity-r18	11334
N	SON-Parameters-r16	10822
N	SPR-Cause-r18	11335
N	SPS-Config	1346
N	SPS-ConfigDeactivationState-r16	1383
N	SPS-ConfigDeactivationStateList-r16	1382
N	SPS-ConfigIndex-r16	1351
N	SPS-ConfigMulticastToAddModList-r17	1397
N	SPS-ConfigMulticastToReleaseList-r17	1398
N	SPS-ConfigToAddModList-r16	1380
N	SPS-ConfigToReleaseList-r16	1381
N	SPS-PUCCH-AN-List-r16	1648
N	SPS-PUCCH-AN-r16	1649
N	SRB-Identity	15
N	SRB-Identity-v1700	88
N	SRB-Identity-v1800	89
N	SRB-ToAddMod	14
N	SRB-ToAddModList	13
N	SRI-PUSCH-PowerControl	1760
N	SRI-PUSCH-PowerControlId	1761
N	SRS-AllPosResources-r16	9643
N	SRS-AllPosResourcesRRC-Inactive-r17	7934
N	SRS-CC-SetIndex	2384
N	SRS-CarrierSwitching	2377
N	SRS-Config	2082
N	SRS-InactivePosResourceSetLinkedForAggBW-List-r18	5737
N	SRS-OffsetCombo-r18	3361
N	SRS-PathlossReferenceRS-Id-r16	2103
N	SRS-PeriodicityAndOffset	2135
N	SRS-PeriodicityAndOffset-r16	2254
N	SRS-PeriodicityAndOffsetExt-r16	2276
N	SRS-PosConfig-r17	2403
N	SRS-PosConfigPerULCarrier-r18	5733
N	SRS-PosRRC-Inactive-r17	9015
N	SRS-PosRRC-InactiveAggBW-AdditionalCarriers-r18	5731
N	SRS-PosRRC-InactiveAggBW-ConfigList-r18	5736
N	SRS-PosRRC-InactiveConfig-r17	9016
N	SRS-PosRRC-InactiveEnhanced-r18	9023
N	SRS-PosRRC-InactiveEnhancedConfig-r18	9024
N	SRS-PosRRC-InactiveValidityAreaConfig-r18	5723
N	SRS-PosRRC-InactiveValidityAreaPreConfigList-r18	5722
N	SRS-PosResource-r16	2232
N	SRS-PosResourceAP-r16	9650
N	SRS-PosResourceId-r16	2208
N	SRS-PosResourceSP-r16	9653
N	SRS-PosResourceSet-r16	2206
N	SRS-PosResourceSetAggBW-CombinationList-r18	5626
N	SRS-PosResourceSetId-r16	2204
N	SRS-PosResourceSetLinkedForAggBW-List-r18	5627
N	SRS-PosResourceSetLinkedForAggBW-r18	5628
N	SRS-PosResources-r16	9644
N	SRS-PosTx-Hopping-r18	2402
N	SRS-PosUplinkTransmissionWindowConfig-r18	2411
N	SRS-RSRP-Range-r16	4275
N	SRS-RSRP-TriggeredList-r16	8859
N	SRS-RequestCombo-r18	3358
N	SRS-Resource	2111
N	SRS-ResourceConfigCLI-r16	4077
N	SRS-ResourceId	1568
N	SRS-ResourceListConfigCLI-r16	4076
N	SRS-ResourceSet	2085
N	SRS-ResourceSetId	2007
N	SRS-Resources	7165
N	SRS-SpatialRelationInfo	2155
N	SRS-SpatialRelationInfoPos-r16	2285
N	SRS-SwitchingAffectedBandsNR-r17	6666
N	SRS-SwitchingTimeEUTRA	6189
N	SRS-SwitchingTimeNR	6184
N	SRS-TPC-CommandConfig	1103
N	SRS-TPC-PDCCH-Config	2382
N	SS-RSSI-Measurement	3425
N	SSB-ConfigMobility	3956
N	SSB-Configuration-r16	2218
N	SSB-Index	1015
N	SSB-InfoNcell-r16	2217
N	SSB-MTC	1035
N	SSB-MTC-AdditionalPCI-r17	3239
N	SSB-MTC2	3952
N	SSB-MTC2-LP-r16	3436
N	SSB-MTC3-r16	4017
N	SSB-MTC3List-r16	4016
N	SSB-MTC4-r17	3440
N	SSB-MTC4List-r17	3439
N	SSB-PositionQCL-Cell-r17	3966
N	SSB-PositionQCL-CellList-r17	3965
N	SSB-PositionQCL-CellsToAddMod-r16	3961
N	SSB-PositionQCL-CellsToAddModList-r16	3960
N	SSB-PositionQCL-Relation-r16	955
N	SSB-PositionQCL-Relation-r17	965
N	SSB-ToMeasure	3428
N	SSB-ToMeasureAltitudeBased-r18	3970
N	SSB-ToMeasureAltitudeBasedList-r18	3969
N	SatSwitchWithReSync-r18	3690
N	ScalingFactorSidelink-r16	6362
N	ScheduledCellCombo-r18	3322
N	SchedulingInfo	4437
N	SchedulingInfo2-r17	4605
N	SchedulingRequestConfig	225
N	SchedulingRequestConfig-v1700	292
N	SchedulingRequestId	166
N	SchedulingRequestResourceConfig	1541
N	SchedulingRequestResourceConfigExt-v1610	1652
N	SchedulingRequestResourceConfigExt-v1700	1683
N	SchedulingRequestResourceId	1542
N	SchedulingRequestToAddMod	227
N	SchedulingRequestToAddModExt-v1700	294
N	ScramblingId	2510
N	SearchSpace	542
N	SearchSpaceExt-r16	608
N	SearchSpaceExt-v1700	632
N	SearchSpaceExt-v1800	688
N	SearchSpaceId	543
N	SearchSpaceSwitchConfig-r16	1126
N	SearchSpaceSwitchConfig-r17	1132
N	SearchSpaceSwitchTrigger-r16	2440
N	SearchSpaceZero	540
N	SecurityAlgorithmConfig	111
N	SecurityCellSetId-r18	4744
N	SecurityConfig	110
N	SecurityConfigSMC	9114
N	SecurityModeCommand	9111
N	SecurityModeCommand-IEs	9113
N	SecurityModeComplete	11339
N	SecurityModeComplete-IEs	11341
N	SecurityModeFailure	11345
N	SecurityModeFailure-IEs	11347
N	SelectedBandEntriesMN	5755
N	SelectedPSCellForCHO-WithSCG-r18	11075
N	SemiStaticChannelAccessConfig-r16	952
N	SemiStaticChannelAccessConfigUE-r17	3232
N	Sensor-LocationInfo-r16	8652
N	Sensor-NameList-r16	4134
N	ServCellIndex	160
N	ServCellInfoListMCG-EUTRA-r16	8836
N	ServCellInfoListMCG-NR-r16	8835
N	ServCellInfoListSCG-EUTRA-r16	8580
N	ServCellInfoListSCG-NR-r16	8576
N	ServCellInfoXCG-EUTRA-r16	8581
N	ServCellInfoXCG-NR-r16	8577
N	ServingAdditionalPCIIndex-r17	2552
N	ServingCellAndBWP-Id-r17	1303
N	ServingCellConfig	1061
N	ServingCellConfigCommon	499
N	ServingCellConfigCommonSIB	4456
N	SetOfCellsId-r18	3317
N	SharedSpectrumChAccessParamsPerBand-r16	7751
N	SharedSpectrumChAccessParamsPerBand-v1630	7849
N	SharedSpectrumChAccessParamsPerBand-v1640	7854
N	SharedSpectrumChAccessParamsPerBand-v1650	7865
N	SharedSpectrumChAccessParamsPerBand-v1710	7951
N	SharedSpectrumChAccessParamsSidelinkPerBand-r18	8416
N	ShortI-RNTI-Value	9009
N	ShortMAC-I	5740
N	SidelinkParameters-r16	11351
N	SidelinkParametersEUTRA-r16	11363
N	SidelinkParametersNR-r16	11352
N	SidelinkUEInformationNR-r16	8717
N	SidelinkUEInformationNR-r16-IEs	8719
N	SidelinkUEInformationNR-v1700-IEs	8741
N	SidelinkUEInformationNR-v1800-IEs	8795
N	SidelinkUEInformationNR-v1840-IEs	8828
N	SimulSRS-ForAntennaSwitching-r16	6346
N	SimultaneousRxTxPerBandPair	6391
N	SliceCellListNR-r17	3667
N	SliceInfo-r17	3663
N	SliceInfoDedicated-r17	8892
N	SliceInfoList-r17	3662
N	SliceInfoListDedicated-r17	8891
N	SlotBased-r16	1283
N	SlotBased-v1630	1291
N	SlotFormatCombination	2428
N	SlotFormatCombinationId	2429
N	SlotFormatCombinationsPerCell	2426
N	SlotFormatIndicator	2423
N	SlotOffsetForRemainingHops-r18	2294
N	SpCellConfig	497
N	SpatialRelationInfo-PDC-r17	2164
N	SpatialRelations	7260
N	SpatialRelationsSRS-Pos-r16	7806
N	SpeedStateScaleFactors	3433
N	SubSlot-Config-r16	9705
N	SubcarrierSpacing	162
N	SubgroupConfig-r17	4500
N	SubsequentCondReconfig-r18	4738
N	SuccessHO-Config-r17	5390
N	SuccessHO-Report-r17	11368
N	SuccessPSCell-Config-r18	5612
N	SuccessPSCell-Report-r18	11377
N	SupportedAggBandwidth-r17	5797
N	SupportedBandUTRA-FDD-r16	10043
N	SupportedBandwidth	9573
N	SupportedBandwidth-v1700	5953
N	SupportedBandwidth-v1840	9606
N	SupportedCSI-RS-ReportSetting-r18	6719
N	SupportedCSI-RS-Resource	6827
N	SupportedIntraENDC-BandCombination-r17	6699
N	SuspendConfig	9008
N	SwitchingPeriodUnaffectedBandDualUL-r18	6961
N	SystemInformation	3389
N	SystemInformation-IEs	3391
N	T-Offset-r16	5777
N	T-PollRetransmit	141
N	T-Reassembly	146
N	T-ReassemblyExt-r17	182
N	T-Reselection	3420
N	T-StatusProhibit	147
N	T-StatusProhibit-v1610	179
N	T312-r16	4043
N	T316-r16	4757
N	TA-Info-r17	978
N	TAG	239
N	TAG-Config	235
N	TAG-Id	237
N	TAR-Config-r17	298
N	TAR-Config-r18	384
N	TCI-ActivatedConfig-r17	3261
N	TCI-DCI-1-3-r18	3355
N	TCI-InDCI-r18	1485
N	TCI-State	1163
N	TCI-StateId	530
N	TCI-UL-State-r17	2341
N	TCI-UL-StateId-r17	2181
N	TD-DD-Config-r18	2946
N	TDCP-r18	2832
N	TDD-UL-DL-ConfigCommon	941
N	TDD-UL-DL-ConfigDedicated	1062
N	TDD-UL-DL-ConfigDedicated-IAB-MT-r16	3070
N	TDD-UL-DL-Pattern	942
N	TDD-UL-DL-SlotConfig	1064
N	TDD-UL-DL-SlotConfig-IAB-MT-r16	3072
N	TDD-UL-DL-SlotIndex	1065
N	TDRA-FieldIndexDCI-0-3-r18	3346
N	TDRA-FieldIndexDCI-1-3-r18	3343
N	TMGI-r17	117
N	TN-AreaId-r18	3527
N	TRS-ResourceSet-r17	11285
N	TRS-ResourceSet-r18	11305
N	Tag2-r18	3280
N	ThresholdMBS-r18	9076
N	ThresholdNR	3397
N	TimeAlignmentTimer	240
N	TimeBetweenEvent-r17	8537
N	TimeConnSourceDAPS-Failure-r17	11021
N	TimeSinceCHO-Reconfig-r17	11022
N	TimeSinceCPAC-Reconfig-r18	11383
N	TimeSinceFailure-r16	8933
N	TimeSinceSHR-r18	11376
N	TimeToTrigger	4159
N	TimeUntilReconnection-r16	11014
N	TraceReference-r16	9224
N	TrackingAreaCode	3665
N	TrackingAreaCodeList-r16	5542
N	TrackingAreaIdentity-r16	5544
N	TrackingAreaIdentityList-r16	5543
N	TransmissionBandwidth-EUTRA-r16	8582
N	TwoPUCCH-Grp-ConfigParams-r16	6375
N	TwoPUCCH-Grp-Configurations-r16	6374
N	TwoPUCCH-Grp-Configurations-r17	6601
N	Tx-PoolMeasList-r16	4070
N	TxHoppingConfig-r18	2290
N	UAC-AC1-SelectAssistInfo-r16	4586
N	UAC-AccessCategory1-SelectionAssistanceInfo	4553
N	UAC-BarringInfoSet	4548
N	UAC-BarringInfoSet-v1700	4591
N	UAC-BarringInfoSetIndex	4541
N	UAC-BarringInfoSetList	4547
N	UAC-BarringInfoSetList-v1700	4590
N	UAC-BarringPerCat	4539
N	UAC-BarringPerCatList	4538
N	UAC-BarringPerPLMN	4543
N	UAC-BarringPerPLMN-List	4542
N	UCI-OnPUSCH	1779
N	UCI-OnPUSCH-DCI-0-2-r16	1823
N	UCI-OnPUSCH-ListDCI-0-1-r16	1850
N	UCI-OnPUSCH-ListDCI-0-2-r16	1822
N	UE-BasedPerfMeas-Parameters-r16	10805
N	UE-CapabilityRAT-Container	8617
N	UE-CapabilityRAT-ContainerList	8616
N	UE-CapabilityRAT-Request	9139
N	UE-CapabilityRAT-RequestList	9138
N	UE-CapabilityRequestFilterCommon	9144
N	UE-CapabilityRequestFilterNR	11385
N	UE-CapabilityRequestFilterNR-v1540	11386
N	UE-CapabilityRequestFilterNR-v1710	11388
N	UE-MRDC-Capability	11391
N	UE-MRDC-Capability-v1560	11399
N	UE-MRDC-Capability-v15g0	11394
N	UE-MRDC-Capability-v15n0	11395
N	UE-MRDC-Capability-v1610	11402
N	UE-MRDC-Capability-v16e0	11397
N	UE-MRDC-Capability-v1700	11403
N	UE-MRDC-Capability-v1730	11404
N	UE-MRDC-Capability-v1800	11405
N	UE-MRDC-CapabilityAddFRX-Mode	10541
N	UE-MRDC-CapabilityAddXDD-Mode	10540
N	UE-MRDC-CapabilityAddXDD-Mode-v1560	11401
N	UE-MeasurementsAvailable-r16	11052
N	UE-NR-Capability	11408
N	UE-NR-Capability-v1530	11430
N	UE-NR-Capability-v1540	11435
N	UE-NR-Capability-v1550	11438
N	UE-NR-Capability-v1560	11440
N	UE-NR-Capability-v1570	11442
N	UE-NR-Capability-v15c0	11411
N	UE-NR-Capability-v15g0	11413
N	UE-NR-Capability-v15j0	11414
N	UE-NR-Capability-v15t0	11416
N	UE-NR-Capability-v1610	11443
N	UE-NR-Capability-v1640	11455
N	UE-NR-Capability-v1650	11457
N	UE-NR-Capability-v1690	11459
N	UE-NR-Capability-v16a0	11418
N	UE-NR-Capability-v16c0	11419
N	UE-NR-Capability-v16d0	11420
N	UE-NR-Capability-v16j0	11421
N	UE-NR-Capability-v16k0	11423
N	UE-NR-Capability-v1700	11461
N	UE-NR-Capability-v1740	11475
N	UE-NR-Capability-v1750	11476
N	UE-NR-Capability-v17b0	11425
N	UE-NR-Capability-v17c0	11427
N	UE-NR-Capability-v17d0	11428
N	UE-NR-Capability-v1800	11478
N	UE-NR-Capability-v1830	11495
N	UE-NR-Capability-v1860	11497
N	UE-NR-CapabilityAddFRX-Mode	10804
N	UE-NR-CapabilityAddFRX-Mode-v1540	11437
N	UE-NR-CapabilityAddFRX-Mode-v1610	11446
N	UE-NR-CapabilityAddXDD-Mode	10803
N	UE-NR-CapabilityAddXDD-Mode-v1530	11431
N	UE-RadioPagingInfo-r17	11472
N	UE-SidelinkCapabilityAddXDD-Mode-r16	11353
N	UE-TimersAndConstants	4529
N	UE-TimersAndConstantsRemoteUE-r17	11270
N	UE-TxTEG-Association-r17	11500
N	UE-TxTEG-AssociationList-r17	11503
N	UE-TxTEG-RequestUL-TDOA-Config-r17	5556
N	UEAssistanceInformation	5838
N	UEAssistanceInformation-IEs	5840
N	UEAssistanceInformation-v1540-IEs	5844
N	UEAssistanceInformation-v1610-IEs	5845
N	UEAssistanceInformation-v1700-IEs	5895
N	UEAssistanceInformation-v1800-IEs	5923
N	UECapabilityEnquiry	9135
N	UECapabilityEnquiry-IEs	9137
N	UECapabilityEnquiry-v1560-IEs	9143
N	UECapabilityEnquiry-v1610-IEs	9161
N	UECapabilityEnquiry-v17b0-IEs	9163
N	UECapabilityInformation	11504
N	UECapabilityInformation-IEs	11506
N	UEInformationRequest-r16	9187
N	UEInformationRequest-r16-IEs	9189
N	UEInformationRequest-v1700-IEs	9197
N	UEInformationRequest-v1800-IEs	9200
N	UEInformationResponse-r16	11510
N	UEInformationResponse-r16-IEs	11512
N	UEInformationResponse-v1700-IEs	11514
N	UEInformationResponse-v1800-IEs	11516
N	UEPositioningAssistanceInfo-r17	11519
N	UEPositioningAssistanceInfo-r17-IEs	11521
N	UEPositioningAssistanceInfo-v1720-IEs	11523
N	UERadioAccessCapabilityInformation	11527
N	UERadioAccessCapabilityInformation-IEs	11530
N	UERadioPagingInformation	11541
N	UERadioPagingInformation-IEs	11544
N	UERadioPagingInformation-v15e0-IEs	11546
N	UERadioPagingInformation-v1700-IEs	11553
N	UERadioPagingInformation-v1800-IEs	11558
N	UERadioPagingInformation-v1840-IEs	11561
N	UL-AM-RLC	139
N	UL-AccessConfigListDCI-0-1-r16	1798
N	UL-AccessConfigListDCI-0-1-r17	1909
N	UL-AccessConfigListDCI-0-2-r17	1889
N	UL-AccessConfigListDCI-1-1-r16	1623
N	UL-AccessConfigListDCI-1-1-r17	1680
N	UL-AccessConfigListDCI-1-2-r17	1659
N	UL-CCCH-Message	11573
N	UL-CCCH-MessageType	11574
N	UL-CCCH1-Message	11577
N	UL-CCCH1-MessageType	11578
N	UL-DCCH-Message	11584
N	UL-DCCH-MessageType	11585
N	UL-DataSplitThreshold	50
N	UL-DelayValueConfig-r16	4140
N	UL-ExcessDelayConfig-r17	4145
N	UL-GapFR2-Config-r17	5510
N	UL-GapFR2-Preference-r17	5896
N	UL-PDCP-DelayValueResult-r16	10464
N	UL-PDCP-DelayValueResultList-r16	10463
N	UL-PDCP-ExcessDelayResult-r17	10470
N	UL-PDCP-ExcessDelayResultList-r17	10469
N	UL-TrafficInfo-r18	5982
N	UL-TrafficInfoReportingConfig-r18	5604
N	UL-UM-RLC	149
N	ULDedicatedMessageSegment-r16	11608
N	ULDedicatedMessageSegment-r16-IEs	11610
N	ULInformationTransfer	11587
N	ULInformationTransfer-IEs	11589
N	ULInformationTransfer-v1700-IEs	11591
N	ULInformationTransferIRAT-r16	11617
N	ULInformationTransferIRAT-r16-IEs	11620
N	ULInformationTransferMRDC	11594
N	ULInformationTransferMRDC-IEs	11597
N	ULTxSwitchingBandPair-r16	6335
N	ULTxSwitchingBandPair-r18	6952
N	ULTxSwitchingBandPair-v1700	6583
N	ULTxSwitchingBandPair-v1840	7015
N	UPInterruptionTimeAtHO-r17	11373
N	UTRA-FDD-CellIndex-r16	4065
N	UTRA-FDD-CellIndexList-r16	4064
N	UTRA-FDD-Parameters-r16	10041
N	UTRA-FDD-Q-OffsetRange-r16	4063
N	Uplink-powerControl-r17	3249
N	Uplink-powerControlId-r17	1170
N	UplinkCancellation-r16	1112
N	UplinkConfig	1492
N	UplinkConfigCommon	702
N	UplinkConfigCommon-v1700	970
N	UplinkConfigCommonSIB	4505
N	UplinkConfigCommonSIB-v1700	4520
N	UplinkConfigCommonSIB-v1760	4525
N	UplinkDataCompression-r17	73
N	UplinkHARQ-mode-r17	2369
N	UplinkTxDirectCurrentBWP	11043
N	UplinkTxDirectCurrentCarrierInfo-r16	11064
N	UplinkTxDirectCurrentCell	11041
N	UplinkTxDirectCurrentList	11040
N	UplinkTxDirectCurrentMoreCarrierList-r17	11072
N	UplinkTxDirectCurrentTwoCarrier-r16	11063
N	UplinkTxDirectCurrentTwoCarrierInfo-r16	11067
N	UplinkTxDirectCurrentTwoCarrierList-r16	11062
N	UplinkTxSwitching-r16	2396
N	UplinkTxSwitchingAdditionalPeriodDualUL-r18	6968
N	UplinkTxSwitchingAssociatedBandDualUL-List-r18	3944
N	UplinkTxSwitchingAssociatedBandDualUL-r18	3945
N	UplinkTxSwitchingBandIndex-r18	3940
N	UplinkTxSwitchingBandPairConfig-r18	3939
N	UplinkTxSwitchingBandPairList-r18	3938
N	UplinkTxSwitchingBandParameters-v1700	6586
N	UplinkTxSwitchingMoreBands-r18	3936
N	Uu-RelayRLC-ChannelConfig-r17	3811
N	Uu-RelayRLC-ChannelID-r17	3812
N	ValidityArea-r16	9095
N	ValidityAreaList-r16	9094
N	ValidityCellList	9096
N	VarAppLayerIdle-r18	11634
N	VarAppLayerIdleConfig-r18	11637
N	VarAppLayerPLMN-List-r18	11639
N	VarAppLayerPLMN-ListConfig-r18	11640
N	VarConditionalReconfig	11642
N	VarConnEstFailReport-r16	11644
N	VarConnEstFailReportList-r17	11646
N	VarEnhMeasIdleConfig-r18	11648
N	VarLTM-ServingCellNoResetID-r18	11649
N	VarLTM-ServingCellUE-MeasuredTA-ID-r18	11651
N	VarLogMeasConfig-r16	11653
N	VarLogMeasReport-r16	11656
N	VarMeasConfig	11661
N	VarMeasConfigSL-r16	11663
N	VarMeasIdleConfig-r16	11664
N	VarMeasIdleReport-r16	11668
N	VarMeasReport	11669
N	VarMeasReportList	11673
N	VarMeasReportListSL-r16	11674
N	VarMeasReportSL-r16	11675
N	VarMeasReselectionConfig-r18	11678
N	VarMobilityHistoryReport-r16	11680
N	VarMobilityHistoryReport-r17	11681
N	VarPendingRNA-Update	11682
N	VarRA-Report-r16	11684
N	VarRLF-Report-r16	11687
N	VarResumeMAC-Input	11690
N	VarServingSecurityCellSetID	11691
N	VarShortMAC-Input	11693
N	VarSuccessHO-Report-r17	11694
N	VarSuccessPSCell-Report-r18	11697
N	VarTSS-Info-r18	11700
N	VelocityStateVector-r17	987
N	VictimSystemType	6069
N	VictimSystemType-r16	5853
N	VisitedCellInfo-r16	10508
N	VisitedCellInfoList-r16	10507
N	VisitedPSCellInfo-r17	10515
N	VisitedPSCellInfoList-r17	10514
N	WLAN-Identifiers-r16	8643
N	WLAN-Name-r16	4131
N	WLAN-NameList-r16	4130
N	WLAN-RSSI-Range-r16	8647
N	WLAN-RTT-r16	8648
N	WayPoint-r18	6052
N	WithinActiveTimeConfig-r16	3088
N	ZP-CSI-DCI-1-3-r18	3352
N	ZP-CSI-RS-Resource	1192
N	ZP-CSI-RS-ResourceId	1193
N	ZP-CSI-RS-ResourceSet	1228
N	ZP-CSI-RS-ResourceSetId	1229
K	maxAI-DCI-PayloadSize-1-r16	127
K	maxAI-DCI-PayloadSize-r16	128
K	maxAccessCat-1	63
K	maxAdditionalRACH-r17	256
K	maxAltitude-r18	10000
K	maxBH-RLC-ChannelID-r16	65536
K	maxBT-IdReport-r16	32
K	maxBT-Name-r16	4
K	maxBandComb	65536
K	maxBandComb-MUSIM-r18	64
K	maxBands	1024
K	maxBandsEUTRA	256
K	maxBandsMRDC	1280
K	maxBandsUTRA-FDD-r16	64
K	maxBarringInfoSet	8
K	maxCAG-Cell-r16	16
K	maxCBR-Config-1-r16	7
K	maxCBR-Config-r16	8
K	maxCBR-ConfigDedSL-PRS-1-r18	7
K	maxCBR-Level-1-r16	15
K	maxCBR-Level-r16	16
K	maxCBR-LevelDedSL-PRS-1-r18	15
K	maxCEFReport-r17	4
K	maxCI-DCI-PayloadSize-1-r16	125
K	maxCI-DCI-PayloadSize-r16	126
K	maxCLI-Report-r16	8
K	maxCandidateBandIndex-r18	8
K	maxCarrierTypePairList-r16	16
K	maxCellATG-r18	8
K	maxCellAllowed	16
K	maxCellEUTRA	8
K	maxCellExcluded	16
K	maxCellGroupings-r16	32
K	maxCellHistory-r16	16
K	maxCellInter	16
K	maxCellIntra	16
K	maxCellMeasEUTRA	32
K	maxCellMeasIdle-r16	8
K	maxCellMeasUTRA-FDD-r16	32
K	maxCellNTN-r17	4
K	maxCellPrep	32
K	maxCellReport	8
K	maxCellSFTD	3
K	maxCellSlice-r17	16
K	maxCoReSetDuration	3
K	maxCombIDC-r16	128
K	maxDCI-2-6-Size-1-r16	139
K	maxDCI-2-6-Size-r16	140
K	maxDCI-2-7-Size-r17	43
K	maxDCI-2-9-Size-1-r18	139
K	maxDCI-2-9-Size-r18	140
K	maxDCI-4-2-Size-r17	140
K	maxDRB	29
K	maxDownlinkFeatureSets	1024
K	maxEARFCN	262143
K	maxEUTRA-Carrier	8
K	maxEUTRA-CellExcluded	16
K	maxEUTRA-DL-FeatureSets	256
K	maxEUTRA-NS-Pmax	8
K	maxEUTRA-UL-FeatureSets	256
K	maxFSAI-MBS-r17	64
K	maxFeatureCombPreamblesPerRACHResource-r17	256
K	maxFeatureSetCombinations	1024
K	maxFeatureSetsPerBand	128
K	maxFreq	8
K	maxFreqIDC-MRDC	32
K	maxFreqIDC-r16	128
K	maxFreqIdle-r16	8
K	maxFreqLayers	4
K	maxFreqMBS-r17	16
K	maxFreqPlus1	9
K	maxFreqSL-EUTRA-r16	8
K	maxFreqSL-NR-r16	8
K	maxG-CS-RNTI-1-r17	7
K	maxG-CS-RNTI-r17	8
K	maxG-RNTI-1-r17	15
K	maxG-RNTI-r17	16
K	maxGIN-r17	24
K	maxHRNN-Len-r16	48
K	maxIAB-IP-Address-r16	32
K	maxINT-DCI-PayloadSize	126
K	maxINT-DCI-PayloadSize-1	125
K	maxInterRAT-RSTD-Freq	3
K	maxK0-SchedulingOffset-r16	16
K	maxK0-SchedulingOffset-r17	64
K	maxK2-SchedulingOffset-r16	16
K	maxK2-SchedulingOffset-r17	64
K	maxLC-ID	32
K	maxLC-ID-Iab-r16	65855
K	maxLCG-ID	7
K	maxLCG-ID-IAB-r17	255
K	maxLTE-CRS-Patterns-r16	3
K	maxLogMeasReport-r16	520
K	maxLowerMSD-r18	256
K	maxLowerMSDInfo-r18	64
K	maxMBSFN-Allocations	8
K	maxMPE-Resources-r17	64
K	maxMRB-r17	32
K	maxMeasFreqsMN	32
K	maxMeasFreqsSN	32
K	maxMeasIdentitiesMN	62
K	maxMeasSequence-r18	64
K	maxMultiBands	8
K	maxNARFCN	3279165
K	maxNPN-r16	12
K	maxNR-NS-Pmax	8
K	maxNeighCellMBS-r17	8
K	maxNrOfCSI-AperiodicTriggers	128
K	maxNrOfCellsInVA-Ext-r18	16
K	maxNrOfCellsInVA-r18	16
K	maxNrOfGapPri-r17	16
K	maxNrOfLinkedSRS-CarriersInactive-1-r18	2
K	maxNrOfLinkedSRS-PosResSetComb-r18	32
K	maxNrOfLinkedSRS-PosResSetCombInactive-r18	16
K	maxNrOfLinkedSRS-PosResourceSet-r18	3
K	maxNrOfMinSchedulingOffsetValues-r16	2
K	maxNrOfSemiPersistentPUSCH-Triggers	64
K	maxNrOfTxTEG-ID-1-r17	7
K	maxNrOfTxTEGReport-r17	256
K	maxNrOfVA-r18	16
K	maxNrofAP-CSI-RS-ResourcesPerSet	16
K	maxNrofActivatedDL-TCI-States-r18	32
K	maxNrofActivatedJointTCI-States-r18	32
K	maxNrofActivatedUL-TCI-States-r18	32
K	maxNrofAdditionalPCI-r17	7
K	maxNrofAdditionalPRACHConfigs-r18	7
K	maxNrofAggregatedCellsPerCellGroup	16
K	maxNrofAggregatedCellsPerCellGroupMinus4-r16	12
K	maxNrofAltitudeRanges-r18	8
K	maxNrofAperiodicFwdTimeResource-1-r18	111
K	maxNrofAperiodicFwdTimeResource-r18	112
K	maxNrofAppLayerMeas-1-r17	15
K	maxNrofAppLayerMeas-r17	16
K	maxNrofAppLayerReports-r18	16
K	maxNrofAvailabilityCombinationsPerSet-1-r16	511
K	maxNrofAvailabilityCombinationsPerSet-r16	512
K	maxNrofBFDResourcePerSet-r17	64
K	maxNrofBWPs	4
K	maxNrofBWPsInSetOfCells-r18	16
K	maxNrofCC-Group-r17	16
K	maxNrofCG-SL-1-r16	7
K	maxNrofCG-SL-r16	8
K	maxNrofCG-Type2DeactivationState	16
K	maxNrofCLI-RSSI-Resources-1-r16	63
K	maxNrofCLI-RSSI-Resources-r16	64
K	maxNrofCLI-SRS-Resources-r16	32
K	maxNrofCRS-IM-InterfCell-r17	8
K	maxNrofCSI-IM-ResourceSets	64
K	maxNrofCSI-IM-ResourceSets-1	63
K	maxNrofCSI-IM-ResourceSetsPerConfig	16
K	maxNrofCSI-IM-Resources	32
K	maxNrofCSI-IM-Resources-1	31
K	maxNrofCSI-IM-ResourcesPerSet	8
K	maxNrofCSI-RS-CellsRRM	96
K	maxNrofCSI-RS-Resources	7
K	maxNrofCSI-RS-ResourcesAlt-1-r16	511
K	maxNrofCSI-RS-ResourcesAlt-r16	512
K	maxNrofCSI-RS-ResourcesExt-r16	16
K	maxNrofCSI-RS-ResourcesExt-r17	8
K	maxNrofCSI-RS-ResourcesRRM	96
K	maxNrofCSI-RS-ResourcesRRM-1	95
K	maxNrofCSI-RS-ResourcesToAverage	16
K	maxNrofCSI-ReportConfigurations	48
K	maxNrofCSI-ReportConfigurations-1	47
K	maxNrofCSI-ReportSubconfigPerCSI-ReportConfig-1-r18	7
K	maxNrofCSI-ReportSubconfigPerCSI-ReportConfig-r18	8
K	maxNrofCSI-ResourceConfigurations	112
K	maxNrofCSI-ResourceConfigurations-1	111
K	maxNrofCSI-SSB-ResourcePerSet	64
K	maxNrofCSI-SSB-ResourceSets	64
K	maxNrofCSI-SSB-ResourceSets-1	63
K	maxNrofCSI-SSB-ResourceSetsPerConfig	1
K	maxNrofCSI-SSB-ResourceSetsPerConfigExt	2
K	maxNrofCandidateBeams	16
K	maxNrofCandidateBeams-r16	64
K	maxNrofCandidateBeamsExt-r16	48
K	maxNrofCandidateTCI-State-r18	128
K	maxNrofCandidateUL-TCI-r18	64
K	maxNrofCellCombos-r18	16
K	maxNrofCellMeas	32
K	maxNrofCellsInSet-1-r18	3
K	maxNrofCellsInSet-r18	4
K	maxNrofCellsL1-MeasNoGap-r18	8
K	maxNrofCellsL1-MeasWithGap-r18	8
K	maxNrofCellsTA-Meas-r18	8
K	maxNrofCellsTCI-r18	8
K	maxNrofCodebooks	16
K	maxNrofCombIDC	128
K	maxNrofCondCells-1-r17	7
K	maxNrofCondCells-r16	8
K	maxNrofConfigCells-r18	4
K	maxNrofConfigDL-TCI-States-r18	128
K	maxNrofConfigJointTCI-States-r18	128
K	maxNrofConfigUL-TCI-States-r18	64
K	maxNrofConfiguredGrantConfig-1-r16	11
K	maxNrofConfiguredGrantConfig-r16	12
K	maxNrofConfiguredGrantConfigMAC-1-r16	31
K	maxNrofControlResourceSets	12
K	maxNrofControlResourceSets-1	11
K	maxNrofControlResourceSets-1-r16	15
K	maxNrofCoresetPools-r16	2
K	maxNrofDL-Allocations	16
K	maxNrofDL-Allocations-1-r18	15
K	maxNrofDL-AllocationsExt-r17	64
K	maxNrofDRX-ConfigPTM-1-r17	63
K	maxNrofDRX-ConfigPTM-r17	64
K	maxNrofDUCells-r16	512
K	maxNrofDedicatedSL-PRS-PoolToMeas-r18	8
K	maxNrofEnhType3HARQ-ACK-1-r17	7
K	maxNrofEnhType3HARQ-ACK-r17	8
K	maxNrofFailureDetectionResources	10
K	maxNrofFailureDetectionResources-1	9
K	maxNrofFailureDetectionResources-1-r17	63
K	maxNrofFreqSL-1-r18	7
K	maxNrofFreqSL-r16	8
K	maxNrofGapId-r17	8
K	maxNrofHops-1-r18	5
K	maxNrofIABResourceConfig-1-r17	65535
K	maxNrofIABResourceConfig-r17	65536
K	maxNrofIndexesToReport	32
K	maxNrofIndexesToReport2	64
K	maxNrofIntraEndc-Components-r17	4
K	maxNrofL1-MeasNoGap-r18	8
K	maxNrofL1-MeasWithGap-r18	8
K	maxNrofLCGs-r18	8
K	maxNrofLTM-CSI-ReportConfigurations-1-r18	47
K	maxNrofLTM-CSI-ReportConfigurations-r18	48
K	maxNrofLTM-CSI-ResourceConfigurations-1-r18	111
K	maxNrofLTM-CSI-ResourceConfigurations-r18	112
K	maxNrofLTM-CSI-SSB-ResourcesPerSet-r18	512
K	maxNrofLTM-Configs-plus1-r18	9
K	maxNrofLTM-Configs-r18	8
K	maxNrofMBS-ServiceListPerUE-r17	16
K	maxNrofMBS-Session-r17	1024
K	maxNrofMRB-Broadcast-r17	4
K	maxNrofMTCH-SSB-MappingWindow-1-r17	15
K	maxNrofMTCH-SSB-MappingWindow-r17	16
K	maxNrofMeasId	64
K	maxNrofMultiBands	8
K	maxNrofMultiplePDSCHs-r17	8
K	maxNrofMultiplePUSCHs-r16	8
K	maxNrofNAICS-Entries	8
K	maxNrofNZP-CSI-RS-ResourceSets	64
K	maxNrofNZP-CSI-RS-ResourceSets-1	63
K	maxNrofNZP-CSI-RS-ResourceSetsPerConfig	16
K	maxNrofNZP-CSI-RS-Resources	192
K	maxNrofNZP-CSI-RS-Resources-1	191
K	maxNrofNZP-CSI-RS-ResourcesPerConfig	128
K	maxNrofNZP-CSI-RS-ResourcesPerSet	64
K	maxNrofNZP-CSI-RS-ResourcesPerSet-1-r18	63
K	maxNrofObjectId	64
K	maxNrofP0-PUSCH-AlphaSets	30
K	maxNrofP0-PUSCH-AlphaSets-1	29
K	maxNrofP0-PUSCH-Set-r16	2
K	maxNrofPCI-Ranges	8
K	maxNrofPCIsPerSMTC	64
K	maxNrofPDSCH-ConfigPTM-1-r17	15
K	maxNrofPDSCH-ConfigPTM-r17	16
K	maxNrofPDU-Sessions-r17	256
K	maxNrofPPW-Config-r17	4
K	maxNrofPPW-ID-1-r17	15
K	maxNrofPRS-ResourceOffsetValue-1-r17	511
K	maxNrofPRS-ResourcesPerSet-1-r17	63
K	maxNrofPRS-ResourcesPerSet-r17	64
K	maxNrofPUCCH-P0-PerSet	8
K	maxNrofPUCCH-PathlossReferenceRSs	4
K	maxNrofPUCCH-PathlossReferenceRSs-1	3
K	maxNrofPUCCH-PathlossReferenceRSs-1-r16	63
K	maxNrofPUCCH-PathlossReferenceRSs-1-r17	7
K	maxNrofPUCCH-PathlossReferenceRSs-r16	64
K	maxNrofPUCCH-PathlossReferenceRSsDiff-r16	60
K	maxNrofPUCCH-ResourceGroups-1-r16	3
K	maxNrofPUCCH-ResourceGroups-r16	4
K	maxNrofPUCCH-ResourceSets	4
K	maxNrofPUCCH-ResourceSets-1	3
K	maxNrofPUCCH-Resources	128
K	maxNrofPUCCH-Resources-1	127
K	maxNrofPUCCH-ResourcesPerGroup-r16	128
K	maxNrofPUCCH-ResourcesPerSet	32
K	maxNrofPUSCH-PathlossReferenceRSs	4
K	maxNrofPUSCH-PathlossReferenceRSs-1	3
K	maxNrofPUSCH-PathlossReferenceRSs-1-r16	63
K	maxNrofPUSCH-PathlossReferenceRSs-r16	64
K	maxNrofPUSCH-PathlossReferenceRSsDiff-r16	60
K	maxNrofPageGroup-r17	32
K	maxNrofPageRec	32
K	maxNrofPagingSubgroups-r17	8
K	maxNrofPathlossReferenceRSs-1-r17	63
K	maxNrofPathlossReferenceRSs-r17	64
K	maxNrofPdcch-BlindDetection-r17	16
K	maxNrofPdcch-BlindDetectionMixed-1-r16	7
K	maxNrofPeriodicFwdResource-1-r18	1023
K	maxNrofPeriodicFwdResource-r18	1024
K	maxNrofPeriodicFwdResourceSet-1-r18	31
K	maxNrofPeriodicFwdResourceSet-r18	32
K	maxNrofPhysicalResourceBlocks	275
K	maxNrofPhysicalResourceBlocks-1	274
K	maxNrofPhysicalResourceBlocksPlus1	276
K	maxNrofPoolID-r16	16
K	maxNrofPowerControlSetInfos-r17	8
K	maxNrofPreConfigPosGapId-r17	16
K	maxNrofQFIs	64
K	maxNrofQuantityConfig	2
K	maxNrofRB-SetGroups-r17	8
K	maxNrofRB-Sets-r17	8
K	maxNrofRXPool-r16	16
K	maxNrofRateMatchPatterns	4
K	maxNrofRateMatchPatterns-1	3
K	maxNrofRateMatchPatternsPerGroup	8
K	maxNrofRelayMeas-r17	32
K	maxNrofRemoteUE-r17	32
K	maxNrofReportConfigPerAperiodicTrigger	16
K	maxNrofReportConfigsAperiodic-r18	4
K	maxNrofReportConfigsPeriodic-r18	4
K	maxNrofReportConfigsSemiPersistent-r18	4
K	maxNrofReqComDC-Location-r17	128
K	maxNrofResourceAvailabilityPerCombination-r16	256
K	maxNrofS-NSSAI	8
K	maxNrofSCellActRS-r17	255
K	maxNrofSCells	31
K	maxNrofSL-BWPs-r16	4
K	maxNrofSL-CarrierSetConfig-r18	96
K	maxNrofSL-Dest-1-r16	31
K	maxNrofSL-Dest-r16	32
K	maxNrofSL-MeasId-r16	64
K	maxNrofSL-ObjectId-r16	64
K	maxNrofSL-PRS-PerDest-r18	8
K	maxNrofSL-PRS-TxConfig-r18	64
K	maxNrofSL-PRS-TxPool-r18	8
K	maxNrofSL-PoolToMeasureNR-r16	8
K	maxNrofSL-QFIs-r16	2048
K	maxNrofSL-QFIsPerDest-r16	64
K	maxNrofSL-ReportConfigId-r16	64
K	maxNrofSL-RxInfoSet-r17	4
K	maxNrofSLRB-r16	512
K	maxNrofSPS-Config-1-r16	7
K	maxNrofSPS-Config-r16	8
K	maxNrofSPS-DeactivationState	16
K	maxNrofSR-ConfigPerCellGroup	8
K	maxNrofSR-Resources	8
K	maxNrofSRI-PUSCH-Mappings	16
K	maxNrofSRI-PUSCH-Mappings-1	15
K	maxNrofSRS-PathlossReferenceRS-1-r16	63
K	maxNrofSRS-PathlossReferenceRS-r16	64
K	maxNrofSRS-PosResourceSets-1-r16	15
K	maxNrofSRS-PosResourceSets-r16	16
K	maxNrofSRS-PosResources-1-r16	63
K	maxNrofSRS-PosResources-r16	64
K	maxNrofSRS-ResourceSets	16
K	maxNrofSRS-ResourceSets-1	15
K	maxNrofSRS-Resources	64
K	maxNrofSRS-Resources-1	63
K	maxNrofSRS-ResourcesPerSet	16
K	maxNrofSRS-TriggerStates-1	3
K	maxNrofSRS-TriggerStates-2	2
K	maxNrofSS-BlocksToAverage	16
K	maxNrofSSBs-1	63
K	maxNrofSSBs-r16	64
K	maxNrofSSBsL1-MeasInterFreq-r18	8
K	maxNrofSSBsL1-MeasIntraFreq-r18	8
K	maxNrofSSBsL1-MeasNoGap-r18	8
K	maxNrofSSBsL1-MeasNoGapExt-r18	24
K	maxNrofSSBsL1-MeasWithGap-r18	8
K	maxNrofSearchSpaceGroups-1-r17	2
K	maxNrofSearchSpaces-1	39
K	maxNrofSearchSpacesLinks-1-r17	39
K	maxNrofSemiPersistentFwdResource-1-r18	127
K	maxNrofSemiPersistentFwdResource-r18	128
K	maxNrofSemiPersistentFwdResourceSet-1-r18	31
K	maxNrofSemiPersistentFwdResourceSet-r18	32
K	maxNrofServingCells	32
K	maxNrofServingCells-1	31
K	maxNrofServingCellsEUTRA	32
K	maxNrofServingCellsTCI-r16	32
K	maxNrofSetsOfCells-1-r18	3
K	maxNrofSetsOfCells-r18	4
K	maxNrofSlotFormatCombinationsPerSet	512
K	maxNrofSlotFormatCombinationsPerSet-1	511
K	maxNrofSlotFormatsPerCombination	256
K	maxNrofSlots	320
K	maxNrofSlots-1	319
K	maxNrofSpatialRelationInfos	8
K	maxNrofSpatialRelationInfos-plus-1	9
K	maxNrofSpatialRelationInfos-r16	64
K	maxNrofSpatialRelationInfosDiff-r16	56
K	maxNrofStoredConfigCells-r18	16
K	maxNrofSymbols-1	13
K	maxNrofTAGs	4
K	maxNrofTAGs-1	3
K	maxNrofTCI-States	128
K	maxNrofTCI-States-1	127
K	maxNrofTCI-StatesPDCCH	64
K	maxNrofTRS-ResourceSets-r17	64
K	maxNrofTXPool-r16	8
K	maxNrofThresholdMBS-1-r18	7
K	maxNrofThresholdMBS-r18	8
K	maxNrofTotalCellsL1-MeasNoGap-r18	24
K	maxNrofTotalSSBsL1-MeasNoGap-r18	64
K	maxNrofTrafficPattern-r16	8
K	maxNrofTxDC-TwoCarrier-r16	64
K	maxNrofUL-Allocations	16
K	maxNrofUL-Allocations-1-r18	63
K	maxNrofUL-Allocations-r16	64
K	maxNrofZP-CSI-RS-ResourceSets	16
K	maxNrofZP-CSI-RS-ResourceSets-1	15
K	maxNrofZP-CSI-RS-Resources	32
K	maxNrofZP-CSI-RS-Resources-1	31
K	maxNrofZP-CSI-RS-ResourcesPerSet	16
K	maxNrofdelayD-r18	4
K	maxOnDemandPosSIB-r16	32
K	maxOnDemandSIB-r16	8
K	maxPEI-perPF-r17	4
K	maxPLMN	12
K	maxPLMNIdentities	8
K	maxPO-perPF	4
K	maxPSCellHistory-r17	16
K	maxPSSCH-TxConfig-r16	16
K	maxPerCC-FeatureSets	1024
K	maxQFI	63
K	maxRA-CSIRS-Resources	96
K	maxRA-Occasions-1	511
K	maxRA-OccasionsPerCSIRS	64
K	maxRA-SSB-Resources	64
K	maxRAReport-r16	8
K	maxRAT-CapabilityContainers	8
K	maxReportConfigId	64
K	maxSCSs	5
K	maxSFI-DCI-PayloadSize	128
K	maxSFI-DCI-PayloadSize-1	127
K	maxSI-Message	32
K	maxSIB	32
K	maxSIB-MessagePlus1-r17	33
K	maxSK-Counter-r18	8
K	maxSL-GC-BC-DRX-QoS-r17	16
K	maxSL-LCID-Plus1-r18	513
K	maxSL-LCID-r16	512
K	maxSL-LCID-r18	1024
K	maxSL-NonAnchorRBsets	4
K	maxSL-SyncConfig-r16	16
K	maxSNPN-ConfigCellId-r18	32
K	maxSNPN-ConfigID-r18	16
K	maxSNPN-ConfigTAI-r18	8
K	maxSchedulingBandCombination-r18	32
K	maxSecondaryCellGroups	3
K	maxSecurityCellSet-r18	9
K	maxSimultaneousBands	32
K	maxSimultaneousBands-2-r18	30
K	maxSliceInfo-r17	8
K	maxTAC-r17	12
K	maxTN-AreaInfo-r18	32
K	maxTwoPUCCH-Grp-ConfigList-r16	32
K	maxTwoPUCCH-Grp-ConfigList-r17	16
K	maxTxConfig-1-r16	63
K	maxTxConfig-r16	64
K	maxUL-TCI-1-r17	63
K	maxUL-TCI-r17	64
K	maxULTxSwitchingBandPairs	32
K	maxULTxSwitchingBetweenBandPairs-r18	32
K	maxUplinkFeatureSets	1024
K	maxUu-RelayRLC-ChannelID-r17	32
K	maxWLAN-Id-Report-r16	32
K	maxWLAN-Name-r16	4
K	maxWayPoint-r18	20
K	minAltitude-r18	-420
C	7	8
C	131	132
C	3388	3389
C	4397	4398
C	4409	132
C	4417	4418
C	4652	3389
C	4670	8
C	4672	12
C	4734	8
C	4735	4736
C	4743	4736
C	4748	8
C	4766	3752
C	5453	5454
C	5646	8
C	5648	5649
C	5656	5649
C	5693	12
C	5694	8
C	5702	5703
C	5837	5838
C	6011	5838
C	6026	6027
C	8481	8482
C	8486	8
C	8487	12
C	8518	8519
C	8573	5838
C	8588	4736
C	8615	8616
C	8620	8519
C	8627	8628
C	8659	8
C	8660	12
C	8661	12
C	8664	5767
C	8665	5778
C	8712	8628
C	8716	8717
C	8833	5838
C	8968	132
C	8982	132
C	8986	12
C	8992	8
C	9015	9016
C	9023	9024
C	9035	9036
C	9080	3389
C	9142	9143
C	9348	8628
C	9360	8628
C	9966	8
C	11049	11035
C	11103	11035
C	11134	11135
C	11260	11261
C	11393	11394
C	11400	9143
C	11410	11411
C	11415	11416
C	11422	11423
C	11441	9143
C	11531	8616
C	11554	11472
"""#
}
