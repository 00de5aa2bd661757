import Testing

@Test func placeholderNetLayersTests() { #expect(Bool(true)) }
