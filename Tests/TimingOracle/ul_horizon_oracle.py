#!/usr/bin/env python3
"""Independent oracle for the FH-XP-UL-COMPLETE response horizon.

Written from TS 38.211, O-RAN.WG4.CUS §4.4 and the reading documented in Profiles/README.md, not
from RANConform's code:
  - TS 38.211 §5.3.1: a normal-CP symbol lasts (2048 + 144)*kappa*2^-mu*Tc; the symbol at
    index l of a subframe with l % (7*2^mu) == 0 has 16*kappa*Tc more CP.  Symbol starts are
    obtained by summing durations (not by a closed formula), then rounded half up to whole ns.
  - O-RAN.WG4.CUS §4.4: the UL C-plane reaches the tap at most T1a_max_cp_ul (O-DU port) or
    T2a_max_cp_ul (O-RU port) before the air time of its startSymbolId; the last UL U-plane packet
    of symbol s is at the tap at most Ta4_max (O-DU port) or Ta3_max (O-RU port) after t_air(s).
    With only O-RU windows and a tap at the O-DU the path adds T12_max and T34_max.
  - Horizon of a request for symbols start..last: C-plane time + lead + t_air(last) - t_air(start)
    + tail.  Undeclared lead / tail: max(2 slots, 500 us) each (the documented default).

Usage: ul_horizon_oracle.py SEED -> JSON {"cases": [...]} on stdout.  Each case gives the
numerology, the windows to declare (or none), the tap, the slot and symbols of one UL request and
`horizonNs`, the capture time after the C-plane by which its U-plane is due.
"""
import json
import random
import sys
from fractions import Fraction as Fr

TC = Fr(1, 480000 * 4096)
KAPPA = 64
DU = {"t1aMinCpUl": 275000, "t1aMaxCpUl": 425000, "ta4Min": 40000, "ta4Max": 200000}
RU = {"t2aMinCpUl": 250000, "t2aMaxCpUl": 462000, "ta3Min": 50000, "ta3Max": 160000}
TRANSPORT = {"t12Min": 2000, "t12Max": 5000, "t34Min": 2000, "t34Max": 5000}


def symbol_start_ns(mu, l):
    t = Fr(0)
    for i in range(l):
        cp = Fr(144 * KAPPA, 2**mu) + (16 * KAPPA if i % (7 * 2**mu) == 0 else 0)
        t += (Fr(2048 * KAPPA, 2**mu) + cp) * TC
    return int((t * 10**9 + Fr(1, 2)) // 1)


def default_ns(mu):
    return max(2 * (10**6 // 2**mu), 500000)


def lead_tail(config, mu):
    if config == "du":
        return DU["t1aMaxCpUl"], DU["ta4Max"]
    if config == "ru":
        return RU["t2aMaxCpUl"], RU["ta3Max"]
    if config == "ru-from-du-tap":
        return RU["t2aMaxCpUl"] + TRANSPORT["t12Max"], RU["ta3Max"] + TRANSPORT["t34Max"]
    return default_ns(mu), default_ns(mu)


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 11)
    cases = []
    for mu in range(5):
        for config in ["du", "ru", "ru-from-du-tap", "none"]:
            slot = rng.randrange(2**mu)
            start = rng.randrange(0, 10)
            last = rng.randrange(start, 14)
            lead, tail = lead_tail(config, mu)
            base = slot * 14
            span = symbol_start_ns(mu, base + last) - symbol_start_ns(mu, base + start)
            cases.append({
                "mu": mu, "config": config,
                "tap": "ru" if config == "ru" else "du",
                "du": DU if config == "du" else {}, "ru": RU if config in ("ru", "ru-from-du-tap") else {},
                "transport": TRANSPORT,
                "subframe": rng.randrange(10), "slot": slot, "start": start, "last": last,
                "prbs": rng.randrange(1, 50),
                "horizonNs": lead + span + tail,
            })
    # No testbed at all: the engine's default numerology 1 and the default bound.
    start, last = 2, 11
    cases.append({"mu": 1, "config": "no-testbed", "tap": "unknown", "du": {}, "ru": {}, "transport": {},
                  "subframe": 3, "slot": 1, "start": start, "last": last, "prbs": 24,
                  "horizonNs": 2 * default_ns(1) + symbol_start_ns(1, 14 + last) - symbol_start_ns(1, 14 + start)})
    print(json.dumps({"cases": cases}))


if __name__ == "__main__":
    main()
