import CZlib
import NetLayers
import Testing
import TestSupport

/// ``EthernetFCS/setOctets(_:at:soThatCRCUpTo:equalsThatOf:changedFrom:)``: after any changes,
/// four octets chosen anywhere after them give the range its former CRC-32, as the system zlib
/// (an implementation nobody here wrote) computes it, and no other octet changes.
@Suite struct FCSOctetChoiceTests {
    static func zlibCRC(_ bytes: [UInt8], _ end: Int) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt(end))) }
    }

    @Test func fourOctetsRestoreTheCRC() {
        var rng = SeededRandom(state: 0x5EED_FC5)
        for trial in 0..<600 {
            let n = 4 + Int(rng.next() % 3000)
            let original = (0..<n).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let end = 4 + Int(rng.next() % UInt64(n - 3))
            let position = trial % 7 == 0 ? end - 4 : Int(rng.next() % UInt64(end - 3))
            let changedFrom = trial % 3 == 0 ? position : Int(rng.next() % UInt64(position + 1))
            // Changes anywhere from `changedFrom` on (zeroed runs, random octets), none when trial % 11 == 0.
            var bytes = original
            if trial % 11 != 0 {
                for i in changedFrom..<n where rng.next() % 3 != 0 { bytes[i] = rng.next() % 2 == 0 ? 0 : UInt8(truncatingIfNeeded: rng.next()) }
            }
            let changed = bytes
            EthernetFCS.setOctets(&bytes, at: position, soThatCRCUpTo: end, equalsThatOf: original[...], changedFrom: changedFrom)
            #expect(Self.zlibCRC(bytes, end) == Self.zlibCRC(original, end), "trial \(trial): \(n) octets, CRC up to \(end), octets at \(position)")
            #expect(bytes[..<position] == changed[..<position] && bytes[(position + 4)...] == changed[(position + 4)...], "trial \(trial)")
            if trial % 11 == 0 { #expect(bytes == original, "trial \(trial): nothing changed, nothing to choose") }
        }
    }
}
