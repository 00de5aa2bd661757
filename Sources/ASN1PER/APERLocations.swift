/// Where one component of a decoded value lies in the encoding: absolute bit offset (the
/// decoder's base offset included) and length in bits. The offset is taken before any
/// alignment padding the component starts with (as pycrate's `_struct` envelopes count it).
public struct APERLocation: Sendable, Hashable {
    public var bitOffset: Int
    public var bitLength: Int
}

/// The locations of every component of one decoded value, keyed by dotted field path:
/// `F1AP-PDU.initiatingMessage.value.F1SetupRequest.protocolIEs[2].value` — the top-level type
/// name, CHOICE alternative and component names joined by dots, `[i]` for SEQUENCE OF items and
/// the type name of a resolved open type (X.681 table constraint) after its component.
/// Built only by a locating decode (``ASN1Schema/decodeAPER(_:typeID:baseBitOffset:pathPrefix:locate:)``).
public struct APERLocations: Sendable {
    public let byPath: [String: APERLocation]
    public subscript(_ path: String) -> APERLocation? { byPath[path] }
}

/// The recorder a locating decode fills: a tree of entered components with their start and end
/// offsets. Only created on request, so the ordinary decode pays one nil test per component.
final class APERTrace {
    struct Entry {
        var parent: Int
        var segment: String
        var start: Int
        var end: Int
    }
    var entries: [Entry] = []
    var open: [Int] = []

    init(root: String, at bitOffset: Int) {
        entries.append(Entry(parent: -1, segment: root, start: bitOffset, end: bitOffset))
        open.append(0)
    }

    /// Enters component `name` (`.name`) or item `index` (`[index]`) at `bitOffset`.
    func enter(_ name: String, at bitOffset: Int) {
        entries.append(Entry(parent: open.last ?? 0, segment: "." + name, start: bitOffset, end: bitOffset))
        open.append(entries.count - 1)
    }

    func enter(index: Int, at bitOffset: Int) {
        entries.append(Entry(parent: open.last ?? 0, segment: "[\(index)]", start: bitOffset, end: bitOffset))
        open.append(entries.count - 1)
    }

    func exit(at bitOffset: Int) {
        guard open.count > 1, let i = open.popLast() else { return }
        entries[i].end = bitOffset
    }

    func path(_ entry: Int) -> String {
        var parts: [String] = []
        var i = entry
        while i >= 0 && parts.count < 256 {
            parts.append(entries[i].segment)
            i = entries[i].parent
        }
        return parts.reversed().joined()
    }

    /// Path of the innermost open component (where a note made now belongs).
    var currentPath: String { path(open.last ?? 0) }

    func locations(rootEnd: Int) -> APERLocations {
        entries[0].end = rootEnd
        var map: [String: APERLocation] = [:]
        map.reserveCapacity(entries.count)
        var paths: [String] = []
        paths.reserveCapacity(entries.count)
        for (i, e) in entries.enumerated() {
            let p = e.parent >= 0 ? paths[e.parent] + e.segment : e.segment
            paths.append(p)
            if map[p] == nil { map[p] = APERLocation(bitOffset: e.start, bitLength: max(0, entries[i].end - e.start)) }
        }
        return APERLocations(byPath: map)
    }
}
