import CaptureIO
import Conformance
import Synchronization
import Reports
import WireCore

/// What `check PART --state-out PART.state` records about one part of a split capture, and
/// what `merge` checks before joining the parts (README "Past one machine").
///
/// The state file is a pcapng file (draft-ietf-opsawg-pcapng §4), so it is written as a stream
/// with bounded memory, read back by the same hardened reader as any capture, and opens in
/// Wireshark: the part's frames, each on an interface standing for its original (section,
/// interface), then one packet on a `LINKTYPE_USER0` interface whose comment is this trailer
/// (versioned JSON). From version 2, a part checked with `--frame-offset` also carries its
/// boundary (``BoundaryPart``: its head, its states at the snapshot and at the end, its reports
/// from the snapshot on) as JSON in that packet's data and as many more `LINKTYPE_USER0`
/// packets as it needs (``boundaryChunkBytes`` each), so `merge` checks only the parts' heads.
struct PartStateTrailer: Equatable {
    static let format = "ranconform-part-state"
    static let version = 2
    /// The versions this tool reads (version 1: frames only).
    static let readableVersions = 1...2
    /// The boundary's JSON per trailer packet: Wireshark's largest packet (262,144 octets,
    /// `WTAP_MAX_PACKET_SIZE_STANDARD`), so the state opens there whole (the reader takes any
    /// size up to its record bound: version 2 states of earlier builds carry 4 MiB).
    static let boundaryChunkBytes = 256 << 10
    /// The link type of the trailer's interface (LINKTYPE_USER0, tcpdump.org link-layer types).
    static let trailerLinkType = LinkType(rawValue: 147)
    /// Frame numbers and offsets above this are refused (sums of them cannot overflow).
    static let maximumFrameNumber = 1 << 40

    var toolVersion: String
    /// ``RunSetup/digest`` of the testbed, suite and settings the part was checked with.
    var digest: String
    var testbedPath: String?
    var suitePath: String?
    var settings: [String]
    var iq: Bool
    /// The part's capture as given to `check`.
    var partName: String
    /// Frames of the part (its own numbers run 1 … lastFrame; pcapng custom blocks use numbers
    /// without frames, so `lastFrame` can exceed the stored frame count).
    var lastFrame: Int
    var storedFrames: Int
    var firstTime: Int64?
    var lastTime: Int64?
    /// `--frame-offset K`: the part's frame 1 is frame K + 1 of the whole capture.
    var frameOffset: Int?
    /// Why the part's capture could not be read to its end (each becomes a merged capture problem).
    var problems: [String]
    /// Per stored interface (in interface id order): the original (section, interface id).
    var interfaces: [[Int]]
    /// Stored frames whose IQ samples no rule reads were zeroed (``UnreadSamples``).
    var zeroedFrames = 0
    /// The length in octets of the boundary's JSON in the trailer packets' data (nil: none).
    var boundaryBytes: Int?
    /// `--state-head`: capture time from the part's first frame to its snapshot.
    var headNanoseconds: Int64?
    /// ``RecordDigest`` of the head's stored frames (with a boundary): `merge` checks the frames
    /// it reads back against it.
    var headDigest: String?

    func json() -> JSONValue {
        var o = JSONObjectBuilder()
        o.add("format", .string(Self.format))
        o.add("version", .int(Self.version))
        o.add("tool", .string(toolVersion))
        o.add("digest", .string(digest))
        o.add("testbed", .optional(testbedPath))
        o.add("suite", .optional(suitePath))
        o.add("settings", .array(settings.map(JSONValue.string)))
        o.add("iq", .bool(iq))
        o.add("part", .string(partName))
        o.add("lastFrame", .int(lastFrame))
        o.add("storedFrames", .int(storedFrames))
        o.add("firstTime", firstTime.map { .int(Int($0)) } ?? .null)
        o.add("lastTime", lastTime.map { .int(Int($0)) } ?? .null)
        o.add("frameOffset", frameOffset.map(JSONValue.int) ?? .null)
        o.add("problems", .array(problems.map(JSONValue.string)))
        o.add("interfaces", .array(interfaces.map { .array($0.map(JSONValue.int)) }))
        o.add("zeroedFrames", .int(zeroedFrames))
        if let boundaryBytes { o.add("boundaryBytes", .int(boundaryBytes)) }
        if let headNanoseconds { o.add("headNanoseconds", .int(Int(headNanoseconds))) }
        if let headDigest { o.add("headDigest", .string(headDigest)) }
        return o.value
    }

    init(toolVersion: String, digest: String, testbedPath: String?, suitePath: String?, settings: [String], iq: Bool, partName: String,
         lastFrame: Int, storedFrames: Int, firstTime: Int64?, lastTime: Int64?, frameOffset: Int?, problems: [String], interfaces: [[Int]]) {
        self.toolVersion = toolVersion
        self.digest = digest
        self.testbedPath = testbedPath
        self.suitePath = suitePath
        self.settings = settings
        self.iq = iq
        self.partName = partName
        self.lastFrame = lastFrame
        self.storedFrames = storedFrames
        self.firstTime = firstTime
        self.lastTime = lastTime
        self.frameOffset = frameOffset
        self.problems = problems
        self.interfaces = interfaces
    }

    /// Reads a trailer back; every field is checked (type, range), so a hand-edited or foreign
    /// file is one clear error, never a crash.
    init(parsing text: String) throws(PartStateError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw PartStateError("its state record is not JSON (\(error.description))")
        }
        guard value["format"]?.stringValue == Self.format else { throw PartStateError("not a ranconform part state (format is not \(Self.format))") }
        guard let version = value["version"]?.intValue else { throw PartStateError("the state has no version") }
        guard Self.readableVersions.contains(version) else {
            throw PartStateError("state format version \(version), this tool reads versions \(Self.readableVersions.lowerBound) to \(Self.readableVersions.upperBound)")
        }
        func string(_ key: String) throws(PartStateError) -> String {
            guard let s = value[key]?.stringValue else { throw PartStateError("the state lacks '\(key)'") }
            return s
        }
        func optionalString(_ key: String) throws(PartStateError) -> String? {
            guard let v = value[key], v != .null else { return nil }
            guard let s = v.stringValue else { throw PartStateError("'\(key)' is not a string") }
            return s
        }
        func count(_ key: String) throws(PartStateError) -> Int {
            guard let n = value[key]?.intValue, n >= 0 else { throw PartStateError("'\(key)' is not a count") }
            return n
        }
        func optionalInt(_ key: String) throws(PartStateError) -> Int? {
            guard let v = value[key], v != .null else { return nil }
            guard let n = v.intValue else { throw PartStateError("'\(key)' is not an integer") }
            return n
        }
        func strings(_ key: String) throws(PartStateError) -> [String] {
            guard let items = value[key]?.arrayValue else { throw PartStateError("the state lacks '\(key)'") }
            var out: [String] = []
            for item in items {
                guard let s = item.stringValue else { throw PartStateError("'\(key)' holds a non-string") }
                out.append(s)
            }
            return out
        }
        toolVersion = try string("tool")
        digest = try string("digest")
        testbedPath = try optionalString("testbed")
        suitePath = try optionalString("suite")
        settings = try strings("settings")
        guard case .bool(let iq)? = value["iq"] else { throw PartStateError("'iq' is not a boolean") }
        self.iq = iq
        partName = try string("part")
        lastFrame = try count("lastFrame")
        storedFrames = try count("storedFrames")
        firstTime = try optionalInt("firstTime").map(Int64.init)
        lastTime = try optionalInt("lastTime").map(Int64.init)
        frameOffset = try optionalInt("frameOffset")
        if let frameOffset, frameOffset < 0 { throw PartStateError("'frameOffset' is negative") }
        problems = try strings("problems")
        guard let interfaceItems = value["interfaces"]?.arrayValue else { throw PartStateError("the state lacks 'interfaces'") }
        var interfaces: [[Int]] = []
        for item in interfaceItems {
            guard let pair = item.arrayValue, pair.count == 2, let section = pair[0].intValue, let id = pair[1].intValue, section >= 0, id >= 0
            else { throw PartStateError("'interfaces' holds something other than [section, interface] pairs") }
            interfaces.append([section, id])
        }
        self.interfaces = interfaces
        zeroedFrames = try optionalInt("zeroedFrames") ?? 0
        boundaryBytes = try optionalInt("boundaryBytes")
        headNanoseconds = try optionalInt("headNanoseconds").map(Int64.init)
        headDigest = try optionalString("headDigest")
        if let headDigest, headDigest.utf8.count != 8 || UInt32(headDigest, radix: 16) == nil {
            throw PartStateError("'headDigest' is not eight hex digits")
        }
        if let boundaryBytes, boundaryBytes <= 0 || frameOffset == nil { throw PartStateError("'boundaryBytes' is not a length, or the part has no frame offset") }
        guard (0...storedFrames).contains(zeroedFrames) else { throw PartStateError("'zeroedFrames' is not a count up to 'storedFrames'") }
        guard storedFrames <= lastFrame else { throw PartStateError("'storedFrames' exceeds 'lastFrame'") }
        guard lastFrame <= Self.maximumFrameNumber, (frameOffset ?? 0) <= Self.maximumFrameNumber else {
            throw PartStateError("a frame count or offset beyond \(Self.maximumFrameNumber)")
        }
    }
}

/// A state file that cannot be used: one line, exit code 2.
struct PartStateError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Writes a part's state file while `check` reads the part: frames are copied as they are fed
/// (streamed to a temporary sibling), the trailer is added and the file renamed into place at
/// the end, so a failed run leaves no half-written state. A path ending in `.zst` or `.gz` gets
/// the same pcapng compressed as it is written, as one Zstandard frame (with its content
/// checksum) or one gzip member; with a boundary, the trailer is found from the file's end
/// (``CompressedTail``): a gzip member of its own and a footer, or the frame's last blocks, stored
/// as they are, ending in a locator. `merge` recognises either compression by its first bytes.
///
/// With ``checkedFrames()`` the writer holds each frame until the checking stage has seen it,
/// and stores it with the IQ samples no rule of the run reads zeroed (``UnreadSamples``: the
/// blocks the stage found, the frame's CRC and every octet frame comparisons read kept), so the
/// state compresses to a fraction of the part; frames are stored in the order they were read.
struct PartStateWriter {
    let path: String
    private let temporary: String
    private var writer: PcapngWriter
    /// Stored interface id per original (section << 32 | interface id).
    private var interfaceIDs: [Int: Int] = [:]
    private var interfaces: [[Int]] = []
    private var stored = 0
    private var nextExpected = 1
    private(set) var lastFrame = 0
    private(set) var firstTime: Int64?
    private(set) var lastTime: Int64?
    /// Set by ``checkedFrames()``: frames are held until checked.
    private var inbox: CheckedFrameInbox?
    private var held: [CaptureRecord] = []
    private var heldStart = 0
    private var checked: [Int: [SampleBlocks]] = [:]
    private var scratch: [UInt8] = []
    private(set) var zeroedFrames = 0

    /// `boundary`: the part's boundary may be written (``finish``), in a compressed state as a
    /// tail read alone from the file's end.
    init(path: String, boundary: Bool) throws(PartStateError) {
        self.path = path
        temporary = OutputPaths.temporarySibling(of: path)
        do {
            // PART.state.zst / PART.state.gz: the same pcapng, compressed as it is written.
            writer = try PcapngWriter(path: temporary, compression: CaptureCompression.forOutput(path: path), compressedTail: boundary)
        } catch {
            throw PartStateError("cannot write state \(path): \(error.description)")
        }
    }

    /// Where the checking stage reports each frame it checked (``ConformanceRun/onCheckedFrame``):
    /// from now on frames are held until then and stored with their unread samples zeroed.
    /// Called before the first frame.
    mutating func checkedFrames() -> CheckedFrameInbox {
        let inbox = CheckedFrameInbox()
        self.inbox = inbox
        return inbox
    }

    /// Takes one frame of the part (its own frame number): stored at once, or held until checked.
    mutating func add(_ record: CaptureRecord) throws(PartStateError) {
        guard inbox != nil else { return try store(record, zeroing: []) }
        held.append(record)
        try storeChecked(flushing: false)
    }

    /// Stores the held frames the checking stage has reported, in the order they were read;
    /// `flushing` (the run ended: every frame was checked) stores the rest too.
    private mutating func storeChecked(flushing: Bool) throws(PartStateError) {
        inbox?.take(into: &checked)
        while heldStart < held.count {
            let frameNumber = held[heldStart].frameNumber
            let blocks: [SampleBlocks]
            if let reported = checked.removeValue(forKey: frameNumber) {
                blocks = reported
            } else if flushing {
                blocks = []
            } else {
                break
            }
            try store(held[heldStart], zeroing: blocks)
            heldStart += 1
        }
        // Stored frames are let go in steps (each holds its read buffer).
        if heldStart >= 256 || heldStart == held.count {
            held.removeFirst(heldStart)
            heldStart = 0
        }
    }

    /// Writes one frame, with the mantissas of `zeroing` no rule reads set to 0 when that can
    /// keep its CRC (else as it was read).
    private mutating func store(_ record: CaptureRecord, zeroing blocks: [SampleBlocks]) throws(PartStateError) {
        if !blocks.isEmpty {
            if UnreadSamples.zero(blocks, of: record.bytes, into: &scratch) {
                zeroedFrames += 1
                return try store(record, bytes: scratch[...])
            }
        }
        try store(record, bytes: record.bytes)
    }

    private mutating func store(_ record: CaptureRecord, bytes: ArraySlice<UInt8>) throws(PartStateError) {
        let key = record.section << 32 | record.interfaceID
        let id: Int
        if let known = interfaceIDs[key] {
            id = known
        } else {
            id = writer.addInterface(linkType: record.linkType, snapLength: 0, fcsLength: record.fcsLength)
            interfaceIDs[key] = id
            interfaces.append([record.section, record.interfaceID])
        }
        // Frame numbers the part's file skipped (custom blocks) are kept in a comment, and so is
        // how many interfaces the frame's section had declared (a frame of a section with several
        // may copy one captured at another point: CapturePointCopies).
        var comments = record.frameNumber == nextExpected ? [] : ["ranconform.frame=\(record.frameNumber)"]
        if record.sectionInterfaces > 1 { comments.append("ranconform.interfaces=\(record.sectionInterfaces)") }
        do {
            try writer.write(bytes, timestampNanoseconds: record.timestampNanoseconds, originalLength: record.originalLength,
                             interfaceID: id, comments: comments)
        } catch {
            OutputPaths.discard(temporary)
            throw PartStateError("cannot write state \(path): frame \(record.frameNumber): \(error.description)")
        }
        stored += 1
        nextExpected = record.frameNumber + 1
        lastFrame = record.frameNumber
        if firstTime == nil { firstTime = record.timestampNanoseconds }
        lastTime = record.timestampNanoseconds
    }

    /// Adds the trailer, with `boundary` (the part's ``BoundaryPart`` as JSON, whose head is the
    /// first `headFrames` stored frames) in its packets' data, and moves the file into place.
    mutating func finish(boundary: [UInt8]?, headFrames: Int,
                         _ makeTrailer: (_ lastFrame: Int, _ stored: Int, _ firstTime: Int64?, _ lastTime: Int64?, _ interfaces: [[Int]]) -> PartStateTrailer)
        throws(PartStateError)
    {
        try storeChecked(flushing: true)
        var trailer = makeTrailer(lastFrame, stored, firstTime, lastTime, interfaces)
        trailer.zeroedFrames = zeroedFrames
        trailer.boundaryBytes = boundary?.count
        let data = boundary ?? []
        if boundary != nil {
            // A compressed state's boundary is readable on its own from the file's end
            // (PartStateTail reads it alone): a gzip member of its own, or raw blocks ending the
            // one Zstandard frame (Wireshark 4.0 reads only a file's first Zstandard frame).
            do {
                try writer.beginCompressedTail()
            } catch {
                OutputPaths.discard(temporary)
                throw PartStateError("cannot write state \(path): \(error.description)")
            }
            // The frames are in the file now: the digest of the head as merge will read it.
            trailer.headDigest = try headDigest(frames: headFrames).text
        }
        do {
            let id = writer.addInterface(linkType: PartStateTrailer.trailerLinkType, snapLength: 0, name: "ranconform part state")
            let time = max(0, lastTime ?? 0)
            let chunk = PartStateTrailer.boundaryChunkBytes
            try writer.write(data.prefix(chunk), timestampNanoseconds: time, interfaceID: id, comments: [trailer.json().compactText()])
            var start = chunk
            while start < data.count {
                try writer.write(data[start..<min(data.count, start + chunk)], timestampNanoseconds: time, interfaceID: id)
                start += chunk
            }
            try writer.close()
        } catch {
            OutputPaths.discard(temporary)
            throw PartStateError("cannot write state \(path): \(error.description)")
        }
        do throws(CommandFailure) {
            try OutputPaths.commit(temporary, to: path)
        } catch {
            throw PartStateError(error.message)
        }
    }

    /// ``RecordDigest`` of the first `frames` frames stored, read back from the file as written.
    private func headDigest(frames: Int) throws(PartStateError) -> RecordDigest {
        var digest = RecordDigest()
        do {
            let reader = try CaptureReader(path: temporary)
            while digest.count < frames, let record = reader.next() { digest.add(record) }
        } catch {
            OutputPaths.discard(temporary)
            throw PartStateError("cannot read back state \(path): \(error.description)")
        }
        guard digest.count == frames else {
            OutputPaths.discard(temporary)
            throw PartStateError("cannot read back state \(path): \(digest.count) of its \(frames) head frames")
        }
        return digest
    }

    /// Removes the temporary file (the run failed before the state was complete).
    func discard() { OutputPaths.discard(temporary) }
}

/// The frames the checking stage has checked, with their sample blocks, waiting for the
/// reading thread's ``PartStateWriter`` (the stages run on different threads).
final class CheckedFrameInbox: Sendable {
    private struct Entry: Sendable {
        var frameNumber: Int
        var blocks: [SampleBlocks]
    }
    private let entries = Mutex<[Entry]>([])

    /// Called by the checking stage for each frame it checked.
    func add(_ frameNumber: Int, _ blocks: [SampleBlocks]) {
        entries.withLock { $0.append(Entry(frameNumber: frameNumber, blocks: blocks)) }
    }

    /// Moves what has been reported into `checked`.
    func take(into checked: inout [Int: [SampleBlocks]]) {
        let taken = entries.withLock { entries -> [Entry] in
            defer { entries.removeAll(keepingCapacity: true) }
            return entries
        }
        for entry in taken { checked[entry.frameNumber] = entry.blocks }
    }
}

/// A state file opened for merging: its trailer (read in a first pass), its boundary (read
/// when the merge reaches the part) and its frames.
struct PartState {
    let path: String
    let trailer: PartStateTrailer
    /// Where the part's boundary is (format version 2, a part checked with `--frame-offset`).
    private let boundarySource: BoundarySource?

    private enum BoundarySource {
        /// Read again from the file's end (``PartStateTail``).
        case tail
        /// The boundary's JSON, kept from the whole read (a state whose end does not lead to it).
        case bytes([UInt8])
    }

    /// Whether the part carries its boundary.
    var hasBoundary: Bool { boundarySource != nil }

    /// Reads the whole file once to find and check the trailer; any reading problem (cut short,
    /// a corrupt block, no trailer, frames after it) is an error naming the file. A state whose
    /// trailer carries a boundary is read from its end instead (``PartStateTail``; compressed,
    /// its trailer alone is decompressed): a merge at the boundaries reads only the parts'
    /// heads (a frame it then reads damaged is still an error). The boundary's JSON is read
    /// again, and parsed, only by ``boundary()``.
    init(path: String) throws(PartStateError) {
        self.path = path
        if let tail = PartStateTail.read(path: path), let trailer = try? PartStateTrailer(parsing: tail.comment), trailer.boundaryBytes != nil,
           trailer.interfaces.count == tail.interfaceID {
            self.trailer = trailer
            try Self.checkLength(tail.data, of: trailer, path: path)
            boundarySource = .tail
            return
        }
        let reader: CaptureReader
        do {
            reader = try CaptureReader(path: path)
        } catch {
            throw PartStateError("\(path): not a readable part state: \(error.description)")
        }
        var trailer: PartStateTrailer?
        var frames = 0
        var boundaryData: [UInt8] = []
        while let record = reader.next() {
            if record.linkType == PartStateTrailer.trailerLinkType {
                // The state record (its comment), then the rest of the boundary's data (none).
                if trailer == nil {
                    guard let text = record.comments.first else { throw PartStateError("\(path): a state record without its comment") }
                    do {
                        trailer = try PartStateTrailer(parsing: text)
                    } catch {
                        throw PartStateError("\(path): \(error.description)")
                    }
                } else if !record.comments.isEmpty {
                    throw PartStateError("\(path): more than one state record")
                }
                boundaryData.append(contentsOf: record.bytes)
                guard boundaryData.count <= trailer?.boundaryBytes ?? 0 else {
                    throw PartStateError("\(path): the state record's data exceeds the \(trailer?.boundaryBytes ?? 0) octets of its boundary")
                }
            } else {
                if trailer != nil { throw PartStateError("\(path): frames after the state record") }
                frames += 1
            }
        }
        if let warning = reader.warnings.first { throw PartStateError("\(path): damaged state file: \(warning)") }
        guard let trailer else {
            throw PartStateError("\(path): no state record (a capture, not the output of 'check --state-out', or a file cut short)")
        }
        guard trailer.storedFrames == frames else {
            throw PartStateError("\(path): the state record lists \(trailer.storedFrames) frames, the file holds \(frames)")
        }
        guard trailer.interfaces.count == reader.interfaces.count - 1 else {
            throw PartStateError("\(path): the state record lists \(trailer.interfaces.count) interfaces, the file holds \(reader.interfaces.count - 1)")
        }
        self.trailer = trailer
        try Self.checkLength(boundaryData, of: trailer, path: path)
        boundarySource = trailer.boundaryBytes == nil ? nil : .bytes(boundaryData)
    }

    /// The trailer's data is as long as the boundary it announces (none: empty).
    private static func checkLength(_ data: [UInt8], of trailer: PartStateTrailer, path: String) throws(PartStateError) {
        let bytes = trailer.boundaryBytes ?? 0
        guard data.count == bytes else { throw PartStateError("\(path): the boundary holds \(data.count) of its \(bytes) octets") }
    }

    /// The part's boundary (nil: it has none), read now and checked against the trailer.
    func boundary() throws(PartStateError) -> BoundaryPart? {
        switch boundarySource {
        case nil:
            return nil
        case .bytes(let data):
            return try Self.boundary(data, of: trailer, path: path)
        case .tail:
            guard let tail = PartStateTail.read(path: path), (try? PartStateTrailer(parsing: tail.comment)) == trailer else {
                throw PartStateError("\(path): the state changed while it was merged")
            }
            return try Self.boundary(tail.data, of: trailer, path: path)
        }
    }

    /// The boundary the trailer's data holds, checked against the trailer.
    private static func boundary(_ data: [UInt8], of trailer: PartStateTrailer, path: String) throws(PartStateError) -> BoundaryPart? {
        guard let bytes = trailer.boundaryBytes, let offset = trailer.frameOffset else { return nil }
        guard data.count == bytes else { throw PartStateError("\(path): the boundary holds \(data.count) of its \(bytes) octets") }
        let part: BoundaryPart
        do {
            part = try BoundaryPart(jsonValue: try JSONParser.parse(String(decoding: data, as: UTF8.self)))
        } catch {
            throw PartStateError("\(path): its boundary does not read: \(error)")
        }
        let frames = (offset + 1)...(offset + max(1, trailer.lastFrame))
        guard part.headFrameCount <= trailer.storedFrames, trailer.storedFrames == 0 || part.lastFrame == offset + trailer.lastFrame,
              part.snapshotFrame.map(frames.contains) ?? true, (part.snapshotFrame == nil) == (part.headFrameCount == trailer.storedFrames)
        else {
            throw PartStateError("\(path): its boundary does not fit its frames (head \(part.headFrameCount) of \(trailer.storedFrames) frames, last frame \(part.lastFrame))")
        }
        return part
    }

    /// Feeds the part's frames, numbered `offset` + their own number, with their original
    /// (section, interface): all of them, or those after the first `skip` stored ones, or the
    /// first `limit`; stops at the trailer. `stored` sees each fed frame as the file stores it.
    func forEachFrame(offset: Int, skip: Int = 0, limit: Int? = nil, stored: ((CaptureRecord) -> Void)? = nil, _ body: (CaptureRecord) -> Void)
        throws(PartStateError)
    {
        let reader: CaptureReader
        do {
            reader = try CaptureReader(path: path)
        } catch {
            throw PartStateError("\(path): not a readable part state: \(error.description)")
        }
        var own = 0
        var index = 0
        while var record = reader.next() {
            if record.linkType == PartStateTrailer.trailerLinkType { break }
            if let limit, index >= limit { return }
            index += 1
            own += 1
            if index > skip { stored?(record) }
            record.sectionInterfaces = 1
            for comment in record.comments {
                if comment.hasPrefix("ranconform.frame="), let n = Int(comment.dropFirst("ranconform.frame=".count)), n >= own, n <= trailer.lastFrame { own = n }
                if comment.hasPrefix("ranconform.interfaces="), let n = Int(comment.dropFirst("ranconform.interfaces=".count)), n > 1 {
                    record.sectionInterfaces = n
                }
            }
            record.comments = []
            if record.interfaceID < trailer.interfaces.count {
                record.section = trailer.interfaces[record.interfaceID][0]
                record.interfaceID = trailer.interfaces[record.interfaceID][1]
            }
            record.frameNumber = offset + own
            if index > skip { body(record) }
        }
        if let warning = reader.warnings.first { throw PartStateError("\(path): damaged state file: \(warning)") }
    }
}
