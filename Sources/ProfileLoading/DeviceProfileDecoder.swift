import F1AP
import Fronthaul
import IQAnalysis
import Profiles

/// `kind: device` → `DeviceProfile`.
///
/// ```yaml
/// ranconform: 1
/// kind: device
/// id: acme-ru-n78          # required: id, role, vendor, model, software
/// role: o-ru               # o-ru | o-du | o-cu
/// fronthaul:               # O-RU and O-DU only
///   cus: "13.00"           # required
///   category: A            # or [A, B]; default A
///   eaxc: {duPortBits: 2, bandSectorBits: 6, ccBits: 4, ruPortBits: 4}   # or *Mask keys; required
///   sectionTypes: [1, 3]   # default [1]
///   sectionExtensions: []  # default []
///   compression: [{method: bfp, iqWidth: [9, 14], static: true}]  # default none/16-bit dynamic
///   mtu: 9000              # default 1500
///   window: {t2aMinUp: …}  # O-RU: t2a*, tcpAdvDl, ta3*; O-DU: t1a*, ta4*  (ns)
///   beamIds: [1-64, 100]   # O-RU only: beam table ids and ranges (0…32767); default not declared
///   ackNackDeadline: 500000  # O-RU only: ns from an ackNackReqId request to its ST8 (FH-XP-ACK-LAT)
///   sourceSampleWidth: 16  # bits of the IQ samples BFP compresses from; default not declared
///   couplingMethods: [section-id, frequency-and-time]   # O-RU; default not declared (either)
///   transportFragmentation: true   # sends U-plane in radio-transport pieces (CUS §5.5.3); default false
///   iq: {powerDbfs: [-30, -10], maxClipFraction: 1e-5, outsideAllocDbfs: -60, emptyAllocDbfs: -80,
///        maxEmptyFraction: 0.01, maxExponentSaturation: 0.5, prachDetectDbfs: -50}   # FH-IQ-…; defaults as shown, no power range
/// f1ap:                    # O-DU and O-CU only
///   release: 16            # required
///   version: "16.9.0"
///   servedCells: [{plmn: "001-01", cellIdentity: 0x66c000}]
///   plmns: ["001-01"]
///   procedures: [F1Setup, …]   # default: F1APProcedure.interopBaseline
/// e1ap: {release: 18, version: "18.2.0"}   # O-CU only: TS 37.483; one or both
/// ngap: {release: 17}      # O-CU only: TS 38.413; one or both
/// e2ap: {version: "03.00"} # O-DU and O-CU: O-RAN.WG3.E2AP; required
/// sync:                    # S-plane (o-ran-sync)
///   acceptedClockClasses: [6, 7, 135]   # default [6, 7, 135] (G.8275.1 locked and holdover-in-spec)
/// ```
enum DeviceProfileDecoder {
    static let rootKeys = [
        "ranconform", "kind", "id", "role", "vendor", "model", "software", "hardware", "firmware", "serial", "fronthaul", "f1ap", "sync", "e1ap", "ngap", "e2ap",
    ]
    static let fronthaulKeys = [
        "cus", "category", "eaxc", "sectionTypes", "sectionExtensions", "compression", "mtu", "window",
        "beamIds",
        "ackNackDeadline", "sourceSampleWidth", "couplingMethods", "iq", "transportFragmentation",
    ]
    static let iqKeys = [
        "powerDbfs", "maxClipFraction", "outsideAllocDbfs", "emptyAllocDbfs", "maxEmptyFraction", "maxExponentSaturation", "prachDetectDbfs",
    ]
    static let bitKeys = ["duPortBits", "bandSectorBits", "ccBits", "ruPortBits"]
    static let maskKeys = ["duPortMask", "bandSectorMask", "ccMask", "ruPortMask"]
    static let compressionKeys = ["method", "iqWidth", "static"]
    static let oruWindowKeys = [
        "t2aMinUp", "t2aMaxUp", "t2aMinCpDl", "t2aMaxCpDl", "tcpAdvDl", "t2aMinCpUl", "t2aMaxCpUl", "ta3Min", "ta3Max",
    ]
    static let oduWindowKeys = ["t1aMinUp", "t1aMaxUp", "t1aMinCpDl", "t1aMaxCpDl", "t1aMinCpUl", "t1aMaxCpUl", "ta4Min", "ta4Max"]
    static let f1apKeys = ["release", "version", "servedCells", "plmns", "procedures"]
    static let cellKeys = ["plmn", "cellIdentity"]

    static let defaultMTU = 1500
    static let defaultSectionTypes = [1]

    static func decode(_ tree: YAMLTree) throws(ProfileError) -> DeviceProfile {
        let root = try MappingReader(tree, path: "", allowed: rootKeys)
        let role = try root.requiredChoice("role", NodeRole.self)
        var profile = DeviceProfile(
            id: try identifier(root, "id"), role: role, vendor: try root.requiredString("vendor"),
            model: try root.requiredString("model"), software: try root.requiredString("software"))
        profile.hardware = try root.string("hardware")
        profile.firmware = try root.string("firmware")
        profile.serial = try root.string("serial")
        if let node = root.node("fronthaul") {
            if role == .oCU {
                throw ProfileError(root.keyMark("fronthaul") ?? node.mark, "fronthaul does not apply to an o-cu (role o-cu)")
            }
            profile.fronthaul = try fronthaul(node, role: role)
        }
        if let node = root.node("sync") {
            let reader = try MappingReader(node, path: "sync", allowed: ["acceptedClockClasses"])
            let classes = try intList(reader, "acceptedClockClasses", in: 0...255) ?? SyncCapabilities.defaultAcceptedClockClasses.map(Int.init)
            profile.sync = SyncCapabilities(acceptedClockClasses: classes.map { UInt8($0) })
        }
        if let node = root.node("f1ap") {
            if role == .oRU {
                throw ProfileError(root.keyMark("f1ap") ?? node.mark, "f1ap does not apply to an o-ru (role o-ru)")
            }
            profile.f1ap = try f1ap(node)
        }
        for (key, roles) in [("e1ap", [NodeRole.oCU]), ("ngap", [.oCU]), ("e2ap", [.oDU, .oCU])] {
            guard let node = root.node(key) else { continue }
            guard roles.contains(role) else {
                throw ProfileError(root.keyMark(key) ?? node.mark, "\(key) does not apply to an \(role.rawValue) (role \(role.rawValue))")
            }
            let declaration = try applicationProtocol(node, key: key)
            switch key {
            case "e1ap": profile.e1ap = declaration
            case "ngap": profile.ngap = declaration
            default: profile.e2ap = declaration
            }
        }
        return profile
    }

    /// An `e1ap`, `ngap` (3GPP: `release` and / or `version` "18.2.0") or `e2ap` (O-RAN: `version`
    /// "03.00") section.
    static func applicationProtocol(_ node: YAMLTree, key: String) throws(ProfileError) -> ApplicationProtocolDeclaration {
        let threeGPP = key != "e2ap"
        let reader = try MappingReader(node, path: key, allowed: threeGPP ? ["release", "version"] : ["version"])
        let release = threeGPP ? try reader.int("release", in: ApplicationProtocolDeclaration.releaseRange) : nil
        let version = try reader.parsed("version") { text throws(ProfileValueError) in
            try SpecificationVersion(parsing: text, parts: threeGPP ? 3 : 2)
        }
        if threeGPP, let version, !ApplicationProtocolDeclaration.releaseRange.contains(version.numbers[0]) || (release.map { $0 != version.numbers[0] } ?? false) {
            let expected = release.map { "release \($0)" } ?? "a release in \(ApplicationProtocolDeclaration.releaseRange.lowerBound)...\(ApplicationProtocolDeclaration.releaseRange.upperBound)"
            throw ProfileError(reader.node("version")?.mark ?? node.mark, "\(key).version \(version) is not of \(expected)")
        }
        guard release != nil || version != nil else {
            throw ProfileError(node.mark, threeGPP ? "\(key) declares neither release nor version" : "\(key) declares no version")
        }
        return ApplicationProtocolDeclaration(release: release, version: version)
    }

    /// Ids and names used as keys: letters, digits, `-`, `_`, `.`.
    static func identifier(_ reader: MappingReader, _ key: String) throws(ProfileError) -> String {
        let node = try reader.required(key)
        let text = try MappingReader.string(node, path: reader.child(key))
        try checkIdentifier(text, node: node, path: reader.child(key))
        return text
    }

    static func checkIdentifier(_ text: String, node: YAMLTree, path: String) throws(ProfileError) {
        let allowed = text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
        }
        guard allowed, !text.isEmpty, text.count <= 128 else {
            throw ProfileError(node.mark, "bad \(path) '\(text)': use 1...128 letters, digits, '-', '_' or '.'")
        }
    }

    static func fronthaul(_ node: YAMLTree, role: NodeRole) throws(ProfileError) -> FronthaulCapabilities {
        let reader = try MappingReader(node, path: "fronthaul", allowed: fronthaulKeys)
        let cusNode = try reader.required("cus")
        let cus = try MappingReader.parsed(cusNode, path: "fronthaul.cus") { text throws(ProfileValueError) in
            try CUSVersion(parsing: text)
        }
        var categories: [RUCategory] = [.a]
        if let items = reader.oneOrMany("category") {
            categories = []
            for item in items {
                categories.append(try MappingReader.choice(item, path: "fronthaul.category", RUCategory.self))
            }
            if role == .oRU && categories.count != 1 {
                throw ProfileError(reader.node("category")?.mark ?? node.mark, "fronthaul.category: an o-ru has exactly one category")
            }
        }
        let split = try eaxcSplit(try reader.required("eaxc"))
        let sectionTypes = try intList(
            reader, "sectionTypes", in: FronthaulCapabilities.definedSectionTypes) ?? defaultSectionTypes
        let extensions = try intList(reader, "sectionExtensions", in: FronthaulCapabilities.definedSectionExtensions) ?? []
        var compression: [CompressionCapability] = []
        if let items = try reader.sequence("compression") {
            for (index, item) in items.enumerated() {
                compression.append(try compressionCapability(item, path: "fronthaul.compression[\(index)]"))
            }
        } else {
            compression = [try! CompressionCapability(method: .none, iqWidths: [16], isStatic: false)]
        }
        let mtu = try reader.int("mtu", in: FronthaulCapabilities.mtuRange) ?? defaultMTU
        var capabilities = FronthaulCapabilities(
            cusVersion: cus, categories: categories, eaxcSplit: split, sectionTypes: sectionTypes,
            sectionExtensions: extensions, compression: compression, mtu: mtu)
        capabilities.mtuDeclared = reader.node("mtu") != nil
        if let deadline = try reader.int("ackNackDeadline", in: FronthaulCapabilities.ackNackDeadlineRange) {
            guard role == .oRU else {
                throw ProfileError(
                    reader.keyMark("ackNackDeadline") ?? node.mark,
                    "fronthaul.ackNackDeadline applies to an o-ru (the node that answers with ST8), not an \(role.rawValue)")
            }
            capabilities.ackNackDeadline = UInt32(deadline)
        }
        if let items = try reader.sequence("couplingMethods") {
            for (index, item) in items.enumerated() {
                capabilities.couplingMethods.append(try MappingReader.choice(item, path: "fronthaul.couplingMethods[\(index)]", CouplingMethod.self))
            }
        }
        capabilities.transportFragmentation = try reader.bool("transportFragmentation") ?? false
        if let width = try reader.int("sourceSampleWidth", in: FronthaulCapabilities.sourceSampleWidthRange) {
            capabilities.sourceSampleWidth = width
        }
        if let iqNode = reader.node("iq") {
            capabilities.iq = try iqThresholds(iqNode)
        }
        if let windowNode = reader.node("window") {
            if role == .oRU {
                capabilities.oruWindows = try oruWindows(windowNode)
            } else {
                capabilities.oduWindows = try oduWindows(windowNode)
            }
        }
        if let beamNode = reader.node("beamIds") {
            if role != .oRU {
                throw ProfileError(reader.keyMark("beamIds") ?? beamNode.mark, "fronthaul.beamIds is the O-RU's beam table: it does not apply to an \(role.rawValue)")
            }
            capabilities.beamIds = try beamIds(beamNode)
        }
        return capabilities
    }

    /// `fronthaul.iq`: the IQ analysis thresholds (``IQThresholds``).
    static func iqThresholds(_ node: YAMLTree) throws(ProfileError) -> IQThresholds {
        let reader = try MappingReader(node, path: "fronthaul.iq", allowed: iqKeys)
        var t = IQThresholds()
        if let items = try reader.sequence("powerDbfs") {
            let values = try items.enumerated().map { (i, item) throws(ProfileError) in try number(item, path: "fronthaul.iq.powerDbfs[\(i)]", in: -200...50) }
            guard values.count == 2, values[0] <= values[1] else {
                throw ProfileError(reader.keyMark("powerDbfs") ?? node.mark, "fronthaul.iq.powerDbfs: expected [minimum, maximum] in dBFS")
            }
            t.powerRangeDbfs = values[0]...values[1]
        }
        func value(_ key: String, _ range: ClosedRange<Double>) throws(ProfileError) -> Double? {
            guard let n = reader.node(key) else { return nil }
            return try number(n, path: reader.child(key), in: range)
        }
        if let v = try value("maxClipFraction", 0...1) { t.maxClipFraction = v }
        if let v = try value("outsideAllocDbfs", -200...50) { t.outsideAllocDbfs = v }
        if let v = try value("emptyAllocDbfs", -200...50) { t.emptyAllocDbfs = v }
        if let v = try value("maxEmptyFraction", 0...1) { t.maxEmptyFraction = v }
        if let v = try value("maxExponentSaturation", 0...1) { t.maxExponentSaturation = v }
        if let v = try value("prachDetectDbfs", -200...50) { t.prachDetectDbfs = v }
        return t
    }

    /// A decimal number in `range`, located on its node.
    static func number(_ node: YAMLTree, path: String, in range: ClosedRange<Double>) throws(ProfileError) -> Double {
        let text = try MappingReader.string(node, path: path)
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw ProfileError(node.mark, "\(path): expected a number in \(range.lowerBound)…\(range.upperBound), found '\(text)'")
        }
        return v
    }

    static func intList(_ reader: MappingReader, _ key: String, in range: ClosedRange<Int>) throws(ProfileError) -> [Int]? {
        guard let items = try reader.sequence(key) else { return nil }
        var values: [Int] = []
        for (index, item) in items.enumerated() {
            values.append(try MappingReader.int(item, path: "\(reader.child(key))[\(index)]", in: range))
        }
        return values
    }

    /// `beamIds: [1-64, 100]`: ids and inclusive ranges, each item located on its own.
    static func beamIds(_ node: YAMLTree) throws(ProfileError) -> BeamIDSet {
        let items = try MappingReader.sequence(node, path: "fronthaul.beamIds")
        var ranges: [ClosedRange<Int>] = []
        for (index, item) in items.enumerated() {
            let path = "fronthaul.beamIds[\(index)]"
            if case .scalar(let scalar) = item, scalar.style == .plain, MappingReader.integer(scalar.text) != nil {
                let id = try MappingReader.int(item, path: path, in: BeamIDSet.idRange)
                ranges.append(id...id)
            } else {
                ranges.append(try MappingReader.parsed(item, path: path) { text throws(ProfileValueError) in try BeamIDSet.parseItem(text) })
            }
        }
        return BeamIDSet(ranges)
    }

    static func eaxcSplit(_ node: YAMLTree) throws(ProfileError) -> EAxCSplit {
        let reader = try MappingReader(node, path: "fronthaul.eaxc", allowed: bitKeys + maskKeys)
        let usesMasks = maskKeys.contains { reader.has($0) }
        let usesBits = bitKeys.contains { reader.has($0) }
        if usesMasks && usesBits {
            throw ProfileError(node.mark, "fronthaul.eaxc: give either the four *Bits keys or the four *Mask keys, not both")
        }
        if usesMasks {
            var masks: [UInt16] = []
            for key in maskKeys { masks.append(UInt16(try reader.requiredInt(key, in: 0...0xFFFF))) }
            return try MappingReader.located(node, path: "fronthaul.eaxc") { () throws(ProfileValueError) in
                try EAxCSplit.declared(duPortMask: masks[0], bandSectorMask: masks[1], ccMask: masks[2], ruPortMask: masks[3])
            }
        }
        var bits: [Int] = []
        for key in bitKeys { bits.append(try reader.requiredInt(key, in: 0...16)) }
        return try MappingReader.located(node, path: "fronthaul.eaxc") { () throws(ProfileValueError) in
            try EAxCSplit.declared(duPortBits: bits[0], bandSectorBits: bits[1], ccBits: bits[2], ruPortBits: bits[3])
        }
    }

    static func compressionCapability(_ node: YAMLTree, path: String) throws(ProfileError) -> CompressionCapability {
        let reader = try MappingReader(node, path: path, allowed: compressionKeys)
        let method = try reader.requiredChoice("method", among: CompressionMethod.allCases.map { ($0.profileName, $0) })
        var widths: [Int] = []
        let widthItems = reader.oneOrMany("iqWidth") ?? []
        if widthItems.isEmpty {
            if method != .none { _ = try reader.required("iqWidth") }
            widths = [16]
        }
        for (index, item) in widthItems.enumerated() {
            let itemPath = reader.node("iqWidth").map { if case .sequence = $0 { "\(path).iqWidth[\(index)]" } else { "\(path).iqWidth" } }
                ?? "\(path).iqWidth"
            widths.append(try MappingReader.int(item, path: itemPath, in: method.iqWidthRange))
        }
        let isStatic = try reader.bool("static") ?? false
        return try MappingReader.located(node, path: path) { () throws(ProfileValueError) in
            try CompressionCapability(method: method, iqWidths: widths, isStatic: isStatic)
        }
    }

    static func window(_ reader: MappingReader, _ key: String) throws(ProfileError) -> UInt32? {
        try reader.int(key, in: 0...Int(UInt32.max)).map { UInt32($0) }
    }

    static func oruWindows(_ node: YAMLTree) throws(ProfileError) -> ORUWindows {
        let reader = try windowReader(node, allowed: oruWindowKeys, other: oduWindowKeys, role: "o-ru")
        let windows = ORUWindows(
            t2aMinUp: try window(reader, "t2aMinUp"), t2aMaxUp: try window(reader, "t2aMaxUp"),
            t2aMinCpDl: try window(reader, "t2aMinCpDl"), t2aMaxCpDl: try window(reader, "t2aMaxCpDl"),
            tcpAdvDl: try window(reader, "tcpAdvDl"), t2aMinCpUl: try window(reader, "t2aMinCpUl"),
            t2aMaxCpUl: try window(reader, "t2aMaxCpUl"), ta3Min: try window(reader, "ta3Min"),
            ta3Max: try window(reader, "ta3Max"))
        return try MappingReader.located(node, path: "fronthaul.window") { () throws(ProfileValueError) in
            try windows.validate()
            return windows
        }
    }

    static func oduWindows(_ node: YAMLTree) throws(ProfileError) -> ODUWindows {
        let reader = try windowReader(node, allowed: oduWindowKeys, other: oruWindowKeys, role: "o-du")
        let windows = ODUWindows(
            t1aMinUp: try window(reader, "t1aMinUp"), t1aMaxUp: try window(reader, "t1aMaxUp"),
            t1aMinCpDl: try window(reader, "t1aMinCpDl"), t1aMaxCpDl: try window(reader, "t1aMaxCpDl"),
            t1aMinCpUl: try window(reader, "t1aMinCpUl"), t1aMaxCpUl: try window(reader, "t1aMaxCpUl"),
            ta4Min: try window(reader, "ta4Min"), ta4Max: try window(reader, "ta4Max"))
        return try MappingReader.located(node, path: "fronthaul.window") { () throws(ProfileValueError) in
            try windows.validate()
            return windows
        }
    }

    /// Gives a role-specific message for a window key of the other side (t1a on an O-RU).
    static func windowReader(_ node: YAMLTree, allowed: [String], other: [String], role: String) throws(ProfileError)
        -> MappingReader
    {
        if case .mapping(let mapping) = node, let entry = mapping.entries.first(where: { other.contains($0.key) }) {
            throw ProfileError(
                entry.keyMark,
                "'\(entry.key)' in fronthaul.window is a window of the other side; an \(role) declares \(allowed.joined(separator: ", "))")
        }
        return try MappingReader(node, path: "fronthaul.window", allowed: allowed)
    }

    static func f1ap(_ node: YAMLTree) throws(ProfileError) -> F1APCapabilities {
        let reader = try MappingReader(node, path: "f1ap", allowed: f1apKeys)
        let release = try reader.requiredInt("release", in: F1APCapabilities.releaseRange)
        let version = try reader.string("version")
        var cells: [NRCGI] = []
        for (index, item) in (try reader.sequence("servedCells") ?? []).enumerated() {
            let path = "f1ap.servedCells[\(index)]"
            let cell = try MappingReader(item, path: path, allowed: cellKeys)
            let plmn = try MappingReader.parsed(try cell.required("plmn"), path: "\(path).plmn") { text throws(ProfileValueError) in
                try PLMN(parsing: text)
            }
            let identityNode = try cell.required("cellIdentity")
            let identity = try MappingReader.int(identityNode, path: "\(path).cellIdentity", in: 0...(1 << 36) - 1)
            cells.append(
                try MappingReader.located(identityNode, path: "\(path).cellIdentity") { () throws(ProfileValueError) in
                    try NRCGI(plmn: plmn, cellIdentity: UInt64(identity))
                })
        }
        var plmns: [PLMN] = []
        for (index, item) in (try reader.sequence("plmns") ?? []).enumerated() {
            plmns.append(
                try MappingReader.parsed(item, path: "f1ap.plmns[\(index)]") { text throws(ProfileValueError) in
                    try PLMN(parsing: text)
                })
        }
        var procedures = F1APProcedure.interopBaseline
        if let items = try reader.sequence("procedures") {
            procedures = []
            let names = F1APProcedure.catalog.map(\.name)
            for (index, item) in items.enumerated() {
                let name = try MappingReader.string(item, path: "f1ap.procedures[\(index)]")
                guard F1APProcedure.named(name) != nil else {
                    throw ProfileError(
                        item.mark,
                        "unknown F1AP procedure '\(name)' in f1ap.procedures (TS 38.473 names such as F1Setup, UEContextSetup)"
                            + Suggestions.hint(for: name, in: names))
                }
                procedures.append(name)
            }
        }
        return F1APCapabilities(release: release, version: version, servedCells: cells, plmns: plmns, procedures: procedures)
    }
}
