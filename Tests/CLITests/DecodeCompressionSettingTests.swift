import Foundation
import Testing

/// `ranconform decode --hex … --proto oran-uplane --set fronthaul.compression=…` for block scaling,
/// µ-law, modulation and selective RE, with `fronthaul.showIQ`. Expected values worked by hand from
/// the formulas (CUS Annex A.2, A.3, A.5 and the choices in Fronthaul.docc).
@Suite struct DecodeCompressionSettingTests {
    // U-plane DL, section 1, numPrbu 1, then one PRB block.
    static let header = "90000000" + "00100001"

    static func values(_ name: String, _ stdout: String) throws -> [Any] {
        let line = stdout.split(separator: "\n").first.map(String.init) ?? ""
        let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return json?[name] as? [Any] ?? []
    }

    @Test func blockScalingNine() throws {
        // blockScaler 0x40 (0.5); I = 3, Q = −1 in 9 bits → 3·64 = 192, −64
        let hex = Self.header + "40" + "01ffc0" + String(repeating: "00", count: 24)
        guard let r = try CLIHarness.ranconform(["decode", "--hex", hex, "--proto", "oran-uplane", "--set", "fronthaul.compression=bs:9", "--set", "fronthaul.showIQ=true", "--json"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"oran_fh_cus.blockScaler\":64"))
        let i = try Self.values("oran_fh_cus.iSample", r.stdout).compactMap { ($0 as? NSNumber)?.intValue }
        let q = try Self.values("oran_fh_cus.qSample", r.stdout).compactMap { ($0 as? NSNumber)?.intValue }
        #expect(i.first == 192 && q.first == -64 && i.count == 12)
    }

    @Test func modulationWithDeclaredScaler() throws {
        // 16QAM, scaler 0x400 (e 0, m 1024 → 0.5), csf 1: RE2 I = −2 → −3/4 · 0.5 = −0.375, Q = −1 → −0.125
        let hex = Self.header + "0b" + String(repeating: "00", count: 5)
        guard let r = try CLIHarness.ranconform(["decode", "--hex", hex, "--proto", "oran-uplane", "--set", "fronthaul.compression=modcomp:2", "--set", "fronthaul.modCompScaler=0x400,1", "--set", "fronthaul.showIQ=true", "--json"]) else { return }
        #expect(r.status == 0, "\(r.stderr)")
        let i = try Self.values("oran_fh_cus.iSample", r.stdout).compactMap { ($0 as? NSNumber)?.doubleValue }
        let q = try Self.values("oran_fh_cus.qSample", r.stdout).compactMap { ($0 as? NSNumber)?.doubleValue }
        #expect(i.count == 12 && i[0] == 0.125 && i[1] == -0.375 && q[1] == -0.125)
    }

    @Test func badScalerSettingIsUsageError() throws {
        guard let r = try CLIHarness.ranconform(["decode", "--hex", Self.header, "--proto", "oran-uplane", "--set", "fronthaul.modCompScaler=banana"]) else { return }
        #expect(r.status == 2)
        #expect(r.stderr.contains("fronthaul.modCompScaler"))
    }
}
