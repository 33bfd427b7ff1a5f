#include "CBundledSnapshot.h"

// C23's #embed: the compiler reads the file itself, so the bytes never pass through a source
// literal (SwiftPM's `.embedInCode` makes one the Swift compiler takes about a minute of CPU
// to type-check), and the path is relative to this file, so the one copy in Assets/ is the
// one compiled in. Clang lists the file in its dependency output, so changing it rebuilds.
// An empty file becomes one zero byte (C has no empty arrays), which validation refuses.
// Clang accepts #embed in every C mode; only the note that it is C23 is silenced.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char snapshot[] = {
#embed "../../Assets/countries.snapshot" if_empty(0)
};

const unsigned char *quiz_bundled_snapshot_bytes(void) { return snapshot; }

size_t quiz_bundled_snapshot_count(void) { return sizeof(snapshot); }
