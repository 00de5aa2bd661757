#!/usr/bin/env python3
"""Writes Captures/sample-du-ru-cu.pcapng: a small mixed capture for README's first command.

Built independently of RANConform's own encoders: eCPRI / O-RAN CUS bytes are assembled here from
the ORAN-WG4.CUS layouts, Ethernet/VLAN/IPv4/SCTP framing and the pcapng file come from scapy, and
F1AP PDUs are aligned-PER encoded by pycrate 0.8.1 from JER values written below.

Content (numerology 1, 24-PRB carrier, eAxC 0:0:0:0, VLAN 100, BFP 9-bit, no udCompHdr in U-plane):
  - one DL slot: C-plane section type 1 for symbols 0-1 (one section, all PRBs) and two U-plane
    messages; one UL slot: C-plane section type 1 and the O-RU's two U-plane answers;
  - two PTP (IEEE 1588) Sync/Follow_Up frames on EtherType 0x88F7;
  - an SCTP association DU 10.0.0.2 <-> CU 10.0.0.1 on port 38472 (INIT, INIT ACK, COOKIE ECHO,
    COOKIE ACK) carrying F1 Setup Request/Response, Initial UL RRC Message Transfer (an RRC Setup
    Request), and Reset / Reset Acknowledge each bundled behind a SACK.

Usage: python3 Captures/tools/make_sample_capture.py [OUT]   (needs scapy, pycrate, ../shared)
"""
import os
import random
import struct
import sys

from scapy.all import Dot1Q, Ether, IP, Raw, wrpcapng
from scapy.layers.sctp import (SCTP, SCTPChunkCookieAck, SCTPChunkCookieEcho, SCTPChunkData,
                               SCTPChunkInit, SCTPChunkInitAck, SCTPChunkSACK)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "shared", "oracles"))
import f1ap_pycrate  # noqa: E402  (pycrate wrapper from ../shared/oracles)

DU_MAC, RU_MAC = "02:00:00:00:bb:01", "02:00:00:00:aa:01"
VLAN = 100
PRBS = 24
rnd = random.Random(2026)


def ecpri(msg_type, eaxc, seq, body):
    """eCPRI common header (revision 1, C=0) + ecpriRtcid/ecpriPcid + ecpriSeqid (E=1)."""
    payload = struct.pack(">HBB", eaxc, seq & 0xFF, 0x80) + body
    return struct.pack(">BBH", 0x10, msg_type, len(payload)) + payload


def radio_header(direction, frame, subframe, slot, symbol):
    """dataDirection(1) payloadVersion(3)=1 filterIndex(4)=0, frameId, subframe/slot/startSymbol."""
    return struct.pack(">BBBB", (direction << 7) | 0x10, frame,
                       (subframe << 4) | (slot >> 2), ((slot & 3) << 6) | symbol)


def cplane_st1(direction, frame, subframe, slot, start_symbol, num_symbols, section_id):
    # numberOfSections=1, sectionType=1, udCompHdr (UL: BFP method 1, width 9; DL: 0, as the O-RU
    # takes the DL format from its static M-plane configuration), reserved
    ud_comp_hdr = 0x91 if direction == 0 else 0x00
    common = radio_header(direction, frame, subframe, slot, start_symbol) + bytes([1, 1, ud_comp_hdr, 0])
    # sectionId(12) rb(1) symInc(1) startPrbc(10) | numPrbc(8) | reMask(12) numSymbol(4) | ef(1) beamId(15)
    first3 = ((section_id << 12) | (0 << 11) | (0 << 10) | 0).to_bytes(3, "big")
    section = first3 + bytes([PRBS]) + ((0xFFF << 4) | num_symbols).to_bytes(2, "big") + (1).to_bytes(2, "big")
    return common + section


def uplane(direction, frame, subframe, slot, symbol, section_id):
    body = radio_header(direction, frame, subframe, slot, symbol)
    body += ((section_id << 12) | 0).to_bytes(3, "big") + bytes([PRBS])
    for _ in range(PRBS):
        body += bytes([rnd.randrange(0, 8)]) + bytes(rnd.getrandbits(8) for _ in range(27))
    return body


def fh_frame(src, dst, payload, pcp=7):
    return Ether(src=src, dst=dst) / Dot1Q(vlan=VLAN, prio=pcp, type=0xAEFE) / Raw(payload)


def ptp_sync(seq, message_type, t_sec):
    # PTP v2 header (34 bytes) + originTimestamp (10 bytes): domain 24 (G.8275.1), two-step flag.
    flags = 0x0200 if message_type == 0 else 0
    header = struct.pack(">BBHBBHQI8sHHBb", message_type, 0x02, 44, 24, 0, flags, 0, 0,
                         bytes.fromhex("020000fffe000001"), 1, seq, 0 if message_type == 0 else 2, -4)
    return Ether(src="02:00:00:00:00:01", dst="01:1b:19:00:00:00", type=0x88F7) / Raw(
        header + struct.pack(">HIi", 0, t_sec, 0)[0:10])


def rrc_setup_request():
    """UL-CCCH-Message (TS 38.331, UPER): c1 (0), rrcSetupRequest (00), ue-Identity randomValue (1) + 39
    bits, establishmentCause mo-Signalling (3, 4 bits), spare (1 bit): 48 bits."""
    bits = "0" + "00" + "1" + format(0x2A5A5A5A5A & ((1 << 39) - 1), "039b") + format(3, "04b") + "0"
    return int(bits, 2).to_bytes(6, "big").hex()


F1_SETUP_REQUEST = {"initiatingMessage": {"procedureCode": 1, "criticality": "reject", "value": {"protocolIEs": [
    {"id": 78, "criticality": "reject", "value": 3},
    {"id": 42, "criticality": "reject", "value": 7},
    {"id": 45, "criticality": "ignore", "value": "beta-du"},
    {"id": 171, "criticality": "reject", "value": {"latest-RRC-Version": "00"}}]}}}
F1_SETUP_RESPONSE = {"successfulOutcome": {"procedureCode": 1, "criticality": "reject", "value": {"protocolIEs": [
    {"id": 78, "criticality": "reject", "value": 3},
    {"id": 82, "criticality": "ignore", "value": "gamma-cu"},
    {"id": 170, "criticality": "reject", "value": {"latest-RRC-Version": "00"}}]}}}
INITIAL_UL_RRC = {"initiatingMessage": {"procedureCode": 11, "criticality": "ignore", "value": {"protocolIEs": [
    {"id": 41, "criticality": "reject", "value": 5},
    {"id": 111, "criticality": "reject", "value": {"pLMN-Identity": "00f110", "nRCellIdentity": "000012340"}},
    {"id": 95, "criticality": "reject", "value": 4660},
    {"id": 50, "criticality": "reject", "value": rrc_setup_request()},
    {"id": 78, "criticality": "ignore", "value": 1}]}}}
RESET = {"initiatingMessage": {"procedureCode": 0, "criticality": "reject", "value": {"protocolIEs": [
    {"id": 78, "criticality": "reject", "value": 4},
    {"id": 0, "criticality": "ignore", "value": {"radioNetwork": "unspecified"}},
    {"id": 48, "criticality": "reject", "value": {"f1-Interface": "reset-all"}}]}}}
RESET_ACK = {"successfulOutcome": {"procedureCode": 0, "criticality": "reject", "value": {"protocolIEs": [
    {"id": 78, "criticality": "reject", "value": 4}]}}}



def aper(jer):
    import json
    pdu = f1ap_pycrate.load_pdu("f1ap")
    pdu.from_jer(json.dumps(jer))
    return pdu.to_aper()


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "sample-du-ru-cu.pcapng")
    t0 = 1_767_225_600.000000000  # 2026-01-01T00:00:00Z
    packets = []

    def add(pkt, t):
        pkt.time = t
        packets.append(pkt)

    # Fronthaul: frame 0, subframe 0, slot 0 downlink; slot 1 uplink.
    seq_c = seq_u = 0
    add(fh_frame(DU_MAC, RU_MAC, ecpri(2, 0x0000, seq_c, cplane_st1(1, 0, 0, 0, 0, 2, 1))), t0)
    seq_c += 1
    for sym in range(2):
        add(fh_frame(DU_MAC, RU_MAC, ecpri(0, 0x0000, seq_u, uplane(1, 0, 0, 0, sym, 1))), t0 + 0.000030 + sym * 0.0000357)
        seq_u += 1
    add(fh_frame(DU_MAC, RU_MAC, ecpri(2, 0x0000, seq_c, cplane_st1(0, 0, 0, 1, 0, 2, 2))), t0 + 0.000300)
    for sym in range(2):
        add(fh_frame(RU_MAC, DU_MAC, ecpri(0, 0x0000, sym, uplane(0, 0, 0, 1, sym, 2))), t0 + 0.000620 + sym * 0.0000357)

    add(ptp_sync(10, 0, 1_767_225_600), t0 + 0.0007)
    add(ptp_sync(10, 8, 1_767_225_600), t0 + 0.0008)

    du = dict(src="10.0.0.2", dst="10.0.0.1")
    cu = dict(src="10.0.0.1", dst="10.0.0.2")
    eth_du = Ether(src="02:00:00:00:bb:02", dst="02:00:00:00:cc:01")
    eth_cu = Ether(src="02:00:00:00:cc:01", dst="02:00:00:00:bb:02")
    sp = dict(sport=38472, dport=38472)
    t = t0 + 0.001
    add(eth_du / IP(**du) / SCTP(tag=0, **sp) / SCTPChunkInit(init_tag=0x1111, a_rwnd=65535, n_out_streams=2, n_in_streams=2, init_tsn=100), t)
    add(eth_cu / IP(**cu) / SCTP(tag=0x1111, **sp) / SCTPChunkInitAck(init_tag=0x2222, a_rwnd=65535, n_out_streams=2, n_in_streams=2, init_tsn=500), t + 0.0001)
    add(eth_du / IP(**du) / SCTP(tag=0x2222, **sp) / SCTPChunkCookieEcho(cookie=b"cookie-0123"), t + 0.0002)
    add(eth_cu / IP(**cu) / SCTP(tag=0x1111, **sp) / SCTPChunkCookieAck(), t + 0.0003)
    add(eth_du / IP(**du) / SCTP(tag=0x2222, **sp) / SCTPChunkData(tsn=100, stream_id=0, stream_seq=0, proto_id=62, beginning=1, ending=1, data=aper(F1_SETUP_REQUEST)), t + 0.001)
    add(eth_cu / IP(**cu) / SCTP(tag=0x1111, **sp) / SCTPChunkSACK(cumul_tsn_ack=100, a_rwnd=65535), t + 0.0011)
    add(eth_cu / IP(**cu) / SCTP(tag=0x1111, **sp) / SCTPChunkData(tsn=500, stream_id=0, stream_seq=0, proto_id=62, beginning=1, ending=1, data=aper(F1_SETUP_RESPONSE)), t + 0.002)
    add(eth_du / IP(**du) / SCTP(tag=0x2222, **sp) / SCTPChunkSACK(cumul_tsn_ack=500, a_rwnd=65535), t + 0.0021)
    add(eth_du / IP(**du) / SCTP(tag=0x2222, **sp) / SCTPChunkData(tsn=101, stream_id=1, stream_seq=0, proto_id=62, beginning=1, ending=1, data=aper(INITIAL_UL_RRC)), t + 0.010)
    add(eth_cu / IP(**cu) / SCTP(tag=0x1111, **sp) / SCTPChunkSACK(cumul_tsn_ack=101, a_rwnd=65535)
        / SCTPChunkData(tsn=501, stream_id=0, stream_seq=1, proto_id=62, beginning=1, ending=1, data=aper(RESET)), t + 0.020)
    add(eth_du / IP(**du) / SCTP(tag=0x2222, **sp) / SCTPChunkSACK(cumul_tsn_ack=501, a_rwnd=65535)
        / SCTPChunkData(tsn=102, stream_id=0, stream_seq=1, proto_id=62, beginning=1, ending=1, data=aper(RESET_ACK)), t + 0.021)
    add(eth_cu / IP(**cu) / SCTP(tag=0x1111, **sp) / SCTPChunkSACK(cumul_tsn_ack=102, a_rwnd=65535), t + 0.0211)

    packets.sort(key=lambda p: p.time)
    wrpcapng(out, packets)
    print(f"wrote {out}: {len(packets)} frames")


if __name__ == "__main__":
    main()
