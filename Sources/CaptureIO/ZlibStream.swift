import CZlib

/// A zlib stream state in an allocation of its own: zlib keeps pointers into it between calls,
/// so it must not move (RFC 1950/1951 streaming through the system zlib, for
/// ``StreamDecompressor`` and ``StreamCompressor``).
enum ZlibStream {
    /// Allocates a stream and starts it with `start` (`inflateInit2_` or `deflateInit2_`); a
    /// status other than Z_OK frees it and is an error naming `path`.
    static func make(_ what: String, path: String, _ start: (UnsafeMutablePointer<z_stream>) -> Int32) throws(CaptureError) -> UnsafeMutablePointer<z_stream> {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = start(stream)
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw CaptureError(code: .ioError, path: path, message: "\(what): zlib cannot start (status \(status))")
        }
        return stream
    }

    /// Ends a stream with `end` (`inflateEnd` or `deflateEnd`) and frees it.
    static func free(_ stream: UnsafeMutablePointer<z_stream>, _ end: (UnsafeMutablePointer<z_stream>) -> Int32) {
        _ = end(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }
}
