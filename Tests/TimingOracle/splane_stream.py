#!/usr/bin/env python3
"""A two-second G.8275.1-style S-plane stream built with scapy's own PTP layer
(scapy.contrib.ptp_v2, IEEE 1588 §13 layouts), written to a pcap, and the verdicts the S-plane rules
must give for it, derived from what was built and the ITU-T G.8275.1 values (Sync and Delay_Req
16/s, Announce 8/s, domains 24-43, clockClass 6 / 7 locked) -- not from RANConform.

Usage: splane_stream.py good|bad OUT.pcap  -> JSON {"expected": {rule: verdict}, "frames": n} on stdout.
  good: one grandmaster, domain 24, every rate as the profile says, no sequenceId gap, clockClass 6.
  bad : domain 10, a second grandmaster announcing clockClass 248, Announce at 4/s (logMessageInterval -2),
        two Sync messages missing (a sequenceId gap).
"""
import json
import sys
from scapy.all import Ether, wrpcap
from scapy.contrib.ptp_v2 import PTP

MCAST = "01:1b:19:00:00:00"
GM_MAC, GM_CLOCK = "02:00:00:00:0a:01", 0x001122FFFE334455
GM2_MAC, GM2_CLOCK = "02:00:00:00:0a:02", 0x001122FFFE334466
SLAVE_MAC, SLAVE_CLOCK = "02:00:00:00:0b:01", 0xAABBCCFFFE000001
T0 = 1767225600.0


def frame(mac, **fields):
    return Ether(src=mac, dst=MCAST, type=0x88F7) / PTP(**fields)


def main():
    scenario, out = sys.argv[1], sys.argv[2]
    bad = scenario == "bad"
    domain = 10 if bad else 24
    packets = []

    def add(t, p):
        p.time = T0 + t
        packets.append(p)

    missing_sync = {10, 11} if bad else set()
    for n in range(32):  # 16/s for 2 s
        t = n * 0.0625
        if n not in missing_sync:
            add(t, frame(GM_MAC, messageType=0x0, domainNumber=domain, flags=0x0200, clockIdentity=GM_CLOCK,
                         portNumber=1, sequenceId=n, controlField=0, logMessageInterval=-4 & 0xFF,
                         originTimestamp_seconds=int(T0) + 37, originTimestamp_nanoseconds=int(t * 1e9)))
            add(t + 0.0001, frame(GM_MAC, messageType=0x8, domainNumber=domain, clockIdentity=GM_CLOCK, portNumber=1,
                                  sequenceId=n, controlField=2, logMessageInterval=-4 & 0xFF,
                                  preciseOriginTimestamp_seconds=int(T0) + 37,
                                  preciseOriginTimestamp_nanoseconds=int(t * 1e9) + 50))
        add(t + 0.01, frame(SLAVE_MAC, messageType=0x1, domainNumber=domain, clockIdentity=SLAVE_CLOCK, portNumber=1,
                            sequenceId=n, controlField=1, logMessageInterval=0x7F))
    announce_period = 0.25 if bad else 0.125
    for n in range(int(2 / announce_period)):
        t = n * announce_period + 0.02
        add(t, frame(GM_MAC, messageType=0xB, domainNumber=domain, clockIdentity=GM_CLOCK, portNumber=1, sequenceId=n,
                     controlField=5, logMessageInterval=(-2 if bad else -3) & 0xFF, currentUtcOffset=37,
                     grandmasterPriority1=128, grandmasterClockClass=6, grandmasterClockAccuracy=0x21,
                     grandmasterClockVariance=0x4E5D, grandmasterPriority2=128, grandmasterIdentity=GM_CLOCK,
                     stepsRemoved=0, timeSource=0x20))
    if bad:
        for n in range(16):
            t = n * 0.125 + 0.03
            add(t, frame(GM2_MAC, messageType=0xB, domainNumber=domain, clockIdentity=GM2_CLOCK, portNumber=1,
                         sequenceId=n, controlField=5, logMessageInterval=-3 & 0xFF, currentUtcOffset=37,
                         grandmasterPriority1=128, grandmasterClockClass=248, grandmasterClockAccuracy=0xFE,
                         grandmasterClockVariance=0xFFFF, grandmasterPriority2=128, grandmasterIdentity=GM2_CLOCK,
                         stepsRemoved=0, timeSource=0xA0))
    packets.sort(key=lambda p: p.time)
    wrpcap(out, packets)
    # G.8275.1: the rates, domain range and locked classes above decide each verdict.
    expected = {"SP-PTP-PRESENT": "PASS", "SP-PTP-RATE": "FAIL" if bad else "PASS",
                "SP-PTP-DOMAIN": "FAIL" if bad else "PASS", "SP-PTP-GM": "FAIL" if bad else "PASS",
                "SP-PTP-SEQ": "WARN" if bad else "PASS", "SP-PTP-CLASS": "WARN" if bad else "PASS"}
    json.dump({"expected": expected, "frames": len(packets)}, sys.stdout)


if __name__ == "__main__":
    main()
