/* session.h: a table session, the one place above the core where a game at a table is
 * driven: its table (host, rulesets, seats and bots) and game; the bots moving until a
 * person must decide or may react; each decision numbered, so an answer to one that is no
 * longer pending is refused; undo to before a person's action by a checked replay; and the
 * events, kept once and told to each viewer by one rule (luno_event_told). luno serve and
 * so the web table and the Python client drive games through it; so do the Python
 * environment's and the tournament's bot loops (luno_session_bot_move). */
#ifndef LUNO_SESSION_H
#define LUNO_SESSION_H

#include <luno/table.h>

typedef struct luno_session luno_session;

/* What a session keeps besides the game (luno_session_open's flags). */
enum {
  LUNO_SESSION_EVENTS = 1,     /* keep every event, for luno_session_event */
  LUNO_SESSION_DIGESTS = 2,    /* checked undo and rollback (luno_keep_digests) */
  LUNO_SESSION_WORDS = 4,      /* each event in words for every viewer (luno_narrate) */
  LUNO_SESSION_BOTS_GO_ON = 8, /* the bots never wait for a person's reaction (a learning
                                * environment, whose agents are offered none) */
  LUNO_SESSION_ROUND_ENDS = 16 /* at each round's end the bots wait until every person has
                                * gone on (luno_session_go_on) or acted: a table people
                                * read (the web's round-end panel) */
};

/* A round's end as the session heard it (LUNO_SESSION_EVENTS): who won, each hand its
 * points were counted from (shown to everyone, as the narration tells them: every hand but
 * the winner's side's), what the round gave each seat, the scores after it, and, when the
 * match ended with it, the match's winner and by how much. */
typedef struct luno_round_end {
  int round, winner; /* the round (1 = the first); its winner, or -1 */
  int event;         /* the index of its SCORE event */
  int players;
  int counted[LUNO_MAX_SEATS];    /* 1: the seat's hand was counted, its cards below */
  int points[LUNO_MAX_SEATS];     /* what a counted hand's cards are worth */
  int gained[LUNO_MAX_SEATS];     /* the points the round gave the seat (its team) */
  int scores[LUNO_MAX_SEATS];     /* the match's scores after it */
  int first[LUNO_MAX_SEATS + 1];  /* seat s's cards: cards[first[s]] to cards[first[s+1]-1] */
  uint16_t cards[LUNO_MAX_CARDS]; /* (card ids of the game) */
  int match_winner, margin;       /* the match's winner (-1: nobody) and its lead over the
                                   * best of the other side, or -2 while the match goes on */
} luno_round_end;

/* One event as one viewer is told it. */
typedef struct luno_told {
  int kind;          /* luno_log_kind */
  int seat;          /* who acted, or -1 */
  int card;          /* the card (PLAY, FLIP, DRAW, REVEAL) when the viewer may know it, or -1 */
  int target;        /* the seat a REACT or WINDOW is about, or -1 */
  int value;         /* as the core reports it (luno_log_event) */
  int whole;         /* 1: told all of it; 0: only that it happened (no card, no text) */
  const char *text;  /* a script's words, or NULL (none, or not for this viewer) */
  const char *words; /* the event told in words to this viewer (LUNO_SESSION_WORDS), or NULL
                      * (nothing worth a line); text is valid until the session next changes,
                      * words until the next luno_session_event */
} luno_told;

/* Opens a table for c (default_bots seats the seats c->bots leaves unnamed, "human" for
 * every person) and starts its game; the bots have not moved yet. NULL with err. */
LUNO_API luno_session *luno_session_open(const luno_config *c, const char *default_bots, int flags,
                                         char *err, int errlen);
/* luno_session_open in two steps, so a game that cannot start leaves a table to ask why
 * (luno_session_traceback): the table opened, no game yet (NULL with err); then its game
 * started (0, or -1 with err: only close the session then, or start it again). */
LUNO_API luno_session *luno_session_open_table(const luno_config *c, const char *default_bots,
                                               int flags, char *err, int errlen);
LUNO_API int luno_session_start(luno_session *s, char *err, int errlen);
LUNO_API void luno_session_close(luno_session *s);
/* A session of its own holding s's game as it was after n logged actions: a table forked
 * from s's (the same script texts and bot generators), the actions replayed and checked
 * against the digests s kept (LUNO_SESSION_DIGESTS). NULL with err when it is not the same
 * game. What runs on the fork (a script's writes) never reaches s. */
LUNO_API luno_session *luno_session_fork(const luno_session *s, int n, int flags, char *err,
                                         int errlen);
/* Runs Lua text against the game as it is now, with `g` bound to it (the REPL's `lua`), on
 * a copy of the game the session keeps (a fork, checked to be the same game), so nothing
 * the code writes reaches the game: what it wrote to g.vars is put back after, and a copy
 * whose scripts' own code ran is thrown away. fn gets each result as text. 0, or -1 with
 * err (the code's error, located). */
LUNO_API int luno_session_eval(luno_session *s, const char *code, luno_line_fn fn, void *ud,
                               char *err, int errlen);
/* The traceback of the last script error on the session's table, or "". */
LUNO_API const char *luno_session_traceback(const luno_session *s);
/* A new game of the same table from seed: no script is loaded again. 0, or -1 with err
 * (the session is then closed for use: close it). */
LUNO_API int luno_session_renew(luno_session *s, uint64_t seed, char *err, int errlen);

/* Valid until the session next changes (an undo or rewind makes them anew). */
LUNO_API luno_game *luno_session_game(const luno_session *s);
LUNO_API luno_table *luno_session_table(luno_session *s);
LUNO_API const luno_config *luno_session_config(const luno_session *s);
/* Whether seat is played by a bot (not a person). */
LUNO_API int luno_session_is_bot(const luno_session *s, int seat);

/* The pending decision's number: it changes whenever the pending decision does (an action,
 * an undo, a new game; never back to an earlier number), so an answer carries the number
 * of the decision it answers, and an answer to an older one is refused. */
LUNO_API long luno_session_decision(const luno_session *s);

/* A person's action (or typed answer, when text is not NULL) for decision: refused with a
 * one-line reason when decision is not the pending one, else applied. With run set, the
 * bots then move (luno_session_run_bots); a failure of theirs takes the whole back. An
 * undo point is kept before it. 0, or -1 with err and the game as it was. */
LUNO_API int luno_session_apply(luno_session *s, long decision, luno_action a, const char *text,
                                int run, char *err, int errlen);
/* Applies an action with no decision check and no undo point (a save's actions, a driver
 * that keeps its own undo): LUNO_OK, or the core's status with err (LUNO_EILLEGAL: refused;
 * LUNO_ESCRIPT: a script failed and the game is as it was; LUNO_EBROKEN: it could not be
 * restored). */
LUNO_API luno_status luno_session_replay(luno_session *s, luno_action a, const char *text,
                                         char *err, int errlen);
/* One bot's move: 1 when a bot moved; 0 when a person decides next, when the bots wait
 * for a person's reaction (luno_session_waiting), or when the match is over; -1 with err
 * (nothing changed) when a bot or a script failed. */
LUNO_API int luno_session_bot_step(luno_session *s, char *err, int errlen);
/* Bot steps until one gives 0 (then 0) or fails (-1). */
LUNO_API int luno_session_run_bots(luno_session *s, char *err, int errlen);
/* The seats (bit s) whose reaction the bots wait for: a window that opened for a person
 * (a catch, a jump-in), not about that person, waits until they take it, let it go
 * (luno_session_go_on) or it closes. Reaction cards (held and usable at any turn) do not
 * stop the bots. */
LUNO_API uint16_t luno_session_waiting(luno_session *s);
/* seat lets the open windows go (and the round's end, LUNO_SESSION_ROUND_ENDS): the bots
 * no longer wait for it. 0, or -1 with err when decision is not the pending one. */
LUNO_API int luno_session_go_on(luno_session *s, long decision, int seat, char *err, int errlen);
/* The people (bit s) the bots wait for at a round's end (LUNO_SESSION_ROUND_ENDS): set as a
 * round is scored, a seat's bit cleared when it goes on or acts. */
LUNO_API uint16_t luno_session_round_waiting(const luno_session *s);
/* How many rounds have ended in this game, and the i-th (0 the first), or NULL. Valid
 * until the session next changes. */
LUNO_API int luno_session_rounds(const luno_session *s);
LUNO_API const luno_round_end *luno_session_round_end(const luno_session *s, int i);

/* Back to before the last person's action (its bots' moves too). 0, or -1 with err. */
LUNO_API int luno_session_undo(luno_session *s, char *err, int errlen);
/* Back to n logged actions: the game rebuilt apart (a table of its own, the same script
 * texts) and checked against the digests kept, swapped in only when it is the same game;
 * else 0 is not reached: -1 with err and the game as it was. The events after it go. */
LUNO_API int luno_session_rewind(luno_session *s, int n, char *err, int errlen);
/* The undo points (log lengths before each person's action, oldest first). */
LUNO_API int luno_session_undo_points(const luno_session *s, const int **points);
/* Puts back saved undo points: strictly ascending, each below the log's length. */
LUNO_API int luno_session_set_undo_points(luno_session *s, const int *points, int n, char *err,
                                          int errlen);

/* How many events are kept (LUNO_SESSION_EVENTS). */
LUNO_API int luno_session_nevents(const luno_session *s);
/* Event i as viewer (a seat, LUNO_VIEW_PUBLIC or LUNO_VIEW_ALL) is told it: 1 with out
 * filled, or 0 when viewer is told nothing of it. */
LUNO_API int luno_session_event(luno_session *s, int i, int viewer, luno_told *out);

/* Event e of g in words for viewer (a seat: "you"; LUNO_VIEW_PUBLIC; LUNO_VIEW_ALL), read
 * from g as it happens (call from a listener): "You draw 2: red 1, blue 5", "Seat 2 draws
 * 2 cards", a round's end with the hands counted card by card (lines apart, '\n'). What
 * the viewer may not know is left out. Returns the length written into out (0: nothing
 * worth a line, such as a turn's start). */
LUNO_API int luno_narrate(const luno_game *g, const luno_log_event *e, int viewer, char *out,
                          int len);

/* Who tells an event, to whom (luno_narrate_as): the viewer (as luno_narrate's), whether
 * the viewer's own seat is "you" (else it is named like the others), and how seats and
 * cards are named: seat_name(ud, seat) gives a seat's name ("Ann"; NULL hook: "seat N"),
 * card_label(ud, type, color, buf, len) a face's words into buf (len is 384: room for a
 * label in colors on a terminal; NULL hook: "red 7"), each valid until the next call. A
 * script's words name seats "seat N": with seat_name, they read the names too. */
typedef struct luno_narrator {
  int viewer;
  int you;
  const char *(*seat_name)(void *ud, int seat);
  const char *(*card_label)(void *ud, int type, int color, char *buf, size_t len);
  /* a card's words in a round's count, as card_label (NULL: card_label's): the REPL's
   * "b-skip", the names people type */
  const char *(*count_label)(void *ud, int type, int color, char *buf, size_t len);
  /* a color's words, as card_label (NULL: its name): the REPL paints it in itself */
  const char *(*color_label)(void *ud, int color, char *buf, size_t len);
  void *ud;
} luno_narrator;
/* Whether e, told right after before within one action, is told with it as one sentence:
 * draws of the same seat one after another (an effect drawing until a color, a card at a
 * time) read as one draw of them all ("Seat 2 draws 9 cards"): the words of a DRAW event
 * whose value is their total, told at the last. The session's words and the REPL join so. */
LUNO_API int luno_narrate_joins(const luno_log_event *before, const luno_log_event *e);
/* Event e in words as narrator n tells it (luno_narrate is the one with viewer and "you"). */
LUNO_API int luno_narrate_as(const luno_game *g, const luno_log_event *e, const luno_narrator *n,
                             char *out, int len);

#endif
