import Testing

@Test func placeholderASN1PERTests() { #expect(Bool(true)) }
