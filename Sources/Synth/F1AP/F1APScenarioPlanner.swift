/// Plans the F1AP traffic of a scenario (TS 38.473 clause 8 procedures in the order a gNB-DU
/// and gNB-CU run them): F1 Setup right after the SCTP association is up, UEs attaching
/// (Initial UL RRC Message Transfer, DL/UL RRC Message Transfer, UE Context Setup and
/// Modification), a gNB-DU Configuration Update, the UEs released together, then a Reset.
/// Response latencies are millisecond-scale; everything is drawn from the seeded generator.
struct F1APScenarioPlanner {
    static let ms: Int64 = 1_000_000
    static let us: Int64 = 1_000

    /// Procedure names a scenario may list (``F1APScenarioConfig/procedures``).
    static let procedureNames = [
        "f1-setup", "initial-ul-rrc", "dl-rrc", "ul-rrc", "ue-context-setup", "ue-context-modification",
        "ue-context-release", "du-configuration-update", "reset", "ue-context-modification-required",
    ]

    var random: F1APSynthRandom
    let config: F1APScenarioConfig
    let start: Int64
    let duration: Int64
    let enabled: Set<String>
    var cell: F1APCellModel
    let duID: UInt64
    var duTransaction: Int
    var cuTransaction: Int
    /// SCTP handshake instants: INIT, INIT ACK, COOKIE ECHO, COOKIE ACK.
    var handshake: [Int64] = []
    var messages: [F1APPlannedMessage] = []
    /// First gNB-DU / gNB-CU UE F1AP ids; UE k gets base + k.
    let duUEBase: UInt64
    let cuUEBase: UInt64
    /// Number of outbound streams each side uses (stream 0 for non-UE signalling).
    static let streams: UInt16 = 8

    init(config: F1APScenarioConfig, start: Int64, duration: Int64, seed: UInt64) {
        var r = F1APSynthRandom(seed: seed ^ 0xF1A9_F1A9_0000_0000)
        self.config = config
        // Bounded so that no arithmetic on scenario values can overflow: ±2^61 ns around the
        // epoch, durations from 10 ms to 10 days.
        self.start = min(max(start, -(1 << 61)), 1 << 61)
        self.duration = min(max(duration, 10 * Self.ms), 864_000_000 * Self.ms)
        let known = Set(Self.procedureNames)
        enabled = config.procedures.isEmpty ? known : Set(config.procedures.filter(known.contains))
        let gnbID = UInt64(r.int(1...0x3F_FFFF))
        duID = UInt64(r.int(1...0xFFFF))
        cell = F1APCellModel(cellIdentity: gnbID << 14 | UInt64(r.int(0...15)), pci: Int(r.int(0...1007)),
                             tac: [0, 0, UInt8(r.int(1...255))], arfcn: Int(r.int(620_000...653_333)))
        if let si = config.systemInformation { cell.apply(si) }
        duTransaction = Int(r.int(0...255))
        cuTransaction = Int(r.int(0...255))
        duUEBase = UInt64(r.int(0...4000))
        cuUEBase = UInt64(r.int(0...4000))
        random = r
    }

    mutating func latency(_ lo: Int64, _ hi: Int64) -> Int64 { random.int(lo...hi) }

    mutating func nextDUTransaction() -> Int {
        defer { duTransaction = (duTransaction + 1) & 0xFF }
        return duTransaction
    }

    mutating func add(_ name: String, at time: Int64, stream: UInt16, ue: Int? = nil, procedure: String, ies: [F1APIEField]) {
        guard enabled.contains(procedure), let spec = F1APMessageTable.spec(name) else { return }
        var m = F1APPlannedMessage(
            sender: spec.sentByDU ? .du : .cu, timestampNanoseconds: time, messageName: name, procedureCode: spec.procedureCode,
            pduAlternative: spec.pduAlternative, stream: stream, ue: ue, transactionID: nil, gnbCUUEF1APID: nil, gnbDUUEF1APID: nil,
            srbID: nil, faults: [], removedIEs: [], comment: nil, ies: ies)
        m.refreshViews()
        messages.append(m)
    }

    /// The whole plan, sorted by time, with a minimum spacing between consecutive messages so
    /// that the capture order is the plan order.
    mutating func plan() -> [F1APPlannedMessage] {
        let d = duration
        var t = start + latency(100 * Self.us, 400 * Self.us)
        handshake = [t]
        t += latency(150 * Self.us, 400 * Self.us); handshake.append(t)
        t += latency(50 * Self.us, 150 * Self.us); handshake.append(t)
        t += latency(80 * Self.us, 250 * Self.us); handshake.append(t)
        t += latency(300 * Self.us, 700 * Self.us)

        // F1 Setup.
        let setupTx = nextDUTransaction()
        add("F1SetupRequest", at: t, stream: 0, procedure: "f1-setup",
            ies: F1APMessageFactory.f1SetupRequest(tx: setupTx, duID: duID, duName: "du-\(duID)", cell: cell))
        t += latency(2 * Self.ms, 6 * Self.ms)
        add("F1SetupResponse", at: t, stream: 0, procedure: "f1-setup",
            ies: F1APMessageFactory.f1SetupResponse(tx: setupTx, cuName: "cu-1", cell: cell))
        let setupDone = t

        // UEs attach across the first half of the duration.
        let ues = max(0, min(config.ues, 4096))
        let windowStart = setupDone + 5 * Self.ms
        let windowEnd = max(windowStart + Self.ms, start + d * 45 / 100)
        let slot = max(Self.ms, (windowEnd - windowStart) / Int64(max(ues, 1)))
        var flowEnds: [Int64] = []
        for k in 0..<ues {
            let attach = windowStart + Int64(k) * slot + latency(0, slot / 4)
            flowEnds.append(ueAttach(k, at: attach))
        }

        // gNB-DU Configuration Update half way.
        let configTime = max(start + d / 2, setupDone + 2 * Self.ms) + latency(0, 2 * Self.ms)
        let configTx = nextDUTransaction()
        add("GNBDUConfigurationUpdate", at: configTime, stream: 0, procedure: "du-configuration-update",
            ies: F1APMessageFactory.duConfigurationUpdate(tx: configTx, cell: cell))
        add("GNBDUConfigurationUpdateAcknowledge", at: configTime + latency(2 * Self.ms, 5 * Self.ms), stream: 0,
            procedure: "du-configuration-update", ies: F1APMessageFactory.transactionOnly(tx: configTx))

        // The CU releases every UE at once (bundling material), the DU completes each.
        var releaseTime = max(start + d * 70 / 100, (flowEnds.max() ?? setupDone) + 5 * Self.ms)
        var lastRelease = releaseTime
        for k in 0..<ues {
            let cu = cuUEBase + UInt64(k), du = duUEBase + UInt64(k)
            let stream = Self.ueStream(k)
            let rrc = NRRRCContainers.pdcp(sequenceNumber: 6, rrc: NRRRCContainers.rrcRelease(transaction: 1), macI: [0, 0, 0, 0])
            add("UEContextReleaseCommand", at: releaseTime, stream: stream, ue: k, procedure: "ue-context-release",
                ies: F1APMessageFactory.ueContextReleaseCommand(cu: cu, du: du, rrc: rrc))
            let complete = releaseTime + latency(1 * Self.ms, 3 * Self.ms)
            add("UEContextReleaseComplete", at: complete, stream: stream, ue: k, procedure: "ue-context-release",
                ies: F1APMessageFactory.ueContextReleaseComplete(cu: cu, du: du))
            lastRelease = max(lastRelease, complete)
            releaseTime += 20 * Self.us
        }

        // Reset at the end.
        let resetTime = max(start + d * 90 / 100, lastRelease + 5 * Self.ms, configTime + 10 * Self.ms)
        let resetTx = nextDUTransaction()
        add("Reset", at: resetTime, stream: 0, procedure: "reset", ies: F1APMessageFactory.reset(tx: resetTx))
        add("ResetAcknowledge", at: resetTime + latency(2 * Self.ms, 6 * Self.ms), stream: 0, procedure: "reset",
            ies: F1APMessageFactory.transactionOnly(tx: resetTx))
        return messages
    }

    static func ueStream(_ k: Int) -> UInt16 { 1 + UInt16(k % Int(streams - 1)) }

    /// One UE's attach (TS 38.401 clause 8.1 UE initial access, with security and
    /// reconfiguration): returns when its last message is sent.
    mutating func ueAttach(_ k: Int, at time: Int64) -> Int64 {
        let du = duUEBase + UInt64(k), cu = cuUEBase + UInt64(k)
        let stream = Self.ueStream(k)
        let cRNTI = 0x4601 + k * 7 + Int(random.int(0...6))
        var t = time
        var pdcpDL = 0, pdcpUL = 0
        // MAC-I of the null integrity algorithm NIA0 (TS 33.501 annex D.1): all zeros, which is
        // what a capture without keys can verify.
        func macI() -> [UInt8] { [0, 0, 0, 0] }
        func nas(_ lo: Int64, _ hi: Int64, _ seq: UInt8) -> [UInt8] {
            NRRRCContainers.protectedNAS(sequence: seq, mac: random.bytes(4), ciphered: random.bytes(Int(random.int(lo...hi))))
        }
        let tx = nextDUTransaction()
        add("InitialULRRCMessageTransfer", at: t, stream: stream, ue: k, procedure: "initial-ul-rrc",
            ies: F1APMessageFactory.initialULRRC(du: du, cell: cell, cRNTI: cRNTI,
                                                 rrc: NRRRCContainers.rrcSetupRequest(randomValue: random.next()),
                                                 duToCU: NRRRCContainers.cellGroupConfig(), tx: tx))
        t += latency(1500 * Self.us, 4 * Self.ms)
        add("DLRRCMessageTransfer", at: t, stream: stream, ue: k, procedure: "dl-rrc",
            ies: F1APMessageFactory.rrcTransfer(cu: cu, du: du, srbID: 0, rrc: NRRRCContainers.rrcSetup(transaction: 0)))
        t += latency(8 * Self.ms, 15 * Self.ms)
        let setupComplete = NRRRCContainers.rrcSetupComplete(transaction: 0, nas: nas(40, 90, 0))
        add("ULRRCMessageTransfer", at: t, stream: stream, ue: k, procedure: "ul-rrc",
            ies: F1APMessageFactory.rrcTransfer(cu: cu, du: du, srbID: 1, rrc: NRRRCContainers.pdcp(sequenceNumber: pdcpUL, rrc: setupComplete, macI: macI())))
        pdcpUL += 1
        // NAS authentication / security through the AMF, carried in DL/UL Information Transfer.
        t += latency(20 * Self.ms, 40 * Self.ms)
        add("DLRRCMessageTransfer", at: t, stream: stream, ue: k, procedure: "dl-rrc",
            ies: F1APMessageFactory.rrcTransfer(cu: cu, du: du, srbID: 1, rrc: NRRRCContainers.pdcp(
                sequenceNumber: pdcpDL, rrc: NRRRCContainers.dlInformationTransfer(transaction: 1, nas: nas(40, 700, 1)), macI: macI())))
        pdcpDL += 1
        t += latency(5 * Self.ms, 10 * Self.ms)
        add("ULRRCMessageTransfer", at: t, stream: stream, ue: k, procedure: "ul-rrc",
            ies: F1APMessageFactory.rrcTransfer(cu: cu, du: du, srbID: 1, rrc: NRRRCContainers.pdcp(
                sequenceNumber: pdcpUL, rrc: NRRRCContainers.ulInformationTransfer(nas: nas(20, 60, 1)), macI: macI())))
        pdcpUL += 1
        // UE context setup carrying the RRC Security Mode Command.
        t += latency(10 * Self.ms, 30 * Self.ms)
        var setupRequest = F1APMessageFactory.ueContextSetupRequest(cu: cu, du: du, cell: cell, rrc: NRRRCContainers.pdcp(
            sequenceNumber: pdcpDL, rrc: NRRRCContainers.securityModeCommand(transaction: 2), macI: macI()), capabilities: [])
        var setupResponse = F1APMessageFactory.ueContextResponse(cu: cu, du: du, cellGroupConfig: NRRRCContainers.cellGroupConfig())
        if config.bearers { Self.addSetupBearers(request: &setupRequest, response: &setupResponse) }
        add("UEContextSetupRequest", at: t, stream: stream, ue: k, procedure: "ue-context-setup", ies: setupRequest)
        let smcSN = pdcpDL
        pdcpDL += 1
        t += latency(1 * Self.ms, 4 * Self.ms)
        add("UEContextSetupResponse", at: t, stream: stream, ue: k, procedure: "ue-context-setup", ies: setupResponse)
        if config.bearers { deliveryReport(cu: cu, du: du, ue: k, stream: stream, after: t, pdcpSN: smcSN, procedure: "ue-context-setup") }
        t += latency(8 * Self.ms, 20 * Self.ms)
        add("ULRRCMessageTransfer", at: t, stream: stream, ue: k, procedure: "ul-rrc",
            ies: F1APMessageFactory.rrcTransfer(cu: cu, du: du, srbID: 1, rrc: NRRRCContainers.pdcp(
                sequenceNumber: pdcpUL, rrc: NRRRCContainers.securityModeComplete(transaction: 2), macI: macI())))
        pdcpUL += 1
        // Reconfiguration through UE context modification.
        t += latency(10 * Self.ms, 40 * Self.ms)
        var modificationRequest = F1APMessageFactory.ueContextModificationRequest(cu: cu, du: du, rrc: NRRRCContainers.pdcp(
            sequenceNumber: pdcpDL, rrc: NRRRCContainers.rrcReconfiguration(transaction: 3), macI: macI()))
        var modificationResponse = F1APMessageFactory.ueContextResponse(cu: cu, du: du, cellGroupConfig: NRRRCContainers.cellGroupConfig())
        if config.bearers { Self.addModificationBearers(request: &modificationRequest, response: &modificationResponse) }
        add("UEContextModificationRequest", at: t, stream: stream, ue: k, procedure: "ue-context-modification", ies: modificationRequest)
        let reconfigurationSN = pdcpDL
        pdcpDL += 1
        t += latency(1 * Self.ms, 4 * Self.ms)
        add("UEContextModificationResponse", at: t, stream: stream, ue: k, procedure: "ue-context-modification", ies: modificationResponse)
        if config.bearers { deliveryReport(cu: cu, du: du, ue: k, stream: stream, after: t, pdcpSN: reconfigurationSN, procedure: "ue-context-modification") }
        t += latency(8 * Self.ms, 20 * Self.ms)
        add("ULRRCMessageTransfer", at: t, stream: stream, ue: k, procedure: "ul-rrc",
            ies: F1APMessageFactory.rrcTransfer(cu: cu, du: du, srbID: 1, rrc: NRRRCContainers.pdcp(
                sequenceNumber: pdcpUL, rrc: NRRRCContainers.rrcReconfigurationComplete(transaction: 3), macI: macI())))
        if config.bearers { t = modificationRequired(cu: cu, du: du, ue: k, stream: stream, after: t) }
        return t
    }
}

extension F1APPlannedMessage {
    /// Fills the identifier views from the IE list.
    mutating func refreshViews() {
        func int(_ id: Int) -> Int64? {
            guard let ie = ies.first(where: { $0.id == id }), case .integer(let v) = ie.value else { return nil }
            return v
        }
        transactionID = int(78).map { Int($0) }
        gnbCUUEF1APID = int(40).map { UInt64($0) }
        gnbDUUEF1APID = int(41).map { UInt64($0) }
        srbID = int(64).map { Int($0) }
    }
}
