import IQAnalysis
import Profiles

/// Writes a loaded profile back as YAML in a fixed key order (the order of the decoders'
/// documentation), with every default made explicit. Loading the output gives the same model
/// (apart from source positions of custom-rule text).
struct ProfileEmitter {
    /// Directory the output will live in; file references are written relative to it.
    var baseDirectory: String

    func emit(_ profile: LoadedProfile) -> String {
        let body: [(String, YAMLOutput)]
        switch profile {
        case .device(let device): body = self.device(device)
        case .testbed(let testbed): body = self.testbed(testbed)
        case .suite(let suite): body = self.suite(suite)
        }
        let header: [(String, YAMLOutput)] = [
            ("ranconform", .plain(String(ProfileLoader.formatVersion))), ("kind", .plain(profile.kind.rawValue)),
        ]
        return YAMLOutput.mapping(header + body).render()
    }

    private func ints(_ values: [Int]) -> YAMLOutput { .sequence(values.map { .plain(String($0)) }) }

    private func optional(_ key: String, _ value: String?) -> [(String, YAMLOutput)] {
        value.map { [(key, .string($0))] } ?? []
    }

    private func optionalInt<T: BinaryInteger>(_ key: String, _ value: T?) -> [(String, YAMLOutput)] {
        value.map { [(key, .plain(String($0)))] } ?? []
    }

    // MARK: device

    func device(_ device: DeviceProfile) -> [(String, YAMLOutput)] {
        var entries: [(String, YAMLOutput)] = [
            ("id", .string(device.id)), ("role", .plain(device.role.rawValue)), ("vendor", .string(device.vendor)),
            ("model", .string(device.model)), ("software", .string(device.software)),
        ]
        entries += optional("hardware", device.hardware) + optional("firmware", device.firmware) + optional("serial", device.serial)
        if let fronthaul = device.fronthaul { entries.append(("fronthaul", self.fronthaul(fronthaul))) }
        if let f1ap = device.f1ap { entries.append(("f1ap", self.f1ap(f1ap))) }
        for (key, declaration) in [("e1ap", device.e1ap), ("ngap", device.ngap), ("e2ap", device.e2ap)] {
            guard let declaration else { continue }
            // a 3GPP version's release is written only when it was declared without a version
            let release = declaration.version == nil ? declaration.release : nil
            entries.append((key, .mapping(optionalInt("release", release) + optional("version", declaration.version.map { String($0.description.dropFirst()) }))))
        }
        return entries
    }

    func fronthaul(_ fh: FronthaulCapabilities) -> YAMLOutput {
        var entries: [(String, YAMLOutput)] = [("cus", .string(fh.cusVersion.description))]
        entries.append(
            ("category", fh.categories.count == 1 ? .plain(fh.categories[0].rawValue) : .sequence(fh.categories.map { .plain($0.rawValue) })))
        let eaxc: YAMLOutput
        if let bits = fh.eaxcSplit.contiguousBits {
            eaxc = .mapping(zip(DeviceProfileDecoder.bitKeys, bits).map { ($0, .plain(String($1))) })
        } else {
            eaxc = .mapping(zip(DeviceProfileDecoder.maskKeys, fh.eaxcSplit.masks).map { ($0, .plain("0x" + String($1, radix: 16))) })
        }
        entries.append(("eaxc", eaxc))
        entries.append(("sectionTypes", ints(fh.sectionTypes)))
        entries.append(("sectionExtensions", ints(fh.sectionExtensions)))
        entries.append(
            ("compression", .sequence(fh.compression.map { capability in
                .mapping([
                    ("method", .plain(capability.method.profileName)), ("iqWidth", ints(capability.iqWidths)),
                    ("static", .plain(String(capability.isStatic))),
                ])
            })))
        if fh.mtuDeclared { entries.append(("mtu", .plain(String(fh.mtu)))) }
        if let deadline = fh.ackNackDeadline { entries.append(("ackNackDeadline", .plain(String(deadline)))) }
        if !fh.couplingMethods.isEmpty { entries.append(("couplingMethods", .sequence(fh.couplingMethods.map { .plain($0.rawValue) }))) }
        if let width = fh.sourceSampleWidth { entries.append(("sourceSampleWidth", .plain(String(width)))) }
        if fh.transportFragmentation { entries.append(("transportFragmentation", .plain("true"))) }
        if let w = fh.oruWindows {
            let values: [UInt32?] = [w.t2aMinUp, w.t2aMaxUp, w.t2aMinCpDl, w.t2aMaxCpDl, w.tcpAdvDl, w.t2aMinCpUl, w.t2aMaxCpUl, w.ta3Min, w.ta3Max]
            entries.append(("window", .mapping(zip(DeviceProfileDecoder.oruWindowKeys, values).flatMap { optionalInt($0, $1) })))
        }
        if let w = fh.oduWindows {
            let values: [UInt32?] = [w.t1aMinUp, w.t1aMaxUp, w.t1aMinCpDl, w.t1aMaxCpDl, w.t1aMinCpUl, w.t1aMaxCpUl, w.ta4Min, w.ta4Max]
            entries.append(("window", .mapping(zip(DeviceProfileDecoder.oduWindowKeys, values).flatMap { optionalInt($0, $1) })))
        }
        if let beams = fh.beamIds {
            entries.append(("beamIds", .sequence(beams.ranges.map { $0.lowerBound == $0.upperBound ? .plain(String($0.lowerBound)) : .string("\($0.lowerBound)-\($0.upperBound)") })))
        }
        if let t = fh.iq {
            var iq: [(String, YAMLOutput)] = []
            if let r = t.powerRangeDbfs { iq.append(("powerDbfs", .sequence([.plain(String(r.lowerBound)), .plain(String(r.upperBound))]))) }
            let values = [t.maxClipFraction, t.outsideAllocDbfs, t.emptyAllocDbfs, t.maxEmptyFraction, t.maxExponentSaturation, t.prachDetectDbfs]
            iq += zip(DeviceProfileDecoder.iqKeys.dropFirst(), values).map { ($0, .plain(String($1))) }
            entries.append(("iq", .mapping(iq)))
        }
        return .mapping(entries)
    }

    func f1ap(_ f1ap: F1APCapabilities) -> YAMLOutput {
        var entries: [(String, YAMLOutput)] = [("release", .plain(String(f1ap.release)))]
        entries += optional("version", f1ap.version)
        entries.append(
            ("servedCells", .sequence(f1ap.servedCells.map { cell in
                .mapping([("plmn", .string(cell.plmn.description)), ("cellIdentity", .plain(String(cell.cellIdentity)))])
            })))
        entries.append(("plmns", .sequence(f1ap.plmns.map { .string($0.description) })))
        entries.append(("procedures", .sequence(f1ap.procedures.map { .plain($0) })))
        return .mapping(entries)
    }

    // MARK: suite

    func suite(_ suite: SuiteProfile) -> [(String, YAMLOutput)] {
        var entries: [(String, YAMLOutput)] = [("name", .string(suite.name))]
        entries += optional("description", suite.description)
        entries.append(("include", .sequence(suite.include.map { .string($0.text) })))
        entries.append(("exclude", .sequence(suite.exclude.map { .string($0.text) })))
        entries.append(("severity", .mapping(suite.severityOverrides.map { ($0.rule.text, .plain($0.severity.rawValue)) })))
        entries.append(("custom", custom(suite.custom)))
        return entries
    }

    func custom(_ rules: [CustomRuleSource]) -> YAMLOutput {
        .sequence(rules.map { rule in
            var entries: [(String, YAMLOutput)] = [
                ("id", .string(rule.id)), ("title", .string(rule.title)), ("severity", .plain(rule.severity.rawValue)),
            ]
            if let whereClause = rule.whereClause { entries.append(("where", .string(whereClause.text))) }
            entries.append(("assert", .string(rule.assertion.text)))
            return .mapping(entries)
        })
    }

    // MARK: testbed

    func matchEntries(_ match: EndpointMatch) -> [(String, YAMLOutput)] {
        optional("mac", match.mac?.description) + optionalInt("vlan", match.vlan)
            + optional("ip", match.ip?.description) + optionalInt("sctpPort", match.sctpPort)
            + optionalInt("udpPort", match.udpPort)
    }

    func testbed(_ testbed: TestbedProfile) -> [(String, YAMLOutput)] {
        var entries: [(String, YAMLOutput)] = [("name", .string(testbed.name))]
        entries += optional("description", testbed.description)
        if let suiteFile = testbed.suiteFile {
            entries.append(("suite", .string(ProfilePaths.relative(suiteFile, toDirectory: baseDirectory))))
        }
        entries.append(
            ("nodes", .mapping(testbed.nodes.map { node in
                var entries: [(String, YAMLOutput)] = [
                    ("device", .string(ProfilePaths.relative(node.deviceFile, toDirectory: baseDirectory))),
                    ("match", .mapping(matchEntries(node.match))),
                ]
                if !node.alsoMatch.isEmpty { entries.append(("alsoMatch", .sequence(node.alsoMatch.map { .mapping(matchEntries($0)) }))) }
                return (node.name, .mapping(entries))
            })))
        if !testbed.clocks.isEmpty {
            entries.append(("clocks", .mapping(testbed.clocks.map { ($0.name, .mapping(matchEntries($0.match))) })))
        }
        if !testbed.cells.isEmpty {
            entries.append(("cells", .mapping(testbed.cells.map { cell in
                var e: [(String, YAMLOutput)] = []
                if let plmn = cell.plmn, let nci = cell.cellIdentity { e.append(("nrCgi", .string(plmn + "/" + String(nci, radix: 16)))) }
                e += optionalInt("pci", cell.pci)
                e.append(("ru", .string(cell.ru)))
                e += optional("du", cell.du)
                return (cell.name, .mapping(e))
            })))
        }
        if let carrier = testbed.carrier {
            var carrierEntries: [(String, YAMLOutput)] = [
                ("numerology", .plain(String(carrier.numerology))), ("prbs", .plain(String(carrier.prbs))),
                ("duplex", .plain(carrier.duplex.rawValue)),
            ]
            if !carrier.tddPattern.isEmpty { carrierEntries.append(("tddPattern", .string(carrier.tddPatternText))) }
            if let special = carrier.specialSlot {
                carrierEntries.append(
                    ("specialSlot", .mapping([
                        ("dl", .plain(String(special.downlink))), ("guard", .plain(String(special.guardPeriod))),
                        ("ul", .plain(String(special.uplink))),
                    ])))
            }
            entries.append(("carrier", .mapping(carrierEntries)))
        }
        entries.append(("flows", .sequence(testbed.flows.map(flow))))
        let timing = testbed.timing
        entries.append(
            ("timing", .mapping([
                ("captureOffsetNs", .plain(String(timing.captureOffsetNs))), ("gpsAligned", .plain(String(timing.gpsAligned))),
                ("tap", .plain(timing.tap.rawValue)), ("clock", .plain(timing.clock.rawValue)),
                ("leapSeconds", .plain(String(timing.leapSeconds))), ("alpha", .plain(String(timing.alpha))),
                ("beta", .plain(String(timing.beta))),
            ] + optionalInt("ulSpreadLimitNs", timing.ulSpreadLimitNs.map { Int($0) }))))
        if let transport = testbed.transport {
            let values = [transport.t12Min, transport.t12Max, transport.t34Min, transport.t34Max]
            entries.append(("transport", .mapping(zip(TestbedProfileDecoder.transportKeys, values).map { ($0, .plain(String($1))) })))
        }
        entries += optionalInt("ecpriUdpPort", testbed.ecpriUDPPort)
        if testbed.cuSplit { entries.append(("cuSplit", .plain("true"))) }
        if let mtu = testbed.fronthaulMTU { entries.append(("fronthaul", .mapping([("mtu", .plain(String(mtu)))]))) }
        if testbed.iqAnalysis || testbed.iqConductedReferencePoint {
            entries.append(("iq", .mapping([("analyze", .plain(String(testbed.iqAnalysis)))]
                + (testbed.iqConductedReferencePoint ? [("referencePoint", .plain("conducted"))] : []))))
        }
        entries.append(
            ("waivers", .sequence(testbed.waivers.map { waiver in
                .mapping(
                    [("rule", .string(waiver.rule.text)), ("reason", .string(waiver.reason))]
                        + optional("node", waiver.node) + optional("flow", waiver.flow) + optional("ticket", waiver.ticket)
                        + optional("expires", waiver.expires?.description) + optional("software", waiver.software?.text))
            })))
        entries.append(("custom", custom(testbed.custom)))
        if let lab = testbed.lab {
            entries.append(
                ("lab", .mapping(
                    [("name", .string(lab.name))] + optional("location", lab.location)
                        + [("contacts", .sequence(lab.contacts.map { contact in
                            .mapping([("name", .string(contact.name))] + optional("email", contact.email) + optional("role", contact.role)
                                + optional("organization", contact.organization) + optional("phone", contact.phone))
                        }))])))
        }
        let report = (testbed.report.dut.isEmpty ? [] : [("dut", YAMLOutput.sequence(testbed.report.dut.map { .string($0) }))])
            + optional("testType", testbed.report.testType?.rawValue) + optional("testId", testbed.report.testId)
        if !report.isEmpty { entries.append(("report", .mapping(report))) }
        let specs = optional("cus", testbed.specs.cus?.description) + optional("f1ap", testbed.specs.f1ap)
            + SpecVersions.documentKeys.flatMap { optional($0.key, testbed.specs.other[$0.key]) }
        if !specs.isEmpty { entries.append(("specs", .mapping(specs))) }
        let c = testbed.conformance
        var conformance = optional("scenario", c.scenario?.rawValue) + optional("testConfiguration", c.testConfiguration)
        if let iot = c.iotProfile {
            conformance.append(("iotProfile", .mapping([("version", .string(iot.specificationVersion))] + optional("mPlane", iot.mPlaneProfile)
                + optional("mPlaneTestConfiguration", iot.mPlaneTestConfiguration) + optional("cusPlane", iot.cusPlaneProfile)
                + optional("cusPlaneTestConfiguration", iot.cusPlaneTestConfiguration))))
        }
        if !conformance.isEmpty { entries.append(("conformance", .mapping(conformance))) }
        return entries
    }

    func flow(_ flow: FlowSpec) -> YAMLOutput {
        var entries: [(String, YAMLOutput)] = optional("name", flow.name)
        entries.append(("eaxc", .string(flow.eaxc.description)))
        if let plane = flow.plane { entries.append(("plane", .plain(plane.rawValue))) }
        entries.append(("direction", .plain(flow.direction.rawValue)))
        if let purpose = flow.purpose { entries.append(("purpose", .plain(purpose.rawValue))) }
        if let compression = flow.compression {
            entries.append(
                ("compression", .mapping([
                    ("method", .plain(compression.method.profileName)), ("iqWidth", .plain(String(compression.iqWidth))),
                    ("static", .plain(String(compression.isStatic))),
                ])))
        }
        entries += optional("du", flow.du) + optional("ru", flow.ru)
        if let prach = flow.prach {
            entries.append(("prach", .mapping([("format", .string(prach.format.rawValue))] + (prach.spacing.map { [("scs", YAMLOutput.plain($0.rawValue))] } ?? []))))
        }
        if let modulation = flow.modulation { entries.append(("modulation", .plain(modulation.rawValue))) }
        if !flow.dmrsSymbols.isEmpty { entries.append(("dmrsSymbols", ints(flow.dmrsSymbols))) }
        return .mapping(entries)
    }
}
