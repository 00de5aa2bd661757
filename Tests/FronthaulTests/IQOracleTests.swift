import Foundation
import Fronthaul
import Testing
import TestSupport

/// Block scaling, µ-law, modulation compression and selective RE against the numpy oracle
/// `Tests/IQOracle/iq_oracle.py`, written from the formulas (CUS Annex A and the readings in
/// Fronthaul.docc) and not from the Swift codec. Both directions: our encoder must produce the
/// oracle's bytes from the oracle's input, and our decoder the oracle's values from those bytes.
/// PRBs per method and width: 20 by default, `RANCONFORM_IQ_COUNT` for more.
@Suite struct IQOracleTests {
    static var oracle: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("IQOracle/iq_oracle.py")
    }
    static var count: Int {
        if let s = ProcessInfo.processInfo.environment["RANCONFORM_IQ_COUNT"], let v = Int(s), v > 0 { return v }
        return 20
    }
    static func hex(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        var it = s.makeIterator()
        while let a = it.next(), let b = it.next() { out.append(UInt8(String([a, b]), radix: 16) ?? 0) }
        return out
    }
    static func ints(_ any: Any?) -> [Int] { (any as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue } ?? [] }

    /// Runs the oracle (callers require python3 with numpy).
    static func runOracle(seed: UInt64, count: Int) throws -> [[String: Any]] {
        let py = try #require(Oracle.python3)
        let out = try Subprocess.run(py, [oracle.path, String(seed % 1_000_000_007), String(count)]).stdout
        return out.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    @Test(.requires(.numpy)) func everyMethodAgreesWithTheNumpyOracle() throws {
        let seed = Support.seed("iqoracle")
        let count = Self.count
        print("IQOracleTests seed=\(seed) count=\(count) per method and width")
        let cases = try Self.runOracle(seed: seed, count: count)
        #expect(!cases.isEmpty, "the oracle printed nothing")
        var checked: [String: Int] = [:]
        var failed: [String: Int] = [:]
        for c in cases {
            guard let m = c["m"] as? String, let w = (c["w"] as? NSNumber)?.intValue, let b = c["b"] as? String else {
                Issue.record("bad oracle line \(c)")
                continue
            }
            let block = Self.hex(b)
            let key = "\(m):\(w)"
            var ok = true
            switch m {
            case "bs", "mulaw", "bfp-sre":
                let x = Self.ints(c["x"]).map { Int16(truncatingIfNeeded: $0) }
                let y = Self.ints(c["y"]).map { Int32($0) }
                var mine: [UInt8] = []
                let method: CompressionMethod
                switch m {
                case "bs":
                    IQCodec.compressBlockScaling(x[...], width: w, into: &mine)
                    method = .blockScaling
                case "mulaw":
                    IQCodec.compressMuLaw(x[...], width: w, into: &mine)
                    method = .muLaw
                default:
                    IQCodec.compressBFPSelectiveRE(x[...], width: w, mask: UInt16((c["mask"] as? NSNumber)?.intValue ?? 0), into: &mine)
                    method = .bfpSelectiveRE
                }
                if mine != block { ok = false }
                let s = UPlaneSection(numPrbu: 1, format: IQFormat(method: method, iqWidth: w), iqData: block[...])
                var out: [Int32] = []
                if IQCodec.decompress(s, into: &out) != 24 || out != y { ok = false }
                if method != .bfpSelectiveRE {
                    var fast = [Int32](repeating: 0, count: 24)
                    let n = fast.withUnsafeMutableBufferPointer { IQCodec.decompress(s, into: $0) }
                    if n != 24 || fast != y { ok = false }
                }
            case "modcomp", "modcomp-sre":
                let sets = (c["sets"] as? [[Any]] ?? []).map { row -> ModulationScaling.ScaleSet in
                    let v = row.compactMap { ($0 as? NSNumber)?.intValue }
                    return ModulationScaling.ScaleSet(reMask: UInt16(v[0]), csf: v[1] != 0, scaler: UInt16(v[2]))
                }
                let scaling = ModulationScaling(sets: sets)
                let inputs = ((c["v"] as? [String]) ?? []).map { Double(bitPattern: UInt64($0, radix: 16) ?? 0) }
                let values = ((c["y"] as? [String]) ?? []).map { Double(bitPattern: UInt64($0, radix: 16) ?? 0) }
                let sre = m == "modcomp-sre"
                let mask = sre ? UInt16((c["mask"] as? NSNumber)?.intValue ?? 0) : 0xFFF
                var mine: [UInt8] = []
                if !IQCodec.compressModulation(inputs[...], width: w, scaling: scaling, mask: mask, selectiveParam: sre, into: &mine) || mine != block { ok = false }
                let s = UPlaneSection(numPrbu: 1, format: IQFormat(method: sre ? .modulationSelectiveRE : .modulation, iqWidth: w), iqData: block[...])
                var out: [Double] = []
                if IQCodec.decompressModulation(s, scaling: scaling, into: &out) != 24 || out.map(\.bitPattern) != values.map(\.bitPattern) { ok = false }
            default:
                Issue.record("unknown method \(m)")
            }
            checked[key, default: 0] += 1
            if !ok {
                failed[key, default: 0] += 1
                if failed[key] == 1 { Issue.record("\(key) disagrees with the oracle (seed \(seed)): \(c)") }
            }
        }
        var perMethod: [String: Int] = [:]
        for (k, v) in checked { perMethod[String(k.split(separator: ":")[0]), default: 0] += v }
        print("IQ oracle: \(perMethod.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value) PRBs" }.joined(separator: ", ")); disagreements \(failed.values.reduce(0, +))")
        #expect(failed.isEmpty)
    }
}
