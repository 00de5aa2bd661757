#ifndef RANCONFORM_ZSTD_LOADER_H
#define RANCONFORM_ZSTD_LOADER_H

#include <stddef.h>

/// Streaming Zstandard (RFC 8878) decompression and compression through the system libzstd, loaded at run time
/// (`libzstd.so.1`), so the package builds without the library's development headers and a
/// machine without the library gets a clear error only when it opens a .zst capture or asks for a .zst output.

/// 1 when libzstd could be loaded and has the streaming API, else 0 (then
/// `rc_zstd_load_error` says why).
int rc_zstd_available(void);
/// Why libzstd could not be loaded (a static string), or NULL.
const char *rc_zstd_load_error(void);

/// A decompression context, or NULL (library absent or out of memory).
void *rc_zstd_create(void);
void rc_zstd_free(void *context);

/// Decompresses from `source[*sourcePosition ..< sourceSize]` into
/// `destination[*destinationPosition ..< destinationCapacity]`, advancing both positions.
/// Returns 0 when a frame was completed and flushed, a positive hint otherwise, or -1 on an
/// error (then `*errorText` names it).
long rc_zstd_decompress(void *context, void *destination, size_t destinationCapacity,
                        size_t *destinationPosition, const void *source, size_t sourceSize,
                        size_t *sourcePosition, const char **errorText);

/// 1 when the loaded libzstd also has the streaming compression API (v1.4.0 or later), else 0.
int rc_zstd_compression_available(void);

/// A compression context at `level` with a content checksum in every frame, or NULL (library
/// absent or too old, or out of memory).
void *rc_zstd_compressor_create(int level);
void rc_zstd_compressor_free(void *context);

/// What `rc_zstd_compress` does once it has taken all its input.
enum {
    /// Nothing more: libzstd may hold data back for the next call.
    rc_zstd_compress_continue = 0,
    /// Every octet taken so far written out in complete blocks, the frame left open
    /// (ZSTD_e_flush): blocks of the caller's own may follow in the same frame.
    rc_zstd_compress_flush = 1,
    /// The frame closed: its last block and content checksum written (ZSTD_e_end).
    rc_zstd_compress_end = 2
};

/// Compresses from `source[*sourcePosition ..< sourceSize]` into
/// `destination[*destinationPosition ..< destinationCapacity]`, advancing both positions, and
/// then does what `directive` (an `rc_zstd_compress_*` value) says. Returns how much libzstd
/// still holds to write (0: all flushed; with `rc_zstd_compress_end`, the frame is complete), or
/// -1 on an error (then `*errorText` names it).
long rc_zstd_compress(void *context, void *destination, size_t destinationCapacity,
                      size_t *destinationPosition, const void *source, size_t sourceSize,
                      size_t *sourcePosition, int directive, const char **errorText);

#endif
