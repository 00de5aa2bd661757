/// The scapy script that builds the NetLayers test captures and writes `expect.json` (what it
/// put in: each PDU kind, payload bytes, frame numbers, offset, TSNs, stream, PPID, association).
enum GeneratorScript {
    static let source = #"""
# Builds NetLayers test captures with scapy and writes what was put in (expect.json).
import json, random, struct, sys, os
from scapy.all import (Ether, Dot1Q, Dot1AD, IP, IPv6, UDP, SCTP, Raw, Padding, IPOption_RR,
    IPv6ExtHdrHopByHop, IPv6ExtHdrDestOpt, IPv6ExtHdrRouting, IPv6ExtHdrFragment, fragment, fragment6,
    SCTPChunkInit, SCTPChunkInitAck, SCTPChunkCookieEcho, SCTPChunkCookieAck, SCTPChunkData, SCTPChunkSACK,
    SCTPChunkHeartbeatReq, SCTPChunkParamHeartbeatInfo, SCTPChunkAbort, SCTPChunkShutdown, SCTPChunkShutdownAck, SCTPChunkShutdownComplete,
    CookedLinux, CookedLinuxV2, wrpcap, PcapWriter)
out = sys.argv[1]
random.seed(7)
expect = []
M1, M2 = "02:00:00:00:aa:01", "02:00:00:00:bb:01"

def pad60(p):
    n = len(bytes(p))
    return p / Padding(b"\x00" * (60 - n)) if n < 60 else p

def want(file, kind, payload, frames, offset=None, **kw):
    e = {"file": file, "kind": kind, "payload": payload.hex(), "frames": frames}
    if offset is not None: e["offset"] = offset
    e.update(kw)
    expect.append(e)

def write(name, pkts, linktype=None):
    for i, p in enumerate(pkts): p.time = 1700000000 + i * 0.001
    w = PcapWriter(os.path.join(out, name), linktype=linktype, sync=True)
    for p in pkts: w.write(p)
    w.close()

# ---------- l2.pcap: Ethernet, tags, IP options, padding, fragments, IPv6 ----------
P = []
ecpri1 = bytes.fromhex("10000008") + bytes([0, 1, 2, 0x80, 4, 5, 6, 7])  # eCPRI header + 8 bytes (E = 1: not a radio-transport piece)
P.append(pad60(Ether(src=M1, dst=M2) / Dot1Q(vlan=7, prio=5, id=1, type=0xAEFE) / Raw(ecpri1)))
want("l2", "ecpri", ecpri1 + b"\x00" * (60 - 18 - len(ecpri1)), [len(P)], 18, vlans=[[0x8100, 5, 1, 7]])
P.append(Ether(src=M1, dst=M2) / Dot1AD(vlan=100, prio=6) / Dot1Q(vlan=200, prio=3, type=0xAEFE) / Raw(ecpri1 * 3))
want("l2", "ecpri", ecpri1 * 3, [len(P)], 22, vlans=[[0x88A8, 6, 0, 100], [0x8100, 3, 0, 200]])
P.append(Ether(src=M1, dst=M2, type=0x9100) / Dot1Q(vlan=10, prio=1, type=0x8100) / Dot1Q(vlan=20, prio=2) / IP(src="10.1.0.1", dst="10.1.0.2", options=[IPOption_RR()]) / UDP(sport=1111, dport=5555) / Raw(b"hello-ecpri"))
want("l2", "ecpri", b"hello-ecpri", [len(P)], 14 + 8 + 24 + 8, vlans=[[0x9100, 1, 0, 10], [0x8100, 2, 0, 20], [0x8100, 0, 0, 0]][:2] + [])
P.append(pad60(Ether(src=M1, dst=M2) / IP(src="10.1.0.3", dst="10.1.0.4") / UDP(sport=2223, dport=5555) / Raw(b"ab")))
want("l2", "ecpri", b"ab", [len(P)], 42)
ptp = bytes.fromhex("0002002c00000000000000000000000000000000000000000000000000000000000000000000000000000000")
P.append(Ether(src=M1, dst="01:1b:19:00:00:00", type=0x88F7) / Raw(ptp))
want("l2", "ptp", ptp, [len(P)], 14)
P.append(Ether(src=M1, dst=M2) / IP(src="10.1.0.5", dst="10.1.0.6") / UDP(sport=319, dport=319) / Raw(ptp))
want("l2", "ptp", ptp, [len(P)], 42)
roe = bytes(range(20))
P.append(Ether(src=M1, dst=M2, type=0xFC3D) / Raw(roe))
want("l2", "roe", roe, [len(P)], 14)
# IPv4 fragments: out of order, one duplicated, one overlapping
big = bytes((i * 7) & 0xFF for i in range(300))
frags = fragment(IP(src="10.2.0.1", dst="10.2.0.2", id=0x4242) / UDP(sport=3333, dport=5555) / Raw(big), fragsize=64)
order = [2, 0, 4, 1, 2, 3]
start = len(P) + 1
for k in order: P.append(Ether(src=M1, dst=M2) / frags[k])
want("l2", "ecpri", big, list(range(start, start + len(order))))
# IPv6 with extension headers
P.append(Ether(src=M1, dst=M2) / IPv6(src="2001:db8::1", dst="2001:db8:0:0:1::2") / IPv6ExtHdrHopByHop() / IPv6ExtHdrDestOpt() / IPv6ExtHdrRouting(addresses=[]) / UDP(sport=4444, dport=5555) / Raw(b"v6-ext"))
want("l2", "ecpri", b"v6-ext", [len(P)], 14 + 40 + 8 + 8 + 8 + 8)
# IPv6 fragments, reversed order
big6 = bytes((i * 13) & 0xFF for i in range(500))
f6 = fragment6(IPv6(src="2001:db8::a", dst="2001:db8::b") / IPv6ExtHdrFragment(id=0x1234) / UDP(sport=4445, dport=5555) / Raw(big6), 200)
start = len(P) + 1
for p in reversed(f6): P.append(Ether(src=M1, dst=M2) / p)
want("l2", "ecpri", big6, list(range(start, start + len(f6))))
# IPv6 with AH (RFC 4302, 12-byte ICV) before UDP, and a No Next Header packet
ah = bytes([17, 4, 0, 0]) + struct.pack("!II", 0x100, 1) + b"\x11" * 12
P.append(Ether(src=M1, dst=M2) / IPv6(src="2001:db8::c", dst="2001:db8::d", nh=51) / Raw(ah + bytes(UDP(sport=4446, dport=5555, chksum=0) / Raw(b"ah-payload"))))
want("l2", "ecpri", b"ah-payload", [len(P)], 14 + 40 + 24 + 8)
P.append(Ether(src=M1, dst=M2) / IPv6(src="2001:db8::c", dst="2001:db8::d", nh=59) / Raw(b"ignored"))
# Stale fragment never completed
P.append(Ether(src=M1, dst=M2) / fragment(IP(src="10.2.0.9", dst="10.2.0.2", id=7) / UDP(sport=1, dport=5555) / Raw(b"x" * 100), fragsize=48)[0])
write("l2.pcap", P)

# ---------- sctp.pcap: associations, bundling, fragments, retransmission, I-DATA ----------
S = []
DU, CU = "192.0.2.10", "192.0.2.20"
def a(src, dst, sport, dport, tag, *chunks, v6=False, vlan=None):
    eth = Ether(src=M1 if src == DU else M2, dst=M2 if src == DU else M1)
    if vlan is not None: eth = eth / Dot1Q(vlan=vlan, prio=4)
    ip = IPv6(src=src, dst=dst) if v6 else IP(src=src, dst=dst)
    p = eth / ip / SCTP(sport=sport, dport=dport, tag=tag)
    for c in chunks: p = p / c
    return p
f1 = [bytes.fromhex("0001000a") + bytes([i]) * (5 + i) for i in range(4)]
S.append(a(DU, CU, 40000, 38472, 0, SCTPChunkInit(init_tag=0x1111, a_rwnd=65536, n_out_streams=2, n_in_streams=2, init_tsn=1000)))
S.append(a(CU, DU, 38472, 40000, 0x1111, SCTPChunkInitAck(init_tag=0x2222, a_rwnd=65536, n_out_streams=2, n_in_streams=2, init_tsn=5000)))
S.append(a(DU, CU, 40000, 38472, 0x2222, SCTPChunkCookieEcho(cookie=b"cookie!!")))
S.append(a(CU, DU, 38472, 40000, 0x1111, SCTPChunkCookieAck()))
# bundle: SACK + three DATA
S.append(a(DU, CU, 40000, 38472, 0x2222, SCTPChunkSACK(cumul_tsn_ack=4999, a_rwnd=60000),
    *[SCTPChunkData(tsn=1000 + i, stream_id=1, stream_seq=i, proto_id=62, beginning=1, ending=1, data=f1[i]) for i in range(3)]))
for i in range(3): want("sctp", "f1ap", f1[i], [len(S)], None, tsn=[1000 + i], sid=1, ppid=62, assoc=0)
# fragmented message TSNs 1003..1006 sent 1003, 1005, 1004, 1006 (out of order)
msg = bytes((i * 3) & 0xFF for i in range(97))
parts = [msg[0:30], msg[30:60], msg[60:90], msg[90:]]
order = [0, 2, 1, 3]
first = len(S) + 1
for k in order:
    S.append(a(DU, CU, 40000, 38472, 0x2222, SCTPChunkData(tsn=1003 + k, stream_id=1, stream_seq=3, proto_id=62, beginning=int(k == 0), ending=int(k == 3), data=parts[k])))
want("sctp", "f1ap", msg, list(range(first, first + 4)), None, tsn=[1003, 1004, 1005, 1006], sid=1, ppid=62, assoc=0)
# retransmission of TSN 1002 (bundled again with a new one 1007) -> 1002 not delivered twice
S.append(a(DU, CU, 40000, 38472, 0x2222, SCTPChunkData(tsn=1002, stream_id=1, stream_seq=2, proto_id=62, beginning=1, ending=1, data=f1[2]),
    SCTPChunkData(tsn=1007, stream_id=0, stream_seq=0, proto_id=62, beginning=1, ending=1, data=f1[3])))
want("sctp", "f1ap", f1[3], [len(S)], None, tsn=[1007], sid=0, ppid=62, assoc=0)
# CU->DU: PPID 0 on port 38472 -> F1AP; heartbeat bundled; a PAD chunk and an unknown chunk type skipped
S.append(a(CU, DU, 38472, 40000, 0x1111, SCTPChunkHeartbeatReq(params=[SCTPChunkParamHeartbeatInfo(data=b"hb-info!")]), SCTPChunkData(tsn=5000, stream_id=0, stream_seq=0, proto_id=0, beginning=1, ending=1, data=f1[1])))
want("sctp", "f1ap", f1[1], [len(S)], None, tsn=[5000], sid=0, ppid=0, assoc=0)
pad_chunk = Raw(bytes([132, 0, 0, 9]) + b"\x00" * 5 + b"\x00" * 3)
unk_chunk = Raw(bytes([0x3f, 0, 0, 6, 1, 2]) + b"\x00\x00")
S.append(a(CU, DU, 38472, 40000, 0x1111, pad_chunk, unk_chunk, SCTPChunkData(tsn=5001, stream_id=0, stream_seq=1, proto_id=62, beginning=1, ending=1, data=f1[0])))
want("sctp", "f1ap", f1[0], [len(S)], None, tsn=[5001], sid=0, ppid=62, assoc=0)
# unordered fragmented message (U bit) CU->DU TSN 5002..5003, reversed
um = b"unordered-message-" * 3
S.append(a(CU, DU, 38472, 40000, 0x1111, SCTPChunkData(tsn=5003, stream_id=1, stream_seq=0, unordered=1, proto_id=62, beginning=0, ending=1, data=um[27:])))
S.append(a(CU, DU, 38472, 40000, 0x1111, SCTPChunkData(tsn=5002, stream_id=1, stream_seq=0, unordered=1, proto_id=62, beginning=1, ending=0, data=um[:27])))
want("sctp", "f1ap", um, [len(S) - 1, len(S)], None, tsn=[5002, 5003], sid=1, ppid=62, assoc=0)
# second association over IPv6 with VLAN: E1AP, E2AP, NGAP by PPID
X1, X2 = "2001:db8::10", "2001:db8::20"
for ppid, kind in ((64, "e1ap"), (70, "e2ap"), (60, "ngap")):
    S.append(a(X1, X2, 50000, 38462, 0x3333, SCTPChunkData(tsn=77 + ppid, stream_id=2, stream_seq=0, proto_id=ppid, beginning=1, ending=1, data=bytes([ppid]) * 9), v6=True, vlan=300))
    want("sctp", kind, bytes([ppid]) * 9, [len(S)], None, tsn=[77 + ppid], sid=2, ppid=ppid, assoc=1)
# non-RAN PPID: no PDU
S.append(a(DU, CU, 40001, 5001, 0x4444, SCTPChunkData(tsn=1, stream_id=0, stream_seq=0, proto_id=46, beginning=1, ending=1, data=b"diameter")))
# I-DATA (RFC 8260) by hand: MID 9 in three fragments, FSN 1 first, then B (PPID), then E (FSN 2)
def idata(flags, tsn, sid, mid, ppid_fsn, data):
    body = struct.pack("!IHHII", tsn, sid, 0, mid, ppid_fsn) + data
    ln = 4 + len(body)
    return Raw(struct.pack("!BBH", 64, flags, ln) + body + b"\x00" * ((4 - ln % 4) % 4))
im = b"I-DATA user message " * 3
S.append(a(DU, CU, 40000, 38472, 0x2222, idata(0x00, 2001, 3, 9, 1, im[20:40])))
S.append(a(DU, CU, 40000, 38472, 0x2222, idata(0x02, 2000, 3, 9, 62, im[:20])))
S.append(a(DU, CU, 40000, 38472, 0x2222, idata(0x01, 2002, 3, 9, 2, im[40:])))
want("sctp", "f1ap", im, [len(S) - 2, len(S) - 1, len(S)], None, tsn=[2000, 2001, 2002], sid=3, ppid=62, assoc=0)
# SCTP fragment inside IP fragments: a 1200-byte F1AP message in one DATA chunk, IP-fragmented
bigf = bytes((i * 11) & 0xFF for i in range(1200))
p = IP(src=DU, dst=CU, id=0x99) / SCTP(sport=40000, dport=38472, tag=0x2222) / SCTPChunkData(tsn=1008, stream_id=1, stream_seq=4, proto_id=62, beginning=1, ending=1, data=bigf)
fr = fragment(p, fragsize=512)
first = len(S) + 1
for q in fr: S.append(Ether(src=M1, dst=M2) / q)
want("sctp", "f1ap", bigf, list(range(first, first + len(fr))), None, tsn=[1008], sid=1, ppid=62, assoc=0)
# SCTP over UDP (RFC 6951)
S.append(Ether(src=M1, dst=M2) / IP(src="198.51.100.1", dst="198.51.100.2") / UDP(sport=9899, dport=9899) / SCTP(sport=40010, dport=38472, tag=5) / SCTPChunkData(tsn=1, stream_id=0, stream_seq=0, proto_id=62, beginning=1, ending=1, data=f1[2]))
want("sctp", "f1ap", f1[2], [len(S)], None, tsn=[1], sid=0, ppid=62, assoc=3)
S.append(a(DU, CU, 40000, 38472, 0x2222, SCTPChunkShutdown(), SCTPChunkAbort()))
S.append(a(CU, DU, 38472, 40000, 0x1111, SCTPChunkShutdownAck()))
S.append(a(DU, CU, 40000, 38472, 0x2222, SCTPChunkShutdownComplete()))
write("sctp.pcap", S)

# ---------- other link types ----------
u = UDP(sport=50007, dport=5555) / Raw(b"cooked")
write("sll.pcap", [CookedLinux(pkttype=4, lladdrtype=1, lladdrlen=6, src=b"\x02\x00\x00\x00\x00\x09\x00\x00", proto=0x800) / IP(src="1.2.3.4", dst="5.6.7.8") / u,
                   CookedLinux(pkttype=0, lladdrtype=1, lladdrlen=6, src=b"\x02\x00\x00\x00\x00\x0a\x00\x00", proto=0x86DD) / IPv6(src="::1", dst="fe80::1") / u])
want("sll", "ecpri", b"cooked", [1], 16 + 20 + 8)
want("sll", "ecpri", b"cooked", [2], 16 + 40 + 8)
write("sll2.pcap", [CookedLinuxV2(pkttype=4, lladdrtype=1, lladdrlen=6, ifindex=3, src=b"\x02\x00\x00\x00\x00\x09\x00\x00", proto=0x800) / IP(src="1.2.3.4", dst="5.6.7.8") / u])
want("sll2", "ecpri", b"cooked", [1], 20 + 20 + 8)
write("raw.pcap", [IP(src="1.2.3.4", dst="5.6.7.8") / u, IPv6(src="::2", dst="::3") / u], linktype=101)
want("raw", "ecpri", b"cooked", [1], 28)
want("raw", "ecpri", b"cooked", [2], 48)
write("ipv4.pcap", [IP(src="1.2.3.4", dst="5.6.7.8") / u], linktype=228)
want("ipv4", "ecpri", b"cooked", [1], 28)
write("ipv6.pcap", [IPv6(src="::2", dst="::3") / u], linktype=229)
want("ipv6", "ecpri", b"cooked", [1], 48)
# BSD loopback: the address family in the host's order (LINKTYPE_NULL 0, written by hand: scapy
# takes linktype 0 for "none given") or in network order (LINKTYPE_LOOP 108).
def write_loopback(name, linktype, order, families):
    with open(os.path.join(out, name), "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, linktype))
        for i, family in enumerate(families):
            inner = IP(src="1.2.3.4", dst="5.6.7.8") / u if family == 2 else IPv6(src="::2", dst="::3") / u
            data = struct.pack(order + "I", family) + bytes(inner)
            f.write(struct.pack("<IIII", 1700000000, i * 1000, len(data), len(data)) + data)
write_loopback("null.pcap", 0, "<", [2, 30, 24, 28])
want("null", "ecpri", b"cooked", [1], 4 + 28)
want("null", "ecpri", b"cooked", [2], 4 + 48)
want("null", "ecpri", b"cooked", [3], 4 + 48)
want("null", "ecpri", b"cooked", [4], 4 + 48)
write_loopback("loop.pcap", 108, ">", [2, 24])
want("loop", "ecpri", b"cooked", [1], 4 + 28)
want("loop", "ecpri", b"cooked", [2], 4 + 48)
# ERF records (LINKTYPE_ERF 197, a DAG card's): Ethernet with its FCS, padded to 8 octets, one with
# an extension header; an IPv4 record (type 22). Written by hand (scapy has no ERF layer).
import zlib
def erf_record(rtype, packet, ext=False, pad=True):
    body = (b"\x00\x00" if rtype in (2, 11, 16, 20) else b"") + packet
    exthdr = bytes([0x04, 0, 0, 0, 0, 0, 0, 9]) if ext else b""
    rlen = 16 + len(exthdr) + len(body)
    fill = (8 - rlen % 8) % 8 if pad else 0
    head = struct.pack("<Q", 1700000000 << 32) + bytes([rtype | (0x80 if ext else 0), 0x04])
    return head + struct.pack(">HHH", rlen + fill, 0, len(packet)) + exthdr + body + b"\x00" * fill
def with_fcs(frame):
    return frame + struct.pack("<I", zlib.crc32(frame) & 0xffffffff)
eth = bytes(Ether(src=M1, dst=M2) / Dot1Q(vlan=7) / IP(src="1.2.3.4", dst="5.6.7.8") / u)
records = [erf_record(2, with_fcs(eth)), erf_record(16, with_fcs(eth), ext=True), erf_record(2, with_fcs(eth), pad=False),
           erf_record(22, bytes(IP(src="1.2.3.4", dst="5.6.7.8") / u))]
with open(os.path.join(out, "erf.pcap"), "wb") as f:
    f.write(struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, 197))
    for i, r in enumerate(records):
        f.write(struct.pack("<IIII", 1700000000, i * 1000, len(r), len(r)) + r)
want("erf", "ecpri", b"cooked", [1], 18 + 18 + 28)
want("erf", "ecpri", b"cooked", [2], 26 + 18 + 28)
want("erf", "ecpri", b"cooked", [3], 18 + 18 + 28)
want("erf", "ecpri", b"cooked", [4], 16 + 28)

# ---------- tunnels.pcap: mirrored and overlaid traffic (ERSPAN, GRE, VXLAN, Geneve, IP in IP) ----------
from scapy.layers.inet import GRE
from scapy.layers.vxlan import VXLAN
from scapy.contrib.geneve import GENEVE
from scapy.contrib.erspan import ERSPAN_II, ERSPAN_III, ERSPAN_PlatformSpecific
T = []
O1, O2 = "02:00:00:00:0e:01", "02:00:00:00:0e:02"
def outer4(proto_layer):
    return Ether(src=O1, dst=O2) / IP(src="198.51.100.1", dst="198.51.100.2") / proto_layer
def tunnel(pkt, kind, payload, **kw):
    T.append(pkt)
    raw = bytes(pkt)
    want("tunnels", kind, payload, [len(T)], raw.rfind(payload), **kw)
inner = Ether(src=M1, dst=M2) / Dot1Q(vlan=7, prio=5, type=0xAEFE) / Raw(ecpri1 * 2)
tunnel(outer4(UDP(sport=49999, dport=4789) / VXLAN(vni=42) / inner), "ecpri", ecpri1 * 2, vlans=[[0x8100, 5, 0, 7]])
tunnel(outer4(GRE(seqnum_present=1, sequence_number=9, proto=0x88BE) / ERSPAN_II(session_id=5, index=3) / inner), "ecpri", ecpri1 * 2, vlans=[[0x8100, 5, 0, 7]])
tunnel(outer4(GRE(seqnum_present=1, sequence_number=10, proto=0x22EB) / ERSPAN_III(session_id=6, o=1) / ERSPAN_PlatformSpecific(platf_id=3) / inner), "ecpri", ecpri1 * 2, vlans=[[0x8100, 5, 0, 7]])
tunnel(outer4(GRE(proto=0x88BE) / inner), "ecpri", ecpri1 * 2, vlans=[[0x8100, 5, 0, 7]])
tunnel(Ether(src=O1, dst=O2) / IPv6(src="2001:db8::e1", dst="2001:db8::e2") / UDP(sport=49998, dport=6081) / GENEVE(proto=0x6558, vni=9)
       / Ether(src=M1, dst=M2) / IP(src="10.3.0.1", dst="10.3.0.2") / UDP(sport=7, dport=5555) / Raw(b"in-geneve"), "ecpri", b"in-geneve")
tunnel(outer4(IP(src="10.3.0.3", dst="10.3.0.4") / UDP(sport=8, dport=5555) / Raw(b"ip-in-ip")), "ecpri", b"ip-in-ip")
tunnel(outer4(IPv6(src="2001:db8::5", dst="2001:db8::6") / UDP(sport=9, dport=5555) / Raw(b"v6-in-v4")), "ecpri", b"v6-in-v4")
tunnel(outer4(GRE(key_present=1, key=0x1234, proto=0x0800) / IP(src="10.3.0.5", dst="10.3.0.6") / UDP(sport=10, dport=5555) / Raw(b"ip-in-gre")), "ecpri", b"ip-in-gre")
tunnel(outer4(GRE(proto=0x6558) / Ether(src=M1, dst="01:1b:19:00:00:00", type=0x88F7) / Raw(ptp)), "ptp", ptp)
# a session that truncates mirrored frames (T bit): the inner datagram is cut, never malformed
cut = bytes(Ether(src=M1, dst=M2) / IP(src="10.3.0.7", dst="10.3.0.8") / UDP(sport=11, dport=5555) / Raw(b"z" * 200))[:70]
tunnel(outer4(GRE(seqnum_present=1, sequence_number=11, proto=0x88BE) / ERSPAN_II(session_id=5, t=1) / Raw(cut)), "ecpri", cut[42:])
write("tunnels.pcap", T)
json.dump(expect, open(os.path.join(out, "expect.json"), "w"), indent=1)
print("ok", len(expect))
"""#
}
