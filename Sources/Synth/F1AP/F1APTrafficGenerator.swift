import F1AP

/// F1-C traffic of a scenario: one SCTP association from the gNB-DU to the gNB-CU (TS 38.472: CU
/// port 38472, PPID 62) carrying the F1AP procedures the scenario enables, encoded with the
/// project's APER encoder against the committed TS 38.473 schema, with the scenario's fault
/// switches applied. Deterministic for a seed.
///
/// The frames are built when the generator is created (F1-C traffic is small) and handed out
/// in timestamp order.
///
/// Fault switches (``F1APFaultConfig``; `occurrence` counts messages of that name, 1-based):
/// - `missing-mandatory-ie`: removes IE `ieID` from `message` (default gNB-DU ID, 42, from the
///   F1SetupRequest; without `ieID`, the message's first mandatory IE that is not a
///   TransactionID or UE F1AP ID).
/// - `wrong-transaction-id`: the response (`message` may name it or its request; default
///   F1SetupResponse) carries another TransactionID than its request.
/// - `response-timeout`: the response to the request (default GNBDUConfigurationUpdate) is not
///   sent, or sent `delayMicroseconds` late (at most one hour).
/// - `ue-id-mismatch`: `message` (default the first ULRRCMessageTransfer) carries a gNB-DU UE
///   F1AP ID that is not its UE's.
/// - `ue-message-before-setup`: an InitialULRRCMessageTransfer (or ULRRCMessageTransfer) for an
///   extra UE right after the SCTP handshake, before the F1 Setup Request.
/// - `cu-starts-association`: the gNB-CU sends the SCTP INIT (and COOKIE ECHO) of the
///   association instead of the gNB-DU (TS 38.472 clause 7).
/// - `drb-list-mismatch`: the UEContextSetupRequest (`occurrence`) asks for DRBs 1 and 2, its
///   response sets up DRBs 1 and 3.
/// - `rrc-delivery-report-missing`: the DLRRCMessageTransfer `occurrence` (default 2, the first
///   on SRB1) sets RRC Delivery Status Request; no RRC DELIVERY REPORT is sent.
/// - `rrc-delivery-report-unsolicited`: an RRC DELIVERY REPORT no request asked for, right
///   after the ULRRCMessageTransfer `occurrence`.
/// - `srb-not-set-up`: the ULRRCMessageTransfer (or `message` DLRRCMessageTransfer)
///   `occurrence` (default 2) travels on SRB2 before any UE Context Setup set it up.
/// Frames carrying a faulty message get a pcapng comment `fault NAME: …`. Faults that find
/// nothing to act on (unknown name, message or IE) are listed in ``unappliedFaults``.
public struct F1APTrafficGenerator: SynthFrameSource {
    /// The messages in the order they are sent (faults applied; suppressed responses absent).
    public let plan: [F1APPlannedMessage]
    /// Faults of the scenario that found nothing to act on, with the reason.
    public let unappliedFaults: [String]
    /// Messages the encoder rejected (empty unless the generator has a bug).
    public let encodingProblems: [String]
    /// All frames, in timestamp order.
    public let frames: [SynthFrame]
    /// For each plan entry: the TSNs of its DATA chunks, its SSN and the indices (into
    /// ``frames``) of the frames carrying them.
    public let placements: [F1APMessagePlacement]
    /// The encoded F1AP PDU of each plan entry.
    public let encodedPDUs: [[UInt8]]
    private var position = 0

    /// Fault names the generator knows (`F1APFaultConfig.name`).
    public static var faultNames: [String] { F1APFaultInjector.faultNames }
    /// Procedure names a scenario may list (`F1APScenarioConfig.procedures`).
    public static var procedureNames: [String] { F1APScenarioPlanner.procedureNames }

    public init(config: F1APScenarioConfig, du: F1APEndpoint, cu: F1APEndpoint, startNanoseconds: Int64, durationNanoseconds: Int64, seed: UInt64) {
        var planner = F1APScenarioPlanner(config: config, start: startNanoseconds, duration: durationNanoseconds, seed: seed)
        var messages = planner.plan()
        var random = F1APSynthRandom(seed: seed ^ 0x5C7B_0000_5C7B)
        var injector = F1APFaultInjector(messages: Self.ordered(messages), random: random, planner: planner)
        for fault in config.faults { injector.apply(fault) }
        messages = Self.spaced(Self.ordered(injector.messages))
        random = injector.random
        unappliedFaults = injector.unapplied

        var problems: [String] = []
        var pdus: [[UInt8]] = []
        var kept: [F1APPlannedMessage] = []
        for m in messages {
            guard let value = m.value else { problems.append("\(m.messageName): unknown message"); continue }
            do {
                pdus.append(try F1AP.schema.encodeAPER(value, as: F1AP.pduTypeName))
                kept.append(m)
            } catch {
                problems.append("\(m.messageName): \(error)")
            }
        }
        encodingProblems = problems
        plan = kept
        encodedPDUs = pdus

        let first = (UInt16(truncatingIfNeeded: random.next()), UInt16(truncatingIfNeeded: random.next()))
        var association = SCTPAssociationSimulator(
            writer: SCTPFrameWriter(du: du, cu: cu, firstIdentification: first), bundling: config.bundling,
            fragmentSize: config.fragmentSize, random: &random)
        association.handshake(planner.handshake, cuStarts: config.faults.contains { $0.name == "cu-starts-association" }, random: &random)
        if let end = planner.handshake.last { association.lastDataTime = end }
        association.send(kept.enumerated().map { i, m in
            SCTPAssociationSimulator.UserMessage(time: m.timestampNanoseconds, fromDU: m.sender == .du, stream: m.stream, bytes: pdus[i], comment: m.comment, index: i)
        })
        // Stable order by time (SACKs were produced out of order).
        let order = association.frames.indices.sorted {
            let a = association.frames[$0].timestampNanoseconds, b = association.frames[$1].timestampNanoseconds
            return a != b ? a < b : $0 < $1
        }
        var newIndex = [Int](repeating: 0, count: order.count)
        for (n, old) in order.enumerated() { newIndex[old] = n }
        frames = order.map { association.frames[$0] }
        placements = kept.indices.map { i in
            let p = association.placements[i] ?? .init()
            return F1APMessagePlacement(tsns: p.tsns, streamSequenceNumber: p.sequence, frameIndices: p.frames.map { newIndex[$0] })
        }
    }

    /// Plan order: by time, ties in insertion order.
    static func ordered(_ messages: [F1APPlannedMessage]) -> [F1APPlannedMessage] {
        messages.enumerated().sorted { a, b in
            a.element.timestampNanoseconds != b.element.timestampNanoseconds
                ? a.element.timestampNanoseconds < b.element.timestampNanoseconds : a.offset < b.offset
        }.map(\.element)
    }

    /// Keeps at least 300 µs between messages of different senders and 20 µs between messages
    /// of one sender, so that packets of one side never interleave with the other's.
    static func spaced(_ messages: [F1APPlannedMessage]) -> [F1APPlannedMessage] {
        var out = messages
        for i in out.indices.dropFirst() {
            let gap: Int64 = out[i].sender == out[i - 1].sender ? 20_000 : 300_000
            out[i].timestampNanoseconds = max(out[i].timestampNanoseconds, out[i - 1].timestampNanoseconds + gap)
        }
        return out
    }

    public var nextTimestampNanoseconds: Int64? { position < frames.count ? frames[position].timestampNanoseconds : nil }

    public mutating func next() -> SynthFrame? {
        guard position < frames.count else { return nil }
        defer { position += 1 }
        return frames[position]
    }
}

/// Where one planned F1AP message went on the wire.
public struct F1APMessagePlacement: Sendable, Equatable {
    public var tsns: [UInt32]
    public var streamSequenceNumber: UInt16
    /// Indices into ``F1APTrafficGenerator/frames`` of the frames carrying its chunks.
    public var frameIndices: [Int]
}
