/* fuzz_serve.c: libFuzzer harness for `luno serve`: a fresh session starts a small game,
 * then every line of the input is a request. Whatever the lines, each reply must be one
 * line of valid JSON with "ok", and the game must stay sound (luno_check). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Checks a reply: valid JSON, an object with a boolean "ok", no new line inside. */
static void check_reply(const serve_session *s) {
  char err[256];
  json_value *v = json_parse(s->out.buf, s->out.len, err, sizeof err);
  const json_value *ok = json_get(v, "ok");
  if (!v || !ok || ok->kind != JSON_BOOL || memchr(s->out.buf, '\n', s->out.len)) abort();
  json_free(v);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const char start[] = "{\"cmd\":\"new\",\"players\":3,\"seed\":7,"
                              "\"bots\":[\"human\",\"random\",\"human\"]}";
  serve_session s = {.game = NULL, .bound = -1};
  jw_init(&s.out);
  serve_request(&s, start, strlen(start));
  const char *p = (const char *)data, *end = p + size;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    serve_request(&s, p, n);
    check_reply(&s);
    char msg[256];
    if (s.game && luno_check(serve_g(s.game), msg, sizeof msg) < 0) abort();
    p += n + 1;
  }
  game_destroy(s.game);
  jw_free(&s.out);
  return 0;
}
