import Conformance
import Fronthaul
import Profiles
import Testing

/// The pairwise matrix for a testbed with several nodes.
struct InteropMatrixTests {
    func testbed() throws -> TestbedProfile {
        var ruB = InteropFixtures.ru()
        ruB.id = "ru-b"
        ruB.fronthaul?.eaxcSplit = try EAxCSplit.declared(duPortBits: 4, bandSectorBits: 4, ccBits: 4, ruPortBits: 4)
        var du2 = InteropFixtures.du()
        du2.id = "du2"
        du2.f1ap?.release = 17
        func node(_ name: String, _ device: DeviceProfile) -> TestbedNode {
            TestbedNode(name: name, deviceFile: "\(name).yaml", device: device, match: EndpointMatch())
        }
        return TestbedProfile(
            name: "many",
            nodes: [
                node("ru1", InteropFixtures.ru()), node("ru2", ruB), node("du1", InteropFixtures.du()), node("du2", du2),
                node("cu1", InteropFixtures.cu()),
            ])
    }

    @Test func everyPairIsCompared() throws {
        let matrix = Interop.matrix(for: try testbed())
        #expect(matrix.reports.count == 6)  // 2 DU × 2 RU + 1 CU × 2 DU
        #expect(matrix.report("du1", "ru1")?.overall == .compatible)
        #expect(matrix.report("du1", "ru2")?.overall == .mismatch)
        #expect(matrix.report("du2", "ru2")?.item(.eaxcSplit)?.status == .mismatch)
        #expect(matrix.report("cu1", "du1")?.overall == .compatible)
        #expect(matrix.report("cu1", "du2")?.overall == .warning)
        #expect(matrix.overall == .mismatch)
    }

    @Test func gridShowsEachPair() throws {
        let text = Interop.matrix(for: try testbed()).renderText()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("du1") && $0.contains("OK") && $0.contains("MISMATCH") })
        #expect(lines.contains { $0.hasPrefix("cu1") && $0.contains("OK") && $0.contains("WARN") })
        #expect(text.contains("du1 x ru2:"))
        #expect(text.contains("MISMATCH eaxc-split"))
        #expect(!text.contains("du1 x ru1:"))  // fully compatible pairs have no detail block
    }

    @Test func undeclaredAspectsAreListed() {
        var ru = InteropFixtures.ru()
        ru.fronthaul?.oruWindows = nil
        let testbed = TestbedProfile(
            name: "t",
            nodes: [
                TestbedNode(name: "du", deviceFile: "du.yaml", device: InteropFixtures.du(), match: EndpointMatch()),
                TestbedNode(name: "ru", deviceFile: "ru.yaml", device: ru, match: EndpointMatch()),
            ])
        let text = Interop.matrix(for: testbed).renderText()
        #expect(text.contains("du    n/a") || text.contains("du  n/a"))
        #expect(text.contains("n/a window-dl-u-plane: O-RU T2a_up not declared"))
    }

    @Test func flowCompressionMustBeDeclaredByBothEnds() throws {
        func node(_ name: String, _ device: DeviceProfile) -> TestbedNode {
            TestbedNode(name: name, deviceFile: "\(name).yaml", device: device, match: EndpointMatch())
        }
        let good = FlowSpec(
            name: "dl", eaxc: try EAxCSet(parsing: "0:0:0:0"), plane: .user, direction: .downlink,
            compression: try FlowCompression(method: .blockFloatingPoint, iqWidth: 9, isStatic: true))
        // The RU fixture declares BFP 12-bit, the DU does not.
        let bad = FlowSpec(
            name: "ul", eaxc: try EAxCSet(parsing: "0:0:0:1"), plane: .user, direction: .uplink,
            compression: try FlowCompression(method: .blockFloatingPoint, iqWidth: 12, isStatic: true), du: "du1", ru: "ru1")
        let nodes = [node("du1", InteropFixtures.du()), node("ru1", InteropFixtures.ru())]
        let ok = Interop.matrix(for: TestbedProfile(name: "t", nodes: nodes, flows: [good]))
        #expect(ok.report("du1", "ru1")?.item(.flowCompression)?.status == .compatible)
        let broken = Interop.matrix(for: TestbedProfile(name: "t", nodes: nodes, flows: [good, bad]))
        let item = broken.report("du1", "ru1")?.item(.flowCompression)
        #expect(item?.status == .mismatch)
        #expect(item?.explanation == "flow ul uses bfp 12-bit static which du1 does not declare")
        #expect(Interop.matrix(for: TestbedProfile(name: "t", nodes: nodes)).report("du1", "ru1")?.item(.flowCompression) == nil)
    }
}
