/* fuzz_json.c: libFuzzer harness for the serve JSON reader and writer: any input either
 * fails with a message or parses to a tree whose written text parses again and writes
 * back byte for byte the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "serve/json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char err[256];
  json_value *v = json_parse((const char *)data, size, err, sizeof err);
  if (!v) {
    if (strncmp(err, "bad JSON at byte ", 17)) abort();
    return 0;
  }
  json_writer a, b;
  jw_init(&a), jw_init(&b);
  jw_value(&a, v);
  json_value *again = a.failed ? NULL : json_parse(a.buf, a.len, err, sizeof err);
  if (!a.failed && !again) abort();
  if (again) {
    jw_value(&b, again);
    if (b.len != a.len || memcmp(a.buf, b.buf, a.len)) abort();
  }
  json_free(again);
  json_free(v);
  jw_free(&a), jw_free(&b);
  return 0;
}
