import ASN1PER
import CaptureIO
@testable import Conformance
@testable import F1AP
import Foundation
import NetLayers
import NRRRC
import Synth
import Testing
import TestSupport

/// The UE join tokens and RRC message names `check` reads off a scan of an F1AP PDU's RRC
/// containers (``F1APRRCJoinEvidence``) equal those of the decoded containers' values (the
/// value walk the scan replaces): every F1AP PDU of the committed captures, and seeded random
/// RRC messages of every container type (400 by default, `RANCONFORM_FUZZ_COUNT` for more),
/// bare and inside a PDCP PDU.
@Suite struct UERRCEvidenceScanTests {
    /// The F1AP PDUs of every committed capture.
    static func committedF1APPDUs() throws -> [[UInt8]] {
        let root = Oracle.captures
        guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
        let names = walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".pcapng") || $0.hasSuffix(".pcap") }.sorted()
        return try CaptureF1APPDUs.read(paths: names.map { root.appendingPathComponent($0).path })
    }

    /// The slow path: the tokens of each decoded container's value, in order.
    static func valueTokens(_ r: F1APDecodeResult) -> [UEToken] {
        var found: [UEToken] = []
        for c in F1APRRCContainers.decode(r) { if let v = c.value { found += UEEvidence.tokens(v) } }
        return found
    }

    @Test func committedPDUsScanLikeTheValues() throws {
        let pdus = try Self.committedF1APPDUs()
        var withContainers = 0, tokens = 0, scanned = 0, setupRequests = 0
        for bytes in pdus {
            let r = F1AP.decode(bytes[...])
            guard r.message != nil else { continue }
            let containers = F1APRRCContainers.decode(r)
            if !containers.isEmpty { withContainers += 1 }
            let expected = Self.valueTokens(r)
            tokens += expected.count
            if F1APRRCJoinEvidence.evidence(r, maximumDepth: UEEvidence.maximumDepth) != nil { scanned += 1 }
            #expect(UEEvidence.rrcContainerTokens(r) == expected, "\(r.summary)")
            let names = containers.map(\.messageName)
            #expect(F1APRRCJoinEvidence.messageNames(r) == names, "\(r.summary)")
            if names.contains("rrcSetupRequest") { setupRequests += 1 }
        }
        print("UERRCEvidenceScanTests: \(pdus.count) F1AP PDUs, \(withContainers) with RRC containers, \(scanned) read off the scan, \(tokens) tokens, \(setupRequests) RRCSetupRequests")
        #expect(withContainers > 50)
        #expect(tokens > 10)
        #expect(setupRequests > 5)
        // the fast path is taken for the containers the committed captures carry
        #expect(scanned == pdus.count(where: { F1AP.decode($0[...]).message != nil }))
    }

    static let nasMessages: [(NRRRC.MessageType, String, String)] = [
        (.ulDCCH, "ulInformationTransfer", "ULInformationTransfer"), (.ulDCCH, "rrcSetupComplete", "RRCSetupComplete"),
        (.dlDCCH, "dlInformationTransfer", "DLInformationTransfer"), (.dlDCCH, "rrcReconfiguration", "RRCReconfiguration"),
    ]

    @Test func randomRRCMessagesScanLikeTheValues() throws {
        let seed: UInt64 = 0x5CA1_AB1E
        var gen = ASN1RandomValueGenerator(schema: NRRRC.schema, seed: seed)
        gen.maximumOctets = 24  // NAS PDUs of 8 octets or more are tokens
        // the second half: the DCCH messages that carry NAS, with most OPTIONAL components present
        var dense = ASN1RandomValueGenerator(schema: NRRRC.schema, seed: seed + 1)
        dense.maximumOctets = 24
        dense.optionalPercent = 95
        let count = PycrateBatch.fuzzCount ?? 400
        var compared = 0, tokens = 0, fellBack = 0
        for i in 0..<count {
            let type: NRRRC.MessageType
            let value: ASN1Value?
            if i < count / 2 {
                type = NRRRC.MessageType.allCases[i % NRRRC.MessageType.allCases.count]
                value = gen.value(of: type.rawValue)
            } else {
                // a random NAS-carrying message (TS 38.331 §6.2.2) in its logical channel's message
                let (channel, alternative, messageType) = Self.nasMessages[i % Self.nasMessages.count]
                type = channel
                value = dense.value(of: messageType).map { .sequence([ASN1NamedValue("message", .choice(name: "c1", value: .choice(name: alternative, value: $0)))]) }
            }
            guard let v = value, let rrc = try? NRRRC.schema.encodeUPER(v, as: type.rawValue) else { continue }
            // as F1APRRCContainers.decodeContainer decodes it (contents constraints expanded)
            let slow = F1APRRCContainers.decodeContainer(type == .dlDCCH || type == .ulDCCH ? [0x00, 0x01] + rrc + [1, 2, 3, 4] : rrc,
                                                         type: type, path: "test", bitOffset: 0)
            let expected = slow.value.map(UEEvidence.tokens) ?? []
            var evidence: [F1APJoinEvidence] = []
            if F1APRRCJoinEvidence.evidence(rrc[...], type: type, maximumDepth: UEEvidence.maximumDepth, into: &evidence) {
                #expect(UEEvidence.tokens(evidence) == expected, "seed \(seed) message \(i) \(type.rawValue)")
            } else {
                fellBack += 1
            }
            #expect(F1APRRCJoinEvidence.messageName(rrc[...], type: type) == slow.messageName, "seed \(seed) message \(i) \(type.rawValue)")
            compared += 1
            tokens += expected.count
        }
        print("UERRCEvidenceScanTests: \(compared) random RRC messages (seed \(seed)), \(tokens) tokens, \(fellBack) left to the value walk")
        #expect(compared > count / 2)
        #expect(tokens > 20)
    }

    /// Random messages cut short or with a bit flipped: whatever the scan makes of them (nothing
    /// when the message their first bits name cannot hold evidence, ``F1APRRCJoinEvidence/messageType(_:root:)``),
    /// it is what the value walk finds, or it leaves them to the value walk.
    @Test func damagedRRCMessagesScanLikeTheValues() throws {
        let seed: UInt64 = 0xDA3A_6ED
        var gen = ASN1RandomValueGenerator(schema: NRRRC.schema, seed: seed)
        gen.maximumOctets = 24
        gen.optionalPercent = 80
        var rng = SplitMix64(seed: seed)
        let count = PycrateBatch.fuzzCount ?? 400
        var compared = 0, skipped = 0, fellBack = 0
        for i in 0..<count {
            let type = [NRRRC.MessageType.ulDCCH, .dlDCCH, .dlCCCH, .ulCCCH][i % 4]
            guard let v = gen.value(of: type.rawValue), var rrc = try? NRRRC.schema.encodeUPER(v, as: type.rawValue), !rrc.isEmpty else { continue }
            if i % 2 == 0 {
                rrc.removeLast(Int(rng.next() % UInt64(rrc.count)))
            } else {
                let bit = Int(rng.next() % UInt64(rrc.count * 8))
                rrc[bit / 8] ^= 0x80 >> UInt8(bit % 8)
            }
            let slow = F1APRRCContainers.decodeContainer(type == .dlDCCH || type == .ulDCCH ? [0x00, 0x01] + rrc + [1, 2, 3, 4] : rrc,
                                                         type: type, path: "test", bitOffset: 0)
            let expected = slow.value.map(UEEvidence.tokens) ?? []
            let root = try #require(NRRRC.schema.typeID(type.rawValue))
            if let message = F1APRRCJoinEvidence.messageType(rrc[...], root: root), !F1APRRCJoinEvidence.facts.mayHold[message] { skipped += 1 }
            var evidence: [F1APJoinEvidence] = []
            if F1APRRCJoinEvidence.evidence(rrc[...], type: type, maximumDepth: UEEvidence.maximumDepth, into: &evidence) {
                #expect(UEEvidence.tokens(evidence) == expected, "seed \(seed) message \(i) \(type.rawValue)")
                compared += 1
            } else {
                fellBack += 1
            }
        }
        print("UERRCEvidenceScanTests: \(count) damaged RRC messages (seed \(seed)), \(compared) compared, \(skipped) named a message that holds no evidence, \(fellBack) left to the value walk")
        #expect(compared > count / 4)
        #expect(skipped > count / 10)
    }

    /// Octets that do not decode are left to the value walk (which finds no evidence in them) and
    /// name the container type, as the decode does.
    @Test func undecodableOctetsGiveNothing() {
        var evidence: [F1APJoinEvidence] = []
        for type in [NRRRC.MessageType.ulDCCH, .dlDCCH, .ulCCCH] {
            #expect(!F1APRRCJoinEvidence.evidence([][...], type: type, maximumDepth: UEEvidence.maximumDepth, into: &evidence))
            #expect(F1APRRCJoinEvidence.messageName([][...], type: type) == type.rawValue)
        }
        #expect(evidence.isEmpty)
    }

    /// An UNALIGNED scan reads the octets of extension additions, which lie unaligned: the
    /// RRCSetup whose PDCP-Config carries an extension group scans to the decode's layout.
    @Test func unalignedScanReadsExtensionAdditions() throws {
        let rrc: [UInt8] = [49, 64, 52, 130, 13, 0, 88, 2, 220, 134, 25, 197, 37, 17, 163, 235, 56, 25, 105, 128]
        let t = try #require(NRRRC.schema.typeID(NRRRC.MessageType.dlCCCH.rawValue))
        let decoded = NRRRC.schema.decodeUPER(rrc[...], typeID: t, locate: true)
        let scanned = NRRRC.schema.scanUPER(rrc[...], typeID: t)
        #expect(decoded.error == nil)
        #expect(scanned.error == nil)
        let a = try #require(decoded.layout), b = try #require(scanned.layout)
        #expect(a.count == b.count)
        #expect((0..<a.count).map { a.path($0) } == (0..<b.count).map { b.path($0) })
        #expect((0..<a.count).map { a.location($0) } == (0..<b.count).map { b.location($0) })
        #expect(F1APRRCJoinEvidence.messageName(rrc[...], type: .dlCCCH) == "rrcSetup")
    }
}
