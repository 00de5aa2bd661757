import ASN1PER
import F1AP
import Foundation
import Testing
import TestSupport
import WireCore

/// Truncated and corrupted vectors: a located error or finding, never a crash or a hang.
@Suite struct F1APRobustnessTests {
    @Test(.requires(.shared)) func everyTruncationPrefixFailsLocated() throws {
        var prefixes = 0
        for v in try F1APVectorTests.vectors() {
            let r0 = F1AP.decode(v.bytes[...])
            let full = try #require(r0.message).value
            let used = try F1AP.schema.encodeAPER(full, as: "F1AP-PDU").count
            for n in 0..<used {
                let r = F1AP.decode(v.bytes.prefix(n))
                prefixes += 1
                guard let e = r.error else {
                    Issue.record("\(v.name): prefix \(n) of \(used) decoded without error")
                    continue
                }
                #expect(e.bitOffset >= 0 && e.bitOffset <= n * 8 + 8, "\(v.name) prefix \(n): \(e)")
                #expect(e.fieldPath.hasPrefix("F1AP-PDU"), "\(v.name) prefix \(n): \(e)")
                #expect(r.findings.contains { $0.id == "F1-AS-DECODE" })
            }
        }
        print("truncation prefixes checked: \(prefixes)")
    }

    @Test(.requires(.shared)) func seededByteFlipsNeverCrash() throws {
        let seed = FuzzSeed.value(default: 7)
        print("F1AP byte-flip fuzz: seed \(seed) (RANCONFORM_FUZZ_SEED to replay another)")
        var gen = ASN1RandomValueGenerator(schema: F1AP.schema, seed: seed)
        var decoded = 0, failed = 0
        let rounds = (PycrateBatch.fuzzCount ?? 1000) * 2
        for v in try F1APVectorTests.vectors() {
            for _ in 0..<rounds {
                var b = v.bytes
                for _ in 0..<(1 + Int(gen.next() % 3)) {
                    b[Int(gen.next() % UInt64(b.count))] ^= UInt8(1 + gen.next() % 255)
                }
                let r = F1AP.decode(b[...])
                if let e = r.error {
                    failed += 1
                    #expect(e.bitOffset >= 0 && e.bitOffset <= b.count * 8 + 8)
                } else {
                    decoded += 1
                    #expect(r.message != nil || r.findings.contains { $0.id == "F1-AS-DECODE" })
                    _ = r.summary
                    var fields = FieldList()
                    r.appendFields(to: &fields)
                }
            }
        }
        print("byte-flipped PDUs: \(decoded) decoded, \(failed) located errors")
        #expect(decoded + failed == rounds * 9)
    }

    @Test func hugeLengthsAreBounded() {
        // initiatingMessage, code 1, open type claiming 4 x 16K fragments, then nothing
        let r = F1AP.decode([0x00, 0x01, 0x00, 0xC4, 0x00][...])
        #expect(r.error?.code == .lengthExceedsEnclosing || r.error?.code == .truncated)
        #expect(r.error?.bitOffset == 32)
        // a SEQUENCE OF count of 65535 items with no bytes behind it
        let s = F1AP.decode([0x00, 0x01, 0x00, 0x03, 0x00, 0xFF, 0xFF][...])
        #expect(s.error != nil)
    }
}
