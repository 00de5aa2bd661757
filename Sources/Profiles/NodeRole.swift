/// The O-RAN function a device profile describes (O-RAN.WG1 architecture: O-RU, O-DU, O-CU).
public enum NodeRole: String, Hashable, Sendable, CaseIterable, Comparable {
    case oRU = "o-ru"
    case oDU = "o-du"
    case oCU = "o-cu"

    public static func < (lhs: NodeRole, rhs: NodeRole) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .oRU: 0
        case .oDU: 1
        case .oCU: 2
        }
    }

    /// "O-RU", "O-DU", "O-CU" for messages.
    public var displayName: String { rawValue.uppercased() }
}
