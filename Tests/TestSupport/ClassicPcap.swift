import Foundation

/// A test-only reader of classic pcap files (either byte order, µs or ns): the bytes of each
/// record, independent of CaptureIO so it can check what the writers and generators produce.
public enum ClassicPcap {
    /// The captured bytes of every record, in order; a record cut short by the end of the file
    /// ends the list.
    public static func packets(_ url: URL) throws -> [[UInt8]] {
        let data = [UInt8](try Data(contentsOf: url))
        guard data.count >= 24 else { return [] }
        let le = data[0] == 0xD4 || data[0] == 0x4D
        func u32(_ i: Int) -> Int {
            let b = data[i..<(i + 4)].map { Int($0) }
            return le ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
        }
        var out: [[UInt8]] = []
        var i = 24
        while i + 16 <= data.count {
            let incl = u32(i + 8)
            i += 16
            guard i + incl <= data.count else { break }
            out.append(Array(data[i..<(i + incl)]))
            i += incl
        }
        return out
    }
}
