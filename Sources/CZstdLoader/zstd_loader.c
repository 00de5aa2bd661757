#include "zstd_loader.h"

#include <dlfcn.h>
#include <pthread.h>

// The structures and functions of the libzstd streaming API (zstd.h: decompression stable since
// v1.3.0, ZSTD_compressStream2 and ZSTD_CCtx_setParameter since v1.4.0), declared here so no
// development headers are needed.
typedef struct { const void *src; size_t size; size_t pos; } rc_zstd_in_buffer;
typedef struct { void *dst; size_t size; size_t pos; } rc_zstd_out_buffer;

typedef void *(*create_fn)(void);
typedef size_t (*free_fn)(void *);
typedef size_t (*decompress_fn)(void *, rc_zstd_out_buffer *, rc_zstd_in_buffer *);
typedef unsigned (*is_error_fn)(size_t);
typedef const char *(*error_name_fn)(size_t);
typedef size_t (*set_parameter_fn)(void *, int, int);
typedef size_t (*compress_fn)(void *, rc_zstd_out_buffer *, rc_zstd_in_buffer *, int);

// zstd.h's ZSTD_cParameter values (ZSTD_c_compressionLevel, ZSTD_c_checksumFlag) and
// ZSTD_EndDirective values (ZSTD_e_continue, ZSTD_e_flush, ZSTD_e_end), stable since v1.4.0.
enum { rc_zstd_c_compression_level = 100, rc_zstd_c_checksum_flag = 201 };
enum { rc_zstd_e_continue = 0, rc_zstd_e_flush = 1, rc_zstd_e_end = 2 };

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_error = NULL;
static create_fn create_context = NULL;
static free_fn free_context = NULL;
static decompress_fn decompress_stream = NULL;
static is_error_fn is_error = NULL;
static error_name_fn error_name = NULL;
static create_fn create_compression_context = NULL;
static free_fn free_compression_context = NULL;
static set_parameter_fn set_parameter = NULL;
static compress_fn compress_stream = NULL;

static void load(void) {
    void *library = dlopen("libzstd.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libzstd.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        load_error = "libzstd.so.1 not found (install the libzstd1 package)";
        return;
    }
    create_context = (create_fn)dlsym(library, "ZSTD_createDCtx");
    free_context = (free_fn)dlsym(library, "ZSTD_freeDCtx");
    decompress_stream = (decompress_fn)dlsym(library, "ZSTD_decompressStream");
    is_error = (is_error_fn)dlsym(library, "ZSTD_isError");
    error_name = (error_name_fn)dlsym(library, "ZSTD_getErrorName");
    if (!create_context || !free_context || !decompress_stream || !is_error || !error_name) {
        load_error = "libzstd.so.1 lacks the streaming decompression API (needs libzstd 1.3 or later)";
        create_context = NULL;
        return;
    }
    create_compression_context = (create_fn)dlsym(library, "ZSTD_createCCtx");
    free_compression_context = (free_fn)dlsym(library, "ZSTD_freeCCtx");
    set_parameter = (set_parameter_fn)dlsym(library, "ZSTD_CCtx_setParameter");
    compress_stream = (compress_fn)dlsym(library, "ZSTD_compressStream2");
    if (!create_compression_context || !free_compression_context || !set_parameter || !compress_stream) {
        create_compression_context = NULL;
    }
}

int rc_zstd_available(void) {
    pthread_once(&load_once, load);
    return create_context != NULL;
}

const char *rc_zstd_load_error(void) {
    pthread_once(&load_once, load);
    return load_error;
}

void *rc_zstd_create(void) {
    if (!rc_zstd_available()) return NULL;
    return create_context();
}

void rc_zstd_free(void *context) {
    if (context != NULL && free_context != NULL) free_context(context);
}

long rc_zstd_decompress(void *context, void *destination, size_t destinationCapacity,
                        size_t *destinationPosition, const void *source, size_t sourceSize,
                        size_t *sourcePosition, const char **errorText) {
    rc_zstd_out_buffer out = { destination, destinationCapacity, *destinationPosition };
    rc_zstd_in_buffer in = { source, sourceSize, *sourcePosition };
    size_t result = decompress_stream(context, &out, &in);
    *destinationPosition = out.pos;
    *sourcePosition = in.pos;
    if (is_error(result)) {
        *errorText = error_name(result);
        return -1;
    }
    return result == 0 ? 0 : (long)(result > 0x7fffffff ? 0x7fffffff : result);
}

int rc_zstd_compression_available(void) {
    pthread_once(&load_once, load);
    return create_compression_context != NULL;
}

void *rc_zstd_compressor_create(int level) {
    if (!rc_zstd_compression_available()) return NULL;
    void *context = create_compression_context();
    if (context == NULL) return NULL;
    // A content checksum in every frame (RFC 8878 §3.1.1), so a damaged file is refused on reading.
    if (is_error(set_parameter(context, rc_zstd_c_compression_level, level))
        || is_error(set_parameter(context, rc_zstd_c_checksum_flag, 1))) {
        free_compression_context(context);
        return NULL;
    }
    return context;
}

void rc_zstd_compressor_free(void *context) {
    if (context != NULL && free_compression_context != NULL) free_compression_context(context);
}

long rc_zstd_compress(void *context, void *destination, size_t destinationCapacity,
                      size_t *destinationPosition, const void *source, size_t sourceSize,
                      size_t *sourcePosition, int directive, const char **errorText) {
    rc_zstd_out_buffer out = { destination, destinationCapacity, *destinationPosition };
    rc_zstd_in_buffer in = { source, sourceSize, *sourcePosition };
    int endOp = directive == rc_zstd_compress_end ? rc_zstd_e_end : directive == rc_zstd_compress_flush ? rc_zstd_e_flush : rc_zstd_e_continue;
    size_t result = compress_stream(context, &out, &in, endOp);
    *destinationPosition = out.pos;
    *sourcePosition = in.pos;
    if (is_error(result)) {
        *errorText = error_name(result);
        return -1;
    }
    return (long)(result > 0x7fffffff ? 0x7fffffff : result);
}
