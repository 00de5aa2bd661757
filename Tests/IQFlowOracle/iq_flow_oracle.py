#!/usr/bin/env python3
"""Independent per-flow IQ oracle (numpy), written from the formulas, not from the Swift code.

Usage:
    iq_flow_oracle.py capture CAPTURE.pcapng WIDTH PRBS ORDER
        Parses Ethernet (+802.1Q) / eCPRI (EtherType 0xAEFE) / O-RAN U-plane with static BFP of
        WIDTH-bit mantissas (no udCompHdr, CUS 8.3.3), numPrbu 0 = PRBS. ORDER is qpsk, qam16,
        qam64, qam256, qam1024 or '-' (no EVM). Prints one JSON object per flow.
    iq_flow_oracle.py tshark FIELDS.tsv WIDTH PRBS
        FIELDS.tsv: tshark -T fields lines: startPrbu, numPrbu, iSample list, qSample list
        (tshark 4.0.17 scales BFP samples by 2^-(w+14)). Prints per-PRB power in dBFS.

Formulas:
  BFP sample x = m * 2^e (m: w-bit two's complement mantissa, I then Q per RE, MSB first; e: low
  nibble of udCompParam). Full scale FS = 2^15 (16-bit source). Power in dBFS =
  10 log10(mean(I^2 + Q^2) / FS^2). Peak = max over REs of (I^2+Q^2)/FS^2.
  A component is clipped when |m| >= 2^(w-1) - 1 and e >= 16 - w.
  Quantisation SNR = 10 log10(sum |x|^2 / sum over REs of 2 * (2^e)^2 / 12).
  EVM: g = rms(x) (unit-power constellation), decide d = nearest point of the normalised square
  QAM (levels +-1, +-3, ... over sqrt(2(L^2-1)/3)) of x/g, g = sum Re(x conj d) / sum |d|^2, three
  rounds; EVM = sqrt(sum |x - g d|^2 / sum |g d|^2) over the non-zero REs.
"""
import json
import struct
import sys

import numpy as np

LEVELS = {'qpsk': 2, 'qam16': 4, 'qam64': 8, 'qam256': 16, 'qam1024': 32}


def packets(path):
    data = open(path, 'rb').read()
    if data[:4] == b'\x0a\x0d\x0d\x0a':
        i = 0
        while i + 12 <= len(data):
            btype, blen = struct.unpack_from('<II', data, i)
            if btype == 6:
                caplen = struct.unpack_from('<I', data, i + 20)[0]
                yield data[i + 28:i + 28 + caplen]
            i += blen
    else:
        i = 24
        while i + 16 <= len(data):
            caplen = struct.unpack_from('<I', data, i + 8)[0]
            yield data[i + 16:i + 16 + caplen]
            i += 16 + caplen


def unpack(block, w):
    bits = np.unpackbits(np.frombuffer(block, dtype=np.uint8))[:24 * w].reshape(24, w).astype(np.int64)
    vals = bits.dot(1 << np.arange(w - 1, -1, -1, dtype=np.int64))
    vals[vals >= (1 << (w - 1))] -= (1 << w)
    return vals


def evm(x, order):
    x = x[np.abs(x) > 0]
    L = LEVELS[order]
    unit = np.sqrt(2 * (L * L - 1) / 3)

    def decide(v):
        k = np.clip(np.round((v * unit + L - 1) / 2), 0, L - 1)
        return (2 * k - (L - 1)) / unit

    g = np.sqrt(np.mean(np.abs(x) ** 2))
    for _ in range(3):
        d = decide(x.real / g) + 1j * decide(x.imag / g)
        g = np.sum((x * np.conj(d)).real) / np.sum(np.abs(d) ** 2)
    d = (decide(x.real / g) + 1j * decide(x.imag / g)) * g
    return float(np.sqrt(np.sum(np.abs(x - d) ** 2) / np.sum(np.abs(d) ** 2))), int(len(x))


def db(v):
    return None if v <= 0 else float(10 * np.log10(v))


def capture_mode(path, w, prbs, order):
    fs2 = float(1 << 15) ** 2
    emax = 16 - w
    flows = {}
    for p in packets(path):
        off = 12
        etype = struct.unpack_from('>H', p, off)[0]
        if etype == 0x8100:
            off += 4
            etype = struct.unpack_from('>H', p, off)[0]
        if etype != 0xAEFE:
            continue
        off += 2
        mtype = p[off + 1]
        size = struct.unpack_from('>H', p, off + 2)[0]
        end = off + 4 + size
        if mtype != 0:
            continue
        eaxc = struct.unpack_from('>H', p, off + 4)[0]
        app = off + 8
        direction = 'DL' if p[app] >> 7 else 'UL'
        filt = p[app] & 15
        symbol = p[app + 3] & 0x3F
        key = '%d/%s/%s' % (eaxc, direction, 'prach' if filt else 'data')
        f = flows.setdefault(key, {'e': 0.0, 'n': 0, 'peak': 0.0, 'clip': 0, 'q': 0.0, 'prbE': np.zeros(prbs), 'prbN': np.zeros(prbs),
                                   'symE': np.zeros(14), 'symN': np.zeros(14), 'x': [], 'exp': np.zeros(16, dtype=int)})
        s = app + 4
        while end - s > 3:
            h = struct.unpack_from('>I', p, s)[0]
            start, num = (h >> 8) & 0x3FF, h & 0xFF
            num = num or prbs
            s += 4
            for k in range(num):
                e = p[s] & 15
                m = unpack(p[s + 1:s + 1 + 3 * w], w)
                s += 1 + 3 * w
                x = (m[0::2] + 1j * m[1::2]) * float(1 << e)
                pw = np.abs(x) ** 2
                f['e'] += pw.sum()
                f['n'] += 12
                f['peak'] = max(f['peak'], pw.max())
                if e >= emax:
                    f['clip'] += int(np.sum(np.abs(m) >= (1 << (w - 1)) - 1))
                f['q'] += 12 * 2 * float(1 << e) ** 2 / 12
                f['exp'][e] += 1
                prb = start + k
                if prb < prbs:
                    f['prbE'][prb] += pw.sum()
                    f['prbN'][prb] += 12
                if symbol < 14:
                    f['symE'][symbol] += pw.sum()
                    f['symN'][symbol] += 12
                f['x'].append(x)
    for key in sorted(flows):
        f = flows[key]
        out = {'flow': key, 'reCount': f['n'], 'meanDbfs': db(f['e'] / f['n'] / fs2), 'peakDbfs': db(f['peak'] / fs2),
               'clipped': f['clip'], 'qsnrDb': db(f['e'] / f['q']),
               'prbDbfs': [db(e / n / fs2) if n else None for e, n in zip(f['prbE'], f['prbN'])],
               'symbolDbfs': [db(e / n / fs2) if n else None for e, n in zip(f['symE'], f['symN'])],
               'exponentHistogram': [int(v) for v in f['exp']]}
        if order != '-' and key.endswith('/data'):
            out['evm'], out['evmCount'] = evm(np.concatenate(f['x']), order)
        print(json.dumps(out))


def tshark_mode(path, w, prbs):
    scale = float(1 << (w + 14))
    fs2 = float(1 << 15) ** 2
    e = np.zeros(prbs)
    n = np.zeros(prbs)
    for line in open(path):
        cols = line.rstrip('\n').split('\t')
        if len(cols) < 4 or not cols[2]:
            continue
        starts = [int(v) for v in cols[0].split(',')]
        nums = [int(v) or prbs for v in cols[1].split(',')]
        i = np.array([float(v) for v in cols[2].split(',')]) * scale
        q = np.array([float(v) for v in cols[3].split(',')]) * scale
        pw = i * i + q * q
        at = 0
        for start, num in zip(starts, nums):
            for k in range(num):
                prb = start + k
                if prb < prbs:
                    e[prb] += pw[at:at + 12].sum()
                    n[prb] += 12
                at += 12
    print(json.dumps({'prbDbfs': [db(a / b / fs2) if b else None for a, b in zip(e, n)]}))


if __name__ == '__main__':
    if sys.argv[1] == 'capture':
        capture_mode(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
    else:
        tshark_mode(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
