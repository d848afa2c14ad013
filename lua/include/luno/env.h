/* env.h: a game as a learning environment, for bindings that call libluno directly
 * (Python's ctypes): flat arguments, integer arrays, one call a step. The seats the
 * caller plays are "human" in bots; the others are the table's bots, which move inside
 * reset and step. Actions are a fixed space derived from the ruleset (luno_env_action_name
 * says each in words); observations are one seat's view, built from luno_sees alone. */
#ifndef LUNO_ENV_H
#define LUNO_ENV_H

#include <stdint.h>

#include <luno/luno.h>

typedef struct luno_env luno_env;

/* Opens a table: rules (a list, as --rules), players, bots (one name, or one per seat;
 * "human" for the caller's seats), sets ("name=value" lines, each ended by '\n', or NULL),
 * and its game (nobody moves before luno_env_reset). NULL with err. */
LUNO_API luno_env *luno_env_open(const char *rules, int players, const char *bots, const char *sets,
                                 char *err, int errlen);
LUNO_API void luno_env_close(luno_env *e);
/* The action space's size, and action a in words ("play red 7", "draw", "color blue"). */
LUNO_API int luno_env_actions(const luno_env *e);
LUNO_API int luno_env_action_name(const luno_env *e, int a, char *buf, int len);
/* Card id `card` of the game as it lies face up now: its type's name ("7", "skip") and
 * label ("Skip") into type and label, its color's index (-1: a wild) and number (-1: a
 * symbol). 0, or -1 for no such card. The deck's ids are the observation's card entries. */
LUNO_API int luno_env_card(const luno_env *e, int card, char *type, int typelen, char *label,
                           int labellen, int *color, int *number);
/* The discard pile's top card (every seat sees it), or -1 when there is none. */
LUNO_API int luno_env_top(const luno_env *e);
/* Color c's name ("red") into buf; -1 for no such color. */
LUNO_API int luno_env_color_name(const luno_env *e, int c, char *buf, int len);
/* The observation's length (the same for every seat and every step of this table). */
LUNO_API int luno_env_observation_size(const luno_env *e);
/* A new game from seed; bots move until a caller's seat decides. Both write the decision
 * as legal[0] = the deciding seat, legal[1..n] = its legal actions (ascending), and return
 * n: 0 once the match is over, -1 with err (nothing changed) on a refused action or a
 * failure. cap: legal's length (at least luno_env_actions + 1). */
LUNO_API int luno_env_reset(luno_env *e, uint64_t seed, int32_t *legal, int cap, char *err,
                            int errlen);
/* The decision now, written as reset and step write it (after luno_env_determinize). */
LUNO_API int luno_env_legal(luno_env *e, int32_t *legal, int cap);
/* Takes action a for the deciding seat (a play that leaves the last card calls it). */
LUNO_API int luno_env_step(luno_env *e, int a, int32_t *legal, int cap, char *err, int errlen);
/* seat's observation into out (cap at least luno_env_observation_size); its length. */
LUNO_API int luno_env_observe(const luno_env *e, int seat, int32_t *out, int cap);
/* Per seat, the match's result: +1 for the winner (and its team), -1 for the others, 0
 * while it is not over. Returns the number of seats. */
LUNO_API int luno_env_rewards(const luno_env *e, int32_t *out, int cap);
/* Deals again every card seat cannot see, keeping all it knows (luno_determinize): for
 * tests that seat's observation cannot tell. The number of cards dealt again, or -1. */
LUNO_API int luno_env_determinize(luno_env *e, int seat, uint64_t seed);
/* From now on, every event is kept in words as viewer is told it (a seat: "you";
 * LUNO_VIEW_PUBLIC, -2: what every seat may know; LUNO_VIEW_ALL, -1: everything), the
 * table's one narration (luno_narrate): a render. -1 for a viewer that is no seat. */
LUNO_API int luno_env_watch(luno_env *e, int viewer);
/* The words kept since the last call, a line each ('\n' after each), into out (what fits,
 * '\0'-ended), and forgets them; returns their whole length. With out NULL, only their
 * length (they stay). Nothing is kept before luno_env_watch. */
LUNO_API int luno_env_render(luno_env *e, char *out, int len);

#endif
