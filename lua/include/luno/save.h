/* save.h: luno's one save format, read and written here for every surface (the REPL's
 * save and load, `luno play --replay`, luno check's failure saves, `luno web --step`, and
 * luno serve's save and load). A save is readable text:
 *
 *   luno-save 1
 *   rules official
 *   hash official/init.lua 5f0c3a...      (FNV-1a 64 of each ruleset file)
 *   set uno_penalty 4
 *   players 4
 *   seed 7
 *   bots human,random,random,random
 *   bot_seed 11
 *   digest 9c1d...                        (luno_digest of the game as saved)
 *   undo 0 5                              (a served game's undo points, if any)
 *   rng 1 1456... 3565... 6827... 8387...   (a seat's bot generator, if saved)
 *   actions 2
 *   play 0 17 call    # Ann plays red 7 and calls UNO
 *   penalty 1 2 talking at the table
 *   answer 2 0 "$2.50"   (a typed answer, quoted with \" \\ and \xHH escapes)
 *   end
 *
 * Each entry of the header but hash, set and rng comes at most once; its numbers are digits
 * alone (a seed of "-1" or "4x" is refused, not read as 2^64-1 or 4). */
#ifndef LUNO_SAVE_H
#define LUNO_SAVE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <luno/table.h>

enum { LUNO_SAVE_VERSION = 1, LUNO_SAVE_MAX_BYTES = 16 << 20 };

typedef struct luno_save_hash {
  char key[160];
  uint64_t hash;
} luno_save_hash;

/* A save as read, or to be written. Arrays are the save's own (luno_save_free). */
typedef struct luno_save {
  luno_config cfg; /* rules, options, players, seed (has_seed), bots, bot_seed */
  luno_save_hash *hashes;
  int nhashes;
  luno_action *actions;
  int nactions;
  char **texts;    /* per action: an answer's typed text, else NULL */
  char **reasons;  /* per action: a penalty's reason, else NULL */
  uint64_t digest; /* luno_digest of the game saved, or 0 (none: a failed game's save) */
  int *undo;       /* undo points, oldest first (a served game's), nundo of them */
  int nundo;
  uint16_t has_rng; /* bit s: rng[s] holds seat s's bot generator as saved */
  luno_rng rng[LUNO_MAX_SEATS];
} luno_save;

/* Reads text (len bytes; name says where it came from, for nothing but errors) into out:
 * 0, or -1 with a one-line reason naming the line ("line 10: no seat 7"). */
LUNO_API int luno_save_parse(const char *text, size_t len, luno_save *out, char *err, int errlen);
/* Reads the file at path (at most LUNO_SAVE_MAX_BYTES) as luno_save_parse does; the reason
 * of a failure names the file ("game.txt: line 10: no seat 7"). */
LUNO_API int luno_save_read(const char *path, luno_save *out, char *err, int errlen);
LUNO_API void luno_save_free(luno_save *s);

/* Fills out from game g played with config c: its log, answers' texts and digest (the
 * other entries empty, for the caller to add). 0, or -1 out of memory or for a config
 * luno_config_read refuses. */
LUNO_API int luno_save_of_game(luno_save *out, const luno_config *c, const luno_game *g);

/* A comment for action i's line ("Ann plays red 7"), into buf; none when buf stays "". */
typedef void (*luno_save_comment_fn)(void *ud, int i, char *buf, size_t len);
/* The save as text (malloc'd, NUL-ended; NULL out of memory), with note as the comment of
 * its second line and comment's words after each action. */
LUNO_API char *luno_save_text(const luno_save *s, const char *note, luno_save_comment_fn comment,
                              void *ud);
/* Writes text to path as a new file (never through a link or into the file there), synced,
 * then renamed over path. 0, or -1 with "cannot write PATH: why" in err. */
LUNO_API int luno_write_file(const char *path, const char *text, size_t len, char *err, int errlen);
/* The one way luno writes a file, for a writer that streams: a new file beside path
 * (mkstemp: never one planted there, nor through a link) of the given mode, opened for
 * writing, its name in tmp (tmplen bytes; 1,100 hold any path luno takes). named: the user
 * typed path (`--csv /dev/stdout`, `--out results/latest.json`): a link, a device or a pipe
 * there is written through, as the user asked (a rename would put a file in its place);
 * never for a name luno makes or a secret (a save, a check's failure, a token: a link
 * planted at a name luno chose could name any file). NULL with "cannot write PATH: why"
 * in err. */
LUNO_API FILE *luno_file_begin(const char *path, int mode, int named, char *tmp, size_t tmplen,
                               char *err, int errlen);
/* Ends what luno_file_begin began: flushed, synced and closed, then renamed over path (or,
 * abandon set, removed, path untouched). 0, or -1 with "cannot write PATH: why" in err. */
LUNO_API int luno_file_finish(FILE *f, const char *tmp, const char *path, int abandon, char *err,
                              int errlen);

#endif
