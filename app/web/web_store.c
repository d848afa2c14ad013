/* web_store.c: `luno web --data DIR`: the table kept in a SQLite database (DIR/web.db) as
 * it is played, so a restart reopens it with the same links; each finished match is kept
 * in a row of its own. One row of `tables` holds the table's save (luno's one format) and
 * its tokens, written after every change; `games` holds one row per finished match. */
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "web.h"

struct web_store {
  sqlite3 *db;
  char path[512];
};

static const char *const SCHEMA =
    "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
    "CREATE TABLE IF NOT EXISTS tables(code TEXT PRIMARY KEY, host_token TEXT NOT NULL,"
    " watch_token TEXT NOT NULL, seat_tokens TEXT NOT NULL, updated INTEGER NOT NULL,"
    " save TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS games(id INTEGER PRIMARY KEY AUTOINCREMENT, code TEXT NOT NULL,"
    " finished INTEGER NOT NULL, rules TEXT NOT NULL, players INTEGER NOT NULL,"
    " winner INTEGER, save TEXT NOT NULL);";

/* The command line's table (rooms will have codes of their own). */
#define CLI_CODE "cli"

web_store *web_store_open(const char *dir, char *err, int errlen) {
  if (mkdir(dir, 0700) < 0 && errno != EEXIST)
    return snprintf(err, (size_t)errlen, "--data: cannot make %s: %s", dir, strerror(errno)), NULL;
  web_store *st = calloc(1, sizeof *st);
  if (!st) return snprintf(err, (size_t)errlen, "out of memory"), NULL;
  snprintf(st->path, sizeof st->path, "%s/web.db", dir);
  char *why = NULL;
  if (sqlite3_open_v2(st->path, &st->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
          SQLITE_OK ||
      sqlite3_busy_timeout(st->db, 2000) != SQLITE_OK ||
      sqlite3_exec(st->db, SCHEMA, NULL, NULL, &why) != SQLITE_OK) {
    snprintf(err, (size_t)errlen, "--data: %s: %s", st->path, why ? why : sqlite3_errmsg(st->db));
    sqlite3_free(why);
    web_store_close(st);
    return NULL;
  }
  return st;
}

void web_store_close(web_store *st) {
  if (!st) return;
  sqlite3_close(st->db);
  free(st);
}

const char *web_store_path(const web_store *st) { return st->path; }

/* Copies column i of row q (text) into out, or "" when it is null. */
static void column_text(sqlite3_stmt *q, int i, char *out, size_t cap) {
  const unsigned char *v = sqlite3_column_text(q, i);
  snprintf(out, cap, "%s", v ? (const char *)v : "");
}

int web_store_load(web_store *st, web_kept *k, char *err, int errlen) {
  sqlite3_stmt *q;
  memset(k, 0, sizeof *k);
  if (sqlite3_prepare_v2(
          st->db, "SELECT host_token, watch_token, seat_tokens, save FROM tables WHERE code=?", -1,
          &q, NULL) != SQLITE_OK)
    return snprintf(err, (size_t)errlen, "%s: %s", st->path, sqlite3_errmsg(st->db)), -1;
  sqlite3_bind_text(q, 1, CLI_CODE, -1, SQLITE_STATIC);
  int found = sqlite3_step(q) == SQLITE_ROW;
  if (found) {
    column_text(q, 0, k->host_token, sizeof k->host_token);
    column_text(q, 1, k->watch_token, sizeof k->watch_token);
    column_text(q, 2, k->seat_tokens, sizeof k->seat_tokens);
    const unsigned char *save = sqlite3_column_text(q, 3);
    k->save = strdup(save ? (const char *)save : "");
    if (!k->save) found = -1, snprintf(err, (size_t)errlen, "out of memory");
  }
  sqlite3_finalize(q);
  return found;
}

/* The save text of the table's game now (malloc'd), or NULL. */
static char *save_now(const serve_game *sg) {
  luno_save sv;
  if (save_of(sg, &sv) < 0) return NULL;
  char *text = luno_save_text(&sv, "a luno web table", NULL, NULL);
  luno_save_free(&sv);
  return text;
}

/* Runs statement sql with its text parameters (NULL: an integer from ints, in order). */
static int run(web_store *st, const char *sql, const char *const *texts, int n,
               const long long *ints, char *err, int errlen) {
  sqlite3_stmt *q;
  if (sqlite3_prepare_v2(st->db, sql, -1, &q, NULL) != SQLITE_OK)
    return snprintf(err, (size_t)errlen, "%s: %s", st->path, sqlite3_errmsg(st->db)), -1;
  for (int i = 0, k = 0; i < n; i++)
    if (texts[i])
      sqlite3_bind_text(q, i + 1, texts[i], -1, SQLITE_TRANSIENT);
    else
      sqlite3_bind_int64(q, i + 1, ints[k++]);
  int r = sqlite3_step(q) == SQLITE_DONE ? 0 : -1;
  if (r < 0) snprintf(err, (size_t)errlen, "%s: %s", st->path, sqlite3_errmsg(st->db));
  sqlite3_finalize(q);
  return r;
}

int web_store_keep(web_store *st, const web_table *t, char *err, int errlen) {
  char *save = save_now(t->game);
  if (!save) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  char seats[LUNO_MAX_SEATS * (SERVE_TOKEN_LEN + 1) + 1] = "";
  for (int s = 0; s < serve_cfg(t->game)->players; s++)
    snprintf(seats + strlen(seats), sizeof seats - strlen(seats), "%s%s", s ? " " : "",
             t->game->tokens[s]);
  const char *texts[] = {CLI_CODE, t->host_token, t->watch_token, seats, NULL, save};
  long long now = (long long)time(NULL);
  int r = run(st,
              "INSERT OR REPLACE INTO tables(code, host_token, watch_token, seat_tokens, updated,"
              " save) VALUES(?, ?, ?, ?, ?, ?)",
              texts, 6, &now, err, errlen);
  free(save);
  return r;
}

int web_store_finished(web_store *st, const web_table *t, char *err, int errlen) {
  char *save = save_now(t->game);
  if (!save) return snprintf(err, (size_t)errlen, "out of memory"), -1;
  const luno_state *s = luno_state_of(serve_g(t->game));
  long long ints[] = {(long long)time(NULL), s->players, s->winner};
  const char *texts[] = {CLI_CODE, NULL, serve_cfg(t->game)->rules, NULL, NULL, save};
  int r = run(st,
              "INSERT INTO games(code, finished, rules, players, winner, save)"
              " VALUES(?, ?, ?, ?, ?, ?)",
              texts, 6, ints, err, errlen);
  free(save);
  return r;
}

int web_store_games(web_store *st) {
  sqlite3_stmt *q;
  int n = -1;
  if (sqlite3_prepare_v2(st->db, "SELECT count(*) FROM games", -1, &q, NULL) != SQLITE_OK)
    return -1;
  if (sqlite3_step(q) == SQLITE_ROW) n = sqlite3_column_int(q, 0);
  sqlite3_finalize(q);
  return n;
}
