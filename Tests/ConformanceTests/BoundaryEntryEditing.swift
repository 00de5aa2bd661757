@testable import Conformance
import Testing
import WireCore

extension BoundaryTable {
    /// The table with member `member` of entry `key`'s object value replaced by `value` (a
    /// damaged state, for tests that a restore refuses it); records an issue when the entry's
    /// value is not an object holding that member.
    func replacing(member: String, of key: String, with value: JSONValue) throws -> BoundaryTable {
        var table = self
        guard case .object(var members) = try #require(entries[key]?.value) else {
            Issue.record("entry \(key) of \(name) is not an object")
            return table
        }
        let index = try #require(members.firstIndex { $0.key == member })
        members[index] = JSONMember(member, value)
        table.entries[key]?.value = .object(members)
        return table
    }
}
