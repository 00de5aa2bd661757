import NetLayers
import Profiles
import Fronthaul
import ProfileLoading

/// Reads `Profiles/scenarios/*.yaml` (see `Profiles/README.md`, "kind: scenario"). Every problem
/// is one `ProfileError` at `file:line:column`; the testbed is loaded with the profile loader.
public enum ScenarioLoader {
    static let topKeys = ["ranconform", "kind", "name", "description", "testbed", "start", "durationMs", "fronthaul", "f1ap", "ue", "variations"]
    static let fronthaulKeys = ["du", "ru", "vlan", "pcp", "carrier", "mtu", "flows", "timing", "iq", "ptp", "delayMeasurement", "faults",
                                 "idleSections", "ackNack"]
    static let carrierKeys = ["numerology", "prbs", "tddPattern", "specialSlot"]
    static let flowKeys = ["name", "eaxc", "purpose", "compression", "sectionType", "extensions", "prbs"]
    static let timingKeys = ["jitterUs", "dlUPlaneUs", "dlCPlaneUs", "ulCPlaneUs", "ulUPlaneUs"]
    static let faultKeys = ["name", "rate", "at", "every", "us", "value", "target"]
    static let ueKeys = ["omitE1BearerSetup", "startAfterInitialUL"]
    static let f1apKeys = ["du", "cu", "duAddress", "cuAddress", "ues", "procedures", "bundling", "fragmentSize", "faults", "bearers", "systemInformation"]
    static let addressKeys = ["mac", "ip", "sctpPort", "vlan"]
    static let f1apFaultKeys = ["name", "occurrence", "message", "ieId", "delayUs"]

    public static func load(path: String) throws(ProfileError) -> Scenario {
        let doc = try LocatedMapping.load(path: path, allowed: topKeys)
        guard try doc.requiredInt("ranconform", in: 0...Int.max) == ProfileLoader.formatVersion else {
            throw doc.error(at: "ranconform", "scenario format version is not \(ProfileLoader.formatVersion)")
        }
        guard try doc.choice("kind", ["scenario"]) != nil else { throw doc.error(at: "kind", "missing required key 'kind' (scenario)") }
        let name = try doc.requiredString("name")
        let testbedRef = try doc.requiredString("testbed")
        let testbedPath = doc.resolve(testbedRef)
        let testbed: TestbedProfile
        do {
            testbed = try ProfileLoader.loadTestbed(path: testbedPath)
        } catch {
            throw error.line > 0 ? error : doc.error(at: "testbed", "testbed '\(testbedRef)': \(error.message)")
        }
        // Default start: 2026-01-01T00:00:00Z.
        // Not before the GPS epoch (1980-01-06), which the air-time grid counts from.
        let startSeconds = try doc.int("start", in: 315_964_800...4_000_000_000) ?? 1_767_225_600
        let durationMs = try doc.double("durationMs", in: 0.001...60_000) ?? 10
        var scenario = Scenario(name: name, description: try doc.string("description"), testbedPath: testbedPath, testbed: testbed,
                                startNanoseconds: Int64(startSeconds) * 1_000_000_000, durationNanoseconds: Int64(durationMs * 1_000_000))
        for name in try doc.strings("variations") ?? [] {
            guard let v = LegalVariation(rawValue: name) else {
                throw doc.error(at: "variations", "unknown variation '\(name)' (known: \(LegalVariation.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            scenario.variations.insert(v)
        }
        if let fh = try doc.mapping("fronthaul", allowed: fronthaulKeys) {
            scenario.fronthaul = try fronthaul(fh, testbed: testbed)
            scenario.fronthaul?.variations = scenario.variations
            if scenario.variations.contains(.clockClass135) { scenario.fronthaul?.ptp?.clockClass = 135 }
        }
        if let f1 = try doc.mapping("f1ap", allowed: f1apKeys) {
            var f1Scenario = try f1ap(f1, testbed: testbed)
            if try f1.bool("systemInformation") == true {
                f1Scenario.config.systemInformation = try systemInformation(f1, fronthaul: scenario.fronthaul, testbed: testbed,
                                                                            faults: f1Scenario.config.faults)
                scenario.fronthaul?.blankedSSB = f1Scenario.config.systemInformation?.blankedSSB
            }
            scenario.f1ap = f1Scenario
        }
        if let ue = try doc.mapping("ue", allowed: ueKeys) {
            scenario.ue = UEAcrossInterfacesScenario.Options(omitE1BearerSetup: try ue.bool("omitE1BearerSetup") ?? false,
                                                             startAfterInitialUL: try ue.bool("startAfterInitialUL") ?? false)
        }
        if scenario.fronthaul == nil && scenario.f1ap == nil && scenario.ue == nil {
            throw doc.error("a scenario needs a 'fronthaul', an 'f1ap' or a 'ue' section")
        }
        return scenario
    }

    static func node(_ m: LocatedMapping, _ key: String, role: NodeRole, testbed: TestbedProfile) throws(ProfileError) -> TestbedNode {
        if let name = try m.string(key) {
            guard let n = testbed.nodes.first(where: { $0.name == name }) else {
                throw m.error(at: key, "no node '\(name)' in testbed \(testbed.name) (nodes: \(testbed.nodes.map(\.name).joined(separator: ", ")))")
            }
            return n
        }
        guard let n = testbed.nodes.first(where: { $0.device.role == role }) else {
            throw m.error(at: key, "testbed \(testbed.name) has no \(role.rawValue) node; name one with '\(key)'")
        }
        return n
    }

    static func fronthaul(_ m: LocatedMapping, testbed: TestbedProfile) throws(ProfileError) -> FronthaulScenario {
        let du = try node(m, "du", role: .oDU, testbed: testbed)
        let ru = try node(m, "ru", role: .oRU, testbed: testbed)
        guard let duMAC = du.match.mac?.octets, let ruMAC = ru.match.mac?.octets else {
            throw m.error("the O-DU and O-RU nodes need a MAC address in their testbed match")
        }
        let vlan = try m.int("vlan", in: 0...4095) ?? du.match.vlan ?? ru.match.vlan ?? 0
        let pcp = try m.int("pcp", in: 0...7) ?? 7
        let carrier = try carrierOf(m, testbed: testbed)
        let mtu = try m.int("mtu", in: 576...9600)
            ?? min(du.device.fronthaul?.mtu ?? 1500, ru.device.fronthaul?.mtu ?? 1500)
        let split = ru.device.fronthaul?.eaxcSplit ?? du.device.fronthaul?.eaxcSplit ?? .tshark4017Default
        guard let flowMaps = try m.mappings("flows", allowed: flowKeys), !flowMaps.isEmpty else {
            throw m.error(at: "flows", "missing required key 'flows' (at least one eAxC flow)")
        }
        var flows: [SynthFlow] = []
        for f in flowMaps { flows.append(try flow(f, split: split, carrier: carrier, testbed: testbed)) }
        var timing = SynthTiming()
        if let w = du.device.fronthaul?.oduWindows {
            if let r = w.dlUPlane { timing.dlUPlane = Int64(r.min)...Int64(r.max) }
            if let r = w.dlCPlane { timing.dlCPlane = Int64(r.min)...Int64(r.max) }
            if let r = w.ulCPlane { timing.ulCPlane = Int64(r.min)...Int64(r.max) }
            if let r = w.ulUPlaneReceive { timing.ulUPlane = Int64(r.min)...Int64(r.max) }
        }
        if let t = try m.mapping("timing", allowed: timingKeys) {
            if let j = try t.double("jitterUs", in: 0...1000) { timing.jitterNanoseconds = Int64(j * 1000) }
            if let r = try window(t, "dlUPlaneUs") { timing.dlUPlane = r }
            if let r = try window(t, "dlCPlaneUs") { timing.dlCPlane = r }
            if let r = try window(t, "ulCPlaneUs") { timing.ulCPlane = r }
            if let r = try window(t, "ulUPlaneUs") { timing.ulUPlane = r }
        }
        var iq = IQContent()
        if let q = try m.mapping("iq", allowed: ["modulation", "powerDbfs", "snrDb", "gainStep", "prachPreamble"]) {
            if let mod = try q.choice("modulation", IQContent.Modulation.allCases.map(\.rawValue)), let v = IQContent.Modulation(rawValue: mod) { iq.modulation = v }
            if let p = try q.double("powerDbfs", in: -60...6) { iq.powerDBFS = p }
            if let s = try q.double("snrDb", in: -10...80) { iq.snrDB = s }
            if let g = try q.mapping("gainStep", allowed: ["symbol", "db"]) {
                iq.gainStepSymbol = try g.int("symbol", in: 0...13) ?? 7
                iq.gainStepDB = try g.double("db", in: -40...40) ?? 6
            }
            if let p = try q.bool("prachPreamble") { iq.prachPreamble = p }
        }
        var ptp: PTPScenario?
        if let p = try m.mapping("ptp", allowed: ["domain", "twoStep", "syncPerSecond", "announcePerSecond", "delayRequestsPerSecond", "grandmasterMac"]) {
            var s = PTPScenario()
            if let d = try p.int("domain", in: 0...255) { s.domain = UInt8(d) }
            if let t = try p.bool("twoStep") { s.twoStep = t }
            if let r = try p.int("syncPerSecond", in: 1...128) { s.syncPerSecond = r }
            if let r = try p.int("announcePerSecond", in: 1...128) { s.announcePerSecond = r }
            if let r = try p.int("delayRequestsPerSecond", in: 0...128) { s.delayRequestsPerSecond = r }
            if let text = try p.string("grandmasterMac") {
                do { s.grandmasterMAC = try MACAddress(declared: text).octets } catch { throw p.error(at: "grandmasterMac", "ptp.grandmasterMac: \(error.message)") }
            }
            s.clientMACs = [duMAC, ruMAC]
            ptp = s
        }
        var owd: Int64?
        if let d = try m.mapping("delayMeasurement", allowed: ["intervalMs"]) {
            owd = Int64((try d.double("intervalMs", in: 0.1...10_000) ?? 1) * 1_000_000)
        }
        var faults: [FaultSpec] = []
        for f in try m.mappings("faults", allowed: faultKeys) ?? [] { faults.append(try fault(f)) }
        var result = FronthaulScenario(duMAC: duMAC, ruMAC: ruMAC, vlan: UInt16(vlan), pcp: UInt8(pcp), carrier: carrier, mtu: mtu, eaxcSplit: split,
                                       flows: flows, timing: timing, iq: iq, ptp: ptp, delayMeasurementIntervalNanoseconds: owd, faults: faults)
        result.idleSections = try m.bool("idleSections") ?? false
        if let a = try m.mapping("ackNack", allowed: ["every", "responseUs"]) {
            result.ackNack = AckNackScenario(every: try a.int("every", in: 1...1_000_000) ?? 1,
                                             responseNanoseconds: Int64((try a.double("responseUs", in: 0...1_000_000) ?? 50) * 1000))
        }
        return result
    }

    static func window(_ t: LocatedMapping, _ key: String) throws(ProfileError) -> ClosedRange<Int64>? {
        guard let v = try t.ints(key, in: 0...10_000) else { return nil }
        guard v.count == 2, v[0] <= v[1] else { throw t.error(at: key, "\(t.path).\(key): expected [min, max] in µs") }
        return Int64(v[0]) * 1000...Int64(v[1]) * 1000
    }

    static func carrierOf(_ m: LocatedMapping, testbed: TestbedProfile) throws(ProfileError) -> SynthCarrier {
        let c = try m.mapping("carrier", allowed: carrierKeys)
        let base = testbed.carrier
        guard let numerology = try c?.int("numerology", in: 0...4) ?? base?.numerology else {
            throw m.error(at: "carrier", "no carrier: give fronthaul.carrier or a testbed carrier")
        }
        guard let prbs = try c?.int("prbs", in: 1...275) ?? base?.prbs else {
            throw m.error(at: "carrier", "carrier.prbs is required (no testbed carrier)")
        }
        var pattern: [SynthCarrier.Slot] = base?.tddPattern.compactMap { SynthCarrier.Slot(rawValue: $0.rawValue) } ?? []
        var fdd = base?.duplex == .fdd
        if let c, let text = try c.string("tddPattern") {
            pattern = []
            for ch in text.uppercased() {
                guard let s = SynthCarrier.Slot(rawValue: ch) else { throw c.error(at: "tddPattern", "bad TDD pattern '\(text)': '\(ch)' is not D, S or U") }
                pattern.append(s)
            }
            guard (1...320).contains(pattern.count) else { throw c.error(at: "tddPattern", "bad TDD pattern '\(text)': 1...320 slots") }
            fdd = false
        }
        if pattern.isEmpty { fdd = true }
        var dl = base?.specialSlot?.downlink ?? 10, ul = base?.specialSlot?.uplink ?? 2
        if let c, let s = try c.mapping("specialSlot", allowed: ["dl", "guard", "ul"]) {
            dl = try s.requiredInt("dl", in: 0...14)
            let guardSymbols = try s.requiredInt("guard", in: 0...14)
            ul = try s.requiredInt("ul", in: 0...14)
            guard dl + guardSymbols + ul == 14 else { throw s.error("special slot symbols \(dl)+\(guardSymbols)+\(ul) must sum to 14") }
        }
        return SynthCarrier(numerology: numerology, prbs: prbs, pattern: pattern, fdd: fdd, specialDL: dl, specialUL: ul)
    }

    static func flow(_ f: LocatedMapping, split: EAxCSplit, carrier: SynthCarrier, testbed: TestbedProfile) throws(ProfileError) -> SynthFlow {
        let purposeText = try f.choice("purpose", FlowPurposeKind.allCases.map(\.rawValue))
        guard let purposeText, let purpose = FlowPurposeKind(rawValue: purposeText) else {
            throw f.error(at: "purpose", "missing required key 'purpose' in \(f.path) (pdsch, pusch, prach, srs)")
        }
        let name = try f.string("name") ?? purposeText
        let eaxcText = try f.requiredString("eaxc")
        let set: EAxCSet
        do { set = try EAxCSet(parsing: eaxcText) } catch { throw f.error(at: "eaxc", "\(f.path).eaxc: \(error.message)") }
        var ids: [UInt16] = []
        let masks = split.masks
        var ranges: [ClosedRange<Int>] = []
        for (i, r) in set.components.enumerated() {
            guard let r else { throw f.error(at: "eaxc", "\(f.path).eaxc: '*' is not allowed in a scenario; give the ids") }
            let maximum = (1 << masks[i].nonzeroBitCount) - 1
            guard r.upperBound <= maximum else { throw f.error(at: "eaxc", "\(f.path).eaxc: component \(i + 1) exceeds \(maximum)") }
            ranges.append(r)
        }
        guard ranges.reduce(1, { $0 * $1.count }) <= 64 else { throw f.error(at: "eaxc", "\(f.path).eaxc: more than 64 eAxCs in one flow") }
        for a in ranges[0] { for b in ranges[1] { for c in ranges[2] { for d in ranges[3] {
            ids.append(deposit(a, masks[0]) | deposit(b, masks[1]) | deposit(c, masks[2]) | deposit(d, masks[3]))
        } } } }
        // Default: the compression of the testbed flow with this purpose (BFP 9-bit static if none).
        var format = IQFormat(method: .blockFloatingPoint, iqWidth: 9)
        var isStatic = true
        if let declared = testbed.flows.first(where: { $0.purpose?.rawValue == purposeText && $0.compression != nil })?.compression,
           declared.method == .none || declared.method == .blockFloatingPoint {
            format = IQFormat(method: declared.method, iqWidth: declared.iqWidth)
            isStatic = declared.isStatic
        }
        if let c = try f.mapping("compression", allowed: ["method", "iqWidth", "static"]) {
            let method = try c.choice("method", ["none", "bfp"]) ?? "bfp"
            let width = try c.int("iqWidth", in: 1...16) ?? format.iqWidth
            format = IQFormat(method: method == "none" ? .none : .blockFloatingPoint, iqWidth: width)
            isStatic = try c.bool("static") ?? true
        }
        let sectionType = try f.int("sectionType", in: 0...255) ?? (purpose == .prach ? 3 : 1)
        guard sectionType == (purpose == .prach ? 3 : 1) else {
            throw f.error(at: "sectionType", "\(f.path).sectionType: \(purposeText) uses section type \(purpose == .prach ? 3 : 1)")
        }
        let extensions = try f.ints("extensions", in: 1...31) ?? []
        if let bad = extensions.first(where: { $0 != 6 }) {
            throw f.error(at: "extensions", "\(f.path).extensions: SE\(bad) is not generated (only SE6)")
        }
        var start = 0, count = purpose == .prach ? min(12, carrier.prbs) : carrier.prbs
        if let p = try f.mapping("prbs", allowed: ["start", "count"]) {
            start = try p.int("start", in: 0...274) ?? 0
            count = try p.int("count", in: 1...275) ?? (carrier.prbs - start)
            guard start + count <= carrier.prbs else { throw p.error("\(p.path): PRBs \(start)..<\(start + count) exceed the carrier's \(carrier.prbs)") }
        }
        if count > 255 && !(start == 0 && count == carrier.prbs) {
            throw f.error(at: "prbs", "\(f.path).prbs: more than 255 PRBs only as the whole carrier")
        }
        return SynthFlow(name: name, purpose: purpose, eaxcs: ids, format: format, staticCompression: isStatic,
                         sectionType: UInt8(sectionType), extensions: extensions, startPRB: start, prbCount: count)
    }

    static func deposit(_ value: Int, _ mask: UInt16) -> UInt16 {
        guard mask != 0 else { return 0 }
        var out: UInt16 = 0, v = value, m = mask
        while m != 0 {
            let low = m & (0 &- m)
            if v & 1 != 0 { out |= low }
            v >>= 1
            m &= m - 1
        }
        return out
    }

    static func fault(_ f: LocatedMapping) throws(ProfileError) -> FaultSpec {
        guard let name = try f.choice("name", FaultKind.allCases.map(\.rawValue)), let kind = FaultKind(rawValue: name) else {
            throw f.error(at: "name", "missing required key 'name' in \(f.path)")
        }
        let spec = FaultSpec(kind: kind, rate: try f.double("rate", in: 0...1), at: try f.ints("at", in: 1...Int(Int32.max)) ?? [],
                             every: try f.int("every", in: 1...Int(Int32.max)), microseconds: try f.int("us", in: 1...1_000_000) ?? 100,
                             value: try f.int("value", in: 0...65535))
        var spec2 = spec
        if let t = try f.choice("target", kind.allowedTargets.map(\.rawValue)), let target = FaultTarget(rawValue: t) { spec2.target = target }
        if spec.rate == nil && spec.at.isEmpty && spec.every == nil {
            throw f.error("\(f.path): give 'rate', 'at' or 'every' to select the faulty messages")
        }
        return spec2
    }

    static func f1ap(_ m: LocatedMapping, testbed: TestbedProfile) throws(ProfileError) -> F1APScenario {
        let duNode = try node(m, "du", role: .oDU, testbed: testbed)
        let cuNode = try node(m, "cu", role: .oCU, testbed: testbed)
        let du = try endpoint(m, "duAddress", node: duNode, defaultIP: [10, 0, 0, 2], defaultMAC: [0x02, 0, 0, 0, 0xbb, 0x02])
        let cu = try endpoint(m, "cuAddress", node: cuNode, defaultIP: [10, 0, 0, 1], defaultMAC: [0x02, 0, 0, 0, 0xcc, 0x01])
        var config = F1APScenarioConfig()
        config.ues = try m.int("ues", in: 0...1000) ?? 1
        config.procedures = try m.strings("procedures") ?? []
        if let bad = config.procedures.first(where: { !F1APTrafficGenerator.procedureNames.contains($0) }) {
            throw m.error(at: "procedures", "\(m.path).procedures: unknown procedure '\(bad)': expected one of \(F1APTrafficGenerator.procedureNames.joined(separator: ", "))")
        }
        config.bundling = try m.bool("bundling") ?? false
        config.bearers = try m.bool("bearers") ?? false
        config.fragmentSize = try m.int("fragmentSize", in: 16...65535)
        for f in try m.mappings("faults", allowed: f1apFaultKeys) ?? [] {
            let name = try f.requiredString("name")
            guard F1APTrafficGenerator.faultNames.contains(name) else {
                throw f.error(at: "name", "bad value '\(name)' for \(f.path).name: expected one of \(F1APTrafficGenerator.faultNames.joined(separator: ", "))")
            }
            config.faults.append(F1APFaultConfig(name: name, occurrence: try f.int("occurrence", in: 1...Int(Int32.max)),
                                                 message: try f.string("message"), ieID: try f.int("ieId", in: 0...65535),
                                                 delayMicroseconds: try f.int("delayUs", in: 0...Int(Int32.max))))
        }
        return F1APScenario(config: config, du: du, cu: cu)
    }

    /// The served cell of `systemInformation: true`: the fronthaul's carrier and PRACH, the NR CGI
    /// and PCI of the testbed cell on the fronthaul's O-RU, then the cross-plane faults.
    static func systemInformation(_ m: LocatedMapping, fronthaul: FronthaulScenario?, testbed: TestbedProfile,
                                  faults: [F1APFaultConfig]) throws(ProfileError) -> SynthCellSystemInformation {
        guard let fronthaul else { throw m.error(at: "systemInformation", "\(m.path).systemInformation: needs a 'fronthaul' section to derive the cell from") }
        let cell = testbed.cells.first { testbed.node(named: $0.ru)?.match.mac?.octets == fronthaul.ruMAC }
        guard var si = SynthCellSystemInformation(fronthaul: fronthaul, cellIdentity: cell?.cellIdentity, pci: cell?.pci) else {
            throw m.error(at: "systemInformation", "\(m.path).systemInformation: the fronthaul carrier has no SIB1 form (numerology 0–3, 1–275 PRBs, TDD pattern D…S?U… of a TS 38.331 periodicity)")
        }
        for f in faults where SynthCellSystemInformation.faultNames.contains(f.name) {
            guard si.apply(fault: f.name) else { throw m.error(at: "faults", "\(m.path).faults: \(f.name) has nothing to break in this cell") }
        }
        return si
    }

    static func endpoint(_ m: LocatedMapping, _ key: String, node: TestbedNode, defaultIP: [UInt8], defaultMAC: [UInt8]) throws(ProfileError) -> F1APEndpoint {
        let a = try m.mapping(key, allowed: addressKeys)
        var mac = node.match.mac?.octets ?? defaultMAC
        var ip = node.match.ip?.octets ?? defaultIP
        var port = UInt16(node.match.sctpPort ?? 38472)
        var vlan = node.match.vlan.map { UInt16($0) }
        if let a {
            if let t = try a.string("mac") { do { mac = try MACAddress(declared: t).octets } catch { throw a.error(at: "mac", "\(a.path).mac: \(error.message)") } }
            if let t = try a.string("ip") { do { ip = try IPAddress(declared: t).octets } catch { throw a.error(at: "ip", "\(a.path).ip: \(error.message)") } }
            if let p = try a.int("sctpPort", in: 1...65535) { port = UInt16(p) }
            if let v = try a.int("vlan", in: 0...4095) { vlan = UInt16(v) }
        }
        guard ip.count == 4 else { throw m.error(at: key, "\(key): the F1AP generator needs an IPv4 address") }
        return F1APEndpoint(mac: mac, ipv4: ip, sctpPort: port, vlan: vlan)
    }
}
