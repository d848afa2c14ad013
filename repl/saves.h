/* saves.h: save files, load, replay and reload. Private to repl/. */
#ifndef LUNO_REPL_SAVES_H
#define LUNO_REPL_SAVES_H

#include "session.h"

int repl_save_game(session *s, const char *path);
int repl_load_game(session *s, const char *path, int replay);
int repl_reload_game(session *s);

#endif
