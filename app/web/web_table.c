/* web_table.c: the game a `luno web` serves, shared by the connections' threads: requests
 * run one at a time under the table's lock through serve's own protocol code (so a page
 * gets exactly what a `serve` client bound to its seat would), and a thread of its own
 * moves the bots at a pace people can follow. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "web.h"

/* Which commands a page may send: a seat's page plays its seat; the host's only looks. */
static const char *const seat_commands[] = {"state",    "events", "apply", "answer",
                                            "continue", "rules",  "again", NULL};
static const char *const host_commands[] = {"state", "events", "save", "step", "rules", NULL};
static const char *const watch_commands[] = {"state", "events", "rules", NULL};

int web_table_who(web_table *t, const char *token) {
  if (!token) return -1;
  if (serve_same_token(token, t->host_token)) return WEB_HOST;
  if (!t->steps && serve_same_token(token, t->watch_token)) return WEB_WATCHER;
  for (int seat = 0; !t->steps && seat < serve_cfg(t->game)->players; seat++)
    if (serve_same_token(token, t->game->tokens[seat])) return seat;
  return -1;
}

/* Keeps the table in its store (--data) as it is now, and a finished match once; a write
 * that fails is said once and the game goes on. Holds the lock. */
static void keep(web_table *t) {
  char err[300];
  if (!t->store || t->steps) return;
  int r = web_store_keep(t->store, t, err, sizeof err);
  if (r == 0 && luno_state_of(serve_g(t->game))->over && !t->kept_over)
    r = web_store_finished(t->store, t, err, sizeof err), t->kept_over = r == 0;
  if (r < 0 && !t->store_failed)
    fprintf(stderr, "luno web: the table could not be kept: %s\n", err);
  t->store_failed |= r < 0;
}

/* Marks a change (kept in the store first) and wakes whoever waits for one. Holds the
 * lock. */
static void changed(web_table *t) {
  keep(t);
  t->version++;
  pthread_cond_broadcast(&t->changed);
}

void web_table_keep(web_table *t) {
  pthread_mutex_lock(&t->lock);
  keep(t);
  pthread_mutex_unlock(&t->lock);
}

/* The monotonic time ms milliseconds from now. */
static struct timespec after_ms(long ms) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  ts.tv_sec += ms / 1000;
  ts.tv_nsec += (ms % 1000) * 1000000L;
  if (ts.tv_nsec >= 1000000000L) ts.tv_sec++, ts.tv_nsec -= 1000000000L;
  return ts;
}

/* The bots' thread: after each change it lets pace_ms pass (so people see the last move),
 * then moves one bot; when a person must decide, it sleeps until someone acts. A bot's
 * failure stops the bots and is shown on every page. */
static void *bots_loop(void *arg) {
  web_table *t = arg;
  pthread_mutex_lock(&t->lock);
  while (!t->stopping) {
    struct timespec deadline = after_ms(t->pace_ms);
    unsigned long seen = t->version;
    while (!t->stopping && t->version == seen &&
           pthread_cond_timedwait(&t->changed, &t->lock, &deadline) != ETIMEDOUT) {
    }
    if (t->stopping || t->version != seen) continue; /* someone moved: wait afresh */
    int moved = game_bot_step(t->game, t->bot_error, sizeof t->bot_error);
    if (moved > 0) {
      changed(t);
      continue;
    }
    if (moved < 0) changed(t);
    seen = t->version;
    while (!t->stopping && (t->version == seen || t->bot_error[0]))
      pthread_cond_wait(&t->changed, &t->lock);
  }
  pthread_mutex_unlock(&t->lock);
  return NULL;
}

/* A seat's session: bound to it for good, like a socket's client that joined. */
static void bind_session(serve_session *s, serve_game *game, int seat) {
  memset(s, 0, sizeof *s);
  s->game = game, s->bound = seat, s->socket = 1, s->joined = game;
  s->referee = seat < 0;
  jw_init(&s->out);
}

int web_table_open(web_table *t, serve_game *game, long pace_ms, web_steps *steps, char *err,
                   int errlen) {
  memset(t, 0, sizeof *t);
  pthread_condattr_t attr;
  pthread_condattr_init(&attr);
  pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
  pthread_cond_init(&t->changed, &attr);
  pthread_condattr_destroy(&attr);
  pthread_mutex_init(&t->lock, NULL);
  t->game = game, t->pace_ms = pace_ms, t->version = 1, t->steps = steps;
  game->paced = pace_ms > 0 || steps;
  for (int seat = 0; seat < serve_cfg(game)->players; seat++)
    bind_session(&t->seats[seat], game, seat);
  bind_session(&t->host, game, -1);
  bind_session(&t->watch, game, LUNO_VIEW_PUBLIC);
  t->watch.referee = 0;
  serve_token(t->host_token);
  serve_token(t->watch_token);
  if (!game->paced && game_run_bots(game, err, errlen) < 0) return -1;
  if (game->paced && !steps && pthread_create(&t->bots, NULL, bots_loop, t) != 0)
    return snprintf(err, (size_t)errlen, "could not start the bots' thread"), -1;
  t->bots_running = game->paced && !steps;
  return 0;
}

void web_table_stop(web_table *t) {
  pthread_mutex_lock(&t->lock);
  t->stopping = 1;
  pthread_cond_broadcast(&t->changed);
  pthread_mutex_unlock(&t->lock);
  if (t->bots_running) pthread_join(t->bots, NULL);
  t->bots_running = 0;
}

void web_table_close(web_table *t) {
  for (int seat = 0; seat < LUNO_MAX_SEATS; seat++)
    jw_free(&t->seats[seat].out);
  jw_free(&t->host.out);
  jw_free(&t->watch.out);
  game_destroy(t->game);
  t->game = NULL;
}

char *web_refusal(const char *why) {
  json_writer w;
  jw_init(&w);
  jw_object(&w);
  jw_lit(&w, "id"), jw_null(&w);
  jw_lit(&w, "ok"), jw_bool(&w, 0);
  jw_lit(&w, "error"), jw_string(&w, why);
  jw_end_object(&w);
  char *line = w.failed ? NULL : strdup(w.buf);
  jw_free(&w);
  return line;
}

/* The request's "cmd" if who may send it, else NULL with why. Bad JSON, or no "cmd",
 * passes: serve_request says what is wrong with it. */
static const char *allowed(int who, const json_value *req, char *why, int whylen) {
  const json_value *cmd = json_get(req, "cmd");
  if (!req || !cmd || cmd->kind != JSON_STRING) return "";
  const char *const *list = who == WEB_HOST      ? host_commands
                            : who == WEB_WATCHER ? watch_commands
                                                 : seat_commands;
  for (int i = 0; list[i]; i++)
    if (!strcmp(cmd->text, list[i])) return list[i];
  char names[160] = "";
  for (int i = 0; list[i]; i++)
    snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s", i ? ", " : "", list[i]);
  snprintf(why, (size_t)whylen, "'%.40s' is not a command of this page (%s may send %s)", cmd->text,
           who == WEB_HOST      ? "the host's page"
           : who == WEB_WATCHER ? "a spectator's page"
                                : "a seat's page",
           names);
  return NULL;
}

/* `step` (the host, in Step mode): {"cmd": "step", "to": N} shows the game at action N;
 * without "to" it tells where it is. Writes the reply: "saved" (true), "at", "length",
 * "playable", "failure" (or null) and "hash" (the game's luno_digest); at a table that is
 * not a saved game, "saved": false alone (the host's page asks it once, to know which page
 * to be), and a "to" is refused. Holds the lock. */
static int cmd_step(web_table *t, const json_value *req, json_writer *w, char *why, int whylen) {
  const json_value *to = json_get(req, "to");
  long long n = t->steps ? t->steps->at : 0;
  if (!t->steps && !to) return jw_lit(w, "saved"), jw_bool(w, 0), 0;
  if (!t->steps) return snprintf(why, (size_t)whylen, "step: this table is not a saved game"), -1;
  if (to && json_int(to, 0, t->steps->playable, &n) < 0)
    return snprintf(why, (size_t)whylen, "step: \"to\" is an action from 0 to %d",
                    t->steps->playable),
           -1;
  if (to && web_steps_goto(t->steps, &t->game, (int)n, why, whylen) < 0) return -1;
  t->host.game = t->game, t->host.joined = t->game;
  if (to) changed(t);
  jw_lit(w, "saved"), jw_bool(w, 1);
  jw_lit(w, "at"), jw_int(w, t->steps->at);
  jw_lit(w, "length"), jw_int(w, t->steps->n);
  jw_lit(w, "playable"), jw_int(w, t->steps->playable);
  jw_lit(w, "failure");
  if (t->steps->failure[0])
    jw_string(w, t->steps->failure);
  else
    jw_null(w);
  char hash[17];
  snprintf(hash, sizeof hash, "%016llx", (unsigned long long)luno_digest(serve_g(t->game)));
  jw_lit(w, "hash"), jw_string(w, hash);
  return 0;
}

/* `again` (a seat's page, once the match is over): a new match at the same table, the same
 * seats, bots and links, from a fresh seed; the bots' thread starts it. Holds the lock. */
static int cmd_again(web_table *t, char *why, int whylen) {
  if (t->steps) return snprintf(why, (size_t)whylen, "again: this table is a saved game"), -1;
  if (!luno_state_of(serve_g(t->game))->over)
    return snprintf(why, (size_t)whylen, "again: the match is not over yet"), -1;
  if (luno_session_renew(t->game->ses, luno_fresh_seed(), why, whylen) < 0) return -1;
  t->kept_over = 0;
  if (!t->game->paced && game_run_bots(t->game, why, whylen) < 0) return -1;
  changed(t);
  return 0;
}

/* Runs `step` (or `again`), the page's own commands: the reply line, and whether it was
 * refused. */
static int run_step(web_table *t, const json_value *req, char **reply) {
  json_writer w;
  char why[400];
  jw_init(&w);
  jw_object(&w);
  jw_lit(&w, "id");
  if (json_get(req, "id"))
    jw_value(&w, json_get(req, "id"));
  else
    jw_null(&w);
  jw_lit(&w, "ok"), jw_bool(&w, 1);
  pthread_mutex_lock(&t->lock);
  int refused = json_get(req, "cmd") && !strcmp(json_get(req, "cmd")->text, "again")
                    ? cmd_again(t, why, sizeof why) < 0
                    : cmd_step(t, req, &w, why, sizeof why) < 0;
  pthread_mutex_unlock(&t->lock);
  jw_end_object(&w);
  *reply = refused ? web_refusal(why) : w.failed ? NULL : strdup(w.buf);
  jw_free(&w);
  return refused;
}

int web_table_request(web_table *t, int who, const char *body, size_t len, char **reply) {
  char why[256];
  json_value *req = json_parse(body, len, why, sizeof why);
  const char *cmd = allowed(who, req, why, sizeof why);
  if (!cmd) return json_free(req), *reply = web_refusal(why), 403;
  if (!strcmp(cmd, "step") || !strcmp(cmd, "again")) {
    int refused = run_step(t, req, reply);
    json_free(req);
    return refused ? 400 : 200;
  }
  json_free(req);
  pthread_mutex_lock(&t->lock);
  serve_session *s = who == WEB_HOST ? &t->host : who == WEB_WATCHER ? &t->watch : &t->seats[who];
  long decision = luno_session_decision(t->game->ses);
  int refused = serve_request(s, body, len) < 0;
  /* a move, or a person letting the reactions go: the bots' thread looks again */
  if (luno_session_decision(t->game->ses) != decision || (!refused && !strcmp(cmd, "continue")))
    changed(t);
  *reply = s->out.failed ? NULL : strdup(s->out.buf);
  pthread_mutex_unlock(&t->lock);
  return refused ? 400 : 200;
}

/* What a stream sends of the table now. Holds the lock. */
static void write_news(web_table *t, char *news, size_t cap) {
  json_writer w;
  jw_init(&w);
  jw_object(&w);
  jw_lit(&w, "version"), jw_u64(&w, t->version);
  jw_lit(&w, "bot_error");
  if (t->bot_error[0])
    jw_string(&w, t->bot_error);
  else
    jw_null(&w);
  jw_end_object(&w);
  snprintf(news, cap, "%s", w.failed ? "{}" : w.buf);
  jw_free(&w);
}

unsigned long web_table_wait(web_table *t, unsigned long seen, int seconds, char *news,
                             size_t cap) {
  pthread_mutex_lock(&t->lock);
  struct timespec deadline = after_ms(seconds * 1000L);
  while (!t->stopping && t->version == seen)
    if (pthread_cond_timedwait(&t->changed, &t->lock, &deadline) == ETIMEDOUT) break;
  unsigned long v = t->stopping ? 0 : t->version;
  write_news(t, news, cap);
  pthread_mutex_unlock(&t->lock);
  return v;
}

int web_table_stream(web_table *t, int who, int delta) {
  int slot = who, ok = 1;
  pthread_mutex_lock(&t->lock);
  if (delta > 0 && t->streams[slot] >= WEB_MAX_STREAMS)
    ok = 0;
  else
    t->streams[slot] += delta;
  pthread_mutex_unlock(&t->lock);
  return ok ? 0 : -1;
}
