import WireCore
import Fronthaul
import Profiles

/// Multi-vendor capability rules: what a sender uses in the trace is checked against the declared
/// capabilities of the sender AND of the receiver. Each node's result says whether the traffic it
/// sent or received stays inside what that node declares.
/// - TB-CAP-STYPE: C-plane section types (device `sectionTypes`).
/// - TB-CAP-SE: section extension types (device `sectionExtensions`).
/// - TB-CAP-COMP: U-plane compression method, width and static/dynamic (device `compression`).
/// - FH-CP-UDCOMP-UL (O-RAN.WG4.CUS §7.5.2.10): UL C-plane udCompMeth / udIqWidth in the capability
///   list.
final class CapabilityChecker: RuleChecker {
    var specs: [RuleSpec] { [Self.sectionTypes, Self.extensions, Self.compression, Self.ulComp] }
    var subscriptions: EventKinds { [.fronthaul] }

    private var hST = -1, hSE = -1, hComp = -1, hUL = -1
    /// (node, udCompHdr, dynamic) → supported.
    private var compressionCache: [UInt32: Bool] = [:]

    func prepare(_ recorder: inout RuleRecorder) {
        hST = recorder.handle(Self.sectionTypes.id)
        hSE = recorder.handle(Self.extensions.id)
        hComp = recorder.handle(Self.compression.id)
        hUL = recorder.handle(Self.ulComp.id)
    }

    func observe(_ event: Event, _ recorder: inout RuleRecorder) {
        guard event.payload.isFronthaul else { return }
        let c = event.context
        // A PDU without C-plane messages (its facts count none) is judged only by the U-plane
        // compression rule, whose applicability the loop asks for both ends of each U-plane
        // message: when it is active for neither, the messages are not bound. (The facts' U-plane
        // count also counts a bare message, which only `decode --proto` makes.)
        if event.fronthaulKinds.contains(.known), !event.fronthaulKinds.contains(.cPlane) {
            guard event.fronthaulKinds.contains(.uPlane), recorder.isActive(hComp, node: c.sender) || recorder.isActive(hComp, node: c.receiver) else { return }
        }
        guard case .fronthaul(let result) = event.payload else { return }
        let messages = result.messages
        for index in messages.indices {
            switch messages[index].body {
            case .cPlane(_, let m):
                for side in 0..<2 {
                    let node = side == 0 ? c.sender : c.receiver
                    let how = side == 0 ? "sent by" : "received by"
                    guard recorder.isActive(hST, node: node) || recorder.isActive(hSE, node: node) || recorder.isActive(hUL, node: node),
                          let caps = recorder.node(node).device?.fronthaul else { continue }
                    let name = recorder.node(node).name
                    recorder.evaluated(hST, node: node)
                    if !caps.sectionTypes.contains(Int(m.sectionType)) {
                        recorder.violation(hST, node: node, Violation("section type \(m.sectionType) \(how) \(name), which declares \(caps.sectionTypes)",
                                                                      frames: c.frames, fieldPath: "oran_fh_cus.sectionType",
                                                                      expected: "one of \(caps.sectionTypes)", actual: String(m.sectionType)))
                    }
                    let used = Set(m.sections.flatMap { $0.extensions.map { Int($0.extType) } })
                    if !used.isEmpty {
                        recorder.evaluated(hSE, node: node)
                        let undeclared = used.subtracting(caps.sectionExtensions).sorted()
                        if !undeclared.isEmpty {
                            recorder.violation(hSE, node: node, Violation("section extension(s) \(undeclared.map { "SE\($0)" }.joined(separator: ", ")) \(how) \(name), which declares \(caps.sectionExtensions)",
                                                                          frames: c.frames, fieldPath: "oran_fh_cus.extType",
                                                                          expected: "one of \(caps.sectionExtensions)", actual: undeclared.map(String.init).joined(separator: ",")))
                        }
                    }
                    if m.dataDirection == 0 && (m.sectionType == 1 || m.sectionType == 3) {
                        recorder.evaluated(hUL, node: node)
                        if !Self.supports(caps, udCompHdr: m.udCompHdr, dynamic: nil) {
                            recorder.violation(hUL, node: node, Violation("UL C-plane asks for \(CrossPlaneChecker.formatText(m.udCompHdr)) \(how) \(name), which declares \(caps.compression.map(\.description))",
                                                                          frames: c.frames, fieldPath: "oran_fh_cus.udCompHdr",
                                                                          expected: caps.compression.map(\.description).joined(separator: "; "), actual: CrossPlaneChecker.formatText(m.udCompHdr)))
                        }
                    }
                }
            case .uPlane(_, let u):
                for side in 0..<2 {
                    let node = side == 0 ? c.sender : c.receiver
                    let how = side == 0 ? "sent by" : "received by"
                    guard recorder.isActive(hComp, node: node), let caps = recorder.node(node).device?.fronthaul else { continue }
                    for s in u.sections {
                        recorder.evaluated(hComp, node: node)
                        let hdr = s.udCompHdr ?? s.format.udCompHdr
                        let dynamic = s.udCompHdr != nil
                        let key = UInt32(node) << 9 | UInt32(hdr) << 1 | (dynamic ? 1 : 0)
                        let ok: Bool
                        if let hit = compressionCache[key] { ok = hit } else {
                            ok = Self.supports(caps, udCompHdr: hdr, dynamic: dynamic)
                            if compressionCache.count < 65_536 { compressionCache[key] = ok }
                        }
                        if !ok {
                            let used = "\(CrossPlaneChecker.formatText(hdr)) \(dynamic ? "dynamic" : "static")"
                            recorder.violation(hComp, node: node, Violation("U-plane section \(s.sectionId) uses \(used), \(how) \(recorder.node(node).name), which declares \(caps.compression.map(\.description))",
                                                                            frames: c.frames, fieldPath: "oran_fh_cus.udCompHdr",
                                                                            expected: caps.compression.map(\.description).joined(separator: "; "), actual: used))
                        }
                    }
                }
            default:
                continue
            }
        }
    }

    /// Whether the declared list has the method and width (and static/dynamic when given).
    static func supports(_ caps: FronthaulCapabilities, udCompHdr: UInt8, dynamic: Bool?) -> Bool {
        let method = Int(udCompHdr & 15)
        let width = Int(udCompHdr >> 4) == 0 ? 16 : Int(udCompHdr >> 4)
        return caps.compression.contains { cap in
            cap.method.udCompMeth == method && cap.iqWidths.contains(width) && (dynamic == nil || cap.isStatic == !(dynamic ?? false))
        }
    }

    func finish(_ recorder: inout RuleRecorder) {}
}
