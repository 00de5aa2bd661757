import WireCore

/// Decompressed IQ values for the field registry (`--set fronthaul.showIQ=true`): after each PRB's
/// `oran_fh_cus.iq_user_data`, one derived `oran_fh_cus.iSample` and `oran_fh_cus.qSample` per RE
/// sent. Methods 0, 1, 2, 3, 5, 7 give integers in 16-bit sample scale (``IQCodec/decompress(_:into:)-…``);
/// modulation compression (4, 6, 8) gives constellation values, with the coupled C-plane scaling
/// (``FronthaulContext/modulationScaling(eAxC:direction:sectionId:)``); without one, no values.
/// Not a hot path: it allocates per section.
struct IQDisplay {
    let context: FronthaulContext
    let eAxC: UInt16

    enum Values {
        case integers([Int32])
        case constellation([Double])
    }

    func values(of section: UPlaneSection, direction: FronthaulDirection) -> Values? {
        switch section.format.method {
        case .modulation, .modulationSelectiveRE, .modulationSelectiveREMaskInHeader:
            guard let scaling = context.modulationScaling(eAxC: eAxC, direction: direction, sectionId: section.sectionId) else { return nil }
            var out: [Double] = []
            guard IQCodec.decompressModulation(section, scaling: scaling, into: &out) != nil else { return nil }
            return .constellation(out)
        default:
            var out: [Int32] = []
            guard IQCodec.decompress(section, into: &out) != nil else { return nil }
            return .integers(out)
        }
    }

    static func emit<S: BitSink>(_ values: Values, prb: Int, mask: UInt16, into s: inout S) {
        for re in 0..<12 where mask & (1 << UInt16(re)) != 0 {
            let i = prb * 24 + 2 * re
            switch values {
            case .integers(let v):
                guard i + 1 < v.count else { return }
                s.derived("oran_fh_cus.iSample", .signed(Int64(v[i])))
                s.derived("oran_fh_cus.qSample", .signed(Int64(v[i + 1])))
            case .constellation(let v):
                guard i + 1 < v.count else { return }
                s.derived("oran_fh_cus.iSample", .double(v[i]))
                s.derived("oran_fh_cus.qSample", .double(v[i + 1]))
            }
        }
    }
}
