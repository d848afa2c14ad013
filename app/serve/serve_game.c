/* serve_game.c: the games `luno serve` runs: made from a `new` request or a save, moved by
 * the client's actions, with the bots' seats moving by themselves, and undone to before the
 * client's last action. Every change either completes or leaves the game as it was. */
#include <stdlib.h>
#include <string.h>

#include "serve.h"

enum { MAX_BOT_MOVES = 1000000 };
/* The text a game's events may hold in all (the core gives 64 KiB an action at most). */
#define SERVE_EVENT_TEXT_MAX ((size_t)32 << 20)

/* A copy of an event's text, counted against SERVE_EVENT_TEXT_MAX; past it, a note. */
static char *keep_text(serve_game *sg, const char *text) {
  if (!text) return NULL;
  size_t len = strlen(text);
  if (sg->text_bytes + len > SERVE_EVENT_TEXT_MAX)
    text = "(left out: this game's events hold 32 MiB of text)", len = strlen(text);
  char *copy = strdup(text);
  if (copy) sg->text_bytes += len;
  return copy;
}

/* Records an event the core reports (replays are not news: they are ignored). */
static void on_event(void *ud, const luno_game *g, const luno_log_event *e) {
  serve_game *sg = ud;
  if (luno_replaying(g)) return;
  if (sg->nevents == sg->cap_events) {
    int cap = sg->cap_events ? sg->cap_events * 2 : 256;
    serve_event *p = realloc(sg->events, sizeof *p * (size_t)cap);
    if (!p) return; /* out of memory: the event is lost, the game is not */
    sg->events = p, sg->cap_events = cap;
  }
  serve_event *ev = &sg->events[sg->nevents++];
  *ev = (serve_event){
      (int)e->kind, e->seat, e->card, e->value, keep_text(sg, e->text), luno_event_seen_by(g, e)};
}

/* Forgets the events after the first n. */
static void truncate_events(serve_game *sg, int n) {
  for (int i = n; i < sg->nevents; i++) {
    if (sg->events[i].text) sg->text_bytes -= strlen(sg->events[i].text);
    free(sg->events[i].text);
  }
  if (n < sg->nevents) sg->nevents = n;
}

/* Grows an int array to hold at least n items. */
static int reserve(int **items, int *cap, int n) {
  if (n <= *cap) return 0;
  int c = *cap ? *cap : 64;
  while (c < n)
    c *= 2;
  int *p = realloc(*items, sizeof *p * (size_t)c);
  if (!p) return -1;
  *items = p, *cap = c;
  return 0;
}

/* Notes how many events there are at the current log length. */
static int mark(serve_game *sg) {
  int len = luno_log_length(sg->g);
  if (reserve(&sg->marks, &sg->cap_marks, len + 1) < 0) return -1;
  sg->marks[len] = sg->nevents;
  return 0;
}

/* Applies one action (or typed answer), keeping the events in step with the log. */
int game_step(serve_game *sg, luno_action a, const char *text, char *err, int errlen) {
  luno_status st = text ? luno_answer(sg->g, a.seat, text) : luno_apply(sg->g, a);
  if (st != LUNO_OK) {
    snprintf(err, (size_t)errlen, "%s", luno_error(sg->g));
    truncate_events(sg, sg->marks[luno_log_length(sg->g)]);
    return -1;
  }
  if (mark(sg) < 0) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  return 0;
}

int game_is_bot(const serve_game *sg, int seat) {
  return seat >= 0 && seat < sg->tab.setup.players && sg->tab.seats[seat] != LUNO_SEAT_HUMAN;
}

int game_bot_step(serve_game *sg, char *err, int errlen) {
  const luno_pending *p = luno_pending_of(sg->g);
  if (p->kind == LUNO_ASK_NONE) return 0;
  luno_action a;
  if (!luno_table_bot_reaction(&sg->tab, sg->g, &a)) {
    if (!game_is_bot(sg, p->seat)) return 0;
    if (luno_table_bot_action(&sg->tab, sg->g, &a, err, errlen) < 0) return -1;
  }
  return game_step(sg, a, NULL, err, errlen) < 0 ? -1 : 1;
}

int game_run_bots(serve_game *sg, char *err, int errlen) {
  for (long n = 0; n < MAX_BOT_MOVES; n++) {
    int moved = game_bot_step(sg, err, errlen);
    if (moved <= 0) return moved;
  }
  snprintf(err, (size_t)errlen, "the bots made %d moves without reaching a person's decision",
           MAX_BOT_MOVES);
  return -1;
}

/* After a request: the bots move at once, unless the game is paced (they move by
 * game_bot_step, one at a time, as `luno web` lets them). */
static int run_bots(serve_game *sg, char *err, int errlen) {
  return sg->paced ? 0 : game_run_bots(sg, err, errlen);
}

void game_destroy(serve_game *sg) {
  if (!sg) return;
  if (sg->g) luno_free(sg->g);
  luno_table_close(&sg->tab);
  truncate_events(sg, 0);
  free(sg->events);
  free(sg->marks);
  free(sg->undo_points);
  free(sg);
}

/* Opens the table for cfg and starts its game; bots have not moved yet. */
serve_game *game_open(const luno_config *cfg, char *err, int errlen) {
  serve_game *sg = calloc(1, sizeof *sg);
  if (!sg) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  sg->cfg = *cfg;
  if (luno_table_open(&sg->tab, cfg, "human", err, errlen) < 0) return game_destroy(sg), NULL;
  sg->g = luno_new(&sg->tab.setup, luno_host_rules(sg->tab.host), err, errlen);
  if (!sg->g) return game_destroy(sg), NULL;
  luno_listen(sg->g, on_event, sg);
  luno_keep_digests(sg->g); /* so undo, rollback and load are checked */
  if (mark(sg) < 0) return snprintf(err, (size_t)errlen, "out of memory"), game_destroy(sg), NULL;
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
enum { SERVE_MAX_ITERATIONS = 20000 };

/* Whether a bot entry is one luno serve seats: human, random, a bot's name, or ismcts[:N]
 * (ismcts-open[:N] too; checked against the people below). */
static int bot_name_ok(const char *name) {
  if (!*name || strlen(name) > 60) return 0;
  for (const char *p = name; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' ||
          (!strncmp(name, "ismcts", 6) && (*p == ':' || *p == '-'))))
      return 0;
  const char *count = strchr(name, ':');
  return !count || strtol(count + 1, NULL, 10) <= SERVE_MAX_ITERATIONS;
}

/* An `ismcts-open` seat sees every hand: never at a table where people play. */
static int open_among_people(const json_value *list, int n, char *err, int errlen) {
  int people = 0, open = -1;
  for (int i = 0; i < n; i++) {
    people |= !strcmp(list[i].text, "human");
    if (!strncmp(list[i].text, "ismcts-open", 11) && open < 0) open = i;
  }
  if (!people || open < 0) return 0;
  return snprintf(err, (size_t)errlen,
                  "bots: entry %d, ismcts-open, sees every hand: not at a table with people", open),
         -1;
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
                      "bots: entry %d is not human, random, ismcts[:N] (N up to %d) or a bot's "
                      "name from rulesets/bots",
                      i, SERVE_MAX_ITERATIONS),
             -1;
    size_t used = strlen(cfg->bots);
    if (used + list[i].len + 2 > sizeof cfg->bots)
      return snprintf(err, (size_t)errlen, "bots: the list is too long"), -1;
    snprintf(cfg->bots + used, sizeof cfg->bots - used, "%s%s", i ? "," : "", list[i].text);
  }
  return open_among_people(list, n, err, errlen);
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

int game_config(const json_value *req, int by_name, luno_config *cfg, int *seat, char *err,
                int errlen) {
  return read_config(req, "new", by_name, cfg, seat, err, errlen);
}

int game_same_table(const serve_game *sg, const luno_config *c) {
  const luno_config *a = &sg->cfg;
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
  sg->cfg = *cfg;
  sg->tab = old->tab, sg->g = old->g; /* (old is left an empty shell) */
  memset(&old->tab, 0, sizeof old->tab);
  old->g = NULL;
  luno_table_reseed(&sg->tab, cfg->seed);
  luno_listen(sg->g, on_event, sg);
  if (luno_reseed(sg->g, cfg->seed) != LUNO_OK) {
    snprintf(err, (size_t)errlen, "%s", luno_error(sg->g));
    return game_destroy(sg), NULL;
  }
  luno_keep_digests(sg->g); /* (the new start's digest, as game_open keeps it) */
  if (mark(sg) < 0) return snprintf(err, (size_t)errlen, "out of memory"), game_destroy(sg), NULL;
  for (int seat = 0; seat < cfg->players; seat++)
    serve_token(sg->tokens[seat]);
  if (game_run_bots(sg, err, errlen) < 0) return game_destroy(sg), NULL;
  return sg;
}

/* Remembers the log length before a client action, for undo. */
static int push_undo(serve_game *sg) {
  if (reserve(&sg->undo_points, &sg->cap_undo, sg->nundo + 1) < 0) return -1;
  sg->undo_points[sg->nundo++] = luno_log_length(sg->g);
  return 0;
}

/* Goes back to n logged actions: the game as it was then, rebuilt apart (a table of its
 * own, the same script texts) and checked against the digests this one kept, is swapped
 * in only when it is the same game; else the game is kept as it is. The events after that
 * point go. */
static int rewind_to(serve_game *sg, int n, char *err, int errlen) {
  luno_table t;
  char why[512];
  if (luno_table_fork(&t, &sg->tab, &sg->cfg, "human", why, sizeof why) < 0)
    return snprintf(err, (size_t)errlen, "the game could not be copied: %s", why), -1;
  luno_game *g = luno_new(&t.setup, luno_host_rules(t.host), why, sizeof why);
  int same = g != NULL;
  if (g) luno_keep_digests(g);
  if (g && luno_replay_of(g, sg->g, n) != LUNO_OK)
    same = 0, snprintf(why, sizeof why, "%s", luno_error(g));
  if (!same) {
    luno_free(g);
    luno_table_close(&t);
    return snprintf(err, (size_t)errlen, "the game could not be replayed: %s", why), -1;
  }
  truncate_events(sg, n ? sg->marks[n] : 0);
  luno_listen(g, on_event, sg); /* (at the start, the opening is told again) */
  luno_free(sg->g);
  luno_table_close(&sg->tab);
  sg->tab = t, sg->g = g;
  return 0;
}

int game_apply(serve_game *sg, luno_action a, const char *text, char *err, int errlen) {
  luno_rng rngs[LUNO_MAX_SEATS];
  memcpy(rngs, sg->tab.rng, sizeof rngs);
  int before = luno_log_length(sg->g);
  if (push_undo(sg) < 0) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  if (game_step(sg, a, text, err, errlen) == 0 && run_bots(sg, err, errlen) == 0) return 0;
  sg->nundo--;
  memcpy(sg->tab.rng, rngs, sizeof rngs);
  if (luno_log_length(sg->g) != before) {
    char why[256];
    if (rewind_to(sg, before, why, sizeof why) < 0) snprintf(err, (size_t)errlen, "%s", why);
  }
  return -1;
}

int game_undo(serve_game *sg, char *err, int errlen) {
  if (sg->nundo == 0) return snprintf(err, (size_t)errlen, "nothing to undo"), -1;
  if (rewind_to(sg, sg->undo_points[sg->nundo - 1], err, errlen) < 0) return -1;
  sg->nundo--;
  return 0;
}

int game_from_save(const json_value *save, int by_name, serve_game **out, char *err, int errlen) {
  const json_value *format = json_get(save, "format");
  long long version;
  if (!format || format->kind != JSON_STRING || strcmp(format->text, "luno-serve-save") ||
      json_int(json_get(save, "version"), 1, 1, &version) < 0)
    return snprintf(err, (size_t)errlen, "load: not a luno serve save (format, version 1)"), -1;
  luno_config cfg;
  int seat;
  if (read_config(save, "load", by_name, &cfg, &seat, err, errlen) < 0) return -1;
  serve_game *sg = game_open(&cfg, err, errlen);
  if (!sg) return -1;
  if (save_restore(sg, save, err, errlen) < 0) return game_destroy(sg), -1;
  *out = sg;
  return 0;
}
