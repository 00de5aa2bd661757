import WireCore

/// How the eCPRI PDU reached us (affects FH-ECPRI-EXACT: Ethernet minimum-frame padding).
public enum FronthaulTransport: Sendable, Hashable {
    case ethernet, udp, roe
}

/// An O-RAN message decoded without an eCPRI header (`--proto oran-cplane|oran-uplane`, RoE).
public enum ORANMessage: Hashable, Sendable {
    case cPlane(CPlaneMessage)
    case uPlane(UPlaneMessage)
}

/// Decodes eCPRI PDUs and bare O-RAN messages with a ``FronthaulContext``; keeps the per-flow
/// static-compression inference state.
public struct FronthaulDecoder: Sendable {
    public var context: FronthaulContext
    /// Inferred static formats per flow key (eAxC << 1 | direction).
    public internal(set) var inferred: [UInt32: IQFormat] = [:]
    /// Set by `decodeUPlane` when a section failed after the header decoded (partial message kept).
    var sectionError: DecodingError?

    public init(context: FronthaulContext) { self.context = context }

    /// Decodes one eCPRI PDU starting at the eCPRI common header. `baseBitOffset` is its bit offset
    /// in the frame, so field offsets and error locations are in frame coordinates.
    ///
    /// `radioTransportPieces`: the PDU is a U-plane message the radio transport layer sent in that
    /// many pieces, put back together (O-RAN.WG4.CUS §5.5.3; NetLayers' reassembly); 1 for a
    /// message sent whole with E = 0 (its sender continues no first piece);
    /// ``RadioTransportPieces/reassembledApart`` for a concatenated PDU whose pieces were
    /// reassembled apart (they are read to their transport headers); 0 otherwise.
    public mutating func decode(ecpri payload: ArraySlice<UInt8>, baseBitOffset: Int = 0, transport: FronthaulTransport = .ethernet,
                                radioTransportPieces: Int = 0) -> FronthaulDecodeResult {
        var result = FronthaulDecodeResult(context: context, baseBitOffset: baseBitOffset)
        var r = BitReader(payload, baseBitOffset: baseBitOffset)
        while true {
            guard result.messages.count < Limits.maximumConcatenatedMessages else {
                result.error = DecodingError(.limitExceeded, "more than \(Limits.maximumConcatenatedMessages) concatenated eCPRI messages", bitOffset: r.absoluteBitOffset, fieldPath: "ecpri.cbit")
                    .naming(FronthaulRuleRegistry.ecpriPayloadFits.id)
                break
            }
            let msgStart = r.absoluteBitOffset
            let msgStartByte = r.bitPosition / 8
            guard r.remainingBits >= 32 else {
                result.error = r.truncatedError(field: r.remainingBits >= 16 ? "ecpri.size" : r.remainingBits >= 8 ? "ecpri.type" : "ecpri.revision", bits: 32)
                    .naming(FronthaulRuleRegistry.ecpriPayloadFits.id)
                if result.messages.isEmpty == false {
                    result.findings.append(Finding(id: FronthaulRuleRegistry.ecpriConcatenation.id, severity: .error, message: "C bit set but no complete eCPRI header follows", fieldPath: "ecpri.cbit", bitOffset: msgStart))
                }
                break
            }
            let w = r.readUInt32() ?? 0
            let header = ECPRICommonHeader(revision: UInt8(w >> 28), reserved: UInt8((w >> 25) & 7), concatenation: (w >> 24) & 1 == 1, messageType: UInt8((w >> 16) & 0xFF), payloadSize: UInt16(w & 0xFFFF))
            // Findings go straight into the result (nothing else adds to it while this message
            // is decoded), with no per-message array to allocate and append.
            func add(_ id: RuleID, _ sev: Finding.Severity, _ msg: String, _ path: String, _ off: Int, _ len: Int) {
                result.findings.append(Finding(id: id, severity: sev, message: msg, fieldPath: path, bitOffset: msgStart + off, bitLength: len))
            }
            if header.revision != 1 { add(FronthaulRuleRegistry.ecpriRevision.id, .error, "ecpriRevision \(header.revision), expected 1", "ecpri.revision", 0, 4) }
            if header.reserved != 0 { add(FronthaulRuleRegistry.ecpriReserved.id, .warning, "reserved bits are \(header.reserved)", "ecpri.reserved", 4, 3) }
            let t = header.messageType
            if ![0, 2, 5].contains(t) && t < 64 {
                add(FronthaulRuleRegistry.ecpriMessageType.id, .warning, "message type \(t) (\(ECPRIMessageType.name(t))) is not used by O-RAN fronthaul", "ecpri.type", 8, 8)
            }
            let size = Int(header.payloadSize)
            guard size <= r.remainingBytes else {
                add(FronthaulRuleRegistry.ecpriPayloadFits.id, .error, "payload size \(size) exceeds the \(r.remainingBytes) bytes available", "ecpri.size", 16, 16)
                result.error = DecodingError(.lengthExceedsEnclosing, "ecpri.size \(size) > \(r.remainingBytes) bytes available", bitOffset: msgStart + 16, bitLength: 16, fieldPath: "ecpri.size")
                    .naming(FronthaulRuleRegistry.ecpriPayloadFits.id)
                result.appendMessage(ECPRIMessage(header: header, body: .opaque(Array(r.remainingSlice))), at: msgStart)
                break
            }
            if let minimum = ECPRIMessageType.minimumPayload(t), size < minimum {
                add(FronthaulRuleRegistry.ecpriMinimumPayload.id, .error, "payload size \(size) below the type-\(t) minimum \(minimum)", "ecpri.size", 16, 16)
            }
            guard var body = r.subReader(byteCount: size) else { break }
            var message = ECPRIMessage(header: header, body: .opaque([]))
            if header.revision != 1 {
                message.body = .opaque(Array(body.bytes))
            } else if !decodeBody(of: &message, type: t, &body, into: &result, pieces: radioTransportPieces) {
                result.appendMessage(message, at: msgStart)
                break
            }
            if header.concatenation {
                let used = r.bitPosition / 8 - msgStartByte
                let pad = (4 - used & 3) & 3
                let available = min(pad, r.remainingBytes)
                message.alignmentPadding = Array(r.readBytes(available) ?? [])
                result.appendMessage(message, at: msgStart)
                if r.remainingBytes == 0 {
                    add(FronthaulRuleRegistry.ecpriConcatenation.id, .error, "C bit set on the last eCPRI message of the PDU", "ecpri.cbit", 7, 1)
                    break
                }
                continue
            }
            result.appendMessage(message, at: msgStart)
            let rest = r.remainingBytes
            if rest > 0 {
                let total = r.bitPosition / 8
                // Ethernet pads to 60 bytes before FCS: ≤ 46 bytes of eCPRI need padding (42 with a
                // VLAN tag). The pad's content is not specified (IEEE 802.3 §3.2.8; NICs have padded
                // with whatever their buffer held), so pad octets are padding whatever they hold.
                let paddingAllowed = transport == .ethernet && total + rest <= 46
                if !paddingAllowed {
                    // Every frame ending so is a capture device's trailer more likely than the senders'.
                    let hint = transport == .ethernet && rest <= 64 ? " (on every frame of every sender, a capture device's trailer: --set net.trailer=\(rest))" : ""
                    result.findings.append(Finding(id: FronthaulRuleRegistry.ecpriNoTrailingBytes.id, severity: .error, message: "\(rest) bytes follow the eCPRI message (payload size \(size))\(hint)", fieldPath: "ecpri.size", bitOffset: msgStart + 16, bitLength: 16))
                }
                result.trailing = Array(r.remainingSlice)
            }
            break
        }
        return result
    }

    /// Decodes a bare C-plane message (starting at the radio application header, no eCPRI header).
    public mutating func decode(oranCPlane payload: ArraySlice<UInt8>, baseBitOffset: Int = 0) -> FronthaulDecodeResult {
        var result = FronthaulDecodeResult(context: context, baseBitOffset: baseBitOffset)
        var r = BitReader(payload, baseBitOffset: baseBitOffset)
        do throws(DecodingError) {
            var partial: DecodingError?
            result.bare = .cPlane(try CPlaneMessage.decode(&r, context: context, findings: &result.findings, sectionError: &partial))
            result.error = partial?.naming(FronthaulRuleRegistry.cPlaneSectionCount.id)
        } catch {
            result.error = error.naming(FronthaulRuleRegistry.cPlaneSectionCount.id)
        }
        return result
    }

    /// Decodes a bare U-plane message; `eAxC` selects the flow's context (compression, udCompHdr).
    public mutating func decode(oranUPlane payload: ArraySlice<UInt8>, baseBitOffset: Int = 0, eAxC: UInt16 = 0) -> FronthaulDecodeResult {
        var result = FronthaulDecodeResult(context: context, baseBitOffset: baseBitOffset)
        result.bareEAxC = eAxC
        var r = BitReader(payload, baseBitOffset: baseBitOffset)
        do throws(DecodingError) {
            sectionError = nil
            // Two fields of the result passed inout at once: through locals (one box, one access).
            var notes: [String] = []
            swap(&notes, &result.inferredCompression)
            defer { swap(&notes, &result.inferredCompression) }
            result.bare = .uPlane(try decodeUPlane(&r, eAxC: eAxC, findings: &result.findings, notes: &notes))
            result.error = sectionError?.naming(FronthaulRuleRegistry.uPlaneLayout.id)
            sectionError = nil
        } catch {
            result.error = error.naming(FronthaulRuleRegistry.uPlaneLayout.id)
        }
        return result
    }

    /// Decodes an IEEE 1914.3 RoE PDU (after EtherType 0xFC3D, O-RAN.WG4.CUS §5.1.3.3).
    ///
    /// An O-RAN subType (128–131, Table 5.1.3.3.2-1) gives one message in ``FronthaulDecodeResult/messages``
    /// as an eCPRI PDU would: RoEorderInfo holds the octets of ecpriRtcid/ecpriPcid and ecpriSeqid
    /// (§5.1.3.3.5), so the body is decoded from there as an eCPRI type 2 (C-plane) or type 0
    /// (U-plane) body, and the message's eCPRI header is the one that body would have had
    /// (revision 1, payload size RoElength + 4), read by no eCPRI rule (the result's
    /// ``FronthaulDecodeResult/roe`` says the transport). Any other subType (RoE control packets,
    /// other mappers) gives the header alone. FH-ROE-LENGTH judges RoElength (§5.1.3.3.4: the
    /// octets after the 8-octet header), Ethernet minimum-frame padding allowed after it.
    /// `radioTransportPieces` as for ``decode(ecpri:baseBitOffset:transport:radioTransportPieces:)``.
    public mutating func decode(roe payload: ArraySlice<UInt8>, baseBitOffset: Int = 0, radioTransportPieces: Int = 0) -> FronthaulDecodeResult {
        var result = FronthaulDecodeResult(context: context, baseBitOffset: baseBitOffset)
        var r = BitReader(payload, baseBitOffset: baseBitOffset)
        let header: RoEHeader
        do throws(DecodingError) {
            header = try RoEHeader.decode(&r)
        } catch {
            result.error = error.naming(FronthaulRuleRegistry.roeLength.id)
            return result
        }
        result.roe = header
        guard let type = RoEHeader.oranMessageType(subType: header.subType) else { return result }
        let size = Int(header.length)
        let available = r.remainingBytes
        guard size <= available else {
            result.findings.append(Finding(id: FronthaulRuleRegistry.roeLength.id, severity: .error, message: "RoElength \(size) exceeds the \(available) octets after the RoE header",
                                           fieldPath: "roe.length", bitOffset: baseBitOffset + 16, bitLength: 16))
            result.error = DecodingError(.lengthExceedsEnclosing, "roe.length \(size) > \(available) octets available", bitOffset: baseBitOffset + 16, bitLength: 16, fieldPath: "roe.length")
                .naming(FronthaulRuleRegistry.roeLength.id)
            return result
        }
        // The body as eCPRI's: from RoEorderInfo (octet 5) to the end of RoElength.
        let bodyStart = payload.startIndex + 4
        var body = BitReader(payload[bodyStart..<(bodyStart + 4 + size)], baseBitOffset: baseBitOffset + 32)
        var message = ECPRIMessage(header: ECPRICommonHeader(messageType: type, payloadSize: UInt16(clamping: size + 4)), body: .opaque([]))
        _ = decodeBody(of: &message, type: type, &body, into: &result, pieces: radioTransportPieces)
        result.appendMessage(message, at: baseBitOffset)
        let rest = available - size
        guard rest > 0 else { return result }
        result.trailing = Array(payload.suffix(rest))
        if header.isConcatenatedMapping {
            // Table 5.1.3.3.2-1 names the mapping; no clause lays out the messages after the first.
            if result.error == nil {
                result.error = DecodingError(.unsupported, "RoE subType \(header.subType) (with concatenation): \(rest) octets after the first message, whose layout O-RAN.WG4.CUS §5.1.3.3.2 does not give",
                                             bitOffset: baseBitOffset + (8 + size) * 8, bitLength: rest * 8, fieldPath: "roe.subtype")
            }
        } else if 8 + size + rest > 46 {
            // Ethernet pads a payload under 46 octets (IEEE 802.3 §3.2.8), whatever the pad holds.
            let hint = rest <= 64 ? " (on every frame of every sender, a capture device's trailer: --set net.trailer=\(rest))" : ""
            result.findings.append(Finding(id: FronthaulRuleRegistry.roeLength.id, severity: .error, message: "\(rest) octets follow the RoE payload (RoElength \(size))\(hint)",
                                           fieldPath: "roe.length", bitOffset: baseBitOffset + 16, bitLength: 16))
        }
        return result
    }

    /// Decodes `message`'s body, of eCPRI type `type`, from `body`; its findings, compression
    /// notes and a section that stopped decoding go into `result`. False when decoding stopped
    /// (the body is then kept opaque and `result.error` says why).
    @inline(__always)
    private mutating func decodeBody(of message: inout ECPRIMessage, type: UInt8, _ body: inout BitReader, into result: inout FronthaulDecodeResult, pieces: Int) -> Bool {
        do throws(DecodingError) {
            var notes: [String] = []
            sectionError = nil
            message.body = try decodeBody(type: type, &body, findings: &result.findings, notes: &notes, pieces: pieces)
            if !notes.isEmpty { result.inferredCompression += notes }
            if let e = sectionError {
                result.error = e.naming(Self.structureRule(messageType: type))
                sectionError = nil
            }
            return true
        } catch {
            result.error = error.naming(Self.structureRule(messageType: type))
            message.body = .opaque(Array(body.bytes))
            return false
        }
    }

    /// The structure rule a message of eCPRI `messageType` breaks when its decoder stops without
    /// naming a finer one: the C-plane section count (O-RAN.WG4.CUS §7.5.2.8), the U-plane section
    /// layout (§8.3.3), else the eCPRI payload size (eCPRI v2.0 §3.1.3.1.4).
    static func structureRule(messageType: UInt8) -> RuleID {
        switch messageType {
        case 2: FronthaulRuleRegistry.cPlaneSectionCount.id
        case 0: FronthaulRuleRegistry.uPlaneLayout.id
        default: FronthaulRuleRegistry.ecpriPayloadFits.id
        }
    }

    mutating func decodeBody(type: UInt8, _ r: inout BitReader, findings: inout [Finding], notes: inout [String], pieces: Int = 0) throws(DecodingError) -> ECPRIBody {
        switch type {
        case 0, 2:
            let start = r.absoluteBitOffset
            guard r.remainingBits >= 32 else {
                throw r.truncatedError(field: type == 0 ? "ecpri.pcid" : "ecpri.rtcid", bits: 32).naming(FronthaulRuleRegistry.ecpriPayloadFits.id)
            }
            let id = UInt16(r.readUInt16() ?? 0)
            let seq = UInt16(r.readUInt16() ?? 0)
            let transport = ORANTransportHeader(eAxC: id, sequenceId: UInt8(seq >> 8), eBit: seq & 0x80 != 0, subsequenceId: UInt8(seq & 0x7F))
            if type == 2 {
                if !transport.eBit || transport.subsequenceId != 0 {
                    findings.append(Finding(id: FronthaulRuleRegistry.cPlaneNotFragmented.id, severity: .error, message: "C-plane must not be radio-transport fragmented (E=\(transport.eBit ? 1 : 0), subsequence \(transport.subsequenceId))", fieldPath: "oran_fh_cus.e_bit", bitOffset: start + 24, bitLength: 8))
                }
                var partial: DecodingError?
                let c = try CPlaneMessage.decode(&r, context: context, findings: &findings, sectionError: &partial)
                if let partial { sectionError = partial }
                recordModulationScaling(c, eAxC: id)
                return .cPlane(transport, c)
            }
            if pieces == Int(RadioTransportPieces.reassembledApart) {
                // a concatenated PDU whose pieces the reassembly hands on as their messages: a
                // piece here is read to its transport header only, and FH-SEQ-UPFRAG is said once,
                // on the message
                if !transport.eBit || transport.subsequenceId != 0 { return .headerLevel(try Self.transportHeaderFields(&r)) }
            } else if pieces == 1 {
                findings.append(Finding(id: FronthaulRuleRegistry.uPlaneFragmentation.id, severity: .warning, message: "U-plane message sent whole with E=0 (subsequence 0): its sender continues no first piece, and E = 1 marks a message's last piece (O-RAN.WG4.CUS §5.5.3; eCPRI v2.0 §3.2.4.1)", fieldPath: "oran_fh_cus.e_bit", bitOffset: start + 24, bitLength: 8))
            } else if pieces > 0 {
                findings.append(Finding(id: FronthaulRuleRegistry.uPlaneFragmentation.id, severity: .warning, message: Self.reassembledText(pieces), fieldPath: "oran_fh_cus.e_bit", bitOffset: start + 24, bitLength: 8))
            } else if !transport.eBit || transport.subsequenceId != 0 {
                findings.append(Finding(id: FronthaulRuleRegistry.uPlaneFragmentation.id, severity: .warning, message: "U-plane radio-transport fragmentation (E=\(transport.eBit ? 1 : 0), subsequence \(transport.subsequenceId))", fieldPath: "oran_fh_cus.e_bit", bitOffset: start + 24, bitLength: 8))
                if transport.subsequenceId != 0 {
                    // a later piece continues the message's octets: no U-plane header of its own
                    // (Wireshark leaves it undecoded too)
                    return .headerLevel(try Self.transportHeaderFields(&r))
                }
            }
            return .uPlane(transport, try decodeUPlane(&r, eAxC: id, findings: &findings, notes: &notes))
        case 5:
            let base = r.absoluteBitOffset
            let d = try OneWayDelayMeasurement.decode(&r)
            findings.append(contentsOf: d.findings(bodyBitOffset: base))
            return .oneWayDelay(d)
        default:
            return .headerLevel(try ECPRIMessage.decodeHeaderLevel(type: type, &r))
        }
    }

    /// FH-SEQ-UPFRAG's text for a message reassembled from `pieces` pieces, made once per count
    /// (the Subsequence ID's 7 bits allow 128), not per message.
    static func reassembledText(_ pieces: Int) -> String {
        pieces < reassembledTexts.count ? reassembledTexts[pieces] : "U-plane message sent in \(pieces) radio-transport fragments (O-RAN.WG4.CUS §5.5.3), judged as reassembled"
    }
    private static let reassembledTexts = (0...128).map {
        "U-plane message sent in \($0) radio-transport fragments (O-RAN.WG4.CUS §5.5.3), judged as reassembled"
    }

    /// A later radio-transport piece's transport header as header-level fields, the reader just
    /// past it (out of line: the copy of the reader costs a retain on every message otherwise).
    @inline(never)
    static func transportHeaderFields(_ r: inout BitReader) throws(DecodingError) -> [WireField] {
        r.seek(toBit: r.bitPosition - 32)
        return try ECPRIMessage.decodeHeaderLevel(type: 0, &r)
    }

    /// Remembers the SE4/SE5 scaling of each C-plane section for the U-plane sections that follow
    /// (modulation compression, CUS Annex A.5, §7.7.4, §7.7.5). Bounded: the table is cleared past
    /// 4096 entries.
    mutating func recordModulationScaling(_ c: CPlaneMessage, eAxC: UInt16) {
        for section in c.sections where !section.extensions.isEmpty {
            guard let scaling = ModulationScaling(extensions: section.extensions) else { continue }
            if context.coupledModComp.count >= 4096 { context.coupledModComp.removeAll(keepingCapacity: true) }
            context.coupledModComp[FronthaulContext.coupledKey(eAxC: eAxC, direction: c.direction, sectionId: section.sectionId)] = scaling
        }
    }

    /// Whether a filterIndex is reserved (O-RAN.WG4.CUS §7.5.2.3: 6, 7 and 10…15 from CUS v02
    /// on, 5…15 before), as a bit test (no set built per message).
    @inline(__always)
    static func isReservedFilterIndex(_ filterIndex: UInt8, cusMajor: Int) -> Bool {
        let reserved: UInt16 = cusMajor >= 2 ? 0b1111_1100_1100_0000 : 0b1111_1111_1110_0000
        return filterIndex < 16 && reserved & (1 << UInt16(filterIndex)) != 0
    }

    static func flowKey(_ eAxC: UInt16, _ direction: FronthaulDirection) -> UInt32 { UInt32(eAxC) << 1 | UInt32(direction.rawValue) }

    /// Replaces the compression inferred per flow (keys: eAxC_ID << 1 | direction): a part of a
    /// split capture's state made again (Conformance: Design "Parts checked apart, joined at
    /// their boundaries").
    public mutating func restoreInferred(_ formats: [UInt32: IQFormat]) { inferred = formats }

    /// The layout for a flow: declared by the context, else inferred earlier, else nil format.
    public func layout(eAxC: UInt16, direction: FronthaulDirection) -> UPlaneLayout {
        UPlaneLayout(
            udCompHdrPresent: context.hasUdCompHdr(eAxC: eAxC, direction: direction), udCompLenPresent: context.udCompLenPresent,
            staticFormat: context.declaredCompression(eAxC: eAxC, direction: direction) ?? inferred[Self.flowKey(eAxC, direction)],
            carrierPRBs: context.carrierPRBs)
    }

    mutating func decodeUPlane(_ r: inout BitReader, eAxC: UInt16, findings: inout [Finding], notes: inout [String]) throws(DecodingError) -> UPlaneMessage {
        let start = r.absoluteBitOffset
        guard r.remainingBits >= 32 else { throw r.truncatedError(field: r.remainingBits >= 16 ? "oran_fh_cus.subframe_id" : "oran_fh_cus.data_direction", bits: 32) }
        let w = r.readUInt32() ?? 0
        var m = UPlaneMessage()
        m.dataDirection = UInt8(w >> 31)
        m.payloadVersion = UInt8((w >> 28) & 7)
        m.filterIndex = UInt8((w >> 24) & 15)
        m.frameId = UInt8((w >> 16) & 0xFF)
        m.subframeId = UInt8((w >> 12) & 15)
        m.slotId = UInt8((w >> 6) & 0x3F)
        m.symbolId = UInt8(w & 0x3F)
        if m.payloadVersion != 1 {
            findings.append(Finding(id: FronthaulRuleRegistry.uPlaneVersion.id, severity: .error, message: "payloadVersion \(m.payloadVersion), expected 1", fieldPath: "oran_fh_cus.payloadVersion", bitOffset: start + 1, bitLength: 3))
        }
        if Self.isReservedFilterIndex(m.filterIndex, cusMajor: context.cusMajor) {
            findings.append(Finding(id: FronthaulRuleRegistry.cPlaneFilterIndex.id, severity: .warning, message: "filterIndex \(m.filterIndex) is reserved", fieldPath: "oran_fh_cus.filterIndex", bitOffset: start + 4, bitLength: 4))
        }
        checkTime(subframe: m.subframeId, slot: m.slotId, symbol: m.symbolId, rule: FronthaulRuleRegistry.uPlaneTime.id, symbolPath: "oran_fh_cus.startSymbolId", base: start, context: context, findings: &findings)
        var layout = self.layout(eAxC: eAxC, direction: m.direction)
        if !layout.udCompHdrPresent && layout.staticFormat == nil {
            if let f = Self.inferFormat(r, layout: layout) {
                inferred[Self.flowKey(eAxC, m.direction)] = f
                layout.staticFormat = f
                let e = context.eaxcSplit.split(eAxC)
                notes.append("eAxC \(e) \(m.direction) U-plane: \(f) inferred from lengths" + (f.method == .blockFloatingPoint ? " (block scaling and µ-law have the same size)" : ""))
            }
        }
        // Room for a few sections at once: a message of 273 PRBs comes in two or more (numPrbu
        // is 8 bits), and growing the array one by one reallocates it for the second.
        m.sections.reserveCapacity(4)
        let sectionsReader = r
        // The sections' findings go straight into `findings` (from `sectionFindingsStart` on), so
        // a message adds no array of its own; the re-reading below replaces them.
        let sectionFindingsStart = findings.count
        var it = UPlaneSectionIterator(sections: r, layout: layout)
        while true {
            let sectionStart = it.reader.absoluteBitOffset
            let section: UPlaneSection?
            do throws(DecodingError) {
                section = try it.next()
            } catch {
                // Keep the sections decoded so far; the rest of the payload stays in `trailing`
                // (so the bytes still round-trip) and the error is reported by the caller. An
                // unknown static compression is not a defect of the message: no finding, and the
                // caller reports the message inconclusive.
                if error.code != .unsupported { findings.append(Finding(id: FronthaulRuleRegistry.uPlaneLayout.id, severity: .error, message: error.reason, fieldPath: error.fieldPath, bitOffset: error.bitOffset, bitLength: error.bitLength)) }
                sectionError = error
                break
            }
            guard let section else { break }
            guard m.sections.count < Limits.maximumListCount else {
                // The message is dropped whole: so are its sections' findings.
                findings.removeSubrange(sectionFindingsStart...)
                throw DecodingError(.limitExceeded, "too many sections", bitOffset: sectionStart, fieldPath: "oran_fh_cus.sectionId")
            }
            checkUSection(section, start: sectionStart, downlink: m.direction == .downlink, findings: &findings)
            m.sections.append(section)
        }
        r = it.reader
        m.trailing = Array(r.remainingSlice)
        if let format = layout.staticFormat, !layout.udCompHdrPresent, sectionError != nil || !m.trailing.isEmpty,
           var alternative = unexpectedCompHdrSections(sectionsReader, layout: layout, format: format, downlink: m.direction == .downlink) {
            // The sender put a udCompHdr in front of every section although the flow's compression
            // is static (CUS §8.3.3.13, FH-UP-COMPHDR): the message parses exactly that way, every
            // udCompHdr naming the static method and width, so report that instead of the
            // misaligned reading.
            sectionError = nil
            m.sections = alternative.sections
            m.trailing = alternative.trailing
            r = alternative.reader
            alternative.findings.insert(Finding(
                id: FronthaulRuleRegistry.uPlaneCompressionHeader.id, severity: .error,
                message: "udCompHdr present although the flow's compression is static (\(format))",
                fieldPath: "oran_fh_cus.udCompHdrWidth", bitOffset: sectionsReader.absoluteBitOffset + 32, bitLength: 16), at: 0)
            findings.removeSubrange(sectionFindingsStart...)
            findings.append(contentsOf: alternative.findings)
        }
        r.skipBits(r.remainingBits)
        if m.sections.isEmpty && sectionError?.code != .unsupported {
            findings.append(Finding(id: FronthaulRuleRegistry.uPlaneLayout.id, severity: .error, message: "U-plane message without sections", fieldPath: "oran_fh_cus.sectionId", bitOffset: start + 32))
        }
        return m
    }

    /// Re-reads the sections as if `udCompHdr` were present; returns them only when that reading
    /// is exact (no error, at most 3 zero bytes left) and every `udCompHdr` is the static format.
    func unexpectedCompHdrSections(_ reader: BitReader, layout: UPlaneLayout, format: IQFormat, downlink: Bool)
        -> (sections: [UPlaneSection], trailing: [UInt8], reader: BitReader, findings: [Finding])?
    {
        // The first section's byte 4 would be its udCompHdr: unless it names the static format the
        // reading fails at once, so skip building it (padding after a static reading is common).
        let first = reader.remainingSlice
        guard first.count > 4, first[first.startIndex + 4] == format.udCompHdr else { return nil }
        var withHeader = layout
        withHeader.udCompHdrPresent = true
        var it = UPlaneSectionIterator(sections: reader, layout: withHeader)
        var sections: [UPlaneSection] = []
        var findings: [Finding] = []
        while sections.count < Limits.maximumListCount {
            let sectionStart = it.reader.absoluteBitOffset
            guard let section = try? it.next() else { break }
            guard section.udCompHdr == format.udCompHdr else { return nil }
            checkUSection(section, start: sectionStart, downlink: downlink, findings: &findings)
            sections.append(section)
        }
        let trailing = Array(it.reader.remainingSlice)
        guard !sections.isEmpty, trailing.count <= 3, !trailing.contains(where: { $0 != 0 }) else { return nil }
        return (sections, trailing, it.reader, findings)
    }

    func checkUSection(_ s: UPlaneSection, start: Int, downlink: Bool, findings: inout [Finding]) {
        checkPRB(start: Int(s.startPrbu), num: Int(s.numPrbu), rb: s.rb, rule: FronthaulRuleRegistry.uPlanePRBsInCarrier.id, path: "oran_fh_cus.startPrbu", offset: start + 14, context: context, findings: &findings)
        if s.udCompHdr != nil {
            if s.reserved != 0 {
                findings.append(Finding(id: FronthaulRuleRegistry.uPlaneCompressionHeader.id, severity: .warning, message: "udCompHdr reserved byte is \(s.reserved)", fieldPath: "oran_fh_cus.reserved8", bitOffset: start + 40, bitLength: 8))
            }
        }
        if let l = s.udCompLen, Int(l) != s.headerBytes + s.iqData.count {
            findings.append(Finding(id: FronthaulRuleRegistry.uPlaneCompressionLength.id, severity: .error, message: "udCompLen \(l) ≠ section length \(s.headerBytes + s.iqData.count)", fieldPath: "oran_fh_cus.udCompLen", bitOffset: start + (s.udCompHdr == nil ? 32 : 48), bitLength: 16))
        }
        if let m2 = s.sReSMask2, s.rb, m2 & 0xFFF != 0 {
            findings.append(Finding(id: FronthaulRuleRegistry.uPlaneSReSMask2.id, severity: .warning, message: "rb = 1 with sReSMask2 ≠ 0", fieldPath: "oran_fh_cus.sReSMask2", bitOffset: start + (s.headerBytes - 2) * 8, bitLength: 16))
        }
        if s.format.method == .blockFloatingPoint || s.format.method == .bfpSelectiveREMaskInHeader {
            let w = s.format.iqWidth
            // udCompParam = 4 reserved bits + a 4-bit exponent (Annex A.1.2). The exponent is
            // bounded only by a declared source width: wider-than-16-bit sources legally use more.
            let sourceWidth = downlink ? context.downlinkBFPSourceWidth : context.uplinkBFPSourceWidth
            let maximumExponent = sourceWidth.map { max(0, $0 - w) } ?? 15
            var bad = false
            var offset = 0
            let per = 1 + 3 * w
            if s.format.method == .blockFloatingPoint {
                // A udCompParam is bad when its high nibble is set or its exponent exceeds the
                // bound: as one byte, when it exceeds min(bound, 15). One compare per PRB, over
                // the raw bytes (every PRB of every clean message is read here).
                let limit = UInt8(min(maximumExponent, 15))
                s.iqData.withUnsafeBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    let count = raw.count
                    var at = 0
                    // Four PRBs per step while the fourth lies inside the data (the four loads are
                    // independent); a step with a bad one stops, and the loop below finds it.
                    while at &+ 3 &* per < count {
                        let a = base.load(fromByteOffset: at, as: UInt8.self), b = base.load(fromByteOffset: at &+ per, as: UInt8.self)
                        let c = base.load(fromByteOffset: at &+ 2 &* per, as: UInt8.self), d = base.load(fromByteOffset: at &+ 3 &* per, as: UInt8.self)
                        if max(max(a, b), max(c, d)) > limit { break }
                        at &+= 4 &* per
                    }
                    while at < count {
                        if base.load(fromByteOffset: at, as: UInt8.self) > limit {
                            bad = true
                            offset = at
                            return
                        }
                        at &+= per
                    }
                }
            }
            if context.checkBFPExponent && s.format.method == .blockFloatingPoint {
                // FH-UP-BFP-MIN (Annex A.1): with e > 0, some mantissa must need all w bits, read
                // as the rule's checker reads it (``BFPExponentChecker``): |m| ≥ 2^(w−2). An
                // encoder that rounds x / 2^e to nearest gives −2^(w−2) for samples that needed
                // the exponent, so a block whose largest magnitude is that mantissa is minimal.
                var prb = 0
                var values = (Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0),
                              Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0))
                var first: Int?
                _ = s.forEachPRB { param, iq, _ in
                    defer { prb += 1 }
                    guard first == nil, let p = param.first, p & 15 > 0 else { return }
                    let limit = Int32(1) << Int32(max(0, w - 2))
                    withUnsafeMutableBytes(of: &values) { raw in
                        let t = raw.bindMemory(to: Int32.self)
                        if IQCodec.unpack(iq, width: w, count: 24, into: t), t.allSatisfy({ $0 < limit && $0 > -limit }) { first = prb }
                    }
                }
                if let first {
                    findings.append(Finding(id: FronthaulRuleRegistry.bfpExponentMinimal.id, severity: .warning, message: "PRB \(first): exponent not minimal (every mantissa fits in \(w - 1) bits)", fieldPath: "oran_fh_cus.exponent", bitOffset: start + s.headerBytes * 8 + first * per * 8, bitLength: 8))
                }
            }
            if bad {
                // A literal when no source width is declared: a vendor whose every PRB breaks this
                // rule makes no string per message (past the finding cap only the count is kept).
                let message = sourceWidth.map { "BFP udCompParam reserved high nibble ≠ 0 or exponent > \(maximumExponent) (source samples of \($0) bits, \(w)-bit mantissas)" }
                    ?? "BFP udCompParam reserved high nibble ≠ 0"
                findings.append(Finding(id: FronthaulRuleRegistry.bfpParameter.id, severity: .warning, message: message, fieldPath: "oran_fh_cus.exponent", bitOffset: start + s.headerBytes * 8 + offset * 8, bitLength: 8))
            }
        }
    }

    /// Static-compression inference from lengths (no compression declared): try none and the
    /// one-byte-parameter family (BFP / block scaling / µ-law) at widths 1…16; a candidate fits
    /// when the sections parse to the end of the payload with at most 3 spare bytes. Exactly one
    /// size class must fit.
    static func inferFormat(_ r: BitReader, layout: UPlaneLayout) -> IQFormat? {
        var fits: [IQFormat] = []
        for method in [CompressionMethod.none, .blockFloatingPoint] {
            for w in 1...16 {
                var l = layout
                l.staticFormat = IQFormat(method: method, iqWidth: w)
                var it = UPlaneSectionIterator(sections: r, layout: l)
                var n = 0
                var ok = true
                while true {
                    do throws(DecodingError) {
                        guard (try it.next()) != nil else { break }
                        n += 1
                    } catch {
                        ok = false
                        break
                    }
                }
                if ok && n > 0, let f = l.staticFormat { fits.append(f) }
            }
        }
        return fits.count == 1 ? fits[0] : nil
    }
}
