/// Selective RE sending, udCompMeth 5–8 (CUS §6.3.3.13 / Table 6-3, §8.3.3.17).
///
/// Only the REs whose mask bit is 1 are sent, in RE order; a PRB's IQ part is ⌈2·n·w/8⌉ bytes,
/// zero padded. For 5 and 6 the mask is in the 2-byte udCompParam of each PRB:
/// [RE12 RE11 RE10 RE9 | exponent (5) or reserved (6)] [RE8 … RE1]. For 7 and 8 it is sReSMask1/2
/// in the section header.
///
/// Bit order, our reading, not verified against the clause text: the udCompParam / sReSMask mask is
/// read with RE1 = LSB (Wireshark master's reading, the only one available), the opposite of the
/// C-plane reMask (RE1 = MSB). An encoder that takes the RE set from the coupled C-plane (the
/// section's reMask, or SE6/SE12/SE13, which select PRBs and keep the section's reMask for their
/// REs) converts with ``selectiveMask(reMask:)``.
extension IQCodec {
    /// C-plane reMask (bit 11 = RE1) → selective-RE mask (bit 0 = RE1): the 12 bits reversed.
    @inlinable
    public static func selectiveMask(reMask: UInt16) -> UInt16 {
        var out: UInt16 = 0
        for re in 0..<12 where reMask & (1 << UInt16(11 - re)) != 0 { out |= 1 << UInt16(re) }
        return out
    }

    /// Compresses one PRB (24 samples, I and Q per RE) with BFP + selective RE (udCompMeth 5):
    /// udCompParam [mask RE12…RE9 | exponent] [mask RE8…RE1], then the BFP mantissas (Annex A.1, the
    /// exponent taken over the REs sent) of the REs whose `mask` bit (RE1 = LSB) is set.
    /// With `maskInHeader` (udCompMeth 7, mask in sReSMask1/2) udCompParam is rsv(4) | exponent only.
    public static func compressBFPSelectiveRE(_ samples: ArraySlice<Int16>, width: Int, mask: UInt16, maskInHeader: Bool = false, into bytes: inout [UInt8]) {
        let base = samples.startIndex
        var sent: [Int16] = []
        sent.reserveCapacity(24)
        for re in 0..<12 where mask & (1 << UInt16(re)) != 0 {
            sent.append(samples[base + 2 * re])
            sent.append(samples[base + 2 * re + 1])
        }
        var scratch: [UInt8] = []
        compressBFP(sent[...], width: width, into: &scratch)
        let e = scratch.first ?? 0
        if maskInHeader {
            bytes.append(e)
        } else {
            bytes.append(UInt8((mask >> 8) & 0xF) << 4 | e)
            bytes.append(UInt8(mask & 0xFF))
        }
        bytes += scratch.dropFirst()
    }
}

extension UPlaneSection {
    /// The RE mask (bit 0 = RE1) that applies to PRB `prb` whose udCompParam is `param`: from
    /// udCompParam for methods 5/6, from sReSMask1/2 for 7/8, all REs otherwise.
    @inlinable
    public func selectiveMask(prb: Int, param: ArraySlice<UInt8>) -> UInt16 {
        switch format.method {
        case .bfpSelectiveRE, .modulationSelectiveRE:
            guard param.count >= 2 else { return 0 }
            return (UInt16(param[param.startIndex] >> 4) << 8) | UInt16(param[param.startIndex + 1])
        case .bfpSelectiveREMaskInHeader, .modulationSelectiveREMaskInHeader:
            return headerMask(prb: prb)
        default:
            return 0xFFF
        }
    }
}
