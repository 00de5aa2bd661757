import CaptureIO
import NetLayers

/// The frames of a pcapng section with several interfaces, put back in time order before they
/// are checked.
///
/// One `dumpcap` capturing on several interfaces (the two ports of a passive tap, one per
/// direction of a link; a port before and one after a switch) writes each interface's frames in
/// their own order but hands the interfaces' frames over in batches, so the file holds runs of
/// one interface's frames whose times overlap the other's by up to a batch (milliseconds at line
/// rate, a buffer timeout of a few hundred milliseconds on a quiet link); `reordercap` exists to
/// sort such files. Checked in the file's order, a response can come before its request and a
/// U-plane message before the C-plane message it answers: every C/U coupling and every F1AP
/// procedure of a clean capture then fails. So the run checks such a section's frames as a merge
/// of its interfaces' streams by timestamp (equal times by frame number), as `mergecap` merges
/// files, while findings keep the file's frame numbers (Wireshark's).
///
/// Each interface's frames stay in their own order (a stream is assumed in order, as `mergecap`
/// assumes of each file). The earliest head of the interfaces' queues goes on to the checks when
/// every interface the section declares has one queued (nothing earlier can come then), or when
/// it is ``window`` older than the latest frame read (an interface that is quiet, or never
/// carries a frame, holds the others back that long), or when more than ``maximumHeldBytes``
/// captured octets or ``maximumHeldFrames`` frames are held: the bounds on memory (2 MiB, well within
/// the reader's ring of read buffers; a busy interface's batch is some megabytes). A frame that
/// comes later than that is checked where it comes and counted (``backInTime``). Records of
/// sections with one interface never wait here, and the order is let go (every held frame
/// checked) at a section's end, at a capture file's end and at the end of the run.
struct InterfaceTimeOrder {
    /// How long a frame waits for a quiet interface, in nanoseconds (longer than dumpcap's buffer
    /// timeout).
    let window: Int64
    let maximumHeldBytes: Int
    let maximumHeldFrames: Int

    init(window: Int64 = 1_000_000_000, maximumHeldBytes: Int = 2 << 20, maximumHeldFrames: Int = 262_144) {
        self.window = window
        self.maximumHeldBytes = maximumHeldBytes
        self.maximumHeldFrames = maximumHeldFrames
    }

    /// One interface's queued records, in file order (`head` is the next one).
    private struct Queue {
        var records: [CaptureRecord] = []
        var head = 0
        var isEmpty: Bool { head == records.count }
        var first: CaptureRecord { records[head] }

        mutating func removeFirst() -> CaptureRecord {
            let record = records[head]
            head += 1
            if head == records.count {
                records.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024 && head * 2 >= records.count {
                records.removeFirst(head)
                head = 0
            }
            return record
        }
    }

    /// A queue's head in the heap of heads: earliest time first, then the lower frame number.
    private struct Head {
        var time: Int64
        var frame: Int
        var queue: Int

        func precedes(_ other: Head) -> Bool { time != other.time ? time < other.time : frame < other.frame }
    }

    private var queues: [Queue] = []
    /// The interfaces the held section declares, and how many of them hold a frame.
    private var declared = 0
    private var nonEmptyCount = 0
    private var heads: [Head] = []
    private var section: Int?
    private var latest = Int64.min
    private var heldBytes = 0
    private var heldFrames = 0

    /// The time and number of the last frame handed on, and the highest number handed on.
    private var lastTime = Int64.min
    private var highestFrame = 0

    /// Frames checked after a frame with a higher number (moved into time order).
    private(set) var reordered = 0
    private(set) var reorderedFrames: [Int] = []
    /// Frames checked with a timestamp earlier than the frame checked before them.
    private(set) var backInTime = 0
    private(set) var backInTimeFrames: [Int] = []

    var isEmpty: Bool { heldFrames == 0 }

    /// Whether a section of several interfaces is being put in order (frames held, or its
    /// interfaces remembered).
    var ordersASection: Bool { section != nil || heldFrames > 0 }

    /// The section being put in order, as a part boundary writes it: its number, the interfaces
    /// it declares and the latest time read (nil when none is), and the frames held, in frame
    /// order (each interface's in its own order, which is file order).
    var sectionState: SectionState? {
        guard let section else { return nil }
        let held = queues.flatMap { $0.records[$0.head...] }.sorted { $0.frameNumber < $1.frameNumber }
        return SectionState(section: section, interfaces: declared, latest: latest, held: held)
    }

    /// A section being put in order, as ``sectionState`` gives it.
    struct SectionState {
        var section: Int
        var interfaces: Int
        var latest: Int64
        var held: [CaptureRecord]
    }

    /// Takes over a section being put in order at a part boundary (``sectionState``): `held`
    /// (of `section`, in frame order) queued again as they came, and the section's interfaces and
    /// latest time as they were (frames handed on before the boundary raised them too).
    mutating func restoreSection(_ section: Int, interfaces: Int, latest: Int64, held: [CaptureRecord]) {
        queues = []
        heads = []
        heldBytes = 0
        heldFrames = 0
        resetSection()
        for record in held { add(record) }
        self.section = section
        declared = max(declared, interfaces)
        self.latest = max(self.latest, latest)
    }

    /// The time and number of the last frame handed on, and the highest number handed on
    /// (nil before the first): what the next frame is compared with.
    var lastHandedOn: (time: Int64, highestFrame: Int)? { lastTime == .min ? nil : (lastTime, highestFrame) }

    /// Takes over the counts and the last frame handed on of a run whose state this was (a part
    /// boundary: no section is being put in order).
    mutating func restore(reordered: Int, reorderedFrames: [Int], backInTime: Int, backInTimeFrames: [Int], last: (time: Int64, highestFrame: Int)?) {
        self.reordered = reordered
        self.reorderedFrames = reorderedFrames
        self.backInTime = backInTime
        self.backInTimeFrames = backInTimeFrames
        lastTime = last?.time ?? .min
        highestFrame = last?.highestFrame ?? 0
    }

    /// Whether `record` goes straight to the checks (nothing held and a section of one interface).
    @inline(__always)
    func passesStraight(_ record: CaptureRecord) -> Bool { heldFrames == 0 && record.sectionInterfaces <= 1 }

    /// Counts `record`, handed on to the checks now.
    @inline(__always)
    mutating func handOn(_ record: CaptureRecord) {
        if record.timestampNanoseconds < lastTime {
            backInTime += 1
            if backInTimeFrames.count < DemuxStatistics.fragmentFrameSampleSize { backInTimeFrames.append(record.frameNumber) }
        }
        if record.frameNumber < highestFrame {
            reordered += 1
            if reorderedFrames.count < DemuxStatistics.fragmentFrameSampleSize { reorderedFrames.append(record.frameNumber) }
        }
        lastTime = record.timestampNanoseconds
        highestFrame = max(highestFrame, record.frameNumber)
    }

    /// Whether the held frames must all go before `record` (it belongs to another section).
    func mustLetGo(before record: CaptureRecord) -> Bool { heldFrames > 0 && section != record.section }

    /// Queues `record` (of a section with several interfaces; ``mustLetGo(before:)`` was false).
    mutating func add(_ record: CaptureRecord) {
        section = record.section
        let q = max(0, record.interfaceID)
        if q >= queues.count {
            queues.append(contentsOf: repeatElement(Queue(), count: q + 1 - queues.count))
        }
        declared = max(declared, record.sectionInterfaces, q + 1)
        if queues[q].isEmpty {
            nonEmptyCount += 1
            push(Head(time: record.timestampNanoseconds, frame: record.frameNumber, queue: q))
        }
        queues[q].records.append(record)
        latest = max(latest, record.timestampNanoseconds)
        heldBytes += record.bytes.count
        heldFrames += 1
    }

    /// The next frame to check, or nil when the held ones must wait; `flushing` hands on every
    /// held frame (end of section, file or run).
    mutating func next(flushing: Bool = false) -> CaptureRecord? {
        guard let earliest = heads.first else { return nil }
        let ready = flushing || nonEmptyCount == declared || earliest.time <= latest.subtractingSaturating(window)
            || heldBytes > maximumHeldBytes || heldFrames > maximumHeldFrames
        guard ready else { return nil }
        let q = earliest.queue
        let record = queues[q].removeFirst()
        popHead()
        if queues[q].isEmpty {
            nonEmptyCount -= 1
        } else {
            let next = queues[q].first
            push(Head(time: next.timestampNanoseconds, frame: next.frameNumber, queue: q))
        }
        heldBytes -= record.bytes.count
        heldFrames -= 1
        // The section's interfaces are remembered while it lasts: one gone quiet still makes the
        // others wait (up to the window) for its next frame.
        if heldFrames == 0 && flushing { resetSection() }
        handOn(record)
        return record
    }

    /// Forgets the section's interfaces once it is let go (a new section numbers its own).
    private mutating func resetSection() {
        declared = 0
        nonEmptyCount = 0
        section = nil
        latest = Int64.min
    }

    // MARK: The heap of queue heads (at most one per interface)

    private mutating func push(_ head: Head) {
        heads.append(head)
        var i = heads.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heads[i].precedes(heads[parent]) else { break }
            heads.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func popHead() {
        let last = heads.removeLast()
        guard !heads.isEmpty else { return }
        heads[0] = last
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var smallest = i
            if left < heads.count && heads[left].precedes(heads[smallest]) { smallest = left }
            if right < heads.count && heads[right].precedes(heads[smallest]) { smallest = right }
            if smallest == i { break }
            heads.swapAt(i, smallest)
            i = smallest
        }
    }
}
