import Foundation
import Testing
import TestSupport
@testable import Synth

/// Each legal variation (``LegalVariation``) has its committed clean capture in the detection
/// matrix (`Captures/synth/fh-legal-<variation>.pcapng`, expected to FAIL or WARN nothing), and
/// the capture really shows the behaviour, read by tools nobody here wrote: tshark 4.0.17 for
/// BFP exponents, sectionIds, clockClass and SequenceIds, Python's zlib for the FCS.
@Suite struct LegalVariationTests {
    static func capture(_ v: LegalVariation) -> String { SynthSupport.synthCaptures.appendingPathComponent("fh-legal-\(v.rawValue).pcapng").path }

    @Test func everyVariationHasACleanCaptureInTheMatrix() throws {
        let matrix = try DetectionMatrixTests.expectations()
        for v in LegalVariation.allCases {
            let entry = matrix.first { $0.name == "fh-legal-\(v.rawValue)" }
            #expect(entry != nil, "no Captures/synth/fh-legal-\(v.rawValue).expected.yaml")
            #expect(entry?.failOrWarn.isEmpty == true && entry?.fault == nil)
            let scenario = try ScenarioLoader.load(path: try #require(entry).scenario)
            #expect(scenario.variations == [v])
        }
    }

    static let bfpPreferences = ["-o", "oran_fh_cus.oran.iq_bitwidth_down:9", "-o", "oran_fh_cus.oran.iq_bitwidth_up:9",
                                 "-o", "oran_fh_cus.oran.ud_comp_down:Block Floating Point Compression",
                                 "-o", "oran_fh_cus.oran.ud_comp_up:Block Floating Point Compression"]

    static func tshark(_ v: LegalVariation, _ arguments: [String]) throws -> [[String]]? {
        guard let tool = Oracle.tshark else { return nil }
        let out = try SynthSupport.run(tool, ["-r", capture(v)] + arguments)
        return out.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test(.requires(.tshark)) func capturesShowTheirVariationToTshark() throws {
        // Exponents above 16 − iqWidth = 7 (a source wider than 16 bits).
        let exponents = try #require(try Self.tshark(.wideBFPSource, Self.bfpPreferences + ["-T", "fields", "-e", "oran_fh_cus.exponent"]))
            .flatMap { $0.flatMap { $0.split(separator: ",").compactMap { Int($0) } } }
        #expect(!exponents.isEmpty && exponents.allSatisfy { $0 > 7 }, "\(Set(exponents))")
        // U-plane sectionIds that no C-plane message carries.
        let rows = try #require(try Self.tshark(.frequencyTimeCoupling, ["-Y", "ecpri.type == 0 || ecpri.type == 2", "-T", "fields", "-e", "ecpri.type", "-e", "oran_fh_cus.sectionId"]))
        var cIds = Set<Int>(), uIds = Set<Int>()
        for r in rows where r.count == 2 {
            let ids = r[1].split(separator: ",").compactMap { Int($0) }
            if r[0] == "0x02" { cIds.formUnion(ids) } else { uIds.formUnion(ids) }
        }
        #expect(!uIds.isEmpty && !cIds.isEmpty && uIds.isDisjoint(with: cIds))
        // clockClass 135 in every Announce.
        let classes = try #require(try Self.tshark(.clockClass135, ["-Y", "ptp.v2.messagetype == 0xb", "-T", "fields", "-e", "ptp.v2.an.grandmasterclockclass"]))
            .compactMap { $0.first }.filter { !$0.isEmpty }
        #expect(!classes.isEmpty && classes.allSatisfy { $0 == "135" }, "\(classes)")
        // SequenceIds of one DL U-plane stream: out of order, yet every id once.
        let seqs = try #require(try Self.tshark(.sequenceIdPermutation, [
            "-Y", "ecpri.type == 0 && oran_fh_cus.data_direction == 1 && oran_fh_cus.c_eaxc_id == \"0:0:0:0\"", "-T", "fields", "-e", "oran_fh_cus.sequence_id",
        ])).compactMap { $0.first.flatMap { Int($0.hasPrefix("0x") ? String($0.dropFirst(2)) : $0, radix: $0.hasPrefix("0x") ? 16 : 10) } }
        #expect(seqs.count > 20)
        #expect(seqs != seqs.sorted())
        #expect(Set(seqs.prefix(256)).count == min(seqs.count, 256))
        // The capture starts 370 µs after the scenario start (2026-01-01T00:00:00Z).
        let first = try #require(try Self.tshark(.midSlotStart, ["-c", "1", "-T", "fields", "-e", "frame.time_epoch"])?.first?.first)
        #expect(try #require(Double(first)) - 1_767_225_600 >= 0.000_37)
    }

    @Test(.requires(.python3)) func everyFrameCarriesAGoodFCSPerZlib() throws {
        let python = try #require(Oracle.python3)
        // pcapng enhanced packet blocks read by hand; the FCS is the CRC-32 of the rest, LSB first.
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            i = good = total = 0
            while i + 12 <= len(data):
                btype, blen = struct.unpack_from('<II', data, i)
                if btype == 6:
                    caplen = struct.unpack_from('<I', data, i + 20)[0]
                    frame = data[i + 28:i + 28 + caplen]
                    total += 1
                    good += struct.unpack('<I', frame[-4:])[0] == zlib.crc32(frame[:-4])
                i += blen
            print(total, good)
            """
        let out = try SynthSupport.run(python, ["-c", script, Self.capture(.frameCheckSequence)]).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(out.count == 2 && out[0] > 100 && out[0] == out[1], "\(out)")
    }
}
