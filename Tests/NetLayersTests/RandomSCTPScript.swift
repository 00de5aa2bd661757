/// A scapy script writing random SCTP traffic (3 associations, random sizes, fragmentation,
/// bundling, local reordering, retransmissions) and every message it put in.
enum RandomSCTPScript {
    static let source = #"""
# Random SCTP traffic: 3 associations, random message sizes, fragmentation, bundling, local
# reordering and retransmissions. Writes rand.pcap and rand.json (every message put in).
import json, random, sys, os
from scapy.all import Ether, IP, IPv6, SCTP, SCTPChunkData, PcapWriter
out = sys.argv[1]
rnd = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 11)
# Optional PPID override (with it, also a port tshark hands to no dissector, for field
# comparisons: its F1AP/E1AP dissectors stop the packet on random payloads).
ppid_override = int(sys.argv[3]) if len(sys.argv) > 3 else None
name = "rand-ppid.pcap" if ppid_override is not None else "rand.pcap"
assocs = [("10.9.0.1", "10.9.0.2", 41000, 38472, False), ("10.9.0.3", "10.9.0.2", 41001, 38472, False), ("2001:db8::31", "2001:db8::32", 41002, 38462, True)]
messages = []
packets = []
for a, (src, dst, sport, dport, v6) in enumerate(assocs):
    tsn = rnd.randrange(0, 2**32)
    ssn = {}
    chunks = []
    for m in range(rnd.randrange(8, 16)):
        sid = rnd.randrange(0, 4)
        size = rnd.randrange(1, 700)
        data = bytes(rnd.getrandbits(8) for _ in range(size))
        frag = rnd.choice([size, 50, 128, 300])
        parts = [data[i:i + frag] for i in range(0, size, frag)]
        s = ssn.get(sid, 0); ssn[sid] = (s + 1) & 0xFFFF
        unordered = rnd.random() < 0.2
        tsns = []
        for k, part in enumerate(parts):
            chunks.append(SCTPChunkData(tsn=tsn, stream_id=sid, stream_seq=s, unordered=int(unordered), proto_id=ppid_override if ppid_override is not None else (62 if not v6 else 64),
                                        beginning=int(k == 0), ending=int(k == len(parts) - 1), data=part))
            tsns.append(tsn); tsn = (tsn + 1) % 2**32
        messages.append({"assoc": a, "sid": sid, "tsns": tsns, "payload": data.hex()})
    # bundle 1..3 chunks per packet, retransmit ~10% of chunks, reorder within a window of 3
    pk = []
    i = 0
    while i < len(chunks):
        n = rnd.randrange(1, 4)
        group = chunks[i:i + n]
        i += n
        if rnd.random() < 0.1 and pk:
            group = group + [rnd.choice(pk[-1][1])]   # retransmit a chunk of the previous packet
        pk.append((a, group))
    for j in range(len(pk) - 1):
        if rnd.random() < 0.3: pk[j], pk[j + 1] = pk[j + 1], pk[j]
    for _, group in pk:
        ip = IPv6(src=src, dst=dst) if v6 else IP(src=src, dst=dst)
        p = Ether(src="02:00:00:00:00:01", dst="02:00:00:00:00:02") / ip / SCTP(sport=sport, dport=dport if ppid_override is None else 5999, tag=0x100 + a)
        for c in group: p = p / c
        packets.append(p)
w = PcapWriter(os.path.join(out, name), sync=True)
for k, p in enumerate(packets):
    p.time = 1700000000 + k * 0.0001
    w.write(p)
w.close()
json.dump(messages, open(os.path.join(out, "rand.json"), "w"))
print(len(packets), len(messages))
"""#
}
