import Glibc

extension CaptureParser {
    /// Makes at least `count` bytes available from `start`, reading more of the file when
    /// needed; false when the file ends (or a read fails) first. `count` is bounded by the
    /// callers (`Limits`), so the buffer never grows beyond one maximal block.
    @inline(__always)
    mutating func ensure(_ count: Int) -> Bool {
        if end - start >= count { return true }
        if atEndOfFile { return false }
        refill(count)
        return end - start >= count
    }

    @inline(never)
    private mutating func refill(_ count: Int) {
        let remaining = end - start
        if start > 0 {
            // The unread tail moves to the front of another buffer rather than within this one:
            // records handed out earlier may still hold slices of this one (a pipeline keeps
            // batches of them), and writing into it would first copy all of it (copy-on-write).
            // Up to ``spareLimit`` buffers are reused in turn, so by the time one comes back its
            // records are normally gone and nothing is copied or allocated. One that is still
            // held is copied by its first write (copy-on-write: its storage moves), which shows
            // the ring is too short for what the consumer holds, so it grows by one.
            let from = start
            let size = max(Self.chunkBytes, remaining)
            var next: [UInt8]
            var reused: UnsafeRawPointer?
            if spares.count < spareLimit {
                next = [UInt8](repeating: 0, count: size)
            } else {
                next = spares.removeFirst()
                if next.count < size { next.append(contentsOf: repeatElement(0, count: size - next.count)) }
                reused = next.withUnsafeBytes { $0.baseAddress }
            }
            let target = next.withUnsafeMutableBytes { new -> UnsafeMutableRawPointer? in
                guard let target = new.baseAddress else { return nil }
                if remaining > 0 {
                    buffer.withUnsafeBytes { old in
                        if let source = old.baseAddress { _ = memcpy(target, source + from, remaining) }
                    }
                }
                return target
            }
            if let reused, target.map(UnsafeRawPointer.init) != reused {
                sharedReuses += 1
                spareLimit = min(spareLimit + 1, Self.maximumSpareBuffers)
            }
            // A buffer grown for one large record is let go rather than kept (bounded memory).
            if buffer.count <= 2 * Self.chunkBytes { spares.append(buffer) }
            buffer = next
            bufferFileOffset += Int64(from)
            start = 0
            end = remaining
        }
        if count > buffer.count {
            let newSize = max(count, min(buffer.count * 2, Self.maximumBlockBytes + 16))
            buffer.append(contentsOf: repeatElement(0, count: newSize - buffer.count))
        }
        while end < count && !atEndOfFile {
            let capacity = buffer.count - end
            let source = decompressor
            if source == nil && !ReadInterruption.awaitInput(fileDescriptor, waits: waitsForInput, interruption) {
                interrupted = true
                atEndOfFile = true
                break
            }
            let got = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                if let source { return source.read(into: base + end, capacity: capacity) }
                return read(fileDescriptor, base + end, capacity)
            }
            if got > 0 {
                end += got
            } else if got == 0 {
                atEndOfFile = true
                if source?.interrupted == true { interrupted = true }
            } else if let source {
                warn("\(source.kind == .gzip ? "gzip" : "Zstandard") capture: \(source.failure ?? "decompression failed")", at: bufferFileOffset + Int64(end))
                readFailed = true
                atEndOfFile = true
            } else if errno != EINTR {
                let text = Self.errnoText()
                warn("read error: \(text)", at: bufferFileOffset + Int64(end))
                readFailed = true
                atEndOfFile = true
            }
        }
    }

    @inline(__always)
    func readUInt32(at index: Int) -> UInt32 {
        let value = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt32.self) }
        return bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value)
    }

    @inline(__always)
    func readUInt16(at index: Int) -> UInt16 {
        let value = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt16.self) }
        return bigEndian ? UInt16(bigEndian: value) : UInt16(littleEndian: value)
    }

    @inline(__always)
    func readUInt64(at index: Int) -> UInt64 {
        let value = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: index, as: UInt64.self) }
        return bigEndian ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
    }
}
