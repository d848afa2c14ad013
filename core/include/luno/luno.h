/* luno.h: the whole driver API of the luno core. A game is always either running or waiting
 * for one decision; drivers (a person at the REPL, a bot, a replay, a test) read what is
 * pending and answer it. Nothing else advances a game. Rules come in through luno_host.h. */
#ifndef LUNO_H
#define LUNO_H

#include <stdint.h>

/* What libluno exports: every function of the public headers is marked so; the rest of the
 * library is built with hidden visibility (-fvisibility=hidden). */
#if defined(__GNUC__)
#define LUNO_API __attribute__((visibility("default")))
#else
#define LUNO_API
#endif

typedef struct luno_game luno_game;
typedef struct luno_setup luno_setup; /* luno_host.h: card types, colors, options */
typedef struct luno_rules luno_rules; /* luno_host.h: the callbacks that run scripts */

/* What kind of decision is pending. */
typedef enum {
  LUNO_ASK_NONE,      /* the match is over */
  LUNO_ASK_TURN,      /* play a card, draw, or (after drawing) pass */
  LUNO_ASK_COLOR,     /* option values are color indexes */
  LUNO_ASK_PLAYER,    /* seats */
  LUNO_ASK_CARD,      /* card ids */
  LUNO_ASK_DIRECTION, /* +1 (clockwise, left) or -1 */
  LUNO_ASK_YESNO,     /* 1 yes, 0 no */
  LUNO_ASK_TEXT,      /* a typed answer: luno_answer (the one option stands for "no answer") */
  LUNO_ASK_CHOICE     /* the script's own choices: values 0..count-1, luno_choice_label */
} luno_ask_kind;

/* What an action does. A decision's options are actions of the deciding seat. */
typedef enum {
  LUNO_ACT_PLAY,    /* value: card id; flags may hold LUNO_CALL */
  LUNO_ACT_DRAW,    /* draw one card on a turn */
  LUNO_ACT_PASS,    /* keep the drawn card, end the turn */
  LUNO_ACT_CHOOSE,  /* value: the chosen color, seat, card, direction or yes/no */
  LUNO_ACT_DECLINE, /* an optional choice left unmade */
  LUNO_ACT_REACT,   /* out of turn: value is an open window's id */
  LUNO_ACT_PENALTY, /* referee: seat draws value cards */
  LUNO_ACT_USE,     /* out of turn: value is a reaction card in the seat's hand */
  LUNO_ACT_ANSWER   /* value: a text kept by luno_answer, or -1 for no answer */
} luno_act;

enum { LUNO_CALL = 1 };  /* action flag: the player calls their last card ("UNO") */
enum { LUNO_BLUFF = 1 }; /* option flag: allowed, but against the rules if challenged */

typedef struct luno_action {
  uint8_t type; /* luno_act */
  int8_t seat;
  uint8_t flags;
  uint8_t pad; /* always 0: no hidden padding, so logs compare and hash byte for byte */
  int32_t value;
} luno_action;

/* A reaction open to a seat other than (or besides) the one deciding: an open window
 * (answer LUNO_ACT_REACT with its id) or a reaction card (answer LUNO_ACT_USE with it). */
typedef struct luno_reaction {
  int8_t seat;
  int32_t window;   /* the window's id, or -1 for a card */
  const char *name; /* the window's name, or the card type's */
  int8_t target;    /* the seat it is about, or -1 */
  int32_t card;     /* the reaction card, or -1 for a window */
} luno_reaction;

/* The decision the game waits for. Pointers stay valid until the next luno_apply. */
typedef struct luno_pending {
  luno_ask_kind kind;
  int seat;
  const char *prompt; /* the script's words, or NULL */
  int count;
  const luno_action *options;
  int nreactions;
  const luno_reaction *reactions;
} luno_pending;

/* The label of the pending LUNO_ASK_CHOICE decision's option i (its value), or NULL: valid
 * until the next luno_apply. */
LUNO_API const char *luno_choice_label(const luno_game *g, int i);
/* The pending question's words for its seat alone (what it holds, say), or NULL: shown
 * only where luno_sees_options(g, viewer); prompt is the part every seat is shown. */
LUNO_API const char *luno_private_prompt(const luno_game *g);
/* The option of the pending question its rule prefers (the answer a plain bot gives:
 * greedy), or -1 for none. */
LUNO_API int luno_preferred_option(const luno_game *g);
/* Whether the pending yes/no question is a card's challenge (yes challenges it: the Wild
 * Draw Four's), not a rule's own question. */
LUNO_API int luno_asks_challenge(const luno_game *g);

/* Results of luno_new and luno_apply. */
typedef enum {
  LUNO_OK,
  LUNO_EILLEGAL, /* the action was refused: not one of the options; game unchanged */
  LUNO_ESCRIPT,  /* a script failed; the game was restored to before the action */
  LUNO_EBROKEN   /* a script failed and the game could not be restored */
} luno_status;

/* Creates a game and runs it to the first decision. setup is copied; rules is kept and
 * must outlive the game. On failure returns NULL and puts a message in err. */
LUNO_API luno_game *luno_new(const luno_setup *setup, const luno_rules *rules, char *err,
                             int errlen);
LUNO_API void luno_free(luno_game *g);
/* A copy of g at its decision that plays on by itself (search bots' simulations): NULL
 * while an effect waits for an answer, after a failure, or out of memory. The rules are
 * shared: a host's own per-game state is its to keep apart. */
LUNO_API luno_game *luno_copy(const luno_game *g);
/* Starts a new game of the same setup and rules from seed, reusing g's memory (many games
 * in a row: sim, bench); what luno_new would make. A listener keeps listening. */
LUNO_API luno_status luno_reseed(luno_game *g, uint64_t seed);

/* The decision the game waits for (kind LUNO_ASK_NONE once the match is over). */
LUNO_API const luno_pending *luno_pending_of(const luno_game *g);
/* Answers it with a, one of its options (or a reaction open to another seat), and runs the
 * game to its next decision: LUNO_OK, or why not (the game as it was, luno_error says). */
LUNO_API luno_status luno_apply(luno_game *g, luno_action a);
LUNO_API const char *luno_error(const luno_game *g); /* why the last call failed */
/* Answers a LUNO_ASK_TEXT decision with text (kept with the log, at most 255 bytes). */
LUNO_API luno_status luno_answer(luno_game *g, int seat, const char *text);
LUNO_API const char *luno_answer_text(const luno_game *g, int index); /* "" for -1 or unknown */

/* The action log, for save, undo and replay. */
LUNO_API int luno_log_length(const luno_game *g);
LUNO_API const luno_action *luno_log(const luno_game *g);
/* Starts over from the seed and re-applies the first n logged actions (undo is n-1). */
LUNO_API luno_status luno_rewind(luno_game *g, int n);

/* Every card in exactly one place, counts consistent, seats valid. 0 if sound, else -1
 * with the first failure in msg. */
LUNO_API int luno_check(const luno_game *g, char *msg, int msglen);
LUNO_API uint64_t luno_hash(const luno_game *g); /* a digest of the whole table, for replay tests */
/* luno_hash and the scripts' per-game state (luno_rules.digest): what a restore must give
 * back. Never 0. */
LUNO_API uint64_t luno_digest(const luno_game *g);
/* What luno_digest digests, quicker to take (another number: compare it with itself). */
LUNO_API uint64_t luno_step_digest(const luno_game *g);
/* Checked restores. From now on g keeps its luno_step_digest after every action (its
 * start's too, when called before the first), and luno_rewind compares the replayed game
 * with them action by action: a replay that gives another game stops with LUNO_EBROKEN and
 * says at which action. Costs a digest an action (people's games, servers; not sims). */
LUNO_API void luno_keep_digests(luno_game *g);
/* The step digest kept when the log held n actions, or 0 when none was kept there. */
LUNO_API uint64_t luno_digest_at(const luno_game *g, int n);
/* Replays from's first n actions (and the answers they refer to) into g, a game just made
 * with from's setup and rules (another host: a fork), comparing each step with the
 * digests from kept. LUNO_OK when it is the same game; else LUNO_EBROKEN, the reason in
 * luno_error(g), and from untouched either way: a caller swaps g in only when it is OK. */
LUNO_API luno_status luno_replay_of(luno_game *g, const luno_game *from, int n);

/* Optional: a decider answers the questions effects ask of the seats in `seats` (bit s
 * for seat s) where they are asked, instead of leaving them pending for the driver: a sim's
 * bots. It writes the pending decision's answer into out and returns 1, or returns 0 to
 * leave it to the driver. Its answers are logged as actions, as luno_apply's are, so a
 * replay or rewind applies them like any other (the decider is not asked again). Turn
 * decisions always go to the driver. When seats holds every seat, effects run without a
 * way to wait, so the decider must then answer every question: one it leaves fails the
 * action (rolled back). fn NULL: none (the default); kept by luno_reseed. */
typedef int (*luno_decider)(void *ud, const luno_game *g, luno_action *out);
LUNO_API void luno_set_decider(luno_game *g, luno_decider fn, void *ud, uint16_t seats);

/* A bot's own random generator (xoshiro256**), apart from the game's: replaying a log
 * never asks the bots again, so their draws must not touch the game's stream. */
typedef struct luno_rng {
  uint64_t s[4];
} luno_rng;
LUNO_API void luno_seed(luno_rng *r, uint64_t seed);
LUNO_API uint32_t luno_rng_below(luno_rng *r, uint32_t bound); /* uniform in [0, bound) */
LUNO_API double luno_rng_unit(luno_rng *r);                    /* uniform in [0, 1) */

/* Picks an action for the pending decision the way the built-in random bot does. */
LUNO_API luno_action luno_random_bot(const luno_game *g, luno_rng *r);

/* The version libluno was built as, e.g. "0.2.0". */
LUNO_API const char *luno_library_version(void);

#endif
