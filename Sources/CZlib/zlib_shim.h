// The system zlib (RFC 1950/1951/1952 inflate), for gzip-compressed captures.
#include <zlib.h>
