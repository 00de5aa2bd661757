import Testing
import Timing
import WireCore

/// `PTPFields` names every field the PTP decoder emits: each message type's fields are
/// registered, of the registered type and as wide as registered.
@Suite struct PTPFieldRegistryTests {
    /// A 64-byte PTPv2 message of `type` (IEEE 1588-2019 §13.3 header, then `fill` bytes).
    static func message(type: UInt8, fill: UInt8) -> [UInt8] {
        var bytes: [UInt8] = [type & 0x0F, 0x02, 0x00, 64, 24, 0, 0x02, 0x08]
        bytes += [0, 0, 0, 0, 0, 1, 0x80, 0]  // correctionField: 1.5 ns
        bytes += [0, 0, 0, 0]  // messageTypeSpecific
        bytes += [0x02, 0, 0, 0xFF, 0xFE, 0, 0, 0x01, 0, 1]  // sourcePortIdentity
        bytes += [0, 7, 0, 0xFD]  // sequenceId, controlField, logMessageInterval −3
        bytes += (0..<30).map { fill &+ UInt8($0) }
        return bytes
    }

    @Test(arguments: [0, 1, 2, 3, 8, 9, 10, 11, 12] as [UInt8])
    func messageFieldsAreRegistered(_ type: UInt8) throws {
        let message = try PTPMessage.decode(Self.message(type: type, fill: 3 * type)[...], baseBitOffset: 112)
        var fields = FieldList()
        message.appendFields(to: &fields)
        #expect(fields.count >= 30)
        for field in fields.fields {
            guard case .fields(let specs)? = PTPFields.registry.lookup(field.name) else {
                Issue.record("\(field.name) is not registered")
                continue
            }
            #expect(specs.contains { $0.type.admits(field.value) }, "\(field.name): \(field.value.kindName) value, registered \(specs.map(\.type))")
            #expect(specs.first?.bitLength == field.bitLength, "\(field.name): \(field.bitLength) bits")
        }
    }

    @Test func everyRegisteredFieldIsEmittedByOneMessageType() throws {
        var emitted = Set<String>()
        for type: UInt8 in [0, 1, 2, 3, 8, 9, 10, 11, 12] {
            var fields = FieldList()
            try PTPMessage.decode(Self.message(type: type, fill: 1)[...]).appendFields(to: &fields)
            emitted.formUnion(fields.fields.map(\.name))
        }
        let registered = Set(PTPFields.registry.specs.filter { $0.type != .protocolName }.map(\.name))
        #expect(registered.subtracting(emitted).sorted() == [])
        #expect(emitted.subtracting(registered).sorted() == [])
    }
}
