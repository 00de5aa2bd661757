/// How well one aspect of two declared profiles fits, ordered from best to worst.
public enum InteropStatus: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Both sides declare it and it fits.
    case compatible
    /// One side does not declare it: nothing can be said before traffic.
    case notDeclared = "not-declared"
    /// Works only if the sides are configured to a common subset.
    case warning
    /// Cannot work as declared.
    case mismatch

    private var rank: Int {
        switch self {
        case .compatible: 0
        case .notDeclared: 1
        case .warning: 2
        case .mismatch: 3
        }
    }

    public static func < (lhs: InteropStatus, rhs: InteropStatus) -> Bool { lhs.rank < rhs.rank }

    /// Short cell text for tables.
    public var label: String {
        switch self {
        case .compatible: "OK"
        case .notDeclared: "n/a"
        case .warning: "WARN"
        case .mismatch: "MISMATCH"
        }
    }
}

/// The aspects `ranconform interop` compares.
public enum InteropAspect: String, Hashable, Sendable, CaseIterable {
    case roles
    case cusVersion = "cus-version"
    case category
    case eaxcSplit = "eaxc-split"
    case compression
    case sectionTypes = "section-types"
    case sectionExtensions = "section-extensions"
    case mtu
    case windowDLUPlane = "window-dl-u-plane"
    case windowDLCPlane = "window-dl-c-plane"
    case windowULCPlane = "window-ul-c-plane"
    case windowULUPlane = "window-ul-u-plane"
    /// Testbed only: each flow's wire compression is declared by both ends.
    case flowCompression = "flow-compression"
    case f1apRelease = "f1ap-release"
    case procedures
    case plmns
}

/// One compared aspect with its verdict and a sentence saying why.
public struct InteropItem: Hashable, Sendable {
    public var aspect: InteropAspect
    public var status: InteropStatus
    public var explanation: String

    public init(aspect: InteropAspect, status: InteropStatus, explanation: String) {
        self.aspect = aspect
        self.status = status
        self.explanation = explanation
    }
}

/// The comparison of two declared device profiles before any traffic.
public struct InteropReport: Hashable, Sendable {
    public enum Pairing: String, Hashable, Sendable {
        /// Open fronthaul: O-DU × O-RU.
        case duRU = "o-du x o-ru"
        /// F1: O-CU × O-DU.
        case cuDU = "o-cu x o-du"
    }

    public var pairing: Pairing
    /// Profile ids (or testbed node names) of the two sides, in pairing order.
    public var first: String
    public var second: String
    public var items: [InteropItem]

    public init(pairing: Pairing, first: String, second: String, items: [InteropItem]) {
        self.pairing = pairing
        self.first = first
        self.second = second
        self.items = items
    }

    /// The worst status of any item (`compatible` for an empty report).
    public var overall: InteropStatus { items.map(\.status).max() ?? .compatible }

    /// Items that are a warning or a mismatch.
    public var problems: [InteropItem] { items.filter { $0.status >= .warning } }

    public func item(_ aspect: InteropAspect) -> InteropItem? { items.first { $0.aspect == aspect } }

    /// A plain-text compatibility table, one line per aspect.
    public func renderText() -> String {
        var lines = ["\(pairing.rawValue): \(first) x \(second): \(overall.label)"]
        let width = items.map(\.aspect.rawValue.count).max() ?? 0
        for item in items {
            let name = item.aspect.rawValue + String(repeating: " ", count: width - item.aspect.rawValue.count)
            let label = item.status.label + String(repeating: " ", count: 8 - item.status.label.count)
            lines.append("  \(name)  \(label)  \(item.explanation)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
