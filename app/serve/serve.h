/* serve.h: `luno serve`, a JSON-lines protocol for programs that drive games (GUIs, bots
 * in other languages, learning experiments). docs/PROTOCOL.md is the reference. */
#ifndef LUNO_SERVE_H
#define LUNO_SERVE_H

#include <stdio.h>

#include "json.h"
#include <luno/save.h>
#include <luno/session.h>

enum { SERVE_TOKEN_LEN = 32 }; /* hex digits: 128 bits from the system's entropy */

/* One game at its table (a luno_session: bots, events, undo) and each seat's token. */
typedef struct serve_game {
  luno_session *ses;
  char tokens[LUNO_MAX_SEATS][SERVE_TOKEN_LEN + 1]; /* each seat's token, for `join` */
  int paced;      /* bots move only by game_bot_step (luno web), not after each request */
  int round_ends; /* the bots wait at a round's end for the people, whose state shows it
                   * (LUNO_SESSION_ROUND_ENDS: luno web's panel) */
} serve_game;

/* The game and its settings (valid until the session next changes). */
static inline luno_game *serve_g(const serve_game *sg) { return luno_session_game(sg->ses); }
static inline const luno_config *serve_cfg(const serve_game *sg) {
  return luno_session_config(sg->ses);
}

/* A client's session: the game (shared by a socket's connections) and what this client
 * may do. A referee may do everything (start and load games, undo, save, give penalties,
 * see every hand); a client bound to a seat sees that seat's view and acts for it alone,
 * for good: it cannot undo, load, start a game, save or bind again. Standard input's
 * client is the referee until it binds itself; a socket's connection is nobody until it
 * joins with a token (the referee's, printed when the server starts, or a seat's, which the
 * referee hands out), and may name rulesets only from the search path. */
typedef struct serve_session {
  serve_game *game;
  int bound;                 /* the seat whose view this client is held to, or -1 */
  int referee;               /* may do everything */
  int socket;                /* a socket's connection (joins with a token; rulesets by name) */
  const char *referee_token; /* the server's, for `join` (socket only) */
  const serve_game *joined;  /* the game a seat's token was of (another game unbinds) */
  json_writer out;
  char err[512];
} serve_session;

/* `luno serve [--socket PATH]`: answers requests on stdin until its end, or on a Unix
 * socket's connections (serve_net.c) for ever. Returns the exit status. */
int serve_main(int argc, char **argv);
/* serve_net.c: serves the socket at path, mode mode, for ever (2 on a setup error). */
int serve_socket(serve_session *proto, const char *path, int mode, const char *token_file);
/* A fresh token: SERVE_TOKEN_LEN hex digits from the system's entropy, into out. */
void serve_token(char out[SERVE_TOKEN_LEN + 1]);
/* Whether a and b are the same token, compared in a time that does not tell how much of a
 * guess was right. */
int serve_same_token(const char *a, const char *b);

/* Handles one request line and writes its one-line reply into s->out; -1 when it was
 * refused ("ok": false: nothing changed), else 0. */
int serve_request(serve_session *s, const char *line, size_t len);

/* serve_game.c: games, moves, bots, undo. Each returns 0, or -1 with a reason in err and
 * nothing changed. */
/* Reads a `new` request's settings into cfg (and the seat to bind to, or -1). */
int game_config(const json_value *req, int by_name, luno_config *cfg, int *seat, char *err,
                int errlen);
/* Reads the settings of an older save's object (what: the command, for errors). */
int game_config_of(const json_value *req, const char *what, int by_name, luno_config *cfg,
                   char *err, int errlen);
/* Checks a save's settings as `new` checks a request's: bots' names (and by_name: rules and
 * bots by name only), no ismcts-open at a table with people. */
int game_check_saved(const luno_config *cfg, int by_name, char *err, int errlen);
/* Whether cfg makes the same table as sg's (every setting but the seed). */
int game_same_table(const serve_game *sg, const luno_config *cfg);
/* A new game of cfg on old's table (the same settings but the seed): the scripts are not
 * loaded again, so it costs a new deal, not a new host. Takes old's table and game, which
 * leaves old an empty shell to destroy; NULL with err (the table gone with it) on a
 * failure. The game is the one game_open would make from cfg. */
serve_game *game_renew(serve_game *old, const luno_config *cfg, char *err, int errlen);
/* A game rebuilt from a save (its actions replayed and checked); by_name as game_config. */
int game_from_save(const json_value *save, int by_name, serve_game **out, char *err, int errlen);
void game_destroy(serve_game *sg);
/* A person's action for decision (luno_session_decision), or a typed answer when text is
 * not NULL; the bots move after it unless the game is paced. */
int game_apply(serve_game *sg, long decision, luno_action a, const char *text, char *err,
               int errlen);
int game_undo(serve_game *sg, char *err, int errlen);
int game_is_bot(const serve_game *sg, int seat);
/* One bot's move or reaction: 1 when a bot moved, 0 when a person decides next or the
 * match is over, -1 with err (nothing changed) when the bot or a script failed. */
int game_bot_step(serve_game *sg, char *err, int errlen);
/* Bots move until a person's decision or the match's end (0), or -1 on an error. */
int game_run_bots(serve_game *sg, char *err, int errlen);
/* Opens the table for cfg and starts its game (the bots have not moved yet); flags: more
 * of the session's (LUNO_SESSION_ROUND_ENDS), or 0. */
serve_game *game_open(const luno_config *cfg, int flags, char *err, int errlen);

/* serve_view.c: what a seat may see, written as JSON members of the open reply. viewer
 * is a seat, or -1 for the referee's view (every hand). */
void view_state(json_writer *w, const serve_game *sg, int viewer);
void view_events(json_writer *w, const serve_game *sg, int since, int viewer);
void view_card(json_writer *w, const luno_game *g, int card);
/* The rules of the table as "rules": {"rulesets", "options" (in force), "cards" (each type
 * with its script's about)}; 0, or -1 with err. The same for every viewer: nothing hidden. */
int view_rules(json_writer *w, const serve_game *sg, char *err, int errlen);
void view_action(json_writer *w, const luno_game *g, const luno_action *a, int kind, int viewer);
const char *view_act_name(int type);
int view_act_by_name(const char *name);

/* serve_save.c: a save (luno's one format, as a JSON string), and back. */
/* The save of sg (its log, digest, undo points, bots' generators); -1 out of memory. */
int save_of(const serve_game *sg, luno_save *sv);
void save_write(json_writer *w, const serve_game *sg);
/* The game a save holds, rebuilt (its actions replayed and checked); by_name as game_config;
 * flags as game_open's. */
int game_of_save(const luno_save *sv, int by_name, int flags, serve_game **out, char *err,
                 int errlen);
/* Reads a save (that string, or an older save's JSON object) into sv; by_name as
 * game_config. */
int save_read(const json_value *save, int by_name, luno_save *sv, char *err, int errlen);
/* Replays a save's actions on a game just opened from its settings (checking its digest),
 * then restores its undo points and the bots' generators. */
int save_restore(serve_game *sg, const luno_save *sv, char *err, int errlen);

#endif
