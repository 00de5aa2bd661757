import CaptureIO
import Foundation
import Testing

/// The reader's ring of read buffers (`CaptureParser.refill`): a buffer comes round again once
/// the ring has turned, and a record handed out earlier may still hold a slice of it. Such a
/// record must keep its bytes (the first write into the buffer copies it), and the ring grows
/// by one each time that happens, so a consumer that lets its records go at once keeps
/// cycling through two buffers while a pipeline's ring grows to what it holds.
@Suite struct ReadBufferRingTests {
    /// A classic pcap of `count` records of 1,000 to 9,000 bytes: some 8 MB for 1,600
    /// records, some thirty 256 KiB reads.
    static func capture(records count: Int) throws -> (url: URL, sizes: [Int]) {
        var bytes = PcapSpec.fileHeader(bigEndian: false, nanosecond: true, snapLength: 0, linkType: 1)
        var sizes: [Int] = []
        for index in 0..<count {
            let size = 1_000 + (index * 7_919) % 8_001
            sizes.append(size)
            bytes += PcapSpec.record(bigEndian: false, seconds: UInt32(index), fraction: 0,
                                     data: payload(size, seed: UInt8(truncatingIfNeeded: index)))
        }
        let url = try makeTemporaryDirectory("ring").appendingPathComponent("ring.pcap")
        try writeFile(bytes, to: url)
        return (url, sizes)
    }

    @Test func recordsLetGoAtOnceKeepTwoBuffers() throws {
        let (url, sizes) = try Self.capture(records: 1_600)
        let reader = try CaptureReader(path: url.path)
        var count = 0
        while let record = reader.next() {
            #expect(record.bytes.elementsEqual(payload(sizes[count], seed: UInt8(truncatingIfNeeded: count))))
            count += 1
        }
        #expect(count == sizes.count)
        #expect(reader.bufferRing.buffers == 2)
        #expect(reader.bufferRing.heldOnReuse == 0)
    }

    /// Records kept in a window of the last `window` records, as a pipeline's batches in flight
    /// keep them: each keeps its bytes after its buffer came round again, and the ring grows
    /// only while buffers come back held.
    @Test(arguments: [64, 1_600])
    func recordsHeldKeepTheirBytes(window: Int) throws {
        let (url, sizes) = try Self.capture(records: 1_600)
        let reader = try CaptureReader(path: url.path)
        var held: [(number: Int, bytes: ArraySlice<UInt8>)] = []
        var checked = 0
        func check(_ entry: (number: Int, bytes: ArraySlice<UInt8>)) {
            #expect(entry.bytes.elementsEqual(payload(sizes[entry.number], seed: UInt8(truncatingIfNeeded: entry.number))))
            checked += 1
        }
        var number = 0
        while let record = reader.next() {
            held.append((number, record.bytes))
            number += 1
            if held.count > window { check(held.removeFirst()) }
        }
        held.forEach(check)
        #expect(checked == sizes.count)
        let ring = reader.bufferRing
        // every time the ring grew, a buffer had come back held; it never shrinks
        #expect(ring.buffers == 2 + ring.heldOnReuse || ring.buffers == 64)
        // a window of 64 records (at most 576 KB) fits in a few buffers; the whole file never does
        if window == 64 { #expect(ring.buffers <= 6) }
        if window == 1_600 { #expect(ring.heldOnReuse > 8) }
    }
}
