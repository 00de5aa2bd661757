import WireCore

/// A ``BoundaryPart`` as JSON, the boundary section of a part-state file of format version 2
/// (README "Past one machine"): where the part's head ends, every component's state at the
/// snapshot and at the end (``BoundaryState/jsonValue``, components in name order) and the
/// part's reports from the snapshot on and before it (``RecorderSegment/jsonValue``). The frames are not in
/// it: the state file holds them.
extension BoundaryPart {
    /// Why a boundary section cannot be read.
    public struct JSONError: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { "boundary section: \(reason)" }
    }

    public var jsonValue: JSONValue {
        func states(_ states: [String: BoundaryState]) -> JSONValue {
            .object(states.sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value.jsonValue) })
        }
        var o = JSONObjectBuilder()
        o.add("snapshotFrame", snapshotFrame.map(JSONValue.int) ?? .null)
        o.add("headFrames", .int(headFrameCount))
        o.add("lastFrame", .int(lastFrame))
        o.add("snapshot", states(snapshot))
        o.add("end", states(end))
        o.add("segment", segment.jsonValue)
        if let headSegment { o.add("headSegment", headSegment.jsonValue) }
        return o.value
    }

    /// The part ``jsonValue`` wrote (without frames).
    public init(jsonValue: JSONValue) throws(JSONError) {
        self.init()
        func count(_ key: String) throws(JSONError) -> Int {
            guard let n = jsonValue[key]?.intValue, n >= 0 else { throw JSONError(reason: "\(key) is not a count") }
            return n
        }
        func states(_ key: String) throws(JSONError) -> [String: BoundaryState] {
            guard case .object(let members)? = jsonValue[key] else { throw JSONError(reason: "\(key) is not an object of component states") }
            var out: [String: BoundaryState] = [:]
            for member in members {
                do throws(BoundaryRestoreError) {
                    out[member.key] = try BoundaryState(jsonValue: member.value)
                } catch {
                    throw JSONError(reason: "\(key) state of \(member.key): \(error)")
                }
            }
            return out
        }
        if let frame = jsonValue["snapshotFrame"], frame != .null {
            guard let n = frame.intValue, n > 0 else { throw JSONError(reason: "snapshotFrame is not a frame number") }
            snapshotFrame = n
        }
        headFrameCount = try count("headFrames")
        lastFrame = try count("lastFrame")
        snapshot = try states("snapshot")
        end = try states("end")
        guard let segmentValue = jsonValue["segment"] else { throw JSONError(reason: "there is no segment") }
        do throws(RecorderSegment.JSONError) {
            segment = try RecorderSegment(jsonValue: segmentValue)
            headSegment = try jsonValue["headSegment"].map { v throws(RecorderSegment.JSONError) in try RecorderSegment(jsonValue: v) }
        } catch {
            throw JSONError(reason: error.description)
        }
    }
}
