import Foundation
import TestSupport

/// pycrate 0.8.1 as the oracle for where components lie: `from_aper_ws` keeps the decoded
/// structure (`_struct`, envelopes with bit lengths, alignment padding inside the component it
/// precedes), walked by the shared ``PycrateWorker``'s `layout` operation into dotted paths of
/// our convention (`protocolIEs[2].value`); also pycrate's canonical re-encoding (`to_aper`) of
/// the decoded value.
enum PycrateLayout {
    struct Result {
        var paths: [String: (offset: Int, length: Int)]
        var bits: Int
        var aper: String
    }

    /// One result per PDU (nil when pycrate could not decode it).
    static func layouts(_ pdus: [[UInt8]]) throws -> [Result?] {
        try PycrateWorker.shared.objects("layout", items: pdus.map(PycrateWorker.hex)).map { item in
            guard item["error"] == nil, let paths = item["paths"] as? [String: [Int]],
                  let bits = item["bits"] as? Int, let aper = item["aper"] as? String else { return nil }
            var p: [String: (Int, Int)] = [:]
            for (k, v) in paths where v.count == 2 { p[k] = (v[0], v[1]) }
            return Result(paths: p, bits: bits, aper: aper)
        }
    }
}
