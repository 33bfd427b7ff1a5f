#include <stddef.h>
#include <zlib.h>

// What the bundled assets (the country snapshot and the world map) need of zlib, written once:
// the modules that read them and the tools that write them share no module but this one.

// Compresses `count` bytes at `input` into `output`, which holds `capacity` bytes
// (compressBound(count) is always enough), as one zlib stream at the best compression: an
// asset is made once and read on many machines. The stream's length, or 0 when zlib fails,
// which it does only without memory.
static inline size_t czlib_compress_best(
    const unsigned char *input, size_t count, unsigned char *output, size_t capacity) {
  uLongf length = capacity;
  return compress2(output, &length, input, count, Z_BEST_COMPRESSION) == Z_OK ? length : 0;
}

// Inflates `count` bytes at `input`, one whole zlib stream, into `output`, which holds
// `expected` + 1 bytes: the byte more lets a stream longer than expected be caught as such
// rather than as zlib's "buffer full". 1 only when the stream inflated to exactly `expected`
// bytes and nothing followed it; 0 for damaged or cut data, or a wrong length. The zlib format
// rather than raw deflate: its Adler-32 check catches damage that would inflate to garbage.
static inline int czlib_inflate_exactly(
    const unsigned char *input, size_t count, unsigned char *output, size_t expected) {
  uLongf inflated = expected + 1;
  uLong consumed = count;
  return uncompress2(output, &inflated, input, &consumed) == Z_OK && inflated == expected
    && consumed == count;
}
