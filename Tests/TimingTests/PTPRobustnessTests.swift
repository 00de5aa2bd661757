import Testing
import TestSupport
import Timing
import WireCore

/// Truncation sweeps and seeded random corruption of hand-assembled PTP messages
/// (IEEE 1588-2019 §13.3 header + §13.5 Announce body, bytes written out by hand).
@Suite struct PTPRobustnessTests {
    /// Announce, domain 24, sequenceId 0x0102, logMessageInterval −3, clockClass 6, accuracy 0x21,
    /// variance 0x4E5D, priorities 128 / 128, GM 00:11:22:ff:fe:33:44:55, stepsRemoved 1, GPS (0x20).
    static let announce: [UInt8] = [
        0x0B, 0x02, 0x00, 0x40, 0x18, 0x00, 0x00, 0x08,  // type 11, v2, length 64, domain 24, flags: timescale
        0, 0, 0, 0, 0, 0, 0, 0,  // correction
        0, 0, 0, 0,  // messageTypeSpecific
        0x00, 0x11, 0x22, 0xFF, 0xFE, 0x33, 0x44, 0x55, 0x00, 0x01,  // sourcePortIdentity
        0x01, 0x02, 0x05, 0xFD,  // sequenceId, controlField 5, logMessageInterval −3
        0x00, 0x00, 0x65, 0x43, 0x21, 0x00, 0x00, 0x00, 0x00, 0x07,  // originTimestamp 0x65432100 s, 7 ns
        0x00, 0x25, 0x00, 0x80,  // currentUtcOffset 37, reserved, priority1 128
        0x06, 0x21, 0x4E, 0x5D,  // clockClass 6, accuracy 0x21, variance
        0x80, 0x00, 0x11, 0x22, 0xFF, 0xFE, 0x33, 0x44, 0x55,  // priority2, GM identity
        0x00, 0x01, 0x20,  // stepsRemoved 1, timeSource GPS
    ]

    @Test func handAssembledAnnounce() throws {
        #expect(Self.announce.count == 64)
        let m = try PTPMessage.decode(Self.announce[...])
        #expect(m.messageType == .announce && m.domainNumber == 24 && m.sequenceId == 0x0102)
        #expect(m.logMessageInterval == -3 && m.summary == "Announce Message")
        let a = try #require(m.announce)
        #expect(a.clockClass == 6 && a.clockAccuracy == 0x21 && a.offsetScaledLogVariance == 0x4E5D)
        #expect(a.grandmasterPriority1 == 128 && a.grandmasterPriority2 == 128 && a.currentUtcOffset == 37)
        #expect(a.grandmasterIdentity == 0x0011_22FF_FE33_4455 && a.stepsRemoved == 1 && a.timeSource == 0x20)
        #expect(a.originTimestamp == PTPTimestamp(seconds: 0x6543_2100, nanoseconds: 7))
        var list = FieldList()
        m.appendFields(to: &list)
        #expect(list.first("ptp.v2.an.grandmasterclockclass") == .unsigned(6))
        #expect(list.first("ptp.v2.logmessageperiod") == .signed(-3))
        #expect(list.first("ptp.v2.flags.timescale") == .bool(true))
        let gm = list.fields.first { $0.name == "ptp.v2.an.grandmasterclockidentity" }
        #expect(gm?.bitOffset == 53 * 8 && gm?.bitLength == 64)
    }

    @Test func everyTruncationGivesALocatedError() {
        let base = 14 * 8  // as if after an Ethernet header
        for n in 0..<Self.announce.count {
            do {
                _ = try PTPMessage.decode(Self.announce[0..<n], baseBitOffset: base)
                Issue.record("prefix \(n) decoded")
            } catch {
                #expect(error.bitOffset >= base && error.bitOffset <= base + n * 8, "prefix \(n): \(error)")
                if n < PTPMessage.headerLength {
                    #expect(error.code == .truncated, "prefix \(n): \(error)")
                } else {
                    // the header is whole; messageLength 64 points past the end
                    #expect(error.code == .lengthExceedsEnclosing && error.fieldPath == "ptp.v2.messagelength")
                    #expect(error.bitOffset == base + 16)
                }
            }
        }
        // The first truncation inside the header is located at the field that runs off.
        do {
            _ = try PTPMessage.decode(Self.announce[0..<31])
        } catch {
            #expect(error.fieldPath == "ptp.v2.sequenceid" && error.bitOffset == 30 * 8)
        }
    }

    @Test func invalidHeaderValuesAreLocated() {
        var v1 = Self.announce
        v1[1] = 0x01
        #expect(throws: DecodingError(.unsupported, "", bitOffset: 12, fieldPath: "ptp.v2.versionptp")) {
            try PTPMessage.decode(v1[...])
        }
        var reserved = Self.announce
        reserved[0] = 0x05
        #expect(throws: DecodingError(.reservedValue, "", bitOffset: 4, fieldPath: "ptp.v2.messagetype")) {
            try PTPMessage.decode(reserved[...])
        }
        var short = Self.announce
        short[3] = 44  // below the 64 octets of an Announce
        #expect(throws: DecodingError(.invalidValue, "", bitOffset: 16, fieldPath: "ptp.v2.messagelength")) {
            try PTPMessage.decode(short[...])
        }
        // Ethernet padding after messageLength is fine.
        #expect((try? PTPMessage.decode((Self.announce + [0, 0, 0])[...])) != nil)
    }

    @Test func seededRandomFlipsNeverCrash() {
        let seed = FuzzSeed.value(default: 0x5EED_0007)
        var random = SeededRandom(seed: seed)
        func next() -> UInt64 { random.next() }
        let count = Support.fuzzCount
        print("PTP flip fuzz: seed 0x\(String(seed, radix: 16)), \(count) cases (RANCONFORM_FUZZ_SEED to replay another)")
        var decoded = 0
        var failed = 0
        var monitor = SPlaneMonitor()
        for i in 0..<count {
            var bytes = Self.announce
            for _ in 0..<(1 + Int(next() % 6)) {
                let at = Int(next() % UInt64(bytes.count))
                bytes[at] ^= UInt8(truncatingIfNeeded: 1 << (next() % 8))
            }
            let cut = Int(next() % UInt64(bytes.count + 1))
            do {
                let m = try PTPMessage.decode(bytes[0..<cut])
                var list = FieldList()
                m.appendFields(to: &list)
                _ = m.summary
                monitor.add(m, captureNs: Int64(i) * 1_000, frame: i + 1)
                decoded += 1
            } catch {
                #expect(error.bitOffset >= 0 && error.bitOffset <= cut * 8)
                failed += 1
            }
        }
        _ = monitor.checks()
        #expect(decoded + failed == count)
        #expect(decoded > 0 && failed > 0)
    }
}
