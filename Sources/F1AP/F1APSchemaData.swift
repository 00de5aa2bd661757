// GENERATED FILE - DO NOT EDIT.
// F1AP schema compiled by ASN1PER's ASN1Compiler from the ASN.1 modules of
// 3GPP TS 38.473 V18.2.0 (2024-06), Release 18, as shipped with Wireshark v4.4.18
// (shared/asn1/f1ap: F1AP-CommonDataTypes, F1AP-Constants, F1AP-Containers, F1AP-IEs, F1AP-PDU-Contents, F1AP-PDU-Descriptions).
// Regenerate: RANCONFORM_REGENERATE_SCHEMA=1 swift test --filter F1APSchemaDriftTests
// swiftlint:disable all

/// Serialized ``ASN1Schema`` of F1AP (see ``ASN1Schema/serialized()``).
enum F1APSchemaData {
    static let text = #"""
ASN1SCHEMA 1
T	ARP-ID	i	1 16 1
T	ARPLocationInformation	L	2	1 16 0
T	ARPLocationInformation-Item	Q	1	aRP-ID,0,0,-,- aRPLocationType,3,0,-,- iE-Extensions,35,1,-,-	
T	ARPLocationType	C	0	aRPPositionRelativeGeodetic,4,0,-,- aRPPositionRelativeCartesian,23,0,-,- choice-extension,31,0,-,-	
T	RelativeGeodeticLocation	Q	0	milli-Arc-SecondUnits,5,0,-,- heightUnits,6,0,-,- deltaLatitude,7,0,-,- deltaLongitude,8,0,-,- deltaHeight,9,0,-,- locationUncertainty,10,0,-,- iE-extensions,20,1,-,-	
T	ENUMERATED	e	zerodot03,zerodot3,three	+
T	ENUMERATED	e	mm,cm,m	+
T	INTEGER	i	-1024 1023 0
T	INTEGER	i	-1024 1023 0
T	INTEGER	i	-1024 1023 0
T	LocationUncertainty	Q	0	horizontalUncertainty,11,0,-,- horizontalConfidence,12,0,-,- verticalUncertainty,13,0,-,- verticalConfidence,14,0,-,- iE-Extensions,15,1,-,-	
T	INTEGER	i	0 255 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	16	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,0.id.- criticality,18,0,-,0.criticality.0 extensionValue,19,0,-,0.Extension.0	
T	ProtocolExtensionID	i	0 65535 0
T	Criticality	e	reject,ignore,notify	-
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	21	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,1.id.- criticality,18,0,-,1.criticality.0 extensionValue,22,0,-,1.Extension.0	
T	OPEN TYPE	x
T	RelativeCartesianLocation	Q	0	xYZunit,24,0,-,- xvalue,25,0,-,- yvalue,26,0,-,- zvalue,27,0,-,- locationUncertainty,10,0,-,- iE-Extensions,28,1,-,-	
T	ENUMERATED	e	mm,cm,dm	+
T	INTEGER	i	-65536 65535 0
T	INTEGER	i	-65536 65535 0
T	INTEGER	i	-32768 32767 0
T	ProtocolExtensionContainer	L	29	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,2.id.- criticality,18,0,-,2.criticality.0 extensionValue,30,0,-,2.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,3.id.- criticality,18,0,-,3.criticality.0 value,34,0,-,3.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,3.id.- criticality,18,0,-,3.criticality.0 value,34,0,-,3.Value.0	
T	ProtocolIE-ID	i	0 65535 0
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	36	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,4.id.- criticality,18,0,-,4.criticality.0 extensionValue,37,0,-,4.Extension.0	
T	OPEN TYPE	x
T	AbortTransmission	C	0	sRSResourceSetID,39,0,-,- releaseALL,40,0,-,- choice-extension,41,0,-,-	
T	SRSResourceSetID	i	0 15 1
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,5.id.- criticality,18,0,-,5.criticality.0 value,43,0,-,5.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,5.id.- criticality,18,0,-,5.criticality.0 value,43,0,-,5.Value.0	
T	OPEN TYPE	x
T	AccessAndMobilityIndication	Q	1	protocolIEs,45,0,-,-	
T	ProtocolIE-Container	L	46	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,6.id.- criticality,18,0,-,6.criticality.0 value,47,0,-,6.Value.0	
T	OPEN TYPE	x
T	TransactionID	i	0 255 1
T	RAReportList	L	50	1 64 0
T	RAReportItem	Q	1	rAReportContainer,51,0,-,- uEAssitantIdentifier,52,1,-,- iE-Extensions,53,1,-,-	
T	RAReportContainer	O	0 - 0
T	GNB-DU-UE-F1AP-ID	i	0 4294967295 0
T	ProtocolExtensionContainer	L	54	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,7.id.- criticality,18,0,-,7.criticality.0 extensionValue,55,0,-,7.Extension.0	
T	OPEN TYPE	x
T	RLFReportInformationList	L	57	1 64 0
T	RLFReportInformationItem	Q	1	nRUERLFReportContainer,58,0,-,- uEAssitantIdentifier,52,1,-,- iE-Extensions,59,1,-,-	
T	NRUERLFReportContainer	O	0 - 0
T	ProtocolExtensionContainer	L	60	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,8.id.- criticality,18,0,-,8.criticality.0 extensionValue,61,0,-,8.Extension.0	
T	OPEN TYPE	x
T	SuccessfulHOReportInformationList	L	63	1 64 0
T	SuccessfulHOReportInformation-Item	Q	0	successfulHOReportContainer,64,0,-,- iE-Extensions,65,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	66	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,9.id.- criticality,18,0,-,9.criticality.0 extensionValue,67,0,-,9.Extension.0	
T	OPEN TYPE	x
T	SuccessfulPSCellChangeReportInformationList	L	69	1 64 0
T	SuccessfulPSCellChangeReportInformation-Item	Q	0	successfulPSCellChangeReportContainer,70,0,-,- iE-Extensions,71,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	72	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,10.id.- criticality,18,0,-,10.criticality.0 extensionValue,73,0,-,10.Extension.0	
T	OPEN TYPE	x
T	AccessPointPosition	Q	0	latitudeSign,75,0,-,- latitude,76,0,-,- longitude,77,0,-,- directionOfAltitude,78,0,-,- altitude,79,0,-,- uncertaintySemi-major,80,0,-,- uncertaintySemi-minor,81,0,-,- orientationOfMajorAxis,82,0,-,- uncertaintyAltitude,83,0,-,- confidence,84,0,-,- iE-Extensions,85,1,-,-	
T	ENUMERATED	e	north,south	-
T	INTEGER	i	0 8388607 0
T	INTEGER	i	-8388608 8388607 0
T	ENUMERATED	e	height,depth	-
T	INTEGER	i	0 32767 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 179 0
T	INTEGER	i	0 127 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	86	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,11.id.- criticality,18,0,-,11.criticality.0 extensionValue,87,0,-,11.Extension.0	
T	OPEN TYPE	x
T	AccessSuccess	Q	1	protocolIEs,89,0,-,-	
T	ProtocolIE-Container	L	90	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,12.id.- criticality,18,0,-,12.criticality.0 value,91,0,-,12.Value.0	
T	OPEN TYPE	x
T	GNB-CU-UE-F1AP-ID	i	0 4294967295 0
T	NRCGI	Q	1	pLMN-Identity,94,0,-,- nRCellIdentity,95,0,-,- iE-Extensions,96,1,-,-	
T	PLMN-Identity	O	3 3 0
T	NRCellIdentity	B	36 36 0
T	ProtocolExtensionContainer	L	97	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,13.id.- criticality,18,0,-,13.criticality.0 extensionValue,98,0,-,13.Extension.0	
T	OPEN TYPE	x
T	Activated-Cells-Mapping-List	L	100	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,14.id.- criticality,18,0,-,14.criticality.0 value,102,0,-,14.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,14.id.- criticality,18,0,-,14.criticality.0 value,102,0,-,14.Value.0	
T	OPEN TYPE	x
T	Activated-Cells-Mapping-List-Item	Q	1	nRCGIforTargetLogicalDU,93,0,-,- nRCGIforSourceLogicalDU,93,0,-,- iE-Extensions,104,1,-,-	
T	ProtocolExtensionContainer	L	105	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,15.id.- criticality,18,0,-,15.criticality.0 extensionValue,106,0,-,15.Extension.0	
T	OPEN TYPE	x
T	Activated-Cells-to-be-Updated-List	L	108	1 512 0
T	Activated-Cells-to-be-Updated-List-Item	Q	0	nRCGI,93,0,-,- iAB-DU-Cell-Resource-Configuration-Mode-Info,109,0,-,- iE-Extensions,225,1,-,-	
T	IAB-DU-Cell-Resource-Configuration-Mode-Info	C	0	fDD,110,0,-,- tDD,218,0,-,- choice-extension,222,0,-,-	
T	IAB-DU-Cell-Resource-Configuration-FDD-Info	Q	1	gNB-DU-Cell-Resource-Configuration-FDD-UL,111,0,-,- gNB-DU-Cell-Resource-Configuration-FDD-DL,111,0,-,- iE-Extensions,179,1,-,-	
T	GNB-DU-Cell-Resource-Configuration	Q	0	subcarrierSpacing,112,0,-,- dUFTransmissionPeriodicity,113,1,-,- dUF-Slot-Config-List,114,1,-,- hSNATransmissionPeriodicity,131,0,-,- hsNSASlotConfigList,132,1,-,- iE-Extensions,140,1,-,-	
T	SubcarrierSpacing	e	kHz15,kHz30,kHz60,kHz120,kHz240,spare3,spare2,spare1	+
T	DUFTransmissionPeriodicity	e	ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms5,ms10	+
T	DUF-Slot-Config-List	L	115	1 320 0
T	DUF-Slot-Config-Item	C	0	explicitFormat,116,0,-,- implicitFormat,123,0,-,- choice-extension,128,0,-,-	
T	ExplicitFormat	Q	0	permutation,117,0,-,- noofDownlinkSymbols,118,1,-,- noofUplinkSymbols,119,1,-,- iE-Extensions,120,1,-,-	
T	Permutation	e	dfu,ufd	+
T	NoofDownlinkSymbols	i	0 14 0
T	NoofUplinkSymbols	i	0 14 0
T	ProtocolExtensionContainer	L	121	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,16.id.- criticality,18,0,-,16.criticality.0 extensionValue,122,0,-,16.Extension.0	
T	OPEN TYPE	x
T	ImplicitFormat	Q	0	dUFSlotformatIndex,124,0,-,- iE-Extensions,125,1,-,-	
T	DUFSlotformatIndex	i	0 254 0
T	ProtocolExtensionContainer	L	126	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,17.id.- criticality,18,0,-,17.criticality.0 extensionValue,127,0,-,17.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,18.id.- criticality,18,0,-,18.criticality.0 value,130,0,-,18.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,18.id.- criticality,18,0,-,18.criticality.0 value,130,0,-,18.Value.0	
T	OPEN TYPE	x
T	HSNATransmissionPeriodicity	e	ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms5,ms10,ms20,ms40,ms80,ms160	+
T	HSNASlotConfigList	L	133	1 5120 0
T	HSNASlotConfigItem	Q	0	hSNADownlink,134,1,-,- hSNAUplink,135,1,-,- hSNAFlexible,136,1,-,- iE-Extensions,137,1,-,-	
T	HSNADownlink	e	hard,soft,notavailable	-
T	HSNAUplink	e	hard,soft,notavailable	-
T	HSNAFlexible	e	hard,soft,notavailable	-
T	ProtocolExtensionContainer	L	138	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,19.id.- criticality,18,0,-,19.criticality.0 extensionValue,139,0,-,19.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	141	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,20.id.- criticality,18,0,-,20.criticality.0 extensionValue,142,0,-,20.Extension.0	
T	OPEN TYPE	x
T	RBSetConfiguration	Q	0	subcarrierSpacing,112,0,-,- rBSetSize,144,0,-,- nUmberRBsets,145,0,-,- iE-Extensions,146,1,-,-	
T	RBSetSize	e	rb2,rb4,rb8,rb16,rb32,rb64	-
T	INTEGER	i	1 8 0
T	ProtocolExtensionContainer	L	147	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,21.id.- criticality,18,0,-,21.criticality.0 extensionValue,148,0,-,21.Extension.0	
T	OPEN TYPE	x
T	Frequency-Domain-HSNA-Configuration-List	L	150	1 8 0
T	Frequency-Domain-HSNA-Configuration-Item	Q	0	rBSetIndex,151,0,-,- frequency-Domain-HSNA-Slot-Configuration-List,152,0,-,- iE-Extensions,158,1,-,-	
T	INTEGER	i	0 7 1
T	Frequency-Domain-HSNA-Slot-Configuration-List	L	153	1 5120 0
T	Frequency-Domain-HSNA-Slot-Configuration-Item	Q	0	slotIndex,154,1,-,- hSNADownlink,134,1,-,- hSNAUplink,135,1,-,- hSNAFlexible,136,1,-,- iE-Extensions,155,1,-,-	
T	INTEGER	i	0 5119 0
T	ProtocolExtensionContainer	L	156	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,22.id.- criticality,18,0,-,22.criticality.0 extensionValue,157,0,-,22.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	159	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,23.id.- criticality,18,0,-,23.criticality.0 extensionValue,160,0,-,23.Extension.0	
T	OPEN TYPE	x
T	Child-IAB-Nodes-NA-Resource-List	L	162	1 1024 0
T	Child-IAB-Nodes-NA-Resource-List-Item	Q	0	gNB-CU-UE-F1AP-ID,92,0,-,- gNB-DU-UE-F1AP-ID,52,0,-,- nA-Resource-Configuration-List,163,1,-,- iE-Extensions,171,1,-,-	
T	NA-Resource-Configuration-List	L	164	1 5120 0
T	NA-Resource-Configuration-Item	Q	0	nADownlink,165,1,-,- nAUplink,166,1,-,- nAFlexible,167,1,-,- iE-Extensions,168,1,-,-	
T	NADownlink	e	true,false	+
T	NAUplink	e	true,false	+
T	NAFlexible	e	true,false	+
T	ProtocolExtensionContainer	L	169	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,24.id.- criticality,18,0,-,24.criticality.0 extensionValue,170,0,-,24.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	172	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,25.id.- criticality,18,0,-,25.criticality.0 extensionValue,173,0,-,25.Extension.0	
T	OPEN TYPE	x
T	Parent-IAB-Nodes-NA-Resource-Configuration-List	L	175	1 5120 0
T	Parent-IAB-Nodes-NA-Resource-Configuration-Item	Q	0	nADownlink,165,1,-,- nAUplink,166,1,-,- nAFlexible,167,1,-,- iE-Extensions,176,1,-,-	
T	ProtocolExtensionContainer	L	177	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,26.id.- criticality,18,0,-,26.criticality.0 extensionValue,178,0,-,26.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	180	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,27.id.- criticality,18,0,-,27.criticality.0 extensionValue,181,0,-,27.Extension.0	
T	OPEN TYPE	x
T	NRFreqInfo	Q	1	nRARFCN,183,0,-,- sul-Information,184,1,-,- freqBandListNr,203,0,-,- iE-Extensions,215,1,-,-	
T	INTEGER	i	0 3279165 0
T	SUL-Information	Q	1	sUL-NRARFCN,185,0,-,- sUL-transmission-Bandwidth,186,0,-,- iE-Extensions,192,1,-,-	
T	INTEGER	i	0 3279165 0
T	Transmission-Bandwidth	Q	1	nRSCS,187,0,-,- nRNRB,188,0,-,- iE-Extensions,189,1,-,-	
T	NRSCS	e	scs15,scs30,scs60,scs120	+scs480,scs960
T	NRNRB	e	nrb11,nrb18,nrb24,nrb25,nrb31,nrb32,nrb38,nrb51,nrb52,nrb65,nrb66,nrb78,nrb79,nrb93,nrb106,nrb107,nrb121,nrb132,nrb133,nrb135,nrb160,nrb162,nrb189,nrb216,nrb217,nrb245,nrb264,nrb270,nrb273	+nrb33,nrb62,nrb124,nrb148,nrb248,nrb44,nrb58,nrb92,nrb119,nrb188,nrb242,nrb15
T	ProtocolExtensionContainer	L	190	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,28.id.- criticality,18,0,-,28.criticality.0 extensionValue,191,0,-,28.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	193	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,29.id.- criticality,18,0,-,29.criticality.0 extensionValue,194,0,-,29.Extension.0	
T	OPEN TYPE	x
T	NRCarrierList	L	196	1 5 0
T	NRCarrierItem	Q	1	carrierSCS,187,0,-,- offsetToCarrier,197,0,-,- carrierBandwidth,198,0,-,- iE-Extension,199,1,-,-	
T	INTEGER	i	0 2199 1
T	INTEGER	i	0 275 1
T	ProtocolExtensionContainer	L	200	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,30.id.- criticality,18,0,-,30.criticality.0 extensionValue,201,0,-,30.Extension.0	
T	OPEN TYPE	x
T	FrequencyShift7p5khz	e	false,true	+
T	SEQUENCE OF	L	204	1 32 0
T	FreqBandNrItem	Q	1	freqBandIndicatorNr,205,0,-,- supportedSULBandList,206,0,-,- iE-Extensions,212,1,-,-	
T	INTEGER	i	1 1024 1
T	SEQUENCE OF	L	207	0 32 0
T	SupportedSULFreqBandItem	Q	1	freqBandIndicatorNr,208,0,-,- iE-Extensions,209,1,-,-	
T	INTEGER	i	1 1024 1
T	ProtocolExtensionContainer	L	210	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,31.id.- criticality,18,0,-,31.criticality.0 extensionValue,211,0,-,31.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	213	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,32.id.- criticality,18,0,-,32.criticality.0 extensionValue,214,0,-,32.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	216	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,33.id.- criticality,18,0,-,33.criticality.0 extensionValue,217,0,-,33.Extension.0	
T	OPEN TYPE	x
T	IAB-DU-Cell-Resource-Configuration-TDD-Info	Q	1	gNB-DU-Cell-Resourc-Configuration-TDD,111,0,-,- iE-Extensions,219,1,-,-	
T	ProtocolExtensionContainer	L	220	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,34.id.- criticality,18,0,-,34.criticality.0 extensionValue,221,0,-,34.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,35.id.- criticality,18,0,-,35.criticality.0 value,224,0,-,35.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,35.id.- criticality,18,0,-,35.criticality.0 value,224,0,-,35.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	226	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,36.id.- criticality,18,0,-,36.criticality.0 extensionValue,227,0,-,36.Extension.0	
T	OPEN TYPE	x
T	ActivationRequestType	e	activate,deactivate	+
T	ActiveULBWP	Q	0	locationAndBandwidth,230,0,-,- subcarrierSpacing,231,0,-,- cyclicPrefix,232,0,-,- txDirectCurrentLocation,233,0,-,- shift7dot5kHz,234,1,-,- sRSConfig,235,0,-,- iE-Extensions,456,1,-,-	
T	INTEGER	i	0 37949 1
T	ENUMERATED	e	kHz15,kHz30,kHz60,kHz120	+kHz480,kHz960
T	ENUMERATED	e	normal,extended	-
T	INTEGER	i	0 3301 1
T	ENUMERATED	e	true	+
T	SRSConfig	Q	0	sRSResource-List,236,1,-,- posSRSResource-List,299,1,-,- sRSResourceSet-List,394,1,-,- posSRSResourceSet-List,420,1,-,- iE-Extensions,453,1,-,-	
T	SRSResource-List	L	237	1 64 0
T	SRSResource	Q	0	sRSResourceID,238,0,-,- nrofSRS-Ports,239,0,-,- transmissionComb,240,0,-,- startPosition,256,0,-,- nrofSymbols,257,0,-,- repetitionFactor,258,0,-,- freqDomainPosition,259,0,-,- freqDomainShift,260,0,-,- c-SRS,261,0,-,- b-SRS,262,0,-,- b-hop,263,0,-,- groupOrSequenceHopping,264,0,-,- resourceType,265,0,-,- sequenceId,286,0,-,- iE-Extensions,287,1,-,-	
T	SRSResourceID	i	0 63 0
T	ENUMERATED	e	port1,ports2,ports4	-
T	TransmissionComb	C	0	n2,241,0,-,- n4,244,0,-,- choice-extension,247,0,-,-	
T	SEQUENCE	Q	0	combOffset-n2,242,0,-,- cyclicShift-n2,243,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	combOffset-n4,245,0,-,- cyclicShift-n4,246,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 11 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,37.id.- criticality,18,0,-,37.criticality.0 value,249,0,-,37.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,37.id.- criticality,18,0,-,37.criticality.0 value,249,0,-,37.Value.0	
T	OPEN TYPE	x
T	TransmissionCombn8	Q	0	combOffset-n8,251,0,-,- cyclicShift-n8,252,0,-,- iE-Extensions,253,1,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 5 0
T	ProtocolExtensionContainer	L	254	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,38.id.- criticality,18,0,-,38.criticality.0 extensionValue,255,0,-,38.Extension.0	
T	OPEN TYPE	x
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4	-
T	ENUMERATED	e	n1,n2,n4	-
T	INTEGER	i	0 67 0
T	INTEGER	i	0 268 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 3 0
T	INTEGER	i	0 3 0
T	ENUMERATED	e	neither,groupHopping,sequenceHopping	-
T	ResourceType	C	0	periodic,266,0,-,- semi-persistent,272,0,-,- aperiodic,278,0,-,- choice-extension,283,0,-,-	
T	ResourceTypePeriodic	Q	0	periodicity,267,0,-,- offset,268,0,-,- iE-Extensions,269,1,-,-	
T	ENUMERATED	e	slot1,slot2,slot4,slot5,slot8,slot10,slot16,slot20,slot32,slot40,slot64,slot80,slot160,slot320,slot640,slot1280,slot2560	+
T	INTEGER	i	0 2559 1
T	ProtocolExtensionContainer	L	270	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,39.id.- criticality,18,0,-,39.criticality.0 extensionValue,271,0,-,39.Extension.0	
T	OPEN TYPE	x
T	ResourceTypeSemi-persistent	Q	0	periodicity,273,0,-,- offset,274,0,-,- iE-Extensions,275,1,-,-	
T	ENUMERATED	e	slot1,slot2,slot4,slot5,slot8,slot10,slot16,slot20,slot32,slot40,slot64,slot80,slot160,slot320,slot640,slot1280,slot2560	+
T	INTEGER	i	0 2559 1
T	ProtocolExtensionContainer	L	276	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,40.id.- criticality,18,0,-,40.criticality.0 extensionValue,277,0,-,40.Extension.0	
T	OPEN TYPE	x
T	ResourceTypeAperiodic	Q	0	aperiodicResourceType,279,0,-,- iE-Extensions,280,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	281	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,41.id.- criticality,18,0,-,41.criticality.0 extensionValue,282,0,-,41.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,42.id.- criticality,18,0,-,42.criticality.0 value,285,0,-,42.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,42.id.- criticality,18,0,-,42.criticality.0 value,285,0,-,42.Value.0	
T	OPEN TYPE	x
T	INTEGER	i	0 1023 0
T	ProtocolExtensionContainer	L	288	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,43.id.- criticality,18,0,-,43.criticality.0 extensionValue,289,0,-,43.Extension.0	
T	OPEN TYPE	x
T	NrofSymbolsExtended	e	n8,n10,n12,n14	+
T	RepetitionFactorExtended	e	n3,n5,n6,n7,n8,n10,n12,n14	+
T	StartRBHopping	e	enable	-
T	StartRBIndex	C	0	freqScalingFactor2,294,0,-,- freqScalingFactor4,295,0,-,- choice-extension,296,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 3 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,44.id.- criticality,18,0,-,44.criticality.0 value,298,0,-,44.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,44.id.- criticality,18,0,-,44.criticality.0 value,298,0,-,44.Value.0	
T	OPEN TYPE	x
T	PosSRSResource-List	L	300	1 64 0
T	PosSRSResource-Item	Q	0	srs-PosResourceId,301,0,-,- transmissionCombPos,302,0,-,- startPosition,315,0,-,- nrofSymbols,316,0,-,- freqDomainShift,317,0,-,- c-SRS,318,0,-,- groupOrSequenceHopping,319,0,-,- resourceTypePos,320,0,-,- sequenceId,340,0,-,- spatialRelationPos,341,1,-,- iE-Extensions,358,1,-,-	
T	SRSPosResourceID	i	0 63 0
T	TransmissionCombPos	C	0	n2,303,0,-,- n4,306,0,-,- n8,309,0,-,- choice-extension,312,0,-,-	
T	SEQUENCE	Q	0	combOffset-n2,304,0,-,- cyclicShift-n2,305,0,-,-	
T	INTEGER	i	0 1 0
T	INTEGER	i	0 7 0
T	SEQUENCE	Q	0	combOffset-n4,307,0,-,- cyclicShift-n4,308,0,-,-	
T	INTEGER	i	0 3 0
T	INTEGER	i	0 11 0
T	SEQUENCE	Q	0	combOffset-n8,310,0,-,- cyclicShift-n8,311,0,-,-	
T	INTEGER	i	0 7 0
T	INTEGER	i	0 5 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,45.id.- criticality,18,0,-,45.criticality.0 value,314,0,-,45.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,45.id.- criticality,18,0,-,45.criticality.0 value,314,0,-,45.Value.0	
T	OPEN TYPE	x
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	INTEGER	i	0 268 0
T	INTEGER	i	0 63 0
T	ENUMERATED	e	neither,groupHopping,sequenceHopping	-
T	ResourceTypePos	C	0	periodic,321,0,-,- semi-persistent,327,0,-,- aperiodic,332,0,-,- choice-extension,337,0,-,-	
T	ResourceTypePeriodicPos	Q	0	periodicity,322,0,-,- offset,323,0,-,- iE-Extensions,324,1,-,-	
T	SRS-Periodicity	e	slot1,slot2,slot4,slot5,slot8,slot10,slot16,slot20,slot32,slot40,slot64,slot80,slot160,slot320,slot640,slot1280,slot2560,slot5120,slot10240,slot40960,slot81920	+slot128,slot256,slot512,slot20480
T	INTEGER	i	0 81919 1
T	ProtocolExtensionContainer	L	325	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,46.id.- criticality,18,0,-,46.criticality.0 extensionValue,326,0,-,46.Extension.0	
T	OPEN TYPE	x
T	ResourceTypeSemi-persistentPos	Q	0	periodicity,322,0,-,- offset,328,0,-,- iE-Extensions,329,1,-,-	
T	INTEGER	i	0 81919 1
T	ProtocolExtensionContainer	L	330	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,47.id.- criticality,18,0,-,47.criticality.0 extensionValue,331,0,-,47.Extension.0	
T	OPEN TYPE	x
T	ResourceTypeAperiodicPos	Q	0	slotOffset,333,0,-,- iE-Extensions,334,1,-,-	
T	INTEGER	i	0 32 0
T	ProtocolExtensionContainer	L	335	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,48.id.- criticality,18,0,-,48.criticality.0 extensionValue,336,0,-,48.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,49.id.- criticality,18,0,-,49.criticality.0 value,339,0,-,49.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,49.id.- criticality,18,0,-,49.criticality.0 value,339,0,-,49.Value.0	
T	OPEN TYPE	x
T	INTEGER	i	0 65535 0
T	SpatialRelationPos	C	0	sSBPos,342,0,-,- pRSInformationPos,348,0,-,- choice-extension,355,0,-,-	
T	SSB	Q	0	pCI-NR,343,0,-,- ssb-index,344,1,-,- iE-Extensions,345,1,-,-	
T	NRPCI	i	0 1007 0
T	SSB-Index	i	0 63 0
T	ProtocolExtensionContainer	L	346	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,50.id.- criticality,18,0,-,50.criticality.0 extensionValue,347,0,-,50.Extension.0	
T	OPEN TYPE	x
T	PRSInformationPos	Q	0	pRS-IDPos,349,0,-,- pRS-Resource-Set-IDPos,350,0,-,- pRS-Resource-IDPos,351,1,-,- iE-Extensions,352,1,-,-	
T	INTEGER	i	0 255 0
T	INTEGER	i	0 7 0
T	INTEGER	i	0 63 0
T	ProtocolExtensionContainer	L	353	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,51.id.- criticality,18,0,-,51.criticality.0 extensionValue,354,0,-,51.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,52.id.- criticality,18,0,-,52.criticality.0 value,357,0,-,52.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,52.id.- criticality,18,0,-,52.criticality.0 value,357,0,-,52.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	359	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,53.id.- criticality,18,0,-,53.criticality.0 extensionValue,360,0,-,53.Extension.0	
T	OPEN TYPE	x
T	TxHoppingConfiguration	Q	1	overlapValue,362,0,-,- numberOfHops,363,0,-,- slotOffsetForRemainingHopsList,364,0,-,- iE-extensions,391,1,-,-	
T	ENUMERATED	e	rb0,rb1,rb2,rb4	-
T	INTEGER	i	1 6 0
T	SlotOffsetForRemainingHopsList	L	365	1 5 0
T	SlotOffsetForRemainingHopsItem	Q	1	slotOffsetRemainingHops,366,0,-,- iE-Extensions,388,1,-,-	
T	SlotOffsetRemainingHops	C	0	aperiodic,367,0,-,- semi-persistent,373,0,-,- periodic,379,0,-,- choice-extension,385,0,-,-	
T	SlotOffsetRemainingHopsAperiodic	Q	1	slotOffset,368,1,-,- startPosition,369,1,-,- iE-Extensions,370,1,-,-	
T	INTEGER	i	1 32 0
T	INTEGER	i	0 13 0
T	ProtocolExtensionContainer	L	371	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,54.id.- criticality,18,0,-,54.criticality.0 extensionValue,372,0,-,54.Extension.0	
T	OPEN TYPE	x
T	SlotOffsetRemainingHopsSemiPersistent	Q	1	sRSperiodicity,322,0,-,- offset,374,0,-,- startPosition,375,1,-,- iE-Extensions,376,1,-,-	
T	INTEGER	i	0 81919 1
T	INTEGER	i	0 13 0
T	ProtocolExtensionContainer	L	377	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,55.id.- criticality,18,0,-,55.criticality.0 extensionValue,378,0,-,55.Extension.0	
T	OPEN TYPE	x
T	SlotOffsetRemainingHopsPeriodic	Q	1	sRSperiodicity,322,0,-,- offset,380,0,-,- startPosition,381,1,-,- iE-Extensions,382,1,-,-	
T	INTEGER	i	0 81919 1
T	INTEGER	i	0 13 0
T	ProtocolExtensionContainer	L	383	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,56.id.- criticality,18,0,-,56.criticality.0 extensionValue,384,0,-,56.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,57.id.- criticality,18,0,-,57.criticality.0 value,387,0,-,57.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,57.id.- criticality,18,0,-,57.criticality.0 value,387,0,-,57.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	389	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,58.id.- criticality,18,0,-,58.criticality.0 extensionValue,390,0,-,58.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	392	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,59.id.- criticality,18,0,-,59.criticality.0 extensionValue,393,0,-,59.Extension.0	
T	OPEN TYPE	x
T	SRSResourceSet-List	L	395	1 16 0
T	SRSResourceSet	Q	0	sRSResourceSetID,39,0,-,- sRSResourceID-List,396,0,-,- resourceSetType,397,0,-,- iE-Extensions,417,1,-,-	
T	SRSResourceID-List	L	238	1 16 0
T	ResourceSetType	C	0	periodic,398,0,-,- semi-persistent,403,0,-,- aperiodic,408,0,-,- choice-extension,414,0,-,-	
T	ResourceSetTypePeriodic	Q	0	periodicSet,399,0,-,- iE-Extensions,400,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	401	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,60.id.- criticality,18,0,-,60.criticality.0 extensionValue,402,0,-,60.Extension.0	
T	OPEN TYPE	x
T	ResourceSetTypeSemi-persistent	Q	0	semi-persistentSet,404,0,-,- iE-Extensions,405,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	406	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,61.id.- criticality,18,0,-,61.criticality.0 extensionValue,407,0,-,61.Extension.0	
T	OPEN TYPE	x
T	ResourceSetTypeAperiodic	Q	0	sRSResourceTrigger-List,409,0,-,- slotoffset,410,0,-,- iE-Extensions,411,1,-,-	
T	INTEGER	i	1 3 0
T	INTEGER	i	0 32 0
T	ProtocolExtensionContainer	L	412	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,62.id.- criticality,18,0,-,62.criticality.0 extensionValue,413,0,-,62.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,63.id.- criticality,18,0,-,63.criticality.0 value,416,0,-,63.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,63.id.- criticality,18,0,-,63.criticality.0 value,416,0,-,63.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	418	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,64.id.- criticality,18,0,-,64.criticality.0 extensionValue,419,0,-,64.Extension.0	
T	OPEN TYPE	x
T	PosSRSResourceSet-List	L	421	1 16 0
T	PosSRSResourceSet-Item	Q	0	possrsResourceSetID,422,0,-,- possRSResourceID-List,423,0,-,- posresourceSetType,424,0,-,- iE-Extensions,443,1,-,-	
T	INTEGER	i	0 15 0
T	PosSRSResourceID-List	L	301	1 16 0
T	PosResourceSetType	C	0	periodic,425,0,-,- semi-persistent,430,0,-,- aperiodic,435,0,-,- choice-extension,440,0,-,-	
T	PosResourceSetTypePR	Q	0	posperiodicSet,426,0,-,- iE-Extensions,427,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	428	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,65.id.- criticality,18,0,-,65.criticality.0 extensionValue,429,0,-,65.Extension.0	
T	OPEN TYPE	x
T	PosResourceSetTypeSP	Q	0	possemi-persistentSet,431,0,-,- iE-Extensions,432,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	433	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,66.id.- criticality,18,0,-,66.criticality.0 extensionValue,434,0,-,66.Extension.0	
T	OPEN TYPE	x
T	PosResourceSetTypeAP	Q	0	sRSResourceTrigger-List,436,0,-,- iE-Extensions,437,1,-,-	
T	INTEGER	i	1 3 0
T	ProtocolExtensionContainer	L	438	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,67.id.- criticality,18,0,-,67.criticality.0 extensionValue,439,0,-,67.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,68.id.- criticality,18,0,-,68.criticality.0 value,442,0,-,68.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,68.id.- criticality,18,0,-,68.criticality.0 value,442,0,-,68.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	444	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,69.id.- criticality,18,0,-,69.criticality.0 extensionValue,445,0,-,69.Extension.0	
T	OPEN TYPE	x
T	AggregatedPosSRSResourceSetList	L	447	1 48 0
T	AggregatedPosSRSResourceSet-Item	Q	1	pointA,448,0,-,- nRPCI,343,1,-,- posSRSResourceSetID,449,0,-,- iE-Extensions,450,1,-,-	
T	INTEGER	i	0 3279165 0
T	INTEGER	i	0 15 0
T	ProtocolExtensionContainer	L	451	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,70.id.- criticality,18,0,-,70.criticality.0 extensionValue,452,0,-,70.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	454	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,71.id.- criticality,18,0,-,71.criticality.0 extensionValue,455,0,-,71.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	457	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,72.id.- criticality,18,0,-,72.criticality.0 extensionValue,458,0,-,72.Extension.0	
T	OPEN TYPE	x
T	AdditionalDuplicationIndication	e	three,four	+
T	AdditionalPDCPDuplicationTNL-Item	Q	1	additionalPDCPDuplicationUPTNLInformation,461,0,-,- iE-Extensions,471,1,-,-	
T	UPTransportLayerInformation	C	0	gTPTunnel,462,0,-,- choice-extension,468,0,-,-	
T	GTPTunnel	Q	1	transportLayerAddress,463,0,-,- gTP-TEID,464,0,-,- iE-Extensions,465,1,-,-	
T	TransportLayerAddress	B	1 160 1
T	GTP-TEID	O	4 4 0
T	ProtocolExtensionContainer	L	466	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,73.id.- criticality,18,0,-,73.criticality.0 extensionValue,467,0,-,73.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,74.id.- criticality,18,0,-,74.criticality.0 value,470,0,-,74.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,74.id.- criticality,18,0,-,74.criticality.0 value,470,0,-,74.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	472	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,75.id.- criticality,18,0,-,75.criticality.0 extensionValue,473,0,-,75.Extension.0	
T	OPEN TYPE	x
T	BHInfo	Q	0	bAProutingID,475,1,-,- egressBHRLCCHList,481,1,-,- iE-Extensions,487,1,-,-	
T	BAPRoutingID	Q	0	bAPAddress,476,0,-,- bAPPathID,477,0,-,- iE-Extensions,478,1,-,-	
T	BAPAddress	B	10 10 0
T	BAPPathID	B	10 10 0
T	ProtocolExtensionContainer	L	479	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,76.id.- criticality,18,0,-,76.criticality.0 extensionValue,480,0,-,76.Extension.0	
T	OPEN TYPE	x
T	EgressBHRLCCHList	L	482	1 2 0
T	EgressBHRLCCHItem	Q	0	nextHopBAPAddress,476,0,-,- bHRLCChannelID,483,0,-,- iE-Extensions,484,1,-,-	
T	BHRLCChannelID	B	16 16 0
T	ProtocolExtensionContainer	L	485	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,77.id.- criticality,18,0,-,77.criticality.0 extensionValue,486,0,-,77.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	488	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,78.id.- criticality,18,0,-,78.criticality.0 extensionValue,489,0,-,78.Extension.0	
T	OPEN TYPE	x
T	NonF1terminatingTopologyIndicator	e	true	+
T	AdditionalPDCPDuplicationTNL-List	L	460	1 2 0
T	AdditionalPath-Item	Q	0	relativePathDelay,493,0,-,- pathQuality,509,1,-,- iE-Extensions,536,1,-,-	
T	RelativePathDelay	C	0	k0,494,0,-,- k1,495,0,-,- k2,496,0,-,- k3,497,0,-,- k4,498,0,-,- k5,499,0,-,- choice-extension,500,0,-,-	
T	INTEGER	i	0 16351 0
T	INTEGER	i	0 8176 0
T	INTEGER	i	0 4088 0
T	INTEGER	i	0 2044 0
T	INTEGER	i	0 1022 0
T	INTEGER	i	0 511 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,79.id.- criticality,18,0,-,79.criticality.0 value,502,0,-,79.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,79.id.- criticality,18,0,-,79.criticality.0 value,502,0,-,79.Value.0	
T	OPEN TYPE	x
T	ReportingGranularitykminus1AdditionalPath	i	0 32701 0
T	ReportingGranularitykminus2AdditionalPath	i	0 65401 0
T	ReportingGranularitykminus3AdditionalPath	i	0 130801 0
T	ReportingGranularitykminus4AdditionalPath	i	0 261601 0
T	ReportingGranularitykminus5AdditionalPath	i	0 523201 0
T	ReportingGranularitykminus6AdditionalPath	i	0 1046401 0
T	TRPMeasurementQuality	Q	0	tRPmeasurementQuality-Item,510,0,-,- iE-Extensions,533,1,-,-	
T	TRPMeasurementQuality-Item	C	0	timingMeasurementQuality,511,0,-,- angleMeasurementQuality,517,0,-,- choice-extension,524,0,-,-	
T	TimingMeasurementQuality	Q	0	measurementQuality,512,0,-,- resolution,513,0,-,- iE-Extensions,514,1,-,-	
T	INTEGER	i	0 31 0
T	ENUMERATED	e	m0dot1,m1,m10,m30	+
T	ProtocolExtensionContainer	L	515	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,80.id.- criticality,18,0,-,80.criticality.0 extensionValue,516,0,-,80.Extension.0	
T	OPEN TYPE	x
T	AngleMeasurementQuality	Q	0	azimuthQuality,518,0,-,- zenithQuality,519,1,-,- resolution,520,0,-,- iE-Extensions,521,1,-,-	
T	INTEGER	i	0 255 0
T	INTEGER	i	0 255 0
T	ENUMERATED	e	deg0dot1	+
T	ProtocolExtensionContainer	L	522	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,81.id.- criticality,18,0,-,81.criticality.0 extensionValue,523,0,-,81.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,82.id.- criticality,18,0,-,82.criticality.0 value,526,0,-,82.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,82.id.- criticality,18,0,-,82.criticality.0 value,526,0,-,82.Value.0	
T	OPEN TYPE	x
T	PhaseQuality	Q	0	phaseQualityIndex,528,0,-,- phaseQualityResolution,529,0,-,- iE-Extensions,530,1,-,-	
T	INTEGER	i	0 179 0
T	ENUMERATED	e	deg0dot1,deg1	+
T	ProtocolExtensionContainer	L	531	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,83.id.- criticality,18,0,-,83.criticality.0 extensionValue,532,0,-,83.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	534	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,84.id.- criticality,18,0,-,84.criticality.0 extensionValue,535,0,-,84.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	537	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,85.id.- criticality,18,0,-,85.criticality.0 extensionValue,538,0,-,85.Extension.0	
T	OPEN TYPE	x
T	MultipleULAoA	Q	1	multipleULAoA,540,0,-,- iE-Extensions,563,1,-,-	
T	MultipleULAoA-List	L	541	1 8 0
T	MultipleULAoA-Item	C	0	uL-AoA,542,0,-,- ul-ZoA,555,0,-,- choice-extension,560,0,-,-	
T	UL-AoA	Q	1	azimuthAoA,543,0,-,- zenithAoA,544,1,-,- lCS-to-GCS-Translation,545,1,-,- iE-extensions,552,1,-,-	
T	INTEGER	i	0 3599 0
T	INTEGER	i	0 1799 0
T	LCS-to-GCS-Translation	Q	1	alpha,546,0,-,- beta,547,0,-,- gamma,548,0,-,- iE-Extensions,549,1,-,-	
T	INTEGER	i	0 3599 0
T	INTEGER	i	0 3599 0
T	INTEGER	i	0 3599 0
T	ProtocolExtensionContainer	L	550	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,86.id.- criticality,18,0,-,86.criticality.0 extensionValue,551,0,-,86.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	553	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,87.id.- criticality,18,0,-,87.criticality.0 extensionValue,554,0,-,87.Extension.0	
T	OPEN TYPE	x
T	ZoAInformation	Q	1	zenithAoA,556,0,-,- lCS-to-GCS-Translation,545,1,-,- iE-extensions,557,1,-,-	
T	INTEGER	i	0 1799 0
T	ProtocolExtensionContainer	L	558	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,88.id.- criticality,18,0,-,88.criticality.0 extensionValue,559,0,-,88.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,89.id.- criticality,18,0,-,89.criticality.0 value,562,0,-,89.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,89.id.- criticality,18,0,-,89.criticality.0 value,562,0,-,89.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	564	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,90.id.- criticality,18,0,-,90.criticality.0 extensionValue,565,0,-,90.Extension.0	
T	OPEN TYPE	x
T	UL-SRS-RSRPP	Q	1	firstPathRSRPP,567,0,-,- iE-extensions,568,1,-,-	
T	INTEGER	i	0 126 0
T	ProtocolExtensionContainer	L	569	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,91.id.- criticality,18,0,-,91.criticality.0 extensionValue,570,0,-,91.Extension.0	
T	OPEN TYPE	x
T	AdditionalPath-List	L	492	1 2 0
T	AdditionalRRMPriorityIndex	B	32 32 0
T	AdditionalSIBMessageList	L	574	1 63 0
T	AdditionalSIBMessageList-Item	Q	0	additionalSIB,575,0,-,- iE-Extensions,576,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	577	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,92.id.- criticality,18,0,-,92.criticality.0 extensionValue,578,0,-,92.Extension.0	
T	OPEN TYPE	x
T	AerialUE	e	authorized,not-authorized	+
T	AffectedCellsAndBeams-Item	Q	1	nRCGI,93,0,-,- affectedSSB-List,581,1,-,- iE-Extensions,587,1,-,-	
T	AffectedSSB-List	L	582	1 64 0
T	AffectedSSB-Item	Q	1	sSB-Index,583,0,-,- iE-Extensions,584,1,-,-	
T	INTEGER	i	0 63 0
T	ProtocolExtensionContainer	L	585	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,93.id.- criticality,18,0,-,93.criticality.0 extensionValue,586,0,-,93.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	588	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,94.id.- criticality,18,0,-,94.criticality.0 extensionValue,589,0,-,94.Extension.0	
T	OPEN TYPE	x
T	AffectedCellsAndBeams-List	L	580	1 32 0
T	Aggregated-PosSRS-Resource-ID-Item	Q	1	positioningSRS,301,0,-,- iE-Extensions,592,1,-,-	
T	ProtocolExtensionContainer	L	593	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,95.id.- criticality,18,0,-,95.criticality.0 extensionValue,594,0,-,95.Extension.0	
T	OPEN TYPE	x
T	PointA	i	0 3279165 0
T	SCS-SpecificCarrier	Q	0	offsetToCarrier,597,0,-,- subcarrierSpacing,598,0,-,- carrierBandwidth,599,0,-,- iE-Extensions,600,1,-,-	
T	INTEGER	i	0 2199 1
T	ENUMERATED	e	kHz15,kHz30,kHz60,kHz120	+kHz480,kHz960
T	INTEGER	i	1 275 1
T	ProtocolExtensionContainer	L	601	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,96.id.- criticality,18,0,-,96.criticality.0 extensionValue,602,0,-,96.Extension.0	
T	OPEN TYPE	x
T	AggregatedPRSResourceSet-Item	Q	1	dl-PRS-ResourceSet-List,604,0,-,- iE-Extensions,610,1,-,-	
T	DL-PRS-ResourceSet-List	L	605	1 3 0
T	DL-PRS-ResourceSet-Item	Q	1	dl-prs-ResourceSetIndex,606,0,-,- iE-Extensions,607,1,-,-	
T	INTEGER	i	1 8 0
T	ProtocolExtensionContainer	L	608	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,97.id.- criticality,18,0,-,97.criticality.0 extensionValue,609,0,-,97.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	611	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,98.id.- criticality,18,0,-,98.criticality.0 extensionValue,612,0,-,98.Extension.0	
T	OPEN TYPE	x
T	AggregatedPRSResourceSetList	L	603	1 2 0
T	AggregatedPosSRSResourceIDList	L	591	2 3 0
T	AggressorCellList	L	616	1 512 0
T	AggressorCellList-Item	Q	0	aggressorCell-ID,93,0,-,- iE-Extensions,617,1,-,-	
T	ProtocolExtensionContainer	L	618	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,99.id.- criticality,18,0,-,99.criticality.0 extensionValue,619,0,-,99.Extension.0	
T	OPEN TYPE	x
T	AggressorgNBSetID	Q	0	aggressorgNBSetID,621,0,-,- iE-Extensions,622,1,-,-	
T	GNBSetID	B	22 22 0
T	ProtocolExtensionContainer	L	623	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,100.id.- criticality,18,0,-,100.criticality.0 extensionValue,624,0,-,100.Extension.0	
T	OPEN TYPE	x
T	AllocationAndRetentionPriority	Q	1	priorityLevel,626,0,-,- pre-emptionCapability,627,0,-,- pre-emptionVulnerability,628,0,-,- iE-Extensions,629,1,-,-	
T	PriorityLevel	i	0 15 0
T	Pre-emptionCapability	e	shall-not-trigger-pre-emption,may-trigger-pre-emption	-
T	Pre-emptionVulnerability	e	not-pre-emptable,pre-emptable	-
T	ProtocolExtensionContainer	L	630	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,101.id.- criticality,18,0,-,101.criticality.0 extensionValue,631,0,-,101.Extension.0	
T	OPEN TYPE	x
T	AllowedPeriodicityList	L	633	1 8 0
T	Periodicity	i	0 640000 1
T	AlternativeQoSParaSetItem	Q	1	alternativeQoSParaSetIndex,635,0,-,- guaranteedFlowBitRateDL,636,1,-,- guaranteedFlowBitRateUL,636,1,-,- packetDelayBudget,637,1,-,- packetErrorRate,638,1,-,- iE-Extensions,644,1,-,-	
T	QoSParaSetIndex	i	1 8 1
T	BitRate	i	0 4000000000000 1
T	PacketDelayBudget	i	0 1023 1
T	PacketErrorRate	Q	1	pER-Scalar,639,0,-,- pER-Exponent,640,0,-,- iE-Extensions,641,1,-,-	
T	PER-Scalar	i	0 9 1
T	PER-Exponent	i	0 9 1
T	ProtocolExtensionContainer	L	642	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,102.id.- criticality,18,0,-,102.criticality.0 extensionValue,643,0,-,102.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	645	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,103.id.- criticality,18,0,-,103.criticality.0 extensionValue,646,0,-,103.Extension.0	
T	OPEN TYPE	x
T	MaxDataBurstVolume	i	0 4095 1
T	AlternativeQoSParaSetList	L	634	1 8 0
T	AngleMeasurementType	C	0	expected-ULAoA,650,0,-,- expected-ZoA,666,0,-,- choice-extension,670,0,-,-	
T	Expected-UL-AoA	Q	1	expected-Azimuth-AoA,651,0,-,- expected-Zenith-AoA,657,1,-,- iE-extensions,663,1,-,-	
T	Expected-Azimuth-AoA	Q	1	expected-Azimuth-AoA-value,652,0,-,- expected-Azimuth-AoA-uncertainty,653,0,-,- iE-Extensions,654,1,-,-	
T	Expected-Value-AoA	i	0 3599 0
T	Uncertainty-range-AoA	i	0 3599 0
T	ProtocolExtensionContainer	L	655	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,104.id.- criticality,18,0,-,104.criticality.0 extensionValue,656,0,-,104.Extension.0	
T	OPEN TYPE	x
T	Expected-Zenith-AoA	Q	1	expected-Zenith-AoA-value,658,0,-,- expected-Zenith-AoA-uncertainty,659,0,-,- iE-Extensions,660,1,-,-	
T	Expected-Value-ZoA	i	0 1799 0
T	Uncertainty-range-ZoA	i	0 1799 0
T	ProtocolExtensionContainer	L	661	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,105.id.- criticality,18,0,-,105.criticality.0 extensionValue,662,0,-,105.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	664	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,106.id.- criticality,18,0,-,106.criticality.0 extensionValue,665,0,-,106.Extension.0	
T	OPEN TYPE	x
T	Expected-ZoA-only	Q	1	expected-ZoA-only,657,0,-,- iE-extensions,667,1,-,-	
T	ProtocolExtensionContainer	L	668	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,107.id.- criticality,18,0,-,107.criticality.0 extensionValue,669,0,-,107.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,108.id.- criticality,18,0,-,108.criticality.0 value,672,0,-,108.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,108.id.- criticality,18,0,-,108.criticality.0 value,672,0,-,108.Value.0	
T	OPEN TYPE	x
T	AoA-AssistanceInfo	Q	1	angleMeasurement,649,0,-,- lCS-to-GCS-Translation,545,1,-,- iE-Extensions,674,1,-,-	
T	ProtocolExtensionContainer	L	675	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,109.id.- criticality,18,0,-,109.criticality.0 extensionValue,676,0,-,109.Extension.0	
T	OPEN TYPE	x
T	AperiodicSRS	Q	1	aperiodic,678,0,-,- sRSResourceTrigger,679,1,-,- iE-Extensions,685,1,-,-	
T	ENUMERATED	e	true	+
T	SRSResourceTrigger	Q	0	aperiodicSRSResourceTriggerList,680,0,-,- iE-Extensions,682,1,-,-	
T	AperiodicSRSResourceTriggerList	L	681	1 3 0
T	AperiodicSRSResourceTrigger	i	1 3 0
T	ProtocolExtensionContainer	L	683	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,110.id.- criticality,18,0,-,110.criticality.0 extensionValue,684,0,-,110.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	686	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,111.id.- criticality,18,0,-,111.criticality.0 extensionValue,687,0,-,111.Extension.0	
T	OPEN TYPE	x
T	AppLayerBufferLevelList	O	0 - 0
T	AreaScope	e	true	+
T	Associated-SCell-Item	Q	0	sCell-ID,93,0,-,- iE-Extensions,691,1,-,-	
T	ProtocolExtensionContainer	L	692	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,112.id.- criticality,18,0,-,112.criticality.0 extensionValue,693,0,-,112.Extension.0	
T	OPEN TYPE	x
T	Associated-SCell-List	L	695	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,113.id.- criticality,18,0,-,113.criticality.0 value,697,0,-,113.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,113.id.- criticality,18,0,-,113.criticality.0 value,697,0,-,113.Value.0	
T	OPEN TYPE	x
T	AssociatedSessionID	O	0 - 0
T	AvailablePLMNList	L	700	1 6 0
T	AvailablePLMNList-Item	Q	0	pLMNIdentity,94,0,-,- iE-Extensions,701,1,-,-	
T	ProtocolExtensionContainer	L	702	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,114.id.- criticality,18,0,-,114.criticality.0 extensionValue,703,0,-,114.Extension.0	
T	OPEN TYPE	x
T	AvailableSNPN-ID-List	L	705	1 12 0
T	AvailableSNPN-ID-List-Item	Q	1	pLMN-Identity,94,0,-,- availableNIDList,706,0,-,- iE-Extensions,708,1,-,-	
T	BroadcastNIDList	L	707	1 12 0
T	NID	B	44 44 0
T	ProtocolExtensionContainer	L	709	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,115.id.- criticality,18,0,-,115.criticality.0 extensionValue,710,0,-,115.Extension.0	
T	OPEN TYPE	x
T	AveragingWindow	i	0 4095 1
T	BAP-Header-Rewriting-Added-List	L	713	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,116.id.- criticality,18,0,-,116.criticality.0 value,715,0,-,116.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,116.id.- criticality,18,0,-,116.criticality.0 value,715,0,-,116.Value.0	
T	OPEN TYPE	x
T	BAP-Header-Rewriting-Added-List-Item	Q	0	ingressBAPRoutingID,475,0,-,- egressBAPRoutingID,475,0,-,- nonF1terminatingTopologyIndicator,490,1,-,- iE-Extensions,717,1,-,-	
T	ProtocolExtensionContainer	L	718	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,117.id.- criticality,18,0,-,117.criticality.0 extensionValue,719,0,-,117.Extension.0	
T	OPEN TYPE	x
T	BAP-Header-Rewriting-Removed-List	L	721	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,118.id.- criticality,18,0,-,118.criticality.0 value,723,0,-,118.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,118.id.- criticality,18,0,-,118.criticality.0 value,723,0,-,118.Value.0	
T	OPEN TYPE	x
T	BAP-Header-Rewriting-Removed-List-Item	Q	0	ingressBAPRoutingID,475,0,-,- iE-Extensions,725,1,-,-	
T	ProtocolExtensionContainer	L	726	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,119.id.- criticality,18,0,-,119.criticality.0 extensionValue,727,0,-,119.Extension.0	
T	OPEN TYPE	x
T	BAPCtrlPDUChannel	e	true	+
T	BAPMappingConfiguration	Q	1	protocolIEs,730,0,-,-	
T	ProtocolIE-Container	L	731	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,120.id.- criticality,18,0,-,120.criticality.0 value,732,0,-,120.Value.0	
T	OPEN TYPE	x
T	BH-Routing-Information-Added-List	L	734	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,121.id.- criticality,18,0,-,121.criticality.0 value,736,0,-,121.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,121.id.- criticality,18,0,-,121.criticality.0 value,736,0,-,121.Value.0	
T	OPEN TYPE	x
T	BH-Routing-Information-Added-List-Item	Q	0	bAPRoutingID,475,0,-,- nextHopBAPAddress,476,0,-,- iE-Extensions,738,1,-,-	
T	ProtocolExtensionContainer	L	739	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,122.id.- criticality,18,0,-,122.criticality.0 extensionValue,740,0,-,122.Extension.0	
T	OPEN TYPE	x
T	BH-Routing-Information-Removed-List	L	742	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,123.id.- criticality,18,0,-,123.criticality.0 value,744,0,-,123.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,123.id.- criticality,18,0,-,123.criticality.0 value,744,0,-,123.Value.0	
T	OPEN TYPE	x
T	BH-Routing-Information-Removed-List-Item	Q	0	bAPRoutingID,475,0,-,- iE-Extensions,746,1,-,-	
T	ProtocolExtensionContainer	L	747	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,124.id.- criticality,18,0,-,124.criticality.0 extensionValue,748,0,-,124.Extension.0	
T	OPEN TYPE	x
T	TrafficMappingInfo	C	0	iPtolayer2TrafficMappingInfo,750,0,-,- bAPlayerBHRLCchannelMappingInfo,772,0,-,- choice-extension,783,0,-,-	
T	IPtolayer2TrafficMappingInfo	Q	1	iPtolayer2TrafficMappingInfoToAdd,751,1,-,- iPtolayer2TrafficMappingInfoToRemove,771,1,-,- iE-Extensions,768,1,-,-	
T	IPtolayer2TrafficMappingInfoList	L	752	1 67108864 0
T	IPtolayer2TrafficMappingInfo-Item	Q	1	mappingInformationIndex,753,0,-,- iPHeaderInformation,754,0,-,- bHInfo,474,0,-,- iE-Extensions,768,1,-,-	
T	MappingInformationIndex	B	26 26 0
T	IPHeaderInformation	Q	1	destinationIABTNLAddress,755,0,-,- dsInformationList,762,1,-,- iPv6FlowLabel,764,1,-,- iE-Extensions,765,1,-,-	
T	IABTNLAddress	C	0	iPv4Address,756,0,-,- iPv6Address,757,0,-,- iPv6Prefix,758,0,-,- choice-extension,759,0,-,-	
T	BIT STRING	B	32 32 0
T	BIT STRING	B	128 128 0
T	BIT STRING	B	64 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,125.id.- criticality,18,0,-,125.criticality.0 value,761,0,-,125.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,125.id.- criticality,18,0,-,125.criticality.0 value,761,0,-,125.Value.0	
T	OPEN TYPE	x
T	DSInformationList	L	763	0 64 0
T	DSCP	B	6 6 0
T	BIT STRING	B	20 20 0
T	ProtocolExtensionContainer	L	766	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,126.id.- criticality,18,0,-,126.criticality.0 extensionValue,767,0,-,126.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	769	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,127.id.- criticality,18,0,-,127.criticality.0 extensionValue,770,0,-,127.Extension.0	
T	OPEN TYPE	x
T	MappingInformationtoRemove	L	753	1 67108864 0
T	BAPlayerBHRLCchannelMappingInfo	Q	1	bAPlayerBHRLCchannelMappingInfoToAdd,773,1,-,- bAPlayerBHRLCchannelMappingInfoToRemove,771,1,-,- iE-Extensions,780,1,-,-	
T	BAPlayerBHRLCchannelMappingInfoList	L	774	1 67108864 0
T	BAPlayerBHRLCchannelMappingInfo-Item	Q	1	mappingInformationIndex,753,0,-,- priorHopBAPAddress,476,1,-,- ingressbHRLCChannelID,483,1,-,- nextHopBAPAddress,476,1,-,- egressbHRLCChannelID,483,1,-,- iE-Extensions,775,1,-,-	
T	ProtocolExtensionContainer	L	776	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,128.id.- criticality,18,0,-,128.criticality.0 extensionValue,777,0,-,128.Extension.0	
T	OPEN TYPE	x
T	IngressNonF1terminatingTopologyIndicator	e	true	+
T	EgressNonF1terminatingTopologyIndicator	e	true	+
T	ProtocolExtensionContainer	L	781	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,129.id.- criticality,18,0,-,129.criticality.0 extensionValue,782,0,-,129.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,130.id.- criticality,18,0,-,130.criticality.0 value,785,0,-,130.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,130.id.- criticality,18,0,-,130.criticality.0 value,785,0,-,130.Value.0	
T	OPEN TYPE	x
T	BufferSizeThresh	i	0 16777215 0
T	Re-routingEnableIndicator	e	true,false	+
T	BAPMappingConfigurationAcknowledge	Q	1	protocolIEs,789,0,-,-	
T	ProtocolIE-Container	L	790	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,131.id.- criticality,18,0,-,131.criticality.0 value,791,0,-,131.Value.0	
T	OPEN TYPE	x
T	CriticalityDiagnostics	Q	1	procedureCode,793,1,-,- triggeringMessage,794,1,-,- procedureCriticality,18,1,-,- transactionID,48,1,-,- iEsCriticalityDiagnostics,795,1,-,- iE-Extensions,801,1,-,-	
T	ProcedureCode	i	0 255 0
T	TriggeringMessage	e	initiating-message,successful-outcome,unsuccessful-outcome	-
T	CriticalityDiagnostics-IE-List	L	796	1 256 0
T	CriticalityDiagnostics-IE-Item	Q	1	iECriticality,18,0,-,- iE-ID,33,0,-,- typeOfError,797,0,-,- iE-Extensions,798,1,-,-	
T	TypeOfError	e	not-understood,missing	+
T	ProtocolExtensionContainer	L	799	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,132.id.- criticality,18,0,-,132.criticality.0 extensionValue,800,0,-,132.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	802	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,133.id.- criticality,18,0,-,133.criticality.0 extensionValue,803,0,-,133.Extension.0	
T	OPEN TYPE	x
T	BAPMappingConfigurationFailure	Q	1	protocolIEs,805,0,-,-	
T	ProtocolIE-Container	L	806	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,134.id.- criticality,18,0,-,134.criticality.0 value,807,0,-,134.Value.0	
T	OPEN TYPE	x
T	Cause	C	0	radioNetwork,809,0,-,- transport,810,0,-,- protocol,811,0,-,- misc,812,0,-,- choice-extension,813,0,-,-	
T	CauseRadioNetwork	e	unspecified,rl-failure-rlc,unknown-or-already-allocated-gnb-cu-ue-f1ap-id,unknown-or-already-allocated-gnb-du-ue-f1ap-id,unknown-or-inconsistent-pair-of-ue-f1ap-id,interaction-with-other-procedure,not-supported-qci-Value,action-desirable-for-radio-reasons,no-radio-resources-available,procedure-cancelled,normal-release	+cell-not-available,rl-failure-others,ue-rejection,resources-not-available-for-the-slice,amf-initiated-abnormal-release,release-due-to-pre-emption,plmn-not-served-by-the-gNB-CU,multiple-drb-id-instances,unknown-drb-id,multiple-bh-rlc-ch-id-instances,unknown-bh-rlc-ch-id,cho-cpc-resources-tobechanged,nPN-not-supported,nPN-access-denied,gNB-CU-Cell-Capacity-Exceeded,report-characteristics-empty,existing-measurement-ID,measurement-temporarily-not-available,measurement-not-supported-for-the-object,unknown-bh-address,unknown-bap-routing-id,insufficient-ue-capabilities,scg-activation-deactivation-failure,scg-deactivation-failure-due-to-data-transmission,requested-item-not-supported-on-time,unknown-or-already-allocated-gNB-CU-MBS-F1AP-ID,unknown-or-already-allocated-gNB-DU-MBS-F1AP-ID,unknown-or-inconsistent-pair-of-MBS-F1AP-ID,unknown-or-inconsistent-MRB-ID,tat-sdt-expiry,lTM-command-triggered,sSB-not-available
T	CauseTransport	e	unspecified,transport-resource-unavailable	+unknown-TNL-address-for-IAB,unknown-UP-TNL-information-for-IAB
T	CauseProtocol	e	transfer-syntax-error,abstract-syntax-error-reject,abstract-syntax-error-ignore-and-notify,message-not-compatible-with-receiver-state,semantic-error,abstract-syntax-error-falsely-constructed-message,unspecified	+
T	CauseMisc	e	control-processing-overload,not-enough-user-plane-processing-resources,hardware-failure,om-intervention,unspecified	+
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,135.id.- criticality,18,0,-,135.criticality.0 value,815,0,-,135.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,135.id.- criticality,18,0,-,135.criticality.0 value,815,0,-,135.Value.0	
T	OPEN TYPE	x
T	TimeToWait	e	v1s,v2s,v5s,v10s,v20s,v60s	+
T	BCBearerContextF1U-TNLInfo	C	0	locationindpendent,818,0,-,- locationdependent,823,0,-,- choice-extension,829,0,-,-	
T	MBSF1UInformation	Q	1	mbs-f1u-info,461,0,-,- iE-Extensions,819,1,-,-	
T	ProtocolExtensionContainer	L	820	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,136.id.- criticality,18,0,-,136.criticality.0 extensionValue,821,0,-,136.Extension.0	
T	OPEN TYPE	x
T	F1UTunnelNotEstablished	e	true	+
T	LocationDependentMBSF1UInformation	L	824	1 256 0
T	LocationDependentMBSF1UInformation-Item	Q	1	mbsAreaSession-ID,825,0,-,- mbs-f1u-info-at-CU,461,0,-,- iE-Extensions,826,1,-,-	
T	MBS-Area-Session-ID	i	0 65535 1
T	ProtocolExtensionContainer	L	827	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,137.id.- criticality,18,0,-,137.criticality.0 extensionValue,828,0,-,137.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,138.id.- criticality,18,0,-,138.criticality.0 value,831,0,-,138.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,138.id.- criticality,18,0,-,138.criticality.0 value,831,0,-,138.Value.0	
T	OPEN TYPE	x
T	BHChannels-FailedToBeModified-Item	Q	0	bHRLCChannelID,483,0,-,- cause,808,1,-,- iE-Extensions,833,1,-,-	
T	ProtocolExtensionContainer	L	834	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,139.id.- criticality,18,0,-,139.criticality.0 extensionValue,835,0,-,139.Extension.0	
T	OPEN TYPE	x
T	BHChannels-FailedToBeModified-List	L	837	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,140.id.- criticality,18,0,-,140.criticality.0 value,839,0,-,140.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,140.id.- criticality,18,0,-,140.criticality.0 value,839,0,-,140.Value.0	
T	OPEN TYPE	x
T	BHChannels-FailedToBeSetup-Item	Q	0	bHRLCChannelID,483,0,-,- cause,808,1,-,- iE-Extensions,841,1,-,-	
T	ProtocolExtensionContainer	L	842	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,141.id.- criticality,18,0,-,141.criticality.0 extensionValue,843,0,-,141.Extension.0	
T	OPEN TYPE	x
T	BHChannels-FailedToBeSetup-List	L	845	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,142.id.- criticality,18,0,-,142.criticality.0 value,847,0,-,142.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,142.id.- criticality,18,0,-,142.criticality.0 value,847,0,-,142.Value.0	
T	OPEN TYPE	x
T	BHChannels-FailedToBeSetupMod-Item	Q	0	bHRLCChannelID,483,0,-,- cause,808,1,-,- iE-Extensions,849,1,-,-	
T	ProtocolExtensionContainer	L	850	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,143.id.- criticality,18,0,-,143.criticality.0 extensionValue,851,0,-,143.Extension.0	
T	OPEN TYPE	x
T	BHChannels-FailedToBeSetupMod-List	L	853	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,144.id.- criticality,18,0,-,144.criticality.0 value,855,0,-,144.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,144.id.- criticality,18,0,-,144.criticality.0 value,855,0,-,144.Value.0	
T	OPEN TYPE	x
T	BHChannels-Modified-Item	Q	0	bHRLCChannelID,483,0,-,- iE-Extensions,857,1,-,-	
T	ProtocolExtensionContainer	L	858	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,145.id.- criticality,18,0,-,145.criticality.0 extensionValue,859,0,-,145.Extension.0	
T	OPEN TYPE	x
T	BHChannels-Modified-List	L	861	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,146.id.- criticality,18,0,-,146.criticality.0 value,863,0,-,146.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,146.id.- criticality,18,0,-,146.criticality.0 value,863,0,-,146.Value.0	
T	OPEN TYPE	x
T	BHChannels-Required-ToBeReleased-Item	Q	0	bHRLCChannelID,483,0,-,- iE-Extensions,865,1,-,-	
T	ProtocolExtensionContainer	L	866	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,147.id.- criticality,18,0,-,147.criticality.0 extensionValue,867,0,-,147.Extension.0	
T	OPEN TYPE	x
T	BHChannels-Required-ToBeReleased-List	L	869	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,148.id.- criticality,18,0,-,148.criticality.0 value,871,0,-,148.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,148.id.- criticality,18,0,-,148.criticality.0 value,871,0,-,148.Value.0	
T	OPEN TYPE	x
T	BHChannels-Setup-Item	Q	0	bHRLCChannelID,483,0,-,- iE-Extensions,873,1,-,-	
T	ProtocolExtensionContainer	L	874	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,149.id.- criticality,18,0,-,149.criticality.0 extensionValue,875,0,-,149.Extension.0	
T	OPEN TYPE	x
T	BHChannels-Setup-List	L	877	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,150.id.- criticality,18,0,-,150.criticality.0 value,879,0,-,150.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,150.id.- criticality,18,0,-,150.criticality.0 value,879,0,-,150.Value.0	
T	OPEN TYPE	x
T	BHChannels-SetupMod-Item	Q	0	bHRLCChannelID,483,0,-,- iE-Extensions,881,1,-,-	
T	ProtocolExtensionContainer	L	882	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,151.id.- criticality,18,0,-,151.criticality.0 extensionValue,883,0,-,151.Extension.0	
T	OPEN TYPE	x
T	BHChannels-SetupMod-List	L	885	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,152.id.- criticality,18,0,-,152.criticality.0 value,887,0,-,152.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,152.id.- criticality,18,0,-,152.criticality.0 value,887,0,-,152.Value.0	
T	OPEN TYPE	x
T	BHChannels-ToBeModified-Item	Q	0	bHRLCChannelID,483,0,-,- bHQoSInformation,889,0,-,- rLCmode,946,1,-,- bAPCtrlPDUChannel,728,1,-,- trafficMappingInfo,749,1,-,- iE-Extensions,947,1,-,-	
T	BHQoSInformation	C	0	bHRLCCHQoS,890,0,-,- eUTRANBHRLCCHQoS,933,0,-,- cPTrafficType,942,0,-,- choice-extension,943,0,-,-	
T	QoSFlowLevelQoSParameters	Q	0	qoS-Characteristics,891,0,-,- nGRANallocationRetentionPriority,909,0,-,- gBR-QoS-Flow-Information,913,1,-,- reflective-QoS-Attribute,918,1,-,- iE-Extensions,919,1,-,-	
T	QoS-Characteristics	C	0	non-Dynamic-5QI,892,0,-,- dynamic-5QI,899,0,-,- choice-extension,906,0,-,-	
T	NonDynamic5QIDescriptor	Q	0	fiveQI,893,0,-,- qoSPriorityLevel,894,1,-,- averagingWindow,711,1,-,- maxDataBurstVolume,647,1,-,- iE-Extensions,895,1,-,-	
T	INTEGER	i	0 255 1
T	INTEGER	i	1 127 0
T	ProtocolExtensionContainer	L	896	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,153.id.- criticality,18,0,-,153.criticality.0 extensionValue,897,0,-,153.Extension.0	
T	OPEN TYPE	x
T	ExtendedPacketDelayBudget	i	1 65535 1
T	Dynamic5QIDescriptor	Q	0	qoSPriorityLevel,900,0,-,- packetDelayBudget,637,0,-,- packetErrorRate,638,0,-,- fiveQI,901,1,-,- delayCritical,902,1,-,- averagingWindow,711,1,-,- maxDataBurstVolume,647,1,-,- iE-Extensions,903,1,-,-	
T	INTEGER	i	1 127 0
T	INTEGER	i	0 255 1
T	ENUMERATED	e	delay-critical,non-delay-critical	-
T	ProtocolExtensionContainer	L	904	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,154.id.- criticality,18,0,-,154.criticality.0 extensionValue,905,0,-,154.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,155.id.- criticality,18,0,-,155.criticality.0 value,908,0,-,155.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,155.id.- criticality,18,0,-,155.criticality.0 value,908,0,-,155.Value.0	
T	OPEN TYPE	x
T	NGRANAllocationAndRetentionPriority	Q	0	priorityLevel,626,0,-,- pre-emptionCapability,627,0,-,- pre-emptionVulnerability,628,0,-,- iE-Extensions,910,1,-,-	
T	ProtocolExtensionContainer	L	911	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,156.id.- criticality,18,0,-,156.criticality.0 extensionValue,912,0,-,156.Extension.0	
T	OPEN TYPE	x
T	GBR-QoSFlowInformation	Q	1	maxFlowBitRateDownlink,636,0,-,- maxFlowBitRateUplink,636,0,-,- guaranteedFlowBitRateDownlink,636,0,-,- guaranteedFlowBitRateUplink,636,0,-,- maxPacketLossRateDownlink,914,1,-,- maxPacketLossRateUplink,914,1,-,- iE-Extensions,915,1,-,-	
T	MaxPacketLossRate	i	0 1000 0
T	ProtocolExtensionContainer	L	916	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,157.id.- criticality,18,0,-,157.criticality.0 extensionValue,917,0,-,157.Extension.0	
T	OPEN TYPE	x
T	ENUMERATED	e	subject-to	+
T	ProtocolExtensionContainer	L	920	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,158.id.- criticality,18,0,-,158.criticality.0 extensionValue,921,0,-,158.Extension.0	
T	OPEN TYPE	x
T	PDUSessionID	i	0 255 0
T	QosMonitoringRequest	e	ul,dl,both	+stop
T	PDUSetQoSParameters	Q	0	ulPDUSetQoSInformation,925,1,-,- dlPDUSetQoSInformation,925,1,-,- iE-Extensions,930,1,-,-	
T	PDUSetQoSInformation	Q	0	pduSetDelayBudget,898,1,-,- pduSetErrorRate,638,1,-,- pduSetIntegratedHandlingInformation,926,1,-,- iE-Extensions,927,1,-,-	
T	ENUMERATED	e	true,false	+
T	ProtocolExtensionContainer	L	928	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,159.id.- criticality,18,0,-,159.criticality.0 extensionValue,929,0,-,159.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	931	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,160.id.- criticality,18,0,-,160.criticality.0 extensionValue,932,0,-,160.Extension.0	
T	OPEN TYPE	x
T	EUTRANQoS	Q	1	qCI,934,0,-,- allocationAndRetentionPriority,625,0,-,- gbrQosInformation,935,1,-,- iE-Extensions,939,1,-,-	
T	QCI	i	0 255 0
T	GBR-QosInformation	Q	1	e-RAB-MaximumBitrateDL,636,0,-,- e-RAB-MaximumBitrateUL,636,0,-,- e-RAB-GuaranteedBitrateDL,636,0,-,- e-RAB-GuaranteedBitrateUL,636,0,-,- iE-Extensions,936,1,-,-	
T	ProtocolExtensionContainer	L	937	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,161.id.- criticality,18,0,-,161.criticality.0 extensionValue,938,0,-,161.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	940	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,162.id.- criticality,18,0,-,162.criticality.0 extensionValue,941,0,-,162.Extension.0	
T	OPEN TYPE	x
T	CPTrafficType	i	1 3 1
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,163.id.- criticality,18,0,-,163.criticality.0 value,945,0,-,163.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,163.id.- criticality,18,0,-,163.criticality.0 value,945,0,-,163.Value.0	
T	OPEN TYPE	x
T	RLCMode	e	rlc-am,rlc-um-bidirectional,rlc-um-unidirectional-ul,rlc-um-unidirectional-dl	+
T	ProtocolExtensionContainer	L	948	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,164.id.- criticality,18,0,-,164.criticality.0 extensionValue,949,0,-,164.Extension.0	
T	OPEN TYPE	x
T	BHChannels-ToBeModified-List	L	951	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,165.id.- criticality,18,0,-,165.criticality.0 value,953,0,-,165.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,165.id.- criticality,18,0,-,165.criticality.0 value,953,0,-,165.Value.0	
T	OPEN TYPE	x
T	BHChannels-ToBeReleased-Item	Q	0	bHRLCChannelID,483,0,-,- iE-Extensions,955,1,-,-	
T	ProtocolExtensionContainer	L	956	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,166.id.- criticality,18,0,-,166.criticality.0 extensionValue,957,0,-,166.Extension.0	
T	OPEN TYPE	x
T	BHChannels-ToBeReleased-List	L	959	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,167.id.- criticality,18,0,-,167.criticality.0 value,961,0,-,167.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,167.id.- criticality,18,0,-,167.criticality.0 value,961,0,-,167.Value.0	
T	OPEN TYPE	x
T	BHChannels-ToBeSetup-Item	Q	0	bHRLCChannelID,483,0,-,- bHQoSInformation,889,0,-,- rLCmode,946,0,-,- bAPCtrlPDUChannel,728,1,-,- trafficMappingInfo,749,1,-,- iE-Extensions,963,1,-,-	
T	ProtocolExtensionContainer	L	964	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,168.id.- criticality,18,0,-,168.criticality.0 extensionValue,965,0,-,168.Extension.0	
T	OPEN TYPE	x
T	BHChannels-ToBeSetup-List	L	967	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,169.id.- criticality,18,0,-,169.criticality.0 value,969,0,-,169.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,169.id.- criticality,18,0,-,169.criticality.0 value,969,0,-,169.Value.0	
T	OPEN TYPE	x
T	BHChannels-ToBeSetupMod-Item	Q	0	bHRLCChannelID,483,0,-,- bHQoSInformation,889,0,-,- rLCmode,946,0,-,- bAPCtrlPDUChannel,728,1,-,- trafficMappingInfo,749,1,-,- iE-Extensions,971,1,-,-	
T	ProtocolExtensionContainer	L	972	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,170.id.- criticality,18,0,-,170.criticality.0 extensionValue,973,0,-,170.Extension.0	
T	OPEN TYPE	x
T	BHChannels-ToBeSetupMod-List	L	975	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,171.id.- criticality,18,0,-,171.criticality.0 value,977,0,-,171.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,171.id.- criticality,18,0,-,171.criticality.0 value,977,0,-,171.Value.0	
T	OPEN TYPE	x
T	BHRLCCHItem	Q	0	bHRLCChannelID,483,0,-,- iE-Extensions,979,1,-,-	
T	ProtocolExtensionContainer	L	980	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,172.id.- criticality,18,0,-,172.criticality.0 extensionValue,981,0,-,172.Extension.0	
T	OPEN TYPE	x
T	BHRLCCHList	L	978	1 65536 0
T	BPLMN-ID-Info-Item	Q	1	pLMN-Identity-List,699,0,-,- extended-PLMN-Identity-List,984,1,-,- fiveGS-TAC,989,1,-,- nr-cell-ID,95,0,-,- ranac,990,1,-,- iE-Extensions,991,1,-,-	
T	ExtendedAvailablePLMN-List	L	985	1 6 0
T	ExtendedAvailablePLMN-Item	Q	0	pLMNIdentity,94,0,-,- iE-Extensions,986,1,-,-	
T	ProtocolExtensionContainer	L	987	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,173.id.- criticality,18,0,-,173.criticality.0 extensionValue,988,0,-,173.Extension.0	
T	OPEN TYPE	x
T	FiveGS-TAC	O	3 3 0
T	RANAC	i	0 255 0
T	ProtocolExtensionContainer	L	992	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,174.id.- criticality,18,0,-,174.criticality.0 extensionValue,993,0,-,174.Extension.0	
T	OPEN TYPE	x
T	ConfiguredTACIndication	e	true	+
T	NPNBroadcastInformation	C	0	sNPN-Broadcast-Information,996,0,-,- pNI-NPN-Broadcast-Information,1005,0,-,- choice-extension,1016,0,-,-	
T	NPN-Broadcast-Information-SNPN	Q	1	broadcastSNPNID-List,997,0,-,- iE-Extension,1002,1,-,-	
T	BroadcastSNPN-ID-List	L	998	1 12 0
T	BroadcastSNPN-ID-List-Item	Q	1	pLMN-Identity,94,0,-,- broadcastNIDList,706,0,-,- iE-Extensions,999,1,-,-	
T	ProtocolExtensionContainer	L	1000	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,175.id.- criticality,18,0,-,175.criticality.0 extensionValue,1001,0,-,175.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1003	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,176.id.- criticality,18,0,-,176.criticality.0 extensionValue,1004,0,-,176.Extension.0	
T	OPEN TYPE	x
T	NPN-Broadcast-Information-PNI-NPN	Q	1	broadcastPNI-NPN-ID-Information,1006,0,-,- iE-Extension,1013,1,-,-	
T	BroadcastPNI-NPN-ID-List	L	1007	1 12 0
T	BroadcastPNI-NPN-ID-List-Item	Q	1	pLMN-Identity,94,0,-,- broadcastCAGList,1008,0,-,- iE-Extensions,1010,1,-,-	
T	BroadcastCAGList	L	1009	1 12 0
T	CAGID	B	32 32 0
T	ProtocolExtensionContainer	L	1011	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,177.id.- criticality,18,0,-,177.criticality.0 extensionValue,1012,0,-,177.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1014	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,178.id.- criticality,18,0,-,178.criticality.0 extensionValue,1015,0,-,178.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,179.id.- criticality,18,0,-,179.criticality.0 value,1018,0,-,179.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,179.id.- criticality,18,0,-,179.criticality.0 value,1018,0,-,179.Value.0	
T	OPEN TYPE	x
T	BPLMN-ID-Info-List	L	983	1 12 0
T	BW-Aggregation-Request-Indication	e	true	+
T	BWP-Id	i	0 4 0
T	BandwidthSRS	C	0	fR1,1023,0,-,- fR2,1024,0,-,- choice-extension,1025,0,-,-	
T	FR1-Bandwidth	e	bw5,bw10,bw20,bw40,bw50,bw80,bw100	+bw160,bw200
T	FR2-Bandwidth	e	bw50,bw100,bw200,bw400	+bw800,bw1600,bw2000,bw600
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,180.id.- criticality,18,0,-,180.criticality.0 value,1027,0,-,180.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,180.id.- criticality,18,0,-,180.criticality.0 value,1027,0,-,180.Value.0	
T	OPEN TYPE	x
T	BearerTypeChange	e	true	+
T	Broadcast-Cell-List-Item	Q	1	cellID,93,0,-,- iE-Extensions,1030,1,-,-	
T	ProtocolExtensionContainer	L	1031	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,181.id.- criticality,18,0,-,181.criticality.0 extensionValue,1032,0,-,181.Extension.0	
T	OPEN TYPE	x
T	Broadcast-MRBs-Transport-Request-Item	Q	1	mRB-ID,1034,0,-,- bcBearerCtxtF1U-TNLInfoatDU,817,0,-,- iE-Extensions,1035,1,-,-	
T	MRB-ID	i	1 512 1
T	ProtocolExtensionContainer	L	1036	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,182.id.- criticality,18,0,-,182.criticality.0 extensionValue,1037,0,-,182.Extension.0	
T	OPEN TYPE	x
T	Broadcast-MRBs-Transport-Request-List	L	1039	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,183.id.- criticality,18,0,-,183.criticality.0 value,1041,0,-,183.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,183.id.- criticality,18,0,-,183.criticality.0 value,1041,0,-,183.Value.0	
T	OPEN TYPE	x
T	Broadcast-To-Be-Cancelled-Item	Q	1	nRCGI,93,0,-,- iE-Extensions,1043,1,-,-	
T	ProtocolExtensionContainer	L	1044	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,184.id.- criticality,18,0,-,184.criticality.0 extensionValue,1045,0,-,184.Extension.0	
T	OPEN TYPE	x
T	Broadcast-To-Be-Cancelled-List	L	1047	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,185.id.- criticality,18,0,-,185.criticality.0 value,1049,0,-,185.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,185.id.- criticality,18,0,-,185.criticality.0 value,1049,0,-,185.Value.0	
T	OPEN TYPE	x
T	BroadcastAreaScope	C	0	completeSuccess,1051,0,-,- partialSuccess,1052,0,-,- choice-extension,1057,0,-,-	
T	NULL	n
T	PartialSuccessCell	Q	1	broadcastCellList,1053,0,-,- iE-Extensions,1054,1,-,-	
T	BroadcastCellList	L	1029	1 512 0
T	ProtocolExtensionContainer	L	1055	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,186.id.- criticality,18,0,-,186.criticality.0 extensionValue,1056,0,-,186.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,187.id.- criticality,18,0,-,187.criticality.0 value,1059,0,-,187.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,187.id.- criticality,18,0,-,187.criticality.0 value,1059,0,-,187.Value.0	
T	OPEN TYPE	x
T	BroadcastContextModificationFailure	Q	1	protocolIEs,1061,0,-,-	
T	ProtocolIE-Container	L	1062	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,188.id.- criticality,18,0,-,188.criticality.0 value,1063,0,-,188.Value.0	
T	OPEN TYPE	x
T	GNB-CU-MBS-F1AP-ID	i	0 4294967295 0
T	GNB-DU-MBS-F1AP-ID	i	0 4294967295 0
T	BroadcastContextModificationRequest	Q	1	protocolIEs,1067,0,-,-	
T	ProtocolIE-Container	L	1068	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,189.id.- criticality,18,0,-,189.criticality.0 value,1069,0,-,189.Value.0	
T	OPEN TYPE	x
T	MBS-ServiceArea	C	0	locationindependent,1071,0,-,- locationdependent,1081,0,-,- choice-Extensions,1086,0,-,-	
T	MBS-ServiceAreaInformation	Q	1	mBS-ServiceAreaCellList,1072,1,-,- mBS-ServiceAreaTAIList,1073,1,-,- iE-Extensions,1078,1,-,-	
T	MBS-ServiceAreaCellList	L	93	1 512 0
T	MBS-ServiceAreaTAIList	L	1074	1 512 0
T	MBS-ServiceAreaTAIList-Item	Q	1	plmn-ID,94,0,-,- fiveGS-TAC,989,0,-,- iE-Extensions,1075,1,-,-	
T	ProtocolExtensionContainer	L	1076	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,190.id.- criticality,18,0,-,190.criticality.0 extensionValue,1077,0,-,190.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1079	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,191.id.- criticality,18,0,-,191.criticality.0 extensionValue,1080,0,-,191.Extension.0	
T	OPEN TYPE	x
T	MBS-ServiceAreaInformationList	L	1082	1 256 0
T	MBS-ServiceAreaInformationItem	Q	1	mBS-AreaSessionID,825,0,-,- mBS-ServiceAreaInformation,1071,0,-,- iE-Extensions,1083,1,-,-	
T	ProtocolExtensionContainer	L	1084	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,192.id.- criticality,18,0,-,192.criticality.0 extensionValue,1085,0,-,192.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,193.id.- criticality,18,0,-,193.criticality.0 value,1088,0,-,193.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,193.id.- criticality,18,0,-,193.criticality.0 value,1088,0,-,193.Value.0	
T	OPEN TYPE	x
T	MBS-CUtoDURRCInformation	Q	1	mBS-Broadcast-Cell-List,1090,0,-,- mBS-Broadcast-MRB-List,1096,0,-,- iE-Extensions,1102,1,-,-	
T	MBS-Broadcast-Cell-List	L	1091	1 512 0
T	MBS-Broadcast-Cell-Item	Q	1	nRCGI,93,0,-,- mtch-neighbourCell,1092,1,-,- iE-Extensions,1093,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	1094	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,194.id.- criticality,18,0,-,194.criticality.0 extensionValue,1095,0,-,194.Extension.0	
T	OPEN TYPE	x
T	MBS-Broadcast-MRB-List	L	1097	1 32 0
T	MBS-Broadcast-MRB-Item	Q	1	mRB-ID,1034,0,-,- mRB-PDCP-Config-Broadcast,1098,0,-,- iE-Extensions,1099,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	1100	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,195.id.- criticality,18,0,-,195.criticality.0 extensionValue,1101,0,-,195.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1103	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,196.id.- criticality,18,0,-,196.criticality.0 extensionValue,1104,0,-,196.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeSetupMod-List	L	1106	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,197.id.- criticality,18,0,-,197.criticality.0 value,1108,0,-,197.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,197.id.- criticality,18,0,-,197.criticality.0 value,1108,0,-,197.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeSetupMod-Item	Q	1	mRB-ID,1034,0,-,- mRB-QoSInformation,890,0,-,- mBS-Flows-Mapped-To-MRB-List,1110,0,-,- bcBearerCtxtF1U-TNLInfoatCU,817,0,-,- iE-Extensions,1116,0,-,-	
T	MBS-Flows-Mapped-To-MRB-List	L	1111	1 64 0
T	MBS-Flows-Mapped-To-MRB-Item	Q	0	mBS-QoSFlowIdentifier,1112,0,-,- mbs-QoSFlowLevelQoSParameters,890,0,-,- iE-Extensions,1113,1,-,-	
T	QoSFlowIdentifier	i	0 63 0
T	ProtocolExtensionContainer	L	1114	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,198.id.- criticality,18,0,-,198.criticality.0 extensionValue,1115,0,-,198.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1117	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,199.id.- criticality,18,0,-,199.criticality.0 extensionValue,1118,0,-,199.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeModified-List	L	1120	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,200.id.- criticality,18,0,-,200.criticality.0 value,1122,0,-,200.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,200.id.- criticality,18,0,-,200.criticality.0 value,1122,0,-,200.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeModified-Item	Q	1	mRB-ID,1034,0,-,- mRB-QoSInformation,890,1,-,- mBS-Flows-Mapped-To-MRB-List,1110,1,-,- bcBearerCtxtF1U-TNLInfoatCU,817,1,-,- iE-Extensions,1124,1,-,-	
T	ProtocolExtensionContainer	L	1125	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,201.id.- criticality,18,0,-,201.criticality.0 extensionValue,1126,0,-,201.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeReleased-List	L	1128	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,202.id.- criticality,18,0,-,202.criticality.0 value,1130,0,-,202.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,202.id.- criticality,18,0,-,202.criticality.0 value,1130,0,-,202.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeReleased-Item	Q	1	mRB-ID,1034,0,-,- iE-Extensions,1132,1,-,-	
T	ProtocolExtensionContainer	L	1133	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,203.id.- criticality,18,0,-,203.criticality.0 extensionValue,1134,0,-,203.Extension.0	
T	OPEN TYPE	x
T	SupportedUETypeList	L	1136	1 8 0
T	SupportedUETypeList-Item	Q	1	supportedUEtype,1137,0,-,- iE-Extensions,1138,1,-,-	
T	ENUMERATED	e	non-redcap-ue,redcap-ue	+
T	ProtocolExtensionContainer	L	1139	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,204.id.- criticality,18,0,-,204.criticality.0 extensionValue,1140,0,-,204.Extension.0	
T	OPEN TYPE	x
T	BroadcastContextModificationResponse	Q	1	protocolIEs,1142,0,-,-	
T	ProtocolIE-Container	L	1143	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,205.id.- criticality,18,0,-,205.criticality.0 value,1144,0,-,205.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-SetupMod-List	L	1146	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,206.id.- criticality,18,0,-,206.criticality.0 value,1148,0,-,206.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,206.id.- criticality,18,0,-,206.criticality.0 value,1148,0,-,206.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-SetupMod-Item	Q	1	mRB-ID,1034,0,-,- bcBearerCtxtF1U-TNLInfoatDU,817,0,-,- iE-Extensions,1150,1,-,-	
T	ProtocolExtensionContainer	L	1151	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,207.id.- criticality,18,0,-,207.criticality.0 extensionValue,1152,0,-,207.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-FailedToBeSetupMod-List	L	1154	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,208.id.- criticality,18,0,-,208.criticality.0 value,1156,0,-,208.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,208.id.- criticality,18,0,-,208.criticality.0 value,1156,0,-,208.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-FailedToBeSetupMod-Item	Q	1	mRB-ID,1034,0,-,- cause,808,1,-,- iE-Extensions,1158,1,-,-	
T	ProtocolExtensionContainer	L	1159	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,209.id.- criticality,18,0,-,209.criticality.0 extensionValue,1160,0,-,209.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-Modified-List	L	1162	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,210.id.- criticality,18,0,-,210.criticality.0 value,1164,0,-,210.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,210.id.- criticality,18,0,-,210.criticality.0 value,1164,0,-,210.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-Modified-Item	Q	1	mRB-ID,1034,0,-,- bcBearerCtxtF1U-TNLInfoatDU,817,1,-,- iE-Extensions,1166,1,-,-	
T	ProtocolExtensionContainer	L	1167	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,211.id.- criticality,18,0,-,211.criticality.0 extensionValue,1168,0,-,211.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-FailedToBeModified-List	L	1170	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,212.id.- criticality,18,0,-,212.criticality.0 value,1172,0,-,212.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,212.id.- criticality,18,0,-,212.criticality.0 value,1172,0,-,212.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-FailedToBeModified-Item	Q	1	mRB-ID,1034,0,-,- cause,808,1,-,- iE-Extensions,1174,1,-,-	
T	ProtocolExtensionContainer	L	1175	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,213.id.- criticality,18,0,-,213.criticality.0 extensionValue,1176,0,-,213.Extension.0	
T	OPEN TYPE	x
T	BroadcastContextReleaseCommand	Q	1	protocolIEs,1178,0,-,-	
T	ProtocolIE-Container	L	1179	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,214.id.- criticality,18,0,-,214.criticality.0 value,1180,0,-,214.Value.0	
T	OPEN TYPE	x
T	BroadcastContextReleaseComplete	Q	1	protocolIEs,1182,0,-,-	
T	ProtocolIE-Container	L	1183	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,215.id.- criticality,18,0,-,215.criticality.0 value,1184,0,-,215.Value.0	
T	OPEN TYPE	x
T	BroadcastContextReleaseRequest	Q	1	protocolIEs,1186,0,-,-	
T	ProtocolIE-Container	L	1187	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,216.id.- criticality,18,0,-,216.criticality.0 value,1188,0,-,216.Value.0	
T	OPEN TYPE	x
T	BroadcastContextSetupFailure	Q	1	protocolIEs,1190,0,-,-	
T	ProtocolIE-Container	L	1191	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,217.id.- criticality,18,0,-,217.criticality.0 value,1192,0,-,217.Value.0	
T	OPEN TYPE	x
T	BroadcastContextSetupRequest	Q	1	protocolIEs,1194,0,-,-	
T	ProtocolIE-Container	L	1195	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,218.id.- criticality,18,0,-,218.criticality.0 value,1196,0,-,218.Value.0	
T	OPEN TYPE	x
T	MBS-Session-ID	Q	1	tMGI,1198,0,-,- nID,707,1,-,- iE-Extensions,1199,1,-,-	
T	TMGI	O	6 6 0
T	ProtocolExtensionContainer	L	1200	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,219.id.- criticality,18,0,-,219.criticality.0 extensionValue,1201,0,-,219.Extension.0	
T	OPEN TYPE	x
T	SNSSAI	Q	0	sST,1203,0,-,- sD,1204,1,-,- iE-Extensions,1205,1,-,-	
T	OCTET STRING	O	1 1 0
T	OCTET STRING	O	3 3 0
T	ProtocolExtensionContainer	L	1206	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,220.id.- criticality,18,0,-,220.criticality.0 extensionValue,1207,0,-,220.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeSetup-List	L	1209	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,221.id.- criticality,18,0,-,221.criticality.0 value,1211,0,-,221.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,221.id.- criticality,18,0,-,221.criticality.0 value,1211,0,-,221.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-ToBeSetup-Item	Q	1	mRB-ID,1034,0,-,- mRB-QoSInformation,890,0,-,- mBS-Flows-Mapped-To-MRB-List,1110,0,-,- bcBearerCtxtF1U-TNLInfoatCU,817,0,-,- iE-Extensions,1213,0,-,-	
T	ProtocolExtensionContainer	L	1214	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,222.id.- criticality,18,0,-,222.criticality.0 extensionValue,1215,0,-,222.Extension.0	
T	OPEN TYPE	x
T	RANSharingAssistanceInformation	e	mbs-session-in-non-shared-cell-resources	+
T	BroadcastContextSetupResponse	Q	1	protocolIEs,1218,0,-,-	
T	ProtocolIE-Container	L	1219	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,223.id.- criticality,18,0,-,223.criticality.0 value,1220,0,-,223.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-Setup-List	L	1222	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,224.id.- criticality,18,0,-,224.criticality.0 value,1224,0,-,224.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,224.id.- criticality,18,0,-,224.criticality.0 value,1224,0,-,224.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-Setup-Item	Q	1	mRB-ID,1034,0,-,- bcBearerCtxtF1U-TNLInfoatDU,817,0,-,- iE-Extensions,1226,1,-,-	
T	ProtocolExtensionContainer	L	1227	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,225.id.- criticality,18,0,-,225.criticality.0 extensionValue,1228,0,-,225.Extension.0	
T	OPEN TYPE	x
T	BroadcastMRBs-FailedToBeSetup-List	L	1230	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,226.id.- criticality,18,0,-,226.criticality.0 value,1232,0,-,226.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,226.id.- criticality,18,0,-,226.criticality.0 value,1232,0,-,226.Value.0	
T	OPEN TYPE	x
T	BroadcastMRBs-FailedToBeSetup-Item	Q	1	mRB-ID,1034,0,-,- cause,808,1,-,- iE-Extensions,1234,1,-,-	
T	ProtocolExtensionContainer	L	1235	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,227.id.- criticality,18,0,-,227.criticality.0 extensionValue,1236,0,-,227.Extension.0	
T	OPEN TYPE	x
T	BroadcastTransportResourceRequest	Q	1	protocolIEs,1238,0,-,-	
T	ProtocolIE-Container	L	1239	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,228.id.- criticality,18,0,-,228.criticality.0 value,1240,0,-,228.Value.0	
T	OPEN TYPE	x
T	F1U-PathFailure	e	true	+
T	BurstArrivalTime	O	0 - 0
T	BurstArrivalTimeWindow	Q	1	burstArrivalTimeWindowStart,1244,0,-,- burstArrivalTimeWindowEnd,1245,0,-,- iE-Extension,1246,1,-,-	
T	INTEGER	i	0 640000 1
T	INTEGER	i	0 640000 1
T	ProtocolExtensionContainer	L	1247	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,229.id.- criticality,18,0,-,229.criticality.0 extensionValue,1248,0,-,229.Extension.0	
T	OPEN TYPE	x
T	C-RNTI	i	0 65535 1
T	CCO-Assistance-Information	Q	1	cCO-issue-detection,1251,1,-,- affectedCellsAndBeams-List,590,1,-,- iE-Extensions,1252,1,-,-	
T	CCO-issue-detection	e	coverage,cell-edge-capacity	+network-energy-saving
T	ProtocolExtensionContainer	L	1253	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,230.id.- criticality,18,0,-,230.criticality.0 extensionValue,1254,0,-,230.Extension.0	
T	OPEN TYPE	x
T	CG-Config	O	0 - 0
T	CG-ConfigInfo	O	0 - 0
T	CG-SDTKeptIndicator	e	true	+
T	CG-SDTQueryIndication	e	true	+
T	CG-SDTSessionInfo	Q	1	gNB-CU-UE-F1AP-ID,92,0,-,- gNB-DU-UE-F1AP-ID,52,0,-,- iE-Extensions,1260,1,-,-	
T	ProtocolExtensionContainer	L	1261	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,231.id.- criticality,18,0,-,231.criticality.0 extensionValue,1262,0,-,231.Extension.0	
T	OPEN TYPE	x
T	CG-SDTindicatorMod	e	true,false	+
T	CG-SDTindicatorSetup	e	true	+
T	CHO-Probability	i	1 100 0
T	CHOtrigger-InterDU	e	cho-initiation,cho-replace	+
T	CHOtrigger-IntraDU	e	cho-initiation,cho-replace,cho-cancel	+
T	CNSubgroupID	i	0 7 1
T	CNUEPagingIdentity	C	0	fiveG-S-TMSI,1270,0,-,- choice-extension,1271,0,-,-	
T	BIT STRING	B	48 48 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,232.id.- criticality,18,0,-,232.criticality.0 value,1273,0,-,232.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,232.id.- criticality,18,0,-,232.criticality.0 value,1273,0,-,232.Value.0	
T	OPEN TYPE	x
T	CP-TransportLayerAddress	C	0	endpoint-IP-address,463,0,-,- endpoint-IP-address-and-port,1275,0,-,- choice-extension,1280,0,-,-	
T	Endpoint-IP-address-and-port	Q	0	endpointIPAddress,463,0,-,- iE-Extensions,1276,1,-,-	
T	ProtocolExtensionContainer	L	1277	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,233.id.- criticality,18,0,-,233.criticality.0 extensionValue,1278,0,-,233.Extension.0	
T	OPEN TYPE	x
T	PortNumber	B	16 16 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,234.id.- criticality,18,0,-,234.criticality.0 value,1282,0,-,234.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,234.id.- criticality,18,0,-,234.criticality.0 value,1282,0,-,234.Value.0	
T	OPEN TYPE	x
T	CPAC-trigger	e	cpac-preparation,cpac-executed	+
T	CPACMCGInformation	Q	1	cpac-trigger,1283,0,-,- pscellid,93,0,-,- iE-Extensions,1285,1,-,-	
T	ProtocolExtensionContainer	L	1286	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,235.id.- criticality,18,0,-,235.criticality.0 extensionValue,1287,0,-,235.Extension.0	
T	OPEN TYPE	x
T	CSIResourceConfiguration	Q	0	cSIResourceConfigToAddModList,1289,1,-,- cSIResourceConfigToReleaseList,1290,1,-,- iE-Extensions,1291,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	1292	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,236.id.- criticality,18,0,-,236.criticality.0 extensionValue,1293,0,-,236.Extension.0	
T	OPEN TYPE	x
T	CUDUCellSwitchNotification	Q	1	protocolIEs,1295,0,-,-	
T	ProtocolIE-Container	L	1296	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,237.id.- criticality,18,0,-,237.criticality.0 value,1297,0,-,237.Value.0	
T	OPEN TYPE	x
T	LTMCellSwitchInformation	Q	1	jointorDLTCIStateID,1299,0,-,- uLTCIStateID,1300,1,-,- iE-Extensions,1301,1,-,-	
T	JointorDLTCIStateID	O	0 - 0
T	ULTCIStateID	O	0 - 0
T	ProtocolExtensionContainer	L	1302	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,238.id.- criticality,18,0,-,238.criticality.0 extensionValue,1303,0,-,238.Extension.0	
T	OPEN TYPE	x
T	TAInformation-List	L	1305	1 8 0
T	TAInformation-Item	Q	1	nRCGI,93,0,-,- tAValue,1306,0,-,- iE-Extensions,1307,1,-,-	
T	TAValue	i	0 4095 0
T	ProtocolExtensionContainer	L	1308	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,239.id.- criticality,18,0,-,239.criticality.0 extensionValue,1309,0,-,239.Extension.0	
T	OPEN TYPE	x
T	CUDURIMInformation	Q	0	victimgNBSetID,621,0,-,- rIMRSDetectionStatus,1311,0,-,- iE-Extensions,1312,1,-,-	
T	RIMRSDetectionStatus	e	rs-detected,rs-disappeared	+
T	ProtocolExtensionContainer	L	1313	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,240.id.- criticality,18,0,-,240.criticality.0 extensionValue,1314,0,-,240.Extension.0	
T	OPEN TYPE	x
T	CUDURadioInformationTransfer	Q	1	protocolIEs,1316,0,-,-	
T	ProtocolIE-Container	L	1317	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,241.id.- criticality,18,0,-,241.criticality.0 value,1318,0,-,241.Value.0	
T	OPEN TYPE	x
T	CUDURadioInformationType	C	0	rIM,1310,0,-,- choice-extension,1320,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,242.id.- criticality,18,0,-,242.criticality.0 value,1322,0,-,242.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,242.id.- criticality,18,0,-,242.criticality.0 value,1322,0,-,242.Value.0	
T	OPEN TYPE	x
T	CUDUTAInformationTransfer	Q	1	protocolIEs,1324,0,-,-	
T	ProtocolIE-Container	L	1325	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,243.id.- criticality,18,0,-,243.criticality.0 value,1326,0,-,243.Value.0	
T	OPEN TYPE	x
T	CUtoDUTAInformation-List	L	1328	1 8 0
T	CUtoDUTAInformation-Item	Q	1	nRCGI,93,0,-,- tAValue,1306,0,-,- preambleIndex,1329,0,-,- rA-RNTI,1330,0,-,- tagIDPointer,1331,1,-,- iE-Extensions,1332,1,-,-	
T	PreambleIndex	i	0 63 0
T	RA-RNTI	i	0 65535 1
T	TagIDPointer	O	0 - 0
T	ProtocolExtensionContainer	L	1333	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,244.id.- criticality,18,0,-,244.criticality.0 extensionValue,1334,0,-,244.Extension.0	
T	OPEN TYPE	x
T	CUtoDURRCInformation	Q	1	cG-ConfigInfo,1256,1,-,- uE-CapabilityRAT-ContainerList,1336,1,-,- measConfig,1337,1,-,- iE-Extensions,1338,1,-,-	
T	UE-CapabilityRAT-ContainerList	O	0 - 0
T	MeasConfig	O	0 - 0
T	ProtocolExtensionContainer	L	1339	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,245.id.- criticality,18,0,-,245.criticality.0 extensionValue,1340,0,-,245.Extension.0	
T	OPEN TYPE	x
T	HandoverPreparationInformation	O	0 - 0
T	CellGroupConfig	O	0 - 0
T	MeasurementTimingConfiguration	O	0 - 0
T	UEAssistanceInformation	O	0 - 0
T	UEAssistanceInformationEUTRA	O	0 - 0
T	LocationMeasurementInformation	O	0 - 0
T	MUSIM-GapConfig	O	0 - 0
T	SDT-MAC-PHY-CG-Config	O	0 - 0
T	MBSInterestIndication	O	0 - 0
T	NeedForGapsInfoNR	O	0 - 0
T	NeedForGapNCSGInfoNR	O	0 - 0
T	NeedForGapNCSGInfoEUTRA	O	0 - 0
T	ConfigRestrictInfoDAPS	O	0 - 0
T	Preconfigured-measurement-GAP-Request	e	true	+
T	NeedForInterruptionInfoNR	O	0 - 0
T	MusimCapabilityRestrictionIndication	e	true	+
T	MusimCandidateBandList	O	0 - 0
T	Cancel-all-Warning-Messages-Indicator	e	true	+
T	Candidate-SpCell-Item	Q	1	candidate-SpCell-ID,93,0,-,- iE-Extensions,1360,1,-,-	
T	ProtocolExtensionContainer	L	1361	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,246.id.- criticality,18,0,-,246.criticality.0 extensionValue,1362,0,-,246.Extension.0	
T	OPEN TYPE	x
T	Candidate-SpCell-List	L	1364	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,247.id.- criticality,18,0,-,247.criticality.0 value,1366,0,-,247.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,247.id.- criticality,18,0,-,247.criticality.0 value,1366,0,-,247.Value.0	
T	OPEN TYPE	x
T	CapacityValue	Q	0	capacityValue,1368,0,-,- sSBAreaCapacityValueList,1369,1,-,- iE-Extensions,1376,1,-,-	
T	INTEGER	i	0 100 0
T	SSBAreaCapacityValueList	L	1370	1 64 0
T	SSBAreaCapacityValueItem	Q	0	sSBIndex,1371,0,-,- sSBAreaCapacityValue,1372,0,-,- iE-Extensions,1373,1,-,-	
T	INTEGER	i	0 63 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1374	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,248.id.- criticality,18,0,-,248.criticality.0 extensionValue,1375,0,-,248.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1377	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,249.id.- criticality,18,0,-,249.criticality.0 extensionValue,1378,0,-,249.Extension.0	
T	OPEN TYPE	x
T	Cell-Direction	e	dl-only,ul-only	-
T	Cell-Portion-ID	i	0 4095 1
T	CellBarred	e	barred,not-barred	+
T	CellCapacityClassValue	i	1 100 1
T	CellCoverageState	i	0 63 1
T	CellMeasurementResultItem	Q	0	cellID,93,0,-,- radioResourceStatus,1385,1,-,- compositeAvailableCapacityGroup,1433,1,-,- sliceAvailableCapacity,1441,1,-,- numberofActiveUEs,1457,1,-,- iE-Extensions,1458,1,-,-	
T	RadioResourceStatus	Q	0	sSBAreaRadioResourceStatusList,1386,0,-,- iE-Extensions,1400,1,-,-	
T	SSBAreaRadioResourceStatusList	L	1387	1 64 0
T	SSBAreaRadioResourceStatusItem	Q	0	sSBIndex,1388,0,-,- sSBAreaDLGBRPRBusage,1389,0,-,- sSBAreaULGBRPRBusage,1390,0,-,- sSBAreaDLnon-GBRPRBusage,1391,0,-,- sSBAreaULnon-GBRPRBusage,1392,0,-,- sSBAreaDLTotalPRBusage,1393,0,-,- sSBAreaULTotalPRBusage,1394,0,-,- dLschedulingPDCCHCCEusage,1395,1,-,- uLschedulingPDCCHCCEusage,1396,1,-,- iE-Extensions,1397,1,-,-	
T	INTEGER	i	0 63 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1398	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,250.id.- criticality,18,0,-,250.criticality.0 extensionValue,1399,0,-,250.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1401	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,251.id.- criticality,18,0,-,251.criticality.0 extensionValue,1402,0,-,251.Extension.0	
T	OPEN TYPE	x
T	SliceRadioResourceStatus	Q	0	sliceRadioResourceStatus,1404,0,-,- iE-Extensions,1420,1,-,-	
T	SliceRadioResourceStatus-List	L	1405	1 12 0
T	SliceRadioResourceStatus-Item	Q	0	pLMNIdentity,94,0,-,- sNSSAIRadioResourceStatus-List,1406,0,-,- iE-Extensions,1417,1,-,-	
T	SNSSAIRadioResourceStatus-List	L	1407	1 1024 0
T	SNSSAIRadioResourceStatus-Item	Q	0	sNSSAI,1202,0,-,- sNSSAIdlGBRPRBusage,1408,0,-,- sNSSAIulGBRPRBusage,1409,0,-,- sNSSAIdlNonGBRPRBusage,1410,0,-,- sNSSAIulNonGBRPRBusage,1411,0,-,- sNSSAIdlTotalPRBallocation,1412,0,-,- sNSSAIulTotalPRBallocation,1413,0,-,- iE-Extensions,1414,1,-,-	
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1415	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,252.id.- criticality,18,0,-,252.criticality.0 extensionValue,1416,0,-,252.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1418	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,253.id.- criticality,18,0,-,253.criticality.0 extensionValue,1419,0,-,253.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1421	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,254.id.- criticality,18,0,-,254.criticality.0 extensionValue,1422,0,-,254.Extension.0	
T	OPEN TYPE	x
T	MIMOPRBusageInformation	Q	1	dl-GBR-PRB-usage-for-MIMO,1424,0,-,- ul-GBR-PRB-usage-for-MIMO,1425,0,-,- dl-non-GBR-PRB-usage-for-MIMO,1426,0,-,- ul-non-GBR-PRB-usage-for-MIMO,1427,0,-,- dl-Total-PRB-usage-for-MIMO,1428,0,-,- ul-Total-PRB-usage-for-MIMO,1429,0,-,- iE-Extensions,1430,1,-,-	
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1431	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,255.id.- criticality,18,0,-,255.criticality.0 extensionValue,1432,0,-,255.Extension.0	
T	OPEN TYPE	x
T	CompositeAvailableCapacityGroup	Q	0	compositeAvailableCapacityDownlink,1434,0,-,- compositeAvailableCapacityUplink,1434,0,-,- iE-Extensions,1438,1,-,-	
T	CompositeAvailableCapacity	Q	0	cellCapacityClassValue,1382,1,-,- capacityValue,1367,0,-,- iE-Extensions,1435,1,-,-	
T	ProtocolExtensionContainer	L	1436	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,256.id.- criticality,18,0,-,256.criticality.0 extensionValue,1437,0,-,256.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1439	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,257.id.- criticality,18,0,-,257.criticality.0 extensionValue,1440,0,-,257.Extension.0	
T	OPEN TYPE	x
T	SliceAvailableCapacity	Q	0	sliceAvailableCapacityList,1442,0,-,- iE-Extensions,1454,1,-,-	
T	SliceAvailableCapacityList	L	1443	1 12 0
T	SliceAvailableCapacityItem	Q	0	pLMNIdentity,94,0,-,- sNSSAIAvailableCapacity-List,1444,0,-,- iE-Extensions,1451,1,-,-	
T	SNSSAIAvailableCapacity-List	L	1445	1 1024 0
T	SNSSAIAvailableCapacity-Item	Q	0	sNSSAI,1202,0,-,- sliceAvailableCapacityValueDownlink,1446,1,-,- sliceAvailableCapacityValueUplink,1447,1,-,- iE-Extensions,1448,1,-,-	
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1449	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,258.id.- criticality,18,0,-,258.criticality.0 extensionValue,1450,0,-,258.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1452	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,259.id.- criticality,18,0,-,259.criticality.0 extensionValue,1453,0,-,259.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1455	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,260.id.- criticality,18,0,-,260.criticality.0 extensionValue,1456,0,-,260.Extension.0	
T	OPEN TYPE	x
T	NumberofActiveUEs	i	0 16777215 1
T	ProtocolExtensionContainer	L	1459	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,261.id.- criticality,18,0,-,261.criticality.0 extensionValue,1460,0,-,261.Extension.0	
T	OPEN TYPE	x
T	NR-U-Channel-List	L	1462	1 16 0
T	NR-U-Channel-Item	Q	1	nR-U-ChannelID,1463,0,-,- channelOccupancyTimePercentageDL,1464,0,-,- energyDetectionThreshold,1465,0,-,- iE-Extensions,1466,1,-,-	
T	INTEGER	i	1 16 0
T	ChannelOccupancyTimePercentage	i	0 100 1
T	EnergyDetectionThreshold	i	-100 -50 1
T	ProtocolExtensionContainer	L	1467	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,262.id.- criticality,18,0,-,262.criticality.0 extensionValue,1468,0,-,262.Extension.0	
T	OPEN TYPE	x
T	RadioResourceStatusNR-U	Q	1	dl-Total-PRB-usage,1470,0,-,- ul-Total-PRB-usage,1471,0,-,- iE-Extensions,1472,1,-,-	
T	INTEGER	i	0 100 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	1473	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,263.id.- criticality,18,0,-,263.criticality.0 extensionValue,1474,0,-,263.Extension.0	
T	OPEN TYPE	x
T	CellMeasurementResultList	L	1384	1 512 0
T	CellSize	e	verysmall,small,medium,large	+
T	CellToReportItem	Q	0	cellID,93,0,-,- sSBToReportList,1478,1,-,- sliceToReportList,1484,1,-,- iE-Extensions,1494,1,-,-	
T	SSBToReportList	L	1479	1 64 0
T	SSBToReportItem	Q	0	sSBIndex,1480,0,-,- iE-Extensions,1481,1,-,-	
T	INTEGER	i	0 63 0
T	ProtocolExtensionContainer	L	1482	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,264.id.- criticality,18,0,-,264.criticality.0 extensionValue,1483,0,-,264.Extension.0	
T	OPEN TYPE	x
T	SliceToReportList	L	1485	1 12 0
T	SliceToReportItem	Q	0	pLMNIdentity,94,0,-,- sNSSAIlist,1486,0,-,- iE-Extensions,1491,1,-,-	
T	SNSSAI-list	L	1487	1 1024 0
T	SNSSAI-Item	Q	0	sNSSAI,1202,0,-,- iE-Extensions,1488,1,-,-	
T	ProtocolExtensionContainer	L	1489	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,265.id.- criticality,18,0,-,265.criticality.0 extensionValue,1490,0,-,265.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1492	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,266.id.- criticality,18,0,-,266.criticality.0 extensionValue,1493,0,-,266.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1495	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,267.id.- criticality,18,0,-,267.criticality.0 extensionValue,1496,0,-,267.Extension.0	
T	OPEN TYPE	x
T	CellToReportList	L	1477	1 512 0
T	CellTrafficTrace	Q	1	protocolIEs,1499,0,-,-	
T	ProtocolIE-Container	L	1500	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,268.id.- criticality,18,0,-,268.criticality.0 value,1501,0,-,268.Value.0	
T	OPEN TYPE	x
T	TraceID	O	8 8 0
T	PrivacyIndicator	e	immediate-MDT,logged-MDT	+
T	URI-address	k	VisibleString	0 - 0	8 0	
T	CellType	Q	1	cellSize,1476,0,-,- iE-Extensions,1506,1,-,-	
T	ProtocolExtensionContainer	L	1507	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,269.id.- criticality,18,0,-,269.criticality.0 extensionValue,1508,0,-,269.Extension.0	
T	OPEN TYPE	x
T	CellULConfigured	e	none,ul,sul,ul-and-sul	+
T	Cells-Allowed-to-be-Deactivated-List	L	1511	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,270.id.- criticality,18,0,-,270.criticality.0 value,1513,0,-,270.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,270.id.- criticality,18,0,-,270.criticality.0 value,1513,0,-,270.Value.0	
T	OPEN TYPE	x
T	Cells-Allowed-to-be-Deactivated-List-Item	Q	1	nRCGI,93,0,-,- iE-Extensions,1515,1,-,-	
T	ProtocolExtensionContainer	L	1516	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,271.id.- criticality,18,0,-,271.criticality.0 extensionValue,1517,0,-,271.Extension.0	
T	OPEN TYPE	x
T	Cells-Broadcast-Cancelled-Item	Q	1	nRCGI,93,0,-,- numberOfBroadcasts,1519,0,-,- iE-Extensions,1520,1,-,-	
T	NumberOfBroadcasts	i	0 65535 0
T	ProtocolExtensionContainer	L	1521	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,272.id.- criticality,18,0,-,272.criticality.0 extensionValue,1522,0,-,272.Extension.0	
T	OPEN TYPE	x
T	Cells-Broadcast-Cancelled-List	L	1524	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,273.id.- criticality,18,0,-,273.criticality.0 value,1526,0,-,273.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,273.id.- criticality,18,0,-,273.criticality.0 value,1526,0,-,273.Value.0	
T	OPEN TYPE	x
T	Cells-Broadcast-Completed-Item	Q	1	nRCGI,93,0,-,- iE-Extensions,1528,1,-,-	
T	ProtocolExtensionContainer	L	1529	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,274.id.- criticality,18,0,-,274.criticality.0 extensionValue,1530,0,-,274.Extension.0	
T	OPEN TYPE	x
T	Cells-Broadcast-Completed-List	L	1532	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,275.id.- criticality,18,0,-,275.criticality.0 value,1534,0,-,275.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,275.id.- criticality,18,0,-,275.criticality.0 value,1534,0,-,275.Value.0	
T	OPEN TYPE	x
T	Cells-Failed-to-be-Activated-List	L	1536	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,276.id.- criticality,18,0,-,276.criticality.0 value,1538,0,-,276.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,276.id.- criticality,18,0,-,276.criticality.0 value,1538,0,-,276.Value.0	
T	OPEN TYPE	x
T	Cells-Failed-to-be-Activated-List-Item	Q	1	nRCGI,93,0,-,- cause,808,0,-,- iE-Extensions,1540,1,-,-	
T	ProtocolExtensionContainer	L	1541	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,277.id.- criticality,18,0,-,277.criticality.0 extensionValue,1542,0,-,277.Extension.0	
T	OPEN TYPE	x
T	Cells-Status-Item	Q	1	nRCGI,93,0,-,- service-status,1544,0,-,- iE-Extensions,1550,1,-,-	
T	Service-Status	Q	1	service-state,1545,0,-,- switchingOffOngoing,1546,1,-,- iE-Extensions,1547,1,-,-	
T	Service-State	e	in-service,out-of-service	+
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	1548	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,278.id.- criticality,18,0,-,278.criticality.0 extensionValue,1549,0,-,278.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1551	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,279.id.- criticality,18,0,-,279.criticality.0 extensionValue,1552,0,-,279.Extension.0	
T	OPEN TYPE	x
T	Cells-Status-List	L	1554	0 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,280.id.- criticality,18,0,-,280.criticality.0 value,1556,0,-,280.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,280.id.- criticality,18,0,-,280.criticality.0 value,1556,0,-,280.Value.0	
T	OPEN TYPE	x
T	Cells-To-Be-Broadcast-Item	Q	1	nRCGI,93,0,-,- iE-Extensions,1558,1,-,-	
T	ProtocolExtensionContainer	L	1559	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,281.id.- criticality,18,0,-,281.criticality.0 extensionValue,1560,0,-,281.Extension.0	
T	OPEN TYPE	x
T	Cells-To-Be-Broadcast-List	L	1562	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,282.id.- criticality,18,0,-,282.criticality.0 value,1564,0,-,282.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,282.id.- criticality,18,0,-,282.criticality.0 value,1564,0,-,282.Value.0	
T	OPEN TYPE	x
T	Cells-With-SSBs-Activated-List	L	1566	1 512 0
T	Cells-With-SSBs-Activated-List-Item	Q	0	nRCGI,93,0,-,- sSBs-activated-List,1567,0,-,- iE-Extensions,1568,1,-,-	
T	SSBs-activated-List	L	344	1 64 0
T	ProtocolExtensionContainer	L	1569	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,283.id.- criticality,18,0,-,283.criticality.0 extensionValue,1570,0,-,283.Extension.0	
T	OPEN TYPE	x
T	Cells-to-be-Activated-List	L	1572	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,284.id.- criticality,18,0,-,284.criticality.0 value,1574,0,-,284.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,284.id.- criticality,18,0,-,284.criticality.0 value,1574,0,-,284.Value.0	
T	OPEN TYPE	x
T	Cells-to-be-Activated-List-Item	Q	1	nRCGI,93,0,-,- nRPCI,343,1,-,- iE-Extensions,1576,1,-,-	
T	ProtocolExtensionContainer	L	1577	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,285.id.- criticality,18,0,-,285.criticality.0 extensionValue,1578,0,-,285.Extension.0	
T	OPEN TYPE	x
T	GNB-CUSystemInformation	Q	1	sibtypetobeupdatedlist,1580,0,-,- iE-Extensions,1588,1,-,-	
T	SEQUENCE OF	L	1581	1 32 0
T	SibtypetobeupdatedListItem	Q	1	sIBtype,1582,0,-,- sIBmessage,1583,0,-,- valueTag,1584,0,-,- iE-Extensions,1585,1,-,-	
T	INTEGER	i	2 32 1
T	OCTET STRING	O	0 - 0
T	INTEGER	i	0 31 1
T	ProtocolExtensionContainer	L	1586	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,286.id.- criticality,18,0,-,286.criticality.0 extensionValue,1587,0,-,286.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1589	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,287.id.- criticality,18,0,-,287.criticality.0 extensionValue,1590,0,-,287.Extension.0	
T	OPEN TYPE	x
T	SystemInformationAreaID	B	24 24 0
T	IAB-Info-IAB-donor-CU	Q	0	iAB-STC-Info,1593,1,-,- iE-Extensions,1613,1,-,-	
T	IAB-STC-Info	Q	0	iAB-STC-Info-List,1594,0,-,- iE-Extensions,1610,1,-,-	
T	IAB-STC-Info-List	L	1595	1 45 0
T	IAB-STC-Info-Item	Q	0	sSB-freqInfo,1596,0,-,- sSB-subcarrierSpacing,1597,0,-,- sSB-transmissionPeriodicity,1598,0,-,- sSB-transmissionTimingOffset,1599,0,-,- sSB-transmissionBitmap,1600,0,-,- iE-Extensions,1607,1,-,-	
T	SSB-freqInfo	i	0 3279165 0
T	SSB-subcarrierSpacing	e	kHz15,kHz30,kHz120,kHz240,spare3,spare2,spare1	+
T	SSB-transmissionPeriodicity	e	sf10,sf20,sf40,sf80,sf160,sf320,sf640	+
T	SSB-transmissionTimingOffset	i	0 127 1
T	SSB-transmissionBitmap	C	0	shortBitmap,1601,0,-,- mediumBitmap,1602,0,-,- longBitmap,1603,0,-,- choice-extension,1604,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,288.id.- criticality,18,0,-,288.criticality.0 value,1606,0,-,288.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,288.id.- criticality,18,0,-,288.criticality.0 value,1606,0,-,288.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1608	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,289.id.- criticality,18,0,-,289.criticality.0 extensionValue,1609,0,-,289.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1611	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,290.id.- criticality,18,0,-,290.criticality.0 extensionValue,1612,0,-,290.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1614	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,291.id.- criticality,18,0,-,291.criticality.0 extensionValue,1615,0,-,291.Extension.0	
T	OPEN TYPE	x
T	MBS-Broadcast-NeighbourCellList	O	0 - 0
T	SSBs-toBeActivated-List	L	344	1 64 0
T	Cells-to-be-Barred-Item	Q	0	nRCGI,93,0,-,- cellBarred,1381,0,-,- iE-Extensions,1619,1,-,-	
T	ProtocolExtensionContainer	L	1620	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,292.id.- criticality,18,0,-,292.criticality.0 extensionValue,1621,0,-,292.Extension.0	
T	OPEN TYPE	x
T	IAB-Barred	e	barred,not-barred	+
T	MobileIAB-Barred	e	barred,not-barred	+
T	Cells-to-be-Barred-List	L	1625	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,293.id.- criticality,18,0,-,293.criticality.0 value,1627,0,-,293.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,293.id.- criticality,18,0,-,293.criticality.0 value,1627,0,-,293.Value.0	
T	OPEN TYPE	x
T	Cells-to-be-Deactivated-List	L	1629	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,294.id.- criticality,18,0,-,294.criticality.0 value,1631,0,-,294.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,294.id.- criticality,18,0,-,294.criticality.0 value,1631,0,-,294.Value.0	
T	OPEN TYPE	x
T	Cells-to-be-Deactivated-List-Item	Q	1	nRCGI,93,0,-,- iE-Extensions,1633,1,-,-	
T	ProtocolExtensionContainer	L	1634	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,295.id.- criticality,18,0,-,295.criticality.0 extensionValue,1635,0,-,295.Extension.0	
T	OPEN TYPE	x
T	CellsForSON-Item	Q	1	nRCGI,93,0,-,- neighbourNR-CellsForSON-List,1637,1,-,- iE-Extensions,1709,1,-,-	
T	NeighbourNR-CellsForSON-List	L	1638	1 32 0
T	NeighbourNR-CellsForSON-Item	Q	1	nRCGI,93,0,-,- nR-ModeInfoRel16,1639,1,-,- sSB-PositionsInBurst,1657,1,-,- nRPRACHConfig,1664,1,-,- iE-Extensions,1706,1,-,-	
T	NR-ModeInfoRel16	C	0	fDD,1640,0,-,- tDD,1649,0,-,- choice-extension,1654,0,-,-	
T	FDD-InfoRel16	Q	1	uL-FreqInfo,1641,1,-,- sUL-FreqInfo,1641,1,-,- iE-Extensions,1646,1,-,-	
T	FreqInfoRel16	Q	1	nRARFCN,1642,1,-,- frequencyShift7p5khz,202,1,-,- carrierList,195,1,-,- iE-Extensions,1643,1,-,-	
T	INTEGER	i	0 3279165 0
T	ProtocolExtensionContainer	L	1644	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,296.id.- criticality,18,0,-,296.criticality.0 extensionValue,1645,0,-,296.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1647	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,297.id.- criticality,18,0,-,297.criticality.0 extensionValue,1648,0,-,297.Extension.0	
T	OPEN TYPE	x
T	TDD-InfoRel16	Q	1	tDD-FreqInfo,1641,1,-,- sUL-FreqInfo,1641,1,-,- tDD-UL-DLConfigCommonNR,1650,1,-,- iE-Extensions,1651,1,-,-	
T	TDD-UL-DLConfigCommonNR	O	0 - 0
T	ProtocolExtensionContainer	L	1652	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,298.id.- criticality,18,0,-,298.criticality.0 extensionValue,1653,0,-,298.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,299.id.- criticality,18,0,-,299.criticality.0 value,1656,0,-,299.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,299.id.- criticality,18,0,-,299.criticality.0 value,1656,0,-,299.Value.0	
T	OPEN TYPE	x
T	SSB-PositionsInBurst	C	0	shortBitmap,1658,0,-,- mediumBitmap,1659,0,-,- longBitmap,1660,0,-,- choice-extension,1661,0,-,-	
T	BIT STRING	B	4 4 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	64 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,300.id.- criticality,18,0,-,300.criticality.0 value,1663,0,-,300.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,300.id.- criticality,18,0,-,300.criticality.0 value,1663,0,-,300.Value.0	
T	OPEN TYPE	x
T	NRPRACHConfig	Q	1	ulPRACHConfigList,1665,1,-,- sulPRACHConfigList,1665,1,-,- iE-Extension,1703,1,-,-	
T	NRPRACHConfigList	L	1666	0 16 0
T	NRPRACHConfigItem	Q	1	nRSCS,187,0,-,- prachFreqStartfromCarrier,1667,0,-,- prachFDM,1668,0,-,- prachConfigIndex,1669,0,-,- ssb-perRACH-Occasion,1670,0,-,- freqDomainLength,1671,0,-,- zeroCorrelZoneConfig,1699,0,-,- iE-Extension,1700,1,-,-	
T	INTEGER	i	0 274 1
T	ENUMERATED	e	one,two,four,eight	+
T	INTEGER	i	0 255 1
T	ENUMERATED	e	oneEighth,oneFourth,oneHalf,one,two,four,eight,sixteen	+
T	FreqDomainLength	C	0	l839,1672,0,-,- l139,1678,0,-,- choice-extension,1684,0,-,-	
T	L839Info	Q	1	rootSequenceIndex,1673,0,-,- restrictedSetConfig,1674,0,-,- iE-Extension,1675,1,-,-	
T	INTEGER	i	0 837 0
T	ENUMERATED	e	unrestrictedSet,restrictedSetTypeA,restrictedSetTypeB	+
T	ProtocolExtensionContainer	L	1676	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,301.id.- criticality,18,0,-,301.criticality.0 extensionValue,1677,0,-,301.Extension.0	
T	OPEN TYPE	x
T	L139Info	Q	1	prachSCS,1679,0,-,- rootSequenceIndex,1680,1,-,- iE-Extension,1681,1,-,-	
T	ENUMERATED	e	scs15,scs30,scs60,scs120	+scs480,scs960
T	INTEGER	i	0 137 0
T	ProtocolExtensionContainer	L	1682	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,302.id.- criticality,18,0,-,302.criticality.0 extensionValue,1683,0,-,302.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,303.id.- criticality,18,0,-,303.criticality.0 value,1686,0,-,303.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,303.id.- criticality,18,0,-,303.criticality.0 value,1686,0,-,303.Value.0	
T	OPEN TYPE	x
T	L571Info	Q	1	prachSCSForL571,1688,0,-,- rootSequenceIndex,1689,0,-,- iE-Extension,1690,1,-,-	
T	ENUMERATED	e	scs30,scs120	+scs480
T	INTEGER	i	0 569 0
T	ProtocolExtensionContainer	L	1691	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,304.id.- criticality,18,0,-,304.criticality.0 extensionValue,1692,0,-,304.Extension.0	
T	OPEN TYPE	x
T	L1151Info	Q	1	prachSCSForL1151,1694,0,-,- rootSequenceIndex,1695,0,-,- iE-Extension,1696,1,-,-	
T	ENUMERATED	e	scs15,scs120	+
T	INTEGER	i	0 1149 0
T	ProtocolExtensionContainer	L	1697	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,305.id.- criticality,18,0,-,305.criticality.0 extensionValue,1698,0,-,305.Extension.0	
T	OPEN TYPE	x
T	INTEGER	i	0 15 0
T	ProtocolExtensionContainer	L	1701	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,306.id.- criticality,18,0,-,306.criticality.0 extensionValue,1702,0,-,306.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1704	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,307.id.- criticality,18,0,-,307.criticality.0 extensionValue,1705,0,-,307.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1707	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,308.id.- criticality,18,0,-,308.criticality.0 extensionValue,1708,0,-,308.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1710	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,309.id.- criticality,18,0,-,309.criticality.0 extensionValue,1711,0,-,309.Extension.0	
T	OPEN TYPE	x
T	CellsForSON-List	L	1636	1 256 0
T	Child-Node-Cells-List	L	1714	1 1024 0
T	Child-Node-Cells-List-Item	Q	0	nRCGI,93,0,-,- iAB-DU-Cell-Resource-Configuration-Mode-Info,109,1,-,- iAB-STC-Info,1593,1,-,- rACH-Config-Common,1715,1,-,- rACH-Config-Common-IAB,1716,1,-,- cSI-RS-Configuration,1717,1,-,- sR-Configuration,1718,1,-,- pDCCH-ConfigSIB1,1719,1,-,- sCS-Common,1720,1,-,- multiplexingInfo,1721,1,-,- iE-Extensions,1738,1,-,-	
T	RACH-Config-Common	O	0 - 0
T	RACH-Config-Common-IAB	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	MultiplexingInfo	Q	0	iAB-MT-Cell-List,1722,0,-,- iE-Extensions,1735,1,-,-	
T	IAB-MT-Cell-List	L	1723	1 32 0
T	IAB-MT-Cell-List-Item	Q	0	nRCellIdentity,95,0,-,- dU-RX-MT-RX,1724,0,-,- dU-TX-MT-TX,1725,0,-,- dU-RX-MT-TX,1726,0,-,- dU-TX-MT-RX,1727,0,-,- iE-Extensions,1728,1,-,-	
T	DU-RX-MT-RX	e	supported,not-supported	-
T	DU-TX-MT-TX	e	supported,not-supported	-
T	DU-RX-MT-TX	e	supported,not-supported	-
T	DU-TX-MT-RX	e	supported,not-supported	-
T	ProtocolExtensionContainer	L	1729	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,310.id.- criticality,18,0,-,310.criticality.0 extensionValue,1730,0,-,310.Extension.0	
T	OPEN TYPE	x
T	DU-RX-MT-RX-Extend	e	supported,not-supported,supported-and-FDM-required	+
T	DU-TX-MT-TX-Extend	e	supported,not-supported,supported-and-FDM-required	+
T	DU-RX-MT-TX-Extend	e	supported,not-supported,supported-and-FDM-required	+
T	DU-TX-MT-RX-Extend	e	supported,not-supported,supported-and-FDM-required	+
T	ProtocolExtensionContainer	L	1736	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,311.id.- criticality,18,0,-,311.criticality.0 extensionValue,1737,0,-,311.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1739	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,312.id.- criticality,18,0,-,312.criticality.0 extensionValue,1740,0,-,312.Extension.0	
T	OPEN TYPE	x
T	Child-Nodes-List	L	1742	1 1024 0
T	Child-Nodes-List-Item	Q	0	gNB-CU-UE-F1AP-ID,92,0,-,- gNB-DU-UE-F1AP-ID,52,0,-,- child-Node-Cells-List,1713,1,-,- iE-Extensions,1743,1,-,-	
T	ProtocolExtensionContainer	L	1744	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,313.id.- criticality,18,0,-,313.criticality.0 extensionValue,1745,0,-,313.Extension.0	
T	OPEN TYPE	x
T	Choice-TRP-Beam-Antenna-Info-Item	C	0	reference,1747,0,-,- explicit,1748,0,-,- noChange,1775,0,-,- choice-extension,1776,0,-,-	
T	TRPID	i	0 65535 1
T	TRP-BeamAntennaExplicitInformation	Q	1	trp-BeamAntennaAngles,1749,0,-,- lcs-to-gcs-translation,545,1,-,- iE-Extensions,1772,1,-,-	
T	TRP-BeamAntennaAngles	L	1750	1 3600 0
T	TRP-BeamAntennaAnglesList-Item	Q	1	trp-azimuth-angle,1751,0,-,- trp-azimuth-angle-fine,1752,1,-,- trp-elevation-angle-list,1753,0,-,- iE-Extensions,1769,1,-,-	
T	INTEGER	i	0 359 0
T	INTEGER	i	0 9 0
T	SEQUENCE OF	L	1754	1 1801 0
T	TRP-ElevationAngleList-Item	Q	1	trp-elevation-angle,1755,0,-,- trp-elevation-angle-fine,1756,1,-,- trp-beam-power-list,1757,0,-,- iE-Extensions,1766,1,-,-	
T	INTEGER	i	0 180 0
T	INTEGER	i	0 9 0
T	SEQUENCE OF	L	1758	2 24 0
T	TRP-Beam-Power-Item	Q	1	pRSResourceSetID,1759,1,-,- pRSResourceID,1760,0,-,- relativePower,1761,0,-,- relativePowerFine,1762,1,-,- iE-Extensions,1763,1,-,-	
T	PRS-Resource-Set-ID	i	0 7 0
T	PRS-Resource-ID	i	0 63 0
T	INTEGER	i	0 30 0
T	INTEGER	i	0 9 0
T	ProtocolExtensionContainer	L	1764	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,314.id.- criticality,18,0,-,314.criticality.0 extensionValue,1765,0,-,314.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1767	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,315.id.- criticality,18,0,-,315.criticality.0 extensionValue,1768,0,-,315.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1770	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,316.id.- criticality,18,0,-,316.criticality.0 extensionValue,1771,0,-,316.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1773	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,317.id.- criticality,18,0,-,317.criticality.0 extensionValue,1774,0,-,317.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,318.id.- criticality,18,0,-,318.criticality.0 value,1778,0,-,318.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,318.id.- criticality,18,0,-,318.criticality.0 value,1778,0,-,318.Value.0	
T	OPEN TYPE	x
T	ClockAccuracy	C	0	clockAccuracyValue,1780,0,-,- clockAccuracyIndex,1781,0,-,- choice-Extensions,1782,0,-,-	
T	INTEGER	i	1 40000000 1
T	INTEGER	i	32 47 1
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,319.id.- criticality,18,0,-,319.criticality.0 value,1784,0,-,319.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,319.id.- criticality,18,0,-,319.criticality.0 value,1784,0,-,319.Value.0	
T	OPEN TYPE	x
T	CompleteConfigurationIndicator	e	complete	+
T	ConditionalInterDUMobilityInformation	Q	1	cho-trigger,1266,0,-,- targetgNB-DUUEF1APID,52,1,-,- iE-Extensions,1787,1,-,-	
T	ProtocolExtensionContainer	L	1788	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,320.id.- criticality,18,0,-,320.criticality.0 extensionValue,1789,0,-,320.Extension.0	
T	OPEN TYPE	x
T	SCPAC-Request	e	initiation	+
T	S-CPACLowerLayerReferenceConfigRequest	e	true	+
T	ConditionalIntraDUMobilityInformation	Q	1	cho-trigger,1267,0,-,- targetCellsTocancel,1793,1,-,- iE-Extensions,1798,1,-,-	
T	TargetCellList	L	1794	1 8 0
T	TargetCellList-Item	Q	0	target-cell,93,0,-,- iE-Extensions,1795,1,-,-	
T	ProtocolExtensionContainer	L	1796	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,321.id.- criticality,18,0,-,321.criticality.0 extensionValue,1797,0,-,321.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1799	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,322.id.- criticality,18,0,-,322.criticality.0 extensionValue,1800,0,-,322.Extension.0	
T	OPEN TYPE	x
T	Configured-BWP-Item	Q	1	bWP-Id,1021,0,-,- bWP-Location-and-bandwidth,1802,0,-,- iE-Extensions,1803,1,-,-	
T	INTEGER	i	0 37949 0
T	ProtocolExtensionContainer	L	1804	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,323.id.- criticality,18,0,-,323.criticality.0 extensionValue,1805,0,-,323.Extension.0	
T	OPEN TYPE	x
T	Configured-BWP-List	L	1801	1 8 0
T	Configured-EPS-TAC	O	2 2 0
T	CongestionInformationRequest	e	ul,dl,both,stop	+
T	ControllerUE	e	authorized,not-authorized	+
T	CoordinateID	i	0 511 1
T	Coverage-Modification-Item	Q	1	nRCGI,93,0,-,- cellCoverageState,1383,0,-,- sSBCoverageModificationList,1812,1,-,- iE-Extension,1819,1,-,-	
T	SSBCoverageModification-List	L	1813	1 64 0
T	SSBCoverageModification-Item	Q	1	sSBIndex,1814,0,-,- sSBCoverageState,1815,0,-,- iE-Extensions,1816,1,-,-	
T	INTEGER	i	0 63 0
T	SSBCoverageState	i	0 15 1
T	ProtocolExtensionContainer	L	1817	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,324.id.- criticality,18,0,-,324.criticality.0 extensionValue,1818,0,-,324.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1820	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,325.id.- criticality,18,0,-,325.criticality.0 extensionValue,1821,0,-,325.Extension.0	
T	OPEN TYPE	x
T	Coverage-Modification-List	L	1811	1 512 0
T	Coverage-Modification-Notification	Q	1	coverage-Modification-List,1822,0,-,- iE-Extensions,1824,1,-,-	
T	ProtocolExtensionContainer	L	1825	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,326.id.- criticality,18,0,-,326.criticality.0 extensionValue,1826,0,-,326.Extension.0	
T	OPEN TYPE	x
T	DAPS-HO-Status	e	initiation	+
T	DCBasedDuplicationConfigured	e	true	+false
T	DL-PRS	Q	0	prsid,1830,0,-,- dl-PRSResourceSetID,1759,0,-,- dl-PRSResourceID,1760,1,-,- iE-Extensions,1831,1,-,-	
T	INTEGER	i	0 255 0
T	ProtocolExtensionContainer	L	1832	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,327.id.- criticality,18,0,-,327.criticality.0 extensionValue,1833,0,-,327.Extension.0	
T	OPEN TYPE	x
T	DL-PRSMutingPattern	C	0	two,1835,0,-,- four,1836,0,-,- six,1837,0,-,- eight,1838,0,-,- sixteen,1839,0,-,- thirty-two,1840,0,-,- choice-extension,1841,0,-,-	
T	BIT STRING	B	2 2 0
T	BIT STRING	B	4 4 0
T	BIT STRING	B	6 6 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	16 16 0
T	BIT STRING	B	32 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,328.id.- criticality,18,0,-,328.criticality.0 value,1843,0,-,328.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,328.id.- criticality,18,0,-,328.criticality.0 value,1843,0,-,328.Value.0	
T	OPEN TYPE	x
T	DL-PRSResourceARPLocation	C	0	relativeGeodeticLocation,4,0,-,- relativeCartesianLocation,23,0,-,- choice-Extension,1845,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,329.id.- criticality,18,0,-,329.criticality.0 value,1847,0,-,329.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,329.id.- criticality,18,0,-,329.criticality.0 value,1847,0,-,329.Value.0	
T	OPEN TYPE	x
T	DL-PRSResourceSetARPLocation	C	0	relativeGeodeticLocation,4,0,-,- relativeCartesianLocation,23,0,-,- choice-Extension,1849,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,330.id.- criticality,18,0,-,330.criticality.0 value,1851,0,-,330.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,330.id.- criticality,18,0,-,330.criticality.0 value,1851,0,-,330.Value.0	
T	OPEN TYPE	x
T	DL-UP-TNL-Address-to-Update-List	L	1853	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,331.id.- criticality,18,0,-,331.criticality.0 value,1855,0,-,331.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,331.id.- criticality,18,0,-,331.criticality.0 value,1855,0,-,331.Value.0	
T	OPEN TYPE	x
T	DL-UP-TNL-Address-to-Update-List-Item	Q	1	oldIPAdress,463,0,-,- newIPAdress,463,0,-,- iE-Extensions,1857,1,-,-	
T	ProtocolExtensionContainer	L	1858	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,332.id.- criticality,18,0,-,332.criticality.0 extensionValue,1859,0,-,332.Extension.0	
T	OPEN TYPE	x
T	DLLBTFailureInformationList	L	1861	1 64 0
T	DLLBTFailureInformationList-Item	Q	1	uEAssistantIdentifier,92,0,-,- numberOfDLLBTFailures,1862,1,-,- iE-Extensions,1863,1,-,-	
T	INTEGER	i	1 1000 1
T	ProtocolExtensionContainer	L	1864	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,333.id.- criticality,18,0,-,333.criticality.0 extensionValue,1865,0,-,333.Extension.0	
T	OPEN TYPE	x
T	DLLBTFailureInformationRequest	e	inquiry	+
T	DLPRSResourceARP	Q	0	dl-PRSResourceID,1760,0,-,- dL-PRSResourceARPLocation,1844,0,-,- iE-Extensions,1868,1,-,-	
T	ProtocolExtensionContainer	L	1869	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,334.id.- criticality,18,0,-,334.criticality.0 extensionValue,1870,0,-,334.Extension.0	
T	OPEN TYPE	x
T	DLPRSResourceCoordinates	Q	0	listofDL-PRSResourceSetARP,1872,0,-,- iE-Extensions,1878,1,-,-	
T	SEQUENCE OF	L	1873	1 2 0
T	DLPRSResourceSetARP	Q	0	dl-PRSResourceSetID,1759,0,-,- dL-PRSResourceSetARPLocation,1848,0,-,- listofDL-PRSResourceARP,1874,0,-,- iE-Extensions,1875,1,-,-	
T	SEQUENCE OF	L	1867	1 64 0
T	ProtocolExtensionContainer	L	1876	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,335.id.- criticality,18,0,-,335.criticality.0 extensionValue,1877,0,-,335.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1879	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,336.id.- criticality,18,0,-,336.criticality.0 extensionValue,1880,0,-,336.Extension.0	
T	OPEN TYPE	x
T	DLPRSResourceID-Item	Q	1	dl-PRSResourceID,1760,0,-,- iE-Extensions,1882,1,-,-	
T	ProtocolExtensionContainer	L	1883	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,337.id.- criticality,18,0,-,337.criticality.0 extensionValue,1884,0,-,337.Extension.0	
T	OPEN TYPE	x
T	DLRRCMessageTransfer	Q	1	protocolIEs,1886,0,-,-	
T	ProtocolIE-Container	L	1887	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,338.id.- criticality,18,0,-,338.criticality.0 value,1888,0,-,338.Value.0	
T	OPEN TYPE	x
T	SRBID	i	0 3 1
T	ExecuteDuplication	e	true	+
T	RRCContainer	O	0 - 0
T	RAT-FrequencyPriorityInformation	C	0	eNDC,1893,0,-,- nGRAN,1894,0,-,- choice-extension,1895,0,-,-	
T	SubscriberProfileIDforRFP	i	1 256 1
T	RAT-FrequencySelectionPriority	i	1 256 1
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,339.id.- criticality,18,0,-,339.criticality.0 value,1897,0,-,339.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,339.id.- criticality,18,0,-,339.criticality.0 value,1897,0,-,339.Value.0	
T	OPEN TYPE	x
T	RRCDeliveryStatusRequest	e	true	+
T	UEContextNotRetrievable	e	true	+
T	RedirectedRRCmessage	O	0 - 0
T	UuRLCChannelID	i	1 32 0
T	DLUPTNLInformation-ToBeSetup-Item	Q	1	dLUPTNLInformation,461,0,-,- iE-Extensions,1903,1,-,-	
T	ProtocolExtensionContainer	L	1904	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,340.id.- criticality,18,0,-,340.criticality.0 extensionValue,1905,0,-,340.Extension.0	
T	OPEN TYPE	x
T	DLUPTNLInformation-ToBeSetup-List	L	1902	1 2 0
T	DRB-Activity	e	active,not-active	-
T	DRB-Activity-Item	Q	1	dRBID,1909,0,-,- dRB-Activity,1907,1,-,- iE-Extensions,1910,1,-,-	
T	DRBID	i	1 32 1
T	ProtocolExtensionContainer	L	1911	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,341.id.- criticality,18,0,-,341.criticality.0 extensionValue,1912,0,-,341.Extension.0	
T	OPEN TYPE	x
T	DRB-Activity-List	L	1914	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,342.id.- criticality,18,0,-,342.criticality.0 value,1916,0,-,342.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,342.id.- criticality,18,0,-,342.criticality.0 value,1916,0,-,342.Value.0	
T	OPEN TYPE	x
T	DRB-Information	Q	0	dRB-QoS,890,0,-,- sNSSAI,1202,0,-,- notificationControl,1918,1,-,- flows-Mapped-To-DRB-List,1919,0,-,- iE-Extensions,1961,1,-,-	
T	NotificationControl	e	active,not-active	+
T	Flows-Mapped-To-DRB-List	L	1920	1 64 0
T	Flows-Mapped-To-DRB-Item	Q	0	qoSFlowIdentifier,1112,0,-,- qoSFlowLevelQoSParameters,890,0,-,- iE-Extensions,1921,1,-,-	
T	ProtocolExtensionContainer	L	1922	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,343.id.- criticality,18,0,-,343.criticality.0 extensionValue,1923,0,-,343.Extension.0	
T	OPEN TYPE	x
T	QoSFlowMappingIndication	e	ul,dl	+
T	TSCTrafficCharacteristics	Q	1	tSCAssistanceInformationDL,1926,1,-,- tSCAssistanceInformationUL,1926,1,-,- iE-Extensions,1958,1,-,-	
T	TSCAssistanceInformation	Q	1	periodicity,633,0,-,- burstArrivalTime,1242,1,-,- iE-Extensions,1927,1,-,-	
T	ProtocolExtensionContainer	L	1928	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,344.id.- criticality,18,0,-,344.criticality.0 extensionValue,1929,0,-,344.Extension.0	
T	OPEN TYPE	x
T	SurvivalTime	i	0 1920000 1
T	RANfeedbacktype	C	0	proactive,1932,0,-,- reactive,1944,0,-,- choice-extensions,1949,0,-,-	
T	RANfeedbacktype-proactive	Q	1	burstArrivalTimeWindow,1243,0,-,- periodicityRange,1933,1,-,- iE-Extension,1941,1,-,-	
T	PeriodicityRange	C	0	periodicityBound,1934,0,-,- periodicityList,632,0,-,- choice-extensions,1938,0,-,-	
T	PeriodicityBound	Q	1	periodicityLowerBound,633,0,-,- periodicityUpperBound,633,0,-,- iE-Extensions,1935,1,-,-	
T	ProtocolExtensionContainer	L	1936	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,345.id.- criticality,18,0,-,345.criticality.0 extensionValue,1937,0,-,345.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,346.id.- criticality,18,0,-,346.criticality.0 value,1940,0,-,346.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,346.id.- criticality,18,0,-,346.criticality.0 value,1940,0,-,346.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1942	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,347.id.- criticality,18,0,-,347.criticality.0 extensionValue,1943,0,-,347.Extension.0	
T	OPEN TYPE	x
T	RANfeedbacktype-reactive	Q	1	capabilityForBATAdaptation,1945,0,-,- iE-Extension,1946,1,-,-	
T	ENUMERATED	e	true	+
T	ProtocolExtensionContainer	L	1947	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,348.id.- criticality,18,0,-,348.criticality.0 extensionValue,1948,0,-,348.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,349.id.- criticality,18,0,-,349.criticality.0 value,1951,0,-,349.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,349.id.- criticality,18,0,-,349.criticality.0 value,1951,0,-,349.Value.0	
T	OPEN TYPE	x
T	N6JitterInformation	Q	1	n6JitterLowerBound,1953,0,-,- n6JitterUpperBound,1954,0,-,- iE-Extensions,1955,1,-,-	
T	INTEGER	i	-127 127 0
T	INTEGER	i	-127 127 0
T	ProtocolExtensionContainer	L	1956	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,350.id.- criticality,18,0,-,350.criticality.0 extensionValue,1957,0,-,350.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1959	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,351.id.- criticality,18,0,-,351.criticality.0 extensionValue,1960,0,-,351.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1962	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,352.id.- criticality,18,0,-,352.criticality.0 extensionValue,1963,0,-,352.Extension.0	
T	OPEN TYPE	x
T	ECNMarkingorCongestionInformationReportingRequest	C	0	ecnMarking,1965,0,-,- congestionInformation,1808,0,-,- choice-extension,1966,0,-,-	
T	ECNmarkingRequest	e	ul,dl,both,stop	+
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,353.id.- criticality,18,0,-,353.criticality.0 value,1968,0,-,353.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,353.id.- criticality,18,0,-,353.criticality.0 value,1968,0,-,353.Value.0	
T	OPEN TYPE	x
T	PSIbasedSDUdiscardUL	e	start,stop	+
T	DRB-List	L	1971	1 64 0
T	DRB-List-Item	Q	0	dRBID,1909,0,-,- iE-Extensions,1972,1,-,-	
T	ProtocolExtensionContainer	L	1973	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,354.id.- criticality,18,0,-,354.criticality.0 extensionValue,1974,0,-,354.Extension.0	
T	OPEN TYPE	x
T	DRB-Notify-Item	Q	1	dRBID,1909,0,-,- notification-Cause,1976,0,-,- iE-Extensions,1977,1,-,-	
T	Notification-Cause	e	fulfilled,not-fulfilled	+
T	ProtocolExtensionContainer	L	1978	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,355.id.- criticality,18,0,-,355.criticality.0 extensionValue,1979,0,-,355.Extension.0	
T	OPEN TYPE	x
T	QoSParaSetNotifyIndex	i	0 8 1
T	TSCTrafficCharacteristicsFeedback	Q	1	tSCFeedbackInformationDL,1982,1,-,- tSCFeedbackInformationUL,1982,1,-,- iE-Extensions,1987,1,-,-	
T	TSCFeedbackInformation	Q	1	burstArrivalTimeOffset,1983,0,-,- adjustedPeriodicity,633,1,-,- iE-Extensions,1984,1,-,-	
T	INTEGER	i	-640000 640000 1
T	ProtocolExtensionContainer	L	1985	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,356.id.- criticality,18,0,-,356.criticality.0 extensionValue,1986,0,-,356.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	1988	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,357.id.- criticality,18,0,-,357.criticality.0 extensionValue,1989,0,-,357.Extension.0	
T	OPEN TYPE	x
T	DRB-Notify-List	L	1991	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,358.id.- criticality,18,0,-,358.criticality.0 value,1993,0,-,358.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,358.id.- criticality,18,0,-,358.criticality.0 value,1993,0,-,358.Value.0	
T	OPEN TYPE	x
T	DRBs-FailedToBeModified-Item	Q	1	dRBID,1909,0,-,- cause,808,1,-,- iE-Extensions,1995,1,-,-	
T	ProtocolExtensionContainer	L	1996	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,359.id.- criticality,18,0,-,359.criticality.0 extensionValue,1997,0,-,359.Extension.0	
T	OPEN TYPE	x
T	DRBs-FailedToBeModified-List	L	1999	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,360.id.- criticality,18,0,-,360.criticality.0 value,2001,0,-,360.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,360.id.- criticality,18,0,-,360.criticality.0 value,2001,0,-,360.Value.0	
T	OPEN TYPE	x
T	DRBs-FailedToBeSetup-Item	Q	1	dRBID,1909,0,-,- cause,808,1,-,- iE-Extensions,2003,1,-,-	
T	ProtocolExtensionContainer	L	2004	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,361.id.- criticality,18,0,-,361.criticality.0 extensionValue,2005,0,-,361.Extension.0	
T	OPEN TYPE	x
T	DRBs-FailedToBeSetup-List	L	2007	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,362.id.- criticality,18,0,-,362.criticality.0 value,2009,0,-,362.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,362.id.- criticality,18,0,-,362.criticality.0 value,2009,0,-,362.Value.0	
T	OPEN TYPE	x
T	DRBs-FailedToBeSetupMod-Item	Q	1	dRBID,1909,0,-,- cause,808,1,-,- iE-Extensions,2011,1,-,-	
T	ProtocolExtensionContainer	L	2012	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,363.id.- criticality,18,0,-,363.criticality.0 extensionValue,2013,0,-,363.Extension.0	
T	OPEN TYPE	x
T	DRBs-FailedToBeSetupMod-List	L	2015	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,364.id.- criticality,18,0,-,364.criticality.0 value,2017,0,-,364.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,364.id.- criticality,18,0,-,364.criticality.0 value,2017,0,-,364.Value.0	
T	OPEN TYPE	x
T	DRBs-Modified-Item	Q	1	dRBID,1909,0,-,- lCID,2019,1,-,- dLUPTNLInformation-ToBeSetup-List,1906,0,-,- iE-Extensions,2020,1,-,-	
T	LCID	i	1 32 1
T	ProtocolExtensionContainer	L	2021	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,365.id.- criticality,18,0,-,365.criticality.0 extensionValue,2022,0,-,365.Extension.0	
T	OPEN TYPE	x
T	RLC-Status	Q	1	reestablishment-Indication,2024,0,-,- iE-Extensions,2025,1,-,-	
T	Reestablishment-Indication	e	reestablished	+
T	ProtocolExtensionContainer	L	2026	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,366.id.- criticality,18,0,-,366.criticality.0 extensionValue,2027,0,-,366.Extension.0	
T	OPEN TYPE	x
T	ECNMarkingorCongestionInformationReportingStatus	e	active,not-active	+
T	DRBs-Modified-List	L	2030	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,367.id.- criticality,18,0,-,367.criticality.0 value,2032,0,-,367.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,367.id.- criticality,18,0,-,367.criticality.0 value,2032,0,-,367.Value.0	
T	OPEN TYPE	x
T	DRBs-ModifiedConf-Item	Q	1	dRBID,1909,0,-,- uLUPTNLInformation-ToBeSetup-List,2034,0,-,- iE-Extensions,2039,1,-,-	
T	ULUPTNLInformation-ToBeSetup-List	L	2035	1 2 0
T	ULUPTNLInformation-ToBeSetup-Item	Q	1	uLUPTNLInformation,461,0,-,- iE-Extensions,2036,1,-,-	
T	ProtocolExtensionContainer	L	2037	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,368.id.- criticality,18,0,-,368.criticality.0 extensionValue,2038,0,-,368.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2040	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,369.id.- criticality,18,0,-,369.criticality.0 extensionValue,2041,0,-,369.Extension.0	
T	OPEN TYPE	x
T	DRBs-ModifiedConf-List	L	2043	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,370.id.- criticality,18,0,-,370.criticality.0 value,2045,0,-,370.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,370.id.- criticality,18,0,-,370.criticality.0 value,2045,0,-,370.Value.0	
T	OPEN TYPE	x
T	DRBs-Required-ToBeModified-Item	Q	1	dRBID,1909,0,-,- dLUPTNLInformation-ToBeSetup-List,1906,0,-,- iE-Extensions,2047,1,-,-	
T	ProtocolExtensionContainer	L	2048	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,371.id.- criticality,18,0,-,371.criticality.0 extensionValue,2049,0,-,371.Extension.0	
T	OPEN TYPE	x
T	DRBs-Required-ToBeModified-List	L	2051	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,372.id.- criticality,18,0,-,372.criticality.0 value,2053,0,-,372.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,372.id.- criticality,18,0,-,372.criticality.0 value,2053,0,-,372.Value.0	
T	OPEN TYPE	x
T	DRBs-Required-ToBeReleased-Item	Q	1	dRBID,1909,0,-,- iE-Extensions,2055,1,-,-	
T	ProtocolExtensionContainer	L	2056	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,373.id.- criticality,18,0,-,373.criticality.0 extensionValue,2057,0,-,373.Extension.0	
T	OPEN TYPE	x
T	DRBs-Required-ToBeReleased-List	L	2059	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,374.id.- criticality,18,0,-,374.criticality.0 value,2061,0,-,374.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,374.id.- criticality,18,0,-,374.criticality.0 value,2061,0,-,374.Value.0	
T	OPEN TYPE	x
T	DRBs-Setup-Item	Q	1	dRBID,1909,0,-,- lCID,2019,1,-,- dLUPTNLInformation-ToBeSetup-List,1906,0,-,- iE-Extensions,2063,1,-,-	
T	ProtocolExtensionContainer	L	2064	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,375.id.- criticality,18,0,-,375.criticality.0 extensionValue,2065,0,-,375.Extension.0	
T	OPEN TYPE	x
T	DRBs-Setup-List	L	2067	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,376.id.- criticality,18,0,-,376.criticality.0 value,2069,0,-,376.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,376.id.- criticality,18,0,-,376.criticality.0 value,2069,0,-,376.Value.0	
T	OPEN TYPE	x
T	DRBs-SetupMod-Item	Q	1	dRBID,1909,0,-,- lCID,2019,1,-,- dLUPTNLInformation-ToBeSetup-List,1906,0,-,- iE-Extensions,2071,1,-,-	
T	ProtocolExtensionContainer	L	2072	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,377.id.- criticality,18,0,-,377.criticality.0 extensionValue,2073,0,-,377.Extension.0	
T	OPEN TYPE	x
T	DRBs-SetupMod-List	L	2075	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,378.id.- criticality,18,0,-,378.criticality.0 value,2077,0,-,378.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,378.id.- criticality,18,0,-,378.criticality.0 value,2077,0,-,378.Value.0	
T	OPEN TYPE	x
T	DRBs-ToBeModified-Item	Q	1	dRBID,1909,0,-,- qoSInformation,2079,1,-,- uLUPTNLInformation-ToBeSetup-List,2034,0,-,- uLConfiguration,2083,1,-,- iE-Extensions,2088,1,-,-	
T	QoSInformation	C	0	eUTRANQoS,933,0,-,- choice-extension,2080,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,379.id.- criticality,18,0,-,379.criticality.0 value,2082,0,-,379.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,379.id.- criticality,18,0,-,379.criticality.0 value,2082,0,-,379.Value.0	
T	OPEN TYPE	x
T	ULConfiguration	Q	1	uLUEConfiguration,2084,0,-,- iE-Extensions,2085,1,-,-	
T	ULUEConfiguration	e	no-data,shared,only	+
T	ProtocolExtensionContainer	L	2086	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,380.id.- criticality,18,0,-,380.criticality.0 extensionValue,2087,0,-,380.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2089	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,381.id.- criticality,18,0,-,381.criticality.0 extensionValue,2090,0,-,381.Extension.0	
T	OPEN TYPE	x
T	PDCPSNLength	e	twelve-bits,eighteen-bits	+
T	DuplicationActivation	e	active,inactive	+
T	RLCDuplicationInformation	Q	0	rLCDuplicationStateList,2094,0,-,- primaryPathIndication,2100,1,-,- iE-Extensions,2101,1,-,-	
T	RLCDuplicationStateList	L	2095	1 3 0
T	RLCDuplicationState-Item	Q	1	duplicationState,2096,0,-,- iE-Extensions,2097,1,-,-	
T	DuplicationState	e	active,inactive	+
T	ProtocolExtensionContainer	L	2098	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,382.id.- criticality,18,0,-,382.criticality.0 extensionValue,2099,0,-,382.Extension.0	
T	OPEN TYPE	x
T	PrimaryPathIndication	e	true,false	+
T	ProtocolExtensionContainer	L	2102	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,383.id.- criticality,18,0,-,383.criticality.0 extensionValue,2103,0,-,383.Extension.0	
T	OPEN TYPE	x
T	TransmissionStopIndicator	e	true	+
T	DRBs-ToBeModified-List	L	2106	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,384.id.- criticality,18,0,-,384.criticality.0 value,2108,0,-,384.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,384.id.- criticality,18,0,-,384.criticality.0 value,2108,0,-,384.Value.0	
T	OPEN TYPE	x
T	DRBs-ToBeReleased-Item	Q	1	dRBID,1909,0,-,- iE-Extensions,2110,1,-,-	
T	ProtocolExtensionContainer	L	2111	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,385.id.- criticality,18,0,-,385.criticality.0 extensionValue,2112,0,-,385.Extension.0	
T	OPEN TYPE	x
T	DRBs-ToBeReleased-List	L	2114	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,386.id.- criticality,18,0,-,386.criticality.0 value,2116,0,-,386.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,386.id.- criticality,18,0,-,386.criticality.0 value,2116,0,-,386.Value.0	
T	OPEN TYPE	x
T	DRBs-ToBeSetup-Item	Q	1	dRBID,1909,0,-,- qoSInformation,2079,0,-,- uLUPTNLInformation-ToBeSetup-List,2034,0,-,- rLCMode,946,0,-,- uLConfiguration,2083,1,-,- duplicationActivation,2092,1,-,- iE-Extensions,2118,1,-,-	
T	ProtocolExtensionContainer	L	2119	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,387.id.- criticality,18,0,-,387.criticality.0 extensionValue,2120,0,-,387.Extension.0	
T	OPEN TYPE	x
T	SDTRLCBearerConfiguration	O	0 - 0
T	DRBs-ToBeSetup-List	L	2123	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,388.id.- criticality,18,0,-,388.criticality.0 value,2125,0,-,388.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,388.id.- criticality,18,0,-,388.criticality.0 value,2125,0,-,388.Value.0	
T	OPEN TYPE	x
T	DRBs-ToBeSetupMod-Item	Q	1	dRBID,1909,0,-,- qoSInformation,2079,0,-,- uLUPTNLInformation-ToBeSetup-List,2034,0,-,- rLCMode,946,0,-,- uLConfiguration,2083,1,-,- duplicationActivation,2092,1,-,- iE-Extensions,2127,1,-,-	
T	ProtocolExtensionContainer	L	2128	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,389.id.- criticality,18,0,-,389.criticality.0 extensionValue,2129,0,-,389.Extension.0	
T	OPEN TYPE	x
T	DRBs-ToBeSetupMod-List	L	2131	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,390.id.- criticality,18,0,-,390.criticality.0 value,2133,0,-,390.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,390.id.- criticality,18,0,-,390.criticality.0 value,2133,0,-,390.Value.0	
T	OPEN TYPE	x
T	DRX-Config	O	0 - 0
T	DRX-LongCycleStartOffset	i	0 10239 0
T	DRXConfigurationIndicator	e	release	+
T	DRXCycle	Q	1	longDRXCycleLength,2138,0,-,- shortDRXCycleLength,2139,1,-,- shortDRXCycleTimer,2140,1,-,- iE-Extensions,2141,1,-,-	
T	LongDRXCycleLength	e	ms10,ms20,ms32,ms40,ms60,ms64,ms70,ms80,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240	+
T	ShortDRXCycleLength	e	ms2,ms3,ms4,ms5,ms6,ms7,ms8,ms10,ms14,ms16,ms20,ms30,ms32,ms35,ms40,ms64,ms80,ms128,ms160,ms256,ms320,ms512,ms640	+
T	ShortDRXCycleTimer	i	1 16 0
T	ProtocolExtensionContainer	L	2142	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,391.id.- criticality,18,0,-,391.criticality.0 extensionValue,2143,0,-,391.Extension.0	
T	OPEN TYPE	x
T	DUCUAccessAndMobilityIndication	Q	1	protocolIEs,2145,0,-,-	
T	ProtocolIE-Container	L	2146	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,392.id.- criticality,18,0,-,392.criticality.0 value,2147,0,-,392.Value.0	
T	OPEN TYPE	x
T	DUCUCellSwitchNotification	Q	1	protocolIEs,2149,0,-,-	
T	ProtocolIE-Container	L	2150	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,393.id.- criticality,18,0,-,393.criticality.0 value,2151,0,-,393.Value.0	
T	OPEN TYPE	x
T	DUCURIMInformation	Q	0	victimgNBSetID,621,0,-,- rIMRSDetectionStatus,1311,0,-,- aggressorCellList,615,0,-,- iE-Extensions,2153,1,-,-	
T	ProtocolExtensionContainer	L	2154	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,394.id.- criticality,18,0,-,394.criticality.0 extensionValue,2155,0,-,394.Extension.0	
T	OPEN TYPE	x
T	DUCURadioInformationTransfer	Q	1	protocolIEs,2157,0,-,-	
T	ProtocolIE-Container	L	2158	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,395.id.- criticality,18,0,-,395.criticality.0 value,2159,0,-,395.Value.0	
T	OPEN TYPE	x
T	DUCURadioInformationType	C	0	rIM,2152,0,-,- choice-extension,2161,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,396.id.- criticality,18,0,-,396.criticality.0 value,2163,0,-,396.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,396.id.- criticality,18,0,-,396.criticality.0 value,2163,0,-,396.Value.0	
T	OPEN TYPE	x
T	DUCUTAInformationTransfer	Q	1	protocolIEs,2165,0,-,-	
T	ProtocolIE-Container	L	2166	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,397.id.- criticality,18,0,-,397.criticality.0 value,2167,0,-,397.Value.0	
T	OPEN TYPE	x
T	DUtoCUTAInformation-List	L	2169	1 8 0
T	DUtoCUTAInformation-Item	Q	1	nRCGI,93,0,-,- tAValue,1306,0,-,- preambleIndex,1329,0,-,- rA-RNTI,1330,0,-,- sourceGNB-DU-ID,2170,0,-,- tagIDPointer,1331,1,-,- iE-Extensions,2171,1,-,-	
T	GNB-DU-ID	i	0 68719476735 0
T	ProtocolExtensionContainer	L	2172	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,398.id.- criticality,18,0,-,398.criticality.0 extensionValue,2173,0,-,398.Extension.0	
T	OPEN TYPE	x
T	DUtoCURRCContainer	O	0 - 0
T	DUtoCURRCInformation	Q	1	cellGroupConfig,1342,0,-,- measGapConfig,2176,1,-,- requestedP-MaxFR1,2177,1,-,- iE-Extensions,2178,1,-,-	
T	MeasGapConfig	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2179	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,399.id.- criticality,18,0,-,399.criticality.0 extensionValue,2180,0,-,399.Extension.0	
T	OPEN TYPE	x
T	SelectedBandCombinationIndex	O	0 - 0
T	SelectedFeatureSetEntryIndex	O	0 - 0
T	Ph-InfoSCG	O	0 - 0
T	RequestedBandCombinationIndex	O	0 - 0
T	RequestedFeatureSetEntryIndex	O	0 - 0
T	PDCCH-BlindDetectionSCG	O	0 - 0
T	Requested-PDCCH-BlindDetectionSCG	O	0 - 0
T	Ph-InfoMCG	O	0 - 0
T	MeasGapSharingConfig	O	0 - 0
T	SL-PHY-MAC-RLC-Config	O	0 - 0
T	SL-ConfigDedicatedEUTRA-Info	O	0 - 0
T	RequestedP-MaxFR2	O	0 - 0
T	SL-RLC-ChannelToAddModList	O	0 - 0
T	InterFrequencyConfig-NoGap	e	true	+
T	UL-GapFR2-Config	O	0 - 0
T	TwoPHRModeMCG	e	enabled	+
T	TwoPHRModeSCG	e	enabled	+
T	Ncd-SSB-RedCapInitialBWP-SDT	O	0 - 0
T	ServCellInfoList	O	0 - 0
T	SL-PHY-MAC-RLC-ConfigExt	O	0 - 0
T	DeactivateTrace	Q	1	protocolIEs,2202,0,-,-	
T	ProtocolIE-Container	L	2203	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,400.id.- criticality,18,0,-,400.criticality.0 value,2204,0,-,400.Value.0	
T	OPEN TYPE	x
T	DeactivationIndication	C	0	perUE,2206,0,-,- deactivateAll,2211,0,-,- choice-extension,2212,0,-,-	
T	DeactivationIndicationList	L	2207	1 512 0
T	DeactivationIndicationList-Item	Q	1	gNB-CU-UE-F1AP-ID,92,0,-,- gNB-DU-UE-F1AP-ID,52,0,-,- iE-Extensions,2208,1,-,-	
T	ProtocolExtensionContainer	L	2209	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,401.id.- criticality,18,0,-,401.criticality.0 extensionValue,2210,0,-,401.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,402.id.- criticality,18,0,-,402.criticality.0 value,2214,0,-,402.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,402.id.- criticality,18,0,-,402.criticality.0 value,2214,0,-,402.Value.0	
T	OPEN TYPE	x
T	Dedicated-SIDelivery-NeededUE-Item	Q	1	gNB-CU-UE-F1AP-ID,92,0,-,- nRCGI,93,0,-,- iE-Extensions,2216,1,-,-	
T	ProtocolExtensionContainer	L	2217	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,403.id.- criticality,18,0,-,403.criticality.0 extensionValue,2218,0,-,403.Extension.0	
T	OPEN TYPE	x
T	Dedicated-SIDelivery-NeededUE-List	L	2220	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,404.id.- criticality,18,0,-,404.criticality.0 value,2222,0,-,404.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,404.id.- criticality,18,0,-,404.criticality.0 value,2222,0,-,404.Value.0	
T	OPEN TYPE	x
T	DedicatedSIDeliveryIndication	e	true	+
T	DuplicationIndication	e	true	+false
T	DynamicPQIDescriptor	Q	0	resourceType,2226,1,-,- qoSPriorityLevel,2227,0,-,- packetDelayBudget,637,0,-,- packetErrorRate,638,0,-,- averagingWindow,711,1,-,- maxDataBurstVolume,647,1,-,- iE-Extensions,2228,1,-,-	
T	ENUMERATED	e	gbr,non-gbr,delay-critical-grb	+
T	INTEGER	i	1 8 1
T	ProtocolExtensionContainer	L	2229	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,405.id.- criticality,18,0,-,405.criticality.0 extensionValue,2230,0,-,405.Extension.0	
T	OPEN TYPE	x
T	E-CID-MeasuredResults-Item	Q	0	e-CID-MeasuredResults-Value,2232,0,-,- iE-Extensions,2237,1,-,-	
T	E-CID-MeasuredResults-Value	C	0	valueAngleofArrivalNR,542,0,-,- choice-extension,2233,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,406.id.- criticality,18,0,-,406.criticality.0 value,2235,0,-,406.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,406.id.- criticality,18,0,-,406.criticality.0 value,2235,0,-,406.Value.0	
T	OPEN TYPE	x
T	NR-TADV	i	0 7690 0
T	ProtocolExtensionContainer	L	2238	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,407.id.- criticality,18,0,-,407.criticality.0 extensionValue,2239,0,-,407.Extension.0	
T	OPEN TYPE	x
T	E-CID-MeasuredResults-List	L	2231	1 64 0
T	E-CID-MeasuredResultsAssociatedInfoItem	Q	1	timeStamp,2242,1,-,- measurementQuality,509,1,-,- iE-Extensions,2259,1,-,-	
T	TimeStamp	Q	0	systemFrameNumber,2243,0,-,- slotIndex,2244,0,-,- measurementTime,2254,1,-,- iE-Extension,2255,1,-,-	
T	SystemFrameNumber	i	0 1023 0
T	TimeStampSlotIndex	C	0	sCS-15,2245,0,-,- sCS-30,2246,0,-,- sCS-60,2247,0,-,- sCS-120,2248,0,-,- choice-extension,2249,0,-,-	
T	INTEGER	i	0 9 0
T	INTEGER	i	0 19 0
T	INTEGER	i	0 39 0
T	INTEGER	i	0 79 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,408.id.- criticality,18,0,-,408.criticality.0 value,2251,0,-,408.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,408.id.- criticality,18,0,-,408.criticality.0 value,2251,0,-,408.Value.0	
T	OPEN TYPE	x
T	SCS-480	i	0 319 0
T	SCS-960	i	0 639 0
T	RelativeTime1900	B	64 64 0
T	ProtocolExtensionContainer	L	2256	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,409.id.- criticality,18,0,-,409.criticality.0 extensionValue,2257,0,-,409.Extension.0	
T	OPEN TYPE	x
T	SymbolIndex	i	0 13 0
T	ProtocolExtensionContainer	L	2260	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,410.id.- criticality,18,0,-,410.criticality.0 extensionValue,2261,0,-,410.Extension.0	
T	OPEN TYPE	x
T	E-CID-MeasuredResultsAssociatedInfoList	L	2241	1 64 0
T	E-CID-MeasurementQuantities	L	2264	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,411.id.- criticality,18,0,-,411.criticality.0 value,2266,0,-,411.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,411.id.- criticality,18,0,-,411.criticality.0 value,2266,0,-,411.Value.0	
T	OPEN TYPE	x
T	E-CID-MeasurementQuantities-Item	Q	0	e-CIDmeasurementQuantitiesValue,2268,0,-,- iE-Extensions,2269,1,-,-	
T	E-CID-MeasurementQuantitiesValue	e	default,angleOfArrivalNR	+timingAdvanceNR
T	ProtocolExtensionContainer	L	2270	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,412.id.- criticality,18,0,-,412.criticality.0 extensionValue,2271,0,-,412.Extension.0	
T	OPEN TYPE	x
T	E-CID-MeasurementResult	Q	0	geographicalCoordinates,2273,1,-,- measuredResults-List,2240,1,-,- iE-Extensions,2314,1,-,-	
T	GeographicalCoordinates	Q	0	tRPPositionDefinitionType,2274,0,-,- dLPRSResourceCoordinates,1871,1,-,- iE-Extensions,2311,1,-,-	
T	TRPPositionDefinitionType	C	0	direct,2275,0,-,- referenced,2296,0,-,- choice-extension,2308,0,-,-	
T	TRPPositionDirect	Q	0	accuracy,2276,0,-,- iE-extensions,2293,1,-,-	
T	TRPPositionDirectAccuracy	C	0	tRPPosition,74,0,-,- tRPHAposition,2277,0,-,- choice-extension,2290,0,-,-	
T	NGRANHighAccuracyAccessPointPosition	Q	0	latitude,2278,0,-,- longitude,2279,0,-,- altitude,2280,0,-,- uncertaintySemi-major,2281,0,-,- uncertaintySemi-minor,2282,0,-,- orientationOfMajorAxis,2283,0,-,- horizontalConfidence,2284,0,-,- uncertaintyAltitude,2285,0,-,- verticalConfidence,2286,0,-,- iE-Extensions,2287,1,-,-	
T	INTEGER	i	-2147483648 2147483647 0
T	INTEGER	i	-2147483648 2147483647 0
T	INTEGER	i	-64000 1280000 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 179 0
T	INTEGER	i	0 100 0
T	INTEGER	i	0 255 0
T	INTEGER	i	0 100 0
T	ProtocolExtensionContainer	L	2288	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,413.id.- criticality,18,0,-,413.criticality.0 extensionValue,2289,0,-,413.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,414.id.- criticality,18,0,-,414.criticality.0 value,2292,0,-,414.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,414.id.- criticality,18,0,-,414.criticality.0 value,2292,0,-,414.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2294	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,415.id.- criticality,18,0,-,415.criticality.0 extensionValue,2295,0,-,415.Extension.0	
T	OPEN TYPE	x
T	TRPPositionReferenced	Q	0	referencePoint,2297,0,-,- referencePointType,2301,0,-,- iE-extensions,2305,1,-,-	
T	ReferencePoint	C	0	coordinateID,1810,0,-,- referencePointCoordinate,74,0,-,- referencePointCoordinateHA,2277,0,-,- choice-Extension,2298,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,416.id.- criticality,18,0,-,416.criticality.0 value,2300,0,-,416.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,416.id.- criticality,18,0,-,416.criticality.0 value,2300,0,-,416.Value.0	
T	OPEN TYPE	x
T	TRPReferencePointType	C	0	tRPPositionRelativeGeodetic,4,0,-,- tRPPositionRelativeCartesian,23,0,-,- choice-extension,2302,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,417.id.- criticality,18,0,-,417.criticality.0 value,2304,0,-,417.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,417.id.- criticality,18,0,-,417.criticality.0 value,2304,0,-,417.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2306	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,418.id.- criticality,18,0,-,418.criticality.0 extensionValue,2307,0,-,418.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,419.id.- criticality,18,0,-,419.criticality.0 value,2310,0,-,419.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,419.id.- criticality,18,0,-,419.criticality.0 value,2310,0,-,419.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2312	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,420.id.- criticality,18,0,-,420.criticality.0 extensionValue,2313,0,-,420.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2315	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,421.id.- criticality,18,0,-,421.criticality.0 extensionValue,2316,0,-,421.Extension.0	
T	OPEN TYPE	x
T	Mobile-TRP-LocationInformation	Q	1	location-Information,2318,0,-,- velocity-Information,2319,1,-,- location-time-stamp,2242,1,-,- iE-Extensions,2320,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2321	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,422.id.- criticality,18,0,-,422.criticality.0 extensionValue,2322,0,-,422.Extension.0	
T	OPEN TYPE	x
T	E-CID-ReportCharacteristics	e	onDemand,periodic	+
T	E-CIDMeasurementFailureIndication	Q	1	protocolIEs,2325,0,-,-	
T	ProtocolIE-Container	L	2326	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,423.id.- criticality,18,0,-,423.criticality.0 value,2327,0,-,423.Value.0	
T	OPEN TYPE	x
T	LMF-UE-MeasurementID	i	1 256 1
T	RAN-UE-MeasurementID	i	1 256 1
T	E-CIDMeasurementInitiationFailure	Q	1	protocolIEs,2331,0,-,-	
T	ProtocolIE-Container	L	2332	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,424.id.- criticality,18,0,-,424.criticality.0 value,2333,0,-,424.Value.0	
T	OPEN TYPE	x
T	E-CIDMeasurementInitiationRequest	Q	1	protocolIEs,2335,0,-,-	
T	ProtocolIE-Container	L	2336	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,425.id.- criticality,18,0,-,425.criticality.0 value,2337,0,-,425.Value.0	
T	OPEN TYPE	x
T	MeasurementPeriodicity	e	ms120,ms240,ms480,ms640,ms1024,ms2048,ms5120,ms10240,min1,min6,min12,min30	+ms20480,ms40960,extended
T	PosMeasurementPeriodicityNR-AoA	e	ms160,ms320,ms640,ms1280,ms2560,ms5120,ms10240,ms20480,ms40960,ms61440,ms81920,ms368640,ms737280,ms1843200	+
T	E-CIDMeasurementInitiationResponse	Q	1	protocolIEs,2341,0,-,-	
T	ProtocolIE-Container	L	2342	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,426.id.- criticality,18,0,-,426.criticality.0 value,2343,0,-,426.Value.0	
T	OPEN TYPE	x
T	E-CIDMeasurementReport	Q	1	protocolIEs,2345,0,-,-	
T	ProtocolIE-Container	L	2346	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,427.id.- criticality,18,0,-,427.criticality.0 value,2347,0,-,427.Value.0	
T	OPEN TYPE	x
T	E-CIDMeasurementTerminationCommand	Q	1	protocolIEs,2349,0,-,-	
T	ProtocolIE-Container	L	2350	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,428.id.- criticality,18,0,-,428.criticality.0 value,2351,0,-,428.Value.0	
T	OPEN TYPE	x
T	ERedcap-Bcast-Information	B	8 8 0
T	EUTRA-Cell-ID	B	28 28 0
T	EUTRA-Coex-FDD-Info	Q	1	uL-EARFCN,2355,1,-,- dL-EARFCN,2355,0,-,- uL-Transmission-Bandwidth,2356,1,-,- dL-Transmission-Bandwidth,2356,0,-,- iE-Extensions,2357,1,-,-	
T	ExtendedEARFCN	i	0 262143 0
T	EUTRA-Transmission-Bandwidth	e	bw6,bw15,bw25,bw50,bw75,bw100	+
T	ProtocolExtensionContainer	L	2358	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,429.id.- criticality,18,0,-,429.criticality.0 extensionValue,2359,0,-,429.Extension.0	
T	OPEN TYPE	x
T	EUTRA-Coex-Mode-Info	C	1	fDD,2354,0,-,- tDD,2361,0,-,-	
T	EUTRA-Coex-TDD-Info	Q	1	eARFCN,2355,0,-,- transmission-Bandwidth,2356,0,-,- subframeAssignment,2362,0,-,- specialSubframe-Info,2363,0,-,- iE-Extensions,2370,1,-,-	
T	EUTRA-SubframeAssignment	e	sa0,sa1,sa2,sa3,sa4,sa5,sa6	+
T	EUTRA-SpecialSubframe-Info	Q	1	specialSubframePatterns,2364,0,-,- cyclicPrefixDL,2365,0,-,- cyclicPrefixUL,2366,0,-,- iE-Extensions,2367,1,-,-	
T	EUTRA-SpecialSubframePatterns	e	ssp0,ssp1,ssp2,ssp3,ssp4,ssp5,ssp6,ssp7,ssp8,ssp9,ssp10	+
T	EUTRA-CyclicPrefixDL	e	normal,extended	+
T	EUTRA-CyclicPrefixUL	e	normal,extended	+
T	ProtocolExtensionContainer	L	2368	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,430.id.- criticality,18,0,-,430.criticality.0 extensionValue,2369,0,-,430.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2371	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,431.id.- criticality,18,0,-,431.criticality.0 extensionValue,2372,0,-,431.Extension.0	
T	OPEN TYPE	x
T	EUTRA-FDD-Info	Q	1	uL-offsetToPointA,2374,0,-,- dL-offsetToPointA,2374,0,-,- iE-Extensions,2375,1,-,-	
T	OffsetToPointA	i	0 2199 1
T	ProtocolExtensionContainer	L	2376	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,432.id.- criticality,18,0,-,432.criticality.0 extensionValue,2377,0,-,432.Extension.0	
T	OPEN TYPE	x
T	EUTRA-Mode-Info	C	0	eUTRAFDD,2373,0,-,- eUTRATDD,2379,0,-,- choice-extension,2383,0,-,-	
T	EUTRA-TDD-Info	Q	1	offsetToPointA,2374,0,-,- iE-Extensions,2380,1,-,-	
T	ProtocolExtensionContainer	L	2381	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,433.id.- criticality,18,0,-,433.criticality.0 extensionValue,2382,0,-,433.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,434.id.- criticality,18,0,-,434.criticality.0 value,2385,0,-,434.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,434.id.- criticality,18,0,-,434.criticality.0 value,2385,0,-,434.Value.0	
T	OPEN TYPE	x
T	EUTRA-NR-CellResourceCoordinationReq-Container	O	0 - 0
T	EUTRA-NR-CellResourceCoordinationReqAck-Container	O	0 - 0
T	EUTRA-PRACH-Configuration	Q	1	rootSequenceIndex,2389,0,-,- zeroCorrelationIndex,2390,0,-,- highSpeedFlag,2391,0,-,- prach-FreqOffset,2392,0,-,- prach-ConfigIndex,2393,1,-,- iE-Extensions,2394,1,-,-	
T	INTEGER	i	0 837 0
T	INTEGER	i	0 15 0
T	BOOLEAN	b
T	INTEGER	i	0 94 0
T	INTEGER	i	0 63 0
T	ProtocolExtensionContainer	L	2395	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,435.id.- criticality,18,0,-,435.criticality.0 extensionValue,2396,0,-,435.Extension.0	
T	OPEN TYPE	x
T	EUTRACells-List	L	2398	1 256 0
T	EUTRACells-List-item	Q	0	eUTRA-Cell-ID,2353,0,-,- served-EUTRA-Cells-Information,2399,0,-,- iE-Extensions,2404,1,-,-	
T	Served-EUTRA-Cells-Information	Q	1	eUTRA-Mode-Info,2378,0,-,- protectedEUTRAResourceIndication,2400,0,-,- iE-Extensions,2401,1,-,-	
T	ProtectedEUTRAResourceIndication	O	0 - 0
T	ProtocolExtensionContainer	L	2402	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,436.id.- criticality,18,0,-,436.criticality.0 extensionValue,2403,0,-,436.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2405	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,437.id.- criticality,18,0,-,437.criticality.0 extensionValue,2406,0,-,437.Extension.0	
T	OPEN TYPE	x
T	EarlySyncCandidateCellInformation-Item	Q	1	nRCGI,93,0,-,- tCIStatesConfigurationsList,2408,1,-,- earlyULSyncConfig,2409,1,-,- earlyULSyncConfigSUL,2409,1,-,- tAAssistanceInfo,2425,1,-,- uEbasedTAmeasurementConfig,2426,1,-,- iE-Extensions,2427,1,-,-	
T	TCIStatesConfigurationsList	O	0 - 0
T	EarlyULSyncConfig	Q	1	rACH,2410,0,-,- lTMgNB-DU-IDs-PreambleIndexList,2411,1,-,- iE-Extensions,2422,1,-,-	
T	RACHConfiguration	O	0 - 0
T	LTMgNB-DU-IDs-PreambleIndexList	L	2412	1 8 0
T	LTMgNB-DU-IDs-PreambleIndex-Item	Q	0	lTMgNB-DU-ID,2170,0,-,- preambleIndexList,2413,1,-,- iE-Extensions,2419,1,-,-	
T	PreambleIndexList	L	2414	1 8 0
T	PreambleIndexList-Item	Q	0	preambleIndex,2415,0,-,- iE-Extensions,2416,1,-,-	
T	INTEGER	i	0 63 0
T	ProtocolExtensionContainer	L	2417	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,438.id.- criticality,18,0,-,438.criticality.0 extensionValue,2418,0,-,438.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2420	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,439.id.- criticality,18,0,-,439.criticality.0 extensionValue,2421,0,-,439.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2423	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,440.id.- criticality,18,0,-,440.criticality.0 extensionValue,2424,0,-,440.Extension.0	
T	OPEN TYPE	x
T	TAAssistanceInfo	e	zero	+
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2428	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,441.id.- criticality,18,0,-,441.criticality.0 extensionValue,2429,0,-,441.Extension.0	
T	OPEN TYPE	x
T	EarlySyncCandidateCellInformation-List	L	2407	1 8 0
T	EarlySyncInformation	Q	1	tCIStatesConfigurationsList,2408,0,-,- earlyULSyncConfig,2409,1,-,- earlyULSyncConfigSUL,2409,1,-,- iE-Extensions,2432,1,-,-	
T	ProtocolExtensionContainer	L	2433	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,442.id.- criticality,18,0,-,442.criticality.0 extensionValue,2434,0,-,442.Extension.0	
T	OPEN TYPE	x
T	EarlySyncInformation-Request	Q	1	requestforRACHConfiguration,2436,0,-,- lTMgNB-DU-IDsList,2437,0,-,- iE-Extensions,2442,1,-,-	
T	RequestforRACHConfiguration	e	true	+
T	LTMgNB-DU-IDsList	L	2438	1 8 0
T	LTMgNB-DU-IDs-Item	Q	0	lTMgNB-DU-ID,2170,0,-,- iE-Extensions,2439,1,-,-	
T	ProtocolExtensionContainer	L	2440	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,443.id.- criticality,18,0,-,443.criticality.0 extensionValue,2441,0,-,443.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2443	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,444.id.- criticality,18,0,-,444.criticality.0 extensionValue,2444,0,-,444.Extension.0	
T	OPEN TYPE	x
T	EarlySyncServingCellInformation	Q	1	uEbasedTAmeasurementConfig,2446,1,-,- iE-Extensions,2447,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2448	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,445.id.- criticality,18,0,-,445.criticality.0 extensionValue,2449,0,-,445.Extension.0	
T	OPEN TYPE	x
T	ErrorIndication	Q	1	protocolIEs,2451,0,-,-	
T	ProtocolIE-Container	L	2452	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,446.id.- criticality,18,0,-,446.criticality.0 value,2453,0,-,446.Value.0	
T	OPEN TYPE	x
T	EventType	e	on-demand,periodic,stop	+
T	Extended-GNB-CU-Name	Q	1	gNB-CU-NameVisibleString,2456,1,-,- gNB-CU-NameUTF8String,2457,1,-,- iE-Extensions,2458,1,-,-	
T	GNB-CU-NameVisibleString	k	VisibleString	1 150 1	8 0	
T	GNB-CU-NameUTF8String	u	UTF8String
T	ProtocolExtensionContainer	L	2459	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,447.id.- criticality,18,0,-,447.criticality.0 extensionValue,2460,0,-,447.Extension.0	
T	OPEN TYPE	x
T	Extended-GNB-DU-Name	Q	1	gNB-DU-NameVisibleString,2462,1,-,- gNB-DU-NameUTF8String,2463,1,-,- iE-Extensions,2464,1,-,-	
T	GNB-DU-NameVisibleString	k	VisibleString	1 150 1	8 0	
T	GNB-DU-NameUTF8String	u	UTF8String
T	ProtocolExtensionContainer	L	2465	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,448.id.- criticality,18,0,-,448.criticality.0 extensionValue,2466,0,-,448.Extension.0	
T	OPEN TYPE	x
T	ExtendedAdditionalPathList	L	2468	1 8 0
T	ExtendedAdditionalPathList-Item	Q	1	relativeTimeOfPath,493,0,-,- pathQuality,509,1,-,- multipleULAoA,539,1,-,- pathPower,566,1,-,- iE-Extensions,2469,1,-,-	
T	ProtocolExtensionContainer	L	2470	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,449.id.- criticality,18,0,-,449.criticality.0 extensionValue,2471,0,-,449.Extension.0	
T	OPEN TYPE	x
T	ExtendedResourceSymbolOffset	i	0 13 1
T	ExtendedServedPLMNs-Item	Q	1	pLMN-Identity,94,0,-,- tAISliceSupportList,2474,1,-,- iE-Extensions,2479,1,-,-	
T	SliceSupportList	L	2475	1 1024 0
T	SliceSupportItem	Q	0	sNSSAI,1202,0,-,- iE-Extensions,2476,1,-,-	
T	ProtocolExtensionContainer	L	2477	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,450.id.- criticality,18,0,-,450.criticality.0 extensionValue,2478,0,-,450.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2480	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,451.id.- criticality,18,0,-,451.criticality.0 extensionValue,2481,0,-,451.Extension.0	
T	OPEN TYPE	x
T	NPNSupportInfo	C	0	sNPN-Information,707,0,-,- choice-extension,2483,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,452.id.- criticality,18,0,-,452.criticality.0 value,2485,0,-,452.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,452.id.- criticality,18,0,-,452.criticality.0 value,2485,0,-,452.Value.0	
T	OPEN TYPE	x
T	ExtendedSliceSupportList	L	2475	1 65535 0
T	NSAGSupportList	L	2488	1 256 0
T	NSAGSupportItem	Q	1	nSAG-ID,2489,0,-,- nSAGSliceSupport,2486,0,-,- iE-Extensions,2490,1,-,-	
T	NSAG-ID	i	0 255 1
T	ProtocolExtensionContainer	L	2491	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,453.id.- criticality,18,0,-,453.criticality.0 extensionValue,2492,0,-,453.Extension.0	
T	OPEN TYPE	x
T	ExtendedServedPLMNs-List	L	2473	1 6 0
T	ExtendedUEIdentityIndexValue	B	16 16 0
T	F1AP-PDU	C	0	initiatingMessage,2496,0,-,- successfulOutcome,5063,0,-,- unsuccessfulOutcome,5065,0,-,- choice-extension,5067,0,-,-	
T	InitiatingMessage	Q	0	procedureCode,793,0,-,454.procedureCode.- criticality,18,0,-,454.criticality.0 value,2497,0,-,454.InitiatingMessage.0	
T	OPEN TYPE	x
T	Reset	Q	1	protocolIEs,2499,0,-,-	
T	ProtocolIE-Container	L	2500	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,455.id.- criticality,18,0,-,455.criticality.0 value,2501,0,-,455.Value.0	
T	OPEN TYPE	x
T	ResetType	C	0	f1-Interface,2503,0,-,- partOfF1-Interface,2504,0,-,- choice-extension,2512,0,-,-	
T	ResetAll	e	reset-all	+
T	UE-associatedLogicalF1-ConnectionListRes	L	2505	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,456.id.- criticality,18,0,-,456.criticality.0 value,2507,0,-,456.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,456.id.- criticality,18,0,-,456.criticality.0 value,2507,0,-,456.Value.0	
T	OPEN TYPE	x
T	UE-associatedLogicalF1-ConnectionItem	Q	1	gNB-CU-UE-F1AP-ID,92,1,-,- gNB-DU-UE-F1AP-ID,52,1,-,- iE-Extensions,2509,1,-,-	
T	ProtocolExtensionContainer	L	2510	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,457.id.- criticality,18,0,-,457.criticality.0 extensionValue,2511,0,-,457.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,458.id.- criticality,18,0,-,458.criticality.0 value,2514,0,-,458.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,458.id.- criticality,18,0,-,458.criticality.0 value,2514,0,-,458.Value.0	
T	OPEN TYPE	x
T	ResetAcknowledge	Q	1	protocolIEs,2516,0,-,-	
T	ProtocolIE-Container	L	2517	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,459.id.- criticality,18,0,-,459.criticality.0 value,2518,0,-,459.Value.0	
T	OPEN TYPE	x
T	UE-associatedLogicalF1-ConnectionListResAck	L	2520	1 65536 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,460.id.- criticality,18,0,-,460.criticality.0 value,2522,0,-,460.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,460.id.- criticality,18,0,-,460.criticality.0 value,2522,0,-,460.Value.0	
T	OPEN TYPE	x
T	F1SetupRequest	Q	1	protocolIEs,2524,0,-,-	
T	ProtocolIE-Container	L	2525	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,461.id.- criticality,18,0,-,461.criticality.0 value,2526,0,-,461.Value.0	
T	OPEN TYPE	x
T	GNB-DU-Name	k	PrintableString	1 150 1	8 0	
T	GNB-DU-Served-Cells-List	L	2529	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,462.id.- criticality,18,0,-,462.criticality.0 value,2531,0,-,462.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,462.id.- criticality,18,0,-,462.criticality.0 value,2531,0,-,462.Value.0	
T	OPEN TYPE	x
T	GNB-DU-Served-Cells-Item	Q	1	served-Cell-Information,2533,0,-,- gNB-DU-System-Information,2605,1,-,- iE-Extensions,2621,1,-,-	
T	Served-Cell-Information	Q	1	nRCGI,93,0,-,- nRPCI,343,0,-,- fiveGS-TAC,989,1,-,- configured-EPS-TAC,1807,1,-,- servedPLMNs,2534,0,-,- nR-Mode-Info,2539,0,-,- measurementTimingConfiguration,2584,0,-,- iE-Extensions,2585,1,-,-	
T	ServedPLMNs-List	L	2535	1 6 0
T	ServedPLMNs-Item	Q	1	pLMN-Identity,94,0,-,- iE-Extensions,2536,1,-,-	
T	ProtocolExtensionContainer	L	2537	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,463.id.- criticality,18,0,-,463.criticality.0 extensionValue,2538,0,-,463.Extension.0	
T	OPEN TYPE	x
T	NR-Mode-Info	C	0	fDD,2540,0,-,- tDD,2544,0,-,- choice-extension,2573,0,-,-	
T	FDD-Info	Q	1	uL-NRFreqInfo,182,0,-,- dL-NRFreqInfo,182,0,-,- uL-Transmission-Bandwidth,186,0,-,- dL-Transmission-Bandwidth,186,0,-,- iE-Extensions,2541,1,-,-	
T	ProtocolExtensionContainer	L	2542	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,464.id.- criticality,18,0,-,464.criticality.0 extensionValue,2543,0,-,464.Extension.0	
T	OPEN TYPE	x
T	TDD-Info	Q	1	nRFreqInfo,182,0,-,- transmission-Bandwidth,186,0,-,- iE-Extensions,2545,1,-,-	
T	ProtocolExtensionContainer	L	2546	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,465.id.- criticality,18,0,-,465.criticality.0 extensionValue,2547,0,-,465.Extension.0	
T	OPEN TYPE	x
T	IntendedTDD-DL-ULConfig	Q	0	nRSCS,2549,0,-,- nRCP,2550,0,-,- nRDLULTxPeriodicity,2551,0,-,- slot-Configuration-List,2552,0,-,- iE-Extensions,2570,1,-,-	
T	ENUMERATED	e	scs15,scs30,scs60,scs120	+scs480,scs960
T	ENUMERATED	e	normal,extended	+
T	ENUMERATED	e	ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms3,ms4,ms5,ms10,ms20,ms40,ms60,ms80,ms100,ms120,ms140,ms160	+
T	Slot-Configuration-List	L	2553	1 5120 0
T	Slot-Configuration-Item	Q	0	slotIndex,2554,0,-,- symbolAllocInSlot,2555,0,-,- iE-Extensions,2567,1,-,-	
T	INTEGER	i	0 5119 1
T	SymbolAllocInSlot	C	0	all-DL,2556,0,-,- all-UL,2557,0,-,- both-DL-and-UL,2558,0,-,- choice-extension,2564,0,-,-	
T	NULL	n
T	NULL	n
T	NumDLULSymbols	Q	0	numDLSymbols,2559,0,-,- numULSymbols,2560,0,-,- iE-Extensions,2561,1,-,-	
T	INTEGER	i	0 13 1
T	INTEGER	i	0 13 1
T	ProtocolExtensionContainer	L	2562	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,466.id.- criticality,18,0,-,466.criticality.0 extensionValue,2563,0,-,466.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,467.id.- criticality,18,0,-,467.criticality.0 value,2566,0,-,467.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,467.id.- criticality,18,0,-,467.criticality.0 value,2566,0,-,467.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2568	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,468.id.- criticality,18,0,-,468.criticality.0 extensionValue,2569,0,-,468.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2571	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,469.id.- criticality,18,0,-,469.criticality.0 extensionValue,2572,0,-,469.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,470.id.- criticality,18,0,-,470.criticality.0 value,2575,0,-,470.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,470.id.- criticality,18,0,-,470.criticality.0 value,2575,0,-,470.Value.0	
T	OPEN TYPE	x
T	NR-U-Channel-Info-List	L	2577	1 16 0
T	NR-U-Channel-Info-Item	Q	1	nr-U-channel-ID,2578,0,-,- nR-ARFCN,2579,0,-,- bandwidth,2580,0,-,- iE-Extensions,2581,1,-,-	
T	INTEGER	i	1 16 1
T	INTEGER	i	0 3279165 0
T	ENUMERATED	e	mHz-10,mHz-20,mHz-40,mHz-60,mHz-80	+mHz-100
T	ProtocolExtensionContainer	L	2582	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,471.id.- criticality,18,0,-,471.criticality.0 extensionValue,2583,0,-,471.Extension.0	
T	OPEN TYPE	x
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	2586	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,472.id.- criticality,18,0,-,472.criticality.0 extensionValue,2587,0,-,472.Extension.0	
T	OPEN TYPE	x
T	VictimgNBSetID	Q	0	victimgNBSetID,621,0,-,- iE-Extensions,2589,1,-,-	
T	ProtocolExtensionContainer	L	2590	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,473.id.- criticality,18,0,-,473.criticality.0 extensionValue,2591,0,-,473.Extension.0	
T	OPEN TYPE	x
T	IAB-Info-IAB-DU	Q	0	multiplexingInfo,1721,1,-,- iAB-STC-Info,1593,1,-,- iE-Extensions,2593,1,-,-	
T	ProtocolExtensionContainer	L	2594	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,474.id.- criticality,18,0,-,474.criticality.0 extensionValue,2595,0,-,474.Extension.0	
T	OPEN TYPE	x
T	SFN-Offset	Q	1	sFN-Time-Offset,2597,0,-,- iE-Extensions,2598,1,-,-	
T	BIT STRING	B	24 24 0
T	ProtocolExtensionContainer	L	2599	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,475.id.- criticality,18,0,-,475.criticality.0 extensionValue,2600,0,-,475.Extension.0	
T	OPEN TYPE	x
T	Supported-MBS-FSA-ID-List	L	2602	1 256 0
T	MBS-FrequencySelectionArea-Identity	O	3 3 0
T	Redcap-Bcast-Information	B	8 8 0
T	XR-Bcast-Information	e	true	+
T	GNB-DU-System-Information	Q	1	mIB-message,2606,0,-,- sIB1-message,2607,0,-,- iE-Extensions,2608,1,-,-	
T	MIB-message	O	0 - 0
T	SIB1-message	O	0 - 0
T	ProtocolExtensionContainer	L	2609	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,476.id.- criticality,18,0,-,476.criticality.0 extensionValue,2610,0,-,476.Extension.0	
T	OPEN TYPE	x
T	SIB12-message	O	0 - 0
T	SIB13-message	O	0 - 0
T	SIB14-message	O	0 - 0
T	SIB10-message	O	0 - 0
T	SIB17-message	O	0 - 0
T	SIB20-message	O	0 - 0
T	SIB15-message	O	0 - 0
T	SIB24-message	O	0 - 0
T	SIB22-message	O	0 - 0
T	SIB23-message	O	0 - 0
T	ProtocolExtensionContainer	L	2622	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,477.id.- criticality,18,0,-,477.criticality.0 extensionValue,2623,0,-,477.Extension.0	
T	OPEN TYPE	x
T	RRC-Version	Q	0	latest-RRC-Version,2625,0,-,- iE-Extensions,2626,1,-,-	
T	BIT STRING	B	3 3 0
T	ProtocolExtensionContainer	L	2627	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,478.id.- criticality,18,0,-,478.criticality.0 extensionValue,2628,0,-,478.Extension.0	
T	OPEN TYPE	x
T	Latest-RRC-Version-Enhanced	O	3 3 0
T	Transport-Layer-Address-Info	Q	0	transport-UP-Layer-Address-Info-To-Add-List,2631,1,-,- transport-UP-Layer-Address-Info-To-Remove-List,2641,1,-,- iE-Extensions,2646,1,-,-	
T	Transport-UP-Layer-Address-Info-To-Add-List	L	2632	1 16 0
T	Transport-UP-Layer-Address-Info-To-Add-Item	Q	0	iP-SecTransportLayerAddress,463,0,-,- gTPTransportLayerAddressToAdd,2633,1,-,- iE-Extensions,2638,1,-,-	
T	GTPTLAs	L	2634	1 16 0
T	GTPTLA-Item	Q	0	gTPTransportLayerAddress,463,0,-,- iE-Extensions,2635,1,-,-	
T	ProtocolExtensionContainer	L	2636	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,479.id.- criticality,18,0,-,479.criticality.0 extensionValue,2637,0,-,479.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2639	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,480.id.- criticality,18,0,-,480.criticality.0 extensionValue,2640,0,-,480.Extension.0	
T	OPEN TYPE	x
T	Transport-UP-Layer-Address-Info-To-Remove-List	L	2642	1 16 0
T	Transport-UP-Layer-Address-Info-To-Remove-Item	Q	0	iP-SecTransportLayerAddress,463,0,-,- gTPTransportLayerAddressToRemove,2633,1,-,- iE-Extensions,2643,1,-,-	
T	ProtocolExtensionContainer	L	2644	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,481.id.- criticality,18,0,-,481.criticality.0 extensionValue,2645,0,-,481.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2647	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,482.id.- criticality,18,0,-,482.criticality.0 extensionValue,2648,0,-,482.Extension.0	
T	OPEN TYPE	x
T	GlobalGNB-ID	Q	1	pLMNIdentity,94,0,-,- gNB-ID,2650,0,-,- iE-Extensions,2655,1,-,-	
T	GNB-ID	C	0	gNB-ID,2651,0,-,- choice-Extensions,2652,0,-,-	
T	BIT STRING	B	22 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,483.id.- criticality,18,0,-,483.criticality.0 value,2654,0,-,483.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,483.id.- criticality,18,0,-,483.criticality.0 value,2654,0,-,483.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2656	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,484.id.- criticality,18,0,-,484.criticality.0 extensionValue,2657,0,-,484.Extension.0	
T	OPEN TYPE	x
T	Mobile-IAB-MTUserLocationInformation	Q	0	nRCGI,93,0,-,- tAI,2659,0,-,- iE-Extensions,2663,1,-,-	
T	TAI	Q	1	pLMN-Identity,94,0,-,- fiveGS-TAC,989,0,-,- iE-Extensions,2660,1,-,-	
T	ProtocolExtensionContainer	L	2661	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,485.id.- criticality,18,0,-,485.criticality.0 extensionValue,2662,0,-,485.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2664	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,486.id.- criticality,18,0,-,486.criticality.0 extensionValue,2665,0,-,486.Extension.0	
T	OPEN TYPE	x
T	F1SetupResponse	Q	1	protocolIEs,2667,0,-,-	
T	ProtocolIE-Container	L	2668	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,487.id.- criticality,18,0,-,487.criticality.0 value,2669,0,-,487.Value.0	
T	OPEN TYPE	x
T	GNB-CU-Name	k	PrintableString	1 150 1	8 0	
T	UL-BH-Non-UP-Traffic-Mapping	Q	0	uL-BH-Non-UP-Traffic-Mapping-List,2672,0,-,- iE-Extensions,2678,1,-,-	
T	UL-BH-Non-UP-Traffic-Mapping-List	L	2673	1 32 0
T	UL-BH-Non-UP-Traffic-Mapping-Item	Q	0	nonUPTrafficType,2674,0,-,- bHInfo,474,0,-,- iE-Extensions,2675,1,-,-	
T	NonUPTrafficType	e	ue-associated,non-ue-associated,non-f1,bap-control-pdu	+
T	ProtocolExtensionContainer	L	2676	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,488.id.- criticality,18,0,-,488.criticality.0 extensionValue,2677,0,-,488.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2679	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,489.id.- criticality,18,0,-,489.criticality.0 extensionValue,2680,0,-,489.Extension.0	
T	OPEN TYPE	x
T	NCGI-to-be-Updated-List	L	2682	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,490.id.- criticality,18,0,-,490.criticality.0 value,2684,0,-,490.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,490.id.- criticality,18,0,-,490.criticality.0 value,2684,0,-,490.Value.0	
T	OPEN TYPE	x
T	NCGI-to-be-Updated-List-Item	Q	1	oLDNCGI,93,0,-,- nEWNCGI,93,0,-,- iE-Extensions,2686,1,-,-	
T	ProtocolExtensionContainer	L	2687	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,491.id.- criticality,18,0,-,491.criticality.0 extensionValue,2688,0,-,491.Extension.0	
T	OPEN TYPE	x
T	F1SetupFailure	Q	1	protocolIEs,2690,0,-,-	
T	ProtocolIE-Container	L	2691	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,492.id.- criticality,18,0,-,492.criticality.0 value,2692,0,-,492.Value.0	
T	OPEN TYPE	x
T	GNBDUConfigurationUpdate	Q	1	protocolIEs,2694,0,-,-	
T	ProtocolIE-Container	L	2695	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,493.id.- criticality,18,0,-,493.criticality.0 value,2696,0,-,493.Value.0	
T	OPEN TYPE	x
T	Served-Cells-To-Add-List	L	2698	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,494.id.- criticality,18,0,-,494.criticality.0 value,2700,0,-,494.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,494.id.- criticality,18,0,-,494.criticality.0 value,2700,0,-,494.Value.0	
T	OPEN TYPE	x
T	Served-Cells-To-Add-Item	Q	1	served-Cell-Information,2533,0,-,- gNB-DU-System-Information,2605,1,-,- iE-Extensions,2702,1,-,-	
T	ProtocolExtensionContainer	L	2703	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,495.id.- criticality,18,0,-,495.criticality.0 extensionValue,2704,0,-,495.Extension.0	
T	OPEN TYPE	x
T	Served-Cells-To-Modify-List	L	2706	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,496.id.- criticality,18,0,-,496.criticality.0 value,2708,0,-,496.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,496.id.- criticality,18,0,-,496.criticality.0 value,2708,0,-,496.Value.0	
T	OPEN TYPE	x
T	Served-Cells-To-Modify-Item	Q	1	oldNRCGI,93,0,-,- served-Cell-Information,2533,0,-,- gNB-DU-System-Information,2605,1,-,- iE-Extensions,2710,1,-,-	
T	ProtocolExtensionContainer	L	2711	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,497.id.- criticality,18,0,-,497.criticality.0 extensionValue,2712,0,-,497.Extension.0	
T	OPEN TYPE	x
T	Served-Cells-To-Delete-List	L	2714	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,498.id.- criticality,18,0,-,498.criticality.0 value,2716,0,-,498.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,498.id.- criticality,18,0,-,498.criticality.0 value,2716,0,-,498.Value.0	
T	OPEN TYPE	x
T	Served-Cells-To-Delete-Item	Q	1	oldNRCGI,93,0,-,- iE-Extensions,2718,1,-,-	
T	ProtocolExtensionContainer	L	2719	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,499.id.- criticality,18,0,-,499.criticality.0 extensionValue,2720,0,-,499.Extension.0	
T	OPEN TYPE	x
T	GNB-DU-TNL-Association-To-Remove-List	L	2722	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,500.id.- criticality,18,0,-,500.criticality.0 value,2724,0,-,500.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,500.id.- criticality,18,0,-,500.criticality.0 value,2724,0,-,500.Value.0	
T	OPEN TYPE	x
T	GNB-DU-TNL-Association-To-Remove-Item	Q	0	tNLAssociationTransportLayerAddress,1274,0,-,- tNLAssociationTransportLayerAddressgNBCU,1274,1,-,- iE-Extensions,2726,1,-,-	
T	ProtocolExtensionContainer	L	2727	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,501.id.- criticality,18,0,-,501.criticality.0 extensionValue,2728,0,-,501.Extension.0	
T	OPEN TYPE	x
T	RRC-Terminating-IAB-Donor-Related-Info	Q	1	rRC-TerminatingIAB-Donor-gNB-ID,2649,0,-,- mobileIAB-MT-BAP-Address,476,0,-,- iE-Extensions,2730,1,-,-	
T	ProtocolExtensionContainer	L	2731	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,502.id.- criticality,18,0,-,502.criticality.0 extensionValue,2732,0,-,502.Extension.0	
T	OPEN TYPE	x
T	GNBDUConfigurationUpdateAcknowledge	Q	1	protocolIEs,2734,0,-,-	
T	ProtocolIE-Container	L	2735	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,503.id.- criticality,18,0,-,503.criticality.0 value,2736,0,-,503.Value.0	
T	OPEN TYPE	x
T	GNBDUConfigurationUpdateFailure	Q	1	protocolIEs,2738,0,-,-	
T	ProtocolIE-Container	L	2739	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,504.id.- criticality,18,0,-,504.criticality.0 value,2740,0,-,504.Value.0	
T	OPEN TYPE	x
T	GNBCUConfigurationUpdate	Q	1	protocolIEs,2742,0,-,-	
T	ProtocolIE-Container	L	2743	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,505.id.- criticality,18,0,-,505.criticality.0 value,2744,0,-,505.Value.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-To-Add-List	L	2746	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,506.id.- criticality,18,0,-,506.criticality.0 value,2748,0,-,506.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,506.id.- criticality,18,0,-,506.criticality.0 value,2748,0,-,506.Value.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-To-Add-Item	Q	0	tNLAssociationTransportLayerAddress,1274,0,-,- tNLAssociationUsage,2750,0,-,- iE-Extensions,2751,1,-,-	
T	TNLAssociationUsage	e	ue,non-ue,both	+
T	ProtocolExtensionContainer	L	2752	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,507.id.- criticality,18,0,-,507.criticality.0 extensionValue,2753,0,-,507.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-To-Remove-List	L	2755	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,508.id.- criticality,18,0,-,508.criticality.0 value,2757,0,-,508.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,508.id.- criticality,18,0,-,508.criticality.0 value,2757,0,-,508.Value.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-To-Remove-Item	Q	0	tNLAssociationTransportLayerAddress,1274,0,-,- iE-Extensions,2759,1,-,-	
T	ProtocolExtensionContainer	L	2760	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,509.id.- criticality,18,0,-,509.criticality.0 extensionValue,2761,0,-,509.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-To-Update-List	L	2763	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,510.id.- criticality,18,0,-,510.criticality.0 value,2765,0,-,510.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,510.id.- criticality,18,0,-,510.criticality.0 value,2765,0,-,510.Value.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-To-Update-Item	Q	0	tNLAssociationTransportLayerAddress,1274,0,-,- tNLAssociationUsage,2750,1,-,- iE-Extensions,2767,1,-,-	
T	ProtocolExtensionContainer	L	2768	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,511.id.- criticality,18,0,-,511.criticality.0 extensionValue,2769,0,-,511.Extension.0	
T	OPEN TYPE	x
T	Protected-EUTRA-Resources-List	L	2771	1 256 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,512.id.- criticality,18,0,-,512.criticality.0 value,2773,0,-,512.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,512.id.- criticality,18,0,-,512.criticality.0 value,2773,0,-,512.Value.0	
T	OPEN TYPE	x
T	Protected-EUTRA-Resources-Item	Q	0	spectrumSharingGroupID,2775,0,-,- eUTRACells-List,2397,0,-,- iE-Extensions,2776,1,-,-	
T	SpectrumSharingGroupID	i	1 256 0
T	ProtocolExtensionContainer	L	2777	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,513.id.- criticality,18,0,-,513.criticality.0 extensionValue,2778,0,-,513.Extension.0	
T	OPEN TYPE	x
T	Neighbour-Cell-Information-List	L	2780	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,514.id.- criticality,18,0,-,514.criticality.0 value,2782,0,-,514.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,514.id.- criticality,18,0,-,514.criticality.0 value,2782,0,-,514.Value.0	
T	OPEN TYPE	x
T	Neighbour-Cell-Information-Item	Q	0	nRCGI,93,0,-,- intendedTDD-DL-ULConfig,2548,1,-,- iE-Extensions,2784,1,-,-	
T	ProtocolExtensionContainer	L	2785	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,515.id.- criticality,18,0,-,515.criticality.0 extensionValue,2786,0,-,515.Extension.0	
T	OPEN TYPE	x
T	GNBCUConfigurationUpdateAcknowledge	Q	1	protocolIEs,2788,0,-,-	
T	ProtocolIE-Container	L	2789	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,516.id.- criticality,18,0,-,516.criticality.0 value,2790,0,-,516.Value.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-Setup-List	L	2792	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,517.id.- criticality,18,0,-,517.criticality.0 value,2794,0,-,517.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,517.id.- criticality,18,0,-,517.criticality.0 value,2794,0,-,517.Value.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-Setup-Item	Q	0	tNLAssociationTransportLayerAddress,1274,0,-,- iE-Extensions,2796,1,-,-	
T	ProtocolExtensionContainer	L	2797	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,518.id.- criticality,18,0,-,518.criticality.0 extensionValue,2798,0,-,518.Extension.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-Failed-To-Setup-List	L	2800	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,519.id.- criticality,18,0,-,519.criticality.0 value,2802,0,-,519.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,519.id.- criticality,18,0,-,519.criticality.0 value,2802,0,-,519.Value.0	
T	OPEN TYPE	x
T	GNB-CU-TNL-Association-Failed-To-Setup-Item	Q	0	tNLAssociationTransportLayerAddress,1274,0,-,- cause,808,0,-,- iE-Extensions,2804,1,-,-	
T	ProtocolExtensionContainer	L	2805	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,520.id.- criticality,18,0,-,520.criticality.0 extensionValue,2806,0,-,520.Extension.0	
T	OPEN TYPE	x
T	GNBCUConfigurationUpdateFailure	Q	1	protocolIEs,2808,0,-,-	
T	ProtocolIE-Container	L	2809	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,521.id.- criticality,18,0,-,521.criticality.0 value,2810,0,-,521.Value.0	
T	OPEN TYPE	x
T	UEContextSetupRequest	Q	1	protocolIEs,2812,0,-,-	
T	ProtocolIE-Container	L	2813	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,522.id.- criticality,18,0,-,522.criticality.0 value,2814,0,-,522.Value.0	
T	OPEN TYPE	x
T	ServCellIndex	i	0 31 1
T	ResourceCoordinationTransferContainer	O	0 - 0
T	SCell-ToBeSetup-List	L	2818	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,523.id.- criticality,18,0,-,523.criticality.0 value,2820,0,-,523.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,523.id.- criticality,18,0,-,523.criticality.0 value,2820,0,-,523.Value.0	
T	OPEN TYPE	x
T	SCell-ToBeSetup-Item	Q	1	sCell-ID,93,0,-,- sCellIndex,2822,0,-,- sCellULConfigured,1509,1,-,- iE-Extensions,2823,1,-,-	
T	SCellIndex	i	1 31 1
T	ProtocolExtensionContainer	L	2824	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,524.id.- criticality,18,0,-,524.criticality.0 extensionValue,2825,0,-,524.Extension.0	
T	OPEN TYPE	x
T	ServingCellMO	i	1 64 1
T	SRBs-ToBeSetup-List	L	2828	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,525.id.- criticality,18,0,-,525.criticality.0 value,2830,0,-,525.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,525.id.- criticality,18,0,-,525.criticality.0 value,2830,0,-,525.Value.0	
T	OPEN TYPE	x
T	SRBs-ToBeSetup-Item	Q	1	sRBID,1889,0,-,- duplicationIndication,2224,1,-,- iE-Extensions,2832,1,-,-	
T	ProtocolExtensionContainer	L	2833	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,526.id.- criticality,18,0,-,526.criticality.0 extensionValue,2834,0,-,526.Extension.0	
T	OPEN TYPE	x
T	InactivityMonitoringRequest	e	true	+
T	MaskedIMEISV	B	64 64 0
T	ResourceCoordinationTransferInformation	Q	1	meNB-Cell-ID,2353,0,-,- resourceCoordinationEUTRACellInfo,2838,1,-,- iE-Extensions,2843,1,-,-	
T	ResourceCoordinationEUTRACellInfo	Q	1	eUTRA-Mode-Info,2360,0,-,- eUTRA-PRACH-Configuration,2388,0,-,- iE-Extensions,2839,1,-,-	
T	ProtocolExtensionContainer	L	2840	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,527.id.- criticality,18,0,-,527.criticality.0 extensionValue,2841,0,-,527.Extension.0	
T	OPEN TYPE	x
T	IgnorePRACHConfiguration	e	true	+
T	ProtocolExtensionContainer	L	2844	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,528.id.- criticality,18,0,-,528.criticality.0 extensionValue,2845,0,-,528.Extension.0	
T	OPEN TYPE	x
T	RANUEID	O	8 8 0
T	TraceActivation	Q	0	traceID,1502,0,-,- interfacesToTrace,2848,0,-,- traceDepth,2849,0,-,- traceCollectionEntityIPAddress,463,0,-,- iE-Extensions,2850,1,-,-	
T	InterfacesToTrace	B	8 8 0
T	TraceDepth	e	minimum,medium,maximum,minimumWithoutVendorSpecificExtension,mediumWithoutVendorSpecificExtension,maximumWithoutVendorSpecificExtension	+
T	ProtocolExtensionContainer	L	2851	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,529.id.- criticality,18,0,-,529.criticality.0 extensionValue,2852,0,-,529.Extension.0	
T	OPEN TYPE	x
T	MDTConfiguration	Q	1	mdt-Activation,2854,0,-,- measurementsToActivate,2855,0,-,- m2Configuration,2856,1,-,- m5Configuration,2857,1,-,- m6Configuration,2864,1,-,- m7Configuration,2871,1,-,- iE-Extensions,2878,1,-,-	
T	MDT-Activation	e	immediate-MDT-only,immediate-MDT-and-Trace	+
T	MeasurementsToActivate	B	8 8 0
T	M2Configuration	e	true	+
T	M5Configuration	Q	1	m5period,2858,0,-,- m5-links-to-log,2859,0,-,- iE-Extensions,2860,1,-,-	
T	M5period	e	ms1024,ms2048,ms5120,ms10240,min1	+
T	M5-Links-to-log	e	uplink,downlink,both-uplink-and-downlink	+
T	ProtocolExtensionContainer	L	2861	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,530.id.- criticality,18,0,-,530.criticality.0 extensionValue,2862,0,-,530.Extension.0	
T	OPEN TYPE	x
T	M5ReportAmount	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	M6Configuration	Q	1	m6report-Interval,2865,0,-,- m6-links-to-log,2866,0,-,- iE-Extensions,2867,1,-,-	
T	M6report-Interval	e	ms120,ms240,ms640,ms1024,ms2048,ms5120,ms10240,ms20480,ms40960,min1,min6,min12,min30	+ms480
T	M6-Links-to-log	e	uplink,downlink,both-uplink-and-downlink	+
T	ProtocolExtensionContainer	L	2868	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,531.id.- criticality,18,0,-,531.criticality.0 extensionValue,2869,0,-,531.Extension.0	
T	OPEN TYPE	x
T	M6ReportAmount	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	M7Configuration	Q	1	m7period,2872,0,-,- m7-links-to-log,2873,0,-,- iE-Extensions,2874,1,-,-	
T	M7period	i	1 60 1
T	M7-Links-to-log	e	downlink	+
T	ProtocolExtensionContainer	L	2875	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,532.id.- criticality,18,0,-,532.criticality.0 extensionValue,2876,0,-,532.Extension.0	
T	OPEN TYPE	x
T	M7ReportAmount	e	r1,r2,r4,r8,r16,r32,r64,infinity	+
T	ProtocolExtensionContainer	L	2879	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,533.id.- criticality,18,0,-,533.criticality.0 extensionValue,2880,0,-,533.Extension.0	
T	OPEN TYPE	x
T	NRV2XServicesAuthorized	Q	0	vehicleUE,2882,1,-,- pedestrianUE,2883,1,-,- iE-Extensions,2884,1,-,-	
T	VehicleUE	e	authorized,not-authorized	+
T	PedestrianUE	e	authorized,not-authorized	+
T	ProtocolExtensionContainer	L	2885	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,534.id.- criticality,18,0,-,534.criticality.0 extensionValue,2886,0,-,534.Extension.0	
T	OPEN TYPE	x
T	LTEV2XServicesAuthorized	Q	0	vehicleUE,2882,1,-,- pedestrianUE,2883,1,-,- iE-Extensions,2888,1,-,-	
T	ProtocolExtensionContainer	L	2889	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,535.id.- criticality,18,0,-,535.criticality.0 extensionValue,2890,0,-,535.Extension.0	
T	OPEN TYPE	x
T	NRUESidelinkAggregateMaximumBitrate	Q	0	uENRSidelinkAggregateMaximumBitrate,636,0,-,- iE-Extensions,2892,1,-,-	
T	ProtocolExtensionContainer	L	2893	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,536.id.- criticality,18,0,-,536.criticality.0 extensionValue,2894,0,-,536.Extension.0	
T	OPEN TYPE	x
T	LTEUESidelinkAggregateMaximumBitrate	Q	0	uELTESidelinkAggregateMaximumBitrate,636,0,-,- iE-Extensions,2896,1,-,-	
T	ProtocolExtensionContainer	L	2897	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,537.id.- criticality,18,0,-,537.criticality.0 extensionValue,2898,0,-,537.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-ToBeSetup-List	L	2900	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,538.id.- criticality,18,0,-,538.criticality.0 value,2902,0,-,538.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,538.id.- criticality,18,0,-,538.criticality.0 value,2902,0,-,538.Value.0	
T	OPEN TYPE	x
T	SLDRBs-ToBeSetup-Item	Q	0	sLDRBID,2904,0,-,- sLDRBInformation,2905,0,-,- rLCMode,946,0,-,- iE-Extensions,2930,1,-,-	
T	SLDRBID	i	1 512 1
T	SLDRBInformation	Q	1	sLDRB-QoS,2906,0,-,- flowsMappedToSLDRB-List,2924,0,-,-	
T	PC5QoSParameters	Q	1	pC5-QoS-Characteristics,2907,0,-,- pC5-QoS-Flow-Bit-Rates,2917,1,-,- iE-Extensions,2921,1,-,-	
T	PC5-QoS-Characteristics	C	0	non-Dynamic-PQI,2908,0,-,- dynamic-PQI,2225,0,-,- choice-extension,2914,0,-,-	
T	NonDynamicPQIDescriptor	Q	0	fiveQI,2909,0,-,- qoSPriorityLevel,2910,1,-,- averagingWindow,711,1,-,- maxDataBurstVolume,647,1,-,- iE-Extensions,2911,1,-,-	
T	INTEGER	i	0 255 1
T	INTEGER	i	1 8 1
T	ProtocolExtensionContainer	L	2912	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,539.id.- criticality,18,0,-,539.criticality.0 extensionValue,2913,0,-,539.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,540.id.- criticality,18,0,-,540.criticality.0 value,2916,0,-,540.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,540.id.- criticality,18,0,-,540.criticality.0 value,2916,0,-,540.Value.0	
T	OPEN TYPE	x
T	PC5FlowBitRates	Q	1	guaranteedFlowBitRate,636,0,-,- maximumFlowBitRate,636,0,-,- iE-Extensions,2918,1,-,-	
T	ProtocolExtensionContainer	L	2919	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,541.id.- criticality,18,0,-,541.criticality.0 extensionValue,2920,0,-,541.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2922	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,542.id.- criticality,18,0,-,542.criticality.0 extensionValue,2923,0,-,542.Extension.0	
T	OPEN TYPE	x
T	FlowsMappedToSLDRB-List	L	2925	1 2048 0
T	FlowsMappedToSLDRB-Item	Q	1	pc5QoSFlowIdentifier,2926,0,-,- iE-Extensions,2927,1,-,-	
T	PC5QoSFlowIdentifier	i	1 2048 0
T	ProtocolExtensionContainer	L	2928	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,543.id.- criticality,18,0,-,543.criticality.0 extensionValue,2929,0,-,543.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2931	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,544.id.- criticality,18,0,-,544.criticality.0 extensionValue,2932,0,-,544.Extension.0	
T	OPEN TYPE	x
T	MDTPLMNList	L	94	1 16 0
T	F1CTransferPath	Q	1	f1CPathNSA,2935,0,-,- iE-Extensions,2936,1,-,-	
T	F1CPathNSA	e	lte,nr,both	-
T	ProtocolExtensionContainer	L	2937	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,545.id.- criticality,18,0,-,545.criticality.0 extensionValue,2938,0,-,545.Extension.0	
T	OPEN TYPE	x
T	F1CTransferPathNRDC	Q	1	f1CPathNRDC,2940,0,-,- iE-Extensions,2941,1,-,-	
T	F1CPathNRDC	e	mcg,scg,both	-
T	ProtocolExtensionContainer	L	2942	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,546.id.- criticality,18,0,-,546.criticality.0 extensionValue,2943,0,-,546.Extension.0	
T	OPEN TYPE	x
T	MDTPollutedMeasurementIndicator	e	iDC,no-IDC	+
T	SCGActivationRequest	e	activate-scg,deactivate-scg	+
T	FiveG-ProSeAuthorized	Q	1	fiveG-proSeDirectDiscovery,2947,1,-,- fiveG-proSeDirectCommunication,2948,1,-,- fiveG-ProSeLayer2UEtoNetworkRelay,2949,1,-,- fiveG-ProSeLayer3UEtoNetworkRelay,2950,1,-,- fiveG-ProSeLayer2RemoteUE,2951,1,-,- iE-Extensions,2952,1,-,-	
T	FiveG-ProSeDirectDiscovery	e	authorized,not-authorized	+
T	FiveG-ProSeDirectCommunication	e	authorized,not-authorized	+
T	FiveG-ProSeLayer2UEtoNetworkRelay	e	authorized,not-authorized	+
T	FiveG-ProSeLayer3UEtoNetworkRelay	e	authorized,not-authorized	+
T	FiveG-ProSeLayer2RemoteUE	e	authorized,not-authorized	+
T	ProtocolExtensionContainer	L	2953	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,547.id.- criticality,18,0,-,547.criticality.0 extensionValue,2954,0,-,547.Extension.0	
T	OPEN TYPE	x
T	FiveG-ProSeLayer2Multipath	e	authorized,not-authorized	+
T	FiveG-ProSeLayer2UEtoUERelay	e	authorized,not-authorized	+
T	FiveG-ProSeLayer2UEtoUERemote	e	authorized,not-authorized	+
T	UuRLCChannelToBeSetupList	L	2959	1 32 0
T	UuRLCChannelToBeSetupItem	Q	1	uuRLCChannelID,1901,0,-,- uuRLCChannelQoSInformation,2960,0,-,- rLCMode,946,0,-,- iE-Extensions,2965,1,-,-	
T	UuRLCChannelQoSInformation	C	0	uuRLCChannelQoS,890,0,-,- uuControlPlaneTrafficType,2961,0,-,- choice-extension,2962,0,-,-	
T	ENUMERATED	e	srb0,srb1,srb2	+
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,548.id.- criticality,18,0,-,548.criticality.0 value,2964,0,-,548.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,548.id.- criticality,18,0,-,548.criticality.0 value,2964,0,-,548.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2966	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,549.id.- criticality,18,0,-,549.criticality.0 extensionValue,2967,0,-,549.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelToBeSetupList	L	2969	1 512 0
T	PC5RLCChannelToBeSetupItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- pC5RLCChannelQoSInformation,2972,0,-,- rLCMode,946,0,-,- iE-Extensions,2977,1,-,-	
T	PC5RLCChannelID	i	1 512 1
T	RemoteUELocalID	i	0 255 1
T	PC5RLCChannelQoSInformation	C	0	pC5RLCChannelQoS,890,0,-,- pC5ControlPlaneTrafficType,2973,0,-,- choice-extension,2974,0,-,-	
T	ENUMERATED	e	srb1,srb2	+
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,550.id.- criticality,18,0,-,550.criticality.0 value,2976,0,-,550.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,550.id.- criticality,18,0,-,550.criticality.0 value,2976,0,-,550.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	2978	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,551.id.- criticality,18,0,-,551.criticality.0 extensionValue,2979,0,-,551.Extension.0	
T	OPEN TYPE	x
T	PeerUE-ID	B	24 24 0
T	PathSwitchConfiguration	Q	1	targetRelayUEID,2982,0,-,- remoteUELocalID,2971,0,-,- t420,2983,0,-,- iE-Extensions,2984,1,-,-	
T	BIT STRING	B	24 24 0
T	ENUMERATED	e	ms50,ms100,ms150,ms200,ms500,ms1000,ms2000,ms10000	-
T	ProtocolExtensionContainer	L	2985	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,552.id.- criticality,18,0,-,552.criticality.0 extensionValue,2986,0,-,552.Extension.0	
T	OPEN TYPE	x
T	GNBDUUESliceMaximumBitRateList	L	2988	1 8 0
T	GNBDUUESliceMaximumBitRateItem	Q	1	sNSSAI,1202,0,-,- uESliceMaximumBitRateUL,636,0,-,- iE-Extensions,2989,1,-,-	
T	ProtocolExtensionContainer	L	2990	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,553.id.- criticality,18,0,-,553.criticality.0 extensionValue,2991,0,-,553.Extension.0	
T	OPEN TYPE	x
T	MulticastMBSSessionList	L	2993	1 256 0
T	MulticastMBSSessionList-Item	Q	1	mbsSessionId,1197,0,-,- iE-Extensions,2994,1,-,-	
T	ProtocolExtensionContainer	L	2995	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,554.id.- criticality,18,0,-,554.criticality.0 extensionValue,2996,0,-,554.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ToBeSetup-List	L	2998	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,555.id.- criticality,18,0,-,555.criticality.0 value,3000,0,-,555.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,555.id.- criticality,18,0,-,555.criticality.0 value,3000,0,-,555.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ToBeSetup-Item	Q	0	mRB-ID,1034,0,-,- mbsPTPRetransmissionTunnelRequired,3002,1,-,- mbsPTPForwardingRequiredInformation,3003,1,-,- iE-Extensions,3009,1,-,-	
T	MBSPTPRetransmissionTunnelRequired	e	true	+
T	MRB-ProgressInformation	C	0	pdcp-SN12,3004,0,-,- pdcp-SN18,3005,0,-,- choice-extension,3006,0,-,-	
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 262143 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,556.id.- criticality,18,0,-,556.criticality.0 value,3008,0,-,556.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,556.id.- criticality,18,0,-,556.criticality.0 value,3008,0,-,556.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3010	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,557.id.- criticality,18,0,-,557.criticality.0 extensionValue,3011,0,-,557.Extension.0	
T	OPEN TYPE	x
T	ServingCellMO-List	L	3013	1 16 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,558.id.- criticality,18,0,-,558.criticality.0 value,3015,0,-,558.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,558.id.- criticality,18,0,-,558.criticality.0 value,3015,0,-,558.Value.0	
T	OPEN TYPE	x
T	ServingCellMO-List-Item	Q	0	servingCellMO,2826,0,-,- sSB-Frequency,3017,0,-,- iE-Extensions,3018,1,-,-	
T	INTEGER	i	0 3279165 0
T	ProtocolExtensionContainer	L	3019	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,559.id.- criticality,18,0,-,559.criticality.0 extensionValue,3020,0,-,559.Extension.0	
T	OPEN TYPE	x
T	NetworkControlledRepeaterAuthorized	e	authorized,not-authorized	+
T	SDT-Volume-Threshold	i	1 192000 1
T	LTMInformation-Setup	Q	1	lTMIndicator,3024,0,-,- referenceConfiguration,3025,1,-,- cSIResourceConfiguration,1288,1,-,- iE-Extensions,3031,1,-,-	
T	LTMIndicator	e	true	+
T	ReferenceConfiguration	C	0	rEQUESTforLowerLayerConfiguration,3026,0,-,- referenceConfiguration,3027,0,-,- choice-extension,3028,0,-,-	
T	RequestforLowerLayerConfiguration	e	true	+
T	ReferenceConfigurationInformation	O	0 - 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,560.id.- criticality,18,0,-,560.criticality.0 value,3030,0,-,560.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,560.id.- criticality,18,0,-,560.criticality.0 value,3030,0,-,560.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3032	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,561.id.- criticality,18,0,-,561.criticality.0 extensionValue,3033,0,-,561.Extension.0	
T	OPEN TYPE	x
T	LTMConfigurationIDMappingList	L	3035	1 8 0
T	LTMConfigurationIDMapping-Item	Q	0	lTMCellID,93,0,-,- lTMConfigurationID,3036,0,-,- iE-Extensions,3037,1,-,-	
T	LTMConfigurationID	i	1 8 0
T	ProtocolExtensionContainer	L	3038	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,562.id.- criticality,18,0,-,562.criticality.0 extensionValue,3039,0,-,562.Extension.0	
T	OPEN TYPE	x
T	PathAdditionInformation	C	0	indirectPathAddition,3041,0,-,- directPathAddition,3046,0,-,- n3C-indirectPathAddition,3047,0,-,- choice-extension,3051,0,-,-	
T	IndirectPathAddition	Q	1	targetRelayUEID,3042,0,-,- remoteUELocalID,2971,0,-,- iE-Extensions,3043,1,-,-	
T	BIT STRING	B	24 24 0
T	ProtocolExtensionContainer	L	3044	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,563.id.- criticality,18,0,-,563.criticality.0 extensionValue,3045,0,-,563.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	N3CIndirectPathAddition	Q	1	targetRelayUEID,52,0,-,- iE-Extensions,3048,1,-,-	
T	ProtocolExtensionContainer	L	3049	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,564.id.- criticality,18,0,-,564.criticality.0 extensionValue,3050,0,-,564.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,565.id.- criticality,18,0,-,565.criticality.0 value,3053,0,-,565.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,565.id.- criticality,18,0,-,565.criticality.0 value,3053,0,-,565.Value.0	
T	OPEN TYPE	x
T	NRA2XServicesAuthorized	Q	0	aerialUE,579,1,-,- controllerUE,1809,1,-,- iE-Extensions,3055,1,-,-	
T	ProtocolExtensionContainer	L	3056	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,566.id.- criticality,18,0,-,566.criticality.0 extensionValue,3057,0,-,566.Extension.0	
T	OPEN TYPE	x
T	LTEA2XServicesAuthorized	Q	0	aerialUE,579,1,-,- controllerUE,1809,1,-,- iE-Extensions,3059,1,-,-	
T	ProtocolExtensionContainer	L	3060	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,567.id.- criticality,18,0,-,567.criticality.0 extensionValue,3061,0,-,567.Extension.0	
T	OPEN TYPE	x
T	SLPositioning-Ranging-Service-Info	Q	1	sLPositioning-Ranging-Authorized,3063,0,-,- rSPP-transport-QoS-parameters,3064,1,-,- iE-Extensions,3079,1,-,-	
T	SLPositioning-Ranging-Authorized	e	authorized,not-authorized	+
T	RSPP-transport-QoS-parameters	Q	1	rSPPQoSFlowList,3065,0,-,- rSPPLinkAggregateBitRates,636,1,-,- iE-Extensions,3076,1,-,-	
T	RSPPQoSFlowList	L	3066	1 2048 0
T	RSPPQoSFlowItem	Q	1	pQI,3067,0,-,- rSPPFlowBitRates,3068,1,-,- range,3072,1,-,- iE-Extensions,3073,1,-,-	
T	FiveQI	i	0 255 1
T	RSPPFlowBitRates	Q	1	guaranteedFlowBitRate,636,0,-,- maximumFlowBitRate,636,0,-,- iE-Extensions,3069,1,-,-	
T	ProtocolExtensionContainer	L	3070	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,568.id.- criticality,18,0,-,568.criticality.0 extensionValue,3071,0,-,568.Extension.0	
T	OPEN TYPE	x
T	Range	e	m50,m80,m180,m200,m350,m400,m500,m700,m1000	+
T	ProtocolExtensionContainer	L	3074	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,569.id.- criticality,18,0,-,569.criticality.0 extensionValue,3075,0,-,569.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3077	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,570.id.- criticality,18,0,-,570.criticality.0 extensionValue,3078,0,-,570.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3080	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,571.id.- criticality,18,0,-,571.criticality.0 extensionValue,3081,0,-,571.Extension.0	
T	OPEN TYPE	x
T	NonIntegerDRXCycle	Q	1	longNonIntegerDRXCycleLength,3083,0,-,- shortNonIntegerDRXCycleLength,3084,1,-,- shortDRXCycleTimer,2140,1,-,- iE-Extensions,3085,1,-,-	
T	LongNonIntegerDRXCycleLength	e	ms1001over240,ms25over6,ms25over3,ms1001over120,ms100over9,ms25over2,ms40over3,ms125over9,ms50over3,ms1001over60,ms125over6,ms200over9,ms250over9,ms100over3,ms1001over30,ms75over2,ms125over3,ms1001over24,ms200over3,ms1001over15,ms250over3,ms1001over12,ms400over3	+
T	ShortNonIntegerDRXCycleLength	e	ms1001over240,ms25over6,ms25over3,ms1001over120,ms100over9,ms25over2,ms40over3,ms125over9,ms50over3,ms1001over60,ms125over6,ms200over9,ms100over3,ms1001over30,ms125over3,ms1001over24,ms200over3	+
T	ProtocolExtensionContainer	L	3086	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,572.id.- criticality,18,0,-,572.criticality.0 extensionValue,3087,0,-,572.Extension.0	
T	OPEN TYPE	x
T	UEContextSetupResponse	Q	1	protocolIEs,3089,0,-,-	
T	ProtocolIE-Container	L	3090	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,573.id.- criticality,18,0,-,573.criticality.0 value,3091,0,-,573.Value.0	
T	OPEN TYPE	x
T	FullConfiguration	e	full	+
T	SRBs-FailedToBeSetup-List	L	3094	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,574.id.- criticality,18,0,-,574.criticality.0 value,3096,0,-,574.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,574.id.- criticality,18,0,-,574.criticality.0 value,3096,0,-,574.Value.0	
T	OPEN TYPE	x
T	SRBs-FailedToBeSetup-Item	Q	1	sRBID,1889,0,-,- cause,808,1,-,- iE-Extensions,3098,1,-,-	
T	ProtocolExtensionContainer	L	3099	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,575.id.- criticality,18,0,-,575.criticality.0 extensionValue,3100,0,-,575.Extension.0	
T	OPEN TYPE	x
T	SCell-FailedtoSetup-List	L	3102	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,576.id.- criticality,18,0,-,576.criticality.0 value,3104,0,-,576.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,576.id.- criticality,18,0,-,576.criticality.0 value,3104,0,-,576.Value.0	
T	OPEN TYPE	x
T	SCell-FailedtoSetup-Item	Q	1	sCell-ID,93,0,-,- cause,808,1,-,- iE-Extensions,3106,1,-,-	
T	ProtocolExtensionContainer	L	3107	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,577.id.- criticality,18,0,-,577.criticality.0 extensionValue,3108,0,-,577.Extension.0	
T	OPEN TYPE	x
T	InactivityMonitoringResponse	e	not-supported	+
T	SRBs-Setup-List	L	3111	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,578.id.- criticality,18,0,-,578.criticality.0 value,3113,0,-,578.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,578.id.- criticality,18,0,-,578.criticality.0 value,3113,0,-,578.Value.0	
T	OPEN TYPE	x
T	SRBs-Setup-Item	Q	1	sRBID,1889,0,-,- lCID,2019,0,-,- iE-Extensions,3115,1,-,-	
T	ProtocolExtensionContainer	L	3116	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,579.id.- criticality,18,0,-,579.criticality.0 extensionValue,3117,0,-,579.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-Setup-List	L	3119	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,580.id.- criticality,18,0,-,580.criticality.0 value,3121,0,-,580.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,580.id.- criticality,18,0,-,580.criticality.0 value,3121,0,-,580.Value.0	
T	OPEN TYPE	x
T	SLDRBs-Setup-Item	Q	0	sLDRBID,2904,0,-,- iE-Extensions,3123,1,-,-	
T	ProtocolExtensionContainer	L	3124	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,581.id.- criticality,18,0,-,581.criticality.0 extensionValue,3125,0,-,581.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-FailedToBeSetup-List	L	3127	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,582.id.- criticality,18,0,-,582.criticality.0 value,3129,0,-,582.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,582.id.- criticality,18,0,-,582.criticality.0 value,3129,0,-,582.Value.0	
T	OPEN TYPE	x
T	SLDRBs-FailedToBeSetup-Item	Q	0	sLDRBID,2904,0,-,- cause,808,1,-,- iE-Extensions,3131,1,-,-	
T	ProtocolExtensionContainer	L	3132	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,583.id.- criticality,18,0,-,583.criticality.0 extensionValue,3133,0,-,583.Extension.0	
T	OPEN TYPE	x
T	SCGActivationStatus	e	scg-activated,scg-deactivated	+
T	UuRLCChannelSetupList	L	3136	1 32 0
T	UuRLCChannelSetupItem	Q	1	uuRLCChannelID,1901,0,-,- iE-Extensions,3137,1,-,-	
T	ProtocolExtensionContainer	L	3138	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,584.id.- criticality,18,0,-,584.criticality.0 extensionValue,3139,0,-,584.Extension.0	
T	OPEN TYPE	x
T	UuRLCChannelFailedToBeSetupList	L	3141	1 32 0
T	UuRLCChannelFailedToBeSetupItem	Q	1	uuRLCChannelID,1901,0,-,- cause,808,1,-,- iE-Extensions,3142,1,-,-	
T	ProtocolExtensionContainer	L	3143	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,585.id.- criticality,18,0,-,585.criticality.0 extensionValue,3144,0,-,585.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelSetupList	L	3146	1 512 0
T	PC5RLCChannelSetupItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- iE-Extensions,3147,1,-,-	
T	ProtocolExtensionContainer	L	3148	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,586.id.- criticality,18,0,-,586.criticality.0 extensionValue,3149,0,-,586.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelFailedToBeSetupList	L	3151	1 512 0
T	PC5RLCChannelFailedToBeSetupItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- cause,808,1,-,- iE-Extensions,3152,1,-,-	
T	ProtocolExtensionContainer	L	3153	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,587.id.- criticality,18,0,-,587.criticality.0 extensionValue,3154,0,-,587.Extension.0	
T	OPEN TYPE	x
T	ServingCellMO-encoded-in-CGC-List	L	3156	1 8 0
T	ServingCellMO-encoded-in-CGC-Item	Q	1	servingCellMO,2826,0,-,- iE-Extensions,3157,1,-,-	
T	ProtocolExtensionContainer	L	3158	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,588.id.- criticality,18,0,-,588.criticality.0 extensionValue,3159,0,-,588.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-Setupnew-List	L	3161	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,589.id.- criticality,18,0,-,589.criticality.0 value,3163,0,-,589.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,589.id.- criticality,18,0,-,589.criticality.0 value,3163,0,-,589.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-Setupnew-Item	Q	0	mRB-ID,1034,0,-,- multicastF1UContextReferenceCU,3165,0,-,- iE-Extensions,3166,1,-,-	
T	MulticastF1UContextReferenceCU	O	4 4 0
T	ProtocolExtensionContainer	L	3167	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,590.id.- criticality,18,0,-,590.criticality.0 extensionValue,3168,0,-,590.Extension.0	
T	OPEN TYPE	x
T	LTMConfiguration	Q	1	sSBInformation,3170,0,-,- referenceConfigurationInformation,3027,1,-,- completeConfigurationIndicator,1785,1,-,- lTMCFRAResourceConfig,3189,1,-,- lTMCFRAResourceConfigSUL,3189,1,-,- iE-Extensions,3190,1,-,-	
T	SSBInformation	Q	0	sSBInformationList,3171,0,-,- iE-Extensions,3186,1,-,-	
T	SSBInformationList	L	3172	1 255 0
T	SSBInformationItem	Q	0	sSB-Configuration,3173,0,-,- pCI-NR,343,0,-,- iE-Extensions,3183,1,-,-	
T	SSB-TF-Configuration	Q	0	sSB-frequency,3174,0,-,- sSB-subcarrier-spacing,3175,0,-,- sSB-Transmit-power,3176,0,-,- sSB-periodicity,3177,0,-,- sSB-half-frame-offset,3178,0,-,- sSB-SFN-offset,3179,0,-,- sSB-position-in-burst,1657,1,-,- sFNInitialisationTime,2254,1,-,- iE-Extensions,3180,1,-,-	
T	INTEGER	i	0 3279165 0
T	ENUMERATED	e	kHz15,kHz30,kHz60,kHz120,kHz240	+kHz480,kHz960
T	INTEGER	i	-60 50 0
T	ENUMERATED	e	ms5,ms10,ms20,ms40,ms80,ms160	+
T	INTEGER	i	0 1 0
T	INTEGER	i	0 15 0
T	ProtocolExtensionContainer	L	3181	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,591.id.- criticality,18,0,-,591.criticality.0 extensionValue,3182,0,-,591.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3184	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,592.id.- criticality,18,0,-,592.criticality.0 extensionValue,3185,0,-,592.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3187	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,593.id.- criticality,18,0,-,593.criticality.0 extensionValue,3188,0,-,593.Extension.0	
T	OPEN TYPE	x
T	LTMCFRAResourceConfig	O	0 - 0
T	ProtocolExtensionContainer	L	3191	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,594.id.- criticality,18,0,-,594.criticality.0 extensionValue,3192,0,-,594.Extension.0	
T	OPEN TYPE	x
T	S-CPAC-Configuration	Q	1	referenceConfigurationInformation,3027,1,-,- completeConfigurationIndicator,1785,1,-,- iE-Extensions,3194,1,-,-	
T	ProtocolExtensionContainer	L	3195	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,595.id.- criticality,18,0,-,595.criticality.0 extensionValue,3196,0,-,595.Extension.0	
T	OPEN TYPE	x
T	UEContextSetupFailure	Q	1	protocolIEs,3198,0,-,-	
T	ProtocolIE-Container	L	3199	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,596.id.- criticality,18,0,-,596.criticality.0 value,3200,0,-,596.Value.0	
T	OPEN TYPE	x
T	Potential-SpCell-List	L	3202	0 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,597.id.- criticality,18,0,-,597.criticality.0 value,3204,0,-,597.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,597.id.- criticality,18,0,-,597.criticality.0 value,3204,0,-,597.Value.0	
T	OPEN TYPE	x
T	Potential-SpCell-Item	Q	1	potential-SpCell-ID,93,0,-,- iE-Extensions,3206,1,-,-	
T	ProtocolExtensionContainer	L	3207	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,598.id.- criticality,18,0,-,598.criticality.0 extensionValue,3208,0,-,598.Extension.0	
T	OPEN TYPE	x
T	UEContextReleaseCommand	Q	1	protocolIEs,3210,0,-,-	
T	ProtocolIE-Container	L	3211	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,599.id.- criticality,18,0,-,599.criticality.0 value,3212,0,-,599.Value.0	
T	OPEN TYPE	x
T	PosContextRevIndication	e	true	+
T	LTMCells-ToBeReleased-List	L	3215	1 8 0
T	LTMCells-ToBeReleased-Item	Q	1	nRCGI,93,0,-,- iE-Extensions,3216,1,-,-	
T	ProtocolExtensionContainer	L	3217	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,600.id.- criticality,18,0,-,600.criticality.0 extensionValue,3218,0,-,600.Extension.0	
T	OPEN TYPE	x
T	UEContextReleaseComplete	Q	1	protocolIEs,3220,0,-,-	
T	ProtocolIE-Container	L	3221	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,601.id.- criticality,18,0,-,601.criticality.0 value,3222,0,-,601.Value.0	
T	OPEN TYPE	x
T	Recommended-SSBs-for-Paging-List	L	3224	1 512 0
T	Recommended-SSBs-for-Paging-List-Item	Q	0	nRCGI,93,0,-,- sSBs-forPaging-List,3225,0,-,- iE-Extensions,3226,1,-,-	
T	SSBs-forPaging-List	L	344	1 64 0
T	ProtocolExtensionContainer	L	3227	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,602.id.- criticality,18,0,-,602.criticality.0 extensionValue,3228,0,-,602.Extension.0	
T	OPEN TYPE	x
T	UEContextModificationRequest	Q	1	protocolIEs,3230,0,-,-	
T	ProtocolIE-Container	L	3231	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,603.id.- criticality,18,0,-,603.criticality.0 value,3232,0,-,603.Value.0	
T	OPEN TYPE	x
T	TransmissionActionIndicator	e	stop	+restart
T	RRCReconfigurationCompleteIndicator	e	true	+failure
T	SCell-ToBeSetupMod-List	L	3236	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,604.id.- criticality,18,0,-,604.criticality.0 value,3238,0,-,604.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,604.id.- criticality,18,0,-,604.criticality.0 value,3238,0,-,604.Value.0	
T	OPEN TYPE	x
T	SCell-ToBeSetupMod-Item	Q	1	sCell-ID,93,0,-,- sCellIndex,2822,0,-,- sCellULConfigured,1509,1,-,- iE-Extensions,3240,1,-,-	
T	ProtocolExtensionContainer	L	3241	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,605.id.- criticality,18,0,-,605.criticality.0 extensionValue,3242,0,-,605.Extension.0	
T	OPEN TYPE	x
T	SCell-ToBeRemoved-List	L	3244	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,606.id.- criticality,18,0,-,606.criticality.0 value,3246,0,-,606.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,606.id.- criticality,18,0,-,606.criticality.0 value,3246,0,-,606.Value.0	
T	OPEN TYPE	x
T	SCell-ToBeRemoved-Item	Q	1	sCell-ID,93,0,-,- iE-Extensions,3248,1,-,-	
T	ProtocolExtensionContainer	L	3249	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,607.id.- criticality,18,0,-,607.criticality.0 extensionValue,3250,0,-,607.Extension.0	
T	OPEN TYPE	x
T	SRBs-ToBeSetupMod-List	L	3252	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,608.id.- criticality,18,0,-,608.criticality.0 value,3254,0,-,608.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,608.id.- criticality,18,0,-,608.criticality.0 value,3254,0,-,608.Value.0	
T	OPEN TYPE	x
T	SRBs-ToBeSetupMod-Item	Q	1	sRBID,1889,0,-,- duplicationIndication,2224,1,-,- iE-Extensions,3256,1,-,-	
T	ProtocolExtensionContainer	L	3257	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,609.id.- criticality,18,0,-,609.criticality.0 extensionValue,3258,0,-,609.Extension.0	
T	OPEN TYPE	x
T	SRBs-ToBeReleased-List	L	3260	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,610.id.- criticality,18,0,-,610.criticality.0 value,3262,0,-,610.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,610.id.- criticality,18,0,-,610.criticality.0 value,3262,0,-,610.Value.0	
T	OPEN TYPE	x
T	SRBs-ToBeReleased-Item	Q	1	sRBID,1889,0,-,- iE-Extensions,3264,1,-,-	
T	ProtocolExtensionContainer	L	3265	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,611.id.- criticality,18,0,-,611.criticality.0 extensionValue,3266,0,-,611.Extension.0	
T	OPEN TYPE	x
T	RLCFailureIndication	Q	0	assocatedLCID,2019,0,-,- iE-Extensions,3268,1,-,-	
T	ProtocolExtensionContainer	L	3269	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,612.id.- criticality,18,0,-,612.criticality.0 extensionValue,3270,0,-,612.Extension.0	
T	OPEN TYPE	x
T	UplinkTxDirectCurrentListInformation	O	0 - 0
T	GNB-DUConfigurationQuery	e	true	+
T	NeedforGap	e	true	+
T	LowerLayerPresenceStatusChange	e	suspend-lower-layers,resume-lower-layers	+
T	SLDRBs-ToBeSetupMod-List	L	3276	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,613.id.- criticality,18,0,-,613.criticality.0 value,3278,0,-,613.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,613.id.- criticality,18,0,-,613.criticality.0 value,3278,0,-,613.Value.0	
T	OPEN TYPE	x
T	SLDRBs-ToBeSetupMod-Item	Q	0	sLDRBID,2904,0,-,- sLDRBInformation,2905,0,-,- rLCMode,946,1,-,- iE-Extensions,3280,1,-,-	
T	ProtocolExtensionContainer	L	3281	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,614.id.- criticality,18,0,-,614.criticality.0 extensionValue,3282,0,-,614.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-ToBeModified-List	L	3284	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,615.id.- criticality,18,0,-,615.criticality.0 value,3286,0,-,615.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,615.id.- criticality,18,0,-,615.criticality.0 value,3286,0,-,615.Value.0	
T	OPEN TYPE	x
T	SLDRBs-ToBeModified-Item	Q	0	sLDRBID,2904,0,-,- sLDRBInformation,2905,1,-,- rLCMode,946,1,-,- iE-Extensions,3288,1,-,-	
T	ProtocolExtensionContainer	L	3289	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,616.id.- criticality,18,0,-,616.criticality.0 extensionValue,3290,0,-,616.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-ToBeReleased-List	L	3292	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,617.id.- criticality,18,0,-,617.criticality.0 value,3294,0,-,617.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,617.id.- criticality,18,0,-,617.criticality.0 value,3294,0,-,617.Value.0	
T	OPEN TYPE	x
T	SLDRBs-ToBeReleased-Item	Q	0	sLDRBID,2904,0,-,- iE-Extensions,3296,1,-,-	
T	ProtocolExtensionContainer	L	3297	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,618.id.- criticality,18,0,-,618.criticality.0 extensionValue,3298,0,-,618.Extension.0	
T	OPEN TYPE	x
T	SCGIndicator	e	released	+
T	UplinkTxDirectCurrentTwoCarrierListInfo	O	0 - 0
T	IABConditionalRRCMessageDeliveryIndication	e	true	+
T	UuRLCChannelToBeModifiedList	L	3303	1 32 0
T	UuRLCChannelToBeModifiedItem	Q	1	uuRLCChannelID,1901,0,-,- uuRLCChannelQoSInformation,2960,1,-,- rLCMode,946,1,-,- iE-Extensions,3304,1,-,-	
T	ProtocolExtensionContainer	L	3305	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,619.id.- criticality,18,0,-,619.criticality.0 extensionValue,3306,0,-,619.Extension.0	
T	OPEN TYPE	x
T	UuRLCChannelToBeReleasedList	L	3308	1 32 0
T	UuRLCChannelToBeReleasedItem	Q	1	uuRLCChannelID,1901,0,-,- iE-Extensions,3309,1,-,-	
T	ProtocolExtensionContainer	L	3310	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,620.id.- criticality,18,0,-,620.criticality.0 extensionValue,3311,0,-,620.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelToBeModifiedList	L	3313	1 512 0
T	PC5RLCChannelToBeModifiedItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- pC5RLCChannelQoSInformation,2972,1,-,- rLCMode,946,1,-,- iE-Extensions,3314,1,-,-	
T	ProtocolExtensionContainer	L	3315	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,621.id.- criticality,18,0,-,621.criticality.0 extensionValue,3316,0,-,621.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelToBeReleasedList	L	3318	1 512 0
T	PC5RLCChannelToBeReleasedItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- iE-Extensions,3319,1,-,-	
T	ProtocolExtensionContainer	L	3320	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,622.id.- criticality,18,0,-,622.criticality.0 extensionValue,3321,0,-,622.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ToBeSetup-atModify-List	L	3323	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,623.id.- criticality,18,0,-,623.criticality.0 value,3325,0,-,623.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,623.id.- criticality,18,0,-,623.criticality.0 value,3325,0,-,623.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ToBeSetup-atModify-Item	Q	0	mRB-ID,1034,0,-,- mbsPTPRetransmissionTunnelRequired,3002,1,-,- mbsPTPForwardingRequiredInformation,3003,1,-,- iE-Extensions,3327,1,-,-	
T	ProtocolExtensionContainer	L	3328	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,624.id.- criticality,18,0,-,624.criticality.0 extensionValue,3329,0,-,624.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ToBeReleased-List	L	3331	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,625.id.- criticality,18,0,-,625.criticality.0 value,3333,0,-,625.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,625.id.- criticality,18,0,-,625.criticality.0 value,3333,0,-,625.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ToBeReleased-Item	Q	0	mRB-ID,1034,0,-,- iE-Extensions,3335,1,-,-	
T	ProtocolExtensionContainer	L	3336	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,626.id.- criticality,18,0,-,626.criticality.0 extensionValue,3337,0,-,626.Extension.0	
T	OPEN TYPE	x
T	SLDRXCycleList	L	3339	1 32 0
T	SLDRXCycleItem	Q	1	rXUEID,3340,0,-,- sLDRXInformation,3341,0,-,- iE-Extensions,3347,1,-,-	
T	BIT STRING	B	24 24 0
T	SLDRXInformation	C	0	sLDRXCycle,3342,0,-,- nosLDRX,3343,0,-,- choice-extension,3344,0,-,-	
T	SLDRXCycleLength	e	ms10,ms20,ms32,ms40,ms60,ms64,ms70,ms80,ms128,ms160,ms256,ms320,ms512,ms640,ms1024,ms1280,ms2048,ms2560,ms5120,ms10240	+
T	SLDRXConfigurationIndicator	e	release	+
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,627.id.- criticality,18,0,-,627.criticality.0 value,3346,0,-,627.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,627.id.- criticality,18,0,-,627.criticality.0 value,3346,0,-,627.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3348	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,628.id.- criticality,18,0,-,628.criticality.0 extensionValue,3349,0,-,628.Extension.0	
T	OPEN TYPE	x
T	MDTPLMNModificationList	L	94	0 16 0
T	SDTBearerConfigurationQueryIndication	e	true	+
T	UlTxDirectCurrentMoreCarrierInformation	O	0 - 0
T	LTMInformation-Modify	Q	1	lTMIndicator,3024,0,-,- referenceConfiguration,3025,1,-,- cSIResourceConfiguration,1288,1,-,- iE-Extensions,3354,1,-,-	
T	ProtocolExtensionContainer	L	3355	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,629.id.- criticality,18,0,-,629.criticality.0 extensionValue,3356,0,-,629.Extension.0	
T	OPEN TYPE	x
T	LTMCFRAResourceConfig-List	L	3358	1 8 0
T	LTMCFRAResourceConfig-Item	Q	1	nRCGI,93,0,-,- lTMCFRAResourceConfig,3189,1,-,- lTMCFRAResourceConfigSUL,3189,1,-,- iE-Extensions,3359,1,-,-	
T	ProtocolExtensionContainer	L	3360	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,630.id.- criticality,18,0,-,630.criticality.0 extensionValue,3361,0,-,630.Extension.0	
T	OPEN TYPE	x
T	UEContextModificationResponse	Q	1	protocolIEs,3363,0,-,-	
T	ProtocolIE-Container	L	3364	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,631.id.- criticality,18,0,-,631.criticality.0 value,3365,0,-,631.Value.0	
T	OPEN TYPE	x
T	SRBs-FailedToBeSetupMod-List	L	3367	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,632.id.- criticality,18,0,-,632.criticality.0 value,3369,0,-,632.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,632.id.- criticality,18,0,-,632.criticality.0 value,3369,0,-,632.Value.0	
T	OPEN TYPE	x
T	SRBs-FailedToBeSetupMod-Item	Q	1	sRBID,1889,0,-,- cause,808,1,-,- iE-Extensions,3371,1,-,-	
T	ProtocolExtensionContainer	L	3372	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,633.id.- criticality,18,0,-,633.criticality.0 extensionValue,3373,0,-,633.Extension.0	
T	OPEN TYPE	x
T	SCell-FailedtoSetupMod-List	L	3375	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,634.id.- criticality,18,0,-,634.criticality.0 value,3377,0,-,634.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,634.id.- criticality,18,0,-,634.criticality.0 value,3377,0,-,634.Value.0	
T	OPEN TYPE	x
T	SCell-FailedtoSetupMod-Item	Q	1	sCell-ID,93,0,-,- cause,808,1,-,- iE-Extensions,3379,1,-,-	
T	ProtocolExtensionContainer	L	3380	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,635.id.- criticality,18,0,-,635.criticality.0 extensionValue,3381,0,-,635.Extension.0	
T	OPEN TYPE	x
T	SRBs-SetupMod-List	L	3383	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,636.id.- criticality,18,0,-,636.criticality.0 value,3385,0,-,636.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,636.id.- criticality,18,0,-,636.criticality.0 value,3385,0,-,636.Value.0	
T	OPEN TYPE	x
T	SRBs-SetupMod-Item	Q	1	sRBID,1889,0,-,- lCID,2019,0,-,- iE-Extensions,3387,1,-,-	
T	ProtocolExtensionContainer	L	3388	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,637.id.- criticality,18,0,-,637.criticality.0 extensionValue,3389,0,-,637.Extension.0	
T	OPEN TYPE	x
T	SRBs-Modified-List	L	3391	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,638.id.- criticality,18,0,-,638.criticality.0 value,3393,0,-,638.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,638.id.- criticality,18,0,-,638.criticality.0 value,3393,0,-,638.Value.0	
T	OPEN TYPE	x
T	SRBs-Modified-Item	Q	1	sRBID,1889,0,-,- lCID,2019,0,-,- iE-Extensions,3395,1,-,-	
T	ProtocolExtensionContainer	L	3396	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,639.id.- criticality,18,0,-,639.criticality.0 extensionValue,3397,0,-,639.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-SetupMod-List	L	3399	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,640.id.- criticality,18,0,-,640.criticality.0 value,3401,0,-,640.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,640.id.- criticality,18,0,-,640.criticality.0 value,3401,0,-,640.Value.0	
T	OPEN TYPE	x
T	SLDRBs-SetupMod-Item	Q	0	sLDRBID,2904,0,-,- iE-Extensions,3403,1,-,-	
T	ProtocolExtensionContainer	L	3404	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,641.id.- criticality,18,0,-,641.criticality.0 extensionValue,3405,0,-,641.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-Modified-List	L	3407	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,642.id.- criticality,18,0,-,642.criticality.0 value,3409,0,-,642.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,642.id.- criticality,18,0,-,642.criticality.0 value,3409,0,-,642.Value.0	
T	OPEN TYPE	x
T	SLDRBs-Modified-Item	Q	0	sLDRBID,2904,0,-,- iE-Extensions,3411,1,-,-	
T	ProtocolExtensionContainer	L	3412	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,643.id.- criticality,18,0,-,643.criticality.0 extensionValue,3413,0,-,643.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-FailedToBeSetupMod-List	L	3415	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,644.id.- criticality,18,0,-,644.criticality.0 value,3417,0,-,644.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,644.id.- criticality,18,0,-,644.criticality.0 value,3417,0,-,644.Value.0	
T	OPEN TYPE	x
T	SLDRBs-FailedToBeSetupMod-Item	Q	0	sLDRBID,2904,0,-,- cause,808,1,-,- iE-Extensions,3419,1,-,-	
T	ProtocolExtensionContainer	L	3420	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,645.id.- criticality,18,0,-,645.criticality.0 extensionValue,3421,0,-,645.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-FailedToBeModified-List	L	3423	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,646.id.- criticality,18,0,-,646.criticality.0 value,3425,0,-,646.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,646.id.- criticality,18,0,-,646.criticality.0 value,3425,0,-,646.Value.0	
T	OPEN TYPE	x
T	SLDRBs-FailedToBeModified-Item	Q	0	sLDRBID,2904,0,-,- cause,808,1,-,- iE-Extensions,3427,1,-,-	
T	ProtocolExtensionContainer	L	3428	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,647.id.- criticality,18,0,-,647.criticality.0 extensionValue,3429,0,-,647.Extension.0	
T	OPEN TYPE	x
T	UuRLCChannelModifiedList	L	3431	1 32 0
T	UuRLCChannelModifiedItem	Q	1	uuRLCChannelID,1901,0,-,- iE-Extensions,3432,1,-,-	
T	ProtocolExtensionContainer	L	3433	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,648.id.- criticality,18,0,-,648.criticality.0 extensionValue,3434,0,-,648.Extension.0	
T	OPEN TYPE	x
T	UuRLCChannelFailedToBeModifiedList	L	3436	1 32 0
T	UuRLCChannelFailedToBeModifiedItem	Q	1	uuRLCChannelID,1901,0,-,- cause,808,1,-,- iE-Extensions,3437,1,-,-	
T	ProtocolExtensionContainer	L	3438	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,649.id.- criticality,18,0,-,649.criticality.0 extensionValue,3439,0,-,649.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelModifiedList	L	3441	1 512 0
T	PC5RLCChannelModifiedItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- iE-Extensions,3442,1,-,-	
T	ProtocolExtensionContainer	L	3443	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,650.id.- criticality,18,0,-,650.criticality.0 extensionValue,3444,0,-,650.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelFailedToBeModifiedList	L	3446	1 512 0
T	PC5RLCChannelFailedToBeModifiedItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- cause,808,1,-,- iE-Extensions,3447,1,-,-	
T	ProtocolExtensionContainer	L	3448	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,651.id.- criticality,18,0,-,651.criticality.0 extensionValue,3449,0,-,651.Extension.0	
T	OPEN TYPE	x
T	SDTBearerConfigurationInfo	Q	0	sDTBearerConfig-List,3451,0,-,- iE-Extensions,3460,1,-,-	
T	SDTBearerConfig-List	L	3452	1 72 0
T	SDTBearerConfig-List-Item	Q	0	sDTBearerType,3453,0,-,- sDTRLCBearerConfiguration,2121,0,-,- iE-Extensions,3457,1,-,-	
T	SDTBearerType	C	0	sRB,1889,0,-,- dRB,1909,0,-,- choice-extension,3454,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,652.id.- criticality,18,0,-,652.criticality.0 value,3456,0,-,652.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,652.id.- criticality,18,0,-,652.criticality.0 value,3456,0,-,652.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3458	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,653.id.- criticality,18,0,-,653.criticality.0 extensionValue,3459,0,-,653.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3461	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,654.id.- criticality,18,0,-,654.criticality.0 extensionValue,3462,0,-,654.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-Setup-List	L	3464	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,655.id.- criticality,18,0,-,655.criticality.0 value,3466,0,-,655.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,655.id.- criticality,18,0,-,655.criticality.0 value,3466,0,-,655.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-Setup-Item	Q	0	mRB-ID,1034,0,-,- multicastF1UContextReferenceCU,3165,0,-,- iE-Extensions,3468,1,-,-	
T	ProtocolExtensionContainer	L	3469	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,656.id.- criticality,18,0,-,656.criticality.0 extensionValue,3470,0,-,656.Extension.0	
T	OPEN TYPE	x
T	UEContextModificationFailure	Q	1	protocolIEs,3472,0,-,-	
T	ProtocolIE-Container	L	3473	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,657.id.- criticality,18,0,-,657.criticality.0 value,3474,0,-,657.Value.0	
T	OPEN TYPE	x
T	UEContextModificationRequired	Q	1	protocolIEs,3476,0,-,-	
T	ProtocolIE-Container	L	3477	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,658.id.- criticality,18,0,-,658.criticality.0 value,3478,0,-,658.Value.0	
T	OPEN TYPE	x
T	SRBs-Required-ToBeReleased-List	L	3480	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,659.id.- criticality,18,0,-,659.criticality.0 value,3482,0,-,659.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,659.id.- criticality,18,0,-,659.criticality.0 value,3482,0,-,659.Value.0	
T	OPEN TYPE	x
T	SRBs-Required-ToBeReleased-Item	Q	1	sRBID,1889,0,-,- iE-Extensions,3484,1,-,-	
T	ProtocolExtensionContainer	L	3485	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,660.id.- criticality,18,0,-,660.criticality.0 extensionValue,3486,0,-,660.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-Required-ToBeModified-List	L	3488	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,661.id.- criticality,18,0,-,661.criticality.0 value,3490,0,-,661.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,661.id.- criticality,18,0,-,661.criticality.0 value,3490,0,-,661.Value.0	
T	OPEN TYPE	x
T	SLDRBs-Required-ToBeModified-Item	Q	0	sLDRBID,2904,0,-,- iE-Extensions,3492,1,-,-	
T	ProtocolExtensionContainer	L	3493	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,662.id.- criticality,18,0,-,662.criticality.0 extensionValue,3494,0,-,662.Extension.0	
T	OPEN TYPE	x
T	SLDRBs-Required-ToBeReleased-List	L	3496	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,663.id.- criticality,18,0,-,663.criticality.0 value,3498,0,-,663.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,663.id.- criticality,18,0,-,663.criticality.0 value,3498,0,-,663.Value.0	
T	OPEN TYPE	x
T	SLDRBs-Required-ToBeReleased-Item	Q	0	sLDRBID,2904,0,-,- iE-Extensions,3500,1,-,-	
T	ProtocolExtensionContainer	L	3501	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,664.id.- criticality,18,0,-,664.criticality.0 extensionValue,3502,0,-,664.Extension.0	
T	OPEN TYPE	x
T	UuRLCChannelRequiredToBeModifiedList	L	3504	1 32 0
T	UuRLCChannelRequiredToBeModifiedItem	Q	1	uuRLCChannelID,1901,0,-,- iE-Extensions,3505,1,-,-	
T	ProtocolExtensionContainer	L	3506	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,665.id.- criticality,18,0,-,665.criticality.0 extensionValue,3507,0,-,665.Extension.0	
T	OPEN TYPE	x
T	UuRLCChannelRequiredToBeReleasedList	L	3509	1 32 0
T	UuRLCChannelRequiredToBeReleasedItem	Q	1	uuRLCChannelID,1901,0,-,- iE-Extensions,3510,1,-,-	
T	ProtocolExtensionContainer	L	3511	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,666.id.- criticality,18,0,-,666.criticality.0 extensionValue,3512,0,-,666.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelRequiredToBeModifiedList	L	3514	1 512 0
T	PC5RLCChannelRequiredToBeModifiedItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- iE-Extensions,3515,1,-,-	
T	ProtocolExtensionContainer	L	3516	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,667.id.- criticality,18,0,-,667.criticality.0 extensionValue,3517,0,-,667.Extension.0	
T	OPEN TYPE	x
T	PC5RLCChannelRequiredToBeReleasedList	L	3519	1 512 0
T	PC5RLCChannelRequiredToBeReleasedItem	Q	1	pC5RLCChannelID,2970,0,-,- remoteUELocalID,2971,1,-,- iE-Extensions,3520,1,-,-	
T	ProtocolExtensionContainer	L	3521	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,668.id.- criticality,18,0,-,668.criticality.0 extensionValue,3522,0,-,668.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-RequiredToBeModified-List	L	3524	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,669.id.- criticality,18,0,-,669.criticality.0 value,3526,0,-,669.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,669.id.- criticality,18,0,-,669.criticality.0 value,3526,0,-,669.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-RequiredToBeModified-Item	Q	0	mRB-ID,1034,0,-,- mrb-type-reconfiguration,3528,1,-,- mrb-reconfigured-RLCtype,3529,1,-,- iE-Extensions,3530,1,-,-	
T	ENUMERATED	e	true	+
T	ENUMERATED	e	rlc-um-ptp,rlc-am-ptp,rlc-um-dl-ptm,two-rlc-um-dl-ptp-and-dl-ptm,three-rlc-um-dl-ptp-ul-ptp-dl-ptm,two-rlc-am-ptp-um-dl-ptm	+
T	ProtocolExtensionContainer	L	3531	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,670.id.- criticality,18,0,-,670.criticality.0 extensionValue,3532,0,-,670.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-RequiredToBeReleased-List	L	3534	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,671.id.- criticality,18,0,-,671.criticality.0 value,3536,0,-,671.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,671.id.- criticality,18,0,-,671.criticality.0 value,3536,0,-,671.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-RequiredToBeReleased-Item	Q	0	mRB-ID,1034,0,-,- iE-Extensions,3538,1,-,-	
T	ProtocolExtensionContainer	L	3539	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,672.id.- criticality,18,0,-,672.criticality.0 extensionValue,3540,0,-,672.Extension.0	
T	OPEN TYPE	x
T	UEContextModificationConfirm	Q	1	protocolIEs,3542,0,-,-	
T	ProtocolIE-Container	L	3543	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,673.id.- criticality,18,0,-,673.criticality.0 value,3544,0,-,673.Value.0	
T	OPEN TYPE	x
T	SLDRBs-ModifiedConf-List	L	3546	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,674.id.- criticality,18,0,-,674.criticality.0 value,3548,0,-,674.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,674.id.- criticality,18,0,-,674.criticality.0 value,3548,0,-,674.Value.0	
T	OPEN TYPE	x
T	SLDRBs-ModifiedConf-Item	Q	0	sLDRBID,2904,0,-,- iE-Extensions,3550,1,-,-	
T	ProtocolExtensionContainer	L	3551	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,675.id.- criticality,18,0,-,675.criticality.0 extensionValue,3552,0,-,675.Extension.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ConfirmedToBeModified-List	L	3554	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,676.id.- criticality,18,0,-,676.criticality.0 value,3556,0,-,676.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,676.id.- criticality,18,0,-,676.criticality.0 value,3556,0,-,676.Value.0	
T	OPEN TYPE	x
T	UE-MulticastMRBs-ConfirmedToBeModified-Item	Q	0	mRB-ID,1034,0,-,- mrb-type-reconfiguration,3002,1,-,- iE-Extensions,3558,1,-,-	
T	ProtocolExtensionContainer	L	3559	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,677.id.- criticality,18,0,-,677.criticality.0 extensionValue,3560,0,-,677.Extension.0	
T	OPEN TYPE	x
T	UEContextModificationRefuse	Q	1	protocolIEs,3562,0,-,-	
T	ProtocolIE-Container	L	3563	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,678.id.- criticality,18,0,-,678.criticality.0 value,3564,0,-,678.Value.0	
T	OPEN TYPE	x
T	WriteReplaceWarningRequest	Q	1	protocolIEs,3566,0,-,-	
T	ProtocolIE-Container	L	3567	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,679.id.- criticality,18,0,-,679.criticality.0 value,3568,0,-,679.Value.0	
T	OPEN TYPE	x
T	PWSSystemInformation	Q	1	sIBtype,3570,0,-,- sIBmessage,3571,0,-,- iE-Extensions,3572,1,-,-	
T	SIBType-PWS	i	6 8 1
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	3573	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,680.id.- criticality,18,0,-,680.criticality.0 extensionValue,3574,0,-,680.Extension.0	
T	OPEN TYPE	x
T	NotificationInformation	Q	1	message-Identifier,3576,0,-,- serialNumber,3577,0,-,- iE-Extensions,3578,1,-,-	
T	MessageIdentifier	B	16 16 0
T	SerialNumber	B	16 16 0
T	ProtocolExtensionContainer	L	3579	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,681.id.- criticality,18,0,-,681.criticality.0 extensionValue,3580,0,-,681.Extension.0	
T	OPEN TYPE	x
T	RepetitionPeriod	i	0 131071 1
T	NumberofBroadcastRequest	i	0 65535 0
T	WriteReplaceWarningResponse	Q	1	protocolIEs,3584,0,-,-	
T	ProtocolIE-Container	L	3585	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,682.id.- criticality,18,0,-,682.criticality.0 value,3586,0,-,682.Value.0	
T	OPEN TYPE	x
T	PWSCancelRequest	Q	1	protocolIEs,3588,0,-,-	
T	ProtocolIE-Container	L	3589	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,683.id.- criticality,18,0,-,683.criticality.0 value,3590,0,-,683.Value.0	
T	OPEN TYPE	x
T	PWSCancelResponse	Q	1	protocolIEs,3592,0,-,-	
T	ProtocolIE-Container	L	3593	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,684.id.- criticality,18,0,-,684.criticality.0 value,3594,0,-,684.Value.0	
T	OPEN TYPE	x
T	GNBDUResourceCoordinationRequest	Q	1	protocolIEs,3596,0,-,-	
T	ProtocolIE-Container	L	3597	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,685.id.- criticality,18,0,-,685.criticality.0 value,3598,0,-,685.Value.0	
T	OPEN TYPE	x
T	RequestType	e	offer,execution	+
T	IgnoreResourceCoordinationContainer	e	yes	+
T	GNBDUResourceCoordinationResponse	Q	1	protocolIEs,3602,0,-,-	
T	ProtocolIE-Container	L	3603	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,686.id.- criticality,18,0,-,686.criticality.0 value,3604,0,-,686.Value.0	
T	OPEN TYPE	x
T	F1RemovalRequest	Q	1	protocolIEs,3606,0,-,-	
T	ProtocolIE-Container	L	3607	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,687.id.- criticality,18,0,-,687.criticality.0 value,3608,0,-,687.Value.0	
T	OPEN TYPE	x
T	F1RemovalResponse	Q	1	protocolIEs,3610,0,-,-	
T	ProtocolIE-Container	L	3611	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,688.id.- criticality,18,0,-,688.criticality.0 value,3612,0,-,688.Value.0	
T	OPEN TYPE	x
T	F1RemovalFailure	Q	1	protocolIEs,3614,0,-,-	
T	ProtocolIE-Container	L	3615	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,689.id.- criticality,18,0,-,689.criticality.0 value,3616,0,-,689.Value.0	
T	OPEN TYPE	x
T	GNBDUResourceConfiguration	Q	1	protocolIEs,3618,0,-,-	
T	ProtocolIE-Container	L	3619	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,690.id.- criticality,18,0,-,690.criticality.0 value,3620,0,-,690.Value.0	
T	OPEN TYPE	x
T	Neighbour-Node-Cells-List	L	3622	1 1024 0
T	Neighbour-Node-Cells-List-Item	Q	0	nRCGI,93,0,-,- gNB-CU-UE-F1AP-ID,92,1,-,- gNB-DU-UE-F1AP-ID,52,1,-,- peer-Parent-Node-Indicator,3623,1,-,- iAB-DU-Cell-Resource-Configuration-Mode-Info,109,1,-,- iAB-STC-Info,1593,1,-,- rACH-Config-Common,1715,1,-,- rACH-Config-Common-IAB,1716,1,-,- cSI-RS-Configuration,3624,1,-,- sR-Configuration,3625,1,-,- pDCCH-ConfigSIB1,3626,1,-,- sCS-Common,3627,1,-,- iE-Extensions,3628,1,-,-	
T	ENUMERATED	e	true	+
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	3629	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,691.id.- criticality,18,0,-,691.criticality.0 extensionValue,3630,0,-,691.Extension.0	
T	OPEN TYPE	x
T	Serving-Cells-List	L	3632	1 32 0
T	Serving-Cells-List-Item	Q	0	nRCGI,93,0,-,- iAB-MT-Cell-NA-Resource-Configuration-Mode-Info,3633,1,-,- iE-Extensions,3645,1,-,-	
T	IAB-MT-Cell-NA-Resource-Configuration-Mode-Info	C	0	fDD,3634,0,-,- tDD,3638,0,-,- choice-extension,3642,0,-,-	
T	IAB-MT-Cell-NA-Resource-Configuration-FDD-Info	Q	1	gNB-DU-Cell-NA-Resource-Configuration-FDD-UL,111,0,-,- gNB-DU-Cell-NA-Resource-Configuration-FDD-DL,111,0,-,- uL-FreqInfo,182,1,-,- uL-Transmission-Bandwidth,186,1,-,- uL-NR-Carrier-List,195,1,-,- dL-FreqInfo,182,1,-,- dL-Transmission-Bandwidth,186,1,-,- dL-NR-Carrier-List,195,1,-,- iE-Extensions,3635,1,-,-	
T	ProtocolExtensionContainer	L	3636	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,692.id.- criticality,18,0,-,692.criticality.0 extensionValue,3637,0,-,692.Extension.0	
T	OPEN TYPE	x
T	IAB-MT-Cell-NA-Resource-Configuration-TDD-Info	Q	1	gNB-DU-Cell-NA-Resourc-Configuration-TDD,111,0,-,- nRFreqInfo,182,1,-,- transmission-Bandwidth,186,1,-,- nR-Carrier-List,195,1,-,- iE-Extensions,3639,1,-,-	
T	ProtocolExtensionContainer	L	3640	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,693.id.- criticality,18,0,-,693.criticality.0 extensionValue,3641,0,-,693.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,694.id.- criticality,18,0,-,694.criticality.0 value,3644,0,-,694.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,694.id.- criticality,18,0,-,694.criticality.0 value,3644,0,-,694.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3646	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,695.id.- criticality,18,0,-,695.criticality.0 extensionValue,3647,0,-,695.Extension.0	
T	OPEN TYPE	x
T	GNBDUResourceConfigurationAcknowledge	Q	1	protocolIEs,3649,0,-,-	
T	ProtocolIE-Container	L	3650	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,696.id.- criticality,18,0,-,696.criticality.0 value,3651,0,-,696.Value.0	
T	OPEN TYPE	x
T	GNBDUResourceConfigurationFailure	Q	1	protocolIEs,3653,0,-,-	
T	ProtocolIE-Container	L	3654	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,697.id.- criticality,18,0,-,697.criticality.0 value,3655,0,-,697.Value.0	
T	OPEN TYPE	x
T	IABTNLAddressRequest	Q	1	protocolIEs,3657,0,-,-	
T	ProtocolIE-Container	L	3658	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,698.id.- criticality,18,0,-,698.criticality.0 value,3659,0,-,698.Value.0	
T	OPEN TYPE	x
T	IABv4AddressesRequested	Q	0	iABv4AddressesRequested,3661,0,-,- iE-Extensions,3669,1,-,-	
T	IABTNLAddressesRequested	Q	0	tNLAddressesOrPrefixesRequestedAllTraffic,3662,1,-,- tNLAddressesOrPrefixesRequestedF1-C,3663,1,-,- tNLAddressesOrPrefixesRequestedF1-U,3664,1,-,- tNLAddressesOrPrefixesRequestedNoNF1,3665,1,-,- iE-Extensions,3666,1,-,-	
T	INTEGER	i	1 256 0
T	INTEGER	i	1 256 0
T	INTEGER	i	1 256 0
T	INTEGER	i	1 256 0
T	ProtocolExtensionContainer	L	3667	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,699.id.- criticality,18,0,-,699.criticality.0 extensionValue,3668,0,-,699.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3670	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,700.id.- criticality,18,0,-,700.criticality.0 extensionValue,3671,0,-,700.Extension.0	
T	OPEN TYPE	x
T	IABIPv6RequestType	C	0	iPv6Address,3661,0,-,- iPv6Prefix,3661,0,-,- choice-extension,3673,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,701.id.- criticality,18,0,-,701.criticality.0 value,3675,0,-,701.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,701.id.- criticality,18,0,-,701.criticality.0 value,3675,0,-,701.Value.0	
T	OPEN TYPE	x
T	IAB-TNL-Addresses-To-Remove-List	L	3677	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,702.id.- criticality,18,0,-,702.criticality.0 value,3679,0,-,702.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,702.id.- criticality,18,0,-,702.criticality.0 value,3679,0,-,702.Value.0	
T	OPEN TYPE	x
T	IAB-TNL-Addresses-To-Remove-Item	Q	0	iABTNLAddress,755,0,-,- iE-Extensions,3681,1,-,-	
T	ProtocolExtensionContainer	L	3682	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,703.id.- criticality,18,0,-,703.criticality.0 extensionValue,3683,0,-,703.Extension.0	
T	OPEN TYPE	x
T	IAB-TNL-Addresses-Exception	Q	0	iABTNLAddressList,3685,0,-,- iE-Extensions,3690,1,-,-	
T	IABTNLAddressList	L	3686	1 1024 0
T	IABTNLAddress-Item	Q	0	iABTNLAddress,755,0,-,- iE-Extensions,3687,1,-,-	
T	ProtocolExtensionContainer	L	3688	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,704.id.- criticality,18,0,-,704.criticality.0 extensionValue,3689,0,-,704.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3691	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,705.id.- criticality,18,0,-,705.criticality.0 extensionValue,3692,0,-,705.Extension.0	
T	OPEN TYPE	x
T	IABTNLAddressResponse	Q	1	protocolIEs,3694,0,-,-	
T	ProtocolIE-Container	L	3695	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,706.id.- criticality,18,0,-,706.criticality.0 value,3696,0,-,706.Value.0	
T	OPEN TYPE	x
T	IAB-Allocated-TNL-Address-List	L	3698	1 1024 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,707.id.- criticality,18,0,-,707.criticality.0 value,3700,0,-,707.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,707.id.- criticality,18,0,-,707.criticality.0 value,3700,0,-,707.Value.0	
T	OPEN TYPE	x
T	IAB-Allocated-TNL-Address-Item	Q	0	iABTNLAddress,755,0,-,- iABTNLAddressUsage,3702,1,-,- iE-Extensions,3703,1,-,-	
T	IABTNLAddressUsage	e	f1-c,f1-u,non-f1	+
T	ProtocolExtensionContainer	L	3704	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,708.id.- criticality,18,0,-,708.criticality.0 extensionValue,3705,0,-,708.Extension.0	
T	OPEN TYPE	x
T	IABTNLAddressFailure	Q	1	protocolIEs,3707,0,-,-	
T	ProtocolIE-Container	L	3708	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,709.id.- criticality,18,0,-,709.criticality.0 value,3709,0,-,709.Value.0	
T	OPEN TYPE	x
T	IABUPConfigurationUpdateRequest	Q	1	protocolIEs,3711,0,-,-	
T	ProtocolIE-Container	L	3712	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,710.id.- criticality,18,0,-,710.criticality.0 value,3713,0,-,710.Value.0	
T	OPEN TYPE	x
T	UL-UP-TNL-Information-to-Update-List	L	3715	1 32678 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,711.id.- criticality,18,0,-,711.criticality.0 value,3717,0,-,711.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,711.id.- criticality,18,0,-,711.criticality.0 value,3717,0,-,711.Value.0	
T	OPEN TYPE	x
T	UL-UP-TNL-Information-to-Update-List-Item	Q	1	uLUPTNLInformation,461,0,-,- newULUPTNLInformation,461,1,-,- bHInfo,474,0,-,- iE-Extensions,3719,1,-,-	
T	ProtocolExtensionContainer	L	3720	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,712.id.- criticality,18,0,-,712.criticality.0 extensionValue,3721,0,-,712.Extension.0	
T	OPEN TYPE	x
T	UL-UP-TNL-Address-to-Update-List	L	3723	1 8 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,713.id.- criticality,18,0,-,713.criticality.0 value,3725,0,-,713.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,713.id.- criticality,18,0,-,713.criticality.0 value,3725,0,-,713.Value.0	
T	OPEN TYPE	x
T	UL-UP-TNL-Address-to-Update-List-Item	Q	1	oldIPAdress,463,0,-,- newIPAdress,463,0,-,- iE-Extensions,3727,1,-,-	
T	ProtocolExtensionContainer	L	3728	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,714.id.- criticality,18,0,-,714.criticality.0 extensionValue,3729,0,-,714.Extension.0	
T	OPEN TYPE	x
T	IABUPConfigurationUpdateResponse	Q	1	protocolIEs,3731,0,-,-	
T	ProtocolIE-Container	L	3732	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,715.id.- criticality,18,0,-,715.criticality.0 value,3733,0,-,715.Value.0	
T	OPEN TYPE	x
T	IABUPConfigurationUpdateFailure	Q	1	protocolIEs,3735,0,-,-	
T	ProtocolIE-Container	L	3736	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,716.id.- criticality,18,0,-,716.criticality.0 value,3737,0,-,716.Value.0	
T	OPEN TYPE	x
T	ResourceStatusRequest	Q	1	protocolIEs,3739,0,-,-	
T	ProtocolIE-Container	L	3740	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,717.id.- criticality,18,0,-,717.criticality.0 value,3741,0,-,717.Value.0	
T	OPEN TYPE	x
T	GNBCUMeasurementID	i	0 4095 1
T	GNBDUMeasurementID	i	0 4095 1
T	RegistrationRequest	e	start,stop,add	+
T	ReportCharacteristics	B	32 32 0
T	ReportingPeriodicity	e	ms500,ms1000,ms2000,ms5000,ms10000	+
T	ResourceStatusResponse	Q	1	protocolIEs,3748,0,-,-	
T	ProtocolIE-Container	L	3749	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,718.id.- criticality,18,0,-,718.criticality.0 value,3750,0,-,718.Value.0	
T	OPEN TYPE	x
T	ResourceStatusFailure	Q	1	protocolIEs,3752,0,-,-	
T	ProtocolIE-Container	L	3753	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,719.id.- criticality,18,0,-,719.criticality.0 value,3754,0,-,719.Value.0	
T	OPEN TYPE	x
T	PositioningMeasurementRequest	Q	1	protocolIEs,3756,0,-,-	
T	ProtocolIE-Container	L	3757	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,720.id.- criticality,18,0,-,720.criticality.0 value,3758,0,-,720.Value.0	
T	OPEN TYPE	x
T	LMF-MeasurementID	i	1 65536 1
T	RAN-MeasurementID	i	1 65536 1
T	TRP-MeasurementRequestList	L	3762	1 64 0
T	TRP-MeasurementRequestItem	Q	0	tRPID,1747,0,-,- search-window-information,3763,1,-,- iE-extensions,3769,1,-,-	
T	Search-window-information	Q	0	expectedPropagationDelay,3764,0,-,- delayUncertainty,3765,0,-,- iE-Extensions,3766,1,-,-	
T	INTEGER	i	-3841 3841 1
T	INTEGER	i	1 246 1
T	ProtocolExtensionContainer	L	3767	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,721.id.- criticality,18,0,-,721.criticality.0 extensionValue,3768,0,-,721.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3770	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,722.id.- criticality,18,0,-,722.criticality.0 extensionValue,3771,0,-,722.Extension.0	
T	OPEN TYPE	x
T	NumberOfTRPRxTEG	e	two,three,four,six,eight	+
T	NumberOfTRPRxTxTEG	e	wo,three,four,six,eight	+
T	PosReportCharacteristics	e	ondemand,periodic	+
T	PosMeasurementQuantities	L	3776	1 16384 0
T	PosMeasurementQuantities-Item	Q	0	posMeasurementType,3777,0,-,- timingReportingGranularityFactor,3778,1,-,- iE-Extensions,3779,1,-,-	
T	PosMeasurementType	e	gnb-rx-tx,ul-srs-rsrp,ul-aoa,ul-rtoa	+multiple-ul-aoa,ul-srs-rsrpp,ul-rscp
T	INTEGER	i	0 5 0
T	ProtocolExtensionContainer	L	3780	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,723.id.- criticality,18,0,-,723.criticality.0 extensionValue,3781,0,-,723.Extension.0	
T	OPEN TYPE	x
T	TimingReportingGranularityFactorExtended	i	-6 -1 1
T	SRSConfiguration	Q	0	sRSCarrier-List,3784,0,-,- iE-Extensions,3791,1,-,-	
T	SRSCarrier-List	L	3785	1 32 0
T	SRSCarrier-List-Item	Q	0	pointA,3786,0,-,- uplinkChannelBW-PerSCS-List,3787,0,-,- activeULBWP,229,0,-,- pci,343,1,-,- iE-Extensions,3788,1,-,-	
T	INTEGER	i	0 3279165 0
T	UplinkChannelBW-PerSCS-List	L	596	1 5 0
T	ProtocolExtensionContainer	L	3789	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,724.id.- criticality,18,0,-,724.criticality.0 extensionValue,3790,0,-,724.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3792	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,725.id.- criticality,18,0,-,725.criticality.0 extensionValue,3793,0,-,725.Extension.0	
T	OPEN TYPE	x
T	MeasurementBeamInfoRequest	e	true	+
T	SlotNumber	i	0 79 0
T	MeasurementPeriodicityExtended	e	ms160,ms320,ms1280,ms2560,ms61440,ms81920,ms368640,ms737280,ms1843200	+
T	ResponseTime	Q	1	time,3798,0,-,- timeUnit,3799,0,-,- iE-Extensions,3800,1,-,-	
T	INTEGER	i	1 128 1
T	ENUMERATED	e	second,ten-seconds,ten-milliseconds	+
T	ProtocolExtensionContainer	L	3801	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,726.id.- criticality,18,0,-,726.criticality.0 extensionValue,3802,0,-,726.Extension.0	
T	OPEN TYPE	x
T	MeasurementCharacteristicsRequestIndicator	B	16 16 0
T	MeasurementTimeOccasion	e	o1,o4	+
T	PosMeasurementAmount	e	ma0,ma1,ma2,ma4,ma8,ma16,ma32,ma64	-
T	TimeWindowInformation-Measurement-List	L	3807	1 16 0
T	TimeWindowInformation-Measurement-Item	Q	1	timeWindowDurationMeasurement,3808,0,-,- timeWindowType,3813,0,-,- timeWindowPeriodicityMeasurement,3814,1,-,- iE-Extension,3815,1,-,-	
T	TimeWindowDurationMeasurement	C	0	durationSlots,3809,0,-,- choice-extension,3810,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16	+
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,727.id.- criticality,18,0,-,727.criticality.0 value,3812,0,-,727.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,727.id.- criticality,18,0,-,727.criticality.0 value,3812,0,-,727.Value.0	
T	OPEN TYPE	x
T	ENUMERATED	e	single,periodic	+
T	TimeWindowPeriodicityMeasurement	e	ms160,ms320,ms640,ms1280,ms2560,ms5120,ms10240,ms20480,ms40960,ms61440,ms81920,ms368640,ms737280,ms1843200	+
T	ProtocolExtensionContainer	L	3816	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,728.id.- criticality,18,0,-,728.criticality.0 extensionValue,3817,0,-,728.Extension.0	
T	OPEN TYPE	x
T	PositioningMeasurementResponse	Q	1	protocolIEs,3819,0,-,-	
T	ProtocolIE-Container	L	3820	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,729.id.- criticality,18,0,-,729.criticality.0 value,3821,0,-,729.Value.0	
T	OPEN TYPE	x
T	PosMeasurementResultList	L	3823	1 64 0
T	PosMeasurementResultList-Item	Q	0	posMeasurementResult,3824,0,-,- tRPID,1747,0,-,- iE-Extensions,3925,1,-,-	
T	PosMeasurementResult	L	3825	1 16384 0
T	PosMeasurementResultItem	Q	0	measuredResultsValue,3826,0,-,- timeStamp,2242,0,-,- measurementQuality,509,1,-,- measurementBeamInfo,3899,1,-,- iE-Extensions,3903,1,-,-	
T	MeasuredResultsValue	C	0	uL-AngleOfArrival,542,0,-,- uL-SRS-RSRP,3827,0,-,- uL-RTOA,3828,0,-,- gNB-RxTxTimeDiff,3850,0,-,- choice-extension,3891,0,-,-	
T	UL-SRS-RSRP	i	0 126 0
T	UL-RTOA-Measurement	Q	0	uL-RTOA-MeasurementItem,3829,0,-,- additionalPath-List,571,1,-,- iE-Extensions,3841,1,-,-	
T	UL-RTOA-MeasurementItem	C	0	k0,3830,0,-,- k1,3831,0,-,- k2,3832,0,-,- k3,3833,0,-,- k4,3834,0,-,- k5,3835,0,-,- choice-extension,3836,0,-,-	
T	INTEGER	i	0 1970049 0
T	INTEGER	i	0 985025 0
T	INTEGER	i	0 492513 0
T	INTEGER	i	0 246257 0
T	INTEGER	i	0 123129 0
T	INTEGER	i	0 61565 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,730.id.- criticality,18,0,-,730.criticality.0 value,3838,0,-,730.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,730.id.- criticality,18,0,-,730.criticality.0 value,3838,0,-,730.Value.0	
T	OPEN TYPE	x
T	ReportingGranularitykminus1	i	0 3940097 0
T	ReportingGranularitykminus2	i	0 7880193 0
T	ProtocolExtensionContainer	L	3842	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,731.id.- criticality,18,0,-,731.criticality.0 extensionValue,3843,0,-,731.Extension.0	
T	OPEN TYPE	x
T	TRP-Rx-TEGInformation	Q	1	tRP-Rx-TEGID,3845,0,-,- tRP-Rx-TimingErrorMargin,3846,0,-,- iE-Extensions,3847,1,-,-	
T	INTEGER	i	0 31 0
T	TimingErrorMargin	e	m0Tc,m2Tc,m4Tc,m6Tc,m8Tc,m12Tc,m16Tc,m20Tc,m24Tc,m32Tc,m40Tc,m48Tc,m56Tc,m64Tc,m72Tc,m80Tc	+
T	ProtocolExtensionContainer	L	3848	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,732.id.- criticality,18,0,-,732.criticality.0 extensionValue,3849,0,-,732.Extension.0	
T	OPEN TYPE	x
T	GNB-RxTxTimeDiff	Q	0	rxTxTimeDiff,3851,0,-,- additionalPath-List,571,1,-,- iE-Extensions,3865,1,-,-	
T	GNBRxTxTimeDiffMeas	C	0	k0,3852,0,-,- k1,3853,0,-,- k2,3854,0,-,- k3,3855,0,-,- k4,3856,0,-,- k5,3857,0,-,- choice-extension,3858,0,-,-	
T	INTEGER	i	0 1970049 0
T	INTEGER	i	0 985025 0
T	INTEGER	i	0 492513 0
T	INTEGER	i	0 246257 0
T	INTEGER	i	0 123129 0
T	INTEGER	i	0 61565 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,733.id.- criticality,18,0,-,733.criticality.0 value,3860,0,-,733.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,733.id.- criticality,18,0,-,733.criticality.0 value,3860,0,-,733.Value.0	
T	OPEN TYPE	x
T	ReportingGranularitykminus3	i	0 15760385 0
T	ReportingGranularitykminus4	i	0 31520769 0
T	ReportingGranularitykminus5	i	0 63041537 0
T	ReportingGranularitykminus6	i	0 126083073 0
T	ProtocolExtensionContainer	L	3866	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,734.id.- criticality,18,0,-,734.criticality.0 extensionValue,3867,0,-,734.Extension.0	
T	OPEN TYPE	x
T	TRPTEGInformation	C	0	rxTx-TEG,3869,0,-,- rx-TEG,3884,0,-,- choice-extension,3888,0,-,-	
T	RxTxTEG	Q	1	tRP-RxTx-TEGInformation,3870,0,-,- tRP-Tx-TEGInformation,3876,1,-,- iE-Extensions,3881,1,-,-	
T	TRP-RxTx-TEGInformation	Q	1	tRP-RxTx-TEGID,3871,0,-,- tRP-RxTx-TimingErrorMargin,3872,0,-,- iE-Extensions,3873,1,-,-	
T	INTEGER	i	0 255 0
T	RxTxTimingErrorMargin	e	tc0dot5,tc1,tc2,tc4,tc8,tc12,tc16,tc20,tc24,tc32,tc40,tc48,tc64,tc80,tc96,tc128	+
T	ProtocolExtensionContainer	L	3874	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,735.id.- criticality,18,0,-,735.criticality.0 extensionValue,3875,0,-,735.Extension.0	
T	OPEN TYPE	x
T	TRP-Tx-TEGInformation	Q	1	tRP-Tx-TEGID,3877,0,-,- tRP-Tx-TimingErrorMargin,3846,0,-,- iE-Extensions,3878,1,-,-	
T	INTEGER	i	0 7 0
T	ProtocolExtensionContainer	L	3879	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,736.id.- criticality,18,0,-,736.criticality.0 extensionValue,3880,0,-,736.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3882	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,737.id.- criticality,18,0,-,737.criticality.0 extensionValue,3883,0,-,737.Extension.0	
T	OPEN TYPE	x
T	RxTEG	Q	1	tRP-Rx-TEGInformation,3844,0,-,- tRP-Tx-TEGInformation,3876,0,-,- iE-Extensions,3885,1,-,-	
T	ProtocolExtensionContainer	L	3886	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,738.id.- criticality,18,0,-,738.criticality.0 extensionValue,3887,0,-,738.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,739.id.- criticality,18,0,-,739.criticality.0 value,3890,0,-,739.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,739.id.- criticality,18,0,-,739.criticality.0 value,3890,0,-,739.Value.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,740.id.- criticality,18,0,-,740.criticality.0 value,3893,0,-,740.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,740.id.- criticality,18,0,-,740.criticality.0 value,3893,0,-,740.Value.0	
T	OPEN TYPE	x
T	UL-RSCP	Q	1	uLRSCP,3895,0,-,- iE-extensions,3896,1,-,-	
T	INTEGER	i	0 3599 0
T	ProtocolExtensionContainer	L	3897	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,741.id.- criticality,18,0,-,741.criticality.0 extensionValue,3898,0,-,741.Extension.0	
T	OPEN TYPE	x
T	MeasurementBeamInfo	Q	0	pRS-Resource-ID,1760,1,-,- pRS-Resource-Set-ID,1759,1,-,- sSB-Index,344,1,-,- iE-Extensions,3900,1,-,-	
T	ProtocolExtensionContainer	L	3901	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,742.id.- criticality,18,0,-,742.criticality.0 extensionValue,3902,0,-,742.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3904	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,743.id.- criticality,18,0,-,743.criticality.0 extensionValue,3905,0,-,743.Extension.0	
T	OPEN TYPE	x
T	SRSResourcetype	Q	1	sRSResourceTypeChoice,3907,0,-,- iE-Extensions,3913,1,-,-	
T	SRSResourceTypeChoice	C	0	sRSResourceInfo,3908,0,-,- posSRSResourceInfo,3909,0,-,- choice-extension,3910,0,-,-	
T	SRSInfo	Q	1	sRSResource,238,0,-,-	
T	PosSRSInfo	Q	1	posSRSResourceID,301,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,744.id.- criticality,18,0,-,744.criticality.0 value,3912,0,-,744.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,744.id.- criticality,18,0,-,744.criticality.0 value,3912,0,-,744.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3914	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,745.id.- criticality,18,0,-,745.criticality.0 extensionValue,3915,0,-,745.Extension.0	
T	OPEN TYPE	x
T	SRSPortIndex	e	id1000,id1001,id1002,id1003	+
T	LoS-NLoSInformation	C	0	loS-NLoSIndicatorSoft,3918,0,-,- loS-NLoSIndicatorHard,3919,0,-,- choice-Extension,3920,0,-,-	
T	LoS-NLoSIndicatorSoft	i	0 10 0
T	LoS-NLoSIndicatorHard	e	nLoS,loS	-
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,746.id.- criticality,18,0,-,746.criticality.0 value,3922,0,-,746.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,746.id.- criticality,18,0,-,746.criticality.0 value,3922,0,-,746.Value.0	
T	OPEN TYPE	x
T	MeasuredFrequencyHops	e	singleHop,multiHop	+
T	MeasBasedOnAggregatedResources	e	true	+
T	ProtocolExtensionContainer	L	3926	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,747.id.- criticality,18,0,-,747.criticality.0 extensionValue,3927,0,-,747.Extension.0	
T	OPEN TYPE	x
T	PositioningMeasurementFailure	Q	1	protocolIEs,3929,0,-,-	
T	ProtocolIE-Container	L	3930	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,748.id.- criticality,18,0,-,748.criticality.0 value,3931,0,-,748.Value.0	
T	OPEN TYPE	x
T	TRPInformationRequest	Q	1	protocolIEs,3933,0,-,-	
T	ProtocolIE-Container	L	3934	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,749.id.- criticality,18,0,-,749.criticality.0 value,3935,0,-,749.Value.0	
T	OPEN TYPE	x
T	TRPList	L	3937	1 65535 0
T	TRPListItem	Q	0	tRPID,1747,0,-,- iE-Extensions,3938,1,-,-	
T	ProtocolExtensionContainer	L	3939	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,750.id.- criticality,18,0,-,750.criticality.0 extensionValue,3940,0,-,750.Extension.0	
T	OPEN TYPE	x
T	PRSBandwidthAggregationRequestIndication	e	true	+
T	TRPInformationTypeListTRPReq	L	3943	1 64 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,751.id.- criticality,18,0,-,751.criticality.0 value,3945,0,-,751.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,751.id.- criticality,18,0,-,751.criticality.0 value,3945,0,-,751.Value.0	
T	OPEN TYPE	x
T	TRPInformationTypeItem	e	nrPCI,nG-RAN-CGI,arfcn,pRSConfig,sSBConfig,sFNInitTime,spatialDirectInfo,geoCoord	+trp-type,ondemandPRS,trpTxTeg,beam-antenna-info,mobile-trp-location-info
T	TRPInformationResponse	Q	1	protocolIEs,3948,0,-,-	
T	ProtocolIE-Container	L	3949	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,752.id.- criticality,18,0,-,752.criticality.0 value,3950,0,-,752.Value.0	
T	OPEN TYPE	x
T	TRPInformationListTRPResp	L	3952	1 65535 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,753.id.- criticality,18,0,-,753.criticality.0 value,3954,0,-,753.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,753.id.- criticality,18,0,-,753.criticality.0 value,3954,0,-,753.Value.0	
T	OPEN TYPE	x
T	TRPInformationItem	Q	0	tRPInformation,3956,0,-,- iE-Extensions,4077,1,-,-	
T	TRPInformation	Q	0	tRPID,1747,0,-,- tRPInformationTypeResponseList,3957,0,-,- iE-Extensions,4073,1,-,-	
T	TRPInformationTypeResponseList	L	3958	1 64 0
T	TRPInformationTypeResponseItem	C	0	pCI-NR,343,0,-,- nG-RAN-CGI,93,0,-,- nRARFCN,3959,0,-,- pRSConfiguration,3960,0,-,- sSBinformation,3170,0,-,- sFNInitialisationTime,2254,0,-,- spatialDirectionInformation,4016,0,-,- geographicalCoordinates,2273,0,-,- choice-extension,4049,0,-,-	
T	INTEGER	i	0 3279165 0
T	PRSConfiguration	Q	0	pRSResourceSet-List,3961,0,-,- iE-Extensions,4013,1,-,-	
T	PRSResourceSet-List	L	3962	1 8 0
T	PRSResourceSet-Item	Q	0	pRSResourceSetID,1759,0,-,- subcarrierSpacing,3963,0,-,- pRSbandwidth,3964,0,-,- startPRB,3965,0,-,- pointA,3966,0,-,- combSize,3967,0,-,- cPType,3968,0,-,- resourceSetPeriodicity,3969,0,-,- resourceSetSlotOffset,3970,0,-,- resourceRepetitionFactor,3971,0,-,- resourceTimeGap,3972,0,-,- resourceNumberofSymbols,3973,0,-,- pRSMuting,3974,1,-,- pRSResourceTransmitPower,3987,0,-,- pRSResource-List,3988,0,-,- iE-Extensions,4010,1,-,-	
T	ENUMERATED	e	kHz15,kHz30,kHz60,kHz120	+
T	INTEGER	i	1 63 0
T	INTEGER	i	0 2176 0
T	INTEGER	i	0 3279165 0
T	ENUMERATED	e	n2,n4,n6,n12	+
T	ENUMERATED	e	normal,extended	+
T	ENUMERATED	e	n4,n5,n8,n10,n16,n20,n32,n40,n64,n80,n160,n320,n640,n1280,n2560,n5120,n10240,n20480,n40960,n81920	+n128,n256,n512
T	INTEGER	i	0 81919 1
T	ENUMERATED	e	rf1,rf2,rf4,rf6,rf8,rf16,rf32	+
T	ENUMERATED	e	tg1,tg2,tg4,tg8,tg16,tg32	+
T	ENUMERATED	e	n2,n4,n6,n12	+n1
T	PRSMuting	Q	0	pRSMutingOption1,3975,1,-,- pRSMutingOption2,3980,1,-,- iE-Extensions,3984,1,-,-	
T	PRSMutingOption1	Q	0	mutingPattern,1834,0,-,- mutingBitRepetitionFactor,3976,0,-,- iE-Extensions,3977,1,-,-	
T	ENUMERATED	e	rf1,rf2,rf4,rf8	+
T	ProtocolExtensionContainer	L	3978	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,754.id.- criticality,18,0,-,754.criticality.0 extensionValue,3979,0,-,754.Extension.0	
T	OPEN TYPE	x
T	PRSMutingOption2	Q	0	mutingPattern,1834,0,-,- iE-Extensions,3981,1,-,-	
T	ProtocolExtensionContainer	L	3982	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,755.id.- criticality,18,0,-,755.criticality.0 extensionValue,3983,0,-,755.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	3985	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,756.id.- criticality,18,0,-,756.criticality.0 extensionValue,3986,0,-,756.Extension.0	
T	OPEN TYPE	x
T	INTEGER	i	-60 50 0
T	PRSResource-List	L	3989	1 64 0
T	PRSResource-Item	Q	0	pRSResourceID,1760,0,-,- sequenceID,3990,0,-,- rEOffset,3991,0,-,- resourceSlotOffset,3992,0,-,- resourceSymbolOffset,3993,0,-,- qCLInfo,3994,1,-,- iE-Extensions,4007,1,-,-	
T	INTEGER	i	0 4095 0
T	INTEGER	i	0 11 1
T	INTEGER	i	0 511 0
T	INTEGER	i	0 12 0
T	PRSResource-QCLInfo	C	0	qCLSourceSSB,3995,0,-,- qCLSourcePRS,4000,0,-,- choice-extension,4004,0,-,-	
T	PRSResource-QCLSourceSSB	Q	1	pCI-NR,3996,0,-,- sSB-Index,344,1,-,- iE-Extensions,3997,1,-,-	
T	INTEGER	i	0 1007 0
T	ProtocolExtensionContainer	L	3998	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,757.id.- criticality,18,0,-,757.criticality.0 extensionValue,3999,0,-,757.Extension.0	
T	OPEN TYPE	x
T	PRSResource-QCLSourcePRS	Q	0	qCLSourcePRSResourceSetID,1759,0,-,- qCLSourcePRSResourceID,1760,1,-,- iE-Extensions,4001,1,-,-	
T	ProtocolExtensionContainer	L	4002	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,758.id.- criticality,18,0,-,758.criticality.0 extensionValue,4003,0,-,758.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,759.id.- criticality,18,0,-,759.criticality.0 value,4006,0,-,759.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,759.id.- criticality,18,0,-,759.criticality.0 value,4006,0,-,759.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4008	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,760.id.- criticality,18,0,-,760.criticality.0 extensionValue,4009,0,-,760.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4011	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,761.id.- criticality,18,0,-,761.criticality.0 extensionValue,4012,0,-,761.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4014	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,762.id.- criticality,18,0,-,762.criticality.0 extensionValue,4015,0,-,762.Extension.0	
T	OPEN TYPE	x
T	SpatialDirectionInformation	Q	0	nR-PRSBeamInformation,4017,0,-,- iE-Extensions,4046,1,-,-	
T	NR-PRSBeamInformation	Q	0	nR-PRSBeamInformationList,4018,0,-,- lCStoGCSTranslationList,4032,1,-,- iE-Extensions,4043,1,-,-	
T	NR-PRSBeamInformationList	L	4019	1 2 0
T	NR-PRSBeamInformationItem	Q	0	pRSResourceSetID,1759,0,-,- pRSAngleList,4020,0,-,- iE-Extensions,4029,1,-,-	
T	PRSAngleList	L	4021	1 64 0
T	PRSAngleItem	Q	0	nR-PRS-Azimuth,4022,0,-,- nR-PRS-Azimuth-fine,4023,1,-,- nR-PRS-Elevation,4024,1,-,- nR-PRS-Elevation-fine,4025,1,-,- iE-Extensions,4026,1,-,-	
T	INTEGER	i	0 359 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 180 0
T	INTEGER	i	0 9 0
T	ProtocolExtensionContainer	L	4027	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,763.id.- criticality,18,0,-,763.criticality.0 extensionValue,4028,0,-,763.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4030	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,764.id.- criticality,18,0,-,764.criticality.0 extensionValue,4031,0,-,764.Extension.0	
T	OPEN TYPE	x
T	LCStoGCSTranslationList	L	4033	1 3 0
T	LCStoGCSTranslation	Q	0	alpha,4034,0,-,- alpha-fine,4035,1,-,- beta,4036,0,-,- beta-fine,4037,1,-,- gamma,4038,0,-,- gamma-fine,4039,1,-,- iE-Extensions,4040,1,-,-	
T	INTEGER	i	0 359 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 359 0
T	INTEGER	i	0 9 0
T	INTEGER	i	0 359 0
T	INTEGER	i	0 9 0
T	ProtocolExtensionContainer	L	4041	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,765.id.- criticality,18,0,-,765.criticality.0 extensionValue,4042,0,-,765.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4044	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,766.id.- criticality,18,0,-,766.criticality.0 extensionValue,4045,0,-,766.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4047	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,767.id.- criticality,18,0,-,767.criticality.0 extensionValue,4048,0,-,767.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,768.id.- criticality,18,0,-,768.criticality.0 value,4051,0,-,768.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,768.id.- criticality,18,0,-,768.criticality.0 value,4051,0,-,768.Value.0	
T	OPEN TYPE	x
T	TRPType	e	prsOnlyTP,srsOnlyRP,tp,rp,trp	+mobile-trp
T	OnDemandPRS-Info	Q	1	onDemandPRSRequestAllowed,4054,0,-,- allowedResourceSetPeriodicityValues,4055,1,-,- allowedPRSBandwidthValues,4056,1,-,- allowedResourceRepetitionFactorValues,4057,1,-,- allowedResourceNumberOfSymbolsValues,4058,1,-,- allowedCombSizeValues,4059,1,-,- iE-Extensions,4060,1,-,-	
T	BIT STRING	B	16 16 0
T	BIT STRING	B	24 24 0
T	BIT STRING	B	64 64 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	BIT STRING	B	8 8 0
T	ProtocolExtensionContainer	L	4061	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,769.id.- criticality,18,0,-,769.criticality.0 extensionValue,4062,0,-,769.Extension.0	
T	OPEN TYPE	x
T	TRPTxTEGAssociation	L	4064	1 8 0
T	TRPTEG-Item	Q	1	tRP-Tx-TEGInformation,3876,0,-,- dl-PRSResourceSetID,1759,0,-,- dl-PRSResourceID-List,4065,1,-,- iE-Extensions,4066,1,-,-	
T	SEQUENCE OF	L	1881	1 64 0
T	ProtocolExtensionContainer	L	4067	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,770.id.- criticality,18,0,-,770.criticality.0 extensionValue,4068,0,-,770.Extension.0	
T	OPEN TYPE	x
T	TRPBeamAntennaInformation	Q	1	choice-TRP-Beam-Antenna-Info-Item,1746,0,-,- iE-Extensions,4070,1,-,-	
T	ProtocolExtensionContainer	L	4071	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,771.id.- criticality,18,0,-,771.criticality.0 extensionValue,4072,0,-,771.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4074	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,772.id.- criticality,18,0,-,772.criticality.0 extensionValue,4075,0,-,772.Extension.0	
T	OPEN TYPE	x
T	Mobile-IAB-MT-UE-ID	O	0 - 0
T	ProtocolExtensionContainer	L	4078	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,773.id.- criticality,18,0,-,773.criticality.0 extensionValue,4079,0,-,773.Extension.0	
T	OPEN TYPE	x
T	TRPInformationFailure	Q	1	protocolIEs,4081,0,-,-	
T	ProtocolIE-Container	L	4082	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,774.id.- criticality,18,0,-,774.criticality.0 value,4083,0,-,774.Value.0	
T	OPEN TYPE	x
T	PositioningInformationRequest	Q	1	protocolIEs,4085,0,-,-	
T	ProtocolIE-Container	L	4086	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,775.id.- criticality,18,0,-,775.criticality.0 value,4087,0,-,775.Value.0	
T	OPEN TYPE	x
T	RequestedSRSTransmissionCharacteristics	Q	0	numberOfTransmissions,4089,1,-,- resourceType,4090,0,-,- bandwidthSRS,1022,0,-,- sRSResourceSetList,4091,1,-,- sSBInformation,3170,1,-,- iE-Extensions,4134,1,-,-	
T	INTEGER	i	0 500 1
T	ENUMERATED	e	periodic,semi-persistent,aperiodic	+
T	SRSResourceSetList	L	4092	1 16 0
T	SRSResourceSetItem	Q	0	numSRSresourcesperset,4093,1,-,- periodicityList,4094,1,-,- spatialRelationInfo,4100,1,-,- pathlossReferenceInfo,4114,1,-,- iE-Extensions,4122,1,-,-	
T	INTEGER	i	1 16 1
T	PeriodicityList	L	4095	1 16 0
T	PeriodicityList-Item	Q	0	periodicitySRS,4096,0,-,- iE-Extensions,4097,1,-,-	
T	PeriodicitySRS	e	ms0p125,ms0p25,ms0p5,ms0p625,ms1,ms1p25,ms2,ms2p5,ms4,ms5,ms8,ms10,ms16,ms20,ms32,ms40,ms64,ms80,ms160,ms320,ms640,ms1280,ms2560,ms5120,ms10240	+
T	ProtocolExtensionContainer	L	4098	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,776.id.- criticality,18,0,-,776.criticality.0 extensionValue,4099,0,-,776.Extension.0	
T	OPEN TYPE	x
T	SpatialRelationInfo	Q	0	spatialRelationforResourceID,4101,0,-,- iE-Extensions,4111,1,-,-	
T	SpatialRelationforResourceID	L	4102	1 64 0
T	SpatialRelationforResourceIDItem	Q	0	referenceSignal,4103,0,-,- iE-Extensions,4108,1,-,-	
T	ReferenceSignal	C	0	nZP-CSI-RS,4104,0,-,- sSB,342,0,-,- sRS,238,0,-,- positioningSRS,301,0,-,- dL-PRS,1829,0,-,- choice-extension,4105,0,-,-	
T	NZP-CSI-RS-ResourceID	i	0 191 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,777.id.- criticality,18,0,-,777.criticality.0 value,4107,0,-,777.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,777.id.- criticality,18,0,-,777.criticality.0 value,4107,0,-,777.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4109	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,778.id.- criticality,18,0,-,778.criticality.0 extensionValue,4110,0,-,778.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4112	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,779.id.- criticality,18,0,-,779.criticality.0 extensionValue,4113,0,-,779.Extension.0	
T	OPEN TYPE	x
T	PathlossReferenceInfo	Q	0	pathlossReferenceSignal,4115,0,-,- iE-Extensions,4119,1,-,-	
T	PathlossReferenceSignal	C	0	sSB,342,0,-,- dL-PRS,1829,0,-,- choice-extension,4116,0,-,-	
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,780.id.- criticality,18,0,-,780.criticality.0 value,4118,0,-,780.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,780.id.- criticality,18,0,-,780.criticality.0 value,4118,0,-,780.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4120	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,781.id.- criticality,18,0,-,781.criticality.0 extensionValue,4121,0,-,781.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4123	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,782.id.- criticality,18,0,-,782.criticality.0 extensionValue,4124,0,-,782.Extension.0	
T	OPEN TYPE	x
T	SpatialRelationPerSRSResource	Q	1	spatialRelationPerSRSResource-List,4126,0,-,- iE-Extensions,4131,1,-,-	
T	SpatialRelationPerSRSResource-List	L	4127	1 16 0
T	SpatialRelationPerSRSResourceItem	Q	1	referenceSignal,4103,0,-,- iE-Extensions,4128,1,-,-	
T	ProtocolExtensionContainer	L	4129	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,783.id.- criticality,18,0,-,783.criticality.0 extensionValue,4130,0,-,783.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4132	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,784.id.- criticality,18,0,-,784.criticality.0 extensionValue,4133,0,-,784.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4135	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,785.id.- criticality,18,0,-,785.criticality.0 extensionValue,4136,0,-,785.Extension.0	
T	OPEN TYPE	x
T	SrsFrequency	i	0 3279165 0
T	PosValidityAreaCellList	L	4139	1 32 0
T	PosValidityAreaCellList-Item	Q	0	nRCGI,93,0,-,- nRPCI,4140,1,-,- iE-Extensions,4141,1,-,-	
T	INTEGER	i	0 1007 0
T	ProtocolExtensionContainer	L	4142	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,786.id.- criticality,18,0,-,786.criticality.0 extensionValue,4143,0,-,786.Extension.0	
T	OPEN TYPE	x
T	ValidityAreaSpecificSRSInformation	Q	1	transmissionCombPos,302,1,-,- resourceMapping,4145,1,-,- freqDomainShift,4151,1,-,- c-SRS,4152,1,-,- resourceTypePos,320,1,-,- sequenceIDPos,4153,1,-,- iE-extensions,4154,1,-,-	
T	ResourceMapping	Q	1	startPosition,4146,0,-,- nrofSumbols,4147,0,-,- iE-Extensions,4148,1,-,-	
T	INTEGER	i	0 13 0
T	ENUMERATED	e	n1,n2,n4,n8,n12	-
T	ProtocolExtensionContainer	L	4149	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,787.id.- criticality,18,0,-,787.criticality.0 extensionValue,4150,0,-,787.Extension.0	
T	OPEN TYPE	x
T	INTEGER	i	0 268 0
T	INTEGER	i	0 63 0
T	INTEGER	i	0 65535 0
T	ProtocolExtensionContainer	L	4155	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,788.id.- criticality,18,0,-,788.criticality.0 extensionValue,4156,0,-,788.Extension.0	
T	OPEN TYPE	x
T	UEReportingInformation	Q	1	reportingAmount,4158,0,-,- reportingInterval,4159,0,-,- iE-extensions,4160,1,-,-	
T	ENUMERATED	e	ma0,ma1,ma2,ma4,ma8,ma16,ma32,ma64	-
T	ENUMERATED	e	none,one,two,four,eight,ten,sixteen,twenty,thirty-two,sixty-four	+
T	ProtocolExtensionContainer	L	4161	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,789.id.- criticality,18,0,-,789.criticality.0 extensionValue,4162,0,-,789.Extension.0	
T	OPEN TYPE	x
T	SRSPosRRCInactiveQueryIndication	e	true	+
T	TimeWindowInformation-SRS-List	L	4165	1 16 0
T	TimeWindowInformation-SRS-Item	Q	1	timeWindowStartSRS,4166,0,-,- timeWindowDurationSRS,4170,0,-,- timeWindowType,4176,0,-,- timeWindowPeriodicitySRS,4177,1,-,- iE-Extension,4178,1,-,-	
T	TimeWindowStartSRS	Q	1	systemFrameNumber,2243,0,-,- slotNumber,3795,0,-,- symbolIndex,2258,0,-,- iE-Extension,4167,1,-,-	
T	ProtocolExtensionContainer	L	4168	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,790.id.- criticality,18,0,-,790.criticality.0 extensionValue,4169,0,-,790.Extension.0	
T	OPEN TYPE	x
T	TimeWindowDurationSRS	C	0	durationSymbols,4171,0,-,- durationSlots,4172,0,-,- choice-extension,4173,0,-,-	
T	ENUMERATED	e	n1,n2,n4,n8,n12	+
T	ENUMERATED	e	n1,n2,n4,n6,n8,n12,n16	+
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,791.id.- criticality,18,0,-,791.criticality.0 value,4175,0,-,791.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,791.id.- criticality,18,0,-,791.criticality.0 value,4175,0,-,791.Value.0	
T	OPEN TYPE	x
T	ENUMERATED	e	single,periodic	+
T	TimeWindowPeriodicitySRS	e	ms0dot125,ms0dot25,ms0dot5,ms0dot625,ms1,ms1dot25,ms2,ms2dot5,ms4,ms5,ms8,ms10,ms16,ms20,ms32,ms40,ms64,ms80,ms160,ms320,ms640,ms1280,ms2560,ms5120,ms10240	+
T	ProtocolExtensionContainer	L	4179	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,792.id.- criticality,18,0,-,792.criticality.0 extensionValue,4180,0,-,792.Extension.0	
T	OPEN TYPE	x
T	RequestedSRSPreconfigurationCharacteristics-List	L	4182	1 16 0
T	RequestedSRSPreconfigurationCharacteristics-Item	Q	1	requestedSRSTransmissionCharacteristics,4088,0,-,- iE-Extensions,4183,1,-,-	
T	ProtocolExtensionContainer	L	4184	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,793.id.- criticality,18,0,-,793.criticality.0 extensionValue,4185,0,-,793.Extension.0	
T	OPEN TYPE	x
T	PositioningInformationResponse	Q	1	protocolIEs,4187,0,-,-	
T	ProtocolIE-Container	L	4188	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,794.id.- criticality,18,0,-,794.criticality.0 value,4189,0,-,794.Value.0	
T	OPEN TYPE	x
T	SRSPosRRCInactiveConfig	O	0 - 0
T	SRSPosRRCInactiveValidityAreaConfig	O	0 - 0
T	SRSPreconfiguration-List	L	4193	1 16 0
T	SRSPreconfiguration-Item	Q	1	sRSPosRRCInactiveValidityAreaConfig,4191,0,-,- posValidityAreaCellList,4138,0,-,- iE-Extensions,4194,1,-,-	
T	ProtocolExtensionContainer	L	4195	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,795.id.- criticality,18,0,-,795.criticality.0 extensionValue,4196,0,-,795.Extension.0	
T	OPEN TYPE	x
T	PositioningInformationFailure	Q	1	protocolIEs,4198,0,-,-	
T	ProtocolIE-Container	L	4199	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,796.id.- criticality,18,0,-,796.criticality.0 value,4200,0,-,796.Value.0	
T	OPEN TYPE	x
T	PositioningActivationRequest	Q	1	protocolIEs,4202,0,-,-	
T	ProtocolIE-Container	L	4203	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,797.id.- criticality,18,0,-,797.criticality.0 value,4204,0,-,797.Value.0	
T	OPEN TYPE	x
T	SRSType	C	0	semipersistentSRS,4206,0,-,- aperiodicSRS,677,0,-,- choice-extension,4210,0,-,-	
T	SemipersistentSRS	Q	1	sRSResourceSetID,39,0,-,- sRSSpatialRelation,4100,1,-,- iE-Extensions,4207,1,-,-	
T	ProtocolExtensionContainer	L	4208	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,798.id.- criticality,18,0,-,798.criticality.0 extensionValue,4209,0,-,798.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,799.id.- criticality,18,0,-,799.criticality.0 value,4212,0,-,799.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,799.id.- criticality,18,0,-,799.criticality.0 value,4212,0,-,799.Value.0	
T	OPEN TYPE	x
T	PositioningActivationResponse	Q	1	protocolIEs,4214,0,-,-	
T	ProtocolIE-Container	L	4215	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,800.id.- criticality,18,0,-,800.criticality.0 value,4216,0,-,800.Value.0	
T	OPEN TYPE	x
T	PositioningActivationFailure	Q	1	protocolIEs,4218,0,-,-	
T	ProtocolIE-Container	L	4219	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,801.id.- criticality,18,0,-,801.criticality.0 value,4220,0,-,801.Value.0	
T	OPEN TYPE	x
T	MulticastContextSetupRequest	Q	1	protocolIEs,4222,0,-,-	
T	ProtocolIE-Container	L	4223	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,802.id.- criticality,18,0,-,802.criticality.0 value,4224,0,-,802.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeSetup-List	L	4226	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,803.id.- criticality,18,0,-,803.criticality.0 value,4228,0,-,803.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,803.id.- criticality,18,0,-,803.criticality.0 value,4228,0,-,803.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeSetup-Item	Q	1	mRB-ID,1034,0,-,- mRB-QoSInformation,890,0,-,- mBS-Flows-Mapped-To-MRB-List,1110,0,-,- mBS-DL-PDCP-SN-Length,2091,0,-,- iE-Extensions,4230,0,-,-	
T	ProtocolExtensionContainer	L	4231	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,804.id.- criticality,18,0,-,804.criticality.0 extensionValue,4232,0,-,804.Extension.0	
T	OPEN TYPE	x
T	MulticastCU2DURRCInfo	Q	1	mBS-Multicast-CU2DU-Cell-List,4234,1,-,- mBS-Multicast-MRB-List,4241,1,-,- iE-Extensions,4247,1,-,-	
T	MBS-Multicast-CU2DU-Cell-List	L	4235	1 512 0
T	MBS-Multicast-CU2DU-Cell-Item	Q	1	nRCGI,93,0,-,- mbsMulticastRRC-INACTIVEReceptionMode,4236,1,-,- mbsMulticastConfigurationRequest,4237,1,-,- iE-Extensions,4238,1,-,-	
T	MBSMulticastRRCINACTIVEReceptionMode	e	activated,deactivated	+
T	ENUMERATED	e	query	+
T	ProtocolExtensionContainer	L	4239	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,805.id.- criticality,18,0,-,805.criticality.0 extensionValue,4240,0,-,805.Extension.0	
T	OPEN TYPE	x
T	MBS-Multicast-MRB-List	L	4242	1 32 0
T	MBS-Multicast-MRB-Item	Q	1	mRB-ID,1034,0,-,- mRB-PDCP-Config-Broadcast,4243,0,-,- iE-Extensions,4244,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	4245	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,806.id.- criticality,18,0,-,806.criticality.0 extensionValue,4246,0,-,806.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4248	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,807.id.- criticality,18,0,-,807.criticality.0 extensionValue,4249,0,-,807.Extension.0	
T	OPEN TYPE	x
T	MBSMulticastSessionReceptionState	e	start-monitoring-G-RNTI,stop-monitoring-G-RNTI	+
T	MulticastContextSetupResponse	Q	1	protocolIEs,4252,0,-,-	
T	ProtocolIE-Container	L	4253	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,808.id.- criticality,18,0,-,808.criticality.0 value,4254,0,-,808.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-Setup-List	L	4256	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,809.id.- criticality,18,0,-,809.criticality.0 value,4258,0,-,809.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,809.id.- criticality,18,0,-,809.criticality.0 value,4258,0,-,809.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-Setup-Item	Q	1	mRB-ID,1034,0,-,- iE-Extensions,4260,1,-,-	
T	ProtocolExtensionContainer	L	4261	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,810.id.- criticality,18,0,-,810.criticality.0 extensionValue,4262,0,-,810.Extension.0	
T	OPEN TYPE	x
T	MulticastMRBs-FailedToBeSetup-List	L	4264	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,811.id.- criticality,18,0,-,811.criticality.0 value,4266,0,-,811.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,811.id.- criticality,18,0,-,811.criticality.0 value,4266,0,-,811.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-FailedToBeSetup-Item	Q	1	mRB-ID,1034,0,-,- cause,808,1,-,- iE-Extensions,4268,1,-,-	
T	ProtocolExtensionContainer	L	4269	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,812.id.- criticality,18,0,-,812.criticality.0 extensionValue,4270,0,-,812.Extension.0	
T	OPEN TYPE	x
T	MulticastDU2CURRCInfo	Q	1	mBS-Multicast-DU2CU-Cell-List,4272,1,-,- iE-Extensions,4301,1,-,-	
T	MBS-Multicast-DU2CU-Cell-List	L	4273	1 512 0
T	MBS-Multicast-DU2CU-Cell-Item	Q	1	nRCGI,93,0,-,- mbsMulticastConfigurationResponseInfo,4274,1,-,- mbsMulticastConfigurationNotification,4288,1,-,- iE-Extensions,4298,1,-,-	
T	MBSMulticastConfigurationResponseInfo	C	0	mbsMulticastConfiguration-available,4275,0,-,- mbsMulticastConfiguration-notavailable,4280,0,-,- choice-extension,4285,0,-,-	
T	MBSMulticastConfiguration-available	Q	1	mBSMulticastConfiguration,4276,0,-,- iE-Extensions,4277,1,-,-	
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	4278	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,813.id.- criticality,18,0,-,813.criticality.0 extensionValue,4279,0,-,813.Extension.0	
T	OPEN TYPE	x
T	MBSMulticastConfiguration-notavailable	Q	1	mBSMulticastConfiguration-notavailable,4281,0,-,- iE-Extensions,4282,1,-,-	
T	ENUMERATED	e	not-available	+
T	ProtocolExtensionContainer	L	4283	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,814.id.- criticality,18,0,-,814.criticality.0 extensionValue,4284,0,-,814.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,815.id.- criticality,18,0,-,815.criticality.0 value,4287,0,-,815.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,815.id.- criticality,18,0,-,815.criticality.0 value,4287,0,-,815.Value.0	
T	OPEN TYPE	x
T	MBSMulticastConfigurationNotification	Q	1	mbsMulticastConfigurationNotificationInfo,4289,1,-,- iE-Extensions,4295,1,-,-	
T	MBSMulticastConfigurationNotificationInfo	C	0	mbsMulticastConfigurationChanged,4290,0,-,- mbsMulticastConfigurationRemoved,4291,0,-,- choice-extension,4292,0,-,-	
T	OCTET STRING	O	0 - 0
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,816.id.- criticality,18,0,-,816.criticality.0 value,4294,0,-,816.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,816.id.- criticality,18,0,-,816.criticality.0 value,4294,0,-,816.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4296	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,817.id.- criticality,18,0,-,817.criticality.0 extensionValue,4297,0,-,817.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4299	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,818.id.- criticality,18,0,-,818.criticality.0 extensionValue,4300,0,-,818.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4302	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,819.id.- criticality,18,0,-,819.criticality.0 extensionValue,4303,0,-,819.Extension.0	
T	OPEN TYPE	x
T	MulticastContextSetupFailure	Q	1	protocolIEs,4305,0,-,-	
T	ProtocolIE-Container	L	4306	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,820.id.- criticality,18,0,-,820.criticality.0 value,4307,0,-,820.Value.0	
T	OPEN TYPE	x
T	MulticastContextReleaseCommand	Q	1	protocolIEs,4309,0,-,-	
T	ProtocolIE-Container	L	4310	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,821.id.- criticality,18,0,-,821.criticality.0 value,4311,0,-,821.Value.0	
T	OPEN TYPE	x
T	MulticastContextReleaseComplete	Q	1	protocolIEs,4313,0,-,-	
T	ProtocolIE-Container	L	4314	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,822.id.- criticality,18,0,-,822.criticality.0 value,4315,0,-,822.Value.0	
T	OPEN TYPE	x
T	MulticastContextModificationRequest	Q	1	protocolIEs,4317,0,-,-	
T	ProtocolIE-Container	L	4318	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,823.id.- criticality,18,0,-,823.criticality.0 value,4319,0,-,823.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeSetupMod-List	L	4321	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,824.id.- criticality,18,0,-,824.criticality.0 value,4323,0,-,824.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,824.id.- criticality,18,0,-,824.criticality.0 value,4323,0,-,824.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeSetupMod-Item	Q	1	mRB-ID,1034,0,-,- mRB-QoSInformation,890,0,-,- mBS-Flows-Mapped-To-MRB-List,1110,0,-,- mBS-DL-PDCP-SN-Length,2091,0,-,- iE-Extensions,4325,0,-,-	
T	ProtocolExtensionContainer	L	4326	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,825.id.- criticality,18,0,-,825.criticality.0 extensionValue,4327,0,-,825.Extension.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeModified-List	L	4329	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,826.id.- criticality,18,0,-,826.criticality.0 value,4331,0,-,826.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,826.id.- criticality,18,0,-,826.criticality.0 value,4331,0,-,826.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeModified-Item	Q	1	mRB-ID,1034,0,-,- mRB-QoSInformation,890,1,-,- mBS-Flows-Mapped-To-MRB-List,1110,1,-,- mBS-DL-PDCP-SN-Length,2091,1,-,- iE-Extensions,4333,1,-,-	
T	ProtocolExtensionContainer	L	4334	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,827.id.- criticality,18,0,-,827.criticality.0 extensionValue,4335,0,-,827.Extension.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeReleased-List	L	4337	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,828.id.- criticality,18,0,-,828.criticality.0 value,4339,0,-,828.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,828.id.- criticality,18,0,-,828.criticality.0 value,4339,0,-,828.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-ToBeReleased-Item	Q	1	mRB-ID,1034,0,-,- iE-Extensions,4341,1,-,-	
T	ProtocolExtensionContainer	L	4342	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,829.id.- criticality,18,0,-,829.criticality.0 extensionValue,4343,0,-,829.Extension.0	
T	OPEN TYPE	x
T	MulticastContextModificationResponse	Q	1	protocolIEs,4345,0,-,-	
T	ProtocolIE-Container	L	4346	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,830.id.- criticality,18,0,-,830.criticality.0 value,4347,0,-,830.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-SetupMod-List	L	4349	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,831.id.- criticality,18,0,-,831.criticality.0 value,4351,0,-,831.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,831.id.- criticality,18,0,-,831.criticality.0 value,4351,0,-,831.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-SetupMod-Item	Q	1	mRB-ID,1034,0,-,- iE-Extensions,4353,1,-,-	
T	ProtocolExtensionContainer	L	4354	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,832.id.- criticality,18,0,-,832.criticality.0 extensionValue,4355,0,-,832.Extension.0	
T	OPEN TYPE	x
T	MulticastMRBs-FailedToBeSetupMod-List	L	4357	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,833.id.- criticality,18,0,-,833.criticality.0 value,4359,0,-,833.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,833.id.- criticality,18,0,-,833.criticality.0 value,4359,0,-,833.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-FailedToBeSetupMod-Item	Q	1	mRB-ID,1034,0,-,- cause,808,1,-,- iE-Extensions,4361,1,-,-	
T	ProtocolExtensionContainer	L	4362	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,834.id.- criticality,18,0,-,834.criticality.0 extensionValue,4363,0,-,834.Extension.0	
T	OPEN TYPE	x
T	MulticastMRBs-Modified-List	L	4365	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,835.id.- criticality,18,0,-,835.criticality.0 value,4367,0,-,835.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,835.id.- criticality,18,0,-,835.criticality.0 value,4367,0,-,835.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-Modified-Item	Q	1	mRB-ID,1034,0,-,- iE-Extensions,4369,1,-,-	
T	ProtocolExtensionContainer	L	4370	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,836.id.- criticality,18,0,-,836.criticality.0 extensionValue,4371,0,-,836.Extension.0	
T	OPEN TYPE	x
T	MulticastMRBs-FailedToBeModified-List	L	4373	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,837.id.- criticality,18,0,-,837.criticality.0 value,4375,0,-,837.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,837.id.- criticality,18,0,-,837.criticality.0 value,4375,0,-,837.Value.0	
T	OPEN TYPE	x
T	MulticastMRBs-FailedToBeModified-Item	Q	1	mRB-ID,1034,0,-,- cause,808,1,-,- iE-Extensions,4377,1,-,-	
T	ProtocolExtensionContainer	L	4378	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,838.id.- criticality,18,0,-,838.criticality.0 extensionValue,4379,0,-,838.Extension.0	
T	OPEN TYPE	x
T	MulticastContextModificationFailure	Q	1	protocolIEs,4381,0,-,-	
T	ProtocolIE-Container	L	4382	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,839.id.- criticality,18,0,-,839.criticality.0 value,4383,0,-,839.Value.0	
T	OPEN TYPE	x
T	MulticastDistributionSetupRequest	Q	1	protocolIEs,4385,0,-,-	
T	ProtocolIE-Container	L	4386	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,840.id.- criticality,18,0,-,840.criticality.0 value,4387,0,-,840.Value.0	
T	OPEN TYPE	x
T	MBSMulticastF1UContextDescriptor	Q	1	multicastF1UContextReferenceF1,4389,0,-,- mc-F1UCtxtusage,4390,0,-,- mbsAreaSession,825,1,-,- iE-Extensions,4391,1,-,-	
T	MulticastF1UContextReferenceF1	O	4 4 0
T	ENUMERATED	e	ptm,ptp,ptp-retransmission,ptp-forwarding	+
T	ProtocolExtensionContainer	L	4392	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,841.id.- criticality,18,0,-,841.criticality.0 extensionValue,4393,0,-,841.Extension.0	
T	OPEN TYPE	x
T	MulticastF1UContext-ToBeSetup-List	L	4395	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,842.id.- criticality,18,0,-,842.criticality.0 value,4397,0,-,842.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,842.id.- criticality,18,0,-,842.criticality.0 value,4397,0,-,842.Value.0	
T	OPEN TYPE	x
T	MulticastF1UContext-ToBeSetup-Item	Q	1	mRB-ID,1034,0,-,- mbs-f1u-info-at-DU,461,0,-,- mbsProgressInformation,3003,1,-,- iE-Extensions,4399,1,-,-	
T	ProtocolExtensionContainer	L	4400	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,843.id.- criticality,18,0,-,843.criticality.0 extensionValue,4401,0,-,843.Extension.0	
T	OPEN TYPE	x
T	MulticastDistributionSetupResponse	Q	1	protocolIEs,4403,0,-,-	
T	ProtocolIE-Container	L	4404	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,844.id.- criticality,18,0,-,844.criticality.0 value,4405,0,-,844.Value.0	
T	OPEN TYPE	x
T	MulticastF1UContext-Setup-List	L	4407	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,845.id.- criticality,18,0,-,845.criticality.0 value,4409,0,-,845.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,845.id.- criticality,18,0,-,845.criticality.0 value,4409,0,-,845.Value.0	
T	OPEN TYPE	x
T	MulticastF1UContext-Setup-Item	Q	1	mRB-ID,1034,0,-,- mbs-f1u-info-at-CU,461,0,-,- iE-Extensions,4411,1,-,-	
T	ProtocolExtensionContainer	L	4412	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,846.id.- criticality,18,0,-,846.criticality.0 extensionValue,4413,0,-,846.Extension.0	
T	OPEN TYPE	x
T	MulticastF1UContext-FailedToBeSetup-List	L	4415	1 32 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,847.id.- criticality,18,0,-,847.criticality.0 value,4417,0,-,847.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,847.id.- criticality,18,0,-,847.criticality.0 value,4417,0,-,847.Value.0	
T	OPEN TYPE	x
T	MulticastF1UContext-FailedToBeSetup-Item	Q	1	mRB-ID,1034,0,-,- cause,808,1,-,- iE-Extensions,4419,1,-,-	
T	ProtocolExtensionContainer	L	4420	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,848.id.- criticality,18,0,-,848.criticality.0 extensionValue,4421,0,-,848.Extension.0	
T	OPEN TYPE	x
T	MulticastDistributionSetupFailure	Q	1	protocolIEs,4423,0,-,-	
T	ProtocolIE-Container	L	4424	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,849.id.- criticality,18,0,-,849.criticality.0 value,4425,0,-,849.Value.0	
T	OPEN TYPE	x
T	MulticastDistributionReleaseCommand	Q	1	protocolIEs,4427,0,-,-	
T	ProtocolIE-Container	L	4428	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,850.id.- criticality,18,0,-,850.criticality.0 value,4429,0,-,850.Value.0	
T	OPEN TYPE	x
T	MulticastDistributionReleaseComplete	Q	1	protocolIEs,4431,0,-,-	
T	ProtocolIE-Container	L	4432	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,851.id.- criticality,18,0,-,851.criticality.0 value,4433,0,-,851.Value.0	
T	OPEN TYPE	x
T	PDCMeasurementInitiationRequest	Q	1	protocolIEs,4435,0,-,-	
T	ProtocolIE-Container	L	4436	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,852.id.- criticality,18,0,-,852.criticality.0 value,4437,0,-,852.Value.0	
T	OPEN TYPE	x
T	RAN-UE-PDC-MeasID	i	1 16 1
T	PDCReportType	e	onDemand,periodic	+
T	PDCMeasurementPeriodicity	e	ms80,ms120,ms160,ms240,ms320,ms480,ms640,ms1024,ms1280,ms2048,ms2560,ms5120	+
T	PDCMeasurementQuantities	L	4442	1 16 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,853.id.- criticality,18,0,-,853.criticality.0 value,4444,0,-,853.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,853.id.- criticality,18,0,-,853.criticality.0 value,4444,0,-,853.Value.0	
T	OPEN TYPE	x
T	PDCMeasurementQuantities-Item	Q	0	pDCmeasurementQuantitiesValue,4446,0,-,- iE-Extensions,4447,1,-,-	
T	PDCMeasurementQuantitiesValue	e	nr-pdc-tadv,gNB-rx-tx	+
T	ProtocolExtensionContainer	L	4448	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,854.id.- criticality,18,0,-,854.criticality.0 extensionValue,4449,0,-,854.Extension.0	
T	OPEN TYPE	x
T	PDCMeasurementInitiationResponse	Q	1	protocolIEs,4451,0,-,-	
T	ProtocolIE-Container	L	4452	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,855.id.- criticality,18,0,-,855.criticality.0 value,4453,0,-,855.Value.0	
T	OPEN TYPE	x
T	PDCMeasurementResult	Q	0	pDCMeasuredResultsList,4455,0,-,- iE-Extensions,4466,1,-,-	
T	PDCMeasuredResultsList	L	4456	1 16 0
T	PDCMeasuredResults-Item	Q	0	pDCMeasuredResults-Value,4457,0,-,- iE-Extensions,4463,1,-,-	
T	PDCMeasuredResults-Value	C	0	pDC-TADV-NR,4458,0,-,- pDC-RxTxTimeDiff,4459,0,-,- choice-extension,4460,0,-,-	
T	PDC-TADV-NR	i	0 62500 1
T	PDC-RxTxTimeDiff	i	0 61565 1
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,856.id.- criticality,18,0,-,856.criticality.0 value,4462,0,-,856.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,856.id.- criticality,18,0,-,856.criticality.0 value,4462,0,-,856.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4464	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,857.id.- criticality,18,0,-,857.criticality.0 extensionValue,4465,0,-,857.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4467	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,858.id.- criticality,18,0,-,858.criticality.0 extensionValue,4468,0,-,858.Extension.0	
T	OPEN TYPE	x
T	PDCMeasurementInitiationFailure	Q	1	protocolIEs,4470,0,-,-	
T	ProtocolIE-Container	L	4471	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,859.id.- criticality,18,0,-,859.criticality.0 value,4472,0,-,859.Value.0	
T	OPEN TYPE	x
T	PRSConfigurationRequest	Q	1	protocolIEs,4474,0,-,-	
T	ProtocolIE-Container	L	4475	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,860.id.- criticality,18,0,-,860.criticality.0 value,4476,0,-,860.Value.0	
T	OPEN TYPE	x
T	PRSConfigRequestType	e	configure,off	+
T	PRSTRPList	L	4479	1 65535 0
T	PRSTRPItem	Q	1	tRP-ID,1747,0,-,- requestedDLPRSTransmissionCharacteristics,4480,1,-,- pRSTransmissionOffInformation,4505,1,-,- iE-Extensions,4529,1,-,-	
T	RequestedDLPRSTransmissionCharacteristics	Q	1	requestedDLPRSResourceSet-List,4481,0,-,- numberofFrequencyLayers,4501,1,-,- startTimeAndDuration,4493,1,-,- iE-Extensions,4502,1,-,-	
T	RequestedDLPRSResourceSet-List	L	4482	1 8 0
T	RequestedDLPRSResourceSet-Item	Q	1	pRSbandwidth,4483,1,-,- combSize,4484,1,-,- resourceSetPeriodicity,4485,1,-,- resourceRepetitionFactor,4486,1,-,- resourceNumberofSymbols,4487,1,-,- requestedDLPRSResource-List,4488,1,-,- resourceSetStartTimeAndDuration,4493,1,-,- iE-Extensions,4498,1,-,-	
T	INTEGER	i	1 63 0
T	ENUMERATED	e	n2,n4,n6,n12	+
T	ENUMERATED	e	n4,n5,n8,n10,n16,n20,n32,n40,n64,n80,n160,n320,n640,n1280,n2560,n5120,n10240,n20480,n40960,n81920	+n128,n256,n512
T	ENUMERATED	e	rf1,rf2,rf4,rf6,rf8,rf16,rf32	+
T	ENUMERATED	e	n2,n4,n6,n12	+n1
T	RequestedDLPRSResource-List	L	4489	1 64 0
T	RequestedDLPRSResource-Item	Q	1	qCLInfo,3994,1,-,- iE-Extensions,4490,1,-,-	
T	ProtocolExtensionContainer	L	4491	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,861.id.- criticality,18,0,-,861.criticality.0 extensionValue,4492,0,-,861.Extension.0	
T	OPEN TYPE	x
T	StartTimeAndDuration	Q	1	startTime,2254,1,-,- duration,4494,1,-,- iE-Extensions,4495,1,-,-	
T	INTEGER	i	0 90060 1
T	ProtocolExtensionContainer	L	4496	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,862.id.- criticality,18,0,-,862.criticality.0 extensionValue,4497,0,-,862.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4499	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,863.id.- criticality,18,0,-,863.criticality.0 extensionValue,4500,0,-,863.Extension.0	
T	OPEN TYPE	x
T	INTEGER	i	1 4 0
T	ProtocolExtensionContainer	L	4503	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,864.id.- criticality,18,0,-,864.criticality.0 extensionValue,4504,0,-,864.Extension.0	
T	OPEN TYPE	x
T	PRSTransmissionOffInformation	Q	1	pRSTransmissionOffIndication,4506,0,-,- iE-Extensions,4526,1,-,-	
T	PRSTransmissionOffIndication	C	0	pRSTransmissionOffPerTRP,4507,0,-,- pRSTransmissionOffPerResourceSet,4508,0,-,- pRSTransmissionOffPerResource,4513,0,-,- choice-extension,4523,0,-,-	
T	NULL	n
T	PRSTransmissionOffPerResourceSet	L	4509	1 8 0
T	PRSTransmissionOffPerResourceSet-Item	Q	1	pRSResourceSetID,1759,0,-,- iE-Extensions,4510,1,-,-	
T	ProtocolExtensionContainer	L	4511	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,865.id.- criticality,18,0,-,865.criticality.0 extensionValue,4512,0,-,865.Extension.0	
T	OPEN TYPE	x
T	PRSTransmissionOffPerResource	L	4514	1 8 0
T	PRSTransmissionOffPerResource-Item	Q	1	pRSResourceSetID,1759,0,-,- pRSTransmissionOffIndicationPerResourceList,4515,0,-,- iE-Extensions,4520,1,-,-	
T	SEQUENCE OF	L	4516	1 64 0
T	PRSTransmissionOffIndicationPerResource-Item	Q	1	pRSResourceID,1760,0,-,- iE-Extensions,4517,1,-,-	
T	ProtocolExtensionContainer	L	4518	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,866.id.- criticality,18,0,-,866.criticality.0 extensionValue,4519,0,-,866.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4521	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,867.id.- criticality,18,0,-,867.criticality.0 extensionValue,4522,0,-,867.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,868.id.- criticality,18,0,-,868.criticality.0 value,4525,0,-,868.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,868.id.- criticality,18,0,-,868.criticality.0 value,4525,0,-,868.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4527	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,869.id.- criticality,18,0,-,869.criticality.0 extensionValue,4528,0,-,869.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4530	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,870.id.- criticality,18,0,-,870.criticality.0 extensionValue,4531,0,-,870.Extension.0	
T	OPEN TYPE	x
T	PRSConfigurationResponse	Q	1	protocolIEs,4533,0,-,-	
T	ProtocolIE-Container	L	4534	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,871.id.- criticality,18,0,-,871.criticality.0 value,4535,0,-,871.Value.0	
T	OPEN TYPE	x
T	PRSTransmissionTRPList	L	4537	1 65535 0
T	PRSTransmissionTRPItem	Q	1	tRP-ID,1747,0,-,- pRSConfiguration,3960,0,-,- iE-Extensions,4538,1,-,-	
T	ProtocolExtensionContainer	L	4539	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,872.id.- criticality,18,0,-,872.criticality.0 extensionValue,4540,0,-,872.Extension.0	
T	OPEN TYPE	x
T	PRSConfigurationFailure	Q	1	protocolIEs,4542,0,-,-	
T	ProtocolIE-Container	L	4543	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,873.id.- criticality,18,0,-,873.criticality.0 value,4544,0,-,873.Value.0	
T	OPEN TYPE	x
T	MeasurementPreconfigurationRequired	Q	1	protocolIEs,4546,0,-,-	
T	ProtocolIE-Container	L	4547	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,874.id.- criticality,18,0,-,874.criticality.0 value,4548,0,-,874.Value.0	
T	OPEN TYPE	x
T	TRP-PRS-Info-List	L	4550	1 256 0
T	TRP-PRS-Info-List-Item	Q	1	tRP-ID,1747,0,-,- nR-PCI,343,0,-,- cGI-NR,93,1,-,- pRSConfiguration,3960,0,-,- iE-Extensions,4551,1,-,-	
T	ProtocolExtensionContainer	L	4552	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,875.id.- criticality,18,0,-,875.criticality.0 extensionValue,4553,0,-,875.Extension.0	
T	OPEN TYPE	x
T	MeasurementPreconfigurationConfirm	Q	1	protocolIEs,4555,0,-,-	
T	ProtocolIE-Container	L	4556	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,876.id.- criticality,18,0,-,876.criticality.0 value,4557,0,-,876.Value.0	
T	OPEN TYPE	x
T	PosMeasGapPreConfigList	Q	0	posMeasGapPreConfigToAddModList,4559,1,-,- posMeasGapPreConfigToReleaseList,4560,1,-,- iE-Extensions,4561,1,-,-	
T	OCTET STRING	O	0 - 0
T	OCTET STRING	O	0 - 0
T	ProtocolExtensionContainer	L	4562	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,877.id.- criticality,18,0,-,877.criticality.0 extensionValue,4563,0,-,877.Extension.0	
T	OPEN TYPE	x
T	MeasurementPreconfigurationRefuse	Q	1	protocolIEs,4565,0,-,-	
T	ProtocolIE-Container	L	4566	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,878.id.- criticality,18,0,-,878.criticality.0 value,4567,0,-,878.Value.0	
T	OPEN TYPE	x
T	TimingSynchronisationStatusRequest	Q	1	protocolIEs,4569,0,-,-	
T	ProtocolIE-Container	L	4570	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,879.id.- criticality,18,0,-,879.criticality.0 value,4571,0,-,879.Value.0	
T	OPEN TYPE	x
T	RANTSSRequestType	e	start,stop	+
T	TimingSynchronisationStatusResponse	Q	1	protocolIEs,4574,0,-,-	
T	ProtocolIE-Container	L	4575	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,880.id.- criticality,18,0,-,880.criticality.0 value,4576,0,-,880.Value.0	
T	OPEN TYPE	x
T	TimingSynchronisationStatusFailure	Q	1	protocolIEs,4578,0,-,-	
T	ProtocolIE-Container	L	4579	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,881.id.- criticality,18,0,-,881.criticality.0 value,4580,0,-,881.Value.0	
T	OPEN TYPE	x
T	MulticastContextNotificationIndication	Q	1	protocolIEs,4582,0,-,-	
T	ProtocolIE-Container	L	4583	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,882.id.- criticality,18,0,-,882.criticality.0 value,4584,0,-,882.Value.0	
T	OPEN TYPE	x
T	MulticastContextNotificationConfirm	Q	1	protocolIEs,4586,0,-,-	
T	ProtocolIE-Container	L	4587	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,883.id.- criticality,18,0,-,883.criticality.0 value,4588,0,-,883.Value.0	
T	OPEN TYPE	x
T	MulticastContextNotificationRefuse	Q	1	protocolIEs,4590,0,-,-	
T	ProtocolIE-Container	L	4591	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,884.id.- criticality,18,0,-,884.criticality.0 value,4592,0,-,884.Value.0	
T	OPEN TYPE	x
T	MulticastCommonConfigurationRequest	Q	1	protocolIEs,4594,0,-,-	
T	ProtocolIE-Container	L	4595	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,885.id.- criticality,18,0,-,885.criticality.0 value,4596,0,-,885.Value.0	
T	OPEN TYPE	x
T	MulticastCU2DUCommonRRCInfo	Q	1	multicastCommonCU2DUCellList,4598,1,-,- iE-Extensions,4649,1,-,-	
T	MulticastCommonCU2DUCellList	L	4599	1 512 0
T	MulticastCommonCU2DUCell-Item	Q	1	nRCGI,93,0,-,- multicastCommonCu2DUCellInformation,4600,0,-,- iE-Extensions,4646,1,-,-	
T	MulticastCommonCu2DUCellInformation	Q	1	mBSMulticastNeighbourCellListItem,4601,1,-,- thresholdMBS-ListItem,4622,1,-,- iE-Extensions,4643,1,-,-	
T	MBSMulticastNeighbourCellListItem	C	0	mbsMulticastNeighbourCellListInformationprovided,4602,0,-,- nombsMulticastNeighbourCellListInformationprovided,4618,0,-,- choice-extension,4619,0,-,-	
T	UpdateMBSMulticastNeighbourCellListInformation	Q	1	mbs-NeighbourCellList,4603,1,-,- mbs-MulticastSessionList,4604,1,-,- iE-Extensions,4615,1,-,-	
T	OCTET STRING	O	0 - 0
T	MTCH-NeighbourCellSessionList	L	4605	1 1024 0
T	MTCH-NeighbourCellSession-Item	Q	1	mbsSessionID,1197,0,-,- mtch-NeighbourCellInformation,4606,0,-,- iE-Extensions,4612,1,-,-	
T	MTCH-NeighbourCellInformation	C	0	mtch-NeighbourCellprovided,4607,0,-,- mtch-NeighbourCellnotprovided,4608,0,-,- choice-extension,4609,0,-,-	
T	OCTET STRING	O	0 - 0
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,886.id.- criticality,18,0,-,886.criticality.0 value,4611,0,-,886.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,886.id.- criticality,18,0,-,886.criticality.0 value,4611,0,-,886.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4613	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,887.id.- criticality,18,0,-,887.criticality.0 extensionValue,4614,0,-,887.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4616	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,888.id.- criticality,18,0,-,888.criticality.0 extensionValue,4617,0,-,888.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,889.id.- criticality,18,0,-,889.criticality.0 value,4621,0,-,889.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,889.id.- criticality,18,0,-,889.criticality.0 value,4621,0,-,889.Value.0	
T	OPEN TYPE	x
T	ThresholdMBS-ListItem	C	0	thresholdMBS-ListInformationprovided,4623,0,-,- nothresholdMBSListInformationprovided,4639,0,-,- choice-extension,4640,0,-,-	
T	UpdateThresholdMBS-ListInformation	Q	1	thresholdMBSList,4624,1,-,- thresholdIndexSessionList,4625,1,-,- iE-Extensions,4636,1,-,-	
T	OCTET STRING	O	0 - 0
T	ThresholdIndexSessionList	L	4626	1 1024 0
T	ThresholdIndexSession-Item	Q	1	mbsSessionID,1197,0,-,- thresholdIndexInformation,4627,0,-,- iE-Extensions,4633,1,-,-	
T	ThresholdIndexInformation	C	0	thresholdIndexprovided,4628,0,-,- thresholdIndexnotprovided,4629,0,-,- choice-extension,4630,0,-,-	
T	ThresholdIndex	i	0 7 0
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,890.id.- criticality,18,0,-,890.criticality.0 value,4632,0,-,890.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,890.id.- criticality,18,0,-,890.criticality.0 value,4632,0,-,890.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4634	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,891.id.- criticality,18,0,-,891.criticality.0 extensionValue,4635,0,-,891.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4637	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,892.id.- criticality,18,0,-,892.criticality.0 extensionValue,4638,0,-,892.Extension.0	
T	OPEN TYPE	x
T	NULL	n
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,893.id.- criticality,18,0,-,893.criticality.0 value,4642,0,-,893.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,893.id.- criticality,18,0,-,893.criticality.0 value,4642,0,-,893.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4644	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,894.id.- criticality,18,0,-,894.criticality.0 extensionValue,4645,0,-,894.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4647	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,895.id.- criticality,18,0,-,895.criticality.0 extensionValue,4648,0,-,895.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4650	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,896.id.- criticality,18,0,-,896.criticality.0 extensionValue,4651,0,-,896.Extension.0	
T	OPEN TYPE	x
T	MulticastCommonConfigurationResponse	Q	1	protocolIEs,4653,0,-,-	
T	ProtocolIE-Container	L	4654	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,897.id.- criticality,18,0,-,897.criticality.0 value,4655,0,-,897.Value.0	
T	OPEN TYPE	x
T	MulticastCommonConfigurationRefuse	Q	1	protocolIEs,4657,0,-,-	
T	ProtocolIE-Container	L	4658	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,898.id.- criticality,18,0,-,898.criticality.0 value,4659,0,-,898.Value.0	
T	OPEN TYPE	x
T	UEContextReleaseRequest	Q	1	protocolIEs,4661,0,-,-	
T	ProtocolIE-Container	L	4662	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,899.id.- criticality,18,0,-,899.criticality.0 value,4663,0,-,899.Value.0	
T	OPEN TYPE	x
T	ULRRCMessageTransfer	Q	1	protocolIEs,4665,0,-,-	
T	ProtocolIE-Container	L	4666	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,900.id.- criticality,18,0,-,900.criticality.0 value,4667,0,-,900.Value.0	
T	OPEN TYPE	x
T	UEInactivityNotification	Q	1	protocolIEs,4669,0,-,-	
T	ProtocolIE-Container	L	4670	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,901.id.- criticality,18,0,-,901.criticality.0 value,4671,0,-,901.Value.0	
T	OPEN TYPE	x
T	SDT-Termination-Request	e	radio-link-problem,normal	+sdt-volume-threshold-crossed
T	PrivateMessage	Q	1	privateIEs,4674,0,-,-	
T	PrivateIE-Container	L	4675	1 65535 0
T	PrivateIE-Field	Q	0	id,4676,0,-,902.id.- criticality,18,0,-,902.criticality.0 value,4679,0,-,902.Value.0	
T	PrivateIE-ID	C	0	local,4677,0,-,- global,4678,0,-,-	
T	INTEGER	i	0 65535 0
T	OBJECT IDENTIFIER	o
T	OPEN TYPE	x
T	InitialULRRCMessageTransfer	Q	1	protocolIEs,4681,0,-,-	
T	ProtocolIE-Container	L	4682	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,903.id.- criticality,18,0,-,903.criticality.0 value,4683,0,-,903.Value.0	
T	OPEN TYPE	x
T	SULAccessIndication	e	true	+
T	RRCContainer-RRCSetupComplete	O	0 - 0
T	NRRedCapUEIndication	e	true	+
T	SDTInformation	Q	0	sdtIndicator,4688,0,-,- sdtAssistantInformation,4689,1,-,- iE-Extensions,4690,1,-,-	
T	ENUMERATED	e	true	+
T	ENUMERATED	e	singlepacket,multiplepackets	+
T	ProtocolExtensionContainer	L	4691	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,904.id.- criticality,18,0,-,904.criticality.0 extensionValue,4692,0,-,904.Extension.0	
T	OPEN TYPE	x
T	SidelinkRelayConfiguration	Q	1	gNB-DU-UE-F1APIDofRelayUE,52,0,-,- remoteUELocalID,2971,0,-,- sidelinkConfigurationContainer,4694,1,-,- iE-Extensions,4695,1,-,-	
T	SidelinkConfigurationContainer	O	0 - 0
T	ProtocolExtensionContainer	L	4696	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,905.id.- criticality,18,0,-,905.criticality.0 extensionValue,4697,0,-,905.Extension.0	
T	OPEN TYPE	x
T	NReRedCapUEIndication	e	true	+
T	SystemInformationDeliveryCommand	Q	1	protocolIEs,4700,0,-,-	
T	ProtocolIE-Container	L	4701	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,906.id.- criticality,18,0,-,906.criticality.0 value,4702,0,-,906.Value.0	
T	OPEN TYPE	x
T	SItype-List	L	4704	1 32 0
T	SItype-Item	Q	0	sItype,4705,0,-,- iE-Extensions,4706,1,-,-	
T	SItype	i	1 32 1
T	ProtocolExtensionContainer	L	4707	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,907.id.- criticality,18,0,-,907.criticality.0 extensionValue,4708,0,-,907.Extension.0	
T	OPEN TYPE	x
T	Paging	Q	1	protocolIEs,4710,0,-,-	
T	ProtocolIE-Container	L	4711	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,908.id.- criticality,18,0,-,908.criticality.0 value,4712,0,-,908.Value.0	
T	OPEN TYPE	x
T	UEIdentityIndexValue	C	0	indexLength10,4714,0,-,- choice-extension,4715,0,-,-	
T	BIT STRING	B	10 10 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,909.id.- criticality,18,0,-,909.criticality.0 value,4717,0,-,909.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,909.id.- criticality,18,0,-,909.criticality.0 value,4717,0,-,909.Value.0	
T	OPEN TYPE	x
T	PagingIdentity	C	0	rANUEPagingIdentity,4719,0,-,- cNUEPagingIdentity,1269,0,-,- choice-extension,4724,0,-,-	
T	RANUEPagingIdentity	Q	0	iRNTI,4720,0,-,- iE-Extensions,4721,1,-,-	
T	BIT STRING	B	40 40 0
T	ProtocolExtensionContainer	L	4722	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,910.id.- criticality,18,0,-,910.criticality.0 extensionValue,4723,0,-,910.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,911.id.- criticality,18,0,-,911.criticality.0 value,4726,0,-,911.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,911.id.- criticality,18,0,-,911.criticality.0 value,4726,0,-,911.Value.0	
T	OPEN TYPE	x
T	PagingDRX	e	v32,v64,v128,v256	+
T	PagingPriority	e	priolevel1,priolevel2,priolevel3,priolevel4,priolevel5,priolevel6,priolevel7,priolevel8	+
T	PagingCell-list	L	4730	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,912.id.- criticality,18,0,-,912.criticality.0 value,4732,0,-,912.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,912.id.- criticality,18,0,-,912.criticality.0 value,4732,0,-,912.Value.0	
T	OPEN TYPE	x
T	PagingCell-Item	Q	0	nRCGI,93,0,-,- iE-Extensions,4734,1,-,-	
T	ProtocolExtensionContainer	L	4735	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,913.id.- criticality,18,0,-,913.criticality.0 extensionValue,4736,0,-,913.Extension.0	
T	OPEN TYPE	x
T	LastUsedCellIndication	e	true	+
T	PEISubgroupingSupportIndication	e	true	+
T	Recommended-SSBs-List	L	4740	1 64 0
T	RecommendedSSBItem-List-Item	Q	0	sSB-Index,344,0,-,- iE-Extensions,4741,1,-,-	
T	ProtocolExtensionContainer	L	4742	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,914.id.- criticality,18,0,-,914.criticality.0 extensionValue,4743,0,-,914.Extension.0	
T	OPEN TYPE	x
T	PagingOrigin	e	non-3gpp	+
T	NRPagingeDRXInformation	Q	1	nrpaging-eDRX-Cycle-Idle,4746,0,-,- nrpaging-Time-Window,4747,1,-,- iE-Extensions,4748,1,-,-	
T	NRPaging-eDRX-Cycle-Idle	e	hfquarter,hfhalf,hf1,hf2,hf4,hf8,hf16,hf32,hf64,hf128,hf256,hf512,hf1024	+
T	NRPaging-Time-Window	e	s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s11,s12,s13,s14,s15,s16	+s17,s18,s19,s20,s21,s22,s23,s24,s25,s26,s27,s28,s29,s30,s31,s32
T	ProtocolExtensionContainer	L	4749	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,915.id.- criticality,18,0,-,915.criticality.0 extensionValue,4750,0,-,915.Extension.0	
T	OPEN TYPE	x
T	NRPagingeDRXInformationforRRCINACTIVE	Q	1	nrpaging-eDRX-Cycle-Inactive,4752,0,-,- iE-Extensions,4753,1,-,-	
T	NRPaging-eDRX-Cycle-Inactive	e	hfquarter,hfhalf,hf1	+
T	ProtocolExtensionContainer	L	4754	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,916.id.- criticality,18,0,-,916.criticality.0 extensionValue,4755,0,-,916.Extension.0	
T	OPEN TYPE	x
T	PagingCause	e	voice	+
T	PEIPSAssistanceInfo	Q	0	cNSubgroupID,1268,0,-,- iE-Extensions,4758,1,-,-	
T	ProtocolExtensionContainer	L	4759	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,917.id.- criticality,18,0,-,917.criticality.0 extensionValue,4760,0,-,917.Extension.0	
T	OPEN TYPE	x
T	UEPagingCapability	Q	1	iNACTIVEStatePODetermination,4762,1,-,- iE-Extension,4763,1,-,-	
T	ENUMERATED	e	supported	+
T	ProtocolExtensionContainer	L	4764	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,918.id.- criticality,18,0,-,918.criticality.0 extensionValue,4765,0,-,918.Extension.0	
T	OPEN TYPE	x
T	RedCapIndication	e	true	+
T	HashedUEIdentityIndexValue	B	13 13 1
T	MT-SDT-Information	Q	1	mt-SDT-Indicator,4769,0,-,- iE-Extensions,4770,1,-,-	
T	MT-SDT-Indicator	e	true	+
T	ProtocolExtensionContainer	L	4771	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,919.id.- criticality,18,0,-,919.criticality.0 extensionValue,4772,0,-,919.Extension.0	
T	OPEN TYPE	x
T	NRPaginglongeDRXInformationforRRCINACTIVE	Q	1	nRPaging-long-eDRX-Cycle-Inactive,4774,0,-,- nRPaging-Time-Window-Inactive,4775,0,-,- iE-Extensions,4776,1,-,-	
T	NRPaging-long-eDRX-Cycle-Inactive	e	hf2,hf4,hf8,hf16,hf32,hf64,hf128,hf256,hf512,hf1024	+
T	NRPaging-Time-Window-Inactive	e	s1,s2,s3,s4,s5,s6,s7,s8,s9,s10,s11,s12,s13,s14,s15,s16,s17,s18,s19,s20,s21,s22,s23,s24,s25,s26,s27,s28,s29,s30,s31,s32	+
T	ProtocolExtensionContainer	L	4777	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,920.id.- criticality,18,0,-,920.criticality.0 extensionValue,4778,0,-,920.Extension.0	
T	OPEN TYPE	x
T	Notify	Q	1	protocolIEs,4780,0,-,-	
T	ProtocolIE-Container	L	4781	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,921.id.- criticality,18,0,-,921.criticality.0 value,4782,0,-,921.Value.0	
T	OPEN TYPE	x
T	PWSRestartIndication	Q	1	protocolIEs,4784,0,-,-	
T	ProtocolIE-Container	L	4785	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,922.id.- criticality,18,0,-,922.criticality.0 value,4786,0,-,922.Value.0	
T	OPEN TYPE	x
T	NR-CGI-List-For-Restart-List	L	4788	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,923.id.- criticality,18,0,-,923.criticality.0 value,4790,0,-,923.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,923.id.- criticality,18,0,-,923.criticality.0 value,4790,0,-,923.Value.0	
T	OPEN TYPE	x
T	NR-CGI-List-For-Restart-Item	Q	1	nRCGI,93,0,-,- iE-Extensions,4792,1,-,-	
T	ProtocolExtensionContainer	L	4793	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,924.id.- criticality,18,0,-,924.criticality.0 extensionValue,4794,0,-,924.Extension.0	
T	OPEN TYPE	x
T	PWSFailureIndication	Q	1	protocolIEs,4796,0,-,-	
T	ProtocolIE-Container	L	4797	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,925.id.- criticality,18,0,-,925.criticality.0 value,4798,0,-,925.Value.0	
T	OPEN TYPE	x
T	PWS-Failed-NR-CGI-List	L	4800	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,926.id.- criticality,18,0,-,926.criticality.0 value,4802,0,-,926.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,926.id.- criticality,18,0,-,926.criticality.0 value,4802,0,-,926.Value.0	
T	OPEN TYPE	x
T	PWS-Failed-NR-CGI-Item	Q	1	nRCGI,93,0,-,- numberOfBroadcasts,1519,0,-,- iE-Extensions,4804,1,-,-	
T	ProtocolExtensionContainer	L	4805	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,927.id.- criticality,18,0,-,927.criticality.0 extensionValue,4806,0,-,927.Extension.0	
T	OPEN TYPE	x
T	GNBDUStatusIndication	Q	1	protocolIEs,4808,0,-,-	
T	ProtocolIE-Container	L	4809	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,928.id.- criticality,18,0,-,928.criticality.0 value,4810,0,-,928.Value.0	
T	OPEN TYPE	x
T	GNBDUOverloadInformation	e	overloaded,not-overloaded	-
T	IABCongestionIndication	Q	0	iAB-Congestion-Indication-List,4813,0,-,- iE-Extensions,4818,1,-,-	
T	IAB-Congestion-Indication-List	L	4814	1 1024 0
T	IAB-Congestion-Indication-Item	Q	0	childNodeIdentifier,476,0,-,- bHRLCCHList,982,1,-,- iE-Extensions,4815,1,-,-	
T	ProtocolExtensionContainer	L	4816	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,929.id.- criticality,18,0,-,929.criticality.0 extensionValue,4817,0,-,929.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4819	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,930.id.- criticality,18,0,-,930.criticality.0 extensionValue,4820,0,-,930.Extension.0	
T	OPEN TYPE	x
T	RRCDeliveryReport	Q	1	protocolIEs,4822,0,-,-	
T	ProtocolIE-Container	L	4823	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,931.id.- criticality,18,0,-,931.criticality.0 value,4824,0,-,931.Value.0	
T	OPEN TYPE	x
T	RRCDeliveryStatus	Q	0	delivery-status,4826,0,-,- triggering-message,4826,0,-,- iE-Extensions,4827,1,-,-	
T	PDCP-SN	i	0 4095 0
T	ProtocolExtensionContainer	L	4828	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,932.id.- criticality,18,0,-,932.criticality.0 extensionValue,4829,0,-,932.Extension.0	
T	OPEN TYPE	x
T	NetworkAccessRateReduction	Q	1	protocolIEs,4831,0,-,-	
T	ProtocolIE-Container	L	4832	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,933.id.- criticality,18,0,-,933.criticality.0 value,4833,0,-,933.Value.0	
T	OPEN TYPE	x
T	UAC-Assistance-Info	Q	0	uACPLMN-List,4835,0,-,- iE-Extensions,4857,1,-,-	
T	UACPLMN-List	L	4836	1 12 0
T	UACPLMN-Item	Q	0	pLMNIdentity,94,0,-,- uACType-List,4837,0,-,- iE-Extensions,4854,1,-,-	
T	UACType-List	L	4838	1 64 0
T	UACType-Item	Q	0	uACReductionIndication,4839,0,-,- uACCategoryType,4840,0,-,- iE-Extensions,4851,1,-,-	
T	UACReductionIndication	i	0 100 0
T	UACCategoryType	C	0	uACstandardized,4841,0,-,- uACOperatorDefined,4842,0,-,- choice-extension,4848,0,-,-	
T	UACAction	e	reject-non-emergency-mo-dt,reject-rrc-cr-signalling,permit-emergency-sessions-and-mobile-terminated-services-only,permit-high-priority-sessions-and-mobile-terminated-services-only	+
T	UACOperatorDefined	Q	0	accessCategory,4843,0,-,- accessIdentity,4844,0,-,- iE-Extensions,4845,1,-,-	
T	INTEGER	i	32 63 1
T	BIT STRING	B	7 7 0
T	ProtocolExtensionContainer	L	4846	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,934.id.- criticality,18,0,-,934.criticality.0 extensionValue,4847,0,-,934.Extension.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,935.id.- criticality,18,0,-,935.criticality.0 value,4850,0,-,935.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,935.id.- criticality,18,0,-,935.criticality.0 value,4850,0,-,935.Value.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4852	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,936.id.- criticality,18,0,-,936.criticality.0 extensionValue,4853,0,-,936.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4855	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,937.id.- criticality,18,0,-,937.criticality.0 extensionValue,4856,0,-,937.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	4858	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,938.id.- criticality,18,0,-,938.criticality.0 extensionValue,4859,0,-,938.Extension.0	
T	OPEN TYPE	x
T	TraceStart	Q	1	protocolIEs,4861,0,-,-	
T	ProtocolIE-Container	L	4862	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,939.id.- criticality,18,0,-,939.criticality.0 value,4863,0,-,939.Value.0	
T	OPEN TYPE	x
T	ResourceStatusUpdate	Q	1	protocolIEs,4865,0,-,-	
T	ProtocolIE-Container	L	4866	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,940.id.- criticality,18,0,-,940.criticality.0 value,4867,0,-,940.Value.0	
T	OPEN TYPE	x
T	HardwareLoadIndicator	Q	1	dLHardwareLoadIndicator,4869,0,-,- uLHardwareLoadIndicator,4870,0,-,- iE-Extensions,4871,1,-,-	
T	INTEGER	i	0 100 1
T	INTEGER	i	0 100 1
T	ProtocolExtensionContainer	L	4872	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,941.id.- criticality,18,0,-,941.criticality.0 extensionValue,4873,0,-,941.Extension.0	
T	OPEN TYPE	x
T	TNLCapacityIndicator	Q	0	dLTNLOfferedCapacity,4875,0,-,- dLTNLAvailableCapacity,4876,0,-,- uLTNLOfferedCapacity,4877,0,-,- uLTNLAvailableCapacity,4878,0,-,- iE-Extensions,4879,1,-,-	
T	INTEGER	i	1 16777216 1
T	INTEGER	i	0 100 1
T	INTEGER	i	1 16777216 1
T	INTEGER	i	0 100 1
T	ProtocolExtensionContainer	L	4880	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,942.id.- criticality,18,0,-,942.criticality.0 extensionValue,4881,0,-,942.Extension.0	
T	OPEN TYPE	x
T	ReferenceTimeInformationReportingControl	Q	1	protocolIEs,4883,0,-,-	
T	ProtocolIE-Container	L	4884	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,943.id.- criticality,18,0,-,943.criticality.0 value,4885,0,-,943.Value.0	
T	OPEN TYPE	x
T	ReportingRequestType	Q	0	eventType,2454,0,-,- reportingPeriodicityValue,4887,1,-,- iE-Extensions,4888,1,-,-	
T	ReportingPeriodicityValue	i	0 512 1
T	ProtocolExtensionContainer	L	4889	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,944.id.- criticality,18,0,-,944.criticality.0 extensionValue,4890,0,-,944.Extension.0	
T	OPEN TYPE	x
T	ReferenceTimeInformationReport	Q	1	protocolIEs,4892,0,-,-	
T	ProtocolIE-Container	L	4893	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,945.id.- criticality,18,0,-,945.criticality.0 value,4894,0,-,945.Value.0	
T	OPEN TYPE	x
T	TimeReferenceInformation	Q	0	referenceTime,4896,0,-,- referenceSFN,4897,0,-,- uncertainty,4898,1,-,- timeInformationType,4899,1,-,- iE-Extensions,4900,1,-,-	
T	ReferenceTime	O	0 - 0
T	ReferenceSFN	i	0 1023 0
T	Uncertainty	i	0 32767 1
T	TimeInformationType	e	localClock	-
T	ProtocolExtensionContainer	L	4901	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,946.id.- criticality,18,0,-,946.criticality.0 extensionValue,4902,0,-,946.Extension.0	
T	OPEN TYPE	x
T	PositioningAssistanceInformationControl	Q	1	protocolIEs,4904,0,-,-	
T	ProtocolIE-Container	L	4905	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,947.id.- criticality,18,0,-,947.criticality.0 value,4906,0,-,947.Value.0	
T	OPEN TYPE	x
T	PosAssistance-Information	O	0 - 0
T	PosBroadcast	e	start,stop	+
T	PositioningBroadcastCells	L	93	1 16384 0
T	RoutingID	O	0 - 0
T	PositioningAssistanceInformationFeedback	Q	1	protocolIEs,4912,0,-,-	
T	ProtocolIE-Container	L	4913	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,948.id.- criticality,18,0,-,948.criticality.0 value,4914,0,-,948.Value.0	
T	OPEN TYPE	x
T	PosAssistanceInformationFailureList	O	0 - 0
T	PositioningMeasurementReport	Q	1	protocolIEs,4917,0,-,-	
T	ProtocolIE-Container	L	4918	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,949.id.- criticality,18,0,-,949.criticality.0 value,4919,0,-,949.Value.0	
T	OPEN TYPE	x
T	PositioningMeasurementAbort	Q	1	protocolIEs,4921,0,-,-	
T	ProtocolIE-Container	L	4922	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,950.id.- criticality,18,0,-,950.criticality.0 value,4923,0,-,950.Value.0	
T	OPEN TYPE	x
T	PositioningMeasurementFailureIndication	Q	1	protocolIEs,4925,0,-,-	
T	ProtocolIE-Container	L	4926	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,951.id.- criticality,18,0,-,951.criticality.0 value,4927,0,-,951.Value.0	
T	OPEN TYPE	x
T	PositioningMeasurementUpdate	Q	1	protocolIEs,4929,0,-,-	
T	ProtocolIE-Container	L	4930	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,952.id.- criticality,18,0,-,952.criticality.0 value,4931,0,-,952.Value.0	
T	OPEN TYPE	x
T	TRP-MeasurementUpdateList	L	4933	1 64 0
T	TRP-MeasurementUpdateItem	Q	1	tRP-ID,1747,0,-,- aoA-window-information,673,1,-,- iE-extensions,4934,1,-,-	
T	ProtocolExtensionContainer	L	4935	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,953.id.- criticality,18,0,-,953.criticality.0 extensionValue,4936,0,-,953.Extension.0	
T	OPEN TYPE	x
T	PositioningDeactivation	Q	1	protocolIEs,4938,0,-,-	
T	ProtocolIE-Container	L	4939	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,954.id.- criticality,18,0,-,954.criticality.0 value,4940,0,-,954.Value.0	
T	OPEN TYPE	x
T	PositioningInformationUpdate	Q	1	protocolIEs,4942,0,-,-	
T	ProtocolIE-Container	L	4943	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,955.id.- criticality,18,0,-,955.criticality.0 value,4944,0,-,955.Value.0	
T	OPEN TYPE	x
T	MulticastGroupPaging	Q	1	protocolIEs,4946,0,-,-	
T	ProtocolIE-Container	L	4947	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,956.id.- criticality,18,0,-,956.criticality.0 value,4948,0,-,956.Value.0	
T	OPEN TYPE	x
T	UEIdentity-List-For-Paging-List	L	4950	1 4096 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,957.id.- criticality,18,0,-,957.criticality.0 value,4952,0,-,957.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,957.id.- criticality,18,0,-,957.criticality.0 value,4952,0,-,957.Value.0	
T	OPEN TYPE	x
T	UEIdentity-List-For-Paging-Item	Q	0	uEIdentityIndexValue,4713,0,-,- pagingDRX,4727,1,-,- iE-Extensions,4954,1,-,-	
T	ProtocolExtensionContainer	L	4955	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,958.id.- criticality,18,0,-,958.criticality.0 extensionValue,4956,0,-,958.Extension.0	
T	OPEN TYPE	x
T	MC-PagingCell-list	L	4958	1 512 0
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,959.id.- criticality,18,0,-,959.criticality.0 value,4960,0,-,959.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,959.id.- criticality,18,0,-,959.criticality.0 value,4960,0,-,959.Value.0	
T	OPEN TYPE	x
T	MC-PagingCell-Item	Q	0	nRCGI,93,0,-,- iE-Extensions,4962,1,-,-	
T	ProtocolExtensionContainer	L	4963	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,960.id.- criticality,18,0,-,960.criticality.0 extensionValue,4964,0,-,960.Extension.0	
T	OPEN TYPE	x
T	IndicationMCInactiveReception	e	true	+
T	MulticastContextReleaseRequest	Q	1	protocolIEs,4967,0,-,-	
T	ProtocolIE-Container	L	4968	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,961.id.- criticality,18,0,-,961.criticality.0 value,4969,0,-,961.Value.0	
T	OPEN TYPE	x
T	PDCMeasurementReport	Q	1	protocolIEs,4971,0,-,-	
T	ProtocolIE-Container	L	4972	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,962.id.- criticality,18,0,-,962.criticality.0 value,4973,0,-,962.Value.0	
T	OPEN TYPE	x
T	PDCMeasurementTerminationCommand	Q	1	protocolIEs,4975,0,-,-	
T	ProtocolIE-Container	L	4976	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,963.id.- criticality,18,0,-,963.criticality.0 value,4977,0,-,963.Value.0	
T	OPEN TYPE	x
T	PDCMeasurementFailureIndication	Q	1	protocolIEs,4979,0,-,-	
T	ProtocolIE-Container	L	4980	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,964.id.- criticality,18,0,-,964.criticality.0 value,4981,0,-,964.Value.0	
T	OPEN TYPE	x
T	MeasurementActivation	Q	1	protocolIEs,4983,0,-,-	
T	ProtocolIE-Container	L	4984	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,965.id.- criticality,18,0,-,965.criticality.0 value,4985,0,-,965.Value.0	
T	OPEN TYPE	x
T	PRS-Measurement-Info-List	L	4987	1 4 0
T	PRS-Measurement-Info-List-Item	Q	1	pointA,4988,0,-,- measPRSPeriodicity,4989,0,-,- measPRSOffset,4990,0,-,- measurementPRSLength,4991,0,-,- iE-Extensions,4992,1,-,-	
T	INTEGER	i	0 3279165 0
T	ENUMERATED	e	ms20,ms40,ms80,ms160	+
T	INTEGER	i	0 159 1
T	ENUMERATED	e	ms1dot5,ms3,ms3dot5,ms4,ms5dot5,ms6,ms10,ms20	-
T	ProtocolExtensionContainer	L	4993	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,966.id.- criticality,18,0,-,966.criticality.0 extensionValue,4994,0,-,966.Extension.0	
T	OPEN TYPE	x
T	QoEInformationTransfer	Q	1	protocolIEs,4996,0,-,-	
T	ProtocolIE-Container	L	4997	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,967.id.- criticality,18,0,-,967.criticality.0 value,4998,0,-,967.Value.0	
T	OPEN TYPE	x
T	QoEInformation	Q	0	qoEInformationList,5000,0,-,- iE-Extensions,5010,1,-,-	
T	QoEInformationList	L	5001	1 16 0
T	QoEInformationList-Item	Q	0	qoEMetrics,5002,1,-,- iE-Extensions,5007,1,-,-	
T	QoEMetrics	Q	1	appLayerBufferLevelList,688,1,-,- playoutDelayForMediaStartup,5003,1,-,- iE-Extensions,5004,1,-,-	
T	PlayoutDelayForMediaStartup	O	0 - 0
T	ProtocolExtensionContainer	L	5005	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,968.id.- criticality,18,0,-,968.criticality.0 extensionValue,5006,0,-,968.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	5008	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,969.id.- criticality,18,0,-,969.criticality.0 extensionValue,5009,0,-,969.Extension.0	
T	OPEN TYPE	x
T	ProtocolExtensionContainer	L	5011	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,970.id.- criticality,18,0,-,970.criticality.0 extensionValue,5012,0,-,970.Extension.0	
T	OPEN TYPE	x
T	PosSystemInformationDeliveryCommand	Q	1	protocolIEs,5014,0,-,-	
T	ProtocolIE-Container	L	5015	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,971.id.- criticality,18,0,-,971.criticality.0 value,5016,0,-,971.Value.0	
T	OPEN TYPE	x
T	PosSItypeList	L	5018	1 32 0
T	PosSItype-Item	Q	0	posItype,5019,0,-,- iE-Extensions,5020,1,-,-	
T	PosSItype	i	1 32 1
T	ProtocolExtensionContainer	L	5021	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,972.id.- criticality,18,0,-,972.criticality.0 extensionValue,5022,0,-,972.Extension.0	
T	OPEN TYPE	x
T	QoEInformationTransferControl	Q	1	protocolIEs,5024,0,-,-	
T	ProtocolIE-Container	L	5025	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,973.id.- criticality,18,0,-,973.criticality.0 value,5026,0,-,973.Value.0	
T	OPEN TYPE	x
T	RachIndication	Q	1	protocolIEs,5028,0,-,-	
T	ProtocolIE-Container	L	5029	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,974.id.- criticality,18,0,-,974.criticality.0 value,5030,0,-,974.Value.0	
T	OPEN TYPE	x
T	RAReportIndicationList	L	5032	1 64 0
T	RAReportIndicationList-Item	Q	1	gNB-CU-UE-F1AP-ID,92,0,-,- iE-Extensions,5033,1,-,-	
T	ProtocolExtensionContainer	L	5034	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,975.id.- criticality,18,0,-,975.criticality.0 extensionValue,5035,0,-,975.Extension.0	
T	OPEN TYPE	x
T	TimingSynchronisationStatusReport	Q	1	protocolIEs,5037,0,-,-	
T	ProtocolIE-Container	L	5038	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,976.id.- criticality,18,0,-,976.criticality.0 value,5039,0,-,976.Value.0	
T	OPEN TYPE	x
T	RANTimingSynchronisationStatusInfo	Q	1	synchronisationstate,5041,1,-,- traceabletoUTC,5042,1,-,- traceabletoGNSS,5043,1,-,- clockFrequencyStability,5044,1,-,- clockAccuracy,1779,1,-,- parentTimeSource,5045,1,-,- iE-Extensions,5046,1,-,-	
T	ENUMERATED	e	locked,holdover,freeRun	+
T	ENUMERATED	e	true,false	+
T	ENUMERATED	e	true,false	+
T	BIT STRING	B	16 16 0
T	ParentTImeSource	e	synce,ptp,gnss,atomicclock,terrestrialradio,serialtimecode,ntp,handset,other	+
T	ProtocolExtensionContainer	L	5047	1 65535 0
T	ProtocolExtensionField	Q	0	id,17,0,-,977.id.- criticality,18,0,-,977.criticality.0 extensionValue,5048,0,-,977.Extension.0	
T	OPEN TYPE	x
T	MIABF1SetupTriggering	Q	1	protocolIEs,5050,0,-,-	
T	ProtocolIE-Container	L	5051	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,978.id.- criticality,18,0,-,978.criticality.0 value,5052,0,-,978.Value.0	
T	OPEN TYPE	x
T	MIABF1SetupOutcomeNotification	Q	1	protocolIEs,5054,0,-,-	
T	ProtocolIE-Container	L	5055	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,979.id.- criticality,18,0,-,979.criticality.0 value,5056,0,-,979.Value.0	
T	OPEN TYPE	x
T	F1SetupOutcome	e	success,failure	+
T	SRSInformationReservationNotification	Q	1	protocolIEs,5059,0,-,-	
T	ProtocolIE-Container	L	5060	0 65535 0
T	ProtocolIE-Field	Q	0	id,33,0,-,980.id.- criticality,18,0,-,980.criticality.0 value,5061,0,-,980.Value.0	
T	OPEN TYPE	x
T	SRSReservationType	e	reserve,release	+
T	SuccessfulOutcome	Q	0	procedureCode,793,0,-,454.procedureCode.- criticality,18,0,-,454.criticality.0 value,5064,0,-,454.SuccessfulOutcome.0	
T	OPEN TYPE	x
T	UnsuccessfulOutcome	Q	0	procedureCode,793,0,-,454.procedureCode.- criticality,18,0,-,454.criticality.0 value,5066,0,-,454.UnsuccessfulOutcome.0	
T	OPEN TYPE	x
T	ProtocolIE-SingleContainer	Q	0	id,33,0,-,981.id.- criticality,18,0,-,981.criticality.0 value,5069,0,-,981.Value.0	
T	ProtocolIE-Field	Q	0	id,33,0,-,981.id.- criticality,18,0,-,981.criticality.0 value,5069,0,-,981.Value.0	
T	OPEN TYPE	x
T	Presence	e	optional,conditional,mandatory	-
N	ARP-ID	0
N	ARPLocationInformation	1
N	ARPLocationInformation-Item	2
N	ARPLocationType	3
N	AbortTransmission	38
N	AccessAndMobilityIndication	44
N	AccessPointPosition	74
N	AccessSuccess	88
N	Activated-Cells-Mapping-List	99
N	Activated-Cells-Mapping-List-Item	103
N	Activated-Cells-to-be-Updated-List	107
N	Activated-Cells-to-be-Updated-List-Item	108
N	ActivationRequestType	228
N	ActiveULBWP	229
N	AdditionalDuplicationIndication	459
N	AdditionalPDCPDuplicationTNL-Item	460
N	AdditionalPDCPDuplicationTNL-List	491
N	AdditionalPath-Item	492
N	AdditionalPath-List	571
N	AdditionalRRMPriorityIndex	572
N	AdditionalSIBMessageList	573
N	AdditionalSIBMessageList-Item	574
N	AerialUE	579
N	AffectedCellsAndBeams-Item	580
N	AffectedCellsAndBeams-List	590
N	AffectedSSB-Item	582
N	AffectedSSB-List	581
N	Aggregated-PosSRS-Resource-ID-Item	591
N	AggregatedPRSResourceSet-Item	603
N	AggregatedPRSResourceSetList	613
N	AggregatedPosSRSResourceIDList	614
N	AggregatedPosSRSResourceSet-Item	447
N	AggregatedPosSRSResourceSetList	446
N	AggressorCellList	615
N	AggressorCellList-Item	616
N	AggressorgNBSetID	620
N	AllocationAndRetentionPriority	625
N	AllowedPeriodicityList	632
N	AlternativeQoSParaSetItem	634
N	AlternativeQoSParaSetList	648
N	AngleMeasurementQuality	517
N	AngleMeasurementType	649
N	AoA-AssistanceInfo	673
N	AperiodicSRS	677
N	AperiodicSRSResourceTrigger	681
N	AperiodicSRSResourceTriggerList	680
N	AppLayerBufferLevelList	688
N	AreaScope	689
N	Associated-SCell-Item	690
N	Associated-SCell-List	694
N	AssociatedSessionID	698
N	AvailablePLMNList	699
N	AvailablePLMNList-Item	700
N	AvailableSNPN-ID-List	704
N	AvailableSNPN-ID-List-Item	705
N	AveragingWindow	711
N	BAP-Header-Rewriting-Added-List	712
N	BAP-Header-Rewriting-Added-List-Item	716
N	BAP-Header-Rewriting-Removed-List	720
N	BAP-Header-Rewriting-Removed-List-Item	724
N	BAPAddress	476
N	BAPCtrlPDUChannel	728
N	BAPMappingConfiguration	729
N	BAPMappingConfigurationAcknowledge	788
N	BAPMappingConfigurationFailure	804
N	BAPPathID	477
N	BAPRoutingID	475
N	BAPlayerBHRLCchannelMappingInfo	772
N	BAPlayerBHRLCchannelMappingInfo-Item	774
N	BAPlayerBHRLCchannelMappingInfoList	773
N	BCBearerContextF1U-TNLInfo	817
N	BH-Routing-Information-Added-List	733
N	BH-Routing-Information-Added-List-Item	737
N	BH-Routing-Information-Removed-List	741
N	BH-Routing-Information-Removed-List-Item	745
N	BHChannels-FailedToBeModified-Item	832
N	BHChannels-FailedToBeModified-List	836
N	BHChannels-FailedToBeSetup-Item	840
N	BHChannels-FailedToBeSetup-List	844
N	BHChannels-FailedToBeSetupMod-Item	848
N	BHChannels-FailedToBeSetupMod-List	852
N	BHChannels-Modified-Item	856
N	BHChannels-Modified-List	860
N	BHChannels-Required-ToBeReleased-Item	864
N	BHChannels-Required-ToBeReleased-List	868
N	BHChannels-Setup-Item	872
N	BHChannels-Setup-List	876
N	BHChannels-SetupMod-Item	880
N	BHChannels-SetupMod-List	884
N	BHChannels-ToBeModified-Item	888
N	BHChannels-ToBeModified-List	950
N	BHChannels-ToBeReleased-Item	954
N	BHChannels-ToBeReleased-List	958
N	BHChannels-ToBeSetup-Item	962
N	BHChannels-ToBeSetup-List	966
N	BHChannels-ToBeSetupMod-Item	970
N	BHChannels-ToBeSetupMod-List	974
N	BHInfo	474
N	BHQoSInformation	889
N	BHRLCCHItem	978
N	BHRLCCHList	982
N	BHRLCChannelID	483
N	BPLMN-ID-Info-Item	983
N	BPLMN-ID-Info-List	1019
N	BW-Aggregation-Request-Indication	1020
N	BWP-Id	1021
N	BandwidthSRS	1022
N	BearerTypeChange	1028
N	BitRate	636
N	Broadcast-Cell-List-Item	1029
N	Broadcast-MRBs-Transport-Request-Item	1033
N	Broadcast-MRBs-Transport-Request-List	1038
N	Broadcast-To-Be-Cancelled-Item	1042
N	Broadcast-To-Be-Cancelled-List	1046
N	BroadcastAreaScope	1050
N	BroadcastCAGList	1008
N	BroadcastCellList	1053
N	BroadcastContextModificationFailure	1060
N	BroadcastContextModificationRequest	1066
N	BroadcastContextModificationResponse	1141
N	BroadcastContextReleaseCommand	1177
N	BroadcastContextReleaseComplete	1181
N	BroadcastContextReleaseRequest	1185
N	BroadcastContextSetupFailure	1189
N	BroadcastContextSetupRequest	1193
N	BroadcastContextSetupResponse	1217
N	BroadcastMRBs-FailedToBeModified-Item	1173
N	BroadcastMRBs-FailedToBeModified-List	1169
N	BroadcastMRBs-FailedToBeSetup-Item	1233
N	BroadcastMRBs-FailedToBeSetup-List	1229
N	BroadcastMRBs-FailedToBeSetupMod-Item	1157
N	BroadcastMRBs-FailedToBeSetupMod-List	1153
N	BroadcastMRBs-Modified-Item	1165
N	BroadcastMRBs-Modified-List	1161
N	BroadcastMRBs-Setup-Item	1225
N	BroadcastMRBs-Setup-List	1221
N	BroadcastMRBs-SetupMod-Item	1149
N	BroadcastMRBs-SetupMod-List	1145
N	BroadcastMRBs-ToBeModified-Item	1123
N	BroadcastMRBs-ToBeModified-List	1119
N	BroadcastMRBs-ToBeReleased-Item	1131
N	BroadcastMRBs-ToBeReleased-List	1127
N	BroadcastMRBs-ToBeSetup-Item	1212
N	BroadcastMRBs-ToBeSetup-List	1208
N	BroadcastMRBs-ToBeSetupMod-Item	1109
N	BroadcastMRBs-ToBeSetupMod-List	1105
N	BroadcastNIDList	706
N	BroadcastPNI-NPN-ID-List	1006
N	BroadcastPNI-NPN-ID-List-Item	1007
N	BroadcastSNPN-ID-List	997
N	BroadcastSNPN-ID-List-Item	998
N	BroadcastTransportResourceRequest	1237
N	BufferSizeThresh	786
N	BurstArrivalTime	1242
N	BurstArrivalTimeWindow	1243
N	C-RNTI	1249
N	CAGID	1009
N	CCO-Assistance-Information	1250
N	CCO-issue-detection	1251
N	CG-Config	1255
N	CG-ConfigInfo	1256
N	CG-SDTKeptIndicator	1257
N	CG-SDTQueryIndication	1258
N	CG-SDTSessionInfo	1259
N	CG-SDTindicatorMod	1263
N	CG-SDTindicatorSetup	1264
N	CHO-Probability	1265
N	CHOtrigger-InterDU	1266
N	CHOtrigger-IntraDU	1267
N	CNSubgroupID	1268
N	CNUEPagingIdentity	1269
N	CP-TransportLayerAddress	1274
N	CPAC-trigger	1283
N	CPACMCGInformation	1284
N	CPTrafficType	942
N	CSIResourceConfiguration	1288
N	CUDUCellSwitchNotification	1294
N	CUDURIMInformation	1310
N	CUDURadioInformationTransfer	1315
N	CUDURadioInformationType	1319
N	CUDUTAInformationTransfer	1323
N	CUtoDURRCInformation	1335
N	CUtoDUTAInformation-Item	1328
N	CUtoDUTAInformation-List	1327
N	Cancel-all-Warning-Messages-Indicator	1358
N	Candidate-SpCell-Item	1359
N	Candidate-SpCell-List	1363
N	CapacityValue	1367
N	Cause	808
N	CauseMisc	812
N	CauseProtocol	811
N	CauseRadioNetwork	809
N	CauseTransport	810
N	Cell-Direction	1379
N	Cell-Portion-ID	1380
N	CellBarred	1381
N	CellCapacityClassValue	1382
N	CellCoverageState	1383
N	CellGroupConfig	1342
N	CellMeasurementResultItem	1384
N	CellMeasurementResultList	1475
N	CellSize	1476
N	CellToReportItem	1477
N	CellToReportList	1497
N	CellTrafficTrace	1498
N	CellType	1505
N	CellULConfigured	1509
N	Cells-Allowed-to-be-Deactivated-List	1510
N	Cells-Allowed-to-be-Deactivated-List-Item	1514
N	Cells-Broadcast-Cancelled-Item	1518
N	Cells-Broadcast-Cancelled-List	1523
N	Cells-Broadcast-Completed-Item	1527
N	Cells-Broadcast-Completed-List	1531
N	Cells-Failed-to-be-Activated-List	1535
N	Cells-Failed-to-be-Activated-List-Item	1539
N	Cells-Status-Item	1543
N	Cells-Status-List	1553
N	Cells-To-Be-Broadcast-Item	1557
N	Cells-To-Be-Broadcast-List	1561
N	Cells-With-SSBs-Activated-List	1565
N	Cells-With-SSBs-Activated-List-Item	1566
N	Cells-to-be-Activated-List	1571
N	Cells-to-be-Activated-List-Item	1575
N	Cells-to-be-Barred-Item	1618
N	Cells-to-be-Barred-List	1624
N	Cells-to-be-Deactivated-List	1628
N	Cells-to-be-Deactivated-List-Item	1632
N	CellsForSON-Item	1636
N	CellsForSON-List	1712
N	ChannelOccupancyTimePercentage	1464
N	Child-IAB-Nodes-NA-Resource-List	161
N	Child-IAB-Nodes-NA-Resource-List-Item	162
N	Child-Node-Cells-List	1713
N	Child-Node-Cells-List-Item	1714
N	Child-Nodes-List	1741
N	Child-Nodes-List-Item	1742
N	Choice-TRP-Beam-Antenna-Info-Item	1746
N	ClockAccuracy	1779
N	CompleteConfigurationIndicator	1785
N	CompositeAvailableCapacity	1434
N	CompositeAvailableCapacityGroup	1433
N	ConditionalInterDUMobilityInformation	1786
N	ConditionalIntraDUMobilityInformation	1792
N	ConfigRestrictInfoDAPS	1353
N	Configured-BWP-Item	1801
N	Configured-BWP-List	1806
N	Configured-EPS-TAC	1807
N	ConfiguredTACIndication	994
N	CongestionInformationRequest	1808
N	ControllerUE	1809
N	CoordinateID	1810
N	Coverage-Modification-Item	1811
N	Coverage-Modification-List	1822
N	Coverage-Modification-Notification	1823
N	Criticality	18
N	CriticalityDiagnostics	792
N	CriticalityDiagnostics-IE-Item	796
N	CriticalityDiagnostics-IE-List	795
N	DAPS-HO-Status	1827
N	DCBasedDuplicationConfigured	1828
N	DL-PRS	1829
N	DL-PRS-ResourceSet-Item	605
N	DL-PRS-ResourceSet-List	604
N	DL-PRSMutingPattern	1834
N	DL-PRSResourceARPLocation	1844
N	DL-PRSResourceSetARPLocation	1848
N	DL-UP-TNL-Address-to-Update-List	1852
N	DL-UP-TNL-Address-to-Update-List-Item	1856
N	DLLBTFailureInformationList	1860
N	DLLBTFailureInformationList-Item	1861
N	DLLBTFailureInformationRequest	1866
N	DLPRSResourceARP	1867
N	DLPRSResourceCoordinates	1871
N	DLPRSResourceID-Item	1881
N	DLPRSResourceSetARP	1873
N	DLRRCMessageTransfer	1885
N	DLUPTNLInformation-ToBeSetup-Item	1902
N	DLUPTNLInformation-ToBeSetup-List	1906
N	DRB-Activity	1907
N	DRB-Activity-Item	1908
N	DRB-Activity-List	1913
N	DRB-Information	1917
N	DRB-List	1970
N	DRB-List-Item	1971
N	DRB-Notify-Item	1975
N	DRB-Notify-List	1990
N	DRBID	1909
N	DRBs-FailedToBeModified-Item	1994
N	DRBs-FailedToBeModified-List	1998
N	DRBs-FailedToBeSetup-Item	2002
N	DRBs-FailedToBeSetup-List	2006
N	DRBs-FailedToBeSetupMod-Item	2010
N	DRBs-FailedToBeSetupMod-List	2014
N	DRBs-Modified-Item	2018
N	DRBs-Modified-List	2029
N	DRBs-ModifiedConf-Item	2033
N	DRBs-ModifiedConf-List	2042
N	DRBs-Required-ToBeModified-Item	2046
N	DRBs-Required-ToBeModified-List	2050
N	DRBs-Required-ToBeReleased-Item	2054
N	DRBs-Required-ToBeReleased-List	2058
N	DRBs-Setup-Item	2062
N	DRBs-Setup-List	2066
N	DRBs-SetupMod-Item	2070
N	DRBs-SetupMod-List	2074
N	DRBs-ToBeModified-Item	2078
N	DRBs-ToBeModified-List	2105
N	DRBs-ToBeReleased-Item	2109
N	DRBs-ToBeReleased-List	2113
N	DRBs-ToBeSetup-Item	2117
N	DRBs-ToBeSetup-List	2122
N	DRBs-ToBeSetupMod-Item	2126
N	DRBs-ToBeSetupMod-List	2130
N	DRX-Config	2134
N	DRX-LongCycleStartOffset	2135
N	DRXConfigurationIndicator	2136
N	DRXCycle	2137
N	DSCP	763
N	DSInformationList	762
N	DU-RX-MT-RX	1724
N	DU-RX-MT-RX-Extend	1731
N	DU-RX-MT-TX	1726
N	DU-RX-MT-TX-Extend	1733
N	DU-TX-MT-RX	1727
N	DU-TX-MT-RX-Extend	1734
N	DU-TX-MT-TX	1725
N	DU-TX-MT-TX-Extend	1732
N	DUCUAccessAndMobilityIndication	2144
N	DUCUCellSwitchNotification	2148
N	DUCURIMInformation	2152
N	DUCURadioInformationTransfer	2156
N	DUCURadioInformationType	2160
N	DUCUTAInformationTransfer	2164
N	DUF-Slot-Config-Item	115
N	DUF-Slot-Config-List	114
N	DUFSlotformatIndex	124
N	DUFTransmissionPeriodicity	113
N	DUtoCURRCContainer	2174
N	DUtoCURRCInformation	2175
N	DUtoCUTAInformation-Item	2169
N	DUtoCUTAInformation-List	2168
N	DeactivateTrace	2201
N	DeactivationIndication	2205
N	DeactivationIndicationList	2206
N	DeactivationIndicationList-Item	2207
N	Dedicated-SIDelivery-NeededUE-Item	2215
N	Dedicated-SIDelivery-NeededUE-List	2219
N	DedicatedSIDeliveryIndication	2223
N	DuplicationActivation	2092
N	DuplicationIndication	2224
N	DuplicationState	2096
N	Dynamic5QIDescriptor	899
N	DynamicPQIDescriptor	2225
N	E-CID-MeasuredResults-Item	2231
N	E-CID-MeasuredResults-List	2240
N	E-CID-MeasuredResults-Value	2232
N	E-CID-MeasuredResultsAssociatedInfoItem	2241
N	E-CID-MeasuredResultsAssociatedInfoList	2262
N	E-CID-MeasurementQuantities	2263
N	E-CID-MeasurementQuantities-Item	2267
N	E-CID-MeasurementQuantitiesValue	2268
N	E-CID-MeasurementResult	2272
N	E-CID-ReportCharacteristics	2323
N	E-CIDMeasurementFailureIndication	2324
N	E-CIDMeasurementInitiationFailure	2330
N	E-CIDMeasurementInitiationRequest	2334
N	E-CIDMeasurementInitiationResponse	2340
N	E-CIDMeasurementReport	2344
N	E-CIDMeasurementTerminationCommand	2348
N	ECNMarkingorCongestionInformationReportingRequest	1964
N	ECNMarkingorCongestionInformationReportingStatus	2028
N	ECNmarkingRequest	1965
N	ERedcap-Bcast-Information	2352
N	EUTRA-Cell-ID	2353
N	EUTRA-Coex-FDD-Info	2354
N	EUTRA-Coex-Mode-Info	2360
N	EUTRA-Coex-TDD-Info	2361
N	EUTRA-CyclicPrefixDL	2365
N	EUTRA-CyclicPrefixUL	2366
N	EUTRA-FDD-Info	2373
N	EUTRA-Mode-Info	2378
N	EUTRA-NR-CellResourceCoordinationReq-Container	2386
N	EUTRA-NR-CellResourceCoordinationReqAck-Container	2387
N	EUTRA-PRACH-Configuration	2388
N	EUTRA-SpecialSubframe-Info	2363
N	EUTRA-SpecialSubframePatterns	2364
N	EUTRA-SubframeAssignment	2362
N	EUTRA-TDD-Info	2379
N	EUTRA-Transmission-Bandwidth	2356
N	EUTRACells-List	2397
N	EUTRACells-List-item	2398
N	EUTRANQoS	933
N	EarlySyncCandidateCellInformation-Item	2407
N	EarlySyncCandidateCellInformation-List	2430
N	EarlySyncInformation	2431
N	EarlySyncInformation-Request	2435
N	EarlySyncServingCellInformation	2445
N	EarlyULSyncConfig	2409
N	EgressBHRLCCHItem	482
N	EgressBHRLCCHList	481
N	EgressNonF1terminatingTopologyIndicator	779
N	Endpoint-IP-address-and-port	1275
N	EnergyDetectionThreshold	1465
N	ErrorIndication	2450
N	EventType	2454
N	ExecuteDuplication	1890
N	Expected-Azimuth-AoA	651
N	Expected-UL-AoA	650
N	Expected-Value-AoA	652
N	Expected-Value-ZoA	658
N	Expected-Zenith-AoA	657
N	Expected-ZoA-only	666
N	ExplicitFormat	116
N	Extended-GNB-CU-Name	2455
N	Extended-GNB-DU-Name	2461
N	ExtendedAdditionalPathList	2467
N	ExtendedAdditionalPathList-Item	2468
N	ExtendedAvailablePLMN-Item	985
N	ExtendedAvailablePLMN-List	984
N	ExtendedEARFCN	2355
N	ExtendedPacketDelayBudget	898
N	ExtendedResourceSymbolOffset	2472
N	ExtendedServedPLMNs-Item	2473
N	ExtendedServedPLMNs-List	2493
N	ExtendedSliceSupportList	2486
N	ExtendedUEIdentityIndexValue	2494
N	F1AP-PDU	2495
N	F1CPathNRDC	2940
N	F1CPathNSA	2935
N	F1CTransferPath	2934
N	F1CTransferPathNRDC	2939
N	F1RemovalFailure	3613
N	F1RemovalRequest	3605
N	F1RemovalResponse	3609
N	F1SetupFailure	2689
N	F1SetupOutcome	5057
N	F1SetupRequest	2523
N	F1SetupResponse	2666
N	F1U-PathFailure	1241
N	F1UTunnelNotEstablished	822
N	FDD-Info	2540
N	FDD-InfoRel16	1640
N	FR1-Bandwidth	1023
N	FR2-Bandwidth	1024
N	FiveG-ProSeAuthorized	2946
N	FiveG-ProSeDirectCommunication	2948
N	FiveG-ProSeDirectDiscovery	2947
N	FiveG-ProSeLayer2Multipath	2955
N	FiveG-ProSeLayer2RemoteUE	2951
N	FiveG-ProSeLayer2UEtoNetworkRelay	2949
N	FiveG-ProSeLayer2UEtoUERelay	2956
N	FiveG-ProSeLayer2UEtoUERemote	2957
N	FiveG-ProSeLayer3UEtoNetworkRelay	2950
N	FiveGS-TAC	989
N	FiveQI	3067
N	Flows-Mapped-To-DRB-Item	1920
N	Flows-Mapped-To-DRB-List	1919
N	FlowsMappedToSLDRB-Item	2925
N	FlowsMappedToSLDRB-List	2924
N	FreqBandNrItem	204
N	FreqDomainLength	1671
N	FreqInfoRel16	1641
N	Frequency-Domain-HSNA-Configuration-Item	150
N	Frequency-Domain-HSNA-Configuration-List	149
N	Frequency-Domain-HSNA-Slot-Configuration-Item	153
N	Frequency-Domain-HSNA-Slot-Configuration-List	152
N	FrequencyShift7p5khz	202
N	FullConfiguration	3092
N	GBR-QoSFlowInformation	913
N	GBR-QosInformation	935
N	GNB-CU-MBS-F1AP-ID	1064
N	GNB-CU-Name	2670
N	GNB-CU-NameUTF8String	2457
N	GNB-CU-NameVisibleString	2456
N	GNB-CU-TNL-Association-Failed-To-Setup-Item	2803
N	GNB-CU-TNL-Association-Failed-To-Setup-List	2799
N	GNB-CU-TNL-Association-Setup-Item	2795
N	GNB-CU-TNL-Association-Setup-List	2791
N	GNB-CU-TNL-Association-To-Add-Item	2749
N	GNB-CU-TNL-Association-To-Add-List	2745
N	GNB-CU-TNL-Association-To-Remove-Item	2758
N	GNB-CU-TNL-Association-To-Remove-List	2754
N	GNB-CU-TNL-Association-To-Update-Item	2766
N	GNB-CU-TNL-Association-To-Update-List	2762
N	GNB-CU-UE-F1AP-ID	92
N	GNB-CUSystemInformation	1579
N	GNB-DU-Cell-Resource-Configuration	111
N	GNB-DU-ID	2170
N	GNB-DU-MBS-F1AP-ID	1065
N	GNB-DU-Name	2527
N	GNB-DU-NameUTF8String	2463
N	GNB-DU-NameVisibleString	2462
N	GNB-DU-Served-Cells-Item	2532
N	GNB-DU-Served-Cells-List	2528
N	GNB-DU-System-Information	2605
N	GNB-DU-TNL-Association-To-Remove-Item	2725
N	GNB-DU-TNL-Association-To-Remove-List	2721
N	GNB-DU-UE-F1AP-ID	52
N	GNB-DUConfigurationQuery	3272
N	GNB-ID	2650
N	GNB-RxTxTimeDiff	3850
N	GNBCUConfigurationUpdate	2741
N	GNBCUConfigurationUpdateAcknowledge	2787
N	GNBCUConfigurationUpdateFailure	2807
N	GNBCUMeasurementID	3742
N	GNBDUConfigurationUpdate	2693
N	GNBDUConfigurationUpdateAcknowledge	2733
N	GNBDUConfigurationUpdateFailure	2737
N	GNBDUMeasurementID	3743
N	GNBDUOverloadInformation	4811
N	GNBDUResourceConfiguration	3617
N	GNBDUResourceConfigurationAcknowledge	3648
N	GNBDUResourceConfigurationFailure	3652
N	GNBDUResourceCoordinationRequest	3595
N	GNBDUResourceCoordinationResponse	3601
N	GNBDUStatusIndication	4807
N	GNBDUUESliceMaximumBitRateItem	2988
N	GNBDUUESliceMaximumBitRateList	2987
N	GNBRxTxTimeDiffMeas	3851
N	GNBSetID	621
N	GTP-TEID	464
N	GTPTLA-Item	2634
N	GTPTLAs	2633
N	GTPTunnel	462
N	GeographicalCoordinates	2273
N	GlobalGNB-ID	2649
N	HSNADownlink	134
N	HSNAFlexible	136
N	HSNASlotConfigItem	133
N	HSNASlotConfigList	132
N	HSNATransmissionPeriodicity	131
N	HSNAUplink	135
N	HandoverPreparationInformation	1341
N	HardwareLoadIndicator	4868
N	HashedUEIdentityIndexValue	4767
N	IAB-Allocated-TNL-Address-Item	3701
N	IAB-Allocated-TNL-Address-List	3697
N	IAB-Barred	1622
N	IAB-Congestion-Indication-Item	4814
N	IAB-Congestion-Indication-List	4813
N	IAB-DU-Cell-Resource-Configuration-FDD-Info	110
N	IAB-DU-Cell-Resource-Configuration-Mode-Info	109
N	IAB-DU-Cell-Resource-Configuration-TDD-Info	218
N	IAB-Info-IAB-DU	2592
N	IAB-Info-IAB-donor-CU	1592
N	IAB-MT-Cell-List	1722
N	IAB-MT-Cell-List-Item	1723
N	IAB-MT-Cell-NA-Resource-Configuration-FDD-Info	3634
N	IAB-MT-Cell-NA-Resource-Configuration-Mode-Info	3633
N	IAB-MT-Cell-NA-Resource-Configuration-TDD-Info	3638
N	IAB-STC-Info	1593
N	IAB-STC-Info-Item	1595
N	IAB-STC-Info-List	1594
N	IAB-TNL-Addresses-Exception	3684
N	IAB-TNL-Addresses-To-Remove-Item	3680
N	IAB-TNL-Addresses-To-Remove-List	3676
N	IABConditionalRRCMessageDeliveryIndication	3301
N	IABCongestionIndication	4812
N	IABIPv6RequestType	3672
N	IABTNLAddress	755
N	IABTNLAddress-Item	3686
N	IABTNLAddressFailure	3706
N	IABTNLAddressList	3685
N	IABTNLAddressRequest	3656
N	IABTNLAddressResponse	3693
N	IABTNLAddressUsage	3702
N	IABTNLAddressesRequested	3661
N	IABUPConfigurationUpdateFailure	3734
N	IABUPConfigurationUpdateRequest	3710
N	IABUPConfigurationUpdateResponse	3730
N	IABv4AddressesRequested	3660
N	IPHeaderInformation	754
N	IPtolayer2TrafficMappingInfo	750
N	IPtolayer2TrafficMappingInfo-Item	752
N	IPtolayer2TrafficMappingInfoList	751
N	IgnorePRACHConfiguration	2842
N	IgnoreResourceCoordinationContainer	3600
N	ImplicitFormat	123
N	InactivityMonitoringRequest	2835
N	InactivityMonitoringResponse	3109
N	IndicationMCInactiveReception	4965
N	IndirectPathAddition	3041
N	IngressNonF1terminatingTopologyIndicator	778
N	InitialULRRCMessageTransfer	4680
N	InitiatingMessage	2496
N	IntendedTDD-DL-ULConfig	2548
N	InterFrequencyConfig-NoGap	2194
N	InterfacesToTrace	2848
N	JointorDLTCIStateID	1299
N	L1151Info	1693
N	L139Info	1678
N	L571Info	1687
N	L839Info	1672
N	LCID	2019
N	LCS-to-GCS-Translation	545
N	LCStoGCSTranslation	4033
N	LCStoGCSTranslationList	4032
N	LMF-MeasurementID	3759
N	LMF-UE-MeasurementID	2328
N	LTEA2XServicesAuthorized	3058
N	LTEUESidelinkAggregateMaximumBitrate	2895
N	LTEV2XServicesAuthorized	2887
N	LTMCFRAResourceConfig	3189
N	LTMCFRAResourceConfig-Item	3358
N	LTMCFRAResourceConfig-List	3357
N	LTMCellSwitchInformation	1298
N	LTMCells-ToBeReleased-Item	3215
N	LTMCells-ToBeReleased-List	3214
N	LTMConfiguration	3169
N	LTMConfigurationID	3036
N	LTMConfigurationIDMapping-Item	3035
N	LTMConfigurationIDMappingList	3034
N	LTMIndicator	3024
N	LTMInformation-Modify	3353
N	LTMInformation-Setup	3023
N	LTMgNB-DU-IDs-Item	2438
N	LTMgNB-DU-IDs-PreambleIndex-Item	2412
N	LTMgNB-DU-IDs-PreambleIndexList	2411
N	LTMgNB-DU-IDsList	2437
N	LastUsedCellIndication	4737
N	Latest-RRC-Version-Enhanced	2629
N	LoS-NLoSIndicatorHard	3919
N	LoS-NLoSIndicatorSoft	3918
N	LoS-NLoSInformation	3917
N	LocationDependentMBSF1UInformation	823
N	LocationDependentMBSF1UInformation-Item	824
N	LocationMeasurementInformation	1346
N	LocationUncertainty	10
N	LongDRXCycleLength	2138
N	LongNonIntegerDRXCycleLength	3083
N	LowerLayerPresenceStatusChange	3274
N	M2Configuration	2856
N	M5-Links-to-log	2859
N	M5Configuration	2857
N	M5ReportAmount	2863
N	M5period	2858
N	M6-Links-to-log	2866
N	M6Configuration	2864
N	M6ReportAmount	2870
N	M6report-Interval	2865
N	M7-Links-to-log	2873
N	M7Configuration	2871
N	M7ReportAmount	2877
N	M7period	2872
N	MBS-Area-Session-ID	825
N	MBS-Broadcast-Cell-Item	1091
N	MBS-Broadcast-Cell-List	1090
N	MBS-Broadcast-MRB-Item	1097
N	MBS-Broadcast-MRB-List	1096
N	MBS-Broadcast-NeighbourCellList	1616
N	MBS-CUtoDURRCInformation	1089
N	MBS-Flows-Mapped-To-MRB-Item	1111
N	MBS-Flows-Mapped-To-MRB-List	1110
N	MBS-FrequencySelectionArea-Identity	2602
N	MBS-Multicast-CU2DU-Cell-Item	4235
N	MBS-Multicast-CU2DU-Cell-List	4234
N	MBS-Multicast-DU2CU-Cell-Item	4273
N	MBS-Multicast-DU2CU-Cell-List	4272
N	MBS-Multicast-MRB-Item	4242
N	MBS-Multicast-MRB-List	4241
N	MBS-ServiceArea	1070
N	MBS-ServiceAreaCellList	1072
N	MBS-ServiceAreaInformation	1071
N	MBS-ServiceAreaInformationItem	1082
N	MBS-ServiceAreaInformationList	1081
N	MBS-ServiceAreaTAIList	1073
N	MBS-ServiceAreaTAIList-Item	1074
N	MBS-Session-ID	1197
N	MBSF1UInformation	818
N	MBSInterestIndication	1349
N	MBSMulticastConfiguration-available	4275
N	MBSMulticastConfiguration-notavailable	4280
N	MBSMulticastConfigurationNotification	4288
N	MBSMulticastConfigurationNotificationInfo	4289
N	MBSMulticastConfigurationResponseInfo	4274
N	MBSMulticastF1UContextDescriptor	4388
N	MBSMulticastNeighbourCellListItem	4601
N	MBSMulticastRRCINACTIVEReceptionMode	4236
N	MBSMulticastSessionReceptionState	4250
N	MBSPTPRetransmissionTunnelRequired	3002
N	MC-PagingCell-Item	4961
N	MC-PagingCell-list	4957
N	MDT-Activation	2854
N	MDTConfiguration	2853
N	MDTPLMNList	2933
N	MDTPLMNModificationList	3350
N	MDTPollutedMeasurementIndicator	2944
N	MIABF1SetupOutcomeNotification	5053
N	MIABF1SetupTriggering	5049
N	MIB-message	2606
N	MIMOPRBusageInformation	1423
N	MRB-ID	1034
N	MRB-ProgressInformation	3003
N	MT-SDT-Indicator	4769
N	MT-SDT-Information	4768
N	MTCH-NeighbourCellInformation	4606
N	MTCH-NeighbourCellSession-Item	4605
N	MTCH-NeighbourCellSessionList	4604
N	MUSIM-GapConfig	1347
N	MappingInformationIndex	753
N	MappingInformationtoRemove	771
N	MaskedIMEISV	2836
N	MaxDataBurstVolume	647
N	MaxPacketLossRate	914
N	MeasBasedOnAggregatedResources	3924
N	MeasConfig	1337
N	MeasGapConfig	2176
N	MeasGapSharingConfig	2189
N	MeasuredFrequencyHops	3923
N	MeasuredResultsValue	3826
N	MeasurementActivation	4982
N	MeasurementBeamInfo	3899
N	MeasurementBeamInfoRequest	3794
N	MeasurementCharacteristicsRequestIndicator	3803
N	MeasurementPeriodicity	2338
N	MeasurementPeriodicityExtended	3796
N	MeasurementPreconfigurationConfirm	4554
N	MeasurementPreconfigurationRefuse	4564
N	MeasurementPreconfigurationRequired	4545
N	MeasurementTimeOccasion	3804
N	MeasurementTimingConfiguration	1343
N	MeasurementsToActivate	2855
N	MessageIdentifier	3576
N	Mobile-IAB-MT-UE-ID	4076
N	Mobile-IAB-MTUserLocationInformation	2658
N	Mobile-TRP-LocationInformation	2317
N	MobileIAB-Barred	1623
N	MulticastCU2DUCommonRRCInfo	4597
N	MulticastCU2DURRCInfo	4233
N	MulticastCommonCU2DUCell-Item	4599
N	MulticastCommonCU2DUCellList	4598
N	MulticastCommonConfigurationRefuse	4656
N	MulticastCommonConfigurationRequest	4593
N	MulticastCommonConfigurationResponse	4652
N	MulticastCommonCu2DUCellInformation	4600
N	MulticastContextModificationFailure	4380
N	MulticastContextModificationRequest	4316
N	MulticastContextModificationResponse	4344
N	MulticastContextNotificationConfirm	4585
N	MulticastContextNotificationIndication	4581
N	MulticastContextNotificationRefuse	4589
N	MulticastContextReleaseCommand	4308
N	MulticastContextReleaseComplete	4312
N	MulticastContextReleaseRequest	4966
N	MulticastContextSetupFailure	4304
N	MulticastContextSetupRequest	4221
N	MulticastContextSetupResponse	4251
N	MulticastDU2CURRCInfo	4271
N	MulticastDistributionReleaseCommand	4426
N	MulticastDistributionReleaseComplete	4430
N	MulticastDistributionSetupFailure	4422
N	MulticastDistributionSetupRequest	4384
N	MulticastDistributionSetupResponse	4402
N	MulticastF1UContext-FailedToBeSetup-Item	4418
N	MulticastF1UContext-FailedToBeSetup-List	4414
N	MulticastF1UContext-Setup-Item	4410
N	MulticastF1UContext-Setup-List	4406
N	MulticastF1UContext-ToBeSetup-Item	4398
N	MulticastF1UContext-ToBeSetup-List	4394
N	MulticastF1UContextReferenceCU	3165
N	MulticastF1UContextReferenceF1	4389
N	MulticastGroupPaging	4945
N	MulticastMBSSessionList	2992
N	MulticastMBSSessionList-Item	2993
N	MulticastMRBs-FailedToBeModified-Item	4376
N	MulticastMRBs-FailedToBeModified-List	4372
N	MulticastMRBs-FailedToBeSetup-Item	4267
N	MulticastMRBs-FailedToBeSetup-List	4263
N	MulticastMRBs-FailedToBeSetupMod-Item	4360
N	MulticastMRBs-FailedToBeSetupMod-List	4356
N	MulticastMRBs-Modified-Item	4368
N	MulticastMRBs-Modified-List	4364
N	MulticastMRBs-Setup-Item	4259
N	MulticastMRBs-Setup-List	4255
N	MulticastMRBs-SetupMod-Item	4352
N	MulticastMRBs-SetupMod-List	4348
N	MulticastMRBs-ToBeModified-Item	4332
N	MulticastMRBs-ToBeModified-List	4328
N	MulticastMRBs-ToBeReleased-Item	4340
N	MulticastMRBs-ToBeReleased-List	4336
N	MulticastMRBs-ToBeSetup-Item	4229
N	MulticastMRBs-ToBeSetup-List	4225
N	MulticastMRBs-ToBeSetupMod-Item	4324
N	MulticastMRBs-ToBeSetupMod-List	4320
N	MultipleULAoA	539
N	MultipleULAoA-Item	541
N	MultipleULAoA-List	540
N	MultiplexingInfo	1721
N	MusimCandidateBandList	1357
N	MusimCapabilityRestrictionIndication	1356
N	N3CIndirectPathAddition	3047
N	N6JitterInformation	1952
N	NA-Resource-Configuration-Item	164
N	NA-Resource-Configuration-List	163
N	NADownlink	165
N	NAFlexible	167
N	NAUplink	166
N	NCGI-to-be-Updated-List	2681
N	NCGI-to-be-Updated-List-Item	2685
N	NGRANAllocationAndRetentionPriority	909
N	NGRANHighAccuracyAccessPointPosition	2277
N	NID	707
N	NPN-Broadcast-Information-PNI-NPN	1005
N	NPN-Broadcast-Information-SNPN	996
N	NPNBroadcastInformation	995
N	NPNSupportInfo	2482
N	NR-CGI-List-For-Restart-Item	4791
N	NR-CGI-List-For-Restart-List	4787
N	NR-Mode-Info	2539
N	NR-ModeInfoRel16	1639
N	NR-PRSBeamInformation	4017
N	NR-PRSBeamInformationItem	4019
N	NR-PRSBeamInformationList	4018
N	NR-TADV	2236
N	NR-U-Channel-Info-Item	2577
N	NR-U-Channel-Info-List	2576
N	NR-U-Channel-Item	1462
N	NR-U-Channel-List	1461
N	NRA2XServicesAuthorized	3054
N	NRCGI	93
N	NRCarrierItem	196
N	NRCarrierList	195
N	NRCellIdentity	95
N	NRFreqInfo	182
N	NRNRB	188
N	NRPCI	343
N	NRPRACHConfig	1664
N	NRPRACHConfigItem	1666
N	NRPRACHConfigList	1665
N	NRPaging-Time-Window	4747
N	NRPaging-Time-Window-Inactive	4775
N	NRPaging-eDRX-Cycle-Idle	4746
N	NRPaging-eDRX-Cycle-Inactive	4752
N	NRPaging-long-eDRX-Cycle-Inactive	4774
N	NRPagingeDRXInformation	4745
N	NRPagingeDRXInformationforRRCINACTIVE	4751
N	NRPaginglongeDRXInformationforRRCINACTIVE	4773
N	NRRedCapUEIndication	4686
N	NRSCS	187
N	NRUERLFReportContainer	58
N	NRUESidelinkAggregateMaximumBitrate	2891
N	NRV2XServicesAuthorized	2881
N	NReRedCapUEIndication	4698
N	NSAG-ID	2489
N	NSAGSupportItem	2488
N	NSAGSupportList	2487
N	NZP-CSI-RS-ResourceID	4104
N	Ncd-SSB-RedCapInitialBWP-SDT	2198
N	NeedForGapNCSGInfoEUTRA	1352
N	NeedForGapNCSGInfoNR	1351
N	NeedForGapsInfoNR	1350
N	NeedForInterruptionInfoNR	1355
N	NeedforGap	3273
N	Neighbour-Cell-Information-Item	2783
N	Neighbour-Cell-Information-List	2779
N	Neighbour-Node-Cells-List	3621
N	Neighbour-Node-Cells-List-Item	3622
N	NeighbourNR-CellsForSON-Item	1638
N	NeighbourNR-CellsForSON-List	1637
N	NetworkAccessRateReduction	4830
N	NetworkControlledRepeaterAuthorized	3021
N	NonDynamic5QIDescriptor	892
N	NonDynamicPQIDescriptor	2908
N	NonF1terminatingTopologyIndicator	490
N	NonIntegerDRXCycle	3082
N	NonUPTrafficType	2674
N	NoofDownlinkSymbols	118
N	NoofUplinkSymbols	119
N	Notification-Cause	1976
N	NotificationControl	1918
N	NotificationInformation	3575
N	Notify	4779
N	NrofSymbolsExtended	290
N	NumDLULSymbols	2558
N	NumberOfBroadcasts	1519
N	NumberOfTRPRxTEG	3772
N	NumberOfTRPRxTxTEG	3773
N	NumberofActiveUEs	1457
N	NumberofBroadcastRequest	3582
N	OffsetToPointA	2374
N	OnDemandPRS-Info	4053
N	PC5-QoS-Characteristics	2907
N	PC5FlowBitRates	2917
N	PC5QoSFlowIdentifier	2926
N	PC5QoSParameters	2906
N	PC5RLCChannelFailedToBeModifiedItem	3446
N	PC5RLCChannelFailedToBeModifiedList	3445
N	PC5RLCChannelFailedToBeSetupItem	3151
N	PC5RLCChannelFailedToBeSetupList	3150
N	PC5RLCChannelID	2970
N	PC5RLCChannelModifiedItem	3441
N	PC5RLCChannelModifiedList	3440
N	PC5RLCChannelQoSInformation	2972
N	PC5RLCChannelRequiredToBeModifiedItem	3514
N	PC5RLCChannelRequiredToBeModifiedList	3513
N	PC5RLCChannelRequiredToBeReleasedItem	3519
N	PC5RLCChannelRequiredToBeReleasedList	3518
N	PC5RLCChannelSetupItem	3146
N	PC5RLCChannelSetupList	3145
N	PC5RLCChannelToBeModifiedItem	3313
N	PC5RLCChannelToBeModifiedList	3312
N	PC5RLCChannelToBeReleasedItem	3318
N	PC5RLCChannelToBeReleasedList	3317
N	PC5RLCChannelToBeSetupItem	2969
N	PC5RLCChannelToBeSetupList	2968
N	PDC-RxTxTimeDiff	4459
N	PDC-TADV-NR	4458
N	PDCCH-BlindDetectionSCG	2186
N	PDCMeasuredResults-Item	4456
N	PDCMeasuredResults-Value	4457
N	PDCMeasuredResultsList	4455
N	PDCMeasurementFailureIndication	4978
N	PDCMeasurementInitiationFailure	4469
N	PDCMeasurementInitiationRequest	4434
N	PDCMeasurementInitiationResponse	4450
N	PDCMeasurementPeriodicity	4440
N	PDCMeasurementQuantities	4441
N	PDCMeasurementQuantities-Item	4445
N	PDCMeasurementQuantitiesValue	4446
N	PDCMeasurementReport	4970
N	PDCMeasurementResult	4454
N	PDCMeasurementTerminationCommand	4974
N	PDCP-SN	4826
N	PDCPSNLength	2091
N	PDCReportType	4439
N	PDUSessionID	922
N	PDUSetQoSInformation	925
N	PDUSetQoSParameters	924
N	PEIPSAssistanceInfo	4757
N	PEISubgroupingSupportIndication	4738
N	PER-Exponent	640
N	PER-Scalar	639
N	PLMN-Identity	94
N	PRS-Measurement-Info-List	4986
N	PRS-Measurement-Info-List-Item	4987
N	PRS-Resource-ID	1760
N	PRS-Resource-Set-ID	1759
N	PRSAngleItem	4021
N	PRSAngleList	4020
N	PRSBandwidthAggregationRequestIndication	3941
N	PRSConfigRequestType	4477
N	PRSConfiguration	3960
N	PRSConfigurationFailure	4541
N	PRSConfigurationRequest	4473
N	PRSConfigurationResponse	4532
N	PRSInformationPos	348
N	PRSMuting	3974
N	PRSMutingOption1	3975
N	PRSMutingOption2	3980
N	PRSResource-Item	3989
N	PRSResource-List	3988
N	PRSResource-QCLInfo	3994
N	PRSResource-QCLSourcePRS	4000
N	PRSResource-QCLSourceSSB	3995
N	PRSResourceSet-Item	3962
N	PRSResourceSet-List	3961
N	PRSTRPItem	4479
N	PRSTRPList	4478
N	PRSTransmissionOffIndication	4506
N	PRSTransmissionOffIndicationPerResource-Item	4516
N	PRSTransmissionOffInformation	4505
N	PRSTransmissionOffPerResource	4513
N	PRSTransmissionOffPerResource-Item	4514
N	PRSTransmissionOffPerResourceSet	4508
N	PRSTransmissionOffPerResourceSet-Item	4509
N	PRSTransmissionTRPItem	4537
N	PRSTransmissionTRPList	4536
N	PSIbasedSDUdiscardUL	1969
N	PWS-Failed-NR-CGI-Item	4803
N	PWS-Failed-NR-CGI-List	4799
N	PWSCancelRequest	3587
N	PWSCancelResponse	3591
N	PWSFailureIndication	4795
N	PWSRestartIndication	4783
N	PWSSystemInformation	3569
N	PacketDelayBudget	637
N	PacketErrorRate	638
N	Paging	4709
N	PagingCause	4756
N	PagingCell-Item	4733
N	PagingCell-list	4729
N	PagingDRX	4727
N	PagingIdentity	4718
N	PagingOrigin	4744
N	PagingPriority	4728
N	Parent-IAB-Nodes-NA-Resource-Configuration-Item	175
N	Parent-IAB-Nodes-NA-Resource-Configuration-List	174
N	ParentTImeSource	5045
N	PartialSuccessCell	1052
N	PathAdditionInformation	3040
N	PathSwitchConfiguration	2981
N	PathlossReferenceInfo	4114
N	PathlossReferenceSignal	4115
N	PedestrianUE	2883
N	PeerUE-ID	2980
N	Periodicity	633
N	PeriodicityBound	1934
N	PeriodicityList	4094
N	PeriodicityList-Item	4095
N	PeriodicityRange	1933
N	PeriodicitySRS	4096
N	Permutation	117
N	Ph-InfoMCG	2188
N	Ph-InfoSCG	2183
N	PhaseQuality	527
N	PlayoutDelayForMediaStartup	5003
N	PointA	595
N	PortNumber	1279
N	PosAssistance-Information	4907
N	PosAssistanceInformationFailureList	4915
N	PosBroadcast	4908
N	PosContextRevIndication	3213
N	PosMeasGapPreConfigList	4558
N	PosMeasurementAmount	3805
N	PosMeasurementPeriodicityNR-AoA	2339
N	PosMeasurementQuantities	3775
N	PosMeasurementQuantities-Item	3776
N	PosMeasurementResult	3824
N	PosMeasurementResultItem	3825
N	PosMeasurementResultList	3822
N	PosMeasurementResultList-Item	3823
N	PosMeasurementType	3777
N	PosReportCharacteristics	3774
N	PosResourceSetType	424
N	PosResourceSetTypeAP	435
N	PosResourceSetTypePR	425
N	PosResourceSetTypeSP	430
N	PosSItype	5019
N	PosSItype-Item	5018
N	PosSItypeList	5017
N	PosSRSInfo	3909
N	PosSRSResource-Item	300
N	PosSRSResource-List	299
N	PosSRSResourceID-List	423
N	PosSRSResourceSet-Item	421
N	PosSRSResourceSet-List	420
N	PosSystemInformationDeliveryCommand	5013
N	PosValidityAreaCellList	4138
N	PosValidityAreaCellList-Item	4139
N	PositioningActivationFailure	4217
N	PositioningActivationRequest	4201
N	PositioningActivationResponse	4213
N	PositioningAssistanceInformationControl	4903
N	PositioningAssistanceInformationFeedback	4911
N	PositioningBroadcastCells	4909
N	PositioningDeactivation	4937
N	PositioningInformationFailure	4197
N	PositioningInformationRequest	4084
N	PositioningInformationResponse	4186
N	PositioningInformationUpdate	4941
N	PositioningMeasurementAbort	4920
N	PositioningMeasurementFailure	3928
N	PositioningMeasurementFailureIndication	4924
N	PositioningMeasurementReport	4916
N	PositioningMeasurementRequest	3755
N	PositioningMeasurementResponse	3818
N	PositioningMeasurementUpdate	4928
N	Potential-SpCell-Item	3205
N	Potential-SpCell-List	3201
N	Pre-emptionCapability	627
N	Pre-emptionVulnerability	628
N	PreambleIndex	1329
N	PreambleIndexList	2413
N	PreambleIndexList-Item	2414
N	Preconfigured-measurement-GAP-Request	1354
N	Presence	5070
N	PrimaryPathIndication	2100
N	PriorityLevel	626
N	PrivacyIndicator	1503
N	PrivateIE-ID	4676
N	PrivateMessage	4673
N	ProcedureCode	793
N	Protected-EUTRA-Resources-Item	2774
N	Protected-EUTRA-Resources-List	2770
N	ProtectedEUTRAResourceIndication	2400
N	ProtocolExtensionID	17
N	ProtocolIE-ID	33
N	QCI	934
N	QoEInformation	4999
N	QoEInformationList	5000
N	QoEInformationList-Item	5001
N	QoEInformationTransfer	4995
N	QoEInformationTransferControl	5023
N	QoEMetrics	5002
N	QoS-Characteristics	891
N	QoSFlowIdentifier	1112
N	QoSFlowLevelQoSParameters	890
N	QoSFlowMappingIndication	1924
N	QoSInformation	2079
N	QoSParaSetIndex	635
N	QoSParaSetNotifyIndex	1980
N	QosMonitoringRequest	923
N	RA-RNTI	1330
N	RACH-Config-Common	1715
N	RACH-Config-Common-IAB	1716
N	RACHConfiguration	2410
N	RAN-MeasurementID	3760
N	RAN-UE-MeasurementID	2329
N	RAN-UE-PDC-MeasID	4438
N	RANAC	990
N	RANSharingAssistanceInformation	1216
N	RANTSSRequestType	4572
N	RANTimingSynchronisationStatusInfo	5040
N	RANUEID	2846
N	RANUEPagingIdentity	4719
N	RANfeedbacktype	1931
N	RANfeedbacktype-proactive	1932
N	RANfeedbacktype-reactive	1944
N	RAReportContainer	51
N	RAReportIndicationList	5031
N	RAReportIndicationList-Item	5032
N	RAReportItem	50
N	RAReportList	49
N	RAT-FrequencyPriorityInformation	1892
N	RAT-FrequencySelectionPriority	1894
N	RBSetConfiguration	143
N	RBSetSize	144
N	RIMRSDetectionStatus	1311
N	RLC-Status	2023
N	RLCDuplicationInformation	2093
N	RLCDuplicationState-Item	2095
N	RLCDuplicationStateList	2094
N	RLCFailureIndication	3267
N	RLCMode	946
N	RLFReportInformationItem	57
N	RLFReportInformationList	56
N	RRC-Terminating-IAB-Donor-Related-Info	2729
N	RRC-Version	2624
N	RRCContainer	1891
N	RRCContainer-RRCSetupComplete	4685
N	RRCDeliveryReport	4821
N	RRCDeliveryStatus	4825
N	RRCDeliveryStatusRequest	1898
N	RRCReconfigurationCompleteIndicator	3234
N	RSPP-transport-QoS-parameters	3064
N	RSPPFlowBitRates	3068
N	RSPPQoSFlowItem	3066
N	RSPPQoSFlowList	3065
N	RachIndication	5027
N	RadioResourceStatus	1385
N	RadioResourceStatusNR-U	1469
N	Range	3072
N	Re-routingEnableIndicator	787
N	Recommended-SSBs-List	4739
N	Recommended-SSBs-for-Paging-List	3223
N	Recommended-SSBs-for-Paging-List-Item	3224
N	RecommendedSSBItem-List-Item	4740
N	RedCapIndication	4766
N	Redcap-Bcast-Information	2603
N	RedirectedRRCmessage	1900
N	Reestablishment-Indication	2024
N	ReferenceConfiguration	3025
N	ReferenceConfigurationInformation	3027
N	ReferencePoint	2297
N	ReferenceSFN	4897
N	ReferenceSignal	4103
N	ReferenceTime	4896
N	ReferenceTimeInformationReport	4891
N	ReferenceTimeInformationReportingControl	4882
N	RegistrationRequest	3744
N	RelativeCartesianLocation	23
N	RelativeGeodeticLocation	4
N	RelativePathDelay	493
N	RelativeTime1900	2254
N	RemoteUELocalID	2971
N	RepetitionFactorExtended	291
N	RepetitionPeriod	3581
N	ReportCharacteristics	3745
N	ReportingGranularitykminus1	3839
N	ReportingGranularitykminus1AdditionalPath	503
N	ReportingGranularitykminus2	3840
N	ReportingGranularitykminus2AdditionalPath	504
N	ReportingGranularitykminus3	3861
N	ReportingGranularitykminus3AdditionalPath	505
N	ReportingGranularitykminus4	3862
N	ReportingGranularitykminus4AdditionalPath	506
N	ReportingGranularitykminus5	3863
N	ReportingGranularitykminus5AdditionalPath	507
N	ReportingGranularitykminus6	3864
N	ReportingGranularitykminus6AdditionalPath	508
N	ReportingPeriodicity	3746
N	ReportingPeriodicityValue	4887
N	ReportingRequestType	4886
N	RequestType	3599
N	Requested-PDCCH-BlindDetectionSCG	2187
N	RequestedBandCombinationIndex	2184
N	RequestedDLPRSResource-Item	4489
N	RequestedDLPRSResource-List	4488
N	RequestedDLPRSResourceSet-Item	4482
N	RequestedDLPRSResourceSet-List	4481
N	RequestedDLPRSTransmissionCharacteristics	4480
N	RequestedFeatureSetEntryIndex	2185
N	RequestedP-MaxFR2	2192
N	RequestedSRSPreconfigurationCharacteristics-Item	4182
N	RequestedSRSPreconfigurationCharacteristics-List	4181
N	RequestedSRSTransmissionCharacteristics	4088
N	RequestforLowerLayerConfiguration	3026
N	RequestforRACHConfiguration	2436
N	Reset	2498
N	ResetAcknowledge	2515
N	ResetAll	2503
N	ResetType	2502
N	ResourceCoordinationEUTRACellInfo	2838
N	ResourceCoordinationTransferContainer	2816
N	ResourceCoordinationTransferInformation	2837
N	ResourceMapping	4145
N	ResourceSetType	397
N	ResourceSetTypeAperiodic	408
N	ResourceSetTypePeriodic	398
N	ResourceSetTypeSemi-persistent	403
N	ResourceStatusFailure	3751
N	ResourceStatusRequest	3738
N	ResourceStatusResponse	3747
N	ResourceStatusUpdate	4864
N	ResourceType	265
N	ResourceTypeAperiodic	278
N	ResourceTypeAperiodicPos	332
N	ResourceTypePeriodic	266
N	ResourceTypePeriodicPos	321
N	ResourceTypePos	320
N	ResourceTypeSemi-persistent	272
N	ResourceTypeSemi-persistentPos	327
N	ResponseTime	3797
N	RoutingID	4910
N	RxTEG	3884
N	RxTxTEG	3869
N	RxTxTimingErrorMargin	3872
N	S-CPAC-Configuration	3193
N	S-CPACLowerLayerReferenceConfigRequest	1791
N	SCGActivationRequest	2945
N	SCGActivationStatus	3134
N	SCGIndicator	3299
N	SCPAC-Request	1790
N	SCS-480	2252
N	SCS-960	2253
N	SCS-SpecificCarrier	596
N	SCell-FailedtoSetup-Item	3105
N	SCell-FailedtoSetup-List	3101
N	SCell-FailedtoSetupMod-Item	3378
N	SCell-FailedtoSetupMod-List	3374
N	SCell-ToBeRemoved-Item	3247
N	SCell-ToBeRemoved-List	3243
N	SCell-ToBeSetup-Item	2821
N	SCell-ToBeSetup-List	2817
N	SCell-ToBeSetupMod-Item	3239
N	SCell-ToBeSetupMod-List	3235
N	SCellIndex	2822
N	SDT-MAC-PHY-CG-Config	1348
N	SDT-Termination-Request	4672
N	SDT-Volume-Threshold	3022
N	SDTBearerConfig-List	3451
N	SDTBearerConfig-List-Item	3452
N	SDTBearerConfigurationInfo	3450
N	SDTBearerConfigurationQueryIndication	3351
N	SDTBearerType	3453
N	SDTInformation	4687
N	SDTRLCBearerConfiguration	2121
N	SFN-Offset	2596
N	SIB1-message	2607
N	SIB10-message	2614
N	SIB12-message	2611
N	SIB13-message	2612
N	SIB14-message	2613
N	SIB15-message	2617
N	SIB17-message	2615
N	SIB20-message	2616
N	SIB22-message	2619
N	SIB23-message	2620
N	SIB24-message	2618
N	SIBType-PWS	3570
N	SItype	4705
N	SItype-Item	4704
N	SItype-List	4703
N	SL-ConfigDedicatedEUTRA-Info	2191
N	SL-PHY-MAC-RLC-Config	2190
N	SL-PHY-MAC-RLC-ConfigExt	2200
N	SL-RLC-ChannelToAddModList	2193
N	SLDRBID	2904
N	SLDRBInformation	2905
N	SLDRBs-FailedToBeModified-Item	3426
N	SLDRBs-FailedToBeModified-List	3422
N	SLDRBs-FailedToBeSetup-Item	3130
N	SLDRBs-FailedToBeSetup-List	3126
N	SLDRBs-FailedToBeSetupMod-Item	3418
N	SLDRBs-FailedToBeSetupMod-List	3414
N	SLDRBs-Modified-Item	3410
N	SLDRBs-Modified-List	3406
N	SLDRBs-ModifiedConf-Item	3549
N	SLDRBs-ModifiedConf-List	3545
N	SLDRBs-Required-ToBeModified-Item	3491
N	SLDRBs-Required-ToBeModified-List	3487
N	SLDRBs-Required-ToBeReleased-Item	3499
N	SLDRBs-Required-ToBeReleased-List	3495
N	SLDRBs-Setup-Item	3122
N	SLDRBs-Setup-List	3118
N	SLDRBs-SetupMod-Item	3402
N	SLDRBs-SetupMod-List	3398
N	SLDRBs-ToBeModified-Item	3287
N	SLDRBs-ToBeModified-List	3283
N	SLDRBs-ToBeReleased-Item	3295
N	SLDRBs-ToBeReleased-List	3291
N	SLDRBs-ToBeSetup-Item	2903
N	SLDRBs-ToBeSetup-List	2899
N	SLDRBs-ToBeSetupMod-Item	3279
N	SLDRBs-ToBeSetupMod-List	3275
N	SLDRXConfigurationIndicator	3343
N	SLDRXCycleItem	3339
N	SLDRXCycleLength	3342
N	SLDRXCycleList	3338
N	SLDRXInformation	3341
N	SLPositioning-Ranging-Authorized	3063
N	SLPositioning-Ranging-Service-Info	3062
N	SNSSAI	1202
N	SNSSAI-Item	1487
N	SNSSAI-list	1486
N	SNSSAIAvailableCapacity-Item	1445
N	SNSSAIAvailableCapacity-List	1444
N	SNSSAIRadioResourceStatus-Item	1407
N	SNSSAIRadioResourceStatus-List	1406
N	SRBID	1889
N	SRBs-FailedToBeSetup-Item	3097
N	SRBs-FailedToBeSetup-List	3093
N	SRBs-FailedToBeSetupMod-Item	3370
N	SRBs-FailedToBeSetupMod-List	3366
N	SRBs-Modified-Item	3394
N	SRBs-Modified-List	3390
N	SRBs-Required-ToBeReleased-Item	3483
N	SRBs-Required-ToBeReleased-List	3479
N	SRBs-Setup-Item	3114
N	SRBs-Setup-List	3110
N	SRBs-SetupMod-Item	3386
N	SRBs-SetupMod-List	3382
N	SRBs-ToBeReleased-Item	3263
N	SRBs-ToBeReleased-List	3259
N	SRBs-ToBeSetup-Item	2831
N	SRBs-ToBeSetup-List	2827
N	SRBs-ToBeSetupMod-Item	3255
N	SRBs-ToBeSetupMod-List	3251
N	SRS-Periodicity	322
N	SRSCarrier-List	3784
N	SRSCarrier-List-Item	3785
N	SRSConfig	235
N	SRSConfiguration	3783
N	SRSInfo	3908
N	SRSInformationReservationNotification	5058
N	SRSPortIndex	3916
N	SRSPosRRCInactiveConfig	4190
N	SRSPosRRCInactiveQueryIndication	4163
N	SRSPosRRCInactiveValidityAreaConfig	4191
N	SRSPosResourceID	301
N	SRSPreconfiguration-Item	4193
N	SRSPreconfiguration-List	4192
N	SRSReservationType	5062
N	SRSResource	237
N	SRSResource-List	236
N	SRSResourceID	238
N	SRSResourceID-List	396
N	SRSResourceSet	395
N	SRSResourceSet-List	394
N	SRSResourceSetID	39
N	SRSResourceSetItem	4092
N	SRSResourceSetList	4091
N	SRSResourceTrigger	679
N	SRSResourceTypeChoice	3907
N	SRSResourcetype	3906
N	SRSType	4205
N	SSB	342
N	SSB-Index	344
N	SSB-PositionsInBurst	1657
N	SSB-TF-Configuration	3173
N	SSB-freqInfo	1596
N	SSB-subcarrierSpacing	1597
N	SSB-transmissionBitmap	1600
N	SSB-transmissionPeriodicity	1598
N	SSB-transmissionTimingOffset	1599
N	SSBAreaCapacityValueItem	1370
N	SSBAreaCapacityValueList	1369
N	SSBAreaRadioResourceStatusItem	1387
N	SSBAreaRadioResourceStatusList	1386
N	SSBCoverageModification-Item	1813
N	SSBCoverageModification-List	1812
N	SSBCoverageState	1815
N	SSBInformation	3170
N	SSBInformationItem	3172
N	SSBInformationList	3171
N	SSBToReportItem	1479
N	SSBToReportList	1478
N	SSBs-activated-List	1567
N	SSBs-forPaging-List	3225
N	SSBs-toBeActivated-List	1617
N	SUL-Information	184
N	SULAccessIndication	4684
N	Search-window-information	3763
N	SelectedBandCombinationIndex	2181
N	SelectedFeatureSetEntryIndex	2182
N	SemipersistentSRS	4206
N	SerialNumber	3577
N	ServCellIndex	2815
N	ServCellInfoList	2199
N	Served-Cell-Information	2533
N	Served-Cells-To-Add-Item	2701
N	Served-Cells-To-Add-List	2697
N	Served-Cells-To-Delete-Item	2717
N	Served-Cells-To-Delete-List	2713
N	Served-Cells-To-Modify-Item	2709
N	Served-Cells-To-Modify-List	2705
N	Served-EUTRA-Cells-Information	2399
N	ServedPLMNs-Item	2535
N	ServedPLMNs-List	2534
N	Service-State	1545
N	Service-Status	1544
N	Serving-Cells-List	3631
N	Serving-Cells-List-Item	3632
N	ServingCellMO	2826
N	ServingCellMO-List	3012
N	ServingCellMO-List-Item	3016
N	ServingCellMO-encoded-in-CGC-Item	3156
N	ServingCellMO-encoded-in-CGC-List	3155
N	ShortDRXCycleLength	2139
N	ShortDRXCycleTimer	2140
N	ShortNonIntegerDRXCycleLength	3084
N	SibtypetobeupdatedListItem	1581
N	SidelinkConfigurationContainer	4694
N	SidelinkRelayConfiguration	4693
N	SliceAvailableCapacity	1441
N	SliceAvailableCapacityItem	1443
N	SliceAvailableCapacityList	1442
N	SliceRadioResourceStatus	1403
N	SliceRadioResourceStatus-Item	1405
N	SliceRadioResourceStatus-List	1404
N	SliceSupportItem	2475
N	SliceSupportList	2474
N	SliceToReportItem	1485
N	SliceToReportList	1484
N	Slot-Configuration-Item	2553
N	Slot-Configuration-List	2552
N	SlotNumber	3795
N	SlotOffsetForRemainingHopsItem	365
N	SlotOffsetForRemainingHopsList	364
N	SlotOffsetRemainingHops	366
N	SlotOffsetRemainingHopsAperiodic	367
N	SlotOffsetRemainingHopsPeriodic	379
N	SlotOffsetRemainingHopsSemiPersistent	373
N	SpatialDirectionInformation	4016
N	SpatialRelationInfo	4100
N	SpatialRelationPerSRSResource	4125
N	SpatialRelationPerSRSResource-List	4126
N	SpatialRelationPerSRSResourceItem	4127
N	SpatialRelationPos	341
N	SpatialRelationforResourceID	4101
N	SpatialRelationforResourceIDItem	4102
N	SpectrumSharingGroupID	2775
N	SrsFrequency	4137
N	StartRBHopping	292
N	StartRBIndex	293
N	StartTimeAndDuration	4493
N	SubcarrierSpacing	112
N	SubscriberProfileIDforRFP	1893
N	SuccessfulHOReportInformation-Item	63
N	SuccessfulHOReportInformationList	62
N	SuccessfulOutcome	5063
N	SuccessfulPSCellChangeReportInformation-Item	69
N	SuccessfulPSCellChangeReportInformationList	68
N	Supported-MBS-FSA-ID-List	2601
N	SupportedSULFreqBandItem	207
N	SupportedUETypeList	1135
N	SupportedUETypeList-Item	1136
N	SurvivalTime	1930
N	SymbolAllocInSlot	2555
N	SymbolIndex	2258
N	SystemFrameNumber	2243
N	SystemInformationAreaID	1591
N	SystemInformationDeliveryCommand	4699
N	TAAssistanceInfo	2425
N	TAI	2659
N	TAInformation-Item	1305
N	TAInformation-List	1304
N	TAValue	1306
N	TCIStatesConfigurationsList	2408
N	TDD-Info	2544
N	TDD-InfoRel16	1649
N	TDD-UL-DLConfigCommonNR	1650
N	TMGI	1198
N	TNLAssociationUsage	2750
N	TNLCapacityIndicator	4874
N	TRP-Beam-Power-Item	1758
N	TRP-BeamAntennaAngles	1749
N	TRP-BeamAntennaAnglesList-Item	1750
N	TRP-BeamAntennaExplicitInformation	1748
N	TRP-ElevationAngleList-Item	1754
N	TRP-MeasurementRequestItem	3762
N	TRP-MeasurementRequestList	3761
N	TRP-MeasurementUpdateItem	4933
N	TRP-MeasurementUpdateList	4932
N	TRP-PRS-Info-List	4549
N	TRP-PRS-Info-List-Item	4550
N	TRP-Rx-TEGInformation	3844
N	TRP-RxTx-TEGInformation	3870
N	TRP-Tx-TEGInformation	3876
N	TRPBeamAntennaInformation	4069
N	TRPID	1747
N	TRPInformation	3956
N	TRPInformationFailure	4080
N	TRPInformationItem	3955
N	TRPInformationListTRPResp	3951
N	TRPInformationRequest	3932
N	TRPInformationResponse	3947
N	TRPInformationTypeItem	3946
N	TRPInformationTypeListTRPReq	3942
N	TRPInformationTypeResponseItem	3958
N	TRPInformationTypeResponseList	3957
N	TRPList	3936
N	TRPListItem	3937
N	TRPMeasurementQuality	509
N	TRPMeasurementQuality-Item	510
N	TRPPositionDefinitionType	2274
N	TRPPositionDirect	2275
N	TRPPositionDirectAccuracy	2276
N	TRPPositionReferenced	2296
N	TRPReferencePointType	2301
N	TRPTEG-Item	4064
N	TRPTEGInformation	3868
N	TRPTxTEGAssociation	4063
N	TRPType	4052
N	TSCAssistanceInformation	1926
N	TSCFeedbackInformation	1982
N	TSCTrafficCharacteristics	1925
N	TSCTrafficCharacteristicsFeedback	1981
N	TagIDPointer	1331
N	TargetCellList	1793
N	TargetCellList-Item	1794
N	ThresholdIndex	4628
N	ThresholdIndexInformation	4627
N	ThresholdIndexSession-Item	4626
N	ThresholdIndexSessionList	4625
N	ThresholdMBS-ListItem	4622
N	TimeInformationType	4899
N	TimeReferenceInformation	4895
N	TimeStamp	2242
N	TimeStampSlotIndex	2244
N	TimeToWait	816
N	TimeWindowDurationMeasurement	3808
N	TimeWindowDurationSRS	4170
N	TimeWindowInformation-Measurement-Item	3807
N	TimeWindowInformation-Measurement-List	3806
N	TimeWindowInformation-SRS-Item	4165
N	TimeWindowInformation-SRS-List	4164
N	TimeWindowPeriodicityMeasurement	3814
N	TimeWindowPeriodicitySRS	4177
N	TimeWindowStartSRS	4166
N	TimingErrorMargin	3846
N	TimingMeasurementQuality	511
N	TimingReportingGranularityFactorExtended	3782
N	TimingSynchronisationStatusFailure	4577
N	TimingSynchronisationStatusReport	5036
N	TimingSynchronisationStatusRequest	4568
N	TimingSynchronisationStatusResponse	4573
N	TraceActivation	2847
N	TraceDepth	2849
N	TraceID	1502
N	TraceStart	4860
N	TrafficMappingInfo	749
N	TransactionID	48
N	Transmission-Bandwidth	186
N	TransmissionActionIndicator	3233
N	TransmissionComb	240
N	TransmissionCombPos	302
N	TransmissionCombn8	250
N	TransmissionStopIndicator	2104
N	Transport-Layer-Address-Info	2630
N	Transport-UP-Layer-Address-Info-To-Add-Item	2632
N	Transport-UP-Layer-Address-Info-To-Add-List	2631
N	Transport-UP-Layer-Address-Info-To-Remove-Item	2642
N	Transport-UP-Layer-Address-Info-To-Remove-List	2641
N	TransportLayerAddress	463
N	TriggeringMessage	794
N	TwoPHRModeMCG	2196
N	TwoPHRModeSCG	2197
N	TxHoppingConfiguration	361
N	TypeOfError	797
N	UAC-Assistance-Info	4834
N	UACAction	4841
N	UACCategoryType	4840
N	UACOperatorDefined	4842
N	UACPLMN-Item	4836
N	UACPLMN-List	4835
N	UACReductionIndication	4839
N	UACType-Item	4838
N	UACType-List	4837
N	UE-CapabilityRAT-ContainerList	1336
N	UE-MulticastMRBs-ConfirmedToBeModified-Item	3557
N	UE-MulticastMRBs-ConfirmedToBeModified-List	3553
N	UE-MulticastMRBs-RequiredToBeModified-Item	3527
N	UE-MulticastMRBs-RequiredToBeModified-List	3523
N	UE-MulticastMRBs-RequiredToBeReleased-Item	3537
N	UE-MulticastMRBs-RequiredToBeReleased-List	3533
N	UE-MulticastMRBs-Setup-Item	3467
N	UE-MulticastMRBs-Setup-List	3463
N	UE-MulticastMRBs-Setupnew-Item	3164
N	UE-MulticastMRBs-Setupnew-List	3160
N	UE-MulticastMRBs-ToBeReleased-Item	3334
N	UE-MulticastMRBs-ToBeReleased-List	3330
N	UE-MulticastMRBs-ToBeSetup-Item	3001
N	UE-MulticastMRBs-ToBeSetup-List	2997
N	UE-MulticastMRBs-ToBeSetup-atModify-Item	3326
N	UE-MulticastMRBs-ToBeSetup-atModify-List	3322
N	UE-associatedLogicalF1-ConnectionItem	2508
N	UE-associatedLogicalF1-ConnectionListRes	2504
N	UE-associatedLogicalF1-ConnectionListResAck	2519
N	UEAssistanceInformation	1344
N	UEAssistanceInformationEUTRA	1345
N	UEContextModificationConfirm	3541
N	UEContextModificationFailure	3471
N	UEContextModificationRefuse	3561
N	UEContextModificationRequest	3229
N	UEContextModificationRequired	3475
N	UEContextModificationResponse	3362
N	UEContextNotRetrievable	1899
N	UEContextReleaseCommand	3209
N	UEContextReleaseComplete	3219
N	UEContextReleaseRequest	4660
N	UEContextSetupFailure	3197
N	UEContextSetupRequest	2811
N	UEContextSetupResponse	3088
N	UEIdentity-List-For-Paging-Item	4953
N	UEIdentity-List-For-Paging-List	4949
N	UEIdentityIndexValue	4713
N	UEInactivityNotification	4668
N	UEPagingCapability	4761
N	UEReportingInformation	4157
N	UL-AoA	542
N	UL-BH-Non-UP-Traffic-Mapping	2671
N	UL-BH-Non-UP-Traffic-Mapping-Item	2673
N	UL-BH-Non-UP-Traffic-Mapping-List	2672
N	UL-GapFR2-Config	2195
N	UL-RSCP	3894
N	UL-RTOA-Measurement	3828
N	UL-RTOA-MeasurementItem	3829
N	UL-SRS-RSRP	3827
N	UL-SRS-RSRPP	566
N	UL-UP-TNL-Address-to-Update-List	3722
N	UL-UP-TNL-Address-to-Update-List-Item	3726
N	UL-UP-TNL-Information-to-Update-List	3714
N	UL-UP-TNL-Information-to-Update-List-Item	3718
N	ULConfiguration	2083
N	ULRRCMessageTransfer	4664
N	ULTCIStateID	1300
N	ULUEConfiguration	2084
N	ULUPTNLInformation-ToBeSetup-Item	2035
N	ULUPTNLInformation-ToBeSetup-List	2034
N	UPTransportLayerInformation	461
N	URI-address	1504
N	UlTxDirectCurrentMoreCarrierInformation	3352
N	Uncertainty	4898
N	Uncertainty-range-AoA	653
N	Uncertainty-range-ZoA	659
N	UnsuccessfulOutcome	5065
N	UpdateMBSMulticastNeighbourCellListInformation	4602
N	UpdateThresholdMBS-ListInformation	4623
N	UplinkChannelBW-PerSCS-List	3787
N	UplinkTxDirectCurrentListInformation	3271
N	UplinkTxDirectCurrentTwoCarrierListInfo	3300
N	UuRLCChannelFailedToBeModifiedItem	3436
N	UuRLCChannelFailedToBeModifiedList	3435
N	UuRLCChannelFailedToBeSetupItem	3141
N	UuRLCChannelFailedToBeSetupList	3140
N	UuRLCChannelID	1901
N	UuRLCChannelModifiedItem	3431
N	UuRLCChannelModifiedList	3430
N	UuRLCChannelQoSInformation	2960
N	UuRLCChannelRequiredToBeModifiedItem	3504
N	UuRLCChannelRequiredToBeModifiedList	3503
N	UuRLCChannelRequiredToBeReleasedItem	3509
N	UuRLCChannelRequiredToBeReleasedList	3508
N	UuRLCChannelSetupItem	3136
N	UuRLCChannelSetupList	3135
N	UuRLCChannelToBeModifiedItem	3303
N	UuRLCChannelToBeModifiedList	3302
N	UuRLCChannelToBeReleasedItem	3308
N	UuRLCChannelToBeReleasedList	3307
N	UuRLCChannelToBeSetupItem	2959
N	UuRLCChannelToBeSetupList	2958
N	ValidityAreaSpecificSRSInformation	4144
N	VehicleUE	2882
N	VictimgNBSetID	2588
N	WriteReplaceWarningRequest	3565
N	WriteReplaceWarningResponse	3583
N	XR-Bcast-Information	2604
N	ZoAInformation	555
S	LocationUncertainty-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RelativeGeodeticLocation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RelativeCartesianLocation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ARPLocationType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	ARPLocationInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AbortTransmission-ExtIEs	F1AP-PROTOCOL-IES	1	
S	AccessAndMobilityIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T49,criticality=Nignore,id=I359,presence=Noptional;Value=T56,criticality=Nignore,id=I360,presence=Noptional;Value=T62,criticality=Nignore,id=I443,presence=Noptional;Value=T68,criticality=Nignore,id=I736,presence=Noptional
S	RAReportItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RLFReportInformationItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SuccessfulHOReportInformation-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SuccessfulPSCellChangeReportInformation-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AccessPointPosition-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AccessSuccessIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T93,criticality=Nreject,id=I111,presence=Nmandatory
S	NRCGI-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Activated-Cells-Mapping-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T103,criticality=Nignore,id=I759,presence=Nmandatory
S	Activated-Cells-Mapping-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ExplicitFormat-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ImplicitFormat-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DUF-Slot-Config-Item-ExtIEs	F1AP-PROTOCOL-IES	1	
S	HSNASlotConfigItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNB-DU-Cell-Resource-Configuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T143,criticality=Nreject,id=I520,presence=Noptional;Extension=T149,criticality=Nreject,id=I521,presence=Noptional;Extension=T161,criticality=Nreject,id=I522,presence=Noptional;Extension=T174,criticality=Nreject,id=I523,presence=Noptional
S	RBSetConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Frequency-Domain-HSNA-Slot-Configuration-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Frequency-Domain-HSNA-Configuration-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NA-Resource-Configuration-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Child-IAB-Nodes-NA-Resource-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Parent-IAB-Nodes-NA-Resource-Configuration-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-DU-Cell-Resource-Configuration-FDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T182,criticality=Nreject,id=I524,presence=Noptional;Extension=T186,criticality=Nreject,id=I525,presence=Noptional;Extension=T195,criticality=Nreject,id=I528,presence=Noptional;Extension=T182,criticality=Nreject,id=I526,presence=Noptional;Extension=T186,criticality=Nreject,id=I527,presence=Noptional;Extension=T195,criticality=Nreject,id=I529,presence=Noptional
S	Transmission-Bandwidth-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SUL-InformationExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T195,criticality=Nignore,id=I354,presence=Noptional;Extension=T202,criticality=Nignore,id=I356,presence=Noptional
S	NRCarrierItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SupportedSULFreqBandItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	FreqBandNrItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRFreqInfoExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T202,criticality=Nignore,id=I356,presence=Noptional
S	IAB-DU-Cell-Resource-Configuration-TDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T182,criticality=Nreject,id=I530,presence=Noptional;Extension=T186,criticality=Nreject,id=I531,presence=Noptional;Extension=T195,criticality=Nreject,id=I532,presence=Noptional
S	IAB-DU-Cell-Resource-Configuration-Mode-Info-ExtIEs	F1AP-PROTOCOL-IES	1	
S	Activated-Cells-to-be-Updated-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TransmissionComb-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T250,criticality=Nreject,id=I706,presence=Nmandatory
S	TransmissionCombn8-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceTypePeriodic-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceTypeSemi-persistent-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceTypeAperiodic-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SRSResource-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T290,criticality=Nignore,id=I702,presence=Noptional;Extension=T291,criticality=Nignore,id=I703,presence=Noptional;Extension=T292,criticality=Nignore,id=I704,presence=Noptional;Extension=T293,criticality=Nignore,id=I705,presence=Noptional
S	StartRBIndex-ExtIEs	F1AP-PROTOCOL-IES	1	
S	TransmissionCombPos-ExtIEs	F1AP-PROTOCOL-IES	1	
S	ResourceTypePeriodicPos-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceTypeSemi-persistentPos-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceTypeAperiodicPos-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceTypePos-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SSB-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSInformationPos-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SpatialInformationPos-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PosSRSResource-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T361,criticality=Nignore,id=I820,presence=Noptional
S	SlotOffsetRemainingHopsAperiodic-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SlotOffsetRemainingHopsSemiPersistent-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SlotOffsetRemainingHopsSemiPeriodic-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SlotOffsetRemainingHops-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SlotOffsetForRemainingHopsItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TxHoppingConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceSetTypePeriodic-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceSetTypeSemi-persistent-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceSetTypeAperiodic-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceSetType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SRSResourceSet-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PosResourceSetTypePR-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PosResourceSetTypeSP-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PosResourceSetTypeAP-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PosResourceSetType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PosSRSResourceSet-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T446,criticality=Nignore,id=I829,presence=Noptional
S	AggregatedPosSRSResourceSet-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRSConfig-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ActiveULBWP-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GTPTunnel-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UPTransportLayerInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	AdditionalPDCPDuplicationTNL-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T474,criticality=Nignore,id=I280,presence=Noptional
S	BAPRoutingIDExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EgressBHRLCCHItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T490,criticality=Nignore,id=I517,presence=Noptional
S	RelativePathDelay-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T503,criticality=Nignore,id=I808,presence=Nmandatory;Value=T504,criticality=Nignore,id=I809,presence=Nmandatory;Value=T505,criticality=Nignore,id=I825,presence=Nmandatory;Value=T506,criticality=Nignore,id=I826,presence=Nmandatory;Value=T507,criticality=Nignore,id=I827,presence=Nmandatory;Value=T508,criticality=Nignore,id=I828,presence=Nmandatory
S	TimingMeasurementQuality-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AngleMeasurementQuality-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPMeasurementQuality-Item-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T527,criticality=Nignore,id=I818,presence=Nmandatory
S	PhaseQuality-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPMeasurementQuality-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AdditionalPath-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T539,criticality=Nignore,id=I558,presence=Noptional;Extension=T566,criticality=Nignore,id=I636,presence=Noptional
S	LCS-to-GCS-Translation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UL-AoA-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ZoAInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MultipleULAoA-Item-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MultipleULAoA-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UL-SRS-RSRPP-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AdditionalSIBMessageList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AffectedSSB-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AffectedCellsAndBeams-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Aggregated-PosSRS-Resource-ID-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T595,criticality=Nignore,id=I839,presence=Nmandatory;Extension=T596,criticality=Nignore,id=I840,presence=Nmandatory;Extension=T343,criticality=Nignore,id=I841,presence=Noptional
S	SCS-SpecificCarrier-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DL-PRS-ResourceSet-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AggregatedPRSResourceSet-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AggressorCellList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AggressorgNBSetID-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AllocationAndRetentionPriority-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PacketErrorRate-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AlternativeQoSParaSetItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T647,criticality=Nignore,id=I836,presence=Noptional
S	Expected-Azimuth-AoA-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Expected-Zenith-AoA-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Expected-UL-AoA-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Expected-ZoA-only-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AngleMeasurementType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	AoA-AssistanceInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRSResourceTrigger-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AperiodicSRS-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Associated-SCell-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Associated-SCell-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T690,criticality=Nignore,id=I200,presence=Nmandatory
S	AvailablePLMNList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	AvailableSNPN-ID-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BAP-Header-Rewriting-Added-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T716,criticality=Nignore,id=I515,presence=Noptional
S	BAP-Header-Rewriting-Added-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BAP-Header-Rewriting-Removed-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T724,criticality=Nignore,id=I642,presence=Noptional
S	BAP-Header-Rewriting-Removed-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BAPMappingConfiguration-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T733,criticality=Nignore,id=I283,presence=Noptional;Value=T741,criticality=Nignore,id=I285,presence=Noptional;Value=T749,criticality=Nignore,id=I299,presence=Noptional;Value=T786,criticality=Nignore,id=I512,presence=Noptional;Value=T712,criticality=Nignore,id=I514,presence=Noptional;Value=T787,criticality=Nignore,id=I516,presence=Noptional;Value=T720,criticality=Nignore,id=I641,presence=Noptional
S	BH-Routing-Information-Added-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T737,criticality=Nignore,id=I284,presence=Noptional
S	BH-Routing-Information-Added-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T490,criticality=Nignore,id=I517,presence=Noptional
S	BH-Routing-Information-Removed-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T745,criticality=Nignore,id=I286,presence=Noptional
S	BH-Routing-Information-Removed-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IABTNLAddress-ExtIEs	F1AP-PROTOCOL-IES	1	
S	IPHeaderInformation-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IPtolayer2TrafficMappingInfo-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BAPlayerBHRLCchannelMappingInfo-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T778,criticality=Nignore,id=I519,presence=Noptional;Extension=T779,criticality=Nignore,id=I518,presence=Noptional
S	BAPlayerBHRLCchannelMappingInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TrafficMappingInfo-ExtIEs	F1AP-PROTOCOL-IES	1	
S	BAPMappingConfigurationAcknowledge-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	CriticalityDiagnostics-IE-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CriticalityDiagnostics-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BAPMappingConfigurationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T816,criticality=Nignore,id=I77,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	Cause-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MBSF1UInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T822,criticality=Nignore,id=I771,presence=Noptional
S	LocationDependentMBSF1UInformation-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T822,criticality=Nignore,id=I771,presence=Noptional
S	BCBearerContextF1U-TNLInfo-ExtIEs	F1AP-PROTOCOL-IES	1	
S	BHChannels-FailedToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-FailedToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T832,criticality=Nignore,id=I268,presence=Nmandatory
S	BHChannels-FailedToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-FailedToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T840,criticality=Nignore,id=I278,presence=Nmandatory
S	BHChannels-FailedToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-FailedToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T848,criticality=Nignore,id=I270,presence=Nmandatory
S	BHChannels-Modified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-Modified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T856,criticality=Nignore,id=I272,presence=Nmandatory
S	BHChannels-Required-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-Required-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T864,criticality=Nreject,id=I276,presence=Nmandatory
S	BHChannels-Setup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T872,criticality=Nignore,id=I261,presence=Nmandatory
S	BHChannels-SetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-SetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T880,criticality=Nignore,id=I274,presence=Nmandatory
S	NonDynamic5QIDescriptor-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T898,criticality=Nignore,id=I362,presence=Noptional;Extension=T898,criticality=Nignore,id=I369,presence=Noptional
S	Dynamic5QIDescriptor-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T898,criticality=Nignore,id=I363,presence=Noptional;Extension=T898,criticality=Nignore,id=I362,presence=Noptional;Extension=T898,criticality=Nignore,id=I369,presence=Noptional
S	QoS-Characteristics-ExtIEs	F1AP-PROTOCOL-IES	1	
S	NGRANAllocationAndRetentionPriority-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GBR-QosFlowInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T648,criticality=Nignore,id=I343,presence=Noptional
S	QoSFlowLevelQoSParameters-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T922,criticality=Nignore,id=I180,presence=Noptional;Extension=T636,criticality=Nignore,id=I181,presence=Noptional;Extension=T923,criticality=Nignore,id=I257,presence=Noptional;Extension=T463,criticality=Nignore,id=I436,presence=Noptional;Extension=T924,criticality=Nignore,id=I775,presence=Noptional
S	PDUSetQoSInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PDUSetQoSParameters-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GBR-QosInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EUTRANQoS-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T463,criticality=Nignore,id=I437,presence=Noptional
S	BHQoSInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	BHChannels-ToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-ToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T888,criticality=Nreject,id=I262,presence=Nmandatory
S	BHChannels-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T954,criticality=Nreject,id=I264,presence=Nmandatory
S	BHChannels-ToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T962,criticality=Nreject,id=I259,presence=Nmandatory
S	BHChannels-ToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BHChannels-ToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T970,criticality=Nreject,id=I266,presence=Nmandatory
S	BHRLCCHItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ExtendedAvailablePLMN-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BPLMN-ID-Info-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T994,criticality=Nignore,id=I425,presence=Noptional;Extension=T995,criticality=Nreject,id=I383,presence=Noptional
S	BroadcastSNPN-ID-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NPN-Broadcast-Information-SNPN-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastPNI-NPN-ID-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NPN-Broadcast-Information-PNI-NPN-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NPNBroadcastInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	BandwidthSRS-ExtIEs	F1AP-PROTOCOL-IES	1	
S	Broadcast-Cell-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Broadcast-MRBs-Transport-Request-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Broadcast-MRBs-Transport-Request-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1033,criticality=Nreject,id=I790,presence=Nmandatory
S	Broadcast-To-Be-Cancelled-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Broadcast-To-Be-Cancelled-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1042,criticality=Nreject,id=I149,presence=Nmandatory
S	PartialSuccessCell-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastAreaScope-ExtIEs	F1AP-PROTOCOL-IES	1	
S	BroadcastContextModificationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	BroadcastContextModificationRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T1070,criticality=Nreject,id=I481,presence=Noptional;Value=T1089,criticality=Nreject,id=I454,presence=Nmandatory;Value=T1105,criticality=Nreject,id=I476,presence=Noptional;Value=T1119,criticality=Nreject,id=I470,presence=Noptional;Value=T1127,criticality=Nreject,id=I472,presence=Noptional;Value=T1135,criticality=Nignore,id=I717,presence=Noptional
S	MBS-ServiceAreaTAIList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceAreaInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBS-ServiceAreaInformationItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBSServiceArea-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MBS-Broadcast-Cell-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBS-Broadcast-MRB-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBS-CUtoDURRCInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-ToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1109,criticality=Nreject,id=I477,presence=Nmandatory
S	MBS-Flows-Mapped-To-MRB-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-ToBeSetupMod-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-ToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1123,criticality=Nreject,id=I471,presence=Nmandatory
S	BroadcastMRBs-ToBeModified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1131,criticality=Nreject,id=I473,presence=Nmandatory
S	BroadcastMRBs-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SupportedUETypeList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastContextModificationResponseIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T1145,criticality=Nreject,id=I468,presence=Noptional;Value=T1153,criticality=Nignore,id=I462,presence=Noptional;Value=T1161,criticality=Nreject,id=I464,presence=Noptional;Value=T1169,criticality=Nignore,id=I458,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T1050,criticality=Nignore,id=I646,presence=Noptional
S	BroadcastMRBs-SetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1149,criticality=Nreject,id=I469,presence=Nmandatory
S	BroadcastMRBs-SetupMod-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-FailedToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1157,criticality=Nignore,id=I463,presence=Nmandatory
S	BroadcastMRBs-FailedToBeSetupMod-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-Modified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1165,criticality=Nreject,id=I465,presence=Nmandatory
S	BroadcastMRBs-Modified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-FailedToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1173,criticality=Nignore,id=I459,presence=Nmandatory
S	BroadcastMRBs-FailedtoBeModified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastContextReleaseCommandIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	BroadcastContextReleaseCompleteIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	BroadcastContextReleaseRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	BroadcastContextSetupFailureIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I451,presence=Nmandatory;Value=T52,criticality=Nignore,id=I452,presence=Noptional;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	BroadcastContextSetupRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1197,criticality=Nreject,id=I455,presence=Nmandatory;Value=T1070,criticality=Nreject,id=I481,presence=Noptional;Value=T1089,criticality=Nreject,id=I454,presence=Nmandatory;Value=T1202,criticality=Nreject,id=I456,presence=Nmandatory;Value=T1208,criticality=Nreject,id=I474,presence=Nmandatory;Value=T1135,criticality=Nignore,id=I717,presence=Noptional;Value=T698,criticality=Nignore,id=I767,presence=Noptional;Value=T1216,criticality=Nignore,id=I844,presence=Noptional
S	MBS-Session-ID-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SNSSAI-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1212,criticality=Nreject,id=I475,presence=Nmandatory
S	BroadcastMRBs-ToBeSetup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastContextSetupResponseIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T1221,criticality=Nreject,id=I466,presence=Nmandatory;Value=T1229,criticality=Nignore,id=I460,presence=Noptional;Value=T1050,criticality=Nignore,id=I646,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	BroadcastMRBs-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1225,criticality=Nreject,id=I467,presence=Nmandatory
S	BroadcastMRBs-Setup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastMRBs-FailedToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1233,criticality=Nignore,id=I461,presence=Nmandatory
S	BroadcastMRBs-FailedToBeSetup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	BroadcastTransportResourceRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T1038,criticality=Nreject,id=I789,presence=Noptional;Value=T1241,criticality=Nignore,id=I846,presence=Noptional
S	BurstArrivalTimeWindow-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CCO-Assistance-Information-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CG-SDTSessionInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CNUEPagingIdentity-ExtIEs	F1AP-PROTOCOL-IES	1	
S	Endpoint-IP-address-and-port-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1279,criticality=Nreject,id=I230,presence=Noptional
S	CP-TransportLayerAddress-ExtIEs	F1AP-PROTOCOL-IES	1	
S	CPACMCGInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CSIResourceConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CUDUCellSwitchNotificationIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T93,criticality=Nreject,id=I111,presence=Nmandatory;Value=T1298,criticality=Nignore,id=I729,presence=Noptional;Value=T1304,criticality=Nignore,id=I837,presence=Noptional
S	LTMCellSwitchInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TAInformation-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CUDURIMInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CUDURadioInformationTransferIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1319,criticality=Nignore,id=I250,presence=Nmandatory
S	CUDURadioInformationType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	CUDUTAInformationTransferIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1327,criticality=Nignore,id=I798,presence=Nmandatory
S	CUtoDUTAInformation-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CUtoDURRCInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1341,criticality=Nignore,id=I119,presence=Noptional;Extension=T1342,criticality=Nignore,id=I173,presence=Noptional;Extension=T1343,criticality=Nignore,id=I163,presence=Noptional;Extension=T1344,criticality=Nignore,id=I214,presence=Noptional;Extension=T1255,criticality=Nignore,id=I234,presence=Noptional;Extension=T1345,criticality=Nignore,id=I339,presence=Noptional;Extension=T1346,criticality=Nignore,id=I440,presence=Noptional;Extension=T1347,criticality=Nreject,id=I621,presence=Noptional;Extension=T1348,criticality=Nignore,id=I587,presence=Noptional;Extension=T1349,criticality=Nignore,id=I652,presence=Noptional;Extension=T1350,criticality=Nignore,id=I665,presence=Noptional;Extension=T1351,criticality=Nignore,id=I666,presence=Noptional;Extension=T1352,criticality=Nignore,id=I667,presence=Noptional;Extension=T1353,criticality=Nignore,id=I678,presence=Noptional;Extension=T1354,criticality=Nignore,id=I710,presence=Noptional;Extension=T1355,criticality=Nignore,id=I715,presence=Noptional;Extension=T1356,criticality=Nignore,id=I718,presence=Noptional;Extension=T1357,criticality=Nignore,id=I793,presence=Noptional
S	Candidate-SpCell-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Candidate-SpCell-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1359,criticality=Nignore,id=I91,presence=Nmandatory
S	SSBAreaCapacityValueItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CapacityValue-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SSBAreaRadioResourceStatusItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RadioResourceStatus-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1403,criticality=Nignore,id=I441,presence=Noptional;Extension=T1423,criticality=Nignore,id=I450,presence=Noptional
S	SNSSAIRadioResourceStatus-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SliceRadioResourceStatus-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SliceRadioResourceStatus-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MIMOPRBusageInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CompositeAvailableCapacity-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CompositeAvailableCapacityGroup-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1434,criticality=Nignore,id=I442,presence=Noptional
S	SNSSAIAvailableCapacity-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SliceAvailableCapacityItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SliceAvailableCapacity-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CellMeasurementResultItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1461,criticality=Nignore,id=I444,presence=Noptional
S	NR-U-Channel-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1464,criticality=Nignore,id=I735,presence=Noptional;Extension=T1469,criticality=Nignore,id=I737,presence=Noptional
S	RadioResourceStatusNR-U-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SSBToReportItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SNSSAI-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SliceToReportItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CellToReportItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CellTrafficTraceIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T1502,criticality=Nignore,id=I243,presence=Nmandatory;Value=T463,criticality=Nignore,id=I378,presence=Nmandatory;Value=T1503,criticality=Nignore,id=I379,presence=Noptional;Value=T1504,criticality=Nignore,id=I380,presence=Noptional
S	CellType-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-Allowed-to-be-Deactivated-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1514,criticality=Nignore,id=I747,presence=Nmandatory
S	Cells-Allowed-to-be-Deactivated-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-Broadcast-Cancelled-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-Broadcast-Cancelled-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1518,criticality=Nreject,id=I151,presence=Nmandatory
S	Cells-Broadcast-Completed-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-Broadcast-Completed-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1527,criticality=Nreject,id=I147,presence=Nmandatory
S	Cells-Failed-to-be-Activated-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1539,criticality=Nreject,id=I2,presence=Nmandatory
S	Cells-Failed-to-be-Activated-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Service-Status-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-Status-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-Status-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1543,criticality=Nreject,id=I88,presence=Nmandatory
S	Cells-To-Be-Broadcast-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-To-Be-Broadcast-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1557,criticality=Nreject,id=I145,presence=Nmandatory
S	Cells-With-SSBs-Activated-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-to-be-Activated-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1575,criticality=Nreject,id=I4,presence=Nmandatory
S	Cells-to-be-Activated-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1579,criticality=Nreject,id=I118,presence=Noptional;Extension=T699,criticality=Nignore,id=I179,presence=Noptional;Extension=T984,criticality=Nignore,id=I197,presence=Noptional;Extension=T1592,criticality=Nignore,id=I291,presence=Noptional;Extension=T704,criticality=Nignore,id=I386,presence=Noptional;Extension=T1616,criticality=Nignore,id=I457,presence=Noptional;Extension=T1617,criticality=Nreject,id=I744,presence=Noptional
S	SibtypetobeupdatedListItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T689,criticality=Nignore,id=I240,presence=Noptional
S	GNB-CUSystemInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1591,criticality=Nignore,id=I239,presence=Noptional
S	SSB-transmisisonBitmap-ExtIEs	F1AP-PROTOCOL-IES	1	
S	IAB-STC-Info-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-STC-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-Info-IAB-donor-CU-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Cells-to-be-Barred-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1622,criticality=Nignore,id=I298,presence=Noptional;Extension=T1623,criticality=Nignore,id=I788,presence=Noptional
S	Cells-to-be-Barred-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1618,criticality=Nignore,id=I130,presence=Nmandatory
S	Cells-to-be-Deactivated-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1632,criticality=Nreject,id=I6,presence=Nmandatory
S	Cells-to-be-Deactivated-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	FreqInfoRel16-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	FDD-InfoRel16-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TDD-InfoRel16-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NR-ModeInfoRel16-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SSB-PositionsInBurst-ExtIEs	F1AP-PROTOCOL-IES	1	
S	L839Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	L139Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	FreqDomainLength-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T1687,criticality=Nreject,id=I659,presence=Nmandatory;Value=T1693,criticality=Nreject,id=I660,presence=Nmandatory
S	L571Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	L1151Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRPRACHConfigItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRPRACHConfig-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NeighbourNR-CellsForSON-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	CellsForSON-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-MT-Cell-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1731,criticality=Nignore,id=I637,presence=Noptional;Extension=T1732,criticality=Nignore,id=I638,presence=Noptional;Extension=T1733,criticality=Nignore,id=I639,presence=Noptional;Extension=T1734,criticality=Nignore,id=I640,presence=Noptional
S	MultiplexingInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Child-Node-Cells-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Child-Nodes-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRP-Beam-Power-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRP-ElevationAngleList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRP-BeamAntennaAnglesList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRP-BeamAntennaExplicitInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Choice-TRP-Beam-Info-Item-ExtIEs	F1AP-PROTOCOL-IES	1	
S	ClockAccuracy-ExtIEs	F1AP-PROTOCOL-IES	1	
S	ConditionalInterDUMobilityInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1265,criticality=Nignore,id=I433,presence=Noptional;Extension=T1790,criticality=Nreject,id=I786,presence=Noptional;Extension=T1791,criticality=Nreject,id=I791,presence=Noptional
S	TargetCellList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ConditionalIntraDUMobilityInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1265,criticality=Nignore,id=I433,presence=Noptional;Extension=T1790,criticality=Nreject,id=I786,presence=Noptional;Extension=T1791,criticality=Nreject,id=I791,presence=Noptional
S	Configured-BWP-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SSBCoverageModification-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Coverage-Modification-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1251,criticality=Nignore,id=I748,presence=Noptional
S	Coverage-Modification-Notification-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DL-PRS-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DL-PRSMutingPattern-ExtIEs	F1AP-PROTOCOL-IES	1	
S	DL-PRSResourceARPLocation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	DL-PRSResourceSetARPLocation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	DL-UP-TNL-Address-to-Update-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1856,criticality=Nignore,id=I305,presence=Nmandatory
S	DL-UP-TNL-Address-to-Update-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DLLBTFailureInformationList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DLPRSResourceARP-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DLPRSResourceSetARP-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DLPRSResourceCoordinates-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DLPRSResource-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DLRRCMessageTransferIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T52,criticality=Nreject,id=I47,presence=Noptional;Value=T1889,criticality=Nreject,id=I64,presence=Nmandatory;Value=T1890,criticality=Nignore,id=I109,presence=Noptional;Value=T1891,criticality=Nreject,id=I50,presence=Nmandatory;Value=T1892,criticality=Nreject,id=I108,presence=Noptional;Value=T1898,criticality=Nignore,id=I184,presence=Noptional;Value=T1899,criticality=Nreject,id=I222,presence=Noptional;Value=T1900,criticality=Nreject,id=I218,presence=Noptional;Value=T94,criticality=Nignore,id=I221,presence=Noptional;Value=T92,criticality=Nreject,id=I217,presence=Noptional;Value=T572,criticality=Nignore,id=I248,presence=Noptional;Value=T1901,criticality=Nignore,id=I597,presence=Noptional
S	RAT-FrequencyPriorityInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	DLUPTNLInformation-ToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRB-Activity-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRB-Activity-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1908,criticality=Nreject,id=I99,presence=Nmandatory
S	Flows-Mapped-To-DRB-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1924,criticality=Nignore,id=I183,presence=Noptional;Extension=T1925,criticality=Nignore,id=I364,presence=Noptional
S	TSCAssistanceInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1930,criticality=Nignore,id=I540,presence=Noptional;Extension=T1931,criticality=Nignore,id=I752,presence=Noptional;Extension=T1952,criticality=Nignore,id=I776,presence=Noptional
S	PeriodicityBound-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PeriodicityRange-ExtIEs	F1AP-PROTOCOL-IES	1	
S	RANfeedbacktype-proactive-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RANfeedbacktype-reactive-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RANfeedbacktype-ExtIEs	F1AP-PROTOCOL-IES	1	
S	N6JitterInformationExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TSCTrafficCharacteristics-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRB-Information-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1964,criticality=Nignore,id=I777,presence=Noptional;Extension=T1969,criticality=Nignore,id=I796,presence=Noptional
S	ECNMarkingorCongestionInformationReportingRequest-ExtIEs	F1AP-PROTOCOL-IES	1	
S	DRB-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRB-Notify-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1980,criticality=Nignore,id=I344,presence=Noptional;Extension=T1981,criticality=Nignore,id=I751,presence=Noptional
S	TSCFeedbackInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TSCTrafficCharacteristicsFeedback-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRB-Notify-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1975,criticality=Nreject,id=I136,presence=Nmandatory
S	DRBs-FailedToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-FailedToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T1994,criticality=Nignore,id=I12,presence=Nmandatory
S	DRBs-FailedToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-FailedToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2002,criticality=Nignore,id=I14,presence=Nmandatory
S	DRBs-FailedToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-FailedToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2010,criticality=Nignore,id=I16,presence=Nmandatory
S	DRBs-Modified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2023,criticality=Nignore,id=I160,presence=Noptional;Extension=T491,criticality=Nignore,id=I370,presence=Noptional;Extension=T635,criticality=Nignore,id=I344,presence=Noptional;Extension=T1981,criticality=Nignore,id=I751,presence=Noptional;Extension=T2028,criticality=Nignore,id=I778,presence=Noptional
S	RLC-Status-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-Modified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2018,criticality=Nignore,id=I20,presence=Nmandatory
S	ULUPTNLInformation-ToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T474,criticality=Nignore,id=I280,presence=Noptional;Extension=T1901,criticality=Nignore,id=I598,presence=Noptional
S	DRBs-ModifiedConf-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T491,criticality=Nignore,id=I370,presence=Noptional
S	DRBs-ModifiedConf-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2033,criticality=Nignore,id=I18,presence=Nmandatory
S	DRBs-Required-ToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2023,criticality=Nignore,id=I160,presence=Noptional;Extension=T491,criticality=Nignore,id=I370,presence=Noptional
S	DRBs-Required-ToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2046,criticality=Nreject,id=I22,presence=Nmandatory
S	DRBs-Required-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-Required-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2054,criticality=Nreject,id=I24,presence=Nmandatory
S	DRBs-Setup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T491,criticality=Nignore,id=I370,presence=Noptional;Extension=T635,criticality=Nignore,id=I344,presence=Noptional;Extension=T1981,criticality=Nignore,id=I751,presence=Noptional;Extension=T2028,criticality=Nignore,id=I778,presence=Noptional
S	DRBs-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2062,criticality=Nignore,id=I26,presence=Nmandatory
S	DRBs-SetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T491,criticality=Nignore,id=I370,presence=Noptional;Extension=T635,criticality=Nignore,id=I344,presence=Noptional;Extension=T1981,criticality=Nignore,id=I751,presence=Noptional;Extension=T2028,criticality=Nignore,id=I778,presence=Noptional
S	DRBs-SetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2070,criticality=Nignore,id=I28,presence=Nmandatory
S	QoSInformation-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T1917,criticality=Nignore,id=I164,presence=Nmandatory
S	ULConfigurationExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-ToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2091,criticality=Nignore,id=I161,presence=Noptional;Extension=T2091,criticality=Nignore,id=I192,presence=Noptional;Extension=T1028,criticality=Nignore,id=I186,presence=Noptional;Extension=T946,criticality=Nignore,id=I187,presence=Noptional;Extension=T2092,criticality=Nreject,id=I188,presence=Noptional;Extension=T1828,criticality=Nreject,id=I176,presence=Noptional;Extension=T2092,criticality=Nreject,id=I177,presence=Noptional;Extension=T491,criticality=Nignore,id=I370,presence=Noptional;Extension=T2093,criticality=Nignore,id=I371,presence=Noptional;Extension=T2104,criticality=Nignore,id=I430,presence=Noptional;Extension=T1263,criticality=Nreject,id=I590,presence=Noptional
S	RLCDuplicationState-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RLCDuplicationInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-ToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2078,criticality=Nreject,id=I30,presence=Nmandatory
S	DRBs-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DRBs-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2109,criticality=Nreject,id=I32,presence=Nmandatory
S	DRBs-ToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1828,criticality=Nreject,id=I176,presence=Noptional;Extension=T2092,criticality=Nreject,id=I177,presence=Noptional;Extension=T2091,criticality=Nignore,id=I161,presence=Nmandatory;Extension=T2091,criticality=Nignore,id=I192,presence=Noptional;Extension=T491,criticality=Nignore,id=I370,presence=Noptional;Extension=T2093,criticality=Nignore,id=I371,presence=Noptional;Extension=T2121,criticality=Nignore,id=I593,presence=Noptional
S	DRBs-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2117,criticality=Nreject,id=I34,presence=Nmandatory
S	DRBs-ToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1828,criticality=Nreject,id=I176,presence=Noptional;Extension=T2092,criticality=Nreject,id=I177,presence=Noptional;Extension=T2091,criticality=Nignore,id=I161,presence=Noptional;Extension=T2091,criticality=Nignore,id=I192,presence=Noptional;Extension=T491,criticality=Nignore,id=I370,presence=Noptional;Extension=T2093,criticality=Nignore,id=I371,presence=Noptional;Extension=T1264,criticality=Nreject,id=I589,presence=Noptional
S	DRBs-ToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2126,criticality=Nreject,id=I36,presence=Nmandatory
S	DRXCycle-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DUCUAccessAndMobilityIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1860,criticality=Nignore,id=I795,presence=Noptional
S	DUCUCellSwitchNotificationIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T93,criticality=Nreject,id=I111,presence=Nmandatory;Value=T1298,criticality=Nignore,id=I729,presence=Noptional;Value=T1304,criticality=Nignore,id=I837,presence=Noptional
S	DUCURIMInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DUCURadioInformationTransferIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2160,criticality=Nignore,id=I249,presence=Nmandatory
S	DUCURadioInformationType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	DUCUTAInformationTransferIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2168,criticality=Nignore,id=I730,presence=Nmandatory
S	DUtoCUTAInformation-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DUtoCURRCInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2135,criticality=Nignore,id=I191,presence=Noptional;Extension=T2181,criticality=Nignore,id=I193,presence=Noptional;Extension=T2182,criticality=Nignore,id=I194,presence=Noptional;Extension=T2183,criticality=Nignore,id=I208,presence=Noptional;Extension=T2184,criticality=Nignore,id=I209,presence=Noptional;Extension=T2185,criticality=Nignore,id=I210,presence=Noptional;Extension=T2134,criticality=Nignore,id=I212,presence=Noptional;Extension=T2186,criticality=Nignore,id=I235,presence=Noptional;Extension=T2187,criticality=Nignore,id=I236,presence=Noptional;Extension=T2188,criticality=Nignore,id=I237,presence=Noptional;Extension=T2189,criticality=Nignore,id=I238,presence=Noptional;Extension=T2190,criticality=Nignore,id=I341,presence=Noptional;Extension=T2191,criticality=Nignore,id=I342,presence=Noptional;Extension=T2192,criticality=Nignore,id=I211,presence=Noptional;Extension=T1348,criticality=Nignore,id=I587,presence=Noptional;Extension=T1347,criticality=Nignore,id=I621,presence=Noptional;Extension=T2193,criticality=Nignore,id=I645,presence=Noptional;Extension=T2194,criticality=Nignore,id=I651,presence=Noptional;Extension=T2195,criticality=Nignore,id=I677,presence=Noptional;Extension=T2196,criticality=Nignore,id=I692,presence=Noptional;Extension=T2197,criticality=Nignore,id=I693,presence=Noptional;Extension=T2198,criticality=Nignore,id=I701,presence=Noptional;Extension=T2199,criticality=Nignore,id=I707,presence=Noptional;Extension=T2200,criticality=Nignore,id=I800,presence=Noptional
S	DeactivateTraceIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T1502,criticality=Nignore,id=I243,presence=Nmandatory
S	DeactivationIndicationList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	DeactivationIndication-ExtIEs	F1AP-PROTOCOL-IES	1	
S	DedicatedSIDeliveryNeededUE-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Dedicated-SIDelivery-NeededUE-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2215,criticality=Nignore,id=I190,presence=Nmandatory
S	DynamicPQIDescriptor-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	E-CID-MeasuredResults-Value-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T2236,criticality=Nignore,id=I584,presence=Nmandatory
S	E-CID-MeasuredResults-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TimeStampSlotIndex-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T2252,criticality=Nreject,id=I661,presence=Nmandatory;Value=T2253,criticality=Nreject,id=I662,presence=Nmandatory
S	TimeStamp-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2258,criticality=Nignore,id=I814,presence=Noptional
S	E-CID-MeasuredResultsAssociatedInfoItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	E-CID-MeasurementQuantities-ItemIEs	F1AP-PROTOCOL-IES	0	Value=T2267,criticality=Nreject,id=I415,presence=Nmandatory
S	E-CID-MeasurementQuantitiesValue-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NGRANHighAccuracyAccessPointPosition-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPPositionDirectAccuracy-ExtIEs	F1AP-PROTOCOL-IES	1	
S	TRPPositionDirect-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ReferencePoint-ExtIEs	F1AP-PROTOCOL-IES	1	
S	TRPReferencePointType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	TRPPositionReferenced-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPPositionDefinitionType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	GeographicalCoordinates-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1,criticality=Nignore,id=I556,presence=Noptional
S	E-CID-MeasurementResult-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2317,criticality=Nignore,id=I766,presence=Noptional;Extension=T2262,criticality=Nignore,id=I834,presence=Noptional
S	Mobile-TRP-LocationInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	E-CIDMeasurementFailureIndication-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2328,criticality=Nreject,id=I412,presence=Nmandatory;Value=T2329,criticality=Nreject,id=I413,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	E-CIDMeasurementInitiationFailure-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2328,criticality=Nreject,id=I412,presence=Nmandatory;Value=T2329,criticality=Nreject,id=I413,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	E-CIDMeasurementInitiationRequest-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2328,criticality=Nreject,id=I412,presence=Nmandatory;Value=T2329,criticality=Nreject,id=I413,presence=Nmandatory;Value=T2323,criticality=Nreject,id=I424,presence=Nmandatory;Value=T2338,criticality=Nreject,id=I416,presence=Nconditional;Value=T2263,criticality=Nreject,id=I414,presence=Nmandatory;Value=T2339,criticality=Nreject,id=I672,presence=Nconditional
S	E-CIDMeasurementInitiationResponse-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2328,criticality=Nreject,id=I412,presence=Nmandatory;Value=T2329,criticality=Nreject,id=I413,presence=Nmandatory;Value=T2272,criticality=Nignore,id=I417,presence=Noptional;Value=T1380,criticality=Nignore,id=I418,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	E-CIDMeasurementReport-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2328,criticality=Nreject,id=I412,presence=Nmandatory;Value=T2329,criticality=Nreject,id=I413,presence=Nmandatory;Value=T2272,criticality=Nignore,id=I417,presence=Nmandatory;Value=T1380,criticality=Nignore,id=I418,presence=Noptional
S	E-CIDMeasurementTerminationCommand-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2328,criticality=Nreject,id=I412,presence=Nmandatory;Value=T2329,criticality=Nreject,id=I413,presence=Nmandatory
S	EUTRA-Coex-FDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EUTRA-SpecialSubframe-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EUTRA-Coex-TDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EUTRA-FDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EUTRA-TDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EUTRA-Mode-Info-ExtIEs	F1AP-PROTOCOL-IES	1	
S	EUTRA-PRACH-Configuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Served-EUTRA-Cell-Information-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EUTRACells-List-itemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PreambleIndex-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTMgNB-DU-IDs-PreambleIndex-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EarlyULSyncConfig-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EarlySyncCandidateCellInformation-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EarlySyncInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTMgNB-DU-IDs-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EarlySyncInformation-Request-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	EarlySyncServingCellInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ErrorIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T92,criticality=Nignore,id=I40,presence=Noptional;Value=T52,criticality=Nignore,id=I41,presence=Noptional;Value=T808,criticality=Nignore,id=I0,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	Extended-GNB-CU-Name-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Extended-GNB-DU-Name-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ExtendedAdditionalPathList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SliceSupportItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ExtendedServedPLMNs-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2482,criticality=Nreject,id=I384,presence=Noptional;Extension=T2486,criticality=Nreject,id=I390,presence=Noptional;Extension=T2487,criticality=Nignore,id=I644,presence=Noptional
S	NPNSupportInfo-ExtIEs	F1AP-PROTOCOL-IES	1	
S	NSAGSupportItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	F1AP-ELEMENTARY-PROCEDURES	F1AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T2498,SuccessfulOutcome=T2515,criticality=Nreject,procedureCode=I0;InitiatingMessage=T2523,SuccessfulOutcome=T2666,UnsuccessfulOutcome=T2689,criticality=Nreject,procedureCode=I1;InitiatingMessage=T2693,SuccessfulOutcome=T2733,UnsuccessfulOutcome=T2737,criticality=Nreject,procedureCode=I3;InitiatingMessage=T2741,SuccessfulOutcome=T2787,UnsuccessfulOutcome=T2807,criticality=Nreject,procedureCode=I4;InitiatingMessage=T2811,SuccessfulOutcome=T3088,UnsuccessfulOutcome=T3197,criticality=Nreject,procedureCode=I5;InitiatingMessage=T3209,SuccessfulOutcome=T3219,criticality=Nreject,procedureCode=I6;InitiatingMessage=T3229,SuccessfulOutcome=T3362,UnsuccessfulOutcome=T3471,criticality=Nreject,procedureCode=I7;InitiatingMessage=T3475,SuccessfulOutcome=T3541,UnsuccessfulOutcome=T3561,criticality=Nreject,procedureCode=I8;InitiatingMessage=T3565,SuccessfulOutcome=T3583,criticality=Nreject,procedureCode=I20;InitiatingMessage=T3587,SuccessfulOutcome=T3591,criticality=Nreject,procedureCode=I21;InitiatingMessage=T3595,SuccessfulOutcome=T3601,criticality=Nreject,procedureCode=I16;InitiatingMessage=T3605,SuccessfulOutcome=T3609,UnsuccessfulOutcome=T3613,criticality=Nreject,procedureCode=I26;InitiatingMessage=T729,SuccessfulOutcome=T788,UnsuccessfulOutcome=T804,criticality=Nreject,procedureCode=I32;InitiatingMessage=T3617,SuccessfulOutcome=T3648,UnsuccessfulOutcome=T3652,criticality=Nreject,procedureCode=I33;InitiatingMessage=T3656,SuccessfulOutcome=T3693,UnsuccessfulOutcome=T3706,criticality=Nreject,procedureCode=I34;InitiatingMessage=T3710,SuccessfulOutcome=T3730,UnsuccessfulOutcome=T3734,criticality=Nreject,procedureCode=I35;InitiatingMessage=T3738,SuccessfulOutcome=T3747,UnsuccessfulOutcome=T3751,criticality=Nreject,procedureCode=I36;InitiatingMessage=T3755,SuccessfulOutcome=T3818,UnsuccessfulOutcome=T3928,criticality=Nreject,procedureCode=I41;InitiatingMessage=T3932,SuccessfulOutcome=T3947,UnsuccessfulOutcome=T4080,criticality=Nreject,procedureCode=I48;InitiatingMessage=T4084,SuccessfulOutcome=T4186,UnsuccessfulOutcome=T4197,criticality=Nreject,procedureCode=I49;InitiatingMessage=T4201,SuccessfulOutcome=T4213,UnsuccessfulOutcome=T4217,criticality=Nreject,procedureCode=I50;InitiatingMessage=T2334,SuccessfulOutcome=T2340,UnsuccessfulOutcome=T2330,criticality=Nreject,procedureCode=I52;InitiatingMessage=T1193,SuccessfulOutcome=T1217,UnsuccessfulOutcome=T1189,criticality=Nreject,procedureCode=I59;InitiatingMessage=T1177,SuccessfulOutcome=T1181,criticality=Nreject,procedureCode=I60;InitiatingMessage=T1066,SuccessfulOutcome=T1141,UnsuccessfulOutcome=T1060,criticality=Nreject,procedureCode=I62;InitiatingMessage=T4221,SuccessfulOutcome=T4251,UnsuccessfulOutcome=T4304,criticality=Nreject,procedureCode=I64;InitiatingMessage=T4308,SuccessfulOutcome=T4312,criticality=Nreject,procedureCode=I65;InitiatingMessage=T4316,SuccessfulOutcome=T4344,UnsuccessfulOutcome=T4380,criticality=Nreject,procedureCode=I67;InitiatingMessage=T4384,SuccessfulOutcome=T4402,UnsuccessfulOutcome=T4422,criticality=Nreject,procedureCode=I68;InitiatingMessage=T4426,SuccessfulOutcome=T4430,criticality=Nreject,procedureCode=I69;InitiatingMessage=T4434,SuccessfulOutcome=T4450,UnsuccessfulOutcome=T4469,criticality=Nreject,procedureCode=I70;InitiatingMessage=T4473,SuccessfulOutcome=T4532,UnsuccessfulOutcome=T4541,criticality=Nreject,procedureCode=I75;InitiatingMessage=T4545,SuccessfulOutcome=T4554,UnsuccessfulOutcome=T4564,criticality=Nreject,procedureCode=I76;InitiatingMessage=T4568,SuccessfulOutcome=T4573,UnsuccessfulOutcome=T4577,criticality=Nreject,procedureCode=I88;InitiatingMessage=T4581,SuccessfulOutcome=T4585,UnsuccessfulOutcome=T4589,criticality=Nreject,procedureCode=I92;InitiatingMessage=T4593,SuccessfulOutcome=T4652,UnsuccessfulOutcome=T4656,criticality=Nreject,procedureCode=I93;InitiatingMessage=T2450,criticality=Nignore,procedureCode=I2;InitiatingMessage=T4660,criticality=Nignore,procedureCode=I10;InitiatingMessage=T1885,criticality=Nignore,procedureCode=I12;InitiatingMessage=T4664,criticality=Nignore,procedureCode=I13;InitiatingMessage=T4668,criticality=Nignore,procedureCode=I15;InitiatingMessage=T4673,criticality=Nignore,procedureCode=I14;InitiatingMessage=T4680,criticality=Nignore,procedureCode=I11;InitiatingMessage=T4699,criticality=Nignore,procedureCode=I17;InitiatingMessage=T4709,criticality=Nignore,procedureCode=I18;InitiatingMessage=T4779,criticality=Nignore,procedureCode=I19;InitiatingMessage=T4783,criticality=Nignore,procedureCode=I22;InitiatingMessage=T4795,criticality=Nignore,procedureCode=I23;InitiatingMessage=T4807,criticality=Nignore,procedureCode=I24;InitiatingMessage=T4821,criticality=Nignore,procedureCode=I25;InitiatingMessage=T4830,criticality=Nignore,procedureCode=I27;InitiatingMessage=T4860,criticality=Nignore,procedureCode=I28;InitiatingMessage=T2201,criticality=Nignore,procedureCode=I29;InitiatingMessage=T2156,criticality=Nignore,procedureCode=I30;InitiatingMessage=T1315,criticality=Nignore,procedureCode=I31;InitiatingMessage=T4864,criticality=Nignore,procedureCode=I37;InitiatingMessage=T44,criticality=Nignore,procedureCode=I38;InitiatingMessage=T4882,criticality=Nignore,procedureCode=I58;InitiatingMessage=T4891,criticality=Nignore,procedureCode=I57;InitiatingMessage=T88,criticality=Nignore,procedureCode=I39;InitiatingMessage=T1498,criticality=Nignore,procedureCode=I40;InitiatingMessage=T4903,criticality=Nignore,procedureCode=I42;InitiatingMessage=T4911,criticality=Nignore,procedureCode=I43;InitiatingMessage=T4916,criticality=Nignore,procedureCode=I44;InitiatingMessage=T4920,criticality=Nignore,procedureCode=I45;InitiatingMessage=T4924,criticality=Nignore,procedureCode=I46;InitiatingMessage=T4928,criticality=Nignore,procedureCode=I47;InitiatingMessage=T4937,criticality=Nignore,procedureCode=I51;InitiatingMessage=T2324,criticality=Nignore,procedureCode=I53;InitiatingMessage=T2344,criticality=Nignore,procedureCode=I54;InitiatingMessage=T2348,criticality=Nignore,procedureCode=I55;InitiatingMessage=T4941,criticality=Nignore,procedureCode=I56;InitiatingMessage=T4945,criticality=Nignore,procedureCode=I63;InitiatingMessage=T1185,criticality=Nreject,procedureCode=I61;InitiatingMessage=T4966,criticality=Nreject,procedureCode=I66;InitiatingMessage=T4970,criticality=Nignore,procedureCode=I71;InitiatingMessage=T4974,criticality=Nignore,procedureCode=I79;InitiatingMessage=T4978,criticality=Nignore,procedureCode=I80;InitiatingMessage=T4982,criticality=Nignore,procedureCode=I77;InitiatingMessage=T4995,criticality=Nignore,procedureCode=I78;InitiatingMessage=T5013,criticality=Nignore,procedureCode=I81;InitiatingMessage=T2148,criticality=Nignore,procedureCode=I82;InitiatingMessage=T1294,criticality=Nignore,procedureCode=I83;InitiatingMessage=T2164,criticality=Nignore,procedureCode=I84;InitiatingMessage=T1323,criticality=Nignore,procedureCode=I85;InitiatingMessage=T5023,criticality=Nignore,procedureCode=I86;InitiatingMessage=T5027,criticality=Nignore,procedureCode=I87;InitiatingMessage=T5036,criticality=Nignore,procedureCode=I89;InitiatingMessage=T5049,criticality=Nignore,procedureCode=I90;InitiatingMessage=T5053,criticality=Nignore,procedureCode=I91;InitiatingMessage=T1237,criticality=Nreject,procedureCode=I94;InitiatingMessage=T2144,criticality=Nignore,procedureCode=I95;InitiatingMessage=T5058,criticality=Nreject,procedureCode=I96
S	ResetIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T2502,criticality=Nreject,id=I48,presence=Nmandatory
S	UE-associatedLogicalF1-ConnectionItemRes	F1AP-PROTOCOL-IES	1	Value=T2508,criticality=Nreject,id=I80,presence=Nmandatory
S	UE-associatedLogicalF1-ConnectionItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResetType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	ResetAcknowledgeIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2519,criticality=Nignore,id=I81,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	UE-associatedLogicalF1-ConnectionItemResAck	F1AP-PROTOCOL-IES	1	Value=T2508,criticality=Nignore,id=I80,presence=Nmandatory
S	F1SetupRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2170,criticality=Nreject,id=I42,presence=Nmandatory;Value=T2527,criticality=Nignore,id=I45,presence=Noptional;Value=T2528,criticality=Nreject,id=I44,presence=Noptional;Value=T2624,criticality=Nreject,id=I171,presence=Nmandatory;Value=T2630,criticality=Nignore,id=I254,presence=Noptional;Value=T476,criticality=Nignore,id=I281,presence=Noptional;Value=T2461,criticality=Nignore,id=I427,presence=Noptional;Value=T2649,criticality=Nreject,id=I762,presence=Noptional;Value=T2658,criticality=Nignore,id=I765,presence=Noptional
S	GNB-DU-Served-Cells-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2532,criticality=Nreject,id=I43,presence=Nmandatory
S	ServedPLMNs-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2474,criticality=Nignore,id=I131,presence=Noptional;Extension=T2482,criticality=Nreject,id=I384,presence=Noptional;Extension=T2486,criticality=Nreject,id=I390,presence=Noptional;Extension=T2487,criticality=Nignore,id=I644,presence=Noptional
S	FDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T195,criticality=Nignore,id=I355,presence=Noptional;Extension=T195,criticality=Nignore,id=I389,presence=Noptional
S	TDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2548,criticality=Nignore,id=I256,presence=Noptional;Extension=T1650,criticality=Nignore,id=I361,presence=Noptional;Extension=T195,criticality=Nignore,id=I354,presence=Noptional
S	NumDLULSymbols-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T117,criticality=Nignore,id=I535,presence=Noptional
S	SymbolAllocInSlot-ExtIEs	F1AP-PROTOCOL-IES	1	
S	Slot-Configuration-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IntendedTDD-DL-ULConfig-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NR-Mode-Info-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T2576,criticality=Nignore,id=I445,presence=Nmandatory
S	NR-U-Channel-Info-List-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Served-Cell-Information-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T990,criticality=Nignore,id=I139,presence=Noptional;Extension=T2493,criticality=Nignore,id=I196,presence=Noptional;Extension=T1379,criticality=Nignore,id=I201,presence=Noptional;Extension=T1019,criticality=Nignore,id=I223,presence=Noptional;Extension=T1505,criticality=Nignore,id=I232,presence=Noptional;Extension=T994,criticality=Nignore,id=I425,presence=Noptional;Extension=T620,criticality=Nignore,id=I251,presence=Noptional;Extension=T2588,criticality=Nignore,id=I252,presence=Noptional;Extension=T2592,criticality=Nignore,id=I290,presence=Noptional;Extension=T1657,criticality=Nignore,id=I357,presence=Noptional;Extension=T1664,criticality=Nignore,id=I358,presence=Noptional;Extension=T2596,criticality=Nignore,id=I429,presence=Noptional;Extension=T995,criticality=Nreject,id=I383,presence=Noptional;Extension=T2601,criticality=Nignore,id=I478,presence=Noptional;Extension=T2603,criticality=Nignore,id=I579,presence=Noptional;Extension=T2352,criticality=Nignore,id=I784,presence=Noptional;Extension=T2604,criticality=Nignore,id=I835,presence=Noptional
S	VictimgNBSetID-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-Info-IAB-DU-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SFN-Offset-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNB-DU-System-Information-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2611,criticality=Nignore,id=I310,presence=Noptional;Extension=T2612,criticality=Nignore,id=I311,presence=Noptional;Extension=T2613,criticality=Nignore,id=I312,presence=Noptional;Extension=T2614,criticality=Nignore,id=I387,presence=Noptional;Extension=T2615,criticality=Nignore,id=I625,presence=Noptional;Extension=T2616,criticality=Nignore,id=I627,presence=Noptional;Extension=T2617,criticality=Nignore,id=I648,presence=Noptional;Extension=T2618,criticality=Nignore,id=I773,presence=Noptional;Extension=T2619,criticality=Nignore,id=I797,presence=Noptional;Extension=T2620,criticality=Nignore,id=I848,presence=Noptional
S	GNB-DU-Served-Cells-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RRC-Version-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2629,criticality=Nignore,id=I199,presence=Noptional
S	GTPTLA-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Transport-UP-Layer-Address-Info-To-Add-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Transport-UP-Layer-Address-Info-To-Remove-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Transport-Layer-Address-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNB-ID-ExtIEs	F1AP-PROTOCOL-IES	1	
S	GlobalGNB-ID-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TAI-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Mobile-IAB-MTUserLocationInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	F1SetupResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2670,criticality=Nignore,id=I82,presence=Noptional;Value=T1571,criticality=Nreject,id=I3,presence=Noptional;Value=T2624,criticality=Nreject,id=I170,presence=Nmandatory;Value=T2630,criticality=Nignore,id=I254,presence=Noptional;Value=T2671,criticality=Nreject,id=I287,presence=Noptional;Value=T476,criticality=Nignore,id=I281,presence=Noptional;Value=T2455,criticality=Nignore,id=I426,presence=Noptional;Value=T2681,criticality=Nreject,id=I763,presence=Noptional
S	UL-BH-Non-UP-Traffic-Mapping-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UL-BH-Non-UP-Traffic-Mapping-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NCGI-to-be-Updated-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2685,criticality=Nreject,id=I764,presence=Nmandatory
S	NCGI-to-be-Updated-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	F1SetupFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T816,criticality=Nignore,id=I77,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	GNBDUConfigurationUpdateIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2697,criticality=Nreject,id=I58,presence=Noptional;Value=T2705,criticality=Nreject,id=I62,presence=Noptional;Value=T2713,criticality=Nreject,id=I60,presence=Noptional;Value=T1553,criticality=Nreject,id=I89,presence=Noptional;Value=T2219,criticality=Nignore,id=I189,presence=Noptional;Value=T2170,criticality=Nreject,id=I42,presence=Noptional;Value=T2721,criticality=Nreject,id=I228,presence=Noptional;Value=T2630,criticality=Nignore,id=I254,presence=Noptional;Value=T1823,criticality=Nignore,id=I446,presence=Noptional;Value=T2527,criticality=Nignore,id=I45,presence=Noptional;Value=T2461,criticality=Nignore,id=I427,presence=Noptional;Value=T2729,criticality=Nreject,id=I761,presence=Noptional;Value=T2658,criticality=Nignore,id=I765,presence=Noptional
S	Served-Cells-To-Add-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2701,criticality=Nreject,id=I57,presence=Nmandatory
S	Served-Cells-To-Add-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Served-Cells-To-Modify-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2709,criticality=Nreject,id=I61,presence=Nmandatory
S	Served-Cells-To-Modify-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Served-Cells-To-Delete-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2717,criticality=Nreject,id=I59,presence=Nmandatory
S	Served-Cells-To-Delete-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNB-DU-TNL-Association-To-Remove-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2725,criticality=Nreject,id=I227,presence=Nmandatory
S	GNB-DU-TNL-Association-To-Remove-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RRC-Terminating-IAB-Donor-Related-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNBDUConfigurationUpdateAcknowledgeIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1571,criticality=Nreject,id=I3,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T1628,criticality=Nreject,id=I5,presence=Noptional;Value=T2630,criticality=Nignore,id=I254,presence=Noptional;Value=T2671,criticality=Nreject,id=I287,presence=Noptional;Value=T476,criticality=Nignore,id=I281,presence=Noptional;Value=T1712,criticality=Nignore,id=I449,presence=Noptional
S	GNBDUConfigurationUpdateFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T816,criticality=Nignore,id=I77,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	GNBCUConfigurationUpdateIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1571,criticality=Nreject,id=I3,presence=Noptional;Value=T1628,criticality=Nreject,id=I5,presence=Noptional;Value=T2745,criticality=Nignore,id=I121,presence=Noptional;Value=T2754,criticality=Nignore,id=I123,presence=Noptional;Value=T2762,criticality=Nignore,id=I125,presence=Noptional;Value=T1624,criticality=Nignore,id=I129,presence=Noptional;Value=T2770,criticality=Nreject,id=I105,presence=Noptional;Value=T2779,criticality=Nignore,id=I244,presence=Noptional;Value=T2630,criticality=Nignore,id=I254,presence=Noptional;Value=T2671,criticality=Nreject,id=I287,presence=Noptional;Value=T476,criticality=Nignore,id=I281,presence=Noptional;Value=T1250,criticality=Nignore,id=I447,presence=Noptional;Value=T1712,criticality=Nignore,id=I449,presence=Noptional;Value=T2670,criticality=Nignore,id=I82,presence=Noptional;Value=T2455,criticality=Nignore,id=I426,presence=Noptional;Value=T1510,criticality=Nignore,id=I746,presence=Noptional
S	GNB-CU-TNL-Association-To-Add-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2749,criticality=Nignore,id=I120,presence=Nmandatory
S	GNB-CU-TNL-Association-To-Add-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-TNL-Association-To-Remove-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2758,criticality=Nignore,id=I122,presence=Nmandatory
S	GNB-CU-TNL-Association-To-Remove-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1274,criticality=Nreject,id=I229,presence=Noptional
S	GNB-CU-TNL-Association-To-Update-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2766,criticality=Nignore,id=I124,presence=Nmandatory
S	GNB-CU-TNL-Association-To-Update-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Protected-EUTRA-Resources-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2774,criticality=Nreject,id=I168,presence=Nmandatory
S	Protected-EUTRA-Resources-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	Neighbour-Cell-Information-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2783,criticality=Nignore,id=I255,presence=Nmandatory
S	Neighbour-Cell-Information-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNBCUConfigurationUpdateAcknowledgeIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1535,criticality=Nreject,id=I1,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T2791,criticality=Nignore,id=I132,presence=Noptional;Value=T2799,criticality=Nignore,id=I134,presence=Noptional;Value=T2219,criticality=Nignore,id=I189,presence=Noptional;Value=T2630,criticality=Nignore,id=I254,presence=Noptional;Value=T1565,criticality=Nignore,id=I745,presence=Noptional
S	GNB-CU-TNL-Association-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2795,criticality=Nignore,id=I133,presence=Nmandatory
S	GNB-CU-TNL-Association-Setup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNB-CU-TNL-Association-Failed-To-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2803,criticality=Nignore,id=I135,presence=Nmandatory
S	GNB-CU-TNL-Association-Failed-To-Setup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNBCUConfigurationUpdateFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T816,criticality=Nignore,id=I77,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	UEContextSetupRequestIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nignore,id=I41,presence=Noptional;Value=T93,criticality=Nreject,id=I63,presence=Nmandatory;Value=T2815,criticality=Nreject,id=I107,presence=Nmandatory;Value=T1509,criticality=Nignore,id=I96,presence=Noptional;Value=T1335,criticality=Nreject,id=I9,presence=Nmandatory;Value=T1363,criticality=Nignore,id=I90,presence=Noptional;Value=T2137,criticality=Nignore,id=I38,presence=Noptional;Value=T2816,criticality=Nignore,id=I49,presence=Noptional;Value=T2817,criticality=Nignore,id=I54,presence=Noptional;Value=T2827,criticality=Nreject,id=I74,presence=Noptional;Value=T2122,criticality=Nreject,id=I35,presence=Noptional;Value=T2835,criticality=Nreject,id=I97,presence=Noptional;Value=T1892,criticality=Nreject,id=I108,presence=Noptional;Value=T1891,criticality=Nignore,id=I50,presence=Noptional;Value=T2836,criticality=Nignore,id=I126,presence=Noptional;Value=T94,criticality=Nignore,id=I165,presence=Noptional;Value=T636,criticality=Nignore,id=I158,presence=Nconditional;Value=T1898,criticality=Nignore,id=I184,presence=Noptional;Value=T2837,criticality=Nignore,id=I195,presence=Noptional;Value=T2826,criticality=Nignore,id=I182,presence=Noptional;Value=T52,criticality=Nreject,id=I217,presence=Noptional;Value=T2846,criticality=Nignore,id=I226,presence=Noptional;Value=T2847,criticality=Nignore,id=I242,presence=Noptional;Value=T572,criticality=Nignore,id=I248,presence=Noptional;Value=T966,criticality=Nreject,id=I258,presence=Noptional;Value=T476,criticality=Nreject,id=I282,presence=Noptional;Value=T2881,criticality=Nignore,id=I306,presence=Noptional;Value=T2887,criticality=Nignore,id=I307,presence=Noptional;Value=T2891,criticality=Nignore,id=I308,presence=Noptional;Value=T2895,criticality=Nignore,id=I309,presence=Noptional;Value=T636,criticality=Nignore,id=I340,presence=Noptional;Value=T2899,criticality=Nreject,id=I330,presence=Noptional;Value=T1786,criticality=Nreject,id=I373,presence=Noptional;Value=T2933,criticality=Nignore,id=I377,presence=Noptional;Value=T707,criticality=Nreject,id=I382,presence=Noptional;Value=T2934,criticality=Nreject,id=I428,presence=Noptional;Value=T2939,criticality=Nreject,id=I511,presence=Noptional;Value=T2944,criticality=Nignore,id=I536,presence=Noptional;Value=T2945,criticality=Nignore,id=I547,presence=Noptional;Value=T1259,criticality=Nignore,id=I591,presence=Noptional;Value=T2946,criticality=Nignore,id=I594,presence=Noptional;Value=T2891,criticality=Nignore,id=I595,presence=Noptional;Value=T636,criticality=Nignore,id=I596,presence=Noptional;Value=T2958,criticality=Nreject,id=I599,presence=Noptional;Value=T2968,criticality=Nreject,id=I608,presence=Noptional;Value=T2981,criticality=Nignore,id=I619,presence=Noptional;Value=T2987,criticality=Nignore,id=I626,presence=Noptional;Value=T2992,criticality=Nreject,id=I632,presence=Noptional;Value=T2997,criticality=Nreject,id=I630,presence=Noptional;Value=T3012,criticality=Nignore,id=I695,presence=Noptional;Value=T3021,criticality=Nignore,id=I712,presence=Noptional;Value=T3022,criticality=Nignore,id=I716,presence=Noptional;Value=T3023,criticality=Nreject,id=I720,presence=Noptional;Value=T3034,criticality=Nreject,id=I721,presence=Noptional;Value=T2435,criticality=Nignore,id=I726,presence=Noptional;Value=T3040,criticality=Nreject,id=I741,presence=Noptional;Value=T3054,criticality=Nignore,id=I779,presence=Noptional;Value=T3058,criticality=Nignore,id=I780,presence=Noptional;Value=T2891,criticality=Nignore,id=I781,presence=Noptional;Value=T2895,criticality=Nignore,id=I782,presence=Noptional;Value=T1866,criticality=Nignore,id=I794,presence=Noptional;Value=T3062,criticality=Nignore,id=I801,presence=Noptional;Value=T3082,criticality=Nignore,id=I838,presence=Noptional
S	SCell-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2821,criticality=Nignore,id=I53,presence=Nmandatory
S	SCell-ToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2826,criticality=Nignore,id=I182,presence=Noptional
S	SRBs-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2831,criticality=Nreject,id=I73,presence=Nmandatory
S	SRBs-ToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T459,criticality=Nignore,id=I372,presence=Noptional;Extension=T2121,criticality=Nignore,id=I593,presence=Noptional;Extension=T1901,criticality=Nignore,id=I597,presence=Noptional
S	ResourceCoordinationEUTRACellInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2842,criticality=Nreject,id=I233,presence=Noptional
S	ResourceCoordinationTransferInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TraceActivation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2853,criticality=Nignore,id=I381,presence=Noptional;Extension=T1504,criticality=Nignore,id=I380,presence=Noptional
S	M5Configuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2863,criticality=Nignore,id=I537,presence=Noptional
S	M6Configuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2870,criticality=Nignore,id=I538,presence=Noptional
S	M7Configuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2877,criticality=Nignore,id=I539,presence=Noptional
S	MDTConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRV2XServicesAuthorized-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTEV2XServicesAuthorized-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRUESidelinkAggregateMaximumBitrate-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTEUESidelinkAggregateMaximumBitrate-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T2903,criticality=Nreject,id=I329,presence=Nmandatory
S	NonDynamicPQIDescriptor-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5-QoS-Characteristics-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PC5FlowBitRates-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5QoSParameters-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	FlowsMappedToSLDRB-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-ToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2224,criticality=Nignore,id=I719,presence=Noptional
S	F1CTransferPath-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	F1CTransferPathNRDC-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	FiveG-ProSeAuthorized-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2955,criticality=Nignore,id=I738,presence=Noptional;Extension=T2956,criticality=Nignore,id=I739,presence=Noptional;Extension=T2957,criticality=Nignore,id=I740,presence=Noptional
S	UuRLCChannelQoSInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	UuRLCChannelToBeSetupItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelQoSInformation-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T2906,criticality=Nreject,id=I799,presence=Nmandatory
S	PC5RLCChannelToBeSetupItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2980,criticality=Nreject,id=I842,presence=Noptional
S	PathSwitchConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNBDUUESliceMaximumBitRateItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastMBSSessionList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UE-MulticastMRBs-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3001,criticality=Nreject,id=I631,presence=Nmandatory
S	MRB-ProgressInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	UE-MulticastMRBs-ToBeSetup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1034,criticality=Nignore,id=I671,presence=Noptional
S	ServingCellMO-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3016,criticality=Nreject,id=I696,presence=Nmandatory
S	ServingCellMO-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ReferenceConfiguration-ExtIEs	F1AP-PROTOCOL-IES	1	
S	LTMInformation-Setup-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTMConfigurationIDMapping-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IndirectPathAddition-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	N3CIndirectPathAddition-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PathAdditionInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	NRA2XServicesAuthorized-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTEA2XServicesAuthorized-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RSPPFlowBitRates-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RSPPQoSFlowItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RSPP-transport-QoS-parameters-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLPositioning-Ranging-Service-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NonIntegerDRXCycle-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextSetupResponseIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2175,criticality=Nreject,id=I39,presence=Nmandatory;Value=T1249,criticality=Nignore,id=I95,presence=Noptional;Value=T2816,criticality=Nignore,id=I49,presence=Noptional;Value=T3092,criticality=Nreject,id=I94,presence=Noptional;Value=T2066,criticality=Nignore,id=I27,presence=Noptional;Value=T3093,criticality=Nignore,id=I66,presence=Noptional;Value=T2006,criticality=Nignore,id=I15,presence=Noptional;Value=T3101,criticality=Nignore,id=I83,presence=Noptional;Value=T3109,criticality=Nreject,id=I98,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T3110,criticality=Nignore,id=I202,presence=Noptional;Value=T876,criticality=Nignore,id=I260,presence=Noptional;Value=T844,criticality=Nignore,id=I279,presence=Noptional;Value=T3118,criticality=Nignore,id=I324,presence=Noptional;Value=T3126,criticality=Nignore,id=I316,presence=Noptional;Value=T93,criticality=Nreject,id=I376,presence=Noptional;Value=T3134,criticality=Nignore,id=I548,presence=Noptional;Value=T3135,criticality=Nignore,id=I602,presence=Noptional;Value=T3140,criticality=Nignore,id=I603,presence=Noptional;Value=T3145,criticality=Nignore,id=I611,presence=Noptional;Value=T3150,criticality=Nignore,id=I612,presence=Noptional;Value=T3155,criticality=Nignore,id=I697,presence=Noptional;Value=T3160,criticality=Nreject,id=I699,presence=Noptional;Value=T2223,criticality=Nignore,id=I708,presence=Noptional;Value=T1806,criticality=Nignore,id=I709,presence=Noptional;Value=T2431,criticality=Nignore,id=I727,presence=Noptional;Value=T3169,criticality=Nignore,id=I725,presence=Noptional;Value=T3193,criticality=Nignore,id=I792,presence=Noptional
S	SRBs-FailedToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3097,criticality=Nignore,id=I65,presence=Nmandatory
S	SRBs-FailedToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SCell-FailedtoSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3105,criticality=Nignore,id=I84,presence=Nmandatory
S	SCell-FailedtoSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRBs-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3114,criticality=Nignore,id=I203,presence=Nmandatory
S	SRBs-Setup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3122,criticality=Nignore,id=I323,presence=Nmandatory
S	SLDRBs-Setup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-FailedToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3130,criticality=Nignore,id=I315,presence=Nmandatory
S	SLDRBs-FailedToBeSetup-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelSetupItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelFailedToBeSetupItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelSetupItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelFailedToBeSetupItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ServingCellMO-encoded-in-CGC-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1021,criticality=Nignore,id=I711,presence=Noptional
S	UE-MulticastMRBs-Setupnew-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3164,criticality=Nreject,id=I700,presence=Nmandatory
S	UE-MulticastMRBs-Setupnew-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SSB-TF-Configuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SSBInformationItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SSBInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTMConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	S-CPAC-Configuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextSetupFailureIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nignore,id=I41,presence=Noptional;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T3201,criticality=Nignore,id=I92,presence=Noptional;Value=T93,criticality=Nreject,id=I376,presence=Noptional
S	Potential-SpCell-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3205,criticality=Nignore,id=I93,presence=Nmandatory
S	Potential-SpCell-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextReleaseCommandIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1891,criticality=Nignore,id=I50,presence=Noptional;Value=T1889,criticality=Nignore,id=I64,presence=Nconditional;Value=T52,criticality=Nignore,id=I47,presence=Noptional;Value=T1890,criticality=Nignore,id=I109,presence=Noptional;Value=T1898,criticality=Nignore,id=I184,presence=Noptional;Value=T1793,criticality=Nreject,id=I375,presence=Noptional;Value=T3213,criticality=Nignore,id=I576,presence=Noptional;Value=T1257,criticality=Nignore,id=I588,presence=Noptional;Value=T3214,criticality=Nreject,id=I723,presence=Noptional
S	LTMCells-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextReleaseCompleteIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T3223,criticality=Nignore,id=I743,presence=Noptional
S	Recommended-SSBs-for-Paging-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextModificationRequestIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T93,criticality=Nignore,id=I63,presence=Noptional;Value=T2815,criticality=Nreject,id=I107,presence=Noptional;Value=T1509,criticality=Nignore,id=I96,presence=Noptional;Value=T2137,criticality=Nignore,id=I38,presence=Noptional;Value=T1335,criticality=Nreject,id=I9,presence=Noptional;Value=T3233,criticality=Nignore,id=I79,presence=Noptional;Value=T2816,criticality=Nignore,id=I49,presence=Noptional;Value=T3234,criticality=Nignore,id=I87,presence=Noptional;Value=T1891,criticality=Nreject,id=I50,presence=Noptional;Value=T3235,criticality=Nignore,id=I56,presence=Noptional;Value=T3243,criticality=Nignore,id=I52,presence=Noptional;Value=T3251,criticality=Nreject,id=I76,presence=Noptional;Value=T2130,criticality=Nreject,id=I37,presence=Noptional;Value=T2105,criticality=Nreject,id=I31,presence=Noptional;Value=T3259,criticality=Nreject,id=I72,presence=Noptional;Value=T2113,criticality=Nreject,id=I33,presence=Noptional;Value=T2835,criticality=Nreject,id=I97,presence=Noptional;Value=T1892,criticality=Nreject,id=I108,presence=Noptional;Value=T2136,criticality=Nignore,id=I159,presence=Noptional;Value=T3267,criticality=Nignore,id=I174,presence=Noptional;Value=T3271,criticality=Nignore,id=I175,presence=Noptional;Value=T3272,criticality=Nreject,id=I162,presence=Noptional;Value=T636,criticality=Nignore,id=I158,presence=Noptional;Value=T1890,criticality=Nignore,id=I109,presence=Noptional;Value=T1898,criticality=Nignore,id=I184,presence=Noptional;Value=T2837,criticality=Nignore,id=I195,presence=Noptional;Value=T2826,criticality=Nignore,id=I182,presence=Noptional;Value=T3273,criticality=Nignore,id=I215,presence=Noptional;Value=T3092,criticality=Nreject,id=I94,presence=Noptional;Value=T572,criticality=Nignore,id=I248,presence=Noptional;Value=T3274,criticality=Nignore,id=I253,presence=Noptional;Value=T974,criticality=Nreject,id=I267,presence=Noptional;Value=T950,criticality=Nreject,id=I263,presence=Noptional;Value=T958,criticality=Nreject,id=I265,presence=Noptional;Value=T2881,criticality=Nignore,id=I306,presence=Noptional;Value=T2887,criticality=Nignore,id=I307,presence=Noptional;Value=T2891,criticality=Nignore,id=I308,presence=Noptional;Value=T2895,criticality=Nignore,id=I309,presence=Noptional;Value=T636,criticality=Nignore,id=I340,presence=Noptional;Value=T3275,criticality=Nreject,id=I332,presence=Noptional;Value=T3283,criticality=Nreject,id=I326,presence=Noptional;Value=T3291,criticality=Nreject,id=I328,presence=Noptional;Value=T1792,criticality=Nreject,id=I374,presence=Noptional;Value=T2934,criticality=Nreject,id=I428,presence=Noptional;Value=T3299,criticality=Nignore,id=I432,presence=Noptional;Value=T3300,criticality=Nignore,id=I684,presence=Noptional;Value=T3301,criticality=Nreject,id=I510,presence=Noptional;Value=T2939,criticality=Nreject,id=I511,presence=Noptional;Value=T2944,criticality=Nignore,id=I536,presence=Noptional;Value=T2945,criticality=Nignore,id=I547,presence=Noptional;Value=T1258,criticality=Nignore,id=I586,presence=Noptional;Value=T2946,criticality=Nignore,id=I594,presence=Noptional;Value=T2891,criticality=Nignore,id=I595,presence=Noptional;Value=T636,criticality=Nignore,id=I596,presence=Noptional;Value=T2971,criticality=Nignore,id=I618,presence=Noptional;Value=T2958,criticality=Nreject,id=I599,presence=Noptional;Value=T3302,criticality=Nreject,id=I600,presence=Noptional;Value=T3307,criticality=Nreject,id=I601,presence=Noptional;Value=T2968,criticality=Nreject,id=I608,presence=Noptional;Value=T3312,criticality=Nreject,id=I609,presence=Noptional;Value=T3317,criticality=Nreject,id=I610,presence=Noptional;Value=T2981,criticality=Nignore,id=I619,presence=Noptional;Value=T2987,criticality=Nignore,id=I626,presence=Noptional;Value=T2992,criticality=Nreject,id=I632,presence=Noptional;Value=T2992,criticality=Nreject,id=I633,presence=Noptional;Value=T3322,criticality=Nreject,id=I685,presence=Noptional;Value=T3330,criticality=Nreject,id=I628,presence=Noptional;Value=T3338,criticality=Nignore,id=I643,presence=Noptional;Value=T3350,criticality=Nignore,id=I647,presence=Noptional;Value=T3351,criticality=Nignore,id=I675,presence=Noptional;Value=T1827,criticality=Nignore,id=I683,presence=Noptional;Value=T3012,criticality=Nignore,id=I695,presence=Noptional;Value=T3352,criticality=Nignore,id=I690,presence=Noptional;Value=T1284,criticality=Nignore,id=I691,presence=Noptional;Value=T3021,criticality=Nignore,id=I712,presence=Noptional;Value=T3022,criticality=Nignore,id=I716,presence=Noptional;Value=T3353,criticality=Nreject,id=I722,presence=Noptional;Value=T3357,criticality=Nignore,id=I845,presence=Noptional;Value=T3034,criticality=Nreject,id=I721,presence=Noptional;Value=T2435,criticality=Nignore,id=I726,presence=Noptional;Value=T2430,criticality=Nignore,id=I728,presence=Noptional;Value=T2445,criticality=Nignore,id=I843,presence=Noptional;Value=T3214,criticality=Nreject,id=I723,presence=Noptional;Value=T3040,criticality=Nreject,id=I741,presence=Noptional;Value=T3054,criticality=Nignore,id=I779,presence=Noptional;Value=T3058,criticality=Nignore,id=I780,presence=Noptional;Value=T2891,criticality=Nignore,id=I781,presence=Noptional;Value=T2895,criticality=Nignore,id=I782,presence=Noptional;Value=T1866,criticality=Nignore,id=I794,presence=Noptional;Value=T3062,criticality=Nignore,id=I801,presence=Noptional;Value=T3082,criticality=Nignore,id=I838,presence=Noptional
S	SCell-ToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3239,criticality=Nignore,id=I55,presence=Nmandatory
S	SCell-ToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2826,criticality=Nignore,id=I182,presence=Noptional
S	SCell-ToBeRemoved-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3247,criticality=Nignore,id=I51,presence=Nmandatory
S	SCell-ToBeRemoved-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRBs-ToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3255,criticality=Nreject,id=I75,presence=Nmandatory
S	SRBs-ToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T459,criticality=Nignore,id=I372,presence=Noptional;Extension=T1901,criticality=Nignore,id=I597,presence=Noptional;Extension=T1264,criticality=Nreject,id=I589,presence=Noptional
S	SRBs-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3263,criticality=Nreject,id=I71,presence=Nmandatory
S	SRBs-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RLCFailureIndication-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-ToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3279,criticality=Nreject,id=I331,presence=Nmandatory
S	SLDRBs-ToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2224,criticality=Nignore,id=I719,presence=Noptional
S	SLDRBs-ToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3287,criticality=Nreject,id=I325,presence=Nmandatory
S	SLDRBs-ToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2224,criticality=Nignore,id=I719,presence=Noptional
S	SLDRBs-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3295,criticality=Nreject,id=I327,presence=Nmandatory
S	SLDRBs-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelToBeModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelToBeReleasedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelToBeModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelToBeReleasedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UE-MulticastMRBs-ToBeSetup-atModify-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3326,criticality=Nreject,id=I686,presence=Nmandatory
S	UE-MulticastMRBs-ToBeSetup-atModify-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UE-MulticastMRBs-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3334,criticality=Nreject,id=I629,presence=Nmandatory
S	UE-MulticastMRBs-ToBeReleased-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRXInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SLDRXCycleItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTMInformation-Modify-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LTMCFRAResourceConfig-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextModificationResponseIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2816,criticality=Nignore,id=I49,presence=Noptional;Value=T2175,criticality=Nreject,id=I39,presence=Noptional;Value=T2074,criticality=Nignore,id=I29,presence=Noptional;Value=T2029,criticality=Nignore,id=I21,presence=Noptional;Value=T3366,criticality=Nignore,id=I68,presence=Noptional;Value=T2014,criticality=Nignore,id=I17,presence=Noptional;Value=T3374,criticality=Nignore,id=I85,presence=Noptional;Value=T1998,criticality=Nignore,id=I13,presence=Noptional;Value=T3109,criticality=Nreject,id=I98,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T1249,criticality=Nignore,id=I95,presence=Noptional;Value=T694,criticality=Nignore,id=I198,presence=Noptional;Value=T3382,criticality=Nignore,id=I204,presence=Noptional;Value=T3390,criticality=Nignore,id=I206,presence=Noptional;Value=T3092,criticality=Nreject,id=I94,presence=Noptional;Value=T884,criticality=Nignore,id=I275,presence=Noptional;Value=T860,criticality=Nignore,id=I273,presence=Noptional;Value=T852,criticality=Nignore,id=I271,presence=Noptional;Value=T836,criticality=Nignore,id=I269,presence=Noptional;Value=T3398,criticality=Nignore,id=I333,presence=Noptional;Value=T3406,criticality=Nignore,id=I318,presence=Noptional;Value=T3414,criticality=Nignore,id=I334,presence=Noptional;Value=T3422,criticality=Nignore,id=I314,presence=Noptional;Value=T93,criticality=Nreject,id=I376,presence=Noptional;Value=T3134,criticality=Nignore,id=I548,presence=Noptional;Value=T3135,criticality=Nignore,id=I602,presence=Noptional;Value=T3140,criticality=Nignore,id=I603,presence=Noptional;Value=T3430,criticality=Nignore,id=I604,presence=Noptional;Value=T3435,criticality=Nignore,id=I605,presence=Noptional;Value=T3145,criticality=Nignore,id=I611,presence=Noptional;Value=T3150,criticality=Nignore,id=I612,presence=Noptional;Value=T3440,criticality=Nignore,id=I616,presence=Noptional;Value=T3445,criticality=Nignore,id=I613,presence=Noptional;Value=T3450,criticality=Nignore,id=I676,presence=Noptional;Value=T3463,criticality=Nreject,id=I679,presence=Noptional;Value=T3155,criticality=Nignore,id=I697,presence=Noptional;Value=T2223,criticality=Nignore,id=I708,presence=Noptional;Value=T1806,criticality=Nignore,id=I709,presence=Noptional;Value=T2431,criticality=Nignore,id=I727,presence=Noptional;Value=T3169,criticality=Nignore,id=I725,presence=Noptional;Value=T3193,criticality=Nignore,id=I792,presence=Noptional
S	SRBs-FailedToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3370,criticality=Nignore,id=I67,presence=Nmandatory
S	SRBs-FailedToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SCell-FailedtoSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3378,criticality=Nignore,id=I86,presence=Nmandatory
S	SCell-FailedtoSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRBs-SetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3386,criticality=Nignore,id=I205,presence=Nmandatory
S	SRBs-SetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRBs-Modified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3394,criticality=Nignore,id=I207,presence=Nmandatory
S	SRBs-Modified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-SetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3402,criticality=Nignore,id=I335,presence=Nmandatory
S	SLDRBs-SetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-Modified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3410,criticality=Nignore,id=I317,presence=Nmandatory
S	SLDRBs-Modified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-FailedToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3418,criticality=Nignore,id=I336,presence=Nmandatory
S	SLDRBs-FailedToBeSetupMod-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-FailedToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3426,criticality=Nignore,id=I313,presence=Nmandatory
S	SLDRBs-FailedToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelFailedToBeModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelFailedToBeModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SDTBearerType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SDTBearerConfig-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SDTBearerConfigurationInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UE-MulticastMRBs-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3467,criticality=Nreject,id=I680,presence=Nmandatory
S	UE-MulticastMRBs-Setup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextModificationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T93,criticality=Nreject,id=I376,presence=Noptional
S	UEContextModificationRequiredIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2816,criticality=Nignore,id=I49,presence=Noptional;Value=T2175,criticality=Nreject,id=I39,presence=Noptional;Value=T2050,criticality=Nreject,id=I23,presence=Noptional;Value=T3479,criticality=Nreject,id=I70,presence=Noptional;Value=T2058,criticality=Nreject,id=I25,presence=Noptional;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T868,criticality=Nreject,id=I277,presence=Noptional;Value=T3487,criticality=Nreject,id=I320,presence=Noptional;Value=T3495,criticality=Nreject,id=I322,presence=Noptional;Value=T1793,criticality=Nreject,id=I375,presence=Noptional;Value=T3503,criticality=Nreject,id=I606,presence=Noptional;Value=T3508,criticality=Nreject,id=I607,presence=Noptional;Value=T3513,criticality=Nreject,id=I614,presence=Noptional;Value=T3518,criticality=Nreject,id=I615,presence=Noptional;Value=T3523,criticality=Nreject,id=I655,presence=Noptional;Value=T3533,criticality=Nreject,id=I657,presence=Noptional;Value=T3214,criticality=Nreject,id=I723,presence=Noptional
S	SRBs-Required-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3483,criticality=Nreject,id=I69,presence=Nmandatory
S	SRBs-Required-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-Required-ToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3491,criticality=Nreject,id=I319,presence=Nmandatory
S	SLDRBs-Required-ToBeModified-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SLDRBs-Required-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3499,criticality=Nreject,id=I321,presence=Nmandatory
S	SLDRBs-Required-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelRequiredToBeModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UuRLCChannelRequiredToBeReleasedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelRequiredToBeModifiedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PC5RLCChannelRequiredToBeReleasedItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UE-MulticastMRBs-RequiredToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3527,criticality=Nreject,id=I656,presence=Nmandatory
S	UE-MulticastMRBs-RequiredToBeModified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T3165,criticality=Nreject,id=I681,presence=Noptional
S	UE-MulticastMRBs-RequiredToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3537,criticality=Nreject,id=I658,presence=Nmandatory
S	UE-MulticastMRBs-RequiredToBeReleased-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextModificationConfirmIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2816,criticality=Nignore,id=I49,presence=Noptional;Value=T2042,criticality=Nignore,id=I19,presence=Noptional;Value=T1891,criticality=Nignore,id=I50,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T1890,criticality=Nignore,id=I109,presence=Noptional;Value=T2837,criticality=Nignore,id=I195,presence=Noptional;Value=T3545,criticality=Nignore,id=I337,presence=Noptional;Value=T3430,criticality=Nreject,id=I604,presence=Noptional;Value=T3440,criticality=Nreject,id=I616,presence=Noptional;Value=T3553,criticality=Nreject,id=I653,presence=Noptional
S	SLDRBs-ModifiedConf-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3549,criticality=Nignore,id=I338,presence=Nmandatory
S	SLDRBs-ModifiedConf-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UE-MulticastMRBs-ConfirmedToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3557,criticality=Nreject,id=I654,presence=Nmandatory
S	UE-MulticastMRBs-ConfirmedToBeModified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEContextModificationRefuseIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	WriteReplaceWarningRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3569,criticality=Nreject,id=I140,presence=Nmandatory;Value=T3581,criticality=Nreject,id=I141,presence=Nmandatory;Value=T3582,criticality=Nreject,id=I142,presence=Nmandatory;Value=T1561,criticality=Nreject,id=I144,presence=Noptional
S	PWSSystemInformationExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T3575,criticality=Nignore,id=I220,presence=Noptional;Extension=T573,criticality=Nreject,id=I231,presence=Noptional
S	NotificationInformationExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	WriteReplaceWarningResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1531,criticality=Nreject,id=I146,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T2219,criticality=Nignore,id=I189,presence=Noptional
S	PWSCancelRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3582,criticality=Nreject,id=I142,presence=Nmandatory;Value=T1046,criticality=Nreject,id=I148,presence=Noptional;Value=T1358,criticality=Nreject,id=I157,presence=Noptional;Value=T3575,criticality=Nreject,id=I220,presence=Noptional
S	PWSCancelResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T1523,criticality=Nreject,id=I150,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	GNBDUResourceCoordinationRequest-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3599,criticality=Nreject,id=I106,presence=Nmandatory;Value=T2386,criticality=Nreject,id=I101,presence=Nmandatory;Value=T3600,criticality=Nreject,id=I213,presence=Noptional
S	GNBDUResourceCoordinationResponse-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2387,criticality=Nreject,id=I102,presence=Nmandatory
S	F1RemovalRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory
S	F1RemovalResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	F1RemovalFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	GNBDUResourceConfigurationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T107,criticality=Nreject,id=I288,presence=Noptional;Value=T1741,criticality=Nreject,id=I289,presence=Noptional;Value=T3621,criticality=Nreject,id=I533,presence=Noptional;Value=T3631,criticality=Nreject,id=I534,presence=Noptional
S	Neighbour-Node-Cells-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-MT-Cell-NA-Resource-Configuration-FDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-MT-Cell-NA-Resource-Configuration-TDD-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-MT-Cell-NA-Resource-Configuration-Mode-Info-ExtIEs	F1AP-PROTOCOL-IES	1	
S	Serving-Cells-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNBDUResourceConfigurationAcknowledgeIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	GNBDUResourceConfigurationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T816,criticality=Nignore,id=I77,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	IABTNLAddressRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3660,criticality=Nreject,id=I297,presence=Noptional;Value=T3672,criticality=Nreject,id=I296,presence=Noptional;Value=T3676,criticality=Nreject,id=I292,presence=Noptional;Value=T3684,criticality=Nreject,id=I513,presence=Noptional
S	IABTNLAddressesRequested-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IABv4AddressesRequested-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IABIPv6RequestType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	IAB-TNL-Addresses-To-Remove-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3680,criticality=Nreject,id=I293,presence=Nmandatory
S	IAB-TNL-Addresses-To-Remove-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IABTNLAddress-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-TNL-Addresses-Exception-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IABTNLAddressResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3697,criticality=Nreject,id=I294,presence=Nmandatory
S	IAB-Allocated-TNL-Address-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3701,criticality=Nreject,id=I295,presence=Nmandatory
S	IAB-Allocated-TNL-Address-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IABTNLAddressFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T816,criticality=Nignore,id=I77,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	IABUPConfigurationUpdateRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3714,criticality=Nignore,id=I300,presence=Noptional;Value=T3722,criticality=Nignore,id=I302,presence=Noptional
S	UL-UP-TNL-Information-to-Update-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3718,criticality=Nignore,id=I301,presence=Nmandatory
S	UL-UP-TNL-Information-to-Update-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UL-UP-TNL-Address-to-Update-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T3726,criticality=Nignore,id=I303,presence=Nmandatory
S	UL-UP-TNL-Address-to-Update-List-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IABUPConfigurationUpdateResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T1852,criticality=Nreject,id=I304,presence=Noptional
S	IABUPConfigurationUpdateFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T816,criticality=Nignore,id=I77,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	ResourceStatusRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3742,criticality=Nreject,id=I345,presence=Nmandatory;Value=T3743,criticality=Nignore,id=I346,presence=Nconditional;Value=T3744,criticality=Nignore,id=I347,presence=Nmandatory;Value=T3745,criticality=Nignore,id=I348,presence=Nconditional;Value=T1497,criticality=Nignore,id=I349,presence=Noptional;Value=T3746,criticality=Nignore,id=I352,presence=Noptional
S	ResourceStatusResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3742,criticality=Nreject,id=I345,presence=Nmandatory;Value=T3743,criticality=Nignore,id=I346,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	ResourceStatusFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3742,criticality=Nreject,id=I345,presence=Nmandatory;Value=T3743,criticality=Nignore,id=I346,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PositioningMeasurementRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3759,criticality=Nreject,id=I402,presence=Nmandatory;Value=T3760,criticality=Nreject,id=I411,presence=Nmandatory;Value=T3761,criticality=Nreject,id=I422,presence=Nmandatory;Value=T3774,criticality=Nreject,id=I408,presence=Nmandatory;Value=T2338,criticality=Nreject,id=I409,presence=Nconditional;Value=T3775,criticality=Nreject,id=I396,presence=Nmandatory;Value=T2254,criticality=Nignore,id=I419,presence=Noptional;Value=T3783,criticality=Nignore,id=I407,presence=Noptional;Value=T3794,criticality=Nignore,id=I423,presence=Noptional;Value=T2243,criticality=Nignore,id=I420,presence=Noptional;Value=T3795,criticality=Nignore,id=I421,presence=Noptional;Value=T3796,criticality=Nreject,id=I438,presence=Nconditional;Value=T3797,criticality=Nignore,id=I555,presence=Noptional;Value=T3803,criticality=Nignore,id=I574,presence=Noptional;Value=T3804,criticality=Nignore,id=I573,presence=Noptional;Value=T3805,criticality=Nignore,id=I634,presence=Noptional;Value=T3806,criticality=Nignore,id=I803,presence=Noptional
S	Search-window-information-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRP-MeasurementRequestItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T93,criticality=Nignore,id=I111,presence=Noptional;Extension=T673,criticality=Nignore,id=I552,presence=Noptional;Extension=T3772,criticality=Nignore,id=I564,presence=Noptional;Extension=T3773,criticality=Nignore,id=I565,presence=Noptional
S	PosMeasurementQuantities-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T3782,criticality=Nignore,id=I810,presence=Noptional
S	SRSCarrier-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRSConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResponseTime-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TimeWindowDurationMeasurement-ExtIEs	F1AP-PROTOCOL-IES	1	
S	TimeWindowInformation-Measurement-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PositioningMeasurementResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3759,criticality=Nreject,id=I402,presence=Nmandatory;Value=T3760,criticality=Nreject,id=I411,presence=Nmandatory;Value=T3822,criticality=Nreject,id=I397,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	UL-RTOA-MeasurementItem-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T3839,criticality=Nignore,id=I806,presence=Nmandatory;Value=T3840,criticality=Nignore,id=I807,presence=Nmandatory
S	UL-RTOA-Measurement-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2467,criticality=Nignore,id=I561,presence=Noptional;Extension=T3844,criticality=Nignore,id=I568,presence=Noptional
S	TRP-Rx-TEGInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNBRxTxTimeDiffMeas-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T3839,criticality=Nignore,id=I806,presence=Nmandatory;Value=T3840,criticality=Nignore,id=I807,presence=Nmandatory;Value=T3861,criticality=Nignore,id=I821,presence=Nmandatory;Value=T3862,criticality=Nignore,id=I822,presence=Nmandatory;Value=T3863,criticality=Nignore,id=I823,presence=Nmandatory;Value=T3864,criticality=Nignore,id=I824,presence=Nmandatory
S	GNB-RxTxTimeDiff-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2467,criticality=Nignore,id=I561,presence=Noptional;Extension=T3868,criticality=Nignore,id=I567,presence=Noptional
S	TRP-RxTx-TEGInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRP-Tx-TEGInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RxTxTEG-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RxTEG-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPTEGInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MeasuredResultsValue-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T555,criticality=Nreject,id=I554,presence=Nmandatory;Value=T539,criticality=Nreject,id=I558,presence=Nmandatory;Value=T566,criticality=Nreject,id=I559,presence=Nmandatory;Value=T3894,criticality=Nreject,id=I804,presence=Nmandatory
S	UL-RSCP-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MeasurementBeamInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PosMeasurementResultItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T0,criticality=Nignore,id=I557,presence=Noptional;Extension=T3906,criticality=Nignore,id=I560,presence=Noptional;Extension=T3917,criticality=Nignore,id=I562,presence=Noptional;Extension=T2317,criticality=Nignore,id=I753,presence=Noptional;Extension=T614,criticality=Nignore,id=I816,presence=Noptional;Extension=T3923,criticality=Nignore,id=I819,presence=Noptional;Extension=T3924,criticality=Nignore,id=I847,presence=Noptional
S	SRSResourceTypeChoice-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SRSResourcetype-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T3916,criticality=Nignore,id=I663,presence=Noptional
S	LoS-NLoSInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PosMeasurementResultList-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T93,criticality=Nignore,id=I111,presence=Noptional
S	PositioningMeasurementFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3759,criticality=Nreject,id=I402,presence=Nmandatory;Value=T3760,criticality=Nreject,id=I411,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	TRPInformationRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3936,criticality=Nignore,id=I410,presence=Noptional;Value=T3942,criticality=Nreject,id=I398,presence=Nmandatory
S	TRPListItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T3941,criticality=Nignore,id=I815,presence=Noptional
S	TRPInformationTypeItemTRPReq	F1AP-PROTOCOL-IES	1	Value=T3946,criticality=Nreject,id=I399,presence=Nmandatory
S	TRPInformationResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3951,criticality=Nignore,id=I400,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	TRPInformationItemTRPResp	F1AP-PROTOCOL-IES	1	Value=T3955,criticality=Nignore,id=I401,presence=Nmandatory
S	PRSMutingOption1-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSMutingOption2-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSMuting-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSResource-QCLSourceSSB-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSResource-QCLSourcePRS-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSResource-QCLInfo-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PRSResource-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T2472,criticality=Nignore,id=I714,presence=Noptional;Extension=T613,criticality=Nignore,id=I817,presence=Noptional
S	PRSResourceSet-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T613,criticality=Nignore,id=I817,presence=Noptional
S	PRSAngleItem-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1760,criticality=Nignore,id=I439,presence=Noptional
S	NR-PRSBeamInformationItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	LCStoGCSTranslation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NR-PRSBeamInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SpatialDirectionInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPInformationTypeResponseItem-ExtIEs	F1AP-PROTOCOL-IES	1	Value=T4052,criticality=Nreject,id=I434,presence=Nmandatory;Value=T4053,criticality=Nreject,id=I551,presence=Nmandatory;Value=T4063,criticality=Nreject,id=I566,presence=Nmandatory;Value=T4069,criticality=Nreject,id=I577,presence=Nmandatory;Value=T2317,criticality=Nignore,id=I753,presence=Nmandatory
S	OnDemandPRS-Info-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPTEGItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPBeamAntennaInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T4076,criticality=Nreject,id=I754,presence=Noptional
S	TRPInformationItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TRPInformationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PositioningInformationRequestIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4088,criticality=Nignore,id=I391,presence=Noptional;Value=T4157,criticality=Nignore,id=I575,presence=Noptional;Value=T4163,criticality=Nignore,id=I689,presence=Noptional;Value=T4164,criticality=Nignore,id=I802,presence=Noptional;Value=T4181,criticality=Nignore,id=I830,presence=Noptional
S	PeriodicityList-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ReferenceSignal-ExtIEs	F1AP-PROTOCOL-IES	1	
S	SpatialRelationforResourceIDItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SpatialRelationInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PathlossReferenceSignal-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PathlossReferenceInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SRSResourceSetItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T4125,criticality=Nignore,id=I435,presence=Noptional
S	SpatialRelationPerSRSResourceItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SpatialRelationPerSRSResource-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RequestedSRSTransmissionCharacteristics-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T4137,criticality=Nignore,id=I431,presence=Noptional;Extension=T1020,criticality=Nignore,id=I805,presence=Noptional;Extension=T4138,criticality=Nignore,id=I812,presence=Noptional;Extension=T4144,criticality=Nignore,id=I833,presence=Noptional
S	PosValidityAreaCellList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ResourceMapping-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ValidityAreaSpecificSRSInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEReportingInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TimeWindowStartSRS-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TimeWindowDurationSRS-ExtIEs	F1AP-PROTOCOL-IES	1	
S	TimeWindowInformation-SRS-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RequestedSRSPreconfigurationCharacteristics-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PositioningInformationResponseIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T3783,criticality=Nignore,id=I407,presence=Noptional;Value=T2254,criticality=Nignore,id=I419,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T4190,criticality=Nignore,id=I674,presence=Noptional;Value=T4191,criticality=Nignore,id=I811,presence=Noptional;Value=T4192,criticality=Nignore,id=I831,presence=Noptional
S	SRSPreconfiguration-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PositioningInformationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PositioningActivationRequestIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4205,criticality=Nreject,id=I403,presence=Nmandatory;Value=T2254,criticality=Nignore,id=I404,presence=Noptional;Value=T446,criticality=Nignore,id=I829,presence=Noptional
S	SemipersistentSRS-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T4125,criticality=Nignore,id=I435,presence=Noptional
S	SRSType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PositioningActivationResponseIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2243,criticality=Nignore,id=I420,presence=Noptional;Value=T3795,criticality=Nignore,id=I421,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PositioningActivationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastContextSetupRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1197,criticality=Nreject,id=I455,presence=Nmandatory;Value=T1070,criticality=Nreject,id=I481,presence=Noptional;Value=T1202,criticality=Nreject,id=I456,presence=Nmandatory;Value=T4225,criticality=Nreject,id=I498,presence=Nmandatory;Value=T4233,criticality=Nreject,id=I769,presence=Noptional;Value=T4250,criticality=Nreject,id=I770,presence=Noptional
S	MulticastMRBs-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4229,criticality=Nreject,id=I499,presence=Nmandatory
S	MulticastMRBs-ToBeSetup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBS-Multicast-CU2DU-Cell-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBS-Multicast-MRB-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastCU2DURRCInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastContextSetupResponseIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T4255,criticality=Nreject,id=I490,presence=Nmandatory;Value=T4263,criticality=Nignore,id=I484,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T4271,criticality=Nreject,id=I772,presence=Noptional
S	MulticastMRBs-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4259,criticality=Nreject,id=I491,presence=Nmandatory
S	MulticastMRBs-Setup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastMRBs-FailedToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4267,criticality=Nignore,id=I485,presence=Nmandatory
S	MulticastMRBs-FailedToBeSetup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBSMulticastConfiguration-available-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBSMulticastConfiguration-notavailable-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBSMulticastConfigurationResponseInfo-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MBSMulticastConfigurationNotificationInfo-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MBSMulticastConfigurationNotification-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBS-Multicast-DU2CU-Cell-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastDU2CURRCInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastContextSetupFailureIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nignore,id=I452,presence=Noptional;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastContextReleaseCommandIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	MulticastContextReleaseCompleteIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastContextModificationRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T1070,criticality=Nreject,id=I481,presence=Noptional;Value=T4320,criticality=Nreject,id=I500,presence=Noptional;Value=T4328,criticality=Nreject,id=I494,presence=Noptional;Value=T4336,criticality=Nreject,id=I496,presence=Noptional;Value=T4233,criticality=Nreject,id=I769,presence=Noptional;Value=T4250,criticality=Nreject,id=I770,presence=Noptional
S	MulticastMRBs-ToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4324,criticality=Nreject,id=I501,presence=Nmandatory
S	MulticastMRBs-ToBeSetupMod-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastMRBs-ToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4332,criticality=Nreject,id=I495,presence=Nmandatory
S	MulticastMRBs-ToBeModified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastMRBs-ToBeReleased-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4340,criticality=Nreject,id=I497,presence=Nmandatory
S	MulticastMRBs-ToBeReleased-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastContextModificationResponseIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T4348,criticality=Nreject,id=I492,presence=Noptional;Value=T4356,criticality=Nignore,id=I486,presence=Noptional;Value=T4364,criticality=Nreject,id=I488,presence=Noptional;Value=T4372,criticality=Nignore,id=I482,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T4271,criticality=Nreject,id=I772,presence=Noptional
S	MulticastMRBs-SetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4352,criticality=Nreject,id=I493,presence=Nmandatory
S	MulticastMRBs-SetupMod-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastMRBs-FailedToBeSetupMod-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4360,criticality=Nignore,id=I487,presence=Nmandatory
S	MulticastMRBs-FailedToBeSetupMod-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastMRBs-Modified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4368,criticality=Nreject,id=I489,presence=Nmandatory
S	MulticastMRBs-Modified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastMRBs-FailedToBeModified-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4376,criticality=Nignore,id=I483,presence=Nmandatory
S	MulticastMRBs-FailedtoBeModified-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastContextModificationFailureIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastDistributionSetupRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T4388,criticality=Nreject,id=I502,presence=Nmandatory;Value=T4394,criticality=Nreject,id=I503,presence=Nmandatory
S	MBSMulticastF1UContextDescriptor-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastF1UContext-ToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4398,criticality=Nreject,id=I504,presence=Nmandatory
S	MulticastF1UContext-ToBeSetup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastDistributionSetupResponseIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T4388,criticality=Nreject,id=I502,presence=Nmandatory;Value=T4406,criticality=Nreject,id=I505,presence=Nmandatory;Value=T4414,criticality=Nignore,id=I507,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional;Value=T3165,criticality=Nreject,id=I681,presence=Nmandatory
S	MulticastF1UContext-Setup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4410,criticality=Nreject,id=I506,presence=Nmandatory
S	MulticastF1UContext-Setup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastF1UContext-FailedToBeSetup-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4418,criticality=Nignore,id=I508,presence=Nmandatory
S	MulticastF1UContext-FailedToBeSetup-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastDistributionSetupFailureIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nignore,id=I452,presence=Noptional;Value=T4388,criticality=Nreject,id=I502,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastDistributionReleaseCommandIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T4388,criticality=Nreject,id=I502,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	MulticastDistributionReleaseCompleteIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T4388,criticality=Nreject,id=I502,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PDCMeasurementInitiationRequest-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4438,criticality=Nreject,id=I546,presence=Nmandatory;Value=T4439,criticality=Nreject,id=I545,presence=Nmandatory;Value=T4440,criticality=Nreject,id=I541,presence=Nconditional;Value=T4441,criticality=Nreject,id=I542,presence=Nmandatory
S	PDCMeasurementQuantities-ItemIEs	F1AP-PROTOCOL-IES	0	Value=T4445,criticality=Nreject,id=I543,presence=Nmandatory
S	PDCMeasurementQuantitiesValue-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PDCMeasurementInitiationResponse-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4438,criticality=Nreject,id=I546,presence=Nmandatory;Value=T4454,criticality=Nignore,id=I544,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PDCMeasuredResults-Value-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PDCMeasuredResults-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PDCMeasurementResult-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PDCMeasurementInitiationFailure-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4438,criticality=Nignore,id=I546,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PRSConfigurationRequest-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4477,criticality=Nreject,id=I571,presence=Nmandatory;Value=T4478,criticality=Nignore,id=I549,presence=Nmandatory
S	RequestedDLPRSResource-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	StartTimeAndDuration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RequestedDLPRSResourceSet-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RequestedDLPRSTransmissionCharacteristics-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T3941,criticality=Nignore,id=I815,presence=Noptional
S	PRSTransmissionOffPerResourceSet-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSTransmissionOffIndicationPerResource-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSTransmissionOffPerResource-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSTransmissionOffIndication-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PRSTransmissionOffInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSTRPItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSConfigurationResponse-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4536,criticality=Nignore,id=I550,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PRSTransmissionTRPItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PRSConfigurationFailure-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MeasurementPreconfigurationRequired-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4549,criticality=Nignore,id=I569,presence=Nmandatory
S	TRP-PRS-Info-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MeasurementPreconfigurationConfirm-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4558,criticality=Nignore,id=I650,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PosMeasGapPreConfigList-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MeasurementPreconfigurationRefuse-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	TimingSynchronisationStatusRequest-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4572,criticality=Nreject,id=I749,presence=Nmandatory
S	TimingSynchronisationStatusResponse-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	TimingSynchronisationStatusFailure-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastContextNotificationIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T4271,criticality=Nreject,id=I772,presence=Noptional
S	MulticastContextNotificationConfirmIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastContextNotificationRefuseIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastCommonConfigurationRequestIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4597,criticality=Nreject,id=I774,presence=Noptional
S	MTCH-NeighbourCellInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MTCH-NeighbourCellSession-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UpdateMBSMulticastNeighbourCellListInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MBSMulticastNeighbourCellListItem-ExtIEs	F1AP-PROTOCOL-IES	1	
S	ThresholdIndexInformation-ExtIEs	F1AP-PROTOCOL-IES	1	
S	ThresholdIndexSession-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UpdateThresholdMBS-ListInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ThresholdMBS-ListItem-ExtIEs	F1AP-PROTOCOL-IES	1	
S	MulticastCommonCu2DUCellInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastCommonCU2DUCell-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastCU2DUCommonRRCInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastCommonConfigurationResponseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	MulticastCommonConfigurationRefuseIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	UEContextReleaseRequestIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory;Value=T1793,criticality=Nreject,id=I375,presence=Noptional;Value=T3214,criticality=Nreject,id=I723,presence=Noptional
S	ULRRCMessageTransferIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T1889,criticality=Nreject,id=I64,presence=Nmandatory;Value=T1891,criticality=Nreject,id=I50,presence=Nmandatory;Value=T94,criticality=Nreject,id=I224,presence=Noptional;Value=T52,criticality=Nreject,id=I219,presence=Noptional
S	UEInactivityNotificationIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T1913,criticality=Nreject,id=I100,presence=Nmandatory;Value=T4672,criticality=Nignore,id=I635,presence=Noptional
S	PrivateMessage-IEs	F1AP-PRIVATE-IES	1	
S	InitialULRRCMessageTransferIEs	F1AP-PROTOCOL-IES	1	Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T93,criticality=Nreject,id=I111,presence=Nmandatory;Value=T1249,criticality=Nreject,id=I95,presence=Nmandatory;Value=T1891,criticality=Nreject,id=I50,presence=Nmandatory;Value=T2174,criticality=Nreject,id=I128,presence=Noptional;Value=T4684,criticality=Nignore,id=I178,presence=Noptional;Value=T48,criticality=Nignore,id=I78,presence=Nmandatory;Value=T2846,criticality=Nignore,id=I226,presence=Noptional;Value=T4685,criticality=Nignore,id=I241,presence=Noptional;Value=T4686,criticality=Nignore,id=I578,presence=Noptional;Value=T4687,criticality=Nignore,id=I592,presence=Noptional;Value=T4693,criticality=Nignore,id=I617,presence=Noptional;Value=T4698,criticality=Nignore,id=I783,presence=Noptional
S	SDTInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SidelinkRelayConfiguration-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	SystemInformationDeliveryCommandIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T93,criticality=Nreject,id=I111,presence=Nmandatory;Value=T4703,criticality=Nreject,id=I116,presence=Nmandatory;Value=T52,criticality=Nreject,id=I156,presence=Nmandatory
S	SItype-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PagingIEs	F1AP-PROTOCOL-IES	1	Value=T4713,criticality=Nreject,id=I117,presence=Nmandatory;Value=T4718,criticality=Nreject,id=I127,presence=Nmandatory;Value=T4727,criticality=Nignore,id=I114,presence=Noptional;Value=T4728,criticality=Nignore,id=I115,presence=Noptional;Value=T4729,criticality=Nignore,id=I113,presence=Nmandatory;Value=T4744,criticality=Nignore,id=I216,presence=Noptional;Value=T4727,criticality=Nignore,id=I580,presence=Noptional;Value=T4727,criticality=Nignore,id=I581,presence=Noptional;Value=T4745,criticality=Nignore,id=I582,presence=Noptional;Value=T4751,criticality=Nignore,id=I583,presence=Noptional;Value=T4756,criticality=Nignore,id=I620,presence=Noptional;Value=T4757,criticality=Nignore,id=I622,presence=Noptional;Value=T4761,criticality=Nignore,id=I623,presence=Noptional;Value=T2494,criticality=Nignore,id=I694,presence=Noptional;Value=T4767,criticality=Nignore,id=I698,presence=Noptional;Value=T4768,criticality=Nignore,id=I713,presence=Noptional;Value=T4773,criticality=Nignore,id=I785,presence=Noptional
S	UEIdentityIndexValueChoice-ExtIEs	F1AP-PROTOCOL-IES	1	
S	RANUEPagingIdentity-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PagingIdentity-ExtIEs	F1AP-PROTOCOL-IES	1	
S	PagingCell-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4733,criticality=Nignore,id=I112,presence=Nmandatory
S	PagingCell-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T4737,criticality=Nignore,id=I624,presence=Noptional;Extension=T4738,criticality=Nignore,id=I664,presence=Noptional;Extension=T4739,criticality=Nignore,id=I742,presence=Noptional
S	RecommendedSSBItem-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRPagingeDRXInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRPagingeDRXInformationforRRCINACTIVE-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PEIPSAssistanceInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UEPagingCapability-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T4766,criticality=Nignore,id=I673,presence=Noptional
S	MT-SDT-Information-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NRPaginglongeDRXInformationforRRCINACTIVE-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NotifyIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T1990,criticality=Nreject,id=I137,presence=Nmandatory
S	PWSRestartIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4787,criticality=Nreject,id=I152,presence=Nmandatory
S	NR-CGI-List-For-Restart-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4791,criticality=Nreject,id=I153,presence=Nmandatory
S	NR-CGI-List-For-Restart-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PWSFailureIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4799,criticality=Nreject,id=I154,presence=Noptional
S	PWS-Failed-NR-CGI-List-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4803,criticality=Nreject,id=I155,presence=Nmandatory
S	PWS-Failed-NR-CGI-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	GNBDUStatusIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4811,criticality=Nreject,id=I172,presence=Nmandatory;Value=T4812,criticality=Nignore,id=I509,presence=Noptional
S	IAB-Congestion-Indication-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	IAB-Congestion-Indication-List-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	RRCDeliveryReportIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4825,criticality=Nignore,id=I185,presence=Nmandatory;Value=T1889,criticality=Nignore,id=I64,presence=Nmandatory
S	RRCDeliveryStatus-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	NetworkAccessRateReductionIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4834,criticality=Nreject,id=I225,presence=Nmandatory
S	UACOperatorDefined-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UACCategoryType-ExtIEs	F1AP-PROTOCOL-IES	1	
S	UACType-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	UACPLMN-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T707,criticality=Nignore,id=I385,presence=Noptional
S	UAC-Assistance-InfoExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TraceStartIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T2847,criticality=Nignore,id=I242,presence=Nmandatory
S	ResourceStatusUpdateIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3742,criticality=Nreject,id=I345,presence=Nmandatory;Value=T3743,criticality=Nignore,id=I346,presence=Nmandatory;Value=T4868,criticality=Nignore,id=I351,presence=Noptional;Value=T4874,criticality=Nignore,id=I353,presence=Noptional;Value=T1475,criticality=Nignore,id=I350,presence=Noptional
S	HardwareLoadIndicator-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TNLCapacityIndicator-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ReferenceTimeInformationReportingControlIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4886,criticality=Nreject,id=I365,presence=Nmandatory
S	ReportingRequestType-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	ReferenceTimeInformationReportIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nignore,id=I78,presence=Nmandatory;Value=T4895,criticality=Nignore,id=I366,presence=Nmandatory
S	TimeReferenceInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PositioningAssistanceInformationControlIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4907,criticality=Nreject,id=I392,presence=Noptional;Value=T4908,criticality=Nreject,id=I393,presence=Noptional;Value=T4909,criticality=Nreject,id=I406,presence=Noptional;Value=T4910,criticality=Nreject,id=I394,presence=Noptional
S	PositioningAssistanceInformationFeedbackIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T4915,criticality=Nreject,id=I395,presence=Noptional;Value=T4909,criticality=Nreject,id=I406,presence=Noptional;Value=T4910,criticality=Nreject,id=I394,presence=Noptional;Value=T792,criticality=Nignore,id=I7,presence=Noptional
S	PositioningMeasurementReportIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3759,criticality=Nreject,id=I402,presence=Nmandatory;Value=T3760,criticality=Nreject,id=I411,presence=Nmandatory;Value=T3822,criticality=Nreject,id=I397,presence=Nmandatory
S	PositioningMeasurementAbortIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3759,criticality=Nreject,id=I402,presence=Nmandatory;Value=T3760,criticality=Nreject,id=I411,presence=Nmandatory
S	PositioningMeasurementFailureIndicationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3759,criticality=Nreject,id=I402,presence=Nmandatory;Value=T3760,criticality=Nreject,id=I411,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	PositioningMeasurementUpdateIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T3759,criticality=Nreject,id=I402,presence=Nmandatory;Value=T3760,criticality=Nreject,id=I411,presence=Nmandatory;Value=T3783,criticality=Nignore,id=I407,presence=Noptional;Value=T4932,criticality=Nreject,id=I553,presence=Noptional;Value=T3803,criticality=Nignore,id=I574,presence=Noptional;Value=T3804,criticality=Nignore,id=I573,presence=Noptional
S	TRP-MeasurementUpdateItem-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T3772,criticality=Nignore,id=I564,presence=Noptional;Extension=T3773,criticality=Nignore,id=I565,presence=Noptional
S	PositioningDeactivationIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T38,criticality=Nignore,id=I405,presence=Nmandatory
S	PositioningInformationUpdateIEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T3783,criticality=Nignore,id=I407,presence=Noptional;Value=T2254,criticality=Nignore,id=I419,presence=Noptional
S	MulticastGroupPagingIEs	F1AP-PROTOCOL-IES	1	Value=T1197,criticality=Nreject,id=I455,presence=Nmandatory;Value=T4949,criticality=Nignore,id=I479,presence=Noptional;Value=T4957,criticality=Nignore,id=I687,presence=Noptional;Value=T4965,criticality=Nignore,id=I768,presence=Noptional
S	UEIdentity-List-For-Paging-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4953,criticality=Nignore,id=I480,presence=Noptional
S	UEIdentity-List-For-Paging-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MC-PagingCell-ItemIEs	F1AP-PROTOCOL-IES	1	Value=T4961,criticality=Nignore,id=I688,presence=Nmandatory
S	MC-PagingCell-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MulticastContextReleaseRequestIEs	F1AP-PROTOCOL-IES	1	Value=T1064,criticality=Nreject,id=I451,presence=Nmandatory;Value=T1065,criticality=Nreject,id=I452,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	PDCMeasurementReport-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4438,criticality=Nreject,id=I546,presence=Nmandatory;Value=T4454,criticality=Nignore,id=I544,presence=Nmandatory
S	PDCMeasurementTerminationCommand-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4438,criticality=Nignore,id=I546,presence=Nmandatory
S	PDCMeasurementFailureIndication-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4438,criticality=Nignore,id=I546,presence=Nmandatory;Value=T808,criticality=Nignore,id=I0,presence=Nmandatory
S	MeasurementActivation-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T228,criticality=Nreject,id=I649,presence=Nmandatory;Value=T4986,criticality=Nignore,id=I570,presence=Noptional
S	PRS-Measurement-Info-List-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	QoEInformationTransfer-IEs	F1AP-PROTOCOL-IES	1	Value=T92,criticality=Nreject,id=I40,presence=Nmandatory;Value=T52,criticality=Nreject,id=I41,presence=Nmandatory;Value=T4999,criticality=Nignore,id=I585,presence=Noptional
S	QoEMetrics-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	QoEInformationList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	Extension=T1970,criticality=Nignore,id=I732,presence=Noptional
S	QoEInformation-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	PosSystemInformationDeliveryCommandIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T93,criticality=Nreject,id=I111,presence=Nmandatory;Value=T5017,criticality=Nreject,id=I682,presence=Nmandatory;Value=T52,criticality=Nreject,id=I156,presence=Nmandatory
S	PosSItype-ItemExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	QoEInformationTransferControl-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2205,criticality=Nignore,id=I733,presence=Noptional
S	RachIndication-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T5031,criticality=Nreject,id=I734,presence=Nmandatory
S	RAReportIndicationList-Item-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	TimingSynchronisationStatusReport-IEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T5040,criticality=Nignore,id=I750,presence=Nmandatory
S	RANTimingSynchronisationStatusInfo-ExtIEs	F1AP-PROTOCOL-EXTENSION	1	
S	MIABF1SetupTriggeringIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T2649,criticality=Nreject,id=I755,presence=Nmandatory;Value=T463,criticality=Nignore,id=I756,presence=Noptional;Value=T463,criticality=Nignore,id=I757,presence=Noptional
S	MIABF1SetupOutcomeNotificationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T5057,criticality=Nreject,id=I760,presence=Nmandatory;Value=T99,criticality=Nignore,id=I758,presence=Noptional;Value=T2649,criticality=Nreject,id=I787,presence=Noptional
S	SRSInformationReservationNotificationIEs	F1AP-PROTOCOL-IES	1	Value=T48,criticality=Nreject,id=I78,presence=Nmandatory;Value=T5062,criticality=Nignore,id=I813,presence=Nmandatory;Value=T4088,criticality=Nignore,id=I832,presence=Noptional
S	F1AP-PDU-ExtIEs	F1AP-PROTOCOL-IES	1	
S	F1AP-ELEMENTARY-PROCEDURES-CLASS-1	F1AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T2498,SuccessfulOutcome=T2515,criticality=Nreject,procedureCode=I0;InitiatingMessage=T2523,SuccessfulOutcome=T2666,UnsuccessfulOutcome=T2689,criticality=Nreject,procedureCode=I1;InitiatingMessage=T2693,SuccessfulOutcome=T2733,UnsuccessfulOutcome=T2737,criticality=Nreject,procedureCode=I3;InitiatingMessage=T2741,SuccessfulOutcome=T2787,UnsuccessfulOutcome=T2807,criticality=Nreject,procedureCode=I4;InitiatingMessage=T2811,SuccessfulOutcome=T3088,UnsuccessfulOutcome=T3197,criticality=Nreject,procedureCode=I5;InitiatingMessage=T3209,SuccessfulOutcome=T3219,criticality=Nreject,procedureCode=I6;InitiatingMessage=T3229,SuccessfulOutcome=T3362,UnsuccessfulOutcome=T3471,criticality=Nreject,procedureCode=I7;InitiatingMessage=T3475,SuccessfulOutcome=T3541,UnsuccessfulOutcome=T3561,criticality=Nreject,procedureCode=I8;InitiatingMessage=T3565,SuccessfulOutcome=T3583,criticality=Nreject,procedureCode=I20;InitiatingMessage=T3587,SuccessfulOutcome=T3591,criticality=Nreject,procedureCode=I21;InitiatingMessage=T3595,SuccessfulOutcome=T3601,criticality=Nreject,procedureCode=I16;InitiatingMessage=T3605,SuccessfulOutcome=T3609,UnsuccessfulOutcome=T3613,criticality=Nreject,procedureCode=I26;InitiatingMessage=T729,SuccessfulOutcome=T788,UnsuccessfulOutcome=T804,criticality=Nreject,procedureCode=I32;InitiatingMessage=T3617,SuccessfulOutcome=T3648,UnsuccessfulOutcome=T3652,criticality=Nreject,procedureCode=I33;InitiatingMessage=T3656,SuccessfulOutcome=T3693,UnsuccessfulOutcome=T3706,criticality=Nreject,procedureCode=I34;InitiatingMessage=T3710,SuccessfulOutcome=T3730,UnsuccessfulOutcome=T3734,criticality=Nreject,procedureCode=I35;InitiatingMessage=T3738,SuccessfulOutcome=T3747,UnsuccessfulOutcome=T3751,criticality=Nreject,procedureCode=I36;InitiatingMessage=T3755,SuccessfulOutcome=T3818,UnsuccessfulOutcome=T3928,criticality=Nreject,procedureCode=I41;InitiatingMessage=T3932,SuccessfulOutcome=T3947,UnsuccessfulOutcome=T4080,criticality=Nreject,procedureCode=I48;InitiatingMessage=T4084,SuccessfulOutcome=T4186,UnsuccessfulOutcome=T4197,criticality=Nreject,procedureCode=I49;InitiatingMessage=T4201,SuccessfulOutcome=T4213,UnsuccessfulOutcome=T4217,criticality=Nreject,procedureCode=I50;InitiatingMessage=T2334,SuccessfulOutcome=T2340,UnsuccessfulOutcome=T2330,criticality=Nreject,procedureCode=I52;InitiatingMessage=T1193,SuccessfulOutcome=T1217,UnsuccessfulOutcome=T1189,criticality=Nreject,procedureCode=I59;InitiatingMessage=T1177,SuccessfulOutcome=T1181,criticality=Nreject,procedureCode=I60;InitiatingMessage=T1066,SuccessfulOutcome=T1141,UnsuccessfulOutcome=T1060,criticality=Nreject,procedureCode=I62;InitiatingMessage=T4221,SuccessfulOutcome=T4251,UnsuccessfulOutcome=T4304,criticality=Nreject,procedureCode=I64;InitiatingMessage=T4308,SuccessfulOutcome=T4312,criticality=Nreject,procedureCode=I65;InitiatingMessage=T4316,SuccessfulOutcome=T4344,UnsuccessfulOutcome=T4380,criticality=Nreject,procedureCode=I67;InitiatingMessage=T4384,SuccessfulOutcome=T4402,UnsuccessfulOutcome=T4422,criticality=Nreject,procedureCode=I68;InitiatingMessage=T4426,SuccessfulOutcome=T4430,criticality=Nreject,procedureCode=I69;InitiatingMessage=T4434,SuccessfulOutcome=T4450,UnsuccessfulOutcome=T4469,criticality=Nreject,procedureCode=I70;InitiatingMessage=T4473,SuccessfulOutcome=T4532,UnsuccessfulOutcome=T4541,criticality=Nreject,procedureCode=I75;InitiatingMessage=T4545,SuccessfulOutcome=T4554,UnsuccessfulOutcome=T4564,criticality=Nreject,procedureCode=I76;InitiatingMessage=T4568,SuccessfulOutcome=T4573,UnsuccessfulOutcome=T4577,criticality=Nreject,procedureCode=I88;InitiatingMessage=T4581,SuccessfulOutcome=T4585,UnsuccessfulOutcome=T4589,criticality=Nreject,procedureCode=I92;InitiatingMessage=T4593,SuccessfulOutcome=T4652,UnsuccessfulOutcome=T4656,criticality=Nreject,procedureCode=I93
S	F1AP-ELEMENTARY-PROCEDURES-CLASS-2	F1AP-ELEMENTARY-PROCEDURE	1	InitiatingMessage=T2450,criticality=Nignore,procedureCode=I2;InitiatingMessage=T4660,criticality=Nignore,procedureCode=I10;InitiatingMessage=T1885,criticality=Nignore,procedureCode=I12;InitiatingMessage=T4664,criticality=Nignore,procedureCode=I13;InitiatingMessage=T4668,criticality=Nignore,procedureCode=I15;InitiatingMessage=T4673,criticality=Nignore,procedureCode=I14;InitiatingMessage=T4680,criticality=Nignore,procedureCode=I11;InitiatingMessage=T4699,criticality=Nignore,procedureCode=I17;InitiatingMessage=T4709,criticality=Nignore,procedureCode=I18;InitiatingMessage=T4779,criticality=Nignore,procedureCode=I19;InitiatingMessage=T4783,criticality=Nignore,procedureCode=I22;InitiatingMessage=T4795,criticality=Nignore,procedureCode=I23;InitiatingMessage=T4807,criticality=Nignore,procedureCode=I24;InitiatingMessage=T4821,criticality=Nignore,procedureCode=I25;InitiatingMessage=T4830,criticality=Nignore,procedureCode=I27;InitiatingMessage=T4860,criticality=Nignore,procedureCode=I28;InitiatingMessage=T2201,criticality=Nignore,procedureCode=I29;InitiatingMessage=T2156,criticality=Nignore,procedureCode=I30;InitiatingMessage=T1315,criticality=Nignore,procedureCode=I31;InitiatingMessage=T4864,criticality=Nignore,procedureCode=I37;InitiatingMessage=T44,criticality=Nignore,procedureCode=I38;InitiatingMessage=T4882,criticality=Nignore,procedureCode=I58;InitiatingMessage=T4891,criticality=Nignore,procedureCode=I57;InitiatingMessage=T88,criticality=Nignore,procedureCode=I39;InitiatingMessage=T1498,criticality=Nignore,procedureCode=I40;InitiatingMessage=T4903,criticality=Nignore,procedureCode=I42;InitiatingMessage=T4911,criticality=Nignore,procedureCode=I43;InitiatingMessage=T4916,criticality=Nignore,procedureCode=I44;InitiatingMessage=T4920,criticality=Nignore,procedureCode=I45;InitiatingMessage=T4924,criticality=Nignore,procedureCode=I46;InitiatingMessage=T4928,criticality=Nignore,procedureCode=I47;InitiatingMessage=T4937,criticality=Nignore,procedureCode=I51;InitiatingMessage=T2324,criticality=Nignore,procedureCode=I53;InitiatingMessage=T2344,criticality=Nignore,procedureCode=I54;InitiatingMessage=T2348,criticality=Nignore,procedureCode=I55;InitiatingMessage=T4941,criticality=Nignore,procedureCode=I56;InitiatingMessage=T4945,criticality=Nignore,procedureCode=I63;InitiatingMessage=T1185,criticality=Nreject,procedureCode=I61;InitiatingMessage=T4966,criticality=Nreject,procedureCode=I66;InitiatingMessage=T4970,criticality=Nignore,procedureCode=I71;InitiatingMessage=T4974,criticality=Nignore,procedureCode=I79;InitiatingMessage=T4978,criticality=Nignore,procedureCode=I80;InitiatingMessage=T4982,criticality=Nignore,procedureCode=I77;InitiatingMessage=T4995,criticality=Nignore,procedureCode=I78;InitiatingMessage=T5013,criticality=Nignore,procedureCode=I81;InitiatingMessage=T2148,criticality=Nignore,procedureCode=I82;InitiatingMessage=T1294,criticality=Nignore,procedureCode=I83;InitiatingMessage=T2164,criticality=Nignore,procedureCode=I84;InitiatingMessage=T1323,criticality=Nignore,procedureCode=I85;InitiatingMessage=T5023,criticality=Nignore,procedureCode=I86;InitiatingMessage=T5027,criticality=Nignore,procedureCode=I87;InitiatingMessage=T5036,criticality=Nignore,procedureCode=I89;InitiatingMessage=T5049,criticality=Nignore,procedureCode=I90;InitiatingMessage=T5053,criticality=Nignore,procedureCode=I91;InitiatingMessage=T1237,criticality=Nreject,procedureCode=I94;InitiatingMessage=T2144,criticality=Nignore,procedureCode=I95;InitiatingMessage=T5058,criticality=Nreject,procedureCode=I96
K	id-ARP-ID	557
K	id-ARPLocationInfo	556
K	id-AbortTransmission	405
K	id-Activated-Cells-Mapping-List	758
K	id-Activated-Cells-Mapping-List-Item	759
K	id-Activated-Cells-to-be-Updated-List	288
K	id-ActivationRequestType	649
K	id-ActivationTime	404
K	id-AdditionalDuplicationIndication	372
K	id-AdditionalPDCPDuplicationTNL-List	370
K	id-AdditionalRRMPriorityIndex	248
K	id-AdditionalSIBMessageList	231
K	id-AggregatedPRSResourceSetList	817
K	id-AggregatedPosSRSResourceIDList	816
K	id-AggregatedPosSRSResourceSetList	829
K	id-AggressorgNBSetID	251
K	id-AlternativeQoSParaSetList	343
K	id-AoA-SearchWindow	552
K	id-Associated-SCell-Item	200
K	id-Associated-SCell-List	198
K	id-AssociatedSessionID	767
K	id-AvailablePLMNList	179
K	id-AvailableSNPN-ID-List	386
K	id-BAP-Header-Rewriting-Added-List	514
K	id-BAP-Header-Rewriting-Added-List-Item	515
K	id-BAP-Header-Rewriting-Removed-List	641
K	id-BAP-Header-Rewriting-Removed-List-Item	642
K	id-BAPAddress	281
K	id-BAPMappingConfiguration	32
K	id-BH-Routing-Information-Added-List	283
K	id-BH-Routing-Information-Added-List-Item	284
K	id-BH-Routing-Information-Removed-List	285
K	id-BH-Routing-Information-Removed-List-Item	286
K	id-BHChannels-FailedToBeModified-Item	268
K	id-BHChannels-FailedToBeModified-List	269
K	id-BHChannels-FailedToBeSetup-Item	278
K	id-BHChannels-FailedToBeSetup-List	279
K	id-BHChannels-FailedToBeSetupMod-Item	270
K	id-BHChannels-FailedToBeSetupMod-List	271
K	id-BHChannels-Modified-Item	272
K	id-BHChannels-Modified-List	273
K	id-BHChannels-Required-ToBeReleased-Item	276
K	id-BHChannels-Required-ToBeReleased-List	277
K	id-BHChannels-Setup-Item	261
K	id-BHChannels-Setup-List	260
K	id-BHChannels-SetupMod-Item	274
K	id-BHChannels-SetupMod-List	275
K	id-BHChannels-ToBeModified-Item	262
K	id-BHChannels-ToBeModified-List	263
K	id-BHChannels-ToBeReleased-Item	264
K	id-BHChannels-ToBeReleased-List	265
K	id-BHChannels-ToBeSetup-Item	259
K	id-BHChannels-ToBeSetup-List	258
K	id-BHChannels-ToBeSetupMod-Item	266
K	id-BHChannels-ToBeSetupMod-List	267
K	id-BHInfo	280
K	id-BPLMN-ID-Info-List	223
K	id-BW-Aggregation-Request-Indication	805
K	id-BWP-Id	711
K	id-BearerTypeChange	186
K	id-Broadcast-MRBs-Transport-Request-Item	790
K	id-Broadcast-MRBs-Transport-Request-List	789
K	id-Broadcast-To-Be-Cancelled-Item	149
K	id-Broadcast-To-Be-Cancelled-List	148
K	id-BroadcastAreaScope	646
K	id-BroadcastContextModification	62
K	id-BroadcastContextRelease	60
K	id-BroadcastContextReleaseRequest	61
K	id-BroadcastContextSetup	59
K	id-BroadcastMRBs-FailedToBeModified-Item	459
K	id-BroadcastMRBs-FailedToBeModified-List	458
K	id-BroadcastMRBs-FailedToBeSetup-Item	461
K	id-BroadcastMRBs-FailedToBeSetup-List	460
K	id-BroadcastMRBs-FailedToBeSetupMod-Item	463
K	id-BroadcastMRBs-FailedToBeSetupMod-List	462
K	id-BroadcastMRBs-Modified-Item	465
K	id-BroadcastMRBs-Modified-List	464
K	id-BroadcastMRBs-Setup-Item	467
K	id-BroadcastMRBs-Setup-List	466
K	id-BroadcastMRBs-SetupMod-Item	469
K	id-BroadcastMRBs-SetupMod-List	468
K	id-BroadcastMRBs-ToBeModified-Item	471
K	id-BroadcastMRBs-ToBeModified-List	470
K	id-BroadcastMRBs-ToBeReleased-Item	473
K	id-BroadcastMRBs-ToBeReleased-List	472
K	id-BroadcastMRBs-ToBeSetup-Item	475
K	id-BroadcastMRBs-ToBeSetup-List	474
K	id-BroadcastMRBs-ToBeSetupMod-Item	477
K	id-BroadcastMRBs-ToBeSetupMod-List	476
K	id-BroadcastTransportResourceRequest	94
K	id-BufferSizeThresh	512
K	id-C-RNTI	95
K	id-CCO-Assistance-Information	447
K	id-CG-Config	234
K	id-CG-SDTKeptIndicator	588
K	id-CG-SDTQueryIndication	586
K	id-CG-SDTSessionInfoOld	591
K	id-CG-SDTindicatorMod	590
K	id-CG-SDTindicatorSetup	589
K	id-CNPacketDelayBudgetDownlink	362
K	id-CNPacketDelayBudgetUplink	369
K	id-CNUEPagingDRX	581
K	id-CPACMCGInformation	691
K	id-CUDUCellSwitchNotification	83
K	id-CUDURadioInformationTransfer	31
K	id-CUDURadioInformationType	250
K	id-CUDUTAInformationTransfer	85
K	id-CUtoDURRCInformation	9
K	id-CUtoDUTAInformation-List	798
K	id-Cancel-all-Warning-Messages-Indicator	157
K	id-Candidate-SpCell-Item	91
K	id-Candidate-SpCell-List	90
K	id-CarrierList	354
K	id-Cause	0
K	id-Cell-Direction	201
K	id-Cell-Portion-ID	418
K	id-Cell-Type	232
K	id-CellGroupConfig	173
K	id-CellMeasurementResultList	350
K	id-CellToReportList	349
K	id-Cells-Allowed-to-be-Deactivated-List	746
K	id-Cells-Allowed-to-be-Deactivated-List-Item	747
K	id-Cells-Broadcast-Cancelled-Item	151
K	id-Cells-Broadcast-Cancelled-List	150
K	id-Cells-Broadcast-Completed-Item	147
K	id-Cells-Broadcast-Completed-List	146
K	id-Cells-Failed-to-be-Activated-List	1
K	id-Cells-Failed-to-be-Activated-List-Item	2
K	id-Cells-Status-Item	88
K	id-Cells-Status-List	89
K	id-Cells-To-Be-Broadcast-Item	145
K	id-Cells-To-Be-Broadcast-List	144
K	id-Cells-With-SSBs-Activated-List	745
K	id-Cells-to-be-Activated-List	3
K	id-Cells-to-be-Activated-List-Item	4
K	id-Cells-to-be-Barred-Item	130
K	id-Cells-to-be-Barred-List	129
K	id-Cells-to-be-Deactivated-List	5
K	id-Cells-to-be-Deactivated-List-Item	6
K	id-CellsForSON-List	449
K	id-ChannelOccupancyTimePercentageUL	735
K	id-Child-Nodes-List	289
K	id-CompositeAvailableCapacity-SUL	442
K	id-ConditionalInterDUMobilityInformation	373
K	id-ConditionalIntraDUMobilityInformation	374
K	id-ConfigRestrictInfoDAPS	678
K	id-Configured-BWP-List	709
K	id-ConfiguredBAPAddress	282
K	id-ConfiguredTACIndication	425
K	id-ConfirmedUEID	156
K	id-Coverage-Modification-Cause	748
K	id-Coverage-Modification-Notification	446
K	id-CriticalityDiagnostics	7
K	id-CurrentQoSParaSetIndex	344
K	id-DAPS-HO-Status	683
K	id-DC-Based-Duplication-Activation	177
K	id-DC-Based-Duplication-Configured	176
K	id-DL-UP-TNL-Address-to-Update-List	304
K	id-DL-UP-TNL-Address-to-Update-List-Item	305
K	id-DLCarrierList	389
K	id-DLLBTFailureInformationList	795
K	id-DLLBTFailureInformationRequest	794
K	id-DLPDCPSNLength	161
K	id-DLRRCMessageTransfer	12
K	id-DRB-Activity-Item	99
K	id-DRB-Activity-List	100
K	id-DRB-Information	164
K	id-DRB-Notify-Item	136
K	id-DRB-Notify-List	137
K	id-DRBMappingInfo	598
K	id-DRBs-FailedToBeModified-Item	12
K	id-DRBs-FailedToBeModified-List	13
K	id-DRBs-FailedToBeSetup-Item	14
K	id-DRBs-FailedToBeSetup-List	15
K	id-DRBs-FailedToBeSetupMod-Item	16
K	id-DRBs-FailedToBeSetupMod-List	17
K	id-DRBs-Modified-Item	20
K	id-DRBs-Modified-List	21
K	id-DRBs-ModifiedConf-Item	18
K	id-DRBs-ModifiedConf-List	19
K	id-DRBs-Required-ToBeModified-Item	22
K	id-DRBs-Required-ToBeModified-List	23
K	id-DRBs-Required-ToBeReleased-Item	24
K	id-DRBs-Required-ToBeReleased-List	25
K	id-DRBs-Setup-Item	26
K	id-DRBs-Setup-List	27
K	id-DRBs-SetupMod-Item	28
K	id-DRBs-SetupMod-List	29
K	id-DRBs-ToBeModified-Item	30
K	id-DRBs-ToBeModified-List	31
K	id-DRBs-ToBeReleased-Item	32
K	id-DRBs-ToBeReleased-List	33
K	id-DRBs-ToBeSetup-Item	34
K	id-DRBs-ToBeSetup-List	35
K	id-DRBs-ToBeSetupMod-Item	36
K	id-DRBs-ToBeSetupMod-List	37
K	id-DRX-Config	212
K	id-DRX-LongCycleStartOffset	191
K	id-DRXConfigurationIndicator	159
K	id-DRXCycle	38
K	id-DU-RX-MT-RX-Extend	637
K	id-DU-RX-MT-TX-Extend	639
K	id-DU-TX-MT-RX-Extend	640
K	id-DU-TX-MT-TX-Extend	638
K	id-DUCUAccessAndMobilityIndication	95
K	id-DUCUCellSwitchNotification	82
K	id-DUCURadioInformationTransfer	30
K	id-DUCURadioInformationType	249
K	id-DUCUTAInformationTransfer	84
K	id-DUtoCURRCContainer	128
K	id-DUtoCURRCInformation	39
K	id-DUtoCUTAInformation-List	730
K	id-DeactivateTrace	29
K	id-DeactivationIndication	733
K	id-Dedicated-SIDelivery-NeededUE-Item	190
K	id-Dedicated-SIDelivery-NeededUE-List	189
K	id-DedicatedSIDeliveryIndication	708
K	id-Duplication-Activation	188
K	id-E-CID-MeasuredResultsAssociatedInfoList	834
K	id-E-CID-MeasurementPeriodicity	416
K	id-E-CID-MeasurementQuantities	414
K	id-E-CID-MeasurementQuantities-Item	415
K	id-E-CID-MeasurementResult	417
K	id-E-CID-ReportCharacteristics	424
K	id-E-CIDMeasurementFailureIndication	53
K	id-E-CIDMeasurementInitiation	52
K	id-E-CIDMeasurementReport	54
K	id-E-CIDMeasurementTermination	55
K	id-ECNMarkingorCongestionInformationReportingRequest	777
K	id-ECNMarkingorCongestionInformationReportingStatus	778
K	id-ENBDLTNLAddress	437
K	id-ERedcap-Bcast-Information	784
K	id-EUTRA-NR-CellResourceCoordinationReq-Container	101
K	id-EUTRA-NR-CellResourceCoordinationReqAck-Container	102
K	id-EarlySyncCandidateCellInformation-List	728
K	id-EarlySyncInformation	727
K	id-EarlySyncInformation-Request	726
K	id-EarlySyncServingCellInformation	843
K	id-EgressNonF1terminatingTopologyIndicator	518
K	id-ErrorIndication	2
K	id-EstimatedArrivalProbability	433
K	id-ExecuteDuplication	109
K	id-Extended-GNB-CU-Name	426
K	id-Extended-GNB-DU-Name	427
K	id-ExtendedAdditionalPathList	561
K	id-ExtendedAvailablePLMN-List	197
K	id-ExtendedPacketDelayBudget	363
K	id-ExtendedResourceSymbolOffset	714
K	id-ExtendedServedPLMNs-List	196
K	id-ExtendedTAISliceSupportList	390
K	id-ExtendedUEIdentityIndexValue	694
K	id-F1CTransferPath	428
K	id-F1CTransferPathNRDC	511
K	id-F1Removal	26
K	id-F1Setup	1
K	id-F1SetupOutcome	760
K	id-F1U-PathFailure	846
K	id-F1UTunnelNotEstablished	771
K	id-FiveG-ProSeAuthorized	594
K	id-FiveG-ProSeLayer2Multipath	738
K	id-FiveG-ProSeLayer2UEtoUERelay	739
K	id-FiveG-ProSeLayer2UEtoUERemote	740
K	id-FiveG-ProSePC5LinkAMBR	596
K	id-FiveG-ProSeUEPC5AggregateMaximumBitrate	595
K	id-FrequencyShift7p5khz	356
K	id-FullConfiguration	94
K	id-GNB-CU-RRC-Version	170
K	id-GNB-CU-TNL-Association-Failed-To-Setup-Item	135
K	id-GNB-CU-TNL-Association-Failed-To-Setup-List	134
K	id-GNB-CU-TNL-Association-Setup-Item	133
K	id-GNB-CU-TNL-Association-Setup-List	132
K	id-GNB-CU-TNL-Association-To-Add-Item	120
K	id-GNB-CU-TNL-Association-To-Add-List	121
K	id-GNB-CU-TNL-Association-To-Remove-Item	122
K	id-GNB-CU-TNL-Association-To-Remove-List	123
K	id-GNB-CU-TNL-Association-To-Update-Item	124
K	id-GNB-CU-TNL-Association-To-Update-List	125
K	id-GNB-DU-RRC-Version	171
K	id-GNB-DU-Served-Cells-Item	43
K	id-GNB-DU-TNL-Association-To-Remove-Item	227
K	id-GNB-DU-TNL-Association-To-Remove-List	228
K	id-GNB-DU-UE-AMBR-UL	158
K	id-GNB-DUConfigurationQuery	162
K	id-GNBDUOverloadInformation	172
K	id-GNBDUResourceConfiguration	33
K	id-GNBDUResourceCoordination	16
K	id-GNBDUStatusIndication	24
K	id-GNBDUUESliceMaximumBitRateList	626
K	id-HandoverPreparationInformation	119
K	id-HardwareLoadIndicator	351
K	id-HashedUEIdentityIndexValue	698
K	id-IAB-Allocated-TNL-Address-Item	295
K	id-IAB-Allocated-TNL-Address-List	294
K	id-IAB-Barred	298
K	id-IAB-Info-IAB-DU	290
K	id-IAB-Info-IAB-donor-CU	291
K	id-IAB-TNL-Addresses-Exception	513
K	id-IAB-TNL-Addresses-To-Remove-Item	293
K	id-IAB-TNL-Addresses-To-Remove-List	292
K	id-IABConditionalRRCMessageDeliveryIndication	510
K	id-IABCongestionIndication	509
K	id-IABIPv6RequestType	296
K	id-IABTNLAddressAllocation	34
K	id-IABUPConfigurationUpdate	35
K	id-IABv4AddressesRequested	297
K	id-IgnorePRACHConfiguration	233
K	id-IgnoreResourceCoordinationContainer	213
K	id-InactivityMonitoringRequest	97
K	id-InactivityMonitoringResponse	98
K	id-IndicationMCInactiveReception	768
K	id-IngressNonF1terminatingTopologyIndicator	519
K	id-InitialULRRCMessageTransfer	11
K	id-IntendedTDD-DL-ULConfig	256
K	id-InterFrequencyConfig-NoGap	651
K	id-L1151Info	660
K	id-L571Info	659
K	id-LMF-MeasurementID	402
K	id-LMF-UE-MeasurementID	412
K	id-LTEA2XServicesAuthorized	780
K	id-LTEUESidelinkAggregateMaximumBitrate	309
K	id-LTEUESidelinkAggregateMaximumBitrateForA2X	782
K	id-LTEV2XServicesAuthorized	307
K	id-LTMCFRAResourceConfig-List	845
K	id-LTMCellSwitchInformation	729
K	id-LTMCells-ToBeReleased-List	723
K	id-LTMConfiguration	725
K	id-LTMConfigurationIDMappingList	721
K	id-LTMInformation-Modify	722
K	id-LTMInformation-Setup	720
K	id-LastUsedCellIndication	624
K	id-LoS-NLoSInformation	562
K	id-LocationMeasurementInformation	440
K	id-LowerLayerPresenceStatusChange	253
K	id-M5ReportAmount	537
K	id-M6ReportAmount	538
K	id-M7ReportAmount	539
K	id-MBS-Broadcast-NeighbourCellList	457
K	id-MBS-CUtoDURRCInformation	454
K	id-MBS-ServiceArea	481
K	id-MBS-Session-ID	455
K	id-MBSInterestIndication	652
K	id-MBSMulticastF1UContextDescriptor	502
K	id-MBSMulticastSessionReceptionState	770
K	id-MC-PagingCell-Item	688
K	id-MC-PagingCell-List	687
K	id-MDTPollutedMeasurementIndicator	536
K	id-MIABF1SetupOutcomeNotification	91
K	id-MIABF1SetupTriggering	90
K	id-MIMOPRBusageInformation	450
K	id-MT-SDT-Information	713
K	id-MUSIM-GapConfig	621
K	id-ManagementBasedMDTPLMNList	377
K	id-ManagementBasedMDTPLMNModificationList	647
K	id-MaskedIMEISV	126
K	id-MaxDataBurstVolume	836
K	id-MeasBasedOnAggregatedResources	847
K	id-MeasGapSharingConfig	238
K	id-MeasuredFrequencyHops	819
K	id-MeasurementBeamInfoRequest	423
K	id-MeasurementCharacteristicsRequestIndicator	574
K	id-MeasurementTimeOccasion	573
K	id-MeasurementTimingConfiguration	163
K	id-Mobile-IAB-MT-UE-ID	754
K	id-Mobile-IAB-MTUserLocationInformation	765
K	id-Mobile-TRP-LocationInformation	753
K	id-MobileAccessPointLocation	766
K	id-MobileIAB-Barred	788
K	id-MulticastCU2DUCommonRRCInfo	774
K	id-MulticastCU2DURRCInfo	769
K	id-MulticastCommonConfiguration	93
K	id-MulticastContextModification	67
K	id-MulticastContextNotification	92
K	id-MulticastContextRelease	65
K	id-MulticastContextReleaseRequest	66
K	id-MulticastContextSetup	64
K	id-MulticastDU2CURRCInfo	772
K	id-MulticastDistributionRelease	69
K	id-MulticastDistributionSetup	68
K	id-MulticastF1UContext-FailedToBeSetup-Item	508
K	id-MulticastF1UContext-FailedToBeSetup-List	507
K	id-MulticastF1UContext-Setup-Item	506
K	id-MulticastF1UContext-Setup-List	505
K	id-MulticastF1UContext-ToBeSetup-Item	504
K	id-MulticastF1UContext-ToBeSetup-List	503
K	id-MulticastF1UContextReferenceCU	681
K	id-MulticastGroupPaging	63
K	id-MulticastMBSSessionRemoveList	633
K	id-MulticastMBSSessionSetupList	632
K	id-MulticastMRBs-FailedToBeModified-Item	483
K	id-MulticastMRBs-FailedToBeModified-List	482
K	id-MulticastMRBs-FailedToBeSetup-Item	485
K	id-MulticastMRBs-FailedToBeSetup-List	484
K	id-MulticastMRBs-FailedToBeSetupMod-Item	487
K	id-MulticastMRBs-FailedToBeSetupMod-List	486
K	id-MulticastMRBs-Modified-Item	489
K	id-MulticastMRBs-Modified-List	488
K	id-MulticastMRBs-Setup-Item	491
K	id-MulticastMRBs-Setup-List	490
K	id-MulticastMRBs-SetupMod-Item	493
K	id-MulticastMRBs-SetupMod-List	492
K	id-MulticastMRBs-ToBeModified-Item	495
K	id-MulticastMRBs-ToBeModified-List	494
K	id-MulticastMRBs-ToBeReleased-Item	497
K	id-MulticastMRBs-ToBeReleased-List	496
K	id-MulticastMRBs-ToBeSetup-Item	499
K	id-MulticastMRBs-ToBeSetup-List	498
K	id-MulticastMRBs-ToBeSetupMod-Item	501
K	id-MulticastMRBs-ToBeSetupMod-List	500
K	id-MultipleULAoA	558
K	id-MusimCandidateBandList	793
K	id-MusimCapabilityRestrictionIndication	718
K	id-N6JitterInformation	776
K	id-NCGI-to-be-Updated-List	763
K	id-NCGI-to-be-Updated-List-Item	764
K	id-NID	385
K	id-NPNBroadcastInformation	383
K	id-NPNSupportInfo	384
K	id-NR-CGI-List-For-Restart-Item	153
K	id-NR-CGI-List-For-Restart-List	152
K	id-NR-PCI	841
K	id-NR-TADV	584
K	id-NR-U	445
K	id-NR-U-Channel-List	444
K	id-NRA2XServicesAuthorized	779
K	id-NRCGI	111
K	id-NRPRACHConfig	358
K	id-NRPagingeDRXInformation	582
K	id-NRPagingeDRXInformationforRRCINACTIVE	583
K	id-NRPaginglongeDRXInformationforRRCINACTIVE	785
K	id-NRRedCapUEIndication	578
K	id-NRUESidelinkAggregateMaximumBitrate	308
K	id-NRUESidelinkAggregateMaximumBitrateForA2X	781
K	id-NRV2XServicesAuthorized	306
K	id-NReRedCapUEIndication	783
K	id-NeedForGapNCSGInfoEUTRA	667
K	id-NeedForGapNCSGInfoNR	666
K	id-NeedForGapsInfoNR	665
K	id-NeedForInterruptionInfoNR	715
K	id-NeedforGap	215
K	id-Neighbour-Cell-Information-Item	255
K	id-Neighbour-Cell-Information-List	244
K	id-Neighbour-Node-Cells-List	533
K	id-NetworkAccessRateReduction	27
K	id-NetworkControlledRepeaterAuthorized	712
K	id-NonF1terminatingTopologyIndicator	517
K	id-NonIntegerDRXCycle	838
K	id-NotificationInformation	220
K	id-Notify	19
K	id-NumberOfTRPRxTEG	564
K	id-NumberOfTRPRxTxTEG	565
K	id-NumberofBroadcastRequest	142
K	id-OnDemandPRS	551
K	id-PC5LinkAMBR	340
K	id-PC5RLCChannelFailedToBeModifiedList	613
K	id-PC5RLCChannelFailedToBeSetupList	612
K	id-PC5RLCChannelModifiedList	616
K	id-PC5RLCChannelRequiredToBeModifiedList	614
K	id-PC5RLCChannelRequiredToBeReleasedList	615
K	id-PC5RLCChannelSetupList	611
K	id-PC5RLCChannelToBeModifiedList	609
K	id-PC5RLCChannelToBeReleasedList	610
K	id-PC5RLCChannelToBeSetupList	608
K	id-PDCCH-BlindDetectionSCG	235
K	id-PDCMeasurementFailureIndication	80
K	id-PDCMeasurementInitiation	70
K	id-PDCMeasurementPeriodicity	541
K	id-PDCMeasurementQuantities	542
K	id-PDCMeasurementQuantities-Item	543
K	id-PDCMeasurementReport	71
K	id-PDCMeasurementResult	544
K	id-PDCMeasurementTerminationCommand	79
K	id-PDCPTerminatingNodeDLTNLAddrInfo	436
K	id-PDCReportType	545
K	id-PDUSessionID	180
K	id-PDUSetQoSParameters	775
K	id-PEIPSAssistanceInfo	622
K	id-PEISubgroupingSupportIndication	664
K	id-PLMNAssistanceInfoForNetShar	221
K	id-PRS-Measurement-Info-List	570
K	id-PRS-Resource-ID	439
K	id-PRSBandwidthAggregationRequestIndication	815
K	id-PRSConfigRequestType	571
K	id-PRSTRPList	549
K	id-PRSTransmissionTRPList	550
K	id-PSIbasedSDUdiscardUL	796
K	id-PWS-Failed-NR-CGI-Item	155
K	id-PWS-Failed-NR-CGI-List	154
K	id-PWSCancel	21
K	id-PWSFailureIndication	23
K	id-PWSRestartIndication	22
K	id-PWSSystemInformation	140
K	id-Paging	18
K	id-PagingCause	620
K	id-PagingCell-Item	112
K	id-PagingCell-List	113
K	id-PagingDRX	114
K	id-PagingIdentity	127
K	id-PagingOrigin	216
K	id-PagingPriority	115
K	id-Parent-IAB-Nodes-NA-Resource-Configuration-List	523
K	id-PathAdditionInformation	741
K	id-PathSwitchConfiguration	619
K	id-PeerUE-ID	842
K	id-Ph-InfoMCG	237
K	id-Ph-InfoSCG	208
K	id-PhaseQuality	818
K	id-PointA	839
K	id-PosAssistance-Information	392
K	id-PosAssistanceInformationFailureList	395
K	id-PosBroadcast	393
K	id-PosContextRevIndication	576
K	id-PosMeasGapPreConfigList	650
K	id-PosMeasurementAmount	634
K	id-PosMeasurementPeriodicity	409
K	id-PosMeasurementPeriodicityExtended	438
K	id-PosMeasurementPeriodicityNR-AoA	672
K	id-PosMeasurementQuantities	396
K	id-PosMeasurementResultList	397
K	id-PosReportCharacteristics	408
K	id-PosSItypeList	682
K	id-PosSystemInformationDeliveryCommand	81
K	id-PosValidityAreaCellList	812
K	id-PositioningActivation	50
K	id-PositioningAssistanceInformationControl	42
K	id-PositioningAssistanceInformationFeedback	43
K	id-PositioningBroadcastCells	406
K	id-PositioningDeactivation	51
K	id-PositioningInformationExchange	49
K	id-PositioningInformationUpdate	56
K	id-PositioningMeasurementAbort	45
K	id-PositioningMeasurementExchange	41
K	id-PositioningMeasurementFailureIndication	46
K	id-PositioningMeasurementReport	44
K	id-PositioningMeasurementUpdate	47
K	id-Potential-SpCell-Item	93
K	id-Potential-SpCell-List	92
K	id-Preconfigured-measurement-GAP-Request	710
K	id-PrivacyIndicator	379
K	id-Protected-EUTRA-Resources-Item	168
K	id-Protected-EUTRA-Resources-List	105
K	id-ProtocolIE-ID-138-not-to-be-used	138
K	id-ProtocolIE-ID-246-not-to-be-used	246
K	id-ProtocolIE-ID-247-not-to-be-used	247
K	id-ProtocolIE-ID-448-not-to-be-used	448
K	id-ProtocolIE-ID-453-not-to-be-used	453
K	id-ProtocolIE-ID-46-not-to-be-used	46
K	id-ProtocolIE-ID-668-not-to-be-used	668
K	id-ProtocolIE-ID-669-not-to-be-used	669
K	id-ProtocolIE-ID-670-not-to-be-used	670
K	id-ProtocolIE-ID-724-not-to-be-used	724
K	id-ProtocolIE-ID-731-not-to-be-used	731
K	id-QoEInformation	585
K	id-QoEInformationTransfer	78
K	id-QoEInformationTransferControl	86
K	id-QoSFlowMappingIndication	183
K	id-QosMonitoringRequest	257
K	id-RAN-MeasurementID	411
K	id-RAN-UE-MeasurementID	413
K	id-RAN-UE-PDC-MeasID	546
K	id-RANAC	139
K	id-RANSharingAssistanceInformation	844
K	id-RANTSSRequestType	749
K	id-RANTimingSynchronisationStatusInfo	750
K	id-RANUEID	226
K	id-RANUEPagingDRX	580
K	id-RANfeedbacktype	752
K	id-RAReportIndicationList	734
K	id-RAReportList	359
K	id-RAT-FrequencyPriorityInformation	108
K	id-RLC-Status	160
K	id-RLCDuplicationInformation	371
K	id-RLCFailureIndication	174
K	id-RLCMode	187
K	id-RLFReportInformationList	360
K	id-RRC-Terminating-IAB-Donor-Related-Info	761
K	id-RRC-Terminating-IAB-Donor-gNB-ID	762
K	id-RRCContainer	50
K	id-RRCContainer-RRCSetupComplete	241
K	id-RRCDeliveryReport	25
K	id-RRCDeliveryStatus	185
K	id-RRCDeliveryStatusRequest	184
K	id-RRCReconfigurationCompleteIndicator	87
K	id-RachIndication	87
K	id-RadioResourceStatusNR-U	737
K	id-Re-routingEnableIndicator	516
K	id-Recommended-SSBs-List	742
K	id-Recommended-SSBs-for-Paging-List	743
K	id-RedCapIndication	673
K	id-Redcap-Bcast-Information	579
K	id-RedirectedRRCmessage	218
K	id-ReferenceTimeInformationReport	57
K	id-ReferenceTimeInformationReportingControl	58
K	id-RegistrationRequest	347
K	id-RepetitionPeriod	141
K	id-ReportCharacteristics	348
K	id-ReportingGranularitykminus1	806
K	id-ReportingGranularitykminus1additionalpath	808
K	id-ReportingGranularitykminus2	807
K	id-ReportingGranularitykminus2additionalpath	809
K	id-ReportingGranularitykminus3	821
K	id-ReportingGranularitykminus3additionalpath	825
K	id-ReportingGranularitykminus4	822
K	id-ReportingGranularitykminus4additionalpath	826
K	id-ReportingGranularitykminus5	823
K	id-ReportingGranularitykminus5additionalpath	827
K	id-ReportingGranularitykminus6	824
K	id-ReportingGranularitykminus6additionalpath	828
K	id-ReportingPeriodicity	352
K	id-ReportingRequestType	365
K	id-RequestType	106
K	id-Requested-PDCCH-BlindDetectionSCG	236
K	id-RequestedBandCombinationIndex	209
K	id-RequestedFeatureSetEntryIndex	210
K	id-RequestedP-MaxFR2	211
K	id-RequestedSRSPreconfigurationCharacteristics-List	830
K	id-RequestedSRSTransmissionCharacteristics	391
K	id-Reset	0
K	id-ResetType	48
K	id-ResourceCoordinationTransferContainer	49
K	id-ResourceCoordinationTransferInformation	195
K	id-ResponseTime	555
K	id-RoutingID	394
K	id-S-CPAC-Configuration	792
K	id-S-CPACLowerLayerReferenceConfigRequest	791
K	id-SCGActivationRequest	547
K	id-SCGActivationStatus	548
K	id-SCGIndicator	432
K	id-SCPAC-Request	786
K	id-SCS-480	661
K	id-SCS-960	662
K	id-SCS-SpecificCarrier	840
K	id-SCell-FailedtoSetup-Item	84
K	id-SCell-FailedtoSetup-List	83
K	id-SCell-FailedtoSetupMod-Item	86
K	id-SCell-FailedtoSetupMod-List	85
K	id-SCell-ToBeRemoved-Item	51
K	id-SCell-ToBeRemoved-List	52
K	id-SCell-ToBeSetup-Item	53
K	id-SCell-ToBeSetup-List	54
K	id-SCell-ToBeSetupMod-Item	55
K	id-SCell-ToBeSetupMod-List	56
K	id-SDT-MAC-PHY-CG-Config	587
K	id-SDT-Termination-Request	635
K	id-SDT-Volume-Threshold	716
K	id-SDTBearerConfigurationInfo	676
K	id-SDTBearerConfigurationQueryIndication	675
K	id-SDTInformation	592
K	id-SDTRLCBearerConfiguration	593
K	id-SFN-Offset	429
K	id-SFNInitialisationTime	419
K	id-SIB10-message	387
K	id-SIB12-message	310
K	id-SIB13-message	311
K	id-SIB14-message	312
K	id-SIB15-message	648
K	id-SIB17-message	625
K	id-SIB20-message	627
K	id-SIB22-message	797
K	id-SIB23-message	848
K	id-SIB24-message	773
K	id-SItype-List	116
K	id-SL-ConfigDedicatedEUTRA-Info	342
K	id-SL-PHY-MAC-RLC-Config	341
K	id-SL-PHY-MAC-RLC-ConfigExt	800
K	id-SL-RLC-ChannelToAddModList	645
K	id-SLDRBs-FailedToBeModified-Item	313
K	id-SLDRBs-FailedToBeModified-List	314
K	id-SLDRBs-FailedToBeSetup-Item	315
K	id-SLDRBs-FailedToBeSetup-List	316
K	id-SLDRBs-FailedToBeSetupMod-Item	336
K	id-SLDRBs-FailedToBeSetupMod-List	334
K	id-SLDRBs-Modified-Item	317
K	id-SLDRBs-Modified-List	318
K	id-SLDRBs-ModifiedConf-Item	338
K	id-SLDRBs-ModifiedConf-List	337
K	id-SLDRBs-Required-ToBeModified-Item	319
K	id-SLDRBs-Required-ToBeModified-List	320
K	id-SLDRBs-Required-ToBeReleased-Item	321
K	id-SLDRBs-Required-ToBeReleased-List	322
K	id-SLDRBs-Setup-Item	323
K	id-SLDRBs-Setup-List	324
K	id-SLDRBs-SetupMod-Item	335
K	id-SLDRBs-SetupMod-List	333
K	id-SLDRBs-ToBeModified-Item	325
K	id-SLDRBs-ToBeModified-List	326
K	id-SLDRBs-ToBeReleased-Item	327
K	id-SLDRBs-ToBeReleased-List	328
K	id-SLDRBs-ToBeSetup-Item	329
K	id-SLDRBs-ToBeSetup-List	330
K	id-SLDRBs-ToBeSetupMod-Item	331
K	id-SLDRBs-ToBeSetupMod-List	332
K	id-SLDRXCycleList	643
K	id-SLPositioning-Ranging-Service-Info	801
K	id-SNSSAI	456
K	id-SRBID	64
K	id-SRBMappingInfo	597
K	id-SRBs-FailedToBeSetup-Item	65
K	id-SRBs-FailedToBeSetup-List	66
K	id-SRBs-FailedToBeSetupMod-Item	67
K	id-SRBs-FailedToBeSetupMod-List	68
K	id-SRBs-Modified-Item	207
K	id-SRBs-Modified-List	206
K	id-SRBs-Required-ToBeReleased-Item	69
K	id-SRBs-Required-ToBeReleased-List	70
K	id-SRBs-Setup-Item	203
K	id-SRBs-Setup-List	202
K	id-SRBs-SetupMod-Item	205
K	id-SRBs-SetupMod-List	204
K	id-SRBs-ToBeReleased-Item	71
K	id-SRBs-ToBeReleased-List	72
K	id-SRBs-ToBeSetup-Item	73
K	id-SRBs-ToBeSetup-List	74
K	id-SRBs-ToBeSetupMod-Item	75
K	id-SRBs-ToBeSetupMod-List	76
K	id-SRSConfiguration	407
K	id-SRSInformation	832
K	id-SRSInformationReservationNotification	96
K	id-SRSPortIndex	663
K	id-SRSPosRRCInactiveConfig	674
K	id-SRSPosRRCInactiveQueryIndication	689
K	id-SRSPosRRCInactiveValidityAreaConfig	811
K	id-SRSPreconfiguration-List	831
K	id-SRSReservationType	813
K	id-SRSResourcetype	560
K	id-SRSSpatialRelationPerSRSResource	435
K	id-SRSType	403
K	id-SSB-PositionsInBurst	357
K	id-SSBs-withinTheCell-tobe-Activated-List	744
K	id-SULAccessIndication	178
K	id-SelectedBandCombinationIndex	193
K	id-SelectedFeatureSetEntryIndex	194
K	id-SelectedPLMNID	224
K	id-ServCellIndex	107
K	id-ServCellInfoList	707
K	id-Served-Cells-To-Add-Item	57
K	id-Served-Cells-To-Add-List	58
K	id-Served-Cells-To-Delete-Item	59
K	id-Served-Cells-To-Delete-List	60
K	id-Served-Cells-To-Modify-Item	61
K	id-Served-Cells-To-Modify-List	62
K	id-Serving-Cells-List	534
K	id-ServingCellMO	182
K	id-ServingCellMO-List	695
K	id-ServingCellMO-List-Item	696
K	id-ServingCellMO-encoded-in-CGC-List	697
K	id-ServingNID	382
K	id-ServingPLMN	165
K	id-SidelinkRelayConfiguration	617
K	id-SliceRadioResourceStatus	441
K	id-SlotNumber	421
K	id-Source-MRB-ID	671
K	id-SpCell-ID	63
K	id-SpCellULConfigured	96
K	id-SrsFrequency	431
K	id-SuccessfulHOReportInformationList	443
K	id-SuccessfulPSCellChangeReportInformationList	736
K	id-Supported-MBS-FSA-ID-List	478
K	id-SupportedUETypeList	717
K	id-SurvivalTime	540
K	id-SymbolIndex	814
K	id-SystemFrameNumber	420
K	id-SystemInformationDeliveryCommand	17
K	id-TAINSAGSupportList	644
K	id-TAISliceSupportList	131
K	id-TAInformation-List	837
K	id-TDD-UL-DLConfigCommonNR	361
K	id-TNLAssociationTransportLayerAddressgNBDU	229
K	id-TNLCapacityIndicator	353
K	id-TRP-MeasurementRequestList	422
K	id-TRP-MeasurementUpdateList	553
K	id-TRP-PRS-Info-List	569
K	id-TRPBeamAntennaInformation	577
K	id-TRPInformationExchange	48
K	id-TRPInformationItem	401
K	id-TRPInformationListTRPResp	400
K	id-TRPInformationTypeItem	399
K	id-TRPInformationTypeListTRPReq	398
K	id-TRPList	410
K	id-TRPRx-TEGInformation	568
K	id-TRPTEGInformation	567
K	id-TRPTxTEGAssociation	566
K	id-TRPType	434
K	id-TSCTrafficCharacteristics	364
K	id-TSCTrafficCharacteristicsFeedback	751
K	id-Target-F1-Terminating-Donor-gNB-ID	787
K	id-Target-SeGW-IP-address	757
K	id-Target-gNB-ID	755
K	id-Target-gNB-IP-address	756
K	id-TimeReferenceInformation	366
K	id-TimeToWait	77
K	id-TimeWindowInformation-Measurement-List	803
K	id-TimeWindowInformation-SRS-List	802
K	id-TimingReportingGranularityFactorExtended	810
K	id-TimingSynchronisationStatus	88
K	id-TimingSynchronisationStatusReport	89
K	id-TraceActivation	242
K	id-TraceCollectionEntityIPAddress	378
K	id-TraceCollectionEntityURI	380
K	id-TraceID	243
K	id-TraceStart	28
K	id-TrafficMappingInformation	299
K	id-TransactionID	78
K	id-TransmissionActionIndicator	79
K	id-TransmissionStopIndicator	430
K	id-Transport-Layer-Address-Info	254
K	id-TwoPHRModeMCG	692
K	id-TwoPHRModeSCG	693
K	id-TxHoppingConfiguration	820
K	id-U2URLCChannelQoS	799
K	id-UAC-Assistance-Info	225
K	id-UE-MulticastMRBs-ConfirmedToBeModified-Item	654
K	id-UE-MulticastMRBs-ConfirmedToBeModified-List	653
K	id-UE-MulticastMRBs-RequiredToBeModified-Item	656
K	id-UE-MulticastMRBs-RequiredToBeModified-List	655
K	id-UE-MulticastMRBs-RequiredToBeReleased-Item	658
K	id-UE-MulticastMRBs-RequiredToBeReleased-List	657
K	id-UE-MulticastMRBs-Setup-Item	680
K	id-UE-MulticastMRBs-Setup-List	679
K	id-UE-MulticastMRBs-Setupnew-Item	700
K	id-UE-MulticastMRBs-Setupnew-List	699
K	id-UE-MulticastMRBs-ToBeReleased-Item	629
K	id-UE-MulticastMRBs-ToBeReleased-List	628
K	id-UE-MulticastMRBs-ToBeSetup-Item	631
K	id-UE-MulticastMRBs-ToBeSetup-List	630
K	id-UE-MulticastMRBs-ToBeSetup-atModify-Item	686
K	id-UE-MulticastMRBs-ToBeSetup-atModify-List	685
K	id-UE-associatedLogicalF1-ConnectionItem	80
K	id-UE-associatedLogicalF1-ConnectionListResAck	81
K	id-UEAssistanceInformation	214
K	id-UEAssistanceInformationEUTRA	339
K	id-UEContextModification	7
K	id-UEContextModificationRequired	8
K	id-UEContextNotRetrievable	222
K	id-UEContextRelease	6
K	id-UEContextReleaseRequest	10
K	id-UEContextSetup	5
K	id-UEIdentity-List-For-Paging-Item	480
K	id-UEIdentity-List-For-Paging-List	479
K	id-UEIdentityIndexValue	117
K	id-UEInactivityNotification	15
K	id-UEPagingCapability	623
K	id-UEReportingInformation	575
K	id-UL-BH-Non-UP-Traffic-Mapping	287
K	id-UL-GapFR2-Config	677
K	id-UL-RSCP	804
K	id-UL-SRS-RSRPP	559
K	id-UL-UP-TNL-Address-to-Update-List	302
K	id-UL-UP-TNL-Address-to-Update-List-Item	303
K	id-UL-UP-TNL-Information-to-Update-List	300
K	id-UL-UP-TNL-Information-to-Update-List-Item	301
K	id-ULCarrierList	355
K	id-ULPDCPSNLength	192
K	id-ULPDUSessionAggregateMaximumBitRate	181
K	id-ULRRCMessageTransfer	13
K	id-UlTxDirectCurrentMoreCarrierInformation	690
K	id-Unknown-10	10
K	id-Unknown-103	103
K	id-Unknown-104	104
K	id-Unknown-11	11
K	id-Unknown-110	110
K	id-Unknown-143	143
K	id-Unknown-166	166
K	id-Unknown-167	167
K	id-Unknown-169	169
K	id-Unknown-245	245
K	id-Unknown-367	367
K	id-Unknown-368	368
K	id-Unknown-388	388
K	id-Unknown-563	563
K	id-Unknown-572	572
K	id-UpdatedRemoteUELocalID	618
K	id-UplinkTxDirectCurrentListInformation	175
K	id-UplinkTxDirectCurrentTwoCarrierListInfo	684
K	id-UuRLCChannelFailedToBeModifiedList	605
K	id-UuRLCChannelFailedToBeSetupList	603
K	id-UuRLCChannelModifiedList	604
K	id-UuRLCChannelRequiredToBeModifiedList	606
K	id-UuRLCChannelRequiredToBeReleasedList	607
K	id-UuRLCChannelSetupList	602
K	id-UuRLCChannelToBeModifiedList	600
K	id-UuRLCChannelToBeReleasedList	601
K	id-UuRLCChannelToBeSetupList	599
K	id-ValidityAreaSpecificSRSInformation	833
K	id-VictimgNBSetID	252
K	id-WriteReplaceWarning	20
K	id-XR-Bcast-Information	835
K	id-ZoAInformation	554
K	id-accessAndMobilityIndication	38
K	id-accessSuccess	39
K	id-areaScope	240
K	id-cellTrafficTrace	40
K	id-child-IAB-Nodes-NA-Resource-List	522
K	id-dL-FreqInfo	526
K	id-dL-NR-Carrier-List	529
K	id-dL-Transmission-Bandwidth	527
K	id-dRB-List	732
K	id-duplicationIndication	719
K	id-frequency-Domain-HSNA-Configuration-List	521
K	id-gNB-CU-MBS-F1AP-ID	451
K	id-gNB-CU-Name	82
K	id-gNB-CU-UE-F1AP-ID	40
K	id-gNB-CUSystemInformation	118
K	id-gNB-DU-ID	42
K	id-gNB-DU-MBS-F1AP-ID	452
K	id-gNB-DU-Name	45
K	id-gNB-DU-Served-Cells-List	44
K	id-gNB-DU-UE-F1AP-ID	41
K	id-gNBCUConfigurationUpdate	4
K	id-gNBCUMeasurementID	345
K	id-gNBDUConfigurationUpdate	3
K	id-gNBDUMeasurementID	346
K	id-latest-RRC-Version-Enhanced	199
K	id-mdtConfiguration	381
K	id-measurementActivation	77
K	id-measurementPreconfiguration	76
K	id-nR-Carrier-List	532
K	id-nRFreqInfo	530
K	id-ncd-SSB-RedCapInitialBWP-SDT	701
K	id-new-gNB-CU-UE-F1AP-ID	217
K	id-new-gNB-DU-UE-F1AP-ID	219
K	id-nrofSymbolsExtended	702
K	id-oldgNB-DU-UE-F1AP-ID	47
K	id-pRSConfigurationExchange	75
K	id-pathPower	636
K	id-permutation	535
K	id-portNumber	230
K	id-privateMessage	14
K	id-procedure-code-72-not-to-be-used	72
K	id-procedure-code-73-not-to-be-used	73
K	id-procedure-code-74-not-to-be-used	74
K	id-procedure-code-9-not-to-be-used	9
K	id-rBSetConfiguration	520
K	id-repetitionFactorExtended	703
K	id-requestedTargetCellGlobalID	376
K	id-resourceStatusReporting	37
K	id-resourceStatusReportingInitiation	36
K	id-startRBHopping	704
K	id-startRBIndex	705
K	id-systemInformationAreaID	239
K	id-targetCellsToCancel	375
K	id-transmission-Bandwidth	531
K	id-transmissionCombn8	706
K	id-uL-FreqInfo	524
K	id-uL-NR-Carrier-List	528
K	id-uL-Transmission-Bandwidth	525
K	maxAffectedCells	32
K	maxCellineNB	256
K	maxCellingNBDU	512
K	maxFreqLayers	4
K	maxMBSSessionsinSessionInfoList	1024
K	maxNRARFCN	3279165
K	maxNeighbourCellforSON	32
K	maxNoOfMeasTRPs	64
K	maxNoPathExtended	8
K	maxNrofBWPs	8
K	maxNumResourcesPerAngle	24
K	maxPrivateIEs	65535
K	maxProtocolExtensions	65535
K	maxProtocolIEs	65535
K	maxServedCellforSON	256
K	maxnoARPs	16
K	maxnoAggCombinations	2
K	maxnoAggregatedPosPRSResourceSets	3
K	maxnoAggregatedPosSRSResourceSets	48
K	maxnoAggregatedSRS-Resources	3
K	maxnoAzimuthAngles	3600
K	maxnoBcastCell	16384
K	maxnoElevationAngles	1801
K	maxnoHopsMinusOne	5
K	maxnoPreconfiguredSRS	16
K	maxnoSCSs	5
K	maxnoSRS-Carriers	32
K	maxnoSRS-PosResourcePerSet	16
K	maxnoSRS-PosResourceSets	16
K	maxnoSRS-PosResources	64
K	maxnoSRS-ResourcePerSet	16
K	maxnoSRS-ResourceSets	16
K	maxnoSRS-Resources	64
K	maxnoTRPTEGs	8
K	maxnoVACell	32
K	maxnoofAdditionalPDCPDuplicationTNL	2
K	maxnoofAdditionalSIBs	63
K	maxnoofAngleInfo	65535
K	maxnoofBHRLCChannels	65536
K	maxnoofBPLMNs	6
K	maxnoofBPLMNsNR	12
K	maxnoofCAGsupported	12
K	maxnoofCHOcells	8
K	maxnoofCandidateSpCells	64
K	maxnoofCellsforMBS	512
K	maxnoofChildIABNodes	1024
K	maxnoofDLUPTNLInformation	2
K	maxnoofDRBs	64
K	maxnoofDSInfo	64
K	maxnoofDUFSlots	320
K	maxnoofEgressLinks	2
K	maxnoofErrors	256
K	maxnoofExtSliceItems	65535
K	maxnoofExtendedBPLMNs	6
K	maxnoofGTPTLAs	16
K	maxnoofHSNASlots	5120
K	maxnoofIABCongInd	1024
K	maxnoofIABSTCInfo	45
K	maxnoofIndividualF1ConnectionsToReset	65536
K	maxnoofLBTFailureInformation	64
K	maxnoofLTMCells	8
K	maxnoofLTMgNB-DUs	8
K	maxnoofMBSAreaSessionIDs	256
K	maxnoofMBSFSAs	256
K	maxnoofMBSQoSFlows	64
K	maxnoofMBSServiceAreaInformation	256
K	maxnoofMBSSessionsofUE	256
K	maxnoofMDTPLMNs	16
K	maxnoofMRBs	32
K	maxnoofMRBsforUE	64
K	maxnoofMappingEntries	67108864
K	maxnoofMeasE-CID	64
K	maxnoofMeasPDC	16
K	maxnoofNIDsupported	12
K	maxnoofNR-UChannelIDs	16
K	maxnoofNRSCSs	5
K	maxnoofNSAGs	256
K	maxnoofNeighbourNodeCellsIAB	1024
K	maxnoofNonUPTrafficMappings	32
K	maxnoofNrCellBands	32
K	maxnoofPC5QoSFlows	2048
K	maxnoofPC5RLCChannels	512
K	maxnoofPRACHconfigs	16
K	maxnoofPRS-ResourceSets	2
K	maxnoofPRS-ResourcesPerSet	64
K	maxnoofPRSTRPs	256
K	maxnoofPRSresourceSets	8
K	maxnoofPRSresources	64
K	maxnoofPagingCells	512
K	maxnoofPath	2
K	maxnoofPeriodicities	8
K	maxnoofPhysicalResourceBlocks	275
K	maxnoofPhysicalResourceBlocks-1	274
K	maxnoofPosMeas	16384
K	maxnoofPosSITypes	32
K	maxnoofPotentialSpCells	64
K	maxnoofQoEInformation	16
K	maxnoofQoSFlows	64
K	maxnoofQoSParaSets	8
K	maxnoofRAReports	64
K	maxnoofRBsetsPerCell	8
K	maxnoofRBsetsPerCell-1	7
K	maxnoofRLCDuplicationState	3
K	maxnoofRLFReports	64
K	maxnoofRSPPQoSFlows	2048
K	maxnoofRoutingEntries	1024
K	maxnoofSCells	32
K	maxnoofSDTBearers	72
K	maxnoofSIBTypes	32
K	maxnoofSITypes	32
K	maxnoofSLDRBs	512
K	maxnoofSLdestinations	32
K	maxnoofSMBRValues	8
K	maxnoofSRBs	8
K	maxnoofSRSTriggerStates	3
K	maxnoofSSBAreas	64
K	maxnoofSSBarea	64
K	maxnoofSSBs	255
K	maxnoofServedCellsIAB	512
K	maxnoofServingCellMOs	16
K	maxnoofServingCells	32
K	maxnoofSliceItems	1024
K	maxnoofSpatialRelations	64
K	maxnoofSuccessfulHOReports	64
K	maxnoofSuccessfulPSCellChangeReports	64
K	maxnoofSymbols	14
K	maxnoofTAIforMBS	512
K	maxnoofTAList	8
K	maxnoofTLAs	16
K	maxnoofTLAsIAB	1024
K	maxnoofTNLAssociations	32
K	maxnoofTRPInfoTypes	64
K	maxnoofTRPs	65535
K	maxnoofThresholdMBS-1	7
K	maxnoofTimeWindowMea	16
K	maxnoofTimeWindowSRS	16
K	maxnoofUACPLMNs	12
K	maxnoofUACperPLMN	64
K	maxnoofUEIDforPaging	4096
K	maxnoofUEIDs	65536
K	maxnoofUETypes	8
K	maxnoofUEsInQMCTransferControlMessage	512
K	maxnoofUEsforRAReportIndications	64
K	maxnoofULAoAs	8
K	maxnoofULUPTNLInformation	2
K	maxnoofULUPTNLInformationforIAB	32678
K	maxnoofUPTNLAddresses	8
K	maxnoofUuRLCChannels	32
K	maxnooflcs-gcs-translation	3
K	maxnoofslots	5120
"""#
}
