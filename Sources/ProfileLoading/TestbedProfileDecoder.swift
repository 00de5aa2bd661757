import Fronthaul
import IQAnalysis
import NetLayers
import Profiles
import Timing

/// `kind: testbed` → `TestbedProfile`, loading each node's device profile (paths relative to
/// the file that names them).
///
/// ```yaml
/// ranconform: 1
/// kind: testbed
/// name: lab-a                  # required
/// suite: ../suites/x.yaml      # optional default suite
/// nodes:                       # required, name → node
///   ru1: {device: ../devices/acme-ru-n78.yaml, match: {mac: "02:00:00:00:aa:01", vlan: 100}}
/// carrier: {numerology: 1, prbs: 273, duplex: tdd, tddPattern: DDDSU, specialSlot: {dl: 10, guard: 2, ul: 2}}
/// flows: [{name: dl-data, eaxc: "0:0:0:0-3", plane: u, direction: dl, purpose: pdsch,
///          compression: {method: bfp, iqWidth: 9, static: true}, du: du1, ru: ru1},
///         {name: prach, eaxc: "0:0:0:8", direction: ul, purpose: prach, prach: {format: B4, scs: 30}}]
/// timing: {captureOffsetNs: 0, gpsAligned: true, tap: du, clock: utc,
///          leapSeconds: 18, alpha: 0, beta: 0, ulSpreadLimitNs: 20000}   # the last four optional
/// transport: {t12Min: 0, t12Max: 5000, t34Min: 0, t34Max: 5000}
/// ecpriUdpPort: 50000
/// fronthaul: {mtu: 9000}       # link MTU for FH-UP-SIZE where a device declares none
/// waivers: [{rule: FH-SEQ-INC, reason: "…", node: du1, flow: dl-data, ticket: BETA-1234,
///            expires: 2026-12-31, software: ">=4.1, <4.3"}]
/// custom: [{id: LAB-001, title: …, where: …, assert: …}]
/// lab: {name: …, location: …, contacts: [{name: …, email: …, role: …, organization: …, phone: …}]}
/// report: {dut: [du1], testType: conformance, testId: LABA260001}   # optional, for reports
/// specs: {cus: "13.00", f1ap: "16.9.0", mp: "13.00", ts38472: "17.0.0"}   # versions of the cited documents
/// conformance: {scenario: fr1-tdd-conducted, testConfiguration: "…",
///               iotProfile: {version: "12.00", cusPlane: NR-TDD-FR1-CAT-A-NoBF, cusPlaneTestConfiguration: "…"}}
/// cuSplit: true   # the gNB-CU is split into CU-CP and CU-UP (E1): XP-UE-E1-BEARER applies
/// iq: {analyze: true, referencePoint: conducted}   # IQ analysis in check (as --iq); FH-IQ-EVM limits at a conducted tap
/// # flows may add  modulation: 256qam, dmrsSymbols: [2, 11]   (FH-IQ-EVM)
/// ```
enum TestbedProfileDecoder {
    static let rootKeys = [
        "ranconform", "kind", "name", "description", "suite", "nodes", "carrier", "flows", "timing", "transport",
        "ecpriUdpPort", "waivers", "custom", "lab", "specs", "report", "clocks", "fronthaul", "iq", "conformance",
        "cells", "cuSplit",
    ]
    static let cellKeys = ["nrCgi", "pci", "ru", "du"]
    static let iqKeys = ["analyze", "referencePoint"]
    static let fronthaulKeys = ["mtu"]
    static let nodeKeys = ["device", "match", "alsoMatch"]
    static let matchKeys = ["mac", "vlan", "ip", "sctpPort", "udpPort"]
    static let carrierKeys = ["numerology", "prbs", "duplex", "tddPattern", "specialSlot"]
    static let specialSlotKeys = ["dl", "guard", "ul"]
    static let flowKeys = ["name", "eaxc", "plane", "direction", "purpose", "compression", "du", "ru", "prach", "modulation", "dmrsSymbols"]
    static let prachKeys = ["format", "scs"]
    static let flowCompressionKeys = ["method", "iqWidth", "static"]
    static let timingKeys = [
        "captureOffsetNs", "gpsAligned", "tap", "clock", "leapSeconds", "alpha", "beta", "ulSpreadLimitNs",
    ]
    static let transportKeys = ["t12Min", "t12Max", "t34Min", "t34Max"]
    static let waiverKeys = ["rule", "reason", "node", "flow", "ticket", "expires", "software"]
    static let labKeys = ["name", "location", "contacts"]
    static let contactKeys = ["name", "email", "role", "organization", "phone"]
    static let reportKeys = ["dut", "testType", "testId"]
    static let specKeys = ["cus", "f1ap"] + SpecVersions.documentKeys.map(\.key)
    static let conformanceKeys = ["scenario", "testConfiguration", "iotProfile"]
    static let iotProfileKeys = ["version", "mPlane", "mPlaneTestConfiguration", "cusPlane", "cusPlaneTestConfiguration"]

    /// Caps on hand-written lists (style practice 6).
    static let maximumNodes = 1024
    static let maximumFlows = 4096

    static func decode(_ tree: YAMLTree, file: String, session: inout LoaderSession) throws(ProfileError) -> TestbedProfile {
        let root = try MappingReader(tree, path: "", allowed: rootKeys)
        let nodes = try self.nodes(root, session: &session)
        var testbed = TestbedProfile(name: try root.requiredString("name"), description: try root.string("description"), nodes: nodes)
        if let node = root.node("suite") {
            let reference = try MappingReader.string(node, path: "suite")
            let path = ProfilePaths.resolve(reference, from: node.mark.file)
            testbed.suite = try session.suite(path: path, referencedAt: node.mark, field: "suite")
            testbed.suiteFile = path
        }
        if let node = root.node("carrier") { testbed.carrier = try carrier(node) }
        testbed.flows = try flows(root, nodes: testbed.nodes)
        if let node = root.node("timing") { testbed.timing = try timing(node) }
        if let node = root.node("transport") { testbed.transport = try transport(node) }
        testbed.ecpriUDPPort = try root.int("ecpriUdpPort", in: EndpointMatch.portRange)
        testbed.cuSplit = try root.bool("cuSplit") ?? false
        if let node = root.node("iq") {
            let reader = try MappingReader(node, path: "iq", allowed: iqKeys)
            testbed.iqAnalysis = try reader.bool("analyze") ?? false
            if let point = try reader.string("referencePoint") {
                guard ["conducted", "fronthaul", "radiated"].contains(point) else {
                    throw ProfileError(reader.node("referencePoint")?.mark ?? node.mark, "iq.referencePoint: expected conducted, fronthaul or radiated, found '\(point)'")
                }
                testbed.iqConductedReferencePoint = point == "conducted"
            }
        }
        if let node = root.node("fronthaul") {
            let reader = try MappingReader(node, path: "fronthaul", allowed: fronthaulKeys)
            testbed.fronthaulMTU = try reader.int("mtu", in: FronthaulCapabilities.mtuRange)
        }
        testbed.waivers = try waivers(root, nodes: testbed.nodes, flows: testbed.flows)
        testbed.custom = try CustomRuleDecoder.decode(root, "custom")
        testbed.clocks = try clocks(root, nodes: testbed.nodes)
        testbed.cells = try cells(root, nodes: testbed.nodes)
        if let node = root.node("lab") { testbed.lab = try lab(node) }
        if let node = root.node("report") { testbed.report = try report(node, nodes: testbed.nodes) }
        if let node = root.node("specs") {
            let reader = try MappingReader(node, path: "specs", allowed: specKeys)
            testbed.specs.cus = try reader.parsed("cus") { text throws(ProfileValueError) in try CUSVersion(parsing: text) }
            testbed.specs.f1ap = try reader.string("f1ap")
            for (key, _) in SpecVersions.documentKeys { if let v = try reader.string(key) { testbed.specs.other[key] = v } }
        }
        if let node = root.node("conformance") { testbed.conformance = try conformance(node) }
        return testbed
    }

    static func nodes(_ root: MappingReader, session: inout LoaderSession) throws(ProfileError) -> [TestbedNode] {
        let nodesNode = try root.required("nodes")
        guard case .mapping(let mapping) = nodesNode else {
            throw ProfileError(nodesNode.mark, "wrong type for nodes: expected a mapping of node name → node, found \(nodesNode.kindDescription)")
        }
        if mapping.entries.isEmpty { throw ProfileError(nodesNode.mark, "nodes: a testbed needs at least one node") }
        if mapping.entries.count > maximumNodes {
            throw ProfileError(nodesNode.mark, "nodes: more than \(maximumNodes) nodes")
        }
        var result: [TestbedNode] = []
        for entry in mapping.entries {
            let path = "nodes.\(entry.key)"
            try DeviceProfileDecoder.checkIdentifier(entry.key, node: .scalar(.init(text: entry.key, style: .plain, mark: entry.keyMark, contentMark: entry.keyMark)), path: "node name")
            let reader = try MappingReader(entry.value, path: path, allowed: nodeKeys)
            let deviceNode = try reader.required("device")
            let reference = try MappingReader.string(deviceNode, path: "\(path).device")
            let devicePath = ProfilePaths.resolve(reference, from: deviceNode.mark.file)
            let device = try session.device(path: devicePath, referencedAt: deviceNode.mark, field: "\(path).device")
            var match = EndpointMatch()
            if let matchNode = reader.node("match") {
                match = try self.match(matchNode, path: "\(path).match")
                if !match.isEmpty, let twin = result.first(where: { $0.match == match }) {
                    throw ProfileError(
                        matchNode.mark,
                        "\(path).match is the same as nodes.\(twin.name).match: a capture could not tell the two nodes apart")
                }
            }
            var alsoMatch: [EndpointMatch] = []
            for (index, item) in (try reader.sequence("alsoMatch") ?? []).enumerated() {
                let extra = try self.match(item, path: "\(path).alsoMatch[\(index)]")
                if extra.isEmpty { throw ProfileError(item.mark, "\(path).alsoMatch[\(index)]: give at least one of \(matchKeys.joined(separator: ", "))") }
                alsoMatch.append(extra)
            }
            result.append(TestbedNode(name: entry.key, deviceFile: devicePath, device: device, match: match, alsoMatch: alsoMatch))
        }
        return result
    }

    /// `clocks: {gm: {mac: "02:00:00:00:00:01"}}`: timing sources by name, each an endpoint match.
    static func clocks(_ root: MappingReader, nodes: [TestbedNode]) throws(ProfileError) -> [TestbedClock] {
        guard let clocksNode = root.node("clocks") else { return [] }
        guard case .mapping(let mapping) = clocksNode else {
            throw ProfileError(clocksNode.mark, "wrong type for clocks: expected a mapping of clock name → endpoint match, found \(clocksNode.kindDescription)")
        }
        var result: [TestbedClock] = []
        for entry in mapping.entries {
            let path = "clocks.\(entry.key)"
            try DeviceProfileDecoder.checkIdentifier(entry.key, node: .scalar(.init(text: entry.key, style: .plain, mark: entry.keyMark, contentMark: entry.keyMark)), path: "clock name")
            if nodes.contains(where: { $0.name == entry.key }) || result.contains(where: { $0.name == entry.key }) {
                throw ProfileError(entry.keyMark, "\(path): the name is already used by a node or clock")
            }
            let match = try self.match(entry.value, path: path)
            if match.isEmpty { throw ProfileError(entry.value.mark, "\(path): give at least one of \(matchKeys.joined(separator: ", "))") }
            result.append(TestbedClock(name: entry.key, match: match))
        }
        return result
    }

    /// `cells: {NAME: {nrCgi: "001-01/66c000001", pci: 17, ru: ru1, du: du1}}`: the cells the
    /// cross-plane rules join with the O-RU's fronthaul (`ru` and `du` name testbed nodes).
    static func cells(_ root: MappingReader, nodes: [TestbedNode]) throws(ProfileError) -> [TestbedCell] {
        guard let cellsNode = root.node("cells") else { return [] }
        guard case .mapping(let mapping) = cellsNode else {
            throw ProfileError(cellsNode.mark, "wrong type for cells: expected a mapping of cell name → {nrCgi, pci, ru, du}, found \(cellsNode.kindDescription)")
        }
        guard mapping.entries.count <= maximumNodes else { throw ProfileError(cellsNode.mark, "cells: more than \(maximumNodes) cells") }
        var result: [TestbedCell] = []
        for entry in mapping.entries {
            let path = "cells.\(entry.key)"
            let reader = try MappingReader(entry.value, path: path, allowed: cellKeys)
            let ruNode = try reader.required("ru")
            let ru = try MappingReader.string(ruNode, path: "\(path).ru")
            guard nodes.contains(where: { $0.name == ru }) else {
                throw ProfileError(ruNode.mark, "\(path).ru: no node named '\(ru)' in the testbed")
            }
            var du: String?
            if let duNode = reader.node("du") {
                let name = try MappingReader.string(duNode, path: "\(path).du")
                guard nodes.contains(where: { $0.name == name }) else {
                    throw ProfileError(duNode.mark, "\(path).du: no node named '\(name)' in the testbed")
                }
                du = name
            }
            let cgi = try reader.parsed("nrCgi") { text throws(ProfileValueError) in try TestbedCell.parseNRCGI(text) }
            let pci = try reader.int("pci", in: TestbedCell.pciRange)
            if cgi == nil && pci == nil { throw ProfileError(entry.value.mark, "\(path): give nrCgi or pci (or both)") }
            result.append(TestbedCell(name: entry.key, plmn: cgi?.plmn, cellIdentity: cgi?.cellIdentity, pci: pci, ru: ru, du: du))
        }
        return result
    }

    static func match(_ node: YAMLTree, path: String) throws(ProfileError) -> EndpointMatch {
        let reader = try MappingReader(node, path: path, allowed: matchKeys)
        return EndpointMatch(
            mac: try reader.parsed("mac") { text throws(ProfileValueError) in try MACAddress(declared: text) },
            vlan: try reader.int("vlan", in: EndpointMatch.vlanRange),
            ip: try reader.parsed("ip") { text throws(ProfileValueError) in try IPAddress(declared: text) },
            sctpPort: try reader.int("sctpPort", in: EndpointMatch.portRange),
            udpPort: try reader.int("udpPort", in: EndpointMatch.portRange))
    }

    static func carrier(_ node: YAMLTree) throws(ProfileError) -> Carrier {
        let reader = try MappingReader(node, path: "carrier", allowed: carrierKeys)
        let numerology = try reader.requiredInt("numerology", in: Carrier.numerologyRange)
        let prbs = try reader.requiredInt("prbs", in: Carrier.prbRange)
        let duplex = try reader.requiredChoice("duplex", Carrier.Duplex.self)
        let pattern = try reader.parsed("tddPattern") { text throws(ProfileValueError) in try Carrier.parsePattern(text) } ?? []
        var special: Carrier.SpecialSlot?
        if let specialNode = reader.node("specialSlot") {
            let slot = try MappingReader(specialNode, path: "carrier.specialSlot", allowed: specialSlotKeys)
            let dl = try slot.requiredInt("dl", in: 0...14)
            let guardSymbols = try slot.requiredInt("guard", in: 0...14)
            let ul = try slot.requiredInt("ul", in: 0...14)
            special = try MappingReader.located(specialNode, path: "carrier.specialSlot") { () throws(ProfileValueError) in
                try Carrier.SpecialSlot(downlink: dl, guardPeriod: guardSymbols, uplink: ul)
            }
        }
        return try MappingReader.located(reader.node("tddPattern") ?? node, path: "carrier") {
            () throws(ProfileValueError) in
            try Carrier(numerology: numerology, prbs: prbs, duplex: duplex, tddPattern: pattern, specialSlot: special)
        }
    }

    static func flows(_ root: MappingReader, nodes: [TestbedNode]) throws(ProfileError) -> [FlowSpec] {
        let items = try root.sequence("flows") ?? []
        if items.count > maximumFlows, let first = items.first {
            throw ProfileError(first.mark, "flows: more than \(maximumFlows) flows")
        }
        var result: [FlowSpec] = []
        for (index, item) in items.enumerated() {
            let path = "flows[\(index)]"
            let reader = try MappingReader(item, path: path, allowed: flowKeys)
            let eaxcNode = try reader.required("eaxc")
            let eaxc = try MappingReader.parsed(eaxcNode, path: "\(path).eaxc") { text throws(ProfileValueError) in
                try EAxCSet(parsing: text)
            }
            var flow = FlowSpec(
                name: try reader.string("name"), eaxc: eaxc, plane: try reader.choice("plane", Plane.self),
                direction: try reader.requiredChoice("direction", Direction.self),
                purpose: try reader.choice("purpose", FlowPurpose.self))
            if let name = flow.name, let nameNode = reader.node("name") {
                try DeviceProfileDecoder.checkIdentifier(name, node: nameNode, path: "\(path).name")
                if result.contains(where: { $0.name == name }) {
                    throw ProfileError(nameNode.mark, "duplicate flow name '\(name)' in flows")
                }
            }
            flow.du = try nodeReference(reader, "du", role: .oDU, nodes: nodes)
            flow.ru = try nodeReference(reader, "ru", role: .oRU, nodes: nodes)
            if let compressionNode = reader.node("compression") {
                flow.compression = try compression(compressionNode, path: "\(path).compression")
            }
            if let text = try reader.string("modulation") {
                guard let order = QAMOrder(name: text) else {
                    throw ProfileError(reader.node("modulation")?.mark ?? item.mark, "\(path).modulation: expected qpsk, 16qam, 64qam, 256qam or 1024qam, found '\(text)'")
                }
                flow.modulation = order
            }
            flow.dmrsSymbols = try DeviceProfileDecoder.intList(reader, "dmrsSymbols", in: 0...13) ?? []
            if let prachNode = reader.node("prach") {
                flow.prach = try prach(prachNode, flow: flow, path: "\(path).prach", keyMark: reader.keyMark("prach"))
            }
            // The eAxC numbers must fit the split of the nodes the flow runs between (all
            // fronthaul nodes when it names none).
            let named = [flow.du, flow.ru].compactMap { $0 }
            let relevant = nodes.filter { named.isEmpty ? $0.device.fronthaul != nil : named.contains($0.name) }
            for node in relevant {
                guard let split = node.device.fronthaul?.eaxcSplit else { continue }
                try MappingReader.located(eaxcNode, path: "\(path).eaxc") { () throws(ProfileValueError) in
                    do throws(ProfileValueError) {
                        try eaxc.validate(against: split)
                    } catch {
                        throw ProfileValueError("\(error.message) (node \(node.name))")
                    }
                }
            }
            result.append(flow)
        }
        return result
    }

    /// `prach: {format: B4, scs: 30}` on an uplink PRACH flow (FH-CS-PRACH).
    static func prach(_ node: YAMLTree, flow: FlowSpec, path: String, keyMark: Mark?) throws(ProfileError) -> PRACHConfig {
        if flow.direction != .uplink {
            throw ProfileError(keyMark ?? node.mark, "\(path): PRACH is uplink, but the flow's direction is \(flow.direction.rawValue)")
        }
        if let purpose = flow.purpose, purpose != .prach {
            throw ProfileError(keyMark ?? node.mark, "\(path): the flow's purpose is \(purpose.rawValue), not prach")
        }
        let reader = try MappingReader(node, path: path, allowed: prachKeys)
        let formatNode = try reader.required("format")
        // `format: 0` is read as text too: the format names are "0"…"3", "A1", …, "C2".
        let format = try MappingReader.choice(formatNode, path: reader.child("format"), PRACHFormat.self)
        let spacing = try reader.choice("scs", PRACHSpacing.self)
        return try MappingReader.located(reader.node("scs") ?? node, path: path) { () throws(ProfileValueError) in
            try PRACHConfig(format: format, spacing: spacing)
        }
    }

    static func nodeReference(_ reader: MappingReader, _ key: String, role: NodeRole, nodes: [TestbedNode])
        throws(ProfileError) -> String?
    {
        guard let node = reader.node(key) else { return nil }
        let name = try MappingReader.string(node, path: reader.child(key))
        guard let target = nodes.first(where: { $0.name == name }) else {
            throw ProfileError(
                node.mark, "\(reader.child(key)): no node named '\(name)'" + Suggestions.hint(for: name, in: nodes.map(\.name)))
        }
        guard target.device.role == role else {
            throw ProfileError(
                node.mark, "\(reader.child(key)): node '\(name)' is an \(target.device.role.rawValue), expected an \(role.rawValue)")
        }
        return name
    }

    static func compression(_ node: YAMLTree, path: String) throws(ProfileError) -> FlowCompression {
        let reader = try MappingReader(node, path: path, allowed: flowCompressionKeys)
        let method = try reader.requiredChoice("method", among: CompressionMethod.allCases.map { ($0.profileName, $0) })
        let width = method == .none
            ? try reader.int("iqWidth", in: method.iqWidthRange) ?? 16
            : try reader.requiredInt("iqWidth", in: method.iqWidthRange)
        let isStatic = try reader.bool("static") ?? false
        return try MappingReader.located(node, path: path) { () throws(ProfileValueError) in
            try FlowCompression(method: method, iqWidth: width, isStatic: isStatic)
        }
    }

    static func timing(_ node: YAMLTree) throws(ProfileError) -> CaptureTiming {
        let reader = try MappingReader(node, path: "timing", allowed: timingKeys)
        let limit = 3_600_000_000_000
        return CaptureTiming(
            captureOffsetNs: Int64(try reader.int("captureOffsetNs", in: -limit...limit) ?? 0),
            gpsAligned: try reader.bool("gpsAligned") ?? false,
            tap: try reader.choice("tap", CaptureTiming.TapPoint.self) ?? .unknown,
            clock: try reader.choice("clock", CaptureTiming.Clock.self) ?? .utc,
            leapSeconds: try reader.int("leapSeconds", in: CaptureTiming.leapSecondsRange)
                ?? CaptureTiming.defaultLeapSeconds,
            alpha: try reader.int("alpha", in: CaptureTiming.alphaRange) ?? 0,
            beta: try reader.int("beta", in: CaptureTiming.betaRange) ?? 0,
            ulSpreadLimitNs: try reader.int("ulSpreadLimitNs", in: CaptureTiming.ulSpreadLimitRange).map(Int64.init))
    }

    static func transport(_ node: YAMLTree) throws(ProfileError) -> TransportDelays {
        let reader = try MappingReader(node, path: "transport", allowed: transportKeys)
        var values: [UInt32] = []
        for key in transportKeys { values.append(UInt32(try reader.int(key, in: 0...Int(UInt32.max)) ?? 0)) }
        return try MappingReader.located(node, path: "transport") { () throws(ProfileValueError) in
            try TransportDelays(t12Min: values[0], t12Max: values[1], t34Min: values[2], t34Max: values[3])
        }
    }

    static func waivers(_ root: MappingReader, nodes: [TestbedNode], flows: [FlowSpec]) throws(ProfileError) -> [Waiver] {
        var result: [Waiver] = []
        for (index, item) in (try root.sequence("waivers") ?? []).enumerated() {
            let path = "waivers[\(index)]"
            let reader = try MappingReader(item, path: path, allowed: waiverKeys)
            let ruleNode = try reader.required("rule")
            let rule = try SuiteProfileDecoder.rulePattern(
                try MappingReader.string(ruleNode, path: "\(path).rule"), mark: ruleNode.mark, path: "\(path).rule")
            let reasonNode = try reader.required("reason")
            let reason = try MappingReader.string(reasonNode, path: "\(path).reason")
            if reason.allSatisfy({ $0 == " " }) {
                throw ProfileError(reasonNode.mark, "\(path).reason: a waiver needs a reason")
            }
            var waiver = Waiver(rule: rule, reason: reason)
            if let nodeNode = reader.node("node") {
                let name = try MappingReader.string(nodeNode, path: "\(path).node")
                guard nodes.contains(where: { $0.name == name }) else {
                    throw ProfileError(
                        nodeNode.mark, "\(path).node: no node named '\(name)'" + Suggestions.hint(for: name, in: nodes.map(\.name)))
                }
                waiver.node = name
            }
            if let flowNode = reader.node("flow") {
                let name = try MappingReader.string(flowNode, path: "\(path).flow")
                let names = flows.compactMap(\.name)
                guard names.contains(name) else {
                    throw ProfileError(flowNode.mark, "\(path).flow: no flow named '\(name)'" + Suggestions.hint(for: name, in: names))
                }
                waiver.flow = name
            }
            waiver.ticket = try reader.string("ticket")
            waiver.expires = try reader.parsed("expires") { text throws(ProfileValueError) in try CalendarDate(parsing: text) }
            waiver.software = try reader.parsed("software") { text throws(ProfileValueError) in try VersionRange(parsing: text) }
            result.append(waiver)
        }
        return result
    }

    static func lab(_ node: YAMLTree) throws(ProfileError) -> TestLab {
        let reader = try MappingReader(node, path: "lab", allowed: labKeys)
        var lab = TestLab(name: try reader.requiredString("name"), location: try reader.string("location"))
        for (index, item) in (try reader.sequence("contacts") ?? []).enumerated() {
            let contact = try MappingReader(item, path: "lab.contacts[\(index)]", allowed: contactKeys)
            var entry = TestLab.Contact(name: try contact.requiredString("name"), email: try contact.string("email"), role: try contact.string("role"))
            entry.organization = try contact.string("organization")
            entry.phone = try contact.string("phone")
            lab.contacts.append(entry)
        }
        return lab
    }

    /// `report: {dut: [node…], testType: conformance|interoperability, testId: …}`.
    static func report(_ node: YAMLTree, nodes: [TestbedNode]) throws(ProfileError) -> ReportSettings {
        let reader = try MappingReader(node, path: "report", allowed: reportKeys)
        var settings = ReportSettings()
        let names = nodes.map(\.name)
        for item in reader.oneOrMany("dut") ?? [] {
            let name = try MappingReader.string(item, path: "report.dut")
            guard names.contains(name) else {
                throw ProfileError(item.mark, "report.dut: no node named '\(name)'" + Suggestions.hint(for: name, in: names))
            }
            if !settings.dut.contains(name) { settings.dut.append(name) }
        }
        settings.testType = try reader.choice("testType", ReportSettings.TestType.self)
        if let idNode = reader.node("testId") {
            let id = try MappingReader.string(idNode, path: "report.testId")
            guard ReportSettings.isValidTestId(id) else {
                throw ProfileError(idNode.mark, "report.testId '\(id)': expected a lab reference such as LABA260001 (3-4 letters or digits, a two-digit year 20-39, four digits) or a UUID")
            }
            settings.testId = id
        }
        return settings
    }

    /// `conformance: {scenario: fr1-tdd-conducted, testConfiguration: "…", iotProfile: {version: "12.00", cusPlane: …}}`.
    static func conformance(_ node: YAMLTree) throws(ProfileError) -> ConformanceSettings {
        let reader = try MappingReader(node, path: "conformance", allowed: conformanceKeys)
        var settings = ConformanceSettings()
        settings.scenario = try reader.choice("scenario", ConformanceScenario.self)
        settings.testConfiguration = try reader.string("testConfiguration")
        if let iot = reader.node("iotProfile") {
            let r = try MappingReader(iot, path: "conformance.iotProfile", allowed: iotProfileKeys)
            let versionNode = try r.required("version")
            let version = try MappingReader.string(versionNode, path: "conformance.iotProfile.version")
            guard IOTProfileDeclaration.isValidVersion(version) else {
                throw ProfileError(versionNode.mark, "conformance.iotProfile.version '\(version)': expected the IOT specification version as NN.NN, e.g. \"12.00\"")
            }
            var profile = IOTProfileDeclaration(specificationVersion: version)
            for key in ["mPlane", "mPlaneTestConfiguration", "cusPlane", "cusPlaneTestConfiguration"] {
                guard let n = r.node(key) else { continue }
                let text = try MappingReader.string(n, path: "conformance.iotProfile.\(key)")
                guard IOTProfileDeclaration.nameLength.contains(text.count) else {
                    throw ProfileError(n.mark, "conformance.iotProfile.\(key): \(text.count) characters; an IOT profile or test-configuration name has 10 to 128")
                }
                switch key {
                case "mPlane": profile.mPlaneProfile = text
                case "mPlaneTestConfiguration": profile.mPlaneTestConfiguration = text
                case "cusPlane": profile.cusPlaneProfile = text
                default: profile.cusPlaneTestConfiguration = text
                }
            }
            guard profile.mPlaneProfile != nil || profile.cusPlaneProfile != nil else {
                throw ProfileError(iot.mark, "conformance.iotProfile: name the M-plane (mPlane) or CUS-plane (cusPlane) IOT profile, or both")
            }
            settings.iotProfile = profile
        }
        return settings
    }
}
