#ifndef QUIZ_CBUNDLED_MAP_H
#define QUIZ_CBUNDLED_MAP_H

#include <stddef.h>

/// The bytes of Assets/world.map (made by make-map from Natural Earth), compiled into the
/// binary: valid for the life of the process and never written.
const unsigned char *quiz_bundled_map_bytes(void);
size_t quiz_bundled_map_count(void);

/// The bytes of Assets/detailed.map (each country's 1:10m outline, made by make-map), as
/// above.
const unsigned char *quiz_detailed_map_bytes(void);
size_t quiz_detailed_map_count(void);

#endif
