import Fronthaul
import WireCore

/// Holds decoded fields against ``FronthaulFields``: every name registered, every value of a
/// registered type, and every wire field as wide as its registered width.
enum FieldRegistryCheck {
    /// The problems found in `fields` (empty when the registry is true to them).
    static func problems(_ fields: FieldList, registry: FieldRegistry = FronthaulFields.registry) -> [String] {
        var problems: [String] = []
        var seen = Set<String>()
        for field in fields.fields {
            guard case .fields(let specs)? = registry.lookup(field.name) else {
                if seen.insert("name " + field.name).inserted { problems.append("\(field.name) is not registered") }
                continue
            }
            if !specs.contains(where: { $0.type.admits(field.value) }), seen.insert("type " + field.name).inserted {
                problems.append("\(field.name): a \(field.value.kindName) value, registered \(specs.map(\.type.rawValue))")
            }
            // Fields with a wire position are as wide as registered (derived and zero-width ones have none).
            if field.bitOffset >= 0, field.bitLength > 0, let bits = specs.compactMap(\.bitLength).first, bits != field.bitLength,
                seen.insert("bits \(field.name) \(field.bitLength)").inserted
            {
                problems.append("\(field.name): \(field.bitLength) bits, registered \(bits)")
            }
        }
        return problems
    }
}
