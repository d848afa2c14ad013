/* web.h: `luno web`, a table in the browser. One game (serve_game: the same engine, the
 * same views and the same rules of who may see what as `luno serve`), one person's page a
 * seat, reached by a link with the seat's token; the host's link sees every hand. Requests
 * are the serve protocol's, sent over HTTP by the page; live updates are Server-Sent
 * Events. docs/WEB.md says how to use it and what is protected. */
#ifndef LUNO_WEB_H
#define LUNO_WEB_H

#include <pthread.h>

#include "serve/serve.h"

enum { WEB_MAX_STREAMS = 4 }; /* live-update streams a token may hold open at once */
/* Who a token is, past the seats (0..): the host, the spectators. */
enum { WEB_HOST = LUNO_MAX_SEATS, WEB_WATCHER = LUNO_MAX_SEATS + 1 };

/* web_step.c: a saved game to step through (Step mode). */
typedef struct web_steps {
  luno_config cfg;
  luno_action *actions;
  char **texts;      /* per action: an answer's text, else NULL */
  int n;             /* actions in the save */
  int playable;      /* how many replay (fewer than n where one fails: a check failure) */
  int at;            /* actions applied in the game shown */
  char failure[400]; /* the action that fails, and why, or "" */
} web_steps;
/* Reads a serve save (JSON), a REPL save or a check failure's save, and replays it once
 * to check it (a save with a digest must rebuild that very game). -1 with err. */
int web_steps_load(web_steps *s, const char *path, char *err, int errlen);
void web_steps_free(web_steps *s);
/* The game at its start (no action applied), made from the save's settings. */
serve_game *web_steps_open(web_steps *s, char *err, int errlen);
/* Puts *game at action to (0..playable): forward by stepping it, back by a new game
 * replayed up to there (which replaces *game). -1 with err and *game as it was. */
int web_steps_goto(web_steps *s, serve_game **game, int to, char *err, int errlen);
/* live-update streams a token may hold open at once */

/* The one table a `luno web` serves, shared by every connection's thread: each use of
 * the game or the sessions holds lock. version counts the changes (a move, a bot's move,
 * a bot's failure); changed is broadcast at each, and when the server stops. */
typedef struct web_table {
  pthread_mutex_t lock;
  pthread_cond_t changed; /* on the monotonic clock */
  unsigned long version;
  int stopping;
  serve_game *game;                      /* owned */
  serve_session seats[LUNO_MAX_SEATS];   /* one session a seat, bound to it */
  serve_session host;                    /* the referee's view: every hand */
  char host_token[SERVE_TOKEN_LEN + 1];  /* the host's link */
  serve_session watch;                   /* a spectator's view: what every seat sees */
  char watch_token[SERVE_TOKEN_LEN + 1]; /* the spectators' link */
  int streams[WEB_WATCHER + 1];          /* open streams a seat, the host's, the spectators' */
  long pace_ms;                          /* between bots' moves; 0: they move at once */
  char bot_error[256];                   /* a bot's failure, which stops the bots */
  pthread_t bots;
  int bots_running;
  web_steps *steps;        /* Step mode: the save stepped through (then only the host's page) */
  struct web_store *store; /* --data: where the table is kept after every change, or NULL */
  int kept_over;           /* the finished match is kept (in games) */
  int store_failed;        /* a write failed (said once on stderr) */
} web_table;

/* web_store.c: `--data DIR`, the table kept in SQLite (DIR/web.db). */
typedef struct web_store web_store;
/* A kept table: its links' tokens and its save (malloc'd: free it). */
typedef struct web_kept {
  char host_token[SERVE_TOKEN_LEN + 1], watch_token[SERVE_TOKEN_LEN + 1];
  char seat_tokens[LUNO_MAX_SEATS * (SERVE_TOKEN_LEN + 1) + 1]; /* space apart */
  char *save;
} web_kept;
/* Opens (making them) DIR and its database; NULL with err. */
web_store *web_store_open(const char *dir, char *err, int errlen);
void web_store_close(web_store *st);
const char *web_store_path(const web_store *st);
/* The table kept there into k: 1, 0 when none is, -1 with err. */
int web_store_load(web_store *st, web_kept *k, char *err, int errlen);
/* Writes the table's row (its save and tokens) as it is now. 0, or -1 with err. */
int web_store_keep(web_store *st, const web_table *t, char *err, int errlen);
/* Adds a row for the table's finished match. 0, or -1 with err. */
int web_store_finished(web_store *st, const web_table *t, char *err, int errlen);
/* How many finished matches are kept, or -1. */
int web_store_games(web_store *st);

/* web_table.c */
/* Opens the table around game (taking it), bots paced by pace_ms; with steps (not
 * taken), a table in Step mode: no bot moves, the host steps. 0, or -1 with err. */
int web_table_open(web_table *t, serve_game *game, long pace_ms, web_steps *steps, char *err,
                   int errlen);
/* Stops the bots and ends every stream's wait (for good). */
void web_table_stop(web_table *t);
/* After web_table_stop and once no connection uses t: frees the game and the sessions. */
void web_table_close(web_table *t);
/* Keeps the table in its store as it is now (after opening it). */
void web_table_keep(web_table *t);
/* Which session a token is: a seat (0..), the host (WEB_HOST), a spectator (WEB_WATCHER),
 * or -1 for none. */
int web_table_who(web_table *t, const char *token);
/* Runs one protocol request for who (as web_table_who says), under the lock; reply is
 * a malloc'd JSON line. Returns the HTTP status: 200, 400 (the protocol refused it),
 * 403 (a command this page may not send). */
int web_table_request(web_table *t, int who, const char *body, size_t len, char **reply);
/* A refusal as a reply line, malloc'd: {"id":null,"ok":false,"error":why} (NULL when
 * out of memory). */
char *web_refusal(const char *why);
/* Waits (at most seconds) for a version other than seen; the version now, or 0 once the
 * server stops. news gets what a stream sends: {"version": N, "bot_error": text or null}. */
unsigned long web_table_wait(web_table *t, unsigned long seen, int seconds, char *news, size_t cap);
/* Counts a stream opened (+1) or closed (-1) for who; opening fails (-1) past
 * WEB_MAX_STREAMS for one token. */
int web_table_stream(web_table *t, int who, int delta);

/* web_http.c: serves t on the address given until a signal stops it. */
typedef struct web_server_options {
  const char *host; /* an IPv4 or IPv6 address; "127.0.0.1" by default */
  long port;        /* 0: any free port */
  const char *page; /* the folder of the page's static files */
} web_server_options;
int web_serve(web_table *t, const web_server_options *o);

/* `luno web [options]`: the exit status. */
int web_main(int argc, char **argv);

#endif
