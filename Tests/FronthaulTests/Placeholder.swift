import Testing

@Test func placeholderFronthaulTests() { #expect(Bool(true)) }
