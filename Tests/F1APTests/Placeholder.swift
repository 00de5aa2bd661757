import Testing

@Test func placeholderF1APTests() { #expect(Bool(true)) }
