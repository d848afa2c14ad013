/* saves.h: save, load, replay and reload in the REPL. Private to repl/. The format, its
 * one reader and its one writer are luno's (lua/include/luno/save.h). */
#ifndef LUNO_REPL_SAVES_H
#define LUNO_REPL_SAVES_H

#include "session.h"

int repl_save_game(session *s, const char *path);
int repl_load_game(session *s, const char *path, int replay);
int repl_reload_game(session *s);

#endif
