/* serve_game.c: the games `luno serve` runs: made from a `new` request or a save, moved by
 * the client's actions, with the bots' seats moving by themselves, and undone to before the
 * client's last action. Every change either completes or leaves the game as it was. */
#include <stdlib.h>
#include <string.h>

#include "serve.h"

/* Whether seat is played by a bot. */
int game_is_bot(const serve_game *sg, int seat) { return luno_session_is_bot(sg->ses, seat); }

int game_bot_step(serve_game *sg, char *err, int errlen) {
  return luno_session_bot_step(sg->ses, err, errlen);
}

int game_run_bots(serve_game *sg, char *err, int errlen) {
  return luno_session_run_bots(sg->ses, err, errlen);
}

void game_destroy(serve_game *sg) {
  if (!sg) return;
  luno_session_close(sg->ses);
  free(sg);
}

/* Opens the table for cfg and starts its game; bots have not moved yet. */
serve_game *game_open(const luno_config *cfg, int flags, char *err, int errlen) {
  serve_game *sg = calloc(1, sizeof *sg);
  if (!sg) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  /* every event kept, and undo, rollback and load checked */
  sg->ses = luno_session_open(
      cfg, "human", LUNO_SESSION_EVENTS | LUNO_SESSION_DIGESTS | LUNO_SESSION_WORDS | flags, err,
      errlen);
  sg->round_ends = (flags & LUNO_SESSION_ROUND_ENDS) != 0;
  if (!sg->ses) return game_destroy(sg), NULL;
  for (int seat = 0; seat < cfg->players; seat++)
    serve_token(sg->tokens[seat]);
  return sg;
}

void serve_token(char out[SERVE_TOKEN_LEN + 1]) {
  static const char hex[] = "0123456789abcdef";
  uint64_t bits[2] = {luno_fresh_seed(), luno_fresh_seed()};
  for (int i = 0; i < SERVE_TOKEN_LEN; i++)
    out[i] = hex[(bits[i / 16] >> (4 * (i % 16))) & 15];
  out[SERVE_TOKEN_LEN] = '\0';
}

/* Whether a and b (NUL-terminated) are the same token, in a time that does not tell how
 * much of a guess was right. */
int serve_same_token(const char *a, const char *b) {
  size_t n = strlen(a), m = strlen(b);
  unsigned diff = n != m || n != SERVE_TOKEN_LEN;
  for (size_t i = 0; i < SERVE_TOKEN_LEN && i < n && i < m; i++)
    diff |= (unsigned)(a[i] ^ b[i]);
  return diff == 0;
}

/* Whether a list of rulesets names each by name only (no path: a client of a socket may not
 * make the server read a file of its choosing). */
static int names_only(const char *rules) {
  return !strchr(rules, '/') && !strstr(rules, ".lua") && !strstr(rules, "..");
}

/* Writes an option's value (a string, number or boolean) as the text luno_host_set reads. */
static int option_text(const json_value *v, char *out, size_t len) {
  if (v->kind == JSON_STRING || v->kind == JSON_NUMBER)
    snprintf(out, len, "%s", v->text);
  else if (v->kind == JSON_BOOL)
    snprintf(out, len, "%s", v->boolean ? "true" : "false");
  else
    return -1;
  return 0;
}

/* Fills cfg's options from an object {"name": value, ...}. */
static int read_options(luno_config *cfg, const json_value *opts, char *err, int errlen) {
  if (opts->kind != JSON_OBJECT)
    return snprintf(err, (size_t)errlen, "options must be an object"), -1;
  if (opts->count > LUNO_MAX_SETS)
    return snprintf(err, (size_t)errlen, "too many options (at most %d)", LUNO_MAX_SETS), -1;
  for (int i = 0; i < opts->count; i++) {
    if (strlen(opts->keys[i]) >= sizeof cfg->sets[0][0] ||
        option_text(&opts->items[i], cfg->sets[i][1], sizeof cfg->sets[0][1]) < 0)
      return snprintf(err, (size_t)errlen, "option '%.60s' needs a short string, number or boolean",
                      opts->keys[i]),
             -1;
    snprintf(cfg->sets[i][0], sizeof cfg->sets[0][0], "%s", opts->keys[i]);
  }
  cfg->nsets = opts->count;
  return 0;
}

/* The most iterations a search bot of luno serve may take a decision: a client may not make
 * one decision take minutes of the server's time. */
enum { SERVE_MAX_ITERATIONS = 20000, SERVE_MAX_MS = 20000 };

/* Whether a bot entry is one luno serve seats: human, random, a bot's name, or ismcts[:N]
 * (ismcts-open[:N] too; checked against the people below). */
static int bot_name_ok(const char *name) {
  if (!*name || strlen(name) > 60) return 0;
  for (const char *p = name; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' ||
          (!strncmp(name, "ismcts", 6) && (*p == ':' || *p == '-' || *p == '/'))))
      return 0;
  const char *count = strchr(name, ':'), *ms = strchr(name, '/');
  long long n = 0;
  return (!count || luno_read_whole(count + 1, ms ? (size_t)(ms - count - 1) : strlen(count + 1), 1,
                                    SERVE_MAX_ITERATIONS, &n) == 0) &&
         (!ms || luno_read_whole(ms + 1, strlen(ms + 1), 1, SERVE_MAX_MS, &n) == 0);
}

/* Fills cfg's bot spec from "name" or ["name", ...] (one per seat). */
static int read_bots(luno_config *cfg, const json_value *bots, char *err, int errlen) {
  int n = bots->kind == JSON_ARRAY ? bots->count : 1;
  const json_value *list = bots->kind == JSON_ARRAY ? bots->items : bots;
  if (bots->kind != JSON_ARRAY && bots->kind != JSON_STRING)
    return snprintf(err, (size_t)errlen, "bots must be a name or a list of names"), -1;
  cfg->bots[0] = 0;
  for (int i = 0; i < n; i++) {
    if (list[i].kind != JSON_STRING || !bot_name_ok(list[i].text))
      return snprintf(err, (size_t)errlen,
                      "bots: entry %d is not human, random, ismcts[:N][/MS] (N up to %d, MS up "
                      "to %d) or a bot's name from rulesets/bots",
                      i, SERVE_MAX_ITERATIONS, SERVE_MAX_MS),
             -1;
    size_t used = strlen(cfg->bots);
    if (used + list[i].len + 2 > sizeof cfg->bots)
      return snprintf(err, (size_t)errlen, "bots: the list is too long"), -1;
    snprintf(cfg->bots + used, sizeof cfg->bots - used, "%s%s", i ? "," : "", list[i].text);
  }
  return 0; /* (an ismcts-open seat among people: refused by the table, luno_table_open) */
}

/* Reads the fields of `new` other than bots and options into cfg. */
static int read_basics(luno_config *cfg, const json_value *req, int *seat, char *err, int errlen) {
  const json_value *v;
  long long n;
  if ((v = json_get(req, "rules"))) {
    if (v->kind != JSON_STRING || !v->len || v->len >= sizeof cfg->rules)
      return snprintf(err, (size_t)errlen, "rules must be a list of rulesets like \"official\""),
             -1;
    snprintf(cfg->rules, sizeof cfg->rules, "%s", v->text);
  }
  if ((v = json_get(req, "players"))) {
    if (json_int(v, 2, LUNO_MAX_SEATS, &n) < 0)
      return snprintf(err, (size_t)errlen, "players must be 2 to %d", LUNO_MAX_SEATS), -1;
    cfg->players = (int)n;
  }
  if ((v = json_get(req, "seed")) && json_u64(v, &cfg->seed) < 0)
    return snprintf(err, (size_t)errlen, "seed must be a whole number from 0 to 2^64-1"), -1;
  cfg->has_seed = v != NULL;
  luno_config_draw_seed(cfg); /* none given: one from the system, told only to the referee */
  *seat = -1;
  if ((v = json_get(req, "seat"))) {
    if (json_int(v, 0, cfg->players - 1, &n) < 0)
      return snprintf(err, (size_t)errlen, "seat must be 0 to %d", cfg->players - 1), -1;
    *seat = (int)n;
  }
  return 0;
}

/* Reads the settings of a `new` request or a save (what, for errors) into cfg; by_name
 * refuses a path among the rules or bots (a socket's client: the server reads no file a
 * client chooses). */
static int read_config(const json_value *req, const char *what, int by_name, luno_config *cfg,
                       int *seat, char *err, int errlen) {
  luno_config_init(cfg);
  const json_value *v;
  if (read_basics(cfg, req, seat, err, errlen) < 0) return -1;
  if (by_name && !names_only(cfg->rules))
    return snprintf(err, (size_t)errlen, "%s: rules are named from the rulesets folders only",
                    what),
           -1;
  if ((v = json_get(req, "options")) && read_options(cfg, v, err, errlen) < 0) return -1;
  if ((v = json_get(req, "bots")) && read_bots(cfg, v, err, errlen) < 0) return -1;
  if (by_name && !names_only(cfg->bots))
    return snprintf(err, (size_t)errlen, "%s: bots are named from the bots folder only", what), -1;
  return 0;
}

int game_check_saved(const luno_config *cfg, int by_name, char *err, int errlen) {
  if (by_name && !names_only(cfg->rules))
    return snprintf(err, (size_t)errlen, "load: rules are named from the rulesets folders only"),
           -1;
  char list[sizeof cfg->bots];
  snprintf(list, sizeof list, "%s", cfg->bots);
  int n = 0;
  for (char *name = strtok(list, ","); name; name = strtok(NULL, ","), n++)
    if (!bot_name_ok(name) || (by_name && !names_only(name)))
      return snprintf(err, (size_t)errlen,
                      "load: bots: entry %d is not human, random, ismcts[:N][/MS] or a bot's name",
                      n),
             -1;
  return 0;
}

int game_config_of(const json_value *req, const char *what, int by_name, luno_config *cfg,
                   char *err, int errlen) {
  int seat;
  return read_config(req, what, by_name, cfg, &seat, err, errlen);
}

int game_config(const json_value *req, int by_name, luno_config *cfg, int *seat, char *err,
                int errlen) {
  return read_config(req, "new", by_name, cfg, seat, err, errlen);
}

int game_same_table(const serve_game *sg, const luno_config *c) {
  const luno_config *a = luno_session_config(sg->ses);
  if (strcmp(a->rules, c->rules) || a->players != c->players || strcmp(a->bots, c->bots) ||
      a->nsets != c->nsets || a->instructions != c->instructions || a->memory_mb != c->memory_mb ||
      strcmp(a->path, c->path) || a->has_bot_seed != c->has_bot_seed ||
      a->bot_seed != c->bot_seed || a->forget_uno != c->forget_uno)
    return 0;
  for (int i = 0; i < a->nsets; i++)
    if (strcmp(a->sets[i][0], c->sets[i][0]) || strcmp(a->sets[i][1], c->sets[i][1])) return 0;
  return 1;
}

serve_game *game_renew(serve_game *old, const luno_config *cfg, char *err, int errlen) {
  serve_game *sg = calloc(1, sizeof *sg);
  if (!sg) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  sg->ses = old->ses; /* (old is left an empty shell) */
  sg->round_ends = old->round_ends, sg->paced = old->paced;
  old->ses = NULL;
  if (luno_session_renew(sg->ses, cfg->seed, err, errlen) < 0) return game_destroy(sg), NULL;
  for (int seat = 0; seat < cfg->players; seat++)
    serve_token(sg->tokens[seat]);
  if (game_run_bots(sg, err, errlen) < 0) return game_destroy(sg), NULL;
  return sg;
}

int game_apply(serve_game *sg, long decision, luno_action a, const char *text, char *err,
               int errlen) {
  return luno_session_apply(sg->ses, decision, a, text, !sg->paced, err, errlen);
}

int game_undo(serve_game *sg, char *err, int errlen) {
  return luno_session_undo(sg->ses, err, errlen);
}
