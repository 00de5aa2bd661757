/// Pairwise declared-profile comparison of every O-DU × O-RU and O-CU × O-DU pair of a testbed.
public struct InteropMatrix: Hashable, Sendable {
    /// Reports keyed by node names, DU×RU pairs first, then CU×DU, each in name order.
    public var reports: [InteropReport]

    public init(reports: [InteropReport]) {
        self.reports = reports
    }

    public var overall: InteropStatus { reports.map(\.overall).max() ?? .compatible }

    public func report(_ first: String, _ second: String) -> InteropReport? {
        reports.first { $0.first == first && $0.second == second }
    }

    /// Grids of overall status (rows O-DU, columns O-RU; rows O-CU, columns O-DU), then for
    /// each pair that is not fully compatible, its mismatches, warnings and undeclared aspects.
    public func renderText() -> String {
        var out = ""
        for pairing in [InteropReport.Pairing.duRU, .cuDU] {
            let subset = reports.filter { $0.pairing == pairing }
            if subset.isEmpty { continue }
            var rows: [String] = []
            var columns: [String] = []
            for report in subset {
                if !rows.contains(report.first) { rows.append(report.first) }
                if !columns.contains(report.second) { columns.append(report.second) }
            }
            let firstWidth = rows.map(\.count).max() ?? 0
            let cellWidth = max(columns.map(\.count).max() ?? 0, 8)
            func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
            out += "\(pairing.rawValue)\n"
            out += (pad("", firstWidth) + columns.map { "  " + pad($0, cellWidth) }.joined()).trimmingTrailingSpaces + "\n"
            for row in rows {
                var line = pad(row, firstWidth)
                for column in columns {
                    line += "  " + pad(report(row, column)?.overall.label ?? "-", cellWidth)
                }
                out += line.trimmingTrailingSpaces + "\n"
            }
            out += "\n"
        }
        for report in reports where report.overall != .compatible {
            out += "\(report.first) x \(report.second):\n"
            for item in report.items.sorted(by: { $0.status > $1.status }) where item.status != .compatible {
                out += "  \(item.status.label) \(item.aspect.rawValue): \(item.explanation)\n"
            }
        }
        return out
    }
}

extension Interop {
    /// Every O-DU × O-RU and O-CU × O-DU pair of `testbed`, named by node, using the testbed's
    /// declared transport delays for the window algebra.
    public static func matrix(for testbed: TestbedProfile) -> InteropMatrix {
        var reports: [InteropReport] = []
        let dus = testbed.nodes(withRole: .oDU)
        for du in dus {
            for ru in testbed.nodes(withRole: .oRU) {
                var report = compare(du: du.device, ru: ru.device, transport: testbed.transport ?? .direct)
                report.first = du.name
                report.second = ru.name
                if let item = flowCompression(testbed.flows, du: du, ru: ru) { report.items.append(item) }
                reports.append(report)
            }
        }
        for cu in testbed.nodes(withRole: .oCU) {
            for du in dus {
                var report = compare(cu: cu.device, du: du.device)
                report.first = cu.name
                report.second = du.name
                reports.append(report)
            }
        }
        return InteropMatrix(reports: reports)
    }

    /// The testbed's flows between `du` and `ru` (flows naming no node apply to every pair)
    /// must use a compression both devices declare; nil when no such flow sets compression.
    static func flowCompression(_ flows: [FlowSpec], du: TestbedNode, ru: TestbedNode) -> InteropItem? {
        let relevant = flows.filter { flow in
            flow.compression != nil && (flow.du == nil || flow.du == du.name) && (flow.ru == nil || flow.ru == ru.name)
        }
        if relevant.isEmpty { return nil }
        var problems: [String] = []
        for (index, flow) in relevant.enumerated() {
            guard let compression = flow.compression else { continue }
            let missing = [du, ru].filter { node in node.device.fronthaul?.supports(compression) != true }.map(\.name)
            if !missing.isEmpty {
                let label = flow.name ?? "#\(index) (\(flow.eaxc))"
                problems.append("flow \(label) uses \(compression) which \(missing.joined(separator: " and ")) does not declare")
            }
        }
        if problems.isEmpty {
            return InteropItem(
                aspect: .flowCompression, status: .compatible,
                explanation: "the compression of \(relevant.count) flow(s) is declared by both \(du.name) and \(ru.name)")
        }
        return InteropItem(aspect: .flowCompression, status: .mismatch, explanation: problems.joined(separator: "; "))
    }

    /// Compares two device profiles in whichever pairing their roles make (DU×RU or CU×DU,
    /// either order); nil when the roles do not form an interface (e.g. RU×CU, RU×RU).
    public static func compare(_ a: DeviceProfile, _ b: DeviceProfile, transport: TransportDelays = .direct)
        -> InteropReport?
    {
        switch (a.role, b.role) {
        case (.oDU, .oRU): compare(du: a, ru: b, transport: transport)
        case (.oRU, .oDU): compare(du: b, ru: a, transport: transport)
        case (.oCU, .oDU): compare(cu: a, du: b)
        case (.oDU, .oCU): compare(cu: b, du: a)
        default: nil
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
