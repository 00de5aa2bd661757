import Conformance
import Foundation
import Profiles
import Testing
import TestSupport
import WireCore

/// Registered names that tshark 4.0.17 also has (`tshark -G fields`) hold the same family of
/// value: integers, booleans, floating point, text, bytes, MAC / IPv4 / IPv6 addresses,
/// protocols. The differences we keep on purpose are listed with their reason.
@Suite struct FieldRegistryTsharkTests {
    /// tshark's field types by name (a name may be registered with several types) and its protocols.
    static let glossary: (fields: [String: Set<String>], protocols: Set<String>)? = {
        guard let tshark = CLIHarness.tshark, let r = try? CLIHarness.run(tshark, ["-G", "fields"]), r.status == 0 else { return nil }
        var fields: [String: Set<String>] = [:]
        var protocols = Set<String>()
        for line in r.stdout.split(separator: "\n") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.first == "F", columns.count > 3 { fields[String(columns[2]), default: []].insert(String(columns[3])) }
            if columns.first == "P", columns.count > 2 { protocols.insert(String(columns[2])) }
        }
        return (fields, protocols)
    }()

    /// Names whose value family differs from tshark's on purpose.
    static let knownDifferences: [String: String] = [
        "frame.time_epoch": "printed as decimal seconds with nine decimals (tshark: a time value)",
        "oran_fh_cus.bfwI": "the weight's raw bfwIqWidth-bit code (tshark: the decompressed weight)",
        "oran_fh_cus.bfwQ": "the weight's raw bfwIqWidth-bit code (tshark: the decompressed weight)",
        "oran_fh_cus.iSample": "integer for uncompressed, BFP, block scaling and µ-law samples (tshark: always float)",
        "oran_fh_cus.qSample": "integer for uncompressed, BFP, block scaling and µ-law samples (tshark: always float)",
        "oran_fh_cus.ciSample": "the channel information samples as bytes (tshark: a text summary)",
        "ecpri.address": "the 48-bit address as a number (tshark: bytes)",
        "ecpri.element": "the 16-bit element id as a number (tshark: bytes)",
    ].merging(numericStrings.map { ($0, "the OCTET / BIT STRING's octets (tshark: the number they hold)") }) { a, _ in a }
        .merging(textStrings.map { ($0, "the OCTET STRING's octets (tshark: the text they hold)") }) { a, _ in a }

    /// F1AP strings Wireshark's F1AP dissector shows as numbers.
    static let numericStrings = [
        "f1ap.PDCCH_BlindDetectionSCG", "f1ap.Requested_PDCCH_BlindDetectionSCG", "f1ap.PortNumber", "f1ap.configured_EPS_TAC",
        "f1ap.fiveGS_TAC",
        "e1ap.portNumber", "ngap.MessageIdentifier", "ngap.ePS_TAC", "ngap.fiveG_TMSI", "ngap.lAC", "ngap.periodicRegistrationUpdateTimer",
        "ngap.portNumber", "ngap.tAC", "ngap.TAC", "ngap.uELocationDerivedTACInNRNTN",
    ]
    static let textStrings = ["ngap.bluetoothName", "ngap.wLANName"]

    /// True when our type and one of tshark's types hold the same family of value.
    static func agree(_ spec: FieldSpec, _ tsharkType: String) -> Bool {
        let integer = tsharkType.hasPrefix("FT_UINT") && !tsharkType.hasSuffix("_STRING") && !tsharkType.hasSuffix("_BYTES")
            || tsharkType.hasPrefix("FT_INT") || tsharkType == "FT_FRAMENUM" || tsharkType == "FT_CHAR"
        switch spec.type {
        case .unsigned, .signed: return integer || (spec.bitLength == 1 && tsharkType == "FT_BOOLEAN")
        case .enumerated: return integer  // tshark holds the number and shows the name
        case .boolean: return tsharkType == "FT_BOOLEAN"
        case .double: return tsharkType == "FT_DOUBLE" || tsharkType == "FT_FLOAT"
        case .string: return tsharkType.hasPrefix("FT_STRING") || tsharkType == "FT_UINT_STRING" || tsharkType.hasSuffix("OID")
        case .bytes: return tsharkType == "FT_BYTES" || tsharkType == "FT_UINT_BYTES"
        case .ether: return tsharkType == "FT_ETHER"
        case .ipv4: return tsharkType == "FT_IPv4"
        case .ipv6: return tsharkType == "FT_IPv6"
        case .protocolName: return tsharkType == "FT_PROTOCOL" || tsharkType == "FT_NONE"
        }
    }

    @Test(.requires(.tshark))
    func registeredNamesAgreeWithTsharkInTypeFamily() throws {
        let glossary = try #require(Self.glossary, "tshark -G fields failed")
        var compared = 0
        var disagreements: [String] = []
        for spec in KnownFields.registry.specs where !spec.isPattern {
            if spec.type == .protocolName {
                if glossary.protocols.contains(spec.name) || glossary.fields[spec.name] != nil { compared += 1 }
                if let types = glossary.fields[spec.name], !glossary.protocols.contains(spec.name),
                    !types.contains(where: { Self.agree(spec, $0) })
                {
                    disagreements.append("\(spec.name): protocol here, \(types.sorted()) in tshark")
                }
                continue
            }
            guard let types = glossary.fields[spec.name] else { continue }
            compared += 1
            if types.contains(where: { Self.agree(spec, $0) }) { continue }
            if Self.knownDifferences[spec.name] != nil { continue }
            disagreements.append("\(spec.name): \(spec.type.rawValue) here, \(types.sorted()) in tshark")
        }
        #expect(compared > 500, "names compared with tshark: \(compared)")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(disagreements.joined(separator: "\n"))")
    }

    /// The known differences are about names that are registered and that tshark has.
    @Test(.requires(.tshark))
    func knownDifferencesAreStillDifferent() throws {
        let glossary = try #require(Self.glossary, "tshark -G fields failed")
        for (name, reason) in Self.knownDifferences {
            let specs = KnownFields.registry.specs.filter { $0.name == name }
            let types = try #require(glossary.fields[name], "\(name) is not a tshark field")
            #expect(!specs.isEmpty, "\(name) is not registered")
            #expect(specs.contains { spec in !types.contains { Self.agree(spec, $0) } }, "\(name) now agrees: drop '\(reason)'")
        }
    }
}
