/* host.h: the Lua host. It loads rulesets (card and rule scripts) into a sandboxed Lua
 * state, composes them with options into a luno_setup, and runs their effects for the
 * core through luno_rules. One host per thread; one game at a time per host. */
#ifndef LUNO_HOST_H
#define LUNO_HOST_H

#include <stdint.h>
#include <stdio.h>

#include <luno/luno_host.h>
#include <luno/paths.h>

typedef struct luno_host luno_host;

/* Every function that can fail writes a one-line reason into err (errlen bytes). */
LUNO_API luno_host *luno_host_new(char *err, int errlen);
LUNO_API void luno_host_free(luno_host *h);

/* The limits of every script call (lua/SANDBOX.md): an instruction budget per call and a
 * memory cap for the whole Lua state, in bytes; 0 keeps a limit as it is. The defaults
 * are 10 million instructions and 256 MiB, or LUNO_INSTRUCTIONS and LUNO_MEMORY_MB. */
LUNO_API void luno_host_set_budget(luno_host *h, long long instructions, long long memory);

/* Adds a folder to search for rulesets (tried in the order added). */
LUNO_API int luno_host_add_path(luno_host *h, const char *dir);
/* Loads rulesets by name or path, in order: "official,my_rule" or "my/deck". */
LUNO_API int luno_host_load(luno_host *h, const char *list, char *err, int errlen);
/* Sets an option by name from text ("uno_penalty", "4"). */
LUNO_API int luno_host_set(luno_host *h, const char *name, const char *value, char *err,
                           int errlen);
/* Builds the core's setup from everything loaded into out, a setup of size bytes as the
 * program was built (luno_host_build passes its sizeof; a smaller one is refused when the
 * game needs a field past it). */
LUNO_API int luno_host_build_sized(luno_host *h, int players, uint64_t seed, luno_setup *out,
                                   size_t size, char *err, int errlen);
static inline int luno_host_build(luno_host *h, int players, uint64_t seed, luno_setup *out,
                                  char *err, int errlen) {
  return luno_host_build_sized(h, players, seed, out, sizeof *out, err, errlen);
}
/* The callbacks the core runs scripts through; valid as long as the host. */
LUNO_API const luno_rules *luno_host_rules(luno_host *h);
/* src as it may be shown on a terminal, into dst (len bytes): control bytes written as \xNN,
 * so no text from a user or a script moves the cursor or recolors the screen. */
LUNO_API void luno_show_text(char *dst, size_t len, const char *src);
/* Reads the len bytes at text as a whole number in [least, most] into *out: digits only, a
 * '-' first where least < 0; checked before it can wrap. 0, or -1 if they are not one. The
 * one number reader of the host and its programs (lua/numbers.c). */
LUNO_API int luno_read_whole(const char *text, size_t len, long long least, long long most,
                             long long *out);
/* The edit distance of two words of at most 40 bytes (99 for a longer one), a swap of two
 * neighbouring letters counting as one edit: how far a typo is from a name, for "did you
 * mean". */
LUNO_API int luno_edit_distance(const char *a, const char *b);
/* Prints text to out a line at a time, each folded between words at width columns (a
 * color escape takes none, a UTF-8 character one; a word longer than a line stays whole).
 * The parts a line runs on to go after indent spaces, or: LUNO_FOLD_HANG two past the
 * line's own leading spaces; LUNO_FOLD_LISTED under a listing's description (after its
 * last run of two spaces: `luno rules`, --help's options); LUNO_FOLD_FLOWED at the margin,
 * text whose single newlines are spaces and whose paragraphs a blank line parts. */
enum { LUNO_FOLD_HANG = -1, LUNO_FOLD_LISTED = -2, LUNO_FOLD_FLOWED = -3 };
LUNO_API void luno_fold_print(FILE *out, const char *text, int width, int indent);
/* The width a program's reports are folded to: $COLUMNS, else the terminal's on stdout,
 * else 80 (at least 40). */
LUNO_API int luno_text_width(void);
/* fmt's text (up to 4 KB) printed to out as luno_fold_print does, at luno_text_width. */
#if defined(__GNUC__)
#define LUNO_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define LUNO_PRINTF(fmt, args)
#endif
LUNO_API void luno_fold_printf(FILE *out, int indent, const char *fmt, ...) LUNO_PRINTF(3, 4);
/* Given each line of a listing, one call a line. */
typedef void (*luno_line_fn)(void *ud, const char *line);
/* The traceback of the last script error, or "". */
LUNO_API const char *luno_host_traceback(const luno_host *h);
/* The last failed script call's "file:line: message", or "". */
LUNO_API const char *luno_host_error(const luno_host *h);
/* Runs the active rules' own invariants (rule { invariant = function(g) }) on g, read-only:
 * 0 when all hold; -1 with "file:line: rule NAME's invariant: why" (or the script error) in
 * msg. luno check, sim --check and the scenario tests run it after every action. */
LUNO_API int luno_host_invariants(luno_host *h, luno_game *g, char *msg, int msglen);

/* The Lua bots' own seed: their math.random draws from a stream made of it and the game's
 * seed, so it reproduces with both, yet no bot can work the game's seed (and so every hand)
 * back out of what it draws. Call before the first game. */
LUNO_API void luno_host_set_bot_seed(luno_host *h, uint64_t seed);
/* Loads a Lua bot file; returns its id (>= 0) or -1. */
LUNO_API int luno_host_bot_load(luno_host *h, const char *path, char *err, int errlen);
/* Asks Lua bot `bot` for the pending decision of g, given only its seat's view. */
LUNO_API int luno_host_bot_decide(luno_host *h, int bot, luno_game *g, luno_action *out, char *err,
                                  int errlen);

/* What is loaded, as the scripts describe it: each ruleset in load order (a folder ruleset
 * before the one it extends), then each option. The strings are valid during the call. */
typedef struct luno_ruleset_info {
  const char *name, *about, *path;
} luno_ruleset_info;
typedef struct luno_option_info {
  const char *name, *value, *def, *help;
  const char *choices; /* "a, b, c" for an option with a list of values, else NULL */
} luno_option_info;
typedef struct luno_describe_fns {
  void (*ruleset)(void *ud, const luno_ruleset_info *r); /* either may be NULL */
  void (*option)(void *ud, const luno_option_info *o);
  void *ud;
} luno_describe_fns;
/* Returns the number of rulesets, or -1 with err. */
LUNO_API int luno_host_describe(luno_host *h, const luno_describe_fns *fns, char *err, int errlen);

/* luno check's profile: after luno_host_profile, the next luno_host_build wraps every hook
 * and card function in a counter and a clock, and g:say and g:tell count the lines that
 * speak (a cost: for checks, not play). The report gives the target's (the last ruleset
 * named) hooks and card functions, costliest first, then each of its g:say or g:tell
 * lines; returns how many entries, or -1. The strings are valid during the call. */
typedef struct luno_profile_entry {
  const char *what;  /* "rule NAME's HOOK", "card NAME's on_play", or a g:say or g:tell line */
  const char *where; /* "file:line" (a function: where it is defined) */
  long calls;        /* times it ran, or the line spoke */
  double ns;         /* nanoseconds inside it, less those of the hooks it ran (0: a line) */
} luno_profile_entry;
typedef void (*luno_profile_fn)(void *ud, const luno_profile_entry *e);
LUNO_API void luno_host_profile(luno_host *h);
LUNO_API int luno_host_profile_report(luno_host *h, luno_profile_fn fn, void *ud);

/* The seats the loaded rulesets are played by (their min_players and max_players, else 2
 * and 10) into lo and hi. */
LUNO_API void luno_host_players_range(luno_host *h, int *lo, int *hi);

/* The card type named name (its name or label) in the built game: its label and the about
 * text its script declares. 0, or -1 when no type has that name. */
LUNO_API int luno_host_card_about(luno_host *h, const char *name, char *label, int labellen,
                                  char *about, int aboutlen);

/* The words a script declared for taking reaction window `window` (g:open_window's words,
 * "%s" standing for the target, and own_words for the target itself) into words and own
 * ("" where none). 1 when there are some, 0 when none, -1 on an error. */
LUNO_API int luno_host_reaction_words(luno_host *h, int window, char *words, int wordslen,
                                      char *own, int ownlen);

/* Writes what is loaded (rulesets, then options) as lines of text for `luno rules`. */
LUNO_API void luno_host_list(luno_host *h, luno_line_fn fn, void *ud);

/* Calls fn with each line the active rules add to the table's view (rule { shows =
 * function(g) ... }: the center row, a launcher's state), shown alike to every seat;
 * returns how many, or -1 (luno_host_traceback, the error in the host). Read-only. */
LUNO_API int luno_host_table_lines(luno_host *h, luno_game *g, luno_line_fn fn, void *ud);
LUNO_API int luno_host_has_table_lines(luno_host *h); /* whether any active rule `shows` */
/* What seat's draw does now in the rules' words, to follow "draw" (`draw_says`: "the 6
 * stacked cards, and lose the turn") into out (len bytes): 1, 0 when no rule says, -1 on a script
 * error. Read-only, a question. */
LUNO_API int luno_host_draw_words(luno_host *h, luno_game *g, int seat, char *out, int len);
/* The ruleset's measure of progress (`progress`): each seat's count into row (fewer is
 * nearer to winning) and its words ("cards in the stock"); with g NULL, the words alone.
 * 1, 0 when it declares none, or -1 after a script error (luno_host_error). */
LUNO_API int luno_host_progress(luno_host *h, luno_game *g, int *row, char *words, int wordslen);

/* The scripts' per-game state (g.vars, the open reactions, the rules' invariant marks),
 * saved and put back, for search bots that play a copy of the game (luno_copy) in the same
 * host: save before, restore after each simulation and at the end (an effect of the copy
 * left waiting is dropped). Save: a handle (> 0) or -1; restore: 0 or -1; drop frees it. */
LUNO_API int luno_host_save_state(luno_host *h);
/* The `ismcts` bot's move for g's pending decision into out: information-set MCTS with
 * `iterations` iterations and ISUCT exploration `explore` (0.7), its moves from rng. 0;
 * 1 when it did not search (one option; or an effect's question with no mark leading to
 * it: out is the first option, a color the one held most); -1 on failure. An effect's
 * question is searched from the host's mark, its worlds replaying the actions since. The
 * scripts' state is as before. open: `ismcts-open`, which sees every hand (an upper bound
 * for measures, never a player). seconds: the most CPU time (the thread's) the search may
 * take, after which it plays its best move so far (0: no limit). A world holds only what
 * the seat could believe: its unseen cards and the generator dealt anew, the rules'
 * hidden g.vars dealt again by their world hooks. */
LUNO_API int luno_host_ismcts(luno_host *h, luno_game *g, int iterations, double explore, int open,
                              double seconds, luno_rng *rng, luno_action *out);
/* Marks g, at a turn no effect waits in, as where the search of a later effect's question
 * starts (a copy and the scripts' state, kept in the host until the next mark). Call it at
 * every turn of a table with a search bot, and once with g NULL before its first game:
 * from then on the host also marks the start of every turn whose turn_start hooks run
 * (luno_copy_turn_start), where a turn of menus asks all its questions. 1 marked, 0 not
 * (no turn, an effect waits, or g NULL), -1 out of memory. */
LUNO_API int luno_host_search_mark(luno_host *h, const luno_game *g);
LUNO_API int luno_host_restore_state(luno_host *h, int saved);
LUNO_API void luno_host_drop_state(luno_host *h, int saved);

/* Calls fn with each likely mistake noted in the scripts so far (a card declared twice in a
 * file, a number outside 0..9, an empty file, a legal hook returning nil; `luno check`
 * prints them); returns how many, or -1. */
LUNO_API int luno_host_notes(luno_host *h, luno_line_fn fn, void *ud);

/* Calls fn with the name of every ruleset loaded, in load order (a folder ruleset comes
 * before the one it extends); returns how many, or -1. */
LUNO_API int luno_host_rulesets(luno_host *h, luno_line_fn fn, void *ud);

/* Lists every ruleset in folder dir (games, house rules, presets), each with its
 * description and the options it adds, loading each in a host of its own. */
LUNO_API void luno_host_catalog(const char *dir, luno_line_fn fn, void *ud);

/* Runs Lua text in the rulesets' environment with `g` bound to game (REPL `lua`), as a
 * question: it may not change the table. On a kept host (luno_host_keep), what it wrote
 * to the scripts' state is put back after. */
LUNO_API int luno_host_eval(luno_host *h, luno_game *g, const char *code, luno_line_fn fn, void *ud,
                            char *err, int errlen);
/* Keeps what the scripts' per-game state holds now (g.vars, the open reactions, the marks:
 * every table in it, by key, value and metatable) for luno_host_eval to put back into the
 * same tables after each run. 0, or -1 when it is too large to keep. */
LUNO_API int luno_host_keep(luno_host *h);
/* Whether h is still as luno_host_keep kept it: 0 once an eval ran a script's own function
 * (its file-level variables cannot be put back), tripped a budget or changed the table. */
LUNO_API int luno_host_as_kept(const luno_host *h);

/* Ruleset file hashes, so a save can tell when the scripts it was played under changed. */
/* Called once per file: key is "<ruleset folder>/<file>" or "<file>" for a one-file
 * ruleset; hash is FNV-1a 64 of the file's bytes. */
typedef void (*luno_hash_fn)(void *ud, const char *key, uint64_t hash);

/* Hashes every .lua file of every loaded ruleset, in load order, files sorted by name.
 * Returns the number of files, or -1 with a reason in err. */
LUNO_API int luno_host_file_hashes(luno_host *h, luno_hash_fn fn, void *ud, char *err, int errlen);

#endif
