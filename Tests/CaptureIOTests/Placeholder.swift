import Testing

@Test func placeholderCaptureIOTests() { #expect(Bool(true)) }
