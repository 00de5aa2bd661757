#!/usr/bin/env python3
"""Independent oracle for U-plane IQ compression methods 2-6 (O-RAN CUS Annex A).

Written from the formulas below, not from the Swift codec. Usage:
    iq_oracle.py SEED COUNT
prints one JSON object per PRB (COUNT PRBs per method and width) with the oracle's input, the
compressed PRB block (udCompParam + packed IQ, hex) and the decompressed values.

Formulas (the CUS Annex A.2/A.3 text was not available, so these are not verified against it;
these are the readings the project chose and documents in Sources/Fronthaul):
  IQ packing: I then Q per RE, RE 1..12, w-bit two's complement, MSB first, continuous; a PRB's IQ
    part is ceil(2*n*w/8) bytes, zero padded (CUS §8.3.3).
  Block scaling (udCompMeth 2): udCompParam = blockScaler b, unsigned Q1.7 (scale b/128).
    A = max |x| (|-32768| counted as 32767); b = ceil(A/256) (so b/128 * 32768 >= A);
    c = clamp(round_half_away(x * 2^(w-1) / (b*256)), -2^(w-1), 2^(w-1)-1), c = 0 if b = 0;
    decompressed x^ = round_half_away(c * b * 2^(9-w)), i.e. c/2^(w-1) * (b/128) * 32768.
  mu-law (udCompMeth 3): udCompParam = compBitWidth(4, w mod 16) | compShift(4).
    compShift s = 15 - bitlength(A) (A as above; s = 15 when A = 0);
    v = x * 2^s / 32768; y = sign(v) * log1p(mu*|v|) / log1p(mu), mu = 255;
    c = round_half_away(y * (2^(w-1) - 1));
    decompressed x^ = sign(c) * round_half_away(expm1(|c|/(2^(w-1)-1) * log1p(mu)) / mu * 2^(15-s)).
  Modulation compression (udCompMeth 4): no udCompParam. Per RE a scaler S and csf from the coupled
    C-plane (SE4: csf | modCompScaler; SE5 sets: mcScaleReMask | csf | mcScaleOffset), with the
    15-bit scaler = e(4) | m(11), S = m * 2^-11 * 2^-e. mcScaleReMask: bit 11 = RE1 (as reMask).
    The first SE5 set whose mask has the RE applies, else the SE4 scaler.
    value = (2c+1) * 2^-w * S when csf = 1, c * 2^(1-w) * S when csf = 0.
    Encoding a value v: csf = 1: c = floor(v * 2^(w-1) / S); csf = 0: c = round_half_away(v * 2^(w-1) / S);
    clamped to the w-bit range; c = 0 when S = 0.
  Selective RE (udCompMeth 5, 6): udCompParam = 2 bytes [RE12 RE11 RE10 RE9 | nibble] [RE8 .. RE1]
    (RE1 = LSB, Wireshark master's reading); nibble = BFP exponent (5) or 0 (6). Only the REs whose
    bit is 1 are sent, in RE order. BFP (Annex A.1): A over the sent samples,
    e = max(0, bitlength(A) + 1 - w), m = x >> e, x^ = m << e. Absent REs decompress to 0.
"""
import json
import math
import struct
import sys

try:
    import numpy as np
except ImportError:
    print("SKIP: numpy not available")
    sys.exit(0)

MU = 255.0


def round_half_away(a):
    """Round a float half away from zero, exactly."""
    m = abs(a)
    r = math.floor(m)
    if m - r >= 0.5:
        r += 1
    return int(r) if a >= 0 else -int(r)


def div_round_half_away(num, den):
    """round_half_away(num / den) for integers, den > 0, exact."""
    q, r = divmod(abs(num), den)
    if 2 * r >= den:
        q += 1
    return q if num >= 0 else -q


def pack(values, w):
    """MSB-first, w-bit two's complement, zero padded to whole bytes."""
    bits = []
    for v in values:
        u = int(v) & ((1 << w) - 1)
        bits.extend((u >> (w - 1 - j)) & 1 for j in range(w))
    while len(bits) % 8:
        bits.append(0)
    arr = np.array(bits, dtype=np.uint8).reshape(-1, 8)
    return bytes(int(b) for b in np.packbits(arr, axis=1).ravel())


def unpack(data, w, count):
    bits = np.unpackbits(np.frombuffer(data, dtype=np.uint8))
    out = []
    for i in range(count):
        u = 0
        for j in range(w):
            u = (u << 1) | int(bits[i * w + j])
        if u >= 1 << (w - 1):
            u -= 1 << w
        out.append(u)
    return out


def max_abs(x):
    a = np.abs(np.asarray(x, dtype=np.int64))
    a = np.minimum(a, 32767)
    return int(a.max()) if len(a) else 0


def bitlength(a):
    return int(a).bit_length()


# --- block scaling -------------------------------------------------------------------------------
def bs_compress(x, w):
    a = max_abs(x)
    b = (a + 255) // 256
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    if b == 0:
        codes = [0] * len(x)
    else:
        codes = [min(hi, max(lo, div_round_half_away(int(v) * (1 << (w - 1)), b * 256))) for v in x]
    return bytes([b]) + pack(codes, w)


def bs_decompress(block, w):
    b = block[0]
    codes = unpack(block[1:], w, 24)
    if w <= 9:
        return [c * b * (1 << (9 - w)) for c in codes]
    return [div_round_half_away(c * b, 1 << (w - 9)) for c in codes]


# --- mu-law --------------------------------------------------------------------------------------
def mulaw_compress(x, w):
    a = max_abs(x)
    s = 15 - bitlength(a) if a > 0 else 15
    top = (1 << (w - 1)) - 1
    codes = []
    for v in x:
        mag = abs(int(v)) * float(1 << s) / 32768.0
        y = math.log1p(MU * mag) / math.log1p(MU)
        c = round_half_away(y * top)
        codes.append(-c if v < 0 else c)
    return bytes([((w & 15) << 4) | s]) + pack(codes, w)


def mulaw_decompress(block, w):
    s = block[0] & 15
    top = (1 << (w - 1)) - 1
    out = []
    for c in unpack(block[1:], w, 24):
        if top == 0 or c == 0:
            out.append(0)
            continue
        t = float(abs(c)) / float(top)
        mag = math.expm1(t * math.log1p(MU)) / MU * float(1 << (15 - s))
        r = round_half_away(mag)
        out.append(-r if c < 0 else r)
    return out


# --- modulation compression ----------------------------------------------------------------------
def scaler_value(raw):
    e = (raw >> 11) & 15
    m = raw & 0x7FF
    return math.ldexp(float(m), -11 - e)


def re_scaling(sets, re):
    """sets: list of [mcScaleReMask (bit 11 = RE1), csf, raw]; the last entry may be the SE4 one (mask 0xFFF)."""
    for mask, csf, raw in sets:
        if mask & (1 << (11 - re)):
            return csf, scaler_value(raw)
    return None


def mod_value(c, w, csf, s):
    if csf:
        return (2 * c + 1) * math.ldexp(1.0, -w) * s
    return c * math.ldexp(1.0, 1 - w) * s


def mod_code(v, w, csf, s):
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    if s == 0:
        return 0
    q = v * math.ldexp(1.0, w - 1) / s
    c = math.floor(q) if csf else round_half_away(q)
    return min(hi, max(lo, c))


def d2hex(v):
    return struct.pack(">d", v).hex()


# --- selective RE --------------------------------------------------------------------------------
def present_res(mask):
    return [re for re in range(12) if mask & (1 << re)]


def bfp_sre_compress(x, w, mask):
    res = present_res(mask)
    sent = [x[2 * re + p] for re in res for p in (0, 1)]
    a = max_abs(sent) if sent else 0
    e = max(0, bitlength(a) + 1 - w)
    codes = [int(v) >> e for v in sent]
    param = bytes([((mask >> 8) & 0xF) << 4 | e, mask & 0xFF])
    return param + pack(codes, w)


def bfp_sre_decompress(block, w):
    mask = ((block[0] >> 4) << 8) | block[1]
    e = block[0] & 15
    res = present_res(mask)
    codes = unpack(block[2:], w, 2 * len(res))
    out = [0] * 24
    for k, re in enumerate(res):
        out[2 * re] = codes[2 * k] << e
        out[2 * re + 1] = codes[2 * k + 1] << e
    return out


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rng = np.random.default_rng(seed)

    def samples(n):
        shift = int(rng.integers(0, 16))
        x = rng.integers(-32768, 32768, size=n, dtype=np.int64) >> shift
        if rng.integers(0, 8) == 0:
            x[int(rng.integers(0, n))] = -32768
        if rng.integers(0, 16) == 0:
            x[:] = 0
        return [int(v) for v in x]

    for w in range(1, 17):
        for _ in range(count):
            x = samples(24)
            blk = bs_compress(x, w)
            print(json.dumps({"m": "bs", "w": w, "x": x, "b": blk.hex(), "y": bs_decompress(blk, w)}))
    for w in range(2, 17):
        for _ in range(count):
            x = samples(24)
            blk = mulaw_compress(x, w)
            print(json.dumps({"m": "mulaw", "w": w, "x": x, "b": blk.hex(), "y": mulaw_decompress(blk, w)}))
    for sre in (False, True):
        for w in range(1, 6):
            for _ in range(count):
                nsets = int(rng.integers(0, 4))
                sets = [[int(rng.integers(0, 4096)), int(rng.integers(0, 2)), int(rng.integers(0, 32768))] for _ in range(nsets)]
                sets.append([0xFFF, int(rng.integers(0, 2)), int(rng.integers(0, 32768))])
                mask = int(rng.integers(0, 4096)) if sre else 0xFFF
                res = present_res(mask) if sre else list(range(12))
                codes = [int(c) for c in rng.integers(-(1 << (w - 1)), 1 << (w - 1), size=2 * len(res))]
                values = [0.0] * 24
                for k, re in enumerate(res):
                    csf, s = re_scaling(sets, re)
                    for p in (0, 1):
                        values[2 * re + p] = mod_value(codes[2 * k + p], w, csf, s)
                # re-encode the values (the encoder direction)
                recoded = []
                for re in res:
                    csf, s = re_scaling(sets, re)
                    recoded += [mod_code(values[2 * re + p], w, csf, s) for p in (0, 1)]
                param = bytes([((mask >> 8) & 0xF) << 4, mask & 0xFF]) if sre else b""
                blk = param + pack(recoded, w)
                # the decoder direction: values reconstructed from the block's codes (they differ from
                # `values` only where S = 0, e.g. -0.0 vs 0.0)
                sent = unpack(blk[len(param):], w, 2 * len(res))
                decoded = [0.0] * 24
                for k, re in enumerate(res):
                    csf, s = re_scaling(sets, re)
                    for p in (0, 1):
                        decoded[2 * re + p] = mod_value(sent[2 * k + p], w, csf, s)
                print(json.dumps({"m": "modcomp-sre" if sre else "modcomp", "w": w, "sets": sets, "mask": mask,
                                  "v": [d2hex(v) for v in values], "b": blk.hex(), "y": [d2hex(v) for v in decoded]}))
    for w in range(1, 17):
        for _ in range(count):
            x = samples(24)
            mask = int(rng.integers(0, 4096))
            blk = bfp_sre_compress(x, w, mask)
            print(json.dumps({"m": "bfp-sre", "w": w, "x": x, "mask": mask, "b": blk.hex(), "y": bfp_sre_decompress(blk, w)}))


if __name__ == "__main__":
    main()
