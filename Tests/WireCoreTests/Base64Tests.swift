import Foundation
import Testing
import WireCore

/// ``Base64`` against Foundation's RFC 4648 coder (written elsewhere): every length up to 64 with
/// random octets, and the texts an encoder never writes refused.
@Suite struct Base64Tests {
    @Test func encodesAsFoundationDoesAndDecodesBack() {
        var generator = SystemRandomNumberGenerator()
        for length in 0...64 {
            for _ in 0..<8 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let text = Base64.encode(bytes)
                #expect(text == Data(bytes).base64EncodedString(), "\(bytes)")
                #expect(Base64.decode(text) == bytes, "\(text)")
                #expect(Base64.encode(bytes[...].dropFirst()) == Data(bytes.dropFirst()).base64EncodedString(), "a slice")
            }
        }
    }

    @Test func refusesWhatNoEncoderWrites() {
        // lengths not a multiple of four, characters outside the alphabet, padding inside,
        // bits set past the last octet (RFC 4648 §3.5). Foundation reads some of these ("QR==",
        // "QUJ=", "====", "QQ=A"); a state file's octets have one spelling, so they are refused.
        for text in ["Q", "QQ", "QQ=", "QQ==QQ==", "QR==", "QUJ=", "Q===", "====", "QQ=A", "QU-D", "QU\nD", "QUJD QUJD"] {
            #expect(Base64.decode(text) == nil, "\(text)")
        }
        #expect(Base64.decode("") == [])
        #expect(Base64.decode("QUJD") == Array("ABC".utf8))
    }
}
