import WireCore

/// One piece of evidence for a rule result: frames a user can open in Wireshark, the field,
/// expected vs actual values and an optional measurement.
public struct RuleFinding: Hashable, Sendable {
    public var rule: String
    public var node: String
    public var severity: Finding.Severity
    public var frames: [Int]
    public var fieldPath: String
    public var expected: String?
    public var actual: String?
    public var message: String
    public var measurement: Measurement?
    /// The testbed waiver that covers this finding.
    public var waiver: String?

    public init(
        rule: String, node: String, severity: Finding.Severity, frames: [Int], fieldPath: String = "",
        expected: String? = nil, actual: String? = nil, message: String, measurement: Measurement? = nil
    ) {
        self.rule = rule
        self.node = node
        self.severity = severity
        self.frames = frames
        self.fieldPath = fieldPath
        self.expected = expected
        self.actual = actual
        self.message = message
        self.measurement = measurement
    }
}

/// A named measured quantity (latency, gap size, …).
public struct Measurement: Hashable, Sendable {
    public var name: String
    public var value: Double
    public var unit: String
    public init(name: String, value: Double, unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }
}

/// What a checker reports for one violation (the recorder fills rule, node and waiver).
public struct Violation: Sendable {
    public var severity: Finding.Severity?
    public var frames: [Int]
    public var fieldPath: String
    public var expected: String?
    public var actual: String?
    public var message: String
    public var measurement: Measurement?
    /// Testbed flow name, for flow-scoped waivers.
    public var flow: String?

    public init(
        _ message: String, frames: [Int], fieldPath: String = "", expected: String? = nil, actual: String? = nil,
        severity: Finding.Severity? = nil, measurement: Measurement? = nil, flow: String? = nil
    ) {
        self.message = message
        self.frames = frames
        self.fieldPath = fieldPath
        self.expected = expected
        self.actual = actual
        self.severity = severity
        self.measurement = measurement
        self.flow = flow
    }
}
