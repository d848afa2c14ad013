/* drive.h: applying actions, bots, undo and redo, the game bundle. Private to repl/. */
#ifndef LUNO_REPL_DRIVE_H
#define LUNO_REPL_DRIVE_H

#include "session.h"

enum { DRIVE_BOT = 1, DRIVE_REDO = 2, DRIVE_REPLAY = 4 };
int repl_drive_apply(session *s, luno_action a, int how);
/* Applies a's typed answer text (luno_answer) when text is not NULL, else as repl_drive_apply. */
int repl_drive_apply_text(session *s, luno_action a, const char *text, int how);
/* Leaves replay mode: frees the saved game's actions and answers. */
void repl_drop_queue(session *s);
/* Whether a tournament table's budget is spent (or its match over); notes why in s->ended. */
int repl_budget_spent(session *s);
/* Refuses a command that would change a tournament table's history: -1 with a message. */
int repl_not_in_tournament(session *s, const char *cmd);
/* After a line typed while the bots paused (--pace): they go on, unless a person decides. */
void repl_resume_bots(session *s);
int repl_drive_autorun(session *s, int stop_at_round);
/* The people let the open reactions go: the bots no longer wait for them. */
void repl_let_windows_go(session *s);
int repl_drive_bot_step(session *s);
int repl_drive_replay_step(session *s);
int repl_drive_undo(session *s, int n);
int repl_drive_redo(session *s);
bundle *repl_bundle_open(session *s, const luno_config *c, char *err, int errlen);
int repl_bundle_start(session *s, bundle *b, char *err, int errlen);
void repl_bundle_free(bundle *b);
/* Reads the bundle's table and game from its session again (after an undo rebuilt them). */
void repl_bundle_sync(bundle *b);
/* The traceback of the last script error at the bundle's table, or "". */
const char *repl_bundle_traceback(const bundle *b);
/* A session with nothing in it: the defaults of `luno play`. */
void repl_session_init(session *s);
/* Frees what a session holds (its game, queues, notes and lines), not the session. */
void repl_session_release(session *s);
void repl_session_adopt(session *s, bundle *b, int keep);
/* Prints the lines of a traceback that are in scripts (file:line), indented. */
void repl_print_traceback(const char *traceback);
const char *repl_default_bots(int players, char *buf, size_t len);
int repl_need_game(session *s);

#endif
