/* luno_host.h: the side of the core that a scripting host sees. The host (lua/) fills a luno_setup
 * with the card types and options a ruleset declares, and a luno_rules with callbacks that
 * run its scripts; scripts then read and change the table through the functions below.
 * Nothing here knows a card or a house rule by name. */
#ifndef LUNO_HOST_API_H
#define LUNO_HOST_API_H

#include <stddef.h>

#include <luno/luno.h>

enum {
  LUNO_MAX_SEATS = 10,
  LUNO_MAX_TYPES = 64,
  LUNO_MAX_COLORS = 8,
  LUNO_MAX_CARDS = 1024,
  LUNO_NAME_MAX = 32,
  LUNO_MAX_WINDOWS = 8,
  LUNO_MAX_ZONES = 64,    /* a zone one per seat takes one for each seat */
  LUNO_FIRST_ZONES = 24,  /* of them in setup.zones; the rest in setup.more_zones */
  LUNO_MAX_CHOICES = 96,  /* options of a LUNO_ASK_CHOICE question */
  LUNO_CHOICE_TEXT = 4096 /* bytes of their labels, each ending in its '\0' */
};

/* Piles: the draw pile, the discard pile, one hand per seat, then the ruleset's zones
 * (setup.zones: other places for cards, such as a row in the middle of the table). */
enum {
  LUNO_DRAW_PILE = 0,
  LUNO_DISCARD = 1,
  LUNO_HAND0 = 2,
  LUNO_ZONE0 = LUNO_HAND0 + LUNO_MAX_SEATS
};
#define LUNO_HAND(seat) (LUNO_HAND0 + (seat))
#define LUNO_ZONE(k) (LUNO_ZONE0 + (k))

/* A zone: a named place for cards besides the draw and discard piles, shared by the
 * table, its cards in order (bottom or first, to top or last). Face up: every seat knows
 * the cards in it; face down: nobody does. The discard pile's reshuffle leaves zones
 * alone; a new round gathers every card, from zones too. */
typedef struct luno_zone {
  char name[LUNO_NAME_MAX];
  uint8_t face_up; /* every seat knows the cards there */
  uint8_t owned;   /* a seat's own zone (one per seat: "pass@2"): its owner knows its cards;
                    * LUNO_ZONE_HIDDEN: its owner neither (a face-down stock) */
  uint8_t owner;
  uint8_t gathered; /* the discard pile's reshuffle takes its cards too (else they stay) */
} luno_zone;

/* Which script functions a card type defines; the core calls the host only for those. */
enum {
  LUNO_HOOK_PLAY = 1,     /* an effect when played */
  LUNO_HOOK_CAN_PLAY = 2, /* a question overriding the plain matching rule */
  LUNO_HOOK_FIRST = 4,    /* an effect as the round's first card */
  LUNO_HOOK_REACT = 8     /* usable out of turn by its holder at any turn decision */
};

/* Events a ruleset may hook; the core runs an event only when some script hooks it. */
typedef enum {
  LUNO_EV_ROUND_START,     /* before the deal is checked: seat is the dealer */
  LUNO_EV_TURN_START,      /* seat begins a turn (may ask, may end the turn) */
  LUNO_EV_PLAY,            /* around every play: hooks before_play and after_play */
  LUNO_EV_DRAW,            /* seat drew card on their turn */
  LUNO_EV_LEGAL,           /* a question: may the turn's options change? */
  LUNO_EV_ILLEGAL,         /* seat tried to play card against the rules */
  LUNO_EV_FIRST_CARD,      /* the flipped first card, before its own effect */
  LUNO_EV_ROUND_END,       /* seat won the round, before scoring */
  LUNO_EV_LAST_CARD,       /* a play's call (LUNO_CALL) does not match its player's cards: one
                            * card left and no call, or a call without one card left (the hand
                            * not empty). The rules judge it; a right call costs nothing */
  LUNO_EV_INSTEAD_OF_DRAW, /* seat chose to draw on its turn, and no card has moved: the
                            * rules deal what the draw gives (any number, none too); the turn
                            * then ends unless they offer a card (luno_offer_drawn) */
  LUNO_EV_TURN_END,        /* seat's turn is over (played, passed, stopped or lost), before
                            * the next seat's: bonuses due at the end of a turn (may ask) */
  LUNO_EV_ROUND_SCORED,    /* the round was scored (the totals hold it), before the match's
                            * end is judged: seat won the round, or -1 (may end the match) */
  LUNO_EV_COUNT
} luno_event;

/* Scoring: the winner takes the others' points; each hand counts against its holder; or
 * the scripts score (luno_add_points from round_end; the highest total wins). */
enum { LUNO_SCORE_WINNER_TAKES, LUNO_SCORE_PENALTY, LUNO_SCORE_SCRIPT };

/* A legality a card type declares, which the core decides itself (no script runs):
 * playable on anything; never on a turn (a reaction card); or truthfully only while its
 * player holds no card of the active color, else a bluff. */
enum { LUNO_PLAYS_MATCH, LUNO_PLAYS_ALWAYS, LUNO_PLAYS_NEVER, LUNO_PLAYS_WITHOUT_COLOR };
/* An effect a card type declares as data, which the core runs itself when no script has
 * to run around the play (no rule hooks every play, no call to judge): the same effect the
 * ruleset also keeps as a script for when one does. SKIP: the next seat loses its turn.
 * REVERSE: the direction flips; with two seats, where that changes nothing, the next
 * seat loses its turn instead. DRAW: the next seat draws effect_n cards and loses its
 * turn; DRAW_ONLY: it draws them and keeps its turn. COLOR: its player names the next
 * color among all of them (asked as a script's choose_color asks it). COLOR_DRAW and
 * COLOR_DRAW_ONLY: COLOR, then DRAW or DRAW_ONLY; where the type allows a challenge
 * (luno_type.challenge), the next seat is first asked "Challenge the <label>?" (yes or
 * no, as a script's ask_yes_no asks it), and a yes runs the LUNO_FX_CHALLENGE effect
 * instead of the draw. */
enum {
  LUNO_EFFECT_NONE,
  LUNO_EFFECT_SKIP,
  LUNO_EFFECT_REVERSE,
  LUNO_EFFECT_DRAW,
  LUNO_EFFECT_DRAW_ONLY,
  LUNO_EFFECT_COLOR,
  LUNO_EFFECT_COLOR_DRAW,
  LUNO_EFFECT_COLOR_DRAW_ONLY
};

typedef struct luno_type {
  char name[LUNO_NAME_MAX];  /* as scripts name it, e.g. "7" or "skip" */
  char label[LUNO_NAME_MAX]; /* as people read it */
  int8_t number;             /* 0..9 for a number card, -1 for a symbol */
  uint8_t colored;           /* 1: copies per color; 0: a wild, copies in all */
  uint8_t hooks;             /* LUNO_HOOK_* */
  uint8_t plays;             /* LUNO_PLAYS_*: MATCH, the plain rule (or the card's can_play) */
  uint8_t color_mask;        /* colored types: bit c if it comes in color c; 0: every color */
  uint8_t effect;            /* LUNO_EFFECT_*: declared, run by the core (then no HOOK_PLAY) */
  uint8_t effect_n;          /* the cards a DRAW effect draws */
  uint8_t challenge;         /* 1: a COLOR_DRAW effect's victim may challenge it */
  int16_t points;
  uint16_t copies;
} luno_type;

/* Everything a game is made from; with the action log it replays the game exactly. */
struct luno_setup {
  /* sizeof (luno_setup) as the program was built (luno_setup_init, luno_host_build set it):
   * a later libluno reads a smaller setup's fields and takes the rest as zero, and refuses
   * a size of 0 (not made by luno_setup_init) or one larger than it knows */
  size_t size;
  int players; /* 2..10 */
  uint64_t seed;
  int ncolors;
  char colors[LUNO_MAX_COLORS][LUNO_NAME_MAX];
  int ntypes;
  luno_type types[LUNO_MAX_TYPES];
  int hand_size, target_score, rounds, scoring, dealer_rotates;
  /* Teams: 0, every seat for itself; else team[s] (0 .. teams - 1) is seat s's. A team
   * scores as one: a round's points go to every seat of the winner's team and none come
   * from a partner's hand; the match goes to the leading team (ties: round.c). */
  int teams;
  uint8_t team[LUNO_MAX_SEATS];
  int nzones;                        /* zone k (luno_setup_zone) is pile LUNO_ZONE(k) */
  luno_zone zones[LUNO_FIRST_ZONES]; /* the first ones; more_zones holds the rest */
  int no_reshuffle; /* an empty draw pile stays empty: draws end short (option reshuffle) */
  uint32_t events;  /* bit (1u << luno_event) set when a script hooks the event */
  /* A stacked first deal, for scenarios and puzzles: after round 1's shuffle these cards
   * are put on top of the draw pile, stack[0] topmost (dealt first, to the dealer's left,
   * one card per seat in turn), then the first card flipped, then the draws. */
  int nstack;
  uint16_t stack[LUNO_MAX_CARDS];
  int first_dealer; /* the dealer of round 1 */
  /* A reaction window the core opens itself, named so, when a turn starts and after a
   * turn's draw: for every seat but the current one and the one that played the top that
   * holds a card of the top's type and color (never a wild). Empty: none. No script runs
   * for it until a seat takes it. */
  char like_top[LUNO_NAME_MAX];
  uint16_t bots; /* bit s: seat s is played by a bot (rules may treat bots apart) */
  /* What the turn's draw is called where people read it ("press" a launcher); "" for
   * "draw". Words only: the core does not read it. */
  char draw_word[LUNO_NAME_MAX];
  /* The last-card call: due when a play leaves call_at cards (0 counts as 1: UNO; DOS calls
   * at 2), judged by the LUNO_EV_LAST_CARD rules; call_word is what people say ("" for
   * "uno"). Bots call as they call UNO. */
  int call_at;
  char call_word[LUNO_NAME_MAX];
  /* A rule declares must_play: a seat that holds a card it may play (not as a bluff) may not
   * decline (draw, keep a card it drew, stop a turn of several plays). */
  int must_play;
  /* The ruleset says plays_on_top = false: no play matches the discard pile's top (DOS
   * matches its center row), so surfaces do not show it as the card to play on. Words
   * only: the core does not read it. */
  int top_out_of_play;
  /* How the round and the match end, as the rulesets declare (`ends`). hand_stays: an emptied
   * hand neither wins nor ends the round (only luno_end_round does: Skip-Bo is won by
   * emptying the stock), and hand_size may be 0. wins: who leads the match, LUNO_WINS_SCORING
   * (the highest total, the lowest under penalty scoring), LUNO_WINS_HIGHEST or
   * LUNO_WINS_LOWEST. */
  int hand_stays;
  int wins;
  /* The ruleset's discard_pile: LUNO_DISCARD_KEPT (never empty: UNO's), LUNO_DISCARD_NONE
   * (false: the game keeps none, Skip-Bo builds on zones; no first card is flipped) or
   * LUNO_DISCARD_MAY_EMPTY ("may_empty": flipped, and a script may take its last card, as
   * Phase 10 draws from it). Surfaces show no top to match unless it is kept. */
  int discard;
  /* Zones LUNO_FIRST_ZONES and up (an older setup has none: fields are only appended). */
  luno_zone more_zones[LUNO_MAX_ZONES - LUNO_FIRST_ZONES];
  /* A rule ends the match itself (the ruleset's ends.match: Phase 10's "whoever completes
   * Phase 10"), so target_score and rounds may both be 0: no total ends it. */
  int match_ends;
  /* What a play is called where people read it ("discard": Phase 10's turn ends with one), ""
   * for "play". Words only: the core does not read it. */
  char play_word[LUNO_NAME_MAX];
};
enum { LUNO_ZONE_HIDDEN = 2 }; /* luno_zone.owned: a seat's zone its owner does not know */

/* Zone k of a setup (0 .. nzones - 1), wherever it is kept. */
static inline luno_zone *luno_setup_zone_at(luno_setup *s, int k) {
  return k < LUNO_FIRST_ZONES ? &s->zones[k] : &s->more_zones[k - LUNO_FIRST_ZONES];
}
static inline const luno_zone *luno_setup_zone(const luno_setup *s, int k) {
  return k < LUNO_FIRST_ZONES ? &s->zones[k] : &s->more_zones[k - LUNO_FIRST_ZONES];
}
/* A zone's name as people read it, without whose it is: "laid/2@1" is "laid 2" (a numbered
 * pile's number after a space), "draw_pile" is "draw pile"; surfaces add the owner. */
LUNO_API void luno_zone_words(const luno_zone *z, char *out, size_t len);
enum { LUNO_WINS_SCORING, LUNO_WINS_HIGHEST, LUNO_WINS_LOWEST };
enum { LUNO_DISCARD_KEPT, LUNO_DISCARD_NONE, LUNO_DISCARD_MAY_EMPTY };

/* Readies a setup to fill: every field 0, size as given (luno_setup_init: the program's). */
LUNO_API void luno_setup_init_sized(luno_setup *s, size_t size);
static inline void luno_setup_init(luno_setup *s) { luno_setup_init_sized(s, sizeof *s); }

/* The id of a card in a game made from setup: copy (0-based) of type in color (-1 for a
 * wild type); -1 if there is no such card. Ids follow the deck's layout, type by type. */
LUNO_API int luno_card_id(const luno_setup *setup, int type, int color, int copy);

/* What the host runs for the core. */
typedef enum {
  LUNO_FX_PLAY,
  LUNO_FX_FIRST,
  LUNO_FX_EVENT,
  LUNO_FX_REACT,
  LUNO_FX_CHALLENGE /* a declared COLOR_DRAW's victim (event) challenged it: the card's script
                     * judges the challenge; arg is the color before the card (-1: none) */
} luno_fx;
/* The answers to "may this card be played?" (luno_rules.can_play). */
typedef enum { LUNO_ANSWER_NO, LUNO_ANSWER_YES, LUNO_ANSWER_BLUFF } luno_answer_kind;
typedef struct luno_effect {
  luno_fx kind;
  int seat;
  int card;  /* the card played or flipped, or -1 */
  int event; /* luno_event, for LUNO_FX_EVENT */
  int arg;   /* PLAY: the action's flags, plus LUNO_FX_LAST_CARD; REACT: the window id */
} luno_effect;

enum { LUNO_FX_LAST_CARD = 2 }; /* PLAY arg bit: the last_card event is due */

/* Results of the host's run and resume. */
enum { LUNO_DONE, LUNO_WAIT, LUNO_FAIL, LUNO_DECLARED };

/* The host's callbacks. ud is the host's own; the core never looks inside it. */
struct luno_rules {
  void *ud;
  /* Runs an effect to its end (LUNO_DONE), to a decision it asked with luno_ask
   * (LUNO_WAIT), or to an error put with luno_fail (LUNO_FAIL). For a play whose card
   * type declares its effect (luno_type.effect) it may instead run nothing and return
   * LUNO_DECLARED: no script would do more now (no hook runs around this play), so the
   * core runs the declared effect itself. */
  int (*run)(void *ud, luno_game *g, const luno_effect *e);
  /* Resumes the waiting effect with the chosen option; same results as run. */
  int (*resume)(void *ud, luno_game *g, const luno_action *answer);
  /* Forgets all per-game script state: a game starts over (new, rewind). */
  void (*reset)(void *ud, luno_game *g);
  /* The scripts' say on legality, a question (it must change nothing): for each of n
   * options of seat, cards[i] (a card, or -1 for declining to play: drawing instead, or
   * keeping a card just drawn), answers[i] holds the card's own answer (luno_answer_kind,
   * as its type declares it; LUNO_ANSWER_YES for declining) on entry and the final one on
   * return. Asked only when a card type of the list has LUNO_HOOK_CAN_PLAY or a rule hooks
   * LUNO_EV_LEGAL (and -1 is listed only then). Returns 0, or -1 after luno_fail. */
  int (*legal)(void *ud, luno_game *g, int seat, const int *cards, int n, int *answers);
  /* Optional: writes where the script of the last effect run is ("file:line"), for the
   * errors the core finds itself (a round stuck without a decision). */
  void (*where)(void *ud, const luno_game *g, char *out, int len);
  /* Optional: why the rules refuse seat's play of card now (a rule's stated reason, "a
   * draw stack is pending"), or its declining to play (a draw, a pass or a stop) when card
   * is -1, written to out; 0, or -1 when no rule gives one. Asked only to word a refusal;
   * it must change nothing. */
  int (*why)(void *ud, luno_game *g, int seat, int card, char *out, int len);
  /* Optional: a digest of the scripts' own per-game state (what luno_digest adds to the
   * table's), read between actions; it must change nothing. */
  uint64_t (*digest)(void *ud, const luno_game *g);
  /* Optional: whether some hook of event ev may run now (0: every hook of it belongs to a
   * rule that is off at the moment, as one whose `when` key is unset). Asked for
   * LUNO_EV_LEGAL at every turn: when none may run, the core lists the turn's options by
   * the cards' own rules, as if no rule hooked legality. Without it: every hook may run. */
  int (*live)(void *ud, const luno_game *g, luno_event ev);
};

/* Steps the flow may take without a decision before the round is stuck: the action that
 * started them fails ("stuck: no decision after N steps at file:line") and rolls back. */
enum { LUNO_STUCK_STEPS = 10000 };

/* A card's face is its type and color; a double-sided card also has a back (back_type
 * LUNO_NO_BACK when it has none), which luno_turn_card swaps with the face. */
enum { LUNO_NO_BACK = 255 };
typedef struct luno_card {
  uint8_t type;
  int8_t color; /* -1 for a wild */
  uint8_t pile;
  uint8_t back_type;
  uint16_t known; /* bit s: seat s knows this card */
  int8_t back_color;
  uint8_t pad;
} luno_card;

/* The table as scripts and renderers read it. */
typedef struct luno_state {
  int players, dealer, current, direction; /* direction +1 clockwise, -1 */
  int color;               /* active color index, or -1 while a wild waits for one */
  int symbol;              /* active symbol: the top card's type */
  int round, over, winner; /* winner of the match once over */
  int round_winner;        /* of the last finished round, or -1 */
  int scores[LUNO_MAX_SEATS];
  int ncards;
  int drawn; /* the card drawn this turn and still playable, or -1 */
  int again; /* 1: the seat plays again within its turn (luno_play_again): its options are
              * its legal plays and LUNO_ACT_PASS, which stops the turn; no draw */
} luno_state;

typedef struct luno_stats {
  long turns, cards_drawn, rounds;
  /* plays onto the discard pile, and cards a script moved into a zone from a hand or a zone
   * (a building pile's play, a meld) */
  long plays_by_type[LUNO_MAX_TYPES];
  long uses_by_type[LUNO_MAX_TYPES]; /* reaction cards used out of turn */
} luno_stats;

/* Reading. Pile contents run bottom to top; a hand in the order cards arrived. */
LUNO_API const luno_setup *luno_setup_of(const luno_game *g);
/* The cards a play leaves when its last-card call is due: 1 for UNO (setup.call_at). */
LUNO_API int luno_calls_at(const luno_game *g);
LUNO_API const luno_state *luno_state_of(const luno_game *g);
LUNO_API const luno_stats *luno_stats_of(const luno_game *g);
LUNO_API const luno_card *luno_card_at(const luno_game *g, int card);
LUNO_API const uint16_t *luno_pile(const luno_game *g, int pile, int *count);
/* Every pile's size, by pile (LUNO_HAND(seat) for a hand): read-only, and valid as long as
 * g is (a watcher that reads sizes after every action takes it once). */
LUNO_API const int *luno_pile_sizes(const luno_game *g);
LUNO_API int luno_top(const luno_game *g);
/* The active color as people are shown it: -1 while a colorless top card (a Wild) waits for
 * its color to be chosen, else the state's color (which keeps the old one until then). */
LUNO_API int luno_active_color(const luno_game *g);
LUNO_API int luno_next_seat(const luno_game *g, int from, int steps);
/* Seat's team (setup.team), or the seat itself when the game has no teams. */
LUNO_API int luno_team_of(const luno_game *g, int seat);
LUNO_API int luno_matches(const luno_game *g, int card); /* the plain color/symbol rule */
/* Whether a play by seat that did (called) or did not carry an UNO call leaves a call to
 * judge: one card left and no call, or a call without one card left (LUNO_EV_LAST_CARD). */
LUNO_API int luno_call_to_judge(const luno_game *g, int seat, int called);
/* The card's own answer for seat as the core decides it (its type's `plays`, else the
 * plain rule): luno_answer_kind. Scripts' can_play and legal hooks start from it. */
LUNO_API int luno_base_answer(const luno_game *g, int seat, int card);
/* The hand the last played card left, as it was just after it left (before any effect or
 * penalty changed it): what a challenge of that play judges. Valid until g next changes. */
LUNO_API const uint16_t *luno_played_hand(const luno_game *g, int *count);
/* The last card played this game (on a turn or by a script): its seat, and the active color
 * and symbol (a type) it was played on; -1 each before any play. */
LUNO_API void luno_last_play(const luno_game *g, int *seat, int *color_before, int *symbol_before);
/* The id of the last like-top window the core opened (setup.like_top), or 0. */
LUNO_API int luno_like_top_window(const luno_game *g);
/* The first card of seat's hand identical to the top (its type and color; never a wild),
 * or -1. */
LUNO_API int luno_like_top_card(const luno_game *g, int seat);
/* Whether the reaction being run was taken by seat with an UNO call (LUNO_CALL on its
 * LUNO_ACT_REACT or LUNO_ACT_USE action): a play it makes carries the call. */
LUNO_API int luno_reaction_call(const luno_game *g, int seat);

/* Changing the table, from effects only. Draws reshuffle the discard pile (top kept)
 * when the draw pile runs out; they return how many cards were really drawn. */
LUNO_API int luno_draw(luno_game *g, int seat, int n);
LUNO_API int luno_draw_one(luno_game *g, int seat); /* the card id, or -1 */
/* Moves the draw pile's top onto pile (a zone: DOS refills its row), reshuffling the
 * discard pile first when the draw pile is empty, as a draw does; the card, or -1. */
LUNO_API int luno_deal_to(luno_game *g, int pile);
LUNO_API void luno_move(luno_game *g, int card, int pile); /* onto the top of pile */
/* Puts card into pile with `below` cards above it: 0 the top, the pile's size (or more)
 * the bottom. */
LUNO_API void luno_insert(luno_game *g, int card, int pile, int below);
/* seat plays card onto the discard pile: the active color and symbol follow it (a wild
 * leaves the color as it was until its effect calls luno_set_color, so the effect can
 * still read the color it was played on), and its last card makes it go out. */
LUNO_API void luno_discard(luno_game *g, int seat, int card);
/* Turns the top of the draw pile onto the discard pile (reshuffling if needed); the active
 * color and symbol follow it, and nothing else happens. Returns the card, or -1. */
LUNO_API int luno_flip_top(luno_game *g);
LUNO_API void luno_shuffle(luno_game *g, int pile);
LUNO_API void luno_set_color(luno_game *g, int color);
LUNO_API void luno_skip(luno_game *g, int n); /* the next n seats lose their turn */
/* The rule of a forced draw (a Draw Two's victim, a penalty): seat draws n and, when it is
 * the next to play, loses that turn unless keeps_turn; another seat only draws. */
LUNO_API void luno_force_draw(luno_game *g, int seat, int n, int keeps_turn);
LUNO_API void luno_reverse(luno_game *g);
LUNO_API void luno_set_next(luno_game *g, int seat); /* seat takes the next turn, no skips */
LUNO_API void luno_turn_again(luno_game *g); /* from a draw: the seat plays its turn afresh */
/* From a play's effect: once it ends, the same seat plays again within the turn, offered
 * its legal plays and a stop (LUNO_ACT_PASS), not a draw (luno_state.again). */
LUNO_API void luno_play_again(luno_game *g);
/* Ends the round once the running effect returns, won by winner (-1: nobody; under
 * winner_takes nobody scores, under penalty every hand counts). */
LUNO_API void luno_end_round(luno_game *g, int winner);
/* Ends the match once this round is scored, won by winner (-1: the leader by totals,
 * setup.wins); called before the round's end, it ends the round too (no round winner
 * unless luno_end_round names one). */
LUNO_API void luno_end_match(luno_game *g, int winner);
/* Leaves seat out of the rest of the round: turn order, passing hands and reactions pass
 * over it, and its empty hand does not win; the last seat still in wins. Back next round. */
LUNO_API void luno_eliminate(luno_game *g, int seat);
/* Adds points (may be negative) to seat's match score: a ruleset's own scoring. */
LUNO_API void luno_add_points(luno_game *g, int seat, int points);
/* From a draw hook: card (in the current seat's hand) is the one offered to be played now,
 * instead of the card drawn by the turn's draw. */
LUNO_API void luno_offer_drawn(luno_game *g, int card);
/* Whether the turn being played is over (a script ended it, or its play was made). */
LUNO_API int luno_turn_over(const luno_game *g);
LUNO_API int luno_is_out(const luno_game *g, int seat);
LUNO_API void luno_set_current(luno_game *g, int seat); /* as if seat had just taken the turn */
LUNO_API void luno_end_turn(luno_game *g);        /* from turn_start: the seat loses this turn */
LUNO_API void luno_reflip(luno_game *g);          /* first card: back into the deck, flip again */
LUNO_API int luno_reflipping(const luno_game *g); /* whether luno_reflip was asked this flip */
LUNO_API void luno_reveal(luno_game *g, int card, uint16_t seats);
/* Gives card a back face: type (LUNO_NO_BACK: none) in color (-1 for a wild type). Faces
 * return to the deck's own when a game starts over. */
LUNO_API void luno_set_back(luno_game *g, int card, int type, int color);
/* Turns card over: its back becomes its face. When it is the top of the discard pile, the
 * active color and symbol follow the new face (-1, waiting for a color, for a wild). */
LUNO_API void luno_turn_card(luno_game *g, int card);
LUNO_API void luno_swap_hands(luno_game *g, int a, int b);
LUNO_API void luno_pass_hands(luno_game *g, int direction);
LUNO_API uint32_t luno_random(luno_game *g, uint32_t bound); /* uniform in [0, bound) */

/* Asks seat a decision for the running effect; the host then returns LUNO_WAIT. */
LUNO_API void luno_ask(luno_game *g, int seat, luno_ask_kind kind, const char *prompt,
                       const int32_t *values, int count, int optional);
/* Asks seat to choose one of n labels (LUNO_ASK_CHOICE, values 0..n-1; labels beyond
 * LUNO_MAX_CHOICES or LUNO_CHOICE_TEXT are refused with luno_fail), as luno_ask does. */
LUNO_API void luno_ask_choice(luno_game *g, int seat, const char *prompt, const char *const *labels,
                              int n, int optional);
/* Right after luno_ask or luno_ask_choice: words of the question for its seat alone
 * (luno_private_prompt), at most 255 bytes. */
LUNO_API void luno_ask_private(luno_game *g, const char *text);
/* Right after luno_ask or luno_ask_choice: the option (an index of the pending options) the
 * rule prefers, which a plain bot takes (greedy; luno_preferred_option). */
LUNO_API void luno_ask_prefer(luno_game *g, int option);
/* Right after luno_ask of a yes/no question: it is a card's challenge (a declared effect's,
 * asked by its script form), which the random bot never takes, as the core's own. */
LUNO_API void luno_ask_challenge(luno_game *g);
/* Right after luno_ask: the decider's answer (luno_set_decider), logged, when it answers
 * this seat and no log is being replayed (a replay's next action answers the question as
 * the driver's did). Returns 1 with it in *answer (the effect goes on with it), 0 when the
 * question waits for the driver (the host returns LUNO_WAIT), or -1 after luno_fail (the
 * decider gave no option, or the log could not grow). */
LUNO_API int luno_ask_now(luno_game *g, luno_action *answer);
/* Whether every question an effect could ask now would be answered at once (luno_ask_now):
 * no log is being replayed and a decider answers every seat. The host may then run an
 * effect where it cannot wait (no coroutine). */
LUNO_API int luno_answers_at_once(const luno_game *g);
/* Opens a reaction window that seats (bit s for seat s; 0xffff: every seat) may use until
 * the next turn action. Its WINDOW event is told to those seats only. */
LUNO_API int luno_open_window(luno_game *g, const char *name, int target, uint16_t seats);
/* Restricts an open window to fewer seats (bit s for seat s). */
LUNO_API void luno_window_seats(luno_game *g, int window, uint16_t seats);
LUNO_API void luno_close_window(luno_game *g, int window);
LUNO_API void luno_fail(luno_game *g, const char *message);

/* Events for renderers: the core reports what happened, as it happens. */
typedef enum {
  LUNO_LOG_ROUND,
  LUNO_LOG_DEAL,
  LUNO_LOG_FLIP,
  LUNO_LOG_TURN,
  LUNO_LOG_PLAY,
  LUNO_LOG_DRAW,
  LUNO_LOG_PASS,
  LUNO_LOG_SKIP,
  LUNO_LOG_REVERSE,
  LUNO_LOG_COLOR,
  LUNO_LOG_RESHUFFLE,
  LUNO_LOG_SCORE,
  LUNO_LOG_OVER,
  LUNO_LOG_SAY,
  LUNO_LOG_REACT,
  LUNO_LOG_SWAP,
  LUNO_LOG_PASS_HANDS,
  LUNO_LOG_REVEAL,
  LUNO_LOG_WINDOW, /* a reaction window opened: text its name, card its target, value its id */
  LUNO_LOG_ZONE    /* a card moved into a zone (value k + 1: zone k) or out of one (-(k + 1)),
                    * card the card, seat the seat whose hand is the other end, or -1 */
} luno_log_kind;
typedef struct luno_log_event {
  luno_log_kind kind;
  int seat, card, value;
  const char *text;
  const char *key; /* SAY: who speaks, as the host names it (a script file), or NULL */
} luno_log_event;
/* PLAY events carry the play's flags (LUNO_CALL) in value; REACT events carry the window's
 * name in text, its target in card and its id in value; REVEAL events the card shown, the
 * seats it is shown to in value (bit s for seat s) and the seat holding it (or -1); COLOR
 * events the color in value and, when a seat's answer to a color question chose it, that
 * seat in card (else -1: a rule set it). */
typedef void (*luno_listener)(void *ud, const luno_game *g, const luno_log_event *e);
/* Listens to a game's events. On a game with no action yet, the listener also hears how
 * it began (the opening is run again for it). */
LUNO_API void luno_listen(luno_game *g, luno_listener fn, void *ud);
/* Whether the game is being replayed (undo, rollback). */
LUNO_API int luno_replaying(const luno_game *g);
/* A script's own words; key names who speaks (the host's name for the script: what a
 * listener counts by; NULL for none). A listener hears at most LUNO_SAID_MAX bytes of them
 * an action (luno_apply), then one note that the rest was left out. */
#define LUNO_SAID_MAX ((size_t)64 << 10)
LUNO_API void luno_say(luno_game *g, int seat, const char *key, const char *text);
/* Whether a script's words would reach anyone: a listener is set and the game is not being
 * replayed. luno_say and luno_tell do nothing otherwise, so their text need not be made. */
LUNO_API int luno_listening(const luno_game *g);
/* A listener that counts who speaks only (`luno sim`'s "rules fired"): on, it hears only
 * the scripts' SAY events, their words not made for it (the text is ""), and each round's
 * SCORE (`luno sim` closes its rounds there); luno_listen turns it off.
 * luno_wants_words: whether the words would reach anyone. */
LUNO_API void luno_listen_keys_only(luno_game *g, int on);
LUNO_API int luno_wants_words(const luno_game *g);
/* Words for one seat only: a SAY event with value 1 (others are shown that a message went). */
LUNO_API void luno_tell(luno_game *g, int seat, const char *key, const char *text);

/* Who may know what (view.c). Every surface that shows a game (the REPL, luno serve and
 * so the Python package and the web table, the bots) asks these, so a seat's view is
 * decided in one place. viewer: a seat; LUNO_VIEW_PUBLIC, what every seat may see (a
 * spectator); LUNO_VIEW_ALL, everything (a referee, a debugging reveal). Open to all:
 * pile sizes, scores, turn, direction, color and the discard pile's cards. */
enum { LUNO_VIEW_ALL = -1, LUNO_VIEW_PUBLIC = -2 };
/* Whether viewer may know card's face now: in its own hand, face up, or shown to it. */
LUNO_API int luno_sees(const luno_game *g, int viewer, int card);
/* Turns g into a world seat cannot tell from it (for search bots: call on a copy): every
 * card seat has not seen (other hands, the draw pile, face-down zones) is dealt again,
 * uniformly at random (rng), among the places those cards fill; what seat knows stays (its
 * hand, the discard pile, face-up zones, cards it was shown), as do pile sizes and every
 * card's back. g's generator is seeded anew from rng: what it draws next (a script's
 * math.random, a reshuffle) is no more known in the world than in the game. Knowledge
 * stays with the place: a hand's owner knows what arrives in it. Options and the drawn
 * card of another seat's pending decision may name moved cards: determinize for the seat
 * that decides. Returns how many cards were hidden, or -1. */
LUNO_API int luno_determinize(luno_game *g, int seat, luno_rng *rng);
/* A copy of g made from luno_rules.run as g's turn_start effect begins (NULL at any other
 * time, or out of memory): where a search of the questions that effect asks starts, when
 * the turn has no decision of its own (a turn of menus). It has no decision yet: at
 * luno_resume it runs the turn_start effect again (the rules' state must be as it was at
 * the copy) and stops at its first question. */
LUNO_API luno_game *luno_copy_turn_start(const luno_game *g);
/* Runs such a copy on to its next decision: LUNO_OK, LUNO_ESCRIPT (a script failed: the
 * copy is no use), or LUNO_EILLEGAL when g is not such a copy or already ran. */
LUNO_API luno_status luno_resume(luno_game *g);
/* luno_determinize for g, a copy made at an earlier decision of the game now (to replay
 * now's later actions in it): what seat knew then or knows now stays where it was then
 * (a card since played or drawn by seat stays where it lay). -1 if now is not g's game. */
LUNO_API int luno_determinize_at(luno_game *g, const luno_game *now, int seat, luno_rng *rng);
/* Whether viewer may read the pending decision's options (it is the seat deciding). */
LUNO_API int luno_sees_options(const luno_game *g, int viewer);
/* Whether viewer may read the pending decision's reaction i (it is the seat it is open to). */
LUNO_API int luno_sees_reaction(const luno_game *g, int viewer, int i);
/* The seats (bit s: seat s) that may know event e's card and text, as it happens: a card
 * by who knows it then (a drawn card: the seat drawing), a luno_tell only its seat. Ask
 * from the listener, and keep the answer with the event for whoever reads it later. */
LUNO_API uint16_t luno_event_seen_by(const luno_game *g, const luno_log_event *e);
/* Whether viewer is among seen_by (luno_event_seen_by's answer). */
LUNO_API int luno_event_seen(const luno_game *g, int viewer, uint16_t seen_by);
/* What viewer is told of an event of kind whose seen_by was kept: nothing at all (a
 * WINDOW not open to it: that a window opened would tell what some hand holds), that it
 * happened (its seat and value, no card and no text), or all of it. Every surface's event
 * stream is filtered by this one rule. */
enum { LUNO_TOLD_NOTHING, LUNO_TOLD_FACT, LUNO_TOLD_ALL };
LUNO_API int luno_event_told(const luno_game *g, int kind, uint16_t seen_by, int viewer);
/* Whether an event of kind carries a card in its card field (PLAY, FLIP, DRAW, REVEAL),
 * whose identity only LUNO_TOLD_ALL gives; else the field is a seat (REACT and WINDOW: the
 * seat it is about) or unused. */
LUNO_API int luno_event_has_card(int kind);

#endif
