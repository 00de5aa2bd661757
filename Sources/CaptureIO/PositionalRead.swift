import Glibc

/// Reads of a file at given offsets (`pread(2)`), for readers that start from a file's end
/// (``CompressedTail``, a part state's trailer) rather than stream it from the start.
public enum PositionalRead {
    /// `body`'s result for the regular file at `path`, opened for reading (its descriptor and
    /// size), and closed after; nil when it does not open or is not a regular file.
    public static func withRegularFile<T>(_ path: String, _ body: (_ descriptor: Int32, _ size: Int) -> T?) -> T? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return body(descriptor, Int(info.st_size))
    }

    /// `count` octets at `offset` of the open file `descriptor` of `size` octets, nil when they
    /// are not all there or a read fails.
    public static func bytes(_ descriptor: Int32, at offset: Int, count: Int, size: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= size - count else { return nil }
        var out = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = out.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            done += n
        }
        return out
    }
}
