import WireCore

/// Every field the fronthaul decoder emits (tshark 4.0.17's names where tshark has the field):
/// the eCPRI header and message bodies (eCPRI v2.0 §3), the RoE header, and the O-RAN C-plane
/// and U-plane messages with their sections and section extensions (O-RAN.WG4.CUS §5.1.3,
/// §7.4–§7.7, §8.3). Fields named `oran_fh_cus.reserved…` carry reserved bits, so re-encoding
/// the fields reproduces the bytes. Widths are on the wire; derived fields have none.
public enum FronthaulFields {
    public static let ecpri = FieldSpec.protocolName(
        "ecpri", "eCPRI (common public radio interface over Ethernet or UDP)", clause: "eCPRI v2.0 §3")
    public static let ecpriRevision = FieldSpec(
        "ecpri.revision", .unsigned, bits: 4, "eCPRI protocol revision (1)", clause: "eCPRI v2.0 §3.1.3.1.1")
    public static let ecpriReserved = FieldSpec(
        "ecpri.reserved", .unsigned, bits: 3, "Reserved bits of the common header", clause: "eCPRI v2.0 §3.1.3.1.2")
    public static let ecpriConcatenation = FieldSpec(
        "ecpri.cbit", .unsigned, bits: 1, "C bit: another eCPRI message follows at the next 4-byte boundary",
        clause: "eCPRI v2.0 §3.1.3.1.3")
    public static let ecpriType = FieldSpec(
        "ecpri.type", .unsigned, bits: 8, "Message type: 0 IQ data (U-plane), 2 real-time control (C-plane), 5 one-way delay…",
        clause: "eCPRI v2.0 §3.1.3.1, §3.2.4")
    public static let ecpriSize = FieldSpec(
        "ecpri.size", .unsigned, bits: 16, "Payload size: bytes after the 4-byte common header", clause: "eCPRI v2.0 §3.1.3.1")
    public static let ecpriPcid = FieldSpec(
        "ecpri.pcid", .unsigned, "PC_ID: the eAxC ID of U-plane (type 0, 16 bits), or of types 1, 3 and 11 (32 bits for 3 and 11)",
        clause: "eCPRI v2.0 §3.2.4; O-RAN.WG4.CUS §5.1.3")
    public static let ecpriRtcid = FieldSpec(
        "ecpri.rtcid", .unsigned, bits: 16, "RTC_ID: the eAxC ID of a C-plane message (type 2)",
        clause: "eCPRI v2.0 §3.2.4.3; O-RAN.WG4.CUS §5.1.3")
    public static let ecpriSeqid = FieldSpec(
        "ecpri.seqid", .unsigned, "SEQ_ID: sequence id, E bit and subsequence id as one number (16 bits; 32 in type 3)",
        clause: "eCPRI v2.0 §3.2.4; O-RAN.WG4.CUS §5.1.3")
    public static let ecpriMeasurementId = FieldSpec(
        "ecpri.measurementid", .unsigned, bits: 8, "One-way delay measurement ID", clause: "eCPRI v2.0 §3.2.4.6")
    public static let ecpriActionType = FieldSpec(
        "ecpri.actiontype", .unsigned, bits: 8, "Action type: 0 request, 1 request with follow-up, 2 response, 3–4 remote request, 5 follow-up (also IWF delay control)",
        clause: "eCPRI v2.0 §3.2.4.6")
    public static let ecpriSeconds = FieldSpec(
        "ecpri.sec", .unsigned, bits: 48, "Timestamp, seconds", clause: "eCPRI v2.0 §3.2.4.6")
    public static let ecpriNanoseconds = FieldSpec(
        "ecpri.nanosec", .unsigned, bits: 32, "Timestamp, nanoseconds", clause: "eCPRI v2.0 §3.2.4.6")
    public static let ecpriCompensation = FieldSpec(
        "ecpri.compval", .unsigned, bits: 64, "Compensation value as on the wire (signed nanoseconds × 2^16)",
        clause: "eCPRI v2.0 §3.2.4.6")
    public static let ecpriData = FieldSpec(
        "ecpri.data", .bytes, "Dummy bytes of a delay measurement, or the payload left after a decoded header",
        clause: "eCPRI v2.0 §3.2.4")
    public static let ecpriPayload = FieldSpec(
        "ecpri.payload", .bytes, "Payload of a message that was not decoded (unknown revision, or decoding stopped in it)",
        clause: "eCPRI v2.0 §3.2.4")
    public static let ecpriRemoteMemoryAccessId = FieldSpec(
        "ecpri.rmaid", .unsigned, bits: 8, "Remote memory access ID", clause: "eCPRI v2.0 §3.2.4.5")
    public static let ecpriReadWrite = FieldSpec(
        "ecpri.rw", .unsigned, bits: 4, "Remote memory access read / write", clause: "eCPRI v2.0 §3.2.4.5")
    public static let ecpriRequestResponse = FieldSpec(
        "ecpri.reqresp", .unsigned, bits: 4, "Remote memory access request / response", clause: "eCPRI v2.0 §3.2.4.5")
    public static let ecpriElementId = FieldSpec(
        "ecpri.elementid", .unsigned, bits: 16, "Remote memory access element ID", clause: "eCPRI v2.0 §3.2.4.5")
    public static let ecpriAddress = FieldSpec(
        "ecpri.address", .unsigned, bits: 48, "Remote memory access address", clause: "eCPRI v2.0 §3.2.4.5")
    public static let ecpriLength = FieldSpec(
        "ecpri.length", .unsigned, bits: 16, "Remote memory access data length in bytes", clause: "eCPRI v2.0 §3.2.4.5")
    public static let ecpriResetId = FieldSpec(
        "ecpri.resetid", .unsigned, bits: 16, "Remote reset ID", clause: "eCPRI v2.0 §3.2.4.7")
    public static let ecpriResetCode = FieldSpec(
        "ecpri.resetcode", .unsigned, bits: 8, "Remote reset code op", clause: "eCPRI v2.0 §3.2.4.7")
    public static let ecpriEventId = FieldSpec(
        "ecpri.eventid", .unsigned, bits: 8, "Event indication ID", clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriEventType = FieldSpec(
        "ecpri.eventtype", .unsigned, bits: 8, "Event type (fault / notification, indication / acknowledge)",
        clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriSequenceNumber = FieldSpec(
        "ecpri.seqnum", .unsigned, bits: 8, "Event indication sequence number", clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriFaultCount = FieldSpec(
        "ecpri.numberfaultnotif", .unsigned, bits: 8, "Number of faults / notifications that follow",
        clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriElement = FieldSpec(
        "ecpri.element", .unsigned, bits: 16, "Element ID of a fault / notification", clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriRaiseCease = FieldSpec(
        "ecpri.raisecease", .unsigned, bits: 4, "Fault raised or ceased", clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriFault = FieldSpec(
        "ecpri.faultnotif", .unsigned, bits: 12, "Fault / notification number", clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriAdditionalInfo = FieldSpec(
        "ecpri.addinfo", .unsigned, bits: 32, "Additional information of a fault / notification", clause: "eCPRI v2.0 §3.2.4.8")
    public static let ecpriRowId = FieldSpec(
        "ecpri.rowid", .unsigned, bits: 8, "IWF delay control row ID", clause: "eCPRI v2.0 §3.2.4.12")
    public static let ecpriDelayA = FieldSpec(
        "ecpri.delaya", .unsigned, bits: 16, "IWF delay control delay A", clause: "eCPRI v2.0 §3.2.4.12")
    public static let ecpriDelayB = FieldSpec(
        "ecpri.delayb", .unsigned, bits: 16, "IWF delay control delay B", clause: "eCPRI v2.0 §3.2.4.12")
    public static let roe = FieldSpec.protocolName(
        "roe", "IEEE 1914.3 Radio over Ethernet header carrying an O-RAN message", clause: "IEEE 1914.3")
    public static let roeSubType = FieldSpec(
        "roe.subtype", .unsigned, bits: 8, "RoE subType (O-RAN: 128 U-plane, 130 C-plane; 129, 131 with concatenation)", clause: "O-RAN.WG4.CUS §5.1.3.3.2")
    public static let roeFlowId = FieldSpec("roe.flowid", .unsigned, bits: 8, "RoE flowID (no O-RAN use; 0xFF RoE control)", clause: "O-RAN.WG4.CUS §5.1.3.3.3")
    public static let roeEAxC = FieldSpec(
        "roe.eaxc", .unsigned, bits: 16, "eAxC ID, the first two octets of RoEorderInfo", clause: "O-RAN.WG4.CUS §5.1.3.3.5")
    public static let roeLength = FieldSpec(
        "roe.length", .unsigned, bits: 16, "Payload length in bytes after the 8-byte header", clause: "O-RAN.WG4.CUS §5.1.3.3.4")
    public static let roeOrderingInfo = FieldSpec(
        "roe.orderinginfo", .unsigned, bits: 32, "RoEorderInfo: eAxC ID, Sequence ID, E bit, Subsequence ID", clause: "O-RAN.WG4.CUS §5.1.3.3.5")
    public static let oran = FieldSpec.protocolName(
        "oran_fh_cus", "O-RAN fronthaul control, user and synchronization plane (split 7.2x C-plane and U-plane)",
        clause: "O-RAN.WG4.CUS")
    public static let duPortId = FieldSpec(
        "oran_fh_cus.du_port_id", .unsigned, "DU_port_ID part of the eAxC ID, split by the declared eAxC masks (derived)",
        clause: "O-RAN.WG4.CUS §5.1.3")
    public static let bandSectorId = FieldSpec(
        "oran_fh_cus.bandsector_id", .unsigned, "BandSector_ID part of the eAxC ID (derived)", clause: "O-RAN.WG4.CUS §5.1.3")
    public static let ccId = FieldSpec(
        "oran_fh_cus.cc_id", .unsigned, "CC_ID part of the eAxC ID (derived)", clause: "O-RAN.WG4.CUS §5.1.3")
    public static let ruPortId = FieldSpec(
        "oran_fh_cus.ru_port_id", .unsigned, "RU_port_ID part of the eAxC ID (derived)", clause: "O-RAN.WG4.CUS §5.1.3")
    public static let eAxC = FieldSpec(
        "oran_fh_cus.c_eaxc_id", .string, "The eAxC ID as du:bandSector:cc:ruPort (derived)", clause: "O-RAN.WG4.CUS §5.1.3")
    public static let sequenceId = FieldSpec(
        "oran_fh_cus.sequence_id", .unsigned, bits: 8, "SequenceId: counts the messages of one eAxC and plane modulo 256",
        clause: "O-RAN.WG4.CUS §5.1.3.1.7")
    public static let eBit = FieldSpec(
        "oran_fh_cus.e_bit", .unsigned, bits: 1, "E bit: last message of a radio-transport subsequence (1 without fragmentation)",
        clause: "O-RAN.WG4.CUS §5.1.3.1.7")
    public static let subsequenceId = FieldSpec(
        "oran_fh_cus.subsequence_id", .unsigned, bits: 7, "SubsequenceId of radio-transport fragmentation (0 without)",
        clause: "O-RAN.WG4.CUS §5.1.3.1.7")
    public static let dataDirection = FieldSpec(
        "oran_fh_cus.data_direction", .unsigned, bits: 1, "dataDirection: 0 UL (gNB receives), 1 DL (gNB transmits)",
        clause: "O-RAN.WG4.CUS §7.5.2, §8.3.3")
    public static let payloadVersion = FieldSpec(
        "oran_fh_cus.payloadVersion", .unsigned, bits: 3, "payloadVersion (1)", clause: "O-RAN.WG4.CUS §7.5.2.2, §8.3.3.2")
    public static let filterIndex = FieldSpec(
        "oran_fh_cus.filterIndex", .unsigned, bits: 4, "filterIndex: channel filter (0 standard, 1–5 PRACH / NPRACH formats, 8 NPUSCH, 9 mixed numerology)",
        clause: "O-RAN.WG4.CUS §7.5.2.3, §8.3.3")
    public static let frameId = FieldSpec(
        "oran_fh_cus.frameId", .unsigned, bits: 8, "frameId: the radio frame number modulo 256",
        clause: "O-RAN.WG4.CUS §7.5.2, §8.3.3")
    public static let subframeId = FieldSpec(
        "oran_fh_cus.subframe_id", .unsigned, bits: 4, "subframeId (0–9)", clause: "O-RAN.WG4.CUS §7.5.2, §8.3.3")
    public static let slotId = FieldSpec(
        "oran_fh_cus.slotId", .unsigned, bits: 6, "slotId within the subframe (0 to 2^µ − 1)",
        clause: "O-RAN.WG4.CUS §7.5.2, §8.3.3")
    public static let reference = FieldSpec(
        "oran_fh_cus.refa", .string, "frameId-subframeId-slotId of the message (derived)", clause: "O-RAN.WG4.CUS §7.5.2, §8.3.3")
    public static let startSymbolId = FieldSpec(
        "oran_fh_cus.startSymbolId", .unsigned, bits: 6, "startSymbolId of a C-plane message; the symbolId of a U-plane message",
        clause: "O-RAN.WG4.CUS §7.5.2, §8.3.3")
    public static let symbolId = FieldSpec(
        "oran_fh_cus.symbolId", .unsigned, bits: 6, "symbolId of a section type 8 or 9 message", clause: "O-RAN.WG4.CUS §7.4")
    public static let numberOfSections = FieldSpec(
        "oran_fh_cus.numberOfSections", .unsigned, bits: 8, "numberOfSections that follow the common header",
        clause: "O-RAN.WG4.CUS §7.5.2.8")
    public static let sectionType = FieldSpec(
        "oran_fh_cus.sectionType", .unsigned, bits: 8, "sectionType: 0, 1, 3, 4, 5, 6, 7, 8, 9, 10 or 11 (2 and 12–255 reserved)",
        clause: "O-RAN.WG4.CUS §7.5.2.9")
    public static let timeOffset = FieldSpec(
        "oran_fh_cus.timeOffset", .unsigned, bits: 16, "timeOffset from the slot start to the CP start, in Ts = 1/30.72 MHz (section types 0, 3)",
        clause: "O-RAN.WG4.CUS §7.5.2")
    public static let frameStructureFFT = FieldSpec(
        "oran_fh_cus.frameStructure.fft", .unsigned, bits: 4, "frameStructure: FFT size code (section types 0, 3; SE15)",
        clause: "O-RAN.WG4.CUS §7.5.2.13")
    public static let frameStructureSpacing = FieldSpec(
        "oran_fh_cus.frameStructure.spacing", .unsigned, bits: 4, "frameStructure: subcarrier spacing code (section types 0, 3; SE15); the SCS nibble of section types 4 and 8",
        clause: "O-RAN.WG4.CUS §7.5.2.13")
    public static let cpLength = FieldSpec(
        "oran_fh_cus.cpLength", .unsigned, bits: 16, "cpLength: cyclic prefix length in Ts (section types 0, 3; SE15)",
        clause: "O-RAN.WG4.CUS §7.5.2")
    public static let udCompHdrWidth = FieldSpec(
        "oran_fh_cus.udCompHdrWidth", .unsigned, bits: 4, "udIqWidth of udCompHdr: IQ bit width (0 means 16)",
        clause: "O-RAN.WG4.CUS §7.5.2.10, §8.3.3.13")
    public static let udCompHdrMeth = FieldSpec(
        "oran_fh_cus.udCompHdrMeth", .unsigned, bits: 4, "udCompMeth of udCompHdr: 0 none, 1 BFP, 2 block scaling, 3 µ-law, 4 modulation, 5–8 selective RE",
        clause: "O-RAN.WG4.CUS §7.5.2.10, §8.3.3.13")
    public static let numberOfUEs = FieldSpec(
        "oran_fh_cus.numberOfUEs", .unsigned, bits: 8, "numberOfUEs: UE sections of a section type 6 message",
        clause: "O-RAN.WG4.CUS §7.4, section type 6")
    public static let ciCompHdr = FieldSpec(
        "oran_fh_cus.ciCompHdr", .unsigned, bits: 8, "ciCompHdr: channel information IQ width, method and option (section type 6)",
        clause: "O-RAN.WG4.CUS §7.4, section type 6")
    public static let numberOfST4Cmds = FieldSpec(
        "oran_fh_cus.numberOfST4Cmds", .unsigned, bits: 8, "numberOfST4Cmds in a section type 4 message",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let cmdScope = FieldSpec(
        "oran_fh_cus.cmdScope", .unsigned, bits: 4, "cmdScope of section type 4: 0 array, 1 carrier, 2 O-RU",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let numberOfAcks = FieldSpec(
        "oran_fh_cus.numberOfAcks", .unsigned, bits: 8, "numberOfAcks in a section type 8 message",
        clause: "O-RAN.WG4.CUS §7.4, section type 8")
    public static let numberOfNacks = FieldSpec(
        "oran_fh_cus.numberOfNacks", .unsigned, bits: 8, "numberOfNacks in a section type 8 message",
        clause: "O-RAN.WG4.CUS §7.4, section type 8")
    public static let ready = FieldSpec(
        "oran_fh_cus.ready", .unsigned, bits: 1, "ready: 1 a wake-up (ready) message, 0 an ACK message (section type 8)",
        clause: "O-RAN.WG4.CUS §7.4, section type 8")
    public static let numSinrPerPrb = FieldSpec(
        "oran_fh_cus.numSinrPerPrb", .unsigned, bits: 3, "numSinrPerPrb code: 1, 2, 3, 4, 6 or 12 SINR values per PRB (section type 9, SE28)",
        clause: "O-RAN.WG4.CUS §7.4, section type 9; O-RAN.WG4.CUS §7.7.28")
    public static let reserved = FieldSpec(
        "oran_fh_cus.reserved", .unsigned, "Reserved bits (any width)", clause: "O-RAN.WG4.CUS §7.5, §7.7, §8.3")
    public static let reserved4 = FieldSpec(
        "oran_fh_cus.reserved4", .unsigned, bits: 4, "Four reserved bits", clause: "O-RAN.WG4.CUS §7.5, §7.7, §8.3")
    public static let reserved8 = FieldSpec(
        "oran_fh_cus.reserved8", .unsigned, bits: 8, "A reserved byte", clause: "O-RAN.WG4.CUS §7.5, §7.7, §8.3")
    public static let reserved16 = FieldSpec(
        "oran_fh_cus.reserved16", .unsigned, bits: 16, "Two reserved bytes", clause: "O-RAN.WG4.CUS §7.5, §7.7")
    public static let sectionId = FieldSpec(
        "oran_fh_cus.sectionId", .unsigned, bits: 12, "sectionId: maps U-plane data to the C-plane section that described it",
        clause: "O-RAN.WG4.CUS §7.5.3, §8.3.3")
    public static let rb = FieldSpec(
        "oran_fh_cus.rb", .unsigned, bits: 1, "rb: 0 every resource block, 1 every other one",
        clause: "O-RAN.WG4.CUS §7.5.3, §8.3.3")
    public static let symInc = FieldSpec(
        "oran_fh_cus.symInc", .unsigned, bits: 1, "symInc: 1 increments the symbol number for this and later sections",
        clause: "O-RAN.WG4.CUS §7.5.3, §8.3.3")
    public static let startPrbc = FieldSpec(
        "oran_fh_cus.startPrbc", .unsigned, bits: 10, "startPrbc: first PRB of the C-plane section",
        clause: "O-RAN.WG4.CUS §7.5.3")
    public static let numPrbc = FieldSpec(
        "oran_fh_cus.numPrbc", .unsigned, bits: 8, "numPrbc: PRBs of the C-plane section (0 all PRBs of the carrier)",
        clause: "O-RAN.WG4.CUS §7.5.3")
    public static let startPrbu = FieldSpec(
        "oran_fh_cus.startPrbu", .unsigned, bits: 10, "startPrbu: first PRB of the U-plane section (and of a section type 9 section)",
        clause: "O-RAN.WG4.CUS §8.3.3")
    public static let numPrbu = FieldSpec(
        "oran_fh_cus.numPrbu", .unsigned, bits: 8, "numPrbu: PRBs of the U-plane section (0 all PRBs of the carrier)",
        clause: "O-RAN.WG4.CUS §8.3.3")
    public static let reMask = FieldSpec(
        "oran_fh_cus.reMask", .unsigned, bits: 12, "reMask: the resource elements of each PRB the section covers (one bit per RE); per PRB for selective RE sending",
        clause: "O-RAN.WG4.CUS §7.5.3.7, §8.3.3")
    public static let numSymbol = FieldSpec(
        "oran_fh_cus.numSymbol", .unsigned, bits: 4, "numSymbol: consecutive symbols the section covers (1–14)",
        clause: "O-RAN.WG4.CUS §7.5.3.8")
    public static let ef = FieldSpec(
        "oran_fh_cus.ef", .unsigned, bits: 1, "ef: a section extension follows",
        clause: "O-RAN.WG4.CUS §7.5.3; O-RAN.WG4.CUS §7.6.1")
    public static let beamId = FieldSpec(
        "oran_fh_cus.beamId", .unsigned, bits: 15, "beamId: 0 no beamforming, others index the O-RU's beams (sections; SE10, SE11, SE19, SE27)",
        clause: "O-RAN.WG4.CUS §7.5.3.9")
    public static let ueId = FieldSpec(
        "oran_fh_cus.ueId", .unsigned, bits: 15, "ueId of a section type 5, 6 or 10 section (0x7FFF: PRBs not scheduled)",
        clause: "O-RAN.WG4.CUS §7.5.3.10")
    public static let freqOffset = FieldSpec(
        "oran_fh_cus.freqOffset", .unsigned, bits: 24, "freqOffset: frequency offset of the section (section type 3; SE15), two's complement, in ½ SCS units",
        clause: "O-RAN.WG4.CUS §7.5.3")
    public static let regularizationFactor = FieldSpec(
        "oran_fh_cus.regularizationFactor", .unsigned, bits: 16, "regularizationFactor (section type 6; SE8), as on the wire",
        clause: "O-RAN.WG4.CUS §7.4, section type 6; O-RAN.WG4.CUS §7.7.8")
    public static let ciSample = FieldSpec(
        "oran_fh_cus.ciSample", .bytes, "Channel information IQ samples of a section type 6 UE section",
        clause: "O-RAN.WG4.CUS §7.4, section type 6")
    public static let sinr = FieldSpec(
        "oran_fh_cus.sinr", .unsigned, "A SINR value of a section type 9 section (width declared by the testbed)",
        clause: "O-RAN.WG4.CUS §7.4, section type 9")
    public static let udCompLen = FieldSpec(
        "oran_fh_cus.udCompLen", .unsigned, bits: 16, "udCompLen: section length in bytes from sectionId (selective RE methods)",
        clause: "O-RAN.WG4.CUS §8.3.3.16")
    public static let sReSMask1 = FieldSpec(
        "oran_fh_cus.sReSMask1", .unsigned, bits: 12, "sReSMask1: REs sent in odd PRBs (selective RE methods)",
        clause: "O-RAN.WG4.CUS §8.3.3.17")
    public static let sReSMask2 = FieldSpec(
        "oran_fh_cus.sReSMask2", .unsigned, bits: 12, "sReSMask2: REs sent in even PRBs (selective RE methods, 0 when rb = 1)",
        clause: "O-RAN.WG4.CUS §8.3.3.17")
    public static let iqUserData = FieldSpec(
        "oran_fh_cus.iq_user_data", .bytes, "IQ samples of one PRB (or of the whole section when it cannot be walked PRB by PRB)",
        clause: "O-RAN.WG4.CUS §8.3.3")
    public static let exponent = FieldSpec(
        "oran_fh_cus.exponent", .unsigned, bits: 4, "Block floating point exponent (udCompParam, bfwCompParam)",
        clause: "O-RAN.WG4.CUS §6.3.3, Annex A")
    public static let blockScaler = FieldSpec(
        "oran_fh_cus.blockScaler", .unsigned, bits: 8, "Block scaling blockScaler (udCompParam, bfwCompParam)",
        clause: "O-RAN.WG4.CUS §6.3.3, Annex A")
    public static let compBitWidth = FieldSpec(
        "oran_fh_cus.compBitWidth", .unsigned, bits: 4, "µ-law compBitWidth (udCompParam, bfwCompParam)",
        clause: "O-RAN.WG4.CUS §6.3.3, Annex A")
    public static let compShift = FieldSpec(
        "oran_fh_cus.compShift", .unsigned, bits: 4, "µ-law compShift (udCompParam, bfwCompParam)",
        clause: "O-RAN.WG4.CUS §6.3.3, Annex A")
    public static let iSample = FieldSpec(
        "oran_fh_cus.iSample", .signed, "I value of one RE, decompressed (with fronthaul.showIQ; integer for none / BFP / block scaling / µ-law)",
        clause: "O-RAN.WG4.CUS Annex A")
    public static let iSampleScaled = FieldSpec(
        "oran_fh_cus.iSample", .double, "I value of one RE, decompressed to a fraction of full scale (modulation compression)",
        clause: "O-RAN.WG4.CUS Annex A")
    public static let qSample = FieldSpec(
        "oran_fh_cus.qSample", .signed, "Q value of one RE, decompressed (with fronthaul.showIQ; integer for none / BFP / block scaling / µ-law)",
        clause: "O-RAN.WG4.CUS Annex A")
    public static let qSampleScaled = FieldSpec(
        "oran_fh_cus.qSample", .double, "Q value of one RE, decompressed to a fraction of full scale (modulation compression)",
        clause: "O-RAN.WG4.CUS Annex A")
    public static let extType = FieldSpec(
        "oran_fh_cus.extType", .unsigned, bits: 7, "extType: the section extension's type (1–28)", clause: "O-RAN.WG4.CUS §7.6.1")
    public static let extLen = FieldSpec(
        "oran_fh_cus.extLen", .unsigned, "extLen: the extension's length in 4-byte words (16 bits for SE11, SE19 and SE20, else 8)",
        clause: "O-RAN.WG4.CUS §7.6.1")
    public static let extensionData = FieldSpec(
        "oran_fh_cus.extension.data", .bytes, "Body of an extension whose layout is not decoded (reserved or unknown extType)",
        clause: "O-RAN.WG4.CUS §7.6.1")
    public static let bfwIqWidth = FieldSpec(
        "oran_fh_cus.bfwCompHdr_iqWidth", .unsigned, bits: 4, "bfwCompHdr bfwIqWidth: bit width of the weights (0 means 16)",
        clause: "O-RAN.WG4.CUS §7.7.1, §7.7.11, §7.7.19")
    public static let bfwCompMeth = FieldSpec(
        "oran_fh_cus.bfwCompHdr_compMeth", .unsigned, bits: 4, "bfwCompHdr bfwCompMeth: 0 none, 1 BFP, 2 block scaling, 3 µ-law, 4–5 beamspace",
        clause: "O-RAN.WG4.CUS §7.7.1, §7.7.11, §7.7.19")
    public static let activeBeamspaceCoefficientMask = FieldSpec(
        "oran_fh_cus.activeBeamspaceCoefficientMask", .bytes, "Beamspace compression: which weights are sent (bfwCompParam)",
        clause: "O-RAN.WG4.CUS §7.7.1, Annex A")
    public static let bfwI = FieldSpec(
        "oran_fh_cus.bfwI", .unsigned, "Beamforming weight, in-phase part, as on the wire (bfwIqWidth bits)",
        clause: "O-RAN.WG4.CUS §7.7.1, §7.7.11, §7.7.19")
    public static let bfwQ = FieldSpec(
        "oran_fh_cus.bfwQ", .unsigned, "Beamforming weight, quadrature part, as on the wire (bfwIqWidth bits)",
        clause: "O-RAN.WG4.CUS §7.7.1, §7.7.11, §7.7.19")
    public static let bfAzPtWidth = FieldSpec(
        "oran_fh_cus.bfAzPtWidth", .unsigned, bits: 3, "Azimuth pointing angle width code (0 absent, n: n + 1 bits)",
        clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfZePtWidth = FieldSpec(
        "oran_fh_cus.bfZePtWidth", .unsigned, bits: 3, "Zenith pointing angle width code", clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfAz3ddWidth = FieldSpec(
        "oran_fh_cus.bfAz3ddWidth", .unsigned, bits: 3, "Azimuth 3 dB beamwidth width code", clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfZe3ddWidth = FieldSpec(
        "oran_fh_cus.bfZe3ddWidth", .unsigned, bits: 3, "Zenith 3 dB beamwidth width code", clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfAzPt = FieldSpec(
        "oran_fh_cus.bfAzPt", .unsigned, "Beam azimuth pointing angle (width from its width code)",
        clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfZePt = FieldSpec(
        "oran_fh_cus.bfZePt", .unsigned, "Beam zenith pointing angle (width from its width code)", clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfAz3dd = FieldSpec(
        "oran_fh_cus.bfAz3dd", .unsigned, "Beam azimuth 3 dB beamwidth (width from its width code)",
        clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfZe3dd = FieldSpec(
        "oran_fh_cus.bfZe3dd", .unsigned, "Beam zenith 3 dB beamwidth (width from its width code)",
        clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfAzSl = FieldSpec(
        "oran_fh_cus.bfAzSl", .unsigned, bits: 3, "Beam azimuth sidelobe suppression code", clause: "O-RAN.WG4.CUS §7.7.2")
    public static let bfZeSl = FieldSpec(
        "oran_fh_cus.bfZeSl", .unsigned, bits: 3, "Beam zenith sidelobe suppression code", clause: "O-RAN.WG4.CUS §7.7.2")
    public static let codebookIndex = FieldSpec(
        "oran_fh_cus.codebookIndex", .unsigned, bits: 8, "Precoder codebook index", clause: "O-RAN.WG4.CUS §7.7.3")
    public static let layerID = FieldSpec(
        "oran_fh_cus.layerID", .unsigned, bits: 4, "Layer ID (0 or 15: the first layer, whose full parameters follow)",
        clause: "O-RAN.WG4.CUS §7.7.3")
    public static let numLayers = FieldSpec(
        "oran_fh_cus.numLayers", .unsigned, bits: 4, "Number of layers", clause: "O-RAN.WG4.CUS §7.7.3")
    public static let txScheme = FieldSpec(
        "oran_fh_cus.txScheme", .unsigned, bits: 4, "Transmission scheme", clause: "O-RAN.WG4.CUS §7.7.3")
    public static let crsReMask = FieldSpec(
        "oran_fh_cus.crsReMask", .unsigned, bits: 12, "CRS resource element mask", clause: "O-RAN.WG4.CUS §7.7.3")
    public static let crsShift = FieldSpec(
        "oran_fh_cus.crsShift", .unsigned, bits: 1, "CRS shift", clause: "O-RAN.WG4.CUS §7.7.3")
    public static let crsSymNum = FieldSpec(
        "oran_fh_cus.crsSymNum", .unsigned, bits: 4, "CRS symbol number", clause: "O-RAN.WG4.CUS §7.7.3")
    public static let beamIdAP = FieldSpec(
        "oran_fh_cus.beamIdAP#", .unsigned, bits: 15, "beamId of antenna port 1, 2 or 3 (beamIdAP1…beamIdAP3)",
        clause: "O-RAN.WG4.CUS §7.7.3")
    public static let csf = FieldSpec(
        "oran_fh_cus.csf", .unsigned, bits: 1, "Constellation shift flag (modulation compression)",
        clause: "O-RAN.WG4.CUS §7.7.4, §7.7.5")
    public static let modCompScaler = FieldSpec(
        "oran_fh_cus.modcompscaler", .unsigned, bits: 15, "modCompScaler: exponent (4) and mantissa (11) of the modulation compression scale",
        clause: "O-RAN.WG4.CUS §7.7.4")
    public static let mcScaleReMask = FieldSpec(
        "oran_fh_cus.mcScaleReMask", .unsigned, bits: 12, "REs a modulation compression scale applies to",
        clause: "O-RAN.WG4.CUS §7.7.5")
    public static let mcScaleOffset = FieldSpec(
        "oran_fh_cus.mcScaleOffset", .unsigned, bits: 15, "Modulation compression scale: exponent (4) and mantissa (11)",
        clause: "O-RAN.WG4.CUS §7.7.5")
    public static let repetition = FieldSpec(
        "oran_fh_cus.repetition", .unsigned, bits: 1, "repetition: the same parameters as the previous extension of this type (SE6, SE19)",
        clause: "O-RAN.WG4.CUS §7.7.6, §7.7.19")
    public static let rbgSize = FieldSpec(
        "oran_fh_cus.rbgSize", .unsigned, bits: 3, "Resource block group size code (1–7: 1, 2, 3, 4, 6, 8, 16 PRBs)",
        clause: "O-RAN.WG4.CUS §7.7.6, §7.7.20, §7.7.28")
    public static let rbgMask = FieldSpec(
        "oran_fh_cus.rbgMask", .unsigned, bits: 28, "Resource block group mask", clause: "O-RAN.WG4.CUS §7.7.6, §7.7.20, §7.7.28")
    public static let priority = FieldSpec(
        "oran_fh_cus.priority", .unsigned, bits: 2, "Priority of the section's allocation",
        clause: "O-RAN.WG4.CUS §7.7.6, §7.7.12, §7.7.19")
    public static let symbolMask = FieldSpec(
        "oran_fh_cus.symbolMask", .unsigned, bits: 14, "Symbols the allocation or command applies to (one bit per symbol)",
        clause: "O-RAN.WG4.CUS §7.7.6, §7.7.12, §7.7.19, §7.7.20; §7.4")
    public static let eAxCmask = FieldSpec(
        "oran_fh_cus.eAxCmask", .unsigned, bits: 16, "eAxC IDs a section type 0 blanking applies to",
        clause: "O-RAN.WG4.CUS §7.7.7")
    public static let technology = FieldSpec(
        "oran_fh_cus.technology", .unsigned, bits: 8, "Dynamic spectrum sharing technology: 0 LTE, 1 NR",
        clause: "O-RAN.WG4.CUS §7.7.9")
    public static let beamGroupType = FieldSpec(
        "oran_fh_cus.beamGroupType", .unsigned, bits: 2, "Beam group type: 0 common beam, 1 beam matrix, 2 beam vector listing, 3 port list",
        clause: "O-RAN.WG4.CUS §7.7.10")
    public static let numPortc = FieldSpec(
        "oran_fh_cus.numPortc", .unsigned, bits: 6, "Number of additional eAxC ports (SE10) or of ports (SE19)",
        clause: "O-RAN.WG4.CUS §7.7.10, §7.7.19")
    public static let portListIndex = FieldSpec(
        "oran_fh_cus.portListIndex", .unsigned, bits: 8, "Port list index (beam group type 3)", clause: "O-RAN.WG4.CUS §7.7.10")
    public static let disableBFWs = FieldSpec(
        "oran_fh_cus.disableBFWs", .unsigned, bits: 1, "disableBFWs: no beamforming weights follow",
        clause: "O-RAN.WG4.CUS §7.7.11, §7.7.19")
    public static let rad = FieldSpec(
        "oran_fh_cus.rad", .unsigned, bits: 1, "RAD: reset after PRB discontinuity", clause: "O-RAN.WG4.CUS §7.7.11")
    public static let bundleOffset = FieldSpec(
        "oran_fh_cus.bundleOffset", .unsigned, bits: 6, "Offset of the first PRB bundle", clause: "O-RAN.WG4.CUS §7.7.11")
    public static let numBundPrbs = FieldSpec(
        "oran_fh_cus.numBundPrbs", .unsigned, bits: 8, "PRBs per bundle (0 reserved)", clause: "O-RAN.WG4.CUS §7.7.11")
    public static let contInd = FieldSpec(
        "oran_fh_cus.contInd", .unsigned, bits: 1, "Continuity indication: the beam continues into the next bundle",
        clause: "O-RAN.WG4.CUS §7.7.11")
    public static let offStartPrb = FieldSpec(
        "oran_fh_cus.offStartPrb", .unsigned, bits: 8, "PRBs between the end of the previous range and this one",
        clause: "O-RAN.WG4.CUS §7.7.12")
    public static let numPrb = FieldSpec(
        "oran_fh_cus.numPrb", .unsigned, bits: 8, "PRBs of this frequency range", clause: "O-RAN.WG4.CUS §7.7.12")
    public static let nextSymbolId = FieldSpec(
        "oran_fh_cus.nextSymbolId", .unsigned, bits: 4, "Symbol of the next hop", clause: "O-RAN.WG4.CUS §7.7.13")
    public static let nextStartPrbc = FieldSpec(
        "oran_fh_cus.nextStartPrbc", .unsigned, bits: 10, "First PRB of the next hop", clause: "O-RAN.WG4.CUS §7.7.13")
    public static let nullLayerInd = FieldSpec(
        "oran_fh_cus.nullLayerInd", .unsigned, bits: 8, "Nulling-layer indication", clause: "O-RAN.WG4.CUS §7.7.14")
    public static let antMask = FieldSpec(
        "oran_fh_cus.antMask", .unsigned, bits: 64, "Antenna mask of one receive eAxC (SE16)", clause: "O-RAN.WG4.CUS §7.7.16")
    public static let antMaskBits = FieldSpec(
        "oran_fh_cus.antMask", .bytes, "Antenna mask of a TRX control command (section type 4, command 3)",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let numUeID = FieldSpec(
        "oran_fh_cus.numUeID", .unsigned, bits: 4, "Number of ueIds of a scheduled user (user port group)",
        clause: "O-RAN.WG4.CUS §7.7.17")
    public static let transmissionWindowOffset = FieldSpec(
        "oran_fh_cus.transmissionWindowOffset", .unsigned, bits: 16, "UL transmission window offset",
        clause: "O-RAN.WG4.CUS §7.7.18")
    public static let transmissionWindowSize = FieldSpec(
        "oran_fh_cus.transmissionWindowSize", .unsigned, bits: 14, "UL transmission window size in µs",
        clause: "O-RAN.WG4.CUS §7.7.18")
    public static let toT = FieldSpec(
        "oran_fh_cus.toT", .unsigned, bits: 2, "Type of transmission: 0 normal, 1 uniformly over the window",
        clause: "O-RAN.WG4.CUS §7.7.18")
    public static let portReMask = FieldSpec(
        "oran_fh_cus.portReMask", .unsigned, bits: 12, "RE mask of one port", clause: "O-RAN.WG4.CUS §7.7.19")
    public static let portSymbolMask = FieldSpec(
        "oran_fh_cus.portSymbolMask", .unsigned, bits: 14, "Symbol mask of one port", clause: "O-RAN.WG4.CUS §7.7.19")
    public static let numPuncPatterns = FieldSpec(
        "oran_fh_cus.numPuncPatterns", .unsigned, bits: 8, "Number of puncturing patterns", clause: "O-RAN.WG4.CUS §7.7.20")
    public static let startPuncPrb = FieldSpec(
        "oran_fh_cus.startPuncPrb", .unsigned, bits: 10, "First punctured PRB", clause: "O-RAN.WG4.CUS §7.7.20")
    public static let numPuncPrb = FieldSpec(
        "oran_fh_cus.numPuncPrb", .unsigned, bits: 8, "Punctured PRBs", clause: "O-RAN.WG4.CUS §7.7.20")
    public static let puncReMask = FieldSpec(
        "oran_fh_cus.puncReMask", .unsigned, bits: 12, "Punctured REs of each PRB", clause: "O-RAN.WG4.CUS §7.7.20")
    public static let multiSDScope = FieldSpec(
        "oran_fh_cus.multiSDScope", .unsigned, bits: 1, "Puncturing applies to the sections of every eAxC of the slot",
        clause: "O-RAN.WG4.CUS §7.7.20")
    public static let rbgIncl = FieldSpec(
        "oran_fh_cus.rbgIncl", .unsigned, bits: 1, "An RBG size and mask follow", clause: "O-RAN.WG4.CUS §7.7.20")
    public static let ciPrbGroupSize = FieldSpec(
        "oran_fh_cus.ciPrbGroupSize", .unsigned, bits: 8, "PRBs per channel information group (2–254)",
        clause: "O-RAN.WG4.CUS §7.7.21")
    public static let prgSize = FieldSpec(
        "oran_fh_cus.prgSize", .unsigned, bits: 2, "Precoding resource block group size code", clause: "O-RAN.WG4.CUS §7.7.21")
    public static let ackNackReqId = FieldSpec(
        "oran_fh_cus.ackNackReqId", .unsigned, bits: 16, "ACK/NACK request id a section type 8 answers (SE22; section type 4 command header)",
        clause: "O-RAN.WG4.CUS §7.7.22; O-RAN.WG4.CUS §7.4, section type 4")
    public static let ackId = FieldSpec(
        "oran_fh_cus.ackId", .unsigned, bits: 16, "An acknowledged ackNackReqId", clause: "O-RAN.WG4.CUS §7.4, section type 8")
    public static let nackId = FieldSpec(
        "oran_fh_cus.nackId", .unsigned, bits: 16, "A negatively acknowledged ackNackReqId",
        clause: "O-RAN.WG4.CUS §7.4, section type 8")
    public static let alpnPerSym = FieldSpec(
        "oran_fh_cus.alpnPerSym", .unsigned, bits: 1, "Allocated PRB noise measured per symbol", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let antDmrsSnr = FieldSpec(
        "oran_fh_cus.antDmrsSnr", .unsigned, bits: 1, "DMRS SNR per antenna requested", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let userGroupSize = FieldSpec(
        "oran_fh_cus.userGroupSize", .unsigned, bits: 5, "Number of UEs in the user group (0 unused, above 12 reserved)",
        clause: "O-RAN.WG4.CUS §7.7.24")
    public static let userGroupId = FieldSpec(
        "oran_fh_cus.userGroupId", .unsigned, bits: 8, "User group id (255 reserved)", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let entryType = FieldSpec(
        "oran_fh_cus.entryType", .unsigned, bits: 3, "DMRS entry type (2 and 3 carry full parameters, 0 and 1 inherit them)",
        clause: "O-RAN.WG4.CUS §7.7.24")
    public static let dmrsPortNumber = FieldSpec(
        "oran_fh_cus.dmrsPortNumber", .unsigned, bits: 5, "DMRS port number (0–11)", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let ueIdReset = FieldSpec(
        "oran_fh_cus.ueIdReset", .unsigned, bits: 1, "ueId reset", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let dmrsSymbolMask = FieldSpec(
        "oran_fh_cus.dmrsSymbolMask", .unsigned, bits: 14, "DMRS symbols", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let scrambling = FieldSpec(
        "oran_fh_cus.scrambling", .unsigned, bits: 16, "DMRS scrambling id", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let nscid = FieldSpec(
        "oran_fh_cus.nscid", .unsigned, bits: 1, "DMRS sequence initialisation (nSCID)", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let dType = FieldSpec(
        "oran_fh_cus.dType", .unsigned, bits: 1, "DMRS configuration type", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let cdmWithoutData = FieldSpec(
        "oran_fh_cus.cdmWithoutData", .unsigned, bits: 2, "CDM groups without data", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let lambda = FieldSpec(
        "oran_fh_cus.lambda", .unsigned, bits: 2, "DMRS lambda (CDM group)", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let lowPaprType = FieldSpec(
        "oran_fh_cus.lowPaprType", .unsigned, bits: 2, "Low-PAPR sequence type", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let hoppingMode = FieldSpec(
        "oran_fh_cus.hoppingMode", .unsigned, bits: 2, "Sequence / group hopping mode", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let firstPrb = FieldSpec(
        "oran_fh_cus.firstPrb", .unsigned, bits: 9, "First PRB of the DMRS allocation", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let lastPrb = FieldSpec(
        "oran_fh_cus.lastPrb", .unsigned, bits: 9, "Last PRB of the DMRS allocation", clause: "O-RAN.WG4.CUS §7.7.24")
    public static let txWinForOnAirSymbol = FieldSpec(
        "oran_fh_cus.txWinForOnAirSymbol", .unsigned, bits: 4, "Transmission window of an on-air symbol (15: no information)",
        clause: "O-RAN.WG4.CUS §7.7.25")
    public static let numFoFb = FieldSpec(
        "oran_fh_cus.numFoFb", .unsigned, bits: 7, "Number of frequency offset feedback values", clause: "O-RAN.WG4.CUS §7.7.26")
    public static let freqOffsetFb = FieldSpec(
        "oran_fh_cus.freqOffsetFb", .unsigned, bits: 16, "Frequency offset feedback value", clause: "O-RAN.WG4.CUS §7.7.26")
    public static let beamType = FieldSpec(
        "oran_fh_cus.beamType", .unsigned, bits: 2, "Beam list type: 0 list, 1 range", clause: "O-RAN.WG4.CUS §7.7.27")
    public static let numElements = FieldSpec(
        "oran_fh_cus.numElements", .unsigned, bits: 8, "Number of beam ids (SE27, 0 means 256) or of DMRS SNR values (section type 10 report 6)",
        clause: "O-RAN.WG4.CUS §7.7.27; O-RAN.WG4.CUS §7.4, section type 10")
    public static let numUeSinrRpt = FieldSpec(
        "oran_fh_cus.numUeSinrRpt", .unsigned, bits: 5, "Number of UEs whose SINR resolution follows",
        clause: "O-RAN.WG4.CUS §7.7.28")
    public static let st4CmdType = FieldSpec(
        "oran_fh_cus.st4CmdType", .unsigned, bits: 8, "Command type: 1 time-domain beam configuration, 2 TDD pattern, 3 TRX control, 4 ASM",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let st4CmdLen = FieldSpec(
        "oran_fh_cus.st4CmdLen", .unsigned, bits: 16, "Command length in 4-byte words",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let numSlots = FieldSpec(
        "oran_fh_cus.numSlots", .unsigned, bits: 8, "Slots the command applies to (0: until changed)",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let st4CmdBody = FieldSpec(
        "oran_fh_cus.st4CmdBody", .bytes, "Body of a command whose layout is not decoded",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let dirPattern = FieldSpec(
        "oran_fh_cus.dirPattern", .unsigned, bits: 14, "TDD direction pattern (1: a DL symbol)",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let guardPattern = FieldSpec(
        "oran_fh_cus.guardPattern", .unsigned, bits: 14, "TDD guard pattern (1: a guard symbol)",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let log2MaskBits = FieldSpec(
        "oran_fh_cus.log2MaskBits", .unsigned, bits: 4, "log2 of the antenna mask's length in bits",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let sleepMode = FieldSpec(
        "oran_fh_cus.sleepMode", .unsigned, bits: 2, "Sleep mode of a TRX control or ASM command",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let numSlotsExt = FieldSpec(
        "oran_fh_cus.numSlotsExt", .unsigned, bits: 20, "Slots of a TRX control or ASM command",
        clause: "O-RAN.WG4.CUS §7.4, section type 4")
    public static let laaMsgType = FieldSpec(
        "oran_fh_cus.laaMsgType", .unsigned, bits: 4, "LAA message type (0–6)", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let laaMsgLen = FieldSpec(
        "oran_fh_cus.laaMsgLen", .unsigned, bits: 4, "LAA message length in 4-byte words, minus one",
        clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtHandle = FieldSpec(
        "oran_fh_cus.lbtHandle", .unsigned, bits: 16, "LBT handle", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtOffset = FieldSpec(
        "oran_fh_cus.lbtOffset", .unsigned, bits: 10, "LBT offset", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtMode = FieldSpec(
        "oran_fh_cus.lbtMode", .unsigned, bits: 2, "LBT mode", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtDeferFactor = FieldSpec(
        "oran_fh_cus.lbtDeferFactor", .unsigned, bits: 3, "LBT defer factor", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtBackoffCounter = FieldSpec(
        "oran_fh_cus.lbtBackoffCounter", .unsigned, bits: 10, "LBT backoff counter", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let mcot = FieldSpec(
        "oran_fh_cus.MCOT", .unsigned, bits: 4, "Maximum channel occupancy time (1–10)",
        clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtPdschRes = FieldSpec(
        "oran_fh_cus.lbtPdschRes", .unsigned, bits: 2, "LBT PDSCH result", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let inParSF = FieldSpec(
        "oran_fh_cus.inParSF", .unsigned, bits: 1, "Partial subframe indication", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let sfStatus = FieldSpec(
        "oran_fh_cus.sfStatus", .unsigned, bits: 1, "Subframe status", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let sfnSf = FieldSpec(
        "oran_fh_cus.sfnSf", .unsigned, bits: 12, "SFN and subframe", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtDrsRes = FieldSpec(
        "oran_fh_cus.lbtDrsRes", .unsigned, bits: 1, "LBT DRS result", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtBufErr = FieldSpec(
        "oran_fh_cus.lbtBufErr", .unsigned, bits: 1, "LBT buffer error", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtCWConfigH = FieldSpec(
        "oran_fh_cus.lbtCWConfig_H", .unsigned, bits: 8, "HARQ feedback for contention window configuration",
        clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtCWConfigT = FieldSpec(
        "oran_fh_cus.lbtCWConfig_T", .unsigned, bits: 8, "TB count for contention window configuration",
        clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtTrafficClass = FieldSpec(
        "oran_fh_cus.lbtTrafficClass", .unsigned, bits: 3, "LBT traffic class", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let lbtCWRReset = FieldSpec(
        "oran_fh_cus.lbtCWR_Rst", .unsigned, bits: 1, "Contention window reset", clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let laaData = FieldSpec(
        "oran_fh_cus.laaData", .bytes, "Body of an LAA message whose layout is not decoded",
        clause: "O-RAN.WG4.CUS §7.4, section type 7")
    public static let mf = FieldSpec(
        "oran_fh_cus.mf", .unsigned, bits: 1, "mf: another measurement report or command follows",
        clause: "O-RAN.WG4.CUS §7.4, section type 10, 11")
    public static let measTypeId = FieldSpec(
        "oran_fh_cus.measTypeId", .unsigned, bits: 7, "Measurement type: 1 timing advance error, 2 layer power, 3 frequency offset, 4–5 interference plus noise, 6 DMRS SNR",
        clause: "O-RAN.WG4.CUS §7.4, section type 10, 11")
    public static let measDataSize = FieldSpec(
        "oran_fh_cus.measDataSize", .unsigned, bits: 16, "Measurement report size in 4-byte words",
        clause: "O-RAN.WG4.CUS §7.4, section type 10")
    public static let measCmdSize = FieldSpec(
        "oran_fh_cus.measCmdSize", .unsigned, bits: 16, "Measurement command size in 4-byte words",
        clause: "O-RAN.WG4.CUS §7.4, section type 11")
    public static let ueTae = FieldSpec(
        "oran_fh_cus.ueTae", .unsigned, bits: 16, "UE timing advance error", clause: "O-RAN.WG4.CUS §7.4, section type 10")
    public static let ueLayerPower = FieldSpec(
        "oran_fh_cus.ueLayerPower", .unsigned, bits: 16, "UE layer power", clause: "O-RAN.WG4.CUS §7.4, section type 10")
    public static let ueFreqOffset = FieldSpec(
        "oran_fh_cus.ueFreqOffset", .unsigned, bits: 16, "UE frequency offset", clause: "O-RAN.WG4.CUS §7.4, section type 10")
    public static let ipnPower = FieldSpec(
        "oran_fh_cus.ipnPower", .unsigned, bits: 16, "Interference plus noise power of one PRB",
        clause: "O-RAN.WG4.CUS §7.4, section type 10")
    public static let antDmrsSnrVal = FieldSpec(
        "oran_fh_cus.antDmrsSnrVal", .unsigned, bits: 16, "DMRS SNR of one antenna",
        clause: "O-RAN.WG4.CUS §7.4, section type 10")
    public static let measData = FieldSpec(
        "oran_fh_cus.measData", .bytes, "Body of a measurement report whose layout is not decoded",
        clause: "O-RAN.WG4.CUS §7.4, section type 10")

    public static let registry = FieldRegistry([
        ecpri, ecpriRevision, ecpriReserved, ecpriConcatenation, ecpriType, ecpriSize, ecpriPcid, ecpriRtcid, ecpriSeqid,
        ecpriMeasurementId, ecpriActionType, ecpriSeconds, ecpriNanoseconds, ecpriCompensation, ecpriData, ecpriPayload,
        ecpriRemoteMemoryAccessId, ecpriReadWrite, ecpriRequestResponse, ecpriElementId, ecpriAddress, ecpriLength,
        ecpriResetId, ecpriResetCode, ecpriEventId, ecpriEventType, ecpriSequenceNumber, ecpriFaultCount, ecpriElement,
        ecpriRaiseCease, ecpriFault, ecpriAdditionalInfo, ecpriRowId, ecpriDelayA, ecpriDelayB, roe, roeSubType, roeFlowId, roeEAxC,
        roeLength, roeOrderingInfo, oran, duPortId, bandSectorId, ccId, ruPortId, eAxC, sequenceId, eBit, subsequenceId,
        dataDirection, payloadVersion, filterIndex, frameId, subframeId, slotId, reference, startSymbolId, symbolId,
        numberOfSections, sectionType, timeOffset, frameStructureFFT, frameStructureSpacing, cpLength, udCompHdrWidth,
        udCompHdrMeth, numberOfUEs, ciCompHdr, numberOfST4Cmds, cmdScope, numberOfAcks, numberOfNacks, ready, numSinrPerPrb,
        reserved, reserved4, reserved8, reserved16, sectionId, rb, symInc, startPrbc, numPrbc, startPrbu, numPrbu, reMask,
        numSymbol, ef, beamId, ueId, freqOffset, regularizationFactor, ciSample, sinr, udCompLen, sReSMask1, sReSMask2,
        iqUserData, exponent, blockScaler, compBitWidth, compShift, iSample, iSampleScaled, qSample, qSampleScaled, extType,
        extLen, extensionData, bfwIqWidth, bfwCompMeth, activeBeamspaceCoefficientMask, bfwI, bfwQ, bfAzPtWidth, bfZePtWidth,
        bfAz3ddWidth, bfZe3ddWidth, bfAzPt, bfZePt, bfAz3dd, bfZe3dd, bfAzSl, bfZeSl, codebookIndex, layerID, numLayers,
        txScheme, crsReMask, crsShift, crsSymNum, beamIdAP, csf, modCompScaler, mcScaleReMask, mcScaleOffset, repetition,
        rbgSize, rbgMask, priority, symbolMask, eAxCmask, technology, beamGroupType, numPortc, portListIndex, disableBFWs,
        rad, bundleOffset, numBundPrbs, contInd, offStartPrb, numPrb, nextSymbolId, nextStartPrbc, nullLayerInd, antMask,
        antMaskBits, numUeID, transmissionWindowOffset, transmissionWindowSize, toT, portReMask, portSymbolMask,
        numPuncPatterns, startPuncPrb, numPuncPrb, puncReMask, multiSDScope, rbgIncl, ciPrbGroupSize, prgSize, ackNackReqId,
        ackId, nackId, alpnPerSym, antDmrsSnr, userGroupSize, userGroupId, entryType, dmrsPortNumber, ueIdReset,
        dmrsSymbolMask, scrambling, nscid, dType, cdmWithoutData, lambda, lowPaprType, hoppingMode, firstPrb, lastPrb,
        txWinForOnAirSymbol, numFoFb, freqOffsetFb, beamType, numElements, numUeSinrRpt, st4CmdType, st4CmdLen, numSlots,
        st4CmdBody, dirPattern, guardPattern, log2MaskBits, sleepMode, numSlotsExt, laaMsgType, laaMsgLen, lbtHandle,
        lbtOffset, lbtMode, lbtDeferFactor, lbtBackoffCounter, mcot, lbtPdschRes, inParSF, sfStatus, sfnSf, lbtDrsRes,
        lbtBufErr, lbtCWConfigH, lbtCWConfigT, lbtTrafficClass, lbtCWRReset, laaData, mf, measTypeId, measDataSize,
        measCmdSize, ueTae, ueLayerPower, ueFreqOffset, ipnPower, antDmrsSnrVal, measData,
    ])
}
