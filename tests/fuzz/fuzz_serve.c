/* fuzz_serve.c: the input is lines of `luno serve` requests on a three-seat game, each sent
 * by the referee or, when the line starts with '>', by a socket client bound to seat 0 (the
 * rest of the line). Nothing may crash; a refused request leaves the game as it was (same
 * luno_hash, sound luno_check); the seat client never gains the referee's rights nor
 * another seat, whatever it sends. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "serve/serve.h"

enum { MAX_REQUESTS = 64 };

static const char start[] = "{\"cmd\":\"new\",\"rules\":\"official\",\"seed\":7,\"players\":3,"
                            "\"bots\":[\"human\",\"random\",\"human\"]}";

/* The game's digest, or 0 without a game. */
static uint64_t digest(const serve_game *sg) { return sg && sg->ses ? luno_hash(serve_g(sg)) : 0; }

/* Sends one request as s over the shared game (as serve_net.c's answer does); aborts when a
 * refusal changed the game or the game is unsound. */
static void send_request(serve_session *s, serve_game **game, const char *line, size_t len) {
  s->game = *game;
  if (s->bound >= 0 && s->joined != *game) s->bound = -1;
  uint64_t before = digest(*game);
  const serve_game *was = *game;
  int refused = serve_request(s, line, len) < 0;
  *game = s->game;
  if (refused && (*game != was || digest(*game) != before)) abort();
  char msg[256];
  if (*game && (*game)->ses && luno_check(serve_g(*game), msg, sizeof msg) < 0) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 65536) return 0;
  serve_session ref = {.bound = -1, .referee = 1}, seat = {.bound = 0, .socket = 1};
  static char referee_token[SERVE_TOKEN_LEN + 1];
  if (!referee_token[0]) serve_token(referee_token); /* as a server draws it: not guessable */
  seat.referee_token = referee_token;
  jw_init(&ref.out), jw_init(&seat.out);
  serve_game *game = NULL;
  send_request(&ref, &game, start, sizeof start - 1);
  if (!game) abort();
  seat.joined = game;
  const char *p = (const char *)data, *end = p + size;
  for (int n = 0; p < end && n < MAX_REQUESTS; n++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
    if (len > 0 && p[0] == '>') {
      send_request(&seat, &game, p + 1, len - 1);
      if (seat.referee || (seat.bound != 0 && seat.bound != -1)) abort();
    } else if (len > 0)
      send_request(&ref, &game, p, len);
    p += len + (nl != NULL);
  }
  game_destroy(game);
  jw_free(&ref.out), jw_free(&seat.out);
  return 0;
}
