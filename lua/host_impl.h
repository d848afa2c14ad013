/* host_impl.h: the host's private record, shared by the files of lua/ only. */
#ifndef LUNO_HOST_IMPL_H
#define LUNO_HOST_IMPL_H

#include <lua.h>
#include <time.h>

#include "sandbox.h"
#include <luno/host.h>
#include <luno/luno_host.h>

enum { HOST_POOL = 8, HOST_MAX_BOTS = 16, HOST_MAX_STEPS = 96 };
enum { HOST_PROMPTS = 16, HOST_PROMPT_LEN = 128 };
enum { HOST_SPEAKERS = 32, HOST_SPEAKER_LEN = 64 };
enum { HOST_MAX_LEGAL = 32, LEGAL_ALWAYS = -1, LEGAL_BY_KEY = -2 };
enum { HOST_EV_HOOKS = 8 };    /* the most hooks of an event the host may run directly */
enum { HOST_PLAY_HOOKS = 16 }; /* the most play hooks the host may run itself (plays.c) */

/* A play hook the host runs itself (plays.c): its function (a registry ref), its list
 * (PLAY_BEFORE, PLAY_LAST_CARD, PLAY_AFTER), its `when` key's bit (-1: none) and the card
 * types it runs for (its rule's `cards`), a bit per type. */
enum { PLAY_BEFORE, PLAY_LAST_CARD, PLAY_AFTER };
typedef struct play_hook {
  int fn;
  int8_t list, gate;
  uint64_t types;
} play_hook;

/* A prompt as shown (host_show_text), kept for the Lua string it came from: a question
 * asked again with the same string is not copied again. The string is anchored in the
 * registry (ref_prompts) while it is here, so its address names that text alone. */
typedef struct host_prompt {
  const char *src;
  char text[HOST_PROMPT_LEN];
} host_prompt;

/* Who speaks when a script function says something (say.c): its file's name, kept for the
 * function, which is anchored in the registry (ref_speakers) while it is here, so its
 * address names that function alone. */
typedef struct host_speaker {
  const void *fn;
  char name[HOST_SPEAKER_LEN];
} host_speaker;

/* A Lua bot's own state (botstate.c): its sandbox, its decide function (ref_decide), its
 * own memory cap and instruction budget. */
typedef struct bot_state {
  lua_State *L;
  host_budget budget;
  int ref_decide;
  luno_rng rng; /* its math.random's own generator, reseeded per game (bots.c) */
  /* botview.c's caches: each card's table, the options table, and the decision options
   * that never change for a deck (a plain play, a draw, a pass), valid for cache_setup's
   * deck while the rulesets' state has had cache_steps loads and sets */
  int ref_cards, ref_options, ref_plays, ref_kit;
  const void *cache_setup;
  int cache_steps;
  /* the decision its view shows, while the bot decides (else NULL), and which of the
   * view's fields the bot has read (made) since the view was last refilled */
  const luno_game *view_game;
  luno_host *view_host;
  int view_seat;
  unsigned view_made;
} bot_state;

/* One call that made the scripts' state (luno_host_load or luno_host_set), kept so that a rebuild
 * (host_rebuild) makes the very same state anew. */
typedef struct host_step {
  char kind;   /* 'l': luno_host_load(a); 's': luno_host_set(a, b) */
  char a[512]; /* the ruleset list, or the option's name */
  char b[128]; /* the option's value */
} host_step;

struct luno_host {
  lua_State *L;
  luno_rules rules; /* ud points back here */
  luno_game *game;  /* the game an effect or question is running for (not owned) */
  /* game's cards, table and setup (host_use_game): the core's own records, which stay where
   * they are for the game's life, read here without a call (the methods read them at every
   * argument) */
  const luno_card *cards;
  const luno_state *state;
  const luno_setup *setup;
  lua_State *waiting;         /* the effect coroutine waiting for an answer, or NULL */
  lua_State *pool[HOST_POOL]; /* finished coroutines kept for reuse (anchored in ref_threads) */
  int npool;
  int readonly; /* inside a question: changes to the game are errors */
  /* luno_host_keep: the scripts' state kept table by table (a registry ref, 0: none), and
   * whether the host is still as kept (luno_host_as_kept) */
  int ref_kept, as_kept;
  int ref_M, ref_threads, ref_sandbox;
  int ref_run; /* M.run, looked up once */
  int ref_g;   /* the game object scripts receive */
  /* M.reset_state: the tables M.reset empties; reset_players and reset_ncards: the table
   * size of M.reset's last run (-1: none yet), so a reset with nothing to do is skipped */
  int ref_reset_state, reset_players, reset_ncards;
  int ref_prompts; /* anchors the strings of prompts[] */
  host_prompt prompts[HOST_PROMPTS];
  int ref_speakers; /* anchors the functions of speakers[] */
  host_speaker speakers[HOST_SPEAKERS];
  int next_prompt; /* the entry of prompts[] a new prompt replaces */
  /* The question being asked: its private words (an asking method's `private`, "" for
   * none) and a g:choose's labels (as shown), for luno_ask_private and luno_ask_choice. */
  char private_prompt[256];
  int prefer_set, prefer_value; /* the question's `prefer` (an option's value), for the core */
  int challenge_next;           /* the next question is a card's challenge (core.challenge_next) */
  const char *choice_labels[LUNO_MAX_CHOICES];
  char choice_text[LUNO_CHOICE_TEXT];
  host_budget budget; /* the memory cap and the instruction budget (budget.h) */
  uint32_t events;    /* the setup's hooked events, for the direct paths */
  /* Rules with `when = key` (lua/API.md): their hooks run only while g.vars[key] is set.
   * live_always: events with a hook that runs regardless; gate_masks[ev]: the keys (as
   * bits) that wake ev's other hooks; open_gates: the keys set now (core.var_setter). */
  uint32_t live_always, gate_masks[LUNO_EV_COUNT], open_gates;
  /* The same for plays, by card type (a rule's `cards` list limits its play hooks). */
  uint32_t play_always[LUNO_MAX_TYPES], play_masks[LUNO_MAX_TYPES];
  /* The hooks of an event whose every `when` key is one of the host's bits, in the order
   * they run (ev_fn[ev][k]: a registry ref; ev_gate: its key's bit, -1 for none; ev_n: how
   * many, 0 when the event has none or is not such): when the last of them is the only one
   * live, the host runs it directly, without M.run's dispatch (effects.c's direct_hook).
   * Whether the event runs at all is host_event_live's answer, as for every event. */
  int ev_n[LUNO_EV_COUNT];
  /* The play hooks in the order a play runs them, or nplays -1: M.run runs plays (a `when`
   * key past the host's bits, or more than HOST_PLAY_HOOKS). */
  play_hook plays[HOST_PLAY_HOOKS];
  int nplays;
  int ref_like_top; /* the like_top window's rule's function (LUA_REFNIL: none; plays.c) */
  /* The force_draw hooks, in order (their list and types unused), or nforce -1: the Lua
   * version of g:force_draw runs them (a `when` key past the host's bits). */
  play_hook force[HOST_PLAY_HOOKS];
  int nforce;
  int draw_keeps_turn; /* a draw a card caused keeps its victim's turn (core.draw_keeps_turn) */
  int ev_fn[LUNO_EV_COUNT][HOST_EV_HOOKS];
  int8_t ev_gate[LUNO_EV_COUNT][HOST_EV_HOOKS];
  /* Each card type's on_play and can_play (LUA_NOREF if none): when no rule hooks plays
   * or legality, the host calls them directly instead of through M.run or lua/legal.c. */
  int ref_type_play[LUNO_MAX_TYPES], ref_type_can[LUNO_MAX_TYPES];
  int ref_type_react[LUNO_MAX_TYPES]; /* each type's on_react, run straight (plays.c) */
  int ntypes;
  int types_can; /* whether any card type has a can_play of its own */
  /* The rules' legal hooks, in the order they run (legal.c): each one's function (a
   * registry ref), the bit of its `when` key (LEGAL_ALWAYS: none; LEGAL_BY_KEY: a key past
   * the host's bits, read from g.vars by legal_key, a ref of the key), its rule's name,
   * and whether it is a legal_types hook (the types a seat may play) or a legal one. */
  int nlegal;
  int legal_fn[HOST_MAX_LEGAL], legal_gate[HOST_MAX_LEGAL], legal_key[HOST_MAX_LEGAL];
  uint8_t legal_by_type[HOST_MAX_LEGAL]; /* a legal_types hook: asked once for a seat's list */
  char legal_rule[HOST_MAX_LEGAL][LUNO_NAME_MAX];
  int ref_vars; /* g.vars's contents (M.S.vars), for legal_key */
  int nbots;
  char bot_paths[HOST_MAX_BOTS][256];
  bot_state *bot_states[HOST_MAX_BOTS]; /* each bot's own Lua state (owned) */
  uint64_t bot_seed;                    /* the game seed the bots' generators were seeded for */
  uint64_t bots_own_seed;               /* luno_host_set_bot_seed's: apart from every game seed */
  const luno_game *bot_game;            /* ... and the game */
  sandbox_ctx sandbox;             /* the search folders, and the thread the running effect runs on
                                    * (where it may ask; the sandbox refuses its coroutine.yield) */
  host_step steps[HOST_MAX_STEPS]; /* the calls that made the scripts' state, in order */
  int nsteps, steps_lost;          /* steps_lost: more calls than steps could keep */
  int rebuilding;                  /* host_rebuild runs: calls are not recorded again */
  luno_effect last_fx; /* the last effect run, for where a stuck round is (host_where) */
  char traceback[2048];
  char error[512]; /* the last failed script call's "file:line: message" */
  /* luno check's profile (profile.c): on or off; the time effects spent waiting for an
   * answer (left out of core.clock_ns) and since when the waiting one waits (0: none);
   * the table of g:say lines said ("file:line" -> count), a registry ref */
  int profiling;
  long long profile_paused_ns, profile_waiting_since;
  int ref_profile_said;
  /* The search bot's mark (luno_host_search_mark): a copy of the game at its last turn that
   * could be copied, owned here, and the scripts' state then (a saved-state handle) */
  luno_game *mark;
  int mark_state;
  int mark_resumes; /* the mark is a turn's start (luno_copy_turn_start): worlds resume it */
  int marking;      /* a table with a search bot marks here: turn starts are marked too */
  int in_search;    /* the search's worlds run: their effects mark nothing */
};

/* state.c: the scripts' per-game state taken out of the host, their own tables (a handle,
 * or -1), and put back as it was (0, or -1); for a search that runs copies' scripts in
 * between. */
int host_take_state(luno_host *h);
/* ismcts.c: marks the start of g's turn_start effect (from luno_rules.run) as where the
 * search of its questions starts, when a search bot sits at the table. */
void host_mark_turn_start(luno_host *h, luno_game *g);
int host_put_state(luno_host *h, int taken);
/* calls.c: what follows the place of a message located in the host's own Lua
 * ("prelude:75: text" gives " text"), or NULL when it is located elsewhere or nowhere. */
const char *host_lua_rest(const char *m);
/* keep.c: puts the tables luno_host_keep kept back as they were (0, or -1). */
int host_put_back(luno_host *h);
/* Whether any active rule hides g.vars or deals them in a world (else host_world has
 * nothing to do). */
int host_has_world(luno_host *h);
/* Makes the scripts' state that of a search's world w for seat (game.lua's M.world: the
 * rules' hidden g.vars dropped and dealt again by their world hooks); w's cards were dealt
 * anew already. 0, or -1 when a world hook failed. */
int host_world(luno_host *h, luno_game *w, int seat);

/* Whether some hook of event ev would run now (host.c's gates; see live_always). */
static inline int host_event_live(const luno_host *h, int ev) {
  return ((h->events >> ev) & 1u) &&
         (((h->live_always >> ev) & 1u) || (h->gate_masks[ev] & h->open_gates));
}

/* Nanoseconds on the monotonic clock (the profile's; host_resume pauses it while an
 * effect waits for an answer). */
static inline long long host_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* profile.c: core.clock_ns into the table on top; a g:say or g:tell line that spoke (L's
 * caller) */
void bind_profile(lua_State *L, luno_host *h);
void profile_said(lua_State *L, luno_host *h);

/* bind.c: registers the `core` table the prelude uses. */
void bind_core(lua_State *L, luno_host *h);
/* The host that owns thread L: every thread of a host's state holds &h->budget in its
 * extra space (luno_host_new), and only a host's state has the functions that ask (bind_core),
 * so no API call is needed on the path every script call takes. */
static inline luno_host *host_of(lua_State *L) {
  return (luno_host *)(void *)((char *)budget_of(L) - offsetof(luno_host, budget));
}
int host_no_game(lua_State *L);        /* raises "no game is running" */
int host_readonly_error(lua_State *L); /* raises: a question may not change the game */
/* Makes g the game scripts run for now, with its records (kept while it stays the same). */
static inline void host_use_game(luno_host *h, luno_game *g) {
  if (h->game == g) return;
  h->game = g;
  h->cards = g ? luno_card_at(g, 0) : NULL;
  h->state = g ? luno_state_of(g) : NULL;
  h->setup = g ? luno_setup_of(g) : NULL;
}
/* The running game (an error if none). */
static inline luno_game *host_game(lua_State *L) {
  luno_host *h = host_of(L);
  if (!h->game) host_no_game(L);
  return h->game;
}
/* The running game, for a call that changes it (an error inside a question). */
static inline luno_game *host_mutable_game(lua_State *L) {
  luno_host *h = host_of(L);
  if (h->readonly) host_readonly_error(L);
  return host_game(L);
}
/* methods.c: the fields of g it serves in C, from index 1 to HOST_NFIELDS. */
enum { HOST_NFIELDS = 9 };
extern const char *const host_field_names[HOST_NFIELDS + 1];
/* methods.c: adds core.methods (g's hot methods in C) and core.fields to the table on top. */
void bind_methods(lua_State *L, luno_host *h);
void bind_choices(lua_State *L, luno_host *h); /* choices.c: into the table on top */
void bind_ask(lua_State *L);                   /* choices.c: core.ask, into the table on top */
/* Whether co's yield (nres values) is an effect waiting for its question's answer; the
 * question is the core's pending decision already (choices.c). */
int host_yield_asked(lua_State *co, int nres);
/* Pushes an answer as the asking effect receives it: nil (declined), a typed text, or the
 * chosen value (choices.c). */
void host_push_answer(luno_host *h, lua_State *L, const luno_action *a);
void bind_loops(lua_State *L, luno_host *h); /* loops.c: into the table on top */
void bind_moves(lua_State *L, luno_host *h); /* moves.c: into the table on top */
void bind_say(lua_State *L, luno_host *h);   /* say.c: into the table on top */
/* Argument i as a seat, or as a card, of the running game, or a located error naming fn:
 * the checks inline, the error (and "no game is running") in args.c. */
int host_bad_seat(lua_State *L, int i, const char *fn);
int host_bad_card(lua_State *L, int i, const char *fn);
/* Argument i as a whole number from 0 below limit, or -1. */
static inline int host_index_arg(lua_State *L, int i, int limit) {
  int is_int;
  lua_Integer v = lua_tointegerx(L, i, &is_int);
  return is_int && (lua_Unsigned)v < (lua_Unsigned)limit ? (int)v : -1;
}
static inline int host_seat_arg(lua_State *L, int i, const char *fn) {
  const luno_host *h = host_of(L);
  int s = h->game ? host_index_arg(L, i, h->state->players) : -1;
  return s >= 0 ? s : host_bad_seat(L, i, fn);
}
static inline int host_card_arg(lua_State *L, int i, const char *fn) {
  const luno_host *h = host_of(L);
  int c = h->game ? host_index_arg(L, i, h->state->ncards) : -1;
  return c >= 0 ? c : host_bad_card(L, i, fn);
}
/* A card filter (g:hand's, g:holds's): a color, type and number index, and whether wild;
 * -2 for "any" in each field, -3 for a name the ruleset lacks (matches nothing). */
typedef struct host_filter {
  int color, type, number, wild;
} host_filter;
/* Reads the filter at i: nil (any card), a color name, or { color =, name =, number =,
 * wild = }; a located error naming fn otherwise (args.c). */
host_filter host_filter_arg(lua_State *L, int i, const char *fn);
/* Argument i as a count of cards (at most LUNO_MAX_CARDS; with optional, none is 1), a whole
 * number (none is 0 when optional: the caller gives the default), or a color of the running
 * game (its index); a located error naming fn (and the argument's name) otherwise. The
 * readers lua/api.lua's types use (api_gen.h's API_ARGS_*), in args.c. */
int host_count_arg(lua_State *L, int i, const char *fn, int optional);
lua_Integer host_integer_arg(lua_State *L, int i, const char *fn, const char *name, int optional);
int host_color_arg(lua_State *L, int i, const char *fn);
/* Whether a card passes a filter (args.c). */
int host_passes(const luno_game *g, int card, const host_filter *f);
/* The index of a color name, or -3 (matches nothing) for a name the ruleset lacks. */
int host_color_index(const luno_setup *s, const char *name);
/* The index of the card type named name, or -3 (matches nothing) for an unknown name. */
int host_type_index(const luno_setup *s, const char *name);
/* The value at i as text, for an error message (pushed on L, like luaL_tolstring). */
const char *host_shown(lua_State *L, int i);
/* Copies a script's text into dst (len bytes) with control characters written as \xNN, so
 * a card label, a color, a prompt or a said line cannot drive a terminal. */
void host_show_text(char *dst, size_t len, const char *src);

/* effects.c: the luno_rules callbacks. */
void effects_install(luno_host *h);
/* legal.c: luno_rules.legal and why (from effects_install), and core.legal into the table on
 * top (from bind_core). */
void legal_install(luno_host *h);
/* plays.c: the play hooks read from the setup on top (host_build), dropped (host_free),
 * and run for a play where every question is answered where it is asked (host_run). */
void plays_read(lua_State *L, luno_host *h);
void plays_unref(luno_host *h);
int plays_run(luno_host *h, const luno_effect *e);
int plays_reaction(luno_host *h, lua_State *co, const luno_effect *e);
void bind_plays(lua_State *L); /* core.play_with (g:play's maker), into the table on top */
/* digest.c: installs luno_rules.digest (g.vars's contents as one number). */
void digest_install(luno_host *h);
void bind_legal(lua_State *L);

/* host.c: builds the sandbox, runs the prelude and game.lua, and keeps what the host needs
 * of them (a rebuild's old references are dropped first). 0, or -1 with the error on top. */
int host_load_prelude(luno_host *h);
/* api_check.c: checks the game object against lua/api.lua's declaration; 0, or -1 with
 * what differs in err. */
int host_check_api(luno_host *h, char *err, int errlen);
/* api_check.c: pushes what lua/api.lua declares of card{} and rule{}, for the prelude's
 * checks (core.API): card = {field = "its Lua types"}, rule = {field = "true"}, hooks =
 * {hook = its core.EVENT name, false where only Lua fires it, "window"}, hook_order = the
 * hooks' names as the docs list them. */
void api_push_declared(lua_State *L);
/* host.c: calls M[fn] (the prelude's entry points) with string arguments, protected;
 * its results stay on the stack. On error returns -1 with the message in err. No game is
 * running meanwhile: loading, options, `luno rules`' descriptions and the like cannot
 * reach the game a script's metamethod might want to change. */
int host_call(luno_host *h, const char *fn, int nargs, const char **args, int nres, char *err,
              int errlen);
/* Copies the error message on top of L into err (first line only), pops it, returns -1. */
int host_take_error(lua_State *L, char *err, int errlen);

/* host.c: makes the scripts' state anew (a fresh sandbox, prelude and game object, the same
 * rulesets from the same texts, the same options) and checks that it builds the game g
 * was made from; on failure fails g. Undo, rollback and load call it through the reset of
 * a rewind, so no state a script kept in a file-level variable survives into a replay. */
int host_rebuild(luno_host *h, luno_game *g); /* 0, or -1 after luno_fail */

/* botstate.c: a new bot state with the host's budgets (NULL when out of memory), its end,
 * and a failed bot call's message. */
bot_state *botstate_new(const luno_host *h);
void botstate_free(bot_state *bs);
void botstate_error(bot_state *bs, int status, const char *path, char *err, int errlen);
/* botview.c: pushes onto the bot's state the view of p's seat (lua/API.md, "Bots") and the
 * pending decision p, refilled from the core's tables; only option values are read from the
 * rulesets' state h->L. */
void botview_push(bot_state *bs, luno_host *h, const luno_game *g, const luno_pending *p);

/* calls.c: runs the function and nargs arguments pushed on co (a coroutine from
 * host_thread) or resumes co when it waits, under the budget, in a protected call inside the
 * coroutine. Returns LUA_OK with *nres results on co, LUA_YIELD with the yielded values, or an
 * error status with "file:line: message" in h->error and a short traceback in h->traceback. */
int host_resume(luno_host *h, lua_State *co, int nargs, int *nres);
/* Calls the function and nargs arguments on h->L's top in protected mode, under the
 * budget, with nres results; on error returns its status, as host_resume does. */
int host_pcall(luno_host *h, int nargs, int nres);
/* host_pcall for a call pushed after host_push_handler: the guard's handler under the
 * function (it stays there). */
void host_push_handler(lua_State *L);
int host_call_handled(luno_host *h, int nargs, int nres);
/* Fails the running game with "file:line: message" located in co, its traceback kept. */
void host_fail_at(luno_host *h, lua_State *co, const char *message);
/* A coroutine to run a script call in, from the pool, with the guard that runs every call
 * already pushed: push the function and its arguments, then host_resume. Give it back
 * after the call (a suspended one is reset first, under the budget; a broken one is
 * dropped). */
lua_State *host_thread(luno_host *h);
void host_give_back(luno_host *h, lua_State *co);

/* Makes h, before it loads anything, read script files as from read them: the texts from's
 * game began with, whatever has changed on disk since (a fork of a game: luno_table_fork). */
void luno_host_share_files(luno_host *h, const luno_host *from);
/* FNV-1a 64 of a file's bytes into *out; -1 if it cannot be read. */
int luno_hash_file(const char *path, uint64_t *out);

#endif
