import WireCore

/// Small, valid NR RRC messages (TS 38.331, unaligned PER) for the RRC containers F1AP carries,
/// so that a dissector that follows the containers (tshark's nr-rrc) finds well-formed content.
/// Each function states the value it encodes; bit layouts follow the ASN.1 of TS 38.331
/// (extension bits, presence bitmaps, constrained whole numbers, unconstrained length).
/// NAS payloads are 5GS NAS security-protected messages (TS 24.501 clause 9.1) whose ciphered
/// part is opaque.
enum NRRRCContainers {
    /// UL-CCCH-Message: rrcSetupRequest { ue-Identity randomValue (39 bits),
    /// establishmentCause mo-Signalling, spare '0'B } — 6 octets.
    static func rrcSetupRequest(randomValue: UInt64) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 8)
        w.write(0, bits: 1)  // c1
        w.write(0, bits: 2)  // rrcSetupRequest
        w.write(1, bits: 1)  // InitialUE-Identity: randomValue
        w.write(randomValue & ((1 << 39) - 1), bits: 39)
        w.write(3, bits: 4)  // EstablishmentCause mo-Signalling
        w.write(0, bits: 1)  // spare
        return finish(&w)
    }

    /// CellGroupConfig { cellGroupId 0, rlc-BearerToAddModList { { logicalChannelIdentity 1,
    /// servedRadioBearer srb-Identity 1 } } } (the SRB1 RLC bearer a DU configures).
    static func cellGroupConfig() -> [UInt8] {
        var w = BitWriter(reservingCapacity: 8)
        cellGroupConfig(&w)
        return finish(&w)
    }

    static func cellGroupConfig(_ w: inout BitWriter) {
        w.write(0, bits: 1)  // extension bit
        w.write(0b100_0000, bits: 7)  // rlc-BearerToAddModList present; six more absent
        w.write(0, bits: 2)  // cellGroupId 0 (0..3)
        w.write(0, bits: 5)  // list size 1 (1..32)
        w.write(0, bits: 1)  // RLC-BearerConfig extension bit
        w.write(0b1000, bits: 4)  // servedRadioBearer present
        w.write(0, bits: 5)  // logicalChannelIdentity 1 (1..32)
        w.write(0, bits: 1)  // servedRadioBearer: srb-Identity
        w.write(0, bits: 2)  // srb-Identity 1 (1..3)
    }

    /// DL-CCCH-Message: rrcSetup { rrc-TransactionIdentifier, radioBearerConfig
    /// { srb-ToAddModList { { srb-Identity 1 } } }, masterCellGroup CellGroupConfig }.
    static func rrcSetup(transaction: Int) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 16)
        w.write(0, bits: 1)  // c1
        w.write(1, bits: 2)  // rrcSetup
        w.write(UInt64(transaction & 3), bits: 2)
        w.write(0, bits: 1)  // criticalExtensions: rrcSetup
        w.write(0, bits: 2)  // lateNonCriticalExtension, nonCriticalExtension absent
        w.write(0, bits: 1)  // RadioBearerConfig extension bit
        w.write(0b10000, bits: 5)  // srb-ToAddModList present
        w.write(0, bits: 1)  // list size 1 (1..2)
        w.write(0, bits: 1)  // SRB-ToAddMod extension bit
        w.write(0, bits: 3)  // reestablishPDCP, discardOnPDCP, pdcp-Config absent
        w.write(0, bits: 2)  // srb-Identity 1
        octetString(&w, cellGroupConfig())
        return finish(&w)
    }

    /// UL-DCCH-Message: rrcSetupComplete { selectedPLMN-Identity 1, dedicatedNAS-Message }.
    static func rrcSetupComplete(transaction: Int, nas: [UInt8]) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 16 + nas.count)
        w.write(0, bits: 1)  // c1
        w.write(2, bits: 4)  // rrcSetupComplete
        w.write(UInt64(transaction & 3), bits: 2)
        w.write(0, bits: 1)  // criticalExtensions: rrcSetupComplete
        w.write(0, bits: 6)  // registeredAMF … nonCriticalExtension absent
        w.write(0, bits: 4)  // selectedPLMN-Identity 1 (1..12)
        octetString(&w, nas)
        return finish(&w)
    }

    /// DL-DCCH-Message c1 alternatives (TS 38.331 DL-DCCH-MessageType).
    enum Downlink: UInt64 {
        case rrcReconfiguration = 0, rrcRelease = 2, securityModeCommand = 4, dlInformationTransfer = 5
    }

    /// DL-DCCH-Message: dlInformationTransfer { dedicatedNAS-Message }.
    static func dlInformationTransfer(transaction: Int, nas: [UInt8]) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 8 + nas.count)
        header(&w, Downlink.dlInformationTransfer.rawValue, transaction: transaction)
        w.write(0b100, bits: 3)  // dedicatedNAS-Message present
        octetString(&w, nas)
        return finish(&w)
    }

    /// DL-DCCH-Message: securityModeCommand { securityConfigSMC { securityAlgorithmConfig
    /// { cipheringAlgorithm nea2, integrityProtAlgorithm nia2 } } }.
    static func securityModeCommand(transaction: Int) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 4)
        header(&w, Downlink.securityModeCommand.rawValue, transaction: transaction)
        w.write(0, bits: 2)  // lateNonCriticalExtension, nonCriticalExtension absent
        w.write(0, bits: 1)  // SecurityConfigSMC extension bit
        w.write(0, bits: 1)  // SecurityAlgorithmConfig extension bit
        w.write(1, bits: 1)  // integrityProtAlgorithm present
        w.write(0, bits: 1)  // CipheringAlgorithm extension bit
        w.write(2, bits: 3)  // nea2
        w.write(0, bits: 1)  // IntegrityProtAlgorithm extension bit
        w.write(2, bits: 3)  // nia2
        return finish(&w)
    }

    /// DL-DCCH-Message: rrcReconfiguration with no optional IE (a plain reconfiguration).
    static func rrcReconfiguration(transaction: Int) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 4)
        header(&w, Downlink.rrcReconfiguration.rawValue, transaction: transaction)
        w.write(0, bits: 5)  // radioBearerConfig … nonCriticalExtension absent
        return finish(&w)
    }

    /// DL-DCCH-Message: rrcRelease with no optional IE.
    static func rrcRelease(transaction: Int) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 4)
        header(&w, Downlink.rrcRelease.rawValue, transaction: transaction)
        w.write(0, bits: 6)  // redirectedCarrierInfo … nonCriticalExtension absent
        return finish(&w)
    }

    /// UL-DCCH-Message: securityModeComplete.
    static func securityModeComplete(transaction: Int) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 4)
        w.write(0, bits: 1)
        w.write(5, bits: 4)  // securityModeComplete
        w.write(UInt64(transaction & 3), bits: 2)
        w.write(0, bits: 1)  // criticalExtensions: securityModeComplete
        w.write(0, bits: 2)
        return finish(&w)
    }

    /// UL-DCCH-Message: rrcReconfigurationComplete.
    static func rrcReconfigurationComplete(transaction: Int) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 4)
        w.write(0, bits: 1)
        w.write(1, bits: 4)  // rrcReconfigurationComplete
        w.write(UInt64(transaction & 3), bits: 2)
        w.write(0, bits: 1)
        w.write(0, bits: 2)
        return finish(&w)
    }

    /// UL-DCCH-Message: ulInformationTransfer { dedicatedNAS-Message } (no transaction id).
    static func ulInformationTransfer(nas: [UInt8]) -> [UInt8] {
        var w = BitWriter(reservingCapacity: 8 + nas.count)
        w.write(0, bits: 1)
        w.write(7, bits: 4)  // ulInformationTransfer
        w.write(0, bits: 1)  // criticalExtensions: ulInformationTransfer
        w.write(0b100, bits: 3)
        octetString(&w, nas)
        return finish(&w)
    }

    /// MeasurementTimingConfiguration { criticalExtensions c1 measTimingConf {} } (TS 38.331
    /// clause 11.2.2), the minimal form.
    static let measurementTimingConfiguration: [UInt8] = [0x00]

    /// A PDCP Data PDU for SRB1/SRB2 (TS 38.323 clause 6.2.2.1): 12-bit SN, the RRC message,
    /// then MAC-I — what an F1AP RRCContainer carries for SRBs other than SRB0.
    static func pdcp(sequenceNumber: Int, rrc: [UInt8], macI: [UInt8]) -> [UInt8] {
        [UInt8((sequenceNumber >> 8) & 0x0F), UInt8(sequenceNumber & 0xFF)] + rrc + macI.prefix(4)
    }

    /// 5GS NAS message, security header type 2 (integrity protected and ciphered, TS 24.501
    /// clause 9.3): EPD 0x7E, header type, MAC (4 octets), sequence number, ciphered message.
    static func protectedNAS(sequence: UInt8, mac: [UInt8], ciphered: [UInt8]) -> [UInt8] {
        [0x7E, 0x02] + mac.prefix(4) + [sequence] + ciphered
    }

    private static func header(_ w: inout BitWriter, _ alternative: UInt64, transaction: Int) {
        w.write(0, bits: 1)  // c1
        w.write(alternative, bits: 4)
        w.write(UInt64(transaction & 3), bits: 2)
        w.write(0, bits: 1)  // criticalExtensions: the message's IEs
    }

    /// Unconstrained OCTET STRING in unaligned PER (X.691 clause 11.9.4.2): one-octet length
    /// below 128, two octets (10xxxxxx) below 16384.
    private static func octetString(_ w: inout BitWriter, _ bytes: [UInt8]) {
        let n = min(bytes.count, 16383)
        if n < 128 { w.write(UInt64(n), bits: 8) } else { w.write(0x8000 | UInt64(n), bits: 16) }
        for b in bytes.prefix(n) { w.write(UInt64(b), bits: 8) }
    }

    private static func finish(_ w: inout BitWriter) -> [UInt8] {
        let pad = (8 - w.bitCount % 8) % 8
        if pad > 0 { w.write(0, bits: pad) }
        return w.bytes
    }
}
