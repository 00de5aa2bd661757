#!/usr/bin/env python3
"""Independent oracle for the fronthaul delay-window rules (FH-T-...).

Written from the spec text (TS 38.211, O-RAN.WG4.CUS delay management), not from RANConform's code:
  - TS 38.211 §4.1 / §5.3.1: Tc = 1/(480000*4096) s, kappa = 64; a normal-CP symbol lasts
    (2048 + 144)*kappa*2^-mu*Tc, and the symbol at index l (in the subframe) with l % (7*2^mu) == 0
    carries 16*kappa*Tc of extra CP.  Symbol starts are obtained by *summing* symbol durations.
  - GPS frame alignment: radio frame 0 starts at GPS epoch + alpha/1.2288 ns + beta*10 ms;
    frameId = F mod 256; UTC capture time = GPS time + 315964800 s - leapSeconds (+ the capture
    clock's own offset).
  - O-RAN.WG4.CUS §4.4: "before" windows (T1a, T2a) bound D = t_air - t_pkt, "after" windows (Ta3,
    Ta4) bound d = t_pkt - t_air; a tap at the DU uses T1a / Ta4, at the RU T2a / Tcp_adv_dl / Ta3
    (T2a_x_cp_dl = T2a_x_up + Tcp_adv_dl).  FH-T-SPREAD: last - first capture time of one symbol's
    UL U-plane burst <= Ta_max - Ta_min.  FH-T-FRAME: |t_pkt - t_air| <= the largest declared window
    edge plus the largest declared transport delay.
  - The air instant is the symbol's CP start at the antenna, rounded half up to a whole ns.

Usage: timing_oracle.py SEED  -> one JSON document on stdout with the runs (scenario and
expected counts) the Swift test turns into captures with RANConform's own encoders.
"""
import json
import random
import sys
from fractions import Fraction as Fr

NS = 10**9
TC = Fr(1, 480000 * 4096)
KAPPA = 64

DU_WINDOWS = {"t1aMinUp": 150000, "t1aMaxUp": 300000, "t1aMinCpDl": 275000, "t1aMaxCpDl": 425000,
              "t1aMinCpUl": 275000, "t1aMaxCpUl": 425000, "ta4Min": 40000, "ta4Max": 200000}
RU_WINDOWS = {"t2aMinUp": 125000, "t2aMaxUp": 337000, "tcpAdvDl": 125000, "t2aMinCpUl": 250000,
              "t2aMaxCpUl": 462000, "ta3Min": 50000, "ta3Max": 160000}
TRANSPORT = {"t12Min": 2000, "t12Max": 5000, "t34Min": 2000, "t34Max": 5000}


def symbol_start(mu, l):
    """Start of symbol l of a subframe, seconds, by summing the durations of symbols 0..l-1."""
    t = Fr(0)
    for i in range(l):
        cp = Fr(144 * KAPPA, 2**mu) + (16 * KAPPA if i % (7 * 2**mu) == 0 else 0)
        t += (Fr(2048 * KAPPA, 2**mu) + cp) * TC
    return t


def air_gps_ns(mu, frame, sf, slot, sym, alpha, beta):
    t = Fr(alpha) / Fr(12288, 10000)                      # alpha / 1.2288 ns
    t += (beta + frame) * 10 * 10**6 + sf * 10**6         # ns
    t += symbol_start(mu, slot * 14 + sym) * NS
    return int((t + Fr(1, 2)) // 1)                       # half up to whole ns


def window(kind, tap):
    """[min, max] of the window for kind (dlu, dlc, ulc, ulu) at the tap, and whether it is 'after'."""
    if tap == "du":
        d = DU_WINDOWS
        table = {"dlu": ("t1aMinUp", "t1aMaxUp"), "dlc": ("t1aMinCpDl", "t1aMaxCpDl"),
                 "ulc": ("t1aMinCpUl", "t1aMaxCpUl"), "ulu": ("ta4Min", "ta4Max")}
        lo, hi = table[kind]
        return d[lo], d[hi], kind == "ulu"
    r = RU_WINDOWS
    if kind == "dlu":
        return r["t2aMinUp"], r["t2aMaxUp"], False
    if kind == "dlc":
        return r["t2aMinUp"] + r["tcpAdvDl"], r["t2aMaxUp"] + r["tcpAdvDl"], False
    if kind == "ulc":
        return r["t2aMinCpUl"], r["t2aMaxCpUl"], False
    return r["ta3Min"], r["ta3Max"], True


def frame_bound():
    edges = [v for k, v in list(DU_WINDOWS.items()) + list(RU_WINDOWS.items()) if k != "tcpAdvDl"]
    return max(edges) + max(TRANSPORT["t12Max"], TRANSPORT["t34Max"])


def run(rnd, mu, tap):
    leap = rnd.choice([18, 18, 17, 0])
    alpha = rnd.choice([0, rnd.randrange(0, 12288000)])
    beta = rnd.choice([0, rnd.randrange(-300, 300)])
    cap_offset = rnd.choice([0, rnd.randrange(-5000, 5000)])
    # A GPS instant in 2026, then the absolute frame 2 frames before a frameId wrap (254, 255, 0, 1).
    gps_now = (1767225600 - 315964800 + leap + rnd.randrange(0, 86400)) * NS
    k = gps_now // (2560 * 10**6)
    f0 = 256 * k - 2
    messages = []
    expected_flows = {}
    bursts = {}
    frame_violations = 0
    bound = frame_bound()
    slots = sorted({0, 2**mu - 1})
    for frame in range(f0, f0 + 4):
        for sf in (0, 4, 9):
            for slot in slots:
                for sym in (0, 6, 7, 13):
                    air = air_gps_ns(mu, frame, sf, slot, sym, alpha, beta)
                    for kind, count in (("dlu", 1), ("dlc", 1), ("ulc", 1), ("ulu", 3)):
                        lo, hi, after = window(kind, tap)
                        for eaxc in (0, 1):
                            for _ in range(count):
                                v = rnd.choice([lo - 1, lo, lo + 1, (lo + hi) // 2, hi - 1, hi, hi + 1,
                                                lo - 30000, hi + 30000, rnd.randrange(lo - 100000, hi + 100000)])
                                offset = v if after else -v          # capture - air
                                if after:
                                    outcome = "early" if v < lo else ("late" if v > hi else "on-time")
                                else:
                                    outcome = "late" if v < lo else ("early" if v > hi else "on-time")
                                cap_gps = air + offset
                                capture = cap_gps + (315964800 - leap) * NS + cap_offset
                                plane = "u" if kind in ("dlu", "ulu") else "c"
                                direction = "dl" if kind in ("dlu", "dlc") else "ul"
                                node = "ru1" if kind == "ulu" else "du1"
                                key = f"{node} {eaxc} {plane.upper()} {direction.upper()}"
                                e = expected_flows.setdefault(key, {"early": 0, "on-time": 0, "late": 0})
                                e[outcome] += 1
                                if abs(offset) > bound:
                                    frame_violations += 1
                                if kind == "ulu":
                                    bursts.setdefault((eaxc, frame, sf, slot, sym), []).append(capture)
                                messages.append({"t": capture, "plane": plane, "dir": direction, "eaxc": eaxc,
                                                 "frame": frame % 256, "sf": sf, "slot": slot, "sym": sym})
    lo, hi, _ = window("ulu", tap)
    spread_violations = sum(1 for times in bursts.values() if max(times) - min(times) > hi - lo)
    messages.sort(key=lambda m: m["t"])
    return {"mu": mu, "tap": tap, "leapSeconds": leap, "alpha": alpha, "beta": beta,
            "captureOffsetNs": cap_offset, "messages": messages,
            "expected": {"flows": expected_flows, "frameViolations": frame_violations,
                         "bursts": len(bursts), "spreadViolations": spread_violations}}


def main():
    rnd = random.Random(int(sys.argv[1]))
    runs = [run(rnd, mu, tap) for mu in range(5) for tap in ("du", "ru")]
    json.dump({"du": DU_WINDOWS, "ru": RU_WINDOWS, "transport": TRANSPORT, "runs": runs}, sys.stdout)


if __name__ == "__main__":
    main()
