/* saves.h: save files, load, replay and reload. Private to repl/. A save is readable text:
 *
 *   luno-save 1
 *   rules official
 *   hash official/init.lua 5f0c3a...      (FNV-1a 64 of each ruleset file)
 *   set uno_penalty 4
 *   players 4
 *   seed 7
 *   bots human,random,random,random
 *   digest 9c1d...                        (luno_digest of the game as saved)
 *   actions 2
 *   play 0 17 call    # Ann plays red 7 and calls UNO
 *   penalty 1 2 talking at the table
 *   answer 2 0 "$2.50"   (a typed answer, quoted with \" \\ and \xHH escapes)
 *   end
 *
 * Each entry of the header but hash and set comes at most once; its numbers are digits
 * alone (a seed of "-1" or "4x" is refused, not read as 2^64-1 or 4).
 */
#ifndef LUNO_REPL_SAVES_H
#define LUNO_REPL_SAVES_H

#include "session.h"

enum { SAVE_VERSION = 1, SAVE_NVERBS = 9 };
/* Each action type's word in a save, by LUNO_ACT_* (save_write.c). */
extern const char *const save_verbs[SAVE_NVERBS];

int repl_save_game(session *s, const char *path);
int repl_load_game(session *s, const char *path, int replay);
int repl_reload_game(session *s);

#endif
