#include "CBundledMap.h"

// As CBundledSnapshot does for the countries: C23's #embed reads Assets/world.map and
// Assets/detailed.map at compile time, so the one copy in Assets/ is the one compiled in, and
// nothing is read at run time. The bytes sit in read-only data; nothing touches them until a
// game first shows its map (or a silhouette, for the detailed one), so `quiz ask` starts as
// it did.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char map[] = {
#embed "../../Assets/world.map" if_empty(0)
};

static const unsigned char detailed[] = {
#embed "../../Assets/detailed.map" if_empty(0)
};

const unsigned char *quiz_bundled_map_bytes(void) { return map; }

size_t quiz_bundled_map_count(void) { return sizeof(map); }

const unsigned char *quiz_detailed_map_bytes(void) { return detailed; }

size_t quiz_detailed_map_count(void) { return sizeof(detailed); }
