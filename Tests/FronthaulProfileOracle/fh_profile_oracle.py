#!/usr/bin/env python3
"""Frames and expected verdicts for FH-ETH-TYPE, FH-CS-BEAM and FH-CS-PRACH.

Usage: fh_profile_oracle.py OUT.pcap
       fh_profile_oracle.py random SEED COUNT OUT.pcap   (random section type 3 messages and carrier)

Builds with scapy (raw bytes laid out from O-RAN.WG4.CUS §5.1.2, §7.4, §7.5; nothing from
RANConform) a capture between an O-DU 02:00:00:00:bb:01 and an O-RU 02:00:00:00:aa:01 on VLAN
100, and prints JSON: per frame the field values it wrote (for tshark to confirm) and, per rule,
the frame numbers that must violate it and how many items are judged, computed here from:

- the testbed the Swift test writes: carrier numerology 1 (30 kHz), 51 PRBs; O-RU beam table
  [1-64, 100]; eAxC 0:0:0:8 a PRACH flow with format B4 at 30 kHz, 0:0:0:9 a PRACH flow without a
  format, 0:0:0:10 a UL flow of no purpose (mixed numerology);
- TS 38.211 §5.3.1 (subcarrier k of the carrier grid at (k - N_grid*12/2)*df from the centre),
  §6.3.3.1 (PRACH spacings 1.25 / 5 kHz with L_RA 839, 15-120 kHz with L_RA 139) and
  Table 6.3.3.2-1 (PRACH SCS / PUSCH SCS pairs);
- the frameStructure tables (CUS §7.5.2.13) and freqOffset unit (half the section SCS); the
  section's first RE centre is freqOffset*SCS/2 + startPrbc*12*SCS (the checker's stated reading);
- the FH-ETH-TYPE reading: eCPRI after at most 2 tags of 0x8100/0x88a8; other EtherTypes judged
  only between the declared O-DU and O-RU (MAC and VLAN 100), except PTP, slow protocols, LLDP,
  IPv4, IPv6 and ARP.
Frequencies are exact fractions in Hz.
"""
import json
import sys
from fractions import Fraction as F

from scapy.all import Ether, Dot1Q, Raw, wrpcap  # noqa: E402
from scapy.layers.l2 import Dot1AD

DU, RU, OTHER = "02:00:00:00:bb:01", "02:00:00:00:aa:01", "02:00:00:00:ee:09"
CARRIER_MU, CARRIER_PRBS = 1, 51
BEAMS = [(1, 64), (100, 100)]
EXCLUDED = {0x0800, 0x86DD, 0x0806, 0x88F7, 0x8809, 0x88CC}


def ecpri(msg_type, body):
    return bytes([0x10, msg_type]) + len(body).to_bytes(2, "big") + body


def cplane_st1(eaxc, seq, sections, direction=1, filter_index=0):
    hdr = bytes([(direction << 7) | (1 << 4) | filter_index, 0, 0, 0, len(sections), 1, 0, 0])
    body = b""
    for sid, start, num, beam in sections:
        body += ((sid << 12) | start).to_bytes(3, "big") + bytes([num])
        body += ((0xFFF << 4) | 14).to_bytes(2, "big") + (beam & 0x7FFF).to_bytes(2, "big")
    return ecpri(2, eaxc.to_bytes(2, "big") + bytes([seq, 0x80]) + hdr + body)


def cplane_st3(eaxc, seq, fft, scs, filter_index, sections, direction=0):
    hdr = bytes([(direction << 7) | (1 << 4) | filter_index, 0, 0, 0, len(sections), 3])
    hdr += (0).to_bytes(2, "big") + bytes([(fft << 4) | scs]) + (0).to_bytes(2, "big") + bytes([0])
    body = b""
    for sid, rb, start, num, beam, freq in sections:
        body += ((sid << 12) | (rb << 11) | start).to_bytes(3, "big") + bytes([num])
        body += ((0xFFF << 4) | 12).to_bytes(2, "big") + (beam & 0x7FFF).to_bytes(2, "big")
        body += (freq & 0xFFFFFF).to_bytes(3, "big") + b"\x00"
    return ecpri(2, eaxc.to_bytes(2, "big") + bytes([seq, 0x80]) + hdr + body)


# --- PRACH arithmetic (Hz) ---------------------------------------------------------------
SCS_HZ = {0: 15000, 1: 30000, 2: 60000, 3: 120000, 4: 240000, 12: 1250, 13: 3750, 14: 5000, 15: 7500}
FFT = {c: 2 ** c for c in range(4, 13)}
FFT.update({13: 1536, 14: 3072})
PRACH_CODES = {12: 839, 14: 839, 0: 139, 1: 139, 2: 139, 3: 139}
# Table 6.3.3.2-1 (Rel-15): PRACH SCS (kHz) -> PUSCH SCS (kHz) it is listed with.
TABLE_6_3_3_2_1 = {1.25: {15, 30, 60}, 5: {15, 30, 60}, 15: {15, 30, 60}, 30: {15, 30, 60}, 60: {60, 120}, 120: {60, 120}}


def carrier_band():
    df = F(15000 * 2 ** CARRIER_MU)
    half = CARRIER_PRBS * 12 // 2
    return (0 - half) * df - df / 2, (CARRIER_PRBS * 12 - 1 - half) * df + df / 2


def st3_violates(fft, scs, filter_index, sections, prach_flow, fmt):
    """True when the message breaks FH-CS-PRACH."""
    if scs not in SCS_HZ:  # reserved SCS code: FH-CP-ST3-FS's business, not judged here
        return False
    df = F(SCS_HZ[scs])
    is_prach = filter_index in (1, 2, 3, 5) or prach_flow
    length = 0
    if is_prach:
        if scs not in PRACH_CODES:
            return True
        if CARRIER_MU <= 3 and 15 * 2 ** CARRIER_MU not in TABLE_6_3_3_2_1[float(df / 1000) if df % 1000 else int(df / 1000)]:
            return True
        length = PRACH_CODES[scs]
        if fmt == ("B4", 30):  # short format B4 at 30 kHz: SCS code 1, filterIndex 3 (or 0), L_RA 139
            if scs != 1 or filter_index not in (0, 3):
                return True
            length = 139
    low_c, high_c = carrier_band()
    for sid, rb, start, num, beam, freq in sections:
        if num == 0:
            continue
        if is_prach and num * 12 < length:
            return True
        first = freq * df / 2 + start * 12 * df
        n_sub = ((num - 1) * (2 if rb else 1) + 1) * 12
        if first - df / 2 < low_c or first + (n_sub - 1) * df + df / 2 > high_c:
            return True
        if fft in FFT and FFT[fft] < n_sub:
            return True
    return False


def main():
    out = sys.argv[1]
    frames, info = [], []
    expected = {"FH-ETH-TYPE": [], "FH-CS-BEAM": [], "FH-CS-PRACH": []}
    judged = {"FH-ETH-TYPE": 0, "FH-CS-BEAM": 0, "FH-CS-PRACH": 0}
    seq = [0]

    def add(frame, note, **fields):
        frames.append(frame)
        info.append(dict(frame=len(frames), note=note, **fields))
        return len(frames)

    def ecpri_frame(payload, src=DU, dst=RU, tags=((0x8100, 100),)):
        # tags: outermost first, (tpid, vid)
        layer = Ether(src=src, dst=dst, type=tags[0][0] if tags else 0xAEFE)
        for i, (tpid, vid) in enumerate(tags):
            nxt = tags[i + 1][0] if i + 1 < len(tags) else 0xAEFE
            layer = layer / (Dot1AD(vlan=vid, type=nxt) if tpid == 0x88A8 else Dot1Q(vlan=vid, prio=7, type=nxt))
        return layer / Raw(payload)

    def next_seq():
        seq[0] = (seq[0] + 1) % 256
        return seq[0]

    # FH-CS-BEAM: section type 1, DL, eAxC 0.
    for beams in ([0], [1, 64], [100], [65], [5, 101], [32767]):
        sections = [(i + 1, 0, 4, b) for i, b in enumerate(beams)]
        n = add(ecpri_frame(cplane_st1(0, next_seq(), sections)), "st1 beams", beamIds=beams)
        judged["FH-CS-BEAM"] += 1
        judged["FH-ETH-TYPE"] += 1
        if any(not (b == 0 or any(lo <= b <= hi for lo, hi in BEAMS)) for b in beams):
            expected["FH-CS-BEAM"].append(n)

    # FH-CS-PRACH: section type 3, UL. (eAxC, fft, scs, filterIndex, [(sid, rb, start, num, beam, freqOffset)])
    flows = {8: (True, ("B4", 30)), 9: (True, None), 10: (False, None)}
    cases = [
        (8, 8, 1, 3, [(1, 0, 0, 12, 0, -564)]),     # PRB 2 of the carrier, as ranconform synth sends it
        (8, 8, 1, 3, [(1, 0, 0, 12, 0, 324)]),      # top edge exactly
        (8, 8, 1, 3, [(1, 0, 0, 12, 0, 326)]),      # one subcarrier over the top
        (8, 8, 1, 3, [(1, 0, 0, 12, 0, -612)]),     # bottom edge exactly
        (8, 8, 1, 3, [(1, 0, 0, 12, 0, -613)]),     # half a subcarrier under the bottom
        (8, 8, 1, 3, [(1, 0, 1, 12, 0, 324)]),      # startPrbc 1 from the top-edge offset
        (8, 8, 4, 3, [(1, 0, 0, 12, 0, 0)]),        # 240 kHz is no PRACH spacing
        (8, 8, 1, 1, [(1, 0, 0, 12, 0, 0)]),        # filterIndex of formats 0-2 on a B4 flow
        (8, 8, 1, 0, [(1, 0, 0, 12, 0, 0)]),        # filterIndex 0 is accepted
        (8, 11, 12, 1, [(1, 0, 0, 70, 0, 0)]),      # 1.25 kHz on the B4 flow
        (8, 7, 1, 3, [(1, 0, 0, 12, 0, 0)]),        # FFT 128 < 144 subcarriers
        (8, 8, 1, 3, [(1, 0, 0, 11, 0, 0)]),        # 132 subcarriers cannot hold 139
        (9, 11, 12, 1, [(1, 0, 0, 70, 0, 0)]),      # long preamble at 1.25 kHz, FFT 2048
        (9, 9, 12, 1, [(1, 0, 0, 70, 0, 0)]),       # FFT 512 < 840
        (9, 11, 12, 1, [(1, 0, 0, 12, 0, 0)]),      # 144 subcarriers cannot hold 839
        (9, 11, 14, 2, [(1, 0, 0, 70, 0, -3600)]),  # 5 kHz, inside (first RE at -9 MHz)
        (9, 11, 14, 2, [(1, 0, 0, 70, 0, -3700)]),  # 5 kHz, crosses the bottom edge
        (9, 8, 2, 3, [(1, 0, 0, 12, 0, 0)]),        # 60 kHz PRACH with a 30 kHz carrier
        (10, 8, 2, 0, [(1, 0, 0, 12, 0, -300)]),    # mixed numerology 60 kHz, inside
        (10, 8, 2, 0, [(1, 0, 0, 12, 0, -600)]),    # mixed numerology 60 kHz, outside
        (10, 8, 1, 0, [(1, 1, 0, 12, 0, 0)]),       # rb=1 spans 276 subcarriers > FFT 256
        (10, 9, 1, 0, [(1, 1, 0, 12, 0, 0)]),       # the same with FFT 512
        (10, 8, 1, 0, [(1, 0, 0, 12, 0, 0), (2, 0, 20, 12, 0, 0)]),  # second section past the top
    ]
    for eaxc, fft, scs, fi, sections in cases:
        prach_flow, fmt = flows[eaxc]
        n = add(ecpri_frame(cplane_st3(eaxc, next_seq(), fft, scs, fi, sections)), "st3",
                eaxc=eaxc, fft=fft, scs=scs, filterIndex=fi,
                freqOffset=[s[5] & 0xFFFFFF for s in sections], startPrbc=[s[2] for s in sections], numPrbc=[s[3] for s in sections])
        judged["FH-CS-PRACH"] += 1
        judged["FH-ETH-TYPE"] += 1
        judged["FH-CS-BEAM"] += 1
        if st3_violates(fft, scs, fi, sections, prach_flow, fmt):
            expected["FH-CS-PRACH"].append(n)

    # FH-ETH-TYPE: other EtherTypes and tag stacks. (src, dst, tags, ethertype)
    plain = [
        (DU, RU, ((0x8100, 100),), 0x88B5),   # judged: foreign
        (DU, RU, (), 0x88B5),                 # untagged: does not match the declared VLAN
        (DU, OTHER, ((0x8100, 100),), 0x88B5),  # unknown station
        (DU, RU, ((0x8100, 100),), 0x88F7),   # PTP
        (DU, RU, ((0x8100, 100),), 0x8809),   # slow protocols / ESMC
        (DU, RU, ((0x8100, 100),), 0x0806),   # ARP
        (RU, DU, ((0x8100, 100),), 0xFC3D),   # RoE (control subType 0): judged, passes
        (RU, DU, ((0x88A8, 7), (0x8100, 100)), 0x1234),  # judged through Q-in-Q
    ]
    for src, dst, tags, etype in plain:
        layer = Ether(src=src, dst=dst, type=tags[0][0] if tags else etype)
        for i, (tpid, vid) in enumerate(tags):
            nxt = tags[i + 1][0] if i + 1 < len(tags) else etype
            layer = layer / (Dot1AD(vlan=vid, type=nxt) if tpid == 0x88A8 else Dot1Q(vlan=vid, type=nxt))
        n = add(layer / Raw(bytes(46)), "ethertype", etype=etype, tags=len(tags))
        declared = {DU, RU}
        if src in declared and dst in declared and src != dst and tags and tags[-1][1] == 100 and etype not in EXCLUDED:
            judged["FH-ETH-TYPE"] += 1
            # CUS 5.1.1: "either the eCPRI Ethertype or the IEEE 1914.3 Ethertype shall be used"
            if etype not in (0xAEFE, 0xFC3D):
                expected["FH-ETH-TYPE"].append(n)
    for tags in (((0x88A8, 7), (0x8100, 100)), ((0x8100, 5), (0x8100, 6), (0x8100, 100)), ((0x9100, 100),)):
        n = add(ecpri_frame(cplane_st1(0, next_seq(), [(1, 0, 4, 0)]), tags=tags), "ecpri tags", etype=0xAEFE, tags=len(tags))
        judged["FH-ETH-TYPE"] += 1
        judged["FH-CS-BEAM"] += 1
        if len(tags) > 2 or any(t not in (0x8100, 0x88A8) for t, _ in tags):
            expected["FH-ETH-TYPE"].append(n)

    wrpcap(out, frames)
    print(json.dumps({"frames": len(frames), "info": info, "expected": expected, "judged": judged}))


def random_main(seed, count, out):
    """Random carrier and section type 3 messages on eAxC 8 (B4 / 30 kHz), 9 (PRACH) and 10 (other)."""
    global CARRIER_MU, CARRIER_PRBS
    import random
    rng = random.Random(seed)
    CARRIER_MU = rng.randint(0, 3)
    CARRIER_PRBS = rng.randint(11, 275)
    flows = {8: (True, ("B4", 30)), 9: (True, None), 10: (False, None)}
    frames, expected = [], []
    for n in range(1, count + 1):
        eaxc = rng.choice([8, 9, 10])
        fft = rng.choice([0, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14])
        scs = rng.choice([0, 1, 1, 1, 2, 3, 4, 12, 12, 13, 14, 15, 7])
        fi = rng.choice([0, 0, 1, 2, 3, 3])
        df_half = F(SCS_HZ.get(scs, 15000)) / 2
        half_carrier = F(15000 * 2 ** CARRIER_MU) * CARRIER_PRBS * 6
        sections = []
        for sid in range(1, rng.randint(1, 2) + 1):
            num = rng.choice([0, 11, 12, 12, 24, 70, 70, rng.randint(1, 80)])
            start = rng.choice([0, 0, rng.randint(0, 20)])
            rb = rng.choice([0, 0, 0, 1])
            # freqOffset around the carrier edges (in half-SCS steps) so both verdicts occur.
            edge = int(half_carrier / df_half)
            freq = rng.choice([rng.randint(-edge - 40, -edge + 40), rng.randint(edge - 2000, edge + 40), rng.randint(-edge, edge)])
            freq = max(-(1 << 23), min((1 << 23) - 1, freq))
            sections.append((sid, rb, start, num, 0, freq))
        frames.append(Ether(src=DU, dst=RU, type=0x8100) / Dot1Q(vlan=100, prio=7, type=0xAEFE) /
                      Raw(cplane_st3(eaxc, n % 256, fft, scs, fi, sections)))
        prach_flow, fmt = flows[eaxc]
        if st3_violates(fft, scs, fi, sections, prach_flow, fmt):
            expected.append(n)
    wrpcap(out, frames)
    print(json.dumps({"frames": count, "carrier": {"numerology": CARRIER_MU, "prbs": CARRIER_PRBS},
                      "expected": {"FH-CS-PRACH": expected}, "judged": {"FH-CS-PRACH": count}}))


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "random":
        random_main(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    else:
        main()
