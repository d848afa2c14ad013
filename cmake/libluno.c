/* libluno.c: the one source of the shared library itself (its code is the whole of
 * luno_core and luno_host, linked in as whole archives by cmake/install.cmake): the
 * library's version, for programs that load it to check what they got. */
#include <luno/luno.h>

/* The version libluno was built as, e.g. "0.2.0". */
const char *luno_library_version(void) { return LUNO_VERSION; }
