#ifndef QUIZ_CBUNDLED_SNAPSHOT_H
#define QUIZ_CBUNDLED_SNAPSHOT_H

#include <stddef.h>

/// The bytes of Assets/countries.snapshot, compiled into the binary: valid for the life of
/// the process and never written. Functions rather than the array itself, because Swift does
/// not import an array of unknown size.
const unsigned char *quiz_bundled_snapshot_bytes(void);
size_t quiz_bundled_snapshot_count(void);

#endif
