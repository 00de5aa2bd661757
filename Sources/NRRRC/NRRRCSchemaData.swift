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
T	AS-Config	Q	1	rrcReconfiguration,7,0,-,-	gsourceRB-SN-Config,8,1,-,- sourceSCG-NR-Config,9,1,-,- sourceSCG-EUTRA-Config,10,1,-,-;gsourceSCG-Configured,11,1,-,-;gsdt-Config-r17,12,1,-,-;gsrs-PosRRC-InactiveValidityAreaPreConfigList-r18,20,1,-,-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	SDT-Config-r17	Q	0	sdt-DRB-List-r17,13,1,-,- sdt-SRB2-Indication-r17,15,1,-,- sdt-MAC-PHY-CG-Config-r17,16,1,-,- sdt-DRB-ContinueROHC-r17,19,1,-,-	
T	SEQUENCE OF	L	14	0 29 0
T	DRB-Identity	i	1 32 0
T	ENUMERATED	e	allowed	-
T	SetupRelease	C	0	release,17,0,-,- setup,18,0,-,-	
T	NULL	n
T	SDT-CG-Config-r17	O	0 - 0
T	ENUMERATED	e	cell,rna	-
T	SRS-PosRRC-InactiveValidityAreaPreConfigList-r18	L	21	1 16 0
T	SRS-PosRRC-InactiveValidityAreaConfig-r18	Q	1	srs-PosConfigValidityArea-r18,22,0,-,- srs-PosConfigNUL-r18,24,1,-,- srs-PosConfigSUL-r18,24,1,-,- bwp-NUL-r18,133,1,-,- bwp-SUL-r18,133,1,-,- areaValidityTA-Config-r18,136,1,-,-	gsrs-PosConfigValidityAreaExt-v1830,140,1,-,-;gsrs-PosRRC-InactiveAggBW-AdditionalCarriersPerVA-r18,141,1,-,- srs-PosRRC-InactiveAggBW-ConfigListPerVA-r18,150,1,-,-
T	SEQUENCE OF	L	23	1 16 0
T	CellIdentity	B	36 36 0
T	SRS-PosConfig-r17	Q	0	srs-PosResourceSetToReleaseList-r17,25,1,-,- srs-PosResourceSetToAddModList-r17,27,1,-,- srs-PosResourceToReleaseList-r17,56,1,-,- srs-PosResourceToAddModList-r17,57,1,-,-	
T	SEQUENCE OF	L	26	1 16 0
T	SRS-PosResourceSetId-r16	i	0 15 0
T	SEQUENCE OF	L	28	1 16 0
T	SRS-PosResourceSet-r16	Q	1	srs-PosResourceSetId-r16,26,0,-,- srs-PosResourceIdList-r16,29,1,-,- resourceType-r16,31,0,-,- alpha-r16,37,1,-,- p0-r16,38,1,-,- pathlossReferenceRS-Pos-r16,39,1,-,-	
T	SEQUENCE OF	L	30	1 16 0
T	SRS-PosResourceId-r16	i	0 63 0
T	CHOICE	C	0	aperiodic-r16,32,0,-,- semi-persistent-r16,35,0,-,- periodic-r16,36,0,-,-	
T	SEQUENCE	Q	1	aperiodicSRS-ResourceTriggerList-r16,33,1,-,-	
T	SEQUENCE OF	L	34	1 3 0
T	INTEGER	i	1 3 0
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	Alpha	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-202 24 0
T	CHOICE	C	0	ssb-IndexServing-r16,40,0,-,- ssb-Ncell-r16,41,0,-,- dl-PRS-r16,52,0,-,-	
T	SSB-Index	i	0 63 0
T	SSB-InfoNcell-r16	Q	0	physicalCellId-r16,42,0,-,- ssb-IndexNcell-r16,40,1,-,- ssb-Configuration-r16,43,1,-,-	
T	PhysCellId	i	0 1007 0
T	SSB-Configuration-r16	Q	0	ssb-Freq-r16,4,0,-,- halfFrameIndex-r16,44,0,-,- ssbSubcarrierSpacing-r16,45,0,-,- ssb-Periodicity-r16,46,1,-,- sfn0-Offset-r16,47,1,-,- sfn-SSB-Offset-r16,50,0,-,- ss-PBCH-BlockPower-r16,51,1,-,-	
T	ENUMERATED	e	zero,one	-
T	SubcarrierSpacing	e	kHz15,kHz30,kHz60,kHz120,kHz240,kHz480-v1700,kHz960-v1700,spare1	-
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	SEQUENCE	Q	0	sfn-Offset-r16,48,0,-,- integerSubframeOffset-r16,49,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 15 0
T	INTEGER	i	-60 50 0
T	DL-PRS-Info-r16	Q	0	dl-PRS-ID-r16,53,0,-,- dl-PRS-ResourceSetId-r16,54,0,-,- dl-PRS-ResourceId-r16,55,1,-,-	
T	INTEGER	i	0 255 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 63 0
T	SEQUENCE OF	L	30	1 64 0
T	SEQUENCE OF	L	58	1 64 0
T	SRS-PosResource-r16	Q	1	srs-PosResourceId-r16,30,0,-,- transmissionComb-r16,59,0,-,- resourceMapping-r16,69,0,-,- freqDomainShift-r16,72,0,-,- freqHopping-r16,73,0,-,- groupOrSequenceHopping-r16,75,0,-,- resourceType-r16,76,0,-,- sequenceId-r16,110,0,-,- spatialRelationInfoPos-r16,111,1,-,-	gtxHoppingConfig-r18,120,1,-,-
T	CHOICE	C	1	n2-r16,60,0,-,- n4-r16,63,0,-,- n8-r16,66,0,-,-	
T	SEQUENCE	Q	0	combOffset-n2-r16,61,0,-,- cyclicShift-n2-r16,62,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	combOffset-n4-r16,64,0,-,- cyclicShift-n4-r16,65,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 11 0
T	SEQUENCE	Q	0	combOffset-n8-r16,67,0,-,- cyclicShift-n8-r16,68,0,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 5 0
T	SEQUENCE	Q	0	startPosition-r16,70,0,-,- nrofSymbols-r16,71,0,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	INTEGER	i	0 268 0
T	SEQUENCE	Q	1	c-SRS-r16,74,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	neither,groupHopping,sequenceHopping	-
T	CHOICE	C	0	aperiodic-r16,77,0,-,- semi-persistent-r16,79,0,-,- periodic-r16,108,0,-,-	
T	SEQUENCE	Q	1	slotOffset-r16,78,1,-,-	
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	1	periodicityAndOffset-sp-r16,80,0,-,-	gperiodicityAndOffset-sp-Ext-r16,102,1,-,-;gsrs-PosPeriodicConfigHyperSFN-Index-r18,107,1,-,-
T	SRS-PeriodicityAndOffset-r16	C	1	sl1,81,0,-,- sl2,82,0,-,- sl4,83,0,-,- sl5,84,0,-,- sl8,85,0,-,- sl10,86,0,-,- sl16,87,0,-,- sl20,88,0,-,- sl32,89,0,-,- sl40,90,0,-,- sl64,91,0,-,- sl80,92,0,-,- sl160,93,0,-,- sl320,94,0,-,- sl640,95,0,-,- sl1280,96,0,-,- sl2560,97,0,-,- sl5120,98,0,-,- sl10240,99,0,-,- sl40960,100,0,-,- sl81920,101,0,-,-	
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
T	SRS-PeriodicityAndOffsetExt-r16	C	0	sl128,103,0,-,- sl256,104,0,-,- sl512,105,0,-,- sl20480,106,0,-,-	
T	INTEGER	i	0 127 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 20479 0
T	ENUMERATED	e	even0,odd1	-
T	SEQUENCE	Q	1	periodicityAndOffset-p-r16,80,0,-,-	gperiodicityAndOffset-p-Ext-r16,102,1,-,-;gsrs-PosPeriodicConfigHyperSFN-Index-r18,109,1,-,-
T	ENUMERATED	e	even0,odd1	-
T	INTEGER	i	0 65535 0
T	SRS-SpatialRelationInfoPos-r16	C	0	servingRS-r16,112,0,-,- ssb-Ncell-r16,41,0,-,- dl-PRS-r16,52,0,-,-	
T	SEQUENCE	Q	0	servingCellId,113,1,-,- referenceSignal-r16,114,0,-,-	
T	ServCellIndex	i	0 31 0
T	CHOICE	C	0	ssb-IndexServing-r16,40,0,-,- csi-RS-IndexServing-r16,115,0,-,- srs-SpatialRelation-r16,116,0,-,-	
T	NZP-CSI-RS-ResourceId	i	0 191 0
T	SEQUENCE	Q	0	resourceSelection-r16,117,0,-,- uplinkBWP-r16,119,0,-,-	
T	CHOICE	C	0	srs-ResourceId-r16,118,0,-,- srs-PosResourceId-r16,30,0,-,-	
T	SRS-ResourceId	i	0 63 0
T	BWP-Id	i	0 4 0
T	TxHoppingConfig-r18	Q	1	overlapValue-r18,121,0,-,- numberOfHops-r18,122,0,-,- slotOffsetForRemainingHopsList-r18,123,0,-,-	
T	ENUMERATED	e	zeroRB,oneRB,twoRB,fourRB	-
T	INTEGER	i	1 6 0
T	SEQUENCE OF	L	124	1 5 0
T	SlotOffsetForRemainingHops-r18	Q	0	slotOffsetRemainingHops-r18,125,0,-,-	
T	CHOICE	C	1	aperiodic-r18,126,0,-,- semi-persistent-r18,129,0,-,- periodic-r18,131,0,-,-	
T	SEQUENCE	Q	1	slotOffset-r18,127,1,-,- startPosition-r18,128,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	0 13 0
T	SEQUENCE	Q	1	periodicityAndOffset-sp-r18,80,1,-,- periodicityAndOffset-sp-Ext-r18,102,1,-,- startPosition-r18,130,1,-,-	
T	INTEGER	i	0 13 0
T	SEQUENCE	Q	1	periodicityAndOffset-p-r18,80,1,-,- periodicityAndOffset-p-Ext-r18,102,1,-,- startPosition-r18,132,1,-,-	
T	INTEGER	i	0 13 0
T	BWP	Q	0	locationAndBandwidth,134,0,-,- subcarrierSpacing,45,0,-,- cyclicPrefix,135,1,-,-	
T	INTEGER	i	0 37949 0
T	ENUMERATED	e	extended	-
T	AreaValidityTA-Config-r18	Q	0	inactivePosSRS-ValidityAreaTAT-r18,137,0,-,- inactivePosSRS-ValidityAreaRSRP-r18,138,1,-,- autonomousTA-AdjustmentEnabled-r18,139,1,-,-	
T	ENUMERATED	e	ms1280,ms1920,ms2560,ms5120,ms10240,ms20480,ms40960,infinity	-
T	RSRP-ChangeThreshold-r17	e	dB4,dB6,dB8,dB10,dB14,dB18,dB22,dB26,dB30,dB34,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	23	1 16 0
T	SetupRelease	C	0	release,142,0,-,- setup,143,0,-,-	
T	NULL	n
T	SRS-PosRRC-InactiveAggBW-AdditionalCarriers-r18	Q	1	aggregatedPosSRS-CarrierList-r18,144,1,-,-	
T	SEQUENCE OF	L	145	1 2 0
T	SRS-PosConfigPerULCarrier-r18	Q	1	freqInfo-r18,4,0,-,- srs-PosConfig-r18,24,0,-,- scs-SpecificCarrier-r18,146,1,-,- bwp-r18,133,1,-,-	
T	SCS-SpecificCarrier	Q	1	offsetToCarrier,147,0,-,- subcarrierSpacing,45,0,-,- carrierBandwidth,148,0,-,-	gtxDirectCurrentLocation,149,1,-,-
T	INTEGER	i	0 2199 0
T	INTEGER	i	1 275 0
T	INTEGER	i	0 4095 0
T	SetupRelease	C	0	release,151,0,-,- setup,152,0,-,-	
T	NULL	n
T	SRS-PosRRC-InactiveAggBW-ConfigList-r18	L	153	1 16 0
T	SRS-InactivePosResourceSetLinkedForAggBW-List-r18	L	154	2 3 0
T	SRS-PosResourceSetLinkedForAggBW-r18	Q	1	srs-PosResourceSetLinked-r18,26,0,-,- srs-LinkedConfig-r18,155,0,-,-	
T	CHOICE	C	0	rrc-connectedState-r18,156,0,-,- rrc-inactiveState-r18,158,0,-,-	
T	SEQUENCE	Q	1	servingCellAndBWP-Id-r18,157,0,-,-	
T	ServingCellAndBWP-Id-r17	Q	0	servingcell-r17,113,0,-,- bwp-r17,119,0,-,-	
T	SEQUENCE	Q	1	scs-SpecificCarrier-r18,146,0,-,- freqInfo-r18,4,0,-,-	
T	AS-Context	Q	1	reestablishmentInfo,160,1,-,- configRestrictInfo,165,1,-,-	gran-NotificationAreaInfo,250,1,-,-;gueAssistanceInformation,265,1,-,-;gselectedBandCombinationSN,266,1,-,-;gconfigRestrictInfoDAPS-r16,267,1,-,- sidelinkUEInformationNR-r16,270,1,-,- sidelinkUEInformationEUTRA-r16,271,1,-,- ueAssistanceInformationEUTRA-r16,272,1,-,- ueAssistanceInformationSCG-r16,273,1,-,- needForGapsInfoNR-r16,274,1,-,-;gconfigRestrictInfoDAPS-v1640,282,1,-,-;gneedForGapNCSG-InfoNR-r17,285,1,-,- needForGapNCSG-InfoEUTRA-r17,292,1,-,- mbsInterestIndication-r17,297,1,-,-;gneedForInterruptionInfoNR-r18,298,1,-,- flightPathInfoReport-r18,303,1,-,-
T	ReestablishmentInfo	Q	0	sourcePhysCellId,42,0,-,- targetCellShortMAC-I,161,0,-,- additionalReestabInfoList,162,1,-,-	
T	ShortMAC-I	B	16 16 0
T	ReestabNCellInfoList	L	163	1 32 0
T	ReestabNCellInfo	Q	0	cellIdentity,23,0,-,- key-gNodeB-Star,164,0,-,- shortMAC-I,161,0,-,-	
T	BIT STRING	B	256 256 0
T	ConfigRestrictInfoSCG	Q	1	allowedBC-ListMRDC,166,1,-,- powerCoordination-FR1,171,1,-,- servCellIndexRangeSCG,173,1,-,- maxMeasFreqsSCG,174,1,-,- dummy,175,1,-,-	gselectedBandEntriesMNList,176,1,-,- pdcch-BlindDetectionSCG,179,1,-,- maxNumberROHC-ContextSessionsSN,180,1,-,-;gmaxIntraFreqMeasIdentitiesSCG,181,1,-,- maxInterFreqMeasIdentitiesSCG,182,1,-,-;gp-maxNR-FR1-MCG-r16,172,1,-,- powerCoordination-FR2-r16,183,1,-,- nrdc-PC-mode-FR1-r16,184,1,-,- nrdc-PC-mode-FR2-r16,185,1,-,- maxMeasSRS-ResourceSCG-r16,186,1,-,- maxMeasCLI-ResourceSCG-r16,187,1,-,- maxNumberEHC-ContextsSN-r16,188,1,-,- allowedReducedConfigForOverheating-r16,189,1,-,- maxToffset-r16,199,1,-,-;gallowedReducedConfigForOverheating-r17,200,1,-,- maxNumberUDC-DRB-r17,204,1,-,- maxNumberCPCCandidates-r17,205,1,-,-;gallowedResourceConfigNRDC-r17,206,1,-,-;gallowedAggregatedBandwidthSNList-r17,217,1,-,-;gmaxNumberLTM-CandidatesSCG-r18,222,1,-,-;gallowedL1-MeasConfigNRDC-r18,223,1,-,-;gallowedLTM-ResourceConfigNRDC-r18,238,1,-,-
T	BandCombinationInfoList	L	167	1 65536 0
T	BandCombinationInfo	Q	0	bandCombinationIndex,168,0,-,- allowedFeatureSetsList,169,0,-,-	
T	BandCombinationIndex	i	1 65536 0
T	SEQUENCE OF	L	170	1 128 0
T	FeatureSetEntryIndex	i	1 128 0
T	SEQUENCE	Q	0	p-maxNR-FR1,172,1,-,- p-maxEUTRA,172,1,-,- p-maxUE-FR1,172,1,-,-	
T	P-Max	i	-30 33 0
T	SEQUENCE	Q	0	lowBound,113,0,-,- upBound,113,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 62 0
T	SEQUENCE OF	L	177	1 65536 0
T	SelectedBandEntriesMN	L	178	1 32 0
T	BandEntryIndex	i	0 32 0
T	INTEGER	i	1 15 0
T	INTEGER	i	0 16384 0
T	INTEGER	i	1 62 0
T	INTEGER	i	1 62 0
T	SEQUENCE	Q	0	p-maxNR-FR2-MCG-r16,172,1,-,- p-maxNR-FR2-SCG-r16,172,1,-,- p-maxUE-FR2-r16,172,1,-,-	
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	INTEGER	i	0 32 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 65536 0
T	OverheatingAssistance	Q	0	reducedMaxCCs,190,1,-,- reducedMaxBW-FR1,193,1,-,- reducedMaxBW-FR2,193,1,-,- reducedMaxMIMO-LayersFR1,195,1,-,- reducedMaxMIMO-LayersFR2,198,1,-,-	
T	ReducedMaxCCs-r16	Q	0	reducedCCsDL-r16,191,0,-,- reducedCCsUL-r16,192,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	ReducedMaxBW-FRx-r16	Q	0	reducedBW-DL-r16,194,0,-,- reducedBW-UL-r16,194,0,-,-	
T	ReducedAggregatedBandwidth	e	mhz0,mhz10,mhz20,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100,mhz200,mhz300,mhz400	-
T	SEQUENCE	Q	0	reducedMIMO-LayersFR1-DL,196,0,-,- reducedMIMO-LayersFR1-UL,197,0,-,-	
T	MIMO-LayersDL	e	twoLayers,fourLayers,eightLayers	-
T	MIMO-LayersUL	e	oneLayer,twoLayers,fourLayers	-
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-DL,196,0,-,- reducedMIMO-LayersFR2-UL,197,0,-,-	
T	T-Offset-r16	e	ms0dot5,ms0dot75,ms1,ms1dot5,ms2,ms2dot5,ms3,spare1	-
T	OverheatingAssistance-r17	Q	0	reducedMaxBW-FR2-2-r17,201,1,-,- reducedMaxMIMO-LayersFR2-2,203,1,-,-	
T	SEQUENCE	Q	0	reducedBW-FR2-2-DL-r17,202,0,-,- reducedBW-FR2-2-UL-r17,202,0,-,-	
T	ReducedAggregatedBandwidth-r17	e	mhz0,mhz100,mhz200,mhz400,mhz800,mhz1200,mhz1600,mhz2000	-
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-2-DL,196,0,-,- reducedMIMO-LayersFR2-2-UL,197,0,-,-	
T	INTEGER	i	0 2 0
T	INTEGER	i	0 7 0
T	ResourceConfigNRDC-r17	Q	1	fr1-ResourceConfig-r17,207,1,-,- fr2-ResourceConfig-r17,207,1,-,- maxNumberResAcrossCC-AcrossFR-r17,216,1,-,-	
T	ResourceConfigPerFR-r17	Q	1	bm-MaxNumberCSI-RS-Resource-r17,208,1,-,- bm-MaxNumberAperiodicCSI-RS-Resource-r17,209,1,-,- cg-MaxNumberConfigsAllCC-r17,210,1,-,- maxNumberCSI-RS-BFD-r17,211,1,-,- maxNumberCSI-RS-SSB-CBD-r17,212,1,-,- maxNumberSSB-BFD-r17,213,1,-,- sps-MaxNumberConfigsAllCC-r17,214,1,-,- trs-MaxConfResourceSetsAllCC-r17,215,1,-,-	
T	INTEGER	i	0 64 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 256 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 32 0
T	INTEGER	i	0 256 0
T	INTEGER	i	0 256 0
T	AllowedAggregatedBandwidthSNList-r17	L	218	1 65536 0
T	AllowedAggregatedBandwidth-r17	Q	0	bandCombinationIndex-r17,168,0,-,- allowedAggBW-FDD-DL-r17,219,1,-,- allowedAggBW-FDD-UL-r17,219,1,-,- allowedAggBW-TDD-DL-r17,219,1,-,- allowedAggBW-TDD-UL-r17,219,1,-,- allowedAggBW-TotalDL-r17,219,1,-,- allowedAggBW-TotalUL-r17,219,1,-,-	
T	SupportedAggBandwidth-r17	C	0	fr1-r17,220,0,-,- fr2-r17,221,0,-,-	
T	ENUMERATED	e	mhz20,mhz30,mhz35,mhz40,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100,mhz110,mhz120,mhz130,mhz140,mhz150,mhz160,mhz180,mhz200,mhz220,mhz230,mhz250,mhz280,mhz290,mhz300,mhz350,mhz400,mhz450,mhz500,mhz600,mhz700,mhz800,spare1	-
T	ENUMERATED	e	mhz200,mhz300,mhz400,mhz500,mhz600,mhz700,mhz800,mhz900,mhz1000,mhz1100,mhz1200,mhz1300,mhz1400,mhz1500,mhz1600,mhz1700,mhz1800,mhz1900,mhz2000,mhz2100,mhz2200,mhz2300,mhz2400,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 8 0
T	L1-MeasConfigNRDC-r18	Q	1	maxL1-MeasNoGapSCG-r18,224,1,-,- maxL1-MeasWithGapSCG-r18,225,1,-,- maxCellsL1-MeasNoGapSCG-r18,226,1,-,- maxCellsL1-MeasWithGapSCG-r18,227,1,-,- maxTotalCellsL1-MeasNoGapSCG-r18,228,1,-,- maxSSBsL1-MeasNoGapSCG-r18,229,1,-,- maxSSBsL1-MeasWithGapSCG-r18,230,1,-,- maxTotalSSBsL1-MeasNoGapSCG-r18,231,1,-,- maxCellsL1-MeasIntraFreqSCG-r18,232,1,-,- maxCellsL1-MeasInterFreqSCG-r18,233,1,-,- maxReportConfigsAperiodic-r18,234,1,-,- maxReportConfigsPeriodic-r18,235,1,-,- maxReportConfigsSemiPersistent-r18,236,1,-,-	gmaxSSBsL1-MeasNoGapSCGExt-r18,237,1,-,-
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
T	LTM-ResourceConfigNRDC-r18	Q	1	maxCellsTA-Meas-r18,239,1,-,- maxConfigJointTCI-States-r18,240,1,-,- maxCellsJointTCI-r18,241,1,-,- maxConfigDL-TCI-States-r18,242,1,-,- maxConfigUL-TCI-States-r18,243,1,-,- maxCellsTCI-r18,244,1,-,- maxStoredConfigCells-r18,245,1,-,- maxConfigCells-r18,246,1,-,- maxActivatedJointTCI-States-r18,247,1,-,- maxActivatedDL-TCI-States-r18,248,1,-,- maxActivatedUL-TCI-States-r18,249,1,-,-	
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
T	RAN-NotificationAreaInfo	C	1	cellList,251,0,-,- ran-AreaConfigList,258,0,-,-	
T	PLMN-RAN-AreaCellList	L	252	1 8 0
T	PLMN-RAN-AreaCell	Q	0	plmn-Identity,253,1,-,- ran-AreaCells,257,0,-,-	
T	PLMN-Identity	Q	0	mcc,254,1,-,- mnc,256,0,-,-	
T	MCC	L	255	3 3 0
T	MCC-MNC-Digit	i	0 9 0
T	MNC	L	255	2 3 0
T	SEQUENCE OF	L	23	1 32 0
T	PLMN-RAN-AreaConfigList	L	259	1 8 0
T	PLMN-RAN-AreaConfig	Q	0	plmn-Identity,253,1,-,- ran-Area,260,0,-,-	
T	SEQUENCE OF	L	261	1 16 0
T	RAN-AreaConfig	Q	0	trackingAreaCode,262,0,-,- ran-AreaCodeList,263,1,-,-	
T	TrackingAreaCode	B	24 24 0
T	SEQUENCE OF	L	264	1 32 0
T	RAN-AreaCode	i	0 255 0
T	OCTET STRING	O	0 - 0
T	BandCombinationInfoSN	Q	0	bandCombinationIndex,168,0,-,- requestedFeatureSets,170,0,-,-	
T	ConfigRestrictInfoDAPS-r16	Q	0	powerCoordination-r16,268,1,-,-	
T	SEQUENCE	Q	0	p-DAPS-Source-r16,172,0,-,- p-DAPS-Target-r16,172,0,-,- uplinkPowerSharingDAPS-Mode-r16,269,0,-,-	
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	NeedForGapsInfoNR-r16	Q	0	intraFreq-needForGap-r16,275,0,-,- interFreq-needForGap-r16,278,0,-,-	
T	NeedForGapsIntraFreqList-r16	L	276	1 32 0
T	NeedForGapsIntraFreq-r16	Q	0	servCellId-r16,113,0,-,- gapIndicationIntra-r16,277,0,-,-	
T	ENUMERATED	e	gap,no-gap	-
T	NeedForGapsBandListNR-r16	L	279	1 1024 0
T	NeedForGapsNR-r16	Q	0	bandNR-r16,280,0,-,- gapIndication-r16,281,0,-,-	
T	FreqBandIndicatorNR	i	1 1024 0
T	ENUMERATED	e	gap,no-gap	-
T	ConfigRestrictInfoDAPS-v1640	Q	0	sourceFeatureSetPerDownlinkCC-r16,283,0,-,- sourceFeatureSetPerUplinkCC-r16,284,0,-,-	
T	FeatureSetDownlinkPerCC-Id	i	1 1024 0
T	FeatureSetUplinkPerCC-Id	i	1 1024 0
T	NeedForGapNCSG-InfoNR-r17	Q	0	intraFreq-needForNCSG-r17,286,0,-,- interFreq-needForNCSG-r17,289,0,-,-	
T	NeedForNCSG-IntraFreqList-r17	L	287	1 32 0
T	NeedForNCSG-IntraFreq-r17	Q	0	servCellId-r17,113,0,-,- gapIndicationIntra-r17,288,0,-,-	
T	ENUMERATED	e	gap,ncsg,nogap-noncsg	-
T	NeedForNCSG-BandListNR-r17	L	290	1 1024 0
T	NeedForNCSG-NR-r17	Q	0	bandNR-r17,280,0,-,- gapIndication-r17,291,0,-,-	
T	ENUMERATED	e	gap,ncsg,nogap-noncsg	-
T	NeedForGapNCSG-InfoEUTRA-r17	Q	0	needForNCSG-EUTRA-r17,293,0,-,-	
T	SEQUENCE OF	L	294	1 256 0
T	NeedForNCSG-EUTRA-r17	Q	0	bandEUTRA-r17,295,0,-,- gapIndication-r17,296,0,-,-	
T	FreqBandIndicatorEUTRA	i	1 256 0
T	ENUMERATED	e	gap,ncsg,nogap-noncsg	-
T	OCTET STRING	O	0 - 0
T	NeedForInterruptionInfoNR-r18	Q	1	intraFreq-needForInterruption-r18,299,0,-,- interFreq-needForInterruption-r18,302,0,-,-	
T	NeedForInterruptionIntraFreqList-r18	L	300	1 32 0
T	NeedForInterruptionNR-r18	Q	0	interruptionIndication-r18,301,1,-,-	
T	ENUMERATED	e	no-gap-with-interruption,no-gap-no-interruption	-
T	NeedForInterruptionBandListNR-r18	L	300	1 1024 0
T	FlightPathInfoReport-r18	L	304	0 20 0
T	WayPoint-r18	Q	0	wayPointLocation-r18,305,0,-,- timeStamp-r18,306,1,-,-	
T	OCTET STRING	O	0 - 0
T	AbsoluteTimeInfo-r16	B	48 48 0
T	ATG-Config-r18	Q	0	atg-gNB-Location-r18,308,1,-,- height-gNB-r18,309,1,-,- cellSpecificKoffset-r18,310,1,-,- ta-ReportATG-r18,311,1,-,-	
T	ReferenceLocation-r17	O	0 - 0
T	INTEGER	i	-16384 16383 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	enabled	-
T	ATG-NeighCellConfig-r18	Q	0	atg-gNB-Location-r18,308,1,-,- height-gNB-r18,313,1,-,- carrierFreq-r18,4,1,-,- physCellId-r18,42,1,-,-	
T	INTEGER	i	-16384 16383 0
T	ATG-NeighCellConfigList-r18	L	312	1 8 0
T	AccessStratumRelease	e	rel15,rel16,rel17,rel18,spare4,spare3,spare2,spare1	+
T	AdditionalPCIIndex-r17	i	1 7 0
T	AdditionalRACH-Config-r17	Q	1	rach-ConfigCommon-r17,318,1,-,- msgA-ConfigCommon-r17,419,1,-,-	
T	RACH-ConfigCommon	Q	1	rach-ConfigGeneric,319,0,-,- totalNumberOfRA-Preambles,334,1,-,- ssb-perRACH-OccasionAndCB-PreamblesPerSSB,335,1,-,- groupBconfigured,344,1,-,- ra-ContentionResolutionTimer,348,0,-,- rsrp-ThresholdSSB,349,1,-,- rsrp-ThresholdSSB-SUL,349,1,-,- prach-RootSequenceIndex,350,0,-,- msg1-SubcarrierSpacing,45,1,-,- restrictedSetConfig,353,0,-,- msg3-transformPrecoder,354,1,-,-	gra-PrioritizationForAccessIdentity-r16,355,1,-,- prach-RootSequenceIndex-r16,360,1,-,-;gra-PrioritizationForSlicing-r17,363,1,-,- featureCombinationPreamblesList-r17,368,1,-,-
T	RACH-ConfigGeneric	Q	1	prach-ConfigurationIndex,320,0,-,- msg1-FDM,321,0,-,- msg1-FrequencyStart,322,0,-,- zeroCorrelationZoneConfig,323,0,-,- preambleReceivedTargetPower,324,0,-,- preambleTransMax,325,0,-,- powerRampingStep,326,0,-,- ra-ResponseWindow,327,0,-,-	gprach-ConfigurationPeriodScaling-IAB-r16,328,1,-,- prach-ConfigurationFrameOffset-IAB-r16,329,1,-,- prach-ConfigurationSOffset-IAB-r16,330,1,-,- ra-ResponseWindow-v1610,331,1,-,- prach-ConfigurationIndex-v1610,332,1,-,-;gra-ResponseWindow-v1700,333,1,-,-
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
T	CHOICE	C	0	oneEighth,336,0,-,- oneFourth,337,0,-,- oneHalf,338,0,-,- one,339,0,-,- two,340,0,-,- four,341,0,-,- eight,342,0,-,- sixteen,343,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32,n36,n40,n44,n48,n52,n56,n60,n64	-
T	ENUMERATED	e	n4,n8,n12,n16,n20,n24,n28,n32	-
T	INTEGER	i	1 16 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	ra-Msg3SizeGroupA,345,0,-,- messagePowerOffsetGroupB,346,0,-,- numberOfRA-PreamblesGroupA,347,0,-,-	
T	ENUMERATED	e	b56,b144,b208,b256,b282,b480,b640,b800,b1000,b72,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	minusinfinity,dB0,dB5,dB8,dB10,dB12,dB15,dB18	-
T	INTEGER	i	1 64 0
T	ENUMERATED	e	sf8,sf16,sf24,sf32,sf40,sf48,sf56,sf64	-
T	RSRP-Range	i	0 127 0
T	CHOICE	C	0	l839,351,0,-,- l139,352,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0	ra-Prioritization-r16,356,0,-,- ra-PrioritizationForAI-r16,359,0,-,-	
T	RA-Prioritization	Q	1	powerRampingStepHighPriority,357,0,-,- scalingFactorBI,358,1,-,-	
T	ENUMERATED	e	dB0,dB2,dB4,dB6	-
T	ENUMERATED	e	zero,dot25,dot5,dot75	-
T	BIT STRING	B	2 2 0
T	CHOICE	C	0	l571,361,0,-,- l1151,362,0,-,-	
T	INTEGER	i	0 569 0
T	INTEGER	i	0 1149 0
T	RA-PrioritizationForSlicing-r17	Q	1	ra-PrioritizationSliceInfoList-r17,364,0,-,-	
T	RA-PrioritizationSliceInfoList-r17	L	365	1 8 0
T	RA-PrioritizationSliceInfo-r17	Q	1	nsag-ID-List-r17,366,0,-,- ra-Prioritization-r17,356,0,-,-	
T	SEQUENCE OF	L	367	1 8 0
T	NSAG-ID-r17	B	8 8 0
T	SEQUENCE OF	L	369	1 256 0
T	FeatureCombinationPreambles-r17	Q	1	featureCombination-r17,370,0,-,- startPreambleForThisPartition-r17,379,0,-,- numberOfPreamblesPerSSB-ForThisPartition-r17,380,0,-,- ssb-SharedRO-MaskIndex-r17,381,1,-,- groupBconfigured-r17,382,1,-,- separateMsgA-PUSCH-Config-r17,386,1,-,- msgA-RSRP-Threshold-r17,349,1,-,- rsrp-ThresholdSSB-r17,349,1,-,- deltaPreamble-r17,416,1,-,-	gmsg1-RepetitionNum-r18,417,1,-,- msg1-RepetitionTimeOffsetROGroup-r18,418,1,-,-
T	FeatureCombination-r17	Q	0	redCap-r17,371,1,-,- smallData-r17,372,1,-,- nsag-r17,373,1,-,- msg3-Repetitions-r17,374,1,-,- msg1-Repetitions-r18,375,1,-,- eRedCap-r18,376,1,-,- spare2,377,1,-,- spare1,378,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	NSAG-List-r17	L	367	1 8 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	INTEGER	i	0 63 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	ra-SizeGroupA-r17,383,0,-,- messagePowerOffsetGroupB-r17,384,0,-,- numberOfRA-PreamblesGroupA-r17,385,0,-,-	
T	ENUMERATED	e	b56,b144,b208,b256,b282,b480,b640,b800,b1000,b72,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	minusinfinity,dB0,dB5,dB8,dB10,dB12,dB15,dB18	-
T	INTEGER	i	1 64 0
T	MsgA-PUSCH-Config-r16	Q	0	msgA-PUSCH-ResourceGroupA-r16,387,1,-,- msgA-PUSCH-ResourceGroupB-r16,387,1,-,- msgA-TransformPrecoder-r16,413,1,-,- msgA-DataScramblingIndex-r16,414,1,-,- msgA-DeltaPreamble-r16,415,1,-,-	
T	MsgA-PUSCH-Resource-r16	Q	1	msgA-MCS-r16,388,0,-,- nrofSlotsMsgA-PUSCH-r16,389,0,-,- nrofMsgA-PO-PerSlot-r16,390,0,-,- msgA-PUSCH-TimeDomainOffset-r16,391,0,-,- msgA-PUSCH-TimeDomainAllocation-r16,392,1,-,- startSymbolAndLengthMsgA-PO-r16,393,1,-,- mappingTypeMsgA-PUSCH-r16,394,1,-,- guardPeriodMsgA-PUSCH-r16,395,1,-,- guardBandMsgA-PUSCH-r16,396,0,-,- frequencyStartMsgA-PUSCH-r16,397,0,-,- nrofPRBs-PerMsgA-PO-r16,398,0,-,- nrofMsgA-PO-FDM-r16,399,0,-,- msgA-IntraSlotFrequencyHopping-r16,400,1,-,- msgA-HoppingBits-r16,401,1,-,- msgA-DMRS-Config-r16,402,0,-,- nrofDMRS-Sequences-r16,409,0,-,- msgA-Alpha-r16,410,1,-,- interlaceIndexFirstPO-MsgA-PUSCH-r16,411,1,-,- nrofInterlacesPerMsgA-PO-r16,412,1,-,-	
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
T	MsgA-DMRS-Config-r16	Q	0	msgA-DMRS-AdditionalPosition-r16,403,1,-,- msgA-MaxLength-r16,404,1,-,- msgA-PUSCH-DMRS-CDM-Group-r16,405,1,-,- msgA-PUSCH-NrofPorts-r16,406,1,-,- msgA-ScramblingID0-r16,407,1,-,- msgA-ScramblingID1-r16,408,1,-,-	
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
T	MsgA-ConfigCommon-r16	Q	0	rach-ConfigCommonTwoStepRA-r16,420,0,-,- msgA-PUSCH-Config-r16,386,1,-,-	
T	RACH-ConfigCommonTwoStepRA-r16	Q	1	rach-ConfigGenericTwoStepRA-r16,421,0,-,- msgA-TotalNumberOfRA-Preambles-r16,431,1,-,- msgA-SSB-PerRACH-OccasionAndCB-PreamblesPerSSB-r16,432,1,-,- msgA-CB-PreamblesPerSSB-PerSharedRO-r16,441,1,-,- msgA-SSB-SharedRO-MaskIndex-r16,442,1,-,- groupB-ConfiguredTwoStepRA-r16,443,1,-,- msgA-PRACH-RootSequenceIndex-r16,447,1,-,- msgA-TransMax-r16,452,1,-,- msgA-RSRP-Threshold-r16,349,1,-,- msgA-RSRP-ThresholdSSB-r16,349,1,-,- msgA-SubcarrierSpacing-r16,45,1,-,- msgA-RestrictedSetConfig-r16,453,1,-,- ra-PrioritizationForAccessIdentityTwoStep-r16,454,1,-,- ra-ContentionResolutionTimer-r16,456,1,-,-	gra-PrioritizationForSlicingTwoStep-r17,363,1,-,- featureCombinationPreamblesList-r17,457,1,-,-
T	RACH-ConfigGenericTwoStepRA-r16	Q	1	msgA-PRACH-ConfigurationIndex-r16,422,1,-,- msgA-RO-FDM-r16,423,1,-,- msgA-RO-FrequencyStart-r16,424,1,-,- msgA-ZeroCorrelationZoneConfig-r16,425,1,-,- msgA-PreamblePowerRampingStep-r16,426,1,-,- msgA-PreambleReceivedTargetPower-r16,427,1,-,- msgB-ResponseWindow-r16,428,1,-,- preambleTransMax-r16,429,1,-,-	gmsgB-ResponseWindow-v1700,430,1,-,-
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
T	CHOICE	C	0	oneEighth,433,0,-,- oneFourth,434,0,-,- oneHalf,435,0,-,- one,436,0,-,- two,437,0,-,- four,438,0,-,- eight,439,0,-,- sixteen,440,0,-,-	
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
T	GroupB-ConfiguredTwoStepRA-r16	Q	0	ra-MsgA-SizeGroupA-r16,444,0,-,- messagePowerOffsetGroupB-r16,445,0,-,- numberOfRA-PreamblesGroupA-r16,446,0,-,-	
T	ENUMERATED	e	b56,b144,b208,b256,b282,b480,b640,b800,b1000,b72,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	minusinfinity,dB0,dB5,dB8,dB10,dB12,dB15,dB18	-
T	INTEGER	i	1 64 0
T	CHOICE	C	0	l839,448,0,-,- l139,449,0,-,- l571,450,0,-,- l1151,451,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	INTEGER	i	0 569 0
T	INTEGER	i	0 1149 0
T	ENUMERATED	e	n1,n2,n4,n6,n8,n10,n20,n50,n100,n200	-
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	SEQUENCE	Q	0	ra-Prioritization-r16,356,0,-,- ra-PrioritizationForAI-r16,455,0,-,-	
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	sf8,sf16,sf24,sf32,sf40,sf48,sf56,sf64	-
T	SEQUENCE OF	L	369	1 256 0
T	AdditionalRACH-ConfigList-r17	L	317	1 256 0
T	AdditionalSpectrumEmission	i	0 7 0
T	AdditionalSpectrumEmission-r18	i	0 39 0
T	AdditionalSpectrumEmission-v1760	i	8 39 0
T	AdditionalTDDConfig-perPCI-ToAddMod-r18	Q	0	additionalTDDConfig-Index-r18,316,0,-,- tdd-UL-DL-ConfigurationCommon-r18,463,0,-,-	
T	TDD-UL-DL-ConfigCommon	Q	1	referenceSubcarrierSpacing,45,0,-,- pattern1,464,0,-,- pattern2,464,1,-,-	
T	TDD-UL-DL-Pattern	Q	1	dl-UL-TransmissionPeriodicity,465,0,-,- nrofDownlinkSlots,466,0,-,- nrofDownlinkSymbols,467,0,-,- nrofUplinkSlots,468,0,-,- nrofUplinkSymbols,469,0,-,-	gdl-UL-TransmissionPeriodicity-v1530,470,1,-,-
T	ENUMERATED	e	ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms5,ms10	-
T	INTEGER	i	0 320 0
T	INTEGER	i	0 13 0
T	INTEGER	i	0 320 0
T	INTEGER	i	0 13 0
T	ENUMERATED	e	ms3,ms4	-
T	AdvancedReceiver-MU-MIMO-r18	Q	1	precodingAndResourceAllocation-r18,472,1,-,- pdsch-TimeDomainAllocation-r18,473,1,-,- mcs-Table-r18,474,1,-,- advReceiver-MU-MIMO-DCI-1-1-r18,475,1,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	qam1024,qam256,qam64,spare1	-
T	ENUMERATED	e	enabled	-
T	Aerial-Config-r18	Q	1	flightPathUpdateThrConfig-r18,477,1,-,-	
T	SEQUENCE	Q	0	flightPathUpdateDistanceThr-r18,478,1,-,- flightPathUpdateTimeThr-r18,481,1,-,-	
T	SetupRelease	C	0	release,479,0,-,- setup,480,0,-,-	
T	NULL	n
T	FlightPathUpdateDistanceThr-r18	i	0 1023 0
T	SetupRelease	C	0	release,482,0,-,- setup,483,0,-,-	
T	NULL	n
T	FlightPathUpdateTimeThr-r18	i	0 16383 0
T	AerialParameters-r18	Q	1	aerialUE-Capability-r18,485,1,-,- altitudeMeas-r18,486,1,-,- altitudeBasedSSB-ToMeasure-r18,487,1,-,- eventAxHy-r18,488,1,-,- flightPathReporting-r18,489,1,-,- flightPathAvailabilityIndicationUAI-r18,490,1,-,- multipleCellsMeasExtension-r18,491,1,-,- nr-NS-PmaxListAerial-r18,492,1,-,- simulMultiTriggerSingleMeasReport-r18,493,1,-,- sl-A2X-Service-r18,494,1,-,-	
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
T	AffectedCarrierFreq-r16	Q	0	carrierFreq-r16,4,0,-,- interferenceDirection-r16,496,0,-,-	
T	ENUMERATED	e	nr,other,both,spare	-
T	AffectedCarrierFreqComb-r16	Q	0	affectedCarrierFreqComb-r16,498,1,-,- victimSystemType-r16,499,0,-,-	
T	SEQUENCE OF	L	4	2 32 0
T	VictimSystemType-r16	Q	1	gps-r16,500,1,-,- glonass-r16,501,1,-,- bds-r16,502,1,-,- galileo-r16,503,1,-,- navIC-r16,504,1,-,- wlan-r16,505,1,-,- bluetooth-r16,506,1,-,-	guwb-r18,507,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	AffectedCarrierFreqCombEUTRA	L	3	1 32 0
T	AffectedCarrierFreqCombInfoMRDC	Q	0	victimSystemType,510,0,-,- interferenceDirectionMRDC,517,0,-,- affectedCarrierFreqCombMRDC,518,1,-,-	
T	VictimSystemType	Q	0	gps,511,1,-,- glonass,512,1,-,- bds,513,1,-,- galileo,514,1,-,- wlan,515,1,-,- bluetooth,516,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	eutra-nr,nr,other,utra-nr-other,nr-other,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	affectedCarrierFreqCombEUTRA,508,1,-,- affectedCarrierFreqCombNR,519,0,-,-	
T	AffectedCarrierFreqCombNR	L	4	1 32 0
T	AffectedCarrierFreqCombList-r16	L	497	1 128 0
T	AffectedCarrierFreqList-r16	L	495	1 128 0
T	AffectedCarrierFreqRange-r18	Q	0	affectedFreqRange-r18,523,0,-,- interferenceDirection-r18,525,0,-,- victimSystemType-r18,499,1,-,-	
T	AffectedFreqRange-r18	Q	0	centerFreq-r18,4,0,-,- affectedBandwidth-r18,524,0,-,-	
T	ENUMERATED	e	khz200,khz400,khz600,khz800,mhz1,mhz2,mhz3,mhz4,mhz5,mhz6,mhz8,mhz10,mhz20,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100,mhz200,mhz300,mhz400,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	nr,other,both,spare	-
T	AffectedCarrierFreqRangeComb-r18	Q	0	affectedCarrierFreqRangeComb-r18,527,0,-,- interferenceDirection-r18,528,0,-,- victimSystemType-r18,499,1,-,-	
T	SEQUENCE OF	L	523	2 32 0
T	ENUMERATED	e	nr,other,both,spare	-
T	AffectedCarrierFreqRangeCombList-r18	L	526	1 128 0
T	AffectedCarrierFreqRangeList-r18	L	522	1 128 0
T	AggregatedBandwidth	e	mhz50,mhz100,mhz150,mhz200,mhz250,mhz300,mhz350,mhz400,mhz450,mhz500,mhz550,mhz600,mhz650,mhz700,mhz750,mhz800	-
T	AggregatedBandwidthSN-r17	Q	0	aggBW-FDD-DL-r17,219,1,-,- aggBW-FDD-UL-r17,219,1,-,- aggBW-TDD-DL-r17,219,1,-,- aggBW-TDD-UL-r17,219,1,-,- aggBW-TotalDL-r17,219,1,-,- aggBW-TotalUL-r17,219,1,-,-	
T	Altitude-r18	i	-420 10000 0
T	AppLayerBufferLevel-r17	i	0 30000 0
T	AppLayerIdleInactiveConfig-r18	Q	1	measConfigAppLayerId-r18,536,0,-,- serviceType-r18,537,1,-,- appLayerMeasPriority-r18,538,1,-,- qoe-Reference-r18,539,1,-,- qoe-MeasurementType-r18,540,1,-,- qoe-AreaScope-r18,541,1,-,- mce-Id-r18,548,1,-,- availableRAN-VisibleMetrics-r18,549,1,-,-	
T	MeasConfigAppLayerId-r17	i	0 15 0
T	ENUMERATED	e	streaming,mtsi,vr,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	OCTET STRING	O	6 6 0
T	ENUMERATED	e	sbased,mbased	-
T	Qoe-AreaScope-r18	C	1	cellGlobalIdList,542,0,-,- trackingAreaCodeList,544,0,-,- trackingAreaIdentityList,545,0,-,- plmn-IdentityList,547,0,-,-	
T	CellGlobalIdList-r16	L	543	1 32 0
T	CGI-Info-Logging-r16	Q	0	plmn-Identity-r16,253,0,-,- cellIdentity-r16,23,0,-,- trackingAreaCode-r16,262,1,-,-	
T	TrackingAreaCodeList-r16	L	262	1 8 0
T	TrackingAreaIdentityList-r16	L	546	1 8 0
T	TrackingAreaIdentity-r16	Q	0	plmn-Identity-r16,253,0,-,- trackingAreaCode-r16,262,0,-,-	
T	PLMN-IdentityList2-r16	L	253	1 16 0
T	OCTET STRING	O	1 1 0
T	AvailableRAN-VisibleMetrics-r18	Q	1	appLayerBufferLevelList-r18,550,1,-,- playoutDelayForMediaStartup-r18,551,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	AppLayerMeasConfig-r17	Q	1	measConfigAppLayerToAddModList-r17,553,1,-,- measConfigAppLayerToReleaseList-r17,570,1,-,- rrc-SegAllowedSRB4-r17,571,1,-,-	grrc-SegAllowedSRB5-r18,572,1,-,- idleInactiveReportAllowed-r18,573,1,-,-
T	SEQUENCE OF	L	554	1 16 0
T	MeasConfigAppLayer-r17	Q	1	measConfigAppLayerId-r17,536,0,-,- measConfigAppLayerContainer-r17,555,1,-,- serviceType-r17,556,1,-,- pauseReporting-r17,557,1,-,- transmissionOfSessionStartStop-r17,558,1,-,- ran-VisibleParameters-r17,559,1,-,-	greportingSRB-r18,566,1,-,- appLayerMeasPriority-r18,567,1,-,- appLayerIdleInactiveConfig-r18,568,1,-,-
T	OCTET STRING	O	1 8000 0
T	ENUMERATED	e	streaming,mtsi,vr,spare5,spare4,spare3,spare2,spare1	-
T	BOOLEAN	b
T	BOOLEAN	b
T	SetupRelease	C	0	release,560,0,-,- setup,561,0,-,-	
T	NULL	n
T	RAN-VisibleParameters-r17	Q	1	ran-VisiblePeriodicity-r17,562,1,-,- numberOfBufferLevelEntries-r17,563,1,-,- reportPlayoutDelayForMediaStartup-r17,564,1,-,-	gran-VisibleReportingSRB-r18,565,1,-,-
T	ENUMERATED	e	ms120,ms240,ms480,ms640,ms1024	-
T	INTEGER	i	1 8 0
T	BOOLEAN	b
T	ENUMERATED	e	srb4,srb5	-
T	ENUMERATED	e	srb4,srb5	-
T	INTEGER	i	1 16 0
T	SetupRelease	C	0	release,569,0,-,- setup,535,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	536	1 16 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	AppLayerMeasParameters-r17	Q	1	qoe-Streaming-MeasReport-r17,575,1,-,- qoe-MTSI-MeasReport-r17,576,1,-,- qoe-VR-MeasReport-r17,577,1,-,- ran-VisibleQoE-Streaming-MeasReport-r17,578,1,-,- ran-VisibleQoE-VR-MeasReport-r17,579,1,-,- ul-MeasurementReportAppLayer-Seg-r17,580,1,-,-	gqoe-IdleInactiveMeasReport-r18,581,1,-,- qoe-NRDC-MeasReport-r18,582,1,-,- qoe-AdditionalMemoryMeasReport-r18,583,1,-,- qoe-PriorityBasedDiscarding-r18,584,1,-,- srb5-r18,585,1,-,-
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
T	ApplicableDisasterInfo-r17	C	0	noDisasterRoaming-r17,587,0,-,- disasterRelatedIndication-r17,588,0,-,- commonPLMNs-r17,589,0,-,- dedicatedPLMNs-r17,590,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE OF	L	253	1 12 0
T	AreaConfig-r16	C	0	cellGlobalIdList-r16,542,0,-,- trackingAreaCodeList-r16,544,0,-,- trackingAreaIdentityList-r16,545,0,-,-	
T	AreaConfiguration-r16	Q	0	areaConfig-r16,591,0,-,- interFreqTargetList-r16,593,1,-,-	
T	SEQUENCE OF	L	594	1 8 0
T	InterFreqTargetInfo-r16	Q	0	dl-CarrierFreq-r16,4,0,-,- cellList-r16,595,1,-,-	
T	SEQUENCE OF	L	42	1 32 0
T	AreaConfiguration-r17	Q	0	areaConfig-r17,591,1,-,- interFreqTargetList-r17,597,1,-,-	
T	SEQUENCE OF	L	594	1 8 0
T	AreaConfiguration-v1800	C	0	cag-ConfigList-r18,599,0,-,- snpn-ConfigList-r18,603,0,-,-	
T	CAG-ConfigList-r18	L	600	1 12 0
T	CAG-Config-r18	Q	0	plmn-Identity-r18,253,0,-,- cag-IdentityList-r18,601,0,-,-	
T	SEQUENCE OF	L	602	1 12 0
T	BIT STRING	B	32 32 0
T	SNPN-ConfigList-r18	C	0	snpn-ConfigCellIdList-r18,604,0,-,- snpn-ConfigTAI-List-r18,608,0,-,- snpn-ConfigID-List-r18,611,0,-,-	
T	SNPN-ConfigCellIdList-r18	L	605	1 32 0
T	SNPN-ConfigCellId-r18	Q	0	cgi-Identity-r18,543,0,-,- nid-IdentityList-r18,606,0,-,-	
T	SEQUENCE OF	L	607	1 12 0
T	NID-r16	B	44 44 0
T	SNPN-ConfigTAI-List-r18	L	609	1 8 0
T	SNPN-ConfigTAI-r18	Q	0	tai-Identity-r18,546,0,-,- nid-IdentityList-r18,610,0,-,-	
T	SEQUENCE OF	L	607	1 12 0
T	SNPN-ConfigID-List-r18	L	612	1 16 0
T	SNPN-ConfigID-r18	Q	0	plmn-Identity-r18,253,0,-,- nid-IdentityList-r18,613,0,-,-	
T	SEQUENCE OF	L	607	1 12 0
T	AttemptedBWP-Info-r18	Q	0	locationAndBandwidth-r18,615,0,-,- subcarrierSpacing-r18,45,0,-,-	
T	INTEGER	i	0 37949 0
T	AutonomousDenialParameters-r18	Q	0	autonomousDenialSlots-r18,617,0,-,- autonomousDenialValidity-r18,618,0,-,-	
T	ENUMERATED	e	n2,n5,n10,n15,n20,n30,spare2,spare1	-
T	ENUMERATED	e	n200,n500,n1000,n2000	-
T	AvailabilityCombination-r16	Q	0	availabilityCombinationId-r16,620,0,-,- resourceAvailability-r16,621,0,-,-	
T	AvailabilityCombinationId-r16	i	0 511 0
T	SEQUENCE OF	L	622	1 256 0
T	INTEGER	i	0 7 0
T	AvailabilityCombinationRB-Groups-r17	Q	0	availabilityCombinationId-r17,620,0,-,- rb-SetGroups-r17,624,1,-,- resourceAvailability-r17,630,1,-,-	
T	SEQUENCE OF	L	625	1 8 0
T	RB-SetGroup-r17	Q	0	resourceAvailability-r17,626,1,-,- rb-Sets-r17,628,1,-,-	
T	SEQUENCE OF	L	627	1 256 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	629	1 8 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	631	1 256 0
T	INTEGER	i	0 7 0
T	AvailabilityCombinationsPerCell-r16	Q	1	availabilityCombinationsPerCellIndex-r16,633,0,-,- iab-DU-CellIdentity-r16,23,0,-,- positionInDCI-AI-r16,634,1,-,- availabilityCombinations-r16,635,0,-,-	gavailabilityCombinationsRB-Groups-r17,636,1,-,-;gpositionInDCI-AI-RBGroups-v1720,637,1,-,-
T	AvailabilityCombinationsPerCellIndex-r16	i	0 512 0
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	619	1 512 0
T	SEQUENCE OF	L	623	1 512 0
T	INTEGER	i	0 127 0
T	AvailabilityIndicator-r16	Q	1	ai-RNTI-r16,0,0,-,- dci-PayloadSizeAI-r16,639,0,-,- availableCombToAddModList-r16,640,1,-,- availableCombToReleaseList-r16,641,1,-,-	
T	INTEGER	i	1 128 0
T	SEQUENCE OF	L	632	1 512 0
T	SEQUENCE OF	L	633	1 512 0
T	AvailableRB-SetsPerCell-r16	Q	0	servingCellId-r16,113,0,-,- positionInDCI-r16,643,0,-,-	
T	INTEGER	i	0 127 0
T	AvailableSlotOffset-r17	i	0 7 0
T	BAP-Config-r16	Q	1	bap-Address-r16,646,1,-,- defaultUL-BAP-RoutingID-r16,647,1,-,- defaultUL-BH-RLC-Channel-r16,650,1,-,- flowControlFeedbackType-r16,651,1,-,-	
T	BIT STRING	B	10 10 0
T	BAP-RoutingID-r16	Q	0	bap-Address-r16,648,0,-,- bap-PathId-r16,649,0,-,-	
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	BH-RLC-ChannelID-r16	B	16 16 0
T	ENUMERATED	e	perBH-RLC-Channel,perRoutingID,both	-
T	BAP-Parameters-r16	Q	0	flowControlBH-RLC-ChannelBased-r16,653,1,-,- flowControlRouting-ID-Based-r16,654,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BAP-Parameters-v1700	Q	0	bapHeaderRewriting-Rerouting-r17,656,1,-,- bapHeaderRewriting-Routing-r17,657,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BCCH-BCH-Message	Q	0	message,659,0,-,-	
T	BCCH-BCH-MessageType	C	0	mib,660,0,-,- messageClassExtension,671,0,-,-	
T	MIB	Q	0	systemFrameNumber,661,0,-,- subCarrierSpacingCommon,662,0,-,- ssb-SubcarrierOffset,663,0,-,- dmrs-TypeA-Position,664,0,-,- pdcch-ConfigSIB1,665,0,-,- cellBarred,668,0,-,- intraFreqReselection,669,0,-,- spare,670,0,-,-	
T	BIT STRING	B	6 6 0
T	ENUMERATED	e	scs15or60,scs30or120	-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	pos2,pos3	-
T	PDCCH-ConfigSIB1	Q	0	controlResourceSetZero,666,0,-,- searchSpaceZero,667,0,-,-	
T	ControlResourceSetZero	i	0 15 0
T	SearchSpaceZero	i	0 15 0
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	allowed,notAllowed	-
T	BIT STRING	B	1 1 0
T	SEQUENCE	Q	0		
T	BCCH-Config	Q	1	modificationPeriodCoeff,673,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n16	-
T	BCCH-DL-SCH-Message	Q	0	message,675,0,-,-	
T	BCCH-DL-SCH-MessageType	C	0	c1,676,0,-,- messageClassExtension,1615,0,-,-	
T	CHOICE	C	0	systemInformation,677,0,-,- systemInformationBlockType1,1139,0,-,-	
T	SystemInformation	Q	0	criticalExtensions,678,0,-,-	
T	CHOICE	C	0	systemInformation,679,0,-,- criticalExtensionsFuture-r16,1129,0,-,-	
T	SystemInformation-IEs	Q	0	sib-TypeAndInfo,680,0,-,- lateNonCriticalExtension,1127,1,-,- nonCriticalExtension,1128,1,-,-	
T	SEQUENCE OF	L	681	1 32 0
T	CHOICE	C	1	sib2,682,0,-,- sib3,764,0,-,- sib4,785,0,-,- sib5,828,0,-,- sib6,865,0,-,- sib7,870,0,-,- sib8,878,0,-,- sib9,887,0,-,-	sib10-v1610,904,0,-,- sib11-v1610,909,0,-,- sib12-v1610,937,0,-,- sib13-v1610,941,0,-,- sib14-v1610,946,0,-,- sib15-v1700,949,0,-,- sib16-v1700,953,0,-,- sib17-v1700,963,0,-,- sib18-v1700,967,0,-,- sib19-v1700,975,0,-,- sib20-v1700,1011,0,-,- sib21-v1700,1103,0,-,- sib22-v1800,1109,0,-,- sib23-v1800,1112,0,-,- sib24-v1800,1116,0,-,- sib25-v1800,1118,0,-,- sib17bis-v1820,1123,0,-,-
T	SIB2	Q	1	cellReselectionInfoCommon,683,0,-,- cellReselectionServingFreqInfo,700,0,-,- intraFreqCellReselectionInfo,705,0,-,-	grelaxedMeasurement-r16,750,1,-,-;gcellEquivalentSize-r17,757,1,-,- relaxedMeasurement-r17,758,1,-,-
T	SEQUENCE	Q	1	nrofSS-BlocksToAverage,684,1,-,- absThreshSS-BlocksConsolidation,685,1,-,- rangeToBestCell,688,1,-,- q-Hyst,690,0,-,- speedStateReselectionPars,691,1,-,-	
T	INTEGER	i	2 16 0
T	ThresholdNR	Q	0	thresholdRSRP,349,1,-,- thresholdRSRQ,686,1,-,- thresholdSINR,687,1,-,-	
T	RSRQ-Range	i	0 127 0
T	SINR-Range	i	0 127 0
T	RangeToBestCell	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	Q-OffsetRange	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	ENUMERATED	e	dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	SEQUENCE	Q	0	mobilityStateParameters,692,0,-,- q-HystSF,697,0,-,-	
T	MobilityStateParameters	Q	0	t-Evaluation,693,0,-,- t-HystNormal,694,0,-,- n-CellChangeMedium,695,0,-,- n-CellChangeHigh,696,0,-,-	
T	ENUMERATED	e	s30,s60,s120,s180,s240,spare3,spare2,spare1	-
T	ENUMERATED	e	s30,s60,s120,s180,s240,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	sf-Medium,698,0,-,- sf-High,699,0,-,-	
T	ENUMERATED	e	dB-6,dB-4,dB-2,dB0	-
T	ENUMERATED	e	dB-6,dB-4,dB-2,dB0	-
T	SEQUENCE	Q	1	s-NonIntraSearchP,701,1,-,- s-NonIntraSearchQ,702,1,-,- threshServingLowP,701,0,-,- threshServingLowQ,702,1,-,- cellReselectionPriority,703,0,-,- cellReselectionSubPriority,704,1,-,-	
T	ReselectionThreshold	i	0 31 0
T	ReselectionThresholdQ	i	0 31 0
T	CellReselectionPriority	i	0 7 0
T	CellReselectionSubPriority	e	oDot2,oDot4,oDot6,oDot8	-
T	SEQUENCE	Q	1	q-RxLevMin,706,0,-,- q-RxLevMinSUL,706,1,-,- q-QualMin,707,1,-,- s-IntraSearchP,701,0,-,- s-IntraSearchQ,702,1,-,- t-ReselectionNR,708,0,-,- frequencyBandList,709,1,-,- frequencyBandListSUL,709,1,-,- p-Max,172,1,-,- smtc,713,1,-,- ss-RSSI-Measurement,722,1,-,- ssb-ToMeasure,725,1,-,- deriveSSB-IndexFromCell,729,0,-,-	gt-ReselectionNR-SF,730,1,-,-;gsmtc2-LP-r16,733,1,-,- ssb-PositionQCL-Common-r16,736,1,-,-;gssb-PositionQCL-Common-r17,737,1,-,-;gsmtc4list-r17,738,1,-,-;gfrequencyBandList-v1760,742,1,-,- frequencyBandListSUL-v1760,742,1,-,-;gfrequencyBandListAerial-r18,746,1,-,-
T	Q-RxLevMin	i	-70 -22 0
T	Q-QualMin	i	-43 -12 0
T	T-Reselection	i	0 7 0
T	MultiFrequencyBandListNR-SIB	L	710	1 8 0
T	NR-MultiBandInfo	Q	0	freqBandIndicatorNR,280,1,-,- nr-NS-PmaxList,711,1,-,-	
T	NR-NS-PmaxList	L	712	1 8 0
T	NR-NS-PmaxValue	Q	0	additionalPmax,172,1,-,- additionalSpectrumEmission,459,0,-,-	
T	SSB-MTC	Q	0	periodicityAndOffset,714,0,-,- duration,721,0,-,-	
T	CHOICE	C	0	sf5,715,0,-,- sf10,716,0,-,- sf20,717,0,-,- sf40,718,0,-,- sf80,719,0,-,- sf160,720,0,-,-	
T	INTEGER	i	0 4 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	ENUMERATED	e	sf1,sf2,sf3,sf4,sf5	-
T	SS-RSSI-Measurement	Q	0	measurementSlots,723,0,-,- endSymbol,724,0,-,-	
T	BIT STRING	B	1 80 0
T	INTEGER	i	0 3 0
T	SSB-ToMeasure	C	0	shortBitmap,726,0,-,- mediumBitmap,727,0,-,- longBitmap,728,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	BOOLEAN	b
T	SpeedStateScaleFactors	Q	0	sf-Medium,731,0,-,- sf-High,732,0,-,-	
T	ENUMERATED	e	oDot25,oDot5,oDot75,lDot0	-
T	ENUMERATED	e	oDot25,oDot5,oDot75,lDot0	-
T	SSB-MTC2-LP-r16	Q	0	pci-List,734,1,-,- periodicity,735,0,-,-	
T	SEQUENCE OF	L	42	1 64 0
T	ENUMERATED	e	sf10,sf20,sf40,sf80,sf160,spare3,spare2,spare1	-
T	SSB-PositionQCL-Relation-r16	e	n1,n2,n4,n8	-
T	SSB-PositionQCL-Relation-r17	e	n32,n64	-
T	SSB-MTC4List-r17	L	739	1 3 0
T	SSB-MTC4-r17	Q	0	pci-List-r17,740,1,-,- offset-r17,741,0,-,-	
T	SEQUENCE OF	L	42	1 64 0
T	INTEGER	i	0 159 0
T	MultiFrequencyBandListNR-SIB-v1760	L	743	1 8 0
T	NR-MultiBandInfo-v1760	Q	0	nr-NS-PmaxList-v1760,744,1,-,-	
T	NR-NS-PmaxList-v1760	L	745	1 8 0
T	NR-NS-PmaxValue-v1760	Q	0	additionalSpectrumEmission-v1760,461,1,-,-	
T	MultiFrequencyBandListNR-Aerial-SIB-r18	L	747	1 8 0
T	NR-MultiBandInfoAerial-r18	Q	0	freqBandIndicatorNR-Aerial-r18,280,1,-,- nr-NS-PmaxListAerial-r18,748,1,-,-	
T	NR-NS-PmaxListAerial-r18	L	749	1 8 0
T	NR-NS-PmaxValueAerial-r18	Q	0	additionalPmax-r18,172,1,-,- additionalSpectrumEmission-r18,460,0,-,-	
T	SEQUENCE	Q	0	lowMobilityEvaluation-r16,751,1,-,- cellEdgeEvaluation-r16,754,1,-,- combineRelaxedMeasCondition-r16,755,1,-,- highPriorityMeasRelax-r16,756,1,-,-	
T	SEQUENCE	Q	0	s-SearchDeltaP-r16,752,0,-,- t-SearchDeltaP-r16,753,0,-,-	
T	ENUMERATED	e	dB3,dB6,dB9,dB12,dB15,spare3,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	s-SearchThresholdP-r16,701,0,-,- s-SearchThresholdQ-r16,702,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	INTEGER	i	2 16 0
T	SEQUENCE	Q	0	stationaryMobilityEvaluation-r17,759,0,-,- cellEdgeEvaluationWhileStationary-r17,762,1,-,- combineRelaxedMeasCondition2-r17,763,1,-,-	
T	SEQUENCE	Q	0	s-SearchDeltaP-Stationary-r17,760,0,-,- t-SearchDeltaP-Stationary-r17,761,0,-,-	
T	ENUMERATED	e	dB2,dB3,dB6,dB9,dB12,dB15,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	s-SearchThresholdP2-r17,701,0,-,- s-SearchThresholdQ2-r17,702,1,-,-	
T	ENUMERATED	e	true	-
T	SIB3	Q	1	intraFreqNeighCellList,765,1,-,- intraFreqExcludedCellList,770,1,-,- lateNonCriticalExtension,773,1,-,-	gintraFreqNeighCellList-v1610,774,1,-,- intraFreqAllowedCellList-r16,776,1,-,- intraFreqCAG-CellList-r16,777,1,-,-;gintraFreqNeighHSDN-CellList-r17,781,1,-,- intraFreqNeighCellList-v1710,782,1,-,-;gchannelAccessMode2-r17,784,1,-,-
T	IntraFreqNeighCellList	L	766	1 16 0
T	IntraFreqNeighCellInfo	Q	1	physCellId,42,0,-,- q-OffsetCell,689,0,-,- q-RxLevMinOffsetCell,767,1,-,- q-RxLevMinOffsetCellSUL,768,1,-,- q-QualMinOffsetCell,769,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	IntraFreqExcludedCellList	L	771	1 16 0
T	PCI-Range	Q	0	start,42,0,-,- range,772,1,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n84,n96,n128,n168,n252,n504,n1008,spare1	-
T	OCTET STRING	O	0 - 0
T	IntraFreqNeighCellList-v1610	L	775	1 16 0
T	IntraFreqNeighCellInfo-v1610	Q	0	ssb-PositionQCL-r16,736,1,-,-	
T	IntraFreqAllowedCellList-r16	L	771	1 16 0
T	SEQUENCE OF	L	778	1 12 0
T	IntraFreqCAG-CellListPerPLMN-r16	Q	0	plmn-IdentityIndex-r16,779,0,-,- cag-CellList-r16,780,0,-,-	
T	INTEGER	i	1 12 0
T	SEQUENCE OF	L	771	1 16 0
T	IntraFreqNeighHSDN-CellList-r17	L	771	1 16 0
T	IntraFreqNeighCellList-v1710	L	783	1 16 0
T	IntraFreqNeighCellInfo-v1710	Q	0	ssb-PositionQCL-r17,737,1,-,-	
T	ENUMERATED	e	enabled	-
T	SIB4	Q	1	interFreqCarrierFreqList,786,0,-,- lateNonCriticalExtension,797,1,-,-	ginterFreqCarrierFreqList-v1610,798,1,-,-;ginterFreqCarrierFreqList-v1700,807,1,-,-;ginterFreqCarrierFreqList-v1720,814,1,-,-;ginterFreqCarrierFreqList-v1730,816,1,-,-;ginterFreqCarrierFreqList-v1760,819,1,-,-;ginterFreqCarrierFreqList-v1800,821,1,-,-
T	InterFreqCarrierFreqList	L	787	1 8 0
T	InterFreqCarrierFreqInfo	Q	1	dl-CarrierFreq,4,0,-,- frequencyBandList,709,1,-,- frequencyBandListSUL,709,1,-,- nrofSS-BlocksToAverage,788,1,-,- absThreshSS-BlocksConsolidation,685,1,-,- smtc,713,1,-,- ssbSubcarrierSpacing,45,0,-,- ssb-ToMeasure,725,1,-,- deriveSSB-IndexFromCell,789,0,-,- ss-RSSI-Measurement,722,1,-,- q-RxLevMin,706,0,-,- q-RxLevMinSUL,706,1,-,- q-QualMin,707,1,-,- p-Max,172,1,-,- t-ReselectionNR,708,0,-,- t-ReselectionNR-SF,730,1,-,- threshX-HighP,701,0,-,- threshX-LowP,701,0,-,- threshX-Q,790,1,-,- cellReselectionPriority,703,1,-,- cellReselectionSubPriority,704,1,-,- q-OffsetFreq,689,1,edB0,- interFreqNeighCellList,791,1,-,- interFreqExcludedCellList,796,1,-,-	
T	INTEGER	i	2 16 0
T	BOOLEAN	b
T	SEQUENCE	Q	0	threshX-HighQ,702,0,-,- threshX-LowQ,702,0,-,-	
T	InterFreqNeighCellList	L	792	1 16 0
T	InterFreqNeighCellInfo	Q	1	physCellId,42,0,-,- q-OffsetCell,689,0,-,- q-RxLevMinOffsetCell,793,1,-,- q-RxLevMinOffsetCellSUL,794,1,-,- q-QualMinOffsetCell,795,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	InterFreqExcludedCellList	L	771	1 16 0
T	OCTET STRING	O	0 - 0
T	InterFreqCarrierFreqList-v1610	L	799	1 8 0
T	InterFreqCarrierFreqInfo-v1610	Q	0	interFreqNeighCellList-v1610,800,1,-,- smtc2-LP-r16,733,1,-,- interFreqAllowedCellList-r16,802,1,-,- ssb-PositionQCL-Common-r16,736,1,-,- interFreqCAG-CellList-r16,803,1,-,-	
T	InterFreqNeighCellList-v1610	L	801	1 16 0
T	InterFreqNeighCellInfo-v1610	Q	0	ssb-PositionQCL-r16,736,1,-,-	
T	InterFreqAllowedCellList-r16	L	771	1 16 0
T	SEQUENCE OF	L	804	1 12 0
T	InterFreqCAG-CellListPerPLMN-r16	Q	0	plmn-IdentityIndex-r16,805,0,-,- cag-CellList-r16,806,0,-,-	
T	INTEGER	i	1 12 0
T	SEQUENCE OF	L	771	1 16 0
T	InterFreqCarrierFreqList-v1700	L	808	1 8 0
T	InterFreqCarrierFreqInfo-v1700	Q	0	interFreqNeighHSDN-CellList-r17,809,1,-,- highSpeedMeasInterFreq-r17,810,1,-,- redCapAccessAllowed-r17,811,1,-,- ssb-PositionQCL-Common-r17,737,1,-,- interFreqNeighCellList-v1710,812,1,-,-	
T	InterFreqNeighHSDN-CellList-r17	L	771	1 16 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	InterFreqNeighCellList-v1710	L	813	1 16 0
T	InterFreqNeighCellInfo-v1710	Q	0	ssb-PositionQCL-r17,737,1,-,-	
T	InterFreqCarrierFreqList-v1720	L	815	1 8 0
T	InterFreqCarrierFreqInfo-v1720	Q	0	smtc4list-r17,738,1,-,-	
T	InterFreqCarrierFreqList-v1730	L	817	1 8 0
T	InterFreqCarrierFreqInfo-v1730	Q	0	channelAccessMode2-r17,818,1,-,-	
T	ENUMERATED	e	enabled	-
T	InterFreqCarrierFreqList-v1760	L	820	1 8 0
T	InterFreqCarrierFreqInfo-v1760	Q	0	frequencyBandList-v1760,742,1,-,- frequencyBandListSUL-v1760,742,1,-,-	
T	InterFreqCarrierFreqList-v1800	L	822	1 8 0
T	InterFreqCarrierFreqInfo-v1800	Q	0	dl-CarrierFreq-r18,4,1,-,- frequencyBandList-r18,709,1,-,- frequencyBandListAerial-r18,746,1,-,- mobileIAB-CellList-r18,771,1,-,- mobileIAB-Freq-r18,823,1,-,- eRedCapAccessAllowed-r18,824,1,-,- tn-AreaIdList-r18,825,1,-,- accessAllowed2RxXR-r18,827,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	826	1 32 0
T	TN-AreaId-r18	i	1 32 0
T	ENUMERATED	e	true	-
T	SIB5	Q	1	carrierFreqListEUTRA,829,1,-,- t-ReselectionEUTRA,708,0,-,- t-ReselectionEUTRA-SF,730,1,-,- lateNonCriticalExtension,852,1,-,-	gcarrierFreqListEUTRA-v1610,853,1,-,-;gcarrierFreqListEUTRA-v1700,856,1,-,- idleModeMeasVoiceFallback-r17,859,1,-,-;gcarrierFreqListEUTRA-v1800,860,1,-,-
T	CarrierFreqListEUTRA	L	830	1 8 0
T	CarrierFreqEUTRA	Q	0	carrierFreq,3,0,-,- eutra-multiBandInfoList,831,1,-,- eutra-FreqNeighCellList,837,1,-,- eutra-ExcludedCellList,843,1,-,- allowedMeasBandwidth,846,0,-,- presenceAntennaPort1,847,0,-,- cellReselectionPriority,703,1,-,- cellReselectionSubPriority,704,1,-,- threshX-High,701,0,-,- threshX-Low,701,0,-,- q-RxLevMin,848,0,-,- q-QualMin,849,0,-,- p-MaxEUTRA,850,0,-,- threshX-Q,851,1,-,-	
T	EUTRA-MultiBandInfoList	L	832	1 8 0
T	EUTRA-MultiBandInfo	Q	0	eutra-FreqBandIndicator,295,0,-,- eutra-NS-PmaxList,833,1,-,-	
T	EUTRA-NS-PmaxList	L	834	1 8 0
T	EUTRA-NS-PmaxValue	Q	0	additionalPmax,835,1,-,- additionalSpectrumEmission,836,1,-,-	
T	INTEGER	i	-30 33 0
T	INTEGER	i	1 288 0
T	EUTRA-FreqNeighCellList	L	838	1 8 0
T	EUTRA-FreqNeighCellInfo	Q	0	physCellId,839,0,-,- dummy,840,0,-,- q-RxLevMinOffsetCell,841,1,-,- q-QualMinOffsetCell,842,1,-,-	
T	EUTRA-PhysCellId	i	0 503 0
T	EUTRA-Q-OffsetRange	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	EUTRA-FreqExcludedCellList	L	844	1 16 0
T	EUTRA-PhysCellIdRange	Q	0	start,839,0,-,- range,845,1,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n84,n96,n128,n168,n252,n504,spare2,spare1	-
T	EUTRA-AllowedMeasBandwidth	e	mbw6,mbw15,mbw25,mbw50,mbw75,mbw100	-
T	EUTRA-PresenceAntennaPort1	b
T	INTEGER	i	-70 -22 0
T	INTEGER	i	-34 -3 0
T	INTEGER	i	-30 33 0
T	SEQUENCE	Q	0	threshX-HighQ,702,0,-,- threshX-LowQ,702,0,-,-	
T	OCTET STRING	O	0 - 0
T	CarrierFreqListEUTRA-v1610	L	854	1 8 0
T	CarrierFreqEUTRA-v1610	Q	0	highSpeedEUTRACarrier-r16,855,1,-,-	
T	ENUMERATED	e	true	-
T	CarrierFreqListEUTRA-v1700	L	857	1 8 0
T	CarrierFreqEUTRA-v1700	Q	0	eutra-FreqNeighHSDN-CellList-r17,858,1,-,-	
T	EUTRA-FreqNeighHSDN-CellList-r17	L	844	1 8 0
T	ENUMERATED	e	true	-
T	CarrierFreqListEUTRA-v1800	L	861	1 8 0
T	CarrierFreqEUTRA-v1800	Q	0	eutra-MultiBandInfoListAerial-r18,862,1,-,- tn-AreaIdList-r18,864,1,-,-	
T	EUTRA-MultiBandInfoListAerial-r18	L	863	1 8 0
T	EUTRA-MultiBandInfoAerial-r18	Q	0	eutra-FreqBandIndicator-r18,295,0,-,- eutra-NS-PmaxListAerial-r18,833,1,-,-	
T	SEQUENCE OF	L	826	1 32 0
T	SIB6	Q	1	messageIdentifier,866,0,-,- serialNumber,867,0,-,- warningType,868,0,-,- lateNonCriticalExtension,869,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	0 - 0
T	SIB7	Q	1	messageIdentifier,871,0,-,- serialNumber,872,0,-,- warningMessageSegmentType,873,0,-,- warningMessageSegmentNumber,874,0,-,- warningMessageSegment,875,0,-,- dataCodingScheme,876,1,-,- lateNonCriticalExtension,877,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	INTEGER	i	0 63 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	1 1 0
T	OCTET STRING	O	0 - 0
T	SIB8	Q	1	messageIdentifier,879,0,-,- serialNumber,880,0,-,- warningMessageSegmentType,881,0,-,- warningMessageSegmentNumber,882,0,-,- warningMessageSegment,883,0,-,- dataCodingScheme,884,1,-,- warningAreaCoordinatesSegment,885,1,-,- lateNonCriticalExtension,886,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	INTEGER	i	0 63 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	1 1 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SIB9	Q	1	timeInfo,888,1,-,- lateNonCriticalExtension,893,1,-,-	greferenceTimeInfo-r16,894,1,-,-;geventID-TSS-r18,903,1,-,-
T	SEQUENCE	Q	0	timeInfoUTC,889,0,-,- dayLightSavingTime,890,1,-,- leapSeconds,891,1,-,- localTimeOffset,892,1,-,-	
T	INTEGER	i	0 549755813887 0
T	BIT STRING	B	2 2 0
T	INTEGER	i	-127 128 0
T	INTEGER	i	-63 64 0
T	OCTET STRING	O	0 - 0
T	ReferenceTimeInfo-r16	Q	0	time-r16,895,0,-,- uncertainty-r16,900,1,-,- timeInfoType-r16,901,1,-,- referenceSFN-r16,902,1,-,-	
T	ReferenceTime-r16	Q	0	refDays-r16,896,0,-,- refSeconds-r16,897,0,-,- refMilliSeconds-r16,898,0,-,- refTenNanoSeconds-r16,899,0,-,-	
T	INTEGER	i	0 72999 0
T	INTEGER	i	0 86399 0
T	INTEGER	i	0 999 0
T	INTEGER	i	0 99999 0
T	INTEGER	i	0 32767 0
T	ENUMERATED	e	localClock	-
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 63 0
T	SIB10-r16	Q	1	hrnn-List-r16,905,1,-,- lateNonCriticalExtension,908,1,-,-	
T	HRNN-List-r16	L	906	1 12 0
T	HRNN-r16	Q	0	hrnn-r16,907,1,-,-	
T	OCTET STRING	O	1 48 0
T	OCTET STRING	O	0 - 0
T	SIB11-r16	Q	1	measIdleConfigSIB-r16,910,1,-,- lateNonCriticalExtension,936,1,-,-	
T	MeasIdleConfigSIB-r16	Q	1	measIdleCarrierListNR-r16,911,1,-,- measIdleCarrierListEUTRA-r16,924,1,-,-	gmeasIdleCarrierListNR-LessThan5MHz-r18,931,1,-,- measReselectionCarrierListNR-r18,932,1,-,- measReselectionCarrierListNR-LessThan5MHz-r18,934,1,-,- measIdleValidityDuration-r18,935,1,-,- measReselectionValidityDuration-r18,935,1,-,-
T	SEQUENCE OF	L	912	1 8 0
T	MeasIdleCarrierNR-r16	Q	1	carrierFreq-r16,4,0,-,- ssbSubcarrierSpacing-r16,45,0,-,- frequencyBandList,913,1,-,- measCellListNR-r16,914,1,-,- reportQuantities-r16,915,0,-,- qualityThreshold-r16,916,1,-,- ssb-MeasConfig-r16,917,1,-,- beamMeasConfigIdle-r16,920,1,-,-	
T	MultiFrequencyBandListNR	L	280	1 8 0
T	CellListNR-r16	L	771	1 8 0
T	ENUMERATED	e	rsrp,rsrq,both	-
T	SEQUENCE	Q	0	idleRSRP-Threshold-NR-r16,349,1,-,- idleRSRQ-Threshold-NR-r16,686,1,-,-	
T	SEQUENCE	Q	0	nrofSS-BlocksToAverage-r16,918,1,-,- absThreshSS-BlocksConsolidation-r16,685,1,-,- smtc-r16,713,1,-,- ssb-ToMeasure-r16,725,1,-,- deriveSSB-IndexFromCell-r16,919,0,-,- ss-RSSI-Measurement-r16,722,1,-,-	
T	INTEGER	i	2 16 0
T	BOOLEAN	b
T	BeamMeasConfigIdle-NR-r16	Q	0	reportQuantityRS-Indexes-r16,921,0,-,- maxNrofRS-IndexesToReport-r16,922,0,-,- includeBeamMeasurements-r16,923,0,-,-	
T	ENUMERATED	e	rsrp,rsrq,both	-
T	INTEGER	i	1 32 0
T	BOOLEAN	b
T	SEQUENCE OF	L	925	1 8 0
T	MeasIdleCarrierEUTRA-r16	Q	1	carrierFreqEUTRA-r16,3,0,-,- allowedMeasBandwidth-r16,846,0,-,- measCellListEUTRA-r16,926,1,-,- reportQuantitiesEUTRA-r16,927,0,-,- qualityThresholdEUTRA-r16,928,1,-,-	
T	CellListEUTRA-r16	L	844	1 8 0
T	ENUMERATED	e	rsrp,rsrq,both	-
T	SEQUENCE	Q	0	idleRSRP-Threshold-EUTRA-r16,929,1,-,- idleRSRQ-Threshold-EUTRA-r16,930,1,-,-	
T	RSRP-RangeEUTRA	i	0 97 0
T	RSRQ-RangeEUTRA-r16	i	-30 46 0
T	SEQUENCE OF	L	912	1 8 0
T	SEQUENCE OF	L	933	1 8 0
T	MeasReselectionCarrierNR-r18	Q	1	carrierFreq-r18,4,0,-,-	
T	SEQUENCE OF	L	933	1 8 0
T	MeasurementValidityDuration-r18	e	s5,s10,s20,s50,s100,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SIB12-r16	Q	0	segmentNumber-r16,938,0,-,- segmentType-r16,939,0,-,- segmentContainer-r16,940,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SIB13-r16	Q	1	sl-V2X-ConfigCommon-r16,942,0,-,- dummy,943,0,-,- tdd-Config-r16,944,0,-,- lateNonCriticalExtension,945,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SIB14-r16	Q	1	sl-V2X-ConfigCommonExt-r16,947,0,-,- lateNonCriticalExtension,948,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SIB15-r17	Q	1	commonPLMNsWithDisasterCondition-r17,950,1,-,- applicableDisasterInfoList-r17,951,1,-,- lateNonCriticalExtension,952,1,-,-	
T	SEQUENCE OF	L	253	1 12 0
T	SEQUENCE OF	L	586	1 12 0
T	OCTET STRING	O	0 - 0
T	SIB16-r17	Q	1	freqPriorityListSlicing-r17,954,1,-,- lateNonCriticalExtension,962,1,-,-	
T	FreqPriorityListSlicing-r17	L	955	1 9 0
T	FreqPrioritySlicing-r17	Q	0	dl-ImplicitCarrierFreq-r17,956,0,-,- sliceInfoList-r17,957,1,-,-	
T	INTEGER	i	0 8 0
T	SliceInfoList-r17	L	958	1 8 0
T	SliceInfo-r17	Q	0	nsag-IdentityInfo-r17,959,0,-,- nsag-CellReselectionPriority-r17,703,1,-,- nsag-CellReselectionSubPriority-r17,704,1,-,- sliceCellListNR-r17,960,1,-,-	
T	NSAG-IdentityInfo-r17	Q	0	nsag-ID-r17,367,0,-,- trackingAreaCode-r17,262,1,-,-	
T	CHOICE	C	0	sliceAllowedCellListNR-r17,961,0,-,- sliceExcludedCellListNR-r17,961,0,-,-	
T	SliceCellListNR-r17	L	771	1 16 0
T	OCTET STRING	O	0 - 0
T	SIB17-r17	Q	0	segmentNumber-r17,964,0,-,- segmentType-r17,965,0,-,- segmentContainer-r17,966,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SIB18-r17	Q	1	gin-ElementList-r17,968,1,-,- gins-PerSNPN-List-r17,971,1,-,- lateNonCriticalExtension,974,1,-,-	
T	SEQUENCE OF	L	969	1 24 0
T	GIN-Element-r17	Q	0	plmn-Identity-r17,253,0,-,- nid-List-r17,970,0,-,-	
T	SEQUENCE OF	L	607	1 24 0
T	SEQUENCE OF	L	972	1 12 0
T	GINs-PerSNPN-r17	Q	0	supportedGINs-r17,973,1,-,-	
T	BIT STRING	B	1 24 0
T	OCTET STRING	O	0 - 0
T	SIB19-r17	Q	1	ntn-Config-r17,976,1,-,- t-Service-r17,1001,1,-,- referenceLocation-r17,308,1,-,- distanceThresh-r17,1002,1,-,- ntn-NeighCellConfigList-r17,1003,1,-,- lateNonCriticalExtension,1005,1,-,-	gntn-NeighCellConfigListExt-v1720,1003,1,-,-;gmovingReferenceLocation-r18,308,1,-,- ntn-CovEnh-r18,1006,1,-,- satSwitchWithReSync-r18,1008,1,-,-
T	NTN-Config-r17	Q	1	epochTime-r17,977,1,-,- ntn-UlSyncValidityDuration-r17,980,1,-,- cellSpecificKoffset-r17,981,1,-,- kmac-r17,982,1,-,- ta-Info-r17,983,1,-,- ntn-PolarizationDL-r17,987,1,-,- ntn-PolarizationUL-r17,988,1,-,- ephemerisInfo-r17,989,1,-,- ta-Report-r17,1000,1,-,-	
T	EpochTime-r17	Q	0	sfn-r17,978,0,-,- subFrameNR-r17,979,0,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	ENUMERATED	e	s5,s10,s15,s20,s25,s30,s35,s40,s45,s50,s55,s60,s120,s180,s240,s900	-
T	INTEGER	i	1 1023 0
T	INTEGER	i	1 512 0
T	TA-Info-r17	Q	0	ta-Common-r17,984,0,-,- ta-CommonDrift-r17,985,1,-,- ta-CommonDriftVariant-r17,986,1,-,-	
T	INTEGER	i	0 66485757 0
T	INTEGER	i	-257303 257303 0
T	INTEGER	i	0 28949 0
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	EphemerisInfo-r17	C	0	positionVelocity-r17,990,0,-,- orbital-r17,993,0,-,-	
T	PositionVelocity-r17	Q	0	positionX-r17,991,0,-,- positionY-r17,991,0,-,- positionZ-r17,991,0,-,- velocityVX-r17,992,0,-,- velocityVY-r17,992,0,-,- velocityVZ-r17,992,0,-,-	
T	PositionStateVector-r17	i	-33554432 33554431 0
T	VelocityStateVector-r17	i	-131072 131071 0
T	Orbital-r17	Q	0	semiMajorAxis-r17,994,0,-,- eccentricity-r17,995,0,-,- periapsis-r17,996,0,-,- longitude-r17,997,0,-,- inclination-r17,998,0,-,- meanAnomaly-r17,999,0,-,-	
T	INTEGER	i	0 8589934591 0
T	INTEGER	i	0 1048575 0
T	INTEGER	i	0 268435455 0
T	INTEGER	i	0 268435455 0
T	INTEGER	i	-67108864 67108863 0
T	INTEGER	i	0 268435455 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 549755813887 0
T	INTEGER	i	0 65525 0
T	NTN-NeighCellConfigList-r17	L	1004	1 4 0
T	NTN-NeighCellConfig-r17	Q	0	ntn-Config-r17,976,1,-,- carrierFreq-r17,4,1,-,- physCellId-r17,42,1,-,-	
T	OCTET STRING	O	0 - 0
T	NTN-CovEnh-r18	Q	0	numberOfMsg4HARQ-ACK-Repetitions-r18,1007,0,-,- rsrp-ThresholdMsg4HARQ-ACK-r18,349,1,-,-	
T	BIT STRING	B	4 4 0
T	SatSwitchWithReSync-r18	Q	0	ntn-Config-r18,976,0,-,- t-ServiceStart-r18,1009,1,-,- ssb-TimeOffset-r18,1010,1,-,-	
T	INTEGER	i	0 549755813887 0
T	INTEGER	i	0 159 0
T	SIB20-r17	Q	1	mcch-Config-r17,1012,0,-,- cfr-ConfigMCCH-MTCH-r17,1026,1,-,- lateNonCriticalExtension,1102,1,-,-	gcfr-ConfigMCCH-MTCH-RedCap-r18,1026,1,-,- mcch-ConfigRedCap-r18,1012,1,-,-
T	MCCH-Config-r17	Q	0	mcch-RepetitionPeriodAndOffset-r17,1013,0,-,- mcch-WindowStartSlot-r17,1023,0,-,- mcch-WindowDuration-r17,1024,1,-,- mcch-ModificationPeriod-r17,1025,0,-,-	
T	MCCH-RepetitionPeriodAndOffset-r17	C	0	rf1-r17,1014,0,-,- rf2-r17,1015,0,-,- rf4-r17,1016,0,-,- rf8-r17,1017,0,-,- rf16-r17,1018,0,-,- rf32-r17,1019,0,-,- rf64-r17,1020,0,-,- rf128-r17,1021,0,-,- rf256-r17,1022,0,-,-	
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
T	CFR-ConfigMCCH-MTCH-r17	Q	0	locationAndBandwidthBroadcast-r17,1027,1,-,- pdsch-ConfigMCCH-r17,1030,1,-,- commonControlResourceSetExt-r17,1081,1,-,-	
T	LocationAndBandwidthBroadcast-r17	C	0	sameAsSib1ConfiguredLocationAndBW,1028,0,-,- locationAndBandwidth,1029,0,-,-	
T	NULL	n
T	INTEGER	i	0 37949 0
T	PDSCH-ConfigBroadcast-r17	Q	0	pdschConfigList-r17,1031,0,-,- pdsch-TimeDomainAllocationList-r17,1036,1,-,- rateMatchPatternToAddModList-r17,1044,1,-,- lte-CRS-ToMatchAround-r17,1064,1,-,- mcs-Table-r17,1079,1,-,- xOverhead-r17,1080,1,-,-	
T	SEQUENCE OF	L	1032	1 16 0
T	PDSCH-ConfigPTM-r17	Q	0	dataScramblingIdentityPDSCH-r17,1033,1,-,- dmrs-ScramblingID0-r17,1034,1,-,- pdsch-AggregationFactor-r17,1035,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 65535 0
T	ENUMERATED	e	n2,n4,n8	-
T	PDSCH-TimeDomainResourceAllocationList-r16	L	1037	1 16 0
T	PDSCH-TimeDomainResourceAllocation-r16	Q	1	k0-r16,1038,1,-,- mappingType-r16,1039,0,-,- startSymbolAndLength-r16,1040,0,-,- repetitionNumber-r16,1041,1,-,-	gk0-v1710,1042,1,-,-;grepetitionNumber-v1730,1043,1,-,-
T	INTEGER	i	0 32 0
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 127 0
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	INTEGER	i	33 128 0
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	SEQUENCE OF	L	1045	1 4 0
T	RateMatchPattern	Q	1	rateMatchPatternId,1046,0,-,- patternType,1047,0,-,- subcarrierSpacing,45,1,-,- dummy,1062,0,-,-	gcontrolResourceSet-r16,1063,1,-,-
T	RateMatchPatternId	i	0 3 0
T	CHOICE	C	0	bitmaps,1048,0,-,- controlResourceSet,1061,0,-,-	
T	SEQUENCE	Q	1	resourceBlocks,1049,0,-,- symbolsInResourceBlock,1050,0,-,- periodicityAndPattern,1053,1,-,-	
T	BIT STRING	B	275 275 0
T	CHOICE	C	0	oneSlot,1051,0,-,- twoSlots,1052,0,-,-	
T	BIT STRING	B	14 14 0
T	BIT STRING	B	28 28 0
T	CHOICE	C	0	n2,1054,0,-,- n4,1055,0,-,- n5,1056,0,-,- n8,1057,0,-,- n10,1058,0,-,- n20,1059,0,-,- n40,1060,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	5 5 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	20 20 0
T	BIT STRING	B	40 40 0
T	ControlResourceSetId	i	0 11 0
T	ENUMERATED	e	dynamic,semiStatic	-
T	ControlResourceSetId-r16	i	0 15 0
T	RateMatchPatternLTE-CRS	Q	0	carrierFreqDL,1065,0,-,- carrierBandwidthDL,1066,0,-,- mbsfn-SubframeConfigList,1067,1,-,- nrofCRS-Ports,1077,0,-,- v-Shift,1078,0,-,-	
T	INTEGER	i	0 16383 0
T	ENUMERATED	e	n6,n15,n25,n50,n75,n100,spare2,spare1	-
T	EUTRA-MBSFN-SubframeConfigList	L	1068	1 8 0
T	EUTRA-MBSFN-SubframeConfig	Q	1	radioframeAllocationPeriod,1069,0,-,- radioframeAllocationOffset,1070,0,-,- subframeAllocation1,1071,0,-,- subframeAllocation2,1074,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32	-
T	INTEGER	i	0 7 0
T	CHOICE	C	0	oneFrame,1072,0,-,- fourFrames,1073,0,-,-	
T	BIT STRING	B	6 6 0
T	BIT STRING	B	24 24 0
T	CHOICE	C	0	oneFrame,1075,0,-,- fourFrames,1076,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	xOh6,xOh12,xOh18	-
T	ControlResourceSet	Q	1	controlResourceSetId,1061,0,-,- frequencyDomainResources,1082,0,-,- duration,1083,0,-,- cce-REG-MappingType,1084,0,-,- precoderGranularity,1090,0,-,- tci-StatesPDCCH-ToAddList,1091,1,-,- tci-StatesPDCCH-ToReleaseList,1093,1,-,- tci-PresentInDCI,1094,1,-,- pdcch-DMRS-ScramblingID,1095,1,-,-	grb-Offset-r16,1096,1,-,- tci-PresentDCI-1-2-r16,1097,1,-,- coresetPoolIndex-r16,1098,1,-,- controlResourceSetId-v1610,1099,1,-,-;gfollowUnifiedTCI-State-r17,1100,1,-,-;gapplyIndicatedTCI-State-r18,1101,1,-,-
T	BIT STRING	B	45 45 0
T	INTEGER	i	1 3 0
T	CHOICE	C	0	interleaved,1085,0,-,- nonInterleaved,1089,0,-,-	
T	SEQUENCE	Q	0	reg-BundleSize,1086,0,-,- interleaverSize,1087,0,-,- shiftIndex,1088,1,-,-	
T	ENUMERATED	e	n2,n3,n6	-
T	ENUMERATED	e	n2,n3,n6	-
T	INTEGER	i	0 274 0
T	NULL	n
T	ENUMERATED	e	sameAsREG-bundle,allContiguousRBs	-
T	SEQUENCE OF	L	1092	1 64 0
T	TCI-StateId	i	0 127 0
T	SEQUENCE OF	L	1092	1 64 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 5 0
T	INTEGER	i	1 3 0
T	INTEGER	i	0 1 0
T	ControlResourceSetId-v1610	i	12 15 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second,both,none	-
T	OCTET STRING	O	0 - 0
T	SIB21-r17	Q	1	mbs-FSAI-IntraFreq-r17,1104,1,-,- mbs-FSAI-InterFreqList-r17,1106,1,-,- lateNonCriticalExtension,1108,1,-,-	
T	MBS-FSAI-List-r17	L	1105	1 64 0
T	MBS-FSAI-r17	O	3 3 0
T	MBS-FSAI-InterFreqList-r17	L	1107	1 8 0
T	MBS-FSAI-InterFreq-r17	Q	0	dl-CarrierFreq-r17,4,0,-,- mbs-FSAI-List-r17,1104,0,-,-	
T	OCTET STRING	O	0 - 0
T	SIB22-r18	Q	1	atg-Config-r18,307,1,-,- hs-ATG-CellReselectionSet-r18,1110,1,-,- atg-NeighCellConfigList-r18,314,1,-,- lateNonCriticalExtension,1111,1,-,-	
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	SIB23-r18	Q	0	segmentNumber-r18,1113,0,-,- segmentType-r18,1114,0,-,- segmentContainer-r18,1115,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SIB24-r18	Q	1	multicastMCCH-Config-r18,1012,1,-,- cfr-ConfigMCCH-MTCH-r18,1026,1,-,- lateNonCriticalExtension,1117,1,-,-	
T	OCTET STRING	O	0 - 0
T	SIB25-r18	Q	1	coverageAreaInfoList-r18,1119,1,-,- lateNonCriticalExtension,1122,1,-,-	
T	CoverageAreaInfoList-r18	L	1120	1 32 0
T	CoverageAreaInfo-r18	Q	0	tn-AreaId-r18,826,0,-,- tn-ReferenceLocation-r18,308,0,-,- tn-DistanceRadius-r18,1121,0,-,-	
T	INTEGER	i	0 65535 0
T	OCTET STRING	O	0 - 0
T	SIB17bis-r18	Q	0	segmentNumber-r18,1124,0,-,- segmentType-r18,1125,0,-,- segmentContainer-r18,1126,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	CHOICE	C	0	posSystemInformation-r16,1130,0,-,- criticalExtensionsFuture,1138,0,-,-	
T	PosSystemInformation-r16-IEs	Q	0	posSIB-TypeAndInfo-r16,1131,0,-,- lateNonCriticalExtension,1136,1,-,- nonCriticalExtension,1137,1,-,-	
T	SEQUENCE OF	L	1132	1 32 0
T	CHOICE	C	1	posSib1-1-r16,1133,0,-,- posSib1-2-r16,1133,0,-,- posSib1-3-r16,1133,0,-,- posSib1-4-r16,1133,0,-,- posSib1-5-r16,1133,0,-,- posSib1-6-r16,1133,0,-,- posSib1-7-r16,1133,0,-,- posSib1-8-r16,1133,0,-,- posSib2-1-r16,1133,0,-,- posSib2-2-r16,1133,0,-,- posSib2-3-r16,1133,0,-,- posSib2-4-r16,1133,0,-,- posSib2-5-r16,1133,0,-,- posSib2-6-r16,1133,0,-,- posSib2-7-r16,1133,0,-,- posSib2-8-r16,1133,0,-,- posSib2-9-r16,1133,0,-,- posSib2-10-r16,1133,0,-,- posSib2-11-r16,1133,0,-,- posSib2-12-r16,1133,0,-,- posSib2-13-r16,1133,0,-,- posSib2-14-r16,1133,0,-,- posSib2-15-r16,1133,0,-,- posSib2-16-r16,1133,0,-,- posSib2-17-r16,1133,0,-,- posSib2-18-r16,1133,0,-,- posSib2-19-r16,1133,0,-,- posSib2-20-r16,1133,0,-,- posSib2-21-r16,1133,0,-,- posSib2-22-r16,1133,0,-,- posSib2-23-r16,1133,0,-,- posSib3-1-r16,1133,0,-,- posSib4-1-r16,1133,0,-,- posSib5-1-r16,1133,0,-,- posSib6-1-r16,1133,0,-,- posSib6-2-r16,1133,0,-,- posSib6-3-r16,1133,0,-,-	posSib1-9-v1700,1133,0,-,- posSib1-10-v1700,1133,0,-,- posSib2-24-v1700,1133,0,-,- posSib2-25-v1700,1133,0,-,- posSib6-4-v1700,1133,0,-,- posSib6-5-v1700,1133,0,-,- posSib6-6-v1700,1133,0,-,- posSib2-17a-v1770,1133,0,-,- posSib2-18a-v1770,1133,0,-,- posSib2-20a-v1770,1133,0,-,- posSib1-11-v1800,1133,0,-,- posSib1-12-v1800,1133,0,-,- posSib2-26-v1800,1133,0,-,- posSib2-27-v1800,1133,0,-,- posSib6-7-v1800,1133,0,-,- posSib7-1-v1800,1133,0,-,- posSib7-2-v1800,1133,0,-,- posSib7-3-v1800,1133,0,-,- posSib7-4-v1800,1133,0,-,-
T	SIBpos-r16	Q	1	assistanceDataSIB-Element-r16,1134,0,-,- lateNonCriticalExtension,1135,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SIB1	Q	0	cellSelectionInfo,1140,1,-,- cellAccessRelatedInfo,1143,0,-,- connEstFailureControl,1175,1,-,- si-SchedulingInfo,1179,1,-,- servingCellConfigCommon,1200,1,-,- ims-EmergencySupport,1489,1,-,- eCallOverIMS-Support,1490,1,-,- ue-TimersAndConstants,1491,1,-,- uac-BarringInfo,1499,1,-,- useFullResumeID,1517,1,-,- lateNonCriticalExtension,1518,1,-,- nonCriticalExtension,1519,1,-,-	
T	SEQUENCE	Q	0	q-RxLevMin,706,0,-,- q-RxLevMinOffset,1141,1,-,- q-RxLevMinSUL,706,1,-,- q-QualMin,707,1,-,- q-QualMinOffset,1142,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	CellAccessRelatedInfo	Q	1	plmn-IdentityInfoList,1144,0,-,- cellReservedForOtherUse,1152,1,-,-	gcellReservedForFutureUse-r16,1153,1,-,- npn-IdentityInfoList-r16,1154,1,-,-;gsnpn-AccessInfoList-r17,1169,1,-,-
T	PLMN-IdentityInfoList	L	1145	1 12 0
T	PLMN-IdentityInfo	Q	1	plmn-IdentityList,1146,0,-,- trackingAreaCode,262,1,-,- ranac,264,1,-,- cellIdentity,23,0,-,- cellReservedForOperatorUse,1147,0,-,-	giab-Support-r16,1148,1,-,-;gtrackingAreaList-r17,1149,1,-,- gNB-ID-Length-r17,1150,1,-,-;gmobileIAB-Support-r18,1151,1,-,-
T	SEQUENCE OF	L	253	1 12 0
T	ENUMERATED	e	reserved,notReserved	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	262	1 12 0
T	INTEGER	i	22 32 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	NPN-IdentityInfoList-r16	L	1155	1 12 0
T	NPN-IdentityInfo-r16	Q	1	npn-IdentityList-r16,1156,0,-,- trackingAreaCode-r16,262,0,-,- ranac-r16,264,1,-,- cellIdentity-r16,23,0,-,- cellReservedForOperatorUse-r16,1165,0,-,- iab-Support-r16,1166,1,-,-	ggNB-ID-Length-r17,1167,1,-,-;gmobileIAB-Support-r18,1168,1,-,-
T	SEQUENCE OF	L	1157	1 12 0
T	NPN-Identity-r16	C	0	pni-npn-r16,1158,0,-,- snpn-r16,1163,0,-,-	
T	SEQUENCE	Q	0	plmn-Identity-r16,253,0,-,- cag-IdentityList-r16,1159,0,-,-	
T	SEQUENCE OF	L	1160	1 12 0
T	CAG-IdentityInfo-r16	Q	0	cag-Identity-r16,1161,0,-,- manualCAGselectionAllowed-r16,1162,1,-,-	
T	BIT STRING	B	32 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	plmn-Identity-r16,253,0,-,- nid-List-r16,1164,0,-,-	
T	SEQUENCE OF	L	607	1 12 0
T	ENUMERATED	e	reserved,notReserved	-
T	ENUMERATED	e	true	-
T	INTEGER	i	22 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	1170	1 12 0
T	SNPN-AccessInfo-r17	Q	0	extCH-Supported-r17,1171,1,-,- extCH-WithoutConfigAllowed-r17,1172,1,-,- onboardingEnabled-r17,1173,1,-,- imsEmergencySupportForSNPN-r17,1174,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ConnEstFailureControl	Q	0	connEstFailCount,1176,0,-,- connEstFailOffsetValidity,1177,0,-,- connEstFailOffset,1178,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	s30,s60,s120,s240,s300,s420,s600,s900	-
T	INTEGER	i	0 15 0
T	SI-SchedulingInfo	Q	1	schedulingInfoList,1180,0,-,- si-WindowLength,1189,0,-,- si-RequestConfig,1190,1,-,- si-RequestConfigSUL,1190,1,-,- systemInformationAreaID,1199,1,-,-	
T	SEQUENCE OF	L	1181	1 32 0
T	SchedulingInfo	Q	0	si-BroadcastStatus,1182,0,-,- si-Periodicity,1183,0,-,- sib-MappingInfo,1184,0,-,-	
T	ENUMERATED	e	broadcasting,notBroadcasting	-
T	ENUMERATED	e	rf8,rf16,rf32,rf64,rf128,rf256,rf512	-
T	SIB-Mapping	L	1185	1 32 0
T	SIB-TypeInfo	Q	0	type,1186,0,-,- valueTag,1187,1,-,- areaScope,1188,1,-,-	
T	ENUMERATED	e	sibType2,sibType3,sibType4,sibType5,sibType6,sibType7,sibType8,sibType9,sibType10-v1610,sibType11-v1610,sibType12-v1610,sibType13-v1610,sibType14-v1610,spare3,spare2,spare1	+
T	INTEGER	i	0 31 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	s5,s10,s20,s40,s80,s160,s320,s640,s1280,s2560-v1710,s5120-v1710	-
T	SI-RequestConfig	Q	0	rach-OccasionsSI,1191,1,-,- si-RequestPeriod,1193,1,-,- si-RequestResources,1194,0,-,-	
T	SEQUENCE	Q	0	rach-ConfigSI,319,0,-,- ssb-perRACH-Occasion,1192,0,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	ENUMERATED	e	one,two,four,six,eight,ten,twelve,sixteen	-
T	SEQUENCE OF	L	1195	1 32 0
T	SI-RequestResources	Q	0	ra-PreambleStartIndex,1196,0,-,- ra-AssociationPeriodIndex,1197,1,-,- ra-ssb-OccasionMaskIndex,1198,1,-,-	
T	INTEGER	i	0 63 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	BIT STRING	B	24 24 0
T	ServingCellConfigCommonSIB	Q	1	downlinkConfigCommon,1201,0,-,- uplinkConfigCommon,1411,1,-,- supplementaryUplink,1411,1,-,- n-TimingAdvanceOffset,1462,1,-,- ssb-PositionsInBurst,1463,0,-,- ssb-PeriodicityServingCell,1466,0,-,- tdd-UL-DL-ConfigurationCommon,463,1,-,- ss-PBCH-BlockPower,1467,0,-,-	gchannelAccessMode-r16,1468,1,-,- discoveryBurstWindowLength-r16,1472,1,-,- highSpeedConfig-r16,1473,1,-,-;gchannelAccessMode2-r17,1476,1,-,- discoveryBurstWindowLength-v1700,1477,1,-,- highSpeedConfigFR2-r17,1478,1,-,- uplinkConfigCommon-v1700,1482,1,-,-;genhancedMeasurementNGSO-r17,1483,1,-,-;gra-ChannelAccess-r17,1484,1,-,-;gdownlinkConfigCommon-v1760,1485,1,-,- uplinkConfigCommon-v1760,1487,1,-,-
T	DownlinkConfigCommonSIB	Q	1	frequencyInfoDL,1202,0,-,- initialDownlinkBWP,1205,0,-,- bcch-Config,672,0,-,- pcch-Config,1369,0,-,-	gpei-Config-r17,1402,1,-,- initialDownlinkBWP-RedCap-r17,1205,1,-,-;gfrequencyInfoDL-v1800,1410,1,-,-
T	FrequencyInfoDL-SIB	Q	0	frequencyBandList,709,0,-,- offsetToPointA,1203,0,-,- scs-SpecificCarrierList,1204,0,-,-	
T	INTEGER	i	0 2199 0
T	SEQUENCE OF	L	146	1 5 0
T	BWP-DownlinkCommon	Q	1	genericParameters,133,0,-,- pdcch-ConfigCommon,1206,1,-,- pdsch-ConfigCommon,1361,1,-,-	
T	SetupRelease	C	0	release,1207,0,-,- setup,1208,0,-,-	
T	NULL	n
T	PDCCH-ConfigCommon	Q	1	controlResourceSetZero,666,1,-,- commonControlResourceSet,1081,1,-,- searchSpaceZero,667,1,-,- commonSearchSpaceList,1209,1,-,- searchSpaceSIB1,1211,1,-,- searchSpaceOtherSystemInformation,1211,1,-,- pagingSearchSpace,1211,1,-,- ra-SearchSpace,1211,1,-,-	gfirstPDCCH-MonitoringOccasionOfPO,1258,1,-,-;gcommonSearchSpaceListExt-r16,1275,1,-,-;gsdt-SearchSpace-r17,1297,1,-,- searchSpaceMCCH-r17,1211,1,-,- searchSpaceMTCH-r17,1211,1,-,- commonSearchSpaceListExt2-r17,1298,1,-,- firstPDCCH-MonitoringOccasionOfPO-v1710,1325,1,-,- pei-ConfigBWP-r17,1330,1,-,-;gfollowUnifiedTCI-State-v1720,1352,1,-,-;gapplyIndicatedTCI-State-r18,1353,1,-,- commonSearchSpaceListExt-r18,1354,1,-,- searchSpaceMulticastMCCH-r18,1211,1,-,- searchSpaceMulticastMTCH-r18,1211,1,-,-
T	SEQUENCE OF	L	1210	1 4 0
T	SearchSpace	Q	0	searchSpaceId,1211,0,-,- controlResourceSetId,1061,1,-,- monitoringSlotPeriodicityAndOffset,1212,1,-,- duration,1228,1,-,- monitoringSymbolsWithinSlot,1229,1,-,- nrofCandidates,1230,1,-,- searchSpaceType,1236,1,-,-	
T	SearchSpaceId	i	0 39 0
T	CHOICE	C	0	sl1,1213,0,-,- sl2,1214,0,-,- sl4,1215,0,-,- sl5,1216,0,-,- sl8,1217,0,-,- sl10,1218,0,-,- sl16,1219,0,-,- sl20,1220,0,-,- sl40,1221,0,-,- sl80,1222,0,-,- sl160,1223,0,-,- sl320,1224,0,-,- sl640,1225,0,-,- sl1280,1226,0,-,- sl2560,1227,0,-,-	
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
T	SEQUENCE	Q	0	aggregationLevel1,1231,0,-,- aggregationLevel2,1232,0,-,- aggregationLevel4,1233,0,-,- aggregationLevel8,1234,0,-,- aggregationLevel16,1235,0,-,-	
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5,n6,n8	-
T	CHOICE	C	0	common,1237,0,-,- ue-Specific,1251,0,-,-	
T	SEQUENCE	Q	0	dci-Format0-0-AndFormat1-0,1238,1,-,- dci-Format2-0,1239,1,-,- dci-Format2-1,1246,1,-,- dci-Format2-2,1247,1,-,- dci-Format2-3,1248,1,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	nrofCandidates-SFI,1240,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel1,1241,1,-,- aggregationLevel2,1242,1,-,- aggregationLevel4,1243,1,-,- aggregationLevel8,1244,1,-,- aggregationLevel16,1245,1,-,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	dummy1,1249,1,-,- dummy2,1250,0,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl5,sl8,sl10,sl16,sl20	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1	dci-Formats,1252,0,-,-	gdci-Formats-MT-r16,1253,1,-,- dci-FormatsSL-r16,1254,1,-,- dci-FormatsExt-r16,1255,1,-,-;gdci-FormatsNCR-r18,1256,1,-,- dci-FormatsSL-PRS-r18,1257,1,-,-
T	ENUMERATED	e	formats0-0-And-1-0,formats0-1-And-1-1	-
T	ENUMERATED	e	formats2-5	-
T	ENUMERATED	e	formats0-0-And-1-0,formats0-1-And-1-1,formats3-0,formats3-1,formats3-0-And-3-1	-
T	ENUMERATED	e	formats0-2-And-1-2,formats0-1-And-1-1And-0-2-And-1-2	-
T	ENUMERATED	e	formats2-8	-
T	ENUMERATED	e	formats3-2,formats3-0-And-3-2,formats3-0-And-3-1-And-3-2,formats3-1-And-3-2	-
T	CHOICE	C	0	sCS15KHZoneT,1259,0,-,- sCS30KHZoneT-SCS15KHZhalfT,1261,0,-,- sCS60KHZoneT-SCS30KHZhalfT-SCS15KHZquarterT,1263,0,-,- sCS120KHZoneT-SCS60KHZhalfT-SCS30KHZquarterT-SCS15KHZoneEighthT,1265,0,-,- sCS120KHZhalfT-SCS60KHZquarterT-SCS30KHZoneEighthT-SCS15KHZoneSixteenthT,1267,0,-,- sCS120KHZquarterT-SCS60KHZoneEighthT-SCS30KHZoneSixteenthT,1269,0,-,- sCS120KHZoneEighthT-SCS60KHZoneSixteenthT,1271,0,-,- sCS120KHZoneSixteenthT,1273,0,-,-	
T	SEQUENCE OF	L	1260	1 4 0
T	INTEGER	i	0 139 0
T	SEQUENCE OF	L	1262	1 4 0
T	INTEGER	i	0 279 0
T	SEQUENCE OF	L	1264	1 4 0
T	INTEGER	i	0 559 0
T	SEQUENCE OF	L	1266	1 4 0
T	INTEGER	i	0 1119 0
T	SEQUENCE OF	L	1268	1 4 0
T	INTEGER	i	0 2239 0
T	SEQUENCE OF	L	1270	1 4 0
T	INTEGER	i	0 4479 0
T	SEQUENCE OF	L	1272	1 4 0
T	INTEGER	i	0 8959 0
T	SEQUENCE OF	L	1274	1 4 0
T	INTEGER	i	0 17919 0
T	SEQUENCE OF	L	1276	1 4 0
T	SearchSpaceExt-r16	Q	0	controlResourceSetId-r16,1063,1,-,- searchSpaceType-r16,1277,1,-,- searchSpaceGroupIdList-r16,1294,1,-,- freqMonitorLocations-r16,1296,1,-,-	
T	SEQUENCE	Q	0	common-r16,1278,0,-,-	
T	SEQUENCE	Q	1	dci-Format2-4-r16,1279,1,-,- dci-Format2-5-r16,1286,1,-,- dci-Format2-6-r16,1293,1,-,-	
T	SEQUENCE	Q	1	nrofCandidates-CI-r16,1280,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel1-r16,1281,1,-,- aggregationLevel2-r16,1282,1,-,- aggregationLevel4-r16,1283,1,-,- aggregationLevel8-r16,1284,1,-,- aggregationLevel16-r16,1285,1,-,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1	nrofCandidates-IAB-r16,1287,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel1-r16,1288,1,-,- aggregationLevel2-r16,1289,1,-,- aggregationLevel4-r16,1290,1,-,- aggregationLevel8-r16,1291,1,-,- aggregationLevel16-r16,1292,1,-,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	n1,n2	-
T	SEQUENCE	Q	1		
T	SEQUENCE OF	L	1295	1 2 0
T	INTEGER	i	0 1 0
T	BIT STRING	B	5 5 0
T	CHOICE	C	0	newSearchSpace,1210,0,-,- existingSearchSpace,1211,0,-,-	
T	SEQUENCE OF	L	1299	1 4 0
T	SearchSpaceExt-v1700	Q	0	monitoringSlotPeriodicityAndOffset-v1710,1300,1,-,- monitoringSlotsWithinSlotGroup-r17,1307,1,-,- duration-r17,1310,1,-,- searchSpaceType-r17,1311,1,-,- searchSpaceGroupIdList-r17,1322,1,-,- searchSpaceLinkingId-r17,1324,1,-,-	
T	CHOICE	C	0	sl32,1301,0,-,- sl64,1302,0,-,- sl128,1303,0,-,- sl5120,1304,0,-,- sl10240,1305,0,-,- sl20480,1306,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 5119 0
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 20479 0
T	CHOICE	C	0	slotGroupLength4-r17,1308,0,-,- slotGroupLength8-r17,1309,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	INTEGER	i	4 20476 0
T	SEQUENCE	Q	0	common-r17,1312,0,-,-	
T	SEQUENCE	Q	0	dci-Format4-0-r17,1313,1,-,- dci-Format4-1-r17,1314,1,-,- dci-Format4-2-r17,1315,1,-,- dci-Format4-1-AndFormat4-2-r17,1316,1,-,- dci-Format2-7-r17,1317,1,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	nrofCandidates-PEI-r17,1318,0,-,-	
T	SEQUENCE	Q	0	aggregationLevel4-r17,1319,1,-,- aggregationLevel8-r17,1320,1,-,- aggregationLevel16-r17,1321,1,-,-	
T	ENUMERATED	e	n0,n1,n2,n3,n4	-
T	ENUMERATED	e	n0,n1,n2	-
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	1323	1 3 0
T	INTEGER	i	0 2 0
T	INTEGER	i	0 39 0
T	CHOICE	C	0	sCS480KHZoneEighthT,1326,0,-,- sCS480KHZoneSixteenthT,1328,0,-,-	
T	SEQUENCE OF	L	1327	1 4 0
T	INTEGER	i	0 35839 0
T	SEQUENCE OF	L	1329	1 4 0
T	INTEGER	i	0 71679 0
T	SEQUENCE	Q	0	pei-SearchSpace-r17,1211,0,-,- firstPDCCH-MonitoringOccasionOfPEI-O-r17,1331,0,-,-	
T	CHOICE	C	0	sCS15KHZoneT,1332,0,-,- sCS30KHZoneT-SCS15KHZhalfT,1334,0,-,- sCS60KHZoneT-SCS30KHZhalfT-SCS15KHZquarterT,1336,0,-,- sCS120KHZoneT-SCS60KHZhalfT-SCS30KHZquarterT-SCS15KHZoneEighthT,1338,0,-,- sCS120KHZhalfT-SCS60KHZquarterT-SCS30KHZoneEighthT-SCS15KHZoneSixteenthT,1340,0,-,- sCS480KHZoneT-SCS120KHZquarterT-SCS60KHZoneEighthT-SCS30KHZoneSixteenthT,1342,0,-,- sCS480KHZhalfT-SCS120KHZoneEighthT-SCS60KHZoneSixteenthT,1344,0,-,- sCS480KHZquarterT-SCS120KHZoneSixteenthT,1346,0,-,- sCS480KHZoneEighthT,1348,0,-,- sCS480KHZoneSixteenthT,1350,0,-,-	
T	SEQUENCE OF	L	1333	1 4 0
T	INTEGER	i	0 139 0
T	SEQUENCE OF	L	1335	1 4 0
T	INTEGER	i	0 279 0
T	SEQUENCE OF	L	1337	1 4 0
T	INTEGER	i	0 559 0
T	SEQUENCE OF	L	1339	1 4 0
T	INTEGER	i	0 1119 0
T	SEQUENCE OF	L	1341	1 4 0
T	INTEGER	i	0 2239 0
T	SEQUENCE OF	L	1343	1 4 0
T	INTEGER	i	0 4479 0
T	SEQUENCE OF	L	1345	1 4 0
T	INTEGER	i	0 8959 0
T	SEQUENCE OF	L	1347	1 4 0
T	INTEGER	i	0 17919 0
T	SEQUENCE OF	L	1349	1 4 0
T	INTEGER	i	0 35839 0
T	SEQUENCE OF	L	1351	1 4 0
T	INTEGER	i	0 71679 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second,both,none	-
T	SEQUENCE OF	L	1355	1 4 0
T	SearchSpaceExt-v1800	Q	0	searchSpaceType-r18,1356,1,-,-	
T	CHOICE	C	0	common-r18,1357,0,-,- ue-Specific-r18,1359,0,-,-	
T	SEQUENCE	Q	1	dci-Format2-9-r18,1358,1,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	dci-FormatsMC-r18,1360,1,-,-	
T	ENUMERATED	e	formats0-3,formats1-3,formats0-3-And-1-3	-
T	SetupRelease	C	0	release,1362,0,-,- setup,1363,0,-,-	
T	NULL	n
T	PDSCH-ConfigCommon	Q	1	pdsch-TimeDomainAllocationList,1364,1,-,-	
T	PDSCH-TimeDomainResourceAllocationList	L	1365	1 16 0
T	PDSCH-TimeDomainResourceAllocation	Q	0	k0,1366,1,-,- mappingType,1367,0,-,- startSymbolAndLength,1368,0,-,-	
T	INTEGER	i	0 32 0
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 127 0
T	PCCH-Config	Q	1	defaultPagingCycle,1370,0,-,- nAndPagingFrameOffset,1371,0,-,- ns,1377,0,-,- firstPDCCH-MonitoringOccasionOfPO,1378,1,-,-	gnrofPDCCH-MonitoringOccasionPerSSB-InPO-r16,1395,1,-,-;granPagingInIdlePO-r17,1396,1,-,- firstPDCCH-MonitoringOccasionOfPO-v1710,1397,1,-,-
T	PagingCycle	e	rf32,rf64,rf128,rf256	-
T	CHOICE	C	0	oneT,1372,0,-,- halfT,1373,0,-,- quarterT,1374,0,-,- oneEighthT,1375,0,-,- oneSixteenthT,1376,0,-,-	
T	NULL	n
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	four,two,one	-
T	CHOICE	C	0	sCS15KHZoneT,1379,0,-,- sCS30KHZoneT-SCS15KHZhalfT,1381,0,-,- sCS60KHZoneT-SCS30KHZhalfT-SCS15KHZquarterT,1383,0,-,- sCS120KHZoneT-SCS60KHZhalfT-SCS30KHZquarterT-SCS15KHZoneEighthT,1385,0,-,- sCS120KHZhalfT-SCS60KHZquarterT-SCS30KHZoneEighthT-SCS15KHZoneSixteenthT,1387,0,-,- sCS480KHZoneT-SCS120KHZquarterT-SCS60KHZoneEighthT-SCS30KHZoneSixteenthT,1389,0,-,- sCS480KHZhalfT-SCS120KHZoneEighthT-SCS60KHZoneSixteenthT,1391,0,-,- sCS480KHZquarterT-SCS120KHZoneSixteenthT,1393,0,-,-	
T	SEQUENCE OF	L	1380	1 4 0
T	INTEGER	i	0 139 0
T	SEQUENCE OF	L	1382	1 4 0
T	INTEGER	i	0 279 0
T	SEQUENCE OF	L	1384	1 4 0
T	INTEGER	i	0 559 0
T	SEQUENCE OF	L	1386	1 4 0
T	INTEGER	i	0 1119 0
T	SEQUENCE OF	L	1388	1 4 0
T	INTEGER	i	0 2239 0
T	SEQUENCE OF	L	1390	1 4 0
T	INTEGER	i	0 4479 0
T	SEQUENCE OF	L	1392	1 4 0
T	INTEGER	i	0 8959 0
T	SEQUENCE OF	L	1394	1 4 0
T	INTEGER	i	0 17919 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	sCS480KHZoneEighthT,1398,0,-,- sCS480KHZoneSixteenthT,1400,0,-,-	
T	SEQUENCE OF	L	1399	1 4 0
T	INTEGER	i	0 35839 0
T	SEQUENCE OF	L	1401	1 4 0
T	INTEGER	i	0 71679 0
T	PEI-Config-r17	Q	1	po-NumPerPEI-r17,1403,0,-,- payloadSizeDCI-2-7-r17,1404,0,-,- pei-FrameOffset-r17,1405,0,-,- subgroupConfig-r17,1406,0,-,- lastUsedCellOnly-r17,1409,1,-,-	
T	ENUMERATED	e	po1,po2,po4,po8	-
T	INTEGER	i	1 43 0
T	INTEGER	i	0 16 0
T	SubgroupConfig-r17	Q	1	subgroupsNumPerPO-r17,1407,0,-,- subgroupsNumForUEID-r17,1408,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	true	-
T	FrequencyInfoDL-SIB-v1800	Q	0	frequencyBandListAerial-r18,746,0,-,-	
T	UplinkConfigCommonSIB	Q	0	frequencyInfoUL,1412,0,-,- initialUplinkBWP,1415,0,-,- timeAlignmentTimerCommon,1461,0,-,-	
T	FrequencyInfoUL-SIB	Q	1	frequencyBandList,709,1,-,- absoluteFrequencyPointA,4,1,-,- scs-SpecificCarrierList,1413,0,-,- p-Max,172,1,-,- frequencyShift7p5khz,1414,1,-,-	gfrequencyBandListAerial-r18,746,1,-,-
T	SEQUENCE OF	L	146	1 5 0
T	ENUMERATED	e	true	-
T	BWP-UplinkCommon	Q	1	genericParameters,133,0,-,- rach-ConfigCommon,1416,1,-,- pusch-ConfigCommon,1418,1,-,- pucch-ConfigCommon,1429,1,-,-	grach-ConfigCommonIAB-r16,1416,1,-,- useInterlacePUCCH-PUSCH-r16,1440,1,-,- msgA-ConfigCommon-r16,1441,1,-,-;genableRA-PrioritizationForSlicing-r17,1443,1,-,- additionalRACH-ConfigList-r17,1444,1,-,- rsrp-ThresholdMsg3-r17,349,1,-,- numberOfMsg3-RepetitionsList-r17,1446,1,-,- mcs-Msg3-Repetitions-r17,1448,1,-,-;gadditionalRACH-perPCI-ToAddModList-r18,1450,1,-,- additionalRACH-perPCI-ToReleaseList-r18,1459,1,-,- rsrp-ThresholdMsg1-RepetitionNum2-r18,349,1,-,- rsrp-ThresholdMsg1-RepetitionNum4-r18,349,1,-,- rsrp-ThresholdMsg1-RepetitionNum8-r18,349,1,-,- preambleTransMax-Msg1-Repetition-r18,1460,1,-,-
T	SetupRelease	C	0	release,1417,0,-,- setup,318,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,1419,0,-,- setup,1420,0,-,-	
T	NULL	n
T	PUSCH-ConfigCommon	Q	1	groupHoppingEnabledTransformPrecoding,1421,1,-,- pusch-TimeDomainAllocationList,1422,1,-,- msg3-DeltaPreamble,1427,1,-,- p0-NominalWithGrant,1428,1,-,-	
T	ENUMERATED	e	enabled	-
T	PUSCH-TimeDomainResourceAllocationList	L	1423	1 16 0
T	PUSCH-TimeDomainResourceAllocation	Q	0	k2,1424,1,-,- mappingType,1425,0,-,- startSymbolAndLength,1426,0,-,-	
T	INTEGER	i	0 32 0
T	ENUMERATED	e	typeA,typeB	-
T	INTEGER	i	0 127 0
T	INTEGER	i	-1 6 0
T	INTEGER	i	-202 24 0
T	SetupRelease	C	0	release,1430,0,-,- setup,1431,0,-,-	
T	NULL	n
T	PUCCH-ConfigCommon	Q	1	pucch-ResourceCommon,1432,1,-,- pucch-GroupHopping,1433,0,-,- hoppingId,1434,1,-,- p0-nominal,1435,1,-,-	gnrofPRBs,1436,1,-,- intra-SlotFH-r17,1437,1,-,- pucch-ResourceCommonRedCap-r17,1438,1,-,- additionalPRBOffset-r17,1439,1,-,-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	neither,enable,disable	-
T	INTEGER	i	0 1023 0
T	INTEGER	i	-202 24 0
T	INTEGER	i	1 16 0
T	ENUMERATED	e	fromLowerEdge,fromUpperEdge	-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	n2,n3,n4,n6,n8,n9,n10,n12	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1442,0,-,- setup,419,0,-,-	
T	NULL	n
T	BOOLEAN	b
T	SetupRelease	C	0	release,1445,0,-,- setup,458,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	1447	4 4 0
T	NumberOfMsg3-Repetitions-r17	e	n1,n2,n3,n4,n7,n8,n12,n16	-
T	SEQUENCE OF	L	1449	8 8 0
T	INTEGER	i	0 31 0
T	SEQUENCE OF	L	1451	1 7 0
T	RACH-ConfigTwoTA-r18	Q	1	additionalPCI-andRACH-Index-r18,316,0,-,- rach-ConfigGeneric-r18,319,0,-,- ssb-perRACH-Occasion-r18,1452,1,-,- prach-RootSequenceIndex-r18,1453,0,-,- msg1-SubcarrierSpacing-r18,45,1,-,-	gtwoTA-restrictedSetConfig-r18,1458,1,-,-
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	CHOICE	C	0	l839,1454,0,-,- l139,1455,0,-,- l571,1456,0,-,- l1151,1457,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	INTEGER	i	0 569 0
T	INTEGER	i	0 1149 0
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	SEQUENCE OF	L	316	1 7 0
T	ENUMERATED	e	n1,n2,n4,n6,n8,n10,n20,n50,n100,n200	-
T	TimeAlignmentTimer	e	ms500,ms750,ms1280,ms1920,ms2560,ms5120,ms10240,infinity	-
T	ENUMERATED	e	n0,n25600,n39936	-
T	SEQUENCE	Q	0	inOneGroup,1464,0,-,- groupPresence,1465,1,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160	-
T	INTEGER	i	-60 50 0
T	CHOICE	C	0	dynamic,1469,0,-,- semiStatic,1470,0,-,-	
T	NULL	n
T	SemiStaticChannelAccessConfig-r16	Q	0	period-r16,1471,0,-,-	
T	ENUMERATED	e	ms1,ms2,ms2dot5,ms4,ms5,ms10	-
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5	-
T	HighSpeedConfig-r16	Q	1	highSpeedMeasFlag-r16,1474,1,-,- highSpeedDemodFlag-r16,1475,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	ms0dot125,ms0dot25,ms0dot5,ms0dot75,ms1,ms1dot25	-
T	HighSpeedConfigFR2-r17	Q	1	highSpeedMeasFlagFR2-r17,1479,1,-,- highSpeedDeploymentTypeFR2-r17,1480,1,-,- highSpeedLargeOneStepUL-TimingFR2-r17,1481,1,-,-	
T	ENUMERATED	e	set1,set2	-
T	ENUMERATED	e	unidirectional,bidirectional	-
T	ENUMERATED	e	true	-
T	UplinkConfigCommonSIB-v1700	Q	0	initialUplinkBWP-RedCap-r17,1415,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	DownlinkConfigCommonSIB-v1760	Q	0	frequencyInfoDL-v1760,1486,0,-,-	
T	FrequencyInfoDL-SIB-v1760	Q	0	frequencyBandList-v1760,742,0,-,-	
T	UplinkConfigCommonSIB-v1760	Q	0	frequencyInfoUL-v1760,1488,0,-,-	
T	FrequencyInfoUL-SIB-v1760	Q	0	frequencyBandList-v1760,742,0,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	UE-TimersAndConstants	Q	1	t300,1492,0,-,- t301,1493,0,-,- t310,1494,0,-,- n310,1495,0,-,- t311,1496,0,-,- n311,1497,0,-,- t319,1498,0,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms0,ms50,ms100,ms200,ms500,ms1000,ms2000	-
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n10,n20	-
T	ENUMERATED	e	ms1000,ms3000,ms5000,ms10000,ms15000,ms20000,ms30000	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	SEQUENCE	Q	0	uac-BarringForCommon,1500,1,-,- uac-BarringPerPLMN-List,1504,1,-,- uac-BarringInfoSetList,1509,0,-,- uac-AccessCategory1-SelectionAssistanceInfo,1514,1,-,-	
T	UAC-BarringPerCatList	L	1501	1 63 0
T	UAC-BarringPerCat	Q	0	accessCategory,1502,0,-,- uac-barringInfoSetIndex,1503,0,-,-	
T	INTEGER	i	1 63 0
T	UAC-BarringInfoSetIndex	i	1 8 0
T	UAC-BarringPerPLMN-List	L	1505	1 12 0
T	UAC-BarringPerPLMN	Q	0	plmn-IdentityIndex,1506,0,-,- uac-ACBarringListType,1507,1,-,-	
T	INTEGER	i	1 12 0
T	CHOICE	C	0	uac-ImplicitACBarringList,1508,0,-,- uac-ExplicitACBarringList,1500,0,-,-	
T	SEQUENCE OF	L	1503	63 63 0
T	UAC-BarringInfoSetList	L	1510	1 8 0
T	UAC-BarringInfoSet	Q	0	uac-BarringFactor,1511,0,-,- uac-BarringTime,1512,0,-,- uac-BarringForAccessIdentity,1513,0,-,-	
T	ENUMERATED	e	p00,p05,p10,p15,p20,p25,p30,p40,p50,p60,p70,p75,p80,p85,p90,p95	-
T	ENUMERATED	e	s4,s8,s16,s32,s64,s128,s256,s512	-
T	BIT STRING	B	7 7 0
T	CHOICE	C	0	plmnCommon,1515,0,-,- individualPLMNList,1516,0,-,-	
T	UAC-AccessCategory1-SelectionAssistanceInfo	e	a,b,c	-
T	SEQUENCE OF	L	1515	2 12 0
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	SIB1-v1610-IEs	Q	0	idleModeMeasurementsEUTRA-r16,1520,1,-,- idleModeMeasurementsNR-r16,1521,1,-,- posSI-SchedulingInfo-r16,1522,1,-,- nonCriticalExtension,1545,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	PosSI-SchedulingInfo-r16	Q	1	posSchedulingInfoList-r16,1523,0,-,- posSI-RequestConfig-r16,1190,1,-,- posSI-RequestConfigSUL-r16,1190,1,-,-	gposSI-RequestConfigRedCap-r17,1190,1,-,-;gposSI-RequestConfigMSG1-Repetition-r18,1537,1,-,- posSI-RequestConfigSUL-MSG1-Repetition-r18,1537,1,-,- posSI-RequestConfigRedCap-MSG1-Repetition-r18,1537,1,-,-
T	SEQUENCE OF	L	1524	1 32 0
T	PosSchedulingInfo-r16	Q	1	offsetToSI-Used-r16,1525,1,-,- posSI-Periodicity-r16,1526,0,-,- posSI-BroadcastStatus-r16,1527,0,-,- posSIB-MappingInfo-r16,1528,0,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	rf8,rf16,rf32,rf64,rf128,rf256,rf512	-
T	ENUMERATED	e	broadcasting,notBroadcasting	-
T	PosSIB-MappingInfo-r16	L	1529	1 32 0
T	PosSIB-Type-r16	Q	0	encrypted-r16,1530,1,-,- gnss-id-r16,1531,1,-,- sbas-id-r16,1533,1,-,- posSibType-r16,1535,0,-,- areaScope-r16,1536,1,-,-	
T	ENUMERATED	e	true	-
T	GNSS-ID-r16	Q	1	gnss-id-r16,1532,0,-,-	
T	ENUMERATED	e	gps,sbas,qzss,galileo,glonass,bds	+navic-v1760
T	SBAS-ID-r16	Q	1	sbas-id-r16,1534,0,-,-	
T	ENUMERATED	e	waas,egnos,msas,gagan	+
T	ENUMERATED	e	posSibType1-1,posSibType1-2,posSibType1-3,posSibType1-4,posSibType1-5,posSibType1-6,posSibType1-7,posSibType1-8,posSibType2-1,posSibType2-2,posSibType2-3,posSibType2-4,posSibType2-5,posSibType2-6,posSibType2-7,posSibType2-8,posSibType2-9,posSibType2-10,posSibType2-11,posSibType2-12,posSibType2-13,posSibType2-14,posSibType2-15,posSibType2-16,posSibType2-17,posSibType2-18,posSibType2-19,posSibType2-20,posSibType2-21,posSibType2-22,posSibType2-23,posSibType3-1,posSibType4-1,posSibType5-1,posSibType6-1,posSibType6-2,posSibType6-3	+
T	ENUMERATED	e	true	-
T	SI-RequestConfigRepetition-r18	Q	1	rach-OccasionsSI-r18,1538,1,-,- si-RequestResourcesRepetitionNum2-r18,1540,1,-,- si-RequestResourcesRepetitionNum4-r18,1543,1,-,- si-RequestResourcesRepetitionNum8-r18,1544,1,-,-	
T	SEQUENCE	Q	0	rach-ConfigSI-r18,319,0,-,- ssb-perRACH-Occasion-r18,1539,0,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	SEQUENCE OF	L	1541	1 32 0
T	SI-RequestResourcesRepetition-r18	Q	0	ra-PreambleStartIndex-r18,1542,0,-,-	
T	INTEGER	i	0 63 0
T	SEQUENCE OF	L	1541	1 32 0
T	SEQUENCE OF	L	1541	1 32 0
T	SIB1-v1630-IEs	Q	0	uac-BarringInfo-v1630,1546,1,-,- nonCriticalExtension,1549,1,-,-	
T	SEQUENCE	Q	0	uac-AC1-SelectAssistInfo-r16,1547,0,-,-	
T	SEQUENCE OF	L	1548	2 12 0
T	UAC-AC1-SelectAssistInfo-r16	e	a,b,c,notConfigured	-
T	SIB1-v1700-IEs	Q	0	hsdn-Cell-r17,1550,1,-,- uac-BarringInfo-v1700,1551,1,-,- sdt-ConfigCommon-r17,1555,1,-,- redCap-ConfigCommon-r17,1559,1,-,- featurePriorities-r17,1564,1,-,- si-SchedulingInfo-v1700,1566,1,-,- hyperSFN-r17,1581,1,-,- eDRX-AllowedIdle-r17,1582,1,-,- eDRX-AllowedInactive-r17,1583,1,-,- intraFreqReselectionRedCap-r17,1584,1,-,- cellBarredNTN-r17,1585,1,-,- nonCriticalExtension,1586,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	uac-BarringInfoSetList-v1700,1552,0,-,-	
T	UAC-BarringInfoSetList-v1700	L	1553	1 8 0
T	UAC-BarringInfoSet-v1700	Q	0	uac-BarringFactorForAI3-r17,1554,1,-,-	
T	ENUMERATED	e	p00,p05,p10,p15,p20,p25,p30,p40,p50,p60,p70,p75,p80,p85,p90,p95	-
T	SDT-ConfigCommonSIB-r17	Q	0	sdt-RSRP-Threshold-r17,349,1,-,- sdt-LogicalChannelSR-DelayTimer-r17,1556,1,-,- sdt-DataVolumeThreshold-r17,1557,0,-,- t319a-r17,1558,0,-,-	
T	ENUMERATED	e	sf20,sf40,sf64,sf128,sf512,sf1024,sf2560,spare1	-
T	ENUMERATED	e	byte32,byte100,byte200,byte400,byte600,byte800,byte1000,byte2000,byte4000,byte8000,byte9000,byte10000,byte12000,byte24000,byte48000,byte96000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms2000,ms3000,ms4000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	RedCap-ConfigCommonSIB-r17	Q	1	halfDuplexRedCapAllowed-r17,1560,1,-,- cellBarredRedCap-r17,1561,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	cellBarredRedCap1Rx-r17,1562,0,-,- cellBarredRedCap2Rx-r17,1563,0,-,-	
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	barred,notBarred	-
T	SEQUENCE	Q	0	redCapPriority-r17,1565,1,-,- slicingPriority-r17,1565,1,-,- msg3-Repetitions-Priority-r17,1565,1,-,- sdt-Priority-r17,1565,1,-,-	
T	FeaturePriority-r17	i	0 7 0
T	SI-SchedulingInfo-v1700	Q	0	schedulingInfoList2-r17,1567,0,-,- dummy,1190,1,-,-	
T	SEQUENCE OF	L	1568	1 32 0
T	SchedulingInfo2-r17	Q	0	si-BroadcastStatus-r17,1569,0,-,- si-WindowPosition-r17,1570,0,-,- si-Periodicity-r17,1571,0,-,- sib-MappingInfo-r17,1572,0,-,-	
T	ENUMERATED	e	broadcasting,notBroadcasting	-
T	INTEGER	i	1 256 0
T	ENUMERATED	e	rf8,rf16,rf32,rf64,rf128,rf256,rf512	-
T	SIB-Mapping-v1700	L	1573	1 32 0
T	SIB-TypeInfo-v1700	Q	0	sibType-r17,1574,0,-,- valueTag-r17,1579,1,-,- areaScope-r17,1580,1,-,-	
T	CHOICE	C	0	type1-r17,1575,0,-,- type2-r17,1576,0,-,-	
T	ENUMERATED	e	sibType15,sibType16,sibType17,sibType18,sibType19,sibType20,sibType21,sibType22-v1800,sibType23-v1800,sibType24-v1800,sibType25-v1800,sibType17bis-v1820,spare4,spare3,spare2,spare1	+
T	SEQUENCE	Q	0	posSibType-r17,1577,0,-,- encrypted-r17,1578,1,-,- gnss-id-r17,1531,1,-,- sbas-id-r17,1533,1,-,-	
T	ENUMERATED	e	posSibType1-9,posSibType1-10,posSibType2-24,posSibType2-25,posSibType6-4,posSibType6-5,posSibType6-6,posSibType2-17a-v1770,posSibType2-18a-v1770,posSibType2-20a-v1770,posSibType1-11-v1800,posSibType1-12-v1800,posSibType2-26-v1800,posSibType2-27-v1800,posSibType6-7-v1800,posSibType7-1-v1800	+posSibType7-2-v1800,posSibType7-3-v1800,posSibType7-4-v1800
T	ENUMERATED	e	true	-
T	INTEGER	i	0 31 0
T	ENUMERATED	e	true	-
T	BIT STRING	B	10 10 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	allowed,notAllowed	-
T	ENUMERATED	e	barred,notBarred	-
T	SIB1-v1740-IEs	Q	0	si-SchedulingInfo-v1740,1587,1,-,- nonCriticalExtension,1588,1,-,-	
T	SI-SchedulingInfo-v1740	Q	0	si-RequestConfigRedCap-r17,1190,1,-,-	
T	SIB1-v1800-IEs	Q	0	ncr-Support-r18,1589,1,-,- mt-SDT-ConfigCommonSIB-r18,1590,1,-,- musim-CapRestrictionAllowed-r18,1593,1,-,- featurePriorities-v1800,1594,1,-,- si-SchedulingInfo-v1800,1595,1,-,- cellBarredATG-r18,1596,1,-,- cellBarredNES-r18,1597,1,-,- mobileIAB-Cell-r18,1598,1,-,- eDRX-AllowedInactive-r18,1599,1,-,- intraFreqReselection-eRedCap-r18,1600,1,-,- nonServingCellMII-r18,1601,1,-,- sdt-BeamFailureRecoveryProhibitTimer-r18,1602,1,-,- eRedCap-ConfigCommon-r18,1603,1,-,- cellBarredFixedVSAT-r18,1607,1,-,- cellBarredMobileVSAT-r18,1608,1,-,- reselectionMeasurementsNR-r18,1609,1,-,- cellBarred2RxXR-r18,1610,1,-,- intraFreqReselection2RxXR-r18,1611,1,-,- barringExemptEmergencyCall-r18,1612,1,-,- n3c-Support-r18,1613,1,-,- nonCriticalExtension,1614,1,-,-	
T	ENUMERATED	e	true	-
T	MT-SDT-ConfigCommonSIB-r18	Q	0	mt-SDT-RSRP-Threshold-r18,349,1,-,- sdt-LogicalChannelSR-DelayTimer-r18,1591,1,-,- t319a-r18,1592,1,-,-	
T	ENUMERATED	e	sf20,sf40,sf64,sf128,sf512,sf1024,sf2560,spare1	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms2000,ms3000,ms4000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	msg1-Repetitions-Priority-r18,1565,1,-,- eRedCapPriority-r18,1565,1,-,-	
T	SI-SchedulingInfo-v1800	Q	0	si-RequestConfigMSG1-Repetition-r18,1537,1,-,- si-RequestConfigRedCap-MSG1-Repetition-r18,1537,1,-,- si-RequestConfigSUL-MSG1-Repetition-r18,1537,1,-,-	
T	ENUMERATED	e	barred,notBarred	-
T	ENUMERATED	e	notBarred	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	allowed,notAllowed	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	ms50,ms100,ms200,ms500,ms1000,ms1500,ms2000,ms3000	-
T	ERedCap-ConfigCommonSIB-r18	Q	0	cellBarred-eRedCap-r18,1604,0,-,-	
T	SEQUENCE	Q	0	cellBarred-eRedCap1Rx-r18,1605,0,-,- cellBarred-eRedCap2Rx-r18,1606,0,-,-	
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
T	SEQUENCE	Q	0		
T	BFD-RelaxationReportingConfig-r17	Q	0	bfd-RelaxtionReportingProhibitTimer-r17,1617,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,infinity,spare2,spare1	-
T	BFR-CSIRS-Resource	Q	1	csi-RS,115,0,-,- ra-OccasionList,1619,1,-,- ra-PreambleIndex,1621,1,-,-	
T	SEQUENCE OF	L	1620	1 64 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 63 0
T	BFR-SSB-Resource	Q	1	ssb,40,0,-,- ra-PreambleIndex,1623,0,-,-	
T	INTEGER	i	0 63 0
T	BH-LogicalChannelIdentity-Ext-r16	i	320 65855 0
T	BH-LogicalChannelIdentity-r16	C	0	bh-LogicalChannelIdentity-r16,1626,0,-,- bh-LogicalChannelIdentityExt-r16,1624,0,-,-	
T	LogicalChannelIdentity	i	1 32 0
T	BH-RLC-ChannelConfig-r16	Q	1	bh-LogicalChannelIdentity-r16,1625,1,-,- bh-RLC-ChannelID-r16,650,0,-,- reestablishRLC-r16,1628,1,-,- rlc-Config-r16,1629,1,-,- mac-LogicalChannelConfig-r16,1646,1,-,-	
T	ENUMERATED	e	true	-
T	RLC-Config	C	1	am,1630,0,-,- um-Bi-Directional,1640,0,-,- um-Uni-Directional-UL,1644,0,-,- um-Uni-Directional-DL,1645,0,-,-	
T	SEQUENCE	Q	0	ul-AM-RLC,1631,0,-,- dl-AM-RLC,1637,0,-,-	
T	UL-AM-RLC	Q	0	sn-FieldLength,1632,1,-,- t-PollRetransmit,1633,0,-,- pollPDU,1634,0,-,- pollByte,1635,0,-,- maxRetxThreshold,1636,0,-,-	
T	SN-FieldLengthAM	e	size12,size18	-
T	T-PollRetransmit	e	ms5,ms10,ms15,ms20,ms25,ms30,ms35,ms40,ms45,ms50,ms55,ms60,ms65,ms70,ms75,ms80,ms85,ms90,ms95,ms100,ms105,ms110,ms115,ms120,ms125,ms130,ms135,ms140,ms145,ms150,ms155,ms160,ms165,ms170,ms175,ms180,ms185,ms190,ms195,ms200,ms205,ms210,ms215,ms220,ms225,ms230,ms235,ms240,ms245,ms250,ms300,ms350,ms400,ms450,ms500,ms800,ms1000,ms2000,ms4000,ms1-v1610,ms2-v1610,ms3-v1610,ms4-v1610,spare1	-
T	PollPDU	e	p4,p8,p16,p32,p64,p128,p256,p512,p1024,p2048,p4096,p6144,p8192,p12288,p16384,p20480,p24576,p28672,p32768,p40960,p49152,p57344,p65536,infinity,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	PollByte	e	kB1,kB2,kB5,kB8,kB10,kB15,kB25,kB50,kB75,kB100,kB125,kB250,kB375,kB500,kB750,kB1000,kB1250,kB1500,kB2000,kB3000,kB4000,kB4500,kB5000,kB5500,kB6000,kB6500,kB7000,kB7500,mB8,mB9,mB10,mB11,mB12,mB13,mB14,mB15,mB16,mB17,mB18,mB20,mB25,mB30,mB40,infinity,spare20,spare19,spare18,spare17,spare16,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	t1,t2,t3,t4,t6,t8,t16,t32	-
T	DL-AM-RLC	Q	0	sn-FieldLength,1632,1,-,- t-Reassembly,1638,0,-,- t-StatusProhibit,1639,0,-,-	
T	T-Reassembly	e	ms0,ms5,ms10,ms15,ms20,ms25,ms30,ms35,ms40,ms45,ms50,ms55,ms60,ms65,ms70,ms75,ms80,ms85,ms90,ms95,ms100,ms110,ms120,ms130,ms140,ms150,ms160,ms170,ms180,ms190,ms200,spare1	-
T	T-StatusProhibit	e	ms0,ms5,ms10,ms15,ms20,ms25,ms30,ms35,ms40,ms45,ms50,ms55,ms60,ms65,ms70,ms75,ms80,ms85,ms90,ms95,ms100,ms105,ms110,ms115,ms120,ms125,ms130,ms135,ms140,ms145,ms150,ms155,ms160,ms165,ms170,ms175,ms180,ms185,ms190,ms195,ms200,ms205,ms210,ms215,ms220,ms225,ms230,ms235,ms240,ms245,ms250,ms300,ms350,ms400,ms450,ms500,ms800,ms1000,ms1200,ms1600,ms2000,ms2400,spare2,spare1	-
T	SEQUENCE	Q	0	ul-UM-RLC,1641,0,-,- dl-UM-RLC,1643,0,-,-	
T	UL-UM-RLC	Q	0	sn-FieldLength,1642,1,-,-	
T	SN-FieldLengthUM	e	size6,size12	-
T	DL-UM-RLC	Q	0	sn-FieldLength,1642,1,-,- t-Reassembly,1638,0,-,-	
T	SEQUENCE	Q	0	ul-UM-RLC,1641,0,-,-	
T	SEQUENCE	Q	0	dl-UM-RLC,1643,0,-,-	
T	LogicalChannelConfig	Q	1	ul-SpecificParameters,1647,1,-,-	gchannelAccessPriority-r16,1665,1,-,- bitRateMultiplier-r16,1666,1,-,-
T	SEQUENCE	Q	1	priority,1648,0,-,- prioritisedBitRate,1649,0,-,- bucketSizeDuration,1650,0,-,- allowedServingCells,1651,1,-,- allowedSCS-List,1652,1,-,- maxPUSCH-Duration,1653,1,-,- configuredGrantType1Allowed,1654,1,-,- logicalChannelGroup,1655,1,-,- schedulingRequestID,1656,1,-,- logicalChannelSR-Mask,1657,0,-,- logicalChannelSR-DelayTimerApplied,1658,0,-,-	sbitRateQueryProhibitTimer,1659,1,-,-;gallowedCG-List-r16,1660,1,-,- allowedPHY-PriorityIndex-r16,1662,1,-,-;glogicalChannelGroupIAB-Ext-r17,1663,1,-,- allowedHARQ-mode-r17,1664,1,-,-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	kBps0,kBps8,kBps16,kBps32,kBps64,kBps128,kBps256,kBps512,kBps1024,kBps2048,kBps4096,kBps8192,kBps16384,kBps32768,kBps65536,infinity	-
T	ENUMERATED	e	ms5,ms10,ms20,ms50,ms100,ms150,ms300,ms500,ms1000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	113	1 31 0
T	SEQUENCE OF	L	45	1 5 0
T	ENUMERATED	e	ms0p02,ms0p04,ms0p0625,ms0p125,ms0p25,ms0p5,ms0p01-v1700,spare1	-
T	ENUMERATED	e	true	-
T	INTEGER	i	0 7 0
T	SchedulingRequestId	i	0 7 0
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	s0,s0dot4,s0dot8,s1dot6,s3,s6,s12,s30	-
T	SEQUENCE OF	L	1661	0 31 0
T	ConfiguredGrantConfigIndexMAC-r16	i	0 31 0
T	ENUMERATED	e	p0,p1	-
T	INTEGER	i	0 255 0
T	ENUMERATED	e	harqModeA,harqModeB	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	x40,x70,x100,x200	-
T	BSR-Config	Q	1	periodicBSR-Timer,1668,0,-,- retxBSR-Timer,1669,0,-,- logicalChannelSR-DelayTimer,1670,1,-,-	
T	ENUMERATED	e	sf1,sf5,sf10,sf16,sf20,sf32,sf40,sf64,sf80,sf128,sf160,sf320,sf640,sf1280,sf2560,infinity	-
T	ENUMERATED	e	sf10,sf20,sf40,sf80,sf160,sf320,sf640,sf1280,sf2560,sf5120,sf10240,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sf20,sf40,sf64,sf128,sf512,sf1024,sf2560,spare1	-
T	BT-Name-r16	O	1 248 0
T	BT-NameList-r16	L	1671	1 4 0
T	BWP-Downlink	Q	1	bwp-Id,119,0,-,- bwp-Common,1205,1,-,- bwp-Dedicated,1674,1,-,-	
T	BWP-DownlinkDedicated	Q	1	pdcch-Config,1675,1,-,- pdsch-Config,1739,1,-,- sps-Config,1929,1,-,- radioLinkMonitoringConfig,1945,1,-,-	gsps-ConfigToAddModList-r16,1965,1,-,- sps-ConfigToReleaseList-r16,1966,1,-,- sps-ConfigDeactivationStateList-r16,1967,1,-,- beamFailureRecoverySCellConfig-r16,1969,1,-,- sl-PDCCH-Config-r16,1675,1,-,- sl-V2X-PDCCH-Config-r16,1675,1,-,-;gpreConfGapStatus-r17,1976,1,-,- beamFailureRecoverySpCellConfig-r17,1969,1,-,- harq-FeedbackEnablingforSPSactive-r17,1977,1,-,- cfr-ConfigMulticast-r17,1978,1,-,- dl-PPW-PreConfigToAddModList-r17,1984,1,-,- dl-PPW-PreConfigToReleaseList-r17,2063,1,-,- nonCellDefiningSSB-r17,2064,1,-,- servingCellMO-r17,2067,1,-,-;gtci-InDCI-r18,2068,1,-,-
T	SetupRelease	C	0	release,1676,0,-,- setup,1677,0,-,-	
T	NULL	n
T	PDCCH-Config	Q	1	controlResourceSetToAddModList,1678,1,-,- controlResourceSetToReleaseList,1679,1,-,- searchSpacesToAddModList,1680,1,-,- searchSpacesToReleaseList,1681,1,-,- downlinkPreemption,1682,1,-,- tpc-PUSCH,1690,1,-,- tpc-PUCCH,1695,1,-,- tpc-SRS,1702,1,-,-	gcontrolResourceSetToAddModListSizeExt-v1610,1708,1,-,- controlResourceSetToReleaseListSizeExt-r16,1709,1,-,- searchSpacesToAddModListExt-r16,1710,1,-,- uplinkCancellation-r16,1711,1,-,- monitoringCapabilityConfig-r16,1726,1,-,- searchSpaceSwitchConfig-r16,1727,1,-,-;gsearchSpacesToAddModListExt-v1700,1731,1,-,- monitoringCapabilityConfig-v1710,1732,1,-,- searchSpaceSwitchConfig-r17,1733,1,-,- pdcch-SkippingDurationList-r17,1736,1,-,-;gpdcch-MonitoringResumptionAfterNack-r18,1737,1,-,- searchSpacesToAddModListExt-v1800,1738,1,-,-
T	SEQUENCE OF	L	1081	1 3 0
T	SEQUENCE OF	L	1061	1 3 0
T	SEQUENCE OF	L	1210	1 10 0
T	SEQUENCE OF	L	1211	1 10 0
T	SetupRelease	C	0	release,1683,0,-,- setup,1684,0,-,-	
T	NULL	n
T	DownlinkPreemption	Q	1	int-RNTI,1,0,-,- timeFrequencySet,1685,0,-,- dci-PayloadSize,1686,0,-,- int-ConfigurationPerServingCell,1687,0,-,-	
T	ENUMERATED	e	set0,set1	-
T	INTEGER	i	0 126 0
T	SEQUENCE OF	L	1688	1 32 0
T	INT-ConfigurationPerServingCell	Q	0	servingCellId,113,0,-,- positionInDCI,1689,0,-,-	
T	INTEGER	i	0 125 0
T	SetupRelease	C	0	release,1691,0,-,- setup,1692,0,-,-	
T	NULL	n
T	PUSCH-TPC-CommandConfig	Q	1	tpc-Index,1693,1,-,- tpc-IndexSUL,1694,1,-,- targetCell,113,1,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SetupRelease	C	0	release,1696,0,-,- setup,1697,0,-,-	
T	NULL	n
T	PUCCH-TPC-CommandConfig	Q	1	tpc-IndexPCell,1698,1,-,- tpc-IndexPUCCH-SCell,1699,1,-,-	gtpc-IndexPUCCH-sSCell-r17,1700,1,-,- tpc-IndexPUCCH-sScellSecondaryPUCCHgroup-r17,1701,1,-,-
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SetupRelease	C	0	release,1703,0,-,- setup,1704,0,-,-	
T	NULL	n
T	SRS-TPC-CommandConfig	Q	1	startingBitOfFormat2-3,1705,1,-,- fieldTypeFormat2-3,1706,1,-,-	gstartingBitOfFormat2-3SUL,1707,1,-,-
T	INTEGER	i	1 31 0
T	INTEGER	i	0 1 0
T	INTEGER	i	1 31 0
T	SEQUENCE OF	L	1081	1 2 0
T	SEQUENCE OF	L	1063	1 5 0
T	SEQUENCE OF	L	1276	1 10 0
T	SetupRelease	C	0	release,1712,0,-,- setup,1713,0,-,-	
T	NULL	n
T	UplinkCancellation-r16	Q	1	ci-RNTI-r16,1,0,-,- dci-PayloadSizeForCI-r16,1714,0,-,- ci-ConfigurationPerServingCell-r16,1715,0,-,-	
T	INTEGER	i	0 126 0
T	SEQUENCE OF	L	1716	1 32 0
T	CI-ConfigurationPerServingCell-r16	Q	0	servingCellId,113,0,-,- positionInDCI-r16,1717,0,-,- positionInDCI-ForSUL-r16,1718,1,-,- ci-PayloadSize-r16,1719,0,-,- timeFrequencyRegion-r16,1720,0,-,- uplinkCancellationPriority-v1610,1725,1,-,-	
T	INTEGER	i	0 125 0
T	INTEGER	i	0 125 0
T	ENUMERATED	e	n1,n2,n4,n5,n7,n8,n10,n14,n16,n20,n28,n32,n35,n42,n56,n112	-
T	SEQUENCE	Q	1	timeDurationForCI-r16,1721,1,-,- timeGranularityForCI-r16,1722,0,-,- frequencyRegionForCI-r16,1723,0,-,- deltaOffset-r16,1724,0,-,-	
T	ENUMERATED	e	n2,n4,n7,n14	-
T	ENUMERATED	e	n1,n2,n4,n7,n14,n28	-
T	INTEGER	i	0 37949 0
T	INTEGER	i	0 2 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	r15monitoringcapability,r16monitoringcapability	-
T	SearchSpaceSwitchConfig-r16	Q	0	cellGroupsForSwitchList-r16,1728,1,-,- searchSpaceSwitchDelay-r16,1730,1,-,-	
T	SEQUENCE OF	L	1729	1 4 0
T	CellGroupForSwitch-r16	L	113	1 16 0
T	INTEGER	i	10 52 0
T	SEQUENCE OF	L	1299	1 10 0
T	ENUMERATED	e	r17monitoringcapability	-
T	SearchSpaceSwitchConfig-r17	Q	0	searchSpaceSwitchTimer-r17,1734,1,-,- searchSpaceSwitchDelay-r17,1735,1,-,-	
T	SCS-SpecificDuration-r17	i	1 166 0
T	INTEGER	i	10 52 0
T	SEQUENCE OF	L	1734	1 3 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	1355	1 10 0
T	SetupRelease	C	0	release,1740,0,-,- setup,1741,0,-,-	
T	NULL	n
T	PDSCH-Config	Q	1	dataScramblingIdentityPDSCH,1742,1,-,- dmrs-DownlinkForPDSCH-MappingTypeA,1743,1,-,- dmrs-DownlinkForPDSCH-MappingTypeB,1743,1,-,- tci-StatesToAddModList,1763,1,-,- tci-StatesToReleaseList,1771,1,-,- vrb-ToPRB-Interleaver,1772,1,-,- resourceAllocation,1773,0,-,- pdsch-TimeDomainAllocationList,1774,1,-,- pdsch-AggregationFactor,1776,1,-,- rateMatchPatternToAddModList,1777,1,-,- rateMatchPatternToReleaseList,1778,1,-,- rateMatchPatternGroup1,1779,1,-,- rateMatchPatternGroup2,1779,1,-,- rbg-Size,1781,0,-,- mcs-Table,1782,1,-,- maxNrofCodeWordsScheduledByDCI,1783,1,-,- prb-BundlingType,1784,0,-,- zp-CSI-RS-ResourceToAddModList,1790,1,-,- zp-CSI-RS-ResourceToReleaseList,1825,1,-,- aperiodic-ZP-CSI-RS-ResourceSetsToAddModList,1826,1,-,- aperiodic-ZP-CSI-RS-ResourceSetsToReleaseList,1830,1,-,- sp-ZP-CSI-RS-ResourceSetsToAddModList,1831,1,-,- sp-ZP-CSI-RS-ResourceSetsToReleaseList,1832,1,-,- p-ZP-CSI-RS-ResourceSet,1833,1,-,-	gmaxMIMO-Layers-r16,1835,1,-,- minimumSchedulingOffsetK0-r16,1838,1,-,- antennaPortsFieldPresenceDCI-1-2-r16,1842,1,-,- aperiodicZP-CSI-RS-ResourceSetsToAddModListDCI-1-2-r16,1843,1,-,- aperiodicZP-CSI-RS-ResourceSetsToReleaseListDCI-1-2-r16,1844,1,-,- dmrs-DownlinkForPDSCH-MappingTypeA-DCI-1-2-r16,1743,1,-,- dmrs-DownlinkForPDSCH-MappingTypeB-DCI-1-2-r16,1743,1,-,- dmrs-SequenceInitializationDCI-1-2-r16,1845,1,-,- harq-ProcessNumberSizeDCI-1-2-r16,1846,1,-,- mcs-TableDCI-1-2-r16,1847,1,-,- numberOfBitsForRV-DCI-1-2-r16,1848,1,-,- pdsch-TimeDomainAllocationListDCI-1-2-r16,1849,1,-,- prb-BundlingTypeDCI-1-2-r16,1851,1,-,- priorityIndicatorDCI-1-2-r16,1857,1,-,- rateMatchPatternGroup1DCI-1-2-r16,1779,1,-,- rateMatchPatternGroup2DCI-1-2-r16,1779,1,-,- resourceAllocationType1GranularityDCI-1-2-r16,1858,1,-,- vrb-ToPRB-InterleaverDCI-1-2-r16,1859,1,-,- referenceOfSLIVDCI-1-2-r16,1860,1,-,- resourceAllocationDCI-1-2-r16,1861,1,-,- priorityIndicatorDCI-1-1-r16,1862,1,-,- dataScramblingIdentityPDSCH2-r16,1863,1,-,- pdsch-TimeDomainAllocationList-r16,1849,1,-,- repetitionSchemeConfig-r16,1864,1,-,-;grepetitionSchemeConfig-v1630,1877,1,-,-;gpdsch-HARQ-ACK-OneShotFeedbackDCI-1-2-r17,1885,1,-,- pdsch-HARQ-ACK-EnhType3DCI-1-2-r17,1886,1,-,- pdsch-HARQ-ACK-EnhType3DCI-Field-1-2-r17,1887,1,-,- pdsch-HARQ-ACK-RetxDCI-1-2-r17,1888,1,-,- pucch-sSCellDynDCI-1-2-r17,1889,1,-,- dl-OrJointTCI-StateList-r17,1890,1,-,- beamAppTime-r17,1894,1,-,- dummy,1895,1,-,- dmrs-FD-OCC-DisabledForRank1-PDSCH-r17,1900,1,-,- minimumSchedulingOffsetK0-r17,1901,1,-,- harq-ProcessNumberSizeDCI-1-2-v1700,1905,1,-,- harq-ProcessNumberSizeDCI-1-1-r17,1906,1,-,- mcs-Table-r17,1907,1,-,- mcs-TableDCI-1-2-r17,1908,1,-,- xOverheadMulticast-r17,1909,1,-,- priorityIndicatorDCI-4-2-r17,1910,1,-,- sizeDCI-4-2-r17,1911,1,-,-;gpdsch-TimeDomainAllocationListForMultiPDSCH-r17,1912,1,-,-;gadvancedReceiver-MU-MIMO-r18,1915,1,-,- pdsch-ConfigDCI-1-3-r18,1917,1,-,-;gpdsch-ConfigDCI-1-3-v1860,1925,1,-,-
T	INTEGER	i	0 1023 0
T	SetupRelease	C	0	release,1744,0,-,- setup,1745,0,-,-	
T	NULL	n
T	DMRS-DownlinkConfig	Q	1	dmrs-Type,1746,1,-,- dmrs-AdditionalPosition,1747,1,-,- maxLength,1748,1,-,- scramblingID0,1749,1,-,- scramblingID1,1750,1,-,- phaseTrackingRS,1751,1,-,-	gdmrs-Downlink-r16,1761,1,-,-;gdmrs-TypeEnh-r18,1762,1,-,-
T	ENUMERATED	e	type2	-
T	ENUMERATED	e	pos0,pos1,pos3	-
T	ENUMERATED	e	len2	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	SetupRelease	C	0	release,1752,0,-,- setup,1753,0,-,-	
T	NULL	n
T	PTRS-DownlinkConfig	Q	1	frequencyDensity,1754,1,-,- timeDensity,1756,1,-,- epre-Ratio,1758,1,-,- resourceElementOffset,1759,1,-,-	gmaxNrofPorts-r16,1760,1,-,-
T	SEQUENCE OF	L	1755	2 2 0
T	INTEGER	i	1 276 0
T	SEQUENCE OF	L	1757	3 3 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	offset01,offset10,offset11	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	1764	1 128 0
T	TCI-State	Q	1	tci-StateId,1092,0,-,- qcl-Type1,1765,0,-,- qcl-Type2,1765,1,-,-	gadditionalPCI-r17,316,1,-,- pathlossReferenceRS-Id-r17,1768,1,-,- ul-powerControl-r17,1769,1,-,-;gtag-Id-ptr-r18,1770,1,-,-
T	QCL-Info	Q	1	cell,113,1,-,- bwp-Id,119,1,-,- referenceSignal,1766,0,-,- qcl-Type,1767,0,-,-	
T	CHOICE	C	0	csi-rs,115,0,-,- ssb,40,0,-,-	
T	ENUMERATED	e	typeA,typeB,typeC,typeD	-
T	PathlossReferenceRS-Id-r17	i	0 63 0
T	Uplink-powerControlId-r17	i	1 64 0
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	1092	1 128 0
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	SetupRelease	C	0	release,1775,0,-,- setup,1364,0,-,-	
T	NULL	n
T	ENUMERATED	e	n2,n4,n8	-
T	SEQUENCE OF	L	1045	1 4 0
T	SEQUENCE OF	L	1046	1 4 0
T	RateMatchPatternGroup	L	1780	1 8 0
T	CHOICE	C	0	cellLevel,1046,0,-,- bwpLevel,1046,0,-,-	
T	ENUMERATED	e	config1,config2	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	n1,n2	-
T	CHOICE	C	0	staticBundling,1785,0,-,- dynamicBundling,1787,0,-,-	
T	SEQUENCE	Q	0	bundleSize,1786,1,-,-	
T	ENUMERATED	e	n4,wideband	-
T	SEQUENCE	Q	0	bundleSizeSet1,1788,1,-,- bundleSizeSet2,1789,1,-,-	
T	ENUMERATED	e	n4,wideband,n2-wideband,n4-wideband	-
T	ENUMERATED	e	n4,wideband	-
T	SEQUENCE OF	L	1791	1 32 0
T	ZP-CSI-RS-Resource	Q	1	zp-CSI-RS-ResourceId,1792,0,-,- resourceMapping,1793,0,-,- periodicityAndOffset,1811,1,-,-	
T	ZP-CSI-RS-ResourceId	i	0 31 0
T	CSI-RS-ResourceMapping	Q	1	frequencyDomainAllocation,1794,0,-,- nrofPorts,1799,0,-,- firstOFDMSymbolInTimeDomain,1800,0,-,- firstOFDMSymbolInTimeDomain2,1801,1,-,- cdm-Type,1802,0,-,- density,1803,0,-,- freqBand,1808,0,-,-	
T	CHOICE	C	0	row1,1795,0,-,- row2,1796,0,-,- row4,1797,0,-,- other,1798,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	12 12 0
T	BIT STRING	B	3 3 0
T	BIT STRING	B	6 6 0
T	ENUMERATED	e	p1,p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	0 13 0
T	INTEGER	i	2 12 0
T	ENUMERATED	e	noCDM,fd-CDM2,cdm4-FD2-TD2,cdm8-FD2-TD4	-
T	CHOICE	C	0	dot5,1804,0,-,- one,1805,0,-,- three,1806,0,-,- spare,1807,0,-,-	
T	ENUMERATED	e	evenPRBs,oddPRBs	-
T	NULL	n
T	NULL	n
T	NULL	n
T	CSI-FrequencyOccupation	Q	1	startingRB,1809,0,-,- nrofRBs,1810,0,-,-	
T	INTEGER	i	0 274 0
T	INTEGER	i	24 276 0
T	CSI-ResourcePeriodicityAndOffset	C	0	slots4,1812,0,-,- slots5,1813,0,-,- slots8,1814,0,-,- slots10,1815,0,-,- slots16,1816,0,-,- slots20,1817,0,-,- slots32,1818,0,-,- slots40,1819,0,-,- slots64,1820,0,-,- slots80,1821,0,-,- slots160,1822,0,-,- slots320,1823,0,-,- slots640,1824,0,-,-	
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
T	SEQUENCE OF	L	1792	1 32 0
T	SEQUENCE OF	L	1827	1 16 0
T	ZP-CSI-RS-ResourceSet	Q	1	zp-CSI-RS-ResourceSetId,1828,0,-,- zp-CSI-RS-ResourceIdList,1829,0,-,-	
T	ZP-CSI-RS-ResourceSetId	i	0 15 0
T	SEQUENCE OF	L	1792	1 16 0
T	SEQUENCE OF	L	1828	1 16 0
T	SEQUENCE OF	L	1827	1 16 0
T	SEQUENCE OF	L	1828	1 16 0
T	SetupRelease	C	0	release,1834,0,-,- setup,1827,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,1836,0,-,- setup,1837,0,-,-	
T	NULL	n
T	MaxMIMO-LayersDL-r16	i	1 8 0
T	SetupRelease	C	0	release,1839,0,-,- setup,1840,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK0-Values-r16	L	1841	1 2 0
T	INTEGER	i	0 16 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	1827	1 16 0
T	SEQUENCE OF	L	1828	1 16 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 4 0
T	ENUMERATED	e	qam256,qam64LowSE	-
T	INTEGER	i	0 2 0
T	SetupRelease	C	0	release,1850,0,-,- setup,1036,0,-,-	
T	NULL	n
T	CHOICE	C	0	staticBundling-r16,1852,0,-,- dynamicBundling-r16,1854,0,-,-	
T	SEQUENCE	Q	0	bundleSize-r16,1853,1,-,-	
T	ENUMERATED	e	n4,wideband	-
T	SEQUENCE	Q	0	bundleSizeSet1-r16,1855,1,-,- bundleSizeSet2-r16,1856,1,-,-	
T	ENUMERATED	e	n4,wideband,n2-wideband,n4-wideband	-
T	ENUMERATED	e	n4,wideband	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 1023 0
T	SetupRelease	C	0	release,1865,0,-,- setup,1866,0,-,-	
T	NULL	n
T	RepetitionSchemeConfig-r16	C	0	fdm-TDM-r16,1867,0,-,- slotBased-r16,1872,0,-,-	
T	SetupRelease	C	0	release,1868,0,-,- setup,1869,0,-,-	
T	NULL	n
T	FDM-TDM-r16	Q	0	repetitionScheme-r16,1870,0,-,- startingSymbolOffsetK-r16,1871,1,-,-	
T	ENUMERATED	e	fdmSchemeA,fdmSchemeB,tdmSchemeA	-
T	INTEGER	i	0 7 0
T	SetupRelease	C	0	release,1873,0,-,- setup,1874,0,-,-	
T	NULL	n
T	SlotBased-r16	Q	0	tciMapping-r16,1875,0,-,- sequenceOffsetForRV-r16,1876,0,-,-	
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	INTEGER	i	1 3 0
T	SetupRelease	C	0	release,1878,0,-,- setup,1879,0,-,-	
T	NULL	n
T	RepetitionSchemeConfig-v1630	Q	0	slotBased-v1630,1880,0,-,-	
T	SetupRelease	C	0	release,1881,0,-,- setup,1882,0,-,-	
T	NULL	n
T	SlotBased-v1630	Q	0	tciMapping-r16,1883,0,-,- sequenceOffsetForRV-r16,1884,0,-,-	
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	INTEGER	i	0 0 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	CHOICE	C	0	explicitlist,1891,0,-,- unifiedTCI-StateRef-r17,157,0,-,-	
T	SEQUENCE	Q	0	dl-OrJointTCI-StateToAddModList-r17,1892,1,-,- dl-OrJointTCI-StateToReleaseList-r17,1893,1,-,-	
T	SEQUENCE OF	L	1764	1 128 0
T	SEQUENCE OF	L	1092	1 128 0
T	ENUMERATED	e	n1,n2,n4,n7,n14,n28,n42,n56,n70,n84,n98,n112,n224,n336,spare2,spare1	-
T	SetupRelease	C	0	release,1896,0,-,- setup,1897,0,-,-	
T	NULL	n
T	Dummy-TDRA-List	L	1898	1 16 0
T	MultiPDSCH-TDRA-r17	Q	1	pdsch-TDRA-List-r17,1899,0,-,-	
T	SEQUENCE OF	L	1037	1 8 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,1902,0,-,- setup,1903,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK0-Values-r17	L	1904	1 2 0
T	INTEGER	i	0 64 0
T	INTEGER	i	0 5 0
T	INTEGER	i	5 5 0
T	ENUMERATED	e	qam1024	-
T	ENUMERATED	e	qam1024	-
T	ENUMERATED	e	xOh6,xOh12,xOh18	-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	20 140 0
T	SetupRelease	C	0	release,1913,0,-,- setup,1914,0,-,-	
T	NULL	n
T	MultiPDSCH-TDRA-List-r17	L	1898	1 64 0
T	SetupRelease	C	0	release,1916,0,-,- setup,471,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,1918,0,-,- setup,1919,0,-,-	
T	NULL	n
T	PDSCH-ConfigDCI-1-3-r18	Q	0	resourceAllocationDCI-1-3-r18,1920,1,-,- rbg-SizeDCI-1-3-r18,1921,1,-,- resourceAllocationType1GranularityDCI-1-3-r18,1922,1,-,- numberOfBitsForRV-DCI-1-3-r18,1923,1,-,- harq-ProcessNumberSizeDCI-1-3-r18,1924,1,-,-	
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	config1,config2,config3,spare1	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	INTEGER	i	0 2 0
T	INTEGER	i	0 5 0
T	SetupRelease	C	0	release,1926,0,-,- setup,1927,0,-,-	
T	NULL	n
T	PDSCH-ConfigDCI-1-3-v1860	Q	0	enabledDefaultBeamForMultiCellScheduling-r18,1928,0,-,-	
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,1930,0,-,- setup,1931,0,-,-	
T	NULL	n
T	SPS-Config	Q	1	periodicity,1932,0,-,- nrofHARQ-Processes,1933,0,-,- n1PUCCH-AN,1934,1,-,- mcs-Table,1935,1,-,-	gsps-ConfigIndex-r16,1936,1,-,- harq-ProcID-Offset-r16,1937,1,-,- periodicityExt-r16,1938,1,-,- harq-CodebookID-r16,1939,1,-,- pdsch-AggregationFactor-r16,1940,1,-,-;gsps-HARQ-Deferral-r17,1941,1,-,- n1PUCCH-AN-PUCCHsSCell-r17,1934,1,-,- periodicityExt-r17,1942,1,-,- nrofHARQ-Processes-v1710,1943,1,-,- harq-ProcID-Offset-v1700,1944,1,-,-
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
T	SetupRelease	C	0	release,1946,0,-,- setup,1947,0,-,-	
T	NULL	n
T	RadioLinkMonitoringConfig	Q	1	failureDetectionResourcesToAddModList,1948,1,-,- failureDetectionResourcesToReleaseList,1953,1,-,- beamFailureInstanceMaxCount,1954,1,-,- beamFailureDetectionTimer,1955,1,-,-	gbeamFailure-r17,1956,1,-,-
T	SEQUENCE OF	L	1949	1 10 0
T	RadioLinkMonitoringRS	Q	1	radioLinkMonitoringRS-Id,1950,0,-,- purpose,1951,0,-,- detectionResource,1952,0,-,-	
T	RadioLinkMonitoringRS-Id	i	0 9 0
T	ENUMERATED	e	beamFailure,rlf,both	-
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	SEQUENCE OF	L	1950	1 10 0
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	pbfd1,pbfd2,pbfd3,pbfd4,pbfd5,pbfd6,pbfd8,pbfd10	-
T	BeamFailureDetection-r17	Q	0	failureDetectionSet1-r17,1957,1,-,- failureDetectionSet2-r17,1957,1,-,- additionalPCI-r17,316,1,-,-	
T	BeamFailureDetectionSet-r17	Q	1	bfdResourcesToAddModList-r17,1958,1,-,- bfdResourcesToReleaseList-r17,1962,1,-,- beamFailureInstanceMaxCount-r17,1963,1,-,- beamFailureDetectionTimer-r17,1964,1,-,-	
T	SEQUENCE OF	L	1959	1 64 0
T	BeamLinkMonitoringRS-r17	Q	1	beamLinkMonitoringRS-Id-r17,1960,0,-,- detectionResource-r17,1961,0,-,-	
T	BeamLinkMonitoringRS-Id-r17	i	0 63 0
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	SEQUENCE OF	L	1960	1 64 0
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	pbfd1,pbfd2,pbfd3,pbfd4,pbfd5,pbfd6,pbfd8,pbfd10	-
T	SPS-ConfigToAddModList-r16	L	1931	1 8 0
T	SPS-ConfigToReleaseList-r16	L	1936	1 8 0
T	SPS-ConfigDeactivationStateList-r16	L	1968	1 16 0
T	SPS-ConfigDeactivationState-r16	L	1936	1 8 0
T	SetupRelease	C	0	release,1970,0,-,- setup,1971,0,-,-	
T	NULL	n
T	BeamFailureRecoveryRSConfig-r16	Q	1	rsrp-ThresholdBFR-r16,349,1,-,- candidateBeamRS-List-r16,1972,1,-,-	gcandidateBeamRS-List2-r17,1975,1,-,-
T	SEQUENCE OF	L	1973	1 64 0
T	CandidateBeamRS-r16	Q	0	candidateBeamConfig-r16,1974,0,-,- servingCellId,113,1,-,-	
T	CHOICE	C	0	ssb-r16,40,0,-,- csi-RS-r16,115,0,-,-	
T	SEQUENCE OF	L	1973	1 64 0
T	BIT STRING	B	8 8 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,1979,0,-,- setup,1980,0,-,-	
T	NULL	n
T	CFR-ConfigMulticast-r17	Q	0	locationAndBandwidthMulticast-r17,1981,1,-,- pdcch-ConfigMulticast-r17,1677,1,-,- pdsch-ConfigMulticast-r17,1741,1,-,- sps-ConfigMulticastToAddModList-r17,1982,1,-,- sps-ConfigMulticastToReleaseList-r17,1983,1,-,-	
T	INTEGER	i	0 37949 0
T	SPS-ConfigMulticastToAddModList-r17	L	1931	1 8 0
T	SPS-ConfigMulticastToReleaseList-r17	L	1936	1 8 0
T	DL-PPW-PreConfigToAddModList-r17	L	1985	1 4 0
T	DL-PPW-PreConfig-r17	Q	0	dl-PPW-ID-r17,1986,0,-,- dl-PPW-PeriodicityAndStartSlot-r17,1987,0,-,- length-r17,2060,0,-,- type-r17,2061,1,-,- priority-r17,2062,1,-,-	
T	DL-PPW-ID-r17	i	0 15 0
T	DL-PPW-PeriodicityAndStartSlot-r17	C	1	scs15,1988,0,-,- scs30,2006,0,-,- scs60,2024,0,-,- scs120,2042,0,-,-	
T	CHOICE	C	1	n4,1989,0,-,- n5,1990,0,-,- n8,1991,0,-,- n10,1992,0,-,- n16,1993,0,-,- n20,1994,0,-,- n32,1995,0,-,- n40,1996,0,-,- n64,1997,0,-,- n80,1998,0,-,- n160,1999,0,-,- n320,2000,0,-,- n640,2001,0,-,- n1280,2002,0,-,- n2560,2003,0,-,- n5120,2004,0,-,- n10240,2005,0,-,-	
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
T	CHOICE	C	1	n8,2007,0,-,- n10,2008,0,-,- n16,2009,0,-,- n20,2010,0,-,- n32,2011,0,-,- n40,2012,0,-,- n64,2013,0,-,- n80,2014,0,-,- n128,2015,0,-,- n160,2016,0,-,- n320,2017,0,-,- n640,2018,0,-,- n1280,2019,0,-,- n2560,2020,0,-,- n5120,2021,0,-,- n10240,2022,0,-,- n20480,2023,0,-,-	
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
T	CHOICE	C	1	n16,2025,0,-,- n20,2026,0,-,- n32,2027,0,-,- n40,2028,0,-,- n64,2029,0,-,- n80,2030,0,-,- n128,2031,0,-,- n160,2032,0,-,- n256,2033,0,-,- n320,2034,0,-,- n640,2035,0,-,- n1280,2036,0,-,- n2560,2037,0,-,- n5120,2038,0,-,- n10240,2039,0,-,- n20480,2040,0,-,- n40960,2041,0,-,-	
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
T	CHOICE	C	1	n32,2043,0,-,- n40,2044,0,-,- n64,2045,0,-,- n80,2046,0,-,- n128,2047,0,-,- n160,2048,0,-,- n256,2049,0,-,- n320,2050,0,-,- n512,2051,0,-,- n640,2052,0,-,- n1280,2053,0,-,- n2560,2054,0,-,- n5120,2055,0,-,- n10240,2056,0,-,- n20480,2057,0,-,- n40960,2058,0,-,- n81920,2059,0,-,-	
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
T	DL-PPW-PreConfigToReleaseList-r17	L	1986	1 4 0
T	NonCellDefiningSSB-r17	Q	1	absoluteFrequencySSB-r17,4,0,-,- ssb-Periodicity-r17,2065,1,-,- ssb-TimeOffset-r17,2066,1,-,-	
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	ENUMERATED	e	ms5,ms10,ms15,ms20,ms40,ms80,spare2,spare1	-
T	MeasObjectId	i	1 64 0
T	SetupRelease	C	0	release,2069,0,-,- setup,2070,0,-,-	
T	NULL	n
T	TCI-InDCI-r18	Q	0	tci-SelectionPresentInDCI-r18,2071,1,-,- applyIndicatedTCI-StateDCI-1-0-r18,2072,1,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second,both,spare1	-
T	BWP-DownlinkDedicatedSDT-r17	Q	1	pdcch-Config-r17,1675,1,-,- pdsch-Config-r17,1739,1,-,-	
T	BWP-Uplink	Q	1	bwp-Id,119,0,-,- bwp-Common,1415,1,-,- bwp-Dedicated,2075,1,-,-	
T	BWP-UplinkDedicated	Q	1	pucch-Config,2076,1,-,- pusch-Config,2284,1,-,- configuredGrantConfig,2536,1,-,- srs-Config,2660,1,-,- beamFailureRecoveryConfig,2787,1,-,-	gsl-PUCCH-Config-r16,2076,1,-,- cp-ExtensionC2-r16,2800,1,-,- cp-ExtensionC3-r16,2801,1,-,- useInterlacePUCCH-PUSCH-r16,2802,1,-,- pucch-ConfigurationList-r16,2803,1,-,- lbt-FailureRecoveryConfig-r16,2806,1,-,- configuredGrantConfigToAddModList-r16,2811,1,-,- configuredGrantConfigToReleaseList-r16,2812,1,-,- configuredGrantConfigType2DeactivationStateList-r16,2813,1,-,-;gul-TCI-StateList-r17,2815,1,-,- ul-powerControl-r17,1769,1,-,- pucch-ConfigurationListMulticast1-r17,2803,1,-,- pucch-ConfigurationListMulticast2-r17,2803,1,-,-;gpucch-ConfigMulticast1-r17,2076,1,-,- pucch-ConfigMulticast2-r17,2076,1,-,-;gpathlossReferenceRSToAddModList-r17,2822,1,-,- pathlossReferenceRSToReleaseList-r17,2825,1,-,-
T	SetupRelease	C	0	release,2077,0,-,- setup,2078,0,-,-	
T	NULL	n
T	PUCCH-Config	Q	1	resourceSetToAddModList,2079,1,-,- resourceSetToReleaseList,2084,1,-,- resourceToAddModList,2085,1,-,- resourceToReleaseList,2112,1,-,- format1,2113,1,-,- format2,2113,1,-,- format3,2113,1,-,- format4,2113,1,-,- schedulingRequestResourceToAddModList,2122,1,-,- schedulingRequestResourceToReleaseList,2141,1,-,- multi-CSI-PUCCH-ResourceList,2142,1,-,- dl-DataToUL-ACK,2143,1,-,- spatialRelationInfoToAddModList,2145,1,-,- spatialRelationInfoToReleaseList,2153,1,-,- pucch-PowerControl,2154,1,-,-	gresourceToAddModListExt-v1610,2173,1,-,- dl-DataToUL-ACK-r16,2198,1,-,- ul-AccessConfigListDCI-1-1-r16,2202,1,-,- subslotLengthForPUCCH-r16,2206,1,-,- dl-DataToUL-ACK-DCI-1-2-r16,2209,1,-,- numberOfBitsForPUCCH-ResourceIndicatorDCI-1-2-r16,2213,1,-,- dmrs-UplinkTransformPrecodingPUCCH-r16,2214,1,-,- spatialRelationInfoToAddModListSizeExt-v1610,2215,1,-,- spatialRelationInfoToReleaseListSizeExt-v1610,2216,1,-,- spatialRelationInfoToAddModListExt-v1610,2217,1,-,- spatialRelationInfoToReleaseListExt-v1610,2220,1,-,- resourceGroupToAddModList-r16,2222,1,-,- resourceGroupToReleaseList-r16,2226,1,-,- sps-PUCCH-AN-List-r16,2227,1,-,- schedulingRequestResourceToAddModListExt-v1610,2232,1,-,-;gformat0-r17,2113,1,-,- format2Ext-r17,2235,1,-,- format3Ext-r17,2235,1,-,- format4Ext-r17,2235,1,-,- ul-AccessConfigListDCI-1-2-r17,2238,1,-,- mappingPattern-r17,2242,1,-,- powerControlSetInfoToAddModList-r17,2243,1,-,- powerControlSetInfoToReleaseList-r17,2248,1,-,- secondTPCFieldDCI-1-1-r17,2249,1,-,- secondTPCFieldDCI-1-2-r17,2250,1,-,- dl-DataToUL-ACK-r17,2251,1,-,- dl-DataToUL-ACK-DCI-1-2-r17,2255,1,-,- ul-AccessConfigListDCI-1-1-r17,2259,1,-,- schedulingRequestResourceToAddModListExt-v1700,2263,1,-,- dmrs-BundlingPUCCH-Config-r17,2269,1,-,- dl-DataToUL-ACK-v1700,2276,1,-,- dl-DataToUL-ACK-MulticastDCI-Format4-1-r17,2280,1,-,- sps-PUCCH-AN-ListMulticast-r17,2227,1,-,-
T	SEQUENCE OF	L	2080	1 4 0
T	PUCCH-ResourceSet	Q	0	pucch-ResourceSetId,2081,0,-,- resourceList,2082,0,-,- maxPayloadSize,2083,1,-,-	
T	PUCCH-ResourceSetId	i	0 3 0
T	SEQUENCE OF	L	1934	1 32 0
T	INTEGER	i	4 256 0
T	SEQUENCE OF	L	2081	1 4 0
T	SEQUENCE OF	L	2086	1 128 0
T	PUCCH-Resource	Q	0	pucch-ResourceId,1934,0,-,- startingPRB,2087,0,-,- intraSlotFrequencyHopping,2088,1,-,- secondHopPRB,2087,1,-,- format,2089,0,-,-	
T	PRB-Id	i	0 274 0
T	ENUMERATED	e	enabled	-
T	CHOICE	C	0	format0,2090,0,-,- format1,2094,0,-,- format2,2099,0,-,- format3,2103,0,-,- format4,2107,0,-,-	
T	PUCCH-format0	Q	0	initialCyclicShift,2091,0,-,- nrofSymbols,2092,0,-,- startingSymbolIndex,2093,0,-,-	
T	INTEGER	i	0 11 0
T	INTEGER	i	1 2 0
T	INTEGER	i	0 13 0
T	PUCCH-format1	Q	0	initialCyclicShift,2095,0,-,- nrofSymbols,2096,0,-,- startingSymbolIndex,2097,0,-,- timeDomainOCC,2098,0,-,-	
T	INTEGER	i	0 11 0
T	INTEGER	i	4 14 0
T	INTEGER	i	0 10 0
T	INTEGER	i	0 6 0
T	PUCCH-format2	Q	0	nrofPRBs,2100,0,-,- nrofSymbols,2101,0,-,- startingSymbolIndex,2102,0,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	INTEGER	i	0 13 0
T	PUCCH-format3	Q	0	nrofPRBs,2104,0,-,- nrofSymbols,2105,0,-,- startingSymbolIndex,2106,0,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	4 14 0
T	INTEGER	i	0 10 0
T	PUCCH-format4	Q	0	nrofSymbols,2108,0,-,- occ-Length,2109,0,-,- occ-Index,2110,0,-,- startingSymbolIndex,2111,0,-,-	
T	INTEGER	i	4 14 0
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3	-
T	INTEGER	i	0 10 0
T	SEQUENCE OF	L	1934	1 128 0
T	SetupRelease	C	0	release,2114,0,-,- setup,2115,0,-,-	
T	NULL	n
T	PUCCH-FormatConfig	Q	0	interslotFrequencyHopping,2116,1,-,- additionalDMRS,2117,1,-,- maxCodeRate,2118,1,-,- nrofSlots,2119,1,-,- pi2BPSK,2120,1,-,- simultaneousHARQ-ACK-CSI,2121,1,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	PUCCH-MaxCodeRate	e	zeroDot08,zeroDot15,zeroDot25,zeroDot35,zeroDot45,zeroDot60,zeroDot80	-
T	ENUMERATED	e	n2,n4,n8	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	2123	1 8 0
T	SchedulingRequestResourceConfig	Q	0	schedulingRequestResourceId,2124,0,-,- schedulingRequestID,1656,0,-,- periodicityAndOffset,2125,1,-,- resource,1934,1,-,-	
T	SchedulingRequestResourceId	i	1 8 0
T	CHOICE	C	0	sym2,2126,0,-,- sym6or7,2127,0,-,- sl1,2128,0,-,- sl2,2129,0,-,- sl4,2130,0,-,- sl5,2131,0,-,- sl8,2132,0,-,- sl10,2133,0,-,- sl16,2134,0,-,- sl20,2135,0,-,- sl40,2136,0,-,- sl80,2137,0,-,- sl160,2138,0,-,- sl320,2139,0,-,- sl640,2140,0,-,-	
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
T	SEQUENCE OF	L	2124	1 8 0
T	SEQUENCE OF	L	1934	1 2 0
T	SEQUENCE OF	L	2144	1 8 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	2146	1 8 0
T	PUCCH-SpatialRelationInfo	Q	0	pucch-SpatialRelationInfoId,2147,0,-,- servingCellId,113,1,-,- referenceSignal,2148,0,-,- pucch-PathlossReferenceRS-Id,2150,0,-,- p0-PUCCH-Id,2151,0,-,- closedLoopIndex,2152,0,-,-	
T	PUCCH-SpatialRelationInfoId	i	1 8 0
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,- srs,2149,0,-,-	
T	PUCCH-SRS	Q	0	resource,118,0,-,- uplinkBWP,119,0,-,-	
T	PUCCH-PathlossReferenceRS-Id	i	0 3 0
T	P0-PUCCH-Id	i	1 8 0
T	ENUMERATED	e	i0,i1	-
T	SEQUENCE OF	L	2147	1 8 0
T	PUCCH-PowerControl	Q	1	deltaF-PUCCH-f0,2155,1,-,- deltaF-PUCCH-f1,2156,1,-,- deltaF-PUCCH-f2,2157,1,-,- deltaF-PUCCH-f3,2158,1,-,- deltaF-PUCCH-f4,2159,1,-,- p0-Set,2160,1,-,- pathlossReferenceRSs,2163,1,-,- twoPUCCH-PC-AdjustmentStates,2166,1,-,-	gpathlossReferenceRSs-v1610,2167,1,-,-
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	INTEGER	i	-16 15 0
T	SEQUENCE OF	L	2161	1 8 0
T	P0-PUCCH	Q	0	p0-PUCCH-Id,2151,0,-,- p0-PUCCH-Value,2162,0,-,-	
T	INTEGER	i	-16 15 0
T	SEQUENCE OF	L	2164	1 4 0
T	PUCCH-PathlossReferenceRS	Q	0	pucch-PathlossReferenceRS-Id,2150,0,-,- referenceSignal,2165,0,-,-	
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	ENUMERATED	e	twoStates	-
T	SetupRelease	C	0	release,2168,0,-,- setup,2169,0,-,-	
T	NULL	n
T	PathlossReferenceRSs-v1610	L	2170	1 60 0
T	PUCCH-PathlossReferenceRS-r16	Q	0	pucch-PathlossReferenceRS-Id-r16,2171,0,-,- referenceSignal-r16,2172,0,-,-	
T	PUCCH-PathlossReferenceRS-Id-v1610	i	4 63 0
T	CHOICE	C	0	ssb-Index-r16,40,0,-,- csi-RS-Index-r16,115,0,-,-	
T	SEQUENCE OF	L	2174	1 128 0
T	PUCCH-ResourceExt-v1610	Q	1	interlaceAllocation-r16,2175,1,-,- format-v1610,2180,1,-,-	gformat-v1700,2185,1,-,- pucch-RepetitionNrofSlots-r17,2187,1,-,-;gapplyIndicatedTCI-State-r18,2188,1,-,- multipanelSFN-Scheme-r18,2189,1,-,- dl-DataToUL-ACK-r18,2190,1,-,- dl-DataToUL-ACK-DCI-1-2-r18,2194,1,-,-
T	SEQUENCE	Q	0	rb-SetIndex-r16,2176,0,-,- interlace0-r16,2177,0,-,-	
T	INTEGER	i	0 4 0
T	CHOICE	C	0	scs15,2178,0,-,- scs30,2179,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 4 0
T	CHOICE	C	0	interlace1-v1610,2181,0,-,- occ-v1610,2182,0,-,-	
T	INTEGER	i	0 9 0
T	SEQUENCE	Q	0	occ-Length-v1610,2183,1,-,- occ-Index-v1610,2184,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3	-
T	SEQUENCE	Q	0	nrofPRBs-r17,2186,0,-,-	
T	INTEGER	i	1 16 0
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	first,second,both,spare1	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2191,0,-,- setup,2192,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-r18	L	2193	1 8 0
T	INTEGER	i	0 31 0
T	SetupRelease	C	0	release,2195,0,-,- setup,2196,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-DCI-1-2-r18	L	2197	1 8 0
T	INTEGER	i	0 31 0
T	SetupRelease	C	0	release,2199,0,-,- setup,2200,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-r16	L	2201	1 8 0
T	INTEGER	i	-1 15 0
T	SetupRelease	C	0	release,2203,0,-,- setup,2204,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-1-1-r16	L	2205	1 16 0
T	INTEGER	i	0 15 0
T	CHOICE	C	0	normalCP-r16,2207,0,-,- extendedCP-r16,2208,0,-,-	
T	ENUMERATED	e	n2,n7	-
T	ENUMERATED	e	n2,n6	-
T	SetupRelease	C	0	release,2210,0,-,- setup,2211,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-DCI-1-2-r16	L	2212	1 8 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	2146	1 56 0
T	SEQUENCE OF	L	2147	1 56 0
T	SEQUENCE OF	L	2218	1 64 0
T	PUCCH-SpatialRelationInfoExt-r16	Q	1	pucch-SpatialRelationInfoId-v1610,2219,1,-,- pucch-PathlossReferenceRS-Id-v1610,2171,1,-,-	
T	PUCCH-SpatialRelationInfoId-v1610	i	9 64 0
T	SEQUENCE OF	L	2221	1 64 0
T	PUCCH-SpatialRelationInfoId-r16	i	1 64 0
T	SEQUENCE OF	L	2223	1 4 0
T	PUCCH-ResourceGroup-r16	Q	0	pucch-ResourceGroupId-r16,2224,0,-,- resourcePerGroupList-r16,2225,0,-,-	
T	PUCCH-ResourceGroupId-r16	i	0 3 0
T	SEQUENCE OF	L	1934	1 128 0
T	SEQUENCE OF	L	2224	1 4 0
T	SetupRelease	C	0	release,2228,0,-,- setup,2229,0,-,-	
T	NULL	n
T	SPS-PUCCH-AN-List-r16	L	2230	1 4 0
T	SPS-PUCCH-AN-r16	Q	0	sps-PUCCH-AN-ResourceID-r16,1934,0,-,- maxPayloadSize-r16,2231,1,-,-	
T	INTEGER	i	4 256 0
T	SEQUENCE OF	L	2233	1 8 0
T	SchedulingRequestResourceConfigExt-v1610	Q	1	phy-PriorityIndex-r16,2234,1,-,-	
T	ENUMERATED	e	p0,p1	-
T	SetupRelease	C	0	release,2236,0,-,- setup,2237,0,-,-	
T	NULL	n
T	PUCCH-FormatConfigExt-r17	Q	1	maxCodeRateLP-r17,2118,1,-,-	
T	SetupRelease	C	0	release,2239,0,-,- setup,2240,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-1-2-r17	L	2241	1 16 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	SEQUENCE OF	L	2244	1 8 0
T	PUCCH-PowerControlSetInfo-r17	Q	0	pucch-PowerControlSetInfoId-r17,2245,0,-,- p0-PUCCH-Id-r17,2151,0,-,- pucch-ClosedLoopIndex-r17,2246,0,-,- pucch-PathlossReferenceRS-Id-r17,2247,0,-,-	
T	PUCCH-PowerControlSetInfoId-r17	i	1 8 0
T	ENUMERATED	e	i0,i1	-
T	PUCCH-PathlossReferenceRS-Id-r17	i	0 7 0
T	SEQUENCE OF	L	2245	1 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2252,0,-,- setup,2253,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-r17	L	2254	1 8 0
T	INTEGER	i	-1 127 0
T	SetupRelease	C	0	release,2256,0,-,- setup,2257,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-DCI-1-2-r17	L	2258	1 8 0
T	INTEGER	i	0 127 0
T	SetupRelease	C	0	release,2260,0,-,- setup,2261,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-1-1-r17	L	2262	1 3 0
T	INTEGER	i	0 2 0
T	SEQUENCE OF	L	2264	1 8 0
T	SchedulingRequestResourceConfigExt-v1700	Q	0	periodicityAndOffset-r17,2265,1,-,-	
T	CHOICE	C	0	sl1280,2266,0,-,- sl2560,2267,0,-,- sl5120,2268,0,-,-	
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	SetupRelease	C	0	release,2270,0,-,- setup,2271,0,-,-	
T	NULL	n
T	DMRS-BundlingPUCCH-Config-r17	Q	1	pucch-DMRS-Bundling-r17,2272,1,-,- pucch-TimeDomainWindowLength-r17,2273,1,-,- pucch-WindowRestart-r17,2274,1,-,- pucch-FrequencyHoppingInterval-r17,2275,1,-,-	
T	ENUMERATED	e	enabled	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	s2,s4,s5,s10	-
T	SetupRelease	C	0	release,2277,0,-,- setup,2278,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-v1700	L	2279	1 8 0
T	INTEGER	i	16 31 0
T	SetupRelease	C	0	release,2281,0,-,- setup,2282,0,-,-	
T	NULL	n
T	DL-DataToUL-ACK-MulticastDCI-Format4-1-r17	L	2283	1 8 0
T	INTEGER	i	0 15 0
T	SetupRelease	C	0	release,2285,0,-,- setup,2286,0,-,-	
T	NULL	n
T	PUSCH-Config	Q	1	dataScramblingIdentityPUSCH,2287,1,-,- txConfig,2288,1,-,- dmrs-UplinkForPUSCH-MappingTypeA,2289,1,-,- dmrs-UplinkForPUSCH-MappingTypeB,2289,1,-,- pusch-PowerControl,2325,1,-,- frequencyHopping,2344,1,-,- frequencyHoppingOffsetLists,2345,1,-,- resourceAllocation,2347,0,-,- pusch-TimeDomainAllocationList,2348,1,-,- pusch-AggregationFactor,2350,1,-,- mcs-Table,2351,1,-,- mcs-TableTransformPrecoder,2352,1,-,- transformPrecoder,2353,1,-,- codebookSubset,2354,1,-,- maxRank,2355,1,-,- rbg-Size,2356,1,-,- uci-OnPUSCH,2357,1,-,- tp-pi2BPSK,2371,1,-,-	gminimumSchedulingOffsetK2-r16,2372,1,-,- ul-AccessConfigListDCI-0-1-r16,2376,1,-,- harq-ProcessNumberSizeDCI-0-2-r16,2380,1,-,- dmrs-SequenceInitializationDCI-0-2-r16,2381,1,-,- numberOfBitsForRV-DCI-0-2-r16,2382,1,-,- antennaPortsFieldPresenceDCI-0-2-r16,2383,1,-,- dmrs-UplinkForPUSCH-MappingTypeA-DCI-0-2-r16,2289,1,-,- dmrs-UplinkForPUSCH-MappingTypeB-DCI-0-2-r16,2289,1,-,- frequencyHoppingDCI-0-2-r16,2384,1,-,- frequencyHoppingOffsetListsDCI-0-2-r16,2387,1,-,- codebookSubsetDCI-0-2-r16,2391,1,-,- invalidSymbolPatternIndicatorDCI-0-2-r16,2392,1,-,- maxRankDCI-0-2-r16,2393,1,-,- mcs-TableDCI-0-2-r16,2394,1,-,- mcs-TableTransformPrecoderDCI-0-2-r16,2395,1,-,- priorityIndicatorDCI-0-2-r16,2396,1,-,- pusch-RepTypeIndicatorDCI-0-2-r16,2397,1,-,- resourceAllocationDCI-0-2-r16,2398,1,-,- resourceAllocationType1GranularityDCI-0-2-r16,2399,1,-,- uci-OnPUSCH-ListDCI-0-2-r16,2400,1,-,- pusch-TimeDomainAllocationListDCI-0-2-r16,2409,1,-,- pusch-TimeDomainAllocationListDCI-0-1-r16,2409,1,-,- invalidSymbolPatternIndicatorDCI-0-1-r16,2424,1,-,- priorityIndicatorDCI-0-1-r16,2425,1,-,- pusch-RepTypeIndicatorDCI-0-1-r16,2426,1,-,- frequencyHoppingDCI-0-1-r16,2427,1,-,- uci-OnPUSCH-ListDCI-0-1-r16,2428,1,-,- invalidSymbolPattern-r16,2431,1,-,- pusch-PowerControl-v1610,2443,1,-,- ul-FullPowerTransmission-r16,2465,1,-,- pusch-TimeDomainAllocationListForMultiPUSCH-r16,2409,1,-,- numberOfInvalidSymbolsForDL-UL-Switching-r16,2466,1,-,-;gul-AccessConfigListDCI-0-2-r17,2467,1,-,- betaOffsetsCrossPri0-r17,2471,1,-,- betaOffsetsCrossPri1-r17,2471,1,-,- betaOffsetsCrossPri0DCI-0-2-r17,2477,1,-,- betaOffsetsCrossPri1DCI-0-2-r17,2477,1,-,- mappingPattern-r17,2483,1,-,- secondTPCFieldDCI-0-1-r17,2484,1,-,- secondTPCFieldDCI-0-2-r17,2485,1,-,- sequenceOffsetForRV-r17,2486,1,-,- ul-AccessConfigListDCI-0-1-r17,2487,1,-,- minimumSchedulingOffsetK2-r17,2491,1,-,- availableSlotCounting-r17,2495,1,-,- dmrs-BundlingPUSCH-Config-r17,2496,1,-,- harq-ProcessNumberSizeDCI-0-2-v1700,2503,1,-,- harq-ProcessNumberSizeDCI-0-1-r17,2504,1,-,- mpe-ResourcePoolToAddModList-r17,2505,1,-,- mpe-ResourcePoolToReleaseList-r17,2509,1,-,-;gmaxRank-v1810,2510,1,-,- sTx-2Panel-r18,2511,1,-,- multipanelSchemeSDM-r18,2512,1,-,- multipanelSchemeSFN-r18,2515,1,-,- codebookTypeUL-r18,2518,1,-,- applyIndicatedTCI-State-r18,2525,1,-,- dynamicTransformPrecoderFieldPresenceDCI-0-1-r18,2526,1,-,- dynamicTransformPrecoderFieldPresenceDCI-0-2-r18,2527,1,-,- pusch-ConfigDCI-0-3-r18,2528,1,-,-
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	codebook,nonCodebook	-
T	SetupRelease	C	0	release,2290,0,-,- setup,2291,0,-,-	
T	NULL	n
T	DMRS-UplinkConfig	Q	1	dmrs-Type,2292,1,-,- dmrs-AdditionalPosition,2293,1,-,- phaseTrackingRS,2294,1,-,- maxLength,2310,1,-,- transformPrecodingDisabled,2311,1,-,- transformPrecodingEnabled,2315,1,-,-	gdmrs-TypeEnh-r18,2324,1,-,-
T	ENUMERATED	e	type2	-
T	ENUMERATED	e	pos0,pos1,pos3	-
T	SetupRelease	C	0	release,2295,0,-,- setup,2296,0,-,-	
T	NULL	n
T	PTRS-UplinkConfig	Q	1	transformPrecoderDisabled,2297,1,-,- transformPrecoderEnabled,2305,1,-,-	gmaxNrofPorts-SDM-r18,2309,1,-,-
T	SEQUENCE	Q	0	frequencyDensity,2298,1,-,- timeDensity,2300,1,-,- maxNrofPorts,2302,0,-,- resourceElementOffset,2303,1,-,- ptrs-Power,2304,0,-,-	
T	SEQUENCE OF	L	2299	2 2 0
T	INTEGER	i	1 276 0
T	SEQUENCE OF	L	2301	3 3 0
T	INTEGER	i	0 29 0
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	offset01,offset10,offset11	-
T	ENUMERATED	e	p00,p01,p10,p11	-
T	SEQUENCE	Q	0	sampleDensity,2306,0,-,- timeDensityTransformPrecoding,2308,1,-,-	
T	SEQUENCE OF	L	2307	5 5 0
T	INTEGER	i	1 276 0
T	ENUMERATED	e	d2	-
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	len2	-
T	SEQUENCE	Q	1	scramblingID0,2312,1,-,- scramblingID1,2313,1,-,-	gdmrs-Uplink-r16,2314,1,-,-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	1	nPUSCH-Identity,2316,1,-,- sequenceGroupHopping,2317,1,-,- sequenceHopping,2318,1,-,-	gdmrs-UplinkTransformPrecoding-r16,2319,1,-,-
T	INTEGER	i	0 1007 0
T	ENUMERATED	e	disabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2320,0,-,- setup,2321,0,-,-	
T	NULL	n
T	DMRS-UplinkTransformPrecoding-r16	Q	0	pi2BPSK-ScramblingID0,2322,1,-,- pi2BPSK-ScramblingID1,2323,1,-,-	
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	ENUMERATED	e	enabled	-
T	PUSCH-PowerControl	Q	0	tpc-Accumulation,2326,1,-,- msg3-Alpha,37,1,-,- p0-NominalWithoutGrant,2327,1,-,- p0-AlphaSets,2328,1,-,- pathlossReferenceRSToAddModList,2332,1,-,- pathlossReferenceRSToReleaseList,2336,1,-,- twoPUSCH-PC-AdjustmentStates,2337,1,-,- deltaMCS,2338,1,-,- sri-PUSCH-MappingToAddModList,2339,1,-,- sri-PUSCH-MappingToReleaseList,2343,1,-,-	
T	ENUMERATED	e	disabled	-
T	INTEGER	i	-202 24 0
T	SEQUENCE OF	L	2329	1 30 0
T	P0-PUSCH-AlphaSet	Q	0	p0-PUSCH-AlphaSetId,2330,0,-,- p0,2331,1,-,- alpha,37,1,-,-	
T	P0-PUSCH-AlphaSetId	i	0 29 0
T	INTEGER	i	-16 15 0
T	SEQUENCE OF	L	2333	1 4 0
T	PUSCH-PathlossReferenceRS	Q	0	pusch-PathlossReferenceRS-Id,2334,0,-,- referenceSignal,2335,0,-,-	
T	PUSCH-PathlossReferenceRS-Id	i	0 3 0
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	SEQUENCE OF	L	2334	1 4 0
T	ENUMERATED	e	twoStates	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	2340	1 16 0
T	SRI-PUSCH-PowerControl	Q	0	sri-PUSCH-PowerControlId,2341,0,-,- sri-PUSCH-PathlossReferenceRS-Id,2334,0,-,- sri-P0-PUSCH-AlphaSetId,2330,0,-,- sri-PUSCH-ClosedLoopIndex,2342,0,-,-	
T	SRI-PUSCH-PowerControlId	i	0 15 0
T	ENUMERATED	e	i0,i1	-
T	SEQUENCE OF	L	2341	1 16 0
T	ENUMERATED	e	intraSlot,interSlot	-
T	SEQUENCE OF	L	2346	1 4 0
T	INTEGER	i	1 274 0
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	SetupRelease	C	0	release,2349,0,-,- setup,1422,0,-,-	
T	NULL	n
T	ENUMERATED	e	n2,n4,n8	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	fullyAndPartialAndNonCoherent,partialAndNonCoherent,nonCoherent	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	config2	-
T	SetupRelease	C	0	release,2358,0,-,- setup,2359,0,-,-	
T	NULL	n
T	UCI-OnPUSCH	Q	0	betaOffsets,2360,1,-,- scaling,2370,0,-,-	
T	CHOICE	C	0	dynamic,2361,0,-,- semiStatic,2362,0,-,-	
T	SEQUENCE OF	L	2362	4 4 0
T	BetaOffsets	Q	0	betaOffsetACK-Index1,2363,1,-,- betaOffsetACK-Index2,2364,1,-,- betaOffsetACK-Index3,2365,1,-,- betaOffsetCSI-Part1-Index1,2366,1,-,- betaOffsetCSI-Part1-Index2,2367,1,-,- betaOffsetCSI-Part2-Index1,2368,1,-,- betaOffsetCSI-Part2-Index2,2369,1,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	f0p5,f0p65,f0p8,f1	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2373,0,-,- setup,2374,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK2-Values-r16	L	2375	1 2 0
T	INTEGER	i	0 16 0
T	SetupRelease	C	0	release,2377,0,-,- setup,2378,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-0-1-r16	L	2379	1 64 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 4 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 2 0
T	ENUMERATED	e	enabled	-
T	CHOICE	C	0	pusch-RepTypeA,2385,0,-,- pusch-RepTypeB,2386,0,-,-	
T	ENUMERATED	e	intraSlot,interSlot	-
T	ENUMERATED	e	interRepetition,interSlot	-
T	SetupRelease	C	0	release,2388,0,-,- setup,2389,0,-,-	
T	NULL	n
T	FrequencyHoppingOffsetListsDCI-0-2-r16	L	2390	1 4 0
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
T	SetupRelease	C	0	release,2401,0,-,- setup,2402,0,-,-	
T	NULL	n
T	UCI-OnPUSCH-ListDCI-0-2-r16	L	2403	1 2 0
T	UCI-OnPUSCH-DCI-0-2-r16	Q	0	betaOffsetsDCI-0-2-r16,2404,1,-,- scalingDCI-0-2-r16,2408,0,-,-	
T	CHOICE	C	0	dynamicDCI-0-2-r16,2405,0,-,- semiStaticDCI-0-2-r16,2362,0,-,-	
T	CHOICE	C	0	oneBit-r16,2406,0,-,- twoBits-r16,2407,0,-,-	
T	SEQUENCE OF	L	2362	2 2 0
T	SEQUENCE OF	L	2362	4 4 0
T	ENUMERATED	e	f0p5,f0p65,f0p8,f1	-
T	SetupRelease	C	0	release,2410,0,-,- setup,2411,0,-,-	
T	NULL	n
T	PUSCH-TimeDomainResourceAllocationList-r16	L	2412	1 64 0
T	PUSCH-TimeDomainResourceAllocation-r16	Q	1	k2-r16,2413,1,-,- puschAllocationList-r16,2414,0,-,-	
T	INTEGER	i	0 32 0
T	SEQUENCE OF	L	2415	1 8 0
T	PUSCH-Allocation-r16	Q	1	mappingType-r16,2416,1,-,- startSymbolAndLength-r16,2417,1,-,- startSymbol-r16,2418,1,-,- length-r16,2419,1,-,- numberOfRepetitions-r16,2420,1,-,-	gnumberOfRepetitionsExt-r17,2421,1,-,- numberOfSlotsTBoMS-r17,2422,1,-,- extendedK2-r17,2423,1,-,-
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
T	SetupRelease	C	0	release,2429,0,-,- setup,2430,0,-,-	
T	NULL	n
T	UCI-OnPUSCH-ListDCI-0-1-r16	L	2359	1 2 0
T	InvalidSymbolPattern-r16	Q	1	symbols-r16,2432,0,-,- periodicityAndPattern-r16,2435,1,-,-	
T	CHOICE	C	0	oneSlot,2433,0,-,- twoSlots,2434,0,-,-	
T	BIT STRING	B	14 14 0
T	BIT STRING	B	28 28 0
T	CHOICE	C	0	n2,2436,0,-,- n4,2437,0,-,- n5,2438,0,-,- n8,2439,0,-,- n10,2440,0,-,- n20,2441,0,-,- n40,2442,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	5 5 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	20 20 0
T	BIT STRING	B	40 40 0
T	SetupRelease	C	0	release,2444,0,-,- setup,2445,0,-,-	
T	NULL	n
T	PUSCH-PowerControl-v1610	Q	1	pathlossReferenceRSToAddModListSizeExt-v1610,2446,1,-,- pathlossReferenceRSToReleaseListSizeExt-v1610,2450,1,-,- p0-PUSCH-SetList-r16,2451,1,-,- olpc-ParameterSet,2456,1,-,-	gsri-PUSCH-MappingToAddModList2-r17,2459,1,-,- sri-PUSCH-MappingToReleaseList2-r17,2460,1,-,- p0-PUSCH-SetList2-r17,2461,1,-,- dummy,2462,1,-,-
T	SEQUENCE OF	L	2447	1 60 0
T	PUSCH-PathlossReferenceRS-r16	Q	0	pusch-PathlossReferenceRS-Id-r16,2448,0,-,- referenceSignal-r16,2449,0,-,-	
T	PUSCH-PathlossReferenceRS-Id-v1610	i	4 63 0
T	CHOICE	C	0	ssb-Index-r16,40,0,-,- csi-RS-Index-r16,115,0,-,-	
T	SEQUENCE OF	L	2448	1 60 0
T	SEQUENCE OF	L	2452	1 16 0
T	P0-PUSCH-Set-r16	Q	1	p0-PUSCH-SetId-r16,2453,0,-,- p0-List-r16,2454,1,-,-	
T	P0-PUSCH-SetId-r16	i	0 15 0
T	SEQUENCE OF	L	2455	1 2 0
T	P0-PUSCH-r16	i	-16 15 0
T	SEQUENCE	Q	0	olpc-ParameterSetDCI-0-1-r16,2457,1,-,- olpc-ParameterSetDCI-0-2-r16,2458,1,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SEQUENCE OF	L	2340	1 16 0
T	SEQUENCE OF	L	2341	1 16 0
T	SEQUENCE OF	L	2452	1 16 0
T	SEQUENCE OF	L	2463	1 64 0
T	DummyPathlossReferenceRS-v1710	Q	0	pusch-PathlossReferenceRS-Id-r17,2464,0,-,- additionalPCI-r17,316,1,-,-	
T	PUSCH-PathlossReferenceRS-Id-r17	i	0 63 0
T	ENUMERATED	e	fullpower,fullpowerMode1,fullpowerMode2	-
T	INTEGER	i	1 4 0
T	SetupRelease	C	0	release,2468,0,-,- setup,2469,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-0-2-r17	L	2470	1 64 0
T	INTEGER	i	0 63 0
T	SetupRelease	C	0	release,2472,0,-,- setup,2473,0,-,-	
T	NULL	n
T	BetaOffsetsCrossPriSel-r17	C	0	dynamic-r17,2474,0,-,- semiStatic-r17,2475,0,-,-	
T	SEQUENCE OF	L	2475	4 4 0
T	BetaOffsetsCrossPri-r17	L	2476	3 3 0
T	INTEGER	i	0 31 0
T	SetupRelease	C	0	release,2478,0,-,- setup,2479,0,-,-	
T	NULL	n
T	BetaOffsetsCrossPriSelDCI-0-2-r17	C	0	dynamicDCI-0-2-r17,2480,0,-,- semiStaticDCI-0-2-r17,2475,0,-,-	
T	CHOICE	C	0	oneBit-r17,2481,0,-,- twoBits-r17,2482,0,-,-	
T	SEQUENCE OF	L	2475	2 2 0
T	SEQUENCE OF	L	2475	4 4 0
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 3 0
T	SetupRelease	C	0	release,2488,0,-,- setup,2489,0,-,-	
T	NULL	n
T	UL-AccessConfigListDCI-0-1-r17	L	2490	1 3 0
T	INTEGER	i	0 2 0
T	SetupRelease	C	0	release,2492,0,-,- setup,2493,0,-,-	
T	NULL	n
T	MinSchedulingOffsetK2-Values-r17	L	2494	1 2 0
T	INTEGER	i	0 64 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2497,0,-,- setup,2498,0,-,-	
T	NULL	n
T	DMRS-BundlingPUSCH-Config-r17	Q	1	pusch-DMRS-Bundling-r17,2499,1,-,- pusch-TimeDomainWindowLength-r17,2500,1,-,- pusch-WindowRestart-r17,2501,1,-,- pusch-FrequencyHoppingInterval-r17,2502,1,-,-	
T	ENUMERATED	e	enabled	-
T	INTEGER	i	2 32 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	s2,s4,s5,s6,s8,s10,s12,s14,s16,s20	-
T	INTEGER	i	5 5 0
T	INTEGER	i	5 5 0
T	SEQUENCE OF	L	2506	1 64 0
T	MPE-Resource-r17	Q	0	mpe-ResourceId-r17,2507,0,-,- cell-r17,113,1,-,- additionalPCI-r17,316,1,-,- mpe-ReferenceSignal-r17,2508,0,-,-	
T	MPE-ResourceId-r17	i	1 64 0
T	CHOICE	C	0	csi-RS-Resource-r17,115,0,-,- ssb-Resource-r17,40,0,-,-	
T	SEQUENCE OF	L	2507	1 64 0
T	INTEGER	i	5 8 0
T	ENUMERATED	e	enabled	-
T	SDM-Scheme-r18	Q	0	maxRankSDM-r18,2513,1,-,- maxRankSDM-DCI-0-2-r18,2514,1,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SFN-Scheme-r18	Q	0	maxRankSFN-r18,2516,1,-,- maxRankSFN-DCI-0-2-r18,2517,1,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SetupRelease	C	0	release,2519,0,-,- setup,2520,0,-,-	
T	NULL	n
T	CodebookTypeUL-r18	C	0	codebook1-r18,2521,0,-,- codebook2-r18,2522,0,-,- codebook3-r18,2523,0,-,- codebook4-r18,2524,0,-,-	
T	ENUMERATED	e	ng1n4n1,ng1n2n2	-
T	ENUMERATED	e	ng2	-
T	ENUMERATED	e	ng4	-
T	ENUMERATED	e	ng8	-
T	ENUMERATED	e	first,second	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2529,0,-,- setup,2530,0,-,-	
T	NULL	n
T	PUSCH-ConfigDCI-0-3-r18	Q	0	resourceAllocationDCI-0-3-r18,2531,1,-,- rbg-SizeDCI-0-3-r18,2532,1,-,- resourceAllocationType1GranularityDCI-0-3-r18,2533,1,-,- numberOfBitsForRV-DCI-0-3-r18,2534,1,-,- harq-ProcessNumberSizeDCI-0-3-r18,2535,1,-,- uci-OnPUSCH-ListDCI-0-3-r18,2428,1,-,-	
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	config2,config3	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	INTEGER	i	0 2 0
T	INTEGER	i	0 5 0
T	SetupRelease	C	0	release,2537,0,-,- setup,2538,0,-,-	
T	NULL	n
T	ConfiguredGrantConfig	Q	1	frequencyHopping,2539,1,-,- cg-DMRS-Configuration,2291,0,-,- mcs-Table,2540,1,-,- mcs-TableTransformPrecoder,2541,1,-,- uci-OnPUSCH,2542,1,-,- resourceAllocation,2546,0,-,- rbg-Size,2547,1,-,- powerControlLoopToUse,2548,0,-,- p0-PUSCH-Alpha,2330,0,-,- transformPrecoder,2549,1,-,- nrofHARQ-Processes,2550,0,-,- repK,2551,0,-,- repK-RV,2552,1,-,- periodicity,2553,0,-,- configuredGrantTimer,2554,1,-,- rrc-ConfiguredUplinkGrant,2555,1,-,-	gcg-RetransmissionTimer-r16,2604,1,-,- cg-minDFI-Delay-r16,2605,1,-,- cg-nrofPUSCH-InSlot-r16,2606,1,-,- cg-nrofSlots-r16,2607,1,-,- cg-StartingOffsets-r16,2608,1,-,- cg-UCI-Multiplexing-r16,2615,1,-,- cg-COT-SharingOffset-r16,2616,1,-,- betaOffsetCG-UCI-r16,2617,1,-,- cg-COT-SharingList-r16,2618,1,-,- harq-ProcID-Offset-r16,2625,1,-,- harq-ProcID-Offset2-r16,2626,1,-,- configuredGrantConfigIndex-r16,2627,1,-,- configuredGrantConfigIndexMAC-r16,1661,1,-,- periodicityExt-r16,2628,1,-,- startingFromRV0-r16,2629,1,-,- phy-PriorityIndex-r16,2630,1,-,- autonomousTx-r16,2631,1,-,-;gcg-betaOffsetsCrossPri0-r17,2632,1,-,- cg-betaOffsetsCrossPri1-r17,2632,1,-,- mappingPattern-r17,2636,1,-,- sequenceOffsetForRV-r17,2637,1,-,- p0-PUSCH-Alpha2-r17,2330,1,-,- powerControlLoopToUse2-r17,2638,1,-,- cg-COT-SharingList-r17,2639,1,-,- periodicityExt-r17,2645,1,-,- repK-v1710,2646,1,-,- nrofHARQ-Processes-v1700,2647,1,-,- harq-ProcID-Offset2-v1700,2648,1,-,- configuredGrantTimer-v1700,2649,1,-,- cg-minDFI-Delay-v1710,2650,1,-,-;gharq-ProcID-Offset-v1730,2651,1,-,- cg-nrofSlots-r17,2652,1,-,-;gdisableCG-RetransmissionMonitoring-r18,2653,1,-,- nrofSlotsInCG-Period-r18,2654,1,-,- uto-UCI-Config-r18,2655,1,-,-;gprecodingAndNumberOfLayers-v1850,2658,1,-,- srs-ResourceIndicator-v1850,2659,1,-,-
T	ENUMERATED	e	intraSlot,interSlot	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	ENUMERATED	e	qam256,qam64LowSE	-
T	SetupRelease	C	0	release,2543,0,-,- setup,2544,0,-,-	
T	NULL	n
T	CG-UCI-OnPUSCH	C	0	dynamic,2545,0,-,- semiStatic,2362,0,-,-	
T	SEQUENCE OF	L	2362	1 4 0
T	ENUMERATED	e	resourceAllocationType0,resourceAllocationType1,dynamicSwitch	-
T	ENUMERATED	e	config2	-
T	ENUMERATED	e	n0,n1	-
T	ENUMERATED	e	enabled,disabled	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	s1-0231,s2-0303,s3-0000	-
T	ENUMERATED	e	sym2,sym7,sym1x14,sym2x14,sym4x14,sym5x14,sym8x14,sym10x14,sym16x14,sym20x14,sym32x14,sym40x14,sym64x14,sym80x14,sym128x14,sym160x14,sym256x14,sym320x14,sym512x14,sym640x14,sym1024x14,sym1280x14,sym2560x14,sym5120x14,sym6,sym1x12,sym2x12,sym4x12,sym5x12,sym8x12,sym10x12,sym16x12,sym20x12,sym32x12,sym40x12,sym64x12,sym80x12,sym128x12,sym160x12,sym256x12,sym320x12,sym512x12,sym640x12,sym1280x12,sym2560x12	-
T	INTEGER	i	1 64 0
T	SEQUENCE	Q	1	timeDomainOffset,2556,0,-,- timeDomainAllocation,2557,0,-,- frequencyDomainAllocation,2558,0,-,- antennaPort,2559,0,-,- dmrs-SeqInitialization,2560,1,-,- precodingAndNumberOfLayers,2561,0,-,- srs-ResourceIndicator,2562,1,-,- mcsAndTBS,2563,0,-,- frequencyHoppingOffset,2564,1,-,- pathlossReferenceIndex,2565,0,-,-	gpusch-RepTypeIndicator-r16,2566,1,-,- frequencyHoppingPUSCH-RepTypeB-r16,2567,1,-,- timeReferenceSFN-r16,2568,1,-,-;gpathlossReferenceIndex2-r17,2569,1,-,- srs-ResourceIndicator2-r17,2570,1,-,- precodingAndNumberOfLayers2-r17,2571,1,-,- timeDomainAllocation-v1710,2572,1,-,- timeDomainOffset-r17,2573,1,-,- cg-SDT-Configuration-r17,2574,1,-,-;gsrs-ResourceSetId-r18,2587,1,-,- cg-LTM-Configuration-r18,2588,1,-,- cg-SDT-PeriodicityExt-r18,2601,1,-,- timeReferenceHyperSFN-r18,2602,1,-,- cg-RRC-Configuration-r18,2588,1,-,- applyIndicatedTCI-State-r18,2603,1,-,-
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
T	CG-SDT-Configuration-r17	Q	0	cg-SDT-RetransmissionTimer,2575,1,-,- sdt-SSB-Subset-r17,2576,1,-,- sdt-SSB-PerCG-PUSCH-r17,2580,1,-,- sdt-P0-PUSCH-r17,2581,1,-,- sdt-Alpha-r17,2582,1,-,- sdt-DMRS-Ports-r17,2583,1,-,- sdt-NrofDMRS-Sequences-r17,2586,1,-,-	
T	INTEGER	i	1 64 0
T	CHOICE	C	0	shortBitmap-r17,2577,0,-,- mediumBitmap-r17,2578,0,-,- longBitmap-r17,2579,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ENUMERATED	e	oneEighth,oneFourth,half,one,two,four,eight,sixteen	-
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	CHOICE	C	0	dmrsType1-r17,2584,0,-,- dmrsType2-r17,2585,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	12 12 0
T	INTEGER	i	1 2 0
T	SRS-ResourceSetId	i	0 15 0
T	CG-RRC-Configuration-r18	Q	1	cg-RRC-RetransmissionTimer-r18,2589,1,-,- cg-RRC-RSRP-ThresholdSSB-r18,349,1,-,- rrc-SSB-Subset-r18,2590,1,-,- rrc-SSB-PerCG-PUSCH-r18,2594,1,-,- rrc-P0-PUSCH-r18,2595,1,-,- rrc-Alpha-r18,2596,1,-,- rrc-DMRS-Ports-r18,2597,1,-,- rrc-NrofDMRS-Sequences-r18,2600,1,-,-	
T	INTEGER	i	1 288 0
T	CHOICE	C	0	shortBitmap-r18,2591,0,-,- mediumBitmap-r18,2592,0,-,- longBitmap-r18,2593,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ENUMERATED	e	oneEighth,oneFourth,half,one,two,four,eight,sixteen	-
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	CHOICE	C	0	dmrsType1-r18,2598,0,-,- dmrsType2-r18,2599,0,-,-	
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
T	CG-StartingOffsets-r16	Q	0	cg-StartingFullBW-InsideCOT-r16,2609,1,-,- cg-StartingFullBW-OutsideCOT-r16,2611,1,-,- cg-StartingPartialBW-InsideCOT-r16,2613,1,-,- cg-StartingPartialBW-OutsideCOT-r16,2614,1,-,-	
T	SEQUENCE OF	L	2610	1 7 0
T	INTEGER	i	0 6 0
T	SEQUENCE OF	L	2612	1 7 0
T	INTEGER	i	0 6 0
T	INTEGER	i	0 6 0
T	INTEGER	i	0 6 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	1 39 0
T	INTEGER	i	0 31 0
T	SEQUENCE OF	L	2619	1 1709 0
T	CG-COT-Sharing-r16	C	0	noCOT-Sharing-r16,2620,0,-,- cot-Sharing-r16,2621,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	duration-r16,2622,0,-,- offset-r16,2623,0,-,- channelAccessPriority-r16,2624,0,-,-	
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
T	SetupRelease	C	0	release,2633,0,-,- setup,2634,0,-,-	
T	NULL	n
T	BetaOffsetsCrossPriSelCG-r17	C	0	dynamic-r17,2635,0,-,- semiStatic-r17,2475,0,-,-	
T	SEQUENCE OF	L	2475	1 4 0
T	ENUMERATED	e	cyclicMapping,sequentialMapping	-
T	INTEGER	i	0 3 0
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	2640	1 50722 0
T	CG-COT-Sharing-r17	C	0	noCOT-Sharing-r17,2641,0,-,- cot-Sharing-r17,2642,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	duration-r17,2643,0,-,- offset-r17,2644,0,-,-	
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
T	SEQUENCE	Q	1	nrofBitsInUTO-UCI-r18,2656,0,-,- betaOffsetUTO-UCI-r18,2657,0,-,-	
T	INTEGER	i	3 8 0
T	INTEGER	i	0 31 0
T	INTEGER	i	64 1023 0
T	INTEGER	i	16 255 0
T	SetupRelease	C	0	release,2661,0,-,- setup,2662,0,-,-	
T	NULL	n
T	SRS-Config	Q	1	srs-ResourceSetToReleaseList,2663,1,-,- srs-ResourceSetToAddModList,2664,1,-,- srs-ResourceToReleaseList,2688,1,-,- srs-ResourceToAddModList,2689,1,-,- tpc-Accumulation,2777,1,-,-	gsrs-RequestDCI-1-2-r16,2778,1,-,- srs-RequestDCI-0-2-r16,2779,1,-,- srs-ResourceSetToAddModListDCI-0-2-r16,2780,1,-,- srs-ResourceSetToReleaseListDCI-0-2-r16,2781,1,-,- srs-PosResourceSetToReleaseList-r16,2782,1,-,- srs-PosResourceSetToAddModList-r16,2783,1,-,- srs-PosResourceToReleaseList-r16,2784,1,-,- srs-PosResourceToAddModList-r16,2785,1,-,-;gdci-TriggeringPosResourceSetLink-r18,2786,1,-,-
T	SEQUENCE OF	L	2587	1 16 0
T	SEQUENCE OF	L	2665	1 16 0
T	SRS-ResourceSet	Q	1	srs-ResourceSetId,2587,0,-,- srs-ResourceIdList,2666,1,-,- resourceType,2667,0,-,- usage,2675,0,-,- alpha,37,1,-,- p0,2676,1,-,- pathlossReferenceRS,2677,1,-,- srs-PowerControlAdjustmentStates,2678,1,-,-	gpathlossReferenceRSList-r16,2679,1,-,-;gusagePDC-r17,2684,1,-,- availableSlotOffsetList-r17,2685,1,-,- followUnifiedTCI-StateSRS-r17,2686,1,-,-;gapplyIndicatedTCI-State-r18,2687,1,-,-
T	SEQUENCE OF	L	118	1 16 0
T	CHOICE	C	0	aperiodic,2668,0,-,- semi-persistent,2673,0,-,- periodic,2674,0,-,-	
T	SEQUENCE	Q	1	aperiodicSRS-ResourceTrigger,2669,0,-,- csi-RS,115,1,-,- slotOffset,2670,1,-,-	gaperiodicSRS-ResourceTriggerList,2671,1,-,-
T	INTEGER	i	1 3 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	2672	1 2 0
T	INTEGER	i	1 3 0
T	SEQUENCE	Q	1	associatedCSI-RS,115,1,-,-	
T	SEQUENCE	Q	1	associatedCSI-RS,115,1,-,-	
T	ENUMERATED	e	beamManagement,codebook,nonCodebook,antennaSwitching	-
T	INTEGER	i	-202 24 0
T	PathlossReferenceRS-Config	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	ENUMERATED	e	sameAsFci2,separateClosedLoop	-
T	SetupRelease	C	0	release,2680,0,-,- setup,2681,0,-,-	
T	NULL	n
T	PathlossReferenceRSList-r16	L	2682	1 64 0
T	PathlossReferenceRS-r16	Q	0	srs-PathlossReferenceRS-Id-r16,2683,0,-,- pathlossReferenceRS-r16,2677,0,-,-	
T	SRS-PathlossReferenceRS-Id-r16	i	0 63 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	644	1 4 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	first,second	-
T	SEQUENCE OF	L	118	1 64 0
T	SEQUENCE OF	L	2690	1 64 0
T	SRS-Resource	Q	1	srs-ResourceId,118,0,-,- nrofSRS-Ports,2691,0,-,- ptrs-PortIndex,2692,1,-,- transmissionComb,2693,0,-,- resourceMapping,2700,0,-,- freqDomainPosition,2704,0,-,- freqDomainShift,2705,0,-,- freqHopping,2706,0,-,- groupOrSequenceHopping,2710,0,-,- resourceType,2711,0,-,- sequenceId,2733,0,-,- spatialRelationInfo,2734,1,-,-	gresourceMapping-r16,2737,1,-,-;gspatialRelationInfo-PDC-r17,2741,1,-,- resourceMapping-r17,2747,1,-,- partialFreqSounding-r17,2751,1,-,- transmissionComb-n8-r17,2756,1,-,- srs-TCI-State-r17,2759,1,-,-;grepetitionFactor-v1730,2761,1,-,- srs-DLorJointTCI-State-v1730,2762,1,-,-;gnrofSRS-Ports-n8-r18,2763,1,-,- combOffsetHopping-r18,2764,1,-,- cyclicShiftHopping-r18,2770,1,-,-
T	ENUMERATED	e	port1,ports2,ports4	-
T	ENUMERATED	e	n0,n1	-
T	CHOICE	C	0	n2,2694,0,-,- n4,2697,0,-,-	
T	SEQUENCE	Q	0	combOffset-n2,2695,0,-,- cyclicShift-n2,2696,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	combOffset-n4,2698,0,-,- cyclicShift-n4,2699,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 11 0
T	SEQUENCE	Q	0	startPosition,2701,0,-,- nrofSymbols,2702,0,-,- repetitionFactor,2703,0,-,-	
T	INTEGER	i	0 5 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	0 67 0
T	INTEGER	i	0 268 0
T	SEQUENCE	Q	0	c-SRS,2707,0,-,- b-SRS,2708,0,-,- b-hop,2709,0,-,-	
T	INTEGER	i	0 63 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	neither,groupHopping,sequenceHopping	-
T	CHOICE	C	0	aperiodic,2712,0,-,- semi-persistent,2713,0,-,- periodic,2732,0,-,-	
T	SEQUENCE	Q	1		
T	SEQUENCE	Q	1	periodicityAndOffset-sp,2714,0,-,-	
T	SRS-PeriodicityAndOffset	C	0	sl1,2715,0,-,- sl2,2716,0,-,- sl4,2717,0,-,- sl5,2718,0,-,- sl8,2719,0,-,- sl10,2720,0,-,- sl16,2721,0,-,- sl20,2722,0,-,- sl32,2723,0,-,- sl40,2724,0,-,- sl64,2725,0,-,- sl80,2726,0,-,- sl160,2727,0,-,- sl320,2728,0,-,- sl640,2729,0,-,- sl1280,2730,0,-,- sl2560,2731,0,-,-	
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
T	SEQUENCE	Q	1	periodicityAndOffset-p,2714,0,-,-	
T	INTEGER	i	0 1023 0
T	SRS-SpatialRelationInfo	Q	0	servingCellId,113,1,-,- referenceSignal,2735,0,-,-	
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,- srs,2736,0,-,-	
T	SEQUENCE	Q	0	resourceId,118,0,-,- uplinkBWP,119,0,-,-	
T	SEQUENCE	Q	0	startPosition-r16,2738,0,-,- nrofSymbols-r16,2739,0,-,- repetitionFactor-r16,2740,0,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	SetupRelease	C	0	release,2742,0,-,- setup,2743,0,-,-	
T	NULL	n
T	SpatialRelationInfo-PDC-r17	Q	1	referenceSignal,2744,0,-,-	
T	CHOICE	C	1	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,- dl-PRS-PDC,2745,0,-,- srs,2746,0,-,-	
T	NR-DL-PRS-ResourceID-r17	i	0 63 0
T	SEQUENCE	Q	0	resourceId,118,0,-,- uplinkBWP,119,0,-,-	
T	SEQUENCE	Q	0	startPosition-r17,2748,0,-,- nrofSymbols-r17,2749,0,-,- repetitionFactor-r17,2750,0,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4,n8,n10,n12,n14	-
T	ENUMERATED	e	n1,n2,n4,n5,n6,n7,n8,n10,n12,n14	-
T	SEQUENCE	Q	0	startRBIndexFScaling-r17,2752,0,-,- enableStartRBHopping-r17,2755,1,-,-	
T	CHOICE	C	0	startRBIndexAndFreqScalingFactor2-r17,2753,0,-,- startRBIndexAndFreqScalingFactor4-r17,2754,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	enable	-
T	SEQUENCE	Q	0	combOffset-n8-r17,2757,0,-,- cyclicShift-n8-r17,2758,0,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 5 0
T	CHOICE	C	0	srs-UL-TCI-State,2760,0,-,- srs-DLorJointTCI-State,1092,0,-,-	
T	TCI-UL-StateId-r17	i	0 63 0
T	ENUMERATED	e	n3	-
T	SEQUENCE	Q	0	cellAndBWP-r17,157,0,-,-	
T	ENUMERATED	e	ports8,ports8tdm	-
T	SEQUENCE	Q	0	hoppingId-r18,2765,1,-,- hoppingSubset-r18,2766,1,-,- hoppingWithRepetition-r18,2769,1,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	transmissionComb-n4,2767,0,-,- transmissionComb-n8,2768,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	ENUMERATED	e	symbol,repetition	-
T	SEQUENCE	Q	0	hoppingId-r18,2771,1,-,- hoppingSubset-r18,2772,1,-,- hoppingFinerGranularity-r18,2776,1,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	transmissionComb-n2,2773,0,-,- transmissionComb-n4,2774,0,-,- transmissionComb-n8,2775,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	12 12 0
T	BIT STRING	B	6 6 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	disabled	-
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SEQUENCE OF	L	2665	1 16 0
T	SEQUENCE OF	L	2587	1 16 0
T	SEQUENCE OF	L	26	1 16 0
T	SEQUENCE OF	L	28	1 16 0
T	SEQUENCE OF	L	30	1 64 0
T	SEQUENCE OF	L	58	1 64 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2788,0,-,- setup,2789,0,-,-	
T	NULL	n
T	BeamFailureRecoveryConfig	Q	1	rootSequenceIndex-BFR,2790,1,-,- rach-ConfigBFR,319,1,-,- rsrp-ThresholdSSB,349,1,-,- candidateBeamRSList,2791,1,-,- ssb-perRACH-Occasion,2793,1,-,- ra-ssb-OccasionMaskIndex,2794,1,-,- recoverySearchSpaceId,1211,1,-,- ra-Prioritization,356,1,-,- beamFailureRecoveryTimer,2795,1,-,-	gmsg1-SubcarrierSpacing,45,1,-,-;gra-PrioritizationTwoStep-r16,356,1,-,- candidateBeamRSListExt-v1610,2796,1,-,-;gspCell-BFR-CBRA-r16,2799,1,-,-
T	INTEGER	i	0 137 0
T	SEQUENCE OF	L	2792	1 16 0
T	PRACH-ResourceDedicatedBFR	C	0	ssb,1622,0,-,- csi-RS,1618,0,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	INTEGER	i	0 15 0
T	ENUMERATED	e	ms10,ms20,ms40,ms60,ms80,ms100,ms150,ms200	-
T	SetupRelease	C	0	release,2797,0,-,- setup,2798,0,-,-	
T	NULL	n
T	CandidateBeamRSListExt-r16	L	2792	1 48 0
T	ENUMERATED	e	true	-
T	INTEGER	i	1 28 0
T	INTEGER	i	1 28 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,2804,0,-,- setup,2805,0,-,-	
T	NULL	n
T	PUCCH-ConfigurationList-r16	L	2078	1 2 0
T	SetupRelease	C	0	release,2807,0,-,- setup,2808,0,-,-	
T	NULL	n
T	LBT-FailureRecoveryConfig-r16	Q	1	lbt-FailureInstanceMaxCount-r16,2809,0,-,- lbt-FailureDetectionTimer-r16,2810,0,-,-	
T	ENUMERATED	e	n4,n8,n16,n32,n64,n128	-
T	ENUMERATED	e	ms10,ms20,ms40,ms80,ms160,ms320	-
T	ConfiguredGrantConfigToAddModList-r16	L	2538	1 12 0
T	ConfiguredGrantConfigToReleaseList-r16	L	2627	1 12 0
T	ConfiguredGrantConfigType2DeactivationStateList-r16	L	2814	1 16 0
T	ConfiguredGrantConfigType2DeactivationState-r16	L	2627	1 12 0
T	CHOICE	C	0	explicitlist,2816,0,-,- unifiedTCI-StateRef-r17,157,0,-,-	
T	SEQUENCE	Q	0	ul-TCI-ToAddModList-r17,2817,1,-,- ul-TCI-ToReleaseList-r17,2821,1,-,-	
T	SEQUENCE OF	L	2818	1 64 0
T	TCI-UL-State-r17	Q	1	tci-UL-StateId-r17,2760,0,-,- servingCellId-r17,113,1,-,- bwp-Id-r17,119,1,-,- referenceSignal-r17,2819,0,-,- additionalPCI-r17,316,1,-,- ul-powerControl-r17,1769,1,-,- pathlossReferenceRS-Id-r17,1768,1,-,-	gtag-Id-ptr-r18,2820,1,-,-
T	CHOICE	C	0	ssb-Index-r17,40,0,-,- csi-RS-Index-r17,115,0,-,- srs-r17,118,0,-,-	
T	ENUMERATED	e	n0,n1	-
T	SEQUENCE OF	L	2760	1 64 0
T	SEQUENCE OF	L	2823	1 64 0
T	PathlossReferenceRS-r17	Q	0	pathlossReferenceRS-Id-r17,1768,0,-,- referenceSignal-r17,2824,0,-,- additionalPCI-r17,316,1,-,-	
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	SEQUENCE OF	L	1768	1 64 0
T	BWP-UplinkDedicatedSDT-r17	Q	1	pusch-Config-r17,2284,1,-,- configuredGrantConfigToAddModList-r17,2811,1,-,- configuredGrantConfigToReleaseList-r17,2812,1,-,-	
T	BandCombination	Q	0	bandList,2828,0,-,- featureSetCombination,2834,0,-,- ca-ParametersEUTRA,2835,1,-,- ca-ParametersNR,2842,1,-,- mrdc-Parameters,2851,1,-,- supportedBandwidthCombinationSet,2862,1,-,- powerClass-v1530,2863,1,-,-	
T	SEQUENCE OF	L	2829	1 32 0
T	BandParameters	C	0	eutra,2830,0,-,- nr,2832,0,-,-	
T	SEQUENCE	Q	0	bandEUTRA,295,0,-,- ca-BandwidthClassDL-EUTRA,2831,1,-,- ca-BandwidthClassUL-EUTRA,2831,1,-,-	
T	CA-BandwidthClassEUTRA	e	a,b,c,d,e,f	+
T	SEQUENCE	Q	0	bandNR,280,0,-,- ca-BandwidthClassDL-NR,2833,1,-,- ca-BandwidthClassUL-NR,2833,1,-,-	
T	CA-BandwidthClassNR	e	a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q	+r2-v1730,r3-v1730,r4-v1730,r5-v1730,r6-v1730,r7-v1730,r8-v1730,r9-v1730,r10-v1730,r11-v1730,r12-v1730,v-v1770,w-v1770
T	FeatureSetCombinationId	i	0 1024 0
T	CA-ParametersEUTRA	Q	1	multipleTimingAdvance,2836,1,-,- simultaneousRx-Tx,2837,1,-,- supportedNAICS-2CRS-AP,2838,1,-,- additionalRx-Tx-PerformanceReq,2839,1,-,- ue-CA-PowerClass-N,2840,1,-,- supportedBandwidthCombinationSetEUTRA-v1530,2841,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	1 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	class2	-
T	BIT STRING	B	1 32 0
T	CA-ParametersNR	Q	1	dummy,2843,1,-,- parallelTxSRS-PUCCH-PUSCH,2844,1,-,- parallelTxPRACH-SRS-PUCCH-PUSCH,2845,1,-,- simultaneousRxTxInterBandCA,2846,1,-,- simultaneousRxTxSUL,2847,1,-,- diffNumerologyAcrossPUCCH-Group,2848,1,-,- diffNumerologyWithinPUCCH-GroupSmallerSCS,2849,1,-,- supportedNumberTAG,2850,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n3,n4	-
T	MRDC-Parameters	Q	1	singleUL-Transmission,2852,1,-,- dynamicPowerSharingENDC,2853,1,-,- tdm-Pattern,2854,1,-,- ul-SharingEUTRA-NR,2855,1,-,- ul-SwitchingTimeEUTRA-NR,2856,1,-,- simultaneousRxTxInterBandENDC,2857,1,-,- asyncIntraBandENDC,2858,1,-,-	gdualPA-Architecture,2859,1,-,- intraBandENDC-Support,2860,1,-,- ul-TimingAlignmentEUTRA-NR,2861,1,-,-
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
T	BandCombination-UplinkTxSwitch-r16	Q	1	bandCombination-r16,2827,0,-,- bandCombination-v1540,2865,1,-,- bandCombination-v1560,2890,1,-,- bandCombination-v1570,2899,1,-,- bandCombination-v1580,2902,1,-,- bandCombination-v1590,2905,1,-,- bandCombination-v1610,2909,1,-,- supportedBandPairListNR-r16,3021,0,-,- uplinkTxSwitching-OptionSupport-r16,3027,1,-,- uplinkTxSwitching-PowerBoosting-r16,3028,1,-,-	guplinkTxSwitching-PUSCH-TransCoherence-r16,3029,1,-,-
T	BandCombination-v1540	Q	0	bandList-v1540,2866,0,-,- ca-ParametersNR-v1540,2883,1,-,-	
T	SEQUENCE OF	L	2867	1 32 0
T	BandParameters-v1540	Q	0	srs-CarrierSwitch,2868,1,-,- srs-TxSwitch,2879,1,-,-	
T	CHOICE	C	0	nr,2869,0,-,- eutra,2874,0,-,-	
T	SEQUENCE	Q	0	srs-SwitchingTimesListNR,2870,0,-,-	
T	SEQUENCE OF	L	2871	1 32 0
T	SRS-SwitchingTimeNR	Q	0	switchingTimeDL,2872,1,-,- switchingTimeUL,2873,1,-,-	
T	ENUMERATED	e	n0us,n30us,n100us,n140us,n200us,n300us,n500us,n900us	-
T	ENUMERATED	e	n0us,n30us,n100us,n140us,n200us,n300us,n500us,n900us	-
T	SEQUENCE	Q	0	srs-SwitchingTimesListEUTRA,2875,0,-,-	
T	SEQUENCE OF	L	2876	1 32 0
T	SRS-SwitchingTimeEUTRA	Q	0	switchingTimeDL,2877,1,-,- switchingTimeUL,2878,1,-,-	
T	ENUMERATED	e	n0,n0dot5,n1,n1dot5,n2,n2dot5,n3,n3dot5,n4,n4dot5,n5,n5dot5,n6,n6dot5,n7	-
T	ENUMERATED	e	n0,n0dot5,n1,n1dot5,n2,n2dot5,n3,n3dot5,n4,n4dot5,n5,n5dot5,n6,n6dot5,n7	-
T	SEQUENCE	Q	0	supportedSRS-TxPortSwitch,2880,0,-,- txSwitchImpactToRx,2881,1,-,- txSwitchWithAnotherBand,2882,1,-,-	
T	ENUMERATED	e	t1r2,t1r4,t2r4,t1r4-t2r4,t1r1,t2r2,t4r4,notSupported	-
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	CA-ParametersNR-v1540	Q	0	simultaneousSRS-AssocCSI-RS-AllCC,2884,1,-,- csi-RS-IM-ReceptionForFeedbackPerBandComb,2885,1,-,- simultaneousCSI-ReportsAllCC,2888,1,-,- dualPA-Architecture,2889,1,-,-	
T	INTEGER	i	5 32 0
T	SEQUENCE	Q	0	maxNumberSimultaneousNZP-CSI-RS-ActBWP-AllCC,2886,1,-,- totalNumberPortsSimultaneousNZP-CSI-RS-ActBWP-AllCC,2887,1,-,-	
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	INTEGER	i	5 32 0
T	ENUMERATED	e	supported	-
T	BandCombination-v1560	Q	0	ne-DC-BC,2891,1,-,- ca-ParametersNRDC,2892,1,-,- ca-ParametersEUTRA-v1560,2897,1,-,- ca-ParametersNR-v1560,2895,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC	Q	0	ca-ParametersNR-ForDC,2842,1,-,- ca-ParametersNR-ForDC-v1540,2883,1,-,- ca-ParametersNR-ForDC-v1550,2893,1,-,- ca-ParametersNR-ForDC-v1560,2895,1,-,- featureSetCombinationDC,2834,1,-,-	
T	CA-ParametersNR-v1550	Q	0	dummy,2894,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNR-v1560	Q	0	diffNumerologyWithinPUCCH-GroupLargerSCS,2896,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersEUTRA-v1560	Q	0	fd-MIMO-TotalWeightedLayers,2898,1,-,-	
T	INTEGER	i	2 128 0
T	BandCombination-v1570	Q	0	ca-ParametersEUTRA-v1570,2900,0,-,-	
T	CA-ParametersEUTRA-v1570	Q	0	dl-1024QAM-TotalWeightedLayers,2901,1,-,-	
T	INTEGER	i	0 10 0
T	BandCombination-v1580	Q	0	mrdc-Parameters-v1580,2903,0,-,-	
T	MRDC-Parameters-v1580	Q	0	dynamicPowerSharingNEDC,2904,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-v1590	Q	0	supportedBandwidthCombinationSetIntraENDC,2906,1,-,- mrdc-Parameters-v1590,2907,0,-,-	
T	BIT STRING	B	1 32 0
T	MRDC-Parameters-v1590	Q	0	interBandContiguousMRDC,2908,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-v1610	Q	0	bandList-v1610,2910,1,-,- ca-ParametersNR-v1610,2914,1,-,- ca-ParametersNRDC-v1610,3001,1,-,- powerClass-v1610,3006,1,-,- powerClassNRPart-r16,3007,1,-,- featureSetCombinationDAPS-r16,2834,1,-,- mrdc-Parameters-v1620,3008,1,-,-	
T	SEQUENCE OF	L	2911	1 32 0
T	BandParameters-v1610	Q	0	srs-TxSwitch-v1610,2912,1,-,-	
T	SEQUENCE	Q	0	supportedSRS-TxPortSwitch-v1610,2913,0,-,-	
T	ENUMERATED	e	t1r1-t1r2,t1r1-t1r2-t1r4,t1r1-t1r2-t2r2-t2r4,t1r1-t1r2-t2r2-t1r4-t2r4,t1r1-t2r2,t1r1-t2r2-t4r4	-
T	CA-ParametersNR-v1610	Q	0	parallelTxMsgA-SRS-PUCCH-PUSCH-r16,2915,1,-,- msgA-SUL-r16,2916,1,-,- jointSearchSpaceSwitchAcrossCells-r16,2917,1,-,- half-DuplexTDD-CA-SameSCS-r16,2918,1,-,- scellDormancyWithinActiveTime-r16,2919,1,-,- scellDormancyOutsideActiveTime-r16,2920,1,-,- crossCarrierA-CSI-trigDiffSCS-r16,2921,1,-,- defaultQCL-CrossCarrierA-CSI-Trig-r16,2922,1,-,- interCA-NonAlignedFrame-r16,2923,1,-,- simul-SRS-Trans-BC-r16,2924,1,-,- interFreqDAPS-r16,2925,1,-,- codebookParametersPerBC-r16,2933,1,-,- blindDetectFactor-r16,2943,1,-,- pdcch-MonitoringCA-r16,2944,1,-,- pdcch-BlindDetectionCA-Mixed-r16,2947,1,-,- pdcch-BlindDetectionMCG-UE-r16,2951,1,-,- pdcch-BlindDetectionSCG-UE-r16,2952,1,-,- pdcch-BlindDetectionMCG-UE-Mixed-r16,2953,1,-,- pdcch-BlindDetectionSCG-UE-Mixed-r16,2956,1,-,- crossCarrierSchedulingDL-DiffSCS-r16,2959,1,-,- crossCarrierSchedulingDefaultQCL-r16,2960,1,-,- crossCarrierSchedulingUL-DiffSCS-r16,2961,1,-,- simul-SRS-MIMO-Trans-BC-r16,2962,1,-,- codebookParametersAdditionPerBC-r16,2963,1,-,- codebookComboParametersAdditionPerBC-r16,2972,1,-,-	
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
T	SEQUENCE	Q	0	interFreqAsyncDAPS-r16,2926,1,-,- interFreqDiffSCS-DAPS-r16,2927,1,-,- interFreqMultiUL-TransmissionDAPS-r16,2928,1,-,- interFreqSemiStaticPowerSharingDAPS-Mode1-r16,2929,1,-,- interFreqSemiStaticPowerSharingDAPS-Mode2-r16,2930,1,-,- interFreqDynamicPowerSharingDAPS-r16,2931,1,-,- interFreqUL-TransCancellationDAPS-r16,2932,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	short,long	-
T	ENUMERATED	e	supported	-
T	CodebookParameters-v1610	Q	0	supportedCSI-RS-ResourceListAlt-r16,2934,1,-,-	
T	SEQUENCE	Q	0	type1-SinglePanel-r16,2935,1,-,- type1-MultiPanel-r16,2937,1,-,- type2-r16,2939,1,-,- type2-PortSelection-r16,2941,1,-,-	
T	SEQUENCE OF	L	2936	1 7 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2938	1 7 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2940	1 7 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2942	1 7 0
T	INTEGER	i	0 511 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	maxNumberOfMonitoringCC-r16,2945,0,-,- supportedSpanArrangement-r16,2946,0,-,-	
T	INTEGER	i	2 16 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	SEQUENCE	Q	0	pdcch-BlindDetectionCA1-r16,2948,0,-,- pdcch-BlindDetectionCA2-r16,2949,0,-,- supportedSpanArrangement-r16,2950,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	INTEGER	i	1 14 0
T	INTEGER	i	1 14 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE1-r16,2954,0,-,- pdcch-BlindDetectionMCG-UE2-r16,2955,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionSCG-UE1-r16,2957,0,-,- pdcch-BlindDetectionSCG-UE2-r16,2958,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	ENUMERATED	e	low-to-high,high-to-low,both	-
T	ENUMERATED	e	diff-only,both	-
T	ENUMERATED	e	low-to-high,high-to-low,both	-
T	ENUMERATED	e	n2	-
T	CodebookParametersAdditionPerBC-r16	Q	0	etype2R1-r16,2964,1,-,- etype2R2-r16,2966,1,-,- etype2R1-PortSelection-r16,2968,1,-,- etype2R2-PortSelection-r16,2970,1,-,-	
T	SEQUENCE OF	L	2965	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2967	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2969	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2971	1 16 0
T	INTEGER	i	0 511 0
T	CodebookComboParametersAdditionPerBC-r16	Q	0	type1SP-Type2-null-r16,2973,1,-,- type1SP-Type2PS-null-r16,2975,1,-,- type1SP-eType2R1-null-r16,2977,1,-,- type1SP-eType2R2-null-r16,2979,1,-,- type1SP-eType2R1PS-null-r16,2981,1,-,- type1SP-eType2R2PS-null-r16,2983,1,-,- type1SP-Type2-Type2PS-r16,2985,1,-,- type1MP-Type2-null-r16,2987,1,-,- type1MP-Type2PS-null-r16,2989,1,-,- type1MP-eType2R1-null-r16,2991,1,-,- type1MP-eType2R2-null-r16,2993,1,-,- type1MP-eType2R1PS-null-r16,2995,1,-,- type1MP-eType2R2PS-null-r16,2997,1,-,- type1MP-Type2-Type2PS-r16,2999,1,-,-	
T	SEQUENCE OF	L	2974	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2976	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2978	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2980	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2982	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2984	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2986	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2988	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2990	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2992	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2994	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2996	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	2998	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3000	1 16 0
T	INTEGER	i	0 511 0
T	CA-ParametersNRDC-v1610	Q	0	intraFR-NR-DC-PwrSharingMode1-r16,3002,1,-,- intraFR-NR-DC-PwrSharingMode2-r16,3003,1,-,- intraFR-NR-DC-DynamicPwrSharing-r16,3004,1,-,- asyncNRDC-r16,3005,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	short,long	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc1dot5	-
T	ENUMERATED	e	pc1,pc2,pc3,pc5	-
T	MRDC-Parameters-v1620	Q	0	maxUplinkDutyCycle-interBandENDC-TDD-PC2-r16,3009,1,-,- tdm-restrictionTDD-endc-r16,3017,1,-,- tdm-restrictionFDD-endc-r16,3018,1,-,- singleUL-HARQ-offsetTDD-PCell-r16,3019,1,-,- tdm-restrictionDualTX-FDD-endc-r16,3020,1,-,-	
T	SEQUENCE	Q	0	eutra-TDD-Config0-r16,3010,1,-,- eutra-TDD-Config1-r16,3011,1,-,- eutra-TDD-Config2-r16,3012,1,-,- eutra-TDD-Config3-r16,3013,1,-,- eutra-TDD-Config4-r16,3014,1,-,- eutra-TDD-Config5-r16,3015,1,-,- eutra-TDD-Config6-r16,3016,1,-,-	
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
T	SEQUENCE OF	L	3022	1 32 0
T	ULTxSwitchingBandPair-r16	Q	0	bandIndexUL1-r16,3023,0,-,- bandIndexUL2-r16,3024,0,-,- uplinkTxSwitchingPeriod-r16,3025,0,-,- uplinkTxSwitching-DL-Interruption-r16,3026,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n35us,n140us,n210us	-
T	BIT STRING	B	1 32 0
T	ENUMERATED	e	switchedUL,dualUL,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	nonCoherent,fullCoherent	-
T	BandCombination-UplinkTxSwitch-v1630	Q	0	bandCombination-v1630,3031,1,-,-	
T	BandCombination-v1630	Q	0	ca-ParametersNR-v1630,3032,1,-,- ca-ParametersNRDC-v1630,3040,1,-,- mrdc-Parameters-v1630,3041,1,-,- supportedTxBandCombListPerBC-Sidelink-r16,3046,1,-,- supportedRxBandCombListPerBC-Sidelink-r16,3047,1,-,- scalingFactorTxSidelink-r16,3048,1,-,- scalingFactorRxSidelink-r16,3050,1,-,-	
T	CA-ParametersNR-v1630	Q	0	simulTX-SRS-AntSwitchingInterBandUL-CA-r16,3033,1,-,- beamManagementType-r16,3037,1,-,- intraBandFreqSeparationUL-AggBW-GapBW-r16,3038,1,-,- interCA-NonAlignedFrame-B-r16,3039,1,-,-	
T	SimulSRS-ForAntennaSwitching-r16	Q	0	supportSRS-xTyR-xLessThanY-r16,3034,1,-,- supportSRS-xTyR-xEqualToY-r16,3035,1,-,- supportSRS-AntennaSwitching-r16,3036,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	ibm,dummy	-
T	ENUMERATED	e	classI,classII,classIII	-
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1630	Q	0	ca-ParametersNR-ForDC-v1610,2914,1,-,- ca-ParametersNR-ForDC-v1630,3032,1,-,-	
T	MRDC-Parameters-v1630	Q	0	maxUplinkDutyCycle-interBandENDC-FDD-TDD-PC2-r16,3042,1,-,- interBandMRDC-WithOverlapDL-Bands-r16,3045,1,-,-	
T	SEQUENCE	Q	0	maxUplinkDutyCycle-FDD-TDD-EN-DC1-r16,3043,1,-,- maxUplinkDutyCycle-FDD-TDD-EN-DC2-r16,3044,1,-,-	
T	ENUMERATED	e	n30,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n30,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	1 65536 0
T	BIT STRING	B	1 65536 0
T	SEQUENCE OF	L	3049	1 65536 0
T	ScalingFactorSidelink-r16	e	f0p4,f0p75,f0p8,f1	-
T	SEQUENCE OF	L	3049	1 65536 0
T	BandCombination-UplinkTxSwitch-v1640	Q	0	bandCombination-v1640,3052,1,-,-	
T	BandCombination-v1640	Q	0	ca-ParametersNR-v1640,3053,1,-,- ca-ParametersNRDC-v1640,3070,1,-,-	
T	CA-ParametersNR-v1640	Q	0	uplinkTxDC-TwoCarrierReport-r16,3054,1,-,- maxUpTo3Diff-NumerologiesConfigSinglePUCCH-grp-r16,3055,1,-,- maxUpTo4Diff-NumerologiesConfigSinglePUCCH-grp-r16,3055,1,-,- twoPUCCH-Grp-ConfigurationsList-r16,3060,1,-,- diffNumerologyAcrossPUCCH-Group-CarrierTypes-r16,3063,1,-,- diffNumerologyWithinPUCCH-GroupSmallerSCS-CarrierTypes-r16,3064,1,-,- diffNumerologyWithinPUCCH-GroupLargerSCS-CarrierTypes-r16,3065,1,-,- pdcch-MonitoringCA-NonAlignedSpan-r16,3066,1,-,- pdcch-BlindDetectionCA-Mixed-NonAlignedSpan-r16,3067,1,-,-	
T	ENUMERATED	e	supported	-
T	PUCCH-Grp-CarrierTypes-r16	Q	0	fr1-NonSharedTDD-r16,3056,1,-,- fr1-SharedTDD-r16,3057,1,-,- fr1-NonSharedFDD-r16,3058,1,-,- fr2-r16,3059,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	3061	1 32 0
T	TwoPUCCH-Grp-Configurations-r16	Q	0	pucch-PrimaryGroupMapping-r16,3062,0,-,- pucch-SecondaryGroupMapping-r16,3062,0,-,-	
T	TwoPUCCH-Grp-ConfigParams-r16	Q	0	pucch-GroupMapping-r16,3055,0,-,- pucch-TX-r16,3055,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 16 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionCA1-r16,3068,0,-,- pdcch-BlindDetectionCA2-r16,3069,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	CA-ParametersNRDC-v1640	Q	0	ca-ParametersNR-ForDC-v1640,3053,1,-,-	
T	BandCombination-UplinkTxSwitch-v1650	Q	0	bandCombination-v1650,3072,1,-,-	
T	BandCombination-v1650	Q	0	ca-ParametersNRDC-v1650,3073,1,-,-	
T	CA-ParametersNRDC-v1650	Q	0	supportedCellGrouping-r16,3074,1,-,-	
T	BIT STRING	B	1 32 0
T	BandCombination-UplinkTxSwitch-v1670	Q	0	bandCombination-v15g0,3076,1,-,-	
T	BandCombination-v15g0	Q	0	ca-ParametersNR-v15g0,3077,1,-,- ca-ParametersNRDC-v15g0,3079,1,-,- mrdc-Parameters-v15g0,3080,1,-,-	
T	CA-ParametersNR-v15g0	Q	0	simultaneousRxTxInterBandCAPerBandPair,3078,1,-,- simultaneousRxTxSULPerBandPair,3078,1,-,-	
T	SimultaneousRxTxPerBandPair	B	3 496 0
T	CA-ParametersNRDC-v15g0	Q	0	ca-ParametersNR-ForDC-v15g0,3077,1,-,-	
T	MRDC-Parameters-v15g0	Q	0	simultaneousRxTxInterBandENDCPerBandPair,3078,1,-,-	
T	BandCombination-UplinkTxSwitch-v1690	Q	0	bandCombination-v1690,3082,1,-,-	
T	BandCombination-v1690	Q	0	dummy,3083,1,-,-	
T	CA-ParametersNR-v1690	Q	0	csi-ReportingCrossPUCCH-Grp-r16,3084,1,-,-	
T	SEQUENCE	Q	0	computationTimeForA-CSI-r16,3085,0,-,- additionalSymbols-r16,3086,1,-,- sp-CSI-ReportingOnPUCCH-r16,3091,1,-,- sp-CSI-ReportingOnPUSCH-r16,3092,1,-,- carrierTypePairList-r16,3093,0,-,-	
T	ENUMERATED	e	sameAsNoCross,relaxed	-
T	SEQUENCE	Q	0	scs-15kHz-additionalSymbols-r16,3087,1,-,- scs-30kHz-additionalSymbols-r16,3088,1,-,- scs-60kHz-additionalSymbols-r16,3089,1,-,- scs-120kHz-additionalSymbols-r16,3090,1,-,-	
T	ENUMERATED	e	s14,s28	-
T	ENUMERATED	e	s14,s28	-
T	ENUMERATED	e	s14,s28,s56	-
T	ENUMERATED	e	s14,s28,s56	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	3094	1 16 0
T	CarrierTypePair-r16	Q	0	carrierForCSI-Measurement-r16,3055,0,-,- carrierForCSI-Reporting-r16,3055,0,-,-	
T	BandCombination-UplinkTxSwitch-v16a0	Q	0	bandCombination-v16a0,3096,1,-,-	
T	BandCombination-v16a0	Q	0	ca-ParametersNR-v16a0,3097,1,-,- ca-ParametersNRDC-v16a0,3108,1,-,-	
T	CA-ParametersNR-v16a0	Q	0	pdcch-BlindDetectionMixedList-r16,3098,0,-,-	
T	SEQUENCE OF	L	3099	1 7 0
T	PDCCH-BlindDetectionMixedList-r16	Q	0	pdcch-BlindDetectionCA-MixedExt-r16,3100,1,-,- pdcch-BlindDetectionCG-UE-MixedExt-r16,3104,1,-,-	
T	CHOICE	C	0	pdcch-BlindDetectionCA-Mixed-v16a0,3101,0,-,- pdcch-BlindDetectionCA-Mixed-NonAlignedSpan-v16a0,3101,0,-,-	
T	PDCCH-BlindDetectionCA-MixedExt-r16	Q	0	pdcch-BlindDetectionCA1-r16,3102,0,-,- pdcch-BlindDetectionCA2-r16,3103,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-v16a0,3105,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-v16a0,3105,0,-,-	
T	PDCCH-BlindDetectionCG-UE-MixedExt-r16	Q	0	pdcch-BlindDetectionCG-UE1-r16,3106,0,-,- pdcch-BlindDetectionCG-UE2-r16,3107,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	CA-ParametersNRDC-v16a0	Q	0	ca-ParametersNR-ForDC-v16a0,3097,1,-,-	
T	BandCombination-UplinkTxSwitch-v16e0	Q	0	bandCombination-v15n0,3110,1,-,-	
T	BandCombination-v15n0	Q	0	mrdc-Parameters-v15n0,3111,0,-,-	
T	MRDC-Parameters-v15n0	Q	0	intraBandENDC-Support-UL,3112,1,-,-	
T	ENUMERATED	e	non-contiguous,both	-
T	BandCombination-UplinkTxSwitch-v16j0	Q	0	bandCombination-v16j0,3114,1,-,-	
T	BandCombination-v16j0	Q	0	ca-ParametersNR-v16j0,3083,1,-,- ca-ParametersNRDC-v16j0,3115,1,-,-	
T	CA-ParametersNRDC-v16j0	Q	0	ca-ParametersNR-ForDC-v16j0,3083,1,-,-	
T	BandCombination-UplinkTxSwitch-v1700	Q	0	bandCombination-v1700,3117,1,-,- supportedBandPairListNR-v1700,3269,1,-,- uplinkTxSwitchingBandParametersList-v1700,3272,1,-,-	
T	BandCombination-v1700	Q	0	ca-ParametersNR-v1700,3118,1,-,- ca-ParametersNRDC-v1700,3251,1,-,- mrdc-Parameters-v1700,3257,1,-,- bandList-v1710,3261,1,-,- supportedBandCombListPerBC-SL-RelayDiscovery-r17,3267,1,-,- supportedBandCombListPerBC-SL-NonRelayDiscovery-r17,3268,1,-,-	
T	CA-ParametersNR-v1700	Q	0	codebookParametersfetype2PerBC-r17,3119,1,-,- demodulationEnhancementCA-r17,3126,1,-,- maxUplinkDutyCycle-interBandCA-PC2-r17,3127,1,-,- maxUplinkDutyCycle-SULcombination-PC2-r17,3128,1,-,- beamManagementType-CBM-r17,3129,1,-,- parallelTxPUCCH-PUSCH-r17,3130,1,-,- codebookComboParameterMixedTypePerBC-r17,3131,1,-,- mTRP-CSI-EnhancementPerBC-r17,3160,1,-,- codebookComboParameterMultiTRP-PerBC-r17,3169,1,-,- maxCC-32-DL-HARQ-ProcessFR2-2-r17,3230,1,-,- maxCC-32-UL-HARQ-ProcessFR2-2-r17,3231,1,-,- crossCarrierSchedulingSCell-SpCellTypeB-r17,3232,1,-,- crossCarrierSchedulingSCell-SpCellTypeA-r17,3232,1,-,- dci-FormatsPCellPSCellUSS-Sets-r17,3241,1,-,- disablingScalingFactorDeactSCell-r17,3242,1,-,- disablingScalingFactorDormantSCell-r17,3243,1,-,- non-AlignedFrameBoundaries-r17,3244,1,-,-	
T	CodebookParametersfetype2PerBC-r17	Q	0	fetype2basic-r17,3120,0,-,- fetype2R1-r17,3122,1,-,- fetype2R2-r17,3124,1,-,-	
T	SEQUENCE OF	L	3121	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3123	1 8 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3125	1 8 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookComboParameterMixedTypePerBC-r17	Q	0	type1SP-feType2PS-null-r17,3132,1,-,- type1SP-feType2PS-M2R1-null-r17,3134,1,-,- type1SP-feType2PS-M2R2-null-r17,3136,1,-,- type1SP-Type2-feType2-PS-M1-r17,3138,1,-,- type1SP-Type2-feType2-PS-M2R1-r17,3140,1,-,- type1SP-eType2R1-feType2-PS-M1-r17,3142,1,-,- type1SP-eType2R1-feType2-PS-M2R1-r17,3144,1,-,- type1MP-feType2PS-null-r17,3146,1,-,- type1MP-feType2PS-M2R1-null-r17,3148,1,-,- type1MP-feType2PS-M2R2-null-r17,3150,1,-,- type1MP-Type2-feType2-PS-M1-r17,3152,1,-,- type1MP-Type2-feType2-PS-M2R1-r17,3154,1,-,- type1MP-eType2R1-feType2-PS-M1-r17,3156,1,-,- type1MP-eType2R1-feType2-PS-M2R1-r17,3158,1,-,-	
T	SEQUENCE OF	L	3133	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3135	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3137	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3139	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3141	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3143	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3145	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3147	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3149	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3151	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3153	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3155	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3157	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3159	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	maxNumNZP-CSI-RS-r17,3161,0,-,- cSI-Report-mode-r17,3162,0,-,- supportedComboAcrossCCs-r17,3163,0,-,- codebookMode-NCJT-r17,3168,0,-,-	
T	INTEGER	i	2 8 0
T	ENUMERATED	e	mode1,mode2,both	-
T	SEQUENCE OF	L	3164	1 16 0
T	CSI-MultiTRP-SupportedCombinations-r17	Q	0	maxNumTx-Ports-r17,3165,0,-,- maxTotalNumCMR-r17,3166,0,-,- maxTotalNumTx-PortsNZP-CSI-RS-r17,3167,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n12,n16,n24,n32	-
T	INTEGER	i	2 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	mode1,mode1And2	-
T	CodebookComboParameterMultiTRP-PerBC-r17	Q	0	nCJT-null-null,3170,1,-,- nCJT1SP-null-null,3172,1,-,- nCJT-Type2-null-r16,3174,1,-,- nCJT-Type2PS-null-r16,3176,1,-,- nCJT-eType2R1-null-r16,3178,1,-,- nCJT-eType2R2-null-r16,3180,1,-,- nCJT-eType2R1PS-null-r16,3182,1,-,- nCJT-eType2R2PS-null-r16,3184,1,-,- nCJT-Type2-Type2PS-r16,3186,1,-,- nCJT1SP-Type2-null-r16,3188,1,-,- nCJT1SP-Type2PS-null-r16,3190,1,-,- nCJT1SP-eType2R1-null-r16,3192,1,-,- nCJT1SP-eType2R2-null-r16,3194,1,-,- nCJT1SP-eType2R1PS-null-r16,3196,1,-,- nCJT1SP-eType2R2PS-null-r16,3198,1,-,- nCJT1SP-Type2-Type2PS-r16,3200,1,-,- nCJT-feType2PS-null-r17,3202,1,-,- nCJT-feType2PS-M2R1-null-r17,3204,1,-,- nCJT-feType2PS-M2R2-null-r17,3206,1,-,- nCJT-Type2-feType2-PS-M1-r17,3208,1,-,- nCJT-Type2-feType2-PS-M2R1-r17,3210,1,-,- nCJT-eType2R1-feType2-PS-M1-r17,3212,1,-,- nCJT-eType2R1-feType2-PS-M2R1-r17,3214,1,-,- nCJT1SP-feType2PS-null-r17,3216,1,-,- nCJT1SP-feType2PS-M2R1-null-r17,3218,1,-,- nCJT1SP-feType2PS-M2R2-null-r1,3220,1,-,- nCJT1SP-Type2-feType2-PS-M1-r17,3222,1,-,- nCJT1SP-Type2-feType2-PS-M2R1-r17,3224,1,-,- nCJT1SP-eType2R1-feType2-PS-M1-r17,3226,1,-,- nCJT1SP-eType2R1-feType2-PS-M2R1-r17,3228,1,-,-	
T	SEQUENCE OF	L	3171	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3173	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3175	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3177	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3179	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3181	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3183	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3185	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3187	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3189	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3191	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3193	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3195	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3197	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3199	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3201	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3203	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3205	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3207	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3209	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3211	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3213	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3215	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3217	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3219	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3221	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3223	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3225	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3227	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3229	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n16,n32	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n8,n16,n32	-
T	CrossCarrierSchedulingSCell-SpCell-r17	Q	0	supportedSCS-Combinations-r17,3233,0,-,- pdcch-MonitoringOccasion-r17,3240,0,-,-	
T	SEQUENCE	Q	0	scs15kHz-15kHz-r17,3234,1,-,- scs15kHz-30kHz-r17,3235,1,-,- scs15kHz-60kHz-r17,3236,1,-,- scs30kHz-30kHz-r17,3237,1,-,- scs30kHz-60kHz-r17,3238,1,-,- scs60kHz-60kHz-r17,3239,1,-,-	
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
T	SEQUENCE	Q	0	scs15kHz-15kHz-r17,3245,1,-,- scs15kHz-30kHz-r17,3246,1,-,- scs15kHz-60kHz-r17,3247,1,-,- scs30kHz-30kHz-r17,3248,1,-,- scs30kHz-60kHz-r17,3249,1,-,- scs60kHz-60kHz-r17,3250,1,-,-	
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	BIT STRING	B	1 496 0
T	CA-ParametersNRDC-v1700	Q	0	simultaneousRxTx-IAB-MultipleParents-r17,3252,1,-,- condPSCellAdditionNRDC-r17,3253,1,-,- scg-ActivationDeactivationNRDC-r17,3254,1,-,- scg-ActivationDeactivationResumeNRDC-r17,3255,1,-,- beamManagementType-CBM-r17,3256,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MRDC-Parameters-v1700	Q	0	condPSCellAdditionENDC-r17,3258,1,-,- scg-ActivationDeactivationENDC-r17,3259,1,-,- scg-ActivationDeactivationResumeENDC-r17,3260,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	3262	1 32 0
T	BandParameters-v1710	Q	0	srs-AntennaSwitchingBeyond4RX-r17,3263,1,-,-	
T	SEQUENCE	Q	0	supportedSRS-TxPortSwitchBeyond4Rx-r17,3264,0,-,- entryNumberAffectBeyond4Rx-r17,3265,1,-,- entryNumberSwitchBeyond4Rx-r17,3266,1,-,-	
T	BIT STRING	B	11 11 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	BIT STRING	B	1 65536 0
T	BIT STRING	B	1 65536 0
T	SEQUENCE OF	L	3270	1 32 0
T	ULTxSwitchingBandPair-v1700	Q	0	uplinkTxSwitchingPeriod2T2T-r17,3271,1,-,-	
T	ENUMERATED	e	n35us,n140us,n210us	-
T	SEQUENCE OF	L	3273	1 32 0
T	UplinkTxSwitchingBandParameters-v1700	Q	0	bandIndex-r17,3274,0,-,- uplinkTxSwitching2T2T-PUSCH-TransCoherence-r17,3275,1,-,-	
T	INTEGER	i	1 32 0
T	ENUMERATED	e	nonCoherent,fullCoherent	-
T	BandCombination-UplinkTxSwitch-v1720	Q	0	bandCombination-v1720,3277,1,-,- uplinkTxSwitching-OptionSupport2T2T-r17,3330,1,-,-	
T	BandCombination-v1720	Q	0	ca-ParametersNR-v1720,3278,1,-,- ca-ParametersNRDC-v1720,3329,1,-,-	
T	CA-ParametersNR-v1720	Q	0	parallelTxSRS-PUCCH-PUSCH-intraBand-r17,3279,1,-,- parallelTxPRACH-SRS-PUCCH-PUSCH-intraBand-r17,3280,1,-,- semiStaticPUCCH-CellSwitchSingleGroup-r17,3281,1,-,- semiStaticPUCCH-CellSwitchTwoGroups-r17,3287,1,-,- dynamicPUCCH-CellSwitchSameLengthSingleGroup-r17,3289,1,-,- dynamicPUCCH-CellSwitchDiffLengthSingleGroup-r17,3291,1,-,- dynamicPUCCH-CellSwitchSameLengthTwoGroups-r17,3293,1,-,- dynamicPUCCH-CellSwitchDiffLengthTwoGroups-r17,3294,1,-,- ack-NACK-FeedbackForMulticast-r17,3295,1,-,- ptp-Retx-Multicast-r17,3296,1,-,- nack-OnlyFeedbackForMulticast-r17,3297,1,-,- nack-OnlyFeedbackSpecificResourceForMulticast-r17,3298,1,-,- ack-NACK-FeedbackForSPS-Multicast-r17,3299,1,-,- ptp-Retx-SPS-Multicast-r17,3300,1,-,- higherPowerLimit-r17,3301,1,-,- parallelTxMsgA-SRS-PUCCH-PUSCH-intraBand-r17,3302,1,-,- pdcch-MonitoringCA-r17,3303,1,-,- pdcch-BlindDetectionMCG-SCG-List-r17,3304,1,-,- pdcch-BlindDetectionMixedList1-r17,3308,1,-,- pdcch-BlindDetectionMixedList2-r17,3317,1,-,- pdcch-BlindDetectionMixedList3-r17,3318,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	pucch-Group-r17,3282,0,-,- pucch-Group-Config-r17,3283,0,-,-	
T	ENUMERATED	e	primaryGroupOnly,secondaryGroupOnly,eitherPrimaryOrSecondaryGroup	-
T	PUCCH-Group-Config-r17	Q	0	fr1-FR1-NonSharedTDD-r17,3284,1,-,- fr2-FR2-NonSharedTDD-r17,3285,1,-,- fr1-FR2-NonSharedTDD-r17,3286,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	3288	1 16 0
T	TwoPUCCH-Grp-Configurations-r17	Q	0	primaryPUCCH-GroupConfig-r17,3283,0,-,- secondaryPUCCH-GroupConfig-r17,3283,0,-,-	
T	SEQUENCE	Q	0	pucch-Group-r17,3290,0,-,- pucch-Group-Config-r17,3283,0,-,-	
T	ENUMERATED	e	primaryGroupOnly,secondaryGroupOnly,eitherPrimaryOrSecondaryGroup	-
T	SEQUENCE	Q	0	pucch-Group-r17,3292,0,-,- pucch-Group-Config-r17,3283,0,-,-	
T	ENUMERATED	e	primaryGroupOnly,secondaryGroupOnly,eitherPrimaryOrSecondaryGroup	-
T	SEQUENCE OF	L	3288	1 16 0
T	SEQUENCE OF	L	3288	1 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	4 16 0
T	SEQUENCE OF	L	3305	1 16 0
T	PDCCH-BlindDetectionMCG-SCG-r17	Q	0	pdcch-BlindDetectionMCG-UE-r17,3306,0,-,- pdcch-BlindDetectionSCG-UE-r17,3307,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE OF	L	3309	1 16 0
T	PDCCH-BlindDetectionMixed-r17	Q	0	pdcch-BlindDetectionCA-Mixed-r17,3310,1,-,- pdcch-BlindDetectionCG-UE-Mixed-r17,3313,1,-,-	
T	PDCCH-BlindDetectionCA-Mixed-r17	Q	0	pdcch-BlindDetectionCA1-r17,3311,1,-,- pdcch-BlindDetectionCA2-r17,3312,1,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-v17,3314,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-v17,3314,0,-,-	
T	PDCCH-BlindDetectionCG-UE-Mixed-r17	Q	0	pdcch-BlindDetectionCG-UE1-r17,3315,0,-,- pdcch-BlindDetectionCG-UE2-r17,3316,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	3309	1 16 0
T	SEQUENCE OF	L	3319	1 16 0
T	PDCCH-BlindDetectionMixed1-r17	Q	0	pdcch-BlindDetectionCA-Mixed1-r17,3320,1,-,- pdcch-BlindDetectionCG-UE-Mixed1-r17,3324,1,-,-	
T	PDCCH-BlindDetectionCA-Mixed1-r17	Q	0	pdcch-BlindDetectionCA1-r17,3321,1,-,- pdcch-BlindDetectionCA2-r17,3322,1,-,- pdcch-BlindDetectionCA3-r17,3323,1,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed1-v17,3325,0,-,- pdcch-BlindDetectionSCG-UE-Mixed1-v17,3325,0,-,-	
T	PDCCH-BlindDetectionCG-UE-Mixed1-r17	Q	0	pdcch-BlindDetectionCG-UE1-r17,3326,0,-,- pdcch-BlindDetectionCG-UE2-r17,3327,0,-,- pdcch-BlindDetectionCG-UE3-r17,3328,0,-,-	
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 15 0
T	CA-ParametersNRDC-v1720	Q	0	ca-ParametersNR-ForDC-v1700,3118,1,-,- ca-ParametersNR-ForDC-v1720,3278,1,-,-	
T	ENUMERATED	e	switchedUL,dualUL,both	-
T	BandCombination-UplinkTxSwitch-v1730	Q	0	bandCombination-v1730,3332,1,-,-	
T	BandCombination-v1730	Q	0	ca-ParametersNR-v1730,3333,1,-,- ca-ParametersNRDC-v1730,3349,1,-,- bandList-v1730,3350,1,-,-	
T	CA-ParametersNR-v1730	Q	0	dmrs-BundlingPUSCH-RepTypeAPerBC-r17,3334,1,-,- dmrs-BundlingPUSCH-RepTypeBPerBC-r17,3335,1,-,- dmrs-BundlingPUSCH-multiSlotPerBC-r17,3336,1,-,- dmrs-BundlingPUCCH-RepPerBC-r17,3337,1,-,- dmrs-BundlingRestartPerBC-r17,3338,1,-,- dmrs-BundlingNonBackToBackTX-PerBC-r17,3339,1,-,- stayOnTargetCC-SRS-CarrierSwitch-r17,3340,1,-,- fdm-CodebookForMux-UnicastMulticastHARQ-ACK-r17,3341,1,-,- mode2-TDM-CodebookForMux-UnicastMulticastHARQ-ACK-r17,3342,1,-,- mode1-ForType1-CodebookGeneration-r17,3343,1,-,- nack-OnlyFeedbackSpecificResourceForSPS-Multicast-r17,3344,1,-,- multiPUCCH-ConfigForMulticast-r17,3345,1,-,- pucch-ConfigForSPS-Multicast-r17,3346,1,-,- maxNumberG-RNTI-HARQ-ACK-Codebook-r17,3347,1,-,- mux-HARQ-ACK-UnicastMulticast-r17,3348,1,-,-	
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
T	CA-ParametersNRDC-v1730	Q	0	ca-ParametersNR-ForDC-v1730,3333,1,-,-	
T	SEQUENCE OF	L	3351	1 32 0
T	BandParameters-v1730	Q	0	srs-SwitchingAffectedBandsListNR-r17,3352,0,-,-	
T	SEQUENCE OF	L	3353	1 32 0
T	SRS-SwitchingAffectedBandsNR-r17	B	1 32 0
T	BandCombination-UplinkTxSwitch-v1740	Q	0	bandCombination-v1740,3355,1,-,-	
T	BandCombination-v1740	Q	0	dummy,3356,1,-,-	
T	CA-ParametersNR-v1740	Q	0	nack-OnlyFeedbackForSPS-Multicast-r17,3357,1,-,- singlePUCCH-ConfigForMulticast-r17,3358,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandCombination-UplinkTxSwitch-v1760	Q	0	bandCombination-v1760,3360,1,-,-	
T	BandCombination-v1760	Q	0	ca-ParametersNR-v1760,3361,0,-,- ca-ParametersNRDC-v1760,3363,0,-,-	
T	CA-ParametersNR-v1760	Q	0	prioSCellPRACH-OverSP-PeriodicSRS-Support-r17,3362,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1760	Q	0	ca-ParametersNR-ForDC-v1760,3361,0,-,-	
T	BandCombination-UplinkTxSwitch-v1770	Q	0	bandCombination-v1770,3365,1,-,-	
T	BandCombination-v1770	Q	0	bandList-v1770,3366,0,-,- mrdc-Parameters-v1770,3369,1,-,- ca-ParametersNR-v1770,3371,1,-,-	
T	SEQUENCE OF	L	3367	1 32 0
T	BandParameters-v1770	Q	0	ca-BandwidthClassDL-NR-r17,3368,1,-,- ca-BandwidthClassUL-NR-r17,3368,1,-,-	
T	CA-BandwidthClassNR-r17	e	r,s,t,u	+
T	MRDC-Parameters-v1770	Q	0	higherPowerLimitMRDC-r17,3370,1,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNR-v1770	Q	0	parallelTxPUCCH-PUSCH-SamePriority-r17,3372,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-UplinkTxSwitch-v1780	Q	0	bandCombination-v1780,3374,1,-,-	
T	BandCombination-v1780	Q	0	ca-ParametersNR-v1780,3375,1,-,- ca-ParametersNRDC-v1780,3379,1,-,- bandList-v1780,3380,1,-,- mrdc-Parameters-v1780,3369,1,-,-	
T	CA-ParametersNR-v1780	Q	0	parallelTxPUCCH-PUSCH-SamePriority-r17,3376,1,-,- supportedAggBW-FR1-r17,3377,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scalingFactorSCS-r17,3378,1,-,- supportedAggBW-FDD-DL-r17,219,1,-,- supportedAggBW-FDD-UL-r17,219,1,-,- supportedAggBW-TDD-DL-r17,219,1,-,- supportedAggBW-TDD-UL-r17,219,1,-,- supportedAggBW-TotalDL-r17,219,1,-,- supportedAggBW-TotalUL-r17,219,1,-,-	
T	ENUMERATED	e	true	-
T	CA-ParametersNRDC-v1780	Q	0	ca-ParametersNR-ForDC-v1780,3375,1,-,-	
T	SEQUENCE OF	L	3381	1 32 0
T	BandParameters-v1780	Q	0	ca-BandwidthClassDL-NR-r17,3368,1,-,- ca-BandwidthClassUL-NR-r17,3368,1,-,- supportedAggBW-FR2-r17,3382,1,-,-	
T	SEQUENCE	Q	0	supportedAggBW-DL-r17,219,1,-,- supportedAggBW-UL-r17,219,1,-,-	
T	BandCombination-UplinkTxSwitch-v1790	Q	0	bandCombination-v1790,3384,1,-,-	
T	BandCombination-v1790	Q	0	supportedIntraENDC-BandCombinationList-r17,3385,1,-,-	
T	SEQUENCE OF	L	3386	1 4 0
T	SupportedIntraENDC-BandCombination-r17	Q	0	supportedBandwidthCombinationSetIntraENDC-v1790,3387,1,-,- mrdc-Parameters-v1790,3388,1,-,-	
T	BIT STRING	B	1 32 0
T	MRDC-Parameters-v1790	Q	0	intraBandENDC-Support-v1790,3389,1,-,- intraBandENDC-Support-UL-v1790,3390,1,-,-	
T	ENUMERATED	e	non-contiguous,both	-
T	ENUMERATED	e	non-contiguous,both	-
T	BandCombination-UplinkTxSwitch-v17b0	Q	0	bandCombination-v17b0,3392,1,-,-	
T	BandCombination-v17b0	Q	0	ca-ParametersNR-v17b0,3356,1,-,- ca-ParametersNRDC-v17b0,3393,1,-,-	
T	CA-ParametersNRDC-v17b0	Q	0	ca-ParametersNR-ForDC-v17b0,3356,1,-,-	
T	BandCombination-UplinkTxSwitch-v1800	Q	0	bandCombination-v1800,3395,1,-,- supportedBandPairListNR-r18,3638,1,-,- uplinkTxSwitchingMinimumSeparationTime-r18,3653,1,-,- uplinkTxSwitchingAdditionalPeriodDualUL-List-r18,3654,1,-,- switchingPeriodRestriction-r18,3662,1,-,-	
T	BandCombination-v1800	Q	0	ca-ParametersNR-v1800,3396,1,-,- ca-ParametersNRDC-v1800,3622,1,-,- supportedBandCombListPerBC-SL-U2U-RelayDiscovery-r18,3628,1,-,- bandList-v1810,3629,1,-,-	
T	CA-ParametersNR-v1800	Q	0	codebookParametersetype2DopplerCSI-PerBC-r18,3397,1,-,- codebookParametersfetype2DopplerCSI-PerBC-r18,3421,1,-,- codebookParametersetype2CJT-PerBC-r18,3434,1,-,- codebookParametersfetype2CJT-PerBC-r18,3452,1,-,- codebookComboParametersCJT-PerBC-r18,3470,1,-,- codebookParametersHARQ-ACK-PUSCH-PerBC-r18,3491,1,-,- maxNumberTAG-AcrossCC-r18,3497,1,-,- tdcp-ReportPerBC-r18,3498,1,-,- tdcp-ResourcePerBC-r18,3501,1,-,- timelineRelax-CJT-CSI-CA-r18,3505,1,-,- spatialAdaptation-CSI-FeedbackPerBC-r18,3506,1,-,- nonCodebook-CSI-RS-SRS-PerBC-r18,3513,1,-,- spatialAdaptation-CSI-FeedbackPUSCH-PerBC-r18,3518,1,-,- spatialAdaptation-CSI-FeedbackAperiodicPerBC-r18,3521,1,-,- spatialAdaptation-CSI-FeedbackPUCCH-PerBC-r18,3528,1,-,- powerAdaptation-CSI-FeedbackPerBC-r18,3531,1,-,- powerAdaptation-CSI-FeedbackPUSCH-PerBC-r18,3534,1,-,- powerAdaptation-CSI-FeedbackAperiodicPerBC-r18,3537,1,-,- powerAdaptation-CSI-FeedbackPUCCH-PerBC-r18,3540,1,-,- mixCodeBookSpatialAdaptationPerBC-r18,3543,1,-,- simultaneousCSI-SubReportsAllCC-r18,3544,1,-,- multiCell-PDSCH-DCI-1-3-SameSCS-r18,3545,1,-,- multiCell-PDSCH-DCI-1-3-DiffSCS-r18,3559,1,-,- multiCell-PUSCH-DCI-0-3-SameSCS-r18,3570,1,-,- multiCell-PUSCH-DCI-0-3-DiffSCS-r18,3583,1,-,- advUnicastDCI-DL-r18,3590,1,-,- advUnicastDCI-UL-r18,3597,1,-,- type3HARQ-CB-DCI-1-3-r18,3604,1,-,- type3EnhHARQ-CB-DCI-1-3-r18,3605,1,-,- scellDormancyWithinActiveTime-DCI-0-3-And-1-3-r18,3608,1,-,- pdcch-MonitoringCA-Ext-r18,3609,1,-,- pdcch-BlindDetectionCA-MixedExt-r18,3614,1,-,- pdcch-BlindDetectionMCG-SCG-List-r18,3619,1,-,- intraBandNR-CA-non-collocated-r18,3621,1,-,-	
T	CodebookParametersetype2DopplerCSI-r18	Q	0	eType2Doppler-r18,3398,0,-,- eType2DopplerN4-r18,3404,1,-,- ddUnitSize-A-CSI-RS-CMR-r18,3412,1,-,- maxNumberAperiodicCSI-RS-Resource-r18,3413,1,-,- eType2DopplerR2-r18,3414,1,-,- eType2DopplerX1-r18,3416,1,-,- eType2DopplerX2-r18,3417,1,-,- eType2DopplerL-N4D1-r18,3418,1,-,- eType2DopplerL6-r18,3419,1,-,- eType2DopplerR3R4-r18,3420,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,3399,0,-,- valueY-P-SP-CSI-RS-r18,3401,0,-,- valueY-A-CSI-RS-r18,3402,0,-,- scalingfactor-r18,3403,0,-,-	
T	SEQUENCE OF	L	3400	1 16 0
T	INTEGER	i	0 511 0
T	INTEGER	i	1 3 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	supportedCSI-RS-ReportSettingList1-r18,3405,0,-,- supportedCSI-RS-ReportSettingList2-r18,3411,0,-,-	
T	SEQUENCE OF	L	3406	1 16 0
T	SupportedCSI-RS-ReportSetting-r18	Q	0	maxN4-r18,3407,0,-,- maxNumberTxPortsPerResource-r18,3408,0,-,- maxNumberResourcesPerBand-r18,3409,0,-,- totalNumberTxPortsPerBand-r18,3410,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	SEQUENCE OF	L	3406	1 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4,n8,n12	-
T	SEQUENCE OF	L	3415	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookParametersfetype2DopplerCSI-r18	Q	0	feType2Doppler-r18,3422,0,-,- maxNumberAperiodicCSI-RS-Resource-r18,3427,1,-,- feType2DopplerM2R1-r18,3428,1,-,- feType2DopplerR2-r18,3430,1,-,- feType2DopplerL-N4D1-r18,3432,1,-,- feType2DopplerR3R4-r18,3433,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,3423,0,-,- valueY-A-CSI-RS-r18,3425,0,-,- scalingfactor-r18,3426,0,-,-	
T	SEQUENCE OF	L	3424	1 16 0
T	INTEGER	i	0 511 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n4,n8,n12	-
T	SEQUENCE OF	L	3429	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3431	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookParametersetype2CJT-r18	Q	0	eType2CJT-r18,3435,0,-,- eType2CJT-FD-IO-r18,3440,1,-,- eType2CJT-FD-FO-r18,3442,1,-,- eType2CJT-R2-r18,3443,1,-,- eType2CJT-PV-Beta-r18,3445,1,-,- eType2CJT-2NN1N2-r18,3446,1,-,- eType2CJT-Rank3Rank4-r18,3447,1,-,- eType2CJT-L6-r18,3448,1,-,- eType2CJT-NN-r18,3449,1,-,- eType2CJT-NL-SD-r18,3450,1,-,- eType2CJT-Unequal-r18,3451,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,3436,0,-,- scalingfactor-r18,3438,0,-,- maxNumberNZP-CSI-RS-MultiTRP-CJT-r18,3439,0,-,-	
T	SEQUENCE OF	L	3437	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n1,n1dot5,n2	-
T	INTEGER	i	2 4 0
T	SEQUENCE OF	L	3441	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	3444	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n64,n96,n128	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	supported	-
T	CodebookParametersfetype2CJT-r18	Q	0	feType2CJT-r18,3453,0,-,- feType2CJT-FD-IO-r18,3458,1,-,- feType2CJT-FD-FO-r18,3460,1,-,- feType2CJT-M2R1-r18,3461,1,-,- feType2CJT-R2-r18,3463,1,-,- feType2CJT-2NN1N2-r18,3465,1,-,- feType2CJT-Rank3Rank4-r18,3466,1,-,- feType2CJT-NN-r18,3467,1,-,- feType2CJT-NL-r18,3468,1,-,- feType2CJT-Unequal-r18,3469,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList-r18,3454,0,-,- scalingfactor-r18,3456,0,-,- maxNumberNZP-CSI-RS-MultiTRP-CJT-r18,3457,0,-,-	
T	SEQUENCE OF	L	3455	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n1,n1dot5,n2	-
T	INTEGER	i	2 4 0
T	SEQUENCE OF	L	3459	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	3462	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3464	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	n64,n96,n128	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	supported	-
T	CodebookComboParametersCJT-r18	Q	0	cjt-Type1SP-eType2R1-null,3471,1,-,- cjt-Type1SP-eType2R2-null,3473,1,-,- cjt-Type1SP-feType2R1M1-null,3475,1,-,- cjt-Type1SP-feType2R1M2-null,3477,1,-,- cjt-Type1SP-feType2R2M2-null,3479,1,-,- cjt-Type1MP-eType2R1-null,3481,1,-,- cjt-Type1MP-eType2R2-null,3483,1,-,- cjt-Type1MP-feType2R1M1-null,3485,1,-,- cjt-Type1MP-feType2R1M2-null,3487,1,-,- cjt-Type1MP-feType2R2M2-null,3489,1,-,-	
T	SEQUENCE OF	L	3472	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3474	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3476	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3478	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3480	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3482	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3484	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3486	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3488	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	3490	1 16 0
T	INTEGER	i	0 511 0
T	CodebookParametersHARQ-ACK-PUSCH-r18	Q	0	multiplexingType1-r18,3492,1,-,- multiplexingType2-r18,3493,1,-,- multiplexingType3-r18,3494,1,-,- pucch-DiffResource-PDSCH-r18,3495,1,-,- diffCB-Size-PDSCH-r18,3496,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	valueX-r18,3499,0,-,- maxNumberActiveResource-r18,3500,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	2 32 0
T	SEQUENCE	Q	0	maxNumberConfigPerCC-r18,3502,0,-,- maxNumberConfigAcrossCC-r18,3503,0,-,- maxNumberSimultaneousPerCC-r18,3504,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8,n10,n12	-
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n2,n4,n6,n8,n12,n16,n20,n24,n28,n32	-
T	ENUMERATED	e	n0,n2	-
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3507,0,-,- maxNumberPortsAcrossCC-r18,3510,0,-,-	
T	SEQUENCE	Q	0	sdType1-Resource-r18,3508,0,-,- sdType2-Resource-r18,3509,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	SEQUENCE	Q	0	sdType1-Resource-r18,3511,0,-,- sdType2-Resource-r18,3512,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	3514	1 7 0
T	SupportedCSI-RS-Resource	Q	0	maxNumberTxPortsPerResource,3515,0,-,- maxNumberResourcesPerBand,3516,0,-,- totalNumberTxPortsPerBand,3517,0,-,-	
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3519,0,-,- maxNumberPortsAcrossCC-r18,3520,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3522,0,-,- maxNumberPortsAcrossCC-r18,3525,0,-,-	
T	SEQUENCE	Q	0	sdType1-Resource-r18,3523,0,-,- sdType2-Resource-r18,3524,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	SEQUENCE	Q	0	sdType1-Resource-r18,3526,0,-,- sdType2-Resource-r18,3527,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3529,0,-,- maxNumberPortsAcrossCC-r18,3530,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3532,0,-,- maxNumberPortsAcrossCC-r18,3533,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3535,0,-,- maxNumberPortsAcrossCC-r18,3536,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3538,0,-,- maxNumberPortsAcrossCC-r18,3539,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	maxNumberCSI-ResourceAcrossCC-r18,3541,0,-,- maxNumberPortsAcrossCC-r18,3542,0,-,-	
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	3514	1 7 0
T	INTEGER	i	5 32 0
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,3546,0,-,- maxNumberCoScheduledCell-r18,3552,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,3553,0,-,- maxNumberSetsOfCellScheduling-r18,3554,0,-,- harqFeedbackType-r18,3555,0,-,- coScheduledCellIndicationScheme-r18,3556,0,-,- supportOfSearchSpace-r18,3557,1,-,- licensed-fdd-tdd-fr1-r18,3558,1,-,-	
T	SEQUENCE	Q	0	nonSharedSpectrum-fdd-fr1,3547,1,-,- nonSharedSpectrum-tdd-fr1,3548,1,-,- sharedSpectrum-tdd-fr1,3549,1,-,- fr2-1,3550,1,-,- fr2-2,3551,1,-,-	
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
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,3560,0,-,- combinationCarrierType-r18,3561,0,-,- maxNumberCoScheduledCell-r18,3565,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,3566,0,-,- maxNumberSetsOfCellScheduling-r18,3567,0,-,- harqFeedbackType-r18,3568,0,-,- coScheduledCellIndicationScheme-r18,3569,0,-,-	
T	ENUMERATED	e	lowScheduling-highScheduled,highScheduling-lowScheduled,both	-
T	SEQUENCE OF	L	3562	1 32 0
T	CombinationCarrierType-r18	Q	0	schedulingCellCarrierType-r18,3563,0,-,- scheduledCellCarrierType-r18,3564,0,-,-	
T	ENUMERATED	e	licensed-fdd-fr1,licensed-tdd-fr1,unlicensed-tdd-fr1,fr2-1,fr2-2	-
T	ENUMERATED	e	licensed-fdd-fr1,licensed-tdd-fr1,unlicensed-tdd-fr1,fr2-1,fr2-2	-
T	INTEGER	i	2 4 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	type1,type2,type1And2	-
T	ENUMERATED	e	fdra,cellInd,both	-
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,3571,0,-,- maxNumberCoScheduledCell-r18,3577,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,3578,0,-,- maxNumberSetsOfCellScheduling-r18,3579,0,-,- coScheduledCellIndicationScheme-r18,3580,0,-,- supportOfSearchSpace-r18,3581,1,-,- licensed-fdd-tdd-fr1-r18,3582,1,-,-	
T	SEQUENCE	Q	0	nonSharedSpectrum-fdd-fr1,3572,1,-,- nonSharedSpectrum-tdd-fr1,3573,1,-,- sharedSpectrum-tdd-fr1,3574,1,-,- fr2-1,3575,1,-,- fr2-2,3576,1,-,-	
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
T	SEQUENCE	Q	0	coScheduledCellSCS-r18,3584,0,-,- combinationCarrierType-r18,3585,0,-,- maxNumberCoScheduledCell-r18,3586,0,-,- maxNumberSetsOfCellAcrossPUCCH-Group-r18,3587,0,-,- maxNumberSetsOfCellScheduling-r18,3588,0,-,- coScheduledCellIndicationScheme-r18,3589,0,-,-	
T	ENUMERATED	e	lowScheduling-highScheduled,highScheduling-lowScheduled,both	-
T	SEQUENCE OF	L	3562	1 32 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	fdra,cellInd,both	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r18,3591,1,-,- scs-15kHz-60kHz-r18,3592,1,-,- scs-30kHz-120kHz-r18,3593,1,-,- scs-15kHz-30kHz-r18,3594,1,-,- scs-30kHz-60kHz-r18,3595,1,-,- scs-60kHz-120kHz-r18,3596,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r18,3598,1,-,- scs-15kHz-60kHz-r18,3599,1,-,- scs-30kHz-120kHz-r18,3600,1,-,- scs-15kHz-30kHz-r18,3601,1,-,- scs-30kHz-60kHz-r18,3602,1,-,- scs-60kHz-120kHz-r18,3603,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	numberOfCodebook-r18,3606,0,-,- maxNumberPUCCH-Trans-r18,3607,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	INTEGER	i	1 7 0
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	pdcch-MonitoringCA-r18,3610,0,-,- pdcch-MonitoringCA-NonAlignedSpan-r18,3613,0,-,-	
T	SEQUENCE	Q	0	maxNumberOfMonitoringCC-r18,3611,0,-,- supportedSpanArrangement-r18,3612,0,-,-	
T	INTEGER	i	2 16 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	INTEGER	i	2 16 0
T	CHOICE	C	0	pdcch-BlindDetectionCA-Mixed-r18,3615,0,-,- pdcch-BlindDetectionCA-Mixed-NonAlignedSpan-r18,3618,0,-,-	
T	SEQUENCE	Q	0	blindDetectionCA-Mixed-r18,3616,0,-,- supportedSpanArrangement-r18,3617,0,-,-	
T	SEQUENCE OF	L	3101	1 7 0
T	ENUMERATED	e	alignedOnly,alignedAndNonAligned	-
T	SEQUENCE OF	L	3101	1 7 0
T	SEQUENCE OF	L	3620	1 7 0
T	PDCCH-BlindDetectionMixed2-r18	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-r18,3105,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-r18,3105,0,-,-	
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1800	Q	0	ca-ParametersNR-ForDC-v1800,3396,1,-,- pdcch-BlindDetectionNRDC-r18,3623,1,-,-	
T	SEQUENCE OF	L	3624	1 7 0
T	PDCCH-BlindDetectionMixed1-r18	Q	0	pdcch-BlindDetectionCG-UE-Mixed-r18,3625,0,-,-	
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE-Mixed-r18,3626,0,-,- pdcch-BlindDetectionSCG-UE-Mixed-r18,3627,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	BIT STRING	B	1 65536 0
T	SEQUENCE OF	L	3630	1 32 0
T	BandParameters-v1810	Q	0	srs-AntennaSwitching8T8R-r18,3631,1,-,-	
T	SEQUENCE	Q	0	antennaSwitch8T8R-r18,3632,1,-,- downgradeConfig-r18,3633,1,-,- entryNumberAffect-r18,3636,1,-,- entryNumberSwitch-r18,3637,1,-,-	
T	ENUMERATED	e	noTdm,tdmAndNoTdm	-
T	CHOICE	C	0	empty-r18,3634,0,-,- downgrade-r18,3635,0,-,-	
T	NULL	n
T	BIT STRING	B	11 11 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	3639	1 32 0
T	ULTxSwitchingBandPair-r18	Q	0	bandIndexUL1-r18,3640,0,-,- bandIndexUL2-r18,3641,0,-,- uplinkTxSwitchingOptionForBandPair-r18,3642,0,-,- uplinkTxSwitchingPeriodForBandPair-r18,3643,0,-,- uplinkTxSwitching-DL-Interruption-r18,3646,1,-,- uplinkTxSwitchingPeriodUnaffectedBandDualUL-List-r18,3647,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	switchedUL,dualUL,both	-
T	SEQUENCE	Q	0	switchingPeriodFor2T-r18,3644,1,-,- switchingPeriodFor1T-r18,3645,0,-,-	
T	ENUMERATED	e	n35us,n140us,n210us	-
T	ENUMERATED	e	n35us,n140us,n210us	-
T	BIT STRING	B	1 32 0
T	SEQUENCE OF	L	3648	1 30 0
T	SwitchingPeriodUnaffectedBandDualUL-r18	Q	0	bandIndexUnaffected-r18,3649,0,-,- periodUnaffectedBandDualUL-r18,3650,0,-,-	
T	INTEGER	i	1 32 0
T	CHOICE	C	0	maintainedUL-Trans-r18,3651,0,-,- periodOnULBands-r18,3652,0,-,-	
T	NULL	n
T	ENUMERATED	e	n35us,n140us,n210us	-
T	ENUMERATED	e	n0us,n500us	-
T	SEQUENCE OF	L	3655	1 32 0
T	UplinkTxSwitchingAdditionalPeriodDualUL-r18	Q	0	uplinkTxSwitchingBetweenBandPairs-r18,3656,0,-,- switchingAdditionalPeriodDualUL-r18,3661,0,-,-	
T	SEQUENCE	Q	0	bandPairIndex1-r18,3657,0,-,- anotherBandPairOrBand-r18,3658,0,-,-	
T	INTEGER	i	1 32 0
T	CHOICE	C	0	bandPairIndex2-r18,3659,0,-,- bandIndex-r18,3660,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n35us,n140us,n210us	-
T	ENUMERATED	e	true	-
T	BandCombination-UplinkTxSwitch-v1830	Q	0	bandCombination-v1830,3664,1,-,-	
T	BandCombination-v1830	Q	0	ca-ParametersNR-v1830,3665,1,-,- ca-ParametersNRDC-v1830,3696,1,-,-	
T	CA-ParametersNR-v1830	Q	0	intraFreqL1-MeasConfig-r18,3666,1,-,- interFreqL1-MeasConfig-r18,3674,1,-,- currentSpCellInclL1-Report-r18,3679,1,-,- multiCellL1-measRTD-greaterThan-CP-r18,3680,1,-,- interFreqSSB-L1-MeasWithoutGaps-r18,3681,1,-,- maxFreqLayersL1-Meas-r18,3682,1,-,- maxNeighCellsPerFreqLayerL1-Meas-r18,3685,1,-,- supportedMaxCellsWithoutGapsL1-Meas-r18,3688,1,-,- supportedMaxSSB-WithinSlotL1-Meas-r18,3689,1,-,- dummy,3690,1,-,- supportedMaxSSB-L1-Meas-r18,3693,1,-,- qcl-MultiCellDCI-1-3-r18,3694,1,-,- bwp-SwitchingDCI-0-3-And-1-3-r18,3695,1,-,-	
T	SEQUENCE	Q	0	supportedMaxIntraFreqCellsConfig-r18,3667,0,-,- supportedMaxIntraFreqCellsPerReport-r18,3668,0,-,- supportedMaxReportBeamsPerReportedCell-r18,3669,0,-,- supportedMaxReportBeamsReports-r18,3670,0,-,- supportedMaxAperiodic-LTM-CSI-ReportConfig-r18,3671,0,-,- supportedMaxPeriodic-LTM-CSI-ReportConfig-r18,3672,0,-,- supportedMaxSemiPersistent-LTM-CSI-ReportConfig-r18,3673,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n9,n12,n16	-
T	INTEGER	i	0 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	SEQUENCE	Q	0	supportedMaxIntraInterFreqCellsConfig-r18,3675,0,-,- supportedMaxIntraInterFreqCellsPerReport-r18,3676,0,-,- supportedMaxIntraInterFreqBeamsPerCellReports-r18,3677,0,-,- supportedMaxIntraInterFreqBeamsReports-r18,3678,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n9,n12,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportedMaxIntraInterFreqLayersWithoutGaps-r18,3683,1,-,- supportedMaxInterFreqLayersWithGaps-r18,3684,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	supportedMaxNeighCellsPerFreqLayersWithoutGaps-r18,3686,1,-,- supportedMaxNeighCellsPerFreqLayersWithGaps-r18,3687,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 24 0
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7,n8,n16,n32,n48,n64	-
T	SEQUENCE	Q	0	supportedMaxSSB-PerFreqLayerWithoutGaps-r18,3691,1,-,- supportedMaxSSB-PerFreqLayerWithGaps-r18,3692,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n64	-
T	ENUMERATED	e	diff,both	-
T	ENUMERATED	e	supported	-
T	CA-ParametersNRDC-v1830	Q	0	ca-ParametersNR-ForDC-v1830,3665,1,-,-	
T	BandCombination-UplinkTxSwitch-v1840	Q	0	bandCombination-v1840,3698,1,-,- supportedBandPairListNR-v1840,3701,1,-,-	
T	BandCombination-v1840	Q	0	mrdc-Parameters-v1840,3699,1,-,-	
T	MRDC-Parameters-v1840	Q	0	intraBandENDC-NominalSpacing-r18,3700,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	3702	1 32 0
T	ULTxSwitchingBandPair-v1840	Q	0	configured1T1T-OnTwoBands-r18,3703,1,-,-	
T	ENUMERATED	e	supported	-
T	BandCombination-UplinkTxSwitch-v1860	Q	0	bandCombination-v1860,3705,1,-,-	
T	BandCombination-v1860	Q	0	ca-ParametersNR-v1860,3706,1,-,-	
T	CA-ParametersNR-v1860	Q	0	maxSSB-PerFreqLayerL1-Meas-r18,3707,1,-,-	
T	SEQUENCE	Q	0	supportedMaxSSB-PerFreqLayerWithoutGaps-r18,3708,1,-,- supportedMaxSSB-PerFreqLayerWithGaps-r18,3709,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7,n8,n12,n16,n20,n24	-
T	INTEGER	i	1 8 0
T	BandCombination-v1550	Q	0	ca-ParametersNR-v1550,2893,0,-,-	
T	BandCombination-v1680	Q	0	intrabandConcurrentOperationPowerClass-r16,3712,1,-,-	
T	SEQUENCE OF	L	3713	1 65536 0
T	IntraBandPowerClass-r16	e	pc2,pc3,spare6,spare5,spare4,spare3,spare2,spare1	-
T	BandCombinationList	L	2827	1 65536 0
T	BandCombinationList-UplinkTxSwitch-r16	L	2864	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1630	L	3030	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1640	L	3051	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1650	L	3071	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1670	L	3075	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1690	L	3081	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v16a0	L	3095	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v16e0	L	3109	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v16j0	L	3113	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1700	L	3116	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1720	L	3276	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1730	L	3331	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1740	L	3354	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1760	L	3359	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1770	L	3364	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1780	L	3373	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1790	L	3383	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v17b0	L	3391	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1800	L	3394	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1830	L	3663	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1840	L	3697	1 65536 0
T	BandCombinationList-UplinkTxSwitch-v1860	L	3704	1 65536 0
T	BandCombinationList-v1540	L	2865	1 65536 0
T	BandCombinationList-v1550	L	3710	1 65536 0
T	BandCombinationList-v1560	L	2890	1 65536 0
T	BandCombinationList-v1570	L	2899	1 65536 0
T	BandCombinationList-v1580	L	2902	1 65536 0
T	BandCombinationList-v1590	L	2905	1 65536 0
T	BandCombinationList-v15g0	L	3076	1 65536 0
T	BandCombinationList-v15n0	L	3110	1 65536 0
T	BandCombinationList-v1610	L	2909	1 65536 0
T	BandCombinationList-v1630	L	3031	1 65536 0
T	BandCombinationList-v1640	L	3052	1 65536 0
T	BandCombinationList-v1650	L	3072	1 65536 0
T	BandCombinationList-v1680	L	3711	1 65536 0
T	BandCombinationList-v1690	L	3082	1 65536 0
T	BandCombinationList-v16a0	L	3096	1 65536 0
T	BandCombinationList-v16j0	L	3114	1 65536 0
T	BandCombinationList-v1700	L	3117	1 65536 0
T	BandCombinationList-v1720	L	3277	1 65536 0
T	BandCombinationList-v1730	L	3332	1 65536 0
T	BandCombinationList-v1740	L	3355	1 65536 0
T	BandCombinationList-v1760	L	3360	1 65536 0
T	BandCombinationList-v1770	L	3365	1 65536 0
T	BandCombinationList-v1780	L	3374	1 65536 0
T	BandCombinationList-v1790	L	3384	1 65536 0
T	BandCombinationList-v17b0	L	3392	1 65536 0
T	BandCombinationList-v1800	L	3395	1 65536 0
T	BandCombinationList-v1830	L	3664	1 65536 0
T	BandCombinationList-v1840	L	3698	1 65536 0
T	BandCombinationList-v1860	L	3705	1 65536 0
T	BandCombinationListSL-Discovery-r17	L	3767	1 32 0
T	BandParametersSidelinkDiscovery-r17	Q	0	sl-CrossCarrierScheduling-r17,3768,1,-,- sl-TransmissionMode2-PartialSensing-r17,3769,1,-,- tx-IUC-Scheme1-Mode2Sidelink-r17,3781,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r17,3770,0,-,- scs-CP-PatternTxSidelinkModeTwo-r17,3771,1,-,- extendedCP-Mode2PartialSensing-r17,3779,1,-,- dl-openLoopPC-Sidelink-r17,3780,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r17,3772,0,-,- fr2-r17,3776,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r17,3773,1,-,- scs-30kHz-r17,3774,1,-,- scs-60kHz-r17,3775,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r17,3777,1,-,- scs-120kHz-r17,3778,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandCombinationListSidelinkEUTRA-NR-r16	L	3783	1 65536 0
T	BandCombinationParametersSidelinkEUTRA-NR-r16	L	3784	1 32 0
T	BandParametersSidelinkEUTRA-NR-r16	C	0	eutra,3785,0,-,- nr,3788,0,-,-	
T	SEQUENCE	Q	0	bandParametersSidelinkEUTRA1-r16,3786,1,-,- bandParametersSidelinkEUTRA2-r16,3787,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	bandParametersSidelinkNR-r16,3789,0,-,-	
T	BandParametersSidelink-r16	Q	0	freqBandSidelink-r16,280,0,-,-	
T	BandCombinationListSidelinkEUTRA-NR-v1630	L	3791	1 65536 0
T	BandCombinationParametersSidelinkEUTRA-NR-v1630	L	3792	1 32 0
T	BandParametersSidelinkEUTRA-NR-v1630	C	0	eutra,3793,0,-,- nr,3794,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	tx-Sidelink-r16,3795,1,-,- rx-Sidelink-r16,3796,1,-,- sl-CrossCarrierScheduling-r16,3797,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandCombinationListSidelinkEUTRA-NR-v1710	L	3799	1 65536 0
T	BandCombinationParametersSidelinkEUTRA-NR-v1710	L	3800	1 32 0
T	BandParametersSidelinkEUTRA-NR-v1710	C	0	eutra,3801,0,-,- nr,3802,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	sl-TransmissionMode2-PartialSensing-r17,3803,1,-,- rx-sidelinkPSFCH-r17,3815,1,-,- tx-IUC-Scheme1-Mode2Sidelink-r17,3816,1,-,- tx-IUC-Scheme2-Mode2Sidelink-r17,3817,1,-,-	
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r17,3804,0,-,- scs-CP-PatternTxSidelinkModeTwo-r17,3805,1,-,- extendedCP-Mode2PartialSensing-r17,3813,1,-,- dl-openLoopPC-Sidelink-r17,3814,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r17,3806,0,-,- fr2-r17,3810,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r17,3807,1,-,- scs-30kHz-r17,3808,1,-,- scs-60kHz-r17,3809,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r17,3811,1,-,- scs-120kHz-r17,3812,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n5,n15,n25,n32,n35,n45,n50,n64	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4,n8,n16	-
T	BandNR	Q	1	bandNR,280,0,-,- modifiedMPR-Behaviour,3819,1,-,- mimo-ParametersPerBand,3820,1,-,- extendedCP,4391,1,-,- multipleTCI,4392,1,-,- bwp-WithoutRestriction,4393,1,-,- bwp-SameNumerology,4394,1,-,- bwp-DiffNumerology,4395,1,-,- crossCarrierScheduling-SameSCS,4396,1,-,- pdsch-256QAM-FR2,4397,1,-,- pusch-256QAM,4398,1,-,- ue-PowerClass,4399,1,-,- rateMatchingLTE-CRS,4400,1,-,- channelBWs-DL,4401,1,-,- channelBWs-UL,4409,1,-,-	gmaxUplinkDutyCycle-PC2-FR1,4417,1,-,-;gpucch-SpatialRelInfoMAC-CE,4418,1,-,- powerBoosting-pi2BPSK,4419,1,-,-;gmaxUplinkDutyCycle-FR2,4420,1,-,-;gchannelBWs-DL-v1590,4421,1,-,- channelBWs-UL-v1590,4429,1,-,-;gasymmetricBandwidthCombinationSet,4437,1,-,-;gsharedSpectrumChAccessParamsPerBand-r16,4438,1,-,- cancelOverlappingPUSCH-r16,4481,1,-,- multipleRateMatchingEUTRA-CRS-r16,4482,1,-,- overlapRateMatchingEUTRA-CRS-r16,4485,1,-,- pdsch-MappingTypeB-Alt-r16,4486,1,-,- oneSlotPeriodicTRS-r16,4487,1,-,- olpc-SRS-Pos-r16,4488,1,-,- spatialRelationsSRS-Pos-r16,4493,1,-,- simulSRS-MIMO-TransWithinBand-r16,4500,1,-,- channelBW-DL-IAB-r16,4501,1,-,- channelBW-UL-IAB-r16,4509,1,-,- rasterShift7dot5-IAB-r16,4517,1,-,- ue-PowerClass-v1610,4518,1,-,- condHandover-r16,4519,1,-,- condHandoverFailure-r16,4520,1,-,- condHandoverTwoTriggerEvents-r16,4521,1,-,- condPSCellChange-r16,4522,1,-,- condPSCellChangeTwoTriggerEvents-r16,4523,1,-,- mpr-PowerBoost-FR2-r16,4524,1,-,- activeConfiguredGrant-r16,4525,1,-,- jointReleaseConfiguredGrantType2-r16,4528,1,-,- sps-r16,4529,1,-,- jointReleaseSPS-r16,4532,1,-,- simulSRS-TransWithinBand-r16,4533,1,-,- trs-AdditionalBandwidth-r16,4534,1,-,- handoverIntraF-IAB-r16,4535,1,-,-;gsimulTX-SRS-AntSwitchingIntraBandUL-CA-r16,3033,1,-,- sharedSpectrumChAccessParamsPerBand-v1630,4536,1,-,-;ghandoverUTRA-FDD-r16,4539,1,-,- enhancedUL-TransientPeriod-r16,4540,1,-,- sharedSpectrumChAccessParamsPerBand-v1640,4541,1,-,-;gtype1-PUSCH-RepetitionMultiSlots-v1650,4547,1,-,- type2-PUSCH-RepetitionMultiSlots-v1650,4548,1,-,- pusch-RepetitionMultiSlots-v1650,4549,1,-,- configuredUL-GrantType1-v1650,4550,1,-,- configuredUL-GrantType2-v1650,4551,1,-,- sharedSpectrumChAccessParamsPerBand-v1650,4552,1,-,-;genhancedSkipUplinkTxConfigured-v1660,4554,1,-,- enhancedSkipUplinkTxDynamic-v1660,4555,1,-,-;gmaxUplinkDutyCycle-PC1dot5-MPE-FR1-r16,4556,1,-,- txDiversity-r16,4557,1,-,-;gpdsch-1024QAM-FR1-r17,4558,1,-,- ue-PowerClass-v1700,4559,1,-,- fr2-2-AccessParamsPerBand-r17,4560,1,-,- rlm-Relaxation-r17,4593,1,-,- bfd-Relaxation-r17,4594,1,-,- cg-SDT-r17,4595,1,-,- locationBasedCondHandover-r17,4596,1,-,- timeBasedCondHandover-r17,4597,1,-,- eventA4BasedCondHandover-r17,4598,1,-,- mn-InitiatedCondPSCellChangeNRDC-r17,4599,1,-,- sn-InitiatedCondPSCellChangeNRDC-r17,4600,1,-,- pdcch-SkippingWithoutSSSG-r17,4601,1,-,- sssg-Switching-1BitInd-r17,4602,1,-,- sssg-Switching-2BitInd-r17,4603,1,-,- pdcch-SkippingWithSSSG-r17,4604,1,-,- searchSpaceSetGrp-switchCap2-r17,4605,1,-,- uplinkPreCompensation-r17,4606,1,-,- uplink-TA-Reporting-r17,4607,1,-,- max-HARQ-ProcessNumber-r17,4608,1,-,- type2-HARQ-Codebook-r17,4609,1,-,- type1-HARQ-Codebook-r17,4610,1,-,- type3-HARQ-Codebook-r17,4611,1,-,- ue-specific-K-Offset-r17,4612,1,-,- multiPDSCH-SingleDCI-FR2-1-SCS-120kHz-r17,4613,1,-,- multiPUSCH-SingleDCI-FR2-1-SCS-120kHz-r17,4614,1,-,- parallelPRS-MeasRRC-Inactive-r17,4615,1,-,- nr-UE-TxTEG-ID-MaxSupport-r17,4616,1,-,- prs-ProcessingRRC-Inactive-r17,4617,1,-,- prs-ProcessingWindowType1A-r17,4618,1,-,- prs-ProcessingWindowType1B-r17,4619,1,-,- prs-ProcessingWindowType2-r17,4620,1,-,- srs-AllPosResourcesRRC-Inactive-r17,4621,1,-,- olpc-SRS-PosRRC-Inactive-r17,4488,1,-,- spatialRelationsSRS-PosRRC-Inactive-r17,4493,1,-,- maxNumberPUSCH-TypeA-Repetition-r17,4630,1,-,- puschTypeA-RepetitionsAvailSlot-r17,4631,1,-,- tb-ProcessingMultiSlotPUSCH-r17,4632,1,-,- tb-ProcessingRepMultiSlotPUSCH-r17,4633,1,-,- maxDurationDMRS-Bundling-r17,4634,1,-,- pusch-RepetitionMsg3-r17,4637,1,-,- sharedSpectrumChAccessParamsPerBand-v1710,4638,1,-,- parallelMeasurementWithoutRestriction-r17,4641,1,-,- maxNumber-NGSO-SatellitesWithinOneSMTC-r17,4642,1,-,- k1-RangeExtension-r17,4643,1,-,- aperiodicCSI-RS-FastScellActivation-r17,4644,1,-,- aperiodicCSI-RS-AdditionalBandwidth-r17,4647,1,-,- bwp-WithoutCD-SSB-OrNCD-SSB-RedCap-r17,4648,1,-,- halfDuplexFDD-TypeA-RedCap-r17,4649,1,-,- posSRS-RRC-Inactive-OutsideInitialUL-BWP-r17,4650,1,-,- channelBWs-DL-SCS-480kHz-FR2-2-r17,4664,1,-,- channelBWs-UL-SCS-480kHz-FR2-2-r17,4665,1,-,- channelBWs-DL-SCS-960kHz-FR2-2-r17,4666,1,-,- channelBWs-UL-SCS-960kHz-FR2-2-r17,4667,1,-,- ul-GapFR2-r17,4668,1,-,- oneShotHARQ-feedbackTriggeredByDCI-1-2-r17,4669,1,-,- oneShotHARQ-feedbackPhy-Priority-r17,4670,1,-,- enhancedType3-HARQ-CodebookFeedback-r17,4671,1,-,- triggeredHARQ-CodebookRetx-r17,4674,1,-,-;gue-OneShotUL-TimingAdj-r17,4677,1,-,- pucch-Repetition-F0-2-r17,4678,1,-,- cqi-4-BitsSubbandNTN-SharedSpectrumChAccess-r17,4679,1,-,- mux-HARQ-ACK-DiffPriorities-r17,4680,1,-,- ta-BasedPDC-NTN-SharedSpectrumChAccess-r17,4681,1,-,- ack-NACK-FeedbackForMulticastWithDCI-Enabler-r17,4682,1,-,- maxNumberG-RNTI-r17,4683,1,-,- dynamicMulticastDCI-Format4-2-r17,4684,1,-,- maxModulationOrderForMulticast-r17,4685,1,-,- dynamicSlotRepetitionMulticastTN-NonSharedSpectrumChAccess-r17,4688,1,-,- dynamicSlotRepetitionMulticastNTN-SharedSpectrumChAccess-r17,4689,1,-,- nack-OnlyFeedbackForMulticastWithDCI-Enabler-r17,4690,1,-,- ack-NACK-FeedbackForSPS-MulticastWithDCI-Enabler-r17,4691,1,-,- maxNumberG-CS-RNTI-r17,4692,1,-,- re-LevelRateMatchingForMulticast-r17,4693,1,-,- pdsch-1024QAM-2MIMO-FR1-r17,4694,1,-,- prs-MeasurementWithoutMG-r17,4695,1,-,- maxNumber-NGSO-SatellitesPerCarrier-r17,4696,1,-,- prs-ProcessingCapabilityOutsideMGinPPW-r17,4697,1,-,- srs-SemiPersistent-PosResourcesRRC-Inactive-r17,4716,1,-,- channelBWs-DL-SCS-120kHz-FR2-2-r17,4719,1,-,- channelBWs-UL-SCS-120kHz-FR2-2-r17,4720,1,-,-;gdmrs-BundlingPUSCH-RepTypeA-r17,4721,1,-,- dmrs-BundlingPUSCH-RepTypeB-r17,4722,1,-,- dmrs-BundlingPUSCH-multiSlot-r17,4723,1,-,- dmrs-BundlingPUCCH-Rep-r17,4724,1,-,- interSlotFreqHopInterSlotBundlingPUSCH-r17,4725,1,-,- interSlotFreqHopPUCCH-r17,4726,1,-,- dmrs-BundlingRestart-r17,4727,1,-,- dmrs-BundlingNonBackToBackTX-r17,4728,1,-,-;gmaxDynamicSlotRepetitionForSPS-Multicast-r17,4729,1,-,- nack-OnlyFeedbackForSPS-MulticastWithDCI-Enabler-r17,4730,1,-,- sps-MulticastDCI-Format4-2-r17,4731,1,-,- sps-MulticastMultiConfig-r17,4732,1,-,- priorityIndicatorInDCI-Multicast-r17,4733,1,-,- priorityIndicatorInDCI-SPS-Multicast-r17,4734,1,-,- twoHARQ-ACK-CodebookForUnicastAndMulticast-r17,4735,1,-,- multiPUCCH-HARQ-ACK-ForMulticastUnicast-r17,4736,1,-,- releaseSPS-MulticastWithCS-RNTI-r17,4737,1,-,-;gposUE-TA-AutoAdjustment-r18,4738,1,-,- posSRS-ValidityAreaRRC-InactiveInitialUL-BWP-r18,4739,1,-,- posSRS-ValidityAreaRRC-InactiveOutsideInitialUL-BWP-r18,4740,1,-,- dl-PRS-MeasurementWithRxFH-RRC-ConnectedForRedCap-r18,4741,1,-,- posSRS-TxFH-RRC-ConnectedForRedCap-r18,4751,1,-,- posSRS-TxFH-RRC-InactiveForRedCap-r18,4762,1,-,- posSRS-BWA-RRC-Inactive-r18,4772,1,-,- posJointTriggerBySingleDCI-RRC-Connected-r18,4786,1,-,- dl-PRS-MeasurementWithRxFH-RRC-InactiveforRedCap-r18,4787,1,-,- dl-PRS-MeasurementWithRxFH-RRC-IdleforRedCap-r18,4788,1,-,- spatialAdaptation-CSI-Feedback-r18,4789,1,-,- spatialAdaptation-CSI-FeedbackPUSCH-r18,4799,1,-,- spatialAdaptation-CSI-FeedbackAperiodic-r18,4806,1,-,- spatialAdaptation-CSI-FeedbackPUCCH-r18,4817,1,-,- powerAdaptation-CSI-Feedback-r18,4824,1,-,- powerAdaptation-CSI-FeedbackPUSCH-r18,4829,1,-,- powerAdaptation-CSI-FeedbackAperiodic-r18,4835,1,-,- powerAdaptation-CSI-FeedbackPUCCH-r18,4841,1,-,- nes-CellDTX-DRX-r18,4847,1,-,- nes-CellDTX-DRX-DCI2-9-r18,4848,1,-,- mixCodeBookSpatialAdaptation-r18,4849,1,-,- simultaneousCSI-SubReportsPerCC-r18,4850,1,-,- ntn-DMRS-BundlingNGSO-r18,4851,1,-,- ltm-BeamIndicationJointTCI-r18,4852,1,-,- dummy-ltm-MAC-CE-JointTCI-r18,4857,1,-,- ltm-BeamIndicationSeparateTCI-r18,4861,1,-,- dummy-ltm-MAC-CE-SeparateTCI-r18,4868,1,-,- rach-EarlyTA-Measurement-r18,4874,1,-,- ue-TA-Measurement-r18,4875,1,-,- ta-IndicationCellSwitch-r18,4876,1,-,- triggeredHARQ-CodebookRetxDCI-1-3-r18,4877,1,-,- unifiedJointTCI-MultiMAC-CE-DCI-1-3-r18,4880,1,-,- unifiedSeparateTCI-MultiMAC-CE-IntraCell-r18,4890,1,-,- multiPUSCH-CG-r18,4901,1,-,- multiPUSCH-ActiveConfiguredGrant-r18,4902,1,-,- jointReleaseDCI-r18,4906,1,-,- cg-PUSCH-UTO-UCI-Ind-r18,4907,1,-,- pdcch-MonitoringResumptionAfterUL-NACK-r18,4908,1,-,- support3MHz-ChannelBW-Symmetric-r18,4909,1,-,- support3MHz-ChannelBW-Asymmetric-r18,4910,1,-,- support12PRB-CORESET0-r18,4911,1,-,- nr-PDCCH-OverlapLTE-CRS-RE-r18,4912,1,-,- nr-PDCCH-OverlapLTE-CRS-RE-MultiPatterns-r18,4915,1,-,- nr-PDCCH-OverlapLTE-CRS-RE-Span-3-4-r18,4916,1,-,- twoRateMatchingEUTRA-CRS-patterns-3-4-r18,4917,1,-,- overlapRateMatchingEUTRA-CRS-Patterns-3-4-Diff-CS-Pool-r18,4920,1,-,- ncd-SSB-BWP-Wor-r18,4921,1,-,- rlm-BM-BFD-CSI-RS-OutsideActiveBWP-r18,4922,1,-,- prach-CoverageEnh-r18,4923,1,-,- prach-Repetition-r18,4924,1,-,- dynamicWaveformSwitch-r18,4925,1,-,- dynamicWaveformSwitchPHR-r18,4926,1,-,- dynamicWaveformSwitchIntraCA-r18,4927,1,-,- multiPUSCH-SingleDCI-NonConsSlots-r18,4928,1,-,- pdc-maxNumberPRS-ResourceProcessedPerSlot-r18,4929,1,-,- intraSlot-PDSCH-MulticastInactive-r18,4937,1,-,- multicastInactive-r18,4938,1,-,- thresholdBasedMulticastResume-r18,4939,1,-,- lowerMSD-r18,4940,1,-,- lowerMSD-ENDC-r18,4948,1,-,- enhancedChannelRaster-r18,4949,1,-,- fastBeamSweepingMultiRx-r18,4950,1,-,- beamSweepingFactorReduction-r18,4951,1,-,- simultaneousReceptionTwoQCL-r18,4954,1,-,- measEnhCAInterFreqFR2-r18,4955,1,-,- tci-StateSwitchInd-r18,4956,1,-,- antennaArrayType-r18,4957,1,-,- locationBasedCondHandoverATG-r18,4958,1,-,- maxOutputPowerATG-r18,4959,1,-,- ltm-FastProcessingConfig-r18,4960,1,-,- measValidationReportEMR-r18,4963,1,-,- measValidationReportReselectionMeasurements-r18,4964,1,-,- eventA4BasedCondHandoverNES-r18,4965,1,-,- nesBasedCondHandoverWithDCI-r18,4966,1,-,- rach-LessHandoverCG-r18,4967,1,-,- rach-LessHandoverDG-r18,4968,1,-,- locationBasedCondHandoverEMC-r18,4969,1,-,- mt-CG-SDT-r18,4970,1,-,- posSRS-PreconfigureRRC-InactiveInitialUL-BWP-r18,4971,1,-,- posSRS-PreconfigureRRC-InactiveOutsideInitialUL-BWP-r18,4972,1,-,- cg-SDT-PeriodicityExt-r18,4973,1,-,- supportOf2RxXR-r18,4974,1,-,- condHandoverWithCandSCG-change-r18,4975,1,-,-;gmac-ParametersPerBand-r18,4976,1,-,- channelBW-DL-NCR-r18,4979,1,-,- channelBW-UL-NCR-r18,4987,1,-,- ncr-PDSCH-64QAM-FR2-r18,4995,1,-,- ltm-MCG-IntraFreq-r18,4996,1,-,- ltm-SCG-IntraFreq-r18,4997,1,-,-;gltm-MAC-CE-JointTCI-r18,4998,1,-,- ltm-MAC-CE-SeparateTCI-r18,5002,1,-,-;geventA4BasedCondHandoverATG-r18,5008,1,-,-
T	BIT STRING	B	8 8 0
T	MIMO-ParametersPerBand	Q	1	tci-StatePDSCH,3821,1,-,- additionalActiveTCI-StatePDCCH,3824,1,-,- pusch-TransCoherence,3825,1,-,- beamCorrespondenceWithoutUL-BeamSweeping,3826,1,-,- periodicBeamReport,3827,1,-,- aperiodicBeamReport,3828,1,-,- sp-BeamReportPUCCH,3829,1,-,- sp-BeamReportPUSCH,3830,1,-,- dummy1,3831,1,-,- maxNumberRxBeam,3835,1,-,- maxNumberRxTxBeamSwitchDL,3836,1,-,- maxNumberNonGroupBeamReporting,3842,1,-,- groupBeamReporting,3843,1,-,- uplinkBeamManagement,3844,1,-,- maxNumberCSI-RS-BFD,3847,1,-,- maxNumberSSB-BFD,3848,1,-,- maxNumberCSI-RS-SSB-CBD,3849,1,-,- dummy2,3850,1,-,- twoPortsPTRS-UL,3851,1,-,- dummy5,3852,1,-,- dummy3,3860,1,-,- beamReportTiming,3861,1,-,- ptrs-DensityRecommendationSetDL,3866,1,-,- ptrs-DensityRecommendationSetUL,3873,1,-,- dummy4,3885,1,-,- aperiodicTRS,3890,1,-,-	gdummy6,3891,1,-,- beamManagementSSB-CSI-RS,3892,1,-,- beamSwitchTiming,3898,1,-,- codebookParameters,3901,1,-,- csi-RS-IM-ReceptionForFeedback,3921,1,-,- csi-RS-ProcFrameworkForSRS,3927,1,-,- csi-ReportFramework,3932,1,-,- csi-RS-ForTracking,3941,1,-,- srs-AssocCSI-RS,3946,1,-,- spatialRelations,3947,1,-,-;gdefaultQCL-TwoTCI-r16,3952,1,-,- codebookParametersPerBand-r16,2933,1,-,- simul-SpatialRelationUpdatePUCCHResGroup-r16,3953,1,-,- maxNumberSCellBFR-r16,3954,1,-,- simultaneousReceptionDiffTypeD-r16,3955,1,-,- ssb-csirs-SINR-measurement-r16,3956,1,-,- nonGroupSINR-reporting-r16,3965,1,-,- groupSINR-reporting-r16,3966,1,-,- multiDCI-multiTRP-Parameters-r16,3967,1,-,- singleDCI-SDM-scheme-Parameters-r16,3979,1,-,- supportFDM-SchemeA-r16,3982,1,-,- supportCodeWordSoftCombining-r16,3983,1,-,- supportTDM-SchemeA-r16,3984,1,-,- supportInter-slotTDM-r16,3985,1,-,- lowPAPR-DMRS-PDSCH-r16,3989,1,-,- lowPAPR-DMRS-PUSCHwithoutPrecoding-r16,3990,1,-,- lowPAPR-DMRS-PUCCH-r16,3991,1,-,- lowPAPR-DMRS-PUSCHwithPrecoding-r16,3992,1,-,- csi-ReportFrameworkExt-r16,3993,1,-,- codebookParametersAddition-r16,3995,1,-,- codebookComboParametersAddition-r16,4014,1,-,- beamCorrespondenceSSB-based-r16,4057,1,-,- beamCorrespondenceCSI-RS-based-r16,4058,1,-,- beamSwitchTiming-r16,4059,1,-,-;gsemi-PersistentL1-SINR-Report-PUCCH-r16,4062,1,-,- semi-PersistentL1-SINR-Report-PUSCH-r16,4065,1,-,-;gspatialRelations-v1640,4066,1,-,- support64CandidateBeamRS-BFR-r16,4068,1,-,-;gmaxMIMO-LayersForMulti-DCI-mTRP-r16,4069,1,-,-;gsupportedSINR-meas-v1670,4070,1,-,-;gsrs-increasedRepetition-r17,4071,1,-,- srs-partialFrequencySounding-r17,4072,1,-,- srs-startRB-locationHoppingPartial-r17,4073,1,-,- srs-combEight-r17,4074,1,-,- codebookParametersfetype2-r17,4075,1,-,- mTRP-PUSCH-twoCSI-RS-r17,4083,1,-,- mTRP-PUCCH-InterSlot-r17,4084,1,-,- mTRP-PUCCH-CyclicMapping-r17,4085,1,-,- mTRP-PUCCH-SecondTPC-r17,4086,1,-,- mTRP-BFR-twoBFD-RS-Set-r17,4087,1,-,- mTRP-BFR-PUCCH-SR-perCG-r17,4091,1,-,- mTRP-BFR-association-PUCCH-SR-r17,4092,1,-,- sfn-SimulTwoTCI-AcrossMultiCC-r17,4093,1,-,- sfn-DefaultDL-BeamSetup-r17,4094,1,-,- sfn-DefaultUL-BeamSetup-r17,4095,1,-,- srs-TriggeringOffset-r17,4096,1,-,- srs-TriggeringDCI-r17,4097,1,-,- codebookComboParameterMixedType-r17,4098,1,-,- unifiedJointTCI-r17,4127,1,-,- unifiedJointTCI-multiMAC-CE-r17,4130,1,-,- unifiedJointTCI-perBWP-CA-r17,4133,1,-,- unifiedJointTCI-ListSharingCA-r17,4134,1,-,- unifiedJointTCI-commonMultiCC-r17,4135,1,-,- unifiedJointTCI-BeamAlignDLRS-r17,4136,1,-,- unifiedJointTCI-PC-association-r17,4137,1,-,- unifiedJointTCI-Legacy-r17,4138,1,-,- unifiedJointTCI-Legacy-SRS-r17,4139,1,-,- unifiedJointTCI-Legacy-CORESET0-r17,4140,1,-,- unifiedJointTCI-SCellBFR-r17,4141,1,-,- unifiedJointTCI-InterCell-r17,4142,1,-,- unifiedSeparateTCI-r17,4145,1,-,- unifiedSeparateTCI-multiMAC-CE-r17,4150,1,-,- unifiedSeparateTCI-perBWP-CA-r17,4154,1,-,- unifiedSeparateTCI-ListSharingCA-r17,4155,1,-,- unifiedSeparateTCI-commonMultiCC-r17,4158,1,-,- unifiedSeparateTCI-InterCell-r17,4159,1,-,- unifiedJointTCI-mTRP-InterCell-BM-r17,4164,1,-,- mpe-Mitigation-r17,4167,1,-,- srs-PortReport-r17,4170,1,-,- mTRP-PDCCH-individual-r17,4175,1,-,- mTRP-PDCCH-anySpan-3Symbols-r17,4176,1,-,- mTRP-PDCCH-TwoQCL-TypeD-r17,4177,1,-,- mTRP-PUSCH-CSI-RS-r17,4178,1,-,- mTRP-PUSCH-cyclicMapping-r17,4184,1,-,- mTRP-PUSCH-secondTPC-r17,4185,1,-,- mTRP-PUSCH-twoPHR-Reporting-r17,4186,1,-,- mTRP-PUSCH-A-CSI-r17,4187,1,-,- mTRP-PUSCH-SP-CSI-r17,4188,1,-,- mTRP-PUSCH-CG-r17,4189,1,-,- mTRP-PUCCH-MAC-CE-r17,4190,1,-,- mTRP-PUCCH-maxNum-PC-FR1-r17,4191,1,-,- mTRP-inter-Cell-r17,4192,1,-,- mTRP-GroupBasedL1-RSRP-r17,4195,1,-,- mTRP-BFD-RS-MAC-CE-r17,4199,1,-,- mTRP-CSI-EnhancementPerBand-r17,4200,1,-,- codebookComboParameterMultiTRP-r17,4205,1,-,- mTRP-CSI-additionalCSI-r17,4266,1,-,- mTRP-CSI-N-Max2-r17,4267,1,-,- mTRP-CSI-CMR-r17,4268,1,-,- srs-partialFreqSounding-r17,4269,1,-,- beamSwitchTiming-v1710,4270,1,-,- beamSwitchTiming-r17,4273,1,-,- beamReportTiming-v1710,4276,1,-,- maxNumberRxTxBeamSwitchDL-v1710,4279,1,-,-;gsrs-PortReportSP-AP-r17,4282,1,-,- maxNumberRxBeam-v1720,4283,1,-,- sfn-ImplicitRS-twoTCI-r17,4284,1,-,- sfn-QCL-TypeD-Collision-twoTCI-r17,4285,1,-,- mTRP-CSI-numCPU-r17,4286,1,-,-;gsupportRepNumPDSCH-TDRA-DCI-1-2-r17,4287,1,-,-;gcodebookParametersetype2DopplerCSI-r18,3397,1,-,- codebookParametersfetype2DopplerCSI-r18,3421,1,-,- codebookParametersetype2CJT-r18,3434,1,-,- codebookParametersfetype2CJT-r18,3452,1,-,- codebookComboParametersCJT-r18,3470,1,-,- codebookParametersHARQ-ACK-PUSCH-r18,3491,1,-,- tci-JointTCI-UpdateSingleActiveTCI-PerCC-r18,4288,1,-,- tci-JointTCI-UpdateMultiActiveTCI-PerCC-r18,4291,1,-,- tci-SelectionDCI-r18,4294,1,-,- tci-SeparateTCI-UpdateSingleActiveTCI-PerCC-r18,4295,1,-,- tci-SeparateTCI-UpdateMultiActiveTCI-PerCC-r18,4300,1,-,- tci-SelectionAperiodicCSI-RS-r18,4303,1,-,- tci-SelectionAperiodicCSI-RS-M-DCI-r18,4304,1,-,- twoTCI-StatePDSCH-CJT-TxScheme-r18,4305,1,-,- tci-JointTCI-UpdateSingleActiveTCI-PerCC-PerCORESET-r18,4306,1,-,- tci-JointTCI-UpdateMultiActiveTCI-PerCC-PerCORESET-r18,4310,1,-,- tci-TRP-BFR-r18,4311,1,-,- tci-SeparateTCI-UpdateSingleActiveTCI-PerCC-PerCORESET-r18,4312,1,-,- tci-SeparateTCI-UpdateMultiActiveTCI-PerCC-PerCORESET-r18,4318,1,-,- commonTCI-SingleDCI-r18,4321,1,-,- commonTCI-MultiDCI-r18,4322,1,-,- twoPHR-Reporting-r18,4323,1,-,- spCell-TAG-Ind-r18,4324,1,-,- interCellCrossTRP-PDCCH-OrderCFRA-r18,4325,1,-,- intraCellCrossTRP-PDCCH-OrderCFRA-r18,4326,1,-,- overlapUL-TransReduction-r18,4327,1,-,- maxPeriodicityCMR-r18,4328,1,-,- tdcp-Report-r18,4329,1,-,- tdcp-Resource-r18,4332,1,-,- timelineRelax-CJT-CSI-r18,4336,1,-,- jointConfigDMRSPortDynamicSwitching-r18,4337,1,-,- srs-combOffsetHopping-r18,4338,1,-,- srs-combOffsetInTime-r18,4339,1,-,- srs-combOffsetCombinedGroupSequence-r18,4340,1,-,- srs-combOffsetHoppingWithinSubset-r18,4341,1,-,- srs-cyclicShiftHopping-r18,4342,1,-,- srs-cyclicShiftHoppingSmallGranularity-r18,4343,1,-,- srs-cyclicShiftCombinedGroupSequence-r18,4344,1,-,- cyclicShiftHoppingWithinSubset-r18,4345,1,-,- srs-cyclicShiftCombinedCombOffset-r18,4346,1,-,- pusch-CB-2PTRS-SingleDCI-STx2P-SDM-r18,4347,1,-,- pusch-NonCB-2PTRS-SingleDCI-STx2P-SDM-r18,4348,1,-,- pusch-NonCB-SingleDCI-STx2P-SDM-CSI-RS-SRS-r18,4349,1,-,- twoPUSCH-NonCB-Multi-DCI-STx2P-CSI-RS-Resource-r18,4355,1,-,- dmrs-PortEntrySingleDCI-SDM-r18,4361,1,-,- pusch-CB-2PTRS-SingleDCI-STx2P-SFN-r18,4362,1,-,- pusch-NonCB-2PTRS-SingleDCI-STx2P-SFN-r18,4363,1,-,- pusch-NonCB-SingleDCI-STx2P-SFN-CSI-RS-SRS-r18,4364,1,-,- twoPUSCH-CB-MultiDCI-STx2P-FullTimeFullFreqOverlap-r18,4370,1,-,- twoPUSCH-CB-MultiDCI-STx2P-FullTimePartialFreqOverlap-r18,4371,1,-,- twoPUSCH-CB-MultiDCI-STx2P-PartialTimeFullFreqOverlap-r18,4372,1,-,- twoPUSCH-CB-MultiDCI-STx2P-PartialTimePartialFreqOverlap-r18,4373,1,-,- twoPUSCH-CB-MultiDCI-STx2P-PartialTimeNonFreqOverlap-r18,4374,1,-,- twoPUSCH-CB-MultiDCI-STx2P-CG-CG-r18,4375,1,-,- twoPUSCH-CB-MultiDCI-STx2P-CG-DG-r18,4376,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-FullTimeFullFreqOverlap-r18,4377,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-FullTimePartialFreqOverlap-r18,4378,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-PartialTimeFullFreqOverlap-r18,4379,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-PartialTimePartialFreqOverlap-r18,4380,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-PartialTimeNonFreqOverlap-r18,4381,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-CG-CG-r18,4382,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-CG-DG-r18,4383,1,-,- pucch-RepetitionDynamicIndicationSFN-r18,4384,1,-,- groupBeamReporting-STx2P-r18,4385,1,-,-;gsimulConfigDMRS-DCI-1-3-r18,4390,1,-,-
T	SEQUENCE	Q	0	maxNumberConfiguredTCI-StatesPerCC,3822,1,-,- maxNumberActiveTCI-PerBWP,3823,1,-,-	
T	ENUMERATED	e	n4,n8,n16,n32,n64,n128	-
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	nonCoherent,partialCoherent,fullCoherent	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	DummyG	Q	0	maxNumberSSB-CSI-RS-ResourceOneTx,3832,0,-,- maxNumberSSB-CSI-RS-ResourceTwoTx,3833,0,-,- supportedCSI-RS-Density,3834,0,-,-	
T	ENUMERATED	e	n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	one,three,oneAndThree	-
T	INTEGER	i	2 8 0
T	SEQUENCE	Q	0	scs-15kHz,3837,1,-,- scs-30kHz,3838,1,-,- scs-60kHz,3839,1,-,- scs-120kHz,3840,1,-,- scs-240kHz,3841,1,-,-	
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n4,n7,n14	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-BM,3845,0,-,- maxNumberSRS-ResourceSet,3846,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n16	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 256 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SRS-Resources	Q	0	maxNumberAperiodicSRS-PerBWP,3853,0,-,- maxNumberAperiodicSRS-PerBWP-PerSlot,3854,0,-,- maxNumberPeriodicSRS-PerBWP,3855,0,-,- maxNumberPeriodicSRS-PerBWP-PerSlot,3856,0,-,- maxNumberSemiPersistentSRS-PerBWP,3857,0,-,- maxNumberSemiPersistentSRS-PerBWP-PerSlot,3858,0,-,- maxNumberSRS-Ports-PerResource,3859,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 6 0
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 6 0
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 6 0
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	scs-15kHz,3862,1,-,- scs-30kHz,3863,1,-,- scs-60kHz,3864,1,-,- scs-120kHz,3865,1,-,-	
T	ENUMERATED	e	sym2,sym4,sym8	-
T	ENUMERATED	e	sym4,sym8,sym14,sym28	-
T	ENUMERATED	e	sym8,sym14,sym28	-
T	ENUMERATED	e	sym14,sym28,sym56	-
T	SEQUENCE	Q	0	scs-15kHz,3867,1,-,- scs-30kHz,3867,1,-,- scs-60kHz,3867,1,-,- scs-120kHz,3867,1,-,-	
T	PTRS-DensityRecommendationDL	Q	0	frequencyDensity1,3868,0,-,- frequencyDensity2,3869,0,-,- timeDensity1,3870,0,-,- timeDensity2,3871,0,-,- timeDensity3,3872,0,-,-	
T	INTEGER	i	1 276 0
T	INTEGER	i	1 276 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 29 0
T	INTEGER	i	0 29 0
T	SEQUENCE	Q	0	scs-15kHz,3874,1,-,- scs-30kHz,3874,1,-,- scs-60kHz,3874,1,-,- scs-120kHz,3874,1,-,-	
T	PTRS-DensityRecommendationUL	Q	0	frequencyDensity1,3875,0,-,- frequencyDensity2,3876,0,-,- timeDensity1,3877,0,-,- timeDensity2,3878,0,-,- timeDensity3,3879,0,-,- sampleDensity1,3880,0,-,- sampleDensity2,3881,0,-,- sampleDensity3,3882,0,-,- sampleDensity4,3883,0,-,- sampleDensity5,3884,0,-,-	
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
T	DummyH	Q	0	burstLength,3886,0,-,- maxSimultaneousResourceSetsPerCC,3887,0,-,- maxConfiguredResourceSetsPerCC,3888,0,-,- maxConfiguredResourceSetsAllCC,3889,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 128 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	true	-
T	BeamManagementSSB-CSI-RS	Q	0	maxNumberSSB-CSI-RS-ResourceOneTx,3893,0,-,- maxNumberCSI-RS-Resource,3894,0,-,- maxNumberCSI-RS-ResourceTwoTx,3895,0,-,- supportedCSI-RS-Density,3896,1,-,- maxNumberAperiodicCSI-RS-Resource,3897,0,-,-	
T	ENUMERATED	e	n0,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	one,three,oneAndThree	-
T	ENUMERATED	e	n0,n1,n4,n8,n16,n32,n64	-
T	SEQUENCE	Q	0	scs-60kHz,3899,1,-,- scs-120kHz,3900,1,-,-	
T	ENUMERATED	e	sym14,sym28,sym48,sym224,sym336	-
T	ENUMERATED	e	sym14,sym28,sym48,sym224,sym336	-
T	CodebookParameters	Q	0	type1,3902,0,-,- type2,3912,1,-,- type2-PortSelection,3917,1,-,-	
T	SEQUENCE	Q	0	singlePanel,3903,0,-,- multiPanel,3907,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,3904,0,-,- modes,3905,0,-,- maxNumberCSI-RS-PerResourceSet,3906,0,-,-	
T	SEQUENCE OF	L	3514	1 7 0
T	ENUMERATED	e	mode1,mode1andMode2	-
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,3908,0,-,- modes,3909,0,-,- nrofPanels,3910,0,-,- maxNumberCSI-RS-PerResourceSet,3911,0,-,-	
T	SEQUENCE OF	L	3514	1 7 0
T	ENUMERATED	e	mode1,mode2,both	-
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,3913,0,-,- parameterLx,3914,0,-,- amplitudeScalingType,3915,0,-,- amplitudeSubsetRestriction,3916,1,-,-	
T	SEQUENCE OF	L	3514	1 7 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceList,3918,0,-,- parameterLx,3919,0,-,- amplitudeScalingType,3920,0,-,-	
T	SEQUENCE OF	L	3514	1 7 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	CSI-RS-IM-ReceptionForFeedback	Q	0	maxConfigNumberNZP-CSI-RS-PerCC,3922,0,-,- maxConfigNumberPortsAcrossNZP-CSI-RS-PerCC,3923,0,-,- maxConfigNumberCSI-IM-PerCC,3924,0,-,- maxNumberSimultaneousNZP-CSI-RS-PerCC,3925,0,-,- totalNumberPortsSimultaneousNZP-CSI-RS-PerCC,3926,0,-,-	
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	CSI-RS-ProcFrameworkForSRS	Q	0	maxNumberPeriodicSRS-AssocCSI-RS-PerBWP,3928,0,-,- maxNumberAperiodicSRS-AssocCSI-RS-PerBWP,3929,0,-,- maxNumberSP-SRS-AssocCSI-RS-PerBWP,3930,0,-,- simultaneousSRS-AssocCSI-RS-PerCC,3931,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	1 8 0
T	CSI-ReportFramework	Q	0	maxNumberPeriodicCSI-PerBWP-ForCSI-Report,3933,0,-,- maxNumberAperiodicCSI-PerBWP-ForCSI-Report,3934,0,-,- maxNumberSemiPersistentCSI-PerBWP-ForCSI-Report,3935,0,-,- maxNumberPeriodicCSI-PerBWP-ForBeamReport,3936,0,-,- maxNumberAperiodicCSI-PerBWP-ForBeamReport,3937,0,-,- maxNumberAperiodicCSI-triggeringStatePerCC,3938,0,-,- maxNumberSemiPersistentCSI-PerBWP-ForBeamReport,3939,0,-,- simultaneousCSI-ReportsPerCC,3940,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n3,n7,n15,n31,n63,n128	-
T	INTEGER	i	0 4 0
T	INTEGER	i	1 8 0
T	CSI-RS-ForTracking	Q	0	maxBurstLength,3942,0,-,- maxSimultaneousResourceSetsPerCC,3943,0,-,- maxConfiguredResourceSetsPerCC,3944,0,-,- maxConfiguredResourceSetsAllCC,3945,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 256 0
T	SEQUENCE OF	L	3514	1 7 0
T	SpatialRelations	Q	0	maxNumberConfiguredSpatialRelations,3948,0,-,- maxNumberActiveSpatialRelations,3949,0,-,- additionalActiveSpatialRelationPUCCH,3950,1,-,- maxNumberDL-RS-QCL-TypeD,3951,0,-,-	
T	ENUMERATED	e	n4,n8,n16,n32,n64,n96	-
T	ENUMERATED	e	n1,n2,n4,n8,n14	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4,n8,n14	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberSSB-CSIRS-OneTx-CMR-r16,3957,0,-,- maxNumberCSI-IM-NZP-IMR-res-r16,3958,0,-,- maxNumberCSIRS-2Tx-res-r16,3959,0,-,- maxNumberSSB-CSIRS-res-r16,3960,0,-,- maxNumberCSI-IM-NZP-IMR-res-mem-r16,3961,0,-,- supportedCSI-RS-Density-CMR-r16,3962,0,-,- maxNumberAperiodicCSI-RS-Res-r16,3963,0,-,- supportedSINR-meas-r16,3964,1,-,-	
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
T	SEQUENCE	Q	0	overlapPDSCHsFullyFreqTime-r16,3968,1,-,- overlapPDSCHsInTimePartiallyFreq-r16,3969,1,-,- outOfOrderOperationDL-r16,3970,1,-,- outOfOrderOperationUL-r16,3973,1,-,- separateCRS-RateMatching-r16,3974,1,-,- defaultQCL-PerCORESETPoolIndex-r16,3975,1,-,- maxNumberActivatedTCI-States-r16,3976,1,-,-	
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportPDCCH-ToPDSCH-r16,3971,1,-,- supportPDSCH-ToHARQ-ACK-r16,3972,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPerCORESET-Pool-r16,3977,0,-,- maxTotalNumberAcrossCORESET-Pool-r16,3978,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	SEQUENCE	Q	0	supportNewDMRS-Port-r16,3980,1,-,- supportTwoPortDL-PTRS-r16,3981,1,-,-	
T	ENUMERATED	e	supported1,supported2,supported3	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	kb3,kb5,kb10,kb20,noRestriction	-
T	SEQUENCE	Q	0	supportRepNumPDSCH-TDRA-r16,3986,0,-,- maxTBS-Size-r16,3987,0,-,- maxNumberTCI-states-r16,3988,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	ENUMERATED	e	kb3,kb5,kb10,kb20,noRestriction	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CSI-ReportFrameworkExt-r16	Q	0	maxNumberAperiodicCSI-PerBWP-ForCSI-ReportExt-r16,3994,0,-,-	
T	INTEGER	i	5 8 0
T	CodebookParametersAddition-r16	Q	0	etype2-r16,3996,1,-,- etype2-PS-r16,4006,1,-,-	
T	SEQUENCE	Q	0	etype2R1-r16,3997,0,-,- etype2R2-r16,4000,1,-,- paramComb7-8-r16,4003,1,-,- rank3-4-r16,4004,1,-,- amplitudeSubsetRestriction-r16,4005,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,3998,0,-,-	
T	SEQUENCE OF	L	3999	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4001,0,-,-	
T	SEQUENCE OF	L	4002	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	etype2R1-PortSelection-r16,4007,0,-,- etype2R2-PortSelection-r16,4010,1,-,- rank3-4-r16,4013,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4008,0,-,-	
T	SEQUENCE OF	L	4009	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4011,0,-,-	
T	SEQUENCE OF	L	4012	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	CodebookComboParametersAddition-r16	Q	0	type1SP-Type2-null-r16,4015,1,-,- type1SP-Type2PS-null-r16,4018,1,-,- type1SP-eType2R1-null-r16,4021,1,-,- type1SP-eType2R2-null-r16,4024,1,-,- type1SP-eType2R1PS-null-r16,4027,1,-,- type1SP-eType2R2PS-null-r16,4030,1,-,- type1SP-Type2-Type2PS-r16,4033,1,-,- type1MP-Type2-null-r16,4036,1,-,- type1MP-Type2PS-null-r16,4039,1,-,- type1MP-eType2R1-null-r16,4042,1,-,- type1MP-eType2R2-null-r16,4045,1,-,- type1MP-eType2R1PS-null-r16,4048,1,-,- type1MP-eType2R2PS-null-r16,4051,1,-,- type1MP-Type2-Type2PS-r16,4054,1,-,-	
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4016,0,-,-	
T	SEQUENCE OF	L	4017	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4019,0,-,-	
T	SEQUENCE OF	L	4020	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4022,0,-,-	
T	SEQUENCE OF	L	4023	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4025,0,-,-	
T	SEQUENCE OF	L	4026	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4028,0,-,-	
T	SEQUENCE OF	L	4029	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4031,0,-,-	
T	SEQUENCE OF	L	4032	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4034,0,-,-	
T	SEQUENCE OF	L	4035	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4037,0,-,-	
T	SEQUENCE OF	L	4038	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4040,0,-,-	
T	SEQUENCE OF	L	4041	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4043,0,-,-	
T	SEQUENCE OF	L	4044	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4046,0,-,-	
T	SEQUENCE OF	L	4047	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4049,0,-,-	
T	SEQUENCE OF	L	4050	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4052,0,-,-	
T	SEQUENCE OF	L	4053	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	supportedCSI-RS-ResourceListAdd-r16,4055,0,-,-	
T	SEQUENCE OF	L	4056	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz-r16,4060,1,-,- scs-120kHz-r16,4061,1,-,-	
T	ENUMERATED	e	sym224,sym336	-
T	ENUMERATED	e	sym224,sym336	-
T	SEQUENCE	Q	0	supportReportFormat1-2OFDM-syms-r16,4063,1,-,- supportReportFormat4-14OFDM-syms-r16,4064,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberConfiguredSpatialRelations-v1640,4067,0,-,-	
T	ENUMERATED	e	n96,n128,n160,n192,n224,n256,n288,n320	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	4 4 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CodebookParametersfetype2-r17	Q	0	fetype2basic-r17,4076,0,-,- fetype2R1-r17,4078,1,-,- fetype2R2-r17,4080,1,-,- fetype2Rank3Rank4-r17,4082,1,-,-	
T	SEQUENCE OF	L	4077	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4079	1 8 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4081	1 8 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pf0-2,pf1-3-4,pf0-4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxBFD-RS-resourcesPerSetPerBWP-r17,4088,0,-,- maxBFR-r17,4089,0,-,- maxBFD-RS-resourcesAcrossSetsPerBWP-r17,4090,0,-,-	
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
T	CodebookComboParameterMixedType-r17	Q	0	type1SP-feType2PS-null-r17,4099,1,-,- type1SP-feType2PS-M2R1-null-r17,4101,1,-,- type1SP-feType2PS-M2R2-null-r1,4103,1,-,- type1SP-Type2-feType2-PS-M1-r17,4105,1,-,- type1SP-Type2-feType2-PS-M2R1-r17,4107,1,-,- type1SP-eType2R1-feType2-PS-M1-r17,4109,1,-,- type1SP-eType2R1-feType2-PS-M2R1-r17,4111,1,-,- type1MP-feType2PS-null-r17,4113,1,-,- type1MP-feType2PS-M2R1-null-r17,4115,1,-,- type1MP-feType2PS-M2R2-null-r17,4117,1,-,- type1MP-Type2-feType2-PS-M1-r17,4119,1,-,- type1MP-Type2-feType2-PS-M2R1-r17,4121,1,-,- type1MP-eType2R1-feType2-PS-M1-r17,4123,1,-,- type1MP-eType2R1-feType2-PS-M2R1-r17,4125,1,-,-	
T	SEQUENCE OF	L	4100	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4102	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4104	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4106	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4108	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4110	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4112	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4114	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4116	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4118	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4120	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4122	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4124	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4126	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE	Q	0	maxConfiguredJointTCI-r17,4128,0,-,- maxActivatedTCIAcrossCC-r17,4129,0,-,-	
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	SEQUENCE	Q	0	minBeamApplicationTime-r17,4131,1,-,- maxNumMAC-CE-PerCC,4132,0,-,-	
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
T	SEQUENCE	Q	0	additionalMAC-CE-PerCC-r17,4143,0,-,- additionalMAC-CE-AcrossCC-r17,4144,0,-,-	
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	SEQUENCE	Q	0	maxConfiguredDL-TCI-r17,4146,0,-,- maxConfiguredUL-TCI-r17,4147,0,-,- maxActivatedDL-TCIAcrossCC-r17,4148,0,-,- maxActivatedUL-TCIAcrossCC-r17,4149,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	SEQUENCE	Q	0	minBeamApplicationTime-r17,4151,0,-,- maxActivatedDL-TCIPerCC-r17,4152,0,-,- maxActivatedUL-TCIPerCC-r17,4153,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n7,n14,n28,n42,n56,n70,n84,n98,n112,n224,n336	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumListDL-TCI-r17,4156,1,-,- maxNumListUL-TCI-r17,4157,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	k-DL-PerCC-r17,4160,0,-,- k-UL-PerCC-r17,4161,0,-,- k-DL-AcrossCC-r17,4162,0,-,- k-UL-AcrossCC-r17,4163,0,-,-	
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumAdditionalPCI-L1-RSRP-r17,4165,0,-,- maxNumSSB-ResourceL1-RSRP-AcrossCC-r17,4166,0,-,-	
T	INTEGER	i	1 7 0
T	ENUMERATED	e	n1,n2,n4,n8	-
T	SEQUENCE	Q	0	maxNumP-MPR-RI-pairs-r17,4168,0,-,- maxNumConfRS-r17,4169,0,-,-	
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16,n28,n32,n48,n64	-
T	SEQUENCE	Q	0	capVal1-r17,4171,1,-,- capVal2-r17,4172,1,-,- capVal3-r17,4173,1,-,- capVal4-r17,4174,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumPeriodicSRS-r17,4179,0,-,- maxNumAperiodicSRS-r17,4180,0,-,- maxNumSP-SRS-r17,4181,0,-,- numSRS-ResourcePerCC-r17,4182,0,-,- numSRS-ResourceNonCodebook-r17,4183,0,-,-	
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
T	SEQUENCE	Q	0	maxNumAdditionalPCI-Case1-r17,4193,0,-,- maxNumAdditionalPCI-Case2-r17,4194,0,-,-	
T	INTEGER	i	1 7 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	maxNumBeamGroups-r17,4196,0,-,- maxNumRS-WithinSlot-r17,4197,0,-,- maxNumRS-AcrossSlot-r17,4198,0,-,-	
T	INTEGER	i	1 4 0
T	ENUMERATED	e	n2,n3,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n8,n16,n32,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n32,n48,n64	-
T	SEQUENCE	Q	0	maxNumNZP-CSI-RS-r17,4201,0,-,- cSI-Report-mode-r17,4202,0,-,- supportedComboAcrossCCs-r17,4203,0,-,- codebookModeNCJT-r17,4204,0,-,-	
T	INTEGER	i	2 8 0
T	ENUMERATED	e	mode1,mode2,both	-
T	SEQUENCE OF	L	3164	1 16 0
T	ENUMERATED	e	mode1,mode1And2	-
T	CodebookComboParameterMultiTRP-r17	Q	0	nCJT-null-null,4206,1,-,- nCJT1SP-null-null,4208,1,-,- nCJT-Type2-null-r16,4210,1,-,- nCJT-Type2PS-null-r16,4212,1,-,- nCJT-eType2R1-null-r16,4214,1,-,- nCJT-eType2R2-null-r16,4216,1,-,- nCJT-eType2R1PS-null-r16,4218,1,-,- nCJT-eType2R2PS-null-r16,4220,1,-,- nCJT-Type2-Type2PS-r16,4222,1,-,- nCJT1SP-Type2-null-r16,4224,1,-,- nCJT1SP-Type2PS-null-r16,4226,1,-,- nCJT1SP-eType2R1-null-r16,4228,1,-,- nCJT1SP-eType2R2-null-r16,4230,1,-,- nCJT1SP-eType2R1PS-null-r16,4232,1,-,- nCJT1SP-eType2R2PS-null-r16,4234,1,-,- nCJT1SP-Type2-Type2PS-r16,4236,1,-,- nCJT-feType2PS-null-r17,4238,1,-,- nCJT-feType2PS-M2R1-null-r17,4240,1,-,- nCJT-feType2PS-M2R2-null-r17,4242,1,-,- nCJT-Type2-feType2-PS-M1-r17,4244,1,-,- nCJT-Type2-feType2-PS-M2R1-r17,4246,1,-,- nCJT-eType2R1-feType2-PS-M1-r17,4248,1,-,- nCJT-eType2R1-feType2-PS-M2R1-r17,4250,1,-,- nCJT1SP-feType2PS-null-r17,4252,1,-,- nCJT1SP-feType2PS-M2R1-null-r17,4254,1,-,- nCJT1SP-feType2PS-M2R2-null-r1,4256,1,-,- nCJT1SP-Type2-feType2-PS-M1-r17,4258,1,-,- nCJT1SP-Type2-feType2-PS-M2R1-r17,4260,1,-,- nCJT1SP-eType2R1-feType2-PS-M1-r17,4262,1,-,- nCJT1SP-eType2R1-feType2-PS-M2R1-r17,4264,1,-,-	
T	SEQUENCE OF	L	4207	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4209	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4211	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4213	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4215	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4217	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4219	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4221	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4223	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4225	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4227	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4229	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4231	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4233	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4235	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4237	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4239	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4241	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4243	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4245	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4247	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4249	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4251	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4253	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4255	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4257	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4259	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4261	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4263	1 16 0
T	INTEGER	i	0 511 0
T	SEQUENCE OF	L	4265	1 16 0
T	INTEGER	i	0 511 0
T	ENUMERATED	e	x1,x2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-480kHz,4271,1,-,- scs-960kHz,4272,1,-,-	
T	ENUMERATED	e	sym56,sym112,sym192,sym896,sym1344	-
T	ENUMERATED	e	sym112,sym224,sym384,sym1792,sym2688	-
T	SEQUENCE	Q	0	scs-480kHz-r17,4274,1,-,- scs-960kHz-r17,4275,1,-,-	
T	ENUMERATED	e	sym896,sym1344	-
T	ENUMERATED	e	sym1792,sym2688	-
T	SEQUENCE	Q	0	scs-480kHz-r17,4277,1,-,- scs-960kHz-r17,4278,1,-,-	
T	ENUMERATED	e	sym56,sym112,sym224	-
T	ENUMERATED	e	sym112,sym224,sym448	-
T	SEQUENCE	Q	0	scs-480kHz-r17,4280,1,-,- scs-960kHz-r17,4281,1,-,-	
T	ENUMERATED	e	n2,n4,n7	-
T	ENUMERATED	e	n1,n2,n4,n7	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	9 12 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n3,n4	-
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8,n16	-
T	SEQUENCE	Q	0	maxNumberConfigJointTCIPerCC-PerBWP-r18,4289,0,-,- maxNumberActiveJointTCI-AcrossCC-r18,4290,0,-,-	
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n2,n4,n6,n8,n16,n32	-
T	SEQUENCE	Q	0	tci-StateInd-r18,4292,0,-,- maxNumberActiveJointTCI-PerCC-r18,4293,0,-,-	
T	ENUMERATED	e	withAssignment,withoutAssignment	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumConfigDL-TCI-PerCC-PerBWP-r18,4296,0,-,- maxNumConfigUL-TCI-PerCC-PerBWP-r18,4297,0,-,- maxNumActiveDL-TCI-AcrossCC-r18,4298,0,-,- maxNumActiveUL-TCI-AcrossCC-r18,4299,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	SEQUENCE	Q	0	maxNumActiveDL-TCI-AcrossCC-r18,4301,0,-,- maxNumActiveUL-TCI-AcrossCC-r18,4302,0,-,-	
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	perResource,perResourceSet,both	-
T	ENUMERATED	e	perResource,perResourceSet,both	-
T	ENUMERATED	e	cjtSchemeA,cjtSchemeB,both	-
T	SEQUENCE	Q	0	mTRP-Operation-r18,4307,0,-,- maxNumberConfigJointTCIPerCC-PerBWP-r18,4308,0,-,- maxNumberActiveJointTCIAcrossCC-PerCORESET-r18,4309,0,-,-	
T	ENUMERATED	e	intraCell,intraCellAndInterCell	-
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	2 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	mTRP-Operation-r18,4313,0,-,- maxNumConfigDL-TCI-PerCC-PerBWP-r18,4314,0,-,- maxNumConfigUL-TCI-PerCC-PerBWP-r18,4315,0,-,- maxNumActiveDL-TCI-AcrossCC-r18,4316,0,-,- maxNumActiveUL-TCI-AcrossCC-r18,4317,0,-,-	
T	ENUMERATED	e	intraCell,intraCellAndInterCell	-
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	SEQUENCE	Q	0	maxNumConfigDL-TCI-PerCC-PerBWP-r18,4319,0,-,- maxNumConfigUL-TCI-PerCC-PerBWP-r18,4320,0,-,-	
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
T	SEQUENCE	Q	0	valueX-r18,4330,0,-,- maxNumberActiveResource-r18,4331,0,-,-	
T	INTEGER	i	1 2 0
T	INTEGER	i	2 32 0
T	SEQUENCE	Q	0	maxNumberConfigPerCC-r18,4333,0,-,- maxNumberConfigAcrossCC-r18,4334,0,-,- maxNumberSimultaneousPerCC-r18,4335,0,-,-	
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
T	SEQUENCE	Q	0	maxNumberPeriodicSRS-Resource-PerBWP-r18,4350,0,-,- maxNumberAperiodicSRS-Resource-PerBWP-r18,4351,0,-,- maxNumberSemiPersistentSRS-ResourcePerBWP-r18,4352,0,-,- valueY-SRS-ResourceAssociate-r18,4353,0,-,- valueX-CSI-RS-ResourceAssociate-r18,4354,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	maxNumberPeriodicSRS-r18,4356,0,-,- maxNumberAperiodicSRS-r18,4357,0,-,- maxNumberSemiPersistentSRS-r18,4358,0,-,- simultaneousSRS-PerCC-r18,4359,0,-,- simultaneousCSI-RS-NonCB-r18,4360,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	0 8 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPeriodicSRS-Resource-PerBWP-r18,4365,0,-,- maxNumberAperiodicSRS-Resource-PerBWP-r18,4366,0,-,- maxNumberSemiPersistentSRS-ResourcePerBWP-r18,4367,0,-,- valueY-SRS-ResourceAssociate-r18,4368,0,-,- valueX-CSI-RS-ResourceAssociate-r18,4369,0,-,-	
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
T	SEQUENCE	Q	0	groupL1-RSRP-Reporting-r18,4386,0,-,- maxNumberBeamGroups-r18,4387,0,-,- maxNumberResWithinSlotAcrossCC-r18,4388,0,-,- maxNumberResAcrossCC-r18,4389,0,-,-	
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
T	CHOICE	C	0	fr1,4402,0,-,- fr2,4406,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4403,1,-,- scs-30kHz,4404,1,-,- scs-60kHz,4405,1,-,-	
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	SEQUENCE	Q	0	scs-60kHz,4407,1,-,- scs-120kHz,4408,1,-,-	
T	BIT STRING	B	3 3 0
T	BIT STRING	B	3 3 0
T	CHOICE	C	0	fr1,4410,0,-,- fr2,4414,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4411,1,-,- scs-30kHz,4412,1,-,- scs-60kHz,4413,1,-,-	
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	BIT STRING	B	10 10 0
T	SEQUENCE	Q	0	scs-60kHz,4415,1,-,- scs-120kHz,4416,1,-,-	
T	BIT STRING	B	3 3 0
T	BIT STRING	B	3 3 0
T	ENUMERATED	e	n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n15,n20,n25,n30,n40,n50,n60,n70,n80,n90,n100	-
T	CHOICE	C	0	fr1,4422,0,-,- fr2,4426,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4423,1,-,- scs-30kHz,4424,1,-,- scs-60kHz,4425,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz,4427,1,-,- scs-120kHz,4428,1,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	CHOICE	C	0	fr1,4430,0,-,- fr2,4434,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4431,1,-,- scs-30kHz,4432,1,-,- scs-60kHz,4433,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz,4435,1,-,- scs-120kHz,4436,1,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	1 32 0
T	SharedSpectrumChAccessParamsPerBand-r16	Q	0	ul-DynamicChAccess-r16,4439,1,-,- ul-Semi-StaticChAccess-r16,4440,1,-,- ssb-RRM-DynamicChAccess-r16,4441,1,-,- ssb-RRM-Semi-StaticChAccess-r16,4442,1,-,- mib-Acquisition-r16,4443,1,-,- ssb-RLM-DynamicChAccess-r16,4444,1,-,- ssb-RLM-Semi-StaticChAccess-r16,4445,1,-,- sib1-Acquisition-r16,4446,1,-,- extRA-ResponseWindow-r16,4447,1,-,- ssb-BFD-CBD-dynamicChannelAccess-r16,4448,1,-,- ssb-BFD-CBD-semi-staticChannelAccess-r16,4449,1,-,- csi-RS-BFD-CBD-r16,4450,1,-,- ul-ChannelBW-SCell-10mhz-r16,4451,1,-,- rssi-ChannelOccupancyReporting-r16,4452,1,-,- srs-StartAnyOFDM-Symbol-r16,4453,1,-,- searchSpaceFreqMonitorLocation-r16,4454,1,-,- coreset-RB-Offset-r16,4455,1,-,- cgi-Acquisition-r16,4456,1,-,- configuredUL-Tx-r16,4457,1,-,- prach-Wideband-r16,4458,1,-,- dci-AvailableRB-Set-r16,4459,1,-,- dci-ChOccupancyDuration-r16,4460,1,-,- typeB-PDSCH-length-r16,4461,1,-,- searchSpaceSwitchWithDCI-r16,4462,1,-,- searchSpaceSwitchWithoutDCI-r16,4463,1,-,- searchSpaceSwitchCapability2-r16,4464,1,-,- non-numericalPDSCH-HARQ-timing-r16,4465,1,-,- enhancedDynamicHARQ-codebook-r16,4466,1,-,- oneShotHARQ-feedback-r16,4467,1,-,- multiPUSCH-UL-grant-r16,4468,1,-,- csi-RS-RLM-r16,4469,1,-,- dummy,4470,1,-,- periodicAndSemi-PersistentCSI-RS-r16,4471,1,-,- pusch-PRB-interlace-r16,4472,1,-,- pucch-F0-F1-PRB-Interlace-r16,4473,1,-,- occ-PRB-PF2-PF3-r16,4474,1,-,- extCP-rangeCG-PUSCH-r16,4475,1,-,- configuredGrantWithReTx-r16,4476,1,-,- ed-Threshold-r16,4477,1,-,- ul-DL-COT-Sharing-r16,4478,1,-,- mux-CG-UCI-HARQ-ACK-r16,4479,1,-,- cg-resourceConfig-r16,4480,1,-,-	
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
T	SEQUENCE	Q	0	maxNumberPatterns-r16,4483,0,-,- maxNumberNon-OverlapPatterns-r16,4484,0,-,-	
T	INTEGER	i	2 6 0
T	INTEGER	i	1 3 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	OLPC-SRS-Pos-r16	Q	0	olpc-SRS-PosBasedOnPRS-Serving-r16,4489,1,-,- olpc-SRS-PosBasedOnSSB-Neigh-r16,4490,1,-,- olpc-SRS-PosBasedOnPRS-Neigh-r16,4491,1,-,- maxNumberPathLossEstimatePerServing-r16,4492,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n4,n8,n16	-
T	SpatialRelationsSRS-Pos-r16	Q	0	spatialRelation-SRS-PosBasedOnSSB-Serving-r16,4494,1,-,- spatialRelation-SRS-PosBasedOnCSI-RS-Serving-r16,4495,1,-,- spatialRelation-SRS-PosBasedOnPRS-Serving-r16,4496,1,-,- spatialRelation-SRS-PosBasedOnSRS-r16,4497,1,-,- spatialRelation-SRS-PosBasedOnSSB-Neigh-r16,4498,1,-,- spatialRelation-SRS-PosBasedOnPRS-Neigh-r16,4499,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2	-
T	CHOICE	C	0	fr1-100mhz,4502,0,-,- fr2-200mhz,4506,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4503,1,-,- scs-30kHz,4504,1,-,- scs-60kHz,4505,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,4507,1,-,- scs-120kHz,4508,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1-100mhz,4510,0,-,- fr2-200mhz,4514,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4511,1,-,- scs-30kHz,4512,1,-,- scs-60kHz,4513,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,4515,1,-,- scs-120kHz,4516,1,-,-	
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
T	SEQUENCE	Q	0	maxNumberConfigsPerBWP-r16,4526,0,-,- maxNumberConfigsAllCC-r16,4527,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	INTEGER	i	2 32 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberConfigsPerBWP-r16,4530,0,-,- maxNumberConfigsAllCC-r16,4531,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	2 32 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	trs-AddBW-Set1,trs-AddBW-Set2	-
T	ENUMERATED	e	supported	-
T	SharedSpectrumChAccessParamsPerBand-v1630	Q	0	dl-ReceptionIntraCellGuardband-r16,4537,1,-,- dl-ReceptionLBT-subsetRB-r16,4538,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	us2,us4,us7	-
T	SharedSpectrumChAccessParamsPerBand-v1640	Q	0	csi-RSRP-AndRSRQ-MeasWithSSB-r16,4542,1,-,- csi-RSRP-AndRSRQ-MeasWithoutSSB-r16,4543,1,-,- csi-SINR-Meas-r16,4544,1,-,- ssb-AndCSI-RS-RLM-r16,4545,1,-,- csi-RS-CFRA-ForHO-r16,4546,1,-,-	
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
T	SharedSpectrumChAccessParamsPerBand-v1650	Q	0	extendedSearchSpaceSwitchWithDCI-r16,4553,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n10,n15,n20,n25,n30,n40,n50,n60,n70,n80,n90,n100	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc5,pc6,pc7	-
T	FR2-2-AccessParamsPerBand-r17	Q	1	dl-FR2-2-SCS-120kHz-r17,4561,1,-,- ul-FR2-2-SCS-120kHz-r17,4562,1,-,- initialAccessSSB-120kHz-r17,4563,1,-,- widebandPRACH-SCS-120kHz-r17,4564,1,-,- multiRB-PUCCH-SCS-120kHz-r17,4565,1,-,- multiPDSCH-SingleDCI-FR2-2-SCS-120kHz-r17,4566,1,-,- multiPUSCH-SingleDCI-FR2-2-SCS-120kHz-r17,4567,1,-,- dl-FR2-2-SCS-480kHz-r17,4568,1,-,- ul-FR2-2-SCS-480kHz-r17,4569,1,-,- initialAccessSSB-480kHz-r17,4570,1,-,- widebandPRACH-SCS-480kHz-r17,4571,1,-,- multiRB-PUCCH-SCS-480kHz-r17,4572,1,-,- enhancedPDCCH-monitoringSCS-480kHz-r17,4573,1,-,- dl-FR2-2-SCS-960kHz-r17,4574,1,-,- ul-FR2-2-SCS-960kHz-r17,4575,1,-,- multiRB-PUCCH-SCS-960kHz-r17,4576,1,-,- enhancedPDCCH-monitoringSCS-960kHz-r17,4577,1,-,- type1-ChannelAccess-FR2-2-r17,4581,1,-,- type2-ChannelAccess-FR2-2-r17,4582,1,-,- reduced-BeamSwitchTiming-FR2-2-r17,4583,1,-,- support32-DL-HARQ-ProcessPerSCS-r17,4584,1,-,- support32-UL-HARQ-ProcessPerSCS-r17,4588,1,-,-	gmodulation64-QAM-PUSCH-FR2-2-r17,4592,1,-,-
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
T	SEQUENCE	Q	0	pdcch-monitoring4-1-r17,4578,1,-,- pdcch-monitoring4-2-r17,4579,1,-,- pdcch-monitoring8-4-r17,4580,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-120kHz-r17,4585,1,-,- scs-480kHz-r17,4586,1,-,- scs-960kHz-r17,4587,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-120kHz-r17,4589,1,-,- scs-480kHz-r17,4590,1,-,- scs-960kHz-r17,4591,1,-,-	
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
T	SRS-AllPosResourcesRRC-Inactive-r17	Q	0	srs-PosResourcesRRC-Inactive-r17,4622,0,-,-	
T	SEQUENCE	Q	0	maxNumberSRS-PosResourceSetPerBWP-r17,4623,0,-,- maxNumberSRS-PosResourcesPerBWP-r17,4624,0,-,- maxNumberSRS-ResourcesPerBWP-PerSlot-r17,4625,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-r17,4626,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-PerSlot-r17,4627,0,-,- dummy1,4628,0,-,- dummy2,4629,0,-,-	
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
T	SEQUENCE	Q	0	fdd-r17,4635,1,-,- tdd-r17,4636,1,-,-	
T	ENUMERATED	e	n4,n8,n16,n32	-
T	ENUMERATED	e	n2,n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	SharedSpectrumChAccessParamsPerBand-v1710	Q	0	ul-Semi-StaticChAccessDependentConfig-r17,4639,1,-,- ul-Semi-StaticChAccessIndependentConfig-r17,4640,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberAperiodicCSI-RS-PerCC-r17,4645,0,-,- maxNumberAperiodicCSI-RS-AcrossCCs-r17,4646,0,-,-	
T	ENUMERATED	e	n8,n16,n32,n48,n64,n128,n255	-
T	ENUMERATED	e	n8,n16,n32,n64,n128,n256,n512,n1024	-
T	ENUMERATED	e	addBW-Set1,addBW-Set2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PosSRS-RRC-Inactive-OutsideInitialUL-BWP-r17	Q	1	maxSRSposBandwidthForEachSCS-withinCC-FR1-r17,4651,1,-,- maxSRSposBandwidthForEachSCS-withinCC-FR2-r17,4652,1,-,- maxNumOfSRSposResourceSets-r17,4653,1,-,- maxNumOfPeriodicSRSposResources-r17,4654,1,-,- maxNumOfPeriodicSRSposResourcesPerSlot-r17,4655,1,-,- differentNumerologyBetweenSRSposAndInitialBWP-r17,4656,1,-,- srsPosWithoutRestrictionOnBWP-r17,4657,1,-,- maxNumOfPeriodicAndSemipersistentSRSposResources-r17,4658,1,-,- maxNumOfPeriodicAndSemipersistentSRSposResourcesPerSlot-r17,4659,1,-,- differentCenterFreqBetweenSRSposAndInitialBWP-r17,4660,1,-,- switchingTimeSRS-TX-OtherTX-r17,4661,1,-,- maxNumOfSemiPersistentSRSposResources-r17,4662,1,-,- maxNumOfSemiPersistentSRSposResourcesPerSlot-r17,4663,1,-,-	
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
T	SEQUENCE	Q	0	enhancedType3-HARQ-Codebooks-r17,4672,0,-,- maxNumberPUCCH-Transmissions-r17,4673,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7	-
T	SEQUENCE	Q	0	minHARQ-Retx-Offset-r17,4675,0,-,- maxHARQ-Retx-Offset-r17,4676,0,-,-	
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
T	CHOICE	C	0	fr1-r17,4686,0,-,- fr2-r17,4687,0,-,-	
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
T	SEQUENCE OF	L	4698	1 3 0
T	PRS-ProcessingCapabilityOutsideMGinPPWperType-r17	Q	0	prsProcessingType-r17,4699,0,-,- ppw-dl-PRS-BufferType-r17,4700,0,-,- ppw-durationOfPRS-Processing-r17,4701,1,-,- ppw-maxNumOfDL-PRS-ResProcessedPerSlot-r17,4708,0,-,- ppw-maxNumOfDL-Bandwidth-r17,4713,1,-,-	
T	ENUMERATED	e	type1A,type1B,type2	-
T	ENUMERATED	e	type1,type2	+
T	CHOICE	C	0	ppw-durationOfPRS-Processing1-r17,4702,0,-,- ppw-durationOfPRS-Processing2-r17,4705,0,-,-	
T	SEQUENCE	Q	0	ppw-durationOfPRS-ProcessingSymbolsN-r17,4703,0,-,- ppw-durationOfPRS-ProcessingSymbolsT-r17,4704,0,-,-	
T	ENUMERATED	e	msDot125,msDot25,msDot5,ms1,ms2,ms4,ms6,ms8,ms12,ms16,ms20,ms25,ms30,ms32,ms35,ms40,ms45,ms50	-
T	ENUMERATED	e	ms1,ms2,ms4,ms8,ms16,ms20,ms30,ms40,ms80,ms160,ms320,ms640,ms1280	-
T	SEQUENCE	Q	0	ppw-durationOfPRS-ProcessingSymbolsN2-r17,4706,0,-,- ppw-durationOfPRS-ProcessingSymbolsT2-r17,4707,0,-,-	
T	ENUMERATED	e	msDot125,msDot25,msDot5,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms12	-
T	ENUMERATED	e	ms4,ms5,ms6,ms8	-
T	SEQUENCE	Q	1	scs15-r17,4709,1,-,- scs30-r17,4710,1,-,- scs60-r17,4711,1,-,- scs120-r17,4712,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	CHOICE	C	0	fr1-r17,4714,0,-,- fr2-r17,4715,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz20,mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400	-
T	SEQUENCE	Q	0	maxNumOfSemiPersistentSRSposResources-r17,4717,0,-,- maxNumOfSemiPersistentSRSposResourcesPerSlot-r17,4718,0,-,-	
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
T	DL-PRS-MeasurementWithRxFH-RRC-Connected-r18	Q	1	maximumPRS-BandwidthAcrossAllHopsFR1-r18,4742,1,-,- maximumPRS-BandwidthAcrossAllHopsFR2-r18,4743,1,-,- maximumFH-Hops-r18,4744,1,-,- processingDuration-r18,4745,1,-,- rf-RxRetuneTimeFR1-r18,4748,1,-,- rf-RxRetuneTimeFR2-r18,4749,1,-,- numOfOverlappingPRB-r18,4750,1,-,-	
T	ENUMERATED	e	mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz100,mhz200,mhz400	-
T	ENUMERATED	e	n2,n3,n4,n5,n6	-
T	SEQUENCE	Q	0	processingPRS-SymbolsDurationN3-r18,4746,0,-,- processingDurationT3-r18,4747,0,-,-	
T	ENUMERATED	e	msDot125,msDot25,msDot5,ms1,ms2,ms4,ms6,ms8,ms12,ms16,ms20,ms25,ms30,ms32,ms35,ms40,ms45,ms50	-
T	ENUMERATED	e	ms8,ms16,ms20,ms30,ms40,ms80,ms160,ms320,ms640,ms1280	-
T	ENUMERATED	e	n70,n140,n210	-
T	ENUMERATED	e	n35,n70,n140	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	PosSRS-TxFrequencyHoppingRRC-Connected-r18	Q	1	maximumSRS-BandwidthAcrossAllHopsFR1-r18,4752,1,-,- maximumSRS-BandwidthAcrossAllHopsFR2-r18,4753,1,-,- maximumTxFH-Hops-r18,4754,1,-,- rf-TxRetuneTimeFR1-r18,4755,1,-,- rf-TxRetuneTimeFR2-r18,4756,1,-,- switchTimeBetweenActiveBWP-FrequencyHop-r18,4757,1,-,- numOfOverlappingPRB-r18,4758,1,-,- maximumSRS-ResourcePeriodic-r18,4759,1,-,- maximumSRS-ResourceAperiodic-r18,4760,1,-,- maximumSRS-ResourceSemipersistent-r18,4761,1,-,-	
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
T	PosSRS-TxFrequencyHoppingRRC-Inactive-r18	Q	1	maximumSRS-BandwidthAcrossAllHopsFR1-r18,4763,1,-,- maximumSRS-BandwidthAcrossAllHopsFR2-r18,4764,1,-,- maximumTxFH-Hops-r18,4765,1,-,- rf-TxRetuneTimeFR1-r18,4766,1,-,- rf-TxRetuneTimeFR2-r18,4767,1,-,- switchTimeBetweenActiveBWP-FrequencyHop-r18,4768,1,-,- numOfOverlappingPRB-r18,4769,1,-,- maximumSRS-ResourcePeriodic-r18,4770,1,-,- maximumSRS-ResourceSemipersistent-r18,4771,1,-,-	
T	ENUMERATED	e	mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz100,mhz200,mhz400	-
T	ENUMERATED	e	n2,n3,n4,n5,n6	-
T	ENUMERATED	e	n70,n140,n210	-
T	ENUMERATED	e	n35,n70,n140	-
T	ENUMERATED	e	n100,n140,n200,n300,n500	-
T	ENUMERATED	e	n0,n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16,n32,n64	-
T	PosSRS-BWA-RRC-Inactive-r18	Q	1	numOfCarriersIntraBandContiguous-r18,4773,0,-,- maximumAggregatedBW-TwoCarriersFR1-r18,4774,1,-,- maximumAggregatedBW-TwoCarriersFR2-r18,4775,1,-,- maximumAggregatedBW-ThreeCarriersFR1-r18,4776,1,-,- maximumAggregatedBW-ThreeCarriersFR2-r18,4777,1,-,- maximumAggregatedResourceSet-r18,4778,0,-,- maximumAggregatedResourcePeriodic-r18,4779,0,-,- maximumAggregatedResourceSemi-r18,4780,0,-,- maximumAggregatedResourcePeriodicPerSlot-r18,4781,0,-,- maximumAggregatedResourceSemiPerSlot-r18,4782,0,-,- guardPeriod-r18,4783,0,-,- powerClassForTwoAggregatedCarriers-r18,4784,1,-,- powerClassForThreeAggregatedCarriers-r18,4785,1,-,-	
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
T	SEQUENCE	Q	0	csiFeedbackType-r18,4790,0,-,- maxNumberLmax-r18,4791,0,-,- maxNumberCSI-ResourcePerCC-r18,4792,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4795,0,-,- totalNumberCSI-Reporting-r18,4798,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,4793,0,-,- sdType2-Resource-r18,4794,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,4796,0,-,- sdType2-Resource-r18,4797,0,-,-	
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	csiFeedbackType-r18,4800,0,-,- maxNumberLmax-r18,4801,0,-,- subReportCSI-r18,4802,0,-,- maxNumberCSI-ResourcePerCC-r18,4803,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4804,0,-,- totalNumberCSI-Reporting-r18,4805,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	csiFeedbackType-r18,4807,0,-,- maxNumberLmax-r18,4808,0,-,- subReportCSI-r18,4809,0,-,- maxNumberCSI-ResourcePerCC-r18,4810,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4813,0,-,- totalNumberCSI-Reporting-r18,4816,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,4811,0,-,- sdType2-Resource-r18,4812,0,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	sdType1-Resource-r18,4814,0,-,- sdType2-Resource-r18,4815,0,-,-	
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	csiFeedbackType-r18,4818,0,-,- maxNumberLmax-r18,4819,0,-,- subReportCSI-r18,4820,0,-,- maxNumberCSI-ResourcePerCC-r18,4821,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4822,0,-,- totalNumberCSI-Reporting-r18,4823,0,-,-	
T	ENUMERATED	e	sdType1,sdType2,both	-
T	INTEGER	i	2 4 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,4825,0,-,- maxNumberCSI-ResourcePerCC-r18,4826,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4827,0,-,- totalNumberCSI-Reporting-r18,4828,0,-,-	
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 4 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,4830,0,-,- subReportCSI-r18,4831,0,-,- maxNumberCSI-ResourcePerCC-r18,4832,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4833,0,-,- totalNumberCSI-Reporting-r18,4834,0,-,-	
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,4836,0,-,- subReportCSI-r18,4837,0,-,- maxNumberCSI-ResourcePerCC-r18,4838,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4839,0,-,- totalNumberCSI-Reporting-r18,4840,0,-,-	
T	INTEGER	i	2 8 0
T	INTEGER	i	2 4 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	n8,n16,n24,n32,n64,n128	-
T	INTEGER	i	2 12 0
T	SEQUENCE	Q	0	maxNumberLmax-r18,4842,0,-,- subReportCSI-r18,4843,0,-,- maxNumberCSI-ResourcePerCC-r18,4844,0,-,- maxNumberTotalCSI-ResourcePerCC-r18,4845,0,-,- totalNumberCSI-Reporting-r18,4846,0,-,-	
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
T	SEQUENCE	Q	0	maxNumberJointTCI-PerCell-r18,4853,0,-,- qcl-Resource-r18,4854,0,-,- maxNumberJointTCI-AcrossCells-r18,4855,0,-,- maxNumberCells-r18,4856,0,-,-	
T	ENUMERATED	e	n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 128 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	qcl-Resource-r18,4858,0,-,- maxNumberJointTCI-PerCell-r18,4859,0,-,- maxNumberJointTCI-AcrossCells-r18,4860,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	n1,n2,n3,n4,n8,n16,n32	-
T	SEQUENCE	Q	0	maxNumberDL-TCI-PerCell-r18,4862,0,-,- maxNumberUL-TCI-PerCell-r18,4863,0,-,- qcl-Resource-r18,4864,0,-,- maxNumberDL-TCI-AcrossCells-r18,4865,0,-,- maxNumberUL-TCI-AcrossCells-r18,4866,0,-,- maxNumberCells-r18,4867,0,-,-	
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64,n128	-
T	ENUMERATED	e	n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 128 0
T	INTEGER	i	1 64 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	qcl-Resource-r18,4869,0,-,- maxNumberDL-TCI-PerCell-r18,4870,0,-,- maxNumberUL-TCI-PerCell-r18,4871,0,-,- maxNumberDL-TCI-AcrossCells-r18,4872,0,-,- maxNumberUL-TCI-AcrossCells-r18,4873,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	minHARQ-Retx-Offset-r18,4878,0,-,- maxHARQ-Retx-Offset-r18,4879,0,-,-	
T	ENUMERATED	e	n-7,n-5,n-3,n-1,n1	-
T	ENUMERATED	e	n4,n6,n8,n10,n12,n14,n16,n18,n20,n22,n24	-
T	SEQUENCE	Q	0	minBeamApplicationTime-r18,4881,0,-,- maxActivatedTCI-PerCC-r18,4889,1,-,-	
T	CHOICE	C	0	fr1-r18,4882,0,-,- fr2-r18,4886,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,4883,1,-,- scs-30kHz-r18,4884,1,-,- scs-60kHz-r18,4885,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	SEQUENCE	Q	0	scs-60kHz-r18,4887,1,-,- scs-120kHz-r18,4888,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	INTEGER	i	2 8 0
T	SEQUENCE	Q	0	minBeamApplicationTime-r18,4891,0,-,- maxActivatedDL-TCI-PerCC-r18,4899,1,-,- maxActivatedUL-TCI-PerCC-r18,4900,1,-,-	
T	CHOICE	C	0	fr1-r18,4892,0,-,- fr2-r18,4896,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,4893,1,-,- scs-30kHz-r18,4894,1,-,- scs-60kHz-r18,4895,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	SEQUENCE	Q	0	scs-60kHz-r18,4897,1,-,- scs-120kHz-r18,4898,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 8 0
T	ENUMERATED	e	n16,n32	-
T	SEQUENCE	Q	0	maxNumberConfigsPerBWP,4903,0,-,- maxNumberConfigsAllCC-FR1,4904,0,-,- maxNumberConfigsAllCC-FR2,4905,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	INTEGER	i	2 32 0
T	INTEGER	i	2 32 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	overlapInRE-r18,4913,0,-,- overlapInSymbol-r18,4914,0,-,-	
T	ENUMERATED	e	oneSymbolNoOverlap,someOrAllSymOverlap	-
T	ENUMERATED	e	symbol2,symbol1And2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPatterns-r18,4918,0,-,- maxNumberNon-OverlapPatterns-r18,4919,0,-,-	
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
T	SEQUENCE	Q	0	fr1-r18,4930,0,-,- fr2-r18,4934,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,4931,1,-,- scs-30kHz-r18,4932,1,-,- scs-60kHz-r18,4933,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	SEQUENCE	Q	0	scs-60kHz-r18,4935,1,-,- scs-120kHz-r18,4936,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	BOOLEAN	b
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE OF	L	4941	1 256 0
T	LowerMSD-r18	Q	0	aggressorband1-r18,4942,0,-,- aggressorband2-r18,280,1,-,- msd-Information-r18,4943,0,-,-	
T	CHOICE	C	0	nr,280,0,-,- eutra,295,0,-,-	
T	SEQUENCE OF	L	4944	1 64 0
T	MSD-Information-r18	Q	0	msd-Type-r18,4945,0,-,- msd-PowerClass-r18,4946,0,-,- msd-Class-r18,4947,0,-,-	
T	ENUMERATED	e	harmonic,harmonicMixing,crossBandIsolation,imd2,imd3,imd4,imd5,all,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	pc1dot5,pc2,pc3	-
T	ENUMERATED	e	classI,classII,classIII,classIV,classV,classVI,classVII,classVIII	-
T	SEQUENCE OF	L	4941	1 256 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4,n6	-
T	SEQUENCE	Q	0	reduceForCellDetection,4952,0,-,- reduceForSSB-L1-RSRP-Meas,4953,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n6	-
T	INTEGER	i	0 7 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 18 0
T	SEQUENCE	Q	0	maxNumberStoredConfigCells-r18,4961,0,-,- maxNumberConfigs-r18,4962,0,-,-	
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
T	MAC-ParametersPerBand-r18	Q	1	ptm-Retransmission-r18,4977,1,-,- ptm-RetransmissionInactive-r18,4978,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1-100mhz,4980,0,-,- fr2-200mhz,4984,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4981,1,-,- scs-30kHz,4982,1,-,- scs-60kHz,4983,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,4985,1,-,- scs-120kHz,4986,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	fr1-100mhz,4988,0,-,- fr2-200mhz,4992,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,4989,1,-,- scs-30kHz,4990,1,-,- scs-60kHz,4991,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-60kHz,4993,1,-,- scs-120kHz,4994,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	qcl-Resource-r18,4999,0,-,- maxNumberJointTCI-PerCell-r18,5000,0,-,- maxNumberJointTCI-AcrossCells-r18,5001,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 16 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	qcl-Resource-r18,5003,0,-,- maxNumberDL-TCI-PerCell-r18,5004,0,-,- maxNumberUL-TCI-PerCell-r18,5005,0,-,- maxNumberDL-TCI-AcrossCells-r18,5006,0,-,- maxNumberUL-TCI-AcrossCells-r18,5007,0,-,-	
T	ENUMERATED	e	ssb,trs,both	-
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	ENUMERATED	e	supported	-
T	BandNR-v16c0	Q	1	pusch-RepetitionTypeA-v16c0,5010,1,-,-	
T	ENUMERATED	e	supported	-
T	BandNR-v17b0	Q	1	mimo-ParametersPerBand-v17b0,5012,1,-,-	
T	MIMO-ParametersPerBand-v17b0	Q	0	unifiedJointTCI-multiMAC-CE-v17b0,5013,1,-,- unifiedSeparateTCI-multiMAC-CE-v17b0,5023,1,-,-	
T	SEQUENCE	Q	0	minBeamApplicationTimeJointTCI-v17b0,5014,0,-,- maxNumMAC-CE-PerCC-v17b0,5022,0,-,-	
T	CHOICE	C	0	fr1-v17b0,5015,0,-,- fr2-v17b0,5019,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-v17b0,5016,1,-,- scs-30kHz-v17b0,5017,1,-,- scs-60kHz-v17b0,5018,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	SEQUENCE	Q	0	scs-60kHz-v17b0,5020,1,-,- scs-120kHz-v17b0,5021,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	n2,n3,n4,n5,n6,n7,n8	-
T	SEQUENCE	Q	0	minBeamApplicationTimeSeparateTCI-v17b0,5024,0,-,- maxActivatedDL-TCIPerCC-v17b0,5032,0,-,- maxActivatedUL-TCIPerCC-v17b0,5033,0,-,-	
T	CHOICE	C	0	fr1-v17b0,5025,0,-,- fr2-v17b0,5029,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-v17b0,5026,1,-,- scs-30kHz-v17b0,5027,1,-,- scs-60kHz-v17b0,5028,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70	-
T	SEQUENCE	Q	0	scs-60kHz-v17b0,5030,1,-,- scs-120kHz-v17b0,5031,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	ENUMERATED	e	sym1,sym2,sym4,sym7,sym14,sym28,sym42,sym56,sym70,sym84,sym98,sym112,sym224,sym336	-
T	INTEGER	i	2 8 0
T	INTEGER	i	2 8 0
T	BandSidelink-r16	Q	1	freqBandSidelink-r16,280,0,-,- sl-Reception-r16,5035,1,-,- sl-TransmissionMode1-r16,5047,1,-,- sync-Sidelink-r16,5059,1,-,- sl-Tx-256QAM-r16,5063,1,-,- psfch-FormatZeroSidelink-r16,5064,1,-,- lowSE-64QAM-MCS-TableSidelink-r16,5067,1,-,- enb-sync-Sidelink-r16,5068,1,-,-	gsl-TransmissionMode2-r16,5069,1,-,- congestionControlSidelink-r16,5073,1,-,- fewerSymbolSlotSidelink-r16,5076,1,-,- sl-openLoopPC-RSRP-ReportSidelink-r16,5077,1,-,- sl-Rx-256QAM-r16,5078,1,-,-;gue-PowerClassSidelink-r16,5079,1,-,-;gsl-TransmissionMode2-RandomResourceSelection-r17,5080,1,-,- sync-Sidelink-v1710,5092,1,-,- enb-sync-Sidelink-v1710,5097,1,-,- rx-IUC-Scheme1-PreferredMode2Sidelink-r17,5098,1,-,- rx-IUC-Scheme1-NonPreferredMode2Sidelink-r17,5099,1,-,- rx-IUC-Scheme2-Mode2Sidelink-r17,5100,1,-,- rx-IUC-Scheme1-SCI-r17,5101,1,-,- rx-IUC-Scheme1-SCI-ExplicitReq-r17,5102,1,-,-;gsharedSpectrumChAccessParamsSidelinkPerBand-r18,5103,1,-,- sl-PRS-CommonProcCapabilityPerBand-r18,5120,1,-,- sl-PRS-RxInSharedResourcePool-r18,5131,1,-,- sl-PRS-RxInDedicatedResourcePool-r18,5132,1,-,- sl-PRS-TxInSharedResourcePool-r18,5135,1,-,- sl-PRS-TxScheme1InDedicatedResourcePool-r18,5136,1,-,- sl-PRS-TxScheme2InDedicatedResourcePool-r18,5137,1,-,- sl-PRS-CongestionCtrl-r18,5138,1,-,- sl-PRS-TxRandomSelection-r18,5139,1,-,- sl-PRS-TxUsingFullSensing-r18,5140,1,-,- sl-PRS-RxForBandWithSL-CA-r18,5141,1,-,- sl-PRS-TxForBandWithSL-CA-r18,5142,1,-,- sl-DynamicSharingTxRx-r18,5143,1,-,- sl-CA-Communication-r18,5144,1,-,- sl-CA-Synchronization-r18,5148,1,-,- sl-CA-PSFCH-r18,5149,1,-,- sl-ReceptionIntraCarrierGuardBand-r18,5152,1,-,-;gsl-PathlossBasedOLPC-SL-RSRP-Report-r18,5153,1,-,-
T	SEQUENCE	Q	0	harq-RxProcessSidelink-r16,5036,0,-,- pscch-RxSidelink-r16,5037,0,-,- scs-CP-PatternRxSidelink-r16,5038,1,-,- extendedCP-RxSidelink-r16,5046,1,-,-	
T	ENUMERATED	e	n16,n24,n32,n48,n64	-
T	ENUMERATED	e	value1,value2	-
T	CHOICE	C	0	fr1-r16,5039,0,-,- fr2-r16,5043,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,5040,1,-,- scs-30kHz-r16,5041,1,-,- scs-60kHz-r16,5042,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r16,5044,1,-,- scs-120kHz-r16,5045,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	harq-TxProcessModeOneSidelink-r16,5048,0,-,- scs-CP-PatternTxSidelinkModeOne-r16,5049,0,-,- extendedCP-TxSidelink-r16,5057,1,-,- harq-ReportOnPUCCH-r16,5058,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r16,5050,0,-,- fr2-r16,5054,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,5051,1,-,- scs-30kHz-r16,5052,1,-,- scs-60kHz-r16,5053,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r16,5055,1,-,- scs-120kHz-r16,5056,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	gNB-Sync-r16,5060,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNB-ENB-r16,5061,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNSS-r16,5062,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	psfch-RxNumber,5065,0,-,- psfch-TxNumber,5066,0,-,-	
T	ENUMERATED	e	n5,n15,n25,n32,n35,n45,n50,n64	-
T	ENUMERATED	e	n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r16,5070,0,-,- scs-CP-PatternTxSidelinkModeTwo-r16,5071,1,-,- dl-openLoopPC-Sidelink-r16,5072,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	cbr-ReportSidelink-r16,5074,1,-,- cbr-CR-TimeLimitSidelink-r16,5075,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	time1,time2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc2,pc3,pc5-v1820,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	harq-TxProcessModeTwoSidelink-r17,5081,0,-,- scs-CP-PatternTxSidelinkModeTwo-r17,5082,1,-,- extendedCP-Mode2Random-r17,5090,1,-,- dl-openLoopPC-Sidelink-r17,5091,1,-,-	
T	ENUMERATED	e	n8,n16	-
T	CHOICE	C	0	fr1-r17,5083,0,-,- fr2-r17,5087,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r17,5084,1,-,- scs-30kHz-r17,5085,1,-,- scs-60kHz-r17,5086,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	SEQUENCE	Q	0	scs-60kHz-r17,5088,1,-,- scs-120kHz-r17,5089,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	sync-GNSS-r17,5093,1,-,- gNB-Sync-r17,5094,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNB-ENB-r17,5095,1,-,- gNB-GNSS-UE-SyncWithPriorityOnGNSS-r17,5096,1,-,-	
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
T	SharedSpectrumChAccessParamsSidelinkPerBand-r18	Q	0	sl-DynamicChannelAccess-r18,5104,1,-,- sl-DynamicMultiChannelAccess-r18,5105,1,-,- sl-LBT-Option1-r18,5106,1,-,- sl-LBT-Option2-r18,5107,1,-,- sl-ResourceAllocMode1-r18,5108,1,-,- sl-Interlace-RB-TxRx-r18,5109,1,-,- sl-PSFCH-MultiOccasion-r18,5110,1,-,- sl-ContiguousRB-TxRx-r18,5111,1,-,- sl-PSFCH-MultiContiguousRB-r18,5112,1,-,- sl-PSFCH-MultiNonContiguousRB-r18,5113,1,-,- sl-MultiplePRB-CommonInterlacePSFCH-r18,5114,1,-,- sl-MultiplePRB-DedicatedInterlacePSFCH-r18,5117,1,-,-	
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
T	SEQUENCE	Q	0	tx-TotalPRB-PSFCH-r18,5115,0,-,- rx-TotalPRB-PSFCH-r18,5116,0,-,-	
T	ENUMERATED	e	n4,n5,n8,n15,n16,n20	-
T	ENUMERATED	e	n5,n6,n15,n16,n25,n26,n32,n35,n45,n46,n50,n64,n65	-
T	SEQUENCE	Q	0	tx-TotalPRB-PSFCH-r18,5118,0,-,- rx-TotalPRB-PSFCH-r18,5119,0,-,-	
T	INTEGER	i	1 3 0
T	INTEGER	i	1 5 0
T	SEQUENCE	Q	0	maxSL-PRS-Bandwidth-r18,5121,0,-,- maxNumOfActiveSL-PRS-ResourcesInOneSlot-r18,5124,0,-,- maxNumOfSlotsWithActiveSL-PRS-Resources-r18,5127,0,-,- minTimeAfterEndofSlotCarryActiveSL-PRS-Resources-r18,5130,0,-,-	
T	CHOICE	C	0	fr1-r18,5122,0,-,- fr2-r18,5123,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz20,mhz40,mhz50,mhz80,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400	-
T	CHOICE	C	0	fr1-r18,5125,0,-,- fr2-r18,5126,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64,n128	-
T	CHOICE	C	0	fr1-r18,5128,0,-,- fr2-r18,5129,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	ms20,ms30,ms40,ms50,ms80,ms100,ms160	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	numOfSupportedRxPSCCH-PerSlot-r18,5133,0,-,- supportedCP-TypeFor60kHzSCS-r18,5134,0,-,-	
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
T	SEQUENCE	Q	0	numberOfCarriers-r18,5145,0,-,- numberOfPSCCH-DecodeValueZ-r18,5146,0,-,- totalBandwidth-r18,5147,0,-,-	
T	INTEGER	i	2 8 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	mhz20,mhz30,mhz40,mhz50,mhz60,mhz70	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	rx-PSFCH-Resource-r18,5150,0,-,- tx-PSFCH-Resource-r18,5151,0,-,-	
T	ENUMERATED	e	n5,n15,n25,n32,n35,n45,n50,n64,n100	-
T	ENUMERATED	e	n4,n8,n16,n24	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	BandSidelinkEUTRA-r16	Q	0	freqBandSidelinkEUTRA-r16,295,0,-,- gnb-ScheduledMode3SidelinkEUTRA-r16,5155,1,-,- gnb-ScheduledMode4SidelinkEUTRA-r16,5157,1,-,-	
T	SEQUENCE	Q	0	gnb-ScheduledMode3DelaySidelinkEUTRA-r16,5156,0,-,-	
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5,ms0dot625,ms0dot75,ms1,ms1dot25,ms1dot5,ms1dot75,ms2,ms2dot5,ms3,ms4,ms5,ms6,ms8,ms10,ms20	-
T	ENUMERATED	e	supported	-
T	CC-Group-r17	Q	0	servCellIndexLower-r17,113,0,-,- servCellIndexHigher-r17,113,1,-,- defaultDC-Location-r17,5159,0,-,- offsetToDefault-r17,5161,1,-,-	
T	DefaultDC-Location-r17	C	0	ul,5160,0,-,- dl,5160,0,-,- ulAndDL,5160,0,-,-	
T	FrequencyComponent-r17	e	activeCarrier,configuredCarrier,activeBWP,configuredBWP	-
T	CHOICE	C	0	offsetValue,5162,0,-,- offsetlist,5165,0,-,-	
T	OffsetValue-r17	Q	0	offsetValue-r17,5163,0,-,- shift7dot5kHz-r17,5164,0,-,-	
T	INTEGER	i	-20000 20000 0
T	BOOLEAN	b
T	SEQUENCE OF	L	5162	1 128 0
T	CC-State-r17	Q	0	dlCarrier-r17,5167,1,-,- ulCarrier-r17,5167,1,-,-	
T	CarrierState-r17	C	0	deActivated-r17,5168,0,-,- activeBWP-r17,5169,0,-,-	
T	NULL	n
T	INTEGER	i	0 4 0
T	CFR-LocationAndBW-r18	Q	0	locationAndBandwidthMBS-r18,5171,1,-,- absoluteFrequencyPointA-MBS-r18,4,1,-,- offsetToCarrierMBS-r18,5172,1,-,-	
T	INTEGER	i	0 37949 0
T	INTEGER	i	0 2199 0
T	CFRA	Q	1	occasions,5174,1,-,- resources,5176,0,-,-	gtotalNumberOfRA-Preambles,5190,1,-,-;gmsg1-RepetitionNum-r18,5191,1,-,-
T	SEQUENCE	Q	0	rach-ConfigGeneric,319,0,-,- ssb-perRACH-Occasion,5175,1,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	CHOICE	C	0	ssb,5177,0,-,- csirs,5183,0,-,-	
T	SEQUENCE	Q	0	ssb-ResourceList,5178,0,-,- ra-ssb-OccasionMaskIndex,5182,0,-,-	
T	SEQUENCE OF	L	5179	1 64 0
T	CFRA-SSB-Resource	Q	1	ssb,40,0,-,- ra-PreambleIndex,5180,0,-,-	gmsgA-PUSCH-Resource-Index-r16,5181,1,-,-
T	INTEGER	i	0 63 0
T	INTEGER	i	0 3071 0
T	INTEGER	i	0 15 0
T	SEQUENCE	Q	0	csirs-ResourceList,5184,0,-,- rsrp-ThresholdCSI-RS,349,0,-,-	
T	SEQUENCE OF	L	5185	1 96 0
T	CFRA-CSIRS-Resource	Q	1	csi-RS,5186,0,-,- ra-OccasionList,5187,0,-,- ra-PreambleIndex,5189,0,-,-	
T	CSI-RS-Index	i	0 95 0
T	SEQUENCE OF	L	5188	1 64 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 63 0
T	INTEGER	i	1 63 0
T	ENUMERATED	e	n2,n4,n8,spare1	-
T	CFRA-TwoStep-r16	Q	1	occasionsTwoStepRA-r16,5193,1,-,- msgA-CFRA-PUSCH-r16,387,0,-,- msgA-TransMax-r16,5195,1,-,- resourcesTwoStep-r16,5196,0,-,-	
T	SEQUENCE	Q	0	rach-ConfigGenericTwoStepRA-r16,421,0,-,- ssb-PerRACH-OccasionTwoStepRA-r16,5194,0,-,-	
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n10,n20,n50,n100,n200	-
T	SEQUENCE	Q	0	ssb-ResourceList,5197,0,-,- ra-ssb-OccasionMaskIndex,5198,0,-,-	
T	SEQUENCE OF	L	5179	1 64 0
T	INTEGER	i	0 15 0
T	CG-CandidateInfo-r17	Q	0	cg-CandidateInfoId-r17,5200,0,-,- candidateCG-Config-r17,5201,0,-,-	
T	CG-CandidateInfoId-r17	Q	0	ssbFrequency-r17,4,0,-,- physCellId-r17,42,0,-,-	
T	OCTET STRING	O	0 - 0
T	CG-CandidateList	Q	0	criticalExtensions,5203,0,-,-	
T	CHOICE	C	0	c1,5204,0,-,- criticalExtensionsFuture,5212,0,-,-	
T	CHOICE	C	0	cg-CandidateList-r17,5205,0,-,- spare3,5209,0,-,- spare2,5210,0,-,- spare1,5211,0,-,-	
T	CG-CandidateList-r17-IEs	Q	0	cg-CandidateToAddModList-r17,5206,1,-,- cg-CandidateToReleaseList-r17,5207,1,-,- nonCriticalExtension,5208,1,-,-	
T	SEQUENCE OF	L	5199	1 8 0
T	SEQUENCE OF	L	5200	1 8 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	CG-Config	Q	0	criticalExtensions,5214,0,-,-	
T	CHOICE	C	0	c1,5215,0,-,- criticalExtensionsFuture,5351,0,-,-	
T	CHOICE	C	0	cg-Config,5216,0,-,- spare3,5348,0,-,- spare2,5349,0,-,- spare1,5350,0,-,-	
T	CG-Config-IEs	Q	0	scg-CellGroupConfig,5217,1,-,- scg-RB-Config,5218,1,-,- configRestrictModReq,5219,1,-,- drx-InfoSCG,5224,1,-,- candidateCellInfoListSN,5249,1,-,- measConfigSN,5250,1,-,- selectedBandCombination,266,1,-,- fr-InfoListSCG,5253,1,-,- candidateServingFreqListNR,5256,1,-,- nonCriticalExtension,5257,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ConfigRestrictModReqSCG	Q	1	requestedBC-MRDC,266,1,-,- requestedP-MaxFR1,172,1,-,-	grequestedPDCCH-BlindDetectionSCG,5220,1,-,- requestedP-MaxEUTRA,172,1,-,-;grequestedP-MaxFR2-r16,172,1,-,- requestedMaxInterFreqMeasIdSCG-r16,5221,1,-,- requestedMaxIntraFreqMeasIdSCG-r16,5222,1,-,- requestedToffset-r16,199,1,-,-;greservedResourceConfigNRDC-r17,206,1,-,-;gaggregatedBandwidthSN-r17,532,1,-,-;grequestedMaxLTM-CandidateIdSCG-r18,5223,1,-,-;grequestedL1-MeasConfigNRDC-r18,223,1,-,-;grequestedLTM-ResourceConfigNRDC-r18,238,1,-,-
T	INTEGER	i	1 15 0
T	INTEGER	i	1 62 0
T	INTEGER	i	1 62 0
T	INTEGER	i	0 8 0
T	DRX-Info	Q	0	drx-LongCycleStartOffset,5225,0,-,- shortDRX,5246,1,-,-	
T	CHOICE	C	0	ms10,5226,0,-,- ms20,5227,0,-,- ms32,5228,0,-,- ms40,5229,0,-,- ms60,5230,0,-,- ms64,5231,0,-,- ms70,5232,0,-,- ms80,5233,0,-,- ms128,5234,0,-,- ms160,5235,0,-,- ms256,5236,0,-,- ms320,5237,0,-,- ms512,5238,0,-,- ms640,5239,0,-,- ms1024,5240,0,-,- ms1280,5241,0,-,- ms2048,5242,0,-,- ms2560,5243,0,-,- ms5120,5244,0,-,- ms10240,5245,0,-,-	
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
T	SEQUENCE	Q	0	drx-ShortCycle,5247,0,-,- drx-ShortCycleTimer,5248,0,-,-	
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms64,ms80,ms128,ms160,ms256,ms320,ms512,ms640,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	OCTET STRING	O	0 - 0
T	MeasConfigSN	Q	1	measuredFrequenciesSN,5251,1,-,-	
T	SEQUENCE OF	L	5252	1 32 0
T	NR-FreqInfo	Q	1	measuredFrequency,4,1,-,-	
T	FR-InfoList	L	5254	1 31 0
T	FR-Info	Q	0	servCellIndex,113,0,-,- fr-Type,5255,0,-,-	
T	ENUMERATED	e	fr1,fr2	-
T	CandidateServingFreqListNR	L	4	1 32 0
T	CG-Config-v1540-IEs	Q	0	pSCellFrequency,4,1,-,- reportCGI-RequestNR,5258,1,-,- ph-InfoSCG,5260,1,-,- nonCriticalExtension,5266,1,-,-	
T	SEQUENCE	Q	0	requestedCellInfo,5259,1,-,-	
T	SEQUENCE	Q	0	ssbFrequency,4,0,-,- cellForWhichToReportCGI,42,0,-,-	
T	PH-TypeListSCG	L	5261	1 32 0
T	PH-InfoSCG	Q	1	servCellIndex,113,0,-,- ph-Uplink,5262,0,-,- ph-SupplementaryUplink,5262,1,-,-	gtwoSRS-PUSCH-Repetition-r17,5264,1,-,-;gtwoSRS-MultipanelScheme-r18,5265,1,-,-
T	PH-UplinkCarrierSCG	Q	1	ph-Type1or3,5263,0,-,-	
T	ENUMERATED	e	type1,type3	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	CG-Config-v1560-IEs	Q	0	pSCellFrequencyEUTRA,3,1,-,- scg-CellGroupConfigEUTRA,5267,1,-,- candidateCellInfoListSN-EUTRA,5268,1,-,- candidateServingFreqListEUTRA,5269,1,-,- needForGaps,5270,1,-,- drx-ConfigSCG,5271,1,-,- reportCGI-RequestEUTRA,5305,1,-,- nonCriticalExtension,5307,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	CandidateServingFreqListEUTRA	L	3	1 32 0
T	ENUMERATED	e	true	-
T	DRX-Config	Q	0	drx-onDurationTimer,5272,0,-,- drx-InactivityTimer,5275,0,-,- drx-HARQ-RTT-TimerDL,5276,0,-,- drx-HARQ-RTT-TimerUL,5277,0,-,- drx-RetransmissionTimerDL,5278,0,-,- drx-RetransmissionTimerUL,5279,0,-,- drx-LongCycleStartOffset,5280,0,-,- shortDRX,5301,1,-,- drx-SlotOffset,5304,0,-,-	
T	CHOICE	C	0	subMilliSeconds,5273,0,-,- milliSeconds,5274,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 56 0
T	INTEGER	i	0 56 0
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,5281,0,-,- ms20,5282,0,-,- ms32,5283,0,-,- ms40,5284,0,-,- ms60,5285,0,-,- ms64,5286,0,-,- ms70,5287,0,-,- ms80,5288,0,-,- ms128,5289,0,-,- ms160,5290,0,-,- ms256,5291,0,-,- ms320,5292,0,-,- ms512,5293,0,-,- ms640,5294,0,-,- ms1024,5295,0,-,- ms1280,5296,0,-,- ms2048,5297,0,-,- ms2560,5298,0,-,- ms5120,5299,0,-,- ms10240,5300,0,-,-	
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
T	SEQUENCE	Q	0	drx-ShortCycle,5302,0,-,- drx-ShortCycleTimer,5303,0,-,-	
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms64,ms80,ms128,ms160,ms256,ms320,ms512,ms640,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	INTEGER	i	0 31 0
T	SEQUENCE	Q	0	requestedCellInfoEUTRA,5306,1,-,-	
T	SEQUENCE	Q	0	eutraFrequency,3,0,-,- cellForWhichToReportCGI-EUTRA,839,0,-,-	
T	CG-Config-v1590-IEs	Q	0	scellFrequenciesSN-NR,5308,1,-,- scellFrequenciesSN-EUTRA,5309,1,-,- nonCriticalExtension,5310,1,-,-	
T	SEQUENCE OF	L	4	1 31 0
T	SEQUENCE OF	L	3	1 31 0
T	CG-Config-v1610-IEs	Q	0	drx-InfoSCG2,5311,1,-,- nonCriticalExtension,5315,1,-,-	
T	DRX-Info2	Q	0	drx-onDurationTimer,5312,0,-,-	
T	CHOICE	C	0	subMilliSeconds,5313,0,-,- milliSeconds,5314,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CG-Config-v1620-IEs	Q	0	ueAssistanceInformationSCG-r16,5316,1,-,- nonCriticalExtension,5317,1,-,-	
T	OCTET STRING	O	0 - 0
T	CG-Config-v1630-IEs	Q	0	selectedToffset-r16,199,1,-,- nonCriticalExtension,5318,1,-,-	
T	CG-Config-v1640-IEs	Q	0	servCellInfoListSCG-NR-r16,5319,1,-,- servCellInfoListSCG-EUTRA-r16,5323,1,-,- nonCriticalExtension,5326,1,-,-	
T	ServCellInfoListSCG-NR-r16	L	5320	1 32 0
T	ServCellInfoXCG-NR-r16	Q	1	dl-FreqInfo-NR-r16,5321,1,-,- ul-FreqInfo-NR-r16,5321,1,-,-	
T	FrequencyConfig-NR-r16	Q	0	freqBandIndicatorNR-r16,280,0,-,- carrierCenterFreq-NR-r16,4,0,-,- carrierBandwidth-NR-r16,5322,0,-,- subcarrierSpacing-NR-r16,45,0,-,-	
T	INTEGER	i	1 275 0
T	ServCellInfoListSCG-EUTRA-r16	L	5324	1 32 0
T	ServCellInfoXCG-EUTRA-r16	Q	1	dl-CarrierFreq-EUTRA-r16,3,1,-,- ul-CarrierFreq-EUTRA-r16,3,1,-,- transmissionBandwidth-EUTRA-r16,5325,1,-,-	
T	TransmissionBandwidth-EUTRA-r16	e	rb6,rb15,rb25,rb50,rb75,rb100	-
T	CG-Config-v1700-IEs	Q	0	candidateCellInfoListCPC-r17,5327,1,-,- twoPHRModeSCG-r17,5332,1,-,- nonCriticalExtension,5333,1,-,-	
T	CandidateCellInfoListCPC-r17	L	5328	1 8 0
T	CandidateCellInfo-r17	Q	0	ssbFrequency-r17,4,0,-,- candidateList-r17,5329,0,-,-	
T	SEQUENCE OF	L	5330	1 8 0
T	CandidateCell-r17	Q	0	physCellId-r17,42,0,-,- condExecutionCondSCG-r17,5331,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	enabled	-
T	CG-Config-v1730-IEs	Q	0	fr1-Carriers-SCG-r17,5334,1,-,- fr2-Carriers-SCG-r17,5335,1,-,- nonCriticalExtension,5336,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	CG-Config-v1800-IEs	Q	0	candidateServingFreqRangeListNR-r18,5337,1,-,- candidateServingFreqListNR-r18,5340,1,-,- idc-TDM-AssistanceConfig-r18,5341,1,-,- candidateCellInfoListSubsequentCPC-r18,5327,1,-,- scpac-ReferenceConfigurationSCG-r18,5342,1,-,- subsequentCPAC-Information-r18,5327,1,-,- successPSCell-Config-r18,5343,1,-,- nonCriticalExtension,5347,1,-,-	
T	CandidateServingFreqRangeListNR-r18	L	5338	1 128 0
T	CandidateServingFreqRangeNR-r18	Q	0	candidateCenterFreq-r18,4,0,-,- candidateBandwidth-r18,5339,1,-,-	
T	ENUMERATED	e	khz200,khz400,khz600,khz800,mhz1,mhz2,mhz3,mhz4,mhz5,mhz6,mhz8,mhz10,mhz20,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100,mhz200,mhz300,mhz400	-
T	CandidateServingFreqListNR-r16	L	4	1 128 0
T	ENUMERATED	e	enabled	-
T	ReferenceConfiguration-r18	O	0 - 0
T	SuccessPSCell-Config-r18	Q	1	thresholdPercentageT304-SCG-r18,5344,1,-,- thresholdPercentageT310-SCG-r18,5345,1,-,- thresholdPercentageT312-SCG-r18,5346,1,-,-	
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p20,p40,p60,p80,spare4,spare3,spare2,spare1	-
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	CG-ConfigInfo	Q	0	criticalExtensions,5353,0,-,-	
T	CHOICE	C	0	c1,5354,0,-,- criticalExtensionsFuture,5564,0,-,-	
T	CHOICE	C	0	cg-ConfigInfo,5355,0,-,- spare3,5561,0,-,- spare2,5562,0,-,- spare1,5563,0,-,-	
T	CG-ConfigInfo-IEs	Q	0	ue-CapabilityInfo,5356,1,-,- candidateCellInfoListMN,5357,1,-,- candidateCellInfoListSN,5403,1,-,- measResultCellListSFTD-NR,5404,1,-,- scgFailureInfo,5408,1,-,- configRestrictInfo,165,1,-,- drx-InfoMCG,5224,1,-,- measConfigMN,5411,1,-,- sourceConfigSCG,5424,1,-,- scg-RB-Config,5425,1,-,- mcg-RB-Config,5426,1,-,- mrdc-AssistanceInfo,5427,1,-,- nonCriticalExtension,5438,1,-,-	
T	OCTET STRING	O	0 - 0
T	MeasResultList2NR	L	5358	1 8 0
T	MeasResult2NR	Q	1	ssbFrequency,4,1,-,- refFreqCSI-RS,4,1,-,- measResultServingCell,5359,1,-,- measResultNeighCellListNR,5402,1,-,-	
T	MeasResultNR	Q	1	physCellId,42,1,-,- measResult,5360,0,-,-	gcgi-Info,5368,1,-,-;gchoCandidate-r17,5372,1,-,- choConfig-r17,5373,1,-,- triggeredEvent-r17,5398,1,-,-;gentering-r18,5401,1,-,-
T	SEQUENCE	Q	0	cellResults,5361,0,-,- rsIndexResults,5363,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell,5362,1,-,- resultsCSI-RS-Cell,5362,1,-,-	
T	MeasQuantityResults	Q	0	rsrp,349,1,-,- rsrq,686,1,-,- sinr,687,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes,5364,1,-,- resultsCSI-RS-Indexes,5366,1,-,-	
T	ResultsPerSSB-IndexList	L	5365	1 64 0
T	ResultsPerSSB-Index	Q	0	ssb-Index,40,0,-,- ssb-Results,5362,1,-,-	
T	ResultsPerCSI-RS-IndexList	L	5367	1 64 0
T	ResultsPerCSI-RS-Index	Q	0	csi-RS-Index,5186,0,-,- csi-RS-Results,5362,1,-,-	
T	CGI-InfoNR	Q	1	plmn-IdentityInfoList,1144,1,-,- frequencyBandList,913,1,-,- noSIB1,5369,1,-,-	gnpn-IdentityInfoList-r16,1154,1,-,-;gcellReservedForOtherUse-r16,5371,1,-,-
T	SEQUENCE	Q	0	ssb-SubcarrierOffset,5370,0,-,- pdcch-ConfigSIB1,665,0,-,-	
T	INTEGER	i	0 15 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	5374	1 2 0
T	CondTriggerConfig-r16	Q	1	condEventId,5375,0,-,- rsType-r16,5396,0,-,-	gnesEvent-r18,5397,1,-,-
T	CHOICE	C	1	condEventA3,5376,0,-,- condEventA5,5383,0,-,-	condEventA4-r17,5385,0,-,- condEventD1-r17,5386,0,-,- condEventT1-r17,5390,0,-,- condEventD2-r18,5393,0,-,-
T	SEQUENCE	Q	0	a3-Offset,5377,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,-	
T	MeasTriggerQuantityOffset	C	0	rsrp,5378,0,-,- rsrq,5379,0,-,- sinr,5380,0,-,-	
T	INTEGER	i	-30 30 0
T	INTEGER	i	-30 30 0
T	INTEGER	i	-30 30 0
T	Hysteresis	i	0 30 0
T	TimeToTrigger	e	ms0,ms40,ms64,ms80,ms100,ms128,ms160,ms256,ms320,ms480,ms512,ms640,ms1024,ms1280,ms2560,ms5120	-
T	SEQUENCE	Q	0	a5-Threshold1,5384,0,-,- a5-Threshold2,5384,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,-	
T	MeasTriggerQuantity	C	0	rsrp,349,0,-,- rsrq,686,0,-,- sinr,687,0,-,-	
T	SEQUENCE	Q	0	a4-Threshold-r17,5384,0,-,- hysteresis-r17,5381,0,-,- timeToTrigger-r17,5382,0,-,-	
T	SEQUENCE	Q	0	distanceThreshFromReference1-r17,5387,0,-,- distanceThreshFromReference2-r17,5388,0,-,- referenceLocation1-r17,308,0,-,- referenceLocation2-r17,308,0,-,- hysteresisLocation-r17,5389,0,-,- timeToTrigger-r17,5382,0,-,-	
T	INTEGER	i	0 65525 0
T	INTEGER	i	0 65525 0
T	HysteresisLocation-r17	i	0 32768 0
T	SEQUENCE	Q	0	t1-Threshold-r17,5391,0,-,- duration-r17,5392,0,-,-	
T	INTEGER	i	0 549755813887 0
T	INTEGER	i	1 6000 0
T	SEQUENCE	Q	0	distanceThreshFromReference1-r18,5394,0,-,- distanceThreshFromReference2-r18,5395,0,-,- hysteresisLocation-r18,5389,0,-,- timeToTrigger-r18,5382,0,-,-	
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 65535 0
T	NR-RS-Type	e	ssb,csi-rs	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	timeBetweenEvents-r17,5399,1,-,- firstTriggeredEvent-r17,5400,1,-,-	
T	TimeBetweenEvent-r17	i	0 1023 0
T	ENUMERATED	e	condFirstEvent,condSecondEvent	-
T	ENUMERATED	e	true	-
T	MeasResultListNR	L	5359	1 8 0
T	OCTET STRING	O	0 - 0
T	MeasResultCellListSFTD-NR	L	5405	1 3 0
T	MeasResultCellSFTD-NR	Q	0	physCellId,42,0,-,- sfn-OffsetResult,5406,0,-,- frameBoundaryOffsetResult,5407,0,-,- rsrp-Result,349,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	-30720 30719 0
T	SEQUENCE	Q	0	failureType,5409,0,-,- measResultSCG,5410,0,-,-	
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,synchReconfigFailure-SCG,scg-reconfigFailure,srb3-IntegrityFailure	-
T	OCTET STRING	O	0 - 0
T	MeasConfigMN	Q	1	measuredFrequenciesMN,5412,1,-,- measGapConfig,5413,1,-,- gapPurpose,5422,1,-,-	gmeasGapConfigFR2,5413,1,-,-;ginterFreqNoGap-r16,5423,1,-,-
T	SEQUENCE OF	L	5252	1 32 0
T	SetupRelease	C	0	release,5414,0,-,- setup,5415,0,-,-	
T	NULL	n
T	GapConfig	Q	1	gapOffset,5416,0,-,- mgl,5417,0,-,- mgrp,5418,0,-,- mgta,5419,0,-,-	grefServCellIndicator,5420,1,-,-;grefFR2ServCellAsyncCA-r16,113,1,-,- mgl-r16,5421,1,-,-
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms1dot5,ms3,ms3dot5,ms4,ms5dot5,ms6	-
T	ENUMERATED	e	ms20,ms40,ms80,ms160	-
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5	-
T	ENUMERATED	e	pCell,pSCell,mcg-FR2	-
T	ENUMERATED	e	ms10,ms20	-
T	ENUMERATED	e	perUE,perFR1	-
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MRDC-AssistanceInfo	Q	1	affectedCarrierFreqCombInfoListMRDC,5428,0,-,-	goverheatingAssistanceSCG-r16,5429,1,-,-;goverheatingAssistanceSCG-FR2-2-r17,5430,1,-,-;gaffectedCarrierFreqRangeCombList-r18,529,1,-,- affectedCarrierFreqCombList-r18,520,1,-,- idc-TDM-Assistance-r18,5431,1,-,-
T	SEQUENCE OF	L	509	1 128 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	IDC-TDM-Assistance-r18	Q	1	cycleLength-r18,5432,0,-,- startOffset-r18,5433,0,-,- slotOffset-r18,5434,0,-,- activeDuration-r18,5435,0,-,-	
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms60,ms64,ms70,ms80,ms96,ms100,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240	-
T	INTEGER	i	0 10239 0
T	INTEGER	i	0 31 0
T	CHOICE	C	0	subMilliSeconds-r18,5436,0,-,- milliSeconds-r18,5437,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CG-ConfigInfo-v1540-IEs	Q	0	ph-InfoMCG,5439,1,-,- measResultReportCGI,5445,1,-,- nonCriticalExtension,5446,1,-,-	
T	PH-TypeListMCG	L	5440	1 32 0
T	PH-InfoMCG	Q	1	servCellIndex,113,0,-,- ph-Uplink,5441,0,-,- ph-SupplementaryUplink,5441,1,-,-	gtwoSRS-PUSCH-Repetition-r17,5443,1,-,-;gtwoSRS-MultipanelScheme-r18,5444,1,-,-
T	PH-UplinkCarrierMCG	Q	1	ph-Type1or3,5442,0,-,-	
T	ENUMERATED	e	type1,type3	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0	ssbFrequency,4,0,-,- cellForWhichToReportCGI,42,0,-,- cgi-Info,5368,0,-,-	
T	CG-ConfigInfo-v1560-IEs	Q	0	candidateCellInfoListMN-EUTRA,5447,1,-,- candidateCellInfoListSN-EUTRA,5448,1,-,- sourceConfigSCG-EUTRA,5449,1,-,- scgFailureInfoEUTRA,5450,1,-,- drx-ConfigMCG,5271,1,-,- measResultReportCGI-EUTRA,5453,1,-,- measResultCellListSFTD-EUTRA,5471,1,-,- fr-InfoListMCG,5253,1,-,- nonCriticalExtension,5475,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	failureTypeEUTRA,5451,0,-,- measResultSCG-EUTRA,5452,0,-,-	
T	ENUMERATED	e	t313-Expiry,randomAccessProblem,rlc-MaxNumRetx,scg-ChangeFailure	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	eutraFrequency,3,0,-,- cellForWhichToReportCGI-EUTRA,839,0,-,- cgi-InfoEUTRA,5454,0,-,-	
T	CGI-InfoEUTRA	Q	0	cgi-info-EPC,5455,1,-,- cgi-info-5GC,5461,1,-,- freqBandIndicator,295,0,-,- multiBandInfoList,5469,1,-,- freqBandIndicatorPriority,5470,1,-,-	
T	SEQUENCE	Q	0	cgi-info-EPC-legacy,5456,0,-,- cgi-info-EPC-list,5460,1,-,-	
T	CellAccessRelatedInfo-EUTRA-EPC	Q	0	plmn-IdentityList-eutra-epc,5457,0,-,- trackingAreaCode-eutra-epc,5458,0,-,- cellIdentity-eutra-epc,5459,0,-,-	
T	PLMN-IdentityList-EUTRA-EPC	L	253	1 12 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	28 28 0
T	SEQUENCE OF	L	5456	1 12 0
T	SEQUENCE OF	L	5462	1 12 0
T	CellAccessRelatedInfo-EUTRA-5GC	Q	0	plmn-IdentityList-eutra-5gc,5463,0,-,- trackingAreaCode-eutra-5gc,262,0,-,- ranac-5gc,264,1,-,- cellIdentity-eutra-5gc,5466,0,-,-	
T	PLMN-IdentityList-EUTRA-5GC	L	5464	1 12 0
T	PLMN-Identity-EUTRA-5GC	C	0	plmn-Identity-EUTRA-5GC,253,0,-,- plmn-index,5465,0,-,-	
T	INTEGER	i	1 12 0
T	CellIdentity-EUTRA-5GC	C	0	cellIdentity-EUTRA,5467,0,-,- cellId-index,5468,0,-,-	
T	BIT STRING	B	28 28 0
T	INTEGER	i	1 12 0
T	MultiBandInfoListEUTRA	L	295	1 8 0
T	ENUMERATED	e	true	-
T	MeasResultCellListSFTD-EUTRA	L	5472	1 3 0
T	MeasResultSFTD-EUTRA	Q	0	eutra-PhysCellId,839,0,-,- sfn-OffsetResult,5473,0,-,- frameBoundaryOffsetResult,5474,0,-,- rsrp-Result,349,1,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	-30720 30719 0
T	CG-ConfigInfo-v1570-IEs	Q	0	sftdFrequencyList-NR,5476,1,-,- sftdFrequencyList-EUTRA,5477,1,-,- nonCriticalExtension,5478,1,-,-	
T	SFTD-FrequencyList-NR	L	4	1 3 0
T	SFTD-FrequencyList-EUTRA	L	3	1 3 0
T	CG-ConfigInfo-v1590-IEs	Q	0	servFrequenciesMN-NR,5479,1,-,- nonCriticalExtension,5480,1,-,-	
T	SEQUENCE OF	L	4	1 31 0
T	CG-ConfigInfo-v1610-IEs	Q	0	drx-InfoMCG2,5311,1,-,- alignedDRX-Indication,5481,1,-,- scgFailureInfo-r16,5482,1,-,- dummy1,5485,1,-,- sidelinkUEInformationNR-r16,5488,1,-,- sidelinkUEInformationEUTRA-r16,5489,1,-,- nonCriticalExtension,5490,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	failureType-r16,5483,0,-,- measResultSCG-r16,5484,0,-,-	
T	ENUMERATED	e	scg-lbtFailure-r16,beamFailureRecoveryFailure-r16,t312-Expiry-r16,bh-RLF-r16,beamFailure-r17,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	failureTypeEUTRA-r16,5486,0,-,- measResultSCG-EUTRA-r16,5487,0,-,-	
T	ENUMERATED	e	scg-lbtFailure-r16,beamFailureRecoveryFailure-r16,t312-Expiry-r16,spare5,spare4,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	CG-ConfigInfo-v1620-IEs	Q	0	ueAssistanceInformationSourceSCG-r16,5491,1,-,- nonCriticalExtension,5492,1,-,-	
T	OCTET STRING	O	0 - 0
T	CG-ConfigInfo-v1640-IEs	Q	0	servCellInfoListMCG-NR-r16,5493,1,-,- servCellInfoListMCG-EUTRA-r16,5494,1,-,- nonCriticalExtension,5495,1,-,-	
T	ServCellInfoListMCG-NR-r16	L	5320	1 32 0
T	ServCellInfoListMCG-EUTRA-r16	L	5324	1 32 0
T	CG-ConfigInfo-v1700-IEs	Q	0	candidateCellListCPC-r17,5496,1,-,- twoPHRModeMCG-r17,5499,1,-,- lowMobilityEvaluationConnectedInPCell-r17,5500,1,-,- nonCriticalExtension,5501,1,-,-	
T	CandidateCellListCPC-r17	L	5497	1 8 0
T	CandidateCellCPC-r17	Q	0	ssbFrequency-r17,4,0,-,- candidateCellList-r17,5498,0,-,-	
T	SEQUENCE OF	L	42	1 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	CG-ConfigInfo-v1730-IEs	Q	0	fr1-Carriers-MCG-r17,5502,1,-,- fr2-Carriers-MCG-r17,5503,1,-,- nonCriticalExtension,5504,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	CG-ConfigInfo-v1800-IEs	Q	0	musim-GapConfigInfo-r18,5505,1,-,- musim-CapRestrictionInfo-r18,5529,1,-,- scpac-ReferenceConfiguration-r18,5342,1,-,- subsequentCPAC-Candidates-r18,5496,1,-,- nonCriticalExtension,5560,1,-,-	
T	MUSIM-GapConfig-r17	Q	1	musim-GapToReleaseList-r17,5506,1,-,- musim-GapToAddModList-r17,5508,1,-,- musim-AperiodicGap-r17,5510,1,-,-	gmusim-GapToAddModListExt-v1820,5525,1,-,- musim-GapKeep-r18,5528,1,-,-
T	SEQUENCE OF	L	5507	1 3 0
T	MUSIM-GapId-r17	i	0 2 0
T	SEQUENCE OF	L	5509	1 3 0
T	MUSIM-Gap-r17	Q	0	musim-GapId-r17,5507,0,-,- musim-GapInfo-r17,5510,0,-,-	
T	MUSIM-GapInfo-r17	Q	0	musim-Starting-SFN-AndSubframe-r17,5511,1,-,- musim-GapLength-r17,5514,1,-,- musim-GapRepetitionAndOffset-r17,5515,1,-,-	
T	MUSIM-Starting-SFN-AndSubframe-r17	Q	0	starting-SFN-r17,5512,0,-,- startingSubframe-r17,5513,0,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	ENUMERATED	e	ms3,ms4,ms6,ms10,ms20	-
T	CHOICE	C	1	ms20-r17,5516,0,-,- ms40-r17,5517,0,-,- ms80-r17,5518,0,-,- ms160-r17,5519,0,-,- ms320-r17,5520,0,-,- ms640-r17,5521,0,-,- ms1280-r17,5522,0,-,- ms2560-r17,5523,0,-,- ms5120-r17,5524,0,-,-	
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	INTEGER	i	0 5119 0
T	SEQUENCE OF	L	5526	1 3 0
T	MUSIM-GapExt-v1820	Q	0	gapPriority-r18,5527,0,-,-	
T	GapPriority-r17	i	1 16 0
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	musim-CapRestriction-r18,5530,1,-,- musim-CandidateBandList-r18,5559,1,-,-	
T	MUSIM-CapRestriction-r18	Q	0	musim-Cell-SCG-ToRelease-r18,5531,1,-,- musim-CellToAffectList-r18,5534,1,-,- musim-AffectedBandsList-r18,5541,1,-,- musim-AvoidedBandsList-r18,5548,1,-,- musim-MaxCC-r18,5550,1,-,-	
T	MUSIM-Cell-SCG-ToRelease-r18	Q	0	musim-CellToRelease-r18,5532,1,-,- scg-ReleasePreference-r18,5533,1,-,-	
T	MUSIM-CellToRelease-r18	L	113	1 32 0
T	ENUMERATED	e	true	-
T	MUSIM-CellToAffectList-r18	L	5535	1 32 0
T	MUSIM-CellToAffect-r18	Q	0	musim-ServCellIndex-r18,113,0,-,- musim-MIMO-Layers-DL-r18,5536,1,-,- musim-MIMO-Layers-UL-r18,5537,1,-,- musim-SupportedBandwidth-DL-r18,5538,1,-,- musim-SupportedBandwidth-UL-r18,5538,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	SupportedBandwidth-v1700	C	0	fr1-r17,5539,0,-,- fr2-r17,5540,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz35,mhz40,mhz45,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400,mhz800,mhz1600,mhz2000	-
T	MUSIM-AffectedBandsList-r18	L	5542	1 64 0
T	MUSIM-AffectedBands-r18	L	5543	1 8 0
T	MUSIM-CapabilityRestrictedBandParameters-r18	Q	0	musim-bandEntryIndex-r18,5544,0,-,- musim-CapabilityRestricted-r18,5545,0,-,-	
T	MUSIM-BandEntryIndex-r18	i	1 8 0
T	SEQUENCE	Q	0	musim-MIMO-Layers-DL-r18,5546,1,-,- musim-MIMO-Layers-UL-r18,5547,1,-,- musim-SupportedBandwidth-DL-r18,5538,1,-,- musim-SupportedBandwidth-UL-r18,5538,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	MUSIM-AvoidedBandsList-r18	L	5549	1 64 0
T	MUSIM-AvoidedBands-r18	L	5544	1 8 0
T	MUSIM-MaxCC-r18	Q	0	musim-MaxCC-TotalDL-r18,5551,1,-,- musim-MaxCC-TotalUL-r18,5552,1,-,- musim-MaxCC-FR1-DL-r18,5553,1,-,- musim-MaxCC-FR1-UL-r18,5554,1,-,- musim-MaxCC-FR2-1-DL-r18,5555,1,-,- musim-MaxCC-FR2-1-UL-r18,5556,1,-,- musim-MaxCC-FR2-2-DL-r18,5557,1,-,- musim-MaxCC-FR2-2-UL-r18,5558,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	MUSIM-CandidateBandList-r18	L	280	1 8 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	CG-SDT-ConfigLCH-Restriction-r17	Q	0	logicalChannelIdentity-r17,1626,0,-,- configuredGrantType1Allowed-r17,5566,1,-,- allowedCG-List-r17,5567,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	1661	0 31 0
T	CG-SDT-ConfigLCH-RestrictionExt-v1800	Q	0	cg-SDT-MaxDurationToNextCG-Occasion-r18,5569,1,-,-	
T	ENUMERATED	e	ms10,ms100,sec1,sec10,sec60,sec100,sec300,sec600,sec1200,sec1800,sec3600,spare5,spare4,spare3,spare2,spare1	-
T	CG-SDT-TA-ValidationConfig-r17	Q	0	cg-SDT-RSRP-ChangeThreshold-r17,5571,0,-,-	
T	ENUMERATED	e	dB2,dB4,dB6,dB8,dB10,dB14,dB18,dB22,dB26,dB30,dB34,spare5,spare4,spare3,spare2,spare1	-
T	CGI-InfoEUTRALogging	Q	0	plmn-Identity-eutra-5gc,253,1,-,- trackingAreaCode-eutra-5gc,262,1,-,- cellIdentity-eutra-5gc,5573,1,-,- plmn-Identity-eutra-epc,253,1,-,- trackingAreaCode-eutra-epc,5574,1,-,- cellIdentity-eutra-epc,5575,1,-,-	
T	BIT STRING	B	28 28 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	28 28 0
T	CLI-EventTriggerConfig-r16	Q	1	eventId-r16,5577,0,-,- reportInterval-r16,5583,0,-,- reportAmount-r16,5584,0,-,- maxReportCLI-r16,5585,0,-,-	
T	CHOICE	C	1	eventI1-r16,5578,0,-,-	
T	SEQUENCE	Q	0	i1-Threshold-r16,5579,0,-,- reportOnLeave-r16,5582,0,-,- hysteresis-r16,5381,0,-,- timeToTrigger-r16,5382,0,-,-	
T	MeasTriggerQuantityCLI-r16	C	0	srs-RSRP-r16,5580,0,-,- cli-RSSI-r16,5581,0,-,-	
T	SRS-RSRP-Range-r16	i	0 98 0
T	CLI-RSSI-Range-r16	i	0 76 0
T	BOOLEAN	b
T	ReportInterval	e	ms120,ms240,ms480,ms640,ms1024,ms2048,ms5120,ms10240,ms20480,ms40960,min1,min6,min12,min30	-
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	INTEGER	i	1 8 0
T	CLI-PeriodicalReportConfig-r16	Q	1	reportInterval-r16,5583,0,-,- reportAmount-r16,5587,0,-,- reportQuantityCLI-r16,5588,0,-,- maxReportCLI-r16,5589,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasReportQuantityCLI-r16	e	srs-rsrp,cli-rssi	-
T	INTEGER	i	1 8 0
T	CLI-RSSI-TriggeredList-r16	L	5591	1 64 0
T	RSSI-ResourceId-r16	i	0 63 0
T	CLI-ResourceConfig-r16	Q	0	srs-ResourceConfig-r16,5593,1,-,- rssi-ResourceConfig-r16,5597,1,-,-	
T	SetupRelease	C	0	release,5594,0,-,- setup,5595,0,-,-	
T	NULL	n
T	SRS-ResourceListConfigCLI-r16	L	5596	1 32 0
T	SRS-ResourceConfigCLI-r16	Q	1	srs-Resource-r16,2690,0,-,- srs-SCS-r16,45,0,-,- refServCellIndex-r16,113,1,-,- refBWP-r16,119,0,-,-	
T	SetupRelease	C	0	release,5598,0,-,- setup,5599,0,-,-	
T	NULL	n
T	RSSI-ResourceListConfigCLI-r16	L	5600	1 64 0
T	RSSI-ResourceConfigCLI-r16	Q	1	rssi-ResourceId-r16,5591,0,-,- rssi-SCS-r16,45,0,-,- startPRB-r16,5601,0,-,- nrofPRBs-r16,5602,0,-,- startPosition-r16,5603,0,-,- nrofSymbols-r16,5604,0,-,- rssi-PeriodicityAndOffset-r16,5605,0,-,- refServCellIndex-r16,113,1,-,-	
T	INTEGER	i	0 2169 0
T	INTEGER	i	4 276 0
T	INTEGER	i	0 13 0
T	INTEGER	i	1 14 0
T	RSSI-PeriodicityAndOffset-r16	C	1	sl10,5606,0,-,- sl20,5607,0,-,- sl40,5608,0,-,- sl80,5609,0,-,- sl160,5610,0,-,- sl320,5611,0,-,- s1640,5612,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	CLI-TriggeredList-r16	C	0	srs-RSRP-TriggeredList-r16,5614,0,-,- cli-RSSI-TriggeredList-r16,5590,0,-,-	
T	SRS-RSRP-TriggeredList-r16	L	118	1 32 0
T	CMRGroupingAndPairing-r17	Q	0	nrofResourcesGroup1-r17,5616,0,-,- pair1OfNZP-CSI-RS-r17,5617,1,-,- pair2OfNZP-CSI-RS-r17,5617,1,-,-	
T	INTEGER	i	1 7 0
T	NZP-CSI-RS-Pairing-r17	Q	0	nzp-CSI-RS-ResourceId1-r17,5618,0,-,- nzp-CSI-RS-ResourceId2-r17,5619,0,-,-	
T	INTEGER	i	1 7 0
T	INTEGER	i	1 7 0
T	CO-Duration-r16	i	0 1120 0
T	CO-Duration-r17	i	0 4480 0
T	CO-DurationsPerCell-r16	Q	0	servingCellId-r16,113,0,-,- positionInDCI-r16,5623,0,-,- subcarrierSpacing-r16,45,0,-,- co-DurationList-r16,5624,0,-,-	
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	5620	1 64 0
T	CO-DurationsPerCell-r17	Q	0	servingCellId-r17,113,0,-,- positionInDCI-r17,5626,0,-,- subcarrierSpacing-r17,45,0,-,- co-DurationList-r17,5627,0,-,-	
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	5621	1 64 0
T	CRS-InterfMitigation-r17	Q	0	crs-IM-DSS-15kHzSCS-r17,5629,1,-,- crs-IM-nonDSS-15kHzSCS-r17,5630,1,-,- crs-IM-nonDSS-NWA-15kHzSCS-r17,5631,1,-,- crs-IM-nonDSS-30kHzSCS-r17,5632,1,-,- crs-IM-nonDSS-NWA-30kHzSCS-r17,5633,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CSI-AperiodicTriggerState	Q	1	associatedReportConfigInfoList,5635,0,-,-	gap-CSI-MultiplexingMode-r17,5664,1,-,-;gltm-AssociatedReportConfigInfo-r18,5665,1,-,-
T	SEQUENCE OF	L	5636	1 16 0
T	CSI-AssociatedReportConfigInfo	Q	1	reportConfigId,5637,0,-,- resourcesForChannel,5638,0,-,- csi-IM-ResourcesForInterference,5643,1,-,- nzp-CSI-RS-ResourcesForInterference,5644,1,-,-	gresourcesForChannel2-r17,5645,1,-,- csi-SSB-ResourceSetExt,5650,1,-,-;gresourcesForChannelTDCP-r18,5651,1,-,- applyIndicatedTCI-State-r18,5654,1,-,- applyIndicatedTCI-State2-r18,5658,1,-,- csi-ReportSubConfigTriggerList-r18,5662,1,-,-
T	CSI-ReportConfigId	i	0 47 0
T	CHOICE	C	0	nzp-CSI-RS,5639,0,-,- csi-SSB-ResourceSet,5642,0,-,-	
T	SEQUENCE	Q	0	resourceSet,5640,0,-,- qcl-info,5641,1,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE OF	L	1092	1 16 0
T	INTEGER	i	1 1 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 16 0
T	CHOICE	C	0	nzp-CSI-RS2-r17,5646,0,-,- csi-SSB-ResourceSet2-r17,5649,0,-,-	
T	SEQUENCE	Q	0	resourceSet2-r17,5647,0,-,- qcl-info2-r17,5648,1,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE OF	L	1092	1 16 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	resourceSet2TDCP-r18,5652,0,-,- resourceSet3TDCP-r18,5653,1,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	1 16 0
T	CHOICE	C	0	perSet-r18,5655,0,-,- perResource-r18,5656,0,-,-	
T	ENUMERATED	e	first,second	-
T	SEQUENCE OF	L	5657	1 16 0
T	ENUMERATED	e	first,second	-
T	CHOICE	C	0	perSet-r18,5659,0,-,- perResource-r18,5660,0,-,-	
T	ENUMERATED	e	first,second	-
T	SEQUENCE OF	L	5661	1 16 0
T	ENUMERATED	e	first,second	-
T	CSI-ReportSubConfigTriggerList-r18	L	5663	1 8 0
T	CSI-ReportSubConfigId-r18	i	0 7 0
T	ENUMERATED	e	enabled	-
T	LTM-CSI-ReportConfigId-r18	i	0 47 0
T	CSI-AperiodicTriggerStateList	L	5634	1 128 0
T	CSI-IM-Resource	Q	1	csi-IM-ResourceId,5668,0,-,- csi-IM-ResourceElementPattern,5669,1,-,- freqBand,1808,1,-,- periodicityAndOffset,1811,1,-,-	
T	CSI-IM-ResourceId	i	0 31 0
T	CHOICE	C	0	pattern0,5670,0,-,- pattern1,5673,0,-,-	
T	SEQUENCE	Q	0	subcarrierLocation-p0,5671,0,-,- symbolLocation-p0,5672,0,-,-	
T	ENUMERATED	e	s0,s2,s4,s6,s8,s10	-
T	INTEGER	i	0 12 0
T	SEQUENCE	Q	0	subcarrierLocation-p1,5674,0,-,- symbolLocation-p1,5675,0,-,-	
T	ENUMERATED	e	s0,s4,s8	-
T	INTEGER	i	0 13 0
T	CSI-IM-ResourceSet	Q	1	csi-IM-ResourceSetId,5677,0,-,- csi-IM-Resources,5678,0,-,-	
T	CSI-IM-ResourceSetId	i	0 63 0
T	SEQUENCE OF	L	5668	1 8 0
T	CSI-MeasConfig	Q	1	nzp-CSI-RS-ResourceToAddModList,5680,1,-,- nzp-CSI-RS-ResourceToReleaseList,5686,1,-,- nzp-CSI-RS-ResourceSetToAddModList,5687,1,-,- nzp-CSI-RS-ResourceSetToReleaseList,5699,1,-,- csi-IM-ResourceToAddModList,5700,1,-,- csi-IM-ResourceToReleaseList,5701,1,-,- csi-IM-ResourceSetToAddModList,5702,1,-,- csi-IM-ResourceSetToReleaseList,5703,1,-,- csi-SSB-ResourceSetToAddModList,5704,1,-,- csi-SSB-ResourceSetToReleaseList,5710,1,-,- csi-ResourceConfigToAddModList,5711,1,-,- csi-ResourceConfigToReleaseList,5720,1,-,- csi-ReportConfigToAddModList,5721,1,-,- csi-ReportConfigToReleaseList,6134,1,-,- reportTriggerSize,6135,1,-,- aperiodicTriggerStateList,6136,1,-,- semiPersistentOnPUSCH-TriggerStateList,6138,1,-,-	greportTriggerSizeDCI-0-2-r16,6143,1,-,-;gsCellActivationRS-ConfigToAddModList-r17,6144,1,-,- sCellActivationRS-ConfigToReleaseList-r17,6148,1,-,-;gltm-CSI-ReportConfigToAddModList-r18,6149,1,-,- ltm-CSI-ReportConfigToReleaseList-r18,6175,1,-,-
T	SEQUENCE OF	L	5681	1 192 0
T	NZP-CSI-RS-Resource	Q	1	nzp-CSI-RS-ResourceId,115,0,-,- resourceMapping,1793,0,-,- powerControlOffset,5682,0,-,- powerControlOffsetSS,5683,1,-,- scramblingID,5684,0,-,- periodicityAndOffset,1811,1,-,- qcl-InfoPeriodicCSI-RS,1092,1,-,-	gsubcarrierSpacing-r18,45,1,-,- absoluteFrequencyPointA-r18,4,1,-,- cyclicPrefix-r18,5685,1,-,-
T	INTEGER	i	-8 15 0
T	ENUMERATED	e	db-3,db0,db3,db6	-
T	ScramblingId	i	0 1023 0
T	ENUMERATED	e	extended	-
T	SEQUENCE OF	L	115	1 192 0
T	SEQUENCE OF	L	5688	1 64 0
T	NZP-CSI-RS-ResourceSet	Q	1	nzp-CSI-ResourceSetId,5689,0,-,- nzp-CSI-RS-Resources,5690,0,-,- repetition,5691,1,-,- aperiodicTriggeringOffset,5692,1,-,- trs-Info,5693,1,-,-	gaperiodicTriggeringOffset-r16,5694,1,-,-;gpdc-Info-r17,5695,1,-,- cmrGroupingAndPairing-r17,5615,1,-,- aperiodicTriggeringOffset-r17,5696,1,-,- aperiodicTriggeringOffsetL2-r17,5697,1,-,-;gresourceType-r18,5698,1,-,-
T	NZP-CSI-RS-ResourceSetId	i	0 63 0
T	SEQUENCE OF	L	115	1 64 0
T	ENUMERATED	e	on,off	-
T	INTEGER	i	0 6 0
T	ENUMERATED	e	true	-
T	INTEGER	i	0 31 0
T	ENUMERATED	e	true	-
T	INTEGER	i	0 124 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	periodic	-
T	SEQUENCE OF	L	5689	1 64 0
T	SEQUENCE OF	L	5667	1 32 0
T	SEQUENCE OF	L	5668	1 32 0
T	SEQUENCE OF	L	5676	1 64 0
T	SEQUENCE OF	L	5677	1 64 0
T	SEQUENCE OF	L	5705	1 64 0
T	CSI-SSB-ResourceSet	Q	1	csi-SSB-ResourceSetId,5706,0,-,- csi-SSB-ResourceList,5707,0,-,-	gservingAdditionalPCIList-r17,5708,1,-,-
T	CSI-SSB-ResourceSetId	i	0 63 0
T	SEQUENCE OF	L	40	1 64 0
T	SEQUENCE OF	L	5709	1 64 0
T	ServingAdditionalPCIIndex-r17	i	0 7 0
T	SEQUENCE OF	L	5706	1 64 0
T	SEQUENCE OF	L	5712	1 112 0
T	CSI-ResourceConfig	Q	1	csi-ResourceConfigId,5713,0,-,- csi-RS-ResourceSetList,5714,0,-,- bwp-Id,119,0,-,- resourceType,5719,0,-,-	gcsi-SSB-ResourceSetListExt-r17,5706,1,-,-
T	CSI-ResourceConfigId	i	0 111 0
T	CHOICE	C	0	nzp-CSI-RS-SSB,5715,0,-,- csi-IM-ResourceSetList,5718,0,-,-	
T	SEQUENCE	Q	0	nzp-CSI-RS-ResourceSetList,5716,1,-,- csi-SSB-ResourceSetList,5717,1,-,-	
T	SEQUENCE OF	L	5689	1 16 0
T	SEQUENCE OF	L	5706	1 1 0
T	SEQUENCE OF	L	5677	1 16 0
T	ENUMERATED	e	aperiodic,semiPersistent,periodic	-
T	SEQUENCE OF	L	5713	1 112 0
T	SEQUENCE OF	L	5722	1 48 0
T	CSI-ReportConfig	Q	1	reportConfigId,5637,0,-,- carrier,113,1,-,- resourcesForChannelMeasurement,5713,0,-,- csi-IM-ResourcesForInterference,5713,1,-,- nzp-CSI-RS-ResourcesForInterference,5713,1,-,- reportConfigType,5723,0,-,- reportQuantity,5747,0,-,- reportFreqConfiguration,5757,1,-,- timeRestrictionForChannelMeasurements,5778,0,-,- timeRestrictionForInterferenceMeasurements,5779,0,-,- codebookConfig,5780,1,-,- dummy,5841,1,-,- groupBasedBeamReporting,5842,0,-,- cqi-Table,5846,1,-,- subbandSize,5847,0,-,- non-PMI-PortIndication,5848,1,-,-	gsemiPersistentOnPUSCH-v1530,5868,1,-,-;gsemiPersistentOnPUSCH-v1610,5870,1,-,- aperiodic-v1610,5875,1,-,- reportQuantity-r16,5880,1,-,- codebookConfig-r16,5883,1,-,-;gcqi-BitsPerSubband-r17,5908,1,-,- groupBasedBeamReporting-v1710,5909,1,-,- codebookConfig-r17,5911,1,-,- sharedCMR-r17,5960,1,-,- csi-ReportMode-r17,5961,1,-,- numberOfSingleTRP-CSI-Mode1-r17,5962,1,-,- reportQuantity-r17,5963,1,-,-;gsemiPersistentOnPUSCH-v1720,5968,1,-,- aperiodic-v1720,5975,1,-,-;gcodebookConfig-v1730,5982,1,-,-;ggroupBasedBeamReporting-v1800,5986,1,-,- reportQuantity-r18,5988,1,-,- codebookConfig-r18,5992,1,-,- csi-ReportSubConfigToAddModList-r18,6116,1,-,- csi-ReportSubConfigToReleaseList-r18,6133,1,-,-
T	CHOICE	C	0	periodic,5724,0,-,- semiPersistentOnPUCCH,5738,0,-,- semiPersistentOnPUSCH,5740,0,-,- aperiodic,5744,0,-,-	
T	SEQUENCE	Q	0	reportSlotConfig,5725,0,-,- pucch-CSI-ResourceList,5736,0,-,-	
T	CSI-ReportPeriodicityAndOffset	C	0	slots4,5726,0,-,- slots5,5727,0,-,- slots8,5728,0,-,- slots10,5729,0,-,- slots16,5730,0,-,- slots20,5731,0,-,- slots40,5732,0,-,- slots80,5733,0,-,- slots160,5734,0,-,- slots320,5735,0,-,-	
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
T	SEQUENCE OF	L	5737	1 4 0
T	PUCCH-CSI-Resource	Q	0	uplinkBandwidthPartId,119,0,-,- pucch-Resource,1934,0,-,-	
T	SEQUENCE	Q	0	reportSlotConfig,5725,0,-,- pucch-CSI-ResourceList,5739,0,-,-	
T	SEQUENCE OF	L	5737	1 4 0
T	SEQUENCE	Q	0	reportSlotConfig,5741,0,-,- reportSlotOffsetList,5742,0,-,- p0alpha,2330,0,-,-	
T	ENUMERATED	e	sl5,sl10,sl20,sl40,sl80,sl160,sl320	-
T	SEQUENCE OF	L	5743	1 16 0
T	INTEGER	i	0 32 0
T	SEQUENCE	Q	0	reportSlotOffsetList,5745,0,-,-	
T	SEQUENCE OF	L	5746	1 16 0
T	INTEGER	i	0 32 0
T	CHOICE	C	0	none,5748,0,-,- cri-RI-PMI-CQI,5749,0,-,- cri-RI-i1,5750,0,-,- cri-RI-i1-CQI,5751,0,-,- cri-RI-CQI,5753,0,-,- cri-RSRP,5754,0,-,- ssb-Index-RSRP,5755,0,-,- cri-RI-LI-PMI-CQI,5756,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	pdsch-BundleSizeForCSI,5752,1,-,-	
T	ENUMERATED	e	n2,n4	-
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	cqi-FormatIndicator,5758,1,-,- pmi-FormatIndicator,5759,1,-,- csi-ReportingBand,5760,1,-,-	
T	ENUMERATED	e	widebandCQI,subbandCQI	-
T	ENUMERATED	e	widebandPMI,subbandPMI	-
T	CHOICE	C	1	subbands3,5761,0,-,- subbands4,5762,0,-,- subbands5,5763,0,-,- subbands6,5764,0,-,- subbands7,5765,0,-,- subbands8,5766,0,-,- subbands9,5767,0,-,- subbands10,5768,0,-,- subbands11,5769,0,-,- subbands12,5770,0,-,- subbands13,5771,0,-,- subbands14,5772,0,-,- subbands15,5773,0,-,- subbands16,5774,0,-,- subbands17,5775,0,-,- subbands18,5776,0,-,-	subbands19-v1530,5777,0,-,-
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
T	CodebookConfig	Q	0	codebookType,5781,0,-,-	
T	CHOICE	C	0	type1,5782,0,-,- type2,5817,0,-,-	
T	SEQUENCE	Q	0	subType,5783,0,-,- codebookMode,5816,0,-,-	
T	CHOICE	C	0	typeI-SinglePanel,5784,0,-,- typeI-MultiPanel,5805,0,-,-	
T	SEQUENCE	Q	0	nrOfAntennaPorts,5785,0,-,- typeI-SinglePanel-ri-Restriction,5804,0,-,-	
T	CHOICE	C	0	two,5786,0,-,- moreThanTwo,5788,0,-,-	
T	SEQUENCE	Q	0	twoTX-CodebookSubsetRestriction,5787,0,-,-	
T	BIT STRING	B	6 6 0
T	SEQUENCE	Q	0	n1-n2,5789,0,-,- typeI-SinglePanel-codebookSubsetRestriction-i2,5803,1,-,-	
T	CHOICE	C	0	two-one-TypeI-SinglePanel-Restriction,5790,0,-,- two-two-TypeI-SinglePanel-Restriction,5791,0,-,- four-one-TypeI-SinglePanel-Restriction,5792,0,-,- three-two-TypeI-SinglePanel-Restriction,5793,0,-,- six-one-TypeI-SinglePanel-Restriction,5794,0,-,- four-two-TypeI-SinglePanel-Restriction,5795,0,-,- eight-one-TypeI-SinglePanel-Restriction,5796,0,-,- four-three-TypeI-SinglePanel-Restriction,5797,0,-,- six-two-TypeI-SinglePanel-Restriction,5798,0,-,- twelve-one-TypeI-SinglePanel-Restriction,5799,0,-,- four-four-TypeI-SinglePanel-Restriction,5800,0,-,- eight-two-TypeI-SinglePanel-Restriction,5801,0,-,- sixteen-one-TypeI-SinglePanel-Restriction,5802,0,-,-	
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
T	SEQUENCE	Q	0	ng-n1-n2,5806,0,-,- ri-Restriction,5815,0,-,-	
T	CHOICE	C	0	two-two-one-TypeI-MultiPanel-Restriction,5807,0,-,- two-four-one-TypeI-MultiPanel-Restriction,5808,0,-,- four-two-one-TypeI-MultiPanel-Restriction,5809,0,-,- two-two-two-TypeI-MultiPanel-Restriction,5810,0,-,- two-eight-one-TypeI-MultiPanel-Restriction,5811,0,-,- four-four-one-TypeI-MultiPanel-Restriction,5812,0,-,- two-four-two-TypeI-MultiPanel-Restriction,5813,0,-,- four-two-two-TypeI-MultiPanel-Restriction,5814,0,-,-	
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
T	SEQUENCE	Q	0	subType,5818,0,-,- phaseAlphabetSize,5838,0,-,- subbandAmplitude,5839,0,-,- numberOfBeams,5840,0,-,-	
T	CHOICE	C	0	typeII,5819,0,-,- typeII-PortSelection,5835,0,-,-	
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestriction,5820,0,-,- typeII-RI-Restriction,5834,0,-,-	
T	CHOICE	C	0	two-one,5821,0,-,- two-two,5822,0,-,- four-one,5823,0,-,- three-two,5824,0,-,- six-one,5825,0,-,- four-two,5826,0,-,- eight-one,5827,0,-,- four-three,5828,0,-,- six-two,5829,0,-,- twelve-one,5830,0,-,- four-four,5831,0,-,- eight-two,5832,0,-,- sixteen-one,5833,0,-,-	
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
T	SEQUENCE	Q	0	portSelectionSamplingSize,5836,1,-,- typeII-PortSelectionRI-Restriction,5837,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	n4,n8	-
T	BOOLEAN	b
T	ENUMERATED	e	two,three,four	-
T	ENUMERATED	e	n1,n2	-
T	CHOICE	C	0	enabled,5843,0,-,- disabled,5844,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	nrofReportedRS,5845,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	table1,table2,table3,table4-r17	-
T	ENUMERATED	e	value1,value2	-
T	SEQUENCE OF	L	5849	1 128 0
T	PortIndexFor8Ranks	C	0	portIndex8,5850,0,-,- portIndex4,5859,0,-,- portIndex2,5864,0,-,- portIndex1,5867,0,-,-	
T	SEQUENCE	Q	0	rank1-8,5851,1,-,- rank2-8,5852,1,-,- rank3-8,5853,1,-,- rank4-8,5854,1,-,- rank5-8,5855,1,-,- rank6-8,5856,1,-,- rank7-8,5857,1,-,- rank8-8,5858,1,-,-	
T	PortIndex8	i	0 7 0
T	SEQUENCE OF	L	5851	2 2 0
T	SEQUENCE OF	L	5851	3 3 0
T	SEQUENCE OF	L	5851	4 4 0
T	SEQUENCE OF	L	5851	5 5 0
T	SEQUENCE OF	L	5851	6 6 0
T	SEQUENCE OF	L	5851	7 7 0
T	SEQUENCE OF	L	5851	8 8 0
T	SEQUENCE	Q	0	rank1-4,5860,1,-,- rank2-4,5861,1,-,- rank3-4,5862,1,-,- rank4-4,5863,1,-,-	
T	PortIndex4	i	0 3 0
T	SEQUENCE OF	L	5860	2 2 0
T	SEQUENCE OF	L	5860	3 3 0
T	SEQUENCE OF	L	5860	4 4 0
T	SEQUENCE	Q	0	rank1-2,5865,1,-,- rank2-2,5866,1,-,-	
T	PortIndex2	i	0 1 0
T	SEQUENCE OF	L	5865	2 2 0
T	NULL	n
T	SEQUENCE	Q	0	reportSlotConfig-v1530,5869,0,-,-	
T	ENUMERATED	e	sl4,sl8,sl16	-
T	SEQUENCE	Q	0	reportSlotOffsetListDCI-0-2-r16,5871,1,-,- reportSlotOffsetListDCI-0-1-r16,5873,1,-,-	
T	SEQUENCE OF	L	5872	1 64 0
T	INTEGER	i	0 32 0
T	SEQUENCE OF	L	5874	1 64 0
T	INTEGER	i	0 32 0
T	SEQUENCE	Q	0	reportSlotOffsetListDCI-0-2-r16,5876,1,-,- reportSlotOffsetListDCI-0-1-r16,5878,1,-,-	
T	SEQUENCE OF	L	5877	1 64 0
T	INTEGER	i	0 32 0
T	SEQUENCE OF	L	5879	1 64 0
T	INTEGER	i	0 32 0
T	CHOICE	C	0	cri-SINR-r16,5881,0,-,- ssb-Index-SINR-r16,5882,0,-,-	
T	NULL	n
T	NULL	n
T	CodebookConfig-r16	Q	0	codebookType,5884,0,-,-	
T	CHOICE	C	0	type2,5885,0,-,-	
T	SEQUENCE	Q	0	subType,5886,0,-,- numberOfPMI-SubbandsPerCQI-Subband-r16,5906,0,-,- paramCombination-r16,5907,0,-,-	
T	CHOICE	C	0	typeII-r16,5887,0,-,- typeII-PortSelection-r16,5903,0,-,-	
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestriction-r16,5888,0,-,- typeII-RI-Restriction-r16,5902,0,-,-	
T	CHOICE	C	0	two-one,5889,0,-,- two-two,5890,0,-,- four-one,5891,0,-,- three-two,5892,0,-,- six-one,5893,0,-,- four-two,5894,0,-,- eight-one,5895,0,-,- four-three,5896,0,-,- six-two,5897,0,-,- twelve-one,5898,0,-,- four-four,5899,0,-,- eight-two,5900,0,-,- sixteen-one,5901,0,-,-	
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
T	SEQUENCE	Q	0	portSelectionSamplingSize-r16,5904,0,-,- typeII-PortSelectionRI-Restriction-r16,5905,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	BIT STRING	B	4 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	bits4	-
T	SEQUENCE	Q	0	nrofReportedGroups-r17,5910,0,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	CodebookConfig-r17	Q	0	codebookType,5912,0,-,-	
T	CHOICE	C	0	type1,5913,0,-,- type2,5954,0,-,-	
T	SEQUENCE	Q	0	typeI-SinglePanel-Group1-r17,5914,1,-,- typeI-SinglePanel-Group2-r17,5933,1,-,- typeI-SinglePanel-ri-RestrictionSTRP-r17,5952,1,-,- typeI-SinglePanel-ri-RestrictionSDM-r17,5953,1,-,-	
T	SEQUENCE	Q	0	nrOfAntennaPorts,5915,0,-,-	
T	CHOICE	C	0	two,5916,0,-,- moreThanTwo,5918,0,-,-	
T	SEQUENCE	Q	0	twoTX-CodebookSubsetRestriction1-r17,5917,0,-,-	
T	BIT STRING	B	6 6 0
T	SEQUENCE	Q	0	n1-n2,5919,0,-,-	
T	CHOICE	C	0	two-one-TypeI-SinglePanel-Restriction1-r17,5920,0,-,- two-two-TypeI-SinglePanel-Restriction1-r17,5921,0,-,- four-one-TypeI-SinglePanel-Restriction1-r17,5922,0,-,- three-two-TypeI-SinglePanel-Restriction1-r17,5923,0,-,- six-one-TypeI-SinglePanel-Restriction1-r17,5924,0,-,- four-two-TypeI-SinglePanel-Restriction1-r17,5925,0,-,- eight-one-TypeI-SinglePanel-Restriction1-r17,5926,0,-,- four-three-TypeI-SinglePanel-Restriction1-r17,5927,0,-,- six-two-TypeI-SinglePanel-Restriction1-r17,5928,0,-,- twelve-one-TypeI-SinglePanel-Restriction1-r17,5929,0,-,- four-four-TypeI-SinglePanel-Restriction1-r17,5930,0,-,- eight-two-TypeI-SinglePanel-Restriction1-r17,5931,0,-,- sixteen-one-TypeI-SinglePanel-Restriction1-r17,5932,0,-,-	
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
T	SEQUENCE	Q	0	nrOfAntennaPorts,5934,0,-,-	
T	CHOICE	C	0	two,5935,0,-,- moreThanTwo,5937,0,-,-	
T	SEQUENCE	Q	0	twoTX-CodebookSubsetRestriction2-r17,5936,0,-,-	
T	BIT STRING	B	6 6 0
T	SEQUENCE	Q	0	n1-n2,5938,0,-,-	
T	CHOICE	C	0	two-one-TypeI-SinglePanel-Restriction2-r17,5939,0,-,- two-two-TypeI-SinglePanel-Restriction2-r17,5940,0,-,- four-one-TypeI-SinglePanel-Restriction2-r17,5941,0,-,- three-two-TypeI-SinglePanel-Restriction2-r17,5942,0,-,- six-one-TypeI-SinglePanel-Restriction2-r17,5943,0,-,- four-two-TypeI-SinglePanel-Restriction2-r17,5944,0,-,- eight-one-TypeI-SinglePanel-Restriction2-r17,5945,0,-,- four-three-TypeI-SinglePanel-Restriction2-r17,5946,0,-,- six-two-TypeI-SinglePanel-Restriction2-r17,5947,0,-,- twelve-one-TypeI-SinglePanel-Restriction2-r17,5948,0,-,- four-four-TypeI-SinglePanel-Restriction2-r17,5949,0,-,- eight-two-TypeI-SinglePanel-Restriction2-r17,5950,0,-,- sixteen-one-TypeI-SinglePanel-Restriction2-r17,5951,0,-,-	
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
T	SEQUENCE	Q	0	typeII-PortSelection-r17,5955,0,-,-	
T	SEQUENCE	Q	0	paramCombination-r17,5956,0,-,- valueOfN-r17,5957,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r17,5958,1,-,- typeII-PortSelectionRI-Restriction-r17,5959,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 2 0
T	BIT STRING	B	4 4 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	mode1,mode2	-
T	ENUMERATED	e	n0,n1,n2	-
T	CHOICE	C	0	cri-RSRP-Index-r17,5964,0,-,- ssb-Index-RSRP-Index-r17,5965,0,-,- cri-SINR-Index-r17,5966,0,-,- ssb-Index-SINR-Index-r17,5967,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	reportSlotOffsetList-r17,5969,1,-,- reportSlotOffsetListDCI-0-2-r17,5971,1,-,- reportSlotOffsetListDCI-0-1-r17,5973,1,-,-	
T	SEQUENCE OF	L	5970	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	5972	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	5974	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE	Q	0	reportSlotOffsetList-r17,5976,1,-,- reportSlotOffsetListDCI-0-2-r17,5978,1,-,- reportSlotOffsetListDCI-0-1-r17,5980,1,-,-	
T	SEQUENCE OF	L	5977	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	5979	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	5981	1 64 0
T	INTEGER	i	0 128 0
T	CodebookConfig-v1730	Q	0	codebookType,5983,0,-,-	
T	CHOICE	C	0	type1,5984,0,-,-	
T	SEQUENCE	Q	0	codebookMode,5985,1,-,-	
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	reportingMode-r18,5987,0,-,-	
T	ENUMERATED	e	jointULDL,onlyUL	-
T	TDCP-r18	Q	0	delayDSetofLengthY-r18,5989,0,-,- phaseReporting-r18,5991,1,-,-	
T	SEQUENCE OF	L	5990	1 4 0
T	DelayD	e	symb4,slot1,slot2,slot3,slot4,slot5,slot6,slot10	-
T	ENUMERATED	e	enable	-
T	CodebookConfig-r18	Q	0	codebookType,5993,0,-,-	
T	CHOICE	C	0	type2,5994,0,-,-	
T	CHOICE	C	0	typeII-CJT-r18,5995,0,-,- typeII-CJT-PortSelection-r18,6053,0,-,- typeII-Doppler-r18,6063,0,-,- typeII-DopplerPortSelection-r18,6110,0,-,-	
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestrictionList-r18,5996,0,-,- paramCombination-CJT-r18,6045,0,-,- paramCombination-CJT-L-r18,6046,0,-,- restrictedCMR-Selection-r18,6048,0,-,- valueOfO3-r18,6049,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,6050,0,-,- typeII-RI-Restriction-r18,6051,0,-,- codebookMode-r18,6052,0,-,-	
T	N1-N2-CBSR-List-r18	C	0	two-one-r18,5997,0,-,- two-two-r18,6001,0,-,- four-one-r18,6005,0,-,- three-two-r18,6009,0,-,- six-one-r18,6013,0,-,- four-two-r18,6017,0,-,- eight-one-r18,6021,0,-,- four-three-r18,6025,0,-,- twelve-one-r18,6029,0,-,- four-four-r18,6033,0,-,- eight-two-r18,6037,0,-,- sixteen-one-r18,6041,0,-,-	
T	CHOICE	C	0	no-cbsr-r18,5998,0,-,- cbsr-list-r18,5999,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6000	1 4 0
T	BIT STRING	B	8 8 0
T	CHOICE	C	0	no-cbsr-r18,6002,0,-,- cbsr-list-r18,6003,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6004	1 4 0
T	BIT STRING	B	27 27 0
T	CHOICE	C	0	no-cbsr-r18,6006,0,-,- cbsr-list-r18,6007,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6008	1 4 0
T	BIT STRING	B	16 16 0
T	CHOICE	C	0	no-cbsr-r18,6010,0,-,- cbsr-list-r18,6011,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6012	1 4 0
T	BIT STRING	B	35 35 0
T	CHOICE	C	0	no-cbsr-r18,6014,0,-,- cbsr-list-r18,6015,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6016	1 4 0
T	BIT STRING	B	24 24 0
T	CHOICE	C	0	no-cbsr-r18,6018,0,-,- cbsr-list-r18,6019,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6020	1 4 0
T	BIT STRING	B	43 43 0
T	CHOICE	C	0	no-cbsr-r18,6022,0,-,- cbsr-list-r18,6023,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6024	1 4 0
T	BIT STRING	B	32 32 0
T	CHOICE	C	0	no-cbsr-r18,6026,0,-,- cbsr-list-r18,6027,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6028	1 4 0
T	BIT STRING	B	59 59 0
T	CHOICE	C	0	no-cbsr-r18,6030,0,-,- cbsr-list-r18,6031,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6032	1 4 0
T	BIT STRING	B	48 48 0
T	CHOICE	C	0	no-cbsr-r18,6034,0,-,- cbsr-list-r18,6035,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6036	1 4 0
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,6038,0,-,- cbsr-list-r18,6039,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6040	1 4 0
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,6042,0,-,- cbsr-list-r18,6043,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6044	1 4 0
T	BIT STRING	B	64 64 0
T	INTEGER	i	1 7 0
T	SEQUENCE OF	L	6047	1 4 0
T	INTEGER	i	1 5 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	n1,n4	-
T	INTEGER	i	1 2 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	paramCombination-CJT-PS-r18,6054,0,-,- paramCombination-CJT-PS-alpha-r18,6055,0,-,- restrictedCMR-Selection-r18,6057,0,-,- valueOfO3-r18,6058,1,-,- valueOfN-CJT-r18,6059,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,6060,0,-,- typeII-PortSelectionRI-Restriction-r18,6061,0,-,- codebookMode-r18,6062,0,-,-	
T	INTEGER	i	1 5 0
T	SEQUENCE OF	L	6056	1 4 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	enable	-
T	ENUMERATED	e	n1,n4	-
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 2 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	1 2 0
T	SEQUENCE	Q	0	n1-n2-codebookSubsetRestriction-r18,6064,0,-,- paramCombination-Doppler-r18,6101,0,-,- td-dd-config-r18,6102,0,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,6107,0,-,- predictionDelay-r18,6108,0,-,- typeII-RI-Restriction-r18,6109,0,-,-	
T	N1-N2-CBSR-r18	C	0	two-one-r18,6065,0,-,- two-two-r18,6068,0,-,- four-one-r18,6071,0,-,- three-two-r18,6074,0,-,- six-one-r18,6077,0,-,- four-two-r18,6080,0,-,- eight-one-r18,6083,0,-,- four-three-r18,6086,0,-,- twelve-one-r18,6089,0,-,- four-four-r18,6092,0,-,- eight-two-r18,6095,0,-,- sixteen-one-r18,6098,0,-,-	
T	CHOICE	C	0	no-cbsr-r18,6066,0,-,- cbsr-r18,6067,0,-,-	
T	NULL	n
T	BIT STRING	B	8 8 0
T	CHOICE	C	0	no-cbsr-r18,6069,0,-,- cbsr-r18,6070,0,-,-	
T	NULL	n
T	BIT STRING	B	27 27 0
T	CHOICE	C	0	no-cbsr-r18,6072,0,-,- cbsr-r18,6073,0,-,-	
T	NULL	n
T	BIT STRING	B	16 16 0
T	CHOICE	C	0	no-cbsr-r18,6075,0,-,- cbsr-r18,6076,0,-,-	
T	NULL	n
T	BIT STRING	B	35 35 0
T	CHOICE	C	0	no-cbsr-r18,6078,0,-,- cbsr-r18,6079,0,-,-	
T	NULL	n
T	BIT STRING	B	24 24 0
T	CHOICE	C	0	no-cbsr-r18,6081,0,-,- cbsr-r18,6082,0,-,-	
T	NULL	n
T	BIT STRING	B	43 43 0
T	CHOICE	C	0	no-cbsr-r18,6084,0,-,- cbsr-r18,6085,0,-,-	
T	NULL	n
T	BIT STRING	B	32 32 0
T	CHOICE	C	0	no-cbsr-r18,6087,0,-,- cbsr-r18,6088,0,-,-	
T	NULL	n
T	BIT STRING	B	59 59 0
T	CHOICE	C	0	no-cbsr-r18,6090,0,-,- cbsr-r18,6091,0,-,-	
T	NULL	n
T	BIT STRING	B	48 48 0
T	CHOICE	C	0	no-cbsr-r18,6093,0,-,- cbsr-r18,6094,0,-,-	
T	NULL	n
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,6096,0,-,- cbsr-r18,6097,0,-,-	
T	NULL	n
T	BIT STRING	B	75 75 0
T	CHOICE	C	0	no-cbsr-r18,6099,0,-,- cbsr-r18,6100,0,-,-	
T	NULL	n
T	BIT STRING	B	64 64 0
T	INTEGER	i	1 9 0
T	TD-DD-Config-r18	Q	0	vectorLengthDD-r18,6103,0,-,- unitDurationDD-r18,6104,1,-,- aperiodicResourceOffset-r18,6105,1,-,- tdCQI-r18,6106,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8	-
T	ENUMERATED	e	m1,m2	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n11,n12,n2,spare1	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	m0,n0,n1,n2	-
T	BIT STRING	B	4 4 0
T	SEQUENCE	Q	0	paramCombinationDoppler-PS-r18,6111,0,-,- td-dd-config-r18,6102,0,-,- valueOfN-Doppler-r18,6112,1,-,- numberOfPMI-SubbandsPerCQI-Subband-r18,6113,0,-,- predictionDelay-r18,6114,0,-,- typeII-PortSelectionRI-Restriction-r18,6115,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	m0,n0,n1,n2	-
T	BIT STRING	B	4 4 0
T	SEQUENCE OF	L	6117	1 8 0
T	CSI-ReportSubConfig-r18	Q	0	reportSubConfigId-r18,5663,0,-,- reportSubConfigParams-r18,6118,1,-,- powerOffset-r18,6132,1,-,-	
T	CHOICE	C	0	a1-parameters,6119,0,-,- a2-parameters,6129,0,-,-	
T	SEQUENCE	Q	0	codebookSubConfig-r18,5780,1,-,- portSubsetIndicator-r18,6120,1,-,- non-PMI-PortIndication-r18,6128,1,-,-	
T	CHOICE	C	0	p2,6121,0,-,- p4,6122,0,-,- p8,6123,0,-,- p12,6124,0,-,- p16,6125,0,-,- p24,6126,0,-,- p32,6127,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	12 12 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	24 24 0
T	BIT STRING	B	32 32 0
T	SEQUENCE OF	L	5849	1 128 0
T	SEQUENCE	Q	0	nzp-CSI-RS-ResourceList-r18,6130,0,-,-	
T	SEQUENCE OF	L	6131	1 64 0
T	NZP-CSI-RS-ResourceIndex-r18	i	0 63 0
T	INTEGER	i	0 23 0
T	SEQUENCE OF	L	5663	1 8 0
T	SEQUENCE OF	L	5637	1 48 0
T	INTEGER	i	0 6 0
T	SetupRelease	C	0	release,6137,0,-,- setup,5666,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,6139,0,-,- setup,6140,0,-,-	
T	NULL	n
T	CSI-SemiPersistentOnPUSCH-TriggerStateList	L	6141	1 64 0
T	CSI-SemiPersistentOnPUSCH-TriggerState	Q	1	associatedReportConfigInfo,5637,0,-,-	gsp-CSI-MultiplexingMode-r17,6142,1,-,-;gcsi-ReportSubConfigTriggerList-r18,5662,1,-,- ltm-AssociatedReportConfigInfo-r18,5665,1,-,-
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 6 0
T	SEQUENCE OF	L	6145	1 255 0
T	SCellActivationRS-Config-r17	Q	1	scellActivationRS-Id-r17,6146,0,-,- resourceSet-r17,5689,0,-,- gapBetweenBursts-r17,6147,1,-,- qcl-Info-r17,1092,0,-,-	
T	SCellActivationRS-ConfigId-r17	i	1 255 0
T	INTEGER	i	2 31 0
T	SEQUENCE OF	L	6146	1 255 0
T	SEQUENCE OF	L	6150	1 48 0
T	LTM-CSI-ReportConfig-r18	Q	1	ltm-CSI-ReportConfigId-r18,5665,0,-,- ltm-ResourcesForChannelMeasurement-r18,6151,0,-,- ltm-ReportConfigType-r18,6152,0,-,- ltm-ReportContent-r18,6171,0,-,-	
T	LTM-CSI-ResourceConfigId-r18	i	0 111 0
T	CHOICE	C	1	periodic-r18,6153,0,-,- semiPersistentOnPUCCH-r18,6155,0,-,- semiPersistentOnPUSCH-r18,6157,0,-,- aperiodic-r18,6164,0,-,-	
T	SEQUENCE	Q	0	reportSlotConfig-r18,5725,0,-,- pucch-CSI-ResourceList-r18,6154,0,-,-	
T	SEQUENCE OF	L	5737	1 4 0
T	SEQUENCE	Q	0	reportSlotConfig-r18,5725,0,-,- pucch-CSI-ResourceList-r18,6156,0,-,-	
T	SEQUENCE OF	L	5737	1 4 0
T	SEQUENCE	Q	0	reportSlotConfig-r18,5725,0,-,- reportSlotOffsetList-r18,6158,0,-,- reportSlotOffsetListDCI-0-2-r18,6160,0,-,- reportSlotOffsetListDCI-0-1-r18,6162,0,-,- p0alpha-r18,2330,0,-,-	
T	SEQUENCE OF	L	6159	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	6161	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	6163	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE	Q	0	reportSlotOffsetList-r18,6165,0,-,- reportSlotOffsetListDCI-0-2-r18,6167,0,-,- reportSlotOffsetListDCI-0-1-r18,6169,0,-,-	
T	SEQUENCE OF	L	6166	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	6168	1 64 0
T	INTEGER	i	0 128 0
T	SEQUENCE OF	L	6170	1 64 0
T	INTEGER	i	0 128 0
T	LTM-ReportContent-r18	Q	0	nrOfReportedCells-r18,6172,0,-,- nrOfReportedRS-PerCell-r18,6173,0,-,- spCellInclusion-r18,6174,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	5665	1 48 0
T	CSI-RS-CellMobility	Q	0	cellId,42,0,-,- csi-rs-MeasurementBW,6177,0,-,- density,6180,1,-,- csi-rs-ResourceList-Mobility,6181,0,-,-	
T	SEQUENCE	Q	0	nrofPRBs,6178,0,-,- startPRB,6179,0,-,-	
T	ENUMERATED	e	size24,size48,size96,size192,size264	-
T	INTEGER	i	0 2169 0
T	ENUMERATED	e	d1,d3	-
T	SEQUENCE OF	L	6182	1 96 0
T	CSI-RS-Resource-Mobility	Q	1	csi-RS-Index,5186,0,-,- slotConfig,6183,0,-,- associatedSSB,6189,1,-,- frequencyDomainAllocation,6191,0,-,- firstOFDMSymbolInTimeDomain,6194,0,-,- sequenceGenerationConfig,6195,0,-,-	gslotConfig-r17,6196,1,-,-
T	CHOICE	C	0	ms4,6184,0,-,- ms5,6185,0,-,- ms10,6186,0,-,- ms20,6187,0,-,- ms40,6188,0,-,-	
T	INTEGER	i	0 31 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	INTEGER	i	0 319 0
T	SEQUENCE	Q	0	ssb-Index,40,0,-,- isQuasiColocated,6190,0,-,-	
T	BOOLEAN	b
T	CHOICE	C	0	row1,6192,0,-,- row2,6193,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	12 12 0
T	INTEGER	i	0 13 0
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	ms4,6197,0,-,- ms5,6198,0,-,- ms10,6199,0,-,- ms20,6200,0,-,- ms40,6201,0,-,-	
T	INTEGER	i	0 255 0
T	INTEGER	i	0 319 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 2559 0
T	CSI-RS-ResourceConfigMobility	Q	1	subcarrierSpacing,45,0,-,- csi-RS-CellList-Mobility,6203,0,-,-	grefServCellIndex,113,1,-,-
T	SEQUENCE OF	L	6176	1 96 0
T	CandPSCellExecutionConditionInfo-r18	Q	1	candPSCellExecCondReportConfigNR-r18,6205,0,-,-	
T	SEQUENCE OF	L	6206	1 2 0
T	ReportConfigNR	Q	0	reportType,6207,0,-,-	
T	CHOICE	C	1	periodical,6208,0,-,- eventTriggered,6248,0,-,-	reportCGI,6333,0,-,- reportSFTD,6335,0,-,- condTriggerConfig-r16,5374,0,-,- cli-Periodical-r16,5586,0,-,- cli-EventTriggered-r16,5576,0,-,- rxTxPeriodical-r17,6341,0,-,- reportOnScellActivation-r18,6344,0,-,-
T	PeriodicalReportConfig	Q	1	rsType,5396,0,-,- reportInterval,5583,0,-,- reportAmount,6209,0,-,- reportQuantityCell,6210,0,-,- maxReportCells,6214,0,-,- reportQuantityRS-Indexes,6210,1,-,- maxNrofRS-IndexesToReport,6215,1,-,- includeBeamMeasurements,6216,0,-,- useAllowedCellList,6217,0,-,-	gmeasRSSI-ReportConfig-r16,6218,1,-,- includeCommonLocationInfo-r16,6220,1,-,- includeBT-Meas-r16,6221,1,-,- includeWLAN-Meas-r16,6223,1,-,- includeSensor-Meas-r16,6227,1,-,- ul-DelayValueConfig-r16,6233,1,-,- reportAddNeighMeas-r16,6237,1,-,-;gul-ExcessDelayConfig-r17,6238,1,-,- coarseLocationRequest-r17,6245,1,-,- reportQuantityRelay-r17,6246,1,-,-
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasReportQuantity	Q	0	rsrp,6211,0,-,- rsrq,6212,0,-,- sinr,6213,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	INTEGER	i	1 8 0
T	INTEGER	i	1 32 0
T	BOOLEAN	b
T	BOOLEAN	b
T	MeasRSSI-ReportConfig-r16	Q	0	channelOccupancyThreshold-r16,6219,1,-,-	
T	RSSI-Range-r16	i	0 76 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,6222,0,-,- setup,1672,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,6224,0,-,- setup,6225,0,-,-	
T	NULL	n
T	WLAN-NameList-r16	L	6226	1 4 0
T	WLAN-Name-r16	O	1 32 0
T	SetupRelease	C	0	release,6228,0,-,- setup,6229,0,-,-	
T	NULL	n
T	Sensor-NameList-r16	Q	0	measUncomBarPre-r16,6230,1,-,- measUeSpeed,6231,1,-,- measUeOrientation,6232,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,6234,0,-,- setup,6235,0,-,-	
T	NULL	n
T	UL-DelayValueConfig-r16	Q	0	delay-DRBlist-r16,6236,0,-,-	
T	SEQUENCE OF	L	14	1 29 0
T	ENUMERATED	e	setup	-
T	SetupRelease	C	0	release,6239,0,-,- setup,6240,0,-,-	
T	NULL	n
T	UL-ExcessDelayConfig-r17	Q	0	excessDelay-DRBlist-r17,6241,0,-,-	
T	SEQUENCE OF	L	6242	1 29 0
T	ExcessDelay-DRB-IdentityInfo-r17	Q	0	drb-IdentityList,6243,0,-,- delayThreshold,6244,0,-,-	
T	SEQUENCE OF	L	14	1 29 0
T	ENUMERATED	e	ms0dot25,ms0dot5,ms1,ms2,ms4,ms5,ms10,ms20,ms30,ms40,ms50,ms60,ms70,ms80,ms90,ms100,ms150,ms300,ms500	-
T	ENUMERATED	e	true	-
T	SL-MeasReportQuantity-r16	C	1	sl-RSRP-r16,6247,0,-,-	
T	BOOLEAN	b
T	EventTriggerConfig	Q	1	eventId,6249,0,-,- rsType,5396,0,-,- reportInterval,5583,0,-,- reportAmount,6319,0,-,- reportQuantityCell,6210,0,-,- maxReportCells,6320,0,-,- reportQuantityRS-Indexes,6210,1,-,- maxNrofRS-IndexesToReport,6321,1,-,- includeBeamMeasurements,6322,0,-,- reportAddNeighMeas,6323,1,-,-	gmeasRSSI-ReportConfig-r16,6218,1,-,- useT312-r16,6324,1,-,- includeCommonLocationInfo-r16,6325,1,-,- includeBT-Meas-r16,6221,1,-,- includeWLAN-Meas-r16,6223,1,-,- includeSensor-Meas-r16,6227,1,-,-;gcoarseLocationRequest-r17,6326,1,-,- reportQuantityRelay-r17,6246,1,-,-;gnumberOfTriggeringCells-r18,6327,1,-,- cellIndividualOffsetList-r18,6328,1,-,- eventX1-SD-Threshold1-r18,6267,1,-,- eventX2-SD-Threshold-r18,6267,1,-,- reportOnBestCellChange-r18,6331,1,-,- enteringLeavingReport-r18,6332,1,-,-
T	CHOICE	C	1	eventA1,6250,0,-,- eventA2,6252,0,-,- eventA3,6254,0,-,- eventA4,6257,0,-,- eventA5,6260,0,-,- eventA6,6263,0,-,-	eventX1-r17,6266,0,-,- eventX2-r17,6270,0,-,- eventD1-r17,6272,0,-,- eventH1-r18,6276,0,-,- eventH2-r18,6281,0,-,- eventA3H1-r18,6285,0,-,- eventA3H2-r18,6290,0,-,- eventA4H1-r18,6295,0,-,- eventA4H2-r18,6300,0,-,- eventA5H1-r18,6305,0,-,- eventA5H2-r18,6310,0,-,- eventD2-r18,6315,0,-,-
T	SEQUENCE	Q	0	a1-Threshold,5384,0,-,- reportOnLeave,6251,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	0	a2-Threshold,5384,0,-,- reportOnLeave,6253,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	0	a3-Offset,5377,0,-,- reportOnLeave,6255,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,- useAllowedCellList,6256,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a4-Threshold,5384,0,-,- reportOnLeave,6258,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,- useAllowedCellList,6259,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a5-Threshold1,5384,0,-,- a5-Threshold2,5384,0,-,- reportOnLeave,6261,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,- useAllowedCellList,6262,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a6-Offset,5377,0,-,- reportOnLeave,6264,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,- useAllowedCellList,6265,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	x1-Threshold1-Relay-r17,6267,0,-,- x1-Threshold2-r17,5384,0,-,- reportOnLeave-r17,6268,0,-,- hysteresis-r17,5381,0,-,- timeToTrigger-r17,5382,0,-,- useAllowedCellList-r17,6269,0,-,-	
T	SL-MeasTriggerQuantity-r16	C	1	sl-RSRP-r16,349,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	x2-Threshold-Relay-r17,6267,0,-,- reportOnLeave-r17,6271,0,-,- hysteresis-r17,5381,0,-,- timeToTrigger-r17,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	0	distanceThreshFromReference1-r17,6273,0,-,- distanceThreshFromReference2-r17,6274,0,-,- referenceLocation1-r17,308,0,-,- referenceLocation2-r17,308,0,-,- reportOnLeave-r17,6275,0,-,- hysteresisLocation-r17,5389,0,-,- timeToTrigger-r17,5382,0,-,-	
T	INTEGER	i	1 65525 0
T	INTEGER	i	1 65525 0
T	BOOLEAN	b
T	SEQUENCE	Q	0	h1-Threshold-r18,533,0,-,- h1-Hysteresis-r18,6277,0,-,- reportOnLeave-r18,6278,0,-,- timeToTrigger-r18,5382,0,-,- includeAltitudeUE-r18,6279,0,-,- simulMultiTriggerSingleMeasReport-r18,6280,0,-,-	
T	HysteresisAltitude-r18	i	0 64 0
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	h2-Threshold-r18,533,0,-,- h2-Hysteresis-r18,6277,0,-,- reportOnLeave-r18,6282,0,-,- timeToTrigger-r18,5382,0,-,- includeAltitudeUE-r18,6283,0,-,- simulMultiTriggerSingleMeasReport-r18,6284,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a3-Offset-r18,5377,0,-,- reportOnLeave-r18,6286,0,-,- a3-Hysteresis-r18,5381,0,-,- timeToTrigger-r18,5382,0,-,- useAllowedCellList-r18,6287,0,-,- h1-Threshold-r18,533,0,-,- h1-Hysteresis-r18,6277,0,-,- includeAltitudeUE-r18,6288,0,-,- simulMultiTriggerSingleMeasReport-r18,6289,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a3-Offset-r18,5377,0,-,- reportOnLeave-r18,6291,0,-,- a3-Hysteresis-r18,5381,0,-,- timeToTrigger-r18,5382,0,-,- useAllowedCellList-r18,6292,0,-,- h2-Threshold-r18,533,0,-,- h2-Hysteresis-r18,6277,0,-,- includeAltitudeUE-r18,6293,0,-,- simulMultiTriggerSingleMeasReport-r18,6294,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a4-Threshold-r18,5384,0,-,- reportOnLeave-r18,6296,0,-,- a4-Hysteresis-r18,5381,0,-,- timeToTrigger-r18,5382,0,-,- useAllowedCellList-r18,6297,0,-,- h1-Threshold-r18,533,0,-,- h1-Hysteresis-r18,6277,0,-,- includeAltitudeUE-r18,6298,0,-,- simulMultiTriggerSingleMeasReport-r18,6299,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a4-Threshold-r18,5384,0,-,- reportOnLeave-r18,6301,0,-,- a4-Hysteresis-r18,5381,0,-,- timeToTrigger-r18,5382,0,-,- useAllowedCellList-r18,6302,0,-,- h2-Threshold-r18,533,0,-,- h2-Hysteresis-r18,6277,0,-,- includeAltitudeUE-r18,6303,0,-,- simulMultiTriggerSingleMeasReport-r18,6304,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a5-Threshold1-r18,5384,0,-,- a5-Threshold2-r18,5384,0,-,- reportOnLeave-r18,6306,0,-,- a5-Hysteresis-r18,5381,0,-,- timeToTrigger-r18,5382,0,-,- useAllowedCellList-r18,6307,0,-,- h1-Threshold-r18,533,0,-,- h1-Hysteresis-r18,6277,0,-,- includeAltitudeUE-r18,6308,0,-,- simulMultiTriggerSingleMeasReport-r18,6309,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	a5-Threshold1-r18,5384,0,-,- a5-Threshold2-r18,5384,0,-,- reportOnLeave-r18,6311,0,-,- a5-Hysteresis-r18,5381,0,-,- timeToTrigger-r18,5382,0,-,- useAllowedCellList-r18,6312,0,-,- h2-Threshold-r18,533,0,-,- h2-Hysteresis-r18,6277,0,-,- includeAltitudeUE-r18,6313,0,-,- simulMultiTriggerSingleMeasReport-r18,6314,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	SEQUENCE	Q	0	distanceThreshFromReference1-r18,6316,0,-,- distanceThreshFromReference2-r18,6317,0,-,- reportOnLeave-r18,6318,0,-,- hysteresisLocation-r18,5389,0,-,- timeToTrigger-r18,5382,0,-,-	
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
T	SEQUENCE OF	L	6329	1 32 0
T	CellIndividualOffsetList-r18	Q	0	physCellId-r18,42,0,-,- cellIndividualOffset-r18,6330,0,-,- ssbFrequency-r18,4,1,-,-	
T	Q-OffsetRangeList	Q	0	rsrpOffsetSSB,689,1,edB0,- rsrqOffsetSSB,689,1,edB0,- sinrOffsetSSB,689,1,edB0,- rsrpOffsetCSI-RS,689,1,edB0,- rsrqOffsetCSI-RS,689,1,edB0,- sinrOffsetCSI-RS,689,1,edB0,-	
T	ENUMERATED	e	n1,n2	-
T	ENUMERATED	e	true	-
T	ReportCGI	Q	1	cellForWhichToReportCGI,42,0,-,-	guseAutonomousGaps-r16,6334,1,-,-
T	ENUMERATED	e	setup	-
T	ReportSFTD-NR	Q	1	reportSFTD-Meas,6336,0,-,- reportRSRP,6337,0,-,-	greportSFTD-NeighMeas,6338,1,-,- drx-SFTD-NeighMeas,6339,1,-,- cellsForWhichToReportSFTD,6340,1,-,-
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	42	1 3 0
T	RxTxPeriodical-r17	Q	1	rxTxReportInterval-r17,6342,1,-,- reportAmount-r17,6343,0,-,-	
T	RxTxReportInterval-r17	e	ms80,ms120,ms160,ms240,ms320,ms480,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	r1,infinity,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ReportOnScellActivation-r18	Q	0	rsType-r18,5396,0,-,- reportQuantityRS-Indexes-r18,6210,0,-,- maxNrofRS-IndexesToReport-r18,6345,0,-,- includeBeamMeasurements-r18,6346,0,-,-	
T	INTEGER	i	1 32 0
T	BOOLEAN	b
T	CandidateTCI-State-r18	Q	1	tci-StateId-r18,1092,0,-,- qcl-Type1-r18,6348,0,-,- qcl-Type2-r18,6348,1,-,- pathlossReferenceRS-Id-r18,1768,1,-,- tag-Id-ptr-r18,6351,1,-,- ul-PowerControl-r18,1769,1,-,-	
T	LTM-QCL-Info-r18	Q	1	referenceSignal-r18,6349,0,-,- qcl-Type-r18,6350,0,-,-	
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	ENUMERATED	e	typeA,typeB,typeC,typeD	-
T	ENUMERATED	e	n0,n1	-
T	CandidateTCI-UL-State-r18	Q	1	tci-UL-StateId-r18,2760,0,-,- referenceSignal-r18,6353,0,-,- pathlossReferenceRS-Id-r18,1768,1,-,- tag-Id-ptr-r18,6354,1,-,- ul-PowerControl-r18,1769,1,-,-	
T	CHOICE	C	0	ssb-Index,40,0,-,- csi-RS-Index,115,0,-,-	
T	ENUMERATED	e	n0,n1	-
T	CarrierAggregationVariant	Q	0	fr1fdd-FR1TDD-CA-SpCellOnFR1FDD,6356,1,-,- fr1fdd-FR1TDD-CA-SpCellOnFR1TDD,6357,1,-,- fr1fdd-FR2TDD-CA-SpCellOnFR1FDD,6358,1,-,- fr1fdd-FR2TDD-CA-SpCellOnFR2TDD,6359,1,-,- fr1tdd-FR2TDD-CA-SpCellOnFR1TDD,6360,1,-,- fr1tdd-FR2TDD-CA-SpCellOnFR2TDD,6361,1,-,- fr1fdd-FR1TDD-FR2TDD-CA-SpCellOnFR1FDD,6362,1,-,- fr1fdd-FR1TDD-FR2TDD-CA-SpCellOnFR1TDD,6363,1,-,- fr1fdd-FR1TDD-FR2TDD-CA-SpCellOnFR2TDD,6364,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CarrierFreqListMBS-r17	L	4	1 16 0
T	CarrierInfoNR	Q	1	carrierFreq,4,0,-,- ssbSubcarrierSpacing,45,0,-,- smtc,713,1,-,-	
T	CellDTRX-DCI-config-r18	Q	0	cellDTRX-RNTI-r18,1,0,-,- sizeDCI-2-9-r18,6368,0,-,-	
T	INTEGER	i	1 140 0
T	CellDTX-DRX-Config-r18	Q	0	cellDTX-DRX-onDurationTimer-r18,6370,0,-,- cellDTX-DRX-CycleStartOffset-r18,6373,0,-,- cellDTX-DRX-SlotOffset-r18,6394,0,-,- cellDTX-DRX-ConfigType-r18,6395,0,-,- cellDTX-DRX-ActivationStatus-r18,6396,1,-,-	
T	CHOICE	C	0	subMilliSeconds,6371,0,-,- milliSeconds,6372,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,6374,0,-,- ms20,6375,0,-,- ms32,6376,0,-,- ms40,6377,0,-,- ms60,6378,0,-,- ms64,6379,0,-,- ms70,6380,0,-,- ms80,6381,0,-,- ms128,6382,0,-,- ms160,6383,0,-,- ms256,6384,0,-,- ms320,6385,0,-,- ms512,6386,0,-,- ms640,6387,0,-,- ms1024,6388,0,-,- ms1280,6389,0,-,- ms2048,6390,0,-,- ms2560,6391,0,-,- ms5120,6392,0,-,- ms10240,6393,0,-,-	
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
T	CellGroupConfig	Q	1	cellGroupId,6398,0,-,- rlc-BearerToAddModList,6399,1,-,- rlc-BearerToReleaseList,6417,1,-,- mac-CellGroupConfig,6418,1,-,- physicalCellGroupConfig,6578,1,-,- spCellConfig,6685,1,-,- sCellToAddModList,7170,1,-,- sCellToReleaseList,7182,1,-,-	greportUplinkTxDirectCurrent,7183,1,-,-;gbap-Address-r16,7184,1,-,- bh-RLC-ChannelToAddModList-r16,7185,1,-,- bh-RLC-ChannelToReleaseList-r16,7186,1,-,- f1c-TransferPath-r16,7187,1,-,- simultaneousTCI-UpdateList1-r16,7188,1,-,- simultaneousTCI-UpdateList2-r16,7189,1,-,- simultaneousSpatial-UpdatedList1-r16,7190,1,-,- simultaneousSpatial-UpdatedList2-r16,7191,1,-,- uplinkTxSwitchingOption-r16,7192,1,-,- uplinkTxSwitchingPowerBoosting-r16,7193,1,-,-;greportUplinkTxDirectCurrentTwoCarrier-r16,7194,1,-,-;gf1c-TransferPathNRDC-r17,7195,1,-,- uplinkTxSwitching-2T-Mode-r17,7196,1,-,- uplinkTxSwitching-DualUL-TxState-r17,7197,1,-,- uu-RelayRLC-ChannelToAddModList-r17,7198,1,-,- uu-RelayRLC-ChannelToReleaseList-r17,7202,1,-,- simultaneousU-TCI-UpdateList1-r17,7203,1,-,- simultaneousU-TCI-UpdateList2-r17,7204,1,-,- simultaneousU-TCI-UpdateList3-r17,7205,1,-,- simultaneousU-TCI-UpdateList4-r17,7206,1,-,- rlc-BearerToReleaseListExt-r17,7207,1,-,- iab-ResourceConfigToAddModList-r17,7208,1,-,- iab-ResourceConfigToReleaseList-r17,7214,1,-,-;greportUplinkTxDirectCurrentMoreCarrier-r17,7215,1,-,-;gprioSCellPRACH-OverSP-PeriodicSRS-r17,7220,1,-,-;gncr-FwdConfig-r18,7221,1,-,- autonomousDenialParameters-r18,7311,1,-,- nonCollocatedTypeMRDC-r18,7313,1,-,- nonCollocatedTypeNR-CA-r18,7314,1,-,- uplinkTxSwitchingMoreBands-r18,7315,1,-,-
T	CellGroupId	i	0 3 0
T	SEQUENCE OF	L	6400	1 32 0
T	RLC-BearerConfig	Q	1	logicalChannelIdentity,1626,0,-,- servedRadioBearer,6401,1,-,- reestablishRLC,6403,1,-,- rlc-Config,1629,1,-,- mac-LogicalChannelConfig,1646,1,-,-	grlc-Config-v1610,6404,1,-,-;grlc-Config-v1700,6407,1,-,- logicalChannelIdentityExt-r17,6411,1,-,- multicastRLC-BearerConfig-r17,6412,1,-,- servedRadioBearerSRB4-r17,6415,1,-,-;gservedRadioBearerSRB5-r18,6416,1,-,-
T	CHOICE	C	0	srb-Identity,6402,0,-,- drb-Identity,14,0,-,-	
T	SRB-Identity	i	1 3 0
T	ENUMERATED	e	true	-
T	RLC-Config-v1610	Q	0	dl-AM-RLC-v1610,6405,0,-,-	
T	DL-AM-RLC-v1610	Q	1	t-StatusProhibit-v1610,6406,1,-,-	
T	T-StatusProhibit-v1610	e	ms1,ms2,ms3,ms4,spare4,spare3,spare2,spare1	-
T	RLC-Config-v1700	Q	0	dl-AM-RLC-v1700,6408,0,-,- dl-UM-RLC-v1700,6410,0,-,-	
T	DL-AM-RLC-v1700	Q	0	t-ReassemblyExt-r17,6409,1,-,-	
T	T-ReassemblyExt-r17	e	ms210,ms220,ms340,ms350,ms550,ms1100,ms1650,ms2200	-
T	DL-UM-RLC-v1700	Q	0	t-ReassemblyExt-r17,6409,1,-,-	
T	LogicalChannelIdentityExt-r17	i	320 65855 0
T	MulticastRLC-BearerConfig-r17	Q	0	servedMBS-RadioBearer-r17,6413,0,-,- isPTM-Entity-r17,6414,1,-,-	
T	MRB-Identity-r17	i	1 512 0
T	ENUMERATED	e	true	-
T	SRB-Identity-v1700	i	4 4 0
T	SRB-Identity-v1800	i	5 5 0
T	SEQUENCE OF	L	1626	1 32 0
T	MAC-CellGroupConfig	Q	1	drx-Config,6419,1,-,- schedulingRequestConfig,6421,1,-,- bsr-Config,1667,1,-,- tag-Config,6427,1,-,- phr-Config,6432,1,-,- skipUplinkTxDynamic,6456,0,-,-	gcsi-Mask,6457,1,-,- dataInactivityTimer,6458,1,-,-;gusePreBSR-r16,6461,1,-,- schedulingRequestID-LBT-SCell-r16,1656,1,-,- lch-BasedPrioritization-r16,6462,1,-,- schedulingRequestID-BFR-SCell-r16,1656,1,-,- drx-ConfigSecondaryGroup-r16,6463,1,-,-;genhancedSkipUplinkTxDynamic-r16,6470,1,-,- enhancedSkipUplinkTxConfigured-r16,6471,1,-,-;gintraCG-Prioritization-r17,6472,1,-,- drx-ConfigSL-r17,6473,1,-,- drx-ConfigExt-v1700,6478,1,-,- schedulingRequestID-BFR-r17,1656,1,-,- schedulingRequestID-BFR2-r17,1656,1,-,- schedulingRequestConfig-v1700,6483,1,-,- tar-Config-r17,6487,1,-,- g-RNTI-ConfigToAddModList-r17,6492,1,-,- g-RNTI-ConfigToReleaseList-r17,6530,1,-,- g-CS-RNTI-ConfigToAddModList-r17,6531,1,-,- g-CS-RNTI-ConfigToReleaseList-r17,6532,1,-,- allowCSI-SRS-Tx-MulticastDRX-Active-r17,6533,1,-,-;gschedulingRequestID-PosMG-Request-r17,1656,1,-,- drx-LastTransmissionUL-r17,6534,1,-,-;gposMG-Request-r17,6535,1,-,-;gdrx-ConfigExt2-v1800,6536,1,-,- additionalBS-TableAllowed-r18,6567,1,-,- dsr-ConfigToAddModList-r18,6568,1,-,- dsr-ConfigToReleaseList-r18,6572,1,-,- tar-Config-r18,6573,1,-,-
T	SetupRelease	C	0	release,6420,0,-,- setup,5271,0,-,-	
T	NULL	n
T	SchedulingRequestConfig	Q	0	schedulingRequestToAddModList,6422,1,-,- schedulingRequestToReleaseList,6426,1,-,-	
T	SEQUENCE OF	L	6423	1 8 0
T	SchedulingRequestToAddMod	Q	0	schedulingRequestId,1656,0,-,- sr-ProhibitTimer,6424,1,-,- sr-TransMax,6425,0,-,-	
T	ENUMERATED	e	ms1,ms2,ms4,ms8,ms16,ms32,ms64,ms128	-
T	ENUMERATED	e	n4,n8,n16,n32,n64,spare3,spare2,spare1	-
T	SEQUENCE OF	L	1656	1 8 0
T	TAG-Config	Q	0	tag-ToReleaseList,6428,1,-,- tag-ToAddModList,6430,1,-,-	
T	SEQUENCE OF	L	6429	1 4 0
T	TAG-Id	i	0 3 0
T	SEQUENCE OF	L	6431	1 4 0
T	TAG	Q	1	tag-Id,6429,0,-,- timeAlignmentTimer,1461,0,-,-	
T	SetupRelease	C	0	release,6433,0,-,- setup,6434,0,-,-	
T	NULL	n
T	PHR-Config	Q	1	phr-PeriodicTimer,6435,0,-,- phr-ProhibitTimer,6436,0,-,- phr-Tx-PowerFactorChange,6437,0,-,- multiplePHR,6438,0,-,- dummy,6439,0,-,- phr-Type2OtherCell,6440,0,-,- phr-ModeOtherCG,6441,0,-,-	gmpe-Reporting-FR2-r16,6442,1,-,-;gmpe-Reporting-FR2-r17,6447,1,-,- twoPHRMode-r17,6453,1,-,-;gphr-AssumedPUSCH-Reporting-r18,6454,1,-,- dpc-Reporting-FR1-r18,6455,1,-,-
T	ENUMERATED	e	sf10,sf20,sf50,sf100,sf200,sf500,sf1000,infinity	-
T	ENUMERATED	e	sf0,sf10,sf20,sf50,sf100,sf200,sf500,sf1000	-
T	ENUMERATED	e	dB1,dB3,dB6,infinity	-
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	real,virtual	-
T	SetupRelease	C	0	release,6443,0,-,- setup,6444,0,-,-	
T	NULL	n
T	MPE-Config-FR2-r16	Q	0	mpe-ProhibitTimer-r16,6445,0,-,- mpe-Threshold-r16,6446,0,-,-	
T	ENUMERATED	e	sf0,sf10,sf20,sf50,sf100,sf200,sf500,sf1000	-
T	ENUMERATED	e	dB3,dB6,dB9,dB12	-
T	SetupRelease	C	0	release,6448,0,-,- setup,6449,0,-,-	
T	NULL	n
T	MPE-Config-FR2-r17	Q	1	mpe-ProhibitTimer-r17,6450,0,-,- mpe-Threshold-r17,6451,0,-,- numberOfN-r17,6452,0,-,-	
T	ENUMERATED	e	sf0,sf10,sf20,sf50,sf100,sf200,sf500,sf1000	-
T	ENUMERATED	e	dB3,dB6,dB9,dB12	-
T	INTEGER	i	1 4 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	BOOLEAN	b
T	BOOLEAN	b
T	SetupRelease	C	0	release,6459,0,-,- setup,6460,0,-,-	
T	NULL	n
T	DataInactivityTimer	e	s1,s2,s3,s5,s7,s10,s15,s20,s40,s50,s60,s80,s100,s120,s150,s180	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6464,0,-,- setup,6465,0,-,-	
T	NULL	n
T	DRX-ConfigSecondaryGroup-r16	Q	0	drx-onDurationTimer-r16,6466,0,-,- drx-InactivityTimer-r16,6469,0,-,-	
T	CHOICE	C	0	subMilliSeconds,6467,0,-,- milliSeconds,6468,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6474,0,-,- setup,6475,0,-,-	
T	NULL	n
T	DRX-ConfigSL-r17	Q	0	drx-HARQ-RTT-TimerSL-r17,6476,0,-,- drx-RetransmissionTimerSL-r17,6477,0,-,-	
T	INTEGER	i	0 56 0
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SetupRelease	C	0	release,6479,0,-,- setup,6480,0,-,-	
T	NULL	n
T	DRX-ConfigExt-v1700	Q	0	drx-HARQ-RTT-TimerDL-r17,6481,0,-,- drx-HARQ-RTT-TimerUL-r17,6482,0,-,-	
T	INTEGER	i	0 448 0
T	INTEGER	i	0 448 0
T	SchedulingRequestConfig-v1700	Q	0	schedulingRequestToAddModListExt-v1700,6484,1,-,-	
T	SEQUENCE OF	L	6485	1 8 0
T	SchedulingRequestToAddModExt-v1700	Q	0	sr-ProhibitTimer-v1700,6486,1,-,-	
T	ENUMERATED	e	ms192,ms256,ms320,ms384,ms448,ms512,ms576,ms640,ms1082,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SetupRelease	C	0	release,6488,0,-,- setup,6489,0,-,-	
T	NULL	n
T	TAR-Config-r17	Q	1	offsetThresholdTA-r17,6490,1,-,- timingAdvanceSR-r17,6491,1,-,-	
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms9,ms10,ms11,ms12,ms13,ms14,ms15,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	6493	1 16 0
T	MBS-RNTI-SpecificConfig-r17	Q	0	mbs-RNTI-SpecificConfigId-r17,6494,0,-,- groupCommon-RNTI-r17,6495,0,-,- drx-ConfigPTM-r17,6496,1,-,- harq-FeedbackEnablerMulticast-r17,6527,1,-,- harq-FeedbackOptionMulticast-r17,6528,1,-,- pdsch-AggregationFactor-r17,6529,1,-,-	
T	MBS-RNTI-SpecificConfigId-r17	i	0 15 0
T	CHOICE	C	0	g-RNTI,1,0,-,- g-CS-RNTI,1,0,-,-	
T	SetupRelease	C	0	release,6497,0,-,- setup,6498,0,-,-	
T	NULL	n
T	DRX-ConfigPTM-r17	Q	0	drx-onDurationTimerPTM-r17,6499,0,-,- drx-InactivityTimerPTM-r17,6502,0,-,- drx-HARQ-RTT-TimerDL-PTM-r17,6503,1,-,- drx-RetransmissionTimerDL-PTM-r17,6504,1,-,- drx-LongCycleStartOffsetPTM-r17,6505,0,-,- drx-SlotOffsetPTM-r17,6526,0,-,-	
T	CHOICE	C	0	subMilliSeconds,6500,0,-,- milliSeconds,6501,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	0 56 0
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,6506,0,-,- ms20,6507,0,-,- ms32,6508,0,-,- ms40,6509,0,-,- ms60,6510,0,-,- ms64,6511,0,-,- ms70,6512,0,-,- ms80,6513,0,-,- ms128,6514,0,-,- ms160,6515,0,-,- ms256,6516,0,-,- ms320,6517,0,-,- ms512,6518,0,-,- ms640,6519,0,-,- ms1024,6520,0,-,- ms1280,6521,0,-,- ms2048,6522,0,-,- ms2560,6523,0,-,- ms5120,6524,0,-,- ms10240,6525,0,-,-	
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
T	SEQUENCE OF	L	6494	1 16 0
T	SEQUENCE OF	L	6493	1 8 0
T	SEQUENCE OF	L	6494	1 8 0
T	BOOLEAN	b
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6537,0,-,- setup,6538,0,-,-	
T	NULL	n
T	DRX-ConfigExt2-v1800	Q	0	drx-NonIntegerLongCycleStartOffset-r18,6539,0,-,- shortDRX-r18,6563,1,-,- drx-TimeReferenceSFN-r18,6566,1,-,-	
T	CHOICE	C	1	ms1001over240,6540,0,-,- ms25over6,6541,0,-,- ms25over3,6542,0,-,- ms1001over120,6543,0,-,- ms100over9,6544,0,-,- ms25over2,6545,0,-,- ms40over3,6546,0,-,- ms125over9,6547,0,-,- ms50over3,6548,0,-,- ms1001over60,6549,0,-,- ms125over6,6550,0,-,- ms200over9,6551,0,-,- ms250over9,6552,0,-,- ms100over3,6553,0,-,- ms1001over30,6554,0,-,- ms75over2,6555,0,-,- ms125over3,6556,0,-,- ms1001over24,6557,0,-,- ms200over3,6558,0,-,- ms1001over15,6559,0,-,- ms250over3,6560,0,-,- ms1001over12,6561,0,-,- ms400over3,6562,0,-,-	
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
T	SEQUENCE	Q	0	drx-NonIntegerShortCycle-r18,6564,0,-,- drx-ShortCycleTimer-r18,6565,0,-,-	
T	ENUMERATED	e	ms1001over240,ms25over6,ms25over3,ms1001over120,ms100over9,ms25over2,ms40over3,ms125over9,ms50over3,ms1001over60,ms125over6,ms200over9,ms100over3,ms1001over30,ms125over3,ms1001over24,ms200over3,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	sfn512	-
T	BIT STRING	B	8 8 0
T	SEQUENCE OF	L	6569	1 8 0
T	LCG-DSR-Config-r18	Q	1	lcg-Id-r18,6570,0,-,- remainingTimeThreshold-r18,6571,0,-,-	
T	LCG-Id-r18	i	0 7 0
T	INTEGER	i	1 64 0
T	SEQUENCE OF	L	6570	1 8 0
T	SetupRelease	C	0	release,6574,0,-,- setup,6575,0,-,-	
T	NULL	n
T	TAR-Config-r18	Q	1	offsetThresholdTA-r18,6576,1,-,- timingAdvanceSR-r18,6577,1,-,-	
T	INTEGER	i	1 56 0
T	ENUMERATED	e	enabled	-
T	PhysicalCellGroupConfig	Q	1	harq-ACK-SpatialBundlingPUCCH,6579,1,-,- harq-ACK-SpatialBundlingPUSCH,6580,1,-,- p-NR-FR1,172,1,-,- pdsch-HARQ-ACK-Codebook,6581,0,-,- tpc-SRS-RNTI,1,1,-,- tpc-PUCCH-RNTI,1,1,-,- tpc-PUSCH-RNTI,1,1,-,- sp-CSI-RNTI,1,1,-,- cs-RNTI,6582,1,-,-	gmcs-C-RNTI,1,1,-,- p-UE-FR1,172,1,-,-;gxScale,6584,1,-,-;gpdcch-BlindDetection,6585,1,-,-;gdcp-Config-r16,6588,1,-,- harq-ACK-SpatialBundlingPUCCH-secondaryPUCCHgroup-r16,6597,1,-,- harq-ACK-SpatialBundlingPUSCH-secondaryPUCCHgroup-r16,6598,1,-,- pdsch-HARQ-ACK-Codebook-secondaryPUCCHgroup-r16,6599,1,-,- p-NR-FR2-r16,172,1,-,- p-UE-FR2-r16,172,1,-,- nrdc-PCmode-FR1-r16,6600,1,-,- nrdc-PCmode-FR2-r16,6601,1,-,- pdsch-HARQ-ACK-Codebook-r16,6602,1,-,- nfi-TotalDAI-Included-r16,6603,1,-,- ul-TotalDAI-Included-r16,6604,1,-,- pdsch-HARQ-ACK-OneShotFeedback-r16,6605,1,-,- pdsch-HARQ-ACK-OneShotFeedbackNDI-r16,6606,1,-,- pdsch-HARQ-ACK-OneShotFeedbackCBG-r16,6607,1,-,- downlinkAssignmentIndexDCI-0-2-r16,6608,1,-,- downlinkAssignmentIndexDCI-1-2-r16,6609,1,-,- pdsch-HARQ-ACK-CodebookList-r16,6610,1,-,- ackNackFeedbackMode-r16,6614,1,-,- pdcch-BlindDetectionCA-CombIndicator-r16,6615,1,-,- pdcch-BlindDetection2-r16,6620,1,-,- pdcch-BlindDetection3-r16,6623,1,-,- bdFactorR-r16,6626,1,-,-;gpdsch-HARQ-ACK-EnhType3ToAddModList-r17,6627,1,-,- pdsch-HARQ-ACK-EnhType3ToReleaseList-r17,6639,1,-,- pdsch-HARQ-ACK-EnhType3SecondaryToAddModList-r17,6640,1,-,- pdsch-HARQ-ACK-EnhType3SecondaryToReleaseList-r17,6641,1,-,- pdsch-HARQ-ACK-EnhType3DCI-FieldSecondaryPUCCHgroup-r17,6642,1,-,- pdsch-HARQ-ACK-EnhType3DCI-Field-r17,6643,1,-,- pdsch-HARQ-ACK-Retx-r17,6644,1,-,- pdsch-HARQ-ACK-RetxSecondaryPUCCHgroup-r17,6645,1,-,- pucch-sSCell-r17,6646,1,-,- pucch-sSCellSecondaryPUCCHgroup-r17,6646,1,-,- pucch-sSCellDyn-r17,6647,1,-,- pucch-sSCellDynSecondaryPUCCHgroup-r17,6648,1,-,- pucch-sSCellPattern-r17,6649,1,-,- pucch-sSCellPatternSecondaryPUCCHgroup-r17,6651,1,-,- uci-MuxWithDiffPrio-r17,6653,1,-,- uci-MuxWithDiffPrioSecondaryPUCCHgroup-r17,6654,1,-,- simultaneousPUCCH-PUSCH-r17,6655,1,-,- simultaneousPUCCH-PUSCH-SecondaryPUCCHgroup-r17,6656,1,-,- prioLowDG-HighCG-r17,6657,1,-,- prioHighDG-LowCG-r17,6658,1,-,- twoQCLTypeDforPDCCHRepetition-r17,6659,1,-,- multicastConfig-r17,6660,1,-,- pdcch-BlindDetectionCA-CombIndicator-r17,6664,1,-,-;gsimultaneousSR-PUSCH-diffPUCCH-Groups-r17,6670,1,-,-;gintraBandNC-PRACH-simulTx-r17,6671,1,-,-;gpdcch-BlindDetection4-r17,6672,1,-,-;gsimultaneousPUCCH-PUSCH-SamePriority-r17,6675,1,-,- simultaneousPUCCH-PUSCH-SamePriority-SecondaryPUCCHgroup-r17,6676,1,-,-;gncr-RNTI-r18,1,1,-,- cellDTRX-DCI-config-r18,6677,1,-,- twoQCL-TypeD-ForMultiDCI-r18,6679,1,-,- enableType1HARQ-ACK-MuxForDL-AssignmentAfterUL-Grant-r18,6680,1,-,- enableType2HARQ-ACK-MuxForDL-AssignmentAfterUL-Grant-r18,6681,1,-,- enableType3HARQ-ACK-MuxForDL-AssignmentAfterUL-Grant-r18,6682,1,-,- enableDiffPUCCH-Resource-r18,6683,1,-,- enableDiffCB-Size-r18,6684,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	semiStatic,dynamic	-
T	SetupRelease	C	0	release,6583,0,-,- setup,1,0,-,-	
T	NULL	n
T	ENUMERATED	e	dB0,dB6,spare2,spare1	-
T	SetupRelease	C	0	release,6586,0,-,- setup,6587,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection	i	1 15 0
T	SetupRelease	C	0	release,6589,0,-,- setup,6590,0,-,-	
T	NULL	n
T	DCP-Config-r16	Q	0	ps-RNTI-r16,1,0,-,- ps-Offset-r16,6591,0,-,- sizeDCI-2-6-r16,6592,0,-,- ps-PositionDCI-2-6-r16,6593,0,-,- ps-WakeUp-r16,6594,1,-,- ps-TransmitPeriodicL1-RSRP-r16,6595,1,-,- ps-TransmitOtherPeriodicCSI-r16,6596,1,-,-	
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
T	SetupRelease	C	0	release,6611,0,-,- setup,6612,0,-,-	
T	NULL	n
T	PDSCH-HARQ-ACK-CodebookList-r16	L	6613	1 2 0
T	ENUMERATED	e	semiStatic,dynamic	-
T	ENUMERATED	e	joint,separate	-
T	SetupRelease	C	0	release,6616,0,-,- setup,6617,0,-,-	
T	NULL	n
T	PDCCH-BlindDetectionCA-CombIndicator-r16	Q	0	pdcch-BlindDetectionCA1-r16,6618,0,-,- pdcch-BlindDetectionCA2-r16,6619,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	SetupRelease	C	0	release,6621,0,-,- setup,6622,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection2-r16	i	1 15 0
T	SetupRelease	C	0	release,6624,0,-,- setup,6625,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection3-r16	i	1 15 0
T	ENUMERATED	e	n1	-
T	SEQUENCE OF	L	6628	1 8 0
T	PDSCH-HARQ-ACK-EnhType3-r17	Q	1	pdsch-HARQ-ACK-EnhType3Index-r17,6629,0,-,- applicable-r17,6630,0,-,- pdsch-HARQ-ACK-EnhType3NDI-r17,6635,1,-,- pdsch-HARQ-ACK-EnhType3CBG-r17,6636,1,-,-	gperHARQ-Ext-r17,6637,1,-,-
T	PDSCH-HARQ-ACK-EnhType3Index-r17	i	0 7 0
T	CHOICE	C	0	perCC,6631,0,-,- perHARQ,6633,0,-,-	
T	SEQUENCE OF	L	6632	1 32 0
T	INTEGER	i	0 1 0
T	SEQUENCE OF	L	6634	1 32 0
T	BIT STRING	B	16 16 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	6638	1 32 0
T	BIT STRING	B	32 32 0
T	SEQUENCE OF	L	6629	1 8 0
T	SEQUENCE OF	L	6628	1 8 0
T	SEQUENCE OF	L	6629	1 8 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SCellIndex	i	1 31 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	6650	1 320 0
T	INTEGER	i	0 1 0
T	SEQUENCE OF	L	6652	1 320 0
T	INTEGER	i	0 1 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6661,0,-,- setup,6662,0,-,-	
T	NULL	n
T	MulticastConfig-r17	Q	0	pdsch-HARQ-ACK-CodebookListMulticast-r17,6610,1,-,- type1CodebookGenerationMode-r17,6663,1,-,-	
T	ENUMERATED	e	mode1,mode2	-
T	SetupRelease	C	0	release,6665,0,-,- setup,6666,0,-,-	
T	NULL	n
T	PDCCH-BlindDetectionCA-CombIndicator-r17	Q	0	pdcch-BlindDetectionCA1-r17,6667,1,-,- pdcch-BlindDetectionCA2-r17,6668,1,-,- pdcch-BlindDetectionCA3-r17,6669,0,-,-	
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	INTEGER	i	1 15 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6673,0,-,- setup,6674,0,-,-	
T	NULL	n
T	PDCCH-BlindDetection4-r17	i	1 15 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6678,0,-,- setup,6367,0,-,-	
T	NULL	n
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SpCellConfig	Q	1	servCellIndex,113,1,-,- reconfigurationWithSync,6686,1,-,- rlf-TimersAndConstants,6732,1,-,- rlmInSyncOutOfSyncThreshold,6739,1,-,- spCellConfigDedicated,6740,1,-,-	glowMobilityEvaluationConnected-r17,7161,1,-,- goodServingCellEvaluationRLM-r17,7164,1,-,- goodServingCellEvaluationBFD-r17,7164,1,-,- deactivatedSCG-Config-r17,7166,1,-,-
T	ReconfigurationWithSync	Q	1	spCellConfigCommon,6687,1,-,- newUE-Identity,1,0,-,- t304,6720,0,-,- rach-ConfigDedicated,6721,1,-,-	gsmtc,713,1,-,-;gdaps-UplinkPowerConfig-r16,6723,1,-,-;gsl-PathSwitchConfig-r17,6725,1,-,-;grach-LessHO-r18,6728,1,-,- sl-IndirectPathMaintain-r18,6731,1,-,-
T	ServingCellConfigCommon	Q	1	physCellId,42,1,-,- downlinkConfigCommon,6688,1,-,- uplinkConfigCommon,6691,1,-,- supplementaryUplinkConfig,6691,1,-,- n-TimingAdvanceOffset,6695,1,-,- ssb-PositionsInBurst,6696,1,-,- ssb-periodicityServingCell,6700,1,-,- dmrs-TypeA-Position,6701,0,-,- lte-CRS-ToMatchAround,6702,1,-,- rateMatchPatternToAddModList,6704,1,-,- rateMatchPatternToReleaseList,6705,1,-,- ssbSubcarrierSpacing,45,1,-,- tdd-UL-DL-ConfigurationCommon,463,1,-,- ss-PBCH-BlockPower,6706,0,-,-	gchannelAccessMode-r16,6707,1,-,- discoveryBurstWindowLength-r16,6709,1,-,- ssb-PositionQCL-r16,736,1,-,- highSpeedConfig-r16,1473,1,-,-;ghighSpeedConfig-v1700,6710,1,-,- channelAccessMode2-r17,6714,1,-,- discoveryBurstWindowLength-r17,6715,1,-,- ssb-PositionQCL-r17,737,1,-,- highSpeedConfigFR2-r17,1478,1,-,- uplinkConfigCommon-v1700,6716,1,-,- ntn-Config-r17,976,1,-,-;gfeaturePriorities-r17,6717,1,-,-;gra-ChannelAccess-r17,6718,1,-,-;gfeaturePriorities-v1800,6719,1,-,- atg-Config-r18,307,1,-,-
T	DownlinkConfigCommon	Q	1	frequencyInfoDL,6689,1,-,- initialDownlinkBWP,1205,1,-,-	ginitialDownlinkBWP-RedCap-r17,1205,1,-,-
T	FrequencyInfoDL	Q	1	absoluteFrequencySSB,4,1,-,- frequencyBandList,913,0,-,- absoluteFrequencyPointA,4,0,-,- scs-SpecificCarrierList,6690,0,-,-	greferenceCell-r18,113,1,-,-
T	SEQUENCE OF	L	146	1 5 0
T	UplinkConfigCommon	Q	0	frequencyInfoUL,6692,1,-,- initialUplinkBWP,1415,1,-,- dummy,1461,0,-,-	
T	FrequencyInfoUL	Q	1	frequencyBandList,913,1,-,- absoluteFrequencyPointA,4,1,-,- scs-SpecificCarrierList,6693,0,-,- additionalSpectrumEmission,459,1,-,- p-Max,172,1,-,- frequencyShift7p5khz,6694,1,-,-	gadditionalSpectrumEmission-v1760,461,1,-,-;gadditionalSpectrumEmissionAerial-r18,460,1,-,-
T	SEQUENCE OF	L	146	1 5 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	n0,n25600,n39936	-
T	CHOICE	C	0	shortBitmap,6697,0,-,- mediumBitmap,6698,0,-,- longBitmap,6699,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	ENUMERATED	e	pos2,pos3	-
T	SetupRelease	C	0	release,6703,0,-,- setup,1064,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	1045	1 4 0
T	SEQUENCE OF	L	1046	1 4 0
T	INTEGER	i	-60 50 0
T	CHOICE	C	0	dynamic,6708,0,-,- semiStatic,1470,0,-,-	
T	NULL	n
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5	-
T	HighSpeedConfig-v1700	Q	1	highSpeedMeasCA-Scell-r17,6711,1,-,- highSpeedMeasInterFreq-r17,6712,1,-,- highSpeedDemodCA-Scell-r17,6713,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	ms0dot125,ms0dot25,ms0dot5,ms0dot75,ms1,ms1dot25	-
T	UplinkConfigCommon-v1700	Q	0	initialUplinkBWP-RedCap-r17,1415,1,-,-	
T	SEQUENCE	Q	0	redCapPriority-r17,1565,1,-,- slicingPriority-r17,1565,1,-,- msg3-Repetitions-Priority-r17,1565,1,-,- sdt-Priority-r17,1565,1,-,-	
T	ENUMERATED	e	enabled	-
T	SEQUENCE	Q	0	msg1-Repetitions-Priority-r18,1565,1,-,- eRedCapPriority-r18,1565,1,-,-	
T	ENUMERATED	e	ms50,ms100,ms150,ms200,ms500,ms1000,ms2000,ms10000	-
T	CHOICE	C	0	uplink,6722,0,-,- supplementaryUplink,6722,0,-,-	
T	RACH-ConfigDedicated	Q	1	cfra,5173,1,-,- ra-Prioritization,356,1,-,-	gra-PrioritizationTwoStep-r16,356,1,-,- cfra-TwoStep-r16,5192,1,-,-
T	DAPS-UplinkPowerConfig-r16	Q	0	p-DAPS-Source-r16,172,0,-,- p-DAPS-Target-r16,172,0,-,- uplinkPowerSharingDAPS-Mode-r16,6724,0,-,-	
T	ENUMERATED	e	semi-static-mode1,semi-static-mode2,dynamic	-
T	SL-PathSwitchConfig-r17	Q	1	targetRelayUE-Identity-r17,6726,0,-,- t420-r17,6727,0,-,-	
T	SL-SourceIdentity-r17	B	24 24 0
T	ENUMERATED	e	ms50,ms100,ms150,ms200,ms500,ms1000,ms2000,ms10000	-
T	RACH-LessHO-r18	Q	1	targetNTA-r18,6729,1,-,- beamIndication-r18,6730,1,-,-	
T	ENUMERATED	e	zero,source	-
T	CHOICE	C	0	tci-StateID-r18,1092,0,-,- ssb-Index-r18,40,0,-,-	
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,6733,0,-,- setup,6734,0,-,-	
T	NULL	n
T	RLF-TimersAndConstants	Q	1	t310,6735,0,-,- n310,6736,0,-,- n311,6737,0,-,-	gt311,6738,0,-,-
T	ENUMERATED	e	ms0,ms50,ms100,ms200,ms500,ms1000,ms2000,ms4000,ms6000	-
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n10,n20	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10	-
T	ENUMERATED	e	ms1000,ms3000,ms5000,ms10000,ms15000,ms20000,ms30000	-
T	ENUMERATED	e	n1	-
T	ServingCellConfig	Q	1	tdd-UL-DL-ConfigurationDedicated,6741,1,-,- initialDownlinkBWP,1674,1,-,- downlinkBWP-ToReleaseList,6752,1,-,- downlinkBWP-ToAddModList,6753,1,-,- firstActiveDownlinkBWP-Id,119,1,-,- bwp-InactivityTimer,6754,1,-,- defaultDownlinkBWP-Id,119,1,-,- uplinkConfig,6755,1,-,- supplementaryUplink,6755,1,-,- pdcch-ServingCellConfig,6818,1,-,- pdsch-ServingCellConfig,6850,1,-,- csi-MeasConfig,6869,1,-,- sCellDeactivationTimer,6871,1,-,- crossCarrierSchedulingConfig,6872,1,-,- tag-Id,6429,0,-,- dummy1,6883,1,-,- pathlossReferenceLinking,6884,1,-,- servingCellMO,2067,1,-,-	glte-CRS-ToMatchAround,6702,1,-,- rateMatchPatternToAddModList,6885,1,-,- rateMatchPatternToReleaseList,6886,1,-,- downlinkChannelBW-PerSCS-List,6887,1,-,-;gsupplementaryUplinkRelease-r16,6888,1,-,- tdd-UL-DL-ConfigurationDedicated-IAB-MT-r16,6889,1,-,- dormantBWP-Config-r16,6902,1,-,- ca-SlotOffset-r16,6912,1,-,- dummy2,6917,1,-,- intraCellGuardBandsDL-List-r16,6924,1,-,- intraCellGuardBandsUL-List-r16,6930,1,-,- csi-RS-ValidationWithDCI-r16,6931,1,-,- lte-CRS-PatternList1-r16,6932,1,-,- lte-CRS-PatternList2-r16,6932,1,-,- crs-RateMatch-PerCORESETPoolIndex-r16,6935,1,-,- enableTwoDefaultTCI-States-r16,6936,1,-,- enableDefaultTCI-StatePerCoresetPoolIndex-r16,6937,1,-,- enableBeamSwitchTiming-r16,6938,1,-,- cbg-TxDiffTBsProcessingType1-r16,6939,1,-,- cbg-TxDiffTBsProcessingType2-r16,6940,1,-,-;gdirectionalCollisionHandling-r16,6941,1,-,- channelAccessConfig-r16,6942,1,-,-;gnr-dl-PRS-PDC-Info-r17,6950,1,-,- semiStaticChannelAccessConfigUE-r17,7049,1,-,- mimoParam-r17,7054,1,-,- channelAccessMode2-r17,7075,1,-,- timeDomainHARQ-BundlingType1-r17,7076,1,-,- nrofHARQ-BundlingGroups-r17,7077,1,-,- fdmed-ReceptionMulticast-r17,7078,1,-,- moreThanOneNackOnlyMode-r17,7079,1,-,- tci-ActivatedConfig-r17,7080,1,-,- directionalCollisionHandling-DC-r17,7083,1,-,- lte-NeighCellsCRS-AssistInfoList-r17,7084,1,-,-;glte-NeighCellsCRS-Assumptions-r17,7093,1,-,-;gcrossCarrierSchedulingConfigRelease-r17,7094,1,-,-;gmultiPDSCH-PerSlotType1-CB-r17,7095,1,-,-;glte-CRS-PatternList3-r18,6932,1,-,- lte-CRS-PatternList4-r18,6932,1,-,- pdcch-CandidateReceptionWithCRS-Overlap-r18,7096,1,-,- cjt-Scheme-PDSCH-r18,7097,1,-,- tag2-r18,7098,1,-,- cellDTX-DRX-Config-r18,7101,1,-,- positionInDCI-cellDTRX-r18,7103,1,-,- cellDTX-DRX-L1activation-r18,7104,1,-,- mc-DCI-SetOfCellsToAddModList-r18,7105,1,-,- mc-DCI-SetOfCellsToReleaseList-r18,7155,1,-,-;gmimoParam-v1850,7156,1,-,-
T	TDD-UL-DL-ConfigDedicated	Q	1	slotSpecificConfigurationsToAddModList,6742,1,-,- slotSpecificConfigurationsToReleaseList,6751,1,-,-	
T	SEQUENCE OF	L	6743	1 320 0
T	TDD-UL-DL-SlotConfig	Q	0	slotIndex,6744,0,-,- symbols,6745,0,-,-	
T	TDD-UL-DL-SlotIndex	i	0 319 0
T	CHOICE	C	0	allDownlink,6746,0,-,- allUplink,6747,0,-,- explicit,6748,0,-,-	
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	nrofDownlinkSymbols,6749,1,-,- nrofUplinkSymbols,6750,1,-,-	
T	INTEGER	i	1 13 0
T	INTEGER	i	1 13 0
T	SEQUENCE OF	L	6744	1 320 0
T	SEQUENCE OF	L	119	1 4 0
T	SEQUENCE OF	L	1673	1 4 0
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	UplinkConfig	Q	1	initialUplinkBWP,2075,1,-,- uplinkBWP-ToReleaseList,6756,1,-,- uplinkBWP-ToAddModList,6757,1,-,- firstActiveUplinkBWP-Id,119,1,-,- pusch-ServingCellConfig,6758,1,-,- carrierSwitching,6781,1,-,-	gpowerBoostPi2BPSK,6794,1,-,- uplinkChannelBW-PerSCS-List,6795,1,-,-;genablePL-RS-UpdateForPUSCH-SRS-r16,6796,1,-,- enableDefaultBeamPL-ForPUSCH0-0-r16,6797,1,-,- enableDefaultBeamPL-ForPUCCH-r16,6798,1,-,- enableDefaultBeamPL-ForSRS-r16,6799,1,-,- uplinkTxSwitching-r16,6800,1,-,- mpr-PowerBoost-FR2-r16,6805,1,-,-;gsrs-PosTx-Hopping-r18,6806,1,-,- enablePL-RS-UpdateForType1CG-PUSCH-r18,6815,1,-,- powerBoostPi2BPSK-r18,6816,1,-,- powerBoostQPSK-r18,6817,1,-,-
T	SEQUENCE OF	L	119	1 4 0
T	SEQUENCE OF	L	2074	1 4 0
T	SetupRelease	C	0	release,6759,0,-,- setup,6760,0,-,-	
T	NULL	n
T	PUSCH-ServingCellConfig	Q	1	codeBlockGroupTransmission,6761,1,-,- rateMatching,6765,1,-,- xOverhead,6766,1,-,-	gmaxMIMO-Layers,6767,1,-,- processingType2Enabled,6768,1,-,-;gmaxMIMO-LayersDCI-0-2-r16,6769,1,-,-;gnrofHARQ-ProcessesForPUSCH-r17,6772,1,-,- uplinkHARQ-mode-r17,6773,1,-,-;gmaxMIMO-Layers-v1810,6776,1,-,- maxMIMO-LayersforSDM-r18,6777,1,-,- maxMIMO-LayersforSDM-DCI-0-2-r18,6778,1,-,- maxMIMO-LayersforSFN-r18,6779,1,-,- maxMIMO-LayersforSFN-DCI-0-2-r18,6780,1,-,-
T	SetupRelease	C	0	release,6762,0,-,- setup,6763,0,-,-	
T	NULL	n
T	PUSCH-CodeBlockGroupTransmission	Q	1	maxCodeBlockGroupsPerTransportBlock,6764,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8	-
T	ENUMERATED	e	limitedBufferRM	-
T	ENUMERATED	e	xoh6,xoh12,xoh18	-
T	INTEGER	i	1 4 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,6770,0,-,- setup,6771,0,-,-	
T	NULL	n
T	MaxMIMO-LayersDCI-0-2-r16	i	1 4 0
T	ENUMERATED	e	n32	-
T	SetupRelease	C	0	release,6774,0,-,- setup,6775,0,-,-	
T	NULL	n
T	UplinkHARQ-mode-r17	B	32 32 0
T	INTEGER	i	5 8 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 2 0
T	SetupRelease	C	0	release,6782,0,-,- setup,6783,0,-,-	
T	NULL	n
T	SRS-CarrierSwitching	Q	1	srs-SwitchFromServCellIndex,6784,1,-,- srs-SwitchFromCarrier,6785,0,-,- srs-TPC-PDCCH-Group,6786,1,-,- monitoringCells,6793,1,-,-	
T	INTEGER	i	0 31 0
T	ENUMERATED	e	sUL,nUL	-
T	CHOICE	C	0	typeA,6787,0,-,- typeB,6788,0,-,-	
T	SEQUENCE OF	L	6788	1 32 0
T	SRS-TPC-PDCCH-Config	Q	0	srs-CC-SetIndexlist,6789,1,-,-	
T	SEQUENCE OF	L	6790	1 4 0
T	SRS-CC-SetIndex	Q	0	cc-SetIndex,6791,1,-,- cc-IndexInOneCC-Set,6792,1,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	113	1 32 0
T	BOOLEAN	b
T	SEQUENCE OF	L	146	1 5 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6801,0,-,- setup,6802,0,-,-	
T	NULL	n
T	UplinkTxSwitching-r16	Q	0	uplinkTxSwitchingPeriodLocation-r16,6803,0,-,- uplinkTxSwitchingCarrier-r16,6804,0,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	carrier1,carrier2	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,6807,0,-,- setup,6808,0,-,-	
T	NULL	n
T	SRS-PosTx-Hopping-r18	Q	1	srs-PosConfig-r18,24,0,-,- bwp-r18,133,1,-,- inactivePosSRS-TimeAlignmentTimer-r18,1461,1,-,- inactivePosSRS-RSRP-ChangeThreshold-r18,138,1,-,- srs-PosUplinkTransmissionWindowConfig-r18,6809,1,-,-	
T	SetupRelease	C	0	release,6810,0,-,- setup,6811,0,-,-	
T	NULL	n
T	SRS-PosUplinkTransmissionWindowConfig-r18	Q	1	dummy,6812,0,-,- windowPeriodicityAndOffset-r18,6813,0,-,- duration-r18,6814,0,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	periodicityAndOffset-r18,80,0,-,- periodicityAndOffsetExt-r18,102,0,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	enabled	-
T	BOOLEAN	b
T	BOOLEAN	b
T	SetupRelease	C	0	release,6819,0,-,- setup,6820,0,-,-	
T	NULL	n
T	PDCCH-ServingCellConfig	Q	1	slotFormatIndicator,6821,1,-,-	gavailabilityIndicator-r16,6846,1,-,- searchSpaceSwitchTimer-r16,6848,1,-,-;gsearchSpaceSwitchTimer-v1710,6849,1,-,-
T	SetupRelease	C	0	release,6822,0,-,- setup,6823,0,-,-	
T	NULL	n
T	SlotFormatIndicator	Q	1	sfi-RNTI,1,0,-,- dci-PayloadSize,6824,0,-,- slotFormatCombToAddModList,6825,1,-,- slotFormatCombToReleaseList,6834,1,-,-	gavailableRB-SetsToAddModList-r16,6835,1,-,- availableRB-SetsToReleaseList-r16,6836,1,-,- switchTriggerToAddModList-r16,6837,1,-,- switchTriggerToReleaseList-r16,6840,1,-,- co-DurationsPerCellToAddModList-r16,6841,1,-,- co-DurationsPerCellToReleaseList-r16,6842,1,-,-;gswitchTriggerToAddModListSizeExt-r16,6843,1,-,- switchTriggerToReleaseListSizeExt-r16,6844,1,-,-;gco-DurationsPerCellToAddModList-r17,6845,1,-,-
T	INTEGER	i	1 128 0
T	SEQUENCE OF	L	6826	1 16 0
T	SlotFormatCombinationsPerCell	Q	1	servingCellId,113,0,-,- subcarrierSpacing,45,0,-,- subcarrierSpacing2,45,1,-,- slotFormatCombinations,6827,1,-,- positionInDCI,6832,1,-,-	genableConfiguredUL-r16,6833,1,-,-
T	SEQUENCE OF	L	6828	1 512 0
T	SlotFormatCombination	Q	0	slotFormatCombinationId,6829,0,-,- slotFormats,6830,0,-,-	
T	SlotFormatCombinationId	i	0 511 0
T	SEQUENCE OF	L	6831	1 256 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 127 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	113	1 16 0
T	SEQUENCE OF	L	642	1 16 0
T	SEQUENCE OF	L	113	1 16 0
T	SEQUENCE OF	L	6838	1 4 0
T	SearchSpaceSwitchTrigger-r16	Q	0	servingCellId-r16,113,0,-,- positionInDCI-r16,6839,0,-,-	
T	INTEGER	i	0 127 0
T	SEQUENCE OF	L	113	1 4 0
T	SEQUENCE OF	L	5622	1 16 0
T	SEQUENCE OF	L	113	1 16 0
T	SEQUENCE OF	L	6838	1 12 0
T	SEQUENCE OF	L	113	1 12 0
T	SEQUENCE OF	L	5625	1 16 0
T	SetupRelease	C	0	release,6847,0,-,- setup,638,0,-,-	
T	NULL	n
T	INTEGER	i	1 80 0
T	INTEGER	i	81 1280 0
T	SetupRelease	C	0	release,6851,0,-,- setup,6852,0,-,-	
T	NULL	n
T	PDSCH-ServingCellConfig	Q	1	codeBlockGroupTransmission,6853,1,-,- xOverhead,6858,1,-,- nrofHARQ-ProcessesForPDSCH,6859,1,-,- pucch-Cell,113,1,-,-	gmaxMIMO-Layers,6860,1,-,- processingType2Enabled,6861,1,-,-;gpdsch-CodeBlockGroupTransmissionList-r16,6862,1,-,-;gdownlinkHARQ-FeedbackDisabled-r17,6865,1,-,- nrofHARQ-ProcessesForPDSCH-v1700,6868,1,-,-
T	SetupRelease	C	0	release,6854,0,-,- setup,6855,0,-,-	
T	NULL	n
T	PDSCH-CodeBlockGroupTransmission	Q	1	maxCodeBlockGroupsPerTransportBlock,6856,0,-,- codeBlockGroupFlushIndicator,6857,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8	-
T	BOOLEAN	b
T	ENUMERATED	e	xOh6,xOh12,xOh18	-
T	ENUMERATED	e	n2,n4,n6,n10,n12,n16	-
T	INTEGER	i	1 8 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,6863,0,-,- setup,6864,0,-,-	
T	NULL	n
T	PDSCH-CodeBlockGroupTransmissionList-r16	L	6855	1 2 0
T	SetupRelease	C	0	release,6866,0,-,- setup,6867,0,-,-	
T	NULL	n
T	DownlinkHARQ-FeedbackDisabled-r17	B	32 32 0
T	ENUMERATED	e	n32	-
T	SetupRelease	C	0	release,6870,0,-,- setup,5679,0,-,-	
T	NULL	n
T	ENUMERATED	e	ms20,ms40,ms80,ms160,ms200,ms240,ms320,ms400,ms480,ms520,ms640,ms720,ms840,ms1280,spare2,spare1	-
T	CrossCarrierSchedulingConfig	Q	1	schedulingCellInfo,6873,0,-,-	gcarrierIndicatorSize-r16,6878,1,-,- enableDefaultBeamForCCS-r16,6881,1,-,-;gccs-BlindDetectionSplit-r17,6882,1,-,-
T	CHOICE	C	0	own,6874,0,-,- other,6876,0,-,-	
T	SEQUENCE	Q	0	cif-Presence,6875,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	0	schedulingCellId,113,0,-,- cif-InSchedulingCell,6877,0,-,-	
T	INTEGER	i	1 7 0
T	SEQUENCE	Q	0	carrierIndicatorSizeDCI-1-2-r16,6879,0,-,- carrierIndicatorSizeDCI-0-2-r16,6880,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	oneSeventh,threeFourteenth,twoSeventh,threeSeventh,oneHalf,fourSeventh,fiveSeventh,spare1	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	spCell,sCell	-
T	SEQUENCE OF	L	1045	1 4 0
T	SEQUENCE OF	L	1046	1 4 0
T	SEQUENCE OF	L	146	1 5 0
T	ENUMERATED	e	true	-
T	TDD-UL-DL-ConfigDedicated-IAB-MT-r16	Q	1	slotSpecificConfigurationsToAddModList-IAB-MT-r16,6890,1,-,- slotSpecificConfigurationsToReleaseList-IAB-MT-r16,6901,1,-,-	
T	SEQUENCE OF	L	6891	1 320 0
T	TDD-UL-DL-SlotConfig-IAB-MT-r16	Q	0	slotIndex-r16,6744,0,-,- symbols-IAB-MT-r16,6892,0,-,-	
T	CHOICE	C	0	allDownlink-r16,6893,0,-,- allUplink-r16,6894,0,-,- explicit-r16,6895,0,-,- explicit-IAB-MT-r16,6898,0,-,-	
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0	nrofDownlinkSymbols-r16,6896,1,-,- nrofUplinkSymbols-r16,6897,1,-,-	
T	INTEGER	i	1 13 0
T	INTEGER	i	1 13 0
T	SEQUENCE	Q	0	nrofDownlinkSymbols-r16,6899,1,-,- nrofUplinkSymbols-r16,6900,1,-,-	
T	INTEGER	i	1 13 0
T	INTEGER	i	1 13 0
T	SEQUENCE OF	L	6744	1 320 0
T	SetupRelease	C	0	release,6903,0,-,- setup,6904,0,-,-	
T	NULL	n
T	DormantBWP-Config-r16	Q	0	dormantBWP-Id-r16,119,1,-,- withinActiveTimeConfig-r16,6905,1,-,- outsideActiveTimeConfig-r16,6909,1,-,-	
T	SetupRelease	C	0	release,6906,0,-,- setup,6907,0,-,-	
T	NULL	n
T	WithinActiveTimeConfig-r16	Q	0	firstWithinActiveTimeBWP-Id-r16,119,1,-,- dormancyGroupWithinActiveTime-r16,6908,1,-,-	
T	DormancyGroupID-r16	i	0 4 0
T	SetupRelease	C	0	release,6910,0,-,- setup,6911,0,-,-	
T	NULL	n
T	OutsideActiveTimeConfig-r16	Q	0	firstOutsideActiveTimeBWP-Id-r16,119,1,-,- dormancyGroupOutsideActiveTime-r16,6908,1,-,-	
T	CHOICE	C	0	refSCS15kHz,6913,0,-,- refSCS30KHz,6914,0,-,- refSCS60KHz,6915,0,-,- refSCS120KHz,6916,0,-,-	
T	INTEGER	i	-2 2 0
T	INTEGER	i	-5 5 0
T	INTEGER	i	-10 10 0
T	INTEGER	i	-20 20 0
T	SetupRelease	C	0	release,6918,0,-,- setup,6919,0,-,-	
T	NULL	n
T	DummyJ	Q	0	maxEnergyDetectionThreshold-r16,6920,0,-,- energyDetectionThresholdOffset-r16,6921,0,-,- ul-toDL-COT-SharingED-Threshold-r16,6922,1,-,- absenceOfAnyOtherTechnology-r16,6923,1,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-20 -13 0
T	INTEGER	i	-85 -52 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	6925	1 5 0
T	IntraCellGuardBandsPerSCS-r16	Q	0	guardBandSCS-r16,45,0,-,- intraCellGuardBands-r16,6926,0,-,-	
T	SEQUENCE OF	L	6927	1 4 0
T	GuardBand-r16	Q	0	startCRB-r16,6928,0,-,- nrofCRBs-r16,6929,0,-,-	
T	INTEGER	i	0 274 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	6925	1 5 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6933,0,-,- setup,6934,0,-,-	
T	NULL	n
T	LTE-CRS-PatternList-r16	L	1064	1 3 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,6943,0,-,- setup,6944,0,-,-	
T	NULL	n
T	ChannelAccessConfig-r16	Q	0	energyDetectionConfig-r16,6945,1,-,- ul-toDL-COT-SharingED-Threshold-r16,6948,1,-,- absenceOfAnyOtherTechnology-r16,6949,1,-,-	
T	CHOICE	C	0	maxEnergyDetectionThreshold-r16,6946,0,-,- energyDetectionThresholdOffset-r16,6947,0,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-13 20 0
T	INTEGER	i	-85 -52 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,6951,0,-,- setup,6952,0,-,-	
T	NULL	n
T	NR-DL-PRS-PDC-Info-r17	Q	1	nr-DL-PRS-PDC-ResourceSet-r17,6953,1,-,-	
T	NR-DL-PRS-PDC-ResourceSet-r17	Q	1	periodicityAndOffset-r17,6954,0,-,- numSymbols-r17,7027,0,-,- dl-PRS-ResourceBandwidth-r17,7028,0,-,- dl-PRS-StartPRB-r17,7029,0,-,- resourceList-r17,7030,0,-,- repFactorAndTimeGap-r17,7046,1,-,-	
T	NR-DL-PRS-Periodicity-and-ResourceSetSlotOffset-r17	C	1	scs15-r17,6955,0,-,- scs30-r17,6973,0,-,- scs60-r17,6991,0,-,- scs120-r17,7009,0,-,-	
T	CHOICE	C	1	n4-r17,6956,0,-,- n5-r17,6957,0,-,- n8-r17,6958,0,-,- n10-r17,6959,0,-,- n16-r17,6960,0,-,- n20-r17,6961,0,-,- n32-r17,6962,0,-,- n40-r17,6963,0,-,- n64-r17,6964,0,-,- n80-r17,6965,0,-,- n160-r17,6966,0,-,- n320-r17,6967,0,-,- n640-r17,6968,0,-,- n1280-r17,6969,0,-,- n2560-r17,6970,0,-,- n5120-r17,6971,0,-,- n10240-r17,6972,0,-,-	
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
T	CHOICE	C	1	n8-r17,6974,0,-,- n10-r17,6975,0,-,- n16-r17,6976,0,-,- n20-r17,6977,0,-,- n32-r17,6978,0,-,- n40-r17,6979,0,-,- n64-r17,6980,0,-,- n80-r17,6981,0,-,- n128-r17,6982,0,-,- n160-r17,6983,0,-,- n320-r17,6984,0,-,- n640-r17,6985,0,-,- n1280-r17,6986,0,-,- n2560-r17,6987,0,-,- n5120-r17,6988,0,-,- n10240-r17,6989,0,-,- n20480-r17,6990,0,-,-	
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
T	CHOICE	C	1	n16-r17,6992,0,-,- n20-r17,6993,0,-,- n32-r17,6994,0,-,- n40-r17,6995,0,-,- n64-r17,6996,0,-,- n80-r17,6997,0,-,- n128-r17,6998,0,-,- n160-r17,6999,0,-,- n256-r17,7000,0,-,- n320-r17,7001,0,-,- n640-r17,7002,0,-,- n1280-r17,7003,0,-,- n2560-r17,7004,0,-,- n5120-r17,7005,0,-,- n10240-r17,7006,0,-,- n20480-r17,7007,0,-,- n40960-r17,7008,0,-,-	
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
T	CHOICE	C	1	n32-r17,7010,0,-,- n40-r17,7011,0,-,- n64-r17,7012,0,-,- n80-r17,7013,0,-,- n128-r17,7014,0,-,- n160-r17,7015,0,-,- n256-r17,7016,0,-,- n320-r17,7017,0,-,- n512-r17,7018,0,-,- n640-r17,7019,0,-,- n1280-r17,7020,0,-,- n2560-r17,7021,0,-,- n5120-r17,7022,0,-,- n10240-r17,7023,0,-,- n20480-r17,7024,0,-,- n40960-r17,7025,0,-,- n81920-r17,7026,0,-,-	
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
T	SEQUENCE OF	L	7031	1 64 0
T	NR-DL-PRS-Resource-r17	Q	1	nr-DL-PRS-ResourceID-r17,2745,0,-,- dl-PRS-SequenceID-r17,7032,0,-,- dl-PRS-CombSizeN-AndReOffset-r17,7033,0,-,- dl-PRS-ResourceSlotOffset-r17,7038,0,-,- dl-PRS-ResourceSymbolOffset-r17,7039,0,-,- dl-PRS-QCL-Info-r17,7040,1,-,-	gdl-PRS-ResourceSymbolOffset-v1800,7045,1,-,-
T	INTEGER	i	0 4095 0
T	CHOICE	C	1	n2-r17,7034,0,-,- n4-r17,7035,0,-,- n6-r17,7036,0,-,- n12-r17,7037,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 5 0
T	INTEGER	i	0 11 0
T	INTEGER	i	0 511 0
T	INTEGER	i	0 12 0
T	DL-PRS-QCL-Info-r17	C	1	ssb-r17,7041,0,-,- dl-PRS-r17,7044,0,-,-	
T	SEQUENCE	Q	1	ssb-Index-r17,7042,0,-,- rs-Type-r17,7043,0,-,-	
T	INTEGER	i	0 63 0
T	ENUMERATED	e	typeC,typeD,typeC-plus-typeD	-
T	SEQUENCE	Q	1	qcl-DL-PRS-ResourceID-r17,2745,0,-,-	
T	INTEGER	i	13 13 0
T	RepFactorAndTimeGap-r17	Q	0	repetitionFactor-r17,7047,0,-,- timeGap-r17,7048,0,-,-	
T	ENUMERATED	e	n2,n4,n6,n8,n16,n32,spare2,spare1	-
T	ENUMERATED	e	s1,s2,s4,s8,s16,s32,spare2,spare1	-
T	SetupRelease	C	0	release,7050,0,-,- setup,7051,0,-,-	
T	NULL	n
T	SemiStaticChannelAccessConfigUE-r17	Q	0	periodUE-r17,7052,0,-,- offsetUE-r17,7053,0,-,-	
T	ENUMERATED	e	ms1,ms2,ms2dot5,ms4,ms5,ms10,spare2,spare1	-
T	INTEGER	i	0 559 0
T	SetupRelease	C	0	release,7055,0,-,- setup,7056,0,-,-	
T	NULL	n
T	MIMOParam-r17	Q	0	additionalPCI-ToAddModList-r17,7057,1,-,- additionalPCI-ToReleaseList-r17,7065,1,-,- unifiedTCI-StateType-r17,7066,1,-,- uplink-PowerControlToAddModList-r17,7067,1,-,- uplink-PowerControlToReleaseList-r17,7072,1,-,- sfnSchemePDCCH-r17,7073,1,-,- sfnSchemePDSCH-r17,7074,1,-,-	
T	SEQUENCE OF	L	7058	1 7 0
T	SSB-MTC-AdditionalPCI-r17	Q	0	additionalPCIIndex-r17,316,0,-,- additionalPCI-r17,42,0,-,- periodicity-r17,7059,0,-,- ssb-PositionsInBurst-r17,7060,0,-,- ss-PBCH-BlockPower-r17,7064,0,-,-	
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	CHOICE	C	0	shortBitmap,7061,0,-,- mediumBitmap,7062,0,-,- longBitmap,7063,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	INTEGER	i	-60 50 0
T	SEQUENCE OF	L	316	1 7 0
T	ENUMERATED	e	separate,joint	-
T	SEQUENCE OF	L	7068	1 64 0
T	Uplink-powerControl-r17	Q	0	ul-powercontrolId-r17,1769,0,-,- p0AlphaSetforPUSCH-r17,7069,1,-,- p0AlphaSetforPUCCH-r17,7069,1,-,- p0AlphaSetforSRS-r17,7069,1,-,-	
T	P0AlphaSet-r17	Q	0	p0-r17,7070,1,-,- alpha-r17,37,1,-,- closedLoopIndex-r17,7071,0,-,-	
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	i0,i1	-
T	SEQUENCE OF	L	1769	1 64 0
T	ENUMERATED	e	sfnSchemeA,sfnSchemeB	-
T	ENUMERATED	e	sfnSchemeA,sfnSchemeB	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	mode2	-
T	TCI-ActivatedConfig-r17	Q	0	pdcch-TCI-r17,7081,0,-,- pdsch-TCI-r17,7082,0,-,-	
T	SEQUENCE OF	L	1092	1 5 0
T	BIT STRING	B	1 128 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,7085,0,-,- setup,7086,0,-,-	
T	NULL	n
T	LTE-NeighCellsCRS-AssistInfoList-r17	L	7087	1 8 0
T	LTE-NeighCellsCRS-AssistInfo-r17	Q	0	neighCarrierBandwidthDL-r17,7088,1,-,- neighCarrierFreqDL-r17,7089,1,-,- neighCellId-r17,839,1,-,- neighCRS-muting-r17,7090,1,-,- neighMBSFN-SubframeConfigList-r17,1067,1,-,- neighNrofCRS-Ports-r17,7091,1,-,- neighV-Shift-r17,7092,1,-,-	
T	ENUMERATED	e	n6,n15,n25,n50,n75,n100,spare2,spare1	-
T	INTEGER	i	0 16383 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n0,n1,n2,n3,n4,n5	-
T	ENUMERATED	e	false	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	cjtSchemeA,cjtSchemeB	-
T	Tag2-r18	Q	0	tag2-Id-r18,6429,0,-,- tag2-flag-r18,7099,0,-,- n-TimingAdvanceOffset2-r18,7100,1,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	n0,n25600,n39936,spare1	-
T	SetupRelease	C	0	release,7102,0,-,- setup,6369,0,-,-	
T	NULL	n
T	INTEGER	i	0 139 0
T	ENUMERATED	e	enabled	-
T	SEQUENCE OF	L	7106	1 4 0
T	MC-DCI-SetOfCells-r18	Q	0	setOfCellsId-r18,7107,0,-,- nCI-Value-r18,7108,0,-,- scheduledCellListDCI-1-3-r18,7109,1,-,- scheduledCellListDCI-0-3-r18,7110,1,-,- scheduledCellComboListDCI-1-3-r18,7111,1,-,- scheduledCellComboListDCI-0-3-r18,7114,1,-,- antennaPortsDCI1-3-r18,7115,1,-,- antennaPortsDCI0-3-r18,7116,1,-,- tpmi-DCI0-3-r18,7117,1,-,- sri-DCI0-3-r18,7118,1,-,- priorityIndicatorDCI-1-3-r18,7119,1,-,- priorityIndicatorDCI-0-3-r18,7120,1,-,- dormancyDCI-1-3-r18,7121,1,-,- dormancyDCI-0-3-r18,7122,1,-,- pdcchMonAdaptDCI-1-3-r18,7123,1,-,- pdcchMonAdaptDCI-0-3-r18,7124,1,-,- minimumSchedulingOffsetK0DCI-1-3-r18,7125,1,-,- minimumSchedulingOffsetK0DCI-0-3-r18,7126,1,-,- pdsch-HARQ-ACK-OneShotFeedbackDCI-1-3-r18,7127,1,-,- pdsch-HARQ-ACK-enhType3DCI-1-3-r18,7128,1,-,- pdsch-HARQ-ACK-enhType3DCIfieldDCI-1-3-r18,7129,1,-,- pdsch-HARQ-ACK-retxDCI-1-3-r18,7130,1,-,- pucch-sSCellDynDCI-1-3-r18,7131,1,-,- tdra-FieldIndexListDCI-1-3-r18,7132,1,-,- tdra-FieldIndexListDCI-0-3-r18,7135,1,-,- rateMatchListDCI-1-3-r18,7138,1,-,- zp-CSI-RSListDCI-1-3-r18,7141,1,-,- tci-ListDCI-1-3-r18,7144,1,-,- srs-RequestListDCI-1-3-r18,7147,1,-,- srs-OffsetListDCI-1-3-r18,7150,1,-,- srs-RequestListDCI-0-3-r18,7153,1,-,- srs-OffsetListDCI-0-3-r18,7154,1,-,-	
T	SetOfCellsId-r18	i	0 3 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	113	2 4 0
T	SEQUENCE OF	L	113	2 4 0
T	SEQUENCE OF	L	7112	1 16 0
T	ScheduledCellCombo-r18	L	7113	1 4 0
T	INTEGER	i	0 3 0
T	SEQUENCE OF	L	7112	1 16 0
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
T	SEQUENCE OF	L	7133	1 32 0
T	TDRA-FieldIndexDCI-1-3-r18	L	7134	2 16 0
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	7136	1 64 0
T	TDRA-FieldIndexDCI-0-3-r18	L	7137	2 16 0
T	INTEGER	i	0 63 0
T	SEQUENCE OF	L	7139	1 16 0
T	RateMatchDCI-1-3-r18	L	7140	1 4 0
T	BIT STRING	B	1 2 0
T	SEQUENCE OF	L	7142	1 8 0
T	ZP-CSI-DCI-1-3-r18	L	7143	1 4 0
T	BIT STRING	B	1 2 0
T	SEQUENCE OF	L	7145	1 16 0
T	TCI-DCI-1-3-r18	L	7146	2 4 0
T	BIT STRING	B	3 3 0
T	SEQUENCE OF	L	7148	1 16 0
T	SRS-RequestCombo-r18	L	7149	1 4 0
T	BIT STRING	B	2 3 0
T	SEQUENCE OF	L	7151	1 8 0
T	SRS-OffsetCombo-r18	L	7152	1 4 0
T	INTEGER	i	0 3 0
T	SEQUENCE OF	L	7148	1 16 0
T	SEQUENCE OF	L	7151	1 8 0
T	SEQUENCE OF	L	7107	1 4 0
T	SetupRelease	C	0	release,7157,0,-,- setup,7158,0,-,-	
T	NULL	n
T	MIMOParam-v1850	Q	0	additionalTDDConfig-perPCI-ToAddModList-r18,7159,1,-,- additionalTDDConfig-perPCI-ToReleaseList-r18,7160,1,-,-	
T	SEQUENCE OF	L	462	1 7 0
T	SEQUENCE OF	L	316	1 7 0
T	SEQUENCE	Q	0	s-SearchDeltaP-Connected-r17,7162,0,-,- t-SearchDeltaP-Connected-r17,7163,0,-,-	
T	ENUMERATED	e	dB3,dB6,dB9,dB12,dB15,spare3,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	GoodServingCellEvaluation-r17	Q	0	offset-r17,7165,1,-,-	
T	ENUMERATED	e	db2,db4,db6,db8	-
T	SetupRelease	C	0	release,7167,0,-,- setup,7168,0,-,-	
T	NULL	n
T	DeactivatedSCG-Config-r17	Q	1	bfd-and-RLM-r17,7169,0,-,-	
T	BOOLEAN	b
T	SEQUENCE OF	L	7171	1 31 0
T	SCellConfig	Q	1	sCellIndex,6646,0,-,- sCellConfigCommon,6687,1,-,- sCellConfigDedicated,6740,1,-,-	gsmtc,713,1,-,-;gsCellState-r16,7172,1,-,- secondaryDRX-GroupConfig-r16,7173,1,-,-;gpreConfGapStatus-r17,7174,1,-,- goodServingCellEvaluationBFD-r17,7164,1,-,- sCellSIB20-r17,7175,1,-,-;gplmn-IdentityInfoList-r17,7178,1,-,- npn-IdentityInfoList-r17,7180,1,-,-
T	ENUMERATED	e	activated	-
T	ENUMERATED	e	true	-
T	BIT STRING	B	8 8 0
T	SetupRelease	C	0	release,7176,0,-,- setup,7177,0,-,-	
T	NULL	n
T	SCellSIB20-r17	O	0 - 0
T	SetupRelease	C	0	release,7179,0,-,- setup,1144,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,7181,0,-,- setup,1154,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	6646	1 31 0
T	ENUMERATED	e	true	-
T	BIT STRING	B	10 10 0
T	SEQUENCE OF	L	1627	1 65536 0
T	SEQUENCE OF	L	650	1 65536 0
T	ENUMERATED	e	lte,nr,both	-
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	113	1 32 0
T	ENUMERATED	e	switchedUL,dualUL	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	mcg,scg,both	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	oneT,twoT	-
T	SEQUENCE OF	L	7199	1 32 0
T	Uu-RelayRLC-ChannelConfig-r17	Q	1	uu-LogicalChannelIdentity-r17,1626,1,-,- uu-RelayRLC-ChannelID-r17,7200,0,-,- reestablishRLC-r17,7201,1,-,- rlc-Config-r17,1629,1,-,- mac-LogicalChannelConfig-r17,1646,1,-,-	
T	Uu-RelayRLC-ChannelID-r17	i	1 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	7200	1 32 0
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	6411	1 32 0
T	SEQUENCE OF	L	7209	1 65536 0
T	IAB-ResourceConfig-r17	Q	1	iab-ResourceConfigID-r17,7210,0,-,- slotList-r17,7211,1,-,- periodicitySlotList-r17,7213,1,-,- slotListSubcarrierSpacing-r17,45,1,-,-	
T	IAB-ResourceConfigID-r17	i	0 65535 0
T	SEQUENCE OF	L	7212	1 5120 0
T	INTEGER	i	0 5119 0
T	ENUMERATED	e	ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms5,ms10,ms20,ms40,ms80,ms160	-
T	SEQUENCE OF	L	7210	1 65536 0
T	ReportUplinkTxDirectCurrentMoreCarrier-r17	L	7216	1 32 0
T	IntraBandCC-CombinationReqList-r17	Q	0	servCellIndexList-r17,7217,0,-,- cc-CombinationList-r17,7218,0,-,-	
T	SEQUENCE OF	L	113	1 32 0
T	SEQUENCE OF	L	7219	1 128 0
T	IntraBandCC-Combination-r17	L	5166	1 32 0
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,7222,0,-,- setup,7223,0,-,-	
T	NULL	n
T	NCR-FwdConfig-r18	Q	1	periodicFwdRsrcSetToAddModList-r18,7224,1,-,- periodicFwdRsrcSetToReleaseList-r18,7285,1,-,- aperiodicFwdConfig-r18,7286,1,-,- semiPersistentFwdRsrcSetToAddModList-r18,7298,1,-,- semiPersistentFwdRsrcSetToReleaseList-r18,7310,1,-,-	
T	SEQUENCE OF	L	7225	1 32 0
T	NCR-PeriodicFwdResourceSet-r18	Q	1	periodicFwdRsrcSetId-r18,7226,0,-,- periodicFwdRsrcToAddModList-r18,7227,1,-,- periodicFwdRsrcToReleaseList-r18,7283,1,-,- referenceSCS-r18,45,1,-,- priorityFlag-r18,7284,1,-,-	
T	NCR-PeriodicFwdResourceSetId-r18	i	0 31 0
T	SEQUENCE OF	L	7228	1 1024 0
T	NCR-PeriodicFwdResource-r18	Q	1	periodicFwdRsrcId-r18,7229,0,-,- beamIndex-r18,7230,0,-,- periodicTimeRsrc-r18,7231,0,-,-	
T	NCR-PeriodicFwdResourceId-r18	i	0 1023 0
T	INTEGER	i	0 63 0
T	SEQUENCE	Q	0	periodicityAndOffset-r18,7232,0,-,- symbolOffset-r18,7281,0,-,- durationInSymbols-r18,7282,0,-,-	
T	NCR-PeriodicityAndOffset-r18	C	0	slot,7233,0,-,- ms,7257,0,-,-	
T	NCR-SlotPeriodicityAndSlotOffset-r18	C	1	sl1,7234,0,-,- sl2,7235,0,-,- sl4,7236,0,-,- sl5,7237,0,-,- sl8,7238,0,-,- sl10,7239,0,-,- sl16,7240,0,-,- sl20,7241,0,-,- sl32,7242,0,-,- sl40,7243,0,-,- sl64,7244,0,-,- sl80,7245,0,-,- sl128,7246,0,-,- sl160,7247,0,-,- sl256,7248,0,-,- sl320,7249,0,-,- sl512,7250,0,-,- sl640,7251,0,-,- sl1024,7252,0,-,- sl1280,7253,0,-,- sl2560,7254,0,-,- sl5120,7255,0,-,- sl10240,7256,0,-,-	
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
T	NCR-MsPeriodicityAndSlotOffset-r18	C	1	ms1,7258,0,-,- ms2,7259,0,-,- ms4,7260,0,-,- ms5,7261,0,-,- ms8,7262,0,-,- ms10,7263,0,-,- ms16,7264,0,-,- ms20,7265,0,-,- ms32,7266,0,-,- ms40,7267,0,-,- ms64,7268,0,-,- ms80,7269,0,-,- ms128,7270,0,-,- ms160,7271,0,-,- ms256,7272,0,-,- ms320,7273,0,-,- ms512,7274,0,-,- ms640,7275,0,-,- ms1024,7276,0,-,- ms1280,7277,0,-,- ms2560,7278,0,-,- ms5120,7279,0,-,- ms10240,7280,0,-,-	
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
T	SEQUENCE OF	L	7229	1 1024 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	7226	1 32 0
T	SetupRelease	C	0	release,7287,0,-,- setup,7288,0,-,-	
T	NULL	n
T	NCR-AperiodicFwdConfig-r18	Q	1	aperiodicFwdTimeRsrcToAddModList-r18,7289,1,-,- aperiodicFwdTimeRsrcToReleaseList-r18,7295,1,-,- referenceSCS-r18,45,1,-,- aperiodicBeamFieldWidth-r18,7296,1,-,- numberOfFields-r18,7297,1,-,-	
T	SEQUENCE OF	L	7290	1 112 0
T	NCR-AperiodicFwdTimeResource-r18	Q	1	aperiodicFwdTimeRsrcId-r18,7291,0,-,- slotOffsetAperiodic-r18,7292,0,-,- symbolOffset-r18,7293,0,-,- durationInSymbols-r18,7294,0,-,-	
T	NCR-AperiodicFwdTimeResourceId-r18	i	0 111 0
T	INTEGER	i	0 14 0
T	INTEGER	i	0 13 0
T	INTEGER	i	1 28 0
T	SEQUENCE OF	L	7291	1 112 0
T	INTEGER	i	1 6 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	7299	1 32 0
T	NCR-SemiPersistentFwdResourceSet-r18	Q	1	semiPersistentFwdRsrcSetId-r18,7300,0,-,- semiPersistentFwdRsrcToAddModList-r18,7301,1,-,- semiPersistentFwdRsrcToReleaseList-r18,7308,1,-,- referenceSCS-r18,45,1,-,- priorityFlag-r18,7309,1,-,-	
T	NCR-SemiPersistentFwdResourceSetId-r18	i	0 31 0
T	SEQUENCE OF	L	7302	1 128 0
T	NCR-SemiPersistentFwdResource-r18	Q	1	semiPersistentFwdRsrcId-r18,7303,0,-,- beamIndex-r18,7304,0,-,- semiPersistentTimeRsrc-r18,7305,0,-,-	
T	NCR-SemiPersistentFwdResourceId-r18	i	0 127 0
T	INTEGER	i	0 63 0
T	SEQUENCE	Q	0	periodicityAndOffset-r18,7232,0,-,- symbolOffset-r18,7306,0,-,- durationInSymbols-r18,7307,0,-,-	
T	INTEGER	i	0 13 0
T	INTEGER	i	1 112 0
T	SEQUENCE OF	L	7303	1 128 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	7300	1 32 0
T	SetupRelease	C	0	release,7312,0,-,- setup,616,0,-,-	
T	NULL	n
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,7316,0,-,- setup,7317,0,-,-	
T	NULL	n
T	UplinkTxSwitchingMoreBands-r18	Q	1	uplinkTxSwitchingBandList-r18,7318,1,-,- uplinkTxSwitchingBandPairList-r18,7319,1,-,- uplinkTxSwitchingAssociatedBandDualUL-List-r18,7325,1,-,-	
T	SEQUENCE OF	L	280	1 32 0
T	UplinkTxSwitchingBandPairList-r18	L	7320	1 32 0
T	UplinkTxSwitchingBandPairConfig-r18	Q	1	bandInfoUL1-r18,7321,0,-,- bandInfoUL2-r18,7321,0,-,- switchingOptionConfigForBandPair-r18,7322,0,-,- switching2T-Mode-r18,7323,1,-,- switchingPeriodConfigForBandPair-r18,7324,1,-,-	
T	UplinkTxSwitchingBandIndex-r18	i	1 32 0
T	ENUMERATED	e	switchedUL,dualUL	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n35us,n140us	-
T	UplinkTxSwitchingAssociatedBandDualUL-List-r18	L	7326	0 32 0
T	UplinkTxSwitchingAssociatedBandDualUL-r18	Q	0	transmitBand-r18,7321,0,-,- associatedBand-r18,7321,0,-,-	
T	CellGrouping-r16	Q	0	mcg-r16,7328,0,-,- scg-r16,7329,0,-,- mode-r16,7330,0,-,-	
T	SEQUENCE OF	L	280	1 1024 0
T	SEQUENCE OF	L	280	1 1024 0
T	ENUMERATED	e	sync,async	-
T	CellIndividualOffsetList-EUTRA-r18	Q	0	physCellId-r18,839,0,-,- cellIndividualOffset-r18,840,0,-,- carrierFreq-r18,3,1,-,-	
T	CellReselectionPriorities	Q	1	freqPriorityListEUTRA,7333,1,-,- freqPriorityListNR,7335,1,-,- t320,7337,1,-,-	gfreqPriorityListDedicatedSlicing-r17,7338,1,-,-
T	FreqPriorityListEUTRA	L	7334	1 8 0
T	FreqPriorityEUTRA	Q	0	carrierFreq,3,0,-,- cellReselectionPriority,703,0,-,- cellReselectionSubPriority,704,1,-,-	
T	FreqPriorityListNR	L	7336	1 8 0
T	FreqPriorityNR	Q	0	carrierFreq,4,0,-,- cellReselectionPriority,703,0,-,- cellReselectionSubPriority,704,1,-,-	
T	ENUMERATED	e	min5,min10,min20,min30,min60,min120,min180,spare1	-
T	FreqPriorityListDedicatedSlicing-r17	L	7339	1 8 0
T	FreqPriorityDedicatedSlicing-r17	Q	0	dl-ExplicitCarrierFreq-r17,4,0,-,- sliceInfoListDedicated-r17,7340,1,-,-	
T	SliceInfoListDedicated-r17	L	7341	1 8 0
T	SliceInfoDedicated-r17	Q	0	nsag-IdentityInfo-r17,959,0,-,- nsag-CellReselectionPriority-r17,703,1,-,- nsag-CellReselectionSubPriority-r17,704,1,-,-	
T	CellsToAddMod	Q	0	physCellId,42,0,-,- cellIndividualOffset,6330,0,-,-	
T	CellsToAddModExt-v1710	Q	0	ntn-PolarizationDL-r17,7344,1,-,- ntn-PolarizationUL-r17,7345,1,-,-	
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	ENUMERATED	e	rhcp,lhcp,linear	-
T	CellsToAddModExt-v1800	Q	0	ntn-NeighbourCellInfo-r18,7347,1,-,-	
T	NTN-NeighbourCellInfo-r18	Q	0	epochTime-r18,977,0,-,- ephemerisInfo-r18,989,0,-,- referenceLocation-r18,308,1,-,-	
T	CellsToAddModList	L	7342	1 32 0
T	CellsToAddModListExt-v1710	L	7343	1 32 0
T	CellsToAddModListExt-v1800	L	7346	1 32 0
T	CellsToAddModListUTRA-FDD-r16	L	7352	1 32 0
T	CellsToAddModUTRA-FDD-r16	Q	0	cellIndexUTRA-FDD-r16,7353,0,-,- physCellId-r16,7354,0,-,-	
T	UTRA-FDD-CellIndex-r16	i	1 32 0
T	PhysCellIdUTRA-FDD-r16	i	0 511 0
T	CellsTriggeredList	L	7356	1 32 0
T	CHOICE	C	0	physCellId,42,0,-,- physCellIdEUTRA,839,0,-,- physCellIdUTRA-FDD-r16,7354,0,-,-	
T	ChoCandidateCell-r17	C	0	cellGlobalId-r17,543,0,-,- pci-arfcn-r17,7358,0,-,-	
T	PCI-ARFCN-NR-r16	Q	0	physCellId-r16,42,0,-,- carrierFreq-r16,4,0,-,-	
T	ChoCandidateCellList-r17	L	7357	1 8 0
T	CipheringAlgorithm	e	nea0,nea1,nea2,nea3,spare4,spare3,spare2,spare1	+
T	ClockQualityMetrics-r18	Q	1	synchronisationState-r18,7362,1,-,- tracebilityToUTC-r18,7363,1,-,- tracebilityToGNSS-r18,7364,1,-,- clockFrequencyStability-r18,7365,1,-,- clockAccuracy-r18,7366,1,-,- parentTimeSource-r18,7369,1,-,-	
T	ENUMERATED	e	locked,holdover,freerun,spare1	-
T	BOOLEAN	b
T	BOOLEAN	b
T	BIT STRING	B	16 16 0
T	CHOICE	C	0	value,7367,0,-,- index,7368,0,-,-	
T	INTEGER	i	1 40000000 0
T	INTEGER	i	32 47 0
T	ENUMERATED	e	syncE,pTP,gNSS,atomicClock,terrestialRadio,serialTimeCode,nTP,handset,other,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CodebookVariantsList-r16	L	3514	1 512 0
T	CommonLocationInfo-r16	Q	0	gnss-TOD-msec-r16,7372,1,-,- locationTimestamp-r16,7373,1,-,- locationCoordinate-r16,7374,1,-,- locationError-r16,7375,1,-,- locationSource-r16,7376,1,-,- velocityEstimate-r16,7377,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	CondExecutionCondToAddMod-r18	Q	1	subsequentCondReconfigId-r18,7379,0,-,- subsequentCondExecutionCond-r18,7380,1,-,- subsequentCondExecutionCondSCG-r18,7382,1,-,-	
T	CondReconfigId-r16	i	1 8 0
T	SEQUENCE OF	L	7381	1 2 0
T	MeasId	i	1 64 0
T	OCTET STRING	O	0 - 0
T	CondExecutionCondToAddModList-r18	L	7378	1 8 0
T	CondExecutionCondToReleaseList-r18	L	7379	1 8 0
T	CondReconfigExecCondSCG-r17	L	7381	1 2 0
T	CondReconfigToAddMod-r16	Q	1	condReconfigId-r16,7379,0,-,- condExecutionCond-r16,7387,1,-,- condRRCReconfig-r16,7388,1,-,-	gcondExecutionCondSCG-r17,7389,1,-,-;gcondExecutionCondPSCell-r18,7390,1,-,- subsequentCondReconfig-r18,7391,1,-,- securityCellSetId-r18,7392,1,-,- scpac-ConfigComplete-r18,7393,1,-,-
T	SEQUENCE OF	L	7381	1 2 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	7381	1 2 0
T	SubsequentCondReconfig-r18	Q	1	condExecutionCondToReleaseList-r18,7384,1,-,- condExecutionCondToAddModList-r18,7383,1,-,-	
T	SecurityCellSetId-r18	i	1 9 0
T	ENUMERATED	e	true	-
T	CondReconfigToAddModList-r16	L	7386	1 8 0
T	CondReconfigToRemoveList-r16	L	7379	1 8 0
T	ConditionalReconfiguration-r16	Q	1	attemptCondReconfig-r16,7397,1,-,- condReconfigToRemoveList-r16,7395,1,-,- condReconfigToAddModList-r16,7394,1,-,-	gscpac-ReferenceConfiguration-r18,7398,1,-,- servingSecurityCellSetId-r18,7392,1,-,- sk-CounterConfiguration-r18,7400,1,-,-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,7399,0,-,- setup,5342,0,-,-	
T	NULL	n
T	SK-CounterConfiguration-r18	Q	0	sk-CounterConfigToReleaseList-r18,7401,1,-,- sk-CounterConfigToAddModList-r18,7402,1,-,-	
T	SEQUENCE OF	L	7392	1 9 0
T	SEQUENCE OF	L	7403	1 9 0
T	SK-CounterConfig-r18	Q	0	securityCellSetId-r18,7392,0,-,- sk-CounterList-r18,7404,0,-,-	
T	SEQUENCE OF	L	7405	1 8 0
T	SK-Counter	i	0 65535 0
T	ConnEstFailReport-r16	Q	1	measResultFailedCell-r16,7407,0,-,- locationInfo-r16,7411,1,-,- measResultNeighCells-r16,7430,0,-,- numberOfConnFail-r16,7440,0,-,- perRAInfoList-r16,7441,0,-,- timeSinceFailure-r16,7452,0,-,-	
T	MeasResultFailedCell-r16	Q	0	cgi-Info,543,0,-,- measResult-r16,7408,0,-,-	
T	SEQUENCE	Q	0	cellResults-r16,7409,0,-,- rsIndexResults-r16,7410,0,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell-r16,5362,0,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes-r16,5364,0,-,-	
T	LocationInfo-r16	Q	1	commonLocationInfo-r16,7371,1,-,- bt-LocationInfo-r16,7412,1,-,- wlan-LocationInfo-r16,7416,1,-,- sensor-LocationInfo-r16,7427,1,-,-	
T	LogMeasResultListBT-r16	L	7413	1 32 0
T	LogMeasResultBT-r16	Q	1	bt-Addr-r16,7414,0,-,- rssi-BT-r16,7415,1,-,-	
T	BIT STRING	B	48 48 0
T	INTEGER	i	-128 127 0
T	LogMeasResultListWLAN-r16	L	7417	1 32 0
T	LogMeasResultWLAN-r16	Q	1	wlan-Identifiers-r16,7418,0,-,- rssiWLAN-r16,7422,1,-,- rtt-WLAN-r16,7423,1,-,-	
T	WLAN-Identifiers-r16	Q	1	ssid-r16,7419,1,-,- bssid-r16,7420,1,-,- hessid-r16,7421,1,-,-	
T	OCTET STRING	O	1 32 0
T	OCTET STRING	O	6 6 0
T	OCTET STRING	O	6 6 0
T	WLAN-RSSI-Range-r16	i	0 141 0
T	WLAN-RTT-r16	Q	1	rttValue-r16,7424,0,-,- rttUnits-r16,7425,0,-,- rttAccuracy-r16,7426,1,-,-	
T	INTEGER	i	0 16777215 0
T	ENUMERATED	e	microseconds,hundredsofnanoseconds,tensofnanoseconds,nanoseconds,tenthsofnanoseconds	+
T	INTEGER	i	0 255 0
T	Sensor-LocationInfo-r16	Q	1	sensor-MeasurementInformation-r16,7428,1,-,- sensor-MotionInformation-r16,7429,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	measResultNeighCellListNR,7431,1,-,- measResultNeighCellListEUTRA,7433,1,-,-	
T	MeasResultList2NR-r16	L	7432	1 8 0
T	MeasResult2NR-r16	Q	0	ssbFrequency-r16,4,1,-,- refFreqCSI-RS-r16,4,1,-,- measResultList-r16,5402,0,-,-	
T	MeasResultList2EUTRA-r16	L	7434	1 8 0
T	MeasResult2EUTRA-r16	Q	0	carrierFreq-r16,3,0,-,- measResultList-r16,7435,0,-,-	
T	MeasResultListEUTRA	L	7436	1 8 0
T	MeasResultEUTRA	Q	1	eutra-PhysCellId,42,0,-,- measResult,7437,0,-,- cgi-Info,5454,1,-,-	
T	MeasQuantityResultsEUTRA	Q	0	rsrp,929,1,-,- rsrq,7438,1,-,- sinr,7439,1,-,-	
T	RSRQ-RangeEUTRA	i	0 34 0
T	SINR-RangeEUTRA	i	0 127 0
T	INTEGER	i	1 8 0
T	PerRAInfoList-r16	L	7442	1 200 0
T	PerRAInfo-r16	C	0	perRASSBInfoList-r16,7443,0,-,- perRACSI-RSInfoList-r16,7450,0,-,-	
T	PerRASSBInfo-r16	Q	0	ssb-Index-r16,40,0,-,- numberOfPreamblesSentOnSSB-r16,7444,0,-,- perRAAttemptInfoList-r16,7445,0,-,-	
T	INTEGER	i	1 200 0
T	PerRAAttemptInfoList-r16	L	7446	1 200 0
T	PerRAAttemptInfo-r16	Q	1	contentionDetected-r16,7447,1,-,- dlRSRPAboveThreshold-r16,7448,1,-,-	gfallbackToFourStepRA-r17,7449,1,-,-
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	PerRACSI-RSInfo-r16	Q	0	csi-RS-Index-r16,5186,0,-,- numberOfPreamblesSentOnCSI-RS-r16,7451,0,-,-	
T	INTEGER	i	1 200 0
T	TimeSinceFailure-r16	i	0 172800 0
T	ConnEstFailReportList-r17	L	7406	1 4 0
T	CounterCheck	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,7456,0,-,-	
T	RRC-TransactionIdentifier	i	0 3 0
T	CHOICE	C	0	counterCheck,7457,0,-,- criticalExtensionsFuture,7464,0,-,-	
T	CounterCheck-IEs	Q	0	drb-CountMSB-InfoList,7458,0,-,- lateNonCriticalExtension,7462,1,-,- nonCriticalExtension,7463,1,-,-	
T	DRB-CountMSB-InfoList	L	7459	1 29 0
T	DRB-CountMSB-Info	Q	0	drb-Identity,14,0,-,- countMSB-Uplink,7460,0,-,- countMSB-Downlink,7461,0,-,-	
T	INTEGER	i	0 33554431 0
T	INTEGER	i	0 33554431 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	CounterCheckResponse	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,7466,0,-,-	
T	CHOICE	C	0	counterCheckResponse,7467,0,-,- criticalExtensionsFuture,7474,0,-,-	
T	CounterCheckResponse-IEs	Q	0	drb-CountInfoList,7468,0,-,- lateNonCriticalExtension,7472,1,-,- nonCriticalExtension,7473,1,-,-	
T	DRB-CountInfoList	L	7469	0 29 0
T	DRB-CountInfo	Q	0	drb-Identity,14,0,-,- count-Uplink,7470,0,-,- count-Downlink,7471,0,-,-	
T	INTEGER	i	0 4294967295 0
T	INTEGER	i	0 4294967295 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DL-CCCH-Message	Q	0	message,7476,0,-,-	
T	DL-CCCH-MessageType	C	0	c1,7477,0,-,- messageClassExtension,8226,0,-,-	
T	CHOICE	C	0	rrcReject,7478,0,-,- rrcSetup,7485,0,-,- spare2,8224,0,-,- spare1,8225,0,-,-	
T	RRCReject	Q	0	criticalExtensions,7479,0,-,-	
T	CHOICE	C	0	rrcReject,7480,0,-,- criticalExtensionsFuture,7484,0,-,-	
T	RRCReject-IEs	Q	0	waitTime,7481,1,-,- lateNonCriticalExtension,7482,1,-,- nonCriticalExtension,7483,1,-,-	
T	RejectWaitTime	i	1 16 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCSetup	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,7486,0,-,-	
T	CHOICE	C	0	rrcSetup,7487,0,-,- criticalExtensionsFuture,8223,0,-,-	
T	RRCSetup-IEs	Q	0	radioBearerConfig,7488,0,-,- masterCellGroup,7595,0,-,- lateNonCriticalExtension,7596,1,-,- nonCriticalExtension,7597,1,-,-	
T	RadioBearerConfig	Q	1	srb-ToAddModList,7489,1,-,- srb3-ToRelease,7562,1,-,- drb-ToAddModList,7563,1,-,- drb-ToReleaseList,7579,1,-,- securityConfig,7580,1,-,-	gmrb-ToAddModList-r17,7584,1,-,- mrb-ToReleaseList-r17,7592,1,-,- srb4-ToAddMod-r17,7490,1,-,- srb4-ToRelease-r17,7593,1,-,-;gsrb5-ToAddMod-r18,7490,1,-,- srb5-ToRelease-r18,7594,1,-,-
T	SRB-ToAddModList	L	7490	1 2 0
T	SRB-ToAddMod	Q	1	srb-Identity,6402,0,-,- reestablishPDCP,7491,1,-,- discardOnPDCP,7492,1,-,- pdcp-Config,7493,1,-,-	gsrb-Identity-v1700,6415,1,-,-;gsrb-Identity-v1800,6416,1,-,- n3c-BearerAssociated-r18,7561,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	PDCP-Config	Q	1	drb,7494,1,-,- moreThanOneRLC,7521,1,-,- t-Reordering,7525,1,-,-	gcipheringDisabled,7526,1,-,-;gdiscardTimerExt-r16,7527,1,-,- moreThanTwoRLC-DRB-r16,7530,1,-,- ethernetHeaderCompression-r16,7533,1,-,-;gsurvivalTimeStateSupport-r17,7543,1,-,- uplinkDataCompression-r17,7544,1,-,- discardTimerExt2-r17,7551,1,-,- initialRX-DELIV-r17,7554,1,-,-;gpdu-SetDiscard-r18,7555,1,-,- discardTimerForLowImportance-r18,7556,1,-,- primaryPathOnIndirectPath-r18,7559,1,-,- sn-GapReport-r18,7560,1,-,-
T	SEQUENCE	Q	0	discardTimer,7495,1,-,- pdcp-SN-SizeUL,7496,1,-,- pdcp-SN-SizeDL,7497,1,-,- headerCompression,7498,0,-,- integrityProtection,7518,1,-,- statusReportRequired,7519,1,-,- outOfOrderDelivery,7520,1,-,-	
T	ENUMERATED	e	ms10,ms20,ms30,ms40,ms50,ms60,ms75,ms100,ms150,ms200,ms250,ms300,ms500,ms750,ms1500,infinity	-
T	ENUMERATED	e	len12bits,len18bits	-
T	ENUMERATED	e	len12bits,len18bits	-
T	CHOICE	C	1	notUsed,7499,0,-,- rohc,7500,0,-,- uplinkOnlyROHC,7513,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	maxCID,7501,1,i15,- profiles,7502,0,-,- drb-ContinueROHC,7512,1,-,-	
T	INTEGER	i	1 16383 0
T	SEQUENCE	Q	0	profile0x0001,7503,0,-,- profile0x0002,7504,0,-,- profile0x0003,7505,0,-,- profile0x0004,7506,0,-,- profile0x0006,7507,0,-,- profile0x0101,7508,0,-,- profile0x0102,7509,0,-,- profile0x0103,7510,0,-,- profile0x0104,7511,0,-,-	
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
T	SEQUENCE	Q	0	maxCID,7514,1,i15,- profiles,7515,0,-,- drb-ContinueROHC,7517,1,-,-	
T	INTEGER	i	1 16383 0
T	SEQUENCE	Q	0	profile0x0006,7516,0,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	primaryPath,7522,0,-,- ul-DataSplitThreshold,7523,1,-,- pdcp-Duplication,7524,1,-,-	
T	SEQUENCE	Q	0	cellGroup,6398,1,-,- logicalChannel,1626,1,-,-	
T	UL-DataSplitThreshold	e	b0,b100,b200,b400,b800,b1600,b3200,b6400,b12800,b25600,b51200,b102400,b204800,b409600,b819200,b1228800,b1638400,b2457600,b3276800,b4096000,b4915200,b5734400,b6553600,infinity,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	BOOLEAN	b
T	ENUMERATED	e	ms0,ms1,ms2,ms4,ms5,ms8,ms10,ms15,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms120,ms140,ms160,ms180,ms200,ms220,ms240,ms260,ms280,ms300,ms500,ms750,ms1000,ms1250,ms1500,ms1750,ms2000,ms2250,ms2500,ms2750,ms3000,spare28,spare27,spare26,spare25,spare24,spare23,spare22,spare21,spare20,spare19,spare18,spare17,spare16,spare15,spare14,spare13,spare12,spare11,spare10,spare09,spare08,spare07,spare06,spare05,spare04,spare03,spare02,spare01	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,7528,0,-,- setup,7529,0,-,-	
T	NULL	n
T	DiscardTimerExt-r16	e	ms0dot5,ms1,ms2,ms4,ms6,ms8,spare2,spare1	-
T	SEQUENCE	Q	0	splitSecondaryPath-r16,1626,1,-,- duplicationState-r16,7531,1,-,-	
T	SEQUENCE OF	L	7532	3 3 0
T	BOOLEAN	b
T	SetupRelease	C	0	release,7534,0,-,- setup,7535,0,-,-	
T	NULL	n
T	EthernetHeaderCompression-r16	Q	0	ehc-Common-r16,7536,0,-,- ehc-Downlink-r16,7538,1,-,- ehc-Uplink-r16,7540,1,-,-	
T	SEQUENCE	Q	1	ehc-CID-Length-r16,7537,0,-,-	
T	ENUMERATED	e	bits7,bits15	-
T	SEQUENCE	Q	1	drb-ContinueEHC-DL-r16,7539,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	1	maxCID-EHC-UL-r16,7541,0,-,- drb-ContinueEHC-UL-r16,7542,1,-,-	
T	INTEGER	i	1 32767 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,7545,0,-,- setup,7546,0,-,-	
T	NULL	n
T	UplinkDataCompression-r17	C	0	newSetup,7547,0,-,- drb-ContinueUDC,7550,0,-,-	
T	SEQUENCE	Q	0	bufferSize-r17,7548,0,-,- dictionary-r17,7549,1,-,-	
T	ENUMERATED	e	kbyte2,kbyte4,kbyte8,spare1	-
T	ENUMERATED	e	sip-SDP,operator	-
T	NULL	n
T	SetupRelease	C	0	release,7552,0,-,- setup,7553,0,-,-	
T	NULL	n
T	DiscardTimerExt2-r17	e	ms2000,spare3,spare2,spare1	-
T	BIT STRING	B	32 32 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,7557,0,-,- setup,7558,0,-,-	
T	NULL	n
T	DiscardTimerForLowImportance-r18	e	ms0,ms2,ms4,ms6,ms8,ms10,ms12,ms14,ms18,ms22,ms26,ms30,ms40,ms50,ms75,ms100	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	DRB-ToAddModList	L	7564	1 29 0
T	DRB-ToAddMod	Q	1	cnAssociation,7565,1,-,- drb-Identity,14,0,-,- reestablishPDCP,7575,1,-,- recoverPDCP,7576,1,-,- pdcp-Config,7493,1,-,-	gdaps-Config-r16,7577,1,-,-;gn3c-BearerAssociated-r18,7578,1,-,-
T	CHOICE	C	0	eps-BearerIdentity,7566,0,-,- sdap-Config,7567,0,-,-	
T	INTEGER	i	0 15 0
T	SDAP-Config	Q	1	pdu-Session,7568,0,-,- sdap-HeaderDL,7569,0,-,- sdap-HeaderUL,7570,0,-,- defaultDRB,7571,0,-,- mappedQoS-FlowsToAdd,7572,1,-,- mappedQoS-FlowsToRelease,7574,1,-,-	
T	PDU-SessionID	i	0 255 0
T	ENUMERATED	e	present,absent	-
T	ENUMERATED	e	present,absent	-
T	BOOLEAN	b
T	SEQUENCE OF	L	7573	1 64 0
T	QFI	i	0 63 0
T	SEQUENCE OF	L	7573	1 64 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	DRB-ToReleaseList	L	14	1 29 0
T	SecurityConfig	Q	1	securityAlgorithmConfig,7581,1,-,- keyToUse,7583,1,-,-	
T	SecurityAlgorithmConfig	Q	1	cipheringAlgorithm,7360,0,-,- integrityProtAlgorithm,7582,1,-,-	
T	IntegrityProtAlgorithm	e	nia0,nia1,nia2,nia3,spare4,spare3,spare2,spare1	+
T	ENUMERATED	e	master,secondary	-
T	MRB-ToAddModList-r17	L	7585	1 32 0
T	MRB-ToAddMod-r17	Q	1	mbs-SessionId-r17,7586,1,-,- mrb-Identity-r17,6413,0,-,- mrb-IdentityNew-r17,6413,1,-,- reestablishPDCP-r17,7590,1,-,- recoverPDCP-r17,7591,1,-,- pdcp-Config-r17,7493,1,-,-	
T	TMGI-r17	Q	0	plmn-Id-r17,7587,0,-,- serviceId-r17,7589,0,-,-	
T	CHOICE	C	0	plmn-Index,7588,0,-,- explicitValue,253,0,-,-	
T	INTEGER	i	1 12 0
T	OCTET STRING	O	3 3 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	MRB-ToReleaseList-r17	L	6413	1 32 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRCSetup-v1700-IEs	Q	0	sl-ConfigDedicatedNR-r17,7598,1,-,- sl-L2RemoteUE-Config-r17,8204,1,-,- nonCriticalExtension,8222,1,-,-	
T	SL-ConfigDedicatedNR-r16	Q	1	sl-PHY-MAC-RLC-Config-r16,7599,1,-,- sl-RadioBearerToReleaseList-r16,8033,1,-,- sl-RadioBearerToAddModList-r16,8034,1,-,- sl-MeasConfigInfoToReleaseList-r16,8064,1,-,- sl-MeasConfigInfoToAddModList-r16,8066,1,-,- t400-r16,8095,1,-,-	gsl-PHY-MAC-RLC-Config-v1700,8096,1,-,- sl-DiscConfig-r17,8179,1,-,-;gsl-DiscConfig-v1800,8189,1,-,-;gsl-DiscConfig-v1830,8196,1,-,-;gsl-DiscConfig-v1840,8200,1,-,-
T	SL-PHY-MAC-RLC-Config-r16	Q	0	sl-ScheduledConfig-r16,7600,1,-,- sl-UE-SelectedConfig-r16,7643,1,-,- sl-FreqInfoToReleaseList-r16,7684,1,-,- sl-FreqInfoToAddModList-r16,7686,1,-,- sl-RLC-BearerToReleaseList-r16,8003,1,-,- sl-RLC-BearerToAddModList-r16,8005,1,-,- sl-MaxNumConsecutiveDTX-r16,8027,1,-,- sl-CSI-Acquisition-r16,8028,1,-,- sl-CSI-SchedulingRequestId-r16,8029,1,-,- sl-SSB-PriorityNR-r16,8031,1,-,- networkControlledSyncTx-r16,8032,1,-,-	
T	SetupRelease	C	0	release,7601,0,-,- setup,7602,0,-,-	
T	NULL	n
T	SL-ScheduledConfig-r16	Q	1	sl-RNTI-r16,1,0,-,- mac-MainConfigSL-r16,7603,1,-,- sl-CS-RNTI-r16,1,1,-,- sl-PSFCH-ToPUCCH-r16,7606,1,-,- sl-ConfiguredGrantConfigList-r16,7608,1,-,-	gsl-DCI-ToSL-Trans-r16,7631,1,-,-;gsl-ConfiguredGrantConfigDedicatedSL-PRS-RP-List-r18,7633,1,-,- sl-PRS-RNTI-r18,1,1,-,- sl-PRS-CS-RNTI-r18,1,1,-,-
T	MAC-MainConfigSL-r16	Q	1	sl-BSR-Config-r16,1667,1,-,- ul-PrioritizationThres-r16,7604,1,-,- sl-PrioritizationThres-r16,7605,1,-,-	
T	INTEGER	i	1 16 0
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	7607	1 8 0
T	INTEGER	i	0 15 0
T	SL-ConfiguredGrantConfigList-r16	Q	0	sl-ConfiguredGrantConfigToReleaseList-r16,7609,1,-,- sl-ConfiguredGrantConfigToAddModList-r16,7611,1,-,-	
T	SEQUENCE OF	L	7610	1 8 0
T	SL-ConfigIndexCG-r16	i	0 7 0
T	SEQUENCE OF	L	7612	1 8 0
T	SL-ConfiguredGrantConfig-r16	Q	1	sl-ConfigIndexCG-r16,7610,0,-,- sl-PeriodCG-r16,7613,1,-,- sl-NrOfHARQ-Processes-r16,7616,1,-,- sl-HARQ-ProcID-offset-r16,7617,1,-,- sl-CG-MaxTransNumList-r16,7618,1,-,- rrc-ConfiguredSidelinkGrant-r16,7622,1,-,-	gsl-N1PUCCH-AN-Type2-r16,1934,1,-,-;gsl-StartRBsetCG-Type1-r18,7630,1,-,-
T	SL-PeriodCG-r16	C	0	sl-PeriodCG1-r16,7614,0,-,- sl-PeriodCG2-r16,7615,0,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 99 0
T	INTEGER	i	1 16 0
T	INTEGER	i	0 15 0
T	SL-CG-MaxTransNumList-r16	L	7619	1 8 0
T	SL-CG-MaxTransNum-r16	Q	0	sl-Priority-r16,7620,0,-,- sl-MaxTransNum-r16,7621,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 32 0
T	SEQUENCE	Q	0	sl-TimeResourceCG-Type1-r16,7623,1,-,- sl-StartSubchannelCG-Type1-r16,7624,1,-,- sl-FreqResourceCG-Type1-r16,7625,1,-,- sl-TimeOffsetCG-Type1-r16,7626,1,-,- sl-N1PUCCH-AN-r16,1934,1,-,- sl-PSFCH-ToPUCCH-CG-Type1-r16,7627,1,-,- sl-ResourcePoolID-r16,7628,1,-,- sl-TimeReferenceSFN-Type1-r16,7629,1,-,-	
T	INTEGER	i	0 496 0
T	INTEGER	i	0 26 0
T	INTEGER	i	0 6929 0
T	INTEGER	i	0 7999 0
T	INTEGER	i	0 15 0
T	SL-ResourcePoolID-r16	i	1 16 0
T	ENUMERATED	e	sfn512	-
T	INTEGER	i	0 4 0
T	SEQUENCE OF	L	7632	1 8 0
T	INTEGER	i	1 32 0
T	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-List-r18	Q	0	sl-ConfiguredGrantConfigDedicatedSL-PRS-RP-ToReleaseList-r18,7634,1,-,- sl-ConfiguredGrantConfigDedicatedSL-PRS-RP-ToAddModList-r18,7635,1,-,-	
T	SEQUENCE OF	L	7610	1 8 0
T	SEQUENCE OF	L	7636	1 8 0
T	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-r18	Q	0	sl-PRS-ConfigIndexCG-r18,7610,0,-,- sl-PRS-PeriodCG-r18,7613,1,-,- sl-PRS-ResourcePoolID-r18,7628,1,-,- rrc-ConfiguredSidelinkGrantDedicatedSL-PRS-RP-r18,7637,0,-,-	
T	SEQUENCE	Q	0	sl-TimeOffsetCG-Type1-r18,7638,1,-,- sl-TimeReferenceSFN-Type1-r18,7639,1,-,- sl-TimeResourceCG-Type1-r18,7640,1,-,- sl-PRS-ResourceIndicationFirstType1-r18,7641,1,-,- sl-PRS-ResourceIndicationFutureType1-r18,7642,1,-,-	
T	INTEGER	i	0 7999 0
T	ENUMERATED	e	sfn512	-
T	INTEGER	i	0 496 0
T	INTEGER	i	0 11 0
T	INTEGER	i	0 143 0
T	SetupRelease	C	0	release,7644,0,-,- setup,7645,0,-,-	
T	NULL	n
T	SL-UE-SelectedConfig-r16	Q	1	sl-PSSCH-TxConfigList-r16,7646,1,-,- sl-ProbResourceKeep-r16,7664,1,-,- sl-ReselectAfter-r16,7665,1,-,- sl-CBR-CommonTxConfigList-r16,7666,1,-,- ul-PrioritizationThres-r16,7673,1,-,- sl-PrioritizationThres-r16,7674,1,-,-	gsl-CBR-CommonTxDedicatedSL-PRS-RP-List-r18,7675,1,-,-
T	SL-PSSCH-TxConfigList-r16	L	7647	1 16 0
T	SL-PSSCH-TxConfig-r16	Q	1	sl-TypeTxSync-r16,7648,1,-,- sl-ThresUE-Speed-r16,7649,0,-,- sl-ParametersAboveThres-r16,7650,0,-,- sl-ParametersBelowThres-r16,7650,0,-,-	gsl-ParametersAboveThres-v1650,7659,1,-,- sl-ParametersBelowThres-v1650,7659,1,-,-
T	SL-TypeTxSync-r16	e	gnss,gnbEnb,ue	-
T	ENUMERATED	e	kmph60,kmph80,kmph100,kmph120,kmph140,kmph160,kmph180,kmph200	-
T	SL-PSSCH-TxParameters-r16	Q	0	sl-MinMCS-PSSCH-r16,7651,0,-,- sl-MaxMCS-PSSCH-r16,7652,0,-,- sl-MinSubChannelNumPSSCH-r16,7653,0,-,- sl-MaxSubchannelNumPSSCH-r16,7654,0,-,- sl-MaxTxTransNumPSSCH-r16,7655,0,-,- sl-MaxTxPower-r16,7656,1,-,-	
T	INTEGER	i	0 27 0
T	INTEGER	i	0 31 0
T	INTEGER	i	1 27 0
T	INTEGER	i	1 27 0
T	INTEGER	i	1 32 0
T	SL-TxPower-r16	C	0	minusinfinity-r16,7657,0,-,- txPower-r16,7658,0,-,-	
T	NULL	n
T	INTEGER	i	-30 33 0
T	SL-MinMaxMCS-List-r16	L	7660	1 3 0
T	SL-MinMaxMCS-Config-r16	Q	0	sl-MCS-Table-r16,7661,0,-,- sl-MinMCS-PSSCH-r16,7662,0,-,- sl-MaxMCS-PSSCH-r16,7663,0,-,-	
T	ENUMERATED	e	qam64,qam256,qam64LowSE	-
T	INTEGER	i	0 27 0
T	INTEGER	i	0 31 0
T	ENUMERATED	e	v0,v0dot2,v0dot4,v0dot6,v0dot8	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n7,n8,n9	-
T	SL-CBR-CommonTxConfigList-r16	Q	0	sl-CBR-RangeConfigList-r16,7667,1,-,- sl-CBR-PSSCH-TxConfigList-r16,7670,1,-,-	
T	SEQUENCE OF	L	7668	1 8 0
T	SL-CBR-LevelsConfig-r16	L	7669	1 16 0
T	SL-CBR-r16	i	0 100 0
T	SEQUENCE OF	L	7671	1 64 0
T	SL-CBR-PSSCH-TxConfig-r16	Q	0	sl-CR-Limit-r16,7672,1,-,- sl-TxParameters-r16,7650,1,-,-	
T	INTEGER	i	0 10000 0
T	INTEGER	i	1 16 0
T	INTEGER	i	1 8 0
T	SL-CBR-CommonTxDedicatedSL-PRS-RP-List-r18	Q	0	sl-CBR-RangeDedicatedSL-PRS-RP-List-r18,7676,1,-,- sl-CBR-SL-PRS-TxConfigList-r18,7679,1,-,-	
T	SEQUENCE OF	L	7677	1 7 0
T	SL-CBR-LevelsDedicatedSL-PRS-RP-r18	L	7678	0 15 0
T	SL-CBR-DedicatedSL-PRS-RP-r18	i	0 100 0
T	SEQUENCE OF	L	7680	1 64 0
T	SL-CBR-SL-PRS-TxConfig-r18	Q	0	sl-PRS-CR-Limit-r18,7681,1,-,- sl-PRS-MaxTx-power-r18,7682,1,-,- sl-PRS-MaxNum-Transmissions-r18,7683,1,-,-	
T	INTEGER	i	0 10000 0
T	INTEGER	i	-30 33 0
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	7685	1 8 0
T	SL-Freq-Id-r16	i	1 8 0
T	SEQUENCE OF	L	7687	1 8 0
T	SL-FreqConfig-r16	Q	0	sl-Freq-Id-r16,7685,0,-,- sl-SCS-SpecificCarrierList-r16,7688,0,-,- sl-AbsoluteFrequencyPointA-r16,4,1,-,- sl-AbsoluteFrequencySSB-r16,4,1,-,- frequencyShift7p5khzSL-r16,7689,1,-,- valueN-r16,7690,0,-,- sl-BWP-ToReleaseList-r16,7691,1,-,- sl-BWP-ToAddModList-r16,7692,1,-,- sl-SyncConfigList-r16,7989,1,-,- sl-SyncPriority-r16,8002,1,-,-	
T	SEQUENCE OF	L	146	1 5 0
T	ENUMERATED	e	true	-
T	INTEGER	i	-1 1 0
T	SEQUENCE OF	L	119	1 4 0
T	SEQUENCE OF	L	7693	1 4 0
T	SL-BWP-Config-r16	Q	1	sl-BWP-Id,119,0,-,- sl-BWP-Generic-r16,7694,1,-,- sl-BWP-PoolConfig-r16,7728,1,-,-	gsl-BWP-PoolConfigPS-r17,7917,1,-,- sl-BWP-DiscPoolConfig-r17,7919,1,-,-;gsl-BWP-PoolConfigA2X-r18,7917,1,-,- sl-BWP-PRS-PoolConfig-r18,7923,1,-,-
T	SL-BWP-Generic-r16	Q	1	sl-BWP-r16,133,1,-,- sl-LengthSymbols-r16,7695,1,-,- sl-StartSymbol-r16,7696,1,-,- sl-PSBCH-Config-r16,7697,1,-,- sl-TxDirectCurrentLocation-r16,7703,1,-,-	gsl-Unlicensed-r18,7704,1,-,-
T	ENUMERATED	e	sym7,sym8,sym9,sym10,sym11,sym12,sym13,sym14	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4,sym5,sym6,sym7	-
T	SetupRelease	C	0	release,7698,0,-,- setup,7699,0,-,-	
T	NULL	n
T	SL-PSBCH-Config-r16	Q	1	dl-P0-PSBCH-r16,7700,1,-,- dl-Alpha-PSBCH-r16,7701,1,-,-	gdl-P0-PSBCH-r17,7702,1,-,-
T	INTEGER	i	-16 15 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-202 24 0
T	INTEGER	i	0 3301 0
T	SetupRelease	C	0	release,7705,0,-,- setup,7706,0,-,-	
T	NULL	n
T	SL-Unlicensed-r18	Q	0	sl-LBT-FailureRecoveryConfig-r18,7707,1,-,- sl-StartingSymbolFirst-r18,7713,1,-,- sl-StartingSymbolSecond-r18,7714,1,-,- sl-TransmissionStructureForPSCCHandPSSCH-r18,7715,1,-,- sl-GapOfAdditionalSSSB-Occasion-r18,7716,1,-,- sl-AbsoluteFrequencySSB-NonAnchorList-r18,7717,1,-,- sl-CPE-StartingPositionS-SSB-r18,7718,1,-,- sl-CWS-ForPsschWithoutHarqAck-r18,7719,1,-,- sl-NumOfAdditionalSSSBOccasion-r18,7720,1,-,- sl-SSSBPowerOffsetOfAnchorRBSet-r18,7721,1,-,- sl-RBSetConfigList-r18,7722,1,-,- sl-IntraCellGuardBandsSL-List-r18,7727,1,-,-	
T	SetupRelease	C	0	release,7708,0,-,- setup,7709,0,-,-	
T	NULL	n
T	SL-LBT-FailureRecoveryConfig-r18	Q	1	sl-LBT-FailureInstanceMaxCount-r18,7710,1,-,- sl-LBT-FailureDetectionTimer-r18,7711,1,-,- sl-LBT-RecoveryTimer-r18,7712,1,-,-	
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
T	SEQUENCE OF	L	7723	1 5 0
T	SL-RBSetConfig-r18	Q	0	sl-RBSetIndex-r18,7724,0,-,- sl-NumOfSSSBRepetition-r18,7725,1,-,- sl-GapBetweenSSSBRepetition-r18,7726,1,-,-	
T	INTEGER	i	0 4 0
T	INTEGER	i	2 9 0
T	INTEGER	i	1 84 0
T	SEQUENCE OF	L	6925	1 5 0
T	SL-BWP-PoolConfig-r16	Q	0	sl-RxPool-r16,7729,1,-,- sl-TxPoolSelectedNormal-r16,7913,1,-,- sl-TxPoolScheduling-r16,7913,1,-,- sl-TxPoolExceptional-r16,7916,1,-,-	
T	SEQUENCE OF	L	7730	1 16 0
T	SL-ResourcePool-r16	Q	1	sl-PSCCH-Config-r16,7731,1,-,- sl-PSSCH-Config-r16,7738,1,-,- sl-PSFCH-Config-r16,7746,1,-,- sl-SyncAllowed-r16,7755,1,-,- sl-SubchannelSize-r16,7759,1,-,- dummy,7760,1,-,- sl-StartRB-Subchannel-r16,7761,1,-,- sl-NumSubchannel-r16,7762,1,-,- sl-Additional-MCS-Table-r16,7763,1,-,- sl-ThreshS-RSSI-CBR-r16,7764,1,-,- sl-TimeWindowSizeCBR-r16,7765,1,-,- sl-TimeWindowSizeCR-r16,7766,1,-,- sl-PTRS-Config-r16,7767,1,-,- sl-UE-SelectedConfigRP-r16,7773,1,-,- sl-RxParametersNcell-r16,7798,1,-,- sl-ZoneConfigMCR-List-r16,7800,1,-,- sl-FilterCoefficient-r16,7806,1,-,- sl-RB-Number-r16,7807,1,-,- sl-PreemptionEnable-r16,7808,1,-,- sl-PriorityThreshold-UL-URLLC-r16,7809,1,-,- sl-PriorityThreshold-r16,7810,1,-,- sl-X-Overhead-r16,7811,1,-,- sl-PowerControl-r16,7812,1,-,- sl-TxPercentageList-r16,7823,1,-,- sl-MinMaxMCS-List-r16,7659,1,-,-	gsl-TimeResource-r16,7827,1,-,-;gsl-PBPS-CPS-Config-r17,7828,1,-,- sl-InterUE-CoordinationConfig-r17,7843,1,-,-;gsl-CPE-StartingPositionsPSCCH-PSSCH-InitiateCOT-List-r18,7876,1,-,- sl-CPE-StartingPositionsPSCCH-PSSCH-InitiateCOT-Default-r18,7883,1,-,- sl-CPE-StartingPositionsPSCCH-PSSCH-WithinCOT-List-r18,7876,1,-,- sl-CPE-StartingPositionsPSCCH-PSSCH-WithinCOT-Default-r18,7884,1,-,- sl-Type1-LBT-BlockingOption1-r18,7885,1,-,- sl-Type1-LBT-BlockingOption2-r18,7886,1,-,- sl-NumInterlacePerSubchannel-r18,7887,1,-,- sl-NumReferencePRBs-OfInterlace-r18,7888,1,-,- sl-TransmissionStructureForPSFCH-r18,7889,1,-,- sl-NumDedicatedPRBs-ForPSFCH-r18,7890,1,-,- sl-NumPSFCH-Occasions-r18,7891,1,-,- sl-PSFCH-CommonInterlaceIndex-r18,7892,1,-,- sl-CPE-StartingPositionPSFCH-r18,7893,1,-,- sl-NumRefSymbolLength-r18,7894,1,-,- sl-PSFCH-RB-SetList-r18,7895,1,-,- sl-IUC-RB-SetList-r18,7897,1,-,- sl-PSFCH-PowerOffset-r18,7899,1,-,- sl-RBSetIndexOfResourcePool-r18,7900,1,-,- sl-A2X-Service-r18,7902,1,-,- sl-PRS-ResourcesSharedSL-PRS-RP-r18,7903,1,-,- numSym-SL-PRS-2ndStageSCI-r18,7911,1,-,- sl-SCI-basedSL-PRS-TxTriggerSCI2-D-r18,7912,1,-,-
T	SetupRelease	C	0	release,7732,0,-,- setup,7733,0,-,-	
T	NULL	n
T	SL-PSCCH-Config-r16	Q	1	sl-TimeResourcePSCCH-r16,7734,1,-,- sl-FreqResourcePSCCH-r16,7735,1,-,- sl-DMRS-ScrambleID-r16,7736,1,-,- sl-NumReservedBits-r16,7737,1,-,-	
T	ENUMERATED	e	n2,n3	-
T	ENUMERATED	e	n10,n12,n15,n20,n25	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	2 4 0
T	SetupRelease	C	0	release,7739,0,-,- setup,7740,0,-,-	
T	NULL	n
T	SL-PSSCH-Config-r16	Q	1	sl-PSSCH-DMRS-TimePatternList-r16,7741,1,-,- sl-BetaOffsets2ndSCI-r16,7743,1,-,- sl-Scaling-r16,7745,1,-,-	
T	SEQUENCE OF	L	7742	1 3 0
T	INTEGER	i	2 4 0
T	SEQUENCE OF	L	7744	4 4 0
T	SL-BetaOffsets-r16	i	0 31 0
T	ENUMERATED	e	f0p5,f0p65,f0p8,f1	-
T	SetupRelease	C	0	release,7747,0,-,- setup,7748,0,-,-	
T	NULL	n
T	SL-PSFCH-Config-r16	Q	1	sl-PSFCH-Period-r16,7749,1,-,- sl-PSFCH-RB-Set-r16,7750,1,-,- sl-NumMuxCS-Pair-r16,7751,1,-,- sl-MinTimeGapPSFCH-r16,7752,1,-,- sl-PSFCH-HopID-r16,7753,1,-,- sl-PSFCH-CandidateResourceType-r16,7754,1,-,-	
T	ENUMERATED	e	sl0,sl1,sl2,sl4	-
T	BIT STRING	B	10 275 0
T	ENUMERATED	e	n1,n2,n3,n6	-
T	ENUMERATED	e	sl2,sl3	-
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	startSubCH,allocSubCH	-
T	SL-SyncAllowed-r16	Q	0	gnss-Sync-r16,7756,1,-,- gnbEnb-Sync-r16,7757,1,-,- ue-Sync-r16,7758,1,-,-	
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
T	SL-PTRS-Config-r16	Q	1	sl-PTRS-FreqDensity-r16,7768,1,-,- sl-PTRS-TimeDensity-r16,7770,1,-,- sl-PTRS-RE-Offset-r16,7772,1,-,-	
T	SEQUENCE OF	L	7769	2 2 0
T	INTEGER	i	1 276 0
T	SEQUENCE OF	L	7771	3 3 0
T	INTEGER	i	0 29 0
T	ENUMERATED	e	offset01,offset10,offset11	-
T	SL-UE-SelectedConfigRP-r16	Q	1	sl-CBR-PriorityTxConfigList-r16,7774,1,-,- sl-Thres-RSRP-List-r16,7781,1,-,- sl-MultiReserveResource-r16,7783,1,-,- sl-MaxNumPerReserve-r16,7784,1,-,- sl-SensingWindow-r16,7785,1,-,- sl-SelectionWindowList-r16,7786,1,-,- sl-ResourceReservePeriodList-r16,7790,1,-,- sl-RS-ForSensing-r16,7794,0,-,-	gsl-CBR-PriorityTxConfigList-v1650,7795,1,-,-;gsl-NRPSSCH-EUTRA-ThresRSRP-List-r18,7781,1,-,- sl-NRPSFCH-EUTRA-ThresRSRP-List-r18,7781,1,-,-
T	SL-CBR-PriorityTxConfigList-r16	L	7775	1 8 0
T	SL-PriorityTxConfigIndex-r16	Q	0	sl-PriorityThreshold-r16,7776,1,-,- sl-DefaultTxConfigIndex-r16,7777,1,-,- sl-CBR-ConfigIndex-r16,7778,1,-,- sl-Tx-ConfigIndexList-r16,7779,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	7780	1 16 0
T	SL-TxConfigIndex-r16	i	0 63 0
T	SL-Thres-RSRP-List-r16	L	7782	64 64 0
T	SL-Thres-RSRP-r16	i	0 66 0
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	n2,n3	-
T	ENUMERATED	e	ms100,ms1100	-
T	SL-SelectionWindowList-r16	L	7787	8 8 0
T	SL-SelectionWindowConfig-r16	Q	0	sl-Priority-r16,7788,0,-,- sl-SelectionWindow-r16,7789,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n1,n5,n10,n20	-
T	SEQUENCE OF	L	7791	1 16 0
T	SL-ResourceReservePeriod-r16	C	0	sl-ResourceReservePeriod1-r16,7792,0,-,- sl-ResourceReservePeriod2-r16,7793,0,-,-	
T	ENUMERATED	e	ms0,ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000	-
T	INTEGER	i	1 99 0
T	ENUMERATED	e	pscch,pssch	-
T	SL-CBR-PriorityTxConfigList-v1650	L	7796	1 8 0
T	SL-PriorityTxConfigIndex-v1650	Q	0	sl-MCS-RangeList-r16,7797,1,-,-	
T	SEQUENCE OF	L	7659	1 16 0
T	SEQUENCE	Q	0	sl-TDD-Configuration-r16,463,1,-,- sl-SyncConfigIndex-r16,7799,0,-,-	
T	INTEGER	i	0 15 0
T	SEQUENCE OF	L	7801	16 16 0
T	SL-ZoneConfigMCR-r16	Q	1	sl-ZoneConfigMCR-Index-r16,7802,0,-,- sl-TransRange-r16,7803,1,-,- sl-ZoneConfig-r16,7804,1,-,-	
T	INTEGER	i	0 15 0
T	ENUMERATED	e	m20,m50,m80,m100,m120,m150,m180,m200,m220,m250,m270,m300,m350,m370,m400,m420,m450,m480,m500,m550,m600,m700,m1000,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SL-ZoneConfig-r16	Q	1	sl-ZoneLength-r16,7805,0,-,-	
T	ENUMERATED	e	m5,m10,m20,m30,m40,m50,spare2,spare1	-
T	FilterCoefficient	e	fc0,fc1,fc2,fc3,fc4,fc5,fc6,fc7,fc8,fc9,fc11,fc13,fc15,fc17,fc19,spare1	+
T	INTEGER	i	10 275 0
T	ENUMERATED	e	enabled,pl1,pl2,pl3,pl4,pl5,pl6,pl7,pl8	-
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	ENUMERATED	e	n0,n3,n6,n9	-
T	SL-PowerControl-r16	Q	1	sl-MaxTransPower-r16,7813,0,-,- sl-Alpha-PSSCH-PSCCH-r16,7814,1,-,- dl-Alpha-PSSCH-PSCCH-r16,7815,1,-,- sl-P0-PSSCH-PSCCH-r16,7816,1,-,- dl-P0-PSSCH-PSCCH-r16,7817,1,-,- dl-Alpha-PSFCH-r16,7818,1,-,- dl-P0-PSFCH-r16,7819,1,-,-	gdl-P0-PSSCH-PSCCH-r17,7820,1,-,- sl-P0-PSSCH-PSCCH-r17,7821,1,-,- dl-P0-PSFCH-r17,7822,1,-,-
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
T	SL-TxPercentageList-r16	L	7824	8 8 0
T	SL-TxPercentageConfig-r16	Q	0	sl-Priority-r16,7825,0,-,- sl-TxPercentage-r16,7826,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	p20,p35,p50	-
T	BIT STRING	B	10 160 0
T	SetupRelease	C	0	release,7829,0,-,- setup,7830,0,-,-	
T	NULL	n
T	SL-PBPS-CPS-Config-r17	Q	1	sl-AllowedResourceSelectionConfig-r17,7831,1,-,- sl-MinNumCandidateSlotsPeriodic-r17,7832,1,-,- sl-PBPS-OccasionReservePeriodList-r17,7833,1,-,- sl-Additional-PBPS-Occasion-r17,7835,1,-,- sl-CPS-WindowPeriodic-r17,7836,1,-,- sl-MinNumCandidateSlotsAperiodic-r17,7837,1,-,- sl-MinNumRssiMeasurementSlots-r17,7838,1,-,- sl-DefaultCBR-RandomSelection-r17,7839,1,-,- sl-DefaultCBR-PartialSensing-r17,7840,1,-,- sl-CPS-WindowAperiodic-r17,7841,1,-,- sl-PartialSensingInactiveTime-r17,7842,1,-,-	
T	ENUMERATED	e	c1,c2,c3,c4,c5,c6,c7	-
T	INTEGER	i	1 32 0
T	SEQUENCE OF	L	7834	1 16 0
T	INTEGER	i	1 16 0
T	ENUMERATED	e	monitored	-
T	INTEGER	i	5 30 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 800 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 30 0
T	ENUMERATED	e	enabled,disabled	-
T	SetupRelease	C	0	release,7844,0,-,- setup,7845,0,-,-	
T	NULL	n
T	SL-InterUE-CoordinationConfig-r17	Q	1	sl-InterUE-CoordinationScheme1-r17,7846,1,-,- sl-InterUE-CoordinationScheme2-r17,7867,1,-,-	
T	SL-InterUE-CoordinationScheme1-r17	Q	1	sl-IUC-Explicit-r17,7847,1,-,- sl-IUC-Condition-r17,7848,1,-,- sl-Condition1-A-2-r17,7849,1,-,- sl-ThresholdRSRP-Condition1-B-1-Option1List-r17,7850,1,-,- sl-ThresholdRSRP-Condition1-B-1-Option2List-r17,7854,1,-,- sl-ContainerCoordInfo-r17,7855,1,-,- sl-ContainerRequest-r17,7856,1,-,- sl-TriggerConditionCoordInfo-r17,7857,1,-,- sl-TriggerConditionRequest-r17,7858,1,-,- sl-PriorityCoordInfoExplicit-r17,7859,1,-,- sl-PriorityCoordInfoCondition-r17,7860,1,-,- sl-PriorityRequest-r17,7861,1,-,- sl-PriorityPreferredResourceSet-r17,7862,1,-,- sl-MaxSlotOffsetTRIV-r17,7863,1,-,- sl-NumSubCH-PreferredResourceSet-r17,7864,1,-,- sl-ReservedPeriodPreferredResourceSet-r17,7865,1,-,- sl-DetermineResourceType-r17,7866,1,-,-	
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	enabled,disabled	-
T	ENUMERATED	e	disabled	-
T	SEQUENCE OF	L	7851	1 8 0
T	SL-ThresholdRSRP-Condition1-B-1-r17	Q	0	sl-Priority-r17,7852,0,-,- sl-ThresholdRSRP-Condition1-B-1-r17,7853,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 66 0
T	SEQUENCE OF	L	7851	1 8 0
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
T	SL-InterUE-CoordinationScheme2-r17	Q	1	sl-IUC-Scheme2-r17,7868,1,-,- sl-RB-SetPSFCH-r17,7869,1,-,- sl-TypeUE-A-r17,7870,1,-,- sl-PSFCH-Occasion-r17,7871,1,-,- sl-SlotLevelResourceExclusion-r17,7872,1,-,- sl-OptionForCondition2-A-1-r17,7873,1,-,- sl-IndicationUE-B-r17,7874,1,-,-	gsl-DeltaRSRP-Thresh-v1720,7875,1,-,-
T	ENUMERATED	e	enabled	-
T	BIT STRING	B	10 275 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 1 0
T	ENUMERATED	e	enabled	-
T	INTEGER	i	0 1 0
T	ENUMERATED	e	enabled,disabled	-
T	INTEGER	i	-30 30 0
T	SetupRelease	C	0	release,7877,0,-,- setup,7878,0,-,-	
T	NULL	n
T	SL-CPE-StartingPositionsPSCCH-PSSCH-List-r18	L	7879	8 8 0
T	SL-CPE-StartingPositionsPSCCH-PSSCH-r18	Q	0	sl-Priority-r18,7880,0,-,- sl-CPE-StartingPositions-r18,7881,0,-,-	
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	7882	1 9 0
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
T	SEQUENCE OF	L	7896	1 4 0
T	BIT STRING	B	10 275 0
T	SEQUENCE OF	L	7898	1 4 0
T	BIT STRING	B	10 275 0
T	INTEGER	i	0 10 0
T	SEQUENCE OF	L	7901	1 5 0
T	INTEGER	i	0 4 0
T	ENUMERATED	e	brid,daa,bridAndDAA,spare1	-
T	SEQUENCE OF	L	7904	1 17 0
T	SL-PRS-ResourceSharedSL-PRS-RP-r18	Q	0	sl-PRS-ResourceID-r18,7905,0,-,- mNumberOfSymbols-r18,7906,0,-,- sl-PRS-CombSizeN-AndReOffset-r18,7907,1,-,-	
T	INTEGER	i	0 16 0
T	INTEGER	i	1 9 0
T	CHOICE	C	1	n2-r18,7908,0,-,- n4-r18,7909,0,-,- dummy1,7910,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 5 0
T	INTEGER	i	1 4 0
T	BOOLEAN	b
T	SL-TxPoolDedicated-r16	Q	0	sl-PoolToReleaseList-r16,7914,1,-,- sl-PoolToAddModList-r16,7915,1,-,-	
T	SEQUENCE OF	L	7628	1 8 0
T	SEQUENCE OF	L	7916	1 8 0
T	SL-ResourcePoolConfig-r16	Q	0	sl-ResourcePoolID-r16,7628,0,-,- sl-ResourcePool-r16,7730,1,-,-	
T	SetupRelease	C	0	release,7918,0,-,- setup,7728,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,7920,0,-,- setup,7921,0,-,-	
T	NULL	n
T	SL-BWP-DiscPoolConfig-r17	Q	0	sl-DiscRxPool-r17,7922,1,-,- sl-DiscTxPoolSelected-r17,7913,1,-,- sl-DiscTxPoolScheduling-r17,7913,1,-,-	
T	SEQUENCE OF	L	7730	1 16 0
T	SetupRelease	C	0	release,7924,0,-,- setup,7925,0,-,-	
T	NULL	n
T	SL-BWP-PRS-PoolConfig-r18	Q	0	sl-PRS-RxPool-r18,7926,1,-,- sl-PRS-TxPoolSelectedNormal-r18,7984,1,-,- sl-PRS-TxPoolScheduling-r18,7984,1,-,- sl-PRS-TxPoolExceptional-r18,7988,1,-,-	
T	SEQUENCE OF	L	7927	1 16 0
T	SL-PRS-ResourcePool-r18	Q	0	sl-PRS-PSCCH-Config-r18,7928,1,-,- sl-StartRB-SubchannelDedicatedSL-PRS-RP-r18,7934,1,-,- sl-FilterCoefficient-r18,7806,1,-,- sl-ThreshS-RSSI-PRS-CBR-r18,7935,1,-,- sl-RB-Number-r18,7936,1,-,- sl-TimeResource-r18,7937,1,-,- sl-PosAllowedResourceSelectionConfig-r18,7938,1,-,- sl-PRS-ResourceReservePeriodList-r18,7939,1,-,- sl-PRS-ResourcesDedicatedSL-PRS-RP-r18,7943,1,-,- sl-PRS-PowerControl-r18,7950,1,-,- sl-SensingWindowDedicatedSL-PRS-RP-r18,7955,1,-,- sl-TxPercentageDedicatedSL-PRS-RP-List-r18,7956,1,-,- sl-SCI-basedSL-PRS-TxTriggerSCI1-B-r18,7960,1,-,- sl-NumSubchannelDedicatedSL-PRS-RP-r18,7961,1,-,- sl-SubchannelSizeDedicatedSL-PRS-RP-r18,7962,1,-,- sl-MaxNumPerReserveDedicatedSL-PRS-RP-r18,7963,1,-,- sl-NumReservedBitsSCI1B-DedicatedSL-PRS-RP-r18,7964,1,-,- sl-SRC-ID-LenDedicatedSL-PRS-RP-r18,7965,1,-,- sl-CBR-PriorityTxConfigDedicatedSL-PRS-RP-List-r18,7966,1,-,- sl-TimeWindowSizeCBR-DedicatedSL-PRS-RP-r18,7973,1,-,- sl-TimeWindowSizeCR-DedicatedSL-PRS-RP-r18,7974,1,-,- sl-CBR-CommonTxDedicatedSL-PRS-RP-List-r18,7675,1,-,- sl-PriorityThreshold-UL-URLLC-r18,7975,1,-,- sl-PriorityThreshold-r18,7976,1,-,- sl-SelectionWindowListDedicatedSL-PRS-RP-r18,7977,1,-,- sl-Thres-RSRP-ListDedicatedSL-PRS-RP-r18,7981,1,-,- sl-PreemptionEnableDedicatedSL-PRS-RP-r18,7983,1,-,-	
T	SetupRelease	C	0	release,7929,0,-,- setup,7930,0,-,-	
T	NULL	n
T	SL-PSCCH-ConfigDedicatedSL-PRS-RP-r18	Q	1	sl-TimeResourcePSCCH-DedicatedSL-PRS-RP-r18,7931,1,-,- sl-FreqResourcePSCCH-DedicatedSL-PRS-RP-r18,7932,1,-,-	gsl-DMRS-ScrambleID-DedicatedSL-PRS-RP-r18,7933,1,-,-
T	ENUMERATED	e	n2,n3	-
T	ENUMERATED	e	n10,n12,n15,n20,n25	-
T	INTEGER	i	0 65535 0
T	INTEGER	i	0 265 0
T	INTEGER	i	0 45 0
T	INTEGER	i	10 275 0
T	BIT STRING	B	10 160 0
T	ENUMERATED	e	c1,c2,c3	-
T	SEQUENCE OF	L	7940	1 16 0
T	SL-ReservationPeriodAllowedDedicatedSL-PRS-RP-r18	C	0	sl-ResourceReservePeriod1-r18,7941,0,-,- sl-ResourceReservePeriod2-r18,7942,0,-,-	
T	ENUMERATED	e	ms0,ms100,ms160,ms200,ms300,ms320,ms400,ms500,ms600,ms640,ms700,ms800,ms900,ms1000,ms1280,ms2560,ms5120,ms10240	-
T	INTEGER	i	1 99 0
T	SEQUENCE OF	L	7944	1 12 0
T	SL-PRS-ResourceDedicatedSL-PRS-RP-r18	Q	0	sl-PRS-ResourceID-r18,7945,1,-,- sl-NumberOfSymbols-r18,7946,1,-,- sl-CombSize-r18,7947,1,-,- sl-PRS-starting-symbol-r18,7948,1,-,- sl-PRS-comb-offset-r18,7949,1,-,-	
T	INTEGER	i	0 11 0
T	INTEGER	i	1 9 0
T	ENUMERATED	e	n2,n4,n6	-
T	INTEGER	i	4 12 0
T	INTEGER	i	1 5 0
T	SL-PRS-PowerControl-r18	Q	0	dl-P0-SL-PRS-r18,7951,1,-,- dl-Alpha-SL-PRS-r18,7952,1,-,- sl-P0-SL-PRS-r18,7953,1,-,- sl-Alpha-SL-PRS-r18,7954,1,-,-	
T	INTEGER	i	-202 24 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	INTEGER	i	-202 24 0
T	ENUMERATED	e	alpha0,alpha04,alpha05,alpha06,alpha07,alpha08,alpha09,alpha1	-
T	ENUMERATED	e	ms100,ms1100	-
T	SEQUENCE OF	L	7957	8 8 0
T	SL-TxPercentageDedicatedSL-PRS-RP-Config-r18	Q	0	sl-TxPercentageDedicatedSL-PRS-RP-r18,7958,1,-,- sl-Priority-DedicatedSL-PRS-RP,7959,1,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	p20,p35,p50	-
T	BOOLEAN	b
T	INTEGER	i	1 27 0
T	ENUMERATED	e	n10,n12,n15,n20,n25,n50,n75,n100	-
T	ENUMERATED	e	n2,n3	-
T	INTEGER	i	0 20 0
T	ENUMERATED	e	n12,n24	-
T	SEQUENCE OF	L	7967	1 8 0
T	SL-PriorityTxConfigIndexDedicatedSL-PRS-RP-r18	Q	0	sl-PriorityThresholdDedicatedSL-PRS-RP-r18,7968,1,-,- sl-DefaultTxConfigIndexDedicatedSL-PRS-RP-r18,7969,1,-,- sl-CBR-ConfigIndexDedicatedSL-PRS-RP-r18,7970,1,-,- sl-PRS-TxConfigIndexList-r18,7971,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 15 0
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	7972	1 15 0
T	SL-PRS-TxConfigIndex-r18	i	0 64 0
T	ENUMERATED	e	ms100,slot100	-
T	ENUMERATED	e	ms1000,slot1000	-
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	SEQUENCE OF	L	7978	8 8 0
T	SL-SelectionWindowConfigDedicatedSL-PRS-RP-r18	Q	0	sl-PRS-Priority-r18,7979,0,-,- sl-PRS-SelectionWindow-r18,7980,0,-,-	
T	INTEGER	i	1 8 0
T	ENUMERATED	e	n1,n5,n10,n20	-
T	SEQUENCE OF	L	7982	64 64 0
T	SL-PRS-ThresRSRP-r18	i	0 66 0
T	ENUMERATED	e	enabled,pl1,pl2,pl3,pl4,pl5,pl6,pl7,pl8	-
T	SL-PRS-TxPoolDedicated-r18	Q	0	sl-PRS-PoolToReleaseList-r1,7985,1,-,- sl-PRS-PoolToAddModList-r18,7987,1,-,-	
T	SEQUENCE OF	L	7986	1 8 0
T	SL-PRS-ResourcePoolID-r18	i	1 8 0
T	SEQUENCE OF	L	7988	1 8 0
T	SL-PRS-ResourcePoolConfig-r18	Q	0	sl-PRS-ResourcePoolID-r18,7986,0,-,- sl-PRS-ResourcePool-r18,7927,1,-,-	
T	SL-SyncConfigList-r16	L	7990	1 16 0
T	SL-SyncConfig-r16	Q	1	sl-SyncRefMinHyst-r16,7991,1,-,- sl-SyncRefDiffHyst-r16,7992,1,-,- sl-FilterCoefficient-r16,7806,1,-,- sl-SSB-TimeAllocation1-r16,7993,1,-,- sl-SSB-TimeAllocation2-r16,7993,1,-,- sl-SSB-TimeAllocation3-r16,7993,1,-,- sl-SSID-r16,7997,1,-,- txParameters-r16,7998,0,-,- gnss-Sync-r16,8001,1,-,-	
T	ENUMERATED	e	dB0,dB3,dB6,dB9,dB12	-
T	ENUMERATED	e	dB0,dB3,dB6,dB9,dB12,dBinf	-
T	SL-SSB-TimeAllocation-r16	Q	0	sl-NumSSB-WithinPeriod-r16,7994,1,-,- sl-TimeOffsetSSB-r16,7995,1,-,- sl-TimeInterval-r16,7996,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	INTEGER	i	0 1279 0
T	INTEGER	i	0 639 0
T	INTEGER	i	0 671 0
T	SEQUENCE	Q	0	syncTxThreshIC-r16,7999,1,-,- syncTxThreshOoC-r16,7999,1,-,- syncInfoReserved-r16,8000,1,-,-	
T	SL-RSRP-Range-r16	i	0 13 0
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	gnss,gnbEnb	-
T	SEQUENCE OF	L	8004	1 512 0
T	SL-RLC-BearerConfigIndex-r16	i	1 512 0
T	SEQUENCE OF	L	8006	1 512 0
T	SL-RLC-BearerConfig-r16	Q	1	sl-RLC-BearerConfigIndex-r16,8004,0,-,- sl-ServedRadioBearer-r16,8007,1,-,- sl-RLC-Config-r16,8008,1,-,- sl-MAC-LogicalChannelConfig-r16,8012,1,-,-	gsl-RLC-BearerConfigIndex-v1800,8026,1,-,-
T	SLRB-Uu-ConfigIndex-r16	i	1 512 0
T	SL-RLC-Config-r16	C	1	sl-AM-RLC-r16,8009,0,-,- sl-UM-RLC-r16,8011,0,-,-	
T	SEQUENCE	Q	1	sl-SN-FieldLengthAM-r16,1632,1,-,- sl-T-PollRetransmit-r16,1633,0,-,- sl-PollPDU-r16,1634,0,-,- sl-PollByte-r16,1635,0,-,- sl-MaxRetxThreshold-r16,8010,0,-,-	
T	ENUMERATED	e	t1,t2,t3,t4,t6,t8,t16,t32	-
T	SEQUENCE	Q	1	sl-SN-FieldLengthUM-r16,1642,1,-,-	
T	SL-LogicalChannelConfig-r16	Q	1	sl-Priority-r16,8013,0,-,- sl-PrioritisedBitRate-r16,8014,0,-,- sl-BucketSizeDuration-r16,8015,0,-,- sl-ConfiguredGrantType1Allowed-r16,8016,1,-,- sl-HARQ-FeedbackEnabled-r16,8017,1,-,- sl-AllowedCG-List-r16,8018,1,-,- sl-AllowedSCS-List-r16,8019,1,-,- sl-MaxPUSCH-Duration-r16,8020,1,-,- sl-LogicalChannelGroup-r16,8021,1,-,- sl-SchedulingRequestId-r16,1656,1,-,- sl-LogicalChannelSR-DelayTimerApplied-r16,8022,1,-,-	gsl-ChannelAccessPriority-r18,8023,1,-,- sl-AllowedCarriers-r18,8024,1,-,-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	kBps0,kBps8,kBps16,kBps32,kBps64,kBps128,kBps256,kBps512,kBps1024,kBps2048,kBps4096,kBps8192,kBps16384,kBps32768,kBps65536,infinity	-
T	ENUMERATED	e	ms5,ms10,ms20,ms50,ms100,ms150,ms300,ms500,ms1000,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	enabled,disabled	-
T	SEQUENCE OF	L	7610	0 7 0
T	SEQUENCE OF	L	45	1 5 0
T	ENUMERATED	e	ms0p02,ms0p04,ms0p0625,ms0p125,ms0p25,ms0p5,spare2,spare1	-
T	INTEGER	i	0 7 0
T	BOOLEAN	b
T	INTEGER	i	1 4 0
T	SEQUENCE OF	L	8025	1 8 0
T	INTEGER	i	1 8 0
T	SL-RLC-BearerConfigIndex-v1800	i	513 1024 0
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n16,n32	-
T	ENUMERATED	e	enabled	-
T	SetupRelease	C	0	release,8030,0,-,- setup,1656,0,-,-	
T	NULL	n
T	INTEGER	i	1 8 0
T	ENUMERATED	e	on,off	-
T	SEQUENCE OF	L	8007	1 512 0
T	SEQUENCE OF	L	8035	1 512 0
T	SL-RadioBearerConfig-r16	Q	1	slrb-Uu-ConfigIndex-r16,8007,0,-,- sl-SDAP-Config-r16,8036,1,-,- sl-PDCP-Config-r16,8059,1,-,- sl-TransRange-r16,8063,1,-,-	
T	SL-SDAP-Config-r16	Q	1	sl-SDAP-Header-r16,8037,0,-,- sl-DefaultRB-r16,8038,0,-,- sl-MappedQoS-Flows-r16,8039,1,-,- sl-CastType-r16,8058,1,-,-	
T	ENUMERATED	e	present,absent	-
T	BOOLEAN	b
T	CHOICE	C	0	sl-MappedQoS-FlowsList-r16,8040,0,-,- sl-MappedQoS-FlowsListDedicated-r16,8054,0,-,-	
T	SEQUENCE OF	L	8041	1 2048 0
T	SL-QoS-Profile-r16	Q	1	sl-PQI-r16,8042,1,-,- sl-GFBR-r16,8051,1,-,- sl-MFBR-r16,8052,1,-,- sl-Range-r16,8053,1,-,-	
T	SL-PQI-r16	C	0	sl-StandardizedPQI-r16,8043,0,-,- sl-Non-StandardizedPQI-r16,8044,0,-,-	
T	INTEGER	i	0 255 0
T	SEQUENCE	Q	1	sl-ResourceType-r16,8045,1,-,- sl-PriorityLevel-r16,8046,1,-,- sl-PacketDelayBudget-r16,8047,1,-,- sl-PacketErrorRate-r16,8048,1,-,- sl-AveragingWindow-r16,8049,1,-,- sl-MaxDataBurstVolume-r16,8050,1,-,-	
T	ENUMERATED	e	gbr,non-GBR,delayCriticalGBR,spare1	-
T	INTEGER	i	1 8 0
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 4000000000 0
T	INTEGER	i	0 4000000000 0
T	INTEGER	i	1 1000 0
T	SL-MappedQoS-FlowsListDedicated-r16	Q	0	sl-MappedQoS-FlowsToAddList-r16,8055,1,-,- sl-MappedQoS-FlowsToReleaseList-r16,8057,1,-,-	
T	SEQUENCE OF	L	8056	1 2048 0
T	SL-QoS-FlowIdentity-r16	i	1 2048 0
T	SEQUENCE OF	L	8056	1 2048 0
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SL-PDCP-Config-r16	Q	1	sl-DiscardTimer-r16,8060,1,-,- sl-PDCP-SN-Size-r16,8061,1,-,- sl-OutOfOrderDelivery,8062,1,-,-	
T	ENUMERATED	e	ms3,ms10,ms20,ms25,ms30,ms40,ms50,ms60,ms75,ms100,ms150,ms200,ms250,ms300,ms500,ms750,ms1500,infinity	-
T	ENUMERATED	e	len12bits,len18bits	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	m20,m50,m80,m100,m120,m150,m180,m200,m220,m250,m270,m300,m350,m370,m400,m420,m450,m480,m500,m550,m600,m700,m1000,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	8065	1 32 0
T	SL-DestinationIndex-r16	i	0 31 0
T	SEQUENCE OF	L	8067	1 32 0
T	SL-MeasConfigInfo-r16	Q	1	sl-DestinationIndex-r16,8065,0,-,- sl-MeasConfig-r16,8068,0,-,-	
T	SL-MeasConfig-r16	Q	1	sl-MeasObjectToRemoveList-r16,8069,1,-,- sl-MeasObjectToAddModList-r16,8071,1,-,- sl-ReportConfigToRemoveList-r16,8074,1,-,- sl-ReportConfigToAddModList-r16,8076,1,-,- sl-MeasIdToRemoveList-r16,8090,1,-,- sl-MeasIdToAddModList-r16,8092,1,-,- sl-QuantityConfig-r16,8094,1,-,-	
T	SL-MeasObjectToRemoveList-r16	L	8070	1 64 0
T	SL-MeasObjectId-r16	i	1 64 0
T	SL-MeasObjectList-r16	L	8072	1 64 0
T	SL-MeasObjectInfo-r16	Q	1	sl-MeasObjectId-r16,8070,0,-,- sl-MeasObject-r16,8073,0,-,-	
T	SL-MeasObject-r16	Q	1	frequencyInfoSL-r16,4,0,-,-	
T	SL-ReportConfigToRemoveList-r16	L	8075	1 64 0
T	SL-ReportConfigId-r16	i	1 64 0
T	SL-ReportConfigList-r16	L	8077	1 64 0
T	SL-ReportConfigInfo-r16	Q	1	sl-ReportConfigId-r16,8075,0,-,- sl-ReportConfig-r16,8078,0,-,-	
T	SL-ReportConfig-r16	Q	1	sl-ReportType-r16,8079,0,-,-	
T	CHOICE	C	1	sl-Periodical-r16,8080,0,-,- sl-EventTriggered-r16,8083,0,-,-	
T	SL-PeriodicalReportConfig-r16	Q	1	sl-ReportInterval-r16,5583,0,-,- sl-ReportAmount-r16,8081,0,-,- sl-ReportQuantity-r16,6246,0,-,- sl-RS-Type-r16,8082,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	SL-RS-Type-r16	e	dmrs,sl-prs,spare2,spare1	-
T	SL-EventTriggerConfig-r16	Q	1	sl-EventId-r16,8084,0,-,- sl-ReportInterval-r16,5583,0,-,- sl-ReportAmount-r16,8089,0,-,- sl-ReportQuantity-r16,6246,0,-,- sl-RS-Type-r16,8082,0,-,-	
T	CHOICE	C	1	eventS1-r16,8085,0,-,- eventS2-r16,8087,0,-,-	
T	SEQUENCE	Q	1	s1-Threshold-r16,6267,0,-,- sl-ReportOnLeave-r16,8086,0,-,- sl-Hysteresis-r16,5381,0,-,- sl-TimeToTrigger-r16,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	s2-Threshold-r16,6267,0,-,- sl-ReportOnLeave-r16,8088,0,-,- sl-Hysteresis-r16,5381,0,-,- sl-TimeToTrigger-r16,5382,0,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	SL-MeasIdToRemoveList-r16	L	8091	1 64 0
T	SL-MeasId-r16	i	1 64 0
T	SL-MeasIdList-r16	L	8093	1 64 0
T	SL-MeasIdInfo-r16	Q	1	sl-MeasId-r16,8091,0,-,- sl-MeasObjectId-r16,8070,0,-,- sl-ReportConfigId-r16,8075,0,-,-	
T	SL-QuantityConfig-r16	Q	1	sl-FilterCoefficientDMRS-r16,7806,1,efc4,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	SetupRelease	C	0	release,8097,0,-,- setup,8098,0,-,-	
T	NULL	n
T	SL-PHY-MAC-RLC-Config-v1700	Q	1	sl-DRX-Config-r17,8099,1,-,- sl-RLC-ChannelToReleaseList-r17,8146,1,-,- sl-RLC-ChannelToAddModList-r17,8148,1,-,-	gsl-RLC-BearerToAddModListSizeExt-v1800,8151,1,-,- sl-RLC-BearerToReleaseListSizeExt-v1800,8152,1,-,- sl-FreqInfoToAddModListExt-v1800,8153,1,-,- sl-LBT-SchedulingRequestId-r18,8029,1,-,- sl-SyncFreqList-r18,8166,1,-,- sl-SyncTxMultiFreq-r18,8167,1,-,- sl-MaxTransPowerCA-r18,172,1,-,- sl-SCCH-CarrierSetConfig-r18,8168,1,-,- sl-PRS-SchedulingRequestId-r18,8029,1,-,-
T	SL-DRX-Config-r17	Q	1	sl-DRX-ConfigGC-BC-r17,8100,1,-,- sl-DRX-ConfigUC-ToReleaseList-r17,8113,1,-,- sl-DRX-ConfigUC-ToAddModList-r17,8114,1,-,-	
T	SL-DRX-ConfigGC-BC-r17	Q	1	sl-DRX-GC-BC-PerQoS-List-r17,8101,1,-,- sl-DRX-GC-generic-r17,8109,1,-,- sl-DefaultDRX-GC-BC-r17,8102,1,-,-	
T	SEQUENCE OF	L	8102	1 16 0
T	SL-DRX-GC-BC-QoS-r17	Q	1	sl-DRX-GC-BC-MappedQoS-FlowList-r17,8103,1,-,- sl-DRX-GC-BC-OnDurationTimer-r17,8104,0,-,- sl-DRX-GC-InactivityTimer-r17,8107,0,-,- sl-DRX-GC-BC-Cycle-r17,8108,0,-,-	
T	SEQUENCE OF	L	8041	1 2048 0
T	CHOICE	C	0	subMilliSeconds,8105,0,-,- milliSeconds,8106,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms10,ms20,ms32,ms40,ms60,ms64,ms70,ms80,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SL-DRX-GC-Generic-r17	Q	0	sl-DRX-GC-HARQ-RTT-Timer1-r17,8110,1,-,- sl-DRX-GC-HARQ-RTT-Timer2-r17,8111,1,-,- sl-DRX-GC-RetransmissionTimer-r17,8112,0,-,-	
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	8065	1 32 0
T	SEQUENCE OF	L	8115	1 32 0
T	SL-DRX-ConfigUC-Info-r17	Q	1	sl-DestinationIndex-r17,8065,1,-,- sl-DRX-ConfigUC-r17,8116,1,-,-	
T	SL-DRX-ConfigUC-r17	Q	0	sl-drx-onDurationTimer-r17,8117,0,-,- sl-drx-InactivityTimer-r17,8120,0,-,- sl-drx-HARQ-RTT-Timer1-r17,8121,1,-,- sl-drx-HARQ-RTT-Timer2-r17,8122,1,-,- sl-drx-RetransmissionTimer-r17,8123,0,-,- sl-drx-CycleStartOffset-r17,8124,0,-,- sl-drx-SlotOffset,8145,0,-,-	
T	CHOICE	C	0	subMilliSeconds,8118,0,-,- milliSeconds,8119,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	sl0,sl1,sl2,sl4,sl6,sl8,sl16,sl24,sl33,sl40,sl64,sl80,sl96,sl112,sl128,sl160,sl320,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,8125,0,-,- ms20,8126,0,-,- ms32,8127,0,-,- ms40,8128,0,-,- ms60,8129,0,-,- ms64,8130,0,-,- ms70,8131,0,-,- ms80,8132,0,-,- ms128,8133,0,-,- ms160,8134,0,-,- ms256,8135,0,-,- ms320,8136,0,-,- ms512,8137,0,-,- ms640,8138,0,-,- ms1024,8139,0,-,- ms1280,8140,0,-,- ms2048,8141,0,-,- ms2560,8142,0,-,- ms5120,8143,0,-,- ms10240,8144,0,-,-	
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
T	SEQUENCE OF	L	8147	1 512 0
T	SL-RLC-ChannelID-r17	i	1 512 0
T	SEQUENCE OF	L	8149	1 512 0
T	SL-RLC-ChannelConfig-r17	Q	1	sl-RLC-ChannelID-r17,8147,0,-,- sl-RLC-Config-r17,8008,1,-,- sl-MAC-LogicalChannelConfig-r17,8012,1,-,- sl-PacketDelayBudget-r17,8150,1,-,-	
T	INTEGER	i	0 1023 0
T	SEQUENCE OF	L	8006	1 512 0
T	SEQUENCE OF	L	8026	1 512 0
T	SEQUENCE OF	L	8154	1 8 0
T	SL-FreqConfigExt-v1800	Q	1	absenceOfAnyOtherTechnology-r18,8155,1,-,- sl-FreqSelectionConfigList-r18,8156,1,-,- sl-SyncTxDisabled-r18,8160,1,-,- sl-EnergyDetectionConfig-r18,8161,1,-,- ue-ToUE-COT-SharingED-Threshold-r18,8164,1,-,- harq-ACK-FeedbackRatioforCW-AdjustmentGC-Option2-r18,8165,1,-,-	gadditionalSpectrumEmission-v1860,461,1,-,-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	8157	1 8 0
T	SL-FreqSelectionConfig-r18	Q	0	sl-priorityList-r18,8158,0,-,- sl-threshCBR-FreqReselection-r18,7669,0,-,- sl-threshCBR-FreqKeeping-r18,7669,0,-,-	
T	SEQUENCE OF	L	8159	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	sl-MaxEnergyDetectionThreshold-r18,8162,0,-,- sl-EnergyDetectionThresholdOffset-r18,8163,0,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-13 20 0
T	INTEGER	i	-85 -52 0
T	INTEGER	i	10 100 0
T	SEQUENCE OF	L	7685	1 8 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8169,0,-,- setup,8170,0,-,-	
T	NULL	n
T	SL-SCCH-CarrierSetConfigList-r18	L	8171	1 96 0
T	SL-SCCH-CarrierSetConfig-r18	Q	0	sl-DestinationList-r18,8172,0,-,- sl-SRB-Identity-r18,8174,0,-,- sl-AllowedCarrierFreqSet1-r18,8175,0,-,- sl-AllowedCarrierFreqSet2-r18,8177,0,-,-	
T	SEQUENCE OF	L	8173	1 32 0
T	SL-DestinationIdentity-r16	B	24 24 0
T	SEQUENCE OF	L	6402	1 3 0
T	SEQUENCE OF	L	8176	1 8 0
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	8178	1 8 0
T	INTEGER	i	1 8 0
T	SetupRelease	C	0	release,8180,0,-,- setup,8181,0,-,-	
T	NULL	n
T	SL-DiscConfig-r17	Q	0	sl-RelayUE-Config-r17,8182,1,-,- sl-RemoteUE-Config-r17,8185,1,-,-	
T	SetupRelease	C	0	release,8183,0,-,- setup,8184,0,-,-	
T	NULL	n
T	SL-RelayUE-Config-r17	Q	0	threshHighRelay-r17,349,1,-,- threshLowRelay-r17,349,1,-,- hystMaxRelay-r17,5381,1,-,- hystMinRelay-r17,5381,1,-,-	
T	SetupRelease	C	0	release,8186,0,-,- setup,8187,0,-,-	
T	NULL	n
T	SL-RemoteUE-Config-r17	Q	0	threshHighRemote-r17,349,1,-,- hystMaxRemote-r17,5381,1,-,- sl-ReselectionConfig-r17,8188,1,-,-	
T	SL-ReselectionConfig-r17	Q	0	sl-RSRP-Thresh-r17,7999,1,-,- sl-FilterCoefficientRSRP-r17,7806,1,-,- sl-HystMin-r17,5381,1,-,-	
T	SL-DiscConfig-v1800	Q	0	sl-RelayUE-ConfigU2U-r18,8190,1,-,- sl-RemoteUE-ConfigU2U-r18,8193,1,-,-	
T	SetupRelease	C	0	release,8191,0,-,- setup,8192,0,-,-	
T	NULL	n
T	SL-RelayUE-ConfigU2U-r18	Q	0	sl-RSRP-Thresh-DiscConfig-r18,7999,1,-,- sd-RSRP-ThreshDiscConfig-r18,7999,1,-,- sd-hystMaxRelay-r18,5381,1,-,-	
T	SetupRelease	C	0	release,8194,0,-,- setup,8195,0,-,-	
T	NULL	n
T	SL-RemoteUE-ConfigU2U-r18	Q	0	sl-RSRP-ThreshU2U-r18,7999,1,-,- sl-HystMinU2U-r18,5381,1,-,- sd-RSRP-ThreshU2U-r18,7999,1,-,- sd-FilterCoefficientU2U-r18,7806,1,-,- sd-HystMinU2U-r18,5381,1,-,-	
T	SL-DiscConfig-v1830	Q	0	sl-RemoteUE-ConfigU2U-v1830,8197,1,-,-	
T	SetupRelease	C	0	release,8198,0,-,- setup,8199,0,-,-	
T	NULL	n
T	SL-RemoteUE-ConfigU2U-v1830	Q	1	sl-FilterCoefficientU2U-r18,7806,1,-,-	
T	SL-DiscConfig-v1840	Q	0	sl-RelayUE-ConfigU2U-v1840,8201,1,-,-	
T	SetupRelease	C	0	release,8202,0,-,- setup,8203,0,-,-	
T	NULL	n
T	SL-RelayUE-ConfigU2U-v1840	Q	1	sl-FilterCoefficientU2U-r18,7806,1,-,- sd-FilterCoefficientU2U-r18,7806,1,-,-	
T	SL-L2RemoteUE-Config-r17	Q	1	sl-SRAP-ConfigRemote-r17,8205,1,-,- sl-UEIdentityRemote-r17,1,1,-,-	gsl-U2U-RelayUE-ToAddModList-r18,8212,1,-,- sl-U2U-RelayUE-ToReleaseList-r18,8221,1,-,-
T	SL-SRAP-Config-r17	Q	1	sl-LocalIdentity-r17,8206,1,-,- sl-MappingToAddModList-r17,8207,1,-,- sl-MappingToReleaseList-r17,8211,1,-,-	
T	INTEGER	i	0 255 0
T	SEQUENCE OF	L	8208	1 32 0
T	SL-MappingToAddMod-r17	Q	1	sl-RemoteUE-RB-Identity-r17,8209,0,-,- sl-EgressRLC-ChannelUu-r17,7200,1,-,- sl-EgressRLC-ChannelPC5-r17,8147,1,-,-	
T	SL-RemoteUE-RB-Identity-r17	C	1	srb-Identity-r17,8210,0,-,- drb-Identity-r17,14,0,-,-	
T	INTEGER	i	0 3 0
T	SEQUENCE OF	L	8209	1 32 0
T	SEQUENCE OF	L	8213	1 32 0
T	SL-U2U-RelayUE-Config-r18	Q	1	sl-L2IdentityRelay-r18,8173,0,-,- sl-TargetRemoteUE-ToAddModList-r18,8214,1,-,- sl-TargetRemoteUE-ToReleaseList-r18,8220,1,-,-	
T	SEQUENCE OF	L	8215	1 32 0
T	SL-TargetRemoteUE-Config-r18	Q	1	sl-TargetUE-Identity-r18,8173,0,-,- sl-SRAP-ConfigU2U-r18,8216,0,-,-	
T	SL-SRAP-ConfigU2U-r18	Q	0	sl-MappingToAddMod-U2U-List-r18,8217,1,-,- sl-MappingToRelease-U2U-List-r18,8219,1,-,-	
T	SEQUENCE OF	L	8218	1 512 0
T	SL-MappingConfig-U2U-r18	Q	1	sl-RemoteUE-SLRB-Identity-r18,8007,0,-,- sl-EgressRLC-ChannelPC5-r18,8147,0,-,-	
T	SEQUENCE OF	L	8007	1 512 0
T	SEQUENCE OF	L	8173	1 32 0
T	SEQUENCE OF	L	8173	1 32 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	DL-DCCH-Message	Q	0	message,8228,0,-,-	
T	DL-DCCH-MessageType	C	0	c1,8229,0,-,- messageClassExtension,8895,0,-,-	
T	CHOICE	C	0	rrcReconfiguration,8230,0,-,- rrcResume,8699,0,-,- rrcRelease,8722,0,-,- rrcReestablishment,8775,0,-,- securityModeCommand,8782,0,-,- dlInformationTransfer,8789,0,-,- ueCapabilityEnquiry,8806,0,-,- counterCheck,7454,0,-,- mobilityFromNRCommand,8816,0,-,- dlDedicatedMessageSegment-r16,8827,0,-,- ueInformationRequest-r16,8836,0,-,- dlInformationTransferMRDC-r16,8858,0,-,- loggedMeasurementConfiguration-r16,8870,0,-,- spare3,8892,0,-,- spare2,8893,0,-,- spare1,8894,0,-,-	
T	RRCReconfiguration	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8231,0,-,-	
T	CHOICE	C	0	rrcReconfiguration,8232,0,-,- criticalExtensionsFuture,8698,0,-,-	
T	RRCReconfiguration-IEs	Q	0	radioBearerConfig,7488,1,-,- secondaryCellGroup,8233,1,-,- measConfig,8234,1,-,- lateNonCriticalExtension,8422,1,-,- nonCriticalExtension,8423,1,-,-	
T	OCTET STRING	O	0 - 0
T	MeasConfig	Q	1	measObjectToRemoveList,8235,1,-,- measObjectToAddModList,8236,1,-,- reportConfigToRemoveList,8322,1,-,- reportConfigToAddModList,8324,1,-,- measIdToRemoveList,8377,1,-,- measIdToAddModList,8378,1,-,- s-MeasureConfig,8380,1,-,- quantityConfig,8381,1,-,- measGapConfig,8388,1,-,- measGapSharingConfig,8411,1,-,-	ginterFrequencyConfig-NoGap-r16,8414,1,-,-;geffectiveMeasWindowConfig-r18,8415,1,-,-
T	MeasObjectToRemoveList	L	2067	1 64 0
T	MeasObjectToAddModList	L	8237	1 64 0
T	MeasObjectToAddMod	Q	0	measObjectId,2067,0,-,- measObject,8238,0,-,-	
T	CHOICE	C	1	measObjectNR,8239,0,-,-	measObjectEUTRA,8302,0,-,- measObjectUTRA-FDD-r16,8310,0,-,- measObjectNR-SL-r16,8313,0,-,- measObjectCLI-r16,8315,0,-,- measObjectRxTxDiff-r17,8316,0,-,- measObjectRelay-r17,8073,0,-,- measObjectNR-SL-r18,8320,0,-,-
T	MeasObjectNR	Q	1	ssbFrequency,4,1,-,- ssbSubcarrierSpacing,45,1,-,- smtc1,713,1,-,- smtc2,8240,1,-,- refFreqCSI-RS,4,1,-,- referenceSignalConfig,8243,0,-,- absThreshSS-BlocksConsolidation,685,1,-,- absThreshCSI-RS-Consolidation,685,1,-,- nrofSS-BlocksToAverage,8262,1,-,- nrofCSI-RS-ResourcesToAverage,8263,1,-,- quantityConfigIndex,8264,0,-,- offsetMO,6330,0,-,- cellsToRemoveList,8250,1,-,- cellsToAddModList,7348,1,-,- excludedCellsToRemoveList,8265,1,-,- excludedCellsToAddModList,8267,1,-,- allowedCellsToRemoveList,8265,1,-,- allowedCellsToAddModList,8269,1,-,-	gfreqBandIndicatorNR,280,1,-,- measCycleSCell,8270,1,-,-;gsmtc3list-r16,8271,1,-,- rmtc-Config-r16,8285,1,-,- t312-r16,8296,1,-,-;gassociatedMeasGapSSB-r17,8299,1,-,- associatedMeasGapCSIRS-r17,8299,1,-,- smtc4list-r17,738,1,-,- measCyclePSCell-r17,8300,1,-,- cellsToAddModListExt-v1710,7349,1,-,-;gassociatedMeasGapSSB2-v1720,8299,1,-,- associatedMeasGapCSIRS2-v1720,8299,1,-,-;gmeasSequence-r18,8301,1,-,- cellsToAddModListExt-v1800,7350,1,-,-
T	SSB-MTC2	Q	0	pci-List,8241,1,-,- periodicity,8242,0,-,-	
T	SEQUENCE OF	L	42	1 64 0
T	ENUMERATED	e	sf5,sf10,sf20,sf40,sf80,spare3,spare2,spare1	-
T	ReferenceSignalConfig	Q	0	ssb-ConfigMobility,8244,1,-,- csi-rs-ResourceConfigMobility,8260,1,-,-	
T	SSB-ConfigMobility	Q	1	ssb-ToMeasure,8245,1,-,- deriveSSB-IndexFromCell,8247,0,-,- ss-RSSI-Measurement,722,1,-,-	gssb-PositionQCL-Common-r16,736,1,-,- ssb-PositionQCL-CellsToAddModList-r16,8248,1,-,- ssb-PositionQCL-CellsToRemoveList-r16,8250,1,-,-;gderiveSSB-IndexFromCellInter-r17,113,1,-,- ssb-PositionQCL-Common-r17,737,1,-,- ssb-PositionQCL-Cells-r17,8251,1,-,-;gcca-CellsToAddModList-r17,8250,1,-,- cca-CellsToRemoveList-r17,8250,1,-,-;gssb-ToMeasureAltitudeBasedList-r18,8255,1,-,-
T	SetupRelease	C	0	release,8246,0,-,- setup,725,0,-,-	
T	NULL	n
T	BOOLEAN	b
T	SSB-PositionQCL-CellsToAddModList-r16	L	8249	1 32 0
T	SSB-PositionQCL-CellsToAddMod-r16	Q	0	physCellId-r16,42,0,-,- ssb-PositionQCL-r16,736,0,-,-	
T	PCI-List	L	42	1 32 0
T	SetupRelease	C	0	release,8252,0,-,- setup,8253,0,-,-	
T	NULL	n
T	SSB-PositionQCL-CellList-r17	L	8254	1 32 0
T	SSB-PositionQCL-Cell-r17	Q	0	physCellId-r17,42,0,-,- ssb-PositionQCL-r17,737,0,-,-	
T	SetupRelease	C	0	release,8256,0,-,- setup,8257,0,-,-	
T	NULL	n
T	SSB-ToMeasureAltitudeBasedList-r18	L	8258	1 8 0
T	SSB-ToMeasureAltitudeBased-r18	Q	0	altitudeRange-r18,8259,0,-,- ssb-ToMeasure-r18,725,1,-,-	
T	SEQUENCE	Q	0	altitudeMin-r18,533,1,-,- altitudeMax-r18,533,1,-,- altitudeHyst-r18,6277,1,-,-	
T	SetupRelease	C	0	release,8261,0,-,- setup,6202,0,-,-	
T	NULL	n
T	INTEGER	i	2 16 0
T	INTEGER	i	2 16 0
T	INTEGER	i	1 2 0
T	PCI-RangeIndexList	L	8266	1 8 0
T	PCI-RangeIndex	i	1 8 0
T	SEQUENCE OF	L	8268	1 8 0
T	PCI-RangeElement	Q	0	pci-RangeIndex,8266,0,-,- pci-Range,771,0,-,-	
T	SEQUENCE OF	L	8268	1 8 0
T	ENUMERATED	e	sf160,sf256,sf320,sf512,sf640,sf1024,sf1280	-
T	SSB-MTC3List-r16	L	8272	1 4 0
T	SSB-MTC3-r16	Q	0	periodicityAndOffset-r16,8273,0,-,- duration-r16,8283,0,-,- pci-List-r16,8284,1,-,- ssb-ToMeasure-r16,8245,1,-,-	
T	CHOICE	C	0	sf5-r16,8274,0,-,- sf10-r16,8275,0,-,- sf20-r16,8276,0,-,- sf40-r16,8277,0,-,- sf80-r16,8278,0,-,- sf160-r16,8279,0,-,- sf320-r16,8280,0,-,- sf640-r16,8281,0,-,- sf1280-r16,8282,0,-,-	
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
T	SEQUENCE OF	L	42	1 64 0
T	SetupRelease	C	0	release,8286,0,-,- setup,8287,0,-,-	
T	NULL	n
T	RMTC-Config-r16	Q	1	rmtc-Periodicity-r16,8288,0,-,- rmtc-SubframeOffset-r16,8289,1,-,- measDurationSymbols-r16,8290,0,-,- rmtc-Frequency-r16,4,0,-,- ref-SCS-CP-r16,8291,0,-,-	grmtc-Bandwidth-r17,8292,1,-,- measDurationSymbols-v1700,8293,1,-,- ref-SCS-CP-v1700,8294,1,-,- tci-StateInfo-r17,8295,1,-,-;gref-BWPId-r17,119,1,-,-
T	ENUMERATED	e	ms40,ms80,ms160,ms320,ms640	-
T	INTEGER	i	0 639 0
T	ENUMERATED	e	sym1,sym14or12,sym28or24,sym42or36,sym70or60	-
T	ENUMERATED	e	kHz15,kHz30,kHz60-NCP,kHz60-ECP	-
T	ENUMERATED	e	mhz100,mhz400,mhz800,mhz1600,mhz2000	-
T	ENUMERATED	e	sym140,sym560,sym1120	-
T	ENUMERATED	e	kHz120,kHz480,kHz960	-
T	SEQUENCE	Q	0	tci-StateId-r17,1092,0,-,- ref-ServCellId-r17,113,1,-,-	
T	SetupRelease	C	0	release,8297,0,-,- setup,8298,0,-,-	
T	NULL	n
T	T312-r16	e	ms0,ms50,ms100,ms200,ms300,ms400,ms500,ms1000	-
T	MeasGapId-r17	i	1 8 0
T	ENUMERATED	e	ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,spare1	-
T	MeasSequence-r18	i	1 64 0
T	MeasObjectEUTRA	Q	1	carrierFreq,3,0,-,- allowedMeasBandwidth,846,0,-,- cellsToRemoveListEUTRAN,8303,1,-,- cellsToAddModListEUTRAN,8305,1,-,- excludedCellsToRemoveListEUTRAN,8303,1,-,- excludedCellsToAddModListEUTRAN,8307,1,-,- eutra-PresenceAntennaPort1,847,0,-,- eutra-Q-OffsetRange,840,1,-,- widebandRSRQ-Meas,8309,0,-,-	gassociatedMeasGap-r17,8299,1,-,-;gmeasSequence-r18,8301,1,-,-
T	EUTRA-CellIndexList	L	8304	1 32 0
T	EUTRA-CellIndex	i	1 32 0
T	SEQUENCE OF	L	8306	1 32 0
T	EUTRA-Cell	Q	0	cellIndexEUTRA,8304,0,-,- physCellId,839,0,-,- cellIndividualOffset,840,0,-,-	
T	SEQUENCE OF	L	8308	1 32 0
T	EUTRA-ExcludedCell	Q	0	cellIndexEUTRA,8304,0,-,- physCellIdRange,844,0,-,-	
T	BOOLEAN	b
T	MeasObjectUTRA-FDD-r16	Q	1	carrierFreq-r16,5,0,-,- utra-FDD-Q-OffsetRange-r16,8311,1,-,- cellsToRemoveList-r16,8312,1,-,- cellsToAddModList-r16,7351,1,-,-	
T	UTRA-FDD-Q-OffsetRange-r16	e	dB-24,dB-22,dB-20,dB-18,dB-16,dB-14,dB-12,dB-10,dB-8,dB-6,dB-5,dB-4,dB-3,dB-2,dB-1,dB0,dB1,dB2,dB3,dB4,dB5,dB6,dB8,dB10,dB12,dB14,dB16,dB18,dB20,dB22,dB24	-
T	UTRA-FDD-CellIndexList-r16	L	7353	1 32 0
T	MeasObjectNR-SL-r16	Q	0	tx-PoolMeasToRemoveList-r16,8314,1,-,- tx-PoolMeasToAddModList-r16,8314,1,-,-	
T	Tx-PoolMeasList-r16	L	7628	1 8 0
T	MeasObjectCLI-r16	Q	1	cli-ResourceConfig-r16,5592,0,-,-	
T	MeasObjectRxTxDiff-r17	Q	1	dl-Ref-r17,8317,1,-,-	
T	CHOICE	C	1	prs-Ref-r17,8318,0,-,- csi-RS-Ref-r17,8319,0,-,-	
T	NULL	n
T	NULL	n
T	MeasObjectNR-SL-r18	Q	0	sl-Frequency-r18,8321,0,-,- tx-PoolMeasToRemoveList-r18,8314,1,-,- tx-PoolMeasToAddModList-r18,8314,1,-,-	
T	INTEGER	i	1 8 0
T	ReportConfigToRemoveList	L	8323	1 64 0
T	ReportConfigId	i	1 64 0
T	ReportConfigToAddModList	L	8325	1 64 0
T	ReportConfigToAddMod	Q	0	reportConfigId,8323,0,-,- reportConfig,8326,0,-,-	
T	CHOICE	C	1	reportConfigNR,6206,0,-,-	reportConfigInterRAT,8327,0,-,- reportConfigNR-SL-r16,8366,0,-,-
T	ReportConfigInterRAT	Q	0	reportType,8328,0,-,-	
T	CHOICE	C	1	periodical,8329,0,-,- eventTriggered,8336,0,-,- reportCGI,8361,0,-,-	reportSFTD,8363,0,-,-
T	PeriodicalReportConfigInterRAT	Q	1	reportInterval,5583,0,-,- reportAmount,8330,0,-,- reportQuantity,6210,0,-,- maxReportCells,8331,0,-,-	greportQuantityUTRA-FDD-r16,8332,1,-,-;gincludeCommonLocationInfo-r16,8335,1,-,- includeBT-Meas-r16,6221,1,-,- includeWLAN-Meas-r16,6223,1,-,- includeSensor-Meas-r16,6227,1,-,-;greportQuantityRelay-r17,6246,1,-,-
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	INTEGER	i	1 8 0
T	MeasReportQuantityUTRA-FDD-r16	Q	0	cpich-RSCP,8333,0,-,- cpich-EcN0,8334,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	EventTriggerConfigInterRAT	Q	1	eventId,8337,0,-,- rsType,5396,0,-,- reportInterval,5583,0,-,- reportAmount,8357,0,-,- reportQuantity,6210,0,-,- maxReportCells,8358,0,-,-	greportQuantityUTRA-FDD-r16,8332,1,-,-;gincludeCommonLocationInfo-r16,8359,1,-,- includeBT-Meas-r16,6221,1,-,- includeWLAN-Meas-r16,6223,1,-,- includeSensor-Meas-r16,6227,1,-,-;greportQuantityRelay-r17,6246,1,-,-;gcellIndividualOffsetList-r18,8360,1,-,-
T	CHOICE	C	1	eventB1,8338,0,-,- eventB2,8341,0,-,-	eventB1-UTRA-FDD-r16,8343,0,-,- eventB2-UTRA-FDD-r16,8348,0,-,- eventY1-Relay-r17,8350,0,-,- eventY2-Relay-r17,8352,0,-,- eventZ1-Relay-r18,8354,0,-,-
T	SEQUENCE	Q	1	b1-ThresholdEUTRA,8339,0,-,- reportOnLeave,8340,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,-	
T	MeasTriggerQuantityEUTRA	C	0	rsrp,929,0,-,- rsrq,7438,0,-,- sinr,7439,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	b2-Threshold1,5384,0,-,- b2-Threshold2EUTRA,8339,0,-,- reportOnLeave,8342,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	b1-ThresholdUTRA-FDD-r16,8344,0,-,- reportOnLeave-r16,8347,0,-,- hysteresis-r16,5381,0,-,- timeToTrigger-r16,5382,0,-,-	
T	MeasTriggerQuantityUTRA-FDD-r16	C	0	utra-FDD-RSCP-r16,8345,0,-,- utra-FDD-EcN0-r16,8346,0,-,-	
T	INTEGER	i	-5 91 0
T	INTEGER	i	0 49 0
T	BOOLEAN	b
T	SEQUENCE	Q	1	b2-Threshold1-r16,5384,0,-,- b2-Threshold2UTRA-FDD-r16,8344,0,-,- reportOnLeave-r16,8349,0,-,- hysteresis-r16,5381,0,-,- timeToTrigger-r16,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	y1-Threshold1-r17,5384,0,-,- y1-Threshold2-Relay-r17,6267,0,-,- reportOnLeave-r17,8351,0,-,- hysteresis-r17,5381,0,-,- timeToTrigger-r17,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	y2-Threshold-Relay-r17,6267,0,-,- reportOnLeave-r17,8353,0,-,- hysteresis-r17,5381,0,-,- timeToTrigger-r17,5382,0,-,-	
T	BOOLEAN	b
T	SEQUENCE	Q	1	z1-Threshold1-Relay-r18,8355,0,-,- z1-Threshold2-Relay-r18,6267,0,-,- reportOnLeave-r18,8356,0,-,- hysteresis-r18,5381,0,-,- timeToTrigger-r18,5382,0,-,-	
T	SEQUENCE	Q	0	sl-RSRP-r18,6267,0,-,- sd-RSRP-r18,6267,1,-,-	
T	BOOLEAN	b
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	7331	1 32 0
T	ReportCGI-EUTRA	Q	1	cellForWhichToReportCGI,839,0,-,-	guseAutonomousGaps-r16,8362,1,-,-
T	ENUMERATED	e	setup	-
T	ReportSFTD-EUTRA	Q	1	reportSFTD-Meas,8364,0,-,- reportRSRP,8365,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	ReportConfigNR-SL-r16	Q	0	reportType-r16,8367,0,-,-	
T	CHOICE	C	0	periodical-r16,8368,0,-,- eventTriggered-r16,8372,0,-,-	
T	PeriodicalReportConfigNR-SL-r16	Q	1	reportInterval-r16,5583,0,-,- reportAmount-r16,8369,0,-,- reportQuantity-r16,8370,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasReportQuantity-r16	Q	1	cbr-r16,8371,0,-,-	
T	BOOLEAN	b
T	EventTriggerConfigNR-SL-r16	Q	1	eventId-r16,8373,0,-,- reportInterval-r16,5583,0,-,- reportAmount-r16,8376,0,-,- reportQuantity-r16,8370,0,-,-	
T	CHOICE	C	1	eventC1,8374,0,-,- eventC2-r16,8375,0,-,-	
T	SEQUENCE	Q	0	c1-Threshold-r16,7669,0,-,- hysteresis-r16,5381,0,-,- timeToTrigger-r16,5382,0,-,-	
T	SEQUENCE	Q	0	c2-Threshold-r16,7669,0,-,- hysteresis-r16,5381,0,-,- timeToTrigger-r16,5382,0,-,-	
T	ENUMERATED	e	r1,r2,r4,r8,r16,r32,r64,infinity	-
T	MeasIdToRemoveList	L	7381	1 64 0
T	MeasIdToAddModList	L	8379	1 64 0
T	MeasIdToAddMod	Q	0	measId,7381,0,-,- measObjectId,2067,0,-,- reportConfigId,8323,0,-,-	
T	CHOICE	C	0	ssb-RSRP,349,0,-,- csi-RSRP,349,0,-,-	
T	QuantityConfig	Q	1	quantityConfigNR-List,8382,1,-,-	gquantityConfigEUTRA,8385,1,-,-;gquantityConfigUTRA-FDD-r16,8386,1,-,- quantityConfigCLI-r16,8387,1,-,-
T	SEQUENCE OF	L	8383	1 2 0
T	QuantityConfigNR	Q	0	quantityConfigCell,8384,0,-,- quantityConfigRS-Index,8384,1,-,-	
T	QuantityConfigRS	Q	0	ssb-FilterConfig,8385,0,-,- csi-RS-FilterConfig,8385,0,-,-	
T	FilterConfig	Q	0	filterCoefficientRSRP,7806,1,efc4,- filterCoefficientRSRQ,7806,1,efc4,- filterCoefficientRS-SINR,7806,1,efc4,-	
T	QuantityConfigUTRA-FDD-r16	Q	0	filterCoefficientRSCP-r16,7806,1,efc4,- filterCoefficientEcNO-r16,7806,1,efc4,-	
T	FilterConfigCLI-r16	Q	0	filterCoefficientSRS-RSRP-r16,7806,1,efc4,- filterCoefficientCLI-RSSI-r16,7806,1,efc4,-	
T	MeasGapConfig	Q	1	gapFR2,5413,1,-,-	ggapFR1,5413,1,-,- gapUE,5413,1,-,-;ggapToAddModList-r17,8389,1,-,- gapToReleaseList-r17,8401,1,-,- posMeasGapPreConfigToAddModList-r17,8402,1,-,- posMeasGapPreConfigToReleaseList-r17,8410,1,-,-
T	SEQUENCE OF	L	8390	1 8 0
T	GapConfig-r17	Q	1	measGapId-r17,8299,0,-,- gapType-r17,8391,0,-,- gapOffset-r17,8392,0,-,- mgl-r17,8393,0,-,- mgrp-r17,8394,0,-,- mgta-r17,8395,0,-,- refServCellIndicator-r17,8396,1,-,- refFR2-ServCellAsyncCA-r17,113,1,-,- preConfigInd-r17,8397,1,-,- ncsgInd-r17,8398,1,-,- gapAssociationPRS-r17,8399,1,-,- gapSharing-r17,8400,1,-,- gapPriority-r17,5527,1,-,-	
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
T	SEQUENCE OF	L	8299	1 8 0
T	PosMeasGapPreConfigToAddModList-r17	L	8403	1 16 0
T	PosGapConfig-r17	Q	1	measPosPreConfigGapId-r17,8404,0,-,- gapOffset-r17,8405,0,-,- mgl-r17,8406,0,-,- mgrp-r17,8407,0,-,- mgta-r17,8408,0,-,- gapType-r17,8409,0,-,-	
T	MeasPosPreConfigGapId-r17	i	1 16 0
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms1dot5,ms3,ms3dot5,ms4,ms5dot5,ms6,ms10,ms20	-
T	ENUMERATED	e	ms20,ms40,ms80,ms160	-
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5	-
T	ENUMERATED	e	perUE,perFR1,perFR2	-
T	PosMeasGapPreConfigToReleaseList-r17	L	8404	1 16 0
T	MeasGapSharingConfig	Q	1	gapSharingFR2,8412,1,-,-	ggapSharingFR1,8412,1,-,- gapSharingUE,8412,1,-,-
T	SetupRelease	C	0	release,8413,0,-,- setup,8400,0,-,-	
T	NULL	n
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8416,0,-,- setup,8417,0,-,-	
T	NULL	n
T	MeasWindowConfig-r18	Q	1	windowOffsetPeriodicity-r18,8418,0,-,- windowDuration-r18,8421,0,-,-	
T	CHOICE	C	1	periodicityMs40-r18,8419,0,-,- periodicityMs80-r18,8420,0,-,-	
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	ENUMERATED	e	ms2,ms5,ms5dot5,spare1	-
T	OCTET STRING	O	0 - 0
T	RRCReconfiguration-v1530-IEs	Q	0	masterCellGroup,8424,1,-,- fullConfig,8425,1,-,- dedicatedNAS-MessageList,8426,1,-,- masterKeyUpdate,8428,1,-,- dedicatedSIB1-Delivery,8432,1,-,- dedicatedSystemInformationDelivery,8433,1,-,- otherConfig,8434,1,-,- nonCriticalExtension,8439,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	8427	1 29 0
T	DedicatedNAS-Message	O	0 - 0
T	MasterKeyUpdate	Q	1	keySetChangeIndicator,8429,0,-,- nextHopChainingCount,8430,0,-,- nas-Container,8431,1,-,-	
T	BOOLEAN	b
T	NextHopChainingCount	i	0 7 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OtherConfig	Q	0	delayBudgetReportingConfig,8435,1,-,-	
T	CHOICE	C	0	release,8436,0,-,- setup,8437,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	delayBudgetReportingProhibitTimer,8438,0,-,-	
T	ENUMERATED	e	s0,s0dot4,s0dot8,s1dot6,s3,s6,s12,s30	-
T	RRCReconfiguration-v1540-IEs	Q	0	otherConfig-v1540,8440,1,-,- nonCriticalExtension,8445,1,-,-	
T	OtherConfig-v1540	Q	1	overheatingAssistanceConfig,8441,1,-,-	
T	SetupRelease	C	0	release,8442,0,-,- setup,8443,0,-,-	
T	NULL	n
T	OverheatingAssistanceConfig	Q	0	overheatingIndicationProhibitTimer,8444,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,spare3,spare2,spare1	-
T	RRCReconfiguration-v1560-IEs	Q	0	mrdc-SecondaryCellGroupConfig,8446,1,-,- radioBearerConfig2,8453,1,-,- sk-Counter,7405,1,-,- nonCriticalExtension,8454,1,-,-	
T	SetupRelease	C	0	release,8447,0,-,- setup,8448,0,-,-	
T	NULL	n
T	MRDC-SecondaryCellGroupConfig	Q	0	mrdc-ReleaseAndAdd,8449,1,-,- mrdc-SecondaryCellGroup,8450,0,-,-	
T	ENUMERATED	e	true	-
T	CHOICE	C	0	nr-SCG,8451,0,-,- eutra-SCG,8452,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRCReconfiguration-v1610-IEs	Q	0	otherConfig-v1610,8455,1,-,- bap-Config-r16,8487,1,-,- iab-IP-AddressConfigurationList-r16,8489,1,-,- conditionalReconfiguration-r16,7396,1,-,- daps-SourceRelease-r16,8500,1,-,- t316-r16,8501,1,-,- needForGapsConfigNR-r16,8504,1,-,- onDemandSIB-Request-r16,8508,1,-,- dedicatedPosSysInfoDelivery-r16,8512,1,-,- sl-ConfigDedicatedNR-r16,8513,1,-,- sl-ConfigDedicatedEUTRA-Info-r16,8515,1,-,- targetCellSMTC-SCG-r16,713,1,-,- nonCriticalExtension,8521,1,-,-	
T	OtherConfig-v1610	Q	0	idc-AssistanceConfig-r16,8456,1,-,- drx-PreferenceConfig-r16,8459,1,-,- maxBW-PreferenceConfig-r16,8463,1,-,- maxCC-PreferenceConfig-r16,8467,1,-,- maxMIMO-LayerPreferenceConfig-r16,8471,1,-,- minSchedulingOffsetPreferenceConfig-r16,8475,1,-,- releasePreferenceConfig-r16,8479,1,-,- referenceTimePreferenceReporting-r16,8484,1,-,- btNameList-r16,6221,1,-,- wlanNameList-r16,6223,1,-,- sensorNameList-r16,6227,1,-,- obtainCommonLocation-r16,8485,1,-,- sl-AssistanceConfigNR-r16,8486,1,-,-	
T	SetupRelease	C	0	release,8457,0,-,- setup,8458,0,-,-	
T	NULL	n
T	IDC-AssistanceConfig-r16	Q	1	candidateServingFreqListNR-r16,5340,1,-,-	
T	SetupRelease	C	0	release,8460,0,-,- setup,8461,0,-,-	
T	NULL	n
T	DRX-PreferenceConfig-r16	Q	0	drx-PreferenceProhibitTimer-r16,8462,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,8464,0,-,- setup,8465,0,-,-	
T	NULL	n
T	MaxBW-PreferenceConfig-r16	Q	0	maxBW-PreferenceProhibitTimer-r16,8466,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,8468,0,-,- setup,8469,0,-,-	
T	NULL	n
T	MaxCC-PreferenceConfig-r16	Q	0	maxCC-PreferenceProhibitTimer-r16,8470,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,8472,0,-,- setup,8473,0,-,-	
T	NULL	n
T	MaxMIMO-LayerPreferenceConfig-r16	Q	0	maxMIMO-LayerPreferenceProhibitTimer-r16,8474,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,8476,0,-,- setup,8477,0,-,-	
T	NULL	n
T	MinSchedulingOffsetPreferenceConfig-r16	Q	0	minSchedulingOffsetPreferenceProhibitTimer-r16,8478,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	SetupRelease	C	0	release,8480,0,-,- setup,8481,0,-,-	
T	NULL	n
T	ReleasePreferenceConfig-r16	Q	0	releasePreferenceProhibitTimer-r16,8482,0,-,- connectedReporting-r16,8483,1,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,infinity,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8488,0,-,- setup,645,0,-,-	
T	NULL	n
T	IAB-IP-AddressConfigurationList-r16	Q	1	iab-IP-AddressToAddModList-r16,8490,1,-,- iab-IP-AddressToReleaseList-r16,8499,1,-,-	
T	SEQUENCE OF	L	8491	1 32 0
T	IAB-IP-AddressConfiguration-r16	Q	1	iab-IP-AddressIndex-r16,8492,0,-,- iab-IP-Address-r16,8493,1,-,- iab-IP-Usage-r16,8497,1,-,- iab-donor-DU-BAP-Address-r16,8498,1,-,-	
T	IAB-IP-AddressIndex-r16	i	1 32 0
T	IAB-IP-Address-r16	C	1	iPv4-Address-r16,8494,0,-,- iPv6-Address-r16,8495,0,-,- iPv6-Prefix-r16,8496,0,-,-	
T	BIT STRING	B	32 32 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	64 64 0
T	IAB-IP-Usage-r16	e	f1-C,f1-U,non-F1,spare	-
T	BIT STRING	B	10 10 0
T	SEQUENCE OF	L	8492	1 32 0
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8502,0,-,- setup,8503,0,-,-	
T	NULL	n
T	T316-r16	e	ms50,ms100,ms200,ms300,ms400,ms500,ms600,ms1000,ms1500,ms2000	-
T	SetupRelease	C	0	release,8505,0,-,- setup,8506,0,-,-	
T	NULL	n
T	NeedForGapsConfigNR-r16	Q	0	requestedTargetBandFilterNR-r16,8507,1,-,-	
T	SEQUENCE OF	L	280	1 1024 0
T	SetupRelease	C	0	release,8509,0,-,- setup,8510,0,-,-	
T	NULL	n
T	OnDemandSIB-Request-r16	Q	0	onDemandSIB-RequestProhibitTimer-r16,8511,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30	-
T	OCTET STRING	O	0 - 0
T	SetupRelease	C	0	release,8514,0,-,- setup,7598,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,8516,0,-,- setup,8517,0,-,-	
T	NULL	n
T	SL-ConfigDedicatedEUTRA-Info-r16	Q	0	sl-ConfigDedicatedEUTRA-r16,8518,1,-,- sl-TimeOffsetEUTRA-List-r16,8519,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	8520	8 8 0
T	SL-TimeOffsetEUTRA-r16	e	ms0,ms0dot25,ms0dot5,ms0dot625,ms0dot75,ms1,ms1dot25,ms1dot5,ms1dot75,ms2,ms2dot5,ms3,ms4,ms5,ms6,ms8,ms10,ms20	-
T	RRCReconfiguration-v1700-IEs	Q	0	otherConfig-v1700,8522,1,-,- sl-L2RelayUE-Config-r17,8563,1,-,- sl-L2RemoteUE-Config-r17,8575,1,-,- dedicatedPagingDelivery-r17,8577,1,-,- needForGapNCSG-ConfigNR-r17,8578,1,-,- needForGapNCSG-ConfigEUTRA-r17,8582,1,-,- musim-GapConfig-r17,8586,1,-,- ul-GapFR2-Config-r17,8588,1,-,- scg-State-r17,8594,1,-,- appLayerMeasConfig-r17,552,1,-,- ue-TxTEG-RequestUL-TDOA-Config-r17,8595,1,-,- nonCriticalExtension,8600,1,-,-	
T	OtherConfig-v1700	Q	0	ul-GapFR2-PreferenceConfig-r17,8523,1,-,- musim-GapAssistanceConfig-r17,8524,1,-,- musim-LeaveAssistanceConfig-r17,8528,1,-,- successHO-Config-r17,8532,1,-,- maxBW-PreferenceConfigFR2-2-r17,8539,1,-,- maxMIMO-LayerPreferenceConfigFR2-2-r17,8540,1,-,- minSchedulingOffsetPreferenceConfigExt-r17,8541,1,-,- rlm-RelaxationReportingConfig-r17,8542,1,-,- bfd-RelaxationReportingConfig-r17,8546,1,-,- scg-DeactivationPreferenceConfig-r17,8548,1,-,- rrm-MeasRelaxationReportingConfig-r17,8552,1,-,- propDelayDiffReportConfig-r17,8557,1,-,-	
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8525,0,-,- setup,8526,0,-,-	
T	NULL	n
T	MUSIM-GapAssistanceConfig-r17	Q	0	musim-GapProhibitTimer-r17,8527,0,-,-	
T	ENUMERATED	e	s0,s0dot1,s0dot2,s0dot3,s0dot4,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10	-
T	SetupRelease	C	0	release,8529,0,-,- setup,8530,0,-,-	
T	NULL	n
T	MUSIM-LeaveAssistanceConfig-r17	Q	0	musim-LeaveWithoutResponseTimer-r17,8531,0,-,-	
T	ENUMERATED	e	ms10,ms20,ms40,ms60,ms80,ms100,spare2,spare1	-
T	SetupRelease	C	0	release,8533,0,-,- setup,8534,0,-,-	
T	NULL	n
T	SuccessHO-Config-r17	Q	1	thresholdPercentageT304-r17,8535,1,-,- thresholdPercentageT310-r17,8536,1,-,- thresholdPercentageT312-r17,8537,1,-,- sourceDAPS-FailureReporting-r17,8538,1,-,-	
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p40,p60,p80,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	p20,p40,p60,p80,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8543,0,-,- setup,8544,0,-,-	
T	NULL	n
T	RLM-RelaxationReportingConfig-r17	Q	0	rlm-RelaxtionReportingProhibitTimer-r17,8545,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,infinity,spare2,spare1	-
T	SetupRelease	C	0	release,8547,0,-,- setup,1616,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,8549,0,-,- setup,8550,0,-,-	
T	NULL	n
T	SCG-DeactivationPreferenceConfig-r17	Q	0	scg-DeactivationPreferenceProhibitTimer-r17,8551,0,-,-	
T	ENUMERATED	e	s0,s1,s2,s4,s8,s10,s15,s30,s60,s120,s180,s240,s300,s600,s900,s1800	-
T	SetupRelease	C	0	release,8553,0,-,- setup,8554,0,-,-	
T	NULL	n
T	RRM-MeasRelaxationReportingConfig-r17	Q	0	s-SearchDeltaP-Stationary-r17,8555,0,-,- t-SearchDeltaP-Stationary-r17,8556,0,-,-	
T	ENUMERATED	e	dB2,dB3,dB6,dB9,dB12,dB15,spare2,spare1	-
T	ENUMERATED	e	s5,s10,s20,s30,s60,s120,s180,s240,s300,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SetupRelease	C	0	release,8558,0,-,- setup,8559,0,-,-	
T	NULL	n
T	PropDelayDiffReportConfig-r17	Q	0	threshPropDelayDiff-r17,8560,1,-,- neighCellInfoList-r17,8561,1,-,-	
T	ENUMERATED	e	ms0dot5,ms1,ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms9,ms10,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	8562	1 4 0
T	NeighbourCellInfo-r17	Q	0	epochTime-r17,977,0,-,- ephemerisInfo-r17,989,0,-,-	
T	SetupRelease	C	0	release,8564,0,-,- setup,8565,0,-,-	
T	NULL	n
T	SL-L2RelayUE-Config-r17	Q	1	sl-RemoteUE-ToAddModList-r17,8566,1,-,- sl-RemoteUE-ToReleaseList-r17,8568,1,-,-	gsl-U2U-RemoteUE-ToAddModList-r18,8569,1,-,- sl-U2U-RemoteUE-ToReleaseList-r18,8574,1,-,-
T	SEQUENCE OF	L	8567	1 32 0
T	SL-RemoteUE-ToAddMod-r17	Q	1	sl-L2IdentityRemote-r17,8173,0,-,- sl-SRAP-ConfigRelay-r17,8205,1,-,-	
T	SEQUENCE OF	L	8173	1 32 0
T	SEQUENCE OF	L	8570	1 32 0
T	SL-U2U-RemoteUE-Config-r18	Q	1	sl-L2IdentityRemoteUE-r18,8173,0,-,- sl-SourceRemoteUE-ToAddModList-r18,8571,1,-,- sl-SourceRemoteUE-ToReleaseList-r18,8573,1,-,-	
T	SEQUENCE OF	L	8572	1 32 0
T	SL-SourceRemoteUE-Config-r18	Q	1	sl-SourceUE-Identity-r18,6726,0,-,- sl-SRAP-ConfigU2U-r18,8216,0,-,-	
T	SEQUENCE OF	L	6726	1 32 0
T	SEQUENCE OF	L	8173	1 32 0
T	SetupRelease	C	0	release,8576,0,-,- setup,8204,0,-,-	
T	NULL	n
T	OCTET STRING	O	0 - 0
T	SetupRelease	C	0	release,8579,0,-,- setup,8580,0,-,-	
T	NULL	n
T	NeedForGapNCSG-ConfigNR-r17	Q	0	requestedTargetBandFilterNCSG-NR-r17,8581,1,-,-	
T	SEQUENCE OF	L	280	1 1024 0
T	SetupRelease	C	0	release,8583,0,-,- setup,8584,0,-,-	
T	NULL	n
T	NeedForGapNCSG-ConfigEUTRA-r17	Q	0	requestedTargetBandFilterNCSG-EUTRA-r17,8585,1,-,-	
T	SEQUENCE OF	L	295	1 256 0
T	SetupRelease	C	0	release,8587,0,-,- setup,5505,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,8589,0,-,- setup,8590,0,-,-	
T	NULL	n
T	UL-GapFR2-Config-r17	Q	0	gapOffset-r17,8591,0,-,- ugl-r17,8592,0,-,- ugrp-r17,8593,0,-,- refFR2-ServCellAsyncCA-r17,113,1,-,-	
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms0dot125,ms0dot25,ms0dot5,ms1	-
T	ENUMERATED	e	ms5,ms20,ms40,ms160	-
T	ENUMERATED	e	deactivated	-
T	SetupRelease	C	0	release,8596,0,-,- setup,8597,0,-,-	
T	NULL	n
T	UE-TxTEG-RequestUL-TDOA-Config-r17	C	0	oneShot-r17,8598,0,-,- periodicReporting-r17,8599,0,-,-	
T	NULL	n
T	ENUMERATED	e	ms160,ms320,ms1280,ms2560,ms61440,ms81920,ms368640,ms737280	-
T	RRCReconfiguration-v1800-IEs	Q	0	needForInterruptionConfigNR-r18,8601,1,-,- aerial-Config-r18,8602,1,-,- sl-IndirectPathAddChange-r18,8604,1,-,- n3c-IndirectPathAddChange-r18,8608,1,-,- n3c-IndirectPathConfigRelay-r18,8613,1,-,- otherConfig-v1800,8619,1,-,- srs-PosResourceSetAggBW-CombinationList-r18,8649,1,-,- ltm-Config-r18,8653,1,-,- nonCriticalExtension,8694,1,-,-	
T	ENUMERATED	e	disabled,enabled	-
T	SetupRelease	C	0	release,8603,0,-,- setup,476,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,8605,0,-,- setup,8606,0,-,-	
T	NULL	n
T	SL-IndirectPathAddChange-r18	Q	1	sl-IndirectPathRelayUE-Identity-r18,6726,0,-,- sl-IndirectPathCellIdentity-r18,23,0,-,- t421-r18,8607,1,-,-	
T	ENUMERATED	e	ms50,ms100,ms150,ms200,ms500,ms1000,ms2000,ms10000	-
T	SetupRelease	C	0	release,8609,0,-,- setup,8610,0,-,-	
T	NULL	n
T	N3C-IndirectPathAddChange-r18	Q	1	n3c-RelayIdentification-r18,8611,0,-,-	
T	N3C-RelayUE-Info-r18	Q	0	n3c-CellGlobalId-r18,8612,0,-,- n3c-C-RNTI-r18,1,0,-,-	
T	SEQUENCE	Q	0	n3c-PLMN-Id-r18,253,0,-,- n3c-CellIdentity-r18,23,0,-,-	
T	SetupRelease	C	0	release,8614,0,-,- setup,8615,0,-,-	
T	NULL	n
T	N3C-IndirectPathConfigRelay-r18	Q	1	n3c-MappingToReleaseList-r18,8616,1,-,- n3c-MappingToAddModList-r18,8617,1,-,-	
T	SEQUENCE OF	L	8209	1 32 0
T	SEQUENCE OF	L	8618	1 32 0
T	N3C-MappingConfig-r18	Q	1	n3c-RemoteUE-RB-Identity-r18,8209,0,-,- n3c-RLC-ChannelUu-r18,7200,0,-,-	
T	OtherConfig-v1800	Q	0	idc-AssistanceConfig-v1800,8620,1,-,- multiRx-PreferenceReportingConfigFR2-r18,8627,1,-,- aerial-FlightPathAvailabilityConfig-r18,8631,1,-,- ul-TrafficInfoReportingConfig-r18,8632,1,-,- n3c-RelayUE-InfoReportConfig-r18,8639,1,-,- successPSCell-Config-r18,8640,1,-,- sn-InitiatedPSCellChange-r18,8642,1,-,- musim-GapPriorityAssistanceConfig-r18,8643,1,-,- musim-CapabilityRestrictionConfig-r18,8644,1,-,-	
T	SetupRelease	C	0	release,8621,0,-,- setup,8622,0,-,-	
T	NULL	n
T	IDC-AssistanceConfig-v1800	Q	0	idc-FDM-AssistanceConfig-r18,8623,1,-,- idc-TDM-AssistanceConfig-r18,8626,1,-,-	
T	SetupRelease	C	0	release,8624,0,-,- setup,8625,0,-,-	
T	NULL	n
T	IDC-FDM-AssistanceConfig-r18	Q	1	candidateServingFreqRangeListNR-r18,5337,1,-,-	
T	ENUMERATED	e	setup	-
T	SetupRelease	C	0	release,8628,0,-,- setup,8629,0,-,-	
T	NULL	n
T	MultiRx-PreferenceReportingConfigFR2-r18	Q	0	multiRx-PreferenceReportingConfigFR2ProhibitTimer-r18,8630,0,-,-	
T	ENUMERATED	e	s0,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s20,s30,spare2,spare1	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8633,0,-,- setup,8634,0,-,-	
T	NULL	n
T	UL-TrafficInfoReportingConfig-r18	Q	0	pdu-SessionsToReportUL-TrafficInfoList-r18,8635,0,-,- ul-TrafficInfoProhibitTimer-r18,8638,0,-,-	
T	SEQUENCE OF	L	8636	1 256 0
T	PDU-SessionToReportUL-TrafficInfo-r18	Q	0	pdu-SessionID-r18,7568,0,-,- qfi-ToReportUL-TrafficInfoList-r18,8637,0,-,-	
T	SEQUENCE OF	L	7573	1 64 0
T	ENUMERATED	e	s0,s0dot5,s1,s2,s5,s10,s20,s30,s60,s90,s120,s300,s600,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8641,0,-,- setup,5343,0,-,-	
T	NULL	n
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8645,0,-,- setup,8646,0,-,-	
T	NULL	n
T	MUSIM-CapabilityRestrictionConfig-r18	Q	0	musim-CandidateBandList-r18,5559,1,-,- musim-WaitTimer-r18,8647,0,-,- musim-ProhibitTimer-r18,8648,0,-,-	
T	ENUMERATED	e	ms10,ms20,ms40,ms60,ms80,ms100,spare2,spare1	-
T	ENUMERATED	e	s0,s0dot1,s0dot2,s0dot3,s0dot4,s0dot5,s1,s2,s3,s4,s5,s6,s7,s8,s9,s10	-
T	SetupRelease	C	0	release,8650,0,-,- setup,8651,0,-,-	
T	NULL	n
T	SRS-PosResourceSetAggBW-CombinationList-r18	L	8652	1 32 0
T	SRS-PosResourceSetLinkedForAggBW-List-r18	L	154	2 3 0
T	SetupRelease	C	0	release,8654,0,-,- setup,8655,0,-,-	
T	NULL	n
T	LTM-Config-r18	Q	1	ltm-ReferenceConfiguration-r18,7398,1,-,- ltm-CandidateToReleaseList-r18,8656,1,-,- ltm-CandidateToAddModList-r18,8658,1,-,- ltm-ServingCellNoResetID-r18,8685,1,-,- ltm-CSI-ResourceConfigToAddModList-r18,8686,1,-,- ltm-CSI-ResourceConfigToReleaseList-r18,8691,1,-,- attemptLTM-Switch-r18,8692,1,-,- ltm-ServingCellUE-MeasuredTA-ID-r18,8693,1,-,-	
T	SEQUENCE OF	L	8657	1 8 0
T	LTM-CandidateId-r18	i	1 8 0
T	SEQUENCE OF	L	8659	1 8 0
T	LTM-Candidate-r18	Q	1	ltm-CandidateId-r18,8657,0,-,- ltm-CandidatePCI-r18,42,1,-,- ltm-SSB-Config-r18,8660,1,-,- ltm-CandidateConfig-r18,8667,1,-,- ltm-ConfigComplete-r18,8668,1,-,- ltm-EarlyUL-SyncConfig-r18,8669,1,-,- ltm-EarlyUL-SyncConfigSUL-r18,8670,1,-,- ltm-TCI-Info-r18,8671,1,-,- ltm-NoResetID-r18,8683,1,-,- ltm-UE-MeasuredTA-ID-r18,8684,1,-,-	
T	LTM-SSB-Config-r18	Q	1	ssb-Frequency-r18,4,0,-,- subcarrierSpacing-r18,45,0,-,- ssb-Periodicity-r18,8661,1,-,- ssb-PositionsInBurst-r18,8662,1,-,- ss-PBCH-BlockPower-r18,8666,1,-,-	
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160,spare2,spare1	-
T	CHOICE	C	0	shortBitmap,8663,0,-,- mediumBitmap,8664,0,-,- longBitmap,8665,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	INTEGER	i	-60 50 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	LTM-TCI-Info-r18	Q	1	ltm-DL-OrJointTCI-StateToAddModList-r18,8672,1,-,- ltm-DL-OrJointTCI-StateToReleaseList-r18,8673,1,-,- ltm-UL-TCI-StateToAddModList-r18,8674,1,-,- ltm-UL-TCI-StateToReleaseList-r18,8675,1,-,- ltm-NZP-CSI-RS-ResourceToAddModList-r18,8676,1,-,- ltm-NZP-CSI-RS-ResourceToReleaseList-r18,8677,1,-,- ltm-NZP-CSI-RS-ResourceSetToAddModList-r18,8678,1,-,- ltm-NZP-CSI-RS-ResourceSetToReleaseList-r18,8679,1,-,- pathlossReferenceRS-ToAddModList-r18,8680,1,-,- pathlossReferenceRS-ToReleaseList-r18,8681,1,-,- unifiedTCI-StateType-r18,8682,1,-,-	
T	SEQUENCE OF	L	6347	1 128 0
T	SEQUENCE OF	L	1092	1 128 0
T	SEQUENCE OF	L	6352	1 64 0
T	SEQUENCE OF	L	2760	1 64 0
T	SEQUENCE OF	L	5681	1 192 0
T	SEQUENCE OF	L	115	1 192 0
T	SEQUENCE OF	L	5688	1 64 0
T	SEQUENCE OF	L	5689	1 64 0
T	SEQUENCE OF	L	2823	1 64 0
T	SEQUENCE OF	L	1768	1 64 0
T	ENUMERATED	e	separate,joint	-
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	INTEGER	i	1 9 0
T	SEQUENCE OF	L	8687	1 112 0
T	LTM-CSI-ResourceConfig-r18	Q	1	ltm-CSI-ResourceConfigId-r18,6151,0,-,- ltm-CSI-SSB-ResourceSet-r18,8688,0,-,-	
T	LTM-CSI-SSB-ResourceSet-r18	Q	1	ltm-CSI-SSB-ResourceList-r18,8689,0,-,- ltm-CandidateIdList-r18,8690,0,-,-	
T	SEQUENCE OF	L	40	1 512 0
T	SEQUENCE OF	L	8657	1 512 0
T	SEQUENCE OF	L	6151	1 112 0
T	ENUMERATED	e	true	-
T	INTEGER	i	1 9 0
T	RRCReconfiguration-v1830-IEs	Q	0	otherConfig-v1830,8695,1,-,- nonCriticalExtension,8697,1,-,-	
T	OtherConfig-v1830	Q	0	sl-PRS-AssistanceConfigNR-r18,8696,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCResume	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8700,0,-,-	
T	CHOICE	C	0	rrcResume,8701,0,-,- criticalExtensionsFuture,8721,0,-,-	
T	RRCResume-IEs	Q	0	radioBearerConfig,7488,1,-,- masterCellGroup,8702,1,-,- measConfig,8234,1,-,- fullConfig,8703,1,-,- lateNonCriticalExtension,8704,1,-,- nonCriticalExtension,8705,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	RRCResume-v1560-IEs	Q	0	radioBearerConfig2,8706,1,-,- sk-Counter,7405,1,-,- nonCriticalExtension,8707,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCResume-v1610-IEs	Q	0	idleModeMeasurementReq-r16,8708,1,-,- restoreMCG-SCells-r16,8709,1,-,- restoreSCG-r16,8710,1,-,- mrdc-SecondaryCellGroup-r16,8711,1,-,- needForGapsConfigNR-r16,8504,1,-,- nonCriticalExtension,8714,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	CHOICE	C	0	nr-SCG-r16,8712,0,-,- eutra-SCG-r16,8713,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRCResume-v1700-IEs	Q	0	sl-ConfigDedicatedNR-r17,8513,1,-,- sl-L2RemoteUE-Config-r17,8575,1,-,- needForGapNCSG-ConfigNR-r17,8578,1,-,- needForGapNCSG-ConfigEUTRA-r17,8582,1,-,- scg-State-r17,8715,1,-,- appLayerMeasConfig-r17,552,1,-,- nonCriticalExtension,8716,1,-,-	
T	ENUMERATED	e	deactivated	-
T	RRCResume-v1800-IEs	Q	0	needForInterruptionConfigNR-r18,8717,1,-,- reselectionMeasurementReq-r18,8718,1,-,- validatedMeasurementsReq-r18,8719,1,-,- nonCriticalExtension,8720,1,-,-	
T	ENUMERATED	e	disabled,enabled	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCRelease	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8723,0,-,-	
T	CHOICE	C	0	rrcRelease,8724,0,-,- criticalExtensionsFuture,8774,0,-,-	
T	RRCRelease-IEs	Q	0	redirectedCarrierInfo,8725,1,-,- cellReselectionPriorities,7332,1,-,- suspendConfig,8728,1,-,- deprioritisationReq,8752,1,-,- lateNonCriticalExtension,8755,1,-,- nonCriticalExtension,8756,1,-,-	
T	RedirectedCarrierInfo	C	1	nr,6366,0,-,- eutra,8726,0,-,-	
T	RedirectedCarrierInfo-EUTRA	Q	0	eutraFrequency,3,0,-,- cnType,8727,1,-,-	
T	ENUMERATED	e	epc,fiveGC	-
T	SuspendConfig	Q	1	fullI-RNTI,8729,0,-,- shortI-RNTI,8730,0,-,- ran-PagingCycle,1370,0,-,- ran-NotificationAreaInfo,250,1,-,- t380,8731,1,-,- nextHopChainingCount,8430,0,-,-	gsl-UEIdentityRemote-r17,1,1,-,- sdt-Config-r17,8732,1,-,- srs-PosRRC-Inactive-r17,8734,1,-,- ran-ExtendedPagingCycle-r17,8737,1,-,-;gncd-SSB-RedCapInitialBWP-SDT-r17,8738,1,-,-;gresumeIndication-r18,8740,1,-,- srs-PosRRC-InactiveEnhanced-r18,8741,1,-,- ran-ExtendedPagingCycleConfig-r18,8744,1,-,- multicastConfigInactive-r18,8747,1,-,-
T	I-RNTI-Value	B	40 40 0
T	ShortI-RNTI-Value	B	24 24 0
T	PeriodicRNAU-TimerValue	e	min5,min10,min20,min30,min60,min120,min360,min720	-
T	SetupRelease	C	0	release,8733,0,-,- setup,12,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,8735,0,-,- setup,8736,0,-,-	
T	NULL	n
T	SRS-PosRRC-Inactive-r17	O	0 - 0
T	ExtendedPagingCycle-r17	e	rf256,rf512,rf1024,spare1	-
T	SetupRelease	C	0	release,8739,0,-,- setup,2064,0,-,-	
T	NULL	n
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8742,0,-,- setup,8743,0,-,-	
T	NULL	n
T	SRS-PosRRC-InactiveEnhanced-r18	O	0 - 0
T	ExtendedPagingCycleConfig-r18	Q	0	extendedPagingCycle-r18,8745,0,-,- pagingPTWLength-r18,8746,0,-,-	
T	ENUMERATED	e	hf2,hf4,hf8,hf16,hf32,hf64,hf128,hf256,hf512,hf1024,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms1280,ms2560,ms3840,ms5120,ms6400,ms7680,ms8960,ms10240,ms11520,ms12800,ms14080,ms15360,ms16640,ms17920,ms19200,ms20480,ms21760,ms23040,ms24320,ms25600,ms26880,ms28160,ms29440,ms30720,ms32000,ms33280,ms34560,ms35840,ms37120,ms38400,ms39680,ms40960	-
T	SetupRelease	C	0	release,8748,0,-,- setup,8749,0,-,-	
T	NULL	n
T	MulticastConfigInactive-r18	Q	0	inactivePTM-Config-r18,8750,1,-,- inactiveMCCH-Config-r18,8751,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0	deprioritisationType,8753,0,-,- deprioritisationTimer,8754,0,-,-	
T	ENUMERATED	e	frequency,nr	-
T	ENUMERATED	e	min5,min10,min15,min30	-
T	OCTET STRING	O	0 - 0
T	RRCRelease-v1540-IEs	Q	0	waitTime,7481,1,-,- nonCriticalExtension,8757,1,-,-	
T	RRCRelease-v1610-IEs	Q	0	voiceFallbackIndication-r16,8758,1,-,- measIdleConfig-r16,8759,1,-,- nonCriticalExtension,8769,1,-,-	
T	ENUMERATED	e	true	-
T	SetupRelease	C	0	release,8760,0,-,- setup,8761,0,-,-	
T	NULL	n
T	MeasIdleConfigDedicated-r16	Q	1	measIdleCarrierListNR-r16,8762,1,-,- measIdleCarrierListEUTRA-r16,8763,1,-,- measIdleDuration-r16,8764,0,-,- validityAreaList-r16,8765,1,-,-	gmeasReselectionCarrierListNR-r18,8768,1,-,- measIdleValidityDuration-r18,935,1,-,- measReselectionValidityDuration-r18,935,1,-,-
T	SEQUENCE OF	L	912	1 8 0
T	SEQUENCE OF	L	925	1 8 0
T	ENUMERATED	e	sec10,sec30,sec60,sec120,sec180,sec240,sec300,spare	-
T	ValidityAreaList-r16	L	8766	1 8 0
T	ValidityArea-r16	Q	0	carrierFreq-r16,4,0,-,- validityCellList-r16,8767,1,-,-	
T	ValidityCellList	L	771	1 8 0
T	SEQUENCE OF	L	933	1 8 0
T	RRCRelease-v1650-IEs	Q	0	mpsPriorityIndication-r16,8770,1,-,- nonCriticalExtension,8771,1,-,-	
T	ENUMERATED	e	true	-
T	RRCRelease-v1710-IEs	Q	0	noLastCellUpdate-r17,8772,1,-,- nonCriticalExtension,8773,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCReestablishment	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8776,0,-,-	
T	CHOICE	C	0	rrcReestablishment,8777,0,-,- criticalExtensionsFuture,8781,0,-,-	
T	RRCReestablishment-IEs	Q	0	nextHopChainingCount,8430,0,-,- lateNonCriticalExtension,8778,1,-,- nonCriticalExtension,8779,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReestablishment-v1700-IEs	Q	0	sl-L2RemoteUE-Config-r17,8575,1,-,- nonCriticalExtension,8780,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SecurityModeCommand	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8783,0,-,-	
T	CHOICE	C	0	securityModeCommand,8784,0,-,- criticalExtensionsFuture,8788,0,-,-	
T	SecurityModeCommand-IEs	Q	0	securityConfigSMC,8785,0,-,- lateNonCriticalExtension,8786,1,-,- nonCriticalExtension,8787,1,-,-	
T	SecurityConfigSMC	Q	1	securityAlgorithmConfig,7581,0,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DLInformationTransfer	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8790,0,-,-	
T	CHOICE	C	0	dlInformationTransfer,8791,0,-,- criticalExtensionsFuture,8805,0,-,-	
T	DLInformationTransfer-IEs	Q	0	dedicatedNAS-Message,8427,1,-,- lateNonCriticalExtension,8792,1,-,- nonCriticalExtension,8793,1,-,-	
T	OCTET STRING	O	0 - 0
T	DLInformationTransfer-v1610-IEs	Q	0	referenceTimeInfo-r16,894,1,-,- nonCriticalExtension,8794,1,-,-	
T	DLInformationTransfer-v1700-IEs	Q	0	dedicatedInfoF1c-r17,8795,1,-,- rxTxTimeDiff-gNB-r17,8796,1,-,- ta-PDC-r17,8798,1,-,- sib9Fallback-r17,8799,1,-,- nonCriticalExtension,8800,1,-,-	
T	DedicatedInfoF1c-r17	O	0 - 0
T	RxTxTimeDiff-r17	Q	1	result-k5-r17,8797,1,-,-	
T	INTEGER	i	0 61565 0
T	ENUMERATED	e	activate,deactivate	-
T	ENUMERATED	e	true	-
T	DLInformationTransfer-v1800-IEs	Q	0	eventID-TSS-r18,8801,1,-,- clockQualityDetailsLevel-r18,8802,1,-,- nonCriticalExtension,8804,1,-,-	
T	INTEGER	i	0 63 0
T	CHOICE	C	0	clockQualityMetrics-r18,7361,0,-,- clockQualityAcceptanceStatus-r18,8803,0,-,-	
T	ENUMERATED	e	acceptable,notAcceptable	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UECapabilityEnquiry	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8807,0,-,-	
T	CHOICE	C	0	ueCapabilityEnquiry,8808,0,-,- criticalExtensionsFuture,8815,0,-,-	
T	UECapabilityEnquiry-IEs	Q	0	ue-CapabilityRAT-RequestList,8809,0,-,- lateNonCriticalExtension,8813,1,-,- ue-CapabilityEnquiryExt,8814,1,-,-	
T	UE-CapabilityRAT-RequestList	L	8810	1 8 0
T	UE-CapabilityRAT-Request	Q	1	rat-Type,8811,0,-,- capabilityRequestFilter,8812,1,-,-	
T	RAT-Type	e	nr,eutra-nr,eutra,utra-fdd-v1610	+
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	MobilityFromNRCommand	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8817,0,-,-	
T	CHOICE	C	0	mobilityFromNRCommand,8818,0,-,- criticalExtensionsFuture,8826,0,-,-	
T	MobilityFromNRCommand-IEs	Q	0	targetRAT-Type,8819,0,-,- targetRAT-MessageContainer,8820,0,-,- nas-SecurityParamFromNR,8821,1,-,- lateNonCriticalExtension,8822,1,-,- nonCriticalExtension,8823,1,-,-	
T	ENUMERATED	e	eutra,utra-fdd-v1610,spare2,spare1	+
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MobilityFromNRCommand-v1610-IEs	Q	0	voiceFallbackIndication-r16,8824,1,-,- nonCriticalExtension,8825,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DLDedicatedMessageSegment-r16	Q	0	criticalExtensions,8828,0,-,-	
T	CHOICE	C	0	dlDedicatedMessageSegment-r16,8829,0,-,- criticalExtensionsFuture,8835,0,-,-	
T	DLDedicatedMessageSegment-r16-IEs	Q	0	segmentNumber-r16,8830,0,-,- rrc-MessageSegmentContainer-r16,8831,0,-,- rrc-MessageSegmentType-r16,8832,0,-,- lateNonCriticalExtension,8833,1,-,- nonCriticalExtension,8834,1,-,-	
T	INTEGER	i	0 4 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	notLastSegment,lastSegment	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UEInformationRequest-r16	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,8837,0,-,-	
T	CHOICE	C	0	ueInformationRequest-r16,8838,0,-,- criticalExtensionsFuture,8857,0,-,-	
T	UEInformationRequest-r16-IEs	Q	0	idleModeMeasurementReq-r16,8839,1,-,- logMeasReportReq-r16,8840,1,-,- connEstFailReportReq-r16,8841,1,-,- ra-ReportReq-r16,8842,1,-,- rlf-ReportReq-r16,8843,1,-,- mobilityHistoryReportReq-r16,8844,1,-,- lateNonCriticalExtension,8845,1,-,- nonCriticalExtension,8846,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	UEInformationRequest-v1700-IEs	Q	0	successHO-ReportReq-r17,8847,1,-,- coarseLocationRequest-r17,8848,1,-,- nonCriticalExtension,8849,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	UEInformationRequest-v1800-IEs	Q	0	flightPathInfoReq-r18,8850,1,-,- successPSCell-ReportReq-r18,8853,1,-,- reselectionMeasurementReq-r18,8854,1,-,- validatedMeasurementsReq-r18,8855,1,-,- nonCriticalExtension,8856,1,-,-	
T	FlightPathInfoReportConfig-r18	Q	0	maxWayPointNumber-r18,8851,0,-,- includeTimeStamp-r18,8852,1,-,-	
T	INTEGER	i	1 20 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DLInformationTransferMRDC-r16	Q	0	criticalExtensions,8859,0,-,-	
T	CHOICE	C	0	c1,8860,0,-,- criticalExtensionsFuture,8869,0,-,-	
T	CHOICE	C	0	dlInformationTransferMRDC-r16,8861,0,-,- spare3,8866,0,-,- spare2,8867,0,-,- spare1,8868,0,-,-	
T	DLInformationTransferMRDC-r16-IEs	Q	0	dl-DCCH-MessageNR-r16,8862,1,-,- dl-DCCH-MessageEUTRA-r16,8863,1,-,- lateNonCriticalExtension,8864,1,-,- nonCriticalExtension,8865,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	LoggedMeasurementConfiguration-r16	Q	0	criticalExtensions,8871,0,-,-	
T	CHOICE	C	0	loggedMeasurementConfiguration-r16,8872,0,-,- criticalExtensionsFuture,8891,0,-,-	
T	LoggedMeasurementConfiguration-r16-IEs	Q	0	traceReference-r16,8873,0,-,- traceRecordingSessionRef-r16,8875,0,-,- tce-Id-r16,8876,0,-,- absoluteTimeInfo-r16,306,0,-,- areaConfiguration-r16,592,1,-,- plmn-IdentityList-r16,547,1,-,- bt-NameList-r16,6221,1,-,- wlan-NameList-r16,6223,1,-,- sensor-NameList-r16,6227,1,-,- loggingDuration-r16,8877,0,-,- reportType,8878,0,-,- lateNonCriticalExtension,8885,1,-,- nonCriticalExtension,8886,1,-,-	
T	TraceReference-r16	Q	0	plmn-Identity-r16,253,0,-,- traceId-r16,8874,0,-,-	
T	OCTET STRING	O	3 3 0
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	1 1 0
T	LoggingDuration-r16	e	min10,min20,min40,min60,min90,min120,spare2,spare1	-
T	CHOICE	C	1	periodical,8879,0,-,- eventTriggered,8881,0,-,-	
T	LoggedPeriodicalReportConfig-r16	Q	1	loggingInterval-r16,8880,0,-,-	
T	LoggingInterval-r16	e	ms320,ms640,ms1280,ms2560,ms5120,ms10240,ms20480,ms30720,ms40960,ms61440,infinity	-
T	LoggedEventTriggerConfig-r16	Q	1	eventType-r16,8882,0,-,- loggingInterval-r16,8880,0,-,-	
T	EventType-r16	C	1	outOfCoverage,8883,0,-,- eventL1,8884,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	l1-Threshold,5384,0,-,- hysteresis,5381,0,-,- timeToTrigger,5382,0,-,-	
T	OCTET STRING	O	0 - 0
T	LoggedMeasurementConfiguration-v1700-IEs	Q	0	sigLoggedMeasType-r17,8887,1,-,- earlyMeasIndication-r17,8888,1,-,- areaConfiguration-r17,596,1,-,- nonCriticalExtension,8889,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	LoggedMeasurementConfiguration-v1800-IEs	Q	0	areaConfiguration-v1800,598,1,-,- nonCriticalExtension,8890,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	DRX-ConfigPTM-Index-r17	i	0 63 0
T	DRX-Preference-r16	Q	0	preferredDRX-InactivityTimer-r16,8898,1,-,- preferredDRX-LongCycle-r16,8899,1,-,- preferredDRX-ShortCycle-r16,8900,1,-,- preferredDRX-ShortCycleTimer-r16,8901,1,-,-	
T	ENUMERATED	e	ms0,ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms500,ms750,ms1280,ms1920,ms2560,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms10,ms20,ms32,ms40,ms60,ms64,ms70,ms80,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms64,ms80,ms128,ms160,ms256,ms320,ms512,ms640,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	DedicatedSIBRequest-r16	Q	0	criticalExtensions,8903,0,-,-	
T	CHOICE	C	0	dedicatedSIBRequest-r16,8904,0,-,- criticalExtensionsFuture,8913,0,-,-	
T	DedicatedSIBRequest-r16-IEs	Q	0	onDemandSIB-RequestList-r16,8905,1,-,- lateNonCriticalExtension,8911,1,-,- nonCriticalExtension,8912,1,-,-	
T	SEQUENCE	Q	0	requestedSIB-List-r16,8906,1,-,- requestedPosSIB-List-r16,8908,1,-,-	
T	SEQUENCE OF	L	8907	1 8 0
T	SIB-ReqInfo-r16	e	sib12,sib13,sib14,sib20-v1700,sib21-v1700,sib23-v1810,spare2,spare1	-
T	SEQUENCE OF	L	8909	1 32 0
T	PosSIB-ReqInfo-r16	Q	0	gnss-id-r16,1531,1,-,- sbas-id-r16,1533,1,-,- posSibType-r16,8910,0,-,-	
T	ENUMERATED	e	posSibType1-1,posSibType1-2,posSibType1-3,posSibType1-4,posSibType1-5,posSibType1-6,posSibType1-7,posSibType1-8,posSibType2-1,posSibType2-2,posSibType2-3,posSibType2-4,posSibType2-5,posSibType2-6,posSibType2-7,posSibType2-8,posSibType2-9,posSibType2-10,posSibType2-11,posSibType2-12,posSibType2-13,posSibType2-14,posSibType2-15,posSibType2-16,posSibType2-17,posSibType2-18,posSibType2-19,posSibType2-20,posSibType2-21,posSibType2-22,posSibType2-23,posSibType3-1,posSibType4-1,posSibType5-1,posSibType6-1,posSibType6-2,posSibType6-3	+posSibType1-9-v1710,posSibType1-10-v1710,posSibType2-24-v1710,posSibType2-25-v1710,posSibType6-4-v1710,posSibType6-5-v1710,posSibType6-6-v1710,posSibType2-17a-v1770,posSibType2-18a-v1770,posSibType2-20a-v1770,posSibType1-11-v1800,posSibType1-12-v1800,posSibType2-26-v1800,posSibType2-27-v1800,posSibType6-7-v1800,posSibType7-1-v1800,posSibType7-2-v1800,posSibType7-3-v1800,posSibType7-4-v1800
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	DelayBudgetReport	C	1	type1,8915,0,-,-	
T	ENUMERATED	e	msMinus1280,msMinus640,msMinus320,msMinus160,msMinus80,msMinus60,msMinus40,msMinus20,ms0,ms20,ms40,ms60,ms80,ms160,ms320,ms640,ms1280	-
T	Dummy-PDCCH-RACH-DL-Info-r18	C	0	notSupported,8917,0,-,- supported,8918,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	pdcch-RACH-AffectedBands-r18,8919,0,-,- pdcch-RACH-SwitchingTimeList-r18,8920,1,-,- pdcch-RACH-PrepTime-r18,8921,1,-,-	
T	ENUMERATED	e	noIntrruption,interruption	-
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5,ms1,ms2	-
T	ENUMERATED	e	ms1,ms3,ms5,ms10	-
T	DummyA	Q	0	maxNumberNZP-CSI-RS-PerCC,8923,0,-,- maxNumberPortsAcrossNZP-CSI-RS-PerCC,8924,0,-,- maxNumberCS-IM-PerCC,8925,0,-,- maxNumberSimultaneousCSI-RS-ActBWP-AllCC,8926,0,-,- totalNumberPortsSimultaneousCSI-RS-ActBWP-AllCC,8927,0,-,-	
T	INTEGER	i	1 32 0
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32,p40,p48,p56,p64,p72,p80,p88,p96,p104,p112,p120,p128,p136,p144,p152,p160,p168,p176,p184,p192,p200,p208,p216,p224,p232,p240,p248,p256	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32	-
T	ENUMERATED	e	n5,n6,n7,n8,n9,n10,n12,n14,n16,n18,n20,n22,n24,n26,n28,n30,n32,n34,n36,n38,n40,n42,n44,n46,n48,n50,n52,n54,n56,n58,n60,n62,n64	-
T	ENUMERATED	e	p8,p12,p16,p24,p32,p40,p48,p56,p64,p72,p80,p88,p96,p104,p112,p120,p128,p136,p144,p152,p160,p168,p176,p184,p192,p200,p208,p216,p224,p232,p240,p248,p256	-
T	DummyB	Q	0	maxNumberTxPortsPerResource,8929,0,-,- maxNumberResources,8930,0,-,- totalNumberTxPorts,8931,0,-,- supportedCodebookMode,8932,0,-,- maxNumberCSI-RS-PerResourceSet,8933,0,-,-	
T	ENUMERATED	e	p2,p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	mode1,mode1AndMode2	-
T	INTEGER	i	1 8 0
T	DummyC	Q	0	maxNumberTxPortsPerResource,8935,0,-,- maxNumberResources,8936,0,-,- totalNumberTxPorts,8937,0,-,- supportedCodebookMode,8938,0,-,- supportedNumberPanels,8939,0,-,- maxNumberCSI-RS-PerResourceSet,8940,0,-,-	
T	ENUMERATED	e	p8,p16,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	ENUMERATED	e	mode1,mode2,both	-
T	ENUMERATED	e	n2,n4	-
T	INTEGER	i	1 8 0
T	DummyD	Q	0	maxNumberTxPortsPerResource,8942,0,-,- maxNumberResources,8943,0,-,- totalNumberTxPorts,8944,0,-,- parameterLx,8945,0,-,- amplitudeScalingType,8946,0,-,- amplitudeSubsetRestriction,8947,1,-,- maxNumberCSI-RS-PerResourceSet,8948,0,-,-	
T	ENUMERATED	e	p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 8 0
T	DummyE	Q	0	maxNumberTxPortsPerResource,8950,0,-,- maxNumberResources,8951,0,-,- totalNumberTxPorts,8952,0,-,- parameterLx,8953,0,-,- amplitudeScalingType,8954,0,-,- maxNumberCSI-RS-PerResourceSet,8955,0,-,-	
T	ENUMERATED	e	p4,p8,p12,p16,p24,p32	-
T	INTEGER	i	1 64 0
T	INTEGER	i	2 256 0
T	INTEGER	i	2 4 0
T	ENUMERATED	e	wideband,widebandAndSubband	-
T	INTEGER	i	1 8 0
T	DummyF	Q	0	maxNumberPeriodicCSI-ReportPerBWP,8957,0,-,- maxNumberAperiodicCSI-ReportPerBWP,8958,0,-,- maxNumberSemiPersistentCSI-ReportPerBWP,8959,0,-,- simultaneousCSI-ReportsAllCC,8960,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	INTEGER	i	0 4 0
T	INTEGER	i	5 32 0
T	DummyI	Q	0	supportedSRS-TxPortSwitch,8962,0,-,- txSwitchImpactToRx,8963,1,-,-	
T	ENUMERATED	e	t1r2,t1r4,t2r4,t1r4-t2r4,tr-equal	-
T	ENUMERATED	e	true	-
T	ERedCapParameters-r18	Q	0	supportOfERedCap-r18,8965,0,-,- eRedCapNotReducedBB-BW-r18,8966,1,-,- eRedCapIgnoreCapabilityFiltering-r18,8967,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	EUTRA-C-RNTI	B	16 16 0
T	EUTRA-Parameters	Q	1	supportedBandListEUTRA,8970,0,-,- eutra-ParametersCommon,8971,1,-,- eutra-ParametersXDD-Diff,8978,1,-,-	
T	SEQUENCE OF	L	295	1 256 0
T	EUTRA-ParametersCommon	Q	1	mfbi-EUTRA,8972,1,-,- modifiedMPR-BehaviorEUTRA,8973,1,-,- multiNS-Pmax-EUTRA,8974,1,-,- rs-SINR-MeasEUTRA,8975,1,-,-	gne-DC,8976,1,-,-;gnr-HO-ToEN-DC-r16,8977,1,-,-
T	ENUMERATED	e	supported	-
T	BIT STRING	B	32 32 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	EUTRA-ParametersXDD-Diff	Q	1	rsrqMeasWidebandEUTRA,8979,1,-,-	
T	ENUMERATED	e	supported	-
T	EUTRA-RSTD-Info	Q	1	carrierFreq,3,0,-,- measPRS-Offset,8981,0,-,-	
T	INTEGER	i	0 39 0
T	EUTRA-RSTD-InfoList	L	8980	1 3 0
T	EarlyUL-SyncConfig-r18	Q	1	frequencyInfoUL-r18,6692,0,-,- rach-ConfigGeneric-r18,319,0,-,- bwp-GenericParameters-r18,133,0,-,- ssb-PerRACH-Occasion-r18,8984,1,-,- prach-RootSequenceIndex-r18,8985,1,-,- ltm-PRACH-SubcarrierSpacing-r18,45,1,-,- n-TimingAdvanceOffset-r18,8988,1,-,-	gltm-tdd-UL-DL-ConfigurationCommon-r18,463,1,-,- ltm-restrictedSetConfig-r18,8989,1,-,-
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	-
T	CHOICE	C	0	l839,8986,0,-,- l139,8987,0,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 137 0
T	ENUMERATED	e	n0,n25600,n39936,spare1	-
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	-
T	ElapsedTimeSCG-Failure-r18	i	0 1023 0
T	ElapsedTimeT316-r18	i	0 2000 0
T	EstablishmentCause	e	emergency,highPriorityAccess,mt-Access,mo-Signalling,mo-Data,mo-VoiceCall,mo-VideoCall,mo-SMS,mps-PriorityAccess,mcs-PriorityAccess,spare6,spare5,spare4,spare3,spare2,spare1	-
T	FailureInfoDAPS-r16	Q	0	failureType-r16,8994,0,-,-	
T	ENUMERATED	e	daps-failure,spare3,spare2,spare1	-
T	FailureInfoRLC-Bearer	Q	0	cellGroupId,6398,0,-,- logicalChannelIdentity,1626,0,-,- failureType,8996,0,-,-	
T	ENUMERATED	e	rlc-failure,spare3,spare2,spare1	-
T	FailureInformation	Q	0	criticalExtensions,8998,0,-,-	
T	CHOICE	C	0	failureInformation,8999,0,-,- criticalExtensionsFuture,9003,0,-,-	
T	FailureInformation-IEs	Q	0	failureInfoRLC-Bearer,8995,1,-,- lateNonCriticalExtension,9000,1,-,- nonCriticalExtension,9001,1,-,-	
T	OCTET STRING	O	0 - 0
T	FailureInformation-v1610-IEs	Q	0	failureInfoDAPS-r16,8993,1,-,- nonCriticalExtension,9002,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	FailureReportIndirectPath-r18	Q	1	failureTypeIndirectPath-r18,9005,1,-,- sl-MeasResultServingRelay-r18,9006,1,-,- sl-MeasResultsCandRelay-r18,9007,1,-,- n3c-RelayUE-InfoList-r18,9008,1,-,-	
T	ENUMERATED	e	t421-Expiry,sl-Failure,n3c-Failure,relayUE-Uu-RLF,relayUE-Uu-RRC-Failure,indirectPathAddChangeFailure,sl-PC5-Release,spare1	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	8611	0 8 0
T	FailureReportMCG-r16	Q	1	failureType-r16,9010,1,-,- measResultFreqList-r16,5357,1,-,- measResultFreqListEUTRA-r16,9011,1,-,- measResultSCG-r16,9012,1,-,- measResultSCG-EUTRA-r16,9013,1,-,- measResultFreqListUTRA-FDD-r16,9014,1,-,-	
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,t312-Expiry-r16,lbt-Failure-r16,beamFailureRecoveryFailure-r16,bh-RLF-r16,spare1	-
T	MeasResultList2EUTRA	L	7434	1 8 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MeasResultList2UTRA	L	9015	1 8 0
T	MeasResult2UTRA-FDD-r16	Q	0	carrierFreq-r16,5,0,-,- measResultNeighCellList-r16,9016,0,-,-	
T	MeasResultListUTRA-FDD-r16	L	9017	1 8 0
T	MeasResultUTRA-FDD-r16	Q	0	physCellId-r16,7354,0,-,- measResult-r16,9018,0,-,-	
T	SEQUENCE	Q	0	utra-FDD-RSCP-r16,9019,1,-,- utra-FDD-EcN0-r16,9020,1,-,-	
T	INTEGER	i	-5 91 0
T	INTEGER	i	0 49 0
T	FailureReportSCG	Q	1	failureType,9022,0,-,- measResultFreqList,9023,1,-,- measResultSCG-Failure,9024,1,-,-	glocationInfo-r16,7411,1,-,- failureType-v1610,9025,1,-,-;gpreviousPSCellId-r17,9026,1,-,- failedPSCellId-r17,9027,1,-,- timeSCGFailure-r17,9028,1,-,- perRAInfoList-r17,7441,1,-,-;gperRAInfoList-v17b0,9029,1,-,-;gperRAInfoList-v1840,9032,1,-,-
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,synchReconfigFailureSCG,scg-ReconfigFailure,srb3-IntegrityFailure,other-r16,spare1	-
T	MeasResultFreqList	L	5358	1 8 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	scg-lbtFailure-r16,beamFailureRecoveryFailure-r16,t312-Expiry-r16,bh-RLF-r16,beamFailure-r17,spare3,spare2,spare1	-
T	SEQUENCE	Q	0	physCellId-r17,42,0,-,- carrierFreq-r17,4,0,-,-	
T	SEQUENCE	Q	0	physCellId-r17,42,0,-,- carrierFreq-r17,4,0,-,-	
T	INTEGER	i	0 1023 0
T	PerRAInfoList-v1660	L	9030	1 200 0
T	PerRACSI-RSInfo-v1660	Q	0	csi-RS-Index-v1660,9031,1,-,-	
T	INTEGER	i	1 96 0
T	PerRAInfoList-v1800	L	9033	1 200 0
T	PerRAInfo-v1800	C	0	perRASSBInfoList-v1800,9034,0,-,- perRACSI-RSInfoList-v1800,9037,0,-,-	
T	PerRASSBInfo-v1800	Q	1	allPreamblesBlocked,9035,1,-,- lbt-Detected-r18,9036,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	PerRACSI-RSInfo-v1800	Q	1	allPreamblesBlocked,9038,1,-,- lbt-Detected-r18,9039,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	FailureReportSCG-EUTRA	Q	1	failureType,9041,0,-,- measResultFreqListMRDC,9042,1,-,- measResultSCG-FailureMRDC,9044,1,-,-	glocationInfo-r16,7411,1,-,-
T	ENUMERATED	e	t313-Expiry,randomAccessProblem,rlc-MaxNumRetx,scg-ChangeFailure,spare4,spare3,spare2,spare1	-
T	MeasResultFreqListFailMRDC	L	9043	1 8 0
T	MeasResult2EUTRA	Q	1	carrierFreq,3,0,-,- measResultServingCell,7436,1,-,- measResultBestNeighCell,7436,1,-,-	
T	OCTET STRING	O	0 - 0
T	FeatureSet	C	0	eutra,9046,0,-,- nr,9049,0,-,-	
T	SEQUENCE	Q	0	downlinkSetEUTRA,9047,0,-,- uplinkSetEUTRA,9048,0,-,-	
T	FeatureSetEUTRA-DownlinkId	i	0 256 0
T	FeatureSetEUTRA-UplinkId	i	0 256 0
T	SEQUENCE	Q	0	downlinkSetNR,9050,0,-,- uplinkSetNR,9051,0,-,-	
T	FeatureSetDownlinkId	i	0 1024 0
T	FeatureSetUplinkId	i	0 1024 0
T	FeatureSetCombination	L	9053	1 32 0
T	FeatureSetsPerBand	L	9045	1 128 0
T	FeatureSetDownlink	Q	0	featureSetListPerDownlinkCC,9055,0,-,- intraBandFreqSeparationDL,9056,1,-,- scalingFactor,9057,1,-,- dummy8,9058,1,-,- scellWithoutSSB,9059,1,-,- csi-RS-MeasSCellWithoutSSB,9060,1,-,- dummy1,9061,1,-,- type1-3-CSS,9062,1,-,- pdcch-MonitoringAnyOccasions,9063,1,-,- dummy2,9064,1,-,- ue-SpecificUL-DL-Assignment,9065,1,-,- searchSpaceSharingCA-DL,9066,1,-,- timeDurationForQCL,9067,1,-,- pdsch-ProcessingType1-DifferentTB-PerSlot,9070,1,-,- dummy3,8922,1,-,- dummy4,9075,1,-,- dummy5,9076,1,-,- dummy6,9077,1,-,- dummy7,9078,1,-,-	
T	SEQUENCE OF	L	283	1 32 0
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
T	SEQUENCE	Q	0	scs-60kHz,9068,1,-,- scs-120kHz,9069,1,-,-	
T	ENUMERATED	e	s7,s14,s28	-
T	ENUMERATED	e	s14,s28	-
T	SEQUENCE	Q	0	scs-15kHz,9071,1,-,- scs-30kHz,9072,1,-,- scs-60kHz,9073,1,-,- scs-120kHz,9074,1,-,-	
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	SEQUENCE OF	L	8928	1 16 0
T	SEQUENCE OF	L	8934	1 16 0
T	SEQUENCE OF	L	8941	1 16 0
T	SEQUENCE OF	L	8949	1 16 0
T	FeatureSetDownlink-v1540	Q	0	oneFL-DMRS-TwoAdditionalDMRS-DL,9080,1,-,- additionalDMRS-DL-Alt,9081,1,-,- twoFL-DMRS-TwoAdditionalDMRS-DL,9082,1,-,- oneFL-DMRS-ThreeAdditionalDMRS-DL,9083,1,-,- pdcch-MonitoringAnyOccasionsWithSpanGap,9084,1,-,- pdsch-SeparationWithGap,9089,1,-,- pdsch-ProcessingType2,9090,1,-,- pdsch-ProcessingType2-Limited,9095,1,-,- dl-MCS-TableAlt-DynamicIndication,9097,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9085,1,-,- scs-30kHz,9086,1,-,- scs-60kHz,9087,1,-,- scs-120kHz,9088,1,-,-	
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9091,1,-,- scs-30kHz,9091,1,-,- scs-60kHz,9091,1,-,-	
T	ProcessingParameters	Q	0	fallback,9092,0,-,- differentTB-PerSlot,9093,1,-,-	
T	ENUMERATED	e	sc,cap1-only	-
T	SEQUENCE	Q	0	upto1,9094,1,-,- upto2,9094,1,-,- upto4,9094,1,-,- upto7,9094,1,-,-	
T	NumberOfCarriers	i	1 16 0
T	SEQUENCE	Q	0	differentTB-PerSlot-SCS-30kHz,9096,0,-,-	
T	ENUMERATED	e	upto1,upto2,upto4,upto7	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v15a0	Q	0	supportedSRS-Resources,3852,1,-,-	
T	FeatureSetDownlink-v15t0	Q	0	zeroSlotOffsetAperiodicSRS,9100,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v1610	Q	0	cbgPDSCH-ProcessingType1-DifferentTB-PerSlot-r16,9102,1,-,- cbgPDSCH-ProcessingType2-DifferentTB-PerSlot-r16,9107,1,-,- intraFreqDAPS-r16,9112,1,-,- intraBandFreqSeparationDL-v1620,9115,1,-,- intraBandFreqSeparationDL-Only-r16,9116,1,-,- pdcch-Monitoring-r16,9117,1,-,- pdcch-MonitoringMixed-r16,9124,1,-,- crossCarrierSchedulingProcessing-DiffSCS-r16,9125,1,-,- singleDCI-SDM-scheme-r16,9132,1,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,9103,1,-,- scs-30kHz-r16,9104,1,-,- scs-60kHz-r16,9105,1,-,- scs-120kHz-r16,9106,1,-,-	
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9108,1,-,- scs-30kHz-r16,9109,1,-,- scs-60kHz-r16,9110,1,-,- scs-120kHz-r16,9111,1,-,-	
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	ENUMERATED	e	one,upto2,upto4,upto7	-
T	SEQUENCE	Q	0	intraFreqDiffSCS-DAPS-r16,9113,1,-,- intraFreqAsyncDAPS-r16,9114,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FreqSeparationClassDL-v1620	e	mhz1000,mhz1600,mhz1800,mhz2000,mhz2200,mhz2400	-
T	FreqSeparationClassDL-Only-r16	e	mhz200,mhz400,mhz600,mhz800,mhz1000,mhz1200	-
T	SEQUENCE	Q	0	pdsch-ProcessingType1-r16,9118,1,-,- pdsch-ProcessingType2-r16,9123,1,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r16,9119,1,-,- scs-30kHz-r16,9119,1,-,-	
T	PDCCH-MonitoringOccasions-r16	Q	0	period7span3-r16,9120,1,-,- period4span3-r16,9121,1,-,- period2span2-r16,9122,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9119,1,-,- scs-30kHz-r16,9119,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r16,9126,1,-,- scs-15kHz-60kHz-r16,9127,1,-,- scs-30kHz-120kHz-r16,9128,1,-,- scs-15kHz-30kHz-r16,9129,1,-,- scs-30kHz-60kHz-r16,9130,1,-,- scs-60kHz-120kHz-r16,9131,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v16k0	Q	0	offsetSRS-CB-PUSCH-Ant-Switch-fr1-r16,9134,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorSingleOcc-fr1-r16,9135,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithoutGap-fr1-r16,9136,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithGap-fr1-r16,9137,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithSpanGap-fr1-r16,9138,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9139,1,-,- scs-30kHz-r16,9140,1,-,- scs-60kHz-r16,9141,1,-,-	
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	FeatureSetDownlink-v1700	Q	0	scalingFactor-1024QAM-FR1-r17,9143,1,-,- timeDurationForQCL-v1710,9144,1,-,- sfn-SchemeA-r17,9147,1,-,- sfn-SchemeA-PDCCH-only-r17,9148,1,-,- sfn-SchemeA-DynamicSwitching-r17,9149,1,-,- sfn-SchemeA-PDSCH-only-r17,9150,1,-,- sfn-SchemeB-r17,9151,1,-,- sfn-SchemeB-DynamicSwitching-r17,9152,1,-,- sfn-SchemeB-PDSCH-only-r17,9153,1,-,- mTRP-PDCCH-Case2-1SpanGap-r17,9154,1,-,- mTRP-PDCCH-legacyMonitoring-r17,9159,1,-,- mTRP-PDCCH-multiDCI-multiTRP-r17,9160,1,-,- dynamicMulticastPCell-r17,9161,1,-,- mTRP-PDCCH-Repetition-r17,9162,1,-,-	
T	ENUMERATED	e	f0p4,f0p75,f0p8	-
T	SEQUENCE	Q	0	scs-480kHz,9145,1,-,- scs-960kHz,9146,1,-,-	
T	ENUMERATED	e	s56,s112	-
T	ENUMERATED	e	s112,s224	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9155,1,-,- scs-30kHz-r17,9155,1,-,- scs-60kHz-r17,9155,1,-,- scs-120kHz-r17,9155,1,-,-	
T	PDCCH-RepetitionParameters-r17	Q	0	supportedMode-r17,9156,0,-,- limitX-PerCC-r17,9157,1,-,- limitX-AcrossCC-r17,9158,1,-,-	
T	ENUMERATED	e	intra-span,inter-span,both	-
T	ENUMERATED	e	n4,n8,n16,n32,n44,n64,nolimit	-
T	ENUMERATED	e	n4,n8,n16,n32,n44,n64,n128,n256,n512,nolimit	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9155,1,-,- scs-30kHz-r17,9155,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	numBD-twoPDCCH-r17,9163,0,-,- maxNumOverlaps-r17,9164,0,-,-	
T	INTEGER	i	2 3 0
T	ENUMERATED	e	n1,n2,n3,n5,n10,n20,n40	-
T	FeatureSetDownlink-v1720	Q	0	rtt-BasedPDC-CSI-RS-ForTracking-r17,9166,1,-,- rtt-BasedPDC-PRS-r17,9167,1,-,- sps-Multicast-r17,9174,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberPRS-Resource-r17,9168,0,-,- maxNumberPRS-ResourceProcessedPerSlot-r17,9169,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9170,1,-,- scs-30kHz-r17,9171,1,-,- scs-60kHz-r17,9172,1,-,- scs-120kHz-r17,9173,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v1730	Q	0	prs-AsSpatialRelationRS-For-SRS-r17,9176,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v17d0	Q	0	srs-AntennaSwitching2SP-1Periodic-r17,9178,1,-,- srs-ExtensionAperiodicSRS-r17,9179,1,-,- srs-OneAP-SRS-r17,9180,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlink-v1800	Q	0	dynamicSwitchingA-r18,9182,1,-,- dynamicSwitchingB-r18,9183,1,-,- aperiodicCSI-TimeRelaxation-r18,9184,1,-,- pdsch-TypeA-DMRS-r18,9191,1,-,- pdsch-TypeB-DMRS-r18,9192,1,-,- pdsch-1SymbolFL-DMRS-Addition2Symbol-r18,9193,1,-,- pdsch-AlternativeDMRS-Coexistence-r18,9194,1,-,- pdsch-2SymbolFL-DMRS-r18,9195,1,-,- pdsch-2SymbolFL-DMRS-Addition2Symbol-r18,9196,1,-,- pdsch-1SymbolFL-DMRS-Addition3Symbol-r18,9197,1,-,- pdsch-DMRS-Type-r18,9198,1,-,- pdsch-1PortDL-PTRS-r18,9199,1,-,- pdsch-2PortDL-PTRS-r18,9200,1,-,- mappingTypeA-1SymbolFL-DMRS-Addition2Symbol-r18,9201,1,-,- maxNumberDMRS-AcrossAllDL-DCI-r18,9202,1,-,- pdsch-ReceptionWithoutSchedulingRestriction-r18,9203,1,-,- pdsch-ReceptionSchemeA-r18,9204,1,-,- pdsch-ReceptionSchemeB-r18,9205,1,-,- dmrs-MultiTRP-SingleDCI-r18,9206,1,-,- dmrs-MultiTRP-AdditionRows-r18,9207,1,-,- dmrs-MultiTRP-MultiDCI-r18,9208,1,-,- simulDMRS-PDSCH-r18,9209,1,-,- bwpOperationMeasWithoutInterrupt-r18,9213,1,-,- pdcch-MonitoringSpan2-2-r18,9214,1,-,- pdcch-MonitoringMixed-r18,9221,1,-,- mTRP-PDCCH-legacyMonitoring-r18,9222,1,-,- scellWithoutSSB-InterBandCA-r18,9223,1,-,- dummy,9226,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	valueW-r18,9185,0,-,- timeRelaxation-r18,9190,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz,9186,1,-,- scs-30kHz,9187,1,-,- scs-60kHz,9188,1,-,- scs-120kHz,9189,1,-,-	
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
T	SEQUENCE	Q	0	scs-15kHz-r18,9210,1,-,- scs-30kHz-r18,9211,1,-,- scs-60kHz-r18,9212,1,-,-	
T	INTEGER	i	0 4 0
T	INTEGER	i	0 5 0
T	INTEGER	i	0 7 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	pdsch-ProcessingType1-r18,9215,0,-,- pdsch-ProcessingType2-r18,9218,0,-,-	
T	SEQUENCE	Q	0	scs-15kHz-r18,9216,1,-,- scs-30kHz-r18,9217,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9219,1,-,- scs-30kHz-r18,9220,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9155,1,-,- scs-30kHz-r18,9155,1,-,-	
T	CHOICE	C	0	supportOfSingleGroup,9224,0,-,- supportOfMultipleGroups,9225,0,-,-	
T	ENUMERATED	e	referenceBand,scellWithoutSSB,both	-
T	ENUMERATED	e	referenceBand1,scellWithoutSSB1,referenceBand2,scellWithoutSSB2	-
T	SEQUENCE OF	L	8916	1 1280 0
T	FeatureSetDownlink-v1830	Q	0	pdcch-RACH-AffectedBands-TargetBandList-r18,9228,1,-,- pdcch-RACH-SwitchingTime-TargetBandList-r18,9230,1,-,- pdcch-RACH-PrepTime-TargetBandList-r18,9232,1,-,-	
T	SEQUENCE OF	L	9229	1 1280 0
T	ENUMERATED	e	noInterruption,interruption	-
T	SEQUENCE OF	L	9231	1 1280 0
T	ENUMERATED	e	ms0,ms0dot25,ms0dot5,ms1,ms2,notSupported	-
T	SEQUENCE OF	L	9233	1 1280 0
T	ENUMERATED	e	ms1,ms3,ms5,ms10,notSupported	-
T	FeatureSetDownlink-v1860	Q	0	srs-AntennaSwitching8T8R2SP-1Periodic-r18,9235,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC	Q	0	supportedSubcarrierSpacingDL,45,0,-,- supportedBandwidthDL,9237,0,-,- channelBW-90mhz,9240,1,-,- maxNumberMIMO-LayersPDSCH,196,1,-,- supportedModulationOrderDL,9241,1,-,-	
T	SupportedBandwidth	C	0	fr1,9238,0,-,- fr2,9239,0,-,-	
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz40,mhz50,mhz60,mhz80,mhz100	-
T	ENUMERATED	e	mhz50,mhz100,mhz200,mhz400	-
T	ENUMERATED	e	supported	-
T	ModulationOrder	e	bpsk-halfpi,bpsk,qpsk,qam16,qam64,qam256	-
T	FeatureSetDownlinkPerCC-v1620	Q	0	multiDCI-MultiTRP-r16,9243,1,-,- supportFDM-SchemeB-r16,9247,1,-,-	
T	MultiDCI-MultiTRP-r16	Q	0	maxNumberCORESET-r16,9244,0,-,- maxNumberCORESETPerPoolIndex-r16,9245,0,-,- maxNumberUnicastPDSCH-PerPool-r16,9246,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n5	-
T	INTEGER	i	1 3 0
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1700	Q	0	supportedMinBandwidthDL-r17,5538,1,-,- broadcastSCell-r17,9249,1,-,- maxNumberMIMO-LayersMulticastPDSCH-r17,9250,1,-,- dynamicMulticastSCell-r17,9251,1,-,- supportedBandwidthDL-v1710,5538,1,-,- supportedCRS-InterfMitigation-r17,5628,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n2,n4,n8	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1720	Q	0	maxModulationOrderForMulticastDataRateCalculation-r17,9253,1,-,- fdm-BroadcastUnicast-r17,9254,1,-,- fdm-MulticastUnicast-r17,9255,1,-,-	
T	ENUMERATED	e	qam64,qam256,qam1024	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1730	Q	0	intraSlotTDM-UnicastGroupCommonPDSCH-r17,9257,1,-,- sps-MulticastSCell-r17,9258,1,-,- sps-MulticastSCellMultiConfig-r17,9259,1,-,- dci-BroadcastWith16Repetitions-r17,9260,1,-,-	
T	ENUMERATED	e	yes,no	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 8 0
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1780	Q	0	supportedBandwidthDL-v1780,5538,1,-,-	
T	FeatureSetDownlinkPerCC-v1800	Q	0	multiDCI-IntraCellMultiTRP-TwoTA-r18,9263,1,-,- multiDCI-InterCellMultiTRP-TwoTA-r18,9264,1,-,- rxTimingDiff-r18,9265,1,-,- multiDCI-MultiTRP-CORESET-Monitoring-r18,9266,1,-,- broadcastNonServingCell-r18,9267,1,-,- schedulingMeasurementRelaxation-r18,9268,1,-,-	
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetDownlinkPerCC-v1840	Q	0	supportedBandwidthDL-v1840,9270,1,-,- supportedMinBandwidthDL-v1840,9270,1,-,-	
T	SupportedBandwidth-v1840	e	mhz3	-
T	FeatureSetUplink	Q	0	featureSetListPerUplinkCC,9272,0,-,- scalingFactor,9273,1,-,- dummy3,9274,1,-,- intraBandFreqSeparationUL,9056,1,-,- searchSpaceSharingCA-UL,9275,1,-,- dummy1,8961,1,-,- supportedSRS-Resources,3852,1,-,- twoPUCCH-Group,9276,1,-,- dynamicSwitchSUL,9277,1,-,- simultaneousTxSUL-NonSUL,9278,1,-,- pusch-ProcessingType1-DifferentTB-PerSlot,9279,1,-,- dummy2,8956,1,-,-	
T	SEQUENCE OF	L	284	1 32 0
T	ENUMERATED	e	f0p4,f0p75,f0p8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9280,1,-,- scs-30kHz,9281,1,-,- scs-60kHz,9282,1,-,- scs-120kHz,9283,1,-,-	
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	ENUMERATED	e	upto2,upto4,upto7	-
T	FeatureSetUplink-v1540	Q	0	zeroSlotOffsetAperiodicSRS,9285,1,-,- pa-PhaseDiscontinuityImpacts,9286,1,-,- pusch-SeparationWithGap,9287,1,-,- pusch-ProcessingType2,9288,1,-,- ul-MCS-TableAlt-DynamicIndication,9289,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz,9091,1,-,- scs-30kHz,9091,1,-,- scs-60kHz,9091,1,-,-	
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1610	Q	0	pusch-RepetitionTypeB-r16,9291,1,-,- ul-CancellationSelfCarrier-r16,9294,1,-,- ul-CancellationCrossCarrier-r16,9295,1,-,- ul-FullPwrMode2-MaxSRS-ResInSet-r16,9296,1,-,- cbgPUSCH-ProcessingType1-DifferentTB-PerSlot-r16,9297,1,-,- cbgPUSCH-ProcessingType2-DifferentTB-PerSlot-r16,9302,1,-,- supportedSRS-PosResources-r16,9307,1,-,- intraFreqDAPS-UL-r16,9320,1,-,- intraBandFreqSeparationUL-v1620,9326,1,-,- multiPUCCH-r16,9327,1,-,- twoPUCCH-Type1-r16,9330,1,-,- twoPUCCH-Type2-r16,9331,1,-,- twoPUCCH-Type3-r16,9332,1,-,- twoPUCCH-Type4-r16,9333,1,-,- mux-SR-HARQ-ACK-r16,9334,1,-,- dummy1,9335,1,-,- dummy2,9336,1,-,- twoPUCCH-Type5-r16,9337,1,-,- twoPUCCH-Type6-r16,9338,1,-,- twoPUCCH-Type7-r16,9339,1,-,- twoPUCCH-Type8-r16,9340,1,-,- twoPUCCH-Type9-r16,9341,1,-,- twoPUCCH-Type10-r16,9342,1,-,- twoPUCCH-Type11-r16,9343,1,-,- ul-IntraUE-Mux-r16,9344,1,-,- ul-FullPwrMode-r16,9347,1,-,- crossCarrierSchedulingProcessing-DiffSCS-r16,9348,1,-,- ul-FullPwrMode1-r16,9355,1,-,- ul-FullPwrMode2-SRSConfig-diffNumSRSPorts-r16,9356,1,-,- ul-FullPwrMode2-TPMIGroup-r16,9357,1,-,-	
T	SEQUENCE	Q	0	maxNumberPUSCH-Tx-r16,9292,0,-,- hoppingScheme-r16,9293,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n7,n8,n12	-
T	ENUMERATED	e	interSlotHopping,interRepetitionHopping,both	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9298,1,-,- scs-30kHz-r16,9299,1,-,- scs-60kHz-r16,9300,1,-,- scs-120kHz-r16,9301,1,-,-	
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9303,1,-,- scs-30kHz-r16,9304,1,-,- scs-60kHz-r16,9305,1,-,- scs-120kHz-r16,9306,1,-,-	
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	ENUMERATED	e	one-pusch,upto2,upto4,upto7	-
T	SRS-AllPosResources-r16	Q	0	srs-PosResources-r16,9308,0,-,- srs-PosResourceAP-r16,9314,1,-,- srs-PosResourceSP-r16,9317,1,-,-	
T	SRS-PosResources-r16	Q	0	maxNumberSRS-PosResourceSetPerBWP-r16,9309,0,-,- maxNumberSRS-PosResourcesPerBWP-r16,9310,0,-,- maxNumberSRS-ResourcesPerBWP-PerSlot-r16,9311,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-r16,9312,0,-,- maxNumberPeriodicSRS-PosResourcesPerBWP-PerSlot-r16,9313,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	SRS-PosResourceAP-r16	Q	0	maxNumberAP-SRS-PosResourcesPerBWP-r16,9315,0,-,- maxNumberAP-SRS-PosResourcesPerBWP-PerSlot-r16,9316,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	SRS-PosResourceSP-r16	Q	0	maxNumberSP-SRS-PosResourcesPerBWP-r16,9318,0,-,- maxNumberSP-SRS-PosResourcesPerBWP-PerSlot-r16,9319,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n16,n32,n64	-
T	ENUMERATED	e	n1,n2,n3,n4,n5,n6,n8,n10,n12,n14	-
T	SEQUENCE	Q	0	dummy,9321,1,-,- intraFreqTwoTAGs-DAPS-r16,9322,1,-,- dummy1,9323,1,-,- dummy2,9324,1,-,- dummy3,9325,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	short,long	-
T	FreqSeparationClassUL-v1620	e	mhz1000	-
T	SEQUENCE	Q	0	sub-SlotConfig-NCP-r16,9328,1,-,- sub-SlotConfig-ECP-r16,9329,1,-,-	
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
T	SEQUENCE	Q	0	pusch-PreparationLowPriority-r16,9345,0,-,- pusch-PreparationHighPriority-r16,9346,0,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	scs-15kHz-120kHz-r16,9349,1,-,- scs-15kHz-60kHz-r16,9350,1,-,- scs-30kHz-120kHz-r16,9351,1,-,- scs-15kHz-30kHz-r16,9352,1,-,- scs-30kHz-60kHz-r16,9353,1,-,- scs-60kHz-120kHz-r16,9354,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	n2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	p1-2,p1-4,p1-2-4	-
T	SEQUENCE	Q	0	twoPorts-r16,9358,1,-,- fourPortsNonCoherent-r16,9359,1,-,- fourPortsPartialCoherent-r16,9360,1,-,-	
T	BIT STRING	B	2 2 0
T	ENUMERATED	e	g0,g1,g2,g3	-
T	ENUMERATED	e	g0,g1,g2,g3,g4,g5,g6	-
T	FeatureSetUplink-v1630	Q	0	offsetSRS-CB-PUSCH-Ant-Switch-fr1-r16,9362,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorSingleOcc-fr1-r16,9363,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithoutGap-fr1-r16,9364,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithGap-fr1-r16,9365,1,-,- dummy,9366,1,-,- partialCancellationPUCCH-PUSCH-PRACH-TX-r16,9367,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1640	Q	0	twoHARQ-ACK-Codebook-type1-r16,9369,1,-,- twoHARQ-ACK-Codebook-type2-r16,9369,1,-,- offsetSRS-CB-PUSCH-PDCCH-MonitorAnyOccWithSpanGap-fr1-r16,9372,1,-,-	
T	SubSlot-Config-r16	Q	0	sub-SlotConfig-NCP-r16,9370,1,-,- sub-SlotConfig-ECP-r16,9371,1,-,-	
T	ENUMERATED	e	n4,n5,n6,n7	-
T	ENUMERATED	e	n4,n5,n6	-
T	SEQUENCE	Q	0	scs-15kHz-r16,9373,1,-,- scs-30kHz-r16,9374,1,-,- scs-60kHz-r16,9375,1,-,-	
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	ENUMERATED	e	set1,set2,set3	-
T	FeatureSetUplink-v16d0	Q	0	pusch-RepetitionTypeB-v16d0,9377,1,-,-	
T	SEQUENCE	Q	0	maxNumberPUSCH-Tx-Cap1-r16,9378,0,-,- maxNumberPUSCH-Tx-Cap2-r16,9379,0,-,-	
T	ENUMERATED	e	n2,n3,n4,n7,n8,n12	-
T	ENUMERATED	e	n2,n3,n4,n7,n8,n12	-
T	FeatureSetUplink-v1710	Q	0	mTRP-PUSCH-TypeA-CB-r17,9381,1,-,- mTRP-PUSCH-RepetitionTypeA-r17,9382,1,-,- mTRP-PUCCH-IntraSlot-r17,9383,1,-,- srs-AntennaSwitching2SP-1Periodic-r17,9384,1,-,- srs-ExtensionAperiodicSRS-r17,9385,1,-,- srs-OneAP-SRS-r17,9386,1,-,- ue-PowerClassPerBandPerBC-r17,9387,1,-,- tx-Support-UL-GapFR2-r17,9388,1,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	pf0-2,pf1-3-4,pf0-4	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc1dot5,pc2,pc3	-
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1720	Q	0	pucch-Repetition-F0-1-2-3-4-RRC-Config-r17,9390,1,-,- pucch-Repetition-F0-1-2-3-4-DynamicIndication-r17,9391,1,-,- interSubslotFreqHopping-PUCCH-r17,9392,1,-,- semiStaticHARQ-ACK-CodebookSub-SlotPUCCH-r17,9393,1,-,- phy-PrioritizationLowPriorityDG-HighPriorityCG-r17,9394,1,-,- phy-PrioritizationHighPriorityDG-LowPriorityCG-r17,9395,1,-,- extendedDC-LocationReport-r17,9403,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	pusch-PreparationLowPriority-r17,9396,0,-,- additionalCancellationTime-r17,9397,0,-,- maxNumberCarriers-r17,9402,0,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	SEQUENCE	Q	0	scs-15kHz-r17,9398,1,-,- scs-30kHz-r17,9399,1,-,- scs-60kHz-r17,9400,1,-,- scs-120kHz-r17,9401,1,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4,sym5,sym6,sym7,sym8	-
T	ENUMERATED	e	sym0,sym1,sym2,sym3,sym4,sym5,sym6,sym7,sym8,sym9,sym10,sym11,sym12,sym13,sym14,sym15,sym16	-
T	INTEGER	i	1 16 0
T	ENUMERATED	e	supported	-
T	FeatureSetUplink-v1800	Q	0	maxDelayValueBeyondD-Basic-r18,9405,1,-,- tdcp-NumberDelayValue-r18,9406,1,-,- phaseReportMoreThanOne-r18,9407,1,-,- maxNumberTRS-ResourceSet-r18,9408,1,-,- maxNumberTDCP-PerBWP-r18,9409,1,-,- pusch-DMRS-TypeEnh-r18,9410,1,-,- ul-DMRS-SingleDCI-M-TRP-r18,9424,1,-,- ul-DMRS-M-DCI-M-TRP-r18,9425,1,-,- srs-AntennaSwitching8T8R2SP-1Periodic-r18,9426,1,-,- pucch-SingleDCI-STx2P-SFN-r18,9427,1,-,- posSRS-BWA-RRC-Connected-r18,9428,1,-,- posSRS-BWA-IndependentCA-RRC-Connected-r18,9441,1,-,- posSRS-BWA-AffectedBandList-r18,9457,1,-,- rach-EarlyTA-BandList-r18,9458,1,-,- simultaneous-2-1-HARQ-ACK-CB-r18,9369,1,-,- simultaneous-2-2-HARQ-ACK-CB-r18,9369,1,-,- ul-IntraUE-MuxEnh-r18,9460,1,-,- txDiversity4Tx-r18,9463,1,-,- powerBoosting-pi2BPSK-QPSK-r18,9464,1,-,- powerBoosting-pi2BPSK-QPSK-Modified-r18,9465,1,-,- txDiversity2Tx-r18,9466,1,-,- ue-PowerClassPerBandPerBC-v1820,9467,1,-,-	
T	ENUMERATED	e	sl2,sl3,sl4,sl5,sl6,sl10	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	supported	-
T	INTEGER	i	2 3 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	dmrs-Type-r18,9411,0,-,- pusch-TypeA-DMRS-r18,9412,1,-,- dummy,9418,1,-,- pusch-TypeB-DMRS-r18,9419,1,-,- pusch-rank-1-4-1Port-r18,9420,1,-,- pusch-rank-5-8-1Port-r18,9421,1,-,- pusch-rank-1-4-2Port-r18,9422,1,-,- pusch-rank-5-8-2Port-r18,9423,1,-,-	
T	ENUMERATED	e	etype1,both	-
T	SEQUENCE	Q	0	dmrs-TypeA-r18,9413,0,-,- pusch-2SymbolFL-DMRS-r18,9414,1,-,- pusch-2SymbolFL-DMRS-Addition2Symbol-r18,9415,1,-,- pusch-1SymbolFL-DMRS-Addition3Symbol-r18,9416,1,-,- pusch-1SymbolFL-DMRS-BeyondOnePort-r18,9417,1,-,-	
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
T	PosSRS-BWA-RRC-Connected-r18	Q	1	numOfCarriersIntraBandContiguous-r18,9429,0,-,- maximumAggregatedBW-TwoCarriersFR1-r18,9430,1,-,- maximumAggregatedBW-TwoCarriersFR2-r18,9431,1,-,- maximumAggregatedBW-ThreeCarriersFR1-r18,9432,1,-,- maximumAggregatedBW-ThreeCarriersFR2-r18,9433,1,-,- maximumAggregatedResourceSet-r18,9434,0,-,- maximumAggregatedResourcePeriodic-r18,9435,0,-,- maximumAggregatedResourceAperiodic-r18,9436,0,-,- maximumAggregatedResourceSemi-r18,9437,0,-,- maximumAggregatedResourcePeriodicPerSlot-r18,9438,0,-,- maximumAggregatedResourceAperiodicPerSlot-r18,9439,0,-,- maximumAggregatedResourceSemiPerSlot-r18,9440,0,-,-	
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
T	PosSRS-BWA-IndependentCA-RRC-Connected-r18	Q	1	numOfCarriersIntraBandContiguous-r18,9442,0,-,- maximumAggregatedBW-TwoCarriersFR1-r18,9443,1,-,- maximumAggregatedBW-TwoCarriersFR2-r18,9444,1,-,- maximumAggregatedBW-ThreeCarriersFR1-r18,9445,1,-,- maximumAggregatedBW-ThreeCarriersFR2-r18,9446,1,-,- maximumAggregatedResourceSet-r18,9447,0,-,- maximumAggregatedResourcePeriodic-r18,9448,0,-,- maximumAggregatedResourceAperiodic-r18,9449,0,-,- maximumAggregatedResourceSemi-r18,9450,0,-,- maximumAggregatedResourcePeriodicPerSlot-r18,9451,0,-,- maximumAggregatedResourceAperiodicPerSlot-r18,9452,0,-,- maximumAggregatedResourceSemiPerSlot-r18,9453,0,-,- guardPeriod-r18,9454,0,-,- powerClassForTwoAggregatedCarriers-r18,9455,1,-,- powerClassForThreeAggregatedCarriers-r18,9456,1,-,-	
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
T	SEQUENCE OF	L	280	1 1024 0
T	SEQUENCE OF	L	9459	1 1280 0
T	BOOLEAN	b
T	SEQUENCE	Q	0	pusch-PreparationLowPriority-r18,9461,0,-,- pusch-PreparationHighPriority-r18,9462,0,-,-	
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	sym0,sym1,sym2	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	pc5	-
T	FeatureSetUplink-v1850	Q	0	pusch-DMRS8Tx-r18,9469,1,-,- additionalTime-CB-8TxPUSCH-r18,9470,1,-,- additionalTime-NonCB-8TxPUSCH-r18,9477,1,-,-	
T	ENUMERATED	e	rel15,both	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9471,1,-,- scs-30kHz-r18,9472,1,-,- scs-60kHz-r18,9473,1,-,- scs-120kHz-r18,9474,1,-,- scs-480kHz-r18,9475,1,-,- scs-960kHz-r18,9476,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4	-
T	ENUMERATED	e	sym1,sym2,sym4,sym8	-
T	ENUMERATED	e	sym2,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	SEQUENCE	Q	0	scs-15kHz-r18,9478,1,-,- scs-30kHz-r18,9479,1,-,- scs-60kHz-r18,9480,1,-,- scs-120kHz-r18,9481,1,-,- scs-480kHz-r18,9482,1,-,- scs-960kHz-r18,9483,1,-,-	
T	ENUMERATED	e	sym1,sym2,sym4	-
T	ENUMERATED	e	sym1,sym2,sym4,sym8	-
T	ENUMERATED	e	sym2,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	FeatureSetUplinkPerCC	Q	0	supportedSubcarrierSpacingUL,45,0,-,- supportedBandwidthUL,9237,0,-,- channelBW-90mhz,9485,1,-,- mimo-CB-PUSCH,9486,1,-,- maxNumberMIMO-LayersNonCB-PUSCH,197,1,-,- supportedModulationOrderUL,9241,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberMIMO-LayersCB-PUSCH,197,1,-,- maxNumberSRS-ResourcePerSet,9487,0,-,-	
T	INTEGER	i	1 2 0
T	FeatureSetUplinkPerCC-v1540	Q	0	mimo-NonCB-PUSCH,9489,1,-,-	
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet,9490,0,-,- maxNumberSimultaneousSRS-ResourceTx,9491,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 4 0
T	FeatureSetUplinkPerCC-v1700	Q	0	supportedMinBandwidthUL-r17,5538,1,-,- mTRP-PUSCH-RepetitionTypeB-r17,9493,1,-,- mTRP-PUSCH-TypeB-CB-r17,9494,1,-,- supportedBandwidthUL-v1710,5538,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	FeatureSetUplinkPerCC-v1780	Q	0	supportedBandwidthUL-v1780,5538,1,-,-	
T	FeatureSetUplinkPerCC-v1800	Q	0	twoPUSCH-MultiDCI-STx2P-TwoTA-r18,9497,1,-,- pusch-CB-SingleDCI-STx2P-SDM-r18,9498,1,-,- pusch-NonCB-SingleDCI-STx2P-SDM-r18,9503,1,-,- pusch-CB-SingleDCI-STx2P-SFN-r18,9508,1,-,- pusch-NonCB-SingleDCI-STx2P-SFN-r18,9513,1,-,- twoPUSCH-CB-MultiDCI-STx2P-DG-DG-r18,9518,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-DG-DG-r18,9527,1,-,- twoPUSCH-MultiDCI-STx2P-OutOfOrder-r18,9535,1,-,- codebookParameter8TxPUSCH-r18,9536,1,-,- nonCodebook-8TxPUSCH-r18,9552,1,-,- nonCodebook-CSI-RS-SRS-r18,9556,1,-,- cgb-2CW-PUSCH-r18,9557,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9499,0,-,- maxNumberLayerPerPanel-r18,9500,0,-,- maxNumberNZP-PUSCH-PortsPerSet-r18,9501,0,-,- maxNumberSRS-AntennaPortsPerSet-r18,9502,0,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9504,0,-,- maxNumberLayerPerPanel-r18,9505,0,-,- maxNumberSimulSRS-OneResourcePerSet-r18,9506,0,-,- maxNumberSimulSRS-TwoResourcePerSet-r18,9507,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9509,0,-,- maxNumberLayerPerSet-r18,9510,0,-,- maxNumberSRS-AntennaPortsPerSet-r18,9511,0,-,- maxNumberNZP-PUSCH-PortsPerSet-r18,9512,0,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9514,0,-,- maxNumberLayerPerSet-r18,9515,0,-,- maxNumberSimulSRS-OneResourcePerSet-r18,9516,0,-,- maxNumberSimulSRS-TwoResourcePerSet-r18,9517,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 4 0
T	INTEGER	i	1 8 0
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9519,0,-,- maxNumberLayerOverlapping-r18,9520,0,-,- maxNumberNZP-PUSCH-Overlapping-r18,9521,0,-,- maxNumberPUSCH-PerCORESET-PerSlot-r18,9522,1,-,- maxNumberTotalLayerOverlapping-r18,9525,0,-,- maxNumberSRS-AntennaPortsPerSet-r18,9526,0,-,-	
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	1 2 0
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	scs-60kHz-r18,9523,1,-,- scs-120kHz-r18,9524,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	n1,n2,n4	-
T	SEQUENCE	Q	0	maxNumberSRS-ResourcePerSet-r18,9528,0,-,- maxNumberLayerOverlapping-r18,9529,0,-,- maxNumberSimulSRS-ResourcePerSet-r18,9530,0,-,- maxNumberPUSCH-PerCORESET-PerSlot-r18,9531,1,-,- maxNumberTotalLayerOverlapping-r18,9534,0,-,-	
T	INTEGER	i	1 4 0
T	INTEGER	i	1 2 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	scs-60kHz-r18,9532,1,-,- scs-120kHz-r18,9533,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	ENUMERATED	e	n1,n2,n3,n4,n7	-
T	INTEGER	i	2 4 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	codebook-8TxBasic-r18,9537,0,-,- codebook1-8TxPUSCH-r18,9541,0,-,- codebook2-8TxPUSCH-r18,9544,1,-,- codebook3-8TxPUSCH-r18,9545,1,-,- codebook4-8TxPUSCH-r18,9546,1,-,- ul-FullPwrTransMode0-r18,9547,1,-,- ul-FullPwrTransMode1-r18,9548,1,-,- ul-FullPwrTransMode2-r18,9549,1,-,- ul-SRS-TransMode2-r18,9550,1,-,- tpmi-FullPwrCodebook2-r18,9551,1,-,-	
T	SEQUENCE	Q	0	maxNumberPUSCH-MIMO-Layer-r18,9538,0,-,- maxNumberSRS-Resource-r18,9539,0,-,- srs-8TxPorts-r18,9540,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 2 0
T	ENUMERATED	e	noTDM,both	-
T	SEQUENCE	Q	0	codebookN1N4-r18,9542,1,-,- srs-8TxPorts-r18,9543,0,-,-	
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
T	SEQUENCE	Q	0	maxNumberPUSCH-MIMO-Layer-r18,9553,0,-,- maxNumberSRS-Resource-r18,9554,0,-,- maxNumberSimultaneousSRS-r18,9555,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	FeatureSetUplinkPerCC-v1840	Q	0	supportedBandwidthUL-v1840,9270,1,-,- supportedMinBandwidthUL-v1840,9270,1,-,-	
T	FeatureSetUplinkPerCC-v1850	Q	0	twoPUSCH-CB-MultiDCI-STx2P-AdditionalTime-r18,9560,1,-,- twoPUSCH-NonCB-MultiDCI-STx2P-AdditionalTime-r18,9565,1,-,-	
T	CHOICE	C	0	scs-60kHz-r18,9561,0,-,- scs-120kHz-r18,9562,0,-,- scs-480kHz-r18,9563,0,-,- scs-960kHz-r18,9564,0,-,-	
T	ENUMERATED	e	sym1,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	CHOICE	C	0	scs-60kHz-r18,9566,0,-,- scs-120kHz-r18,9567,0,-,- scs-480kHz-r18,9568,0,-,- scs-960kHz-r18,9569,0,-,-	
T	ENUMERATED	e	sym1,sym4,sym8,sym16	-
T	ENUMERATED	e	sym4,sym8,sym16,sym32	-
T	ENUMERATED	e	sym16,sym32,sym64,sym128	-
T	ENUMERATED	e	sym32,sym64,sym128,sym256	-
T	FeatureSets	Q	1	featureSetsDownlink,9571,1,-,- featureSetsDownlinkPerCC,9572,1,-,- featureSetsUplink,9573,1,-,- featureSetsUplinkPerCC,9574,1,-,-	gfeatureSetsDownlink-v1540,9575,1,-,- featureSetsUplink-v1540,9576,1,-,- featureSetsUplinkPerCC-v1540,9577,1,-,-;gfeatureSetsDownlink-v15a0,9578,1,-,-;gfeatureSetsDownlink-v1610,9579,1,-,- featureSetsUplink-v1610,9580,1,-,- featureSetDownlinkPerCC-v1620,9581,1,-,-;gfeatureSetsUplink-v1630,9582,1,-,-;gfeatureSetsUplink-v1640,9583,1,-,-;gfeatureSetsDownlink-v1700,9584,1,-,- featureSetsDownlinkPerCC-v1700,9585,1,-,- featureSetsUplink-v1710,9586,1,-,- featureSetsUplinkPerCC-v1700,9587,1,-,-;gfeatureSetsDownlink-v1720,9588,1,-,- featureSetsDownlinkPerCC-v1720,9589,1,-,- featureSetsUplink-v1720,9590,1,-,-;gfeatureSetsDownlink-v1730,9591,1,-,- featureSetsDownlinkPerCC-v1730,9592,1,-,-;gfeatureSetsDownlinkPerCC-v1780,9593,1,-,- featureSetsUplinkPerCC-v1780,9594,1,-,-;gfeatureSetsDownlink-v1800,9595,1,-,- featureSetsDownlinkPerCC-v1800,9596,1,-,- featureSetsUplink-v1800,9597,1,-,- featureSetsUplinkPerCC-v1800,9598,1,-,-;gfeatureSetsDownlink-v1830,9599,1,-,-;gfeatureSetsDownlinkPerCC-v1840,9600,1,-,- featureSetsUplinkPerCC-v1840,9601,1,-,-;gfeatureSetsUplink-v1850,9602,1,-,- featureSetsUplinkPerCC-v1850,9603,1,-,-;gfeatureSetsDownlink-v1860,9604,1,-,-
T	SEQUENCE OF	L	9054	1 1024 0
T	SEQUENCE OF	L	9236	1 1024 0
T	SEQUENCE OF	L	9271	1 1024 0
T	SEQUENCE OF	L	9484	1 1024 0
T	SEQUENCE OF	L	9079	1 1024 0
T	SEQUENCE OF	L	9284	1 1024 0
T	SEQUENCE OF	L	9488	1 1024 0
T	SEQUENCE OF	L	9098	1 1024 0
T	SEQUENCE OF	L	9101	1 1024 0
T	SEQUENCE OF	L	9290	1 1024 0
T	SEQUENCE OF	L	9242	1 1024 0
T	SEQUENCE OF	L	9361	1 1024 0
T	SEQUENCE OF	L	9368	1 1024 0
T	SEQUENCE OF	L	9142	1 1024 0
T	SEQUENCE OF	L	9248	1 1024 0
T	SEQUENCE OF	L	9380	1 1024 0
T	SEQUENCE OF	L	9492	1 1024 0
T	SEQUENCE OF	L	9165	1 1024 0
T	SEQUENCE OF	L	9252	1 1024 0
T	SEQUENCE OF	L	9389	1 1024 0
T	SEQUENCE OF	L	9175	1 1024 0
T	SEQUENCE OF	L	9256	1 1024 0
T	SEQUENCE OF	L	9261	1 1024 0
T	SEQUENCE OF	L	9495	1 1024 0
T	SEQUENCE OF	L	9181	1 1024 0
T	SEQUENCE OF	L	9262	1 1024 0
T	SEQUENCE OF	L	9404	1 1024 0
T	SEQUENCE OF	L	9496	1 1024 0
T	SEQUENCE OF	L	9227	1 1024 0
T	SEQUENCE OF	L	9269	1 1024 0
T	SEQUENCE OF	L	9558	1 1024 0
T	SEQUENCE OF	L	9468	1 1024 0
T	SEQUENCE OF	L	9559	1 1024 0
T	SEQUENCE OF	L	9234	1 1024 0
T	FeatureSets-v15t0	Q	0	featureSetsDownlink-v15t0,9606,1,-,-	
T	SEQUENCE OF	L	9099	1 1024 0
T	FeatureSets-v16d0	Q	0	featureSetsUplink-v16d0,9608,1,-,-	
T	SEQUENCE OF	L	9376	1 1024 0
T	FeatureSets-v16k0	Q	0	featureSetsDownlink-v16k0,9610,1,-,-	
T	SEQUENCE OF	L	9133	1 1024 0
T	FeatureSets-v17d0	Q	0	featureSetsDownlink-v17d0,9612,1,-,-	
T	SEQUENCE OF	L	9177	1 1024 0
T	FreqBandInformation	C	0	bandInformationEUTRA,9614,0,-,- bandInformationNR,9615,0,-,-	
T	FreqBandInformationEUTRA	Q	0	bandEUTRA,295,0,-,- ca-BandwidthClassDL-EUTRA,2831,1,-,- ca-BandwidthClassUL-EUTRA,2831,1,-,-	
T	FreqBandInformationNR	Q	0	bandNR,280,0,-,- maxBandwidthRequestedDL,531,1,-,- maxBandwidthRequestedUL,531,1,-,- maxCarriersRequestedDL,9616,1,-,- maxCarriersRequestedUL,9617,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	FreqBandList	L	9613	1 1280 0
T	FreqInfoMBS-r18	Q	0	carrierFreqMBS-r18,4,0,-,- freqBandIndicatorMBS-r18,280,0,-,-	
T	GeneralParametersMRDC-XDD-Diff	Q	1	splitSRB-WithOneUL-Path,9621,1,-,- splitDRB-withUL-Both-MCG-SCG,9622,1,-,- srb3,9623,1,-,- dummy,9624,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	GeneralParametersMRDC-v1610	Q	0	f1c-OverEUTRA-r16,9626,1,-,-	
T	ENUMERATED	e	supported	-
T	GroupPaging-r18	Q	0	inactiveReceptionAllowed-r18,9628,1,-,-	
T	ENUMERATED	e	true	-
T	HandoverCommand	Q	0	criticalExtensions,9630,0,-,-	
T	CHOICE	C	0	c1,9631,0,-,- criticalExtensionsFuture,9639,0,-,-	
T	CHOICE	C	0	handoverCommand,9632,0,-,- spare3,9636,0,-,- spare2,9637,0,-,- spare1,9638,0,-,-	
T	HandoverCommand-IEs	Q	0	handoverCommandMessage,9633,0,-,- nonCriticalExtension,9634,1,-,-	
T	OCTET STRING	O	0 - 0
T	HandoverCommand-v1800-IEs	Q	0	candPSCellExecutionConditionInfo-r18,6204,1,-,- nonCriticalExtension,9635,1,-,-	
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	HandoverPreparationInformation	Q	0	criticalExtensions,9641,0,-,-	
T	CHOICE	C	0	c1,9642,0,-,- criticalExtensionsFuture,9654,0,-,-	
T	CHOICE	C	0	handoverPreparationInformation,9643,0,-,- spare3,9651,0,-,- spare2,9652,0,-,- spare1,9653,0,-,-	
T	HandoverPreparationInformation-IEs	Q	0	ue-CapabilityRAT-List,9644,0,-,- sourceConfig,6,1,-,- rrm-Config,9647,1,-,- as-Context,159,1,-,- nonCriticalExtension,9650,1,-,-	
T	UE-CapabilityRAT-ContainerList	L	9645	0 8 0
T	UE-CapabilityRAT-Container	Q	0	rat-Type,8811,0,-,- ue-CapabilityRAT-Container,9646,0,-,-	
T	OCTET STRING	O	0 - 0
T	RRM-Config	Q	1	ue-InactiveTime,9648,1,-,- candidateCellInfoList,5357,1,-,-	gcandidateCellInfoListSN-EUTRA,9649,1,-,-
T	ENUMERATED	e	s1,s2,s3,s5,s7,s10,s15,s20,s25,s30,s40,s50,min1,min1s20,min1s40,min2,min2s30,min3,min3s30,min4,min5,min6,min7,min8,min9,min10,min12,min14,min17,min20,min24,min28,min33,min38,min44,min50,hr1,hr1min30,hr2,hr2min30,hr3,hr3min30,hr4,hr5,hr6,hr8,hr10,hr13,hr16,hr20,day1,day1hr12,day2,day2hr12,day3,day4,day5,day7,day10,day14,day19,day24,day30,dayMoreThan30	-
T	MeasResultServFreqListEUTRA-SCG	L	9043	1 32 0
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	HighSpeedParameters-r16	Q	0	measurementEnhancement-r16,9656,1,-,- demodulationEnhancement-r16,9657,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	HighSpeedParameters-v1650	C	0	intraNR-MeasurementEnhancement-r16,9659,0,-,- interRAT-MeasurementEnhancement-r16,9660,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	HighSpeedParameters-v1700	Q	0	measurementEnhancementCA-r17,9662,1,-,- measurementEnhancementInterFreq-r17,9663,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	IAB-IP-AddressAndTraffic-r16	Q	0	all-Traffic-IAB-IP-Address-r16,9665,1,-,- f1-C-Traffic-IP-Address-r16,9666,1,-,- f1-U-Traffic-IP-Address-r16,9667,1,-,- non-F1-Traffic-IP-Address-r16,9668,1,-,-	
T	SEQUENCE OF	L	8493	1 8 0
T	SEQUENCE OF	L	8493	1 8 0
T	SEQUENCE OF	L	8493	1 8 0
T	SEQUENCE OF	L	8493	1 8 0
T	IAB-IP-AddressNumReq-r16	Q	1	all-Traffic-NumReq-r16,9670,1,-,- f1-C-Traffic-NumReq-r16,9671,1,-,- f1-U-Traffic-NumReq-r16,9672,1,-,- non-F1-Traffic-NumReq-r16,9673,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	INTEGER	i	1 8 0
T	IAB-IP-AddressPrefixReq-r16	Q	1	all-Traffic-PrefixReq-r16,9675,1,-,- f1-C-Traffic-PrefixReq-r16,9676,1,-,- f1-U-Traffic-PrefixReq-r16,9677,1,-,- non-F1-Traffic-PrefixReq-r16,9678,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	IAB-IP-PrefixAndTraffic-r16	Q	0	all-Traffic-IAB-IP-Address-r16,8493,1,-,- f1-C-Traffic-IP-Address-r16,8493,1,-,- f1-U-Traffic-IP-Address-r16,8493,1,-,- non-F1-Traffic-IP-Address-r16,8493,1,-,-	
T	IABOtherInformation-r16	Q	0	dummy,7455,0,-,- criticalExtensions,9681,0,-,-	
T	CHOICE	C	0	iabOtherInformation-r16,9682,0,-,- criticalExtensionsFuture,9690,0,-,-	
T	IABOtherInformation-r16-IEs	Q	0	ip-InfoType-r16,9683,0,-,- lateNonCriticalExtension,9688,1,-,- nonCriticalExtension,9689,1,-,-	
T	CHOICE	C	1	iab-IP-Request-r16,9684,0,-,- iab-IP-Report-r16,9686,0,-,-	
T	SEQUENCE	Q	0	iab-IPv4-AddressNumReq-r16,9669,1,-,- iab-IPv6-AddressReq-r16,9685,1,-,-	
T	CHOICE	C	1	iab-IPv6-AddressNumReq-r16,9669,0,-,- iab-IPv6-AddressPrefixReq-r16,9674,0,-,-	
T	SEQUENCE	Q	0	iab-IPv4-AddressReport-r16,9664,1,-,- iab-IPv6-Report-r16,9687,1,-,-	
T	CHOICE	C	1	iab-IPv6-AddressReport-r16,9664,0,-,- iab-IPv6-PrefixReport-r16,9679,0,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	IDC-Assistance-r16	Q	1	affectedCarrierFreqList-r16,521,1,-,- affectedCarrierFreqCombList-r16,520,1,-,-	
T	IDC-FDM-Assistance-r18	Q	1	affectedCarrierFreqRangeList-r18,530,1,-,- affectedCarrierFreqRangeCombList-r18,529,1,-,-	
T	IMS-Parameters	Q	1	ims-ParametersCommon,9694,1,-,- ims-ParametersFRX-Diff,9698,1,-,-	
T	IMS-ParametersCommon	Q	1	voiceOverEUTRA-5GC,9695,1,-,-	gvoiceOverSCG-BearerEUTRA-5GC,9696,1,-,-;gvoiceFallbackIndicationEPS-r16,9697,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	IMS-ParametersFRX-Diff	Q	1	voiceOverNR,9699,1,-,-	
T	ENUMERATED	e	supported	-
T	IMS-Parameters-v1700	Q	0	ims-ParametersFR2-2-r17,9701,1,-,-	
T	IMS-ParametersFR2-2-r17	Q	1	voiceOverNR-r17,9702,1,-,-	
T	ENUMERATED	e	supported	-
T	IndirectPathFailureInformation-r18	Q	0	criticalExtensions,9704,0,-,-	
T	CHOICE	C	0	indirectPathFailureInformation-r18,9705,0,-,- criticalExtensionsFuture,9708,0,-,-	
T	IndirectPathFailureInformation-r18-IEs	Q	0	failureReportIndirectPath-r18,9004,1,-,- lateNonCriticalExtension,9706,1,-,- nonCriticalExtension,9707,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	InitialUE-Identity	C	0	ng-5G-S-TMSI-Part1,9710,0,-,- randomValue,9711,0,-,-	
T	BIT STRING	B	39 39 0
T	BIT STRING	B	39 39 0
T	InterRAT-Parameters	Q	1	eutra,8969,1,-,-	gutra-FDD-r16,9713,1,-,-
T	UTRA-FDD-Parameters-r16	Q	1	supportedBandListUTRA-FDD-r16,9714,0,-,-	
T	SEQUENCE OF	L	9715	1 64 0
T	SupportedBandUTRA-FDD-r16	e	bandI,bandII,bandIII,bandIV,bandV,bandVI,bandVII,bandVIII,bandIX,bandX,bandXI,bandXII,bandXIII,bandXIV,bandXV,bandXVI,bandXVII,bandXVIII,bandXIX,bandXX,bandXXI,bandXXII,bandXXIII,bandXXIV,bandXXV,bandXXVI,bandXXVII,bandXXVIII,bandXXIX,bandXXX,bandXXXI,bandXXXII	-
T	JitterBound-r18	e	ms0,ms0dot5,ms1,ms1dot5,ms2,ms2dot5,ms3,ms3dot5,ms4,ms4dot5,ms5,ms5dot5,ms6,ms6dot5,ms7,beyondMs7	-
T	LocationMeasurementIndication	Q	0	criticalExtensions,9718,0,-,-	
T	CHOICE	C	0	locationMeasurementIndication,9719,0,-,- criticalExtensionsFuture,9734,0,-,-	
T	LocationMeasurementIndication-IEs	Q	0	measurementIndication,9720,0,-,- lateNonCriticalExtension,9732,1,-,- nonCriticalExtension,9733,1,-,-	
T	SetupRelease	C	0	release,9721,0,-,- setup,9722,0,-,-	
T	NULL	n
T	LocationMeasurementInfo	C	1	eutra-RSTD,8982,0,-,-	eutra-FineTimingDetection,9723,0,-,- nr-PRS-Measurement-r16,9724,0,-,-
T	NULL	n
T	NR-PRS-MeasurementInfoList-r16	L	9725	1 4 0
T	NR-PRS-MeasurementInfo-r16	Q	1	dl-PRS-PointA-r16,4,0,-,- nr-MeasPRS-RepetitionAndOffset-r16,9726,0,-,- nr-MeasPRS-length-r16,9731,0,-,-	
T	CHOICE	C	1	ms20-r16,9727,0,-,- ms40-r16,9728,0,-,- ms80-r16,9729,0,-,- ms160-r16,9730,0,-,-	
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	INTEGER	i	0 159 0
T	ENUMERATED	e	ms1dot5,ms3,ms3dot5,ms4,ms5dot5,ms6,ms10,ms20	-
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	LogMeasInfo-r16	Q	1	locationInfo-r16,7411,1,-,- relativeTimeStamp-r16,9736,0,-,- servCellIdentity-r16,543,1,-,- measResultServingCell-r16,9737,1,-,- measResultNeighCells-r16,9740,0,-,- anyCellSelectionDetected-r16,9746,1,-,-	ginDeviceCoexDetected-r17,9747,1,-,-
T	INTEGER	i	0 7200 0
T	MeasResultServingCell-r16	Q	0	resultsSSB-Cell,5362,0,-,- resultsSSB,9738,1,-,-	
T	SEQUENCE	Q	0	best-ssb-Index,40,0,-,- best-ssb-Results,5362,0,-,- numberOfGoodSSB,9739,0,-,-	
T	INTEGER	i	1 64 0
T	SEQUENCE	Q	0	measResultNeighCellListNR,9741,1,-,- measResultNeighCellListEUTRA,7433,1,-,-	
T	MeasResultListLogging2NR-r16	L	9742	1 8 0
T	MeasResultLogging2NR-r16	Q	0	carrierFreq-r16,4,0,-,- measResultListLoggingNR-r16,9743,0,-,-	
T	MeasResultListLoggingNR-r16	L	9744	1 8 0
T	MeasResultLoggingNR-r16	Q	0	physCellId-r16,42,0,-,- resultsSSB-Cell-r16,5362,0,-,- numberOfGoodSSB-r16,9745,1,-,-	
T	INTEGER	i	1 64 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	LogMeasInfoList-r16	L	9735	1 520 0
T	LogMeasReport-r16	Q	1	absoluteTimeStamp-r16,306,0,-,- traceReference-r16,8873,0,-,- traceRecordingSessionRef-r16,9750,0,-,- tce-Id-r16,9751,0,-,- logMeasInfoList-r16,9748,0,-,- logMeasAvailable-r16,9752,1,-,- logMeasAvailableBT-r16,9753,1,-,- logMeasAvailableWLAN-r16,9754,1,-,-	
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	1 1 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	MAC-Parameters	Q	0	mac-ParametersCommon,9756,1,-,- mac-ParametersXDD-Diff,9794,1,-,-	
T	MAC-ParametersCommon	Q	1	lcp-Restriction,9757,1,-,- dummy,9758,1,-,- lch-ToSCellRestriction,9759,1,-,-	grecommendedBitRate,9760,1,-,- recommendedBitRateQuery,9761,1,-,-;grecommendedBitRateMultiplier-r16,9762,1,-,- preEmptiveBSR-r16,9763,1,-,- autonomousTransmission-r16,9764,1,-,- lch-PriorityBasedPrioritization-r16,9765,1,-,- lch-ToConfiguredGrantMapping-r16,9766,1,-,- lch-ToGrantPriorityRestriction-r16,9767,1,-,- singlePHR-P-r16,9768,1,-,- ul-LBT-FailureDetectionRecovery-r16,9769,1,-,- tdd-MPE-P-MPR-Reporting-r16,9770,1,-,- lcid-ExtensionIAB-r16,9771,1,-,-;gspCell-BFR-CBRA-r16,9772,1,-,-;gsrs-ResourceId-Ext-r16,9773,1,-,-;genhancedUuDRX-forSidelink-r17,9774,1,-,- mg-ActivationRequestPRS-Meas-r17,9775,1,-,- mg-ActivationCommPRS-Meas-r17,9776,1,-,- intraCG-Prioritization-r17,9777,1,-,- jointPrioritizationCG-Retx-Timer-r17,9778,1,-,- survivalTime-r17,9779,1,-,- lcg-ExtensionIAB-r17,9780,1,-,- harq-FeedbackDisabled-r17,9781,1,-,- uplink-Harq-ModeB-r17,9782,1,-,- sr-TriggeredBy-TA-Report-r17,9783,1,-,- extendedDRX-CycleInactive-r17,9784,1,-,- simultaneousSR-PUSCH-DiffPUCCH-groups-r17,9785,1,-,- lastTransmissionUL-r17,9786,1,-,-;gharq-RTT-TimerDL-ForNTN-MulticastMBS-r17,9787,1,-,-;gsr-TriggeredByTA-ReportATG-r18,9788,1,-,- extendedDRX-CycleInactive-r18,9789,1,-,- additionalBS-Table-r18,9790,1,-,- delayStatusReport-r18,9791,1,-,- cg-RetransmissionMonitoringDisabling-r18,9792,1,-,- non-IntegerDRX-r18,9793,1,-,-
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
T	MAC-ParametersXDD-Diff	Q	1	skipUplinkTxDynamic,9795,1,-,- logicalChannelSR-DelayTimer,9796,1,-,- longDRX-Cycle,9797,1,-,- shortDRX-Cycle,9798,1,-,- multipleSR-Configurations,9799,1,-,- multipleConfiguredGrants,9800,1,-,-	gsecondaryDRX-Group-r16,9801,1,-,-;genhancedSkipUplinkTxDynamic-r16,9802,1,-,- enhancedSkipUplinkTxConfigured-r16,9803,1,-,-;gdummy1,9804,1,-,- dummy2,9805,1,-,-
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
T	MAC-Parameters-v1610	Q	0	mac-ParametersFRX-Diff-r16,9807,1,-,-	
T	MAC-ParametersFRX-Diff-r16	Q	1	directMCG-SCellActivation-r16,9808,1,-,- directMCG-SCellActivationResume-r16,9809,1,-,- directSCG-SCellActivation-r16,9810,1,-,- directSCG-SCellActivationResume-r16,9811,1,-,- drx-Adaptation-r16,9812,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r16,9813,1,-,- sharedSpectrumChAccess-r16,9813,1,-,-	
T	MinTimeGap-r16	Q	0	scs-15kHz-r16,9814,1,-,- scs-30kHz-r16,9815,1,-,- scs-60kHz-r16,9816,1,-,- scs-120kHz-r16,9817,1,-,-	
T	ENUMERATED	e	sl1,sl3	-
T	ENUMERATED	e	sl1,sl6	-
T	ENUMERATED	e	sl1,sl12	-
T	ENUMERATED	e	sl2,sl24	-
T	MAC-Parameters-v1700	Q	0	mac-ParametersFR2-2-r17,9819,1,-,-	
T	MAC-ParametersFR2-2-r17	Q	1	directMCG-SCellActivation-r17,9820,1,-,- directMCG-SCellActivationResume-r17,9821,1,-,- directSCG-SCellActivation-r17,9822,1,-,- directSCG-SCellActivationResume-r17,9823,1,-,- drx-Adaptation-r17,9824,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r17,9825,1,-,- sharedSpectrumChAccess-r17,9825,1,-,-	
T	MinTimeGapFR2-2-r17	Q	0	scs-120kHz-r17,9826,1,-,- scs-480kHz-r17,9827,1,-,- scs-960kHz-r17,9828,1,-,-	
T	ENUMERATED	e	sl2,sl24	-
T	ENUMERATED	e	sl8,sl96	-
T	ENUMERATED	e	sl16,sl192	-
T	MAC-Parameters-v17b0	Q	0	mTRP-PUSCH-PHR-Type1-Reporting-r17,9830,1,-,-	
T	ENUMERATED	e	supported	-
T	MAC-Parameters-v17c0	Q	0	directSCellActivationWithTCI-r17,9832,1,-,-	
T	ENUMERATED	e	supported	-
T	MAC-ParametersSidelink-r16	Q	1	mac-ParametersSidelinkCommon-r16,9834,1,-,- mac-ParametersSidelinkXDD-Diff-r16,9839,1,-,-	
T	MAC-ParametersSidelinkCommon-r16	Q	1	lcp-RestrictionSidelink-r16,9835,1,-,- multipleConfiguredGrantsSidelink-r16,9836,1,-,-	gdrx-OnSidelink-r17,9837,1,-,-;gsl-LBT-FailureDectectionRecovery-r18,9838,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MAC-ParametersSidelinkXDD-Diff-r16	Q	1	multipleSR-ConfigurationsSidelink-r16,9840,1,-,- logicalChannelSR-DelayTimerSidelink-r16,9841,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MBS-NeighbourCell-r17	Q	0	physCellId-r17,42,0,-,- carrierFreq-r17,4,1,-,-	
T	MBS-NeighbourCellList-r17	L	9842	0 8 0
T	MBS-NonServingInfoList-r18	L	9845	1 16 0
T	NonServingInfo-r18	Q	0	freqInfoMBS-r18,9619,1,-,- cfr-InfoMBS-r18,9846,1,-,- subcarrierSpacing-r18,45,1,-,-	
T	CHOICE	C	0	cfr-Bandwidth-r18,9847,0,-,- cfr-LocationAndBW-r18,5170,0,-,-	
T	INTEGER	i	1 275 0
T	MBS-Parameters-r17	Q	0	maxMRB-Add-r17,9849,1,-,-	
T	INTEGER	i	1 16 0
T	MBS-ServiceInfo-r17	Q	0	tmgi-r17,7586,0,-,-	
T	MBS-ServiceList-r17	L	9850	1 16 0
T	MBS-SessionInfo-r17	Q	0	mbs-SessionId-r17,7586,0,-,- g-RNTI-r17,1,0,-,- mrb-ListBroadcast-r17,9853,0,-,- mtch-SchedulingInfo-r17,8896,1,-,- mtch-NeighbourCell-r17,9868,1,-,- pdsch-ConfigIndex-r17,9869,1,-,- mtch-SSB-MappingWindowIndex-r17,9870,1,-,-	
T	MRB-ListBroadcast-r17	L	9854	1 4 0
T	MRB-InfoBroadcast-r17	Q	1	pdcp-Config-r17,9855,0,-,- rlc-Config-r17,9866,0,-,-	
T	MRB-PDCP-ConfigBroadcast-r17	Q	0	pdcp-SN-SizeDL-r17,9856,1,-,- headerCompression-r17,9857,0,-,- t-Reordering-r17,9865,1,-,-	
T	ENUMERATED	e	len12bits	-
T	CHOICE	C	0	notUsed,9858,0,-,- rohc,9859,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	maxCID-r17,9860,1,i15,- profiles-r17,9861,0,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	profile0x0000-r17,9862,0,-,- profile0x0001-r17,9863,0,-,- profile0x0002-r17,9864,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	ms1,ms10,ms40,ms160,ms500,ms1000,ms1250,ms2750	-
T	MRB-RLC-ConfigBroadcast-r17	Q	0	logicalChannelIdentity-r17,1626,0,-,- sn-FieldLength-r17,9867,1,-,- t-Reassembly-r17,1638,1,-,-	
T	ENUMERATED	e	size6	-
T	BIT STRING	B	8 8 0
T	PDSCH-ConfigIndex-r17	i	0 15 0
T	MTCH-SSB-MappingWindowIndex-r17	i	0 15 0
T	MBS-SessionInfoList-r17	L	9852	1 1024 0
T	MBS-SessionInfoListMulticast-r18	L	9873	1 1024 0
T	MBS-SessionInfoMulticast-r18	Q	1	mbs-SessionId-r18,7586,0,-,- g-RNTI-r18,1,1,-,- mrb-ListMulticast-r18,9874,1,-,- mtch-SchedulingInfo-r18,8896,1,-,- mtch-NeighbourCell-r18,9890,1,-,- pdsch-ConfigIndex-r18,9869,1,-,- mtch-SSB-MappingWindowIndex-r18,9870,1,-,- thresholdIndex-r18,9891,1,-,- pdcp-SyncIndicator-r18,9892,1,-,- stopMonitoringRNTI-r18,9893,1,-,-	
T	MRB-ListMulticast-r18	L	9875	1 32 0
T	MRB-InfoMulticast-r18	Q	1	pdcp-Config-r18,9876,0,-,- rlc-Config-r18,9887,0,-,-	
T	MRB-PDCP-ConfigMulticast-r18	Q	0	pdcp-SN-SizeDL-r18,9877,0,-,- headerCompression-r18,9878,0,-,- t-Reordering-r17,9886,1,-,-	
T	ENUMERATED	e	len12bits,len18bits	-
T	CHOICE	C	0	notUsed,9879,0,-,- rohc,9880,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0	maxCID-r18,9881,1,i15,- profiles-r18,9882,0,-,-	
T	INTEGER	i	1 16 0
T	SEQUENCE	Q	0	profile0x0000-r18,9883,0,-,- profile0x0001-r18,9884,0,-,- profile0x0002-r18,9885,0,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	BOOLEAN	b
T	ENUMERATED	e	ms1,ms10,ms40,ms160,ms500,ms1000,ms1250,ms2750	-
T	MRB-RLC-ConfigMulticast-r18	Q	0	logicalChannelIdentity-r18,9888,0,-,- sn-FieldLength-r18,9889,0,-,- t-Reassembly-r18,1638,1,-,-	
T	CHOICE	C	0	logicalChannelIdentitymulticast-r18,1626,0,-,- logicalChannelIdentityExt-r18,6411,0,-,-	
T	ENUMERATED	e	size6,size12	-
T	BIT STRING	B	8 8 0
T	INTEGER	i	0 7 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	MBSBroadcastConfiguration-r17	Q	0	criticalExtensions,9895,0,-,-	
T	CHOICE	C	0	mbsBroadcastConfiguration-r17,9896,0,-,- criticalExtensionsFuture,9908,0,-,-	
T	MBSBroadcastConfiguration-r17-IEs	Q	0	mbs-SessionInfoList-r17,9871,1,-,- mbs-NeighbourCellList-r17,9843,1,-,- drx-ConfigPTM-List-r17,9897,1,-,- pdsch-ConfigMTCH-r17,1030,1,-,- mtch-SSB-MappingWindowList-r17,9898,1,-,- lateNonCriticalExtension,9906,1,-,- nonCriticalExtension,9907,1,-,-	
T	SEQUENCE OF	L	6498	1 64 0
T	MTCH-SSB-MappingWindowList-r17	L	9899	1 16 0
T	MTCH-SSB-MappingWindowCycleOffset-r17	C	0	ms10,9900,0,-,- ms20,9901,0,-,- ms32,9902,0,-,- ms64,9903,0,-,- ms128,9904,0,-,- ms256,9905,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 31 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 255 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MBSInterestIndication-r17	Q	0	criticalExtensions,9910,0,-,-	
T	CHOICE	C	0	mbsInterestIndication-r17,9911,0,-,- criticalExtensionsFuture,9916,0,-,-	
T	MBSInterestIndication-r17-IEs	Q	0	mbs-FreqList-r17,6365,1,-,- mbs-Priority-r17,9912,1,-,- mbs-ServiceList-r17,9851,1,-,- lateNonCriticalExtension,9913,1,-,- nonCriticalExtension,9914,1,-,-	
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	MBSInterestIndication-v1800	Q	0	mbs-NonServingInfoList-r18,9844,1,-,- nonCriticalExtension,9915,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MBSMulticastConfiguration-r18	Q	0	criticalExtensions,9918,0,-,-	
T	CHOICE	C	0	mbsMulticastConfiguration-r18,9919,0,-,- criticalExtensionsFuture,9925,0,-,-	
T	MBSMulticastConfiguration-r18-IEs	Q	0	mbs-SessionInfoListMulticast-r18,9872,1,-,- mbs-NeighbourCellList-r18,9843,1,-,- drx-ConfigPTM-List-r18,9920,1,-,- pdsch-ConfigMTCH-r18,1030,1,-,- mtch-SSB-MappingWindowList-r18,9898,1,-,- thresholdMBS-List-r18,9921,1,-,- lateNonCriticalExtension,9923,1,-,- nonCriticalExtension,9924,1,-,-	
T	SEQUENCE OF	L	6498	1 64 0
T	SEQUENCE OF	L	9922	1 8 0
T	ThresholdMBS-r18	Q	0	rsrp-r18,349,1,-,- rsrq-r18,686,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MCCH-Message-r17	Q	0	message,9927,0,-,-	
T	MCCH-MessageType-r17	C	0	c1,9928,0,-,- messageClassExtension,9930,0,-,-	
T	CHOICE	C	0	mbsBroadcastConfiguration-r17,9894,0,-,- spare1,9929,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0		
T	MCGFailureInformation-r16	Q	0	criticalExtensions,9932,0,-,-	
T	CHOICE	C	0	mcgFailureInformation-r16,9933,0,-,- criticalExtensionsFuture,9936,0,-,-	
T	MCGFailureInformation-r16-IEs	Q	0	failureReportMCG-r16,9009,1,-,- lateNonCriticalExtension,9934,1,-,- nonCriticalExtension,9935,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MUSIM-Assistance-r17	Q	0	musim-PreferredRRC-State-r17,9938,1,-,- musim-GapPreferenceList-r17,9939,1,-,-	
T	ENUMERATED	e	idle,inactive,outOfConnected	-
T	MUSIM-GapPreferenceList-r17	L	5510	1 4 0
T	MUSIM-Assistance-v1800	Q	1	musim-GapPriorityPreferenceList-r18,9941,1,-,- musim-GapKeepPreference-r18,9942,1,-,- musim-CapRestriction-r18,5530,1,-,- musim-NeedForGapsInfoNR-r18,274,1,-,-	
T	MUSIM-GapPriorityPreferenceList-r18	L	5527	1 3 0
T	ENUMERATED	e	true	-
T	MaxBW-Preference-r16	Q	0	reducedMaxBW-FR1-r16,193,1,-,- reducedMaxBW-FR2-r16,193,1,-,-	
T	MaxBW-PreferenceFR2-2-r17	Q	0	reducedMaxBW-FR2-2-r17,9945,1,-,-	
T	SEQUENCE	Q	0	reducedBW-FR2-2-DL-r17,202,1,-,- reducedBW-FR2-2-UL-r17,202,1,-,-	
T	MaxCC-Preference-r16	Q	0	reducedMaxCCs-r16,190,1,-,-	
T	MaxMIMO-LayerPreference-r16	Q	0	reducedMaxMIMO-LayersFR1-r16,9948,1,-,- reducedMaxMIMO-LayersFR2-r16,9951,1,-,-	
T	SEQUENCE	Q	0	reducedMIMO-LayersFR1-DL-r16,9949,0,-,- reducedMIMO-LayersFR1-UL-r16,9950,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-DL-r16,9952,0,-,- reducedMIMO-LayersFR2-UL-r16,9953,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	MaxMIMO-LayerPreferenceFR2-2-r17	Q	0	reducedMaxMIMO-LayersFR2-2-r17,9955,1,-,-	
T	SEQUENCE	Q	0	reducedMIMO-LayersFR2-2-DL-r17,9956,0,-,- reducedMIMO-LayersFR2-2-UL-r17,9957,0,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	1 4 0
T	MeasAndMobParameters	Q	0	measAndMobParametersCommon,9959,1,-,- measAndMobParametersXDD-Diff,10063,1,-,- measAndMobParametersFRX-Diff,10072,1,-,-	
T	MeasAndMobParametersCommon	Q	1	supportedGapPattern,9960,1,-,- ssb-RLM,9961,1,-,- ssb-AndCSI-RS-RLM,9962,1,-,-	geventB-MeasAndReport,9963,1,-,- handoverFDD-TDD,9964,1,-,- eutra-CGI-Reporting,9965,1,-,- nr-CGI-Reporting,9966,1,-,-;gindependentGapConfig,9967,1,-,- periodicEUTRA-MeasAndReport,9968,1,-,- handoverFR1-FR2,9969,1,-,- maxNumberCSI-RS-RRM-RS-SINR,9970,1,-,-;gnr-CGI-Reporting-ENDC,9971,1,-,-;geutra-CGI-Reporting-NEDC,9972,1,-,- eutra-CGI-Reporting-NRDC,9973,1,-,- nr-CGI-Reporting-NEDC,9974,1,-,- nr-CGI-Reporting-NRDC,9975,1,-,-;greportAddNeighMeasForPeriodic-r16,9976,1,-,- condHandoverParametersCommon-r16,9977,1,-,- nr-NeedForGap-Reporting-r16,9980,1,-,- supportedGapPattern-NRonly-r16,9981,1,-,- supportedGapPattern-NRonly-NEDC-r16,9982,1,-,- maxNumberCLI-RSSI-r16,9983,1,-,- maxNumberCLI-SRS-RSRP-r16,9984,1,-,- maxNumberPerSlotCLI-SRS-RSRP-r16,9985,1,-,- mfbi-IAB-r16,9986,1,-,- dummy,9987,1,-,- nr-CGI-Reporting-NPN-r16,9988,1,-,- idleInactiveEUTRA-MeasReport-r16,9989,1,-,- idleInactive-ValidityArea-r16,9990,1,-,- eutra-AutonomousGaps-r16,9991,1,-,- eutra-AutonomousGaps-NEDC-r16,9992,1,-,- eutra-AutonomousGaps-NRDC-r16,9993,1,-,- pcellT312-r16,9994,1,-,- supportedGapPattern-r16,9995,1,-,-;gconcurrentMeasGap-r17,9996,1,-,- nr-NeedForGapNCSG-Reporting-r17,9999,1,-,- eutra-NeedForGapNCSG-Reporting-r17,10000,1,-,- ncsg-MeasGapPerFR-r17,10001,1,-,- ncsg-MeasGapPatterns-r17,10002,1,-,- ncsg-MeasGapNR-Patterns-r17,10003,1,-,- preconfiguredUE-AutonomousMeasGap-r17,10004,1,-,- preconfiguredNW-ControlledMeasGap-r17,10005,1,-,- handoverFR1-FR2-2-r17,10006,1,-,- handoverFR2-1-FR2-2-r17,10007,1,-,- independentGapConfigPRS-r17,10008,1,-,- rrm-RelaxationRRC-ConnectedRedCap-r17,10009,1,-,- parallelMeasurementGap-r17,10010,1,-,- condHandoverWithSCG-NRDC-r17,10011,1,-,- gNB-ID-LengthReporting-r17,10012,1,-,- gNB-ID-LengthReporting-ENDC-r17,10013,1,-,- gNB-ID-LengthReporting-NEDC-r17,10014,1,-,- gNB-ID-LengthReporting-NRDC-r17,10015,1,-,- gNB-ID-LengthReporting-NPN-r17,10016,1,-,-;gparallelSMTC-r17,10017,1,-,- concurrentMeasGapEUTRA-r17,10018,1,-,- serviceLinkPropDelayDiffReporting-r17,10019,1,-,- ncsg-SymbolLevelScheduleRestrictionInter-r17,10020,1,-,-;geventD1-MeasReportTrigger-r17,10021,1,-,- independentGapConfig-maxCC-r17,10022,1,-,-;ginterSatMeas-r17,10026,1,-,- deriveSSB-IndexFromCellInterNon-NCSG-r17,10027,1,-,-;gl3-MeasUnknownSCellActivation-r18,10028,1,-,- shortMeasInterval-r18,10029,1,-,- nr-NeedForInterruptionReport-r18,10030,1,-,- measSequenceConfig-r18,10031,1,-,- cellIndividualOffsetPerMeasEvent-r18,10032,1,-,- eventD2-MeasReportTrigger-r18,10033,1,-,- concurrentMeasGapsPreMG-r18,10034,1,-,- dynamicCollision-r18,10035,1,-,- concurrentMeasGapsNCSG-r18,10036,1,-,- eutra-NoGapMeasurementOutsideBWP-r18,10037,1,-,- eutra-NoGapMeasurementInsideBWP-r18,10038,1,-,- eutra-MeasEMW-r18,10039,1,-,- concurrentMeasCRS-InsideBWP-EUTRA-r18,10040,1,-,- ltm-InterFreqMeasGap-r18,10041,1,-,- dummy-ltm-FastUE-Processing-r18,10042,1,-,- rach-LessHandoverInterFreq-r18,10046,1,-,- enterAndLeaveCellReport-r18,10047,1,-,- bestCellChangeReport-r18,10048,1,-,- secondBestCellChangeReport-r18,10049,1,-,-;gltm-InterFreq-r18,10050,1,-,- ltm-MCG-NRDC-r18,10051,1,-,- ltm-RACH-LessDG-r18,10052,1,-,- ltm-RACH-LessCG-r18,10053,1,-,- ltm-Recovery-r18,10054,1,-,- ltm-ReferenceConfig-r18,10055,1,-,- ltm-MCG-NRDC-Release-r18,10056,1,-,- ltm-FastUE-Processing-r18,10057,1,-,- ntn-NeighbourCellInfoSupport-r18,10061,1,-,-;gltm-interFreqL1-OnlyInBC-r18,10062,1,-,-
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
T	SEQUENCE	Q	0	condHandoverFDD-TDD-r16,9978,1,-,- condHandoverFR1-FR2-r16,9979,1,-,-	
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
T	CHOICE	C	0	concurrentPerUE-OnlyMeasGap-r17,9997,0,-,- concurrentPerUE-PerFRCombMeasGap-r17,9998,0,-,-	
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
T	SEQUENCE	Q	0	fr1-Only-r17,10023,1,-,- fr2-Only-r17,10024,1,-,- fr1-AndFR2-r17,10025,1,-,-	
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
T	SEQUENCE	Q	0	fr1-r18,10043,0,-,- fr2-r18,10044,0,-,- fr1-AndFR2-r18,10045,0,-,-	
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
T	SEQUENCE	Q	0	fr1-r18,10058,1,-,- fr2-r18,10059,1,-,- fr1-AndFR2-r18,10060,1,-,-	
T	ENUMERATED	e	ms10,ms15	-
T	ENUMERATED	e	ms10,ms15	-
T	ENUMERATED	e	ms20,ms30	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersXDD-Diff	Q	1	intraAndInterF-MeasAndReport,10064,1,-,- eventA-MeasAndReport,10065,1,-,-	ghandoverInterF,10066,1,-,- handoverLTE-EPC,10067,1,-,- handoverLTE-5GC,10068,1,-,-;gsftd-MeasNR-Neigh,10069,1,-,- sftd-MeasNR-Neigh-DRX,10070,1,-,-;gdummy,10071,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersFRX-Diff	Q	1	ss-SINR-Meas,10073,1,-,- csi-RSRP-AndRSRQ-MeasWithSSB,10074,1,-,- csi-RSRP-AndRSRQ-MeasWithoutSSB,10075,1,-,- csi-SINR-Meas,10076,1,-,- csi-RS-RLM,10077,1,-,-	ghandoverInterF,10078,1,-,- handoverLTE-EPC,10079,1,-,- handoverLTE-5GC,10080,1,-,-;gmaxNumberResource-CSI-RS-RLM,10081,1,-,-;gsimultaneousRxDataSSB-DiffNumerology,10082,1,-,-;gnr-AutonomousGaps-r16,10083,1,-,- nr-AutonomousGaps-ENDC-r16,10084,1,-,- nr-AutonomousGaps-NEDC-r16,10085,1,-,- nr-AutonomousGaps-NRDC-r16,10086,1,-,- dummy,10087,1,-,- cli-RSSI-Meas-r16,10088,1,-,- cli-SRS-RSRP-Meas-r16,10089,1,-,- interFrequencyMeas-NoGap-r16,10090,1,-,- simultaneousRxDataSSB-DiffNumerology-Inter-r16,10091,1,-,- idleInactiveNR-MeasReport-r16,10092,1,-,- idleInactiveNR-MeasBeamReport-r16,10093,1,-,-;gincreasedNumberofCSIRSPerMO-r16,10094,1,-,-
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
T	MeasAndMobParameters-v15t0	Q	0	measAndMobParametersCommon-v15t0,10096,1,-,-	
T	MeasAndMobParametersCommon-v15t0	Q	0	intraF-NeighMeasForSCellWithoutSSB,10097,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParameters-v1700	Q	0	measAndMobParametersFR2-2-r17,10099,1,-,-	
T	MeasAndMobParametersFR2-2-r17	Q	1	handoverInterF-r17,10100,1,-,- handoverLTE-EPC-r17,10101,1,-,- handoverLTE-5GC-r17,10102,1,-,- idleInactiveNR-MeasReport-r17,10103,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC	Q	0	measAndMobParametersMRDC-Common,10105,1,-,- measAndMobParametersMRDC-XDD-Diff,10107,1,-,- measAndMobParametersMRDC-FRX-Diff,10110,1,-,-	
T	MeasAndMobParametersMRDC-Common	Q	0	independentGapConfig,10106,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-XDD-Diff	Q	0	sftd-MeasPSCell,10108,1,-,- sftd-MeasNR-Cell,10109,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-FRX-Diff	Q	0	simultaneousRxDataSSB-DiffNumerology,10111,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-Common-v1610	Q	0	condPSCellChangeParametersCommon-r16,10113,1,-,- pscellT312-r16,10116,1,-,-	
T	SEQUENCE	Q	0	condPSCellChangeFDD-TDD-r16,10114,1,-,- condPSCellChangeFR1-FR2-r16,10115,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-Common-v1700	Q	0	condPSCellChangeParameters-r17,10118,1,-,- condHandoverWithSCG-ENDC-r17,10129,1,-,- condHandoverWithSCG-NEDC-r17,10130,1,-,-	
T	SEQUENCE	Q	0	inter-SN-condPSCellChangeFDD-TDD-NRDC-r17,10119,1,-,- inter-SN-condPSCellChangeFR1-FR2-NRDC-r17,10120,1,-,- inter-SN-condPSCellChangeFDD-TDD-ENDC-r17,10121,1,-,- inter-SN-condPSCellChangeFR1-FR2-ENDC-r17,10122,1,-,- mn-InitiatedCondPSCellChange-FR1FDD-ENDC-r17,10123,1,-,- mn-InitiatedCondPSCellChange-FR1TDD-ENDC-r17,10124,1,-,- mn-InitiatedCondPSCellChange-FR2TDD-ENDC-r17,10125,1,-,- sn-InitiatedCondPSCellChange-FR1FDD-ENDC-r17,10126,1,-,- sn-InitiatedCondPSCellChange-FR1TDD-ENDC-r17,10127,1,-,- sn-InitiatedCondPSCellChange-FR2TDD-ENDC-r17,10128,1,-,-	
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
T	MeasAndMobParametersMRDC-Common-v1730	Q	0	independentGapConfig-maxCC-r17,10132,0,-,-	
T	SEQUENCE	Q	0	fr1-Only-r17,10133,1,-,- fr2-Only-r17,10134,1,-,- fr1-AndFR2-r17,10135,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	INTEGER	i	1 32 0
T	MeasAndMobParametersMRDC-Common-v1810	Q	0	mn-ConfiguredMN-TriggerSCPAC-r18,10137,1,-,- mn-ConfiguredSN-TriggerSCPAC-r18,10138,1,-,- sn-ConfiguredSCPAC-r18,10139,1,-,- mn-ConfiguredMN-TriggerSCPAC-afterSCG-release-r18,10140,1,-,- mn-ConfiguredReferenceConfigSCPAC-r18,10141,1,-,- sn-ConfiguredReferenceConfigSCPAC-r18,10142,1,-,- condHandoverWithCandSCG-Addition-r18,10143,1,-,- condHandoverWithCandSCG-FR1-FR2-Change-r18,10144,1,-,- condHandoverWithCandSCG-FDD-TDD-Change-r18,10145,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-XDD-Diff-v1560	Q	0	sftd-MeasPSCell-NEDC,10147,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-v1560	Q	0	measAndMobParametersMRDC-XDD-Diff-v1560,10146,1,-,-	
T	MeasAndMobParametersMRDC-v1610	Q	0	measAndMobParametersMRDC-Common-v1610,10112,1,-,- interNR-MeasEUTRA-IAB-r16,10150,1,-,-	
T	ENUMERATED	e	supported	-
T	MeasAndMobParametersMRDC-v1700	Q	0	measAndMobParametersMRDC-Common-v1700,10117,1,-,-	
T	MeasAndMobParametersMRDC-v1730	Q	0	measAndMobParametersMRDC-Common-v1730,10131,1,-,-	
T	MeasAndMobParametersMRDC-v1810	Q	0	measAndMobParametersMRDC-Common-v1810,10136,1,-,-	
T	MeasReportAppLayer-r17	Q	0	measConfigAppLayerId-r17,536,0,-,- measReportAppLayerContainer-r17,10155,1,-,- appLayerSessionStatus-r17,10156,1,-,- ran-VisibleMeasurements-r17,10157,1,-,-	
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	start,stop	-
T	RAN-VisibleMeasurements-r17	Q	1	appLayerBufferLevelList-r17,10158,1,-,- playoutDelayForMediaStartup-r17,10159,1,-,- pdu-SessionIdList-r17,10160,1,-,-	gpdu-SessionIdListExt-v1800,10161,1,-,-
T	SEQUENCE OF	L	534	1 8 0
T	INTEGER	i	0 30000 0
T	SEQUENCE OF	L	7568	1 256 0
T	SEQUENCE OF	L	10162	1 256 0
T	QFI-List-r18	L	7573	1 64 0
T	MeasReportAppLayer-v1800	Q	1	appLayerIdleInactiveConfig-r18,535,1,-,- measReportAppLayerContainerList-r18,10164,1,-,-	
T	SEQUENCE OF	L	10165	1 16 0
T	OCTET STRING	O	0 - 0
T	MeasResultCBR-DedicatedSL-PRS-r18	Q	1	sl-PRS-ResourcePoolID-r18,7986,0,-,- sL-CBR-ResultsDedicatedSL-PRS-RP-r18,7669,0,-,-	
T	MeasResultCBR-NR-r16	Q	1	sl-poolReportIdentity-r16,7628,0,-,- sl-CBR-ResultsNR-r16,7669,0,-,-	
T	MeasResultCLI-RSSI-r16	Q	0	rssi-ResourceId-r16,5591,0,-,- cli-RSSI-Result-r16,5581,0,-,-	
T	MeasResultCLI-r16	Q	0	measResultListSRS-RSRP-r16,10170,1,-,- measResultListCLI-RSSI-r16,10172,1,-,-	
T	MeasResultListSRS-RSRP-r16	L	10171	1 8 0
T	MeasResultSRS-RSRP-r16	Q	0	srs-ResourceId-r16,118,0,-,- srs-RSRP-Result-r16,5580,0,-,-	
T	MeasResultListCLI-RSSI-r16	L	10168	1 8 0
T	MeasResultForRSSI-r16	Q	0	rssi-Result-r16,6219,0,-,- channelOccupancy-r16,10174,0,-,-	
T	INTEGER	i	0 100 0
T	MeasResultIdleEUTRA-r16	Q	1	measResultsPerCarrierListIdleEUTRA-r16,10176,0,-,-	
T	SEQUENCE OF	L	10177	1 8 0
T	MeasResultsPerCarrierIdleEUTRA-r16	Q	1	carrierFreqEUTRA-r16,3,0,-,- measResultsPerCellListIdleEUTRA-r16,10178,0,-,-	
T	SEQUENCE OF	L	10179	1 8 0
T	MeasResultsPerCellIdleEUTRA-r16	Q	1	eutra-PhysCellId-r16,839,0,-,- measIdleResultEUTRA-r16,10180,0,-,-	
T	SEQUENCE	Q	0	rsrp-ResultEUTRA-r16,929,1,-,- rsrq-ResultEUTRA-r16,930,1,-,-	
T	MeasResultIdleNR-r16	Q	1	measResultServingCell-r16,10182,0,-,- measResultsPerCarrierListIdleNR-r16,10186,1,-,-	
T	SEQUENCE	Q	0	rsrp-Result-r16,349,1,-,- rsrq-Result-r16,686,1,-,- resultsSSB-Indexes-r16,10183,1,-,-	
T	ResultsPerSSB-IndexList-r16	L	10184	1 32 0
T	ResultsPerSSB-IndexIdle-r16	Q	0	ssb-Index-r16,40,0,-,- ssb-Results-r16,10185,1,-,-	
T	SEQUENCE	Q	0	ssb-RSRP-Result-r16,349,1,-,- ssb-RSRQ-Result-r16,686,1,-,-	
T	SEQUENCE OF	L	10187	1 8 0
T	MeasResultsPerCarrierIdleNR-r16	Q	1	carrierFreq-r16,4,0,-,- measResultsPerCellListIdleNR-r16,10188,0,-,-	
T	SEQUENCE OF	L	10189	1 8 0
T	MeasResultsPerCellIdleNR-r16	Q	1	physCellId-r16,42,0,-,- measIdleResultNR-r16,10190,0,-,-	gvalidityStatus-r18,935,1,-,-
T	SEQUENCE	Q	0	rsrp-Result-r16,349,1,-,- rsrq-Result-r16,686,1,-,- resultsSSB-Indexes-r16,10183,1,-,-	
T	MeasResultNR-SL-r16	Q	1	measResultListCBR-NR-r16,10192,0,-,-	
T	SEQUENCE OF	L	10167	1 8 0
T	MeasResultNR-SL-r18	Q	1	measResultListCBR-DedicatedSL-PRS-r18,10194,0,-,-	
T	SEQUENCE OF	L	10166	1 8 0
T	MeasResultNeighFreqListRSSI-r18	L	10196	1 8 0
T	MeasResultNeighFreqRSSI-r18	Q	0	ssbFrequency-r18,4,1,-,- ssbSubcarrierSpacing-r18,45,1,-,- refFreqCSI-RS-r18,4,1,-,- measResult-RSSI-r18,6219,1,-,-	
T	MeasResultRLFNR-r16	Q	0	measResult-r16,10198,0,-,-	
T	SEQUENCE	Q	0	cellResults-r16,10199,0,-,- rsIndexResults-r16,10200,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell-r16,5362,1,-,- resultsCSI-RS-Cell-r16,5362,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes-r16,5364,1,-,- ssbRLMConfigBitmap-r16,10201,1,-,- resultsCSI-RS-Indexes-r16,5366,1,-,- csi-rsRLMConfigBitmap-r16,10202,1,-,-	
T	BIT STRING	B	64 64 0
T	BIT STRING	B	96 96 0
T	MeasResultRxTxTimeDiff-r17	Q	1	rxTxTimeDiff-ue-r17,8796,1,-,-	
T	MeasResultSCG-Failure	Q	1	measResultPerMOList,5357,0,-,-	glocationInfo-r16,7411,1,-,-
T	MeasResultServFreqListNR-SCG	L	5358	1 32 0
T	MeasResultServMO	Q	1	servCellId,113,0,-,- measResultServingCell,5359,0,-,- measResultBestNeighCell,5359,1,-,-	
T	MeasResultServMOList	L	10206	1 32 0
T	MeasResultSuccessHONR-r17	Q	0	measResult-r17,10209,0,-,-	
T	SEQUENCE	Q	0	cellResults-r17,10210,0,-,- rsIndexResults-r17,10211,0,-,-	
T	SEQUENCE	Q	0	resultsSSB-Cell-r17,5362,1,-,- resultsCSI-RS-Cell-r17,5362,1,-,-	
T	SEQUENCE	Q	0	resultsSSB-Indexes-r17,5364,1,-,- resultsCSI-RS-Indexes-r17,5366,1,-,-	
T	MeasResults	Q	1	measId,7381,0,-,- measResultServingMOList,10207,0,-,- measResultNeighCells,10213,1,-,-	gmeasResultServFreqListEUTRA-SCG,9649,1,-,- measResultServFreqListNR-SCG,10205,1,-,- measResultSFTD-EUTRA,5472,1,-,- measResultSFTD-NR,5405,1,-,-;gmeasResultCellListSFTD-NR,5404,1,-,-;gmeasResultForRSSI-r16,10173,1,-,- locationInfo-r16,7411,1,-,- ul-PDCP-DelayValueResultList-r16,10215,1,-,- measResultsSL-r16,10218,1,-,- measResultCLI-r16,10169,1,-,-;gmeasResultRxTxTimeDiff-r17,10203,1,-,- sl-MeasResultServingRelay-r17,10220,1,-,- ul-PDCP-ExcessDelayResultList-r17,10221,1,-,- coarseLocationInfo-r17,10224,1,-,-;galtitudeUE-r18,533,1,-,- cellsMetReportOnLeaveList-r18,10225,1,-,-
T	CHOICE	C	1	measResultListNR,5402,0,-,-	measResultListEUTRA,7435,0,-,- measResultListUTRA-FDD-r16,9016,0,-,- sl-MeasResultsCandRelay-r17,10214,0,-,-
T	OCTET STRING	O	0 - 0
T	UL-PDCP-DelayValueResultList-r16	L	10216	1 29 0
T	UL-PDCP-DelayValueResult-r16	Q	1	drb-Id-r16,14,0,-,- averageDelay-r16,10217,0,-,-	
T	INTEGER	i	0 10000 0
T	MeasResultsSL-r16	Q	1	measResultsListSL-r16,10219,0,-,-	
T	CHOICE	C	1	measResultNR-SL-r16,10191,0,-,-	measResultNR-SL-r18,10193,0,-,-
T	OCTET STRING	O	0 - 0
T	UL-PDCP-ExcessDelayResultList-r17	L	10222	1 29 0
T	UL-PDCP-ExcessDelayResult-r17	Q	1	drb-Id-r17,14,0,-,- excessDelay-r17,10223,0,-,-	
T	INTEGER	i	0 31 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	42	1 8 0
T	MeasTiming	Q	1	frequencyAndTiming,10227,1,-,-	gssb-ToMeasure,725,1,-,- physCellId,42,1,-,-
T	SEQUENCE	Q	0	carrierFreq,4,0,-,- ssbSubcarrierSpacing,45,0,-,- ssb-MeasurementTimingConfiguration,713,0,-,- ss-RSSI-Measurement,722,1,-,-	
T	MeasTimingList	L	10226	1 32 0
T	MeasurementReport	Q	0	criticalExtensions,10230,0,-,-	
T	CHOICE	C	0	measurementReport,10231,0,-,- criticalExtensionsFuture,10234,0,-,-	
T	MeasurementReport-IEs	Q	0	measResults,10212,0,-,- lateNonCriticalExtension,10232,1,-,- nonCriticalExtension,10233,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MeasurementReportAppLayer-r17	Q	0	criticalExtensions,10236,0,-,-	
T	CHOICE	C	0	measurementReportAppLayer-r17,10237,0,-,- criticalExtensionsFuture,10243,0,-,-	
T	MeasurementReportAppLayer-r17-IEs	Q	0	measurementReportAppLayerList-r17,10238,0,-,- lateNonCriticalExtension,10239,1,-,- nonCriticalExtension,10240,1,-,-	
T	MeasurementReportAppLayerList-r17	L	10154	1 16 0
T	OCTET STRING	O	0 - 0
T	MeasurementReportAppLayer-v1800-IEs	Q	0	measurementReportAppLayerList-v1800,10241,1,-,- nonCriticalExtension,10242,1,-,-	
T	MeasurementReportAppLayerList-v1800	L	10163	1 16 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	MeasurementTimingConfiguration	Q	0	criticalExtensions,10245,0,-,-	
T	CHOICE	C	0	c1,10246,0,-,- criticalExtensionsFuture,10257,0,-,-	
T	CHOICE	C	0	measTimingConf,10247,0,-,- spare3,10254,0,-,- spare2,10255,0,-,- spare1,10256,0,-,-	
T	MeasurementTimingConfiguration-IEs	Q	0	measTiming,10228,1,-,- nonCriticalExtension,10248,1,-,-	
T	MeasurementTimingConfiguration-v1550-IEs	Q	0	campOnFirstSSB,10249,0,-,- psCellOnlyOnFirstSSB,10250,0,-,- nonCriticalExtension,10251,1,-,-	
T	BOOLEAN	b
T	BOOLEAN	b
T	MeasurementTimingConfiguration-v1610-IEs	Q	0	csi-RS-Config-r16,10252,0,-,- nonCriticalExtension,10253,1,-,-	
T	SEQUENCE	Q	0	csi-RS-SubcarrierSpacing-r16,45,0,-,- csi-RS-CellMobility-r16,6176,0,-,- refSSBFreq-r16,4,0,-,-	
T	SEQUENCE	Q	0		
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	MinSchedulingOffsetPreference-r16	Q	0	preferredK0-r16,10259,1,-,- preferredK2-r16,10264,1,-,-	
T	SEQUENCE	Q	0	preferredK0-SCS-15kHz-r16,10260,1,-,- preferredK0-SCS-30kHz-r16,10261,1,-,- preferredK0-SCS-60kHz-r16,10262,1,-,- preferredK0-SCS-120kHz-r16,10263,1,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	SEQUENCE	Q	0	preferredK2-SCS-15kHz-r16,10265,1,-,- preferredK2-SCS-30kHz-r16,10266,1,-,- preferredK2-SCS-60kHz-r16,10267,1,-,- preferredK2-SCS-120kHz-r16,10268,1,-,-	
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl1,sl2,sl4,sl6	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	ENUMERATED	e	sl2,sl4,sl8,sl12	-
T	MinSchedulingOffsetPreferenceExt-r17	Q	0	preferredK0-r17,10270,1,-,- preferredK2-r17,10273,1,-,-	
T	SEQUENCE	Q	0	preferredK0-SCS-480kHz-r17,10271,1,-,- preferredK0-SCS-960kHz-r17,10272,1,-,-	
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	SEQUENCE	Q	0	preferredK2-SCS-480kHz-r17,10274,1,-,- preferredK2-SCS-960kHz-r17,10275,1,-,-	
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	ENUMERATED	e	sl8,sl16,sl32,sl48	-
T	MobilityHistoryReport-r16	L	10278	1 16 0
T	VisitedCellInfoList-r16	L	10278	1 16 0
T	VisitedCellInfo-r16	Q	1	visitedCellId-r16,10279,1,-,- timeSpent-r16,10283,0,-,-	gvisitedPSCellInfoListReport-r17,10284,1,-,-
T	CHOICE	C	0	nr-CellId-r16,10280,0,-,- eutra-CellId-r16,10281,0,-,-	
T	CHOICE	C	0	cgi-Info,543,0,-,- pci-arfcn-r16,7358,0,-,-	
T	CHOICE	C	0	cellGlobalId-r16,5454,0,-,- pci-arfcn-r16,10282,0,-,-	
T	PCI-ARFCN-EUTRA-r16	Q	0	physCellId-r16,839,0,-,- carrierFreq-r16,3,0,-,-	
T	INTEGER	i	0 4095 0
T	VisitedPSCellInfoList-r17	L	10285	1 16 0
T	VisitedPSCellInfo-r17	Q	1	visitedCellId-r17,10286,1,-,- timeSpent-r17,10289,0,-,-	
T	CHOICE	C	0	nr-CellId-r17,10287,0,-,- eutra-CellId-r17,10288,0,-,-	
T	CHOICE	C	0	cgi-Info-r17,543,0,-,- pci-arfcn-r17,7358,0,-,-	
T	CHOICE	C	0	cellGlobalId-r17,5572,0,-,- pci-arfcn-r17,10282,0,-,-	
T	INTEGER	i	0 4095 0
T	MulticastMCCH-Message-r18	Q	0	message,10291,0,-,-	
T	MulticastMCCH-MessageType-r18	C	0	c1,10292,0,-,- messageClassExtension,10294,0,-,-	
T	CHOICE	C	0	mbsMulticastConfiguration-r18,9917,0,-,- spare1,10293,0,-,-	
T	NULL	n
T	SEQUENCE	Q	0		
T	NAICS-Capability-Entry	Q	1	numberOfNAICS-CapableCC,10296,0,-,- numberOfAggregatedPRB,10297,0,-,-	
T	INTEGER	i	1 5 0
T	ENUMERATED	e	n50,n75,n100,n125,n150,n175,n200,n225,n250,n275,n300,n350,n400,n450,n500,spare	-
T	NCR-Parameters-r18	Q	0	inactiveStateNCR-r18,10299,1,-,- supportedNumberOfDRBs-NCR-r18,10300,1,-,- dummy,10301,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n16	-
T	ENUMERATED	e	supported	-
T	NG-5G-S-TMSI	B	48 48 0
T	NR-TimeStamp-r17	Q	1	nr-SFN-r17,10304,0,-,- nr-Slot-r17,10305,0,-,-	
T	INTEGER	i	0 1023 0
T	CHOICE	C	0	scs15-r17,10306,0,-,- scs30-r17,10307,0,-,- scs60-r17,10308,0,-,- scs120-r17,10309,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	NRDC-Parameters	Q	0	measAndMobParametersNRDC,10104,1,-,- generalParametersNRDC,9620,1,-,- fdd-Add-UE-NRDC-Capabilities,10311,1,-,- tdd-Add-UE-NRDC-Capabilities,10311,1,-,- fr1-Add-UE-NRDC-Capabilities,10312,1,-,- fr2-Add-UE-NRDC-Capabilities,10312,1,-,- dummy2,10313,1,-,- dummy,10314,1,-,-	
T	UE-MRDC-CapabilityAddXDD-Mode	Q	0	measAndMobParametersMRDC-XDD-Diff,10107,1,-,- generalParametersMRDC-XDD-Diff,9620,1,-,-	
T	UE-MRDC-CapabilityAddFRX-Mode	Q	0	measAndMobParametersMRDC-FRX-Diff,10110,0,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	NRDC-Parameters-v1570	Q	0	sfn-SyncNRDC,10316,1,-,-	
T	ENUMERATED	e	supported	-
T	NRDC-Parameters-v15c0	Q	0	pdcp-DuplicationSplitSRB,10318,1,-,- pdcp-DuplicationSplitDRB,10319,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	NRDC-Parameters-v1610	Q	0	measAndMobParametersNRDC-v1610,10149,1,-,-	
T	NRDC-Parameters-v1700	Q	0	f1c-OverNR-RRC-r17,10322,1,-,- measAndMobParametersNRDC-v1700,10151,0,-,-	
T	ENUMERATED	e	supported	-
T	NTN-Parameters-r17	Q	0	inactiveStateNTN-r17,10324,1,-,- ra-SDT-NTN-r17,10325,1,-,- srb-SDT-NTN-r17,10326,1,-,- measAndMobParametersNTN-r17,9958,1,-,- mac-ParametersNTN-r17,9755,1,-,- phy-ParametersNTN-r17,10327,1,-,- fdd-Add-UE-NR-CapabilitiesNTN-r17,10574,1,-,- fr1-Add-UE-NR-CapabilitiesNTN-r17,10575,1,-,- ue-BasedPerfMeas-ParametersNTN-r17,10576,1,-,- son-ParametersNTN-r17,10593,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-Parameters	Q	0	phy-ParametersCommon,10328,1,-,- phy-ParametersXDD-Diff,10471,1,-,- phy-ParametersFRX-Diff,10479,1,-,- phy-ParametersFR1,10550,1,-,- phy-ParametersFR2,10565,1,-,-	
T	Phy-ParametersCommon	Q	1	csi-RS-CFRA-ForHO,10329,1,-,- dynamicPRB-BundlingDL,10330,1,-,- sp-CSI-ReportPUCCH,10331,1,-,- sp-CSI-ReportPUSCH,10332,1,-,- nzp-CSI-RS-IntefMgmt,10333,1,-,- type2-SP-CSI-Feedback-LongPUCCH,10334,1,-,- precoderGranularityCORESET,10335,1,-,- dynamicHARQ-ACK-Codebook,10336,1,-,- semiStaticHARQ-ACK-Codebook,10337,1,-,- spatialBundlingHARQ-ACK,10338,1,-,- dynamicBetaOffsetInd-HARQ-ACK-CSI,10339,1,-,- pucch-Repetition-F1-3-4,10340,1,-,- ra-Type0-PUSCH,10341,1,-,- dynamicSwitchRA-Type0-1-PDSCH,10342,1,-,- dynamicSwitchRA-Type0-1-PUSCH,10343,1,-,- pdsch-MappingTypeA,10344,1,-,- pdsch-MappingTypeB,10345,1,-,- interleavingVRB-ToPRB-PDSCH,10346,1,-,- interSlotFreqHopping-PUSCH,10347,1,-,- type1-PUSCH-RepetitionMultiSlots,10348,1,-,- type2-PUSCH-RepetitionMultiSlots,10349,1,-,- pusch-RepetitionMultiSlots,10350,1,-,- pdsch-RepetitionMultiSlots,10351,1,-,- downlinkSPS,10352,1,-,- configuredUL-GrantType1,10353,1,-,- configuredUL-GrantType2,10354,1,-,- pre-EmptIndication-DL,10355,1,-,- cbg-TransIndication-DL,10356,1,-,- cbg-TransIndication-UL,10357,1,-,- cbg-FlushIndication-DL,10358,1,-,- dynamicHARQ-ACK-CodeB-CBG-Retx-DL,10359,1,-,- rateMatchingResrcSetSemi-Static,10360,1,-,- rateMatchingResrcSetDynamic,10361,1,-,- bwp-SwitchingDelay,10362,1,-,-	gdummy,10363,1,-,-;gmaxNumberSearchSpaces,10364,1,-,- rateMatchingCtrlResrcSetDynamic,10365,1,-,- maxLayersMIMO-Indication,10366,1,-,-;gspCellPlacement,6355,1,-,-;gtwoStepRACH-r16,10367,1,-,- dci-Format1-2And0-2-r16,10368,1,-,- monitoringDCI-SameSearchSpace-r16,10369,1,-,- type2-CG-ReleaseDCI-0-1-r16,10370,1,-,- type2-CG-ReleaseDCI-0-2-r16,10371,1,-,- sps-ReleaseDCI-1-1-r16,10372,1,-,- sps-ReleaseDCI-1-2-r16,10373,1,-,- csi-TriggerStateNon-ActiveBWP-r16,10374,1,-,- separateSMTC-InterIAB-Support-r16,10375,1,-,- separateRACH-IAB-Support-r16,10376,1,-,- ul-flexibleDL-SlotFormatSemiStatic-IAB-r16,10377,1,-,- ul-flexibleDL-SlotFormatDynamics-IAB-r16,10378,1,-,- dft-S-OFDM-WaveformUL-IAB-r16,10379,1,-,- dci-25-AI-RNTI-Support-IAB-r16,10380,1,-,- t-DeltaReceptionSupport-IAB-r16,10381,1,-,- guardSymbolReportReception-IAB-r16,10382,1,-,- harqACK-CB-SpatialBundlingPUCCH-Group-r16,10383,1,-,- crossSlotScheduling-r16,10384,1,-,- maxNumberSRS-PosPathLossEstimateAllServingCells-r16,10387,1,-,- extendedCG-Periodicities-r16,10388,1,-,- extendedSPS-Periodicities-r16,10389,1,-,- codebookVariantsList-r16,7370,1,-,- pusch-RepetitionTypeA-r16,10390,1,-,- dci-DL-PriorityIndicator-r16,10393,1,-,- dci-UL-PriorityIndicator-r16,10394,1,-,- maxNumberPathlossRS-Update-r16,10395,1,-,- type2-HARQ-ACK-Codebook-r16,10396,1,-,- maxTotalResourcesForAcrossFreqRanges-r16,10397,1,-,- harqACK-separateMultiDCI-MultiTRP-r16,10400,1,-,- harqACK-jointMultiDCI-MultiTRP-r16,10402,1,-,- bwp-SwitchingMultiCCs-r16,10403,1,-,-;gtargetSMTC-SCG-r16,10406,1,-,- supportRepetitionZeroOffsetRV-r16,10407,1,-,- cbg-TransInOrderPUSCH-UL-r16,10408,1,-,-;gbwp-SwitchingMultiDormancyCCs-r16,10409,1,-,- supportRetx-Diff-CoresetPool-Multi-DCI-TRP-r16,10412,1,-,- pdcch-MonitoringAnyOccasionsWithSpanGapCrossCarrierSch-r16,10413,1,-,-;gnewBeamIdentifications2PortCSI-RS-r16,10414,1,-,- pathlossEstimation2PortCSI-RS-r16,10415,1,-,-;gmux-HARQ-ACK-withoutPUCCH-onPUSCH-r16,10416,1,-,-;gguardSymbolReportReception-IAB-r17,10417,1,-,- restricted-IAB-DU-BeamReception-r17,10418,1,-,- recommended-IAB-MT-BeamTransmission-r17,10419,1,-,- case6-TimingAlignmentReception-IAB-r17,10420,1,-,- case7-TimingAlignmentReception-IAB-r17,10421,1,-,- dl-tx-PowerAdjustment-IAB-r17,10422,1,-,- desired-ul-tx-PowerAdjustment-r17,10423,1,-,- fdm-SoftResourceAvailability-DynamicIndication-r17,10424,1,-,- updated-T-DeltaRangeReception-r17,10425,1,-,- slotBasedDynamicPUCCH-Rep-r17,10426,1,-,- sps-HARQ-ACK-Deferral-r17,10427,1,-,- unifiedJointTCI-commonUpdate-r17,10430,1,-,- mTRP-PDCCH-singleSpan-r17,10431,1,-,- supportedActivatedPRS-ProcessingWindow-r17,10432,1,-,- cg-TimeDomainAllocationExtension-r17,10433,1,-,-;gta-BasedPDC-TN-NonSharedSpectrumChAccess-r17,10434,1,-,- directionalCollisionDC-IAB-r17,10435,1,-,-;gdummy1,10436,1,-,- dummy2,10437,1,-,- dummy3,10438,1,-,- dummy4,10439,1,-,- srs-AdditionalRepetition-r17,10440,1,-,- pusch-Repetition-CG-SDT-r17,10441,1,-,-;gmultiPDSCH-PerSlotType1-CB-Support-r17,10442,1,-,-;gjointPowerSpatialAdaptation-r18,10443,1,-,- ncr-AperiodicBeamInd-AccessLink-r18,10444,1,-,- ncr-Semi-PersistentBeamInd-AccessLink-r18,10449,1,-,- ncr-SimultaneousUL-BackhaulAndC-Link-r18,10450,1,-,- ncr-BackhaulBeamInd-r18,10451,1,-,- ncr-AdaptiveBeamBackhaulAndC-Link-r18,10452,1,-,- nominalRBG-SizeOfConfig-3-FDRA-Type-0-DCI-1-3-r18,10453,1,-,- nominalRBG-SizeOfConfig-3-FDRA-Type-0-DCI-0-3-r18,10454,1,-,- configurableType-1A-FieldsForDCI-0-3-And-1-3-r18,10455,1,-,- fdra-Type-1-Gty-2-4-8-16-RBs-RIV-DCI-1-3-And-0-3-r18,10456,1,-,- priorityIndicationDL-r18,10457,1,-,- priorityIndicationUL-r18,10458,1,-,- dynamicIndicationSchedulingRestriction-r18,10459,1,-,- priorityIndicationOneSlotHARQ-r18,10460,1,-,- multiPUSCH-DCI-0-1-r18,10461,1,-,- multiPUSCH-DCI-0-2-r18,10462,1,-,- additionalSR-Periodicities-r18,10463,1,-,- pathlossRS-UpdateForType1CG-PUSCH-r18,10466,1,-,- bwp-SwitchingMultiDormancyCC-DCI-0-3-And-1-3-r18,10467,1,-,-;gncr-dft-S-OFDM-WaveformUL-r18,10470,1,-,-
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
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r16,10385,1,-,- sharedSpectrumChAccess-r16,10386,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n1,n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	sharedSpectrumChAccess-r16,10391,1,-,- non-SharedSpectrumChAccess-r16,10392,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n4,n8,n16,n32,n64	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumberResWithinSlotAcrossCC-AcrossFR-r16,10398,1,-,- maxNumberResAcrossCC-AcrossFR-r16,10399,1,-,-	
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n64,n128	-
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n40,n48,n64,n72,n80,n96,n128,n256	-
T	SEQUENCE	Q	0	maxNumberLongPUCCHs-r16,10401,1,-,-	
T	ENUMERATED	e	longAndLong,longAndShort,shortAndShort	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	type1-r16,10404,0,-,- type2-r16,10405,0,-,-	
T	ENUMERATED	e	us100,us200	-
T	ENUMERATED	e	us200,us400,us800,us1000	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	type1-r16,10410,0,-,- type2-r16,10411,0,-,-	
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
T	SEQUENCE	Q	0	non-SharedSpectrumChAccess-r17,10428,1,-,- sharedSpectrumChAccess-r17,10429,1,-,-	
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
T	SEQUENCE	Q	0	scs-15kHz-r18,10445,1,-,- scs-30kHz-r18,10446,1,-,- scs-60kHz-r18,10447,1,-,- scs-120kHz-r18,10448,1,-,-	
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
T	SEQUENCE	Q	0	scs-30kHz-r18,10464,1,-,- scs-120kHz-r18,10465,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	CHOICE	C	0	type1-r18,10468,0,-,- type2-r18,10469,0,-,-	
T	ENUMERATED	e	us100,us200	-
T	ENUMERATED	e	us200,us400,us800,us1000	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersXDD-Diff	Q	1	dynamicSFI,10472,1,-,- twoPUCCH-F0-2-ConsecSymbols,10473,1,-,- twoDifferentTPC-Loop-PUSCH,10474,1,-,- twoDifferentTPC-Loop-PUCCH,10475,1,-,-	gdl-SchedulingOffset-PDSCH-TypeA,10476,1,-,- dl-SchedulingOffset-PDSCH-TypeB,10477,1,-,- ul-SchedulingOffset,10478,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersFRX-Diff	Q	1	dynamicSFI,10480,1,-,- dummy1,10481,1,-,- twoFL-DMRS,10482,1,-,- dummy2,10483,1,-,- dummy3,10484,1,-,- supportedDMRS-TypeDL,10485,1,-,- supportedDMRS-TypeUL,10486,1,-,- semiOpenLoopCSI,10487,1,-,- csi-ReportWithoutPMI,10488,1,-,- csi-ReportWithoutCQI,10489,1,-,- onePortsPTRS,10490,1,-,- twoPUCCH-F0-2-ConsecSymbols,10491,1,-,- pucch-F2-WithFH,10492,1,-,- pucch-F3-WithFH,10493,1,-,- pucch-F4-WithFH,10494,1,-,- pucch-F0-2WithoutFH,10495,1,-,- pucch-F1-3-4WithoutFH,10496,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-MultiPerSlot,10497,1,-,- uci-CodeBlockSegmentation,10498,1,-,- onePUCCH-LongAndShortFormat,10499,1,-,- twoPUCCH-AnyOthersInSlot,10500,1,-,- intraSlotFreqHopping-PUSCH,10501,1,-,- pusch-LBRM,10502,1,-,- pdcch-BlindDetectionCA,10503,1,-,- tpc-PUSCH-RNTI,10504,1,-,- tpc-PUCCH-RNTI,10505,1,-,- tpc-SRS-RNTI,10506,1,-,- absoluteTPC-Command,10507,1,-,- twoDifferentTPC-Loop-PUSCH,10508,1,-,- twoDifferentTPC-Loop-PUCCH,10509,1,-,- pusch-HalfPi-BPSK,10510,1,-,- pucch-F3-4-HalfPi-BPSK,10511,1,-,- almostContiguousCP-OFDM-UL,10512,1,-,- sp-CSI-RS,10513,1,-,- sp-CSI-IM,10514,1,-,- tdd-MultiDL-UL-SwitchPerSlot,10515,1,-,- multipleCORESET,10516,1,-,-	gcsi-RS-IM-ReceptionForFeedback,3921,1,-,- csi-RS-ProcFrameworkForSRS,3927,1,-,- csi-ReportFramework,3932,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-OncePerSlot,10517,1,-,- mux-SR-HARQ-ACK-PUCCH,10520,1,-,- mux-MultipleGroupCtrlCH-Overlap,10521,1,-,- dl-SchedulingOffset-PDSCH-TypeA,10522,1,-,- dl-SchedulingOffset-PDSCH-TypeB,10523,1,-,- ul-SchedulingOffset,10524,1,-,- dl-64QAM-MCS-TableAlt,10525,1,-,- ul-64QAM-MCS-TableAlt,10526,1,-,- cqi-TableAlt,10527,1,-,- oneFL-DMRS-TwoAdditionalDMRS-UL,10528,1,-,- twoFL-DMRS-TwoAdditionalDMRS-UL,10529,1,-,- oneFL-DMRS-ThreeAdditionalDMRS-UL,10530,1,-,-;gpdcch-BlindDetectionNRDC,10531,1,-,- mux-HARQ-ACK-PUSCH-DiffSymbol,10534,1,-,-;gtype1-HARQ-ACK-Codebook-r16,10535,1,-,- enhancedPowerControl-r16,10536,1,-,- simultaneousTCI-ActMultipleCC-r16,10537,1,-,- simultaneousSpatialRelationMultipleCC-r16,10538,1,-,- cli-RSSI-FDM-DL-r16,10539,1,-,- cli-SRS-RSRP-FDM-DL-r16,10540,1,-,- maxLayersMIMO-Adaptation-r16,10541,1,-,- aggregationFactorSPS-DL-r16,10542,1,-,- maxTotalResourcesForOneFreqRange-r16,10543,1,-,- csi-ReportFrameworkExt-r16,3993,1,-,-;gtwoTCI-Act-servingCellInCC-List-r16,10546,1,-,-;gcri-RI-CQI-WithoutNon-PMI-PortInd-r16,10547,1,-,-;gcqi-4-BitsSubbandTN-NonSharedSpectrumChAccess-r17,10548,1,-,-;gmultipleCORESET-RedCap-r17,10549,1,-,-
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
T	SEQUENCE	Q	0	sameSymbol,10518,1,-,- diffSymbol,10519,1,-,-	
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
T	SEQUENCE	Q	0	pdcch-BlindDetectionMCG-UE,10532,0,-,- pdcch-BlindDetectionSCG-UE,10533,0,-,-	
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
T	SEQUENCE	Q	0	maxNumberResWithinSlotAcrossCC-OneFR-r16,10544,1,-,- maxNumberResAcrossCC-OneFR-r16,10545,1,-,-	
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n64,n128	-
T	ENUMERATED	e	n2,n4,n8,n12,n16,n32,n40,n48,n64,n72,n80,n96,n128,n256	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersFR1	Q	1	pdcch-MonitoringSingleOccasion,10551,1,-,- scs-60kHz,10552,1,-,- pdsch-256QAM-FR1,10553,1,-,- pdsch-RE-MappingFR1-PerSymbol,10554,1,-,-	gpdsch-RE-MappingFR1-PerSlot,10555,1,-,-;gpdcch-MonitoringSingleSpanFirst4Sym-r16,10556,1,-,-;gk1-RangeExtensionATG-r18,10557,1,-,- maxHARQ-ProcessNumberATG-r18,10558,1,-,- uplinkPreCompensationATG-r18,10559,1,-,- uplinkTA-ReportingATG-r18,10560,1,-,- advReceiver-MU-MIMO-r18,10561,1,-,- deltaPowerClassReporting-r18,10562,1,-,- support12PRB-CORESET0-GSCN-41637-r18,10563,1,-,- support5MHz-ChannelBW-20PRB-CORESET0-r18,10564,1,-,-
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
T	Phy-ParametersFR2	Q	1	dummy,10566,1,-,- pdsch-RE-MappingFR2-PerSymbol,10567,1,-,-	gpCell-FR2,10568,1,-,- pdsch-RE-MappingFR2-PerSlot,10569,1,-,-;gdefaultSpatialRelationPathlossRS-r16,10570,1,-,- spatialRelationUpdateAP-SRS-r16,10571,1,-,- maxNumberSRS-PosSpatialRelationsAllServingCells-r16,10572,1,-,-;gmultiRxPreferenceIndication-r18,10573,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n6,n20	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n16,n32,n48,n64,n80,n96,n112,n128,n144,n160,n176,n192,n208,n224,n240,n256	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	n0,n1,n2,n4,n8,n16	-
T	ENUMERATED	e	supported	-
T	UE-NR-CapabilityAddXDD-Mode	Q	0	phy-ParametersXDD-Diff,10471,1,-,- mac-ParametersXDD-Diff,9794,1,-,- measAndMobParametersXDD-Diff,10063,1,-,-	
T	UE-NR-CapabilityAddFRX-Mode	Q	0	phy-ParametersFRX-Diff,10479,1,-,- measAndMobParametersFRX-Diff,10072,1,-,-	
T	UE-BasedPerfMeas-Parameters-r16	Q	1	barometerMeasReport-r16,10577,1,-,- immMeasBT-r16,10578,1,-,- immMeasWLAN-r16,10579,1,-,- loggedMeasBT-r16,10580,1,-,- loggedMeasurements-r16,10581,1,-,- loggedMeasWLAN-r16,10582,1,-,- orientationMeasReport-r16,10583,1,-,- speedMeasReport-r16,10584,1,-,- gnss-Location-r16,10585,1,-,- ulPDCP-Delay-r16,10586,1,-,-	gsigBasedLogMDT-OverrideProtect-r17,10587,1,-,- multipleCEF-Report-r17,10588,1,-,- excessPacketDelay-r17,10589,1,-,- earlyMeasLog-r17,10590,1,-,-;gloggedMDT-PNI-NPN-r18,10591,1,-,- loggedMDT-SNPN-r18,10592,1,-,-
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
T	SON-Parameters-r16	Q	1	rach-Report-r16,10594,1,-,-	grlfReportCHO-r17,10595,1,-,- rlfReportDAPS-r17,10596,1,-,- success-HO-Report-r17,10597,1,-,- twoStepRACH-Report-r17,10598,1,-,- pscell-MHI-Report-r17,10599,1,-,- onDemandSI-Report-r17,10600,1,-,-;gcef-ReportRedCap-r17,10601,1,-,- rlf-ReportRedCap-r17,10602,1,-,-;gspr-Report-r18,10603,1,-,- successIRAT-HO-Report-r18,10604,1,-,-
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
T	NTN-Parameters-v1820	Q	0	fr2-Add-UE-NR-CapabilitiesNTN-r18,10575,1,-,-	
T	PCCH-Message	Q	0	message,10607,0,-,-	
T	PCCH-MessageType	C	0	c1,10608,0,-,- messageClassExtension,10627,0,-,-	
T	CHOICE	C	0	paging,10609,0,-,- spare1,10626,0,-,-	
T	Paging	Q	0	pagingRecordList,10610,1,-,- lateNonCriticalExtension,10614,1,-,- nonCriticalExtension,10615,1,-,-	
T	PagingRecordList	L	10611	1 32 0
T	PagingRecord	Q	1	ue-Identity,10612,0,-,- accessType,10613,1,-,-	
T	PagingUE-Identity	C	1	ng-5G-S-TMSI,10302,0,-,- fullI-RNTI,8729,0,-,-	
T	ENUMERATED	e	non3GPP	-
T	OCTET STRING	O	0 - 0
T	Paging-v1700-IEs	Q	0	pagingRecordList-v1700,10616,1,-,- pagingGroupList-r17,10619,1,-,- nonCriticalExtension,10620,1,-,-	
T	PagingRecordList-v1700	L	10617	1 32 0
T	PagingRecord-v1700	Q	0	pagingCause-r17,10618,1,-,-	
T	ENUMERATED	e	voice	-
T	PagingGroupList-r17	L	7586	1 32 0
T	Paging-v1800-IEs	Q	0	pagingRecordList-v1800,10621,1,-,- pagingGroupList-v1800,10624,1,-,- nonCriticalExtension,10625,1,-,-	
T	PagingRecordList-v1800	L	10622	1 32 0
T	PagingRecord-v1800	Q	0	mt-SDT,10623,1,-,-	
T	ENUMERATED	e	true	-
T	PagingGroupList-v1800	L	9627	1 32 0
T	SEQUENCE	Q	0		
T	NULL	n
T	SEQUENCE	Q	0		
T	PDCP-Parameters	Q	1	supportedROHC-Profiles,10629,0,-,- maxNumberROHC-ContextSessions,10640,0,-,- uplinkOnlyROHC-Profiles,10641,1,-,- continueROHC-Context,10642,1,-,- outOfOrderDelivery,10643,1,-,- shortSN,10644,1,-,- pdcp-DuplicationSRB,10645,1,-,- pdcp-DuplicationMCG-OrSCG-DRB,10646,1,-,-	gdrb-IAB-r16,10647,1,-,- non-DRB-IAB-r16,10648,1,-,- extendedDiscardTimer-r16,10649,1,-,- continueEHC-Context-r16,10650,1,-,- ehc-r16,10651,1,-,- maxNumberEHC-Contexts-r16,10652,1,-,- jointEHC-ROHC-Config-r16,10653,1,-,- pdcp-DuplicationMoreThanTwoRLC-r16,10654,1,-,-;glongSN-RedCap-r17,10655,1,-,- udc-r17,10656,1,-,-;glongSN-NCR-r18,10662,1,-,- supportOfPDU-SetDiscard-r18,10663,1,-,- psi-BasedDiscard-r18,10664,1,-,- supportOfSN-GapReport-r18,10665,1,-,-
T	SEQUENCE	Q	0	profile0x0000,10630,0,-,- profile0x0001,10631,0,-,- profile0x0002,10632,0,-,- profile0x0003,10633,0,-,- profile0x0004,10634,0,-,- profile0x0006,10635,0,-,- profile0x0101,10636,0,-,- profile0x0102,10637,0,-,- profile0x0103,10638,0,-,- profile0x0104,10639,0,-,-	
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
T	SEQUENCE	Q	0	standardDictionary-r17,10657,1,-,- operatorDictionary-r17,10658,1,-,- continueUDC-r17,10660,1,-,- supportOfBufferSize-r17,10661,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	versionOfDictionary-r17,10659,0,-,- associatedPLMN-ID-r17,253,0,-,-	
T	INTEGER	i	0 15 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	kbyte4,kbyte8	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PDCP-ParametersMRDC	Q	0	pdcp-DuplicationSplitSRB,10667,1,-,- pdcp-DuplicationSplitDRB,10668,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PDCP-ParametersMRDC-v1610	Q	0	scg-DRB-NR-IAB-r16,10670,1,-,-	
T	ENUMERATED	e	supported	-
T	PDCP-ParametersSidelink-r18	Q	1	pdcp-DuplicationSRB-sidelink-r18,10672,1,-,- pdcp-DuplicationDRB-sidelink-r18,10673,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PDU-SessionUL-TrafficInfo-r18	Q	0	pdu-SessionID-r18,7568,0,-,- qos-FlowUL-TrafficInfoList-r18,10675,0,-,-	
T	SEQUENCE OF	L	10676	1 64 0
T	QOS-FlowUL-TrafficInfo-r18	Q	1	qfi-r18,7573,0,-,- jitterRange-r18,10677,1,-,- burstArrivalTime-r18,10678,1,-,- trafficPeriodicity-r18,10682,1,-,- pdu-SetIdentification-r18,10683,1,-,- psi-Identification-r18,10684,1,-,-	
T	SEQUENCE	Q	0	lowerBound-r18,9716,0,-,- upperBound-r18,9716,0,-,-	
T	CHOICE	C	0	referenceTime,895,0,-,- referenceSFN-AndSlot,10679,0,-,-	
T	ReferenceSFN-AndSlot-r18	Q	0	referenceSFN-r18,10680,0,-,- referenceSlot-r18,10681,0,-,-	
T	INTEGER	i	0 1023 0
T	INTEGER	i	0 639 0
T	INTEGER	i	1 640000 0
T	BOOLEAN	b
T	BOOLEAN	b
T	Phy-Parameters-v16a0	Q	0	phy-ParametersCommon-v16a0,10686,1,-,-	
T	Phy-ParametersCommon-v16a0	Q	0	srs-PeriodicityAndOffsetExt-r16,10687,1,-,-	
T	ENUMERATED	e	supported	-
T	Phy-ParametersMRDC	Q	1	naics-Capability-List,10689,1,-,-	gspCellPlacement,6355,1,-,-;gtdd-PCellUL-TX-AllUL-Subframe-r16,10690,1,-,- fdd-PCellUL-TX-AllUL-Subframe-r16,10691,1,-,-
T	SEQUENCE OF	L	10295	1 8 0
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	Phy-ParametersSharedSpectrumChAccess-r16	Q	1	ss-SINR-Meas-r16,10693,1,-,- sp-CSI-ReportPUCCH-r16,10694,1,-,- sp-CSI-ReportPUSCH-r16,10695,1,-,- dynamicSFI-r16,10696,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-OncePerSlot-r16,10697,1,-,- mux-SR-HARQ-ACK-PUCCH-r16,10700,1,-,- mux-SR-HARQ-ACK-CSI-PUCCH-MultiPerSlot-r16,10701,1,-,- mux-HARQ-ACK-PUSCH-DiffSymbol-r16,10702,1,-,- pucch-Repetition-F1-3-4-r16,10703,1,-,- type1-PUSCH-RepetitionMultiSlots-r16,10704,1,-,- type2-PUSCH-RepetitionMultiSlots-r16,10705,1,-,- pusch-RepetitionMultiSlots-r16,10706,1,-,- pdsch-RepetitionMultiSlots-r16,10707,1,-,- downlinkSPS-r16,10708,1,-,- configuredUL-GrantType1-r16,10709,1,-,- configuredUL-GrantType2-r16,10710,1,-,- pre-EmptIndication-DL-r16,10711,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	sameSymbol-r16,10698,1,-,- diffSymbol-r16,10699,1,-,-	
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
T	PowSav-Parameters-r16	Q	1	powSav-ParametersCommon-r16,10713,1,-,- powSav-ParametersFRX-Diff-r16,10718,1,-,-	
T	PowSav-ParametersCommon-r16	Q	1	drx-Preference-r16,10714,1,-,- maxCC-Preference-r16,10715,1,-,- releasePreference-r16,10716,1,-,- minSchedulingOffsetPreference-r16,10717,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PowSav-ParametersFRX-Diff-r16	Q	1	maxBW-Preference-r16,10719,1,-,- maxMIMO-LayerPreference-r16,10720,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PowSav-Parameters-v1700	Q	1	powSav-ParametersFR2-2-r17,10722,1,-,-	
T	PowSav-ParametersFR2-2-r17	Q	1	maxBW-Preference-r17,10723,1,-,- maxMIMO-LayerPreference-r17,10724,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	PropagationDelayDifference-r17	L	10726	1 4 0
T	INTEGER	i	-270 270 0
T	RA-InformationCommon-r16	Q	1	absoluteFrequencyPointA-r16,4,0,-,- locationAndBandwidth-r16,10728,0,-,- subcarrierSpacing-r16,45,0,-,- msg1-FrequencyStart-r16,10729,1,-,- msg1-FrequencyStartCFRA-r16,10730,1,-,- msg1-SubcarrierSpacing-r16,45,1,-,- msg1-SubcarrierSpacingCFRA-r16,45,1,-,- msg1-FDM-r16,10731,1,-,- msg1-FDMCFRA-r16,10732,1,-,- perRAInfoList-r16,7441,0,-,-	gperRAInfoList-v1660,9029,1,-,-;gmsg1-SCS-From-prach-ConfigurationIndex-r16,10733,1,-,-;gmsg1-SCS-From-prach-ConfigurationIndexCFRA-r16,10734,1,-,-;gmsgA-RO-FrequencyStart-r17,10735,1,-,- msgA-RO-FrequencyStartCFRA-r17,10736,1,-,- msgA-SubcarrierSpacing-r17,45,1,-,- msgA-RO-FDM-r17,10737,1,-,- msgA-RO-FDMCFRA-r17,10738,1,-,- msgA-SCS-From-prach-ConfigurationIndex-r17,10739,1,-,- msgA-TransMax-r17,10740,1,-,- msgA-MCS-r17,10741,1,-,- nrofPRBs-PerMsgA-PO-r17,10742,1,-,- msgA-PUSCH-TimeDomainAllocation-r17,10743,1,-,- frequencyStartMsgA-PUSCH-r17,10744,1,-,- nrofMsgA-PO-FDM-r17,10745,1,-,- dlPathlossRSRP-r17,349,1,-,- intendedSIBs-r17,10746,1,-,- ssbsForSI-Acquisition-r17,10748,1,-,- msgA-PUSCH-PayloadSize-r17,10749,1,-,- onDemandSISuccess-r17,10750,1,-,-;gusedFeatureCombination-r18,10751,1,-,- triggeredFeatureCombination-r18,10751,1,-,- startPreambleForThisPartition-r18,10761,1,-,- numberOfPreamblesPerSSB-ForThisPartition-r18,10762,1,-,- attemptedBWP-InfoList-r18,10763,1,-,- numberOfLBT-Failures-r18,10764,1,-,- perRAInfoList-v1800,9032,1,-,- intendedSIBs-r18,10765,1,-,-
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
T	SEQUENCE OF	L	10747	1 32 0
T	SIB-Type-r17	e	sibType2,sibType3,sibType4,sibType5,sibType9,sibType10,sibType11,sibType12,sibType13,sibType14,posSIB-v1810,spare5,spare4,spare3,spare2,spare1	-
T	SEQUENCE OF	L	40	1 64 0
T	BIT STRING	B	5 5 0
T	ENUMERATED	e	true	-
T	ReportedFeatureCombination-r18	Q	0	redCap-r18,10752,1,-,- smallData-r18,10753,1,-,- nsag-r18,373,1,-,- msg3-Repetitions-r18,10754,1,-,- msg1-Repetitions-r18,10755,1,-,- eRedCap-r18,10756,1,-,- triggered-S-NSSAI-List-r18,10757,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	10758	1 8 0
T	S-NSSAI	C	0	sst,10759,0,-,- sst-SD,10760,0,-,-	
T	BIT STRING	B	8 8 0
T	BIT STRING	B	32 32 0
T	INTEGER	i	0 63 0
T	INTEGER	i	1 64 0
T	SEQUENCE OF	L	614	1 4 0
T	INTEGER	i	1 128 0
T	SEQUENCE OF	L	10766	1 32 0
T	SIB-Type-r18	e	sibType15,sibType16,sibType17,sibType18,sibType19,sibType20,sibType21,sibType22,sibType23,sibType24,sibType25,spare5,spare4,spare3,spare2,spare1	-
T	RA-Report-r16	Q	1	cellId-r16,10768,0,-,- ra-InformationCommon-r16,10727,1,-,- raPurpose-r16,10769,0,-,-	gspCellID-r17,543,1,-,-;gsdt-Failed-r18,10770,1,-,-
T	CHOICE	C	0	cellGlobalId-r16,543,0,-,- pci-arfcn-r16,7358,0,-,-	
T	ENUMERATED	e	accessRelated,beamFailureRecovery,reconfigurationWithSync,ulUnSynchronized,schedulingRequestFailure,noPUCCHResourceAvailable,requestForOtherSI,msg3RequestForOtherSI-r17,lbt-Failure-r18,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	RA-ReportList-r16	L	10767	1 8 0
T	RF-Parameters	Q	1	supportedBandListNR,10773,0,-,- supportedBandCombinationList,3714,1,-,- appliedFreqBandListFilter,9618,1,-,-	gsupportedBandCombinationList-v1540,3737,1,-,- srs-SwitchingTimeRequested,10774,1,-,-;gsupportedBandCombinationList-v1550,3738,1,-,-;gsupportedBandCombinationList-v1560,3739,1,-,-;gsupportedBandCombinationList-v1610,3745,1,-,- supportedBandCombinationListSidelinkEUTRA-NR-r16,3782,1,-,- supportedBandCombinationList-UplinkTxSwitch-r16,3715,1,-,-;gsupportedBandCombinationList-v1630,3746,1,-,- supportedBandCombinationListSidelinkEUTRA-NR-v1630,3790,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1630,3716,1,-,-;gsupportedBandCombinationList-v1640,3747,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1640,3717,1,-,-;gsupportedBandCombinationList-v1650,3748,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1650,3718,1,-,-;gextendedBand-n77-r16,10775,1,-,-;gsupportedBandCombinationList-UplinkTxSwitch-v1670,3719,1,-,-;gsupportedBandCombinationList-v1680,3749,1,-,-;gsupportedBandCombinationList-v1690,3750,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1690,3720,1,-,-;gsupportedBandCombinationList-v1700,3753,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1700,3724,1,-,- supportedBandCombinationListSL-RelayDiscovery-r17,10776,1,-,- supportedBandCombinationListSL-NonRelayDiscovery-r17,10777,1,-,- supportedBandCombinationListSidelinkEUTRA-NR-v1710,3798,1,-,- sidelinkRequested-r17,10778,1,-,- extendedBand-n77-2-r17,10779,1,-,-;gsupportedBandCombinationList-v1720,3754,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1720,3725,1,-,-;gsupportedBandCombinationList-v1730,3755,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1730,3726,1,-,- supportedBandCombinationListSL-RelayDiscovery-v1730,3766,1,-,- supportedBandCombinationListSL-NonRelayDiscovery-v1730,3766,1,-,-;gsupportedBandCombinationList-v1740,3756,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1740,3727,1,-,-;gsupportedBandCombinationList-v1760,3757,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1760,3728,1,-,-;gdummy1,3758,1,-,- dummy2,3729,1,-,-;gsupportedBandCombinationList-v1780,3759,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1780,3730,1,-,-;gsupportedBandCombinationList-v1800,3762,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1800,3733,1,-,- supportedBandCombinationListSL-U2U-Relay-r18,10780,1,-,-;gsupportedBandCombinationList-v1830,3763,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1830,3734,1,-,-;gsupportedBandCombinationList-v1840,3764,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1840,3735,1,-,-;gsupportedBandCombinationList-v1860,3765,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1860,3736,1,-,-
T	SEQUENCE OF	L	3818	1 1024 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	supported	-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	supportedBandCombinationListSL-U2U-RelayDiscovery-r18,10781,1,-,- supportedBandCombinationListSL-U2U-DiscoveryExt,3766,1,-,-	
T	OCTET STRING	O	0 - 0
T	RF-Parameters-v15g0	Q	0	supportedBandCombinationList-v15g0,3743,1,-,-	
T	RF-Parameters-v16a0	Q	0	supportedBandCombinationList-v16a0,3751,1,-,- supportedBandCombinationList-UplinkTxSwitch-v16a0,3721,1,-,-	
T	RF-Parameters-v16c0	Q	0	supportedBandListNR-v16c0,10785,0,-,-	
T	SEQUENCE OF	L	5009	1 1024 0
T	RF-Parameters-v16j0	Q	0	supportedBandCombinationList-v16j0,3752,1,-,- supportedBandCombinationList-UplinkTxSwitch-v16j0,3723,1,-,-	
T	RF-Parameters-v17b0	Q	0	supportedBandListNR-v17b0,10788,1,-,- supportedBandCombinationList-v17b0,3761,1,-,- supportedBandCombinationList-UplinkTxSwitch-v17b0,3732,1,-,-	
T	SEQUENCE OF	L	5011	1 1024 0
T	RF-ParametersMRDC	Q	1	supportedBandCombinationList,3714,1,-,- appliedFreqBandListFilter,9618,1,-,-	gsrs-SwitchingTimeRequested,10790,1,-,- supportedBandCombinationList-v1540,3737,1,-,-;gsupportedBandCombinationList-v1550,3738,1,-,-;gsupportedBandCombinationList-v1560,3739,1,-,- supportedBandCombinationListNEDC-Only,3714,1,-,-;gsupportedBandCombinationList-v1570,3740,1,-,-;gsupportedBandCombinationList-v1580,3741,1,-,-;gsupportedBandCombinationList-v1590,3742,1,-,-;gsupportedBandCombinationListNEDC-Only-v15a0,10791,1,-,-;gsupportedBandCombinationList-v1610,3745,1,-,- supportedBandCombinationListNEDC-Only-v1610,3745,1,-,- supportedBandCombinationList-UplinkTxSwitch-r16,3715,1,-,-;gsupportedBandCombinationList-v1630,3746,1,-,- supportedBandCombinationListNEDC-Only-v1630,3746,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1630,3716,1,-,-;gsupportedBandCombinationList-v1640,3747,1,-,- supportedBandCombinationListNEDC-Only-v1640,3747,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1640,3717,1,-,-;gsupportedBandCombinationList-UplinkTxSwitch-v1670,3719,1,-,-;gsupportedBandCombinationList-v1700,3753,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1700,3724,1,-,-;gsupportedBandCombinationList-v1720,3754,1,-,- supportedBandCombinationListNEDC-Only-v1720,10792,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1720,3725,1,-,-;gsupportedBandCombinationList-v1730,3755,1,-,- supportedBandCombinationListNEDC-Only-v1730,3755,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1730,3726,1,-,-;gsupportedBandCombinationList-v1740,3756,1,-,- supportedBandCombinationListNEDC-Only-v1740,3756,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1740,3727,1,-,-;gdummy1,3758,1,-,- dummy2,3729,1,-,-;gsupportedBandCombinationList-v1780,3759,1,-,- supportedBandCombinationListNEDC-Only-v1780,3759,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1780,3730,1,-,-;gsupportedBandCombinationList-v1790,3760,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1790,3731,1,-,-;gsupportedBandCombinationList-v1800,3762,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1800,3733,1,-,-;gsupportedBandCombinationList-v1830,3763,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1830,3734,1,-,-;gsupportedBandCombinationList-v1840,3764,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1840,3735,1,-,-;gsupportedBandCombinationList-v1860,3765,1,-,- supportedBandCombinationList-UplinkTxSwitch-v1860,3736,1,-,-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	supportedBandCombinationList-v1540,3737,1,-,- supportedBandCombinationList-v1560,3739,1,-,- supportedBandCombinationList-v1570,3740,1,-,- supportedBandCombinationList-v1580,3741,1,-,- supportedBandCombinationList-v1590,3742,1,-,-	
T	SEQUENCE	Q	0	supportedBandCombinationList-v1700,3753,1,-,- supportedBandCombinationList-v1720,3754,1,-,-	
T	RF-ParametersMRDC-v15g0	Q	0	supportedBandCombinationList-v15g0,3743,1,-,- supportedBandCombinationListNEDC-Only-v15g0,3743,1,-,-	
T	RF-ParametersMRDC-v15n0	Q	0	supportedBandCombinationList-v15n0,3744,1,-,-	
T	RF-ParametersMRDC-v16e0	Q	0	supportedBandCombinationList-UplinkTxSwitch-v16e0,3722,1,-,-	
T	RLC-Parameters	Q	1	am-WithShortSN,10797,1,-,- um-WithShortSN,10798,1,-,- um-WithLongSN,10799,1,-,-	gextendedT-PollRetransmit-r16,10800,1,-,- extendedT-StatusProhibit-r16,10801,1,-,-;gam-WithLongSN-RedCap-r17,10802,1,-,-;gam-WithLongSN-NCR-r18,10803,1,-,-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RLC-ParametersSidelink-r16	Q	1	am-WithLongSN-Sidelink-r16,10805,1,-,- um-WithLongSN-Sidelink-r16,10806,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RLF-Report-r16	C	0	nr-RLF-Report-r16,10808,0,-,- eutra-RLF-Report-r16,10830,0,-,-	
T	SEQUENCE	Q	1	measResultLastServCell-r16,10197,0,-,- measResultNeighCells-r16,10809,1,-,- c-RNTI-r16,1,0,-,- previousPCellId-r16,10810,1,-,- failedPCellId-r16,10811,0,-,- reconnectCellId-r16,10814,1,-,- timeUntilReconnection-r16,10815,1,-,- reestablishmentCellId-r16,543,1,-,- timeConnFailure-r16,10816,1,-,- timeSinceFailure-r16,7452,0,-,- connectionFailureType-r16,10817,0,-,- rlf-Cause-r16,10818,0,-,- locationInfo-r16,7411,1,-,- noSuitableCellFound-r16,10819,1,-,- ra-InformationCommon-r16,10727,1,-,-	gcsi-rsRLMConfigBitmap-v1650,10820,1,-,-;glastHO-Type-r17,10821,1,-,- timeConnSourceDAPS-Failure-r17,10822,1,-,- timeSinceCHO-Reconfig-r17,10823,1,-,- choCellId-r17,10824,1,-,- choCandidateCellList-r17,7359,1,-,-;gpSCellId-r18,10825,1,-,- mcg-RecoveryFailureCause-r18,10826,1,-,- scg-FailureCause-r18,10827,1,-,- elapsedTimeSCG-Failure-r18,8990,1,-,- voiceFallbackHO-r18,10828,1,-,- measResultLastServCellRSSI-r18,6219,1,-,- measResultNeighFreqListRSSI-r18,10195,1,-,- bwp-Info-r18,614,1,-,- elapsedTimeT316-r18,8991,1,-,- scg-FailedAfterMCG-r18,10829,1,-,-
T	SEQUENCE	Q	0	measResultListNR-r16,7431,1,-,- measResultListEUTRA-r16,7433,1,-,-	
T	CHOICE	C	0	nrPreviousCell-r16,543,0,-,- eutraPreviousCell-r16,5572,0,-,-	
T	CHOICE	C	0	nrFailedPCellId-r16,10812,0,-,- eutraFailedPCellId-r16,10813,0,-,-	
T	CHOICE	C	0	cellGlobalId-r16,543,0,-,- pci-arfcn-r16,7358,0,-,-	
T	CHOICE	C	0	cellGlobalId-r16,5572,0,-,- pci-arfcn-r16,10282,0,-,-	
T	CHOICE	C	0	nrReconnectCellId-r16,543,0,-,- eutraReconnectCellId-r16,5572,0,-,-	
T	TimeUntilReconnection-r16	i	0 172800 0
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	rlf,hof	-
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,beamFailureRecoveryFailure,lbtFailure-r16,bh-rlfRecoveryFailure,t312-expiry-r17,spare1	-
T	ENUMERATED	e	true	-
T	BIT STRING	B	96 96 0
T	ENUMERATED	e	cho,daps,spare2,spare1	-
T	TimeConnSourceDAPS-Failure-r17	i	0 1023 0
T	TimeSinceCHO-Reconfig-r17	i	0 1023 0
T	CHOICE	C	0	cellGlobalId-r17,543,0,-,- pci-arfcn-r17,7358,0,-,-	
T	CHOICE	C	0	cellGlobalId-r18,543,0,-,- pci-arfcn-r18,7358,0,-,-	
T	ENUMERATED	e	t316-Expiry,scg-Deactivated,spare2,spare1	-
T	ENUMERATED	e	t310-Expiry,randomAccessProblem,rlc-MaxNumRetx,synchReconfigFailureSCG,scg-ReconfigFailure,srb3-IntegrityFailure,scg-lbtFailure,beamFailureRecoveryFailure,t312-Expiry,bh-RLF,beamFailure,spare5,spare4,spare3,spare2,spare1	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	1	failedPCellId-EUTRA,5572,0,-,- measResult-RLF-Report-EUTRA-r16,10831,0,-,-	gmeasResult-RLF-Report-EUTRA-v1690,10832,1,-,-
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRC-PosSystemInfoRequest-r16-IEs	Q	0	requestedPosSI-List,10834,0,-,- spare,10835,0,-,-	
T	BIT STRING	B	32 32 0
T	BIT STRING	B	11 11 0
T	RRCReconfiguration-v15t0-IEs	Q	0	lateNonCriticalExtension,10837,1,-,- nonCriticalExtension,10838,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReconfiguration-v16k0-IEs	Q	0	sl-ConfigDedicatedNR-v16k0,10839,1,-,- nonCriticalExtension,10845,1,-,-	
T	SetupRelease	C	0	release,10840,0,-,- setup,10841,0,-,-	
T	NULL	n
T	SL-ConfigDedicatedNR-v16k0	Q	0	sl-PHY-MAC-RLC-Config-v16k0,10842,1,-,-	
T	SL-PHY-MAC-RLC-Config-v16k0	Q	0	sl-FreqInfoToAddModListExt-v16k0,10843,1,-,-	
T	SEQUENCE OF	L	10844	1 8 0
T	SL-FreqConfigExt-v16k0	Q	0	additionalSpectrumEmission-r16,459,1,-,-	
T	SEQUENCE	Q	0		
T	RRCReconfigurationComplete	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,10847,0,-,-	
T	CHOICE	C	0	rrcReconfigurationComplete,10848,0,-,- criticalExtensionsFuture,10889,0,-,-	
T	RRCReconfigurationComplete-IEs	Q	0	lateNonCriticalExtension,10849,1,-,- nonCriticalExtension,10850,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReconfigurationComplete-v1530-IEs	Q	0	uplinkTxDirectCurrentList,10851,1,-,- nonCriticalExtension,10858,1,-,-	
T	UplinkTxDirectCurrentList	L	10852	1 32 0
T	UplinkTxDirectCurrentCell	Q	1	servCellIndex,113,0,-,- uplinkDirectCurrentBWP,10853,0,-,-	guplinkDirectCurrentBWP-SUL,10857,1,-,-
T	SEQUENCE OF	L	10854	1 4 0
T	UplinkTxDirectCurrentBWP	Q	0	bwp-Id,119,0,-,- shift7dot5kHz,10855,0,-,- txDirectCurrentLocation,10856,0,-,-	
T	BOOLEAN	b
T	INTEGER	i	0 3301 0
T	SEQUENCE OF	L	10854	1 4 0
T	RRCReconfigurationComplete-v1560-IEs	Q	0	scg-Response,10859,1,-,- nonCriticalExtension,10862,1,-,-	
T	CHOICE	C	0	nr-SCG-Response,10860,0,-,- eutra-SCG-Response,10861,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	RRCReconfigurationComplete-v1610-IEs	Q	0	ue-MeasurementsAvailable-r16,10863,1,-,- needForGapsInfoNR-r16,274,1,-,- nonCriticalExtension,10872,1,-,-	
T	UE-MeasurementsAvailable-r16	Q	1	logMeasAvailable-r16,10864,1,-,- logMeasAvailableBT-r16,10865,1,-,- logMeasAvailableWLAN-r16,10866,1,-,- connEstFailInfoAvailable-r16,10867,1,-,- rlf-InfoAvailable-r16,10868,1,-,-	gsuccessHO-InfoAvailable-r17,10869,1,-,- sigLogMeasConfigAvailable-r17,10870,1,-,-;gsuccessPSCell-InfoAvailable-r18,10871,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	BOOLEAN	b
T	ENUMERATED	e	true	-
T	RRCReconfigurationComplete-v1640-IEs	Q	0	uplinkTxDirectCurrentTwoCarrierList-r16,10873,1,-,- nonCriticalExtension,10881,1,-,-	
T	UplinkTxDirectCurrentTwoCarrierList-r16	L	10874	1 64 0
T	UplinkTxDirectCurrentTwoCarrier-r16	Q	0	carrierOneInfo-r16,10875,0,-,- carrierTwoInfo-r16,10875,0,-,- singlePA-TxDirectCurrent-r16,10878,0,-,- secondPA-TxDirectCurrent-r16,10878,1,-,-	
T	UplinkTxDirectCurrentCarrierInfo-r16	Q	0	servCellIndex-r16,113,0,-,- servCellInfo-r16,10876,0,-,-	
T	CHOICE	C	0	bwp-Id-r16,119,0,-,- deactivatedCarrier-r16,10877,0,-,-	
T	ENUMERATED	e	deactivated	-
T	UplinkTxDirectCurrentTwoCarrierInfo-r16	Q	0	referenceCarrierIndex-r16,113,0,-,- shift7dot5kHz-r16,10879,0,-,- txDirectCurrentLocation-r16,10880,0,-,-	
T	BOOLEAN	b
T	INTEGER	i	0 3301 0
T	RRCReconfigurationComplete-v1700-IEs	Q	0	needForGapNCSG-InfoNR-r17,285,1,-,- needForGapNCSG-InfoEUTRA-r17,292,1,-,- selectedCondRRCReconfig-r17,7379,1,-,- nonCriticalExtension,10882,1,-,-	
T	RRCReconfigurationComplete-v1720-IEs	Q	0	uplinkTxDirectCurrentMoreCarrierList-r17,10883,1,-,- nonCriticalExtension,10884,1,-,-	
T	UplinkTxDirectCurrentMoreCarrierList-r17	L	5158	1 16 0
T	RRCReconfigurationComplete-v1800-IEs	Q	0	needForInterruptionInfoNR-r18,298,1,-,- flightPathInfoAvailable-r18,10885,1,-,- selectedPSCellForCHO-WithSCG-r18,10886,1,-,- selectedSK-Counter-r18,7405,1,-,- measConfigReportAppLayerAvailable-r18,10887,1,-,- appliedLTM-CandidateId-r18,8657,1,-,- nonCriticalExtension,10888,1,-,-	
T	ENUMERATED	e	true	-
T	SelectedPSCellForCHO-WithSCG-r18	Q	0	ssbFrequency-r18,4,0,-,- physCellId-r18,42,0,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCReestablishmentComplete	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,10891,0,-,-	
T	CHOICE	C	0	rrcReestablishmentComplete,10892,0,-,- criticalExtensionsFuture,10900,0,-,-	
T	RRCReestablishmentComplete-IEs	Q	0	lateNonCriticalExtension,10893,1,-,- nonCriticalExtension,10894,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCReestablishmentComplete-v1610-IEs	Q	0	ue-MeasurementsAvailable-r16,10863,1,-,- nonCriticalExtension,10895,1,-,-	
T	RRCReestablishmentComplete-v1800-IEs	Q	0	flightPathInfoAvailable-r18,10896,1,-,- measConfigReportAppLayerAvailable-r18,10897,1,-,- musim-CapRestrictionInd-r18,10898,1,-,- nonCriticalExtension,10899,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCReestablishmentRequest	Q	0	rrcReestablishmentRequest,10902,0,-,-	
T	RRCReestablishmentRequest-IEs	Q	0	ue-Identity,10903,0,-,- reestablishmentCause,10904,0,-,- spare,10905,0,-,-	
T	ReestabUE-Identity	Q	0	c-RNTI,1,0,-,- physCellId,42,0,-,- shortMAC-I,161,0,-,-	
T	ReestablishmentCause	e	reconfigurationFailure,handoverFailure,otherFailure,spare1	-
T	BIT STRING	B	1 1 0
T	RRCResumeComplete	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,10907,0,-,-	
T	CHOICE	C	0	rrcResumeComplete,10908,0,-,- criticalExtensionsFuture,10927,0,-,-	
T	RRCResumeComplete-IEs	Q	0	dedicatedNAS-Message,8427,1,-,- selectedPLMN-Identity,10909,1,-,- uplinkTxDirectCurrentList,10851,1,-,- lateNonCriticalExtension,10910,1,-,- nonCriticalExtension,10911,1,-,-	
T	INTEGER	i	1 12 0
T	OCTET STRING	O	0 - 0
T	RRCResumeComplete-v1610-IEs	Q	0	idleMeasAvailable-r16,10912,1,-,- measResultIdleEUTRA-r16,10175,1,-,- measResultIdleNR-r16,10181,1,-,- scg-Response-r16,10913,1,-,- ue-MeasurementsAvailable-r16,10863,1,-,- mobilityHistoryAvail-r16,10916,1,-,- mobilityState-r16,10917,1,-,- needForGapsInfoNR-r16,274,1,-,- nonCriticalExtension,10918,1,-,-	
T	ENUMERATED	e	true	-
T	CHOICE	C	0	nr-SCG-Response,10914,0,-,- eutra-SCG-Response,10915,0,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ENUMERATED	e	true	-
T	ENUMERATED	e	normal,medium,high,spare	-
T	RRCResumeComplete-v1640-IEs	Q	0	uplinkTxDirectCurrentTwoCarrierList-r16,10873,1,-,- nonCriticalExtension,10919,1,-,-	
T	RRCResumeComplete-v1700-IEs	Q	0	needForGapNCSG-InfoNR-r17,285,1,-,- needForGapNCSG-InfoEUTRA-r17,292,1,-,- nonCriticalExtension,10920,1,-,-	
T	RRCResumeComplete-v1720-IEs	Q	0	uplinkTxDirectCurrentMoreCarrierList-r17,10883,1,-,- nonCriticalExtension,10921,1,-,-	
T	RRCResumeComplete-v1800-IEs	Q	0	needForInterruptionInfoNR-r18,298,1,-,- musim-CapRestrictionInd-r18,10922,1,-,- flightPathInfoAvailable-r18,10923,1,-,- measConfigReportAppLayerAvailable-r18,10924,1,-,- measResultReselectionNR-r18,10181,1,-,- reselectionMeasAvailable-r18,10925,1,-,- nonCriticalExtension,10926,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCResumeRequest	Q	0	rrcResumeRequest,10929,0,-,-	
T	RRCResumeRequest-IEs	Q	0	resumeIdentity,8730,0,-,- resumeMAC-I,10930,0,-,- resumeCause,10931,0,-,- spare,10932,0,-,-	
T	BIT STRING	B	16 16 0
T	ResumeCause	e	emergency,highPriorityAccess,mt-Access,mo-Signalling,mo-Data,mo-VoiceCall,mo-VideoCall,mo-SMS,rna-Update,mps-PriorityAccess,mcs-PriorityAccess,mt-SDT-v1810,srs-PosConfigOrActivationReq-v1800,spare3,spare2,spare1	-
T	BIT STRING	B	1 1 0
T	RRCResumeRequest1	Q	0	rrcResumeRequest1,10934,0,-,-	
T	RRCResumeRequest1-IEs	Q	0	resumeIdentity,8729,0,-,- resumeMAC-I,10935,0,-,- resumeCause,10931,0,-,- spare,10936,0,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	1 1 0
T	RRCSetupComplete	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,10938,0,-,-	
T	CHOICE	C	0	rrcSetupComplete,10939,0,-,- criticalExtensionsFuture,10964,0,-,-	
T	RRCSetupComplete-IEs	Q	0	selectedPLMN-Identity,10940,0,-,- registeredAMF,10941,1,-,- guami-Type,10942,1,-,- s-NSSAI-List,10943,1,-,- dedicatedNAS-Message,8427,0,-,- ng-5G-S-TMSI-Value,10944,1,-,- lateNonCriticalExtension,10946,1,-,- nonCriticalExtension,10947,1,-,-	
T	INTEGER	i	1 12 0
T	RegisteredAMF	Q	0	plmn-Identity,253,1,-,- amf-Identifier,2,0,-,-	
T	ENUMERATED	e	native,mapped	-
T	SEQUENCE OF	L	10758	1 8 0
T	CHOICE	C	0	ng-5G-S-TMSI,10302,0,-,- ng-5G-S-TMSI-Part2,10945,0,-,-	
T	BIT STRING	B	9 9 0
T	OCTET STRING	O	0 - 0
T	RRCSetupComplete-v1610-IEs	Q	0	iab-NodeIndication-r16,10948,1,-,- idleMeasAvailable-r16,10949,1,-,- ue-MeasurementsAvailable-r16,10863,1,-,- mobilityHistoryAvail-r16,10950,1,-,- mobilityState-r16,10951,1,-,- nonCriticalExtension,10952,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	normal,medium,high,spare	-
T	RRCSetupComplete-v1690-IEs	Q	0	ul-RRC-Segmentation-r16,10953,1,-,- nonCriticalExtension,10954,1,-,-	
T	ENUMERATED	e	true	-
T	RRCSetupComplete-v1700-IEs	Q	0	onboardingRequest-r17,10955,1,-,- nonCriticalExtension,10956,1,-,-	
T	ENUMERATED	e	true	-
T	RRCSetupComplete-v1800-IEs	Q	0	ncr-NodeIndication-r18,10957,1,-,- musim-CapRestrictionInd-r18,10958,1,-,- flightPathInfoAvailable-r18,10959,1,-,- measConfigReportAppLayerAvailable-r18,10960,1,-,- mobileIAB-NodeIndication-r18,10961,1,-,- reselectionMeasAvailable-r18,10962,1,-,- nonCriticalExtension,10963,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	RRCSetupComplete-v15s0-IEs	Q	0	lateNonCriticalExtension,10966,1,-,- nonCriticalExtension,10967,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCSetupComplete-v16j0-IEs	Q	0	lateNonCriticalExtension,10968,1,-,- nonCriticalExtension,10969,1,-,-	
T	OCTET STRING	O	0 - 0
T	RRCSetupComplete-v17b0-IEs	Q	0	ul-RRC-MaxCapaSegments-r17,10970,1,-,- nonCriticalExtension,10971,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	RRCSetupRequest	Q	0	rrcSetupRequest,10973,0,-,-	
T	RRCSetupRequest-IEs	Q	0	ue-Identity,9709,0,-,- establishmentCause,8992,0,-,- spare,10974,0,-,-	
T	BIT STRING	B	1 1 0
T	RRCSystemInfoRequest	Q	0	criticalExtensions,10976,0,-,-	
T	CHOICE	C	0	rrcSystemInfoRequest,10977,0,-,- criticalExtensionsFuture-r16,10980,0,-,-	
T	RRCSystemInfoRequest-IEs	Q	0	requested-SI-List,10978,0,-,- spare,10979,0,-,-	
T	BIT STRING	B	32 32 0
T	BIT STRING	B	12 12 0
T	CHOICE	C	0	rrcPosSystemInfoRequest-r16,10833,0,-,- criticalExtensionsFuture,10981,0,-,-	
T	SEQUENCE	Q	0		
T	RedCapParameters-r17	Q	0	supportOfRedCap-r17,10983,1,-,- supportOf16DRB-RedCap-r17,10984,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	RedCapParameters-v1740	Q	0	ncd-SSB-ForRedCapInitialBWP-SDT-r17,10986,1,-,-	
T	ENUMERATED	e	supported	-
T	RelayParameters-r17	Q	1	relayUE-Operation-L2-r17,10988,1,-,- remoteUE-Operation-L2-r17,10989,1,-,- remoteUE-PathSwitchToIdleInactiveRelay-r17,10990,1,-,-	grelayUE-U2U-OperationL2-r18,10991,1,-,- remoteUE-U2U-OperationL2-r18,10992,1,-,- remoteUE-U2N-PathSwitchOperationL2-r18,10993,1,-,- multipathRemoteUE-PC5L2-r18,10994,1,-,- multipathRelayUE-N3C-r18,10995,1,-,- multipathRemoteUE-N3C-r18,10996,1,-,- remoteUE-IndirectPathAddChangeToIdleInactiveRelay-r18,10997,1,-,- pdcp-DuplicationMoreThanOneUuRLC-r18,10998,1,-,- pdcp-CADuplicationDirectpath-DRB-r18,10999,1,-,- pdcp-CADuplicationDirectpath-SRB-r18,11000,1,-,- pdcp-DuplicationMP-SplitDRB-r18,11001,1,-,- pdcp-DuplicationMP-SplitSRB-r18,11002,1,-,- directpathRLF-RecoveryViaSRB1-r18,11003,1,-,- splitDRB-WithUL-BothDirectIndirect-r18,11004,1,-,-
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
T	RelaysTriggeredList-r17	L	6726	1 32 0
T	ReleasePreference-r16	Q	0	preferredRRC-State-r16,11007,0,-,-	
T	ENUMERATED	e	idle,inactive,connected,outOfConnected	-
T	SCGFailureInformation	Q	0	criticalExtensions,11009,0,-,-	
T	CHOICE	C	0	scgFailureInformation,11010,0,-,- criticalExtensionsFuture,11014,0,-,-	
T	SCGFailureInformation-IEs	Q	0	failureReportSCG,9021,1,-,- nonCriticalExtension,11011,1,-,-	
T	SCGFailureInformation-v1590-IEs	Q	0	lateNonCriticalExtension,11012,1,-,- nonCriticalExtension,11013,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SCGFailureInformationEUTRA	Q	0	criticalExtensions,11016,0,-,-	
T	CHOICE	C	0	scgFailureInformationEUTRA,11017,0,-,- criticalExtensionsFuture,11021,0,-,-	
T	SCGFailureInformationEUTRA-IEs	Q	0	failureReportSCG-EUTRA,9040,1,-,- nonCriticalExtension,11018,1,-,-	
T	SCGFailureInformationEUTRA-v1590-IEs	Q	0	lateNonCriticalExtension,11019,1,-,- nonCriticalExtension,11020,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SDAP-Parameters	Q	1	as-ReflectiveQoS,11023,1,-,-	gsdap-QOS-IAB-r16,11024,1,-,- sdapHeaderIAB-r16,11025,1,-,-;gsdap-QOS-NCR-r18,11026,1,-,- sdap-HeaderNCR-r18,11027,1,-,-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	SDT-MAC-PHY-CG-Config-r17	Q	1	cg-SDT-ConfigLCH-RestrictionToAddModList-r17,11029,1,-,- cg-SDT-ConfigLCH-RestrictionToReleaseList-r17,11030,1,-,- cg-SDT-ConfigInitialBWP-NUL-r17,11031,1,-,- cg-SDT-ConfigInitialBWP-SUL-r17,11031,1,-,- cg-SDT-ConfigInitialBWP-DL-r17,2073,1,-,- cg-SDT-TimeAlignmentTimer-r17,1461,1,-,- cg-SDT-RSRP-ThresholdSSB-r17,349,1,-,- cg-SDT-TA-ValidationConfig-r17,11033,1,-,- cg-SDT-CS-RNTI-r17,1,1,-,-	gcg-SDT-ConfigLCH-RestrictionToAddModListExt-v1800,11035,1,-,- cg-MT-SDT-MaxDurationToNextCG-Occasion-r18,11036,1,-,-
T	SEQUENCE OF	L	5565	1 32 0
T	SEQUENCE OF	L	1626	1 32 0
T	SetupRelease	C	0	release,11032,0,-,- setup,2826,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,11034,0,-,- setup,5570,0,-,-	
T	NULL	n
T	SEQUENCE OF	L	5568	1 32 0
T	ENUMERATED	e	ms10,ms100,sec1,sec10,sec60,sec100,sec300,sec600,sec1200,sec1800,sec3600,spare5,spare4,spare3,spare2,spare1	-
T	SHR-Cause-r17	Q	1	t304-cause-r17,11038,1,-,- t310-cause-r17,11039,1,-,- t312-cause-r17,11040,1,-,- sourceDAPS-Failure-r17,11041,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SIB12-IEs-r16	Q	1	sl-ConfigCommonNR-r16,11043,0,-,- lateNonCriticalExtension,11083,1,-,-	gsl-DRX-ConfigCommonGC-BC-r17,8100,1,-,- sl-DiscConfigCommon-r17,11084,1,-,- sl-L2U2N-Relay-r17,11085,1,-,- sl-NonRelayDiscovery-r17,11086,1,-,- sl-L3U2N-RelayDiscovery-r17,11087,1,-,- sl-TimersAndConstantsRemoteUE-r17,11088,1,-,-;gsl-FreqInfoListSizeExt-v1800,11092,1,-,- sl-RLC-BearerConfigListSizeExt-v1800,11093,1,-,- sl-SyncFreqList-r18,11094,1,-,- sl-SyncTxMultiFreq-r18,11095,1,-,- sl-MaxTransPowerCA-r18,172,1,-,- sl-DiscConfigCommon-v1800,11096,1,-,- sl-L2-U2U-Relay-r18,11097,1,-,- sl-L3-U2U-RelayDiscovery-r18,11098,1,-,- t400-U2U-r18,11099,1,-,-;gsl-DiscConfigCommon-v1840,11100,1,-,-
T	SL-ConfigCommonNR-r16	Q	0	sl-FreqInfoList-r16,11044,1,-,- sl-UE-SelectedConfig-r16,7645,1,-,- sl-NR-AnchorCarrierFreqList-r16,11073,1,-,- sl-EUTRA-AnchorCarrierFreqList-r16,11074,1,-,- sl-RadioBearerConfigList-r16,11075,1,-,- sl-RLC-BearerConfigList-r16,11076,1,-,- sl-MeasConfigCommon-r16,11077,1,-,- sl-CSI-Acquisition-r16,11078,1,-,- sl-OffsetDFN-r16,11079,1,-,- t400-r16,11080,1,-,- sl-MaxNumConsecutiveDTX-r16,11081,1,-,- sl-SSB-PriorityNR-r16,11082,1,-,-	
T	SEQUENCE OF	L	11045	1 8 0
T	SL-FreqConfigCommon-r16	Q	1	sl-SCS-SpecificCarrierList-r16,11046,0,-,- sl-AbsoluteFrequencyPointA-r16,4,0,-,- sl-AbsoluteFrequencySSB-r16,4,1,-,- frequencyShift7p5khzSL-r16,11047,1,-,- valueN-r16,11048,0,-,- sl-BWP-List-r16,11049,1,-,- sl-SyncPriority-r16,11057,1,-,- sl-NbAsSync-r16,11058,1,-,- sl-SyncConfigList-r16,7989,1,-,-	gsl-UnlicensedFreqConfigCommon-r18,11059,1,-,- sl-PosBWP-List-r18,11068,1,-,-;gadditionalSpectrumEmission-v1860,461,1,-,-
T	SEQUENCE OF	L	146	1 5 0
T	ENUMERATED	e	true	-
T	INTEGER	i	-1 1 0
T	SEQUENCE OF	L	11050	1 4 0
T	SL-BWP-ConfigCommon-r16	Q	1	sl-BWP-Generic-r16,7694,1,-,- sl-BWP-PoolConfigCommon-r16,11051,1,-,-	gsl-BWP-PoolConfigCommonPS-r17,11051,1,-,- sl-BWP-DiscPoolConfigCommon-r17,11054,1,-,-;gsl-BWP-PoolConfigCommonA2X-r18,11051,1,-,-
T	SL-BWP-PoolConfigCommon-r16	Q	0	sl-RxPool-r16,11052,1,-,- sl-TxPoolSelectedNormal-r16,11053,1,-,- sl-TxPoolExceptional-r16,7916,1,-,-	
T	SEQUENCE OF	L	7730	1 16 0
T	SEQUENCE OF	L	7916	1 8 0
T	SL-BWP-DiscPoolConfigCommon-r17	Q	1	sl-DiscRxPool-r17,11055,1,-,- sl-DiscTxPoolSelected-r17,11056,1,-,-	
T	SEQUENCE OF	L	7730	1 16 0
T	SEQUENCE OF	L	7916	1 8 0
T	ENUMERATED	e	gnss,gnbEnb	-
T	BOOLEAN	b
T	SEQUENCE	Q	0	absenceOfAnyOtherTechnology-r18,11060,1,-,- sl-FreqSelectionConfigList-r18,11061,1,-,- sl-SyncTxDisabled-r18,11062,1,-,- sl-EnergyDetectionConfig-r18,11063,1,-,- ue-ToUE-COT-SharingED-Threshold-r18,11066,1,-,- harq-ACK-FeedbackRatioforCW-AdjustmentGC-Option2-r18,11067,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	8157	1 8 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	sl-MaxEnergyDetectionThreshold-r18,11064,0,-,- sl-EnergyDetectionThresholdOffset-r18,11065,0,-,-	
T	INTEGER	i	-85 -52 0
T	INTEGER	i	-13 20 0
T	INTEGER	i	-85 -52 0
T	INTEGER	i	10 100 0
T	SEQUENCE OF	L	11069	1 4 0
T	SL-PosBWP-ConfigCommon-r18	Q	1	sl-BWP-Generic-r18,7694,1,-,- sl-BWP-PRS-PoolConfigCommon-r18,11070,1,-,-	
T	SL-BWP-PRS-PoolConfigCommon-r18	Q	1	sl-PRS-RxPool-r18,11071,1,-,- sl-PRS-TxPoolSelectedNormal-r18,11072,1,-,- sl-PRS-TxPoolExceptional-r18,7988,1,-,-	
T	SEQUENCE OF	L	7927	1 16 0
T	SEQUENCE OF	L	7988	1 8 0
T	SL-NR-AnchorCarrierFreqList-r16	L	4	1 8 0
T	SL-EUTRA-AnchorCarrierFreqList-r16	L	3	1 8 0
T	SEQUENCE OF	L	8035	1 512 0
T	SEQUENCE OF	L	8006	1 512 0
T	SL-MeasConfigCommon-r16	Q	1	sl-MeasObjectListCommon-r16,8071,1,-,- sl-ReportConfigListCommon-r16,8076,1,-,- sl-MeasIdListCommon-r16,8092,1,-,- sl-QuantityConfigCommon-r16,8094,1,-,-	
T	ENUMERATED	e	enabled	-
T	INTEGER	i	1 1000 0
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8,n16,n32	-
T	INTEGER	i	1 8 0
T	OCTET STRING	O	0 - 0
T	SL-DiscConfigCommon-r17	Q	0	sl-RelayUE-ConfigCommon-r17,8184,0,-,- sl-RemoteUE-ConfigCommon-r17,8187,0,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	UE-TimersAndConstantsRemoteUE-r17	Q	1	t300-RemoteUE-r17,11089,1,-,- t301-RemoteUE-r17,11090,1,-,- t319-RemoteUE-r17,11091,1,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms600,ms1000,ms1500,ms2000	-
T	SEQUENCE OF	L	11045	1 7 0
T	SEQUENCE OF	L	8006	1 512 0
T	SEQUENCE OF	L	7685	1 8 0
T	ENUMERATED	e	true	-
T	SL-DiscConfigCommon-v1800	Q	0	sl-RelayUE-ConfigCommonU2U-r18,8192,0,-,- sl-RemoteUE-ConfigCommonU2U-r18,8195,0,-,-	
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	enabled	-
T	ENUMERATED	e	ms200,ms400,ms600,ms800,ms1200,ms2000,ms3000,ms4000	-
T	SL-DiscConfigCommon-v1840	Q	0	sl-RelayUE-ConfigCommonU2U-v1840,8203,0,-,- sl-RemoteUE-ConfigCommonU2U-v1840,8199,0,-,-	
T	SIB12-IEs-v16k0	Q	0	sl-ConfigCommonNR-v16k0,11102,1,-,- nonCriticalExtension,11105,1,-,-	
T	SL-ConfigCommonNR-v16k0	Q	0	sl-FreqInfoListExt-v16k0,11103,1,-,-	
T	SEQUENCE OF	L	11104	1 8 0
T	SL-FreqConfigCommonExt-v16k0	Q	0	additionalSpectrumEmission-r16,459,1,-,-	
T	SEQUENCE	Q	0		
T	SIB17-IEs-r17	Q	1	trs-ResourceSetConfig-r17,11107,0,-,- validityDuration-r17,11124,1,-,- lateNonCriticalExtension,11125,1,-,-	
T	SEQUENCE OF	L	11108	1 64 0
T	TRS-ResourceSet-r17	Q	0	powerControlOffsetSS-r17,11109,0,-,- scramblingID-Info-r17,11110,0,-,- firstOFDMSymbolInTimeDomain-r17,11113,0,-,- startingRB-r17,11114,0,-,- nrofRBs-r17,11115,0,-,- ssb-Index-r17,40,0,-,- periodicityAndOffset-r17,11116,0,-,- frequencyDomainAllocation-r17,11121,0,-,- indBitID-r17,11122,0,-,- nrofResources-r17,11123,0,-,-	
T	ENUMERATED	e	db-3,db0,db3,db6	-
T	CHOICE	C	1	scramblingIDforCommon-r17,5684,0,-,- scramblingIDperResourceListWith2-r17,11111,0,-,- scramblingIDperResourceListWith4-r17,11112,0,-,-	
T	SEQUENCE OF	L	5684	2 2 0
T	SEQUENCE OF	L	5684	4 4 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 274 0
T	INTEGER	i	24 276 0
T	CHOICE	C	0	slots10,11117,0,-,- slots20,11118,0,-,- slots40,11119,0,-,- slots80,11120,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	BIT STRING	B	4 4 0
T	INTEGER	i	0 5 0
T	ENUMERATED	e	n2,n4	-
T	ENUMERATED	e	t1,t2,t4,t8,t16,t32,t64,t128,t256,t512,infinity,spare5,spare4,spare3,spare2,spare1	-
T	OCTET STRING	O	0 - 0
T	SIB17bis-IEs-r18	Q	1	trs-ResourceSetConfig-r18,11127,1,-,- validityDuration-r18,11147,1,-,- lateNonCriticalExtension,11148,1,-,-	
T	SEQUENCE OF	L	11128	1 64 0
T	TRS-ResourceSet-r18	Q	0	powerControlOffsetSS-r18,11129,0,-,- scramblingID-Info-r18,11130,0,-,- firstOFDMSymbolInTimeDomain-r18,11133,0,-,- startingRB-r18,11134,0,-,- nrofRBs-r18,11135,0,-,- ssb-Index-r18,40,0,-,- periodicityAndOffset-r18,11136,0,-,- frequencyDomainAllocation-r18,11144,0,-,- indBitID-r18,11145,0,-,- nrofResources-r18,11146,0,-,-	
T	ENUMERATED	e	db-3,db0,db3,db6	-
T	CHOICE	C	1	scramblingIDforCommon-r18,5684,0,-,- scramblingIDperResourceListWith2-r18,11131,0,-,- scramblingIDperResourceListWith4-r18,11132,0,-,-	
T	SEQUENCE OF	L	5684	2 2 0
T	SEQUENCE OF	L	5684	4 4 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 274 0
T	INTEGER	i	24 276 0
T	CHOICE	C	0	slots10,11137,0,-,- slots20,11138,0,-,- slots40,11139,0,-,- slots80,11140,0,-,- slots160,11141,0,-,- slots320,11142,0,-,- slots640,11143,0,-,-	
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
T	SIB23-IEs-r18	Q	1	sl-PosConfigCommonNR-r18,11150,0,-,- lateNonCriticalExtension,11154,1,-,-	
T	SL-PosConfigCommonNR-r18	Q	1	sl-PosFreqInfoList-r18,11151,1,-,- sl-PosUE-SelectedConfig-r18,7645,1,-,- sl-PosNR-AnchorCarrierFreqList-r18,11073,1,-,- sl-PosMeasConfigCommon-r18,11077,1,-,- sl-PosOffsetDFN-r18,11152,1,-,- sl-PosSSB-PriorityNR-r18,11153,1,-,-	
T	SEQUENCE OF	L	11045	1 8 0
T	INTEGER	i	1 1000 0
T	INTEGER	i	1 8 0
T	OCTET STRING	O	0 - 0
T	SL-CarrierFailure-r18	Q	0	sl-DestinationIdentity-r18,8173,0,-,- sl-CarrierFailure-r18,11156,0,-,-	
T	SEQUENCE OF	L	11157	1 8 0
T	INTEGER	i	1 8 0
T	SL-CarrierFailureList-r18	L	11155	1 32 0
T	SL-DRX-ConfigUC-SemiStatic-r17	Q	0	sl-drx-onDurationTimer-r17,11160,0,-,- sl-drx-CycleStartOffset-r17,11163,0,-,- sl-drx-SlotOffset-r17,11184,0,-,-	
T	CHOICE	C	0	subMilliSeconds,11161,0,-,- milliSeconds,11162,0,-,-	
T	INTEGER	i	1 31 0
T	ENUMERATED	e	ms1,ms2,ms3,ms4,ms5,ms6,ms8,ms10,ms20,ms30,ms40,ms50,ms60,ms80,ms100,ms200,ms300,ms400,ms500,ms600,ms800,ms1000,ms1200,ms1600,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	CHOICE	C	0	ms10,11164,0,-,- ms20,11165,0,-,- ms32,11166,0,-,- ms40,11167,0,-,- ms60,11168,0,-,- ms64,11169,0,-,- ms70,11170,0,-,- ms80,11171,0,-,- ms128,11172,0,-,- ms160,11173,0,-,- ms256,11174,0,-,- ms320,11175,0,-,- ms512,11176,0,-,- ms640,11177,0,-,- ms1024,11178,0,-,- ms1280,11179,0,-,- ms2048,11180,0,-,- ms2560,11181,0,-,- ms5120,11182,0,-,- ms10240,11183,0,-,-	
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
T	SL-Failure-r16	Q	0	sl-DestinationIdentity-r16,8173,0,-,- sl-Failure-r16,11186,0,-,-	
T	ENUMERATED	e	rlf,configFailure,drxReject-v1710,spare5,spare4,spare3,spare2,spare1	-
T	SL-FailureList-r16	L	11185	1 32 0
T	SL-InterestedFreqList-r16	L	11189	1 8 0
T	INTEGER	i	1 8 0
T	SL-PRS-QoS-Info-r18	Q	1	sl-PRS-Priority-r18,11191,1,-,- sl-PRS-DelayBudget-r18,11192,1,-,- sl-PRS-Bandwidth-r18,11193,1,-,-	
T	INTEGER	i	1 8 0
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz35,mhz40,mhz45,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100,mhz200,mhz400,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SL-PRS-TxInfo-r18	Q	1	sl-PRS-Periodicity-r18,11195,0,-,- sl-PRS-Priority-r18,11196,1,-,- sl-PRS-DelayBudget-r18,11197,1,-,- sl-PRS-Bandwidth-r18,11198,1,-,-	
T	ENUMERATED	e	ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000,spare6,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 8 0
T	INTEGER	i	0 1023 0
T	ENUMERATED	e	mhz5,mhz10,mhz15,mhz20,mhz25,mhz30,mhz35,mhz40,mhz45,mhz50,mhz60,mhz70,mhz80,mhz90,mhz100,mhz200,mhz400,spare15,spare14,spare13,spare12,spare11,spare10,spare9,spare8,spare7,spare6,spare5,spare4,spare3,spare2,spare1	-
T	SL-PRS-UE-AssistanceInformationNR-r18	L	11194	1 64 0
T	SL-PagingIdentityRemoteUE-r17	Q	0	ng-5G-S-TMSI-r17,10302,0,-,- fullI-RNTI-r17,8729,1,-,-	
T	SL-PerSLRB-QoS-Info-r18	Q	0	sl-RemoteUE-SLRB-Identity-r18,8007,0,-,- sl-QoS-ProfilePerSLRB-r18,8041,1,-,-	
T	SL-PosTxResourceReq-r18	Q	1	sl-PosDestinationIdentity-r18,8173,0,-,- sl-PosCastType-r18,11203,0,-,- sl-PosTxInterestedFreqList-r18,11204,1,-,- sl-PosTypeTxSyncList-r18,11206,1,-,- sl-PosQoS-InfoList-r18,11207,1,-,- sl-CapabilityInformationSidelink-r18,11208,1,-,-	gsl-PosTxInterestedFreqList2-r18,11204,1,-,-
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SL-TxInterestedFreqList-r16	L	11205	1 8 0
T	INTEGER	i	1 8 0
T	SEQUENCE OF	L	7648	1 8 0
T	SEQUENCE OF	L	11190	1 8 0
T	OCTET STRING	O	0 - 0
T	SL-PosTxResourceReqList-r18	L	11202	1 32 0
T	SL-QoS-Info-r16	Q	0	sl-QoS-FlowIdentity-r16,8056,0,-,- sl-QoS-Profile-r16,8041,1,-,-	
T	SL-QoS-Info-v1800	Q	1	sl-TxInterestedFreqList-r18,11204,0,-,- sl-TxProfile-r18,11212,1,-,-	
T	SL-TxProfile-r18	e	backwardsCompatible,backwardsIncompatible	-
T	SL-RLC-Mode-r18	C	0	sl-AM-Mode-r18,11214,0,-,- sl-UM-Mode-r18,11215,0,-,-	
T	NULL	n
T	NULL	n
T	SL-RLC-ModeIndication-r16	Q	0	sl-Mode-r16,11217,0,-,- sl-QoS-InfoList-r16,11220,0,-,-	
T	CHOICE	C	0	sl-AM-Mode-r16,11218,0,-,- sl-UM-Mode-r16,11219,0,-,-	
T	NULL	n
T	NULL	n
T	SEQUENCE OF	L	11210	1 64 0
T	SL-RelayIndicationMP-r18	e	support	-
T	SL-RxDRX-Report-v1700	Q	1	sl-DRX-ConfigFromTx-r17,11159,0,-,-	
T	SL-RxDRX-ReportList-v1700	L	11222	1 32 0
T	SL-RxInterestedGC-BC-Dest-r17	Q	0	sl-RxInterestedQoS-InfoList-r17,11225,0,-,- sl-DestinationIdentity-r16,8173,0,-,-	
T	SEQUENCE OF	L	11210	1 64 0
T	SL-RxInterestedGC-BC-DestList-r17	L	11224	1 32 0
T	SL-ServingCellInfo-r17	Q	0	sl-PhysCellId-r17,42,0,-,- sl-CarrierFreqNR-r17,4,0,-,-	
T	SL-SplitQoS-Info-r18	Q	1	sl-QoS-FlowIdentity-r18,8056,0,-,- sl-SplitPacketDelayBudget-r18,11229,1,-,-	
T	INTEGER	i	0 1023 0
T	SL-TrafficPatternInfo-r16	Q	0	trafficPeriodicity-r16,11231,0,-,- timingOffset-r16,11232,0,-,- messageSize-r16,11233,0,-,- sl-QoS-FlowIdentity-r16,8056,0,-,-	
T	ENUMERATED	e	ms20,ms50,ms100,ms200,ms300,ms400,ms500,ms600,ms700,ms800,ms900,ms1000	-
T	INTEGER	i	0 10239 0
T	BIT STRING	B	8 8 0
T	SL-TxResourceReq-r16	Q	0	sl-DestinationIdentity-r16,8173,0,-,- sl-CastType-r16,11235,0,-,- sl-RLC-ModeIndicationList-r16,11236,1,-,- sl-QoS-InfoList-r16,11237,1,-,- sl-TypeTxSyncList-r16,11238,1,-,- sl-TxInterestedFreqList-r16,11204,1,-,- sl-CapabilityInformationSidelink-r16,11239,1,-,-	
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SEQUENCE OF	L	11216	1 512 0
T	SEQUENCE OF	L	11210	1 64 0
T	SEQUENCE OF	L	7648	1 8 0
T	OCTET STRING	O	0 - 0
T	SL-TxResourceReq-v1700	Q	1	sl-DRX-InfoFromRxList-r17,11241,1,-,- sl-DRX-Indication-r17,11242,1,-,-	gsl-QoS-InfoList-v1800,11243,1,-,-
T	SEQUENCE OF	L	11159	1 4 0
T	ENUMERATED	e	on,off	-
T	SEQUENCE OF	L	11211	1 64 0
T	SL-TxResourceReqCommRelay-r17	C	0	sl-TxResourceReqL2U2N-Relay-r17,11245,0,-,- sl-TxResourceReqL3U2N-Relay-r17,11234,0,-,-	
T	SL-TxResourceReqL2U2N-Relay-r17	Q	1	sl-DestinationIdentityL2U2N-r17,8173,1,-,- sl-TxInterestedFreqListL2U2N-r17,11204,0,-,- sl-TypeTxSyncListL2U2N-r17,11246,0,-,- sl-LocalID-Request-r17,11247,1,-,- sl-PagingIdentityRemoteUE-r17,11200,1,-,- sl-CapabilityInformationSidelink-r17,11248,1,-,-	
T	SEQUENCE OF	L	7648	1 8 0
T	ENUMERATED	e	true	-
T	OCTET STRING	O	0 - 0
T	SL-TxResourceReqCommRelayInfo-r17	Q	0	sl-RelayDRXConfig-r17,11240,1,-,- sl-TxResourceReqCommRelay-r17,11244,0,-,-	
T	SL-TxResourceReqDisc-r17	Q	1	sl-DestinationIdentityDisc-r17,8173,0,-,- sl-SourceIdentityRelayUE-r17,6726,1,-,- sl-CastTypeDisc-r17,11251,0,-,- sl-TxInterestedFreqListDisc-r17,11204,0,-,- sl-TypeTxSyncListDisc-r17,11252,0,-,- sl-DiscoveryType-r17,11253,0,-,-	gue-TypeU2U-r18,11254,1,-,-
T	ENUMERATED	e	broadcast,groupcast,unicast,spare1	-
T	SEQUENCE OF	L	7648	1 8 0
T	ENUMERATED	e	relay,non-Relay	-
T	ENUMERATED	e	relayUE,remoteUE	-
T	SL-TxResourceReqL2-U2U-r18	Q	1	sl-DestinationIdentityL2-U2U-r18,8173,1,-,- sl-TxInterestedFreqListL2-U2U-r18,11204,0,-,- sl-TypeTxSyncListL2-U2U-r18,11256,0,-,- sl-CapabilityInformationSidelink-r18,11257,1,-,- sl-U2U-InfoList-r18,11258,1,-,- sl-RLC-ModeIndicationListL2-U2U-r18,11265,1,-,-	
T	SEQUENCE OF	L	7648	1 8 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	11259	1 32 0
T	SL-U2U-Info-r18	Q	0	sl-U2U-Identity-r18,11260,0,-,- sl-E2E-QoS-InfoList-r18,11261,1,-,- sl-PerHop-QoS-InfoList-r18,11262,1,-,- sl-PerSLRB-QoS-InfoList-r18,11263,1,-,- sl-CapabilityInformationTargetRemoteUE-r18,11264,1,-,-	
T	CHOICE	C	0	sl-TargetUE-Identity-r18,8173,0,-,- sl-SourceUE-Identity-r18,6726,0,-,-	
T	SEQUENCE OF	L	11210	1 64 0
T	SEQUENCE OF	L	11228	1 64 0
T	SEQUENCE OF	L	11201	1 512 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	11213	1 512 0
T	SL-TxResourceReqList-r16	L	11234	1 32 0
T	SL-TxResourceReqList-v1700	L	11240	1 32 0
T	SL-TxResourceReqListCommRelay-r17	L	11249	1 32 0
T	SL-TxResourceReqListDisc-r17	L	11250	1 32 0
T	SL-UE-AssistanceInformationNR-r16	L	11230	1 8 0
T	SNPN-Identity-r18	Q	0	plmn-Identity-r18,253,0,-,- nid-r18,607,0,-,-	
T	SPR-Cause-r18	Q	1	t304-cause-r18,11273,1,-,- t310-cause-r18,11274,1,-,- t312-cause-r18,11275,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SRS-PosRRC-InactiveConfig-r17	Q	0	srs-PosConfigNUL-r17,24,1,-,- srs-PosConfigSUL-r17,24,1,-,- bwp-NUL-r17,133,1,-,- bwp-SUL-r17,133,1,-,- inactivePosSRS-TimeAlignmentTimer-r17,1461,1,-,- inactivePosSRS-RSRP-ChangeThreshold-r17,138,1,-,-	
T	SRS-PosRRC-InactiveEnhancedConfig-r18	Q	1	srs-PosRRC-InactiveAggBW-ConfigList-r18,150,1,-,- srs-PosTx-Hopping-r18,6806,1,-,- srs-PosRRC-InactiveValidityAreaPreConfigList-r18,11278,1,-,- srs-PosRRC-InactiveValidityAreaNonPreConfig-r18,11280,1,-,-	gsrs-PosRRC-InactiveAggBW-AdditionalCarriers-r18,141,1,-,-
T	SetupRelease	C	0	release,11279,0,-,- setup,20,0,-,-	
T	NULL	n
T	SetupRelease	C	0	release,11281,0,-,- setup,21,0,-,-	
T	NULL	n
T	SecurityModeComplete	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,11283,0,-,-	
T	CHOICE	C	0	securityModeComplete,11284,0,-,- criticalExtensionsFuture,11287,0,-,-	
T	SecurityModeComplete-IEs	Q	0	lateNonCriticalExtension,11285,1,-,- nonCriticalExtension,11286,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SecurityModeFailure	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,11289,0,-,-	
T	CHOICE	C	0	securityModeFailure,11290,0,-,- criticalExtensionsFuture,11293,0,-,-	
T	SecurityModeFailure-IEs	Q	0	lateNonCriticalExtension,11291,1,-,- nonCriticalExtension,11292,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SidelinkParameters-r16	Q	0	sidelinkParametersNR-r16,11295,1,-,- sidelinkParametersEUTRA-r16,11306,1,-,-	
T	SidelinkParametersNR-r16	Q	1	rlc-ParametersSidelink-r16,10804,1,-,- mac-ParametersSidelink-r16,9833,1,-,- fdd-Add-UE-Sidelink-Capabilities-r16,11296,1,-,- tdd-Add-UE-Sidelink-Capabilities-r16,11296,1,-,- supportedBandListSidelink-r16,11297,1,-,-	grelayParameters-r17,10987,1,-,-;gp0-OLPC-Sidelink-r17,11298,1,-,-;gpdcp-ParametersSidelink-r18,10671,1,-,- sl-PRS-CommonProcCapabilityPerUE-r18,11299,1,-,-
T	UE-SidelinkCapabilityAddXDD-Mode-r16	Q	0	mac-ParametersSidelinkXDD-Diff-r16,9839,1,-,-	
T	SEQUENCE OF	L	5034	1 1024 0
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0	maxNumOfActiveSL-PRS-Resources-r18,11300,0,-,- maxNumOfSlotswithActiveSL-PRS-Resources-r18,11303,0,-,-	
T	SEQUENCE	Q	0	fr1-r18,11301,1,-,- fr2-r18,11302,1,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24	-
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16,n24,n32,n48,n64,n128	-
T	SEQUENCE	Q	0	fr1-r18,11304,1,-,- fr2-r18,11305,1,-,-	
T	ENUMERATED	e	n1,n2,n3,n4,n6,n8	-
T	ENUMERATED	e	n1,n2,n4,n8,n12,n16,n24,n32,n48,n64	-
T	SidelinkParametersEUTRA-r16	Q	1	sl-ParametersEUTRA1-r16,11307,1,-,- sl-ParametersEUTRA2-r16,11308,1,-,- sl-ParametersEUTRA3-r16,11309,1,-,- supportedBandListSidelinkEUTRA-r16,11310,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	SEQUENCE OF	L	5154	1 256 0
T	SidelinkUEInformationNR-r16	Q	0	criticalExtensions,11312,0,-,-	
T	CHOICE	C	0	sidelinkUEInformationNR-r16,11313,0,-,- criticalExtensionsFuture,11321,0,-,-	
T	SidelinkUEInformationNR-r16-IEs	Q	0	sl-RxInterestedFreqList-r16,11188,1,-,- sl-TxResourceReqList-r16,11266,1,-,- sl-FailureList-r16,11187,1,-,- lateNonCriticalExtension,11314,1,-,- nonCriticalExtension,11315,1,-,-	
T	OCTET STRING	O	0 - 0
T	SidelinkUEInformationNR-v1700-IEs	Q	0	sl-TxResourceReqList-v1700,11267,1,-,- sl-RxDRX-ReportList-v1700,11223,1,-,- sl-RxInterestedGC-BC-DestList-r17,11226,1,-,- sl-RxInterestedFreqListDisc-r17,11188,1,-,- sl-TxResourceReqListDisc-r17,11269,1,-,- sl-TxResourceReqListCommRelay-r17,11268,1,-,- ue-Type-r17,11316,1,-,- sl-SourceIdentityRemoteUE-r17,6726,1,-,- nonCriticalExtension,11317,1,-,-	
T	ENUMERATED	e	relayUE,remoteUE	-
T	SidelinkUEInformationNR-v1800-IEs	Q	0	sl-CarrierFailureList-r18,11158,1,-,- sl-TxResourceReqListL2-U2U-r18,11318,1,-,- sl-PosRxInterestedFreqList-r18,11188,1,-,- sl-PosTxResourceReqList-r18,11209,1,-,- nonCriticalExtension,11319,1,-,-	
T	SEQUENCE OF	L	11255	1 32 0
T	SidelinkUEInformationNR-v1840-IEs	Q	0	sl-PosRxInterestedFreqList2-r18,11188,1,-,- nonCriticalExtension,11320,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	SuccessHO-Report-r17	Q	1	sourceCellInfo-r17,11323,0,-,- targetCellInfo-r17,11325,0,-,- measResultNeighCells-r17,11326,1,-,- locationInfo-r17,7411,1,-,- timeSinceCHO-Reconfig-r17,10823,1,-,- shr-Cause-r17,11037,1,-,- ra-InformationCommon-r17,10727,1,-,- upInterruptionTimeAtHO-r17,11327,1,-,- c-RNTI-r17,1,1,-,-	gtargetCell-PCI-ARFCN-r17,7358,1,-,-;geutra-TargetCellInfo-r18,11328,1,-,- measResultServCellRSSI-r18,6219,1,-,- measResultNeighFreqListRSSI-r18,10195,1,-,- eutra-C-RNTI-r18,8968,1,-,- timeSinceSHR-r18,11330,1,-,-
T	SEQUENCE	Q	0	sourcePCellId-r17,543,0,-,- sourceCellMeas-r17,10208,1,-,- rlf-InSourceDAPS-r17,11324,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	targetPCellId-r17,543,0,-,- targetCellMeas-r17,10208,1,-,-	
T	SEQUENCE	Q	0	measResultListNR-r17,7431,1,-,- measResultListEUTRA-r17,7433,1,-,-	
T	UPInterruptionTimeAtHO-r17	i	0 1023 0
T	SEQUENCE	Q	0	targetPCellId-r18,11329,0,-,- targetCellMeas-r18,7437,1,-,-	
T	CHOICE	C	0	cellGlobalId-r18,543,0,-,- pci-arfcn-r18,10282,0,-,-	
T	TimeSinceSHR-r18	i	0 172800 0
T	SuccessPSCell-Report-r18	Q	1	pCellId-r18,543,0,-,- sourcePSCellInfo-r18,11332,1,-,- targetPSCellInfo-r18,11334,0,-,- measResultNeighCells-r18,11336,1,-,- spr-Cause-r18,11272,1,-,- timeSinceCPAC-Reconfig-r18,11337,1,-,- locationInfo-r18,7411,1,-,- ra-InformationCommon-r18,10727,1,-,- sn-InitiatedPSCellChange-r18,11338,1,-,-	
T	SEQUENCE	Q	0	sourcePSCellId-r18,11333,0,-,- sourcePSCellMeas-r18,10208,1,-,-	
T	CHOICE	C	0	cellGlobalId-r18,543,0,-,- pci-arfcn-r18,10282,0,-,-	
T	SEQUENCE	Q	0	targetPSCellId-r18,11335,0,-,- targetPSCellMeas-r18,10208,1,-,-	
T	CHOICE	C	0	cellGlobalId-r18,543,0,-,- pci-arfcn-r18,7358,0,-,-	
T	SEQUENCE	Q	0	measResultListNR-r18,7431,1,-,- measResultListEUTRA-r18,7433,1,-,-	
T	TimeSinceCPAC-Reconfig-r18	i	0 1023 0
T	ENUMERATED	e	true	-
T	UE-CapabilityRequestFilterCommon	Q	1	mrdc-Request,11340,1,-,-	gcodebookTypeRequest-r16,11344,1,-,- uplinkTxSwitchRequest-r16,11349,1,-,-;grequestedCellGrouping-r16,11350,1,-,-;gfallbackGroupFiveRequest-r17,11351,1,-,-;glowerMSDRequest-r18,11352,1,-,-
T	SEQUENCE	Q	0	omitEN-DC,11341,1,-,- includeNR-DC,11342,1,-,- includeNE-DC,11343,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	type1-SinglePanel-r16,11345,1,-,- type1-MultiPanel-r16,11346,1,-,- type2-r16,11347,1,-,- type2-PortSelection-r16,11348,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	SEQUENCE OF	L	7327	1 32 0
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0	pc1dot5-r18,11353,1,-,- pc2-r18,11354,1,-,- pc3-r18,11355,1,-,-	
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	ENUMERATED	e	true	-
T	UE-CapabilityRequestFilterNR	Q	0	frequencyBandListFilter,9618,1,-,- nonCriticalExtension,11357,1,-,-	
T	UE-CapabilityRequestFilterNR-v1540	Q	0	srs-SwitchingTimeRequest,11358,1,-,- nonCriticalExtension,11359,1,-,-	
T	ENUMERATED	e	true	-
T	UE-CapabilityRequestFilterNR-v1710	Q	0	sidelinkRequest-r17,11360,1,-,- nonCriticalExtension,11361,1,-,-	
T	ENUMERATED	e	true	-
T	SEQUENCE	Q	0		
T	UE-MRDC-Capability	Q	0	measAndMobParametersMRDC,10104,1,-,- phy-ParametersMRDC-v1530,10688,1,-,- rf-ParametersMRDC,10789,0,-,- generalParametersMRDC,9620,1,-,- fdd-Add-UE-MRDC-Capabilities,10311,1,-,- tdd-Add-UE-MRDC-Capabilities,10311,1,-,- fr1-Add-UE-MRDC-Capabilities,10312,1,-,- fr2-Add-UE-MRDC-Capabilities,10312,1,-,- featureSetCombinations,11363,1,-,- pdcp-ParametersMRDC-v1530,10666,1,-,- lateNonCriticalExtension,11364,1,-,- nonCriticalExtension,11365,1,-,-	
T	SEQUENCE OF	L	9052	1 1024 0
T	OCTET STRING	O	0 - 0
T	UE-MRDC-Capability-v1560	Q	0	receivedFilters,11366,1,-,- measAndMobParametersMRDC-v1560,10148,1,-,- fdd-Add-UE-MRDC-Capabilities-v1560,11367,1,-,- tdd-Add-UE-MRDC-Capabilities-v1560,11367,1,-,- nonCriticalExtension,11368,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-MRDC-CapabilityAddXDD-Mode-v1560	Q	0	measAndMobParametersMRDC-XDD-Diff-v1560,10146,1,-,-	
T	UE-MRDC-Capability-v1610	Q	0	measAndMobParametersMRDC-v1610,10149,1,-,- generalParametersMRDC-v1610,9625,1,-,- pdcp-ParametersMRDC-v1610,10669,1,-,- nonCriticalExtension,11369,1,-,-	
T	UE-MRDC-Capability-v1700	Q	0	measAndMobParametersMRDC-v1700,10151,0,-,- nonCriticalExtension,11370,1,-,-	
T	UE-MRDC-Capability-v1730	Q	0	measAndMobParametersMRDC-v1730,10152,1,-,- nonCriticalExtension,11371,1,-,-	
T	UE-MRDC-Capability-v1800	Q	0	requirementTypeIndication-r18,11372,1,-,- measAndMobParametersMRDC-v1810,10153,1,-,- nonCriticalExtension,11373,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0		
T	UE-MRDC-Capability-v15g0	Q	0	rf-ParametersMRDC-v15g0,10793,1,-,- nonCriticalExtension,11375,1,-,-	
T	UE-MRDC-Capability-v15n0	Q	0	rf-ParametersMRDC-v15n0,10794,1,-,- lateNonCriticalExtension,11376,1,-,- nonCriticalExtension,11377,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-MRDC-Capability-v16e0	Q	0	rf-ParametersMRDC-v16e0,10795,1,-,- nonCriticalExtension,11378,1,-,-	
T	SEQUENCE	Q	0		
T	UE-NR-Capability	Q	0	accessStratumRelease,315,0,-,- pdcp-Parameters,10628,0,-,- rlc-Parameters,10796,1,-,- mac-Parameters,9755,1,-,- phy-Parameters,10327,0,-,- rf-Parameters,10772,0,-,- measAndMobParameters,9958,1,-,- fdd-Add-UE-NR-Capabilities,10574,1,-,- tdd-Add-UE-NR-Capabilities,10574,1,-,- fr1-Add-UE-NR-Capabilities,10575,1,-,- fr2-Add-UE-NR-Capabilities,10575,1,-,- featureSets,9570,1,-,- featureSetCombinations,11380,1,-,- lateNonCriticalExtension,11381,1,-,- nonCriticalExtension,11382,1,-,-	
T	SEQUENCE OF	L	9052	1 1024 0
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v1530	Q	0	fdd-Add-UE-NR-Capabilities-v1530,11383,1,-,- tdd-Add-UE-NR-Capabilities-v1530,11383,1,-,- dummy,11384,1,-,- interRAT-Parameters,9712,1,-,- inactiveState,11385,1,-,- delayBudgetReporting,11386,1,-,- nonCriticalExtension,11387,1,-,-	
T	UE-NR-CapabilityAddXDD-Mode-v1530	Q	0	eutra-ParametersXDD-Diff,8978,0,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1540	Q	0	sdap-Parameters,11022,1,-,- overheatingInd,11388,1,-,- ims-Parameters,9693,1,-,- fr1-Add-UE-NR-Capabilities-v1540,11389,1,-,- fr2-Add-UE-NR-Capabilities-v1540,11389,1,-,- fr1-fr2-Add-UE-NR-Capabilities,10575,1,-,- nonCriticalExtension,11390,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-CapabilityAddFRX-Mode-v1540	Q	0	ims-ParametersFRX-Diff,9698,1,-,-	
T	UE-NR-Capability-v1550	Q	0	reducedCP-Latency,11391,1,-,- nonCriticalExtension,11392,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1560	Q	0	nrdc-Parameters,10310,1,-,- receivedFilters,11393,1,-,- nonCriticalExtension,11394,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v1570	Q	0	nrdc-Parameters-v1570,10315,1,-,- nonCriticalExtension,11395,1,-,-	
T	UE-NR-Capability-v1610	Q	0	inDeviceCoexInd-r16,11396,1,-,- dl-DedicatedMessageSegmentation-r16,11397,1,-,- nrdc-Parameters-v1610,10320,1,-,- powSav-Parameters-r16,10712,1,-,- fr1-Add-UE-NR-Capabilities-v1610,11398,1,-,- fr2-Add-UE-NR-Capabilities-v1610,11398,1,-,- bh-RLF-Indication-r16,11399,1,-,- directSN-AdditionFirstRRC-IAB-r16,11400,1,-,- bap-Parameters-r16,652,1,-,- referenceTimeProvision-r16,11401,1,-,- sidelinkParameters-r16,11294,1,-,- highSpeedParameters-r16,9655,1,-,- mac-Parameters-v1610,9806,1,-,- mcgRLF-RecoveryViaSCG-r16,11402,1,-,- resumeWithStoredMCG-SCells-r16,11403,1,-,- resumeWithStoredSCG-r16,11404,1,-,- resumeWithSCG-Config-r16,11405,1,-,- ue-BasedPerfMeas-Parameters-r16,10576,1,-,- son-Parameters-r16,10593,1,-,- onDemandSIB-Connected-r16,11406,1,-,- nonCriticalExtension,11407,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	UE-NR-CapabilityAddFRX-Mode-v1610	Q	0	powSav-ParametersFRX-Diff-r16,10718,1,-,- mac-ParametersFRX-Diff-r16,9807,1,-,-	
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1640	Q	0	redirectAtResumeByNAS-r16,11408,1,-,- phy-ParametersSharedSpectrumChAccess-r16,10692,1,-,- nonCriticalExtension,11409,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1650	Q	0	mpsPriorityIndication-r16,11410,1,-,- highSpeedParameters-v1650,9658,1,-,- nonCriticalExtension,11411,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1690	Q	0	ul-RRC-Segmentation-r16,11412,1,-,- nonCriticalExtension,11413,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1700	Q	0	inactiveStatePO-Determination-r17,11414,1,-,- highSpeedParameters-v1700,9661,1,-,- powSav-Parameters-v1700,10721,1,-,- mac-Parameters-v1700,9818,1,-,- ims-Parameters-v1700,9700,1,-,- measAndMobParameters-v1700,10098,0,-,- appLayerMeasParameters-r17,574,1,-,- redCapParameters-r17,10982,1,-,- ra-SDT-r17,11415,1,-,- srb-SDT-r17,11416,1,-,- gNB-SideRTT-BasedPDC-r17,11417,1,-,- bh-RLF-DetectionRecovery-Indication-r17,11418,1,-,- nrdc-Parameters-v1700,10321,1,-,- bap-Parameters-v1700,655,1,-,- musim-GapPreference-r17,11419,1,-,- musimLeaveConnected-r17,11420,1,-,- mbs-Parameters-r17,9848,0,-,- nonTerrestrialNetwork-r17,11421,1,-,- ntn-ScenarioSupport-r17,11422,1,-,- sliceInfoforCellReselection-r17,11423,1,-,- ue-RadioPagingInfo-r17,11424,1,-,- ul-GapFR2-Pattern-r17,11426,1,-,- ntn-Parameters-r17,10323,1,-,- nonCriticalExtension,11427,1,-,-	
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
T	UE-RadioPagingInfo-r17	Q	1	pei-SubgroupingSupportBandList-r17,11425,1,-,-	
T	SEQUENCE OF	L	280	1 1024 0
T	BIT STRING	B	4 4 0
T	UE-NR-Capability-v1740	Q	0	redCapParameters-v1740,10985,0,-,- nonCriticalExtension,11428,1,-,-	
T	UE-NR-Capability-v1750	Q	0	crossCarrierSchedulingConfigurationRelease-r17,11429,1,-,- nonCriticalExtension,11430,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1800	Q	0	airToGroundNetwork-r18,11431,1,-,- eRedCapParameters-r18,8964,1,-,- ncr-Parameters-r18,10298,1,-,- softSatelliteSwitchResyncNTN-r18,11432,1,-,- hardSatelliteSwitchResyncNTN-r18,11433,1,-,- mt-SDT-r18,11434,1,-,- mt-SDT-NTN-r18,11435,1,-,- inDeviceCoexIndAutonomousDenial-r18,11436,1,-,- inDeviceCoexIndFDM-r18,11437,1,-,- inDeviceCoexIndTDM-r18,11438,1,-,- musim-GapPriorityPreference-r18,11439,1,-,- musim-CapabilityRestriction-r18,11440,1,-,- dummy,11441,1,-,- ra-InsteadCG-SDT-r18,11442,1,-,- resumeAfterSDT-Release-r18,11443,1,-,- ul-TrafficInfo-r18,11444,1,-,- aerialParameters-r18,484,1,-,- ntn-VSAT-AntennaType-r18,11445,1,-,- ntn-VSAT-MobilityType-r18,11446,1,-,- ntn-Parameters-v1820,10605,1,-,- nonCriticalExtension,11447,1,-,-	
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
T	UE-NR-Capability-v1830	Q	0	sib19-Support-r18,11448,1,-,- nonCriticalExtension,11449,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v1860	Q	0	ntn-CHO-OnlyLocationTimeTrigger-r18,11450,1,-,- nonCriticalExtension,11451,1,-,-	
T	ENUMERATED	e	supported	-
T	SEQUENCE	Q	0		
T	UE-NR-Capability-v15c0	Q	0	nrdc-Parameters-v15c0,10317,1,-,- partialFR2-FallbackRX-Req,11453,1,-,- nonCriticalExtension,11454,1,-,-	
T	ENUMERATED	e	true	-
T	UE-NR-Capability-v15g0	Q	0	rf-Parameters-v15g0,10782,1,-,- nonCriticalExtension,11455,1,-,-	
T	UE-NR-Capability-v15j0	Q	0	lateNonCriticalExtension,11456,1,-,- nonCriticalExtension,11457,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v16a0	Q	0	phy-Parameters-v16a0,10685,1,-,- rf-Parameters-v16a0,10783,1,-,- nonCriticalExtension,11458,1,-,-	
T	UE-NR-Capability-v16c0	Q	0	rf-Parameters-v16c0,10784,1,-,- nonCriticalExtension,11459,1,-,-	
T	UE-NR-Capability-v16d0	Q	0	featureSets-v16d0,9607,1,-,- nonCriticalExtension,11460,1,-,-	
T	UE-NR-Capability-v16j0	Q	0	rf-Parameters-v16j0,10786,1,-,- lateNonCriticalExtension,11461,1,-,- nonCriticalExtension,11462,1,-,-	
T	OCTET STRING	O	0 - 0
T	UE-NR-Capability-v17b0	Q	0	mac-Parameters-v17b0,9829,1,-,- rf-Parameters-v17b0,10787,1,-,- ul-RRC-MaxCapaSegments-r17,11463,1,-,- nonCriticalExtension,11464,1,-,-	
T	ENUMERATED	e	supported	-
T	UE-NR-Capability-v17c0	Q	0	mac-Parameters-v17c0,9831,1,-,- nonCriticalExtension,11465,1,-,-	
T	UE-NR-Capability-v17d0	Q	0	featureSets-v17d0,9611,1,-,- nonCriticalExtension,11466,1,-,-	
T	SEQUENCE	Q	0		
T	UE-NR-Capability-v15t0	Q	0	featureSets-v15t0,9605,1,-,- measAndMobParameters-v15t0,10095,1,-,- nonCriticalExtension,11468,1,-,-	
T	SEQUENCE	Q	0		
T	UE-NR-Capability-v16k0	Q	0	featureSets-v16k0,9609,1,-,- nonCriticalExtension,11470,1,-,-	
T	SEQUENCE	Q	0		
T	UE-TxTEG-Association-r17	Q	0	ue-TxTEG-ID-r17,11472,0,-,- nr-TimeStamp-r17,10303,0,-,- associatedSRS-PosResourceIdList-r17,11473,0,-,- servCellId-r17,113,1,-,-	
T	INTEGER	i	0 7 0
T	SEQUENCE OF	L	30	1 64 0
T	UE-TxTEG-AssociationList-r17	L	11471	1 256 0
T	UEAssistanceInformation	Q	0	criticalExtensions,11476,0,-,-	
T	CHOICE	C	0	ueAssistanceInformation,11477,0,-,- criticalExtensionsFuture,11497,0,-,-	
T	UEAssistanceInformation-IEs	Q	0	delayBudgetReport,8914,1,-,- lateNonCriticalExtension,11478,1,-,- nonCriticalExtension,11479,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEAssistanceInformation-v1540-IEs	Q	0	overheatingAssistance,189,1,-,- nonCriticalExtension,11480,1,-,-	
T	UEAssistanceInformation-v1610-IEs	Q	0	idc-Assistance-r16,9691,1,-,- drx-Preference-r16,8897,1,-,- maxBW-Preference-r16,9943,1,-,- maxCC-Preference-r16,9946,1,-,- maxMIMO-LayerPreference-r16,9947,1,-,- minSchedulingOffsetPreference-r16,10258,1,-,- releasePreference-r16,11006,1,-,- sl-UE-AssistanceInformationNR-r16,11270,1,-,- referenceTimeInfoPreference-r16,11481,1,-,- nonCriticalExtension,11482,1,-,-	
T	BOOLEAN	b
T	UEAssistanceInformation-v1700-IEs	Q	0	ul-GapFR2-Preference-r17,11483,1,-,- musim-Assistance-r17,9937,1,-,- overheatingAssistance-r17,200,1,-,- maxBW-PreferenceFR2-2-r17,9944,1,-,- maxMIMO-LayerPreferenceFR2-2-r17,9954,1,-,- minSchedulingOffsetPreferenceExt-r17,10269,1,-,- rlm-MeasRelaxationState-r17,11485,1,-,- bfd-MeasRelaxationState-r17,11486,1,-,- nonSDT-DataIndication-r17,11487,1,-,- scg-DeactivationPreference-r17,11488,1,-,- uplinkData-r17,11489,1,-,- rrm-MeasRelaxationFulfilment-r17,11490,1,-,- propagationDelayDifference-r17,10725,1,-,- nonCriticalExtension,11491,1,-,-	
T	UL-GapFR2-Preference-r17	Q	0	ul-GapFR2-PatternPreference-r17,11484,1,-,-	
T	INTEGER	i	0 3 0
T	BOOLEAN	b
T	BIT STRING	B	1 32 0
T	SEQUENCE	Q	0	resumeCause-r17,10931,1,-,-	
T	ENUMERATED	e	scg-DeactivationPreferred,noPreference	-
T	ENUMERATED	e	true	-
T	BOOLEAN	b
T	UEAssistanceInformation-v1800-IEs	Q	0	idc-FDM-Assistance-r18,9692,1,-,- idc-TDM-Assistance-r18,5431,1,-,- multiRx-PreferenceFR2-r18,11492,1,-,- musim-Assistance-v1800,9940,1,-,- flightPathInfoAvailable-r18,11493,1,-,- ul-TrafficInfo-r18,11494,1,-,- n3c-RelayUE-InfoList-r18,11495,1,-,- sl-PRS-UE-AssistanceInformationNR-r18,11199,1,-,- nonCriticalExtension,11496,1,-,-	
T	ENUMERATED	e	single,multiple	-
T	ENUMERATED	e	true	-
T	UL-TrafficInfo-r18	L	10674	1 256 0
T	SEQUENCE OF	L	8611	0 8 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UECapabilityEnquiry-v1560-IEs	Q	0	capabilityRequestFilterCommon,11339,1,-,- nonCriticalExtension,11499,1,-,-	
T	UECapabilityEnquiry-v1610-IEs	Q	0	rrc-SegAllowed-r16,11500,1,-,- nonCriticalExtension,11501,1,-,-	
T	ENUMERATED	e	enabled	-
T	UECapabilityEnquiry-v17b0-IEs	Q	0	rrc-MaxCapaSegAllowed-r17,11502,1,-,- nonCriticalExtension,11503,1,-,-	
T	INTEGER	i	2 16 0
T	SEQUENCE	Q	0		
T	UECapabilityInformation	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,11505,0,-,-	
T	CHOICE	C	0	ueCapabilityInformation,11506,0,-,- criticalExtensionsFuture,11509,0,-,-	
T	UECapabilityInformation-IEs	Q	0	ue-CapabilityRAT-ContainerList,9644,1,-,- lateNonCriticalExtension,11507,1,-,- nonCriticalExtension,11508,1,-,-	
T	OCTET STRING	O	0 - 0
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UEInformationResponse-r16	Q	0	rrc-TransactionIdentifier,7455,0,-,- criticalExtensions,11511,0,-,-	
T	CHOICE	C	0	ueInformationResponse-r16,11512,0,-,- criticalExtensionsFuture,11518,0,-,-	
T	UEInformationResponse-r16-IEs	Q	0	measResultIdleEUTRA-r16,10175,1,-,- measResultIdleNR-r16,10181,1,-,- logMeasReport-r16,9749,1,-,- connEstFailReport-r16,7406,1,-,- ra-ReportList-r16,10771,1,-,- rlf-Report-r16,10807,1,-,- mobilityHistoryReport-r16,10276,1,-,- lateNonCriticalExtension,11513,1,-,- nonCriticalExtension,11514,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEInformationResponse-v1700-IEs	Q	0	successHO-Report-r17,11322,1,-,- connEstFailReportList-r17,7453,1,-,- coarseLocationInfo-r17,11515,1,-,- nonCriticalExtension,11516,1,-,-	
T	OCTET STRING	O	0 - 0
T	UEInformationResponse-v1800-IEs	Q	0	flightPathInfoReport-r18,303,1,-,- successPSCell-Report-r18,11331,1,-,- measResultReselectionNR-r18,10181,1,-,- nonCriticalExtension,11517,1,-,-	
T	SEQUENCE	Q	0		
T	SEQUENCE	Q	0		
T	UEPositioningAssistanceInfo-r17	Q	0	criticalExtensions,11520,0,-,-	
T	CHOICE	C	0	uePositioningAssistanceInfo-r17,11521,0,-,- criticalExtensionsFuture,11526,0,-,-	
T	UEPositioningAssistanceInfo-r17-IEs	Q	0	ue-TxTEG-AssociationList-r17,11474,1,-,- lateNonCriticalExtension,11522,1,-,- nonCriticalExtension,11523,1,-,-	
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
T	SEQUENCE OF	L	280	1 1024 0
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
T	SEQUENCE OF	L	280	1 1024 0
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
T	CHOICE	C	0	rrcSetupRequest,10972,0,-,- rrcResumeRequest,10928,0,-,- rrcReestablishmentRequest,10901,0,-,- rrcSystemInfoRequest,10975,0,-,-	
T	SEQUENCE	Q	0		
T	UL-CCCH1-Message	Q	0	message,11578,0,-,-	
T	UL-CCCH1-MessageType	C	0	c1,11579,0,-,- messageClassExtension,11583,0,-,-	
T	CHOICE	C	0	rrcResumeRequest1,10933,0,-,- spare3,11580,0,-,- spare2,11581,0,-,- spare1,11582,0,-,-	
T	NULL	n
T	NULL	n
T	NULL	n
T	SEQUENCE	Q	0		
T	UL-DCCH-Message	Q	0	message,11585,0,-,-	
T	UL-DCCH-MessageType	C	0	c1,11586,0,-,- messageClassExtension,11606,0,-,-	
T	CHOICE	C	0	measurementReport,10229,0,-,- rrcReconfigurationComplete,10846,0,-,- rrcSetupComplete,10937,0,-,- rrcReestablishmentComplete,10890,0,-,- rrcResumeComplete,10906,0,-,- securityModeComplete,11282,0,-,- securityModeFailure,11288,0,-,- ulInformationTransfer,11587,0,-,- locationMeasurementIndication,9717,0,-,- ueCapabilityInformation,11504,0,-,- counterCheckResponse,7465,0,-,- ueAssistanceInformation,11475,0,-,- failureInformation,8997,0,-,- ulInformationTransferMRDC,11594,0,-,- scgFailureInformation,11008,0,-,- scgFailureInformationEUTRA,11015,0,-,-	
T	ULInformationTransfer	Q	0	criticalExtensions,11588,0,-,-	
T	CHOICE	C	0	ulInformationTransfer,11589,0,-,- criticalExtensionsFuture,11593,0,-,-	
T	ULInformationTransfer-IEs	Q	0	dedicatedNAS-Message,8427,1,-,- lateNonCriticalExtension,11590,1,-,- nonCriticalExtension,11591,1,-,-	
T	OCTET STRING	O	0 - 0
T	ULInformationTransfer-v1700-IEs	Q	0	dedicatedInfoF1c-r17,8795,1,-,- nonCriticalExtension,11592,1,-,-	
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
T	CHOICE	C	0	ulDedicatedMessageSegment-r16,11608,0,-,- dedicatedSIBRequest-r16,8902,0,-,- mcgFailureInformation-r16,9931,0,-,- ueInformationResponse-r16,11510,0,-,- sidelinkUEInformationNR-r16,11311,0,-,- ulInformationTransferIRAT-r16,11617,0,-,- iabOtherInformation-r16,9680,0,-,- mbsInterestIndication-r17,9909,0,-,- uePositioningAssistanceInfo-r17,11519,0,-,- measurementReportAppLayer-r17,10235,0,-,- indirectPathFailureInformation-r18,9703,0,-,- spare5,11628,0,-,- spare4,11629,0,-,- spare3,11630,0,-,- spare2,11631,0,-,- spare1,11632,0,-,-	
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
T	VarAppLayerIdle-r18	Q	0	measConfigAppLayerId-r18,536,0,-,- serviceType-r18,11635,0,-,- appLayerIdleInactiveConfig-r18,535,0,-,- appLayerMeasPriority-r18,11636,1,-,-	
T	ENUMERATED	e	streaming,mtsi,vr,spare5,spare4,spare3,spare2,spare1	-
T	INTEGER	i	1 16 0
T	VarAppLayerIdleConfig-r18	Q	0	appLayerIdleConfigList-r18,11638,0,-,-	
T	SEQUENCE OF	L	11634	1 16 0
T	VarAppLayerPLMN-List-r18	Q	0	measConfigAppLayerId-r18,536,0,-,- plmn-IdentityList-r18,547,0,-,-	
T	VarAppLayerPLMN-ListConfig-r18	Q	0	plmnConfigList-r18,11641,0,-,-	
T	SEQUENCE OF	L	11639	1 16 0
T	VarConditionalReconfig	Q	0	condReconfigList,7394,1,-,- scpac-ReferenceConfiguration-r18,5342,1,-,- sk-CounterConfiguration-r18,11643,1,-,-	
T	SEQUENCE OF	L	7403	1 9 0
T	VarConnEstFailReport-r16	Q	0	connEstFailReport-r16,7406,0,-,- networkIdentity-r18,11645,0,-,-	
T	CHOICE	C	0	plmn-Identity-r18,253,0,-,- snpn-Identity-r18,11271,0,-,-	
T	VarConnEstFailReportList-r17	Q	0	connEstFailReportList-r17,11647,0,-,-	
T	SEQUENCE OF	L	11644	1 4 0
T	VarEnhMeasIdleConfig-r18	Q	0	measIdleValidityDuration-r18,935,1,-,-	
T	VarLTM-ServingCellNoResetID-r18	Q	0	ltm-ServingCellNoResetID-r18,11650,1,-,-	
T	INTEGER	i	1 9 0
T	VarLTM-ServingCellUE-MeasuredTA-ID-r18	Q	0	ltm-ServingCellUE-MeasuredTA-ID-r18,11652,1,-,-	
T	INTEGER	i	1 9 0
T	VarLogMeasConfig-r16	Q	0	areaConfiguration-r16,592,1,-,- bt-NameList-r16,1672,1,-,- wlan-NameList-r16,6225,1,-,- sensor-NameList-r16,6229,1,-,- loggingDuration-r16,8877,0,-,- reportType,11654,0,-,- earlyMeasIndication-r17,11655,1,-,- areaConfiguration-r17,596,1,-,- areaConfiguration-v1800,598,1,-,-	
T	CHOICE	C	0	periodical,8879,0,-,- eventTriggered,8881,0,-,-	
T	ENUMERATED	e	true	-
T	VarLogMeasReport-r16	Q	0	absoluteTimeInfo-r16,306,0,-,- traceReference-r16,8873,0,-,- traceRecordingSessionRef-r16,11657,0,-,- tce-Id-r16,11658,0,-,- logMeasInfoList-r16,9748,0,-,- sigLoggedMeasType-r17,11659,0,-,- identityList-r18,11660,0,-,-	
T	OCTET STRING	O	2 2 0
T	OCTET STRING	O	1 1 0
T	ENUMERATED	e	true	-
T	CHOICE	C	0	plmn-IdentityList-r18,547,0,-,- snpn-ConfigID-List-r18,611,0,-,-	
T	VarMeasConfig	Q	0	measIdList,8378,1,-,- measObjectList,8236,1,-,- reportConfigList,8324,1,-,- quantityConfig,8381,1,-,- s-MeasureConfig,11662,1,-,-	
T	CHOICE	C	0	ssb-RSRP,349,0,-,- csi-RSRP,349,0,-,-	
T	VarMeasConfigSL-r16	Q	0	sl-MeasIdList-r16,8092,1,-,- sl-MeasObjectList-r16,8071,1,-,- sl-ReportConfigList-r16,8076,1,-,- sl-QuantityConfig-r16,8094,1,-,-	
T	VarMeasIdleConfig-r16	Q	0	measIdleCarrierListNR-r16,11665,1,-,- measIdleCarrierListEUTRA-r16,11666,1,-,- measIdleDuration-r16,11667,0,-,- validityAreaList-r16,8765,1,-,-	
T	SEQUENCE OF	L	912	1 8 0
T	SEQUENCE OF	L	925	1 8 0
T	ENUMERATED	e	sec10,sec30,sec60,sec120,sec180,sec240,sec300,spare	-
T	VarMeasIdleReport-r16	Q	0	measReportIdleNR-r16,10181,1,-,- measReportIdleEUTRA-r16,10175,1,-,-	
T	VarMeasReport	Q	0	measId,7381,0,-,- cellsTriggeredList,7355,1,-,- numberOfReportsSent,11670,0,-,- cli-TriggeredList-r16,5613,1,-,- tx-PoolMeasToAddModListNR-r16,8314,1,-,- relaysTriggeredList-r17,11005,1,-,- cellsMetLeavingCond-r18,11671,1,-,- reportedBestNeighbourCell-r18,11672,1,-,-	
T	INTEGER	i	- - 0
T	SEQUENCE OF	L	42	1 8 0
T	SEQUENCE OF	L	42	1 2 0
T	VarMeasReportList	L	11669	1 64 0
T	VarMeasReportListSL-r16	L	11675	1 64 0
T	VarMeasReportSL-r16	Q	0	sl-MeasId-r16,8091,0,-,- sl-FrequencyTriggeredList-r16,11676,1,-,- sl-NumberOfReportsSent-r16,11677,0,-,-	
T	SEQUENCE OF	L	4	1 8 0
T	INTEGER	i	- - 0
T	VarMeasReselectionConfig-r18	Q	0	measReselectionCarrierListNR-r18,11679,1,-,- measReselectionValidityDuration-r18,935,1,-,-	
T	SEQUENCE OF	L	933	1 8 0
T	VarMobilityHistoryReport-r16	L	10278	1 16 0
T	VarMobilityHistoryReport-r17	Q	0	visitedCellInfoList-r16,10277,0,-,- visitedPSCellInfoList-r17,10284,1,-,-	
T	VarPendingRNA-Update	Q	0	pendingRNA-Update,11683,1,-,-	
T	BOOLEAN	b
T	VarRA-Report-r16	Q	0	ra-ReportList-r16,10771,0,-,- identityList-r18,11685,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,547,0,-,- snpn-IdentityList-r18,11686,0,-,-	
T	SEQUENCE OF	L	11271	1 12 0
T	VarRLF-Report-r16	Q	0	rlf-Report-r16,10807,0,-,- identityList-r18,11688,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,547,0,-,- snpn-IdentityList-r18,11689,0,-,-	
T	SEQUENCE OF	L	11271	1 12 0
T	VarResumeMAC-Input	Q	0	sourcePhysCellId,42,0,-,- targetCellIdentity,23,0,-,- source-c-RNTI,1,0,-,-	
T	VarServingSecurityCellSetID	Q	0	servingSecurityCellSetId-r18,11692,0,-,-	
T	INTEGER	i	1 9 0
T	VarShortMAC-Input	Q	0	sourcePhysCellId,42,0,-,- targetCellIdentity,23,0,-,- source-c-RNTI,1,0,-,-	
T	VarSuccessHO-Report-r17	Q	0	successHO-Report-r17,11322,0,-,- identityList-r18,11695,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,547,0,-,- snpn-IdentityList-r18,11696,0,-,-	
T	SEQUENCE OF	L	11271	1 12 0
T	VarSuccessPSCell-Report-r18	Q	0	successPSCell-Report-r18,11331,0,-,- identityList-r18,11698,0,-,-	
T	CHOICE	C	0	plmn-IdentityList-r18,547,0,-,- snpn-IdentityList-r18,11699,0,-,-	
T	SEQUENCE OF	L	11271	1 12 0
T	VarTSS-Info-r18	Q	0	storedEventID-r18,11701,0,-,- storedGlobalGnbID-r18,11702,0,-,-	
T	INTEGER	i	0 63 0
T	SEQUENCE	Q	0	plmn-Identity-r18,253,0,-,- gnb-ID-r18,11703,0,-,-	
T	BIT STRING	B	22 32 0
N	AI-RNTI-r16	0
N	AMF-Identifier	2
N	ARFCN-ValueEUTRA	3
N	ARFCN-ValueNR	4
N	ARFCN-ValueUTRA-FDD-r16	5
N	AS-Config	6
N	AS-Context	159
N	ATG-Config-r18	307
N	ATG-NeighCellConfig-r18	312
N	ATG-NeighCellConfigList-r18	314
N	AbsoluteTimeInfo-r16	306
N	AccessStratumRelease	315
N	AdditionalPCIIndex-r17	316
N	AdditionalRACH-Config-r17	317
N	AdditionalRACH-ConfigList-r17	458
N	AdditionalSpectrumEmission	459
N	AdditionalSpectrumEmission-r18	460
N	AdditionalSpectrumEmission-v1760	461
N	AdditionalTDDConfig-perPCI-ToAddMod-r18	462
N	AdvancedReceiver-MU-MIMO-r18	471
N	Aerial-Config-r18	476
N	AerialParameters-r18	484
N	AffectedCarrierFreq-r16	495
N	AffectedCarrierFreqComb-r16	497
N	AffectedCarrierFreqCombEUTRA	508
N	AffectedCarrierFreqCombInfoMRDC	509
N	AffectedCarrierFreqCombList-r16	520
N	AffectedCarrierFreqCombNR	519
N	AffectedCarrierFreqList-r16	521
N	AffectedCarrierFreqRange-r18	522
N	AffectedCarrierFreqRangeComb-r18	526
N	AffectedCarrierFreqRangeCombList-r18	529
N	AffectedCarrierFreqRangeList-r18	530
N	AffectedFreqRange-r18	523
N	AggregatedBandwidth	531
N	AggregatedBandwidthSN-r17	532
N	AllowedAggregatedBandwidth-r17	218
N	AllowedAggregatedBandwidthSNList-r17	217
N	Alpha	37
N	Altitude-r18	533
N	AppLayerBufferLevel-r17	534
N	AppLayerIdleInactiveConfig-r18	535
N	AppLayerMeasConfig-r17	552
N	AppLayerMeasParameters-r17	574
N	ApplicableDisasterInfo-r17	586
N	AreaConfig-r16	591
N	AreaConfiguration-r16	592
N	AreaConfiguration-r17	596
N	AreaConfiguration-v1800	598
N	AreaValidityTA-Config-r18	136
N	AttemptedBWP-Info-r18	614
N	AutonomousDenialParameters-r18	616
N	AvailabilityCombination-r16	619
N	AvailabilityCombinationId-r16	620
N	AvailabilityCombinationRB-Groups-r17	623
N	AvailabilityCombinationsPerCell-r16	632
N	AvailabilityCombinationsPerCellIndex-r16	633
N	AvailabilityIndicator-r16	638
N	AvailableRAN-VisibleMetrics-r18	549
N	AvailableRB-SetsPerCell-r16	642
N	AvailableSlotOffset-r17	644
N	BAP-Config-r16	645
N	BAP-Parameters-r16	652
N	BAP-Parameters-v1700	655
N	BAP-RoutingID-r16	647
N	BCCH-BCH-Message	658
N	BCCH-BCH-MessageType	659
N	BCCH-Config	672
N	BCCH-DL-SCH-Message	674
N	BCCH-DL-SCH-MessageType	675
N	BFD-RelaxationReportingConfig-r17	1616
N	BFR-CSIRS-Resource	1618
N	BFR-SSB-Resource	1622
N	BH-LogicalChannelIdentity-Ext-r16	1624
N	BH-LogicalChannelIdentity-r16	1625
N	BH-RLC-ChannelConfig-r16	1627
N	BH-RLC-ChannelID-r16	650
N	BSR-Config	1667
N	BT-Name-r16	1671
N	BT-NameList-r16	1672
N	BWP	133
N	BWP-Downlink	1673
N	BWP-DownlinkCommon	1205
N	BWP-DownlinkDedicated	1674
N	BWP-DownlinkDedicatedSDT-r17	2073
N	BWP-Id	119
N	BWP-Uplink	2074
N	BWP-UplinkCommon	1415
N	BWP-UplinkDedicated	2075
N	BWP-UplinkDedicatedSDT-r17	2826
N	BandCombination	2827
N	BandCombination-UplinkTxSwitch-r16	2864
N	BandCombination-UplinkTxSwitch-v1630	3030
N	BandCombination-UplinkTxSwitch-v1640	3051
N	BandCombination-UplinkTxSwitch-v1650	3071
N	BandCombination-UplinkTxSwitch-v1670	3075
N	BandCombination-UplinkTxSwitch-v1690	3081
N	BandCombination-UplinkTxSwitch-v16a0	3095
N	BandCombination-UplinkTxSwitch-v16e0	3109
N	BandCombination-UplinkTxSwitch-v16j0	3113
N	BandCombination-UplinkTxSwitch-v1700	3116
N	BandCombination-UplinkTxSwitch-v1720	3276
N	BandCombination-UplinkTxSwitch-v1730	3331
N	BandCombination-UplinkTxSwitch-v1740	3354
N	BandCombination-UplinkTxSwitch-v1760	3359
N	BandCombination-UplinkTxSwitch-v1770	3364
N	BandCombination-UplinkTxSwitch-v1780	3373
N	BandCombination-UplinkTxSwitch-v1790	3383
N	BandCombination-UplinkTxSwitch-v17b0	3391
N	BandCombination-UplinkTxSwitch-v1800	3394
N	BandCombination-UplinkTxSwitch-v1830	3663
N	BandCombination-UplinkTxSwitch-v1840	3697
N	BandCombination-UplinkTxSwitch-v1860	3704
N	BandCombination-v1540	2865
N	BandCombination-v1550	3710
N	BandCombination-v1560	2890
N	BandCombination-v1570	2899
N	BandCombination-v1580	2902
N	BandCombination-v1590	2905
N	BandCombination-v15g0	3076
N	BandCombination-v15n0	3110
N	BandCombination-v1610	2909
N	BandCombination-v1630	3031
N	BandCombination-v1640	3052
N	BandCombination-v1650	3072
N	BandCombination-v1680	3711
N	BandCombination-v1690	3082
N	BandCombination-v16a0	3096
N	BandCombination-v16j0	3114
N	BandCombination-v1700	3117
N	BandCombination-v1720	3277
N	BandCombination-v1730	3332
N	BandCombination-v1740	3355
N	BandCombination-v1760	3360
N	BandCombination-v1770	3365
N	BandCombination-v1780	3374
N	BandCombination-v1790	3384
N	BandCombination-v17b0	3392
N	BandCombination-v1800	3395
N	BandCombination-v1830	3664
N	BandCombination-v1840	3698
N	BandCombination-v1860	3705
N	BandCombinationIndex	168
N	BandCombinationInfo	167
N	BandCombinationInfoList	166
N	BandCombinationInfoSN	266
N	BandCombinationList	3714
N	BandCombinationList-UplinkTxSwitch-r16	3715
N	BandCombinationList-UplinkTxSwitch-v1630	3716
N	BandCombinationList-UplinkTxSwitch-v1640	3717
N	BandCombinationList-UplinkTxSwitch-v1650	3718
N	BandCombinationList-UplinkTxSwitch-v1670	3719
N	BandCombinationList-UplinkTxSwitch-v1690	3720
N	BandCombinationList-UplinkTxSwitch-v16a0	3721
N	BandCombinationList-UplinkTxSwitch-v16e0	3722
N	BandCombinationList-UplinkTxSwitch-v16j0	3723
N	BandCombinationList-UplinkTxSwitch-v1700	3724
N	BandCombinationList-UplinkTxSwitch-v1720	3725
N	BandCombinationList-UplinkTxSwitch-v1730	3726
N	BandCombinationList-UplinkTxSwitch-v1740	3727
N	BandCombinationList-UplinkTxSwitch-v1760	3728
N	BandCombinationList-UplinkTxSwitch-v1770	3729
N	BandCombinationList-UplinkTxSwitch-v1780	3730
N	BandCombinationList-UplinkTxSwitch-v1790	3731
N	BandCombinationList-UplinkTxSwitch-v17b0	3732
N	BandCombinationList-UplinkTxSwitch-v1800	3733
N	BandCombinationList-UplinkTxSwitch-v1830	3734
N	BandCombinationList-UplinkTxSwitch-v1840	3735
N	BandCombinationList-UplinkTxSwitch-v1860	3736
N	BandCombinationList-v1540	3737
N	BandCombinationList-v1550	3738
N	BandCombinationList-v1560	3739
N	BandCombinationList-v1570	3740
N	BandCombinationList-v1580	3741
N	BandCombinationList-v1590	3742
N	BandCombinationList-v15g0	3743
N	BandCombinationList-v15n0	3744
N	BandCombinationList-v1610	3745
N	BandCombinationList-v1630	3746
N	BandCombinationList-v1640	3747
N	BandCombinationList-v1650	3748
N	BandCombinationList-v1680	3749
N	BandCombinationList-v1690	3750
N	BandCombinationList-v16a0	3751
N	BandCombinationList-v16j0	3752
N	BandCombinationList-v1700	3753
N	BandCombinationList-v1720	3754
N	BandCombinationList-v1730	3755
N	BandCombinationList-v1740	3756
N	BandCombinationList-v1760	3757
N	BandCombinationList-v1770	3758
N	BandCombinationList-v1780	3759
N	BandCombinationList-v1790	3760
N	BandCombinationList-v17b0	3761
N	BandCombinationList-v1800	3762
N	BandCombinationList-v1830	3763
N	BandCombinationList-v1840	3764
N	BandCombinationList-v1860	3765
N	BandCombinationListSL-Discovery-r17	3766
N	BandCombinationListSidelinkEUTRA-NR-r16	3782
N	BandCombinationListSidelinkEUTRA-NR-v1630	3790
N	BandCombinationListSidelinkEUTRA-NR-v1710	3798
N	BandCombinationParametersSidelinkEUTRA-NR-r16	3783
N	BandCombinationParametersSidelinkEUTRA-NR-v1630	3791
N	BandCombinationParametersSidelinkEUTRA-NR-v1710	3799
N	BandEntryIndex	178
N	BandNR	3818
N	BandNR-v16c0	5009
N	BandNR-v17b0	5011
N	BandParameters	2829
N	BandParameters-v1540	2867
N	BandParameters-v1610	2911
N	BandParameters-v1710	3262
N	BandParameters-v1730	3351
N	BandParameters-v1770	3367
N	BandParameters-v1780	3381
N	BandParameters-v1810	3630
N	BandParametersSidelink-r16	3789
N	BandParametersSidelinkDiscovery-r17	3767
N	BandParametersSidelinkEUTRA-NR-r16	3784
N	BandParametersSidelinkEUTRA-NR-v1630	3792
N	BandParametersSidelinkEUTRA-NR-v1710	3800
N	BandSidelink-r16	5034
N	BandSidelinkEUTRA-r16	5154
N	BeamFailureDetection-r17	1956
N	BeamFailureDetectionSet-r17	1957
N	BeamFailureRecoveryConfig	2789
N	BeamFailureRecoveryRSConfig-r16	1971
N	BeamLinkMonitoringRS-Id-r17	1960
N	BeamLinkMonitoringRS-r17	1959
N	BeamManagementSSB-CSI-RS	3892
N	BeamMeasConfigIdle-NR-r16	920
N	BetaOffsets	2362
N	BetaOffsetsCrossPri-r17	2475
N	BetaOffsetsCrossPriSel-r17	2473
N	BetaOffsetsCrossPriSelCG-r17	2634
N	BetaOffsetsCrossPriSelDCI-0-2-r17	2479
N	CA-BandwidthClassEUTRA	2831
N	CA-BandwidthClassNR	2833
N	CA-BandwidthClassNR-r17	3368
N	CA-ParametersEUTRA	2835
N	CA-ParametersEUTRA-v1560	2897
N	CA-ParametersEUTRA-v1570	2900
N	CA-ParametersNR	2842
N	CA-ParametersNR-v1540	2883
N	CA-ParametersNR-v1550	2893
N	CA-ParametersNR-v1560	2895
N	CA-ParametersNR-v15g0	3077
N	CA-ParametersNR-v1610	2914
N	CA-ParametersNR-v1630	3032
N	CA-ParametersNR-v1640	3053
N	CA-ParametersNR-v1690	3083
N	CA-ParametersNR-v16a0	3097
N	CA-ParametersNR-v1700	3118
N	CA-ParametersNR-v1720	3278
N	CA-ParametersNR-v1730	3333
N	CA-ParametersNR-v1740	3356
N	CA-ParametersNR-v1760	3361
N	CA-ParametersNR-v1770	3371
N	CA-ParametersNR-v1780	3375
N	CA-ParametersNR-v1800	3396
N	CA-ParametersNR-v1830	3665
N	CA-ParametersNR-v1860	3706
N	CA-ParametersNRDC	2892
N	CA-ParametersNRDC-v15g0	3079
N	CA-ParametersNRDC-v1610	3001
N	CA-ParametersNRDC-v1630	3040
N	CA-ParametersNRDC-v1640	3070
N	CA-ParametersNRDC-v1650	3073
N	CA-ParametersNRDC-v16a0	3108
N	CA-ParametersNRDC-v16j0	3115
N	CA-ParametersNRDC-v1700	3251
N	CA-ParametersNRDC-v1720	3329
N	CA-ParametersNRDC-v1730	3349
N	CA-ParametersNRDC-v1760	3363
N	CA-ParametersNRDC-v1780	3379
N	CA-ParametersNRDC-v17b0	3393
N	CA-ParametersNRDC-v1800	3622
N	CA-ParametersNRDC-v1830	3696
N	CAG-Config-r18	600
N	CAG-ConfigList-r18	599
N	CAG-IdentityInfo-r16	1160
N	CC-Group-r17	5158
N	CC-State-r17	5166
N	CFR-ConfigMCCH-MTCH-r17	1026
N	CFR-ConfigMulticast-r17	1980
N	CFR-LocationAndBW-r18	5170
N	CFRA	5173
N	CFRA-CSIRS-Resource	5185
N	CFRA-SSB-Resource	5179
N	CFRA-TwoStep-r16	5192
N	CG-COT-Sharing-r16	2619
N	CG-COT-Sharing-r17	2640
N	CG-CandidateInfo-r17	5199
N	CG-CandidateInfoId-r17	5200
N	CG-CandidateList	5202
N	CG-CandidateList-r17-IEs	5205
N	CG-Config	5213
N	CG-Config-IEs	5216
N	CG-Config-v1540-IEs	5257
N	CG-Config-v1560-IEs	5266
N	CG-Config-v1590-IEs	5307
N	CG-Config-v1610-IEs	5310
N	CG-Config-v1620-IEs	5315
N	CG-Config-v1630-IEs	5317
N	CG-Config-v1640-IEs	5318
N	CG-Config-v1700-IEs	5326
N	CG-Config-v1730-IEs	5333
N	CG-Config-v1800-IEs	5336
N	CG-ConfigInfo	5352
N	CG-ConfigInfo-IEs	5355
N	CG-ConfigInfo-v1540-IEs	5438
N	CG-ConfigInfo-v1560-IEs	5446
N	CG-ConfigInfo-v1570-IEs	5475
N	CG-ConfigInfo-v1590-IEs	5478
N	CG-ConfigInfo-v1610-IEs	5480
N	CG-ConfigInfo-v1620-IEs	5490
N	CG-ConfigInfo-v1640-IEs	5492
N	CG-ConfigInfo-v1700-IEs	5495
N	CG-ConfigInfo-v1730-IEs	5501
N	CG-ConfigInfo-v1800-IEs	5504
N	CG-RRC-Configuration-r18	2588
N	CG-SDT-ConfigLCH-Restriction-r17	5565
N	CG-SDT-ConfigLCH-RestrictionExt-v1800	5568
N	CG-SDT-Configuration-r17	2574
N	CG-SDT-TA-ValidationConfig-r17	5570
N	CG-StartingOffsets-r16	2608
N	CG-UCI-OnPUSCH	2544
N	CGI-Info-Logging-r16	543
N	CGI-InfoEUTRA	5454
N	CGI-InfoEUTRALogging	5572
N	CGI-InfoNR	5368
N	CI-ConfigurationPerServingCell-r16	1716
N	CLI-EventTriggerConfig-r16	5576
N	CLI-PeriodicalReportConfig-r16	5586
N	CLI-RSSI-Range-r16	5581
N	CLI-RSSI-TriggeredList-r16	5590
N	CLI-ResourceConfig-r16	5592
N	CLI-TriggeredList-r16	5613
N	CMRGroupingAndPairing-r17	5615
N	CO-Duration-r16	5620
N	CO-Duration-r17	5621
N	CO-DurationsPerCell-r16	5622
N	CO-DurationsPerCell-r17	5625
N	CRS-InterfMitigation-r17	5628
N	CSI-AperiodicTriggerState	5634
N	CSI-AperiodicTriggerStateList	5666
N	CSI-AssociatedReportConfigInfo	5636
N	CSI-FrequencyOccupation	1808
N	CSI-IM-Resource	5667
N	CSI-IM-ResourceId	5668
N	CSI-IM-ResourceSet	5676
N	CSI-IM-ResourceSetId	5677
N	CSI-MeasConfig	5679
N	CSI-MultiTRP-SupportedCombinations-r17	3164
N	CSI-RS-CellMobility	6176
N	CSI-RS-ForTracking	3941
N	CSI-RS-IM-ReceptionForFeedback	3921
N	CSI-RS-Index	5186
N	CSI-RS-ProcFrameworkForSRS	3927
N	CSI-RS-Resource-Mobility	6182
N	CSI-RS-ResourceConfigMobility	6202
N	CSI-RS-ResourceMapping	1793
N	CSI-ReportConfig	5722
N	CSI-ReportConfigId	5637
N	CSI-ReportFramework	3932
N	CSI-ReportFrameworkExt-r16	3993
N	CSI-ReportPeriodicityAndOffset	5725
N	CSI-ReportSubConfig-r18	6117
N	CSI-ReportSubConfigId-r18	5663
N	CSI-ReportSubConfigTriggerList-r18	5662
N	CSI-ResourceConfig	5712
N	CSI-ResourceConfigId	5713
N	CSI-ResourcePeriodicityAndOffset	1811
N	CSI-SSB-ResourceSet	5705
N	CSI-SSB-ResourceSetId	5706
N	CSI-SemiPersistentOnPUSCH-TriggerState	6141
N	CSI-SemiPersistentOnPUSCH-TriggerStateList	6140
N	CandPSCellExecutionConditionInfo-r18	6204
N	CandidateBeamRS-r16	1973
N	CandidateBeamRSListExt-r16	2798
N	CandidateCell-r17	5330
N	CandidateCellCPC-r17	5497
N	CandidateCellInfo-r17	5328
N	CandidateCellInfoListCPC-r17	5327
N	CandidateCellListCPC-r17	5496
N	CandidateServingFreqListEUTRA	5269
N	CandidateServingFreqListNR	5256
N	CandidateServingFreqListNR-r16	5340
N	CandidateServingFreqRangeListNR-r18	5337
N	CandidateServingFreqRangeNR-r18	5338
N	CandidateTCI-State-r18	6347
N	CandidateTCI-UL-State-r18	6352
N	CarrierAggregationVariant	6355
N	CarrierFreqEUTRA	830
N	CarrierFreqEUTRA-v1610	854
N	CarrierFreqEUTRA-v1700	857
N	CarrierFreqEUTRA-v1800	861
N	CarrierFreqListEUTRA	829
N	CarrierFreqListEUTRA-v1610	853
N	CarrierFreqListEUTRA-v1700	856
N	CarrierFreqListEUTRA-v1800	860
N	CarrierFreqListMBS-r17	6365
N	CarrierInfoNR	6366
N	CarrierState-r17	5167
N	CarrierTypePair-r16	3094
N	CellAccessRelatedInfo	1143
N	CellAccessRelatedInfo-EUTRA-5GC	5462
N	CellAccessRelatedInfo-EUTRA-EPC	5456
N	CellDTRX-DCI-config-r18	6367
N	CellDTX-DRX-Config-r18	6369
N	CellGlobalIdList-r16	542
N	CellGroupConfig	6397
N	CellGroupForSwitch-r16	1729
N	CellGroupId	6398
N	CellGrouping-r16	7327
N	CellIdentity	23
N	CellIdentity-EUTRA-5GC	5466
N	CellIndividualOffsetList-EUTRA-r18	7331
N	CellIndividualOffsetList-r18	6329
N	CellListEUTRA-r16	926
N	CellListNR-r16	914
N	CellReselectionPriorities	7332
N	CellReselectionPriority	703
N	CellReselectionSubPriority	704
N	CellsToAddMod	7342
N	CellsToAddModExt-v1710	7343
N	CellsToAddModExt-v1800	7346
N	CellsToAddModList	7348
N	CellsToAddModListExt-v1710	7349
N	CellsToAddModListExt-v1800	7350
N	CellsToAddModListUTRA-FDD-r16	7351
N	CellsToAddModUTRA-FDD-r16	7352
N	CellsTriggeredList	7355
N	ChannelAccessConfig-r16	6944
N	ChoCandidateCell-r17	7357
N	ChoCandidateCellList-r17	7359
N	CipheringAlgorithm	7360
N	ClockQualityMetrics-r18	7361
N	CodebookComboParameterMixedType-r17	4098
N	CodebookComboParameterMixedTypePerBC-r17	3131
N	CodebookComboParameterMultiTRP-PerBC-r17	3169
N	CodebookComboParameterMultiTRP-r17	4205
N	CodebookComboParametersAddition-r16	4014
N	CodebookComboParametersAdditionPerBC-r16	2972
N	CodebookComboParametersCJT-r18	3470
N	CodebookConfig	5780
N	CodebookConfig-r16	5883
N	CodebookConfig-r17	5911
N	CodebookConfig-r18	5992
N	CodebookConfig-v1730	5982
N	CodebookParameters	3901
N	CodebookParameters-v1610	2933
N	CodebookParametersAddition-r16	3995
N	CodebookParametersAdditionPerBC-r16	2963
N	CodebookParametersHARQ-ACK-PUSCH-r18	3491
N	CodebookParametersetype2CJT-r18	3434
N	CodebookParametersetype2DopplerCSI-r18	3397
N	CodebookParametersfetype2-r17	4075
N	CodebookParametersfetype2CJT-r18	3452
N	CodebookParametersfetype2DopplerCSI-r18	3421
N	CodebookParametersfetype2PerBC-r17	3119
N	CodebookTypeUL-r18	2520
N	CodebookVariantsList-r16	7370
N	CombinationCarrierType-r18	3562
N	CommonLocationInfo-r16	7371
N	CondExecutionCondToAddMod-r18	7378
N	CondExecutionCondToAddModList-r18	7383
N	CondExecutionCondToReleaseList-r18	7384
N	CondReconfigExecCondSCG-r17	7385
N	CondReconfigId-r16	7379
N	CondReconfigToAddMod-r16	7386
N	CondReconfigToAddModList-r16	7394
N	CondReconfigToRemoveList-r16	7395
N	CondTriggerConfig-r16	5374
N	ConditionalReconfiguration-r16	7396
N	ConfigRestrictInfoDAPS-r16	267
N	ConfigRestrictInfoDAPS-v1640	282
N	ConfigRestrictInfoSCG	165
N	ConfigRestrictModReqSCG	5219
N	ConfiguredGrantConfig	2538
N	ConfiguredGrantConfigIndex-r16	2627
N	ConfiguredGrantConfigIndexMAC-r16	1661
N	ConfiguredGrantConfigToAddModList-r16	2811
N	ConfiguredGrantConfigToReleaseList-r16	2812
N	ConfiguredGrantConfigType2DeactivationState-r16	2814
N	ConfiguredGrantConfigType2DeactivationStateList-r16	2813
N	ConnEstFailReport-r16	7406
N	ConnEstFailReportList-r17	7453
N	ConnEstFailureControl	1175
N	ControlResourceSet	1081
N	ControlResourceSetId	1061
N	ControlResourceSetId-r16	1063
N	ControlResourceSetId-v1610	1099
N	ControlResourceSetZero	666
N	CounterCheck	7454
N	CounterCheck-IEs	7457
N	CounterCheckResponse	7465
N	CounterCheckResponse-IEs	7467
N	CoverageAreaInfo-r18	1120
N	CoverageAreaInfoList-r18	1119
N	CrossCarrierSchedulingConfig	6872
N	CrossCarrierSchedulingSCell-SpCell-r17	3232
N	DAPS-UplinkPowerConfig-r16	6723
N	DCP-Config-r16	6590
N	DL-AM-RLC	1637
N	DL-AM-RLC-v1610	6405
N	DL-AM-RLC-v1700	6408
N	DL-CCCH-Message	7475
N	DL-CCCH-MessageType	7476
N	DL-DCCH-Message	8227
N	DL-DCCH-MessageType	8228
N	DL-DataToUL-ACK-DCI-1-2-r16	2211
N	DL-DataToUL-ACK-DCI-1-2-r17	2257
N	DL-DataToUL-ACK-DCI-1-2-r18	2196
N	DL-DataToUL-ACK-MulticastDCI-Format4-1-r17	2282
N	DL-DataToUL-ACK-r16	2200
N	DL-DataToUL-ACK-r17	2253
N	DL-DataToUL-ACK-r18	2192
N	DL-DataToUL-ACK-v1700	2278
N	DL-PPW-ID-r17	1986
N	DL-PPW-PeriodicityAndStartSlot-r17	1987
N	DL-PPW-PreConfig-r17	1985
N	DL-PPW-PreConfigToAddModList-r17	1984
N	DL-PPW-PreConfigToReleaseList-r17	2063
N	DL-PRS-Info-r16	52
N	DL-PRS-MeasurementWithRxFH-RRC-Connected-r18	4741
N	DL-PRS-QCL-Info-r17	7040
N	DL-UM-RLC	1643
N	DL-UM-RLC-v1700	6410
N	DLDedicatedMessageSegment-r16	8827
N	DLDedicatedMessageSegment-r16-IEs	8829
N	DLInformationTransfer	8789
N	DLInformationTransfer-IEs	8791
N	DLInformationTransfer-v1610-IEs	8793
N	DLInformationTransfer-v1700-IEs	8794
N	DLInformationTransfer-v1800-IEs	8800
N	DLInformationTransferMRDC-r16	8858
N	DLInformationTransferMRDC-r16-IEs	8861
N	DMRS-BundlingPUCCH-Config-r17	2271
N	DMRS-BundlingPUSCH-Config-r17	2498
N	DMRS-DownlinkConfig	1745
N	DMRS-UplinkConfig	2291
N	DMRS-UplinkTransformPrecoding-r16	2321
N	DRB-CountInfo	7469
N	DRB-CountInfoList	7468
N	DRB-CountMSB-Info	7459
N	DRB-CountMSB-InfoList	7458
N	DRB-Identity	14
N	DRB-ToAddMod	7564
N	DRB-ToAddModList	7563
N	DRB-ToReleaseList	7579
N	DRX-Config	5271
N	DRX-ConfigExt-v1700	6480
N	DRX-ConfigExt2-v1800	6538
N	DRX-ConfigPTM-Index-r17	8896
N	DRX-ConfigPTM-r17	6498
N	DRX-ConfigSL-r17	6475
N	DRX-ConfigSecondaryGroup-r16	6465
N	DRX-Info	5224
N	DRX-Info2	5311
N	DRX-Preference-r16	8897
N	DRX-PreferenceConfig-r16	8461
N	DataInactivityTimer	6460
N	DeactivatedSCG-Config-r17	7168
N	DedicatedInfoF1c-r17	8795
N	DedicatedNAS-Message	8427
N	DedicatedSIBRequest-r16	8902
N	DedicatedSIBRequest-r16-IEs	8904
N	DefaultDC-Location-r17	5159
N	DelayBudgetReport	8914
N	DelayD	5990
N	DiscardTimerExt-r16	7529
N	DiscardTimerExt2-r17	7553
N	DiscardTimerForLowImportance-r18	7558
N	DormancyGroupID-r16	6908
N	DormantBWP-Config-r16	6904
N	DownlinkConfigCommon	6688
N	DownlinkConfigCommonSIB	1201
N	DownlinkConfigCommonSIB-v1760	1485
N	DownlinkHARQ-FeedbackDisabled-r17	6867
N	DownlinkPreemption	1684
N	Dummy-PDCCH-RACH-DL-Info-r18	8916
N	Dummy-TDRA-List	1897
N	DummyA	8922
N	DummyB	8928
N	DummyC	8934
N	DummyD	8941
N	DummyE	8949
N	DummyF	8956
N	DummyG	3831
N	DummyH	3885
N	DummyI	8961
N	DummyJ	6919
N	DummyPathlossReferenceRS-v1710	2463
N	ERedCap-ConfigCommonSIB-r18	1603
N	ERedCapParameters-r18	8964
N	EUTRA-AllowedMeasBandwidth	846
N	EUTRA-C-RNTI	8968
N	EUTRA-Cell	8306
N	EUTRA-CellIndex	8304
N	EUTRA-CellIndexList	8303
N	EUTRA-ExcludedCell	8308
N	EUTRA-FreqExcludedCellList	843
N	EUTRA-FreqNeighCellInfo	838
N	EUTRA-FreqNeighCellList	837
N	EUTRA-FreqNeighHSDN-CellList-r17	858
N	EUTRA-MBSFN-SubframeConfig	1068
N	EUTRA-MBSFN-SubframeConfigList	1067
N	EUTRA-MultiBandInfo	832
N	EUTRA-MultiBandInfoAerial-r18	863
N	EUTRA-MultiBandInfoList	831
N	EUTRA-MultiBandInfoListAerial-r18	862
N	EUTRA-NS-PmaxList	833
N	EUTRA-NS-PmaxValue	834
N	EUTRA-Parameters	8969
N	EUTRA-ParametersCommon	8971
N	EUTRA-ParametersXDD-Diff	8978
N	EUTRA-PhysCellId	839
N	EUTRA-PhysCellIdRange	844
N	EUTRA-PresenceAntennaPort1	847
N	EUTRA-Q-OffsetRange	840
N	EUTRA-RSTD-Info	8980
N	EUTRA-RSTD-InfoList	8982
N	EarlyUL-SyncConfig-r18	8983
N	ElapsedTimeSCG-Failure-r18	8990
N	ElapsedTimeT316-r18	8991
N	EphemerisInfo-r17	989
N	EpochTime-r17	977
N	EstablishmentCause	8992
N	EthernetHeaderCompression-r16	7535
N	EventTriggerConfig	6248
N	EventTriggerConfigInterRAT	8336
N	EventTriggerConfigNR-SL-r16	8372
N	EventType-r16	8882
N	ExcessDelay-DRB-IdentityInfo-r17	6242
N	ExtendedPagingCycle-r17	8737
N	ExtendedPagingCycleConfig-r18	8744
N	FDM-TDM-r16	1869
N	FR-Info	5254
N	FR-InfoList	5253
N	FR2-2-AccessParamsPerBand-r17	4560
N	FailureInfoDAPS-r16	8993
N	FailureInfoRLC-Bearer	8995
N	FailureInformation	8997
N	FailureInformation-IEs	8999
N	FailureInformation-v1610-IEs	9001
N	FailureReportIndirectPath-r18	9004
N	FailureReportMCG-r16	9009
N	FailureReportSCG	9021
N	FailureReportSCG-EUTRA	9040
N	FeatureCombination-r17	370
N	FeatureCombinationPreambles-r17	369
N	FeaturePriority-r17	1565
N	FeatureSet	9045
N	FeatureSetCombination	9052
N	FeatureSetCombinationId	2834
N	FeatureSetDownlink	9054
N	FeatureSetDownlink-v1540	9079
N	FeatureSetDownlink-v15a0	9098
N	FeatureSetDownlink-v15t0	9099
N	FeatureSetDownlink-v1610	9101
N	FeatureSetDownlink-v16k0	9133
N	FeatureSetDownlink-v1700	9142
N	FeatureSetDownlink-v1720	9165
N	FeatureSetDownlink-v1730	9175
N	FeatureSetDownlink-v17d0	9177
N	FeatureSetDownlink-v1800	9181
N	FeatureSetDownlink-v1830	9227
N	FeatureSetDownlink-v1860	9234
N	FeatureSetDownlinkId	9050
N	FeatureSetDownlinkPerCC	9236
N	FeatureSetDownlinkPerCC-Id	283
N	FeatureSetDownlinkPerCC-v1620	9242
N	FeatureSetDownlinkPerCC-v1700	9248
N	FeatureSetDownlinkPerCC-v1720	9252
N	FeatureSetDownlinkPerCC-v1730	9256
N	FeatureSetDownlinkPerCC-v1780	9261
N	FeatureSetDownlinkPerCC-v1800	9262
N	FeatureSetDownlinkPerCC-v1840	9269
N	FeatureSetEUTRA-DownlinkId	9047
N	FeatureSetEUTRA-UplinkId	9048
N	FeatureSetEntryIndex	170
N	FeatureSetUplink	9271
N	FeatureSetUplink-v1540	9284
N	FeatureSetUplink-v1610	9290
N	FeatureSetUplink-v1630	9361
N	FeatureSetUplink-v1640	9368
N	FeatureSetUplink-v16d0	9376
N	FeatureSetUplink-v1710	9380
N	FeatureSetUplink-v1720	9389
N	FeatureSetUplink-v1800	9404
N	FeatureSetUplink-v1850	9468
N	FeatureSetUplinkId	9051
N	FeatureSetUplinkPerCC	9484
N	FeatureSetUplinkPerCC-Id	284
N	FeatureSetUplinkPerCC-v1540	9488
N	FeatureSetUplinkPerCC-v1700	9492
N	FeatureSetUplinkPerCC-v1780	9495
N	FeatureSetUplinkPerCC-v1800	9496
N	FeatureSetUplinkPerCC-v1840	9558
N	FeatureSetUplinkPerCC-v1850	9559
N	FeatureSets	9570
N	FeatureSets-v15t0	9605
N	FeatureSets-v16d0	9607
N	FeatureSets-v16k0	9609
N	FeatureSets-v17d0	9611
N	FeatureSetsPerBand	9053
N	FilterCoefficient	7806
N	FilterConfig	8385
N	FilterConfigCLI-r16	8387
N	FlightPathInfoReport-r18	303
N	FlightPathInfoReportConfig-r18	8850
N	FlightPathUpdateDistanceThr-r18	480
N	FlightPathUpdateTimeThr-r18	483
N	FreqBandIndicatorEUTRA	295
N	FreqBandIndicatorNR	280
N	FreqBandInformation	9613
N	FreqBandInformationEUTRA	9614
N	FreqBandInformationNR	9615
N	FreqBandList	9618
N	FreqInfoMBS-r18	9619
N	FreqPriorityDedicatedSlicing-r17	7339
N	FreqPriorityEUTRA	7334
N	FreqPriorityListDedicatedSlicing-r17	7338
N	FreqPriorityListEUTRA	7333
N	FreqPriorityListNR	7335
N	FreqPriorityListSlicing-r17	954
N	FreqPriorityNR	7336
N	FreqPrioritySlicing-r17	955
N	FreqSeparationClass	9056
N	FreqSeparationClassDL-Only-r16	9116
N	FreqSeparationClassDL-v1620	9115
N	FreqSeparationClassUL-v1620	9326
N	FrequencyComponent-r17	5160
N	FrequencyConfig-NR-r16	5321
N	FrequencyHoppingOffsetListsDCI-0-2-r16	2389
N	FrequencyInfoDL	6689
N	FrequencyInfoDL-SIB	1202
N	FrequencyInfoDL-SIB-v1760	1486
N	FrequencyInfoDL-SIB-v1800	1410
N	FrequencyInfoUL	6692
N	FrequencyInfoUL-SIB	1412
N	FrequencyInfoUL-SIB-v1760	1488
N	GIN-Element-r17	969
N	GINs-PerSNPN-r17	972
N	GNSS-ID-r16	1531
N	GapConfig	5415
N	GapConfig-r17	8390
N	GapPriority-r17	5527
N	GeneralParametersMRDC-XDD-Diff	9620
N	GeneralParametersMRDC-v1610	9625
N	GoodServingCellEvaluation-r17	7164
N	GroupB-ConfiguredTwoStepRA-r16	443
N	GroupPaging-r18	9627
N	GuardBand-r16	6927
N	HRNN-List-r16	905
N	HRNN-r16	906
N	HandoverCommand	9629
N	HandoverCommand-IEs	9632
N	HandoverCommand-v1800-IEs	9634
N	HandoverPreparationInformation	9640
N	HandoverPreparationInformation-IEs	9643
N	HighSpeedConfig-r16	1473
N	HighSpeedConfig-v1700	6710
N	HighSpeedConfigFR2-r17	1478
N	HighSpeedParameters-r16	9655
N	HighSpeedParameters-v1650	9658
N	HighSpeedParameters-v1700	9661
N	Hysteresis	5381
N	HysteresisAltitude-r18	6277
N	HysteresisLocation-r17	5389
N	I-RNTI-Value	8729
N	IAB-IP-Address-r16	8493
N	IAB-IP-AddressAndTraffic-r16	9664
N	IAB-IP-AddressConfiguration-r16	8491
N	IAB-IP-AddressConfigurationList-r16	8489
N	IAB-IP-AddressIndex-r16	8492
N	IAB-IP-AddressNumReq-r16	9669
N	IAB-IP-AddressPrefixReq-r16	9674
N	IAB-IP-PrefixAndTraffic-r16	9679
N	IAB-IP-Usage-r16	8497
N	IAB-ResourceConfig-r17	7209
N	IAB-ResourceConfigID-r17	7210
N	IABOtherInformation-r16	9680
N	IABOtherInformation-r16-IEs	9682
N	IDC-Assistance-r16	9691
N	IDC-AssistanceConfig-r16	8458
N	IDC-AssistanceConfig-v1800	8622
N	IDC-FDM-Assistance-r18	9692
N	IDC-FDM-AssistanceConfig-r18	8625
N	IDC-TDM-Assistance-r18	5431
N	IMS-Parameters	9693
N	IMS-Parameters-v1700	9700
N	IMS-ParametersCommon	9694
N	IMS-ParametersFR2-2-r17	9701
N	IMS-ParametersFRX-Diff	9698
N	INT-ConfigurationPerServingCell	1688
N	IndirectPathFailureInformation-r18	9703
N	IndirectPathFailureInformation-r18-IEs	9705
N	InitialUE-Identity	9709
N	IntegrityProtAlgorithm	7582
N	InterFreqAllowedCellList-r16	802
N	InterFreqCAG-CellListPerPLMN-r16	804
N	InterFreqCarrierFreqInfo	787
N	InterFreqCarrierFreqInfo-v1610	799
N	InterFreqCarrierFreqInfo-v1700	808
N	InterFreqCarrierFreqInfo-v1720	815
N	InterFreqCarrierFreqInfo-v1730	817
N	InterFreqCarrierFreqInfo-v1760	820
N	InterFreqCarrierFreqInfo-v1800	822
N	InterFreqCarrierFreqList	786
N	InterFreqCarrierFreqList-v1610	798
N	InterFreqCarrierFreqList-v1700	807
N	InterFreqCarrierFreqList-v1720	814
N	InterFreqCarrierFreqList-v1730	816
N	InterFreqCarrierFreqList-v1760	819
N	InterFreqCarrierFreqList-v1800	821
N	InterFreqExcludedCellList	796
N	InterFreqNeighCellInfo	792
N	InterFreqNeighCellInfo-v1610	801
N	InterFreqNeighCellInfo-v1710	813
N	InterFreqNeighCellList	791
N	InterFreqNeighCellList-v1610	800
N	InterFreqNeighCellList-v1710	812
N	InterFreqNeighHSDN-CellList-r17	809
N	InterFreqTargetInfo-r16	594
N	InterRAT-Parameters	9712
N	IntraBandCC-Combination-r17	7219
N	IntraBandCC-CombinationReqList-r17	7216
N	IntraBandPowerClass-r16	3713
N	IntraCellGuardBandsPerSCS-r16	6925
N	IntraFreqAllowedCellList-r16	776
N	IntraFreqCAG-CellListPerPLMN-r16	778
N	IntraFreqExcludedCellList	770
N	IntraFreqNeighCellInfo	766
N	IntraFreqNeighCellInfo-v1610	775
N	IntraFreqNeighCellInfo-v1710	783
N	IntraFreqNeighCellList	765
N	IntraFreqNeighCellList-v1610	774
N	IntraFreqNeighCellList-v1710	782
N	IntraFreqNeighHSDN-CellList-r17	781
N	InvalidSymbolPattern-r16	2431
N	JitterBound-r18	9716
N	L1-MeasConfigNRDC-r18	223
N	LBT-FailureRecoveryConfig-r16	2808
N	LCG-DSR-Config-r18	6569
N	LCG-Id-r18	6570
N	LTE-CRS-PatternList-r16	6934
N	LTE-NeighCellsCRS-AssistInfo-r17	7087
N	LTE-NeighCellsCRS-AssistInfoList-r17	7086
N	LTM-CSI-ReportConfig-r18	6150
N	LTM-CSI-ReportConfigId-r18	5665
N	LTM-CSI-ResourceConfig-r18	8687
N	LTM-CSI-ResourceConfigId-r18	6151
N	LTM-CSI-SSB-ResourceSet-r18	8688
N	LTM-Candidate-r18	8659
N	LTM-CandidateId-r18	8657
N	LTM-Config-r18	8655
N	LTM-QCL-Info-r18	6348
N	LTM-ReportContent-r18	6171
N	LTM-ResourceConfigNRDC-r18	238
N	LTM-SSB-Config-r18	8660
N	LTM-TCI-Info-r18	8671
N	LocationAndBandwidthBroadcast-r17	1027
N	LocationInfo-r16	7411
N	LocationMeasurementIndication	9717
N	LocationMeasurementIndication-IEs	9719
N	LocationMeasurementInfo	9722
N	LogMeasInfo-r16	9735
N	LogMeasInfoList-r16	9748
N	LogMeasReport-r16	9749
N	LogMeasResultBT-r16	7413
N	LogMeasResultListBT-r16	7412
N	LogMeasResultListWLAN-r16	7416
N	LogMeasResultWLAN-r16	7417
N	LoggedEventTriggerConfig-r16	8881
N	LoggedMeasurementConfiguration-r16	8870
N	LoggedMeasurementConfiguration-r16-IEs	8872
N	LoggedMeasurementConfiguration-v1700-IEs	8886
N	LoggedMeasurementConfiguration-v1800-IEs	8889
N	LoggedPeriodicalReportConfig-r16	8879
N	LoggingDuration-r16	8877
N	LoggingInterval-r16	8880
N	LogicalChannelConfig	1646
N	LogicalChannelIdentity	1626
N	LogicalChannelIdentityExt-r17	6411
N	LowerMSD-r18	4941
N	MAC-CellGroupConfig	6418
N	MAC-MainConfigSL-r16	7603
N	MAC-Parameters	9755
N	MAC-Parameters-v1610	9806
N	MAC-Parameters-v1700	9818
N	MAC-Parameters-v17b0	9829
N	MAC-Parameters-v17c0	9831
N	MAC-ParametersCommon	9756
N	MAC-ParametersFR2-2-r17	9819
N	MAC-ParametersFRX-Diff-r16	9807
N	MAC-ParametersPerBand-r18	4976
N	MAC-ParametersSidelink-r16	9833
N	MAC-ParametersSidelinkCommon-r16	9834
N	MAC-ParametersSidelinkXDD-Diff-r16	9839
N	MAC-ParametersXDD-Diff	9794
N	MBS-FSAI-InterFreq-r17	1107
N	MBS-FSAI-InterFreqList-r17	1106
N	MBS-FSAI-List-r17	1104
N	MBS-FSAI-r17	1105
N	MBS-NeighbourCell-r17	9842
N	MBS-NeighbourCellList-r17	9843
N	MBS-NonServingInfoList-r18	9844
N	MBS-Parameters-r17	9848
N	MBS-RNTI-SpecificConfig-r17	6493
N	MBS-RNTI-SpecificConfigId-r17	6494
N	MBS-ServiceInfo-r17	9850
N	MBS-ServiceList-r17	9851
N	MBS-SessionInfo-r17	9852
N	MBS-SessionInfoList-r17	9871
N	MBS-SessionInfoListMulticast-r18	9872
N	MBS-SessionInfoMulticast-r18	9873
N	MBSBroadcastConfiguration-r17	9894
N	MBSBroadcastConfiguration-r17-IEs	9896
N	MBSInterestIndication-r17	9909
N	MBSInterestIndication-r17-IEs	9911
N	MBSInterestIndication-v1800	9914
N	MBSMulticastConfiguration-r18	9917
N	MBSMulticastConfiguration-r18-IEs	9919
N	MC-DCI-SetOfCells-r18	7106
N	MCC	254
N	MCC-MNC-Digit	255
N	MCCH-Config-r17	1012
N	MCCH-Message-r17	9926
N	MCCH-MessageType-r17	9927
N	MCCH-RepetitionPeriodAndOffset-r17	1013
N	MCGFailureInformation-r16	9931
N	MCGFailureInformation-r16-IEs	9933
N	MIB	660
N	MIMO-LayersDL	196
N	MIMO-LayersUL	197
N	MIMO-ParametersPerBand	3820
N	MIMO-ParametersPerBand-v17b0	5012
N	MIMOParam-r17	7056
N	MIMOParam-v1850	7158
N	MNC	256
N	MPE-Config-FR2-r16	6444
N	MPE-Config-FR2-r17	6449
N	MPE-Resource-r17	2506
N	MPE-ResourceId-r17	2507
N	MRB-Identity-r17	6413
N	MRB-InfoBroadcast-r17	9854
N	MRB-InfoMulticast-r18	9875
N	MRB-ListBroadcast-r17	9853
N	MRB-ListMulticast-r18	9874
N	MRB-PDCP-ConfigBroadcast-r17	9855
N	MRB-PDCP-ConfigMulticast-r18	9876
N	MRB-RLC-ConfigBroadcast-r17	9866
N	MRB-RLC-ConfigMulticast-r18	9887
N	MRB-ToAddMod-r17	7585
N	MRB-ToAddModList-r17	7584
N	MRB-ToReleaseList-r17	7592
N	MRDC-AssistanceInfo	5427
N	MRDC-Parameters	2851
N	MRDC-Parameters-v1580	2903
N	MRDC-Parameters-v1590	2907
N	MRDC-Parameters-v15g0	3080
N	MRDC-Parameters-v15n0	3111
N	MRDC-Parameters-v1620	3008
N	MRDC-Parameters-v1630	3041
N	MRDC-Parameters-v1700	3257
N	MRDC-Parameters-v1770	3369
N	MRDC-Parameters-v1790	3388
N	MRDC-Parameters-v1840	3699
N	MRDC-SecondaryCellGroupConfig	8448
N	MSD-Information-r18	4944
N	MT-SDT-ConfigCommonSIB-r18	1590
N	MTCH-SSB-MappingWindowCycleOffset-r17	9899
N	MTCH-SSB-MappingWindowIndex-r17	9870
N	MTCH-SSB-MappingWindowList-r17	9898
N	MUSIM-AffectedBands-r18	5542
N	MUSIM-AffectedBandsList-r18	5541
N	MUSIM-Assistance-r17	9937
N	MUSIM-Assistance-v1800	9940
N	MUSIM-AvoidedBands-r18	5549
N	MUSIM-AvoidedBandsList-r18	5548
N	MUSIM-BandEntryIndex-r18	5544
N	MUSIM-CandidateBandList-r18	5559
N	MUSIM-CapRestriction-r18	5530
N	MUSIM-CapabilityRestrictedBandParameters-r18	5543
N	MUSIM-CapabilityRestrictionConfig-r18	8646
N	MUSIM-Cell-SCG-ToRelease-r18	5531
N	MUSIM-CellToAffect-r18	5535
N	MUSIM-CellToAffectList-r18	5534
N	MUSIM-CellToRelease-r18	5532
N	MUSIM-Gap-r17	5509
N	MUSIM-GapAssistanceConfig-r17	8526
N	MUSIM-GapConfig-r17	5505
N	MUSIM-GapExt-v1820	5526
N	MUSIM-GapId-r17	5507
N	MUSIM-GapInfo-r17	5510
N	MUSIM-GapPreferenceList-r17	9939
N	MUSIM-GapPriorityPreferenceList-r18	9941
N	MUSIM-LeaveAssistanceConfig-r17	8530
N	MUSIM-MaxCC-r18	5550
N	MUSIM-Starting-SFN-AndSubframe-r17	5511
N	MasterKeyUpdate	8428
N	MaxBW-Preference-r16	9943
N	MaxBW-PreferenceConfig-r16	8465
N	MaxBW-PreferenceFR2-2-r17	9944
N	MaxCC-Preference-r16	9946
N	MaxCC-PreferenceConfig-r16	8469
N	MaxMIMO-LayerPreference-r16	9947
N	MaxMIMO-LayerPreferenceConfig-r16	8473
N	MaxMIMO-LayerPreferenceFR2-2-r17	9954
N	MaxMIMO-LayersDCI-0-2-r16	6771
N	MaxMIMO-LayersDL-r16	1837
N	MeasAndMobParameters	9958
N	MeasAndMobParameters-v15t0	10095
N	MeasAndMobParameters-v1700	10098
N	MeasAndMobParametersCommon	9959
N	MeasAndMobParametersCommon-v15t0	10096
N	MeasAndMobParametersFR2-2-r17	10099
N	MeasAndMobParametersFRX-Diff	10072
N	MeasAndMobParametersMRDC	10104
N	MeasAndMobParametersMRDC-Common	10105
N	MeasAndMobParametersMRDC-Common-v1610	10112
N	MeasAndMobParametersMRDC-Common-v1700	10117
N	MeasAndMobParametersMRDC-Common-v1730	10131
N	MeasAndMobParametersMRDC-Common-v1810	10136
N	MeasAndMobParametersMRDC-FRX-Diff	10110
N	MeasAndMobParametersMRDC-XDD-Diff	10107
N	MeasAndMobParametersMRDC-XDD-Diff-v1560	10146
N	MeasAndMobParametersMRDC-v1560	10148
N	MeasAndMobParametersMRDC-v1610	10149
N	MeasAndMobParametersMRDC-v1700	10151
N	MeasAndMobParametersMRDC-v1730	10152
N	MeasAndMobParametersMRDC-v1810	10153
N	MeasAndMobParametersXDD-Diff	10063
N	MeasConfig	8234
N	MeasConfigAppLayer-r17	554
N	MeasConfigAppLayerId-r17	536
N	MeasConfigMN	5411
N	MeasConfigSN	5250
N	MeasGapConfig	8388
N	MeasGapId-r17	8299
N	MeasGapSharingConfig	8411
N	MeasGapSharingScheme	8400
N	MeasId	7381
N	MeasIdToAddMod	8379
N	MeasIdToAddModList	8378
N	MeasIdToRemoveList	8377
N	MeasIdleCarrierEUTRA-r16	925
N	MeasIdleCarrierNR-r16	912
N	MeasIdleConfigDedicated-r16	8761
N	MeasIdleConfigSIB-r16	910
N	MeasObjectCLI-r16	8315
N	MeasObjectEUTRA	8302
N	MeasObjectId	2067
N	MeasObjectNR	8239
N	MeasObjectNR-SL-r16	8313
N	MeasObjectNR-SL-r18	8320
N	MeasObjectRxTxDiff-r17	8316
N	MeasObjectToAddMod	8237
N	MeasObjectToAddModList	8236
N	MeasObjectToRemoveList	8235
N	MeasObjectUTRA-FDD-r16	8310
N	MeasPosPreConfigGapId-r17	8404
N	MeasQuantityResults	5362
N	MeasQuantityResultsEUTRA	7437
N	MeasRSSI-ReportConfig-r16	6218
N	MeasReportAppLayer-r17	10154
N	MeasReportAppLayer-v1800	10163
N	MeasReportQuantity	6210
N	MeasReportQuantity-r16	8370
N	MeasReportQuantityCLI-r16	5588
N	MeasReportQuantityUTRA-FDD-r16	8332
N	MeasReselectionCarrierNR-r18	933
N	MeasResult2EUTRA	9043
N	MeasResult2EUTRA-r16	7434
N	MeasResult2NR	5358
N	MeasResult2NR-r16	7432
N	MeasResult2UTRA-FDD-r16	9015
N	MeasResultCBR-DedicatedSL-PRS-r18	10166
N	MeasResultCBR-NR-r16	10167
N	MeasResultCLI-RSSI-r16	10168
N	MeasResultCLI-r16	10169
N	MeasResultCellListSFTD-EUTRA	5471
N	MeasResultCellListSFTD-NR	5404
N	MeasResultCellSFTD-NR	5405
N	MeasResultEUTRA	7436
N	MeasResultFailedCell-r16	7407
N	MeasResultForRSSI-r16	10173
N	MeasResultFreqList	9023
N	MeasResultFreqListFailMRDC	9042
N	MeasResultIdleEUTRA-r16	10175
N	MeasResultIdleNR-r16	10181
N	MeasResultList2EUTRA	9011
N	MeasResultList2EUTRA-r16	7433
N	MeasResultList2NR	5357
N	MeasResultList2NR-r16	7431
N	MeasResultList2UTRA	9014
N	MeasResultListCLI-RSSI-r16	10172
N	MeasResultListEUTRA	7435
N	MeasResultListLogging2NR-r16	9741
N	MeasResultListLoggingNR-r16	9743
N	MeasResultListNR	5402
N	MeasResultListSRS-RSRP-r16	10170
N	MeasResultListUTRA-FDD-r16	9016
N	MeasResultLogging2NR-r16	9742
N	MeasResultLoggingNR-r16	9744
N	MeasResultNR	5359
N	MeasResultNR-SL-r16	10191
N	MeasResultNR-SL-r18	10193
N	MeasResultNeighFreqListRSSI-r18	10195
N	MeasResultNeighFreqRSSI-r18	10196
N	MeasResultRLFNR-r16	10197
N	MeasResultRxTxTimeDiff-r17	10203
N	MeasResultSCG-Failure	10204
N	MeasResultSFTD-EUTRA	5472
N	MeasResultSRS-RSRP-r16	10171
N	MeasResultServFreqListEUTRA-SCG	9649
N	MeasResultServFreqListNR-SCG	10205
N	MeasResultServMO	10206
N	MeasResultServMOList	10207
N	MeasResultServingCell-r16	9737
N	MeasResultSuccessHONR-r17	10208
N	MeasResultUTRA-FDD-r16	9017
N	MeasResults	10212
N	MeasResultsPerCarrierIdleEUTRA-r16	10177
N	MeasResultsPerCarrierIdleNR-r16	10187
N	MeasResultsPerCellIdleEUTRA-r16	10179
N	MeasResultsPerCellIdleNR-r16	10189
N	MeasResultsSL-r16	10218
N	MeasSequence-r18	8301
N	MeasTiming	10226
N	MeasTimingList	10228
N	MeasTriggerQuantity	5384
N	MeasTriggerQuantityCLI-r16	5579
N	MeasTriggerQuantityEUTRA	8339
N	MeasTriggerQuantityOffset	5377
N	MeasTriggerQuantityUTRA-FDD-r16	8344
N	MeasWindowConfig-r18	8417
N	MeasurementReport	10229
N	MeasurementReport-IEs	10231
N	MeasurementReportAppLayer-r17	10235
N	MeasurementReportAppLayer-r17-IEs	10237
N	MeasurementReportAppLayer-v1800-IEs	10240
N	MeasurementReportAppLayerList-r17	10238
N	MeasurementReportAppLayerList-v1800	10241
N	MeasurementTimingConfiguration	10244
N	MeasurementTimingConfiguration-IEs	10247
N	MeasurementTimingConfiguration-v1550-IEs	10248
N	MeasurementTimingConfiguration-v1610-IEs	10251
N	MeasurementValidityDuration-r18	935
N	MinSchedulingOffsetK0-Values-r16	1840
N	MinSchedulingOffsetK0-Values-r17	1903
N	MinSchedulingOffsetK2-Values-r16	2374
N	MinSchedulingOffsetK2-Values-r17	2493
N	MinSchedulingOffsetPreference-r16	10258
N	MinSchedulingOffsetPreferenceConfig-r16	8477
N	MinSchedulingOffsetPreferenceExt-r17	10269
N	MinTimeGap-r16	9813
N	MinTimeGapFR2-2-r17	9825
N	MobilityFromNRCommand	8816
N	MobilityFromNRCommand-IEs	8818
N	MobilityFromNRCommand-v1610-IEs	8823
N	MobilityHistoryReport-r16	10276
N	MobilityStateParameters	692
N	ModulationOrder	9241
N	MsgA-ConfigCommon-r16	419
N	MsgA-DMRS-Config-r16	402
N	MsgA-PUSCH-Config-r16	386
N	MsgA-PUSCH-Resource-r16	387
N	MultiBandInfoListEUTRA	5469
N	MultiDCI-MultiTRP-r16	9243
N	MultiFrequencyBandListNR	913
N	MultiFrequencyBandListNR-Aerial-SIB-r18	746
N	MultiFrequencyBandListNR-SIB	709
N	MultiFrequencyBandListNR-SIB-v1760	742
N	MultiPDSCH-TDRA-List-r17	1914
N	MultiPDSCH-TDRA-r17	1898
N	MultiRx-PreferenceReportingConfigFR2-r18	8629
N	MulticastConfig-r17	6662
N	MulticastConfigInactive-r18	8749
N	MulticastMCCH-Message-r18	10290
N	MulticastMCCH-MessageType-r18	10291
N	MulticastRLC-BearerConfig-r17	6412
N	N1-N2-CBSR-List-r18	5996
N	N1-N2-CBSR-r18	6064
N	N3C-IndirectPathAddChange-r18	8610
N	N3C-IndirectPathConfigRelay-r18	8615
N	N3C-MappingConfig-r18	8618
N	N3C-RelayUE-Info-r18	8611
N	NAICS-Capability-Entry	10295
N	NCR-AperiodicFwdConfig-r18	7288
N	NCR-AperiodicFwdTimeResource-r18	7290
N	NCR-AperiodicFwdTimeResourceId-r18	7291
N	NCR-FwdConfig-r18	7223
N	NCR-MsPeriodicityAndSlotOffset-r18	7257
N	NCR-Parameters-r18	10298
N	NCR-PeriodicFwdResource-r18	7228
N	NCR-PeriodicFwdResourceId-r18	7229
N	NCR-PeriodicFwdResourceSet-r18	7225
N	NCR-PeriodicFwdResourceSetId-r18	7226
N	NCR-PeriodicityAndOffset-r18	7232
N	NCR-SemiPersistentFwdResource-r18	7302
N	NCR-SemiPersistentFwdResourceId-r18	7303
N	NCR-SemiPersistentFwdResourceSet-r18	7299
N	NCR-SemiPersistentFwdResourceSetId-r18	7300
N	NCR-SlotPeriodicityAndSlotOffset-r18	7233
N	NG-5G-S-TMSI	10302
N	NID-r16	607
N	NPN-Identity-r16	1157
N	NPN-IdentityInfo-r16	1155
N	NPN-IdentityInfoList-r16	1154
N	NR-DL-PRS-PDC-Info-r17	6952
N	NR-DL-PRS-PDC-ResourceSet-r17	6953
N	NR-DL-PRS-Periodicity-and-ResourceSetSlotOffset-r17	6954
N	NR-DL-PRS-Resource-r17	7031
N	NR-DL-PRS-ResourceID-r17	2745
N	NR-FreqInfo	5252
N	NR-MultiBandInfo	710
N	NR-MultiBandInfo-v1760	743
N	NR-MultiBandInfoAerial-r18	747
N	NR-NS-PmaxList	711
N	NR-NS-PmaxList-v1760	744
N	NR-NS-PmaxListAerial-r18	748
N	NR-NS-PmaxValue	712
N	NR-NS-PmaxValue-v1760	745
N	NR-NS-PmaxValueAerial-r18	749
N	NR-PRS-MeasurementInfo-r16	9725
N	NR-PRS-MeasurementInfoList-r16	9724
N	NR-RS-Type	5396
N	NR-TimeStamp-r17	10303
N	NRDC-Parameters	10310
N	NRDC-Parameters-v1570	10315
N	NRDC-Parameters-v15c0	10317
N	NRDC-Parameters-v1610	10320
N	NRDC-Parameters-v1700	10321
N	NSAG-ID-r17	367
N	NSAG-IdentityInfo-r17	959
N	NSAG-List-r17	373
N	NTN-Config-r17	976
N	NTN-CovEnh-r18	1006
N	NTN-NeighCellConfig-r17	1004
N	NTN-NeighCellConfigList-r17	1003
N	NTN-NeighbourCellInfo-r18	7347
N	NTN-Parameters-r17	10323
N	NTN-Parameters-v1820	10605
N	NZP-CSI-RS-Pairing-r17	5617
N	NZP-CSI-RS-Resource	5681
N	NZP-CSI-RS-ResourceId	115
N	NZP-CSI-RS-ResourceIndex-r18	6131
N	NZP-CSI-RS-ResourceSet	5688
N	NZP-CSI-RS-ResourceSetId	5689
N	NeedForGapNCSG-ConfigEUTRA-r17	8584
N	NeedForGapNCSG-ConfigNR-r17	8580
N	NeedForGapNCSG-InfoEUTRA-r17	292
N	NeedForGapNCSG-InfoNR-r17	285
N	NeedForGapsBandListNR-r16	278
N	NeedForGapsConfigNR-r16	8506
N	NeedForGapsInfoNR-r16	274
N	NeedForGapsIntraFreq-r16	276
N	NeedForGapsIntraFreqList-r16	275
N	NeedForGapsNR-r16	279
N	NeedForInterruptionBandListNR-r18	302
N	NeedForInterruptionInfoNR-r18	298
N	NeedForInterruptionIntraFreqList-r18	299
N	NeedForInterruptionNR-r18	300
N	NeedForNCSG-BandListNR-r17	289
N	NeedForNCSG-EUTRA-r17	294
N	NeedForNCSG-IntraFreq-r17	287
N	NeedForNCSG-IntraFreqList-r17	286
N	NeedForNCSG-NR-r17	290
N	NeighbourCellInfo-r17	8562
N	NextHopChainingCount	8430
N	NonCellDefiningSSB-r17	2064
N	NonServingInfo-r18	9845
N	NumberOfCarriers	9094
N	NumberOfMsg3-Repetitions-r17	1447
N	OLPC-SRS-Pos-r16	4488
N	OffsetValue-r17	5162
N	OnDemandSIB-Request-r16	8510
N	Orbital-r17	993
N	OtherConfig	8434
N	OtherConfig-v1540	8440
N	OtherConfig-v1610	8455
N	OtherConfig-v1700	8522
N	OtherConfig-v1800	8619
N	OtherConfig-v1830	8695
N	OutsideActiveTimeConfig-r16	6911
N	OverheatingAssistance	189
N	OverheatingAssistance-r17	200
N	OverheatingAssistanceConfig	8443
N	P-Max	172
N	P0-PUCCH	2161
N	P0-PUCCH-Id	2151
N	P0-PUSCH-AlphaSet	2329
N	P0-PUSCH-AlphaSetId	2330
N	P0-PUSCH-Set-r16	2452
N	P0-PUSCH-SetId-r16	2453
N	P0-PUSCH-r16	2455
N	P0AlphaSet-r17	7069
N	PCCH-Config	1369
N	PCCH-Message	10606
N	PCCH-MessageType	10607
N	PCI-ARFCN-EUTRA-r16	10282
N	PCI-ARFCN-NR-r16	7358
N	PCI-List	8250
N	PCI-Range	771
N	PCI-RangeElement	8268
N	PCI-RangeIndex	8266
N	PCI-RangeIndexList	8265
N	PDCCH-BlindDetection	6587
N	PDCCH-BlindDetection2-r16	6622
N	PDCCH-BlindDetection3-r16	6625
N	PDCCH-BlindDetection4-r17	6674
N	PDCCH-BlindDetectionCA-CombIndicator-r16	6617
N	PDCCH-BlindDetectionCA-CombIndicator-r17	6666
N	PDCCH-BlindDetectionCA-Mixed-r17	3310
N	PDCCH-BlindDetectionCA-Mixed1-r17	3320
N	PDCCH-BlindDetectionCA-MixedExt-r16	3101
N	PDCCH-BlindDetectionCG-UE-Mixed-r17	3314
N	PDCCH-BlindDetectionCG-UE-Mixed1-r17	3325
N	PDCCH-BlindDetectionCG-UE-MixedExt-r16	3105
N	PDCCH-BlindDetectionMCG-SCG-r17	3305
N	PDCCH-BlindDetectionMixed-r17	3309
N	PDCCH-BlindDetectionMixed1-r17	3319
N	PDCCH-BlindDetectionMixed1-r18	3624
N	PDCCH-BlindDetectionMixed2-r18	3620
N	PDCCH-BlindDetectionMixedList-r16	3099
N	PDCCH-Config	1677
N	PDCCH-ConfigCommon	1208
N	PDCCH-ConfigSIB1	665
N	PDCCH-MonitoringOccasions-r16	9119
N	PDCCH-RepetitionParameters-r17	9155
N	PDCCH-ServingCellConfig	6820
N	PDCP-Config	7493
N	PDCP-Parameters	10628
N	PDCP-ParametersMRDC	10666
N	PDCP-ParametersMRDC-v1610	10669
N	PDCP-ParametersSidelink-r18	10671
N	PDSCH-CodeBlockGroupTransmission	6855
N	PDSCH-CodeBlockGroupTransmissionList-r16	6864
N	PDSCH-Config	1741
N	PDSCH-ConfigBroadcast-r17	1030
N	PDSCH-ConfigCommon	1363
N	PDSCH-ConfigDCI-1-3-r18	1919
N	PDSCH-ConfigDCI-1-3-v1860	1927
N	PDSCH-ConfigIndex-r17	9869
N	PDSCH-ConfigPTM-r17	1032
N	PDSCH-HARQ-ACK-CodebookList-r16	6612
N	PDSCH-HARQ-ACK-EnhType3-r17	6628
N	PDSCH-HARQ-ACK-EnhType3Index-r17	6629
N	PDSCH-ServingCellConfig	6852
N	PDSCH-TimeDomainResourceAllocation	1365
N	PDSCH-TimeDomainResourceAllocation-r16	1037
N	PDSCH-TimeDomainResourceAllocationList	1364
N	PDSCH-TimeDomainResourceAllocationList-r16	1036
N	PDU-SessionID	7568
N	PDU-SessionToReportUL-TrafficInfo-r18	8636
N	PDU-SessionUL-TrafficInfo-r18	10674
N	PEI-Config-r17	1402
N	PH-InfoMCG	5440
N	PH-InfoSCG	5261
N	PH-TypeListMCG	5439
N	PH-TypeListSCG	5260
N	PH-UplinkCarrierMCG	5441
N	PH-UplinkCarrierSCG	5262
N	PHR-Config	6434
N	PLMN-Identity	253
N	PLMN-Identity-EUTRA-5GC	5464
N	PLMN-IdentityInfo	1145
N	PLMN-IdentityInfoList	1144
N	PLMN-IdentityList-EUTRA-5GC	5463
N	PLMN-IdentityList-EUTRA-EPC	5457
N	PLMN-IdentityList2-r16	547
N	PLMN-RAN-AreaCell	252
N	PLMN-RAN-AreaCellList	251
N	PLMN-RAN-AreaConfig	259
N	PLMN-RAN-AreaConfigList	258
N	PRACH-ResourceDedicatedBFR	2792
N	PRB-Id	2087
N	PRS-ProcessingCapabilityOutsideMGinPPWperType-r17	4698
N	PTRS-DensityRecommendationDL	3867
N	PTRS-DensityRecommendationUL	3874
N	PTRS-DownlinkConfig	1753
N	PTRS-UplinkConfig	2296
N	PUCCH-CSI-Resource	5737
N	PUCCH-Config	2078
N	PUCCH-ConfigCommon	1431
N	PUCCH-ConfigurationList-r16	2805
N	PUCCH-FormatConfig	2115
N	PUCCH-FormatConfigExt-r17	2237
N	PUCCH-Group-Config-r17	3283
N	PUCCH-Grp-CarrierTypes-r16	3055
N	PUCCH-MaxCodeRate	2118
N	PUCCH-PathlossReferenceRS	2164
N	PUCCH-PathlossReferenceRS-Id	2150
N	PUCCH-PathlossReferenceRS-Id-r17	2247
N	PUCCH-PathlossReferenceRS-Id-v1610	2171
N	PUCCH-PathlossReferenceRS-r16	2170
N	PUCCH-PowerControl	2154
N	PUCCH-PowerControlSetInfo-r17	2244
N	PUCCH-PowerControlSetInfoId-r17	2245
N	PUCCH-Resource	2086
N	PUCCH-ResourceExt-v1610	2174
N	PUCCH-ResourceGroup-r16	2223
N	PUCCH-ResourceGroupId-r16	2224
N	PUCCH-ResourceId	1934
N	PUCCH-ResourceSet	2080
N	PUCCH-ResourceSetId	2081
N	PUCCH-SRS	2149
N	PUCCH-SpatialRelationInfo	2146
N	PUCCH-SpatialRelationInfoExt-r16	2218
N	PUCCH-SpatialRelationInfoId	2147
N	PUCCH-SpatialRelationInfoId-r16	2221
N	PUCCH-SpatialRelationInfoId-v1610	2219
N	PUCCH-TPC-CommandConfig	1697
N	PUCCH-format0	2090
N	PUCCH-format1	2094
N	PUCCH-format2	2099
N	PUCCH-format3	2103
N	PUCCH-format4	2107
N	PUSCH-Allocation-r16	2415
N	PUSCH-CodeBlockGroupTransmission	6763
N	PUSCH-Config	2286
N	PUSCH-ConfigCommon	1420
N	PUSCH-ConfigDCI-0-3-r18	2530
N	PUSCH-PathlossReferenceRS	2333
N	PUSCH-PathlossReferenceRS-Id	2334
N	PUSCH-PathlossReferenceRS-Id-r17	2464
N	PUSCH-PathlossReferenceRS-Id-v1610	2448
N	PUSCH-PathlossReferenceRS-r16	2447
N	PUSCH-PowerControl	2325
N	PUSCH-PowerControl-v1610	2445
N	PUSCH-ServingCellConfig	6760
N	PUSCH-TPC-CommandConfig	1692
N	PUSCH-TimeDomainResourceAllocation	1423
N	PUSCH-TimeDomainResourceAllocation-r16	2412
N	PUSCH-TimeDomainResourceAllocationList	1422
N	PUSCH-TimeDomainResourceAllocationList-r16	2411
N	Paging	10609
N	Paging-v1700-IEs	10615
N	Paging-v1800-IEs	10620
N	PagingCycle	1370
N	PagingGroupList-r17	10619
N	PagingGroupList-v1800	10624
N	PagingRecord	10611
N	PagingRecord-v1700	10617
N	PagingRecord-v1800	10622
N	PagingRecordList	10610
N	PagingRecordList-v1700	10616
N	PagingRecordList-v1800	10621
N	PagingUE-Identity	10612
N	PathlossReferenceRS-Config	2677
N	PathlossReferenceRS-Id-r17	1768
N	PathlossReferenceRS-r16	2682
N	PathlossReferenceRS-r17	2823
N	PathlossReferenceRSList-r16	2681
N	PathlossReferenceRSs-v1610	2169
N	PerRAAttemptInfo-r16	7446
N	PerRAAttemptInfoList-r16	7445
N	PerRACSI-RSInfo-r16	7450
N	PerRACSI-RSInfo-v1660	9030
N	PerRACSI-RSInfo-v1800	9037
N	PerRAInfo-r16	7442
N	PerRAInfo-v1800	9033
N	PerRAInfoList-r16	7441
N	PerRAInfoList-v1660	9029
N	PerRAInfoList-v1800	9032
N	PerRASSBInfo-r16	7443
N	PerRASSBInfo-v1800	9034
N	PeriodicRNAU-TimerValue	8731
N	PeriodicalReportConfig	6208
N	PeriodicalReportConfigInterRAT	8329
N	PeriodicalReportConfigNR-SL-r16	8368
N	Phy-Parameters	10327
N	Phy-Parameters-v16a0	10685
N	Phy-ParametersCommon	10328
N	Phy-ParametersCommon-v16a0	10686
N	Phy-ParametersFR1	10550
N	Phy-ParametersFR2	10565
N	Phy-ParametersFRX-Diff	10479
N	Phy-ParametersMRDC	10688
N	Phy-ParametersSharedSpectrumChAccess-r16	10692
N	Phy-ParametersXDD-Diff	10471
N	PhysCellId	42
N	PhysCellIdUTRA-FDD-r16	7354
N	PhysicalCellGroupConfig	6578
N	PollByte	1635
N	PollPDU	1634
N	PortIndex2	5865
N	PortIndex4	5860
N	PortIndex8	5851
N	PortIndexFor8Ranks	5849
N	PosGapConfig-r17	8403
N	PosMeasGapPreConfigToAddModList-r17	8402
N	PosMeasGapPreConfigToReleaseList-r17	8410
N	PosSI-SchedulingInfo-r16	1522
N	PosSIB-MappingInfo-r16	1528
N	PosSIB-ReqInfo-r16	8909
N	PosSIB-Type-r16	1529
N	PosSRS-BWA-IndependentCA-RRC-Connected-r18	9441
N	PosSRS-BWA-RRC-Connected-r18	9428
N	PosSRS-BWA-RRC-Inactive-r18	4772
N	PosSRS-RRC-Inactive-OutsideInitialUL-BWP-r17	4650
N	PosSRS-TxFrequencyHoppingRRC-Connected-r18	4751
N	PosSRS-TxFrequencyHoppingRRC-Inactive-r18	4762
N	PosSchedulingInfo-r16	1524
N	PosSystemInformation-r16-IEs	1130
N	PositionStateVector-r17	991
N	PositionVelocity-r17	990
N	PowSav-Parameters-r16	10712
N	PowSav-Parameters-v1700	10721
N	PowSav-ParametersCommon-r16	10713
N	PowSav-ParametersFR2-2-r17	10722
N	PowSav-ParametersFRX-Diff-r16	10718
N	ProcessingParameters	9091
N	PropDelayDiffReportConfig-r17	8559
N	PropagationDelayDifference-r17	10725
N	Q-OffsetRange	689
N	Q-OffsetRangeList	6330
N	Q-QualMin	707
N	Q-RxLevMin	706
N	QCL-Info	1765
N	QFI	7573
N	QFI-List-r18	10162
N	QOS-FlowUL-TrafficInfo-r18	10676
N	Qoe-AreaScope-r18	541
N	QuantityConfig	8381
N	QuantityConfigNR	8383
N	QuantityConfigRS	8384
N	QuantityConfigUTRA-FDD-r16	8386
N	RA-InformationCommon-r16	10727
N	RA-Prioritization	356
N	RA-PrioritizationForSlicing-r17	363
N	RA-PrioritizationSliceInfo-r17	365
N	RA-PrioritizationSliceInfoList-r17	364
N	RA-Report-r16	10767
N	RA-ReportList-r16	10771
N	RACH-ConfigCommon	318
N	RACH-ConfigCommonTwoStepRA-r16	420
N	RACH-ConfigDedicated	6722
N	RACH-ConfigGeneric	319
N	RACH-ConfigGenericTwoStepRA-r16	421
N	RACH-ConfigTwoTA-r18	1451
N	RACH-LessHO-r18	6728
N	RAN-AreaCode	264
N	RAN-AreaConfig	261
N	RAN-NotificationAreaInfo	250
N	RAN-VisibleMeasurements-r17	10157
N	RAN-VisibleParameters-r17	561
N	RAT-Type	8811
N	RB-SetGroup-r17	625
N	RF-Parameters	10772
N	RF-Parameters-v15g0	10782
N	RF-Parameters-v16a0	10783
N	RF-Parameters-v16c0	10784
N	RF-Parameters-v16j0	10786
N	RF-Parameters-v17b0	10787
N	RF-ParametersMRDC	10789
N	RF-ParametersMRDC-v15g0	10793
N	RF-ParametersMRDC-v15n0	10794
N	RF-ParametersMRDC-v16e0	10795
N	RLC-BearerConfig	6400
N	RLC-Config	1629
N	RLC-Config-v1610	6404
N	RLC-Config-v1700	6407
N	RLC-Parameters	10796
N	RLC-ParametersSidelink-r16	10804
N	RLF-Report-r16	10807
N	RLF-TimersAndConstants	6734
N	RLM-RelaxationReportingConfig-r17	8544
N	RMTC-Config-r16	8287
N	RNTI-Value	1
N	RRC-PosSystemInfoRequest-r16-IEs	10833
N	RRC-TransactionIdentifier	7455
N	RRCReconfiguration	8230
N	RRCReconfiguration-IEs	8232
N	RRCReconfiguration-v1530-IEs	8423
N	RRCReconfiguration-v1540-IEs	8439
N	RRCReconfiguration-v1560-IEs	8445
N	RRCReconfiguration-v15t0-IEs	10836
N	RRCReconfiguration-v1610-IEs	8454
N	RRCReconfiguration-v16k0-IEs	10838
N	RRCReconfiguration-v1700-IEs	8521
N	RRCReconfiguration-v1800-IEs	8600
N	RRCReconfiguration-v1830-IEs	8694
N	RRCReconfigurationComplete	10846
N	RRCReconfigurationComplete-IEs	10848
N	RRCReconfigurationComplete-v1530-IEs	10850
N	RRCReconfigurationComplete-v1560-IEs	10858
N	RRCReconfigurationComplete-v1610-IEs	10862
N	RRCReconfigurationComplete-v1640-IEs	10872
N	RRCReconfigurationComplete-v1700-IEs	10881
N	RRCReconfigurationComplete-v1720-IEs	10882
N	RRCReconfigurationComplete-v1800-IEs	10884
N	RRCReestablishment	8775
N	RRCReestablishment-IEs	8777
N	RRCReestablishment-v1700-IEs	8779
N	RRCReestablishmentComplete	10890
N	RRCReestablishmentComplete-IEs	10892
N	RRCReestablishmentComplete-v1610-IEs	10894
N	RRCReestablishmentComplete-v1800-IEs	10895
N	RRCReestablishmentRequest	10901
N	RRCReestablishmentRequest-IEs	10902
N	RRCReject	7478
N	RRCReject-IEs	7480
N	RRCRelease	8722
N	RRCRelease-IEs	8724
N	RRCRelease-v1540-IEs	8756
N	RRCRelease-v1610-IEs	8757
N	RRCRelease-v1650-IEs	8769
N	RRCRelease-v1710-IEs	8771
N	RRCResume	8699
N	RRCResume-IEs	8701
N	RRCResume-v1560-IEs	8705
N	RRCResume-v1610-IEs	8707
N	RRCResume-v1700-IEs	8714
N	RRCResume-v1800-IEs	8716
N	RRCResumeComplete	10906
N	RRCResumeComplete-IEs	10908
N	RRCResumeComplete-v1610-IEs	10911
N	RRCResumeComplete-v1640-IEs	10918
N	RRCResumeComplete-v1700-IEs	10919
N	RRCResumeComplete-v1720-IEs	10920
N	RRCResumeComplete-v1800-IEs	10921
N	RRCResumeRequest	10928
N	RRCResumeRequest-IEs	10929
N	RRCResumeRequest1	10933
N	RRCResumeRequest1-IEs	10934
N	RRCSetup	7485
N	RRCSetup-IEs	7487
N	RRCSetup-v1700-IEs	7597
N	RRCSetupComplete	10937
N	RRCSetupComplete-IEs	10939
N	RRCSetupComplete-v15s0-IEs	10965
N	RRCSetupComplete-v1610-IEs	10947
N	RRCSetupComplete-v1690-IEs	10952
N	RRCSetupComplete-v16j0-IEs	10967
N	RRCSetupComplete-v1700-IEs	10954
N	RRCSetupComplete-v17b0-IEs	10969
N	RRCSetupComplete-v1800-IEs	10956
N	RRCSetupRequest	10972
N	RRCSetupRequest-IEs	10973
N	RRCSystemInfoRequest	10975
N	RRCSystemInfoRequest-IEs	10977
N	RRM-Config	9647
N	RRM-MeasRelaxationReportingConfig-r17	8554
N	RSRP-ChangeThreshold-r17	138
N	RSRP-Range	349
N	RSRP-RangeEUTRA	929
N	RSRQ-Range	686
N	RSRQ-RangeEUTRA	7438
N	RSRQ-RangeEUTRA-r16	930
N	RSSI-PeriodicityAndOffset-r16	5605
N	RSSI-Range-r16	6219
N	RSSI-ResourceConfigCLI-r16	5600
N	RSSI-ResourceId-r16	5591
N	RSSI-ResourceListConfigCLI-r16	5599
N	RadioBearerConfig	7488
N	RadioLinkMonitoringConfig	1947
N	RadioLinkMonitoringRS	1949
N	RadioLinkMonitoringRS-Id	1950
N	RangeToBestCell	688
N	RateMatchDCI-1-3-r18	7139
N	RateMatchPattern	1045
N	RateMatchPatternGroup	1779
N	RateMatchPatternId	1046
N	RateMatchPatternLTE-CRS	1064
N	ReconfigurationWithSync	6686
N	RedCap-ConfigCommonSIB-r17	1559
N	RedCapParameters-r17	10982
N	RedCapParameters-v1740	10985
N	RedirectedCarrierInfo	8725
N	RedirectedCarrierInfo-EUTRA	8726
N	ReducedAggregatedBandwidth	194
N	ReducedAggregatedBandwidth-r17	202
N	ReducedMaxBW-FRx-r16	193
N	ReducedMaxCCs-r16	190
N	ReestabNCellInfo	163
N	ReestabNCellInfoList	162
N	ReestabUE-Identity	10903
N	ReestablishmentCause	10904
N	ReestablishmentInfo	160
N	ReferenceConfiguration-r18	5342
N	ReferenceLocation-r17	308
N	ReferenceSFN-AndSlot-r18	10679
N	ReferenceSignalConfig	8243
N	ReferenceTime-r16	895
N	ReferenceTimeInfo-r16	894
N	RegisteredAMF	10941
N	RejectWaitTime	7481
N	RelayParameters-r17	10987
N	RelaysTriggeredList-r17	11005
N	ReleasePreference-r16	11006
N	ReleasePreferenceConfig-r16	8481
N	RepFactorAndTimeGap-r17	7046
N	RepetitionSchemeConfig-r16	1866
N	RepetitionSchemeConfig-v1630	1879
N	ReportCGI	6333
N	ReportCGI-EUTRA	8361
N	ReportConfigId	8323
N	ReportConfigInterRAT	8327
N	ReportConfigNR	6206
N	ReportConfigNR-SL-r16	8366
N	ReportConfigToAddMod	8325
N	ReportConfigToAddModList	8324
N	ReportConfigToRemoveList	8322
N	ReportInterval	5583
N	ReportOnScellActivation-r18	6344
N	ReportSFTD-EUTRA	8363
N	ReportSFTD-NR	6335
N	ReportUplinkTxDirectCurrentMoreCarrier-r17	7215
N	ReportedFeatureCombination-r18	10751
N	ReselectionThreshold	701
N	ReselectionThresholdQ	702
N	ResourceConfigNRDC-r17	206
N	ResourceConfigPerFR-r17	207
N	ResultsPerCSI-RS-Index	5367
N	ResultsPerCSI-RS-IndexList	5366
N	ResultsPerSSB-Index	5365
N	ResultsPerSSB-IndexIdle-r16	10184
N	ResultsPerSSB-IndexList	5364
N	ResultsPerSSB-IndexList-r16	10183
N	ResumeCause	10931
N	RxTxPeriodical-r17	6341
N	RxTxReportInterval-r17	6342
N	RxTxTimeDiff-r17	8796
N	S-NSSAI	10758
N	SBAS-ID-r16	1533
N	SCG-DeactivationPreferenceConfig-r17	8550
N	SCGFailureInformation	11008
N	SCGFailureInformation-IEs	11010
N	SCGFailureInformation-v1590-IEs	11011
N	SCGFailureInformationEUTRA	11015
N	SCGFailureInformationEUTRA-IEs	11017
N	SCGFailureInformationEUTRA-v1590-IEs	11018
N	SCS-SpecificCarrier	146
N	SCS-SpecificDuration-r17	1734
N	SCellActivationRS-Config-r17	6145
N	SCellActivationRS-ConfigId-r17	6146
N	SCellConfig	7171
N	SCellIndex	6646
N	SCellSIB20-r17	7177
N	SDAP-Config	7567
N	SDAP-Parameters	11022
N	SDM-Scheme-r18	2512
N	SDT-CG-Config-r17	18
N	SDT-Config-r17	12
N	SDT-ConfigCommonSIB-r17	1555
N	SDT-MAC-PHY-CG-Config-r17	11028
N	SFN-Scheme-r18	2515
N	SFTD-FrequencyList-EUTRA	5477
N	SFTD-FrequencyList-NR	5476
N	SHR-Cause-r17	11037
N	SI-RequestConfig	1190
N	SI-RequestConfigRepetition-r18	1537
N	SI-RequestResources	1195
N	SI-RequestResourcesRepetition-r18	1541
N	SI-SchedulingInfo	1179
N	SI-SchedulingInfo-v1700	1566
N	SI-SchedulingInfo-v1740	1587
N	SI-SchedulingInfo-v1800	1595
N	SIB-Mapping	1184
N	SIB-Mapping-v1700	1572
N	SIB-ReqInfo-r16	8907
N	SIB-Type-r17	10747
N	SIB-Type-r18	10766
N	SIB-TypeInfo	1185
N	SIB-TypeInfo-v1700	1573
N	SIB1	1139
N	SIB1-v1610-IEs	1519
N	SIB1-v1630-IEs	1545
N	SIB1-v1700-IEs	1549
N	SIB1-v1740-IEs	1586
N	SIB1-v1800-IEs	1588
N	SIB10-r16	904
N	SIB11-r16	909
N	SIB12-IEs-r16	11042
N	SIB12-IEs-v16k0	11101
N	SIB12-r16	937
N	SIB13-r16	941
N	SIB14-r16	946
N	SIB15-r17	949
N	SIB16-r17	953
N	SIB17-IEs-r17	11106
N	SIB17-r17	963
N	SIB17bis-IEs-r18	11126
N	SIB17bis-r18	1123
N	SIB18-r17	967
N	SIB19-r17	975
N	SIB2	682
N	SIB20-r17	1011
N	SIB21-r17	1103
N	SIB22-r18	1109
N	SIB23-IEs-r18	11149
N	SIB23-r18	1112
N	SIB24-r18	1116
N	SIB25-r18	1118
N	SIB3	764
N	SIB4	785
N	SIB5	828
N	SIB6	865
N	SIB7	870
N	SIB8	878
N	SIB9	887
N	SIBpos-r16	1133
N	SINR-Range	687
N	SINR-RangeEUTRA	7439
N	SK-Counter	7405
N	SK-CounterConfig-r18	7403
N	SK-CounterConfiguration-r18	7400
N	SL-BWP-Config-r16	7693
N	SL-BWP-ConfigCommon-r16	11050
N	SL-BWP-DiscPoolConfig-r17	7921
N	SL-BWP-DiscPoolConfigCommon-r17	11054
N	SL-BWP-Generic-r16	7694
N	SL-BWP-PRS-PoolConfig-r18	7925
N	SL-BWP-PRS-PoolConfigCommon-r18	11070
N	SL-BWP-PoolConfig-r16	7728
N	SL-BWP-PoolConfigCommon-r16	11051
N	SL-BetaOffsets-r16	7744
N	SL-CBR-CommonTxConfigList-r16	7666
N	SL-CBR-CommonTxDedicatedSL-PRS-RP-List-r18	7675
N	SL-CBR-DedicatedSL-PRS-RP-r18	7678
N	SL-CBR-LevelsConfig-r16	7668
N	SL-CBR-LevelsDedicatedSL-PRS-RP-r18	7677
N	SL-CBR-PSSCH-TxConfig-r16	7671
N	SL-CBR-PriorityTxConfigList-r16	7774
N	SL-CBR-PriorityTxConfigList-v1650	7795
N	SL-CBR-SL-PRS-TxConfig-r18	7680
N	SL-CBR-r16	7669
N	SL-CG-MaxTransNum-r16	7619
N	SL-CG-MaxTransNumList-r16	7618
N	SL-CPE-StartingPositionsPSCCH-PSSCH-List-r18	7878
N	SL-CPE-StartingPositionsPSCCH-PSSCH-r18	7879
N	SL-CarrierFailure-r18	11155
N	SL-CarrierFailureList-r18	11158
N	SL-ConfigCommonNR-r16	11043
N	SL-ConfigCommonNR-v16k0	11102
N	SL-ConfigDedicatedEUTRA-Info-r16	8517
N	SL-ConfigDedicatedNR-r16	7598
N	SL-ConfigDedicatedNR-v16k0	10841
N	SL-ConfigIndexCG-r16	7610
N	SL-ConfiguredGrantConfig-r16	7612
N	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-List-r18	7633
N	SL-ConfiguredGrantConfigDedicatedSL-PRS-RP-r18	7636
N	SL-ConfiguredGrantConfigList-r16	7608
N	SL-DRX-Config-r17	8099
N	SL-DRX-ConfigGC-BC-r17	8100
N	SL-DRX-ConfigUC-Info-r17	8115
N	SL-DRX-ConfigUC-SemiStatic-r17	11159
N	SL-DRX-ConfigUC-r17	8116
N	SL-DRX-GC-BC-QoS-r17	8102
N	SL-DRX-GC-Generic-r17	8109
N	SL-DestinationIdentity-r16	8173
N	SL-DestinationIndex-r16	8065
N	SL-DiscConfig-r17	8181
N	SL-DiscConfig-v1800	8189
N	SL-DiscConfig-v1830	8196
N	SL-DiscConfig-v1840	8200
N	SL-DiscConfigCommon-r17	11084
N	SL-DiscConfigCommon-v1800	11096
N	SL-DiscConfigCommon-v1840	11100
N	SL-EUTRA-AnchorCarrierFreqList-r16	11074
N	SL-EventTriggerConfig-r16	8083
N	SL-Failure-r16	11185
N	SL-FailureList-r16	11187
N	SL-Freq-Id-r16	7685
N	SL-FreqConfig-r16	7687
N	SL-FreqConfigCommon-r16	11045
N	SL-FreqConfigCommonExt-v16k0	11104
N	SL-FreqConfigExt-v16k0	10844
N	SL-FreqConfigExt-v1800	8154
N	SL-FreqSelectionConfig-r18	8157
N	SL-IndirectPathAddChange-r18	8606
N	SL-InterUE-CoordinationConfig-r17	7845
N	SL-InterUE-CoordinationScheme1-r17	7846
N	SL-InterUE-CoordinationScheme2-r17	7867
N	SL-InterestedFreqList-r16	11188
N	SL-L2RelayUE-Config-r17	8565
N	SL-L2RemoteUE-Config-r17	8204
N	SL-LBT-FailureRecoveryConfig-r18	7709
N	SL-LogicalChannelConfig-r16	8012
N	SL-MappedQoS-FlowsListDedicated-r16	8054
N	SL-MappingConfig-U2U-r18	8218
N	SL-MappingToAddMod-r17	8208
N	SL-MeasConfig-r16	8068
N	SL-MeasConfigCommon-r16	11077
N	SL-MeasConfigInfo-r16	8067
N	SL-MeasId-r16	8091
N	SL-MeasIdInfo-r16	8093
N	SL-MeasIdList-r16	8092
N	SL-MeasIdToRemoveList-r16	8090
N	SL-MeasObject-r16	8073
N	SL-MeasObjectId-r16	8070
N	SL-MeasObjectInfo-r16	8072
N	SL-MeasObjectList-r16	8071
N	SL-MeasObjectToRemoveList-r16	8069
N	SL-MeasReportQuantity-r16	6246
N	SL-MeasTriggerQuantity-r16	6267
N	SL-MinMaxMCS-Config-r16	7660
N	SL-MinMaxMCS-List-r16	7659
N	SL-NR-AnchorCarrierFreqList-r16	11073
N	SL-PBPS-CPS-Config-r17	7830
N	SL-PDCP-Config-r16	8059
N	SL-PHY-MAC-RLC-Config-r16	7599
N	SL-PHY-MAC-RLC-Config-v16k0	10842
N	SL-PHY-MAC-RLC-Config-v1700	8098
N	SL-PQI-r16	8042
N	SL-PRS-PowerControl-r18	7950
N	SL-PRS-QoS-Info-r18	11190
N	SL-PRS-ResourceDedicatedSL-PRS-RP-r18	7944
N	SL-PRS-ResourcePool-r18	7927
N	SL-PRS-ResourcePoolConfig-r18	7988
N	SL-PRS-ResourcePoolID-r18	7986
N	SL-PRS-ResourceSharedSL-PRS-RP-r18	7904
N	SL-PRS-ThresRSRP-r18	7982
N	SL-PRS-TxConfigIndex-r18	7972
N	SL-PRS-TxInfo-r18	11194
N	SL-PRS-TxPoolDedicated-r18	7984
N	SL-PRS-UE-AssistanceInformationNR-r18	11199
N	SL-PSBCH-Config-r16	7699
N	SL-PSCCH-Config-r16	7733
N	SL-PSCCH-ConfigDedicatedSL-PRS-RP-r18	7930
N	SL-PSFCH-Config-r16	7748
N	SL-PSSCH-Config-r16	7740
N	SL-PSSCH-TxConfig-r16	7647
N	SL-PSSCH-TxConfigList-r16	7646
N	SL-PSSCH-TxParameters-r16	7650
N	SL-PTRS-Config-r16	7767
N	SL-PagingIdentityRemoteUE-r17	11200
N	SL-PathSwitchConfig-r17	6725
N	SL-PerSLRB-QoS-Info-r18	11201
N	SL-PeriodCG-r16	7613
N	SL-PeriodicalReportConfig-r16	8080
N	SL-PosBWP-ConfigCommon-r18	11069
N	SL-PosConfigCommonNR-r18	11150
N	SL-PosTxResourceReq-r18	11202
N	SL-PosTxResourceReqList-r18	11209
N	SL-PowerControl-r16	7812
N	SL-PriorityTxConfigIndex-r16	7775
N	SL-PriorityTxConfigIndex-v1650	7796
N	SL-PriorityTxConfigIndexDedicatedSL-PRS-RP-r18	7967
N	SL-QoS-FlowIdentity-r16	8056
N	SL-QoS-Info-r16	11210
N	SL-QoS-Info-v1800	11211
N	SL-QoS-Profile-r16	8041
N	SL-QuantityConfig-r16	8094
N	SL-RBSetConfig-r18	7723
N	SL-RLC-BearerConfig-r16	8006
N	SL-RLC-BearerConfigIndex-r16	8004
N	SL-RLC-BearerConfigIndex-v1800	8026
N	SL-RLC-ChannelConfig-r17	8149
N	SL-RLC-ChannelID-r17	8147
N	SL-RLC-Config-r16	8008
N	SL-RLC-Mode-r18	11213
N	SL-RLC-ModeIndication-r16	11216
N	SL-RS-Type-r16	8082
N	SL-RSRP-Range-r16	7999
N	SL-RadioBearerConfig-r16	8035
N	SL-RelayIndicationMP-r18	11221
N	SL-RelayUE-Config-r17	8184
N	SL-RelayUE-ConfigU2U-r18	8192
N	SL-RelayUE-ConfigU2U-v1840	8203
N	SL-RemoteUE-Config-r17	8187
N	SL-RemoteUE-ConfigU2U-r18	8195
N	SL-RemoteUE-ConfigU2U-v1830	8199
N	SL-RemoteUE-RB-Identity-r17	8209
N	SL-RemoteUE-ToAddMod-r17	8567
N	SL-ReportConfig-r16	8078
N	SL-ReportConfigId-r16	8075
N	SL-ReportConfigInfo-r16	8077
N	SL-ReportConfigList-r16	8076
N	SL-ReportConfigToRemoveList-r16	8074
N	SL-ReselectionConfig-r17	8188
N	SL-ReservationPeriodAllowedDedicatedSL-PRS-RP-r18	7940
N	SL-ResourcePool-r16	7730
N	SL-ResourcePoolConfig-r16	7916
N	SL-ResourcePoolID-r16	7628
N	SL-ResourceReservePeriod-r16	7791
N	SL-RxDRX-Report-v1700	11222
N	SL-RxDRX-ReportList-v1700	11223
N	SL-RxInterestedGC-BC-Dest-r17	11224
N	SL-RxInterestedGC-BC-DestList-r17	11226
N	SL-SCCH-CarrierSetConfig-r18	8171
N	SL-SCCH-CarrierSetConfigList-r18	8170
N	SL-SDAP-Config-r16	8036
N	SL-SRAP-Config-r17	8205
N	SL-SRAP-ConfigU2U-r18	8216
N	SL-SSB-TimeAllocation-r16	7993
N	SL-ScheduledConfig-r16	7602
N	SL-SelectionWindowConfig-r16	7787
N	SL-SelectionWindowConfigDedicatedSL-PRS-RP-r18	7978
N	SL-SelectionWindowList-r16	7786
N	SL-ServingCellInfo-r17	11227
N	SL-SourceIdentity-r17	6726
N	SL-SourceRemoteUE-Config-r18	8572
N	SL-SplitQoS-Info-r18	11228
N	SL-SyncAllowed-r16	7755
N	SL-SyncConfig-r16	7990
N	SL-SyncConfigList-r16	7989
N	SL-TargetRemoteUE-Config-r18	8215
N	SL-Thres-RSRP-List-r16	7781
N	SL-Thres-RSRP-r16	7782
N	SL-ThresholdRSRP-Condition1-B-1-r17	7851
N	SL-TimeOffsetEUTRA-r16	8520
N	SL-TrafficPatternInfo-r16	11230
N	SL-TxConfigIndex-r16	7780
N	SL-TxInterestedFreqList-r16	11204
N	SL-TxPercentageConfig-r16	7824
N	SL-TxPercentageDedicatedSL-PRS-RP-Config-r18	7957
N	SL-TxPercentageList-r16	7823
N	SL-TxPoolDedicated-r16	7913
N	SL-TxPower-r16	7656
N	SL-TxProfile-r18	11212
N	SL-TxResourceReq-r16	11234
N	SL-TxResourceReq-v1700	11240
N	SL-TxResourceReqCommRelay-r17	11244
N	SL-TxResourceReqCommRelayInfo-r17	11249
N	SL-TxResourceReqDisc-r17	11250
N	SL-TxResourceReqL2-U2U-r18	11255
N	SL-TxResourceReqL2U2N-Relay-r17	11245
N	SL-TxResourceReqList-r16	11266
N	SL-TxResourceReqList-v1700	11267
N	SL-TxResourceReqListCommRelay-r17	11268
N	SL-TxResourceReqListDisc-r17	11269
N	SL-TypeTxSync-r16	7648
N	SL-U2U-Info-r18	11259
N	SL-U2U-RelayUE-Config-r18	8213
N	SL-U2U-RemoteUE-Config-r18	8570
N	SL-UE-AssistanceInformationNR-r16	11270
N	SL-UE-SelectedConfig-r16	7645
N	SL-UE-SelectedConfigRP-r16	7773
N	SL-Unlicensed-r18	7706
N	SL-ZoneConfig-r16	7804
N	SL-ZoneConfigMCR-r16	7801
N	SLRB-Uu-ConfigIndex-r16	8007
N	SN-FieldLengthAM	1632
N	SN-FieldLengthUM	1642
N	SNPN-AccessInfo-r17	1170
N	SNPN-ConfigCellId-r18	605
N	SNPN-ConfigCellIdList-r18	604
N	SNPN-ConfigID-List-r18	611
N	SNPN-ConfigID-r18	612
N	SNPN-ConfigList-r18	603
N	SNPN-ConfigTAI-List-r18	608
N	SNPN-ConfigTAI-r18	609
N	SNPN-Identity-r18	11271
N	SON-Parameters-r16	10593
N	SPR-Cause-r18	11272
N	SPS-Config	1931
N	SPS-ConfigDeactivationState-r16	1968
N	SPS-ConfigDeactivationStateList-r16	1967
N	SPS-ConfigIndex-r16	1936
N	SPS-ConfigMulticastToAddModList-r17	1982
N	SPS-ConfigMulticastToReleaseList-r17	1983
N	SPS-ConfigToAddModList-r16	1965
N	SPS-ConfigToReleaseList-r16	1966
N	SPS-PUCCH-AN-List-r16	2229
N	SPS-PUCCH-AN-r16	2230
N	SRB-Identity	6402
N	SRB-Identity-v1700	6415
N	SRB-Identity-v1800	6416
N	SRB-ToAddMod	7490
N	SRB-ToAddModList	7489
N	SRI-PUSCH-PowerControl	2340
N	SRI-PUSCH-PowerControlId	2341
N	SRS-AllPosResources-r16	9307
N	SRS-AllPosResourcesRRC-Inactive-r17	4621
N	SRS-CC-SetIndex	6790
N	SRS-CarrierSwitching	6783
N	SRS-Config	2662
N	SRS-InactivePosResourceSetLinkedForAggBW-List-r18	153
N	SRS-OffsetCombo-r18	7151
N	SRS-PathlossReferenceRS-Id-r16	2683
N	SRS-PeriodicityAndOffset	2714
N	SRS-PeriodicityAndOffset-r16	80
N	SRS-PeriodicityAndOffsetExt-r16	102
N	SRS-PosConfig-r17	24
N	SRS-PosConfigPerULCarrier-r18	145
N	SRS-PosRRC-Inactive-r17	8736
N	SRS-PosRRC-InactiveAggBW-AdditionalCarriers-r18	143
N	SRS-PosRRC-InactiveAggBW-ConfigList-r18	152
N	SRS-PosRRC-InactiveConfig-r17	11276
N	SRS-PosRRC-InactiveEnhanced-r18	8743
N	SRS-PosRRC-InactiveEnhancedConfig-r18	11277
N	SRS-PosRRC-InactiveValidityAreaConfig-r18	21
N	SRS-PosRRC-InactiveValidityAreaPreConfigList-r18	20
N	SRS-PosResource-r16	58
N	SRS-PosResourceAP-r16	9314
N	SRS-PosResourceId-r16	30
N	SRS-PosResourceSP-r16	9317
N	SRS-PosResourceSet-r16	28
N	SRS-PosResourceSetAggBW-CombinationList-r18	8651
N	SRS-PosResourceSetId-r16	26
N	SRS-PosResourceSetLinkedForAggBW-List-r18	8652
N	SRS-PosResourceSetLinkedForAggBW-r18	154
N	SRS-PosResources-r16	9308
N	SRS-PosTx-Hopping-r18	6808
N	SRS-PosUplinkTransmissionWindowConfig-r18	6811
N	SRS-RSRP-Range-r16	5580
N	SRS-RSRP-TriggeredList-r16	5614
N	SRS-RequestCombo-r18	7148
N	SRS-Resource	2690
N	SRS-ResourceConfigCLI-r16	5596
N	SRS-ResourceId	118
N	SRS-ResourceListConfigCLI-r16	5595
N	SRS-ResourceSet	2665
N	SRS-ResourceSetId	2587
N	SRS-Resources	3852
N	SRS-SpatialRelationInfo	2734
N	SRS-SpatialRelationInfoPos-r16	111
N	SRS-SwitchingAffectedBandsNR-r17	3353
N	SRS-SwitchingTimeEUTRA	2876
N	SRS-SwitchingTimeNR	2871
N	SRS-TPC-CommandConfig	1704
N	SRS-TPC-PDCCH-Config	6788
N	SS-RSSI-Measurement	722
N	SSB-ConfigMobility	8244
N	SSB-Configuration-r16	43
N	SSB-Index	40
N	SSB-InfoNcell-r16	41
N	SSB-MTC	713
N	SSB-MTC-AdditionalPCI-r17	7058
N	SSB-MTC2	8240
N	SSB-MTC2-LP-r16	733
N	SSB-MTC3-r16	8272
N	SSB-MTC3List-r16	8271
N	SSB-MTC4-r17	739
N	SSB-MTC4List-r17	738
N	SSB-PositionQCL-Cell-r17	8254
N	SSB-PositionQCL-CellList-r17	8253
N	SSB-PositionQCL-CellsToAddMod-r16	8249
N	SSB-PositionQCL-CellsToAddModList-r16	8248
N	SSB-PositionQCL-Relation-r16	736
N	SSB-PositionQCL-Relation-r17	737
N	SSB-ToMeasure	725
N	SSB-ToMeasureAltitudeBased-r18	8258
N	SSB-ToMeasureAltitudeBasedList-r18	8257
N	SatSwitchWithReSync-r18	1008
N	ScalingFactorSidelink-r16	3049
N	ScheduledCellCombo-r18	7112
N	SchedulingInfo	1181
N	SchedulingInfo2-r17	1568
N	SchedulingRequestConfig	6421
N	SchedulingRequestConfig-v1700	6483
N	SchedulingRequestId	1656
N	SchedulingRequestResourceConfig	2123
N	SchedulingRequestResourceConfigExt-v1610	2233
N	SchedulingRequestResourceConfigExt-v1700	2264
N	SchedulingRequestResourceId	2124
N	SchedulingRequestToAddMod	6423
N	SchedulingRequestToAddModExt-v1700	6485
N	ScramblingId	5684
N	SearchSpace	1210
N	SearchSpaceExt-r16	1276
N	SearchSpaceExt-v1700	1299
N	SearchSpaceExt-v1800	1355
N	SearchSpaceId	1211
N	SearchSpaceSwitchConfig-r16	1727
N	SearchSpaceSwitchConfig-r17	1733
N	SearchSpaceSwitchTrigger-r16	6838
N	SearchSpaceZero	667
N	SecurityAlgorithmConfig	7581
N	SecurityCellSetId-r18	7392
N	SecurityConfig	7580
N	SecurityConfigSMC	8785
N	SecurityModeCommand	8782
N	SecurityModeCommand-IEs	8784
N	SecurityModeComplete	11282
N	SecurityModeComplete-IEs	11284
N	SecurityModeFailure	11288
N	SecurityModeFailure-IEs	11290
N	SelectedBandEntriesMN	177
N	SelectedPSCellForCHO-WithSCG-r18	10886
N	SemiStaticChannelAccessConfig-r16	1470
N	SemiStaticChannelAccessConfigUE-r17	7051
N	Sensor-LocationInfo-r16	7427
N	Sensor-NameList-r16	6229
N	ServCellIndex	113
N	ServCellInfoListMCG-EUTRA-r16	5494
N	ServCellInfoListMCG-NR-r16	5493
N	ServCellInfoListSCG-EUTRA-r16	5323
N	ServCellInfoListSCG-NR-r16	5319
N	ServCellInfoXCG-EUTRA-r16	5324
N	ServCellInfoXCG-NR-r16	5320
N	ServingAdditionalPCIIndex-r17	5709
N	ServingCellAndBWP-Id-r17	157
N	ServingCellConfig	6740
N	ServingCellConfigCommon	6687
N	ServingCellConfigCommonSIB	1200
N	SetOfCellsId-r18	7107
N	SharedSpectrumChAccessParamsPerBand-r16	4438
N	SharedSpectrumChAccessParamsPerBand-v1630	4536
N	SharedSpectrumChAccessParamsPerBand-v1640	4541
N	SharedSpectrumChAccessParamsPerBand-v1650	4552
N	SharedSpectrumChAccessParamsPerBand-v1710	4638
N	SharedSpectrumChAccessParamsSidelinkPerBand-r18	5103
N	ShortI-RNTI-Value	8730
N	ShortMAC-I	161
N	SidelinkParameters-r16	11294
N	SidelinkParametersEUTRA-r16	11306
N	SidelinkParametersNR-r16	11295
N	SidelinkUEInformationNR-r16	11311
N	SidelinkUEInformationNR-r16-IEs	11313
N	SidelinkUEInformationNR-v1700-IEs	11315
N	SidelinkUEInformationNR-v1800-IEs	11317
N	SidelinkUEInformationNR-v1840-IEs	11319
N	SimulSRS-ForAntennaSwitching-r16	3033
N	SimultaneousRxTxPerBandPair	3078
N	SliceCellListNR-r17	961
N	SliceInfo-r17	958
N	SliceInfoDedicated-r17	7341
N	SliceInfoList-r17	957
N	SliceInfoListDedicated-r17	7340
N	SlotBased-r16	1874
N	SlotBased-v1630	1882
N	SlotFormatCombination	6828
N	SlotFormatCombinationId	6829
N	SlotFormatCombinationsPerCell	6826
N	SlotFormatIndicator	6823
N	SlotOffsetForRemainingHops-r18	124
N	SpCellConfig	6685
N	SpatialRelationInfo-PDC-r17	2743
N	SpatialRelations	3947
N	SpatialRelationsSRS-Pos-r16	4493
N	SpeedStateScaleFactors	730
N	SubSlot-Config-r16	9369
N	SubcarrierSpacing	45
N	SubgroupConfig-r17	1406
N	SubsequentCondReconfig-r18	7391
N	SuccessHO-Config-r17	8534
N	SuccessHO-Report-r17	11322
N	SuccessPSCell-Config-r18	5343
N	SuccessPSCell-Report-r18	11331
N	SupportedAggBandwidth-r17	219
N	SupportedBandUTRA-FDD-r16	9715
N	SupportedBandwidth	9237
N	SupportedBandwidth-v1700	5538
N	SupportedBandwidth-v1840	9270
N	SupportedCSI-RS-ReportSetting-r18	3406
N	SupportedCSI-RS-Resource	3514
N	SupportedIntraENDC-BandCombination-r17	3386
N	SuspendConfig	8728
N	SwitchingPeriodUnaffectedBandDualUL-r18	3648
N	SystemInformation	677
N	SystemInformation-IEs	679
N	T-Offset-r16	199
N	T-PollRetransmit	1633
N	T-Reassembly	1638
N	T-ReassemblyExt-r17	6409
N	T-Reselection	708
N	T-StatusProhibit	1639
N	T-StatusProhibit-v1610	6406
N	T312-r16	8298
N	T316-r16	8503
N	TA-Info-r17	983
N	TAG	6431
N	TAG-Config	6427
N	TAG-Id	6429
N	TAR-Config-r17	6489
N	TAR-Config-r18	6575
N	TCI-ActivatedConfig-r17	7080
N	TCI-DCI-1-3-r18	7145
N	TCI-InDCI-r18	2070
N	TCI-State	1764
N	TCI-StateId	1092
N	TCI-UL-State-r17	2818
N	TCI-UL-StateId-r17	2760
N	TD-DD-Config-r18	6102
N	TDCP-r18	5988
N	TDD-UL-DL-ConfigCommon	463
N	TDD-UL-DL-ConfigDedicated	6741
N	TDD-UL-DL-ConfigDedicated-IAB-MT-r16	6889
N	TDD-UL-DL-Pattern	464
N	TDD-UL-DL-SlotConfig	6743
N	TDD-UL-DL-SlotConfig-IAB-MT-r16	6891
N	TDD-UL-DL-SlotIndex	6744
N	TDRA-FieldIndexDCI-0-3-r18	7136
N	TDRA-FieldIndexDCI-1-3-r18	7133
N	TMGI-r17	7586
N	TN-AreaId-r18	826
N	TRS-ResourceSet-r17	11108
N	TRS-ResourceSet-r18	11128
N	Tag2-r18	7098
N	ThresholdMBS-r18	9922
N	ThresholdNR	685
N	TimeAlignmentTimer	1461
N	TimeBetweenEvent-r17	5399
N	TimeConnSourceDAPS-Failure-r17	10822
N	TimeSinceCHO-Reconfig-r17	10823
N	TimeSinceCPAC-Reconfig-r18	11337
N	TimeSinceFailure-r16	7452
N	TimeSinceSHR-r18	11330
N	TimeToTrigger	5382
N	TimeUntilReconnection-r16	10815
N	TraceReference-r16	8873
N	TrackingAreaCode	262
N	TrackingAreaCodeList-r16	544
N	TrackingAreaIdentity-r16	546
N	TrackingAreaIdentityList-r16	545
N	TransmissionBandwidth-EUTRA-r16	5325
N	TwoPUCCH-Grp-ConfigParams-r16	3062
N	TwoPUCCH-Grp-Configurations-r16	3061
N	TwoPUCCH-Grp-Configurations-r17	3288
N	Tx-PoolMeasList-r16	8314
N	TxHoppingConfig-r18	120
N	UAC-AC1-SelectAssistInfo-r16	1548
N	UAC-AccessCategory1-SelectionAssistanceInfo	1515
N	UAC-BarringInfoSet	1510
N	UAC-BarringInfoSet-v1700	1553
N	UAC-BarringInfoSetIndex	1503
N	UAC-BarringInfoSetList	1509
N	UAC-BarringInfoSetList-v1700	1552
N	UAC-BarringPerCat	1501
N	UAC-BarringPerCatList	1500
N	UAC-BarringPerPLMN	1505
N	UAC-BarringPerPLMN-List	1504
N	UCI-OnPUSCH	2359
N	UCI-OnPUSCH-DCI-0-2-r16	2403
N	UCI-OnPUSCH-ListDCI-0-1-r16	2430
N	UCI-OnPUSCH-ListDCI-0-2-r16	2402
N	UE-BasedPerfMeas-Parameters-r16	10576
N	UE-CapabilityRAT-Container	9645
N	UE-CapabilityRAT-ContainerList	9644
N	UE-CapabilityRAT-Request	8810
N	UE-CapabilityRAT-RequestList	8809
N	UE-CapabilityRequestFilterCommon	11339
N	UE-CapabilityRequestFilterNR	11356
N	UE-CapabilityRequestFilterNR-v1540	11357
N	UE-CapabilityRequestFilterNR-v1710	11359
N	UE-MRDC-Capability	11362
N	UE-MRDC-Capability-v1560	11365
N	UE-MRDC-Capability-v15g0	11374
N	UE-MRDC-Capability-v15n0	11375
N	UE-MRDC-Capability-v1610	11368
N	UE-MRDC-Capability-v16e0	11377
N	UE-MRDC-Capability-v1700	11369
N	UE-MRDC-Capability-v1730	11370
N	UE-MRDC-Capability-v1800	11371
N	UE-MRDC-CapabilityAddFRX-Mode	10312
N	UE-MRDC-CapabilityAddXDD-Mode	10311
N	UE-MRDC-CapabilityAddXDD-Mode-v1560	11367
N	UE-MeasurementsAvailable-r16	10863
N	UE-NR-Capability	11379
N	UE-NR-Capability-v1530	11382
N	UE-NR-Capability-v1540	11387
N	UE-NR-Capability-v1550	11390
N	UE-NR-Capability-v1560	11392
N	UE-NR-Capability-v1570	11394
N	UE-NR-Capability-v15c0	11452
N	UE-NR-Capability-v15g0	11454
N	UE-NR-Capability-v15j0	11455
N	UE-NR-Capability-v15t0	11467
N	UE-NR-Capability-v1610	11395
N	UE-NR-Capability-v1640	11407
N	UE-NR-Capability-v1650	11409
N	UE-NR-Capability-v1690	11411
N	UE-NR-Capability-v16a0	11457
N	UE-NR-Capability-v16c0	11458
N	UE-NR-Capability-v16d0	11459
N	UE-NR-Capability-v16j0	11460
N	UE-NR-Capability-v16k0	11469
N	UE-NR-Capability-v1700	11413
N	UE-NR-Capability-v1740	11427
N	UE-NR-Capability-v1750	11428
N	UE-NR-Capability-v17b0	11462
N	UE-NR-Capability-v17c0	11464
N	UE-NR-Capability-v17d0	11465
N	UE-NR-Capability-v1800	11430
N	UE-NR-Capability-v1830	11447
N	UE-NR-Capability-v1860	11449
N	UE-NR-CapabilityAddFRX-Mode	10575
N	UE-NR-CapabilityAddFRX-Mode-v1540	11389
N	UE-NR-CapabilityAddFRX-Mode-v1610	11398
N	UE-NR-CapabilityAddXDD-Mode	10574
N	UE-NR-CapabilityAddXDD-Mode-v1530	11383
N	UE-RadioPagingInfo-r17	11424
N	UE-SidelinkCapabilityAddXDD-Mode-r16	11296
N	UE-TimersAndConstants	1491
N	UE-TimersAndConstantsRemoteUE-r17	11088
N	UE-TxTEG-Association-r17	11471
N	UE-TxTEG-AssociationList-r17	11474
N	UE-TxTEG-RequestUL-TDOA-Config-r17	8597
N	UEAssistanceInformation	11475
N	UEAssistanceInformation-IEs	11477
N	UEAssistanceInformation-v1540-IEs	11479
N	UEAssistanceInformation-v1610-IEs	11480
N	UEAssistanceInformation-v1700-IEs	11482
N	UEAssistanceInformation-v1800-IEs	11491
N	UECapabilityEnquiry	8806
N	UECapabilityEnquiry-IEs	8808
N	UECapabilityEnquiry-v1560-IEs	11498
N	UECapabilityEnquiry-v1610-IEs	11499
N	UECapabilityEnquiry-v17b0-IEs	11501
N	UECapabilityInformation	11504
N	UECapabilityInformation-IEs	11506
N	UEInformationRequest-r16	8836
N	UEInformationRequest-r16-IEs	8838
N	UEInformationRequest-v1700-IEs	8846
N	UEInformationRequest-v1800-IEs	8849
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
N	UL-AM-RLC	1631
N	UL-AccessConfigListDCI-0-1-r16	2378
N	UL-AccessConfigListDCI-0-1-r17	2489
N	UL-AccessConfigListDCI-0-2-r17	2469
N	UL-AccessConfigListDCI-1-1-r16	2204
N	UL-AccessConfigListDCI-1-1-r17	2261
N	UL-AccessConfigListDCI-1-2-r17	2240
N	UL-CCCH-Message	11573
N	UL-CCCH-MessageType	11574
N	UL-CCCH1-Message	11577
N	UL-CCCH1-MessageType	11578
N	UL-DCCH-Message	11584
N	UL-DCCH-MessageType	11585
N	UL-DataSplitThreshold	7523
N	UL-DelayValueConfig-r16	6235
N	UL-ExcessDelayConfig-r17	6240
N	UL-GapFR2-Config-r17	8590
N	UL-GapFR2-Preference-r17	11483
N	UL-PDCP-DelayValueResult-r16	10216
N	UL-PDCP-DelayValueResultList-r16	10215
N	UL-PDCP-ExcessDelayResult-r17	10222
N	UL-PDCP-ExcessDelayResultList-r17	10221
N	UL-TrafficInfo-r18	11494
N	UL-TrafficInfoReportingConfig-r18	8634
N	UL-UM-RLC	1641
N	ULDedicatedMessageSegment-r16	11608
N	ULDedicatedMessageSegment-r16-IEs	11610
N	ULInformationTransfer	11587
N	ULInformationTransfer-IEs	11589
N	ULInformationTransfer-v1700-IEs	11591
N	ULInformationTransferIRAT-r16	11617
N	ULInformationTransferIRAT-r16-IEs	11620
N	ULInformationTransferMRDC	11594
N	ULInformationTransferMRDC-IEs	11597
N	ULTxSwitchingBandPair-r16	3022
N	ULTxSwitchingBandPair-r18	3639
N	ULTxSwitchingBandPair-v1700	3270
N	ULTxSwitchingBandPair-v1840	3702
N	UPInterruptionTimeAtHO-r17	11327
N	UTRA-FDD-CellIndex-r16	7353
N	UTRA-FDD-CellIndexList-r16	8312
N	UTRA-FDD-Parameters-r16	9713
N	UTRA-FDD-Q-OffsetRange-r16	8311
N	Uplink-powerControl-r17	7068
N	Uplink-powerControlId-r17	1769
N	UplinkCancellation-r16	1713
N	UplinkConfig	6755
N	UplinkConfigCommon	6691
N	UplinkConfigCommon-v1700	6716
N	UplinkConfigCommonSIB	1411
N	UplinkConfigCommonSIB-v1700	1482
N	UplinkConfigCommonSIB-v1760	1487
N	UplinkDataCompression-r17	7546
N	UplinkHARQ-mode-r17	6775
N	UplinkTxDirectCurrentBWP	10854
N	UplinkTxDirectCurrentCarrierInfo-r16	10875
N	UplinkTxDirectCurrentCell	10852
N	UplinkTxDirectCurrentList	10851
N	UplinkTxDirectCurrentMoreCarrierList-r17	10883
N	UplinkTxDirectCurrentTwoCarrier-r16	10874
N	UplinkTxDirectCurrentTwoCarrierInfo-r16	10878
N	UplinkTxDirectCurrentTwoCarrierList-r16	10873
N	UplinkTxSwitching-r16	6802
N	UplinkTxSwitchingAdditionalPeriodDualUL-r18	3655
N	UplinkTxSwitchingAssociatedBandDualUL-List-r18	7325
N	UplinkTxSwitchingAssociatedBandDualUL-r18	7326
N	UplinkTxSwitchingBandIndex-r18	7321
N	UplinkTxSwitchingBandPairConfig-r18	7320
N	UplinkTxSwitchingBandPairList-r18	7319
N	UplinkTxSwitchingBandParameters-v1700	3273
N	UplinkTxSwitchingMoreBands-r18	7317
N	Uu-RelayRLC-ChannelConfig-r17	7199
N	Uu-RelayRLC-ChannelID-r17	7200
N	ValidityArea-r16	8766
N	ValidityAreaList-r16	8765
N	ValidityCellList	8767
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
N	VelocityStateVector-r17	992
N	VictimSystemType	510
N	VictimSystemType-r16	499
N	VisitedCellInfo-r16	10278
N	VisitedCellInfoList-r16	10277
N	VisitedPSCellInfo-r17	10285
N	VisitedPSCellInfoList-r17	10284
N	WLAN-Identifiers-r16	7418
N	WLAN-Name-r16	6226
N	WLAN-NameList-r16	6225
N	WLAN-RSSI-Range-r16	7422
N	WLAN-RTT-r16	7423
N	WayPoint-r18	304
N	WithinActiveTimeConfig-r16	6907
N	ZP-CSI-DCI-1-3-r18	7142
N	ZP-CSI-RS-Resource	1791
N	ZP-CSI-RS-ResourceId	1792
N	ZP-CSI-RS-ResourceSet	1827
N	ZP-CSI-RS-ResourceSetId	1828
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
"""#
}
