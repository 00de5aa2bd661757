import F1AP
import Glibc
import Testing
import WireCore

/// One F1AP PDU holding thousands of unknown IEs (a hostile or broken peer) is checked in time
/// linear in its size: the abstract-syntax checks once rescanned the earlier items for every
/// unknown one.
@Suite struct F1APUnknownIEScalingTests {
    /// RESET (procedure code 0, X.691 aligned PER laid out by hand): InitiatingMessage, the open
    /// type value holding Reset ::= SEQUENCE { protocolIEs, ... } with `count` IEs that no F1AP
    /// object set has (ids 1000, 1001, … when `distinct`, else 60000 each), criticality ignore,
    /// a one-octet value each.
    static func reset(unknownIEs count: Int, distinct: Bool = true) -> [UInt8] {
        var value: [UInt8] = [0x00, UInt8(count >> 8), UInt8(count & 0xFF)]  // ext bit 0, pad; SIZE count (16 bits)
        for i in 0..<count {
            let id = distinct ? 1_000 + i : 60_000
            value += [UInt8(id >> 8), UInt8(id & 0xFF), 0x40, 0x01, 0x00]  // id, ignore, length 1, 0x00
        }
        var pdu: [UInt8] = [0x00, 0x00, 0x00]  // CHOICE initiatingMessage; procedureCode 0; criticality reject
        // The open type's length: 16K-octet fragments (X.691 11.9.3.8: 0xC0 | m, then m × 16384
        // octets), then the rest with a one- or two-octet length.
        var rest = value[...]
        while rest.count >= 16_384 {
            let m = min(4, rest.count / 16_384)
            pdu.append(0xC0 | UInt8(m))
            pdu += rest.prefix(m * 16_384)
            rest = rest.dropFirst(m * 16_384)
        }
        pdu += rest.count < 128 ? [UInt8(rest.count)] : [0x80 | UInt8(rest.count >> 8), UInt8(rest.count & 0xFF)]
        return pdu + rest
    }

    @Test func unknownIEsAreEachOneFinding() {
        let big = F1AP.decode(Self.reset(unknownIEs: 5_000)[...])  // a fragmented open type
        #expect(big.error == nil && big.findings.filter { $0.id == "F1-CRIT-UNKNOWN" }.count == 5_000)
        let r = F1AP.decode(Self.reset(unknownIEs: 50, distinct: false)[...])
        #expect(r.error == nil, "\(String(describing: r.error))")
        #expect(r.findings.filter { $0.id == "F1-CRIT-UNKNOWN" }.count == 50)
        #expect(r.findings.filter { $0.id == "F1-IE-DUPLICATE" }.count == 49)
    }

    /// CPU time of the calling thread (not wall time: the suite runs beside other processes and
    /// tests, and a preempted run must not look quadratic).
    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    @Test func checkingScalesLinearly() {
        func best(_ n: Int) -> Double {
            let pdu = Self.reset(unknownIEs: n)
            var fastest = Double.infinity
            for _ in 0..<3 {
                let start = Self.threadCPUSeconds()
                let r = F1AP.decode(pdu[...])
                precondition(r.error == nil)
                fastest = min(fastest, Self.threadCPUSeconds() - start)
            }
            return fastest
        }
        _ = best(200)  // warm up
        let small = best(2_000), large = best(16_000)
        // 8× the IEs: about 8× the CPU time when linear, 64× when quadratic; 32 lies between.
        #expect(large / small < 32, "2,000 IEs \(small) s, 16,000 IEs \(large) s of CPU")
        // A generous absolute bound as well (the quadratic scan took over 30 s here; now well under 1 s).
        #expect(large < 10, "16,000 IEs \(large) s of CPU")
    }
}
