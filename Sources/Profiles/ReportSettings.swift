/// What a testbed declares for reports: which nodes are the device(s) under test, the kind of test
/// and the lab's test id, as the O-RAN test-results schema's `testMetadata` asks.
public struct ReportSettings: Hashable, Sendable {
    /// Node names of the device(s) under test; empty = every declared node (system under test).
    public var dut: [String]
    public var testType: TestType?
    /// Certificate / badge reference id assigned by the lab (`[designator]yy####`, or a UUID).
    public var testId: String?

    public init(dut: [String] = [], testType: TestType? = nil, testId: String? = nil) {
        self.dut = dut
        self.testType = testType
        self.testId = testId
    }

    /// O-RAN certification and badging test types the tool's runs can be.
    public enum TestType: String, Hashable, Sendable, CaseIterable {
        case conformance
        case interoperability
    }

    /// `[A-Za-z0-9]{3,4}` designator, two-digit year 20–39, four digits (O-RAN test-results
    /// schema `testMetadata.testId`), or a UUID in 8-4-4-4-12 hex form.
    public static func isValidTestId(_ text: String) -> Bool {
        let chars = Array(text.utf8)
        func isHex(_ c: UInt8) -> Bool { (48...57).contains(c) || (65...70).contains(c) || (97...102).contains(c) }
        func isDigit(_ c: UInt8) -> Bool { (48...57).contains(c) }
        func isAlnum(_ c: UInt8) -> Bool { isDigit(c) || (65...90).contains(c) || (97...122).contains(c) }
        if chars.count == 36 {
            for (i, c) in chars.enumerated() {
                if [8, 13, 18, 23].contains(i) { if c != UInt8(ascii: "-") { return false } } else if !isHex(c) { return false }
            }
            return true
        }
        guard chars.count == 9 || chars.count == 10 else { return false }
        let designator = chars.count - 6
        guard chars[..<designator].allSatisfy(isAlnum) else { return false }
        let year = chars[designator...]
        guard let first = year.first, first == UInt8(ascii: "2") || first == UInt8(ascii: "3") else { return false }
        return year.dropFirst().allSatisfy(isDigit)
    }
}
